import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from './chunk-load-error';

describe('isChunkLoadError', () => {
  it('recognises the errors browsers and webpack raise when on-demand code cannot be fetched', () => {
    const webpack = Object.assign(new Error('Loading chunk 472 failed.\n(error: https://shop/_next/static/chunks/472.js)'), {
      name: 'ChunkLoadError',
    });
    expect(isChunkLoadError(webpack)).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk app-page failed'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://shop/_next/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
  });

  it('leaves every other failure to the ordinary retry', () => {
    expect(isChunkLoadError(new Error('The database is unavailable. Please try again in a moment.'))).toBe(false);
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});
