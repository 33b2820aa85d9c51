import { describe, expect, it } from 'vitest';
import { placeOrder } from '@/lib/data/orders';
import { Review } from '@/models/Review';
import { Tool } from '@/models/Tool';
import { User } from '@/models/User';
import type { Caller } from '@/lib/auth/caller-type';
import { createCaller } from '@/test/callers';
import { withTestDatabase } from '@/test/database';
import { accountPageAnswer, publicPageAnswer } from './page-access';

// What middleware.ts answers before a page renders (docs/decisions/0087-cache-components.md), on the real database.
withTestDatabase('auth_page_access');

const claimsOf = (caller: Caller) => ({ sub: caller.id, sv: caller.sessionVersion });
const NOT_FOUND = { notFound: true };
/** A tool with `reviews` visible reviews, and one hidden (hidden ones are on no page). */
async function newTool(reviews = 0) {
  const tool = await Tool.create({ name: 'Notched Trowel', desc: 'd', price: 450, minimum: 1, stock: 20, img: '/t.svg' });
  const review = (hidden: boolean) => ({ name: 'Mason', email: 'mason@example.com', review: 'Cuts clean.', ratings: '5', toolId: tool._id, hidden });
  await Review.insertMany([...Array.from({ length: reviews }, () => review(false)), review(true)]);
  return tool;
}

describe('pages answered before they render', () => {
  it("a tool's page is 404 for a tool that does not exist; a page of its reviews only between 2 and its last", async () => {
    const tool = (await newTool(11)).id as string;
    expect(await publicPageAnswer(`/tools/${tool}`)).toBeUndefined();
    expect(await publicPageAnswer('/tools/0123456789abcdef01234567')).toEqual(NOT_FOUND);
    expect(await publicPageAnswer('/tools/not-an-id')).toEqual(NOT_FOUND);
    // Eleven visible reviews, five a page: pages 2 and 3 exist.
    expect(await publicPageAnswer(`/tools/${tool}/reviews/3`)).toBeUndefined();
    expect(await publicPageAnswer(`/tools/${tool}/reviews/1`)).toEqual({ redirectTo: `/tools/${tool}`, permanent: true });
    for (const page of ['4', '0', '02', 'abc', '2%20', '99999']) {
      expect(await publicPageAnswer(`/tools/${tool}/reviews/${page}`), page).toEqual(NOT_FOUND);
    }
    expect(await publicPageAnswer(`/tools/${(await newTool()).id as string}/reviews/2`)).toEqual(NOT_FOUND);
    expect(await publicPageAnswer('/kept/home')).toEqual(NOT_FOUND);
    expect(await publicPageAnswer('/about')).toBeUndefined();
  });

  it("a tool's addresses with its id in capitals are a 308 to the one spelling, query string and all", async () => {
    const tool = (await newTool(6)).id as string;
    const capitals = tool.toUpperCase();
    expect(await publicPageAnswer(`/tools/${capitals}`, '?q=1')).toEqual({ redirectTo: `/tools/${tool}`, permanent: true });
    expect(await publicPageAnswer(`/tools/${capitals}/reviews/2`, '?x=1')).toEqual({ redirectTo: `/tools/${tool}/reviews/2?x=1`, permanent: true });
    expect(await publicPageAnswer(`/tools/${capitals}/opengraph-image-abc123`)).toEqual({ redirectTo: `/tools/${tool}/opengraph-image-abc123`, permanent: true });
    // Not an id: nothing to spell otherwise, and no such tool.
    expect(await publicPageAnswer('/tools/NOT-AN-ID')).toEqual(NOT_FOUND);
  });

  it("a kept page asked for with a query string of none of its own parameters goes to its plain address", async () => {
    const tool = (await newTool()).id as string;
    for (const [path, search, to] of [
      ['/', '?utm_source=x', '/'],
      ['/tools', '?utm_source=x&ref=y', '/tools'],
      ['/review', '?evil=1', '/review'],
      [`/tools/${tool}`, '?evil=1', `/tools/${tool}`],
      // `_rsc` on a page load is text of the asker's choosing like any other.
      ['/tools', '?_rsc=abc', '/tools'],
    ]) {
      expect(await publicPageAnswer(path!, search), `${path}${search}`).toEqual({ redirectTo: to, permanent: false });
    }
    // The client router's own parameter stays on the router's requests.
    expect(await publicPageAnswer('/tools', '?evil=1&_rsc=abc', true)).toEqual({ redirectTo: '/tools?_rsc=abc', permanent: false });
    expect(await publicPageAnswer('/tools', '?_rsc=abc', true)).toBeUndefined();
    // The page's own parameters render per request; the router's own request, a page not kept and no query stay.
    for (const [path, search] of [
      ['/tools', '?q=trowel&utm_source=x'],
      ['/tools', '?sort=price-asc'],
      ['/review', '?page=2&ref=y'],
      ['/about', '?utm_source=x'],
      [`/tools/${tool}/reviews/2`, '?utm_source=x'],
      ['/tools', ''],
    ]) {
      const answer = await publicPageAnswer(path!, search);
      expect(answer === undefined || 'notFound' in answer, `${path}${search}`).toBe(true);
    }
  });

  it('an account page asks the database: an ended session goes to /login, a customer on an admin page is not allowed', async () => {
    const customer = await createCaller('page-customer@example.com');
    expect(await accountPageAnswer('/dashboard/myorder', '?page=2', null)).toEqual({
      redirectTo: '/login?from=%2Fdashboard%2Fmyorder%3Fpage%3D2',
      permanent: false,
    });
    expect(await accountPageAnswer('/dashboard/myorder', '', claimsOf(customer))).toBeUndefined();
    expect(await accountPageAnswer('/dashboard/users', '', claimsOf(customer))).toEqual({
      redirectTo: '/not-allowed?from=%2Fdashboard%2Fusers',
      permanent: false,
    });
    // Promoted a moment ago: let in at once, without signing in again.
    await User.updateOne({ _id: customer.id }, { role: 'admin' });
    expect(await accountPageAnswer('/dashboard/users', '', claimsOf(customer))).toBeUndefined();
    // Signed out everywhere since the cookie was issued.
    await User.updateOne({ _id: customer.id }, { $inc: { sessionVersion: 1 } });
    expect(await accountPageAnswer('/dashboard', '', claimsOf(customer))).toEqual({ redirectTo: '/login?from=%2Fdashboard', permanent: false });
  });

  it("another customer's receipt is 404 before anything renders; its customer and admins get the page", async () => {
    const buyer = await createCaller('page-buyer@example.com');
    const stranger = await createCaller('page-stranger@example.com');
    const admin = await createCaller('page-admin@example.com', 'admin');
    const tool = await newTool();
    const order = await placeOrder(buyer, { toolId: tool.id as string, quantity: 2, phone: '01711000000', address: 'Dhaka' });
    const receipt = `/dashboard/orders/${order.id}/receipt`;
    expect(await accountPageAnswer(receipt, '', claimsOf(buyer))).toBeUndefined();
    expect(await accountPageAnswer(receipt, '', claimsOf(admin))).toBeUndefined();
    expect(await accountPageAnswer(receipt, '', claimsOf(stranger))).toEqual(NOT_FOUND);
    expect(await accountPageAnswer('/dashboard/orders/0123456789abcdef01234567/receipt', '', claimsOf(buyer))).toEqual(NOT_FOUND);
    expect(await accountPageAnswer(`/purchase/${tool.id as string}`, '', claimsOf(buyer))).toBeUndefined();
    expect(await accountPageAnswer('/purchase/0123456789abcdef01234567', '', claimsOf(buyer))).toEqual(NOT_FOUND);
    expect(await accountPageAnswer('/dashboard/manageproduct/0123456789abcdef01234567', '', claimsOf(admin))).toEqual(NOT_FOUND);
  });
});
