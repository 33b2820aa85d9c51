'use client';

import type { ComponentType, ReactNode } from 'react';
import type { Language } from '@/lib/domain/i18n';
import type { AreaWords as Words, WordArea } from '@/lib/texts/catalogue-type';
import { MoreWords, useLanguage } from './LanguageProvider';

// An area's words, for the components below, in the page's language (docs/decisions/0101-the-shop-in-bangla.md). Each
// area is a module of its own (./words/*.tsx) whose two loaders fetch one language's words each, as a script of their
// own: a page carries the loaders of the areas it gives alone, and loads its language's words of them alone. Only a
// page or the root layout gives an area, never another layout: a layout's script and a page's are separate, and with
// an area's loaders in both, the page fetched its words twice (once preloaded for the page's copy, once by the
// layout's, which runs).

type Giver = ComponentType<{ children: ReactNode }>;

/** The provider of one area's words, typed by the English area's sections, so a language missing one fails `tsc`. */
export const giving =
  <Area extends WordArea>() =>
  (texts: Words[Area]): Giver =>
    function GivenWords({ children }) {
      return <MoreWords texts={texts}>{children}</MoreWords>;
    };

/** The component that gives an area's words in the page's language, from its loader per language. */
export function areaWords(byLanguage: Record<Language, Giver>): Giver {
  return function AreaWords({ children }) {
    const Words = byLanguage[useLanguage()];
    return <Words>{children}</Words>;
  };
}
