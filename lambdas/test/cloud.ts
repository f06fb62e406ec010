import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import {
  BatchWriteCommand,
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { endedPassKey, passKey, toEpochSeconds, type ProductId } from '@lane/shared';
import { mockClient } from 'aws-sdk-client-mock';
import type { EventBridgeEvent } from 'aws-lambda';
import { afterAll, beforeAll, beforeEach, expect, vi } from 'vitest';
import { JoseSessionTokens, keyedFingerprint } from '../src/adapters/session/jose-session-tokens.js';
import { HOUR_MS } from '../src/domain/clock.js';
import type { SessionClaims } from '../src/domain/sessions/session.js';
import { lambdaContext } from './http.js';
import { stripeApi } from './stripe-api.js';

/** The environment the CDK stack gives every function (lambdas/src/config/env.ts). */
export const CLOUD_ENV = {
  LANE_TABLE_NAME: 'lane-test-table',
  LANE_EVENT_BUS_NAME: 'lane-test-bus',
  LANE_SITE_URL: 'https://lane.example.com',
  LANE_MAIL_FROM: 'Lane <no-reply@lane.example.com>',
  LANE_SES_CONFIGURATION_SET: 'lane-test-mail',
  LANE_STRIPE_SECRET_KEY_SECRET_ID: 'lane/test/stripe-secret-key',
  LANE_STRIPE_WEBHOOK_SECRET_ID: 'lane/test/stripe-webhook-secret',
  LANE_ADMIN_EMAIL_SECRET_ID: 'lane/test/admin-email',
  LANE_SESSION_KEY_SECRET_ID: 'lane/test/session-key',
  LANE_BEDROCK_MODEL_ID: 'anthropic.claude-test',
} as const;

/** What Secrets Manager holds for those ids. */
export const SECRETS = {
  sessionKey: 'test-session-key-0123456789abcdef-0123456789abcdef',
  /** Stored as an operator might type it; the functions compare it normalised. */
  adminEmail: ' Owner@Lane.Example.com ',
  stripeSecretKey: 'sk_test_51LaneTestKey000000000000',
  webhookSecret: 'whsec_lane_test_0123456789abcdef',
} as const;

export const ADMIN = 'owner@lane.example.com';
export const TABLE = CLOUD_ENV.LANE_TABLE_NAME;
export const SESSION_KEY_BYTES = new TextEncoder().encode(SECRETS.sessionKey);

/** Set before the handler modules are imported (and read on first use). */
export function stubCloudEnv(): void {
  for (const [name, value] of Object.entries(CLOUD_ENV)) vi.stubEnv(name, value);
}

/** The moment every cloud-handler test starts at, unless it moves its own clock. */
export const CLOUD_NOW = new Date('2026-03-02T10:00:00.000Z');
export const CLOUD_NOW_S = CLOUD_NOW.getTime() / 1000;

export interface CloudHandlerOptions {
  /** Stripe faked at its HTTP boundary (test/stripe-api.ts): the real library, a fetch that never leaves the process. */
  stripe?: boolean;
  /** Environment beyond CLOUD_ENV, set before the handler modules are imported. */
  env?: Record<string, string>;
  /** The clock before each test (CLOUD_NOW unless given); Date is faked, timers are not. */
  now?: () => Date | number;
}

/**
 * The one setup of a cloud-handler test file: the CDK stack's environment, a faked Date, then
 * `load` imports the handler modules once for the file (one warm function, as Lambda keeps it);
 * before each test the clock is set, the table is empty, the services are healthy (`resetAws`) and,
 * with `stripe`, Stripe's fake has no calls and no answers. Returns what `load` resolved to, read
 * inside a test (`lambda.handler`), since it is loaded in `beforeAll`. Call it before the file's own
 * `beforeEach`, which then runs on the emptied table.
 */
export function cloudHandlers<T extends object>(
  load: () => Promise<T>,
  options: CloudHandlerOptions = {},
): T {
  let loaded: T | undefined;
  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    stubCloudEnv();
    for (const [name, value] of Object.entries(options.env ?? {})) vi.stubEnv(name, value);
    if (options.stripe)
      vi.doMock('../src/adapters/stripe/stripe-gateway.js', async (importOriginal) => ({
        ...(await importOriginal<object>()),
        createStripeClient: (secretKey: string) => stripeApi.client(secretKey),
      }));
    loaded = await load();
  });
  afterAll(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
  });
  beforeEach(() => {
    vi.setSystemTime(options.now?.() ?? CLOUD_NOW);
    resetAws();
    if (options.stripe) stripeApi.reset();
  });
  return new Proxy({} as T, {
    get(_target, key) {
      if (!loaded)
        throw new Error(`cloudHandlers: read ${String(key)} inside a test, once beforeAll has loaded it.`);
      return Reflect.get(loaded, key) as unknown;
    },
  });
}

type Consumer = (event: EventBridgeEvent<string, unknown>, context: typeof lambdaContext) => Promise<unknown>;

/**
 * An event consumer's cloud handler, set up as `cloudHandlers` does: `deliver(detail)` hands it
 * an event of `detailType` as the EventBridge rule does (`detail` unless the test says otherwise).
 */
export function cloudConsumer(
  load: () => Promise<{ handler: Consumer }>,
  detailType: string,
  detail?: unknown,
): (given?: unknown) => Promise<unknown> {
  const lambda = cloudHandlers(load);
  return (given = detail) => lambda.handler(bridgeEvent(detailType, given), lambdaContext);
}

export const aws = {
  documents: mockClient(DynamoDBDocumentClient),
  dynamo: mockClient(DynamoDBClient),
  secrets: mockClient(SecretsManagerClient),
  events: mockClient(EventBridgeClient),
  ses: mockClient(SESv2Client),
};

/** Empty table, healthy services, the secrets above: each test starts here and adds its items. */
export function resetAws(): void {
  for (const mock of Object.values(aws)) mock.reset();
  aws.secrets.on(GetSecretValueCommand).rejects(new Error('unexpected secret id'));
  const secretValues: Record<string, string> = {
    [CLOUD_ENV.LANE_SESSION_KEY_SECRET_ID]: SECRETS.sessionKey,
    [CLOUD_ENV.LANE_ADMIN_EMAIL_SECRET_ID]: SECRETS.adminEmail,
    [CLOUD_ENV.LANE_STRIPE_SECRET_KEY_SECRET_ID]: SECRETS.stripeSecretKey,
    [CLOUD_ENV.LANE_STRIPE_WEBHOOK_SECRET_ID]: SECRETS.webhookSecret,
  };
  for (const [id, value] of Object.entries(secretValues)) {
    aws.secrets.on(GetSecretValueCommand, { SecretId: id }).resolves({ SecretString: value, Name: id });
  }
  aws.documents.on(GetCommand).resolves({});
  aws.documents.on(PutCommand).resolves({});
  aws.documents.on(DeleteCommand).resolves({});
  aws.documents.on(TransactWriteCommand).resolves({});
  aws.documents.on(UpdateCommand).resolves({ Attributes: { count: 1 } });
  aws.events.on(PutEventsCommand).resolves({ FailedEntryCount: 0, Entries: [{ EventId: 'evt-1' }] });
  aws.ses.on(SendEmailCommand).resolves({ MessageId: 'msg-1' });
}

/** Makes a GetItem of this item's key find it. */
export function givenItem(item: Record<string, unknown> & { pk: string }): void {
  aws.documents.on(GetCommand, { TableName: TABLE, Key: { pk: item.pk } }).resolves({ Item: item });
}

export const fingerprint = (value: string): string => keyedFingerprint(SESSION_KEY_BYTES, value);

/** A pass item exactly as docs/architecture.md ("Data: one table") lays it out. */
export function passItem(
  email: string,
  start: Date,
  hours: number,
  productId: ProductId = hours === 720 ? '30day' : '48hour',
) {
  return {
    pk: passKey(email),
    email,
    product_id: productId,
    lang: 'en',
    access_start_time: start.toISOString(),
    access_duration_hours: hours,
    expires_at: toEpochSeconds(new Date(start.getTime() + hours * HOUR_MS)),
  };
}

/** The "this email had a pass that ended" memory, under the keyed fingerprint of the email. */
export function endedItem(email: string, hours: number, endedAt: Date) {
  return {
    pk: endedPassKey(fingerprint(email)),
    duration_hours: hours,
    ended_at: toEpochSeconds(endedAt),
    expires_at: toEpochSeconds(new Date(endedAt.getTime() + 30 * 24 * HOUR_MS)),
  };
}

/** A session token signed with the key in Secrets Manager, as the functions issue them. */
export function sessionToken(claims: SessionClaims, expiresAt: Date): Promise<string> {
  return new JoseSessionTokens(async () => SESSION_KEY_BYTES).issue(claims, expiresAt);
}

const WRITE_COMMANDS = [
  PutCommand,
  UpdateCommand,
  DeleteCommand,
  TransactWriteCommand,
  BatchWriteCommand,
] as const;

/** The document-client writes sent, as `CommandName pk` (or just the name for transactions). */
export function tableWrites(): string[] {
  return aws.documents
    .calls()
    .map((call) => call.args[0])
    .filter((command) => WRITE_COMMANDS.some((type) => command instanceof type))
    .map((command) => {
      const key =
        (command.input as { Key?: { pk?: unknown }; Item?: { pk?: unknown } }).Key ??
        (command.input as { Item?: { pk?: unknown } }).Item;
      return key?.pk === undefined
        ? command.constructor.name
        : `${command.constructor.name} ${String(key.pk)}`;
    });
}

/** No item, counter, event or mail was written. */
export function expectNothingWritten(): void {
  expect(tableWrites()).toEqual([]);
  expect(aws.dynamo.calls()).toEqual([]);
  expect(aws.events.commandCalls(PutEventsCommand)).toEqual([]);
  expect(aws.ses.commandCalls(SendEmailCommand)).toEqual([]);
}

/** Only rate counters were written: no pass, checkout, code, event or mail. */
export function expectOnlyRateCountersWritten(): void {
  for (const write of tableWrites()) expect(write).toMatch(/^UpdateCommand RATE#/);
  expect(aws.dynamo.calls()).toEqual([]);
  expect(aws.events.commandCalls(PutEventsCommand)).toEqual([]);
  expect(aws.ses.commandCalls(SendEmailCommand)).toEqual([]);
}

/** The detail of every event published, by detail type. */
export function publishedEvents(): { detailType: string; source: string; bus: string; detail: unknown }[] {
  return aws.events.commandCalls(PutEventsCommand).flatMap((call) =>
    (call.args[0].input.Entries ?? []).map((entry) => ({
      detailType: String(entry.DetailType),
      source: String(entry.Source),
      bus: String(entry.EventBusName),
      detail: JSON.parse(String(entry.Detail)) as unknown,
    })),
  );
}

/** An EventBridge event as the rule hands it to a consumer. */
export function bridgeEvent(detailType: string, detail: unknown): EventBridgeEvent<string, unknown> {
  return {
    version: '0',
    id: 'a1b2c3d4-0000-4000-8000-000000000001',
    'detail-type': detailType,
    source: 'lane.payments',
    account: '123456789012',
    time: '2026-03-02T10:00:00Z',
    region: 'us-east-1',
    resources: [],
    detail,
  };
}
