import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { carriesCredentials, isListedOrigin, listedOrigins, preflightAnswer, withCorsHeaders } from './cors';

const PARTNER = 'https://partner.example';
const LOCAL = 'http://localhost:5173';

let saved: string | undefined;
beforeEach(() => {
  saved = process.env.CORS_ORIGINS;
  process.env.CORS_ORIGINS = ` ${PARTNER}/ , ${LOCAL},https://with.path.example/api, *, null, not a url, ftp://files.example`;
});
afterEach(() => {
  if (saved === undefined) delete process.env.CORS_ORIGINS;
  else process.env.CORS_ORIGINS = saved;
});

function call(method: string, headers: Record<string, string>): Request {
  return new Request('http://127.0.0.1/api/tools', { method, headers });
}

describe('listedOrigins', () => {
  it('keeps plain http(s) origins only, written as browsers send them', () => {
    expect([...listedOrigins()]).toEqual([PARTNER, LOCAL]);
    expect([...listedOrigins('HTTPS://Partner.Example:443')]).toEqual([PARTNER]);
    expect([...listedOrigins('')]).toEqual([]);
  });

  it.each([
    ['the listed origin', PARTNER, true],
    ['the listed origin with another port', `${PARTNER}:8443`, false],
    ['the listed origin with a trailing slash', `${PARTNER}/`, false],
    ['the listed origin in other case', 'https://Partner.example', false],
    ['the listed origin over http', 'http://partner.example', false],
    ['a sub-domain of it', 'https://evil.partner.example', false],
    ['a look-alike suffix', 'https://partner.example.evil.test', false],
    ['"null" (sandboxed frames, file: pages)', 'null', false],
    ['the wildcard', '*', false],
    ['an empty Origin', '', false],
    ['a huge Origin', `https://${'a'.repeat(100_000)}.example`, false],
  ])('%s: listed is %s', (_, origin, listed) => {
    expect(isListedOrigin(new Headers({ Origin: origin }))).toBe(listed);
  });
});

describe('withCorsHeaders', () => {
  const answer = (request: Request, publicRead: boolean) => withCorsHeaders(request, Response.json([]), { publicRead }).headers;

  it('opens a public read without credentials to every origin, with nothing that varies', () => {
    for (const origin of [PARTNER, 'https://anyone.example', 'null']) {
      const headers = answer(call('GET', { Origin: origin }), true);
      expect(headers.get('access-control-allow-origin')).toBe('*');
      expect(headers.get('access-control-allow-credentials')).toBeNull();
      expect(headers.get('access-control-expose-headers')).toContain('ETag');
      expect(headers.get('vary')).toBeNull();
    }
  });

  it('names a listed origin back, with credentials, on a call that carries a token or cookies', () => {
    for (const credentials of [{ Authorization: 'Bearer abc' }, { Cookie: 'authjs.session-token=x' }] as Record<string, string>[]) {
      const headers = answer(call('GET', { Origin: PARTNER, ...credentials }), true);
      expect(headers.get('access-control-allow-origin')).toBe(PARTNER);
      expect(headers.get('access-control-allow-credentials')).toBe('true');
      expect(headers.get('vary')).toBe('Origin');
    }
  });

  it('never names an unlisted origin, and never answers * to a call with credentials', () => {
    for (const origin of ['https://evil.example', 'null', `${PARTNER}/`, 'https://PARTNER.example']) {
      const headers = answer(call('GET', { Origin: origin, Authorization: 'Bearer abc' }), true);
      expect(headers.get('access-control-allow-origin')).toBeNull();
      expect(headers.get('access-control-allow-credentials')).toBeNull();
      expect(headers.get('vary')).toBe('Origin');
    }
  });

  it('treats every other call as private: a listed origin only', () => {
    expect(answer(call('GET', { Origin: 'https://evil.example' }), false).get('access-control-allow-origin')).toBeNull();
    expect(answer(call('POST', { Origin: 'https://evil.example' }), true).get('access-control-allow-origin')).toBeNull();
    expect(answer(call('POST', { Origin: LOCAL }), true).get('access-control-allow-origin')).toBe(LOCAL);
  });

  it('adds Origin to a Vary that is already there, once', () => {
    const response = new Response(null, { headers: { Vary: 'Accept-Encoding' } });
    withCorsHeaders(call('GET', { Origin: PARTNER }), response, { publicRead: false });
    withCorsHeaders(call('GET', { Origin: PARTNER }), response, { publicRead: false });
    expect(response.headers.get('vary')).toBe('Accept-Encoding, Origin');
  });
});

describe('preflightAnswer', () => {
  const allow = 'GET, POST, HEAD, OPTIONS';
  const preflight = (origin: string, method: string, publicRead = true) =>
    preflightAnswer(call('OPTIONS', { Origin: origin, 'Access-Control-Request-Method': method }), { allow, publicRead });

  it('is no preflight without Origin and a requested method', () => {
    expect(preflightAnswer(call('OPTIONS', {}), { allow, publicRead: true })).toBeNull();
    expect(preflightAnswer(call('OPTIONS', { Origin: PARTNER }), { allow, publicRead: true })).toBeNull();
  });

  it('lets a listed origin use every method with a token', () => {
    const headers = preflight(PARTNER, 'POST')!.headers;
    expect(headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(headers.get('access-control-allow-credentials')).toBe('true');
    expect(headers.get('access-control-allow-methods')).toBe(allow);
    expect(headers.get('access-control-allow-headers')).toContain('Authorization');
    expect(headers.get('vary')).toBe('Origin');
  });

  it('lets any other origin read a public route, without a token', () => {
    const headers = preflight('https://anyone.example', 'GET')!.headers;
    expect(headers.get('access-control-allow-origin')).toBe('*');
    expect(headers.get('access-control-allow-credentials')).toBeNull();
    expect(headers.get('access-control-allow-headers')).toBe('If-None-Match');
  });

  it('grants an unlisted origin nothing else', () => {
    expect(preflight('https://anyone.example', 'POST')!.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight('https://anyone.example', 'GET', false)!.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight('null', 'DELETE')!.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight('null', 'DELETE')!.status).toBe(204);
  });
});

describe('carriesCredentials', () => {
  it('sees a token or cookies', () => {
    expect(carriesCredentials(new Headers())).toBe(false);
    expect(carriesCredentials(new Headers({ Authorization: 'Bearer x' }))).toBe(true);
    expect(carriesCredentials(new Headers({ Cookie: 'a=b' }))).toBe(true);
  });
});
