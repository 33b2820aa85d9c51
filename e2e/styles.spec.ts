import { expect, fileTag, test, type Page } from './support/fixtures';
import { checkEveryPage } from './support/every-page';

// The build keeps only the styles the shop's sources name (docs/decisions/0088-only-the-styles-the-shop-uses.md):
// every class a page carries must have a rule in the page's stylesheets. A class of a daisyUI component the build
// leaves out, or a daisyUI 4 name that daisyUI 5 no longer has, would show here as unstyled.
const tag = fileTag();

/** The classes on the page now that no rule of its stylesheets names. */
async function unstyledClasses(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selectors: string[] = [];
    const collect = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
        if ('cssRules' in rule) collect((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) collect(sheet.cssRules);
    const named = new Set(selectors.flatMap((selector) => Array.from(selector.matchAll(/\.((?:\\.|[\w-])+)/g), (match) => match[1]!.replace(/\\(.)/g, '$1'))));
    const used = new Set(Array.from(document.querySelectorAll('[class]')).flatMap((element) => Array.from(element.classList)));
    return [...used].filter((name) => !named.has(name)).sort();
  });
}

test('every class on every page, signed out, as a customer and as an admin, has a style', async ({ browser }) => {
  test.slow();
  const found = await checkEveryPage(browser, tag, async (page) => (await unstyledClasses(page)).map((name) => `${page.url()}: .${name}`));
  expect(found).toEqual([]);
});
