/**
 * The page's language and catalogue for server components, read from the address (the `[lang]` folder above the root
 * layout: docs/decisions/0101-the-shop-in-bangla.md). Any server component may ask, however deep; a `'use cache'`
 * function that asks is kept once per language.
 */
import { lang } from 'next/root-params';
import { DEFAULT_LANGUAGE, isLanguage, pathIn, type Language } from '@/lib/domain/i18n';
import { textsFor } from './catalogue';

export async function pageLanguage(): Promise<Language> {
  const value: unknown = await lang();
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

export async function pageTexts() {
  return textsFor(await pageLanguage());
}

/** A page's address in the page's language (`/tools` is `/bn/tools` on a Bangla page). */
export async function pagePath(path: string): Promise<string> {
  return pathIn(await pageLanguage(), path);
}
