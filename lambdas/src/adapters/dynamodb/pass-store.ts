import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  TransactWriteCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import {
  CHECKOUT_MEMORY_DAYS,
  ENDED_PASS_MEMORY_DAYS,
  PARTITION_KEY,
  TTL_ATTRIBUTE,
  checkoutKey,
  endedPassKey,
  getPlan,
  isLanguage,
  isLive,
  isProductId,
  passKey,
  revokedKey,
  toEpochSeconds,
} from '@lane/shared';
import { DAY_MS } from '../../domain/clock.js';
import { extendWindow, passEnd, passStatus, type Pass } from '../../domain/passes/pass.js';
import type { EndedPass, GrantOutcome, GrantRequest, PassStore } from '../../domain/passes/pass-store.js';

const MAX_GRANT_ATTEMPTS = 8;

interface PassItem {
  [PARTITION_KEY]: string;
  email: string;
  product_id: string;
  lang: string;
  access_start_time: string;
  access_duration_hours: number;
  [TTL_ATTRIBUTE]: number;
}

interface EndedItem {
  [PARTITION_KEY]: string;
  duration_hours: number;
  ended_at: number;
  [TTL_ATTRIBUTE]: number;
}

function toPass(item: PassItem): Pass {
  return {
    email: item.email,
    productId: isProductId(item.product_id) ? item.product_id : '48hour',
    lang: isLanguage(item.lang) ? item.lang : 'en',
    accessStartTime: new Date(item.access_start_time),
    accessDurationHours: item.access_duration_hours,
  };
}

export function toPassItem(pass: Pass): PassItem {
  return {
    [PARTITION_KEY]: passKey(pass.email),
    email: pass.email,
    product_id: pass.productId,
    lang: pass.lang,
    access_start_time: pass.accessStartTime.toISOString(),
    access_duration_hours: pass.accessDurationHours,
    // The pass item, and with it the email, goes when the window ends: the privacy promise.
    [TTL_ATTRIBUTE]: toEpochSeconds(passEnd(pass)),
  };
}

function toEndedItem(fingerprint: string, pass: Pick<Pass, 'accessDurationHours'>, endedAt: Date): EndedItem {
  return {
    [PARTITION_KEY]: endedPassKey(fingerprint),
    duration_hours: pass.accessDurationHours,
    ended_at: toEpochSeconds(endedAt),
    [TTL_ATTRIBUTE]: toEpochSeconds(new Date(endedAt.getTime() + ENDED_PASS_MEMORY_DAYS * DAY_MS)),
  };
}

export interface DynamoPassStoreOptions {
  client: DynamoDBDocumentClient;
  tableName: string;
  /** A keyed, one-way fingerprint of a normalised email (HMAC with a server secret). */
  fingerprint: (email: string) => Promise<string>;
}

/** The PassStore on one DynamoDB table (docs/architecture.md, "Data: one table"). */
export class DynamoPassStore implements PassStore {
  constructor(private readonly options: DynamoPassStoreOptions) {}

  private async getPassItem(email: string, now: Date): Promise<PassItem | undefined> {
    const { Item } = await this.options.client.send(
      new GetCommand({
        TableName: this.options.tableName,
        Key: { [PARTITION_KEY]: passKey(email) },
        ConsistentRead: true,
      }),
    );
    const item = Item as PassItem | undefined;
    return isLive(item, now) ? item : undefined;
  }

  async getPass(email: string, now: Date): Promise<Pass | undefined> {
    const item = await this.getPassItem(email, now);
    return item ? toPass(item) : undefined;
  }

  async grantOnce(request: GrantRequest): Promise<GrantOutcome> {
    const { tableName, client } = this.options;
    const plan = getPlan(request.productId);
    const fingerprint = await this.options.fingerprint(request.email);
    // A refund or dispute of this very purchase that came first: the grant's transaction fails.
    const revocationChecks = [request.checkoutSessionId, request.paymentIntentId]
      .filter((id): id is string => !!id)
      .map((id) => ({
        ConditionCheck: {
          TableName: tableName,
          Key: { [PARTITION_KEY]: revokedKey(id) },
          ConditionExpression: 'attribute_not_exists(#pk)',
          ExpressionAttributeNames: { '#pk': PARTITION_KEY },
        },
      }));

    for (let attempt = 1; attempt <= MAX_GRANT_ATTEMPTS; attempt += 1) {
      const currentItem = await this.getPassItem(request.email, request.now);
      const current = currentItem ? toPass(currentItem) : undefined;
      const extended = current !== undefined && passStatus(current, request.now).state === 'active';
      const window = extendWindow(current, plan.durationHours, request.now);
      const pass: Pass = {
        email: request.email,
        productId: request.productId,
        lang: request.lang,
        ...window,
      };

      // The pass write only lands if the pass is still what we read, so two different purchases
      // racing for one email both count; the checkout write only lands once per session id.
      const passCondition = currentItem
        ? {
            ConditionExpression: '#ttl = :seen',
            ExpressionAttributeValues: { ':seen': currentItem[TTL_ATTRIBUTE] },
          }
        : {
            ConditionExpression: 'attribute_not_exists(#pk) OR #ttl <= :now',
            ExpressionAttributeValues: { ':now': toEpochSeconds(request.now) },
          };
      try {
        await client.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Put: {
                  TableName: tableName,
                  Item: {
                    [PARTITION_KEY]: checkoutKey(request.checkoutSessionId),
                    product_id: request.productId,
                    granted_at: request.now.toISOString(),
                    [TTL_ATTRIBUTE]: toEpochSeconds(
                      new Date(request.now.getTime() + CHECKOUT_MEMORY_DAYS * DAY_MS),
                    ),
                  },
                  ConditionExpression: 'attribute_not_exists(#pk)',
                  ExpressionAttributeNames: { '#pk': PARTITION_KEY },
                },
              },
              {
                Put: {
                  TableName: tableName,
                  Item: toPassItem(pass),
                  ExpressionAttributeNames: currentItem
                    ? { '#ttl': TTL_ATTRIBUTE }
                    : { '#pk': PARTITION_KEY, '#ttl': TTL_ATTRIBUTE },
                  ...passCondition,
                },
              },
              { Put: { TableName: tableName, Item: toEndedItem(fingerprint, pass, passEnd(pass)) } },
              ...revocationChecks,
            ],
          }),
        );
        return { outcome: 'granted', pass, extended };
      } catch (error) {
        if (!(error instanceof TransactionCanceledException)) throw error;
        const reasons = error.CancellationReasons ?? [];
        const [checkoutReason, passReason] = reasons;
        const revocationReasons = reasons.slice(3);
        if (revocationReasons.some((reason) => reason?.Code === 'ConditionalCheckFailed')) {
          return { outcome: 'revoked' };
        }
        if (checkoutReason?.Code === 'ConditionalCheckFailed') {
          return {
            outcome: 'already_granted',
            pass: await this.getPass(request.email, request.now),
            grantedAt: await this.grantedAt(request.checkoutSessionId),
          };
        }
        const contended =
          passReason?.Code === 'ConditionalCheckFailed' ||
          passReason?.Code === 'TransactionConflict' ||
          checkoutReason?.Code === 'TransactionConflict' ||
          revocationReasons.some((reason) => reason?.Code === 'TransactionConflict');
        if (!contended) throw error;
        await new Promise((resolve) => setTimeout(resolve, Math.min(200, 10 * 2 ** attempt) * Math.random()));
      }
    }
    throw new Error('Could not grant the pass: the pass kept changing under concurrent purchases.');
  }

  /** When a checkout's grant landed (the payment-success page may mint a session only soon after). */
  private async grantedAt(checkoutSessionId: string): Promise<Date | undefined> {
    const { Item } = await this.options.client.send(
      new GetCommand({
        TableName: this.options.tableName,
        Key: { [PARTITION_KEY]: checkoutKey(checkoutSessionId) },
        ConsistentRead: true,
      }),
    );
    const grantedAt = typeof Item?.['granted_at'] === 'string' ? new Date(Item['granted_at']) : undefined;
    return grantedAt && !Number.isNaN(grantedAt.getTime()) ? grantedAt : undefined;
  }

  async rememberRevocation(ids: readonly string[], now: Date): Promise<void> {
    const expires = toEpochSeconds(new Date(now.getTime() + CHECKOUT_MEMORY_DAYS * DAY_MS));
    await Promise.all(
      ids.map((id) =>
        this.options.client.send(
          new PutCommand({
            TableName: this.options.tableName,
            Item: {
              [PARTITION_KEY]: revokedKey(id),
              revoked_at: now.toISOString(),
              [TTL_ATTRIBUTE]: expires,
            },
          }),
        ),
      ),
    );
  }

  async endPass(email: string, now: Date): Promise<boolean> {
    const item = await this.getPassItem(email, now);
    if (!item) return false;
    const pass = toPass(item);
    const fingerprint = await this.options.fingerprint(email);
    await this.options.client.send(
      new TransactWriteCommand({
        TransactItems: [
          { Delete: { TableName: this.options.tableName, Key: { [PARTITION_KEY]: passKey(email) } } },
          { Put: { TableName: this.options.tableName, Item: toEndedItem(fingerprint, pass, now) } },
        ],
      }),
    );
    return true;
  }

  async getEndedPass(email: string, now: Date): Promise<EndedPass | undefined> {
    const fingerprint = await this.options.fingerprint(email);
    const { Item } = await this.options.client.send(
      new GetCommand({
        TableName: this.options.tableName,
        Key: { [PARTITION_KEY]: endedPassKey(fingerprint) },
      }),
    );
    const item = Item as EndedItem | undefined;
    if (!isLive(item, now) || !item || item.ended_at > toEpochSeconds(now)) return undefined;
    return { durationHours: item.duration_hours, endedAt: new Date(item.ended_at * 1000) };
  }

  /** Writes a pass as given (the local seeding tool and tests use this to stage any history). */
  async putPass(pass: Pass): Promise<void> {
    const fingerprint = await this.options.fingerprint(pass.email);
    await this.options.client.send(
      new PutCommand({ TableName: this.options.tableName, Item: toPassItem(pass) }),
    );
    await this.options.client.send(
      new PutCommand({
        TableName: this.options.tableName,
        Item: toEndedItem(fingerprint, pass, passEnd(pass)),
      }),
    );
  }

  async deletePass(email: string): Promise<void> {
    await this.options.client.send(
      new DeleteCommand({ TableName: this.options.tableName, Key: { [PARTITION_KEY]: passKey(email) } }),
    );
  }
}
