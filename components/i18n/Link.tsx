'use client';

import NextLink from 'next/link';
import type { ComponentProps } from 'react';
import { useLanguage } from './LanguageProvider';
import { pathIn } from '@/lib/domain/i18n';

/**
 * next/link for the shop's own pages, in the page's language: `href="/tools"` leads to `/bn/tools` on a Bangla page
 * (docs/decisions/0101-the-shop-in-bangla.md). Every link between pages goes through it; an address of another
 * site, an API call or a file is left as it is.
 */
export default function Link({ href, ...props }: ComponentProps<typeof NextLink>) {
  const language = useLanguage();
  const localised = typeof href === 'string' && isPageAddress(href) ? pathIn(language, href) : href;
  return <NextLink href={localised} {...props} />;
}

function isPageAddress(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//') && !/^\/(api|media|_next)\//.test(href);
}
