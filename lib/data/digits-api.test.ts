import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { GET as listOrdersRoute, POST as placeOrderRoute } from '@/app/api/order/route';
import { PUT as updateUserRoute } from '@/app/api/user/[email]/route';
import { Order } from '@/models/Order';
import { Tool } from '@/models/Tool';
import { User } from '@/models/User';
import { withApiToken } from '@/test/api-token';
import { withTestDatabase } from '@/test/database';

withTestDatabase('data_digits_api');

// docs/texts.md, "Digits in either script": the route handlers themselves, with a customer's API token.
describe('the API reads digits typed in either script, and stores Latin digits', () => {
  const api = withApiToken('digits-api@example.com');

  const request = (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) =>
    new NextRequest(`http://127.0.0.1${path}`, {
      method,
      headers: { authorization: `Bearer ${api().token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it('POST /api/order: a quantity and a phone number in Bangla digits', async () => {
    const tool = await Tool.create({ name: 'Digits Trowel', desc: 'd', price: 450, minimum: 10, stock: 500, img: '/t.svg' });
    const answer = await placeOrderRoute(
      request('POST', '/api/order', { toolId: tool._id.toString(), quantity: '২৫', phone: '০১৭১১-০০০১১১', address: 'Dhanmondi' }),
      undefined,
    );
    expect(answer.status).toBe(201);
    const stored = await Order.findOne({ email: api().caller.email }).lean();
    expect(stored).toMatchObject({ phone: '01711000111', total: 11_250 });
    expect(stored!.lines[0]).toMatchObject({ quantity: 25, lineTotal: 11_250 });
    expect((await Tool.findById(tool._id).lean())!.stock).toBe(475);

    const refused = await placeOrderRoute(
      request('POST', '/api/order', { toolId: tool._id.toString(), quantity: '২৫', phone: '০১২১১০০০১১১', address: 'Dhanmondi' }),
      undefined,
    );
    expect(refused.status).toBe(400);
    expect((await refused.json()).fields).toEqual({ phone: ['Provide a valid Phone'] });
  });

  it('GET /api/order?limit=&page= in Bangla digits', async () => {
    const answer = await listOrdersRoute(request('GET', `/api/order?limit=${encodeURIComponent('১')}&page=${encodeURIComponent('১')}`), undefined);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toHaveLength(1);
    expect(answer.headers.get('x-total-count')).toBe('1');
  });

  it('PUT /api/user/{email}: the profile number', async () => {
    const answer = await updateUserRoute(request('PUT', `/api/user/${encodeURIComponent(api().caller.email)}`, { name: 'Rina', number: '+৮৮০১৮১১০০০২২২', address: 'Khulna' }), {
      params: Promise.resolve({ email: api().caller.email }),
    });
    expect(answer.status).toBe(200);
    expect(await User.findOne({ email: api().caller.email }).lean()).toMatchObject({ number: '01811000222' });
  });
});
