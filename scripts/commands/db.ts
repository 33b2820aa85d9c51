/**
 * Database commands for deployments, compiled by `npm run build` into dist/commands/db.mjs so that they run with
 * plain `node` and the production dependencies only (mongoose, @node-rs/argon2): in the pull-request workflow, in
 * the container image, on any server. Development keeps `npm run seed`, `npm run migrate` and `npm run dev`.
 *
 *   node dist/commands/db.mjs sync-indexes
 *   node dist/commands/db.mjs migrate
 *   SEED_ADMIN_PASSWORD=... node dist/commands/db.mjs seed-demo
 *   node dist/commands/db.mjs drop-database --prefix mrittika_pr_
 *   node dist/commands/db.mjs uri mrittika_pr_42
 *   node dist/commands/db.mjs preview-databases list
 *
 * Each reads MONGODB_URI. See docs/decisions/0022-deployment-database-commands.md, and for `migrate`
 * docs/decisions/0097-migrations-recorded-once.md.
 */
import mongoose from 'mongoose';
import { databaseNameOf, withDatabaseName } from '../../lib/infra/mongodb-uri';
import { syncAllIndexes } from '../../models';
import { runMigrations } from '../migrations';
import { seedDatabase } from '../seed/seed-database';
import { runPreviewDatabasesCommand } from './preview-databases';

const USAGE = `Usage: node dist/commands/db.mjs <command>   (reads MONGODB_URI)
  sync-indexes                 build the indexes the models declare, drop the ones none declares
  migrate                      apply the migrations this database has not recorded, then the recounts; one run at a
                               time (a second waits for the first, up to 10 minutes)
  seed-demo                    add the demo catalogue and one admin: SEED_ADMIN_EMAIL (default admin@mrittika.test),
                               SEED_ADMIN_PASSWORD (required; never the development password)
  drop-database --prefix <p>   drop the database MONGODB_URI names, only when its name starts with <p>
  uri <database>               print MONGODB_URI with another database name
  preview-databases list       print the preview databases (mrittika_pr_<n>) of the cluster as JSON
  preview-databases drop-closed --pull-requests <file>
                               drop those whose pull request the file says closed more than a day ago`;

/** Databases that belong to MongoDB itself. */
const SYSTEM_DATABASES = new Set(['admin', 'local', 'config']);

/** Runs one command and answers its output; `log` gets what a long command (migrate) says while it works. */
export async function runDatabaseCommand(
  args: string[],
  env: Record<string, string | undefined> = process.env,
  log: (line: string) => void = console.log,
): Promise<string> {
  const [command, ...rest] = args;
  const uri = env.MONGODB_URI?.trim();
  if (!uri) throw new UsageError('MONGODB_URI is not set.');
  switch (command) {
    case 'uri': {
      const [name] = rest;
      if (!name) throw new UsageError('uri needs a database name.');
      return withDatabaseName(uri, name);
    }
    case 'sync-indexes':
      return withConnection(uri, async () => {
        const changes = await syncAllIndexes();
        return changes
          .map(({ collection, created, dropped }) => `${collection}: ${listed(created, 'built')}, ${listed(dropped, 'dropped')}`)
          .join('\n');
      });
    case 'migrate':
      return withConnection(uri, async () => {
        const run = await runMigrations(mongoose.connection.db!, { log: (line) => log(`[migrate] ${line}`) });
        const applied = run.applied.length > 0 ? `${run.applied.length} applied` : 'none to apply';
        return `[migrate] done: migrations ${applied}, ${run.alreadyRecorded.length} already recorded; ${run.recounted.length} recounts run.`;
      });
    case 'seed-demo': {
      const password = env.SEED_ADMIN_PASSWORD;
      if (!password) throw new UsageError('SEED_ADMIN_PASSWORD is not set: the admin of a deployment gets a password of its own.');
      const email = env.SEED_ADMIN_EMAIL?.trim() || 'admin@mrittika.test';
      return withConnection(uri, () => seedDatabase({ admin: { email, password } }));
    }
    case 'drop-database': {
      const prefix = optionValue(rest, '--prefix');
      const name = databaseNameOf(uri);
      if (!prefix) throw new UsageError('drop-database needs --prefix, so that only the databases meant for it can go.');
      if (!name || SYSTEM_DATABASES.has(name) || !name.startsWith(prefix)) {
        throw new UsageError(`Refusing to drop "${name}": MONGODB_URI must name a database starting with "${prefix}".`);
      }
      return withConnection(uri, async () => {
        await mongoose.connection.dropDatabase();
        return `dropped database ${name}`;
      });
    }
    case 'preview-databases':
      return withConnection(uri, () => runPreviewDatabasesCommand(rest, mongoose.connection.db!));
    default:
      throw new UsageError(command ? `Unknown command "${command}".` : 'No command given.');
  }
}

class UsageError extends Error {}

async function withConnection(uri: string, work: () => Promise<string>): Promise<string> {
  // A cloud cluster may take a moment to answer a new client; these commands are not serving visitors.
  await mongoose.connect(uri, { serverSelectionTimeoutMS: 15_000, autoIndex: false });
  try {
    return await work();
  } finally {
    await mongoose.disconnect();
  }
}

function optionValue(args: string[], option: string): string | undefined {
  const index = args.indexOf(option);
  return index >= 0 ? args[index + 1] : undefined;
}

function listed(names: string[], verb: string): string {
  return names.length > 0 ? `${verb} ${names.join(', ')}` : `none ${verb}`;
}

// Run as a command (not when a test imports it).
if (process.argv[1] && /commands[\\/]db\.(m?js|ts)$/.test(process.argv[1])) {
  runDatabaseCommand(process.argv.slice(2)).then(
    (output) => console.log(output),
    (error: unknown) => {
      console.error(`[db] ${error instanceof Error ? error.message : String(error)}`);
      if (error instanceof UsageError) console.error(USAGE);
      process.exitCode = 1;
    },
  );
}
