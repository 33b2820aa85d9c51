import type { NextConfig } from 'next';
import { OPTIMISED_IMAGE_GLOB } from './lib/images';
import { contentSecurityPolicy, FIXED_POLICY_SOURCE, hardeningHeaders } from './lib/security-headers';

const production = process.env.NODE_ENV === 'production';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Native and driver packages stay outside the server bundle.
  serverExternalPackages: ['mongoose', '@node-rs/argon2'],
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

export default nextConfig;
