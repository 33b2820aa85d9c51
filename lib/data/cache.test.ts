import { describe, expect, it } from 'vitest';
import { databaseScope } from '@/lib/cache/database-scope';
import { Tool } from '@/models/Tool';
import { withTestDatabase } from '@/test/database';
import { registeredRead } from './cache';
import { getTool, listToolsPage } from './tools';
import './reviews';

// Next.js lets a post to any page call the one cached function with arguments of the poster's choosing; it must run
// only what the data layer's own wrappers pass (docs/decisions/0092-cached-reads-take-no-caller-arguments.md).
withTestDatabase('data_cache');

const refused = /arguments the shop never passes/;

describe('the cached function, called with arguments no wrapper passes', () => {
  it('refuses them before anything reads the database, and runs what the wrappers pass', async () => {
    const tool = await Tool.create({ name: 'Notched Trowel', desc: 'd', price: 450, minimum: 1, stock: 20, img: '/t.svg' });
    const id = tool.id as string;
    const database = databaseScope();
    const hostile: [unknown, unknown, unknown][] = [
      [database, 'tools:one', [{ $ne: null }]],
      [database, 'tools:one', [id.toUpperCase()]],
      [database, 'tools:one', [id, 'extra']],
      [database, 'tools:page', [1, 1_000_000, 'newest']],
      [database, 'tools:page', [0, 12, 'newest']],
      [database, 'tools:page', [1.5, 12, 'newest']],
      [database, 'tools:page', [1, 12, 'cheapest']],
      [database, 'tools:page', [1, 12, { $gt: '' }]],
      [database, 'reviews:tool', [{ $ne: null }, 1]],
      [database, 'reviews:tool', [id, 10_001]],
      [database, 'reviews:page', [1, 101]],
      [database, 'tools:related', [id, -1]],
      [database, 'tools:links', [1, 1_000_000]],
      [database, 'tools:list', ['anything']],
      [database, 'no-such-read', []],
      [database, '__proto__', []],
      [database, 'tools:one', { 0: id, length: 1 }],
      ['another-database', 'tools:one', [id]],
      [undefined, 'tools:one', [id]],
    ];
    for (const [db, key, args] of hostile) {
      expect(() => registeredRead(db, key, args), JSON.stringify([db, key, args])).toThrow(refused);
    }

    const read = registeredRead(database, 'tools:one', [id]);
    expect(read.tags).toEqual([`tool:${id}`]);
    expect(await read.run()).toMatchObject({ id, name: 'Notched Trowel' });
    expect(registeredRead(database, 'reviews:tool', [id, 2]).tags).toEqual(['reviews', `tool:${id}`]);
    expect(registeredRead(database, 'tools:page', [1, 12, 'price-asc']).tags).toEqual(['tools']);
  });

  it("the public wrappers clamp a visitor's input to what the cached reads accept", async () => {
    const tool = await Tool.create({ name: 'Tile Cutter', desc: 'd', price: 900, minimum: 1, stock: 5, img: '/t.svg' });
    expect(await getTool((tool.id as string).toUpperCase())).toMatchObject({ name: 'Tile Cutter' });
    const page = await listToolsPage({ page: 1e9, pageSize: 1e9, sort: 'cheapest' });
    expect(page).toMatchObject({ page: 10_000, pageSize: 100, items: [] });
  });
});
