import 'server-only';
import mongoose, { Types, type ClientSession } from 'mongoose';
import { CACHE_TAGS, expireCached } from '@/lib/data/cache';
import { Order } from '@/models/Order';
import { Tool } from '@/models/Tool';

/**
 * The tools' stock (docs/orders.md, "Stock"): taken by an order's lines, given back once when an order is deleted,
 * cancelled or expires. Every take is one conditional update that matches only while the stock covers the quantity,
 * so nothing is ever oversold whatever the concurrency; an order of several lines takes every line or none.
 */

/** A line to take stock for: the tool, how many, and (optionally) the price the customer was shown. */
export type StockRequest = { toolId: Types.ObjectId; quantity: number; price?: number };

/** What one line's tool is now, when its stock could not be taken: for the 409 that says what changed. */
export type StockRefusal = { toolId: string; name: string | null; quantity: number; stock: number; minimum: number; price: number | null; exists: boolean };

/** The cached pages that show a tool's stock. */
export function stockTags(toolId: Types.ObjectId) {
  return [CACHE_TAGS.tools, CACHE_TAGS.tool(toolId.toString())] as const;
}

/** The match of a take: the stock covers the quantity, the quantity meets the minimum (at least 1), the price holds. */
function takeable({ toolId, quantity, price }: StockRequest) {
  return { _id: toolId, stock: { $gte: quantity }, minimum: { $gte: 1, $lte: quantity }, ...(price === undefined ? {} : { price }) };
}

/**
 * Takes `quantity` units of a tool off its stock in one atomic conditional update: it matches only while the stock
 * covers the quantity and the quantity meets the minimum (itself at least 1, so a zero or negative quantity never
 * matches and never adds stock). With `price`, only while the tool still costs that (the price the customer was
 * shown). Returns the tool as reserved (its price is the one charged), or null.
 */
export async function reserveStock(toolId: Types.ObjectId, quantity: number, { price }: { price?: number } = {}) {
  return Tool.findOneAndUpdate(takeable({ toolId, quantity, price }), { $inc: { stock: -quantity } }, { returnDocument: 'after' }).lean();
}

/** Gives reserved units back (an order deleted, cancelled or expired, or one that could not be saved). */
export async function releaseStock(toolId: Types.ObjectId, quantity: number): Promise<void> {
  if (quantity <= 0) return;
  await Tool.updateOne({ _id: toolId }, { $inc: { stock: quantity } });
}

/** Gives back what each line of an order holds, and expires the pages that show those tools' stock. */
export async function releaseLines(lines: { toolId: Types.ObjectId; reserved?: number | null; quantity: number }[]): Promise<void> {
  await Promise.all(lines.map((line) => releaseStock(line.toolId, line.reserved ?? line.quantity)));
  expireCached(...new Set(lines.flatMap((line) => stockTags(line.toolId))));
}

type HeldTool = NonNullable<Awaited<ReturnType<typeof reserveStock>>>;

/** Test seam: runs after each line's stock is taken, before the next (an injected failure or crash). */
export type AfterEachTake = (index: number) => Promise<void> | void;

/** What saves the order once its lines' stock is taken: given the tools as taken, and the transaction if there is one. */
type WriteOrder<T> = (tools: HeldTool[], session: ClientSession | null) => Promise<T>;

/** The test seam of a take (AfterEachTake), when a test passes one. */
type TakeOptions = { afterEachTake?: AfterEachTake };

/** Every line's stock taken and what the write answered, or the lines refused with nothing taken. */
type TakeOutcome<T> = { ok: true; value: T } | { ok: false; refused: StockRefusal[] };

/**
 * Takes every line's stock for the order `orderId` is about to be, or none, then runs `write` (which saves the order)
 * with the tools as taken. On a replica set this is one transaction. Elsewhere (the embedded engine has none), each
 * take also records a hold on the tool under `orderId` (models/Tool.ts) by the same update: a refused line, a failed
 * write or a thrown error gives back exactly the holds made, each by one update that removes the hold as it gives the
 * units back; a process stopped between two lines leaves holds that `releaseStrandedHolds` gives back. Answers the
 * refusals (nothing taken) or what `write` answered.
 */
export async function takeLines<T>(orderId: Types.ObjectId, requests: StockRequest[], write: WriteOrder<T>, options: TakeOptions = {}): Promise<TakeOutcome<T>> {
  if (await onReplicaSet()) return takeInTransaction(requests, write, options.afterEachTake);
  return takeLinesWithHolds(orderId, requests, write, options);
}

/**
 * takeLines without a transaction, on any engine: each take records a hold on the tool by the same update (the tests
 * of holds and stopped takes call it directly, so that they hold on a replica set too).
 */
export async function takeLinesWithHolds<T>(
  orderId: Types.ObjectId,
  requests: StockRequest[],
  write: WriteOrder<T>,
  { afterEachTake }: TakeOptions = {},
): Promise<TakeOutcome<T>> {
  try {
    for (let attempt = 1; ; attempt += 1) {
      const outcome = await takeHeld(orderId, requests, write, afterEachTake);
      // Refused while every line's stock is there: other checkouts held it for a moment. Tried again a few times, a
      // moment later, rather than telling the customer about a change that is not there.
      if (outcome.ok || outcome.refused.length > 0 || attempt === TAKE_ATTEMPTS) return outcome;
      await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 80 * attempt));
    }
  } finally {
    expireCached(...new Set(requests.flatMap((request) => stockTags(request.toolId))));
  }
}

/** How many times a take refused only by other checkouts' holds is tried. */
const TAKE_ATTEMPTS = 5;

/** One try of takeLines without transactions: each line's take recorded as a hold, given back on any failure. */
async function takeHeld<T>(
  orderId: Types.ObjectId,
  requests: StockRequest[],
  write: WriteOrder<T>,
  afterEachTake: AfterEachTake | undefined,
): Promise<TakeOutcome<T>> {
  // Taken in one order (by tool) by every checkout, so that two carts of the same tools do not each hold one tool
  // the other needs; answered in the order asked.
  const order = requests.map((_, index) => index).sort((a, b) => requests[a]!.toolId.toString().localeCompare(requests[b]!.toolId.toString()));
  const taken: (HeldTool | undefined)[] = new Array(requests.length);
  const mine: StockRequest[] = [];
  try {
    for (const [step, index] of order.entries()) {
      const request = requests[index]!;
      const tool = await Tool.findOneAndUpdate(
        { ...takeable(request), 'holds.orderId': { $ne: orderId } },
        { $inc: { stock: -request.quantity }, $push: { holds: { orderId, quantity: request.quantity, at: new Date() } } },
        { returnDocument: 'after' },
      ).lean();
      if (!tool) {
        await giveBackHolds(orderId, mine);
        return { ok: false, refused: await refusalsOf(requests) };
      }
      taken[index] = tool;
      mine.push(request);
      await afterEachTake?.(step);
    }
    // A checkout stalled past STRANDED_AFTER_MS may have had its holds given back by the schedule: then it holds
    // nothing and must not write an order that claims the units.
    const still = await Tool.countDocuments({ _id: { $in: mine.map((request) => request.toolId) }, 'holds.orderId': orderId });
    if (still !== new Set(mine.map((request) => request.toolId.toString())).size) throw new HoldsLost();
    const value = await write(taken as HeldTool[], null);
    // The order is saved: it records what its lines took, so the holds are no longer needed.
    await Tool.updateMany({ 'holds.orderId': orderId }, { $pull: { holds: { orderId } } });
    return { ok: true, value };
  } catch (error) {
    // Only the holds this call made: another call for the same order (a late payment's racing notices) keeps its own.
    await giveBackHolds(orderId, mine);
    if (error instanceof HoldsLost) return { ok: false, refused: await refusalsOf(requests) };
    throw error;
  }
}

/** A take whose holds were given back by the schedule while it stalled. */
class HoldsLost extends Error {}

/** On a replica set: every take and the order's write in one transaction, undone as a whole on any failure. */
async function takeInTransaction<T>(
  requests: StockRequest[],
  write: WriteOrder<T>,
  afterEachTake: AfterEachTake | undefined,
): Promise<TakeOutcome<T>> {
  const session = await mongoose.startSession();
  try {
    let value: T | undefined;
    await session.withTransaction(async () => {
      const taken: HeldTool[] = [];
      for (const [index, request] of requests.entries()) {
        const tool = await Tool.findOneAndUpdate(takeable(request), { $inc: { stock: -request.quantity } }, { returnDocument: 'after', session }).lean();
        // Thrown, so that the transaction is aborted and every take before this one undone.
        if (!tool) throw new LineRefused();
        taken.push(tool);
        await afterEachTake?.(index);
      }
      value = await write(taken, session);
    });
    return { ok: true, value: value as T };
  } catch (error) {
    if (error instanceof LineRefused) return { ok: false, refused: await refusalsOf(requests) };
    throw error;
  } finally {
    await session.endSession();
    expireCached(...new Set(requests.flatMap((request) => stockTags(request.toolId))));
  }
}

/** A line whose stock could not be taken inside a transaction: it aborts the transaction. */
class LineRefused extends Error {}

/** Gives back the holds made for `orderId`: each tool's units and hold in one update, so each is given back once. */
async function giveBackHolds(orderId: Types.ObjectId, requests: StockRequest[]): Promise<void> {
  for (const request of requests) {
    await Tool.updateOne(
      { _id: request.toolId, holds: { $elemMatch: { orderId, quantity: request.quantity } } },
      { $inc: { stock: request.quantity }, $pull: { holds: { orderId } } },
    );
  }
}

/** Each line as its tool is now: which could not be taken, and why (gone, too few, another price). */
async function refusalsOf(requests: StockRequest[]): Promise<StockRefusal[]> {
  const tools = await Tool.find({ _id: { $in: requests.map((request) => request.toolId) } }).select({ name: 1, stock: 1, minimum: 1, price: 1 }).lean();
  const byId = new Map(tools.map((tool) => [tool._id.toString(), tool]));
  return requests.flatMap((request) => {
    const tool = byId.get(request.toolId.toString());
    const fits = tool && tool.stock >= request.quantity && tool.minimum <= request.quantity && (request.price === undefined || tool.price === request.price);
    if (fits) return [];
    return [
      {
        toolId: request.toolId.toString(),
        name: tool?.name ?? null,
        quantity: request.quantity,
        stock: tool?.stock ?? 0,
        minimum: tool?.minimum ?? 1,
        price: tool?.price ?? null,
        exists: Boolean(tool),
      },
    ];
  });
}

/** How old a hold must be before the schedule takes it for one a stopped checkout left. */
export const STRANDED_AFTER_MS = 5 * 60_000;

/**
 * The schedule's part (lib/data/payment-schedule.ts): holds older than STRANDED_AFTER_MS belong to a take that
 * stopped. If its order was saved holding the units (`orderHolds`: the order's line of the tool holds them), the hold
 * is only dropped; if not (no order, or an expired order whose late payment's retake stopped), the units go back with
 * the hold, in one update each. Answers how many units went back.
 */
export async function releaseStrandedHolds(now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - STRANDED_AFTER_MS);
  const tools = await Tool.find({ 'holds.at': { $lte: before } }).select({ holds: 1 }).limit(100).lean();
  let returned = 0;
  for (const tool of tools) {
    for (const hold of tool.holds ?? []) {
      if (hold.at > before) continue;
      if (await orderHolds(hold.orderId, tool._id)) {
        await Tool.updateOne({ _id: tool._id }, { $pull: { holds: { orderId: hold.orderId } } });
        continue;
      }
      const result = await Tool.updateOne(
        { _id: tool._id, holds: { $elemMatch: { orderId: hold.orderId, quantity: hold.quantity } } },
        { $inc: { stock: hold.quantity }, $pull: { holds: { orderId: hold.orderId } } },
      );
      if (result.modifiedCount > 0) {
        returned += hold.quantity;
        expireCached(...stockTags(tool._id));
      }
    }
  }
  return returned;
}

/** Whether an order was saved holding a tool's units: its line of the tool holds some, and it is neither expired nor cancelled. */
async function orderHolds(orderId: Types.ObjectId, toolId: Types.ObjectId): Promise<boolean> {
  const order = await Order.exists({
    _id: orderId,
    status: { $nin: ['expired', 'cancelled'] },
    lines: { $elemMatch: { toolId, reserved: { $gt: 0 } } },
  });
  return Boolean(order);
}

let replicaSet: Promise<boolean> | null = null;

/** Whether the database runs as a replica set, and so has transactions (asked once per process). */
async function onReplicaSet(): Promise<boolean> {
  replicaSet ??= (async () => {
    try {
      const hello = await mongoose.connection.db!.admin().command({ hello: 1 });
      return typeof hello.setName === 'string' && hello.setName.length > 0;
    } catch {
      return false;
    }
  })();
  return replicaSet;
}

/** A new order id, made before the order is written so that its holds can name it. */
export function newOrderId(): Types.ObjectId {
  return new Types.ObjectId();
}
