'use server';

import { headers } from 'next/headers';
import { defineAction } from '@/lib/actions/define';
import { clientAddress } from '@/lib/http/client-address';
import { receiveContactMessage } from '@/lib/data/contact';

/** The contact form: the data layer checks the message with the form's own schema, stores it, then mails the team. */
export const sendContactMessage = defineAction(async (_caller, fields: unknown) => ({
  outcome: await receiveContactMessage(fields, { address: clientAddress(await headers()) }),
}));
