import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { en } from 'zod/locales';
import type * as z from 'zod/mini';
import { LaneError } from '../domain/errors.js';

/** The raw bytes of a body exactly as sent (API Gateway base64-encodes some). */
export function rawBody(event: Pick<APIGatewayProxyEventV2, 'body' | 'isBase64Encoded'>): Buffer {
  if (event.body === undefined || event.body === null) return Buffer.alloc(0);
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64') : Buffer.from(event.body, 'utf8');
}

/**
 * The shared schemas are on zod/mini, which carries no messages of its own: the English ones make
 * a refusal say what is wrong ("Too big: expected string to have <=200 characters"). Passed to each
 * parse instead of set globally, so nothing else in the process changes.
 */
const englishMessages = en().localeError;

/** Which field a validation issue is about decides the code: the frontend shows its own toast. */
function codeForIssue(
  issue: z.core.$ZodIssue | undefined,
): 'invalid_email' | 'invalid_product' | 'invalid_request' {
  const field = issue?.path[0];
  if (field === 'email') return 'invalid_email';
  if (field === 'productId') return 'invalid_product';
  return 'invalid_request';
}

function describeIssue(issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return 'The request is not in the expected form.';
  const field = issue.path.length ? issue.path.join('.') : 'body';
  return `Invalid ${field}: ${issue.message}`;
}

/**
 * Size limit → media type → JSON → the shared schema. Every failure is a 4xx that names what is
 * wrong and comes before anything is written.
 */
export function parseJsonBody<Schema extends z.ZodMiniType>(
  event: APIGatewayProxyEventV2,
  schema: Schema,
  maxBytes: number,
): z.output<Schema> {
  const bytes = rawBody(event);
  if (bytes.length > maxBytes) {
    throw new LaneError('payload_too_large', `The request is larger than ${Math.floor(maxBytes / 1024)} KB.`);
  }
  const contentType = event.headers?.['content-type'] ?? '';
  if (!/^application\/json\s*(;|$)/i.test(contentType.trim())) {
    throw new LaneError('unsupported_media_type');
  }
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new LaneError('invalid_request', 'The request body is not valid JSON.');
  }
  const parsed = schema.safeParse(json, { error: englishMessages });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const code = codeForIssue(issue);
    throw new LaneError(code, code === 'invalid_request' ? describeIssue(issue) : undefined);
  }
  return parsed.data;
}
