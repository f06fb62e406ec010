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
