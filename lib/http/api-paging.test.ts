import { afterEach, describe, expect, it, vi } from 'vitest';
import { $ZodError } from 'zod/v4/core';
import { pageHeaders, readApiPaging } from './api-paging';

const read = (query: string) => readApiPaging(new URLSearchParams(query));

function refusal(query: string): Record<string, string[]> {
  try {
    read(query);
  } catch (error) {
    expect(error).toBeInstanceOf($ZodError);
    return Object.fromEntries((error as $ZodError).issues.map((issue) => [issue.path.join('.'), [issue.message]]));
  }
  throw new Error(`"${query}" was accepted`);
}

describe('readApiPaging', () => {
  it('answers the whole list when neither limit nor page is given (other parameters do not count)', () => {
    expect(read('')).toBeNull();
    expect(read('email=a@b.test&sort=name')).toBeNull();
  });

  it.each([
    ['limit=5', { page: 1, pageSize: 5 }],
    ['page=3', { page: 3, pageSize: 20 }],
    ['limit=100&page=10000', { page: 10_000, pageSize: 100 }],
    ['page=2&limit=1', { page: 2, pageSize: 1 }],
    // Digits in either script (docs/texts.md).
    ['page=৩', { page: 3, pageSize: 20 }],
    ['limit=১০০&page=১২', { page: 12, pageSize: 100 }],
    [`limit=${encodeURIComponent('৫')}&page=2`, { page: 2, pageSize: 5 }],
  ])('reads %s', (query, paging) => {
    expect(read(query)).toEqual(paging);
  });

  it.each([
    'limit=0',
    'limit=101',
    'limit=1e9',
    'limit=1e2',
    'limit=-1',
    'limit=1.5',
    'limit= 5',
    'limit=05',
    'limit=0x10',
    'limit=',
    'limit=Infinity',
    'limit=NaN',
    `limit=${'9'.repeat(10_000)}`,
  ])('refuses %s with a message about limit', (query) => {
    expect(refusal(query).limit?.[0]).toMatch(/^limit must be a whole number from 1 to 100/);
  });

  it.each(['page=-1', 'page=0', 'page=10001', 'page=1e9', 'page=two', `page=${'1'.repeat(100_000)}`])('refuses %s', (query) => {
    expect(refusal(query).page?.[0]).toMatch(/^page must be a whole number from 1 to 10,000/);
  });

  it('refuses a parameter given twice rather than picking one', () => {
    expect(refusal('page=1&page=2')).toEqual({ page: ['page may be given only once'] });
    expect(refusal('limit=5&limit=5')).toEqual({ limit: ['limit may be given only once'] });
  });

  it('names every refused parameter at once', () => {
    expect(Object.keys(refusal('limit=0&page=0')).sort()).toEqual(['limit', 'page']);
  });
});

describe('pageHeaders', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('links first, prev, next and last on the configured address, never the Host the request came to', () => {
    vi.stubEnv('SITE_URL', 'https://shop.example');
    const headers = pageHeaders('http://evil.example:8080/api/order?email=a%40b.test&page=2&limit=10&page=9', {
      page: 2,
      pageSize: 10,
      total: 45,
      pageCount: 5,
    });
    expect(headers['X-Total-Count']).toBe('45');
    expect(headers.Link).toBe(
      [
        '<https://shop.example/api/order?email=a%40b.test&limit=10&page=1>; rel="first"',
        '<https://shop.example/api/order?email=a%40b.test&limit=10&page=1>; rel="prev"',
        '<https://shop.example/api/order?email=a%40b.test&limit=10&page=3>; rel="next"',
        '<https://shop.example/api/order?email=a%40b.test&limit=10&page=5>; rel="last"',
      ].join(', '),
    );
  });

  it('has no prev on the first page and no next on the last; past the end, prev is the last page', () => {
    vi.stubEnv('SITE_URL', 'https://shop.example');
    const only = pageHeaders('http://x/api/tools?limit=20', { page: 1, pageSize: 20, total: 0, pageCount: 1 }).Link;
    expect(only).not.toMatch(/rel="(prev|next)"/);
    expect(only).toContain('<https://shop.example/api/tools?limit=20&page=1>; rel="last"');
    const past = pageHeaders('http://x/api/tools?page=9', { page: 9, pageSize: 20, total: 30, pageCount: 2 }).Link;
    expect(past).toContain('<https://shop.example/api/tools?limit=20&page=2>; rel="prev"');
    expect(past).not.toContain('rel="next"');
  });
});
