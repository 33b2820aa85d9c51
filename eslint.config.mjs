import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const root = import.meta.dirname;

/** The file an import names, for `@/...` and relative specifiers; null for packages. */
function resolveImport(specifier, fromFile) {
  const base = specifier.startsWith('@/')
    ? path.join(root, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(fromFile), specifier)
      : null;
  if (!base) return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  // A folder (`@/lib/texts`) is its index file, never itself.
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

const SERVER_ONLY = /^\s*import\s+['"]server-only['"]/m;
/**
 * The catalogues whole: every section of a language, through `export *` (lib/texts/en.ts, bn.ts), which the bundler
 * does not trim. A component in the browser reads its words with useTexts() (docs/decisions/0101-the-shop-in-bangla.md).
 */
const WHOLE_CATALOGUES = ['lib/texts/index.ts', 'lib/texts/en.ts', 'lib/texts/bn.ts', 'lib/texts/catalogue.ts', 'lib/texts/client-en.ts', 'lib/texts/client-bn.ts'].map(
  (file) => path.join(root, file),
);
/** A module that builds zod schemas: it imports zod (any of its builds) by value. */
const USES_ZOD = /^\s*import\s+(?!type\b)[^;]*?from\s+['"]zod(?:\/[^'"]*)?['"]/m;

/**
 * Client components ('use client') must not import server-only code: the database, the models, the data layer or
 * anything marked `import 'server-only'`; nor zod, a schema module or sonner, which load when the visitor starts on
 * the page; nor a whole catalogue. Type-only imports are fine: they vanish from the bundle.
 */
const clientImportsRule = {
  meta: {
    type: 'problem',
    messages: {
      serverOnly: "A client component cannot import '{{name}}': it is server-only.",
      loadedLater:
        "A client component does not import '{{name}}' with the page: a form's schema comes through lazySchema (lib/validation/lazy.ts), toasts through '@/components/ui/Toaster'.",
      wholeCatalogue:
        "A client component does not import '{{name}}': a whole catalogue would ride along with the page. Its words come from useTexts(), a setting from the module that defines it.",
    },
  },
  create(context) {
    const body = context.sourceCode.ast.body;
    const isClient = body.some((node) => node.type === 'ExpressionStatement' && node.directive === 'use client');
    if (!isClient) return {};
    return {
      ImportDeclaration(node) {
        if (node.importKind === 'type' || node.specifiers.every((spec) => spec.importKind === 'type')) return;
        const name = node.source.value;
        const file = resolveImport(name, context.filename);
        const serverOnly =
          ['server-only', 'mongoose', 'mongodb'].includes(name) ||
          name.startsWith('@/models/') ||
          (file !== null && SERVER_ONLY.test(readFileSync(file, 'utf8')));
        if (serverOnly) context.report({ node, messageId: 'serverOnly', data: { name } });
        // docs/decisions/0080-light-form-pages.md: zod and sonner load at the visitor's first move, not with the page.
        else if (name === 'sonner' || name.startsWith('zod') || (file !== null && USES_ZOD.test(readFileSync(file, 'utf8')))) {
          context.report({ node, messageId: 'loadedLater', data: { name } });
        } else if (file !== null && WHOLE_CATALOGUES.includes(file)) {
          context.report({ node, messageId: 'wholeCatalogue', data: { name } });
        }
      },
    };
  },
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    plugins: { shop: { rules: { 'client-imports': clientImportsRule } } },
    rules: {
      'shop/client-imports': 'error',
      // The layers of docs/decisions/0006-layers.md: a request travels one way, and no layer reaches around another.
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './components', from: ['./models', './lib/infra/db.ts'], message: 'Components never touch the models or the database: pages hand them data from lib/data.' },
            { target: './lib/data', from: ['./components', './app'], message: 'The data layer knows nothing of pages or components.' },
            { target: ['./lib', './models', './components'], from: './app', message: 'Only routes live in app/; nothing imports them.' },
            { target: './models', from: ['./lib/data', './lib/actions', './components'], message: 'Models are the bottom layer.' },
          ],
        },
      ],
      'no-restricted-imports': 'off',
    },
  },
  {
    files: ['lib/data/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: ['react', 'react-dom', 'next/navigation'], patterns: [{ group: ['@/components/*', 'react/*'], message: 'The data layer knows nothing of React.' }] },
      ],
    },
  },
  {
    // Tests exercise route handlers and models directly.
    files: ['**/*.test.ts', 'e2e/**', 'test/**', 'scripts/**'],
    rules: { 'import/no-restricted-paths': 'off' },
  },
  {
    // Every spec gets its test and expect from the shop's fixtures (the CSP watch, signedIn): e2e/support/fixtures.ts.
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', importNames: ['test', 'expect'], message: "Import test and expect from './support/fixtures'." }] },
      ],
    },
  },
  globalIgnores(['.next/**', 'dist/**', 'node_modules/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', '.data/**']),
]);
