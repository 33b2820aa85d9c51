import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import { NextRequest, NextResponse } from 'next/server';
import { $ZodError } from 'zod/v4/core';
import { AccessDeniedError, isSignedIn, requireAccess } from '@/lib/domain/access';
import type { Caller } from '@/lib/auth/caller-type';
import { declaresMoreThan, readAtMost } from '@/lib/http/bounded-body';
import { isDatabaseUnavailableError } from '@/lib/infra/db';
import { isDatabaseUnavailable, markDatabaseUnavailable, RETRY_AFTER_SECONDS } from '@/lib/infra/database-status';
import {
  CartChangedError,
  ConflictError,
  GatewayUnavailableError,
  type CartChange,
  InvalidInputError,
  NotFoundError,
  PayloadTooLargeError,
  TooManyRequestsError,
} from '@/lib/domain/errors';
import { refusals } from '@/lib/texts';
import { log } from '@/lib/infra/log';

/** Every error answer has this shape: a readable message, and the refused fields for bad input. */
export type ErrorBody = { error: string; fields?: Record<string, string[]>; lines?: CartChange[] };

export function jsonError(status: number, error: string, init?: { fields?: ErrorBody['fields']; headers?: HeadersInit }) {
  const body: ErrorBody = init?.fields ? { error, fields: init.fields } : { error };
  return NextResponse.json(body, { status, headers: init?.headers });
}

/** Field errors of a zod failure, keyed by dotted path ("" for the payload as a whole). */
export function fieldErrors(error: $ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.');
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

/** What a failure answers: its status, the body, and any headers (Retry-After). */
export type ErrorAnswer = { status: number; body: ErrorBody; headers?: Record<string, string> };

/**
 * The answer for anything the data layer throws, shared by route handlers (errorResponse) and server actions
 * (lib/actions/define.ts). Unknown errors are logged and never shown.
 */
export function errorAnswer(error: unknown): ErrorAnswer {
  // $ZodError: what the payload schemas (zod/mini, docs/decisions/0080-light-form-pages.md) throw; classic zod's errors are ones too.
  if (error instanceof $ZodError) return { status: 400, body: { error: refusals.invalidInput, fields: fieldErrors(error) } };
  if (error instanceof InvalidInputError) {
    return { status: 400, body: error.fields ? { error: error.message, fields: error.fields } : { error: error.message } };
  }
  if (error instanceof PayloadTooLargeError) return { status: 413, body: { error: error.message } };
  if (error instanceof AccessDeniedError) return { status: error.status, body: { error: error.message } };
  if (error instanceof NotFoundError) return { status: 404, body: { error: error.message } };
  if (error instanceof CartChangedError) return { status: 409, body: { error: error.message, lines: error.changes } };
  if (error instanceof ConflictError) return { status: 409, body: { error: error.message } };
  if (error instanceof GatewayUnavailableError) {
    log('error', `[payments] ${error.message}`);
    return { status: 502, body: { error: refusals.gatewayUnavailable } };
  }
  if (error instanceof TooManyRequestsError) {
    return { status: 429, body: { error: error.message }, headers: { 'Retry-After': String(error.retryAfterSeconds) } };
  }
  // A network failure, a replica-set election, a server shutting down: tell the client when to come back. A failed kept
  // (`'use cache'`) read arrives without its class, so any other failure while the database is known to be out counts
  // as the outage's (docs/decisions/0089-only-pages-pass-middleware.md).
  if (isDatabaseUnavailableError(error) || isDatabaseUnavailable()) {
    markDatabaseUnavailable();
    return {
      status: 503,
      body: { error: refusals.unavailable },
      headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
    };
  }
  log('error', 'unexpected error: answered 500', { error });
  return { status: 500, body: { error: refusals.unexpected } };
}

/** The HTTP answer for anything a route handler throws. */
export function errorResponse(error: unknown): NextResponse {
  const { status, body, headers } = errorAnswer(error);
  return NextResponse.json(body, { status, headers });
}

/** Wraps a route handler so that every failure becomes a JSON answer from errorResponse. */
export function withErrorAnswers<Args extends unknown[]>(
  handler: (...args: Args) => Promise<Response> | Response,
): (...args: Args) => Promise<Response> {
  return async (...args) => {
    try {
      return await handler(...args);
    } catch (error) {
      // Next.js' own signals (redirect(), notFound(), dynamic rendering) are not failures.
      unstable_rethrow(error);
      return errorResponse(error);
    }
  };
}

/** No payload of the API comes near this; larger bodies are refused before they are parsed. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** The sign-in endpoints' forms post a few fields (an identity provider's answer, a few kB): more is refused. */
export const MAX_FORM_BODY_BYTES = 64 * 1024;

/** The JSON body of a request, or a ZodError-like 400 when it is not JSON at all (413 past MAX_BODY_BYTES). */
export async function readJson(request: Request): Promise<unknown> {
  const text = new TextDecoder().decode(await readBytes(request, MAX_BODY_BYTES));
  try {
    return JSON.parse(text);
  } catch {
    throw new $ZodError([{ code: 'custom', path: [], message: refusals.bodyNotJson, input: undefined }]);
  }
}

/**
 * The JSON body of a write only a signed-in caller may make (every JSON write of the API): nobody signed in is
 * refused (401) before a byte of it is read. What the caller may do is still the data layer's to decide.
 */
export async function readCallerJson(request: Request, caller: Caller | null): Promise<unknown> {
  requireAccess(caller, isSignedIn);
  return readJson(request);
}

/** Like readCallerJson, for writes whose body is optional: no body at all reads as `{}`. */
export async function readOptionalCallerJson(request: Request, caller: Caller | null): Promise<unknown> {
  requireAccess(caller, isSignedIn);
  const bytes = await readBytes(request, MAX_BODY_BYTES);
  const text = new TextDecoder().decode(bytes).trim();
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new $ZodError([{ code: 'custom', path: [], message: refusals.bodyNotJson, input: undefined }]);
  }
}

/**
 * The fields of a form another server posts to us (the payment gateway's notification and returns), read within
 * `maxBytes`: URL-encoded or multipart, as text only.
 */
export async function readPostedForm(request: Request, maxBytes = 64 * 1024): Promise<Record<string, string>> {
  const bytes = await readBytes(request, maxBytes);
  const type = request.headers.get('content-type') ?? '';
  const fields: Record<string, string> = {};
  if (type.includes('multipart/form-data')) {
    try {
      const form = await new Response(bytes, { headers: { 'content-type': type } }).formData();
      for (const [name, value] of form) if (typeof value === 'string' && !(name in fields)) fields[name] = value;
    } catch {
      return {};
    }
    return fields;
  }
  for (const [name, value] of new URLSearchParams(new TextDecoder().decode(bytes))) if (!(name in fields)) fields[name] = value;
  return fields;
}

/** The raw body of a request (an uploaded file), refused with 413 once it passes `maxBytes`, declared or not. */
export async function readBytes(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  if (declaresMoreThan(request.headers, maxBytes)) throw new PayloadTooLargeError(maxBytes);
  const body = await readAtMost(request.body, maxBytes);
  if (!body) throw new PayloadTooLargeError(maxBytes);
  return body;
}

/**
 * The same request with its body read into memory, at most `maxBytes` (413 past them): for handlers that read the
 * body themselves (next-auth, formData()) and would otherwise read all of it, however long.
 */
export async function withBodyAtMost(request: NextRequest, maxBytes: number): Promise<NextRequest> {
  const body = await readBytes(request, maxBytes);
  return new NextRequest(request.url, { method: request.method, headers: request.headers, body });
}

/** A created record: 201 with the JSON body. */
export function created(body: unknown): NextResponse {
  return NextResponse.json(body, { status: 201 });
}

/**
 * A record as the API shows it: the old API's `_id` instead of the data layer's `id` (old clients read `_id`).
 * Every record the API returns goes through here, so ids are strings named `_id` everywhere.
 */
export function apiRecord<T extends { id: string }>(record: T): Omit<T, 'id'> & { _id: string } {
  const { id, ...rest } = record;
  return { _id: id, ...rest };
}
