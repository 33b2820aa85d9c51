import 'server-only';
import nodemailer from 'nodemailer';

/**
 * Sends e-mail through SMTP_URL (for example smtp://user:pass@smtp.example.com:587). Without SMTP_URL, outside
 * production, the message is printed on the server log instead, so development needs no mail server.
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

let transport: nodemailer.Transporter | undefined;

/**
 * A send gives up well within the outbox's lease (lib/data/outbox.ts), so a slow server cannot keep a mail past it
 * while another worker takes it over. nodemailer's own defaults allow minutes per step.
 */
export const SMTP_TIMEOUTS = { dnsTimeout: 10_000, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export async function sendMail(mail: Mail): Promise<void> {
  const url = process.env.SMTP_URL;
  if (!url) {
    if (process.env.NODE_ENV === 'production') throw new Error('SMTP_URL is not set: cannot send e-mail.');
    console.info(`[mail] (SMTP_URL not set) to ${mail.to}: ${mail.subject}\n${mail.text}`);
    return;
  }
  transport ??= nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
  await transport.sendMail({ from: MAIL_FROM, ...mail });
}
