import { afterEach, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, markDatabaseAvailable, markDatabaseUnavailable, registerDatabaseProbe, RETRY_AFTER_SECONDS } from './database-status';
import { outageAnswer } from './outage';

const page = (method = 'GET') => new Request('http://127.0.0.1/tools/abc', { method });

describe('the 503 page while the database is down', () => {
  afterEach(() => markDatabaseAvailable());

  it('lets every request through while the database is reachable', () => {
    expect(outageAnswer(page())).toBeUndefined();
  });

  it('answers page requests with 503, Retry-After, no caching, and a page that reloads itself', async () => {
    markDatabaseUnavailable();
    const answer = outageAnswer(page())!;
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await answer.text();
    expect(html).toContain("We'll be right back");
    expect(html).toContain(`<meta http-equiv="refresh" content="${RETRY_AFTER_SECONDS}">`);
    expect(html).not.toMatch(/<script/i);
    expect(outageAnswer(page('HEAD'))?.status).toBe(503);
  });

  it('leaves form posts and server actions to their own error answers', () => {
    markDatabaseUnavailable();
    expect(outageAnswer(page('POST'))).toBeUndefined();
  });

  it('notices recovery by itself: a due check that succeeds lifts the 503 without a restart', async () => {
    let reachable = false;
    registerDatabaseProbe(async () => {
      if (!reachable) throw new Error('still down');
    });
    markDatabaseUnavailable();
    // The first check is due two seconds after the outage was noticed.
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect(isDatabaseUnavailable()).toBe(true); // starts a check, which fails
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(isDatabaseUnavailable()).toBe(true); // no new check before the interval
    reachable = true;
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    isDatabaseUnavailable(); // starts a check, which succeeds
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(isDatabaseUnavailable()).toBe(false);
    expect(outageAnswer(page())).toBeUndefined();
  });
});
