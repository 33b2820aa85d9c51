import { connection, NextResponse } from 'next/server';
import { apiRoute } from '@/lib/http/api-route';
import { sharedRedisStore } from '@/lib/cache/redis-store';
import { RETRY_AFTER_SECONDS } from '@/lib/infra/database-status';
import { pingDatabase } from '@/lib/infra/db';
import { log } from '@/lib/infra/log';

type Check = 'ok' | 'unavailable';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  /**
   * Readiness: the server can serve the shop, that is, its database answers a ping (within the 2 s server-selection
   * timeout); 503 otherwise. With REDIS_URL it also reports the shared cache, which it pings alongside (within the
   * 1 s command timeout). A Redis that does not answer leaves the server ready: each instance then serves from its own
   * cache (docs/decisions/0024-shared-cache.md), which the answer says, for the operator to see. No detail about why:
   * the log has that.
   */
  GET: async () => {
    await connection();
    const redis = sharedRedisStore();
    const [database, cache] = await Promise.all([check('database', pingDatabase), redis ? check('redis', () => redis.ping()) : undefined]);
    const body = { status: database === 'ok' ? 'ready' : 'unavailable', database, ...(cache && { redis: cache }) };
    const headers = { 'Cache-Control': 'no-store' };
    if (database === 'ok') return NextResponse.json(body, { headers });
    return NextResponse.json(body, { status: 503, headers: { ...headers, 'Retry-After': String(RETRY_AFTER_SECONDS) } });
  },
});

async function check(name: string, ping: () => Promise<void>): Promise<Check> {
  try {
    await ping();
    return 'ok';
  } catch (error) {
    log('warn', `[health] not ready: ${name} does not answer`, { error });
    return 'unavailable';
  }
}
