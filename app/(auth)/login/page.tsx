import type { Metadata } from 'next';
import { AuthCard } from '@/components/auth/AuthCard';
import { GoogleSignInButton } from '@/components/auth/GoogleSignInButton';
import { LoginForm } from '@/components/auth/LoginForm';
import { isGoogleSignInEnabled } from '@/lib/auth';
import { authErrorMessage } from '@/lib/auth/error-codes';
import { RETURN_PARAM, safeReturnPath } from '@/lib/auth/return-path';
import { firstParam, type SearchParams } from '@/lib/auth/search-params';
import { siteUrl } from '@/lib/site';

export const metadata: Metadata = { title: 'Login', robots: { index: false } };

export default async function LoginPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const from = safeReturnPath(firstParam(params[RETURN_PARAM]), [siteUrl()]);
  // next-auth names a refused login "CredentialsSignin" and says why in `code` (too-many-requests).
  const error = firstParam(params.code) === 'too-many-requests' ? 'too-many-requests' : firstParam(params.error);
  const passwordChanged = firstParam(params.reset) === 'done';
  return (
    <AuthCard headingId="login-heading" title="Login">
      {passwordChanged ? (
        <p role="status" className="alert alert-success text-sm">
          Your password has been changed. Log in with your new password.
        </p>
      ) : null}
      <LoginForm from={from} initialError={error ? authErrorMessage(error) : null} />
      <GoogleSignInButton enabled={isGoogleSignInEnabled()} from={from} />
    </AuthCard>
  );
}
