/**
 * Sign-in error codes (spec section 8) and the sentences people see for them. One list for the login form,
 * the register form, the reset page and next-auth's own error redirects. Codes we have no sentence for are
 * shown as the code itself, lower-cased with dashes, as the spec says.
 */
const MESSAGES: Record<string, string> = {
  'wrong-password': 'The e-mail or password is not right.',
  'user-not-found': 'The e-mail or password is not right.',
  'invalid-credential': 'The e-mail or password is not right.',
  'email-already-in-use': 'An account with this e-mail already exists. Log in instead.',
  'invalid-email': 'Provide a valid Email',
  'weak-password': 'Must be 6 characters or longer',
  'too-many-requests': 'Too many attempts. Please wait a few minutes and try again.',
  'expired-action-code': 'This password reset link has expired. Ask for a new one from the login page.',
  'invalid-action-code': 'This password reset link is not valid or was already used. Ask for a new one from the login page.',
  'account-exists-with-different-credential':
    'An account with this e-mail already exists with a password. Log in with your e-mail and password.',
  'credential-already-in-use': 'This Google account is already linked to another account.',
  'email-not-verified': 'Your Google account e-mail is not verified, so it cannot be used to sign in here.',
  'operation-not-allowed': 'Google sign-in is not set up on this server.',
  'user-disabled': 'This account has been disabled.',
  'requires-recent-login': 'Please log in again to continue.',
  'invalid-user-token': 'Your session has ended. Please log in again.',
  'user-token-expired': 'Your session has ended. Please log in again.',
  'popup-closed-by-user': 'Google sign-in was cancelled.',
  'network-request-failed': 'The network failed. Check your connection and try again.',
  'unauthorized-continue-uri': 'That return address is not on this site.',
  'access-denied': 'Sign-in was refused.',
  'server-error': 'Sign-in failed on our side. Please try again.',
};

/** next-auth's error types (in `?error=` on /login) and the spec's code each one means. */
const NEXT_AUTH_TYPES: Record<string, string> = {
  CredentialsSignin: 'wrong-password',
  AccessDenied: 'access-denied',
  OAuthAccountNotLinked: 'account-exists-with-different-credential',
  OAuthCallbackError: 'popup-closed-by-user',
  Configuration: 'server-error',
};

/** "auth/OAuthCallback_error" -> "oauth-callback-error": the spec's fallback for a code without a sentence. */
export function codeToDashes(code: string): string {
  return code
    .trim()
    .replace(/^auth\//, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[\s_/]+/g, '-')
    .toLowerCase();
}

/** The spec code for an error name from next-auth or from our own actions. */
export function authErrorCode(error: string): string {
  return NEXT_AUTH_TYPES[error] ?? codeToDashes(error);
}

/** The sentence for an error code, or the code itself, lower-cased with dashes. */
export function authErrorMessage(error: string): string {
  const code = authErrorCode(error);
  return MESSAGES[code] ?? code;
}
