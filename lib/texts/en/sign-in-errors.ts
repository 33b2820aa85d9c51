/** The sentences of the sign-in errors, by code (lib/auth/error-codes.ts): a module of their own, which the sign-in forms read whole. */

/** The sentences for sign-in error codes (lib/auth/error-codes.ts maps codes, including next-auth's, onto them). */
export const signInErrors: Record<string, string> = {
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
