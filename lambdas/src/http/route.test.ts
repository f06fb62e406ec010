import { METRIC } from '@lane/shared';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { apiEvent, lambdaContext } from '../../test/http.js';
import { LaneError } from '../domain/errors.js';
import { logger, metrics } from '../observability.js';
import { httpRoute } from './route.js';

const failing = (error: unknown) =>
  httpRoute({}, async () => {
    throw error;
  });

/** What the logger printed during `run`, one parsed JSON object per line. */
async function logsOf(run: () => Promise<unknown>): Promise<Record<string, unknown>[]> {
  const lines: string[] = [];
  const capture = (chunk: unknown) => {
    lines.push(String(chunk));
    return true;
  };
  const out = vi.spyOn(process.stdout, 'write').mockImplementation(capture);
  const err = vi.spyOn(process.stderr, 'write').mockImplementation(capture);
  try {
    await run();
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
  return lines
    .flatMap((chunk) => chunk.split('\n'))
    .filter((line) => line.trim().startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('the HTTP route chain', () => {
  let addMetric: MockInstance<typeof metrics.addMetric>;

  beforeEach(() => {
    addMetric = vi.spyOn(metrics, 'addMetric');
  });
  afterEach(() => {
    addMetric.mockRestore();
    logger.setLogLevel('SILENT');
  });

  it('counts an unexpected error as UnhandledErrors, once, while it answers 500', async () => {
    const response = (await failing(new TypeError('x is undefined'))(apiEvent(), lambdaContext)) as {
      statusCode: number;
    };
    expect(response.statusCode).toBe(500);
    const counted = addMetric.mock.calls.filter(([name]) => name === METRIC.unhandledErrors);
    expect(counted).toEqual([[METRIC.unhandledErrors, 'Count', 1]]);
  });

  it('does not count refusals of our own (a LaneError), whatever their status', async () => {
    const response = (await failing(new LaneError('rate_limited'))(apiEvent(), lambdaContext)) as {
      statusCode: number;
    };
    expect(response.statusCode).toBe(429);
    expect(addMetric.mock.calls.some(([name]) => name === METRIC.unhandledErrors)).toBe(false);
  });

  it('logs the error with the Lambda context (request id, function name)', async () => {
    // Powertools puts the log level back to its configured one after every invocation.
    const handler = httpRoute({}, async () => {
      logger.setLogLevel('ERROR');
      throw new Error('boom');
    });
    const logs = await logsOf(() => handler(apiEvent(), { ...lambdaContext, awsRequestId: 'req-context-7' }));
    const line = logs.find((entry) => entry['message'] === 'Unhandled error');
    expect(line).toMatchObject({
      function_request_id: 'req-context-7',
      function_name: lambdaContext.functionName,
      function_arn: lambdaContext.invokedFunctionArn,
    });
  });
});
