import { useSyncExternalStore } from 'react';
import { useLanguage } from '../../../lib/language';
import { useRemembered } from '../../../lib/page-memory';
import { createChatStore, pendingAnswer, type ChatStore } from '../chat-store';

/**
 * The one conversation of this tab, kept above the router (docs/chat-screen.md): the conversation,
 * the call log, and what other parts of the page (the practice call, the escalation) read from them.
 */
export function useChatStore(): ChatStore {
  return useRemembered('chat', () => createChatStore(typeof window === 'undefined' ? null : window));
}

/**
 * The chat, streamed: sending adds the question and an answer that fills in as it
 * arrives; Stop, Retry and a new topic; lost access turns the page read-only (chat-store.ts).
 */
export function useChat() {
  const store = useChatStore();
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const language = useLanguage();
  return {
    ...state,
    pending: pendingAnswer(state),
    send: (text: string) => store.send(text, language),
    retry: () => store.retry(language),
    stop: store.stop,
    clear: store.clear,
    setDraft: store.setDraft,
    endPass: store.endPass,
    addCall: store.addCall,
    updateCall: store.updateCall,
    removeCall: store.removeCall,
  };
}
