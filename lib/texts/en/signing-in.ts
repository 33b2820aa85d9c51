/** The sign-in pages' words and the sentences of the sign-in errors (lib/auth/error-codes.ts). */

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

/** The login, register, reset password and admins-only pages (docs/identity.md). */
export const authPageTexts = {
  login: {
    title: 'Login',
    passwordChanged: 'Your password has been changed. Log in with your new password.',
    email: 'Email',
    password: 'Password',
    forgotPassword: 'Forgot password?',
    /** Login errors are shown prefixed, word for word as the old shop did (docs/texts.md). */
    error: (message: string) => `Error: ${message}`,
    busy: 'Logging in',
    submit: 'Login',
    newHere: 'New to Mrittika Ceramic Tools?',
    createAccount: 'Create a new account',
  },
  register: {
    title: 'Sign Up',
    name: 'Name',
    email: 'Email',
    password: 'Password',
    busy: 'Creating your account',
    submit: 'Sign Up',
    haveAccount: 'Already have an account?',
    pleaseLogin: 'Please login',
  },
  reset: {
    title: 'Reset your password',
    heading: 'Choose a new password',
    newPassword: 'New password',
    newPasswordAgain: 'New password again',
    busy: 'Saving your new password',
    submit: 'Set new password',
    goToLogin: 'Go to login',
  },
  notAllowed: {
    title: 'Admins only',
    body: "That page is for the shop's admins. You are being signed out, so that you can log in with an admin account.",
    signOut: 'Sign out and log in as an admin',
  },
  google: {
    or: 'OR',
    continue: 'Continue with Google',
  },
} as const;
