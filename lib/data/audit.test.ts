import mongoose from 'mongoose';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccessDeniedError } from '@/lib/domain/access';
import type { Caller } from '@/lib/auth/caller-type';
import { AuditEntry } from '@/models/AuditEntry';
import { Order } from '@/models/Order';
import { Tool } from '@/models/Tool';
import { User, type Role } from '@/models/User';
import { createCaller } from '@/test/callers';
import { withTestDatabase } from '@/test/database';
import { AUDIT_PAGE_SIZE, listAudit, recordAudit } from './audit';
import { advanceFulfilment, deleteOrder, placeOrder } from './orders';
import { confirmOrder, recordCashReceived } from './payments';
import { addTool, deleteTool, updateTool } from './tools';
import { makeAdmin, removeUser } from './users';

withTestDatabase('data_audit');

let admin: Caller;
let customer: Caller;

const caller = (email: string, role: Role = 'customer') => createCaller(email, role);

const trowel = { name: 'Audit Trowel', desc: 'For the audit', price: 450, minimum: 2, stock: 40, img: '/images/tools/notched-trowel.svg' };

beforeEach(async () => {
  await Promise.all([AuditEntry.deleteMany({}), User.deleteMany({}), Tool.deleteMany({}), Order.deleteMany({})]);
  admin = await caller('auditor@example.com', 'admin');
  customer = await caller('buyer@example.com', 'customer');
});
afterEach(() => vi.restoreAllMocks());

async function entries() {
  return AuditEntry.find().sort({ at: 1, _id: 1 }).lean();
}

describe('the data layer records admin actions: who, what, when, before and after', () => {
  it('records a promotion and a removal', async () => {
    const started = Date.now();
    await makeAdmin(admin, customer.email);
    await makeAdmin(admin, customer.email); // already an admin: nothing changed, nothing recorded
    const leaving = await caller('leaving@example.com', 'customer');
    await removeUser(admin, leaving.email);
    const [promoted, removed, ...rest] = await entries();
    expect(rest).toEqual([]);
    expect(promoted).toMatchObject({
      kind: 'users',
      action: 'user.promoted',
      actor: { id: admin.id, email: admin.email },
      target: { id: customer.email, label: customer.email },
      before: { role: 'customer' },
      after: { role: 'admin' },
    });
    expect(promoted!.at.getTime()).toBeGreaterThanOrEqual(started);
    expect(removed).toMatchObject({ action: 'user.removed', before: { role: 'customer', name: 'leaving' }, after: null });
  });

  it('records tool adds, edits (only the changed fields) and deletes', async () => {
    const tool = await addTool(admin, trowel);
    await updateTool(admin, tool.id, { price: 480, stock: 40, name: 'Audit Trowel' });
    await updateTool(admin, tool.id, { stock: 40 }); // changes nothing: not recorded
    await deleteTool(admin, tool.id);
    const [added, edited, deleted, ...rest] = await entries();
    expect(rest).toEqual([]);
    expect(added).toMatchObject({ action: 'tool.added', target: { id: tool.id, label: 'Audit Trowel' }, before: null });
    expect(added!.after).toEqual({ name: 'Audit Trowel', desc: 'For the audit', price: 450, minimum: 2, stock: 40, img: trowel.img });
    expect(edited).toMatchObject({ action: 'tool.edited', before: { price: 450 }, after: { price: 480 } });
    expect(Object.keys(edited!.after as object)).toEqual(['price']);
    expect(deleted).toMatchObject({ action: 'tool.deleted', before: { name: 'Audit Trowel', price: 480 }, after: null });
  });

  it("records the admin's order moves, not a customer's own confirmation", async () => {
    const tool = await Tool.create(trowel);
    const order = await placeOrder(customer, { toolId: tool._id.toString(), quantity: 2, phone: '01711000000', address: 'Dhaka' });
    await confirmOrder(customer, { orderId: order.id });
    await advanceFulfilment(admin, order.id, { status: 'shipped' });
    const other = await placeOrder(customer, { toolId: tool._id.toString(), quantity: 3, phone: '01711000000', address: 'Dhaka' });
    await confirmOrder(admin, { orderId: other.id });
    const third = await placeOrder(customer, { toolId: tool._id.toString(), quantity: 4, phone: '01711000000', address: 'Dhaka' });
    await deleteOrder(admin, third.id);
    await recordCashReceived(admin, order.id);
    const list = await entries();
    expect(list.map((entry) => entry.action)).toEqual(['order.moved', 'order.confirmed', 'order.deleted', 'payment.cash_received']);
    expect(list[0]).toMatchObject({
      kind: 'orders',
      target: { id: order.id, label: `Audit Trowel x 2 for ${customer.email}` },
      before: { status: 'confirmed' },
      after: { status: 'shipped' },
    });
    // An admin confirming is choosing cash on delivery for the customer: confirmed, its money due.
    expect(list[1]).toMatchObject({ target: { id: other.id }, before: { status: 'pending' }, after: { status: 'confirmed', payment: 'due' } });
    expect(list[2]).toMatchObject({ before: { status: 'pending', total: 1800 }, after: null });
    expect(list[3]).toMatchObject({ kind: 'orders', target: { id: order.id }, before: { payment: 'due' }, after: { payment: 'paid', amount: 900 } });
  });
});

describe('listAudit', () => {
  it('pages the trail newest first, filters by kind, and is for admins only', async () => {
    const target = { id: 'x', label: 'x' };
    for (let index = 0; index < AUDIT_PAGE_SIZE + 2; index += 1) {
      await recordAudit(admin, { action: index % 2 ? 'tool.edited' : 'user.promoted', target: { ...target, id: `t${index}` } });
    }
    const first = await listAudit(admin, { page: 1, kind: null });
    expect(first).toMatchObject({ page: 1, pageSize: AUDIT_PAGE_SIZE, total: AUDIT_PAGE_SIZE + 2, pageCount: 2 });
    expect(first.items[0]?.target.id).toBe(`t${AUDIT_PAGE_SIZE + 1}`);
    const second = await listAudit(admin, { page: 2, kind: null });
    expect(second.items.map((item) => item.target.id)).toEqual(['t1', 't0']);
    const tools = await listAudit(admin, { page: 1, kind: 'tools' });
    expect(tools.total).toBe(13);
    expect(tools.items.every((item) => item.kind === 'tools')).toBe(true);
    await expect(listAudit(customer, { page: 1, kind: null })).rejects.toThrow(AccessDeniedError);
    await expect(listAudit(null, { page: 1, kind: null })).rejects.toThrow(AccessDeniedError);
  });

  it('shows each change as field, before, after', async () => {
    await recordAudit(admin, { action: 'tool.edited', target: { id: 't', label: 'Trowel' }, before: { price: 1, img: 'a' }, after: { price: 2, img: 'b' } });
    const [item] = (await listAudit(admin, { page: 1, kind: 'tools' })).items;
    expect(item).toMatchObject({ actor: admin.email, action: 'tool.edited', target: { label: 'Trowel' } });
    expect(item?.changes).toEqual([
      { field: 'price', before: 1, after: 2 },
      { field: 'img', before: 'a', after: 'b' },
    ]);
  });
});

describe('when the trail cannot be written', () => {
  it('the change stands and the whole entry is logged loudly', async () => {
    const failing = vi.spyOn(AuditEntry, 'create').mockRejectedValue(new mongoose.Error('the database refused the write'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const tool = await addTool(admin, trowel);
    expect(await Tool.exists({ _id: tool.id })).toBeTruthy();
    expect(failing).toHaveBeenCalledTimes(2);
    expect(logged).toHaveBeenCalledTimes(1);
    const line = JSON.parse(String(logged.mock.calls[0]?.[0])) as { msg: string; entry: Record<string, unknown> };
    expect(line.msg).toContain('[audit] ENTRY NOT RECORDED');
    expect(line.entry).toMatchObject({ action: 'tool.added', actor: { id: admin.id }, target: { id: tool.id } });
    // A log line never carries an e-mail address (docs/operations.md): the actor is named by id.
    expect(JSON.stringify(line)).not.toContain(admin.email);
  });

  it('never records, nor logs, a field that holds a secret', async () => {
    vi.spyOn(AuditEntry, 'create').mockRejectedValue(new mongoose.Error('the database refused the write'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await recordAudit(admin, {
      action: 'user.removed',
      target: { id: 'x@example.com', label: 'x@example.com' },
      before: { name: 'X', role: 'customer', passwordHash: '$argon2id$secret-hash', sessionVersion: 3, resetToken: 'tok-123' },
      after: null,
    });
    const line = String(logged.mock.calls[0]?.[0]);
    expect((JSON.parse(line) as { entry: { before: unknown } }).entry.before).toEqual({ name: 'X', role: 'customer' });
    expect(line).not.toMatch(/argon2id|sessionVersion|tok-123/);
  });
});
