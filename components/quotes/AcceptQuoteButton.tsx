'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { announceResult } from '@/components/ui/schema-form';
import { acceptQuoteAction } from '@/lib/actions/quotes';
import { toasts } from '@/lib/texts';

/** The customer accepts the offer: it becomes one order at the quoted price (a second press makes no second order). */
export function AcceptQuoteButton({ quoteId, label, children }: { quoteId: string; label: string; children: React.ReactNode }) {
  const router = useRouter();
  const [busy, startTransition] = useTransition();
  const accept = () =>
    startTransition(async () => {
      if (announceResult(await acceptQuoteAction(quoteId), toasts.quoteAccepted)) router.push('/dashboard/myorder');
    });
  return (
    <button type="button" className="btn btn-primary" aria-label={label} disabled={busy} onClick={accept}>
      {busy ? <span className="loading loading-spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
