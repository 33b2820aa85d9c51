import { afterEach, describe, expect, it } from 'vitest';
import { sameSitePath } from './config';

describe("sameSitePath (next-auth's redirect callback)", () => {
  afterEach(() => {
    delete process.env.AUTH_URL;
  });

  it('keeps paths, and turns our own absolute URLs into paths', () => {
    expect(sameSitePath('/login?error=account-exists-with-different-credential', 'http://shop.test')).toBe(
      '/login?error=account-exists-with-different-credential',
    );
    expect(sameSitePath('http://shop.test/purchase/1?x=1', 'http://shop.test')).toBe('/purchase/1?x=1');
    process.env.AUTH_URL = 'http://127.0.0.1:3111';
    expect(sameSitePath('http://127.0.0.1:3111/dashboard', 'http://localhost:3111')).toBe('/dashboard');
  });

  it('never leaves the site', () => {
    expect(sameSitePath('https://evil.example/x', 'http://shop.test')).toBe('/');
    expect(sameSitePath('//evil.example/x', 'http://shop.test')).toBe('/');
    expect(sameSitePath('/\\evil.example', 'http://shop.test')).toBe('/');
    expect(sameSitePath('not a url', 'http://shop.test')).toBe('/');
  });
});
