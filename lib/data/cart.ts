import 'server-only';
import { Types } from 'mongoose';
import { AccessDeniedError, isAdmin, isSignedIn, requireAccess } from '@/lib/domain/access';
import type { Caller } from '@/lib/auth/caller-type';
import { connectToDatabase } from '@/lib/infra/db';
import { ConflictError, InvalidInputError, NotFoundError } from '@/lib/domain/errors';
import { cartTexts, refusals } from '@/lib/texts';
import { cartLineSchema, cartMergeSchema, MAX_CART_LINES } from '@/lib/validation/cart';
import { isObjectIdText } from '@/lib/validation/common';
import { quantityRuleMessage } from '@/lib/validation/orders';
import { Cart } from '@/models/Cart';
import { Tool } from '@/models/Tool';
import type { CartLineView, CartView } from '@/lib/data/cart-types';

/**
 * The cart (docs/shop.md, "The cart"): a signed-in customer's is one document per account (models/Cart.ts); a
 * visitor's lives in their browser (components/cart/cart-store.ts) and is priced here. A cart holds tools and
 * quantities only: names, prices and stock are read from the tools every time a cart is shown, never from the cart.
 * A line's quantity follows the purchase rule (between the tool's minimum order and its stock, the rule's own words).
 */

/** A cart and its lines as pages and the API show them: lib/data/cart-types.ts. */
export type { CartLineView, CartView };

type StoredLine = { toolId: Types.ObjectId; quantity: number };
type ToolFacts = { _id: Types.ObjectId; name: string; price: number; minimum: number; stock: number; img: string };

/** 403 with words of its own: admins manage the shop and do not buy (docs/shop.md, People). */
/** 403 for an admin at the cart or the checkout, saying why. */
export class AdminsDoNotBuyError extends AccessDeniedError {
  constructor() {
    super(403);
    this.message = cartTexts.adminsDoNotBuy;
  }
}

/** Carts are for signed-in customers: nobody signed in is 401, an admin 403. */
function requireCustomer(caller: Caller | null): Caller {
  const who = requireAccess(caller, isSignedIn);
  if (isAdmin(who)) throw new AdminsDoNotBuyError();
  return who;
}

const accountOf = (caller: Caller) => new Types.ObjectId(caller.id);

/** A tool id from a path: ObjectId text (any case), else no such tool (404). */
function toolIdFrom(id: string): Types.ObjectId {
  if (!isObjectIdText(id)) throw new NotFoundError(refusals.noTool);
  return new Types.ObjectId(id.toLowerCase());
}

/** The fields of the tools a cart shows, read from the database now, by id. */
async function readTools(ids: Types.ObjectId[]): Promise<Map<string, ToolFacts>> {
  if (ids.length === 0) return new Map();
  const tools = await Tool.find({ _id: { $in: ids } })
    .select({ name: 1, price: 1, minimum: 1, stock: 1, img: 1 })
    .lean<ToolFacts[]>();
  return new Map(tools.map((tool) => [tool._id.toString(), tool]));
}

/** The lines priced with the tools as they are now; lines whose tool is gone are left out. */
function priced(lines: StoredLine[], tools: Map<string, ToolFacts>): CartView {
  const shown = lines.flatMap((line): CartLineView[] => {
    const tool = tools.get(line.toolId.toString());
    if (!tool) return [];
    const { name, price, minimum, stock, img } = tool;
    return [{ toolId: tool._id.toString(), name, unitPrice: price, quantity: line.quantity, lineTotal: price * line.quantity, minimum, stock, img }];
  });
  return { lines: shown, subtotal: shown.reduce((sum, line) => sum + line.lineTotal, 0) };
}

/** The purchase rule for a line: 400 (naming `quantity`) below the minimum or not a whole number, 409 above the stock now. */
function checkQuantity(quantity: number, tool: ToolFacts): void {
  const message = quantityRuleMessage(tool.minimum, tool.stock);
  if (!Number.isInteger(quantity) || quantity < Math.max(1, tool.minimum)) throw new InvalidInputError(message, { quantity: [message] });
  if (quantity > tool.stock) throw new ConflictError(message);
}

/** The quantity of a body (`{ quantity }`); one that is not a whole number is refused with the rule's words too. */
function quantityOf(input: unknown, tool: ToolFacts): number {
  const parsed = cartLineSchema.safeParse(input);
  if (parsed.success) return parsed.data.quantity;
  if (parsed.error.issues.some((issue) => issue.path[0] === 'quantity')) {
    const message = quantityRuleMessage(tool.minimum, tool.stock);
    throw new InvalidInputError(message, { quantity: [message] });
  }
  throw parsed.error;
}

/** Makes the account's cart document if it has none; the unique index makes a racing twin a no-op. */
async function ensureCart(userId: Types.ObjectId): Promise<void> {
  try {
    await Cart.updateOne({ userId }, { $setOnInsert: { lines: [] } }, { upsert: true });
  } catch (error) {
    if ((error as { code?: number } | null)?.code !== 11000) throw error;
  }
}

/** How many times a write is tried again after another tab changed the cart between its read and its update. */
const WRITE_ATTEMPTS = 10;

/**
 * Puts `quantity` of a tool in the account's cart, each change one conditional single-document update, so that two tabs
 * writing at once never lose a line: a line's quantity is set only while the line is still where the cart was read
 * to hold it (a line taken out meanwhile moves the ones after it), and a line is pushed only while the cart still
 * lacks the tool and has room; otherwise the cart is read again. Answers false when the cart is full.
 * (By its position rather than with MongoDB's positional `$`, which the embedded test engine does not implement.)
 */
async function writeLine(userId: Types.ObjectId, toolId: Types.ObjectId, quantity: number): Promise<boolean> {
  for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt += 1) {
    const cart = await Cart.findOne({ userId }).select({ lines: 1 }).lean();
    const lines = cart?.lines ?? [];
    const index = lines.findIndex((line) => line.toolId.equals(toolId));
    if (index >= 0) {
      const set = await Cart.updateOne({ userId, [`lines.${index}.toolId`]: toolId }, { $set: { [`lines.${index}.quantity`]: quantity } });
      if (set.matchedCount > 0) return true;
      continue;
    }
    if (lines.length >= MAX_CART_LINES) return false;
    if (!cart) await ensureCart(userId);
    const pushed = await Cart.updateOne(
      { userId, 'lines.toolId': { $ne: toolId }, [`lines.${MAX_CART_LINES - 1}`]: { $exists: false } },
      { $push: { lines: { toolId, quantity, addedAt: new Date() } } },
    );
    if (pushed.matchedCount > 0) return true;
    // Another tab added this tool meanwhile (its line is set on the next round), or filled the cart.
  }
  throw new Error(`The cart of ${userId.toString()} kept changing while a line was written.`);
}

/** Takes the tools' lines out of the account's cart (one `$pull` each: the embedded test engine's `$pull` knows no `$in`). */
async function pullLines(userId: Types.ObjectId, toolIds: Types.ObjectId[]): Promise<void> {
  await Promise.all(toolIds.map((toolId) => Cart.updateOne({ userId }, { $pull: { lines: { toolId } } })));
}

/** The account's cart as it is now, lines of tools deleted since taken out of it. */
async function cartOf(userId: Types.ObjectId): Promise<CartView> {
  const cart = await Cart.findOne({ userId }).select({ lines: 1 }).lean();
  const lines = cart?.lines ?? [];
  const tools = await readTools(lines.map((line) => line.toolId));
  const gone = lines.filter((line) => !tools.has(line.toolId.toString())).map((line) => line.toolId);
  await pullLines(userId, gone);
  return priced(lines, tools);
}

/** The caller's cart, priced now (`GET /api/cart`). Signed-in customers only. */
export async function readCart(caller: Caller | null): Promise<CartView> {
  const customer = requireCustomer(caller);
  await connectToDatabase();
  return cartOf(accountOf(customer));
}

/**
 * Adds a tool to the caller's cart, or sets how many of it the cart holds (`PUT /api/cart/lines/{toolId}`,
 * `{ quantity }`), and answers the cart. The purchase rule with its own words: below the minimum or not a whole number
 * 400 (`fields.quantity`), above the stock now 409; a 51st tool 409; no such tool 404. A refusal changes nothing.
 */
export async function setCartLine(caller: Caller | null, toolId: string, input: unknown): Promise<CartView> {
  const customer = requireCustomer(caller);
  const id = toolIdFrom(toolId);
  await connectToDatabase();
  const tool = (await readTools([id])).get(id.toString());
  if (!tool) throw new NotFoundError(refusals.noTool);
  const quantity = quantityOf(input, tool);
  checkQuantity(quantity, tool);
  const userId = accountOf(customer);
  if (!(await writeLine(userId, id, quantity))) throw new ConflictError(cartTexts.full(MAX_CART_LINES));
  return cartOf(userId);
}

/** Takes a tool out of the caller's cart (`DELETE /api/cart/lines/{toolId}`) and answers the cart; a tool it lacks changes nothing. */
export async function removeCartLine(caller: Caller | null, toolId: string): Promise<CartView> {
  const customer = requireCustomer(caller);
  const id = toolIdFrom(toolId);
  await connectToDatabase();
  const userId = accountOf(customer);
  await pullLines(userId, [id]);
  return cartOf(userId);
}

/**
 * The browser's cart at sign-in, merged into the account's, and the cart answered. For a tool in both, the larger
 * quantity; every line brought within the tool's minimum and its stock now. A line whose tool is gone or out of stock
 * (less than its minimum order left) is dropped; lines past the cart's room are too. Merging the same browser cart
 * again changes nothing, so two tabs signing in at once cannot double a quantity.
 */
export async function mergeCart(caller: Caller | null, input: unknown): Promise<CartView> {
  const customer = requireCustomer(caller);
  const incoming = cartMergeSchema.parse(input);
  await connectToDatabase();
  const userId = accountOf(customer);
  const wanted = new Map<string, number>();
  for (const line of incoming) {
    const key = line.toolId.toLowerCase();
    wanted.set(key, Math.max(wanted.get(key) ?? 0, line.quantity));
  }
  const [cart, tools] = await Promise.all([
    Cart.findOne({ userId }).select({ lines: 1 }).lean(),
    readTools([...wanted.keys()].map((key) => new Types.ObjectId(key))),
  ]);
  const held = new Map((cart?.lines ?? []).map((line) => [line.toolId.toString(), line.quantity]));
  for (const [key, quantity] of wanted) {
    const tool = tools.get(key);
    if (!tool || tool.stock < Math.max(1, tool.minimum)) continue;
    const merged = Math.min(Math.max(quantity, held.get(key) ?? 0, tool.minimum), tool.stock);
    if (merged === held.get(key)) continue;
    // A full cart keeps what it holds: the browser's further tools are left out.
    await writeLine(userId, tool._id, merged);
  }
  return cartOf(userId);
}

/**
 * Empties the caller's cart once their order is placed (the checkout): of the tools ordered (`toolIds`), so that a
 * tool added in another tab meanwhile stays, or of everything.
 */
export async function clearCart(caller: Caller | null, toolIds?: readonly string[]): Promise<void> {
  const customer = requireCustomer(caller);
  await connectToDatabase();
  const userId = accountOf(customer);
  if (toolIds === undefined) {
    await Cart.updateOne({ userId }, { $set: { lines: [] } });
    return;
  }
  await pullLines(userId, toolIds.filter(isObjectIdText).map((id) => new Types.ObjectId(id.toLowerCase())));
}

/**
 * A visitor's cart (their browser's lines) priced now, for the cart page: the catalogue's own facts, which anyone may
 * read. Lines whose tool is gone are left out, and the browser drops them.
 */
export async function priceBrowserCart(input: unknown): Promise<CartView> {
  const lines = new Map<string, number>();
  for (const line of cartMergeSchema.parse(input)) if (!lines.has(line.toolId.toLowerCase())) lines.set(line.toolId.toLowerCase(), line.quantity);
  await connectToDatabase();
  const stored = [...lines].map(([toolId, quantity]) => ({ toolId: new Types.ObjectId(toolId), quantity }));
  return priced(stored, await readTools(stored.map((line) => line.toolId)));
}
