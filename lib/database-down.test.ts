import { createServer } from 'node:net';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disconnectFromDatabase } from '@/lib/db';
import { issueApiToken } from '@/lib/auth/api-token';
import { GET as listToolsRoute } from '@/app/api/tools/route';
import { POST as placeOrderRoute } from '@/app/api/order/route';

/** A port that nothing listens on: opened, then closed again. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

// The route handlers themselves, with the database out of reach: a clear 503 in JSON, never a stack trace.
describe('when the database cannot be reached', () => {
  const saved = { uri: process.env.MONGODB_URI, secret: process.env.AUTH_SECRET };
  beforeAll(async () => {
    await disconnectFromDatabase();
    process.env.MONGODB_URI = `mongodb://127.0.0.1:${await closedPort()}/unreachable`;
    process.env.AUTH_SECRET = 'unit-test-secret-0123456789-abcdefghij';
  });
  afterAll(() => {
    process.env.MONGODB_URI = saved.uri;
    process.env.AUTH_SECRET = saved.secret;
  });

  it('GET /api/tools answers 503 with a message', async () => {
    const answer = await listToolsRoute(new NextRequest('http://127.0.0.1/api/tools'), undefined);
    expect(answer.status).toBe(503);
    const body = await answer.json();
    expect(body).toEqual({ error: 'The shop is temporarily unavailable. Please try again in a moment.' });
  });

  it('POST /api/order with a valid token answers 503, not 401 or 500', async () => {
    const request = new NextRequest('http://127.0.0.1/api/order', {
      method: 'POST',
      headers: { authorization: `Bearer ${await issueApiToken({ userId: '665f1c2ab7e4c1a2b3c4d5e6', sessionVersion: 0 })}`, 'content-type': 'application/json' },
      body: JSON.stringify({ product: 'Trowel', quantity: 1, phone: '01711000000', address: 'Dhaka' }),
    });
    const answer = await placeOrderRoute(request, undefined);
    expect(answer.status).toBe(503);
    expect(JSON.stringify(await answer.json())).not.toMatch(/at .*\.(ts|js):\d+/);
  });
});
