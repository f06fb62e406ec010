import { describe, expect, it } from 'vitest';
import { clientShortPayIn, sellerShortPaidIn, shortPaySums } from './client-short-pay.js';
import { readConversation } from './read-case.js';
import { fold } from './text-patterns.js';

const CATERING =
  'tengo una panaderia pequeña en yakima. una empresa me pidio catering para 120 personas a 18.50 por persona, por email confirmaron 120 personas como numero garantizado 72 horas antes. pagaron 50% de deposito. el evento fue el 13 de junio. ahora dicen que solo llegaron 95 y solo quieren pagar por 95. cuanto me deben?';

describe('a seller paid short by a client', () => {
  it('reads the count agreed, the price of each, their count, the deposit and the guarantee', () => {
    expect(clientShortPayIn(fold(CATERING), fold(`${CATERING}\nme ponen una mala reseña en google`))).toEqual(
      {
        agreed: 120,
        unit: 18.5,
        theirCount: 95,
        depositPercent: 50,
        guaranteed: true,
        reviewThreat: true,
      },
    );
  });

  it('reads English, a deposit as a sum and a price "each"', () => {
    const text = fold(
      'I run a small bakery. a company ordered 200 cupcakes at 3.25 each, they paid a 150 deposit. now they only want to pay for 160.',
    );
    expect(clientShortPayIn(text)).toEqual({ agreed: 200, unit: 3.25, theirCount: 160, deposit: 150 });
  });

  it('works out the balance and their own count after the deposit', () => {
    expect(shortPaySums({ agreed: 120, unit: 18.5, theirCount: 95, depositPercent: 50 })).toEqual({
      total: 2220,
      deposit: 1110,
      balance: 1110,
      theirTotal: 1757.5,
      theirBalance: 647.5,
    });
  });

  it('a buyer missing goods is not a seller paid short', () => {
    expect(sellerShortPaidIn(fold('ordered 40 bags of flour from my supplier, only 30 arrived'))).toBe(false);
  });

  it('is the client-late sub-case, never a short delivery to pay less for', () => {
    const kase = readConversation([{ role: 'user', content: CATERING }], '2026-06-23').case;
    expect(kase.area).toBe('vendors');
    expect(kase.subCase).toBe('vendor_client_late');
    expect(kase.clientShortPay?.agreed).toBe(120);
  });
});
