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

test('sitemap.xml is an index of parts that together list every public page and every tool at SITE_URL', async ({ request }) => {
  const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  const index = await request.get('/sitemap.xml');
  expect(index.status()).toBe(200);
  expect(index.headers()['content-type']).toContain('xml');
  const indexXml = await index.text();
  expect(indexXml).toContain('<sitemapindex');
  const parts = locations(indexXml);
  expect(parts[0]).toBe(`${E2E_BASE_URL}/sitemaps/pages.xml`);
  expect(parts.slice(1)).toEqual(parts.slice(1).map((_, index) => `${E2E_BASE_URL}/sitemaps/tools-${index + 1}.xml`));

  const urls: string[] = [];
  for (const part of parts) {
    const answer = await request.get(part.slice(E2E_BASE_URL.length));
    expect(answer.status(), part).toBe(200);
    expect(answer.headers()['content-type']).toContain('xml');
    urls.push(...locations(await answer.text()));
  }
  const tools = await toolsInDatabase();
  for (const path of PUBLIC_PAGES) expect(urls).toContain(`${E2E_BASE_URL}${path}`);
  for (const tool of tools) expect(urls).toContain(`${E2E_BASE_URL}/tools/${tool._id.toString()}`);
  expect(new Set(urls).size, 'no page twice').toBe(urls.length);

  // A part past the end and names that are no part: 404, and nothing else is read.
  for (const path of [`/sitemaps/tools-${parts.length}.xml`, '/sitemaps/tools-0.xml', '/sitemaps/tools-1.xml.gz', '/sitemaps/..%2Fsitemap.xml']) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test('robots.txt keeps /dashboard, /purchase and /api out, in both languages, and points to the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const lines = (await response.text()).split('\n').map((line) => line.trim());
  expect(lines).toContain('User-Agent: *');
  for (const path of ['/dashboard', '/purchase', '/api', '/bn/dashboard', '/bn/purchase', '/bn/checkout']) expect(lines).toContain(`Disallow: ${path}`);
  expect(lines).toContain(`Sitemap: ${E2E_BASE_URL}/sitemap.xml`);
});
