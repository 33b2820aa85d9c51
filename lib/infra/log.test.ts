import { afterEach, describe, expect, it, vi } from 'vitest';
import { log, logRequest, masked } from './log';
import { inRequest, noteAccount } from '../http/request-context';

/** The lines written while `work` runs, parsed: every one must be JSON. */
function linesOf(work: () => void): Record<string, unknown>[] {
  const written: string[] = [];
  for (const stream of ['log', 'warn', 'error'] as const) {
    vi.spyOn(console, stream).mockImplementation((...args: unknown[]) => {
      expect(args).toHaveLength(1);
      written.push(String(args[0]));
    });
  }
  work();
  return written.map((line) => JSON.parse(line) as Record<string, unknown>);
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('the log', () => {
  it('writes one JSON object per line: time, level, message and the fields given', () => {
    const [line] = linesOf(() => log('warn', '[outbox] a mail is late', { key: 'order:1:placed', attempts: 3 }));
    expect(line).toEqual({ time: expect.any(String), level: 'warn', msg: '[outbox] a mail is late', key: 'order:1:placed', attempts: 3 });
    expect(new Date(String(line!.time)).toISOString()).toBe(line!.time);
  });

  it('writes errors to stderr, warnings to the warning stream and the rest to stdout, as hosting platforms read them', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const info = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    log('error', 'e');
    log('warn', 'w');
    log('info', 'i');
    expect([error.mock.calls.length, warn.mock.calls.length, info.mock.calls.length]).toEqual([1, 1, 1]);
  });

  it('carries the id of the request being served and the account it named, and nothing of a request outside it', () => {
    const lines = linesOf(() => {
      inRequest({ requestId: 'req-0123456789' }, () => {
        log('info', 'before the caller is known');
        noteAccount('64b7f0c2a1e4b5c6d7e8f901');
        log('info', 'after');
      });
      log('info', 'a timer');
    });
    expect(lines.map((line) => [line.requestId, line.accountId])).toEqual([
      ['req-0123456789', undefined],
      ['req-0123456789', '64b7f0c2a1e4b5c6d7e8f901'],
      [undefined, undefined],
    ]);
  });

  it('masks e-mail addresses and credentials in messages, errors and nested fields (a duplicate-key error quotes the value)', () => {
    const duplicate = new Error('E11000 duplicate key error collection: users index: email_1 dup key: { email: "rahim.uddin@example.com" }');
    const [line] = linesOf(() =>
      log('error', 'could not reach mongodb://shop:s3cret-pass@db.example.com/mrittika for rahim.uddin@example.com', {
        error: duplicate,
        entry: { actor: { email: 'admin@mrittika.test' }, list: ['karim@example.org'] },
      }),
    );
    const text = JSON.stringify(line);
    for (const secret of ['rahim.uddin@example.com', 's3cret-pass', 'admin@mrittika.test', 'karim@example.org']) expect(text).not.toContain(secret);
    expect(line!.msg).toBe('could not reach mongodb://[credentials]@db.example.com/mrittika for [email]');
    expect(line!.error).toMatchObject({ name: 'Error', message: expect.stringContaining('dup key: { email: "[email]" }') });
    expect(line!.entry).toEqual({ actor: { email: '[email]' }, list: ['[email]'] });
    for (const harmless of ['order 42, 5 @ 450', 'at /app/node_modules/@vercel/otel/dist/node/index.js:3:9']) expect(masked(harmless)).toBe(harmless);
  });

  it('writes only the levels LOG_LEVEL lets through (info by default)', () => {
    expect(linesOf(() => log('debug', 'hidden')).length).toBe(0);
    vi.stubEnv('LOG_LEVEL', 'error');
    expect(linesOf(() => (log('warn', 'hidden'), log('error', 'shown'))).map((line) => line.msg)).toEqual(['shown']);
    vi.stubEnv('LOG_LEVEL', 'debug');
    expect(linesOf(() => log('debug', 'shown')).length).toBe(1);
  });

  it('writes a request\'s line at error level when it answered 5xx, with the time taken rounded to a tenth of a millisecond', () => {
    const [ok, failed] = linesOf(() => {
      logRequest({ method: 'GET', route: '/api/tools/[id]', status: 200, durationMs: 12.3456 });
      logRequest({ method: 'POST', route: '/api/order', status: 503, durationMs: 2001 });
    });
    expect(ok).toMatchObject({ level: 'info', msg: 'GET /api/tools/[id] 200', route: '/api/tools/[id]', status: 200, durationMs: 12.3 });
    expect(failed).toMatchObject({ level: 'error', status: 503 });
  });
});
