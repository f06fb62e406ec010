import { randomUUID } from 'node:crypto';
import { EVENT_BUS_NAME, EVENT_RETRY, EVENT_SOURCE, type EventName, type EventRule } from '@lane/shared';
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

export interface LocalEventBusOptions {
  rules: readonly EventRule[];
  consumers: Readonly<Record<string, EventConsumer>>;
  onDeadLetter: (letter: DeadLetter) => void;
  /** Delay before retry n (1-based); EventBridge backs off exponentially, so does this. */
  retryDelayMs?: (attempt: number) => number;
  maxAttempts?: number;
}

/**
 * EventBridge on one machine: the same rules route each event to the same consumers, delivery is
 * asynchronous (publish returns before consumers run), each target is retried on failure and what
 * still fails becomes a dead letter.
 */
export class LocalEventBus {
  private readonly inFlight = new Set<Promise<void>>();
  private readonly maxAttempts: number;
  private readonly retryDelayMs: (attempt: number) => number;

  constructor(private readonly options: LocalEventBusOptions) {
    for (const rule of options.rules) {
      for (const consumer of rule.consumers) {
        if (!options.consumers[consumer])
          throw new Error(`Rule ${rule.name} targets ${consumer}, which has no consumer.`);
      }
    }
    this.maxAttempts = options.maxAttempts ?? EVENT_RETRY.maxAttempts;
    this.retryDelayMs = options.retryDelayMs ?? ((attempt) => 100 * 2 ** (attempt - 1));
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
      for (const consumerName of rule.consumers) {
        const delivery = this.deliver(rule.name, consumerName, event);
        this.inFlight.add(delivery);
        void delivery.finally(() => this.inFlight.delete(delivery));
      }
    }
  }

  private async deliver(rule: string, consumerName: string, event: LaneEvent): Promise<void> {
    const consumer = this.options.consumers[consumerName]!;
    // Let publish() return first, as PutEvents does.
    await new Promise((resolve) => setImmediate(resolve));
    let lastError: unknown;
    for (let attempt = 1; attempt <= this.maxAttempts; attempt += 1) {
      try {
        await consumer(structuredClone(event));
        return;
      } catch (error) {
        lastError = error;
        if (attempt < this.maxAttempts)
          await new Promise((resolve) => setTimeout(resolve, this.retryDelayMs(attempt)));
      }
    }
    this.options.onDeadLetter({
      rule,
      consumer: consumerName,
      event,
      error: lastError instanceof Error ? lastError.message : String(lastError),
      attempts: this.maxAttempts,
    });
  }

  /** Resolves when every delivery under way (retries included) has finished. */
  async drain(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  get name(): string {
    return EVENT_BUS_NAME;
  }
}
