/**
 * Payments through the data layer, against the SSLCommerz stand-in on loopback (test/payments.ts): cash on delivery,
 * online payments whichever way their notices arrive, held payments, the payment window and refunds. Each test places
 * its own order of its own tool and counts what a person would: the order's state, its attempts, the stock, the
 * customer's mails and today's revenue. The bad cases (forgeries, changed amounts, wrong callers) are in
 * payments-attacks.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { AccessDeniedError } from '@/lib/domain/access';
import type { AuditAction } from '@/lib/domain/audit-actions';
import { ConflictError } from '@/lib/domain/errors';
import { errorAnswer } from '@/lib/http/answers';
import { AuditEntry } from '@/models/AuditEntry';
import { Order } from '@/models/Order';
import {
  account,
  attemptsOf,
  countsMoved,
  customerMails,
  expectPaidOnce,
  mailedSteps,
  makeTool,
  newOnlineOrder,
  newOrder,
  order,
  payInCash,
  paymentTests,
  quietly,
  refusal,
  reservedOf,
  revenueToday,
  startOnline,
  statusCounts,
  stockOf,
  storedOrder,
} from '@/test/payments';
import { completePayment, gatewayCalls, gatewaySession, resendIpn, setSessionOptions, settleRefund, waitForIpn } from '@/test/sslcommerz-control';
import {
  acceptHeldPayment,
  checkOrderPayment,
  choosePayment,
  expireUnpaidOrders,
  followPayments,
  handleGatewayNotice,
  recordCashReceived,
  refundOrder,
} from './payments';

const { stage, base } = paymentTests('data_payments');

/** The IPN answers the merchant gave for one transaction, as HTTP statuses. */
const ipnStatuses = (tranId: string) => stage().ipnAnswers.filter((answer) => answer.tranId === tranId).map((answer) => answer.status);

const auditEntries = (action: AuditAction, orderId: string) => AuditEntry.find({ action, 'target.id': orderId }).lean();

/** Moves an order's payment window into the past, as if its minutes had run out. */
const windowRunsOut = (orderId: string) => Order.updateOne({ _id: orderId }, { $set: { payableUntil: new Date(Date.now() - 1_000) } });

describe('cash on delivery', () => {
  it('confirms the order with its cash due and no revenue; the admin records the cash once: paid, counted, mailed, audited', async () => {
    const { buyer, tool, placed, revenue } = await newOrder('cash', { stock: 10, quantity: 2 });
    const admin = await account('cash-admin', 'admin');

    const choice = await choosePayment(buyer, placed.id, { method: 'cash' });
    expect(choice).toMatchObject({ method: 'cash', created: true, order: { id: placed.id, status: 'confirmed', payment: { method: 'cash', status: 'due' } } });
    expect(await storedOrder(placed.id)).toMatchObject({ status: 'confirmed', payment: { method: 'cash', status: 'due' } });
    expect((await attemptsOf(placed.id)).map((attempt) => [attempt.method, attempt.status, attempt.tranId, attempt.amount])).toEqual([
      ['cash', 'due', `cash-${placed.id}`, 2500],
    ]);
    expect(await revenueToday()).toBe(revenue);
    expect(await mailedSteps(placed.id)).toEqual(['confirmed', 'pending']);

    // A customer may not say the cash came: 403, and nothing moves.
    const denied = await recordCashReceived(buyer, placed.id).catch((error: unknown) => error);
    expect(denied).toBeInstanceOf(AccessDeniedError);
    expect(denied).toMatchObject({ status: 403 });
    expect((await storedOrder(placed.id)).payment?.status).toBe('due');

    const paid = await recordCashReceived(admin, placed.id);
    expect(paid).toMatchObject({ status: 'confirmed', payment: { method: 'cash', status: 'paid' } });
    const stored = await storedOrder(placed.id);
    expect(stored).toMatchObject({ status: 'confirmed', payment: { method: 'cash', status: 'paid', paidAt: expect.any(Date) } });
    expect(await revenueToday()).toBe(revenue + 2500);
    expect(await customerMails(placed.id, 'paid')).toBe(1);
    expect((await attemptsOf(placed.id)).map((attempt) => [attempt.status, attempt.paidAt instanceof Date])).toEqual([['paid', true]]);
    const audited = await auditEntries('payment.cash_received', placed.id);
    expect(audited.map((entry) => [entry.actor.email, entry.after])).toEqual([[admin.email, { payment: 'paid', amount: 2500 }]]);

    // Again: 409, and nothing is counted, mailed or audited twice.
    const again = await recordCashReceived(admin, placed.id).catch((error: unknown) => error);
    expect(again).toBeInstanceOf(ConflictError);
    expect(errorAnswer(again).status).toBe(409);
    expect(await revenueToday()).toBe(revenue + 2500);
    expect(await customerMails(placed.id, 'paid')).toBe(1);
    expect(await auditEntries('payment.cash_received', placed.id)).toHaveLength(1);
    expect(await stockOf(tool._id)).toBe(8);
  });
});

describe('an online payment', () => {
  it('opens a session for the order total and pays the order once when the IPN comes before the return', async () => {
    const { buyer, tool, placed, revenue } = await newOrder('online', { stock: 10, quantity: 2 });
    const counts = await statusCounts();

    const { redirectUrl, tranId } = await startOnline(buyer, placed.id);
    const session = await gatewaySession(base(), tranId);
    expect(redirectUrl).toBe(`${base()}/gwprocess/v4/gw.php?Q=pay&SESSIONKEY=${session.sessionKey}`);
    const opened = (await gatewayCalls(base(), tranId)).filter((call) => call.path === '/gwprocess/v4/api.php');
    expect(opened).toHaveLength(1);
    const site = stage().siteUrl;
    expect(opened[0]!.fields).toMatchObject({
      store_id: stage().gateway.storeId,
      total_amount: '2500.00',
      currency: 'BDT',
      tran_id: tranId,
      success_url: `${site}/api/payments/sslcommerz/success`,
      fail_url: `${site}/api/payments/sslcommerz/fail`,
      cancel_url: `${site}/api/payments/sslcommerz/cancel`,
      ipn_url: `${site}/api/payments/sslcommerz/ipn`,
      cus_email: buyer.email,
      value_a: placed.id,
    });
    const open = await storedOrder(placed.id);
    expect(open).toMatchObject({ status: 'pending', payment: { method: 'online', status: 'pending', tranId }, payableUntil: expect.any(Date) });
    expect((await attemptsOf(placed.id)).map((attempt) => [attempt.method, attempt.status, attempt.amount, attempt.currency, attempt.sessionKey])).toEqual([
      ['online', 'pending', 2500, 'BDT', session.sessionKey],
    ]);

    const completed = await completePayment(base(), tranId, 'success');
    // The IPN was answered before the browser came back, and it alone paid the order.
    expect(completed.ipn).toEqual({ status: 200 });
    expect(await storedOrder(placed.id)).toMatchObject({ status: 'confirmed', payment: { method: 'online', status: 'paid', tranId } });
    expect(await handleGatewayNotice('success', completed.fields)).toEqual({ result: 'paid', orderId: placed.id });

    const stored = await storedOrder(placed.id);
    expect(stored).toMatchObject({ status: 'confirmed', payment: { status: 'paid', paidAt: expect.any(Date) } });
    expect(stored.payableUntil).toBeUndefined();
    const attempts = await attemptsOf(placed.id);
    expect(attempts.map((attempt) => [attempt.status, attempt.valId, attempt.bankTranId])).toEqual([['paid', completed.fields.val_id, completed.fields.bank_tran_id]]);
    expect(await customerMails(placed.id, 'paid')).toBe(1);
    expect(await revenueToday()).toBe(revenue + 2500);
    expect(countsMoved(counts, await statusCounts())).toEqual({ pending: -1, confirmed: 1 });
    expect(await stockOf(tool._id)).toBe(8);
    expect(ipnStatuses(tranId)).toEqual([200]);
  });

  it('pays the order once when the browser returns before the IPN', async () => {
    const { tool, placed, revenue, tranId } = await newOnlineOrder('return-first', { stock: 10, quantity: 3 });
    await setSessionOptions(base(), tranId, { ipn: 'after-return', ipnDelayMs: 100 });

    const completed = await completePayment(base(), tranId, 'success');
    expect(completed.ipn).toBeNull();
    expect(await handleGatewayNotice('success', completed.fields)).toEqual({ result: 'paid', orderId: placed.id });
    expect(await storedOrder(placed.id)).toMatchObject({ status: 'confirmed', payment: { status: 'paid', tranId } });

    const session = await waitForIpn(base(), tranId);
    expect(session.ipnPosts.map((post) => post.status)).toEqual([200]);
    await expectPaidOnce(placed.id, { tranId, revenue: revenue + 3750 });
    expect(await stockOf(tool._id)).toBe(7);
  });

  it('a repeated IPN and a return replayed three times pay once', async () => {
    const { tool, placed, revenue, tranId } = await newOnlineOrder('replayed', { stock: 10, quantity: 1 });

    const completed = await completePayment(base(), tranId, 'success');
    expect(completed.ipn).toEqual({ status: 200 });
    expect(await resendIpn(base(), tranId)).toEqual({ status: 200 });
    expect(await resendIpn(base(), tranId)).toEqual({ status: 200 });
    for (let replay = 0; replay < 3; replay += 1) {
      expect(await handleGatewayNotice('success', completed.fields)).toEqual({ result: 'paid', orderId: placed.id });
    }

    const stored = await storedOrder(placed.id);
    await expectPaidOnce(placed.id, { tranId, revenue: revenue + 1250 });
    expect(stored.timeline.filter((event) => event.status === 'paid')).toHaveLength(1);
    expect(ipnStatuses(tranId)).toEqual([200, 200, 200]);
    expect(await stockOf(tool._id)).toBe(9);
  });

  it('the IPN and returns racing each other pay once', async () => {
    const { buyer, tool, placed, revenue } = await newOrder('racing', { stock: 10, quantity: 2 });
    const counts = await statusCounts();
    const { tranId } = await startOnline(buyer, placed.id);
    await setSessionOptions(base(), tranId, { ipn: 'none' });
    const completed = await completePayment(base(), tranId, 'success');
    expect(await storedOrder(placed.id)).toMatchObject({ status: 'pending', payment: { status: 'pending' } });

    const [ipnOne, ipnTwo, ...returns] = await Promise.all([
      resendIpn(base(), tranId),
      resendIpn(base(), tranId),
      handleGatewayNotice('success', completed.fields),
      handleGatewayNotice('success', completed.fields),
      handleGatewayNotice('success', completed.fields),
    ]);
    expect([ipnOne, ipnTwo]).toEqual([{ status: 200 }, { status: 200 }]);
    expect(returns).toEqual(Array.from({ length: 3 }, () => ({ result: 'paid', orderId: placed.id })));

    const stored = await storedOrder(placed.id);
    await expectPaidOnce(placed.id, { tranId, revenue: revenue + 2500 });
    expect(stored.timeline.map((event) => event.status)).toEqual(['pending', 'confirmed', 'paid']);
    expect(countsMoved(counts, await statusCounts())).toEqual({ pending: -1, confirmed: 1 });
    expect(await stockOf(tool._id)).toBe(8);
  });

  it('waits while the validation API is down (IPN answered 503), and pays once when the IPN comes again', async () => {
    const { placed, revenue, tranId } = await newOnlineOrder('validation-down', { stock: 10, quantity: 2 });
    await setSessionOptions(base(), tranId, { validation: 'down' });

    const completed = await quietly(() => completePayment(base(), tranId, 'success'));
    expect(completed.ipn).toEqual({ status: 503 });
    expect(await quietly(() => handleGatewayNotice('success', completed.fields))).toEqual({ result: 'unavailable', orderId: placed.id });
    expect(await storedOrder(placed.id)).toMatchObject({ status: 'pending', payment: { status: 'pending', tranId } });
    expect((await attemptsOf(placed.id)).map((attempt) => attempt.status)).toEqual(['pending']);
    expect(await customerMails(placed.id, 'paid')).toBe(0);
    expect(await revenueToday()).toBe(revenue);

    await setSessionOptions(base(), tranId, { validation: 'up' });
    expect(await resendIpn(base(), tranId)).toEqual({ status: 200 });
    expect(await resendIpn(base(), tranId)).toEqual({ status: 200 });
    await expectPaidOnce(placed.id, { tranId, revenue: revenue + 2500 });
    expect(ipnStatuses(tranId)).toEqual([503, 200, 200]);
  });

  it("waits while the validation API is down, and the customer's Check again pays once when it is back", async () => {
    const { buyer, placed, revenue, tranId } = await newOnlineOrder('check-again', { stock: 10, quantity: 1 });
    await setSessionOptions(base(), tranId, { validation: 'down', ipn: 'none' });
    const completed = await completePayment(base(), tranId, 'success');
    expect(await quietly(() => handleGatewayNotice('success', completed.fields))).toMatchObject({ result: 'unavailable' });

    // Still down: checking again changes nothing.
    expect(await quietly(() => checkOrderPayment(buyer, placed.id))).toMatchObject({ status: 'pending', payment: { status: 'pending' } });
    await setSessionOptions(base(), tranId, { validation: 'up' });
    expect(await checkOrderPayment(buyer, placed.id)).toMatchObject({ status: 'confirmed', payment: { method: 'online', status: 'paid' } });
    expect(await checkOrderPayment(buyer, placed.id)).toMatchObject({ status: 'confirmed', payment: { status: 'paid' } });
    expect((await attemptsOf(placed.id)).map((attempt) => attempt.status)).toEqual(['paid']);
    expect(await customerMails(placed.id, 'paid')).toBe(1);
    expect(await revenueToday()).toBe(revenue + 1250);
  });

  it.each([
    ['fail', 'failed'],
    ['cancel', 'cancelled'],
  ] as const)('after a payment that ends in %s the order waits with its stock set aside, and a new attempt pays it', async (outcome, state) => {
    const { buyer, tool, placed, revenue } = await newOrder(state, { stock: 10, quantity: 2 });
    const first = await startOnline(buyer, placed.id);

    const ended = await completePayment(base(), first.tranId, outcome);
    expect(ended.ipn).toEqual({ status: 200 });
    expect(await handleGatewayNotice(outcome, ended.fields)).toEqual({ result: state, orderId: placed.id });
    expect(await storedOrder(placed.id)).toMatchObject({ status: 'pending', payment: { status: state, tranId: first.tranId } });
    expect((await attemptsOf(placed.id)).map((attempt) => attempt.status)).toEqual([state]);
    expect(await stockOf(tool._id)).toBe(8);
    expect(await revenueToday()).toBe(revenue);

    const second = await startOnline(buyer, placed.id);
    expect(second.tranId).not.toBe(first.tranId);
    expect(await storedOrder(placed.id)).toMatchObject({ status: 'pending', payment: { status: 'pending', tranId: second.tranId } });
    const paid = await completePayment(base(), second.tranId, 'success');
    expect(paid.ipn).toEqual({ status: 200 });
    await expectPaidOnce(placed.id, { tranId: second.tranId, revenue: revenue + 2500, attempts: [[first.tranId, state], [second.tranId, 'paid']] });
    expect(await stockOf(tool._id)).toBe(8);
  });
});

describe('a payment the gateway rates risky', () => {
  it('is held, the order still pending; an admin accepts it: confirmed, paid, counted once', async () => {
    const { buyer, tool, placed, revenue, tranId } = await newOnlineOrder('held', { stock: 10, quantity: 2 });
    const admin = await account('held-admin', 'admin');
    await setSessionOptions(base(), tranId, { risk: '1' });

    const completed = await completePayment(base(), tranId, 'success');
    expect(completed.ipn).toEqual({ status: 200 });
    expect(await handleGatewayNotice('success', completed.fields)).toEqual({ result: 'held', orderId: placed.id });
    expect(await storedOrder(placed.id)).toMatchObject({ status: 'pending', payment: { method: 'online', status: 'held', tranId } });
    expect((await attemptsOf(placed.id)).map((attempt) => [attempt.status, attempt.riskLevel])).toEqual([['held', '1']]);
    expect(await customerMails(placed.id, 'held')).toBe(1);
    expect(await customerMails(placed.id, 'paid')).toBe(0);
    expect(await revenueToday()).toBe(revenue);
    expect(await stockOf(tool._id)).toBe(8);

    expect(await refusal(acceptHeldPayment(buyer, placed.id))).toBe(403);
    const counts = await statusCounts();
    expect(await acceptHeldPayment(admin, placed.id)).toMatchObject({ status: 'confirmed', payment: { status: 'paid' } });
    await expectPaidOnce(placed.id, { tranId, revenue: revenue + 2500 });
    expect(countsMoved(counts, await statusCounts())).toEqual({ pending: -1, confirmed: 1 });
    expect(await auditEntries('payment.accepted', placed.id)).toHaveLength(1);

    // Accepting again, or the gateway repeating itself, changes nothing.
    expect(await refusal(acceptHeldPayment(admin, placed.id))).toBe(409);
    expect(await resendIpn(base(), tranId)).toEqual({ status: 200 });
    expect(await storedOrder(placed.id)).toMatchObject({ status: 'confirmed', payment: { status: 'paid' } });
    expect(await revenueToday()).toBe(revenue + 2500);
    expect(await customerMails(placed.id, 'paid')).toBe(1);
    expect(await stockOf(tool._id)).toBe(8);
  });

  it('cancelled instead: the stock goes back once and the gateway is asked for a refund', async () => {
    const { tool, placed, revenue, tranId } = await newOnlineOrder('held-refund', { stock: 10, quantity: 3 });
    const admin = await account('held-refund-admin', 'admin');
    await setSessionOptions(base(), tranId, { risk: '1' });
    await completePayment(base(), tranId, 'success');
    expect(await storedOrder(placed.id)).toMatchObject({ status: 'pending', payment: { status: 'held' } });
    expect(await stockOf(tool._id)).toBe(7);

    const [one, two] = await Promise.allSettled([refundOrder(admin, placed.id), refundOrder(admin, placed.id)]);
    expect([one.status, two.status].sort()).toEqual(['fulfilled', 'rejected']);
    const rejected = [one, two].find((result) => result.status === 'rejected') as PromiseRejectedResult;
    expect(rejected.reason).toBeInstanceOf(ConflictError);

    expect(await storedOrder(placed.id)).toMatchObject({ status: 'cancelled', lines: [{ reserved: 0 }], payment: { status: 'refund_pending', tranId } });
    expect(await stockOf(tool._id)).toBe(10);
    const [attempt] = await attemptsOf(placed.id);
    expect(attempt).toMatchObject({ status: 'refund_pending', refund: { refId: expect.any(String), state: 'processing', amount: 3750 } });
    const session = await gatewaySession(base(), tranId);
    expect(session.refunds.map((refund) => [refund.refundRefId, refund.amount, refund.status])).toEqual([[attempt!.refund!.refId, '3750.00', 'processing']]);
    // The held money was never counted, so nothing is taken off.
    expect(await revenueToday()).toBe(revenue);
    expect(await customerMails(placed.id, 'cancelled')).toBe(1);

    expect(await refusal(refundOrder(admin, placed.id))).toBe(409);
    expect(await stockOf(tool._id)).toBe(10);
    expect((await gatewaySession(base(), tranId)).refunds).toHaveLength(1);
  });
});

describe('the payment window', () => {
  /**
   * An online order paid at the gateway whose IPN has not come yet, and whose window has run out: the expiry and the
   * IPN may now race. With today's revenue and the status counts from before either.
   */
  async function paidAsTheWindowRunsOut(label: string, amounts: { stock: number; quantity: number }) {
    const { tool, placed, tranId } = await newOnlineOrder(label, amounts);
    await setSessionOptions(base(), tranId, { ipn: 'none' });
    await completePayment(base(), tranId, 'success');
    await windowRunsOut(placed.id);
    return { tool, placed, tranId, revenue: await revenueToday(), counts: await statusCounts() };
  }

  it('expires an unpaid online order exactly once; a valid late payment revives it while the stock is there', async () => {
    const { buyer, tool, placed, tranId } = await newOnlineOrder('expiry', { stock: 6, quantity: 4 });
    const counts = await statusCounts();
    await windowRunsOut(placed.id);

    const runs = await Promise.all(Array.from({ length: 5 }, () => expireUnpaidOrders(new Date())));
    // This test's order is the only one whose window has passed.
    expect(runs.reduce((sum, expired) => sum + expired, 0)).toBe(1);
    expect(await storedOrder(placed.id)).toMatchObject({ status: 'expired', lines: [{ reserved: 0 }], payment: { status: 'expired', tranId } });
    expect((await attemptsOf(placed.id)).map((attempt) => attempt.status)).toEqual(['expired']);
    expect(await stockOf(tool._id)).toBe(6);
    expect(await customerMails(placed.id, 'expired')).toBe(1);
    expect(countsMoved(counts, await statusCounts())).toEqual({ pending: -1, expired: 1 });
    expect(await expireUnpaidOrders(new Date())).toBe(0);
    expect(await stockOf(tool._id)).toBe(6);
    // An expired order cannot be paid afresh.
    expect(await refusal(choosePayment(buyer, placed.id, { method: 'online' }))).toBe(409);
    expect(await refusal(choosePayment(buyer, placed.id, { method: 'cash' }))).toBe(409);

    const revenue = await revenueToday();
    const late = await completePayment(base(), tranId, 'success');
    expect(late.ipn).toEqual({ status: 200 });
    expect(await handleGatewayNotice('success', late.fields)).toEqual({ result: 'paid', orderId: placed.id });
    await expectPaidOnce(placed.id, { tranId, revenue: revenue + 5000 });
    // Revived: its units are taken off the stock again.
    expect(reservedOf(await storedOrder(placed.id))).toBe(4);
    expect(await stockOf(tool._id)).toBe(2);
    expect(countsMoved(counts, await statusCounts())).toEqual({ pending: -1, confirmed: 1 });
  });

  it('a late payment after another order took the stock is owed back: the order stays expired, nothing oversold', async () => {
    const late = await account('late-payer');
    const other = await account('other-buyer');
    const admin = await account('late-admin', 'admin');
    const tool = await makeTool(5);
    const expiring = await order(late, tool._id, 3);
    const { tranId } = await startOnline(late, expiring.id);
    await windowRunsOut(expiring.id);
    expect(await expireUnpaidOrders(new Date())).toBe(1);
    expect(await stockOf(tool._id)).toBe(5);
    const taker = await order(other, tool._id, 4);
    expect(await stockOf(tool._id)).toBe(1);
    const revenue = await revenueToday();

    const completed = await completePayment(base(), tranId, 'success');
    expect(completed.ipn).toEqual({ status: 200 });
    expect(await handleGatewayNotice('success', completed.fields)).toEqual({ result: 'refund_due', orderId: expiring.id });
    expect(await storedOrder(expiring.id)).toMatchObject({ status: 'expired', lines: [{ reserved: 0 }], payment: { method: 'online', status: 'refund_pending', refundDue: true, tranId } });
    expect((await attemptsOf(expiring.id)).map((attempt) => attempt.status)).toEqual(['refund_due']);
    expect(await storedOrder(taker.id)).toMatchObject({ status: 'pending', lines: [{ reserved: 4 }] });
    const stock = await stockOf(tool._id);
    expect(stock).toBe(1);
    const held = (await Order.find({ 'lines.toolId': tool._id }).lean()).reduce((sum, kept) => sum + reservedOf(kept), 0);
    expect(stock + held).toBe(5);
    expect(await revenueToday()).toBe(revenue);
    expect(await customerMails(expiring.id, 'refund_due')).toBe(1);
    expect(await customerMails(expiring.id, 'paid')).toBe(0);

    // An admin gives it back through the gateway.
    expect(await refundOrder(admin, expiring.id)).toMatchObject({ status: 'expired', payment: { status: 'refund_pending', refundDue: false } });
    expect((await attemptsOf(expiring.id))[0]).toMatchObject({ status: 'refund_pending', refund: { refId: expect.any(String), amount: 3750 } });
    expect(await stockOf(tool._id)).toBe(1);
  });

  it('an expiry racing a valid payment ends paid, with the stock taken once', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { tool, placed, tranId, revenue, counts } = await paidAsTheWindowRunsOut(`race-paid-${round}`, { stock: 5, quantity: 2 });

      const [, ipn] = await Promise.all([expireUnpaidOrders(new Date()), resendIpn(base(), tranId)]);
      expect(ipn).toEqual({ status: 200 });
      // Expired first or paid first, there was stock enough either way: the order is paid, and holds its units.
      await expectPaidOnce(placed.id, { tranId, revenue: revenue + 2500 });
      expect(reservedOf(await storedOrder(placed.id))).toBe(2);
      expect(await stockOf(tool._id)).toBe(3);
      expect(countsMoved(counts, await statusCounts())).toEqual({ pending: -1, confirmed: 1 });
    }
  });

  it('an expiry racing a valid payment for the last units ends in one consistent state', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { tool, placed, tranId, revenue, counts } = await paidAsTheWindowRunsOut(`race-last-${round}`, { stock: 2, quantity: 2 });

      await Promise.all([expireUnpaidOrders(new Date()), resendIpn(base(), tranId)]);
      const stored = await storedOrder(placed.id);
      const [attempt] = await attemptsOf(placed.id);
      const stock = await stockOf(tool._id);
      expect(stock + reservedOf(stored)).toBe(2);
      if (stored.status === 'confirmed') {
        expect(stored).toMatchObject({ lines: [{ reserved: 2 }], payment: { status: 'paid', tranId } });
        expect(attempt?.status).toBe('paid');
        expect(await revenueToday()).toBe(revenue + 2500);
        expect(await customerMails(placed.id, 'paid')).toBe(1);
        expect(countsMoved(counts, await statusCounts())).toEqual({ pending: -1, confirmed: 1 });
      } else {
        expect(stored).toMatchObject({ status: 'expired', lines: [{ reserved: 0 }], payment: { status: 'refund_pending', refundDue: true, tranId } });
        expect(attempt?.status).toBe('refund_due');
        expect(await revenueToday()).toBe(revenue);
        expect(await customerMails(placed.id, 'refund_due')).toBe(1);
        expect(countsMoved(counts, await statusCounts())).toEqual({ pending: -1, expired: 1 });
      }
    }
  });

  it('lasts PAYMENT_WINDOW_MINUTES from the first online attempt', async () => {
    process.env.PAYMENT_WINDOW_MINUTES = '5';
    const { buyer, tool, placed } = await newOrder('window', { stock: 4, quantity: 1 });
    const before = Date.now();
    await startOnline(buyer, placed.id);
    const until = (await storedOrder(placed.id)).payableUntil!.getTime();
    expect(until).toBeGreaterThanOrEqual(before + 5 * 60_000);
    expect(until).toBeLessThanOrEqual(Date.now() + 5 * 60_000);
    // A second attempt keeps the window the first one started.
    await startOnline(buyer, placed.id);
    expect((await storedOrder(placed.id)).payableUntil!.getTime()).toBe(until);

    expect(await expireUnpaidOrders(new Date(until - 1_000))).toBe(0);
    expect(await expireUnpaidOrders(new Date(until))).toBe(1);
    expect(await storedOrder(placed.id)).toMatchObject({ status: 'expired', payment: { status: 'expired' } });
    expect((await attemptsOf(placed.id)).map((attempt) => attempt.status)).toEqual(['expired', 'expired']);
    expect(await stockOf(tool._id)).toBe(4);
  });
});

describe('refunds', () => {
  it('a paid online order cancelled by an admin: stock back once, revenue taken off, refunded through the gateway and mailed once', async () => {
    const { tool, placed, revenue, tranId } = await newOnlineOrder('refund-online', { stock: 10, quantity: 2 });
    const admin = await account('refund-online-admin', 'admin');
    await completePayment(base(), tranId, 'success');
    expect(await revenueToday()).toBe(revenue + 2500);
    expect(await stockOf(tool._id)).toBe(8);
    const counts = await statusCounts();

    const results = await Promise.allSettled([refundOrder(admin, placed.id), refundOrder(admin, placed.id)]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    const rejected = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
    expect(errorAnswer(rejected.reason).status).toBe(409);

    expect(await storedOrder(placed.id)).toMatchObject({ status: 'cancelled', lines: [{ reserved: 0 }], payment: { method: 'online', status: 'refund_pending', refundDue: false, tranId } });
    expect(await stockOf(tool._id)).toBe(10);
    expect(await revenueToday()).toBe(revenue);
    expect(countsMoved(counts, await statusCounts())).toEqual({ confirmed: -1, cancelled: 1 });
    const [attempt] = await attemptsOf(placed.id);
    expect(attempt).toMatchObject({ status: 'refund_pending', refund: { refId: expect.any(String), state: 'processing', amount: 2500, by: admin.email } });
    expect(await auditEntries('payment.refund_requested', placed.id)).toHaveLength(1);
    expect(await customerMails(placed.id, 'cancelled')).toBe(1);
    expect(await customerMails(placed.id, 'refunded')).toBe(0);

    // Still processing at the gateway: following it changes nothing yet.
    await followPayments();
    expect((await storedOrder(placed.id)).payment?.status).toBe('refund_pending');

    await settleRefund(base(), attempt!.refund!.refId!);
    expect((await followPayments()).refunded).toBeGreaterThanOrEqual(1);
    await followPayments();
    expect(await storedOrder(placed.id)).toMatchObject({ status: 'cancelled', payment: { status: 'refunded', refundDue: false } });
    expect((await attemptsOf(placed.id))[0]).toMatchObject({ status: 'refunded', refund: { state: 'refunded', refundedAt: expect.any(Date) } });
    expect(await customerMails(placed.id, 'refunded')).toBe(1);
    expect(await auditEntries('payment.refunded', placed.id)).toHaveLength(1);
    expect(await stockOf(tool._id)).toBe(10);
    expect(await revenueToday()).toBe(revenue);
    expect(await refusal(refundOrder(admin, placed.id))).toBe(409);
  });

  it('a refund the bank cancelled is due again, and asking again starts a new refund at the gateway', async () => {
    const { placed, tranId } = await newOnlineOrder('refund-again', { stock: 10, quantity: 1 });
    const admin = await account('refund-again-admin', 'admin');
    await completePayment(base(), tranId, 'success');
    await refundOrder(admin, placed.id);
    const firstRefId = (await attemptsOf(placed.id))[0]!.refund!.refId!;

    await settleRefund(base(), firstRefId, 'cancelled');
    await followPayments();
    expect(await storedOrder(placed.id)).toMatchObject({ status: 'cancelled', payment: { status: 'refund_pending', refundDue: true } });
    expect((await attemptsOf(placed.id))[0]).toMatchObject({ status: 'refund_due', note: expect.stringContaining('cancelled') });

    await refundOrder(admin, placed.id);
    const [attempt] = await attemptsOf(placed.id);
    expect(attempt).toMatchObject({ status: 'refund_pending', refund: { refId: expect.any(String), state: 'processing' } });
    // A refund of its own: the cancelled one is not asked about again as if it were the new one.
    expect(attempt!.refund!.refId).not.toBe(firstRefId);
    expect((await gatewaySession(base(), tranId)).refunds.map((refund) => refund.status)).toEqual(['cancelled', 'processing']);
    await settleRefund(base(), attempt!.refund!.refId!);
    await followPayments();
    expect(await storedOrder(placed.id)).toMatchObject({ payment: { status: 'refunded', refundDue: false } });
    expect(await customerMails(placed.id, 'refunded')).toBe(1);
  });

  it('cash collected for a cancelled order is owed back by hand, and recorded as refunded on the second call', async () => {
    const { buyer, tool, placed, revenue } = await newOrder('refund-cash', { stock: 10, quantity: 2 });
    const admin = await account('refund-cash-admin', 'admin');
    await payInCash(buyer, admin, placed.id);
    expect(await revenueToday()).toBe(revenue + 2500);

    expect(await refundOrder(admin, placed.id)).toMatchObject({ status: 'cancelled', payment: { method: 'cash', status: 'refund_pending', refundDue: true } });
    expect(await stockOf(tool._id)).toBe(10);
    expect(await revenueToday()).toBe(revenue);
    expect((await attemptsOf(placed.id)).map((attempt) => attempt.status)).toEqual(['refund_due']);
    expect(await customerMails(placed.id, 'refunded')).toBe(0);

    expect(await refundOrder(admin, placed.id)).toMatchObject({ status: 'cancelled', payment: { status: 'refunded', refundDue: false } });
    expect((await attemptsOf(placed.id)).map((attempt) => [attempt.status, attempt.refund?.by])).toEqual([['refunded', admin.email]]);
    expect(await customerMails(placed.id, 'refunded')).toBe(1);
    expect(await auditEntries('payment.refunded', placed.id)).toHaveLength(1);
    expect(await refusal(refundOrder(admin, placed.id))).toBe(409);
    expect(await stockOf(tool._id)).toBe(10);
    expect(await revenueToday()).toBe(revenue);
  });
});
