'use client';

import { usePathname } from 'next/navigation';
import { HREFLANG, LANGUAGES, pathIn, splitLanguage } from '@/lib/domain/i18n';

/**
 * The `hreflang` links of the pages that give no metadata of their own for search engines (sign-in, cart, checkout,
 * the dashboard): each names its address in both languages and English as `x-default`, as every public page does
 * through lib/http/seo.ts (docs/decisions/0101-the-shop-in-bangla.md). React puts them in the document's head.
 * Rendered by the layout of exactly those pages (components/layout/PerRequestPages.tsx), so it needs no route table.
 */
export function LanguageAlternates() {
  const { path } = splitLanguage(usePathname());
  return (
    <>
      {LANGUAGES.map((language) => (
        <link key={language} rel="alternate" hrefLang={HREFLANG[language]} href={pathIn(language, path)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={path} />
    </>
  );
}
