import { randomUUID } from 'node:crypto';
import { EVENT_BUS_NAME, EVENT_SOURCE, type EventName, type EventRule } from '@lane/shared';
import type { EventBridgeEvent } from 'aws-lambda';

export type LaneEvent = EventBridgeEvent<EventName, unknown>;
export type EventConsumer = (event: LaneEvent) => Promise<unknown>;

export interface DeadLetter {
  rule: string;
  consumer: string;
  event: LaneEvent;
  error: string;
  attempts: number;
}

/**
 * How long the local bus keeps trying one consumer. A purchase paid while DynamoDB Local restarts
 * must still be granted, so delivery backs off (0.5 s, 1 s, 2 s … then every 30 s) for ten minutes
 * before the event becomes a dead letter, which the next start replays.
 */
export const LOCAL_EVENT_RETRY = {
  firstDelayMs: 500,
  maxDelayMs: 30_000,
  giveUpAfterMs: 10 * 60_000,
} as const;

export const backoffDelayMs = (attempt: number): number =>
  Math.min(LOCAL_EVENT_RETRY.firstDelayMs * 2 ** (attempt - 1), LOCAL_EVENT_RETRY.maxDelayMs);

export interface LocalEventBusOptions {
  rules: readonly EventRule[];
  consumers: Readonly<Record<string, EventConsumer>>;
  onDeadLetter: (letter: DeadLetter) => void;
  /** Delay before retry n (1-based); EventBridge backs off exponentially, so does this. */
  retryDelayMs?: (attempt: number) => number;
  /** Attempts before a dead letter, whatever the time; by default only the time limit counts. */
  maxAttempts?: number;
  /** No new attempt starts this long after the first. @default LOCAL_EVENT_RETRY.giveUpAfterMs */
  giveUpAfterMs?: number;
}

/**
 * EventBridge on one machine: the same rules route each event to the same consumers, delivery is
 * asynchronous (publish returns before consumers run), each target is retried with backoff on
 * failure and what still fails becomes a dead letter. Stopping the bus turns every delivery still
 * waiting for a retry into a dead letter at once, so nothing is lost with the process.
 */
export class LocalEventBus {
  private readonly inFlight = new Set<Promise<void>>();
  private readonly maxAttempts: number;
  private readonly retryDelayMs: (attempt: number) => number;
  private readonly giveUpAfterMs: number;
  private readonly stopping = new AbortController();

  constructor(private readonly options: LocalEventBusOptions) {
    for (const rule of options.rules) {
      for (const consumer of rule.consumers) {
        if (!options.consumers[consumer])
          throw new Error(`Rule ${rule.name} targets ${consumer}, which has no consumer.`);
      }
    }
    this.maxAttempts = options.maxAttempts ?? Number.POSITIVE_INFINITY;
    this.retryDelayMs = options.retryDelayMs ?? backoffDelayMs;
    this.giveUpAfterMs = options.giveUpAfterMs ?? LOCAL_EVENT_RETRY.giveUpAfterMs;
  }

  /** Like PutEvents: accepted at once, delivered in the background. */
  async publish(detailType: EventName, detail: unknown): Promise<void> {
    const event: LaneEvent = {
      version: '0',
      id: randomUUID(),
      'detail-type': detailType,
      source: EVENT_SOURCE,
      account: '000000000000',
      time: new Date().toISOString(),
      region: 'local',
      resources: [],
      detail,
    };
    for (const rule of this.options.rules) {
      if (rule.detailType !== detailType) continue;
      for (const consumerName of rule.consumers) this.track(this.deliver(rule.name, consumerName, event));
    }
  }

  /**
   * Delivers a dead letter's event again, to the one consumer that failed on it, with the same
   * retries; resolves with whether it was delivered (if not, it is a dead letter again).
   */
  redeliver(letter: Pick<DeadLetter, 'rule' | 'consumer' | 'event'>): Promise<boolean> {
    if (!this.options.consumers[letter.consumer])
      return Promise.reject(new Error(`There is no consumer named ${letter.consumer}.`));
    const delivery = this.deliver(letter.rule, letter.consumer, letter.event);
    this.track(delivery.then(() => undefined));
    return delivery;
  }

  private track(delivery: Promise<unknown>): void {
    const settled = delivery.then(
      () => undefined,
      () => undefined,
    );
    this.inFlight.add(settled);
    void settled.finally(() => this.inFlight.delete(settled));
  }

  private async deliver(rule: string, consumerName: string, event: LaneEvent): Promise<boolean> {
    const consumer = this.options.consumers[consumerName]!;
    // Let publish() return first, as PutEvents does.
    await new Promise((resolve) => setImmediate(resolve));
    const startedAt = Date.now();
    let lastError: unknown = new Error('Lane stopped before this event was delivered.');
    let attempts = 0;
    while (!this.stopping.signal.aborted) {
      attempts += 1;
      try {
        await consumer(structuredClone(event));
        return true;
      } catch (error) {
        lastError = error;
      }
      const delay = this.retryDelayMs(attempts);
      if (attempts >= this.maxAttempts || Date.now() + delay - startedAt > this.giveUpAfterMs) break;
      await this.sleep(delay);
    }
    this.options.onDeadLetter({
      rule,
      consumer: consumerName,
      event,
      error: lastError instanceof Error ? lastError.message : String(lastError),
      attempts,
    });
    return false;
  }

  private sleep(ms: number): Promise<void> {
    const signal = this.stopping.signal;
    if (signal.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      signal.addEventListener('abort', done);
    });
  }

  /** Resolves when every delivery under way (retries included) has finished. */
  async drain(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  /** Stops retrying: what waits for a retry becomes a dead letter now; resolves once all is settled. */
  async stop(): Promise<void> {
    this.stopping.abort();
    await this.drain();
  }

  get name(): string {
    return EVENT_BUS_NAME;
  }
}
