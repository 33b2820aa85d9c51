import { NextResponse } from 'next/server';
import { apiRoute } from '@/lib/http/api-route';
import { isCronRequest } from '@/lib/infra/cron';
import { relayDueMails } from '@/lib/data/mail-relay';
import { runPaymentSchedule } from '@/lib/data/payment-schedule';
import { deliverDueMails } from '@/lib/data/outbox';
import { jsonError } from '@/lib/http/answers';
import { refusals } from '@/lib/texts';

/** A cron run may take this long (seconds); a batch of sends ends well within it. */
export const maxDuration = 60;

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  /**
   * Vercel Cron (vercel.json): queues the mails the relay finds due, then sends the outbox's due mails, where no
   * server runs between requests to do it (docs/decisions/0040-outbox.md). Only with
   * `Authorization: Bearer ${CRON_SECRET}`.
   */
  GET: async (request: Request) => {
    if (!isCronRequest(request.headers.get('authorization'))) return jsonError(401, refusals.cronOnly);
    const payments = await runPaymentSchedule();
    const { relayed } = await relayDueMails();
    return NextResponse.json({ ...payments, relayed, ...(await deliverDueMails({ limit: 100 })) });
  },
});
