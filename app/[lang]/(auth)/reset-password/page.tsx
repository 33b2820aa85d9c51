import { unlistedTitleFrom } from '@/lib/http/page-titles';
import Link from '@/components/i18n/Link';
import { AuthCard } from '@/components/auth/AuthCard';
import { ResetPasswordForm } from '@/components/auth/ResetPasswordForm';
import { authErrorMessage } from '@/lib/auth/error-codes';
import { firstParam, type SearchParams } from '@/lib/auth/search-params';
import { describeResetToken } from '@/lib/data/accounts';
import { pageLanguage, pageTexts } from '@/lib/texts/page-texts';
import { translated } from '@/lib/texts/translate';
import { resetPasswordSchema } from '@/lib/validation/auth';
import { SigningInWords } from '@/components/i18n/words/signing-in';

export const generateMetadata = unlistedTitleFrom((texts) => texts.authPageTexts.reset.title);

export default async function ResetPasswordPage({ searchParams }: { searchParams: SearchParams }) {
  const token = firstParam((await searchParams).token) ?? '';
  const { authPageTexts } = await pageTexts();
  const language = await pageLanguage();
  const wellFormed = resetPasswordSchema.shape.token.safeParse(token).success;
  const state = wellFormed ? await describeResetToken(token) : 'invalid-action-code';
  return (
    <SigningInWords>
      <AuthCard headingId="reset-heading" title={authPageTexts.reset.heading}>
        {state === 'usable' ? (
          <ResetPasswordForm token={token} />
        ) : (
          <>
            <p role="alert" className="alert alert-warning text-sm" data-testid="reset-link-problem">
              {translated(authErrorMessage(state), language)}
            </p>
            <Link href="/login" className="btn btn-primary mt-4">
              {authPageTexts.reset.goToLogin}
            </Link>
          </>
        )}
      </AuthCard>
    </SigningInWords>
  );
}
