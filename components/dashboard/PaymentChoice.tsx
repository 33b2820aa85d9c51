'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { useLanguage, useTexts } from '@/components/i18n/LanguageProvider';
import { toast } from '@/components/ui/Toaster';
import { choosePaymentAction } from '@/lib/actions/orders';
import type { ActionFailure } from '@/lib/actions/result';
import { translated } from '@/components/i18n/translated';

/**
 * The two ways to pay a pending order (docs/payments.md): **Pay online** opens a session at the gateway and sends the
 * browser to its page (no card or wallet detail ever reaches our server); **Cash on delivery** confirms the order at
 * once, its payment due. Used on My Order (each row, and straight after a purchase) and on the payment page. A refusal
 * (the server's English) is said in the page's language.
 */
export function PaymentChoice({
  order,
  onlineOffered,
  size = 'btn-sm',
  onConfirmed,
}: {
  order: { id: string; product: string };
  onlineOffered: boolean;
  size?: 'btn-sm' | 'btn-md';
  onConfirmed?: () => void;
}) {
  const router = useRouter();
  const { payButtonTexts, toasts } = useTexts();
  const language = useLanguage();
  const refuse = (answer: ActionFailure) => toast.error(translated(Object.values(answer.fields ?? {})[0]?.[0] ?? answer.error, language));
  const [busy, startTransition] = useTransition();
  const [leaving, setLeaving] = useState(false);

  const payOnline = () =>
    startTransition(async () => {
      const answer = await choosePaymentAction(order.id, 'online');
      if (answer.ok && 'redirectUrl' in answer && typeof answer.redirectUrl === 'string') {
        setLeaving(true);
        window.location.assign(answer.redirectUrl);
        return;
      }
      // Refused (already paid, expired, the gateway down): say why, and show the order as it is now.
      if (!answer.ok) refuse(answer);
      router.refresh();
    });

  const payCash = () =>
    startTransition(async () => {
      const answer = await choosePaymentAction(order.id, 'cash');
      if (!answer.ok) {
        refuse(answer);
        return router.refresh();
      }
      toast.success(toasts.orderConfirmed);
      onConfirmed?.();
    });

  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="payment-choice">
      {onlineOffered ? (
        <button type="button" className={`btn btn-primary ${size}`} aria-label={payButtonTexts.payOnlineLabel(order.product)} disabled={busy || leaving} onClick={payOnline}>
          {payButtonTexts.payOnline}
        </button>
      ) : null}
      <button
        type="button"
        className={`btn ${onlineOffered ? 'btn-outline' : 'btn-primary'} ${size}`}
        aria-label={payButtonTexts.cashOnDeliveryLabel(order.product)}
        disabled={busy || leaving}
        onClick={payCash}
      >
        {payButtonTexts.cashOnDelivery}
      </button>
      {leaving ? (
        <span role="status" className="text-sm">
          {payButtonTexts.toGateway}
        </span>
      ) : null}
    </div>
  );
}
