/** The sign-in pages' words (the sentences of the sign-in errors are in ./sign-in-errors.ts). */

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
