import { Stack } from 'aws-cdk-lib';
import { PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';

export interface MailProps {
  /** The address receipts and admin codes come from. */
  readonly from: string;
}

/**
 * The SES identity of the sender. Creating it sends a verification link to the address; mail only
 * leaves once it is clicked (and, outside the SES sandbox, once production access is granted).
 */
export class Mail extends Construct {
  readonly from: string;
  readonly identity: EmailIdentity;
  /** The identity's ARN, built from the address so a grant names exactly one sender. */
  readonly identityArn: string;

  constructor(scope: Construct, id: string, props: MailProps) {
    super(scope, id);
    this.from = props.from;
    this.identity = new EmailIdentity(this, 'Sender', { identity: Identity.email(props.from) });
    this.identityArn = Stack.of(this).formatArn({
      service: 'ses',
      resource: 'identity',
      resourceName: props.from,
    });
  }

  /** Permission to send, from this sender only. */
  grantSend(grantee: IGrantable): void {
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail'],
        resources: [this.identityArn],
        conditions: { StringEquals: { 'ses:FromAddress': this.from } },
      }),
    );
  }
}
