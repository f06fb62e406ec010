import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import {
  API_CACHE_CONTROL,
  MAX_BODY_BYTES,
  METRIC,
  SECURITY_HEADERS,
  isLanguage,
  type Language,
} from '@lane/shared';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type * as z from 'zod/mini';
import { LaneError } from '../domain/errors.js';
import { rateLimitAddress } from '../domain/rate-limit/rate-limit.js';
import { MetricUnit, flushMetrics, logger, metrics } from '../observability.js';
import { toErrorResponse } from './errors.js';
import { parseJsonBody } from './body.js';

/** What a route function hands back; the chain turns it into an HTTP API response. */
export interface RouteResult {
  statusCode: number;
  body?: unknown;
  cookies?: string[];
  headers?: Record<string, string>;
}

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
}

/**
 * Trust CloudFront-Viewer-Address for the caller's IP only where the cloud stack says so: there
 * the API is reachable through CloudFront alone. Anywhere else a client could forge the header.
 */
const trustsViewerAddress = (): boolean => process.env['LANE_TRUST_VIEWER_ADDRESS'] === 'true';

type Body<Schema> = Schema extends z.ZodMiniType ? z.output<Schema> : undefined;

/** The page language a request's body named, for the error it may end in. */
const requestLanguages = new WeakMap<APIGatewayProxyEventV2, Language>();

/** The caller's IP: CloudFront's view of the viewer when trusted, else the connection's source. */
export function clientIpOf(event: APIGatewayProxyEventV2, trustViewerAddress: boolean): string {
  const viewer = trustViewerAddress ? event.headers?.['cloudfront-viewer-address'] : undefined;
  if (viewer) {
    const lastColon = viewer.lastIndexOf(':');
    return lastColon > 0 ? viewer.slice(0, lastColon) : viewer;
  }
  return event.requestContext?.http?.sourceIp ?? 'unknown';
}

function finalize(result: RouteResult): APIGatewayProxyStructuredResultV2 {
  const headers: Record<string, string> = {
    ...SECURITY_HEADERS,
    'cache-control': API_CACHE_CONTROL,
    ...result.headers,
  };
  const response: APIGatewayProxyStructuredResultV2 = { statusCode: result.statusCode, headers };
  if (result.body !== undefined) {
    headers['content-type'] = 'application/json; charset=utf-8';
    response.body = JSON.stringify(result.body);
  }
  if (result.cookies?.length) response.cookies = result.cookies;
  return response;
}

/**
 * The one middy chain every HTTP route runs through (STYLE habit 4): normalised headers, a size
 * limit, the JSON body parsed and validated with the shared schema, typed errors mapped to the
 * shared codes, and the security headers on every answer, success or failure.
 */
export function httpRoute<Schema extends z.ZodMiniType | undefined = undefined>(
  options: RouteOptions<Schema>,
  run: (request: RouteRequest<Body<Schema>>) => Promise<RouteResult>,
) {
  return middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Context>()
    .use(injectLambdaContext(logger))
    .use(flushMetrics())
    .use(httpHeaderNormalizer())
    .use({
      onError: (request) => {
        const error = request.error;
        if (error instanceof LaneError && error.extra.details !== undefined) {
          logger.warn('Refused with internal details', { code: error.code, details: error.extra.details });
        }
        if (!(error instanceof LaneError)) {
          // Answered 500, so Lambda's Errors never counts it: this metric's alarm does.
          metrics.addMetric(METRIC.unhandledErrors, MetricUnit.Count, 1);
          // Never the body or the headers: they may carry what a person typed or a cookie.
          logger.error('Unhandled error', {
            error:
              error instanceof Error
                ? { name: error.name, message: error.message, stack: error.stack }
                : String(error),
          });
        }
        const { statusCode, body, headers } = toErrorResponse(error, requestLanguages.get(request.event));
        request.response = finalize({ statusCode, body, headers });
      },
    })
    .handler(async (event) => {
      const headers = (event.headers ?? {}) as Record<string, string | undefined>;
      const body = (
        options.body ? parseJsonBody(event, options.body, MAX_BODY_BYTES) : undefined
      ) as Body<Schema>;
      const lang = (body as { lang?: unknown } | undefined)?.lang;
      if (isLanguage(lang)) requestLanguages.set(event, lang);
      const result = await run({
        body,
        event,
        headers,
        cookies: event.cookies ?? [],
        clientIp: rateLimitAddress(clientIpOf(event, trustsViewerAddress())),
      });
      return finalize(result);
    });
}
