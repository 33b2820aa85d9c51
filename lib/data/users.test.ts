import { describe, expect, it } from 'vitest';
import { AccessDeniedError } from '@/lib/domain/access';
import { ConflictError, NotFoundError } from '@/lib/domain/errors';
import { Order } from '@/models/Order';
import { Tool } from '@/models/Tool';
import { User, type Role } from '@/models/User';
import { createCaller } from '@/test/callers';
import { withTestDatabase } from '@/test/database';
import { placeOrder } from './orders';
import { confirmOrder } from './payments';
import { getAdminFlag, listUsers, listUsersPage, makeAdmin, removeAdmin, removeUser, updateProfile } from './users';

withTestDatabase('data_users');

const account = (email: string, role: Role = 'customer') => createCaller(email, role);

describe('removeUser', () => {
  it('refuses your own account and the last admin, and removes others', async () => {
    await User.init();
    const only = await account('only-admin@example.com', 'admin');
    await expect(removeUser(only, only.email)).rejects.toThrow(ConflictError);
    const customer = await account('leaving@example.com');
    await expect(removeUser(customer, only.email)).rejects.toThrow(AccessDeniedError);
    expect(await removeUser(only, customer.email)).toEqual({ deletedCount: 1 });
    await expect(removeUser(only, customer.email)).rejects.toThrow(NotFoundError);
    expect(await User.countDocuments({ role: 'admin' })).toBe(1);
  });

  it("deletes the account's unconfirmed orders, giving their stock back, and keeps its confirmed ones and any holding money", async () => {
    const admin = await account('remover@example.com', 'admin');
    const leaving = await account('leaving-buyer@example.com');
    const tool = await Tool.create({ name: 'Removal Trowel', desc: 'd', price: 450, minimum: 1, stock: 50, img: '/t.svg' });
    const contact = { phone: '01711000000', address: 'Dhaka' };
    const unpaid = await placeOrder(leaving, { toolId: tool._id.toString(), quantity: 10, ...contact });
    const confirmed = await placeOrder(leaving, { toolId: tool._id.toString(), quantity: 5, ...contact });
    await confirmOrder(leaving, { orderId: confirmed.id });
    // Still pending, but the gateway took its money and held it for review: an admin refunds it, nobody deletes it.
    const held = await placeOrder(leaving, { toolId: tool._id.toString(), quantity: 3, ...contact });
    await Order.updateOne({ _id: held.id }, { $set: { 'payment.method': 'online', 'payment.status': 'held', 'payment.tranId': 'MRTHELDUSER' } });
    expect((await Tool.findById(tool._id).lean())!.stock).toBe(32);

    expect(await removeUser(admin, leaving.email)).toEqual({ deletedCount: 1 });
    expect(await Order.exists({ _id: unpaid.id })).toBeNull();
    expect(await Order.findById(confirmed.id).lean()).toMatchObject({ status: 'confirmed', payment: { method: 'cash', status: 'due' } });
    expect(await Order.findById(held.id).lean()).toMatchObject({ status: 'pending', payment: { status: 'held' } });
    expect((await Tool.findById(tool._id).lean())!.stock).toBe(42);
  });

  it('two admins removing each other at the same moment leave one admin standing', async () => {
    await User.deleteMany({});
    const first = await account('first-admin@example.com', 'admin');
    const second = await account('second-admin@example.com', 'admin');
    const outcomes = await Promise.allSettled([removeUser(first, second.email), removeUser(second, first.email)]);
    expect(await User.countDocuments({ role: 'admin' })).toBeGreaterThanOrEqual(1);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled').length).toBeLessThanOrEqual(1);
  });
});

describe('removeAdmin', () => {
  it('admins only; never yourself, never the last admin, never an ADMIN_EMAILS account', async () => {
    await User.deleteMany({});
    const boss = await account('boss@example.com', 'admin');
    const customer = await account('plain@example.com');
    await expect(removeAdmin(null, boss.email)).rejects.toMatchObject({ status: 401 });
    await expect(removeAdmin(customer, boss.email)).rejects.toMatchObject({ status: 403 });
    await expect(removeAdmin(boss, boss.email)).rejects.toThrow('You cannot take the admin role from yourself.');
    await expect(removeAdmin(boss, 'nobody@example.com')).rejects.toThrow(NotFoundError);
    expect(await removeAdmin(boss, customer.email)).toEqual({ modifiedCount: 0 });

    const listed = await account('founder@example.com', 'admin');
    process.env.ADMIN_EMAILS = 'founder@example.com';
    try {
      await expect(removeAdmin(boss, listed.email)).rejects.toThrow(/ADMIN_EMAILS/);
    } finally {
      delete process.env.ADMIN_EMAILS;
    }
    expect(await removeAdmin(boss, listed.email)).toEqual({ modifiedCount: 1 });
    const demoted = await User.findOne({ email: listed.email }).lean();
    expect(demoted).toMatchObject({ role: 'customer', sessionVersion: 1 });
    // Now the boss is the last admin.
    expect(await User.countDocuments({ role: 'admin' })).toBe(1);
  });

  it('two admins demoting each other at the same moment leave one admin standing', async () => {
    await User.deleteMany({});
    const first = await account('first@example.com', 'admin');
    const second = await account('second@example.com', 'admin');
    await Promise.allSettled([removeAdmin(first, second.email), removeAdmin(second, first.email)]);
    expect(await User.countDocuments({ role: 'admin' })).toBeGreaterThanOrEqual(1);
  });
});

describe('the account calls apply their policies', () => {
  it('lets owners and admins read the admin flag and update profiles; nobody else', async () => {
    await User.deleteMany({});
    const admin = await account('boss@example.com', 'admin');
    const owner = await account('owner@example.com');
    const stranger = await account('stranger@example.com');
    expect(await getAdminFlag(owner, owner.email)).toEqual({ admin: false });
    expect(await getAdminFlag(admin, owner.email)).toEqual({ admin: false });
    expect(await getAdminFlag(admin, 'unknown@example.com')).toEqual({ admin: false });
    await expect(getAdminFlag(stranger, owner.email)).rejects.toMatchObject({ status: 403 });
    await expect(getAdminFlag(null, owner.email)).rejects.toMatchObject({ status: 401 });

    const profile = { name: 'Owner', number: '01711000000', address: 'Dhaka' };
    await expect(updateProfile(stranger, owner.email, profile)).rejects.toMatchObject({ status: 403 });
    expect((await updateProfile(admin, owner.email, profile)).user).toMatchObject(profile);
    await expect(updateProfile(admin, 'nobody@example.com', profile)).rejects.toThrow(NotFoundError);
    // The one phone rule: typed in Bangla digits with the country code, stored as the 11 Latin digits.
    expect((await updateProfile(owner, owner.email, { ...profile, number: '+৮৮ ০১৮১১-০০০২২২' })).user).toMatchObject({ number: '01811000222' });

    await expect(listUsers(owner)).rejects.toMatchObject({ status: 403 });
    expect((await listUsers(admin)).map((user) => user.email)).toEqual([admin.email, owner.email, stranger.email]);
    await expect(listUsersPage(owner, { page: 1 })).rejects.toMatchObject({ status: 403 });
    expect(await listUsersPage(admin, { page: 2, pageSize: 2 })).toMatchObject({
      items: [{ email: stranger.email }],
      page: 2,
      total: 3,
      pageCount: 2,
    });
    expect((await listUsersPage(admin, { page: 1, newestFirst: true })).items.map((user) => user.email)).toEqual([stranger.email, owner.email, admin.email]);
    expect(await makeAdmin(admin, owner.email)).toEqual({ modifiedCount: 1 });
    expect(await makeAdmin(admin, owner.email)).toEqual({ modifiedCount: 0 });
  });
});
