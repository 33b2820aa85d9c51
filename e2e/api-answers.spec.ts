import { request as playwrightRequest } from '@playwright/test';
import Ajv2020 from 'ajv/dist/2020.js';
import { completePayment } from '../test/sslcommerz-control';
import { createAccount, createActor, disposeActors, type Actor } from './support/accounts';
import { E2E_BASE_URL, E2E_CRON_SECRET } from './support/stack';
import { expect, fileActors, fileTag, test, type APIRequestContext, type APIResponse } from './support/fixtures';
import { insertConfirmedOrder, insertHeldOrder, insertOrder, insertQuote, insertTool } from './support/records';
import { makePhoto } from '../test/photos';
import { testDb } from './support/database';

/**
 * Every answer of every documented call, as every kind of caller, against the document the server serves
 * (docs/decisions/0102-answer-schemas-beside-the-data.md): the status must be listed under the operation's `responses`,
 * and the body must be what that response's content says (its JSON Schema, `$ref`s resolved, checked by Ajv). The
 * operations come from the served document: one the table below has no case for fails, and so does a case for an
 * operation the document does not list.
 */

const CALLERS = ['visitor', 'customer by cookie', 'customer by token', 'admin by cookie', 'admin by token'] as const;
type Who = (typeof CALLERS)[number];

/** What a case sends: a JSON body (`data`), a form, or raw bytes with their type (`bytes`). */
type Call = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  data?: unknown;
  form?: Record<string, string>;
  bytes?: { body: Buffer; type: string };
  /** Headers of the call's own (the scheduler's secret). */
  headers?: Record<string, string>;
};
/** Who calls (null: the visitor), the file's customer and admin, the file's tag, and the caller's own client. */
type Setup = { who: Who; actor: Actor | null; customer: Actor; admin: Actor; tag: string; as: Client };
type Case = {
  /** What the case shows (several cases of one operation: another body, another kind of record). */
  name?: string;
  /** The call ends every session of the account that makes it: a fresh account of the caller's kind makes it. */
  ownAccount?: boolean;
  /** Callers the case is for, when not every kind (the scheduler's call: with its secret, whoever sends it). */
  only?: Who[];
  setup: (setup: Setup) => Promise<Call>;
};

type Client = { fetch: (call: Call) => Promise<APIResponse>; dispose: () => Promise<void> };

const contact = { phone: '01711000000', address: 'House 1, Road 2, Dhaka' };
const hex = (record: { _id: { toHexString(): string } }) => record._id.toHexString();
const mail = (email: string) => encodeURIComponent(email);
/** The account a call is about: the caller's own, or the file's customer's for the visitor. */
const ownerOf = ({ actor, customer }: Setup) => actor ?? customer;
/** A day `days` from now, YYYY-MM-DD in Dhaka (UTC+6). */
const day = (days: number) => new Date(Date.now() + 6 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
const unknownTranId = () => `nosuch${Math.random().toString(36).slice(2, 12)}`;

/** A pending order of the owner's, as My Order would show it. */
async function pendingOrder(setup: Setup) {
  return insertOrder(await insertTool(setup.tag), ownerOf(setup).email);
}

/** A pending order of the owner's whose online payment the gateway validated but rated risky: held for an admin. */
async function heldOrder(setup: Setup) {
  return insertHeldOrder(await pendingOrder(setup));
}

/** A quote of the owner's that the shop answered, its offer standing for 10 more days. */
async function answeredQuote(setup: Setup) {
  const tool = await insertTool(setup.tag, { stock: 3 });
  const now = new Date();
  return insertQuote(tool, ownerOf(setup), {
    status: 'answered',
    offer: {
      unitPrice: 400,
      total: 200_000,
      deliveryBy: new Date(now.getTime() + 15 * 86_400_000),
      validUntil: new Date(now.getTime() + 10 * 86_400_000),
      answeredAt: now,
      answeredBy: setup.admin.email,
    },
  });
}

/** An online payment of a pending order of the customer's, completed at the gateway's stand-in: its return's fields. */
async function paidOnline(setup: Setup): Promise<Record<string, string>> {
  const order = await pendingOrder({ ...setup, actor: setup.customer });
  const chosen = await setup.customer.session.post(`/api/order/${hex(order)}/payment`, { data: { method: 'online' } });
  const { tranId } = (await chosen.json()) as { tranId: string };
  return (await completePayment(process.env.E2E_GATEWAY_URL!, tranId, 'success')).fields;
}

/** How to call each documented operation (`METHOD /path` as the document writes it). */
const CASES: Record<string, Case[]> = {
  'GET /api/review': [{ setup: async () => ({ method: 'GET', path: '/api/review' }) }, { name: 'a page', setup: async () => ({ method: 'GET', path: '/api/review?limit=5&page=1' }) }],
  'POST /api/review': [{ setup: async ({ tag }) => ({ method: 'POST', path: '/api/review', data: { review: `Sharp and true ${tag}`, ratings: '5' } }) }],
  'GET /api/tools': [{ setup: async () => ({ method: 'GET', path: '/api/tools' }) }, { name: 'a page', setup: async () => ({ method: 'GET', path: '/api/tools?limit=5&page=2' }) }],
  'POST /api/tools': [
    {
      setup: async ({ tag }) => ({
        method: 'POST',
        path: '/api/tools',
        data: { name: `Answer Float ${tag} ${Math.random().toString(36).slice(2, 8)}`, desc: `Test ${tag}`, price: 300, minimum: 1, stock: 5, img: '/images/tools/grout-float.svg', size: '30 cm' },
      }),
    },
  ],
  'GET /api/tools/{id}': [
    { setup: async ({ tag }) => ({ method: 'GET', path: `/api/tools/${hex(await insertTool(tag, { nameBn: 'কর্নি', descBn: 'পরীক্ষা' }))}` }) },
    { name: 'no such tool', setup: async () => ({ method: 'GET', path: '/api/tools/665f1c2ab7e4c1a2b3c4d5e6' }) },
  ],
  'PATCH /api/tools/{id}': [{ setup: async ({ tag }) => ({ method: 'PATCH', path: `/api/tools/${hex(await insertTool(tag))}`, data: { price: 999, stock: 7, warranty: '1 year' } }) }],
  'DELETE /api/tools/{id}': [{ setup: async ({ tag }) => ({ method: 'DELETE', path: `/api/tools/${hex(await insertTool(tag))}` }) }],
  'PUT /api/tools/{id}/image': [
    {
      setup: async ({ tag }) => ({
        method: 'PUT',
        path: `/api/tools/${hex(await insertTool(tag))}/image`,
        bytes: { body: await makePhoto('png', 40, 30), type: 'image/png' },
      }),
    },
  ],
  'GET /api/delivery': [{ setup: async () => ({ method: 'GET', path: '/api/delivery' }) }],
  'PUT /api/delivery': [
    {
      // The charges as they stand, saved again: the other specs' orders are charged the same.
      setup: async () => ({ method: 'PUT', path: '/api/delivery', data: await (await fetch(`${E2E_BASE_URL}/api/delivery`)).json() }),
    },
  ],
  'GET /api/admin/{email}': [{ setup: async (setup) => ({ method: 'GET', path: `/api/admin/${mail(ownerOf(setup).email)}` }) }],
  'GET /api/user': [{ setup: async () => ({ method: 'GET', path: '/api/user?limit=20&page=1' }) }],
  'PUT /api/user/{email}': [
    { name: 'token', setup: async (setup) => ({ method: 'PUT', path: `/api/user/${mail(ownerOf(setup).email)}`, data: { email: ownerOf(setup).email } }) },
    {
      name: 'profile',
      setup: async (setup) => ({
        method: 'PUT',
        path: `/api/user/${mail(ownerOf(setup).email)}`,
        data: { name: `Karim ${setup.tag}`, number: '01711222333', address: `Road 5, Dhaka ${setup.tag}` },
      }),
    },
  ],
  'DELETE /api/user/{email}': [
    {
      setup: async ({ tag }) => ({ method: 'DELETE', path: `/api/user/${mail((await createAccount({ tag, label: `leaving${Math.random().toString(36).slice(2, 8)}` })).email)}` }),
    },
  ],
  'PUT /api/user/admin/{email}': [
    {
      setup: async ({ tag }) => ({ method: 'PUT', path: `/api/user/admin/${mail((await createAccount({ tag, label: `rising${Math.random().toString(36).slice(2, 8)}` })).email)}` }),
    },
  ],
  'DELETE /api/user/admin/{email}': [
    {
      setup: async ({ tag }) => {
        const target = await createAccount({ tag, label: `stepping${Math.random().toString(36).slice(2, 8)}`, role: 'admin' });
        return { method: 'DELETE', path: `/api/user/admin/${mail(target.email)}` };
      },
    },
  ],
  'PUT /api/account/language': [{ setup: async () => ({ method: 'PUT', path: '/api/account/language', data: { language: 'en' } }) }],
  'GET /api/account': [{ setup: async () => ({ method: 'GET', path: '/api/account' }) }],
  'GET /api/cart': [{ setup: async () => ({ method: 'GET', path: '/api/cart' }) }],
  'PUT /api/cart/lines/{toolId}': [{ setup: async ({ tag }) => ({ method: 'PUT', path: `/api/cart/lines/${hex(await insertTool(tag))}`, data: { quantity: 3 } }) }],
  'DELETE /api/cart/lines/{toolId}': [
    {
      setup: async ({ tag, as }) => {
        const toolId = hex(await insertTool(tag));
        await as.fetch({ method: 'PUT', path: `/api/cart/lines/${toolId}`, data: { quantity: 2 } });
        return { method: 'DELETE', path: `/api/cart/lines/${toolId}` };
      },
    },
  ],
  'POST /api/checkout': [
    {
      setup: async ({ tag, as }) => {
        await as.fetch({ method: 'PUT', path: `/api/cart/lines/${hex(await insertTool(tag))}`, data: { quantity: 2 } });
        return { method: 'POST', path: '/api/checkout', data: { ...contact, district: 'Dhaka' } };
      },
    },
    {
      name: 'a line whose stock is gone',
      setup: async ({ tag, as }) => {
        const tool = await insertTool(tag, { stock: 10 });
        await as.fetch({ method: 'PUT', path: `/api/cart/lines/${hex(tool)}`, data: { quantity: 5 } });
        await (await testDb()).collection('tools').updateOne({ _id: tool._id }, { $set: { stock: 1 } });
        return { method: 'POST', path: '/api/checkout', data: { ...contact, district: 'Khulna' } };
      },
    },
  ],
  'POST /api/order': [
    {
      setup: async (setup) => ({
        method: 'POST',
        path: '/api/order',
        data: { toolId: hex(await insertTool(setup.tag)), quantity: 2, email: ownerOf(setup).email, userName: `Buyer ${setup.tag}`, ...contact },
      }),
    },
  ],
  'GET /api/order': [
    {
      setup: async (setup) => {
        await insertConfirmedOrder(await pendingOrder(setup));
        return { method: 'GET', path: `/api/order?email=${mail(ownerOf(setup).email)}` };
      },
    },
    { name: 'a page', setup: async () => ({ method: 'GET', path: '/api/order?limit=2&page=1' }) },
  ],
  'DELETE /api/order/{id}': [{ setup: async (setup) => ({ method: 'DELETE', path: `/api/order/${hex(await pendingOrder(setup))}` }) }],
  'POST /api/order/{id}/payment': [
    { name: 'cash', setup: async (setup) => ({ method: 'POST', path: `/api/order/${hex(await pendingOrder(setup))}/payment`, data: { method: 'cash' } }) },
    { name: 'online', setup: async (setup) => ({ method: 'POST', path: `/api/order/${hex(await pendingOrder(setup))}/payment`, data: { method: 'online' } }) },
  ],
  'POST /api/order/{id}/payment/cash-received': [
    { setup: async (setup) => ({ method: 'POST', path: `/api/order/${hex(await insertConfirmedOrder(await pendingOrder(setup)))}/payment/cash-received` }) },
  ],
  'POST /api/order/{id}/payment/accept': [{ setup: async (setup) => ({ method: 'POST', path: `/api/order/${hex(await heldOrder(setup))}/payment/accept` }) }],
  'POST /api/order/{id}/refund': [
    {
      setup: async (setup) => {
        const order = await insertConfirmedOrder(await pendingOrder(setup), 'confirmed', { paid: true });
        return { method: 'POST', path: `/api/order/${hex(order)}/refund`, data: { remarks: 'Customer changed their mind' } };
      },
    },
  ],
  'POST /api/payments/sslcommerz/ipn': [
    { name: 'a transaction that is not ours', setup: async () => ({ method: 'POST', path: '/api/payments/sslcommerz/ipn', form: { tran_id: unknownTranId(), status: 'VALID' } }) },
    {
      name: 'a payment the gateway validated',
      setup: async (setup) => {
        const { tran_id, val_id } = await paidOnline(setup);
        return { method: 'POST', path: '/api/payments/sslcommerz/ipn', form: { tran_id: tran_id!, val_id: val_id!, status: 'VALID' } };
      },
    },
  ],
  'POST /api/payments/sslcommerz/{outcome}': [
    { setup: async () => ({ method: 'POST', path: '/api/payments/sslcommerz/success', form: { tran_id: unknownTranId() } }) },
    {
      name: 'a payment the gateway validated',
      setup: async (setup) => {
        const { tran_id, val_id } = await paidOnline(setup);
        return { method: 'POST', path: '/api/payments/sslcommerz/success', form: { tran_id: tran_id!, val_id: val_id! } };
      },
    },
  ],
  'GET /api/payments/sslcommerz/{outcome}': [{ setup: async () => ({ method: 'GET', path: `/api/payments/sslcommerz/cancel?tran_id=${unknownTranId()}` }) }],
  'POST /api/confirm': [
    {
      setup: async (setup) => {
        const order = await pendingOrder(setup);
        return { method: 'POST', path: '/api/confirm', data: { orderId: hex(order), user: order.email, name: order.lines[0]!.product, price: order.total, ...contact } };
      },
    },
    {
      name: 'again',
      setup: async (setup) => {
        const order = await insertConfirmedOrder(await pendingOrder(setup));
        return { method: 'POST', path: '/api/confirm', data: { orderId: hex(order), ...contact } };
      },
    },
  ],
  'GET /api/confirm': [{ setup: async () => ({ method: 'GET', path: '/api/confirm?limit=20&page=1' }) }],
  'PATCH /api/confirm/{id}': [
    { setup: async (setup) => ({ method: 'PATCH', path: `/api/confirm/${hex(await insertConfirmedOrder(await pendingOrder(setup)))}`, data: { status: 'shipped' } }) },
  ],
  'POST /api/quotes': [
    {
      setup: async ({ tag }) => ({
        method: 'POST',
        path: '/api/quotes',
        data: { toolId: hex(await insertTool(tag, { stock: 3 })), quantity: 300, wantedBy: day(20), ...contact, note: `For a site ${tag}` },
      }),
    },
  ],
  'GET /api/quotes': [
    {
      setup: async (setup) => {
        await answeredQuote(setup);
        return { method: 'GET', path: '/api/quotes' };
      },
    },
  ],
  'GET /api/quotes/{id}': [
    {
      setup: async (setup) => {
        const quoteId = await answeredQuote(setup);
        await setup.customer.session.post(`/api/quotes/${quoteId}/messages`, { data: { text: 'When can you deliver?' } });
        return { method: 'GET', path: `/api/quotes/${quoteId}` };
      },
    },
  ],
  'POST /api/quotes/{id}/answer': [
    {
      setup: async (setup) => ({
        method: 'POST',
        path: `/api/quotes/${await insertQuote(await insertTool(setup.tag, { stock: 3 }), ownerOf(setup))}/answer`,
        data: { unitPrice: 420, deliveryBy: day(12), validUntil: day(7) },
      }),
    },
  ],
  'POST /api/quotes/{id}/messages': [
    { setup: async (setup) => ({ method: 'POST', path: `/api/quotes/${await answeredQuote(setup)}/messages`, data: { text: 'Can you deliver sooner?' } }) },
  ],
  'POST /api/quotes/{id}/accept': [{ setup: async (setup) => ({ method: 'POST', path: `/api/quotes/${await answeredQuote(setup)}/accept` }) }],
  'GET /api/export/orders.csv': [{ setup: async () => ({ method: 'GET', path: `/api/export/orders.csv?from=${day(-1)}&to=${day(0)}` }) }],
  'GET /api/export/users.csv': [{ setup: async () => ({ method: 'GET', path: '/api/export/users.csv' }) }],
  'GET /api/openapi.json': [{ setup: async () => ({ method: 'GET', path: '/api/openapi.json' }) }],
  'GET /api/auth/{nextauth}': [
    { name: 'session', setup: async () => ({ method: 'GET', path: '/api/auth/session' }) },
    { name: 'csrf', setup: async () => ({ method: 'GET', path: '/api/auth/csrf' }) },
    { name: 'providers', setup: async () => ({ method: 'GET', path: '/api/auth/providers' }) },
    { name: 'the sign-in page', setup: async () => ({ method: 'GET', path: '/api/auth/signin' }) },
  ],
  'POST /api/auth/{nextauth}': [
    {
      // Without the CSRF token next-auth sends the browser on and signs nobody in (or out).
      setup: async () => ({ method: 'POST', path: '/api/auth/callback/credentials', form: { email: 'nobody@mrittika.test', password: 'not-the-password' } }),
    },
  ],
  'POST /api/auth/not-allowed': [{ ownAccount: true, setup: async () => ({ method: 'POST', path: '/api/auth/not-allowed', form: { from: '/dashboard/users' } }) }],
  'POST /api/auth/sign-out': [{ ownAccount: true, setup: async () => ({ method: 'POST', path: '/api/auth/sign-out' }) }],
  'GET /api/health': [{ setup: async () => ({ method: 'GET', path: '/api/health' }) }],
  'GET /api/health/ready': [{ setup: async () => ({ method: 'GET', path: '/api/health/ready' }) }],
  'GET /api/cron/outbox': [
    { setup: async () => ({ method: 'GET', path: '/api/cron/outbox' }) },
    { name: 'the scheduler', only: ['visitor'], setup: async () => ({ method: 'GET', path: '/api/cron/outbox', headers: { authorization: `Bearer ${E2E_CRON_SECRET}` } }) },
  ],
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
type Operation = { responses: Record<string, { content?: Record<string, { schema?: unknown }> }> };
type OpenApiDocument = { paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>> };

async function servedDocument(request: APIRequestContext): Promise<OpenApiDocument> {
  const answer = await request.get('/api/openapi.json');
  expect(answer.status()).toBe(200);
  return (await answer.json()) as OpenApiDocument;
}

function operationsOf(document: OpenApiDocument): string[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => `${method.toUpperCase()} ${path}`),
  );
}

/** A JSON pointer into the document (RFC 6901), as a URI fragment. */
const pointer = (...parts: string[]) => parts.map((part) => encodeURIComponent(part.replaceAll('~', '~0').replaceAll('/', '~1'))).join('/');

const tag = fileTag();
const { customer, admin } = fileActors(tag, { customer: ['answered'], admin: ['answerer', 'admin'] });

/** A client that calls as `who`: the visitor and the token callers from a context without cookies, the cookie callers from their session. */
async function clientFor(who: Who, actor: Actor | null): Promise<Client> {
  const fresh = who === 'visitor' || who.endsWith('by token');
  const context = fresh
    ? await playwrightRequest.newContext({ baseURL: E2E_BASE_URL, extraHTTPHeaders: who === 'visitor' ? {} : actor!.bearer })
    : actor!.session;
  return {
    fetch: (call) =>
      context.fetch(call.path, {
        method: call.method,
        headers: { ...(call.bytes ? { 'content-type': call.bytes.type } : {}), ...call.headers },
        data: call.bytes ? call.bytes.body : call.data,
        form: call.form,
        // Never followed: a redirect is the answer itself.
        maxRedirects: 0,
      }),
    dispose: async () => {
      if (fresh) await context.dispose();
    },
  };
}

test('every operation of the served document has a case here, and every case an operation', async ({ request }) => {
  const documented = operationsOf(await servedDocument(request));
  expect(documented.length).toBeGreaterThanOrEqual(45);
  expect(documented.filter((operation) => !(operation in CASES)), 'documented calls without a case in e2e/api-answers.spec.ts').toEqual([]);
  expect(Object.keys(CASES).filter((operation) => !documented.includes(operation)), 'cases for calls the document does not list').toEqual([]);
});

for (const [operationKey, cases] of Object.entries(CASES)) {
  test(`${operationKey}: every answer, to every caller, is one the document lists, in its schema`, async ({ request }) => {
    const document = await servedDocument(request);
    const [method, path] = operationKey.split(' ') as [string, string];
    const operation = document.paths[path]?.[method.toLowerCase() as (typeof METHODS)[number]];
    expect(operation, `${operationKey} is in the served document`).toBeDefined();
    const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
    ajv.addSchema(document, 'openapi.json');

    let answered = 0;
    for (const kase of cases) {
      for (const who of kase.only ?? CALLERS) {
        const label = `${operationKey}${kase.name ? ` (${kase.name})` : ''} as ${who}`;
        const fileActor = who === 'visitor' ? null : who.startsWith('customer') ? customer : admin;
        const actor = kase.ownAccount && fileActor ? await createActor(tag, `own${Math.random().toString(36).slice(2, 8)}`, who.startsWith('admin') ? 'admin' : 'customer') : fileActor;
        const as = await clientFor(who, actor);
        try {
          const call = await kase.setup({ who, actor, customer, admin, tag, as });
          const answer = await as.fetch(call);
          const status = String(answer.status());
          const body = await answer.body();
          const response = operation!.responses[status];
          expect.soft(response, `${label}: ${status} is listed under responses (${body.toString().slice(0, 300)})`).toBeDefined();
          if (!response) continue;
          if (answer.status() < 400) answered += 1;
          if (!response.content) {
            expect.soft(body.length, `${label}: ${status} has no content in the document, and no body`).toBe(0);
            continue;
          }
          const type = (answer.headers()['content-type'] ?? '').split(';')[0]!.trim();
          expect.soft(Object.keys(response.content), `${label}: ${status} answers a type the document lists`).toContain(type);
          if (type !== 'application/json') continue;
          const validate = ajv.getSchema(`openapi.json#/${pointer('paths', path, method.toLowerCase(), 'responses', status, 'content', 'application/json', 'schema')}`)!;
          const json = JSON.parse(body.toString()) as unknown;
          expect.soft(validate(json) ? [] : validate.errors, `${label}: ${status} in its schema: ${body.toString().slice(0, 500)}`).toEqual([]);
        } finally {
          await as.dispose();
          if (actor && actor !== fileActor) await disposeActors(actor);
        }
      }
    }
    // Refusals alone would leave the answer the call is for unchecked.
    expect(answered, `${operationKey}: some caller got its answer, not a refusal`).toBeGreaterThan(0);
  });
}
