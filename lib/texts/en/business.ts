/** The shop's own words: its name, where it is, how to reach it. */
import { shopName } from './failure';

/** The business facts as the footer, the contact block and the home page say them (lib/domain/site.ts keeps the numbers). */
export const businessTexts = {
  name: shopName,
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
