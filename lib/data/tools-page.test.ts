import mongoose from 'mongoose';
import { beforeAll, describe, expect, it } from 'vitest';
import { Tool } from '@/models/Tool';
import { withTestDatabase } from '@/test/database';
import { countTools, listToolLinks, listToolsPage, TOOL_SEARCH_MAX_LENGTH, toolSearch, toolSort } from './tools';

withTestDatabase('data_tools_page');

const TOOLS = 30;
const start = Date.UTC(2026, 0, 1);

let inserted: { _id: mongoose.Types.ObjectId; createdAt: Date }[] = [];

beforeAll(async () => {
  // Written straight to the collection, so that each tool's createdAt is exactly what the test says: tool N is N
  // minutes newer than tool 0, except tools 10 to 12, which share one moment (then _id decides the order).
  const tools = Array.from({ length: TOOLS }, (_, n) => ({
    _id: new mongoose.Types.ObjectId(),
    name: n === 7 ? 'Regex.* (Special) Float' : n % 3 === 0 ? `Notched Trowel ${n}` : `Tile Cutter ${n}`,
    desc: 'd',
    price: n === 5 || n === 6 ? 500 : 100 + ((n * 37) % 29) * 10,
    minimum: 1,
    stock: 10,
    img: '/t.svg',
    ratingCount: 0,
    ratingSum: 0,
    createdAt: new Date(start + (n >= 10 && n <= 12 ? 10 : n) * 60_000),
    updatedAt: new Date(start),
  }));
  await Tool.collection.insertMany(tools);
  inserted = tools;
});

const names = (page: { items: { name: string }[] }) => page.items.map((tool) => tool.name);

describe('listToolsPage', () => {
  it('reads the catalogue a page at a time, newest first, pages never overlapping and none left out', async () => {
    const first = await listToolsPage({ page: 1, pageSize: 12 });
    expect(first).toMatchObject({ page: 1, pageSize: 12, total: TOOLS, pageCount: 3 });
    expect(first.items).toHaveLength(12);
    expect(first.items[0]).toMatchObject({ name: 'Tile Cutter 29', price: expect.any(Number), rating: { average: null, count: 0 } });
    const pages = [first, await listToolsPage({ page: 2, pageSize: 12 }), await listToolsPage({ page: 3, pageSize: 12 })];
    expect(pages.map((page) => page.items.length)).toEqual([12, 12, 6]);
    const ids = pages.flatMap((page) => page.items.map((tool) => tool.id));
    expect(new Set(ids).size).toBe(TOOLS);
    // Newest first; the three tools of one moment in _id order, newest _id first.
    const newestFirst = [...inserted].sort(
      (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b._id.toHexString().localeCompare(a._id.toHexString()),
    );
    expect(ids).toEqual(newestFirst.map((tool) => tool._id.toHexString()));
  });

  it('answers an empty page past the end, with the real total', async () => {
    const past = await listToolsPage({ page: 4, pageSize: 12 });
    expect(past).toMatchObject({ items: [], page: 4, total: TOOLS, pageCount: 3 });
  });

  it('sorts by price either way, equal prices in _id order', async () => {
    const ascending = (await listToolsPage({ page: 1, pageSize: 100, sort: 'price-asc' })).items;
    const descending = (await listToolsPage({ page: 1, pageSize: 100, sort: 'price-desc' })).items;
    expect(ascending.map((tool) => tool.price)).toEqual([...ascending.map((tool) => tool.price)].sort((a, b) => a - b));
    expect(descending.map((tool) => tool.id)).toEqual(ascending.map((tool) => tool.id).reverse());
    const fiveHundred = ascending.filter((tool) => tool.price === 500).map((tool) => tool.id);
    expect(fiveHundred).toEqual([...fiveHundred].sort());
    // A page boundary inside a run of equal prices still splits the list exactly.
    const pieces = await Promise.all([1, 2, 3, 4, 5, 6].map((page) => listToolsPage({ page, pageSize: 5, sort: 'price-asc' })));
    expect(pieces.flatMap((piece) => piece.items.map((tool) => tool.id))).toEqual(ascending.map((tool) => tool.id));
  });

  it('an unknown sort is newest first', async () => {
    const unknown = await listToolsPage({ page: 1, pageSize: 5, sort: '{"$where":"1"}' });
    expect(names(unknown)).toEqual(names(await listToolsPage({ page: 1, pageSize: 5 })));
  });

  it('searches names case-insensitively for the text as typed, counting only the matches', async () => {
    const trowels = await listToolsPage({ page: 1, pageSize: 4, search: '  nOTCHED   trowel ' });
    expect(trowels.total).toBe(10);
    expect(trowels.pageCount).toBe(3);
    expect(names(trowels)).toEqual(['Notched Trowel 27', 'Notched Trowel 24', 'Notched Trowel 21', 'Notched Trowel 18']);
    const byPrice = await listToolsPage({ page: 1, pageSize: 100, search: 'cutter', sort: 'price-desc' });
    expect(byPrice.items.every((tool) => tool.name.startsWith('Tile Cutter'))).toBe(true);
    expect(byPrice.items.map((tool) => tool.price)).toEqual([...byPrice.items.map((tool) => tool.price)].sort((a, b) => b - a));
  });

  it('treats regular-expression characters in a search as plain text', async () => {
    for (const search of ['.*', '(', 'Regex.* (Special)', ') Float', '[', '\\', '^Regex', '$']) {
      const found = await listToolsPage({ page: 1, pageSize: 12, search });
      // Only the name with these very characters in it; the others (no tool has them) match nothing, and none throws.
      const expected = ['^Regex', '$', '[', '\\'].includes(search) ? [] : ['Regex.* (Special) Float'];
      expect(names(found), search).toEqual(expected);
    }
    expect((await listToolsPage({ page: 1, pageSize: 12, search: 'Trowel.*' })).total).toBe(0);
  });

  it('cuts a very long search, and ignores a search that is not text', async () => {
    const long = await listToolsPage({ page: 1, pageSize: 12, search: 'a'.repeat(100_000) });
    expect(long.total).toBe(0);
    expect(await listToolsPage({ page: 1, pageSize: 12, search: 'Tile Cutter 1' + 'x'.repeat(5_000) })).toMatchObject({ total: 0 });
    const notText = await listToolsPage({ page: 1, pageSize: 12, search: { $gt: '' } });
    expect(notText.total).toBe(TOOLS);
  });

  it('keeps the page size between 1 and 100', async () => {
    expect((await listToolsPage({ page: 1, pageSize: 10_000 })).pageSize).toBe(100);
    const one = await listToolsPage({ page: 1, pageSize: 0 });
    expect(one).toMatchObject({ pageSize: 1, pageCount: TOOLS });
    expect(one.items).toHaveLength(1);
  });
});

describe('the query string, made safe', () => {
  it('toolSearch trims, collapses spaces, cuts at the limit and refuses what is not text', () => {
    expect(toolSearch('  tile   cutter ')).toBe('tile cutter');
    expect(toolSearch(['first', 'second'])).toBe('first');
    expect(toolSearch('x'.repeat(1_000))).toHaveLength(TOOL_SEARCH_MAX_LENGTH);
    expect(toolSearch(undefined)).toBe('');
    expect(toolSearch({ $regex: '.*' })).toBe('');
  });

  it('toolSort knows three orders and falls back to newest', () => {
    expect(toolSort('price-asc')).toBe('price-asc');
    expect(toolSort(['price-desc'])).toBe('price-desc');
    expect(toolSort('price')).toBe('newest');
    expect(toolSort(undefined)).toBe('newest');
  });
});

describe('listToolLinks', () => {
  it('lists every tool once across the sitemap parts, in _id order, with its last change', async () => {
    const parts = [await listToolLinks(1, 12), await listToolLinks(2, 12), await listToolLinks(3, 12)];
    expect(parts.map((part) => part.items.length)).toEqual([12, 12, 6]);
    expect(parts[0]).toMatchObject({ total: TOOLS, pageCount: 3 });
    const ids = parts.flatMap((part) => part.items.map((tool) => tool.id));
    expect(ids).toEqual(inserted.map((tool) => tool._id.toHexString()).sort());
    expect(parts[0]!.items[0]!.updatedAt).toEqual(new Date(start));
    expect((await listToolLinks(4, 12)).items).toEqual([]);
    expect(await countTools()).toBe(TOOLS);
  });
});
