import type { EscalateResponse } from '@lane/shared';
import { offlineReadingOf } from '../chat/offline-reading.js';
import { escalationFor, type EscalationInput } from './escalation.js';

/** The escalation of a conversation as the offline assistant reads it (chat/offline-reading.ts): tests and evaluation. */
export function escalationOfConversation(input: Omit<EscalationInput, 'reading'>): EscalateResponse {
  return escalationFor({ ...input, reading: offlineReadingOf(input.messages, input.today) });
}
