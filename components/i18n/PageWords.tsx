'use client';

import type { ReactNode } from 'react';
import type { Language } from '@/lib/domain/i18n';
import { LanguageProvider } from './LanguageProvider';
import { ShopWords } from './words/shop';

/**
 * The root layout's: the page's language, and every page's words (the header, the toasts and the shop's pages). The
 * sign-in and account pages add the words of what they show (./words/*.tsx; docs/decisions/0101-the-shop-in-bangla.md).
 */
export function PageWords({ language, children }: { language: Language; children: ReactNode }) {
  return (
    <LanguageProvider language={language}>
      <ShopWords>{children}</ShopWords>
    </LanguageProvider>
  );
}
