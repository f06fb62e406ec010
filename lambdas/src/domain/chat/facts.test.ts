import { deadlineSchema } from '@lane/shared';
import { describe, expect, it } from 'vitest';
import {
  FACT_IDS,
  REVIEWED_FACTS,
  applicableFacts,
  cautionNotes,
  deadlineOf,
  deadlinesFor,
  factById,
  reviewDeadlines,
  reviewedFactOf,
  type SituationSignal,
} from './facts.js';

const OFFICIAL_HOSTS = ['consumer.ftc.gov', 'www.ftc.gov', 'www.consumerfinance.gov', 'www.cms.gov'];

const ids = (signals: SituationSignal[]) => applicableFacts(new Set(signals)).map((fact) => fact.id);

describe('the reviewed facts table', () => {
  it('holds each fact once, in both languages, with an official https source', () => {
    expect(REVIEWED_FACTS.map((fact) => fact.id)).toEqual([...FACT_IDS]);
    for (const fact of REVIEWED_FACTS) {
      expect(OFFICIAL_HOSTS).toContain(new URL(fact.url).host);
      for (const lang of ['en', 'es'] as const) {
        expect(deadlineSchema.safeParse(deadlineOf(fact, lang)).success).toBe(true);
      }
      expect(fact.text.es.title).not.toBe(fact.text.en.title);
    }
  });

  it('states the time limits of issue 4 exactly', () => {
    expect(factById('fcba-billing-error').text.en.detail).toMatch(
      /60 days.*30 days.*two billing cycles \(no more than 90 days\)/,
    );
    expect(factById('debt-validation').text.en.detail).toContain('30 days');
    expect(factById('no-surprises-good-faith-estimate').text.en.detail).toMatch(/\$400.*120 days/);
    expect(factById('ftc-fee-rule-scope').text.en.detail).toMatch(
      /May 12, 2025.*live-event tickets or short-term lodging/,
    );
    expect(factById('ftc-cars-rule-vacated').text.en.detail).toMatch(/vacated.*January 2025/);
  });

  it('never shows the vacated CARS Rule as a right', () => {
    expect(factById('ftc-cars-rule-vacated').kind).toBe('caution');
    expect(deadlinesFor(new Set(['car_dealer']), 'en')).toEqual([]);
  });
});

describe('applicableFacts', () => {
  it.each<[string, SituationSignal[], string[]]>([
    ['an insured ER bill', ['emergency_care'], ['no-surprises-emergency']],
    ['an uninsured ER bill', ['emergency_care', 'uninsured_or_self_pay'], []],
    [
      'a self-pay bill above the estimate',
      ['uninsured_or_self_pay', 'good_faith_estimate'],
      ['no-surprises-good-faith-estimate'],
    ],
    ['a self-pay bill with no estimate', ['uninsured_or_self_pay'], []],
    ['a double card charge', ['card_billing_error'], ['fcba-billing-error']],
    ['a medical bill in collections', ['debt_collector'], ['debt-validation']],
    ['a hotel resort fee', ['short_term_lodging'], ['ftc-fee-rule-scope']],
    ['concert ticket fees', ['live_event_tickets'], ['ftc-fee-rule-scope']],
    ['a car dealer', ['car_dealer'], ['ftc-cars-rule-vacated']],
    ['a situation with no signal', [], []],
  ])('applies to %s only what its conditions allow', (_name, signals, expected) => {
    expect(ids(signals)).toEqual(expected);
  });
});

describe('reviewedFactOf', () => {
  it('knows a fact by its title in either language or by its source address', () => {
    const fcba = factById('fcba-billing-error');
    expect(reviewedFactOf({ title: fcba.text.es.title, url: 'https://example.com' })?.id).toBe(
      'fcba-billing-error',
    );
    expect(reviewedFactOf({ title: 'Dispute a card charge', url: `${fcba.url}/` })?.id).toBe(
      'fcba-billing-error',
    );
    expect(reviewedFactOf({ title: 'State law', url: 'https://example.com/law' })).toBeUndefined();
  });
});

describe('reviewDeadlines', () => {
  it('keeps the table wording in the answer language, once, and drops anything outside the table', () => {
    const debt = factById('debt-validation');
    const result = reviewDeadlines(
      [
        { title: debt.text.en.title, detail: 'paraphrased', source: 'CFPB', url: debt.url },
        { title: 'Debt', detail: 'again', source: 'CFPB', url: debt.url },
        { title: 'Invented', detail: 'ten days', source: 'blog', url: 'https://example.com' },
      ],
      'es',
    );
    expect(result).toEqual({ deadlines: [deadlineOf(debt, 'es')], dropped: 1 });
  });
});

describe('cautionNotes', () => {
  it('warns against quoting the FTC fee rule for fees it does not cover', () => {
    expect(cautionNotes('hidden_fees', new Set(), 'en')).toEqual([
      expect.stringContaining('covers only live-event tickets and short-term lodging') as string,
    ]);
    expect(cautionNotes('hidden_fees', new Set(['short_term_lodging']), 'en')).toEqual([]);
    expect(cautionNotes('service_disputes', new Set(), 'en')).toEqual([]);
  });

  it('warns car buyers, in their language, that the CARS Rule is not in force', () => {
    expect(cautionNotes('car_repairs_dealers', new Set(['car_dealer']), 'es')).toEqual([
      factById('ftc-cars-rule-vacated').text.es.detail,
    ]);
  });
});
