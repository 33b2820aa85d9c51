import type { NextRequest } from 'next/server';
import { apiRoute, unknownApiPathAnswer } from '@/lib/http/api-route';
import { handleGatewayNotice, type GatewayNoticeKind } from '@/lib/data/payments';
import { readPostedForm } from '@/lib/http/answers';
import { absoluteUrl } from '@/lib/domain/site';

type Context = { params: Promise<{ outcome: string }> };

const RETURNS: readonly string[] = ['success', 'fail', 'cancel'] satisfies GatewayNoticeKind[];

/**
 * Where the gateway sends the browser back (success_url, fail_url, cancel_url), with a form post from the gateway's
 * site: no session cookie comes with it, and its fields are not believed. The payment is validated here too when
 * this arrives before the IPN; then the browser is sent (303) to the order's payment page, which shows what our
 * server knows (docs/payments.md).
 */
async function returned(request: NextRequest, { params }: Context): Promise<Response> {
  const { outcome } = await params;
  if (!RETURNS.includes(outcome)) return unknownApiPathAnswer();
  const fields = request.method === 'POST' ? await readPostedForm(request) : Object.fromEntries(request.nextUrl.searchParams);
  const { result, orderId } = await handleGatewayNotice(outcome as GatewayNoticeKind, fields);
  const shown = result === 'unavailable' || result === 'unknown' || result === 'refused' ? (outcome === 'success' ? 'pending' : outcome === 'cancel' ? 'cancelled' : 'failed') : result;
  const to = orderId ? `/dashboard/orders/${orderId}/payment?result=${shown}` : '/dashboard/myorder';
  return new Response(null, { status: 303, headers: { Location: absoluteUrl(to) } });
}

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute<Context>({ POST: returned, GET: returned }, { acceptsForeignOrigin: () => true });
