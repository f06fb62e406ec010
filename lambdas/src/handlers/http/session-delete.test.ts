import { describe, expect, it } from 'vitest';
import 'aws-sdk-client-mock-vitest/extend';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { aws, cloudHandlers, expectNothingWritten, fingerprint, sessionToken } from '../../../test/cloud.js';
import { expectApiHeaders, invoke, parseSetCookie } from '../../../test/http.js';

const lambda = cloudHandlers(() => import('./session-delete.js'));

describe('DELETE /api/session (cloud handler)', () => {
  it('answers 204 with no body and clears the session cookie', async () => {
    const token = await sessionToken(
      { role: 'user', email: 'ana@example.com' },
      new Date(Date.now() + 3_600_000),
    );
    const response = await invoke(lambda.handler, {
      method: 'DELETE',
      path: '/api/session',
      cookies: [`lane_session=${token}`],
    });
    expect(response.statusCode).toBe(204);
    expect(response.raw.body).toBeUndefined();
    expectApiHeaders(response);
    expect(response.cookies).toHaveLength(1);
    expect(parseSetCookie(response.cookies[0]!)).toEqual({
      name: 'lane_session',
      value: '',
      attributes: { path: '/api', 'max-age': '0', httponly: true, samesite: 'Strict', secure: true },
    });
    // Every copy of the cookie ends too: the email's session generation goes up by one.
    expect(aws.documents).toHaveReceivedCommandWith(UpdateCommand, {
      Key: { pk: `SESSIONGEN#${fingerprint('session-generation:ana@example.com')}` },
      UpdateExpression: 'ADD generation :one SET #ttl = :expires',
    });
  });

  it('answers the same without any session, and writes nothing', async () => {
    const response = await invoke(lambda.handler, { method: 'DELETE', path: '/api/session' });
    expect(response.statusCode).toBe(204);
    expect(parseSetCookie(response.cookies[0]!).attributes['max-age']).toBe('0');
    expectNothingWritten();
  });
});
