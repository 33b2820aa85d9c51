import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '@/test/schemas';
import { contactMessageSchema } from './contact';

const messagesOf = (input: unknown) => fieldErrorsOf(contactMessageSchema, input);

describe('contactMessageSchema', () => {
  it('accepts a message, trimmed, with the e-mail lower-cased', () => {
    expect(contactMessageSchema.parse({ name: '  Rina Das ', email: ' Rina.Das@Example.COM ', message: ' Do you ship to Sylhet? ' })).toEqual({
      name: 'Rina Das',
      email: 'rina.das@example.com',
      message: 'Do you ship to Sylhet?',
    });
  });

  it.each([{ name: ' ', email: '', message: '\n' }, {}])('names every empty or missing field of %j with one clear message each', (input) => {
    expect(messagesOf(input)).toEqual({
      name: ['Name is Required'],
      email: ['Email is Required'],
      message: ['Message is Required'],
    });
  });

  it('refuses an e-mail address that is not one', () => {
    expect(messagesOf({ name: 'Rina', email: 'rina@', message: 'Hello' })).toEqual({ email: ['Provide a valid Email'] });
    expect(messagesOf({ name: 'Rina', email: 'rina example.com', message: 'Hello' })).toEqual({ email: ['Provide a valid Email'] });
  });

  it('refuses messages too long to be a message', () => {
    expect(messagesOf({ name: 'Rina', email: 'rina@example.com', message: 'x'.repeat(5001) })).toEqual({
      message: ['Message must be at most 5000 characters'],
    });
  });
});
