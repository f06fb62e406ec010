import type { ChatMessage, ChatResponse } from '@lane/shared';
import { reviewAnswer } from '../src/domain/chat/answer-chat.js';
import { OfflineAssistant } from '../src/adapters/offline-assistant/offline-assistant.js';

/** The day the offline assistant's tests answer on. */
export const TODAY = '2026-11-22';

const assistant = new OfflineAssistant();

/**
 * A whole conversation as a person has it with the offline assistant: each turn answered and
 * reviewed as the chat use case does, the answer sent back as history for the next turn.
 */
export async function conversation(lang: 'en' | 'es', ...turns: string[]): Promise<ChatResponse[]> {
  return conversationOn(TODAY, lang, ...turns);
}

/** The same conversation typed on another day (a situation dated in its own year). */
export async function conversationOn(
  today: string,
  lang: 'en' | 'es',
  ...turns: string[]
): Promise<ChatResponse[]> {
  const messages: ChatMessage[] = [];
  const answers: ChatResponse[] = [];
  for (const turn of turns) {
    messages.push({ role: 'user', content: turn });
    const produced = await assistant.produce({ messages: [...messages], lang, today });
    const answer = reviewAnswer(produced, today).answer;
    answers.push(answer);
    messages.push({ role: 'assistant', content: answer.response });
  }
  return answers;
}
