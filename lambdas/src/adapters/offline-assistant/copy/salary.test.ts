import type { Language } from '@lane/shared';
import { describe, expect, it } from 'vitest';
import type { Case } from '../../../domain/chat/case.js';
import { tuteoMarkers } from '../../../../test/spanish.js';
import { holidayOf, salary } from './salary.js';
import { amount, answerText, expectNegotiation, expectSays, talkKit, verdictsOn } from './test-support.js';
import type { Outcome } from './types.js';

const { context, answer, allText, shownIn } = talkKit(salary, 'salary');

const YEARLY_OFFER = {
  subCase: 'salary_offer',
  party: 'Acme',
  amounts: [amount('$85,000', 85000, 'offered'), amount('$95,000', 95000, 'market')],
} as const satisfies Partial<Case>;
const HOURLY_OFFER = {
  subCase: 'salary_offer',
  amounts: [amount('$28', 28, 'offered', { per: 'hour' }), amount('$32', 32, 'asked', { per: 'hour' })],
} as const satisfies Partial<Case>;
const RAISE = {
  subCase: 'salary_raise',
  amounts: [
    amount('$60,000', 60000, 'current'),
    amount('$66,000', 66000, 'asked'),
    amount('$68,000', 68000, 'market'),
  ],
} as const satisfies Partial<Case>;
const FREELANCE = {
  subCase: 'salary_freelance_rate',
  party: 'Brightside Media',
  amounts: [amount('$75', 75, 'asked', { per: 'hour' }), amount('$50', 50, 'offered', { per: 'hour' })],
} as const satisfies Partial<Case>;
const UNSURE = { confidence: 'unsure', subCase: 'salary_offer' } as const satisfies Partial<Case>;
/** "got an offer 68k which is fine, but only 10 days pto and i want 15". */
const TIME_OFF = {
  subCase: 'salary_offer',
  amounts: [amount('68k', 68000, 'offered')],
  timeOff: { offered: 10, wanted: 15 },
} as const satisfies Partial<Case>;

const EVERY_CASE = {
  YEARLY_OFFER,
  HOURLY_OFFER,
  RAISE,
  FREELANCE,
  UNSURE,
  TIME_OFF,
  EMPTY_OFFER: { subCase: 'salary_offer' },
};

describe('salary copy, in every sub-case and both languages', () => {
  for (const [name, kase] of Object.entries(EVERY_CASE)) {
    for (const lang of ['en', 'es'] as const) {
      it(`${name} (${lang}) is a negotiation: no right asserted, closed in writing, short enough to read before dialing`, () => {
        const { shown, text } = expectNegotiation(salary, context(kase as Partial<Case>, lang));
        // No state or federal law is stated: pay talks have none to cite.
        expect(text).not.toMatch(/\b(?:law|statute|ley)\b/i);
        expect(shown.rungs).toMatch(/writing|por escrito/i);
      });
    }
  }

  it('speaks usted in every Spanish string, in every sub-case', () => {
    for (const kase of Object.values(EVERY_CASE)) {
      const text = allText(context(kase as Partial<Case>, 'es'));
      expect(tuteoMarkers(text)).toEqual([]);
      expect(text).not.toMatch(/dispuesto|emocionado|interesado|seguro de/i);
    }
  });
});

describe('a yearly job offer', () => {
  it('anchors a little above the target, names the gap, and trades for other terms if the base is fixed', () => {
    const shown = shownIn('en', YEARLY_OFFER);
    expect(shown.subject).toBe('the job offer from Acme ($85,000)');
    expect(shown.strategy).toContain(
      '$100,000, a little above your $95,000 target (the offer is $10,000 below it)',
    );
    expect(shown.strategy).toMatch(/market pay.*skills/);
    expect(shown.strategy).toMatch(/signing bonus, an earlier pay review, extra PTO or remote days/);
    expect(shown.strategy).toContain('final offer is in writing');
    expect(shown.opening).toContain("I'd like to ask for $100,000");
    expect(shown.rungs).toContain('Could a signing bonus cover the $10,000 gap');
    expect(shown.rungs).toMatch(/Final offer in writing/);
    expect(shown.email).toMatch(/by \[date\]/);
    expect(shown.questions).toEqual([]);
  });

  it('never advises inventing a competing offer', () => {
    for (const lang of ['en', 'es'] as const) {
      const shown = shownIn(lang, YEARLY_OFFER);
      expect(shown.talkingPoints).toMatch(/only if you really have one|solo si de verdad la tiene/);
      expect(shown.rungs).not.toMatch(/another offer at|otra oferta de/i);
    }
  });

  it('in Spanish, anchors the same way, with the person speaking formally to the recruiter', () => {
    const shown = shownIn('es', YEARLY_OFFER);
    expectSays(shown.strategy, [
      '$100,000, un poco por encima de su meta de $95,000',
      '(la oferta está $10,000 por debajo)',
    ]);
    expectSays(shown.opening, ['quisiera pedir $100,000', '¿Pueden llevar el salario base a esa cifra?']);
    expect(shown.email).toContain('Saludos cordiales');
  });

  it('writes sums the way the person writes money', () => {
    const shown = shownIn('es', {
      subCase: 'salary_offer',
      amounts: [amount('85.000 dólares', 85000, 'offered'), amount('95.000 dólares', 95000, 'market')],
    });
    expectSays(shown.strategy, ['100.000 dólares', '10.000 dólares por debajo']);
  });

  it('says so when the offer already meets the target, and still asks for the final offer in writing', () => {
    const shown = shownIn('en', {
      subCase: 'salary_offer',
      amounts: [amount('$98,000', 98000, 'offered'), amount('$95,000', 95000, 'market')],
    });
    expectSays(shown.strategy, ['already meets your $95,000 target', 'in writing']);
  });

  it('asks for the offer and the target when neither was given, with placeholders in the script', () => {
    for (const lang of ['en', 'es'] as const) {
      const shown = shownIn(lang, { subCase: 'salary_offer' });
      expect(shown.questions).toHaveLength(2);
      expect(shown.questions.join(' ')).toMatch(
        lang === 'en' ? /offer.*yearly or hourly/ : /oferta.*anual o por hora/,
      );
      expect(shown.questions.join(' ')).toMatch(
        lang === 'en' ? /What number are you aiming for/ : /A qué cifra apunta/,
      );
      expect(shown.opening).toMatch(/\[.+\]/);
      expect(shown.strategy).not.toMatch(/\$\d/);
    }
  });
});

describe('an hourly job offer', () => {
  it('keeps every figure per hour, in English and Spanish', () => {
    const en = shownIn('en', HOURLY_OFFER);
    expect(en.subject).toBe('the job offer ($28 an hour)');
    expect(en.strategy).toContain(
      '$34 an hour, a little above your $32 an hour target (the offer is $4 an hour below it)',
    );
    expectSays(en.opening, ['$34 an hour', 'the hourly rate']);
    expect(en.email).toMatch(/^Offer for \[role\]: hourly rate/);
    // A signing bonus can't "cover" an hourly gap as a lump sum, so the line stays general.
    expect(en.rungs).toContain('cover the difference');

    const es = shownIn('es', HOURLY_OFFER);
    expectSays(es.strategy, [
      '$34 la hora, un poco por encima de su meta de $32 la hora',
      '$4 la hora por debajo',
    ]);
    expect(es.email).toContain('de $28 la hora');
  });
});

describe('a raise', () => {
  it('asks for one number with the raise worked out, tied to results, market data and timing', () => {
    const shown = shownIn('en', RAISE);
    expect(shown.strategy).toContain('$66,000, a $6,000 (10%) raise from your $60,000');
    expect(shown.strategy).toMatch(/results.*market pay.*\(\$68,000\)/);
    expect(shown.strategy).toMatch(/before budgets are set/);
    expect(shown.opening).toContain('from $60,000 to $66,000');
    expect(shown.talkingPoints).toContain('From $60,000 to $66,000: $6,000 more (10%).');
  });

  it('falls back to a dated review in writing', () => {
    for (const lang of ['en', 'es'] as const) {
      const shown = shownIn(lang, RAISE);
      expect(shown.rungs).toMatch(
        lang === 'en' ? /Dated review: .*\[date\], in writing/ : /Revisión con fecha: .*por escrito/,
      );
      expect(shown.strategy).toMatch(lang === 'en' ? /dated review in writing/ : /revisión con fecha/);
    }
  });

  it('in Spanish, writes the percentage with a comma and keeps the facts', () => {
    const shown = shownIn('es', {
      subCase: 'salary_raise',
      amounts: [amount('$64,000', 64000, 'current'), amount('$70,000', 70000, 'asked')],
    });
    expect(shown.strategy).toContain('un aumento de $6,000 (9,4%) sobre lo que gana hoy ($64,000)');
    expect(shown.opening).toContain('Le pido pasar de $64,000 a $70,000');
  });

  it('asks what they earn now and their number when missing', () => {
    const shown = shownIn('en', { subCase: 'salary_raise' });
    expect(shown.questions[0]).toMatch(/What do you earn now/);
    expect(shown.questions[1]).toMatch(/What number do you want to ask for/);
    expect(shown.opening).toContain('[current pay]');
  });
});

describe('a freelance rate', () => {
  it('holds the rate against the client offer, trades scope, and puts deposit and net-30 terms in writing', () => {
    const shown = shownIn('en', FREELANCE);
    expect(shown.party).toBe('Brightside Media');
    expect(shown.strategy).toContain('$75 an hour against their $50 an hour, a $25 an hour gap');
    expect(shown.strategy).toMatch(/cut the scope, never the rate/);
    expect(shown.strategy).toMatch(/deposit upfront and net-30 payment terms in writing/);
    expect(shown.emailBody).toContain('Rate: $75 an hour');
    expect(shown.emailBody).toMatch(/Deposit: .*before work starts/);
    expect(shown.emailBody).toContain('net 30');
  });

  it('in Spanish, names the deposit and 30-day terms', () => {
    const shown = shownIn('es', FREELANCE);
    expect(shown.strategy).toContain(
      '$75 la hora frente a los $50 la hora que ofrecen, una diferencia de $25 la hora',
    );
    expect(shown.strategy).toMatch(/anticipo y el pago a 30 días/);
    expect(shown.rungs).toMatch(/Anticipo y plazos/);
  });

  it("asks for the rate and the client's offer when missing", () => {
    const shown = shownIn('es', { subCase: 'salary_freelance_rate' });
    expect(shown.questions).toEqual([
      '¿Cuál es su tarifa, y es por hora, por día o por proyecto?',
      '¿Cuánto le ofreció el cliente, si ya ofreció algo?',
    ]);
  });
});

describe('an unsure reading', () => {
  it('gives a safe first step and asks which pay talk it is', () => {
    for (const lang of ['en', 'es'] as const) {
      const shown = shownIn(lang, UNSURE);
      expect(shown.strategy).toMatch(
        lang === 'en' ? /Don't accept or agree on the spot/ : /No acepte ni acuerde/,
      );
      expect(shown.strategy).toMatch(/writing|por escrito/);
      expect(shown.questions[0]).toMatch(
        lang === 'en'
          ? /job offer, a raise .* or a freelance rate/
          : /oferta de trabajo nueva, un aumento .* independiente/,
      );
    }
  });
});

describe('judging what the other side comes back with', () => {
  it('accepts the target, counters a step toward it, declines less than where the talk started', () => {
    const verdicts = verdictsOn(salary, context(YEARLY_OFFER, 'en'), [95000, 90000, 80000]);
    expect(verdicts).toEqual(['accept', 'counter', 'decline']);
  });

  it('reads a raise given as an amount on top of current pay', () => {
    const verdicts = verdictsOn(salary, context(RAISE, 'en'), [6000, 63000, 60000]);
    expect(verdicts).toEqual(['accept', 'counter', 'decline']);
  });

  it("compares a freelance counter with the person's own rate", () => {
    expect(verdictsOn(salary, context(FREELANCE, 'es'), [75, 60])).toEqual(['accept', 'counter']);
  });

  it('leaves the judgement to the generic rule when there is no target to compare with', () => {
    expect(salary.en.judgeOffer?.(context({ subCase: 'salary_offer' }, 'en'), 90000)).toBeUndefined();
  });
});

describe('the next step after the other side answers', () => {
  const OUTCOMES: Outcome[] = ['said_no', 'counter_offer', 'agreed', 'no_reply', 'pay_now'];
  const step = (kase: Partial<Case>, lang: Language, outcome: Outcome, offer?: string) =>
    salary[lang].nextStep?.(context(kase, lang), outcome, offer);

  for (const [name, kase] of Object.entries(EVERY_CASE)) {
    for (const lang of ['en', 'es'] as const) {
      it(`${name} (${lang}): short, no law, usted and gender-neutral, nothing invented`, () => {
        const ctx = context(kase as Partial<Case>, lang);
        for (const outcome of OUTCOMES) {
          const text = step(kase as Partial<Case>, lang, outcome, '$90,000');
          if (ctx.subCase === undefined || (outcome === 'pay_now' && ctx.subCase !== 'salary_offer')) {
            expect(text, outcome).toBeUndefined();
            continue;
          }
          expect(text?.length ?? 0, outcome).toBeGreaterThan(40);
          expect(text!.length).toBeLessThanOrEqual(400);
          expect(text).not.toMatch(/\b(?:law|statute|ley)\b/i);
          expect(text).not.toMatch(/another offer|other offer|otra oferta/i);
          if (lang === 'es') {
            expect(tuteoMarkers(text!), text).toEqual([]);
            expect(text).not.toMatch(/dispuesto|emocionado|interesado|seguro de/i);
          }
        }
      });
    }
  }

  it('a step up on a job offer is countered once, toward the target, and accepted only in writing', () => {
    expect(step(YEARLY_OFFER, 'en', 'counter_offer', '$90,000')).toBe(
      "Their $90,000 is a step toward your $95,000 target: if it's still short, counter once, or ask for the rest as a signing bonus or an earlier review. If they call it the top of the pay band, ask whether your experience places you in a higher step or grade. Accept only once the final offer is in writing.",
    );
    expect(step(YEARLY_OFFER, 'es', 'counter_offer', '$90,000')).toContain(
      'Su nueva oferta ($90,000) es un avance hacia su meta de $95,000',
    );
  });

  it('a demand for an answer today on a job offer asks for a short window to review it in writing', () => {
    expect(step(YEARLY_OFFER, 'en', 'pay_now')).toMatch(
      /24 to 48 hours, to review the final offer in writing/,
    );
  });

  it('a no on a raise asks what it would take to reach the number, in writing', () => {
    expect(step(RAISE, 'en', 'said_no')).toContain(
      'the goals and the date that would get you to $66,000, in writing',
    );
    expect(step(RAISE, 'es', 'counter_offer', 'la mitad')).toContain(
      'Lo que ofrecen (la mitad) es un avance',
    );
  });

  it('a no on a freelance rate holds the rate and cuts the scope', () => {
    expect(step(FREELANCE, 'en', 'said_no')).toContain(
      'Hold your $75 an hour rate and offer a smaller scope',
    );
    expect(step(FREELANCE, 'en', 'counter_offer', '$60 an hour')).toContain(
      'Their $60 an hour is a step toward your $75 an hour: counter once, or accept it with a written date for moving to your full rate.',
    );
    expect(step(FREELANCE, 'es', 'counter_offer', '0.09')).toContain(
      'Su oferta (0.09) es un avance hacia su tarifa de $75 la hora',
    );
  });

  it('counters a share of the ask instead of declining it as money not owed', () => {
    expect(salary.en.judgeOffer?.(context(RAISE, 'en'), -1)).toBe('counter');
    expect(salary.en.judgeOffer?.(context(FREELANCE, 'en'), -1)).toBe('counter');
    expect(salary.en.judgeOffer?.(context(UNSURE, 'en'), -1)).toBeUndefined();
  });
});

describe('the honest route after a refused deception', () => {
  it('makes the case with real results and market pay, never an invented offer', () => {
    for (const [, kase] of Object.entries(EVERY_CASE)) {
      for (const lang of ['en', 'es'] as const) {
        const route = salary[lang].honestRoute?.(context(kase as Partial<Case>, lang)) ?? '';
        expect(route).toMatch(lang === 'en' ? /what's true|real rate/ : /verdad|tarifa real/);
        expect(route).not.toMatch(/I have another offer|tengo otra oferta|recibí una oferta/i);
        if (lang === 'es') expect(tuteoMarkers(route)).toEqual([]);
      }
    }
    expect(salary.es.honestRoute?.(context(RAISE, 'es'))).toMatch(/logros y resultados reales/);
    expect(salary.en.honestRoute?.(context(RAISE, 'en'))).toMatch(
      /real results this year, with numbers, and market pay/,
    );
  });
});

describe('a raise for duties already taken on, with the review date given', () => {
  const SHIFT_LEAD: Partial<Case> = {
    subCase: 'salary_raise',
    amounts: [amount('22', 22, 'current', { per: 'hour' }), amount('25', 25, 'asked')],
    dates: [{ text: 'dec 4', iso: '2026-12-04', role: 'due' }],
    duties: 'shift lead',
  };

  it('names the duties and the title, uses the review date, and never leaves the number as a placeholder', () => {
    const shown = shownIn('en', SHIFT_LEAD);
    expectSays(shown.strategy, [
      'Ask for the shift lead title and one number: 25 an hour',
      'a $3 an hour (13.6%) raise from your 22 an hour',
      'Your review on December 4 is the moment',
    ]);
    expect(shown.strategy).toMatch(/scheduling, training new people/);
    expect(shown.strategy).toMatch(/isn't greedy/);
    expectSays(shown.opening, [
      "I've been doing shift lead work",
      'the shift lead title and to go from 22 an hour to 25 an hour',
    ]);
    expect(shown.rungs).toContain('could the shift lead title start now');
    expect(shown.emailBody).toContain('Ahead of my review on December 4');
    const all = allText(context(SHIFT_LEAD, 'en'));
    expect(all).not.toContain('[your number]');
    expect(all).not.toContain('[current pay]');
    expect(shown.questions.join(' ')).not.toMatch(/When is your next review/);
  });

  it('in Spanish, says the same in usted', () => {
    const ctx = context(
      { ...SHIFT_LEAD, dates: [{ text: '4 de diciembre', iso: '2026-12-04', role: 'due' }] },
      'es',
    );
    const shown = answer(ctx);
    expectSays(shown.strategy, [
      'Pida el título de shift lead y una sola cifra: 25 la hora',
      'Su evaluación del 4 de diciembre es el momento',
    ]);
    expect(shown.strategy).toMatch(/horarios, capacitación/);
    expect(allText(ctx)).not.toContain('[su cifra]');
    expect(tuteoMarkers(allText(ctx))).toEqual([]);
  });

  it('without duties, keeps the results-first pitch', () => {
    const shown = shownIn('en', { ...SHIFT_LEAD, duties: undefined });
    expect(shown.strategy).not.toMatch(/title/);
    expect(shown.strategy).toContain('Your review on December 4 is the moment');
    expect(shown.opening).toContain('This year I [two results, with numbers]');
  });
});

describe('a job offer in thousands, with an answer deadline', () => {
  const OFFER_72K: Partial<Case> = {
    subCase: 'salary_offer',
    amounts: [amount('72k', 72000, 'offered'), amount('80', 80000, 'asked')],
    dates: [{ text: 'friday', iso: '2026-11-27', role: 'due' }],
  };

  it('writes every sum in thousands like the person, and names the deadline', () => {
    const shown = shownIn('en', OFFER_72K);
    expectSays(shown.strategy, [
      '84k, a little above your 80k target (the offer is 8k below it)',
      'They want an answer by Friday, November 27',
    ]);
    expectSays(shown.rungs, [
      'Could a signing bonus cover the 8k gap',
      'with 80k as the target',
      'Extra PTO or remote days',
    ]);
    expect(allText(context(OFFER_72K, 'en'))).not.toMatch(/\$84,000|\$8,000/);
    const es = shownIn('es', { ...OFFER_72K, dates: [{ text: 'viernes', iso: '2026-11-27', role: 'due' }] });
    expect(es.strategy).toContain('Le piden una respuesta para el viernes 27 de noviembre');
  });

  it('after "the budget is fixed", moves to a signing bonus, a six-month review in writing and PTO, by the deadline', () => {
    const en = salary.en.nextStep?.(context(OFFER_72K, 'en'), 'said_no', undefined) ?? '';
    expectSays(en, [
      'a signing bonus (toward the 8k gap)',
      'a pay review at six months with 80k as the target, in writing',
    ]);
    expect(en).toMatch(/PTO/);
    expect(en).toContain('answer by Friday, November 27, as they asked');
    expect(en).not.toMatch(/counter at 80|ask for 80 again/i);
    const es = salary.es.nextStep?.(
      context({ ...OFFER_72K, dates: [{ text: 'viernes', iso: '2026-11-27', role: 'due' }] }, 'es'),
      'said_no',
      undefined,
    );
    expect(es).toContain('responda para el viernes 27 de noviembre');
    expect(tuteoMarkers(es ?? '')).toEqual([]);
  });
});

describe('the same advice in both languages', () => {
  it('an hourly offer: every rung asks about the rate, never the base salary, in both languages', () => {
    const en = shownIn('en', HOURLY_OFFER).rungs;
    expectSays(en, ['Closer on the rate:', 'who could approve a higher rate?']);
    expect(en).not.toMatch(/\bbase\b/);
    const es = shownIn('es', HOURLY_OFFER).rungs;
    expectSays(es, ['Más cerca en la tarifa:', 'que pueda aprobar una tarifa más alta?']);
    expect(es).not.toMatch(/salario base|en la cifra/);

    expectSays(shownIn('en', YEARLY_OFFER).rungs, ['Closer on base:', 'approve a higher base?']);
    expectSays(shownIn('es', YEARLY_OFFER).rungs, [
      'Más cerca en el salario base:',
      'aprobar un salario base más alto?',
    ]);
  });

  it('overtime owed and a bonus offered instead: the same protection against retaliation in both languages', () => {
    const owed = { subCase: 'salary_unpaid_wages', flags: { unpaidOvertime: true } } as const;
    const step = (lang: Language) =>
      salary[lang].nextStep?.(context(owed, lang), 'counter_offer', '$200') ?? '';
    expect(step('en')).toContain(
      'Asking for your pay is protected: firing or punishing you for it is retaliation, which federal law forbids, so write down any threat.',
    );
    expect(step('es')).toContain(
      'Reclamar su pago está protegido: despedirle o castigarle por reclamarlo es una represalia que la ley federal prohíbe, así que anote cualquier amenaza.',
    );
    expect(tuteoMarkers(step('es'))).toEqual([]);
  });
});

describe('judge 21: a raise offered as a share, an hourly offer that moved', () => {
  it('"3%" of a 62k salary is worked out, and the senior title is asked for beside it', () => {
    const kase = {
      subCase: 'salary_raise',
      duties: 'senior',
      amounts: [amount('62k', 62000, 'current'), amount('70', 70000, 'market')],
    } as const satisfies Partial<Case>;
    const en = salary.en.nextStep?.(context(kase, 'en'), 'counter_offer', '3%') ?? '';
    expect(en).toContain('3% of your 62k is about $1,860 a year, to $63,860.');
    expect(en).toContain('Ask too for the senior title');
    const es = salary.es.nextStep?.(context(kase, 'es'), 'counter_offer', '3%') ?? '';
    expect(es).toContain('El 3% de sus 62k son unos $1,860 al año: pasaría a $63,860.');
  });

  const DENTAL = {
    subCase: 'salary_offer',
    amounts: [
      amount('19', 19, 'offered', { per: 'hour', count: 32 }),
      amount('23', 23, 'asked'),
      amount('21.50', 21.5, 'current'),
    ],
  } as const satisfies Partial<Case>;

  it('a new hourly offer is a year’s pay beside the first, below the old pay, with one ask between', () => {
    const es = salary.es.nextStep?.(context(DENTAL, 'es'), 'counter_offer', '21') ?? '';
    expect(es).toContain('21 la hora son unos $34,944 al año: $3,328 más que la primera oferta ($31,616');
    expect(es).toContain('Todavía queda por debajo de los 21.50 que ganaba antes');
    expect(es).toContain('Pida una vez $22 la hora');
    expect(es).not.toMatch(/es un no|remot/);
  });

  it('an hourly offer trades PTO and the schedule, never remote days', () => {
    for (const lang of ['en', 'es'] as const) {
      expect(allText(context(DENTAL, lang))).not.toMatch(/remote|remot/i);
    }
    expect(allText(context(YEARLY_OFFER, 'en'))).toMatch(/remote days/);
  });
});

describe('judge 21: a freelancer raising a client they already have', () => {
  const CLIENT = {
    subCase: 'salary_freelance_rate',
    amounts: [amount('150', 150, 'current'), amount('250', 250, 'market'), amount('225', 225, 'proposed')],
    counts: [{ text: '8', value: 8, role: 'ordered' }],
  } as const satisfies Partial<Case>;

  it('is a rate update with the month now and at the new rate, never a new project', () => {
    const en = allText(context(CLIENT, 'en'));
    expect(en).toContain('your 150 comes to $1,200 a month; at 225 it would be $1,800');
    expect(en).not.toMatch(/this project|Thanks for the offer|rate of 250/);
    const es = allText(context(CLIENT, 'es'));
    expect(es).toContain('sus 150 suman $1,200 al mes; con 225 serían $1,800');
    expect(tuteoMarkers(es)).toEqual([]);
  });

  it('an offer with more posts is weighed by the month: more work for less, and one counter', () => {
    const more: Partial<Case> = {
      ...CLIENT,
      counts: [...CLIENT.counts, { text: '10', value: 10, role: 'ordered' }],
    };
    const en = salary.en.nextStep?.(context(more, 'en'), 'counter_offer', '175') ?? '';
    expect(en).toContain(
      'At 10 a month, their 175 comes to $1,750 a month; 8 at 225 would be $1,800: more work for less money.',
    );
    expect(en).toContain('Counter once: $200 a piece for 10 a month ($2,000), or 225 for 8.');
  });
});

describe('a job offer whose pay is fine and whose time off is the ask', () => {
  it('asks for the PTO, never a salary counter, in the script, the email and the points', () => {
    const shown = shownIn('en', TIME_OFF);
    expectSays(shown.strategy, [
      "The pay of 68k works for you, so don't counter on salary",
      '15 days of PTO instead of 10',
      '12 days now and an extra week after your first year',
    ]);
    expect(shown.opening).toContain('could the offer include 15 days of PTO instead of 10?');
    expect(shown.emailBody).toContain('could the offer include 15 days of PTO instead of 10?');
    expect(shown.emailBody).toContain('12 days now and an extra week after my first year');
    expect(shown.talkingPoints).toContain('no counter on salary');
    const all = allText(context(TIME_OFF, 'en'));
    expect(all).not.toMatch(/ask (?:once )?for \$|signing bonus|market pay|\[a number/i);
    expect(shown.questions).toEqual([]);
  });

  it('after a no: a review at 6 months or one extra week unpaid, the pay left alone', () => {
    const no = salary.en.nextStep?.(context(TIME_OFF, 'en'), 'said_no', undefined) ?? '';
    expectSays(no, ['a review of your PTO at 6 months', 'one extra week unpaid', "don't reopen it"]);
    const es = salary.es.nextStep?.(context(TIME_OFF, 'es'), 'said_no', undefined) ?? '';
    expectSays(es, ['una revisión de sus vacaciones a los 6 meses', 'una semana más sin goce de sueldo']);
    expect(tuteoMarkers(es)).toEqual([]);
  });

  it('judges days offered against the days wanted', () => {
    const ctx = context(TIME_OFF, 'en');
    expect(salary.en.judgeOffer?.(ctx, 15)).toBe('accept');
    expect(salary.en.judgeOffer?.(ctx, 12)).toBe('counter');
    expect(salary.en.judgeOffer?.(ctx, 10)).toBe('decline');
  });

  it('in Spanish, without days given: asks how many, and still no salary counter', () => {
    const kase = { ...TIME_OFF, amounts: [amount('52 mil', 52000, 'offered')], timeOff: {} };
    const shown = shownIn('es', kase);
    expectSays(shown.strategy, [
      'El sueldo de 52 mil le parece bien, así que no haga contraoferta de salario',
      'una semana más después de su primer año',
    ]);
    expect(shown.questions).toContain('¿Cuántos días de vacaciones incluye la oferta?');
    expect(allText(context(kase, 'es'))).not.toMatch(/bono de firma|quisiera pedir \$/);
  });

  it('a money ask beside the PTO keeps the salary counter', () => {
    const kase = {
      ...TIME_OFF,
      amounts: [amount('90k', 90000, 'offered'), amount('100k', 100000, 'asked')],
      timeOff: { wanted: 20 },
    };
    expect(shownIn('en', kase).strategy).toMatch(/counter once/);
  });
});

describe('a freelancer raising a client hourly rate from a month they named', () => {
  /** "raise my rate for a client from 50/hr to 60/hr starting january". */
  const HOURLY_RAISE: Partial<Case> = {
    subCase: 'salary_freelance_rate',
    amounts: [amount('50', 50, 'current', { per: 'hour' }), amount('60', 60, 'proposed', { per: 'hour' })],
    dates: [{ text: 'january', iso: '2027-01-01', role: 'other' }],
  };

  it('writes the start date in full, never a [date] placeholder for it, and phases in at the middle rate', () => {
    const shown = shownIn('en', HOURLY_RAISE);
    expect(shown.strategy).toContain('This is a raise with a client you already have');
    expect(shown.opening).toContain(
      'Starting January 1, 2027, my rate will be 60 an hour, up from 50 an hour.',
    );
    expect(shown.email).toContain('Rate update from January 1, 2027: 60 an hour');
    expect(shown.emailBody).toContain('Starting January 1, 2027');
    expect(shown.emailBody).toContain('Could you confirm before then?');
    expect(shown.rungs).toContain('$55 an hour from January 1, 2027 and 60 an hour from April 1, 2027');
    expect(allText(context(HOURLY_RAISE, 'en'))).not.toMatch(
      /\[date\]|a piece|\[project\]|in line with what my other clients pay/,
    );
  });

  it('in Spanish, in usted, with the day written out', () => {
    const shown = shownIn('es', HOURLY_RAISE);
    expect(shown.opening).toContain(
      'A partir del 1 de enero de 2027, mi tarifa será de 60 la hora, en lugar de 50 la hora.',
    );
    expect(allText(context(HOURLY_RAISE, 'es'))).not.toMatch(/\[fecha\]|por trabajo,/);
    expect(tuteoMarkers(allText(context(HOURLY_RAISE, 'es')))).toEqual([]);
  });

  it('after a no, keeps the start date and offers the phase-in once', () => {
    const no = salary.en.nextStep?.(context(HOURLY_RAISE, 'en'), 'said_no', undefined) ?? '';
    expectSays(no, ['Keep the start date, January 1, 2027', '$55 an hour from January 1, 2027']);
    expect(no).not.toContain('smaller scope');
  });
});

describe('a job offer whose ceiling is already named', () => {
  const CAPPED = {
    subCase: 'salary_offer',
    amounts: [amount('80k', 80000, 'asked'), amount('75k', 75000, 'offered')],
    flags: { payCapped: true },
  } as const satisfies Partial<Case>;

  it('takes the base at the ceiling and closes the 5k gap another way, never a counter above it', () => {
    const en = allText(context(CAPPED, 'en'));
    expectSays(en, [
      "They've already named their ceiling: 75k on the base.",
      'a 5k signing bonus',
      // Nobody said they have a job now: extra days, never "what you have now".
      'a few extra PTO days',
      'a written pay review at 6 months with 80k as the target',
      'I understand 75k is the ceiling on the base.',
    ]);
    expect(en).not.toMatch(/84k|counter once|\[number\] PTO days|what you have now|current job/);
    // With pay today, the PTO asked for is the PTO they have now.
    expect(
      allText(context({ ...CAPPED, amounts: [...CAPPED.amounts, amount('68k', 68000, 'current')] }, 'en')),
    ).toContain('PTO that matches what you have now');
    const es = allText(context(CAPPED, 'es'));
    expectSays(es, ['Ya le dijeron su tope: 75k del salario base.', 'un bono de firma de 5k']);
    expect(tuteoMarkers(es)).toEqual([]);
    expect(es).not.toMatch(/\blisto\b|\blista\b/);
  });

  it('without a named ceiling, still counters once above the target', () => {
    const { flags: _flags, ...open } = CAPPED;
    expect(allText(context(open, 'en'))).toMatch(/counter once/);
  });
});

describe("a raise talk after the manager named a ceiling, with another employer's offer in hand", () => {
  const WAREHOUSE = {
    subCase: 'salary_raise',
    amounts: [
      amount('19', 19, 'current', { per: 'hour' }),
      amount('22.50', 22.5, 'market', { per: 'hour' }),
      amount('19.50', 19.5, 'offered', { per: 'hour' }),
    ],
    flags: { payCapped: true, outsideOffer: true },
  } as const satisfies Partial<Case>;

  it('starts from their number, names the offer as an offer, and weighs the difference a year', () => {
    const es = allText(context(WAREHOUSE, 'es'));
    expectSays(es, [
      'Su supervisor ya le dijo que lo máximo es 19.50 la hora',
      'una oferta real de otra empresa por 22.50 la hora',
      'Usted me dijo que lo máximo era 19.50 la hora.',
      '$3 la hora más, unos $6,240 al año',
    ]);
    expect(es).not.toMatch(/el mercado paga|días remotos|presupuesto de capacitación/);
    expect(tuteoMarkers(es)).toEqual([]);
    const en = allText(context(WAREHOUSE, 'en'));
    expectSays(en, ['a real offer from another employer at 22.50 an hour', 'about $6,240 a year']);
  });

  it('without an outside offer, the usual raise plan', () => {
    const { flags: _flags, ...plain } = WAREHOUSE;
    expect(allText(context({ ...plain, flags: { payCapped: true } }, 'en'))).not.toMatch(/a real offer/);
  });
});

describe('salary: the base held at its ceiling, a signing bonus added', () => {
  const HELD = {
    subCase: 'salary_offer',
    amounts: [amount('68k', 68000, 'offered'), amount('75', 75000, 'asked')],
  } as const satisfies Partial<Case>;
  const latest = [amount('68', 68000, 'offered'), amount('3k', 3000, 'offered')];

  it.each(['en', 'es'] as const)(
    'weighs the first year and asks for a bigger bonus, a written review and the next level, not the bonus again (%s)',
    (lang: Language) => {
      const ctx = context(HELD, lang);
      const reply = salary[lang].followUpCopy!(ctx, 'counter_offer', '68 and a 3k signing bonus', latest)!;
      const text = [reply.strategy, reply.opening, reply.email.body, ...reply.talkingPoints].join(' ');
      expect(text).toContain('71k');
      expect(text).toContain('7k');
      expect(text).not.toMatch(/Could a signing bonus cover|the answer (?:is|was) no|Each rung/);
      if (lang === 'es') expect(tuteoMarkers(text)).toEqual([]);
      // A new base is a counter of its own, not this answer.
      expect(salary[lang].followUpCopy!(ctx, 'counter_offer', '71k', [amount('71k', 71000, 'offered')])).toBe(
        undefined,
      );
    },
  );
});

describe('a freelancer asked to quote a new job, above what they usually charge', () => {
  /** "me pidieron cotizar una boda ... siempre cobro como 8 mil ... quiero subir a 15 mil". */
  const NEW_CLIENT_QUOTE: Partial<Case> = {
    subCase: 'salary_freelance_rate',
    amounts: [amount('8 mil', 8000, 'current'), amount('15 mil', 15000, 'proposed')],
    flags: { newClientQuote: true },
  };

  it.each(['en', 'es'] as const)(
    'pitches the new price, never a rate notice to a client they have (%s)',
    (lang) => {
      const shown = shownIn(lang, NEW_CLIENT_QUOTE);
      const text = allText(context(NEW_CLIENT_QUOTE, lang));
      expect(text).not.toMatch(/a client you already have|un cliente que ya tiene|que ofrecen|they offer/);
      expect(shown.opening).toContain('15 mil');
      if (lang === 'es') expect(tuteoMarkers(text)).toEqual([]);
    },
  );

  it('without the new job, the same two figures stay a raise with a client they have', () => {
    const shown = shownIn('en', { ...NEW_CLIENT_QUOTE, flags: {} });
    expect(shown.strategy).toContain('This is a raise with a client you already have');
  });
});

describe('a base named as the top of the band, with a signing bonus "possible" but no figure', () => {
  const OFFER_68K = {
    subCase: 'salary_offer',
    amounts: [amount('68k', 68000, 'offered'), amount('75', 75000, 'asked'), amount('82k', 82000, 'asked')],
  } as const satisfies Partial<Case>;
  const open = (lang: Language) => {
    const ctx = context({ ...OFFER_68K }, lang);
    const withFlag = { ...ctx, case: { ...ctx.case, flags: { ...ctx.case.flags, bonusOpen: true } } };
    return salary[lang].followUpCopy?.(withFlag, 'counter_offer', '71k', [amount('71k', 71000, 'offered')]);
  };

  it('takes the base and names the bonus (the 4k gap to 75k) with a written review, never a base counter', () => {
    const en = open('en');
    expect(en?.opening).toContain(
      'You mentioned a signing bonus: could it be 4k? That closes the gap to 75k',
    );
    expect(en?.strategy).toContain("Don't counter the base again.");
    expect(en?.strategy).toContain('pay review at six months with 75k as the target');
    expect(JSON.stringify(en)).not.toMatch(/in base pay instead|\$73,000/);
    const es = open('es');
    expect(es?.opening).toContain('Mencionó un bono de firma: ¿podría ser de 4k?');
    expect(tuteoMarkers(JSON.stringify(es))).toEqual([]);
    expect(JSON.stringify(es)).not.toMatch(/listo|dispuesto/);
  });

  it('keeps the usual counter when no bonus was mentioned', () => {
    const ctx = context({ ...OFFER_68K }, 'en');
    const plain = salary.en.followUpCopy?.(ctx, 'counter_offer', '71k', [amount('71k', 71000, 'offered')]);
    expect(JSON.stringify(plain ?? {})).not.toContain('You mentioned a signing bonus');
  });
});

describe('judge 26: an offer due the day after Thanksgiving, with another interview coming', () => {
  const OFFER = {
    subCase: 'salary_offer',
    amounts: [
      amount('92k', 92000, 'offered'),
      amount('105', 105000, 'asked'),
      amount('118', 118000, 'asked'),
    ],
    dates: [{ text: 'friday', iso: '2026-11-27', role: 'due' }],
    flags: { otherInterview: true },
  } as const satisfies Partial<Case>;

  it('names the holiday of a deadline, and none on an ordinary day', () => {
    expect(holidayOf('2026-11-27', 'en')).toBe('the day after Thanksgiving');
    expect(holidayOf('2026-11-26', 'es')).toBe('el Día de Acción de Gracias');
    expect(holidayOf('2027-11-26', 'en')).toBe('the day after Thanksgiving');
    expect(holidayOf('2026-12-25', 'en')).toBe('Christmas Day');
    expect(holidayOf('2026-12-04', 'en')).toBeUndefined();
  });

  it('says the deadline falls after Thanksgiving and asks for time past the other interview, in both languages', () => {
    const en = shownIn('en', OFFER);
    expect(en.strategy).toContain(
      'Friday, November 27 (the day after Thanksgiving, when many offices are closed)',
    );
    expect(en.strategy).toContain('ask for a few more days to decide');
    expect(en.strategy).toContain("Don't name the other company, and don't call it an offer.");
    expect(en.emailBody).toContain('could I give you my final answer by [a day after your other interview]?');
    const es = shownIn('es', OFFER);
    expect(es.strategy).toContain('viernes 27 de noviembre (el día después de Acción de Gracias');
    expect(es.emailBody).toContain('[un día después de su otra entrevista]');
    expect(tuteoMarkers(allText(context(OFFER, 'es')))).toEqual([]);
  });

  it('with no other interview, asks for no extra time', () => {
    const en = shownIn('en', { ...OFFER, flags: {} });
    expect(en.strategy).not.toContain('other interview');
    expect(en.emailBody).not.toContain('other interview');
  });
});

describe('judge 26: an ask already given, and an answer due tomorrow', () => {
  const ASKED = {
    subCase: 'salary_offer',
    amounts: [amount('45 mil', 45000, 'offered', { per: 'year' }), amount('52', 52000, 'asked')],
    dates: [{ text: 'lunes', iso: '2026-11-23', role: 'due' }],
    flags: { askStated: true },
  } as const satisfies Partial<Case>;

  it('holds the number already asked for, never above it, and counters today', () => {
    const es = shownIn('es', ASKED);
    expect(es.strategy).toContain('los 52 mil que ya pidió, no más');
    expect(es.strategy).toContain('haga su contraoferta hoy mismo');
    expect(es.strategy).not.toContain('$55,000');
    const en = shownIn('en', ASKED);
    expect(en.strategy).toContain('the 52 mil you already asked for, no higher');
    expect(en.strategy).toContain('counter today so they have time');
  });
});

describe('salary: a ceiling named in the reply to the ask ("base max is 76k, final, maybe other things")', () => {
  const OFFER = {
    subCase: 'salary_offer',
    amounts: [amount('72k', 72000, 'offered'), amount('85k', 85000, 'proposed')],
    flags: { payCapped: true, askStated: true },
  } as const satisfies Partial<Case>;
  const latest = [amount('82', 82000, 'asked'), amount('76k', 76000, 'offered')];

  it.each(['en', 'es'] as const)(
    'takes the base at the ceiling and asks for the other things, never the base ask again (%s)',
    (lang: Language) => {
      const reply = salary[lang].followUpCopy!(context(OFFER, lang), 'counter_offer', '76k', latest)!;
      const text = [reply.strategy, reply.opening, reply.email.body, ...reply.talkingPoints].join(' ');
      expect(text).toContain('76k');
      expect(text).toContain('6k');
      expect(text).toMatch(lang === 'en' ? /6k signing bonus/ : /bono de firma de 6k/);
      expect(text).toMatch(lang === 'en' ? /6 months with 82k as the target/ : /6 meses con 82k como meta/);
      expect(text).not.toMatch(/I'd like to ask for 82k|10k|Can you get the base there|at 72k/);
      if (lang === 'es') expect(tuteoMarkers(text)).toEqual([]);
    },
  );

  it('the whole answer, with the reply read in, stands at the ceiling, not the first offer', () => {
    const shown = shownIn('en', {
      ...OFFER,
      amounts: [...OFFER.amounts, amount('82', 82000, 'asked'), amount('76k', 76000, 'offered')],
    });
    expect(shown.strategy).toContain('named their ceiling: 76k');
    expect(shown.strategy).toContain('a 6k signing bonus');
    expect(shown.strategy).not.toContain('10k');
  });
});

describe('salary: a raise put off for budget, with the number asked in the reply', () => {
  const RAISE_ASKED = {
    subCase: 'salary_raise',
    amounts: [amount('18', 18, 'current', { per: 'hour' }), amount('19.50', 19.5, 'offered')],
    flags: { payDiscussion: true },
  } as const satisfies Partial<Case>;

  it.each(['en', 'es'] as const)(
    'holds the 20 asked, asks for 19.50 now and the date in writing, and answers the gag on pay talk (%s)',
    (lang: Language) => {
      const reply = salary[lang].followUpCopy!(context(RAISE_ASKED, lang), 'said_no', undefined, [
        amount('20', 20, 'asked'),
      ])!;
      const text = [reply.strategy, reply.opening, reply.email.body, ...reply.talkingPoints].join(' ');
      expect(text).toContain(lang === 'en' ? '20 an hour' : '20 la hora');
      expect(text).toContain('19.50');
      expect(text).toContain('NLRA');
      expect(text).not.toMatch(/\[your number\]|\[su cifra\]|días remotos|remote days/);
      if (lang === 'es') expect(tuteoMarkers(text)).toEqual([]);
    },
  );
});

describe('salary: a small hourly raise that still leaves the person below others in the same job', () => {
  /** "gano 18 la hora … me dan 50 centavos de aumento. unos que entraron después ganan 19.50". */
  const BELOW_OTHERS = {
    subCase: 'salary_raise',
    amounts: [
      amount('18', 18, 'current', { per: 'hour', count: 40 }),
      amount('19.50', 19.5, 'market'),
      amount('18.50', 18.5, 'offered', { per: 'hour' }),
    ],
  } as const satisfies Partial<Case>;

  it.each(['en', 'es'] as const)(
    'works out the raise, names the gap and asks for the next dollar above the others, never a blank (%s)',
    (lang: Language) => {
      const text = allText(context(BELOW_OTHERS, lang));
      expect(text).toContain(lang === 'en' ? '50 cents' : '50 centavos');
      expect(text).toContain(lang === 'en' ? '18.50 an hour' : '18.50 la hora');
      expect(text).toContain(lang === 'en' ? '2.8%' : '2,8%');
      expect(text).toContain('$1,040');
      expect(text).toContain(lang === 'en' ? '19.50 an hour' : '19.50 la hora');
      expect(text).toContain(lang === 'en' ? 'asking for 20 an hour' : 'Le pido 20 la hora');
      expect(text).not.toMatch(
        /\[your number\]|\[su cifra\]|\[market pay\]|\[pago de mercado\]|remote days|días remotos|\[two results/,
      );
      if (lang === 'es') expect(tuteoMarkers(text)).toEqual([]);
    },
  );

  it('asks one dollar above a whole figure the others make (17 → 18), and keeps the dollar sign typed', () => {
    const text = allText(
      context(
        {
          subCase: 'salary_raise',
          amounts: [
            amount('$16.25', 16.25, 'current', { per: 'hour' }),
            amount('$17', 17, 'market'),
            amount('$16.60', 16.6, 'offered', { per: 'hour' }),
          ],
        },
        'en',
      ),
    );
    expect(text).toContain('35 cents');
    expect(text).toContain('$18 an hour');
  });

  it.each(['en', 'es'] as const)(
    'names the month they gave for the review in the note, and the raise already offered (%s)',
    (lang: Language) => {
      const reply = salary[lang].followUpCopy!(
        context({ ...BELOW_OTHERS, dates: [{ text: 'enero', iso: '2027-01-01', role: 'other' }] }, lang),
        'said_no',
        undefined,
        [amount('20', 20, 'asked')],
      )!;
      expect(reply.email.body).toContain(
        lang === 'en' ? 'review it in January 2027' : 'lo revisaremos en enero de 2027',
      );
      expect(reply.email.body).not.toMatch(/\[date\]|\[fecha\]/);
      expect(reply.strategy).toContain(
        lang === 'en'
          ? 'instead of the 18.50 an hour they offered'
          : 'en vez de los 18.50 la hora que le ofrecen',
      );
    },
  );
});

describe('salary: a range the recruiter named, posted or not', () => {
  it.each(['en', 'es'] as const)(
    'counters at the top of their range, never reads its bottom as a target (%s)',
    (lang) => {
      const shown = shownIn(lang, {
        subCase: 'salary_offer',
        amounts: [
          amount('72k', 72000, 'offered'),
          amount('70', 70000, 'other', { posted: true }),
          amount('85k', 85000, 'other', { posted: true }),
        ],
        skills: lang === 'en' ? '4 years of experience' : '4 años de experiencia',
      });
      const text = answerText(shown);
      expect(text).toContain('85k');
      expect(text).toContain(
        lang === 'en' ? 'Their own range is 70k–85k' : 'El rango de la empresa es de 70k–85k',
      );
      expect(text).not.toMatch(/70k target|target 70k|meta de 70k|70k as the target|70k como meta/);
    },
  );
});

describe("salary: the job's title and the employer fill the offer's letter", () => {
  it.each(['en', 'es'] as const)(
    'never leaves [role] or [company] for what the person named (%s)',
    (lang) => {
      const text = allText(
        context(
          { ...YEARLY_OFFER, jobTitle: lang === 'en' ? 'marketing coordinator' : 'analista de datos' },
          lang,
        ),
      );
      expect(text).toContain(
        lang === 'en' ? 'Offer for marketing coordinator' : 'Oferta para analista de datos',
      );
      expect(text).toContain('Acme');
      expect(text).not.toMatch(/\[role\]|\[puesto\]|\[company\]|\[empresa\]/);
    },
  );
});

describe('salary: pay already told, a night differential, and a union contract', () => {
  const NURSE = {
    subCase: 'salary_offer',
    skills: '6 years of experience',
    amounts: [
      amount('48.50', 48.5, 'offered', { per: 'hour' }),
      amount('4.25', 4.25, 'unit', { per: 'hour' }),
      { ...amount('47.00', 47, 'other'), posted: true },
      { ...amount('62.00', 62, 'other'), posted: true },
      amount('46.75', 46.75, 'current'),
      amount('55', 55, 'asked'),
    ],
    flags: { salaryHistoryAsked: true, salaryHistoryGiven: true },
  } as const satisfies Partial<Case>;

  it.each(['en', 'es'] as const)(
    'aims at the 55 asked, never the 4.25 differential (%s)',
    (lang: Language) => {
      const shown = shownIn(lang, NURSE);
      const text = [shown.strategy, shown.opening, shown.email].join(' ');
      expect(text).toMatch(lang === 'en' ? /your 55 target/ : /su meta de 55/);
      expect(text).not.toMatch(/4\.25 (?:target|as the target)|meta de 4\.25|\$5\b/);
      // Told already: not "you don't have to share", but what it does and doesn't change.
      expect(shown.strategy).toMatch(
        lang === 'en'
          ? /already told them what you make now \(46\.75\)/
          : /ya les dijo cuánto gana ahora \(46\.75\)/,
      );
      expect(shown.strategy).toContain('47.00–62.00');
      expect(shown.strategy).not.toMatch(/You don't have to share|No tiene que decir/);
      if (lang === 'es') expect(tuteoMarkers(text)).toEqual([]);
    },
  );

  it.each(['en', 'es'] as const)(
    'answers "max is 51 … a union contract" with the wage scale and the step, never a yes (%s)',
    (lang: Language) => {
      const ctx = context(
        { ...NURSE, flags: { ...NURSE.flags, payCapped: true, unionContract: true } },
        lang,
      );
      const reply = salary[lang].followUpCopy!(ctx, 'counter_offer', '51', [amount('51', 51, 'offered')])!;
      const text = [reply.strategy, reply.opening, reply.email.body, ...reply.talkingPoints].join(' ');
      expect(text).toMatch(
        lang === 'en'
          ? /\$2\.50 an hour more than the first offer/
          : /\$2\.50 la hora más que la primera oferta/,
      );
      expect(text).toMatch(lang === 'en' ? /\$4 an hour under your 55/ : /\$4 la hora por debajo de sus 55/);
      expect(text).toMatch(lang === 'en' ? /wage scale/ : /escala salarial/);
      expect(text).toMatch(lang === 'en' ? /which step 51 is/ : /en qué escalón está 51/);
      expect(text).not.toMatch(/that works for me|I accept|eso me funciona|Acepto/i);
      if (lang === 'es') expect(tuteoMarkers(text)).toEqual([]);
    },
  );

  it('says what a union contract changes in the first answer when the person names one', () => {
    const shown = shownIn('en', { ...NURSE, flags: { ...NURSE.flags, unionContract: true } });
    expect(shown.strategy).toMatch(/union contract usually sets base pay by a wage scale/);
  });
});
