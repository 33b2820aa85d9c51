import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvRow, csvStream } from './csv';

describe('csvCell', () => {
  it('quotes by RFC 4180: quotes doubled, and fields with commas, quotes or line breaks in quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('Road 7, Tejgaon')).toBe('"Road 7, Tejgaon"');
    expect(csvCell('the "best" trowel')).toBe('"the ""best"" trowel"');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(1450)).toBe('1450');
    expect(csvCell('মৃত্তিকা ৳')).toBe('মৃত্তিকা ৳');
  });

  it('neutralises formulas: text starting with = + - @ tab or CR is shown as text', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","Click")')).toBe(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(csvCell('+8801711000000')).toBe("'+8801711000000");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1:A9)')).toBe("'@SUM(A1:A9)");
    expect(csvCell('\t=1+1')).toBe("'\t=1+1");
    expect(csvCell('\r=1+1')).toBe(`"'\r=1+1"`);
    expect(csvCell('a=1')).toBe('a=1');
  });

  it('ends every record with CRLF', () => {
    expect(csvRow(['a', 1, null])).toBe('a,1,\r\n');
  });
});

describe('csvStream', () => {
  async function* numbers(count: number) {
    for (let index = 0; index < count; index += 1) yield index;
  }

  it('starts with the BOM and the header, then one row per record', async () => {
    const text = await new Response(csvStream(['n', 'square'], numbers(450), (n) => [[n, n * n]])).text();
    // Response.text() drops a leading BOM; the bytes keep it.
    const bytes = new Uint8Array(await new Response(csvStream(['n'], numbers(1), (n) => [[n]])).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('n,square');
    expect(lines).toHaveLength(452);
    expect(lines[450]).toBe('449,201601');
    expect(lines[451]).toBe('');
    expect(CSV_BOM).toBe('\uFEFF');
  });

  it('writes every row a record gives, in order, and none for a record that gives none', async () => {
    // An order of n lines gives n rows (lib/data/exports.ts).
    const text = await new Response(csvStream(['n', 'part'], numbers(4), (n) => Array.from({ length: n }, (_, part) => [n, part]))).text();
    expect(text.split('\r\n')).toEqual(['n,part', '1,0', '2,0', '2,1', '3,0', '3,1', '3,2', '']);
    // Past one chunk of records (200), a record's rows are never split from each other or lost.
    const many = await new Response(csvStream(['n'], numbers(450), (n) => [[n], [n]])).text();
    const lines = many.split('\r\n');
    expect(lines).toHaveLength(1 + 900 + 1);
    expect(lines.slice(399, 403)).toEqual(['199', '199', '200', '200']);
  });

  it('reads records only as fast as they are taken, and stops the source when cancelled', async () => {
    let produced = 0;
    let closed = false;
    async function* counted() {
      try {
        for (;;) {
          produced += 1;
          yield produced;
        }
      } finally {
        closed = true;
      }
    }
    const reader = csvStream(['n'], counted(), (n) => [[n]]).getReader();
    await reader.read();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(produced).toBeLessThanOrEqual(2 * 200 + 1);
    await reader.cancel();
    expect(closed).toBe(true);
  });
});
