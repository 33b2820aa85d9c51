import { startStack } from './stack';

/** Starts the stack once for all browser tests; tests reach its database through E2E_MONGODB_URI. */
export default async function globalSetup() {
  const stack = await startStack();
  process.env.E2E_MONGODB_URI = stack.db.uri;
  return () => stack.stop();
}
