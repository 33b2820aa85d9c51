import type { Metadata } from 'next';
import { AuthCard } from '@/components/auth/AuthCard';
import { SignOutAndLogIn } from '@/components/auth/SignOutAndLogIn';
import { RETURN_PARAM, safeReturnPath } from '@/lib/auth/return-path';
import { firstParam, type SearchParams } from '@/lib/auth/search-params';
import { siteUrl } from '@/lib/site';

export const metadata: Metadata = { title: 'Admins only', robots: { index: false } };

/**
 * Where the admin guard sends a non-admin (lib/auth/guards.ts). Signing out changes state, so it happens through a
 * POST from this page to /api/auth/not-allowed, never through a link another site could make a browser follow.
 */
export default async function NotAllowedPage({ searchParams }: { searchParams: SearchParams }) {
  const from = safeReturnPath(firstParam((await searchParams)[RETURN_PARAM]), [siteUrl()]);
  return (
    <AuthCard headingId="not-allowed-heading" title="Admins only">
      <p className="text-center">
        That page is for the shop&apos;s admins. You are being signed out, so that you can log in with an admin account.
      </p>
      <SignOutAndLogIn from={from} />
    </AuthCard>
  );
}
