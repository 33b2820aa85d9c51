// Plain JavaScript, run by `npm run build` before `next build`: compiles the deployment's database commands (index
// sync, demo seed, preview database drop) into dist/commands/db.mjs (an ES module, packages left as imports), which
// then runs with `node` and the production dependencies only. See docs/decisions/0022-deployment-database-commands.md.
import { rm } from 'node:fs/promises';
import { build } from 'esbuild';

await rm('dist', { recursive: true, force: true });
await build({
  entryPoints: { 'commands/db': 'scripts/commands/db.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
});
console.log('[build] dist/: database commands compiled');
