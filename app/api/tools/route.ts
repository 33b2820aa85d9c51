import { NextResponse } from 'next/server';
import { apiRoute } from '@/lib/api-route';
import { getCaller } from '@/lib/auth/caller';
import { addTool, listTools } from '@/lib/data/tools';
import { apiRecord, created, readJson } from '@/lib/http';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  /** Everyone: the catalogue, newest first. */
  GET: async () => {
    const tools = await listTools();
    return NextResponse.json(tools.map(apiRecord));
  },
  /** Admin: add a tool. */
  POST: async (request: Request) => {
    const tool = await addTool(await getCaller(request), await readJson(request));
    return created({ acknowledged: true, insertedId: tool.id, tool: apiRecord(tool) });
  },
});
