/**
 * A real SMTP server on loopback for the tests: the app sends through SMTP_URL as in production, and every
 * message received is written as JSON into a folder that the tests read (browser tests run in other processes
 * than the server that receives, so a folder is what they share).
 */
import { mkdtemp, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = {
  to: string[];
  from: string;
  replyTo: string | null;
  subject: string;
  text: string;
  /** The HTML alternative, if the mail has one. */
  html: string | null;
  messageId: string | null;
  receivedAt: string;
};

/**
 * Starts the sink on loopback. `port` and `dir` start it again where a stopped one was (a test of an SMTP outage
 * stops the server and brings it back at the same address, keeping what it received).
 */
export async function startMailSink(
  options: { port?: number; dir?: string } = {},
): Promise<{ smtpUrl: string; dir: string; port: number; stop(): Promise<void> }> {
  const dir = options.dir ?? (await mkdtemp(path.join(os.tmpdir(), 'mrittika-mail-')));
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail: ReceivedMail = {
          ...parseMessage(Buffer.concat(chunks).toString('utf8')),
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          receivedAt: new Date().toISOString(),
        };
        count += 1;
        // Written aside, then renamed: a test reading the folder never sees half a file.
        const file = path.join(dir, `${Date.now()}-${count}.json`);
        writeFile(`${file}.partial`, JSON.stringify(mail))
          .then(() => rename(`${file}.partial`, file))
          .then(() => done(), done);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    dir,
    port,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type ParsedMessage = Pick<ReceivedMail, 'subject' | 'replyTo' | 'text' | 'html' | 'messageId'>;

/** Subject, Message-ID, and the plain-text and HTML bodies of a single-part or multipart message as nodemailer writes it. */
function parseMessage(raw: string): ParsedMessage {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = head.replace(/\r?\n[ \t]+/g, ' ');
  const subject = decodeWords(/^subject: (.*)$/im.exec(headers)?.[1] ?? '');
  const replyTo = /^reply-to: (.*)$/im.exec(headers)?.[1]?.trim() ?? null;
  const messageId = /^message-id: (.*)$/im.exec(headers)?.[1]?.trim() ?? null;
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  if (!boundary) return { subject, replyTo, messageId, text: decodeBody(headers, rest.join('\n\n')), html: null };
  const parts = raw.split(`--${boundary}`).slice(1, -1);
  const body = (part: string | undefined) => {
    const [partHead = '', ...partBody] = (part ?? '').replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
    return decodeBody(partHead, partBody.join('\n\n'));
  };
  const plain = parts.find((part) => /content-type: text\/plain/i.test(part)) ?? parts[0];
  const html = parts.find((part) => /content-type: text\/html/i.test(part));
  return { subject, replyTo, messageId, text: body(plain), html: html === undefined ? null : body(html) };
}

function decodeBody(headers: string, body: string): string {
  const encoding = /content-transfer-encoding: *([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
  }
  return body.trim();
}

/** RFC 2047 encoded words, as nodemailer writes non-ASCII subjects. */
function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeURIComponent(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, '%$1')),
  );
}

/** The mails received so far for an address, oldest first, from `dir` (default: E2E_MAIL_DIR). */
export async function mailsTo(address: string, dir = process.env.E2E_MAIL_DIR): Promise<ReceivedMail[]> {
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: the mail sink runs in the Playwright global set-up.');
  const files = (await readdir(dir)).filter((file) => file.endsWith('.json')).sort();
  const mails = await Promise.all(
    files.map(async (file) => JSON.parse(await readFile(path.join(dir, file), 'utf8')) as ReceivedMail),
  );
  return mails.filter((mail) => mail.to.includes(address.toLowerCase()));
}

/** Waits up to `timeoutMs` for a mail to this address that satisfies `match` (in `dir`, default: E2E_MAIL_DIR). */
export async function waitForMail(
  address: string,
  match: (mail: ReceivedMail) => boolean = () => true,
  timeoutMs = 10_000,
  dir?: string,
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await mailsTo(address, dir)).find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No mail to ${address} arrived within ${timeoutMs} ms.`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
