import { describe, expect, it } from 'vitest';
import { loginPathFrom, notAllowedPath, returnPathFrom, returnPathIn, safeReturnPath, sameSitePath } from './return-path';

const SITE = 'https://shop.example';

/** Forms that would leave the site (or run script) if a browser followed them. */
const HOSTILE = [
  // The hole this rule closes: the parser removes the dot segment and leaves `//evil.example`.
  '/.//evil.example',
  '/./\\evil.example',
  '/../..//evil.example',
  '/x/..//evil.example',
  '/%2e//evil.example',
  '/%2E%2E//evil.example',
  // Protocol-relative, with slashes and backslashes in every mix.
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\\/evil.example',
  // Encoded slashes and backslashes.
  '/%2F/evil.example',
  '/%2f%2fevil.example',
  '/%5C/evil.example',
  '/%5cevil.example',
  '%2F%2Fevil.example',
  // Tabs, newlines and other control characters, raw and encoded.
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '\t//evil.example',
  ' //evil.example',
  '/%09/evil.example',
  '/dashboard%0d%0aSet-Cookie:x=1',
  // Script and data.
  'javascript:alert(1)',
  'JavaScript:alert(document.cookie)',
  'java\nscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  // Other hosts, spelt every way.
  'https://evil.example/steal',
  'http://evil.example',
  'HTTPS://EVIL.EXAMPLE',
  'https:evil.example',
  'https:/evil.example',
  'https:\\\\evil.example',
  'ftp://evil.example',
  // Userinfo tricks: the host is what follows the @.
  'https://shop.example@evil.example/',
  'https://shop.example:443@evil.example/',
  '//shop.example@evil.example',
  'https://evil.example\\@shop.example/',
  // Look-alikes of our own host.
  'https://shop.example.evil.example/',
  'https://evil.example/https://shop.example/',
  'http://shop.example/dashboard',
  'https://shop.example:8443/dashboard',
  // Relative paths, empty, huge, and what is not a string at all.
  'evil.example',
  'evil.example/path',
  '',
  `/${'a'.repeat(3000)}`,
];

describe('sameSitePath: the one return-path rule', () => {
  it.each(HOSTILE)('refuses %j', (value) => {
    expect(sameSitePath(value, [SITE])).toBeNull();
    expect(safeReturnPath(value, [SITE])).toBe('/');
    expect(safeReturnPath(value)).toBe('/');
  });

  it('holds at least 30 hostile forms', () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(30);
  });

  it.each([undefined, null, 42, {}, ['/dashboard'], ['//evil.example', '/dashboard']])('refuses what is not a string: %j', (value) => {
    expect(sameSitePath(value, [SITE])).toBeNull();
    expect(safeReturnPath(value, [SITE])).toBe('/');
  });

  it('keeps paths on our own site, query and fragment included', () => {
    expect(sameSitePath('/purchase/665f1c2ab7e4c1a2b3c4d5e6', [SITE])).toBe('/purchase/665f1c2ab7e4c1a2b3c4d5e6');
    expect(sameSitePath('/dashboard/myorder?page=2#top', [SITE])).toBe('/dashboard/myorder?page=2#top');
    expect(sameSitePath('/', [SITE])).toBe('/');
    // The parser's own spelling: dot segments resolved, unsafe characters encoded.
    expect(sameSitePath('/dashboard/../review', [SITE])).toBe('/review');
    expect(sameSitePath('/tools/a b', [SITE])).toBe('/tools/a%20b');
    // A query may hold anything; only the path decides where the browser goes.
    expect(sameSitePath('/review?next=//evil.example', [SITE])).toBe('/review?next=//evil.example');
  });

  it('turns absolute URLs of our own origins into paths, and refuses them without origins', () => {
    expect(sameSitePath('https://shop.example/purchase/1?x=1', [SITE])).toBe('/purchase/1?x=1');
    expect(sameSitePath('http://127.0.0.1:3101/dashboard', ['http://localhost:3101', 'http://127.0.0.1:3101/'])).toBe(
      '/dashboard',
    );
    expect(sameSitePath('https://shop.example/dashboard')).toBeNull();
    // A broken origin in the list counts for nothing.
    expect(sameSitePath('/dashboard', ['not a url', undefined, null])).toBe('/dashboard');
  });
});

describe('safeReturnPath', () => {
  it('never returns to the sign-in pages themselves, nor to the API', () => {
    for (const page of ['/login', '/register?from=/x', '/reset-password?token=abc', '/LOGIN', '/not-allowed', '/api/auth/signout']) {
      expect(safeReturnPath(page, [SITE])).toBe('/');
    }
    expect(safeReturnPath('/loginhelp')).toBe('/loginhelp');
  });

  it('refuses the Bangla sign-in pages too, and keeps a Bangla page in Bangla', () => {
    for (const page of ['/bn/login', '/bn/register?from=/x', '/bn/reset-password?token=abc', '/BN/LOGIN', '/bn/not-allowed', '/bn/api/account']) {
      expect(safeReturnPath(page, [SITE])).toBe('/');
    }
    expect(safeReturnPath('/bn/tools?page=2', [SITE])).toBe('/bn/tools?page=2');
    expect(safeReturnPath('/bn', [SITE])).toBe('/bn');
  });
});

describe('returnPathFrom and returnPathIn', () => {
  it('carry the return path in English, and land in the page language', () => {
    expect(returnPathFrom('/bn/tools?page=2#top', [SITE])).toBe('/tools?page=2#top');
    expect(returnPathFrom('/bn', [SITE])).toBe('/');
    expect(returnPathFrom('/bn/login', [SITE])).toBe('/');
    expect(returnPathIn('bn', '/purchase/abc?quantity=25')).toBe('/bn/purchase/abc?quantity=25');
    expect(returnPathIn('bn', '/')).toBe('/bn');
    expect(returnPathIn('bn', '/bn/tools')).toBe('/bn/tools');
    expect(returnPathIn('en', '/bn/tools')).toBe('/tools');
    expect(returnPathIn('en', '/dashboard')).toBe('/dashboard');
    expect(returnPathIn('bn', '//evil.example')).toBe('/bn');
  });
});

describe('loginPathFrom', () => {
  it('carries the origin path in the query', () => {
    expect(loginPathFrom('/purchase/abc')).toBe('/login?from=%2Fpurchase%2Fabc');
    expect(loginPathFrom('/dashboard', '/register')).toBe('/register?from=%2Fdashboard');
  });

  it('leaves the query out when the origin is home or unsafe', () => {
    expect(loginPathFrom('/')).toBe('/login');
    expect(loginPathFrom('//evil.example')).toBe('/login');
    expect(loginPathFrom('/.//evil.example')).toBe('/login');
  });

  it('asks in the language of the origin', () => {
    expect(loginPathFrom('/bn/dashboard')).toBe('/bn/login?from=%2Fdashboard');
    expect(loginPathFrom('/bn')).toBe('/bn/login');
    expect(notAllowedPath('/dashboard/users')).toBe('/not-allowed?from=%2Fdashboard%2Fusers');
    expect(notAllowedPath('/bn/dashboard/users')).toBe('/bn/not-allowed?from=%2Fdashboard%2Fusers');
  });
});
