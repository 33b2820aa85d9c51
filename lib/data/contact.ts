import 'server-only';
import { createHash } from 'node:crypto';
import { connectToDatabase } from '@/lib/db';
import { TooManyRequestsError } from '@/lib/errors';
import { sendMail } from '@/lib/mail';
import { refusals } from '@/lib/texts';
import { contactMessageSchema, type ContactMessageInput } from '@/lib/validation/contact';
import { ContactMessage } from '@/models/ContactMessage';

/** At most this many messages from one sender within the window. */
export const CONTACT_LIMIT = { messages: 5, windowMs: 10 * 60 * 1000 } as const;

/** "sent": stored and e-mailed to the team; "saved": stored, but not e-mailed (no CONTACT_TO, or the mail failed). */
export type ContactOutcome = 'sent' | 'saved';

export function senderKeyOf(ip: string): string {
  return createHash('sha256').update(`contact:${ip}`).digest('hex');
}

/**
 * Anyone, signed in or not, may write to the shop. The message is stored first and e-mailed to CONTACT_TO second,
 * so a mail failure never loses it. Raises TooManyRequestsError past CONTACT_LIMIT for one sender.
 */
export async function receiveContactMessage(fields: unknown, sender: { ip: string }): Promise<ContactOutcome> {
  const input = contactMessageSchema.parse(fields);
  await connectToDatabase();
  const senderKey = senderKeyOf(sender.ip);
  await refuseFloods(senderKey);
  const stored = await ContactMessage.create({ ...input, senderKey });

  const to = process.env.CONTACT_TO?.trim();
  if (!to) {
    console.warn(`[contact] CONTACT_TO is not set: message ${stored.id} is stored, not e-mailed.\n${mailText(input)}`);
    await ContactMessage.updateOne({ _id: stored._id }, { $set: { mailError: 'CONTACT_TO is not set' } });
    return 'saved';
  }
  try {
    await sendMail({ to, replyTo: input.email, subject: `Contact form: ${input.name}`, text: mailText(input) });
    await ContactMessage.updateOne({ _id: stored._id }, { $set: { mailedAt: new Date() } });
    return 'sent';
  } catch (error) {
    console.error(`[contact] message ${stored.id} is stored but could not be e-mailed:`, error);
    const reason = error instanceof Error ? error.message : String(error);
    await ContactMessage.updateOne({ _id: stored._id }, { $set: { mailError: reason.slice(0, 500) } });
    return 'saved';
  }
}

async function refuseFloods(senderKey: string): Promise<void> {
  const windowStart = new Date(Date.now() - CONTACT_LIMIT.windowMs);
  const recent = await ContactMessage.find({ senderKey, createdAt: { $gte: windowStart } }, { createdAt: 1 })
    .sort({ createdAt: -1 })
    .limit(CONTACT_LIMIT.messages)
    .lean();
  if (recent.length < CONTACT_LIMIT.messages) return;
  // The sender may write again once the oldest of their recent messages leaves the window.
  const oldest = recent[recent.length - 1]!.createdAt.getTime();
  const retryAfterMs = oldest + CONTACT_LIMIT.windowMs - Date.now();
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  throw new TooManyRequestsError(seconds, refusals.tooManyMessages(Math.ceil(seconds / 60)));
}

function mailText(input: ContactMessageInput): string {
  return `From: ${input.name} <${input.email}>\n\n${input.message}\n`;
}
