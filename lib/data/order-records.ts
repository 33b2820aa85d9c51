import 'server-only';
import type { Types } from 'mongoose';
import { isAdmin } from '@/lib/domain/access';
import type { Caller } from '@/lib/auth/caller-type';
import type { ConfirmedOrderSummary, OrderEventSummary, OrderLineSummary, OrderPaymentSummary, OrderSummary } from '@/lib/data/order-types';
import { CONFIRMED_STATUSES, type ConfirmedStatus, type OrderStep } from '@/lib/domain/order-status';
import type { OrderEvent, OrderFields, OrderLine } from '@/models/Order';

/**
 * An order as stored, and how pages, the API, the audit trail and the mails read it: its lines (an order from before
 * lines reads as its one line), its money, its timeline. No reads or writes: the modules that change orders
 * (lib/data/orders.ts, checkout.ts, payments.ts, quotes.ts) and the ones that count or mail them
 * (order-tallies.ts, order-mail-queue.ts) all start from here.
 */
export type StoredOrder = OrderFields & { _id: Types.ObjectId; createdAt?: Date | null };

function toEventSummary(event: OrderEvent, viewer: Caller): OrderEventSummary {
  // Customers see their own steps by name; who at the shop moved an order on is for admins.
  const by = event.by && (event.by === viewer.email || isAdmin(viewer)) ? event.by : null;
  return { status: event.status, at: event.at.toISOString(), by };
}

/** An order's money as pages show it; orders from before payments were recorded are unpaid. */
export function toPaymentSummary(order: StoredOrder): OrderPaymentSummary {
  return {
    method: order.payment?.method ?? null,
    status: order.payment?.status ?? 'unpaid',
    refundDue: order.payment?.refundDue === true,
    payableUntil: order.payableUntil?.toISOString() ?? null,
  };
}

/**
 * An order's lines. An order stored before orders had lines (one tool, its fields on the order itself) reads as its
 * one line until `npm run migrate` moves them (scripts/migrations/order-lines.ts).
 */
export function linesOf(order: StoredOrder): OrderLine[] {
  if (order.lines?.length) return order.lines;
  const old = order as unknown as { toolId?: Types.ObjectId; product?: string; quantity?: number; unitPrice?: number; reserved?: number; total: number };
  if (!old.toolId) return [];
  const quantity = old.quantity ?? 1;
  return [{ toolId: old.toolId, product: old.product ?? '', quantity, unitPrice: old.unitPrice ?? old.total / quantity, lineTotal: old.total, reserved: old.reserved ?? quantity }];
}

export function toLineSummary(line: OrderLine): OrderLineSummary {
  return { toolId: line.toolId.toString(), product: line.product, unitPrice: line.unitPrice, quantity: line.quantity, lineTotal: line.lineTotal };
}

/** The lines' names, as one text: "Notched Trowel" for one line, "Notched Trowel, Tile Spacers" for two. */
export function productsOf(lines: Pick<OrderLine, 'product'>[]): string {
  return lines.map((line) => line.product).join(', ');
}

/** What an order holds, in a line of text: "Notched Trowel x 2, Tile Spacers x 100". */
export function goodsOf(lines: Pick<OrderLine, 'product' | 'quantity'>[]): string {
  return lines.map((line) => `${line.product} x ${line.quantity}`).join(', ');
}

export function toOrderSummary(order: StoredOrder, viewer: Caller): OrderSummary {
  const { _id, total, email, userName, phone, address, status } = order;
  const lines = linesOf(order);
  return {
    id: _id.toString(),
    lines: lines.map(toLineSummary),
    subtotal: order.subtotal ?? total,
    deliveryCharge: order.deliveryCharge ?? 0,
    total,
    district: order.district ?? null,
    toolId: lines[0]?.toolId.toString() ?? '',
    product: productsOf(lines),
    quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    unitPrice: lines.length === 1 ? lines[0]!.unitPrice : null,
    email,
    userName,
    phone,
    address,
    status,
    payment: toPaymentSummary(order),
    timeline: (order.timeline ?? []).map((event) => toEventSummary(event, viewer)),
    createdAt: order.createdAt?.toISOString() ?? null,
  };
}

export function toConfirmedSummary(order: StoredOrder & { status: ConfirmedStatus }, viewer: Caller): ConfirmedOrderSummary {
  const confirmed = order.timeline?.find((event) => event.status === 'confirmed');
  const lines = linesOf(order);
  return {
    id: order._id.toString(),
    orderId: order._id.toString(),
    user: order.email,
    name: productsOf(lines),
    price: order.total,
    lines: lines.map(toLineSummary),
    deliveryCharge: order.deliveryCharge ?? 0,
    address: order.address,
    phone: order.phone,
    status: order.status,
    payment: toPaymentSummary(order),
    createdAt: (confirmed?.at ?? order.createdAt)?.toISOString() ?? null,
    timeline: (order.timeline ?? []).map((event) => toEventSummary(event, viewer)),
  };
}

export function isConfirmedOrder(order: StoredOrder): order is StoredOrder & { status: ConfirmedStatus } {
  return (CONFIRMED_STATUSES as readonly string[]).includes(order.status);
}

/** How the audit trail names an order. */
export function auditTarget(order: StoredOrder) {
  return { id: order._id.toString(), label: `${goodsOf(linesOf(order))} for ${order.email}` };
}

/** The timeline entry for reaching `step` now, moved there by `who` (nobody: the gateway, or the shop's own schedule). */
export function orderEvent(step: OrderStep, who: Caller | null, at = new Date()): OrderEvent {
  return who ? { status: step, at, by: who.email } : { status: step, at };
}

