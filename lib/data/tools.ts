import 'server-only';
import { isAdmin, requireAccess } from '@/lib/domain/access';
import type { Caller } from '@/lib/auth/caller-type';
import { changedFields, recordAudit } from '@/lib/data/audit';
import * as z from 'zod/mini';
import { CACHE_TAGS, CACHED_ARGS, cachedRead, expireCached } from '@/lib/data/cache';
import { releaseImage, withUploadedPhoto, type PhotoUpload } from '@/lib/data/images';
import { connectToDatabase } from '@/lib/infra/db';
import { ConflictError, NotFoundError } from '@/lib/domain/errors';
import { NO_IMAGE } from '@/lib/images/paths';
import { findPage, MAX_PAGE, type Page } from '@/lib/domain/pagination';
import { TOOLS_PER_SITEMAP } from '@/lib/http/sitemap';
import { isObjectIdText } from '@/lib/validation/common';
import {
  isAcceptableImageUrl,
  TOOL_OPTIONAL_TEXTS,
  type ToolBanglaField,
  type ToolOptionalText,
  type ToolSpecification,
} from '@/lib/validation/tool-fields';
import { toolChangesSchema, toolChangesWithPhotoSchema, toolSchema, toolWithPhotoSchema } from '@/lib/validation/tools';
import { Tool, type ToolFields } from '@/models/Tool';
import type { ToolRating, ToolSummary } from '@/lib/data/tool-types';
import { refusals } from '@/lib/texts';

export type { ToolRating, ToolSummary };

/** A tool's specifications: only those an admin set. */
export type ToolSpecifications = Partial<Record<ToolSpecification, string>>;
/** A tool's name and description in Bangla: only those an admin set (lib/domain/tool-text.ts falls back to English). */
type ToolInBangla = Partial<Record<ToolBanglaField, string>>;

/** The average kept on the tool (ratingSum / ratingCount, docs/decisions/0077-reviews-of-a-tool.md). */
export function toolRating({ ratingCount, ratingSum }: { ratingCount?: number | null; ratingSum?: number | null }): ToolRating {
  const count = ratingCount ?? 0;
  if (count <= 0) return { average: null, count: 0 };
  return { average: Math.round(((ratingSum ?? 0) / count) * 10) / 10, count };
}

/** A tool's optional texts (specifications, Bangla name and description): only those that are set. */
function optionalTextsOf(tool: Partial<Record<ToolOptionalText, string | null>>): ToolSpecifications & ToolInBangla {
  return Object.fromEntries(TOOL_OPTIONAL_TEXTS.flatMap((name) => (tool[name] ? [[name, tool[name]]] : [])));
}

function toSummary(tool: ToolFields & { _id: { toString(): string } }): ToolSummary {
  const { _id, name, desc, price, minimum, stock, img } = tool;
  // A stored URL that breaks today's image rule (written before it, or straight into the database) is never shown.
  return {
    id: _id.toString(),
    name,
    desc,
    price,
    minimum,
    stock,
    img: isAcceptableImageUrl(img) ? img : NO_IMAGE,
    ...optionalTextsOf(tool),
    rating: toolRating(tool),
  };
}

const readCatalogue = cachedRead(
  async (): Promise<ToolSummary[]> => {
    await connectToDatabase();
    const tools = await Tool.find().sort({ createdAt: -1, _id: -1 }).lean();
    return tools.map(toSummary);
  },
  'tools:list',
  { args: z.tuple([]), tags: [CACHE_TAGS.tools] },
);

const readTool = cachedRead(
  async (id: string): Promise<ToolSummary | null> => {
    await connectToDatabase();
    const tool = await Tool.findById(id).lean();
    return tool ? toSummary(tool) : null;
  },
  'tools:one',
  { args: z.tuple([CACHED_ARGS.id]), tags: (id) => [CACHE_TAGS.tool(id)] },
);

/** Everyone may list the catalogue. Newest first, so a tool an admin adds shows at the top. */
export async function listTools(): Promise<ToolSummary[]> {
  return readCatalogue();
}

/** A tool's page as a sitemap names it. */
export type ToolLink = { id: string; updatedAt: Date | null };

const readToolLinks = cachedRead(
  async (part: number, perPart: number): Promise<Page<{ id: string; updatedAt: string | null }>> => {
    await connectToDatabase();
    // In _id order, so that a tool added later never moves the others to another part.
    return findPage(Tool, {}, { _id: 1 }, { page: part, pageSize: perPart }, (tool: { _id: unknown; updatedAt?: Date | null }) => ({
      id: String(tool._id),
      updatedAt: tool.updatedAt ? tool.updatedAt.toISOString() : null,
    }));
  },
  'tools:links',
  { args: z.tuple([CACHED_ARGS.whole(1, MAX_PAGE), CACHED_ARGS.whole(1, TOOLS_PER_SITEMAP)]), tags: [CACHE_TAGS.tools] },
);

const readToolCount = cachedRead(
  async (): Promise<number> => {
    await connectToDatabase();
    return Tool.estimatedDocumentCount();
  },
  'tools:count',
  { args: z.tuple([]), tags: [CACHE_TAGS.tools] },
);

/** Everyone: how many tools there are (the sitemap index counts its parts with it). */
export async function countTools(): Promise<number> {
  return readToolCount();
}

/** Everyone: one part of the tools' pages for the sitemaps (lib/http/sitemap.ts), with how many parts there are. */
export async function listToolLinks(part: number, perPart: number): Promise<Page<ToolLink>> {
  const found = await readToolLinks(part, perPart);
  return { ...found, items: found.items.map(({ id, updatedAt }) => ({ id, updatedAt: updatedAt ? new Date(updatedAt) : null })) };
}

/** The orders the catalogue can be listed in (`?sort=` on /tools); newest is the default. */
export const TOOL_SORTS = ['newest', 'price-asc', 'price-desc'] as const;
export type ToolSort = (typeof TOOL_SORTS)[number];

/** Each order ends on _id, so that pages never overlap; each is served by an index on models/Tool.ts. */
const SORT_KEYS: Record<ToolSort, Record<string, 1 | -1>> = {
  newest: { createdAt: -1, _id: -1 },
  'price-asc': { price: 1, _id: 1 },
  'price-desc': { price: -1, _id: -1 },
};

/** The longest name search read (a tool's name has at most 120 characters; a longer query is cut). */
export const TOOL_SEARCH_MAX_LENGTH = 60;

/** The largest page of tools anyone may ask for. */
const MAX_TOOLS_PAGE_SIZE = 100;

/** A sort from a query string: one of TOOL_SORTS, otherwise newest. */
export function toolSort(value: unknown): ToolSort {
  const first = Array.isArray(value) ? value[0] : value;
  return TOOL_SORTS.find((sort) => sort === first) ?? 'newest';
}

/**
 * A name search (English or Bangla) from a query string: trimmed, inner spaces collapsed, at most
 * TOOL_SEARCH_MAX_LENGTH characters.
 */
export function toolSearch(value: unknown): string {
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first !== 'string') return '';
  // Cut before anything else reads it: a query string of any length costs no more than a short one.
  return first.slice(0, TOOL_SEARCH_MAX_LENGTH * 4).replace(/\s+/g, ' ').trim().slice(0, TOOL_SEARCH_MAX_LENGTH).trim();
}

/** Every character that means something in a regular expression, escaped: the search is matched as plain text. */
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The filter and sort of one list of the catalogue: a name search is a case-insensitive match of the text as
 * typed (never a pattern) in the English name or the Bangla one, and each sort is one an index serves
 * (models/list-indexes.test.ts checks).
 */
export function toolsQuery({ search, sort }: { search?: unknown; sort?: unknown }) {
  const text = toolSearch(search);
  const named = { $regex: escapeRegExp(text), $options: 'i' };
  return {
    filter: text ? { $or: [{ name: named }, { nameBn: named }] } : {},
    sort: SORT_KEYS[toolSort(sort)],
  };
}

async function readToolsPage(page: number, pageSize: number, search: string, sort: ToolSort): Promise<Page<ToolSummary>> {
  await connectToDatabase();
  const query = toolsQuery({ search, sort });
  return findPage(Tool, query.filter, query.sort, { page, pageSize }, (tool) => toSummary(tool as ToolFields & { _id: { toString(): string } }));
}

// The plain lists (a page in one of three orders) are cached and expire with every change to the catalogue, an
// order's stock included. Searches are read straight from the database: any text can be searched for, and a cache
// entry for each would let anyone fill the shared cache.
const readCachedToolsPage = cachedRead(
  (page: number, pageSize: number, sort: ToolSort) => readToolsPage(page, pageSize, '', sort),
  'tools:page',
  {
    args: z.tuple([CACHED_ARGS.whole(1, MAX_PAGE), CACHED_ARGS.whole(1, MAX_TOOLS_PAGE_SIZE), CACHED_ARGS.oneOf(TOOL_SORTS)]),
    tags: [CACHE_TAGS.tools],
  },
);

/**
 * Everyone: one page of the catalogue (docs/decisions/0005-pages-of-lists.md), newest first or by price, optionally
 * only the tools whose name, English or Bangla, contains `search`. Anything from a query string may be passed: an
 * unknown sort is newest, a search is cut to TOOL_SEARCH_MAX_LENGTH, the page size is kept between 1 and 100, and a
 * page past the end is empty.
 */
export async function listToolsPage({
  page,
  pageSize,
  search,
  sort,
}: {
  page: number;
  pageSize: number;
  search?: unknown;
  sort?: unknown;
}): Promise<Page<ToolSummary>> {
  const number = Math.min(MAX_PAGE, Math.max(1, Math.trunc(page) || 1));
  const size = Math.min(MAX_TOOLS_PAGE_SIZE, Math.max(1, Math.trunc(pageSize) || 1));
  const text = toolSearch(search);
  const order = toolSort(sort);
  return text ? readToolsPage(number, size, text, order) : readCachedToolsPage(number, size, order);
}

/** Everyone may read one tool; null for an unknown or malformed id. */
export async function getTool(id: string): Promise<ToolSummary | null> {
  if (!isObjectIdText(id)) return null;
  return readTool(id.toLowerCase());
}

/** The fields of a tool an admin sets, in the order the audit trail lists them. */
const TOOL_FIELDS = ['name', 'desc', 'price', 'minimum', 'stock', 'img', ...TOOL_OPTIONAL_TEXTS] as const;

function auditTarget(tool: { _id: { toString(): string }; name: string }) {
  return { id: tool._id.toString(), label: tool.name };
}

function toolFields(tool: ToolFields): Pick<ToolFields, (typeof TOOL_FIELDS)[number]> {
  const { name, desc, price, minimum, stock, img } = tool;
  return { name, desc, price, minimum, stock, img, ...optionalTextsOf(tool) };
}

/** An edit's fields as one update: an optional text sent empty (null once parsed) is cleared, the rest are set. */
function toolUpdate(fields: Partial<ToolFields>) {
  const cleared = TOOL_OPTIONAL_TEXTS.filter((name) => fields[name] === null);
  const set = Object.fromEntries(Object.entries(fields).filter(([name, value]) => value !== undefined && !cleared.includes(name as ToolOptionalText)));
  return cleared.length > 0 ? { $set: set, $unset: Object.fromEntries(cleared.map((name) => [name, 1])) } : { $set: set };
}

/** A new tool's fields without the optional texts left empty (null once parsed): those are not stored at all. */
function withoutEmptyTexts<T extends Partial<Record<ToolOptionalText, string | null>>>(fields: T): T {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null)) as T;
}

/**
 * Admins add tools to the catalogue. `input` is the Add Tool payload, checked here with toolSchema; with a `photo`
 * (a file, checked by its content) the image is that photo and `img` is not read. The photo is stored first; if
 * the tool cannot be saved, it is removed again.
 */
export async function addTool(caller: Caller | null, input: unknown, photo?: PhotoUpload | null): Promise<ToolSummary> {
  const admin = requireAccess(caller, isAdmin);
  // The fields are checked before any photo is stored; a photo's address then takes the place of img.
  const fields = withoutEmptyTexts(photo ? { ...toolWithPhotoSchema.parse(input), img: '' } : toolSchema.parse(input));
  await connectToDatabase();
  const create = async (img: string) => (await Tool.create({ ...fields, img })).toObject();
  const tool = photo ? await withUploadedPhoto(photo, create) : await create(fields.img);
  expireCached(CACHE_TAGS.tools, CACHE_TAGS.tool(tool._id.toString()));
  await recordAudit(admin, { action: 'tool.added', target: auditTarget(tool), before: null, after: toolFields(tool) });
  return toSummary(tool);
}

/**
 * Admins edit a tool: any of name, desc, price, minimum, stock, img, the specifications, nameBn and descBn (checked
 * with toolChangesSchema; an optional text sent empty is cleared), or a new photo with any of the others. With
 * `expectedStock` (the dashboard's forms send the stock they were opened with whenever the stock is changed) the
 * edit is made only while the stock is still that, in the same update, so an order placed meanwhile is never
 * written over: otherwise 409 and nothing changes. Without it, a stock sent is set as it is (the REST contract). A
 * photo the tool no longer shows is removed (unless another tool shows it).
 */
export async function updateTool(
  caller: Caller | null,
  id: string,
  changes: unknown,
  photo?: PhotoUpload | null,
): Promise<ToolSummary> {
  const admin = requireAccess(caller, isAdmin);
  const { expectedStock, ...fields }: Partial<ToolFields> & { expectedStock?: number } = photo
    ? toolChangesWithPhotoSchema.parse(changes ?? {})
    : toolChangesSchema.parse(changes);
  if (!isObjectIdText(id)) throw new NotFoundError(refusals.noTool);
  await connectToDatabase();
  const filter = expectedStock === undefined ? { _id: id } : { _id: id, stock: expectedStock };
  const apply = async (set: Partial<ToolFields>) => {
    const before = await Tool.findOneAndUpdate(filter, toolUpdate(set), { returnDocument: 'before', runValidators: true }).lean();
    if (before) return { before, set };
    const now = expectedStock === undefined ? null : await Tool.findById(id).lean();
    if (!now) throw new NotFoundError(refusals.noTool);
    throw new ConflictError(refusals.stockChangedMeanwhile(now.stock));
  };
  const { before, set } = photo ? await withUploadedPhoto(photo, (img) => apply({ ...fields, img })) : await apply(fields);
  const tool = { ...before, ...set };
  expireCached(CACHE_TAGS.tools, CACHE_TAGS.tool(before._id.toString()));
  if (tool.img !== before.img) await releaseImage(before.img);
  const changed = changedFields(toolFields(before), set, TOOL_FIELDS);
  if (changed) await recordAudit(admin, { action: 'tool.edited', target: auditTarget(tool), ...changed });
  return toSummary(tool);
}

/** Admins delete a tool; its uploaded photo goes with it. Orders already placed keep their own copy of its name and price. */
export async function deleteTool(caller: Caller | null, id: string): Promise<{ deletedCount: number }> {
  const admin = requireAccess(caller, isAdmin);
  if (!isObjectIdText(id)) throw new NotFoundError(refusals.noTool);
  await connectToDatabase();
  const deleted = await Tool.findByIdAndDelete(id).lean();
  if (!deleted) throw new NotFoundError(refusals.noTool);
  // This process stops taking it as existing at once (another instance's memory of it lasts its minute at most).
  knownTools.delete(deleted._id.toString());
  expireCached(CACHE_TAGS.tools, CACHE_TAGS.tool(deleted._id.toString()));
  await releaseImage(deleted.img);
  await recordAudit(admin, { action: 'tool.deleted', target: auditTarget(deleted), before: toolFields(deleted), after: null });
  return { deletedCount: 1 };
}

/** How many related tools a tool's page shows. */
export const RELATED_TOOLS = 4;

const readRelatedTools = cachedRead(
  async (id: string, price: number): Promise<ToolSummary[]> => {
    await connectToDatabase();
    // Its neighbours by price, both sides: two bounded reads on the { price, _id } index.
    const [above, below] = await Promise.all([
      Tool.find({ _id: { $ne: id }, price: { $gte: price } }).sort({ price: 1, _id: 1 }).limit(RELATED_TOOLS).lean(),
      Tool.find({ _id: { $ne: id }, price: { $lt: price } }).sort({ price: -1, _id: -1 }).limit(RELATED_TOOLS).lean(),
    ]);
    return [...above, ...below]
      .sort((a, b) => Math.abs(a.price - price) - Math.abs(b.price - price))
      .slice(0, RELATED_TOOLS)
      .map(toSummary);
  },
  'tools:related',
  // A price as stored: from 0 to 10,000,000 BDT (models/Tool.ts).
  { args: z.tuple([CACHED_ARGS.id, CACHED_ARGS.between(0, 10_000_000)]), tags: [CACHE_TAGS.tools] },
);

/** Everyone: a few tools related to this one (the nearest in price), for its page. */
export async function listRelatedTools(tool: Pick<ToolSummary, 'id' | 'price'>): Promise<ToolSummary[]> {
  return readRelatedTools(tool.id, tool.price);
}

/** How long a tool found to exist is taken as existing without asking again, and how many are remembered. */
const KNOWN_TOOL_MS = 60_000;
const KNOWN_TOOLS_MAX = 10_000;
// One map per process on globalThis: middleware (which asks) and the routes and actions (which delete) are separate
// bundles, each with its own copy of this module.
const KNOWN_TOOLS = Symbol.for('mrittika.knownTools');
const knownTools = ((globalThis as typeof globalThis & { [KNOWN_TOOLS]?: Map<string, number> })[KNOWN_TOOLS] ??= new Map<string, number>());

/**
 * Everyone: whether a tool exists, asked by middleware.ts before a tool's page renders. A tool's page is kept once
 * rendered, its 404 as well (docs/decisions/0084-tool-pages-kept.md), so an address of no tool must be refused
 * before it renders, or anyone could fill the cache with made-up ids. Tools found are remembered for a minute, so
 * the kept pages of the catalogue are served without a database round trip; a tool deleted meanwhile renders its
 * 404 from the page, which keeps it under that one real address.
 */
export async function toolExists(id: string): Promise<boolean> {
  if (!isObjectIdText(id)) return false;
  const now = Date.now();
  if ((knownTools.get(id) ?? 0) > now) return true;
  await connectToDatabase();
  if ((await Tool.exists({ _id: id })) === null) return false;
  if (knownTools.size >= KNOWN_TOOLS_MAX) knownTools.clear();
  knownTools.set(id, now + KNOWN_TOOL_MS);
  return true;
}
