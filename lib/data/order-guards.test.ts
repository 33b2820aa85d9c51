import { describe, expect, it } from 'vitest';
import { Order } from '@/models/Order';
import { Tool } from '@/models/Tool';
import { createCaller } from '@/test/callers';
import { answerTo } from '@/test/answers';
import { withTestDatabase } from '@/test/database';
import { catalogueTool, ownerStrangerAndAdmin } from '@/test/orders';
import { deleteOrder, placeOrder } from './orders';
import { confirmOrder } from './payments';

withTestDatabase('data_order_guards');

const contact = { phone: '01711000000', address: 'Dhaka' };

describe('the price the customer was shown (docs/orders.md)', () => {
  it('an order sent with the price shown before an admin changed it is refused (409, the new price named), and nothing is ordered', async () => {
    const buyer = await createCaller('shown-price@example.com', 'customer', 'Shown Price');
    const tool = await catalogueTool('Priced Float', { price: 777, stock: 50 });
    const toolId = tool._id.toString();
    await Tool.updateOne({ _id: tool._id }, { $set: { price: 900 } });

    expect(await answerTo(placeOrder(buyer, { toolId, quantity: 2, expectedUnitPrice: 777, ...contact }))).toEqual({
      status: 409,
      body: { error: 'The price changed to BDT 900 each while you were ordering. Check the new total and order again.' },
    });
    expect(await Order.countDocuments({ email: buyer.email })).toBe(0);
    expect((await Tool.findById(toolId).lean())?.stock).toBe(50);

    // At the price shown now it is placed; without an expected price (old clients), at the price of the moment.
    expect(await placeOrder(buyer, { toolId, quantity: 2, expectedUnitPrice: 900, ...contact })).toMatchObject({ unitPrice: 900, total: 1800 });
    expect(await placeOrder(buyer, { toolId, quantity: 1, ...contact })).toMatchObject({ unitPrice: 900, total: 900 });
    expect((await Tool.findById(toolId).lean())?.stock).toBe(47);
  });
});

describe('quantities outside the range (docs/orders.md)', () => {
  it('any whole number gets the purchase rule: 400 below the minimum (0 and negatives too), 409 above the stock; no stock moves', async () => {
    const buyer = await createCaller('odd-quantities@example.com');
    const tool = await catalogueTool('Ranged Float', { price: 10, stock: 50 });
    const toolId = tool._id.toString();
    const rule = 'Error: Minimum order quantity is 1 & maximum quantity is 50';
    for (const quantity of [0, -1, '-6', -1_000_000]) {
      expect(await answerTo(placeOrder(buyer, { toolId, quantity, ...contact })), String(quantity)).toEqual({
        status: 400,
        body: { error: rule, fields: { quantity: [rule] } },
      });
    }
    for (const quantity of [51, 10_000_000, Number.MAX_SAFE_INTEGER]) {
      expect(await answerTo(placeOrder(buyer, { toolId, quantity, ...contact })), String(quantity)).toEqual({ status: 409, body: { error: rule } });
    }
    expect((await answerTo(placeOrder(buyer, { toolId, quantity: 1.5, ...contact }))).status).toBe(400);
    expect((await Tool.findById(toolId).lean())?.stock).toBe(50);
    expect(await Order.countDocuments({ email: buyer.email })).toBe(0);
  });

  it('a tool whose minimum was written below 1 straight into the database still never takes a zero or negative quantity', async () => {
    const buyer = await createCaller('zero-minimum@example.com');
    // Past the model's own rule (minimum >= 1), as an old record or a hand edit could be.
    const { insertedId } = await Tool.collection.insertOne({ name: 'Loose Float', desc: 'd', price: 10, minimum: -5, stock: 3, img: '/f.svg' });
    for (const quantity of [0, -2]) {
      expect((await answerTo(placeOrder(buyer, { toolId: insertedId.toString(), quantity, ...contact }))).status).toBe(400);
    }
    expect((await Tool.findById(insertedId).lean())?.stock).toBe(3);
  });
});

describe("the name on an order (docs/orders.md: it comes from the account)", () => {
  it("a customer's userName is ignored; an admin ordering for another account may name them", async () => {
    const buyer = await createCaller('named-buyer@example.com', 'customer', 'Farhana Rahman');
    const admin = await createCaller('named-admin@example.com', 'admin', 'Shop Admin');
    const tool = await catalogueTool('Named Float', { price: 10, stock: 50 });
    const toolId = tool._id.toString();
    const forged = await placeOrder(buyer, { toolId, quantity: 1, userName: '=HYPERLINK("http://evil")', ...contact });
    expect(forged.userName).toBe('Farhana Rahman');
    expect((await Order.findById(forged.id).lean())?.userName).toBe('Farhana Rahman');
    expect((await placeOrder(admin, { toolId, quantity: 1, userName: 'Someone Else', ...contact })).userName).toBe('Shop Admin');
    expect((await placeOrder(admin, { toolId, quantity: 1, email: buyer.email, userName: 'F. Rahman (site office)', ...contact })).userName).toBe(
      'F. Rahman (site office)',
    );
    expect((await placeOrder(admin, { toolId, quantity: 1, email: buyer.email, ...contact })).userName).toBe('Farhana Rahman');
  });
});

describe("another customer's order (never revealed to exist)", () => {
  it('deleting or confirming it is a 404, as for an order that does not exist, and changes nothing', async () => {
    const { owner, stranger, admin } = await ownerStrangerAndAdmin('order');
    const tool = await catalogueTool('Private Float', { price: 10, stock: 50 });
    const order = await placeOrder(owner, { toolId: tool._id.toString(), quantity: 4, ...contact });
    const missing = '0123456789abcdef01234567';

    const notFound = { status: 404, body: { error: 'No order with this id.' } };
    expect(await answerTo(deleteOrder(stranger, order.id))).toEqual(notFound);
    expect(await answerTo(deleteOrder(stranger, missing))).toEqual(notFound);
    expect(await answerTo(confirmOrder(stranger, { orderId: order.id }))).toEqual(notFound);
    expect(await answerTo(confirmOrder(stranger, { orderId: missing }))).toEqual(notFound);
    expect(await Order.findById(order.id).lean()).toMatchObject({ status: 'pending' });
    expect((await Tool.findById(tool._id).lean())?.stock).toBe(46);

    // Its customer and admins still may.
    expect((await confirmOrder(owner, { orderId: order.id })).created).toBe(true);
    const second = await placeOrder(owner, { toolId: tool._id.toString(), quantity: 1, ...contact });
    expect(await deleteOrder(admin, second.id)).toEqual({ deletedCount: 1 });
  });
});
