import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fakeWorld, seedPass, type FakeWorld } from '../../../test/fakes.js';
import { laneErrorOf } from '../../../test/lane-error.js';
import { HOUR_MS } from '../clock.js';
import { grantPass } from '../passes/grant-pass.js';
import { CONFIRM_SESSION_WINDOW_MINUTES, confirmCheckout } from './confirm-checkout.js';

const now = new Date('2026-03-02T10:00:00.000Z');

const confirm = (w: FakeWorld, id: string) => confirmCheckout(w.ports, id);

describe('confirmCheckout', () => {
  it('answers not_found for a checkout the processor never heard of, granting and publishing nothing', async () => {
    const w = fakeWorld(now);
    expect((await laneErrorOf(confirm(w, 'cs_test_unknown'))).code).toBe('not_found');
    expect(w.log.writes).toEqual([]);
    expect(w.sessions.issued).toEqual([]);
  });

  it('answers unpaid for a checkout whose payment has not completed, granting and publishing nothing', async () => {
    const w = fakeWorld(now);
    w.payments.addCheckout({ id: 'cs_test_unpaid', paid: false });
    expect((await laneErrorOf(confirm(w, 'cs_test_unpaid'))).code).toBe('unpaid');
    expect(w.log.writes).toEqual([]);
    expect(w.sessions.issued).toEqual([]);
  });

  it('grants the pass when it gets here before the webhook, and publishes nothing (the webhook’s purchase brings the receipt)', async () => {
    const w = fakeWorld(now);
    w.payments.addCheckout({ id: 'cs_test_paid', email: 'ana@example.com', productId: '48hour', lang: 'es' });
    const confirmed = await confirm(w, 'cs_test_paid');
    const end = new Date(now.getTime() + 48 * HOUR_MS);
    expect(confirmed).toMatchObject({
      durationHours: 48,
      expiresAt: end,
      session: { expiresAt: end },
      grant: { outcome: 'granted' },
    });
    expect(w.events.published).toEqual([]);
    expect(await w.passes.getPass('ana@example.com', now)).toMatchObject({ productId: '48hour', lang: 'es' });
    expect(w.sessions.issued).toEqual([
      { claims: { role: 'user', email: 'ana@example.com' }, expiresAt: end, token: confirmed.session.token },
    ]);
  });

  it('finds the pass the webhook already granted and publishes nothing more', async () => {
    const w = fakeWorld(now);
    const checkout = w.payments.addCheckout({ id: 'cs_test_paid', productId: '30day' });
    await grantPass(w.ports, checkout.purchase);
    w.clock.advance(5_000);
    const confirmed = await confirm(w, 'cs_test_paid');
    expect(confirmed).toMatchObject({
      durationHours: 720,
      expiresAt: new Date(now.getTime() + 720 * HOUR_MS),
      grant: { outcome: 'already_granted' },
    });
    expect(w.events.published).toEqual([]);
    expect(w.passes.checkouts.size).toBe(1);
  });

  it('grants once however often the page is reloaded', async () => {
    const w = fakeWorld(now);
    w.payments.addCheckout({ id: 'cs_test_paid' });
    const first = await confirm(w, 'cs_test_paid');
    const second = await confirm(w, 'cs_test_paid');
    expect(second.expiresAt).toEqual(first.expiresAt);
    expect(w.passes.checkouts.size).toBe(1);
    expect(w.events.published).toEqual([]);
  });

  it('answers with what this purchase bought and when the extended pass ends', async () => {
    const w = fakeWorld(now);
    await seedPass(w, { productId: '48hour' });
    w.clock.advance(10 * HOUR_MS);
    w.payments.addCheckout({ id: 'cs_test_second', productId: '30day' });
    const confirmed = await confirm(w, 'cs_test_second');
    expect(confirmed.durationHours).toBe(720);
    expect(confirmed.expiresAt).toEqual(new Date(now.getTime() + (48 + 720) * HOUR_MS));
    expect(confirmed.grant).toMatchObject({ outcome: 'granted', extended: true });
  });

  it('answers expired, with no session, for an old checkout whose pass has since ended', async () => {
    const w = fakeWorld(now);
    w.payments.addCheckout({ id: 'cs_test_paid' });
    await confirm(w, 'cs_test_paid');
    w.clock.advance(49 * HOUR_MS);
    const error = await laneErrorOf(confirm(w, 'cs_test_paid'));
    expect(error.code).toBe('expired');
    expect(error.extra.durationHours).toBe(48);
    expect(w.sessions.issued).toHaveLength(1);
  });

  it(`mints a session from a paid checkout id only within ${CONFIRM_SESSION_WINDOW_MINUTES} minutes of its grant, then points to the access page`, async () => {
    const w = fakeWorld(now);
    w.payments.addCheckout({ id: 'cs_test_paid' });
    await confirm(w, 'cs_test_paid');
    w.clock.advance(CONFIRM_SESSION_WINDOW_MINUTES * 60_000);
    await confirm(w, 'cs_test_paid');
    expect(w.sessions.issued).toHaveLength(2);
    w.clock.advance(1000);
    const late = await laneErrorOf(confirm(w, 'cs_test_paid'));
    expect(late.code).toBe('no_session');
    expect(late.message).toMatch(/access page/);
    expect(w.sessions.issued).toHaveLength(2);
  });

  it('refuses a checkout the webhook granted long ago, even though it is paid and the pass is active', async () => {
    const w = fakeWorld(now);
    const checkout = w.payments.addCheckout({ id: 'cs_test_paid', productId: '30day' });
    await grantPass(w.ports, checkout.purchase);
    w.clock.advance(2 * HOUR_MS);
    expect((await laneErrorOf(confirm(w, 'cs_test_paid'))).code).toBe('no_session');
    expect(w.sessions.issued).toEqual([]);
  });

  it('asks the processor about nothing that is not shaped like a Checkout Session id', async () => {
    const w = fakeWorld(now);
    const asked: string[] = [];
    const getCheckout = w.payments.getCheckout.bind(w.payments);
    w.payments.getCheckout = async (id) => {
      asked.push(id);
      return getCheckout(id);
    };
    await fc.assert(
      fc.asyncProperty(
        fc
          .string({ minLength: 1, maxLength: 255 })
          .filter((id) => !/^cs_(test|live|local)_[A-Za-z0-9]+$/.test(id)),
        async (id) => {
          expect((await laneErrorOf(confirm(w, id))).code).toBe('not_found');
        },
      ),
      { numRuns: 300 },
    );
    for (const id of [
      'cs_test_../../x',
      'cs_live_a b',
      'pi_3QxPaid',
      'cs_test_',
      `cs_test_${'a'.repeat(201)}`,
    ])
      expect((await laneErrorOf(confirm(w, id))).code).toBe('not_found');
    expect(asked).toEqual([]);
    expect(w.log.writes).toEqual([]);
  });

  it.each([
    ['one cent', { amount: 1 }],
    ['the 48-hour price for the 30-day pass', { productId: '30day' as const, amount: 999 }],
    ['another currency', { currency: 'eur' }],
  ])('refuses a paid checkout of %s as unpaid, granting nothing', async (_, change) => {
    const w = fakeWorld(now);
    w.payments.addCheckout({ id: 'cs_test_cheap', ...change });
    const error = await laneErrorOf(confirm(w, 'cs_test_cheap'));
    expect(error.code).toBe('unpaid');
    expect(w.log.writes).toEqual([]);
    expect(w.sessions.issued).toEqual([]);
  });

  it('grants nothing for a purchase whose refund came first, and says it has ended', async () => {
    const w = fakeWorld(now);
    w.payments.addCheckout({ id: 'cs_test_paid', paymentIntentId: 'pi_refunded' });
    await w.passes.rememberRevocation(['pi_refunded'], now);
    const error = await laneErrorOf(confirm(w, 'cs_test_paid'));
    expect(error.code).toBe('expired');
    expect(await w.passes.getPass('ana@example.com', now)).toBeUndefined();
    expect(w.events.published).toEqual([]);
    expect(w.sessions.issued).toEqual([]);
  });
});
