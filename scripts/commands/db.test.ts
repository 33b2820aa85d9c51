import { spawn } from 'node:child_process';
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '@/lib/auth/password';
import { allModels } from '@/models';
import { demoUsers } from '@/scripts/seed/catalogue';
import { testDatabaseUri, withOwnClients } from '@/test/database';
import { legacyOrderFields } from '@/test/orders';
import { runDatabaseCommand } from './db';

// The deployment's database commands, run as the workflow runs them (dist/commands/db.mjs is this code, compiled),
// each on a database of its own, inspected through a separate client.
const inspect = withOwnClients();

describe('the list of models the index sync covers', () => {
  it('has every model under models/', async () => {
    const files = readdirSync('models').filter((file) => /^[A-Z]\w*\.ts$/.test(file));
    for (const file of files) await import(`@/models/${file.replace(/\.ts$/, '')}`);
    expect(allModels.map((model) => model.modelName).sort()).toEqual([...mongoose.modelNames()].sort());
    expect(allModels).toHaveLength(files.length);
  });
});

describe('db sync-indexes', () => {
  it('builds the indexes the models declare, with mongoose building none by itself, so a duplicate e-mail is refused', async () => {
    const uri = testDatabaseUri('sync');
    const output = await runDatabaseCommand(['sync-indexes'], { MONGODB_URI: uri });
    expect(output).toMatch(/^users: built email_1/m);
    const db = await inspect(uri);
    const userIndexes = await db.collection('users').indexes();
    expect(userIndexes.find((index) => index.name === 'email_1')?.unique).toBe(true);
    const resetIndexes = await db.collection('passwordresettokens').indexes();
    expect(resetIndexes.find((index) => index.name === 'expiresAt_1')?.expireAfterSeconds).toBe(0);
    await db.collection('users').insertOne({ email: 'twice@mrittika.test', role: 'customer' });
    await expect(db.collection('users').insertOne({ email: 'twice@mrittika.test', role: 'customer' })).rejects.toThrow(/E11000/);
    // A second run finds nothing to do.
    expect(await runDatabaseCommand(['sync-indexes'], { MONGODB_URI: uri })).not.toMatch(/built \w/);
  });
});

describe('db seed-demo', () => {
  it('adds the catalogue and one admin with the password the deployment chose', async () => {
    const uri = testDatabaseUri('seed_demo');
    const password = 'preview-admin-password-4821';
    const output = await runDatabaseCommand(['seed-demo'], { MONGODB_URI: uri, SEED_ADMIN_EMAIL: 'Reviewer@Mrittika.test', SEED_ADMIN_PASSWORD: password });
    expect(output).toMatch(/documents added \(10 tools, 7 reviews, 1 users/);
    const users = await (await inspect(uri)).collection('users').find().toArray();
    expect(users.map((user) => [user.email, user.role])).toEqual([['reviewer@mrittika.test', 'admin']]);
    expect(await verifyPassword(users[0]!.passwordHash as string, password)).toBe(true);
  });

  it('refuses the development passwords from the README, a short password, or none, and writes nothing', async () => {
    const uri = testDatabaseUri('seed_refused');
    for (const password of [...demoUsers.map((user) => user.password), 'short']) {
      await expect(runDatabaseCommand(['seed-demo'], { MONGODB_URI: uri, SEED_ADMIN_PASSWORD: password })).rejects.toThrow(/password/);
    }
    await expect(runDatabaseCommand(['seed-demo'], { MONGODB_URI: uri })).rejects.toThrow(/SEED_ADMIN_PASSWORD is not set/);
    expect(await (await inspect(uri)).collection('tools').countDocuments()).toBe(0);
  });
});

describe('db drop-database', () => {
  it('drops a preview database whose name starts with the prefix', async () => {
    const uri = testDatabaseUri('mrittika_pr_drop');
    const db = await inspect(uri);
    await db.collection('tools').insertOne({ name: 'Trowel' });
    expect(await runDatabaseCommand(['drop-database', '--prefix', 'mrittika_pr_'], { MONGODB_URI: uri })).toMatch(/^dropped database mrittika_pr_drop_/);
    expect(await db.collection('tools').countDocuments()).toBe(0);
  });

  it('refuses any other database, and refuses without a prefix', async () => {
    const uri = testDatabaseUri('production_like');
    const db = await inspect(uri);
    await db.collection('tools').insertOne({ name: 'Trowel' });
    await expect(runDatabaseCommand(['drop-database', '--prefix', 'mrittika_pr_'], { MONGODB_URI: uri })).rejects.toThrow(/Refusing to drop/);
    await expect(runDatabaseCommand(['drop-database'], { MONGODB_URI: uri })).rejects.toThrow(/needs --prefix/);
    await expect(
      runDatabaseCommand(['drop-database', '--prefix', 'adm'], { MONGODB_URI: uri.replace(/\/production_like_\w+/, '/admin') }),
    ).rejects.toThrow(/Refusing to drop "admin"/);
    expect(await db.collection('tools').countDocuments()).toBe(1);
  });
});

describe('db uri', () => {
  it('puts the database name into any MongoDB connection string, keeping credentials and options', async () => {
    const run = (uri: string) => runDatabaseCommand(['uri', 'mrittika_pr_42'], { MONGODB_URI: uri });
    expect(await run('mongodb+srv://user:p%40ss@preview.abc.mongodb.net/?retryWrites=true&w=majority')).toBe(
      'mongodb+srv://user:p%40ss@preview.abc.mongodb.net/mrittika_pr_42?retryWrites=true&w=majority',
    );
    expect(await run('mongodb://a:27017,b:27017/old?replicaSet=rs0')).toBe('mongodb://a:27017,b:27017/mrittika_pr_42?replicaSet=rs0');
    expect(await run('mongodb://127.0.0.1:27017')).toBe('mongodb://127.0.0.1:27017/mrittika_pr_42');
    await expect(runDatabaseCommand(['uri', 'bad/name'], { MONGODB_URI: 'mongodb://h/x' })).rejects.toThrow(/Not a usable database name/);
    await expect(runDatabaseCommand(['uri', 'x'], { MONGODB_URI: 'postgres://h/x' })).rejects.toThrow(/Not a MongoDB connection string/);
  });
});

describe('db migrate', () => {
  it('applies the migrations and the recounts, and a second run applies none and says so', async () => {
    const uri = testDatabaseUri('migrate');
    const lines: string[] = [];
    const first = await runDatabaseCommand(['migrate'], { MONGODB_URI: uri }, (line) => lines.push(line));
    expect(first).toBe('[migrate] done: migrations 3 applied, 0 already recorded; 3 recounts run.');
    expect(lines.filter((line) => line.startsWith('[migrate] applied '))).toHaveLength(3);
    const second = await runDatabaseCommand(['migrate'], { MONGODB_URI: uri }, () => undefined);
    expect(second).toBe('[migrate] done: migrations none to apply, 3 already recorded; 3 recounts run.');
    expect(await (await inspect(uri)).collection('migrations').countDocuments()).toBe(3);
  });

  describe('compiled, as deployments run it', () => {
    // `node scripts/build-dist.mjs` unchanged, in a folder of its own that links to the sources and node_modules: the
    // repository's dist/ stays as it is for whatever else is using it (the browser tests run it too).
    let folder = '';
    beforeAll(async () => {
      folder = await mkdtemp(path.join(os.tmpdir(), 'mrittika-dist-'));
      for (const entry of ['scripts', 'lib', 'models', 'node_modules', 'package.json', 'tsconfig.json']) {
        await symlink(path.resolve(entry), path.join(folder, entry));
      }
      const build = await run(['scripts/build-dist.mjs'], {}, folder);
      expect(build.status, build.output).toBe(0);
    }, 120_000);
    afterAll(() => rm(folder, { recursive: true, force: true }));

    /** `node <args>` in `cwd`, with no more environment than a deployment's command gets. */
    function run(args: string[], env: Record<string, string>, cwd = folder): Promise<{ status: number | null; output: string }> {
      const child = spawn(process.execPath, args, { cwd, env: { PATH: process.env.PATH, NODE_ENV: 'production', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      return new Promise((resolve) => child.once('close', (status) => resolve({ status, output })));
    }

    it('two started at once migrate the old orders once: one applies each migration, the other waits and finds them recorded', async () => {
      const uri = testDatabaseUri('migrate_compiled');
      const db = await inspect(uri);
      // Orders from before the timeline, lines and payments, enough that the first run is still at work when the
      // second asks for the lock.
      const olds = Array.from({ length: 200 }, (_, index) => ({
        ...legacyOrderFields(`compiled-${index}@example.com`),
        status: index % 2 ? 'pending' : 'paid',
        createdAt: new Date(Date.UTC(2026, 0, 1 + (index % 28))),
      }));
      await db.collection('orders').insertMany(olds);

      const both = await Promise.all([run(['dist/commands/db.mjs', 'migrate'], { MONGODB_URI: uri }), run(['dist/commands/db.mjs', 'migrate'], { MONGODB_URI: uri })]);
      for (const { status, output } of both) expect(status, output).toBe(0);
      const output = both.map((one) => one.output).join('');
      for (const name of ['order-state-once', 'order-lines', 'order-payments']) {
        expect(output.match(new RegExp(`^\\[migrate\\] applied ${name}: `, 'gm')), `${name} in\n${output}`).toHaveLength(1);
      }
      expect(output.match(/^\[migrate\] waiting: another run \(.+\) holds the migrations lock/gm)).toHaveLength(1);
      expect(output.match(/^\[migrate\] no migrations to apply: all 3 are recorded$/gm)).toHaveLength(1);
      expect(output.match(/^\[migrate\] recounted order-tally: 200 orders, /gm)).toHaveLength(2);
      expect(await db.collection('orders').countDocuments({ $or: [{ lines: { $exists: false } }, { 'payment.status': { $exists: false } }] })).toBe(0);
      expect(await db.collection('migrations').countDocuments()).toBe(3);

      const third = await run(['dist/commands/db.mjs', 'migrate'], { MONGODB_URI: uri });
      expect(third.status, third.output).toBe(0);
      expect(third.output).toMatch(/^\[migrate\] done: migrations none to apply, 3 already recorded; 3 recounts run\.$/m);
      expect(third.output).not.toMatch(/applied/);
    }, 60_000);

    it('says what is missing and exits non-zero without MONGODB_URI', async () => {
      const result = await run(['dist/commands/db.mjs', 'migrate'], {});
      expect(result.status).toBe(1);
      expect(result.output).toMatch(/^\[db\] MONGODB_URI is not set\./m);
      expect(result.output).toMatch(/^  migrate  /m);
    });
  });
});
