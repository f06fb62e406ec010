import {
  CHAT_LIMITS,
  MAX_BODY_BYTES,
  type AnswerReadingWire,
  type ChatMessage,
  type ChatSections,
  type StreamSection,
} from '@lane/shared';
import type { ChatNotice } from './chat-errors';

interface QuestionEntry {
  id: string;
  role: 'user';
  content: string;
}

/**
 * Where an answer stands: `thinking` until its first words, `streaming` while they arrive, then
 * `done` (the answer of record), `stopped` by the person (what arrived is kept) or `failed`.
 */
export type AnswerStatus = 'thinking' | 'streaming' | 'done' | 'stopped' | 'failed';

/** The text each section has received so far while the answer streams (display only). */
export type SectionDrafts = Partial<Record<StreamSection, string>>;

export interface AnswerEntry {
  id: string;
  role: 'assistant';
  status: AnswerStatus;
  drafts: SectionDrafts;
  /** The answer of record's Markdown, once `done`. */
  content: string;
  /** The answer of record's sections, once `done`. */
  sections: ChatSections | null;
  /**
   * The reading the answer was given on (the typed case and its rights), kept unread and sent back
   * with a practice or an escalation of this answer. Absent for a guardrail's message.
   */
  reading?: AnswerReadingWire;
  /** Why it failed, named from the shared error codes (chat-errors.ts). */
  failure?: { notice: ChatNotice; details?: string };
}

/** One message of the conversation, held in memory only: closing or reloading the tab erases it. */
export type ChatEntry = QuestionEntry | AnswerEntry;

/**
 * What the chat API receives: the whole conversation (never stored), within the API's limits.
 * Only finished answers are context: a failed or stopped exchange is left out, so roles keep
 * alternating; the window starts on a question; long answers are cut to the per-message limit
 * rather than have the whole call refused. `alongside` is the rest of the body (the call log, an
 * answer's reading, a practice's lines): its bytes count too.
 */
export function conversationForApi(entries: readonly ChatEntry[], alongside: object = {}): ChatMessage[] {
  const messages: ChatMessage[] = [];
  for (const entry of entries) {
    if (entry.role === 'assistant' && entry.status !== 'done') {
      if (messages.at(-1)?.role === 'user') messages.pop();
      continue;
    }
    messages.push({ role: entry.role, content: entry.content.slice(0, CHAT_LIMITS.maxMessageChars) });
  }
  const window = messages.slice(-CHAT_LIMITS.maxMessages);
  // The API refuses bodies over 32 KB: a long conversation keeps its newest exchanges that fit.
  while (window.length > 1 && requestBytes(window, alongside) > MAX_BODY_BYTES - BODY_MARGIN_BYTES)
    window.shift();
  while (window[0]?.role === 'assistant') window.shift();
  return window;
}

/** Room for the rest of the request body (the language field, JSON punctuation). */
const BODY_MARGIN_BYTES = 256;
const encoder = new TextEncoder();
const requestBytes = (messages: readonly ChatMessage[], alongside: object): number =>
  encoder.encode(JSON.stringify({ ...alongside, messages })).length;
