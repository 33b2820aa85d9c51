'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { forgetAccount, refreshAccount, useAccount } from '@/components/auth/use-account';

/**
 * The signed-in part of the top navigation: a Dashboard link labelled with the user's display name and Sign Out,
 * or Login when signed out. Renders <li> items for a daisyUI `menu` list. It is the browser's, asked of the server
 * when a page loads and after each navigation (use-account.ts), so that every page around it can be prerendered
 * (docs/decisions/0083-account-menu-in-the-browser.md); the name is the database's, so a profile update shows at once. Without
 * JavaScript, and in a new tab until the first answer comes, it is the Login link; on later page loads, the tab's last
 * answer until the new one comes.
 */
export function AccountMenu() {
  const account = useAccount();
  const pathname = usePathname();
  useEffect(() => {
    void refreshAccount();
  }, [pathname]);
  if (!account) return <LoginLink />;
  return (
    <>
      <li>
        <Link href="/dashboard" aria-label={`Dashboard: ${account.name}`} data-testid="nav-dashboard">
          {account.name}
        </Link>
      </li>
      <li>
        {/* Every tab of this browser is signed out on its next page load; copies of the cookie stop working. A plain
            form post: the answer is a whole new page (app/api/auth/sign-out/route.ts). */}
        <form method="post" action="/api/auth/sign-out" onSubmit={forgetAccount}>
          <button type="submit">Sign Out</button>
        </form>
      </li>
    </>
  );
}

function LoginLink() {
  return (
    <li>
      <Link href="/login">Login</Link>
    </li>
  );
}
