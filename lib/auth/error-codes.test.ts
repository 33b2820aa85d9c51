import { describe, expect, it } from 'vitest';
import { authErrorCode, authErrorMessage, codeToDashes } from './error-codes';

describe('authErrorMessage', () => {
  it("gives readable sentences for the shop's codes we raise", () => {
    expect(authErrorMessage('wrong-password')).toBe('The e-mail or password is not right.');
    expect(authErrorMessage('email-already-in-use')).toBe('An account with this e-mail already exists. Log in instead.');
    expect(authErrorMessage('too-many-requests')).toMatch(/^Too many attempts/);
    expect(authErrorMessage('account-exists-with-different-credential')).toMatch(/Log in with your e-mail and password/);
    expect(authErrorMessage('expired-action-code')).toMatch(/expired/);
  });

  it('says the same for a wrong password and an unknown e-mail, so the form reveals no accounts', () => {
    expect(authErrorMessage('user-not-found')).toBe(authErrorMessage('wrong-password'));
  });

  it("maps next-auth's error types onto the shop's codes", () => {
    expect(authErrorCode('CredentialsSignin')).toBe('wrong-password');
    expect(authErrorMessage('OAuthAccountNotLinked')).toBe(authErrorMessage('account-exists-with-different-credential'));
  });

  it('falls back to the code lower-cased with dashes', () => {
    expect(authErrorMessage('second-factor-already-in-use')).toBe('second-factor-already-in-use');
    expect(authErrorMessage('auth/MULTI_FACTOR_AUTH_REQUIRED')).toBe('multi-factor-auth-required');
    expect(authErrorMessage('Verification')).toBe('verification');
    expect(codeToDashes('OAuthSignInError')).toBe('oauth-sign-in-error');
    expect(codeToDashes('  Web Authn_Verification ')).toBe('web-authn-verification');
  });
});
