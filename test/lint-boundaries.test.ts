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

  it('refuse a client component that imports server-only code, but allow its types', async () => {
    const value = "'use client';\nimport { listTools } from '@/lib/data/tools';\nexport const x = listTools;\n";
    expect(await rulesBroken('components/shop/Probe.tsx', value)).toEqual(['shop/client-imports']);
    const typeOnly = "'use client';\nimport type { ToolSummary } from '@/lib/data/tools';\nexport type X = ToolSummary;\n";
    expect(await rulesBroken('components/shop/Probe.tsx', typeOnly)).toEqual([]);
  });

  it('refuse a client component that loads zod, a schema module or sonner with the page, but allow lazySchema and types', async () => {
    const schema = "'use client';\nimport { registerSchema } from '@/lib/validation/auth';\nexport const x = registerSchema;\n";
    expect(await rulesBroken('components/shop/Probe.tsx', schema)).toEqual(['shop/client-imports']);
    const packages = "'use client';\nimport * as z from 'zod/mini';\nimport { toast } from 'sonner';\nexport const x = [z, toast];\n";
    expect(await rulesBroken('components/shop/Probe.tsx', packages)).toEqual(['shop/client-imports', 'shop/client-imports']);
    const lazy =
      "'use client';\nimport { lazySchema } from '@/lib/validation/lazy';\nimport type { ToolFormValues } from '@/lib/validation/tools';\n" +
      "export const x = lazySchema(() => import('@/lib/validation/auth').then((module) => module.registerSchema));\nexport type X = ToolFormValues;\n";
    expect(await rulesBroken('components/shop/Probe.tsx', lazy)).toEqual([]);
  });

  it('refuse a client component that imports a whole catalogue, but allow the module that defines a section, and types', async () => {
    const whole = "'use client';\nimport { toasts } from '@/lib/texts';\nimport * as bangla from '@/lib/texts/bn';\nexport const x = [toasts, bangla];\n";
    expect(await rulesBroken('components/shop/Probe.tsx', whole)).toEqual(['shop/client-imports', 'shop/client-imports']);
    const defined =
      "'use client';\nimport { toasts } from '@/lib/texts/en/messages';\nimport type { ClientCatalogue } from '@/lib/texts/catalogue-type';\n" +
      'export const x = toasts;\nexport type X = ClientCatalogue;\n';
    expect(await rulesBroken('components/shop/Probe.tsx', defined)).toEqual([]);
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
