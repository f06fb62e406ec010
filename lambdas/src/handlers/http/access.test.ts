import 'aws-sdk-client-mock-vitest/extend';
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { METRIC } from '@lane/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ADMIN,
  CLOUD_ENV,
  CLOUD_NOW as NOW,
  CLOUD_NOW_S as NOW_S,
  SESSION_KEY_BYTES,
  aws,
  cloudHandlers,
  endedItem,
  expectNothingWritten,
  expectOnlyRateCountersWritten,
  fingerprint,
  givenItem,
  passItem,
} from '../../../test/cloud.js';
import {
  expectAnswer,
  expectApiHeaders,
  expectError,
  expectSessionCookie,
  route,
} from '../../../test/http.js';
import { JoseSessionTokens } from '../../adapters/session/jose-session-tokens.js';
import { HOUR_MS } from '../../domain/clock.js';
import { metrics } from '../../observability.js';

const EMAIL = 'ana@example.com';

const lambda = cloudHandlers(() => import('./access.js'));

beforeEach(() => {
  vi.stubEnv('LANE_TRUST_VIEWER_ADDRESS', '');
});

const post = route(() => lambda.handler, 'POST', '/api/access');

describe('POST /api/access (cloud handler): a paid pass opens Lane', () => {
  it('answers 200 with what is left, and a session cookie that lives exactly as long as the pass', async () => {
    const start = new Date(NOW.getTime() - 0.1 * HOUR_MS);
    givenItem(passItem(EMAIL, start, 48));
    const response = await post({ email: '  Ana@Example.COM ', lang: 'en' });
    expectAnswer(response, 200, {
      role: 'user',
      remainingHours: 47,
      durationHours: 48,
      expiresAt: '2026-03-04T09:54:00.000Z',
    });
    const cookie = expectSessionCookie(response, 47.9 * 3600);
    const claims = await new JoseSessionTokens(async () => SESSION_KEY_BYTES).verify(cookie.value);
    expect(claims).toEqual({ role: 'user', email: EMAIL });
  });

  it('answers 200 for a 30-day pass on day 29, with a cookie for its last 24 hours', async () => {
    givenItem(passItem(EMAIL, new Date(NOW.getTime() - 29 * 24 * HOUR_MS), 720));
    const response = await post({ email: EMAIL });
    expect(response.statusCode).toBe(200);
    expect(response.json).toMatchObject({ role: 'user', remainingHours: 24, durationHours: 720 });
    expectSessionCookie(response, 24 * 3600);
  });

  it('answers 404 no_pass for an email that never bought a pass, writing nothing but rate counters', async () => {
    const response = await post({ email: 'stranger@example.com', lang: 'es' });
    expectError(response, 404, 'no_pass');
    expectOnlyRateCountersWritten();
  });

  it('answers 403 expired with durationHours 48 for a pass bought 49 hours ago', async () => {
    const start = new Date(NOW.getTime() - 49 * HOUR_MS);
    givenItem(passItem(EMAIL, start, 48));
    givenItem(endedItem(EMAIL, 48, new Date(start.getTime() + 48 * HOUR_MS)));
    const response = await post({ email: EMAIL });
    expectError(response, 403, 'expired');
    expect(response.json?.['durationHours']).toBe(48);
    expectOnlyRateCountersWritten();
  });

  it('answers 403 expired at exactly 48 hours', async () => {
    const start = new Date(NOW.getTime() - 48 * HOUR_MS);
    givenItem(passItem(EMAIL, start, 48));
    givenItem(endedItem(EMAIL, 48, NOW));
    const response = await post({ email: EMAIL });
    expectError(response, 403, 'expired');
    expect(response.json?.['durationHours']).toBe(48);
  });

  it('answers 403 expired with durationHours 720 when a 30-day pass is over', async () => {
    givenItem(endedItem(EMAIL, 720, new Date(NOW.getTime() - HOUR_MS)));
    const response = await post({ email: EMAIL });
    expectError(response, 403, 'expired');
    expect(response.json?.['durationHours']).toBe(720);
  });

  it('counts the call against the caller’s IP and the email, neither in clear', async () => {
    givenItem(passItem(EMAIL, NOW, 48));
    await post({ email: EMAIL }, { sourceIp: '198.51.100.7' });
    const keys = aws.documents
      .commandCalls(UpdateCommand)
      .map((call) => String(call.args[0].input.Key?.['pk']));
    expect(keys).toEqual([
      `RATE#access-ip#${fingerprint('198.51.100.7')}#${NOW_S}`,
      `RATE#access-email-ip#${fingerprint(`${EMAIL}|198.51.100.7`)}#${NOW_S}`,
    ]);
  });

  it('counts IPv6 callers by their /64 network, however the address is written', async () => {
    for (const sourceIp of ['2001:db8:1:2::7', '2001:0DB8:0001:0002:ffff:0:0:9'])
      await post({ email: EMAIL }, { sourceIp });
    const keys = aws.documents
      .commandCalls(UpdateCommand)
      .map((call) => String(call.args[0].input.Key?.['pk']))
      .filter((key) => key.startsWith('RATE#access-ip#'));
    expect(keys).toEqual([
      `RATE#access-ip#${fingerprint('2001:db8:1:2::/64')}#${NOW_S}`,
      `RATE#access-ip#${fingerprint('2001:db8:1:2::/64')}#${NOW_S}`,
    ]);
  });

  it('takes the viewer’s IP from CloudFront-Viewer-Address where the stack trusts it', async () => {
    vi.stubEnv('LANE_TRUST_VIEWER_ADDRESS', 'true');
    await post(
      { email: EMAIL },
      { sourceIp: '130.176.0.1', headers: { 'CloudFront-Viewer-Address': '198.51.100.7:46532' } },
    );
    expect(aws.documents).toHaveReceivedCommandWith(UpdateCommand, {
      Key: { pk: `RATE#access-ip#${fingerprint('198.51.100.7')}#${NOW_S}` },
    });
  });

  it('ignores a client-supplied CloudFront-Viewer-Address or X-Forwarded-For where it is not trusted', async () => {
    await post(
      { email: EMAIL },
      {
        sourceIp: '203.0.113.10',
        headers: { 'cloudfront-viewer-address': '198.51.100.7:1', 'x-forwarded-for': '198.51.100.8' },
      },
    );
    expect(aws.documents).toHaveReceivedCommandWith(UpdateCommand, {
      Key: { pk: `RATE#access-ip#${fingerprint('203.0.113.10')}#${NOW_S}` },
    });
  });
});

describe('POST /api/access (cloud handler): the admin address gets a code', () => {
  it('answers 200 codeSent, stores only the code’s hash for 10 minutes and mails the code through SES', async () => {
    const response = await post({ email: ' OWNER@lane.example.com', lang: 'en' });
    expectAnswer(response, 200, { role: 'admin', codeSent: true });
    expect(response.cookies).toEqual([]);
    expectApiHeaders(response);

    const mail = aws.ses.commandCalls(SendEmailCommand)[0]!.args[0].input;
    expect(mail.FromEmailAddress).toBe(CLOUD_ENV.LANE_MAIL_FROM);
    // Through the configuration set that counts bounces and complaints.
    expect(mail.ConfigurationSetName).toBe(CLOUD_ENV.LANE_SES_CONFIGURATION_SET);
    expect(mail.Destination?.ToAddresses).toEqual([ADMIN]);
    const code = mail.Content?.Simple?.Subject?.Data?.match(/(\d{6})$/)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.Content?.Simple?.Body?.Text?.Data).toContain(`Your one-time code is ${code}.`);
    expect(mail.Content?.Simple?.Body?.Html?.Data).toContain(code);

    expect(aws.documents).toHaveReceivedCommandWith(PutCommand, {
      TableName: CLOUD_ENV.LANE_TABLE_NAME,
      Item: {
        pk: `ADMINCODE#${ADMIN}`,
        code_hash: fingerprint(`admin-code:${code}`),
        code_seed: expect.any(String),
        attempts: 0,
        expires_at: NOW_S + 600,
      },
      // Never over a live code with tries left: that one is mailed again instead.
      ConditionExpression:
        'attribute_not_exists(#pk) OR #ttl <= :now OR attempts >= :max OR attribute_not_exists(code_seed)',
    });
    expect(JSON.stringify(aws.documents.commandCalls(PutCommand).map((c) => c.args[0].input))).not.toContain(
      `"${code}"`,
    );
    expect(aws.documents).not.toHaveReceivedCommandWith(GetCommand, { Key: { pk: `EMAIL#${ADMIN}` } });
  });

  it('mails the code in Spanish when asked in Spanish', async () => {
    await post({ email: ADMIN, lang: 'es' });
    const mail = aws.ses.commandCalls(SendEmailCommand)[0]!.args[0].input;
    expect(mail.Content?.Simple?.Subject?.Data).toMatch(/^Tu código de administrador de Lane: \d{6}$/);
  });

  it('answers 429 rate_limited once 5 codes were mailed this hour, and mails no sixth', async () => {
    vi.setSystemTime(NOW.getTime() + 100_000);
    aws.documents.on(UpdateCommand).callsFake((input: { Key: { pk: string } }) => ({
      Attributes: { count: input.Key.pk.startsWith('RATE#admin-code-email-ip#') ? 6 : 1 },
    }));
    const response = await post({ email: ADMIN });
    expectError(response, 429, 'rate_limited');
    expect(response.headers['retry-after']).toBe('3500');
    expect(response.json?.['retryAfterSeconds']).toBe(3500);
    expect(aws.ses).not.toHaveReceivedCommand(SendEmailCommand);
    expect(aws.documents).not.toHaveReceivedCommand(PutCommand);
  });
});

describe('POST /api/access (cloud handler): what bad input and too many tries get', () => {
  it.each([
    ['an address without @', { email: 'ana.example.com' }],
    ['an empty address', { email: '' }],
    ['spaces only', { email: '    ' }],
    ['no address at all', { lang: 'en' }],
    ['a number', { email: 42 }],
    ['an address longer than 254 characters', { email: `${'a'.repeat(250)}@b.co` }],
  ])('answers 400 invalid_email for %s and writes nothing', async (_, body) => {
    expectError(await post(body), 400, 'invalid_email');
    expectNothingWritten();
  });

  it.each([['an unknown language', { email: EMAIL, lang: 'fr' }]])(
    'answers 400 invalid_request for %s and writes nothing',
    async (_, body) => {
      expectError(
        await post(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
        400,
        'invalid_request',
      );
      expectNothingWritten();
    },
  );

  it('answers 429 rate_limited with Retry-After once an IP passed 60 checks in 15 minutes, before reading any pass', async () => {
    vi.setSystemTime(NOW.getTime() + 100_000);
    givenItem(passItem(EMAIL, NOW, 48));
    aws.documents.on(UpdateCommand).resolves({ Attributes: { count: 61 } });
    const response = await post({ email: EMAIL });
    expectError(response, 429, 'rate_limited');
    expect(response.headers['retry-after']).toBe('800');
    expect(response.json?.['retryAfterSeconds']).toBe(800);
    expect(response.json?.['message']).toMatch(/wait/i);
    expect(aws.documents).not.toHaveReceivedCommand(GetCommand);
  });

  it('answers 429 rate_limited once one address checked one email 20 times in 15 minutes', async () => {
    givenItem(passItem(EMAIL, NOW, 48));
    aws.documents.on(UpdateCommand).callsFake((input: { Key: { pk: string } }) => ({
      Attributes: { count: input.Key.pk.startsWith('RATE#access-email-ip#') ? 21 : 1 },
    }));
    const response = await post({ email: EMAIL });
    expectError(response, 429, 'rate_limited');
    expect(response.headers['retry-after']).toBe('900');
  });

  it('counts a refusal as AccessDenied and a rate limit as RateLimited, but not a malformed request', async () => {
    const addMetric = vi.spyOn(metrics, 'addMetric');
    const counted = () =>
      addMetric.mock.calls
        .map(([name]) => name)
        .filter((n) => n === METRIC.accessDenied || n === METRIC.rateLimited);
    try {
      await post({ email: 'ana.example.com' });
      expect(counted()).toEqual([]);
      await post({ email: 'stranger@example.com' });
      expect(counted()).toEqual([METRIC.accessDenied]);
      aws.documents.on(UpdateCommand).resolves({ Attributes: { count: 61 } });
      await post({ email: EMAIL });
      expect(counted()).toEqual([METRIC.accessDenied, METRIC.rateLimited]);
    } finally {
      addMetric.mockRestore();
    }
  });
});
