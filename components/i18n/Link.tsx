'use client';

import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';
import { useLanguage } from './LanguageProvider';
import { pathIn } from '@/lib/domain/i18n';

/**
 * next/link for the shop's own pages, in the page's language: `href="/tools"` leads to `/bn/tools` on a Bangla page
 * (docs/decisions/0101-the-shop-in-bangla.md). Every link between pages goes through it; an address of another
 * site, an API call or a file is left as it is.
 *
 * A page is fetched ahead when the visitor shows they may follow its link (a pointer over it, a touch, the keyboard's
 * focus), not because the link is on screen: a phone on a metered line does not load the code and data of every
 * page the menus name with the first page it opens (docs/decisions/0101-the-shop-in-bangla.md). A link may still say `prefetch={false}` (a page per account) or ask for more.
 */
export default function Link({ href, prefetch, onMouseEnter, onTouchStart, onFocus, ...props }: ComponentProps<typeof NextLink>) {
  const language = useLanguage();
  const router = useRouter();
  const page = typeof href === 'string' && isPageAddress(href);
  const localised = page ? pathIn(language, href) : href;
  // Only a page the link names by its address is fetched on intent; an explicit choice stands.
  const onIntent = page && prefetch === undefined ? () => router.prefetch(localised as string) : undefined;
  return (
    <NextLink
      href={localised}
      prefetch={onIntent ? false : prefetch}
      onMouseEnter={(event) => {
        onIntent?.();
        onMouseEnter?.(event);
      }}
      onTouchStart={(event) => {
        onIntent?.();
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        onIntent?.();
        onFocus?.(event);
      }}
      {...props}
    />
  );
}

function isPageAddress(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//') && !/^\/(api|media|_next)\//.test(href);
}
