import { unlistedTitleFrom } from '@/lib/http/page-titles';
import { AuthCard } from '@/components/auth/AuthCard';
import { GoogleSignInButton } from '@/components/auth/GoogleSignInButton';
import { RegisterForm } from '@/components/auth/RegisterForm';
import { isGoogleSignInEnabled } from '@/lib/auth';
import { returnPathOfQuery, type SearchParams } from '@/lib/auth/search-params';
import { pageTexts } from '@/lib/texts/page-texts';
import { SigningInWords } from '@/components/i18n/words/signing-in';

export const generateMetadata = unlistedTitleFrom((texts) => texts.authPageTexts.register.title);

export default async function RegisterPage({ searchParams }: { searchParams: SearchParams }) {
  const from = returnPathOfQuery(await searchParams);
  const { authPageTexts } = await pageTexts();
  return (
    <SigningInWords>
      <AuthCard headingId="register-heading" title={authPageTexts.register.title}>
        <RegisterForm from={from} />
        <GoogleSignInButton enabled={isGoogleSignInEnabled()} from={from} />
      </AuthCard>
    </SigningInWords>
  );
}
