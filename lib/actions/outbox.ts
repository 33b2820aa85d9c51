'use server';

import { defineAction, text } from '@/lib/actions/define';
import { retryOutboxMail } from '@/lib/data/outbox';

/** Mail Outbox (admins): send a failed or stuck mail again now. */
export const retryOutboxMailAction = defineAction(async (caller, mailId: unknown) => retryOutboxMail(caller, text(mailId)));
