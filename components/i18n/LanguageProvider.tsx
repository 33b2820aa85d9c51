'use client';

import { createContext, useContext } from 'react';
import { DEFAULT_LANGUAGE, pathIn, type Language } from '@/lib/i18n';
import type { ClientCatalogue } from '@/lib/texts/catalogue-type';

type PageWords = { language: Language; texts: ClientCatalogue };

const LanguageContext = createContext<PageWords | null>(null);

/**
 * The page's language and its catalogue for the components that run in the browser (docs/decisions/0101-the-shop-in-bangla.md).
 * Given by EnglishWords or BanglaWords, whichever the root layout renders (PageWords): each is a script of its own
 * with its own catalogue's client sections, so a page loads only its language's words. Server components read theirs from the address (lib/texts/page-texts.ts).
 */
export function LanguageProvider({ language, texts, children }: PageWords & { children: React.ReactNode }) {
  return <LanguageContext value={{ language, texts }}>{children}</LanguageContext>;
}

function usePageWords(): PageWords {
  const words = useContext(LanguageContext);
  if (!words) throw new Error('A component that shows words is rendered outside the root layout’s words.');
  return words;
}

export function useLanguage(): Language {
  return useContext(LanguageContext)?.language ?? DEFAULT_LANGUAGE;
}

/** The page's catalogue, the sections a page's script carries (lib/texts/client-en.ts). */
export function useTexts(): ClientCatalogue {
  return usePageWords().texts;
}

/** A page's address in the page's language: `/tools` is `/bn/tools` on a Bangla page. */
export function usePathIn(): (path: string) => string {
  const language = useLanguage();
  return (path) => pathIn(language, path);
}
