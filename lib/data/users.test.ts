import { describe, expect, it } from 'vitest';
import { AccessDeniedError } from '@/lib/access';
import type { Caller } from '@/lib/auth/caller';
import { ConflictError, NotFoundError } from '@/lib/errors';
import { User, type Role } from '@/models/User';
import { withTestDatabase } from '@/test/database';
import { getAdminFlag, listUsers, makeAdmin, removeUser, updateProfile } from './users';

withTestDatabase('data_users');

async function account(email: string, role: Role = 'customer'): Promise<Caller> {
  const user = await User.create({ email, name: email.split('@')[0], role });
  return { id: user._id.toString(), email: user.email, name: user.name ?? null, role: user.role };
}

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

  it('two admins removing each other at the same moment leave one admin standing', async () => {
    await User.deleteMany({});
    const first = await account('first-admin@example.com', 'admin');
    const second = await account('second-admin@example.com', 'admin');
    const outcomes = await Promise.allSettled([removeUser(first, second.email), removeUser(second, first.email)]);
    expect(await User.countDocuments({ role: 'admin' })).toBeGreaterThanOrEqual(1);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled').length).toBeLessThanOrEqual(1);
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

    await expect(listUsers(owner)).rejects.toMatchObject({ status: 403 });
    expect((await listUsers(admin)).map((user) => user.email)).toEqual([admin.email, owner.email, stranger.email]);
    expect(await makeAdmin(admin, owner.email)).toEqual({ modifiedCount: 1 });
    expect(await makeAdmin(admin, owner.email)).toEqual({ modifiedCount: 0 });
  });
});
