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
  const { violations } = await new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${page.url()} ${violation.id}: ${node.target.join(' ')} (${node.failureSummary ?? ''})`));
}
