import type { Language, PracticeRequest, PracticeStreamEvent } from '@lane/shared';
import { detectLanguage } from '../chat/detect-language.js';
import type { AnswerReading } from '../chat/reading.js';
import { practiceCaseOf } from './practice-case.js';
import { offlineVoice, type PracticeDeps, type PracticeInput } from './practice.js';
import { nextRepLine, replayCall } from './rep.js';
import { scoreCall } from './scorecard.js';

export { readingFrom } from '../chat/reading.js';

/**
 * One practice request after its refusals are past (practice.ts `openPractice`): the call from the
 * answer's reading (chat/reading.ts), replayed from the person's lines, then the rep's next line or
 * the scorecard. Loaded on first use: the rep and the scorecard are most of the function's code.
 */
export async function runPractice(
  deps: Pick<PracticeDeps, 'voice'>,
  request: PracticeInput,
  reading: AnswerReading,
  onEvent: (event: PracticeStreamEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  const practice = practiceCaseOf(reading, request.messages);
  const lang = practiceLanguage(request.messages, request.lang);
  const replay = replayCall(practice, request.level, request.turns, lang);
  if (request.end) {
    onEvent({ type: 'scorecard', scorecard: scoreCall(replay, practice, lang) });
    return;
  }
  const planned = nextRepLine(replay);
  const text = await (deps.voice ?? offlineVoice).speak({
    practice,
    level: request.level,
    turns: request.turns,
    lang,
    planned,
    onDelta: (delta) => onEvent({ type: 'delta', text: delta }),
    signal,
  });
  onEvent({
    type: 'reply',
    text,
    ...(planned.tactic ? { tactic: planned.tactic } : {}),
    ...(planned.settled ? { settled: true } : {}),
  });
}

/**
 * The practice is in the conversation's language: the language of Lane's latest answer (a person
 * who wrote in Spanish on the English page was answered in Spanish), else of the person's latest
 * message, else the request's `lang`.
 */
export function practiceLanguage(messages: PracticeRequest['messages'], lang: Language): Language {
  const latest = (role: 'user' | 'assistant') =>
    messages.filter((message) => message.role === role).at(-1)?.content;
  const answer = latest('assistant');
  return (
    (answer !== undefined ? detectLanguage(answer) : undefined) ??
    detectLanguage(latest('user') ?? '') ??
    lang
  );
}
