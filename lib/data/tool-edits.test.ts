import { describe, expect, it } from 'vitest';
import { AuditEntry } from '@/models/AuditEntry';
import { Tool } from '@/models/Tool';
import { createCaller } from '@/test/callers';
import { answerTo } from '@/test/answers';
import { withTestDatabase } from '@/test/database';
import { deleteOrder, placeOrder } from './orders';
import { updateTool } from './tools';

withTestDatabase('data_tool_edits');

const contact = { phone: '01711000000', address: 'Dhaka' };
const trowel = { desc: 'd', price: 777, minimum: 1, stock: 50, img: '/t.svg' };

// docs/admin.md: an edit never writes back a stock an order has lowered since the form was opened.
describe('editing a tool while orders come in', () => {
  it('a stock edit from a stale form (expectedStock) is refused with 409 naming the stock now, and nothing changes', async () => {
    const admin = await createCaller('stale-admin@example.com', 'admin');
    const buyer = await createCaller('stale-buyer@example.com');
    const tool = await Tool.create({ name: 'Stale Trowel', ...trowel });
    const id = tool._id.toString();
    // The admin opened Edit Tool at stock 50; a customer then ordered 6.
    await placeOrder(buyer, { toolId: id, quantity: 6, ...contact });

    expect(await answerTo(updateTool(admin, id, { price: 801, stock: 60, expectedStock: 50 }))).toEqual({
      status: 409,
      body: { error: 'The stock changed while you were editing (now 44). Check it and save again.' },
    });
    expect(await Tool.findById(id).lean()).toMatchObject({ price: 777, stock: 44 });
    expect(await AuditEntry.countDocuments({ 'target.id': id })).toBe(0);

    // From the stock now, the same edit is made.
    expect(await updateTool(admin, id, { price: 801, stock: 60, expectedStock: 44 })).toMatchObject({ price: 801, stock: 60 });
    // The REST contract: without expectedStock a stock is set as it is.
    expect(await updateTool(admin, id, { stock: 12 })).toMatchObject({ stock: 12 });
    // An expected stock alone changes nothing, so it is no edit; an unknown tool stays a 404.
    expect((await answerTo(updateTool(admin, id, { expectedStock: 12 }))).status).toBe(400);
    expect((await answerTo(updateTool(admin, '0123456789abcdef01234567', { stock: 1, expectedStock: 1 }))).status).toBe(404);
  });

  it('a price-only edit after an order leaves the stock the order left; deleting the order then gives back exactly it', async () => {
    const admin = await createCaller('price-admin@example.com', 'admin');
    const buyer = await createCaller('price-buyer@example.com');
    const tool = await Tool.create({ name: 'Price Trowel', ...trowel });
    const id = tool._id.toString();
    const order = await placeOrder(buyer, { toolId: id, quantity: 6, ...contact });

    // What Edit Tool sends when only the price box was changed.
    expect(await updateTool(admin, id, { price: 801 })).toMatchObject({ price: 801, stock: 44 });
    expect(await Tool.findById(id).lean()).toMatchObject({ price: 801, stock: 44 });
    await deleteOrder(buyer, order.id);
    expect((await Tool.findById(id).lean())?.stock).toBe(50);
  });
});
