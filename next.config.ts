import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { MAX_UPLOAD_BODY_BYTES } from './lib/images/limits';
import { OPTIMISED_IMAGE_GLOBS } from './lib/images/paths';
import { LANGUAGES, pathIn } from './lib/domain/i18n';
import { keptPageSources } from './lib/http/routes';
import { configuredSiteUrl, siteUrl } from './lib/domain/site';
import { contentSecurityPolicy, FIXED_POLICY_SOURCE, hardeningHeaders } from './lib/http/security-headers';

/**
 * Requests whose URL carries a secret or names a person, kept out of the development server's request log: reset
 * tokens, Google's callback code, and an e-mail address in the path (`/api/user/{email}`; docs/operations.md).
 */
const SECRET_URLS = [/[?&]token=/i, /^\/api\/auth\/callback\//, /@|%40/];

/**
 * One configuration for every way the shop runs. On Vercel the platform brings its own output format and shared
 * cache. Everywhere else (`next start`, the container image) the build is standalone; with REDIS_URL, the server
 * installs our Redis-backed cache handlers as it starts (lib/cache/shared-cache.ts, docs/decisions/0024-shared-cache.md).
 */
export default function nextConfig(phase: string): NextConfig {
  const production = process.env.NODE_ENV === 'production';
  const selfHosted = !process.env.VERCEL;
  if (phase === PHASE_PRODUCTION_BUILD) warnWithoutAddress();

  return {
    poweredByHeader: false,
    // middleware.ts sees each request as sent: Next.js would otherwise hide `_rsc` and the router's headers from it,
    // and a page load carrying `?_rsc=` of its own choosing would render a kept page with that text baked in
    // (docs/decisions/0085-catalogue-pages-kept.md).
    skipProxyUrlNormalize: true,
    // No ETag on pages: Next.js hashes the whole HTML of every page it sends to make one, which cost a kept page a
    // fifth of its throughput, while a 304 only spares the transfer (docs/decisions/0086-pages-without-etags.md).
    // The API's public reads send their own (lib/http/http-cache.ts).
    generateEtags: false,
    // Public pages are prerendered, or rendered at their first request and kept; reads are `'use cache'` functions
    // (docs/decisions/0087-cache-components.md). Without partial prefetching, the first request for a page kept at its
    // first request waits for the whole page, which is then kept whole, as before (ISR's blocking fallback).
    cacheComponents: true,
    partialPrefetching: false,
    reactStrictMode: true,
    // The browser tests' build leaves the type check to `npm run typecheck`, which `npm test` runs just before it and
    // the workflow runs as a job of its own: checking again took a fifth of that build (e2e/support/build.ts).
    typescript: { ignoreBuildErrors: process.env.BUILD_FOR_BROWSER_TESTS === '1' },
    logging: {
      // The development server would print every server function's arguments: passwords typed into sign-up,
      // login and reset forms among them (docs/decisions/0072-nothing-secret-in-logs.md).
      serverFunctions: false,
      // Its request lines show the whole URL: not those carrying a secret (a reset link's token, Google's code).
      incomingRequests: { ignore: SECRET_URLS },
    },
    // Native and driver packages stay outside the server bundle.
    serverExternalPackages: ['mongoose', '@node-rs/argon2'],
    ...(selfHosted && { output: 'standalone' as const }),
    experimental: {
      // Add Tool and Edit Tool send a photo of up to 5 MB through their server action: the limit sits just above it
      // (5.25 MB) rather than at the default 1 MB. The photo's own limit is checked again on the server.
      serverActions: { bodySizeLimit: MAX_UPLOAD_BODY_BYTES },
      // The development server checks that navigations can show a page at once only where a route asks for it
      // (`instant`). Ours never do: the pages that read the request wait for it on purpose (`instant = false`), and
      // checking every page anyway made the development server report those pages and reload them in a loop.
      instantInsights: { validationLevel: 'manual-warning' },
    },
    images: {
      // The demo catalogue's images are our own SVG drawings under /public, served as they are. Uploaded photos
      // (/media/{id}, JPEG, PNG or WebP) are resized for each screen by the optimiser.
      dangerouslyAllowSVG: true,
      contentDispositionType: 'attachment',
      contentSecurityPolicy: "default-src 'self'; script-src 'none'; sandbox;",
      // The optimiser fetches only our own images (lib/images/paths.ts), without a query string: any other `url` is a 400.
      localPatterns: OPTIMISED_IMAGE_GLOBS.map((pathname) => ({ pathname, search: '' })),
    },
    async headers() {
      return [
        { source: '/:path*', headers: hardeningHeaders(production) },
        // A font's name carries its content hash (lib/http/bengali-font.ts): a new file is a new address.
        { source: '/fonts/:file', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
        // Every page but the nonce pages (middleware.ts gives those their own policy).
        // Public pages: never kept by a shared cache (the account menu is the visitor's) and fetched afresh on every
        // visit, but not `no-store`, which keeps them out of the browser's back/forward cache
        // (docs/decisions/0064-back-forward-cache.md). Every other page keeps Next.js' own `no-store`.
        ...LANGUAGES.flatMap((language) => keptPageSources.map((path) => pathIn(language, path))).map((source) => ({
          source,
          headers: [{ key: 'Cache-Control', value: 'private, no-cache' }],
        })),
        {
          source: FIXED_POLICY_SOURCE,
          headers: [{ key: 'Content-Security-Policy', value: contentSecurityPolicy({ development: !production }) }],
        },
      ];
    },
  };
}

/**
 * Prerendered pages carry the address their build knew (docs/decisions/0082-prerendered-pages-carry-the-build-address.md):
 * a build that knows none writes the development address into their canonical links. Said once, by `next build`
 * itself (not by the tools that read this file, such as knip, nor again by the build's workers, which inherit the mark).
 */
function warnWithoutAddress() {
  if (process.argv[2] !== 'build' || configuredSiteUrl() || process.env.SITE_URL_WARNED_AT_BUILD) return;
  process.env.SITE_URL_WARNED_AT_BUILD = '1';
  console.warn(`[build] No SITE_URL (nor AUTH_URL or a Vercel URL): prerendered pages will link to ${siteUrl()}. Set SITE_URL for the build.`);
}
