import type { Metadata } from 'next';
import { AuthCard } from '@/components/auth/AuthCard';
import { GoogleSignInButton } from '@/components/auth/GoogleSignInButton';
import { RegisterForm } from '@/components/auth/RegisterForm';
import { isGoogleSignInEnabled } from '@/lib/auth';
import { RETURN_PARAM, returnPathFrom } from '@/lib/auth/return-path';
import { firstParam, type SearchParams } from '@/lib/auth/search-params';
import { siteUrl } from '@/lib/site';
import { pageTexts } from '@/lib/texts/page-texts';

export async function generateMetadata(): Promise<Metadata> {
  const { authPageTexts } = await pageTexts();
  return { title: authPageTexts.register.title, robots: { index: false } };
}

export default async function RegisterPage({ searchParams }: { searchParams: SearchParams }) {
  const from = returnPathFrom(firstParam((await searchParams)[RETURN_PARAM]), [siteUrl()]);
  const { authPageTexts } = await pageTexts();
  return (
    <AuthCard headingId="register-heading" title={authPageTexts.register.title}>
      <RegisterForm from={from} />
      <GoogleSignInButton enabled={isGoogleSignInEnabled()} from={from} />
    </AuthCard>
  );
}
