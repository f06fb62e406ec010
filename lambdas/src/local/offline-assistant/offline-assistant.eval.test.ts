import { CHAT_LIMITS } from '@lane/shared';
import { describe, expect, it } from 'vitest';
import { loadEvalScenarios, runScenario } from '../../domain/chat/eval-scenarios.js';
import { evaluateAnswer, factIdsOf } from '../../domain/chat/evaluate-answer.js';
import { SITUATION_CATEGORIES } from '../../domain/chat/facts.js';
import { OfflineAssistant } from './offline-assistant.js';
import { readSituation } from './situation.js';

const scenarios = loadEvalScenarios();
const assistant = new OfflineAssistant();

describe('the evaluation set', () => {
  it('covers every area in both languages, vague and detailed, with follow-ups', () => {
    expect(scenarios.length).toBeGreaterThanOrEqual(30);
    expect(new Set(scenarios.map((scenario) => scenario.id)).size).toBe(scenarios.length);
    for (const category of SITUATION_CATEGORIES) {
      for (const language of ['en', 'es'] as const) {
        const inArea = scenarios.filter(
          (s) => s.expect.category === category && s.expect.language === language,
        );
        expect(inArea.length, `${category} in ${language}`).toBeGreaterThan(0);
      }
      const inArea = scenarios.filter((s) => s.expect.category === category);
      expect(
        inArea.some((s) => s.expect.questions),
        `a vague ${category} case`,
      ).toBe(true);
      expect(
        inArea.some((s) => s.expect.echo.length > 0),
        `a detailed ${category} case`,
      ).toBe(true);
    }
    expect(scenarios.filter((s) => s.expect.buildsOnEarlierAnswer).length).toBeGreaterThanOrEqual(5);
  });
});

describe.each(scenarios)('the offline assistant on $id', (scenario) => {
  it('gives an answer that holds everything the scenario asks for', async () => {
    const { first, last } = await runScenario(assistant, scenario);

    expect(evaluateAnswer(scenario, last, first)).toEqual([]);
  });

  it('recognizes the area, cites exactly the deadlines that apply and says it is the offline assistant', async () => {
    const { last, messages } = await runScenario(assistant, scenario);

    expect(readSituation(messages.slice(0, -1)).category ?? null).toBe(scenario.expect.category);
    expect(factIdsOf(last).sort()).toEqual([...scenario.expect.deadlines].sort());
    expect(last.response.split('\n')[0]).toMatch(
      scenario.expect.language === 'es' ? /Asistente sin conexión de Lane/ : /Lane's offline assistant/,
    );
  });

  it('fits in a chat message the browser can send back', async () => {
    const { messages } = await runScenario(assistant, scenario);

    for (const message of messages)
      expect(message.content.length).toBeLessThanOrEqual(CHAT_LIMITS.maxMessageChars);
  });
});
