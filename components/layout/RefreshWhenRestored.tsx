'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { refreshAccount } from '@/components/auth/use-account';

/**
 * Public pages may be kept in the browser's back/forward cache (docs/decisions/0064-back-forward-cache.md). A page
 * brought back from it shows what it showed when it was left; this reads its server parts (stock, prices) and the
 * signed-in account (the menu, Buy Now) again at once, so Back after an order or a sign-out shows the shop as it is now.
 */
export function RefreshWhenRestored() {
  const router = useRouter();
  useEffect(() => {
    const refresh = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      router.refresh();
      void refreshAccount();
    };
    window.addEventListener('pageshow', refresh);
    return () => window.removeEventListener('pageshow', refresh);
  }, [router]);
  return null;
}
