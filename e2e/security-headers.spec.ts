import { expect, test, type APIRequestContext, type Page } from './support/fixtures';
import { anyToolId, uniqueIp } from './support/database';

// Security headers on every kind of response (docs/decisions/0011): a per-request nonce on the pages that take
// secrets or orders, a fixed policy on every other page, and the hardening headers everywhere.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });

const PUBLIC_PAGES = ['/', '/blog', '/about', '/review', '/contact', '/myportfolio', '/no-such-page'];
const SIGNED_OUT_NONCE_PAGES = ['/login', '/register', '/reset-password?token=abc', '/not-allowed?from=%2Fdashboard%2Fusers', '/cart'];

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** What every response carries, whatever its kind. */
function expectHardening(headers: Record<string, string>, what: string) {
  expect(headers['strict-transport-security'], what).toBe('max-age=31536000; includeSubDomains');
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], what).toContain('camera=()');
  expect(headers['x-frame-options'], what).toBe('DENY');
  const policy = directives(headers['content-security-policy'] ?? '');
  expect(policy.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(policy.get('object-src'), what).toEqual(["'none'"]);
  expect(policy.get('base-uri'), what).toEqual(["'self'"]);
  expect(policy.get('connect-src'), what).toEqual(["'self'"]);
  expect(policy.get('form-action')?.[0], what).toBe("'self'");
  expect(policy.get('script-src'), what).not.toContain("'unsafe-eval'");
  return policy;
}

async function expectNoncePage(request: APIRequestContext, path: string) {
  const first = await request.get(path, { maxRedirects: 0 });
  expect(first.status(), path).toBe(200);
  const policy = expectHardening(first.headers(), path);
  const scripts = policy.get('script-src')!;
  expect(scripts, path).toContain("'strict-dynamic'");
  expect(scripts, path).not.toContain("'unsafe-inline'");
  const nonce = scripts.find((source) => source.startsWith("'nonce-"))?.slice(7, -1);
  expect(nonce, path).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
  // Every script Next.js rendered carries this response's nonce (JSON-LD is data, not script).
  const tags = [...(await first.text()).matchAll(/<script\b[^>]*>/g)].map((match) => match[0]).filter((tag) => !tag.includes('application/ld+json'));
  expect(tags.length, path).toBeGreaterThan(0);
  for (const tag of tags) expect(tag, path).toContain(`nonce="${nonce}"`);
  // A fresh nonce for every request.
  const second = await request.get(path, { maxRedirects: 0 });
  expect(second.headers()['content-security-policy']).not.toBe(first.headers()['content-security-policy']);
}

test('public pages carry the fixed policy: scripts, connections, forms, base and objects limited to our origin', async ({ request }) => {
  for (const path of [...PUBLIC_PAGES, `/tools/${await anyToolId()}`]) {
    const answer = await request.get(path);
    expect([200, 404], path).toContain(answer.status());
    const policy = expectHardening(answer.headers(), path);
    expect(policy.get('script-src'), path).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('default-src'), path).toEqual(["'self'"]);
    // The same policy every time: a prerendered page can carry it.
    expect((await request.get(path)).headers()['content-security-policy']).toBe(answer.headers()['content-security-policy']);
  }
});

test('login, register, reset and the admin guard page get a per-request nonce and no unsafe-inline', async ({ request }) => {
  for (const path of SIGNED_OUT_NONCE_PAGES) await expectNoncePage(request, path);
});

test('dashboard and purchase pages get a per-request nonce too', async ({ page, signedIn }) => {
  await signedIn({ role: 'admin' });
  for (const path of ['/dashboard', '/dashboard/myorder', '/dashboard/users', '/dashboard/manageproduct', `/purchase/${await anyToolId()}`]) {
    await expectNoncePage(page.request, path);
  }
});

test('redirects, API answers and assets carry the headers as well', async ({ request }) => {
  const redirect = await request.get('/dashboard', { maxRedirects: 0 });
  expect(redirect.status()).toBe(307);
  expectHardening(redirect.headers(), 'the redirect to /login');
  for (const path of ['/api/tools', '/api/nope', '/robots.txt', '/sitemap.xml']) {
    expectHardening((await request.get(path)).headers(), path);
  }
});

/** Serves the page with an attacker's markup added to its HTML, its headers untouched (a stored or reflected XSS). */
async function injectIntoPage(page: Page, path: string, markup: string) {
  await page.route(path, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('</body>', `${markup}</body>`);
    await route.fulfill({ response, body: html });
  });
}

test('injected script does not run: inline on a nonce page, from another site on a public page', async ({ page, policyViolations }) => {
  await injectIntoPage(page, '**/login', '<script>window.__injected = "inline"</script>');
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();
  expect(await page.evaluate(() => (window as { __injected?: string }).__injected)).toBeUndefined();

  await injectIntoPage(page, '**/about', '<script src="https://evil.example/steal.js"></script>');
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await expect.poll(() => policyViolations.length).toBe(2);
  expect(policyViolations.map((violation) => [new URL(violation.page).pathname, violation.directive, violation.blocked])).toEqual([
    ['/login', 'script-src-elem', 'inline'],
    ['/about', 'script-src-elem', 'https://evil.example/steal.js'],
  ]);
  // These two were the point of the test; the watch must not fail it.
  policyViolations.length = 0;
});
