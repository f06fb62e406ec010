import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { Context, EventBridgeEvent } from 'aws-lambda';
import type * as z from 'zod/mini';
import { flushMetrics, logger } from '../observability.js';

type BridgeEvent = EventBridgeEvent<string, unknown>;

/**
 * The one chain every EventBridge consumer runs through: the detail validated with the shared
 * schema before the consumer runs, metrics flushed, failures logged (without the detail: it holds
 * an email) and rethrown so EventBridge retries and, in the end, dead-letters the event.
 */
export function eventConsumer<Schema extends z.ZodMiniType, Result>(
  name: string,
  schema: Schema,
  run: (detail: z.output<Schema>, event: BridgeEvent) => Promise<Result>,
) {
  const details = new WeakMap<BridgeEvent, { detail: z.output<Schema> }>();
  return middy<BridgeEvent, Result, Error, Context>()
    .use(injectLambdaContext(logger))
    .use(flushMetrics())
    .use({
      onError: (request) => {
        logger.error('Event consumer failed', {
          consumer: name,
          eventId: request.event.id,
          detailType: request.event['detail-type'],
          error: request.error ? { name: request.error.name, message: request.error.message } : undefined,
        });
      },
    })
    .use({
      before: ({ event }) => {
        const parsed = schema.safeParse(event.detail);
        if (!parsed.success) {
          throw new Error(
            `${name}: the ${event['detail-type']} detail does not match its schema (${parsed.error.issues.map((i) => i.path.join('.')).join(', ')})`,
          );
        }
        details.set(event, { detail: parsed.data });
      },
    })
    .handler(async (event) => run(details.get(event)!.detail, event));
}
