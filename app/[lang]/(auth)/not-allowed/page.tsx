import { unlistedTitleFrom } from '@/lib/http/page-titles';
import { AuthCard } from '@/components/auth/AuthCard';
import { SignOutAndLogIn } from '@/components/auth/SignOutAndLogIn';
import { returnPathOfQuery, type SearchParams } from '@/lib/auth/search-params';
import { pageTexts } from '@/lib/texts/page-texts';
import { SigningInWords } from '@/components/i18n/words/signing-in';

export const generateMetadata = unlistedTitleFrom((texts) => texts.authPageTexts.notAllowed.title);

/**
 * Where the admin guard sends a non-admin (lib/auth/guards.ts). Signing out changes state, so it happens through a
 * POST from this page to /api/auth/not-allowed, never through a link another site could make a browser follow.
 */
export default async function NotAllowedPage({ searchParams }: { searchParams: SearchParams }) {
  const from = returnPathOfQuery(await searchParams);
  const { authPageTexts } = await pageTexts();
  return (
    <SigningInWords>
      <AuthCard headingId="not-allowed-heading" title={authPageTexts.notAllowed.title}>
        <p className="text-center">{authPageTexts.notAllowed.body}</p>
        <SignOutAndLogIn from={from} />
      </AuthCard>
    </SigningInWords>
  );
}
