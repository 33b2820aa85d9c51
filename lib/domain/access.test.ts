import { describe, expect, it } from 'vitest';
import type { Caller } from '@/lib/auth/caller-type';
import { AccessDeniedError, isAdmin, isOwnerOrAdmin, ownerOrAdminOf, requireAccess } from './access';

const customer: Caller = { id: '1', email: 'buyer@example.com', name: 'Buyer', role: 'customer', sessionVersion: 0, language: 'en' };
const admin: Caller = { id: '2', email: 'boss@example.com', name: 'Boss', role: 'admin', sessionVersion: 0, language: 'en' };

describe('access policies', () => {
  it('answer 401 without a caller and 403 when the policy refuses', () => {
    expect(() => requireAccess(null, isAdmin)).toThrow(expect.objectContaining({ status: 401 }));
    expect(() => requireAccess(customer, isAdmin)).toThrow(AccessDeniedError);
    expect(() => requireAccess(customer, isAdmin)).toThrow(expect.objectContaining({ status: 403 }));
    expect(requireAccess(admin, isAdmin)).toBe(admin);
  });

  it('let owners act on their own records (whatever the case of the e-mail) and admins on anyone\'s', () => {
    expect(isOwnerOrAdmin(customer, ' BUYER@example.com ')).toBe(true);
    expect(isOwnerOrAdmin(customer, 'other@example.com')).toBe(false);
    expect(ownerOrAdminOf('other@example.com')(admin)).toBe(true);
  });
});
