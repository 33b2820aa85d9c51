import 'server-only';
import nodemailer from 'nodemailer';

/**
 * Sends e-mail through SMTP_URL (for example smtp://user:pass@smtp.example.com:587). Without SMTP_URL the message
 * is written to the server log instead, whole, under a warning that says it was not sent: development and preview
 * deployments need no mail server, and a production server missing its SMTP_URL loses no mail silently (the
 * start-up check warns about it too). This fallback is the one place where a reset link may reach a log.
 */
export type Mail = {
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative to `text` (the order and quote mails have one). */
  html?: string;
  replyTo?: string;
  /** A stable Message-ID ("<id@domain>"): a mail sent again after a crash is recognisably the same (docs/decisions/0040-outbox.md). */
  messageId?: string;
};

export const MAIL_FROM = process.env.MAIL_FROM ?? 'Mrittika Ceramic Tools <no-reply@mrittika.test>';

/** The label of every mail written to the log instead of being sent; searchable in any log viewer. */
export const UNSENT_MAIL_LABEL = '[mail] NOT SENT (SMTP_URL is not set); the message follows';

let transport: nodemailer.Transporter | undefined;

/**
 * A send gives up well within the outbox's lease (lib/data/outbox.ts), so a slow server cannot keep a mail past it
 * while another worker takes it over. nodemailer's own defaults allow minutes per step.
 */
export const SMTP_TIMEOUTS = { dnsTimeout: 10_000, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export async function sendMail(mail: Mail): Promise<void> {
  const url = process.env.SMTP_URL;
  if (!url) {
    console.warn(`${UNSENT_MAIL_LABEL}\nTo: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n[mail] end of message`);
    return;
  }
  transport ??= nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
  await transport.sendMail({ from: MAIL_FROM, ...mail });
}
