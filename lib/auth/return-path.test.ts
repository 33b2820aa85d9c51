import { describe, expect, it } from 'vitest';
import { loginPathFrom, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps paths on our own site, query and fragment included', () => {
    expect(safeReturnPath('/purchase/665f1c2ab7e4c1a2b3c4d5e6')).toBe('/purchase/665f1c2ab7e4c1a2b3c4d5e6');
    expect(safeReturnPath('/dashboard/myorder?page=2#top')).toBe('/dashboard/myorder?page=2#top');
    expect(safeReturnPath('/')).toBe('/');
  });

  it.each([
    'https://evil.example/steal',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'javascript:alert(1)',
    'evil.example',
    '',
    '%2F%2Fevil.example',
  ])('refuses %j and sends home instead', (value) => {
    expect(safeReturnPath(value)).toBe('/');
  });

  it('refuses what is not a string', () => {
    expect(safeReturnPath(undefined)).toBe('/');
    expect(safeReturnPath(['/dashboard'])).toBe('/');
  });

  it('never returns to the sign-in pages themselves', () => {
    expect(safeReturnPath('/login')).toBe('/');
    expect(safeReturnPath('/register?from=/x')).toBe('/');
    expect(safeReturnPath('/reset-password?token=abc')).toBe('/');
  });
});

describe('loginPathFrom', () => {
  it('carries the origin path in the query', () => {
    expect(loginPathFrom('/purchase/abc')).toBe('/login?from=%2Fpurchase%2Fabc');
    expect(loginPathFrom('/dashboard', '/register')).toBe('/register?from=%2Fdashboard');
  });

  it('leaves the query out when the origin is home or unsafe', () => {
    expect(loginPathFrom('/')).toBe('/login');
    expect(loginPathFrom('//evil.example')).toBe('/login');
  });
});
