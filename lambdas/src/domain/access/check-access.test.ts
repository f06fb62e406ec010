import { ADMIN_CODE_MAX_ATTEMPTS } from '@lane/shared';
import { describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, fakeWorld, type FakeWorld } from '../../../test/fakes.js';
import { laneErrorOf } from '../../../test/lane-error.js';
import { HOUR_MS } from '../clock.js';
import { rateLimitAddress } from '../rate-limit/rate-limit.js';
import { checkAccess, verifyAdminCode } from './check-access.js';

const bought = new Date('2026-03-02T10:00:00.000Z');
const IP = '203.0.113.7';
const MINUTE_MS = 60_000;

const buyer = (w: FakeWorld, hours = 48, start = bought, email = 'ana@example.com') =>
  w.passes.seed({
    email,
    productId: hours === 720 ? '30day' : '48hour',
    lang: 'en',
    accessStartTime: start,
    accessDurationHours: hours,
  });

const access = (w: FakeWorld, email: string, options: { lang?: 'en' | 'es'; clientIp?: string } = {}) =>
  checkAccess(w.ports, { email, lang: options.lang ?? 'en', clientIp: options.clientIp ?? IP });

const verify = (w: FakeWorld, code: string, options: { email?: string; clientIp?: string } = {}) =>
  verifyAdminCode(w.ports, { email: options.email ?? ADMIN_EMAIL, code, clientIp: options.clientIp ?? IP });

/** The code of the newest admin-code mail. */
function mailedCode(w: FakeWorld): string {
  const mail = w.mailer.sent.at(-1);
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error('No admin code was mailed.');
  return code;
}

const wrongCodeFor = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('checkAccess: the email a pass was bought with opens Lane', () => {
  it('opens Lane for what is left of an active pass, with a session that ends with the pass', async () => {
    const w = fakeWorld(bought);
    buyer(w);
    w.clock.advance(0.1 * HOUR_MS);
    const outcome = await access(w, 'ana@example.com');
    const end = new Date('2026-03-04T10:00:00.000Z');
    expect(outcome).toMatchObject({ role: 'user', remainingHours: 47, durationHours: 48, expiresAt: end });
    expect(w.sessions.issued).toEqual([
      { claims: { role: 'user', email: 'ana@example.com' }, expiresAt: end, token: expect.any(String) },
    ]);
    expect(outcome.role === 'user' && outcome.session).toEqual({
      token: w.sessions.issued[0]!.token,
      expiresAt: end,
    });
  });

  it('uses the pass’s own duration: a 30-day pass is open on day 29', async () => {
    const w = fakeWorld(bought);
    buyer(w, 720);
    w.clock.advance(29 * 24 * HOUR_MS);
    expect(await access(w, 'ana@example.com')).toMatchObject({
      role: 'user',
      remainingHours: 24,
      durationHours: 720,
    });
  });

  it('answers no_pass for an email that never bought one, and writes nothing but its rate counters', async () => {
    const w = fakeWorld(bought);
    const error = await laneErrorOf(access(w, 'stranger@example.com'));
    expect(error.code).toBe('no_pass');
    expect(w.sessions.issued).toEqual([]);
    expect(w.log.writes.map((write) => write.port)).toEqual(['rateCounter', 'rateCounter']);
    expect(w.mailer.sent).toEqual([]);
  });

  it('answers 403 expired when the 48 hours are over', async () => {
    const w = fakeWorld(bought);
    buyer(w);
    w.clock.advance(48 * HOUR_MS);
    const error = await laneErrorOf(access(w, 'ana@example.com'));
    expect(error.code).toBe('expired');
    expect(error.extra).toEqual({ durationHours: 48 });
    expect(w.sessions.issued).toEqual([]);
  });

  it('answers expired with durationHours 48 for a pass bought 49 hours ago', async () => {
    const w = fakeWorld(bought);
    buyer(w, 48, new Date(bought.getTime() - 49 * HOUR_MS));
    expect((await laneErrorOf(access(w, 'ana@example.com'))).extra.durationHours).toBe(48);
  });

  it('answers expired with durationHours 720 when a 30-day pass is over', async () => {
    const w = fakeWorld(bought);
    buyer(w, 720);
    w.clock.advance(720 * HOUR_MS);
    const error = await laneErrorOf(access(w, 'ana@example.com'));
    expect(error.code).toBe('expired');
    expect(error.extra.durationHours).toBe(720);
  });

  it('answers expired, not a session, right after a refund ended the pass', async () => {
    const w = fakeWorld(bought);
    buyer(w);
    await w.passes.endPass('ana@example.com', w.clock.now());
    expect((await laneErrorOf(access(w, 'ana@example.com'))).code).toBe('expired');
    expect(w.sessions.issued).toEqual([]);
  });
});

describe('checkAccess for the admin address', () => {
  it('mails a 6-digit code instead of opening Lane, and stores only its hash', async () => {
    const w = fakeWorld(bought);
    expect(await access(w, ADMIN_EMAIL)).toEqual({ role: 'admin', codeSent: true });
    expect(w.sessions.issued).toEqual([]);
    expect(w.mailer.sent).toHaveLength(1);
    expect(w.mailer.sent[0]!.to).toBe(ADMIN_EMAIL);
    const code = mailedCode(w);
    expect(code).toMatch(/^\d{6}$/);
    const stored = w.adminCodes.codes.get(ADMIN_EMAIL)!;
    expect(stored.attempts).toBe(0);
    expect(stored.codeHash).not.toContain(code);
    expect(stored.expiresAt).toEqual(new Date(bought.getTime() + 10 * MINUTE_MS));
  });

  it('mails the code in Spanish when the admin asks in Spanish', async () => {
    const w = fakeWorld(bought);
    await access(w, ADMIN_EMAIL, { lang: 'es' });
    expect(w.mailer.sent[0]!.subject).toContain('Tu código de administrador de Lane');
    expect(w.mailer.sent[0]!.text).toContain('10 minutos');
  });

  it('gives the admin no free pass even when the admin address also bought one', async () => {
    const w = fakeWorld(bought);
    buyer(w, 48, bought, ADMIN_EMAIL);
    expect(await access(w, ADMIN_EMAIL)).toEqual({ role: 'admin', codeSent: true });
    expect(w.sessions.issued).toEqual([]);
  });
});

describe('verifyAdminCode: one code, 10 minutes, 5 tries', () => {
  it('opens a 30-day admin session with the right code within its 10 minutes', async () => {
    const w = fakeWorld(bought);
    await access(w, ADMIN_EMAIL);
    w.clock.advance(10 * MINUTE_MS - 1000);
    const session = await verify(w, mailedCode(w));
    const expiresAt = new Date(w.clock.now().getTime() + 30 * 24 * HOUR_MS);
    expect(session).toEqual({ token: expect.any(String), expiresAt });
    expect(w.sessions.issued).toEqual([
      { claims: { role: 'admin', email: ADMIN_EMAIL }, expiresAt, token: session.token },
    ]);
  });

  it('refuses the right code once its 10 minutes are over', async () => {
    const w = fakeWorld(bought);
    await access(w, ADMIN_EMAIL);
    w.clock.advance(10 * MINUTE_MS);
    expect((await laneErrorOf(verify(w, mailedCode(w)))).code).toBe('invalid_code');
    expect(w.sessions.issued).toEqual([]);
  });

  it('accepts a code only once', async () => {
    const w = fakeWorld(bought);
    await access(w, ADMIN_EMAIL);
    const code = mailedCode(w);
    await verify(w, code);
    expect((await laneErrorOf(verify(w, code))).code).toBe('invalid_code');
    expect(w.sessions.issued).toHaveLength(1);
  });

  it('answers invalid_code when no code was ever sent', async () => {
    const w = fakeWorld(bought);
    expect((await laneErrorOf(verify(w, '123456'))).code).toBe('invalid_code');
  });

  it('still accepts the right code after 4 wrong ones', async () => {
    const w = fakeWorld(bought);
    await access(w, ADMIN_EMAIL);
    const code = mailedCode(w);
    for (let i = 0; i < ADMIN_CODE_MAX_ATTEMPTS - 1; i += 1) {
      const error = await laneErrorOf(verify(w, wrongCodeFor(code)));
      expect(error.code).toBe('invalid_code');
      expect(error.message).not.toMatch(/new code/);
    }
    expect(await verify(w, code)).toMatchObject({ token: expect.any(String) });
  });

  it('locks after 5 wrong codes, even for the right code, and says a new code is needed', async () => {
    const w = fakeWorld(bought);
    await access(w, ADMIN_EMAIL);
    const code = mailedCode(w);
    for (let i = 0; i < ADMIN_CODE_MAX_ATTEMPTS - 1; i += 1) await laneErrorOf(verify(w, wrongCodeFor(code)));
    const fifth = await laneErrorOf(verify(w, wrongCodeFor(code)));
    expect(fifth.code).toBe('invalid_code');
    expect(fifth.message).toMatch(/new code/);
    const right = await laneErrorOf(verify(w, code));
    expect(right.code).toBe('invalid_code');
    expect(right.message).toMatch(/new code/);
    expect(w.sessions.issued).toEqual([]);
  });

  it('a new code resets the attempts, and the old code stops working', async () => {
    const w = fakeWorld(bought);
    await access(w, ADMIN_EMAIL);
    const first = mailedCode(w);
    for (let i = 0; i < ADMIN_CODE_MAX_ATTEMPTS; i += 1) await laneErrorOf(verify(w, wrongCodeFor(first)));
    await access(w, ADMIN_EMAIL);
    const second = mailedCode(w);
    expect(w.adminCodes.codes.get(ADMIN_EMAIL)!.attempts).toBe(0);
    if (second !== first) expect((await laneErrorOf(verify(w, first))).code).toBe('invalid_code');
    expect(await verify(w, second)).toMatchObject({ token: expect.any(String) });
  });

  it('answers a wrong admin email exactly like a wrong code, and counts no attempt against the admin', async () => {
    const w = fakeWorld(bought);
    await access(w, ADMIN_EMAIL);
    const code = mailedCode(w);
    const wrongEmail = await laneErrorOf(verify(w, code, { email: 'someone@lane.test' }));
    const wrongCode = await laneErrorOf(verify(w, wrongCodeFor(code)));
    expect(wrongEmail.code).toBe('invalid_code');
    expect(wrongEmail.message).toBe(wrongCode.message);
    expect(wrongEmail.extra).toEqual(wrongCode.extra);
    expect(w.adminCodes.codes.get(ADMIN_EMAIL)!.attempts).toBe(1);
  });
});

describe('rate limits: rate_limited with when to retry', () => {
  it('allows 60 access checks per IP in 15 minutes, then answers rate_limited until the window ends', async () => {
    const w = fakeWorld(bought);
    w.clock.advance(100_000);
    for (let i = 0; i < 60; i += 1)
      expect((await laneErrorOf(access(w, `person${i}@example.com`))).code).toBe('no_pass');
    const limited = await laneErrorOf(access(w, 'person60@example.com'));
    expect(limited.code).toBe('rate_limited');
    expect(limited.extra).toEqual({ retryAfterSeconds: 800 });
    expect((await laneErrorOf(access(w, 'person61@example.com', { clientIp: '198.51.100.1' }))).code).toBe(
      'no_pass',
    );
    w.clock.advance(800_000);
    expect((await laneErrorOf(access(w, 'person62@example.com'))).code).toBe('no_pass');
  });

  it('never locks the owner out: 100 lookups of an email from other addresses leave its owner’s address open', async () => {
    const w = fakeWorld(bought);
    buyer(w);
    for (let i = 0; i < 100; i += 1)
      await access(w, 'ana@example.com', { clientIp: `198.51.100.${i % 50}` }).catch(() => undefined);
    const owner = await access(w, 'ana@example.com', { clientIp: '192.0.2.1' });
    expect(owner.role).toBe('user');
  });

  it('slows one address down on one email: 20 checks in 15 minutes, then rate_limited for that pair only', async () => {
    const w = fakeWorld(bought);
    buyer(w);
    for (let i = 0; i < 20; i += 1) await access(w, 'ana@example.com', { clientIp: '198.51.100.9' });
    const limited = await laneErrorOf(access(w, 'ana@example.com', { clientIp: '198.51.100.9' }));
    expect(limited.code).toBe('rate_limited');
    expect(limited.extra.retryAfterSeconds).toBe(900);
    expect((await access(w, 'ana@example.com', { clientIp: '192.0.2.1' })).role).toBe('user');
    expect(w.sessions.issued).toHaveLength(21);
  });

  it('mails at most 5 admin codes per hour to one address', async () => {
    const w = fakeWorld(bought);
    w.clock.advance(100_000);
    for (let i = 0; i < 5; i += 1) await access(w, ADMIN_EMAIL);
    const limited = await laneErrorOf(access(w, ADMIN_EMAIL));
    expect(limited.code).toBe('rate_limited');
    expect(limited.extra).toEqual({ retryAfterSeconds: 3500 });
    expect(w.mailer.sent).toHaveLength(5);
  });

  it('mails the pending code again instead of replacing it, so the code in the admin’s mailbox keeps working', async () => {
    const w = fakeWorld(bought);
    await access(w, ADMIN_EMAIL);
    const first = mailedCode(w);
    await access(w, ADMIN_EMAIL, { clientIp: '198.51.100.66' });
    await access(w, ADMIN_EMAIL, { clientIp: '198.51.100.67' });
    expect(w.mailer.sent.map((mail) => mail.text.match(/\b(\d{6})\b/)?.[1])).toEqual([first, first, first]);
    expect(await verify(w, first)).toMatchObject({ token: expect.any(String) });
  });

  it('gives the code mailed again its full 10 minutes, as the mail says', async () => {
    const w = fakeWorld(bought);
    await access(w, ADMIN_EMAIL);
    const code = mailedCode(w);
    w.clock.advance(9 * MINUTE_MS);
    await access(w, ADMIN_EMAIL, { clientIp: '198.51.100.66' });
    w.clock.advance(9 * MINUTE_MS);
    expect(await verify(w, code)).toMatchObject({ token: expect.any(String) });
  });

  it('never locks the admin out: code requests from other addresses leave the admin’s own address its 5 an hour', async () => {
    const w = fakeWorld(bought);
    w.clock.advance(100_000);
    for (let i = 0; i < 30; i += 1)
      await access(w, ADMIN_EMAIL, { clientIp: `198.51.100.${i}` }).catch(() => undefined);
    expect(await access(w, ADMIN_EMAIL, { clientIp: '192.0.2.1' })).toEqual({
      role: 'admin',
      codeSent: true,
    });
    expect(await verify(w, mailedCode(w), { clientIp: '192.0.2.1' })).toMatchObject({
      token: expect.any(String),
    });
  });

  it('limits code requests per address too: 10 an hour from one address', async () => {
    const w = fakeWorld(bought);
    w.clock.advance(100_000);
    for (let i = 0; i < 10; i += 1)
      await access(w, ADMIN_EMAIL, { clientIp: '198.51.100.5' }).catch(() => undefined);
    expect((await laneErrorOf(access(w, ADMIN_EMAIL, { clientIp: '198.51.100.5' }))).code).toBe(
      'rate_limited',
    );
    expect(w.mailer.sent).toHaveLength(5);
  });

  it('counts an IPv6 caller by its /64: rotating addresses inside it does not reset the limit', async () => {
    const w = fakeWorld(bought);
    w.clock.advance(100_000);
    for (let i = 0; i < 60; i += 1)
      await laneErrorOf(
        access(w, `p${i}@example.com`, {
          clientIp: rateLimitAddress(`2001:db8:7:7::${(i + 1).toString(16)}`),
        }),
      );
    const limited = await laneErrorOf(
      access(w, 'p60@example.com', { clientIp: rateLimitAddress('2001:db8:7:7:ffff::1') }),
    );
    expect(limited.code).toBe('rate_limited');
  });

  it('allows 20 admin code tries per IP in 15 minutes, then refuses even the right code', async () => {
    const w = fakeWorld(bought);
    await access(w, ADMIN_EMAIL);
    for (let i = 0; i < 20; i += 1) await laneErrorOf(verify(w, '000000', { email: 'guess@lane.test' }));
    const limited = await laneErrorOf(verify(w, mailedCode(w)));
    expect(limited.code).toBe('rate_limited');
    expect(limited.extra.retryAfterSeconds).toBe(900);
    expect(w.sessions.issued).toEqual([]);
  });

  it('keeps no email or IP address in clear in its counters', async () => {
    const w = fakeWorld(bought);
    await laneErrorOf(access(w, 'ana@example.com'));
    const keys = [...w.rateCounter.counts.keys()].join(' ');
    expect(keys).not.toContain('ana@example.com');
    expect(keys).not.toContain(IP);
  });
});
