import {
  LANGUAGES,
  PRACTICE_LEVELS,
  PRACTICE_MOVES,
  REP_TACTICS,
  practiceStreamEventSchema,
} from '@lane/shared';
import { describe, expect, it } from 'vitest';
import { detectLanguage } from '../domain/chat/detect-language.js';
import { PRACTICE_FAMILIES } from '../domain/practice/practice-case.js';
import { loadPracticeSet, playScenario } from './practice-scenarios.js';

/**
 * The role-play evaluation set, judged: for each scenario, the rep's tactics in order, whether it
 * gave way, and the scorecard's status per move with the person's words quoted; then what the set
 * as a whole must cover (both languages, every level, every tactic, every family, the accepted
 * half of a fraudulent charge).
 */
const SET = loadPracticeSet();

describe.each(SET.scenarios.map((scenario) => [scenario.id, scenario] as const))('%s', (_id, scenario) => {
  const played = playScenario(scenario, SET.today);

  it('the rep uses the expected tactics, in order, and gives way only when it should', () => {
    expect(played.tactics).toEqual(scenario.expect.tactics);
    expect(played.settled).toBe(scenario.expect.settled);
  });

  it('the scorecard judges every move as expected, quoting the person’s own words', () => {
    const statuses = Object.fromEntries(played.scorecard.items.map((item) => [item.move, item.status]));
    expect(played.scorecard.items.map((item) => item.move)).toEqual([...PRACTICE_MOVES]);
    expect(statuses).toEqual(scenario.expect.scorecard);
    for (const [move, quote] of Object.entries(scenario.expect.quotes ?? {}))
      expect(played.scorecard.items.find((item) => item.move === move)?.quote).toBe(quote);
    for (const item of played.scorecard.items) {
      // A whole line, or a long line's start cut at a word with "…" (quoteOf, moves.ts).
      if (item.quote !== undefined) {
        const quote = item.quote;
        const quoted = scenario.lines.some((line) =>
          quote.endsWith('…')
            ? quote.length > 100 && line.trim().replace(/\s+/g, ' ').startsWith(quote.slice(0, -1))
            : line.trim() === quote,
        );
        expect(quoted, quote).toBe(true);
      }
      expect(item.tip.length).toBeGreaterThan(10);
    }
  });

  it('every tip and line is in the practice’s language, the figure in the ask’s tip', () => {
    const lines = [played.replay.opening.text, ...played.replay.turns.map((turn) => turn.reply.text)];
    const texts = [...lines, ...played.scorecard.items.map((item) => item.tip), played.scorecard.summary];
    for (const text of texts) expect([scenario.lang, undefined]).toContain(detectLanguage(text));
    const askTip = played.scorecard.items.find((item) => item.move === 'exact_ask')?.tip ?? '';
    if (played.practice.figure) expect(askTip).toContain(played.practice.figure.text);
    // Every line is a valid reply event of the contract.
    for (const text of lines)
      expect(practiceStreamEventSchema.safeParse({ type: 'reply', text }).success).toBe(true);
  });

  it('is the same call every time (a deterministic rep)', () => {
    expect(playScenario(scenario, SET.today)).toEqual(played);
  });
});

describe('the set covers what the practice must handle', () => {
  const scenarios = SET.scenarios;

  it('has at least 12 scenarios, in both languages and at every level', () => {
    expect(scenarios.length).toBeGreaterThanOrEqual(12);
    expect(new Set(scenarios.map((scenario) => scenario.lang))).toEqual(new Set(LANGUAGES));
    expect(new Set(scenarios.map((scenario) => scenario.level))).toEqual(new Set(PRACTICE_LEVELS));
  });

  it('shows every tactic of the playbook at least once', () => {
    const shown = new Set(scenarios.flatMap((scenario) => scenario.expect.tactics));
    expect([...shown].sort()).toEqual([...REP_TACTICS].sort());
  });

  it('reaches every family of sub-cases', () => {
    const families = new Set(scenarios.map((scenario) => playScenario(scenario, SET.today).practice.family));
    expect([...families].sort()).toEqual([...PRACTICE_FAMILIES].sort());
  });

  it('scores the accepted half of a fraudulent charge as accepting less than owed, in both languages', () => {
    const fraudHalf = scenarios.filter(
      (scenario) =>
        scenario.expect.scorecard.held_the_amount === 'missed' &&
        playScenario(scenario, SET.today).practice.subCase === 'card_unauthorized' &&
        scenario.lines.some((line) => /half|50%|mitad/i.test(line)),
    );
    expect(new Set(fraudHalf.map((scenario) => scenario.lang))).toEqual(new Set(LANGUAGES));
  });
});
