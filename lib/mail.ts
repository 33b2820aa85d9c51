import 'server-only';
import nodemailer from 'nodemailer';

/**
 * Sends e-mail through SMTP_URL (for example smtp://user:pass@smtp.example.com:587). Without SMTP_URL the message
 * is written to the server log instead, whole, under a warning that says it was not sent: development and preview
 * deployments need no mail server, and a production server missing its SMTP_URL loses no mail silently (the
 * start-up check warns about it too). This fallback is the one place where a reset link may reach a log.
 */
export type Mail = { to: string; subject: string; text: string; replyTo?: string };

export const MAIL_FROM = process.env.MAIL_FROM ?? 'Mrittika Ceramic Tools <no-reply@mrittika.test>';

/** The label of every mail written to the log instead of being sent; searchable in any log viewer. */
export const UNSENT_MAIL_LABEL = '[mail] NOT SENT (SMTP_URL is not set); the message follows';

let transport: nodemailer.Transporter | undefined;

export async function sendMail(mail: Mail): Promise<void> {
  const url = process.env.SMTP_URL;
  if (!url) {
    console.warn(`${UNSENT_MAIL_LABEL}\nTo: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n[mail] end of message`);
    return;
  }
  transport ??= nodemailer.createTransport(url);
  await transport.sendMail({ from: MAIL_FROM, ...mail });
}
