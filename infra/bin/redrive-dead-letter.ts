/**
 * `npm run redrive:dead-letter -- [--bus <name>] < message.json`: re-sends the event inside one
 * message of a Lane dead-letter queue to the bus, where its rule delivers it again. Consumers are
 * idempotent (a grant once per checkout, a receipt once per checkout), so an event whose effect
 * already happened changes nothing. It reads the message body on standard input, as
 * `aws sqs receive-message … --query 'Messages[0].Body' --output text` prints it, and accepts
 * both shapes a Lane queue holds: the event itself (what EventBridge could not deliver) and
 * Lambda's failure record, whose `requestPayload` is the event (what the function failed on).
 * It prints the detail type and event ids, never the detail (it holds the buyer's email).
 */
import { EventBridgeClient } from '@aws-sdk/client-eventbridge';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { EVENT_BUS_NAME, EVENT_SCHEMAS, EVENT_SOURCE, type EventDetail, type EventName } from '@lane/shared';
import { EventBridgePublisher } from '@lane/lambdas/adapters/eventbridge/event-publisher';

export interface DeadLetterEvent {
  detailType: EventName;
  detail: EventDetail<EventName>;
  /** The id EventBridge gave the event when it was first published. */
  originalId: string | undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The Lane event inside a dead-letter message body; throws a readable error for anything else. */
export function eventOfDeadLetter(body: string): DeadLetterEvent {
  let message: unknown;
  try {
    message = JSON.parse(body);
  } catch {
    throw new Error('The message body is not JSON: pass the Body of one dead-letter message.');
  }
  const event =
    isRecord(message) && isRecord(message['requestPayload']) ? message['requestPayload'] : message;
  if (!isRecord(event) || event['source'] !== EVENT_SOURCE)
    throw new Error(`The message does not hold a Lane event (source ${EVENT_SOURCE}).`);
  const detailType = event['detail-type'];
  if (typeof detailType !== 'string' || !(detailType in EVENT_SCHEMAS))
    throw new Error(`The message holds an event of an unknown type (${String(detailType)}).`);
  const name = detailType as EventName;
  const parsed = EVENT_SCHEMAS[name].safeParse(event['detail']);
  if (!parsed.success) throw new Error(`The ${name} event's detail does not match its schema.`);
  return {
    detailType: name,
    detail: parsed.data,
    originalId: typeof event['id'] === 'string' ? event['id'] : undefined,
  };
}

/** Publishes the dead letter's event again, exactly as the webhook published it the first time. */
export async function redriveDeadLetter(
  body: string,
  options: { client: EventBridgeClient; busName?: string },
): Promise<DeadLetterEvent> {
  const event = eventOfDeadLetter(body);
  const publisher = new EventBridgePublisher(options.client, options.busName ?? EVENT_BUS_NAME);
  await publisher.publish(event.detailType, event.detail);
  return event;
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({ options: { bus: { type: 'string', default: EVENT_BUS_NAME } } });
  redriveDeadLetter(await readStdin(), { client: new EventBridgeClient({}), busName: values.bus }).then(
    (event) =>
      process.stdout.write(
        `Re-sent ${event.detailType} (first published as ${event.originalId ?? 'an unknown id'}) to the ${values.bus} bus. Delete the message from its queue now.\n`,
      ),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
