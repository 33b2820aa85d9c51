import { NextResponse } from 'next/server';
import { getCaller } from '@/lib/auth/caller';
import { addTool, listTools } from '@/lib/data/tools';
import { apiRecord, created, readJson, withErrorAnswers } from '@/lib/http';

/** Everyone: the catalogue, newest first. */
export const GET = withErrorAnswers(async () => {
  const tools = await listTools();
  return NextResponse.json(tools.map(apiRecord));
});

/** Admin: add a tool. */
export const POST = withErrorAnswers(async (request: Request) => {
  const tool = await addTool(await getCaller(request), await readJson(request));
  return created({ acknowledged: true, insertedId: tool.id, tool: apiRecord(tool) });
});
