import type { Language } from '@lane/shared';
import { describe, expect, it } from 'vitest';
import { conversation } from '../../../../test/conversation.js';
import { tuteoMarkers } from '../../../../test/spanish.js';
import type { Case, CaseAmount, CaseDate } from '../../../domain/chat/case.js';
import { caseIn, expectSays, LANGS, scriptView, TODAY, variant } from './test-support.js';
import { creditCardFees } from './credit-card-fees.js';
import { RUNGS, type CopyContext, type Outcome } from './types.js';

const charge: CaseAmount = { text: '$89', value: 89, role: 'billed' };
const statement: CaseDate = { text: 'November 6', iso: '2026-11-06', role: 'statement' };

const ctxFor = (lang: Language, overrides: Partial<Case> = {}): CopyContext =>
  caseIn(lang, { area: 'credit_card_fees', ...overrides });
/** Everything the person reads, as the composer would show it (the deadlines section aside). */
const render = (ctx: CopyContext) => scriptView(creditCardFees, ctx);

const BARGAINING = /\bhalf\b|mitad|discount|descuento|payment plan|plan de pagos|waive|cortesía|settle/i;
/** State law is never stated, and no law outside the reviewed facts is cited. */
const STATE_LAW =
  /state law|ley estatal|statute|estatuto|your state's (?:law|deadline)|Truth in Lending|TILA/i;

function expectCommon(ctx: CopyContext) {
  const view = render(ctx);
  expect(view.email.body.length).toBeLessThanOrEqual(900);
  expect(view.questionList.length).toBeLessThanOrEqual(3);
  for (const rung of RUNGS) {
    expect(view.rungs[rung].label.length).toBeGreaterThan(0);
    expect(view.rungs[rung].line.length).toBeGreaterThan(0);
  }
  const lines = view.script.split('\n').length;
  expect(lines).toBeGreaterThanOrEqual(2 + RUNGS.length);
  expect(view.all).not.toMatch(STATE_LAW);
  expect(view.all).not.toMatch(/isn't a lawyer|no es abogad/i);
  // Leaves room in the 4,000-character answer for the deadlines and the composer's own lines.
  expect(view.all.length).toBeLessThan(3200);
  if (ctx.lang === 'es') {
    expect(tuteoMarkers(view.all)).toEqual([]);
    expect(view.all).not.toMatch(/dispuest[oa]|segur[oa] de que|list[oa] para/i);
  }
}

describe('creditCardFees: a credit-card charge the person did not make', () => {
  const fraud = (lang: Language) =>
    ctxFor(lang, { subCase: 'card_unauthorized', cardType: 'credit', amounts: [charge], dates: [statement] });

  it.each(LANGS)('asserts the fraud report, the written dispute by its date and the $50 cap (%s)', (lang) => {
    const ctx = fraud(lang);
    expect(ctx.right('fcba-billing-error')).toBe(true);
    expect(ctx.right('credit-card-unauthorized-cap')).toBe(true);
    expect(ctx.ruling.moneyNotOwed).toBe(true);
    const view = render(ctx);
    const date = lang === 'en' ? 'January 5, 2027' : '5 de enero de 2027';
    expectSays(view.strategy, [date, '$89', '$50']);
    expect(view.strategy).toMatch(
      lang === 'en' ? /nothing if only the number/ : /nada si solo usaron el número/,
    );
    expect(view.strategy).toMatch(lang === 'en' ? /number on the back/ : /reverso/);
    // Where and by when the letter goes is said once, in the strategy, so the call keeps room
    // for every step's words.
    expect(view.strategy).toMatch(lang === 'en' ? /not the payment address/ : /no a la de pagos/);
    expect(view.talkingPoints).not.toContain(date);
    expect(view.talkingPoints).not.toContain('$50');
    expect(view.script).toMatch(lang === 'en' ? /claim number/ : /número de reclamo/);
    expect(view.emailBody).toMatch(
      lang === 'en' ? /did not make or authorize/ : /no lo hice ni lo autoricé/i,
    );
    expect(view.rightLine).toMatch(lang === 'en' ? /won't pay it/ : /no lo voy a pagar/);
    expectCommon(ctx);
  });

  it.each(LANGS)('never offers a waiver, a split or a payment plan on the charge (%s)', (lang) => {
    const view = render(fraud(lang));
    expect(view.strategy).not.toMatch(BARGAINING);
    expect(view.script).not.toMatch(BARGAINING);
    expect(view.emailBody).not.toMatch(BARGAINING);
    expect(view.talkingPoints).not.toMatch(BARGAINING);
  });

  it.each(LANGS)('declines any partial credit and accepts only the whole charge off (%s)', (lang) => {
    const ctx = fraud(lang);
    const judge = creditCardFees[lang].judgeOffer!;
    expect(judge(ctx, 44.5)).toBe('decline');
    expect(judge(ctx, undefined)).toBe('decline');
    expect(judge(ctx, 89)).toBe('accept');
  });

  it.each(LANGS)(
    'asks for the statement date and whether the card is still in hand when the date is missing (%s)',
    (lang) => {
      const ctx = ctxFor(lang, { subCase: 'card_unauthorized', cardType: 'credit', amounts: [charge] });
      const view = render(ctx);
      expect(view.questions).toMatch(
        lang === 'en' ? /statement that first showed/ : /estado de cuenta donde apareció/,
      );
      expect(view.questions).toMatch(lang === 'en' ? /still have the card/ : /Todavía tiene la tarjeta/);
      expect(view.strategy).toMatch(/60/);
      expectCommon(ctx);
    },
  );
});

describe('creditCardFees: a charge the person did not make, card type not said', () => {
  it.each(LANGS)(
    'gives the safe first step for any card and asks credit or debit, citing no right (%s)',
    (lang) => {
      const ctx = ctxFor(lang, { subCase: 'card_unauthorized', amounts: [charge] });
      expect(ctx.ruling.rights).toHaveLength(0);
      const view = render(ctx);
      expect(view.strategy).toMatch(lang === 'en' ? /Don't wait/ : /No espere/);
      expect(view.strategy).toMatch(lang === 'en' ? /number on the back/ : /reverso/);
      expect(view.strategy).toMatch(lang === 'en' ? /lock or replace the card/ : /bloqueen o reemplacen/);
      expect(view.strategy).toMatch(lang === 'en' ? /claim number/ : /número de reclamo/);
      expect(view.questionList[0]).toBe(
        lang === 'en'
          ? 'Was it a credit card or a debit card (or an app like Zelle)?'
          : '¿Fue con tarjeta de crédito o de débito (o con una aplicación como Zelle)?',
      );
      expect(view.all).not.toMatch(
        /\$50|Fair Credit|Facturación Justa|Regulation E|Regulación E|billing-error address/,
      );
      expect(view.rightLine).toBe('');
      expect(view.script).not.toMatch(BARGAINING);
      expectCommon(ctx);
    },
  );
});

describe('creditCardFees: a billing error', () => {
  const billing = variant(ctxFor, {
    subCase: 'card_billing_error',
    cardType: 'credit',
    amounts: [{ text: '$120', value: 120, role: 'billed' }],
    dates: [{ text: 'October 30', iso: '2026-10-30', role: 'charge' }],
  });

  it.each(LANGS)(
    'disputes the charge in writing by the computed date, holding back only that amount (%s)',
    (lang) => {
      const ctx = billing(lang);
      expect(ctx.right('fcba-billing-error')).toBe(true);
      const view = render(ctx);
      const date = lang === 'en' ? 'December 29, 2026' : '29 de diciembre de 2026';
      expectSays(view.strategy, [date, '$120']);
      expect(view.strategy).toMatch(lang === 'en' ? /billing error/ : /error de facturación/);
      expect(view.strategy).toMatch(lang === 'en' ? /refund/ : /reembolso/);
      expect(view.talkingPoints).toMatch(
        lang === 'en' ? /hold back only the disputed amount/ : /solo puede dejar de pagar/,
      );
      expect(view.strategy + view.script + view.emailBody).not.toMatch(BARGAINING);
      expect(view.rightLine).toMatch(lang === 'en' ? /I don't owe this charge/ : /No debo este cargo/);
      expect(creditCardFees[lang].judgeOffer!(ctx, 60)).toBe('decline');
      expectCommon(ctx);
    },
  );

  it.each(LANGS)(
    'asks credit or debit before citing any right when the card type is missing (%s)',
    (lang) => {
      const ctx = billing(lang, { cardType: undefined });
      expect(ctx.right('fcba-billing-error')).toBe(false);
      const view = render(ctx);
      expect(view.questionList[0]).toMatch(/Zelle/);
      expect(view.all).not.toMatch(/60 d|Fair Credit|billing-error address|dirección para errores/);
      expect(view.script).not.toMatch(BARGAINING);
      expectCommon(ctx);
    },
  );
});

describe('creditCardFees: charges after cancelling', () => {
  const afterCancel = variant(ctxFor, {
    subCase: 'card_after_cancel',
    cardType: 'credit',
    amounts: [{ text: '$14.99', value: 14.99, role: 'unit', per: 'month', count: 3 }],
    dates: [
      { text: 'August 2', iso: '2026-08-02', role: 'cancelled' },
      { text: 'November 1', iso: '2026-11-01', role: 'statement' },
    ],
  });

  it.each(LANGS)(
    'adds up the monthly charges and disputes them with proof of the cancellation date (%s)',
    (lang) => {
      const ctx = afterCancel(lang);
      expect(ctx.computed.total).toBe('$44.97');
      const view = render(ctx);
      expectSays(view.strategy, [
        '$44.97',
        'August 2',
        lang === 'en' ? 'December 31, 2026' : '31 de diciembre de 2026',
      ]);
      expect(view.script).toContain(
        lang === 'en' ? '3 charges of $14.99 ($44.97 in all)' : '3 cargos de $14.99 ($44.97 en total)',
      );
      expect(view.emailBody).toContain('August 2');
      expect(view.talkingPoints).toMatch(
        lang === 'en' ? /merchant in writing for a refund of \$44\.97/ : /reembolso de \$44\.97/,
      );
      expect(view.strategy + view.script).not.toMatch(BARGAINING);
      expect(view.all).not.toMatch(/click-to-cancel|cancelar con un clic/i);
      // One month refunded of three: taken, while the rest stays in the card dispute (never split).
      expect(creditCardFees[lang].judgeOffer!(ctx, 14.99)).toBe('take_part');
      expect(creditCardFees[lang].judgeOffer!(ctx, 44.97)).toBe('accept');
      expectCommon(ctx);
    },
  );

  it.each(LANGS)(
    'says each charge, not "That\'s $17.99", when the number of charges is not known (%s)',
    (lang) => {
      const ctx = afterCancel(lang, { amounts: [{ text: '17.99', value: 17.99, role: 'billed' }] });
      const view = render(ctx);
      expect(view.script).toContain(lang === 'en' ? '"Each charge is 17.99.' : '"Cada cargo es de 17.99.');
      expect(view.script).not.toMatch(/That's 17\.99|Son 17\.99/);
      expect(view.emailBody).toContain(
        lang === 'en'
          ? 'I am disputing the 17.99 charges billed to my'
          : 'Disputo los cargos de 17.99 que [comercio] cobró',
      );
      expectCommon(ctx);
    },
  );

  it.each(LANGS)(
    'asks for the cancellation date and the statement date when they are missing (%s)',
    (lang) => {
      const ctx = afterCancel(lang, { dates: [] });
      const view = render(ctx);
      expect(view.questions).toMatch(lang === 'en' ? /What date did you cancel/ : /Qué día canceló/);
      expect(view.questions).toMatch(
        lang === 'en' ? /statement that first showed/ : /estado de cuenta donde apareció/,
      );
      expectCommon(ctx);
    },
  );
});

describe('creditCardFees: a gym refunds one charge after an emailed cancellation (judge 25)', () => {
  const gym = (lang: Language, flags: Case['flags'] = {}) =>
    ctxFor(lang, {
      subCase: 'card_after_cancel',
      cardType: 'credit',
      party: 'FlexFit',
      feeName: 'annual maintenance fee',
      amounts: [
        { text: '39.99', value: 39.99, role: 'billed', count: 3 },
        { text: '49', value: 49, role: 'other' },
      ],
      dates: [
        { text: 'aug 20', iso: '2026-08-20', role: 'cancelled' },
        { text: 'sep 15', iso: '2026-09-15', role: 'charge' },
        { text: 'oct 15', iso: '2026-10-15', role: 'charge' },
        { text: 'nov 15', iso: '2026-11-15', role: 'charge' },
        { text: 'nov 1', iso: '2026-11-01', role: 'service' },
      ],
      flags: { cancelled: true, cancelProof: true, cancelledByEmail: true, ...flags },
    });
  const offered: CaseAmount = { text: '39.99', value: 39.99, role: 'offered' };

  it.each(LANGS)('adds every charge after cancelling, 3 × 39.99 + 49, and names the gym (%s)', (lang) => {
    const ctx = gym(lang);
    expect(ctx.computed.total).toBe('$168.97');
    const view = render(ctx);
    expect(view.script).toContain(
      lang === 'en'
        ? '3 charges of 39.99 plus the 49 annual maintenance fee ($168.97 in all)'
        : '3 cargos de 39.99 más 49 ($168.97 en total)',
    );
    expect(view.all).toContain('FlexFit');
    expect(view.all).not.toMatch(/\[merchant\]|\[comercio\]/);
    expect(view.all).toMatch(
      lang === 'en'
        ? /cancelled by email and have their reply/
        : /Cancelé por correo electrónico y tengo su respuesta/,
    );
    expect(view.all).not.toMatch(/Attach what shows the cancellation|Adjunte lo que muestra/);
    // A card issuer named as the other side is never written in as the merchant.
    const issuer = render(ctxFor(lang, { ...ctx.case, party: 'Capital One' }));
    expect(issuer.all).not.toContain('Capital One kept charging');
    expect(issuer.all).toMatch(/\[merchant\]|\[comercio\]/);
  });

  it.each(LANGS)(
    'takes the nov 15 refund, disputes the 128.98 left charge by charge, and answers the certified-mail clause (%s)',
    (lang) => {
      const ctx = gym(lang, { cancelMethodRequired: true });
      const answer = creditCardFees[lang].followUpCopy!(ctx, 'counter_offer', '39.99', [offered], {
        refundedDay: '2026-11-15',
      })!;
      const all = [
        answer.strategy,
        answer.opening,
        answer.email.subject,
        answer.email.body,
        ...answer.talkingPoints,
      ].join('\n');
      expect(answer.strategy).toContain(
        lang === 'en'
          ? "They're refunding 39.99 of the $168.97 (the nov 15 charge): take it"
          : 'Le devuelven 39.99 de los $168.97 (el cargo del nov 15): acéptelo',
      );
      expect(answer.strategy).toContain(
        lang === 'en'
          ? '39.99 (sep 15), 39.99 (oct 15) and the 49 annual maintenance fee (nov 1), $128.98 in all'
          : '39.99 (sep 15), 39.99 (oct 15) y 49 (annual maintenance fee, nov 1), $128.98 en total',
      );
      expect(answer.email.body).toContain('$128.98');
      expect(answer.email.body).toContain('FlexFit');
      expect(all).toMatch(lang === 'en' ? /contract page/ : /página del contrato/);
      expect(all).toMatch(lang === 'en' ? /certified mail today/ : /correo certificado/);
      expect(all).toMatch(lang === 'en' ? /attorney general/ : /fiscal general/);
      expect(all).not.toMatch(/refund policy or billing cycle|política de reembolsos|\[the part refunded\]/);
      expect(all).not.toMatch(STATE_LAW);
      if (lang === 'es') expect(tuteoMarkers(all)).toEqual([]);
    },
  );

  it.each(LANGS)('without the day, one of the 39.99 charges back still leaves 128.98 (%s)', (lang) => {
    const answer = creditCardFees[lang].followUpCopy!(gym(lang), 'counter_offer', '39.99', [offered])!;
    expect(answer.strategy).toContain(
      lang === 'en'
        ? '2 charges of 39.99 and the 49 annual maintenance fee (nov 1), $128.98 in all'
        : '2 cargos de 39.99 y 49 (annual maintenance fee, nov 1), $128.98 en total',
    );
    expect(answer.opening).toContain(lang === 'en' ? 'one 39.99 charge' : 'un cargo de 39.99');
    expect(answer.strategy).not.toMatch(/\(sep 15\)|\(oct 15\)/);
  });
});

describe('creditCardFees: a plan renewed after the person cancelled', () => {
  const renewed = (lang: Language, overrides: Partial<Case> = {}) =>
    ctxFor(lang, {
      subCase: 'card_after_cancel',
      amounts: [{ text: '119.99', value: 119.99, role: 'billed' }],
      dates: [
        { text: 'oct 28', iso: '2026-10-28', role: 'cancelled' },
        { text: 'nov 20', iso: '2026-11-20', role: 'charge' },
      ],
      ...overrides,
    });

  it.each(LANGS)('names the one charge on its day and the cancellation on its own (%s)', (lang) => {
    const view = render(renewed(lang));
    expect(view.script).toContain(
      lang === 'en'
        ? '[merchant] charged me 119.99 on nov 20, after I cancelled on oct 28.'
        : // Spanish puts the day first: "el 20 de nov", never "el nov 20".
          '[comercio] me cobró 119.99 el 20 de nov, después de que cancelé el 28 de oct.',
    );
    expect(view.script).not.toMatch(/charges of 119\.99|Each charge|Cada cargo/);
  });

  it.each(LANGS)('turns down a credit toward next year and asks for the money back (%s)', (lang) => {
    const ctx = renewed(lang, { flags: { cancelled: true, oneTimeCredit: true } });
    expect(creditCardFees[lang].judgeOffer!(ctx, -1)).toBe('decline');
    const next = step(ctx, 'counter_offer', '30%');
    expect(next).toMatch(lang === 'en' ? /isn't a refund/ : /no es un reembolso/);
    expect(next).toContain('119.99');
    expect(next).not.toMatch(/counter|contraoferta|settle|conformarse/i);
    expect(creditCardFees[lang].owedInFull!(ctx)).toContain('119.99');
  });

  it.each(LANGS)('after the merchant says no on a debit card, takes it to the bank (%s)', (lang) => {
    const ctx = renewed(lang, { cardType: 'debit' });
    const answer = creditCardFees[lang].followUpCopy!(ctx, 'said_no', undefined)!;
    expect(answer.strategy).toMatch(lang === 'en' ? /take it to your bank/ : /llévelo ahora a su banco/);
    expect(answer.strategy).toMatch(/60/);
    expect(answer.opening).toContain(lang === 'en' ? 'nov 20' : '20 de nov');
    expect(answer.email.body).toContain(lang === 'en' ? 'oct 28' : '28 de oct');
    expect(answer.strategy).not.toMatch(/Fair Credit|billing-error address/);
    if (lang === 'es') expect(tuteoMarkers(Object.values(answer).join(' '))).toEqual([]);
    // The card issuer's own no goes to the general written-dispute reply.
    expect(
      creditCardFees[lang].followUpCopy!(
        renewed(lang, { cardType: 'credit', flags: { cancelled: true, issuerSaidNo: true } }),
        'said_no',
        undefined,
      ),
    ).toBe(undefined);
  });

  it.each(LANGS)(
    "after the merchant's no on a credit card, disputes every charge with the issuer, with the person's proof (%s)",
    (lang) => {
      const ctx = ctxFor(lang, {
        subCase: 'card_after_cancel',
        cardType: 'credit',
        amounts: [
          { text: '24.99', value: 24.99, role: 'billed', count: 3 },
          { text: '49', value: 49, role: 'other' },
          { text: '123.97', value: 123.97, role: 'total' },
        ],
        dates: [
          { text: 'aug 28', iso: '2026-08-28', role: 'cancelled' },
          { text: 'sept 15', iso: '2026-09-15', role: 'charge' },
        ],
        feeName: 'annual fee',
        flags: { cancelled: true, cancelWitness: true, notUsedAfter: true, cancelMethodRequired: true },
      });
      const answer = creditCardFees[lang].followUpCopy!(ctx, 'said_no', undefined)!;
      const all = Object.values(answer).join(' ') + answer.email.body;
      expect(answer.strategy).toContain(
        lang === 'en'
          ? '3 charges of 24.99 plus the 49 annual fee (123.97 in all)'
          : '3 cargos de 24.99 más 49 (123.97 en total)',
      );
      expect(answer.email.body).toContain(lang === 'en' ? 'who was with me' : 'que estaba conmigo');
      expect(answer.email.body).toContain('aug 28');
      expect(all).not.toMatch(
        /take the refund|I'll take that refund|I have the cancellation confirmation|Tengo la confirmación/,
      );
      if (lang === 'es') expect(tuteoMarkers(all)).toEqual([]);
    },
  );

  it.each(LANGS)(
    'names the charges without claiming a confirmation the person never mentioned (%s)',
    (lang) => {
      const ctx = ctxFor(lang, {
        subCase: 'card_after_cancel',
        cardType: 'credit',
        amounts: [
          { text: '24.99', value: 24.99, role: 'billed', count: 3 },
          { text: '49', value: 49, role: 'other' },
          { text: '123.97', value: 123.97, role: 'total' },
        ],
        dates: [{ text: 'aug 28', iso: '2026-08-28', role: 'cancelled' }],
        flags: { cancelled: true },
      });
      const view = render(ctx);
      expect(view.script).toContain(
        lang === 'en'
          ? '3 charges of 24.99 plus 49 (123.97 in all)'
          : '3 cargos de 24.99 más 49 (123.97 en total)',
      );
      expect(view.script).not.toMatch(/cancellation confirmation|confirmación de la cancelación/);
      const proven = render(ctxFor(lang, { ...ctx.case, flags: { cancelled: true, cancelProof: true } }));
      expect(proven.script).toMatch(/cancellation confirmation|confirmación de la cancelación/);
    },
  );
});

describe('creditCardFees: fees and interest under the card terms', () => {
  it.each(LANGS)(
    'asks for a courtesy waiver with the ladder, from the fee and not the balance (%s)',
    (lang) => {
      const ctx = ctxFor(lang, {
        subCase: 'card_fee_or_interest',
        cardType: 'credit',
        amounts: [
          { text: '$1,240', value: 1240, role: 'billed' },
          { text: '$95', value: 95, role: 'fee' },
        ],
        percentages: ['24.99%'],
      });
      expect(ctx.ruling.moneyNotOwed).toBe(false);
      const view = render(ctx);
      expectSays(view.strategy, ['$95', '24.99%']);
      expect(view.all).not.toContain('$1,240');
      expect(view.rungs.discount.line).toContain('$47.50');
      expect(view.rungs.downgrade.label).toMatch(lang === 'en' ? /No-annual-fee card/ : /sin cuota anual/);
      expect(view.all).not.toMatch(/billing error|error de facturación/i);
      expect(view.rightLine).toBe('');
      expect(view.questionList).toEqual([]);
      const judge = creditCardFees[lang].judgeOffer!;
      expect(judge(ctx, 95)).toBe('accept');
      expect(judge(ctx, 47.5)).toBe('counter');
      expectCommon(ctx);
    },
  );

  it.each(LANGS)('asks to waive a late fee without quoting any cap (%s)', (lang) => {
    const ctx = ctxFor(lang, {
      subCase: 'card_late_fee',
      cardType: 'credit',
      amounts: [{ text: '$40', value: 40, role: 'fee' }],
    });
    expect(ctx.ruling.cautions.map((caution) => caution.id)).toContain('cfpb-late-fee-rule-vacated');
    const view = render(ctx);
    expect(view.strategy).toContain('$40');
    expect(view.strategy).toMatch(lang === 'en' ? /courtesy/ : /cortesía/);
    expect(view.all).not.toMatch(/\$8(?![\d,.])|\bcap\b|tope|CFPB rule/);
    expect(view.rungs.discount.line).toContain('$20');
    expectCommon(ctx);
  });

  it.each(LANGS)('adds up repeated overdraft fees and asks for a courtesy refund (%s)', (lang) => {
    const ctx = ctxFor(lang, {
      subCase: 'bank_fee',
      cardType: 'debit',
      amounts: [{ text: '$35', value: 35, role: 'unit', per: 'item', count: 3 }],
    });
    const view = render(ctx);
    expect(view.strategy).toContain('$105');
    // Three fees of $35: the step down is two of them back ($70), never half of the total.
    expect(view.rungs.discount.line).toContain('$70');
    expect(view.rungs.discount.line).not.toContain('$52.50');
    expect(view.rungs.downgrade.line).toMatch(
      lang === 'en' ? /overdraft coverage/ : /cobertura de sobregiro/,
    );
    expect(view.rightLine).toBe('');
    expectCommon(ctx);
  });
});

describe('creditCardFees: unauthorized debit, ATM or app payments', () => {
  const debit = variant(ctxFor, {
    subCase: 'debit_unauthorized',
    cardType: 'debit',
    amounts: [{ text: '$500', value: 500, role: 'billed' }],
    dates: [{ text: 'Friday', iso: '2026-11-20', role: 'learned' }],
    flags: { unauthorized: true },
  });

  it.each(LANGS)(
    'reports it by phone and in writing, with the 2-business-day and 60-day figures (%s)',
    (lang) => {
      const ctx = debit(lang);
      expect(ctx.right('reg-e-unauthorized-transfer')).toBe(true);
      const view = render(ctx);
      const date = lang === 'en' ? 'November 24, 2026' : '24 de noviembre de 2026';
      expectSays(view.strategy, [date, '$500']);
      expect(view.strategy).toMatch(
        lang === 'en' ? /by phone and then in writing/ : /por teléfono y luego por escrito/,
      );
      expect(view.strategy).toMatch(
        lang === 'en'
          ? /claim number and a provisional credit/
          : /número de reclamo y un crédito provisional/,
      );
      expect(view.strategy).toMatch(lang === 'en' ? /2 business days/ : /2 días hábiles/);
      expect(view.strategy).toMatch(/60/);
      // Said once, in the strategy: not repeated as a talking point.
      expect(view.talkingPoints).not.toContain(date);
      expect(view.rungs.credit.label).toMatch(lang === 'en' ? /Provisional credit/ : /Crédito provisional/);
      expect(view.strategy + view.script + view.emailBody).not.toMatch(BARGAINING);
      expect(view.rightLine).toMatch(lang === 'en' ? /didn't authorize/ : /no autoricé/);
      expect(creditCardFees[lang].judgeOffer!(ctx, 250)).toBe('decline');
      expectCommon(ctx);
    },
  );

  it.each(LANGS)('asks whether the person sent it themselves when that is not said (%s)', (lang) => {
    const ctx = debit(lang, { flags: {}, dates: [] });
    const view = render(ctx);
    expect(view.questionList[0]).toMatch(
      lang === 'en' ? /send this payment yourself/ : /Usted envió este pago/,
    );
    expect(view.questions).toMatch(lang === 'en' ? /first notice/ : /lo notó por primera vez/);
    expectCommon(ctx);
  });

  it.each(LANGS)(
    'is honest about money sent to a scammer: no right, recall and report, no promise (%s)',
    (lang) => {
      const ctx = debit(lang, {
        cardType: 'p2p',
        amounts: [{ text: '$600', value: 600, role: 'paid' }],
        dates: [],
        flags: { unauthorized: false },
      });
      expect(ctx.ruling.rights).toHaveLength(0);
      const view = render(ctx);
      expect(view.strategy).toContain('$600');
      expect(view.strategy).toMatch(lang === 'en' ? /treat it differently/ : /lo tratan distinto/);
      expect(view.strategy).toMatch(lang === 'en' ? /recall the payment/ : /recuperar el pago/);
      expect(view.strategy).toMatch(lang === 'en' ? /fraud claim/ : /reclamo por fraude/);
      expect(view.strategy).toContain('ReportFraud.ftc.gov');
      expect(view.strategy).toMatch(lang === 'en' ? /Nobody can promise/ : /Nadie puede prometer/);
      expect(view.complaintRoutes).toContain('ReportFraud.ftc.gov');
      expect(view.all).not.toMatch(/Regulation E|Regulación E|\$50|provisional|you owe nothing|no debe nada/);
      expect(view.rightLine).toBe('');
      expectCommon(ctx);
    },
  );
});

describe('creditCardFees: when the reading is unsure', () => {
  it.each(LANGS)('gives a safe first step and asks what kind of charge and card it is (%s)', (lang) => {
    const ctx = ctxFor(lang, { confidence: 'unsure', subCase: 'card_billing_error', amounts: [charge] });
    expect(ctx.subCase).toBeUndefined();
    const view = render(ctx);
    expect(view.strategy).toMatch(lang === 'en' ? /don't agree to pay/ : /no acepte todavía pagar/);
    expect(view.strategy).toMatch(lang === 'en' ? /lock the card/ : /bloqueen la tarjeta/);
    expect(view.questionList).toHaveLength(2);
    expect(view.questionList[0]).toMatch(
      lang === 'en' ? /charge you didn't make/ : /cargo que usted no hizo/,
    );
    expect(view.questionList[1]).toMatch(/Zelle/);
    expect(view.script).not.toMatch(BARGAINING);
    expect(view.rightLine).toBe('');
    expectCommon(ctx);
  });
});

const OUTCOMES: Outcome[] = ['said_no', 'counter_offer', 'agreed', 'no_reply', 'pay_now'];

/** The next step for one outcome, as the follow-up's strategy opens with it. */
function step(ctx: CopyContext, outcome: Outcome, offer?: string): string {
  return creditCardFees[ctx.lang].nextStep!(ctx, outcome, offer) ?? '';
}

describe('creditCardFees: the annual fee in Spanish', () => {
  it('names it "cuota anual", never only "anualidad" (es)', () => {
    const ctx = ctxFor('es', {
      subCase: 'card_fee_or_interest',
      cardType: 'credit',
      amounts: [{ text: '250', value: 250, role: 'billed' }],
    });
    const view = render(ctx);
    expect(view.strategy).toMatch(/cuota anual/);
    expect(view.script).toMatch(/cuota anual/);
    expect(view.emailSubject).toMatch(/cuota anual/);
    expect(view.all).not.toMatch(/anualidad/);
    expectCommon(ctx);
  });

  it.each(LANGS)('asks whether the fee comes back on a switch to a no-annual-fee card (%s)', (lang) => {
    const ctx = ctxFor(lang, {
      subCase: 'card_fee_or_interest',
      cardType: 'credit',
      amounts: [{ text: '$95', value: 95, role: 'fee' }],
    });
    expect(render(ctx).strategy).toMatch(
      lang === 'en'
        ? /no-annual-fee card without closing the account, and whether the fee comes back/
        : /tarjeta sin cuota anual sin cerrar la cuenta, y pregunte si le devuelven la cuota/,
    );
  });
});

describe('creditCardFees: a purchase the person made and regrets', () => {
  const regret = variant(ctxFor, {
    confidence: 'unsure',
    amounts: [{ text: '260', value: 260, role: 'billed' }],
    flags: { unauthorized: false },
    asksForDeception: true,
  });
  const SAYS_NOT_MINE_EN = /I didn't make this|I did not make this|I did not authorize|I didn't authorize/i;
  const SAYS_NOT_MINE_ES =
    /Yo no hice este cargo|No lo hice ni lo autoricé|no hice ni autoricé|Yo no autoricé/i;

  it.each(LANGS)(
    'offers the honest route: the return or refund policy, a card dispute only for a real error (%s)',
    (lang) => {
      const ctx = regret(lang);
      const honest = creditCardFees[lang].honestRoute!(ctx);
      expect(honest).toMatch(
        lang === 'en'
          ? /ask the merchant for a return or a refund under its return or refund policy/
          : /pedir al comercio una devolución o un reembolso según su política de devoluciones o reembolsos/,
      );
      expect(honest).toMatch(
        lang === 'en'
          ? /Dispute a charge with your card only for a real billing error/
          : /solo por un error de facturación real/,
      );
      expect(honest).not.toMatch(lang === 'en' ? SAYS_NOT_MINE_EN : SAYS_NOT_MINE_ES);
      if (lang === 'es') expect(tuteoMarkers(honest)).toEqual([]);
    },
  );

  it.each(LANGS)(
    'writes a return to the store and never puts "I didn\'t make this" in the person\'s mouth (%s)',
    (lang) => {
      const ctx = regret(lang);
      expect(ctx.subCase).toBeUndefined();
      const view = render(ctx);
      expect(view.party).toBe(lang === 'en' ? 'the store' : 'la tienda');
      expect(view.strategy).toContain('260');
      expect(view.strategy).toMatch(lang === 'en' ? /return policy/ : /política de devoluciones/);
      expect(view.script).toMatch(
        lang === 'en' ? /return it for a refund to my card/ : /devolverlo para que me reembolsen/,
      );
      expect(view.rungs.credit.label).toMatch(lang === 'en' ? /Store credit/ : /Crédito en la tienda/);
      expect(view.emailSubject).toMatch(
        lang === 'en' ? /Return and refund request/ : /Solicitud de devolución/,
      );
      expect(view.all).not.toMatch(lang === 'en' ? SAYS_NOT_MINE_EN : SAYS_NOT_MINE_ES);
      expect(view.all).not.toMatch(/fraud claim|reclamo por fraude|lock the card|bloqueen la tarjeta/i);
      expect(view.rightLine).toBe('');
      expectCommon(ctx);
    },
  );

  it.each(LANGS)(
    'keeps the card-dispute sentence out of the plan only when the honest route already said it (%s)',
    (lang) => {
      const dispute =
        lang === 'en'
          ? /A dispute with your card issuer is for a real billing error/
          : /Una disputa con el emisor de su tarjeta es para un error de facturación real/;
      expect(render(regret(lang)).strategy).not.toMatch(dispute);
      expect(render(regret(lang, { asksForDeception: false })).strategy).toMatch(dispute);
    },
  );

  it.each(LANGS)(
    'asks what is wrong with the charge before anything else when it is not a refusal (%s)',
    (lang) => {
      const view = render(regret(lang, { asksForDeception: false }));
      expect(view.questionList[0]).toMatch(
        lang === 'en' ? /do you want to return what you bought/ : /quiere devolver lo que compró/,
      );
      expect(view.questionList[1]).toMatch(/Zelle/);
    },
  );

  it.each(LANGS)(
    'leaves the "if it isn\'t yours" line out of the unsure copy when the person sent it (%s)',
    (lang) => {
      const ctx = ctxFor(lang, {
        confidence: 'unsure',
        cardType: 'p2p',
        amounts: [{ text: '$75', value: 75, role: 'paid' }],
        flags: { unauthorized: false },
      });
      const view = render(ctx);
      expect(view.all).not.toMatch(lang === 'en' ? SAYS_NOT_MINE_EN : SAYS_NOT_MINE_ES);
      expect(view.all).not.toMatch(lang === 'en' ? /If you didn't make/ : /Si usted no (?:lo )?hizo/);
      expectCommon(ctx);
      // Without the person saying so, the unsure copy still covers a charge they didn't make.
      const open = render(ctxFor(lang, { confidence: 'unsure', amounts: [charge] }));
      expect(open.script).toMatch(lang === 'en' ? /I didn't make this charge/ : /Yo no hice este cargo/);
    },
  );

  it.each(LANGS)(
    'steps to store credit or a manager after a no, and to the BBB after silence (%s)',
    (lang) => {
      const ctx = regret(lang, { asksForDeception: false });
      expect(step(ctx, 'said_no')).toMatch(
        lang === 'en'
          ? /store credit or an exchange, then a manager/
          : /crédito en la tienda o un cambio, y luego un gerente/,
      );
      expect(step(ctx, 'no_reply')).toMatch(/Better Business Bureau/);
      expect(step(ctx, 'counter_offer', '$130')).toContain('$130');
      expect(step(ctx, 'pay_now')).toBe('');
    },
  );
});

describe('creditCardFees: honest routes for every sub-case', () => {
  it.each(LANGS)('answers a fake hospital stay on a late fee with the true history (%s)', (lang) => {
    const ctx = ctxFor(lang, {
      subCase: 'card_late_fee',
      cardType: 'credit',
      amounts: [{ text: '40', value: 40, role: 'fee' }],
      asksForDeception: true,
    });
    const honest = creditCardFees[lang].honestRoute!(ctx);
    expect(honest).toMatch(
      lang === 'en'
        ? /what's true: your payment history, that it's the first time/
        : /lo que es verdad: su historial de pagos, que es la primera vez/,
    );
    expect(honest).not.toMatch(/hospital/i);
  });

  it.each(LANGS)(
    'answers a false "I didn\'t send it" on a scam payment with how it really happened (%s)',
    (lang) => {
      const ctx = ctxFor(lang, {
        subCase: 'debit_unauthorized',
        cardType: 'p2p',
        amounts: [{ text: '$500', value: 500, role: 'paid' }],
        flags: { unauthorized: false },
      });
      expect(creditCardFees[lang].honestRoute!(ctx)).toMatch(
        lang === 'en' ? /exactly how it happened/ : /exactamente cómo pasó/,
      );
    },
  );
});

describe('creditCardFees: the next step after a credit-card billing error', () => {
  const wrongAmount = (
    lang: Language,
    amounts: CaseAmount[] = [{ text: '$148', value: 148, role: 'billed' }],
  ) =>
    ctxFor(lang, {
      subCase: 'card_billing_error',
      cardType: 'credit',
      party: 'Amex',
      amounts,
      dates: [{ text: 'November 6', iso: '2026-11-06', role: 'statement' }],
    });

  it.each(LANGS)(
    'after a written dispute goes unanswered: 30 days to acknowledge, two billing cycles to resolve, nothing to pay meanwhile, then the CFPB (%s)',
    (lang) => {
      const next = step(wrongAmount(lang), 'no_reply');
      if (lang === 'en') {
        expect(next).toMatch(/acknowledged in writing within 30 days/);
        expect(next).toMatch(/resolved within two billing cycles \(no more than 90 days\)/);
        expect(next).toMatch(/you don't have to pay the disputed \$148 or interest on it/);
        expect(next).toMatch(/can't report it as late/);
        expect(next).toMatch(/file a complaint with the CFPB at consumerfinance\.gov\/complaint/);
      } else {
        expect(next).toMatch(/debe confirmarse por escrito dentro de 30 días/);
        expect(next).toMatch(/dos ciclos de facturación \(90 días como máximo\)/);
        expect(next).toMatch(/no tiene que pagar los \$148 en disputa ni intereses/);
        expect(next).toMatch(/presente una queja ante la CFPB en consumerfinance\.gov\/complaint/);
      }
    },
  );

  it.each(LANGS)('disputes only the overcharge when the correct amount is known (%s)', (lang) => {
    const ctx = wrongAmount(lang, [
      { text: '$148', value: 148, role: 'billed' },
      { text: '$48', value: 48, role: 'quoted' },
    ]);
    expect(step(ctx, 'no_reply')).toMatch(
      lang === 'en' ? /pay the disputed \$100 / : /pagar los \$100 en disputa/,
    );
    expect(step(ctx, 'pay_now')).toMatch(
      lang === 'en' ? /Don't pay the disputed \$100:/ : /No pague los \$100 en disputa/,
    );
    expect(render(ctx).strategy).toContain(
      lang === 'en' ? 'hold back the $100 (the part over $48)' : 'no pagar los $100 (lo que pasa de $48)',
    );
  });

  it.each(LANGS)(
    "after a no: the written dispute by its date, and the issuer's duty to explain (%s)",
    (lang) => {
      const next = step(wrongAmount(lang), 'said_no');
      expect(next).toContain(lang === 'en' ? 'by January 5, 2027' : 'a más tardar el 5 de enero de 2027');
      expect(next).toMatch(
        lang === 'en' ? /must explain why in writing/ : /deben explicarle el motivo por escrito/,
      );
    },
  );

  it.each(LANGS)(
    'on a demand to pay today: the undisputed part only, echoing the sum demanded (%s)',
    (lang) => {
      const next = step(wrongAmount(lang), 'pay_now', '$148');
      expect(next).toContain(lang === 'en' ? 'They want $148 today.' : 'Le piden $148 hoy.');
      expect(next).toMatch(
        lang === 'en'
          ? /Keep paying the part of your bill that isn't disputed \(at least its minimum\) by its due date/
          : /Siga pagando la parte de su factura que no está en disputa \(al menos el mínimo\) antes de su fecha límite/,
      );
      expect(next).toMatch(
        lang === 'en' ? /Don't pay the disputed \$148:/ : /No pague los \$148 en disputa:/,
      );
    },
  );

  it.each(LANGS)(
    'declines a partial credit as a settlement, and asks whether a credit is final (%s)',
    (lang) => {
      const ctx = wrongAmount(lang);
      const counter = step(ctx, 'counter_offer', lang === 'en' ? 'half' : 'la mitad');
      expect(counter).toContain(
        lang === 'en'
          ? 'Taking half ($74) as a settlement could close your dispute'
          : 'Aceptar la mitad ($74) como arreglo podría cerrar su disputa',
      );
      expect(counter).not.toMatch(/fair|razonable/);
      expect(step(ctx, 'agreed')).toMatch(
        lang === 'en' ? /final or only temporary/ : /definitivo o solo temporal/,
      );
    },
  );

  it.each(LANGS)('asks for a chargeback in writing when the card is not a credit card (%s)', (lang) => {
    const ctx = ctxFor(lang, {
      subCase: 'card_billing_error',
      cardType: 'debit',
      amounts: [{ text: '$60', value: 60, role: 'billed' }],
    });
    expect(ctx.right('fcba-billing-error')).toBe(false);
    const next = step(ctx, 'said_no');
    expect(next).toMatch(lang === 'en' ? /chargeback/ : /contracargo/);
    expect(next).not.toMatch(/two billing cycles|dos ciclos|30 days|30 días/);
    expect(step(ctx, 'no_reply')).toMatch(/consumerfinance\.gov/);
  });
});

describe('creditCardFees: the next step after a charge the person did not make', () => {
  const fraud = (lang: Language) =>
    ctxFor(lang, { subCase: 'card_unauthorized', cardType: 'credit', amounts: [charge], dates: [statement] });

  it.each(LANGS)('declines half and holds to the $50 cap (%s)', (lang) => {
    const next = step(fraud(lang), 'counter_offer', lang === 'en' ? 'half' : 'la mitad');
    expectSays(next, [
      lang === 'en' ? 'so half ($44.50) is not a compromise' : 'así que la mitad ($44.50) no es un arreglo',
      '$50',
    ]);
    expect(next).toMatch(lang === 'en' ? /full \$89 off/ : /los \$89 completos/);
  });

  it.each(LANGS)('asks for the decision in writing when the card type is unknown (%s)', (lang) => {
    const ctx = ctxFor(lang, { subCase: 'card_unauthorized', amounts: [charge] });
    expect(step(ctx, 'said_no')).toMatch(
      lang === 'en'
        ? /credit card, a debit card or an app decides/
        : /crédito, de débito o una aplicación decide/,
    );
    expect(step(ctx, 'pay_now')).toMatch(
      lang === 'en' ? /Don't pay the \$89 you reported/ : /No pague los \$89 que reportó/,
    );
  });
});

describe('creditCardFees: several debit charges each, with the sum the person rounded', () => {
  it.each(LANGS)('lists 3 charges of 89.99 by day ($269.97), never one charge of 270 (%s)', (lang) => {
    // "3 charges … 89.99 each … oct 28 nov 2 and nov 9 … thats 270 gone from checking"
    const ctx = ctxFor(lang, {
      subCase: 'debit_unauthorized',
      cardType: 'debit',
      amounts: [
        { text: '89.99', value: 89.99, role: 'unit', per: 'ticket', count: 3 },
        { text: '270', value: 270, role: 'billed' },
      ],
      dates: [
        { text: 'oct 28', iso: '2026-10-28', role: 'service' },
        { text: 'nov 2', iso: '2026-11-02', role: 'service' },
        { text: 'nov 9', iso: '2026-11-09', role: 'service' },
      ],
      flags: { unauthorized: true },
    });
    const view = render(ctx);
    expect(view.script).toContain(
      lang === 'en'
        ? '3 unauthorized charges of 89.99 on oct 28, nov 2 and nov 9'
        : '3 cargos no autorizados de 89.99',
    );
    expect(view.all).toContain('$269.97');
    expect(view.all).not.toMatch(/charge of 270|cargo no autorizado de 270/);
  });
});

describe('creditCardFees: the next step after an unauthorized app or debit payment', () => {
  const venmo = (lang: Language) =>
    ctxFor(lang, {
      subCase: 'debit_unauthorized',
      cardType: 'p2p',
      party: 'Venmo',
      amounts: [{ text: '200', value: 200, role: 'billed' }],
      dates: [{ text: lang === 'en' ? 'today' : 'hoy', iso: TODAY, role: 'learned' }],
      flags: { unauthorized: true },
    });

  it.each(LANGS)(
    'after silence: the investigation clock, a written follow-up, then a CFPB complaint (%s)',
    (lang) => {
      const next = step(venmo(lang), 'no_reply');
      if (lang === 'en') {
        expect(next).toMatch(/10 business days, or up to 45 days if it puts a provisional credit/);
        expect(next).toMatch(/written follow-up/);
        expect(next).toMatch(/file a complaint with the CFPB at consumerfinance\.gov\/complaint/);
      } else {
        expect(next).toMatch(/10 días hábiles, o hasta 45 días si pone un crédito provisional/);
        expect(next).toMatch(/seguimiento por escrito/);
        expect(next).toMatch(/presente una queja ante la CFPB en consumerfinance\.gov\/complaint/);
      }
    },
  );

  it.each(LANGS)(
    'after a no ("final", "like cash"): Regulation E, the investigation clock in writing, and the documents (%s)',
    (lang) => {
      const next = step(venmo(lang), 'said_no');
      expect(next).toMatch(
        lang === 'en'
          ? /copies of the documents they relied on/
          : /copias de los documentos en que se basaron/,
      );
      expect(next).toMatch(
        lang === 'en'
          ? /unauthorized transfer under Regulation E/
          : /transferencia no autorizada según la Regulación E/,
      );
      expect(next).toMatch(
        lang === 'en' ? /on them to show you authorized it/ : /demostrar que usted la autorizó/,
      );
      expect(next).toMatch(lang === 'en' ? /written error notice/ : /aviso de error por escrito/);
      expect(next).toContain('12 CFR 1005.11');
      expect(next).toMatch(
        lang === 'en'
          ? /10 business days to investigate, or up to 45 days/
          : /10 días hábiles para investigar, o hasta 45/,
      );
      // An app payment goes to the bank too: one can't send the person to the other.
      expect(next).toMatch(lang === 'en' ? /to your bank and to the app/ : /a su banco y a la aplicación/);
      const card = step(
        ctxFor(lang, {
          subCase: 'debit_unauthorized',
          cardType: 'debit',
          amounts: [{ text: '$500', value: 500, role: 'billed' }],
          flags: { unauthorized: true },
        }),
        'said_no',
      );
      expect(card).toMatch(lang === 'en' ? /to your bank so they reopen/ : /a su banco para que reabran/);
      expect(card).not.toMatch(/aplicación \(|the app \(/);
      expect(card).toMatch(lang === 'en' ? /10 business days/ : /10 días hábiles/);
    },
  );

  it.each(LANGS)(
    'warns that a provisional credit can be taken back, and declines a partial one (%s)',
    (lang) => {
      const ctx = venmo(lang);
      expect(step(ctx, 'agreed')).toMatch(
        lang === 'en' ? /provisional credit can be taken back/ : /crédito provisional se puede revertir/,
      );
      const counter = step(ctx, 'counter_offer', '100');
      expect(counter).toContain(lang === 'en' ? "Don't settle for 100" : 'No se conforme con 100');
      expect(counter).toMatch(
        lang === 'en' ? /transfer you didn't authorize/ : /una transferencia que no autorizó/,
      );
    },
  );

  it.each(LANGS)(
    'counts the 60 days from the statement date, and keeps the 2-business-day date from the day learned (%s)',
    (lang) => {
      const withStatement = ctxFor(lang, {
        subCase: 'debit_unauthorized',
        cardType: 'p2p',
        amounts: [{ text: '750', value: 750, role: 'billed' }],
        dates: [
          { text: lang === 'en' ? 'November 3' : '3 de noviembre', iso: '2026-11-03', role: 'statement' },
        ],
        flags: { unauthorized: true },
      });
      const view = render(withStatement);
      const jan2 = lang === 'en' ? 'January 2, 2027' : '2 de enero de 2027';
      expect(view.strategy).toContain(
        lang === 'en'
          ? `by ${jan2} (60 days after the November 3 statement)`
          : `a más tardar el ${jan2} (60 días después del estado de cuenta del 3 de noviembre)`,
      );
      expect(view.talkingPoints).not.toContain(jan2);
      // The statement's date is never given as the 2-business-day date.
      expect(view.strategy).not.toMatch(lang === 'en' ? /by about January 2/ : /alrededor del 2 de enero/);
      expect(view.strategy).toMatch(
        lang === 'en'
          ? /within 2 business days of learning/
          : /dentro de 2 días hábiles después de enterarse/,
      );
      expectCommon(withStatement);
      const learned = render(venmo(lang));
      expect(learned.strategy).toContain(
        lang === 'en' ? 'by about November 24, 2026' : 'alrededor del 24 de noviembre de 2026',
      );
    },
  );

  it.each(LANGS)(
    'tells a person whose card is still in the wallet that the $500 tier is not theirs (%s)',
    (lang) => {
      const ctx = ctxFor(lang, {
        subCase: 'debit_unauthorized',
        cardType: 'debit',
        amounts: [{ text: '$840', value: 840, role: 'billed' }],
        flags: { unauthorized: true, cardInHand: true, liabilityTierCited: true },
      });
      expect(step(ctx, 'said_no')).toMatch(
        lang === 'en'
          ? /^No, that's not right for your case: the \$50 and \$500 tiers are only for a lost or stolen card or login\. Your card is still in your wallet, so you owe nothing/
          : /^No, eso no aplica a su caso: los límites de \$50 y \$500 son solo para una tarjeta o un acceso perdido o robado/,
      );
      expect(step(ctx, 'counter_offer', '$340')).toMatch(
        lang === 'en' ? /yours is still in your wallet/ : /usted todavía tiene su tarjeta/,
      );
    },
  );

  it.each(LANGS)(
    'is honest after money sent to a scammer: no rule to make them pay, a second scam to avoid (%s)',
    (lang) => {
      const ctx = ctxFor(lang, {
        subCase: 'debit_unauthorized',
        cardType: 'p2p',
        amounts: [{ text: '$600', value: 600, role: 'paid' }],
        flags: { unauthorized: false },
      });
      expect(step(ctx, 'said_no')).toContain('ReportFraud.ftc.gov');
      // A denied claim: a written reconsideration and the documents they relied on, never an appeal
      // or a police report the person never mentioned, nor a claim to "open" again.
      expect(step(ctx, 'said_no')).toMatch(
        lang === 'en'
          ? /^A closed claim isn't the last word: ask in writing for a reconsideration of the denial for the \$600 payment, and for the documents they relied on/
          : /^Un reclamo cerrado no es la última palabra: pida por escrito que reconsideren la negativa por el pago de \$600, y los documentos en que se basaron/,
      );
      expect(step(ctx, 'said_no')).not.toMatch(
        /appeal they offered|police report|apelación que le ofrecieron|reporte de policía/,
      );
      expect(step(ctx, 'counter_offer', '$300')).toMatch(
        lang === 'en'
          ? /No rule makes them return money you sent yourself, so getting \$300 back/
          : /Ninguna regla les obliga.*recuperar \$300/,
      );
      expect(step(ctx, 'pay_now')).toMatch(lang === 'en' ? /second scam/ : /segunda estafa/);
    },
  );
});

describe('creditCardFees: the next step on a fee charged under the terms', () => {
  const late = (lang: Language) =>
    ctxFor(lang, {
      subCase: 'card_late_fee',
      cardType: 'credit',
      amounts: [{ text: '$40', value: 40, role: 'fee' }],
    });

  it.each(LANGS)(
    'calls half of a courtesy fee a fair result, with the sum, and asks once for the rest (%s)',
    (lang) => {
      const next = step(late(lang), 'counter_offer', lang === 'en' ? 'half' : 'la mitad');
      expect(next).toContain(
        lang === 'en'
          ? 'Getting half ($20) off is a fair result'
          : 'Que le quiten la mitad ($20) es un resultado razonable',
      );
      expect(next).toMatch(lang === 'en' ? /Ask once for the full \$40/ : /Pida una vez los \$40 completos/);
    },
  );

  it.each(LANGS)('accepts an offer of the whole fee without asking for more (%s)', (lang) => {
    const next = step(late(lang), 'counter_offer', '$40');
    expect(next).toMatch(
      lang === 'en' ? /\$40 is the whole \$40: accept it/ : /\$40 es el total de \$40: acéptelo/,
    );
  });

  it.each(LANGS)('pays at least the minimum when pressed, without giving up the ask (%s)', (lang) => {
    const next = step(late(lang), 'pay_now', '$210');
    expect(next).toContain(lang === 'en' ? 'They want $210 today.' : 'Le piden $210 hoy.');
    expect(next).toMatch(lang === 'en' ? /at least the minimum/ : /al menos el mínimo/);
  });

  it.each(LANGS)('asks about overdraft opt-in after a no on overdraft fees (%s)', (lang) => {
    const ctx = ctxFor(lang, {
      subCase: 'bank_fee',
      cardType: 'debit',
      amounts: [{ text: '$35', value: 35, role: 'unit', per: 'item', count: 3 }],
    });
    expect(step(ctx, 'said_no')).toMatch(
      lang === 'en'
        ? /when you agreed \(opted in\) to overdraft coverage/
        : /cuándo aceptó la cobertura de sobregiro/,
    );
    expect(step(ctx, 'agreed')).toContain('$105');
  });

  it.each(LANGS)('asks about the no-annual-fee switch after a no on an annual fee (%s)', (lang) => {
    const ctx = ctxFor(lang, {
      subCase: 'card_fee_or_interest',
      cardType: 'credit',
      amounts: [{ text: '$95', value: 95, role: 'fee' }],
    });
    expect(step(ctx, 'said_no')).toMatch(
      lang === 'en' ? /no-annual-fee card from the same issuer/ : /tarjeta sin cuota anual del mismo emisor/,
    );
    expect(step(ctx, 'no_reply')).toMatch(/consumerfinance\.gov/);
  });
});

describe('creditCardFees: every next step', () => {
  const cases: Array<[string, Partial<Case>]> = [
    [
      'card_unauthorized',
      { subCase: 'card_unauthorized', cardType: 'credit', amounts: [charge], dates: [statement] },
    ],
    ['card_unauthorized, card unknown', { subCase: 'card_unauthorized', amounts: [charge] }],
    ['card_billing_error', { subCase: 'card_billing_error', cardType: 'credit', amounts: [charge] }],
    ['card_billing_error, debit', { subCase: 'card_billing_error', cardType: 'debit', amounts: [charge] }],
    [
      'card_after_cancel',
      {
        subCase: 'card_after_cancel',
        cardType: 'credit',
        amounts: [{ text: '$14.99', value: 14.99, role: 'unit', per: 'month', count: 3 }],
      },
    ],
    [
      'card_fee_or_interest',
      {
        subCase: 'card_fee_or_interest',
        cardType: 'credit',
        amounts: [{ text: '$95', value: 95, role: 'fee' }],
      },
    ],
    [
      'card_late_fee',
      { subCase: 'card_late_fee', cardType: 'credit', amounts: [{ text: '$40', value: 40, role: 'fee' }] },
    ],
    [
      'debit_unauthorized',
      { subCase: 'debit_unauthorized', cardType: 'debit', amounts: [charge], flags: { unauthorized: true } },
    ],
    [
      'debit_unauthorized, scam',
      { subCase: 'debit_unauthorized', cardType: 'p2p', amounts: [charge], flags: { unauthorized: false } },
    ],
    [
      'bank_fee',
      { subCase: 'bank_fee', cardType: 'debit', amounts: [{ text: '$35', value: 35, role: 'fee' }] },
    ],
  ];

  it.each(LANGS.flatMap((lang) => cases.map(([name, kase]) => [lang, name, kase] as const)))(
    '%s %s: a concrete step for every outcome, short, in usted, with no state law and the offer echoed',
    (lang, _name, kase) => {
      const ctx = ctxFor(lang, kase);
      for (const outcome of OUTCOMES) {
        const next = step(ctx, outcome, '$12');
        if (kase.cardType === 'debit' && kase.subCase === 'card_billing_error' && outcome === 'pay_now') {
          expect(next).toBe('');
          continue;
        }
        expect(next.length).toBeGreaterThan(40);
        expect(next.length).toBeLessThan(540);
        expect(next.match(/[.!?](?=\s|$)/g)?.length ?? 0).toBeLessThanOrEqual(3);
        if (outcome === 'counter_offer' || outcome === 'pay_now') expect(next).toContain('$12');
        expect(next).not.toMatch(STATE_LAW);
        if (lang === 'es') {
          expect(tuteoMarkers(next)).toEqual([]);
          expect(next).not.toMatch(/\b(?:the|you|your|and|ask)\b/);
        } else {
          expect(next).not.toMatch(/\b(?:usted|su|los|pida)\b/);
        }
      }
      const honest = creditCardFees[lang].honestRoute!(ctx);
      expect(honest.match(/[.!?](?=\s|$)/g)?.length ?? 0).toBeLessThanOrEqual(2);
      if (lang === 'es') expect(tuteoMarkers(honest)).toEqual([]);
    },
  );
});

describe('creditCardFees: a late fee that also cost the grace period', () => {
  const lateAndInterest = (lang: Language, extra: CaseAmount[] = []) =>
    ctxFor(lang, {
      subCase: 'card_fee_or_interest',
      feeName: lang === 'en' ? 'late fee' : 'cargo por pago atrasado',
      amounts: [
        { text: '40', value: 40, role: 'fee' },
        { text: '63.18', value: 63.18, role: 'other' },
        ...extra,
      ],
    });
  const capTalk = (lang: Language) => lateAndInterest(lang, [{ text: '8', value: 8, role: 'other' }]);

  it.each(LANGS)('asks for both as a one-time courtesy and explains the grace period (%s)', (lang) => {
    const ctx = lateAndInterest(lang);
    const view = render(ctx);
    expect(view.strategy).toContain(
      lang === 'en'
        ? 'take off the 40 late fee and refund the 63.18 in interest'
        : 'cargo por pago atrasado de 40 y le devuelvan los 63.18 de intereses',
    );
    expect(view.strategy).toMatch(
      lang === 'en'
        ? /ask separately for a one-time interest refund/
        : /pida aparte una devolución única de los intereses/,
    );
    expect(view.strategy).toMatch(
      lang === 'en'
        ? /pay the statement balance in full.*grace period back/
        : /saldo total.*recupera el período de gracia/,
    );
    expect(view.script).toContain(
      lang === 'en'
        ? 'the 40 late fee and the 63.18 in interest'
        : 'cargo por pago atrasado de 40 y los 63.18 de intereses',
    );
    expect(view.rungs.discount.line).toContain('$31.59');
    expect(view.rungs.downgrade.label).toMatch(lang === 'en' ? /New due date/ : /Otra fecha de pago/);
    expect(view.talkingPoints).toMatch(lang === 'en' ? /grace period/ : /período de gracia/);
    expect(view.emailSubject).toMatch(
      lang === 'en'
        ? /one-time courtesy credit: 40 late fee and interest/
        : /cortesía por única vez: cargo por atraso de 40 e intereses/,
    );
    expect(view.subject).toBe(
      lang === 'en'
        ? 'the 40 late fee and the 63.18 in interest'
        : 'el cargo por pago atrasado de 40 y los 63.18 de intereses',
    );
    // Neither an annual fee nor a dispute, and never the late-fee-only "waive this fee".
    expect(view.all).not.toMatch(/annual fee|cuota anual|billing error|error de facturación|waive this fee/i);
    expect(view.all).not.toMatch(/\$8(?![\d,.])|vacated|anuló/);
    expectCommon(ctx);
  });

  it.each(LANGS)('answers the $8 cap the person heard about as vacated, never as in force (%s)', (lang) => {
    const ctx = capTalk(lang);
    const view = render(ctx);
    expect(view.strategy).toMatch(
      lang === 'en' ? /vacated the CFPB's rule in April 2025/ : /anuló esa regla de la CFPB en abril de 2025/,
    );
    expect(view.all).not.toMatch(/capped at \$8|limited to \$8|máximo de \$?8|tope de \$?8 (?:para|en) su/i);
    // The 8 is the cap talk, not the interest.
    expect(view.subject).toContain('63.18');
    expect(view.rungs.discount.line).toContain('$31.59');
    expectCommon(ctx);
  });

  it.each(LANGS)(
    'after "the late fee came off, the interest is final": works on the interest (%s)',
    (lang) => {
      const next = step(capTalk(lang), 'said_no', '63.18');
      expect(next).toMatch(
        lang === 'en'
          ? /^With the 40 late fee off, ask once more about the 63\.18 interest/
          : /^Ya le quitaron el cargo por atraso de 40; pida una vez más por los 63\.18 de intereses/,
      );
      expect(next).toMatch(
        lang === 'en'
          ? /one-time interest refund or a courtesy credit/
          : /devolución única de intereses o un crédito de cortesía/,
      );
      expect(next).toMatch(
        lang === 'en'
          ? /pay the statement balance in full so the grace period comes back/
          : /saldo total del estado de cuenta para recuperar el período de gracia/,
      );
      expect(next).toMatch(
        lang === 'en'
          ? /never took effect: a federal court vacated/
          : /nunca entró en vigor: un tribunal federal anuló/,
      );
      expect(next).not.toMatch(/waive this fee|capped at \$8/);
      expect(next.length).toBeLessThan(600);
      expect(next.match(/[.!?](?=\s|$)/g)?.length ?? 0).toBeLessThanOrEqual(3);
      // A no about both, or with no figure: the fee first, then the interest on its own.
      const both = step(lateAndInterest(lang), 'said_no');
      expect(both).not.toMatch(/With the 40 late fee off|Ya le quitaron/);
      expect(both).toMatch(
        lang === 'en'
          ? /comes off more easily than the 63\.18 interest/
          : /se quita más fácilmente que los 63\.18 de intereses/,
      );
      expect(both).not.toMatch(/vacated|anuló/);
      expect(step(lateAndInterest(lang), 'agreed')).toMatch(
        lang === 'en' ? /leftover interest/ : /intereses residuales/,
      );
    },
  );

  it.each(LANGS)(
    'asks for a one-time refund of interest alone, with a lower rate and no annual fee (%s)',
    (lang) => {
      const ctx = ctxFor(lang, {
        subCase: 'card_fee_or_interest',
        feeName: lang === 'en' ? 'interest' : 'intereses',
        amounts: [{ text: '$63', value: 63, role: 'billed' }],
      });
      const view = render(ctx);
      expect(view.strategy).toMatch(
        lang === 'en'
          ? /one-time refund of the \$63 in interest/
          : /devuelvan los \$63 de intereses por única vez/,
      );
      expect(view.strategy).toMatch(lang === 'en' ? /grace period/ : /período de gracia/);
      expect(view.rungs.downgrade.label).toMatch(lang === 'en' ? /Lower rate/ : /Tasa más baja/);
      expect(view.script).toContain(
        lang === 'en' ? 'the $63 interest charge' : 'el cargo de intereses de $63',
      );
      expect(view.all).not.toMatch(/annual fee|cuota anual|\[annual fee|\[la cuota anual/i);
      expectCommon(ctx);
    },
  );

  it.each(LANGS)('names an annual fee as such, without the placeholder (%s)', (lang) => {
    const ctx = ctxFor(lang, {
      subCase: 'card_fee_or_interest',
      feeName: lang === 'en' ? 'annual fee' : 'cuota anual',
      amounts: [{ text: '$95', value: 95, role: 'fee' }],
    });
    const view = render(ctx);
    expect(view.script).toContain(lang === 'en' ? 'the $95 annual fee' : 'la cuota anual de $95');
    expect(view.emailSubject).toContain(lang === 'en' ? 'the $95 annual fee' : 'la cuota anual de $95');
    expect(view.all).not.toMatch(/\[annual fee|\[la cuota anual|interest charge|cargo de intereses/);
    expectCommon(ctx);
  });
});

describe('creditCardFees: a fee the person named', () => {
  it.each(LANGS)('says the fee by its name, with no annual-fee or interest asides (%s)', (lang) => {
    const ctx = ctxFor(lang, {
      subCase: 'card_fee_or_interest',
      cardType: 'credit',
      feeName: lang === 'en' ? 'foreign transaction fee' : 'cargo por transacción en el extranjero',
      amounts: [{ text: '27', value: 27, role: 'fee' }],
    });
    const view = render(ctx);
    expect(view.script).toContain(
      lang === 'en'
        ? 'the 27 foreign transaction fee'
        : 'el cargo de 27 (cargo por transacción en el extranjero)',
    );
    expect(view.strategy).toMatch(
      lang === 'en'
        ? /card from the same issuer without this fee/
        : /tarjeta del mismo emisor sin este cargo/,
    );
    expect(view.rungs.downgrade.label).toBe(
      lang === 'en' ? 'Card without this fee' : 'Tarjeta sin este cargo',
    );
    expect(view.strategy).not.toMatch(/annual fee|cuota anual|grace period|período de gracia/);
    expect(step(ctx, 'said_no')).toMatch(
      lang === 'en'
        ? /without the foreign transaction fee/
        : /sin ese cargo \(cargo por transacción en el extranjero\)/,
    );
    expect(step(ctx, 'said_no')).not.toMatch(/annual|anual/);
    expectCommon(ctx);
  });
});

describe('creditCardFees: several unauthorized charges or transfers', () => {
  const venmoHack = (lang: Language) =>
    ctxFor(lang, {
      subCase: 'debit_unauthorized',
      cardType: 'p2p',
      amounts: [
        { text: '380', value: 380, role: 'billed' },
        { text: '125', value: 125, role: 'other' },
      ],
      dates: [
        { text: lang === 'en' ? 'November 18' : '18 de noviembre', iso: '2026-11-18', role: 'service' },
        { text: lang === 'en' ? 'yesterday' : 'ayer', iso: '2026-11-21', role: 'learned' },
      ],
      flags: { unauthorized: true },
    });

  it.each(LANGS)('names every transfer, the app and the bank, and the investigation clock (%s)', (lang) => {
    const ctx = venmoHack(lang);
    const view = render(ctx);
    expect(view.strategy).toContain(
      lang === 'en'
        ? 'Report the 380 and 125 transfers to the app (and to your bank'
        : 'Reporte ahora las transferencias de 380 y 125 a la aplicación (y a su banco',
    );
    expect(view.strategy).toMatch(
      lang === 'en'
        ? /Regulation E.*10 business days \(up to 45 days/
        : /Regulación E.*10 días hábiles \(hasta 45 días/,
    );
    expect(view.script).toContain(
      lang === 'en'
        ? "unauthorized transfers of 380 and 125 on November 18 from my account. I didn't make or authorize them."
        : 'transferencias no autorizadas de 380 y 125 del 18 de noviembre en mi cuenta. No las hice ni las autoricé.',
    );
    // The day the person noticed is never given as the day of the transfers.
    expect(view.all).not.toMatch(/del ayer|on yesterday|dated yesterday|con fecha ayer/);
    expect(view.script).not.toMatch(/block my card|bloqueen mi tarjeta/);
    expect(view.emailBody).toMatch(lang === 'en' ? /more than 10 business days/ : /más de 10 días hábiles/);
    expect(view.talkingPoints).toMatch(
      lang === 'en'
        ? /"Final, like cash" applies to payments you send yourself/
        : /"definitivo, como el efectivo" vale para pagos que usted hace/,
    );
    expect(view.subject).toBe(
      lang === 'en'
        ? 'the unauthorized 380 and 125 transfers'
        : 'las transferencias no autorizadas de 380 y 125',
    );
    expect(view.rightLine).toMatch(
      lang === 'en'
        ? /these transfers: I'm reporting them as unauthorized under Regulation E/
        : /estas transferencias: las reporto como no autorizadas según la Regulación E/,
    );
    expectCommon(ctx);
  });

  it.each(LANGS)('a charge on a debit card beside another figure stays one charge (%s)', (lang) => {
    const ctx = ctxFor(lang, {
      subCase: 'debit_unauthorized',
      cardType: 'debit',
      amounts: [
        { text: '35', value: 35, role: 'billed' },
        { text: '400', value: 400, role: 'other' },
      ],
      flags: { unauthorized: true },
    });
    expect(render(ctx).strategy).not.toMatch(/35 and 400|35 y 400/);
  });

  const wallet = (lang: Language) =>
    ctxFor(lang, {
      subCase: 'card_unauthorized',
      cardType: 'credit',
      amounts: [
        { text: '212.50', value: 212.5, role: 'billed' },
        { text: '48.99', value: 48.99, role: 'other' },
      ],
      dates: [{ text: lang === 'en' ? 'nov 10' : '10 de noviembre', iso: '2026-11-10', role: 'statement' }],
      flags: { unauthorized: true },
    });

  it.each(LANGS)(
    "disputes every credit-card charge, and says the disputed ones needn't be paid meanwhile (%s)",
    (lang) => {
      const ctx = wallet(lang);
      const view = render(ctx);
      expect(view.strategy).toContain(
        lang === 'en'
          ? 'report the 212.50 and 48.99 charges as fraud'
          : 'reporte los cargos de 212.50 y 48.99 como fraude',
      );
      expect(view.strategy).toMatch(
        lang === 'en'
          ? /you don't have to pay the disputed 212\.50 and 48\.99 or interest on them, whatever a rep says/
          : /no tiene que pagar los 212\.50 y 48\.99 en disputa ni sus intereses, diga lo que diga un representante/,
      );
      // The statement's date is the statement's, never the day of the charges.
      expect(view.script).toContain(
        lang === 'en'
          ? 'charges of 212.50 and 48.99 on my nov 10 statement'
          : 'cargos de 212.50 y 48.99 en mi estado de cuenta del 10 de noviembre',
      );
      expect(view.emailBody).toContain(
        lang === 'en'
          ? 'on the statement dated nov 10. I did not make or authorize them.'
          : 'en el estado de cuenta con fecha 10 de noviembre. No los hice ni los autoricé.',
      );
      expect(view.rightLine).toMatch(
        lang === 'en' ? /these charges, so I won't pay them/ : /estos cargos, así que no los voy a pagar/,
      );
      expect(view.all).not.toMatch(BARGAINING);
      expectCommon(ctx);
    },
  );

  it.each(LANGS)(
    'after "your card number and ZIP matched, it\'s final": the issuer\'s burden and the written dispute (%s)',
    (lang) => {
      const next = step(wallet(lang), 'said_no');
      expect(next).toMatch(
        lang === 'en'
          ? /even if the card number and ZIP code matched/
          : /aunque coincidan el número de la tarjeta y el código postal/,
      );
      expect(next).toMatch(
        lang === 'en'
          ? /on the issuer to show the use was authorized/
          : /le toca al emisor demostrar que el uso fue autorizado/,
      );
      expect(next).toContain(lang === 'en' ? 'by January 9, 2027' : 'a más tardar el 9 de enero de 2027');
      expect(next).toMatch(
        lang === 'en'
          ? /copies of the documents they relied on/
          : /copias de los documentos en que se basaron/,
      );
      expect(next).not.toMatch(/must have been you|waive|half|mitad/i);
    },
  );
});

describe("creditCardFees: a wrong amount, said with the person's own figures", () => {
  it.each(LANGS)('names the correct amount and the difference instead of a placeholder (%s)', (lang) => {
    const ctx = ctxFor(lang, {
      subCase: 'card_billing_error',
      cardType: 'credit',
      amounts: [
        { text: '1,280', value: 1280, role: 'quoted' },
        { text: '1,820', value: 1820, role: 'billed' },
      ],
      dates: [
        { text: lang === 'en' ? 'November 3' : '3 de noviembre', iso: '2026-11-03', role: 'statement' },
      ],
    });
    const view = render(ctx);
    expect(view.strategy).toContain(
      lang === 'en'
        ? 'Being charged 1,820 instead of 1,280 is a billing error'
        : 'Que le cobren 1,820 en lugar de 1,280 es un error de facturación',
    );
    expect(view.strategy).toMatch(
      lang === 'en'
        ? /back and forth between the seller and the issuer/
        : /ir y venir entre el vendedor y el banco/,
    );
    expect(view.script).toContain(
      lang === 'en'
        ? "It should be 1,280, and I'm disputing the $540 difference."
        : 'Debía ser 1,280, y disputo la diferencia de $540.',
    );
    expect(view.rungs.discount.line).toContain('$540');
    expect(view.emailBody).toContain(
      lang === 'en'
        ? 'The correct amount is 1,280, so I was overcharged $540.'
        : 'El monto correcto es 1,280, así que me cobraron $540 de más.',
    );
    expect(view.all).not.toMatch(
      /\[I was charged twice|\[me cobraron dos veces|\(correct amount\)|\(monto\)/,
    );
    expectCommon(ctx);
  });
});

describe("creditCardFees: subjects read right in the person's own email", () => {
  it.each(LANGS)('never says "you didn\'t" or "usted no" about the person in a subject (%s)', (lang) => {
    const kases: Partial<Case>[] = [
      { subCase: 'card_unauthorized', cardType: 'credit', amounts: [charge] },
      { subCase: 'card_unauthorized', amounts: [charge] },
      { subCase: 'debit_unauthorized', cardType: 'p2p', amounts: [charge], flags: { unauthorized: true } },
      { subCase: 'debit_unauthorized', cardType: 'p2p', amounts: [charge], flags: { unauthorized: false } },
      { subCase: 'card_after_cancel', cardType: 'credit', amounts: [charge] },
    ];
    for (const kase of kases) {
      const subject = creditCardFees[lang].subject(ctxFor(lang, kase));
      expect(subject).toContain('$89');
      expect(subject).not.toMatch(/\byou\b|\byour\b|usted|\bsu\b|le hicieron/);
    }
  });
});

describe('an overdraft fee on a debit-card purchase', () => {
  const overdraft = (optedIn?: boolean): Partial<Case> => ({
    subCase: 'bank_fee',
    cardType: 'debit',
    flags: { overdraft: true, ...(optedIn === undefined ? {} : { optedIn }) },
    amounts: [{ text: '34 dollars', value: 34, role: 'fee' }],
  });

  it('asks for proof of the opt-in first, in both languages', () => {
    const en = ctxFor('en', overdraft());
    expect(creditCardFees.en.strategy(en)).toMatch(
      /^First ask which of these fees were for a debit-card purchase/,
    );
    expect(creditCardFees.en.opening(en)).toContain('34 dollars overdraft fee');
    const es = ctxFor('es', overdraft());
    expect(creditCardFees.es.strategy(es)).toContain('la prueba de que usted aceptó (opt-in)');
    expect(tuteoMarkers(creditCardFees.es.strategy(es))).toEqual([]);
  });

  it('asks for every fee back, never half, when the person never opted in', () => {
    const ctx = ctxFor('en', overdraft(false));
    expect(ctx.ruling.moneyNotOwed).toBe(true);
    const rungs = creditCardFees.en.rungs(ctx);
    expect(rungs.discount.label).toBe('Proof of opt-in');
    expect(rungs.credit.line).toContain('refund every overdraft fee');
    expect(
      Object.values(rungs)
        .map((rung) => rung.line)
        .join(' '),
    ).not.toMatch(/half/i);
    expect(creditCardFees.en.rightLine?.(ctx)).toContain('I never opted in');
  });

  const threeFees: Partial<Case> = {
    subCase: 'bank_fee',
    flags: { overdraft: true },
    amounts: [
      { text: '35', value: 35, role: 'fee', count: 3 },
      { text: '12 bucks', value: 12, role: 'other' },
    ],
    // "the account was only 12 bucks short": the reading keeps the figure said as the shortfall.
    shortfall: '12 bucks',
  };

  it.each(LANGS)('asks for all 3 fees ($105) as a courtesy, then 2 of the 3 (%s)', (lang) => {
    const ctx = ctxFor(lang, threeFees);
    const view = render(ctx);
    expect(view.strategy).toContain('$105');
    expect(view.strategy).toContain('12 bucks');
    expect(view.strategy).toMatch(
      lang === 'en' ? /refund 2 of the 3 \(\$70\)/ : /devuelvan 2 de los 3 \(\$70\)/,
    );
    expect(view.script).toMatch(
      lang === 'en' ? /refund all 3 as a courtesy/ : /devolver los 3 como cortesía/,
    );
    expect(view.rungs.discount.line).toContain('$70');
    expect(view.all).not.toContain('$17.50');
    if (lang === 'es') expect(tuteoMarkers(view.all)).toEqual([]);
  });

  it.each(LANGS)('takes one fee back and asks for the other two, never as settled (%s)', (lang) => {
    const ctx = ctxFor(lang, threeFees);
    const next = creditCardFees[lang].followUpCopy!(ctx, 'counter_offer', '35', [
      { text: '35', value: 35, role: 'offered' },
    ])!;
    const all = [next.strategy, next.opening, next.email.body, ...next.talkingPoints].join('\n');
    expect(all).toContain('$70');
    expect(all).toContain('$105');
    expect(next.opening).toMatch(lang === 'en' ? /at least one more \(\$35\)/ : /al menos uno más \(\$35\)/);
    expect(all).not.toMatch(/I was told|Me dijeron|well done|bien hecho|\[number\]|\[número\]/i);
    if (lang === 'es') expect(tuteoMarkers(all)).toEqual([]);
  });

  it.each(LANGS)('never reads one of several purchases as how far short the account went (%s)', (lang) => {
    // "3 cargos de sobregiro de 35 … por un cafe de 4.50, gasolina 22 y una compra de 9"
    const ctx = ctxFor(lang, {
      ...threeFees,
      amounts: [
        { text: '35', value: 35, role: 'fee', count: 3 },
        { text: '4.50', value: 4.5, role: 'other' },
        { text: '22', value: 22, role: 'other' },
        { text: '9', value: 9, role: 'other' },
      ],
    });
    const next = creditCardFees[lang].followUpCopy!(ctx, 'counter_offer', '35', [
      { text: '35', value: 35, role: 'offered' },
    ])!;
    const all = [render(ctx).all, next.strategy, next.opening, next.email.body].join('\n');
    expect(all).toContain('$70');
    expect(all).not.toMatch(/short 4\.50|4\.50 short|faltaron 4\.50|faltaban 4\.50/);
    expect(all).not.toMatch(/being (?:22|9) short|faltaron (?:22|9)\b/);
  });

  it('leaves a fee the person opted in to as a courtesy ask', () => {
    const ctx = ctxFor('en', overdraft(true));
    expect(ctx.right('reg-e-overdraft-opt-in')).toBe(false);
    expect(creditCardFees.en.strategy(ctx)).not.toContain('proof that you opted in');
  });
});

describe('creditCardFees: interest charged after paying the card in full', () => {
  const interest = (lang: Language) =>
    ctxFor(lang, {
      subCase: 'card_billing_error',
      flags: { interestAfterPaidInFull: true },
      amounts: [
        { text: '10', value: 10, role: 'other' },
        { text: '23.40', value: 23.4, role: 'billed' },
      ],
    });

  it.each(LANGS)(
    'takes it up with the issuer, never a merchant, with no blanks Lane can fill (%s)',
    (lang) => {
      const view = render(interest(lang));
      const en = lang === 'en';
      expect(view.strategy).toMatch(
        en
          ? /Your card issuer charged this interest, not a store/
          : /lo cobró el emisor de su tarjeta, no una tienda/,
      );
      expect(view.script).toMatch(en ? /23\.40 interest charge/ : /cargo de intereses de 23\.40/);
      expect(view.email.body).toMatch(
        en ? /paid the full statement balance on the 10th/ : /saldo total del estado de cuenta el 10/,
      );
      expect(view.all).not.toMatch(
        /merchant|comercio|\[annual fee \/ interest charge\]|\[la cuota anual \/ el cargo de intereses\]|charged twice|cobraron dos veces/i,
      );
      if (!en) expect(tuteoMarkers(view.all)).toEqual([]);
    },
  );

  it.each(LANGS)('answers "it is residual interest" with what that is and both ways on (%s)', (lang) => {
    const next = creditCardFees[lang].followUpCopy!(interest(lang), 'said_no', undefined)!;
    const all = [next.strategy, next.opening, next.email.body, ...next.talkingPoints].join('\n');
    expect(all).toMatch(
      lang === 'en' ? /carried a balance the month before/ : /arrastró un saldo el mes anterior/,
    );
    expect(all).toMatch(lang === 'en' ? /one-time courtesy/ : /cortesía única/);
    expect(all).not.toMatch(/merchant|comercio|I was told no|Me dijeron que no/i);
    if (lang === 'es') expect(tuteoMarkers(all)).toEqual([]);
  });

  it('after "I never carried a balance", residual interest gets no courtesy branch', () => {
    const ctx = ctxFor('es', {
      subCase: 'card_billing_error',
      flags: { interestAfterPaidInFull: true, neverCarriedBalance: true },
      amounts: [{ text: '27.40', value: 27.4, role: 'billed' }],
    });
    const next = creditCardFees.es.followUpCopy?.(ctx, 'said_no', undefined);
    const all = next ? [next.strategy, next.opening, next.email.body].join('\n') : '';
    expect(all).not.toMatch(/cortesía/);
  });
});

describe('an order that never arrived, and a store offering only store credit', () => {
  const SOFA: Partial<Case> = {
    subCase: 'card_billing_error',
    cardType: 'credit',
    amounts: [{ text: '1.150', value: 1150, role: 'billed' }],
    dates: [
      { text: '3 de oct', iso: '2026-10-03', role: 'charge' },
      { text: '10 de oct', iso: '2026-10-10', role: 'statement' },
    ],
    flags: { notReceived: true, remoteOrder: true },
  };

  it('says what the error is instead of a bracketed choice', () => {
    const es = render(ctxFor('es', SOFA));
    expect(es.script).toContain('Es un error de facturación: pagué algo que nunca llegó.');
    expect(es.email.body).toContain('Es incorrecto porque no recibí lo que pagué.');
    expect(es.email.body).not.toContain('[me cobraron dos veces');
    const en = render(ctxFor('en', SOFA));
    expect(en.script).toContain("It's a billing error: I paid for something that never arrived.");
    expect(en.email.body).not.toContain('[I was charged twice');
  });

  it('the store\'s "delayed, no date, store credit only" gets a cancel-and-refund to the store and the dispute the same day', () => {
    for (const lang of LANGS) {
      const answer = creditCardFees[lang].followUpCopy!(ctxFor(lang, SOFA), 'said_no', undefined)!;
      const text = [answer.strategy, answer.opening, answer.email.body, ...answer.talkingPoints].join('\n');
      if (lang === 'es') {
        expect(answer.opening).toContain('no acepto la demora ni un crédito en la tienda. Cancelo el pedido');
        expect(answer.strategy).toContain(
          'debe obtener su consentimiento para la demora o reembolsarle lo que pagó',
        );
        expect(answer.strategy).toContain('a más tardar el 9 de diciembre de 2026');
        expect(answer.email.body).toContain('Es por mercancía que pedí y nunca recibí');
        expect(tuteoMarkers(text)).toEqual([]);
      } else {
        expect(answer.opening).toContain(
          "I don't agree to the delay or to store credit. I'm cancelling order",
        );
        expect(answer.strategy).toContain('must get your consent to the delay or refund your payment');
        expect(answer.strategy).toContain('by December 9, 2026');
      }
      expect(text).not.toMatch(/cobrado por error|billed in error/);
    }
  });
});

describe('goods never delivered, and the card rep says to give the store more days', () => {
  const SOFA: Partial<Case> = {
    subCase: 'card_billing_error',
    cardType: 'credit',
    amounts: [{ text: '1,200', value: 1200, role: 'billed' }],
    dates: [{ text: 'oct 10', iso: '2026-10-10', role: 'statement' }],
    flags: { notReceived: true },
  };

  it('says not to wait past the letter’s last day, with both dates, and keeps the written dispute', () => {
    for (const lang of LANGS) {
      const answer = creditCardFees[lang].followUpCopy!(ctxFor(lang, SOFA), 'said_no', undefined, [], {
        waitAsked: 30,
      })!;
      const text = [answer.strategy, answer.opening, answer.email.body, ...answer.talkingPoints].join('\n');
      if (lang === 'en') {
        expect(answer.strategy).toContain(
          "Don't wait 30 more days: 30 days from today is December 22, 2026, past December 9, 2026, the last day for your written billing-error dispute.",
        );
        expect(answer.strategy).toContain("A claim opened on the phone isn't the letter");
        expect(answer.strategy).toContain('hold back only the disputed 1,200');
        expect(answer.email.body).toContain('I also reported it by phone (claim [claim number])');
        expect(text).not.toMatch(/store credit/);
      } else {
        expect(answer.strategy).toContain(
          'No espere 30 días más: 30 días desde hoy es el 22 de diciembre de 2026, después del 9 de diciembre de 2026',
        );
        expect(answer.email.body).toContain('También lo reporté por teléfono');
        expect(text).not.toMatch(/crédito en la tienda/);
        expect(tuteoMarkers(text)).toEqual([]);
      }
    }
  });

  it('a wait that ends before the last day keeps the cancel-and-dispute answer', () => {
    const answer = creditCardFees.en.followUpCopy!(ctxFor('en', SOFA), 'said_no', undefined, [], {
      waitAsked: 7,
    })!;
    expect(answer.strategy).not.toContain("Don't wait");
    expect(answer.strategy).toContain('send the card issuer your written dispute');
  });
});

describe('creditCardFees: the first charge after cancelling past 60 days, later ones in time', () => {
  it.each(LANGS)('names the charges still in time instead of only the passed day (%s)', (lang) => {
    const ctx = ctxFor(lang, {
      subCase: 'card_after_cancel',
      cardType: 'credit',
      amounts: [{ text: '24.99', value: 24.99, role: 'billed', count: 3 }],
      dates: [
        { text: 'aug 28', iso: '2026-08-28', role: 'cancelled' },
        { text: 'sept 15', iso: '2026-09-15', role: 'charge' },
        { text: 'oct 15', iso: '2026-10-15', role: 'charge' },
        { text: 'nov 15', iso: '2026-11-15', role: 'service' },
      ],
      flags: { cancelled: true },
    });
    expect(render(ctx).strategy).toContain(
      lang === 'en'
        ? 'the charges from oct 15 on are still in time'
        : 'los cargos desde el oct 15 todavía están a tiempo',
    );
  });
});

describe('judges 26 and 28, the next wording: a trial billed three times after cancelling, debit fraud over two days', () => {
  const trial = (lang: Language, flags: Case['flags'] = {}, cardType: Case['cardType'] = 'credit') =>
    ctxFor(lang, {
      subCase: 'card_after_cancel',
      cardType,
      amounts: [{ text: '14.99', value: 14.99, role: 'billed', count: 3 }],
      dates: [
        { text: lang === 'en' ? 'aug 2' : '2 de agosto', iso: '2026-08-02', role: 'cancelled' },
        { text: lang === 'en' ? 'sept 5' : '5 de sept', iso: '2026-09-05', role: 'charge' },
        { text: lang === 'en' ? 'oct 5' : '5 de oct', iso: '2026-10-05', role: 'charge' },
        { text: lang === 'en' ? 'nov 5' : '5 de nov', iso: '2026-11-05', role: 'charge' },
      ],
      flags: { cancelled: true, cancelProof: true, ...flags },
    });

  it.each(LANGS)('lists each charge by its day and totals 3 × 14.99 = $44.97 (%s)', (lang) => {
    const view = render(trial(lang));
    expect(view.script).toContain(
      lang === 'en'
        ? '3 charges of 14.99 (sept 5, oct 5 and nov 5; $44.97 in all)'
        : '3 cargos de 14.99 (5 de sept, 5 de oct y 5 de nov; $44.97 en total)',
    );
    expect(view.email.body).toContain('$44.97');
    expect(view.strategy).not.toMatch(/^(?:Yes|Sí)/);
  });

  it.each(LANGS)(
    'answers "call the bank?" with a yes, and never waits on a merchant that does not answer (%s)',
    (lang) => {
      const view = render(trial(lang, { asksCardIssuer: true, merchantSilent: true }));
      expect(view.strategy).toMatch(
        lang === 'en' ? /^Yes: your card issuer/ : /^Sí: el emisor de su tarjeta/,
      );
      expect(view.strategy).toMatch(lang === 'en' ? /don't wait on their refund/ : /no espere su reembolso/);
      expect(view.strategy).toContain('$44.97');
      expect(view.email.body).toMatch(
        lang === 'en'
          ? /got no answer \(copies of my messages are attached\)/
          : /no respondió \(adjunto copia de mis mensajes\)/,
      );
      expect(view.email.body).not.toMatch(/\(date\)|\(fecha\)/);
      if (lang === 'es') expect(tuteoMarkers(view.all)).toEqual([]);
    },
  );

  it.each(LANGS)(
    'on a debit card, sends the person to the bank without the credit-card right (%s)',
    (lang) => {
      const view = render(trial(lang, { asksCardIssuer: true, merchantSilent: true }, 'debit'));
      expect(view.strategy).toMatch(
        lang === 'en' ? /^Yes, go to your bank/ : /^Sí, acuda también a su banco/,
      );
      expect(view.strategy).not.toMatch(/billing error|error de facturación/);
    },
  );

  it.each(LANGS)('reports three unauthorized debit charges over two days with their total (%s)', (lang) => {
    const view = render(
      ctxFor(lang, {
        subCase: 'debit_unauthorized',
        cardType: 'debit',
        amounts: [
          { text: '89.00', value: 89, role: 'billed' },
          { text: '212.50', value: 212.5, role: 'other' },
          { text: '340.00', value: 340, role: 'other' },
        ],
        counts: [{ text: '3', value: 3, role: 'other' }],
        dates: [
          { text: lang === 'en' ? 'nov 18' : '18 de noviembre', iso: '2026-11-18', role: 'service' },
          { text: lang === 'en' ? 'nov 19' : '19 de noviembre', iso: '2026-11-19', role: 'service' },
        ],
        flags: { unauthorized: true, cardInHand: true },
      }),
    );
    expect(view.strategy).toContain(lang === 'en' ? '($641.50 in all)' : '($641.50 en total)');
    expect(view.script).toContain(lang === 'en' ? 'on nov 18 and 19' : 'del 18 y 19 de noviembre');
    expect(view.email.body).toContain(
      lang === 'en' ? 'on nov 18 and 19 from' : 'del 18 y 19 de noviembre en',
    );
    if (lang === 'es') expect(view.email.body).toContain('que los investiguen');
  });
});

describe('overdraft fees on debit purchases the person never opted in to', () => {
  const onCoffee = (lang: Language, debitPurchases: boolean) =>
    ctxFor(lang, {
      subCase: 'bank_fee',
      cardType: 'debit',
      flags: { overdraft: true, optedIn: false, ...(debitPurchases ? { debitPurchases } : {}) },
      amounts: [{ text: '35', value: 35, role: 'fee', count: 4 }],
    });

  it.each(LANGS)('offers a CFPB complaint, never a threat to move the account (%s)', (lang) => {
    const rungs = creditCardFees[lang].rungs(onCoffee(lang, true));
    expect(rungs.retention.label).toBe(lang === 'en' ? 'CFPB complaint' : 'Queja ante la CFPB');
    expect(rungs.retention.line).not.toMatch(/moving my account|cambiar mi cuenta/);
  });

  it.each(LANGS)('keeps the retention step when the purchases are not known to be debit (%s)', (lang) => {
    expect(creditCardFees[lang].rungs(onCoffee(lang, false)).retention.label).toMatch(/Retention|retención/);
  });
});

describe('a cancellation said by its month alone', () => {
  it.each(LANGS)(
    'leaves the day to fill in, never "cancelled on aug" or "cancelé el agosto" (%s)',
    (lang) => {
      const view = render(
        ctxFor(lang, {
          subCase: 'card_after_cancel',
          cardType: 'credit',
          amounts: [{ text: '14.99', value: 14.99, role: 'billed', count: 3 }],
          dates: [{ text: lang === 'en' ? 'aug' : 'agosto', iso: '2026-08-01', role: 'cancelled' }],
          flags: { cancelled: true },
        }),
      );
      expect(view.script).toContain(
        lang === 'en' ? 'after I cancelled on aug [day]' : 'cancelé el [día] de agosto',
      );
      expect(view.all).not.toMatch(lang === 'en' ? /cancelled on aug(?! \[day\])/ : /cancelé el agosto/);
    },
  );
});

describe('four unauthorized debit charges, then "90 days, no money until it is done" (judge 29)', () => {
  const FOUR =
    'theres 4 charges on my debit card i did NOT make. 89.99, 212.40, 45 and 300, all nov 17-19, some online store and a gas station in another state. the card is still in my wallet!! i just saw it today, about to call the bank. what do i say, do i lose this money??';
  const NINETY =
    'ok called. the guy said they will investigate and it can take up to 90 days and i dont get the money back until its done. he also said send something in writing?? rent is due the 5th and thats like 650 of my money gone';
  it('reports all four charges with their total, and answers the 90 days with the provisional credit, never an offer', async () => {
    const [first, second] = await conversation('en', FOUR, NINETY);
    expect(first!.sections.phone_script).toContain('unauthorized charges of 89.99, 212.40, 45 and 300');
    expect(first!.sections.email.body).toContain('89.99, 212.40, 45 and 300 ($647.39 in all)');
    expect(first!.sections.strategy).toContain('($647.39 in all)');
    const { strategy, phone_script: script, email } = second!.sections;
    expect(strategy).toContain('provisional credit within 10 business days');
    expect(script).toContain('provisional credit of $647.39');
    expect(email.body).toContain('89.99, 212.40, 45 and 300 ($647.39 in all)');
    expect(second!.response).not.toContain('accept your offer');
    expect(second!.response).not.toContain('that works for me');
    const [es1, es2] = await conversation(
      'es',
      'hay 4 cargos en mi tarjeta de débito que yo NO hice: 89.99, 212.40, 45 y 300, del 17 al 19 de nov. la tarjeta la tengo yo. que le digo al banco?',
      'ya llamé. dicen que van a investigar y que puede tardar hasta 90 días y no me devuelven el dinero hasta que terminen. la renta se vence el 5 y son como 650 dólares',
    );
    expect(es1!.sections.email.body).toContain('89.99, 212.40, 45 y 300 ($647.39 en total)');
    expect(es2!.sections.phone_script).toContain('crédito provisional de $647.39');
    expect(es2!.response).not.toContain('Acepto su oferta');
    expect(tuteoMarkers(es2!.response)).toEqual([]);
  });
});
