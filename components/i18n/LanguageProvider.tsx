'use client';

import { createContext, useContext } from 'react';
import { DEFAULT_LANGUAGE, pathIn, type Language } from '@/lib/i18n';
import type { Catalogue } from '@/lib/texts/catalogue-type';

type PageWords = { language: Language; texts: Catalogue };

const LanguageContext = createContext<PageWords | null>(null);

/**
 * The page's language and its catalogue for the components that run in the browser (docs/decisions/0101-the-shop-in-bangla.md).
 * Given by EnglishWords or BanglaWords, whichever the root layout renders: each imports its own catalogue, so a page
 * loads only its language's words. Server components read theirs from the address (lib/texts/page-texts.ts).
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

/** The page's catalogue (lib/texts). */
export function useTexts(): Catalogue {
  return usePageWords().texts;
}

/** A page's address in the page's language: `/tools` is `/bn/tools` on a Bangla page. */
export function usePathIn(): (path: string) => string {
  const language = useLanguage();
  return (path) => pathIn(language, path);
}
