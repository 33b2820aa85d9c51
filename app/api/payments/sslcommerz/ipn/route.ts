import { NextResponse } from 'next/server';
import { apiRoute } from '@/lib/http/api-route';
import { handleGatewayNotice } from '@/lib/data/payments';
import { jsonError, readPostedForm } from '@/lib/http/answers';

/**
 * SSLCommerz's IPN, posted by the gateway's server (docs/payments.md). Its fields are not believed: only its
 * `val_id` and `tran_id` are read, to ask the gateway's validation API. 200 once handled (a repeat changes nothing);
 * 503 when the validation API could not be asked, so that the gateway posts it again; 400 for a notice the gateway
 * does not stand behind.
 */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute(
  {
    POST: async (request: Request) => {
      const outcome = await handleGatewayNotice('ipn', await readPostedForm(request));
      if (outcome.result === 'unavailable') return jsonError(503, 'The payment could not be validated now; post it again later.', { headers: { 'Retry-After': '60' } });
      if (outcome.result === 'refused' || outcome.result === 'unknown') return jsonError(400, 'The gateway does not stand behind this notice.');
      return NextResponse.json({ received: true, result: outcome.result });
    },
  },
  { acceptsForeignOrigin: () => true },
);
