import 'server-only';
import { isAdmin, requireAccess } from '@/lib/access';
import type { Caller } from '@/lib/auth/caller';
import { CACHE_TAGS, cachedRead, expireCached } from '@/lib/data/cache';
import { connectToDatabase } from '@/lib/db';
import { NotFoundError } from '@/lib/errors';
import { NO_IMAGE } from '@/lib/images';
import { isObjectIdText } from '@/lib/validation/common';
import { isAcceptableImageUrl, toolChangesSchema, toolSchema } from '@/lib/validation/tools';
import { Tool, type ToolFields } from '@/models/Tool';
import { refusals } from '@/lib/texts';

/** A tool as pages and the API show it: plain data, id as a string. */
export type ToolSummary = {
  id: string;
  name: string;
  desc: string;
  price: number;
  minimum: number;
  stock: number;
  img: string;
};

function toSummary(tool: ToolFields & { _id: { toString(): string } }): ToolSummary {
  const { _id, name, desc, price, minimum, stock, img } = tool;
  // A stored URL that breaks today's image rule (written before it, or straight into the database) is never shown.
  return { id: _id.toString(), name, desc, price, minimum, stock, img: isAcceptableImageUrl(img) ? img : NO_IMAGE };
}

const readCatalogue = cachedRead(
  async (): Promise<ToolSummary[]> => {
    await connectToDatabase();
    const tools = await Tool.find().sort({ createdAt: -1, _id: -1 }).lean();
    return tools.map(toSummary);
  },
  'tools:list',
  [CACHE_TAGS.tools],
);

const readTool = cachedRead(
  async (id: string): Promise<ToolSummary | null> => {
    await connectToDatabase();
    const tool = await Tool.findById(id).lean();
    return tool ? toSummary(tool) : null;
  },
  'tools:one',
  (id) => [CACHE_TAGS.tool(id)],
);

/** Everyone may list the catalogue. Newest first, so a tool an admin adds shows at the top. */
export async function listTools(): Promise<ToolSummary[]> {
  return readCatalogue();
}

/** Everyone may read one tool; null for an unknown or malformed id. */
export async function getTool(id: string): Promise<ToolSummary | null> {
  if (!isObjectIdText(id)) return null;
  return readTool(id.toLowerCase());
}

/** Admins add tools to the catalogue. `input` is the Add Tool payload, checked here with toolSchema. */
export async function addTool(caller: Caller | null, input: unknown): Promise<ToolSummary> {
  requireAccess(caller, isAdmin);
  const fields = toolSchema.parse(input);
  await connectToDatabase();
  const tool = await Tool.create(fields);
  expireCached(CACHE_TAGS.tools, CACHE_TAGS.tool(tool._id.toString()));
  return toSummary(tool.toObject());
}

/** Admins edit a tool: any of name, desc, price, minimum, stock, img (checked with toolChangesSchema). */
export async function updateTool(caller: Caller | null, id: string, changes: unknown): Promise<ToolSummary> {
  requireAccess(caller, isAdmin);
  const fields = toolChangesSchema.parse(changes);
  if (!isObjectIdText(id)) throw new NotFoundError(refusals.noTool);
  await connectToDatabase();
  const tool = await Tool.findByIdAndUpdate(id, { $set: fields }, { returnDocument: 'after', runValidators: true }).lean();
  if (!tool) throw new NotFoundError(refusals.noTool);
  expireCached(CACHE_TAGS.tools, CACHE_TAGS.tool(tool._id.toString()));
  return toSummary(tool);
}

/** Admins delete a tool. Orders already placed keep their own copy of its name and price. */
export async function deleteTool(caller: Caller | null, id: string): Promise<{ deletedCount: number }> {
  requireAccess(caller, isAdmin);
  if (!isObjectIdText(id)) throw new NotFoundError(refusals.noTool);
  await connectToDatabase();
  const deleted = await Tool.findByIdAndDelete(id).lean();
  if (!deleted) throw new NotFoundError(refusals.noTool);
  expireCached(CACHE_TAGS.tools, CACHE_TAGS.tool(deleted._id.toString()));
  return { deletedCount: 1 };
}
