import { readFileSync } from 'node:fs';
import type { ChatMessage, ChatResponse, Language } from '@lane/shared';
import { reviewAnswer } from '../src/domain/chat/answer-chat.js';
import { EVAL_TODAY, loadEvalScenarios } from '../src/evaluation/eval-scenarios.js';
import { OfflineAssistant } from '../src/adapters/offline-assistant/offline-assistant.js';

/** A conversation the guards replay: its language, the person's turns and the day(s) it was typed on. */
export interface Situation {
  readonly id: string;
  readonly lang: Language;
  readonly turns: readonly string[];
  /** The day Lane takes as today, for every turn or turn by turn (the evaluation set's day when absent). */
  readonly today?: string | readonly string[];
}

/** The outside judges' situations (rounds 28–30), kept as they wrote them, each with its day. */
const JUDGED = JSON.parse(
  readFileSync(new URL('./fixtures/judge-situations.json', import.meta.url), 'utf8'),
) as Situation[];

/** The evaluation set and the judges' situations whose ids start with one of `rounds` ("j29-"). */
export function guardedSituations(...rounds: string[]): Situation[] {
  return [
    ...loadEvalScenarios().map(({ id, lang, turns }) => ({ id, lang, turns })),
    ...JUDGED.filter((situation) => rounds.some((round) => situation.id.startsWith(round))),
  ];
}

/** The day turn `index` was typed on. */
export function dayOf(situation: Situation, index: number): string {
  return (Array.isArray(situation.today) ? situation.today[index] : situation.today) ?? EVAL_TODAY;
}

/** One answered turn: the conversation up to the person's message, and Lane's reviewed answer to it. */
export interface ReplayedTurn {
  readonly index: number;
  readonly today: string;
  /** Every message so far, the person's latest last (the answer is not in it yet). */
  readonly messages: readonly ChatMessage[];
  readonly answer: ChatResponse;
}

const assistant = new OfflineAssistant();

/**
 * A situation answered turn by turn as the chat use case does (produced, then reviewed on the
 * turn's day), each answer sent back as history for the next turn.
 */
export async function replay(situation: Situation): Promise<ReplayedTurn[]> {
  const messages: ChatMessage[] = [];
  const turns: ReplayedTurn[] = [];
  for (const [index, turn] of situation.turns.entries()) {
    messages.push({ role: 'user', content: turn });
    const today = dayOf(situation, index);
    const produced = await assistant.produce({ messages: [...messages], lang: situation.lang, today });
    const { answer } = reviewAnswer(produced, today);
    turns.push({ index, today, messages: [...messages], answer });
    messages.push({ role: 'assistant', content: answer.response });
  }
  return turns;
}
