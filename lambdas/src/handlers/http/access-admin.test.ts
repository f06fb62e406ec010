import 'aws-sdk-client-mock-vitest/extend';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ADMIN,
  CLOUD_NOW as NOW,
  CLOUD_NOW_S as NOW_S,
  SESSION_KEY_BYTES,
  aws,
  cloudHandlers,
  expectNothingWritten,
  fingerprint,
  givenItem,
  resetAws,
} from '../../../test/cloud.js';
import { expectAnswer, expectError, expectSessionCookie, invoke, route } from '../../../test/http.js';
import { JoseSessionTokens } from '../../adapters/session/jose-session-tokens.js';

const CODE = '042917';
const THIRTY_DAYS_S = 30 * 24 * 3600;

const lambda = cloudHandlers(async () => ({
  admin: (await import('./access-admin.js')).handler,
  access: (await import('./access.js')).handler,
}));

beforeEach(() => {
  // No code pending: the conditional update that spends a try finds nothing to spend.
  aws.documents.on(UpdateCommand, { Key: { pk: `ADMINCODE#${ADMIN}` } }).rejects(conditionFailed());
});

const post = route(() => lambda.admin, 'POST', '/api/access/admin');

const conditionFailed = () =>
  new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} });

/**
 * A pending code as the access function stores it: hashed, with its tries and its 10-minute end.
 * Spending a try behaves as DynamoDB's conditional update does: only while live with tries left.
 */
function givenPendingCode(code: string, attempts = 0, expiresAt = NOW_S + 300) {
  const item = {
    pk: `ADMINCODE#${ADMIN}`,
    code_hash: fingerprint(`admin-code:${code}`),
    attempts,
    expires_at: expiresAt,
  };
  givenItem(item);
  aws.documents.on(UpdateCommand, { Key: { pk: item.pk } }).callsFake(() => {
    if (item.attempts >= 5 || item.expires_at <= Math.floor(Date.now() / 1000)) throw conditionFailed();
    item.attempts += 1;
    return { Attributes: { ...item } };
  });
  return item;
}

describe('POST /api/access/admin (cloud handler)', () => {
  it('answers 200 admin with a 30-day admin session cookie for the right code, and spends the code', async () => {
    givenPendingCode(CODE);
    const response = await post({ email: ' Owner@Lane.Example.com ', code: CODE });
    expectAnswer(response, 200, { role: 'admin' });
    const cookie = expectSessionCookie(response, THIRTY_DAYS_S);
    expect(await new JoseSessionTokens(async () => SESSION_KEY_BYTES).verify(cookie.value)).toEqual({
      role: 'admin',
      email: ADMIN,
    });
    expect(aws.documents).toHaveReceivedCommandWith(DeleteCommand, { Key: { pk: `ADMINCODE#${ADMIN}` } });
  });

  it('opens the admin session with the code the access call mailed (the whole flow)', async () => {
    const asked = await invoke(lambda.access, {
      method: 'POST',
      path: '/api/access',
      body: { email: ADMIN },
    });
    expect(asked.json).toEqual({ role: 'admin', codeSent: true });
    const stored = aws.documents.commandCalls(PutCommand)[0]!.args[0].input.Item!;
    const mailed = aws.ses
      .commandCalls(SendEmailCommand)[0]!
      .args[0].input.Content?.Simple?.Subject?.Data?.match(/(\d{6})$/)?.[1];
    resetAws();
    givenPendingCode(mailed!, 0, stored['expires_at'] as number);
    expect(stored['code_hash']).toBe(fingerprint(`admin-code:${mailed}`));
    vi.setSystemTime(NOW.getTime() + 9 * 60_000);
    const response = await post({ email: ADMIN, code: mailed });
    expect(response.statusCode).toBe(200);
    expectSessionCookie(response, THIRTY_DAYS_S);
  });

  it('answers 401 invalid_code for a wrong code, having spent the try before comparing', async () => {
    const pending = givenPendingCode(CODE);
    const response = await post({ email: ADMIN, code: '111111' });
    expectError(response, 401, 'invalid_code');
    expect(response.json?.['message']).toBe(
      'That code is not right or has expired. Check the latest email from Lane.',
    );
    expect(aws.documents).toHaveReceivedCommandWith(UpdateCommand, {
      Key: { pk: `ADMINCODE#${ADMIN}` },
      ConditionExpression: 'attribute_exists(#pk) AND attempts < :max AND #ttl > :now',
    });
    expect(pending.attempts).toBe(1);
    expect(aws.documents).not.toHaveReceivedCommand(DeleteCommand);
  });

  it('answers 401 invalid_code, saying a new code is needed, at the fifth wrong code', async () => {
    givenPendingCode(CODE, 4);
    const response = await post({ email: ADMIN, code: '111111' });
    expectError(response, 401, 'invalid_code');
    expect(response.json?.['message']).toMatch(/new code/);
  });

  it('answers 401 invalid_code even for the right code after 5 wrong ones', async () => {
    givenPendingCode(CODE, 5);
    const response = await post({ email: ADMIN, code: CODE });
    expectError(response, 401, 'invalid_code');
    expect(response.json?.['message']).toMatch(/new code/);
    expect(aws.documents).not.toHaveReceivedCommand(DeleteCommand);
  });

  it('answers 401 invalid_code for the right code once its 10 minutes are over (TTL not yet applied)', async () => {
    givenPendingCode(CODE, 0, NOW_S);
    expectError(await post({ email: ADMIN, code: CODE }), 401, 'invalid_code');
  });

  it('answers 401 invalid_code when no code is pending', async () => {
    expectError(await post({ email: ADMIN, code: CODE }), 401, 'invalid_code');
  });

  it('answers 401 invalid_code, comparing nothing, when the code went between the try and the read', async () => {
    aws.documents.on(UpdateCommand, { Key: { pk: `ADMINCODE#${ADMIN}` } }).rejects(conditionFailed());
    const response = await post({ email: ADMIN, code: CODE });
    expectError(response, 401, 'invalid_code');
    expect(response.json?.['message']).not.toMatch(/new code/);
    expect(aws.documents).not.toHaveReceivedCommand(DeleteCommand);
  });

  it('answers a wrong admin email exactly like a wrong code, touching no code', async () => {
    givenPendingCode(CODE);
    const wrongCode = await post({ email: ADMIN, code: '111111' });
    resetAws();
    const pending = givenPendingCode(CODE);
    const wrongEmail = await post({ email: 'someone@lane.example.com', code: CODE });
    expect({ status: wrongEmail.statusCode, body: wrongEmail.json }).toEqual({
      status: wrongCode.statusCode,
      body: wrongCode.json,
    });
    expect(aws.documents).not.toHaveReceivedCommandWith(UpdateCommand, { Key: { pk: `ADMINCODE#${ADMIN}` } });
    expect(pending.attempts).toBe(0);
    expect(aws.documents).not.toHaveReceivedCommand(DeleteCommand);
  });

  it('answers 429 rate_limited with Retry-After after 20 tries from one IP in 15 minutes, even for the right code', async () => {
    givenPendingCode(CODE);
    vi.setSystemTime(NOW.getTime() + 60_000);
    aws.documents.on(UpdateCommand).callsFake((input: { Key: { pk: string } }) => ({
      Attributes: { count: input.Key.pk.startsWith('RATE#admin-verify-ip#') ? 21 : 1 },
    }));
    const response = await post({ email: ADMIN, code: CODE });
    expectError(response, 429, 'rate_limited');
    expect(response.headers['retry-after']).toBe('840');
    expect(aws.documents).not.toHaveReceivedCommand(DeleteCommand);
  });

  it.each([
    ['five digits', { email: ADMIN, code: '12345' }],
    ['seven digits', { email: ADMIN, code: '1234567' }],
    ['letters', { email: ADMIN, code: 'abcdef' }],
    ['a number instead of text', { email: ADMIN, code: 123456 }],
    ['no code', { email: ADMIN }],
  ])('answers 400 invalid_request for a code of %s and writes nothing', async (_, body) => {
    expectError(await post(body), 400, 'invalid_request');
    expectNothingWritten();
  });

  it('answers 400 invalid_email for an address without @ and writes nothing', async () => {
    expectError(await post({ email: 'owner', code: CODE }), 400, 'invalid_email');
    expectNothingWritten();
  });
});
