/**
 * Helpers of the dashboard and purchase journeys: tools added through the API as an admin would (so the cached
 * catalogue expires as in real life), toasts, and rows of the dashboard's tables.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { Actor } from './accounts';

export type ShopTool = { id: string; name: string; price: number; minimum: number; stock: number };

/** A tool added through `POST /api/tools` by an admin actor; its name carries the test's tag. */
export async function addToolThroughApi(
  admin: Actor,
  tag: string,
  fields: { name?: string; price?: number; minimum?: number; stock?: number } = {},
): Promise<ShopTool> {
  const tool = {
    name: fields.name ?? `Journey Trowel ${tag} ${Math.random().toString(36).slice(2, 8)}`,
    desc: `A tool for the journey ${tag}`,
    price: fields.price ?? 450,
    minimum: fields.minimum ?? 2,
    stock: fields.stock ?? 100,
    img: '/images/tools/notched-trowel.svg',
  };
  // A fresh connection each time: a kept-alive one may be closed by the server while the test was busy (ECONNRESET).
  const answer = await admin.session.post('/api/tools', { data: tool, headers: { connection: 'close' } });
  expect(answer.status(), await answer.text()).toBe(201);
  const { insertedId } = (await answer.json()) as { insertedId: string };
  return { id: insertedId, ...tool };
}

/** The sonner toast whose title is exactly `text`. */
export function toast(page: Page, text: string): Locator {
  return page.locator('[data-sonner-toast]').locator(toastTitle(page, text));
}

function toastTitle(page: Page, text: string): Locator {
  return page.locator('[data-title]').filter({ hasText: new RegExp(`^${escapeRegExp(text)}$`) });
}

export async function expectToast(page: Page, text: string): Promise<void> {
  await expect(toast(page, text).first()).toBeVisible();
}

/**
 * The toast titled `text`, shown and done fading in: sonner fades a toast in over 0.4 s, and its colours measured
 * half-way (by axe, say) are paler than the ones a shopper reads.
 */
export async function expectToastSettled(page: Page, text: string): Promise<void> {
  const shown = page.locator('[data-sonner-toast]').filter({ has: toastTitle(page, text) }).first();
  await expect(shown).toHaveAttribute('data-mounted', 'true');
  await shown.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
}

/** The row of a dashboard table (by its test id) that mentions `text`. */
export function rowWith(page: Page, rowTestId: string, text: string): Locator {
  return page.getByTestId(rowTestId).filter({ hasText: text });
}

/** The tool's card on the home page. */
/**
 * A tool's card in the catalogue, found by searching /tools for its name: the home page shows only the newest few,
 * and tests running alongside add tools all the time.
 */
export async function catalogueCard(page: Page, toolName: string): Promise<Locator> {
  await page.goto(`/tools?q=${encodeURIComponent(toolName)}`);
  return page.getByRole('main').getByRole('article', { name: toolName, exact: true });
}

/** Manage Tools showing only the tools named like `toolName` (the table is 20 tools a page, newest first). */
export async function openManageTools(page: Page, toolName: string): Promise<void> {
  await page.goto(`/dashboard/manageproduct?q=${encodeURIComponent(toolName)}`);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
