import {
  CALL_LOG_LIMITS,
  type CallLogEntry,
  type ChatStreamEvent,
  type EscalateResponse,
  type Language,
} from '@lane/shared';
import type { ApiError } from '../../lib/api';
import { streamChat } from './api/stream-chat';
import { callLogForApi, sortCalls, type LoggedCall } from './call-log';
import { describeChatFailure, EmptyAnswerError } from './chat-errors';
import { conversationForApi, type AnswerEntry, type ChatEntry } from './conversation';

/** Why the page turned read-only: the pass ran out (or its session is gone) mid-conversation. */
export interface PassEnd {
  reason: 'expired' | 'no_session';
  durationHours: number | undefined;
}

interface ChatState {
  entries: readonly ChatEntry[];
  /** What the composer holds, kept here so moving between pages (or a failed send) keeps it. */
  draft: string;
  /** The pass ended while the conversation was open: it stays, read-only. */
  ended: PassEnd | null;
  /**
   * The calls the person logged (call-log.ts), oldest first: part of the conversation, so they go
   * with every later request, into Download, and away with New topic.
   */
  callLog: readonly LoggedCall[];
  /** "If they still say no" answers already fetched, by the answer they follow: coming back to the page keeps them. */
  escalations: Readonly<Record<string, EscalateResponse>>;
}

const EMPTY_CHAT: ChatState = { entries: [], draft: '', ended: null, callLog: [], escalations: {} };

export type ChatStore = ReturnType<typeof createChatStore>;

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** Why access was lost, from a refusal with the shared code `expired` or `no_session`. */
const passEndOf = (error: ApiError): PassEnd => ({
  reason: error.code === 'expired' ? 'expired' : 'no_session',
  durationHours: error.body?.durationHours,
});

/** The answer a person is waiting for, if any. */
export function pendingAnswer(state: ChatState): AnswerEntry | undefined {
  const last = state.entries.at(-1);
  return last?.role === 'assistant' && (last.status === 'thinking' || last.status === 'streaming')
    ? last
    : undefined;
}

/**
 * The conversation, in memory above the router (docs/chat-screen.md): a page that unmounts mid-answer
 * leaves the answer streaming in here, and the page shows it again when the person comes back.
 * Nothing is ever written to storage. While there is a conversation, closing or reloading the tab
 * asks first (the browser's own prompt), since that erases it.
 */
export function createChatStore(target: Pick<Window, 'addEventListener' | 'removeEventListener'> | null) {
  let state: ChatState = EMPTY_CHAT;
  let controller: AbortController | null = null;
  let lastId = 0;
  const listeners = new Set<() => void>();
  const nextId = () => String(++lastId);

  const warnBeforeUnload = (event: BeforeUnloadEvent) => {
    event.preventDefault();
    // Older browsers show the prompt only when returnValue is set.
    event.returnValue = '';
  };
  let warning = false;
  let disposed = false;

  const set = (next: Partial<ChatState>) => {
    state = { ...state, ...next };
    const shouldWarn = state.entries.length > 0 || state.callLog.length > 0;
    if (shouldWarn !== warning && target && !disposed) {
      if (shouldWarn) target.addEventListener('beforeunload', warnBeforeUnload);
      else target.removeEventListener('beforeunload', warnBeforeUnload);
      warning = shouldWarn;
    }
    listeners.forEach((listener) => listener());
  };

  const updateAnswer = (id: string, change: (answer: AnswerEntry) => AnswerEntry) =>
    set({
      entries: state.entries.map((entry) =>
        entry.id === id && entry.role === 'assistant' ? change(entry) : entry,
      ),
    });

  const onEvent = (id: string) => (event: ChatStreamEvent) => {
    switch (event.type) {
      case 'delta':
        updateAnswer(id, (answer) => ({
          ...answer,
          status: 'streaming',
          drafts: { ...answer.drafts, [event.section]: (answer.drafts[event.section] ?? '') + event.text },
        }));
        break;
      case 'reset':
        updateAnswer(id, (answer) => ({ ...answer, status: 'thinking', drafts: {} }));
        break;
      case 'final':
      case 'error':
        // The promise carries both outcomes (resolved with the answer, rejected with the error).
        break;
    }
  };

  /** Asks for an answer to the conversation as it stands (its last entry is the question). */
  async function ask(lang: Language): Promise<void> {
    const question = state.entries.at(-1);
    if (question?.role !== 'user') return;
    const callLog = callLogForApi(state.callLog);
    const messages = conversationForApi(state.entries, callLog ? { callLog } : {});
    const answerId = nextId();
    const answer: AnswerEntry = {
      id: answerId,
      role: 'assistant',
      status: 'thinking',
      drafts: {},
      content: '',
      sections: null,
    };
    set({ entries: [...state.entries, answer] });
    const own = new AbortController();
    controller = own;
    try {
      const final = await streamChat(messages, lang, {
        signal: own.signal,
        onEvent: onEvent(answerId),
        ...(callLog ? { callLog } : {}),
      });
      if (!final.response.trim()) throw new EmptyAnswerError();
      updateAnswer(answerId, (current) => ({
        ...current,
        status: 'done',
        content: final.response,
        sections: final.sections,
        ...(final.reading ? { reading: final.reading } : {}),
      }));
    } catch (error) {
      if (!state.entries.some((entry) => entry.id === answerId)) return; // cleared meanwhile
      if (isAbort(error) || own.signal.aborted) {
        updateAnswer(answerId, (current) => ({ ...current, status: 'stopped' }));
        return;
      }
      const failure = describeChatFailure(error);
      if (failure.kind === 'access_lost') {
        // The question stays; the page turns read-only with Download and Buy.
        set({
          entries: state.entries.filter((entry) => entry.id !== answerId),
          ended: passEndOf(failure.error),
        });
        return;
      }
      updateAnswer(answerId, (current) => ({
        ...current,
        status: 'failed',
        failure: { notice: failure.notice, ...(failure.details ? { details: failure.details } : {}) },
      }));
      // The question goes back into the composer, to send again or to change.
      if (!state.draft.trim()) set({ draft: question.content });
    } finally {
      if (controller === own) controller = null;
    }
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setDraft: (draft: string) => set({ draft }),

    /** Sends a new question. A failed exchange just before it is replaced, not kept twice. */
    send(text: string, lang: Language): Promise<void> {
      const content = text.trim();
      if (!content || pendingAnswer(state) || state.ended) return Promise.resolve();
      const last = state.entries.at(-1);
      const entries =
        last?.role === 'assistant' && last.status === 'failed' ? state.entries.slice(0, -2) : state.entries;
      set({ entries: [...entries, { id: nextId(), role: 'user', content }], draft: '' });
      return ask(lang);
    },

    /** Asks the last question again, after a failed or stopped answer. */
    retry(lang: Language): Promise<void> {
      const last = state.entries.at(-1);
      if (
        state.ended ||
        last?.role !== 'assistant' ||
        (last.status !== 'failed' && last.status !== 'stopped')
      )
        return Promise.resolve();
      const question = state.entries.at(-2);
      set({
        entries: state.entries.slice(0, -1),
        // The question was put back in the composer after a failure; it is being sent now.
        draft: question?.role === 'user' && state.draft === question.content ? '' : state.draft,
      });
      return ask(lang);
    },

    /** Stops the answer on its way: what arrived stays, marked as stopped. */
    stop: () => controller?.abort(),

    /** Forgets the whole conversation and its call log (a new topic, or the session ended). */
    clear() {
      const running = controller;
      controller = null;
      set({ entries: [], draft: '', ended: null, callLog: [], escalations: {} });
      running?.abort();
    },

    /** Logs a call (an entry checked by call-log.ts `checkCall`); false when the log is full or read-only. */
    addCall(entry: CallLogEntry): boolean {
      if (state.ended || state.callLog.length >= CALL_LOG_LIMITS.maxEntries) return false;
      set({ callLog: sortCalls([...state.callLog, { ...entry, id: nextId() }]) });
      return true;
    },

    /** Replaces what was noted for one call. */
    updateCall(id: string, entry: CallLogEntry): void {
      if (state.ended) return;
      set({ callLog: sortCalls(state.callLog.map((call) => (call.id === id ? { ...entry, id } : call))) });
    },

    removeCall(id: string): void {
      if (state.ended) return;
      set({ callLog: state.callLog.filter((call) => call.id !== id) });
    },

    /** Keeps the escalation fetched for one answer (while that answer is still on the page). */
    keepEscalation(answerId: string, escalation: EscalateResponse): void {
      if (!state.entries.some((entry) => entry.id === answerId)) return;
      set({ escalations: { ...state.escalations, [answerId]: escalation } });
    },

    /** Another request (the escalation's) was refused for lost access: the page turns read-only, as for the chat's. */
    loseAccess(error: ApiError): void {
      controller?.abort();
      set({ ended: passEndOf(error) });
    },

    /** The app is going away: let go of the page (its unload prompt) and of any answer on its way. */
    dispose() {
      disposed = true;
      controller?.abort();
      target?.removeEventListener('beforeunload', warnBeforeUnload);
      warning = false;
    },

    /** The pass ended: the conversation stays on screen, read-only. */
    endPass(end: PassEnd) {
      controller?.abort();
      set({ ended: end });
    },
  };
}
