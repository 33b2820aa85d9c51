/**
 * `npm run test:e2e`'s build: `npm run build` with SITE_URL set to the address the browser tests' server will have
 * (E2E_PORT), because prerendered pages carry the address their build knew
 * (docs/decisions/0082-prerendered-pages-carry-the-build-address.md). global-setup.ts refuses a build made for
 * another address. It skips the build's own type check (BUILD_FOR_BROWSER_TESTS, next.config.ts): `npm run typecheck`
 * checks the same files.
 */
import { spawnSync } from 'node:child_process';
import { E2E_BASE_URL } from './address';

console.log(`[e2e] building with SITE_URL=${E2E_BASE_URL}`);
const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, SITE_URL: E2E_BASE_URL, BUILD_FOR_BROWSER_TESTS: '1' } });
if (result.error) throw result.error;
process.exit(result.status ?? 1);
