'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';

export type DashboardLink = { href: string; label: string };

/** The dashboard's side menu; the layout picks the links by the role the database holds. */
export function DashboardMenu({ links }: { links: DashboardLink[] }) {
  const pathname = usePathname();
  return (
    <ul className="menu w-64 gap-1 p-4">
      {links.map((link) => {
        const current = pathname === link.href;
        return (
          <li key={link.href}>
            <Link href={link.href} className={current ? 'menu-active' : undefined} aria-current={current ? 'page' : undefined}>
              {link.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
