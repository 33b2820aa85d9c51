/**
 * Starts a MongoDB for development and tests, outside the app, which only ever sees MONGODB_URI.
 *
 * It prefers a real mongod (mongodb-memory-server: a system binary, a cached one, or a download when the download
 * host answers within a few seconds) and falls back to CongoDB, the in-process wire-compatible server, where no
 * mongod can be had. Development data survives restarts: mongod keeps its own files in the data folder; for
 * CongoDB we snapshot every collection through the driver as canonical EJSON and load it back on start.
 */
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import https from 'node:https';
import path from 'node:path';
import { startCongoDb } from './congodb';
import { restoreSnapshot, startSnapshots } from './snapshot';

export type Engine = 'mongod' | 'congodb';

export interface EmbeddedDatabase {
  /** mongodb:// URI including the database name. */
  uri: string;
  engine: Engine;
  port: number;
  stop(): Promise<void>;
}

export interface EmbeddedDatabaseOptions {
  /** Database name put into the URI. */
  dbName: string;
  /** 0 picks a free port. */
  port?: number;
  /** Folder that keeps the data across restarts; without it the data lives only as long as the process. */
  dataDir?: string;
  /** Print what was started (default true). */
  log?: boolean;
}

const PROBE_TIMEOUT_MS = 3_000;

export async function startEmbeddedDatabase(options: EmbeddedDatabaseOptions): Promise<EmbeddedDatabase> {
  const { dbName, port = 0, dataDir, log = true } = options;
  const say = (line: string) => log && console.log(`[db] ${line}`);
  if (dataDir) await mkdir(dataDir, { recursive: true });

  const forced = process.env.EMBEDDED_DB_ENGINE as Engine | undefined;
  if (forced !== 'congodb') {
    const mongod = await findMongod(say);
    if (mongod) {
      try {
        const db = await startMongod(mongod, dbName, port, dataDir);
        say(`engine: mongod (${mongod}) at ${db.uri}`);
        return db;
      } catch (error) {
        say(`mongod would not start (${(error as Error).message.split('\n')[0]}); using CongoDB instead.`);
      }
    } else if (forced === 'mongod') {
      throw new Error('EMBEDDED_DB_ENGINE=mongod but no mongod binary could be found or downloaded.');
    }
  }

  const server = await startCongoDb(port);
  const uri = `mongodb://127.0.0.1:${server.port}/${dbName}`;
  let stopSnapshots = async () => {};
  if (dataDir) {
    const file = path.join(dataDir, 'congodb.ejson');
    const restored = await restoreSnapshot(uri, file);
    if (restored > 0) say(`restored ${restored} documents from ${file}`);
    stopSnapshots = startSnapshots(uri, file);
  }
  say(`engine: CongoDB, the in-process MongoDB-compatible server (no mongod available) at ${uri}`);
  return {
    uri,
    engine: 'congodb',
    port: server.port,
    async stop() {
      await stopSnapshots();
      await server.stop();
    },
  };
}

/** A mongod binary path, or null when none is on this machine and none can be downloaded. */
async function findMongod(say: (line: string) => void): Promise<string | null> {
  const { MongoBinary } = await import('mongodb-memory-server-core');
  // First look only at what is here: MONGOMS_SYSTEM_BINARY, `mongod` on PATH, or the download cache.
  const previous = process.env.MONGOMS_RUNTIME_DOWNLOAD;
  process.env.MONGOMS_RUNTIME_DOWNLOAD = 'false';
  try {
    return await MongoBinary.getPath();
  } catch {
    // Nothing local; a download is next, but only if its host answers quickly.
  } finally {
    if (previous === undefined) delete process.env.MONGOMS_RUNTIME_DOWNLOAD;
    else process.env.MONGOMS_RUNTIME_DOWNLOAD = previous;
  }
  if (previous === 'false' || previous === '0') return null;
  const host = downloadHost();
  if (!(await answers(host))) {
    say(`no local mongod and ${host} is out of reach: falling back.`);
    return null;
  }
  say(`downloading mongod from ${host} (once; it is cached afterwards)...`);
  try {
    return await MongoBinary.getPath();
  } catch (error) {
    say(`mongod download failed: ${(error as Error).message.split('\n')[0]}`);
    return null;
  }
}

function downloadHost(): string {
  const configured = process.env.MONGOMS_DOWNLOAD_URL ?? process.env.MONGOMS_DOWNLOAD_MIRROR;
  return configured ? new URL(configured).host : 'fastdl.mongodb.org';
}

/** Whether an HTTPS host answers at all within PROBE_TIMEOUT_MS, so an unreachable download never hangs us. */
function answers(host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request = https.request({ host, method: 'HEAD', path: '/', timeout: PROBE_TIMEOUT_MS }, (response) => {
      response.resume();
      resolve(true);
    });
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', () => resolve(false));
    request.end();
  });
}

async function startMongod(
  systemBinary: string,
  dbName: string,
  port: number,
  dataDir?: string,
): Promise<EmbeddedDatabase> {
  const { MongoMemoryServer } = await import('mongodb-memory-server-core');
  const dbPath = dataDir ? path.join(dataDir, 'mongod') : undefined;
  if (dbPath && !existsSync(dbPath)) await mkdir(dbPath, { recursive: true });
  const server = await MongoMemoryServer.create({
    binary: { systemBinary },
    instance: { ip: '127.0.0.1', port: port || undefined, dbPath, storageEngine: 'wiredTiger' },
  });
  const actualPort = Number(new URL(server.getUri()).port);
  return {
    uri: `mongodb://127.0.0.1:${actualPort}/${dbName}`,
    engine: 'mongod',
    port: actualPort,
    async stop() {
      // Keep a persistent dbPath; throw away only temporary ones.
      await server.stop({ doCleanup: !dbPath, force: false });
    },
  };
}
