/** The top navigation, in its order (docs/shop.md, Pages); the account links (AccountMenu) follow them. */
export const navLinks = [
  { href: '/', label: 'Home' },
  { href: '/tools', label: 'Tools' },
  { href: '/blog', label: 'Blog' },
  { href: '/review', label: 'Review' },
  { href: '/about', label: 'About' },
  { href: '/myportfolio', label: 'My Portfolio' },
] as const;

/** Home is current only on "/"; the others also on pages below them. */
export function isCurrentPath(href: string, pathname: string): boolean {
  return href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`);
}
