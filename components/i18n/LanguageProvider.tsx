'use client';

import { createContext, useContext, useEffect, useMemo, useState } from 'react';
import { onFirstMove } from '@/lib/infra/first-move';
import { DEFAULT_LANGUAGE, pathIn, type Language } from '@/lib/domain/i18n';
import type { ClientCatalogue } from '@/lib/texts/catalogue-type';
import { learnToSay } from './translated';

type PageWords = {
  language: Language;
  /** The sections of the catalogue given so far: every page's, and its area's (./words). */
  texts: Partial<ClientCatalogue>;
  /** Whether the translator of the server's English messages has been learnt (./translated.ts). */
  said: boolean;
};

const LanguageContext = createContext<PageWords | null>(null);

/**
 * The page's language for the components that run in the browser (docs/decisions/0101-the-shop-in-bangla.md), given
 * by the root layout; their words come below it, area by area (./words). At the visitor's first move it learns
 * to say the server's English messages in the page's language: a form's message or a refusal only ever answers a
 * move, and the components reading this re-render once the translator is there, so none stays in English.
 * Server components read their words from the address (lib/texts/page-texts.ts).
 */
export function LanguageProvider({ language, children }: { language: Language; children: React.ReactNode }) {
  const [said, setSaid] = useState(false);
  useEffect(() => {
    // English needs no translator (the API speaks it): no page in it waits for a first move.
    if (language === DEFAULT_LANGUAGE) return;
    return onFirstMove(() => learnToSay(language)?.then(() => setSaid(true), () => {}));
  }, [language]);
  const words = useMemo(() => ({ language, texts: {}, said }), [language, said]);
  return <LanguageContext value={words}>{children}</LanguageContext>;
}

/** More sections for the components below (an area's, ./words), over the ones given above. */
export function MoreWords({ texts, children }: { texts: Partial<ClientCatalogue>; children: React.ReactNode }) {
  const above = usePageWords();
  const words = useMemo(() => ({ ...above, texts: { ...above.texts, ...texts } }), [above, texts]);
  return <LanguageContext value={words}>{children}</LanguageContext>;
}

function usePageWords(): PageWords {
  const words = useContext(LanguageContext);
  if (!words) throw new Error('A component that shows words is rendered outside the root layout’s words.');
  return words;
}

export function useLanguage(): Language {
  return useContext(LanguageContext)?.language ?? DEFAULT_LANGUAGE;
}

/**
 * The page's catalogue: the sections its areas gave (lib/texts/client). Reading a section no area above gave is a
 * mistake of where the component is used, said at once rather than shown as an empty text.
 */
export function useTexts(): ClientCatalogue {
  const { texts } = usePageWords();
  return useMemo(
    () =>
      new Proxy(texts, {
        get(given, section) {
          if (typeof section === 'string' && !(section in given)) {
            throw new Error(`“${section}” is not among the words of this page's areas (components/i18n/words).`);
          }
          return Reflect.get(given, section);
        },
      }) as ClientCatalogue,
    [texts],
  );
}

/** A page's address in the page's language: `/tools` is `/bn/tools` on a Bangla page. */
export function usePathIn(): (path: string) => string {
  const language = useLanguage();
  return (path) => pathIn(language, path);
}
