import { describe, expect, it } from 'vitest';
import { loadOnce } from './first-move';

describe('loadOnce', () => {
  it('loads once and gives every caller the same result', async () => {
    let loads = 0;
    const load = loadOnce(async () => ({ loaded: ++loads }));
    const [first, second] = await Promise.all([load(), load()]);
    expect(await load()).toBe(first);
    expect(second).toBe(first);
    expect(loads).toBe(1);
  });

  it('tries again after a failed load, and keeps the first one that succeeds', async () => {
    let loads = 0;
    const load = loadOnce(async () => {
      loads += 1;
      if (loads === 1) throw new Error('the network dropped');
      return loads;
    });
    await expect(load()).rejects.toThrow('the network dropped');
    expect(await load()).toBe(2);
    expect(await load()).toBe(2);
    expect(loads).toBe(2);
  });
});
