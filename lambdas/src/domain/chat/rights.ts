import type { ChatSections, Language } from '@lane/shared';
import type { Case } from './case.js';
import {
  REVIEWED_FACTS,
  deadlineOf,
  factById,
  reviewedFactOf,
  type ComputedDeadline,
  type FactId,
  type ReviewedFact,
} from './facts.js';

/**
 * The rights engine: which reviewed facts apply to a case, decided by the server from the typed
 * case alone (never by the model), with deadlines computed as dates where the person gave one.
 */

export interface AppliedRight {
  readonly id: FactId;
  readonly fact: ReviewedFact;
  /** The last day to act, when the person gave the date it counts from. */
  readonly deadline: ComputedDeadline | undefined;
}

export interface Ruling {
  /** Rights that apply: shown among the deadlines, asserted by the advice. */
  readonly rights: readonly AppliedRight[];
  /** Rules people quote that do not hold here: the advice warns, never cites. */
  readonly cautions: readonly ReviewedFact[];
  /** Scam warnings that hold in this story: the strategy opens with them, in the table's words. */
  readonly warnings: readonly ReviewedFact[];
  /**
   * A right says the disputed money is not owed (or not until its process ends): the advice asserts
   * it, and no discount or split is offered for that money.
   */
  readonly moneyNotOwed: boolean;
}

/** `today` as a calendar day (YYYY-MM-DD). */
export function ruleOn(kase: Case, today: string): Ruling {
  // A scam's mark in the person's own words is warned against however sure the reading is.
  const warnings = REVIEWED_FACTS.filter((fact) => fact.kind === 'warning' && fact.applies(kase, today));
  // An unsure reading asks its questions first; no right is claimed on a guess.
  if (kase.confidence === 'unsure') return { rights: [], cautions: [], warnings, moneyNotOwed: false };
  const applying = REVIEWED_FACTS.filter((fact) => fact.applies(kase, today));
  const rights = applying
    .filter((fact) => fact.kind === 'right')
    .map((fact) => {
      const deadline = fact.deadline?.(kase, today);
      // A last day behind today is said as past, never as a day still to meet.
      return {
        id: fact.id,
        fact,
        deadline: deadline && deadline.iso < today ? { ...deadline, passed: true } : deadline,
      };
    });
  return {
    rights,
    cautions: applying.filter((fact) => fact.kind === 'caution'),
    warnings,
    // Overdraft fees the person says they never opted in to are not owed (Regulation E 1005.17).
    moneyNotOwed: rights.some(
      (right) =>
        right.fact.notOwed === true ||
        (right.id === 'reg-e-overdraft-opt-in' && kase.flags.optedIn === false),
    ),
  };
}

export function hasRight(ruling: Ruling, id: FactId): boolean {
  return ruling.rights.some((right) => right.id === id);
}

type Deadline = ChatSections['deadlines'][number];

/** The deadlines section: every right that applies, in the table's words, with computed dates. */
export function deadlinesOf(ruling: Ruling, lang: Language): Deadline[] {
  return ruling.rights.map((right) => deadlineOf(right.fact, lang, right.deadline));
}

/**
 * The review of a model's answer: whatever deadlines it wrote, the answer of record carries the
 * rights the engine decided, in the table's wording. Returns how many of the model's entries were
 * dropped (not in the table, a caution, or a right that does not apply to this case).
 */
export function reviewDeadlines(
  written: readonly Deadline[],
  ruling: Ruling,
  lang: Language,
): { deadlines: Deadline[]; dropped: number } {
  const applying = new Set(ruling.rights.map((right) => right.id));
  const dropped = written.filter((deadline) => {
    const fact = reviewedFactOf(deadline);
    return !fact || !applying.has(fact.id);
  }).length;
  return { deadlines: deadlinesOf(ruling, lang), dropped };
}

export { factById };
