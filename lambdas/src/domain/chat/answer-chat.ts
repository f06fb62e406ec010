import type { ChatRequest, ChatResponse } from '@lane/shared';
import type { Clock } from '../clock.js';
import { RATE_RULES, enforceRateLimit, type RateCounter } from '../rate-limit/rate-limit.js';
import { authorizeSession, type SessionDeps } from '../sessions/session.js';
import type { AnswerProducer, ProducedAnswer } from './assistant.js';
import { caseSchema } from './case.js';
import { renderChatMarkdown } from './render.js';
import { reviewDeadlines, ruleOn } from './rights.js';

export interface ChatDeps extends SessionDeps {
  producer: AnswerProducer;
  rateCounter: RateCounter;
  fingerprint: (value: string) => Promise<string>;
}

/** The server's calendar day, in UTC: deadlines are counted in whole days from it. */
export function todayOf(clock: Clock): string {
  return clock.now().toISOString().slice(0, 10);
}

export interface ReviewedAnswer {
  readonly answer: ChatResponse;
  /** Deadlines the producer wrote that the rights engine did not confirm (a model's slip). */
  readonly droppedDeadlines: number;
}

/**
 * The review every answer passes, whoever wrote it: the rights engine, not the producer, decides
 * which rights the answer lists (in the table's words, with computed dates), and the Markdown is
 * rendered from the reviewed sections so the two always agree.
 */
export function reviewAnswer(produced: ProducedAnswer, today: string): ReviewedAnswer {
  if (produced.verbatim) {
    return {
      answer: { response: produced.sections.strategy, sections: produced.sections },
      droppedDeadlines: 0,
    };
  }
  const kase = caseSchema.parse(produced.case);
  const ruling = ruleOn(kase, today);
  const { deadlines, dropped } = reviewDeadlines(produced.sections.deadlines, ruling, produced.language);
  const sections = { ...produced.sections, deadlines };
  return {
    answer: {
      response: renderChatMarkdown(sections, produced.language, produced.lead ? { lead: produced.lead } : {}),
      sections,
    },
    droppedDeadlines: dropped,
  };
}

/**
 * The chat use case: authorizes the session (re-reading its pass), applies the fair-use limit,
 * has the producer read the case and write the sections, and reviews them against the rights
 * engine. Nothing of the conversation is stored.
 */
export async function answerChat(
  deps: ChatDeps,
  sessionToken: string | undefined,
  request: Pick<ChatRequest, 'messages'> & { lang: 'en' | 'es' },
): Promise<ReviewedAnswer> {
  const { claims } = await authorizeSession(deps, sessionToken);
  await enforceRateLimit(
    { counter: deps.rateCounter, fingerprint: deps.fingerprint },
    RATE_RULES.chatPerSession,
    `${claims.role}:${claims.email}`,
    deps.clock.now(),
  );
  const today = todayOf(deps.clock);
  const produced = await deps.producer.produce({ messages: request.messages, lang: request.lang, today });
  return reviewAnswer(produced, today);
}
