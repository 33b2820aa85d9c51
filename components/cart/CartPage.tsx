'use client';

import { useEffect, useRef, useState } from 'react';
import Link from '@/components/i18n/Link';
import { useLanguage, useTexts } from '@/components/i18n/LanguageProvider';
import { quantityBox, stepQuantity, typedQuantity } from '@/components/shop/quantity-box';
import { toast } from '@/components/ui/Toaster';
import type { CartLineView } from '@/lib/data/cart';
import { formatBDT } from '@/lib/domain/money';
import { translated } from '@/components/i18n/translated';
import { cartQuantityRefusal, loadCartView, removeFromCart, setCartQuantity, useCart } from './cart-store';

/**
 * The cart page's body: each tool with its unit price, quantity (saved when changed, within the purchase rule), line
 * total and Remove; the subtotal; Checkout for a customer, or a way to log in and come back to it. Everything is read
 * in the browser: a visitor's cart is the browser's own, priced by the server from the database. The tools' names are
 * the shop's English ones (the cart does not carry their Bangla names).
 */
export function CartPage({ loginHref }: { loginHref: string }) {
  const cart = useCart();
  const { cartTexts } = useTexts();
  const language = useLanguage();
  const owner = cart?.owner;
  useEffect(() => {
    if (owner) void loadCartView();
  }, [owner]);

  if (owner === 'admin') {
    return (
      <p className="alert" data-testid="cart-admin">
        {cartTexts.adminsDoNotBuy}
      </p>
    );
  }
  const view = cart?.view;
  if (!view) {
    if (!cart?.failed) {
      return (
        <p role="status" data-testid="cart-loading">
          {cartTexts.loading}
        </p>
      );
    }
    return (
      <div role="alert" className="alert alert-error">
        <span>{cartTexts.notLoaded}</span>
        <button type="button" className="btn btn-sm" onClick={() => void loadCartView()}>
          {cartTexts.tryAgain}
        </button>
      </div>
    );
  }
  if (view.lines.length === 0) {
    return (
      <div className="flex flex-col items-start gap-4" data-testid="cart-empty">
        <p className="text-lg">{cartTexts.empty}</p>
        <Link href="/tools" className="btn btn-primary">
          {cartTexts.browseTools}
        </Link>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <ul aria-label={cartTexts.linesLabel} className="divide-y divide-base-300 border-y border-base-300">
        {view.lines.map((line) => (
          <CartLine key={line.toolId} line={line} />
        ))}
      </ul>
      <div className="flex flex-col items-end gap-3 text-right">
        <p className="text-xl">
          {cartTexts.subtotal}: <strong data-testid="cart-subtotal">{formatBDT(view.subtotal, language)}</strong>
        </p>
        <p className="text-sm opacity-70">{cartTexts.deliveryLater}</p>
        {owner === 'customer' ? (
          // No prefetch: the checkout is per account.
          <Link href="/checkout" prefetch={false} className="btn btn-primary" data-testid="cart-checkout">
            {cartTexts.checkout}
          </Link>
        ) : (
          <Link href={loginHref} prefetch={false} className="btn btn-primary" data-testid="cart-checkout">
            {cartTexts.logInToCheckOut}
          </Link>
        )}
      </div>
    </div>
  );
}

function CartLine({ line }: { line: CartLineView }) {
  const texts = useTexts();
  const { cartTexts } = texts;
  const language = useLanguage();
  const [draft, setDraft] = useState(String(line.quantity));
  const [shown, setShown] = useState(line.quantity);
  const [refusal, setRefusal] = useState<string | null>(null);
  const sending = useRef<number | null>(null);
  const box = useRef<HTMLInputElement>(null);
  // The cart changed under the box (the server's answer, another tab): the box follows it, unless it already says that
  // number as the customer typed it (in Bangla digits, say).
  if (shown !== line.quantity) {
    setShown(line.quantity);
    if (typedQuantity(draft) !== line.quantity) setDraft(String(line.quantity));
  }
  const tool = { id: line.toolId, minimum: line.minimum, stock: line.stock };

  async function save(text: string) {
    // Digits in either script; anything else is no quantity, which the purchase rule refuses.
    const quantity = typedQuantity(text) ?? Number.NaN;
    if (quantity === sending.current) return;
    if (quantity === line.quantity) return setRefusal(null);
    sending.current = quantity;
    const outcome = await setCartQuantity(tool, quantity, texts);
    sending.current = null;
    setRefusal(outcome.ok ? null : outcome.error);
  }

  // Saved on the box's own change event: when it loses focus after typing, on Enter, or at each step of its arrows.
  useEffect(() => {
    const input = box.current;
    if (!input) return;
    const changed = () => void save(input.value);
    input.addEventListener('change', changed);
    return () => input.removeEventListener('change', changed);
  });

  async function remove() {
    const outcome = await removeFromCart(line.toolId, texts);
    if (!outcome.ok) toast.error(translated(outcome.error, language));
  }

  const boxId = `cart-quantity-${line.toolId}`;
  const messageId = `${boxId}-message`;
  // What the box refused, or the rule this line breaks now (the stock fell since it was added), in the page's language.
  const refused = refusal ?? cartQuantityRefusal(line.quantity, line, texts);
  const message = refused && translated(refused, language);
  // The name is the shop's English one: said as English on a Bangla page.
  const nameLang = language === 'en' ? undefined : 'en';
  return (
    <li className="flex flex-wrap items-center gap-x-6 gap-y-3 py-4" data-testid="cart-line">
      {/* eslint-disable-next-line @next/next/no-img-element -- a small thumbnail of the tool's own image, as it is */}
      <img src={line.img} alt="" width={64} height={64} loading="lazy" className="h-16 w-16 rounded-box bg-base-200 object-contain" />
      <div className="min-w-48 flex-1">
        <Link href={`/tools/${line.toolId}`} className="link link-hover font-bold" lang={nameLang}>
          {line.name}
        </Link>
        <p className="text-sm">
          {cartTexts.unitPrice}: <span data-testid="cart-unit-price">{formatBDT(line.unitPrice, language)}</span>
        </p>
      </div>
      <form
        className="flex flex-col"
        onSubmit={(event) => {
          event.preventDefault();
          void save(draft);
        }}
      >
        <input
          ref={box}
          id={boxId}
          className="input w-28"
          {...quantityBox(line)}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => stepQuantity(event, line)}
          aria-label={cartTexts.quantityLabel(line.name)}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          data-testid="cart-quantity"
        />
      </form>
      <p className="min-w-32 text-right">
        <span className="sr-only">{cartTexts.lineTotal}: </span>
        <strong data-testid="cart-line-total">{formatBDT(line.lineTotal, language)}</strong>
      </p>
      <button type="button" className="btn btn-ghost btn-sm" aria-label={cartTexts.removeLabel(line.name)} onClick={() => void remove()} data-testid="cart-remove">
        {cartTexts.remove}
      </button>
      {message && (
        <p id={messageId} className="w-full text-sm text-error" role="alert" data-testid="cart-line-error">
          {message}
        </p>
      )}
    </li>
  );
}
