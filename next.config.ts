import path from 'node:path';
import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants';
import { OPTIMISED_IMAGE_GLOB } from './lib/images';
import { contentSecurityPolicy, FIXED_POLICY_SOURCE, hardeningHeaders } from './lib/security-headers';

/**
 * One configuration for every way the shop runs. On Vercel the platform brings its own output format and shared
 * cache. Everywhere else (`next start`, the container image) the build is standalone and Next.js' caches go
 * through our handlers, which share them through Redis when REDIS_URL is set when the server starts
 * (docs/decisions/0024-shared-cache.md). The handlers are compiled to dist/ by `npm run build`.
 */
export default function nextConfig(phase: string): NextConfig {
  const production = process.env.NODE_ENV === 'production';
  const selfHosted = !process.env.VERCEL;
  const ownCacheHandlers = selfHosted && phase !== PHASE_DEVELOPMENT_SERVER;
  const compiled = (file: string) => path.join(process.cwd(), 'dist', 'cache', file);

  return {
    poweredByHeader: false,
    reactStrictMode: true,
    // Native and driver packages stay outside the server bundle.
    serverExternalPackages: ['mongoose', '@node-rs/argon2'],
    ...(selfHosted && { output: 'standalone' as const }),
    ...(ownCacheHandlers && {
      cacheHandler: compiled('incremental-cache-handler.mjs'),
      cacheHandlers: { default: compiled('use-cache-handler.mjs'), remote: compiled('use-cache-handler.mjs') },
    }),
    images: {
      // Our product images are our own SVG drawings under /public; they are served as they are.
      dangerouslyAllowSVG: true,
      contentDispositionType: 'attachment',
      contentSecurityPolicy: "default-src 'self'; script-src 'none'; sandbox;",
      // The optimiser fetches only our own images (lib/images.ts), without a query string: any other `url` is a 400.
      localPatterns: [{ pathname: OPTIMISED_IMAGE_GLOB, search: '' }],
    },
    async headers() {
      return [
        { source: '/:path*', headers: hardeningHeaders(production) },
        // Every page but the nonce pages (middleware.ts gives those their own policy).
        {
          source: FIXED_POLICY_SOURCE,
          headers: [{ key: 'Content-Security-Policy', value: contentSecurityPolicy({ development: !production }) }],
        },
      ];
    },
  };
}
