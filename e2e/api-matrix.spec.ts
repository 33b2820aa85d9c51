import { expect, fileActors, fileTag, test, type APIRequestContext } from './support/fixtures';
import { type Actor, createAccount } from './support/accounts';
import { E2E_BASE_URL } from './support/address';
import { snapshot } from './support/database';
import { insertConfirmedOrder, insertHeldOrder, insertOrder, insertTool } from './support/records';

/**
 * Every call of the API x every kind of caller, over real HTTP against the production server: the status each
 * gets, a JSON answer every time, and for every refused call, nothing of the test's changed in the database.
 * "customer" owns the records a call is about; "other" is another customer.
 */
const WHO = ['signed out', 'forged token', 'customer', 'other', 'admin'] as const;
type Who = (typeof WHO)[number];
/** `form`: a form post, as the payment gateway sends, rather than a JSON body. */
type Call = { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; path: string; data?: unknown; form?: Record<string, string> };
type Actors = { tag: string; customer: Actor; other: Actor; admin: Actor };
/** `redirectsTo`: the call sends the browser on (the gateway's returns) rather than answering JSON. */
type Row = { call: string; setup: (actors: Actors) => Promise<Call>; expected: Record<Who, number>; redirectsTo?: string };

const everyone = (status: number): Record<Who, number> =>
  Object.fromEntries(WHO.map((who) => [who, status])) as Record<Who, number>;
const signedInOnly = (customer: number, other: number, admin: number): Record<Who, number> => ({
  'signed out': 401,
  'forged token': 401,
  customer,
  other,
  admin,
});

const contact = { phone: '01711000000', address: 'House 1, Road 2, Dhaka' };
const email = (actor: Actor) => encodeURIComponent(actor.email);

/** A transaction id the gateway never issued for us. */
const unknownTranId = () => `nosuch${Math.random().toString(36).slice(2, 12)}`;

const rows: Row[] = [
  { call: 'GET /api/review', setup: async () => ({ method: 'GET', path: '/api/review' }), expected: everyone(200) },
  {
    call: 'POST /api/review',
    setup: async ({ tag }) => ({ method: 'POST', path: '/api/review', data: { review: `Sharp and true ${tag}`, ratings: '5' } }),
    expected: signedInOnly(201, 201, 201),
  },
  { call: 'GET /api/tools', setup: async () => ({ method: 'GET', path: '/api/tools' }), expected: everyone(200) },
  {
    call: 'POST /api/tools',
    setup: async ({ tag }) => ({
      method: 'POST',
      path: '/api/tools',
      data: { name: `Matrix Float ${tag}`, desc: `Test ${tag}`, price: 300, minimum: 1, stock: 5, img: '/images/tools/grout-float.svg' },
    }),
    expected: signedInOnly(403, 403, 201),
  },
  {
    call: 'GET /api/tools/{id}',
    setup: async ({ tag }) => ({ method: 'GET', path: `/api/tools/${(await insertTool(tag))._id.toHexString()}` }),
    expected: everyone(200),
  },
  {
    call: 'PATCH /api/tools/{id}',
    setup: async ({ tag }) => ({ method: 'PATCH', path: `/api/tools/${(await insertTool(tag))._id.toHexString()}`, data: { price: 999, stock: 7 } }),
    expected: signedInOnly(403, 403, 200),
  },
  {
    call: 'DELETE /api/tools/{id}',
    setup: async ({ tag }) => ({ method: 'DELETE', path: `/api/tools/${(await insertTool(tag))._id.toHexString()}` }),
    expected: signedInOnly(403, 403, 200),
  },
  {
    call: 'GET /api/admin/{email}',
    setup: async ({ customer }) => ({ method: 'GET', path: `/api/admin/${email(customer)}` }),
    expected: signedInOnly(200, 403, 200),
  },
  { call: 'GET /api/user', setup: async () => ({ method: 'GET', path: '/api/user' }), expected: signedInOnly(403, 403, 200) },
  {
    call: 'PUT /api/user/{email} (token)',
    setup: async ({ customer }) => ({ method: 'PUT', path: `/api/user/${email(customer)}`, data: { email: customer.email } }),
    // A token only ever goes to its owner, admins included.
    expected: signedInOnly(200, 403, 403),
  },
  {
    call: 'PUT /api/user/{email} (profile)',
    setup: async ({ customer, tag }) => ({
      method: 'PUT',
      path: `/api/user/${email(customer)}`,
      data: { name: `Karim ${tag}`, number: '01711222333', address: `Road 5, Dhaka ${tag}`, email: customer.email },
    }),
    expected: signedInOnly(200, 403, 200),
  },
  {
    call: 'DELETE /api/user/{email}',
    setup: async ({ tag }) => {
      const target = await createAccount({ tag, label: `leaving${Math.random().toString(36).slice(2, 8)}` });
      return { method: 'DELETE', path: `/api/user/${encodeURIComponent(target.email)}` };
    },
    expected: signedInOnly(403, 403, 200),
  },
  {
    call: 'PUT /api/user/admin/{email}',
    setup: async ({ tag }) => {
      const target = await createAccount({ tag, label: `rising${Math.random().toString(36).slice(2, 8)}` });
      return { method: 'PUT', path: `/api/user/admin/${encodeURIComponent(target.email)}` };
    },
    expected: signedInOnly(403, 403, 200),
  },
  {
    call: 'POST /api/order',
    setup: async ({ tag, customer }) => {
      const tool = await insertTool(tag);
      return {
        method: 'POST',
        path: '/api/order',
        data: { product: tool.name, quantity: 2, total: 1, email: customer.email, userName: `Buyer ${tag}`, ...contact },
      };
    },
    expected: signedInOnly(201, 403, 201),
  },
  {
    call: 'GET /api/order?email=',
    setup: async ({ customer }) => ({ method: 'GET', path: `/api/order?email=${email(customer)}` }),
    expected: signedInOnly(200, 403, 200),
  },
  {
    call: 'DELETE /api/order/{id}',
    setup: async ({ tag, customer }) => {
      const order = await insertOrder(await insertTool(tag), customer.email);
      return { method: 'DELETE', path: `/api/order/${order._id.toHexString()}` };
    },
    // Another customer's order is no order to them: the answer never reveals that it exists.
    expected: signedInOnly(200, 404, 200),
  },
  {
    call: 'POST /api/confirm',
    setup: async ({ tag, customer }) => {
      const order = await insertOrder(await insertTool(tag), customer.email);
      return {
        method: 'POST',
        path: '/api/confirm',
        data: { orderId: order._id.toHexString(), user: customer.email, name: order.lines[0]!.product, price: order.total, ...contact },
      };
    },
    expected: signedInOnly(201, 403, 201),
  },
  { call: 'GET /api/confirm', setup: async () => ({ method: 'GET', path: '/api/confirm' }), expected: signedInOnly(403, 403, 200) },
  {
    call: 'PATCH /api/confirm/{id}',
    setup: async ({ tag, customer }) => {
      const record = await insertConfirmedOrder(await insertOrder(await insertTool(tag), customer.email));
      return { method: 'PATCH', path: `/api/confirm/${record._id.toHexString()}`, data: { status: 'shipped' } };
    },
    expected: signedInOnly(403, 403, 200),
  },
  {
    call: 'POST /api/order/{id}/payment',
    setup: async ({ tag, customer }) => {
      const order = await insertOrder(await insertTool(tag), customer.email);
      return { method: 'POST', path: `/api/order/${order._id.toHexString()}/payment`, data: { method: 'cash' } };
    },
    // Cash on delivery: 200 with the confirmed order. Another customer's order is no order to them.
    expected: signedInOnly(200, 404, 200),
  },
  {
    call: 'POST /api/order/{id}/payment/cash-received',
    setup: async ({ tag, customer }) => {
      const order = await insertConfirmedOrder(await insertOrder(await insertTool(tag), customer.email));
      return { method: 'POST', path: `/api/order/${order._id.toHexString()}/payment/cash-received` };
    },
    expected: signedInOnly(403, 403, 200),
  },
  {
    call: 'POST /api/order/{id}/payment/accept',
    setup: async ({ tag, customer }) => {
      const order = await insertHeldOrder(await insertOrder(await insertTool(tag), customer.email));
      return { method: 'POST', path: `/api/order/${order._id.toHexString()}/payment/accept` };
    },
    expected: signedInOnly(403, 403, 200),
  },
  {
    call: 'POST /api/order/{id}/refund',
    setup: async ({ tag, customer }) => {
      // Cash collected: cancelling records it as a refund due, to give back by hand.
      const order = await insertConfirmedOrder(await insertOrder(await insertTool(tag), customer.email), 'confirmed', { paid: true });
      return { method: 'POST', path: `/api/order/${order._id.toHexString()}/refund`, data: { remarks: 'Customer changed their mind' } };
    },
    expected: signedInOnly(403, 403, 200),
  },
  {
    call: 'POST /api/payments/sslcommerz/ipn',
    // The gateway's server posts it, signed in as nobody: a transaction it never issued is refused the same to all.
    setup: async () => ({ method: 'POST', path: '/api/payments/sslcommerz/ipn', form: { tran_id: unknownTranId(), status: 'VALID' } }),
    expected: everyone(400),
  },
  {
    call: 'POST /api/payments/sslcommerz/{outcome}',
    // The browser back from the gateway, cookies or not: a transaction that is not ours goes to My Order.
    setup: async () => ({ method: 'POST', path: '/api/payments/sslcommerz/success', form: { tran_id: unknownTranId() } }),
    expected: everyone(303),
    redirectsTo: `${E2E_BASE_URL}/dashboard/myorder`,
  },
  {
    call: 'GET /api/payments/sslcommerz/{outcome}',
    setup: async () => ({ method: 'GET', path: `/api/payments/sslcommerz/cancel?tran_id=${unknownTranId()}` }),
    expected: everyone(303),
    redirectsTo: `${E2E_BASE_URL}/dashboard/myorder`,
  },
  {
    call: 'POST /api/payments/sslcommerz/{outcome} (not an outcome)',
    setup: async () => ({ method: 'POST', path: '/api/payments/sslcommerz/paid', form: { tran_id: unknownTranId() } }),
    expected: everyone(404),
  },
  { call: 'GET /api/openapi.json', setup: async () => ({ method: 'GET', path: '/api/openapi.json' }), expected: everyone(200) },
];

const tag = fileTag();
const actors: Actors = { tag, ...fileActors(tag, { customer: ['owner'], other: ['stranger'], admin: ['chief', 'admin'] }) };

function headersFor(who: Who): Record<string, string> {
  switch (who) {
    case 'signed out':
      return {};
    case 'forged token': {
      // The customer's real token with its signature altered.
      const token = actors.customer.token;
      const last = token.at(-2) === 'A' ? 'B' : 'A';
      return { authorization: `Bearer ${token.slice(0, -2)}${last}${token.at(-1)}` };
    }
    case 'customer':
      return actors.customer.bearer;
    case 'other':
      return actors.other.bearer;
    case 'admin':
      return actors.admin.bearer;
  }
}

async function send(request: APIRequestContext, who: Who, call: Call) {
  // Never followed: a redirect is the answer itself.
  return request.fetch(call.path, { method: call.method, headers: headersFor(who), data: call.data, form: call.form, maxRedirects: 0 });
}

for (const row of rows) {
  test(`${row.call}: ${WHO.map((who) => `${who} ${row.expected[who]}`).join(', ')}`, async ({ request }) => {
    for (const who of WHO) {
      const call = await row.setup(actors);
      const before = await snapshot(actors.tag);
      const answer = await send(request, who, call);
      expect.soft(answer.status(), `${row.call} as ${who}: ${await answer.text()}`).toBe(row.expected[who]);
      if (row.redirectsTo) {
        expect.soft(answer.headers()['location'], `${row.call} as ${who} sends the browser on`).toBe(row.redirectsTo);
        expect.soft(await snapshot(actors.tag), `${row.call} as ${who}: nothing written`).toEqual(before);
        continue;
      }
      expect.soft(answer.headers()['content-type'], `${row.call} as ${who} answers JSON`).toContain('application/json');
      const body = await answer.json();
      if (answer.status() >= 400) {
        expect.soft(body, `${row.call} as ${who}: an error message`).toEqual({ error: expect.any(String) });
        expect.soft(await snapshot(actors.tag), `${row.call} as ${who}: nothing written`).toEqual(before);
      }
    }
  });
}
