/** What counts as the visitor starting on a page: a focus, a tap or click, a key. */
const FIRST_MOVES = ['focusin', 'pointerdown', 'keydown'] as const;

/**
 * Runs `start` once, at the visitor's first move on the page: what only someone using the page needs (a form's
 * schema, the toaster) loads then rather than with the page (docs/decisions/0080-light-form-pages.md). Returns a
 * function that stops waiting. Does nothing outside a browser.
 */
export function onFirstMove(start: () => void): () => void {
  if (typeof document === 'undefined') return () => {};
  const stop = () => {
    for (const event of FIRST_MOVES) document.removeEventListener(event, run, true);
  };
  function run() {
    stop();
    start();
  }
  for (const event of FIRST_MOVES) document.addEventListener(event, run, true);
  return stop;
}

/**
 * `load` (a dynamic import) run once and its result kept for every later call; if it fails (the network dropped),
 * the next call tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}
