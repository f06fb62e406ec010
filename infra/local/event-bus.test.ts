import { describe, expect, it, vi } from 'vitest';
import type { EventRule } from '@lane/shared';
import { LocalEventBus, type DeadLetter, type LaneEvent } from './event-bus.js';

const rules: EventRule[] = [
  { name: 'access-purchased', detailType: 'AccessPurchased', consumers: ['grant', 'receipt'] },
  { name: 'access-revoked', detailType: 'AccessRevoked', consumers: ['revoke'] },
];

describe('LocalEventBus', () => {
  it('delivers an event to every consumer its rule names, and only those, after publish returns', async () => {
    const seen: string[] = [];
    const record = (name: string) => async (event: LaneEvent) => {
      seen.push(`${name}:${event['detail-type']}`);
    };
    const bus = new LocalEventBus({
      rules,
      consumers: { grant: record('grant'), receipt: record('receipt'), revoke: record('revoke') },
      onDeadLetter: () => {},
    });
    await bus.publish('AccessPurchased', { checkoutSessionId: 'cs_1' });
    expect(seen).toEqual([]);
    await bus.drain();
    expect(seen.sort()).toEqual(['grant:AccessPurchased', 'receipt:AccessPurchased']);
  });

  it('hands consumers an EventBridge-shaped event with the shared source', async () => {
    const consumer = vi.fn(async (_event: LaneEvent) => {});
    const bus = new LocalEventBus({
      rules,
      consumers: { grant: consumer, receipt: async () => {}, revoke: async () => {} },
      onDeadLetter: () => {},
    });
    await bus.publish('AccessPurchased', { checkoutSessionId: 'cs_2' });
    await bus.drain();
    expect(consumer.mock.calls[0]?.[0]).toMatchObject({
      version: '0',
      source: 'lane.payments',
      'detail-type': 'AccessPurchased',
      detail: { checkoutSessionId: 'cs_2' },
    });
  });

  it('retries a failing consumer and succeeds without a dead letter', async () => {
    let calls = 0;
    const deadLetters: DeadLetter[] = [];
    const bus = new LocalEventBus({
      rules,
      consumers: {
        grant: async () => {},
        receipt: async () => {},
        revoke: async () => {
          calls += 1;
          if (calls < 3) throw new Error('DynamoDB busy');
        },
      },
      onDeadLetter: (letter) => deadLetters.push(letter),
      retryDelayMs: () => 1,
    });
    await bus.publish('AccessRevoked', { reason: 'refunded' });
    await bus.drain();
    expect(calls).toBe(3);
    expect(deadLetters).toEqual([]);
  });

  it('turns an event that keeps failing into a dead letter naming the consumer and the error', async () => {
    const deadLetters: DeadLetter[] = [];
    const bus = new LocalEventBus({
      rules,
      consumers: {
        grant: async () => {},
        receipt: async () => Promise.reject(new Error('SES is down')),
        revoke: async () => {},
      },
      onDeadLetter: (letter) => deadLetters.push(letter),
      retryDelayMs: () => 1,
      maxAttempts: 2,
    });
    await bus.publish('AccessPurchased', { checkoutSessionId: 'cs_3' });
    await bus.drain();
    expect(deadLetters).toHaveLength(1);
    expect(deadLetters[0]).toMatchObject({
      consumer: 'receipt',
      rule: 'access-purchased',
      error: 'SES is down',
      attempts: 2,
    });
  });

  it('refuses rules that target a consumer it does not have', () => {
    expect(
      () => new LocalEventBus({ rules, consumers: { grant: async () => {} }, onDeadLetter: () => {} }),
    ).toThrow(/receipt/);
  });
});
