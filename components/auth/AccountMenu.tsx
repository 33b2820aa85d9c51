'use client';

import Link from '@/components/i18n/Link';
import { useTexts } from '@/components/i18n/LanguageProvider';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { askForThisPage, forgetAccount, useAccount } from '@/components/auth/use-account';

/**
 * The signed-in part of the top navigation: a Dashboard link labelled with the user's display name and Sign Out,
 * or Login when signed out. Renders <li> items for a daisyUI `menu` list. It is the browser's, asked of the server
 * when a page loads and after each navigation (use-account.ts), so that every page around it can be prerendered
 * (docs/decisions/0083-account-menu-in-the-browser.md); the name is the database's, so a profile update shows at once.
 * Until a page load's answer comes, and in the server's HTML, it is a placeholder of the same size, so that neither
 * Login nor a name that is no longer signed in ever shows (docs/decisions/0100-account-from-the-first-frame.md).
 * Every state takes the same width in the one-row menu: the name is cut to its box, Login sits in both boxes.
 */
export function AccountMenu() {
  const account = useAccount();
  const { layoutTexts } = useTexts();
  const pathname = usePathname();
  useEffect(() => askForThisPage(), [pathname]);
  if (account === undefined) return <AccountPending />;
  if (account === null) {
    return (
      <li className={`${ACCOUNT_BOX} lg:items-end`}>
        <Link href="/login">{layoutTexts.login}</Link>
      </li>
    );
  }
  return (
    <>
      <li className={`${NAME_BOX} lg:items-end`}>
        <Link href="/dashboard" aria-label={layoutTexts.dashboardOf(account.name)} title={account.name} className="max-w-full" data-testid="nav-dashboard">
          <span className="truncate">{account.name}</span>
        </Link>
      </li>
      <li className={`${SIGN_OUT_BOX} lg:items-start`}>
        {/* Every tab of this browser is signed out on its next page load; copies of the cookie stop working. A plain
            form post: the answer is a whole new page (app/api/auth/sign-out/route.ts). */}
        <form method="post" action="/api/auth/sign-out" onSubmit={forgetAccount}>
          <button type="submit">{layoutTexts.signOut}</button>
        </form>
      </li>
    </>
  );
}

// The boxes of the one-row menu (from lg): the name's and Sign Out's, and the two with the gap between them.
const NAME_BOX = 'lg:w-36';
const SIGN_OUT_BOX = 'lg:w-24';
const ACCOUNT_BOX = 'lg:w-61';

/**
 * The account part while this document does not know who is signed in: the signed-in part's two boxes, greyed,
 * nothing to focus, "Checking your account…" for screen readers. Without JavaScript it never changes, so it is Login.
 */
function AccountPending() {
  const { accountTexts, layoutTexts } = useTexts();
  const checking = '[@media(scripting:none)]:hidden';
  return (
    <>
      <li className={`${NAME_BOX} lg:items-end`} aria-busy="true" data-testid="account-pending">
        <span className={`pointer-events-none ${checking}`}>
          <span className="sr-only">{accountTexts.checking}</span>
          <span aria-hidden="true" className="block h-[1lh] w-20 rounded bg-base-300" />
        </span>
        <noscript>
          <Link href="/login">{layoutTexts.login}</Link>
        </noscript>
      </li>
      <li className={`${SIGN_OUT_BOX} lg:items-start ${checking}`} aria-hidden="true">
        <span className="pointer-events-none">
          <span className="block h-[1lh] w-14 rounded bg-base-300" />
        </span>
      </li>
    </>
  );
}
