'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { announceResult } from '@/components/ui/schema-form';
import { choosePaymentAction } from '@/lib/actions/orders';
import { payTexts, toasts } from '@/lib/texts';

/**
 * The two ways to pay a pending order (docs/payments.md): **Pay online** opens a session at the gateway and sends the
 * browser to its page (no card or wallet detail ever reaches our server); **Cash on delivery** confirms the order at
 * once, its payment due. Used on My Order (each row, and straight after a purchase) and on the payment page.
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
      if (!answer.ok) announceResult(answer, '');
      router.refresh();
    });

  const payCash = () =>
    startTransition(async () => {
      if (!announceResult(await choosePaymentAction(order.id, 'cash'), toasts.orderConfirmed)) return router.refresh();
      onConfirmed?.();
    });

  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="payment-choice">
      {onlineOffered ? (
        <button type="button" className={`btn btn-primary ${size}`} aria-label={payTexts.payOnlineLabel(order.product)} disabled={busy || leaving} onClick={payOnline}>
          {payTexts.payOnline}
        </button>
      ) : null}
      <button
        type="button"
        className={`btn ${onlineOffered ? 'btn-outline' : 'btn-primary'} ${size}`}
        aria-label={payTexts.cashOnDeliveryLabel(order.product)}
        disabled={busy || leaving}
        onClick={payCash}
      >
        {payTexts.cashOnDelivery}
      </button>
      {leaving ? (
        <span role="status" className="text-sm">
          {payTexts.toGateway}
        </span>
      ) : null}
    </div>
  );
}
