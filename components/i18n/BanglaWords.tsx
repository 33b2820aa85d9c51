'use client';

import * as bangla from '@/lib/texts/bn';
import { translated } from '@/lib/texts/translate';
import { LanguageProvider } from './LanguageProvider';
import { learnToSay } from './translated';

// The API's and the schemas' English messages, said in Bangla on Bangla pages: the translator needs both catalogues,
// so it comes with the Bangla words and is never loaded on English pages.
learnToSay('bn', (message) => translated(message, 'bn'));

/** Bangla pages' words: the Bangla catalogue, and the translator of English messages into it. */
export function BanglaWords({ children }: { children: React.ReactNode }) {
  return (
    <LanguageProvider language="bn" texts={bangla}>
      {children}
    </LanguageProvider>
  );
}
