import { languageSchema, type ChatMessage, type ChatResponse } from '@lane/shared';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { Assistant } from './assistant.js';
import { FACT_IDS, SITUATION_CATEGORIES } from './facts.js';

const factIdSchema = z.enum(FACT_IDS);

/**
 * One conversation of the evaluation set and what a good answer to its last turn must hold. Both
 * the offline assistant's test and `npm run eval:chat` (Bedrock) read the same file.
 */
export const evalScenarioSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  /** The page the person is on. */
  lang: languageSchema,
  /** The person's messages in order; Lane answers each one, and the last answer is judged. */
  turns: z.array(z.string().min(1)).min(1),
  expect: z.object({
    /** null when the conversation names no area yet (the assistant should ask). */
    category: z.enum(SITUATION_CATEGORIES).nullable(),
    language: languageSchema,
    /** The person's own figures, exactly as written, that the answer must repeat. */
    echo: z.array(z.string()),
    deadlines: z.array(factIdSchema),
    forbiddenDeadlines: z.array(factIdSchema),
    /** true: 1 to 3 questions; false: none. */
    questions: z.boolean(),
    /** Words the answer must contain (case-insensitive): the heart of good advice for this case. */
    mentions: z.array(z.string()).default([]),
    /** A follow-up must build on the earlier answer, not restart it. */
    buildsOnEarlierAnswer: z.boolean().default(false),
  }),
});
export type EvalScenario = z.infer<typeof evalScenarioSchema>;

export const EVAL_SCENARIOS_URL = new URL('./eval-scenarios.json', import.meta.url);

export function loadEvalScenarios(url: URL = EVAL_SCENARIOS_URL): EvalScenario[] {
  return z.array(evalScenarioSchema).parse(JSON.parse(readFileSync(url, 'utf8')));
}

export interface ScenarioRun {
  /** Lane's answer to the first turn. */
  readonly first: ChatResponse;
  /** Lane's answer to the last turn: the one the scenario judges. */
  readonly last: ChatResponse;
  /** The whole conversation, the last answer included. */
  readonly messages: readonly ChatMessage[];
}

/** Plays a scenario as the browser would: each turn sends the whole conversation so far. */
export async function runScenario(assistant: Assistant, scenario: EvalScenario): Promise<ScenarioRun> {
  const messages: ChatMessage[] = [];
  const answers: ChatResponse[] = [];
  for (const turn of scenario.turns) {
    messages.push({ role: 'user', content: turn });
    const answer = await assistant.answer({ messages: [...messages], lang: scenario.lang });
    answers.push(answer);
    messages.push({ role: 'assistant', content: answer.response });
  }
  const [first] = answers;
  const last = answers.at(-1);
  if (!first || !last) throw new Error(`Scenario ${scenario.id} has no turns`);
  return { first, last, messages };
}
