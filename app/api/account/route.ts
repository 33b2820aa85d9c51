import { connection, NextResponse } from 'next/server';
import { isAdmin } from '@/lib/domain/access';
import { apiRoute } from '@/lib/http/api-route';
import { getCaller } from '@/lib/auth/caller';
import type { SignedInAccount } from '@/lib/data/account-types';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  /**
   * Who this browser is signed in as, for the prerendered pages' account menu and Buy Now buttons
   * (docs/decisions/0083-account-menu-in-the-browser.md): the name the database holds now, whether the account is an
   * admin and the language it reads, or null. Only the session cookie counts: the menu is our own pages'.
   */
  GET: async () => {
    await connection();
    const caller = await getCaller();
    const account: SignedInAccount | null = caller && { name: caller.name || caller.email, admin: isAdmin(caller), language: caller.language };
    return NextResponse.json(account, { headers: { 'Cache-Control': 'private, no-store' } });
  },
});
