import type { Metadata } from 'next';
import { AuthCard } from '@/components/auth/AuthCard';
import { GoogleSignInButton } from '@/components/auth/GoogleSignInButton';
import { RegisterForm } from '@/components/auth/RegisterForm';
import { isGoogleSignInEnabled } from '@/lib/auth';
import { RETURN_PARAM, safeReturnPath } from '@/lib/auth/return-path';
import { firstParam, type SearchParams } from '@/lib/auth/search-params';
import { siteUrl } from '@/lib/site';

export const metadata: Metadata = { title: 'Sign Up', robots: { index: false } };

export default async function RegisterPage({ searchParams }: { searchParams: SearchParams }) {
  const from = safeReturnPath(firstParam((await searchParams)[RETURN_PARAM]), [siteUrl()]);
  return (
    <AuthCard headingId="register-heading" title="Sign Up">
      <RegisterForm from={from} />
      <GoogleSignInButton enabled={isGoogleSignInEnabled()} from={from} />
    </AuthCard>
  );
}
