import type { ReactNode } from 'react';
import { LanguageProvider, MoreWords } from '@/components/i18n/LanguageProvider';
import type { Language } from '@/lib/domain/i18n';
import { clientBangla as bangla } from '@/lib/texts/client-bn';
import { clientEnglish as english } from '@/lib/texts/client-en';

/** A component test's page: the language, and every area's words at once (components/i18n/words). */
export function inPage(language: Language, children: ReactNode) {
  return (
    <LanguageProvider language={language}>
      <MoreWords texts={language === 'bn' ? bangla : english}>{children}</MoreWords>
    </LanguageProvider>
  );
}
