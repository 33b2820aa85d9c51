import 'server-only';
import { GatewayUnavailableError } from '@/lib/domain/errors';

/**
 * A small typed client of SSLCommerz's API v4 (docs/payments.md): open a session, validate a payment by its
 * `val_id`, look a transaction up by our `tran_id`, ask for a refund and follow it. Our own, over `fetch`, because the
 * official `sslcommerz-lts` package builds its addresses from a live/sandbox flag (pointing it elsewhere means writing
 * each query, store password included, by hand), returns network errors as results and does not encode its query
 * values, while the tests must point the client at their stand-in by SSLCOMMERZ_BASE_URL alone
 * (docs/decisions/0095-payments-through-sslcommerz.md).
 *
 * Nothing here decides anything: lib/data/payments.ts checks what the gateway answered against the attempt it knows.
 */

export type SslcommerzConfig = { storeId: string; storePassword: string; baseUrl: string };

const SANDBOX = 'https://sandbox.sslcommerz.com';
const LIVE = 'https://securepay.sslcommerz.com';

export const SSLCOMMERZ_PATHS = {
  session: '/gwprocess/v4/api.php',
  validation: '/validator/api/validationserverAPI.php',
  transaction: '/validator/api/merchantTransIDvalidationAPI.php',
} as const;

/** How long one call to the gateway may take before the shop treats it as unreachable. */
const CALL_TIMEOUT_MS = 15_000;

/**
 * The gateway this server talks to, or null without a store id (then only cash on delivery is offered). The base URL
 * is SSLCOMMERZ_BASE_URL, else the sandbox, else (SSLCOMMERZ_LIVE=true) the live gateway.
 */
export function sslcommerzConfig(env: Record<string, string | undefined> = process.env): SslcommerzConfig | null {
  const storeId = env.SSLCOMMERZ_STORE_ID?.trim();
  if (!storeId) return null;
  const base = env.SSLCOMMERZ_BASE_URL?.trim() || (env.SSLCOMMERZ_LIVE?.trim() === 'true' ? LIVE : SANDBOX);
  return { storeId, storePassword: env.SSLCOMMERZ_STORE_PASSWORD ?? '', baseUrl: base.replace(/\/+$/, '') };
}


/** What we send to open a session; amounts are BDT computed by our server. */
export type SessionRequest = {
  tranId: string;
  amount: number;
  productName: string;
  quantity: number;
  customer: { name: string; email: string; phone: string; address: string };
  urls: { success: string; fail: string; cancel: string; ipn: string };
  /** Echoed back by the gateway; for reading only, never trusted. */
  orderId: string;
};

export type SessionAnswer = { ok: true; gatewayUrl: string; sessionKey: string } | { ok: false; reason: string };

/** The fields of the validation API's answer that the shop reads (all strings, as the gateway sends them). */
export type Validation = {
  status: string;
  tran_id?: string;
  val_id?: string;
  amount?: string;
  currency?: string;
  currency_type?: string;
  currency_amount?: string;
  store_id?: string;
  bank_tran_id?: string;
  card_type?: string;
  risk_level?: string;
  risk_title?: string;
  APIConnect?: string;
};

/** One transaction as the transaction query finds it. */
export type FoundTransaction = { val_id?: string; status?: string; tran_id?: string };

export type RefundAnswer = { ok: true; refundRefId: string; state: string } | { ok: false; reason: string };

export type RefundState = { state: string; reason: string };

/** Amounts go to the gateway as it writes them: two decimals. */
export function gatewayAmount(amount: number): string {
  return amount.toFixed(2);
}

/** Whether a gateway's amount ("6500.00", "6500") is exactly `amount` BDT, to the paisa. */
export function sameAmount(gateway: string | undefined, amount: number): boolean {
  if (gateway === undefined || !/^\s*\d+(\.\d{1,2})?\s*$/.test(gateway)) return false;
  return Math.round(Number(gateway) * 100) === Math.round(amount * 100);
}

/** Fields the gateway limits in length: longer ones are cut rather than refused. */
const cut = (value: string, max: number) => value.replace(/\s+/g, ' ').trim().slice(0, max);

export async function openSession(config: SslcommerzConfig, request: SessionRequest): Promise<SessionAnswer> {
  const form = new URLSearchParams({
    store_id: config.storeId,
    store_passwd: config.storePassword,
    total_amount: gatewayAmount(request.amount),
    currency: 'BDT',
    tran_id: request.tranId,
    success_url: request.urls.success,
    fail_url: request.urls.fail,
    cancel_url: request.urls.cancel,
    ipn_url: request.urls.ipn,
    cus_name: cut(request.customer.name, 50) || 'Customer',
    cus_email: cut(request.customer.email, 50),
    cus_add1: cut(request.customer.address, 50),
    // The order has one free-text address; the gateway asks for a city and country too.
    cus_city: 'Bangladesh',
    cus_country: 'Bangladesh',
    cus_phone: cut(request.customer.phone, 20),
    // We deliver ourselves: the gateway needs no shipping details.
    shipping_method: 'NO',
    num_of_item: String(request.quantity),
    product_name: cut(request.productName, 255),
    product_category: 'Tools',
    product_profile: 'physical-goods',
    value_a: request.orderId,
  });
  const answer = await call(config, SSLCOMMERZ_PATHS.session, { method: 'POST', body: form });
  const gatewayUrl = text(answer.GatewayPageURL);
  if (text(answer.status).toUpperCase() === 'SUCCESS' && gatewayUrl && isHttpUrl(gatewayUrl)) {
    return { ok: true, gatewayUrl, sessionKey: text(answer.sessionkey) };
  }
  return { ok: false, reason: text(answer.failedreason) || 'The gateway did not open a session.' };
}

/** Asks the gateway's own validation API what a `val_id` is worth. */
export async function validatePayment(config: SslcommerzConfig, valId: string): Promise<Validation> {
  const query = new URLSearchParams({ val_id: valId, store_id: config.storeId, store_passwd: config.storePassword, v: '1', format: 'json' });
  const answer = await call(config, `${SSLCOMMERZ_PATHS.validation}?${query}`);
  const field = (name: keyof Validation) => (answer[name] === undefined || answer[name] === null ? undefined : text(answer[name]));
  return {
    status: text(answer.status),
    tran_id: field('tran_id'),
    val_id: field('val_id'),
    amount: field('amount'),
    currency: field('currency'),
    currency_type: field('currency_type'),
    currency_amount: field('currency_amount'),
    store_id: field('store_id'),
    bank_tran_id: field('bank_tran_id'),
    card_type: field('card_type'),
    risk_level: field('risk_level'),
    risk_title: field('risk_title'),
    APIConnect: field('APIConnect'),
  };
}

/** The gateway's transactions for one of our `tran_id`s (to learn the truth after a fail or cancel return). */
export async function findTransactions(config: SslcommerzConfig, tranId: string): Promise<FoundTransaction[]> {
  const query = new URLSearchParams({ tran_id: tranId, store_id: config.storeId, store_passwd: config.storePassword, format: 'json' });
  const answer = await call(config, `${SSLCOMMERZ_PATHS.transaction}?${query}`);
  const elements = Array.isArray(answer.element) ? (answer.element as unknown[]) : [];
  return elements.flatMap((element) =>
    element && typeof element === 'object'
      ? [{ val_id: optionalText((element as Record<string, unknown>).val_id), status: optionalText((element as Record<string, unknown>).status), tran_id: optionalText((element as Record<string, unknown>).tran_id) }]
      : [],
  );
}

/** Asks the gateway to give `amount` back on a bank transaction. */
export async function requestRefund(
  config: SslcommerzConfig,
  { bankTranId, amount, remarks, reference }: { bankTranId: string; amount: number; remarks: string; reference: string },
): Promise<RefundAnswer> {
  const query = new URLSearchParams({
    bank_tran_id: bankTranId,
    refund_amount: gatewayAmount(amount),
    refund_remarks: cut(remarks, 255),
    refe_id: reference,
    // Newer versions of the API ask for an id of the refund itself, unique per refund: one refund per attempt here.
    refund_trans_id: reference,
    store_id: config.storeId,
    store_passwd: config.storePassword,
    v: '1',
    format: 'json',
  });
  const answer = await call(config, `${SSLCOMMERZ_PATHS.transaction}?${query}`);
  const state = text(answer.status).toLowerCase();
  const refundRefId = text(answer.refund_ref_id);
  if (text(answer.APIConnect) === 'DONE' && (state === 'success' || state === 'processing') && refundRefId) return { ok: true, refundRefId, state: 'processing' };
  return { ok: false, reason: text(answer.errorReason) || `The gateway refused the refund (${text(answer.APIConnect) || state || 'no answer'}).` };
}

/** Where a refund stands at the gateway: processing, refunded or cancelled. */
export async function refundState(config: SslcommerzConfig, refundRefId: string): Promise<RefundState> {
  const query = new URLSearchParams({ refund_ref_id: refundRefId, store_id: config.storeId, store_passwd: config.storePassword, format: 'json' });
  const answer = await call(config, `${SSLCOMMERZ_PATHS.transaction}?${query}`);
  if (text(answer.APIConnect) !== 'DONE') throw new GatewayUnavailableError(`The refund query was refused (${text(answer.APIConnect) || 'no answer'}).`);
  return { state: text(answer.status).toLowerCase(), reason: text(answer.errorReason) };
}

async function call(config: SslcommerzConfig, path: string, init: RequestInit = {}): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(`${config.baseUrl}${path}`, { ...init, signal: AbortSignal.timeout(CALL_TIMEOUT_MS), cache: 'no-store' });
  } catch (error) {
    throw new GatewayUnavailableError(`The payment gateway could not be reached: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!response.ok) throw new GatewayUnavailableError(`The payment gateway answered ${response.status}.`);
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>;
  } catch {
    // Not JSON: below.
  }
  throw new GatewayUnavailableError('The payment gateway answered something other than its JSON.');
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

function optionalText(value: unknown): string | undefined {
  const written = text(value);
  return written || undefined;
}

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}
