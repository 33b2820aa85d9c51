/**
 * Where the browser tests' server listens, in a module of its own so that the test build (build.ts) can read it
 * without loading the rest of the stack: the build bakes this address into the prerendered pages
 * (docs/decisions/0082-prerendered-pages-carry-the-build-address.md), and the server then runs with it as SITE_URL.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
