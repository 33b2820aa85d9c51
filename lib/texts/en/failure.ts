/**
 * A failed page's words and the shop's name: a module of their own, because the document shown when the root layout
 * itself fails reads them in both languages on every page (app/global-error.tsx), so they are as few as can be; the
 * rest of the shop's own words are ./business.ts.
 */
/** The shop's name, the one word of its own a failed document shows (its title); ./business.ts names the shop by it. */
export const shopName = 'Mrittika Ceramic Tools';

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
