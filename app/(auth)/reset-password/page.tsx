import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthCard } from '@/components/auth/AuthCard';
import { ResetPasswordForm } from '@/components/auth/ResetPasswordForm';
import { authErrorMessage } from '@/lib/auth/error-codes';
import { firstParam, type SearchParams } from '@/lib/auth/search-params';
import { describeResetToken } from '@/lib/data/accounts';
import { resetPasswordSchema } from '@/lib/validation/auth';

export const metadata: Metadata = { title: 'Reset your password', robots: { index: false } };

export default async function ResetPasswordPage({ searchParams }: { searchParams: SearchParams }) {
  const token = firstParam((await searchParams).token) ?? '';
  const wellFormed = resetPasswordSchema.shape.token.safeParse(token).success;
  const state = wellFormed ? await describeResetToken(token) : 'invalid-action-code';
  return (
    <AuthCard headingId="reset-heading" title="Choose a new password">
      {state === 'usable' ? (
        <ResetPasswordForm token={token} />
      ) : (
        <>
          <p role="alert" className="alert alert-warning text-sm" data-testid="reset-link-problem">
            {authErrorMessage(state)}
          </p>
          <Link href="/login" className="btn btn-primary mt-4">
            Go to login
          </Link>
        </>
      )}
    </AuthCard>
  );
}
