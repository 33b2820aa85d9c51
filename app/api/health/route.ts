import { connection, NextResponse } from 'next/server';
import { apiRoute } from '@/lib/http/api-route';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  /**
   * Liveness: the server process answers. It touches nothing else (a database outage must not make an orchestrator
   * restart healthy servers); readiness, with the database, is /api/health/ready.
   */
  GET: async () => {
    await connection();
    return NextResponse.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } });
  },
});
