import 'server-only';
import nodemailer from 'nodemailer';

/**
 * Sends e-mail through SMTP_URL (for example smtp://user:pass@smtp.example.com:587). Without SMTP_URL, outside
 * production, the message is printed on the server log instead, so development needs no mail server.
 */
export type Mail = { to: string; subject: string; text: string; replyTo?: string };

export const MAIL_FROM = process.env.MAIL_FROM ?? 'Mrittika Ceramic Tools <no-reply@mrittika.test>';

let transport: nodemailer.Transporter | undefined;

export async function sendMail(mail: Mail): Promise<void> {
  const url = process.env.SMTP_URL;
  if (!url) {
    if (process.env.NODE_ENV === 'production') throw new Error('SMTP_URL is not set: cannot send e-mail.');
    console.info(`[mail] (SMTP_URL not set) to ${mail.to}: ${mail.subject}\n${mail.text}`);
    return;
  }
  transport ??= nodemailer.createTransport(url);
  await transport.sendMail({ from: MAIL_FROM, ...mail });
}
