import { expect, fileTag, test, type Page } from './support/fixtures';
import { textsFor } from '../lib/texts/catalogue';
import { seriousViolations } from './support/axe';
import { testDb } from './support/database';
import { checkEveryPage } from './support/every-page';

// Every page of the route table in Bangla (docs/decisions/0101-the-shop-in-bangla.md), signed out, as a customer and
// as an admin: `<html lang="bn">`, both addresses named on public pages, and no English sentence left. What people
// and admins wrote (tool names without a Bangla name, reviews, names, addresses, mails' subjects) is data and stays
// as written; so are the few English words the Bangla catalogue itself chose (the switch to English). axe finds no
// serious or critical violation on them either (e2e/accessibility.spec.ts walks the English pages at every width).
const tag = fileTag();

/** Three or more Latin words in a row: an English sentence or phrase. */
const ENGLISH = /[A-Za-z][A-Za-z'’.-]*(?:[\s,:;]+[A-Za-z][A-Za-z'’.-]*){2,}/g;

/** Every string a record holds, however deep. */
function stringsOf(value: unknown, into: Set<string>): Set<string> {
  // Words, not codes ("en", "bn", "cash"), which would cut words of the page's own.
  if (typeof value === 'string' && value.trim().length >= 6 && /[A-Za-z]{2}/.test(value)) into.add(value.trim());
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, into);
  else if (value && typeof value === 'object' && !(value instanceof Date)) for (const item of Object.values(value)) stringsOf(item, into);
  return into;
}

/** What the shop's records say (written by people, kept as written), longest first, so that the longest is taken out first. */
async function recordedTexts(): Promise<string[]> {
  const db = await testDb();
  const found = new Set<string>();
  for (const name of ['tools', 'reviews', 'users', 'orders', 'quotes', 'outboxmails', 'auditentries', 'payments', 'contactmessages']) {
    for (const record of await db.collection(name).find({}, { projection: { _id: 0 } }).toArray()) stringsOf(record, found);
  }
  return [...found].sort((a, b) => b.length - a.length);
}

/** The visible words of the page and the words read aloud for it, outside the parts marked as English. */
async function wordsOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const inEnglish = (element: Element | null) => element?.closest('[lang]')?.getAttribute('lang')?.startsWith('en') ?? false;
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, template') || inEnglish(parent)) continue;
      if (node.textContent?.trim()) texts.push(node.textContent.trim());
    }
    for (const element of Array.from(document.body.querySelectorAll('[aria-label], [placeholder], [title], img[alt]'))) {
      if (inEnglish(element)) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name);
        if (value?.trim()) texts.push(value.trim());
      }
    }
    return texts;
  });
}

test('every page renders in Bangla, for a visitor, a customer and an admin, with no English sentence left and nothing for axe', async ({ browser }) => {
  test.slow();
  const catalogueEnglish = [...stringsOf(textsFor('bn') as unknown, new Set())].flatMap((text) => text.match(ENGLISH) ?? []);
  const found = await checkEveryPage(
    browser,
    tag,
    async (page) => {
      // Read after the page: what it shows was recorded by then (other tests write meanwhile).
      const recorded = await recordedTexts();
      const path = new URL(page.url()).pathname;
      const problems: string[] = [];
      if ((await page.locator('html').getAttribute('lang')) !== 'bn') problems.push(`${path}: not lang="bn"`);
      // Every page names its address in both languages, the not-found page excepted (it is no address). Read with the
      // address it was read at: a page that moves on (/not-allowed) is checked where it lands.
      if (!(await page.title()).includes(textsFor('bn').notFoundTexts.title)) {
        const { at, alternates } = await page.evaluate(() => ({
          at: location.pathname,
          alternates: Array.from(document.head.querySelectorAll('link[rel="alternate"][hreflang]'), (link) =>
            `${link.getAttribute('hreflang')} ${new URL(link.getAttribute('href')!, location.href).pathname}`,
          ),
        }));
        const english = at.replace(/^\/bn(?=\/|$)/, '') || '/';
        const expected = [`bn-BD ${at}`, `en ${english}`, `x-default ${english}`];
        if (alternates.sort().join() !== expected.sort().join()) problems.push(`${at}: hreflang ${alternates.join()}`);
      }
      for (let text of await wordsOf(page)) {
        for (const written of recorded) if (text.includes(written)) text = text.replaceAll(written, ' ');
        for (const english of text.match(ENGLISH) ?? []) if (!catalogueEnglish.some((chosen) => chosen.includes(english))) problems.push(`${path}: "${english}"`);
      }
      problems.push(...(await seriousViolations(page)));
      return [...new Set(problems)];
    },
    undefined,
    'bn',
  );
  expect(found).toEqual([]);
});
