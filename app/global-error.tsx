'use client';

import { useSyncExternalStore } from 'react';
import { ErrorNotice, FAILURE_WORDS } from '@/components/ui/ErrorNotice';
import { DEFAULT_LANGUAGE, splitLanguage, type Language } from '@/lib/domain/i18n';
import './globals.css';

/** The address never changes under this document: nothing to subscribe to. */
const noChanges = () => () => {};
const addressLanguage = (): Language => splitLanguage(location.pathname).language;
const serverLanguage = (): Language => DEFAULT_LANGUAGE;

/**
 * When the root layout itself fails: the same notice in a document of its own. It replaces the layout, and with it
 * the layout's words, so it reads the language from the address in the browser (`/bn/...` is Bangla); English where
 * there is no address to read. Every page loads it: it takes the few words it shows (FAILURE_WORDS), not the catalogues.
 */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  const language = useSyncExternalStore(noChanges, addressLanguage, serverLanguage);
  const { errorTexts, shopName } = FAILURE_WORDS[language];
  return (
    <html lang={language} data-theme="terracotta">
      <body className="min-h-screen bg-base-100 text-base-content">
        <title>{`${errorTexts.failedHeading} | ${shopName}`}</title>
        <ErrorNotice language={language} error={error} retry={retry} />
      </body>
    </html>
  );
}
