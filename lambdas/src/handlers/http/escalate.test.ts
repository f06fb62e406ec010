import { API_PATHS, escalateResponseSchema } from '@lane/shared';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_EMAIL, fakeWorld, seedPass, type FakeWorld } from '../../../test/fakes.js';
import { expectApiHeaders, expectError, invoke, type ApiRequest } from '../../../test/http.js';
import { logsOf } from '../../../test/logs.js';
import { HOUR_MS } from '../../domain/clock.js';
import { offlineReadingOf } from '../../domain/chat/offline-reading.js';
import { ESCALATE_RATE_RULE } from '../../domain/escalation/escalate.js';
import { escalationOfConversation as escalationFor } from '../../domain/escalation/escalation-of-conversation.js';
import { logger } from '../../observability.js';
import { createEscalateHandler } from './escalate.js';

const STORY = 'zq-private-marker: a charge of $312.40 on my chase credit card on nov 3 that i never made';
// What the rep promised, with a marker word the logs are searched for (a promise, so it reads "promised …").
const PROMISE = 'a credit by Friday, zq-promise-marker';
// The reading the answer was given on, as the offline chat gives it (chat/reading.ts).
const READING = offlineReadingOf([{ role: 'user', content: STORY }], '2026-03-02');

afterEach(() => {
  vi.restoreAllMocks();
  logger.setLogLevel('INFO');
});

// The case reader builds its patterns on first use: seconds on a busy machine, not a test's budget.
beforeAll(
  () => void escalationFor({ messages: [{ role: 'user', content: STORY }], lang: 'en', today: '2026-03-02' }),
  60_000,
);

function setUp(): {
  world: FakeWorld;
  post: (request?: ApiRequest & { token?: string }) => ReturnType<typeof invoke>;
} {
  const world = fakeWorld();
  const handler = createEscalateHandler(() => world.ports);
  const post = ({ token, ...request }: ApiRequest & { token?: string } = {}) =>
    invoke(handler, {
      method: 'POST',
      path: API_PATHS.escalate,
      body: {
        lang: 'en',
        messages: [{ role: 'user', content: STORY }],
        reading: READING,
        callLog: [{ at: '2026-02-28T14:05', rep: 'Dana', reference: '48213', promised: PROMISE }],
      },
      ...(token ? { cookies: [`lane_session=${token}`] } : {}),
      ...request,
    });
  return { world, post };
}

async function userSession(world: FakeWorld): Promise<string> {
  const pass = await seedPass(world);
  return world.sessions.issue(
    { role: 'user', email: pass.email },
    new Date(world.clock.now().getTime() + 48 * HOUR_MS),
  );
}

describe('POST /api/escalate', () => {
  it('answers 200 with the ladder and a complaint in the shared shape, for a paid pass', async () => {
    const { world, post } = setUp();
    const response = await post({ token: await userSession(world) });
    expect(response.statusCode).toBe(200);
    expectApiHeaders(response);
    const body = escalateResponseSchema.parse(response.json);
    expect(body.steps.map((step) => step.rung)).toEqual(['supervisor', 'executive', 'regulator']);
    expect(body.steps[2]).toMatchObject({
      name: 'Consumer Financial Protection Bureau (CFPB)',
      url: 'https://www.consumerfinance.gov/complaint/',
      phone: '(855) 411-2372',
    });
    // "nov 3" told on March 2, 2026 is the November before.
    expect(body.narrative.text).toContain('On November 3, 2025, a charge of $312.40');
    expect(body.narrative.text).toContain(
      `On February 28, 2026, Dana (reference 48213) promised ${PROMISE}.`,
    );
  });

  it('answers the admin too', async () => {
    const { world, post } = setUp();
    const token = await world.sessions.issue(
      { role: 'admin', email: ADMIN_EMAIL },
      new Date(world.clock.now().getTime() + HOUR_MS),
    );
    expect((await post({ token })).statusCode).toBe(200);
  });

  it('answers 401 no_session without a session, and reads nothing of the body', async () => {
    const { world, post } = setUp();
    expectError(await post(), 401, 'no_session');
    expect(world.log.writes).toEqual([]);
  });

  it('answers 403 expired once the pass has ended', async () => {
    const { world, post } = setUp();
    const token = await world.sessions.issue(
      { role: 'user', email: 'ana@example.com' },
      new Date(world.clock.now().getTime() + 100 * HOUR_MS),
    );
    await seedPass(world);
    world.clock.advance(49 * HOUR_MS);
    expectError(await post({ token }), 403, 'expired');
  });

  it('answers 400 invalid_request with what is wrong, and writes nothing, for a bad body', async () => {
    const { world, post } = setUp();
    const token = await userSession(world);
    const writes = world.log.writes.length;
    const noMessages = await post({ token, body: { lang: 'en', messages: [] } });
    expectError(noMessages, 400, 'invalid_request');
    expect(noMessages.json?.['message']).toMatch(/messages/u);
    const emptyCall = await post({
      token,
      body: {
        lang: 'en',
        messages: [{ role: 'user', content: STORY }],
        reading: READING,
        callLog: [{ at: '2026-02-28', rep: '', reference: '', promised: '' }],
      },
    });
    expectError(emptyCall, 400, 'invalid_request');
    expect(emptyCall.json?.['message']).toContain(
      'A call log entry needs the rep’s name, a reference number or what they said.',
    );
    for (const at of ['2026-02-30', '2026-13-01', '2026-11-20T25:00', '2026-11-20T10:61']) {
      const notADay = await post({
        token,
        body: {
          lang: 'en',
          messages: [{ role: 'user', content: STORY }],
          reading: READING,
          callLog: [{ at, rep: 'Dana', reference: '', promised: '' }],
        },
      });
      expectError(notADay, 400, 'invalid_request');
      expect(notADay.json?.['message']).toBe(
        'Invalid callLog.0.at: A call’s time is a real date (YYYY-MM-DD), or a date and time (YYYY-MM-DDTHH:mm).',
      );
    }
    const noReading = await post({
      token,
      body: { lang: 'en', messages: [{ role: 'user', content: STORY }] },
    });
    expectError(noReading, 400, 'invalid_request');
    expect(noReading.json?.['message']).toMatch(/reading/u);
    const notLanes = await post({
      token,
      body: {
        lang: 'en',
        messages: [{ role: 'user', content: STORY }],
        reading: { ...READING, case: { ...READING.case, subCase: 'lottery_winnings' } },
      },
    });
    expectError(notLanes, 400, 'invalid_request');
    expect(notLanes.json?.['message']).toBe(
      'The answer this is for carries no reading Lane can use. Ask your question again, then try once more.',
    );
    expectError(
      await post({ token, body: '{not json', headers: { 'content-type': 'application/json' } }),
      400,
      'invalid_request',
    );
    expect(world.log.writes.length).toBe(writes);
  });

  it('answers 429 with when to retry once the session’s fair use is spent', async () => {
    const { world, post } = setUp();
    const token = await userSession(world);
    for (let i = 0; i < ESCALATE_RATE_RULE.limit; i += 1)
      expect((await post({ token })).statusCode).toBe(200);
    const refused = await post({ token });
    expectError(refused, 429, 'rate_limited');
    expect(refused.headers['retry-after']).toMatch(/^\d+$/u);
  }, 60_000);

  it('logs nothing the person typed, even at debug level', async () => {
    const { world, post } = setUp();
    const token = await userSession(world);
    logger.setLogLevel('DEBUG');
    const lines = await logsOf(() => post({ token }));
    const printed = JSON.stringify(lines);
    expect(printed).not.toContain('zq-private-marker');
    expect(printed).not.toContain('zq-promise-marker');
    expect(printed).not.toContain('312.40');
  });
});
