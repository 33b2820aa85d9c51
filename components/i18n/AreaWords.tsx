import type { ReactNode } from 'react';
import type { Language } from '@/lib/i18n';
import type { WordArea } from '@/lib/texts/catalogue-type';
import { pageLanguage } from '@/lib/texts/page-texts';
import { LanguageProvider } from './LanguageProvider';
import { BanglaAccountWords } from './words/bn-account';
import { BanglaShopWords } from './words/bn-shop';
import { BanglaSigningInWords } from './words/bn-signing-in';
import { EnglishAccountWords } from './words/en-account';
import { EnglishShopWords } from './words/en-shop';
import { EnglishSigningInWords } from './words/en-signing-in';

// Each area's words in each language are a component of their own, in the browser (./words): the server renders the
// one of the page's language, so a page's script carries its language's words of its areas only
// (docs/decisions/0101-the-shop-in-bangla.md).
const AREA_WORDS = {
  shop: { en: EnglishShopWords, bn: BanglaShopWords },
  'signing-in': { en: EnglishSigningInWords, bn: BanglaSigningInWords },
  account: { en: EnglishAccountWords, bn: BanglaAccountWords },
} satisfies Record<WordArea, Record<Language, unknown>>;

/**
 * The words of an area's components in the page's language, over every page's: the sign-in pages' layout gives
 * `signing-in`, the account pages' `account` (components/layout/PerRequestPages.tsx).
 */
export async function AreaWords({ area, children }: { area: WordArea; children: ReactNode }) {
  const Words = AREA_WORDS[area][await pageLanguage()];
  return <Words>{children}</Words>;
}

/** The root layout's: the page's language, and every page's words. */
export function PageWords({ language, children }: { language: Language; children: ReactNode }) {
  return (
    <LanguageProvider language={language}>
      <AreaWords area="shop">{children}</AreaWords>
    </LanguageProvider>
  );
}
