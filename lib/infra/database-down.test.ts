import { createServer } from 'node:net';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mongoose from 'mongoose';
import { disconnectFromDatabase, isDatabaseUnavailableError } from '@/lib/infra/db';
import { RETRY_AFTER_SECONDS } from '@/lib/infra/database-status';
import { errorAnswer } from '@/lib/http/answers';
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

  it('GET /api/tools answers 503 with a message and Retry-After, within the 2 s server-selection timeout', async () => {
    const started = Date.now();
    const answer = await listToolsRoute(new NextRequest('http://127.0.0.1/api/tools'), undefined);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
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

// What the driver raises during a replica-set election, a failover or a network cut: each is "come back in a
// moment" (503 with Retry-After), never a 500.
describe('errors that mean the database is out of reach for now', () => {
  const { mongo } = mongoose;
  const cases: [string, unknown][] = [
    ['NotWritablePrimary (a primary stepped down)', new mongo.MongoServerError({ code: 10107, codeName: 'NotWritablePrimary', errmsg: 'not primary' })],
    ['InterruptedDueToReplStateChange', new mongo.MongoServerError({ code: 11602, errmsg: 'operation was interrupted' })],
    ['PrimarySteppedDown', new mongo.MongoServerError({ code: 189, errmsg: 'primary stepped down' })],
    ['a network error', new mongo.MongoNetworkError('connection reset')],
    ['a network timeout', new mongo.MongoNetworkTimeoutError('timed out')],
    ['no server selectable', new mongo.MongoServerSelectionError('Server selection timed out after 2000 ms', { type: 'Unknown', servers: new Map() } as never)],
    ['a client that is not connected', new mongo.MongoNotConnectedError('not connected')],
  ];
  it.each(cases)('%s answers 503 with Retry-After', (_, error) => {
    expect(isDatabaseUnavailableError(error)).toBe(true);
    const answer = errorAnswer(error);
    expect(answer.status).toBe(503);
    expect(answer.headers?.['Retry-After']).toBe(String(RETRY_AFTER_SECONDS));
    expect(answer.body).toEqual({ error: 'The shop is temporarily unavailable. Please try again in a moment.' });
  });

  it('leaves errors that retrying cannot fix alone: a duplicate key is not an outage', () => {
    const duplicate = new mongo.MongoServerError({ code: 11000, errmsg: 'E11000 duplicate key error' });
    expect(isDatabaseUnavailableError(duplicate)).toBe(false);
    expect(isDatabaseUnavailableError(new Error('plain bug'))).toBe(false);
  });
});
