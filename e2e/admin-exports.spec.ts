import { readFile } from 'node:fs/promises';
import { expect, fileActors, fileTag, test, type Download } from './support/fixtures';
import { ORDER_STATUSES } from '../lib/domain/order-status';
import mongoose from 'mongoose';
import { lastShopDays } from '../lib/domain/dates';
import { fieldMessages } from '../lib/texts';
import { ORDERS_CSV_HEADER, parseCsv } from '../test/csv';
import { testDb, uniqueIp } from './support/database';

// Exports (docs/admin.md, "Exports"): orders and users as CSV files a spreadsheet opens cleanly, for admins only.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });

const tag = fileTag();
const { apiAdmin, apiCustomer } = fileActors(tag, { apiAdmin: ['accountant', 'admin'], apiCustomer: ['shopper'] });

/** A downloaded file as a spreadsheet reads it: the first three bytes, and the rows. */
async function openDownload(download: Download) {
  const bytes = await readFile((await download.path())!);
  return { bom: [...bytes.subarray(0, 3)], rows: parseCsv(bytes.subarray(3).toString('utf8')) };
}

test('Placed Orders downloads the orders of a date range and status as CSV, with their payment; a formula-like name stays text', async ({ page, signedIn }) => {
  // Twenty days ago (Dhaka), where no other test places orders.
  const day = lastShopDays(30, new Date()).days[9]!;
  const formulaName = `=HYPERLINK("http://evil.example/${tag}","Refund")`;
  const placed = new Date(day.start.getTime() + 3 * 60 * 60 * 1000);
  const cashAt = new Date(placed.getTime() + 2 * 60 * 60 * 1000);
  // Orders hold lines (models/Order.ts). A checkout of two tools delivered in Dhaka, paid in cash...
  const buyer = `buyer-${tag}@mrittika.test`;
  const contact = { email: buyer, userName: formulaName, phone: '+8801711000000', address: 'House 4, Road 2, Dhanmondi, Dhaka' };
  const level = { toolId: new mongoose.Types.ObjectId(), product: `Export Level ${tag}`, quantity: 3, unitPrice: 1150, lineTotal: 3450, reserved: 3 };
  const spacers = { toolId: new mongoose.Types.ObjectId(), product: `Export Spacers ${tag}`, quantity: 100, unitPrice: 6, lineTotal: 600, reserved: 100 };
  const order = {
    _id: new mongoose.Types.ObjectId(),
    lines: [level, spacers],
    subtotal: 4050,
    deliveryCharge: 60,
    total: 4110,
    district: 'Dhaka',
    ...contact,
    status: 'confirmed',
    payment: { method: 'cash', status: 'paid', paidAt: cashAt },
    timeline: [
      { status: 'pending', at: placed, by: buyer },
      { status: 'confirmed', at: placed, by: buyer },
      { status: 'paid', at: cashAt, by: `cashier-${tag}@mrittika.test` },
    ],
    createdAt: placed,
    updatedAt: cashAt,
  };
  // ...and a one-tool purchase (no district, no delivery charge) a moment before its cash was recorded: confirmed,
  // its cash due, so nothing in the Paid column.
  const due = {
    _id: new mongoose.Types.ObjectId(),
    lines: [{ ...level, product: `Export Float ${tag}` }],
    subtotal: 3450,
    deliveryCharge: 0,
    total: 3450,
    ...contact,
    status: 'confirmed',
    payment: { method: 'cash', status: 'due' },
    timeline: order.timeline.slice(0, 2),
    createdAt: placed,
    updatedAt: placed,
  };
  await (await testDb()).collection('orders').insertMany([order, due]);

  await signedIn({ name: 'Export Admin', role: 'admin' });
  await page.goto('/dashboard/confirmorder');
  await page.getByLabel('Placed from').fill(day.key);
  await page.getByLabel('Placed to').fill(day.key);
  // The filter offers the order statuses; money has its own columns.
  await expect(page.getByLabel('Status').getByRole('option', { name: 'Paid', exact: true })).toHaveCount(0);
  await page.getByLabel('Status').selectOption('confirmed');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toBe(`orders-${day.key}-to-${day.key}-confirmed.csv`);

  const { bom, rows } = await openDownload(download);
  expect(bom).toEqual([0xef, 0xbb, 0xbf]);
  expect(rows[0]).toEqual(ORDERS_CSV_HEADER);
  // One row per line, in the order's own order, each carrying the order's columns.
  const mine = rows.filter((row) => row[0] === order._id.toHexString());
  expect(mine.map((row) => row.slice(11))).toEqual([
    [`Export Level ${tag}`, '3', '1150', '3450', '60', '4110'],
    [`Export Spacers ${tag}`, '100', '6', '600', '60', '4110'],
  ]);
  for (const row of mine) {
    // The name starts with an apostrophe: a spreadsheet shows it as text and never runs it.
    expect(row[6]).toBe(`'${formulaName}`);
    // So does a phone number that starts with "+".
    expect(row.slice(7, 11)).toEqual([buyer, `'+8801711000000`, 'House 4, Road 2, Dhanmondi, Dhaka', 'Dhaka']);
    expect(row[1]).toBe(`${day.key} 03:00:00`);
    // Paid is when the cash was recorded, not when the order was placed or confirmed.
    expect(row.slice(2, 6)).toEqual([`${day.key} 05:00:00`, 'confirmed', 'cash', 'paid']);
  }
  const stillDue = rows.filter((row) => row[0] === due._id.toHexString());
  expect(stillDue.map((row) => [...row.slice(2, 6), row[10], ...row.slice(11)])).toEqual([
    ['', 'confirmed', 'cash', 'due', '', `Export Float ${tag}`, '3', '1150', '3450', '0', '3450'],
  ]);
  expect(rows.slice(1).every((row) => row[3] === 'confirmed')).toBe(true);
});

test('All Users downloads every account as CSV', async ({ page, signedIn }) => {
  const admin = await signedIn({ name: 'Roster Admin', role: 'admin' });
  await page.goto('/dashboard/users');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download users as CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
  const { bom, rows } = await openDownload(download);
  expect(bom).toEqual([0xef, 0xbb, 0xbf]);
  expect(rows[0]).toEqual(['Id', 'E-mail', 'Name', 'Role', 'Phone', 'Address', 'Joined (Asia/Dhaka)']);
  expect(rows.find((row) => row[1] === admin.email)?.slice(2, 4)).toEqual(['Roster Admin', 'admin']);
});

test('the export calls answer CSV to admins, 403 to customers, 401 to nobody, 400 to bad filters', async ({ request }) => {
  for (const path of ['/api/export/orders.csv', '/api/export/users.csv']) {
    const ok = await request.get(path, { headers: apiAdmin.bearer });
    expect(ok.status()).toBe(200);
    expect(ok.headers()).toMatchObject({ 'content-type': 'text/csv; charset=utf-8', 'cache-control': 'no-store' });
    expect(ok.headers()['content-disposition']).toMatch(/^attachment; filename="(orders|users-[\d-]+)\.csv"$/);

    for (const [headers, status] of [
      [apiCustomer.bearer, 403],
      [{}, 401],
    ] as const) {
      const refused = await request.get(path, { headers });
      expect(refused.status(), `${path} ${status}`).toBe(status);
      expect(refused.headers()['content-type']).toContain('application/json');
      expect(await refused.json()).toEqual({ error: expect.any(String) });
    }
  }
  expect((await apiCustomer.session.get('/api/export/orders.csv')).status()).toBe(403);

  // `paid` is a payment state now, not an order status: refused as any other unknown status.
  const bad = await request.get('/api/export/orders.csv?from=2026-02-30&status=paid', { headers: apiAdmin.bearer });
  expect(bad.status()).toBe(400);
  expect(await bad.json()).toEqual({
    error: 'Invalid input',
    fields: { from: [fieldMessages.exportDay('From')], status: [fieldMessages.exportStatus(ORDER_STATUSES)] },
  });
  const backwards = await request.get('/api/export/orders.csv?from=2026-11-02&to=2026-11-01', { headers: apiAdmin.bearer });
  expect(await backwards.json()).toEqual({ error: 'Invalid input', fields: { to: [fieldMessages.exportRange] } });
  // A repeated filter is refused, as the lists refuse a repeated page, rather than one of its values read silently.
  const repeated = await request.get('/api/export/orders.csv?status=all&status=confirmed', { headers: apiAdmin.bearer });
  expect(repeated.status()).toBe(400);
  expect(await repeated.json()).toEqual({ error: 'Invalid input', fields: { status: [fieldMessages.exportStatus(ORDER_STATUSES)] } });
});
