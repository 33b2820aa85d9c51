import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminFolders, menuPages, nonceFolders, pageAt, PAGES, publicPages } from './routes';

const PAGES_FOLDER = path.join(process.cwd(), 'app', '[lang]');
/** Folders that render pages no visitor asks for by name: the kept renders and the not-found page. */
const NOT_ADDRESSES = ['/kept/home/:render', '/kept/tools/:render', '/kept/review/:render', '/page-not-found'];

/** Every page.tsx under app/[lang], as the route table writes its address (groups left out, `[id]` as `:id`). */
function pageFolders(folder = PAGES_FOLDER, address: string[] = []): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isFile()) return entry.name === 'page.tsx' ? [`/${address.join('/')}`] : [];
    if (!entry.isDirectory()) return [];
    const name = entry.name;
    const part = /^\(.*\)$/.test(name) ? [] : [name.replace(/^\[\.\.\.(\w+)\]$/, ':$1*').replace(/^\[(\w+)\]$/, ':$1')];
    return pageFolders(path.join(folder, name), [...address, ...part]);
  });
}

describe('the route table (lib/http/routes.ts)', () => {
  it('names every page of app/[lang], and only those', () => {
    // The home page has no folder of its own: it is only ever rendered at its kept render (lib/http/kept-pages.ts).
    const folders = [...pageFolders().filter((address) => !NOT_ADDRESSES.includes(address)), '/'];
    expect(folders.sort()).toEqual(PAGES.map((page) => page.path).sort());
  });

  it('finds the page an address opens, a fixed address before a pattern', () => {
    expect(pageAt('/tools')?.page.path).toBe('/tools');
    expect(pageAt('/tools/abc')).toEqual({ page: expect.objectContaining({ path: '/tools/:id' }), parts: { id: 'abc' } });
    expect(pageAt('/dashboard/quotes')?.page.path).toBe('/dashboard/quotes');
    expect(pageAt('/dashboard/quotes/q1')?.parts).toEqual({ id: 'q1' });
    for (const missing of ['/kept/home', '/kept/home/plain', '/tools/', '/tools/a/b', '/nothing', '/dashboard/users/x', '/api/tools']) {
      expect(pageAt(missing), missing).toBeUndefined();
    }
  });

  it('derives the menus, the public pages, the nonce folders and the admin folders', () => {
    expect(menuPages('site').map((page) => page.path)).toEqual(['/', '/tools', '/blog', '/review', '/about', '/myportfolio']);
    expect(menuPages('customer').map((page) => page.label)).toEqual(['myProfile', 'addReview', 'myOrder', 'myQuotes']);
    expect(menuPages('admin')[0]).toEqual({ path: '/dashboard', label: 'overview' });
    expect(publicPages).toEqual(['/', '/tools', '/blog', '/review', '/about', '/myportfolio', '/contact']);
    expect([...nonceFolders].sort()).toEqual(['/cart', '/checkout', '/dashboard', '/login', '/not-allowed', '/purchase', '/register', '/reset-password']);
    const adminPages = readdirSync(path.join(PAGES_FOLDER, '(account)', 'dashboard', '(admin)'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect([...adminFolders].sort()).toEqual(adminPages.sort());
  });
});
