import { PassThrough, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { logger } from '../observability.js';
import { STREAMED_BODY, type StreamedResult } from './route.js';

/** The status line and headers of a streamed answer, sent before its first byte of body. */
export interface ResponsePrelude {
  statusCode: number;
  headers: Record<string, string>;
  cookies?: string[];
}

/** Where a streaming handler writes: Lambda's response stream, or the local server's response. */
export interface ResponseTarget {
  /** Sends the status and headers and hands back the body's stream. */
  open(prelude: ResponsePrelude): Writable;
  /** Aborted when the caller went away before the answer ended. */
  signal?: AbortSignal;
}

/** A route served by Lambda response streaming (a function URL in RESPONSE_STREAM mode). */
export type StreamingHttpHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
  target: ResponseTarget,
) => Promise<void>;

/**
 * Serves an httpRoute chain over a streamed response. The chain runs to the end first (session,
 * limits, validation, error mapping), so a refusal keeps its real status and JSON body; only then
 * are the status and headers sent, and a streamed body is written as it is produced. Each write
 * goes through a Readable piped into the target: Lambda's response stream holds back small
 * `write`s to itself, not what is piped into it.
 */
export function streamingRoute(
  route: (event: APIGatewayProxyEventV2, context: Context) => Promise<StreamedResult>,
): StreamingHttpHandler {
  return async (event, context, target) => {
    const result = await route(event, context);
    const prelude: ResponsePrelude = {
      statusCode: result.statusCode ?? 200,
      headers: Object.fromEntries(Object.entries(result.headers ?? {}).map(([k, v]) => [k, String(v)])),
      ...(result.cookies?.length ? { cookies: result.cookies } : {}),
    };
    const out = target.open(prelude);
    const body = new PassThrough();
    const gone = new AbortController();
    const onAbort = () => gone.abort();
    target.signal?.addEventListener('abort', onAbort, { once: true });
    if (target.signal?.aborted) gone.abort();
    const piped = pipeline(body, out).catch((error: unknown) => {
      // The caller closed the connection: stop producing for nobody.
      gone.abort();
      logger.info('The caller left before the answer ended', {
        error: error instanceof Error ? error.name : String(error),
      });
    });
    try {
      const stream = result[STREAMED_BODY];
      if (stream) {
        await stream((text) => {
          if (!gone.signal.aborted) body.write(text);
        }, gone.signal);
      } else if (result.body) {
        body.write(result.isBase64Encoded ? Buffer.from(result.body, 'base64') : result.body);
      }
    } finally {
      body.end();
      target.signal?.removeEventListener('abort', onAbort);
      await piped;
    }
  };
}

/** The part of the Lambda Node.js runtime's global `awslambda` that response streaming uses. */
interface LambdaStreamingRuntime {
  streamifyResponse?: (
    handler: (event: APIGatewayProxyEventV2, responseStream: Writable, context: Context) => Promise<void>,
  ) => unknown;
  HttpResponseStream?: { from(stream: Writable, prelude: Record<string, unknown>): Writable };
}

/**
 * The deployed form of a streaming handler: wrapped by the runtime's `awslambda.streamifyResponse`,
 * with the status and headers sent through `HttpResponseStream.from`. Off Lambda (tests, the local
 * stack, which call the StreamingHttpHandler itself) the runtime is absent, or a dependency defines
 * an `awslambda` without these methods: the unwrapped function is returned, never an import failure.
 */
export function lambdaStreamingHandler(
  handler: StreamingHttpHandler,
  runtime: LambdaStreamingRuntime | undefined = (
    globalThis as unknown as { awslambda?: LambdaStreamingRuntime }
  ).awslambda,
): unknown {
  const respond = async (event: APIGatewayProxyEventV2, responseStream: Writable, context: Context) => {
    const from = runtime?.HttpResponseStream?.from;
    if (!from)
      throw new Error('The Lambda runtime offers no HttpResponseStream: deploy with RESPONSE_STREAM.');
    const gone = new AbortController();
    responseStream.once('close', () => gone.abort());
    responseStream.once('error', () => gone.abort());
    await handler(event, context, {
      open: (prelude) => from.call(runtime.HttpResponseStream, responseStream, { ...prelude }),
      signal: gone.signal,
    });
  };
  return typeof runtime?.streamifyResponse === 'function' ? runtime.streamifyResponse(respond) : respond;
}
