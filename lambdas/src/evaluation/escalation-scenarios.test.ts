import { readFileSync } from 'node:fs';
import {
  LANGUAGES,
  escalateResponseSchema,
  type CallLogEntry,
  type ChatMessage,
  type Language,
} from '@lane/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { tuteoMarkers } from '../../test/spanish.js';
import { escalationOfConversation as escalationFor } from '../domain/escalation/escalation-of-conversation.js';
import {
  REGULATORS,
  REGULATOR_IDS,
  STATE_OFFICES,
  type RegulatorId,
} from '../domain/escalation/regulators.js';

/**
 * The escalation's evaluation set (escalation-scenarios.json): situations written the way people
 * type them, in both languages, each with the regulator its complaint must go to (or none), the
 * figures and dates the complaint must carry, and what must never be in it (a card or account
 * number, a phone, the wrong office). Every scenario is told on the same day.
 */

const TODAY = '2026-11-24';

interface Scenario {
  id: string;
  lang: Language;
  turns: string[];
  callLog?: CallLogEntry[];
  expect: {
    /**
     * The regulator, or the regulators in order (a plan from work: EBSA, then the state; a merchant:
     * the FTC, then the state attorney general), or none.
     */
    regulator: RegulatorId | RegulatorId[] | null;
    narrativeFor?: string;
    /** Each must be in the complaint; "a|b" accepts either. */
    mustInclude: string[];
    /** None may be anywhere in the answer: the steps, the complaint or the questions. */
    mustNotInclude: string[];
    /** Whether Lane asks for anything to finish the complaint. */
    asks: boolean;
    questionsInclude?: string[];
  };
}

const SCENARIOS = JSON.parse(
  readFileSync(new URL('./escalation-scenarios.json', import.meta.url), 'utf8'),
) as Scenario[];

const ANSWER: Record<Language, string> = {
  en: 'Here is your plan: call, make one clear ask with the figure, and write down the reference number.',
  es: 'Este es su plan: llame, haga una petición clara con la cifra y anote el número de referencia.',
};

/** The turns as the browser sends them: the person's, with Lane's answer between each. */
const messagesOf = (scenario: Scenario): ChatMessage[] =>
  scenario.turns.flatMap((content, index) => [
    ...(index > 0 ? [{ role: 'assistant' as const, content: ANSWER[scenario.lang] }] : []),
    { role: 'user' as const, content },
  ]);

describe('the escalation evaluation set', () => {
  // The case reader builds its patterns on first use: seconds on a busy machine, not a test's budget.
  beforeAll(
    () => void escalationFor({ messages: messagesOf(SCENARIOS[0]!), lang: 'en', today: TODAY }),
    60_000,
  );

  it('covers both languages, several areas and every regulator', () => {
    expect(SCENARIOS.length).toBeGreaterThanOrEqual(16);
    for (const lang of LANGUAGES)
      expect(SCENARIOS.filter((scenario) => scenario.lang === lang).length).toBeGreaterThanOrEqual(8);
    const regulators = new Set(SCENARIOS.flatMap((scenario) => [scenario.expect.regulator].flat()));
    for (const id of REGULATOR_IDS) expect(regulators, id).toContain(id);
    expect(regulators).toContain(null);
    expect(new Set(SCENARIOS.map((scenario) => scenario.id)).size).toBe(SCENARIOS.length);
  });

  describe.each(SCENARIOS)('$id', (scenario) => {
    it('goes to the right regulator with a complaint that carries the figures and dates and nothing sensitive', () => {
      const answer = escalationFor({
        messages: messagesOf(scenario),
        lang: scenario.lang,
        today: TODAY,
        ...(scenario.callLog ? { callLog: scenario.callLog } : {}),
      });
      expect(escalateResponseSchema.safeParse(answer).success).toBe(true);

      const regulatorSteps = answer.steps.filter((step) => step.rung === 'regulator');
      const ids = scenario.expect.regulator === null ? [] : [scenario.expect.regulator].flat();
      expect(regulatorSteps).toHaveLength(ids.length);
      // Each office's official page: the national one, or the person's state's own where it was checked.
      ids.forEach((id, index) =>
        expect([
          REGULATORS[id].url,
          ...Object.values(STATE_OFFICES[id] ?? {}).map((office) => office.url),
        ]).toContain(regulatorSteps[index]!.url),
      );
      // The complaint is written for the first office named (EBSA only if the plan is self-funded:
      // then for the state's department after it), or for the top of the ladder when there is none.
      const forStep =
        ids[0] === 'dol_ebsa' ? regulatorSteps.at(-1) : (regulatorSteps[0] ?? answer.steps.at(-1));
      expect(answer.narrative.for).toBe(scenario.expect.narrativeFor ?? forStep!.name);

      const text = answer.narrative.text;
      expect(text.length).toBeLessThanOrEqual(answer.narrative.maxChars);
      for (const wanted of scenario.expect.mustInclude) {
        const options = wanted.split('|');
        expect(
          options.some((option) => text.includes(option)),
          `${scenario.id}: "${wanted}" in\n${text}`,
        ).toBe(true);
      }
      const everything = JSON.stringify(answer);
      for (const unwanted of scenario.expect.mustNotInclude)
        expect(everything, `${scenario.id}: "${unwanted}"`).not.toContain(unwanted);
      // Never a blank to fill in, whatever Lane did not know.
      expect(text).not.toMatch(/undefined|null|NaN|\[|\]|\{|\}|_{2,}| {2}/u);

      // Spanish speaks *usted*, in the steps, the complaint and the questions alike.
      if (scenario.lang === 'es') expect(tuteoMarkers(everything)).toEqual([]);
      expect(answer.questions.length > 0, answer.questions.join(' / ')).toBe(scenario.expect.asks);
      for (const question of scenario.expect.questionsInclude ?? [])
        expect(
          answer.questions.some((asked) => asked.startsWith(question)),
          question,
        ).toBe(true);
    });
  });
});
