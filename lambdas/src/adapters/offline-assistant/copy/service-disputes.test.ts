import type { Language } from '@lane/shared';
import { describe, expect, it } from 'vitest';
import type { Case, SubCase } from '../../../domain/chat/case.js';
import { tuteoMarkers } from '../../../../test/spanish.js';
import { callView, caseIn, expectCallFits, expectSays, LANGS, STATE_LAW, stringsOf } from './test-support.js';
import { serviceDisputes } from './service-disputes.js';
import type { CopyContext } from './types.js';

const contextFor = (overrides: Partial<Case>, lang: Language): CopyContext =>
  caseIn(lang, { area: 'service_disputes', ...overrides });
/** Everything the person sees from this area's templates, section by section. */
const render = (ctx: CopyContext) => callView(serviceDisputes, ctx);

const PRICE_RISE: Partial<Case> = {
  subCase: 'service_price_rise',
  party: 'Comcast',
  amounts: [
    { text: '$60', value: 60, role: 'current' },
    { text: '$80', value: 80, role: 'proposed' },
  ],
};
const AFTER_CANCEL: Partial<Case> = {
  subCase: 'service_after_cancel',
  amounts: [{ text: '$45', value: 45, role: 'unit', per: 'month', count: 3 }],
  dates: [{ text: 'March 3, 2026', iso: '2026-03-03', role: 'cancelled' }],
  flags: { cancelled: true },
};
const MEMBERSHIP: Partial<Case> = { subCase: 'service_membership_cancel', party: 'FitLife Gym' };
const CONTRACTOR: Partial<Case> = {
  subCase: 'service_contractor_over_quote',
  amounts: [
    { text: '$1,200', value: 1200, role: 'quoted' },
    { text: '$1,650', value: 1650, role: 'billed' },
  ],
};
const OUTAGE: Partial<Case> = {
  subCase: 'service_outage',
  amounts: [{ text: '$60', value: 60, role: 'billed' }],
  dates: [{ text: 'June 2', iso: '2026-06-02', role: 'service' }],
};
const UNSURE: Partial<Case> = { confidence: 'unsure', subCase: 'service_price_rise' };
/** A rise that is a new fee the person names ("a new 'network access fee'"), company not named. */
const FEE_RISE: Partial<Case> = {
  subCase: 'service_price_rise',
  feeName: 'network access fee',
  amounts: [
    { text: '65', value: 65, role: 'current' },
    { text: '85', value: 85, role: 'proposed' },
  ],
};
/** A roofer's 8.5k written quote, 4,000 paid up front, and an 11,200 bill. */
const CONTRACTOR_PAID: Partial<Case> = {
  subCase: 'service_contractor_over_quote',
  amounts: [
    { text: '8.5k', value: 8500, role: 'quoted' },
    { text: '4,000', value: 4000, role: 'paid' },
    { text: '11,200', value: 11200, role: 'billed' },
  ],
};
/** A gym membership at 54.99 a month, and the person has moved away. */
const MEMBERSHIP_MOVED: Partial<Case> = {
  subCase: 'service_membership_cancel',
  amounts: [{ text: '54.99', value: 54.99, role: 'unit', per: 'month' }],
  flags: { movedAway: true },
};

const EVERY_CASE: [string, Partial<Case>][] = [
  ['service_price_rise', PRICE_RISE],
  ['service_price_rise (utility)', { ...PRICE_RISE, party: 'City Electric' }],
  ['service_after_cancel', AFTER_CANCEL],
  ['service_membership_cancel', MEMBERSHIP],
  ['service_contractor_over_quote', CONTRACTOR],
  ['service_outage', OUTAGE],
  ['an unsure reading', UNSURE],
  ['service_price_rise with a named fee', FEE_RISE],
  ['service_contractor_over_quote with part paid', CONTRACTOR_PAID],
  ['service_membership_cancel after a move', MEMBERSHIP_MOVED],
  ...(
    [
      'service_price_rise',
      'service_after_cancel',
      'service_membership_cancel',
      'service_contractor_over_quote',
      'service_outage',
    ] satisfies SubCase[]
  ).map((subCase): [string, Partial<Case>] => [`${subCase} with no figures`, { subCase }]),
];

/** Words that would cite a rule not in the reviewed table. */
const CLICK_TO_CANCEL = /click|clic|negative option|opción negativa|federal rule|regla federal/i;
const BARGAINING = /half|mitad|discount|descuento|payment plan|plan de pagos/i;

describe('service disputes copy, in every sub-case and language', () => {
  for (const [name, overrides] of EVERY_CASE) {
    for (const lang of LANGS) {
      it(`${name} (${lang}) gives six worded rungs, a short email, at most three questions and fits the answer`, () => {
        const out = render(contextFor(overrides, lang));
        expectCallFits(out);
      });

      it(`${name} (${lang}) states no state law and cites no click-to-cancel rule`, () => {
        const out = render(contextFor(overrides, lang));
        expect(out.all).not.toMatch(STATE_LAW);
        expect(out.all).not.toMatch(CLICK_TO_CANCEL);
      });

      if (lang === 'es') {
        it(`${name} speaks usted in every Spanish string`, () => {
          const ctx = contextFor(overrides, 'es');
          const strings = stringsOf(serviceDisputes, ctx);
          for (const text of strings) expect(tuteoMarkers(text), text).toEqual([]);
          expect(strings.join(' ')).not.toMatch(/dispuest[oa]/);
        });
      }
    }
  }

  it('never invents a figure: with none given, the money is written as [placeholders]', () => {
    for (const subCase of [
      'service_after_cancel',
      'service_contractor_over_quote',
      'service_price_rise',
    ] as const) {
      for (const lang of LANGS) {
        const out = render(contextFor({ subCase }, lang));
        expect(out.all).not.toMatch(/\$\s?\d|\d+ (?:dollars|dólares)/);
        expect(out.shown).toMatch(/\[[^\]]+\]/);
      }
    }
  });
});

describe('a price rise on an internet, phone or TV bill', () => {
  it('names the old and new price with the computed rise, and asks for the old price back', () => {
    const en = render(contextFor(PRICE_RISE, 'en'));
    expect(en.strategy).toContain('from $60 to $80 ($20 more, 33.3%)');
    expect(en.call).toContain('my old price of $60 back');
    expect(en.rungs.credit.line).toContain('$20 monthly credit');
    expect(en.rungs.retention.label).toMatch(/retention/i);
    expect(en.routes).toContain('consumercomplaints.fcc.gov');

    const es = render(contextFor(PRICE_RISE, 'es'));
    expect(es.strategy).toContain('de $60 a $80 ($20 más, un 33,3%)');
    expect(es.call).toContain('mi precio de $60');
    expect(es.routes).toContain('FCC');
  });

  it("asks for the competitor's price and the old price when they weren't given", () => {
    const out = render(contextFor({ subCase: 'service_price_rise', party: 'Spectrum' }, 'en'));
    expect(out.questionList).toContain('What did you pay before the rise?');
    expect(out.questionList.some((question) => /another provider/.test(question))).toBe(true);
  });

  it('asks whether it is internet or a utility when the company is not named', () => {
    const out = render(contextFor({ ...PRICE_RISE, party: undefined }, 'en'));
    expect(out.questionList.some((question) => /utility/.test(question))).toBe(true);
    expect(out.routes).toMatch(/FCC.*public utility commission/);
  });

  it('for a utility, asks what raised the bill and points to the state utility commission instead of retention', () => {
    for (const lang of LANGS) {
      const out = render(contextFor({ ...PRICE_RISE, party: 'City Electric' }, lang));
      expect(out.call).toMatch(lang === 'en' ? /budget billing/ : /facturación nivelada/);
      expect(out.call).not.toMatch(/retention|retención/i);
      expect(out.routes).toMatch(
        lang === 'en' ? /public utility commission/ : /comisión de servicios públicos/,
      );
      expect(out.routes).not.toContain('FCC');
    }
  });

  it('judges an offer against the old and new price: the old price is accepted, part of the way countered', () => {
    const ctx = contextFor(PRICE_RISE, 'en');
    const judge = serviceDisputes.en.judgeOffer!;
    expect(judge(ctx, 60)).toBe('accept');
    expect(judge(ctx, 70)).toBe('counter');
    expect(judge(ctx, 80)).toBe('decline');
    expect(judge(ctx, 20)).toBe('accept');
    expect(judge(ctx, 10)).toBe('counter');
  });
});

describe('charges after a cancellation', () => {
  it('counts the charges after the cancellation date and asks for all of them back', () => {
    const en = render(contextFor(AFTER_CANCEL, 'en'));
    expectSays(en.strategy, ['March 3, 2026', '3 charges × $45 = $135']);
    expect(en.call).toContain('refund every charge after March 3, 2026');
    expect(en.email).toContain('$135');
    expect(en.email).toMatch(/proof attached/);

    const es = render(contextFor(AFTER_CANCEL, 'es'));
    expect(es.strategy).toContain('3 cargos × $45 = $135');
    expect(es.call).toContain('reembolsar cada cargo posterior al March 3, 2026');
  });

  it('never bargains over charges made after the cancellation', () => {
    for (const lang of LANGS) {
      const out = render(contextFor(AFTER_CANCEL, lang));
      expect(out.call).not.toMatch(BARGAINING);
      expect(out.email).not.toMatch(BARGAINING);
    }
  });

  it('asks whether the charges went on a credit card, and for the cancellation date when missing', () => {
    const withDate = render(contextFor(AFTER_CANCEL, 'en'));
    expect(withDate.questionList).toEqual(['Did these charges go on a credit card?']);
    const noDate = render(contextFor({ subCase: 'service_after_cancel' }, 'es'));
    expect(noDate.questionList[0]).toBe('¿Estos cargos se hicieron a una tarjeta de crédito?');
    expect(noDate.questionList.some((question) => /qué día canceló/i.test(question))).toBe(true);
    expect(noDate.call).toContain('[fecha de cancelación]');
  });

  it('leaves the vacated click-to-cancel rule to the caution, never citing it', () => {
    const ctx = contextFor(AFTER_CANCEL, 'en');
    expect(ctx.ruling.cautions.map((fact) => fact.id)).toContain('ftc-click-to-cancel-vacated');
    expect(render(ctx).all).not.toMatch(CLICK_TO_CANCEL);
  });

  it('accepts a refund of the whole $135 and counters anything less', () => {
    const ctx = contextFor(AFTER_CANCEL, 'en');
    expect(serviceDisputes.en.judgeOffer!(ctx, 135)).toBe('accept');
    expect(serviceDisputes.en.judgeOffer!(ctx, 60)).toBe('counter');
  });
});

describe('a membership that will not let the person cancel', () => {
  it('cancels in writing by the contract’s method, asks for the clause and for stopping the recurring payment', () => {
    const en = render(contextFor(MEMBERSHIP, 'en'));
    expect(en.strategy).toMatch(/certified mail/);
    expect(en.strategy).toMatch(/which clause/);
    expect(en.strategy).toMatch(/bank how to stop the recurring payment/);
    expect(en.email).toMatch(/which clause/);
    expect(en.questionList[0]).toMatch(/contract say about how to cancel/);

    const es = render(contextFor(MEMBERSHIP, 'es'));
    expect(es.strategy).toMatch(/correo certificado/);
    expect(es.strategy).toMatch(/cláusula/);
    expect(es.strategy).toMatch(/pago recurrente/);
  });

  it('asks whether they have been charged since, which would make it charges after cancelling', () => {
    const out = render(contextFor(MEMBERSHIP, 'en'));
    expect(out.questionList).toContain('Have they charged you since you asked to cancel?');
  });

  it('does not bargain and never quotes a federal cancellation rule', () => {
    for (const lang of LANGS) {
      const out = render(contextFor(MEMBERSHIP, lang));
      expect(out.call).not.toMatch(BARGAINING);
      expect(out.all).not.toMatch(/FTC rule|regla de la FTC|click|clic/i);
    }
  });
});

describe('a contractor who billed above the written quote', () => {
  it('keeps the quote as the quote and the bill as the bill, with the $450 difference', () => {
    const en = render(contextFor(CONTRACTOR, 'en'));
    expect(en.strategy).toContain('written quote was $1,200; the bill is $1,650, $450 over the quote');
    expect(en.call).toContain('Your written quote was $1,200, and the bill is $1,650: $450 more');
    expect(en.all).not.toMatch(/\$1,200 (?:bill|invoice)|(?:bill|invoice) (?:is|of|was) \$1,200/);
    expect(en.all).not.toMatch(/\$1,650 (?:quote|estimate)|(?:quote|estimate) (?:is|of|was) \$1,650/);

    const es = render(contextFor(CONTRACTOR, 'es'));
    expect(es.strategy).toContain(
      'La cotización por escrito fue de $1,200; la factura es de $1,650, $450 por encima',
    );
    expect(es.all).not.toMatch(/factura (?:es |fue )?de \$1,200|cotización (?:es |fue )?de \$1,650/);
  });

  it('asks for an itemized invoice and approved change orders, and offers the quote plus approved changes', () => {
    const en = render(contextFor(CONTRACTOR, 'en'));
    expect(en.call).toMatch(/itemized invoice/);
    expect(en.call).toMatch(/change order/);
    expect(en.email).toContain('I will pay the quoted $1,200 plus any approved changes');
    expect(en.routes).toMatch(/contractor licensing board/);

    const es = render(contextFor(CONTRACTOR, 'es'));
    expect(es.email).toContain('Pagaré los $1,200 cotizados más los cambios aprobados');
    expect(es.routes).toMatch(/junta de licencias de contratistas/);
  });

  it('turns written approval for extra work into something to check, not a stated law', () => {
    const en = render(contextFor(CONTRACTOR, 'en'));
    expect(en.points).toMatch(
      /Check your state's contractor licensing board.*whether extra work needs your written approval/,
    );
    expect(en.questionList).toContain('Did you approve any extra work, in writing or by text?');
    const approved = render(contextFor({ ...CONTRACTOR, flags: { unapprovedWork: true } }, 'en'));
    expect(approved.email).toContain('I did not approve any extra work.');
    expect(approved.questionList).not.toContain('Did you approve any extra work, in writing or by text?');
  });

  it('declines an offer between the quote and the bill (work never approved is not owed), accepts the quote', () => {
    const ctx = contextFor(CONTRACTOR, 'en');
    const judge = serviceDisputes.en.judgeOffer!;
    expect(judge(ctx, 1200)).toBe('accept');
    expect(judge(ctx, 1400)).toBe('decline');
    expect(judge(ctx, 1650)).toBe('decline');
    expect(judge(ctx, 450)).toBe('accept');
    expect(judge(ctx, 200)).toBe('counter');
  });

  it('counters an offer above the quote when the person said yes out loud to some of the extra work', () => {
    const ctx = contextFor({ ...CONTRACTOR, flags: { approvedVerbally: true } }, 'en');
    expect(serviceDisputes.en.judgeOffer!(ctx, 1400)).toBe('counter');
  });
});

describe('an outage', () => {
  it('asks for a credit for the days without service, worked out per day from the monthly bill', () => {
    const en = render(contextFor(OUTAGE, 'en'));
    expect(en.strategy).toMatch(/credit for every day it was out: at \$60 a month, about \$2 a day/);
    expect(en.call).toContain('My service was out from June 2 to [date]');
    const es = render(contextFor(OUTAGE, 'es'));
    expect(es.strategy).toMatch(/crédito por cada día sin servicio: a \$60 al mes, son unos \$2 por día/);
  });

  it('asks for the dates and the monthly price when missing', () => {
    const out = render(contextFor({ subCase: 'service_outage', party: 'Verizon' }, 'en'));
    expect(out.questionList).toEqual(['Which dates was the service out?', 'What do you pay a month?']);
  });
});

describe('an unsure reading', () => {
  it('gives a safe first step and asks which situation it is', () => {
    for (const lang of LANGS) {
      const out = render(contextFor(UNSURE, lang));
      expect(out.strategy).toMatch(lang === 'en' ? /don't pay or agree/ : /no pague ni acepte/);
      expect(out.questionList[0]).toMatch(
        lang === 'en'
          ? /price went up.*cancel.*quote.*went out/
          : /subieron el precio.*cancelar.*cotización.*sin servicio/,
      );
      expect(out.call).not.toMatch(/retention|retención/i);
    }
  });
});

// --- after the first answer: the next step for each sub-case, and the honest route ---

const OUTCOMES = ['said_no', 'counter_offer', 'agreed', 'no_reply', 'pay_now'] as const;
const SURE_CASES = EVERY_CASE.filter(([name]) => name !== 'an unsure reading');

function nextStep(
  overrides: Partial<Case>,
  lang: Language,
  outcome: (typeof OUTCOMES)[number],
  offer?: string,
) {
  return serviceDisputes[lang].nextStep!(contextFor(overrides, lang), outcome, offer);
}

describe('the next step after the company answers', () => {
  for (const [name, overrides] of SURE_CASES) {
    for (const lang of LANGS) {
      it(`${name} (${lang}): one to three sentences, no state law, no click-to-cancel rule${lang === 'es' ? ', usted' : ''}`, () => {
        for (const outcome of OUTCOMES) {
          for (const offer of [undefined, '$25', lang === 'en' ? 'half' : 'la mitad']) {
            const step = nextStep(overrides, lang, outcome, offer);
            if (step === undefined) continue;
            const sentences = step.split(/(?<=[.!?])\s+(?=[A-ZÁÉÍÓÚÑ¿])/);
            expect(sentences.length, step).toBeLessThanOrEqual(3);
            expect(step).not.toMatch(STATE_LAW);
            expect(step).not.toMatch(CLICK_TO_CANCEL);
            expect(step).not.toMatch(/undefined|NaN/);
            if (lang === 'es') expect(tuteoMarkers(step), step).toEqual([]);
          }
        }
      });
    }
  }

  it('echoes the sum they offered or demand in every internet, phone or TV sub-case', () => {
    for (const [, overrides] of SURE_CASES.filter(([name]) => !name.includes('utility'))) {
      for (const lang of LANGS) {
        expect(nextStep(overrides, lang, 'counter_offer', '$25')).toContain('$25');
        expect(nextStep(overrides, lang, 'pay_now', '$150')).toContain('$150');
      }
    }
  });

  it('a gym that wants a payment today to let the person cancel: the contract decides, confirmed in writing first', () => {
    const en = nextStep(MEMBERSHIP, 'en', 'pay_now', '150')!;
    expect(en).toMatch(/^They want 150 today to let you cancel\./);
    expectSays(en, [
      "Ask for the contract's cancellation clause in writing",
      'pay a cancellation fee only if your signed contract sets it, and only that amount',
      'get the cancellation confirmed in writing, with a zero balance, before you pay',
      'dispute the charges with your card issuer or bank',
    ]);

    const es = nextStep(MEMBERSHIP, 'es', 'pay_now', '150')!;
    expect(es).toMatch(/^Le piden 150 hoy para dejarle cancelar\./);
    expectSays(es, [
      'cláusula de cancelación del contrato',
      'solo si su contrato firmado lo fija',
      'confirmación de la cancelación por escrito, con saldo en cero, antes de pagar',
    ]);
  });

  it('a gym that says no: a certified letter with a return receipt, then the bank', () => {
    expect(nextStep(MEMBERSHIP, 'en', 'said_no')).toMatch(
      /certified letter with a return receipt.*bank or card issuer/,
    );
    expect(nextStep(MEMBERSHIP, 'es', 'no_reply')).toMatch(/carta certificada/);
    expect(nextStep(MEMBERSHIP, 'en', 'counter_offer', 'a free month')).toMatch(
      /They offered a free month\. A freeze or a discount is not a cancellation/,
    );
  });

  it('a price rise: after a no, the retention department, with another company’s price', () => {
    expect(nextStep(PRICE_RISE, 'en', 'said_no')).toMatch(/retention .*department.*another company's price/);
    expect(nextStep(PRICE_RISE, 'es', 'said_no')).toMatch(/departamento de retención.*otra compañía/);
  });

  it('a price rise: weighs a share of the rise as the new monthly price, then uses the retention lever', () => {
    const en = nextStep(PRICE_RISE, 'en', 'counter_offer', 'half')!;
    expectSays(en, [
      "They offered half: if that's half of the $20 rise, about $70 a month instead of $80.",
      'ask for the retention department',
      'your old price of $60',
    ]);
    const es = nextStep(PRICE_RISE, 'es', 'counter_offer', 'la mitad')!;
    expectSays(es, [
      'si es la mitad del aumento de $20, pagaría unos $70 al mes en lugar de $80',
      'departamento de retención',
      'otra compañía',
    ]);
  });

  it('a price rise: an offer back at the old price is taken in writing, not pushed further', () => {
    const en = nextStep(PRICE_RISE, 'en', 'counter_offer', '$20')!;
    expectSays(en, [
      'about $60 a month instead of $80',
      "That's no more than your old price of $60: accept it in writing",
    ]);
    expect(en).not.toContain('retention');
  });

  it('a price rise still gets its next step when the first reading was unsure but gave both prices', () => {
    const unsure: Partial<Case> = { ...PRICE_RISE, confidence: 'unsure' };
    expect(contextFor(unsure, 'es').subCase).toBeUndefined();
    expect(nextStep(unsure, 'es', 'counter_offer', 'la mitad')).toMatch(/retención/);
    expect(serviceDisputes.es.subject(contextFor(unsure, 'es'))).toBe('el nuevo precio de $80');
    for (const outcome of OUTCOMES) expect(nextStep(UNSURE, 'en', outcome, '$25')).toBeUndefined();
  });

  it('a utility price rise: no retention department, the state utility commission instead', () => {
    const utility = { ...PRICE_RISE, party: 'City Electric' };
    for (const lang of LANGS) {
      const step = nextStep(utility, lang, 'said_no')!;
      expect(step).not.toMatch(/retention|retención/i);
      expect(step).toMatch(lang === 'en' ? /public utility commission/ : /comisión de servicios públicos/);
    }
  });

  it('charges after a cancellation: nothing paid for service after it, and a collector gets the proof in writing', () => {
    const en = nextStep(AFTER_CANCEL, 'en', 'pay_now', '$135')!;
    expect(en).toContain("Don't pay $135 for service after your cancellation");
    expect(en).toMatch(/collection agency.*dispute the debt in writing/);
    expect(nextStep(AFTER_CANCEL, 'en', 'counter_offer', '$45')).toContain(
      'They offered $45 of the $135: every charge after your cancellation should come back',
    );
    expect(nextStep(AFTER_CANCEL, 'es', 'said_no')).toMatch(/emisor de la tarjeta o a su banco/);
  });

  it('a contractor over the quote who wants payment today: pay the quote, dispute the rest in writing', () => {
    const en = nextStep(CONTRACTOR, 'en', 'pay_now', '$1,650')!;
    expectSays(en, [
      'Pay the quoted $1,200 now (plus any change you approved in writing)',
      'dispute the rest in writing',
      "don't pay $1,650 just to end the pressure",
    ]);
    const es = nextStep(CONTRACTOR, 'es', 'pay_now', '$1,650')!;
    expectSays(es, ['Pague ahora los $1,200 cotizados', 'dispute el resto por escrito']);
  });

  it('a contractor offer: down to the quote is accepted as paid in full, anything above is not owed', () => {
    expect(nextStep(CONTRACTOR, 'en', 'counter_offer', '$1,200')).toMatch(
      /brings it to the quote.*paid in full/,
    );
    expect(nextStep(CONTRACTOR, 'en', 'counter_offer', '$1,500')).toMatch(
      /you owe the quoted \$1,200, not a price halfway to their bill/,
    );
    expect(nextStep(CONTRACTOR, 'en', 'agreed')).toMatch(/lien waiver/);
  });

  it('an outage: the credit in writing, then the complaint route for the kind of service', () => {
    expect(nextStep(OUTAGE, 'en', 'said_no')).toMatch(/FCC.*public utility commission/);
    expect(nextStep({ ...OUTAGE, party: 'Verizon' }, 'es', 'said_no')).toMatch(/FCC/);
    expect(nextStep(OUTAGE, 'en', 'counter_offer', '$10')).toContain(
      'They offered $10; at about $2 a day of service',
    );
  });
});

describe('the honest route after a refusal to deceive', () => {
  for (const [name, overrides] of EVERY_CASE) {
    for (const lang of LANGS) {
      it(`${name} (${lang}) gives one or two honest sentences`, () => {
        const route = serviceDisputes[lang].honestRoute!(contextFor(overrides, lang));
        const sentences = route.split(/(?<=[.!?])\s+(?=[A-ZÁÉÍÓÚÑ¿])/);
        expect(sentences.length).toBeGreaterThanOrEqual(1);
        expect(sentences.length).toBeLessThanOrEqual(2);
        expect(route).not.toMatch(STATE_LAW);
        expect(route).not.toMatch(CLICK_TO_CANCEL);
        if (lang === 'es') expect(tuteoMarkers(route), route).toEqual([]);
      });
    }
  }

  it('cancels a membership by certified letter, with no invented reason', () => {
    const en = serviceDisputes.en.honestRoute!(contextFor(MEMBERSHIP, 'en'));
    expectSays(en, [
      "You don't need an excuse to cancel: a certified letter with a return receipt",
      'a real medical reason',
    ]);
    expect(en).not.toMatch(/I was (?:in the )?hospital/i);
    expect(serviceDisputes.es.honestRoute!(contextFor(MEMBERSHIP, 'es'))).toContain(
      'carta certificada con acuse de recibo',
    );
  });
});

describe('charges after a cancellation without a count', () => {
  it('names the monthly charge instead of a placeholder', () => {
    const monthly: Partial<Case> = {
      subCase: 'service_after_cancel',
      amounts: [{ text: '55', value: 55, role: 'unit', per: 'month' }],
    };
    expect(render(contextFor(monthly, 'en')).strategy).toContain('should come back: 55 a month.');
    expect(render(contextFor(monthly, 'es')).strategy).toContain('se le debe devolver: 55 al mes.');
  });
});

describe('a price rise that is a new fee the person names', () => {
  it('names the fee and its monthly sum, asks where the terms allow it, and gives the complaint routes', () => {
    const en = render(contextFor(FEE_RISE, 'en'));
    expect(en.strategy).toContain(
      'Your bill went from 65 to 85, and $20 a month of that is a new "network access fee".',
    );
    expect(en.strategy).toMatch(/which part of your contract or terms of service allows it/);
    expect(en.strategy).toMatch(/FCC \(consumercomplaints\.fcc\.gov\).*your state attorney general/);
    expect(en.call).toContain('Please remove the network access fee and credit the charges for it so far.');
    expect(en.email).toContain('the new network access fee ($20 a month)');
    // They said it is not a promotion ending: the fee plan does not guess one.
    expect(en.all).not.toMatch(/ended promotion|promotion close to it/);
    expect(serviceDisputes.en.subject(contextFor(FEE_RISE, 'en'))).toBe('the new network access fee');

    const es = render(contextFor(FEE_RISE, 'es'));
    expect(es.strategy).toContain('y $20 al mes de eso son un cargo nuevo llamado "network access fee"');
    expect(es.strategy).toMatch(/contrato o de las condiciones del servicio/);
    expect(es.strategy).toMatch(/FCC.*fiscal general de su estado/);
  });

  it('says a Spanish fee name the Spanish way, and sends a utility fee to the utility commission', () => {
    const es = render(contextFor({ ...FEE_RISE, feeName: 'cargo de servicio' }, 'es'));
    expect(es.call).toContain('por un nuevo cargo de servicio, de $20 al mes');
    const utility = render(contextFor({ ...FEE_RISE, party: 'City Electric' }, 'en'));
    expect(utility.strategy).toMatch(/public utility commission/);
    expect(utility.strategy).not.toMatch(/FCC|retention/);
  });

  it('after a no, asks for the terms in writing and names the complaint routes', () => {
    expect(nextStep(FEE_RISE, 'en', 'said_no')).toMatch(/network access fee.*FCC.*attorney general/);
    expect(nextStep(FEE_RISE, 'es', 'no_reply')).toMatch(/"network access fee".*FCC/);
  });
});

describe('a contractor paid in part before billing above the quote', () => {
  it('works out what is left on the quote after the payment and never asks to pay the whole quote again', () => {
    const en = render(contextFor(CONTRACTOR_PAID, 'en'));
    expect(en.strategy).toContain(
      "You've paid 4,000, so $4,500 is left on the quote, not the $7,200 the bill asks for.",
    );
    expect(en.strategy).toMatch(/by check or card with a receipt/);
    expect(en.call).toContain("I'll pay the $4,500 left on the quote plus any change I approved in writing.");
    expectSays(en.email, [
      'I have paid 4,000; I will pay the $4,500 left on the quote',
      'billed on an 8.5k quote',
    ]);
    expect(en.points).toMatch(/lien waiver/);
    expect(en.all).not.toMatch(/pay 8\.5k now|I can pay 8\.5k|pay the quoted 8\.5k/i);
    expect(serviceDisputes.en.subject(contextFor(CONTRACTOR_PAID, 'en'))).toBe(
      'the 11,200 bill on an 8.5k quote',
    );

    const es = render(contextFor(CONTRACTOR_PAID, 'es'));
    expect(es.strategy).toContain('Usted ya pagó 4,000, así que quedan $4,500 de la cotización');
    expect(es.all).not.toMatch(/pagar 8\.5k ahora|los 8\.5k cotizados/);
  });

  it('an amount off for cash today: the bill it makes, what is left after the payment, the lien as a question', () => {
    const en = nextStep(CONTRACTOR_PAID, 'en', 'counter_offer', '1k')!;
    expect(en).toContain(
      'They offered 1k: that makes the bill $10,200, or $6,200 more after the 4,000 you paid, against $4,500 left on the quote.',
    );
    expect(en).toMatch(/change order/);
    expect(en).toMatch(/never in cash without one/);
    expect(en).toMatch(/ask your state's contractor licensing board whether they can file one/);
    const es = nextStep(CONTRACTOR_PAID, 'es', 'counter_offer', '1k')!;
    expect(es).toContain('la factura quedaría en $10,200, o $6,200 más después de los 4,000 que pagó');
    expect(es).toMatch(/gravamen \(lien\)/);
  });

  it('a demand to pay today: the balance on the quote, never the whole quote again', () => {
    const en = nextStep(CONTRACTOR_PAID, 'en', 'pay_now')!;
    expectSays(en, [
      'Pay the $4,500 left on the quote (plus any change you approved in writing)',
      "don't pay $7,200 just to end the pressure",
    ]);
    expect(en).toMatch(/lien/);
    expect(nextStep(CONTRACTOR_PAID, 'es', 'pay_now')).toContain(
      'Pague los $4,500 que quedan de la cotización',
    );
  });

  it('judges an offer against what is left on the quote', () => {
    const ctx = contextFor(CONTRACTOR_PAID, 'en');
    const judge = serviceDisputes.en.judgeOffer!;
    expect(judge(ctx, 2700)).toBe('accept');
    expect(judge(ctx, 1000)).toBe('counter');
    expect(judge(ctx, 4500)).toBe('accept');
    expect(judge(ctx, 6200)).toBe('decline');
    expect(judge(ctx, 11200)).toBe('decline');
  });
});

describe('a membership after the person moved away', () => {
  it('asks about a relocation clause with proof of the new address, and the card dispute if charges go on', () => {
    const en = render(contextFor(MEMBERSHIP_MOVED, 'en'));
    expect(en.strategy).toMatch(/relocation clause.*proof of the new address/);
    expect(en.strategy).toMatch(/if you signed up online, ask to cancel the same way/);
    expect(en.strategy).toContain(
      'if they keep charging 54.99 a month after your cancellation, dispute those charges',
    );
    expect(en.rungs.credit.label).toBe('Relocation');
    expect(en.email).toContain('(54.99 a month)');
    expect(en.call).not.toMatch(BARGAINING);

    const es = render(contextFor(MEMBERSHIP_MOVED, 'es'));
    expect(es.strategy).toMatch(/cláusula de mudanza.*nueva dirección/);
    expect(es.strategy).toMatch(/si se inscribió por internet, pida cancelar de la misma forma/);
    expect(es.strategy).toMatch(/dispute esos cargos con el emisor de su tarjeta o su banco/);
    expect(es.call).not.toMatch(BARGAINING);
  });

  it('writes no cancellation-date placeholder when the person gave no date', () => {
    for (const lang of LANGS) {
      const out = render(contextFor(MEMBERSHIP_MOVED, lang));
      expect(out.all).not.toMatch(/\[cancellation date\]|\[fecha de cancelación\]/);
    }
    expect(render(contextFor(MEMBERSHIP_MOVED, 'en')).call).toContain('effective today');
    const dated = render(
      contextFor({ ...MEMBERSHIP, dates: [{ text: 'March 3', iso: '2026-03-03', role: 'cancelled' }] }, 'en'),
    );
    expect(dated.strategy).toContain('no charges after March 3');
  });

  it('says nothing about a move when the person did not move', () => {
    const en = render(contextFor(MEMBERSHIP, 'en'));
    expect(en.all).not.toMatch(/relocation|moved/i);
    expect(en.rungs.credit.label).toBe('Show the clause');
  });
});

describe('the same advice in both languages', () => {
  const PAID_THE_QUOTE: Partial<Case> = {
    subCase: 'service_contractor_over_quote',
    amounts: [
      { text: '1.8k', value: 1800, role: 'quoted' },
      { text: '2,950', value: 2950, role: 'billed' },
      { text: '1,800', value: 1800, role: 'paid' },
      { text: '1,150', value: 1150, role: 'billed' },
    ],
  };

  it('a contractor paid the whole quote: an offer on the extras is weighed as extras no one priced, never split', () => {
    const en = nextStep(PAID_THE_QUOTE, 'en', 'counter_offer', '575')!;
    expect(en).toContain(
      'They offered 575: the bill would be $2,375, so $575 more on top of the 1,800 you already paid, which covers the whole quote.',
    );
    const es = nextStep(PAID_THE_QUOTE, 'es', 'counter_offer', '575')!;
    expect(es).toContain(
      'Le ofrecieron 575: la factura quedaría en $2,375, o sea $575 más, además de los 1,800 que ya pagó, que cubren toda la cotización.',
    );
    for (const step of [en, es]) {
      expect(step).toMatch(/1,150/);
      expect(step).toMatch(/permit|permiso/);
      expect(step).not.toMatch(/counter close to it|contraoferta cercana/);
    }
    expect(tuteoMarkers(es)).toEqual([]);
  });

  it('a mover holding goods with no estimate figure: 110% of the estimate, named once, with no placeholder', () => {
    const held: Partial<Case> = { subCase: 'service_movers_held', flags: { interstate: true } };
    const en = nextStep(held, 'en', 'counter_offer', '400')!;
    expect(en).toContain(
      'They offered 400. Compare it with 110% of your estimate: that is all they can demand',
    );
    const es = nextStep(held, 'es', 'counter_offer', '400')!;
    expect(es).toContain(
      'Le ofrecieron 400. Compárelo con el 110 % de su estimado: es todo lo que pueden exigir',
    );
    expect(es).not.toContain('[estimado]');
  });

  it('a mover holding goods on a given estimate: the sum that releases them, in both languages', () => {
    const held: Partial<Case> = {
      subCase: 'service_movers_held',
      flags: { interstate: true },
      amounts: [{ text: '3,200', value: 3200, role: 'estimated' }],
    };
    expect(nextStep(held, 'en', 'counter_offer', '5,000')).toContain(
      'Compare it with $3,520, 110% of your 3,200: that is all',
    );
    expect(nextStep(held, 'es', 'counter_offer', '5,000')).toContain(
      'Compárelo con $3,520, el 110 % de su estimado de 3,200: es todo',
    );
  });
});

describe('a monthly fee added to a plan sold at a promised flat price', () => {
  /** "they promised me 79.99 flat no extra fees … now a 7.99 'network fee' every month since march" (today Nov 22). */
  const promised = (lang: Language) =>
    contextFor(
      {
        subCase: 'service_price_rise',
        party: 'Spectrum',
        feeName: 'network fee',
        amounts: [
          { text: '79.99', value: 79.99, role: 'current' },
          { text: '7.99', value: 7.99, role: 'fee', per: 'month', count: 8 },
        ],
        flags: { fixedPrice: true },
      },
      lang,
    );

  it('holds them to the promise, works out 8 × 7.99 = $63.92 and asks for the sign-up recording', () => {
    const en = render(promised('en'));
    expectSays(en.strategy, [
      'they promised you 79.99 a month flat, with no extra fees',
      'since March',
      'Hold them to 79.99',
      '8 months × 7.99 = $63.92',
      'recording of your sign-up call',
    ]);
    expectSays(en.call, ['I was promised 79.99 a month flat', 'credit the $63.92']);
    expectSays(en.emailBody, ['Credit the $63.92.', 'Remove the network fee so my bill is 79.99 again.']);
    expect(en.strategy).not.toContain('Your bill went up');
    const es = render(promised('es'));
    expectSays(es.strategy, ['le prometieron 79.99 al mes fijo', 'desde marzo', '8 meses × 7.99 = $63.92']);
    for (const text of stringsOf(serviceDisputes, promised('es')))
      expect(tuteoMarkers(text), text).toEqual([]);
  });

  it('answers "everyone pays it" with the promise, not a new price haggle', () => {
    const step = serviceDisputes.en.nextStep!(promised('en'), 'said_no', undefined)!;
    expectSays(step, ['"Everyone pays it" isn\'t what you were sold', 'the $63.92 to credit back']);
  });

  it('without a promise, the fee is still asked about by the terms', () => {
    const plain = contextFor({ ...FEE_RISE }, 'en');
    expect(render(plain).strategy).not.toContain('promised');
  });
});

describe('a lower internet price asked for, and the rep hanging up', () => {
  /** "pago 95 al mes de internet … la competencia da lo mismo por 60". */
  const lower = (lang: Language, hungUp?: boolean) =>
    contextFor(
      {
        subCase: 'service_price_rise',
        amounts: [
          { text: '95', value: 95, role: 'current', per: 'month' },
          { text: '60', value: 60, role: 'market' },
        ],
        ...(hungUp ? { flags: { hungUp: true } } : {}),
      },
      lang,
    );

  it('asks to match the competitor, with the gap worked out, never "your bill went up"', () => {
    const en = render(lower('en'));
    expectSays(en.strategy, ['You pay 95 a month', '$35 a month apart, $420 a year', 'retention']);
    expect(en.strategy).not.toContain('went up');
    const es = render(lower('es'));
    expectSays(es.strategy, ['Usted paga 95 al mes', '$35 de diferencia al mes']);
    expect(es.strategy).not.toContain('subió');
  });

  it('after "me colgaron": call back, ask for retention or cancellations, note the time, have the 60 ready', () => {
    const es = serviceDisputes.es.followUpCopy!(lower('es', true), 'no_reply', undefined)!;
    expectSays(es.strategy, [
      'Que le cuelguen no es un no',
      'Vuelva a llamar hoy a su proveedor',
      'departamento de retención o de cancelaciones',
      'anote la hora',
      'el precio de la competencia (60)',
    ]);
    expectSays(es.opening, [
      'se cortó la llamada',
      'Pago 95 al mes y [competidor] me ofrece un plan parecido por 60',
    ]);
    for (const text of [es.strategy, es.opening, es.email.body, ...es.talkingPoints])
      expect(tuteoMarkers(text), text).toEqual([]);
    // The first script is not played again.
    expect(es.opening).not.toContain('Quisiera quedarme: ¿pueden igualar');
    const en = serviceDisputes.en.followUpCopy!(lower('en', true), 'no_reply', undefined)!;
    expect(en.strategy).toContain("A hang-up isn't a no");
    // Without a hang-up, the usual follow-up stands.
    expect(serviceDisputes.en.followUpCopy!(lower('en'), 'said_no', undefined)).toBeUndefined();
  });
});

describe('rent charged on a modem the person owns, beside a price rise', () => {
  const MODEM: Partial<Case> = {
    subCase: 'service_price_rise',
    amounts: [
      { text: '49.99', value: 49.99, role: 'current' },
      { text: '89.99', value: 89.99, role: 'proposed' },
      { text: '15', value: 15, role: 'unit', per: 'month', count: 8 },
    ],
    flags: { ownEquipment: true },
  };

  it('asks the rent off first, with the 8 months worked out, and still plans the price', () => {
    const en = render(contextFor(MODEM, 'en'));
    expectSays(en.strategy, [
      'the modem is yours',
      'remove the 15-a-month equipment rental and refund the 8 months',
      '($120)',
      'consumercomplaints.fcc.gov',
      'Then, the price.',
      '49.99',
    ]);
    expect(en.emailBody).toContain('for a modem I bought myself');
    const es = render(contextFor(MODEM, 'es'));
    expectSays(es.strategy, ['el módem es suyo', 'los 8 meses que ha pagado ($120)']);
    expect(tuteoMarkers(es.shown)).toEqual([]);
    // Without the flag, nothing about a modem.
    expect(render(contextFor(PRICE_RISE, 'en')).strategy).not.toMatch(/modem/i);
  });

  it('after "the system says you have our equipment … the most is 74.99": the modem and the price apart', () => {
    for (const outcome of ['said_no', 'counter_offer'] as const) {
      const en = serviceDisputes.en.followUpCopy?.(contextFor(MODEM, 'en'), outcome, '74.99');
      expectSays(en?.strategy, [
        'their record is wrong',
        'serial or MAC number',
        'refund the 8 months',
        '74.99 is $15 a month less than 89.99 but $25 more than your old 49.99',
      ]);
      expect(en?.strategy).not.toMatch(/A first no is normal|closer to your original ask/);
      const es = serviceDisputes.es.followUpCopy?.(contextFor(MODEM, 'es'), outcome, '74.99');
      expectSays(es?.strategy, ['su registro está mal', '74.99 son $15 al mes menos que 89.99']);
      expect(tuteoMarkers([es?.strategy, es?.opening, es?.email.body].join(' '))).toEqual([]);
    }
    expect(
      serviceDisputes.en.followUpCopy?.(contextFor(PRICE_RISE, 'en'), 'said_no', undefined),
    ).toBeUndefined();
  });
});

describe('a bill raised during a promotion still in its term', () => {
  const PROMO: Partial<Case> = {
    subCase: 'service_price_rise',
    amounts: [
      { text: '55', value: 55, role: 'current' },
      { text: '85', value: 85, role: 'proposed' },
    ],
    promo: { months: 12, left: 4, startMonth: 3, inWriting: true },
  };

  it('asks for the promotion until it ends and a credit per month, never a competitor price or retention', () => {
    const es = render(contextFor(PROMO, 'es'));
    const all = Object.values(es).join('\n');
    expect(es.strategy).toContain('promoción de 55 por 12 meses sigue vigente (le quedan unos 4 meses)');
    expect(es.strategy).toContain('hasta febrero de 2027');
    expect(es.strategy).toContain('un crédito de $30 por cada mes cobrado a 85');
    expect(es.strategy).toContain('unos $120 por los meses que quedan (4 × $30)');
    expect(es.call).toContain('Tengo por escrito una promoción de 55 por 12 meses que empezó en marzo');
    expect(all).not.toContain('[Competidor]');
    expect(all).not.toContain('Retención (solo si piensa irse)');
    expect(tuteoMarkers(all)).toEqual([]);
    const en = render(contextFor({ ...PROMO, promo: { months: 12, startMonth: 3 } }, 'en'));
    expect(en.strategy).toContain('through February 2027');
    expect(en.strategy).toContain('Send them the promotion in writing if you have it');
    expect(en.emailBody).toContain('my state attorney general');
    expect(en.call).not.toContain('in writing a 12-month');
  });

  it('"it no longer applies, the plan changed, 200 to cancel" is answered: the promotion in writing, no fee to leave', () => {
    const kase = { ...PROMO, flags: { planChanged: true } };
    const latest = [{ text: '200', value: 200, role: 'billed' as const }];
    const es = serviceDisputes.es.followUpCopy!(contextFor(kase, 'es'), 'said_no', undefined, latest)!;
    expect(es.strategy).toContain('"Ya no aplica" no es un motivo que tenga que aceptar');
    expect(es.strategy).toContain('No pague todavía los $200 por irse');
    expect(es.opening).toContain('Yo no pedí cambiar mi plan.');
    expect(es.opening).toContain('puedo cancelar sin la penalidad de $200');
    expect(es.email.body).toContain('Adjunto el correo de la promoción.');
    expect(tuteoMarkers([es.strategy, es.opening, es.email.body, ...es.talkingPoints].join('\n'))).toEqual(
      [],
    );
    const en = serviceDisputes.en.followUpCopy!(contextFor(PROMO, 'en'), 'said_no', undefined, [])!;
    expect(en.opening).not.toContain("I didn't change my plan");
    expect(en.strategy).toContain('through February 2027');
    expect(en.strategy).not.toContain('retention');
  });
});

describe('a rented machine the shop says came back broken', () => {
  const EQUIPMENT: Partial<Case> = {
    subCase: 'service_damage_claim',
    amounts: [{ text: '350', value: 350, role: 'billed' }],
    flags: { equipmentRental: true },
  };

  it.each(LANGS)(
    'asks for the machine’s evidence, never a car’s scratch, fleet or auto insurance (%s)',
    (lang) => {
      const out = render(contextFor(EQUIPMENT, lang));
      expectCallFits(out);
      expect(out.all).not.toMatch(
        /scratch|rental-car|auto insurer|fleet|rayón|renta de autos|seguro de auto|flota/i,
      );
      if (lang === 'en') {
        expectSays(out.strategy, [
          "Don't pay the 350 claim on their word",
          "technician's report of what failed",
        ]);
      } else {
        expectSays(out.strategy, [
          'No pague el reclamo de 350 solo porque lo dicen',
          'informe del técnico sobre qué falló',
        ]);
        for (const text of stringsOf(serviceDisputes, contextFor(EQUIPMENT, lang)))
          expect(tuteoMarkers(text), text).toEqual([]);
      }
    },
  );

  it('a car rental keeps the car’s evidence', () => {
    const out = render(contextFor({ ...EQUIPMENT, flags: {} }, 'en'));
    expect(out.strategy).toMatch(/scratch/);
  });

  it('after a counter-offer, the machine’s evidence is asked again', () => {
    const step = serviceDisputes.en.nextStep?.(contextFor(EQUIPMENT, 'en'), 'counter_offer', '200');
    expect(step).toMatch(/technician's report/);
    expect(step).not.toMatch(/loss-of-use/);
  });
});

describe('a cancellation said as "three months ago"', () => {
  it.each([
    ['es', 'hace tres meses', 'Usted canceló el [fecha de cancelación]', 'el hace'],
    ['en', '3 months ago', 'You cancelled on [cancellation date]', 'on 3 months ago'],
  ] as const)('never reads "on <a relative day>" (%s)', (lang, said, says, never) => {
    const out = render(
      contextFor(
        {
          ...AFTER_CANCEL,
          dates: [{ text: said, iso: '2026-08-22', role: 'cancelled' }],
        },
        lang,
      ),
    );
    expect(out.strategy).toContain(says);
    expect(out.all).not.toContain(never);
    expect(out.strategy).toContain('3');
  });
});

describe('an app billed on a debit card after cancelling, the merchant silent, the bank asked about', () => {
  const appCase = (flags: Case['flags']): Partial<Case> => ({
    ...AFTER_CANCEL,
    cardType: 'debit',
    flags: { cancelled: true, cancelProof: true, ...flags },
  });

  it.each(LANGS)('answers "call the bank?" first and does not wait on a silent merchant (%s)', (lang) => {
    const out = render(contextFor(appCase({ asksCardIssuer: true, merchantSilent: true }), lang));
    expect(out.strategy).toMatch(
      lang === 'en' ? /^Yes, go to your bank too\./ : /^Sí, acuda también a su banco\./,
    );
    expect(out.strategy).toMatch(lang === 'en' ? /don't wait on them/ : /no lo espere/);
    if (lang === 'es') expect(tuteoMarkers(out.strategy)).toEqual([]);
  });

  it.each(LANGS)('names an equipment-return receipt only when equipment went back (%s)', (lang) => {
    const out = render(contextFor(appCase({}), lang));
    expect(out.points).not.toMatch(/equipment-return|devolución del equipo/);
    expect(out.strategy).not.toMatch(/^(?:Yes|Sí)/);
  });
});

describe('a cancelled company still debiting the bank account (12 CFR 1005.10(c))', () => {
  it.each(LANGS)('tells the bank to stop the next debit 3 business days ahead (%s)', (lang) => {
    const kase: Partial<Case> = {
      ...AFTER_CANCEL,
      cardType: 'debit',
      flags: { cancelled: true, accountDebit: true },
    };
    const out = render(contextFor(kase, lang));
    expect(out.strategy).toContain(
      lang === 'en'
        ? 'To stop the next one, tell your bank at least 3 business days before the scheduled debit'
        : 'Para detener el próximo, avise a su banco al menos 3 días hábiles antes del débito programado',
    );
    if (lang === 'es') expect(tuteoMarkers(out.strategy)).toEqual([]);
    const card = render(contextFor({ ...kase, cardType: 'credit' }, lang));
    expect(card.strategy).not.toMatch(
      /3 business days before the scheduled debit|3 días hábiles antes del débito/,
    );
  });
});
