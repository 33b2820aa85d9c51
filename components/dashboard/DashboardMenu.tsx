'use client';

import Link from '@/components/i18n/Link';
import { useTexts } from '@/components/i18n/LanguageProvider';
import { splitLanguage } from '@/lib/domain/i18n';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

export type DashboardLink = { href: string; label: string };

/** Invoker commands (`commandfor`, `command`), which React's types do not name yet. */
const OPENS_THE_MENU = { commandfor: 'dashboard-menu', command: 'show-modal' } as Record<string, string>;

/**
 * The dashboard's menu; the layout picks the links by the role the database holds. From the lg breakpoint it is a
 * side menu always shown beside the page. Below it a "Dashboard menu" button opens it in a native modal <dialog>:
 * showModal puts it in the top layer above the sticky site header, keeps the keyboard inside it and closes it on
 * Escape; a link closes it, and closing hands the focus back to the button (docs/decisions/0074-dashboard-on-every-screen.md).
 */
export function DashboardMenu({ links }: { links: DashboardLink[] }) {
  const pathname = splitLanguage(usePathname()).path;
  const { layoutTexts } = useTexts();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);

  // A new page closes the menu, whatever took the visitor there (a link, Back, a redirect). Only a new page: run at
  // mount too, this closed a menu opened between hydration and the effect (a quick tap on a slow phone).
  const shownPathname = useRef(pathname);
  useEffect(() => {
    if (shownPathname.current === pathname) return;
    shownPathname.current = pathname;
    dialog.current?.close();
  }, [pathname]);

  const close = () => dialog.current?.close();

  return (
    <>
      <nav aria-label={layoutTexts.dashboard} className="hidden min-h-full w-64 shrink-0 bg-base-200 lg:block print:hidden">
        <MenuLinks links={links} pathname={pathname} />
      </nav>
      <button
        ref={opener}
        type="button"
        className="btn btn-outline btn-sm mx-4 mt-6 self-start lg:hidden print:hidden"
        aria-haspopup="dialog"
        aria-controls="dashboard-menu"
        // The browser's own command opens the dialog, so the button works from the first paint, before the page's
        // script has run; the click handler does it where the command is not known (showModal twice is harmless).
        {...OPENS_THE_MENU}
        onClick={() => dialog.current?.showModal()}
      >
        <svg viewBox="0 0 24 24" className="h-4 w-4" aria-hidden="true" focusable="false">
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {layoutTexts.dashboardMenu}
      </button>
      <dialog
        ref={dialog}
        id="dashboard-menu"
        aria-label={layoutTexts.dashboardMenu}
        className="modal modal-start lg:hidden"
        // Back on the button that opened it, also when a link closed it (the button stays: it is the layout's).
        onClose={() => opener.current?.focus()}
      >
        <div className="modal-box flex h-full max-h-none w-72 max-w-[85vw] flex-col gap-2 overflow-y-auto rounded-none bg-base-200 p-0">
          <div className="flex items-center justify-between px-4 pt-4">
            <p className="font-bold">{layoutTexts.dashboard}</p>
            <button type="button" className="btn btn-ghost btn-sm" onClick={close}>
              {layoutTexts.closeMenu}
            </button>
          </div>
          <nav aria-label={layoutTexts.dashboard}>
            <MenuLinks links={links} pathname={pathname} onNavigate={close} />
          </nav>
        </div>
        {/* A tap beside the panel closes it, as Escape does. */}
        <form method="dialog" className="modal-backdrop">
          <button type="submit" tabIndex={-1} aria-hidden="true">
            {layoutTexts.closeMenu}
          </button>
        </form>
      </dialog>
    </>
  );
}

function MenuLinks({ links, pathname, onNavigate }: { links: DashboardLink[]; pathname: string; onNavigate?: () => void }) {
  return (
    <ul className="menu w-full gap-1 p-4">
      {links.map((link) => {
        const current = pathname === link.href;
        return (
          <li key={link.href}>
            <Link
              href={link.href}
              className={current ? 'menu-active' : undefined}
              aria-current={current ? 'page' : undefined}
              onClick={onNavigate}
            >
              {link.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
