import type { CallLogEntry, ChatMessage, ChatSections, Language, StreamSection } from '@lane/shared';
import type { Case } from './case.js';
import type { FactId } from './facts.js';

/**
 * What a producer may say while it writes (the stream protocol of shared/src/chat-stream.ts,
 * before the review): more text for a section, or `reset` when it throws its text away to ask again.
 */
export type ProducerEvent = { type: 'delta'; section: StreamSection; text: string } | { type: 'reset' };

export interface ProducerInput {
  /** The whole conversation the browser holds, oldest first; the last message is the user's. */
  messages: ChatMessage[];
  /** The language of the page the user is on. */
  lang: Language;
  /** The server's calendar day (YYYY-MM-DD): dates without a year and deadlines count from it. */
  today: string;
  /**
   * The calls the person logged (shared/src/call-log.ts), when they noted any: a model builds its
   * script on them; the review cites them either way (call-log-citation.ts).
   */
  callLog?: readonly CallLogEntry[];
  /** Called with each section delta as the producer writes; the answer it returns is the one of record. */
  onEvent?: (event: ProducerEvent) => void;
  /** Aborted when nobody is listening any more (the browser stopped or went away). */
  signal?: AbortSignal;
}

/** What a producer hands back before the review: its reading of the case and the sections. */
export interface ProducedAnswer {
  /** The typed reading of the case (validated with caseSchema): the rights engine decides from it. */
  readonly case: Case;
  readonly sections: ChatSections;
  /** The language the sections are written in (it decides the headings). */
  readonly language: Language;
  /** A line shown above the answer (the offline assistant says what it is there). */
  readonly lead?: string;
  /** The text is final as it is (a guardrail's message): shown without review or sections. */
  readonly verbatim?: boolean;
  /**
   * Scam warnings Lane's last answer already gave word for word, which the latest message does not
   * call for again: the review does not replay them at the top of a follow-up.
   */
  readonly warningsGivenBefore?: readonly FactId[];
}

/**
 * The port behind the chat use case: whoever writes the sections (Bedrock in the cloud, the
 * offline assistant locally). Failures are thrown as LaneError with one of these codes:
 * - `ai_configuration`: the model refused our credentials or API key (details say so);
 * - `ai_unavailable`: throttled, not ready or out of time; trying again later can work;
 * - `ai_error`: any other model failure, with details (`empty` when the model said nothing).
 */
export interface AnswerProducer {
  produce(input: ProducerInput): Promise<ProducedAnswer>;
}

/** The `details` of the ai_error thrown when the model answered with nothing usable. */
export const EMPTY_ANSWER_DETAILS = 'empty';
