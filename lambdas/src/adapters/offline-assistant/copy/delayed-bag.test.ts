import type { Language } from '@lane/shared';
import { describe, expect, it } from 'vitest';
import { tuteoMarkers } from '../../../../test/spanish.js';
import type { CaseAmount } from '../../../domain/chat/case.js';
import { general } from './general.js';
import { hiddenFees } from './hidden-fees.js';
import { caseIn, expectSays, read } from './test-support.js';
import type { CopyContext, FollowUpAnswer } from './types.js';

/** "pagué 40 por la maleta documentada, llegó 2 días después, compré ropa: 186.40 con recibos". */
const delayed = (
  lang: Language,
  amounts: CaseAmount[] = [
    { text: '40', value: 40, role: 'fee' },
    { text: '186.40', value: 186.4, role: 'paid' },
  ],
): CopyContext => caseIn(lang, { confidence: 'unsure', amounts, flags: { lostBag: true, bagDelayed: true } });

const allOf = (answer: FollowUpAnswer) =>
  [answer.strategy, answer.opening, answer.email.subject, answer.email.body, ...answer.talkingPoints].join(
    '\n',
  );

describe('a delayed checked bag', () => {
  it('says the bag fee comes back to the card, the expenses are a claim, and totals them', () => {
    const en = read(general, delayed('en'));
    expectSays(en.strategy, [
      'Your bag came late, it was not lost',
      'Your 40 checked-bag fee comes back.',
      'on a domestic flight, delivered more than 12 hours after the flight arrived',
      'mishandled-baggage report',
      'original form of payment unless you agree to a voucher',
      'claim in writing the 186.40 you spent while waiting',
      'not an automatic refund',
      "In all you're asking for $226.40",
    ]);
    expect(en.strategy).not.toContain('[');
    expectSays(en.email.body, ['Refund the 40 checked-bag fee', 'Reimburse the 186.40', 'Total: $226.40.']);
    expect(en.questionList).toEqual([]);
    const es = read(general, delayed('es'));
    expectSays(es.strategy, [
      'Le deben devolver el cargo de 40 por la maleta documentada.',
      'más de 12 horas',
      'salvo que usted acepte un cupón',
      'los 186.40 que gastó',
      'Total a reclamar: $226.40',
    ]);
    for (const text of [es.strategy, es.opening, es.email.body, ...es.talkingPoints])
      expect(tuteoMarkers(text)).toEqual([]);
  });

  it('sums several receipts and keeps the fee apart (other figures)', () => {
    const en = read(
      general,
      delayed('en', [
        { text: '$35', value: 35, role: 'fee' },
        { text: '$60', value: 60, role: 'paid' },
        { text: '$24.50', value: 24.5, role: 'paid' },
      ]),
    );
    expectSays(en.strategy, [
      'Your $35 checked-bag fee comes back',
      'the $84.50 you spent',
      'asking for $119.50',
    ]);
  });

  it('answers a voucher offered as "all": refuse it, the fee back to the card, the receipts as a claim, then the DOT', () => {
    for (const lang of ['en', 'es'] as const) {
      const answer = general[lang].followUpCopy!(
        delayed(lang),
        'counter_offer',
        lang === 'en' ? '$50' : '50 dolares',
      )!;
      const text = allOf(answer);
      if (lang === 'en')
        expectSays(text, [
          "You don't have to accept the $50 voucher",
          "I don't accept the $50 voucher",
          'original form of payment',
          'transportation.gov/airconsumer',
          '$226.40',
        ]);
      else {
        expectSays(text, [
          'No tiene que aceptar el cupón de 50 dolares',
          'No acepto el cupón de 50 dolares',
          'forma de pago original',
          '$226.40',
        ]);
        expect(tuteoMarkers(text)).toEqual([]);
      }
      expect(text).not.toMatch(/crédito o millas|credit or miles|cortesía|courtesy/i);
    }
  });

  it('a lost bag keeps its own plan', () => {
    const ctx = caseIn('en', { confidence: 'unsure', amounts: [], flags: { lostBag: true } });
    expect(read(general, ctx).strategy).toContain("File the airline's lost-bag claim in writing now");
  });
});

describe('Spanish copy is gender-neutral', () => {
  it('the courtesy rung never says "He sido buen cliente"', () => {
    const ctx = caseIn('es', {
      area: 'hidden_fees',
      subCase: 'fees_travel',
      amounts: [{ text: '40', value: 40, role: 'fee' }],
    });
    const text = JSON.stringify(read(hiddenFees, ctx));
    expect(text).not.toContain('buen cliente');
  });
});
