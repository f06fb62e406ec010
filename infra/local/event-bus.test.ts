import { describe, expect, it, vi } from 'vitest';
import type { EventRule } from '@lane/shared';
import { LOCAL_EVENT_RETRY, LocalEventBus, type DeadLetter, type LaneEvent } from './event-bus.js';
import { accessPurchased } from './test-events.js';

const rules: EventRule[] = [
  { name: 'access-purchased', detailType: 'AccessPurchased', consumers: ['grant', 'receipt'] },
  { name: 'access-revoked', detailType: 'AccessRevoked', consumers: ['revoke'] },
];

/** Consumers that accept every event, for the ones a test does not watch. */
const idle = { grant: async () => {}, receipt: async () => {}, revoke: async () => {} };

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
        ...idle,
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
        ...idle,
        receipt: async () => Promise.reject(new Error('SES is down')),
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

  it('keeps retrying with backoff for minutes: a consumer down for 30 s, then 5 min, still gets the event', async () => {
    vi.useFakeTimers();
    try {
      for (const outageMs of [30_000, 5 * 60_000]) {
        const start = Date.now();
        const attemptsAt: number[] = [];
        const deadLetters: DeadLetter[] = [];
        const bus = new LocalEventBus({
          rules,
          consumers: {
            grant: async () => {
              attemptsAt.push(Date.now() - start);
              if (Date.now() - start < outageMs) throw new Error('connect ECONNREFUSED 127.0.0.1:8000');
            },
            receipt: async () => {},
            revoke: async () => {},
          },
          onDeadLetter: (letter) => deadLetters.push(letter),
        });
        await bus.publish('AccessPurchased', { checkoutSessionId: 'cs_outage' });
        await vi.advanceTimersByTimeAsync(outageMs + 60_000);
        await bus.drain();
        expect(deadLetters).toEqual([]);
        expect(attemptsAt.at(-1)).toBeGreaterThanOrEqual(outageMs);
        // Backing off: the waits grow, up to 30 s between attempts, never hammering the database.
        const waits = attemptsAt.slice(1).map((at, index) => at - attemptsAt[index]!);
        expect(waits.slice(0, 4)).toEqual([500, 1000, 2000, 4000]);
        expect(Math.max(...waits)).toBeLessThanOrEqual(LOCAL_EVENT_RETRY.maxDelayMs);
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives up after ten minutes, and the dead letter says how many attempts it took', async () => {
    vi.useFakeTimers();
    try {
      const deadLetters: DeadLetter[] = [];
      const bus = new LocalEventBus({
        rules,
        consumers: {
          ...idle,
          revoke: async () => Promise.reject(new Error('still down')),
        },
        onDeadLetter: (letter) => deadLetters.push(letter),
      });
      await bus.publish('AccessRevoked', { reason: 'refunded' });
      await vi.advanceTimersByTimeAsync(LOCAL_EVENT_RETRY.giveUpAfterMs - 31_000);
      expect(deadLetters).toEqual([]);
      await vi.advanceTimersByTimeAsync(60_000);
      await bus.drain();
      expect(deadLetters).toHaveLength(1);
      expect(deadLetters[0]!.attempts).toBeGreaterThan(20);
    } finally {
      vi.useRealTimers();
    }
  });

  it('on stop, turns every delivery waiting for a retry into a dead letter at once', async () => {
    const deadLetters: DeadLetter[] = [];
    const bus = new LocalEventBus({
      rules,
      consumers: {
        ...idle,
        grant: async () => Promise.reject(new Error('DynamoDB is down')),
      },
      onDeadLetter: (letter) => deadLetters.push(letter),
      retryDelayMs: () => 60_000,
    });
    await bus.publish('AccessPurchased', { checkoutSessionId: 'cs_stop' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const started = Date.now();
    await bus.stop();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(deadLetters).toHaveLength(1);
    expect(deadLetters[0]).toMatchObject({ consumer: 'grant', error: 'DynamoDB is down', attempts: 1 });
  });

  it('redelivers a dead letter to the one consumer that failed on it', async () => {
    const seen: string[] = [];
    const bus = new LocalEventBus({
      rules,
      consumers: {
        ...idle,
        grant: async (event) => void seen.push(`grant:${event.id}`),
        receipt: async (event) => void seen.push(`receipt:${event.id}`),
      },
      onDeadLetter: () => {},
    });
    const event = accessPurchased('evt-1', { checkoutSessionId: 'cs_again' });
    expect(await bus.redeliver({ rule: 'access-purchased', consumer: 'receipt', event })).toBe(true);
    expect(seen).toEqual(['receipt:evt-1']);
  });

  it('refuses rules that target a consumer it does not have', () => {
    expect(
      () => new LocalEventBus({ rules, consumers: { grant: async () => {} }, onDeadLetter: () => {} }),
    ).toThrow(/receipt/);
  });
});
