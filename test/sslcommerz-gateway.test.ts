/**
 * The SSLCommerz stand-in, driven end to end as the shop will drive it: a session opened over the session API, the
 * hosted page's buttons, the IPN received by a tiny merchant on loopback, the validation API, the transaction query,
 * refunds; and the control API that the shop's own tests lean on.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSslcommerzGateway, type SslcommerzGateway } from './sslcommerz-gateway';
import {
  completePayment,
  customerSessions,
  forgeIpn,
  gatewayCalls,
  gatewaySession,
  GatewayControlError,
  resendIpn,
  returnToMerchant,
  setSessionOptions,
  settleRefund,
  waitForIpn,
} from './sslcommerz-control';

type Received = { path: string; fields: Record<string, string> };

let gateway: SslcommerzGateway;
let merchant: Server;
let merchantUrl = '';
const received: Received[] = [];
const otherStore = { storeId: 'otherstore0test', storePassword: 'otherstore0test@ssl' };

beforeAll(async () => {
  gateway = await startSslcommerzGateway({ otherStores: [otherStore] });
  // The merchant: keeps what the gateway (or the test, as the browser) posts, answers 200; /ipn-down answers 500.
  merchant = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', fields: Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))) });
      response.writeHead(request.url === '/ipn-down' ? 500 : 200, { 'Content-Type': 'text/plain' }).end('noted');
    });
  });
  await new Promise<void>((resolve) => merchant.listen(0, '127.0.0.1', resolve));
  merchantUrl = `http://127.0.0.1:${(merchant.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await gateway?.stop();
  await new Promise((resolve) => merchant?.close(resolve));
});

/** A customer of one test: tests share the stand-in, as the shop's tests do. */
function customer() {
  return `buyer-${randomUUID().slice(0, 8)}@mrittika.test`;
}

function sessionFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    store_id: gateway.storeId,
    store_passwd: gateway.storePassword,
    total_amount: '6500.00',
    currency: 'BDT',
    tran_id: `T${randomUUID().replace(/-/g, '').slice(0, 20)}`,
    success_url: `${merchantUrl}/success`,
    fail_url: `${merchantUrl}/fail`,
    cancel_url: `${merchantUrl}/cancel`,
    ipn_url: `${merchantUrl}/ipn`,
    cus_name: 'Rahim Uddin',
    cus_email: customer(),
    cus_add1: '12 Tejgaon Industrial Area',
    cus_city: 'Dhaka',
    cus_country: 'Bangladesh',
    cus_phone: '01711111111',
    shipping_method: 'NO',
    num_of_item: '2',
    product_name: 'Tile cutter',
    product_category: 'Tools',
    product_profile: 'physical-goods',
    value_a: 'order-1',
    ...overrides,
  };
}

async function openSession(fields: Record<string, string>, body: URLSearchParams | FormData = new URLSearchParams(fields)) {
  const response = await fetch(`${gateway.baseUrl}/gwprocess/v4/api.php`, { method: 'POST', body });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, string>;
}

async function api(path: string, query: Record<string, string>, credentials = { store_id: gateway.storeId, store_passwd: gateway.storePassword }) {
  const response = await fetch(`${gateway.baseUrl}${path}?${new URLSearchParams({ ...query, ...credentials, format: 'json' })}`);
  return { status: response.status, body: response.status === 200 ? ((await response.json()) as Record<string, unknown>) : null };
}

const validate = (valId: string, credentials?: { store_id: string; store_passwd: string }) =>
  api('/validator/api/validationserverAPI.php', { val_id: valId, v: '1' }, credentials);
const transactionApi = (query: Record<string, string>) => api('/validator/api/merchantTransIDvalidationAPI.php', query);

/** The published check of verify_sign, written here on its own so that it tests the stand-in rather than repeats it. */
function signatureHolds(fields: Record<string, string>, storePassword: string): boolean {
  const signedFields = Object.fromEntries((fields.verify_key ?? '').split(',').map((name) => [name, fields[name] ?? '']));
  signedFields.store_passwd = createHash('md5').update(storePassword).digest('hex');
  const hashed = Object.keys(signedFields)
    .sort()
    .map((name) => `${name}=${signedFields[name]}`)
    .join('&');
  return createHash('md5').update(hashed).digest('hex') === fields.verify_sign;
}

describe('the SSLCommerz stand-in', () => {
  it('takes a payment: session, hosted page, IPN before the return, then VALID and VALIDATED', async () => {
    const fields = sessionFields();
    const session = await openSession(fields);
    expect(session).toMatchObject({ status: 'SUCCESS', failedreason: '', sessionkey: expect.stringMatching(/^[0-9A-F]{32}$/), desc: [] });
    expect(session.GatewayPageURL).toBe(`${gateway.baseUrl}/gwprocess/v4/gw.php?Q=pay&SESSIONKEY=${session.sessionkey}`);

    const page = await fetch(session.GatewayPageURL!);
    const chooser = await page.text();
    expect(page.status).toBe(200);
    expect(chooser).toContain('6500.00 BDT');
    for (const outcome of ['success', 'fail', 'cancel']) expect(chooser).toContain(`name="outcome" value="${outcome}"`);
    expect(chooser).not.toMatch(/card number|cvv/i);

    const back = await fetch(session.GatewayPageURL!, { method: 'POST', body: new URLSearchParams({ outcome: 'success' }) });
    const returnPage = await back.text();
    expect(back.status).toBe(200);
    expect(returnPage).toContain(`action="${merchantUrl}/success"`);
    expect(returnPage).toContain('Return to the merchant');

    // 'before-return': the IPN had reached the merchant before the browser was answered.
    const ipn = received.find((post) => post.path === '/ipn' && post.fields.tran_id === fields.tran_id)!;
    expect(ipn.fields).toMatchObject({
      status: 'VALID',
      tran_id: fields.tran_id,
      amount: '6500.00',
      store_amount: '6337.50',
      currency: 'BDT',
      currency_type: 'BDT',
      currency_amount: '6500.00',
      value_a: 'order-1',
      risk_level: '0',
      risk_title: 'Safe',
      card_no: expect.stringContaining('XXXXXX'),
      tran_date: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    });
    expect(signatureHolds(ipn.fields, gateway.storePassword)).toBe(true);
    expect(signatureHolds({ ...ipn.fields, amount: '1.00' }, gateway.storePassword)).toBe(false);
    expect(returnPage).toContain(`name="val_id" value="${ipn.fields.val_id}"`);

    const first = await validate(ipn.fields.val_id!);
    expect(first.body).toMatchObject({ status: 'VALID', APIConnect: 'DONE', tran_id: fields.tran_id, amount: '6500.00', bank_tran_id: ipn.fields.bank_tran_id, gw_version: expect.any(String) });
    expect((await validate(ipn.fields.val_id!)).body).toMatchObject({ status: 'VALIDATED', val_id: ipn.fields.val_id });

    const kept = await gatewaySession(gateway.baseUrl, fields.tran_id!);
    expect(kept).toMatchObject({ state: 'VALID', sessionKey: session.sessionkey, paidAmount: '6500.00', validations: 2, valId: ipn.fields.val_id });
    expect(kept.ipnPosts).toEqual([expect.objectContaining({ status: 200, fields: ipn.fields })]);
    expect(kept.fields).not.toHaveProperty('store_passwd');

    // A session is paid once: the page and the control API refuse a second completion.
    expect((await fetch(session.GatewayPageURL!, { method: 'POST', body: new URLSearchParams({ outcome: 'success' }) })).status).toBe(409);
    await expect(completePayment(gateway.baseUrl, fields.tran_id!, 'success')).rejects.toMatchObject({ status: 409 });
  });

  it('refuses wrong credentials, missing fields, amounts out of range, a reused tran_id, and foreign val_ids', async () => {
    const fields = sessionFields();
    expect(await openSession({ ...fields, store_passwd: 'wrong' })).toMatchObject({ status: 'FAILED', failedreason: expect.stringMatching(/credential/i) });
    expect(await openSession(sessionFields({ cus_email: '' }))).toMatchObject({ status: 'FAILED', failedreason: expect.stringContaining('cus_email') });
    expect(await openSession(sessionFields({ total_amount: '9.99' }))).toMatchObject({ status: 'FAILED' });
    expect(await openSession(sessionFields({ shipping_method: 'YES' }))).toMatchObject({ status: 'FAILED', failedreason: expect.stringContaining('ship_name') });
    expect(await openSession(fields)).toMatchObject({ status: 'SUCCESS' });
    expect(await openSession(fields)).toMatchObject({ status: 'FAILED', failedreason: expect.stringMatching(/duplicate/i) });

    const { fields: paid } = await completePayment(gateway.baseUrl, fields.tran_id!, 'success');
    expect((await validate(paid.val_id!, { store_id: gateway.storeId, store_passwd: 'wrong' })).body).toMatchObject({ status: 'INVALID_TRANSACTION', APIConnect: 'FAILED' });
    expect((await validate('NO-SUCH-VAL-ID')).body).toMatchObject({ status: 'INVALID_TRANSACTION', APIConnect: 'DONE' });
    const other = { store_id: otherStore.storeId, store_passwd: otherStore.storePassword };
    expect((await validate(paid.val_id!, other)).body).toMatchObject({ status: 'INVALID_TRANSACTION', APIConnect: 'DONE' });
    expect((await api('/validator/api/merchantTransIDvalidationAPI.php', { tran_id: fields.tran_id! }, { ...other, store_passwd: 'x' })).body).toEqual({ APIConnect: 'FAILED' });
    // Refused calls do not spend the val_id: the shop's own first check still reads VALID.
    expect((await validate(paid.val_id!)).body).toMatchObject({ status: 'VALID' });

    const missing = await fetch(`${gateway.baseUrl}/gwprocess/v4/gw.php?Q=pay&SESSIONKEY=NOSUCHSESSION`);
    expect(missing.status).toBe(404);
  });

  it('opens a session from a multipart body too', async () => {
    const fields = sessionFields();
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    expect(await openSession(fields, form)).toMatchObject({ status: 'SUCCESS' });
  });

  it('finds transactions by tran_id, and refunds them through processing to refunded', async () => {
    const fields = sessionFields();
    const session = await openSession(fields);
    expect((await transactionApi({ tran_id: fields.tran_id! })).body).toMatchObject({ APIConnect: 'DONE', no_of_trans_found: 1, element: [{ status: 'PENDING', val_id: '' }] });

    const { fields: paid } = await completePayment(gateway.baseUrl, fields.tran_id!, 'success');
    expect((await transactionApi({ tran_id: fields.tran_id! })).body).toMatchObject({ element: [{ status: 'VALID', val_id: paid.val_id, amount: '6500.00', bank_tran_id: paid.bank_tran_id }] });
    await validate(paid.val_id!);
    expect((await transactionApi({ tran_id: fields.tran_id! })).body).toMatchObject({ element: [{ status: 'VALIDATED' }] });
    expect((await transactionApi({ sessionkey: session.sessionkey! })).body).toMatchObject({ status: 'VALIDATED', sessionkey: session.sessionkey, APIConnect: 'DONE' });
    expect((await transactionApi({ tran_id: 'NO-SUCH-TRAN' })).body).toEqual({ APIConnect: 'DONE', no_of_trans_found: 0, element: [] });

    const refund = (amount: string, refundTransId: string) =>
      transactionApi({ bank_tran_id: paid.bank_tran_id!, refund_amount: amount, refund_remarks: 'Order cancelled', refe_id: 'order-1', refund_trans_id: refundTransId });
    expect((await refund('7000.00', 'R1')).body).toMatchObject({ APIConnect: 'DONE', status: 'failed', errorReason: expect.any(String) });
    expect((await transactionApi({ bank_tran_id: 'NO-SUCH-BANK-TRAN', refund_amount: '10.00', refund_remarks: 'x' })).body).toMatchObject({ status: 'failed' });
    const granted = (await refund('1500.00', 'R2')).body!;
    expect(granted).toMatchObject({ APIConnect: 'DONE', status: 'success', bank_tran_id: paid.bank_tran_id, trans_id: fields.tran_id, refund_ref_id: expect.any(String), errorReason: '' });
    // The same refund_trans_id again is the same refund, not a second one.
    expect((await refund('1500.00', 'R2')).body).toMatchObject({ refund_ref_id: granted.refund_ref_id });
    // 6500.00 paid, 1500.00 refunding: 5000.01 is more than is left.
    expect((await refund('5000.01', 'R3')).body).toMatchObject({ status: 'failed' });

    const refundRefId = String(granted.refund_ref_id);
    expect((await transactionApi({ refund_ref_id: refundRefId })).body).toMatchObject({ APIConnect: 'DONE', status: 'processing', tran_id: fields.tran_id, refunded_on: '' });
    expect(await settleRefund(gateway.baseUrl, refundRefId)).toMatchObject({ status: 'refunded' });
    expect((await transactionApi({ refund_ref_id: refundRefId })).body).toMatchObject({ status: 'refunded', refunded_on: expect.stringMatching(/^\d{4}-/) });
    await expect(settleRefund(gateway.baseUrl, refundRefId, 'cancelled')).rejects.toBeInstanceOf(GatewayControlError);

    await setSessionOptions(gateway.baseUrl, fields.tran_id!, { refund: 'instant' });
    const instant = (await refund('100.00', 'R4')).body!;
    expect((await transactionApi({ refund_ref_id: String(instant.refund_ref_id) })).body).toMatchObject({ status: 'refunded' });
    expect((await gatewaySession(gateway.baseUrl, fields.tran_id!)).refunds.map((kept) => kept.status)).toEqual(['refunded', 'refunded']);
  });

  it("answers 503 from the validation API while a session's validation is down", async () => {
    const fields = sessionFields();
    await openSession(fields);
    const { fields: paid } = await completePayment(gateway.baseUrl, fields.tran_id!, 'success');
    await setSessionOptions(gateway.baseUrl, fields.tran_id!, { validation: 'down' });
    expect((await validate(paid.val_id!)).status).toBe(503);
    expect((await validate(paid.val_id!)).status).toBe(503);
    await setSessionOptions(gateway.baseUrl, fields.tran_id!, { validation: 'up' });
    expect((await validate(paid.val_id!)).body).toMatchObject({ status: 'VALID' });
    expect((await gatewaySession(gateway.baseUrl, fields.tran_id!)).validations).toBe(1);
    const calls = await gatewayCalls(gateway.baseUrl, fields.tran_id!);
    expect(calls.filter((call) => call.path.endsWith('validationserverAPI.php')).map((call) => call.status)).toEqual([503, 503, 200]);
  });

  it('bends a session through the control API: late, missing and resent IPNs, amounts, risk, failures', async () => {
    const email = customer();
    const late = sessionFields({ cus_email: email });
    await openSession(late);
    await setSessionOptions(gateway.baseUrl, late.tran_id!, { ipn: 'after-return', ipnDelayMs: 30, paidAmount: '6400', risk: '1' });
    const completed = await completePayment(gateway.baseUrl, late.tran_id!, 'success');
    expect(completed).toMatchObject({ returnUrl: `${merchantUrl}/success`, ipn: null, fields: { amount: '6400.00', risk_level: '1', risk_title: 'Risky' } });
    const afterIpn = await waitForIpn(gateway.baseUrl, late.tran_id!);
    expect(afterIpn).toMatchObject({ paidAmount: '6400.00', amount: '6500.00', ipnPosts: [{ status: 200 }] });
    expect((await resendIpn(gateway.baseUrl, late.tran_id!)).status).toBe(200);
    expect((await gatewaySession(gateway.baseUrl, late.tran_id!)).ipnPosts).toHaveLength(2);
    const back = await returnToMerchant(completed);
    expect(back.status).toBe(200);
    expect(received.filter((post) => post.path === '/success' && post.fields.tran_id === late.tran_id)).toHaveLength(1);

    const cancelled = sessionFields({ cus_email: email, ipn_url: `${merchantUrl}/ipn-down` });
    await openSession(cancelled);
    const cancel = await completePayment(gateway.baseUrl, cancelled.tran_id!, 'cancel');
    expect(cancel).toMatchObject({ returnUrl: `${merchantUrl}/cancel`, ipn: { status: 500 }, fields: { status: 'CANCELLED', error: expect.any(String) } });
    expect(cancel.fields).not.toHaveProperty('val_id');
    expect(signatureHolds(cancel.fields, gateway.storePassword)).toBe(true);
    expect((await transactionApi({ tran_id: cancelled.tran_id! })).body).toMatchObject({ element: [{ status: 'CANCELLED' }] });

    const failed = sessionFields({ cus_email: email });
    await openSession(failed);
    await setSessionOptions(gateway.baseUrl, failed.tran_id!, { ipn: 'none' });
    expect(await completePayment(gateway.baseUrl, failed.tran_id!, 'fail')).toMatchObject({ returnUrl: `${merchantUrl}/fail`, ipn: null, fields: { status: 'FAILED' } });
    expect((await gatewaySession(gateway.baseUrl, failed.tran_id!)).ipnPosts).toEqual([]);

    expect((await customerSessions(gateway.baseUrl, email)).map((session) => [session.tranId, session.state])).toEqual([
      [late.tran_id, 'VALID'],
      [cancelled.tran_id, 'CANCELLED'],
      [failed.tran_id, 'FAILED'],
    ]);
    await expect(setSessionOptions(gateway.baseUrl, late.tran_id!, { ipn: 'sometimes' as never })).rejects.toMatchObject({ status: 400 });
    await expect(gatewaySession(gateway.baseUrl, 'NO-SUCH-SESSION')).rejects.toMatchObject({ status: 404 });

    const forged = await forgeIpn(gateway.baseUrl, `${merchantUrl}/ipn`, { status: 'VALID', tran_id: late.tran_id!, val_id: 'FORGED' });
    expect(forged).toEqual({ status: 200, body: 'noted' });
    expect(received.at(-1)).toEqual({ path: '/ipn', fields: { status: 'VALID', tran_id: late.tran_id, val_id: 'FORGED' } });

    const calls = await gatewayCalls(gateway.baseUrl);
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every((call) => !('store_passwd' in call.fields))).toBe(true);
    expect(await gatewayCalls(gateway.baseUrl, late.tran_id!)).toEqual([expect.objectContaining({ method: 'POST', path: '/gwprocess/v4/api.php', status: 200 })]);
  });
});
