import { connection, NextResponse } from 'next/server';

/**
 * Liveness: the server process answers. It touches nothing else (a database outage must not make an orchestrator
 * restart healthy servers); readiness, with the database, is /api/health/ready.
 */
export async function GET() {
  await connection();
  return NextResponse.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } });
}
