/**
 * The `test` every spec imports: Playwright's own, plus
 * - a watch on the Content-Security-Policy: every page the test opens (in its own context or in any context it makes
 *   with `browser.newContext`) reports each `securitypolicyviolation` event, and the test fails if there was one: the
 *   shop must work under its policy;
 * - `signedIn(options)`: a fresh account (a customer unless `role: 'admin'`), signed in on the test's page;
 * - `page.goto`, `page.reload` and `page.waitForURL` without a `waitUntil` of their own wait until the page has hydrated
 *   (`pageHydrated`).
 * Accounts, sign-in and the database handle behind them live in accounts.ts and database.ts.
 */
import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { createAccount, createActor, disposeActors, signIn, type Account, type AccountOptions, type Actor, type Role } from './accounts';
import { removePublicRecords, runTag } from './database';

export { expect };
export type { APIRequestContext, APIResponse, Download, Page } from '@playwright/test';

type Violation = { page: string; directive: string; blocked: string; source: string; line: number; sample: string };

async function watchPolicy(context: BrowserContext, violations: Violation[]): Promise<void> {
  await context.exposeBinding('__reportPolicyViolation', (_source, violation: Violation) => {
    violations.push(violation);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportPolicyViolation: (violation: object) => void }).__reportPolicyViolation;
      report({
        page: location.href,
        directive: event.violatedDirective,
        blocked: event.blockedURI,
        source: event.sourceFile,
        line: event.lineNumber,
        sample: event.sample,
      });
    });
  });
}

/**
 * True once React has hydrated every control of the page (React keeps its props on each element it owns), or when
 * no script runs on it (JavaScript off, or not a page: Next.js's inline scripts set `__next_f`). Hydration can end
 * after `load`: a page's words are scripts of their own, loaded by the layouts (docs/decisions/0101-the-shop-in-bangla.md),
 * and a press on a button before its handler is attached does nothing, for a test as for a person.
 */
function everyControlHydrated(): boolean {
  if (!('__next_f' in self)) return true;
  // Not hidden inputs: React writes a server action's id into one for the form to work without script, and leaves it
  // out of the page it hydrates.
  const controls = document.querySelectorAll('button, input:not([type="hidden"]), select, textarea, a[href]');
  return Array.from(controls).every((control) => Object.keys(control).some((key) => key.startsWith('__reactProps')));
}

/** Waits for `everyControlHydrated` on the page as it is now. */
export async function pageHydrated(page: Page): Promise<void> {
  await page.waitForFunction(everyControlHydrated, undefined, { timeout: 20_000 });
}

/**
 * `goto`, `reload` and `waitForURL` that, unless given a `waitUntil` (the tests of what happens while a page loads give
 * one), also wait for `pageHydrated`: tests act on a page that is ready, as a person does after it has drawn. The
 * gateway's return is a whole new document found by `waitForURL`; a press straight after it could come before its
 * buttons have their handlers on a loaded machine.
 */
function readyOnArrival(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const waitForURL = page.waitForURL.bind(page);
  page.goto = async (url, options) => {
    const answer = await goto(url, options);
    if (!options?.waitUntil) await pageHydrated(page);
    return answer;
  };
  page.reload = async (options) => {
    const answer = await reload(options);
    if (!options?.waitUntil) await pageHydrated(page);
    return answer;
  };
  page.waitForURL = async (url, options) => {
    await waitForURL(url, options);
    if (!options?.waitUntil) await pageHydrated(page);
  };
}

function readyPages(context: BrowserContext): void {
  for (const page of context.pages()) readyOnArrival(page);
  context.on('page', readyOnArrival);
}

export const test = base.extend<{ policyViolations: Violation[]; signedIn: (options?: AccountOptions) => Promise<Account> }>({
  // Named `give`, not `use`: the React hooks lint rule would take `use` for React's hook.
  signedIn: async ({ page }, give) => {
    await give(async (options) => {
      const account = await createAccount(options);
      await signIn(page, account);
      return account;
    });
  },
  policyViolations: [
    async ({ browser, context }, use) => {
      const violations: Violation[] = [];
      await watchPolicy(context, violations);
      readyPages(context);
      const newContext = browser.newContext.bind(browser);
      (browser as Browser).newContext = async (...args: Parameters<Browser['newContext']>) => {
        const made = await newContext(...args);
        await watchPolicy(made, violations);
        readyPages(made);
        return made;
      };
      await use(violations);
      browser.newContext = newContext;
      expect(violations, 'Content-Security-Policy violations on the pages this test opened').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * The tag of a spec file's records (database.ts `runTag`): the tools and reviews that carry it leave the shared
 * database when the file's tests end, so that the public pages other files look at do not fill up with them.
 */
export function fileTag(): string {
  const tag = runTag();
  test.afterAll(async () => {
    await removePublicRecords(tag);
  });
  return tag;
}

/**
 * API actors a spec file's tests share, made once before them and put away after:
 * `const { admin } = fileActors(tag, { admin: ['keeper', 'admin'] })` (a label for the e-mail, and a role). Each is
 * a stand-in until then: reading one outside a test throws.
 */
export function fileActors<Name extends string>(tag: string, wanted: Record<Name, [label: string, role?: Role]>): Record<Name, Actor> {
  const made = new Map<string, Actor>();
  test.beforeAll(async () => {
    const entries = Object.entries(wanted) as [Name, [string, Role?]][];
    // Playwright may run a file's beforeAll more than once in one worker (a group per test when fully parallel), with
    // the same tag: each round's accounts get an e-mail of their own.
    const round = runTag().slice(0, 4);
    await Promise.all(
      entries.map(async ([name, [label, role]]) => made.set(name, await createActor(tag, label, role, `${label}-${round}-${tag}@mrittika.test`))),
    );
  });
  test.afterAll(async () => {
    await disposeActors(...made.values());
  });
  const standIn = (name: string) =>
    new Proxy({} as Actor, {
      get(_target, key) {
        const actor = made.get(name);
        if (!actor) throw new Error(`The actor ${name} is made before the file's tests: use it inside one.`);
        return actor[key as keyof Actor];
      },
    });
  return Object.fromEntries(Object.keys(wanted).map((name) => [name, standIn(name)])) as Record<Name, Actor>;
}
