import type { Language } from '@lane/shared';
import { describe, expect, it } from 'vitest';
import { conversation } from '../../../../test/conversation.js';
import { tuteoMarkers } from '../../../../test/spanish.js';
import type { AmountRole, Case, CaseAmount, CaseDate, DateRole, SubCase } from '../../../domain/chat/case.js';
import { caseIn, expectSays, LANGS, read } from './test-support.js';
import { rentLandlord } from './rent-landlord.js';
import type { CopyContext } from './types.js';

const amount = (text: string, role: AmountRole): CaseAmount => ({
  text,
  value: Number(text.replace(/\./g, '').replace(/[^\d]/g, '')),
  role,
});
const day = (text: string, iso: string, role: DateRole): CaseDate => ({ text, iso, role });

const ctxFor = (lang: Language, subCase: SubCase | undefined, overrides: Partial<Case> = {}): CopyContext =>
  caseIn(lang, { area: 'rent_landlord', subCase, confidence: subCase ? 'sure' : 'unsure', ...overrides });

function render(ctx: CopyContext) {
  const shown = read(rentLandlord, ctx);
  return { ...shown, lastRung: shown.rungs.complaint, questions: shown.questionList };
}

function everyString(ctx: CopyContext): string[] {
  const out = render(ctx);
  return [
    out.party,
    out.subject,
    out.strategy,
    out.opening,
    out.ladder,
    out.email.subject,
    out.email.body,
    ...out.talkingPoints,
    ...out.questions,
    out.complaintRoutes,
  ];
}

const renewal = (lang: Language, extra: CaseAmount[] = []) =>
  ctxFor(lang, 'rent_renewal_increase', {
    amounts: [
      amount('$1,500', 'current'),
      amount('$1,650', 'proposed'),
      amount('$1,550', 'market'),
      ...extra,
    ],
    dates: [day(lang === 'en' ? 'November 15' : '15 de noviembre', '2026-11-15', 'notice')],
  });
const midlease = (lang: Language) =>
  ctxFor(lang, 'rent_midlease_increase', {
    amounts: [amount('$1,500', 'current'), amount('$1,650', 'proposed')],
    flags: { midLease: true },
  });
const deposit = (lang: Language) =>
  ctxFor(lang, 'rent_deposit_withheld', {
    amounts: [amount('$1,500', 'deposit'), amount('$800', 'withheld')],
    dates: [day(lang === 'en' ? 'October 31' : '31 de octubre', '2026-10-31', 'moved_out')],
  });
const repairs = (lang: Language) => ctxFor(lang, 'rent_repairs');
const unsure = (lang: Language) => ctxFor(lang, undefined, { amounts: [amount('$1,650', 'other')] });

const ALL = LANGS.flatMap((lang) => [
  { name: `renewal (${lang})`, ctx: renewal(lang) },
  { name: `mid-lease (${lang})`, ctx: midlease(lang) },
  { name: `deposit (${lang})`, ctx: deposit(lang) },
  { name: `repairs (${lang})`, ctx: repairs(lang) },
  { name: `unsure (${lang})`, ctx: unsure(lang) },
]);

/** State and city law is asked about, never stated. */
// A count of days is a stated deadline, except the days the person has already waited since moving
// out ("the 53 days since you moved out"), which is their own fact, counted.
const STATED_LAW = {
  en: /\blaw\b|\blaws\b|\bstatute|\blegally\b|\brequired by\b|\brent control\b|\b\d+\s*(?:business\s*)?days\b(?! since you moved out)/i,
  es: /\bley\b|\bleyes\b|\blegalmente\b|\bcontrol de rentas\b|\b\d+\s*días\b(?! desde que se mudó)/i,
};

describe('rent and landlord copy, for every sub-case and language', () => {
  it.each(ALL)('speaks usted in Spanish, with no tú anywhere: $name', ({ ctx }) => {
    if (ctx.lang !== 'es') return;
    for (const text of everyString(ctx)) expect(tuteoMarkers(text), text).toEqual([]);
  });

  it.each(ALL)('states no state or city law, and no law at all: $name', ({ ctx }) => {
    for (const text of everyString(ctx)) expect(text).not.toMatch(STATED_LAW[ctx.lang]);
  });

  it.each(ALL)('talks to a landlord they know: no rep names or reference numbers: $name', ({ ctx }) => {
    expect(rentLandlord[ctx.lang].style?.(ctx)).toBe('relationship');
    const all = everyString(ctx).join('\n');
    expect(all).not.toMatch(/reference number|rep's name|número de referencia|nombre del representante/i);
    expect(all).not.toMatch(/isn't a lawyer|no es abogad/i);
  });

  it.each(ALL)('stays short enough to fit one answer: $name', ({ ctx }) => {
    const out = render(ctx);
    const sentences = out.strategy.split(/(?<=[.!?])\s+(?=[A-ZÁÉÍÓÚÑ¿])/);
    expect(sentences.length).toBeGreaterThanOrEqual(2);
    expect(sentences.length).toBeLessThanOrEqual(4);
    const lines = out.opening.split('\n');
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines.length).toBeLessThanOrEqual(4);
    for (const line of lines) expect(line).toMatch(/^".+"$/);
    expect(out.email.body.length).toBeLessThanOrEqual(900);
    expect(out.talkingPoints.length).toBeGreaterThanOrEqual(4);
    expect(out.talkingPoints.length).toBeLessThanOrEqual(5);
    expect(out.questions.length).toBeLessThanOrEqual(3);
    for (const question of out.questions) expect(question).toMatch(/\?/);
    expect(everyString(ctx).join('\n').length).toBeLessThan(3400);
  });

  it.each(ALL)('asserts no right, since none reaches rent disputes: $name', ({ ctx }) => {
    expect(ctx.ruling.rights).toEqual([]);
    expect(rentLandlord[ctx.lang].rightLine?.(ctx)).toBeUndefined();
  });
});

describe('a rent increase at renewal', () => {
  it('shows the rise worked out from both rents and counters at a concrete figure', () => {
    const out = render(renewal('en'));
    expect(out.subject).toBe('the rent increase from $1,500 to $1,650');
    expectSays(out.strategy, ['Going from $1,500 to $1,650 is $150 more (10%)', 'Counter at $1,575']);
    expectSays(out.opening, ['Could we renew at $1,575?', 'similar units nearby are listed at $1,550']);
    expectSays(out.email.body, [
      'The new rent of $1,650 is $150 (10%) over my current $1,500',
      'renew at $1,575 a month',
    ]);
    expect(out.talkingPoints[0]).toContain('(+$150, 10%)');
  });

  it("counters with the person's own figure when they gave one", () => {
    const out = render(renewal('en', [amount('$1,540', 'asked')]));
    expect(out.opening).toContain('Could we renew at $1,540?');
    expect(out.opening).not.toContain('$1,575');
  });

  it('trades a longer lease and their record for a smaller rise, rung by rung', () => {
    const out = render(renewal('en'));
    expect(out.ladder).toMatch(/Longer lease: .*\$1,575 if I sign for \[18–24\] months/);
    expect(out.strategy).toMatch(/on-time record/);
    expect(out.ladder).toMatch(/Moving \(only if true\)/);
  });

  it('asks whether the city or state limits increases, as a question, never as a rule', () => {
    for (const lang of LANGS) {
      const questions = render(renewal(lang)).questions.join('\n');
      expect(questions).toMatch(
        lang === 'en'
          ? /Does your city or state limit rent increases or require a certain notice before one\?/
          : /¿Su ciudad o estado limita los aumentos de renta o exige un aviso previo\?/,
      );
    }
  });

  it('writes placeholders, not invented rents, when only a percentage was given', () => {
    const out = render(ctxFor('en', 'rent_renewal_increase', { percentages: ['8%'] }));
    expectSays(out.strategy, ['The increase is 8%.', '[the rent you can afford]']);
    expect(
      everyString(ctxFor('en', 'rent_renewal_increase', { percentages: ['8%'] })).join('\n'),
    ).not.toMatch(/\$\d/);
    expect(out.questions[0]).toBe('What is your rent now, and what is the new rent?');
  });

  it('says the same in Spanish with usted', () => {
    const out = render(renewal('es'));
    expectSays(out.strategy, ['Pasar de $1,500 a $1,650 es $150 más (10%)', 'Proponga $1,575']);
    expect(out.opening).toContain('¿Podríamos renovar en $1,575?');
    expect(out.email.body).toContain('es $150 (10%) más que mi renta actual de $1,500');
  });

  it('judges an offered rent against the current, proposed and counter figures', () => {
    const ctx = renewal('en', [amount('$1,550', 'asked')]);
    const judge = rentLandlord.en.judgeOffer!;
    expect(judge(ctx, 1500)).toBe('accept');
    expect(judge(ctx, 1550)).toBe('accept');
    expect(judge(ctx, 1600)).toBe('counter');
    expect(judge(ctx, 1650)).toBe('decline');
    expect(judge(ctx, 100)).toBeUndefined();
  });
});

describe('a rent increase in the middle of a fixed-term lease', () => {
  it('holds to the lease: asks which clause, pays the lease amount, signs no amendment', () => {
    const out = render(midlease('en'));
    expect(out.strategy).toContain(
      'a fixed-term lease generally sets the rent until it ends unless a clause allows a rise',
    );
    expect(out.strategy).toMatch(/in writing which clause allows a change before \[lease end date\]/);
    expectSays(out.strategy, ['pay $1,500 on time', "don't sign an amendment or pay $1,650"]);
    expect(out.strategy).toMatch(/belongs at renewal/);
    expectSays(out.email.body, ['which clause of the lease allows a change before it ends', '($150 more)']);
  });

  it('never bargains over the higher rent while the lease runs', () => {
    for (const lang of LANGS) {
      const out = render(midlease(lang));
      const bargaining = `${out.opening}\n${out.ladder}`;
      expect(bargaining).not.toMatch(
        /half|mitad|split|discount|descuento|payment plan|plan de pagos|\$1,575/i,
      );
      expect(bargaining).not.toMatch(/meet in the middle|punto medio/i);
    }
  });

  it('declines any higher rent and accepts the lease amount', () => {
    const ctx = midlease('en');
    const judge = rentLandlord.en.judgeOffer!;
    expect(judge(ctx, 1575)).toBe('decline');
    expect(judge(ctx, 1500)).toBe('accept');
  });

  it('says the same in Spanish with usted', () => {
    const out = render(midlease('es'));
    expectSays(out.strategy, [
      'en general fija la renta hasta que termina, salvo que una cláusula permita un aumento',
      'pague $1,500 a tiempo y con constancia, y no firme una enmienda ni pague $1,650',
    ]);
    expect(out.opening).toContain('¿Qué cláusula permite cambiarla antes?');
  });
});

describe('a security deposit partly withheld', () => {
  it('keeps the whole deposit, the part kept and what should come back apart', () => {
    const out = render(deposit('en'));
    expect(out.subject).toBe('the $800 kept from the $1,500 deposit');
    expect(out.strategy).toContain(
      'They kept $800 of your $1,500 deposit; the other $700 should come back to you now',
    );
    expectSays(out.opening, ['my deposit of $1,500', 'I see $800 was kept']);
    expectSays(out.email.body, ['You kept $800 of my $1,500 security deposit', 'on October 31']);
    const all = everyString(deposit('en')).join('\n');
    expect(all).not.toMatch(/deposit of \$800|\$800 deposit|deposit was \$800/);
  });

  it('asks for an itemized list, disputes wear and tear, and ends in small claims court', () => {
    const out = render(deposit('en'));
    expect(out.strategy).toMatch(/itemized list of deductions with receipts and photos/);
    expect(out.strategy).toMatch(/normal wear and tear/);
    expect(out.strategy).toMatch(/written demand with a reply-by date/);
    expect(out.email.body).toContain('by [reply-by date]');
    expect(out.lastRung.label).toBe('Small claims court');
    expect(out.complaintRoutes).toMatch(/attorney general.*small claims court/);
  });

  it("turns the state's deposit deadline into something to check, not a rule", () => {
    const questions = render(deposit('en')).questions.join('\n');
    expect(questions).toContain("Check your state's deposit rules on your state attorney general's site.");
    expect(render(deposit('es')).questions.join('\n')).toContain(
      'Consulte las reglas de depósitos de su estado en el sitio del fiscal general de su estado.',
    );
  });

  it('asks for the figures it is missing instead of guessing', () => {
    const ctx = ctxFor('en', 'rent_deposit_withheld');
    const out = render(ctx);
    expect(out.questions[0]).toBe('How much was the whole deposit, and how much did they keep?');
    expect(everyString(ctx).join('\n')).not.toMatch(/\$\d/);
  });

  it('writes sums the way the person writes money, in Spanish with usted', () => {
    const ctx = ctxFor('es', 'rent_deposit_withheld', {
      amounts: [amount('1.500 dólares', 'deposit'), amount('800 dólares', 'withheld')],
    });
    const out = render(ctx);
    expect(out.strategy).toContain(
      'Le retuvieron 800 dólares de su depósito de 1.500 dólares; los otros 700 dólares deben volver a usted ahora',
    );
    expect(out.opening).toContain('¿Cuándo me llegarán los 700 dólares?');
    expect(out.lastRung.label).toBe('Corte de reclamos menores');
  });

  it('accepts an offer that returns what was kept and declines a partial one: the deposit is theirs', () => {
    const ctx = deposit('en');
    const judge = rentLandlord.en.judgeOffer!;
    expect(judge(ctx, 800)).toBe('accept');
    expect(judge(ctx, 400)).toBe('decline');
  });
});

describe('repairs', () => {
  it('asks for a dated written request with photos and a date, and names code enforcement', () => {
    const out = render(repairs('en'));
    expect(out.strategy).toMatch(/dated written request with photos/);
    expect(out.strategy).toMatch(/reasonable date/);
    expect(out.email.body).toContain('Could you have it fixed by [a reasonable date]?');
    expect(out.lastRung.label).toBe('Code enforcement');
    expect(out.complaintRoutes).toMatch(/code enforcement/);
  });

  it('never tells them to withhold rent and asks about repair-and-deduct or escrow instead', () => {
    for (const lang of LANGS) {
      const out = render(repairs(lang));
      const all = everyString(repairs(lang)).join('\n');
      if (lang === 'en') {
        expect(out.strategy).toContain("Keep paying rent on time and don't hold any back on your own");
        expect(all).not.toMatch(/withhold|stop paying|(?<!don't )hold (?:any|the rent) back/i);
        expect(out.questions.join('\n')).toMatch(
          /Does your state allow repair-and-deduct or paying rent into escrow\?/,
        );
      } else {
        expect(out.strategy).toContain('Siga pagando la renta a tiempo y no retenga nada por su cuenta');
        expect(all).not.toMatch(/deje de pagar|retenga la renta/i);
        expect(out.questions.join('\n')).toMatch(/¿Su estado permite reparar y descontar/);
      }
    }
  });
});

describe('when the reading is unsure', () => {
  it('gives a safe first step and asks what decides the sub-case', () => {
    const out = render(unsure('en'));
    expect(out.strategy).toMatch(/gather the lease/);
    expect(out.strategy).toMatch(/in writing/);
    expect(out.strategy).toMatch(/don't pay anything new, sign or agree on the spot/);
    expect(out.questions).toEqual([
      'Is this about a rent increase, your security deposit, or a repair?',
      'Are you inside a fixed-term lease, is it up for renewal, or have you moved out?',
    ]);
    expect(everyString(unsure('en')).join('\n')).not.toMatch(/small claims|renewal notice|\$1,650/);
    expect(rentLandlord.en.judgeOffer!(unsure('en'), 1500)).toBeUndefined();
  });

  it('says the same in Spanish with usted', () => {
    const out = render(unsure('es'));
    expect(out.strategy).toContain('no pague nada nuevo, no firme ni acepte en el momento');
    expect(out.questions[0]).toBe(
      '¿Se trata de un aumento de renta, su depósito de seguridad o una reparación?',
    );
  });
});

// ---------------------------------------------------------------- after the first answer

const OUTCOMES = ['said_no', 'counter_offer', 'agreed', 'no_reply', 'pay_now'] as const;
const step = (ctx: CopyContext, outcome: (typeof OUTCOMES)[number], offer?: string) =>
  rentLandlord[ctx.lang].nextStep!(ctx, outcome, offer);

describe('a rise at renewal raises local and state rules as something to check', () => {
  it('asks the housing office whether local or state rules limit the rise or the notice, never stating one', () => {
    expect(render(renewal('en')).strategy).toContain(
      "Whether they can raise it that much depends on local and state rules: ask your city or county housing office whether they limit the rise or set how much notice you're owed.",
    );
    expect(render(renewal('es')).strategy).toContain(
      'Si puede subir la renta tanto depende de las reglas locales y estatales: pregunte a la oficina de vivienda de su ciudad o condado si alguna limita el aumento o fija con cuánto aviso se lo deben comunicar.',
    );
  });
});

describe('the notice given for a rise, counted in days', () => {
  // "me avisó el 15 de noviembre … a partir del 1 de diciembre": 16 days' notice.
  const shortNotice = (lang: Language) =>
    ctxFor(lang, 'rent_renewal_increase', {
      amounts: [amount('1,450', 'current'), amount('1,750', 'proposed')],
      dates: [
        day(lang === 'en' ? 'Nov 15' : '15 de noviembre', '2026-11-15', 'notice'),
        day(lang === 'en' ? 'Dec 1' : '1 de diciembre', '2026-12-01', 'due'),
      ],
    });

  it('puts the 16 days beside the question on how much notice is owed, in both languages', () => {
    expect(render(shortNotice('en')).strategy).toContain(
      "set how much notice you're owed for a rise this size (you were given 16 days).",
    );
    expect(render(shortNotice('es')).strategy).toContain(
      'fija con cuánto aviso se lo deben comunicar para un aumento así (a usted le dieron 16 días).',
    );
  });

  it('says no count when the start of the rise is not a calendar day', () => {
    expect(render(renewal('en')).strategy).not.toContain('you were given');
  });
});

describe('a lone figure that is the rise itself ("the rent goes up 200")', () => {
  const lone = (lang: Language, subCase: SubCase, text = '200') =>
    ctxFor(lang, subCase, {
      amounts: [amount(text, 'current')],
      flags: { midLease: subCase === 'rent_midlease_increase' },
    });

  it('during the lease: pays the rent in the lease, never the 200 as if it were the rent', () => {
    const en = render(lone('en', 'rent_midlease_increase'));
    expect(en.strategy).toContain(
      "pay the rent in the lease on time, with a record, and don't sign an amendment or pay the extra 200",
    );
    expect(en.opening).toContain('about the rent going up 200');
    expect(en.subject).toBe('the 200 rent increase before the lease ends');
    expect(everyString(lone('en', 'rent_midlease_increase')).join('\n')).not.toMatch(
      /pay 200|at 200|paying 200/,
    );

    const es = render(lone('es', 'rent_midlease_increase', '150'));
    expect(es.strategy).toContain(
      'pague la renta del contrato a tiempo y con constancia, y no firme una enmienda ni pague los 150 de más',
    );
    expect(es.opening).toContain('de que la renta sube 150 más');
    expect(everyString(lone('es', 'rent_midlease_increase', '150')).join('\n')).not.toMatch(
      /pagando 150|una renta de 150|pague 150/,
    );
  });

  it('at renewal: names the rise and leaves the rents as placeholders', () => {
    const out = render(lone('en', 'rent_renewal_increase'));
    expect(out.strategy).toContain('The increase is 200 a month.');
    expect(out.opening).toContain('A 200 increase is more than I can take on');
    expect(out.talkingPoints[0]).toContain('[current rent] now, 200 more proposed');
  });

  it('keeps a lone figure the size of a rent as the rent', () => {
    const out = render(ctxFor('en', 'rent_midlease_increase', { amounts: [amount('$1,500', 'current')] }));
    expect(out.strategy).toContain('pay $1,500 on time');
  });

  it('declines a smaller rise during the lease and counters one at renewal', () => {
    expect(rentLandlord.en.judgeOffer!(lone('en', 'rent_midlease_increase'), 100)).toBe('decline');
    expect(rentLandlord.en.judgeOffer!(lone('en', 'rent_renewal_increase'), 100)).toBe('counter');
    expect(rentLandlord.en.judgeOffer!(lone('en', 'rent_renewal_increase'), 200)).toBe('decline');
    expect(rentLandlord.en.judgeOffer!(midlease('en'), -1)).toBe('decline');
  });
});

describe('a deposit with a relative move-out date or the whole deposit kept', () => {
  it('writes "hace un mes" and "a month ago" without a preposition', () => {
    const es = render(
      ctxFor('es', 'rent_deposit_withheld', {
        amounts: [amount('900', 'deposit')],
        dates: [day('hace un mes', '2026-10-22', 'moved_out')],
      }),
    );
    expect(es.opening).toContain('Me mudé de [dirección] hace un mes y llamo');
    expect(es.email.body).toContain('Me mudé de [dirección] hace un mes y entregué');
    expect(`${es.opening}\n${es.email.body}`).not.toMatch(/el hace/);
    const en = render(
      ctxFor('en', 'rent_deposit_withheld', { dates: [day('a month ago', '2026-10-22', 'moved_out')] }),
    );
    expect(en.opening).toContain('I moved out of [address] a month ago and');
  });

  it('asks for the whole deposit back when nothing says part of it was kept', () => {
    const es = render(ctxFor('es', 'rent_deposit_withheld', { amounts: [amount('900', 'deposit')] }));
    expect(es.ladder).toContain('mi solicitud de devolución del depósito de 900');
    expect(es.ladder).not.toMatch(/\bde el\b/);
    expect(es.opening).toContain('¿Cuándo me llegará mi depósito?');
    const en = render(ctxFor('en', 'rent_deposit_withheld', { amounts: [amount('1,200', 'deposit')] }));
    expect(en.ladder).toContain("I'll put my request for the 1,200 deposit in writing");
    expect(en.opening).toContain('When will my deposit reach me?');
  });

  it('names the part kept in the email when the whole deposit was not given', () => {
    const out = render(ctxFor('en', 'rent_deposit_withheld', { amounts: [amount('800', 'withheld')] }));
    expect(out.email.body).toContain('You kept 800 of my security deposit.');
  });
});

describe('the next step after the landlord answers', () => {
  it.each(ALL)(
    'one to three sentences, no stated law, usted in Spanish, for every outcome: $name',
    ({ ctx }) => {
      for (const outcome of OUTCOMES) {
        for (const offer of [undefined, '100', ctx.lang === 'en' ? 'half' : 'la mitad']) {
          const text = step(ctx, outcome, offer);
          if (text === undefined) continue;
          const sentences = text.split(/(?<=[.!?])\s+(?=[A-ZÁÉÍÓÚÑ¿])/);
          expect(sentences.length, text).toBeLessThanOrEqual(3);
          expect(text).not.toMatch(STATED_LAW[ctx.lang]);
          expect(text).not.toMatch(/undefined|NaN|reference number|número de referencia/);
          if (ctx.lang === 'es') expect(tuteoMarkers(text), text).toEqual([]);
        }
      }
    },
  );

  it('echoes the sum they offered or demand in every sub-case', () => {
    for (const { ctx, name } of ALL) {
      if (name.startsWith('unsure')) continue;
      expect(step(ctx, 'counter_offer', '$75')).toContain('$75');
      expect(step(ctx, 'pay_now', '$75')).toContain('$75');
    }
  });

  it('writes no step of its own when the reading is unsure', () => {
    for (const outcome of OUTCOMES) expect(step(unsure('en'), outcome, '100')).toBeUndefined();
  });

  it('a deposit with no reply: a demand letter by certified mail, then small claims court', () => {
    const en = step(deposit('en'), 'no_reply')!;
    expect(en).toMatch(
      /^Send a written demand letter by certified mail with a return receipt: the \$800 you're owed/,
    );
    expect(en).toContain("you'll file in small claims court if it isn't paid");
    const es = step(deposit('es'), 'no_reply')!;
    expect(es).toMatch(
      /^Envíe una carta de exigencia por correo certificado con acuse de recibo: los \$800 que se le deben/,
    );
    expect(es).toContain('corte de reclamos menores');
    const whole = step(
      ctxFor('es', 'rent_deposit_withheld', { amounts: [amount('900', 'deposit')] }),
      'no_reply',
    )!;
    expect(whole).toContain('el depósito de 900 que se le debe');
  });

  it('a deposit refused: the itemized list, a written demand, then small claims', () => {
    expect(step(deposit('en'), 'said_no')).toMatch(
      /itemized list.*demand letter for the \$800.*small claims court/,
    );
  });

  it('repairs refused: the local housing code inspector, and rent paid on time', () => {
    const en = step(repairs('en'), 'said_no')!;
    expectSays(en, ['housing code inspection', 'Keep paying rent on time']);
    expect(step(repairs('es'), 'said_no')).toContain('inspección del código de vivienda');
    expect(step(repairs('en'), 'no_reply')).toMatch(/housing code inspector/);
  });

  it('a renewal refused: local or state rules to check, and listings to decide by the deadline', () => {
    expect(step(renewal('en'), 'said_no')).toMatch(
      /whether local or state rules limit the rise or the notice.*listings/,
    );
  });

  it('a renewal offer: works out the rent it makes and weighs it against the counter', () => {
    const small = ctxFor('es', 'rent_renewal_increase', {
      amounts: [amount('1,400', 'current'), amount('1,600', 'proposed')],
    });
    expect(step(small, 'counter_offer', '100')).toBe(
      'Le ofrecieron 100. Con eso, la renta quedaría en $1,500. Cumple su contraoferta de $1,500: puede aceptarla cuando la nueva renta, su fecha de inicio y el plazo estén en el contrato firmado.',
    );
    expect(rentLandlord.es.judgeOffer!(small, 100)).toBe('accept');

    const half = step(renewal('en'), 'counter_offer', 'half')!;
    expect(half).toContain('That makes the rent $1,575. It meets your counter of $1,575');

    const two = step(renewal('en'), 'counter_offer', '$100')!;
    expectSays(two, [
      "That's a rent of $1,600 if it's the whole rise, or $1,550 if it comes off the new rent: ask which, in writing.",
      'Weigh it against your counter of $1,575',
    ]);
  });

  it('a mid-lease rise: a smaller one is still a change to the lease, and the lease rent is what gets paid', () => {
    expect(step(midlease('en'), 'counter_offer', '$1,575')).toContain(
      'They offered $1,575, but a smaller rise is still a change to the lease you signed',
    );
    expect(step(midlease('en'), 'pay_now', '$1,650')).toMatch(/^Pay \$1,500, not \$1,650, on the usual date/);
    expect(step(midlease('es'), 'pay_now')).toMatch(/^Pague \$1,500, no \$1,650/);
  });
});

describe('the honest route after a refusal to deceive', () => {
  it.each(ALL)('one or two sentences, no stated law, usted in Spanish: $name', ({ ctx }) => {
    const route = rentLandlord[ctx.lang].honestRoute!(ctx);
    const sentences = route.split(/(?<=[.!?])\s+(?=[A-ZÁÉÍÓÚÑ¿])/);
    expect(sentences.length).toBeLessThanOrEqual(2);
    expect(route).not.toMatch(STATED_LAW[ctx.lang]);
    if (ctx.lang === 'es') expect(tuteoMarkers(route), route).toEqual([]);
  });

  it('disputes a deposit deduction honestly: the real repair cost, wear and tear with the move-out photos', () => {
    const en = rentLandlord.en.honestRoute!(deposit('en'));
    expectSays(en, [
      'ask that its deduction match the real repair cost, with a receipt',
      'normal wear and tear with your move-out photos',
    ]);
    const es = rentLandlord.es.honestRoute!(deposit('es'));
    expect(es).toContain('desgaste normal con sus fotos de salida');
    expect(es).not.toMatch(/ya estaba roto/);
  });
});

describe('a rent rise with a repair still waiting', () => {
  const renewalLeak = (lang: Language) =>
    ctxFor(lang, 'rent_renewal_increase', {
      amounts: [amount('1,400', 'current'), amount('1,610', 'proposed')],
      dates: [day('31 de enero', '2027-01-31', 'due')],
      flags: { repairNeeded: true },
    });
  const midleaseHeat = (lang: Language) =>
    ctxFor(lang, 'rent_midlease_increase', {
      amounts: [amount('1650', 'current'), amount('1925', 'proposed')],
      dates: [day('june 30 2027', '2027-06-30', 'due')],
      flags: { midLease: true, repairNeeded: true },
    });
  const VARIANTS = LANGS.flatMap((lang) => [
    { name: `renewal with a repair (${lang})`, ctx: renewalLeak(lang) },
    { name: `mid-lease with a repair (${lang})`, ctx: midleaseHeat(lang) },
  ]);

  it.each(VARIANTS)('states no law, speaks usted and stays short: $name', ({ ctx }) => {
    for (const text of everyString(ctx)) {
      expect(text).not.toMatch(STATED_LAW[ctx.lang]);
      if (ctx.lang === 'es') expect(tuteoMarkers(text), text).toEqual([]);
    }
    const out = render(ctx);
    expect(out.opening.split('\n').length).toBeLessThanOrEqual(4);
    expect(out.talkingPoints.length).toBeLessThanOrEqual(5);
    expect(out.email.body.length).toBeLessThanOrEqual(1000);
    expect(everyString(ctx).join('\n').length).toBeLessThan(3800);
  });

  it('at renewal (Spanish): the lease-end date, the leak in writing, the inspector and retaliation as a question', () => {
    const out = render(renewalLeak('es'));
    expect(out.strategy).toContain('con el acuerdo listo antes del 31 de enero de 2027');
    expect(out.strategy).toMatch(/una fuga: pídala de nuevo por escrito/);
    expect(out.strategy).toMatch(/inspección a la oficina de cumplimiento de códigos de su ciudad/);
    expect(out.strategy).toMatch(/si alguna regla local o estatal protege a los inquilinos de represalias/);
    expect(out.strategy).toMatch(/aviso/);
    expectSays(out.email.body, [
      'Aparte, sigo esperando la reparación que le pedí.',
      'para decidir antes del 31 de enero de 2027',
    ]);
    expect(out.talkingPoints.join('\n')).toMatch(/Deje la reparación por escrito/);
    const all = everyString(renewalLeak('es')).join('\n');
    expect(all).not.toMatch(/contrato a plazo fijo|\[fin del contrato\]|\[fecha antes/);
  });

  it('mid-lease (English): the lease end as a date, the heat in writing, code enforcement and eviction fears as a question', () => {
    const out = render(midleaseHeat('en'));
    expectSays(out.strategy, [
      "You're inside a fixed-term lease that runs until June 30, 2027",
      'which clause allows a change before June 30, 2027',
    ]);
    expect(out.strategy).toMatch(/urgent one if it's heat, water or a leak: ask for it again in writing/);
    expect(out.strategy).toMatch(/code enforcement office to inspect/);
    expect(out.strategy).toMatch(
      /protect tenants from retaliation \(such as a rise or an eviction\) for asking for repairs/,
    );
    expectSays(out.opening, [
      'My lease runs until June 30, 2027 at 1650.',
      'the repair I asked for still isn',
    ]);
    expect(out.email.subject).toBe('Rent for [unit] during our lease (ends June 30, 2027)');
    expect(everyString(midleaseHeat('en')).join('\n')).not.toMatch(/\[lease end date\]/);
    expect(out.questions.join('\n')).not.toMatch(/When does your lease end/);
    expect(step(midleaseHeat('en'), 'agreed')).toContain('until June 30, 2027');
    expect(step(midleaseHeat('es'), 'agreed')).toContain('hasta el 30 de junio de 2027');
  });

  it('says nothing of a repair when none was mentioned', () => {
    for (const ctx of [renewal('en'), midlease('en'), renewal('es'), midlease('es')]) {
      expect(everyString(ctx).join('\n')).not.toMatch(/repair|reparaci|retaliation|represalia/i);
    }
  });

  it('takes the latest day to come as the lease end when two are named', () => {
    const ctx = ctxFor('en', 'rent_midlease_increase', {
      amounts: [amount('1650', 'current'), amount('1925', 'proposed')],
      dates: [day('june 30 2027', '2027-06-30', 'due'), day('jan 1', '2027-01-01', 'due')],
    });
    expect(render(ctx).opening).toContain('My lease runs until June 30, 2027');
  });
});

describe('a deposit partly returned, in a state the person names', () => {
  const partial = (lang: Language, withheld = true) =>
    ctxFor(lang, 'rent_deposit_withheld', {
      amounts: [
        amount('700', 'returned'),
        amount('1,500', 'deposit'),
        ...(withheld ? [amount('$800', 'withheld')] : []),
      ],
      dates: [day('10 de octubre', '2026-10-10', 'moved_out')],
      state: 'Texas',
      flags: { movedAway: true },
    });

  it('says what came back and what was kept, never that the part returned is still due', () => {
    const es = render(partial('es'));
    expect(es.strategy).toContain('Le devolvieron 700 de su depósito de 1,500 y le retuvieron $800.');
    expect(es.opening).toContain('Recibí 700.');
    expectSays(es.email.body, [
      'Usted me devolvió 700 de mi depósito de seguridad de 1,500 y retuvo $800.',
      '2. La parte de los $800 descontada por desgaste normal o sin recibo.',
    ]);
    expect(es.talkingPoints[0]).toBe('Tenga claras las cifras: depósito 1,500, devuelto 700, retenido $800.');
    const all = everyString(partial('es')).join('\n');
    expect(all).not.toMatch(/los otros \$?700|llegarán los \$?700|los \$?700 que no retuvo/);

    const en = render(partial('en'));
    expect(en.strategy).toContain('They gave back 700 of your 1,500 deposit and kept $800.');
    expect(en.ladder).toContain("Of the $800, could you send now whatever you can't back with a receipt?");
    expect(everyString(partial('en')).join('\n')).not.toMatch(/other \$?700|the \$?700 you didn't keep/);
  });

  it('works out the part kept when only the part returned was given', () => {
    const out = render(partial('en', false));
    expect(out.strategy).toContain('They gave back 700 of your 1,500 deposit and kept $800.');
    expect(rentLandlord.en.judgeOffer!(partial('en', false), 800)).toBe('accept');
  });

  it('names the state and turns its deadline into something to check, with the forwarding address', () => {
    const es = render(partial('es'));
    expect(es.strategy).toMatch(/Averigüe qué plazo fija Texas para devolver el depósito/);
    expect(es.strategy).toMatch(/nueva dirección por escrito: el sitio del fiscal general de Texas/);
    const en = render(partial('en'));
    expect(en.strategy).toMatch(/Check what deadline Texas sets for returning a deposit/);
    expect(en.strategy).toMatch(/forwarding address in writing: the Texas attorney general's site/);
    for (const ctx of [partial('en'), partial('es')]) {
      for (const text of everyString(ctx)) expect(text).not.toMatch(STATED_LAW[ctx.lang]);
    }
    expect(render(deposit('es')).strategy).toMatch(/qué plazo fija su estado/);
  });

  it('disputes wear and tear without placeholders for what the person already said', () => {
    for (const lang of LANGS) {
      expect(render(partial(lang)).ladder).not.toMatch(
        /\[item\]|\[objeto\]|\[number\] years|\[número\] años/,
      );
    }
  });
});

describe('a renewal answered with new rents for different lease lengths', () => {
  const offers = [amount('1,620', 'offered'), amount('1,590', 'offered')];
  const listings = (lang: Language) =>
    ctxFor(lang, 'rent_renewal_increase', {
      amounts: [
        amount('1,450', 'current'),
        amount('1,690', 'proposed'),
        amount('1,550', 'market'),
        amount('1,600', 'market'),
      ],
    });

  it('weighs the lowest against today and the listings, and counters once or accepts it in the lease', () => {
    const es = rentLandlord.es.followUpCopy!(listings('es'), 'counter_offer', '1,620', offers)!;
    expect(es.strategy).toContain(
      '1,590 es $140 más que hoy (9,7%), dentro de lo que se anuncian unidades parecidas (1,550–1,600)',
    );
    expect(es.strategy).toContain('1,620 es $170 más que hoy (11,7%)');
    expect(es.strategy).toContain('$30 al mes ($360 al año)');
    expect(es.strategy).toContain('última contraoferta de $1,570');
    expect(es.email.body).toContain('Si 1,590 es lo más bajo, lo acepto');
    for (const text of [es.strategy, es.opening, es.email.body]) expect(tuteoMarkers(text)).toEqual([]);
    const en = rentLandlord.en.followUpCopy!(listings('en'), 'counter_offer', '1,620', offers)!;
    expect(en.strategy).toContain(
      '1,590 is $140 more than today (9.7%), inside what similar units list for (1,550–1,600)',
    );
    expect(en.opening).toContain('Could we settle at $1,570 for the same lease length as 1,590?');
  });

  it('leaves a single rent below today, or a reply that is not an offer, to the usual follow-up', () => {
    expect(rentLandlord.en.followUpCopy!(listings('en'), 'said_no', undefined, [])).toBeUndefined();
    expect(
      rentLandlord.en.followUpCopy!(listings('en'), 'counter_offer', '100', [amount('100', 'offered')]),
    ).toBeUndefined();
  });
});

describe('money off the rent in place of a repair', () => {
  const heat = (lang: Language) =>
    ctxFor(lang, 'rent_repairs', {
      amounts: [amount('1,325', 'billed')],
      dates: [day('nov 2', '2026-11-02', 'service')],
      flags: { repairNeeded: true },
      repairItem: 'heater',
    });

  it('declines the credit as a substitute, asks for a repair date and the code inspector, and never counters', () => {
    const en = rentLandlord.en.followUpCopy!(heat('en'), 'counter_offer', '$1,275', [
      amount('$1,275', 'offered'),
    ])!;
    expect(en.strategy).toContain(
      "$50 off the rent is not a repair: don't trade the heat for it, and don't counter it.",
    );
    expect(en.strategy).toContain('code enforcement');
    expect(en.strategy).toContain('A space heater is a stopgap');
    expect(en.opening).toContain('What date will someone come to repair it?');
    expect(`${en.strategy} ${en.opening} ${en.email.body}`).not.toMatch(/closer to your ask|Could you do/);
    const es = rentLandlord.es.followUpCopy!(heat('es'), 'counter_offer', '$1,275', [
      amount('$1,275', 'offered'),
    ])!;
    expect(es.strategy).toContain('$50 menos de renta no es una reparación');
    for (const text of [es.strategy, es.opening, es.email.body]) expect(tuteoMarkers(text)).toEqual([]);
  });

  it('leaves a credit the person asked for to the usual judging', () => {
    const asked = ctxFor('en', 'rent_repairs', {
      amounts: [amount('1,325', 'billed'), amount('200', 'asked')],
      flags: { repairNeeded: true },
    });
    expect(
      rentLandlord.en.followUpCopy!(asked, 'counter_offer', '100', [amount('100', 'offered')]),
    ).toBeUndefined();
  });
});

describe('a pet deposit the lease calls refundable, kept whole as a "pet fee"', () => {
  const refundable = (lang: Language) =>
    ctxFor(lang, 'rent_deposit_withheld', {
      amounts: [amount('400', 'deposit'), amount('400', 'withheld')],
      feeName: 'pet fee',
      flags: { depositRefundable: true },
    });

  it('quotes the lease back and asks for the itemized damage or the 400', () => {
    const en = render(refundable('en'));
    expectSays(en.strategy, [
      'They kept all of your 400 deposit.',
      'Your lease calls it a refundable deposit, so keeping all of it as a "pet fee" goes against',
      'or the 400 back',
    ]);
    expectSays(en.opening, [
      "My lease calls the 400 deposit refundable. Keeping all of it as a 'pet fee' isn't what it says",
      'or return the 400?',
    ]);
    expectSays(en.email.body, [
      'You kept all of my 400 security deposit.',
      'My lease calls this a refundable deposit, not a "pet fee"',
      '2. The 400 back, less only what that list shows.',
    ]);
    expect(en.ladder).toContain("I'll put my request for the 400 deposit in writing");
    expect(everyString(refundable('en')).join('\n')).not.toMatch(
      /400 of your 400|400 of my 400|the rest reach/,
    );
    const es = render(refundable('es'));
    expectSays(es.strategy, [
      'Se quedaron con todo su depósito de 400.',
      'Su contrato lo llama un depósito reembolsable',
      'que le devuelvan los 400',
    ]);
    expectSays(es.opening, [
      'Mi contrato dice que el depósito de 400 es reembolsable.',
      'devolverme los 400?',
    ]);
    expect(es.email.body).toContain('Mi contrato lo llama un depósito reembolsable, no un "pet fee"');
    for (const text of everyString(refundable('es'))) expect(tuteoMarkers(text), text).toEqual([]);
  });

  it("answers \"it's non-refundable\" with the lease's clause, theirs asked for, and the state's rules as a question", () => {
    const en = rentLandlord.en.followUpCopy!(refundable('en'), 'said_no', undefined, [])!;
    expectSays(en.strategy, [
      "doesn't change the lease you both signed: it calls the 400 deposit refundable",
      'ask them to send the clause',
      "what your state's deposit rules say",
    ]);
    expectSays(en.opening, ['Which clause makes it non-refundable?', 'please return the 400 by [date]']);
    expect(en.email.body).toContain('calls it a refundable deposit, not a "pet fee"');
    expect(en.strategy).not.toMatch(/wear and tear|A first no/);
    const es = rentLandlord.es.followUpCopy!(refundable('es'), 'said_no', undefined, [])!;
    expectSays(es.opening, ['¿Qué cláusula lo hace no reembolsable?', 'me devuelva los 400']);
    expect(es.strategy).toContain('reglas de depósitos de su estado');
    for (const text of [es.strategy, es.opening, es.email.body, ...es.talkingPoints])
      expect(tuteoMarkers(text), text).toEqual([]);
    // Without the lease's word, a no on a deposit is answered with a written demand for all of it
    // (judge 25: the usual ladder bargained for part of a deposit that must be itemized).
    const plain = rentLandlord.en.followUpCopy!(deposit('en'), 'said_no', undefined, [])!;
    expect(plain.strategy).toMatch(/^Send a written demand for/);
    expect(plain.strategy).not.toMatch(/non-refundable|clause/);
  });
});

describe('a deposit demand letter sent and never answered', () => {
  const sent = (lang: Language) =>
    ctxFor(lang, 'rent_deposit_withheld', {
      amounts: [amount('400', 'deposit'), amount('400', 'withheld')],
      flags: { depositRefundable: true, disputeSent: true },
    });

  it('goes on to small claims court instead of writing the same letter again', () => {
    const en = step(sent('en'), 'no_reply')!;
    expectSays(en, [
      "Your letter already asked for the 400, so don't start over",
      'file in small claims court',
    ]);
    expect(en).not.toMatch(/Send a written demand letter/);
    const es = step(sent('es'), 'no_reply')!;
    expectSays(es, ['Su carta ya pidió los 400', 'corte de reclamos menores']);
    expect(tuteoMarkers(es)).toEqual([]);
  });
});

describe('a renewal offered at two rents by lease length', () => {
  /** "renewal offer 1,620 for 12 months or 1,590 for 18, now paying 1,500". */
  const byLength = (lang: Language) =>
    ctxFor(lang, 'rent_renewal_increase', {
      amounts: [
        { ...amount('1,620', 'proposed'), months: 12 },
        { ...amount('1,590', 'proposed'), months: 18 },
        amount('1,500', 'current'),
      ],
    });

  it('names each length with its rise ($120 = 8%, $90 = 6%) and the trade-off', () => {
    const en = render(byLength('en'));
    expectSays(en.strategy, [
      'Against the 1,500 you pay now: 12 months at 1,620 is $120 more a month (8%); 18 months at 1,590 is $90 more a month (6%).',
      'The 18-month lease saves $30 a month',
      'ties you in 6 months longer',
      'counter once on the lower rent: $1,545 for 18 months',
    ]);
    expectSays(en.talkingPoints.join('\n'), [
      '12 months: 1,620 (+$120, 8%).',
      '18 months: 1,590 (+$90, 6%).',
    ]);
    expect(en.email.body).toContain('end an 18-month lease early');
    const es = render(byLength('es'));
    expectSays(es.strategy, [
      '12 meses a 1,620 son $120 más al mes (8%)',
      '18 meses a 1,590 son $90 más al mes (6%)',
    ]);
    for (const text of everyString(byLength('es'))) expect(tuteoMarkers(text), text).toEqual([]);
  });

  it('when the options are final, chooses by how long the person will stay', () => {
    const no = step(byLength('en'), 'said_no')!;
    expectSays(no, ['choose by how long you', '18 months at 1,590 saves $30 a month ($540 over the lease)']);
    expect(no).not.toMatch(STATED_LAW.en);
  });
});

describe('a deposit partly returned, then a no with pressure', () => {
  const kept = (lang: Language, flags: Case['flags'] = {}) =>
    ctxFor(lang, 'rent_deposit_withheld', {
      amounts: [amount('1800', 'deposit'), amount('650', 'returned'), amount('1,150', 'withheld')],
      dates: [day('sep 30', '2026-09-30', 'moved_out'), day('nov 14', '2026-11-14', 'notice')],
      state: 'California',
      flags,
    });

  it('counts the days from the move-out to their list, with the state deadline as a question', () => {
    const en = render(kept('en'));
    expect(en.strategy).toContain('They gave back 650 of your 1800 deposit and kept 1,150.');
    expect(en.strategy).toContain(
      "Their letter with the deductions went out on nov 14, 45 days after you moved out on sep 30: ask the California attorney general's office",
    );
    expect(en.strategy).toContain("whether that is within California's deadline");
    expect(en.email.body).toContain('on sep 30');
    expect(render(kept('es')).strategy).toContain('45 días después de que usted se mudó el sep 30');
  });

  it('answers a threat of collections and a cited law instead of a ladder of asks', () => {
    const en = rentLandlord.en.followUpCopy!(
      kept('en', { collectionsThreat: true, lawClaimed: true }),
      'said_no',
      undefined,
      [],
    )!;
    expect(en.strategy).toContain("you don't owe them anything, they hold 1,150 of your money");
    expect(en.strategy).toContain('ask them in writing to name the law');
    expect(en.strategy).toContain('Send a written demand for 1,150 by December 6, 2026');
    expect(en.opening).toContain("there's nothing to send to collections");
    expect(`${en.strategy} ${en.opening} ${en.email.body}`).not.toMatch(/answer is no for now|700|\$1100/);
    const es = rentLandlord.es.followUpCopy!(
      kept('es', { collectionsThreat: true }),
      'said_no',
      undefined,
      [],
    )!;
    expect(es.strategy).toContain('usted no les debe nada, son ellos quienes tienen los 1,150 de su dinero');
    for (const text of [es.strategy, es.opening, es.email.body]) expect(tuteoMarkers(text)).toEqual([]);
  });

  // Judge 25: a plain no used to fall to the generic ladder, which bargained ("could you send now
  // whatever you can't back with a receipt?") over a deposit that must be justified item by item.
  it('answers a plain no with a written demand for all of it, never a bargain', () => {
    const en = rentLandlord.en.followUpCopy!(kept('en'), 'said_no', undefined, [])!;
    expectSays(en.strategy, ['Send a written demand for 1,150 by December 6, 2026', 'small claims court']);
    expectSays(en.email.body, [
      'Please return 1,150 by December 6, 2026',
      'an itemized list of each deduction',
    ]);
    const all = [en.strategy, en.opening, en.email.body, ...en.talkingPoints].join('\n');
    expect(all).not.toMatch(/send now whatever|part of it now|I understand the answer is no|collections/i);
  });
});

describe('judge 23: a renewal offer above the listings, tied to signing today', () => {
  const houston = (lang: Language) =>
    ctxFor(lang, 'rent_renewal_increase', {
      amounts: [
        amount('1,450', 'current'),
        amount('1,750', 'proposed'),
        amount('1,550', 'market'),
        amount('1,600', 'market'),
      ],
      dates: [day(lang === 'en' ? 'dec 31' : '31 de dic', '2026-12-31', 'due')],
      tenureYears: 3,
      flags: { todayOnly: true },
    });

  it('counters inside the listings, names the years on time, and refuses the same-day deadline', () => {
    const es = rentLandlord.es.followUpCopy!(houston('es'), 'counter_offer', '1,680', [
      amount('1,680', 'offered'),
    ])!;
    expect(es.strategy).toContain('1,680 es $230 más que hoy (15,9%), todavía por encima');
    expect(es.strategy).toContain('última contraoferta de $1,600');
    expect(es.strategy).toContain('No firme hoy solo porque dicen que la oferta termina hoy');
    expect(es.opening).toContain('gracias por bajar a 1,680');
    expect(es.opening).toContain('He pagado a tiempo durante 3 años');
    expect(es.opening).toContain('No voy a firmar hoy');
    expect(`${es.strategy} ${es.opening} ${es.email.body}`).not.toMatch(
      /\[número\]|opciones de 1,680|\$1,615/,
    );
    for (const text of [es.strategy, es.opening, es.email.body]) expect(tuteoMarkers(text)).toEqual([]);
    const en = rentLandlord.en.followUpCopy!(houston('en'), 'counter_offer', '1,680', [
      amount('1,680', 'offered'),
    ])!;
    expect(en.opening).toContain("I won't sign today");
    expect(en.opening).toContain("I've paid on time for 3 years");
  });

  it('names the years on time in the first renewal answer too', () => {
    expect(render(houston('en')).opening).toContain("I've paid on time for 3 years");
  });
});

describe('a rise mid-lease answered with "accept it or leave on Dec 1"', () => {
  const told = (lang: Language) =>
    ctxFor(lang, 'rent_midlease_increase', {
      amounts: [amount('1.450', 'current'), amount('1.750', 'proposed')],
      dates: [
        day(lang === 'en' ? 'dec 1' : '1 de diciembre', '2026-12-01', 'due'),
        day(lang === 'en' ? 'march 31' : 'marzo 31', '2027-03-31', 'due'),
      ],
      state: 'Texas',
      flags: { midLease: true, moveOutThreat: true, toldToLeave: true },
    });

  it('keeps the lease end as the rent date, says the person is not moving out on the rise day, and names the state', () => {
    const en = rentLandlord.en.followUpCopy!(told('en'), 'said_no', undefined, [])!;
    expect(en.email.body).toContain('sets the rent at 1.450 until March 31, 2027');
    expect(en.email.body).toContain("I'm not moving out on December 1, 2026: our lease is still in force.");
    expect(en.opening).toContain("I'm not moving out on December 1, 2026");
    expect(en.email.body).not.toContain('[date]');
    expect(en.talkingPoints.join('\n')).toContain(
      'ask a tenant organization or legal aid in Texas what Texas says',
    );
    expect(en.talkingPoints.join('\n')).not.toContain('A threat not to renew');
    const es = rentLandlord.es.followUpCopy!(told('es'), 'said_no', undefined, [])!;
    expect(es.email.body).toContain('fija la renta en 1.450 hasta el 31 de marzo de 2027');
    expect(es.email.body).toContain(
      'No me voy a mudar el 1 de diciembre de 2026: nuestro contrato sigue vigente.',
    );
    expect(es.email.body).not.toContain('[fecha]');
    expect(es.email.subject).not.toContain('diciembre');
    for (const text of [es.strategy, es.opening, es.email.body, ...es.talkingPoints])
      expect(tuteoMarkers(text), text).toEqual([]);
    const strategy = rentLandlord.es.nextStep!(told('es'), 'said_no', undefined)!;
    expect(strategy).toContain('ya que le dijeron que se vaya, si Texas limita las represalias');
  });
});

describe('a whole deposit kept after 4 years, no list, 53 days since moving out, photos of the place left clean', () => {
  const kept = (lang: Language, flags: Case['flags'] = { photosTaken: true }) =>
    ctxFor(lang, 'rent_deposit_withheld', {
      amounts: [amount('1800', 'deposit'), amount('1800', 'withheld')],
      dates: [day('sept 30', '2026-09-30', 'moved_out')],
      state: 'Ohio',
      tenureYears: 4,
      flags,
    });

  it('counts the days for the state question, uses the years for wear and tear, and attaches only the photos told of', () => {
    const en = render(kept('en'));
    expect(en.strategy).toContain(
      "the Ohio attorney general's site or a local tenant organization can tell you, and whether the 53 days since you moved out on sept 30 already pass it; if your forwarding address isn't on record in writing, send it today.",
    );
    expect(en.ladder).toContain(
      'After 4 years there, faded paint, worn carpet and routine cleaning are normal wear and tear',
    );
    expect(en.email.body).toContain('I lived there 4 years, so faded paint, worn carpet');
    expect(en.email.body).toContain('My photos of the place as I left it are attached.');
    expect(en.email.body).not.toContain('move-in and move-out photos');
    expect(render(kept('en', {})).email.body).not.toMatch(/photos are attached|Adjunto mis fotos/);
    expect(render(kept('en', { photosTaken: true, moveInPhotos: true })).email.body).toContain(
      'My move-in and move-out photos are attached.',
    );
    const es = render(kept('es'));
    expect(es.strategy).toContain('y también si los 53 días desde que se mudó el sept 30 ya lo pasan');
    expect(es.email.body).toContain('Adjunto mis fotos del lugar como lo dejé.');
    for (const text of everyString(kept('es'))) expect(tuteoMarkers(text), text).toEqual([]);
  });
});

describe('judge 25: a deposit kept for a carpet new in 2019, in Chicago, and "take me to court"', () => {
  const carpet = (lang: Language, overrides: Partial<Case> = {}) =>
    ctxFor(lang, 'rent_deposit_withheld', {
      amounts: [amount('1.8k', 'deposit'), amount('650', 'returned'), amount('1,150', 'withheld')],
      dates: [day('oct 31', '2026-10-31', 'moved_out')],
      state: 'Illinois',
      city: 'Chicago',
      tenureYears: 6,
      wornItem: { name: lang === 'en' ? 'carpet' : 'alfombra', newYear: 2019 },
      flags: { noItemList: true, noReceipts: true, courtDare: true },
      ...overrides,
    });

  it('answers the dare and the carpet’s date with a written demand for all of it, never a bargain', () => {
    const en = rentLandlord.en.followUpCopy!(carpet('en'), 'said_no', undefined, [])!;
    expectSays(en.strategy, [
      'They told you to take them to court',
      'The carpet was new in 2019, so it was about 7 years old when you moved out',
      'never the price of new carpet',
      'Send a written demand for 1,150 by December 6, 2026',
      'they sent no itemized list and no receipts',
      "Chicago's Residential Landlord and Tenant Ordinance covers your building",
      'small claims court in Cook County',
    ]);
    expectSays(en.email.body, [
      'you sent no itemized list and no receipts',
      'it was about 7 years old when I moved out',
      'Please return 1,150 by December 6, 2026.',
    ]);
    const all = [en.strategy, en.opening, en.email.body, ...en.talkingPoints].join('\n');
    expect(all).not.toMatch(
      /send now whatever|one of these instead|I understand the answer is no|no an itemized/,
    );

    const es = rentLandlord.es.followUpCopy!(carpet('es'), 'said_no', undefined, [])!;
    expectSays(es.strategy, [
      'Le dijeron que vaya a la corte',
      'La alfombra era nueva en 2019, así que tenía unos 7 años cuando usted se fue',
      'Envíe una exigencia por escrito por los 1,150 con fecha límite el 6 de diciembre de 2026',
      'condado de Cook',
    ]);
    for (const text of [es.strategy, es.opening, es.email.body, ...es.talkingPoints])
      expect(tuteoMarkers(text), text).toEqual([]);
  });

  it('names Chicago’s ordinance as a question and the carpet’s age in the first answer', () => {
    const first = render(carpet('en', { wornItem: { name: 'carpet', oldAtMoveIn: true } }));
    expectSays(first.strategy, [
      'The carpet was already old when you moved in',
      'Residential Landlord and Tenant Ordinance (RLTO): ask a Chicago tenant organization',
    ]);
    expect(first.email.body).toContain('The carpet was already old when I moved in.');
    expect(first.email.body).toContain('small claims court in Cook County');
    // Elsewhere, no ordinance is named.
    const elsewhere = render(carpet('en', { city: undefined, state: 'Texas' }));
    expect(elsewhere.strategy).not.toMatch(/RLTO|Chicago|Cook County/);
  });

  it('counts a carpet’s age from move-in plus the years lived there', () => {
    const en = rentLandlord.en.followUpCopy!(
      carpet('en', { tenureYears: 4, wornItem: { name: 'carpet', ageAtMoveIn: 8 }, flags: {} }),
      'said_no',
      undefined,
      [],
    )!;
    expect(en.strategy).toContain(
      'The carpet was already 8 years old when you moved in, so it was about 12 years old when you moved out',
    );
  });
});

describe('judge 25: paint done in 2022, kept from a deposit', () => {
  it.each(LANGS)('is repainting, the landlord’s upkeep, never a new paint job (%s)', (lang) => {
    const ctx = ctxFor(lang, 'rent_deposit_withheld', {
      amounts: [amount('1400', 'deposit'), amount('900', 'withheld')],
      dates: [day('oct 31', '2026-10-31', 'moved_out')],
      wornItem: { name: 'paint', newYear: 2022 },
      flags: { noReceipts: true },
    });
    const reply = rentLandlord[lang].followUpCopy!(ctx, 'said_no', undefined, [])!;
    expect(reply.strategy).toContain(
      lang === 'en'
        ? 'The paint was done in 2022, so it was about 4 years old when you moved out'
        : 'La pintura se hizo en 2022, así que tenía unos 4 años cuando usted se fue',
    );
    expect(reply.strategy).toMatch(
      lang === 'en' ? /repainting is the landlord's upkeep/ : /volver a pintar es mantenimiento/,
    );
    if (lang === 'es') expect(tuteoMarkers(reply.strategy)).toEqual([]);
  });
});

describe('judges 26 and 28: a rise in Los Angeles asks about the rent limit before any counter', () => {
  const LA_ES =
    'vivo en los angeles en un departamento, el edificio es de los años 60, llevo 6 años aqui. pago 1,450 al mes. el 10 de noviembre me dejaron una carta debajo de la puerta que desde el 1 de diciembre la renta sube a 1,750. es muchisimo, no se si pueden hacer eso';

  it('reads the rent paid, the letter’s day and the decade, and proposes nothing before the office answers (es)', async () => {
    const [first] = await conversation('es', LA_ES);
    const text = first!.response;
    expectSays(text, [
      'Pasar de 1,450 a 1,750 es $300 más (20,7%), con 21 días de aviso',
      'Departamento de Vivienda de Los Ángeles (LAHD, 866-557-7368)',
      'si su edificio (de los años 60) está bajo la Ordenanza de Estabilización de Rentas (RSO)',
      'cuántos días de aviso exige California para un aumento de este tamaño (a usted le dieron 21 días)',
      'no acepte la nueva renta ni firme nada',
    ]);
    expect(text).not.toMatch(
      /Proponga|renovar con un aumento menor|Gracias por el aviso de renovación|\$905|2816/,
    );
    expect(text.indexOf('LAHD')).toBeLessThan(text.indexOf('contraoferta (por ejemplo'));
    expect(tuteoMarkers(text)).toEqual([]);
  });

  it('answers "1,650 if you sign today, or leave in 30 days" with no signature, the figures and the questions (es)', async () => {
    const [, second] = await conversation(
      'es',
      LA_ES,
      'fui a la oficina. el administrador dice que me la deja en 1,650 si firmo un contrato de 12 meses hoy mismo, y si no, que me vaya en 30 días',
    );
    const text = second!.response;
    expectSays(text, [
      'No firme nada hoy',
      '1,650 es $200 más que hoy (13,8%); 1,750 era $300 más que hoy (20,7%)',
      'si después de 6 años ahí le pueden pedir que se vaya en 30 días por no firmar',
      'represalia',
      'Usted me dijo que, si no firmo, tendría que irme en 30 días',
    ]);
    expect(text).not.toMatch(/firmó un formulario|firmé un formulario|lo acepto|última contraoferta|\$1,550/);
    expect(tuteoMarkers(text)).toEqual([]);
  });

  it('does the same in English, with "LA" in capitals, a year built and 60 days to leave', async () => {
    const [first, second] = await conversation(
      'en',
      'landlord in LA is raising my rent from $1,600 to $1,900 starting jan 1, got the notice nov 20. the building was built in 1972. been here 5 years, never late. what can i do',
      "manager says he'll do 1,800 if i sign a 12 month lease today, otherwise i have to move out in 60 days",
    );
    expectSays(first!.response, [
      'Before you bargain, find out whether this rise is allowed in Los Angeles',
      'whether your building (built in 1972) is under the city',
      'you were given 42 days',
    ]);
    expect(first!.response).not.toMatch(/Counter at|Thanks for the renewal notice/);
    expectSays(second!.response, [
      "Don't sign anything today",
      '1,800 is $200 more than today (12.5%)',
      'they can tell you to leave in 60 days for not signing',
    ]);
  });

  it('asks first in another California city too, naming the building’s decade but no city office', async () => {
    const [first] = await conversation(
      'en',
      'san diego apartment, the building is from the 80s, rent going from 2100 to 2400 on feb 1. lease ends jan 31. can they do that',
    );
    expectSays(first!.response, [
      'whether this rise is allowed in San Diego',
      'yours is from the 1980s',
      "how many days' notice California requires",
    ]);
    expect(first!.response).not.toMatch(/LAHD|Counter at/);
  });
});

describe('the housing office’s answer, reported back, moves a rise asked about first to its next step', () => {
  const FIRST_ES =
    'el dueño me subio la renta de 1,450 a 1,750 a partir del 1 de diciembre, me aviso apenas el 15 de noviembre por un mensaje de whatsapp. llevo 3 años, siempre pago a tiempo. estoy en los angeles, el edificio es de los 70s. quiero negociar o saber si puede hacer eso';

  it('covered, with the most it allows this year: the notice corrected to that figure, worked out (es)', async () => {
    const [, second] = await conversation(
      'es',
      FIRST_ES,
      'llame a la oficina de vivienda y me dijeron que mi edificio si esta bajo la RSO y que el aumento maximo este año es 3%',
    );
    expectSays(second!.response, [
      'El 3% de 1,450 son $43.50: la renta podría subir como mucho a $1,493.50, no a 1,750 ($256.50 al mes de más)',
      'pídale que corrija el aviso a no más de $1,493.50',
      'Le pido que corrija el aviso por escrito a no más de $1,493.50',
    ]);
    expect(second!.response).not.toMatch(/Mantuvieron|Proponga|contraoferta de/);
    expect(tuteoMarkers(second!.response)).toEqual([]);
  });

  it('exempt: the state’s questions, then a counter (en)', async () => {
    const [, second] = await conversation(
      'en',
      'landlord in LA is raising my rent from $1,600 to $1,900 starting jan 1, got the notice nov 20. the building was built in 1972. been here 5 years, never late. what can i do',
      'i called LAHD and they said my building is not covered by the RSO, so what now',
    );
    expectSays(second!.response, [
      "your building isn't under the city's Rent Stabilization Ordinance",
      "whether California's own limit on rent increases, if it has one, reaches your unit",
      'Counter at $1,750',
    ]);
    expect(second!.response).not.toMatch(/They kept \$1,900|Before you accept either figure/);
  });
});

describe('a rise asked about first keeps the repair waiting beside it, and the lease’s last day as such', () => {
  it.each([
    [
      'es' as const,
      'vivo en san jose california. mi contrato termina el 31 de enero y el dueño me mando aviso que la renta sube de 1,400 a 1,610 si renuevo. ademas hace 2 meses le pedi que arreglara una fuga en el baño y no ha hecho nada',
      [
        'cuántos días de aviso exige California',
        'La reparación pendiente es un asunto aparte',
        'represalias',
        'al renovar, cuando mi contrato termine el 31 de enero de 2027',
      ],
    ],
    [
      'en' as const,
      'im in portland oregon, lease ends jan 31, landlord says rent goes from 1400 to 1600 at renewal. also the heater has been broken for 3 weeks and he ignores my texts',
      [
        "how many days' notice Oregon requires",
        "The repair you're waiting on is a separate matter",
        'retaliation',
        'when I renew after my lease ends on January 31, 2027',
      ],
    ],
  ])('(%s)', async (lang, message, parts) => {
    const [first] = await conversation(lang, message);
    expectSays(first!.response, parts);
    expect(first!.response).not.toMatch(/desde el 31 de enero|from January 31/);
  });
});

describe('judge 28: a landlord offers part of a kept deposit back, calls it final and threatens collections', () => {
  const FIRST =
    "moved out of my apt in columbus ohio sep 30, lived there 4 yrs. deposit was 1.8k. landlord sent back 650 on nov 10 with an email saying he kept 1150 for 'carpet replacement 900, painting 250'. no receipts no photos. the carpet was already old and worn when i moved in 2022. i have move out pics and left it clean";

  it('works out 950 back and 850 still kept, takes the 300 as partial only, and answers the threat (en)', async () => {
    const [first, second] = await conversation(
      'en',
      FIRST,
      "he replied: 'I'll send 300 more and that's final. if you keep pushing I will send the rest of the carpet cost to collections.'",
    );
    expect(first!.response).toContain('went out on nov 10, 41 days after you moved out on sep 30');
    const text = second!.response;
    expectSays(text, [
      '$950 of your 1.8k deposit would be back (650 already, plus 300)',
      "they'd still be keeping $850",
      'only as a partial refund, not as a full settlement',
      '"paid in full"',
      'itemized list with receipts for the $850 still kept',
      'dispute the debt in writing within 30 days of its validation notice',
      "I'll take the 300 as a partial refund, not as a final settlement",
    ]);
    expect(text).not.toMatch(/also kept another 300|Don't accept 300|please send the 1150 too/);
  });

  it.each([
    [
      'en' as const,
      'moved out sep 30. deposit was 1,800, landlord returned 650 and kept 1,150 for carpet and paint, no receipts. im in ohio',
      "he says he'll only keep 500 for the carpet and send me the rest",
      [
        'They offered to send $650 more',
        '$1,300 of your 1,800 deposit would be back',
        "they'd still be keeping $500",
      ],
    ],
    [
      'es' as const,
      'me mude el 30 de septiembre. el deposito era de 1,800, me devolvio 650 y se quedo con 1,150 por alfombra y pintura, sin recibos',
      'dice que solo se queda con 500 y me devuelve lo demas',
      ['Le ofrecieron devolverle $650 más', 'le habrían devuelto $1,300', 'seguirían reteniendo $500'],
    ],
  ])(
    'reads "they will only keep 500" as the rest of the kept part coming back (%s)',
    async (lang, first, reply, parts) => {
      const [, second] = await conversation(lang, first, reply);
      expectSays(second!.response, parts);
      expect(second!.response).not.toMatch(/offered 500 of|devolverle 500/);
    },
  );

  it('reads "te mando otros 400 y es todo" the same way in Spanish', async () => {
    const [, second] = await conversation(
      'es',
      'me mude el 31 de agosto, el deposito era de 2,000, me devolvio 800 y se quedo con 1,200 por pintura y limpieza, sin recibos. vivo en texas',
      'me contesto que me manda otros 400 y es todo, y que si sigo molestando manda el resto a cobranza',
    );
    const text = second!.response;
    expectSays(text, [
      'le habrían devuelto $1,200 de su depósito de 2,000 (800 ya recibidos, más 400)',
      'seguirían reteniendo $800',
      'solo como devolución parcial, no como arreglo total',
      'usted no les debe nada',
      'Acepto los 400 como devolución parcial',
    ]);
    expect(tuteoMarkers(text)).toEqual([]);
  });
});

describe('judge 29: a deposit whose letter already itemized the deductions, and "sue us"', () => {
  const itemized = (lang: Language) =>
    ctxFor(lang, 'rent_deposit_withheld', {
      amounts: [amount('1200', 'deposit'), amount('350', 'returned'), amount('850', 'withheld')],
      dates: [
        day(lang === 'en' ? 'aug 31' : '31 de agosto', '2026-08-31', 'moved_out'),
        day(lang === 'en' ? 'oct 14' : '14 de oct', '2026-10-14', 'notice'),
      ],
      state: 'Texas',
      flags: { deductionsItemized: true, courtDare: true },
    });

  it('demands the sum by a date with no "or send receipts" way out, and states the letter’s late day', () => {
    const es = rentLandlord.es.followUpCopy!(itemized('es'), 'said_no', undefined, [])!;
    expect(es.email.body).toContain(
      'Le pido que me devuelva los 850 a más tardar el 6 de diciembre de 2026.',
    );
    expect(es.email.body).toContain(
      'Su carta es del 14 de oct, 44 días después de que me mudé el 31 de agosto.',
    );
    expect(es.opening).toContain('Disputo cada descuento de su carta.');
    const todoEs = [es.strategy, es.opening, es.email.body, ...es.talkingPoints].join('\n');
    expect(todoEs).not.toMatch(
      /o que me envíe para entonces|salvo que le envíen una lista|Le pido una lista detallada/,
    );
    for (const text of [es.strategy, es.opening, es.email.body, ...es.talkingPoints])
      expect(tuteoMarkers(text), text).toEqual([]);
    const en = rentLandlord.en.followUpCopy!(itemized('en'), 'said_no', undefined, [])!;
    expect(en.email.body).toContain('Please return 850 by December 6, 2026. If it isn');
    expect(en.email.body).toContain('Your letter is dated oct 14, 44 days after I moved out on aug 31.');
    const all = [en.strategy, en.opening, en.email.body, ...en.talkingPoints].join('\n');
    expect(all).not.toMatch(
      /or send me by then|unless they send an itemized list|Please send an itemized list/,
    );
  });
});
