import { NextResponse } from 'next/server';
import { isAdmin, requireAccess } from '@/lib/domain/access';
import { apiRoute } from '@/lib/http/api-route';
import { getCaller } from '@/lib/auth/caller';
import { updateTool } from '@/lib/data/tools';
import { apiRecord, readBytes } from '@/lib/http/answers';
import { MAX_PHOTO_BYTES } from '@/lib/images/limits';

type Context = { params: Promise<{ id: string }> };

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute<Context>({
  /** Admin: give a tool a new photo. The body is the image file itself (JPEG, PNG or WebP, at most 5 MB). */
  PUT: async (request: Request, { params }: Context) => {
    const caller = await getCaller(request);
    // Checked before up to 5 MB are read; updateTool checks the caller again, as for every write.
    requireAccess(caller, isAdmin);
    const photo = await readBytes(request, MAX_PHOTO_BYTES);
    const tool = await updateTool(caller, (await params).id, {}, photo);
    return NextResponse.json({ acknowledged: true, tool: apiRecord(tool) });
  },
});
