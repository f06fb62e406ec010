import {
  MAX_BODY_BYTES,
  accessRequestSchema,
  adminCodeRequestSchema,
  chatRequestSchema,
  checkoutConfirmRequestSchema,
  checkoutRequestSchema,
} from '@lane/shared';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { LaneError } from '../domain/errors.js';
import { parseJsonBody } from './body.js';

const post = (body: unknown) =>
  ({
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  }) as unknown as APIGatewayProxyEventV2;

function refusal(schema: Parameters<typeof parseJsonBody>[1], body: unknown): [string, string] {
  try {
    parseJsonBody(post(body), schema, MAX_BODY_BYTES);
  } catch (error) {
    expect(error).toBeInstanceOf(LaneError);
    return [(error as LaneError).code, (error as LaneError).message];
  }
  throw new Error(`${JSON.stringify(body)} was accepted`);
}

const user = (content: unknown) => ({ role: 'user', content });

/**
 * The message of a 400 names the field and what is wrong with it, in plain English (the API's
 * callers and people reading a failed request see it). These are the exact texts, so a change of
 * the validation library or its configuration cannot silently turn them into "Invalid input".
 */
describe('parseJsonBody refusals', () => {
  it.each([
    [checkoutRequestSchema, { productId: 'lifetime', email: 'a@b.co' }, 'invalid_product', 'invalid_product'],
    [checkoutRequestSchema, { productId: '48hour', email: 'nope' }, 'invalid_email', 'invalid_email'],
    [
      checkoutRequestSchema,
      { productId: '48hour', email: 'a@b.co', referralId: 'r'.repeat(201) },
      'invalid_request',
      'Invalid referralId: Too big: expected string to have <=200 characters',
    ],
    [
      checkoutRequestSchema,
      { productId: '48hour', email: 'a@b.co', referralId: 5 },
      'invalid_request',
      'Invalid referralId: Invalid input: expected string, received number',
    ],
    [
      checkoutRequestSchema,
      { productId: '48hour', email: 'a@b.co', lang: 'fr' },
      'invalid_request',
      'Invalid lang: Invalid option: expected one of "en"|"es"',
    ],
    [
      checkoutRequestSchema,
      [],
      'invalid_request',
      'Invalid body: Invalid input: expected object, received array',
    ],
    [
      checkoutRequestSchema,
      null,
      'invalid_request',
      'Invalid body: Invalid input: expected object, received null',
    ],
    [
      checkoutConfirmRequestSchema,
      {},
      'invalid_request',
      'Invalid sessionId: Invalid input: expected string, received undefined',
    ],
    [
      checkoutConfirmRequestSchema,
      { sessionId: '   ' },
      'invalid_request',
      'Invalid sessionId: Too small: expected string to have >=1 characters',
    ],
    [
      checkoutConfirmRequestSchema,
      { sessionId: 's'.repeat(256) },
      'invalid_request',
      'Invalid sessionId: Too big: expected string to have <=255 characters',
    ],
    [
      checkoutConfirmRequestSchema,
      { sessionId: 42 },
      'invalid_request',
      'Invalid sessionId: Invalid input: expected string, received number',
    ],
    [accessRequestSchema, { email: 'x' }, 'invalid_email', 'invalid_email'],
    [
      accessRequestSchema,
      { email: 'a@b', lang: 3 },
      'invalid_request',
      'Invalid lang: Invalid option: expected one of "en"|"es"',
    ],
    [
      adminCodeRequestSchema,
      { email: 'a@b', code: '12345' },
      'invalid_request',
      'Invalid code: Invalid string: must match pattern /^\\d{6}$/',
    ],
    [
      adminCodeRequestSchema,
      { email: 'a@b', code: 123456 },
      'invalid_request',
      'Invalid code: Invalid input: expected string, received number',
    ],
    [
      adminCodeRequestSchema,
      { email: 'a@b' },
      'invalid_request',
      'Invalid code: Invalid input: expected string, received undefined',
    ],
    [
      chatRequestSchema,
      { messages: [] },
      'invalid_request',
      'Invalid messages: Too small: expected array to have >=1 items',
    ],
    [
      chatRequestSchema,
      { messages: 'hi' },
      'invalid_request',
      'Invalid messages: Invalid input: expected array, received string',
    ],
    [
      chatRequestSchema,
      { messages: Array.from({ length: 41 }, () => user('a')) },
      'invalid_request',
      'Invalid messages: Too big: expected array to have <=40 items',
    ],
    [
      chatRequestSchema,
      { messages: [{ role: 'system', content: 'a' }] },
      'invalid_request',
      'Invalid messages.0.role: Invalid option: expected one of "user"|"assistant"',
    ],
    [
      chatRequestSchema,
      { messages: [user('')] },
      'invalid_request',
      'Invalid messages.0.content: Too small: expected string to have >=1 characters',
    ],
    [
      chatRequestSchema,
      { messages: [user('x'.repeat(4001))] },
      'invalid_request',
      'Invalid messages.0.content: Too big: expected string to have <=4000 characters',
    ],
    [
      chatRequestSchema,
      { messages: [user(5)] },
      'invalid_request',
      'Invalid messages.0.content: Invalid input: expected string, received number',
    ],
    [
      chatRequestSchema,
      { messages: [user('a'), { role: 'assistant', content: 'b' }] },
      'invalid_request',
      'Invalid messages: The last message must be the user’s.',
    ],
    [
      chatRequestSchema,
      { messages: [user('   ')] },
      'invalid_request',
      'Invalid messages: Messages may not be blank.',
    ],
    [
      chatRequestSchema,
      { messages: [user('a')], lang: 'de' },
      'invalid_request',
      'Invalid lang: Invalid option: expected one of "en"|"es"',
    ],
  ] as const)('%#: answers %s %j with %s', (schema, body, code, message) => {
    expect(refusal(schema, body)).toEqual([code, message]);
  });

  it('accepts a valid body and hands back what the schema made of it', () => {
    expect(
      parseJsonBody(
        post({ productId: '30day', email: '  Ana@Example.COM ', referralId: ' r1 ' }),
        checkoutRequestSchema,
        MAX_BODY_BYTES,
      ),
    ).toEqual({ productId: '30day', email: 'ana@example.com', referralId: 'r1', lang: 'en' });
  });
});
