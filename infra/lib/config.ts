import type { Node } from 'constructs';
import { EVENT_BUS_NAME } from '@lane/shared';

/** Which assistant writes chat answers in the cloud: Bedrock, or the offline one as an explicit fallback. */
export type AssistantMode = 'bedrock' | 'offline';

/**
 * How the stack treats the sender's SES identity: `address` creates an email identity for
 * `mailFrom` (SES mails it a verification link); `domain` creates a domain identity for its domain
 * with Easy DKIM and, optionally, a custom MAIL FROM; `existing` creates none, because the address
 * or its domain is already an identity in this account and region (creating it again fails the deploy).
 */
export type MailIdentityMode = 'address' | 'domain' | 'existing';

/** Everything a deployment may vary, read from CDK context once and checked before any construct exists. */
export interface LaneConfig {
  /** The CloudFormation stack name; a second environment (staging) in the same account takes its own. */
  readonly stackName: string;
  /** The EventBridge bus name, unique per account and region. */
  readonly eventBusName: string;
  /** A custom domain with its ACM certificate (us-east-1); without one the site lives on *.cloudfront.net. */
  readonly domain?: { readonly name: string; readonly certificateArn: string };
  /** The SES sender address receipts and admin codes come from. */
  readonly mailFrom: string;
  readonly mailIdentity: MailIdentityMode;
  /** A custom MAIL FROM domain (a subdomain of the sender's), with the `domain` identity only. */
  readonly mailFromDomain?: string;
  /** A Bedrock model id or a cross-region inference profile id (e.g. us.anthropic.…). */
  readonly bedrockModelId: string;
  readonly guardrail?: { readonly id: string; readonly version: string };
  /** Where alarms are sent (an SNS email subscription to confirm once). */
  readonly alarmEmail: string;
  /** Stripe Price ids; without them checkout sends inline prices from the shared plans. */
  readonly stripePriceIds: { readonly '48hour'?: string; readonly '30day'?: string };
  readonly assistant: AssistantMode;
  /** The account's Lambda concurrency quota; an alarm fires at 80% of it. */
  readonly lambdaConcurrencyQuota: number;
  /** Model tokens (input + output) in one hour above which the token-spend alarm fires. */
  readonly modelTokensPerHour: number;
  /**
   * Requests per five minutes one address may send to /api/* before a CloudFront WAF rule blocks
   * it. Unset: no web ACL (it costs a fixed monthly fee, and must be created in us-east-1).
   */
  readonly wafApiRateLimit?: number;
}

/** Defaults of the optional values. */
export const CONFIG_DEFAULTS = {
  stackName: 'Lane',
  eventBusName: EVENT_BUS_NAME,
  mailIdentity: 'address',
  /** What a new account gets once its quota is raised; a brand-new account may have far less (docs/operations.md, "Pre-flight checks"). */
  lambdaConcurrencyQuota: 1000,
  /** About 400 chat turns an hour at 3,500 + 1,200 tokens a turn (docs/operations.md, "What it costs"): ~$3.50 of Haiku 4.5. */
  modelTokensPerHour: 2_000_000,
} as const;

/** The context keys, as given to `cdk deploy -c key=value` or in cdk.json. */
export const CONTEXT_KEYS = {
  domainName: 'domainName',
  certificateArn: 'certificateArn',
  mailFrom: 'mailFrom',
  bedrockModelId: 'bedrockModelId',
  bedrockGuardrailId: 'bedrockGuardrailId',
  bedrockGuardrailVersion: 'bedrockGuardrailVersion',
  alarmEmail: 'alarmEmail',
  stripePrice48hour: 'stripePrice48hour',
  stripePrice30day: 'stripePrice30day',
  assistant: 'assistant',
  stackName: 'stackName',
  eventBusName: 'eventBusName',
  mailIdentity: 'mailIdentity',
  mailFromDomain: 'mailFromDomain',
  lambdaConcurrencyQuota: 'lambdaConcurrencyQuota',
  modelTokensPerHour: 'modelTokensPerHour',
  wafApiRateLimit: 'wafApiRateLimit',
  /** `-c exampleConfig=true` synthesizes with EXAMPLE_CONFIG's values for anything not given. */
  exampleConfig: 'exampleConfig',
} as const;

/**
 * Values that make a complete template for checking (`npm run synth`, CI) on a clean clone. They name
 * no real mailbox, so a deploy must pass its own: example.com is reserved and never delivers.
 */
export const EXAMPLE_CONFIG: Readonly<Record<string, string>> = {
  [CONTEXT_KEYS.mailFrom]: 'no-reply@example.com',
  [CONTEXT_KEYS.bedrockModelId]: 'us.anthropic.claude-haiku-4-5-20251001-v1:0',
  [CONTEXT_KEYS.alarmEmail]: 'alarms@example.com',
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
/** CloudFront only accepts certificates from us-east-1. */
const CLOUDFRONT_CERTIFICATE_ARN = /^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/[0-9a-f-]+$/;
/** Model ids (anthropic.claude-…:0) and system inference profile ids (us.anthropic.…); not ARNs. */
const MODEL_ID = /^[a-z0-9-]+(\.[a-z0-9-]+)+(:[0-9a-z-]+)*$/;
const GUARDRAIL_ID = /^[a-z0-9]{1,64}$/;
const GUARDRAIL_VERSION = /^([1-9][0-9]{0,7}|DRAFT)$/;
const STRIPE_PRICE = /^price_[A-Za-z0-9]+$/;
/** Short enough that `<stack>-<region>-<name>` fits CloudFront's 64-character names. */
const STACK_NAME = /^[A-Za-z][A-Za-z0-9-]{0,39}$/;
/** EventBridge's rule for bus names; "default" is the account's own bus. */
const EVENT_BUS = /^(?!default$)[A-Za-z0-9._-]{1,64}$/;
const WHOLE_NUMBER = /^[1-9][0-9]{0,9}$/;

/** A context value as text; empty strings (an unset CI variable) count as absent. */
function text(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  const trimmed = String(value).trim();
  return trimmed.length > 0 ? trimmed : undefined;
}

/**
 * Parses the deployment's context: every problem is reported at once, by key, before
 * anything is synthesized, so a bad value never reaches CloudFormation.
 */
export function parseConfig(read: (key: string) => unknown): LaneConfig {
  const example = text(read(CONTEXT_KEYS.exampleConfig)) === 'true';
  const value = (key: string): string | undefined =>
    text(read(key)) ?? (example ? EXAMPLE_CONFIG[key] : undefined);
  const problems: string[] = [];
  const required = (key: string, pattern: RegExp, what: string): string => {
    const found = value(key);
    if (!found) problems.push(`${key} is required (${what})`);
    else if (!pattern.test(found)) problems.push(`${key} "${found}" is not ${what}`);
    return found ?? '';
  };
  const optional = (key: string, pattern: RegExp, what: string): string | undefined => {
    const found = value(key);
    if (found && !pattern.test(found)) problems.push(`${key} "${found}" is not ${what}`);
    return found;
  };

  const mailFrom = required(CONTEXT_KEYS.mailFrom, EMAIL, 'an email address');
  const alarmEmail = required(CONTEXT_KEYS.alarmEmail, EMAIL, 'an email address');
  const bedrockModelId = required(
    CONTEXT_KEYS.bedrockModelId,
    MODEL_ID,
    'a Bedrock model or inference profile id',
  );

  const domainName = optional(CONTEXT_KEYS.domainName, DOMAIN, 'a lower-case domain name');
  const certificateArn = optional(
    CONTEXT_KEYS.certificateArn,
    CLOUDFRONT_CERTIFICATE_ARN,
    'an ACM certificate ARN in us-east-1 (CloudFront reads certificates only there)',
  );
  if (Boolean(domainName) !== Boolean(certificateArn)) {
    problems.push(
      `${CONTEXT_KEYS.domainName} and ${CONTEXT_KEYS.certificateArn} go together: give both or neither`,
    );
  }

  const guardrailId = optional(CONTEXT_KEYS.bedrockGuardrailId, GUARDRAIL_ID, 'a Bedrock guardrail id');
  const guardrailVersion = optional(
    CONTEXT_KEYS.bedrockGuardrailVersion,
    GUARDRAIL_VERSION,
    'a guardrail version (a number, or DRAFT)',
  );
  if (guardrailVersion && !guardrailId) {
    problems.push(`${CONTEXT_KEYS.bedrockGuardrailVersion} needs ${CONTEXT_KEYS.bedrockGuardrailId}`);
  }
  if (guardrailId && !guardrailVersion) {
    // A guardrail without a pinned version would follow whatever DRAFT says today.
    problems.push(
      `${CONTEXT_KEYS.bedrockGuardrailId} needs ${CONTEXT_KEYS.bedrockGuardrailVersion} (a published version)`,
    );
  }

  const price48 = optional(CONTEXT_KEYS.stripePrice48hour, STRIPE_PRICE, 'a Stripe Price id (price_…)');
  const price30 = optional(CONTEXT_KEYS.stripePrice30day, STRIPE_PRICE, 'a Stripe Price id (price_…)');

  const stackName =
    optional(
      CONTEXT_KEYS.stackName,
      STACK_NAME,
      'a stack name (a letter, then up to 39 letters, digits or -)',
    ) ?? CONFIG_DEFAULTS.stackName;
  const eventBusName =
    optional(
      CONTEXT_KEYS.eventBusName,
      EVENT_BUS,
      'an event bus name (letters, digits, . _ -; not "default")',
    ) ?? CONFIG_DEFAULTS.eventBusName;

  const mailIdentity = value(CONTEXT_KEYS.mailIdentity) ?? CONFIG_DEFAULTS.mailIdentity;
  if (mailIdentity !== 'address' && mailIdentity !== 'domain' && mailIdentity !== 'existing') {
    problems.push(`${CONTEXT_KEYS.mailIdentity} "${mailIdentity}" is not address, domain or existing`);
  }
  const mailFromDomain = optional(CONTEXT_KEYS.mailFromDomain, DOMAIN, 'a lower-case domain name');
  if (mailFromDomain) {
    const senderDomain = mailFrom.slice(mailFrom.lastIndexOf('@') + 1).toLowerCase();
    if (mailIdentity !== 'domain') {
      problems.push(`${CONTEXT_KEYS.mailFromDomain} needs ${CONTEXT_KEYS.mailIdentity}=domain`);
    } else if (!mailFromDomain.endsWith(`.${senderDomain}`)) {
      problems.push(
        `${CONTEXT_KEYS.mailFromDomain} "${mailFromDomain}" is not a subdomain of ${senderDomain}`,
      );
    }
  }

  const count = (key: string, fallback: number, min = 1): number => {
    const found = optional(key, WHOLE_NUMBER, 'a whole number');
    const parsed = found === undefined ? fallback : Number(found);
    if (found !== undefined && WHOLE_NUMBER.test(found) && parsed < min) {
      problems.push(`${key} ${found} is below ${min}`);
    }
    return parsed;
  };
  const lambdaConcurrencyQuota = count(
    CONTEXT_KEYS.lambdaConcurrencyQuota,
    CONFIG_DEFAULTS.lambdaConcurrencyQuota,
    10,
  );
  const modelTokensPerHour = count(CONTEXT_KEYS.modelTokensPerHour, CONFIG_DEFAULTS.modelTokensPerHour);
  // WAF's rate-based rules count no fewer than 10 requests per window.
  const wafApiRateLimit = value(CONTEXT_KEYS.wafApiRateLimit)
    ? count(CONTEXT_KEYS.wafApiRateLimit, 0, 10)
    : undefined;

  const assistant = value(CONTEXT_KEYS.assistant) ?? 'bedrock';
  if (assistant !== 'bedrock' && assistant !== 'offline') {
    problems.push(`${CONTEXT_KEYS.assistant} "${assistant}" is not bedrock or offline`);
  }

  if (problems.length > 0) {
    throw new Error(
      `Lane's deploy configuration is incomplete or invalid:\n  - ${problems.join('\n  - ')}\n` +
        'Pass each value with `-c key=value` (see docs/operations.md, "Context values"), or `-c exampleConfig=true` to check a template only.',
    );
  }

  return {
    stackName,
    eventBusName,
    ...(domainName && certificateArn ? { domain: { name: domainName, certificateArn } } : {}),
    mailFrom,
    mailIdentity: mailIdentity as MailIdentityMode,
    ...(mailFromDomain ? { mailFromDomain } : {}),
    bedrockModelId,
    ...(guardrailId && guardrailVersion ? { guardrail: { id: guardrailId, version: guardrailVersion } } : {}),
    alarmEmail,
    stripePriceIds: { ...(price48 ? { '48hour': price48 } : {}), ...(price30 ? { '30day': price30 } : {}) },
    assistant: assistant as AssistantMode,
    lambdaConcurrencyQuota,
    modelTokensPerHour,
    ...(wafApiRateLimit !== undefined ? { wafApiRateLimit } : {}),
  };
}

/** The configuration of the app a construct belongs to, from its context. */
export const configFromContext = (node: Node): LaneConfig => parseConfig((key) => node.tryGetContext(key));
