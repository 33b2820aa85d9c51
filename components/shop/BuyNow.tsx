'use client';

import { useAccount } from '@/components/auth/use-account';
import Link from '@/components/i18n/Link';
import { useTexts } from '@/components/i18n/LanguageProvider';
import { NotForAdmins } from './NotForAdmins';

/**
 * Buy Now leads to the login-required purchase page (or `children`, the tool page's quantity form, does). Admins
 * manage the catalogue and do not buy (docs/shop.md, People), so they get a disabled button that says why. Who is
 * signed in is learnt in the browser, so that the pages showing Buy Now can be prerendered; the server refuses an
 * admin's order whatever the button shows (docs/decisions/0083-account-menu-in-the-browser.md). Until this document
 * knows, and in the server's HTML, it is there but cannot be pressed (docs/decisions/0100-account-from-the-first-frame.md);
 * without JavaScript, the plain link to the purchase page takes its place.
 */
export function BuyNow({ toolId, toolName, children }: { toolId: string; toolName: string; children?: React.ReactNode }) {
  const account = useAccount();
  const { accountTexts, buyNowTexts } = useTexts();
  const label = buyNowTexts.label(toolName);
  if (account === undefined) {
    const plainLink = (
      <noscript>
        <Link href={`/purchase/${toolId}`} prefetch={false} className="btn btn-primary" aria-label={label}>
          {buyNowTexts.buyNow}
        </Link>
      </noscript>
    );
    if (children) {
      // The form as it will be, every field and button disabled: the same size, nothing to press or type in yet.
      return (
        <>
          <fieldset disabled aria-busy="true" aria-label={accountTexts.checking} className={`contents ${WITH_SCRIPTS}`}>
            {children}
          </fieldset>
          {plainLink}
        </>
      );
    }
    return (
      <>
        <button type="button" className={`btn btn-primary ${WITH_SCRIPTS}`} disabled aria-busy="true" aria-label={label} data-testid="buy-now-pending">
          {buyNowTexts.buyNow}
        </button>
        {plainLink}
      </>
    );
  }
  if (account?.admin) {
    return (
      <NotForAdmins
        reasonId={`buy-now-reason-${toolId}`}
        className="btn btn-primary"
        title={buyNowTexts.adminsCannotBuy}
        reason={buyNowTexts.adminsCannotBuyReason}
        testId="buy-now"
      >
        {buyNowTexts.buyNow}
      </NotForAdmins>
    );
  }
  return (
    children ?? (
      // No prefetch: the purchase page is per account and redirects visitors who are signed out.
      <Link href={`/purchase/${toolId}`} prefetch={false} className="btn btn-primary" aria-label={label} data-testid="buy-now">
        {buyNowTexts.buyNow}
      </Link>
    )
  );
}

/** What only a page that runs scripts shows: without them nothing would ever replace it. */
const WITH_SCRIPTS = '[@media(scripting:none)]:hidden';
