import { describe, expect, it } from 'vitest';
import type { Case } from '../../../domain/chat/case.js';
import { conversation } from '../../../../test/conversation.js';
import { tuteoMarkers } from '../../../../test/spanish.js';
import { callView, caseIn, stringsOf } from './test-support.js';
import { serviceDisputes } from './service-disputes.js';

/** A roofer who knocked after a storm; the contract signed at the kitchen table on Nov 20, 2026. */
const DOOR_SALE: Partial<Case> = {
  area: 'service_disputes',
  subCase: 'service_contractor_over_quote',
  flags: { doorToDoor: true },
  amounts: [
    { text: '14.5k', value: 14500, role: 'billed' },
    { text: '3k', value: 3000, role: 'deposit' },
    { text: '9,800', value: 9800, role: 'quoted' },
  ],
  dates: [{ text: 'nov 20', iso: '2026-11-20', role: 'service' }],
};

describe('a sale made at home: the Cooling-Off cancellation, never a bargain over the price', () => {
  it('says the person can cancel by the computed day, in writing, with the deposit refunded and no fee', () => {
    const out = callView(serviceDisputes, caseIn('en', DOOR_SALE));
    expect(out.strategy).toContain('Yes, you can back out');
    expect(out.strategy).toContain('until midnight on November 24, 2026');
    expect(out.strategy).toContain('refund your 3k deposit within 10 business days');
    expect(out.email).toContain('I cancel the contract I signed at my home on nov 20');
    expect(out.email).toContain("I don't owe any cancellation fee");
    // The other company's quote is never this seller's price.
    expect(out.all).not.toContain('I can pay 9,800');
    expect(out.all).not.toMatch(/over the quote|\$4,700/u);
  });

  it('says the same in Spanish, with usted', () => {
    const ctx = caseIn('es', {
      ...DOOR_SALE,
      dates: [{ text: '20 de noviembre', iso: '2026-11-20', role: 'service' }],
    });
    const out = callView(serviceDisputes, ctx);
    expect(out.strategy).toContain('Sí, puede echarse atrás');
    expect(out.strategy).toContain('hasta la medianoche del 24 de noviembre de 2026');
    expect(out.email).toContain('Cancelo el contrato que firmé en mi casa el 20 de noviembre');
    for (const text of stringsOf(serviceDisputes, ctx)) expect(tuteoMarkers(text), text).toEqual([]);
  });

  it('answers "non-refundable" and a cancellation fee with the rule, as the person’s own line', () => {
    const line = serviceDisputes.en.rightLine?.(caseIn('en', DOOR_SALE));
    expect(line).toBe(
      "I'm cancelling in writing under the FTC's Cooling-Off Rule: it allows no cancellation fee, and my 3k deposit is due back within 10 business days.",
    );
    const step = serviceDisputes.en.nextStep?.(caseIn('en', DOOR_SALE), 'said_no', undefined);
    expect(step).toContain("the seller can't keep your 3k deposit or charge a cancellation fee");
    expect(step).toContain('postmarked by November 24, 2026');
  });

  it('leaves a contractor over the quote, not sold at the door, to its own answer', () => {
    const { flags: _flags, ...overQuote } = DOOR_SALE;
    const out = callView(serviceDisputes, caseIn('en', overQuote));
    expect(out.all).not.toContain('Cooling-Off');
    expect(serviceDisputes.en.rightLine?.(caseIn('en', overQuote))).toBeUndefined();
  });
});

describe('the seller answers the cancellation: "nonrefundable" and a cancellation fee', () => {
  it('stops payment on the check, sends the signed letter today, and rejects the fee in one reply (en)', async () => {
    const [, second] = await conversation(
      'en',
      'a roofer knocked on our door after the hail storm and i signed a contract at my kitchen table friday nov 20 for a new roof 14.5k and gave him a 3k deposit check. can we back out?? i dont think he gave me any cancel paper',
      'i texted him we want to cancel. he says the 3k is nonrefundable bc he already ordered shingles and the contract says 10% cancelation fee so we owe him 1,450 on top of that',
    );
    const { strategy, phone_script: script, email } = second!.sections;
    expect(strategy).toContain('stop payment');
    expect(strategy).toContain('postmarked by November 24, 2026');
    expect(script).toContain("I don't owe the 1,450 cancellation fee");
    expect(email.body).toContain(
      'I cancel the contract I signed at my home on nov 20 (contract price 14.5k)',
    );
    expect(email.body).toContain('within 10 business days');
    expect(second!.response).not.toContain('May I speak with a supervisor');
    expect(second!.response).not.toContain('within 14 days');
    expect(second!.response).not.toContain('You said no about');
  });

  it('does the same in Spanish when the deposit is called "no reembolsable"', async () => {
    const [, second] = await conversation(
      'es',
      'un vendedor de ventanas vino a mi casa y firme un contrato el viernes 20 de noviembre por 8,000 y le di un deposito de 1,500 con cheque. me arrepenti, puedo cancelar?',
      'le mande un mensaje que cancelo. dice que el deposito no es reembolsable y que segun el contrato le debo 800 de cargo por cancelar',
    );
    const text = second!.response;
    expect(text).toContain('orden de no pago');
    expect(text).toContain('No debo el cargo por cancelar de 800');
    expect(text).toContain('(precio del contrato: 8,000)');
    expect(text).not.toContain('¿Puedo hablar con un supervisor?');
    expect(tuteoMarkers(text)).toEqual([]);
  });
});
