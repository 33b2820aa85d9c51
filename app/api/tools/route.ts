import type { NextRequest } from 'next/server';
import { publicListAnswer } from '@/lib/api-lists';
import { apiRoute } from '@/lib/api-route';
import { getCaller } from '@/lib/auth/caller';
import { addTool, listTools, listToolsPage } from '@/lib/data/tools';
import { apiRecord, created, readJson } from '@/lib/http';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute(
  {
    /** Everyone: the catalogue, newest first (`?limit=&page=`: one page of it). */
    GET: (request: NextRequest) => publicListAnswer(request, { all: listTools, page: listToolsPage }),
    /** Admin: add a tool. */
    POST: async (request: Request) => {
      const tool = await addTool(await getCaller(request), await readJson(request));
      return created({ acknowledged: true, insertedId: tool.id, tool: apiRecord(tool) });
    },
  },
  { publicRead: true },
);
