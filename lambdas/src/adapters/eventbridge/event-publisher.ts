import { PutEventsCommand, type EventBridgeClient } from '@aws-sdk/client-eventbridge';
import { EVENT_SOURCE, parseEventDetail, type EventDetail, type EventName } from '@lane/shared';
import type { EventPublisher } from '../../domain/events/event-publisher.js';

/**
 * Lane's events onto the custom EventBridge bus. A detail that does not match its shared schema is
 * refused before it is sent (the publisher's bug, caught where it is made rather than in every
 * consumer); a rejected entry is an error, not a silent loss.
 */
export class EventBridgePublisher implements EventPublisher {
  constructor(
    private readonly client: EventBridgeClient,
    private readonly busName: string,
  ) {}

  async publish<N extends EventName>(name: N, detail: EventDetail<N>): Promise<void> {
    const result = await this.client.send(
      new PutEventsCommand({
        Entries: [
          {
            EventBusName: this.busName,
            Source: EVENT_SOURCE,
            DetailType: name,
            Detail: JSON.stringify(parseEventDetail(name, detail)),
          },
        ],
      }),
    );
    if (result.FailedEntryCount) {
      const entry = result.Entries?.[0];
      throw new Error(
        `EventBridge rejected ${name}: ${entry?.ErrorCode ?? 'unknown'} ${entry?.ErrorMessage ?? ''}`.trim(),
      );
    }
  }
}
