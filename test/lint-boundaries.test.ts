/** The import boundaries of docs/decisions/0006-layers.md, checked by running the project's own ESLint config. */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function rulesBroken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.severity === 2).map((message) => message.ruleId ?? 'parse');
}

describe('import boundaries', () => {
  it('refuse a component that imports a model or the database', async () => {
    const code = "import { Tool } from '@/models/Tool';\nimport { connectToDatabase } from '@/lib/infra/db';\nexport const x = [Tool, connectToDatabase];\n";
    expect(await rulesBroken('components/shop/Probe.tsx', code)).toEqual(['import/no-restricted-paths', 'import/no-restricted-paths']);
  });

  // Each probe is a client component ('use client', linted as if it were a file in components/shop) with its imports, and the rules it breaks.
  it.each<[what: string, imports: string, broken: string[]]>([
    ['server-only code', "import { listTools } from '@/lib/data/tools';\nexport const x = listTools;\n", ['shop/client-imports']],
    ['the types of server-only code', "import type { ToolSummary } from '@/lib/data/tools';\nexport type X = ToolSummary;\n", []],
    ['a schema module', "import { registerSchema } from '@/lib/validation/auth';\nexport const x = registerSchema;\n", ['shop/client-imports']],
    [
      'zod and sonner',
      "import * as z from 'zod/mini';\nimport { toast } from 'sonner';\nexport const x = [z, toast];\n",
      ['shop/client-imports', 'shop/client-imports'],
    ],
    [
      'a schema through lazySchema, and types',
      "import { lazySchema } from '@/lib/validation/lazy';\nimport type { ToolFormValues } from '@/lib/validation/tools';\n" +
        "export const x = lazySchema(() => import('@/lib/validation/auth').then((module) => module.registerSchema));\nexport type X = ToolFormValues;\n",
      [],
    ],
    [
      'a whole catalogue',
      "import { toasts } from '@/lib/texts';\nimport * as bangla from '@/lib/texts/bn';\nexport const x = [toasts, bangla];\n",
      ['shop/client-imports', 'shop/client-imports'],
    ],
    [
      'the module that defines a section of the catalogue, and types',
      "import { toasts } from '@/lib/texts/en/messages';\nimport type { ClientCatalogue } from '@/lib/texts/catalogue-type';\n" +
        'export const x = toasts;\nexport type X = ClientCatalogue;\n',
      [],
    ],
  ])('a client component that imports %s breaks %j', async (_, imports, broken) => {
    expect(await rulesBroken('components/shop/Probe.tsx', `'use client';\n${imports}`)).toEqual(broken);
  });

  it('refuse React in the data layer, and imports of routes outside app/', async () => {
    expect(await rulesBroken('lib/data/probe.ts', "import { cache } from 'react';\nexport const x = cache;\n")).toEqual(['no-restricted-imports']);
    expect(await rulesBroken('lib/probe.ts', "import { GET } from '@/app/api/tools/route';\nexport const x = GET;\n")).toEqual([
      'import/no-restricted-paths',
    ]);
  });

  it("refuse a browser spec that takes test or expect from Playwright instead of the shop's fixtures", async () => {
    const direct = "import { expect, test } from '@playwright/test';\ntest('probe', () => expect(1).toBe(1));\n";
    expect(await rulesBroken('e2e/probe.spec.ts', direct)).toEqual(['no-restricted-imports', 'no-restricted-imports']);
    const fixtures = "import { expect, test } from './support/fixtures';\ntest('probe', () => expect(1).toBe(1));\n";
    expect(await rulesBroken('e2e/probe.spec.ts', fixtures)).toEqual([]);
  });
});
