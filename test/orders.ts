import mongoose, { type Types } from 'mongoose';

/** The customer and delivery fields every order has: `email`'s, delivered in Dhaka. */
function customerFields(email: string) {
  return {
    email,
    userName: 'Buyer',
    phone: '01711000000',
    address: 'Dhaka',
  };
}

/**
 * The stored fields every order has, for data-layer tests that start from an order already in some state rather
 * than placing one: one line of two trowels of `toolId` at 450 BDT for `email`, delivered to Dhaka, with nothing
 * charged for delivery. The test adds the status and timeline it is about (and `reserved` on the line, if it is about
 * stock: pass `reserved`).
 */
export function orderFields(email: string, toolId: Types.ObjectId, { reserved }: { reserved?: number } = {}) {
  return {
    lines: [{ toolId, product: 'Notched Trowel', quantity: 2, unitPrice: 450, lineTotal: 900, ...(reserved === undefined ? {} : { reserved }) }],
    subtotal: 900,
    deliveryCharge: 0,
    total: 900,
    ...customerFields(email),
  };
}

/**
 * An order as the shop stored it before orders had lines (scripts/migrations/order-lines.ts): the one tool's fields
 * on the order itself, two trowels at 450 BDT. For the migrations' tests, which insert it into the collection
 * directly (the Order model no longer accepts it), with ids of its own; the test adds the status and timeline it is
 * about.
 */
export function legacyOrderFields(email: string) {
  return {
    _id: new mongoose.Types.ObjectId(),
    toolId: new mongoose.Types.ObjectId(),
    product: 'Notched Trowel',
    quantity: 2,
    unitPrice: 450,
    total: 900,
    ...customerFields(email),
  };
}

/**
 * The stored lines of an order whose tools no test reads back (each a new id), from [product, quantity, unit price]:
 * every unit taken off the stock.
 */
export function storedLines(lines: [product: string, quantity: number, unitPrice: number][]) {
  return lines.map(([product, quantity, unitPrice]) => ({
    toolId: new mongoose.Types.ObjectId(),
    product,
    quantity,
    unitPrice,
    lineTotal: quantity * unitPrice,
    reserved: quantity,
  }));
}

/**
 * The payment an order in `status` stores: paid at `paidAt` (by `method`) when it was, otherwise none chosen yet while
 * pending, and cash due once confirmed.
 */
export function storedPayment(status: string, paidAt: string | undefined, method: 'online' | 'cash') {
  if (paidAt) return { method, status: 'paid', paidAt: new Date(paidAt) };
  return status === 'pending' ? { method: null, status: 'unpaid' } : { method: 'cash', status: 'due' };
}
