// Plain JavaScript, run by `npm run build` before `next build`: compiles the server-side pieces that Node.js loads
// directly, not through Next.js' bundler, into dist/ (ES modules, packages left as imports):
// - dist/cache/*.mjs: the cache handlers next.config.ts names (Next.js loads them as they are);
// - dist/commands/db.mjs: the deployment's database commands (index sync, demo seed, preview database drop), which
//   then run with `node` and the production dependencies only.
// See docs/decisions/0022-deployment-database-commands.md.
import { rm } from 'node:fs/promises';
import { build } from 'esbuild';

await rm('dist', { recursive: true, force: true });
await build({
  entryPoints: {
    'cache/use-cache-handler': 'lib/cache/use-cache-handler.ts',
    'cache/incremental-cache-handler': 'lib/cache/incremental-cache-handler.ts',
    'commands/db': 'scripts/commands/db.ts',
  },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  // Shared code (the Redis store) becomes one chunk, so both handlers use one connection.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
});
console.log('[build] dist/: cache handlers and database commands compiled');
