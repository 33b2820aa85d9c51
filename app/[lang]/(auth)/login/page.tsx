import { unlistedTitleFrom } from '@/lib/http/page-titles';
import { AuthCard } from '@/components/auth/AuthCard';
import { GoogleSignInButton } from '@/components/auth/GoogleSignInButton';
import { LoginForm } from '@/components/auth/LoginForm';
import { isGoogleSignInEnabled } from '@/lib/auth';
import { authErrorMessage } from '@/lib/auth/error-codes';
import { firstParam, returnPathOfQuery, type SearchParams } from '@/lib/auth/search-params';
import { pageLanguage, pageTexts } from '@/lib/texts/page-texts';
import { translated } from '@/lib/texts/translate';
import { SigningInWords } from '@/components/i18n/words/signing-in';

export const generateMetadata = unlistedTitleFrom((texts) => texts.authPageTexts.login.title);

export default async function LoginPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const { authPageTexts } = await pageTexts();
  const language = await pageLanguage();
  const from = returnPathOfQuery(params);
  // next-auth names a refused login "CredentialsSignin" and says why in `code` (too-many-requests).
  const error = firstParam(params.code) === 'too-many-requests' ? 'too-many-requests' : firstParam(params.error);
  const passwordChanged = firstParam(params.reset) === 'done';
  return (
    <SigningInWords>
      <AuthCard headingId="login-heading" title={authPageTexts.login.title}>
        {passwordChanged ? (
          <p role="status" className="alert alert-success text-sm">
            {authPageTexts.login.passwordChanged}
          </p>
        ) : null}
        <LoginForm from={from} initialError={error ? translated(authErrorMessage(error), language) : null} />
        <GoogleSignInButton enabled={isGoogleSignInEnabled()} from={from} />
      </AuthCard>
    </SigningInWords>
  );
}
