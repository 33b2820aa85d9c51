import 'server-only';
import type { NextRequest } from 'next/server';
import { isListedOrigin, preflightAnswer, withCorsHeaders } from '@/lib/cors';
import { PRIVATE_CACHE_CONTROL } from '@/lib/http-cache';
import { jsonError, withErrorAnswers } from '@/lib/http';
import { isSameOriginRequest } from '@/lib/same-origin';

/**
 * Every route module under app/api is built here, so that each answers the same way at its edges: a method it
 * does not have is a JSON 405 with `Allow`, OPTIONS lists the methods, a write from another site's page is a
 * JSON 403, and whatever the handler throws becomes its JSON answer (lib/http.ts). Every answer carries the CORS
 * headers of lib/cors.ts (OPTIONS answers preflights), and one that sets no Cache-Control is `private, no-store`
 * (docs/decisions/0062-http-caching-cors-and-api-pages.md).
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
    /** The GET is a public read (lib/http-cache.ts publicJson): open to every origin without credentials. */
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
    async (request: NextRequest, context: Context) => {
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
    };
  const route = {} as RouteModule<Context>;
  for (const method of API_METHODS) {
    const handler = handlers[method];
    route[method] = withEdges(
      withErrorAnswers(
        answer(
          handler
            ? (request, context) => {
                // An origin listed in CORS_ORIGINS is trusted like our own pages (lib/cors.ts).
                const trusted = isSameOriginRequest(request.headers) || isListedOrigin(request.headers);
                if (!SAFE_METHODS.has(request.method) && !trusted && !options.acceptsForeignOrigin?.(request)) {
                  return jsonError(403, 'Requests from pages of other sites are not accepted.');
                }
                return handler(request, context);
              }
            : () => jsonError(405, `${method} is not allowed here. Allowed: ${allow}.`, { headers: { Allow: allow } }),
        ),
      ),
    );
  }
  route.OPTIONS = withErrorAnswers(
    answer((request) => preflightAnswer(request, { allow, publicRead }) ?? new Response(null, { status: 204, headers: { Allow: allow } })),
  );
  return route;
}

/** The answer of a path under /api that is not a route: JSON, like the rest of the API. */
export function unknownApiPathAnswer(): Response {
  return jsonError(404, 'There is no such API path. The API is described at /api/openapi.json.');
}

/** Every method of a path under /api that no route serves. */
export function unknownApiPath(): RouteModule<unknown> {
  const notFound = async () => unknownApiPathAnswer();
  return { GET: notFound, POST: notFound, PUT: notFound, PATCH: notFound, DELETE: notFound, OPTIONS: notFound };
}
