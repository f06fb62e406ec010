import type { Node } from 'constructs';

/** Which assistant writes chat answers in the cloud: Bedrock, or the offline one as an explicit fallback. */
export type AssistantMode = 'bedrock' | 'offline';

/** Everything a deployment may vary, read from CDK context once and checked before any construct exists. */
export interface LaneConfig {
  /** A custom domain with its ACM certificate (us-east-1); without one the site lives on *.cloudfront.net. */
  readonly domain?: { readonly name: string; readonly certificateArn: string };
  /** The SES sender address receipts and admin codes come from. */
  readonly mailFrom: string;
  /** A Bedrock model id or a cross-region inference profile id (e.g. us.anthropic.…). */
  readonly bedrockModelId: string;
  readonly guardrail?: { readonly id: string; readonly version: string };
  /** Where alarms are sent (an SNS email subscription to confirm once). */
  readonly alarmEmail: string;
  /** Stripe Price ids; without them checkout sends inline prices from the shared plans. */
  readonly stripePriceIds: { readonly '48hour'?: string; readonly '30day'?: string };
  readonly assistant: AssistantMode;
}

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

/** A context value as text; empty strings (an unset CI variable) count as absent. */
function text(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  const trimmed = String(value).trim();
  return trimmed.length > 0 ? trimmed : undefined;
}

/**
 * Parses the deployment's context (STYLE habit 3): every problem is reported at once, by key, before
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

  const assistant = value(CONTEXT_KEYS.assistant) ?? 'bedrock';
  if (assistant !== 'bedrock' && assistant !== 'offline') {
    problems.push(`${CONTEXT_KEYS.assistant} "${assistant}" is not bedrock or offline`);
  }

  if (problems.length > 0) {
    throw new Error(
      `Lane's deploy configuration is incomplete or invalid:\n  - ${problems.join('\n  - ')}\n` +
        'Pass each value with `-c key=value` (see the README, Deploy), or `-c exampleConfig=true` to check a template only.',
    );
  }

  return {
    ...(domainName && certificateArn ? { domain: { name: domainName, certificateArn } } : {}),
    mailFrom,
    bedrockModelId,
    ...(guardrailId && guardrailVersion ? { guardrail: { id: guardrailId, version: guardrailVersion } } : {}),
    alarmEmail,
    stripePriceIds: { ...(price48 ? { '48hour': price48 } : {}), ...(price30 ? { '30day': price30 } : {}) },
    assistant: assistant as AssistantMode,
  };
}

/** The configuration of the app a construct belongs to, from its context. */
export const configFromContext = (node: Node): LaneConfig => parseConfig((key) => node.tryGetContext(key));
