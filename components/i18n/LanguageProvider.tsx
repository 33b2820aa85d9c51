'use client';

import { createContext, useContext } from 'react';
import { DEFAULT_LANGUAGE, pathIn, type Language } from '@/lib/i18n';
import { textsFor } from '@/lib/texts/catalogue';

const LanguageContext = createContext<Language>(DEFAULT_LANGUAGE);

/**
 * The page's language for the components that run in the browser, set once by the root layout from the address
 * (docs/decisions/0101-the-shop-in-bangla.md). Server components read it from the address themselves
 * (lib/texts/page-texts.ts).
 */
export function LanguageProvider({ language, children }: { language: Language; children: React.ReactNode }) {
  return <LanguageContext value={language}>{children}</LanguageContext>;
}

export function useLanguage(): Language {
  return useContext(LanguageContext);
}

/** The page's catalogue (lib/texts). */
export function useTexts() {
  return textsFor(useLanguage());
}

/** A page's address in the page's language: `/tools` is `/bn/tools` on a Bangla page. */
export function usePathIn(): (path: string) => string {
  const language = useLanguage();
  return (path) => pathIn(language, path);
}
