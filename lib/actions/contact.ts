'use server';

import { headers } from 'next/headers';
import { defineAction } from '@/lib/actions/define';
import { receiveContactMessage } from '@/lib/data/contact';

/** The contact form: the data layer checks the message with the form's own schema, stores it, then mails the team. */
export const sendContactMessage = defineAction(async (_caller, fields: unknown) => ({
  outcome: await receiveContactMessage(fields, { ip: await senderIp() }),
}));

/**
 * The sender's address. Next.js fills X-Forwarded-For with the socket's address when no proxy did; behind a proxy
 * the last entry is the one that proxy added, the only one a client cannot forge.
 */
async function senderIp(): Promise<string> {
  const requestHeaders = await headers();
  const forwarded = requestHeaders.get('x-forwarded-for')?.split(',').map((part) => part.trim()).filter(Boolean);
  return forwarded?.at(-1) ?? requestHeaders.get('x-real-ip') ?? 'unknown';
}
