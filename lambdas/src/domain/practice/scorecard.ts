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
import type { Replay, ReplayedTurn } from './rep.js';
import { sayTheRight } from './rights-named.js';

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
      if (practice.rights.length === 0) return { status: 'not_applicable' };
      const named = find((turn) => turn.moves.rights.length > 0);
      return named ? met(named) : missed(find((turn) => turn.moves.lawInvoked));
    }
    case 'name_and_reference':
      return turns.some((turn) => turn.moves.nameOrReference)
        ? met(find((turn) => turn.moves.nameOrReference))
        : missed();
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
      if (!turns.some((turn) => turn.reply.refused)) return { status: 'not_applicable' };
      const rung = find((turn) => turn.afterNo && (turn.moves.supervisor || turn.moves.escalation));
      return rung ? met(rung) : missed();
    }
  }
}

export function scoreCall(replay: Replay, practice: PracticeCase, lang: Language): Scorecard {
  const copy = PRACTICE_COPY[lang].scorecard;
  const firstRight = practice.rights[0];
  const context: TipContext = {
    company: practice.company,
    answeredBy: practice.answeredBy,
    family: practice.family,
    subCase: practice.subCase,
    kind: practice.kind,
    figure: practice.figure?.text,
    sayRight: firstRight ? sayTheRight(firstRight.id, lang) : undefined,
    rightTitle: firstRight?.fact.text[lang].title,
    moneyNotOwed: practice.moneyNotOwed,
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
