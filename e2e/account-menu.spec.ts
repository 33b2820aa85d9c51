import { expect, test } from './support/fixtures';
import { holdAccountQuestion, makeAdmin } from './support/accounts';

// The account menu and Buy Now learn who is signed in from GET /api/account in the browser, so that the pages
// around them are the same for everyone and can be built ahead (docs/decisions/0083-account-menu-in-the-browser.md).

test('GET /api/account answers null signed out, the name and whether an admin signed in, and is never cached', async ({ page, request, signedIn }) => {
  const visitor = await request.get('/api/account');
  expect(visitor.status()).toBe(200);
  expect(await visitor.json()).toBeNull();
  expect(visitor.headers()['cache-control']).toBe('private, no-store');

  const account = await signedIn({ name: 'Menu Customer' });
  const customer = await page.request.get('/api/account');
  expect(await customer.json()).toEqual({ name: 'Menu Customer', admin: false, language: 'en' });
  expect(customer.headers()['cache-control']).toBe('private, no-store');

  // A promotion counts at once, like everywhere else (the database is asked, not the cookie).
  await makeAdmin(account.email);
  expect(await (await page.request.get('/api/account')).json()).toEqual({ name: 'Menu Customer', admin: true, language: 'en' });

  // Another site's page cannot read who the visitor is: its credentialed request gets no CORS permission.
  const crossSite = await page.request.get('/api/account', { headers: { origin: 'https://evil.example' } });
  expect(crossSite.headers()['access-control-allow-origin']).toBeUndefined();
  expect(crossSite.headers()['access-control-allow-credentials']).toBeUndefined();

  // A forged cookie is nobody.
  const forged = await request.get('/api/account', { headers: { cookie: 'authjs.session-token=forged.value.here' } });
  expect(await forged.json()).toBeNull();
});

test('a prebuilt page carries nobody’s name; the signed-in customer sees theirs in the menu, and Login after signing out', async ({ page, signedIn }) => {
  await signedIn({ name: 'Static Page Reader' });
  // The HTML the server sends this customer for /about is the one everybody gets.
  const html = await (await page.request.get('/about')).text();
  expect(html).not.toContain('Static Page Reader');
  expect(html).toContain('href="/login"');

  await page.goto('/about');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Dashboard: Static Page Reader' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);

  // Moving to another page keeps the menu; signing out shows Login.
  await nav.getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL('/blog');
  await expect(nav.getByRole('link', { name: 'Dashboard: Static Page Reader' })).toBeVisible();
  await nav.getByRole('button', { name: 'Sign Out' }).click();
  await expect(nav.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await page.goto('/about');
  await expect(nav.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: /^Dashboard:/ })).toHaveCount(0);
});

test('a full page load shows a placeholder while the server is asked, never the account the tab saw before', async ({ page, signedIn }) => {
  await signedIn({ name: 'Placeholder Reader' });
  const nav = page.getByRole('navigation', { name: 'Main' });
  const pending = nav.getByTestId('account-pending');
  await page.goto('/about');
  await expect(nav.getByRole('link', { name: 'Dashboard: Placeholder Reader' })).toBeVisible();

  // The next load's question is held: the placeholder shows, neither Login nor the name (decision 0100).
  const question = await holdAccountQuestion(page);
  await page.goto('/blog');
  await expect.poll(question.asked).toBeGreaterThan(0);
  await expect(pending).toHaveAttribute('aria-busy', 'true');
  await expect(nav.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: /^Dashboard:/ })).toHaveCount(0);
  await question.release();
  await expect(nav.getByRole('link', { name: 'Dashboard: Placeholder Reader' })).toBeVisible();
  await expect(pending).toHaveCount(0);

  // Signed out, a held question leaves the placeholder: the name never comes back.
  await nav.getByRole('button', { name: 'Sign Out' }).click();
  await expect(nav.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  const again = await holdAccountQuestion(page);
  await page.goto('/about');
  await expect(pending).toBeVisible();
  await expect(nav.getByRole('link', { name: /^Dashboard:/ })).toHaveCount(0);
  await again.release();
  await expect(nav.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
});
