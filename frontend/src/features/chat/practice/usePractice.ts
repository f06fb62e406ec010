import type { PracticeLevel } from '@lane/shared';
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
    return {
      messages: conversationForApi(upTo < 0 ? entries : entries.slice(0, upTo + 1)),
      // Practice is offered only under an answer that carries its reading (AnswerView.tsx).
      reading: (answer?.role === 'assistant' ? answer.reading : undefined) ?? {},
      callLog: callLogForApi(latest.current.callLog),
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
