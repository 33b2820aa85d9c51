/**
 * The Bengali letters' font on Bangla pages (docs/decisions/0101-the-shop-in-bangla.md): Noto Sans Bengali, used from a
 * visitor's second page on. A visitor's first Bangla page is drawn in the device's own Bengali font, and its 107 KB are
 * fetched once that page has drawn, so that they never compete with what the first page needs. The inline
 * `BENGALI_FONT_SCRIPT` (app/[lang]/layout.tsx) does both halves: when the font is known to be in the browser's cache,
 * it marks the page (`data-bengali-font` on `<html>`, which app/globals.css answers with the font) before anything is
 * drawn, so no text ever changes font; otherwise, once the page has loaded and its first contentful paint is on the
 * screen, it fetches the font and remembers that it did, and the page the visitor opens next within the same document
 * (a link followed by the app's router: a `push` or `replace` of the Navigation API) comes in it, with the change the
 * visitor asked for. Nothing is fetched for a visitor who asked to save data. middleware.ts (Node.js runtime) reads
 * the script's hash.
 */
import { createHash } from 'node:crypto';

/**
 * Its address: the file's content hash is in the name (test/fonts.test.ts), so that browsers may keep it for a year
 * (next.config.ts) and a new file is a new address. app/globals.css names the same address.
 */
export const BENGALI_FONT_URL = '/fonts/noto-sans-bengali-4ccdc626.woff2';

/** Where the browser remembers that it holds the font: the address it holds, so a new file starts again. */
const REMEMBERED = 'bengaliFont';

/** Written to be read; sent without its comments, indentation and line breaks (every line ends a statement or a block). */
export const BENGALI_FONT_SCRIPT = `(() => {
  const font = ${JSON.stringify(BENGALI_FONT_URL)};
  try {
    if (localStorage.getItem(${JSON.stringify(REMEMBERED)}) === font) {
      document.documentElement.dataset.bengaliFont = '';
      return;
    }
  } catch {}
  if (navigator.connection?.saveData) return;
  const loaded = new Promise((resolve) => addEventListener('load', resolve, { once: true }));
  const drawn = new Promise((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return resolve();
    new PerformanceObserver((paints, observer) => {
      if (paints.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
  });
  // The stylesheet's own face (app/globals.css), loaded by hand: no element names it yet, so nothing is drawn again.
  const face = () => [...document.fonts].find((each) => each.family.replace(/["']/g, '') === 'Noto Sans Bengali');
  Promise.all([loaded, drawn]).then(() => setTimeout(() => {
    face()?.load().then(() => {
      try { localStorage.setItem(${JSON.stringify(REMEMBERED)}, font); } catch {}
      // The next page the visitor opens within this document is in it, as it comes.
      self.navigation?.addEventListener('navigate', (event) => {
        if (event.navigationType === 'push' || event.navigationType === 'replace') document.documentElement.dataset.bengaliFont = '';
      });
    }, () => {});
  }));
})();`
  .replace(/^\s*\/\/.*\n/gm, '')
  .replace(/\n\s*/g, '');

/** The script's CSP source (`'sha256-…'`): the pages with a nonce policy allow this one inline script by it. */
export const BENGALI_FONT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(BENGALI_FONT_SCRIPT).digest('base64')}'`;
