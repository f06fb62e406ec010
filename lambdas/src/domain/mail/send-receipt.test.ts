import type { PassGranted } from '@lane/shared';
import { describe, expect, it } from 'vitest';
import { aPurchase, fakeWorld, seedPass, type FakeWorld } from '../../../test/fakes.js';
import { HOUR_MS } from '../clock.js';
import { sendReceipt } from './send-receipt.js';

const now = new Date('2026-03-02T10:00:00.000Z');

const { checkoutSessionId, email, productId, lang } = aPurchase({
  checkoutSessionId: 'cs_test_receipt',
  email: 'ana.lopez@example.com',
});
/** The PassGranted grant-access publishes for that purchase. */
const granted: PassGranted = { checkoutSessionId, email, productId, lang };

/** A world in which grant-access has granted the pass this PassGranted announces. */
async function prepare(at: Date = now): Promise<FakeWorld> {
  const w = fakeWorld(at);
  await seedPass(w, granted);
  w.log.clear();
  return w;
}

const send = (w: FakeWorld, g: PassGranted = granted) => sendReceipt(w.ports, g);

describe('sendReceipt', () => {
  it('mails one receipt to the pass’s email, valid until the pass ends, and grants nothing', async () => {
    const w = await prepare();

    const result = await send(w, { ...granted, email: ' Ana.Lopez@Example.com ' });

    expect(result).toBe('sent');
    expect(w.mailer.sent).toHaveLength(1);
    expect(w.mailer.sent[0]!.to).toBe('ana.lopez@example.com');
    expect(w.mailer.sent[0]!.text).toMatch(/Valid until: Wednesday, March 4, 2026 at 10:00\sAM UTC\./);
    expect(w.log.writes.map((write) => write.port)).toEqual(['receipts', 'mailer']);
  });

  it('mails the receipt in the buyer’s language', async () => {
    const w = fakeWorld(now);
    await seedPass(w, { ...granted, productId: '30day', lang: 'es' });

    await send(w, { ...granted, lang: 'es', productId: '30day' });

    expect(w.mailer.sent[0]!.subject).toBe('Tu pase de Lane está listo: Acceso Mensual, pase de 30 días');
    expect(w.mailer.sent[0]!.text).toContain('https://lane.example.com/es/access');
  });

  it('sends nothing the second time the same PassGranted is delivered', async () => {
    const w = await prepare();

    await send(w);
    const again = await send(w);

    expect(again).toBe('already_sent');
    expect(w.mailer.sent).toHaveLength(1);
  });

  it('sends exactly one receipt for 20 concurrent deliveries of one PassGranted', async () => {
    const w = await prepare();

    const results = await Promise.all(Array.from({ length: 20 }, () => send(w)));

    expect(results.filter((r) => r === 'sent')).toHaveLength(1);
    expect(w.mailer.sent).toHaveLength(1);
  });

  it('says the extended end when the purchase extended an active pass', async () => {
    const w = fakeWorld(now);
    await seedPass(w, { ...granted, checkoutSessionId: 'cs_earlier' });
    w.clock.advance(24 * HOUR_MS);
    await seedPass(w, granted);

    await send(w);

    // 48 h bought at 10:00 on March 2, plus 48 h more: Friday, March 6 at 10:00.
    expect(w.mailer.sent[0]!.text).toMatch(/Valid until: Friday, March 6, 2026 at 10:00\sAM UTC\./);
  });

  it('gives its claim back when the mail fails, so the retry sends the receipt', async () => {
    const w = await prepare();
    w.mailer.failures.push(new Error('SES throttled'));

    await expect(send(w)).rejects.toThrow('SES throttled');

    expect(w.receipts.claimed.size).toBe(0);
    expect(await send(w)).toBe('sent');
    expect(w.mailer.sent).toHaveLength(1);
  });

  it('sends nothing when the pass was refunded before the receipt went out', async () => {
    const w = await prepare();
    await w.passes.endPass('ana.lopez@example.com', w.clock.now());

    expect(await send(w)).toBe('pass_ended');
    expect(w.mailer.sent).toEqual([]);
    expect(w.receipts.claimed.size).toBe(0);
  });
});
