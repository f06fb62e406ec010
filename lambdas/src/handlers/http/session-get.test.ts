import 'aws-sdk-client-mock-vitest/extend';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  ADMIN,
  CLOUD_NOW as NOW,
  aws,
  cloudHandlers,
  endedItem,
  expectNothingWritten,
  givenItem,
  passItem,
  sessionToken,
} from '../../../test/cloud.js';
import { expectAnswer, expectError, invoke, type ApiRequest } from '../../../test/http.js';
import { HOUR_MS } from '../../domain/clock.js';

const EMAIL = 'ana@example.com';

const lambda = cloudHandlers(() => import('./session-get.js'));

const get = (request: ApiRequest = {}) =>
  invoke(lambda.handler, { method: 'GET', path: '/api/session', ...request });
const withToken = (token: string, others: string[] = []) =>
  get({ cookies: [...others, `lane_session=${token}`] });
const userToken = (expiresAt: Date, email = EMAIL) => sessionToken({ role: 'user', email }, expiresAt);

/*
 * The wiring of GET /api/session: the cookie, the jose key from Secrets Manager, the pass and the
 * ended-pass memory as the table holds them, the admin address secret. The rules (hours left by the
 * pass's own duration, expired or no session, the admin address changing) are tested in
 * domain/sessions/session.test.ts and domain/passes/access.test.ts.
 */
describe('GET /api/session (cloud handler)', () => {
  it('answers 200 with 47 hours left when 47.9 hours remain', async () => {
    const start = new Date(NOW.getTime() - 0.1 * HOUR_MS);
    givenItem(passItem(EMAIL, start, 48));
    const response = await withToken(await userToken(new Date(start.getTime() + 48 * HOUR_MS)));
    expectAnswer(response, 200, {
      role: 'user',
      remainingHours: 47,
      durationHours: 48,
      expiresAt: '2026-03-04T09:54:00.000Z',
      emailHint: 'a•••@example.com',
    });
    expect(response.cookies).toEqual([]);
    expect(aws.documents).toHaveReceivedCommandWith(GetCommand, {
      Key: { pk: `EMAIL#${EMAIL}` },
      ConsistentRead: true,
    });
  });

  it('answers 200 with nulls for the admin named in Secrets Manager', async () => {
    const response = await withToken(
      await sessionToken({ role: 'admin', email: ADMIN }, new Date(NOW.getTime() + 720 * HOUR_MS)),
    );
    expectAnswer(response, 200, {
      role: 'admin',
      remainingHours: null,
      durationHours: null,
      expiresAt: null,
    });
  });

  it('answers 401 no_session without a cookie', async () => {
    expectError(await get(), 401, 'no_session');
    expectError(await get({ cookies: ['theme=dark', 'lane_session='] }), 401, 'no_session');
  });

  it('answers 401 no_session for a token signed with another key', async () => {
    givenItem(passItem(EMAIL, NOW, 48));
    const forged = await new SignJWT({ role: 'user' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(EMAIL)
      .setIssuer('lane')
      .setAudience('lane-api')
      .setExpirationTime(Math.floor(NOW.getTime() / 1000) + 3600)
      .sign(new TextEncoder().encode('an-attacker-chosen-key-of-32-bytes-or-more!!'));
    expectError(await withToken(forged), 401, 'no_session');
  });

  it('answers 403 expired with durationHours 48 right after a refund ended the pass', async () => {
    givenItem(endedItem(EMAIL, 48, new Date(NOW.getTime() - 60_000)));
    const response = await withToken(await userToken(new Date(NOW.getTime() + 40 * HOUR_MS)));
    expectError(response, 403, 'expired');
    expect(response.json?.['durationHours']).toBe(48);
  });

  it('treats a pass item past its expires_at as gone even while DynamoDB TTL has not deleted it', async () => {
    const start = new Date(NOW.getTime() - 49 * HOUR_MS);
    givenItem(passItem(EMAIL, start, 48));
    givenItem(endedItem(EMAIL, 48, new Date(start.getTime() + 48 * HOUR_MS)));
    // A token that outlived its pass (it should not exist, but the pass decides, not the token).
    const response = await withToken(await userToken(new Date(NOW.getTime() + HOUR_MS)));
    expectError(response, 403, 'expired');
    expect(response.json?.['durationHours']).toBe(48);
  });

  it('writes nothing, whatever it answers', async () => {
    givenItem(passItem(EMAIL, NOW, 48));
    await withToken(await userToken(new Date(NOW.getTime() + 48 * HOUR_MS)));
    await get();
    await withToken('garbage');
    expectNothingWritten();
  });
});
