/**
 * CSV files that open cleanly in a spreadsheet (docs/admin.md, "Exports"): UTF-8 with a byte-order mark (so Excel
 * reads Bengali names and the taka sign right), RFC 4180 quoting, CRLF line ends, and no formulas: a text cell that
 * starts with =, +, -, @, a tab or a carriage return is prefixed with an apostrophe, so a spreadsheet shows it as
 * text instead of running it.
 */
export type CsvCell = string | number | null | undefined;

/** The byte-order mark spreadsheets read as "this file is UTF-8". */
export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: neutralised if it could be read as a formula, then quoted if it holds a quote, comma or line break. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'number' ? String(value) : FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, CRLF-terminated. */
export function csvRow(cells: CsvCell[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** Rows go out in chunks of this many, so that a chunk is a few tens of kilobytes. */
const ROWS_PER_CHUNK = 200;

/**
 * A CSV file as a stream: the BOM and the header, then one row per record, read from `records` only as fast as the
 * reader takes them (a database cursor keeps one batch in memory), so a file of 100,000 rows needs no more memory
 * than one of 1,000. Cancelling the stream closes the cursor.
 */
export function csvStream<T>(
  header: string[],
  records: AsyncIterable<T>,
  /** The rows of one record: one for most, one per line for an order. */
  toRows: (record: T) => CsvCell[][],
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = records[Symbol.asyncIterator]();
  let started = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        let text = started ? '' : CSV_BOM + csvRow(header);
        started = true;
        for (let count = 0; count < ROWS_PER_CHUNK; count += 1) {
          const next = await iterator.next();
          if (next.done) {
            if (text) controller.enqueue(encoder.encode(text));
            controller.close();
            return;
          }
          for (const row of toRows(next.value)) text += csvRow(row);
        }
        controller.enqueue(encoder.encode(text));
      },
      async cancel() {
        await iterator.return?.();
      },
    },
    // One chunk ahead at most: the cursor is read only as fast as the download goes.
    { highWaterMark: 1 },
  );
}

/** The HTTP answer for a CSV download named `filename`. */
export function csvResponse(filename: string, body: ReadableStream<Uint8Array>): Response {
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
