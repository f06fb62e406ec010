import { CfnOutput, Stack } from 'aws-cdk-lib';
import { PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import {
  CloudWatchDimensionSource,
  ConfigurationSet,
  EmailIdentity,
  EmailSendingEvent,
  EventDestination,
  Identity,
  MailFromBehaviorOnMxFailure,
  SuppressionReasons,
} from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';
import type { MailIdentityMode } from '../config.js';

/** The dimension the configuration set's events are counted under (SES tags every message with it). */
export const MAIL_EVENTS_DIMENSION = 'ses:configuration-set';
/** What the configuration set reports to CloudWatch: enough to see mail leave and mail bounce back. */
export const MAIL_EVENTS = [
  EmailSendingEvent.SEND,
  EmailSendingEvent.DELIVERY,
  EmailSendingEvent.BOUNCE,
  EmailSendingEvent.COMPLAINT,
  EmailSendingEvent.REJECT,
] as const;

export interface MailProps {
  /** The address receipts and admin codes come from. */
  readonly from: string;
  /** @default 'address' */
  readonly identity?: MailIdentityMode;
  /** A custom MAIL FROM domain, a subdomain of the sender's (domain identity only). */
  readonly mailFromDomain?: string;
}

/**
 * The SES side of the sender. By default an email identity for the address (creating it sends a
 * verification link; mail leaves once it is clicked and, outside the SES sandbox, once production
 * access is granted). As deploy options: a domain identity with Easy DKIM and a custom MAIL FROM
 * (mail that passes SPF and DKIM alignment), or no identity at all when one already exists, which
 * CloudFormation could not create a second time. Every message goes through one configuration set
 * that counts sends, deliveries, bounces and complaints and keeps bounced and complaining
 * addresses on the suppression list.
 */
export class Mail extends Construct {
  readonly from: string;
  readonly identity?: EmailIdentity;
  readonly configurationSet: ConfigurationSet;
  /**
   * The identities a send from this address may be authorised against: the address, or its domain
   * when the domain is the verified identity (SES checks whichever verified identity it uses).
   */
  readonly identityArns: readonly string[];

  constructor(scope: Construct, id: string, props: MailProps) {
    super(scope, id);
    this.from = props.from;
    const mode = props.identity ?? 'address';
    const domain = props.from.slice(props.from.lastIndexOf('@') + 1).toLowerCase();
    if (props.mailFromDomain && (mode !== 'domain' || !props.mailFromDomain.endsWith(`.${domain}`))) {
      throw new Error(`A custom MAIL FROM needs the domain identity of ${domain}, and a subdomain of it.`);
    }

    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      reputationMetrics: true,
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });
    this.configurationSet.addEventDestination('ToCloudWatch', {
      destination: EventDestination.cloudWatchDimensions([
        {
          name: MAIL_EVENTS_DIMENSION,
          source: CloudWatchDimensionSource.MESSAGE_TAG,
          defaultValue: 'lane',
        },
      ]),
      events: [...MAIL_EVENTS],
    });

    if (mode === 'address') {
      this.identity = new EmailIdentity(this, 'Sender', {
        identity: Identity.email(props.from),
        configurationSet: this.configurationSet,
      });
    } else if (mode === 'domain') {
      this.identity = new EmailIdentity(this, 'Domain', {
        identity: Identity.domain(domain),
        configurationSet: this.configurationSet,
        dkimSigning: true,
        ...(props.mailFromDomain
          ? {
              mailFromDomain: props.mailFromDomain,
              // Until its MX record exists, mail still leaves, from amazonses.com.
              mailFromBehaviorOnMxFailure: MailFromBehaviorOnMxFailure.USE_DEFAULT_VALUE,
            }
          : {}),
      });
      this.dnsOutputs(this.identity, domain, props.mailFromDomain);
    }

    const stack = Stack.of(this);
    const identityArn = (name: string) =>
      stack.formatArn({ service: 'ses', resource: 'identity', resourceName: name });
    this.identityArns = [identityArn(props.from), identityArn(domain)];
  }

  /** The DNS records a domain identity needs, as outputs to copy into the zone. */
  private dnsOutputs(identity: EmailIdentity, domain: string, mailFromDomain?: string): void {
    identity.dkimRecords.forEach((record, index) => {
      new CfnOutput(this, `DkimRecord${index + 1}`, {
        key: `MailDnsDkim${index + 1}`,
        value: `${record.name} CNAME ${record.value}`,
        description: `DKIM for ${domain}: add this CNAME record`,
      });
    });
    if (mailFromDomain) {
      const region = Stack.of(this).region;
      new CfnOutput(this, 'MailFromMx', {
        key: 'MailDnsMailFromMx',
        value: `${mailFromDomain} MX 10 feedback-smtp.${region}.amazonses.com`,
        description: 'Custom MAIL FROM: add this MX record',
      });
      new CfnOutput(this, 'MailFromSpf', {
        key: 'MailDnsMailFromSpf',
        value: `${mailFromDomain} TXT "v=spf1 include:amazonses.com ~all"`,
        description: 'Custom MAIL FROM: add this TXT (SPF) record',
      });
    }
  }

  /** Permission to send, from this sender only, through this configuration set. */
  grantSend(grantee: IGrantable): void {
    const stack = Stack.of(this);
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail'],
        resources: [
          ...this.identityArns,
          // SES also authorises a send against the configuration set it names.
          stack.formatArn({
            service: 'ses',
            resource: 'configuration-set',
            resourceName: this.configurationSet.configurationSetName,
          }),
        ],
        conditions: { StringEquals: { 'ses:FromAddress': this.from } },
      }),
    );
  }
}
