import { signInErrors } from '@/lib/texts/en/sign-in-errors';

/**
 * Sign-in error codes and the sentences people see for them (lib/texts/en/sign-in-errors.ts), for the login form, the register
 * form, the reset page and next-auth's own error redirects. A code without a sentence is shown as the code itself,
 * lower-cased with dashes (docs/identity.md).
 */

/** next-auth's error types (in `?error=` on /login) and the shop's code each one means. */
const NEXT_AUTH_TYPES: Record<string, string> = {
  CredentialsSignin: 'wrong-password',
  AccessDenied: 'access-denied',
  OAuthAccountNotLinked: 'account-exists-with-different-credential',
  OAuthCallbackError: 'popup-closed-by-user',
  Configuration: 'server-error',
};

/** "auth/OAuthCallback_error" -> "oauth-callback-error": the shop's fallback for a code without a sentence. */
export function codeToDashes(code: string): string {
  return code
    .trim()
    .replace(/^auth\//, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[\s_/]+/g, '-')
    .toLowerCase();
}

/** The shop's code for an error name from next-auth or from our own actions. */
export function authErrorCode(error: string): string {
  return NEXT_AUTH_TYPES[error] ?? codeToDashes(error);
}

/** The sentence for an error code, or the code itself, lower-cased with dashes. */
export function authErrorMessage(error: string): string {
  const code = authErrorCode(error);
  return signInErrors[code] ?? code;
}
