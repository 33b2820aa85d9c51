import { randomUUID } from 'node:crypto';
import { Types } from 'mongoose';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { $ZodError } from 'zod/v4/core';
import type { Caller } from '@/lib/auth/caller-type';
import { CartChangedError, ConflictError } from '@/lib/domain/errors';
import { errorAnswer } from '@/lib/http/answers';
import { checkoutTexts } from '@/lib/texts';
import { Cart } from '@/models/Cart';
import { Order } from '@/models/Order';
import { OrderTally, statusTally } from '@/models/OrderTally';
import { OutboxMail } from '@/models/OutboxMail';
import { ShopSetting } from '@/models/ShopSetting';
import { Tool } from '@/models/Tool';
import { createCaller } from '@/test/callers';
import { withTestDatabase } from '@/test/database';
import { trowelsAndSpacers } from '@/test/orders';
import { readCart, setCartLine } from './cart';
import { checkout, readCheckout } from './checkout';
import { DEFAULT_DELIVERY_SETTINGS, readDeliverySettings, updateDeliverySettings } from './delivery';
import { placeOrder } from './orders';

withTestDatabase('data_checkout');

const inDhaka = { phone: '01711000111', address: 'House 7, Road 3, Dhanmondi', district: 'Dhaka' };
const inKhulna = { phone: '01811000222', address: 'KDA Avenue 12', district: 'Khulna' };

let admin: Caller;
beforeAll(async () => {
  admin = await createCaller('checkout-admin@example.com', 'admin');
});
// Every test starts from the shop's default charges (80 inside Dhaka, 150 outside, free from 20,000).
afterEach(async () => {
  await updateDeliverySettings(admin, DEFAULT_DELIVERY_SETTINGS);
});

async function makeTool(fields: { price: number; stock?: number; minimum?: number }) {
  return Tool.create({ name: `Checkout Tool ${randomUUID().slice(0, 8)}`, desc: 'd', minimum: 1, stock: 50, img: '/t.svg', ...fields });
}

type ToolFields = Parameters<typeof makeTool>[0];
type NewTool = Awaited<ReturnType<typeof makeTool>>;

const customer = (label: string) => createCaller(`${label}-${randomUUID().slice(0, 8)}@example.com`);

/** A customer whose cart holds `lines` (tool, quantity), in that order. */
async function customerWithCart(label: string, lines: [NewTool, number][]) {
  const buyer = await customer(label);
  for (const [tool, quantity] of lines) await setCartLine(buyer, tool._id.toString(), { quantity });
  return buyer;
}

/** New tools made from `lines` (the tool's fields, the quantity in the cart), and a customer whose cart holds them in that order. */
async function customerWithNewTools<const Lines extends readonly (readonly [ToolFields, number])[]>(label: string, lines: Lines) {
  const tools: NewTool[] = [];
  for (const [fields] of lines) tools.push(await makeTool(fields));
  const buyer = await customerWithCart(label, tools.map((tool, index) => [tool, lines[index]![1]]));
  return { buyer, tools: tools as { -readonly [Index in keyof Lines]: NewTool } };
}

/** The prices the customer's checkout page shows, as the page sends them back with the order (`expected.prices`). */
async function pricesShown(buyer: Caller) {
  return (await readCheckout(buyer)).cart.lines.map((line) => ({ toolId: line.toolId, unitPrice: line.unitPrice }));
}

/** The tools' stock and holds now, and the customer's orders and cart: what a refused checkout must leave as it was. */
async function stateOf(buyer: Caller, tools: { _id: Types.ObjectId }[]) {
  const stored = await Tool.find({ _id: { $in: tools.map((tool) => tool._id) } }).sort({ _id: 1 }).lean();
  const cart = await Cart.findOne({ userId: buyer.id }).lean();
  return {
    tools: stored.map((tool) => [tool._id.toString(), tool.stock, tool.holds ?? []]),
    orders: await Order.countDocuments({ email: buyer.email }),
    cart: (cart?.lines ?? []).map((line) => [line.toolId.toString(), line.quantity]),
  };
}

/** What a promise rejected with (it must reject). */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: unknown) => error,
  );
}

describe('the delivery charge by zone', () => {
  it('inside Dhaka: the lines from the database, the inside charge, total = lines + charge, the cart emptied', async () => {
    const { buyer, tools: [trowel, spacers] } = await customerWithNewTools('inside', [
      [{ price: 450, stock: 10 }, 2],
      [{ price: 5, stock: 1000, minimum: 50 }, 100],
    ]);
    const placed = await checkout(buyer, inDhaka);
    expect(placed).toMatchObject({ subtotal: 1400, deliveryCharge: 80, total: 1480 });

    const stored = (await Order.findById(placed.orderId).lean())!;
    expect(stored).toMatchObject({
      ...trowelsAndSpacers(trowel, spacers, { trowel: 2, spacers: 100 }),
      email: buyer.email,
      phone: '01711000111',
      address: inDhaka.address,
      district: 'Dhaka',
      status: 'pending',
      payment: { method: null, status: 'unpaid' },
    });
    expect(stored.total).toBe(stored.lines.reduce((sum, line) => sum + line.lineTotal, 0) + stored.deliveryCharge);
    expect(stored.timeline.map((event) => [event.status, event.by])).toEqual([['pending', buyer.email]]);
    // The answer's summary is the order as stored.
    expect(placed.order).toMatchObject({ id: placed.orderId, subtotal: 1400, deliveryCharge: 80, total: 1480, district: 'Dhaka', product: `${trowel.name}, ${spacers.name}`, quantity: 102, unitPrice: null });

    // Every line's stock taken, no hold left; the cart emptied of what was ordered.
    const after = await Tool.find({ _id: { $in: [trowel._id, spacers._id] } }).sort({ _id: 1 }).lean();
    expect(after.map((tool) => [tool.stock, tool.holds ?? []])).toEqual([
      [8, []],
      [900, []],
    ]);
    expect(await readCart(buyer)).toEqual({ lines: [], subtotal: 0 });
    // The customer and the team hear of it, and the overview counts it pending.
    expect(await OutboxMail.countDocuments({ key: `order:${placed.orderId}:pending:customer` })).toBe(1);
    expect((await OutboxMail.findOne({ key: `order:${placed.orderId}:pending:customer` }).lean())!.subject).toBe(`We have your order: ${trowel.name} and 1 more tool`);
    expect((await Order.findById(placed.orderId).lean())!.mailsDue ?? []).toEqual([]);
    expect((await OrderTally.findOne({ key: statusTally('pending') }).lean())!.orders).toBeGreaterThanOrEqual(1);
  });

  it('outside Dhaka: the outside charge', async () => {
    const float = await makeTool({ price: 300 });
    const buyer = await customerWithCart('outside', [[float, 3]]);
    const placed = await checkout(buyer, inKhulna);
    expect(placed).toMatchObject({ subtotal: 900, deliveryCharge: 150, total: 1050 });
    expect(await Order.findById(placed.orderId).lean()).toMatchObject({ district: 'Khulna', deliveryCharge: 150, total: 1050 });
  });

  it('free at and above the threshold an admin sets, charged just below it', async () => {
    await updateDeliverySettings(admin, { insideDhaka: 60, outsideDhaka: 120, freeFrom: 1000 });
    const tool = await makeTool({ price: 250 });
    const at = await checkout(await customerWithCart('free-at', [[tool, 4]]), inKhulna);
    expect(at).toMatchObject({ subtotal: 1000, deliveryCharge: 0, total: 1000 });
    const above = await checkout(await customerWithCart('free-above', [[tool, 5]]), inDhaka);
    expect(above).toMatchObject({ subtotal: 1250, deliveryCharge: 0, total: 1250 });
    const below = await checkout(await customerWithCart('free-below', [[tool, 3]]), inDhaka);
    expect(below).toMatchObject({ subtotal: 750, deliveryCharge: 60, total: 810 });
    const belowOutside = await checkout(await customerWithCart('free-below-out', [[tool, 3]]), inKhulna);
    expect(belowOutside).toMatchObject({ subtotal: 750, deliveryCharge: 120, total: 870 });
  });

  it('restores the default charges after each test', async () => {
    expect(await readDeliverySettings()).toEqual(DEFAULT_DELIVERY_SETTINGS);
    expect(await ShopSetting.findOne({ key: 'delivery' }).lean()).toMatchObject(DEFAULT_DELIVERY_SETTINGS);
  });
});

describe('what the order is made of', () => {
  it('prices every line from the database as it is placed, not from what the cart showed', async () => {
    const tool = await makeTool({ price: 400 });
    const buyer = await customerWithCart('db-price', [[tool, 2]]);
    // The price changes after the cart was filled; the customer sends no expected prices (an API client).
    await Tool.updateOne({ _id: tool._id }, { $set: { price: 420 } });
    const placed = await checkout(buyer, inDhaka);
    expect((await Order.findById(placed.orderId).lean())!.lines).toMatchObject([{ unitPrice: 420, lineTotal: 840 }]);
    expect(placed).toMatchObject({ subtotal: 840, deliveryCharge: 80, total: 920 });
  });

  it('empties only the ordered lines: a tool added in another tab while the order is placed stays in the cart', async () => {
    const ordered = await makeTool({ price: 100 });
    const later = await makeTool({ price: 200 });
    const buyer = await customerWithCart('other-tab', [[ordered, 1]]);
    const placed = await checkout(buyer, inDhaka, {
      afterEachTake: async () => {
        await setCartLine(buyer, later._id.toString(), { quantity: 2 });
      },
    });
    expect((await Order.findById(placed.orderId).lean())!.lines.map((line) => line.toolId.toString())).toEqual([ordered._id.toString()]);
    expect((await readCart(buyer)).lines.map((line) => [line.toolId, line.quantity])).toEqual([[later._id.toString(), 2]]);
  });

  it('stores the phone as digits without the country code', async () => {
    const tool = await makeTool({ price: 100 });
    for (const [phone, stored] of [
      ['+880 1711-000111', '01711000111'],
      ['8801911222333', '01911222333'],
      ['017 1100 0111', '01711000111'],
    ] as const) {
      const placed = await checkout(await customerWithCart('phone', [[tool, 1]]), { ...inDhaka, phone });
      expect((await Order.findById(placed.orderId).lean())!.phone, phone).toBe(stored);
    }
  });

  it('legacy placeOrder still makes a one-line order, delivered free, without a district', async () => {
    const tool = await makeTool({ price: 650, stock: 5 });
    const buyer = await customer('legacy');
    const placed = await placeOrder(buyer, { toolId: tool._id.toString(), quantity: 2, phone: '01711000111', address: 'Dhaka' });
    expect(await Order.findById(placed.id).lean()).toMatchObject({
      lines: [{ toolId: tool._id, product: tool.name, quantity: 2, unitPrice: 650, lineTotal: 1300, reserved: 2 }],
      subtotal: 1300,
      deliveryCharge: 0,
      total: 1300,
    });
    expect((await Order.findById(placed.id).lean())!.district).toBeUndefined();
    expect(placed).toMatchObject({ toolId: tool._id.toString(), product: tool.name, quantity: 2, unitPrice: 650, district: null });
    expect((await Tool.findById(tool._id).lean())!.stock).toBe(3);
  });
});

describe('digits in either script', () => {
  it('a phone number in Bangla digits, with +880, is stored as the 11 Latin digits', async () => {
    const tool = await makeTool({ price: 450, stock: 10 });
    const buyer = await customerWithCart('bangla-phone', [[tool, 2]]);
    const placed = await checkout(buyer, { ...inDhaka, phone: '+৮৮০ ১৭১১-০০০১১১' });
    expect(placed).toMatchObject({ subtotal: 900, deliveryCharge: 80, total: 980 });
    expect(await Order.findById(placed.orderId).lean()).toMatchObject({ phone: '01711000111', district: 'Dhaka' });
  });
});

describe('what the checkout refuses, changing nothing', () => {
  it('a bad phone or district: 400 naming the field', async () => {
    const tool = await makeTool({ price: 100, stock: 10 });
    const buyer = await customerWithCart('bad-input', [[tool, 2]]);
    const before = await stateOf(buyer, [tool]);
    const refused = async (input: object) => {
      const error = await rejection(checkout(buyer, input));
      expect(error).toBeInstanceOf($ZodError);
      const { status, body } = errorAnswer(error);
      expect(status).toBe(400);
      return body.fields;
    };
    for (const phone of ['01211000111', '0171100011', '+44 7700 900123', 'call me', '', '০১২১১০০০১১১', '০১৭১১০০০১১']) {
      expect(Object.keys((await refused({ ...inDhaka, phone }))!), phone).toEqual(['phone']);
    }
    expect((await refused({ ...inDhaka, phone: '0171' }))!.phone).toEqual([checkoutTexts.phoneRule]);
    for (const district of ['dhaka', 'Dacca', 'Narnia', '', undefined]) {
      expect(await refused({ ...inDhaka, district }), String(district)).toEqual({ district: [checkoutTexts.districtRule] });
    }
    expect(Object.keys((await refused({ ...inDhaka, address: '  ' }))!)).toEqual(['address']);
    expect(await stateOf(buyer, [tool])).toEqual(before);
  });

  it('an empty cart: 409', async () => {
    const buyer = await customer('empty');
    const error = await rejection(checkout(buyer, inDhaka));
    expect(error).toBeInstanceOf(ConflictError);
    expect(error).not.toBeInstanceOf(CartChangedError);
    expect(errorAnswer(error)).toEqual({ status: 409, body: { error: checkoutTexts.emptyCart } });
    expect(await Order.countDocuments({ email: buyer.email })).toBe(0);
  });

  it('an admin: 403; nobody signed in: 401', async () => {
    expect(errorAnswer(await rejection(checkout(admin, inDhaka))).status).toBe(403);
    expect(errorAnswer(await rejection(checkout(null, inDhaka))).status).toBe(401);
    expect(errorAnswer(await rejection(readCheckout(admin))).status).toBe(403);
    expect(await Order.countDocuments({ email: admin.email })).toBe(0);
  });

  it('a price changed between the page and the checkout: 409 naming the line and its price now, nothing taken', async () => {
    const { buyer, tools: [trowel, float] } = await customerWithNewTools('price-changed', [
      [{ price: 450, stock: 10 }, 2],
      [{ price: 300, stock: 10 }, 1],
    ]);
    // The page showed 450 and 300; the float's price went up since.
    const expected = { prices: await pricesShown(buyer) };
    await Tool.updateOne({ _id: float._id }, { $set: { price: 320 } });
    const before = await stateOf(buyer, [trowel, float]);
    const error = await rejection(checkout(buyer, { ...inDhaka, expected }));
    expect(error).toBeInstanceOf(CartChangedError);
    expect(errorAnswer(error)).toEqual({
      status: 409,
      body: {
        error: checkoutTexts.changedHeading,
        lines: [{ toolId: float._id.toString(), name: float.name, problem: checkoutTexts.linePrice(float.name, 320) }],
      },
    });
    expect(await stateOf(buyer, [trowel, float])).toEqual(before);
    // Shown the new price, the customer orders at it.
    const again = await checkout(buyer, { ...inDhaka, expected: { prices: [{ toolId: float._id.toString().toUpperCase(), unitPrice: 320 }] } });
    expect(again).toMatchObject({ subtotal: 900 + 320, total: 900 + 320 + 80 });
  });

  it('a price changed while the lines are being taken: 409 naming the line, the lines taken before it given back', async () => {
    const { buyer, tools: [first, second] } = await customerWithNewTools('price-mid-way', [
      [{ price: 100, stock: 10 }, 3],
      [{ price: 200, stock: 10 }, 1],
    ]);
    const before = await stateOf(buyer, [first, second]);
    const error = await rejection(
      checkout(buyer, inDhaka, {
        afterEachTake: async (index) => {
          if (index === 0) await Tool.updateOne({ _id: second._id }, { $set: { price: 210 } });
        },
      }),
    );
    expect(error).toBeInstanceOf(CartChangedError);
    expect((error as CartChangedError).changes).toEqual([{ toolId: second._id.toString(), name: second.name, problem: checkoutTexts.linePrice(second.name, 210) }]);
    expect(await stateOf(buyer, [first, second])).toEqual(before);
  });

  it('a delivery charge changed between the page and the checkout: 409 saying the charge now, stock unchanged', async () => {
    const tool = await makeTool({ price: 500, stock: 10 });
    const buyer = await customerWithCart('charge-changed', [[tool, 2]]);
    const view = await readCheckout(buyer);
    expect(view.delivery).toEqual(DEFAULT_DELIVERY_SETTINGS);
    // The page showed 150 for Khulna; an admin raises it meanwhile.
    await updateDeliverySettings(admin, { ...DEFAULT_DELIVERY_SETTINGS, outsideDhaka: 170 });
    const before = await stateOf(buyer, [tool]);
    const error = await rejection(checkout(buyer, { ...inKhulna, expected: { prices: [{ toolId: tool._id.toString(), unitPrice: 500 }], deliveryCharge: 150 } }));
    expect(error).toBeInstanceOf(CartChangedError);
    expect(errorAnswer(error)).toMatchObject({ status: 409, body: { error: checkoutTexts.changedHeading } });
    expect((error as CartChangedError).changes.map((change) => change.problem)).toEqual([checkoutTexts.deliveryChanged(170)]);
    expect(await stateOf(buyer, [tool])).toEqual(before);
    // The charge shown now is taken.
    expect(await checkout(buyer, { ...inKhulna, expected: { deliveryCharge: 170 } })).toMatchObject({ subtotal: 1000, deliveryCharge: 170, total: 1170 });
  });

  it('a line out of stock since the cart was filled: 409 naming it, nothing taken', async () => {
    const { buyer, tools: [plenty, scarce] } = await customerWithNewTools('out-of-stock', [
      [{ price: 100, stock: 10 }, 2],
      [{ price: 100, stock: 5, minimum: 2 }, 4],
    ]);
    await Tool.updateOne({ _id: scarce._id }, { $set: { stock: 1 } });
    const before = await stateOf(buyer, [plenty, scarce]);
    const error = await rejection(checkout(buyer, inDhaka));
    expect((error as CartChangedError).changes).toEqual([{ toolId: scarce._id.toString(), name: scarce.name, problem: checkoutTexts.lineStock(scarce.name, 1, 2) }]);
    expect(await stateOf(buyer, [plenty, scarce])).toEqual(before);
  });
});

describe('the same cart sent twice at once (a double press, a second tab)', () => {
  it('is ordered once: one order, the other refused (409), the stock taken once, the cart emptied', async () => {
    const tool = await makeTool({ price: 500, stock: 10 });
    const buyer = await customerWithCart('twice', [[tool, 3]]);
    const outcomes = await Promise.allSettled([checkout(buyer, inDhaka), checkout(buyer, inDhaka), checkout(buyer, inDhaka)]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') expect(errorAnswer(outcome.reason).status).toBe(409);
    }
    expect(await Order.countDocuments({ email: buyer.email })).toBe(1);
    expect((await Tool.findById(tool._id).lean())?.stock).toBe(7);
    expect((await readCart(buyer)).lines).toEqual([]);
    // The cart is free again: filled anew, it is ordered anew.
    await setCartLine(buyer, tool._id.toString(), { quantity: 2 });
    await checkout(buyer, inDhaka);
    expect(await Order.countDocuments({ email: buyer.email })).toBe(2);
    expect((await Tool.findById(tool._id).lean())?.stock).toBe(5);
  });
});

describe('a tool the shop removed after the page showed it', () => {
  it('is named as no longer sold (409), and nothing is ordered without it', async () => {
    const { buyer, tools: [kept, removed] } = await customerWithNewTools('removed-tool', [
      [{ price: 100, stock: 10 }, 1],
      [{ price: 200, stock: 10 }, 1],
    ]);
    // The page showed both lines, at these prices.
    const expected = { prices: await pricesShown(buyer) };
    expect(expected.prices).toHaveLength(2);
    await Tool.deleteOne({ _id: removed._id });
    const outcome = await checkout(buyer, { ...inDhaka, expected }).then(
      (placed) => ({ placed: placed.order.lines.map((line) => line.product) }),
      (error: unknown) => ({ refused: (error as CartChangedError).changes }),
    );
    expect(outcome).toEqual({ refused: [expect.objectContaining({ toolId: removed._id.toString(), problem: expect.stringContaining('no longer sold') })] });
    expect(await Order.countDocuments({ email: buyer.email })).toBe(0);
    expect((await Tool.findById(kept._id).lean())!.stock).toBe(10);
  });
});

describe('the checkout page', () => {
  it('starts from the last delivery details used, else the profile', async () => {
    const tool = await makeTool({ price: 100 });
    const buyer = await customerWithCart('page', [[tool, 1]]);
    const first = await readCheckout(buyer);
    expect(first).toMatchObject({ cart: { subtotal: 100 }, delivery: DEFAULT_DELIVERY_SETTINGS, details: { phone: '', address: '', district: null } });
    await checkout(buyer, { ...inKhulna, phone: '+880 1811-000222' });
    expect((await readCheckout(buyer)).details).toEqual({ phone: '01811000222', address: inKhulna.address, district: 'Khulna' });
  });
});
