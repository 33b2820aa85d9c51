'use client';

import dynamic from 'next/dynamic';
import type { ComponentType, ReactNode } from 'react';
import type { Language } from '@/lib/domain/i18n';
import type { AreaWords as Words, WordArea } from '@/lib/texts/catalogue-type';
import { LanguageProvider, MoreWords, useLanguage } from './LanguageProvider';

type Giver = ComponentType<{ children: ReactNode }>;

/** The provider of one area's words, typed by the English area's sections, so a language missing one fails `tsc`. */
const giving =
  <Area extends WordArea>() =>
  (texts: Words[Area]): Giver =>
    function GivenWords({ children }) {
      return <MoreWords texts={texts}>{children}</MoreWords>;
    };

// Each area's words in each language are a script of their own, loaded by the pages of that area in that language
// alone: imported by name here, all of them would ride along with the root layout on every page.
const AREA_WORDS: Record<WordArea, Record<Language, Giver>> = {
  shop: {
    en: dynamic(() => import('@/lib/texts/client/en/shop').then(giving<'shop'>())),
    bn: dynamic(() => import('@/lib/texts/client/bn/shop').then(giving<'shop'>())),
  },
  'signing-in': {
    en: dynamic(() => import('@/lib/texts/client/en/signing-in').then(giving<'signing-in'>())),
    bn: dynamic(() => import('@/lib/texts/client/bn/signing-in').then(giving<'signing-in'>())),
  },
  account: {
    en: dynamic(() => import('@/lib/texts/client/en/account').then(giving<'account'>())),
    bn: dynamic(() => import('@/lib/texts/client/bn/account').then(giving<'account'>())),
  },
  admin: {
    en: dynamic(() => import('@/lib/texts/client/en/admin').then(giving<'admin'>())),
    bn: dynamic(() => import('@/lib/texts/client/bn/admin').then(giving<'admin'>())),
  },
};

/**
 * The words of an area's components in the page's language, over every page's (docs/decisions/0101-the-shop-in-bangla.md):
 * the sign-in pages' layout gives `signing-in`, the account pages' `account`, the admin's pages' `admin`.
 */
export function AreaWords({ area, children }: { area: WordArea; children: ReactNode }) {
  const Words = AREA_WORDS[area][useLanguage()];
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
