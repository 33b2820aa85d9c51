import { expect, fileActors, fileTag, test, type APIRequestContext } from './support/fixtures';
import { type Actor, createAccount } from './support/accounts';
import { snapshot, testDb } from './support/database';
import { insertConfirmedOrder, insertOrder, insertTool } from './support/records';

/**
 * Bad input on every writing call, sent by a caller who is allowed to make the call: missing fields, wrong
 * types, 100 kB strings, query operators where a string belongs, bodies that are not JSON objects, malformed
 * ids and e-mails in the path. Each answer is a 400 (with the refused fields) or a 404, never a 5xx, and
 * nothing of the test's changes in the database.
 */
type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'GET';
type Target = {
  call: string;
  method: Method;
  as: 'customer' | 'admin';
  /** The path (fresh records may be made for it) and a body that would be accepted. */
  setup: () => Promise<{ path: string; body: Record<string, unknown> }>;
  /** Fields the call cannot do without. */
  required: string[];
  /** Further bad bodies made from the good one. */
  alsoBad?: (body: Record<string, unknown>) => [string, unknown][];
  /** The body is optional: an empty object or null is a good one, not a bad one. */
  bodyOptional?: boolean;
};

const HUGE = 'x'.repeat(100 * 1024);
const OPERATOR = { $gt: '' };

const tag = fileTag();
const { customer, admin } = fileActors(tag, { customer: ['client'], admin: ['keeper', 'admin'] });

const contact = () => ({ phone: '01711000000', address: `Road 3, Dhaka ${tag}` });

const targets: Target[] = [
  {
    call: 'POST /api/review',
    method: 'POST',
    as: 'customer',
    setup: async () => ({ path: '/api/review', body: { review: `Good ${tag}`, ratings: '4', name: `N ${tag}`, email: customer.email } }),
    required: ['review', 'ratings'],
  },
  {
    call: 'POST /api/tools',
    method: 'POST',
    as: 'admin',
    setup: async () => ({
      path: '/api/tools',
      body: { name: `Bad Input Tool ${tag}`, desc: `d ${tag}`, price: 100, minimum: 1, stock: 3, img: '/images/tools/tile-cutter.svg' },
    }),
    required: ['name', 'desc', 'price', 'minimum', 'stock', 'img'],
  },
  {
    call: 'PATCH /api/tools/{id}',
    method: 'PATCH',
    as: 'admin',
    setup: async () => ({
      path: `/api/tools/${(await insertTool(tag))._id.toHexString()}`,
      body: { name: `Renamed ${tag}`, desc: `d ${tag}`, price: 100, minimum: 1, stock: 3, img: '/images/tools/tile-cutter.svg' },
    }),
    required: [],
  },
  {
    call: 'PUT /api/user/{email} (profile)',
    method: 'PUT',
    as: 'customer',
    setup: async () => ({
      path: `/api/user/${encodeURIComponent(customer.email)}`,
      body: { name: `Name ${tag}`, number: '01711000000', address: `Dhaka ${tag}`, email: customer.email },
    }),
    required: ['name', 'number', 'address'],
  },
  {
    call: 'PUT /api/user/{email} (token)',
    method: 'PUT',
    as: 'customer',
    setup: async () => ({ path: `/api/user/${encodeURIComponent(customer.email)}`, body: { email: customer.email } }),
    required: ['email'],
  },
  {
    call: 'POST /api/order',
    method: 'POST',
    as: 'customer',
    setup: async () => {
      const tool = await insertTool(tag);
      return {
        path: '/api/order',
        body: {
          toolId: tool._id.toHexString(),
          product: tool.name,
          quantity: 2,
          total: 900,
          email: customer.email,
          userName: `Buyer ${tag}`,
          ...contact(),
        },
      };
    },
    required: ['quantity', 'phone', 'address'],
  },
  {
    call: 'POST /api/confirm',
    method: 'POST',
    as: 'customer',
    setup: async () => {
      const order = await insertOrder(await insertTool(tag), customer.email);
      return {
        path: '/api/confirm',
        body: { orderId: order._id.toHexString(), user: customer.email, name: order.lines[0]!.product, price: order.total, ...contact() },
      };
    },
    // Without orderId, name and price name the order; without all three nothing does.
    required: [],
    alsoBad: ({ user, address, phone }) => [['neither orderId nor name and price', { user, address, phone }]],
  },
  {
    call: 'PATCH /api/confirm/{id}',
    method: 'PATCH',
    as: 'admin',
    setup: async () => {
      const record = await insertConfirmedOrder(await insertOrder(await insertTool(tag), customer.email));
      return { path: `/api/confirm/${record._id.toHexString()}`, body: { status: 'shipped' } };
    },
    required: ['status'],
  },
  {
    call: 'POST /api/order/{id}/payment',
    method: 'POST',
    as: 'customer',
    setup: async () => {
      const order = await insertOrder(await insertTool(tag), customer.email);
      return { path: `/api/order/${order._id.toHexString()}/payment`, body: { method: 'cash' } };
    },
    required: ['method'],
    alsoBad: (body) => [['method as a way the shop does not take', { ...body, method: 'card' }]],
  },
  {
    call: 'POST /api/order/{id}/refund',
    method: 'POST',
    as: 'admin',
    setup: async () => {
      const order = await insertConfirmedOrder(await insertOrder(await insertTool(tag), customer.email), 'confirmed', { paid: true });
      return { path: `/api/order/${order._id.toHexString()}/refund`, body: { remarks: `Changed their mind ${tag}` } };
    },
    required: [],
    bodyOptional: true,
  },
];

/** Each bad body for a call: what was done to the good one, and the body. */
function badBodies(body: Record<string, unknown>, required: string[], bodyOptional = false): [string, unknown][] {
  const without = (field: string) => Object.fromEntries(Object.entries(body).filter(([key]) => key !== field));
  const fields = Object.keys(body);
  return [
    ...(bodyOptional ? [] : ([['an empty object', {}], ['null', null]] as [string, unknown][])),
    ['an array', [body]],
    ['a bare string', 'hello'],
    ...required.map((field): [string, unknown] => [`without ${field}`, without(field)]),
    ...fields.map((field): [string, unknown] => [`${field} as {"$gt": ""}`, { ...body, [field]: OPERATOR }]),
    ...fields.map((field): [string, unknown] => [`${field} as a 100 kB string`, { ...body, [field]: HUGE }]),
    ...fields.map((field): [string, unknown] => [`${field} as true`, { ...body, [field]: true }]),
    ...fields.map((field): [string, unknown] => [`${field} as an array`, { ...body, [field]: ['a'] }]),
  ];
}

async function send(request: APIRequestContext, target: Target, path: string, data: unknown, raw = false) {
  const headers = { ...(target.as === 'admin' ? admin.bearer : customer.bearer), 'content-type': 'application/json' };
  return request.fetch(path, { method: target.method, headers, data: raw ? data : JSON.stringify(data) });
}

for (const target of targets) {
  test(`${target.call}: bad bodies get 400 with the fields, and write nothing`, async ({ request }) => {
    const { path, body } = await target.setup();
    const cases: [string, unknown, boolean][] = [
      ['a body that is not JSON', '{"name": ', true],
      ...[...badBodies(body, target.required, target.bodyOptional), ...(target.alsoBad?.(body) ?? [])].map(([label, data]): [string, unknown, boolean] => [label, data, false]),
    ];
    for (const [label, data, raw] of cases) {
      const before = await snapshot(tag);
      const answer = await send(request, target, path, data, raw);
      const text = await answer.text();
      expect.soft(answer.status(), `${target.call} with ${label}: ${text.slice(0, 300)}`).toBe(400);
      expect.soft(JSON.parse(text), `${target.call} with ${label}: names the fields`).toMatchObject({
        error: expect.any(String),
        fields: expect.any(Object),
      });
      expect.soft(await snapshot(tag), `${target.call} with ${label}: nothing written`).toEqual(before);
    }
    // The good body is accepted, so the refusals above were about the input.
    const good = await send(request, target, path, body);
    expect(good.status(), await good.text()).toBeLessThan(300);
  });
}

test('the spec\'s messages come back for the profile and Add Tool forms', async ({ request }) => {
  const profile = await request.put(`/api/user/${encodeURIComponent(customer.email)}`, {
    headers: customer.bearer,
    data: { name: '', number: '01711-22', address: '' },
  });
  expect(profile.status()).toBe(400);
  expect((await profile.json()).fields).toEqual({
    name: ['Name is Required'],
    number: ['Provide a valid Number'],
    address: ['Address is Required'],
  });
  const tool = await request.post('/api/tools', { headers: admin.bearer, data: { price: '12.5' } });
  expect((await tool.json()).fields).toEqual({
    name: ['Name is Required'],
    desc: ['Description is Required'],
    price: ['Provide a valid Price'],
    minimum: ['Quantity is Required'],
    stock: ['Stock is Required'],
    img: ['ImageUrl is Required'],
  });
});

const BAD_IDS = ['abc', '123456789012', '%7B%22%24gt%22%3A%22%22%7D', 'z'.repeat(24), 'aaaaaaaaaaaaaaaaaaaaaaaa', '1'.repeat(5000)];
const BAD_EMAILS = ['not-an-email', `${'x'.repeat(300)}@mrittika.test`, '%7B%22%24gt%22%3A%22%22%7D', `nobody-${'q'.repeat(8)}@mrittika.test`];

test('malformed or unknown ids and e-mails in the path are 404, never 5xx, and write nothing', async ({ request }) => {
  const calls: [Method, (value: string) => string, Actor, unknown?][] = [
    ['GET', (id) => `/api/tools/${id}`, admin],
    ['PATCH', (id) => `/api/tools/${id}`, admin, { price: 10 }],
    ['DELETE', (id) => `/api/tools/${id}`, admin],
    ['DELETE', (id) => `/api/order/${id}`, customer],
    ['PATCH', (id) => `/api/confirm/${id}`, admin, { status: 'shipped' }],
    ['POST', (id) => `/api/order/${id}/payment`, customer, { method: 'cash' }],
    ['POST', (id) => `/api/order/${id}/payment/cash-received`, admin],
    ['POST', (id) => `/api/order/${id}/payment/accept`, admin],
    ['POST', (id) => `/api/order/${id}/refund`, admin],
  ];
  const emailCalls: [Method, (value: string) => string, unknown?][] = [
    ['DELETE', (value) => `/api/user/${value}`],
    ['PUT', (value) => `/api/user/admin/${value}`],
    ['PUT', (value) => `/api/user/${value}`, { name: `N ${tag}`, number: '01711000111', address: `A ${tag}` }],
  ];
  const attempts: [Method, string, Record<string, string>, unknown][] = [
    ...calls.flatMap(([method, path, actor, data]) => BAD_IDS.map((id): [Method, string, Record<string, string>, unknown] => [method, path(id), actor.bearer, data])),
    ...emailCalls.flatMap(([method, path, data]) => BAD_EMAILS.map((value): [Method, string, Record<string, string>, unknown] => [method, path(value), admin.bearer, data])),
  ];
  for (const [method, path, headers, data] of attempts) {
    const before = await snapshot(tag);
    const answer = await request.fetch(path, { method, headers, data });
    expect.soft(answer.status(), `${method} ${path.slice(0, 80)}: ${(await answer.text()).slice(0, 200)}`).toBe(404);
    expect.soft(await answer.json()).toEqual({ error: expect.any(String) });
    expect.soft(await snapshot(tag), `${method} ${path.slice(0, 80)}: nothing written`).toEqual(before);
  }
});

test("junk posted to the gateway's IPN and returns (JSON, operators, 100 kB ids) is refused or sent on, never 5xx, and writes nothing", async ({
  request,
}) => {
  const order = await insertOrder(await insertTool(tag), customer.email);
  const junk: [string, { data?: unknown; form?: Record<string, string> }][] = [
    ['a JSON body', { data: { tran_id: `json-${tag}`, val_id: 'x' } }],
    ['operators as ids', { form: { tran_id: '{"$gt":""}', val_id: '{"$ne":null}' } }],
    ['a 100 kB tran_id', { form: { tran_id: HUGE.slice(0, 60_000) } }],
    ['an order id as tran_id', { form: { tran_id: order._id.toHexString(), status: 'VALID' } }],
    ['no fields', { form: {} }],
  ];
  for (const [label, body] of junk) {
    for (const [path, expected] of [
      ['/api/payments/sslcommerz/ipn', 400],
      ['/api/payments/sslcommerz/success', 303],
      ['/api/payments/sslcommerz/fail', 303],
    ] as const) {
      const before = await snapshot(tag);
      const answer = await request.post(path, { ...body, maxRedirects: 0 });
      expect.soft(answer.status(), `${path} with ${label}: ${(await answer.text()).slice(0, 200)}`).toBe(expected);
      expect.soft(await snapshot(tag), `${path} with ${label}: nothing written`).toEqual(before);
    }
  }
  expect(await (await testDb()).collection('orders').findOne({ _id: order._id })).toMatchObject({ status: 'pending', payment: { status: 'unpaid' } });
});

test('a malformed e-mail in the order list query is a 400', async ({ request }) => {
  for (const value of [HUGE.slice(0, 2000), '{"$gt":""}', 'not-an-email']) {
    const answer = await request.get(`/api/order?email=${encodeURIComponent(value)}`, { headers: admin.bearer });
    expect.soft(answer.status(), value.slice(0, 40)).toBe(400);
  }
});

test('an order for an account that does not exist is a 404, even for an admin', async ({ request }) => {
  const tool = await insertTool(tag);
  const ghost = await createAccount({ tag, label: 'ghost' });
  const before = await snapshot(tag);
  const answer = await request.post('/api/order', {
    headers: admin.bearer,
    data: { toolId: tool._id.toHexString(), quantity: 2, email: `gone-${tag}@mrittika.test`, ...contact() },
  });
  expect(answer.status()).toBe(404);
  expect(await snapshot(tag)).toEqual(before);
  const forGhost = await request.post('/api/order', {
    headers: admin.bearer,
    data: { toolId: tool._id.toHexString(), quantity: 2, email: ghost.email, ...contact() },
  });
  expect(forGhost.status()).toBe(201);
  expect((await forGhost.json()).order.userName).toBe(`ghost ${tag}`);
});
