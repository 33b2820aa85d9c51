import { declaresMoreThan, readAtMost } from '@/lib/bounded-body';
import { MAX_UPLOAD_BODY_BYTES } from '@/lib/images/limits';
import { isSameOriginRequest } from '@/lib/same-origin';
import { refusals } from '@/lib/texts';

/**
 * Posts to pages are server actions (with the `Next-Action` header when sent by script, as a multipart form
 * without it). Next.js answers a foreign origin, a body it cannot parse or one over its size limit with a 500;
 * middleware.ts checks them first with this, so that each gets a 4xx that says what was wrong.
 */

/** Next.js' limit for server action bodies (serverActions.bodySizeLimit in next.config.ts): a photo and its form. */
export const PAGE_POST_LIMIT_BYTES = MAX_UPLOAD_BODY_BYTES;

const ACTION_BODY_TYPES = new Set(['text/plain', 'multipart/form-data']);

export type PagePostRefusal = { status: 400 | 403 | 413 | 415; message: string };

/** Why a post to a page cannot be a server action request, or null when it may go on. */
export async function refusePagePost(request: Request): Promise<PagePostRefusal | null> {
  if (request.method !== 'POST') return null;
  if (!isSameOriginRequest(request.headers)) {
    return { status: 403, message: 'This form was sent from a page of another site, so it was not accepted.' };
  }
  const contentType = request.headers.get('content-type') ?? '';
  const type = contentType.split(';', 1)[0]!.trim().toLowerCase();
  if (!ACTION_BODY_TYPES.has(type)) {
    return { status: 415, message: 'Forms of this site are sent as text/plain or multipart/form-data.' };
  }
  const tooLarge: PagePostRefusal = { status: 413, message: refusals.formTooLarge(PAGE_POST_LIMIT_BYTES) };
  if (declaresMoreThan(request.headers, PAGE_POST_LIMIT_BYTES)) return tooLarge;
  const body = await readAtMost(request.clone().body, PAGE_POST_LIMIT_BYTES);
  if (!body) return tooLarge;
  const unreadable: PagePostRefusal = { status: 400, message: 'The form could not be read.' };
  if (type === 'text/plain') {
    try {
      JSON.parse(new TextDecoder().decode(body));
    } catch {
      return unreadable;
    }
    return null;
  }
  try {
    await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    return unreadable;
  }
  return null;
}
