// Plain JavaScript, run by `npm run lint` after ESLint and knip: fails when the shop's modules import each other in a
// cycle, type-only imports included. ESLint's import/no-cycle leaves type imports out, and a cycle through a type is
// still a sign that the type lives in the wrong module (docs/decisions/0006-layers.md: types that several layers
// name sit in modules that import nothing of the shop, such as lib/auth/caller-type.ts and the answer schemas of lib/data/<domain>-types.ts).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folders and files whose modules are checked: everything the server and the browser run. */
export const CHECKED = ['app', 'components', 'lib', 'models', 'middleware.ts', 'instrumentation.ts'];

const SOURCE = /\.(ts|tsx)$/;
const IGNORED = /\.(test|spec)\.tsx?$|\.d\.ts$/;
const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourcesUnder(root, entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return SOURCE.test(entry) && !IGNORED.test(entry) ? [entry] : [];
  return readdirSync(full).flatMap((name) => sourcesUnder(root, path.join(entry, name)));
}

/** The module a specifier names (`@/lib/x`, `./x`), as a path relative to the root, or null for a package. */
function resolve(modules, from, specifier) {
  let base;
  if (specifier.startsWith('@/')) base = specifier.slice(2);
  else if (specifier.startsWith('.')) base = path.join(path.dirname(from), specifier);
  else return null;
  return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx'), base].find((candidate) => modules.has(candidate)) ?? null;
}

/** Every cycle of the import graph under `root` (each as the modules in it, sorted), none when there are none. */
export function importCycles(root, entries = CHECKED) {
  const files = entries.flatMap((entry) => sourcesUnder(root, entry));
  const modules = new Set(files);
  const graph = new Map(
    files.map((file) => {
      const text = readFileSync(path.join(root, file), 'utf8');
      const targets = [...text.matchAll(IMPORT)].map((match) => resolve(modules, file, match[1] ?? match[2])).filter(Boolean);
      return [file, [...new Set(targets)]];
    }),
  );
  // Tarjan's strongly connected components, iteratively: a component of two or more modules is a cycle.
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  let counter = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work = [[start, 0]];
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, next] = frame;
      if (next === 0) {
        index.set(node, counter);
        low.set(node, counter);
        counter += 1;
        stack.push(node);
        onStack.add(node);
      }
      const edges = graph.get(node);
      if (next < edges.length) {
        frame[1] += 1;
        const target = edges[next];
        if (!index.has(target)) work.push([target, 0]);
        else if (onStack.has(target)) low.set(node, Math.min(low.get(node), index.get(target)));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === index.get(node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== node);
        if (component.length > 1) cycles.push(component.sort());
      }
    }
  }
  return cycles;
}

// Run as a command (`node scripts/import-cycles.mjs`), not when a test imports it.
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const cycles = importCycles(process.cwd());
  for (const cycle of cycles) console.error(`[import-cycles] these modules import each other in a cycle: ${cycle.join(', ')}`);
  if (cycles.length > 0) {
    console.error('[import-cycles] move the types they share into a module that imports nothing of the shop.');
    process.exitCode = 1;
  }
}
