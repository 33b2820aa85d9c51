import 'server-only';
import { NextResponse } from 'next/server';
import { ZodError } from 'zod';
import { AccessDeniedError } from '@/lib/access';
import { DatabaseUnavailableError } from '@/lib/db';
import { ConflictError, NotFoundError, TooManyRequestsError } from '@/lib/errors';

/** Every error answer has this shape: a readable message, and the refused fields for bad input. */
export type ErrorBody = { error: string; fields?: Record<string, string[]> };

export function jsonError(status: number, error: string, init?: { fields?: ErrorBody['fields']; headers?: HeadersInit }) {
  const body: ErrorBody = init?.fields ? { error, fields: init.fields } : { error };
  return NextResponse.json(body, { status, headers: init?.headers });
}

/** Field errors of a zod failure, keyed by dotted path ("" for the payload as a whole). */
export function fieldErrors(error: ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.');
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

/** The HTTP answer for anything a route handler throws; unknown errors are logged and never shown. */
export function errorResponse(error: unknown): NextResponse {
  if (error instanceof ZodError) return jsonError(400, 'Invalid input', { fields: fieldErrors(error) });
  if (error instanceof AccessDeniedError) return jsonError(error.status, error.message);
  if (error instanceof NotFoundError) return jsonError(404, error.message);
  if (error instanceof ConflictError) return jsonError(409, error.message);
  if (error instanceof TooManyRequestsError) {
    return jsonError(429, error.message, { headers: { 'Retry-After': String(error.retryAfterSeconds) } });
  }
  if (error instanceof DatabaseUnavailableError || isConnectionError(error)) {
    return jsonError(503, 'The shop is temporarily unavailable. Please try again in a moment.');
  }
  console.error(error);
  return jsonError(500, 'Something went wrong on our side. Please try again.');
}

function isConnectionError(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name ?? '';
  return /MongoServerSelectionError|MongoNetworkError|MongoNotConnectedError|MongoNetworkTimeoutError/.test(name);
}

/** Wraps a route handler so that every failure becomes a JSON answer from errorResponse. */
export function withErrorAnswers<Args extends unknown[]>(
  handler: (...args: Args) => Promise<Response>,
): (...args: Args) => Promise<Response> {
  return async (...args) => {
    try {
      return await handler(...args);
    } catch (error) {
      return errorResponse(error);
    }
  };
}

/** The JSON body of a request, or a ZodError-like 400 when it is not JSON at all. */
export async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    throw new ZodError([{ code: 'custom', path: [], message: 'The body must be JSON.', input: undefined }]);
  }
}
