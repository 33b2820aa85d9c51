import { attachDatabasePool } from '@vercel/functions';
import mongoose, { type ConnectOptions } from 'mongoose';
import { markDatabaseAvailable, markDatabaseUnavailable, registerDatabaseProbe } from './database-status';
import { traceDatabaseCommands, tracingEnabled } from './tracing';

/**
 * One cached mongoose connection for the whole server process, from MONGODB_URI.
 * Not marked server-only so that the seed and launcher scripts can share it; nothing under components/ imports it.
 * How it behaves when the database goes away: docs/decisions/0023-database-outage.md.
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

type Cache = { connection?: Promise<typeof mongoose>; stopFollowing?: () => void };
// Survives Next.js hot reloads in development, which re-evaluate this module.
const cache = globalThis as typeof globalThis & { __mrittikaDb?: Cache };
const state: Cache = (cache.__mrittikaDb ??= {});

export function databaseUri(): string {
  const uri = process.env.MONGODB_URI;
  if (!uri) throw new Error(MISSING_URI_MESSAGE);
  return uri;
}

/** A dead database fails a request within this time (the API answers 503), instead of the driver's 30 s. */
export const SERVER_SELECTION_TIMEOUT_MS = 2_000;

export function connectionOptions(): ConnectOptions {
  return {
    serverSelectionTimeoutMS: SERVER_SELECTION_TIMEOUT_MS,
    maxPoolSize: 10,
    // Production builds its indexes once per deploy (`db sync-indexes`), not on every cold start.
    autoIndex: process.env.NODE_ENV !== 'production',
    // Vercel's functions sleep between requests: idle sockets are closed before the instance is suspended.
    ...(process.env.VERCEL ? { maxIdleTimeMS: 5_000 } : {}),
    // The driver reports each command only when traces are wanted (lib/infra/tracing.ts).
    ...(tracingEnabled() ? { monitorCommands: true } : {}),
  };
}

export function connectToDatabase(): Promise<typeof mongoose> {
  state.connection ??= mongoose
    .connect(databaseUri(), connectionOptions())
    .then((connected) => {
      const client = connected.connection.getClient();
      // On Vercel (Fluid compute), keeps the instance alive until idle connections are released; a no-op elsewhere.
      attachDatabasePool(client);
      state.stopFollowing = followServerAvailability(client);
      if (tracingEnabled()) traceDatabaseCommands(client);
      markDatabaseAvailable();
      return connected;
    })
    .catch((error: unknown) => {
      // Forget the failed attempt so that the next request tries again.
      state.connection = undefined;
      markDatabaseUnavailable();
      throw new DatabaseUnavailableError(error);
    });
  return state.connection;
}

export async function disconnectFromDatabase(): Promise<void> {
  if (!state.connection) return;
  state.connection = undefined;
  // Closing on purpose is not an outage.
  state.stopFollowing?.();
  state.stopFollowing = undefined;
  await mongoose.disconnect();
}

/** Resolves when the database answers a ping within the server-selection timeout; throws otherwise. */
export async function pingDatabase(): Promise<void> {
  const connected = await connectToDatabase();
  const db = connected.connection.db;
  if (!db) throw new DatabaseUnavailableError();
  try {
    await db.admin().ping();
  } catch (error) {
    throw isDatabaseUnavailableError(error) ? new DatabaseUnavailableError(error) : error;
  }
}
registerDatabaseProbe(pingDatabase);

/**
 * The driver watches the servers (heartbeats, failed operations). When no server can take writes (the database
 * is down, or a replica set is electing a primary) pages switch to the 503 page; when one can again, they switch
 * back, without a restart.
 */
function followServerAvailability(client: mongoose.mongo.MongoClient): () => void {
  const follow = ({ newDescription }: mongoose.mongo.TopologyDescriptionChangedEvent) => {
    const writable = [...newDescription.servers.values()].some((server) => server.isWritable);
    if (writable) markDatabaseAvailable();
    else markDatabaseUnavailable();
  };
  client.on('topologyDescriptionChanged', follow);
  return () => client.off('topologyDescriptionChanged', follow);
}

// Server error codes that mean "no primary here right now" or "this node is going away": a replica-set election,
// a step-down or a shutdown. The same codes the driver treats as retryable.
const UNAVAILABLE_CODES = new Set([
  6, // HostUnreachable
  7, // HostNotFound
  89, // NetworkTimeout
  91, // ShutdownInProgress
  134, // ReadConcernMajorityNotAvailableYet
  189, // PrimarySteppedDown
  262, // ExceededTimeLimit
  9001, // SocketException
  10107, // NotWritablePrimary (MongoNotPrimaryError in older drivers)
  11600, // InterruptedAtShutdown
  11602, // InterruptedDueToReplStateChange
  13435, // NotPrimaryNoSecondaryOk
  13436, // NotPrimaryOrSecondary
]);

/** Whether an error means the database is out of reach for now (worth a 503 and a retry), not a bad request. */
export function isDatabaseUnavailableError(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  const { mongo } = mongoose;
  if (
    error instanceof mongo.MongoNetworkError || // includes timeouts and cleared pools
    error instanceof mongo.MongoServerSelectionError ||
    error instanceof mongo.MongoNotConnectedError ||
    error instanceof mongo.MongoTopologyClosedError ||
    error instanceof mongo.MongoServerClosedError
  ) {
    return true;
  }
  if (error instanceof mongo.MongoError && typeof error.code === 'number' && UNAVAILABLE_CODES.has(error.code)) return true;
  // mongoose wraps a failed first connection in its own class (not the driver's).
  const name = (error as { name?: unknown } | null)?.name;
  return typeof name === 'string' && /ServerSelectionError$/.test(name);
}
