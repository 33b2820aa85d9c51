'use client';

import Link from 'next/link';
import { useAccount } from '@/components/auth/use-account';

/**
 * Buy Now leads to the login-required purchase page (or `children`, the tool page's quantity form, does). Admins
 * manage the catalogue and do not buy (docs/shop.md, People), so they get a disabled button that says why. Who is
 * signed in is learnt in the browser, so that the pages showing Buy Now can be prerendered; the server refuses an
 * admin's order whatever the button shows (docs/decisions/0083-account-menu-in-the-browser.md).
 */
export function BuyNow({ toolId, toolName, children }: { toolId: string; toolName: string; children?: React.ReactNode }) {
  const account = useAccount();
  if (account?.admin) {
    const reasonId = `buy-now-reason-${toolId}`;
    return (
      <div className="flex flex-col items-end gap-1">
        <button
          type="button"
          className="btn btn-primary"
          disabled
          aria-describedby={reasonId}
          title="Admins cannot place orders"
          data-testid="buy-now"
        >
          Buy Now
        </button>
        <p id={reasonId} className="text-xs opacity-70">
          Admins cannot place orders.
        </p>
      </div>
    );
  }
  return (
    children ?? (
      // No prefetch: the purchase page is per account and redirects visitors who are signed out.
      <Link href={`/purchase/${toolId}`} prefetch={false} className="btn btn-primary" aria-label={`Buy Now: ${toolName}`} data-testid="buy-now">
        Buy Now
      </Link>
    )
  );
}
