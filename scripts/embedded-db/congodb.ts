/**
 * The in-process MongoDB-wire-compatible fallback (CongoDB from @push.rocks/smartmongo 2.2.0), made strict where
 * our data layer relies on MongoDB's guarantees: unique indexes are enforced (E11000) and TTL indexes expire
 * documents. What the engine does and does not do: docs/decisions/0001-embedded-database.md.
 */
import { CongoServer, Long } from '@push.rocks/smartmongo/dist_ts/congodb/index.js';
import type { AddressInfo } from 'node:net';

type Doc = Record<string, unknown> & { _id: { toHexString(): string } };
type IndexSpec = {
  name: string;
  key: Record<string, unknown>;
  unique?: boolean;
  sparse?: boolean;
  expireAfterSeconds?: number;
};
/** The parts of CongoDB's storage adapter we wrap. */
type Storage = {
  insertOne(db: string, coll: string, doc: Doc): Promise<Doc>;
  updateById(db: string, coll: string, id: Doc['_id'], doc: Doc): Promise<boolean>;
  findAll(db: string, coll: string): Promise<Doc[]>;
  deleteById(db: string, coll: string, id: Doc['_id']): Promise<boolean>;
  getIndexes(db: string, coll: string): Promise<IndexSpec[]>;
  saveIndex(db: string, coll: string, name: string, spec: Omit<IndexSpec, 'name'>): Promise<void>;
  dropIndex(db: string, coll: string, name: string): Promise<boolean>;
  createCollection(db: string, coll: string): Promise<void>;
  collectionExists(db: string, coll: string): Promise<boolean>;
  listDatabases(): Promise<string[]>;
  listCollections(db: string): Promise<string[]>;
};

/** The error MongoDB raises for a duplicate key; the driver and mongoose recognise it by its code. */
class DuplicateKeyError extends Error {
  readonly code = 11000;
  constructor(db: string, coll: string, index: IndexSpec, keyValue: Record<string, unknown>) {
    super(
      `E11000 duplicate key error collection: ${db}.${coll} index: ${index.name} dup key: ${JSON.stringify(keyValue)}`,
    );
  }
}

function valueAt(doc: Record<string, unknown>, path: string): unknown {
  let value: unknown = doc;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** A comparable text for an index key; BSON values (ObjectId, Date) serialise through their toJSON. */
function keyOf(doc: Record<string, unknown>, index: IndexSpec): { text: string; value: Record<string, unknown> } | null {
  const value: Record<string, unknown> = {};
  let present = false;
  for (const field of Object.keys(index.key)) {
    const v = valueAt(doc, field);
    if (v !== undefined) present = true;
    value[field] = v ?? null;
  }
  if (!present && index.sparse) return null;
  return { text: JSON.stringify(value), value };
}

function enforceUniqueIndexes(storage: Storage): void {
  const check = async (db: string, coll: string, doc: Doc) => {
    const unique = (await storage.getIndexes(db, coll)).filter((i) => i.unique && i.name !== '_id_');
    if (unique.length === 0) return;
    const others = (await storage.findAll(db, coll)).filter((d) => d._id.toHexString() !== doc._id.toHexString());
    for (const index of unique) {
      const key = keyOf(doc, index);
      if (!key) continue;
      if (others.some((other) => keyOf(other, index)?.text === key.text)) {
        throw new DuplicateKeyError(db, coll, index, key.value);
      }
    }
  };
  const insertOne = storage.insertOne.bind(storage);
  const updateById = storage.updateById.bind(storage);
  // Commands run one at a time (see runCommandsOneAtATime), so a check and its write cannot interleave.
  storage.insertOne = async (db, coll, doc) => {
    await check(db, coll, doc);
    return insertOne(db, coll, doc);
  };
  storage.updateById = async (db, coll, id, doc) => {
    await check(db, coll, doc);
    return updateById(db, coll, id, doc);
  };
}

type CommandContext = { storage: Storage; database: string; command: Record<string, unknown> };
type Handler = { handle(context: CommandContext): Promise<Record<string, unknown>> };
type Router = { route(command: unknown): Promise<unknown>; handlers: Map<string, Handler> };

/**
 * CongoDB's own index commands go through index engines cached per process by collection name, so a second
 * server in the same process (as in tests) sees the first one's indexes. These handlers keep index
 * definitions in each server's own storage, which is also what the unique checks above read.
 */
const indexCommands: Handler = {
  async handle({ storage, database, command }) {
    if (typeof command.createIndexes === 'string') {
      const coll = command.createIndexes;
      await storage.createCollection(database, coll);
      const before = await storage.getIndexes(database, coll);
      for (const spec of (command.indexes ?? []) as IndexSpec[]) {
        const name = spec.name ?? Object.entries(spec.key).map(([field, order]) => `${field}_${order}`).join('_');
        if (before.some((index) => index.name === name)) continue;
        const index: IndexSpec = { name, key: spec.key };
        if (spec.unique) index.unique = true;
        if (spec.sparse) index.sparse = true;
        if (typeof spec.expireAfterSeconds === 'number') index.expireAfterSeconds = spec.expireAfterSeconds;
        if (index.unique) {
          const seen = new Set<string>();
          for (const doc of await storage.findAll(database, coll)) {
            const key = keyOf(doc, index);
            if (!key) continue;
            if (seen.has(key.text)) throw new DuplicateKeyError(database, coll, index, key.value);
            seen.add(key.text);
          }
        }
        const { name: _name, ...definition } = index;
        await storage.saveIndex(database, coll, _name, definition);
      }
      const after = await storage.getIndexes(database, coll);
      return { ok: 1, numIndexesBefore: before.length, numIndexesAfter: after.length, createdCollectionAutomatically: false };
    }
    if (typeof command.listIndexes === 'string') {
      const coll = command.listIndexes;
      if (!(await storage.collectionExists(database, coll))) {
        return { ok: 0, errmsg: `ns not found ${database}.${coll}`, code: 26, codeName: 'NamespaceNotFound' };
      }
      const firstBatch = (await storage.getIndexes(database, coll)).map((index) => ({ v: 2, ...index }));
      return { ok: 1, cursor: { id: Long.fromNumber(0), ns: `${database}.${coll}`, firstBatch } };
    }
    if (typeof command.dropIndexes === 'string') {
      const coll = command.dropIndexes;
      const indexes = await storage.getIndexes(database, coll);
      const which = command.index;
      const doomed = indexes.filter(
        (index) =>
          index.name !== '_id_' &&
          (which === '*' ||
            (Array.isArray(which) ? which.includes(index.name) : index.name === which) ||
            (typeof which === 'object' && JSON.stringify(which) === JSON.stringify(index.key))),
      );
      if (doomed.length === 0 && which !== '*') {
        return { ok: 0, errmsg: `index not found with name [${String(which)}]`, code: 27, codeName: 'IndexNotFound' };
      }
      for (const index of doomed) await storage.dropIndex(database, coll, index.name);
      return { ok: 1, nIndexesWas: indexes.length };
    }
    return { ok: 0, errmsg: 'Unknown index command', code: 59, codeName: 'CommandNotFound' };
  },
};

/**
 * CongoDB handles commands from different connections concurrently, and a command reads, filters and writes
 * across several awaits; two conditional updates could then both see the same stock. MongoDB makes each
 * single-document write atomic; running one command at a time gives us the same guarantee.
 */
function runCommandsOneAtATime(router: Router): void {
  const route = router.route.bind(router);
  let queue: Promise<unknown> = Promise.resolve();
  router.route = (command) => {
    const result = queue.then(() => route(command));
    queue = result.catch(() => undefined);
    return result;
  };
}

/**
 * CongoDB's hello reply carries a topologyVersion, which tells drivers to stream heartbeats (exhaust replies with
 * moreToCome); CongoDB cannot, so every streamed heartbeat failed and the driver cleared its connection pool,
 * failing whatever query was in flight. Without topologyVersion drivers poll with plain hello commands instead.
 */
function pollingHeartbeats(router: Router): void {
  for (const name of ['hello', 'ismaster', 'isMaster']) {
    const hello = router.handlers.get(name);
    if (!hello) continue;
    router.handlers.set(name, {
      async handle(context) {
        const reply = await hello.handle(context);
        delete reply.topologyVersion;
        return reply;
      },
    });
  }
}

/** MongoDB's TTL monitor runs every 60 s; we sweep as often, so expired rate-limit counters do not pile up. */
function sweepExpiredDocuments(storage: Storage): NodeJS.Timeout {
  const sweep = async () => {
    for (const db of await storage.listDatabases()) {
      for (const coll of await storage.listCollections(db)) {
        const ttl = (await storage.getIndexes(db, coll)).filter((i) => typeof i.expireAfterSeconds === 'number');
        if (ttl.length === 0) continue;
        const now = Date.now();
        for (const doc of await storage.findAll(db, coll)) {
          const expired = ttl.some((index) => {
            const field = Object.keys(index.key)[0];
            const at = field ? valueAt(doc, field) : undefined;
            return at instanceof Date && at.getTime() + index.expireAfterSeconds! * 1000 <= now;
          });
          if (expired) await storage.deleteById(db, coll, doc._id);
        }
      }
    }
  };
  const timer = setInterval(() => void sweep().catch(() => undefined), 60_000);
  timer.unref();
  return timer;
}

export async function startCongoDb(port: number): Promise<{ port: number; stop(): Promise<void> }> {
  const server = new CongoServer({ port, host: '127.0.0.1' });
  const storage = server.getStorage() as unknown as Storage;
  enforceUniqueIndexes(storage);
  const router = (server as unknown as { commandRouter: Router }).commandRouter;
  for (const name of ['createIndexes', 'listIndexes', 'dropIndexes']) router.handlers.set(name, indexCommands);
  pollingHeartbeats(router);
  runCommandsOneAtATime(router);
  await server.start();
  const timer = sweepExpiredDocuments(storage);
  // getConnectionUri() reports port 0 when started on port 0: read the listening socket instead.
  const address = (server as unknown as { server: { address(): AddressInfo } }).server.address();
  return {
    port: address.port,
    async stop() {
      clearInterval(timer);
      await server.stop();
    },
  };
}
