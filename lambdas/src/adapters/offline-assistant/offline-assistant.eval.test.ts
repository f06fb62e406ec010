import { CHAT_LIMITS } from '@lane/shared';
import { describe, expect, it } from 'vitest';
import { CASE_AREAS, SUB_CASES } from '../../domain/chat/case.js';
import { EVAL_TODAY, loadEvalScenarios, runScenario } from '../../evaluation/eval-scenarios.js';
import { evaluateAnswer } from '../../evaluation/evaluate-answer.js';
import { readConversation } from '../../domain/chat/read-case.js';
import { tuteoMarkers } from '../../../test/spanish.js';
import { OfflineAssistant } from './offline-assistant.js';

const scenarios = loadEvalScenarios();
const assistant = new OfflineAssistant();

describe('the evaluation set', () => {
  it('covers every sub-case in both languages, with follow-ups, deception and injection', () => {
    expect(scenarios.length).toBeGreaterThanOrEqual(80);
    expect(new Set(scenarios.map((scenario) => scenario.id)).size).toBe(scenarios.length);
    for (const subCase of SUB_CASES) {
      for (const language of ['en', 'es'] as const) {
        expect(
          scenarios.some((s) => s.expect.subCase === subCase && s.expect.language === language),
          `${subCase} in ${language}`,
        ).toBe(true);
      }
    }
    for (const area of CASE_AREAS) expect(scenarios.some((s) => s.expect.area === area)).toBe(true);
    expect(scenarios.filter((s) => s.turns.length >= 3).length).toBeGreaterThanOrEqual(15);
    expect(scenarios.some((s) => s.expect.refuses)).toBe(true);
    expect(scenarios.some((s) => s.expect.area === null && s.expect.asks)).toBe(true);
  });
});

describe.each(scenarios)('the offline assistant on $id', (scenario) => {
  it('gives an answer that holds everything the scenario asks for', async () => {
    const { first, last } = await runScenario(assistant, scenario);

    expect(evaluateAnswer(scenario, last, first)).toEqual([]);
  });

  it('reads the area and sub-case the scenario expects', async () => {
    const { messages } = await runScenario(assistant, scenario);
    const reading = readConversation(messages.slice(0, -1), EVAL_TODAY).case;

    expect(reading.area ?? null).toBe(scenario.expect.area);
    if (scenario.expect.subCase) expect(reading.subCase).toBe(scenario.expect.subCase);
  });

  it('speaks usted in Spanish, says it is the offline assistant and fits in a message', async () => {
    const { last, messages } = await runScenario(assistant, scenario);

    expect(last.response.split('\n')[0]).toMatch(
      scenario.expect.language === 'es' ? /Asistente sin conexión de Lane/ : /Lane's offline assistant/,
    );
    if (scenario.expect.language === 'es') expect(tuteoMarkers(last.response)).toEqual([]);
    for (const message of messages)
      expect(message.content.length).toBeLessThanOrEqual(CHAT_LIMITS.maxMessageChars);
  });

  it('gives every numbered step of every script the words to say, never a bare label', async () => {
    const { messages } = await runScenario(assistant, scenario);
    for (const answer of messages.filter((message) => message.role === 'assistant')) {
      const script = answer.content
        .split(/^## /m)
        .find((section) => /^(?:Phone script|Guion para llamar)/.test(section));
      // "4. Supervisor" alone: a step named with nothing to say on the phone.
      expect(script?.match(/^\d\. [^:"\n.?]{1,45}$/gm) ?? []).toEqual([]);
    }
  });
});
