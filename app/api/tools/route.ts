import type { NextRequest } from 'next/server';
import { addAnswer, publicListAnswer } from '@/lib/http/api-lists';
import { apiRoute } from '@/lib/http/api-route';
import { addTool, listTools, listToolsPage } from '@/lib/data/tools';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute(
  {
    /** Everyone: the catalogue, newest first (`?limit=&page=`: one page of it). */
    GET: (request: NextRequest) => publicListAnswer(request, { all: listTools, page: listToolsPage }),
    /** Admin: add a tool. */
    POST: addAnswer('tool', addTool),
  },
  { publicRead: true },
);
