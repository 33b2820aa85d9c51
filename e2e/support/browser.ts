import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

// Debian's Chromium builds where there are some: this machine cannot download Playwright's own. Elsewhere (the
// GitHub workflow) `npx playwright install chromium` brings Playwright's builds of both, and these stay unset.
const debian = (...paths: string[]) => paths.find((path) => existsSync(path));
const headlessShell = debian('/usr/bin/chromium-headless-shell');
const fullBrowser = debian('/usr/bin/chromium', '/usr/bin/chromium-browser');

const args = ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/**
 * How every spec's browser starts (playwright.config.ts): Chromium's headless shell, the browser without its window
 * parts, which Playwright itself runs headless tests in. It renders pages as Chromium does at about half the CPU of
 * the whole browser, which on a two-core machine is most of the suite's time (docs/decisions/0094-browser-tests-in-the-headless-shell.md).
 */
export const BROWSER_LAUNCH: LaunchOptions = { executablePath: headlessShell, args };

/**
 * The whole browser in its headless mode, for what only it does: the back/forward cache, which the headless shell
 * lacks. A spec that needs it says so with `test.use({ launchOptions: FULL_BROWSER_LAUNCH })`.
 */
export const FULL_BROWSER_LAUNCH: LaunchOptions = fullBrowser
  ? { executablePath: fullBrowser, args }
  : { channel: 'chromium', args };
