import type { Language } from '@lane/shared';
import { describe, expect, it } from 'vitest';
import { tuteoMarkers } from '../../../../test/spanish.js';
import type { Case, CaseAmount, CaseDate } from '../../../domain/chat/case.js';
import { readConversation, type ConversationReading } from '../../../domain/chat/read-case.js';
import { renderChatMarkdown } from '../../../domain/chat/render.js';
import { deadlinesOf, ruleOn } from '../../../domain/chat/rights.js';
import { BREVITY_LEVELS, composeSections } from '../compose.js';
import { emptyCase } from '../../../domain/chat/case.js';
import { copyContext } from './context.js';
import { caseIn, expectSays, LANGS, scriptView, TODAY, variant } from './test-support.js';
import { CONVERSATION } from './conversation.js';
import { debtCollection } from './debt-collection.js';
import { RUNGS, type CopyContext, type Outcome } from './types.js';

const billed: CaseAmount = { text: '$1,840', value: 1840, role: 'billed' };
const offered: CaseAmount = { text: '$900', value: 900, role: 'offered' };
const notice: CaseDate = { text: 'November 10', iso: '2026-11-10', role: 'notice' };

const ctxFor = (lang: Language, overrides: Partial<Case> = {}): CopyContext =>
  caseIn(lang, { area: 'debt_collection', ...overrides });
/** Everything the person reads, as the composer would show it (the deadlines section aside). */
const render = (ctx: CopyContext) => scriptView(debtCollection, ctx);

const BARGAINING =
  /\bhalf\b|mitad|discount|descuento|payment plan|plan de pagos|settle for|acuerdo por menos/i;
/**
 * State law is never stated: the statute of limitations is named, but never in years, never as
 * already run, and no state's rule is quoted.
 */
const STATE_LAW =
  /\b\d+\s*(?:years?|años)\b|in (?:California|Texas|New York|Florida)|(?:statute of limitations|plazo de prescripción) (?:is \d|has (?:passed|expired|run)|es de \d|ya venció)|(?:this|the) debt is time-barred|la deuda está prescrita/i;

function expectCleanSpanish(ctx: CopyContext) {
  if (ctx.lang !== 'es') return;
  const { all } = render(ctx);
  expect(tuteoMarkers(all)).toEqual([]);
  expect(all).not.toMatch(/dispuest[oa]|segur[oa] de que|list[oa] para/i);
}

/**
 * The whole answer as the person sees it: this area's copy, the rights' deadlines, and stand-ins as
 * long as the composer's own lines (the offline lead, the not-a-lawyer line, the ladder's intro and
 * closing, the numbers point), rendered to Markdown.
 */
function renderedLength(ctx: CopyContext): number {
  const copy = debtCollection[ctx.lang];
  const rungs = copy.rungs(ctx);
  const line = (length: number) => 'x'.repeat(length);
  const markdown = renderChatMarkdown(
    {
      strategy: `${copy.strategy(ctx)} ${line(62)}`,
      phone_script: [
        copy.opening(ctx),
        line(50),
        ...RUNGS.map((rung, index) => `${index + 1}. **${rungs[rung].label}**: "${rungs[rung].line}"`),
        line(90),
      ].join('\n'),
      email: copy.email(ctx),
      talking_points: [...copy.talkingPoints(ctx), line(70)],
      deadlines: deadlinesOf(ctx.ruling, ctx.lang),
      // The composer asks questions only when the reading is unsure.
      questions: ctx.subCase === undefined ? (copy.questions?.(ctx) ?? []) : [],
    },
    ctx.lang,
    { lead: line(110) },
  );
  return markdown.length;
}

function expectCommon(ctx: CopyContext) {
  const view = render(ctx);
  expect(view.email.body.length).toBeLessThanOrEqual(950);
  expect(view.questionList.length).toBeLessThanOrEqual(3);
  expect(view.all).not.toMatch(STATE_LAW);
  expect(view.all).not.toMatch(/isn't a lawyer|no es abogad/i);
  expect(renderedLength(ctx)).toBeLessThanOrEqual(4000);
  expectCleanSpanish(ctx);
}

describe('debt validation', () => {
  for (const lang of LANGS) {
    describe(lang, () => {
      const ctx = ctxFor(lang, { subCase: 'debt_validation', amounts: [billed, offered], dates: [notice] });
      const view = render(ctx);

      it('asserts the written validation request with the computed deadline', () => {
        expect(ctx.right('debt-validation')).toBe(true);
        expect(ctx.ruling.moneyNotOwed).toBe(true);
        const day = lang === 'en' ? 'December 10, 2026' : '10 de diciembre de 2026';
        expect(ctx.deadline('debt-validation')).toBe(day);
        expect(view.strategy).toContain(day);
        expect(view.strategy).toMatch(lang === 'en' ? /validation/ : /validación/);
        expect(view.emailBody).toMatch(
          lang === 'en' ? /I dispute this debt and request validation/ : /disputo esta deuda/i,
        );
        expect(view.rightLine).toMatch(lang === 'en' ? /validate it in writing/ : /validen por escrito/);
      });

      it('never bargains: no discount, split or plan in the script or rungs', () => {
        expect(view.script).not.toMatch(BARGAINING);
        expect(view.strategy).not.toMatch(BARGAINING);
        expect(view.script).toMatch(lang === 'en' ? /bank details/ : /datos bancarios|datos de tarjeta/);
      });

      it("declines the collector's settlement offer before validation", () => {
        expect(view.strategy).toContain('$900');
        expect(view.strategy).toMatch(lang === 'en' ? /Decline/ : /Rechace/);
        expect(debtCollection[lang].judgeOffer?.(ctx, 900)).toBe('decline');
        expect(debtCollection[lang].judgeOffer?.(ctx, undefined)).toBe('decline');
      });

      it('uses the amount the collector asks for and the notice date as given', () => {
        expect(view.subject).toContain('$1,840');
        expectSays(view.emailBody, ['$1,840', 'November 10']);
        expect(view.emailBody).not.toContain('$900');
      });

      it('does not ask for the notice date it already has', () => {
        expect(view.questions).not.toMatch(/first letter|primera carta/);
      });

      it('fits the answer, speaks usted and states no state law', () => expectCommon(ctx));
    });
  }

  it('asks for the notice date when it is missing, and says "within 30 days" instead of a date', () => {
    for (const lang of LANGS) {
      const ctx = ctxFor(lang, { subCase: 'debt_validation', amounts: [billed] });
      const view = render(ctx);
      expect(ctx.deadline('debt-validation')).toBeUndefined();
      expect(view.questionList[0]).toMatch(
        lang === 'en' ? /first letter arrive/ : /primera carta del cobrador/,
      );
      expect(view.strategy).toMatch(/30/);
      expect(view.emailBody).toContain(lang === 'en' ? '[date on the notice]' : '[fecha del aviso]');
      expectCommon(ctx);
    }
  });

  it('writes placeholders, never invented figures, when nothing was given', () => {
    for (const lang of LANGS) {
      const ctx = ctxFor(lang, { subCase: 'debt_validation' });
      const view = render(ctx);
      expect(view.all).not.toMatch(/\$\d/);
      expect(view.emailBody).toMatch(/\[/);
      expectCommon(ctx);
    }
  });

  it('fits a medical debt in collections: checks the bill with the hospital or clinic', () => {
    for (const lang of LANGS) {
      const ctx = ctxFor(lang, {
        subCase: 'debt_validation',
        amounts: [billed],
        dates: [notice],
        party: 'Mercy Hospital',
        insurance: 'insured',
      });
      const view = render(ctx);
      expect(view.talkingPoints).toMatch(lang === 'en' ? /hospital or clinic/ : /hospital o la clínica/);
      expect(view.script).not.toMatch(BARGAINING);
      expectCommon(ctx);
    }
  });

  it('shows a payment already made in the itemization request', () => {
    const ctx = ctxFor('en', {
      subCase: 'debt_validation',
      amounts: [billed, { text: '$200', value: 200, role: 'paid' }],
    });
    expect(render(ctx).emailBody).toContain("I've already paid $200");
  });
});

describe('time-barred debt', () => {
  const lastPayment: CaseDate = { text: 'March 2017', role: 'last_payment' };
  for (const lang of LANGS) {
    describe(lang, () => {
      const ctx = ctxFor(lang, {
        subCase: 'debt_time_barred',
        amounts: [billed],
        dates: [notice, lastPayment],
        flags: { oldDebt: true },
      });
      const view = render(ctx);

      it('asserts that a collector may not sue or threaten to sue on a time-barred debt', () => {
        expect(ctx.right('time-barred-debt-no-suit')).toBe(true);
        expect(view.strategy).toMatch(
          lang === 'en' ? /may not sue you or threaten to/ : /no puede demandarle ni amenazar con hacerlo/,
        );
        expect(view.script).toMatch(lang === 'en' ? /may not sue me or threaten to/ : /no pueden demandarme/);
        expect(view.rightLine).toBeTruthy();
      });

      it('asks in writing for the last payment date and the original creditor, and validation too', () => {
        expect(view.emailBody).toMatch(lang === 'en' ? /date of the last payment/ : /fecha del último pago/);
        expect(view.emailBody).toMatch(lang === 'en' ? /original creditor/ : /acreedor original/);
        expect(view.emailBody).toMatch(lang === 'en' ? /request validation/ : /pido su validación/);
        expect(view.emailBody).toMatch(lang === 'en' ? /not a promise to pay/ : /no es una promesa de pago/);
        const day = lang === 'en' ? 'December 10, 2026' : '10 de diciembre de 2026';
        expect(view.strategy).toContain(day);
      });

      it('names the statute of limitations as a question to check, and warns what can revive it', () => {
        expect(view.strategy).toMatch(
          lang === 'en'
            ? /may be past the statute of limitations \(your state's time limit for suing\): legal aid or your state attorney general can tell you/
            : /puede haber pasado el plazo de prescripción \(el tiempo de su estado para demandar\): la asistencia legal o el fiscal general de su estado se lo dicen/,
        );
        expect(view.strategy).toMatch(
          lang === 'en'
            ? /In many states, a payment \(even a small one\) or a written acknowledgment of the debt can restart \("revive"\) that clock/
            : /En muchos estados, un pago \(aunque sea pequeño\) o un reconocimiento de la deuda por escrito puede reiniciar \("revivir"\) ese plazo/,
        );
        expect(view.strategy).toContain('12 CFR 1006.26(b)');
        expect(view.talkingPoints).toMatch(
          lang === 'en' ? /Don't make a small "good faith" payment/ : /No haga un pago pequeño "de buena fe"/,
        );
        expect(view.all).not.toMatch(
          /restarts the (?:time limit|clock) in your state|in your state, a payment restarts/i,
        );
      });

      it('never offers a payment, not even a small one', () => {
        expect(view.script).not.toMatch(BARGAINING);
        expect(view.script).toMatch(lang === 'en' ? /even a small one/ : /ni uno pequeño/);
        expect(debtCollection[lang].judgeOffer?.(ctx, 100)).toBe('decline');
      });

      it('fits the answer, speaks usted and states no state law', () => expectCommon(ctx));
    });
  }

  it('refuses the monthly payments the collector asks for, by their figure', () => {
    for (const lang of LANGS) {
      const monthly: CaseAmount = { text: '$50', value: 50, role: 'unit', per: 'month' };
      const ctx = ctxFor(lang, {
        subCase: 'debt_time_barred',
        amounts: [billed, monthly],
        flags: { oldDebt: true },
      });
      expect(render(ctx).strategy).toContain(
        lang === 'en' ? '(not the $50 a month they ask for)' : '(tampoco los $50 al mes que le piden)',
      );
      expectCommon(ctx);
    }
  });

  it('answers a threat to sue on an old debt: the threat itself breaks the rule, report it', () => {
    for (const lang of LANGS) {
      const ctx = ctxFor(lang, {
        subCase: 'debt_time_barred',
        amounts: [billed],
        flags: { oldDebt: true, suitThreatened: true },
      });
      expect(render(ctx).strategy).toMatch(
        lang === 'en'
          ? /If so, their threat to take you to court breaks that rule: note its exact words and report it to the CFPB/
          : /Si es así, amenazarle con la corte va contra esa regla: anote sus palabras exactas y repórtelo a la CFPB/,
      );
      expectCommon(ctx);
    }
  });

  it('does not say the debt may be past the statute of limitations when it is said to be recent', () => {
    for (const lang of LANGS) {
      const ctx = ctxFor(lang, { subCase: 'debt_time_barred', amounts: [billed], flags: { oldDebt: false } });
      const view = render(ctx);
      expect(ctx.right('time-barred-debt-no-suit')).toBe(false);
      expect(view.strategy).not.toMatch(/may be past|puede haber pasado|1006\.26/);
      expect(view.strategy).toMatch(lang === 'en' ? /check whether a payment/ : /averigüe si un pago/);
    }
  });

  it('asks about court papers when a suit was threatened', () => {
    const ctx = ctxFor('en', {
      subCase: 'debt_time_barred',
      dates: [notice],
      flags: { suitThreatened: true },
    });
    expect(render(ctx).questions).toMatch(/court papers/);
  });
});

describe('threatened suit', () => {
  for (const lang of LANGS) {
    describe(lang, () => {
      const ctx = ctxFor(lang, {
        subCase: 'debt_threatened_suit',
        amounts: [billed],
        dates: [notice],
        flags: { suitThreatened: true, oldDebt: true },
      });
      const view = render(ctx);

      it('says never to ignore court papers, to respond by the date on the summons and to find free legal aid', () => {
        expect(view.strategy).toMatch(lang === 'en' ? /never ignore them/ : /nunca los ignore/);
        expect(view.strategy).toMatch(lang === 'en' ? /date on the summons/ : /fecha que indica la citación/);
        expect(view.strategy).toMatch(/LawHelp\.org/);
      });

      it('asserts the time-barred rule on an old debt and asks for the threat in writing', () => {
        expect(view.strategy).toMatch(
          lang === 'en' ? /may not even threaten to sue/ : /no puede ni amenazar con demandarle/,
        );
        expect(view.rightLine).toMatch(
          lang === 'en' ? /may not sue me or threaten to/ : /no pueden demandarme/,
        );
        expect(view.emailBody).toMatch(lang === 'en' ? /lawsuit has been filed/ : /presentaron una demanda/);
        expect(view.talkingPoints).toMatch(
          lang === 'en' ? /exact words of the threat/ : /palabras exactas de la amenaza/,
        );
      });

      it('names the CFPB and the state attorney general as complaint routes', () => {
        expect(view.complaintRoutes).toContain('consumerfinance.gov/complaint');
        expect(view.complaintRoutes).toMatch(lang === 'en' ? /attorney general/ : /fiscal general/);
      });

      it('asks first whether court papers arrived', () => {
        expect(view.questionList[0]).toMatch(lang === 'en' ? /court papers/ : /papeles de una corte/);
      });

      it('never bargains on the phone', () => {
        expect(view.script).not.toMatch(BARGAINING);
        expect(debtCollection[lang].judgeOffer?.(ctx, 500)).toBe('decline');
      });

      it('fits the answer, speaks usted and states no state law', () => expectCommon(ctx));
    });
  }

  it('does not claim the time-barred rule when the debt is not known to be old, and asks about the last payment', () => {
    for (const lang of LANGS) {
      const ctx = ctxFor(lang, { subCase: 'debt_threatened_suit', flags: { suitThreatened: true } });
      const view = render(ctx);
      expect(ctx.right('time-barred-debt-no-suit')).toBe(false);
      expect(view.all).not.toMatch(/may not sue|no pueden demandarme|no puede demandarle/);
      expect(view.questions).toMatch(lang === 'en' ? /last payment/ : /último pago/);
      expectCommon(ctx);
    }
  });
});

describe('the original company is the one asking', () => {
  for (const lang of LANGS) {
    describe(lang, () => {
      const ctx = ctxFor(lang, {
        subCase: 'debt_validation',
        amounts: [billed],
        party: 'Valley Clinic',
        flags: { collector: false },
      });
      const view = render(ctx);

      it('explains the validation letter is for collectors and asks for an itemized statement instead', () => {
        expect(ctx.right('debt-validation')).toBe(false);
        expect(view.strategy).toMatch(
          lang === 'en' ? /for collection agencies/ : /para agencias de cobranza/,
        );
        expect(view.emailSubject).toMatch(
          lang === 'en' ? /Itemized statement and payment arrangement/ : /detallado y arreglo de pagos/,
        );
        expect(view.emailBody).not.toMatch(/request validation|pido su validación/);
        expect(view.rightLine).toBe('');
        expect(view.party).toMatch(lang === 'en' ? /billing office/ : /facturación/);
      });

      it('offers the usual ladder, with financial assistance for a medical bill', () => {
        expect(view.script).toMatch(lang === 'en' ? /Financial assistance/ : /Asistencia financiera/);
        expect(view.script).toMatch(
          lang === 'en' ? /\[amount you can afford\] a month/ : /\[monto que puede pagar\] al mes/,
        );
      });

      it('fits the answer and speaks usted', () => expectCommon(ctx));
    });
  }

  it('compares an offer with what the person asked, not a blanket decline', () => {
    const ctx = ctxFor('en', {
      subCase: 'debt_validation',
      amounts: [billed, { text: '$1,000', value: 1000, role: 'asked' }],
      flags: { collector: false },
    });
    expect(debtCollection.en.judgeOffer?.(ctx, 950)).toBe('accept');
    expect(debtCollection.en.judgeOffer?.(ctx, 1500)).toBe('counter');
    expect(debtCollection.en.judgeOffer?.(ctx, -1)).toBeUndefined();
  });

  it('on an old debt, asks for the last payment date before any arrangement', () => {
    for (const lang of LANGS) {
      const ctx = ctxFor(lang, {
        subCase: 'debt_time_barred',
        amounts: [billed],
        flags: { collector: false },
      });
      const view = render(ctx);
      expect(view.script).not.toMatch(/\[amount you can afford\]|\[monto que puede pagar\]/);
      expect(view.emailBody).toMatch(lang === 'en' ? /date of my last payment/ : /fecha de mi último pago/);
      expectCommon(ctx);
    }
  });
});

describe('unsure reading', () => {
  for (const lang of LANGS) {
    describe(lang, () => {
      const ctx = ctxFor(lang, { subCase: 'debt_validation', confidence: 'unsure', amounts: [billed] });
      const view = render(ctx);

      it('gives a safe first step: get it on paper, pay and promise nothing', () => {
        expect(ctx.subCase).toBeUndefined();
        expect(view.strategy).toMatch(lang === 'en' ? /get it on paper/ : /consiga todo por escrito/);
        expect(view.strategy).toMatch(
          lang === 'en' ? /Don't pay \(not even a little\), promise/ : /No pague \(ni un poco\), no prometa/,
        );
        expect(view.script).not.toMatch(BARGAINING);
      });

      it('asks the questions that decide the sub-case', () => {
        expect(view.questionList).toHaveLength(3);
        expect(view.questions).toMatch(
          lang === 'en'
            ? /collection agency asking, or the original company/
            : /agencia de cobranza o la empresa original/,
        );
        expect(view.questions).toMatch(lang === 'en' ? /court papers/ : /papeles de una corte/);
        expect(view.questions).toMatch(lang === 'en' ? /first letter arrive/ : /primera carta/);
      });

      it('fits the answer and speaks usted', () => expectCommon(ctx));
    });
  }
});

describe('every combination', () => {
  const SUB_CASES = ['debt_validation', 'debt_time_barred', 'debt_threatened_suit', undefined] as const;
  for (const subCase of SUB_CASES) {
    it(`${subCase ?? 'unsure'}: fits the answer, speaks usted and never bargains on money not owed`, () => {
      for (const lang of LANGS)
        for (const dates of [[], [notice]])
          for (const oldDebt of [true, undefined])
            for (const collector of [undefined, true, false])
              for (const medical of [true, false])
                for (const amounts of [
                  [],
                  [billed, offered, { text: '$200', value: 200, role: 'paid' as const }],
                ]) {
                  const ctx = ctxFor(lang, {
                    subCase,
                    confidence: subCase ? 'sure' : 'unsure',
                    amounts,
                    dates,
                    flags: {
                      oldDebt,
                      collector,
                      suitThreatened: subCase === 'debt_threatened_suit' || undefined,
                    },
                    ...(medical ? { party: 'St. Luke Hospital', insurance: 'insured' as const } : {}),
                  });
                  expectCommon(ctx);
                  if (ctx.ruling.moneyNotOwed) {
                    const view = render(ctx);
                    expect(view.script).not.toMatch(BARGAINING);
                    expect(debtCollection[lang].judgeOffer?.(ctx, 1)).toBe('decline');
                    expect(view.rightLine).not.toBe('');
                  }
                }
    });
  }
});

const OUTCOMES: Outcome[] = ['said_no', 'counter_offer', 'agreed', 'no_reply', 'pay_now'];

/** Sentences in a step: a full stop, question or exclamation mark followed by a space or the end. */
const sentences = (text: string) => text.split(/[.!?](?:\s|$)/).filter((part) => part.trim() !== '');

function stepOf(ctx: CopyContext, outcome: Outcome, offer?: string) {
  return debtCollection[ctx.lang].nextStep?.(ctx, outcome, offer);
}

describe('next step after the collector answers', () => {
  const validation = (lang: Language) =>
    ctxFor(lang, { subCase: 'debt_validation', amounts: [billed], dates: [notice] });
  const barred = (lang: Language) =>
    ctxFor(lang, { subCase: 'debt_time_barred', amounts: [billed], flags: { oldDebt: true } });

  it('validation, said no: mail the written dispute by the deadline; a collector who keeps collecting goes to the CFPB', () => {
    expect(stepOf(validation('en'), 'said_no')).toMatch(
      /mail your written dispute and validation request by December 10, 2026.*pause collection until they mail you proof.*CFPB/,
    );
    expect(stepOf(validation('es'), 'said_no')).toMatch(
      /envíe su disputa y su pedido de validación por escrito a más tardar el 10 de diciembre de 2026.*pausar el cobro.*CFPB/,
    );
  });

  it('validation, no reply: no payment until validated, and a CFPB complaint if they keep pushing', () => {
    expect(stepOf(validation('en'), 'no_reply')).toMatch(/don't pay until they validate the debt.*CFPB/);
    expect(stepOf(validation('es'), 'no_reply')).toMatch(/no pague hasta que validen la deuda.*CFPB/);
  });

  it('validation, pay now: never by phone or with bank access before validation, echoing the demand', () => {
    expect(stepOf(validation('en'), 'pay_now', '$300')).toMatch(
      /^Never pay the \$300 by phone, or give card or bank access, before the debt is validated in writing\./,
    );
    expect(stepOf(validation('es'), 'pay_now', '$300')).toMatch(
      /^Nunca pague los \$300 por teléfono ni dé acceso a su tarjeta o su banco antes de que validen la deuda por escrito\./,
    );
  });

  it('validation, counter-offer: no settlement before validation, the offer echoed, settlement terms in writing', () => {
    for (const lang of LANGS) {
      const step = stepOf(validation(lang), 'counter_offer', '$900') ?? '';
      expect(step).toContain('$900');
      expect(step).toMatch(
        lang === 'en'
          ? /No settlement, not even \$900, before the debt is validated/
          : /Ningún acuerdo, ni siquiera por \$900, antes de que validen/,
      );
      expect(step).toMatch(lang === 'en' ? /settles the account in full/ : /salda la cuenta por completo/);
    }
  });

  it('old debt: any payment or settlement is checked against the statute of limitations first', () => {
    for (const lang of LANGS) {
      const revive =
        lang === 'en'
          ? /in many states a payment, even a small one, or a written acknowledgment can restart \("revive"\) the statute of limitations/
          : /en muchos estados un pago, aunque sea pequeño, o un reconocimiento de la deuda por escrito puede reiniciar \("revivir"\) el plazo de prescripción/;
      for (const outcome of ['said_no', 'counter_offer', 'agreed', 'pay_now'] as const) {
        expect(stepOf(barred(lang), outcome, '$200')).toMatch(revive);
      }
      expect(stepOf(barred(lang), 'pay_now', '$200')).toMatch(
        lang === 'en'
          ? /^Paying the \$200 today, or any part of it,/
          : /^Pagar los \$200 hoy, o cualquier parte,/,
      );
    }
  });

  it('old debt, a demand to pay today: a payment "to close the case" closes nothing, a threat to sue is itself barred, real court papers are answered', () => {
    const en = stepOf(barred('en'), 'pay_now', '200') ?? '';
    expect(en).toMatch(
      /a payment "to close the case" closes nothing unless a letter first says it settles the account in full/,
    );
    expect(en).toMatch(
      /If they threaten to sue: past the statute of limitations, a collector may not sue you or even threaten to \(Regulation F, 12 CFR 1006\.26\(b\)\), so note their exact words and report them to the CFPB; but if real court papers \(a summons\) arrive, answer them by their date/,
    );
    expect(en).toMatch(/never by debit card or bank account over the phone/);
    // "They'll garnish my wages next friday": no wage garnishment without a suit and a judgment,
    // said when the collector threatened it.
    expect(en).not.toMatch(/take your wages/);
    const garnish = (lang: Language) =>
      stepOf(
        ctxFor(lang, {
          subCase: 'debt_time_barred',
          amounts: [billed],
          flags: { oldDebt: true, garnishThreat: true },
        }),
        'pay_now',
        '200',
      ) ?? '';
    expect(garnish('en')).toMatch(
      /no collector can take your wages without suing you and winning a court judgment first/,
    );
    expect(garnish('es')).toMatch(/sin demanda y sentencia, nadie puede embargarle el sueldo/);
    const es = stepOf(barred('es'), 'pay_now', '200') ?? '';
    expect(es).toMatch(/un pago "para cerrar el caso" no cierra nada/);
    expect(es).toMatch(
      /Si amenazan con demandarle: si la deuda ya prescribió, un cobrador no puede demandarle ni amenazar con hacerlo \(Reglamento F, 12 CFR 1006\.26\(b\)\).*si le llegan papeles reales de una corte \(una citación\), respóndalos antes de su fecha/,
    );
    expect(tuteoMarkers(es)).toEqual([]);
    // With the validation window still open, the step names its last day.
    const dated = ctxFor('es', {
      subCase: 'debt_time_barred',
      amounts: [billed],
      dates: [notice],
      flags: { oldDebt: true, collector: true },
    });
    expect(stepOf(dated, 'pay_now', '200')).toMatch(/envíela a más tardar el 10 de diciembre de 2026\.$/);
  });

  it('threatened suit: a threat is not a lawsuit; court papers get a response by their date', () => {
    const ctx = ctxFor('en', {
      subCase: 'debt_threatened_suit',
      amounts: [billed],
      flags: { suitThreatened: true },
    });
    expect(stepOf(ctx, 'said_no')).toMatch(/court papers \(a summons\).*respond by that date.*LawHelp\.org/);
    expect(stepOf(ctx, 'said_no')).not.toMatch(/statute of limitations/);
    expect(stepOf(ctx, 'pay_now', '$1,450')).toMatch(/^A threat is not a lawsuit: .*for \$1,450 by phone/);
    const old = ctxFor('es', {
      subCase: 'debt_threatened_suit',
      amounts: [billed],
      flags: { suitThreatened: true, oldDebt: true },
    });
    expect(stepOf(old, 'no_reply')).toMatch(
      /Si la deuda ya prescribió, la amenaza misma va contra las reglas federales/,
    );
  });

  it('the original company: financial assistance before paying a medical balance', () => {
    const ctx = ctxFor('en', {
      subCase: 'debt_validation',
      amounts: [billed],
      party: 'Valley Clinic',
      flags: { collector: false },
    });
    expect(stepOf(ctx, 'pay_now', '$400')).toBe(
      'Before paying the $400, ask for the financial assistance application: it can lower the balance itself.',
    );
    expect(stepOf(ctx, 'no_reply')).toBeUndefined();
  });

  it('an unsure reading: who is collecting, in writing, before any payment', () => {
    const ctx = ctxFor('en', { subCase: 'debt_validation', confidence: 'unsure', amounts: [billed] });
    expect(stepOf(ctx, 'pay_now')).toMatch(/^First get in writing who is collecting, for whom and how much/);
    expect(stepOf(ctx, 'said_no')).toBeUndefined();
  });

  it('every step: one to three sentences, usted, no state law, never bargaining on money not owed, the figure echoed', () => {
    const SUB_CASES = ['debt_validation', 'debt_time_barred', 'debt_threatened_suit', undefined] as const;
    for (const lang of LANGS)
      for (const subCase of SUB_CASES)
        for (const oldDebt of [true, undefined])
          for (const collector of [undefined, false])
            for (const outcome of OUTCOMES)
              for (const offer of [undefined, '$250']) {
                const ctx = ctxFor(lang, {
                  subCase,
                  confidence: subCase ? 'sure' : 'unsure',
                  amounts: [billed],
                  dates: [notice],
                  flags: {
                    oldDebt,
                    collector,
                    suitThreatened: subCase === 'debt_threatened_suit' || undefined,
                  },
                  ...(collector === false ? { party: 'St. Luke Hospital' } : {}),
                });
                const step = stepOf(ctx, outcome, offer);
                if (step === undefined) continue;
                expect(sentences(step).length).toBeGreaterThanOrEqual(1);
                expect(sentences(step).length).toBeLessThanOrEqual(3);
                expect(step).not.toMatch(STATE_LAW);
                expect(step).not.toMatch(/half|mitad|discount|descuento/i);
                if (lang === 'es') expect(tuteoMarkers(step)).toEqual([]);
                if (lang === 'en') expect(step).not.toMatch(/[áéíóúñ¿]/);
                if (offer && (outcome === 'counter_offer' || outcome === 'pay_now'))
                  expect(step).toContain(offer);
              }
  });
});

describe('honest route after a refusal to deceive', () => {
  it('a collector: the written dispute is the person’s right; an honest plan if the debt is theirs', () => {
    const ctx = ctxFor('en', { subCase: 'debt_validation', asksForDeception: true, amounts: [billed] });
    expect(debtCollection.en.honestRoute?.(ctx)).toMatch(
      /in writing to prove the debt is your right.*saying so honestly/,
    );
  });

  it('the original company: what the person can really pay, and financial assistance for a medical balance', () => {
    for (const lang of LANGS) {
      const ctx = ctxFor(lang, {
        subCase: 'debt_validation',
        asksForDeception: true,
        party: 'Valley Clinic',
        flags: { collector: false },
      });
      const route = debtCollection[lang].honestRoute?.(ctx) ?? '';
      expect(route).toContain('Valley Clinic');
      expect(route).toMatch(
        lang === 'en'
          ? /honestly what you can pay.*financial assistance/
          : /con honestidad.*cuánto puede pagar.*asistencia financiera/,
      );
      if (lang === 'es') expect(tuteoMarkers(route)).toEqual([]);
    }
  });
});

describe('a collector who adds fees and calls the person at work', () => {
  const base: CaseAmount = { text: '1,875', value: 1875, role: 'billed' };
  const demand: CaseAmount = { text: '500', value: 500, role: 'other' };
  const total: CaseAmount = { text: '2,140', value: 2140, role: 'other' };
  const costs: CaseAmount = { text: '265', value: 265, role: 'other' };
  const letter: CaseDate = { text: 'nov 18', iso: '2026-11-18', role: 'notice' };
  const atWork = variant(ctxFor, {
    subCase: 'debt_validation',
    amounts: [base, demand, total, costs],
    dates: [letter],
    flags: { collector: true, suitThreatened: true, callsAtWork: true },
  });

  it('uses the new total, itemizes and disputes the added sum, with the rule on added fees', () => {
    const en = render(atWork('en'));
    expect(en.strategy).toContain(
      'The 2,140 they now claim is 1,875 plus 265 they added: ask for an itemization and dispute the 265; a collector may charge interest, collection costs or fees only if your contract or a law allows them (Regulation F, 12 CFR 1006.22(b)).',
    );
    expect(en.script).toMatch(/^"Hi, I'm calling about account \[account number\] for 2,140\."/);
    expect(en.script).toContain('Added fees: Please itemize the 265 you added and what allows it.');
    expectSays(en.emailBody, [
      'on account [account number] for 2,140: I dispute this debt',
      '2. The amount, itemized (charges, interest, fees, payments). I dispute the 265 you added: what in my contract or the law allows it?',
    ]);
    const es = render(atWork('es'));
    expect(es.strategy).toContain(
      'Los 2,140 que ahora reclaman son 1,875 más 265 agregados: pida el desglose y dispute los 265; un cobrador solo puede cobrar intereses, costos de cobranza o cargos que su contrato o una ley permitan (Reglamento F, 12 CFR 1006.22(b)).',
    );
    expect(es.emailBody).toContain(
      'Disputo los 265 agregados: ¿qué cláusula de mi contrato o qué ley los permite?',
    );
    expect(es.script).toContain('Cargos agregados: Detallen los 265 agregados y qué los permite.');
  });

  it('tells them in writing to stop calling at work, with the rule, in every part of the answer', () => {
    const en = render(atWork('en'));
    expect(en.strategy).toContain(
      "Tell them in writing not to call you at work: a collector may not contact you where it knows that's inconvenient for you or that your employer forbids it (Regulation F, 12 CFR 1006.6(b)).",
    );
    expect(en.script).toContain(`"Don't call me at work again. I'm putting that in writing."`);
    expect(en.emailBody).toContain(
      'Do not contact me at work: it is inconvenient for me. Write to me only at the address below.',
    );
    expect(en.talkingPoints).toContain(
      'calls at work after you asked them to stop are worth a CFPB complaint',
    );
    const es = render(atWork('es'));
    expectSays(es.strategy, [
      'Pida por escrito que no le llamen al trabajo',
      '(Reglamento F, 12 CFR 1006.6(b))',
    ]);
    expect(es.emailBody).toContain('No me contacten en el trabajo: me es inconveniente.');
    expect(es.talkingPoints).toContain(
      'las llamadas al trabajo después de pedirles que paren ameritan una queja ante la CFPB',
    );
  });

  it('answers the threat to sue once the letter has come: court papers are answered by their date', () => {
    expect(render(atWork('en')).strategy).toContain(
      'Their threat to sue: a real lawsuit comes with court papers (a summons); answer those by their date.',
    );
    expect(render(atWork('en', { flags: { collector: true, callsAtWork: true } })).strategy).not.toMatch(
      /threat to sue/,
    );
  });

  it('fits the answer, speaks usted and states no state law', () => {
    for (const lang of LANGS) expectCommon(atWork(lang));
  });

  it('never invents an added fee: figures that do not add up stay as they are; a fee the reading marked is disputed', () => {
    const plain = render(
      ctxFor('en', {
        subCase: 'debt_validation',
        amounts: [base, demand, { text: '90', value: 90, role: 'other' }],
      }),
    );
    expect(plain.all).not.toMatch(/added|1006\.22/);
    expect(plain.script).toContain('for 1,875.');
    const marked = render(
      ctxFor('en', { subCase: 'debt_validation', amounts: [base, { text: '$35', value: 35, role: 'fee' }] }),
    );
    expect(marked.strategy).toContain('Ask for an itemization and dispute the $35 they added;');
    expect(marked.script).toContain('for 1,875.');
  });

  it('the original company calling at work: no collector rule is claimed', () => {
    for (const lang of LANGS) {
      const view = render(
        ctxFor(lang, {
          subCase: 'debt_validation',
          amounts: [base, total, costs],
          flags: { collector: false, callsAtWork: true },
        }),
      );
      expect(view.all).not.toMatch(/1006\.6|1006\.22|at work|al trabajo|en el trabajo/);
    }
  });

  it('a first call with no letter yet: the validation notice is owed within 5 days, and garnishing wages takes a court judgment', () => {
    const ctx = (lang: Language, oldDebt?: boolean) =>
      ctxFor(lang, {
        subCase: 'debt_threatened_suit',
        amounts: [base, demand],
        flags: { collector: true, suitThreatened: true, callsAtWork: true, oldDebt },
      });
    expect(render(ctx('en')).strategy).toContain(
      "No letter yet? A collector must mail you a validation notice within 5 days of first contact; pay nothing before it comes (a caller who can't put the debt on paper may be a scammer). Garnishing wages for most consumer debts takes a lawsuit and a court judgment first, not a phone call.",
    );
    expectSays(render(ctx('es')).strategy, [
      '¿Aún no le llegó una carta? Un cobrador debe enviarle un aviso de validación dentro de los 5 días tras el primer contacto',
      'primero necesitan una demanda y una sentencia de una corte',
    ]);
    expect(render(ctx('en')).script).toContain(`"Don't call me at work again. I'm putting that in writing."`);
    // On an old debt the threat itself is barred: that, not garnishment, is the point.
    expect(render(ctx('en', true)).strategy).not.toMatch(/No letter yet|Garnishing/);
    for (const lang of LANGS) expectCommon(ctx(lang));
  });

  it('an old debt with an added fee and calls at work: one compact sentence, so the answer still fits', () => {
    const ctx = (lang: Language) =>
      ctxFor(lang, {
        subCase: 'debt_time_barred',
        amounts: [base, total, costs],
        dates: [letter],
        flags: { collector: true, oldDebt: true, callsAtWork: true },
      });
    expect(render(ctx('en')).strategy).toMatch(
      /Also dispute the 265 they added and ask for an itemization \(a collector may charge only what your contract or a law allows\), and tell them in writing not to call you at work \(Regulation F, 12 CFR 1006\.22\(b\) and 1006\.6\(b\)\)\.$/,
    );
    expect(render(ctx('es')).strategy).toMatch(
      /Además, dispute los 265 agregados y pida su desglose \(un cobrador solo puede cobrar lo que su contrato o una ley permitan\), y pida por escrito que no le llamen al trabajo \(Reglamento F, 12 CFR 1006\.22\(b\) y 1006\.6\(b\)\)\.$/,
    );
    expect(render(ctx('en')).emailBody).toContain('I dispute the 265 you added.');
  });

  it('every combination with added fees and calls at work fits one chat message once composed', () => {
    const SUB_CASES = ['debt_validation', 'debt_time_barred', 'debt_threatened_suit', undefined] as const;
    for (const lang of LANGS)
      for (const subCase of SUB_CASES)
        for (const dates of [[], [letter]])
          for (const oldDebt of [true, undefined])
            for (const medical of [true, false])
              for (const followUp of [undefined, 'more_details'] as const) {
                const kase = emptyCase({
                  area: 'debt_collection',
                  subCase,
                  confidence: subCase ? 'sure' : 'unsure',
                  amounts: [
                    { text: '$1,840', value: 1840, role: 'billed' },
                    { text: '$2,140', value: 2140, role: 'other' },
                    { text: '$300', value: 300, role: 'other' },
                  ],
                  dates,
                  flags: {
                    oldDebt,
                    collector: true,
                    callsAtWork: true,
                    suitThreatened: subCase === 'debt_threatened_suit' || undefined,
                  },
                  ...(medical ? { party: 'St. Luke Hospital', insurance: 'insured' as const } : {}),
                });
                const reading = { case: kase, followUp, noCount: 0, latestAmounts: [], vague: false };
                const ruling = ruleOn(kase, TODAY);
                const lead = CONVERSATION[lang].lead;
                let length = Infinity;
                for (const brevity of BREVITY_LEVELS) {
                  const sections = composeSections(
                    reading as unknown as ConversationReading,
                    lang,
                    TODAY,
                    ruling,
                    brevity,
                  );
                  length = renderChatMarkdown(sections, lang, { lead }).length;
                  if (length <= 4000) break;
                }
                expect(
                  length,
                  `${lang} ${subCase} old=${oldDebt} dated=${dates.length} medical=${medical}`,
                ).toBeLessThanOrEqual(4000);
              }
  });
});

describe('a debt the person says was never theirs', () => {
  it('says so in the dispute, asks for proof with their name, and checks the credit reports', () => {
    const kase = readConversation(
      [
        {
          role: 'user',
          content:
            "got a call from some 'Meridian Recovery' saying i owe 2.3k on an old verizon account from like 2019?? i never had verizon i was with tmobile the whole time",
        },
      ],
      '2026-11-22',
    ).case;
    expect(kase.subCase).toBe('debt_validation');
    const ctx = copyContext(kase, 'en', '2026-11-22');
    expect(debtCollection.en.strategy(ctx)).toContain('You say this account was never yours');
    const body = debtCollection.en.email(ctx).body;
    expect(body).toContain(
      'I never had an account with the original creditor you name; this is not my debt.',
    );
    expect(body).not.toContain('The date of the last payment');
    expect(debtCollection.en.rightLine!(ctx)).toContain('This is not my debt');
  });
});

describe('debtCollection: a medical bill sent to collections while the insurer processes the claim', () => {
  const pending = (lang: Language) =>
    ctxFor(lang, {
      subCase: 'debt_validation',
      amounts: [{ text: '840', value: 840, role: 'billed' }],
      flags: { collector: true, emergency: true, hospital: true, claimPending: true },
    });

  it.each(LANGS)('disputes the amount as not yet owed, never as a debt not recognized (%s)', (lang) => {
    const view = render(pending(lang));
    const en = lang === 'en';
    expect(view.strategy).toMatch(en ? /isn't due yet/ : /todavía no se debe/);
    expect(view.strategy).toMatch(en ? /put the account on hold/ : /pongan la cuenta en espera/);
    expect(view.script).toMatch(
      en ? /claim number \[claim number\]/ : /número de reclamo \[número de reclamo\]/,
    );
    expect(view.email.body).toMatch(
      en ? /is still processing under claim number/ : /todavía está procesando/,
    );
    expect(view.email.body).toMatch(en ? /Pause collection/ : /Pausar el cobro/);
    expect(view.all).not.toMatch(/don't recognize|no reconozco|not agreeing that I owe/i);
    if (!en) expect(tuteoMarkers(view.all)).toEqual([]);
  });

  it('never says "no reconozco" for a debt the person only declines to agree to', () => {
    const ctx = ctxFor('es', { subCase: 'debt_validation', amounts: [billed], flags: { collector: true } });
    expect(render(ctx).all).not.toMatch(/no reconozco/i);
    expect(render(ctx).script).toContain('No admito esta deuda');
  });
});

describe('judge 26: a small "good faith" payment asked today on an old debt', () => {
  const old = (lang: Language, overrides: Partial<Case> = {}) =>
    ctxFor(lang, {
      subCase: 'debt_time_barred',
      amounts: [{ text: '1200', value: 1200, role: 'billed' }],
      state: 'Texas',
      debtYear: 2017,
      flags: { collector: true, oldDebt: true },
      ...overrides,
    });
  const fifty: CaseAmount = { text: '50', value: 50, role: 'current' };
  const six: CaseAmount = { text: '600', value: 600, role: 'offered' };

  it('refuses the 50 now, holds the 600 to a letter, and names the year and the state', () => {
    const en = debtCollection.en.followUpCopy?.(old('en'), 'pay_now', '600', [fifty, six]);
    expect(en?.strategy).toMatch(
      /^Don't pay the 50\. On a debt from 2017, in some states any payment, even 50/,
    );
    expect(en?.strategy).toContain('whether in Texas a payment revives it');
    expect(en?.strategy).toContain(
      'The cut to 600 is worth nothing without a letter that says 600 settles the account in full',
    );
    expect(en?.strategy).toContain('around 2024');
    expect(en?.opening).toContain('not even 50');
    expect(en?.email.body).toContain('3. Your offer of 600, stating that it settles the account in full.');
    const es = debtCollection.es.followUpCopy?.(old('es'), 'pay_now', '600', [fifty, six]);
    expect(es?.strategy).toMatch(/^No pague los 50\. En una deuda del 2017/);
    expect(es?.strategy).toContain('La rebaja a 600 no vale nada sin una carta');
    expect(
      tuteoMarkers([es?.strategy, es?.opening, es?.email.body, ...(es?.talkingPoints ?? [])].join(' ')),
    ).toEqual([]);
  });

  it('answers a threat to sue with the rule, and leaves a lump settlement to the old-debt step', () => {
    const threatened = debtCollection.en.followUpCopy?.(
      old('en', { flags: { collector: true, oldDebt: true, suitThreatened: true } }),
      'pay_now',
      '50',
      [{ ...fifty, role: 'offered' }],
    );
    expect(threatened?.strategy).toContain('12 CFR 1006.26(b)');
    // 600 today on a 1,200 balance is a settlement, not a sliver "to show good faith".
    expect(debtCollection.en.followUpCopy?.(old('en'), 'pay_now', '600', [six])).toBeUndefined();
    // A debt under validation, not an old one, keeps its own answer.
    expect(
      debtCollection.en.followUpCopy?.(
        ctxFor('en', { subCase: 'debt_validation', amounts: [billed] }),
        'pay_now',
        '50',
        [fifty],
      ),
    ).toBeUndefined();
  });

  it('says a debt first missed long ago should be off the credit reports, only once 7 years have passed', () => {
    expect(render(old('en')).strategy).toContain('If you first fell behind in 2017');
    expect(render(old('es')).strategy).toContain('Si se atrasó por primera vez en 2017');
    expect(render(old('en', { debtYear: 2020 })).strategy).not.toContain('fell behind');
  });
});

describe('judge 26: a collector calling 3 times a day, named in the letter', () => {
  const midland = (lang: Language, calls: Case['calls']) =>
    ctxFor(lang, {
      subCase: 'debt_validation',
      amounts: [billed],
      dates: [notice],
      collectorName: 'Midland',
      ...(calls ? { calls } : {}),
      flags: { collector: true, unauthorized: true },
    });

  it('works out the calls a week against the 7 in 7 days, in both languages', () => {
    expect(render(midland('en', { count: 3, per: 'day' })).strategy).toContain(
      '3 calls a day is about 21 a week, over the 7 in 7 days presumed to be harassment',
    );
    expect(render(midland('es', { count: 3, per: 'day' })).strategy).toContain(
      '3 llamadas al día son unas 21 a la semana',
    );
    expect(midland('en', { count: 3, per: 'day' }).right('fdcpa-call-frequency')).toBe(true);
    // 5 calls in a week is under the line: no presumption, no line.
    expect(midland('en', { count: 5, per: 'week' }).right('fdcpa-call-frequency')).toBe(false);
    expect(render(midland('en', { count: 5, per: 'week' })).strategy).not.toContain(
      'presumed to be harassment',
    );
  });

  it('addresses the dispute letter to the agency the person named', () => {
    expect(debtCollection.en.email(midland('en', undefined)).body).toMatch(/^To Midland:/);
    expect(debtCollection.es.email(midland('es', undefined)).body).toMatch(/^A Midland:/);
  });
});

describe("a collector's verification for another person, with the collector named", () => {
  it.each(['en', 'es'] as const)(
    'addresses the letter to the collector by name, never a blank (%s)',
    (lang) => {
      const reply = debtCollection[lang].followUpCopy?.(
        ctxFor(lang, {
          subCase: 'debt_validation',
          amounts: [billed],
          dates: [notice],
          collectorName: 'Apex Recovery Group',
          flags: { collector: true, otherPersonsDebt: true },
        }),
        'said_no',
        undefined,
        [],
      );
      expect(reply?.email?.body).toContain(
        lang === 'en' ? 'To Apex Recovery Group:' : 'A Apex Recovery Group:',
      );
      expect(reply?.email?.body).not.toMatch(/\[collection agency\]|\[agencia de cobranza\]/);
    },
  );
});
