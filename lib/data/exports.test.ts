import mongoose from 'mongoose';
import { $ZodError } from 'zod/v4/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@/lib/domain/order-status';
import { AccessDeniedError } from '@/lib/domain/access';
import type { Caller } from '@/lib/auth/caller-type';
import { fieldMessages } from '@/lib/texts';
import { Order } from '@/models/Order';
import { User } from '@/models/User';
import { ORDERS_CSV_HEADER, parseCsv } from '@/test/csv';
import { withTestDatabase } from '@/test/database';
import { readMeasuringMemory } from '@/test/memory';
import { storedLines, storedPayment } from '@/test/orders';
import { exportOrders, exportUsers } from './exports';

withTestDatabase('data_exports');

const admin: Caller = { id: new mongoose.Types.ObjectId().toString(), email: 'accounts@example.com', name: 'Accounts', role: 'admin', sessionVersion: 0, language: 'en' };
const customer: Caller = { ...admin, email: 'buyer@example.com', role: 'customer' };

/**
 * An order as the shop stores it. `confirmed`: when it was confirmed; `paid`: when its money came in (`method`, online
 * by default); confirmed without `paid`, it is cash on delivery with its cash still due.
 */
function order(fields: {
  placed: string;
  confirmed?: string;
  paid?: string;
  method?: 'online' | 'cash';
  status?: string;
  userName?: string;
  address?: string;
  total?: number;
  product?: string;
  /** The order's lines (product, quantity, unit price); one line of two `product` for `total` when absent. */
  lines?: [product: string, quantity: number, unitPrice: number][];
  deliveryCharge?: number;
  district?: string;
}) {
  const placed = new Date(fields.placed);
  const timeline = [{ status: 'pending', at: placed, by: 'buyer@example.com' }];
  const confirmedAt = fields.confirmed ?? fields.paid;
  if (confirmedAt) timeline.push({ status: 'confirmed', at: new Date(confirmedAt), by: 'buyer@example.com' });
  if (fields.paid) timeline.push({ status: 'paid', at: new Date(fields.paid), by: 'buyer@example.com' });
  const status = fields.status ?? (confirmedAt ? 'confirmed' : 'pending');
  const payment = storedPayment(status, fields.paid, fields.method ?? 'online');
  const lines = storedLines(fields.lines ?? [[fields.product ?? 'Notched Trowel', 2, (fields.total ?? 900) / 2]]);
  const subtotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  const deliveryCharge = fields.deliveryCharge ?? 0;
  return {
    lines,
    subtotal,
    deliveryCharge,
    total: subtotal + deliveryCharge,
    ...(fields.district ? { district: fields.district } : {}),
    email: 'buyer@example.com',
    userName: fields.userName ?? 'Farhana Rahman',
    phone: '+8801711000000',
    address: fields.address ?? 'Dhaka',
    status,
    payment,
    timeline,
    createdAt: placed,
    updatedAt: placed,
  };
}

/** An order's fields without those of lines, as orders were stored before them. */
function withoutLines(fields: ReturnType<typeof order>) {
  return Object.fromEntries(Object.entries(fields).filter(([key]) => !['lines', 'subtotal', 'deliveryCharge'].includes(key)));
}

async function csvOf(body: ReadableStream<Uint8Array>) {
  const bytes = new Uint8Array(await new Response(body).arrayBuffer());
  return { bom: [...bytes.slice(0, 3)], rows: parseCsv(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.slice(3))) };
}

beforeAll(async () => {
  await Order.collection.insertMany([
    // 31 Oct 23:30 in Dhaka (17:30 UTC): a day before 1 Nov in Dhaka, though the same UTC date as the next one.
    order({ placed: '2026-10-31T17:30:00Z', userName: 'Before the range' }),
    // 1 Nov 00:30 in Dhaka, paid online 1 Nov 01:00 Dhaka.
    order({ placed: '2026-10-31T18:30:00Z', paid: '2026-10-31T19:00:00Z', userName: '=HYPERLINK("http://evil.example","Refund")', address: 'Road 7, "Tejgaon", Dhaka' }),
    // 10 Nov, pending, stored before orders had lines (not migrated yet): its one tool is its one line.
    {
      ...withoutLines(order({ placed: '2026-11-10T06:00:00Z', userName: 'Old Shape Buyer' })),
      toolId: new mongoose.Types.ObjectId(),
      product: 'Old Float',
      quantity: 3,
      unitPrice: 300,
      total: 900,
    },
    // 15 Nov, pending.
    order({ placed: '2026-11-15T06:00:00Z', userName: 'মৃত্তিকা গ্রাহক', total: 1450 }),
    // 20 Nov, confirmed cash on delivery, its cash not collected yet: confirmed, but not paid.
    order({ placed: '2026-11-20T06:00:00Z', confirmed: '2026-11-20T07:00:00Z', userName: 'Cash Buyer' }),
    // 25 Nov, two lines delivered outside Dhaka, confirmed cash on delivery.
    order({
      placed: '2026-11-25T06:00:00Z',
      confirmed: '2026-11-25T07:00:00Z',
      userName: 'Lines Buyer',
      district: 'Khulna',
      lines: [
        ['Notched Trowel', 2, 450],
        ['Tile Spacers', 100, 5],
      ],
      deliveryCharge: 150,
    }),
    // 30 Nov 23:59 in Dhaka, shipped cash on delivery and its cash recorded at 23:59:30.
    order({ placed: '2026-11-30T17:59:00Z', confirmed: '2026-11-30T17:59:10Z', paid: '2026-11-30T17:59:30Z', method: 'cash', status: 'shipped', userName: '@admin' }),
    // 1 Dec 00:00 in Dhaka: after the range.
    order({ placed: '2026-11-30T18:00:00Z', userName: 'After the range' }),
  ]);
});

describe('exportOrders', () => {
  it('writes UTF-8 with a BOM, a header naming the time zone, Dhaka times, quoting and no formulas', async () => {
    const { filename, body } = await exportOrders(admin, { from: '2026-11-01', to: '2026-11-30' });
    expect(filename).toBe('orders-2026-11-01-to-2026-11-30.csv');
    const { bom, rows } = await csvOf(body);
    expect(bom).toEqual([0xef, 0xbb, 0xbf]);
    expect(rows[0]).toEqual(ORDERS_CSV_HEADER);
    const records = rows.slice(1);
    for (const record of records) expect(record).toHaveLength(17);
    expect(records.map((row) => row[6])).toEqual([
      '\'=HYPERLINK("http://evil.example","Refund")',
      'Old Shape Buyer',
      'মৃত্তিকা গ্রাহক',
      'Cash Buyer',
      'Lines Buyer',
      'Lines Buyer',
      "'@admin",
    ]);
    expect(records[0]?.slice(1, 6)).toEqual(['2026-11-01 00:30:00', '2026-11-01 01:00:00', 'confirmed', 'online', 'paid']);
    expect(records[0]?.[8]).toBe("'+8801711000000");
    expect(records[0]?.[9]).toBe('Road 7, "Tejgaon", Dhaka');
    // No district recorded (a one-tool purchase): empty.
    expect(records[0]?.slice(10)).toEqual(['', 'Notched Trowel', '2', '450', '900', '0', '900']);
    // An order stored before lines: its tool is its one line, delivered free.
    expect(records[1]?.slice(10)).toEqual(['', 'Old Float', '3', '300', '900', '0', '900']);
    expect(records[2]?.slice(1, 6)).toEqual(['2026-11-15 12:00:00', '', 'pending', '', 'unpaid']);
    expect(records[2]?.slice(11)).toEqual(['Notched Trowel', '2', '725', '1450', '0', '1450']);
    // Confirmed is not paid: the Paid column is the money's arrival, empty while the cash is due.
    expect(records[3]?.slice(1, 6)).toEqual(['2026-11-20 12:00:00', '', 'confirmed', 'cash', 'due']);
    // An order of two lines is two rows, each with the order's own columns; the delivery and the order total repeat,
    // the line totals add up to the order total less the delivery.
    const [first, second] = [records[4]!, records[5]!];
    expect(first.slice(0, 11)).toEqual(second.slice(0, 11));
    expect(first.slice(1, 6)).toEqual(['2026-11-25 12:00:00', '', 'confirmed', 'cash', 'due']);
    expect(first.slice(10)).toEqual(['Khulna', 'Notched Trowel', '2', '450', '900', '150', '1550']);
    expect(second.slice(10)).toEqual(['Khulna', 'Tile Spacers', '100', '5', '500', '150', '1550']);
    expect(records[6]?.slice(1, 6)).toEqual(['2026-11-30 23:59:00', '2026-11-30 23:59:30', 'shipped', 'cash', 'paid']);
  });

  it('filters by status, and without dates exports every order', async () => {
    const shipped = await csvOf((await exportOrders(admin, { status: 'shipped', from: '' })).body);
    expect(shipped.rows.slice(1).map((row) => row[6])).toEqual(["'@admin"]);
    const confirmed = await csvOf((await exportOrders(admin, { status: 'confirmed' })).body);
    expect(confirmed.rows.slice(1).map((row) => row[6])).toEqual(['\'=HYPERLINK("http://evil.example","Refund")', 'Cash Buyer', 'Lines Buyer', 'Lines Buyer']);
    const all = await exportOrders(admin, {});
    expect(all.filename).toBe('orders.csv');
    // A header, then a row per line: eight orders, one of them of two lines.
    expect((await csvOf(all.body)).rows).toHaveLength(10);
  });

  it('refuses bad filters with the field named, and customers', async () => {
    const refusal = async (query: unknown) => {
      try {
        await exportOrders(admin, query);
      } catch (error) {
        expect(error).toBeInstanceOf($ZodError);
        return (error as $ZodError).issues.map((issue) => [issue.path.join('.'), issue.message]);
      }
      throw new Error('accepted');
    };
    expect(await refusal({ from: '2026-02-30' })).toEqual([['from', fieldMessages.exportDay('From')]]);
    expect(await refusal({ to: 'yesterday' })).toEqual([['to', fieldMessages.exportDay('To')]]);
    expect(await refusal({ from: '2026-11-30', to: '2026-11-01' })).toEqual([['to', fieldMessages.exportRange]]);
    expect(await refusal({ status: 'lost' })).toEqual([['status', fieldMessages.exportStatus(ORDER_STATUSES)]]);
    // "paid" is no order status any more: money has its own column.
    expect(await refusal({ status: 'paid' })).toEqual([['status', fieldMessages.exportStatus(ORDER_STATUSES)]]);
    expect(fieldMessages.exportStatus(ORDER_STATUSES)).toBe('Status must be one of all, pending, confirmed, shipped, delivered, cancelled, expired');
    expect(await refusal({ status: { $ne: 'x' } })).toEqual([['status', fieldMessages.exportStatus(ORDER_STATUSES)]]);
    await expect(exportOrders(customer, {})).rejects.toThrow(AccessDeniedError);
    await expect(exportUsers(null)).rejects.toThrow(AccessDeniedError);
  });
});

describe('exportUsers', () => {
  it('lists every account with its role and contact details', async () => {
    await User.create([
      { email: 'first@example.com', name: '-1+1', role: 'admin', number: '01711000000', address: 'Mirpur, Dhaka' },
      { email: 'second@example.com', role: 'customer' },
    ]);
    const { filename, body } = await exportUsers(admin);
    expect(filename).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
    const { rows } = await csvOf(body);
    expect(rows[0]).toEqual(['Id', 'E-mail', 'Name', 'Role', 'Phone', 'Address', 'Joined (Asia/Dhaka)']);
    expect(rows.slice(1).map((row) => row.slice(1, 6))).toEqual([
      ['first@example.com', "'-1+1", 'admin', '01711000000', 'Mirpur, Dhaka'],
      ['second@example.com', '', 'customer', '', ''],
    ]);
  });
});

/**
 * The export streams: reading 20,000 rows grows the heap no more than reading 1,000 does (within a margin far
 * below what 20,000 rows take in memory). The database runs in another process (the test set-up's), so this
 * measures the shop's side alone. `npm run bench` repeats it with 100,000 rows (scripts/bench/export-memory.ts).
 */
describe('exportOrders streams with flat memory', () => {
  const measure = async (query: unknown) => readMeasuringMemory(async () => (await exportOrders(admin, query)).body);

  it('1,000 rows and 20,000 rows need the same memory', async () => {
    const bulk = (count: number, day: string) =>
      Array.from({ length: count }, (_, index) =>
        order({ placed: new Date(Date.parse(`${day}T06:00:00Z`) + index * 1000).toISOString(), userName: `Bulk buyer ${index} with a longer name` }),
      );
    for (let index = 0; index < 20; index += 1) await Order.collection.insertMany(bulk(1_000, '2025-06-01'));
    await Order.collection.insertMany(bulk(1_000, '2025-05-01'));

    const small = await measure({ from: '2025-05-01', to: '2025-05-01' });
    const large = await measure({ from: '2025-06-01', to: '2025-06-01' });
    // A header line, then one line per order (each of one line).
    expect(small.lines).toBe(1_001);
    expect(large.lines).toBe(20_001);
    // The 20,000 rows are 3 MB of text (more as JavaScript objects); the stream never holds them. Measured here:
    // about 0.2 MB more for 20,000 rows than for 1,000, and up to 2.6 MB in all on a loaded machine, where the
    // collector runs late; an export that gathered its rows first, over 4 MB more.
    expect(large.bytes).toBeGreaterThan(3_000_000);
    // A short read is sampled only a few times and may miss its own peak: count at least 1 MB for it.
    const smallPeak = Math.max(small.peakGrowthBytes, 1_000_000);
    expect(large.peakGrowthBytes, JSON.stringify({ small, large })).toBeLessThan(smallPeak + 2_500_000);
  }, 120_000);
});
