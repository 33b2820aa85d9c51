import { expect, test } from './support/fixtures';
import { E2E_BASE_URL } from './support/stack';
import { toolsInDatabase } from './support/database';
import { jsonLdOf } from './support/shop';

const PUBLIC_PAGES = ['/', '/tools', '/blog', '/review', '/about', '/myportfolio', '/contact'];

test('every public page has its own title, description, canonical URL, Open Graph and Twitter data, and the Organization', async ({ page }) => {
  const [tool] = await toolsInDatabase();
  const titles = new Set<string>();
  for (const path of [...PUBLIC_PAGES, `/tools/${tool!._id.toString()}`]) {
    await page.goto(path);
    const title = await page.title();
    expect(title, path).toMatch(/Mrittika Ceramic Tools/);
    titles.add(title);
    const meta = (selector: string) => page.locator(selector).first().getAttribute('content');
    expect((await meta('meta[name="description"]'))?.length, `${path} description`).toBeGreaterThan(50);
    const canonical = path === '/' ? E2E_BASE_URL : `${E2E_BASE_URL}${path}`;
    expect(await page.locator('link[rel="canonical"]').getAttribute('href'), path).toBe(canonical);
    expect(await meta('meta[property="og:url"]')).toBe(canonical);
    expect(await meta('meta[property="og:title"]')).toBeTruthy();
    expect(await meta('meta[property="og:description"]')).toBeTruthy();
    // Tool pages link their own PNG card (e2e/tool-page.spec.ts fetches it); the other pages the shop's picture.
    const image = path.startsWith('/tools/') ? new RegExp(`^http://127\\.0\\.0\\.1:\\d+${path}/opengraph-image`) : /^http:\/\/127\.0\.0\.1:\d+\/images\//;
    expect(await meta('meta[property="og:image"]'), path).toMatch(image);
    expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(await meta('meta[name="twitter:title"]')).toBeTruthy();

    const organization = (await jsonLdOf(page)).find((item) => item['@type'] === 'Organization' && 'address' in item);
    expect(organization, path).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Mrittika Ceramic Tools',
      url: `${E2E_BASE_URL}/`,
      address: { '@type': 'PostalAddress', addressLocality: 'Dhaka', postalCode: '1208', addressCountry: 'BD' },
    });
  }
  expect(titles.size).toBe(PUBLIC_PAGES.length + 1);
});

test('the share image and the icon are served', async ({ request }) => {
  const image = await request.get('/images/banner/share.jpg');
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/jpeg');
  expect((await request.get('/icon.svg')).status()).toBe(200);
});

test('sitemap.xml lists every public page and every tool at SITE_URL', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const tools = await toolsInDatabase();
  const xml = await response.text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  for (const path of PUBLIC_PAGES) expect(urls).toContain(`${E2E_BASE_URL}${path}`);
  for (const tool of tools) expect(urls).toContain(`${E2E_BASE_URL}/tools/${tool._id.toString()}`);
});

test('robots.txt keeps /dashboard, /purchase and /api out and points to the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const lines = (await response.text()).split('\n').map((line) => line.trim());
  expect(lines).toContain('User-Agent: *');
  for (const path of ['/dashboard', '/purchase', '/api']) expect(lines).toContain(`Disallow: ${path}`);
  expect(lines).toContain(`Sitemap: ${E2E_BASE_URL}/sitemap.xml`);
});
