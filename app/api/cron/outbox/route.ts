import { NextResponse } from 'next/server';
import { isCronRequest } from '@/lib/cron';
import { deliverDueMails } from '@/lib/data/outbox';
import { jsonError, withErrorAnswers } from '@/lib/http';
import { refusals } from '@/lib/texts';

/** A cron run may take this long (seconds); a batch of sends ends well within it. */
export const maxDuration = 60;

/**
 * Vercel Cron (vercel.json): sends the outbox's due mails, where no server runs between requests to do it
 * (docs/decisions/0040-outbox.md). Only with `Authorization: Bearer ${CRON_SECRET}`.
 */
export const GET = withErrorAnswers(async (request: Request) => {
  if (!isCronRequest(request.headers.get('authorization'))) return jsonError(401, refusals.cronOnly);
  return NextResponse.json(await deliverDueMails({ limit: 100 }));
});
