/**
 * Every list query the shop runs a page at a time is served by an index declared on its model
 * (docs/decisions/0061-lists-that-scale.md). On a real MongoDB server (TEST_MONGODB_URI) each query's plan is
 * read with `explain` and must not scan the collection; the embedded engine has no `explain` (and scans every
 * collection anyway), so there the declared indexes are checked against each query's filter and sort by MongoDB's
 * rule: equality fields first, then the sort keys in order (or all reversed); an `$or` is counted on an index for
 * each of its clauses.
 */
import mongoose, { type Model } from 'mongoose';
import { beforeAll, describe, expect, it } from 'vitest';
import { REVIEWS_PAGE_QUERY } from '@/lib/data/reviews';
import { TOOL_SORTS, toolsQuery } from '@/lib/data/tools';
import { withTestDatabase } from '@/test/database';
import { Review } from './Review';
import { ReviewTally, SHOP_TALLY } from './ReviewTally';
import { Tool } from './Tool';

withTestDatabase('list_indexes');

type Keys = Record<string, unknown>;
type ListQuery = { label: string; model: Model<never>; filter: Keys; sort: Record<string, 1 | -1> };

/** Each list query: read a page of (find with sort) and counted (filter only) by the data layer. */
const FINDS: ListQuery[] = [
  ...TOOL_SORTS.flatMap((sort) => [
    { label: `tools, ${sort}`, model: Tool as never, ...toolsQuery({ sort }) },
    { label: `tools named like "trowel", ${sort}`, model: Tool as never, ...toolsQuery({ search: 'trowel', sort }) },
    { label: `tools named like "কর্নি", ${sort}`, model: Tool as never, ...toolsQuery({ search: 'কর্নি', sort }) },
  ]),
  { label: 'visible reviews, newest first', model: Review as never, ...REVIEWS_PAGE_QUERY },
  { label: "the shop's review tally", model: ReviewTally as never, filter: { key: SHOP_TALLY }, sort: {} },
];
// The whole catalogue is counted from the collection's metadata (estimatedDocumentCount), with no query to serve.
const COUNTS: Omit<ListQuery, 'sort'>[] = [
  { label: 'tools named like "trowel"', model: Tool as never, filter: toolsQuery({ search: 'trowel' }).filter },
  { label: 'tools named like "কর্নি"', model: Tool as never, filter: toolsQuery({ search: 'কর্নি' }).filter },
  { label: 'visible reviews', model: Review as never, filter: REVIEWS_PAGE_QUERY.filter },
];

function declaredIndexes(model: Model<never>): Keys[] {
  return [{ _id: 1 }, ...model.schema.indexes().map(([fields]) => fields as Keys)];
}

/** A plain value (not an operator such as $ne or $regex): a point on an index. */
function isEquality(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return true;
  if (value instanceof RegExp) return false;
  return !Object.keys(value).some((key) => key.startsWith('$'));
}

/** Whether an index reads the query's matches already in its sort order (or, without a sort, narrows the filter). */
function servesFind(index: Keys, filter: Keys, sort: Record<string, 1 | -1>): boolean {
  const keys = Object.entries(index);
  // An $or is no point on an index: its matches are filtered as the sort's index is read.
  const equality = Object.keys(filter).filter((field) => !field.startsWith('$') && isEquality(filter[field]));
  const head = keys.slice(0, equality.length).map(([field]) => field);
  if (!equality.every((field) => head.includes(field))) return false;
  const sorted = Object.entries(sort);
  if (sorted.length === 0) return keys.length > 0 && keys[0]![0] in filter;
  const rest = keys.slice(equality.length);
  if (rest.length < sorted.length) return false;
  const direction = rest[0]![1] === sorted[0]![1] ? 1 : -1;
  return sorted.every(([field, order], i) => rest[i]![0] === field && Number(rest[i]![1]) * direction === order);
}

/** Whether an index narrows a count: its first field is one the filter tests. */
function servesCount(index: Keys, filter: Keys): boolean {
  const [first] = Object.keys(index);
  return first !== undefined && first in filter;
}

/** Whether a count is served: by one index, or, for an $or, each of its clauses by one (MongoDB joins their matches). */
function countServed(indexes: Keys[], filter: Keys): boolean {
  if (Array.isArray(filter.$or)) return (filter.$or as Keys[]).every((clause) => countServed(indexes, clause));
  return indexes.some((index) => servesCount(index, filter));
}

describe('the rule the declared indexes are checked by', () => {
  it('tells a serving index from one that is not', () => {
    expect(servesFind({ createdAt: -1, _id: -1 }, {}, { createdAt: -1, _id: -1 })).toBe(true);
    expect(servesFind({ price: 1, _id: 1 }, {}, { price: -1, _id: -1 })).toBe(true);
    expect(servesFind({ price: 1, _id: 1 }, {}, { price: -1, _id: 1 })).toBe(false);
    expect(servesFind({ createdAt: -1 }, {}, { createdAt: -1, _id: -1 })).toBe(false);
    expect(servesFind({ toolId: 1, hidden: 1, createdAt: -1, _id: -1 }, { toolId: 'x', hidden: false }, { createdAt: -1, _id: -1 })).toBe(true);
    expect(servesFind({ hidden: 1, createdAt: -1 }, { toolId: 'x' }, { createdAt: -1 })).toBe(false);
    expect(servesFind({ stock: 1, _id: 1 }, { desc: 'x' }, {})).toBe(false);
    expect(servesCount({ name: 1 }, { name: { $regex: 'a' } })).toBe(true);
    expect(servesCount({ createdAt: -1, _id: -1 }, { name: { $regex: 'a' } })).toBe(false);
    const eitherName = { $or: [{ name: { $regex: 'a' } }, { nameBn: { $regex: 'a' } }] };
    expect(countServed([{ name: 1 }, { nameBn: 1 }], eitherName)).toBe(true);
    expect(countServed([{ name: 1 }], eitherName)).toBe(false);
    expect(servesFind({ createdAt: -1, _id: -1 }, eitherName, { createdAt: -1, _id: -1 })).toBe(true);
  });
});

describe('every list query has an index that serves it', () => {
  for (const query of FINDS) {
    it(`declared: ${query.label}`, () => {
      const serving = declaredIndexes(query.model).filter((index) => servesFind(index, query.filter, query.sort));
      expect(serving, JSON.stringify({ filter: query.filter, sort: query.sort })).not.toEqual([]);
    });
  }
  for (const query of COUNTS) {
    it(`declared, counted: ${query.label}`, () => {
      expect(countServed(declaredIndexes(query.model), query.filter)).toBe(true);
    });
  }
});

/** The winning plans in an explain answer (of a find, or of each stage of an aggregation). */
function winningPlans(explained: unknown): unknown[] {
  if (explained === null || typeof explained !== 'object') return [];
  return Object.entries(explained).flatMap(([key, value]) => (key === 'winningPlan' ? [value] : winningPlans(value)));
}

describe('on a server that explains its plans, none of them scans a collection', () => {
  let explains = false;
  beforeAll(async () => {
    await Promise.all([Tool, Review, ReviewTally].map((model) => model.syncIndexes()));
    await Tool.collection.insertMany(
      Array.from({ length: 40 }, (_, n) => ({
        name: `Trowel ${n}`,
        ...(n % 4 === 0 ? { nameBn: `কর্নি ${n}` } : {}),
        desc: 'd',
        price: 100 + n,
        minimum: 1,
        stock: 5,
        img: '/t.svg',
        createdAt: new Date(n),
      })),
    );
    await Review.collection.insertMany(
      Array.from({ length: 40 }, (_, n) => ({ name: 'R', email: `r${n}@example.com`, review: 'r', ratings: '5', hidden: n % 7 === 0, createdAt: new Date(n) })),
    );
    try {
      await mongoose.connection.db!.command({ explain: { find: 'tools', filter: {} } });
      explains = true;
    } catch {
      // The embedded engine answers "no such command: 'explain'": the declared indexes above are what is checked.
    }
  });

  for (const query of FINDS) {
    it(`explained: ${query.label}`, async (context) => {
      if (!explains) context.skip();
      const explained = await query.model.collection.find(query.filter).sort(query.sort).limit(12).explain('queryPlanner');
      const plans = winningPlans(explained);
      expect(plans).not.toEqual([]);
      expect(JSON.stringify(plans)).not.toContain('COLLSCAN');
    });
  }
  for (const query of COUNTS) {
    it(`explained, counted: ${query.label}`, async (context) => {
      if (!explains) context.skip();
      // What countDocuments runs.
      const explained = await query.model.collection
        .aggregate([{ $match: query.filter }, { $group: { _id: 1, n: { $sum: 1 } } }])
        .explain('queryPlanner');
      const plans = winningPlans(explained);
      expect(plans).not.toEqual([]);
      expect(JSON.stringify(plans)).not.toContain('COLLSCAN');
    });
  }
});
