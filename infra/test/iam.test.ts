import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Template } from 'aws-cdk-lib/assertions';
import { API_ROUTES, EVENT_RULES } from '@lane/shared';
import { pascalCase } from '../lib/names.js';
import { removeSynthesized, synthLane } from './support/synth.js';
import { readableId, render, resourcesOf, type Json } from './support/template.js';

/**
 * Least privilege, one function at a time: each test lists every permission its function's role
 * holds, so a function that gains an action, a resource or loses a condition fails its test.
 */

let template: Template;
beforeAll(() => {
  template = synthLane().template;
});
afterAll(removeSynthesized);

/** One line per action and resource: 'dynamodb:GetItem DataTable.Arn when …'. */
function permissionLines(statement: Json): string[] {
  if (statement.Effect !== 'Allow') throw new Error(`Unexpected ${statement.Effect} statement`);
  const actions: string[] = [statement.Action].flat();
  const resources: Json[] = [statement.Resource].flat();
  const conditions = Object.entries((statement.Condition ?? {}) as Record<string, Record<string, Json>>)
    .flatMap(([operator, keys]) =>
      Object.entries(keys).map(
        ([key, value]) => `${operator} ${key}=${[value].flat().map(render).sort().join('|')}`,
      ),
    )
    .sort();
  const when = conditions.length ? ` when ${conditions.join(' and ')}` : '';
  return actions.flatMap((action) => resources.map((resource) => `${action} ${render(resource)}${when}`));
}

/** Everything the role of the LaneFunction at this construct path may do. */
function permissionsOf(constructPath: string): string[] {
  const prefix = constructPath.replace(/\//g, '');
  const roles = Object.entries(resourcesOf(template, 'AWS::IAM::Role')).filter(
    ([id]) => readableId(id) === `${prefix}Role`,
  );
  expect(roles, `one role for ${constructPath}`).toHaveLength(1);
  const [roleId, role] = roles[0]!;
  expect(role.Properties.ManagedPolicyArns, 'no managed policies').toBeUndefined();
  expect(role.Properties.AssumeRolePolicyDocument.Statement).toEqual([
    { Action: 'sts:AssumeRole', Effect: 'Allow', Principal: { Service: 'lambda.amazonaws.com' } },
  ]);
  const inline: Json[] = (role.Properties.Policies ?? []).flatMap(
    (policy: Json) => policy.PolicyDocument.Statement,
  );
  const attached = Object.values(resourcesOf(template, 'AWS::IAM::Policy'))
    .filter((policy) => (policy.Properties.Roles as Json[]).some((ref) => ref.Ref === roleId))
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Json[]);
  return [...inline, ...attached].flatMap(permissionLines).sort();
}

/** What every function may do: write its own log group (X-Ray is off, so no traces). */
const baseline = (constructPath: string): string[] => {
  const logs = `${constructPath.replace(/\//g, '')}Logs.Arn`;
  return [`logs:CreateLogStream ${logs}`, `logs:PutLogEvents ${logs}`];
};

const TABLE = 'DataTable.Arn';
const items = (action: string, ...prefixes: string[]) =>
  `dynamodb:${action} ${TABLE} when ForAllValues:StringLike dynamodb:LeadingKeys=${prefixes.sort().join('|')}`;
const secret = (name: string) => `secretsmanager:GetSecretValue Secrets${name}`;
const PUBLISH = 'events:PutEvents EventsBus.Arn';
/** From the one sender, whichever of its address or domain is the verified identity, through Lane's configuration set. */
const SEND_MAIL = [
  'identity/receipts@lane.example',
  'identity/lane.example',
  'configuration-set/MailConfigurationSet',
].map(
  (resource) =>
    `ses:SendEmail arn:aws:ses:us-east-1:123456789012:${resource} when StringEquals ses:FromAddress=receipts@lane.example`,
);
const deadLetters = (consumer: string) => [
  `sqs:GetQueueAttributes Events${consumer}DeadLetters.Arn`,
  `sqs:GetQueueUrl Events${consumer}DeadLetters.Arn`,
  `sqs:SendMessage Events${consumer}DeadLetters.Arn`,
];
const expectExactly = (constructPath: string, lines: string[]) =>
  expect(permissionsOf(constructPath)).toEqual([...baseline(constructPath), ...lines].sort());

describe('HTTP functions', () => {
  it('has a test below for every handler in the route table', () => {
    const tested = [
      'checkout',
      'checkout-confirm',
      'stripe-webhook',
      'access',
      'access-admin',
      'session-get',
      'session-delete',
      'chat',
      'escalate',
    ];
    expect([...new Set(API_ROUTES.map((route) => route.handler))].sort()).toEqual(tested.sort());
  });

  it('checkout: counts rate limits and reads the Stripe key and the session key', () => {
    expectExactly('Api/Checkout', [
      items('UpdateItem', 'RATE#*'),
      secret('StripeSecretKey'),
      secret('SessionKey'),
    ]);
  });

  it('checkout-confirm: grants a pass exactly once unless a refund came first, and publishes nothing', () => {
    expectExactly('Api/CheckoutConfirm', [
      items('UpdateItem', 'RATE#*'),
      items('GetItem', 'CHECKOUT#*', 'EMAIL#*', 'SESSIONGEN#*'),
      items('PutItem', 'CHECKOUT#*', 'EMAIL#*', 'ENDED#*'),
      items('ConditionCheckItem', 'REVOKED#*'),
      secret('StripeSecretKey'),
      secret('SessionKey'),
    ]);
  });

  it('stripe-webhook: only publishes events and reads the Stripe secrets, never the table', () => {
    expectExactly('Api/StripeWebhook', [secret('StripeWebhookSecret'), secret('StripeSecretKey'), PUBLISH]);
  });

  it('access: rate limits, reads passes, stores an admin code and mails it', () => {
    expectExactly('Api/Access', [
      items('UpdateItem', 'ADMINCODE#*', 'RATE#*'),
      items('GetItem', 'ADMINCODE#*', 'EMAIL#*', 'ENDED#*', 'SESSIONGEN#*'),
      items('PutItem', 'ADMINCODE#*'),
      secret('AdminEmail'),
      secret('SessionKey'),
      ...SEND_MAIL,
    ]);
  });

  it('access-admin: checks, counts and spends the admin code; no passes, no mail', () => {
    expectExactly('Api/AccessAdmin', [
      items('UpdateItem', 'ADMINCODE#*', 'RATE#*'),
      items('GetItem', 'ADMINCODE#*', 'SESSIONGEN#*'),
      items('DeleteItem', 'ADMINCODE#*'),
      secret('AdminEmail'),
      secret('SessionKey'),
    ]);
  });

  it('session-get: reads passes only', () => {
    expectExactly('Api/SessionGet', [
      items('GetItem', 'EMAIL#*', 'ENDED#*', 'SESSIONGEN#*'),
      secret('SessionKey'),
      secret('AdminEmail'),
    ]);
  });

  it('session-delete: only raises the session generation of the session it ends', () => {
    expectExactly('Api/SessionDelete', [items('UpdateItem', 'SESSIONGEN#*'), secret('SessionKey')]);
  });

  it('chat: may only read passes, count rate limits and call (or stream from) the configured model', () => {
    const profile =
      'arn:aws:bedrock:us-east-1:123456789012:inference-profile/us.anthropic.claude-haiku-4-5-20251001-v1:0';
    const model = 'arn:aws:bedrock:*::foundation-model/anthropic.claude-haiku-4-5-20251001-v1:0';
    expectExactly('Api/Chat', [
      items('GetItem', 'EMAIL#*', 'ENDED#*', 'SESSIONGEN#*'),
      items('UpdateItem', 'RATE#*'),
      secret('SessionKey'),
      secret('AdminEmail'),
      // Streaming (ConverseStream) under exactly the inference-profile conditions of Converse.
      ...['bedrock:InvokeModel', 'bedrock:InvokeModelWithResponseStream'].flatMap((action) => [
        `${action} ${profile}`,
        `${action} ${model} when StringEquals bedrock:InferenceProfileArn=${profile}`,
      ]),
    ]);
  });

  it('escalate: reads passes and counts its fair-use limit; no model, no mail, no events', () => {
    expectExactly('Api/Escalate', [
      items('GetItem', 'EMAIL#*', 'ENDED#*', 'SESSIONGEN#*'),
      items('UpdateItem', 'RATE#*'),
      secret('SessionKey'),
      secret('AdminEmail'),
    ]);
  });

  it('origin-verify (the authorizer): reads the origin token, nothing else', () => {
    expectExactly('Api/OriginVerify', [secret('OriginVerify')]);
  });
});

describe('event consumers', () => {
  it('has a test below for every consumer in the event rules', () => {
    expect(EVENT_RULES.flatMap((rule) => rule.consumers).sort()).toEqual([
      'grant-access',
      'revoke-access',
      'send-receipt',
    ]);
  });

  it('grant-access: grants a pass exactly once and announces it on the bus; no mail', () => {
    expectExactly('Events/GrantAccess', [
      items('GetItem', 'CHECKOUT#*', 'EMAIL#*'),
      items('PutItem', 'CHECKOUT#*', 'EMAIL#*', 'ENDED#*'),
      items('ConditionCheckItem', 'REVOKED#*'),
      secret('SessionKey'),
      PUBLISH,
      ...deadLetters('GrantAccess'),
    ]);
  });

  it('send-receipt: reads the pass, claims the receipt once and mails it; grants nothing, publishes nothing', () => {
    expectExactly('Events/SendReceipt', [
      items('GetItem', 'EMAIL#*'),
      items('PutItem', 'RECEIPT#*'),
      items('DeleteItem', 'RECEIPT#*'),
      ...SEND_MAIL,
      ...deadLetters('SendReceipt'),
    ]);
  });

  it('revoke-access: remembers the revocation, ends the pass and its sessions', () => {
    expectExactly('Events/RevokeAccess', [
      items('GetItem', 'EMAIL#*'),
      items('DeleteItem', 'EMAIL#*'),
      items('PutItem', 'ENDED#*', 'REVOKED#*'),
      items('UpdateItem', 'SESSIONGEN#*'),
      secret('SessionKey'),
      ...deadLetters('RevokeAccess'),
    ]);
  });
});

describe('the functions as a whole', () => {
  it('no Lane function role holds a wildcard action or a table-wide grant without a key condition', () => {
    const laneRoles = [
      ...API_ROUTES.map((route) => `Api/${pascalCase(route.handler)}`),
      ...EVENT_RULES.flatMap((rule) => rule.consumers.map((consumer) => `Events/${pascalCase(consumer)}`)),
      'Api/OriginVerify',
    ];
    for (const path of laneRoles) {
      for (const line of permissionsOf(path)) {
        expect(line.split(' ')[0], line).not.toContain('*');
        if (line.startsWith('dynamodb:')) expect(line, line).toContain('dynamodb:LeadingKeys=');
      }
    }
  });
});
