import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { CHECKOUT_MEMORY_DAYS, PARTITION_KEY, TTL_ATTRIBUTE, receiptKey, toEpochSeconds } from '@lane/shared';
import type { ReceiptLedger } from '../../domain/mail/send-receipt.js';
import { DAY_MS } from '../../domain/clock.js';

/** Which checkouts got their receipt; the record holds no email. */
export class DynamoReceiptLedger implements ReceiptLedger {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  async claimReceipt(checkoutSessionId: string, now: Date): Promise<boolean> {
    try {
      await this.client.send(
        new PutCommand({
          TableName: this.tableName,
          Item: {
            [PARTITION_KEY]: receiptKey(checkoutSessionId),
            sent_at: now.toISOString(),
            [TTL_ATTRIBUTE]: toEpochSeconds(new Date(now.getTime() + CHECKOUT_MEMORY_DAYS * DAY_MS)),
          },
          ConditionExpression: 'attribute_not_exists(#pk)',
          ExpressionAttributeNames: { '#pk': PARTITION_KEY },
        }),
      );
      return true;
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) return false;
      throw error;
    }
  }

  async releaseReceipt(checkoutSessionId: string): Promise<void> {
    await this.client.send(
      new DeleteCommand({
        TableName: this.tableName,
        Key: { [PARTITION_KEY]: receiptKey(checkoutSessionId) },
      }),
    );
  }
}
