import { randomUUID } from 'node:crypto';
import { chmod, mkdir, rename, writeFile } from 'node:fs/promises';
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
    // Mail holds buyers' emails and codes: a folder and files only this user can read.
    await mkdir(this.directory, { recursive: true, mode: 0o700 });
    await chmod(this.directory, 0o700);
    const now = new Date();
    // Named by time and a random id, never by the address: a 254-character address would overflow
    // the file name, and two messages to one address in the same millisecond must both be kept.
    const name = `${now.toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`;
    const file = join(this.directory, name);
    // Written under a temporary name, then renamed: a reader never sees half a message.
    const partial = join(this.directory, `.${name}.partial`);
    await writeFile(partial, toEml(message, this.options.from ?? 'Lane <no-reply@lane.local>', now), {
      mode: 0o600,
    });
    await rename(partial, file);
    this.options.print?.(
      [
        `Mail to ${message.to}: ${message.subject}`,
        `  saved as ${file}`,
        ...message.text.split('\n').map((line) => `  | ${line}`),
      ].join('\n'),
    );
  }
}
