import { z } from 'zod';
import '@/lib/validation/browser-zod';
import { recordId } from '@/lib/data/answer-fields';
import { apiPageQuerySchema } from '@/lib/validation/api-paging';

/**
 * What every domain's table of calls (lib/openapi/<domain>.ts) is written with: an operation's spec, the answers
 * every call of its kind has, the shared answer shapes, and the conversion of zod schemas into the document's JSON
 * Schemas. Request bodies are the very zod schemas the route handlers parse with; answers are the data layer's
 * schemas (lib/data/<domain>-types.ts) as the API shows them.
 */

type Auth = 'anyone' | 'signed-in' | 'admin';
type Answer = { description: string; schema?: z.core.$ZodType };
export type OperationSpec = {
  summary: string;
  description?: string;
  auth: Auth;
  body?: z.core.$ZodType;
  /** A form another server posts (the payment gateway's notification), rather than a JSON body. */
  form?: z.core.$ZodType;
  query?: z.core.$ZodObject;
  answers: Record<number, Answer>;
  /** Refusals beyond the ones every call of its kind has (400/413 with a body, 401/403 with auth, 503). */
  refusals?: (404 | 409 | 429 | 502)[];
};

/** A domain's JSON calls, by path and method: `operation` turns each into the document's operation. */
export type Calls = Record<string, Record<string, OperationSpec>>;
/** A domain's calls written out as the document's path items (files, forms, next-auth, health checks). */
export type PathItems = Record<string, Record<string, unknown>>;

export const components = {
  schemas: {} as Record<string, unknown>,
  securitySchemes: {
    bearerToken: {
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
      description: 'The token `PUT /api/user/{email}` issues to a signed-in user (valid 24 hours).',
    },
    sessionCookie: {
      type: 'apiKey',
      in: 'cookie',
      name: 'authjs.session-token',
      description: "next-auth's session cookie (`__Secure-authjs.session-token` over HTTPS), set by signing in.",
    },
    cronSecret: {
      type: 'http',
      scheme: 'bearer',
      description: 'The CRON_SECRET environment variable, which Vercel Cron sends as a bearer token.',
    },
  },
};

/** Answer schemas the document names under components.schemas (and refers to), rather than writing them out each time. */
const names = new Map<z.core.$ZodType, string>();

/** `schema`, listed under components.schemas as `name` wherever an answer or a body is exactly it. */
export function named<Schema extends z.core.$ZodType>(name: string, schema: Schema): Schema {
  names.set(schema, name);
  return schema;
}

/**
 * A data layer record as the API shows it: the old API's `_id` where the data layer says `id` (lib/http/answers.ts
 * `apiRecord`, which every record the API returns goes through).
 */
export function apiRecordSchema<Shape extends z.ZodRawShape & { id: z.ZodType }>(schema: z.ZodObject<Shape>) {
  const { id, ...rest } = schema.shape;
  return z.object({ _id: id, ...(rest as Omit<Shape, 'id'>) });
}

/** A JSON Schema (2020-12, OpenAPI 3.1's dialect) for a zod schema: what a client may send, or what it gets. */
export function jsonSchema(schema: z.core.$ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const name = names.get(schema);
  if (name) {
    components.schemas[name] ??= strip(z.toJSONSchema(schema, { io: 'output', target: 'draft-2020-12' }));
    return { $ref: `#/components/schemas/${name}` };
  }
  return strip(z.toJSONSchema(schema, { io, target: 'draft-2020-12' }));
}

/** Embedded schemas inherit the document's dialect (jsonSchemaDialect), so they drop their own `$schema`. */
function strip(schema: Record<string, unknown>): Record<string, unknown> {
  const rest = { ...schema };
  delete rest.$schema;
  return rest;
}

// What the API answers with (records carry the old API's `_id`, as a string).
export const id = recordId;
export const acknowledged = z.literal(true);

export const ErrorBody = named(
  'Error',
  z.object({
    error: z.string().describe('What went wrong, in words a person can read'),
    fields: z
      .record(z.string(), z.array(z.string()))
      .optional()
      .describe('For bad input: the messages for each refused field, keyed by its dotted path'),
  }),
);
/** A refusal's answer, written out (for the path items that are not built by `operation`). */
export const errorContent = { 'application/json': { schema: jsonSchema(ErrorBody, 'output') } };

export const errorAnswers: Record<number, string> = {
  400: 'Bad input: `fields` names each refused field. Nothing was written.',
  401: 'Missing or bad credentials.',
  403: 'Signed in, but not allowed to do this.',
  404: 'No such record (unknown or malformed id or e-mail).',
  409: 'The shop refuses it in its current state (stock gone, already confirmed, last admin...).',
  413: 'The body is larger than 1 MB.',
  502: 'The payment gateway could not be reached; nothing was charged. Try again, or choose cash on delivery.',
  429: 'Too many requests of this kind for the account or the address; the `Retry-After` header says how many seconds to wait.',
  503: 'The database cannot be reached; try again in a moment.',
};

/** Path parameters narrower than any text. */
const PATH_PARAMETERS: Record<string, Record<string, unknown>> = {
  outcome: { type: 'string', enum: ['success', 'fail', 'cancel'] },
};

export function operation(spec: OperationSpec, pathParams: string[]) {
  const answers: Record<number, Answer> = { ...spec.answers };
  const errors = new Set<number>([503]);
  if (spec.body || spec.form) [400, 413].forEach((status) => errors.add(status));
  if (spec.query) errors.add(400);
  if (spec.auth !== 'anyone') [401, 403].forEach((status) => errors.add(status));
  for (const status of spec.refusals ?? []) errors.add(status);
  for (const status of Object.keys(answers).map(Number)) errors.delete(status);
  for (const status of errors) answers[status] = { description: errorAnswers[status]!, schema: ErrorBody };

  const parameters = [
    ...pathParams.map((name) => ({ name, in: 'path', required: true, schema: PATH_PARAMETERS[name] ?? { type: 'string' } })),
    ...Object.entries(spec.query?._zod.def.shape ?? {}).map(([name, schema]) => ({
      name,
      in: 'query',
      required: !z.safeParse(schema, undefined).success,
      schema: jsonSchema(schema, 'input'),
    })),
  ];
  const authText = {
    anyone: 'Anyone may call this.',
    'signed-in': 'Needs a signed-in user (bearer token or session cookie).',
    admin: 'Admins only.',
  }[spec.auth];
  return {
    summary: spec.summary,
    description: [spec.description, authText].filter(Boolean).join('\n\n'),
    ...(spec.auth === 'anyone' ? { security: [] } : { security: [{ bearerToken: [] }, { sessionCookie: [] }] }),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(spec.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(spec.body, 'input') } },
          },
        }
      : {}),
    ...(spec.form
      ? {
          requestBody: {
            required: true,
            content: { 'application/x-www-form-urlencoded': { schema: jsonSchema(spec.form, 'input') } },
          },
        }
      : {}),
    responses: Object.fromEntries(
      Object.entries(answers).map(([status, answer]) => [
        status,
        {
          description: answer.description,
          ...(answer.schema ? { content: { 'application/json': { schema: jsonSchema(answer.schema, 'output') } } } : {}),
        },
      ]),
    ),
  };
}

/** The path parameters a path names (`/api/order/{id}` -> `id`). */
export function pathParameters(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
}

/** A call whose answer or body is not JSON: its JSON-described parts from `operation`, then its own content types. */
export function withContent(
  call: ReturnType<typeof operation>,
  { body, answer }: { body?: Record<string, unknown>; answer?: Record<string, unknown> },
) {
  const responses = call.responses as Record<string, { description: string; content?: unknown }>;
  if (answer) responses['200'] = { description: responses['200']!.description, content: answer };
  return body ? { ...call, requestBody: { required: true, content: body } } : call;
}

export const csvFile = {
  'text/csv': {
    schema: {
      type: 'string',
      description:
        'UTF-8 with a byte-order mark, RFC 4180 quoting, CRLF line ends; text cells starting with =, +, -, @, tab or ' +
        'carriage return are prefixed with an apostrophe. Times are in Asia/Dhaka, as the header says.',
    },
  },
};

const deleted = z.object({ acknowledged, deletedCount: z.number().int() });
export const modified = z.object({ acknowledged, modifiedCount: z.number().int() });

/** The 200 answer of a write that says how many records it removed (DELETE) or changed (a role's PUT and DELETE). */
export const countAnswer = (description: string, schema: z.ZodType = deleted) => ({ 200: { description, schema } });

/** An admin moving one order or quote on (shipped, answered, paid, refunded), refused (409) when its state forbids it. */
export function adminMove(spec: Pick<OperationSpec, 'summary' | 'description' | 'body'>, answer: Answer): OperationSpec {
  return { ...spec, auth: 'admin', refusals: [404, 409], answers: { 200: answer } };
}

/** What the list GETs say about `limit`/`page` (docs/decisions/0062-http-caching-cors-and-api-pages.md). */
export const PAGED =
  'Without `limit` and `page`, the whole list. With either, that page of it, still a JSON array, with a `Link` ' +
  'header (RFC 8288: `first`, `prev`, `next`, `last`, absolute URLs) and `X-Total-Count`.';
/** What the public reads say about caching and CORS. */
export const CACHED =
  'Answered with a strong `ETag`; `If-None-Match` with it gives 304 and no body. `Cache-Control: public, ' +
  'max-age=0, s-maxage=30, stale-while-revalidate=60` (with credentials: `private, no-store`). Any origin may read ' +
  'it without credentials (`Access-Control-Allow-Origin: *`).';

/** A list GET, whole or a page at a time; a public one (`anyone`) is cached as every public read is. */
export function pagedList(summary: string, auth: 'anyone' | 'admin', answer: string, item: z.ZodType): OperationSpec {
  return {
    summary,
    description: auth === 'anyone' ? `${PAGED}\n\n${CACHED}` : PAGED,
    auth,
    query: apiPageQuerySchema,
    answers: { 200: { description: answer, schema: z.array(item) } },
  };
}
