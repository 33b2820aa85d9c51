/**
 * Browser-side helpers of the auth forms. Login posts to next-auth's credentials endpoint itself (rather than
 * through next-auth/react) so that the rate limit's 429 answer reaches the form as a readable error.
 */
export type SignInResult = { ok: true } | { ok: false; code: string };

export async function signInWithPassword(email: string, password: string, callbackUrl: string): Promise<SignInResult> {
  try {
    const { csrfToken } = (await (await fetch('/api/auth/csrf', { cache: 'no-store' })).json()) as { csrfToken: string };
    const response = await fetch('/api/auth/callback/credentials', {
      method: 'POST',
      // Ask next-auth for JSON ({ url }) instead of a redirect, so that the form stays in charge.
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Auth-Return-Redirect': '1' },
      body: new URLSearchParams({ email, password, csrfToken, callbackUrl }),
    });
    if (response.status === 429) return { ok: false, code: 'too-many-requests' };
    if (!response.ok) return { ok: false, code: 'server-error' };
    const { url } = (await response.json()) as { url?: string };
    const error = url ? new URL(url, window.location.origin).searchParams.get('error') : 'server-error';
    return error ? { ok: false, code: error } : { ok: true };
  } catch {
    return { ok: false, code: 'network-request-failed' };
  }
}

/** A server action that redirected rejects with Next's redirect signal; the router is already navigating. */
export function isNavigation(error: unknown): boolean {
  const digest = (error as { digest?: unknown } | null)?.digest;
  return typeof digest === 'string' && (digest.startsWith('NEXT_REDIRECT') || digest === 'NEXT_NOT_FOUND');
}
