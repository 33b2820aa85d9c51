'use client';

import { useState } from 'react';
import { useAccount } from '@/components/auth/use-account';
import { useLanguage, useTexts } from '@/components/i18n/LanguageProvider';
import { NotForAdmins } from '@/components/shop/NotForAdmins';
import { typedQuantity } from '@/components/shop/quantity-box';
import { toast } from '@/components/ui/Toaster';
import { translated } from '@/components/i18n/translated';
import { addToCart, type CartTool } from './cart-store';

/**
 * Add to cart, beside Buy Now: adds the quantity in the box `quantityFrom` names (the tool page's quantity picker), or
 * else the tool's minimum order (a tool card), after checking the purchase rule here with the server's words. A
 * visitor's cart is this browser's, a customer's the server's (cart-store.ts). Admins do not buy: for them it is a
 * disabled button that says why, learnt in the browser as Buy Now does (components/shop/BuyNow.tsx); the server
 * refuses an admin's cart whatever the button shows. The cart's refusals are the server's English words, said in the
 * page's language.
 */
export function AddToCart({ tool, quantityFrom, className = '' }: { tool: CartTool & { name: string }; quantityFrom?: string; className?: string }) {
  const account = useAccount();
  const texts = useTexts();
  const { cartTexts, toasts } = texts;
  const language = useLanguage();
  const [adding, setAdding] = useState(false);
  const label = cartTexts.addLabel(tool.name);
  if (account?.admin) {
    return (
      <NotForAdmins
        reasonId={`add-to-cart-reason-${tool.id}`}
        className="btn btn-outline btn-primary"
        label={label}
        title={cartTexts.adminsDoNotBuy}
        reason={cartTexts.adminsDoNotBuy}
        testId="add-to-cart"
      >
        {cartTexts.add}
      </NotForAdmins>
    );
  }

  if (account === undefined) {
    // Until this document knows who is signed in (an admin may not add), it cannot be pressed (decision 0100). An
    // element of its own: the one that replaces it appears as it is, with no fade from the disabled colours.
    return (
      <button key="pending" type="button" className={`btn btn-outline btn-primary ${className}`} disabled aria-busy="true" aria-label={label} data-testid="add-to-cart">
        {cartTexts.add}
      </button>
    );
  }

  async function add() {
    if (adding) return;
    const box = quantityFrom ? document.getElementById(quantityFrom) : null;
    // Digits in either script; anything else is no quantity, which the purchase rule refuses.
    const quantity = box instanceof HTMLInputElement ? (typedQuantity(box.value) ?? Number.NaN) : tool.minimum;
    setAdding(true);
    try {
      const outcome = await addToCart(tool, quantity, texts);
      if (outcome.ok) toast.success(toasts.addedToCart);
      else toast.error(translated(outcome.error, language));
    } finally {
      setAdding(false);
    }
  }

  return (
    <button
      type="button"
      className={`btn btn-outline btn-primary ${className}`}
      aria-label={label}
      aria-busy={adding}
      onClick={() => void add()}
      data-testid="add-to-cart"
    >
      {cartTexts.add}
    </button>
  );
}
