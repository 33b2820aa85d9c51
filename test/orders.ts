import mongoose, { type Types } from 'mongoose';
import { Tool } from '@/models/Tool';
import { createCaller } from './callers';

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

/**
 * The figures of the several-line order the checkout and delete tests share: two trowels at 450 BDT and a hundred
 * spacers at 5 BDT, delivered inside Dhaka for 80 BDT, 1,480 BDT in all; each line holding `reserved` units.
 */
export function trowelsAndSpacers(
  trowel: { _id: Types.ObjectId; name: string },
  spacers: { _id: Types.ObjectId; name: string },
  reserved: { trowel: number; spacers: number },
) {
  return {
    lines: [
      { toolId: trowel._id, product: trowel.name, quantity: 2, unitPrice: 450, lineTotal: 900, reserved: reserved.trowel },
      { toolId: spacers._id, product: spacers.name, quantity: 100, unitPrice: 5, lineTotal: 500, reserved: reserved.spacers },
    ],
    subtotal: 1400,
    deliveryCharge: 80,
    total: 1480,
  };
}

/** A tool in the catalogue for an order test: `name` at `price` BDT, `stock` units in store, sold from `minimum` up. */
export function catalogueTool(name: string, { price, stock, minimum = 1 }: { price: number; stock: number; minimum?: number }) {
  return Tool.create({ name, desc: 'd', price, minimum, stock, img: '/t.svg' });
}

/** The people of a test of who may see an order, e-mails from `label`: its owner, another customer, and an admin. */
export async function ownerStrangerAndAdmin(label: string) {
  const owner = await createCaller(`${label}-owner@example.com`);
  const stranger = await createCaller(`${label}-stranger@example.com`);
  const admin = await createCaller(`${label}-admin@example.com`, 'admin');
  return { owner, stranger, admin };
}
