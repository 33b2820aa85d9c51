/** Helpers for the public shop's browser tests: the three screen widths, the pages' structured data, the purchase page. */
import type { Page } from '@playwright/test';

/** Phone, tablet and desktop widths the shop is checked at. */
export const SCREENS = [
  { name: 'phone', width: 375, height: 800 },
  { name: 'tablet', width: 768, height: 1000 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

/** All JSON-LD objects of the page, parsed (fails the test when one is not valid JSON). */
export async function jsonLdOf(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

/**
 * Waits until React has taken over the page's form. Text typed before that is reset to the form's defaults when
 * the form hydrates (react-hook-form writes its default values into the fields), so a test that types at once
 * can race hydration on a loaded machine.
 */
export async function formReady(page: Page, selector = 'main form', timeout?: number): Promise<void> {
  await hydrated(page, selector, timeout);
}

/**
 * Resolves once React has hydrated the element `selector` finds (React keeps its props on the element): the page's
 * script has run to there. The positive signal tests wait for instead of a pause.
 */
export async function hydrated(page: Page, selector: string, timeout?: number): Promise<void> {
  await page.waitForFunction(
    (found) => {
      const element = document.querySelector(found);
      return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps'));
    },
    selector,
    { timeout },
  );
}

/** The purchase page of a tool, its form ready to be filled in. */
export async function openPurchase(page: Page, toolId: string): Promise<void> {
  await page.goto(`/purchase/${toolId}`);
  await formReady(page);
}
