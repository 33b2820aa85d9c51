import { describe, expect, it, vi } from 'vitest';
import { Tool } from '@/models/Tool';
import { withTestDatabase } from '@/test/database';
import { createCaller } from '@/test/callers';
import { deleteTool, listTools, toolExists } from './tools';

withTestDatabase('data_tools');

describe('listTools', () => {
  it('returns every tool as plain data, newest first', async () => {
    await Tool.create({ name: 'Older', desc: 'd', price: 100, minimum: 1, stock: 5, img: '/a.svg' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const newer = await Tool.create({ name: 'Newer', desc: 'd', price: 250, minimum: 2, stock: 9, img: '/b.svg' });
    const tools = await listTools();
    expect(tools.map((tool) => tool.name)).toEqual(['Newer', 'Older']);
    expect(tools[0]).toEqual({
      id: newer._id.toString(),
      name: 'Newer',
      desc: 'd',
      price: 250,
      minimum: 2,
      stock: 9,
      img: '/b.svg',
      rating: { average: null, count: 0 },
    });
  });
});

describe('toolExists', () => {
  it('refuses malformed and unknown ids, finds a tool, and remembers it for a minute', async () => {
    expect(await toolExists('not-an-id')).toBe(false);
    expect(await toolExists('0123456789abcdef01234567')).toBe(false);
    const tool = await Tool.create({ name: 'Kept', desc: 'd', price: 100, minimum: 1, stock: 5, img: '/a.svg' });
    const id = tool._id.toString();
    expect(await toolExists(id)).toBe(true);

    // Deleted: still taken as existing for the rest of the minute (its page renders its own 404), then not.
    await Tool.deleteOne({ _id: tool._id });
    expect(await toolExists(id)).toBe(true);
    vi.useFakeTimers({ now: Date.now() + 61_000, toFake: ['Date'] });
    try {
      expect(await toolExists(id)).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a tool deleted by an admin', () => {
  it('is no longer taken as existing by this process at once, though it was remembered', async () => {
    const admin = await createCaller('tools-admin@example.com', 'admin', 'Tools Admin');
    const tool = await Tool.create({ name: 'Deleted at once', desc: 'd', price: 100, minimum: 1, stock: 5, img: '/a.svg' });
    const id = tool._id.toString();
    expect(await toolExists(id)).toBe(true);
    await deleteTool(admin, id);
    expect(await toolExists(id)).toBe(false);
  });
});
