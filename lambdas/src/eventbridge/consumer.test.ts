import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { bridgeEvent } from '../../test/cloud.js';
import { lambdaContext } from '../../test/http.js';
import { logsOf } from '../../test/logs.js';
import { logger } from '../observability.js';
import { eventConsumer } from './consumer.js';

describe('the event consumer chain', () => {
  afterEach(() => logger.setLogLevel('SILENT'));

  it('logs a failure with the Lambda context, and rethrows it for EventBridge to retry', async () => {
    const consumer = eventConsumer('test-consumer', z.object({ n: z.number() }), async () => {
      // Powertools puts the log level back to its configured one after every invocation.
      logger.setLogLevel('ERROR');
      throw new Error('table unavailable');
    });
    const event = bridgeEvent('AccessPurchased', { n: 1 });
    await expect(consumer(event, lambdaContext)).rejects.toThrow('table unavailable');

    const logs = await logsOf(() => consumer(event, { ...lambdaContext, awsRequestId: 'req-consumer-3' }));
    expect(logs.find((entry) => entry['message'] === 'Event consumer failed')).toMatchObject({
      consumer: 'test-consumer',
      function_request_id: 'req-consumer-3',
      function_name: lambdaContext.functionName,
    });
  });
});

describe('the event consumer chain, before the consumer runs', () => {
  it('refuses a detail that does not match the schema, naming the fields, and never runs the consumer', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => {});
    const ran: unknown[] = [];
    const consumer = eventConsumer(
      'test-consumer',
      z.object({ n: z.number(), email: z.string() }),
      async (d) => {
        ran.push(d);
      },
    );
    await expect(consumer(bridgeEvent('AccessPurchased', { n: 'one' }), lambdaContext)).rejects.toThrow(
      'test-consumer: the AccessPurchased detail does not match its schema (n, email)',
    );
    expect(ran).toEqual([]);
    vi.restoreAllMocks();
  });

  it('hands the consumer the detail as the schema parsed it', async () => {
    const consumer = eventConsumer('test-consumer', z.object({ n: z.coerce.number() }), async (d) => d.n + 1);
    expect(await consumer(bridgeEvent('AccessPurchased', { n: '41', extra: true }), lambdaContext)).toBe(42);
  });
});
