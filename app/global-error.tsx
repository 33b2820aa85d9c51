'use client';

import { useSyncExternalStore } from 'react';
import { ErrorNoticeIn } from '@/components/ui/ErrorNotice';
import { DEFAULT_LANGUAGE, splitLanguage, type Language } from '@/lib/i18n';
import { businessTexts as englishBusiness } from '@/lib/texts/en/layout';
import { errorTexts as englishErrors } from '@/lib/texts/en/shop';
import { businessTexts as banglaBusiness } from '@/lib/texts/bn/layout';
import { errorTexts as banglaErrors } from '@/lib/texts/bn/shop';
import './globals.css';

/** The address never changes under this document: nothing to subscribe to. */
const noChanges = () => () => {};
const addressLanguage = (): Language => splitLanguage(location.pathname).language;
const serverLanguage = (): Language => DEFAULT_LANGUAGE;

/**
 * When the root layout itself fails: the same notice in a document of its own. It replaces the layout, and with it
 * the layout's words, so it reads the language from the address in the browser (`/bn/...` is Bangla); English where
 * there is no address to read. Every page loads it: it takes the few words it shows, not the catalogues.
 */
const WORDS = {
  en: { errorTexts: englishErrors, businessTexts: englishBusiness },
  bn: { errorTexts: banglaErrors, businessTexts: banglaBusiness },
} satisfies Record<Language, unknown>;

export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  const language = useSyncExternalStore(noChanges, addressLanguage, serverLanguage);
  const { errorTexts, businessTexts } = WORDS[language];
  return (
    <html lang={language} data-theme="terracotta">
      <body className="min-h-screen bg-base-100 text-base-content">
        <title>{`${errorTexts.failedHeading} | ${businessTexts.name}`}</title>
        <ErrorNoticeIn errorTexts={errorTexts} error={error} retry={retry} />
      </body>
    </html>
  );
}
