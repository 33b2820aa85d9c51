import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

/** The files the test server's build keeps on disk (Next.js' page cache), as paths under `.next/server`. */
export async function keptFiles(): Promise<string[]> {
  return readdir(path.join(process.cwd(), '.next/server'), { recursive: true });
}

/** The names of the pages the test server's build keeps on disk (keptFiles without their folders). */
export async function keptPages(): Promise<string[]> {
  return (await keptFiles()).map((entry) => path.basename(entry));
}

/**
 * How long a kept page may lag a write: a render of it that began before the write may be served until the write's
 * second expiry, two seconds on (docs/decisions/0087-cache-components.md). Other tests render `/`, `/tools` and
 * `/review` all the time, and a tool's own page too: their browsers prefetch the newest tools' pages from the home
 * page and the catalogue, and any tool written expires every tool page, which lists related tools.
 */
export const SHARED_PAGE_LAG_MS = 8_000;

/**
 * Opens `address` on the page until `shows` passes on it (each of its checks waiting a second at most), for as long
 * as a kept page may lag a write: at once, or after the write's second expiry if another test's render raced it.
 */
export async function openUntilShown(page: Page, address: string, shows: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await page.goto(address);
    await shows();
  }).toPass({ timeout: SHARED_PAGE_LAG_MS });
}
