import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { validateWorkflow } from '@action-validator/core';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { PREVIEW_DATABASE_PREFIX } from '../scripts/commands/preview-databases';
import { startFlags } from '../scripts/serve-production';

// The deployment files that no test here can run (no GitHub, no Docker engine on these machines), read and checked
// for what they must say. What runs here runs in the browser tests (e2e/deploy-*.spec.ts).
const read = (file: string) => readFileSync(file, 'utf8');
const packageJson = JSON.parse(read('package.json')) as { engines: { node: string }; dependencies: Record<string, string> };

/**
 * engines.node is one caret range per Node.js major ("^20.19.0 || ^22.12.0"), so it admits exactly the majors the
 * workflow tests, each from its lowest supported release; production runs the highest (docs/decisions/0021-node-version.md).
 */
function nodeMajors(engines = packageJson.engines.node): { all: number[]; production: number; floors: string[] } {
  const ranges = engines.split('||').map((range) => range.trim());
  const floors = ranges.map((range) => {
    if (!/^\^\d+\.\d+\.\d+$/.test(range)) throw new Error(`engines.node should read "^X.Y.Z || ^N.M.P", not ${engines}`);
    return range.slice(1);
  });
  const all = floors.map((floor) => Number(floor.split('.')[0])).sort((a, b) => a - b);
  if (new Set(all).size !== all.length) throw new Error(`engines.node names a major twice: ${engines}`);
  return { all, production: all.at(-1)!, floors };
}

/** A `## ` section of the README, up to the next one. */
function readmeSection(title: string): string {
  const readme = read('README.md');
  const start = readme.indexOf(`\n## ${title}\n`);
  if (start < 0) throw new Error(`README has no section "${title}"`);
  const end = readme.indexOf('\n## ', start + 1);
  return readme.slice(start, end < 0 ? undefined : end);
}

/**
 * README's table of environment variables: the variables of each row (a row may name several, each in backticks) and
 * its five columns: dev, preview, prod, self, what it does.
 */
const environmentSection = readmeSection('Environment variables');
const tableRows = environmentSection
  .split('\n')
  .filter((line) => line.startsWith('| `'))
  .map((line) => {
    const cells = line.slice(1, -1).split('|').map((cell) => cell.trim());
    if (cells.length !== 6) throw new Error(`README's table row has ${cells.length} cells, not 6: ${line}`);
    return { names: [...cells[0]!.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1]!), self: cells[4]! };
  });
/** What a self-hosted shop reads: every row whose "self" column does not say it does not apply, less what the image sets. */
const selfHosted = (() => {
  const names = tableRows.filter((row) => !['', 'unset', 'never'].includes(row.self.toLowerCase())).flatMap((row) => row.names);
  const setByTheImage = ['PORT', 'HOSTNAME'];
  // Read by `db seed-demo` only, never by the servers.
  const commandsOnly = ['SEED_ADMIN_EMAIL', 'SEED_ADMIN_PASSWORD'];
  return {
    server: names.filter((name) => !name.startsWith('VERCEL') && !setByTheImage.includes(name) && !commandsOnly.includes(name)),
    commandsOnly: commandsOnly.filter((name) => names.includes(name)),
  };
})();

const workflowFiles = readdirSync('.github/workflows').filter((file) => /\.ya?ml$/.test(file));
type Step = { id?: string; name?: string; if?: string; uses?: string; run?: string; env?: Record<string, string>; with?: Record<string, string> };
type Job = {
  if?: string; uses?: string; needs?: string | string[]; permissions?: unknown; steps?: Step[]; env?: Record<string, string>;
  environment?: { name: string } | string; strategy?: { matrix?: { node?: number[] } };
};
type Workflow = {
  on: Record<string, unknown>; permissions?: unknown; concurrency?: { group: string; 'cancel-in-progress'?: boolean };
  env?: Record<string, string>; jobs: Record<string, Job>;
};
const workflow = (file: string) => parse(read(path.join('.github/workflows', file))) as Workflow;
/** The commands a job runs, in order, one string. */
const commandsOf = (job: Job | undefined) => (job?.steps ?? []).map((step) => step.run ?? '').join('\n');

describe('GitHub Actions workflows', () => {
  it.each(workflowFiles)('%s is a valid workflow (schema check by action-validator)', (file) => {
    const { errors } = validateWorkflow(read(path.join('.github/workflows', file)));
    expect(errors, JSON.stringify(errors, null, 2)).toEqual([]);
  });

  it.each(workflowFiles)('%s pins every action to a full commit SHA, with its release in a comment', (file) => {
    const source = read(path.join('.github/workflows', file));
    const uses = [...source.matchAll(/^\s*(?:-\s+)?uses:\s*(\S+)(.*)$/gm)];
    expect(uses.length).toBeGreaterThan(0);
    for (const [, reference, rest] of uses) {
      // A workflow of this repository runs from the same commit as its caller.
      if (reference!.startsWith('./.github/workflows/')) continue;
      expect(reference, `${reference} is pinned to a commit`).toMatch(/^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/);
      expect(rest, `${reference} names its release`).toMatch(/#\s*v\d+(\.\d+)*/);
    }
  });

  it.each(workflowFiles)('%s grants nothing by default and each job only what it asks for', (file) => {
    const { permissions, jobs } = workflow(file);
    expect(permissions).toEqual({});
    for (const [name, job] of Object.entries(jobs)) expect(job.permissions, `${name} states its permissions`).toBeDefined();
  });

  it('tests every Node.js major engines allows, and nothing else; pins the Vercel CLI exactly, the same everywhere', () => {
    const checks = workflow('checks.yml');
    expect(checks.on).toHaveProperty('workflow_call');
    expect([...checks.jobs.test!.strategy!.matrix!.node!].sort((a, b) => a - b)).toEqual(nodeMajors().all);
    for (const expected of ['npm run typecheck', 'npm run lint', 'npm run test:unit', 'npm run test:e2e', 'TEST_MONGODB_URI=']) {
      expect(Object.values(checks.jobs).map(commandsOf).join('\n')).toContain(expected);
    }
    const cli = ['pull-request.yml', 'production.yml'].map((file) => workflow(file).env?.VERCEL_CLI_VERSION);
    expect(cli[0]).toMatch(/^\d+\.\d+\.\d+$/);
    expect(cli[1]).toBe(cli[0]);
  });

  it('reads engines as one range per major, from its lowest release, each allowed by Next.js', () => {
    expect(nodeMajors('^20.19.0 || ^22.12.0')).toEqual({ all: [20, 22], production: 22, floors: ['20.19.0', '22.12.0'] });
    for (const wrong of ['>=20.19.0 <23', '>=20.19.0', '^20.19.0 || >=22.12.0', '20.x || 22.x', '^20.19.0 || ^20.20.0']) {
      expect(() => nodeMajors(wrong)).toThrow(/engines\.node/);
    }
    const next = (JSON.parse(read('node_modules/next/package.json')) as { engines: { node: string } }).engines.node;
    const nextFloor = /^>=(\d+)\.(\d+)\.(\d+)$/.exec(next)!.slice(1).map(Number);
    for (const floor of nodeMajors().floors) {
      const [major, minor, patch] = floor.split('.').map(Number) as [number, number, number];
      expect(major * 1e6 + minor * 1e3 + patch, `Next.js needs ${next}`).toBeGreaterThanOrEqual(nextFloor[0]! * 1e6 + nextFloor[1]! * 1e3 + nextFloor[2]!);
    }
  });

  it('holds pull requests and main to the same checks: both call checks.yml, and deploy only after it', () => {
    for (const file of ['pull-request.yml', 'production.yml']) {
      const { jobs } = workflow(file);
      expect(jobs.checks?.uses, file).toBe('./.github/workflows/checks.yml');
      // No checks of its own beside the shared ones.
      expect(Object.values(jobs).some((job) => job.strategy?.matrix), file).toBe(false);
    }
    expect(workflow('pull-request.yml').jobs.preview?.needs).toEqual('checks');
    expect(workflow('production.yml').jobs.deploy?.needs).toEqual('checks');
  });

  it('previews a pull request with its own database, labelled with its number; on close removes its deployments, then drops the database', () => {
    const { jobs, env } = workflow('pull-request.yml');
    expect(workflow('pull-request.yml').concurrency).toBeDefined();
    const preview = commandsOf(jobs.preview);
    for (const expected of ['vercel pull --yes --environment=preview', 'vercel build', 'db.mjs sync-indexes', 'db.mjs seed-demo', 'vercel deploy --prebuilt']) {
      expect(preview).toContain(expected);
    }
    expect(preview).toMatch(/vercel deploy --prebuilt [^\n]*--meta pullRequest="\$PULL_REQUEST_NUMBER"/);
    expect(env?.PULL_REQUEST_NUMBER).toBe('${{ github.event.pull_request.number }}');
    expect(env?.PREVIEW_DATABASE_PREFIX).toBe(PREVIEW_DATABASE_PREFIX);
    expect(env?.PREVIEW_DATABASE).toBe(`${PREVIEW_DATABASE_PREFIX}\${{ github.event.pull_request.number }}`);

    const removal = jobs['remove-preview']!;
    expect(removal.if).toContain("github.event.action == 'closed'");
    // The default branch's commit: a pull request closed unmerged may have no merge ref.
    const checkout = removal.steps!.find((step) => step.uses?.startsWith('actions/checkout@'));
    expect(checkout?.with?.ref).toBe('${{ github.event.repository.default_branch }}');
    const commands = commandsOf(removal);
    expect(commands).toMatch(/vercel list --meta pullRequest="\$PULL_REQUEST_NUMBER" --format json/);
    expect(commands).toMatch(/vercel remove \$ids --yes/);
    expect(commands).toContain('drop-database --prefix "$PREVIEW_DATABASE_PREFIX"');
    expect(commands.indexOf('vercel remove')).toBeLessThan(commands.indexOf('drop-database'));
  });

  it('deploys production from main: the pushed commit, built, its database brought up to date, then deployed; never cancelled', () => {
    const production = workflow('production.yml');
    expect(production.on).toEqual({ push: { branches: ['main'] } });
    expect(production.concurrency).toEqual({ group: 'production', 'cancel-in-progress': false });
    const deploy = production.jobs.deploy!;
    expect(deploy.environment).toMatchObject({ name: 'production' });
    expect(deploy.steps!.find((step) => step.uses?.startsWith('actions/checkout@'))?.with?.ref).toBe('${{ github.sha }}');
    const commands = commandsOf(deploy);
    const order = [
      'vercel pull --yes --environment=production',
      'vercel build --prod',
      'node dist/commands/db.mjs sync-indexes',
      'node dist/commands/db.mjs migrate',
      'vercel deploy --prebuilt --prod',
    ];
    const at = order.map((command) => commands.indexOf(command));
    expect(at.every((index) => index >= 0), JSON.stringify(Object.fromEntries(order.map((c, i) => [c, at[i]])))).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    const database = deploy.steps!.find((step) => step.run?.includes('db.mjs migrate'));
    expect(database?.env?.MONGODB_URI).toBe('${{ secrets.PRODUCTION_MONGODB_URI }}');
  });

  it('drops, daily, only the preview databases of pull requests closed more than a day ago (the decision is the command\'s)', () => {
    const cleanUp = workflow('preview-clean-up.yml');
    const schedule = (cleanUp.on.schedule as { cron: string }[])[0]!.cron;
    expect(schedule).toMatch(/^\d+ \d+ \* \* \*$/);
    const job = Object.values(cleanUp.jobs)[0]!;
    expect(job.permissions).toEqual({ contents: 'read', 'pull-requests': 'read' });
    const commands = commandsOf(job);
    expect(commands).toContain('node dist/commands/db.mjs preview-databases list');
    expect(commands).toContain('node dist/commands/db.mjs preview-databases drop-closed --pull-requests pull-requests.json');
    expect(commands).not.toMatch(/drop-database|dropDatabase/);
    // github-script at the one release the repository uses.
    const scripts = workflowFiles.flatMap((file) => Object.values(workflow(file).jobs))
      .flatMap((each) => each.steps ?? []).map((step) => step.uses).filter((uses) => uses?.startsWith('actions/github-script@'));
    expect(new Set(scripts).size).toBe(1);
    expect(job.steps!.some((step) => step.uses?.startsWith('actions/github-script@') && step.with?.script?.includes('pulls.get'))).toBe(true);
  });

  // Dependabot's pull requests, forks and a repository not yet set up have no secrets: a notice, not a red run.
  it.each(workflowFiles)('%s: a job that needs secrets checks them first, and each later step runs only when they are there', (file) => {
    for (const [name, job] of Object.entries(workflow(file).jobs)) {
      if (job.uses || !JSON.stringify(job).includes('secrets.')) continue;
      const [check, ...rest] = job.steps!;
      expect(check?.id, `${name}: the first step checks the secrets`).toBeDefined();
      expect(check?.run, name).toMatch(/::notice::/);
      expect(check?.run, name).toContain('$GITHUB_OUTPUT');
      for (const step of rest) expect(step.if, `${name}: ${step.name ?? step.uses ?? step.run}`).toContain(`steps.${check!.id}.outputs.`);
    }
  });

  // Prerendered pages carry the address their build knew (docs/decisions/0082-prerendered-pages-carry-the-build-address.md).
  it('builds the preview with production\'s address, and deploys it without one (it finds its branch URL at run time)', () => {
    const steps = workflow('pull-request.yml').jobs.preview!.steps!;
    const build = steps.find((step) => step.run?.includes('vercel build'));
    expect(build?.env?.SITE_URL).toBe('${{ vars.PRODUCTION_SITE_URL }}');
    const deploy = steps.find((step) => step.run?.includes('vercel deploy'));
    expect(deploy?.run).toBeDefined();
    expect(deploy?.run).not.toContain('SITE_URL');
    expect(deploy?.env?.SITE_URL).toBeUndefined();
  });
});

describe('the browser tests\' build', () => {
  it('is made for the address of the tests\' server (E2E_BASE_URL), which its prerendered pages carry', () => {
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
    expect(scripts['test:e2e']).toMatch(/^tsx e2e\/support\/build\.ts && playwright test$/);
    const build = read('e2e/support/build.ts');
    expect(build).toContain("import { E2E_BASE_URL } from './address';");
    expect(build).toContain('SITE_URL: E2E_BASE_URL');
    expect(build).toContain("['run', 'build']");
    expect(read('e2e/support/stack.ts')).toMatch(/^\s+SITE_URL: E2E_BASE_URL,$/m);
  });
});

describe('the container image and compose file', () => {
  const dockerfile = read('Dockerfile');
  const stages = dockerfile.split(/^FROM /m).slice(1);

  it('builds in stages and runs the standalone server as an unprivileged user, with a health check', () => {
    expect(stages.length).toBeGreaterThanOrEqual(3);
    const runner = stages.at(-1)!;
    expect(runner).toMatch(/^USER (node|\d{3,})$/m);
    expect(runner).toMatch(/^HEALTHCHECK .*\n?.*\/api\/health/m);
    // With the flags `npm start` has (the heap sizes), which the tests' and the benchmark's servers run with too.
    const command = /^CMD (\[.*\])$/m.exec(runner)?.[1];
    expect(JSON.parse(command ?? '[]')).toEqual(['node', ...startFlags(), 'server.js']);
    expect(startFlags()).toContainEqual(expect.stringMatching(/^--max-old-space-size=\d+$/));
    for (const copied of ['.next/standalone', '.next/static', 'public', 'dist']) expect(runner).toContain(`/app/${copied}`);
  });

  it('builds with the SITE_URL given as a build argument, which compose gives as it gives the run-time one', () => {
    const build = stages.find((stage) => /^base AS build$/m.test(stage))!;
    expect(build).toMatch(/^ARG SITE_URL$/m);
    expect(build).toMatch(/^RUN SITE_URL="\$SITE_URL" npm run build$/m);
    // The image fixes no address: the container is given SITE_URL when it runs, for what is rendered per request.
    expect(stages.at(-1)).not.toMatch(/SITE_URL/);
    type Build = { context?: string; args?: Record<string, string> };
    const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, { build?: Build; environment?: Record<string, string> }> };
    const { app } = compose.services;
    expect(app?.build?.context).toBe('.');
    expect(app?.build?.args?.SITE_URL).toBe(app?.environment?.SITE_URL);
    expect(app?.environment?.SITE_URL).toBeDefined();
  });

  it('runs the Node.js major production runs', () => {
    expect(dockerfile).toMatch(new RegExp(`^ARG NODE_VERSION=${nodeMajors().production}$`, 'm'));
  });

  type Service = {
    image?: string; command?: string[]; environment?: Record<string, string | null>; depends_on?: Record<string, { condition: string }>;
    healthcheck?: { test?: string[]; disable?: boolean }; deploy?: { replicas?: number };
  };
  const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, Service> };

  it('runs the shop with a MongoDB 8 replica set that initiates itself, Redis, and the release (indexes, then migrations) before serving', () => {
    const { app, mongo, redis, release } = compose.services;
    expect(mongo?.image).toMatch(/^mongo:8(\.|$)/);
    expect(mongo?.command).toEqual(expect.arrayContaining(['--replSet']));
    expect(mongo?.healthcheck?.test?.join(' ')).toMatch(/rs\.initiate/);
    expect(redis?.image).toMatch(/^redis:/);
    expect(redis?.command).toEqual(expect.arrayContaining(['volatile-lru']));
    expect(app?.environment?.MONGODB_URI).toMatch(/^mongodb:\/\/mongo:27017\/\w+\?replicaSet=rs0$/);
    expect(app?.environment?.REDIS_URL).toMatch(/^redis:\/\/redis:6379/);
    expect(app?.deploy?.replicas).toBeGreaterThanOrEqual(2);
    expect(app?.depends_on).toMatchObject({
      mongo: { condition: 'service_healthy' },
      redis: { condition: 'service_healthy' },
      release: { condition: 'service_completed_successfully' },
    });
    expect(release?.command).toEqual(['sh', '-c', 'node dist/commands/db.mjs sync-indexes && node dist/commands/db.mjs migrate']);
    expect(release?.environment?.MONGODB_URI).toBe(app?.environment?.MONGODB_URI);
  });

  // Given once in .env, which compose reads for every command: `docker compose run ... seed-demo` needs it as `up` does.
  it('takes its secrets from .env, whose committed example lists every variable a self-hosted shop reads, each explained', () => {
    const source = read('compose.yaml');
    expect(source).toMatch(/^ {4}AUTH_SECRET: \$\{AUTH_SECRET:\?[^}]*\.env[^}]*\}$/m);
    const example = read('.env.example').split('\n');
    expect(example).toContain('AUTH_SECRET=');
    for (const name of [...selfHosted.server, ...selfHosted.commandsOnly, 'MONGODB_URI', 'REDIS_URL']) {
      const at = example.findIndex((line) => new RegExp(`^(# )?${name}=`).test(line));
      expect(at, `.env.example lists ${name}`).toBeGreaterThan(0);
      // Above it, past the other variables of the same comment, a line that says what it is.
      const above = example.slice(0, at).reverse().find((line) => !/^(# )?[A-Z][A-Z0-9_]*=/.test(line));
      expect(above, `${name} is explained`).toMatch(/^# \S/);
    }
  });

  it('passes every variable README\'s table applies to a self-hosted server to the shop, and nothing the table does not name', () => {
    const { app, release } = compose.services;
    const passed = Object.keys(app?.environment ?? {});
    expect(selfHosted.server.filter((name) => !passed.includes(name))).toEqual([]);
    // The demo seed's admin is read by `db seed-demo` alone, run in the release service; the servers never see it.
    expect(selfHosted.commandsOnly.filter((name) => !Object.keys(release?.environment ?? {}).includes(name))).toEqual([]);
    expect(selfHosted.commandsOnly.filter((name) => passed.includes(name))).toEqual([]);
    expect(passed.filter((name) => !environmentSection.includes(`\`${name}\``))).toEqual([]);
    // What the image sets, the table leaves out of the test above.
    expect(stages.at(-1)).toMatch(/PORT=3000/);
    expect(stages.at(-1)).toMatch(/HOSTNAME=0\.0\.0\.0/);
  });

  it('reads README\'s table row by row, a row naming one variable or several', () => {
    expect(tableRows.length).toBeGreaterThan(30);
    expect(selfHosted.server).toEqual(expect.arrayContaining(['AUTH_SECRET', 'AUTH_GOOGLE_ID', 'AUTH_GOOGLE_SECRET', 'TRUSTED_PROXY_HOPS', 'OTEL_EXPORTER_OTLP_ENDPOINT', 'LOG_LEVEL']));
    for (const absent of ['CRON_SECRET', 'BLOB_READ_WRITE_TOKEN', 'AUTH_GOOGLE_ISSUER', 'AUTH_REDIRECT_PROXY_URL', 'VERCEL_URL', 'PORT', 'TEST_MONGODB_URI']) {
      expect(selfHosted.server).not.toContain(absent);
    }
  });

  it('is self-hosted as README says: .env from its example, then compose; the same commands without Docker', () => {
    const section = readmeSection('Self-hosting');
    for (const expected of ['cp .env.example .env', 'docker compose up --build', 'release node dist/commands/db.mjs seed-demo',
      'dist/commands/db.mjs sync-indexes', 'dist/commands/db.mjs migrate', '.next/standalone/server.js']) {
      expect(section).toContain(expected);
    }
    expect(section.indexOf('db.mjs migrate')).toBeLessThan(section.lastIndexOf('.next/standalone/server.js'));
    expect(section).not.toMatch(/AUTH_SECRET=\$\(openssl/);
  });

  it('keeps dependencies, builds, data and secrets out of the build context, and .env out of git but not its example', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['node_modules', '.next', '.data', '.env', '.env.*', '.vercel', '.git']) expect(ignored).toContain(entry);
    const gitignored = read('.gitignore').split('\n');
    for (const entry of ['.env', '.env.*', '!.env.example']) expect(gitignored).toContain(entry);
    expect(gitignored.indexOf('!.env.example')).toBeGreaterThan(gitignored.indexOf('.env.*'));
  });
});

describe('vercel.json', () => {
  const vercel = JSON.parse(read('vercel.json')) as { git?: { deploymentEnabled?: unknown }; crons?: { path: string; schedule: string }[] };

  it('leaves deployments to the workflows: Vercel\'s own Git deployments are off, so nothing is deployed twice', () => {
    expect(vercel.git?.deploymentEnabled).toBe(false);
  });

  // Vercel Hobby runs cron jobs once a day; mails leave right after the change that queues them (after()).
  it('calls the outbox once a day, a safety net', () => {
    expect(vercel.crons).toEqual([{ path: '/api/cron/outbox', schedule: expect.stringMatching(/^\d{1,2} \d{1,2} \* \* \*$/) as unknown }]);
  });
});

describe('README', () => {
  it('names the Node.js versions engines allows', () => {
    expect(readmeSection('Deploying')).toContain(`\`${packageJson.engines.node}\``);
  });
});
