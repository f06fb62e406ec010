import { createHash, timingSafeEqual } from 'node:crypto';
import { getSecret } from '@aws-lambda-powertools/parameters/secrets';

/** The header CloudFront adds to every request it forwards to the API. */
export const ORIGIN_VERIFY_HEADER = 'x-lane-origin-verify';

/** The parts of an HTTP API (payload 2.0) Lambda authorizer event this authorizer reads. */
export interface OriginVerifyEvent {
  readonly headers?: Readonly<Record<string, string | undefined>>;
}

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

/**
 * Whether a request came through CloudFront: only CloudFront knows the token, so only requests it
 * forwarded carry it. The API's handlers trust CloudFront-Viewer-Address for the caller's IP;
 * without this check anyone calling execute-api directly could forge that header and slip past the
 * per-IP rate limits. Both sides are hashed first so the comparison takes the same time whatever
 * was sent.
 */
export function isFromCloudFront(event: OriginVerifyEvent, expected: string | undefined): boolean {
  const presented = event.headers?.[ORIGIN_VERIFY_HEADER];
  if (!expected || !presented) return false;
  return timingSafeEqual(digest(presented), digest(expected));
}

/** The variable naming the Secrets Manager secret that holds the token (never the token itself). */
export const ORIGIN_VERIFY_SECRET_ID_VARIABLE = 'LANE_ORIGIN_VERIFY_SECRET_ID';
/** How long a warm authorizer keeps the token before reading Secrets Manager again. */
export const ORIGIN_VERIFY_SECRET_MAX_AGE_SECONDS = 300;

/** The token, from Secrets Manager (cached); undefined when no secret is configured or it is empty. */
async function expectedToken(): Promise<string | undefined> {
  const secretId = process.env[ORIGIN_VERIFY_SECRET_ID_VARIABLE];
  if (!secretId) return undefined;
  const value = await getSecret(secretId, { maxAge: ORIGIN_VERIFY_SECRET_MAX_AGE_SECONDS });
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/**
 * The HTTP API authorizer (simple responses). Its result is cached per token value. A failed
 * read of the secret throws: API Gateway answers 500 and the function's Errors alarm fires,
 * instead of every request being quietly refused.
 */
export const handler = async (event: OriginVerifyEvent): Promise<{ isAuthorized: boolean }> => ({
  isAuthorized: isFromCloudFront(event, await expectedToken()),
});
