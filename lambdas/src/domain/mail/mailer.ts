/** One email, in plain text and HTML. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends mail (SES in the cloud, the mailbox folder locally). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** A header value that would break its line: refused before anything is sent (or written). */
export class UnsafeMailHeader extends Error {
  constructor(header: string) {
    // Never the value itself: it may be an address someone typed.
    super(
      `The ${header} header of a mail holds a line break or another control character; nothing was sent.`,
    );
    this.name = 'UnsafeMailHeader';
  }
}

/**
 * The last guard before a mail leaves, in every Mailer: no CR, LF or other control character in
 * anything that becomes a header, whatever validated (or failed to validate) it upstream.
 */
export function assertSafeHeaders(message: Pick<MailMessage, 'to' | 'subject'>, from?: string): void {
  // eslint-disable-next-line no-control-regex
  const breaksLine = /[\u0000-\u001f\u007f\u0085\u2028\u2029]/;
  const headers: [string, string | undefined][] = [
    ['To', message.to],
    ['Subject', message.subject],
    ['From', from],
  ];
  for (const [name, value] of headers)
    if (value !== undefined && breaksLine.test(value)) throw new UnsafeMailHeader(name);
}
