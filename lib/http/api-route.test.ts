import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRoute, routePattern } from './api-route';

const params = (values: Record<string, string | string[]>) => ({ params: Promise.resolve(values) });

describe('the route a log line names', () => {
  it('names dynamic segments instead of spelling out ids, e-mails and tokens', async () => {
    expect(await routePattern('/api/order/64b7f0c2a1e4b5c6d7e8f901/payment', params({ id: '64b7f0c2a1e4b5c6d7e8f901' }))).toBe('/api/order/[id]/payment');
    expect(await routePattern('/api/admin/rahim%40example.com', params({ email: 'rahim@example.com' }))).toBe('/api/admin/[email]');
    expect(await routePattern('/api/auth/callback/google', params({ nextauth: ['callback', 'google'] }))).toBe('/api/auth/[...nextauth]');
    expect(await routePattern('/api/tools', undefined)).toBe('/api/tools');
  });

  it('names the right segment when a value also appears earlier in the path', async () => {
    expect(await routePattern('/api/quotes/answer/answer', params({ id: 'answer' }))).toBe('/api/quotes/answer/[id]');
  });
});

describe('every API answer', () => {
  afterEach(() => vi.restoreAllMocks());

  it('carries X-Request-Id, and its one log line carries the same id, the route, the status and the time taken', async () => {
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: unknown) => void lines.push(String(line)));
    const route = apiRoute<{ params: Promise<{ id: string }> }>({ GET: async () => Response.json({ ok: true }) });
    const answer = await route.GET(new NextRequest('http://127.0.0.1/api/tools/64b7f0c2a1e4b5c6d7e8f901'), params({ id: '64b7f0c2a1e4b5c6d7e8f901' }) as never);
    const id = answer.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 'info', requestId: id, method: 'GET', route: '/api/tools/[id]', status: 200, durationMs: expect.any(Number) });
  });

  it('a method the route does not have, and a preflight, are answered with an id and logged too', async () => {
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: unknown) => void lines.push(String(line)));
    const route = apiRoute({ GET: async () => Response.json({}) });
    const refused = await route.DELETE(new NextRequest('http://127.0.0.1/api/tools', { method: 'DELETE' }), undefined);
    const preflight = await route.OPTIONS(new NextRequest('http://127.0.0.1/api/tools', { method: 'OPTIONS' }), undefined);
    expect(refused.status).toBe(405);
    expect(refused.headers.get('x-request-id')).toBeTruthy();
    expect(preflight.headers.get('x-request-id')).toBeTruthy();
    expect(lines.map((line) => (JSON.parse(line) as { status: number }).status)).toEqual([405, 204]);
  });
});
