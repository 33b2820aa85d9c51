import { describe, expect, it } from 'vitest';
import { Tool } from '@/models/Tool';
import { withTestDatabase } from '@/test/database';
import { MAX_PAGE, findPage, pageNumber, writtenPageNumber } from './pagination';

withTestDatabase('pagination');

describe('pageNumber', () => {
  it.each([
    ['2', 2],
    [['3', '4'], 3],
    [7, 7],
    [String(MAX_PAGE), MAX_PAGE],
    // Past the last page anyone may ask for: still past the end, not page 1.
    [String(MAX_PAGE + 1), MAX_PAGE],
    ['99999999999999999999999999', MAX_PAGE],
    [1e20, MAX_PAGE],
    // Digits in either script (docs/texts.md).
    ['২', 2],
    ['১২', 12],
    [['৩', '4'], 3],
    ['১০০০০০', MAX_PAGE],
  ])('reads %j as page %d', (value, page) => {
    expect(pageNumber(value)).toBe(page);
  });

  it.each([undefined, '', '0', '-1', '1.5', '1e3', ' 2', 'NaN', Infinity - Infinity, { $gt: 1 }, ['x'], null, '০', '-১', '১.৫'])(
    'turns %j into page 1',
    (value) => {
      expect(pageNumber(value)).toBe(1);
    },
  );
});

describe('writtenPageNumber', () => {
  it('reads a page number only as the shop writes it', () => {
    expect(writtenPageNumber('1')).toBe(1);
    expect(writtenPageNumber('12')).toBe(12);
    // A page in Bangla digits is read from a query string (pageNumber), but an address is only as the shop writes it.
    for (const text of ['02', '0', '1.0', ' 2', 'abc', '', String(MAX_PAGE + 1), '২']) expect(writtenPageNumber(text), text).toBeUndefined();
  });
});

describe('findPage', () => {
  it('reads one page in order, with the total and page count, and an empty page past the end', async () => {
    await Tool.insertMany(
      Array.from({ length: 7 }, (_, index) => ({ name: `Pager ${index}`, desc: 'd', price: index, minimum: 1, stock: 1, img: '/x.svg' })),
    );
    const page = (n: number) => findPage(Tool, { name: /^Pager/ }, { price: 1, _id: 1 }, { page: n, pageSize: 3 }, (tool) => tool.name);
    expect(await page(1)).toEqual({ items: ['Pager 0', 'Pager 1', 'Pager 2'], page: 1, pageSize: 3, total: 7, pageCount: 3 });
    expect((await page(3)).items).toEqual(['Pager 6']);
    expect(await page(4)).toMatchObject({ items: [], total: 7, pageCount: 3 });
  });
});
