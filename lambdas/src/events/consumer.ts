import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { Context, EventBridgeEvent } from 'aws-lambda';
import type * as z from 'zod/mini';
import { flushMetrics, logger } from '../observability.js';

/**
 * The one chain every EventBridge consumer runs through: the detail validated with the shared
 * schema, metrics flushed, failures logged (without the detail: it holds an email) and rethrown so
 * EventBridge retries and, in the end, dead-letters the event.
 */
export function eventConsumer<Schema extends z.ZodMiniType, Result>(
  name: string,
  schema: Schema,
  run: (detail: z.output<Schema>, event: EventBridgeEvent<string, unknown>) => Promise<Result>,
) {
  return middy<EventBridgeEvent<string, unknown>, Result, Error, Context>()
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
    .handler(async (event) => {
      const parsed = schema.safeParse(event.detail);
      if (!parsed.success) {
        throw new Error(
          `${name}: the ${event['detail-type']} detail does not match its schema (${parsed.error.issues.map((i) => i.path.join('.')).join(', ')})`,
        );
      }
      return run(parsed.data, event);
    });
}
