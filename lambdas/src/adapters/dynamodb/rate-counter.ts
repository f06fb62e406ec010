import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { PARTITION_KEY, TTL_ATTRIBUTE, rateKey } from '@lane/shared';
import type { RateCounter } from '../../domain/rate-limit/rate-limit.js';

/** Fixed-window counters: one atomic ADD per hit, gone by TTL soon after their window. */
export class DynamoRateCounter implements RateCounter {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  async hit(scope: string, windowStart: number, windowSeconds: number): Promise<number> {
    const { Attributes } = await this.client.send(
      new UpdateCommand({
        TableName: this.tableName,
        Key: { [PARTITION_KEY]: rateKey(scope, windowStart) },
        UpdateExpression: 'ADD #count :one SET #ttl = if_not_exists(#ttl, :expires)',
        ExpressionAttributeNames: { '#count': 'count', '#ttl': TTL_ATTRIBUTE },
        ExpressionAttributeValues: { ':one': 1, ':expires': windowStart + windowSeconds * 2 },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return Number(Attributes?.['count'] ?? 1);
  }
}
