import {
  PRACTICE_MOVES,
  type Language,
  type PracticeMove,
  type Scorecard,
  type ScorecardItem,
} from '@lane/shared';
import { PRACTICE_COPY, type TipContext } from './copy.js';
import { quoteOf } from './moves.js';
import type { PracticeCase } from './practice-case.js';
import { actsAsCollector, contextOf, type Replay, type ReplayedTurn } from './rep.js';
import { federalLawNamedIn, lawInvokedIn, lawNamedIn, sayTheRight } from './rights-named.js';

/**
 * The scorecard of a practice call, decided by rules from the replayed call (rep.ts), never by a
 * model: for each move that matters, met, missed or not applicable, the person's own line that
 * shows it, and one tip with the real figure, right and company.
 */

type Judged = Pick<ScorecardItem, 'status'> & { readonly turn?: ReplayedTurn | undefined };

const met = (turn: ReplayedTurn | undefined): Judged => ({ status: 'met', turn });
const missed = (turn?: ReplayedTurn): Judged => ({ status: 'missed', turn });

function judge(move: PracticeMove, turns: readonly ReplayedTurn[], practice: PracticeCase): Judged {
  const find = (test: (turn: ReplayedTurn) => boolean) => turns.find(test);
  switch (move) {
    case 'exact_ask': {
      const exact = find((turn) => Boolean(turn.moves.ask?.exact));
      // Missed: the line that asked for another figure, when there was one, shows what to fix.
      return exact ? met(exact) : missed(find((turn) => turn.moves.ask !== undefined));
    }
    case 'named_right': {
      if (practice.rights.length === 0) {
        // No right of the engine's applies: naming a law for the claim (a state's, a city's, an
        // agency's rule) is the move made, though Lane can't check it (the tip says so).
        const law = find((turn) => turn.moves.lawNamed);
        return law ? met(law) : { status: 'not_applicable' };
      }
      // The line that names the law itself ("por la ley No Sorpresas") shows the move better than one
      // that only touches its substance ("el estimado de buena fe era 3200").
      const named =
        find((turn) => turn.moves.rights.length > 0 && (lawNamedIn(turn.line) || lawInvokedIn(turn.line))) ??
        find((turn) => turn.moves.rights.length > 0);
      return named ? met(named) : missed(find((turn) => turn.moves.lawInvoked));
    }
    case 'name_and_reference': {
      // Both, on one line or two: the name says who promised, the reference number (or the order
      // number) is what a complaint cites; either alone is half the move.
      const reference = find((turn) => turn.moves.referenceAsked);
      const name = find((turn) => turn.moves.nameAsked === true);
      if (reference && name)
        return met(find((turn) => turn.moves.referenceAsked && turn.moves.nameAsked === true) ?? reference);
      return missed(find((turn) => turn.moves.nameOrReference));
    }
    case 'stayed_calm': {
      const heated = find((turn) => turn.moves.rude || turn.moves.violent);
      // A lawful "I'll file a complaint" is calm, and the firmest calm line to show.
      return heated ? missed(heated) : met(find((turn) => turn.moves.escalation) ?? turns[0]);
    }
    case 'held_the_amount': {
      const gaveIn = find((turn) => turn.acceptedLess);
      if (gaveIn) return missed(gaveIn);
      // Met: the line that pressed the full figure after the rep said no, when there is one.
      return met(
        find((turn) => turn.afterNo && Boolean(turn.moves.ask?.exact)) ??
          find((turn) => Boolean(turn.moves.ask?.exact)),
      );
    }
    case 'next_rung': {
      const climbs = (turn: ReplayedTurn) => turn.moves.supervisor || turn.moves.escalation;
      // Told no: a supervisor, the owner, a regulator or a complaint after the no, or before it on a
      // condition ("if you can't do it I want a supervisor": the rung said in time; opening with
      // "supervisor please" skips the person who may say yes). Never told no: a rung climbed anyway
      // still counts, and none climbed leaves nothing to judge.
      // The rep gave way: no "no" left to climb from; a rung climbed still counts.
      if (turns.some((turn) => turn.reply.settled)) {
        const rung = find(climbs);
        return rung ? met(rung) : { status: 'not_applicable' };
      }
      if (turns.some((turn) => turn.reply.refused)) {
        const rung = find((turn) => (turn.afterNo || Boolean(turn.moves.conditional)) && climbs(turn));
        return rung ? met(rung) : missed();
      }
      const rung = find(climbs);
      return rung ? met(rung) : { status: 'not_applicable' };
    }
  }
}

/** The rights a family's tip names first: a collector's are the FDCPA's, a bill's No Surprises, a card's billing rules. */
const FAMILY_RIGHTS: Partial<Record<PracticeCase['family'], readonly string[]>> = {
  debt: ['fdcpa-', 'debt-', 'medical-collections'],
  medical: ['no-surprises', 'hospital-', 'medicaid-'],
  card_bank: ['fcba-', 'credit-card-', 'reg-e-', 'reg-z-', 'card-'],
  service: ['dot-', 'ftc-'],
  fees: ['ftc-fee', 'dot-'],
  salary: ['flsa-', 'nlra-'],
};

/** The right a tip names: the family's own first, one with a sentence to say before one without. */
function rightForTips(practice: PracticeCase) {
  const prefixes = FAMILY_RIGHTS[practice.family] ?? [];
  const rank = (id: string) => {
    const family = prefixes.findIndex((prefix) => id.startsWith(prefix));
    return (family === -1 ? prefixes.length : family) * 2 + (sayTheRight(id as never, 'en') ? 0 : 1);
  };
  return [...practice.rights].sort((a, b) => rank(a.id) - rank(b.id))[0];
}

export function scoreCall(replay: Replay, practice: PracticeCase, lang: Language): Scorecard {
  const copy = PRACTICE_COPY[lang].scorecard;
  const firstRight = rightForTips(practice);
  // A collector by its own name: its tips are a collector's (validation in writing), never a card's.
  const collector = actsAsCollector(practice);
  const context: TipContext = {
    ...contextOf(practice),
    sayRight: collector
      ? sayTheRight('debt-validation', lang)
      : firstRight
        ? sayTheRight(firstRight.id, lang, practice.subCase)
        : undefined,
    rightTitle: collector ? undefined : firstRight?.title[lang],
    moneyNotOwed: practice.moneyNotOwed,
    lawNamed: replay.turns.some((turn) => turn.moves.lawNamed),
    federalLawNamed: replay.turns.some((turn) => turn.moves.lawNamed && federalLawNamedIn(turn.line)),
    main: practice.main?.text,
    sides: practice.sides?.map((side) => side.text),
  };
  const items: ScorecardItem[] = PRACTICE_MOVES.map((move) => {
    const { status, turn } = judge(move, replay.turns, practice);
    return {
      move,
      status,
      ...(turn ? { quote: quoteOf(turn.line) } : {}),
      tip: copy.tip[move](context),
    };
  });
  const judged = items.filter((item) => item.status !== 'not_applicable');
  const made = judged.filter((item) => item.status === 'met').length;
  return { items, summary: copy.summary(made, judged.length, replay.outcome) };
}
