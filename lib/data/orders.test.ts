import { describe, expect, it } from 'vitest';
import type { Caller } from '@/lib/auth/caller';
import { ConfirmedOrder } from '@/models/ConfirmedOrder';
import { Order } from '@/models/Order';
import { Tool } from '@/models/Tool';
import { User, type Role } from '@/models/User';
import { withTestDatabase } from '@/test/database';
import { confirmOrder, deleteOrder, listOrders, placeOrder } from './orders';

withTestDatabase('data_orders');

async function account(email: string, role: Role = 'customer'): Promise<Caller> {
  const user = await User.create({ email, name: 'Buyer', role });
  return { id: user._id.toString(), email: user.email, name: user.name ?? null, role: user.role, sessionVersion: 0 };
}

const contact = { phone: '01711000000', address: 'Dhaka' };

describe('orders through the data layer', () => {
  it('ten confirmations of one order at once record it once and mark it paid', async () => {
    await ConfirmedOrder.init();
    const buyer = await account('confirmer@example.com');
    const tool = await Tool.create({ name: 'Float', desc: 'd', price: 380, minimum: 1, stock: 10, img: '/f.svg' });
    const order = await placeOrder(buyer, { toolId: tool._id.toString(), quantity: 2, ...contact });
    const results = await Promise.all(Array.from({ length: 10 }, () => confirmOrder(buyer, { orderId: order.id })));
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(new Set(results.map((result) => result.confirmedOrder.id)).size).toBe(1);
    expect(await ConfirmedOrder.countDocuments({ orderId: order.id })).toBe(1);
    expect((await Order.findById(order.id).lean())?.status).toBe('paid');
  });

  it('a delete and a confirmation racing for one order: exactly one wins, and the stock matches', async () => {
    const buyer = await account('racer@example.com');
    const tool = await Tool.create({ name: 'Mallet', desc: 'd', price: 420, minimum: 1, stock: 10, img: '/m.svg' });
    const order = await placeOrder(buyer, { toolId: tool._id.toString(), quantity: 3, ...contact });
    const [removed, confirmed] = await Promise.allSettled([deleteOrder(buyer, order.id), confirmOrder(buyer, { orderId: order.id })]);
    expect([removed.status, confirmed.status].filter((status) => status === 'fulfilled')).toHaveLength(1);
    const stock = (await Tool.findById(tool._id).lean())?.stock;
    expect(stock).toBe(removed.status === 'fulfilled' ? 10 : 7);
  });

  it("lists your own orders; another customer's only for an admin", async () => {
    const owner = await account('lister@example.com');
    const other = await account('peeker@example.com');
    const admin = await account('lister-admin@example.com', 'admin');
    const tool = await Tool.create({ name: 'Level', desc: 'd', price: 100, minimum: 1, stock: 10, img: '/l.svg' });
    await placeOrder(owner, { product: 'Level', quantity: 1, total: 1, ...contact });
    expect((await listOrders(owner)).map((order) => [order.product, order.total])).toEqual([['Level', 100]]);
    expect(await listOrders(admin, owner.email)).toHaveLength(1);
    await expect(listOrders(other, owner.email)).rejects.toMatchObject({ status: 403 });
    await expect(placeOrder(other, { toolId: tool._id.toString(), quantity: 1, email: owner.email, ...contact })).rejects.toMatchObject({ status: 403 });
  });
});
