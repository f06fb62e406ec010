import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import {
  API_CACHE_CONTROL,
  MAX_BODY_BYTES,
  METRIC,
  SECURITY_HEADERS,
  isLanguage,
  type ErrorBody,
  type Language,
} from '@lane/shared';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type * as z from 'zod/mini';
import { LaneError } from '../domain/errors.js';
import { rateLimitAddress } from '../domain/rate-limit/rate-limit.js';
import { MetricUnit, flushMetrics, logger, metrics } from '../observability.js';
import { toErrorResponse } from './errors.js';
import { parseJsonBody } from './body.js';

/**
 * A body written while the function runs (Lambda response streaming): `write` sends text at once;
 * `signal` aborts when the caller went away. A failure once the status is sent cannot change it:
 * the chain reports and counts it as any other, then writes it into the body with `failure`.
 */
export type StreamBody = (write: (text: string) => void, signal: AbortSignal) => Promise<void>;

/** A body streamed after the status and headers, and how a failure is told inside it. */
export interface StreamedBody {
  write: StreamBody;
  /** The text that ends the body when `write` fails: the error as a refusal would answer it. */
  failure: (error: ErrorBody) => string;
}

/** What a route function hands back; the chain turns it into an HTTP API response. */
export interface RouteResult {
  statusCode: number;
  body?: unknown;
  /** Instead of `body`: a body streamed after the status and headers (set its content-type). */
  stream?: StreamedBody;
  cookies?: string[];
  headers?: Record<string, string>;
}

/** Where a finalized answer keeps its streamed body (streaming.ts writes it). */
export const STREAMED_BODY = Symbol('lane.streamedBody');
export type StreamedResult = APIGatewayProxyStructuredResultV2 & { [STREAMED_BODY]?: StreamBody };

export interface RouteRequest<Body> {
  body: Body;
  event: APIGatewayProxyEventV2;
  /** Lower-cased header names (normalised by the chain). */
  headers: Record<string, string | undefined>;
  cookies: readonly string[];
  /** The caller's address as rate limits count it (an IPv6 caller by its /64 network). */
  clientIp: string;
}

export interface RouteOptions<Schema extends z.ZodMiniType | undefined> {
  /** The shared zod schema of the body; omit for routes without one. */
  body?: Schema;
  /**
   * Runs on a failure of the route's own work (thrown by the route function or, later, by its
   * streamed body) before it is answered: to count it or log what only this route knows. Never
   * for a request the chain turned away before the route ran (size, media type, body).
   */
  onFailure?: (error: unknown) => void;
}

/**
 * Trust CloudFront-Viewer-Address for the caller's IP only where the cloud stack says so: there
 * the API is reachable through CloudFront alone. Anywhere else a client could forge the header.
 */
const trustsViewerAddress = (): boolean => process.env['LANE_TRUST_VIEWER_ADDRESS'] === 'true';

type Body<Schema> = Schema extends z.ZodMiniType ? z.output<Schema> : undefined;

/** The page language a request's body named, for the error it may end in. */
const requestLanguages = new WeakMap<APIGatewayProxyEventV2, Language>();

/** A request's body as the chain parsed it; present once the request reached its route function. */
const parsedBodies = new WeakMap<APIGatewayProxyEventV2, { body: unknown }>();

/** The caller's IP: CloudFront's view of the viewer when trusted, else the connection's source. */
export function clientIpOf(event: APIGatewayProxyEventV2, trustViewerAddress: boolean): string {
  const viewer = trustViewerAddress ? event.headers?.['cloudfront-viewer-address'] : undefined;
  if (viewer) {
    const lastColon = viewer.lastIndexOf(':');
    return lastColon > 0 ? viewer.slice(0, lastColon) : viewer;
  }
  return event.requestContext?.http?.sourceIp ?? 'unknown';
}

/**
 * A streamed body whose failure is handled as the chain handles any other, after the status went
 * out: reported and counted, then written into the body in the page's language. What the body
 * recorded is published when it ends (the chain's own flush ran when the headers went out).
 */
function guardedStream(
  stream: StreamedBody,
  lang: Language | undefined,
  onFailure: ((error: unknown) => void) | undefined,
): StreamBody {
  return async (write, signal) => {
    try {
      await stream.write(write, signal);
    } catch (error) {
      onFailure?.(error);
      reportFailure(error);
      write(stream.failure(toErrorResponse(error, lang).body));
    } finally {
      if (metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
    }
  };
}

function finalize(
  result: RouteResult,
  onStreamFailure?: (stream: StreamedBody) => StreamBody,
): StreamedResult {
  const headers: Record<string, string> = {
    ...SECURITY_HEADERS,
    'cache-control': API_CACHE_CONTROL,
    ...result.headers,
  };
  const response: StreamedResult = { statusCode: result.statusCode, headers };
  if (result.stream) {
    response[STREAMED_BODY] = onStreamFailure ? onStreamFailure(result.stream) : result.stream.write;
  } else if (result.body !== undefined) {
    headers['content-type'] = 'application/json; charset=utf-8';
    response.body = JSON.stringify(result.body);
  }
  if (result.cookies?.length) response.cookies = result.cookies;
  return response;
}

/**
 * Logs and counts a failure the way every answer does, before the person hears of it: our own
 * errors with their internal details (never sent), anything else as unhandled. Never the body or
 * the headers: they may carry what a person typed or a cookie.
 */
export function reportFailure(error: unknown): void {
  if (error instanceof LaneError && error.extra.details !== undefined) {
    logger.warn('Refused with internal details', { code: error.code, details: error.extra.details });
  }
  if (!(error instanceof LaneError)) {
    // Answered 500, so Lambda's Errors never counts it: this metric's alarm does.
    metrics.addMetric(METRIC.unhandledErrors, MetricUnit.Count, 1);
    logger.error('Unhandled error', {
      error:
        error instanceof Error
          ? { name: error.name, message: error.message, stack: error.stack }
          : String(error),
    });
  }
}

/**
 * The one middy chain every HTTP route runs through: normalised headers, a size
 * limit, the JSON body parsed and validated with the shared schema, the route's own failures
 * counted, typed errors mapped to the shared codes, and the security headers on every answer,
 * success or failure. The route function gets a request that passed all of it.
 */
export function httpRoute<Schema extends z.ZodMiniType | undefined = undefined>(
  options: RouteOptions<Schema>,
  run: (request: RouteRequest<Body<Schema>>) => Promise<RouteResult>,
) {
  const { onFailure } = options;
  return middy<APIGatewayProxyEventV2, StreamedResult, Error, Context>()
    .use(injectLambdaContext(logger))
    .use(flushMetrics())
    .use(httpHeaderNormalizer())
    .use({
      onError: (request) => {
        const error = request.error;
        reportFailure(error);
        const { statusCode, body, headers } = toErrorResponse(error, requestLanguages.get(request.event));
        request.response = finalize({ statusCode, body, headers });
      },
    })
    .use({
      // Size limit → media type → JSON → the shared schema, before the route function runs.
      before: (request) => {
        const { event } = request;
        const body = options.body ? parseJsonBody(event, options.body, MAX_BODY_BYTES) : undefined;
        const lang = (body as { lang?: unknown } | undefined)?.lang;
        if (isLanguage(lang)) requestLanguages.set(event, lang);
        parsedBodies.set(event, { body });
      },
      onError: (request) => {
        if (onFailure && parsedBodies.has(request.event)) onFailure(request.error);
      },
    })
    .handler(async (event) => {
      const headers = (event.headers ?? {}) as Record<string, string | undefined>;
      const result = await run({
        body: parsedBodies.get(event)?.body as Body<Schema>,
        event,
        headers,
        cookies: event.cookies ?? [],
        clientIp: rateLimitAddress(clientIpOf(event, trustsViewerAddress())),
      });
      return finalize(result, (stream) => guardedStream(stream, requestLanguages.get(event), onFailure));
    });
}
