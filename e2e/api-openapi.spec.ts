import { Validator } from '@seriousme/openapi-schema-validator';
import { expect, test } from './support/fixtures';
import { apiRoutesOnDisk, HTTP_METHODS } from './support/api-routes';

// The OpenAPI document the server serves: valid OpenAPI 3.1, and complete for every route under app/api.
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

test('the document lists every route under app/api with each method it answers, and nothing more', async ({ request }) => {
  const document = await (await request.get('/api/openapi.json')).json();
  const documented = new Map<string, string[]>(
    Object.entries(document.paths as Record<string, Record<string, unknown>>).map(([apiPath, item]) => [
      apiPath,
      HTTP_METHODS.filter((method) => method.toLowerCase() in item),
    ]),
  );
  // The catch-all only answers 404 for paths that are not routes.
  const routes = (await apiRoutesOnDisk()).filter((route) => !route.isCatchAll);
  expect(routes.length).toBeGreaterThanOrEqual(13);
  for (const route of routes) {
    // What the route itself says it answers (apiRoute lists its methods in Allow).
    const allow = (await request.fetch(route.samplePath, { method: 'OPTIONS' })).headers()['allow'] ?? '';
    const methods = HTTP_METHODS.filter((method) => allow.split(', ').includes(method));
    expect(methods.length, `${route.openApiPath} answers at least one method`).toBeGreaterThan(0);
    expect(documented.get(route.openApiPath), `${route.openApiPath} is documented with ${methods.join(', ')}`).toEqual(methods);
  }
  expect([...documented.keys()].sort()).toEqual(routes.map((route) => route.openApiPath).sort());
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

test("the payment calls: the customer's and the admins' are protected; the gateway's are open, take a form, and say so", async ({ request }) => {
  const document = await (await request.get('/api/openapi.json')).json();
  const signedIn = [{ bearerToken: [] }, { sessionCookie: [] }];
  for (const [apiPath, answers] of [
    ['/api/order/{id}/payment', ['200', '201', '400', '401', '403', '404', '409']],
    ['/api/order/{id}/payment/cash-received', ['200', '401', '403', '404', '409']],
    ['/api/order/{id}/payment/accept', ['200', '401', '403', '404', '409']],
    ['/api/order/{id}/refund', ['200', '400', '401', '403', '404', '409']],
  ] as const) {
    const call = document.paths[apiPath].post;
    expect(call.security, apiPath).toEqual(signedIn);
    expect(Object.keys(call.responses), apiPath).toEqual(expect.arrayContaining([...answers]));
  }
  // The body is the zod schema the handler parses with: the two ways to pay.
  const choice = document.paths['/api/order/{id}/payment'].post.requestBody.content['application/json'].schema;
  expect(choice.required).toEqual(['method']);
  expect(choice.properties.method.enum).toEqual(['online', 'cash']);

  for (const apiPath of ['/api/payments/sslcommerz/ipn', '/api/payments/sslcommerz/{outcome}']) {
    const call = document.paths[apiPath].post;
    expect(call.security, apiPath).toEqual([]);
    expect(Object.keys(call.requestBody.content), apiPath).toEqual(['application/x-www-form-urlencoded']);
  }
  expect(Object.keys(document.paths['/api/payments/sslcommerz/ipn'].post.responses)).toEqual(expect.arrayContaining(['200', '400', '503']));
  expect(Object.keys(document.paths['/api/payments/sslcommerz/{outcome}'].post.responses)).toContain('303');

  // An order's status and its money are apart: no `paid` status; `paid` is a state of the money.
  const order = document.components.schemas.Order.properties;
  expect(order.status.enum).toEqual(['pending', 'confirmed', 'shipped', 'delivered', 'cancelled', 'expired']);
  expect(order.payment.properties.status.enum).toContain('paid');
  expect(document.paths['/api/confirm/{id}'].patch.requestBody.content['application/json'].schema.properties.status.enum).toEqual(['shipped', 'delivered']);
});
