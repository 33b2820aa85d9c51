'use client';

import { useRouter } from 'next/navigation';
import type { ComponentProps, MouseEvent } from 'react';
import { useLanguage } from './LanguageProvider';
import { pathIn } from '@/lib/domain/i18n';

type LinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  href: string;
  /** `false`: the page is never fetched ahead (a page per account, a page the link's click changes). */
  prefetch?: false;
};

/**
 * A link to the shop's own pages, in the page's language: `href="/tools"` leads to `/bn/tools` on a Bangla page
 * (docs/decisions/0101-the-shop-in-bangla.md). Every link between pages goes through it; an address of another
 * site, an API call or a file is left as it is.
 *
 * It is an `<a>` that, pressed plainly, moves within the app through the router (as next/link does), so the layout,
 * the cart's count and a toast stay; a press with a modifier key, the middle button or a `target` is the browser's.
 * next/link itself is 2.6 KB gzipped on every page, for what these few lines do (docs/decisions/0103-our-own-link.md).
 *
 * A page is fetched ahead when the visitor shows they may follow its link (a pointer over it, a touch, the keyboard's
 * focus), not because the link is on screen: a phone on a metered line does not load the code and data of every
 * page the menus name with the first page it opens (docs/decisions/0101-the-shop-in-bangla.md).
 */
export default function Link({ href, prefetch, onClick, onMouseEnter, onTouchStart, onFocus, ...props }: LinkProps) {
  const language = useLanguage();
  const router = useRouter();
  const page = isPageAddress(href);
  const localised = page ? pathIn(language, href) : href;
  const onIntent = page && prefetch === undefined ? () => router.prefetch(localised) : undefined;
  return (
    <a
      href={localised}
      onClick={(event) => {
        onClick?.(event);
        if (!page || event.defaultPrevented || !isPlainPress(event)) return;
        event.preventDefault();
        router.push(localised);
      }}
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

/** A left press with no modifier key, on a link that opens in this tab and downloads nothing: the app's to follow. */
function isPlainPress(event: MouseEvent<HTMLAnchorElement>): boolean {
  const link = event.currentTarget;
  const target = link.getAttribute('target');
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    (!target || target === '_self') &&
    !link.hasAttribute('download')
  );
}
