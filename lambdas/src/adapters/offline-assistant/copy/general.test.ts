import type { Language } from '@lane/shared';
import { describe, expect, it } from 'vitest';
import { tuteoMarkers } from '../../../../test/spanish.js';
import type { Case } from '../../../domain/chat/case.js';
import { ruleOn } from '../../../domain/chat/rights.js';
import { emptyCase } from '../../../domain/chat/case.js';
import { copyContext } from './context.js';
import { caseIn, expectSays, LANGS, sectionView, TODAY } from './test-support.js';
import { general } from './general.js';
import { RUNGS, type CopyContext } from './types.js';

const ctxFor = (lang: Language, overrides: Partial<Case> = {}): CopyContext =>
  caseIn(lang, { confidence: 'unsure', ...overrides });
const render = (ctx: CopyContext) => sectionView(general, ctx);

/** A charge the person never made, on a credit card, read with too little certainty to pick the area's copy. */
const unsureUnauthorized: Partial<Case> = {
  area: 'credit_card_fees',
  subCase: 'card_unauthorized',
  cardType: 'credit',
  amounts: [{ text: '$89', value: 89, role: 'billed' }],
  dates: [{ text: 'November 1', iso: '2026-11-01', role: 'statement' }],
  flags: { unauthorized: true },
};

const SITUATIONS: [string, Partial<Case>][] = [
  ['no area and nothing said', {}],
  [
    'no area, an estimate and a party',
    { party: 'Acme', amounts: [{ text: '$300', value: 300, role: 'estimated' }] },
  ],
  ['an off-topic or injected message', { offTopic: true }],
  ['an unsure reading where a right applies', unsureUnauthorized],
  ['an error on a credit report', { flags: { creditReportError: true } }],
  ['a car declared a total loss', { flags: { totalLoss: true, towed: true } }],
  [
    'a timeshare signed at a presentation',
    { flags: { timeshare: true }, amounts: [{ text: '3,200', value: 3200, role: 'paid' }] },
  ],
];

describe('general copy, every situation and language', () => {
  for (const lang of LANGS) {
    for (const [name, kase] of SITUATIONS) {
      const ctx = ctxFor(lang, kase);
      const out = render(ctx);

      it(`${name} (${lang}): every section is valid, six rungs with words, at most three questions`, () => {
        const copy = general[lang];
        for (const rung of RUNGS) {
          expect(copy.rungs(ctx)[rung].label.length).toBeGreaterThan(0);
          expect(copy.rungs(ctx)[rung].line.length).toBeGreaterThan(0);
        }
        expect(out.strategy.length).toBeGreaterThan(0);
        expect(out.opening.length).toBeGreaterThan(0);
        expect(out.emailSubject.length).toBeGreaterThan(0);
        expect(out.emailBody.length).toBeGreaterThan(0);
        expect(out.emailBody.length).toBeLessThanOrEqual(900);
        expect(copy.talkingPoints(ctx).length).toBeGreaterThan(0);
        expect(copy.questions?.(ctx).length ?? 0).toBeLessThanOrEqual(3);
        expect(out.all.length).toBeLessThanOrEqual(3000);
      });

      it(`${name} (${lang}): never bargains, cites no state law and leaves the lawyer line to the composer`, () => {
        expect(out.rungs).not.toMatch(
          /half|discount|split|payment plan|mitad|descuento|dividir|plan de pagos/i,
        );
        expect(out.all).not.toMatch(/lawyer|abogad/i);
        expect(out.all).not.toMatch(/\b(by law|state law|por ley|ley estatal)\b/i);
      });

      if (lang === 'es') {
        it(`${name}: speaks usted in every Spanish string`, () => {
          for (const [section, text] of Object.entries(out)) {
            expect(tuteoMarkers(text), `${section}: ${text}`).toEqual([]);
          }
        });
      }
    }
  }
});

describe('a money conversation Lane cannot place yet', () => {
  it('gives the safe first step: the paper, a one-sentence ask, nothing agreed on the first call, in writing', () => {
    const en = render(ctxFor('en'));
    expect(en.strategy).toMatch(/gather the bill, contract or offer, receipts/);
    expect(en.strategy).toMatch(/ask in one sentence/);
    expect(en.strategy).toMatch(/don't pay, sign or agree to anything yet/);
    expect(en.strategy).toMatch(/in writing/);
    const es = render(ctxFor('es'));
    expect(es.strategy).toMatch(/reúna la factura, el contrato o la oferta/);
    expect(es.strategy).toMatch(/petición en una frase/);
    expect(es.strategy).toMatch(/no pague, firme ni acepte nada todavía/);
  });

  it('asks who it is with and the amount (what happened is asked once, by the composer), dropping what the person already said', () => {
    expect(general.en.questions?.(ctxFor('en'))).toEqual([
      'Who is it with: a company, a hospital, a landlord, an employer, a shop, a client?',
      'What is the amount, and what is it: the bill, a fee, an estimate, an offer?',
    ]);
    const known = ctxFor('en', { party: 'Acme', amounts: [{ text: '$300', value: 300, role: 'estimated' }] });
    expect(general.en.questions?.(known)).toHaveLength(0);
  });

  it('gives a tow, a bank hold or a denied insurance claim its own first steps and questions', () => {
    const tow = ctxFor('en', { flags: { towed: true } });
    expect(general.en.strategy(tow)).toMatch(/storage/);
    expect(general.en.questions?.(tow)).toContain('Which city and state are you in?');
    const hold = ctxFor('es', { flags: { bankHold: true } });
    expect(general.es.strategy(hold)).toMatch(/Regulación CC/);
    const claim = ctxFor('en', { flags: { insuranceClaimDenied: true } });
    expect(general.en.strategy(claim)).toMatch(/release/);
    expect(general.en.nextStep?.(claim, 'counter_offer', '1,700')).toMatch(/Don't sign a release/);
  });

  it('names a figure by its role: an estimate is never called a bill', () => {
    const kase = { amounts: [{ text: '$300', value: 300, role: 'estimated' as const }] };
    const en = render(ctxFor('en', kase));
    expect(en.subject).toBe('the $300 estimate');
    expect(en.all).not.toMatch(/\$300 (bill|charge|fee)|bill (of |is )?\$300/);
    const es = render(ctxFor('es', kase));
    expect(es.subject).toBe('el presupuesto de $300');
    expect(es.all).not.toMatch(/factura de \$300/);
  });

  it('writes the computed total of a per-unit charge', () => {
    const ctx = ctxFor('en', { amounts: [{ text: '$35', value: 35, role: 'unit', per: 'night', count: 3 }] });
    expect(render(ctx).subject).toBe('the charges ($105 in all)');
  });

  it('has no right line and leaves offers to the generic judgement when no right applies', () => {
    const ctx = ctxFor('en');
    expect(general.en.rightLine?.(ctx)).toBeUndefined();
    expect(general.en.judgeOffer?.(ctx, 50)).toBeUndefined();
  });
});

describe('an off-topic or injected message', () => {
  for (const lang of LANGS) {
    it(`says in one sentence what Lane does and asks one question (${lang})`, () => {
      const ctx = ctxFor(lang, { offTopic: true });
      const strategy = general[lang].strategy(ctx);
      expect(strategy.match(/[.!?](\s|$)/g)).toHaveLength(1);
      for (const topic of lang === 'en'
        ? ['fees', 'medical bills', 'rent', 'car repairs', 'salary', 'vendors']
        : ['cargos', 'facturas médicas', 'renta', 'reparaciones de auto', 'salario', 'proveedores']) {
        expect(strategy).toContain(topic);
      }
      const questions = general[lang].questions?.(ctx) ?? [];
      expect(questions).toHaveLength(1);
      expect(questions[0]).toMatch(lang === 'en' ? /What money conversation/ : /Qué conversación de dinero/);
    });
  }
});

describe('an unsure reading where the rights engine finds money not owed', () => {
  for (const lang of LANGS) {
    it(`claims no right on an unsure reading by itself (${lang})`, () => {
      const ctx = ctxFor(lang, unsureUnauthorized);
      expect(ctx.ruling.rights).toEqual([]);
      expect(ctx.ruling.moneyNotOwed).toBe(false);
      expect(general[lang].rightLine?.(ctx)).toBeUndefined();
    });

    it(`asserts the dispute in writing with its date, and declines any part payment, when handed such a ruling (${lang})`, () => {
      const ruling = ruleOn(emptyCase({ ...unsureUnauthorized, confidence: 'sure' }), TODAY);
      const ctx = copyContext(
        emptyCase({ confidence: 'unsure', ...unsureUnauthorized }),
        lang,
        TODAY,
        ruling,
      );
      expect(ctx.subCase).toBeUndefined();
      expect(ctx.ruling.moneyNotOwed).toBe(true);
      const out = render(ctx);
      if (lang === 'en') {
        expectSays(out.strategy, ["don't pay or offer part of the disputed amount", 'by December 31, 2026']);
        expect(out.rightLine).toMatch(/I won't pay the disputed amount, or part of it/);
      } else {
        expectSays(out.strategy, [
          'no pague ni ofrezca parte del monto en disputa',
          'a más tardar el 31 de diciembre de 2026',
        ]);
        expect(out.rightLine).toMatch(/no voy a pagar el monto en disputa, ni una parte/);
      }
      expect(general[lang].judgeOffer?.(ctx, 40)).toBe('decline');
    });
  }
});
