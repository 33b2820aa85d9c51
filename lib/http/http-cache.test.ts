import { describe, expect, it } from 'vitest';
import { ifNoneMatchMatches, PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL, publicJson, strongEtag } from './http-cache';

describe('strongEtag', () => {
  it('is a quoted hash of the body: the same body the same tag, another body another', () => {
    const tag = strongEtag('[{"a":1}]');
    expect(tag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    expect(strongEtag('[{"a":1}]')).toBe(tag);
    expect(strongEtag('[{"a":2}]')).not.toBe(tag);
  });
});

describe('ifNoneMatchMatches', () => {
  const tag = '"abc"';
  it.each([
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['"x",W/"abc" ,  "y"', true],
    ['*', true],
    [' * ', true],
    ['"abcd"', false],
    ['abc', false],
    ['"ab"c"', false],
    ['"abc", *', false],
    ['"x" "abc"', false],
    ['', false],
    [`${'"x", '.repeat(5_000)}"abc"`, false],
  ])('%j matches: %s', (header, matches) => {
    expect(ifNoneMatchMatches(header, tag)).toBe(matches);
  });

  it('does not match without the header', () => {
    expect(ifNoneMatchMatches(null, tag)).toBe(false);
  });
});

describe('publicJson', () => {
  const body = [{ _id: '1', name: 'Trowel' }];
  const get = (headers: Record<string, string> = {}) => publicJson(new Request('http://x/api/tools', { headers }), body, { 'X-Total-Count': '1' });

  it('answers the JSON with its ETag and the shared-cache policy', async () => {
    const response = get();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(body);
    expect(response.headers.get('etag')).toBe(strongEtag(JSON.stringify(body)));
    expect(response.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    expect(response.headers.get('x-total-count')).toBe('1');
  });

  it('answers 304 with no body to a client that holds it', async () => {
    const etag = get().headers.get('etag')!;
    const response = get({ 'If-None-Match': `"other", W/${etag}` });
    expect(response.status).toBe(304);
    expect(await response.text()).toBe('');
    expect(response.headers.get('etag')).toBe(etag);
    expect(response.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    expect(get({ 'If-None-Match': '"other"' }).status).toBe(200);
  });

  it('keeps an answer to a call with credentials private', () => {
    for (const headers of [{ Authorization: 'Bearer x' }, { Cookie: 'a=b' }] as Record<string, string>[]) {
      const response = get({ ...headers, 'If-None-Match': '*' });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
      expect(response.headers.get('etag')).toBeNull();
    }
  });
});
