'use client';

import { useEffect } from 'react';
import type { Language } from '@/lib/domain/i18n';
import * as bangla from '@/lib/texts/bn/failure';
import * as english from '@/lib/texts/en/failure';
import { isChunkLoadError } from './chunk-load-error';

/**
 * The words of a failure in both languages (lib/texts/en/failure.ts): only those, since every page loads them twice,
 * in the failure document's script (app/global-error.tsx) and in the notice's inside the layout (app/[lang]/error.tsx).
 */
export const FAILURE_WORDS = { en: english, bn: bangla } satisfies Record<Language, unknown>;

/**
 * What a visitor sees when a page fails: a plain explanation and one button. A failed chunk load offers a reload
 * (fresh code); anything else offers to try the same page again. In the language given: the page's
 * (app/[lang]/error.tsx), or the address's (app/global-error.tsx, which has no page's words around it).
 */
export function ErrorNotice({ language, error, retry }: { language: Language; error: unknown; retry: () => void }) {
  const { errorTexts } = FAILURE_WORDS[language];
  const chunkFailed = isChunkLoadError(error);

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <h1 className="text-3xl font-extrabold">{chunkFailed ? errorTexts.updatedHeading : errorTexts.failedHeading}</h1>
      <p className="text-lg">
        {chunkFailed ? errorTexts.updatedBody : errorTexts.failedBody}
      </p>
      {chunkFailed ? (
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {errorTexts.reload}
        </button>
      ) : (
        <button type="button" className="btn btn-primary" onClick={() => retry()}>
          {errorTexts.tryAgain}
        </button>
      )}
    </div>
  );
}
