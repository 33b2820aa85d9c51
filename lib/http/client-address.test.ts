import { afterEach, describe, expect, it } from 'vitest';
import { clientAddress, trustedProxyHops, UNKNOWN_CLIENT, UNREADABLE_CLIENT } from './client-address';

const saved = { VERCEL: process.env.VERCEL, TRUSTED_PROXY_HOPS: process.env.TRUSTED_PROXY_HOPS };

afterEach(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

function deployment(settings: { vercel?: boolean; hops?: string }) {
  delete process.env.VERCEL;
  delete process.env.TRUSTED_PROXY_HOPS;
  if (settings.vercel) process.env.VERCEL = '1';
  if (settings.hops !== undefined) process.env.TRUSTED_PROXY_HOPS = settings.hops;
}

const from = (headers: Record<string, string>) => clientAddress(new Headers(headers));

describe('clientAddress without a trusted proxy (the default)', () => {
  it('ignores every forwarded header: all clients are one address, whatever they write', () => {
    deployment({});
    expect(from({})).toBe(UNKNOWN_CLIENT);
    for (let i = 0; i < 30; i += 1) {
      expect(from({ 'x-forwarded-for': `198.51.100.${i}`, 'x-real-ip': `203.0.113.${i}`, 'x-vercel-forwarded-for': `192.0.2.${i}` })).toBe(
        UNKNOWN_CLIENT,
      );
    }
  });
});

describe('clientAddress behind TRUSTED_PROXY_HOPS=N proxies of our own', () => {
  it('takes the N-th entry from the right, which our outermost proxy appended', () => {
    deployment({ hops: '1' });
    expect(from({ 'x-forwarded-for': '203.0.113.7' })).toBe('203.0.113.7');
    // A client that forges entries only adds them on the left.
    expect(from({ 'x-forwarded-for': '10.0.0.1, 1.2.3.4, 203.0.113.7' })).toBe('203.0.113.7');
    deployment({ hops: '2' });
    expect(from({ 'x-forwarded-for': 'forged, 203.0.113.7, 10.0.0.2' })).toBe('203.0.113.7');
  });

  it('rotating the forged part never changes the address', () => {
    deployment({ hops: '1' });
    const seen = new Set(Array.from({ length: 30 }, (_, i) => from({ 'x-forwarded-for': `10.9.${i}.1, 198.18.0.9` })));
    expect([...seen]).toEqual(['198.18.0.9']);
  });

  it('joins repeated X-Forwarded-For headers as one list', () => {
    deployment({ hops: '1' });
    const headers = new Headers();
    headers.append('x-forwarded-for', '1.1.1.1');
    headers.append('x-forwarded-for', '203.0.113.8');
    expect(clientAddress(headers)).toBe('203.0.113.8');
  });

  it('falls back to the one shared key when the list is shorter than the proxies, or missing', () => {
    deployment({ hops: '2' });
    expect(from({ 'x-forwarded-for': '203.0.113.7' })).toBe(UNKNOWN_CLIENT);
    expect(from({})).toBe(UNKNOWN_CLIENT);
  });

  it('turns values that are not addresses into one fixed key, and never throws', () => {
    deployment({ hops: '1' });
    for (const value of ['', ' ', 'evil', '999.1.1.1', 'a'.repeat(10_000), '1.2.3.4\u00ff', '<script>', ',,,', '::::', '1.2.3']) {
      const address = from({ 'x-forwarded-for': value });
      expect([UNREADABLE_CLIENT, UNKNOWN_CLIENT]).toContain(address);
    }
  });

  it('writes one address one way: ports dropped, IPv4-mapped IPv6 as IPv4, IPv6 as its /64 network', () => {
    deployment({ hops: '1' });
    expect(from({ 'x-forwarded-for': '203.0.113.9:51000' })).toBe('203.0.113.9');
    expect(from({ 'x-forwarded-for': '::ffff:203.0.113.9' })).toBe('203.0.113.9');
    expect(from({ 'x-forwarded-for': '2001:DB8:0:42::1' })).toBe('2001:db8:0:42::/64');
    expect(from({ 'x-forwarded-for': '[2001:db8:0:42:ffff::2]:443' })).toBe('2001:db8:0:42::/64');
    expect(from({ 'x-forwarded-for': '2001:0db8:0000:0042:1:2:3:4' })).toBe('2001:db8:0:42::/64');
    expect(from({ 'x-forwarded-for': '::1' })).toBe('0:0:0:0::/64');
  });

  it('reads TRUSTED_PROXY_HOPS as a small whole number, else trusts nothing', () => {
    for (const [value, hops] of [['1', 1], ['3', 3], ['0', 0], ['-1', 0], ['1.5', 0], ['two', 0], ['99', 0], [' 2 ', 2]] as const) {
      deployment({ hops: value });
      expect(trustedProxyHops(), value).toBe(hops);
    }
    deployment({ hops: 'yes' });
    expect(from({ 'x-forwarded-for': '203.0.113.7' })).toBe(UNKNOWN_CLIENT);
  });
});

describe('clientAddress on Vercel', () => {
  it("reads Vercel's own header and never X-Forwarded-For's forged entries", () => {
    deployment({ vercel: true, hops: '1' });
    expect(from({ 'x-vercel-forwarded-for': '203.0.113.20', 'x-forwarded-for': '10.0.0.1, 198.51.100.1' })).toBe('203.0.113.20');
    expect(from({ 'x-real-ip': '203.0.113.21' })).toBe('203.0.113.21');
    expect(from({ 'x-forwarded-for': '203.0.113.22' })).toBe(UNKNOWN_CLIENT);
    expect(from({ 'x-vercel-forwarded-for': 'not-an-ip' })).toBe(UNREADABLE_CLIENT);
  });
});
