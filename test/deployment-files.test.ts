import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { validateWorkflow } from '@action-validator/core';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { startFlags } from '../scripts/serve-production';

// The deployment files that no test here can run (no GitHub, no Docker engine on these machines), read and checked
// for what they must say. What runs here runs in the browser tests (e2e/deploy-*.spec.ts).
const read = (file: string) => readFileSync(file, 'utf8');
const packageJson = JSON.parse(read('package.json')) as { engines: { node: string }; dependencies: Record<string, string> };

/** engines.node is ">=<lowest> <<next major>>": production runs the highest major it allows. */
function nodeMajors(): { production: number; lowest: number } {
  const match = /^>=(\d+)\.\d+\.\d+ <(\d+)$/.exec(packageJson.engines.node);
  if (!match) throw new Error(`engines.node should read ">=X.Y.Z <N", not ${packageJson.engines.node}`);
  return { lowest: Number(match[1]), production: Number(match[2]) - 1 };
}

const workflowFiles = readdirSync('.github/workflows').filter((file) => /\.ya?ml$/.test(file));
type Step = { name?: string; uses?: string; run?: string; env?: Record<string, string> };
type Job = { permissions?: unknown; steps?: Step[]; strategy?: { matrix?: { node?: number[] } } };
type Workflow = { permissions?: unknown; concurrency?: unknown; env?: Record<string, string>; jobs: Record<string, Job> };

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
      expect(reference, `${reference} is pinned to a commit`).toMatch(/^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/);
      expect(rest, `${reference} names its release`).toMatch(/#\s*v\d+(\.\d+)*/);
    }
  });

  it.each(workflowFiles)('%s grants nothing by default and each job only what it asks for', (file) => {
    const workflow = parse(read(path.join('.github/workflows', file))) as Workflow;
    expect(workflow.permissions).toEqual({});
    for (const [name, job] of Object.entries(workflow.jobs)) expect(job.permissions, `${name} states its permissions`).toBeDefined();
  });

  it('tests the Node.js major production runs and the lowest one engines allow; pins the Vercel CLI exactly', () => {
    const workflow = parse(read('.github/workflows/pull-request.yml')) as Workflow;
    const { production, lowest } = nodeMajors();
    expect([...workflow.jobs.test!.strategy!.matrix!.node!].sort()).toEqual([lowest, production].sort());
    expect(workflow.env?.VERCEL_CLI_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
    expect(workflow.concurrency).toBeDefined();
    const steps = Object.values(workflow.jobs).flatMap((job) => job.steps ?? []);
    const commands = steps.map((step) => step.run ?? '').join('\n');
    for (const expected of ['vercel deploy --prebuilt', 'db.mjs sync-indexes', 'db.mjs seed-demo', 'drop-database --prefix', 'TEST_MONGODB_URI=']) {
      expect(commands).toContain(expected);
    }
  });

  // Prerendered pages carry the address their build knew (docs/decisions/0082-prerendered-pages-carry-the-build-address.md).
  it('builds the preview with production\'s address, and deploys it without one (it finds its branch URL at run time)', () => {
    const workflow = parse(read('.github/workflows/pull-request.yml')) as Workflow;
    const steps = workflow.jobs.preview!.steps!;
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

  it('runs the shop with a MongoDB 8 replica set that initiates itself, Redis, and the index sync before serving', () => {
    type Service = { image?: string; command?: string[]; environment?: Record<string, string>; depends_on?: Record<string, { condition: string }>; healthcheck?: { test: string[] }; deploy?: { replicas?: number } };
    const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, Service> };
    const { app, mongo, redis, indexes } = compose.services;
    expect(mongo?.image).toMatch(/^mongo:8(\.|$)/);
    expect(mongo?.command).toEqual(expect.arrayContaining(['--replSet']));
    expect(mongo?.healthcheck?.test.join(' ')).toMatch(/rs\.initiate/);
    expect(redis?.image).toMatch(/^redis:/);
    expect(redis?.command).toEqual(expect.arrayContaining(['volatile-lru']));
    expect(app?.environment?.MONGODB_URI).toMatch(/^mongodb:\/\/mongo:27017\/\w+\?replicaSet=rs0$/);
    expect(app?.environment?.REDIS_URL).toMatch(/^redis:\/\/redis:6379/);
    expect(app?.deploy?.replicas).toBeGreaterThanOrEqual(2);
    expect(app?.depends_on).toMatchObject({
      mongo: { condition: 'service_healthy' },
      redis: { condition: 'service_healthy' },
      indexes: { condition: 'service_completed_successfully' },
    });
    expect(indexes?.command).toEqual(['node', 'dist/commands/db.mjs', 'sync-indexes']);
  });

  it('keeps dependencies, builds, data and secrets out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['node_modules', '.next', '.data', '.env', '.vercel', '.git']) expect(ignored).toContain(entry);
  });
});
