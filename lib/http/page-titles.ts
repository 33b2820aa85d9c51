import type { Metadata } from 'next';
import { pageTexts } from '@/lib/texts/page-texts';

type Catalogue = Awaited<ReturnType<typeof pageTexts>>;

/** `generateMetadata` for a page whose metadata is only its title, taken from the page's catalogue. */
export function titleFrom(title: (texts: Catalogue) => string) {
  return async (): Promise<Metadata> => ({ title: title(await pageTexts()) });
}

/** The same for a page search engines leave out: a form, a cart, a receipt, a page of one account. */
export function unlistedTitleFrom(title: (texts: Catalogue) => string) {
  return async (): Promise<Metadata> => ({ title: title(await pageTexts()), robots: { index: false } });
}
