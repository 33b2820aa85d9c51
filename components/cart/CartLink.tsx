'use client';

import { usePathname } from 'next/navigation';
import Link from '@/components/i18n/Link';
import { useLanguage, useTexts } from '@/components/i18n/LanguageProvider';
import { splitLanguage } from '@/lib/domain/i18n';
import { formatNumber } from '@/lib/domain/numbers';
import { useCart } from './cart-store';

/**
 * Cart in the top navigation, with how many tools the cart holds: `Cart (3)`, named "Cart, 3 lines". The count is
 * the browser's to know (cart-store.ts); until it does, a blank of the same width holds its place, so nothing moves
 * when it arrives. An <li> for the navigation's menu list, beside the account menu.
 */
export function CartLink() {
  const cart = useCart();
  const { cartTexts } = useTexts();
  const language = useLanguage();
  const current = splitLanguage(usePathname()).path === '/cart';
  const count = cart?.lines?.length;
  return (
    <li>
      {/* No prefetch: the cart page renders per request. */}
      <Link
        href="/cart"
        prefetch={false}
        aria-current={current ? 'page' : undefined}
        className={current ? 'menu-active' : undefined}
        aria-label={count === undefined ? cartTexts.link : cartTexts.linkLabel(count)}
        data-testid="cart-link"
      >
        {cartTexts.link}{' '}
        <span className="inline-block min-w-[4ch] tabular-nums" data-testid="cart-count">
          {count === undefined ? '' : `(${formatNumber(count, language)})`}
        </span>
      </Link>
    </li>
  );
}
