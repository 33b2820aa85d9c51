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
type Job = { permissions?: unknown; steps?: { uses?: string; run?: string }[]; strategy?: { matrix?: { node?: number[] } } };
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
