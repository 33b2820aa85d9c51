'use client';

import * as bangla from '@/lib/texts/client-bn';
import * as english from '@/lib/texts/client-en';
import { translatorOf } from '@/lib/texts/translator';
import { LanguageProvider } from './LanguageProvider';
import { learnToSay } from './translated';

// The API's and the schemas' English messages, said in Bangla on Bangla pages: the translator reads both catalogues'
// client sections, so it comes with the Bangla words and is never loaded on English pages.
learnToSay('bn', translatorOf(english, bangla));

/** Bangla pages' words: the Bangla catalogue, and the translator of English messages into it. */
export function BanglaWords({ children }: { children: React.ReactNode }) {
  return (
    <LanguageProvider language="bn" texts={bangla}>
      {children}
    </LanguageProvider>
  );
}
