import { NextResponse } from 'next/server';
import { getCaller } from '@/lib/auth/caller';
import { updateTool } from '@/lib/data/tools';
import { apiRecord, readBytes, withErrorAnswers } from '@/lib/http';
import { MAX_PHOTO_BYTES } from '@/lib/images/limits';

type Context = { params: Promise<{ id: string }> };

/** Admin: give a tool a new photo. The body is the image file itself (JPEG, PNG or WebP, at most 5 MB). */
export const PUT = withErrorAnswers(async (request: Request, { params }: Context) => {
  const photo = await readBytes(request, MAX_PHOTO_BYTES);
  const tool = await updateTool(await getCaller(request), (await params).id, {}, photo);
  return NextResponse.json({ acknowledged: true, tool: apiRecord(tool) });
});
