import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import {
  CHECKOUT_MEMORY_DAYS,
  PARTITION_KEY,
  TTL_ATTRIBUTE,
  sessionGenerationKey,
  toEpochSeconds,
} from '@lane/shared';
import type { SessionGenerations } from '../../domain/sessions/session.js';
import { DAY_MS } from '../../domain/clock.js';

/**
 * The per-email session generation on the one table, under a keyed fingerprint of the email. It
 * outlives any session issued under it (the longest is a pass, renewed purchases included, or a
 * 30-day admin session), so an ended session never comes back when the item expires.
 */
export class DynamoSessionGenerations implements SessionGenerations {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly tableName: string,
    private readonly fingerprint: (value: string) => Promise<string>,
  ) {}

  private async key(email: string): Promise<Record<string, string>> {
    return { [PARTITION_KEY]: sessionGenerationKey(await this.fingerprint(`session-generation:${email}`)) };
  }

  async current(email: string): Promise<number> {
    const { Item } = await this.client.send(
      new GetCommand({ TableName: this.tableName, Key: await this.key(email), ConsistentRead: true }),
    );
    const generation = Item?.['generation'];
    return typeof generation === 'number' ? generation : 0;
  }

  async bump(email: string, now: Date): Promise<void> {
    await this.client.send(
      new UpdateCommand({
        TableName: this.tableName,
        Key: await this.key(email),
        UpdateExpression: 'ADD generation :one SET #ttl = :expires',
        ExpressionAttributeNames: { '#ttl': TTL_ATTRIBUTE },
        ExpressionAttributeValues: {
          ':one': 1,
          ':expires': toEpochSeconds(new Date(now.getTime() + CHECKOUT_MEMORY_DAYS * DAY_MS)),
        },
      }),
    );
  }
}
