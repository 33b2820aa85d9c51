import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe's serious and critical findings on the page as it is now, one line each (rule, element, what is wrong).
 * Run in the page itself ("legacy mode"): axe's default opens a blank page per check to merge the results of
 * cross-origin frames, which made each check 2-3x slower and the three page walks most of the browser run. The shop's
 * pages have no frames, which the check asserts, so that a frame added one day brings back the default.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  expect(page.frames(), `${page.url()} has frames: axe must check them (drop setLegacyMode)`).toHaveLength(1);
  // The parts of a page laid out only as they near the screen (`drawn-when-near`, app/globals.css) are not drawn
  // while they are off it, and axe finds a text's background by what is drawn under it: through a part not yet drawn
  // it read the page's own background (the footer's light text "on" the light page). A visitor sees them drawn, so
  // they are checked drawn. Through the element's style object, which a page's Content-Security-Policy allows.
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
    }
  });
  const { violations } = await new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${page.url()} ${violation.id}: ${node.target.join(' ')} (${node.failureSummary ?? ''})`));
}
