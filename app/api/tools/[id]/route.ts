import { NextResponse } from 'next/server';
import { apiRoute } from '@/lib/http/api-route';
import { getCaller } from '@/lib/auth/caller';
import { deleteTool, getTool, updateTool } from '@/lib/data/tools';
import { NotFoundError } from '@/lib/domain/errors';
import { apiRecord, readCallerJson } from '@/lib/http/answers';
import { publicJson } from '@/lib/http/http-cache';
import { refusals } from '@/lib/texts';

type Context = { params: Promise<{ id: string }> };

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute<Context>(
  {
    /** Everyone: one tool, with an ETag and cacheable for a short while (lib/http/http-cache.ts). */
    GET: async (request: Request, { params }: Context) => {
      const tool = await getTool((await params).id);
      if (!tool) throw new NotFoundError(refusals.noTool);
      return publicJson(request, apiRecord(tool));
    },
    /** Admin: change any of name, desc, price, minimum, stock, img, the specifications, nameBn, descBn ("" clears an optional one). */
    PATCH: async (request: Request, { params }: Context) => {
      const caller = await getCaller(request);
      const tool = await updateTool(caller, (await params).id, await readCallerJson(request, caller));
      return NextResponse.json({ acknowledged: true, tool: apiRecord(tool) });
    },
    /** Admin: delete a tool. */
    DELETE: async (request: Request, { params }: Context) => {
      const { deletedCount } = await deleteTool(await getCaller(request), (await params).id);
      return NextResponse.json({ acknowledged: true, deletedCount });
    },
  },
  { publicRead: true },
);
