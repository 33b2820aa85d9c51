'use client';

import { useEffect } from 'react';
import type { ClientCatalogue } from '@/lib/texts/catalogue-type';
import { isChunkLoadError } from './chunk-load-error';

/**
 * What a visitor sees when a page fails: a plain explanation and one button. A failed chunk load offers a reload
 * (fresh code); anything else offers to try the same page again. In the words given: the page's (app/[lang]/error.tsx),
 * or those app/global-error.tsx brings, which has no catalogue around it; so this module reads no page's words itself,
 * and the failure document every page loads carries none of the language machinery.
 */
export function ErrorNotice({ errorTexts, error, retry }: { errorTexts: ClientCatalogue['errorTexts']; error: unknown; retry: () => void }) {
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
