import { accountCalls, accountPaths } from './account';
import { cartCalls } from './cart';
import { components, operation, pathParameters, type Calls, type PathItems } from './operations';
import { orderCalls, orderFileCalls } from './orders';
import { paymentCalls } from './payments';
import { quoteCalls } from './quotes';
import { reviewCalls } from './reviews';
import { servicePaths } from './service';
import { toolCalls, toolFileCalls } from './tools';
import { userCalls, userFileCalls } from './users';

/**
 * The OpenAPI 3.1 description of the REST contract under /api, served at /api/openapi.json. Each domain's module
 * (lib/openapi/<domain>.ts) holds its table of calls; request bodies are the very zod schemas the route handlers parse
 * with (lib/validation/), answers the data layer's schemas (lib/data/<domain>-types.ts), whose inferred types the
 * data layer and the pages name (docs/decisions/0102-answer-schemas-beside-the-data.md).
 */

/** Every JSON call under /api, by path and method. */
const calls: Calls = {
  ...reviewCalls,
  ...toolCalls,
  ...cartCalls,
  ...userCalls,
  ...accountCalls,
  ...orderCalls,
  ...paymentCalls,
  ...quoteCalls,
};

/** The calls written out whole: files, forms, next-auth, the health checks and the scheduler's. */
const pathItems: PathItems = { ...toolFileCalls, ...orderFileCalls, ...userFileCalls, ...accountPaths, ...servicePaths };

let built: Record<string, unknown> | undefined;

export function openApiDocument(): Record<string, unknown> {
  if (built) return built;
  const paths: Record<string, unknown> = {};
  for (const [path, methods] of Object.entries(calls)) {
    paths[path] = Object.fromEntries(
      Object.entries(methods).map(([method, spec]) => [method, operation(spec, pathParameters(path))]),
    );
  }
  Object.assign(paths, pathItems);
  built = {
    openapi: '3.1.0',
    info: {
      title: 'Mrittika Ceramic Tools storefront API',
      version: '1.0.0',
      description:
        'The REST contract of the storefront under /api, plus admin calls. Every answer is JSON; ' +
        'errors are `{ error, fields? }`. Credentials: the bearer token from `PUT /api/user/{email}`, or the ' +
        'session cookie. Missing or bad credentials: 401; not allowed: 403. Prices are in BDT. Every path answers ' +
        'OPTIONS with `Allow`; a method a path does not have is a 405 with `Allow`; a path that is not listed here ' +
        'is a 404; a write sent from a page of another site (by its `Origin`) is a 403.',
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    paths,
    components,
  };
  return built;
}
