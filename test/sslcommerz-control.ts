/**
 * The typed client of the SSLCommerz stand-in's test-control API (test/sslcommerz-gateway.ts), for tests that run in
 * other processes than the stand-in (Playwright workers, Vitest files): they know its base URL, and reach it with fetch.
 * Tests run in parallel against one stand-in, so everything here is asked by a session's key (its tran_id or its
 * session key) or by the customer's e-mail, never "the last session".
 */
import type { CompletedPayment, GatewayCall, PaymentOutcome, RefundRecord, RefundState, SessionOptions, SessionSnapshot } from './sslcommerz-gateway';

/** The stand-in refused a control request: `status` is its HTTP answer (404 unknown session, 409 already completed...). */
export class GatewayControlError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'GatewayControlError';
  }
}

/** One session as the stand-in keeps it: the fields it was opened with, its state, IPNs, validations and refunds. */
export function gatewaySession(baseUrl: string, key: string): Promise<SessionSnapshot> {
  return ask(baseUrl, 'GET', `/__stand-in/sessions/${encodeURIComponent(key)}`);
}

/** The sessions one customer opened (by cus_email), oldest first. */
export function customerSessions(baseUrl: string, email: string): Promise<SessionSnapshot[]> {
  return ask(baseUrl, 'GET', `/__stand-in/sessions?cus_email=${encodeURIComponent(email)}`);
}

/** Changes how one session behaves (IPN timing, risk, amount paid, validation up or down, refunds); answers them all. */
export function setSessionOptions(baseUrl: string, key: string, options: Partial<SessionOptions>): Promise<SessionOptions> {
  return ask(baseUrl, 'POST', `/__stand-in/sessions/${encodeURIComponent(key)}/options`, options);
}

/**
 * Completes a session as the payment page's buttons do, IPN included as the session's options say; answers what the
 * browser would post back, for the test to post itself (returnToMerchant). A completed session answers 409.
 */
export function completePayment(baseUrl: string, key: string, outcome: PaymentOutcome): Promise<CompletedPayment> {
  return ask(baseUrl, 'POST', `/__stand-in/sessions/${encodeURIComponent(key)}/complete`, { outcome });
}

/** Posts a completed session's IPN again, now; answers our server's HTTP status. */
export function resendIpn(baseUrl: string, key: string): Promise<{ status: number }> {
  return ask(baseUrl, 'POST', `/__stand-in/sessions/${encodeURIComponent(key)}/ipn`);
}

/** Has the stand-in post any fields to `url` as an IPN (a forged or replayed one); answers our server's answer. */
export function forgeIpn(baseUrl: string, url: string, fields: Record<string, string>): Promise<{ status: number; body: string }> {
  return ask(baseUrl, 'POST', '/__stand-in/ipn', { url, fields });
}

/** Ends a refund that is processing: refunded (the default) or cancelled by the bank. */
export function settleRefund(baseUrl: string, refundRefId: string, status: Exclude<RefundState, 'processing'> = 'refunded'): Promise<RefundRecord> {
  return ask(baseUrl, 'POST', `/__stand-in/refunds/${encodeURIComponent(refundRefId)}/settle`, { status });
}

/** The calls our server made to the gateway's APIs, oldest first; with `key`, only those about that session. */
export function gatewayCalls(baseUrl: string, key?: string): Promise<GatewayCall[]> {
  return ask(baseUrl, 'GET', `/__stand-in/calls${key ? `?key=${encodeURIComponent(key)}` : ''}`);
}

/** Waits until a session has had `count` IPNs posted (an 'after-return' IPN comes after the browser's answer). */
export async function waitForIpn(baseUrl: string, key: string, { count = 1, timeoutMs = 5_000 } = {}): Promise<SessionSnapshot> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const session = await gatewaySession(baseUrl, key);
    if (session.ipnPosts.length >= count) return session;
    if (Date.now() > deadline) throw new Error(`Session ${key} had ${session.ipnPosts.length} IPN(s) after ${timeoutMs} ms, not ${count}.`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Posts the browser's return to the merchant as the payment page's form would; redirects are left to the caller. */
export function returnToMerchant(payment: CompletedPayment, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(payment.returnUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(payment.fields),
    redirect: 'manual',
  });
}

async function ask<T>(baseUrl: string, method: 'GET' | 'POST', path: string, input?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl.replace(/\/+$/, '')}${path}`, {
    method,
    ...(method === 'POST' ? { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(input ?? {}) } : {}),
  });
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const reason = answer && typeof answer === 'object' && 'error' in answer ? String(answer.error) : response.statusText;
    throw new GatewayControlError(response.status, `${method} ${path}: ${response.status} ${reason}`);
  }
  return answer as T;
}
