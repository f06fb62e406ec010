import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { assertSafeHeaders, type MailMessage, type Mailer } from '../domain/mail/mailer.js';

/** RFC 2047 encoded-word, so accents in subjects survive any mail reader. */
const encodeHeader = (value: string): string =>
  /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`;

const base64Lines = (text: string): string =>
  Buffer.from(text, 'utf8')
    .toString('base64')
    .replace(/.{1,76}/g, '$&\r\n');

/** One message as a standard .eml file (multipart/alternative: plain text and HTML). */
export function toEml(message: MailMessage, from: string, date: Date): string {
  const boundary = `lane-${randomUUID()}`;
  return [
    `From: ${from}`,
    `To: ${message.to}`,
    `Subject: ${encodeHeader(message.subject)}`,
    `Date: ${date.toUTCString()}`,
    `Message-ID: <${randomUUID()}@lane.local>`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=UTF-8',
    'Content-Transfer-Encoding: base64',
    '',
    base64Lines(message.text),
    `--${boundary}`,
    'Content-Type: text/html; charset=UTF-8',
    'Content-Transfer-Encoding: base64',
    '',
    base64Lines(message.html),
    `--${boundary}--`,
    '',
  ].join('\r\n');
}

/**
 * The local stack's stand-in for SES: every message becomes an .eml file in the mailbox folder
 * (open it with any mail program) and is printed, so codes and receipts are easy to find.
 */
export class MailboxMailer implements Mailer {
  constructor(
    private readonly directory: string,
    private readonly options: { from?: string; print?: (text: string) => void } = {},
  ) {}

  async send(message: MailMessage): Promise<void> {
    assertSafeHeaders(message, this.options.from);
    await mkdir(this.directory, { recursive: true });
    const now = new Date();
    const safeRecipient = message.to.replace(/[^a-z0-9@._-]/gi, '_');
    const file = join(this.directory, `${now.toISOString().replace(/[:.]/g, '-')}-${safeRecipient}.eml`);
    await writeFile(file, toEml(message, this.options.from ?? 'Lane <no-reply@lane.local>', now));
    this.options.print?.(
      [
        `Mail to ${message.to}: ${message.subject}`,
        `  saved as ${file}`,
        ...message.text.split('\n').map((line) => `  | ${line}`),
      ].join('\n'),
    );
  }
}
