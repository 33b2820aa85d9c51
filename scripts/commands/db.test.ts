import { readdirSync } from 'node:fs';
import mongoose from 'mongoose';
import { afterAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '@/lib/auth/password';
import { allModels } from '@/models';
import { demoUsers } from '@/scripts/seed/catalogue';
import { testDatabaseUri } from '@/test/database';
import { runDatabaseCommand } from './db';

// The deployment's database commands, run as the workflow runs them (dist/commands/db.mjs is this code, compiled),
// each on a database of its own, inspected through a separate client.
const clients: mongoose.mongo.MongoClient[] = [];
async function inspect(uri: string) {
  const client = new mongoose.mongo.MongoClient(uri);
  clients.push(client);
  await client.connect();
  return client.db();
}
afterAll(() => Promise.all(clients.map((client) => client.close())));

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
