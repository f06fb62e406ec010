import { CHAT_LIMITS, type ChatSections, type Language } from '@lane/shared';
import type { AnswerProducer, ProducedAnswer, ProducerInput } from '../../domain/chat/assistant.js';
import { renderChatMarkdown } from '../../domain/chat/render.js';
import { sectionDeltas } from '../../domain/chat/section-deltas.js';
import { readConversation } from '../../domain/chat/read-case.js';
import { ruleOn } from '../../domain/chat/rights.js';
import { BREVITY_LEVELS, composeSections, warningsGivenBefore } from './compose.js';
import { CONVERSATION } from './copy/conversation.js';
import { withFullFiguresInLetter, withoutUnsaidActions } from './unsaid-actions.js';

/** Fewer than this and the answer stops being something to hold in front of you on a call. */
const MIN_TALKING_POINTS = 2;

/** One turn of the event loop: each section leaves as its own write, as a model's would. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Lane without a model: reads the case from the whole conversation with rules and answers from the
 * reviewed bilingual templates. Deterministic (the same conversation on the same day always gets the
 * same answer) and free of I/O, so the local stack and the tests can rely on it. It streams its
 * finished sections one after another (strategy first) through the same protocol as Bedrock.
 */
export class OfflineAssistant implements AnswerProducer {
  async produce({ messages, lang, today, onEvent, signal }: ProducerInput): Promise<ProducedAnswer> {
    const answer = this.compose(messages, lang, today);
    if (onEvent) {
      for (const event of sectionDeltas(answer.sections)) {
        if (signal?.aborted) break;
        onEvent(event);
        await nextTurn();
      }
    }
    return answer;
  }

  private compose(messages: ProducerInput['messages'], lang: Language, today: string): ProducedAnswer {
    const reading = readConversation(messages, today);
    const language: Language = reading.case.writtenIn ?? lang;
    const ruling = ruleOn(reading.case, today);
    const lead = CONVERSATION[language].lead;
    const fits = (candidate: ChatSections) =>
      renderChatMarkdown(candidate, language, { lead }).length <= CHAT_LIMITS.maxMessageChars;
    // Fewer talking points, the first ones kept, down to two. A warning against a rule that is not in
    // force is never the one dropped.
    const cautions = new Set(ruling.cautions.map((fact) => fact.text[language].detail));
    const trimPoints = (from: ChatSections): ChatSections => {
      let trimmed = from;
      while (!fits(trimmed) && trimmed.talking_points.length > MIN_TALKING_POINTS) {
        const points = [...trimmed.talking_points];
        const last = points.findLastIndex((point) => !cautions.has(point));
        if (last < 0) break;
        points.splice(last, 1);
        trimmed = { ...trimmed, talking_points: points };
      }
      return trimmed;
    };
    // Shorter forms in order: fewer talking points first; the words of the later steps go only as a
    // last resort (a step without its words helps nobody on the phone), and a follow-up, which has no
    // brief form, loses talking points alone. The strategy, the email and the rights stay whole.
    let sections: ChatSections = composeSections(reading, language, today, ruling, 0);
    for (const brevity of BREVITY_LEVELS.slice(1)) {
      if (fits(sections)) break;
      const shorter = composeSections(reading, language, today, ruling, brevity);
      sections =
        brevity === BREVITY_LEVELS.at(-1) && fits(trimPoints(sections)) ? trimPoints(sections) : shorter;
    }
    sections = trimPoints(sections);
    // The letter and the call claim only the steps the person said they took.
    sections = withoutUnsaidActions(
      sections,
      messages.filter((m) => m.role === 'user').map((m) => m.content),
      language,
    );
    // A letter to a card issuer or a collector writes "1.2k" in full.
    if (reading.case.area === 'credit_card_fees' || reading.case.area === 'debt_collection')
      sections = withFullFiguresInLetter(sections);
    const givenBefore = warningsGivenBefore(reading, ruling, language, today);
    return {
      case: reading.case,
      sections,
      language,
      lead,
      ...(givenBefore.length > 0 ? { warningsGivenBefore: givenBefore } : {}),
    };
  }
}
