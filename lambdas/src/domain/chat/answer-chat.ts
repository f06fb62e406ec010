import {
  CHAT_LIMITS,
  type CallLogEntry,
  type ChatRequest,
  type ChatResponse,
  type ChatSections,
} from '@lane/shared';
import type { Clock } from '../clock.js';
import { RATE_RULES, enforceRateLimit, type RateCounter } from '../rate-limit/rate-limit.js';
import { authorizeSession, type SessionDeps } from '../sessions/session.js';
import type { AnswerProducer, ProducedAnswer, ProducerEvent } from './assistant.js';
import type { CallLogCiter, CallLogCiting } from './call-log-citation.js';
import { caseSchema } from './case.js';
import { readingOf } from './reading.js';
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

/** What the call log's citation gives up first when an answer is too long (call-log-citation.ts). */
const CITING_STEPS = ['full', 'compact', 'newest', 'script', 'none'] as const satisfies CallLogCiting[];

/**
 * The review every answer passes, whoever wrote it: the rights engine, not the producer, decides
 * which rights the answer lists (in the table's words, with computed dates), the calls the person
 * logged are cited in the script and the email (`cite`, call-log-citation.ts), and the Markdown is
 * rendered from the reviewed sections so the two always agree.
 */
export function reviewAnswer(produced: ProducedAnswer, today: string, cite?: CallLogCiter): ReviewedAnswer {
  if (produced.verbatim) {
    return {
      answer: { response: produced.sections.strategy, sections: produced.sections },
      droppedDeadlines: 0,
    };
  }
  const kase = caseSchema.parse(produced.case);
  const ruling = ruleOn(kase, today);
  const { deadlines, dropped } = reviewDeadlines(produced.sections.deadlines, ruling, produced.language);
  // A scam warning the rights engine found opens the strategy, whoever wrote the rest.
  const missing = ruling.warnings
    .filter((fact) => !produced.warningsGivenBefore?.includes(fact.id))
    .map((fact) => fact.text[produced.language].detail)
    .filter((warning) => !produced.sections.strategy.includes(warning));
  const strategy = [...missing, produced.sections.strategy].join(' ');
  let sections: ChatSections = { ...produced.sections, strategy, deadlines };
  let citing = 0;
  const cited = () => (cite ? cite(sections, produced.language, CITING_STEPS[citing]!) : sections);
  const render = () =>
    renderChatMarkdown(cited(), produced.language, produced.lead ? { lead: produced.lead } : {});
  const tooLong = () => render().length > CHAT_LIMITS.maxMessageChars;
  /** The call log's citation one step shorter, down to `last`; false when it is already there. */
  const citeLess = (last: CallLogCiting) => {
    if (!cite || citing >= CITING_STEPS.indexOf(last)) return false;
    citing += 1;
    return true;
  };
  // The reviewed rights in full can push a long answer past one message: then the longest right
  // keeps its first sentences (the rule itself), with its title and official source, until it fits.
  while (tooLong()) {
    const shorter = withLongestRightShortened(sections.deadlines);
    if (!shorter) break;
    sections = { ...sections, deadlines: shorter };
  }
  // The email then cites the earlier calls by their day (and reference) only.
  while (tooLong() && citeLess('compact'));
  // Still too long: the talking points go from the last (the figures list first), one stays. An
  // answer over the limit could not be sent back as the conversation's history for a follow-up.
  while (tooLong() && sections.talking_points.length > 1)
    sections = { ...sections, talking_points: sections.talking_points.slice(0, -1) };
  // The email then cites the newest call only (the script still opens with it).
  while (tooLong() && citeLess('newest'));
  // Still too long (a long Spanish answer with several rights): the rights listed last go, one at a
  // time, the first kept. The strategy still says what to do; a message over the limit would make
  // the person's next question fail.
  while (tooLong() && sections.deadlines.length > 1)
    sections = { ...sections, deadlines: sections.deadlines.slice(0, -1) };
  // Last, the email's citation, then the script's: the answer must fit one message.
  while (tooLong() && citeLess('none'));
  return {
    // The reading travels with the answer, for a practice or an escalation of it (reading.ts).
    answer: { response: render(), sections: cited(), reading: readingOf(kase, ruling) },
    droppedDeadlines: dropped,
  };
}

/** Where one sentence of a right's detail ends and the next begins ("… 1005.11(c). If …"). */
const SENTENCE_END = /(?<=[.!?])\s+(?=[A-ZÁÉÍÓÚÑ¿«"(])/u;

/** The rights with the longest detail less its last sentence; undefined when none has two. */
function withLongestRightShortened(
  deadlines: ChatSections['deadlines'],
): ChatSections['deadlines'] | undefined {
  const candidates = deadlines
    .map((deadline, index) => ({ index, sentences: deadline.detail.split(SENTENCE_END) }))
    .filter((candidate) => candidate.sentences.length > 1);
  const longest = candidates.sort(
    (a, b) => (deadlines[b.index]?.detail.length ?? 0) - (deadlines[a.index]?.detail.length ?? 0),
  )[0];
  if (!longest) return undefined;
  const detail = longest.sentences.slice(0, -1).join(' ');
  return deadlines.map((deadline, index) => (index === longest.index ? { ...deadline, detail } : deadline));
}

export interface AnswerOptions {
  /** Each delta (or reset) the producer writes, as it writes it: display-only, before the review. */
  onEvent?: (event: ProducerEvent) => void;
  /** Aborted when nobody is listening any more: the producer may stop early. */
  signal?: AbortSignal;
}

/** A chat request that has passed the session and the fair-use limit, ready to be answered. */
export interface ChatTurn {
  /**
   * Has the producer read the case and write the sections (streaming them to `onEvent`), then
   * reviews them against the rights engine: the answer of record, the same with or without a listener.
   */
  answer(options?: AnswerOptions): Promise<ReviewedAnswer>;
}

/** A chat request as parsed: the conversation, its language, and the calls the person logged. */
export type ChatTurnRequest = Pick<ChatRequest, 'messages'> & {
  lang: 'en' | 'es';
  callLog?: readonly CallLogEntry[] | undefined;
};

/**
 * The chat use case, first half: authorizes the session (re-reading its pass) and applies the
 * fair-use limit. Every refusal is thrown from here, before anything of the answer exists, so a
 * streamed answer never starts for a request that would be refused. Nothing of the conversation
 * is stored.
 */
export async function openChat(
  deps: ChatDeps,
  sessionToken: string | undefined,
  request: ChatTurnRequest,
): Promise<ChatTurn> {
  const { claims } = await authorizeSession(deps, sessionToken);
  await enforceRateLimit(deps, RATE_RULES.chatPerSession, `${claims.role}:${claims.email}`, deps.clock.now());
  return {
    async answer({ onEvent, signal } = {}) {
      const today = todayOf(deps.clock);
      let open = true;
      // A producer's late event (after it answered or failed) must never follow the final one.
      const forward = onEvent ? (event: ProducerEvent) => open && onEvent(event) : undefined;
      try {
        const produced = await deps.producer.produce({
          messages: request.messages,
          lang: request.lang,
          today,
          ...(request.callLog?.length ? { callLog: request.callLog } : {}),
          ...(forward ? { onEvent: forward } : {}),
          ...(signal ? { signal } : {}),
        });
        // The citation's module is loaded only for a request that carries a call log.
        const cite = request.callLog?.length
          ? (await import('./call-log-citation.js')).callLogCiter(request.callLog, today)
          : undefined;
        return reviewAnswer(produced, today, cite);
      } finally {
        open = false;
      }
    },
  };
}

/** The whole chat use case at once: authorize, limit, produce, review (no listener). */
export async function answerChat(
  deps: ChatDeps,
  sessionToken: string | undefined,
  request: ChatTurnRequest,
): Promise<ReviewedAnswer> {
  return (await openChat(deps, sessionToken, request)).answer();
}
