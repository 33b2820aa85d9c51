'use client';

import { useEffect } from 'react';
import { useTexts } from '@/components/i18n/LanguageProvider';
import type { ClientCatalogue } from '@/lib/texts/catalogue-type';
import { isChunkLoadError } from './chunk-load-error';

/**
 * What a visitor sees when a page fails: a plain explanation and one button. A failed chunk load offers a reload
 * (fresh code); anything else offers to try the same page again. In the page's language.
 */
export function ErrorNotice({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorNoticeIn errorTexts={useTexts().errorTexts} error={error} retry={retry} />;
}

/** The notice in the words given: app/global-error.tsx has no catalogue around it, and brings its own. */
export function ErrorNoticeIn({ errorTexts, error, retry }: { errorTexts: ClientCatalogue['errorTexts']; error: unknown; retry: () => void }) {
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
