import 'aws-sdk-client-mock-vitest/extend';
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { InvalidEventDetail, type EventDetail } from '@lane/shared';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { EventBridgePublisher } from './event-publisher.js';

const eventBridge = mockClient(EventBridgeClient);
const publisher = new EventBridgePublisher(new EventBridgeClient({}), 'lane-test');

beforeEach(() => {
  eventBridge.reset();
  eventBridge.on(PutEventsCommand).resolves({ FailedEntryCount: 0, Entries: [{ EventId: 'evt-1' }] });
});

describe('EventBridgePublisher', () => {
  it('puts a detail that matches its shared schema on the bus, as JSON', async () => {
    const detail = {
      checkoutSessionId: 'cs_1',
      email: 'ana@example.com',
      productId: '48hour',
      lang: 'en',
    } as const;

    await publisher.publish('PassGranted', detail);

    expect(eventBridge).toHaveReceivedCommandWith(PutEventsCommand, {
      Entries: [
        {
          EventBusName: 'lane-test',
          Source: 'lane.payments',
          DetailType: 'PassGranted',
          Detail: JSON.stringify(detail),
        },
      ],
    });
  });

  it('refuses a detail that does not match its schema before anything is sent, naming the field, not its value', async () => {
    const detail = { checkoutSessionId: 'cs_1', email: 'ana@example.com', productId: 'forever', lang: 'en' };

    const publishing = publisher.publish('PassGranted', detail as unknown as EventDetail<'PassGranted'>);

    await expect(publishing).rejects.toThrow(InvalidEventDetail);
    await expect(publishing).rejects.toThrow(/PassGranted detail does not match its schema \(productId\)/);
    await expect(publishing).rejects.not.toThrow(/ana@example\.com/);
    expect(eventBridge).not.toHaveReceivedCommand(PutEventsCommand);
  });

  it('fails when EventBridge rejects the entry, so the caller is retried rather than the event lost', async () => {
    eventBridge.on(PutEventsCommand).resolves({
      FailedEntryCount: 1,
      Entries: [{ ErrorCode: 'InternalFailure', ErrorMessage: 'try again' }],
    });

    await expect(
      publisher.publish('AccessRevoked', { reason: 'refunded', paymentIntentId: 'pi_1' }),
    ).rejects.toThrow('EventBridge rejected AccessRevoked: InternalFailure try again');
  });
});
