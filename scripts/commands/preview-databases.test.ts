import { randomInt } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseUri } from '@/test/database';
import {
  PREVIEW_DATABASE_PREFIX,
  parsePullRequestStates,
  previewDatabasesToDrop,
  pullRequestOfDatabase,
  runPreviewDatabasesCommand,
  type PullRequestState,
} from './preview-databases';

const now = new Date('2026-11-27T03:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();

describe('which preview databases the daily clean-up drops', () => {
  const states: PullRequestState[] = [
    { number: 1, state: 'closed', closedAt: hoursAgo(25) },
    { number: 2, state: 'closed', closedAt: hoursAgo(23) },
    { number: 3, state: 'open', closedAt: null },
    { number: 4, state: 'closed', closedAt: hoursAgo(24 * 30) },
    { number: 5, state: 'closed', closedAt: null },
    { number: 6, state: 'closed', closedAt: 'yesterday' },
  ];

  it('drops the database of a pull request closed more than a day ago, and keeps an open or lately closed one\'s', () => {
    const databases = ['mrittika_pr_1', 'mrittika_pr_2', 'mrittika_pr_3', 'mrittika_pr_4'];
    expect(previewDatabasesToDrop(databases, states, now)).toEqual(['mrittika_pr_1', 'mrittika_pr_4']);
  });

  it('keeps a database whose pull request it knows nothing about, or whose closing time is missing or unreadable', () => {
    expect(previewDatabasesToDrop(['mrittika_pr_5', 'mrittika_pr_6', 'mrittika_pr_7'], states, now)).toEqual([]);
  });

  it('never drops a database named otherwise, even with the number of a long-closed pull request in it', () => {
    const others = ['mrittika', 'admin', 'local', 'config', 'mrittika_pr_', 'mrittika_pr_01', 'mrittika_pr_1_copy', 'mrittika_pr_1 ',
      'MRITTIKA_PR_1', 'xmrittika_pr_1', 'mrittika_pr_-1', 'mrittika_pr_1e3', 'mrittika_pr_4.0', 'shop_pr_1'];
    expect(previewDatabasesToDrop(others, states, now)).toEqual([]);
    expect(others.map(pullRequestOfDatabase)).toEqual(others.map(() => null));
    expect(pullRequestOfDatabase(`${PREVIEW_DATABASE_PREFIX}42`)).toBe(42);
  });

  it('reads the workflow\'s file of states, and refuses anything else rather than guess', () => {
    expect(parsePullRequestStates('[{"number":7,"state":"closed","closedAt":"2026-11-20T10:00:00Z"}]')).toEqual([
      { number: 7, state: 'closed', closedAt: '2026-11-20T10:00:00Z' },
    ]);
    for (const wrong of ['{}', '[{"number":"7","state":"closed","closedAt":null}]', '[{"number":7,"state":"merged","closedAt":null}]', '[{"number":7}]']) {
      expect(() => parsePullRequestStates(wrong)).toThrow(/number, state, closedAt/);
    }
  });
});

describe('db preview-databases, on a database server', () => {
  const client = new mongoose.mongo.MongoClient(testDatabaseUri('preview_databases'));
  let folder: string | undefined;
  afterAll(async () => {
    await client.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('lists the preview databases with their pull requests, then drops only the long-closed one\'s', async () => {
    // Numbers of their own, so that test files sharing the server never meet them.
    const [closed, recent, open] = [randomInt(100_000_000, 999_999_999), randomInt(100_000_000, 999_999_999), randomInt(100_000_000, 999_999_999)];
    const names = [closed, recent, open].map((number) => `${PREVIEW_DATABASE_PREFIX}${number}`);
    for (const name of names) await client.db(name).collection('tools').insertOne({ name: 'Trowel' });
    const db = client.db();

    const listed = JSON.parse(await runPreviewDatabasesCommand(['list'], db, now)) as { database: string; pullRequest: number }[];
    expect(listed).toEqual(expect.arrayContaining(names.map((database) => ({ database, pullRequest: pullRequestOfDatabase(database) }))));
    expect(listed.every(({ database }) => pullRequestOfDatabase(database) !== null)).toBe(true);

    folder = await mkdtemp(path.join(os.tmpdir(), 'preview-databases-'));
    const file = path.join(folder, 'pull-requests.json');
    const states: PullRequestState[] = [
      { number: closed, state: 'closed', closedAt: hoursAgo(48) },
      { number: recent, state: 'closed', closedAt: hoursAgo(2) },
      { number: open, state: 'open', closedAt: null },
    ];
    await writeFile(file, JSON.stringify(states));
    const output = await runPreviewDatabasesCommand(['drop-closed', '--pull-requests', file], db, now);
    expect(output).toMatch(new RegExp(`^dropped database ${names[0]}$`, 'm'));
    expect(output).toMatch(/^1 dropped, \d+ preview databases kept$/m);
    const left = (await db.admin().listDatabases({ nameOnly: true })).databases.map(({ name }) => name);
    expect(left).not.toContain(names[0]);
    expect(left).toEqual(expect.arrayContaining(names.slice(1)));
    for (const name of names.slice(1)) await client.db(name).dropDatabase();
  });

  it('needs a subcommand, and the file of states for drop-closed', async () => {
    const db = client.db();
    await expect(runPreviewDatabasesCommand([], db)).rejects.toThrow(/"list" or "drop-closed/);
    await expect(runPreviewDatabasesCommand(['drop-closed'], db)).rejects.toThrow(/--pull-requests <file>/);
  });
});
