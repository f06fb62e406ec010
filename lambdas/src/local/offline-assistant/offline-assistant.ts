import { CHAT_LIMITS, type ChatResponse } from '@lane/shared';
import type { Assistant, AssistantInput } from '../../domain/chat/assistant.js';
import { renderChatMarkdown } from '../../domain/chat/render.js';
import { BREVITY_LEVELS, composeSections, type Brevity } from './compose.js';
import { CONVERSATION } from './copy/conversation.js';
import { readSituation } from './situation.js';

/**
 * Lane without a model: reads the situation from the whole conversation and answers from the
 * reviewed bilingual templates. Deterministic (the same conversation always gets the same answer)
 * and free of I/O, so the local stack and the tests can rely on it.
 */
export class OfflineAssistant implements Assistant {
  async answer({ messages, lang }: AssistantInput): Promise<ChatResponse> {
    const situation = readSituation(messages);
    const answerLang = situation.writtenIn ?? lang;
    const lead = CONVERSATION[answerLang].lead;
    const render = (brevity: Brevity): ChatResponse => {
      const sections = composeSections(situation, answerLang, brevity);
      return { response: renderChatMarkdown(sections, answerLang, { lead }), sections };
    };
    let answer = render(0);
    for (const brevity of BREVITY_LEVELS.slice(1)) {
      if (answer.response.length <= CHAT_LIMITS.maxMessageChars) break;
      answer = render(brevity);
    }
    return answer;
  }
}
