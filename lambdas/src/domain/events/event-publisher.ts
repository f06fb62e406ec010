import type { EventDetail, EventName } from '@lane/shared';

/**
 * Puts Lane's events on the bus (EventBridge in the cloud, the in-process bus locally). Every
 * implementation holds the detail to its shared schema (parseEventDetail) before it publishes.
 */
export interface EventPublisher {
  publish<N extends EventName>(name: N, detail: EventDetail<N>): Promise<void>;
}
