import { afterEach, describe, expect, it } from 'vitest';
import { authConfig } from './config';

const redirect = (url: string, baseUrl: string) => authConfig.callbacks.redirect({ url, baseUrl });

describe("next-auth's redirect callback uses the one return-path rule", () => {
  afterEach(() => {
    delete process.env.AUTH_URL;
  });

  it('keeps paths, and turns our own absolute URLs into paths', () => {
    expect(redirect('/login?error=account-exists-with-different-credential', 'http://shop.test')).toBe(
      '/login?error=account-exists-with-different-credential',
    );
    expect(redirect('http://shop.test/purchase/1?x=1', 'http://shop.test')).toBe('/purchase/1?x=1');
    process.env.AUTH_URL = 'http://127.0.0.1:3111';
    expect(redirect('http://127.0.0.1:3111/dashboard', 'http://localhost:3111')).toBe('/dashboard');
  });

  it('never leaves the site', () => {
    for (const url of ['https://evil.example/x', '//evil.example/x', '/\\evil.example', '/.//evil.example', 'not a url', 'javascript:alert(1)']) {
      expect(redirect(url, 'http://shop.test'), url).toBe('/');
    }
  });
});
