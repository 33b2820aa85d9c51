'use client';

import dynamic from 'next/dynamic';
import type { Language } from '@/lib/i18n';

// Each language's words in a script of its own, loaded only by the pages in that language: imported by name here,
// both would ride along with the root layout on every page.
const EnglishWords = dynamic(() => import('./EnglishWords').then((module) => module.EnglishWords));
const BanglaWords = dynamic(() => import('./BanglaWords').then((module) => module.BanglaWords));

/** The words of the page's language for the components in the browser (docs/decisions/0101-the-shop-in-bangla.md). */
export function PageWords({ language, children }: { language: Language; children: React.ReactNode }) {
  const Words = language === 'bn' ? BanglaWords : EnglishWords;
  return <Words>{children}</Words>;
}
