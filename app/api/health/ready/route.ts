import { connection, NextResponse } from 'next/server';
import { apiRoute } from '@/lib/api-route';
import { RETRY_AFTER_SECONDS } from '@/lib/database-status';
import { pingDatabase } from '@/lib/db';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  /**
   * Readiness: the server can serve the shop, that is, its database answers a ping (within the 2 s server-selection
   * timeout). 503 otherwise, with no detail about why: the log has that.
   */
  GET: async () => {
    await connection();
    const headers = { 'Cache-Control': 'no-store' };
    try {
      await pingDatabase();
      return NextResponse.json({ status: 'ready' }, { headers });
    } catch (error) {
      console.warn('[health] not ready:', error instanceof Error ? error.message : error);
      return NextResponse.json(
        { status: 'unavailable' },
        { status: 503, headers: { ...headers, 'Retry-After': String(RETRY_AFTER_SECONDS) } },
      );
    }
  },
});
