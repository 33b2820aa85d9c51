import { declaresMoreThan, readAtMost } from '@/lib/http/bounded-body';
import { MAX_UPLOAD_BODY_BYTES } from '@/lib/images/limits';
import { isSameOriginRequest } from '@/lib/http/same-origin';
import { refusals } from '@/lib/texts';

/**
 * Posts to pages are server actions (with the `Next-Action` header when sent by script, as a multipart form
 * without it). Next.js answers a foreign origin, a body it cannot parse or one over its size limit with a 500;
 * middleware.ts checks them first with this, so that each gets a 4xx that says what was wrong.
 */

/** Next.js' limit for server action bodies (serverActions.bodySizeLimit in next.config.ts): a photo and its form. */
export const PAGE_POST_LIMIT_BYTES = MAX_UPLOAD_BODY_BYTES;

const ACTION_BODY_TYPES = new Set(['text/plain', 'multipart/form-data']);

/** More arguments than any server action of the shop takes (the most is three), with room to spare. */
const MAX_ACTION_ARGUMENTS = 16;
/** More values (array items and object fields, all told) than any action's arguments hold: a cart of lines is the most. */
const MAX_ACTION_VALUES = 20_000;
/** Deeper than any action's arguments go (an object in an array in an object, at most). */
const MAX_ACTION_DEPTH = 32;

/** Whether arguments read from a post stay within MAX_ACTION_VALUES values and MAX_ACTION_DEPTH levels. */
function withinActionSize(args: unknown[]): boolean {
  let values = 0;
  const pending: [unknown, number][] = [[args, 1]];
  while (pending.length > 0) {
    const [value, depth] = pending.pop()!;
    if (value === null || typeof value !== 'object') continue;
    if (depth > MAX_ACTION_DEPTH) return false;
    const children = Array.isArray(value) ? value : Object.values(value);
    values += children.length;
    if (values > MAX_ACTION_VALUES) return false;
    for (const child of children) pending.push([child, depth + 1]);
  }
  return true;
}

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
  const notAnAction: PagePostRefusal = { status: 400, message: 'This is not a form of this site.' };
  if (namesCachedFunction(request.headers.get('next-action'))) return notAnAction;
  const tooLarge: PagePostRefusal = { status: 413, message: refusals.formTooLarge(PAGE_POST_LIMIT_BYTES) };
  if (declaresMoreThan(request.headers, PAGE_POST_LIMIT_BYTES)) return tooLarge;
  const body = await readAtMost(request.clone().body, PAGE_POST_LIMIT_BYTES);
  if (!body) return tooLarge;
  const unreadable: PagePostRefusal = { status: 400, message: 'The form could not be read.' };
  if (type === 'text/plain') {
    let args: unknown;
    try {
      args = JSON.parse(new TextDecoder().decode(body));
    } catch {
      return unreadable;
    }
    // A script's call sends its arguments as one array; Next.js spreads it into the call, and a very long one
    // overflows the stack there (a 500), as React's reading of a very large array does. No action of the shop takes
    // more than a few arguments, nor anything near those sizes.
    return Array.isArray(args) && args.length <= MAX_ACTION_ARGUMENTS && withinActionSize(args) ? null : notAnAction;
  }
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    return unreadable;
  }
  return formNamesCachedFunction(form) ? notAnAction : null;
}

/**
 * Whether a server reference id names a `'use cache'` function rather than a server action. Next.js registers both
 * kinds as references a post may name, and marks a cached function by the top bit of the id's first byte. No page
 * of the shop ever posts one: such a post could only call a cached read with arguments of its own choosing
 * (docs/decisions/0092-cached-reads-take-no-caller-arguments.md).
 */
function namesCachedFunction(id: string | null | undefined): boolean {
  return typeof id === 'string' && /^[89a-f]/i.test(id);
}

/**
 * Whether a form posted without script names a cached function: as `$ACTION_ID_{id}`, or in the record a form with
 * bound arguments carries (`$ACTION_{n}:0`, `{"id": ..., "bound": ...}`). A record whose id is not written out
 * plainly, as React writes it, is refused too.
 */
function formNamesCachedFunction(form: FormData): boolean {
  for (const [name, value] of form) {
    if (name.startsWith('$ACTION_ID_') && namesCachedFunction(name.slice('$ACTION_ID_'.length))) return true;
    if (/^\$ACTION_\d+:0$/.test(name)) {
      const id = typeof value === 'string' ? recordId(value) : undefined;
      if (id === undefined || !/^[0-9a-f]+$/i.test(id) || namesCachedFunction(id)) return true;
    }
  }
  return false;
}

function recordId(text: string): string | undefined {
  try {
    const record: unknown = JSON.parse(text);
    const id = record && typeof record === 'object' ? (record as { id?: unknown }).id : undefined;
    return typeof id === 'string' ? id : undefined;
  } catch {
    return undefined;
  }
}
