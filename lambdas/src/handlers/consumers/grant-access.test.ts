import 'aws-sdk-client-mock-vitest/extend';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import {
  CLOUD_ENV,
  CLOUD_NOW as NOW,
  CLOUD_NOW_S as NOW_S,
  aws,
  cloudConsumer,
  expectNothingWritten,
  givenItem,
  passItem,
  publishedEvents,
  tableWrites,
} from '../../../test/cloud.js';
import { aPurchase } from '../../../test/fakes.js';
import { HOUR_MS } from '../../domain/clock.js';

const purchase = aPurchase({
  checkoutSessionId: 'cs_test_grant',
  email: 'Ana@Example.com',
  productId: '30day',
});
const deliver = cloudConsumer(() => import('./grant-access.js'), 'AccessPurchased', purchase);

describe('grant-access consumer (cloud handler)', () => {
  it('grants a 30-day pass in one transaction with the once-only checkout marker, both with a TTL', async () => {
    expect(await deliver()).toBe('granted');
    const items = aws.documents.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    // The checkout marker, the pass, its ended-pass memory, and the check that no refund of this
    // checkout came first.
    expect(items).toHaveLength(4);
    expect(items[3]!.ConditionCheck).toMatchObject({
      Key: { pk: 'REVOKED#cs_test_grant' },
      ConditionExpression: 'attribute_not_exists(#pk)',
    });
    expect(items[0]!.Put).toMatchObject({
      Item: { pk: 'CHECKOUT#cs_test_grant', expires_at: NOW_S + 400 * 24 * 3600 },
      ConditionExpression: 'attribute_not_exists(#pk)',
    });
    expect(items[1]!.Put?.Item).toEqual(passItem('ana@example.com', NOW, 720));
    expect(items[1]!.Put?.ConditionExpression).toBe('attribute_not_exists(#pk) OR #ttl <= :now');
  });

  it('announces the pass with PassGranted on the bus, for the receipt', async () => {
    await deliver();
    expect(publishedEvents()).toEqual([
      {
        detailType: 'PassGranted',
        source: 'lane.payments',
        bus: CLOUD_ENV.LANE_EVENT_BUS_NAME,
        detail: {
          checkoutSessionId: 'cs_test_grant',
          email: 'ana@example.com',
          productId: '30day',
          lang: 'en',
        },
      },
    ]);
  });

  it('fails, for EventBridge to retry, when the bus refuses PassGranted; the retry grants nothing more and announces it', async () => {
    aws.events
      .on(PutEventsCommand)
      .rejectsOnce(new Error('ThrottlingException'))
      .resolves({ FailedEntryCount: 0, Entries: [{ EventId: 'evt-2' }] });
    await expect(deliver()).rejects.toThrow('ThrottlingException');
    aws.documents.on(TransactWriteCommand).rejects(
      new TransactionCanceledException({
        message: 'Transaction cancelled',
        $metadata: {},
        CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }, { Code: 'None' }],
      }),
    );
    givenItem(passItem('ana@example.com', NOW, 720));
    expect(await deliver()).toBe('already_granted');
    // The refused attempt, then the retry's.
    expect(publishedEvents().map((event) => event.detailType)).toEqual(['PassGranted', 'PassGranted']);
  });

  it('extends an active pass: new end = old end + 30 days, start kept', async () => {
    const start = new Date(NOW.getTime() - 10 * HOUR_MS);
    const current = passItem('ana@example.com', start, 48);
    givenItem(current);
    await deliver();
    const pass = aws.documents.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems![1]!.Put!;
    expect(pass.Item).toMatchObject({
      access_start_time: start.toISOString(),
      access_duration_hours: 48 + 720,
      expires_at: current.expires_at + 720 * 3600,
    });
    expect(pass).toMatchObject({
      ConditionExpression: '#ttl = :seen',
      ExpressionAttributeValues: { ':seen': current.expires_at },
    });
  });

  it('changes nothing on a redelivery: the checkout marker is already there', async () => {
    aws.documents.on(TransactWriteCommand).rejects(
      new TransactionCanceledException({
        message: 'Transaction cancelled',
        $metadata: {},
        CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }, { Code: 'None' }],
      }),
    );
    expect(await deliver()).toBe('already_granted');
    expect(tableWrites()).toEqual(['TransactWriteCommand']);
    // No open pass behind it (refunded since): nothing to announce.
    expect(publishedEvents()).toEqual([]);
  });

  it('rejects a detail that does not match the shared schema and writes nothing', async () => {
    await expect(deliver({ ...purchase, lang: 'fr' })).rejects.toThrow(/does not match its schema/);
    expectNothingWritten();
  });
});
