/**
 * A chunk-load error (docs/shop.md, Pages): code that loads on demand could not be fetched, usually because a new
 * version of the shop was deployed while the page was open, or the connection dropped. Retrying the same
 * render cannot help; reloading the page fetches the current code.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
      error.message,
    )
  );
}
