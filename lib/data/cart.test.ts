import { describe, expect, it } from 'vitest';
import { $ZodError } from 'zod/v4/core';
import type { Caller } from '@/lib/auth/caller-type';
import { MAX_CART_LINES } from '@/lib/validation/cart';
import { Cart } from '@/models/Cart';
import { Tool } from '@/models/Tool';
import { createCaller } from '@/test/callers';
import { withTestDatabase } from '@/test/database';
import { clearCart, mergeCart, priceBrowserCart, readCart, removeCartLine, setCartLine } from './cart';

withTestDatabase('data_cart');

const RULE = (minimum: number, stock: number) => `Error: Minimum order quantity is ${minimum} & maximum quantity is ${stock}`;

let made = 0;
async function tool(fields: { price?: number; minimum?: number; stock?: number; name?: string } = {}) {
  made += 1;
  const created = await Tool.create({ name: `Cart Trowel ${made}`, desc: 'd', price: 450, minimum: 2, stock: 20, img: '/images/tools/t.svg', ...fields });
  return { id: created._id.toString(), created };
}

const customer = (label: string) => createCaller(`${label}@example.com`);

/** What the cart holds in the database, tool id and quantity, in order. */
async function stored(caller: Caller): Promise<[string, number][]> {
  const cart = await Cart.findOne({ userId: caller.id }).lean();
  return (cart?.lines ?? []).map((line) => [line.toolId.toString(), line.quantity]);
}

async function refusal(promise: Promise<unknown>) {
  return promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: unknown) => error as Error & { status?: number; fields?: Record<string, string[]> },
  );
}

describe('the purchase rule on a line', () => {
  it('adds and sets lines within the rule, and answers the cart priced from the database', async () => {
    const buyer = await customer('rule-ok');
    const trowel = await tool({ price: 450, minimum: 2, stock: 20 });
    const cutter = await tool({ price: 1200, minimum: 1, stock: 5 });
    expect(await readCart(buyer)).toEqual({ lines: [], subtotal: 0 });

    await setCartLine(buyer, trowel.id, { quantity: 4 });
    const cart = await setCartLine(buyer, cutter.id.toUpperCase(), { quantity: '2' });
    expect(cart).toEqual({
      lines: [
        { toolId: trowel.id, name: trowel.created.name, unitPrice: 450, quantity: 4, lineTotal: 1800, minimum: 2, stock: 20, img: '/images/tools/t.svg' },
        { toolId: cutter.id, name: cutter.created.name, unitPrice: 1200, quantity: 2, lineTotal: 2400, minimum: 1, stock: 5, img: '/images/tools/t.svg' },
      ],
      subtotal: 4200,
    });
    // Setting a tool the cart holds changes its quantity, not the number of lines.
    const set = await setCartLine(buyer, trowel.id, { quantity: 20 });
    expect(set.lines.map((line) => [line.toolId, line.quantity])).toEqual([
      [trowel.id, 20],
      [cutter.id, 2],
    ]);
    expect(set.subtotal).toBe(20 * 450 + 2 * 1200);
  });

  it('refuses below the minimum and a quantity that is not whole with 400 naming quantity, above the stock with 409, in the rule\'s words, changing nothing', async () => {
    const buyer = await customer('rule-refused');
    const trowel = await tool({ minimum: 3, stock: 10 });
    await setCartLine(buyer, trowel.id, { quantity: 5 });
    const message = RULE(3, 10);
    for (const quantity of [2, 0, -4, 2.5, 'two', null]) {
      const error = await refusal(setCartLine(buyer, trowel.id, { quantity }));
      expect(error.message, String(quantity)).toBe(message);
      expect(error.fields, String(quantity)).toEqual({ quantity: [message] });
    }
    const above = await refusal(setCartLine(buyer, trowel.id, { quantity: 11 }));
    expect(above.name).toBe('ConflictError');
    expect(above.message).toBe(message);
    // A new tool refused the same way leaves no line behind.
    const other = await tool({ minimum: 2, stock: 4 });
    expect((await refusal(setCartLine(buyer, other.id, { quantity: 5 }))).message).toBe(RULE(2, 4));
    expect(await stored(buyer)).toEqual([[trowel.id, 5]]);
  });

  it('the stock that counts is the stock now', async () => {
    const buyer = await customer('rule-now');
    const trowel = await tool({ minimum: 1, stock: 10 });
    await setCartLine(buyer, trowel.id, { quantity: 8 });
    await Tool.updateOne({ _id: trowel.id }, { $set: { stock: 6 } });
    expect((await refusal(setCartLine(buyer, trowel.id, { quantity: 7 }))).message).toBe(RULE(1, 6));
    expect(await stored(buyer)).toEqual([[trowel.id, 8]]);
    // The cart shows the stock now, so the page can say the line no longer fits.
    expect((await readCart(buyer)).lines[0]).toMatchObject({ quantity: 8, stock: 6 });
  });

  it('an unknown or malformed tool is 404; a body that is not an object is 400', async () => {
    const buyer = await customer('rule-404');
    for (const id of ['665f1c2ab7e4c1a2b3c4d5e6', 'nope', '{"$gt":""}']) {
      expect((await refusal(setCartLine(buyer, id, { quantity: 1 }))).name, id).toBe('NotFoundError');
    }
    const trowel = await tool();
    expect(await refusal(setCartLine(buyer, trowel.id, 'seven'))).toBeInstanceOf($ZodError);
    expect(await stored(buyer)).toEqual([]);
  });
});

describe('who may have a cart', () => {
  it('nobody signed in: 401; admins: 403 with a reason, for every call', async () => {
    const admin = await createCaller('cart-admin@example.com', 'admin');
    const trowel = await tool();
    const calls = (caller: Caller | null) => [
      readCart(caller),
      setCartLine(caller, trowel.id, { quantity: 2 }),
      removeCartLine(caller, trowel.id),
      mergeCart(caller, [{ toolId: trowel.id, quantity: 2 }]),
      clearCart(caller),
    ];
    for (const call of calls(null)) expect(await refusal(call)).toMatchObject({ status: 401, message: 'Sign in to continue.' });
    for (const call of calls(admin)) {
      expect(await refusal(call)).toMatchObject({ status: 403, message: 'Admins do not buy: the cart is for customers.' });
    }
    expect(await Cart.countDocuments({ userId: admin.id })).toBe(0);
  });

  it("each account has its own cart", async () => {
    const [one, two] = await Promise.all([customer('own-one'), customer('own-two')]);
    const trowel = await tool();
    await setCartLine(one, trowel.id, { quantity: 2 });
    expect((await readCart(two)).lines).toEqual([]);
    expect((await readCart(one)).lines).toHaveLength(1);
  });
});

describe('writes at once and the cap', () => {
  it('two tabs adding different tools at once keep both lines, even on a first add', async () => {
    const buyer = await customer('two-tabs');
    const tools = await Promise.all(Array.from({ length: 6 }, () => tool({ minimum: 1 })));
    await Promise.all(tools.map((each, index) => setCartLine(buyer, each.id, { quantity: index + 1 })));
    const lines = await stored(buyer);
    expect(lines).toHaveLength(6);
    expect(new Map(lines)).toEqual(new Map(tools.map((each, index) => [each.id, index + 1])));
    expect(await Cart.countDocuments({ userId: buyer.id })).toBe(1);
  });

  it('two tabs adding the same tool at once leave one line', async () => {
    const buyer = await customer('same-tool');
    const trowel = await tool({ minimum: 1 });
    await Promise.all([setCartLine(buyer, trowel.id, { quantity: 3 }), setCartLine(buyer, trowel.id, { quantity: 4 })]);
    const lines = await stored(buyer);
    expect(lines).toHaveLength(1);
    expect([3, 4]).toContain(lines[0]![1]);
  });

  it(`holds at most ${MAX_CART_LINES} tools: the next is 409 and changes nothing; the ones it holds can still change`, async () => {
    expect(MAX_CART_LINES).toBe(50);
    const buyer = await customer('full');
    const tools = await Tool.insertMany(
      Array.from({ length: MAX_CART_LINES + 2 }, (_, index) => ({ name: `Spacer ${index}`, desc: 'd', price: 10, minimum: 1, stock: 100, img: '/s.svg' })),
    );
    for (const each of tools.slice(0, MAX_CART_LINES - 1)) await setCartLine(buyer, each._id.toString(), { quantity: 1 });
    // The last two places raced for: one gets the 50th line, the other is refused.
    const [a, b] = await Promise.allSettled(tools.slice(MAX_CART_LINES - 1).map((each) => setCartLine(buyer, each._id.toString(), { quantity: 1 })));
    expect([a!.status, b!.status].sort()).toEqual(['fulfilled', 'rejected']);
    const refused = [a, b].find((result) => result!.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ name: 'ConflictError', message: 'A cart holds at most 50 tools. Check out or remove one first.' });
    expect(await stored(buyer)).toHaveLength(MAX_CART_LINES);
    const first = tools[0]!._id.toString();
    expect((await setCartLine(buyer, first, { quantity: 9 })).lines[0]).toMatchObject({ toolId: first, quantity: 9 });
    // Removing one makes room.
    await removeCartLine(buyer, first);
    expect((await setCartLine(buyer, (refused === a ? tools[MAX_CART_LINES - 1] : tools[MAX_CART_LINES])!._id.toString(), { quantity: 1 })).lines).toHaveLength(MAX_CART_LINES);
  });
});

describe('reading, removing and clearing', () => {
  it('prices at read time from the database, and drops tools deleted since', async () => {
    const buyer = await customer('read-time');
    const trowel = await tool({ price: 450, minimum: 1 });
    const cutter = await tool({ price: 900, minimum: 1 });
    await setCartLine(buyer, trowel.id, { quantity: 2 });
    await setCartLine(buyer, cutter.id, { quantity: 1 });
    await Tool.updateOne({ _id: trowel.id }, { $set: { price: 500, name: 'Renamed Trowel' } });
    expect(await readCart(buyer)).toMatchObject({
      lines: [
        { toolId: trowel.id, name: 'Renamed Trowel', unitPrice: 500, quantity: 2, lineTotal: 1000 },
        { toolId: cutter.id, unitPrice: 900, lineTotal: 900 },
      ],
      subtotal: 1900,
    });
    // The cart stores no price or name.
    const document = await Cart.findOne({ userId: buyer.id }).lean();
    expect(Object.keys(document!.lines[0]!).sort()).toEqual(['addedAt', 'quantity', 'toolId']);

    await Tool.deleteOne({ _id: cutter.id });
    expect(await readCart(buyer)).toMatchObject({ lines: [{ toolId: trowel.id }], subtotal: 1000 });
    expect(await stored(buyer)).toEqual([[trowel.id, 2]]);
  });

  it('removes a line and answers the cart; a tool it lacks changes nothing; a malformed id is 404', async () => {
    const buyer = await customer('remover');
    const trowel = await tool();
    const cutter = await tool();
    await setCartLine(buyer, trowel.id, { quantity: 2 });
    await setCartLine(buyer, cutter.id, { quantity: 2 });
    expect((await removeCartLine(buyer, trowel.id)).lines.map((line) => line.toolId)).toEqual([cutter.id]);
    expect((await removeCartLine(buyer, trowel.id)).lines.map((line) => line.toolId)).toEqual([cutter.id]);
    expect((await refusal(removeCartLine(buyer, 'nope'))).name).toBe('NotFoundError');
    // A tool deleted since can still be taken out.
    await Tool.deleteOne({ _id: cutter.id });
    expect(await removeCartLine(buyer, cutter.id)).toEqual({ lines: [], subtotal: 0 });
  });

  it('clears what was ordered, or everything', async () => {
    const buyer = await customer('clearer');
    const [a, b, c] = await Promise.all([tool(), tool(), tool()]);
    for (const each of [a, b, c]) await setCartLine(buyer, each.id, { quantity: 2 });
    await clearCart(buyer, [a.id, b.id]);
    expect(await stored(buyer)).toEqual([[c.id, 2]]);
    await clearCart(buyer);
    expect(await readCart(buyer)).toEqual({ lines: [], subtotal: 0 });
  });
});

describe('merging the browser cart at sign-in', () => {
  it('keeps the larger quantity, within the minimum and the stock, and drops tools gone or out of stock', async () => {
    const buyer = await customer('merger');
    const both = await tool({ minimum: 2, stock: 30 });
    const capped = await tool({ minimum: 1, stock: 6 });
    const accountOnly = await tool({ minimum: 1, stock: 10 });
    const browserOnly = await tool({ minimum: 4, stock: 10 });
    const soldOut = await tool({ minimum: 5, stock: 3 });
    await setCartLine(buyer, both.id, { quantity: 12 });
    await setCartLine(buyer, capped.id, { quantity: 5 });
    await setCartLine(buyer, accountOnly.id, { quantity: 3 });

    const merged = await mergeCart(buyer, [
      { toolId: both.id, quantity: 7 },
      { toolId: capped.id, quantity: 40 },
      { toolId: browserOnly.id, quantity: 2 },
      { toolId: soldOut.id, quantity: 5 },
      { toolId: '665f1c2ab7e4c1a2b3c4d5e6', quantity: 1 },
    ]);
    expect(merged.lines.map((line) => [line.toolId, line.quantity])).toEqual([
      [both.id, 12],
      [capped.id, 6],
      [accountOnly.id, 3],
      [browserOnly.id, 4],
    ]);
    // The same browser cart merged again (a second tab signing in) changes nothing.
    const again = await mergeCart(buyer, [{ toolId: both.id, quantity: 7 }, { toolId: browserOnly.id, quantity: 2 }]);
    expect(again).toEqual(merged);
  });

  it('refuses a browser cart of more than 50 lines or of bad lines, changing nothing', async () => {
    const buyer = await customer('merge-bad');
    const trowel = await tool();
    const tooMany = Array.from({ length: MAX_CART_LINES + 1 }, () => ({ toolId: trowel.id, quantity: 2 }));
    for (const input of [tooMany, [{ toolId: { $gt: '' }, quantity: 2 }], [{ toolId: trowel.id, quantity: 1.5 }], 'cart']) {
      expect(await refusal(mergeCart(buyer, input))).toBeInstanceOf($ZodError);
    }
    expect(await stored(buyer)).toEqual([]);
  });
});

describe("a visitor's cart priced", () => {
  it('prices the browser lines from the database, leaving out tools that are gone', async () => {
    const trowel = await tool({ price: 450 });
    const cutter = await tool({ price: 900 });
    await Tool.deleteOne({ _id: cutter.id });
    expect(
      await priceBrowserCart([
        { toolId: trowel.id, quantity: 3 },
        { toolId: cutter.id, quantity: 1 },
        { toolId: trowel.id, quantity: 9 },
      ]),
    ).toMatchObject({ lines: [{ toolId: trowel.id, quantity: 3, unitPrice: 450, lineTotal: 1350 }], subtotal: 1350 });
  });
});
