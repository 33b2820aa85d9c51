import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { expect, test } from './support/fixtures';

// The OpenAPI document the server serves: valid OpenAPI 3.1, and complete for every route under app/api.
const API_DIR = path.join(process.cwd(), 'app', 'api');
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;

/** Every route.ts under app/api, as an OpenAPI path ([id] -> {id}, [...nextauth] -> {nextauth}) with its methods. */
async function routesOnDisk(): Promise<Map<string, string[]>> {
  const routes = new Map<string, string[]>();
  for (const entry of await readdir(API_DIR, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/^route\.(ts|tsx|js)$/.test(entry.name)) continue;
    const folder = path.relative(API_DIR, entry.parentPath);
    const apiPath = ['/api', ...folder.split(path.sep).filter(Boolean)]
      .map((segment) => segment.replace(/^\[{1,2}(?:\.\.\.)?([^\]]+)\]{1,2}$/, '{$1}'))
      .join('/');
    const source = await readFile(path.join(entry.parentPath, entry.name), 'utf8');
    const exported = new Set<string>();
    for (const match of source.matchAll(/export\s+(?:async\s+)?(?:const|function|let)\s+([A-Z]+)\b/g)) exported.add(match[1]!);
    for (const match of source.matchAll(/export\s+(?:const|let)\s*\{([^}]*)\}/g)) {
      for (const name of match[1]!.split(',')) exported.add(name.split(':').at(-1)!.trim());
    }
    routes.set(apiPath, METHODS.filter((method) => exported.has(method)));
  }
  return routes;
}

test('GET /api/openapi.json is a valid OpenAPI 3.1 document', async ({ request }) => {
  const answer = await request.get('/api/openapi.json');
  expect(answer.status()).toBe(200);
  const document = await answer.json();
  expect(document.openapi).toMatch(/^3\.1\./);
  const validator = new Validator();
  const result = await validator.validate(document);
  expect(result.errors ?? [], JSON.stringify(result.errors, null, 2)).toEqual([]);
  expect(result.valid).toBe(true);
  expect(validator.version).toBe('3.1');
});

test('the document lists every route under app/api with each method it exports, and nothing more', async ({ request }) => {
  const document = await (await request.get('/api/openapi.json')).json();
  const documented = new Map<string, string[]>(
    Object.entries(document.paths as Record<string, Record<string, unknown>>).map(([apiPath, item]) => [
      apiPath,
      METHODS.filter((method) => method.toLowerCase() in item),
    ]),
  );
  const onDisk = await routesOnDisk();
  expect(onDisk.size).toBeGreaterThanOrEqual(13);
  for (const [apiPath, methods] of onDisk) {
    expect(methods.length, `${apiPath} exports at least one method`).toBeGreaterThan(0);
    expect(documented.get(apiPath), `${apiPath} is documented with ${methods.join(', ')}`).toEqual(methods);
  }
  expect([...documented.keys()].sort()).toEqual([...onDisk.keys()].sort());
});

test('each protected call says how to authenticate and what refusals it answers', async ({ request }) => {
  const document = await (await request.get('/api/openapi.json')).json();
  const schemes = Object.keys(document.components.securitySchemes);
  expect(schemes).toEqual(expect.arrayContaining(['bearerToken', 'sessionCookie']));
  const order = document.paths['/api/order'].post;
  expect(order.security).toEqual([{ bearerToken: [] }, { sessionCookie: [] }]);
  expect(Object.keys(order.responses)).toEqual(expect.arrayContaining(['201', '400', '401', '403', '404', '409', '503']));
  // The request body is the zod schema the handler parses with.
  expect(order.requestBody.content['application/json'].schema.required).toEqual(
    expect.arrayContaining(['quantity', 'phone', 'address']),
  );
  expect(document.paths['/api/tools'].get.security).toEqual([]);
  expect(document.paths['/api/user/{email}'].put.requestBody.content['application/json'].schema.anyOf).toHaveLength(2);
});
