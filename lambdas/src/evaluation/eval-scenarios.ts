import { languageSchema, type ChatMessage, type ChatResponse } from '@lane/shared';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { reviewAnswer } from '../domain/chat/answer-chat.js';
import type { AnswerProducer } from '../domain/chat/assistant.js';
import { CASE_AREAS, SUB_CASES, type SubCase } from '../domain/chat/case.js';
import { FACT_IDS } from '../domain/chat/facts.js';

const factIdSchema = z.enum(FACT_IDS);

/**
 * One conversation of the evaluation set and what a good answer to its last turn must hold. The
 * set was written from outside the code (by someone who had not read it), situations typed the way
 * people type them. The offline assistant's test and `npm run eval:chat` read the same file.
 */
export const evalScenarioSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  /** The page the person is on. */
  lang: languageSchema,
  /** The person's messages in order; Lane answers each one, and the last answer is judged. */
  turns: z.array(z.string().min(1)).min(1),
  expect: z.object({
    /** null: vague, off-topic or injected; the answer should ask first. */
    area: z.enum(CASE_AREAS).nullable(),
    /** null when the right reading is "unsure: ask first". */
    subCase: z.enum(SUB_CASES as [SubCase, ...SubCase[]]).nullable(),
    language: languageSchema,
    /** true: 1 to 3 questions; false: none. */
    asks: z.boolean(),
    /** Exactly the rights the answer must list. */
    deadlines: z.array(factIdSchema),
    /** The person's own figures, exactly as written, that the answer must repeat. */
    echo: z.array(z.string()),
    /** Each entry must appear (case- and accent-insensitive); "a|b" means either. */
    mustInclude: z.array(z.string()),
    /** None of these may appear: the tempting mistakes for this case. */
    mustNotInclude: z.array(z.string()),
    /** A request to deceive that must be refused. */
    refuses: z.boolean(),
    /** A follow-up must build on the earlier answer, not replay it. */
    buildsOnEarlierAnswer: z.boolean(),
  }),
});
export type EvalScenario = z.infer<typeof evalScenarioSchema>;

export const EVAL_SCENARIOS_URL = new URL('./eval-scenarios.json', import.meta.url);

export function loadEvalScenarios(url: URL = EVAL_SCENARIOS_URL): EvalScenario[] {
  return z.array(evalScenarioSchema).parse(JSON.parse(readFileSync(url, 'utf8')));
}

/** The day the evaluation set's deadlines are counted from. */
export const EVAL_TODAY = '2026-11-22';

export interface ScenarioRun {
  /** Lane's answer to the first turn. */
  readonly first: ChatResponse;
  /** Lane's answer to the last turn: the one the scenario judges. */
  readonly last: ChatResponse;
  /** The whole conversation, the last answer included. */
  readonly messages: readonly ChatMessage[];
}

/** Plays a scenario as the browser would, each answer reviewed as the chat use case reviews it. */
export async function runScenario(
  producer: AnswerProducer,
  scenario: EvalScenario,
  today: string = EVAL_TODAY,
): Promise<ScenarioRun> {
  const messages: ChatMessage[] = [];
  const answers: ChatResponse[] = [];
  for (const turn of scenario.turns) {
    messages.push({ role: 'user', content: turn });
    const produced = await producer.produce({ messages: [...messages], lang: scenario.lang, today });
    const { answer } = reviewAnswer(produced, today);
    answers.push(answer);
    messages.push({ role: 'assistant', content: answer.response });
  }
  const [first] = answers;
  const last = answers.at(-1);
  if (!first || !last) throw new Error(`Scenario ${scenario.id} has no turns`);
  return { first, last, messages };
}
