import { describe, expect, it } from 'vitest';
import { isCronRequest } from './cron';

describe('isCronRequest', () => {
  const secret = 'a-long-random-cron-secret-4f9a';

  it('lets in exactly "Bearer <CRON_SECRET>"', () => {
    expect(isCronRequest(`Bearer ${secret}`, secret)).toBe(true);
    for (const header of [null, '', secret, `Bearer ${secret} `, `bearer ${secret}`, `Bearer ${secret.slice(0, -1)}`, `Bearer ${secret}x`]) {
      expect(isCronRequest(header, secret), String(header)).toBe(false);
    }
  });

  it('refuses everything when CRON_SECRET is unset or too short to be a secret', () => {
    expect(isCronRequest('Bearer ', '')).toBe(false);
    expect(isCronRequest('Bearer undefined', undefined)).toBe(false);
    expect(isCronRequest('Bearer short', 'short')).toBe(false);
  });
});
