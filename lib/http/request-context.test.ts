import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestIdOf } from './request-context';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => vi.unstubAllEnvs());

describe('a request\'s id', () => {
  const proxyId = '0f8e4c2a9b7d41e3a5c6d7e8f9a0b1c2';

  it('is made new when no proxy is trusted: a client\'s own X-Request-Id never counts', () => {
    vi.stubEnv('TRUSTED_PROXY_HOPS', '');
    vi.stubEnv('VERCEL', '');
    const first = requestIdOf(new Headers({ 'x-request-id': proxyId }));
    expect(first).toMatch(UUID);
    expect(requestIdOf(new Headers())).not.toBe(first);
  });

  it('is the trusted proxy\'s X-Request-Id behind TRUSTED_PROXY_HOPS, unless it does not read as an id', () => {
    vi.stubEnv('TRUSTED_PROXY_HOPS', '1');
    vi.stubEnv('VERCEL', '');
    expect(requestIdOf(new Headers({ 'x-request-id': proxyId }))).toBe(proxyId);
    for (const odd of ['short', 'has spaces in it', '"quoted","level":"error"', 'x'.repeat(200), '-leading-dash-0001']) {
      expect(requestIdOf(new Headers({ 'x-request-id': odd }))).toMatch(UUID);
    }
  });

  it('is Vercel\'s own x-vercel-id on Vercel, which names the request in Vercel\'s logs too', () => {
    vi.stubEnv('VERCEL', '1');
    const vercelId = 'bom1::iad1::k7x2p-1764230400000-0123456789ab';
    expect(requestIdOf(new Headers({ 'x-vercel-id': vercelId, 'x-request-id': proxyId }))).toBe(vercelId);
    expect(requestIdOf(new Headers({ 'x-request-id': proxyId }))).toMatch(UUID);
  });
});
