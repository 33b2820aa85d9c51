// Plain JavaScript: it runs before `npm ci`, when no TypeScript runner is installed yet.
//
// Some platform builds of optional native packages (other operating systems' builds of Next's SWC, Tailwind's
// oxide, the resolver behind ESLint) are missing from the npm registry these machines use. `npm install` then
// leaves them out of package-lock.json, and `npm ci` refuses a lock file that lacks them ("Missing: ... from lock
// file"). This adds each missing optional platform package back, with the os and cpu its name states, so that
// `npm ci` skips it on this platform exactly as it would with a complete lock file. Idempotent.
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const OSES = ['android', 'darwin', 'freebsd', 'linux', 'win32', 'openharmony', 'sunos', 'aix', 'netbsd', 'openbsd'];
const CPUS = ['arm64', 'x64', 'ia32', 'arm', 'loong64', 'ppc64', 'riscv64', 's390x', 'mips64el'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  if (parts.includes('wasm32')) return { cpu: ['wasm32'] };
  const os = OSES.find((candidate) => parts.includes(candidate));
  const cpu = CPUS.find((candidate) => parts.includes(candidate));
  return { ...(os && { os: [os] }), ...(cpu && { cpu: [cpu] }) };
}

let added = 0;
for (const [location, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${location ? `${location}/` : ''}node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (lock.packages[nested] || lock.packages[hoisted]) continue;
    const platform = platformOf(name);
    if (!platform.os && !platform.cpu) continue; // not a platform build: leave it to npm
    lock.packages[hoisted] = { version, optional: true, ...(entry.dev && { dev: true }), ...platform };
    added += 1;
  }
}

if (added > 0) {
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`[lockfile] added ${added} optional platform packages missing from this registry`);
}
