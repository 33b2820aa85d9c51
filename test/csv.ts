/**
 * Reads CSV the way a spreadsheet does (RFC 4180: quoted fields, doubled quotes, CRLF), to check what the exports
 * wrote. Kept apart from lib/domain/csv.ts on purpose: a test should not read with the code that wrote.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        field += char;
      }
    } else if (char === '"') {
      quoted = true;
    } else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      index += 1;
    } else {
      field += char;
    }
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

/**
 * The first row a spreadsheet must find in the orders export (docs/admin.md, "Exports"): written out here, not read
 * from lib/data/exports.ts, so that a changed column shows in the unit test (lib/data/exports.test.ts) and the
 * browser test (e2e/admin-exports.spec.ts) alike.
 */
export const ORDERS_CSV_HEADER = [
  'Order id',
  'Placed (Asia/Dhaka)',
  'Paid (Asia/Dhaka)',
  'Status',
  'Payment method',
  'Payment status',
  'Customer',
  'E-mail',
  'Phone',
  'Address',
  'District',
  'Product',
  'Quantity',
  'Unit price (BDT)',
  'Line total (BDT)',
  'Delivery (BDT)',
  'Order total (BDT)',
];
