import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

// Debian's Chromium where there is one: this machine cannot download Playwright's own browser build.
const systemChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => existsSync(path));

/** How every spec's browser starts (playwright.config.ts); a spec that needs more adds to it. */
export const BROWSER_LAUNCH: LaunchOptions = {
  executablePath: systemChromium,
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};
