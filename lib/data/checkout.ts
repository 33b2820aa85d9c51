import 'server-only';
import { Types } from 'mongoose';
import { isAdmin, isSignedIn, requireAccess } from '@/lib/domain/access';
import type { Caller } from '@/lib/auth/caller-type';
import { AdminsDoNotBuyError, clearCart, readCart, type CartView } from '@/lib/data/cart';
import { readDeliverySettings } from '@/lib/data/delivery';
import { createOrder, writeOrderWithLines } from '@/lib/data/orders';
import { orderEvent, toOrderSummary } from '@/lib/data/order-records';
import { tallyOrderPlaced } from '@/lib/data/order-tallies';
import { queueOrderMails } from '@/lib/data/order-mail-queue';
import type { CheckoutPlaced, OrderSummary } from '@/lib/data/order-types';
import type { AfterEachTake, StockRefusal } from '@/lib/data/stock';
import { connectToDatabase } from '@/lib/infra/db';
import { deliveryCharge, type DeliverySettings } from '@/lib/domain/delivery';
import type { District } from '@/lib/domain/districts';
import { CartChangedError, ConflictError, type CartChange } from '@/lib/domain/errors';
import { countWrite } from '@/lib/http/rate-limit';
import { checkoutTexts } from '@/lib/texts';
import { checkoutSchema } from '@/lib/validation/checkout';
import { Cart } from '@/models/Cart';
import { Order } from '@/models/Order';
import { User } from '@/models/User';

/**
 * The checkout (docs/orders.md, "Checkout"): the signed-in customer's cart becomes one order of several lines, with a
 * delivery charge by zone, every line's stock taken or none (lib/data/stock.ts). Prices and stock are read again as
 * the order is placed; if anything differs from what the customer was shown, nothing is placed and the answer names
 * each change (409). Paying is the payment step's (lib/data/payments.ts), as for any order.
 */

export type CheckoutResult = CheckoutPlaced & { order: OrderSummary };

/** What the checkout page shows: the cart, the delivery charges, and the delivery details to start from. */
export type CheckoutView = {
  cart: CartView;
  delivery: DeliverySettings;
  details: { phone: string; address: string; district: District | null };
};

/** Admins do not buy (docs/orders.md): the checkout is for customers, as the cart is. */
function requireCustomer(caller: Caller | null): Caller {
  const who = requireAccess(caller, isSignedIn);
  if (isAdmin(who)) throw new AdminsDoNotBuyError();
  return who;
}

/** The checkout page: the cart priced now, the charges, and the last delivery details used (else the profile's). */
export async function readCheckout(caller: Caller | null): Promise<CheckoutView> {
  const customer = requireCustomer(caller);
  await connectToDatabase();
  const [cart, delivery, last, profile] = await Promise.all([
    readCart(customer),
    readDeliverySettings(),
    Order.findOne({ email: customer.email }).sort({ createdAt: -1, _id: -1 }).select({ phone: 1, address: 1, district: 1 }).lean(),
    User.findById(customer.id).select({ number: 1, address: 1 }).lean(),
  ]);
  return {
    cart,
    delivery,
    details: {
      phone: last?.phone ?? profile?.number ?? '',
      address: last?.address ?? profile?.address ?? '',
      district: (last?.district as District | undefined) ?? null,
    },
  };
}

/**
 * Places the caller's cart as one order (`POST /api/checkout`, the checkout page). `input`: phone (a Bangladeshi
 * mobile number), address, district, and optionally what the customer was shown (`expected`). Answers the order's id
 * and figures; empties the ordered lines from the cart. An empty cart: 409; a line whose stock or price changed, or a
 * delivery charge that changed: 409 naming each change, and nothing taken.
 */
export async function checkout(caller: Caller | null, input: unknown, options: { afterEachTake?: AfterEachTake } = {}): Promise<CheckoutResult> {
  const customer = requireCustomer(caller);
  const details = checkoutSchema.parse(input);
  await countWrite('order', customer);
  await connectToDatabase();
  // One checkout of a cart at a time: the same cart sent twice at once is ordered once.
  const userId = new Types.ObjectId(customer.id);
  const now = new Date();
  const claimed = await Cart.updateOne(
    { userId, $or: [{ placingUntil: null }, { placingUntil: { $lte: now } }] },
    { $set: { placingUntil: new Date(now.getTime() + PLACING_LEASE_MS) } },
  );
  if (claimed.matchedCount === 0) {
    throw new ConflictError((await Cart.exists({ userId })) ? checkoutTexts.alreadyPlacing : checkoutTexts.emptyCart);
  }
  try {
    return await placeCart(customer, details, options);
  } finally {
    await Cart.updateOne({ userId }, { $unset: { placingUntil: 1 } });
  }
}

/** How long a checkout may hold its cart before another may try (a stopped one lets go by itself). */
const PLACING_LEASE_MS = 60_000;

async function placeCart(
  customer: Caller,
  details: ReturnType<typeof checkoutSchema.parse>,
  options: { afterEachTake?: AfterEachTake },
): Promise<CheckoutResult> {
  const [cart, settings] = await Promise.all([readCart(customer), readDeliverySettings()]);
  if (cart.lines.length === 0) throw new ConflictError(checkoutTexts.emptyCart);
  const shown = new Map((details.expected?.prices ?? []).map((line) => [line.toolId.toLowerCase(), line.unitPrice]));
  // A price changed since the page showed it: said before anything is taken.
  const repriced = cart.lines.flatMap((line) => {
    const price = shown.get(line.toolId);
    return price !== undefined && price !== line.unitPrice ? [{ toolId: line.toolId, name: line.name, problem: checkoutTexts.linePrice(line.name, line.unitPrice) }] : [];
  });
  // A tool the page showed that the cart no longer holds (the shop removed it): said, not silently left out.
  const held = new Set(cart.lines.map((line) => line.toolId));
  const removed = [...shown.keys()].filter((toolId) => !held.has(toolId)).map((toolId) => ({ toolId, name: null, problem: checkoutTexts.lineRemoved }));
  if (repriced.length > 0 || removed.length > 0) throw new CartChangedError(checkoutTexts.changedHeading, [...repriced, ...removed]);
  const requests = cart.lines.map((line) => ({ toolId: new Types.ObjectId(line.toolId), quantity: line.quantity, price: line.unitPrice }));
  const placed = await writeOrderWithLines(
    requests,
    (orderId, tools, session) => {
      const lines = tools.map((tool, index) => {
        const quantity = requests[index]!.quantity;
        return { toolId: tool._id, product: tool.name, quantity, unitPrice: tool.price, lineTotal: quantity * tool.price, reserved: quantity };
      });
      const subtotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
      const charge = deliveryCharge(subtotal, details.district, settings);
      // The charge shown is the charge taken: a change of the charges meanwhile gives the stock back and says so.
      if (details.expected?.deliveryCharge !== undefined && details.expected.deliveryCharge !== charge) {
        throw new CartChangedError(checkoutTexts.changedHeading, [{ toolId: '', name: null, problem: checkoutTexts.deliveryChanged(charge) }]);
      }
      return createOrder(
        {
          _id: orderId,
          lines,
          subtotal,
          deliveryCharge: charge,
          total: subtotal + charge,
          email: customer.email,
          userName: customer.name || customer.email,
          phone: details.phone,
          address: details.address,
          district: details.district,
          timeline: [orderEvent('pending', customer)],
          mailsDue: ['pending'],
        },
        session,
      );
    },
    options,
  );
  if (!placed.ok) throw new CartChangedError(checkoutTexts.changedHeading, placed.refused.map(changeOf));
  const order = placed.value;
  await Promise.all([clearCart(customer, cart.lines.map((line) => line.toolId)), tallyOrderPlaced(order), queueOrderMails(order, 'pending')]);
  return { orderId: order._id.toString(), subtotal: order.subtotal, deliveryCharge: order.deliveryCharge, total: order.total, order: toOrderSummary(order, customer) };
}

/** A line that could not be taken, in words. */
function changeOf(refusal: StockRefusal): CartChange {
  const name = refusal.name ?? 'A tool';
  const problem = !refusal.exists
    ? checkoutTexts.lineGone(name)
    : refusal.stock < refusal.quantity || refusal.quantity < refusal.minimum
      ? checkoutTexts.lineStock(name, refusal.stock, refusal.minimum)
      : checkoutTexts.linePrice(name, refusal.price ?? 0);
  return { toolId: refusal.toolId, name: refusal.name, problem };
}
