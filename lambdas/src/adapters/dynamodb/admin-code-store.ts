import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PARTITION_KEY, TTL_ATTRIBUTE, adminCodeKey, isLive, toEpochSeconds } from '@lane/shared';
import type { AdminCodeStore } from '../../domain/access/admin-codes.js';

interface AdminCodeItem {
  [PARTITION_KEY]: string;
  code_hash: string;
  attempts: number;
  [TTL_ATTRIBUTE]: number;
}

export class DynamoAdminCodeStore implements AdminCodeStore {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  async putCode(email: string, codeHash: string, expiresAt: Date): Promise<void> {
    const item: AdminCodeItem = {
      [PARTITION_KEY]: adminCodeKey(email),
      code_hash: codeHash,
      attempts: 0,
      [TTL_ATTRIBUTE]: toEpochSeconds(expiresAt),
    };
    await this.client.send(new PutCommand({ TableName: this.tableName, Item: item }));
  }

  async getCode(email: string, now: Date): Promise<{ codeHash: string; attempts: number } | undefined> {
    const { Item } = await this.client.send(
      new GetCommand({
        TableName: this.tableName,
        Key: { [PARTITION_KEY]: adminCodeKey(email) },
        ConsistentRead: true,
      }),
    );
    const item = Item as AdminCodeItem | undefined;
    return item && isLive(item, now) ? { codeHash: item.code_hash, attempts: item.attempts } : undefined;
  }

  async recordFailedAttempt(email: string): Promise<number> {
    try {
      const { Attributes } = await this.client.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: { [PARTITION_KEY]: adminCodeKey(email) },
          UpdateExpression: 'ADD attempts :one',
          ConditionExpression: 'attribute_exists(#pk)',
          ExpressionAttributeNames: { '#pk': PARTITION_KEY },
          ExpressionAttributeValues: { ':one': 1 },
          ReturnValues: 'UPDATED_NEW',
        }),
      );
      return Number(Attributes?.['attempts'] ?? 0);
    } catch (error) {
      // The code expired and was replaced or removed meanwhile: nothing left to count against.
      if (error instanceof ConditionalCheckFailedException) return Number.POSITIVE_INFINITY;
      throw error;
    }
  }

  async deleteCode(email: string): Promise<void> {
    await this.client.send(
      new DeleteCommand({ TableName: this.tableName, Key: { [PARTITION_KEY]: adminCodeKey(email) } }),
    );
  }
}
