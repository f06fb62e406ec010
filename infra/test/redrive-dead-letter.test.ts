import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { mockClient } from 'aws-sdk-client-mock';
import { EVENT_BUS_NAME, EVENT_SOURCE } from '@lane/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { eventOfDeadLetter, redriveDeadLetter } from '../bin/redrive-dead-letter.js';

const purchase = {
  checkoutSessionId: 'cs_test_dead',
  email: 'ana@example.com',
  productId: '30day',
  lang: 'en',
  amount: 2499,
  currency: 'usd',
};

/** What EventBridge puts in a target's dead-letter queue: the event itself. */
const event = {
  version: '0',
  id: '6a7e8feb-b491-4cf7-a9f1-bf3703467718',
  'detail-type': 'AccessPurchased',
  source: EVENT_SOURCE,
  account: '123456789012',
  time: '2026-03-02T10:00:00Z',
  region: 'us-east-1',
  resources: [],
  detail: purchase,
};

/** What Lambda's on-failure destination sends after its own retries: a record around the event. */
const lambdaFailure = {
  version: '1.0',
  timestamp: '2026-03-02T10:03:10.000Z',
  requestContext: {
    requestId: 'e4b46cbf-b738-xmpl-8880-a18cdf61200e',
    functionArn: 'arn:aws:lambda:us-east-1:123456789012:function:GrantAccess:$LATEST',
    condition: 'RetriesExhausted',
    approximateInvokeCount: 3,
  },
  requestPayload: event,
  responseContext: { statusCode: 200, executedVersion: '$LATEST', functionError: 'Unhandled' },
  responsePayload: { errorType: 'Error', errorMessage: 'connect ETIMEDOUT' },
};

const eventBridge = mockClient(EventBridgeClient);
beforeEach(() => {
  eventBridge.reset();
  eventBridge.on(PutEventsCommand).resolves({ FailedEntryCount: 0, Entries: [{ EventId: 'new-id' }] });
});

describe('redrive-dead-letter', () => {
  it.each([
    ['an event EventBridge could not deliver', event],
    ['a failure record from Lambda', lambdaFailure],
  ])('re-sends the event of %s to the bus, as the webhook first published it', async (_name, message) => {
    const redriven = await redriveDeadLetter(JSON.stringify(message), { client: new EventBridgeClient({}) });
    expect(redriven).toMatchObject({ detailType: 'AccessPurchased', originalId: event.id });
    const calls = eventBridge.commandCalls(PutEventsCommand);
    expect(calls).toHaveLength(1);
    const [entry] = calls[0]!.args[0].input.Entries!;
    expect(entry).toEqual({
      EventBusName: EVENT_BUS_NAME,
      Source: EVENT_SOURCE,
      DetailType: 'AccessPurchased',
      Detail: JSON.stringify(purchase),
    });
  });

  it('sends to the bus it is told', async () => {
    await redriveDeadLetter(JSON.stringify(event), {
      client: new EventBridgeClient({}),
      busName: 'lane-staging',
    });
    expect(eventBridge.commandCalls(PutEventsCommand)[0]!.args[0].input.Entries![0]!.EventBusName).toBe(
      'lane-staging',
    );
  });

  it('fails loudly when EventBridge rejects the entry', async () => {
    eventBridge.on(PutEventsCommand).resolves({
      FailedEntryCount: 1,
      Entries: [{ ErrorCode: 'InternalFailure', ErrorMessage: 'try later' }],
    });
    await expect(
      redriveDeadLetter(JSON.stringify(event), { client: new EventBridgeClient({}) }),
    ).rejects.toThrow(/InternalFailure/);
  });

  it.each([
    ['not JSON', 'not json', /not JSON/],
    ['another source', JSON.stringify({ ...event, source: 'aws.s3' }), /does not hold a Lane event/],
    ['an unknown type', JSON.stringify({ ...event, 'detail-type': 'Nope' }), /unknown type/],
    ['a detail off its schema', JSON.stringify({ ...event, detail: { ...purchase, lang: 'fr' } }), /schema/],
  ])('refuses %s and sends nothing', (_name, body, message) => {
    expect(() => eventOfDeadLetter(body)).toThrow(message);
    expect(eventBridge.commandCalls(PutEventsCommand)).toHaveLength(0);
  });
});
