'use server';

import { headers } from 'next/headers';
import { clientAddress } from '@/lib/client-address';
import { DatabaseUnavailableError } from '@/lib/db';
import { receiveContactMessage, type ContactOutcome } from '@/lib/data/contact';
import { TooManyRequestsError } from '@/lib/errors';
import { contactMessageSchema } from '@/lib/validation/contact';

export type ContactResult =
  | { ok: true; outcome: ContactOutcome }
  | { ok: false; error: string; fields?: Partial<Record<'name' | 'email' | 'message', string>> };

/** The contact form's Server Action: parse with the form's own schema, then hand over to the data layer. */
export async function sendContactMessage(fields: unknown): Promise<ContactResult> {
  const parsed = contactMessageSchema.safeParse(fields);
  if (!parsed.success) {
    const errors: Partial<Record<'name' | 'email' | 'message', string>> = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path[0];
      if ((key === 'name' || key === 'email' || key === 'message') && !errors[key]) errors[key] = issue.message;
    }
    return { ok: false, error: 'Please check the form and try again.', fields: errors };
  }
  try {
    return { ok: true, outcome: await receiveContactMessage(parsed.data, { address: clientAddress(await headers()) }) };
  } catch (error) {
    if (error instanceof TooManyRequestsError) {
      const minutes = Math.ceil(error.retryAfterSeconds / 60);
      return {
        ok: false,
        error: `You have sent several messages in a short time. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
      };
    }
    if (!(error instanceof DatabaseUnavailableError)) console.error('[contact] could not receive a message:', error);
    return { ok: false, error: 'We could not save your message just now. Please try again in a moment.' };
  }
}

