import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '@/test/schemas';
import { registerSchema, resetPasswordSchema } from './auth';

const errorsOf = (input: unknown) => fieldErrorsOf(registerSchema, input);

describe('registerSchema', () => {
  it('accepts a complete signup', () => {
    expect(registerSchema.parse({ name: ' Rahim ', email: 'rahim99@gmail.com', password: 'secret1' })).toEqual({
      name: 'Rahim',
      email: 'rahim99@gmail.com',
      password: 'secret1',
    });
  });

  it.each([{ name: '', email: '', password: '' }, {}])("says the shop's words for each missing field of %j", (input) => {
    expect(errorsOf(input)).toEqual({
      name: ['Name is Required'],
      email: ['Email is Required'],
      password: ['Password is Required'],
    });
  });

  it('keeps the e-mail as stored: trimmed and lower-cased', () => {
    expect(registerSchema.parse({ name: 'R', email: ' First.Last+shop@Company.com.bd ', password: 'secret1' }).email).toBe(
      'first.last+shop@company.com.bd',
    );
  });

  it.each(['rahim@', 'rahim', 'rahim@gmail', 'rahim..uddin@gmail.com'])('refuses %j with "Provide a valid Email"', (email) => {
    expect(errorsOf({ name: 'R', email, password: 'secret1' })).toEqual({ email: ['Provide a valid Email'] });
  });

  it('asks for 6 characters or more', () => {
    expect(errorsOf({ name: 'R', email: 'r@gmail.com', password: '12345' })).toEqual({
      password: ['Must be 6 characters or longer'],
    });
  });
});

describe('resetPasswordSchema', () => {
  const token = 'a'.repeat(43);
  it('needs the same new password twice', () => {
    expect(fieldErrorsOf(resetPasswordSchema, { token, password: 'new-secret', confirmPassword: 'other' })).toEqual({
      confirmPassword: ['The passwords do not match'],
    });
  });

  it('refuses a malformed token', () => {
    expect(resetPasswordSchema.safeParse({ token: 'x$', password: 'new-secret', confirmPassword: 'new-secret' }).success).toBe(
      false,
    );
  });
});
