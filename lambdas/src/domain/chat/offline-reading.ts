import type { ChatMessage } from '@lane/shared';
import { readConversation } from './read-case.js';
import { readingOf, type AnswerReading } from './reading.js';
import { ruleOn } from './rights.js';

/**
 * The reading the offline assistant gives an answer (adapters/offline-assistant/offline-assistant.ts
 * reads the conversation with read-case.ts, and the review rules on it, answer-chat.ts): for the
 * evaluation sets and tests of the practice and the escalation, which start from a conversation.
 * The functions themselves never read one: they take the reading the answer carried (reading.ts).
 * `messages` may end with the answer itself; it was given on the conversation before it.
 */
export function offlineReadingOf(messages: readonly ChatMessage[], today: string): AnswerReading {
  const asked = messages.at(-1)?.role === 'assistant' ? messages.slice(0, -1) : messages;
  const kase = readConversation(asked, today).case;
  return readingOf(kase, ruleOn(kase, today));
}
