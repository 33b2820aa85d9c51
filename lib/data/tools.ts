import 'server-only';
import { isValidObjectId } from 'mongoose';
import { connectToDatabase } from '@/lib/db';
import { Tool, type ToolFields } from '@/models/Tool';

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
  return { id: _id.toString(), name, desc, price, minimum, stock, img };
}

/** Everyone may list the catalogue. Newest first, so a tool an admin adds shows at the top. */
export async function listTools(): Promise<ToolSummary[]> {
  await connectToDatabase();
  const tools = await Tool.find().sort({ createdAt: -1, _id: -1 }).lean();
  return tools.map(toSummary);
}

/** Everyone may read one tool; null for an unknown or malformed id. */
export async function getTool(id: string): Promise<ToolSummary | null> {
  if (!isValidObjectId(id)) return null;
  await connectToDatabase();
  const tool = await Tool.findById(id).lean();
  return tool ? toSummary(tool) : null;
}
