import type { ChatMessage } from '@lane/shared';
import { offlineReadingOf } from '../chat/offline-reading.js';
import { practiceCaseOf, type PracticeCase } from './practice-case.js';

/** The call for a conversation as the offline assistant reads it (chat/offline-reading.ts): tests and evaluation. */
export function readPracticeCase(messages: readonly ChatMessage[], today: string): PracticeCase {
  return practiceCaseOf(offlineReadingOf(messages, today), messages);
}
