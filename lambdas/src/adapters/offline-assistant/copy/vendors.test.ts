import type { Language } from '@lane/shared';
import { describe, expect, it } from 'vitest';
import type { Case } from '../../../domain/chat/case.js';
import { tuteoMarkers } from '../../../../test/spanish.js';
import { amount, expectNegotiation, expectSays, LANGS, talkKit, verdictsOn } from './test-support.js';
import type { Outcome } from './types.js';
import { vendors } from './vendors.js';

const { context, allText, shownIn } = talkKit(vendors, 'vendors');

const PRICE_RISE = {
  subCase: 'vendor_price_rise',
  party: 'Sysco',
  amounts: [amount('$40', 40, 'current', { per: 'item' }), amount('$46', 46, 'proposed', { per: 'item' })],
} as const satisfies Partial<Case>;
const SHORT = {
  subCase: 'vendor_short_delivery',
  amounts: [amount('$1,200', 1200, 'billed'), amount('$15', 15, 'unit', { per: 'item', count: 12 })],
  dates: [{ text: 'November 18', iso: '2026-11-18', role: 'service' }],
} as const satisfies Partial<Case>;
const SHORT_PAID = {
  subCase: 'vendor_short_delivery',
  amounts: [
    amount('$1,200', 1200, 'billed'),
    amount('$1,200', 1200, 'paid'),
    amount('$15', 15, 'unit', { per: 'item', count: 12 }),
  ],
} as const satisfies Partial<Case>;
const LATE = {
  subCase: 'vendor_client_late',
  party: 'Northwind',
  amounts: [amount('$3,500', 3500, 'billed')],
  dates: [{ text: 'October 1', iso: '2026-10-01', role: 'due' }],
} as const satisfies Partial<Case>;
const UNSURE = { confidence: 'unsure', subCase: 'vendor_price_rise' } as const satisfies Partial<Case>;
/** "a client wants to change my invoices from net 30 to net 90, i invoice them about 4000 a month". */
const TERMS = {
  subCase: 'vendor_client_late',
  amounts: [amount('4000', 4000, 'unit', { per: 'month' })],
  paymentTerms: { current: 30, proposed: 90 },
} as const satisfies Partial<Case>;

const EVERY_CASE = {
  TERMS,
  PRICE_RISE,
  SHORT,
  SHORT_PAID,
  LATE,
  UNSURE,
  EMPTY_RISE: { subCase: 'vendor_price_rise' },
  EMPTY_SHORT: { subCase: 'vendor_short_delivery' },
  EMPTY_LATE: { subCase: 'vendor_client_late' },
};

/** Sentences that mention a law, in either language. */
const lawSentences = (text: string) =>
  text.split(/(?<=[.;?!])\s+|\n/).filter((sentence) => /\b(?:law|ley|statute)\b/i.test(sentence));

describe('vendor copy, in every sub-case and both languages', () => {
  for (const [name, kase] of Object.entries(EVERY_CASE)) {
    for (const lang of ['en', 'es'] as const) {
      it(`${name} (${lang}) is a negotiation: no right asserted, closed in writing, short enough to read before dialing`, () => {
        const { shown } = expectNegotiation(vendors, context(kase as Partial<Case>, lang));
        expect(shown.lastRung.line).toMatch(/writing|por escrito|small claims|reclamos menores/i);
      });

      it(`${name} (${lang}) states no law: a law is only ever something to check`, () => {
        const text = allText(context(kase as Partial<Case>, lang));
        for (const sentence of lawSentences(text)) {
          expect(sentence).toMatch(lang === 'en' ? /whether/ : /\bsi\b/);
        }
        expect(text).not.toMatch(/\d+\s*(?:days|días)\s*(?:by|under|por|según)/i);
      });
    }
  }

  it('speaks usted in every Spanish string, in every sub-case', () => {
    for (const kase of Object.values(EVERY_CASE)) {
      const text = allText(context(kase as Partial<Case>, 'es'));
      expect(tuteoMarkers(text)).toEqual([]);
      expect(text).not.toMatch(/dispuesto|seguro de/i);
    }
  });
});

describe("a supplier's price rise", () => {
  it('works out the rise, asks for the cost basis, a phase-in and a volume or term trade', () => {
    const shown = shownIn('en', PRICE_RISE);
    expect(shown.subject).toBe('the price increase from Sysco ($40 each to $46 each)');
    expect(shown.strategy).toContain('Going from $40 each to $46 each adds $6 each (15%).');
    expect(shown.strategy).toMatch(/which of their costs rose/);
    expect(shown.strategy).toMatch(/phase the increase in, in exchange for a volume or term commitment/);
    expect(shown.opening).toContain('$46 each, up from $40 each');
    expect(shown.rungs).toMatch(/Phase it in/);
    expect(shown.rungs).toContain('can you keep us at $40 each?');
    expect(shown.talkingPoints).toMatch(/cost basis/);
    expect(shown.email).toMatch(/reply by \[date\]/);
  });

  it('brings competing quotes only when they are real', () => {
    for (const lang of ['en', 'es'] as const) {
      const shown = shownIn(lang, PRICE_RISE);
      expect(shown.rungs).toMatch(
        lang === 'en' ? /Competing quote \(only if real\)/ : /Otra cotización \(solo si es real\)/,
      );
      expect(shown.talkingPoints).toMatch(lang === 'en' ? /never invent one/ : /nunca invente una/);
    }
  });

  it('in Spanish, writes the percentage with a comma', () => {
    const shown = shownIn('es', {
      subCase: 'vendor_price_rise',
      amounts: [amount('$64', 64, 'current'), amount('$70', 70, 'proposed')],
    });
    expect(shown.strategy).toContain('Pasar de $64 a $70 suma $6 (9,4%).');
    expect(shown.rungs).toContain('¿pueden mantenernos en $64?');
  });

  it('asks for both prices and the contract when the prices are missing', () => {
    const shown = shownIn('en', { subCase: 'vendor_price_rise' });
    expect(shown.questions).toEqual([
      'What do you pay now, and what is the new price?',
      'Do you have a contract that fixes the price or the term?',
    ]);
    expect(shown.talkingPoints).toContain('[new price − current price]');
  });
});

describe('a short delivery', () => {
  it('asks for the missing units × unit price as a credit and pays only for what arrived', () => {
    const shown = shownIn('en', SHORT);
    expectSays(shown.strategy, [
      'credit of $180 (12 missing × $15 each) on invoice [number]',
      'pay only for what arrived: $1,020 of the $1,200 invoice',
    ]);
    expect(shown.strategy).toMatch(/photos and the marked packing slip/);
    expect(shown.strategy).toMatch(/credit memo in writing/);
    expect(shown.opening).toContain('delivered November 18');
    expect(shown.rungs).toContain("We'll pay $1,020 now and hold the rest until the credit memo comes.");
    expect(shown.talkingPoints).toContain('Missing: 12 × $15 each = $180.');
    expect(shown.emailBody).toContain('credit memo for $180 (12 missing × $15 each)');
  });

  it('asks for a refund instead when the invoice is already paid', () => {
    for (const lang of ['en', 'es'] as const) {
      const shown = shownIn(lang, SHORT_PAID);
      expect(shown.strategy).toMatch(lang === 'en' ? /refund of \$180/ : /reembolso de \$180/);
      expect(shown.rungs).not.toMatch(/hold the rest|retener el resto/);
      expect(shown.questions.join(' ')).not.toMatch(/already paid|Ya pagó/);
    }
  });

  it('in Spanish, keeps the same sums and asks for the credit note in writing', () => {
    const shown = shownIn('es', {
      ...SHORT,
      dates: [{ text: '18 de noviembre', iso: '2026-11-18', role: 'service' }],
    });
    expectSays(shown.strategy, [
      'nota de crédito de $180 (12 faltantes × $15 c/u)',
      'pague solo lo que llegó: $1,020 de la factura de $1,200',
    ]);
    expect(shown.opening).toContain('entregado el 18 de noviembre');
    expect(shown.rungs).toMatch(/Nota de crédito por escrito/);
  });

  it('asks for the counts and the unit price when the credit cannot be worked out', () => {
    const shown = shownIn('en', { subCase: 'vendor_short_delivery' });
    expect(shown.questions[0]).toBe(
      'How many units did you order, how many arrived, and what is the unit price?',
    );
    expect(shown.strategy).toContain('[missing units × unit price]');
  });
});

describe('a client paying late', () => {
  it('sends a firm reminder with the invoice facts and the days overdue counted, then a date in writing, then pauses work', () => {
    const shown = shownIn('en', LATE);
    expect(shown.party).toBe('Northwind');
    expect(shown.subject).toBe('invoice [number] for $3,500');
    expect(shown.strategy).toContain('invoice [number], $3,500, due October 1, now 52 days overdue');
    expect(shown.strategy).toMatch(/payment date and confirm it in writing/);
    expect(shown.strategy).toMatch(/pause new work/);
    expect(shown.email).toMatch(/^Invoice \[number\] \(\$3,500\): past due/);
  });

  it('adds a late fee only if the contract says so, and keeps small claims as the last rung', () => {
    for (const lang of ['en', 'es'] as const) {
      const shown = shownIn(lang, LATE);
      expect(shown.strategy).toMatch(
        lang === 'en' ? /late fee only if your contract/ : /recargo por atraso solo si su contrato/,
      );
      expect(shown.lastRung.label).toMatch(lang === 'en' ? /small claims/ : /reclamos menores/);
      expect(shown.talkingPoints).toMatch(
        lang === 'en'
          ? /Check whether your state or city has a freelancer pay law/
          : /Averigüe si su estado o ciudad tiene una ley de pago/,
      );
    }
  });

  it('counts only what is still owed after a partial payment', () => {
    const shown = shownIn('en', {
      ...LATE,
      amounts: [amount('$3,500', 3500, 'billed'), amount('$1,000', 1000, 'paid')],
    });
    expect(shown.strategy).toContain('$2,500 still owed ($1,000 paid)');
    expect(
      vendors.en.judgeOffer?.(
        context(
          { ...LATE, amounts: [amount('$3,500', 3500, 'billed'), amount('$1,000', 1000, 'paid')] },
          'en',
        ),
        2500,
      ),
    ).toBe('accept');
  });

  it('asks for the amount and due date when missing, with placeholders in the script', () => {
    const shown = shownIn('es', { subCase: 'vendor_client_late' });
    expect(shown.questions[0]).toBe('¿De cuánto es la factura y cuándo vencía?');
    expectSays(shown.opening, ['[monto]', '[fecha de vencimiento]']);
  });
});

describe('an unsure reading', () => {
  it('gives a safe first step and asks which business talk it is', () => {
    for (const lang of ['en', 'es'] as const) {
      const shown = shownIn(lang, UNSURE);
      expect(shown.strategy).toMatch(
        lang === 'en' ? /don't pay, sign or agree/ : /no pague, firme ni acepte/,
      );
      expect(shown.questions[0]).toMatch(
        lang === 'en' ? /supplier raising prices/ : /proveedor le sube los precios/,
      );
    }
  });
});

describe('judging what the other side offers', () => {
  it('accepts the old price, counters a smaller rise, declines the full rise', () => {
    const verdicts = verdictsOn(vendors, context(PRICE_RISE, 'en'), [40, 43, 46]);
    expect(verdicts).toEqual(['accept', 'counter', 'decline']);
  });

  it('accepts the full credit and counters part of it', () => {
    const verdicts = verdictsOn(vendors, context(SHORT, 'es'), [180, 90, 0]);
    expect(verdicts).toEqual(['accept', 'counter', 'decline']);
  });

  it('leaves the judgement to the generic rule when the figures are missing', () => {
    expect(vendors.en.judgeOffer?.(context({ subCase: 'vendor_client_late' }, 'en'), 500)).toBeUndefined();
  });
});

describe('a price rise: other suppliers and the agreement', () => {
  for (const lang of ['en', 'es'] as const) {
    it(`asks for quotes from other suppliers and checks the contract before the call (${lang})`, () => {
      const shown = shownIn(lang, { subCase: 'vendor_price_rise', percentages: ['12%'] });
      expect(shown.strategy).toMatch(
        lang === 'en'
          ? /written quotes from two or three other suppliers/
          : /cotizaciones por escrito a dos o tres otros proveedores/,
      );
      expect(shown.strategy).toMatch(
        lang === 'en'
          ? /whether your contract or agreement fixes the price or requires notice/
          : /si su contrato o acuerdo fija el precio o exige avisar/,
      );
    });
  }
});

describe('a short delivery with counts but no unit price', () => {
  const COUNTS = {
    subCase: 'vendor_short_delivery',
    counts: [
      { text: '50', value: 50, role: 'ordered' },
      { text: '42', value: 42, role: 'received' },
    ],
  } as const satisfies Partial<Case>;

  it('asks for a credit for the missing units, echoing what was ordered and received', () => {
    const en = shownIn('en', COUNTS);
    expect(en.strategy).toContain('Ask for a credit for the 8 missing units on invoice [number]');
    expectSays(en.opening, [
      'We ordered 50 and received 42',
      'Can you issue a credit for the 8 missing units on invoice [number]?',
    ]);
    expect(en.emailBody).toContain('credit memo for the 8 missing units against invoice [number]');
    const es = shownIn('es', COUNTS);
    expect(es.strategy).toContain(
      'Pida una nota de crédito por las 8 unidades faltantes en la factura [número]',
    );
    expect(es.opening).toContain('Pedimos 50 y recibimos 42');
  });
});

describe('the next step after the other side answers', () => {
  const OUTCOMES: Outcome[] = ['said_no', 'counter_offer', 'agreed', 'no_reply', 'pay_now'];
  const step = (kase: Partial<Case>, lang: 'en' | 'es', outcome: Outcome, offer?: string) =>
    vendors[lang].nextStep?.(context(kase, lang), outcome, offer);
  const SHORT_COUNTS = {
    subCase: 'vendor_short_delivery',
    counts: [
      { text: '200', value: 200, role: 'ordered' },
      { text: '170', value: 170, role: 'received' },
    ],
  } as const satisfies Partial<Case>;

  for (const lang of ['en', 'es'] as const) {
    it(`is short, states no law and speaks usted, in every sub-case (${lang})`, () => {
      for (const kase of [PRICE_RISE, SHORT, SHORT_COUNTS, LATE]) {
        for (const outcome of OUTCOMES) {
          const text = step(kase, lang, outcome, '$500') ?? '';
          if (kase === LATE && outcome === 'pay_now') {
            expect(text).toBe('');
            continue;
          }
          expect(text.length, `${kase.subCase} ${outcome}`).toBeGreaterThan(40);
          expect(text.length).toBeLessThanOrEqual(420);
          expect(lawSentences(text)).toEqual([]);
          if (lang === 'es') expect(tuteoMarkers(text), text).toEqual([]);
        }
      }
      expect(step(UNSURE, lang, 'said_no')).toBeUndefined();
    });
  }

  it('after silence on a short delivery, echoes what was ordered and received and asks for the credit in writing', () => {
    const en = step(SHORT_COUNTS, 'en', 'no_reply') ?? '';
    expectSays(en, ['you ordered 200 and received 170', 'a credit for the 30 missing units']);
    expect(en).toMatch(/second written notice/);
    const es = step(SHORT_COUNTS, 'es', 'no_reply') ?? '';
    expectSays(es, ['pidió 200 y recibió 170', 'nota de crédito por las 30 unidades faltantes']);
    expect(es).toMatch(/por escrito/);
  });

  it('a no on a short delivery asks for their proof of what shipped; an offer is weighed against the full credit', () => {
    expect(step(SHORT, 'en', 'said_no')).toMatch(/their proof of what shipped/);
    expect(step(SHORT, 'en', 'counter_offer', '$90')).toContain(
      'Compare their $90 with the full credit for the 12 missing units ($180)',
    );
  });

  it('a no on a price rise turns to other suppliers and the agreement; an offer is costed over a year', () => {
    expect(step(PRICE_RISE, 'en', 'said_no')).toMatch(/quotes from two or three other suppliers/);
    expect(step(PRICE_RISE, 'es', 'said_no')).toMatch(/otros proveedores/);
    expect(step(PRICE_RISE, 'en', 'counter_offer', '$43 each')).toContain(
      'Work out what their $43 each costs you over a year',
    );
  });

  it('a partial payment from a late client is confirmed as partial, with a date for the balance', () => {
    const en = step(LATE, 'en', 'counter_offer', 'half') ?? '';
    // Half of the $3,500 owed, worked out, and a plan for the rest rather than one far-off date.
    expect(en).toContain('Take half ($1,750) only as a partial payment');
    expect(en).toMatch(/within 30 days, or dated monthly payments/);
    // What they agreed to, without assuming a signed contract the person never mentioned.
    expect(en).toMatch(
      /answer in writing with what they agreed to \(a signed contract, or the email accepting the price\)/,
    );
    // A figure this small beside the invoice is not an offer on it ("they'd consider 65" an hour).
    expect(vendors.en.judgeOffer?.(context(LATE, 'en'), 65)).toBeUndefined();
    expect(en).toContain('"payment in full" for less than $3,500');
    expect(step(LATE, 'es', 'counter_offer', 'la mitad')).toContain(
      'Acepte la mitad ($1,750) solo como pago parcial',
    );
    // Less than the invoice is declined as payment in full, and the reply names the whole sum.
    expect(vendors.en.judgeOffer?.(context(LATE, 'en'), 2000)).toBe('decline');
    expect(vendors.en.owedInFull?.(context(LATE, 'en'))).toBe(
      'the full $3,500 under our contract, by a date we agree in writing',
    );
  });

  it('counters a share instead of declining it as money not owed', () => {
    expect(vendors.en.judgeOffer?.(context(SHORT, 'en'), -1)).toBe('counter');
    expect(vendors.en.judgeOffer?.(context(LATE, 'en'), -1)).toBe('counter');
    expect(vendors.en.judgeOffer?.(context(UNSURE, 'en'), -1)).toBeUndefined();
  });
});

describe('the honest route after a refused deception', () => {
  it('uses real quotes, the real count or the real invoice, in both languages', () => {
    expect(vendors.en.honestRoute?.(context(PRICE_RISE, 'en'))).toMatch(/real quotes from other suppliers/);
    expect(vendors.es.honestRoute?.(context(PRICE_RISE, 'es'))).toMatch(
      /cotizaciones reales de otros proveedores/,
    );
    expect(vendors.en.honestRoute?.(context(SHORT, 'en'))).toMatch(/your count, the packing slip and photos/);
    expect(vendors.en.honestRoute?.(context(LATE, 'en'))).toMatch(/real invoice/);
    for (const kase of [PRICE_RISE, SHORT, LATE, UNSURE]) {
      expect(tuteoMarkers(vendors.es.honestRoute?.(context(kase, 'es')) ?? '')).toEqual([]);
    }
  });
});

describe('a short delivery billed in full, with the invoice total and a price rise announced', () => {
  const BAKERY: Partial<Case> = {
    subCase: 'vendor_short_delivery',
    amounts: [amount('1,480', 1480, 'billed')],
    counts: [
      { text: '40', value: 40, role: 'billed' },
      { text: '32', value: 32, role: 'received' },
    ],
    percentages: ['12%'],
    dates: [{ text: 'jan 1', iso: '2027-01-01', role: 'due' }],
  };

  it('works out the unit price, the credit and what to pay from the invoice, never "[unit price]"', () => {
    const en = shownIn('en', BAKERY);
    expectSays(en.strategy, ['a credit of $296 (8 missing × $37 each)', '$1,184 of the 1,480 invoice']);
    expect(en.opening).toContain('The invoice charges for 40 and we received 32');
    expect(en.emailBody).toContain("We'll pay $1,184 in the meantime.");
    expect(en.talkingPoints).toContain('Missing: 8 × $37 each = $296.');
    const all = allText(context(BAKERY, 'en'));
    expect(all).not.toMatch(/\[unit price\]|\[amount\]|\[credit\]/);
    expect(all).not.toMatch(/delivered (on )?jan 1/i);
    expect(all).not.toMatch(/we ordered 40/i);
    const es = shownIn('es', BAKERY);
    expectSays(es.strategy, ['$296 (8 faltantes × $37 c/u)', '$1,184 de la factura de 1,480']);
    expect(tuteoMarkers(allText(context(BAKERY, 'es')))).toEqual([]);
  });

  it('after silence, restates what the invoice charges for and what arrived, with the sums', () => {
    const en = vendors.en.nextStep?.(context(BAKERY, 'en'), 'no_reply', undefined) ?? '';
    expect(en).toContain('the invoice charges for 40 and you received 32');
    const pay = vendors.en.nextStep?.(context(BAKERY, 'en'), 'pay_now', '1,480') ?? '';
    expect(pay).toContain('Pay only for what arrived ($1,184)');
    const es = vendors.es.nextStep?.(context(BAKERY, 'es'), 'no_reply', undefined) ?? '';
    expect(es).toContain('la factura cobra 40 y usted recibió 32');
    expect(tuteoMarkers(es)).toEqual([]);
  });

  it('keeps the cents of a unit price worked out from the invoice', () => {
    const en = shownIn('en', {
      ...BAKERY,
      amounts: [amount('1,250', 1250, 'billed')],
      counts: [
        { text: '8', value: 8, role: 'billed' },
        { text: '5', value: 5, role: 'received' },
      ],
    });
    expectSays(en.strategy, [
      'a credit of $468.75 (3 missing × $156.25 each)',
      '$781.25 of the 1,250 invoice',
    ]);
  });

  it('does not guess a unit price that is not a whole number of cents', () => {
    const en = shownIn('en', {
      ...BAKERY,
      amounts: [amount('1,000', 1000, 'billed')],
      counts: [
        { text: '3', value: 3, role: 'billed' },
        { text: '2', value: 2, role: 'received' },
      ],
    });
    expect(en.strategy).not.toMatch(/333/);
    expect(en.strategy).toContain('a credit for the 1 missing units');
  });

  for (const lang of ['en', 'es'] as Language[]) {
    it(`names the announced rise and its day, and asks to hold the price or get other quotes (${lang})`, () => {
      const out = shownIn(lang, BAKERY);
      expect(out.strategy).toContain(
        lang === 'en' ? 'a 12% price rise from January 1' : 'un aumento del 12% desde el 1 de enero',
      );
      expect(out.strategy).toMatch(lang === 'en' ? /hold your current price/ : /mantengan su precio actual/);
      expect(out.strategy).toMatch(
        lang === 'en' ? /quotes from other suppliers/ : /cotizaciones a otros proveedores/,
      );
      expect(out.emailBody).toContain('12%');
      const plain = shownIn(lang, { ...BAKERY, percentages: [], dates: [] });
      expect(plain.strategy).not.toMatch(/12%|January|enero/);
    });
  }
});

describe('judge 21: a short and wrong delivery, a price rise with a volume and a competing quote', () => {
  const CUPS: Partial<Case> = {
    subCase: 'vendor_short_delivery',
    amounts: [amount('42', 42, 'unit', { per: 'item', count: 20 }), amount('840', 840, 'billed')],
    counts: [
      { text: '20', value: 20, role: 'ordered' },
      { text: '14', value: 14, role: 'received' },
      { text: '2', value: 2, role: 'other' },
    ],
  };

  it('credits the 6 missing, not the 20 ordered, and pays only the right ones', () => {
    const en = allText(context(CUPS, 'en'));
    expect(en).toContain('only 12 are right: pay for those now, 12 × 42 each = $504, not the 840 invoice');
    expect(en).toContain('The 6 missing ($252)');
    expect(en).toContain('the 2 wrong ones ($84)');
    expect(en).not.toMatch(/\$840 \(|20 missing|\$588/);
  });

  it('"they’ll ship the missing but won’t take back the wrong ones" is half a yes, never "a no"', () => {
    for (const lang of ['en', 'es'] as const) {
      const answer = vendors[lang].followUpCopy?.(context(CUPS, lang), 'counter_offer', undefined);
      const text = JSON.stringify(answer);
      expect(text).toMatch(lang === 'en' ? /yes to half of it/ : /un sí a la mitad/);
      expect(text).toContain('$84');
      expect(text).not.toMatch(/answer is no|es un no|closer to your ask/);
      if (lang === 'es') expect(tuteoMarkers(text)).toEqual([]);
    }
  });

  const FLOUR: Partial<Case> = {
    subCase: 'vendor_price_rise',
    amounts: [amount('24', 24, 'current'), amount('31', 31, 'proposed'), amount('27', 27, 'market')],
    counts: [{ text: '40', value: 40, role: 'ordered' }],
  };

  it('multiplies the rise by the monthly volume and sets the competing quote beside it', () => {
    const es = allText(context(FLOUR, 'es'));
    expect(es).toContain('con unos 40 al mes, $280 más al mes');
    expect(es).toContain('a 27, serían $120 más al mes que hoy');
    expect(es).toContain('Tenemos una cotización de otro proveedor a 27.');
  });

  it('a lower price for a term is weighed by the month against the quote, with one counter', () => {
    const es = vendors.es.nextStep?.(context(FLOUR, 'es'), 'counter_offer', '28') ?? '';
    // "que a 24", not "que hoy (24)": once the rise is in effect, 24 is the old price, not today's.
    expect(es).toContain('A 28, sus 40 al mes cuestan $160 más al mes que a 24; a 31 son $280.');
    expect(es).toContain('sale $40 al mes más barato');
    expect(es).toContain('27 por el plazo que piden, o 28 sin plazo fijo');
    expect(es).toContain('el precio debe quedar fijo todo ese tiempo');
    expect(es).toContain('mantenga sus días de pago actuales');
    const en = vendors.en.nextStep?.(context(FLOUR, 'en'), 'counter_offer', '28') ?? '';
    expect(en).toContain('keep your current payment days unless the price drops further');
  });

  it('sets the quote against the new price too, asks for a trial order, and uses the years and the volume', () => {
    const kase: Partial<Case> = { ...FLOUR, tenureYears: 5 };
    const es = allText(context(kase, 'es'));
    expect(es).toContain('y $160 al mes menos que con 31');
    expect(es).toContain('pedido pequeño de prueba');
    expect(es).toContain('Les compramos desde hace 5 años.');
    expect(es).toContain('Si nos comprometemos a 40 al mes por 12 meses');
    expect(es).toContain('son $3,360 al año');
    expect(es).not.toContain('[número] años');
    expect(tuteoMarkers(es)).toEqual([]);
    const en = allText(context(kase, 'en'));
    expect(en).toContain(', $160 a month less than the new 31');
    expect(en).toContain('small trial order');
    expect(en).toContain("We've ordered from you for 5 years.");
    expect(en).not.toContain('[number] years');
  });
});

describe('a client stretching its payment terms (net 30 to net 90)', () => {
  it('is about when the person is paid, never the rate: hold net 30, trade net 45 with 2% early pay, a late fee, a deposit', () => {
    const shown = shownIn('en', TERMS);
    expectSays(shown.strategy, [
      'This is about when you get paid, not your rate',
      '60 more days means about $8000 more of your money waiting with them',
      'Hold net 30',
      'net 45 with a 2% discount when they pay within 10 days ($80',
      'a late fee on invoices paid past terms',
      'a deposit upfront',
    ]);
    expect(shown.email).toContain('Payment terms: keeping net 30');
    expect(shown.emailBody).toContain('Invoices already sent remain due on their original net 30 terms');
    const all = allText(context(TERMS, 'en'));
    expect(all).not.toMatch(/Hold your rate|\[your rate\]|My rate for this work|days overdue/);
    expect(shown.questions).toEqual([]);
  });

  it('in Spanish, in usted, with the days and the money waiting', () => {
    const kase = { ...TERMS, amounts: [amount('3000', 3000, 'unit', { per: 'month' })] };
    const shown = shownIn('es', kase);
    expectSays(shown.strategy, [
      'Esto es sobre cuándo le pagan, no sobre su tarifa',
      '60 días más significan unos $6000 más',
      '45 días (net 45) con un descuento del 2%',
    ]);
    expect(shown.subject).toBe('los plazos de pago (90 días en lugar de 30)');
    expect(tuteoMarkers(allText(context(kase, 'es')))).toEqual([]);
  });

  it('without the invoice size, asks for it; one invoice gives the days later it arrives', () => {
    expect(shownIn('en', { ...TERMS, amounts: [] }).questions).toContain(
      'About how much do you invoice this client a month?',
    );
    const one = shownIn('en', { ...TERMS, amounts: [amount('$2,500', 2500, 'billed')] });
    expect(one.strategy).toContain('Each $2,500 invoice would reach you 60 days later');
  });

  it('after a no: the cost in front of them and one trade asked in writing', () => {
    const no = vendors.en.nextStep?.(context(TERMS, 'en'), 'said_no', undefined) ?? '';
    expectSays(no, ['If net 90 is their policy for every vendor', 'about $8000 more', 'net 45 with 2% off']);
    const es = vendors.es.nextStep?.(context(TERMS, 'es'), 'said_no', undefined) ?? '';
    expectSays(es, ['Si pagar a 90 días es su política', '45 días con 2% de descuento']);
  });
});

describe('a late invoice with its number, a part offered, and new work asked at the old rate', () => {
  const INVOICE = {
    subCase: 'vendor_client_late',
    invoiceNumber: '1042',
    newRate: '80/hr',
    amounts: [amount('4,500', 4500, 'billed')],
    dates: [{ text: 'oct 21', iso: '2026-10-21', role: 'due' }],
  } as const satisfies Partial<Case>;

  it('names invoice #1042 and the 32 days overdue instead of blanks', () => {
    const en = allText(context(INVOICE, 'en'));
    expectSays(en, ['invoice #1042', 'is now 32 days past due']);
    expect(en).not.toMatch(/invoice \[number\]|\[number\] days/);
    expect(allText(context(INVOICE, 'es'))).toContain('factura #1042');
  });

  it('takes the part without inventing a signed contract, and answers the old-rate ask with the new rate', () => {
    const ctx = context({ ...INVOICE, flags: { oldRateAsked: true } }, 'en');
    const reply = vendors.en.followUpCopy?.(ctx, 'counter_offer', '2k', []);
    const all = [reply?.strategy, reply?.opening, reply?.email.body].join(' ');
    expectSays(all, [
      'partial payment on invoice #1042',
      "don't take new work at the old rate while $2,500 is outstanding",
      'My rate for new work is 80/hr',
    ]);
    expect(all).not.toMatch(/signed contract|under (?:our|your) contract/);
    const es = vendors.es.followUpCopy?.(
      context({ ...INVOICE, flags: { oldRateAsked: true } }, 'es'),
      'counter_offer',
      '2k',
      [],
    );
    const esAll = [es?.strategy, es?.opening, es?.email.body].join(' ');
    expect(esAll).toContain('Mi tarifa para trabajo nuevo es 80/hr');
    expect(tuteoMarkers(esAll)).toEqual([]);
  });
});

describe('a supplier surcharge added to each delivery, not in the contract', () => {
  const SURCHARGE = {
    subCase: 'vendor_price_rise',
    feeName: 'recargo de combustible',
    amounts: [amount('85', 85, 'fee', { per: 'item', count: 6 }), amount('510', 510, 'total')],
    flags: { notInContract: true },
  } as const satisfies Partial<Case>;
  const reply = (lang: Language, outcome: Outcome, latest: Case['amounts']) =>
    vendors[lang].followUpCopy?.(context(SURCHARGE, lang), outcome, undefined, latest);

  it('asks for the clause, a credit of the 510 billed and the contract price, never a phase-in', () => {
    const es = allText(context(SURCHARGE, 'es'));
    expectSays(es, [
      'recargo de combustible de 85 por entrega (6 entregas, 510 hasta ahora) no está en el contrato',
      'le muestre la cláusula que lo permite',
      'acrediten los 510 ya cobrados',
    ]);
    expect(es).not.toMatch(/por etapas|mantener nuestro precio actual|\[mes\]/);
    expect(tuteoMarkers(es)).toEqual([]);
    const en = allText(context({ ...SURCHARGE, feeName: 'fuel surcharge' }, 'en'));
    expectSays(en, ['fuel surcharge of 85 per delivery (6 deliveries, 510 so far)', 'credit the 510']);
  });

  it('"it stays, but 50 a delivery from now, nothing back": lower is not agreed, the 510 is still asked for', () => {
    const es = reply('es', 'said_no', [amount('50', 50, 'offered')]);
    expect(es?.strategy).toContain(
      'Su oferta deja un recargo de 50 en cada entrega desde ahora ($35 menos que los 85)',
    );
    expect(es?.strategy).toContain('no devuelve nada de los 510 ya cobrados');
    expect(es?.email.body).toContain('no lo acepto por ningún monto');
    const en = reply('en', 'counter_offer', [amount('50', 50, 'offered')]);
    expect(en?.strategy).toContain("Lower doesn't make it agreed");
    expect(en?.strategy).toContain('or tied to fuel prices');
    // A flat no without a lower figure: the clause, the credit, and paying the contract price.
    const no = reply('en', 'said_no', []);
    expect(no?.strategy).toContain('A no without the clause is not an answer.');
    expect(no?.strategy).toContain('have another supplier lined up first');
  });
});

describe('a late client still silent after the reminders', () => {
  it('gets the final notice itself, with the days late and a last date a week out', () => {
    for (const lang of LANGS) {
      const answer = vendors[lang].followUpCopy?.(context(LATE, lang), 'no_reply', undefined, []);
      expect(answer?.email.subject).toContain(lang === 'en' ? 'Final notice' : 'Aviso final');
      expect(answer?.email.body).toContain(lang === 'en' ? 'November 29, 2026' : '29 de noviembre de 2026');
      expect(answer?.email.body).toContain(lang === 'en' ? '52 days late' : '52 días de atraso');
      expect(answer?.strategy).not.toMatch(/confirm they got it|confirmar que lo recibieron/);
    }
  });
});

describe('judge 26: a late client offering less to close it out, in the first message', () => {
  const OFFER_TO_CLOSE = {
    subCase: 'vendor_client_late',
    amounts: [amount('3,200', 3200, 'billed'), amount('1,500', 1500, 'offered')],
    dates: [{ text: 'sept 15', iso: '2026-09-15', role: 'due' }],
    flags: { workFaulted: true, workInUse: true, workAccepted: true },
  } as const satisfies Partial<Case>;

  it('declines the 1,500 as final, names the 1,700 left, the due day and the days overdue, in both languages', () => {
    const en = shownIn('en', OFFER_TO_CLOSE);
    expect(en.strategy).toContain("Don't accept 1,500 to close it out: 3,200 is owed");
    expect(en.strategy).toContain('due sept 15, now 68 days overdue');
    expect(en.strategy).toContain('the other $1,700 is due by a date you name');
    expect(en.strategy).toContain('once they are using your work');
    expect(en.emailBody).toContain('you are already using it');
    expect(en.emailBody).not.toContain('[number] days');
    const es = shownIn('es', OFFER_TO_CLOSE);
    expect(es.strategy).toContain('No acepte 1,500 para cerrar el asunto');
    expect(es.strategy).toContain('con 68 días de atraso');
    expect(tuteoMarkers(allText(context(OFFER_TO_CLOSE, 'es')))).toEqual([]);
  });

  it('with no offer, keeps the reminder with the days overdue worked out', () => {
    const en = shownIn('en', { ...OFFER_TO_CLOSE, amounts: [amount('3,200', 3200, 'billed')], flags: {} });
    expect(en.strategy).toContain('Send a firm written reminder');
    expect(en.strategy).toContain('68 days overdue');
  });
});

describe('vendors: a supplier threatens to stop deliveries unless the new price is paid', () => {
  /** "factura del 5 de octubre con 15% mas … pague 2,200 … aviso por escrito con 30 dias … whatsapp el 1 de octubre". */
  const THREAT = {
    subCase: 'vendor_price_rise',
    amounts: [amount('2,200', 2200, 'paid')],
    percentages: ['15%'],
    noticeDays: 30,
    dates: [
      { text: '5 de octubre', iso: '2026-10-05', role: 'bill' },
      { text: 'enero', iso: '2026-01-01', role: 'service' },
      { text: '1 de octubre', iso: '2026-10-01', role: 'charge' },
    ],
    flags: { supplyStopThreat: true },
  } as const satisfies Partial<Case>;

  it.each(LANGS)(
    'keeps the supply: pays under protest or the old price, backup supplier, 330 (%s)',
    (lang) => {
      const reply = vendors[lang].followUpCopy!(context(THREAT, lang), 'said_no', undefined, [])!;
      const text = [reply.strategy, reply.opening, reply.email.body, ...reply.talkingPoints].join(' ');
      expect(text).toContain('$330');
      expect(text).toContain('$2,530');
      expect(text).toMatch(lang === 'en' ? /October 31/ : /31 de octubre/);
      expect(text).toMatch(lang === 'en' ? /under protest/ : /bajo protesta/);
      expect(text).toMatch(lang === 'en' ? /other suppliers/ : /otros? proveedores|proveedores más/);
      expect(text).not.toMatch(/por ahora es un no|for now it's a no|¿Qué parte de nuestro acuerdo/);
      if (lang === 'es') expect(tuteoMarkers(text)).toEqual([]);
    },
  );

  it('says the rise cannot apply before the notice runs out, not on the invoice date', () => {
    const { supplyStopThreat: _ignored, ...first } = THREAT.flags;
    const es = shownIn('es', { ...THREAT, flags: first });
    expect(es.strategy).toContain('no puede aplicarse antes del 31 de octubre de 2026, no el 5 de octubre');
  });
});

describe('a supplier invoice a percent higher than what was paid last time', () => {
  it.each(['en', 'es'] as const)(
    'works out the rise and the new invoice, never a blank for it (%s)',
    (lang) => {
      const text = allText(
        context(
          {
            subCase: 'vendor_price_rise',
            amounts: [amount('2,200', 2200, 'paid')],
            percentages: ['15%'],
          },
          lang,
        ),
      );
      expect(text).toContain('$330');
      expect(text).toContain('$2,530');
      expect(text).not.toMatch(/\[new price − current price\]|\[precio nuevo − precio actual\]/u);
    },
  );
});
