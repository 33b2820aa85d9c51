import type { NextConfig } from 'next';
import { MAX_UPLOAD_BODY_BYTES } from './lib/images/limits';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Native and driver packages stay outside the server bundle.
  serverExternalPackages: ['mongoose', '@node-rs/argon2'],
  experimental: {
    // Add Tool and Edit Tool send a photo of up to 5 MB through their server action: the limit sits just above it
    // (5.25 MB) rather than at the default 1 MB. The photo's own limit is checked again on the server.
    serverActions: { bodySizeLimit: MAX_UPLOAD_BODY_BYTES },
  },
  images: {
    // The demo catalogue's images are our own SVG drawings under /public, served as they are. Uploaded photos
    // (/media/{id}, JPEG, PNG or WebP) are resized for each screen by the optimiser.
    dangerouslyAllowSVG: true,
    contentDispositionType: 'attachment',
    contentSecurityPolicy: "default-src 'self'; script-src 'none'; sandbox;",
  },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'DENY' },
          { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
        ],
      },
    ];
  },
};

export default nextConfig;
