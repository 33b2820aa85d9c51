import { Types } from 'mongoose';
import { describe, expect, it, vi } from 'vitest';
import { ConflictError, NotFoundError } from '@/lib/domain/errors';
import { Order } from '@/models/Order';
import { OrderTally } from '@/models/OrderTally';
import { OutboxMail } from '@/models/OutboxMail';
import { Tool } from '@/models/Tool';
import type { Role } from '@/models/User';
import { createCaller } from '@/test/callers';
import { withTestDatabase } from '@/test/database';
import { catalogueTool, ownerStrangerAndAdmin, trowelsAndSpacers } from '@/test/orders';
import {
  advanceFulfilment,
  deleteOrder,
  listConfirmedOrders,
  listConfirmedOrdersPage,
  listOrders,
  listOrdersPage,
  placeOrder,
} from './orders';
import { confirmOrder } from './payments';

withTestDatabase('data_orders');

const account = (email: string, role: Role = 'customer') => createCaller(email, role, 'Buyer');

const contact = { phone: '01711000000', address: 'Dhaka' };

describe('orders through the data layer', () => {
  it('ten confirmations of one order at once confirm it once, cash on delivery, with one step on its timeline', async () => {
    const buyer = await account('confirmer@example.com');
    const tool = await catalogueTool('Float', { price: 380, stock: 10 });
    const order = await placeOrder(buyer, { toolId: tool._id.toString(), quantity: 2, ...contact });
    const results = await Promise.all(Array.from({ length: 10 }, () => confirmOrder(buyer, { orderId: order.id })));
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(new Set(results.map((result) => result.confirmedOrder.id))).toEqual(new Set([order.id]));
    // Confirming is choosing cash on delivery: the order is confirmed, its money due, nothing paid yet.
    for (const result of results) {
      expect(result.confirmedOrder).toMatchObject({ status: 'confirmed', payment: { method: 'cash', status: 'due', refundDue: false } });
    }
    const stored = await Order.findById(order.id).lean();
    expect(stored?.status).toBe('confirmed');
    expect(stored?.payment).toMatchObject({ method: 'cash', status: 'due' });
    expect(stored?.payment?.paidAt ?? null).toBeNull();
    expect(stored?.timeline.map((event) => [event.status, event.by])).toEqual([
      ['pending', buyer.email],
      ['confirmed', buyer.email],
    ]);
    // Placed Orders dates a confirmed order by its confirmation, not by when it was placed.
    expect(results[0]!.confirmedOrder.createdAt).toBe(stored!.timeline[1]!.at.toISOString());
  });

  it('a delete and a confirmation racing for one order: exactly one wins, and the stock matches', async () => {
    const buyer = await account('racer@example.com');
    const tool = await catalogueTool('Mallet', { price: 420, stock: 10 });
    const order = await placeOrder(buyer, { toolId: tool._id.toString(), quantity: 3, ...contact });
    const [removed, confirmed] = await Promise.allSettled([deleteOrder(buyer, order.id), confirmOrder(buyer, { orderId: order.id })]);
    expect([removed.status, confirmed.status].filter((status) => status === 'fulfilled')).toHaveLength(1);
    const stock = (await Tool.findById(tool._id).lean())?.stock;
    expect(stock).toBe(removed.status === 'fulfilled' ? 10 : 7);
  });

  it('an order whose payment is held for review is not deleted with its money: 409, and its stock stays set aside', async () => {
    const buyer = await account('held-delete@example.com');
    const tool = await catalogueTool('Edger', { price: 150, stock: 10 });
    const held = await placeOrder(buyer, { toolId: tool._id.toString(), quantity: 2, ...contact });
    const unpaid = await placeOrder(buyer, { toolId: tool._id.toString(), quantity: 3, ...contact });
    // What the gateway's risky validation leaves (lib/data/payments.ts): still pending, its money held.
    await Order.updateOne({ _id: held.id }, { $set: { 'payment.method': 'online', 'payment.status': 'held', 'payment.tranId': 'MRTHELD1', 'payment.paidAt': new Date() } });

    await expect(deleteOrder(buyer, held.id)).rejects.toBeInstanceOf(ConflictError);
    expect(await Order.findById(held.id).lean()).toMatchObject({ status: 'pending', payment: { status: 'held' } });
    expect((await Tool.findById(tool._id).lean())?.stock).toBe(5);
    // An unpaid pending order is deleted as before, its stock given back.
    expect(await deleteOrder(buyer, unpaid.id)).toEqual({ deletedCount: 1 });
    expect((await Tool.findById(tool._id).lean())?.stock).toBe(8);
  });

  it("an overview tally that cannot be written fails nobody's order: it is saved, its mails are queued, and the miss is logged", async () => {
    const buyer = await account('tally-miss@example.com');
    const tool = await catalogueTool('Sponge', { price: 90, stock: 10 });
    // The one injected fault: the tally's write fails as a dropped connection would.
    const tallies = vi.spyOn(OrderTally, 'bulkWrite').mockRejectedValueOnce(new Error('connection reset'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const order = await placeOrder(buyer, { toolId: tool._id.toString(), quantity: 4, ...contact });
      expect(await Order.findById(order.id).lean()).toMatchObject({ status: 'pending', lines: [{ toolId: tool._id, quantity: 4, reserved: 4 }] });
      expect(await OutboxMail.countDocuments({ key: new RegExp(`^order:${order.id}:`) })).toBeGreaterThan(0);
      expect(String(logged.mock.calls[0]?.[0])).toContain('[overview] tallies not moved');
      expect(tallies).toHaveBeenCalledTimes(1);
    } finally {
      tallies.mockRestore();
      logged.mockRestore();
    }
  });

  it("lists your own orders; another customer's only for an admin", async () => {
    const { owner, stranger, admin } = await ownerStrangerAndAdmin('lister');
    const tool = await catalogueTool('Level', { price: 100, stock: 10 });
    await placeOrder(owner, { product: 'Level', quantity: 1, total: 1, ...contact });
    expect((await listOrders(owner)).map((order) => [order.product, order.total])).toEqual([['Level', 100]]);
    expect(await listOrders(admin, owner.email)).toHaveLength(1);
    await expect(listOrders(stranger, owner.email)).rejects.toMatchObject({ status: 403 });
    await expect(placeOrder(stranger, { toolId: tool._id.toString(), quantity: 1, email: owner.email, ...contact })).rejects.toMatchObject({ status: 403 });
  });
});

describe('orders of lines, as pages and the API read them', () => {
  it('placeOrder makes a one-line order priced from the database, and its summary keeps the one-tool fields', async () => {
    const buyer = await account('one-line@example.com');
    const tool = await catalogueTool('Grout Float', { price: 275, stock: 10, minimum: 2 });
    const summary = await placeOrder(buyer, { toolId: tool._id.toString(), quantity: 3, total: 1, ...contact });
    expect(summary).toMatchObject({
      lines: [{ toolId: tool._id.toString(), product: 'Grout Float', unitPrice: 275, quantity: 3, lineTotal: 825 }],
      subtotal: 825,
      deliveryCharge: 0,
      total: 825,
      district: null,
      toolId: tool._id.toString(),
      product: 'Grout Float',
      quantity: 3,
      unitPrice: 275,
      status: 'pending',
    });
    expect(await Order.findById(summary.id).lean()).toMatchObject({
      lines: [{ toolId: tool._id, product: 'Grout Float', quantity: 3, unitPrice: 275, lineTotal: 825, reserved: 3 }],
      subtotal: 825,
      deliveryCharge: 0,
      total: 825,
    });
    expect((await Tool.findById(tool._id).lean())!.stock).toBe(7);
    // No hold is left on the tool once the order is saved.
    expect((await Tool.findById(tool._id).lean())!.holds ?? []).toEqual([]);
  });

  it('placeOrder reads a phone number and a quantity typed in Bangla digits, and stores them in Latin digits', async () => {
    const buyer = await account('bangla-digits@example.com');
    const tool = await catalogueTool('Tile Cutter', { price: 1200, stock: 20, minimum: 2 });
    const summary = await placeOrder(buyer, { toolId: tool._id.toString(), quantity: '১২', phone: '+৮৮০ ১৭১১-০০০১১১', address: 'Dhaka' });
    expect(summary).toMatchObject({ quantity: 12, total: 14_400, phone: '01711000111' });
    const stored = await Order.findById(summary.id).lean();
    expect(stored).toMatchObject({ phone: '01711000111', subtotal: 14_400, total: 14_400 });
    expect(stored!.lines[0]).toMatchObject({ quantity: 12, reserved: 12, lineTotal: 14_400 });
    expect((await Tool.findById(tool._id).lean())!.stock).toBe(8);
    // A number that is not a Bangladeshi mobile number is refused in either script, and nothing is ordered.
    await expect(placeOrder(buyer, { toolId: tool._id.toString(), quantity: '২', phone: '০১২১১০০০১১১', address: 'Dhaka' })).rejects.toThrow('Provide a valid Phone');
    expect((await Tool.findById(tool._id).lean())!.stock).toBe(8);
  });

  it('placeOrder refuses a price changed since it was shown (409), too few in stock (409) and below the minimum (400), taking nothing', async () => {
    const buyer = await account('one-line-refused@example.com');
    const tool = await catalogueTool('Sponge Float', { price: 300, stock: 5, minimum: 2 });
    const place = (fields: object) => placeOrder(buyer, { toolId: tool._id.toString(), quantity: 2, ...contact, ...fields });
    await expect(place({ expectedUnitPrice: 250 })).rejects.toMatchObject({ name: 'ConflictError', message: expect.stringContaining('300') });
    await expect(place({ quantity: 6 })).rejects.toBeInstanceOf(ConflictError);
    await expect(place({ quantity: 1 })).rejects.toMatchObject({ name: 'InvalidInputError', fields: { quantity: [expect.any(String)] } });
    const after = (await Tool.findById(tool._id).lean())!;
    expect([after.stock, after.holds ?? []]).toEqual([5, []]);
    expect(await Order.countDocuments({ email: buyer.email })).toBe(0);
  });

  it('an order of several lines reads with every line, the names joined, the units added and no single unit price', async () => {
    const buyer = await account('several-lines@example.com');
    const admin = await account('several-lines-admin@example.com', 'admin');
    const [trowel, spacers] = await Promise.all([
      catalogueTool('Lines Trowel', { price: 450, stock: 10 }),
      catalogueTool('Lines Spacers', { price: 5, stock: 1000, minimum: 50 }),
    ]);
    const lines = [
      { toolId: trowel._id, product: trowel.name, quantity: 2, unitPrice: 450, lineTotal: 900, reserved: 2 },
      { toolId: spacers._id, product: spacers.name, quantity: 100, unitPrice: 5, lineTotal: 500, reserved: 100 },
    ];
    const stored = await Order.create({
      lines,
      subtotal: 1400,
      deliveryCharge: 150,
      total: 1550,
      email: buyer.email,
      userName: 'Buyer',
      ...contact,
      district: 'Khulna',
      timeline: [{ status: 'pending', at: new Date(), by: buyer.email }],
    });
    const [summary] = await listOrders(buyer);
    expect(summary).toMatchObject({
      id: stored._id.toString(),
      lines: [
        { toolId: trowel._id.toString(), product: 'Lines Trowel', unitPrice: 450, quantity: 2, lineTotal: 900 },
        { toolId: spacers._id.toString(), product: 'Lines Spacers', unitPrice: 5, quantity: 100, lineTotal: 500 },
      ],
      subtotal: 1400,
      deliveryCharge: 150,
      total: 1550,
      district: 'Khulna',
      toolId: trowel._id.toString(),
      product: 'Lines Trowel, Lines Spacers',
      quantity: 102,
      unitPrice: null,
    });

    // Confirmed, Placed Orders shows the lines and the charge; the old API's name and price are the names and the total.
    await confirmOrder(buyer, { orderId: stored._id.toString() });
    expect((await listConfirmedOrders(admin)).find((order) => order.id === stored._id.toString())).toMatchObject({
      name: 'Lines Trowel, Lines Spacers',
      price: 1550,
      lines: summary!.lines,
      deliveryCharge: 150,
    });
  });

  it('deleting an order of several lines gives back what each line took, and nothing for a line that took none', async () => {
    const buyer = await account('delete-lines@example.com');
    const [trowel, spacers] = await Promise.all([
      catalogueTool('Delete Trowel', { price: 450, stock: 8 }),
      catalogueTool('Delete Spacers', { price: 5, stock: 900 }),
    ]);
    const stored = await Order.create({
      // The spacers' line holds nothing: deleting the order gives nothing back for it.
      ...trowelsAndSpacers(trowel, spacers, { trowel: 2, spacers: 0 }),
      email: buyer.email,
      userName: 'Buyer',
      ...contact,
      timeline: [{ status: 'pending', at: new Date(), by: buyer.email }],
    });
    expect(await deleteOrder(buyer, stored._id.toString())).toEqual({ deletedCount: 1 });
    expect((await Tool.findById(trowel._id).lean())!.stock).toBe(10);
    expect((await Tool.findById(spacers._id).lean())!.stock).toBe(900);
    // Deleted once: a second delete finds nothing and gives nothing back.
    await expect(deleteOrder(buyer, stored._id.toString())).rejects.toBeInstanceOf(NotFoundError);
    expect((await Tool.findById(trowel._id).lean())!.stock).toBe(10);
  });

  it('an order stored before orders had lines reads as its one line, and deleting it gives its units back', async () => {
    const buyer = await account('unmigrated@example.com');
    const tool = await catalogueTool('Old Trowel', { price: 450, stock: 8 });
    const _id = new Types.ObjectId();
    await Order.collection.insertOne({
      _id,
      toolId: tool._id,
      product: 'Old Trowel',
      quantity: 2,
      unitPrice: 450,
      total: 900,
      email: buyer.email,
      userName: 'Buyer',
      ...contact,
      status: 'pending',
      timeline: [],
    });
    const [summary] = await listOrders(buyer);
    expect(summary).toMatchObject({
      id: _id.toString(),
      lines: [{ toolId: tool._id.toString(), product: 'Old Trowel', unitPrice: 450, quantity: 2, lineTotal: 900 }],
      subtotal: 900,
      deliveryCharge: 0,
      total: 900,
      toolId: tool._id.toString(),
      product: 'Old Trowel',
      quantity: 2,
      unitPrice: 450,
    });
    // Without `reserved` an old order took its quantity.
    await deleteOrder(buyer, _id.toString());
    expect((await Tool.findById(tool._id).lean())!.stock).toBe(10);
  });

  it("the old API confirms by product name and total: the order with a line of that product", async () => {
    const buyer = await account('old-confirm@example.com');
    const tool = await catalogueTool('Old API Level', { price: 600, stock: 5 });
    const placed = await placeOrder(buyer, { toolId: tool._id.toString(), quantity: 2, ...contact });
    const { confirmedOrder } = await confirmOrder(buyer, { name: 'Old API Level', price: 1200 });
    expect(confirmedOrder).toMatchObject({ id: placed.id, name: 'Old API Level', price: 1200, status: 'confirmed' });
  });
});

describe('moving an order on', () => {
  it('goes only forward, records who moved it, and shows customers their own steps but not who at the shop', async () => {
    const buyer = await account('timeline@example.com');
    const admin = await account('timeline-admin@example.com', 'admin');
    const tool = await catalogueTool('Cutter', { price: 1200, stock: 5 });
    const order = await placeOrder(buyer, { toolId: tool._id.toString(), quantity: 1, ...contact });
    await expect(advanceFulfilment(admin, order.id, { status: 'shipped' })).rejects.toBeInstanceOf(NotFoundError);
    await confirmOrder(buyer, { orderId: order.id });
    await expect(advanceFulfilment(buyer, order.id, { status: 'shipped' })).rejects.toMatchObject({ status: 403 });
    expect((await advanceFulfilment(admin, order.id, { status: 'delivered' })).status).toBe('delivered');
    await expect(advanceFulfilment(admin, order.id, { status: 'shipped' })).rejects.toBeInstanceOf(ConflictError);

    const [asCustomer] = await listOrders(buyer);
    expect(asCustomer?.timeline.map((event) => [event.status, event.by])).toEqual([
      ['pending', buyer.email],
      ['confirmed', buyer.email],
      ['delivered', null],
    ]);
    const [asAdmin] = await listOrders(admin, buyer.email);
    expect(asAdmin?.timeline.at(-1)).toMatchObject({ status: 'delivered', by: admin.email });
    expect((await listConfirmedOrders(admin)).find((confirmed) => confirmed.id === order.id)).toMatchObject({
      orderId: order.id,
      user: buyer.email,
      price: 1200,
      status: 'delivered',
    });
  });
});

describe('pages of orders', () => {
  it('My Order and Placed Orders are read twenty a page, newest first, the pages never overlapping', async () => {
    const { owner: buyer, stranger, admin } = await ownerStrangerAndAdmin('pages');
    const tool = await catalogueTool('Spacer', { price: 10, stock: 1000 });
    // Same creation moment for all: only _id orders them, so a page boundary falls between equal timestamps.
    const at = new Date('2026-11-01T10:00:00Z');
    const placed = Array.from({ length: 23 }, (_, index) => ({
      _id: new Types.ObjectId(),
      lines: [{ toolId: tool._id, product: `Spacer ${index}`, quantity: 1, unitPrice: 10, lineTotal: 10, reserved: 1 }],
      subtotal: 10,
      deliveryCharge: 0,
      total: 10,
      email: buyer.email,
      userName: 'Buyer',
      ...contact,
      status: index % 2 ? 'confirmed' : 'pending',
      createdAt: at,
      updatedAt: at,
      timeline: [],
    }));
    // Straight into the collection, so that every order keeps the same createdAt.
    await Order.collection.insertMany(placed);
    const newestFirst = placed.map((order) => order._id.toString()).reverse();

    const first = await listOrdersPage(buyer, null, { page: 1 });
    const second = await listOrdersPage(buyer, null, { page: 2 });
    expect(first).toMatchObject({ page: 1, pageSize: 20, total: 23, pageCount: 2 });
    expect([...first.items, ...second.items].map((order) => order.id)).toEqual(newestFirst);
    expect((await listOrdersPage(admin, buyer.email, { page: 1, pageSize: 5 })).items).toHaveLength(5);
    await expect(listOrdersPage(stranger, buyer.email, { page: 1 })).rejects.toMatchObject({ status: 403 });
    expect((await listOrdersPage(stranger, null, { page: 1 })).total).toBe(0);

    const confirmed = await listConfirmedOrdersPage(admin, { page: 1, pageSize: 100 });
    const confirmedHere = confirmed.items.filter((order) => order.user === buyer.email);
    expect(confirmedHere.map((order) => order.id)).toEqual(newestFirst.filter((_, index) => index % 2 === 1));
    expect(confirmed.total).toBe((await listConfirmedOrders(admin)).length);
    await expect(listConfirmedOrdersPage(buyer, { page: 1 })).rejects.toMatchObject({ status: 403 });
  });
});
