import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import {
  ADMIN_CODE_MAX_ATTEMPTS,
  PARTITION_KEY,
  TTL_ATTRIBUTE,
  adminCodeKey,
  isLive,
  toEpochSeconds,
} from '@lane/shared';
import type { AdminCodeStore, PendingAdminCode } from '../../domain/access/admin-codes.js';

interface AdminCodeItem {
  [PARTITION_KEY]: string;
  code_hash: string;
  code_seed?: string;
  attempts: number;
  [TTL_ATTRIBUTE]: number;
}

const toPending = (item: AdminCodeItem): PendingAdminCode => ({
  codeHash: item.code_hash,
  attempts: item.attempts,
  ...(item.code_seed ? { seed: item.code_seed } : {}),
});

export class DynamoAdminCodeStore implements AdminCodeStore {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  async putCode(
    email: string,
    code: { codeHash: string; seed: string },
    expiresAt: Date,
    now: Date,
  ): Promise<PendingAdminCode | undefined> {
    const item: AdminCodeItem = {
      [PARTITION_KEY]: adminCodeKey(email),
      code_hash: code.codeHash,
      code_seed: code.seed,
      attempts: 0,
      [TTL_ATTRIBUTE]: toEpochSeconds(expiresAt),
    };
    for (let attempt = 0; attempt < 3; attempt += 1) {
      try {
        await this.client.send(
          new PutCommand({
            TableName: this.tableName,
            Item: item,
            // Only over nothing, an expired or spent code, or one that cannot be mailed again.
            ConditionExpression:
              'attribute_not_exists(#pk) OR #ttl <= :now OR attempts >= :max OR attribute_not_exists(code_seed)',
            ExpressionAttributeNames: { '#pk': PARTITION_KEY, '#ttl': TTL_ATTRIBUTE },
            ExpressionAttributeValues: { ':now': toEpochSeconds(now), ':max': ADMIN_CODE_MAX_ATTEMPTS },
          }),
        );
        return undefined;
      } catch (error) {
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
        const pending = await this.renewPending(email, expiresAt, now);
        if (pending) return pending;
        // It expired or was spent between the two calls: try the write again.
      }
    }
    throw new Error('Could not store the admin code: the pending code kept changing.');
  }

  /** The pending code, given a new 10 minutes as it is mailed again (its tries stay spent). */
  private async renewPending(
    email: string,
    expiresAt: Date,
    now: Date,
  ): Promise<PendingAdminCode | undefined> {
    try {
      const { Attributes } = await this.client.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: { [PARTITION_KEY]: adminCodeKey(email) },
          UpdateExpression: 'SET #ttl = :expires',
          ConditionExpression:
            'attribute_exists(#pk) AND #ttl > :now AND attempts < :max AND attribute_exists(code_seed)',
          ExpressionAttributeNames: { '#pk': PARTITION_KEY, '#ttl': TTL_ATTRIBUTE },
          ExpressionAttributeValues: {
            ':expires': toEpochSeconds(expiresAt),
            ':now': toEpochSeconds(now),
            ':max': ADMIN_CODE_MAX_ATTEMPTS,
          },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return Attributes ? toPending(Attributes as AdminCodeItem) : undefined;
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) return undefined;
      throw error;
    }
  }

  async getCode(email: string, now: Date): Promise<PendingAdminCode | undefined> {
    const { Item } = await this.client.send(
      new GetCommand({
        TableName: this.tableName,
        Key: { [PARTITION_KEY]: adminCodeKey(email) },
        ConsistentRead: true,
      }),
    );
    const item = Item as AdminCodeItem | undefined;
    return item && isLive(item, now) ? toPending(item) : undefined;
  }

  async claimAttempt(email: string, now: Date): Promise<PendingAdminCode | 'locked' | undefined> {
    try {
      const { Attributes } = await this.client.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: { [PARTITION_KEY]: adminCodeKey(email) },
          UpdateExpression: 'SET attempts = attempts + :one',
          // Live, and a try left: checked and spent in the same write.
          ConditionExpression: 'attribute_exists(#pk) AND attempts < :max AND #ttl > :now',
          ExpressionAttributeNames: { '#pk': PARTITION_KEY, '#ttl': TTL_ATTRIBUTE },
          ExpressionAttributeValues: {
            ':one': 1,
            ':max': ADMIN_CODE_MAX_ATTEMPTS,
            ':now': toEpochSeconds(now),
          },
          ReturnValues: 'ALL_NEW',
        }),
      );
      const item = Attributes as AdminCodeItem | undefined;
      return item ? toPending(item) : undefined;
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
      // No try left on a live code, or no live code at all: only the message differs.
      return (await this.getCode(email, now)) ? 'locked' : undefined;
    }
  }

  async deleteCode(email: string): Promise<void> {
    await this.client.send(
      new DeleteCommand({ TableName: this.tableName, Key: { [PARTITION_KEY]: adminCodeKey(email) } }),
    );
  }
}
