import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The Bangla pages' font is served from public/fonts (docs/decisions/0101-the-shop-in-bangla.md): a copy of the
// pinned package's file, so that upgrading the package means copying it again.
describe('the Bangla font', () => {
  it('is the pinned @fontsource-variable/noto-sans-bengali file, its Bengali subset', () => {
    const served = readFileSync(path.join(process.cwd(), 'public/fonts/noto-sans-bengali-wght.woff2'));
    const packaged = readFileSync(path.join(process.cwd(), 'node_modules/@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2'));
    expect(served.equals(packaged)).toBe(true);
  });

  it('is named in the fonts of Bangla pages only, for Bengali letters only', () => {
    const css = readFileSync(path.join(process.cwd(), 'app/globals.css'), 'utf8');
    const face = /@font-face\s*\{[^}]*'Noto Sans Bengali'[^}]*\}/.exec(css)?.[0] ?? '';
    expect(face).toContain("url('/fonts/noto-sans-bengali-wght.woff2')");
    expect(face).toMatch(/unicode-range:\s*U\+0951-0952, U\+0964-0965, U\+0980-09FE/);
    const users = css.split('\n').filter((line) => line.includes("'Noto Sans Bengali'") && !line.includes('font-family'));
    expect(users).toEqual([expect.stringContaining('--font-sans')]);
    expect(css).toMatch(/html:lang\(bn\) \{\s*--font-sans: var\(--font-manrope\), 'Noto Sans Bengali'/);
  });
});
