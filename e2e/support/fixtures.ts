/**
 * The `test` every spec imports: Playwright's own, plus a watch on the Content-Security-Policy. Every page the test
 * opens (in its own context or in any context it makes with `browser.newContext`) reports each
 * `securitypolicyviolation` event, and the test fails if there was one: the shop must work under its policy.
 */
import { test as base, expect, type Browser, type BrowserContext } from '@playwright/test';

export { expect };
export type { APIRequestContext, Page } from '@playwright/test';

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

export const test = base.extend<{ policyViolations: Violation[] }>({
  policyViolations: [
    async ({ browser, context }, use) => {
      const violations: Violation[] = [];
      await watchPolicy(context, violations);
      const newContext = browser.newContext.bind(browser);
      (browser as Browser).newContext = async (...args: Parameters<Browser['newContext']>) => {
        const made = await newContext(...args);
        await watchPolicy(made, violations);
        return made;
      };
      await use(violations);
      browser.newContext = newContext;
      expect(violations, 'Content-Security-Policy violations on the pages this test opened').toEqual([]);
    },
    { auto: true },
  ],
});
