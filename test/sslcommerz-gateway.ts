/**
 * A loopback stand-in for the SSLCommerz v4 payment gateway, for the tests: the session API, a hosted payment page
 * with three buttons (Success, Fail, Cancel) instead of card fields, the IPN posted server to server, the validation
 * API, and the transaction, refund and refund-status queries. The shop reaches it as SSLCOMMERZ_BASE_URL, exactly as it
 * reaches the sandbox, so the client in lib/payments/sslcommerz.ts runs unchanged.
 *
 * Written from SSLCommerz's published v4 protocol. Beside it, a test-control API under /__stand-in/ (JSON; not part of
 * SSLCommerz) lets tests in other processes read what happened, bend a session (IPN late or missing, amount changed at
 * the gateway, validation down, instant refunds) and complete payments without a browser; test/sslcommerz-control.ts
 * is its typed client.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { body, bodyBytes, escapeHtml, json, serveOnLoopback, text } from './stand-in-http';

export type SslcommerzGateway = { baseUrl: string; storeId: string; storePassword: string; stop(): Promise<void> };

type StoreCredentials = { storeId: string; storePassword: string };

export type PaymentOutcome = 'success' | 'fail' | 'cancel';

export type SessionState = 'PENDING' | 'VALID' | 'FAILED' | 'CANCELLED';

/** How one session behaves; the control API merges changes into it at any time, before or after the payment. */
export type SessionOptions = {
  /** When the IPN goes: before the browser is sent back (the gateway waits for our answer), after it, or never. */
  ipn: 'before-return' | 'after-return' | 'none';
  /** With 'after-return': how long after the browser's answer. */
  ipnDelayMs: number;
  /** risk_level of the payment: '0' Safe, '1' Risky (the merchant should hold it). */
  risk: '0' | '1';
  /** An amount paid other than the session's, as if changed at the gateway ("6400.00"); null: the session's. */
  paidAmount: string | null;
  /** 'down': the validation API answers 503 for this session's val_id, as if unreachable. */
  validation: 'up' | 'down';
  /** 'instant': refunds are refunded at once; 'processing': they wait for the control API's settle. */
  refund: 'instant' | 'processing';
};

export type IpnPost = {
  at: string;
  url: string;
  /** Our server's HTTP answer; 0 when it could not be reached. */
  status: number;
  /** The start of our server's answer, or why it could not be reached. */
  body: string;
  fields: Record<string, string>;
};

export type RefundState = 'processing' | 'refunded' | 'cancelled';

export type RefundRecord = {
  refundRefId: string;
  bankTranId: string;
  tranId: string;
  amount: string;
  remarks: string;
  refeId: string;
  refundTransId: string;
  status: RefundState;
  initiatedOn: string;
  refundedOn: string;
};

export type SessionSnapshot = {
  tranId: string;
  sessionKey: string;
  storeId: string;
  /** The fields the session was opened with, store_passwd left out. */
  fields: Record<string, string>;
  amount: string;
  currency: string;
  state: SessionState;
  valId: string | null;
  bankTranId: string | null;
  tranDate: string | null;
  paidAmount: string | null;
  options: SessionOptions;
  openedAt: string;
  completedAt: string | null;
  /** Where the browser is sent back, and what it posts there. */
  returnUrl: string | null;
  returnFields: Record<string, string> | null;
  ipnPosts: IpnPost[];
  /** How many times the validation API answered VALID or VALIDATED for the session's val_id. */
  validations: number;
  validatedOn: string | null;
  refunds: RefundRecord[];
};

/** What the control API's complete answers: the browser's return, for a test to post itself. */
export type CompletedPayment = {
  returnUrl: string;
  fields: Record<string, string>;
  /** Our server's answer to the IPN when it was posted before the return; null when later ('after-return') or never. */
  ipn: { status: number } | null;
};

/** One call to the gateway's APIs (the session, validation and transaction APIs), store_passwd left out. */
export type GatewayCall = { at: string; method: string; path: string; fields: Record<string, string>; status: number };

const PATHS = {
  session: '/gwprocess/v4/api.php',
  page: '/gwprocess/v4/gw.php',
  validation: '/validator/api/validationserverAPI.php',
  transaction: '/validator/api/merchantTransIDvalidationAPI.php',
  images: '/gwprocess/v4/image/',
} as const;

const DEFAULT_OPTIONS: SessionOptions = {
  ipn: 'before-return',
  ipnDelayMs: 1500,
  risk: '0',
  paidAmount: null,
  validation: 'up',
  refund: 'processing',
};

/** Mandatory fields of the session API for a shop that sends no shipping address (shipping_method NO). */
const MANDATORY_FIELDS = [
  'total_amount',
  'currency',
  'tran_id',
  'success_url',
  'fail_url',
  'cancel_url',
  'cus_name',
  'cus_email',
  'cus_add1',
  'cus_city',
  'cus_country',
  'cus_phone',
  'shipping_method',
  'product_name',
  'product_category',
  'product_profile',
] as const;

/** The published rule: "shipping_method YES" makes the shipping address mandatory. */
const SHIPPING_FIELDS = ['num_of_item', 'ship_name', 'ship_add1', 'ship_city', 'ship_postcode', 'ship_country'] as const;

/** The gateway's limits on one transaction, in paisa (10.00 to 500000.00 BDT). */
const MIN_PAISA = 10_00;
const MAX_PAISA = 500_000_00;

/** SSLCommerz's charge, taken from amount to give store_amount; only its shape matters to the shop. */
const CHARGE_RATE = 0.025;

/** The card every successful stand-in payment is made with (a masked test VISA). */
const TEST_CARD = {
  card_type: 'VISA-Dutch Bangla',
  card_no: '411111XXXXXX1111',
  card_issuer: 'STAND-IN TEST BANK',
  card_brand: 'VISA',
  card_sub_brand: 'Classic',
  card_issuer_country: 'Bangladesh',
  card_issuer_country_code: 'BD',
};

/** Outgoing IPNs give up after this long, like a gateway that will not wait forever on a merchant. */
const IPN_TIMEOUT_MS = 10_000;

/** A transparent 1x1 PNG, served for the storeBanner and storeLogo URLs so that a page showing them loads cleanly. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

type Payment = {
  completedAt: string;
  tranDate: string;
  valId: string | null;
  bankTranId: string | null;
  paidPaisa: number;
  returnUrl: string;
  fields: Record<string, string>;
};

type Session = {
  sessionKey: string;
  tranId: string;
  storeId: string;
  fields: Record<string, string>;
  amountPaisa: number;
  currency: string;
  openedAt: string;
  state: SessionState;
  options: SessionOptions;
  payment: Payment | null;
  ipnPosts: IpnPost[];
  validations: number;
  validatedOn: string | null;
  refunds: RefundRecord[];
};

type Answer = { status: number; json: unknown };

class ControlError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Starts the stand-in on 127.0.0.1 (a free port). One store is the shop's (`storeId`, `storePassword`); `otherStores`
 * are further merchants of the same gateway, so a test can show that one store's val_id means nothing to another.
 */
export async function startSslcommerzGateway(
  options: { storeId?: string; storePassword?: string; otherStores?: StoreCredentials[] } = {},
): Promise<SslcommerzGateway> {
  const storeId = options.storeId ?? 'mrittika0test';
  // The sandbox hands out passwords of this shape: the store id, then "@ssl".
  const storePassword = options.storePassword ?? `${storeId}@ssl`;
  const stores = new Map<string, string>([[storeId, storePassword], ...(options.otherStores ?? []).map((store) => [store.storeId, store.storePassword] as const)]);

  const sessions = new Map<string, Session>();
  const valIds = new Map<string, Session>();
  const refunds = new Map<string, { session: Session; refund: RefundRecord }>();
  const calls: GatewayCall[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const stopping = new AbortController();
  let baseUrl = '';

  const authenticated = (fields: Record<string, string>) =>
    Boolean(fields.store_id) && stores.has(fields.store_id!) && stores.get(fields.store_id!) === fields.store_passwd;

  /** A session by its session key, else by its tran_id (unique within a store; tests use one store). */
  const findSession = (key: string): Session | undefined =>
    sessions.get(key) ?? [...sessions.values()].find((session) => session.tranId === key);

  // The session API --------------------------------------------------------------------------------------------------

  function openSession(fields: Record<string, string>): Answer {
    const refuse = (failedreason: string): Answer => ({ status: 200, json: { status: 'FAILED', failedreason, sessionkey: '', gw: null, GatewayPageURL: '' } });
    if (!authenticated(fields)) return refuse('Store Credential Error Or Store is De-active');
    const missing: string[] = MANDATORY_FIELDS.filter((name) => !fields[name]?.trim());
    if (fields.shipping_method?.trim().toUpperCase() === 'YES') missing.push(...SHIPPING_FIELDS.filter((name) => !fields[name]?.trim()));
    if (missing.length > 0) return refuse(`Invalid Information: ${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} missing`);
    const amountPaisa = paisa(fields.total_amount!);
    if (amountPaisa === null) return refuse(`Invalid Information: total_amount "${fields.total_amount}" is not an amount`);
    if (amountPaisa < MIN_PAISA || amountPaisa > MAX_PAISA) return refuse('Invalid Information: total_amount must be from 10.00 to 500000.00 BDT');
    // The real gateway converts other currencies to BDT at the day's rate; the shop only charges BDT.
    if (fields.currency!.trim().toUpperCase() !== 'BDT') return refuse('Invalid Information: this stand-in takes BDT only');
    if (fields.tran_id!.length > 30) return refuse('Invalid Information: tran_id is longer than 30 characters');
    const tranId = fields.tran_id!;
    if ([...sessions.values()].some((session) => session.storeId === fields.store_id && session.tranId === tranId)) {
      return refuse(`Duplicate transaction ID: ${tranId} is already used by this store`);
    }

    const sessionKey = randomBytes(16).toString('hex').toUpperCase();
    sessions.set(sessionKey, {
      sessionKey,
      tranId,
      storeId: fields.store_id!,
      fields: without(fields, 'store_passwd'),
      amountPaisa,
      currency: 'BDT',
      openedAt: new Date().toISOString(),
      state: 'PENDING',
      options: { ...DEFAULT_OPTIONS },
      payment: null,
      ipnPosts: [],
      validations: 0,
      validatedOn: null,
      refunds: [],
    });
    const page = `${baseUrl}${PATHS.page}?Q=pay&SESSIONKEY=${sessionKey}`;
    return {
      status: 200,
      json: {
        status: 'SUCCESS',
        failedreason: '',
        sessionkey: sessionKey,
        gw: {
          visa: 'city_visa,ebl_visa,visacard',
          master: 'city_master,ebl_master,mastercard',
          amex: 'city_amex,amexcard',
          othercards: 'qcash,fastcash',
          internetbanking: 'city,bankasia,ibbl,mtbl',
          mobilebanking: 'dbblmobilebanking,bkash,nagad,abbank,ibbl',
        },
        redirectGatewayURL: `${baseUrl}${PATHS.page}?Q=REDIRECT&SESSIONKEY=${sessionKey}&cardname=`,
        directPaymentURLBank: '',
        directPaymentURLCard: '',
        directPaymentURL: '',
        redirectGatewayURLFailed: '',
        GatewayPageURL: page,
        storeBanner: `${baseUrl}${PATHS.images}banner.png`,
        storeLogo: `${baseUrl}${PATHS.images}logo.png`,
        store_name: fields.store_id,
        desc: [],
        is_direct_pay_enable: '0',
      },
    };
  }

  // Completing a payment (the hosted page, or the control API) -------------------------------------------------------

  /** Settles the session now (so that a second click finds it completed), then sends the IPN as the session says. */
  async function complete(session: Session, outcome: PaymentOutcome): Promise<CompletedPayment> {
    if (session.state !== 'PENDING') throw new ControlError(409, `Session ${session.tranId} is already ${session.state}.`);
    const now = new Date();
    const paid = outcome === 'success';
    const paidPaisa = paid && session.options.paidAmount !== null ? (paisa(session.options.paidAmount) ?? session.amountPaisa) : session.amountPaisa;
    const valId = paid ? `${compactDhakaTime(now)}${randomBytes(5).toString('hex').toUpperCase()}` : null;
    const bankTranId = paid ? `${compactDhakaTime(now)}${randomBytes(3).toString('hex').toUpperCase()}` : null;
    session.state = paid ? 'VALID' : outcome === 'fail' ? 'FAILED' : 'CANCELLED';
    const fields = signed(
      {
        status: session.state,
        tran_date: dhakaTime(now),
        tran_id: session.tranId,
        ...(paid ? { val_id: valId! } : { error: outcome === 'fail' ? 'Declined by the issuing bank' : 'Cancelled by User' }),
        amount: money(paidPaisa),
        ...(paid ? { store_amount: money(storeAmount(paidPaisa)) } : {}),
        currency: 'BDT',
        bank_tran_id: bankTranId ?? '',
        ...(paid ? TEST_CARD : {}),
        store_id: session.storeId,
        ...conversionAndPassThrough(session, money(paidPaisa)),
        ...(paid ? { risk_level: session.options.risk, risk_title: session.options.risk === '1' ? 'Risky' : 'Safe' } : {}),
      },
      stores.get(session.storeId) ?? '',
    );
    const returnUrl = session.fields[paid ? 'success_url' : outcome === 'fail' ? 'fail_url' : 'cancel_url'] ?? '';
    session.payment = { completedAt: now.toISOString(), tranDate: fields.tran_date!, valId, bankTranId, paidPaisa, returnUrl, fields };
    if (valId) valIds.set(valId, session);

    let ipn: { status: number } | null = null;
    if (session.options.ipn === 'before-return') ipn = await postIpn(session);
    else if (session.options.ipn === 'after-return') {
      const timer = setTimeout(() => {
        timers.delete(timer);
        void postIpn(session);
      }, session.options.ipnDelayMs);
      timers.add(timer);
    }
    return { returnUrl, fields, ipn };
  }

  /** Posts the session's IPN to its ipn_url; null when it has none (the real gateway would use the panel's). */
  async function postIpn(session: Session): Promise<{ status: number } | null> {
    const url = session.fields.ipn_url;
    if (!url || !session.payment) return null;
    const answer = await postForm(url, session.payment.fields, stopping.signal);
    session.ipnPosts.push({ at: new Date().toISOString(), url, ...answer, fields: session.payment.fields });
    return { status: answer.status };
  }

  async function paymentPage(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    const session = sessions.get(url.searchParams.get('SESSIONKEY') ?? '');
    if (!session) return html(response, 404, errorPage('Payment session not found', 'This payment session does not exist or has expired.'));
    if (!isPending(session)) return html(response, 409, completedPage(session));
    if (request.method === 'GET') return html(response, 200, paymentChooser(session));
    if (request.method !== 'POST') return text(response, 405, 'Method not allowed');
    const outcome = new URLSearchParams(await body(request)).get('outcome');
    if (outcome !== 'success' && outcome !== 'fail' && outcome !== 'cancel') {
      return html(response, 400, errorPage('Choose an outcome', 'Press Success, Fail or Cancel.'));
    }
    // A second click may have completed the session while this request's body was read.
    if (!isPending(session)) return html(response, 409, completedPage(session));
    return html(response, 200, returnPage(await complete(session, outcome)));
  }

  // The validation API -----------------------------------------------------------------------------------------------

  function validate(fields: Record<string, string>): Answer {
    if (!fields.val_id || !fields.store_id) return { status: 200, json: { status: 'INVALID_TRANSACTION', APIConnect: 'INVALID_REQUEST' } };
    const session = valIds.get(fields.val_id);
    // Unreachable means no answer at all, whatever was asked.
    if (session?.options.validation === 'down') return { status: 503, json: null };
    if (!authenticated(fields)) return { status: 200, json: { status: 'INVALID_TRANSACTION', APIConnect: 'FAILED' } };
    if (!session || session.storeId !== fields.store_id || !session.payment) return { status: 200, json: { status: 'INVALID_TRANSACTION', APIConnect: 'DONE' } };
    // The first answer for a val_id says VALID, every later one VALIDATED: a second use of one payment shows.
    const status = session.validations === 0 ? 'VALID' : 'VALIDATED';
    session.validations += 1;
    session.validatedOn ??= dhakaTime(new Date());
    return { status: 200, json: { ...paymentDetails(session), status, APIConnect: 'DONE', validated_on: session.validatedOn, gw_version: '3.00' } };
  }

  /** The payment as the validator APIs describe it: the return fields without what only the return carries. */
  function paymentDetails(session: Session): Record<string, string> {
    const details = without(session.payment?.fields ?? {}, 'status', 'error', 'store_id', 'verify_sign', 'verify_sign_sha2', 'verify_key');
    return { ...details, emi_instalment: '0', emi_amount: '0.00', emi_description: '', emi_issuer: '', account_details: '' };
  }

  // The transaction API: transaction query, refund, refund query -----------------------------------------------------

  function transactionApi(fields: Record<string, string>): Answer {
    if (!fields.store_id || !fields.store_passwd) return { status: 200, json: { APIConnect: 'INVALID_REQUEST' } };
    if (!authenticated(fields)) return { status: 200, json: { APIConnect: 'FAILED' } };
    const ownSessions = [...sessions.values()].filter((session) => session.storeId === fields.store_id);
    if (fields.refund_ref_id) return refundQuery(fields.store_id, fields.refund_ref_id);
    if (fields.bank_tran_id) return initiateRefund(ownSessions, fields);
    if (fields.sessionkey) {
      const session = ownSessions.find((candidate) => candidate.sessionKey === fields.sessionkey);
      if (!session) return { status: 200, json: { status: 'INVALID_TRANSACTION', APIConnect: 'DONE' } };
      return { status: 200, json: { ...transactionRecord(session), sessionkey: session.sessionKey, APIConnect: 'DONE' } };
    }
    if (fields.tran_id) {
      const element = ownSessions.filter((session) => session.tranId === fields.tran_id).map(transactionRecord);
      return { status: 200, json: { APIConnect: 'DONE', no_of_trans_found: element.length, element } };
    }
    return { status: 200, json: { APIConnect: 'INVALID_REQUEST' } };
  }

  function transactionRecord(session: Session): Record<string, string> {
    const status = session.state === 'VALID' && session.validations > 0 ? 'VALIDATED' : session.state;
    const amount = money(session.payment?.paidPaisa ?? session.amountPaisa);
    return {
      val_id: session.payment?.valId ?? '',
      status,
      validated_on: session.validatedOn ?? '',
      ...conversionAndPassThrough(session, amount),
      tran_date: session.payment?.tranDate ?? dhakaTime(new Date(session.openedAt)),
      tran_id: session.tranId,
      amount,
      store_amount: session.state === 'VALID' ? money(storeAmount(session.payment!.paidPaisa)) : '0.00',
      bank_tran_id: session.payment?.bankTranId ?? '',
      card_type: session.state === 'VALID' ? TEST_CARD.card_type : '',
      risk_title: session.state === 'VALID' ? (session.payment?.fields.risk_title ?? '') : '',
      risk_level: session.state === 'VALID' ? (session.payment?.fields.risk_level ?? '') : '',
      currency: 'BDT',
      bank_gw: session.state === 'VALID' ? 'DBBL' : '',
      card_no: session.state === 'VALID' ? TEST_CARD.card_no : '',
      card_issuer: session.state === 'VALID' ? TEST_CARD.card_issuer : '',
      card_brand: session.state === 'VALID' ? TEST_CARD.card_brand : '',
      card_issuer_country: session.state === 'VALID' ? TEST_CARD.card_issuer_country : '',
      card_issuer_country_code: session.state === 'VALID' ? TEST_CARD.card_issuer_country_code : '',
      gw_version: '3.00',
      emi_instalment: '0',
      emi_amount: '0.00',
      emi_description: '',
      emi_issuer: '',
      error: session.payment?.fields.error ?? '',
    };
  }

  function initiateRefund(ownSessions: Session[], fields: Record<string, string>): Answer {
    const bankTranId = fields.bank_tran_id!;
    const refuse = (errorReason: string, apiConnect = 'DONE'): Answer => ({
      status: 200,
      json: { APIConnect: apiConnect, bank_tran_id: bankTranId, trans_id: '', refund_ref_id: '', status: 'failed', errorReason },
    });
    if (!fields.refund_amount || !fields.refund_remarks) return refuse('refund_amount and refund_remarks are mandatory', 'INVALID_REQUEST');
    const session = ownSessions.find((candidate) => candidate.payment?.bankTranId === bankTranId);
    if (!session || session.state !== 'VALID' || !session.payment) return refuse(`No successful transaction with bank_tran_id ${bankTranId}`);
    const granted = (refund: RefundRecord) => ({
      status: 200,
      json: { APIConnect: 'DONE', bank_tran_id: bankTranId, trans_id: session.tranId, refund_ref_id: refund.refundRefId, status: 'success', errorReason: '' },
    });
    // A retry with the same refund_trans_id finds the refund it asked for, rather than a second one.
    const again = fields.refund_trans_id ? session.refunds.find((refund) => refund.refundTransId === fields.refund_trans_id) : undefined;
    if (again) return granted(again);
    const amountPaisa = paisa(fields.refund_amount);
    if (amountPaisa === null || amountPaisa <= 0) return refuse(`refund_amount "${fields.refund_amount}" is not an amount`);
    const refundedPaisa = session.refunds.filter((refund) => refund.status !== 'cancelled').reduce((sum, refund) => sum + (paisa(refund.amount) ?? 0), 0);
    const leftPaisa = session.payment.paidPaisa - refundedPaisa;
    if (amountPaisa > leftPaisa) return refuse(`Refund amount ${money(amountPaisa)} is more than the ${money(leftPaisa)} left to refund`);
    const now = dhakaTime(new Date());
    const instant = session.options.refund === 'instant';
    const refund: RefundRecord = {
      refundRefId: randomBytes(7).toString('hex').slice(0, 13),
      bankTranId,
      tranId: session.tranId,
      amount: money(amountPaisa),
      remarks: fields.refund_remarks,
      refeId: fields.refe_id ?? '',
      refundTransId: fields.refund_trans_id ?? '',
      status: instant ? 'refunded' : 'processing',
      initiatedOn: now,
      refundedOn: instant ? now : '',
    };
    session.refunds.push(refund);
    refunds.set(refund.refundRefId, { session, refund });
    return granted(refund);
  }

  function refundQuery(storeOfCaller: string, refundRefId: string): Answer {
    const found = refunds.get(refundRefId);
    if (!found || found.session.storeId !== storeOfCaller) {
      return { status: 200, json: { APIConnect: 'DONE', bank_tran_id: '', tran_id: '', refund_ref_id: refundRefId, initiated_on: '', refunded_on: '', status: 'failed', errorReason: 'Invalid refund_ref_id' } };
    }
    const { refund } = found;
    return {
      status: 200,
      json: {
        APIConnect: 'DONE',
        bank_tran_id: refund.bankTranId,
        tran_id: refund.tranId,
        refund_ref_id: refund.refundRefId,
        initiated_on: refund.initiatedOn,
        refunded_on: refund.refundedOn,
        status: refund.status,
        errorReason: refund.status === 'cancelled' ? 'Refund cancelled by the bank' : '',
      },
    };
  }

  // The test-control API ---------------------------------------------------------------------------------------------

  const sessionFor = (key: string) => {
    const session = findSession(decodeURIComponent(key));
    if (!session) throw new ControlError(404, `No session with tran_id or session key ${key}.`);
    return session;
  };

  const controlRoutes: Array<[string, RegExp, (match: string[], input: Record<string, unknown>, url: URL) => Promise<unknown> | unknown]> = [
    ['GET', /^\/__stand-in\/sessions$/, (_match, _input, url) => {
      const email = url.searchParams.get('cus_email')?.toLowerCase();
      return [...sessions.values()].filter((session) => !email || session.fields.cus_email?.toLowerCase() === email).map(snapshot);
    }],
    ['GET', /^\/__stand-in\/sessions\/([^/]+)$/, ([key]) => snapshot(sessionFor(key!))],
    ['POST', /^\/__stand-in\/sessions\/([^/]+)\/options$/, ([key], input) => {
      const session = sessionFor(key!);
      session.options = { ...session.options, ...sessionOptions(input) };
      return session.options;
    }],
    ['POST', /^\/__stand-in\/sessions\/([^/]+)\/complete$/, ([key], input) => {
      const outcome = input.outcome;
      if (outcome !== 'success' && outcome !== 'fail' && outcome !== 'cancel') throw new ControlError(400, 'outcome must be success, fail or cancel.');
      return complete(sessionFor(key!), outcome);
    }],
    ['POST', /^\/__stand-in\/sessions\/([^/]+)\/ipn$/, async ([key]) => {
      const session = sessionFor(key!);
      if (!session.payment) throw new ControlError(409, `Session ${session.tranId} is not completed: it has no IPN yet.`);
      const answer = await postIpn(session);
      if (!answer) throw new ControlError(409, `Session ${session.tranId} has no ipn_url.`);
      return answer;
    }],
    ['POST', /^\/__stand-in\/ipn$/, (_match, input) => {
      if (typeof input.url !== 'string' || !input.fields || typeof input.fields !== 'object') throw new ControlError(400, 'Give url and fields.');
      return postForm(input.url, Object.fromEntries(Object.entries(input.fields).map(([name, value]) => [name, String(value)])), stopping.signal);
    }],
    ['POST', /^\/__stand-in\/refunds\/([^/]+)\/settle$/, ([refundRefId], input) => {
      const found = refunds.get(decodeURIComponent(refundRefId!));
      if (!found) throw new ControlError(404, `No refund ${refundRefId}.`);
      const status = input.status ?? 'refunded';
      if (status !== 'refunded' && status !== 'cancelled') throw new ControlError(400, 'status must be refunded or cancelled.');
      if (found.refund.status !== 'processing') throw new ControlError(409, `Refund ${refundRefId} is already ${found.refund.status}.`);
      found.refund.status = status;
      if (status === 'refunded') found.refund.refundedOn = dhakaTime(new Date());
      return found.refund;
    }],
    ['GET', /^\/__stand-in\/calls$/, (_match, _input, url) => {
      const key = url.searchParams.get('key');
      if (!key) return calls;
      const session = findSession(key);
      if (!session) return [];
      // The identifiers by which a call can name this session.
      const names = new Set([session.tranId, session.sessionKey, session.payment?.valId, session.payment?.bankTranId, ...session.refunds.map((refund) => refund.refundRefId)].filter(Boolean));
      return calls.filter((call) => ['tran_id', 'sessionkey', 'val_id', 'bank_tran_id', 'refund_ref_id'].some((name) => names.has(call.fields[name])));
    }],
  ];

  async function control(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    for (const [method, pattern, run] of controlRoutes) {
      const match = pattern.exec(url.pathname);
      if (!match || request.method !== method) continue;
      try {
        const raw = request.method === 'POST' ? await body(request) : '';
        const input: unknown = raw.trim() ? JSON.parse(raw) : {};
        if (!input || typeof input !== 'object' || Array.isArray(input)) throw new ControlError(400, 'Send a JSON object.');
        return json(response, 200, await run(match.slice(1), input as Record<string, unknown>, url));
      } catch (error) {
        if (error instanceof ControlError) return json(response, error.status, { error: error.message });
        if (error instanceof SyntaxError) return json(response, 400, { error: `Not JSON: ${error.message}` });
        throw error;
      }
    }
    return json(response, 404, { error: `No control route ${request.method} ${url.pathname}.` });
  }

  // The server -------------------------------------------------------------------------------------------------------

  /** Answers one of the gateway's APIs and keeps the call (without the password) for the control API. */
  function answerApi(response: ServerResponse, method: string, path: string, fields: Record<string, string>, answer: Answer): void {
    calls.push({ at: new Date().toISOString(), method, path, fields: without(fields, 'store_passwd'), status: answer.status });
    if (answer.status === 503) return text(response, 503, 'Service Unavailable');
    return json(response, answer.status, answer.json);
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', baseUrl);
    const method = request.method ?? 'GET';
    const query = Object.fromEntries(url.searchParams);
    if (url.pathname === PATHS.session) {
      if (method !== 'POST') return answerApi(response, method, url.pathname, query, { status: 200, json: { status: 'FAILED', failedreason: 'Send the session request by POST' } });
      const fields = await formFields(request);
      return answerApi(response, method, url.pathname, fields, openSession(fields));
    }
    if (url.pathname === PATHS.page) return paymentPage(request, response, url);
    if (url.pathname === PATHS.validation) return answerApi(response, method, url.pathname, query, validate(query));
    if (url.pathname === PATHS.transaction) {
      const fields = method === 'POST' ? { ...query, ...(await formFields(request)) } : query;
      return answerApi(response, method, url.pathname, fields, transactionApi(fields));
    }
    if (url.pathname.startsWith('/__stand-in/')) return control(request, response, url);
    if (url.pathname.startsWith(PATHS.images) && method === 'GET') {
      response.writeHead(200, { 'Content-Type': 'image/png', 'Cache-Control': 'max-age=3600' }).end(PIXEL);
      return;
    }
  }

  const served = await serveOnLoopback(handle);
  baseUrl = served.baseUrl;
  return {
    baseUrl,
    storeId,
    storePassword,
    stop: async () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      stopping.abort();
      await served.close();
    },
  };
}

/** A function, not an inline test: the state changes across an await, which TypeScript's narrowing does not see. */
/**
 * What the gateway repeats in its IPN and its transaction records alike: the currency the customer paid in (always
 * BDT here, at 1.0000) and the merchant's own value_a to value_d, as the session was opened with them.
 */
function conversionAndPassThrough(session: Session, amount: string): Record<string, string> {
  return {
    currency_type: 'BDT',
    currency_amount: amount,
    currency_rate: '1.0000',
    base_fair: '0.00',
    value_a: session.fields.value_a ?? '',
    value_b: session.fields.value_b ?? '',
    value_c: session.fields.value_c ?? '',
    value_d: session.fields.value_d ?? '',
  };
}

function isPending(session: Session): boolean {
  return session.state === 'PENDING';
}

function completedPage(session: Session): string {
  return errorPage('Payment already completed', `This payment session is already ${session.state.toLowerCase()}.`);
}

function snapshot(session: Session): SessionSnapshot {
  return structuredClone({
    tranId: session.tranId,
    sessionKey: session.sessionKey,
    storeId: session.storeId,
    fields: session.fields,
    amount: money(session.amountPaisa),
    currency: session.currency,
    state: session.state,
    valId: session.payment?.valId ?? null,
    bankTranId: session.payment?.bankTranId ?? null,
    tranDate: session.payment?.tranDate ?? null,
    paidAmount: session.payment && session.state === 'VALID' ? money(session.payment.paidPaisa) : null,
    options: session.options,
    openedAt: session.openedAt,
    completedAt: session.payment?.completedAt ?? null,
    returnUrl: session.payment?.returnUrl ?? null,
    returnFields: session.payment?.fields ?? null,
    ipnPosts: session.ipnPosts,
    validations: session.validations,
    validatedOn: session.validatedOn,
    refunds: session.refunds,
  });
}

/** Checks a control request's options field by field: a typo must fail the test that made it, not be ignored. */
function sessionOptions(input: Record<string, unknown>): Partial<SessionOptions> {
  const options: Partial<SessionOptions> = {};
  const oneOf = <T extends string>(name: keyof SessionOptions, allowed: readonly T[]): T | undefined => {
    const value = input[name];
    if (value === undefined) return undefined;
    if (typeof value !== 'string' || !allowed.includes(value as T)) throw new ControlError(400, `${name} must be one of ${allowed.join(', ')}.`);
    return value as T;
  };
  for (const name of Object.keys(input)) {
    if (!(name in DEFAULT_OPTIONS)) throw new ControlError(400, `Unknown option ${name}.`);
  }
  const ipn = oneOf('ipn', ['before-return', 'after-return', 'none'] as const);
  if (ipn) options.ipn = ipn;
  const risk = oneOf('risk', ['0', '1'] as const);
  if (risk) options.risk = risk;
  const validation = oneOf('validation', ['up', 'down'] as const);
  if (validation) options.validation = validation;
  const refund = oneOf('refund', ['instant', 'processing'] as const);
  if (refund) options.refund = refund;
  if (input.ipnDelayMs !== undefined) {
    if (typeof input.ipnDelayMs !== 'number' || !(input.ipnDelayMs >= 0)) throw new ControlError(400, 'ipnDelayMs must be a number of milliseconds.');
    options.ipnDelayMs = input.ipnDelayMs;
  }
  if (input.paidAmount !== undefined) {
    if (input.paidAmount !== null && (typeof input.paidAmount !== 'string' || paisa(input.paidAmount) === null)) {
      throw new ControlError(400, 'paidAmount must be an amount such as "6400.00", or null.');
    }
    options.paidAmount = input.paidAmount === null ? null : money(paisa(input.paidAmount)!);
  }
  return options;
}

/**
 * Signs fields the way SSLCommerz does, so that a merchant checking verify_sign finds it right: verify_key lists the
 * signed fields; the signature is the md5 of "name=value" pairs joined by "&" in name order, over those fields and
 * store_passwd (whose value is the md5 of the store password). verify_sign_sha2 is the same string's SHA-256.
 */
function signed(fields: Record<string, string>, storePassword: string): Record<string, string> {
  const signedFields: Record<string, string> = { ...fields, store_passwd: md5(storePassword) };
  const hashed = Object.keys(signedFields)
    .sort()
    .map((name) => `${name}=${signedFields[name]}`)
    .join('&');
  return { ...fields, verify_sign: md5(hashed), verify_sign_sha2: createHash('sha256').update(hashed).digest('hex'), verify_key: Object.keys(fields).sort().join(',') };
}

/** A copy of fields without some of them (the password, above all, never leaves the gateway). */
function without(fields: Record<string, string>, ...names: string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).filter(([name]) => !names.includes(name)));
}

/** Posts fields as a form, server to server; a merchant that cannot be reached answers 0 and why. */
async function postForm(url: string, fields: Record<string, string>, stop: AbortSignal): Promise<{ status: number; body: string }> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
      redirect: 'manual',
      signal: AbortSignal.any([stop, AbortSignal.timeout(IPN_TIMEOUT_MS)]),
    });
    return { status: response.status, body: (await response.text()).slice(0, 2000) };
  } catch (error) {
    return { status: 0, body: error instanceof Error ? `${error.message}${error.cause ? `: ${String(error.cause)}` : ''}` : String(error) };
  }
}

/** The fields of a POST body, form-urlencoded or multipart (the session API takes both). */
async function formFields(request: IncomingMessage): Promise<Record<string, string>> {
  const raw = await bodyBytes(request);
  const type = request.headers['content-type'] ?? '';
  if (!/^multipart\/form-data/i.test(type)) return Object.fromEntries(new URLSearchParams(raw.toString('utf8')));
  const form = await new Request('http://stand-in/', { method: 'POST', headers: { 'Content-Type': type }, body: new Uint8Array(raw) }).formData();
  return Object.fromEntries([...form.entries()].flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : [])));
}

/** An amount as the gateway takes it ("6500", "6500.5", "6500.00") in paisa; null when it is not one. */
function paisa(amount: string): number | null {
  return /^\s*\d{1,9}(\.\d{1,2})?\s*$/.test(amount) ? Math.round(Number(amount) * 100) : null;
}

/** Paisa as the gateway writes amounts: "6500.00". */
function money(paisaAmount: number): string {
  return (paisaAmount / 100).toFixed(2);
}

function storeAmount(paidPaisa: number): number {
  return paidPaisa - Math.round(paidPaisa * CHARGE_RATE);
}

/** The gateway's clock is Dhaka's (UTC+6, no daylight saving): "2026-04-12 15:30:45". */
function dhakaTime(date: Date): string {
  return new Date(date.getTime() + 6 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** "260412153045", the time prefix of the gateway's ids. */
function compactDhakaTime(date: Date): string {
  return dhakaTime(date).replace(/\D/g, '').slice(2);
}

function md5(value: string): string {
  return createHash('md5').update(value).digest('hex');
}

function paymentChooser(session: Session): string {
  const amount = `${money(session.amountPaisa)} ${session.currency}`;
  return page(
    `Pay ${amount}`,
    `<h1>SSLCOMMERZ test payment</h1>
<p>This is a stand-in of the payment gateway: no card is asked for. Choose how the payment ends.</p>
<dl>
<dt>Merchant</dt><dd>${escapeHtml(session.storeId)}</dd>
<dt>Amount</dt><dd id="amount">${escapeHtml(amount)}</dd>
<dt>Transaction</dt><dd>${escapeHtml(session.tranId)}</dd>
<dt>Product</dt><dd>${escapeHtml(session.fields.product_name ?? '')}</dd>
</dl>
<form method="post">
<button type="submit" name="outcome" value="success">Success</button>
<button type="submit" name="outcome" value="fail">Fail</button>
<button type="submit" name="outcome" value="cancel">Cancel</button>
</form>`,
  );
}

/**
 * The browser goes back to the merchant by a POST of the return fields, as SSLCommerz sends it: submitted by a
 * one-line script, or by the visible button when scripts are off.
 */
function returnPage(completed: CompletedPayment): string {
  const hidden = Object.entries(completed.fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
  return page(
    'Returning to the merchant',
    `<h1>Returning to the merchant</h1>
<form id="return" method="post" action="${escapeHtml(completed.returnUrl)}">
${hidden}
<button type="submit">Return to the merchant</button>
</form>
<script>document.getElementById('return').submit();</script>`,
  );
}

function errorPage(title: string, message: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`);
}

function page(title: string, main: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} - SSLCOMMERZ (test)</title></head>
<body><main>${main}</main></body></html>`;
}

function html(response: ServerResponse, status: number, value: string): void {
  response.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).end(value);
}
