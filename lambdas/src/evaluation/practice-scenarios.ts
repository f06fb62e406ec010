import {
  PRACTICE_LEVELS,
  PRACTICE_MOVES,
  PRACTICE_MOVE_STATUSES,
  REP_TACTICS,
  languageSchema,
  type RepTactic,
  type Scorecard,
} from '@lane/shared';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { PracticeCase } from '../domain/practice/practice-case.js';
import { readPracticeCase } from '../domain/practice/read-practice-case.js';
import { replayCall, type Replay } from '../domain/practice/rep.js';
import { scoreCall } from '../domain/practice/scorecard.js';

/**
 * The role-play evaluation set (practice-scenarios.json): a conversation Lane answered, a level
 * and the person's lines as typed, and what a person practising must see.
 */
export const practiceScenarioSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  note: z.string().min(1),
  lang: languageSchema,
  /** The person's first message to Lane: the case the practice is about. */
  story: z.string().min(1),
  level: z.enum(PRACTICE_LEVELS),
  /** The person's lines on the call, in order; the rep answers each. */
  lines: z.array(z.string().min(1)).min(1),
  expect: z.object({
    /** The tactics the rep uses, in order. */
    tactics: z.array(z.enum(REP_TACTICS)),
    /** The rep gives way (a reply with `settled: true`). */
    settled: z.boolean(),
    scorecard: z.object(
      Object.fromEntries(PRACTICE_MOVES.map((move) => [move, z.enum(PRACTICE_MOVE_STATUSES)])) as Record<
        (typeof PRACTICE_MOVES)[number],
        z.ZodEnum<{ [K in (typeof PRACTICE_MOVE_STATUSES)[number]]: K }>
      >,
    ),
    /** The person's own words a scorecard item must quote. */
    quotes: z.partialRecord(z.enum(PRACTICE_MOVES), z.string()).optional(),
  }),
});
export type PracticeScenario = z.infer<typeof practiceScenarioSchema>;

export const practiceSetSchema = z.object({
  about: z.string(),
  /** The day the set is read on: the rights engine counts deadlines from it. */
  today: z.iso.date(),
  scenarios: z.array(practiceScenarioSchema).min(1),
});

export const PRACTICE_SCENARIOS_URL = new URL('./practice-scenarios.json', import.meta.url);

export function loadPracticeSet(): z.infer<typeof practiceSetSchema> {
  return practiceSetSchema.parse(JSON.parse(readFileSync(PRACTICE_SCENARIOS_URL, 'utf8')));
}

export interface PlayedScenario {
  readonly practice: PracticeCase;
  readonly replay: Replay;
  readonly tactics: RepTactic[];
  readonly settled: boolean;
  readonly scorecard: Scorecard;
}

/** Plays a scenario's call with the offline rep and scores it, as POST /api/practice would. */
export function playScenario(scenario: PracticeScenario, today: string): PlayedScenario {
  const practice = readPracticeCase(
    [
      { role: 'user', content: scenario.story },
      { role: 'assistant', content: 'Here is your plan.' },
    ],
    today,
  );
  const replay = replayCall(
    practice,
    scenario.level,
    scenario.lines.map((content) => ({ role: 'person' as const, content })),
    scenario.lang,
  );
  return {
    practice,
    replay,
    tactics: replay.turns.flatMap((turn) => (turn.reply.tactic ? [turn.reply.tactic] : [])),
    settled: replay.turns.some((turn) => turn.reply.settled === true),
    scorecard: scoreCall(replay, practice, scenario.lang),
  };
}
