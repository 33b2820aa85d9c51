/**
 * The shop's own words (its name, where it is) and a failed page's: a module of their own, because the document
 * shown when the root layout itself fails reads them in both languages on every page (app/global-error.tsx).
 */
/** The business facts as the footer, the contact block and the home page say them (lib/domain/site.ts keeps the numbers). */
export const businessTexts = {
  name: 'Mrittika Ceramic Tools',
  tagline: 'Tiles and tile tools, made in Bangladesh',
  description:
    'Mrittika Ceramic Tools makes ceramic tiles and the tools to lay them: trowels, cutters, levelling kits and more, sold to contractors and dealers across Bangladesh with prices in BDT.',
  since: (year: string) => `Tile tools for contractors and dealers since ${year}.`,
  address: 'Plot 41, Road 7, Tejgaon Industrial Area, Dhaka 1208, Bangladesh',
  openingHours: 'Saturday to Thursday, 9:00 to 18:00',
  showroom: 'Showroom and factory',
  talkToUs: 'Talk to us',
  sendMessage: 'Send us a message',
  theShop: 'The shop',
  footerNav: 'Footer',
  copyright: (from: string) => `© ${from} to`,
  pricesNote: (name: string) => `${name}. Prices in BDT, VAT included.`,
} as const;

/** What a page that failed shows (app/[lang]/error.tsx, app/global-error.tsx). */
export const errorTexts = {
  updatedHeading: 'The shop has been updated',
  updatedBody:
    'Part of this page could not be loaded, usually because a newer version of the shop is out or the connection dropped. Reloading the page fixes it.',
  reload: 'Reload the page',
  failedHeading: 'Something went wrong',
  failedBody: 'We could not show this page just now. This is usually brief: please try again in a moment.',
  tryAgain: 'Try again',
} as const;
