import { randomUUID } from 'node:crypto';
import { Types } from 'mongoose';
import { beforeAll, describe, expect, it } from 'vitest';
import { CartChangedError } from '@/lib/domain/errors';
import { errorAnswer } from '@/lib/http/answers';
import { Cart } from '@/models/Cart';
import { Order } from '@/models/Order';
import { Tool } from '@/models/Tool';
import { createCaller } from '@/test/callers';
import { withTestDatabase } from '@/test/database';
import { setCartLine } from './cart';
import { checkout } from './checkout';
import { releaseStrandedHolds, STRANDED_AFTER_MS, takeLinesWithHolds, type StockRequest } from './stock';

withTestDatabase('data_stock');

const delivery = { phone: '01711000111', address: '12 Tejgaon Industrial Area', district: 'Dhaka' };

async function makeTool(stock: number, { price = 100, minimum = 1 }: { price?: number; minimum?: number } = {}) {
  return Tool.create({ name: `Stock Trowel ${randomUUID().slice(0, 8)}`, desc: 'd', price, minimum, stock, img: '/t.svg' });
}

const customer = (label: string) => createCaller(`${label}-${randomUUID().slice(0, 8)}@example.com`);

/** Each tool's stock and holds as stored now. */
async function stockOf(tools: { _id: Types.ObjectId }[]) {
  const stored = await Tool.find({ _id: { $in: tools.map((tool) => tool._id) } }).lean();
  const byId = new Map(stored.map((tool) => [tool._id.toString(), tool]));
  return tools.map((tool) => {
    const now = byId.get(tool._id.toString())!;
    return { stock: now.stock, holds: now.holds ?? [] };
  });
}

/** What a promise rejected with (it must reject). */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: unknown) => error,
  );
}

/** The schedule's own test of whether a hold's order was saved (lib/data/payment-schedule.ts). */

const minutesAfter = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000);

describe('checkouts racing for scarce stock', () => {
  type Line = { tool: Awaited<ReturnType<typeof makeTool>>; quantity: number };
  let tools: Awaited<ReturnType<typeof makeTool>>[];
  let before: number[];
  let buyers: Awaited<ReturnType<typeof customer>>[];
  let carts: Line[][];
  let seen: number[];
  let placed: { index: number; order: Awaited<ReturnType<typeof checkout>> }[];
  let refused: { index: number; error: unknown }[];

  // One race, read by the tests below: 30 customers check out at once, their carts overlapping, the stock short.
  beforeAll(async () => {
    tools = await Promise.all([makeTool(9), makeTool(6, { price: 250 }), makeTool(12, { price: 40, minimum: 2 }), makeTool(4, { price: 900 })]);
    before = (await stockOf(tools)).map((tool) => tool.stock);
    buyers = await Promise.all(Array.from({ length: 30 }, (_, index) => customer(`racer-${index}`)));
    // Each cart holds two or three of the tools, overlapping the others', each line within the stock on its own.
    carts = buyers.map((_, index) => {
      const picked = [tools[index % 4]!, tools[(index + 1) % 4]!, ...(index % 3 === 0 ? [tools[(index + 2) % 4]!] : [])];
      return picked.map((tool) => ({ tool, quantity: Math.max(tool.minimum, 1 + (index % 3)) }));
    });
    for (const [index, buyer] of buyers.entries()) {
      for (const { tool, quantity } of carts[index]!) await setCartLine(buyer, tool._id.toString(), { quantity });
    }

    // Watch the stock while the checkouts run: it must never go below zero, even for a moment.
    let watching = true;
    seen = [];
    const watcher = (async () => {
      while (watching) {
        seen.push(...(await stockOf(tools)).map((tool) => tool.stock));
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
    })();
    const results = await Promise.allSettled(buyers.map((buyer) => checkout(buyer, delivery)));
    watching = false;
    await watcher;
    placed = results.flatMap((result, index) => (result.status === 'fulfilled' ? [{ index, order: result.value }] : []));
    refused = results.flatMap((result, index) => (result.status === 'rejected' ? [{ index, error: result.reason as unknown }] : []));
  }, 60_000);

  it('the carts together ask for more than there is', () => {
    const demand = tools.map((tool) => carts.flat().filter((line) => line.tool._id.equals(tool._id)).reduce((sum, line) => sum + line.quantity, 0));
    for (const [index, stock] of before.entries()) expect(demand[index]).toBeGreaterThan(stock);
  });

  it('nothing oversold or lost: for every tool, sold + left == before, never below zero, no hold left; every order whole', async () => {
    expect(Math.min(...seen)).toBeGreaterThanOrEqual(0);
    const after = await stockOf(tools);
    const orders = await Order.find({}).lean();
    expect(orders).toHaveLength(placed.length);
    for (const [index, tool] of tools.entries()) {
      const sold = orders.flatMap((order) => order.lines).filter((line) => line.toolId.equals(tool._id)).reduce((sum, line) => sum + (line.reserved ?? 0), 0);
      expect(sold + after[index]!.stock, tool.name).toBe(before[index]);
      expect(after[index]!.stock, tool.name).toBeGreaterThanOrEqual(0);
      expect(after[index]!.holds, tool.name).toEqual([]);
    }
    // Every order has every line of its cart, each line's units taken; its customer's cart is emptied of them.
    for (const { index, order } of placed) {
      const stored = (await Order.findById(order.orderId).lean())!;
      expect(stored.lines.map((line) => [line.toolId.toString(), line.quantity, line.reserved])).toEqual(
        carts[index]!.map(({ tool, quantity }) => [tool._id.toString(), quantity, quantity]),
      );
      expect(stored.subtotal).toBe(carts[index]!.reduce((sum, { tool, quantity }) => sum + tool.price * quantity, 0));
      expect(((await Cart.findOne({ userId: buyers[index]!.id }).lean())?.lines ?? []).length).toBe(0);
    }
    // Every refusal is a 409 CartChangedError; nothing of that cart was ordered, and the cart stays as it was.
    for (const { index, error } of refused) {
      expect(error).toBeInstanceOf(CartChangedError);
      expect(errorAnswer(error).status).toBe(409);
      expect(await Order.countDocuments({ email: buyers[index]!.email })).toBe(0);
      expect(((await Cart.findOne({ userId: buyers[index]!.id }).lean())?.lines ?? []).length).toBe(carts[index]!.length);
    }
  });

  it('the stock is sold to somebody, and every refusal names a line of that cart whose stock is short', () => {
    // Each refusal says what changed (docs/orders.md, "Checkout": "409 naming each change"), about a line of its cart.
    const unnamed = refused.filter(({ error }) => (error as CartChangedError).changes.length === 0);
    expect(
      unnamed.length,
      `${placed.length} placed, ${refused.length} refused, ${unnamed.length} of them naming no change (refused only because other checkouts held the units for a moment)`,
    ).toBe(0);
    for (const { index, error } of refused) {
      const inCart = carts[index]!.map(({ tool }) => tool._id.toString());
      for (const change of (error as CartChangedError).changes) expect(inCart).toContain(change.toolId);
    }
    expect(placed.length).toBeGreaterThan(0);
  });
});

describe('a failure between two lines', () => {
  it('an injected failure after the first line leaves every stock as it was, no hold, no order, and the cart as it was', async () => {
    const buyer = await customer('injected');
    const tools = await Promise.all([makeTool(5), makeTool(7), makeTool(3)]);
    for (const tool of tools) await setCartLine(buyer, tool._id.toString(), { quantity: 2 });
    const before = await stockOf(tools);
    const taken: number[] = [];
    const error = await rejection(
      checkout(buyer, delivery, {
        afterEachTake: async (index) => {
          taken.push(index);
          // Mid-way, the first line's units are off the stock and held for the order being placed.
          const [first] = await stockOf(tools);
          expect(first!.stock).toBe(3);
          if (index === 0) throw new Error('injected between two lines');
        },
      }),
    );
    expect((error as Error).message).toBe('injected between two lines');
    expect(taken).toEqual([0]);
    expect(await stockOf(tools)).toEqual(before);
    expect(before.every((tool) => tool.holds.length === 0)).toBe(true);
    expect(await Order.countDocuments({ email: buyer.email })).toBe(0);
    expect((await Cart.findOne({ userId: buyer.id }).lean())!.lines.map((line) => line.quantity)).toEqual([2, 2, 2]);
  });

  it('a failure after the last line (the order cannot be written) gives every line back too', async () => {
    const tools = await Promise.all([makeTool(5), makeTool(7)]);
    const before = await stockOf(tools);
    const requests: StockRequest[] = tools.map((tool) => ({ toolId: tool._id, quantity: 2 }));
    const error = await rejection(
      takeLinesWithHolds(new Types.ObjectId(), requests, async () => {
        throw new Error('the order could not be written');
      }),
    );
    expect((error as Error).message).toBe('the order could not be written');
    expect(await stockOf(tools)).toEqual(before);
  });

  it('a refused line gives back the holds of the lines before it, and names the line', async () => {
    const buyer = await customer('refused-line');
    const tools = await Promise.all([makeTool(5), makeTool(7), makeTool(6)]);
    for (const tool of tools) await setCartLine(buyer, tool._id.toString(), { quantity: 4 });
    // The third line's stock goes, after the cart was filled and before the checkout.
    await Tool.updateOne({ _id: tools[2]!._id }, { $set: { stock: 3 } });
    const before = await stockOf(tools);
    const reached: number[] = [];
    const error = await rejection(checkout(buyer, delivery, { afterEachTake: (index) => void reached.push(index) }));
    // The first two lines were taken before the third was refused...
    expect(reached).toEqual([0, 1]);
    // ...and given back: every stock as it was, no hold, no order.
    expect(await stockOf(tools)).toEqual(before);
    expect(error).toBeInstanceOf(CartChangedError);
    expect((error as CartChangedError).changes).toEqual([{ toolId: tools[2]!._id.toString(), name: tools[2]!.name, problem: expect.stringContaining(tools[2]!.name) }]);
    expect(await Order.countDocuments({ email: buyer.email })).toBe(0);

    // takeLines itself: the refusal says what the tool is now, and the order is never written.
    let written = false;
    const refused = await takeLinesWithHolds(
      new Types.ObjectId(),
      tools.map((tool) => ({ toolId: tool._id, quantity: 4 })),
      async () => {
        written = true;
      },
    );
    expect(refused).toEqual({
      ok: false,
      refused: [{ toolId: tools[2]!._id.toString(), name: tools[2]!.name, quantity: 4, stock: 3, minimum: 1, price: 100, exists: true }],
    });
    expect(written).toBe(false);
    expect(await stockOf(tools)).toEqual(before);
  });
});

describe('a checkout stopped between two lines', () => {
  /**
   * A checkout of two lines that stops for good after taking the first (the process died): its afterEachTake never
   * settles. Answers the order id its holds name, once the first line is taken.
   */
  async function stoppedAfterFirstLine(tools: { _id: Types.ObjectId }[], quantity: number): Promise<Types.ObjectId> {
    const orderId = new Types.ObjectId();
    let firstTaken!: () => void;
    const taken = new Promise<void>((resolve) => (firstTaken = resolve));
    void takeLinesWithHolds(
      orderId,
      tools.map((tool) => ({ toolId: tool._id, quantity })),
      async () => {
        throw new Error('never reached');
      },
      {
        afterEachTake: () => {
          firstTaken();
          return new Promise<void>(() => {});
        },
      },
    );
    await taken;
    return orderId;
  }

  it('the schedule gives the first line back exactly once (two runs at once), and the hold is gone', async () => {
    const tools = await Promise.all([makeTool(10), makeTool(10)]);
    const orderId = await stoppedAfterFirstLine(tools, 3);
    const [first, second] = await stockOf(tools);
    expect(first!.stock).toBe(7);
    expect(first!.holds).toEqual([{ orderId, quantity: 3, at: expect.any(Date) }]);
    expect(second).toEqual({ stock: 10, holds: [] });
    const at = first!.holds[0]!.at;

    // Younger than five minutes: the checkout may still be running, so the hold stays.
    expect(await releaseStrandedHolds(minutesAfter(at, 4))).toBe(0);
    expect((await stockOf(tools))[0]).toEqual(first);

    // Six minutes on, two runs of the schedule at once: the three units come back once.
    const returned = await Promise.all([releaseStrandedHolds(minutesAfter(at, 6)), releaseStrandedHolds(minutesAfter(at, 6))]);
    expect(returned.reduce((sum, units) => sum + units, 0)).toBe(3);
    expect(await stockOf(tools)).toEqual([
      { stock: 10, holds: [] },
      { stock: 10, holds: [] },
    ]);
    // And again later: nothing more.
    expect(await releaseStrandedHolds(minutesAfter(at, 60))).toBe(0);
    expect((await stockOf(tools))[0]!.stock).toBe(10);
  });

  it('a hold whose order was saved (stopped before the holds were dropped) is only dropped: the order has the units', async () => {
    const tool = await makeTool(10);
    const orderId = new Types.ObjectId();
    const at = new Date(Date.now() - STRANDED_AFTER_MS - 60_000);
    // As takeLines leaves it when the process stops after writing the order and before dropping its holds.
    await Tool.updateOne({ _id: tool._id }, { $inc: { stock: -4 }, $push: { holds: { orderId, quantity: 4, at } } });
    await Order.create({
      _id: orderId,
      lines: [{ toolId: tool._id, product: tool.name, quantity: 4, unitPrice: 100, lineTotal: 400, reserved: 4 }],
      subtotal: 400,
      deliveryCharge: 80,
      total: 480,
      email: 'saved@example.com',
      userName: 'Saved',
      phone: '01711000111',
      address: 'Dhaka',
      district: 'Dhaka',
    });
    // Another checkout's hold, younger, on the same tool: left alone.
    const younger = new Types.ObjectId();
    await Tool.updateOne({ _id: tool._id }, { $inc: { stock: -1 }, $push: { holds: { orderId: younger, quantity: 1, at: new Date() } } });

    expect(await releaseStrandedHolds(new Date())).toBe(0);
    expect(await stockOf([tool])).toEqual([{ stock: 5, holds: [{ orderId: younger, quantity: 1, at: expect.any(Date) }] }]);
    // The younger checkout ends (refused, say): its unit goes back with its hold, as takeLines gives it back.
    await Tool.updateOne({ _id: tool._id, 'holds.orderId': younger }, { $inc: { stock: 1 }, $pull: { holds: { orderId: younger } } });
  });

  it('a resumed checkout does not give back units the schedule already gave back', async () => {
    const tools = await Promise.all([makeTool(10), makeTool(10)]);
    const orderId = new Types.ObjectId();
    let firstTaken!: () => void;
    const taken = new Promise<void>((resolve) => (firstTaken = resolve));
    let fail!: (error: Error) => void;
    const stalled = takeLinesWithHolds(
      orderId,
      tools.map((tool) => ({ toolId: tool._id, quantity: 3 })),
      async () => 'written',
      {
        afterEachTake: () => {
          firstTaken();
          return new Promise<void>((_, reject) => (fail = reject));
        },
      },
    );
    await taken;
    const at = (await stockOf(tools))[0]!.holds[0]!.at;
    expect(await releaseStrandedHolds(minutesAfter(at, 6))).toBe(3);
    // The stalled checkout fails at last and gives back what it holds: nothing any more.
    fail(new Error('stalled checkout gives up'));
    await expect(stalled).rejects.toThrow('stalled checkout gives up');
    expect(await stockOf(tools)).toEqual([
      { stock: 10, holds: [] },
      { stock: 10, holds: [] },
    ]);
  });
  it('a checkout stalled past the schedule that then goes on does not sell the units given back', async () => {
    const tools = await Promise.all([makeTool(10), makeTool(10)]);
    let firstTaken!: () => void;
    const taken = new Promise<void>((resolve) => (firstTaken = resolve));
    let goOn!: () => void;
    const orderId = new Types.ObjectId();
    // Stalls once: a take refused for holds it lost is tried again, and that try runs straight through.
    let stalledOnce = false;
    const stalled = takeLinesWithHolds(orderId, tools.map((tool) => ({ toolId: tool._id, quantity: 3 })), async () => 'written', {
      afterEachTake: (index) => {
        if (index > 0 || stalledOnce) return;
        stalledOnce = true;
        firstTaken();
        return new Promise<void>((resolve) => (goOn = resolve));
      },
    });
    await taken;
    const at = (await stockOf(tools))[0]!.holds[0]!.at;
    expect(await releaseStrandedHolds(minutesAfter(at, 6))).toBe(3);
    goOn();
    const written = await stalled.then(
      (outcome) => outcome.ok,
      () => false,
    );
    const [first, second] = await stockOf(tools);
    // Either it stops (nothing taken, every stock whole) or its order's lines hold units that really came off the
    // stock (3 of each): never an order written for the first line's units after they went back on sale.
    expect([
      [false, 10, 10],
      [true, 7, 7],
    ]).toContainEqual([written, first!.stock, second!.stock]);
    expect([first!.holds, second!.holds]).toEqual([[], []]);
  });
});

describe("a late payment's retake stopped between two lines (lib/data/payments.ts revive)", () => {
  it('its order exists, expired and holding nothing: the schedule gives the units back all the same', async () => {
    const tools = await Promise.all([makeTool(10), makeTool(10)]);
    // An order that expired unpaid: its lines gave their units back (reserved 0).
    const expired = await Order.create({
      lines: tools.map((tool) => ({ toolId: tool._id, product: tool.name, quantity: 3, unitPrice: 100, lineTotal: 300, reserved: 0 })),
      subtotal: 600,
      deliveryCharge: 80,
      total: 680,
      email: 'late-payer@example.com',
      userName: 'Late Payer',
      phone: '01711000111',
      address: 'Dhaka',
      district: 'Dhaka',
      status: 'expired',
      payment: { method: 'online', status: 'expired', tranId: 'MRTLATE1' },
    });
    // Its late payment retakes every line under the order's own id (as revive does), and the process stops after the first.
    let firstTaken!: () => void;
    const taken = new Promise<void>((resolve) => (firstTaken = resolve));
    void takeLinesWithHolds(expired._id, tools.map((tool) => ({ toolId: tool._id, quantity: 3 })), async () => 'never', {
      afterEachTake: () => {
        firstTaken();
        return new Promise<void>(() => {});
      },
    });
    await taken;
    const at = (await stockOf(tools))[0]!.holds[0]!.at;
    expect((await stockOf(tools)).map((tool) => tool.stock)).toEqual([7, 10]);

    // The schedule, with its own test of a saved order (lib/data/payment-schedule.ts).
    await releaseStrandedHolds(minutesAfter(at, 6));
    // The order records none of those units (still expired, its lines holding 0): they must be back on sale.
    expect((await Order.findById(expired._id).lean())!.lines.map((line) => line.reserved)).toEqual([0, 0]);
    expect(await stockOf(tools)).toEqual([
      { stock: 10, holds: [] },
      { stock: 10, holds: [] },
    ]);
  });
});

describe('two takes for one order at once (the racing notices of a late payment, lib/data/payments.ts revive)', () => {
  it('the take that is refused gives back none of the units the other take holds', async () => {
    const tool = await makeTool(2);
    const orderId = new Types.ObjectId();
    const requests = [{ toolId: tool._id, quantity: 2 }];
    let firstTaken!: () => void;
    const taken = new Promise<void>((resolve) => (firstTaken = resolve));
    let goOn!: () => void;
    const first = takeLinesWithHolds(orderId, requests, async () => 'first', {
      afterEachTake: () => {
        firstTaken();
        return new Promise<void>((resolve) => (goOn = resolve));
      },
    });
    await taken;
    // The second notice of the same payment: refused, since this order already holds the tool.
    const second = await takeLinesWithHolds(orderId, requests, async () => 'second');
    expect(second.ok).toBe(false);
    goOn();
    expect(await first).toEqual({ ok: true, value: 'first' });
    // The first take's order holds 2 units: none may be back on the stock.
    expect(await stockOf([tool])).toEqual([{ stock: 0, holds: [] }]);
  });
});
