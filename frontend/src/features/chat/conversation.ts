import { CHAT_LIMITS, MAX_BODY_BYTES, type ChatMessage, type ChatSections } from '@lane/shared';

export interface QuestionEntry {
  id: string;
  role: 'user';
  content: string;
}

export interface AnswerEntry {
  id: string;
  role: 'assistant';
  content: string;
  sections: ChatSections | null;
  /** The apology shown when the AI call failed (spec §8): shown, never sent back as context. */
  failed: boolean;
}

/** One message of the conversation, held in React state only: a refresh erases it (spec §1). */
export type ChatEntry = QuestionEntry | AnswerEntry;

/**
 * What the chat API receives (DESIGN §3): the whole conversation, within the API's limits.
 * A failed exchange is left out, so roles keep alternating; the window starts on a question;
 * long answers are cut to the per-message limit rather than have the whole call refused.
 */
export function conversationForApi(entries: readonly ChatEntry[]): ChatMessage[] {
  const messages: ChatMessage[] = [];
  for (const entry of entries) {
    if (entry.role === 'assistant' && entry.failed) {
      if (messages.at(-1)?.role === 'user') messages.pop();
      continue;
    }
    messages.push({ role: entry.role, content: entry.content.slice(0, CHAT_LIMITS.maxMessageChars) });
  }
  const window = messages.slice(-CHAT_LIMITS.maxMessages);
  // The API refuses bodies over 32 KB: a long conversation keeps its newest exchanges that fit.
  while (window.length > 1 && requestBytes(window) > MAX_BODY_BYTES - BODY_MARGIN_BYTES) window.shift();
  while (window[0]?.role === 'assistant') window.shift();
  return window;
}

/** Room for the rest of the request body (the language field, JSON punctuation). */
const BODY_MARGIN_BYTES = 256;
const encoder = new TextEncoder();
const requestBytes = (messages: readonly ChatMessage[]): number =>
  encoder.encode(JSON.stringify({ messages })).length;
