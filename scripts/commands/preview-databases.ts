/**
 * The previews' databases (`mrittika_pr_<number>`, one per pull request) that outlive their pull request. Closing a
 * pull request drops its database at once (.github/workflows/pull-request.yml); a daily clean-up
 * (.github/workflows/preview-clean-up.yml) drops the ones that close missed, once their pull request has been closed
 * for more than a day (docs/decisions/0098-production-from-main.md). Run through the deployment's database commands:
 *
 *   node dist/commands/db.mjs preview-databases list
 *   node dist/commands/db.mjs preview-databases drop-closed --pull-requests pull-requests.json
 *
 * `list` prints the preview databases and their pull requests' numbers as JSON; the workflow asks GitHub for those
 * pull requests and writes what it learns to the file `drop-closed` reads: [{ "number", "state", "closedAt" }].
 */
import { readFile } from 'node:fs/promises';
import type { mongo } from 'mongoose';
import * as z from 'zod/mini';

/** The prefix of every preview database; `drop-database --prefix` in the pull-request workflow names the same. */
export const PREVIEW_DATABASE_PREFIX = 'mrittika_pr_';
/** The prefix and a pull request's number, nothing else: `mrittika_pr_42`, never `mrittika_pr_42_copy` or `mrittika`. */
const PREVIEW_DATABASE = new RegExp(`^${PREVIEW_DATABASE_PREFIX}([1-9][0-9]{0,9})$`);
/** A pull request closed less than this long ago keeps its database: its own clean-up may still be running. */
const KEPT_AFTER_CLOSING_MS = 24 * 60 * 60 * 1000;

const pullRequestStates = z.array(
  z.object({
    number: z.number().check(z.int(), z.positive()),
    state: z.enum(['open', 'closed']),
    closedAt: z.nullable(z.string()),
  }),
);
export type PullRequestState = z.infer<typeof pullRequestStates>[number];

/** The pull request a preview database belongs to, or null for any other database. */
export function pullRequestOfDatabase(database: string): number | null {
  const match = PREVIEW_DATABASE.exec(database);
  return match ? Number(match[1]) : null;
}

/**
 * Which databases to drop: a preview database whose pull request GitHub reports closed more than a day before `now`.
 * Every other database is kept: another name, an open pull request, one closed less than a day ago, and one whose
 * state is unknown (not in `pullRequests`, or without a closing time), since only a known closed one may go.
 */
export function previewDatabasesToDrop(databases: readonly string[], pullRequests: readonly PullRequestState[], now: Date): string[] {
  const byNumber = new Map(pullRequests.map((pullRequest) => [pullRequest.number, pullRequest]));
  return databases.filter((database) => {
    const number = pullRequestOfDatabase(database);
    const pullRequest = number === null ? undefined : byNumber.get(number);
    if (pullRequest?.state !== 'closed' || !pullRequest.closedAt) return false;
    const closedAt = Date.parse(pullRequest.closedAt);
    return Number.isFinite(closedAt) && now.getTime() - closedAt > KEPT_AFTER_CLOSING_MS;
  });
}

/** The pull-request states the workflow wrote; refuses anything else rather than guess. */
export function parsePullRequestStates(json: string): PullRequestState[] {
  const parsed = pullRequestStates.safeParse(JSON.parse(json));
  if (!parsed.success) throw new Error(`The pull requests' states are not a list of { number, state, closedAt }: ${parsed.error.message}`);
  return parsed.data;
}

/** `preview-databases list | drop-closed --pull-requests <file>` on the server `db` is connected to. */
export async function runPreviewDatabasesCommand(args: string[], db: mongo.Db, now = new Date()): Promise<string> {
  const [subcommand, ...rest] = args;
  const previews = (await db.admin().listDatabases({ nameOnly: true })).databases
    .map(({ name }) => name)
    .filter((name) => pullRequestOfDatabase(name) !== null)
    .sort();
  switch (subcommand) {
    case 'list':
      return JSON.stringify(previews.map((database) => ({ database, pullRequest: pullRequestOfDatabase(database) })));
    case 'drop-closed': {
      const index = rest.indexOf('--pull-requests');
      const file = index >= 0 ? rest[index + 1] : undefined;
      if (!file) throw new Error('preview-databases drop-closed needs --pull-requests <file> (JSON: [{ number, state, closedAt }]).');
      const doomed = previewDatabasesToDrop(previews, parsePullRequestStates(await readFile(file, 'utf8')), now);
      for (const database of doomed) await db.client.db(database).dropDatabase();
      const kept = previews.length - doomed.length;
      return [...doomed.map((database) => `dropped database ${database}`), `${doomed.length} dropped, ${kept} preview databases kept`].join('\n');
    }
    default:
      throw new Error(`preview-databases needs "list" or "drop-closed --pull-requests <file>", not ${subcommand ? `"${subcommand}"` : 'nothing'}.`);
  }
}
