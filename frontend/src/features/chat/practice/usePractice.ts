import { PRACTICE_LIMITS, type PracticeLevel } from '@lane/shared';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLanguage } from '../../../lib/language';
import { callLogForApi } from '../call-log';
import { conversationForApi } from '../conversation';
import { useChat } from '../hooks/useChat';
import { createPracticeStore, type PracticeContext } from './practice-store';

/**
 * The practice of one answer: its own store, in this tab's memory only, and what each request
 * carries, read when it is sent (the conversation up to that answer, the call log, the page's
 * language).
 */
export function usePractice(answerId: string) {
  const chat = useChat();
  const latest = useRef(chat);
  latest.current = chat;
  const language = useLanguage();
  const [store] = useState(() => createPracticeStore((end) => latest.current.endPass(end)));
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  useEffect(() => () => store.dispose(), [store]);

  const context = (): PracticeContext => {
    const { entries } = latest.current;
    const upTo = entries.findIndex((entry) => entry.id === answerId);
    const answer = entries[upTo];
    // Practice is offered only under an answer that carries its reading (AnswerView.tsx).
    const reading = (answer?.role === 'assistant' ? answer.reading : undefined) ?? {};
    const callLog = callLogForApi(latest.current.callLog);
    // The rest of the body counts against its limit too: the reading, the call log, the lines so far
    // and the one the person may be sending now, at its longest.
    const turns = [
      ...store.getState().lines.map((line) => ({ role: line.role, content: line.content })),
      { role: 'person', content: 'é'.repeat(PRACTICE_LIMITS.maxTurnChars) },
    ];
    return {
      messages: conversationForApi(upTo < 0 ? entries : entries.slice(0, upTo + 1), {
        reading,
        callLog,
        turns,
        level: 'tough',
        end: false,
      }),
      reading,
      callLog,
      lang: language,
    };
  };

  return {
    ...state,
    /** The pass ended: the chat is read-only, and so is the practice. */
    passEnded: chat.ended !== null,
    setDraft: store.setDraft,
    start: (level: PracticeLevel) => void store.start(level, context()),
    say: (text: string) => void store.say(text, context()),
    end: () => void store.end(context()),
    retry: () => void store.retry(context()),
    stop: store.stop,
    again: store.again,
  };
}
