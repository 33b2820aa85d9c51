import 'server-only';
import { connectToDatabase } from '@/lib/db';
import { Tool } from '@/models/Tool';

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

/** Everyone may list the catalogue. Newest first, so a tool an admin adds shows at the top. */
export async function listTools(): Promise<ToolSummary[]> {
  await connectToDatabase();
  const tools = await Tool.find().sort({ createdAt: -1, _id: -1 }).lean();
  return tools.map(({ _id, name, desc, price, minimum, stock, img }) => ({
    id: _id.toString(),
    name,
    desc,
    price,
    minimum,
    stock,
    img,
  }));
}
