import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BENGALI_FONT_URL } from '../lib/http/bengali-font';

// The Bangla pages' font is served from public/fonts (docs/decisions/0101-the-shop-in-bangla.md): a copy of the
// pinned package's file, so that upgrading the package means copying it again, under a new name.
describe('the Bangla font', () => {
  const served = readFileSync(path.join(process.cwd(), 'public', BENGALI_FONT_URL));

  it('is the pinned @fontsource-variable/noto-sans-bengali file, its Bengali subset', () => {
    const packaged = readFileSync(path.join(process.cwd(), 'node_modules/@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2'));
    expect(served.equals(packaged)).toBe(true);
  });

  it('is named by its content, so that browsers may keep it for a year', () => {
    const hash = createHash('sha256').update(served).digest('hex').slice(0, 8);
    expect(BENGALI_FONT_URL).toBe(`/fonts/noto-sans-bengali-${hash}.woff2`);
  });

  it('is named in the fonts of Bangla pages marked as holding it, for Bengali letters only', () => {
    const css = readFileSync(path.join(process.cwd(), 'app/globals.css'), 'utf8');
    const face = /@font-face\s*\{[^}]*'Noto Sans Bengali'[^}]*\}/.exec(css)?.[0] ?? '';
    expect(face).toContain(`url('${BENGALI_FONT_URL}')`);
    expect(face).toContain('font-display: optional');
    expect(face).toMatch(/unicode-range:\s*U\+0951-0952, U\+0964-0965, U\+0980-09FE/);
    const users = css.split('\n').filter((line) => line.includes("'Noto Sans Bengali'") && !line.includes('font-family'));
    expect(users).toEqual([expect.stringContaining('--font-sans')]);
    expect(css).toMatch(/html\[data-bengali-font\]:lang\(bn\) \{\s*--font-sans: var\(--font-manrope\), 'Noto Sans Bengali'/);
  });
});
