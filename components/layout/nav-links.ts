import { menuPages } from '@/lib/http/routes';

/** The top navigation, in its order (lib/http/routes.ts); the account links (AccountMenu) follow them. */
export const navLinks = menuPages('site');

/** Home is current only on "/"; the others also on pages below them. `pathname` in its English form (lib/domain/i18n.ts). */
export function isCurrentPath(href: string, pathname: string): boolean {
  return href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`);
}
