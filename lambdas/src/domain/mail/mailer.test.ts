import 'aws-sdk-client-mock-vitest/extend';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { SesMailer } from '../../adapters/ses/ses-mailer.js';
import { MailboxMailer } from '../../local/mailbox.js';
import { UnsafeMailHeader } from './mailer.js';

const ses = mockClient(SESv2Client);
const folders: string[] = [];
afterEach(() => {
  ses.reset();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const message = (to: string, subject = 'Your Lane pass is ready') => ({
  to,
  subject,
  text: 'Hi',
  html: '<p>Hi</p>',
});
const lineBreaks = fc.constantFrom('\r', '\n', '\r\n', '\0', '\x1b', '\u2028', '\u0085');

describe('every mailer refuses a header that would break its line (issue 14.7)', () => {
  it('SES is never asked to send To or Subject with CR, LF or another control character', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
    const mailer = new SesMailer(new SESv2Client({}), 'Lane <no-reply@lane.example.com>');
    await expect(mailer.send(message('ana@example.com\r\nBcc: everyone@example.org'))).rejects.toBeInstanceOf(
      UnsafeMailHeader,
    );
    await fc.assert(
      fc.asyncProperty(fc.emailAddress(), lineBreaks, fc.boolean(), async (email, bad, inSubject) => {
        const sent = inSubject
          ? message(email, `Your code${bad}Bcc: x@example.org`)
          : message(`${email}${bad}Bcc: x@example.org`);
        await expect(mailer.send(sent)).rejects.toBeInstanceOf(UnsafeMailHeader);
      }),
      { numRuns: 100 },
    );
    expect(ses).not.toHaveReceivedCommand(SendEmailCommand);
    await mailer.send(message('ana@example.com'));
    expect(ses).toHaveReceivedCommandTimes(SendEmailCommand, 1);
  });

  it('the local mailbox writes no file for such a message, and never names the address in its error', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'lane-mailbox-'));
    folders.push(folder);
    const mailer = new MailboxMailer(folder);
    const error = await mailer
      .send(message('ana@example.com\nBcc: everyone@example.org'))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnsafeMailHeader);
    expect(String((error as Error).message)).not.toContain('ana@example.com');
    expect(readdirSync(folder)).toEqual([]);
  });
});
