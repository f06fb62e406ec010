import {
  chatResponseSchema,
  sessionResponseSchema,
  type ChatMessage,
  type ChatRequest,
  type ChatResponse,
  type ChatStreamEvent,
  type Language,
  type StreamSection,
} from '@lane/shared';
import { apiRequest } from '../../../lib/api';

/** GET /api/session: this browser's session and the pass behind it (DESIGN §3). */
export function getSession(signal?: AbortSignal) {
  return apiRequest('/api/session', { response: sessionResponseSchema, signal });
}

/** DELETE /api/session: the server clears the HttpOnly cookie the page itself cannot touch. */
export function endSession() {
  return apiRequest('/api/session', { method: 'DELETE' });
}

/** POST /api/chat with the whole conversation the page holds; the server never stores it. */
export function askLane(messages: ChatMessage[], lang: Language) {
  const body: ChatRequest = { messages, lang };
  return apiRequest('/api/chat', { method: 'POST', body, response: chatResponseSchema });
}

/**
 * Temporary stand-in for the streamed chat: asks for the whole answer, then hands it over as one
 * delta per section and the final event, in the stream's own order.
 */
export async function streamChat(
  messages: ChatMessage[],
  lang: Language,
  options: { signal?: AbortSignal; onEvent: (event: ChatStreamEvent) => void },
): Promise<ChatResponse> {
  options.signal?.throwIfAborted();
  const answer = await askLane(messages, lang);
  options.signal?.throwIfAborted();
  const { sections } = answer;
  const texts: [StreamSection, string][] = [
    ['strategy', sections.strategy],
    ['phone_script', sections.phone_script],
    ['email_subject', sections.email.subject],
    ['email_body', sections.email.body],
    ['talking_points', sections.talking_points.join('\n')],
    ['questions', sections.questions.join('\n')],
  ];
  for (const [section, text] of texts) if (text) options.onEvent({ type: 'delta', section, text });
  options.onEvent({ type: 'final', answer });
  return answer;
}
