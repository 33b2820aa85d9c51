import 'server-only';
import type { NextRequest } from 'next/server';
import { isListedOrigin, preflightAnswer, withCorsHeaders } from '@/lib/http/cors';
import { PRIVATE_CACHE_CONTROL } from '@/lib/http/http-cache';
import { jsonError, withErrorAnswers } from '@/lib/http/answers';
import { logRequest } from '@/lib/infra/log';
import { runWorkerAfterWrite } from '@/lib/infra/outbox-worker';
import { inRequest, requestIdOf, type RequestContext } from '@/lib/http/request-context';
import { isSameOriginRequest } from '@/lib/http/same-origin';
import { refusals } from '@/lib/texts';

/**
 * Every route module under app/api is built here, so that each answers the same way at its edges: a method it
 * does not have is a JSON 405 with `Allow`, OPTIONS lists the methods, a write from another site's page is a
 * JSON 403, and whatever the handler throws becomes its JSON answer (lib/http/answers.ts). Every answer carries the CORS
 * headers of lib/http/cors.ts (OPTIONS answers preflights), and one that sets no Cache-Control is `private, no-store`
 * (docs/decisions/0062-http-caching-cors-and-api-pages.md). Every call gets a request id, answered as `X-Request-Id`
 * and carried by each log line written while serving it, and ends with one log line of its own (lib/infra/log.ts).
 *
 *   export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ GET: ..., POST: ... });
 */
export const API_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type ApiMethod = (typeof API_METHODS)[number];

type Handler<Context> = (request: NextRequest, context: Context) => Promise<Response> | Response;
type RouteModule<Context> = Record<ApiMethod | 'OPTIONS', (request: NextRequest, context: Context) => Promise<Response>>;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function apiRoute<Context = unknown>(
  handlers: Partial<Record<ApiMethod, Handler<Context>>>,
  options: {
    /** Writes that may come from another site's page (an identity provider posting back, say). */
    acceptsForeignOrigin?: (request: NextRequest) => boolean;
    /** For a catch-all route: whether it serves this path at all (else JSON 404, whatever the method). */
    servesPath?: (request: NextRequest) => boolean;
    /** The GET is a public read (lib/http/http-cache.ts publicJson): open to every origin without credentials. */
    publicRead?: boolean;
  } = {},
): RouteModule<Context> {
  const implemented = API_METHODS.filter((method) => handlers[method]);
  const allow = [...implemented, ...(handlers.GET ? ['HEAD'] : []), 'OPTIONS'].join(', ');
  const answer =
    (respond: (request: NextRequest, context: Context) => Promise<Response> | Response) =>
    (request: NextRequest, context: Context) =>
      options.servesPath && !options.servesPath(request) ? unknownApiPathAnswer() : respond(request, context);
  const publicRead = Boolean(options.publicRead && handlers.GET);
  const withEdges =
    (respond: (request: NextRequest, context: Context) => Promise<Response>) =>
    (request: NextRequest, context: Context) =>
      answeredWithId(request, context, async () => {
        const edges = (response: Response) => {
          if (!response.headers.has('cache-control')) response.headers.set('Cache-Control', PRIVATE_CACHE_CONTROL);
          return withCorsHeaders(request, response, { publicRead });
        };
        const response = await respond(request, context);
        try {
          return edges(response);
        } catch {
          // Some answers (Response.redirect) have headers that cannot be changed: a copy can be.
          return edges(new Response(response.body, response));
        }
      });
  const route = {} as RouteModule<Context>;
  for (const method of API_METHODS) {
    const handler = handlers[method];
    route[method] = withEdges(
      withErrorAnswers(
        answer(
          handler
            ? (request, context) => {
                // An origin listed in CORS_ORIGINS is trusted like our own pages (lib/http/cors.ts).
                const trusted = isSameOriginRequest(request.headers) || isListedOrigin(request.headers);
                if (!SAFE_METHODS.has(request.method) && !trusted && !options.acceptsForeignOrigin?.(request)) {
                  return jsonError(403, refusals.foreignOrigin);
                }
                return handler(request, context);
              }
            : () => jsonError(405, refusals.methodNotAllowed(method, allow), { headers: { Allow: allow } }),
        ),
      ),
    );
  }
  const preflight = withErrorAnswers(
    answer((request) => preflightAnswer(request, { allow, publicRead }) ?? new Response(null, { status: 204, headers: { Allow: allow } })),
  );
  route.OPTIONS = (request, context) => answeredWithId(request, context, () => preflight(request, context));
  return route;
}

/**
 * Serves one call as a request of its own (lib/http/request-context.ts): its answer carries `X-Request-Id`, and once
 * answered it writes its log line, with the route's pattern (`/api/order/[id]`, never the ids themselves) and the
 * account that made it, if the handler learnt one.
 */
async function answeredWithId(request: NextRequest, context: unknown, serve: () => Promise<Response>): Promise<Response> {
  const started = performance.now();
  const call: RequestContext = { requestId: requestIdOf(request.headers) };
  return inRequest(call, async () => {
    const response = await serve();
    const answered = withHeader(response, 'X-Request-Id', call.requestId);
    // A write the route took (lib/infra/outbox-worker.ts: where no worker runs, the schedule follows the writes).
    if (!SAFE_METHODS.has(request.method) && answered.status < 400) runWorkerAfterWrite();
    logRequest({
      method: request.method,
      route: await routePattern(request.nextUrl.pathname, context),
      status: answered.status,
      durationMs: performance.now() - started,
      accountId: call.accountId,
    });
    return answered;
  });
}

/** The response with one more header; a copy when its headers cannot be changed. */
function withHeader(response: Response, name: string, value: string): Response {
  try {
    response.headers.set(name, value);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.set(name, value);
    return copy;
  }
}

/**
 * The route a path was served by, its dynamic segments named rather than spelt out: `/api/order/[id]/payment`,
 * `/api/auth/[...nextauth]`. Log lines group by it, and a path's ids and tokens stay out of the log.
 */
export async function routePattern(pathname: string, context: unknown): Promise<string> {
  const params = ((await (context as { params?: Promise<Record<string, string | string[] | undefined>> } | undefined)?.params) ?? {});
  const segments = pathname.split('/');
  for (const [name, value] of Object.entries(params)) {
    if (Array.isArray(value)) {
      // A catch-all: the path's last segments.
      if (value.length > 0) segments.splice(segments.length - value.length, value.length, `[...${name}]`);
      continue;
    }
    if (value === undefined) continue;
    const index = segments.findLastIndex((segment) => segment === value || safeDecode(segment) === value);
    if (index > 0) segments[index] = `[${name}]`;
  }
  return segments.join('/');
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The answer of a path under /api that is not a route: JSON, like the rest of the API. */
export function unknownApiPathAnswer(): Response {
  return jsonError(404, refusals.noSuchApiPath);
}

/** Every method of a path under /api that no route serves. */
export function unknownApiPath(): RouteModule<unknown> {
  const notFound = (request: NextRequest, context: unknown) => answeredWithId(request, context, async () => unknownApiPathAnswer());
  return { GET: notFound, POST: notFound, PUT: notFound, PATCH: notFound, DELETE: notFound, OPTIONS: notFound };
}
