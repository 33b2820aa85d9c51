import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { pathIn } from '@/lib/domain/i18n';
import { publicPages } from '@/lib/http/routes';
import { Review } from '@/models/Review';
import { Tool } from '@/models/Tool';
import { withTestDatabase } from '@/test/database';
import { seedDatabase } from '../seed/seed-database';
import { startScript } from './children';
import { growData } from './grow';
import { median, percentile } from './load';
import { treeResidentBytes } from './memory';
import { sfntFromWoff } from './phone-fonts';
import { FRAMEWORK_LABELS, benchTargets } from './targets';

withTestDatabase('bench');

describe('growData', () => {
  it('grows the demo data to exactly the asked counts with documents the models accept, once', async () => {
    await seedDatabase();
    expect(await growData({ tools: 60, reviews: 150 })).toEqual({ tools: 60, reviews: 150 });
    expect(await growData({ tools: 60, reviews: 150 })).toEqual({ tools: 60, reviews: 150 });

    const tools = await Tool.find().lean();
    // validate() throws on the first document the schema refuses.
    for (const tool of tools) await new Tool(tool).validate();
    const reviews = await Review.find().lean();
    for (const review of reviews) await new Review(review).validate();
    // Sizes like the demo data's, and a history: most documents are older than today.
    const descLengths = tools.map((tool) => tool.desc.length);
    expect(Math.min(...descLengths)).toBeGreaterThan(40);
    expect(Math.max(...descLengths)).toBeLessThan(600);
    const older = reviews.filter((review) => review.createdAt.getTime() < Date.now() - 86_400_000);
    expect(older.length).toBeGreaterThan(reviews.length / 2);
  });
});

describe('the Express yardstick', () => {
  it('answers the three calls with what the database holds', async () => {
    await seedDatabase();
    const express = await startScript<{ port: number }>('express-api.ts', { MONGODB_URI: process.env.MONGODB_URI!, PORT: '0' });
    try {
      const base = `http://127.0.0.1:${express.info.port}`;
      const tools = (await (await fetch(`${base}/tools`)).json()) as { _id: string; name: string }[];
      expect(tools).toHaveLength(await Tool.countDocuments());
      const reviews = (await (await fetch(`${base}/review`)).json()) as unknown[];
      expect(reviews).toHaveLength(await Review.countDocuments());
      const one = (await (await fetch(`${base}/tools/${tools[0]!._id}`)).json()) as { name: string };
      expect(one.name).toBe(tools[0]!.name);
    } finally {
      await express.stop();
    }
  });
});

describe('benchTargets', () => {
  it('loads every public page of the app once, with the tool id put in, and pairs each API call with Express', () => {
    const targets = benchTargets('/images/x.svg', 'abc123');
    const labels = targets.map((target) => target.label);
    expect(new Set(labels).size).toBe(labels.length);
    for (const page of publicPages) expect(labels).toEqual(expect.arrayContaining([page, pathIn('bn', page)]));
    expect(targets.find((target) => target.label === '/tools/{id}')?.path).toBe('/tools/abc123');
    expect(targets.filter((target) => target.group === 'static')).toHaveLength(1);
    const api = targets.filter((target) => target.group === 'api');
    expect(api).toHaveLength(3);
    for (const call of api) expect(labels).toContain(call.counterpart);
  });

  it("measures the empty app's page against its own copy of the static file, and its route handler against Express", () => {
    const targets = benchTargets('/images/x.svg', 'abc123');
    const framework = targets.filter((target) => target.group === 'framework');
    expect(framework.every((target) => target.server === 'empty')).toBe(true);
    const page = framework.find((target) => target.label === FRAMEWORK_LABELS.page)!;
    expect(targets.find((target) => target.label === page.staticFile)).toMatchObject({ server: 'empty', path: '/images/x.svg' });
    const route = framework.find((target) => target.label === FRAMEWORK_LABELS.route)!;
    expect(targets.find((target) => target.label === route.counterpart)).toMatchObject({ server: 'express', path: '/tools/abc123' });
  });
});

describe('statistics', () => {
  it('takes nearest-rank percentiles and true medians', () => {
    const values = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(values, 0.5)).toBe(50);
    expect(percentile(values, 0.95)).toBe(95);
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});

describe('treeResidentBytes', () => {
  it('adds the memory of child processes to their parent', async () => {
    const alone = treeResidentBytes(process.pid);
    const child = spawn(process.execPath, ['-e', 'const keep = Buffer.alloc(64 * 1024 * 1024, 1); setTimeout(() => keep, 10_000)']);
    try {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(treeResidentBytes(child.pid!)).toBeGreaterThan(64 * 1024 * 1024);
      expect(treeResidentBytes(process.pid)).toBeGreaterThan(alone + 64 * 1024 * 1024);
    } finally {
      child.kill();
    }
  });
});

describe('sfntFromWoff', () => {
  /** OpenType's table checksum: the sum of its big-endian 32-bit words, `head` with its checkSumAdjustment read as 0. */
  function tableChecksum(font: Buffer, tag: string, offset: number, length: number) {
    const table = Buffer.alloc(Math.ceil(length / 4) * 4);
    font.copy(table, 0, offset, offset + length);
    if (tag === 'head') table.writeUInt32BE(0, 8);
    let sum = 0;
    for (let at = 0; at < table.length; at += 4) sum = (sum + table.readUInt32BE(at)) >>> 0;
    return sum;
  }

  it("unpacks the phone's Bengali font into TrueType whose every table matches the checksum its makers recorded", () => {
    const woff = readFileSync(createRequire(import.meta.url).resolve('@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff'));
    const font = sfntFromWoff(woff);
    expect(font.readUInt32BE(0)).toBe(0x0001_0000);
    const numTables = font.readUInt16BE(4);
    expect(numTables).toBe(woff.readUInt16BE(12));
    const tags: string[] = [];
    for (let index = 0; index < numTables; index++) {
      const record = 12 + index * 16;
      const tag = font.toString('latin1', record, record + 4);
      const offset = font.readUInt32BE(record + 8);
      const length = font.readUInt32BE(record + 12);
      tags.push(tag);
      expect(offset % 4).toBe(0);
      expect(offset + length).toBeLessThanOrEqual(font.length);
      expect(tableChecksum(font, tag, offset, length), tag).toBe(font.readUInt32BE(record + 4));
    }
    expect(tags).toEqual(expect.arrayContaining(['cmap', 'glyf', 'GSUB', 'head', 'name']));
  });

  it('refuses a file that is not WOFF 1.0', () => {
    expect(() => sfntFromWoff(Buffer.from('wOF2 and more bytes than a header needs, to be sure of it'))).toThrow('not a WOFF 1.0 file');
  });
});
