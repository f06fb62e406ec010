import { getPlan, type ProductId } from '@lane/shared';
import { describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, fakeWorld } from '../../../test/fakes.js';
import { laneErrorOf as failure } from '../../../test/lane-error.js';
import { HOUR_MS } from '../clock.js';
import { revokePass } from '../passes/revoke-pass.js';
import { adminSessionExpiry, claimsFor, endSession, readSession } from './session.js';

const bought = new Date('2026-03-02T10:00:00.000Z');

function world(at: Date = bought) {
  const w = fakeWorld(at);
  let adminEmail = ADMIN_EMAIL;
  return {
    ...w,
    deps: { ...w.ports, adminEmail: async () => adminEmail },
    setAdminEmail: (email: string) => (adminEmail = email),
  };
}

/** A pass as its purchase at `bought` left it: ana's 48-hour pass unless the test says otherwise. */
const givenPass = (
  w: ReturnType<typeof world>,
  { email = 'ana@example.com', productId = '48hour' }: { email?: string; productId?: ProductId } = {},
) =>
  w.passes.seed({
    email,
    productId,
    lang: 'en',
    accessStartTime: bought,
    accessDurationHours: getPlan(productId).durationHours,
  });

const userToken = async (w: ReturnType<typeof world>, email = 'ana@example.com', hours = 48) =>
  w.sessions.issue({ role: 'user', email }, new Date(w.clock.now().getTime() + hours * HOUR_MS));

describe('readSession', () => {
  it('answers no_session without a token', async () => {
    const w = world();
    expect((await failure(readSession(w.deps, undefined))).code).toBe('no_session');
    expect((await failure(readSession(w.deps, ''))).code).toBe('no_session');
  });

  it('answers no_session for a token it did not issue', async () => {
    const w = world();
    expect((await failure(readSession(w.deps, 'forged.token.value'))).code).toBe('no_session');
  });

  it('shows what is left of an active pass, by its own duration', async () => {
    const w = world();
    givenPass(w, { productId: '30day' });
    const token = await userToken(w, 'ana@example.com', 720);
    w.clock.advance(49.5 * HOUR_MS);
    expect(await readSession(w.deps, token)).toEqual({
      role: 'user',
      remainingHours: 670,
      durationHours: 720,
      expiresAt: '2026-04-01T10:00:00.000Z',
      // Whose pass, masked by the server: the page never needs the whole address.
      emailHint: 'a•••@example.com',
    });
  });

  it('reads 47 hours left when 47.9 hours remain', async () => {
    const w = world();
    givenPass(w);
    const token = await userToken(w);
    w.clock.advance(0.1 * HOUR_MS);
    expect(await readSession(w.deps, token)).toMatchObject({
      role: 'user',
      remainingHours: 47,
      durationHours: 48,
    });
  });

  it('answers expired with durationHours 48 once the 48 hours are over (the pass item reads as absent)', async () => {
    const w = world();
    givenPass(w);
    // A session cookie that outlived its pass (say, issued with a longer life by an older build).
    const token = await userToken(w, 'ana@example.com', 100);
    w.clock.advance(48 * HOUR_MS);
    const error = await failure(readSession(w.deps, token));
    expect(error.code).toBe('expired');
    expect(error.extra.durationHours).toBe(48);
  });

  it('answers expired with durationHours 720 for a 30-day pass that ended', async () => {
    const w = world();
    givenPass(w, { productId: '30day' });
    const token = await userToken(w, 'ana@example.com', 1000);
    w.clock.advance(721 * HOUR_MS);
    expect((await failure(readSession(w.deps, token))).extra.durationHours).toBe(720);
  });

  it('re-reads the pass on every call, so a refund ends the session at once', async () => {
    const w = world();
    givenPass(w);
    const token = await userToken(w);
    expect(await readSession(w.deps, token)).toMatchObject({ role: 'user' });
    await w.passes.endPass('ana@example.com', w.clock.now());
    expect((await failure(readSession(w.deps, token))).code).toBe('expired');
  });

  it('answers no_session for a user token whose email never had a pass', async () => {
    const w = world();
    const token = await userToken(w, 'nobody@example.com');
    expect((await failure(readSession(w.deps, token))).code).toBe('no_session');
  });

  it('answers no_session once the token itself has expired', async () => {
    const w = world();
    givenPass(w);
    const token = await userToken(w, 'ana@example.com', 1);
    w.clock.advance(HOUR_MS);
    expect((await failure(readSession(w.deps, token))).code).toBe('no_session');
  });

  it('gives the admin a session without pass numbers', async () => {
    const w = world();
    const token = await w.sessions.issue(
      { role: 'admin', email: ADMIN_EMAIL },
      adminSessionExpiry(w.clock.now()),
    );
    expect(await readSession(w.deps, token)).toEqual({
      role: 'admin',
      remainingHours: null,
      durationHours: null,
      expiresAt: null,
    });
  });

  it('ends an admin session when the admin address changes', async () => {
    const w = world();
    const token = await w.sessions.issue(
      { role: 'admin', email: ADMIN_EMAIL },
      adminSessionExpiry(w.clock.now()),
    );
    w.setAdminEmail('new-owner@lane.test');
    expect((await failure(readSession(w.deps, token))).code).toBe('no_session');
  });

  it('writes nothing, whatever it answers', async () => {
    const w = world();
    givenPass(w);
    const token = await userToken(w);
    await readSession(w.deps, token);
    await readSession(w.deps, undefined).catch(() => undefined);
    w.clock.advance(49 * HOUR_MS);
    await readSession(w.deps, token).catch(() => undefined);
    expect(w.log.writes).toEqual([]);
  });
});

describe('adminSessionExpiry', () => {
  it('is 30 days from now', () => {
    expect(adminSessionExpiry(bought)).toEqual(new Date('2026-04-01T10:00:00.000Z'));
  });
});

describe('session generations: ending a session ends its copies (issue 14.4)', () => {
  it('a copy of a user session stops working once any copy ends it, and a new session works', async () => {
    const w = world();
    givenPass(w);
    const token = await w.sessions.issue(
      await claimsFor(w.generations, 'user', 'ana@example.com'),
      new Date(bought.getTime() + 48 * HOUR_MS),
    );
    expect((await readSession(w.deps, token)).role).toBe('user');
    await endSession(w.deps, token);
    expect((await failure(readSession(w.deps, token))).code).toBe('no_session');
    const fresh = await w.sessions.issue(
      await claimsFor(w.generations, 'user', 'ana@example.com'),
      new Date(bought.getTime() + 48 * HOUR_MS),
    );
    expect((await readSession(w.deps, fresh)).role).toBe('user');
  });

  it('ends the admin session everywhere at logout', async () => {
    const w = world();
    const token = await w.sessions.issue(
      await claimsFor(w.generations, 'admin', ADMIN_EMAIL),
      adminSessionExpiry(bought),
    );
    await endSession(w.deps, token);
    expect((await failure(readSession(w.deps, token))).code).toBe('no_session');
  });

  it('leaves other emails’ sessions alone, and an invalid token ends nothing', async () => {
    const w = world();
    givenPass(w);
    givenPass(w, { email: 'ben@example.com' });
    const ana = await userToken(w);
    const ben = await userToken(w, 'ben@example.com');
    await endSession(w.deps, ben);
    await endSession(w.deps, 'forged.token.value');
    await endSession(w.deps, undefined);
    expect((await readSession(w.deps, ana)).role).toBe('user');
    expect(w.log.writes).toEqual([{ port: 'generations', action: 'bump', key: 'ben@example.com' }]);
  });

  it('still says expired, not no_session, when a refund both ended the pass and its sessions', async () => {
    const w = world();
    givenPass(w);
    const token = await userToken(w);
    await revokePass(w.deps, { reason: 'refunded', email: 'ana@example.com' });
    expect((await failure(readSession(w.deps, token))).code).toBe('expired');
  });
});
