import 'server-only';
import { sendMail } from '@/lib/infra/mail';
import { TooManyRequestsError } from '@/lib/domain/errors';
import { countAttempt } from '@/lib/http/rate-limit';
import { refusals } from '@/lib/texts';
import { contactMessageSchema, type ContactMessageInput } from '@/lib/validation/contact';
import { ContactMessage } from '@/models/ContactMessage';
import { log } from '@/lib/infra/log';

/** "sent": stored and e-mailed to the team; "saved": stored, but not e-mailed (no CONTACT_TO, or the mail failed). */
export type ContactOutcome = 'sent' | 'saved';

/**
 * Anyone, signed in or not, may write to the shop. The message is stored first and e-mailed to CONTACT_TO second,
 * so a mail failure never loses it. Raises TooManyRequestsError past the contact door's limit for the sender's
 * address (lib/http/rate-limit.ts).
 */
export async function receiveContactMessage(fields: unknown, sender: { address: string }): Promise<ContactOutcome> {
  const input = contactMessageSchema.parse(fields);
  await countAttempt('contact', { address: sender.address }).catch((error: unknown) => {
    if (!(error instanceof TooManyRequestsError)) throw error;
    throw new TooManyRequestsError(error.retryAfterSeconds, refusals.tooManyMessages(Math.ceil(error.retryAfterSeconds / 60)));
  });
  const stored = await ContactMessage.create(input);

  const to = process.env.CONTACT_TO?.trim();
  if (!to) {
    log('warn', `[contact] CONTACT_TO is not set: message ${stored.id} is stored (contactmessages), not e-mailed.`);
    await ContactMessage.updateOne({ _id: stored._id }, { $set: { mailError: 'CONTACT_TO is not set' } });
    return 'saved';
  }
  try {
    await sendMail({ to, replyTo: input.email, subject: `Contact form: ${input.name}`, text: mailText(input) });
    await ContactMessage.updateOne({ _id: stored._id }, { $set: { mailedAt: new Date() } });
    return 'sent';
  } catch (error) {
    log('error', `[contact] message ${stored.id} is stored but could not be e-mailed`, { error });
    const reason = error instanceof Error ? error.message : String(error);
    await ContactMessage.updateOne({ _id: stored._id }, { $set: { mailError: reason.slice(0, 500) } });
    return 'saved';
  }
}

function mailText(input: ContactMessageInput): string {
  return `From: ${input.name} <${input.email}>\n\n${input.message}\n`;
}
