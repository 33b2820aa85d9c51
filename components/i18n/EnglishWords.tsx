'use client';

import * as english from '@/lib/texts/client-en';
import { LanguageProvider } from './LanguageProvider';

/** English pages' words: the English catalogue alone (the Bangla one is never loaded on them). */
export function EnglishWords({ children }: { children: React.ReactNode }) {
  return (
    <LanguageProvider language="en" texts={english}>
      {children}
    </LanguageProvider>
  );
}
