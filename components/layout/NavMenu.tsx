'use client';

import Link from '@/components/i18n/Link';
import { LanguageSwitch } from '@/components/i18n/LanguageSwitch';
import { useTexts } from '@/components/i18n/LanguageProvider';
import { splitLanguage } from '@/lib/domain/i18n';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import type { MenuLabel } from '@/lib/http/routes';

/**
 * The top navigation. From the lg breakpoint it is one row; below it a Menu button opens it as a panel.
 * A client component because it marks the current page (aria-current) and closes on Escape, on an outside click
 * and after navigating. `links` are the site menu's pages, given by the server (lib/http/routes.ts: the route table
 * stays out of the browser's script); `account` is the AccountMenu (<li> items: Login, or name and Sign Out).
 */
export function NavMenu({ links, account }: { links: readonly NavLink[]; account: React.ReactNode }) {
  const pathname = usePathname();
  const { menuTexts, layoutTexts } = useTexts();
  const [open, setOpen] = useState(false);
  const [shownPath, setShownPath] = useState(pathname);
  const navRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // A new page closes the menu (adjusting state during render, as React recommends, rather than in an effect).
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  return (
    <nav
      ref={navRef}
      aria-label={layoutTexts.mainMenu}
      className="ml-auto"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="btn btn-ghost gap-2 lg:hidden"
        aria-expanded={open}
        aria-controls="site-menu"
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true" focusable="false">
          <path
            d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'}
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
        {layoutTexts.menuButton}
      </button>
      <ul
        id="site-menu"
        className={`menu absolute inset-x-0 top-full z-40 w-full gap-1 border-t border-base-300 bg-base-200 p-3 shadow-lg lg:static lg:w-auto lg:menu-horizontal lg:flex lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none ${open ? 'flex' : 'hidden'}`}
      >
        {links.map(({ path: href, label }) => {
          const current = isCurrentPath(href, splitLanguage(pathname).path);
          return (
            <li key={href}>
              <Link href={href} aria-current={current ? 'page' : undefined} className={current ? 'menu-active' : undefined}>
                {menuTexts[label]}
              </Link>
            </li>
          );
        })}
        {account}
        <LanguageSwitch />
      </ul>
    </nav>
  );
}

type NavLink = { path: string; label: MenuLabel };

/** Home is current only on "/"; the others also on pages below them. `pathname` in its English form (lib/domain/i18n.ts). */
function isCurrentPath(href: string, pathname: string): boolean {
  return href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`);
}
