import { defineConfig, devices } from '@playwright/test';
import { BROWSER_LAUNCH } from './e2e/support/browser';
import { E2E_BASE_URL } from './e2e/support/stack';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  // Generous for a loaded two-core machine: a passing test takes what it takes; only a hung one waits this long.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./e2e/support/summary-reporter.ts']],
  globalSetup: './e2e/support/global-setup.ts',
  use: {
    baseURL: E2E_BASE_URL,
    // A failed test keeps its trace of actions, network and console; Playwright's error context adds the page as it
    // was. No screenshots or DOM snapshots at every step: recording them for every test, kept or not, cost a fifth of
    // the run (docs/decisions/0094-browser-tests-in-the-headless-shell.md). `--trace on` brings them back for a rerun.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    launchOptions: BROWSER_LAUNCH,
  },
  projects: [
    // The development server's log test compiles pages for minutes: listed first so that one worker starts it at once
    // and the other worker runs everything else meanwhile, rather than the whole run waiting for it at the end.
    { name: 'development server', testMatch: 'logs-without-secrets.spec.ts', use: { ...devices['Desktop Chrome'] } },
    { name: 'chromium', testIgnore: 'logs-without-secrets.spec.ts', use: { ...devices['Desktop Chrome'] } },
  ],
});
