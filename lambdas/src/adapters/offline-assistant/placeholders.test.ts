import { describe, expect, it } from 'vitest';
import type { Case } from '../../domain/chat/case.js';
import { readConversation } from '../../domain/chat/read-case.js';
import { guardedSituations, replay } from '../../../test/judged.js';

/**
 * An answer never leaves a blank for a fact the person gave: each bracketed placeholder that stands
 * for a fact (the job's title, the other side, the collector, an amount, a dated day) is checked
 * against what the Case read. A blank for what the person didn't say (an account number) stays.
 */
// The evaluation set and the situations of judge 29, the round that found these blanks.
const situations = guardedSituations('j29-');

/** A day the person named outright ("nov 3", "el 15 de octubre"), not one counted back ("3 weeks ago"). */
const NAMED_DAY = (kase: Case, ...roles: string[]) =>
  kase.dates.some(
    (date) =>
      roles.includes(date.role) &&
      date.iso !== undefined &&
      /\d/u.test(date.text) &&
      !/\b(?:ago|hace|last|pasad[oa]|yesterday|ayer|today|hoy)\b/iu.test(date.text),
  );
const amountWith = (kase: Case, role: string) => kase.amounts.find((amount) => amount.role === role);

/** Each placeholder that stands for a fact, and whether the Case holds that fact. */
const RULES: readonly {
  readonly blank: RegExp;
  readonly fact: string;
  readonly held: (kase: Case) => boolean;
}[] = [
  {
    blank: /^(?:role|puesto|job title|nombre del cargo)$/iu,
    fact: 'job title',
    held: (k) => k.jobTitle !== undefined,
  },
  {
    blank:
      /^(?:merchant|comercio|company|empresa|landlord's name|nombre del arrendador|client's name|nombre del cliente)$/iu,
    fact: 'other party',
    held: (k) => k.party !== undefined,
  },
  {
    blank: /^(?:collection agency|agencia de cobranza)$/iu,
    fact: 'collector',
    held: (k) => k.collectorName !== undefined,
  },
  {
    blank: /^(?:your number|su cifra)$/iu,
    fact: 'amount asked',
    held: (k) => amountWith(k, 'asked') !== undefined,
  },
  {
    blank: /^(?:market pay|pago de mercado)$/iu,
    fact: 'market pay',
    held: (k) => {
      const market = amountWith(k, 'market');
      const current = amountWith(k, 'current');
      return market !== undefined && (!current || market.value > current.value);
    },
  },
  {
    blank: /^(?:current pay|salario actual)$/iu,
    fact: 'current pay',
    held: (k) => amountWith(k, 'current') !== undefined,
  },
  {
    blank: /^(?:date of service|fecha del servicio)$/iu,
    fact: 'service day',
    held: (k) => NAMED_DAY(k, 'service'),
  },
  {
    blank: /^(?:cancellation date|fecha de cancelaci[oó]n)$/iu,
    fact: 'cancellation day',
    held: (k) => NAMED_DAY(k, 'cancelled'),
  },
  {
    blank: /^(?:reason|motivo)$/iu,
    fact: 'the reason (work never approved)',
    held: (k) => k.flags.unapprovedWork === true && k.area === 'car_repairs_dealers',
  },
  {
    blank: /^(?:the job or product|el trabajo o producto)$/iu,
    fact: 'what a home sale is for',
    held: (k) => k.saleItem !== undefined,
  },
  {
    blank: /^(?:move-out date|fecha de mudanza)$/iu,
    fact: 'move-out day',
    held: (k) => NAMED_DAY(k, 'moved_out'),
  },
];

/** Every blank in an answer that stands for a fact the Case holds. */
export function blanksForHeldFacts(answer: string, kase: Case): string[] {
  const found: string[] = [];
  for (const match of answer.matchAll(/\[([^\]\n]{1,80})\](?!\()/gu)) {
    const words = match[1]!.trim();
    const rule = RULES.find((candidate) => candidate.blank.test(words));
    if (rule?.held(kase)) found.push(`[${words}] (${rule.fact})`);
  }
  return [...new Set(found)];
}

describe('the checker itself', () => {
  it('flags a blank for a title or an amount the Case holds, and keeps one for what was never said', () => {
    const kase = {
      confidence: 'sure',
      amounts: [{ text: '20', value: 20, role: 'asked' }],
      dates: [],
      percentages: [],
      counts: [],
      flags: {},
      asksForDeception: false,
      offTopic: false,
      jobTitle: 'line cook',
    } as unknown as Case;
    expect(
      blanksForHeldFacts('Offer for [role]: I ask [your number], account [account number].', kase),
    ).toEqual(['[role] (job title)', '[your number] (amount asked)']);
  });
});

describe('no blank stands for a fact the person gave', () => {
  it.each(situations.map((situation) => [situation.id, situation] as const))(
    '%s',
    async (_id, situation) => {
      const problems: string[] = [];
      for (const { index, today, messages, answer } of await replay(situation)) {
        const kase = readConversation(messages, today).case;
        for (const blank of blanksForHeldFacts(answer.response, kase))
          problems.push(`turn ${index + 1}: ${blank}`);
      }
      expect(problems).toEqual([]);
      // A whole conversation, turn by turn, on a shared machine: the first one also loads the engine.
    },
    30_000,
  );
});
