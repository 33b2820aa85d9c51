import mongoose from 'mongoose';

/**
 * One cached mongoose connection for the whole server process, from MONGODB_URI.
 * Not marked server-only so that the seed and launcher scripts can share it; nothing under components/ imports it.
 */

export const MISSING_URI_MESSAGE =
  'MONGODB_URI is not set: point it at your MongoDB (production), or use `npm run dev`, which starts the embedded database.';

/** Raised when the database cannot be reached; route handlers answer it with 503. */
export class DatabaseUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('The database is unavailable. Please try again in a moment.', { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

type Cache = { connection?: Promise<typeof mongoose> };
// Survives Next.js hot reloads in development, which re-evaluate this module.
const cache = globalThis as typeof globalThis & { __mrittikaDb?: Cache };
const state: Cache = (cache.__mrittikaDb ??= {});

export function databaseUri(): string {
  const uri = process.env.MONGODB_URI;
  if (!uri) throw new Error(MISSING_URI_MESSAGE);
  return uri;
}

export function connectToDatabase(): Promise<typeof mongoose> {
  state.connection ??= mongoose
    .connect(databaseUri(), { serverSelectionTimeoutMS: 5_000, maxPoolSize: 10 })
    .catch((error: unknown) => {
      // Forget the failed attempt so that the next request tries again.
      state.connection = undefined;
      throw new DatabaseUnavailableError(error);
    });
  return state.connection;
}

export async function disconnectFromDatabase(): Promise<void> {
  if (!state.connection) return;
  state.connection = undefined;
  await mongoose.disconnect();
}
