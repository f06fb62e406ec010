import type { AccessPurchased } from '@lane/shared';
import { describe, expect, it } from 'vitest';
import { fakeWorld, type FakeWorld } from '../../../test/fakes.js';
import { HOUR_MS } from '../clock.js';
import { grantPass } from '../passes/grant-pass.js';
import { sendReceipt } from './send-receipt.js';

const now = new Date('2026-03-02T10:00:00.000Z');

const purchase: AccessPurchased = {
  checkoutSessionId: 'cs_test_receipt',
  email: ' Ana.Lopez@Example.com ',
  productId: '48hour',
  lang: 'en',
  amount: 999,
  currency: 'usd',
};

const send = (w: FakeWorld, p: AccessPurchased = purchase) => sendReceipt(w.ports, p);

describe('sendReceipt', () => {
  it('mails one receipt to the normalised email, valid until the pass ends, and makes sure of the pass', async () => {
    const w = fakeWorld(now);
    const result = await send(w);
    expect(result).toMatchObject({ receipt: 'sent', grant: { outcome: 'granted' } });
    expect(w.mailer.sent).toHaveLength(1);
    expect(w.mailer.sent[0]!.to).toBe('ana.lopez@example.com');
    expect(w.mailer.sent[0]!.text).toMatch(/Valid until: Wednesday, March 4, 2026 at 10:00\sAM UTC\./);
    expect([...w.passes.checkouts.keys()]).toEqual(['cs_test_receipt']);
  });

  it('mails the receipt in the buyer’s language', async () => {
    const w = fakeWorld(now);
    await send(w, { ...purchase, lang: 'es', productId: '30day' });
    expect(w.mailer.sent[0]!.subject).toBe('Tu pase de Lane está listo: Acceso Mensual, pase de 30 días');
    expect(w.mailer.sent[0]!.text).toContain('https://lane.example.com/es/access');
  });

  it('sends nothing the second time the same purchase is delivered', async () => {
    const w = fakeWorld(now);
    await send(w);
    const again = await send(w);
    expect(again).toMatchObject({ receipt: 'already_sent', grant: { outcome: 'already_granted' } });
    expect(w.mailer.sent).toHaveLength(1);
  });

  it('sends exactly one receipt for 20 concurrent deliveries of one purchase', async () => {
    const w = fakeWorld(now);
    const results = await Promise.all(Array.from({ length: 20 }, () => send(w)));
    expect(results.filter((r) => r.receipt === 'sent')).toHaveLength(1);
    expect(w.mailer.sent).toHaveLength(1);
    expect(w.passes.checkouts.size).toBe(1);
  });

  it('still sends the receipt when grant-access got there first', async () => {
    const w = fakeWorld(now);
    await grantPass(w.ports, purchase);
    const result = await send(w);
    expect(result).toMatchObject({ receipt: 'sent', grant: { outcome: 'already_granted' } });
    expect(w.mailer.sent).toHaveLength(1);
  });

  it('says the extended end when the purchase extends an active pass', async () => {
    const w = fakeWorld(now);
    await grantPass(w.ports, { ...purchase, checkoutSessionId: 'cs_earlier' });
    w.clock.advance(24 * HOUR_MS);
    await send(w);
    // 48 h bought at 10:00 on March 2, plus 48 h more: Friday, March 6 at 10:00.
    expect(w.mailer.sent[0]!.text).toMatch(/Valid until: Friday, March 6, 2026 at 10:00\sAM UTC\./);
  });

  it('gives its claim back when the mail fails, so the retry sends the receipt', async () => {
    const w = fakeWorld(now);
    w.mailer.failures.push(new Error('SES throttled'));
    await expect(send(w)).rejects.toThrow('SES throttled');
    expect(w.receipts.claimed.size).toBe(0);
    expect(await send(w)).toMatchObject({ receipt: 'sent' });
    expect(w.mailer.sent).toHaveLength(1);
  });

  it('sends nothing when the pass was refunded before the receipt went out', async () => {
    const w = fakeWorld(now);
    await grantPass(w.ports, purchase);
    await w.passes.endPass('ana.lopez@example.com', w.clock.now());
    expect(await send(w)).toMatchObject({ receipt: 'already_sent' });
    expect(w.mailer.sent).toEqual([]);
  });
});
