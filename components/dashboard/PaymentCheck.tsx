'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useTransition } from 'react';
import { useTexts } from '@/components/i18n/LanguageProvider';
import { checkPaymentAction } from '@/lib/actions/orders';

/** How often, and how many times, the payment page asks again by itself while the gateway has not confirmed. */
const EVERY_MS = 4_000;
const TIMES = 15;

/**
 * While a payment is open at the gateway: the page asks our server again every few seconds for a minute (the IPN may
 * arrive just after the customer), and **Check again** asks the gateway itself now.
 */
export function PaymentCheck({ orderId }: { orderId: string }) {
  const router = useRouter();
  const { payButtonTexts } = useTexts();
  const [busy, startTransition] = useTransition();
  useEffect(() => {
    let asked = 0;
    const timer = setInterval(() => {
      asked += 1;
      if (asked > TIMES) return clearInterval(timer);
      router.refresh();
    }, EVERY_MS);
    return () => clearInterval(timer);
  }, [router]);
  return (
    <button
      type="button"
      className="btn btn-outline btn-sm"
      disabled={busy}
      onClick={() =>
        startTransition(async () => {
          await checkPaymentAction(orderId);
          router.refresh();
        })
      }
    >
      {payButtonTexts.checkAgain}
    </button>
  );
}
