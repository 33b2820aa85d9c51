'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/**
 * Public pages may be kept in the browser's back/forward cache (docs/decisions/0064-back-forward-cache.md). A page
 * brought back from it shows what it showed when it was left; this reads its server parts again at once (stock,
 * prices, the account menu), so Back after an order or a sign-out shows the shop as it is now.
 */
export function RefreshWhenRestored() {
  const router = useRouter();
  useEffect(() => {
    const refresh = (event: PageTransitionEvent) => {
      if (event.persisted) router.refresh();
    };
    window.addEventListener('pageshow', refresh);
    return () => window.removeEventListener('pageshow', refresh);
  }, [router]);
  return null;
}
