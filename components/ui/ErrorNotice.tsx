'use client';

import { useEffect } from 'react';
import { isChunkLoadError } from './chunk-load-error';

/**
 * What a visitor sees when a page fails: a plain explanation and one button. A failed chunk load offers a reload
 * (fresh code); anything else offers to try the same page again.
 */
export function ErrorNotice({ error, retry }: { error: unknown; retry: () => void }) {
  const chunkFailed = isChunkLoadError(error);

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <h1 className="text-3xl font-extrabold">{chunkFailed ? 'The shop has been updated' : 'Something went wrong'}</h1>
      <p className="text-lg">
        {chunkFailed
          ? 'Part of this page could not be loaded, usually because a newer version of the shop is out or the connection dropped. Reloading the page fixes it.'
          : 'We could not show this page just now. This is usually brief: please try again in a moment.'}
      </p>
      {chunkFailed ? (
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Reload the page
        </button>
      ) : (
        <button type="button" className="btn btn-primary" onClick={() => retry()}>
          Try again
        </button>
      )}
    </div>
  );
}
