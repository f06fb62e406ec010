import { describe, expect, it } from 'vitest';
import { claimsOf } from './claims.js';
import { detectFollowUp, readConversation } from './read-case.js';

const read = (today: string, text: string) => readConversation([{ role: 'user', content: text }], today).case;

describe('fees and card charges: what the person and the other side said', () => {
  it('reads "nothing is refundable" as their no, not as silence', () => {
    expect(
      detectFollowUp(
        'they wrote back that all fees were displayed before purchase and nothing is refundable. should i do a chargeback?',
      ),
    ).toBe('said_no');
    expect(detectFollowUp('emailed them twice and nothing')).toBe('no_reply');
  });

  it('reads "displayed before purchase" as a claim the fees were disclosed, never as a purchase not yet made', () => {
    expect(
      claimsOf("support replied fees are non refundable and 'all fees were displayed before purchase'"),
    ).toEqual(['disclosed']);
    expect(claimsOf('me contestaron que los cargos se mostraron antes de comprar')).toEqual(['disclosed']);
    const kase = readConversation(
      [
        {
          role: 'user',
          content: 'bought 2 tickets, listing said 95 each, only on the last screen the total was 251.40',
        },
        { role: 'assistant', content: 'ok' },
        { role: 'user', content: 'support says all fees were displayed before purchase' },
      ],
      '2026-11-22',
    ).case;
    expect(kase.flags.notYetBought).toBeUndefined();
    expect(kase.flags.feesAtCheckout).toBe(true);
  });

  it('reads charges said not the person’s in the plural Spanish', () => {
    const kase = read(
      '2026-11-22',
      'en mi tarjeta de crédito aparecen cobros de 19.99 desde julio: 3 de julio, 3 de agosto y 3 de septiembre. No son míos, nunca tuve esa cuenta.',
    );
    expect(kase.subCase).toBe('card_unauthorized');
    expect(kase.flags.unauthorized).toBe(true);
  });

  it('reads a closed account and a ChexSystems threat', () => {
    const kase = read(
      '2026-11-22',
      'i closed my checking account on oct 2, teller said it was closed. then my phone autopay 64.99 went thru and they charged overdraft fee 35 and monthly fee 15. they will report me to chexsystems',
    );
    expect(kase.flags.accountClosed).toBe(true);
    expect(kase.flags.chexThreat).toBe(true);
    expect(kase.bankFees?.map((fee) => fee.kind)).toEqual(['overdraft', 'maintenance']);
  });
});
