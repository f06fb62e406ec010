import type { ChatMessage, ChatResponse, Language } from '@lane/shared';

export interface AssistantInput {
  /** The whole conversation the browser holds, oldest first; the last message is the user's. */
  messages: ChatMessage[];
  /** The language of the page the user is on. */
  lang: Language;
}

/**
 * What the chat route needs from whoever writes the answer: Bedrock in the cloud, the offline
 * assistant locally. Failures are thrown as LaneError with one of these codes:
 * - `ai_configuration`: the model refused our credentials or API key (details say so);
 * - `ai_unavailable`: throttled, not ready or out of time; trying again later can work;
 * - `ai_error`: any other model failure, with details (`empty` when the model said nothing).
 */
export interface Assistant {
  answer(input: AssistantInput): Promise<ChatResponse>;
}

/** The `details` of the ai_error thrown when the model answered with nothing usable. */
export const EMPTY_ANSWER_DETAILS = 'empty';
