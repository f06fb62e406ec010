import type { Language } from '@lane/shared';
import { describe, expect, it } from 'vitest';
import type { Case } from '../../../domain/chat/case.js';
import { tuteoMarkers } from '../../../../test/spanish.js';
import { callView, caseIn, expectCallFits, expectSays, LANGS, STATE_LAW, stringsOf } from './test-support.js';
import { hiddenFees } from './hidden-fees.js';
import type { CopyContext, Outcome } from './types.js';

const contextFor = (overrides: Partial<Case>, lang: Language): CopyContext =>
  caseIn(lang, { area: 'hidden_fees', ...overrides });
/** Everything the person sees from this area's templates, section by section. */
const render = (ctx: CopyContext) => callView(hiddenFees, ctx);

const TICKETS: Partial<Case> = {
  subCase: 'fees_tickets',
  party: 'TixNow',
  amounts: [
    { text: '$12', value: 12, role: 'unit', per: 'ticket', count: 4 },
    { text: '$200', value: 200, role: 'quoted' },
  ],
  dates: [{ text: 'October 3, 2026', iso: '2026-10-03', role: 'service' }],
};
const TICKETS_BEFORE_RULE: Partial<Case> = {
  subCase: 'fees_tickets',
  amounts: [{ text: '$48', value: 48, role: 'fee' }],
  dates: [{ text: 'March 1, 2025', iso: '2025-03-01', role: 'service' }],
};
const LODGING: Partial<Case> = {
  subCase: 'fees_lodging',
  amounts: [{ text: '$35', value: 35, role: 'unit', per: 'night', count: 3 }],
  dates: [{ text: 'August 14, 2026', iso: '2026-08-14', role: 'service' }],
};
const TRAVEL: Partial<Case> = { subCase: 'fees_travel', amounts: [{ text: '$70', value: 70, role: 'fee' }] };
const OTHER: Partial<Case> = { subCase: 'fees_other', amounts: [{ text: '$25', value: 25, role: 'fee' }] };
const UNSURE: Partial<Case> = { confidence: 'unsure', subCase: 'fees_tickets' };

const EVERY_CASE: [string, Partial<Case>][] = [
  ['fees_tickets under the FTC rule', TICKETS],
  ['fees_tickets bought before May 12, 2025', TICKETS_BEFORE_RULE],
  ['fees_tickets with no figures or date', { subCase: 'fees_tickets' }],
  ['fees_lodging', LODGING],
  ['fees_lodging with no figures', { subCase: 'fees_lodging' }],
  ['fees_travel', TRAVEL],
  ['fees_travel at a rental counter', { ...TRAVEL, party: 'Hertz' }],
  ['fees_other', OTHER],
  ['fees_other with no figures', { subCase: 'fees_other' }],
  ['an unsure reading', UNSURE],
];

const RULE_CITED =
  /May 12, 2025|12 de mayo de 2025|FTC fee rule|regla de cargos de la FTC|had to be shown up front|se tenía que mostrar/i;
const BARGAINING = /half|mitad|discount|descuento|payment plan|plan de pagos|refund part|reembolso parcial/i;

describe('hidden fees copy, in every sub-case and language', () => {
  for (const [name, overrides] of EVERY_CASE) {
    for (const lang of LANGS) {
      it(`${name} (${lang}) gives six worded rungs, a short email, at most three questions and fits the answer`, () => {
        const out = render(contextFor(overrides, lang));
        expectCallFits(out);
        expect(out.all).not.toMatch(STATE_LAW);
      });

      it(`${name} (${lang}) cites the FTC fee rule only when the rights engine applies it`, () => {
        const ctx = contextFor(overrides, lang);
        const out = render(ctx);
        if (ctx.right('ftc-fee-rule-scope') && ctx.subCase !== undefined) {
          expect(out.strategy).toMatch(RULE_CITED);
          expect(out.rightLine).toBeDefined();
        } else {
          expect(out.all).not.toMatch(RULE_CITED);
          expect(out.rightLine).toBeUndefined();
        }
      });

      if (lang === 'es') {
        it(`${name} speaks usted in every Spanish string`, () => {
          const ctx = contextFor(overrides, 'es');
          const strings = [...stringsOf(hiddenFees, ctx), hiddenFees.es.rightLine?.(ctx) ?? ''];
          for (const text of strings) expect(tuteoMarkers(text), text).toEqual([]);
          expect(strings.join(' ')).not.toMatch(/dispuest[oa]|tranquil[oa]/);
        });
      }
    }
  }

  it('never invents a figure: with none given, the money is written as [placeholders]', () => {
    for (const subCase of ['fees_tickets', 'fees_lodging', 'fees_travel', 'fees_other'] as const) {
      for (const lang of LANGS) {
        const out = render(contextFor({ subCase }, lang));
        expect(out.all).not.toMatch(/\$\s?\d|\d+ (?:dollars|dólares)/);
        expect(out.shown).toMatch(/\[(?:fee amount|monto del cargo)\]/);
      }
    }
  });
});

describe('event ticket fees bought under the FTC fee rule', () => {
  it('asserts the total had to be shown up front and asks for the $48 in fees back', () => {
    const en = render(contextFor(TICKETS, 'en'));
    expectSays(en.strategy, [
      'Since May 12, 2025, sellers of live-event tickets must show the total price',
      '4 tickets × $12 = $48',
    ]);
    expect(en.call).toContain('The total price had to be shown up front. Please refund the $48 to my card.');
    expect(en.email).toContain('refund of $48 in fees not shown up front');
    expect(en.rightLine).toMatch(/These fees weren't/);

    const es = render(contextFor(TICKETS, 'es'));
    expectSays(es.strategy, ['Desde el 12 de mayo de 2025', '4 boletos × $12 = $48']);
    expect(es.call).toContain('Les pido reembolsar los $48 a mi tarjeta.');
  });

  it('keeps the price first shown apart from the fees', () => {
    const out = render(contextFor(TICKETS, 'en'));
    expect(out.call).toContain('The price I was first shown was $200');
    expect(out.all).not.toMatch(/\$200 (?:fee|in fees)/);
  });

  it('never offers to split or discount the fees it asks back', () => {
    for (const lang of LANGS) {
      const out = render(contextFor(TICKETS, lang));
      expect(out.call).not.toMatch(BARGAINING);
      expect(out.email).not.toMatch(BARGAINING);
    }
  });

  it('asks whether the fees were mandatory, and the purchase date when it is missing', () => {
    const dated = render(contextFor(TICKETS, 'en'));
    expect(dated.questionList.some((question) => /mandatory/.test(question))).toBe(true);
    expect(dated.questionList.some((question) => /What date/.test(question))).toBe(false);
    const undated = render(contextFor({ ...TICKETS, dates: [] }, 'es'));
    expect(undated.questionList[0]).toMatch(/¿Qué día compró los boletos\?/);
  });

  it('accepts all $48 back and counters part of it', () => {
    const ctx = contextFor(TICKETS, 'en');
    expect(hiddenFees.en.judgeOffer!(ctx, 48)).toBe('accept');
    expect(hiddenFees.en.judgeOffer!(ctx, 20)).toBe('counter');
  });
});

describe('event ticket fees bought before the FTC rule took effect', () => {
  it('does not cite the rule and asks where the fees were disclosed instead', () => {
    for (const lang of LANGS) {
      const ctx = contextFor(TICKETS_BEFORE_RULE, lang);
      expect(ctx.right('ftc-fee-rule-scope')).toBe(false);
      const out = render(ctx);
      expect(out.all).not.toMatch(RULE_CITED);
      expect(out.call).toMatch(lang === 'en' ? /where they were disclosed/ : /dónde se informaron/);
      expect(out.strategy).toContain('$48');
    }
  });
});

describe('resort or cleaning fees on a short stay', () => {
  it('says the nightly figure as a rate and the total as nights × rate', () => {
    const en = render(contextFor(LODGING, 'en'));
    expect(en.strategy).toContain('$35 a night (3 nights × $35 = $105)');
    expect(en.call).toContain('Please refund the $105 to my card.');
    expect(en.strategy).toContain('Since May 12, 2025, hotels and vacation rentals');

    const es = render(contextFor(LODGING, 'es'));
    expect(es.strategy).toContain('$35 por noche (3 noches × $35 = $105)');
    expect(es.call).toContain('Les pido reembolsar los $105 a mi tarjeta.');
  });

  it('never calls the nightly $35 the fee or its total', () => {
    for (const lang of LANGS) {
      const out = render(contextFor(LODGING, lang));
      const after35 = [...out.all.matchAll(/\$35(.{0,10})/g)].map((match) => match[1]);
      expect(after35.length).toBeGreaterThan(3);
      for (const tail of after35) expect(tail).toMatch(/^(?: a night| por noche| =|-a-night)/);
      expect(out.all).not.toMatch(/fee total|total fee|total del cargo/i);
    }
  });

  it('adds two nightly fees into one rate and asks for all of it: 35 + 12 a night × 3 = $141', () => {
    const TWO: Partial<Case> = {
      subCase: 'fees_lodging',
      feeName: 'destination fee',
      amounts: [
        { text: '129', value: 129, role: 'unit', per: 'night', count: 3 },
        { text: '35', value: 35, role: 'fee', per: 'night', count: 3 },
        { text: '12', value: 12, role: 'fee', per: 'night', count: 3 },
      ],
      dates: [{ text: 'nov 20', iso: '2026-11-20', role: 'service' }],
    };
    const en = render(contextFor(TWO, 'en'));
    expect(en.strategy).toContain('The fees of 35 + 12 a night (3 nights × 47 = $141)');
    expect(en.call).toContain('Please refund the $141 to my card.');
    expect(en.all).not.toContain('$105');
    const es = render(contextFor(TWO, 'es'));
    expect(es.strategy).toContain('35 + 12 por noche (3 noches × 47 = $141)');
    expect(es.all).not.toContain('$105');
    const next = hiddenFees.en.followUpCopy?.(contextFor(TWO, 'en'), 'counter_offer', '35', [
      { text: '35', value: 35, role: 'offered' },
    ]);
    expect(next?.strategy).toContain("Their offer is 35 of $141, which leaves $106 you shouldn't have paid.");
    expect(next?.strategy).not.toContain('destination fee was mandatory');
  });

  it('asks how many nights when only the nightly fee is known', () => {
    const out = render(
      contextFor({ ...LODGING, amounts: [{ text: '$35', value: 35, role: 'unit', per: 'night' }] }, 'en'),
    );
    expect(out.strategy).toContain('$35 a night × [number of nights]');
    expect(out.questionList).toContain('How many nights was the fee charged for?');
  });
});

describe('airline and rental car fees', () => {
  it('cites no FTC fee rule, asks what the booking showed and points to the DOT for flights', () => {
    for (const lang of LANGS) {
      const out = render(contextFor(TRAVEL, lang));
      expect(out.all).not.toMatch(RULE_CITED);
      expect(out.strategy).toContain('airconsumer.dot.gov');
      expect(out.routes).toContain('airconsumer.dot.gov');
      expect(out.questionList[0]).toMatch(lang === 'en' ? /booking page show/ : /página de reservación/);
    }
  });

  it('sends a rental car complaint to the state attorney general, not the DOT', () => {
    const out = render(contextFor({ ...TRAVEL, party: 'Hertz' }, 'en'));
    expect(out.routes).not.toContain('dot.gov');
    expect(out.routes).toMatch(/attorney general/);
    expect(out.questionList).not.toContain('Is this an airline or a rental car?');
  });

  it('works the waiver ladder, since no right applies', () => {
    const out = render(contextFor(TRAVEL, 'en'));
    expect(out.rungs.discount.label).toBe('Refund part');
    expect(out.rungs.credit.label).toBe('Credit or miles');
  });
});

describe('any other surprise fee', () => {
  it('asks what was disclosed and where, then asks for the fee back', () => {
    const en = render(contextFor(OTHER, 'en'));
    expect(en.questionList[0]).toMatch(/where \(if anywhere\) was it shown/);
    expect(en.call).toContain('the [name of the fee] of $25');
    expect(en.routes).toContain('ReportFraud.ftc.gov');
    const es = render(contextFor(OTHER, 'es'));
    expect(es.call).toContain('el cargo [nombre del cargo] de $25');
  });
});

describe('an unsure reading', () => {
  it('gives a safe first step and asks what the fee was on', () => {
    for (const lang of LANGS) {
      const out = render(contextFor(UNSURE, lang));
      expect(out.strategy).toMatch(lang === 'en' ? /don't accept a voucher or agree/ : /no acepte un cupón/);
      expect(out.questionList[0]).toMatch(
        lang === 'en' ? /event tickets, a hotel/ : /boletos para un evento, un hotel/,
      );
      expect(out.all).not.toMatch(RULE_CITED);
    }
  });
});

describe('a room rate and a fee in the same message', () => {
  const STAY: Partial<Case> = {
    subCase: 'fees_lodging',
    amounts: [
      { text: '$129', value: 129, role: 'unit', per: 'night', count: 3 },
      { text: '$45', value: 45, role: 'fee' },
    ],
    dates: [{ text: 'September 12, 2026', iso: '2026-09-12', role: 'service' }],
  };

  it('asks for the fee back, never the room rate', () => {
    for (const lang of LANGS) {
      const out = render(contextFor(STAY, lang));
      expect(out.all).not.toMatch(/\$129 (?:a night|por noche)/);
      expect(out.all).not.toContain('$387');
      expect(out.call).toContain(
        lang === 'en' ? 'Please refund the $45 to my card.' : 'Les pido reembolsar los $45 a mi tarjeta.',
      );
    }
  });

  it("works out a per-night fee's total from the nights of the stay", () => {
    const perNight: Partial<Case> = {
      ...STAY,
      amounts: [STAY.amounts![0]!, { text: '$45', value: 45, role: 'fee', per: 'night' }],
    };
    const en = render(contextFor(perNight, 'en'));
    expect(en.strategy).toContain('$45 a night (3 nights × $45 = $135)');
    expect(en.call).toContain('Please refund the $135 to my card.');
  });

  it('names resort and cleaning fees in the rule, and a resort fee by its amenities before the rule', () => {
    expect(render(contextFor(STAY, 'en')).strategy).toContain(
      'mandatory fees like a resort fee or a cleaning fee included',
    );
    expect(render(contextFor(STAY, 'es')).strategy).toContain('(como un cargo de resort o de limpieza)');
    const before = render(
      contextFor(
        {
          subCase: 'fees_lodging',
          amounts: [{ text: '35', value: 35, role: 'fee' }],
          dates: [{ text: 'april 2025', iso: '2025-04-01', role: 'service' }],
        },
        'en',
      ),
    );
    expect(before.points).toMatch(
      /If it's a resort fee, name the amenities it pays for that you couldn't use/,
    );
    expect(before.emailBody).toContain('In april 2025 I was charged');
    expect(before.all).not.toMatch(RULE_CITED);
  });

  it('says the fee the way the person named it, when the reading carries the name', () => {
    const named = { ...STAY, feeName: 'resort fee' } as Partial<Case>;
    const en = render(contextFor(named, 'en'));
    expect(en.strategy).toContain('The resort fee of $45');
    expect(en.all).not.toContain('[resort / cleaning]');
    const es = render(contextFor({ ...STAY, feeName: 'tarifa de limpieza' } as Partial<Case>, 'es'));
    expect(es.strategy).toContain('La tarifa de limpieza de $45');
    const other = render(contextFor({ ...OTHER, feeName: 'convenience fee' } as Partial<Case>, 'en'));
    expect(other.call).toContain('the convenience fee of $25');
    expect(other.email).toContain('refund of the $25 convenience fee');
  });
});

describe('a rental car with extra charges', () => {
  const RENTAL_CAR: Partial<Case> = {
    subCase: 'fees_travel',
    amounts: [
      { text: '35', value: 35, role: 'unit', per: 'day', count: 3 },
      { text: '160', value: 160, role: 'billed' },
    ],
    cardType: 'debit',
    flags: { unapprovedWork: true },
  };

  it('asks for the signed contract and the itemized receipt, and takes off what was never accepted', () => {
    const en = render(
      contextFor({ ...RENTAL_CAR, amounts: [{ text: '160', value: 160, role: 'billed' }] }, 'en'),
    );
    expect(en.strategy).toContain('Ask them to show where you accepted');
    expect(en.strategy).toMatch(/signed rental agreement and the itemized receipt/);
    expect(en.strategy).toContain('ask for the 160 back');
    expect(en.call).toContain("which I didn't ask for or agree to");
    const es = render(contextFor(RENTAL_CAR, 'es'));
    expect(es.strategy).toMatch(/el contrato de renta firmado y el recibo con el desglose de cada cargo/);
    expect(es.strategy).not.toMatch(/Si es un vuelo/);
    expect(es.email).not.toMatch(/de el /);
  });

  it('tells a debit payer to ask the bank how to dispute it', () => {
    expect(render(contextFor(RENTAL_CAR, 'en')).points).toMatch(
      /You paid by debit: .*ask your bank right away/,
    );
    expect(render(contextFor(RENTAL_CAR, 'es')).points).toMatch(
      /Pagó con débito: .*pregunte pronto a su banco/,
    );
    expect(render(contextFor(TRAVEL, 'en')).points).not.toMatch(/debit/);
  });
});

describe('the next step after the other side answers', () => {
  const OUTCOMES: Outcome[] = ['said_no', 'counter_offer', 'agreed', 'no_reply', 'pay_now'];
  const step = (kase: Partial<Case>, lang: Language, outcome: Outcome, offer?: string) =>
    hiddenFees[lang].nextStep?.(contextFor(kase, lang), outcome, offer) ?? '';

  for (const [name, kase] of EVERY_CASE) {
    for (const lang of LANGS) {
      it(`${name} (${lang}): short, no state law, usted, the rule only when it applies`, () => {
        const ctx = contextFor(kase, lang);
        for (const outcome of OUTCOMES) {
          const text = step(kase, lang, outcome, '$10');
          if (ctx.subCase === undefined) {
            expect(text).toBe('');
            continue;
          }
          expect(text.length, outcome).toBeGreaterThan(40);
          expect(text.length).toBeLessThanOrEqual(400);
          expect(text).not.toMatch(STATE_LAW);
          if (!ctx.right('ftc-fee-rule-scope'))
            expect(text).not.toMatch(/had to be in the price|tenía que estar en el precio/);
          if (lang === 'es') expect(tuteoMarkers(text), text).toEqual([]);
        }
      });
    }
  }

  it('under the fee rule, holds out for the whole fee and reports a refusal to the FTC', () => {
    expect(step(TICKETS, 'en', 'counter_offer', 'a $48 voucher')).toContain(
      "Take a $48 voucher only if it's a full refund of the $48 to your card: a voucher or part of it is less",
    );
    // The same sum named in both languages.
    expect(step(TICKETS, 'es', 'counter_offer', 'la mitad')).toContain(
      'Acepte su oferta (la mitad) solo si es el reembolso completo de los $48 a su tarjeta',
    );
    const noSum: Partial<Case> = { ...LODGING, amounts: [] };
    expect(step(noSum, 'en', 'counter_offer', '$20')).toContain("only if it's a full refund of the fee to");
    expect(step(noSum, 'es', 'counter_offer', '$20')).toContain(
      'solo si es el reembolso completo del cargo a',
    );
    expect(step(TICKETS, 'en', 'said_no')).toMatch(/ReportFraud\.ftc\.gov/);
    expect(step(TICKETS, 'es', 'no_reply')).toMatch(/ReportFraud\.ftc\.gov/);
  });

  it('outside the rule, weighs an offer and turns to the card issuer or the bank', () => {
    expect(step(TRAVEL, 'en', 'counter_offer', '$35')).toContain('Weigh their $35 against the $70');
    expect(step({ ...TRAVEL, cardType: 'debit' }, 'en', 'no_reply')).toContain(
      'ask your bank how to dispute the $70',
    );
    expect(step({ ...TRAVEL, party: 'Hertz' }, 'en', 'said_no')).toMatch(
      /signed rental agreement and the itemized receipt/,
    );
    expect(step({ ...TRAVEL, party: 'Delta' }, 'en', 'no_reply')).toMatch(/airconsumer\.dot\.gov/);
  });
});

describe('part of a fee the rule covers, offered back', () => {
  const STAY: Partial<Case> = {
    subCase: 'fees_lodging',
    feeName: 'resort fee',
    cardType: 'credit',
    amounts: [
      { text: '149', value: 149, role: 'unit', per: 'night', count: 3 },
      { text: '45', value: 45, role: 'unit', per: 'night', count: 3 },
      { text: '150', value: 150, role: 'fee' },
    ],
    dates: [{ text: 'nov 14', iso: '2026-11-14', role: 'service' }],
  };
  const reply = (lang: Language, offer: string | undefined, latest: Case['amounts']) =>
    hiddenFees[lang].followUpCopy?.(contextFor(STAY, lang), 'counter_offer', offer, latest);

  // Money handed back is taken, as a part only: declining it would leave the person with less, and
  // the rest (the offer less the whole) is still asked for, then disputed with the card issuer.
  it('one night of the fee: names it against the whole, answers "disclosed at check-in", takes the part and asks for the rest', () => {
    const en = reply('en', '45', [{ text: '45', value: 45, role: 'offered' }]);
    expect(en?.strategy).toContain("Their offer is 45 of 150, which leaves $105 you shouldn't have paid.");
    expect(en?.strategy).toContain(
      'being told at check-in or checkout, on the last screen before paying, at the desk or in the fine print is not up front',
    );
    expect(en?.strategy).toContain("You're owed all 150: say yes to the 45 as a partial refund only");
    expect(en?.strategy).toContain('dispute the $105 with your card issuer');
    expect(en?.opening).toContain('Please refund the other $105 to my card too');
    expect(en?.email.body).toContain('I accept it as a partial refund only; it does not settle the rest.');
    const all = [en?.strategy, en?.opening, en?.email.body].join(' ');
    expect(all).not.toMatch(/counter|closer to your ask|a bit closer|Decline it|I decline a partial refund/i);
    const es = reply('es', '45', [{ text: '45', value: 45, role: 'offered' }]);
    expect(es?.strategy).toContain('Su oferta es 45 de los 150, y le deja $105 que usted no debía pagar.');
    expect(es?.opening).toContain('Les pido devolver también los otros $105 a mi tarjeta');
    expect(es?.strategy).not.toContain('Rechácela');
    expect(tuteoMarkers([es?.strategy, es?.opening, es?.email.body].join(' '))).toEqual([]);
  });

  it('two nightly fees are "the fees", and a voucher for another stay is still turned down', () => {
    const TWO: Partial<Case> = {
      ...STAY,
      feeName: 'destination fee',
      amounts: [
        { text: '129', value: 129, role: 'unit', per: 'night', count: 3 },
        { text: '35', value: 35, role: 'fee', per: 'night', count: 3 },
        { text: '12', value: 12, role: 'fee', per: 'night', count: 3 },
      ],
    };
    const two = hiddenFees.en.followUpCopy?.(contextFor(TWO, 'en'), 'counter_offer', '35', [
      { text: '35', value: 35, role: 'offered' },
    ]);
    expect(two?.strategy).toContain('The fees were mandatory, so they had to be');
    expect(two?.email.subject).toContain('Refund of the other $106');
    const voucher = hiddenFees.en.followUpCopy?.(
      contextFor({ ...STAY, flags: { oneTimeCredit: true } }, 'en'),
      'counter_offer',
      '45',
      [{ text: '45', value: 45, role: 'offered' }],
    );
    expect(voucher?.strategy).toContain("Don't settle for a voucher.");
    expect(voucher?.email.body).toContain('I decline it.');
  });

  it("a stay's date is when the person stayed, never when they booked", () => {
    const en = render(contextFor(STAY, 'en'));
    expect(en.all).toContain('I stayed at [property] from nov 14, reservation [number].');
    expect(en.all).not.toContain('On nov 14 I booked');
    const es = render(contextFor(STAY, 'es'));
    // Spanish puts the day first: "desde el 14 de nov", never "desde el nov 14".
    expect(es.all).toContain('Me hospedé en [alojamiento] desde el 14 de nov');
  });

  it('half the fee is worked out; a full refund or a fee outside the rule is left to the usual reply', () => {
    expect(reply('en', 'half', [])?.strategy).toContain('Their offer is half ($75) of 150');
    expect(reply('en', '150', [{ text: '150', value: 150, role: 'offered' }])).toBeUndefined();
    expect(
      hiddenFees.en.followUpCopy?.(contextFor(TRAVEL, 'en'), 'counter_offer', '$35', [
        { text: '$35', value: 35, role: 'offered' },
      ]),
    ).toBeUndefined();
    // A flat no to a covered fee is no longer the usual reply (its ladder offered a coupon nobody
    // named): it gets the fee rule's answer and the dispute as the next step.
    expect(
      hiddenFees.en.followUpCopy?.(contextFor(STAY, 'en'), 'said_no', undefined, [])?.strategy,
    ).toContain("doesn't meet the FTC's rule");
  });
});

describe('the honest route after a refused deception', () => {
  it('asks on the real facts, in the words of each situation', () => {
    const route = (kase: Partial<Case>, lang: Language) =>
      hiddenFees[lang].honestRoute?.(contextFor(kase, lang)) ?? '';
    expect(route(TICKETS, 'en')).toMatch(/first total you were shown didn't include the fee/);
    expect(route({ ...TRAVEL, party: 'Hertz' }, 'en')).toMatch(/rental agreement and the itemized receipt/);
    expect(route(TICKETS_BEFORE_RULE, 'en')).toMatch(/where the fee was \(or wasn't\) shown/);
    expect(route(TICKETS_BEFORE_RULE, 'en')).not.toMatch(RULE_CITED);
    for (const [, kase] of EVERY_CASE) expect(tuteoMarkers(route(kase, 'es'))).toEqual([]);
  });
});

describe('two prices per ticket: the one shown and the one charged', () => {
  const TWO_RATES: Partial<Case> = {
    subCase: 'fees_tickets',
    amounts: [
      { text: '$120', value: 120, role: 'unit', per: 'ticket' },
      { text: '$158', value: 158, role: 'unit', per: 'ticket', count: 2 },
    ],
    dates: [{ text: 'November 15, 2026', iso: '2026-11-15', role: 'service' }],
  };

  it('asks back the difference per ticket, never the price first shown', () => {
    const en = render(contextFor(TWO_RATES, 'en'));
    expect(en.strategy).toContain('$38 per ticket (2 tickets × $38 = $76)');
    expectSays(en.call, ['The price I was first shown was $120', 'Please refund the $76 to my card.']);
    expect(en.all).not.toMatch(/fees of \$120/);
  });

  it('names both possibilities for travel when it is unclear whether it is a flight or a rental car', () => {
    const out = render(
      contextFor({ subCase: 'fees_travel', amounts: [{ text: '70', value: 70, role: 'billed' }] }, 'en'),
    );
    expect(out.strategy).toContain(
      "If it's a rental car, ask for the signed rental agreement and the itemized receipt; if it's a flight, the U.S. Department of Transportation takes complaints at airconsumer.dot.gov.",
    );
  });
});

describe('tickets listed at a price each, and a higher total at checkout', () => {
  const LISTED: Partial<Case> = {
    subCase: 'fees_tickets',
    feeName: 'service fee',
    amounts: [
      { text: '89', value: 89, role: 'unit', per: 'ticket', count: 2 },
      { text: '251.40', value: 251.4, role: 'billed' },
    ],
    dates: [{ text: 'last week', iso: '2026-11-15', role: 'service' }],
  };

  it('works out the fees as the total less the listed price, to the cent, and never calls the ticket price a fee', () => {
    const en = render(contextFor(LISTED, 'en'));
    expectSays(en.strategy, [
      '$73.40 in fees (251.40 at checkout − $178)',
      'ask for the $73.40 back on your card',
    ]);
    expect(en.strategy).toMatch(/total price/);
    expect(en.call).toContain('The price I was first shown was $178 (2 tickets × 89)');
    expect(en.emailBody).toContain('refund the $73.40');
    // Both fees, whatever the first was called: not "the service fee" alone.
    expect(en.all).not.toMatch(/service fee of|fee of 89|89 per ticket \(/);
    expect(hiddenFees.en.judgeOffer?.(contextFor(LISTED, 'en'), 73.4)).toBe('accept');
    expect(hiddenFees.en.judgeOffer?.(contextFor(LISTED, 'en'), 30)).toBe('counter');
    const es = render(contextFor(LISTED, 'es'));
    expect(es.strategy).toContain('$73.40 en cargos (251.40 al pagar − $178)');
    expect(es.call).toContain('$178 (2 boletos × 89)');
    expect(tuteoMarkers(es.all)).toEqual([]);
  });

  it('keeps the cents on a fee of 100 or more', () => {
    const en = render(
      contextFor(
        {
          ...LISTED,
          amounts: [
            { text: '150', value: 150, role: 'unit', per: 'ticket', count: 4 },
            { text: '750.40', value: 750.4, role: 'billed' },
          ],
        },
        'en',
      ),
    );
    expect(en.strategy).toContain('$150.40 in fees');
  });

  it('reads a relative day as written: "last week", never "on last week"', () => {
    const en = render(contextFor(LISTED, 'en'));
    expect(en.emailBody).toMatch(/^Hello,\n\nLast week I bought tickets/);
    expect(en.all).not.toMatch(/on last week/i);
    const es = render(
      contextFor(
        { ...LISTED, dates: [{ text: 'la semana pasada', iso: '2026-11-15', role: 'service' }] },
        'es',
      ),
    );
    expect(es.all).not.toMatch(/el la semana pasada/i);
  });

  it('does not read a checkout total more than double the listed price as fees on top of it', () => {
    const en = render(
      contextFor(
        {
          subCase: 'fees_tickets',
          amounts: [
            { text: '$12', value: 12, role: 'unit', per: 'ticket', count: 4 },
            { text: '$248', value: 248, role: 'billed' },
          ],
          dates: [{ text: 'November 1, 2026', iso: '2026-11-01', role: 'service' }],
        },
        'en',
      ),
    );
    expect(en.all).not.toContain('$200 in fees');
  });
});

describe('a per-ticket "fee" above the price per ticket is the price at checkout', () => {
  it('asks back the difference, and says the first price per ticket', () => {
    const en = render(
      contextFor(
        {
          subCase: 'fees_tickets',
          feeName: 'service fee',
          amounts: [
            { text: '120', value: 120, role: 'unit', per: 'ticket' },
            { text: '158', value: 158, role: 'fee', per: 'ticket' },
          ],
          dates: [{ text: 'November 15, 2026', iso: '2026-11-15', role: 'service' }],
        },
        'en',
      ),
    );
    expect(en.strategy).toContain('$38 per ticket');
    expect(en.call).toContain('The price I was first shown was 120 per ticket');
    expect(en.all).not.toMatch(/fee of 158/);
  });
});

describe('a resort fee on a stay under the rule, paid by debit', () => {
  const STAY: Partial<Case> = {
    subCase: 'fees_lodging',
    feeName: 'resort fee',
    cardType: 'debit',
    amounts: [
      { text: '129', value: 129, role: 'unit', per: 'night', count: 3 },
      { text: '45', value: 45, role: 'fee', per: 'night', count: 3 },
    ],
    dates: [{ text: '2 de octubre', iso: '2026-10-02', role: 'service' }],
  };
  for (const lang of LANGS) {
    it(`says the room total first shown, the fee's total, and the debit dispute (${lang})`, () => {
      const out = render(contextFor(STAY, lang));
      expect(out.call).toContain(lang === 'en' ? '$387 (3 nights × 129)' : '$387 (3 noches × 129)');
      expect(out.strategy).toContain(lang === 'en' ? '3 nights × 45 = $135' : '3 noches × 45 = $135');
      expect(out.points).toMatch(lang === 'en' ? /paid by debit/ : /Pagó con débito/);
      expect(out.all).not.toMatch(/\[total (shown|mostrado)\]/);
    });
  }
});

describe('extra charges beside a rate or a price the person agreed to', () => {
  it('a rental car at a daily rate with extras: asks back the extras, never the rate times the days', () => {
    const kase: Partial<Case> = {
      subCase: 'fees_travel',
      cardType: 'debit',
      flags: { unapprovedWork: true },
      amounts: [
        { text: '35', value: 35, role: 'unit', per: 'day', count: 3 },
        { text: '160', value: 160, role: 'billed' },
      ],
    };
    const es = render(contextFor(kase, 'es'));
    expectSays(es.strategy, ['dónde aceptó los cargos extra de 160', 'pida que le devuelvan los 160']);
    expect(es.emailBody).toContain('el total mostrado fue $105 (3 días × 35)');
    expect(es.all).not.toMatch(/devuelvan los \$105|reembolsar los \$105/);
    expect(hiddenFees.es.judgeOffer?.(contextFor(kase, 'es'), 160)).toBe('accept');
    const en = render(contextFor(kase, 'en'));
    expect(en.strategy).toContain('the extra charges of 160');
    expect(en.all).not.toContain('the $105 back');
  });

  it('a price shown and a higher total: the fees are the difference', () => {
    const kase: Partial<Case> = {
      subCase: 'fees_other',
      amounts: [
        { text: '24', value: 24, role: 'other' },
        { text: '41', value: 41, role: 'billed' },
      ],
    };
    const en = render(contextFor(kase, 'en'));
    expectSays(en.strategy, ['$17 in fees (41 at checkout − 24)', 'the $17 back']);
    expect(en.all).not.toMatch(/the 41 back|refund the 41/);
    const es = render(contextFor(kase, 'es'));
    expect(es.strategy).toContain('$17 en cargos (41 al pagar − 24)');
  });

  it('a fee smaller than the other figure stays the fee (a bag fee beside the fare)', () => {
    const en = render(
      contextFor(
        {
          subCase: 'fees_travel',
          amounts: [
            { text: '70', value: 70, role: 'billed' },
            { text: '189', value: 189, role: 'other' },
          ],
        },
        'en',
      ),
    );
    expect(en.strategy).toContain('the 70 back');
  });
});

describe('a flight the airline cancelled', () => {
  const cancelled: Partial<Case> = {
    subCase: 'fees_travel',
    flags: { flightCancelled: true },
    amounts: [
      { text: '189', value: 189, role: 'other' },
      { text: '96', value: 96, role: 'billed' },
    ],
  };

  it('asks for the fare and the fees back in money, turning the voucher down, in both languages', () => {
    const en = contextFor(cancelled, 'en');
    expect(en.right('dot-airline-refund')).toBe(true);
    expect(hiddenFees.en.strategy(en)).toMatch(
      /^The airline cancelled your flight: .*cash refund of what you paid \(189 plus the 96 in fees\)/,
    );
    expect(hiddenFees.en.rightLine?.(en)).toContain("I don't accept the credit");
    expect(hiddenFees.en.nextStep?.(en, 'no_reply', undefined)).toContain('Department of Transportation');
    const es = contextFor(cancelled, 'es');
    const text = `${hiddenFees.es.strategy(es)} ${hiddenFees.es.nextStep?.(es, 'said_no', undefined) ?? ''}`;
    expect(text).toContain('reembolso en dinero');
    expect(tuteoMarkers(text)).toEqual([]);
  });

  it('keeps the fee advice alone when the person cancelled the flight', () => {
    const own = contextFor({ ...cancelled, flags: { flightCancelled: false } }, 'en');
    expect(own.right('dot-airline-refund')).toBe(false);
    expect(hiddenFees.en.strategy(own)).not.toContain('cash refund of what you paid');
  });
});

describe('fees seen at checkout before buying', () => {
  /** "concert tix say 89 each but at checkout its 121 each for 2 tickets, havent bought yet". */
  const AT_CHECKOUT: Partial<Case> = {
    subCase: 'fees_tickets',
    amounts: [
      { text: '89', value: 89, role: 'unit', per: 'ticket', count: 2 },
      { text: '121', value: 121, role: 'unit', per: 'ticket', count: 2 },
    ],
    flags: { notYetBought: true },
  };

  it('coaches no dispute: the fees worked out, the all-in price asked, the rule, and the choice not to buy', () => {
    const ctx = contextFor(AT_CHECKOUT, 'en');
    const shown = render(ctx);
    expectSays(shown.strategy, [
      "You haven't bought yet, so there's nothing to dispute",
      'The fees are $32 per ticket (2 tickets × $32 = $64)',
      '$242 for 2 tickets, not $178',
      'ask the seller for the all-in price',
      "or don't buy",
    ]);
    if (ctx.right('ftc-fee-rule-scope')) expect(shown.strategy).toContain('must show the total price');
    expect(shown.call).toContain('Before I buy: what is the all-in price for 2 tickets');
    expect(shown.email).toContain('the all-in price before I buy');
    const all = [shown.strategy, shown.call, shown.email, shown.points].join('\n');
    expect(all).not.toMatch(
      /refund|dispute the|back to my card|back on your card|I was charged|order \[number\]/i,
    );
    expect(hiddenFees.en.rightLine?.(ctx)).toBeUndefined();
  });

  it('a follow-up is the same choice at the real price, never "I was told no"', () => {
    const ctx = contextFor(AT_CHECKOUT, 'en');
    const next = hiddenFees.en.followUpCopy?.(ctx, 'said_no', undefined);
    expect(next?.strategy).toContain("You still haven't paid, so the decision is yours: buy only if $242");
    expect(next?.opening).toContain('what is the all-in price for 2 tickets');
  });

  it('in Spanish, in usted', () => {
    const ctx = contextFor(AT_CHECKOUT, 'es');
    const shown = render(ctx);
    expectSays(shown.strategy, [
      'Todavía no compró, así que no hay nada que disputar',
      '2 boletos × $32 = $64',
      'o no compre',
    ]);
    expect(tuteoMarkers([shown.strategy, shown.call, shown.email, shown.points].join('\n'))).toEqual([]);
  });

  it('after buying, the refund plan stays', () => {
    const shown = render(contextFor({ ...AT_CHECKOUT, flags: {} }, 'en'));
    expect(shown.strategy).not.toContain("You haven't bought yet");
  });
});

describe('a covered resort fee refused outright ("it is in the terms and conditions")', () => {
  it('answers the terms with the fee rule, asks for the sum, and makes the card dispute the next step', () => {
    const kase: Partial<Case> = {
      subCase: 'fees_lodging',
      cardType: 'credit',
      feeName: 'resort fee',
      amounts: [
        { text: '129', value: 129, role: 'unit', per: 'night', count: 3 },
        { text: '45', value: 45, role: 'fee', per: 'night', count: 3 },
      ],
      dates: [{ text: 'nov 14', iso: '2026-11-14', role: 'service' }],
    };
    const es = hiddenFees.es.followUpCopy!(
      caseIn('es', { area: 'hidden_fees', ...kase }),
      'said_no',
      undefined,
      [],
    )!;
    expect(es.strategy).toContain(
      'escondido en los términos y condiciones o en una política no cumple la regla de la FTC',
    );
    expect(es.strategy).toContain(
      'dispute los $135 por escrito con el emisor de su tarjeta, dentro de los 60 días',
    );
    expect(es.opening).toContain('Les pido reembolsar los $135 a mi tarjeta.');
    const all = [es.strategy, es.opening, es.email.body, ...es.talkingPoints].join('\n');
    expect(all).not.toContain('cupón');
    expect(all).not.toContain('¿Qué cláusula es?');
    expect(tuteoMarkers(all)).toEqual([]);
    const en = hiddenFees.en.followUpCopy!(
      caseIn('en', { area: 'hidden_fees', ...kase }),
      'said_no',
      undefined,
      [],
    )!;
    expect(en.strategy).toContain('dispute the $135 in writing with your card issuer');
    expect(en.opening).toContain('I called on [date] about the $135 resort fee.');
    const first = callView(hiddenFees, caseIn('es', { area: 'hidden_fees', ...kase }));
    expect(first.points).toContain(
      'Pagó con tarjeta de crédito: si no se lo devuelven, dispute el cargo por escrito con el emisor de su tarjeta dentro de los 60 días',
    );
  });
});

describe('judge 26: a cancelled return flight bought on a travel site', () => {
  const FLIGHT: Partial<Case> = {
    subCase: 'fees_travel',
    amounts: [
      { text: '289', value: 289, role: 'unit', per: 'ticket', count: 2 },
      { text: '742', value: 742, role: 'billed' },
    ],
    dates: [{ text: 'dic 2', iso: '2026-12-02', role: 'service' }],
    feeName: 'service fee',
    flags: { flightCancelled: true, oneLegCancelled: true, feesNotChosen: true },
  };

  it('asks for the cancelled flight’s share, not the whole sum, and works out the fees above the fares', () => {
    const en = render(contextFor(FLIGHT, 'en'));
    expect(en.strategy).toContain('The airline cancelled one of your flights (the one on December 2, 2026)');
    expect(en.strategy).toContain(
      'you were charged 742 for 2 tickets at 289 ($578 in fares), so $164 went to fees',
    );
    expect(en.strategy).toContain("You didn't choose them: ask the seller in writing to take them off");
    expect(en.strategy).not.toContain('(742)');
    const es = render(contextFor(FLIGHT, 'es'));
    expect(es.strategy).toContain('le debe un reembolso en dinero de ese vuelo, su parte del boleto');
    expect(tuteoMarkers(es.strategy)).toEqual([]);
  });

  it('answers the airline and the site blaming each other with the merchant of record, only when they do', () => {
    const blamed = { ...FLIGHT, flags: { ...FLIGHT.flags, refundBlame: true } };
    for (const lang of LANGS) {
      const reply = hiddenFees[lang].followUpCopy?.(contextFor(blamed, lang), 'said_no', undefined, []);
      expect(reply?.strategy).toContain('merchant of record');
      expect(reply?.strategy).toContain('$164');
      expect(reply?.email.body).toContain(
        lang === 'en' ? 'Cc: [the other company]' : 'Copia: [la otra empresa]',
      );
      if (lang === 'es')
        expect(tuteoMarkers([reply?.strategy, reply?.opening, reply?.email.body].join(' '))).toEqual([]);
    }
    expect(hiddenFees.en.followUpCopy?.(contextFor(FLIGHT, 'en'), 'said_no', undefined, [])).toBeUndefined();
  });
});

describe('a significant schedule change the person turned down', () => {
  const CHANGED: Partial<Case> = {
    subCase: 'fees_travel',
    cardType: 'credit',
    flags: { flightCancelled: true, flightChanged: true },
    amounts: [{ text: '438', value: 438, role: 'unit', per: 'ticket', count: 2 }],
  };

  it('asks for the whole unused fare in money, says the change, not a cancellation, in both languages', () => {
    const en = render(contextFor(CHANGED, 'en'));
    expect(en.strategy).toContain('a significant change (3 hours or more within the US, 6 hours or more');
    expect(en.strategy).toContain('2 tickets × 438 = $876');
    expect(en.strategy).toContain('within 7 business days');
    expect(en.strategy).not.toContain('cancelled your flight');
    expect(en.emailBody).toContain('You changed my flight');
    expect(en.all.match(/miles|courtesy|where was it shown|rental/gi) ?? []).toEqual([]);
    const es = render(contextFor(CHANGED, 'es'));
    expect(es.strategy).toContain('los boletos que no usó (2 boletos × 438 = $876)');
    expect(es.emailBody).toContain('Ustedes cambiaron mi vuelo');
    expect(es.all).not.toMatch(/millas|cortesía|canceló|renta/i);
    expect(tuteoMarkers(es.all)).toEqual([]);
  });

  it('answers "operational reasons" and "basic fare, credit only" with the rule', () => {
    for (const lang of LANGS) {
      const step = hiddenFees[lang].nextStep?.(contextFor(CHANGED, lang), 'said_no', undefined) ?? '';
      expect(step).toContain('$876');
      expect(step).toMatch(
        lang === 'en' ? /"Operational reasons" and a basic fare/ : /"razones operativas" y una tarifa básica/,
      );
    }
  });
});

describe('judge 29: the hotel took off the parking but refused the resort fee', () => {
  const kase: Partial<Case> = {
    subCase: 'fees_lodging',
    cardType: 'credit',
    feeName: 'resort fee',
    amounts: [
      { text: '129', value: 129, role: 'unit', per: 'night', count: 3 },
      { text: '35', value: 35, role: 'fee', per: 'night', count: 3 },
      { text: '25', value: 25, role: 'unit', per: 'night', count: 3 },
    ],
  };
  const other = { name: 'parking', value: 25, perNight: true };

  it('confirms the other charge apart and answers the fee as their no, never as a part of it', () => {
    const en = hiddenFees.en.followUpCopy!(
      caseIn('en', { area: 'hidden_fees', ...kase }),
      'counter_offer',
      undefined,
      [],
      { otherRemoved: other },
    )!;
    expect(en.strategy).toContain('They took off the parking (3 nights × 25 = $75)');
    expect(en.strategy).toContain('not part of the resort fee');
    expect(en.strategy).toContain('dispute the $105 in writing with your card issuer, within 60 days');
    const taxed = hiddenFees.en.followUpCopy!(
      caseIn('en', { area: 'hidden_fees', ...kase, flags: { feeTaxed: true } }),
      'said_no',
      undefined,
      [],
    )!;
    expect(taxed.email.body).toContain(
      'Please refund the $105 and the tax charged on it to my original form',
    );
    const all = [en.strategy, en.opening, en.email.subject, en.email.body, ...en.talkingPoints].join('\n');
    expect(all).not.toMatch(/partial refund|part of the \$105|the other the rest/);
    const es = hiddenFees.es.followUpCopy!(
      caseIn('es', { area: 'hidden_fees', ...kase }),
      'said_no',
      undefined,
      [],
      { otherRemoved: { name: 'estacionamiento', value: 25, perNight: true } },
    )!;
    expect(es.strategy).toContain('Le quitaron el cobro de "estacionamiento" (3 noches × 25 = $75)');
    expect(es.strategy).toContain('dispute los $105 por escrito');
    const todo = [es.strategy, es.opening, es.email.body, ...es.talkingPoints].join('\n');
    expect(todo).not.toContain('reembolso parcial');
    expect(tuteoMarkers(todo)).toEqual([]);
  });
});

describe('template leaks: a flight is not a rental counter, and Spanish stays neutral', () => {
  const step = (kase: Partial<Case>, lang: Language, outcome: Outcome) =>
    hiddenFees[lang].nextStep?.(contextFor(kase, lang), outcome, undefined) ?? '';

  it('on a flight the person named, never asks for a signed rental agreement nor names a rental company', () => {
    for (const lang of LANGS) {
      const flight: Partial<Case> = { ...TRAVEL, flags: { airTravel: true } };
      const view = render(contextFor(flight, lang));
      expect(view.all).not.toMatch(
        /rental agreement|rental car|contrato de renta|auto de renta|arrendadora/iu,
      );
      expect(step(flight, lang, 'said_no')).not.toMatch(/rental agreement|contrato de renta/iu);
    }
  });

  it('at a rental counter the person named, keeps the rental papers and offers no airline miles', () => {
    for (const lang of LANGS) {
      const car: Partial<Case> = { ...TRAVEL, flags: { airTravel: false } };
      const view = render(contextFor(car, lang));
      expect(view.all).toMatch(/signed rental agreement|contrato de renta firmado/u);
      expect(view.all).not.toMatch(/\bmiles\b|\bmillas\b/iu);
    }
  });

  it('asks for a courtesy refund without a masculine self-description', () => {
    const view = render(contextFor(TRAVEL, 'es'));
    const rungs = Object.values(view.rungs)
      .map((rung) => rung.line)
      .join('\n');
    expect(rungs).toContain('Llevo tiempo como cliente de ustedes.');
    expect(view.all + rungs).not.toMatch(/buen cliente/u);
  });
});
