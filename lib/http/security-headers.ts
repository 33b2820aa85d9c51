/**
 * The security headers of every response and the two Content-Security-Policies (docs/decisions/0011).
 * - Pages that render per request and take secrets or orders (`nonce` in lib/http/routes.ts) get a fresh nonce from middleware.ts,
 *   `'strict-dynamic'` and no `'unsafe-inline'` for scripts.
 * - Every other page gets a fixed policy from next.config.ts, which a prerendered page can carry: scripts,
 *   connections, forms, `<base>` and plugins limited to our own origin, with the framework's inline bootstrap
 *   allowed (a prerendered page cannot know a per-request nonce).
 * Both forbid framing, and `'unsafe-eval'` outside development. Edge-safe: middleware.ts and next.config.ts use it.
 */

import { LANGUAGES, DEFAULT_LANGUAGE } from '../domain/i18n';
import { nonceFolders } from './routes';

type PolicyOptions = {
  /** A per-request nonce: scripts need it (and whatever they load); without it, inline scripts are allowed. */
  nonce?: string;
  development: boolean;
  /** Other origins a form may be sent to (the Google sign-in's authorisation server, reached by a redirect). */
  formTargets?: readonly string[];
  /**
   * With a nonce, the hashes (`'sha256-…'`) of our own inline scripts that carry none: the Bengali font's script
   * (lib/http/bengali-font.ts) is in prerendered pages too, where no nonce can be.
   */
  inlineScripts?: readonly string[];
};

export function contentSecurityPolicy({ nonce, development, formTargets = [], inlineScripts = [] }: PolicyOptions): string {
  // A hash beside 'unsafe-inline' would turn 'unsafe-inline' off, so hashes go only with a nonce.
  const scripts = nonce ? ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...inlineScripts] : ["'self'", "'unsafe-inline'"];
  // React's development build evaluates code, and the dev server talks over a WebSocket.
  if (development) scripts.push("'unsafe-eval'");
  const directives = {
    'default-src': ["'self'"],
    'script-src': scripts,
    // Sonner and React set inline styles; styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Tool images may live on other sites (an admin's choice); next/image serves ours from /_next/image.
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': development ? ["'self'", 'ws:'] : ["'self'"],
    'form-action': ["'self'", ...formTargets],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Headers on every response. HSTS only in production: browsers keep it for a year, and development is plain HTTP. */
export function hardeningHeaders(production: boolean): { key: string; value: string }[] {
  return [
    ...(production ? [{ key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' }] : []),
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    },
  ];
}

/**
 * A next.config.ts `source` for every path except the nonce pages (lib/http/routes.ts) in either language (path-to-regexp,
 * matched on the whole path).
 */
const languagePrefixes = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE).map((language) => `${language}/`);
export const FIXED_POLICY_SOURCE = `/:path((?!(?:${languagePrefixes.join('|')})?(?:${nonceFolders.map((folder) => folder.slice(1)).join('|')})(?:/|$)).*)`;
