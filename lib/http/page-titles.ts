import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/http/seo';
import { pageLanguage, pageTexts } from '@/lib/texts/page-texts';

type Catalogue = Awaited<ReturnType<typeof pageTexts>>;

/** `generateMetadata` for a page whose metadata is only its title, taken from the page's catalogue. */
export function titleFrom(title: (texts: Catalogue) => string) {
  return async (): Promise<Metadata> => ({ title: title(await pageTexts()) });
}

/** The same for a page search engines leave out: a form, a cart, a receipt, a page of one account. */
export function unlistedTitleFrom(title: (texts: Catalogue) => string) {
  return async (): Promise<Metadata> => ({ title: title(await pageTexts()), robots: { index: false } });
}

/** A public page's title and description, as search engines and link previews show them. */
type PageWords = { title: string; description: string };

/** `generateMetadata` for a public page at `path`: its title and description from the catalogue, the rest from pageMetadata. */
export function publicPageFrom(path: string, words: (texts: Catalogue) => PageWords | Promise<PageWords>, type?: 'article') {
  return async (): Promise<Metadata> => {
    const { title, description } = await words(await pageTexts());
    return pageMetadata({ title, description, path, language: await pageLanguage(), type });
  };
}
