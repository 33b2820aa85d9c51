import Link from '@/components/i18n/Link';
import { AccountMenu } from '@/components/auth/AccountMenu';
import { CartLink } from '@/components/cart/CartLink';
import { pageTexts } from '@/lib/texts/page-texts';
import { NavMenu } from './NavMenu';
import { navLinks } from './nav-links';

export async function SiteHeader() {
  const { businessTexts } = await pageTexts();
  return (
    <header className="relative z-30 bg-base-200 shadow-sm print:hidden">
      <div className="navbar mx-auto max-w-7xl gap-2 px-4">
        <Link href="/" className="flex items-center gap-2 text-lg font-extrabold tracking-tight text-primary sm:text-xl">
          <svg viewBox="0 0 32 32" className="h-8 w-8 shrink-0" aria-hidden="true" focusable="false">
            <rect width="32" height="32" rx="7" fill="currentColor" />
            <path d="M8 22V10l8 7 8-7v12" fill="none" stroke="#fff8ee" strokeWidth="3" strokeLinejoin="round" />
          </svg>
          {businessTexts.name}
        </Link>
        <NavMenu
          links={navLinks}
          account={
            <>
              <CartLink />
              <AccountMenu />
            </>
          }
        />
      </div>
    </header>
  );
}
