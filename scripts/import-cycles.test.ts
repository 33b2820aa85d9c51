import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain JavaScript module (npm run lint runs it with node), without type declarations.
import { importCycles } from './import-cycles.mjs';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A scratch tree of modules: path -> source. */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'import-cycles-'));
  roots.push(root);
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), source);
  }
  return root;
}

describe('the import-cycle check of npm run lint', () => {
  it('finds a cycle that runs only through type imports, by the shop\'s alias and by relative paths', () => {
    const root = tree({
      'lib/auth/caller.ts': "import { limit } from '@/lib/http/rate-limit';\nexport const who = limit;\n",
      'lib/http/rate-limit.ts': "import type { Caller } from '../auth/caller';\nexport const limit = 1;\n",
      'lib/domain/money.ts': 'export const taka = 1;\n',
    });
    expect(importCycles(root, ['lib'])).toEqual([['lib/auth/caller.ts', 'lib/http/rate-limit.ts']]);
  });

  it('finds none where the shared type sits in a module that imports nothing, and ignores tests and packages', () => {
    const root = tree({
      'lib/auth/caller-type.ts': 'export type Caller = { id: string };\n',
      'lib/auth/caller.ts': "import { limit } from '@/lib/http/rate-limit';\nimport type { Caller } from './caller-type';\nexport const who = limit;\n",
      'lib/http/rate-limit.ts': "import 'server-only';\nimport type { Caller } from '@/lib/auth/caller-type';\nexport const limit = 1;\n",
      'lib/http/rate-limit.test.ts': "import { who } from '../auth/caller';\nimport { limit } from './rate-limit';\n",
    });
    expect(importCycles(root, ['lib'])).toEqual([]);
  });

  it('finds none in the shop itself', () => {
    expect(importCycles(path.resolve(import.meta.dirname, '..'))).toEqual([]);
  });
});
