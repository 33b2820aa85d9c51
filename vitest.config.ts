import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname),
      // `server-only` throws outside React Server Components; under Vitest we are the server.
      'server-only': path.resolve(import.meta.dirname, 'node_modules/server-only/empty.js'),
    },
  },
  test: {
    environment: 'node',
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**', '.next/**', 'dist/**', 'e2e/**'],
    globalSetup: ['test/global-setup.ts'],
    // next-auth imports `next/server` without an extension, which Node's ESM loader refuses; Vite resolves it.
    server: { deps: { inline: ['next-auth'] } },
    // One test file per core. Vitest's default is one fewer: a single worker on a two-core machine, which ran the
    // files one after another in 92 s where two workers take 54-61 s
    // (docs/decisions/0094-browser-tests-in-the-headless-shell.md, "Later").
    maxWorkers: os.availableParallelism(),
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
