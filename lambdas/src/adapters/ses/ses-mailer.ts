import { SendEmailCommand, type SESv2Client } from '@aws-sdk/client-sesv2';
import { assertSafeHeaders, type MailMessage, type Mailer } from '../../domain/mail/mailer.js';

/** Mail through Amazon SES (v2), from the one verified sender identity. */
export class SesMailer implements Mailer {
  constructor(
    private readonly client: SESv2Client,
    private readonly from: string,
    /** The configuration set that counts bounces and complaints (the stack creates it). */
    private readonly configurationSetName?: string,
  ) {}

  async send(message: MailMessage): Promise<void> {
    assertSafeHeaders(message, this.from);
    await this.client.send(
      new SendEmailCommand({
        FromEmailAddress: this.from,
        ...(this.configurationSetName ? { ConfigurationSetName: this.configurationSetName } : {}),
        Destination: { ToAddresses: [message.to] },
        Content: {
          Simple: {
            Subject: { Data: message.subject, Charset: 'UTF-8' },
            Body: {
              Text: { Data: message.text, Charset: 'UTF-8' },
              Html: { Data: message.html, Charset: 'UTF-8' },
            },
          },
        },
      }),
    );
  }
}
