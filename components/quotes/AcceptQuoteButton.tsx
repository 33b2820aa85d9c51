'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { useLanguage, usePathIn, useTexts } from '@/components/i18n/LanguageProvider';
import { announceResult } from '@/components/ui/announce-result';
import { acceptQuoteAction } from '@/lib/actions/quotes';
import type { ActionResult } from '@/lib/actions/result';
import type { Language } from '@/lib/domain/i18n';
import { translated } from '@/components/i18n/translated';

/** The customer accepts the offer: it becomes one order at the quoted price (a second press makes no second order). */
export function AcceptQuoteButton({ quoteId, label, children }: { quoteId: string; label: string; children: React.ReactNode }) {
  const router = useRouter();
  const language = useLanguage();
  const pathIn = usePathIn();
  const { toasts } = useTexts();
  const [busy, startTransition] = useTransition();
  const accept = () =>
    startTransition(async () => {
      const answer = refusalIn(await acceptQuoteAction(quoteId), language);
      if (announceResult(answer, toasts.quoteAccepted)) router.push(pathIn('/dashboard/myorder'));
    });
  return (
    <button type="button" className="btn btn-primary" aria-label={label} disabled={busy} onClick={accept}>
      {busy ? <span className="loading loading-spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}

/** A refusal in the page's language: announceResult toasts its first field's message, or its error, as it is. */
function refusalIn(result: ActionResult, language: Language): ActionResult {
  if (result.ok) return result;
  const { fields, ...refusal } = result;
  return { ...refusal, error: translated(Object.values(fields ?? {})[0]?.[0] ?? refusal.error, language) };
}
