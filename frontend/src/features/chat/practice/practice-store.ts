import {
  PRACTICE_LIMITS,
  type AnswerReadingWire,
  type CallLogEntry,
  type ChatMessage,
  type Language,
  type PracticeLevel,
  type PracticeStreamEvent,
  type PracticeTurn,
  type RepTactic,
  type Scorecard,
} from '@lane/shared';
import type { PassEnd } from '../chat-store';
import { describeChatFailure, type ChatNotice } from '../chat-errors';
import { streamPractice, type PracticeOutcome } from './api/stream-practice';

/** One line of the practice call, as the screen shows it. */
export interface PracticeLine {
  id: number;
  role: PracticeTurn['role'];
  content: string;
  /** The playbook tactic the rep's line uses, when it uses one. */
  tactic?: RepTactic;
}

/** What the person is waiting for: the rep's next line (its words so far) or the scorecard. */
export interface PracticeWait {
  kind: 'reply' | 'scorecard';
  text: string;
}

/**
 * Why the last request gave nothing: a cause from the shared error codes (the chat's, chat-errors.ts),
 * the person's own Stop, or the pass ending. Each but the last can be tried again.
 */
export type PracticeFailure =
  | { notice: ChatNotice | 'stopped'; details?: string; retry: PracticeWait['kind'] }
  | { notice: 'pass_ended' };

export interface PracticeState {
  /** Choosing a level, on the call, or reading the scorecard. */
  stage: 'choose' | 'call' | 'scorecard';
  level: PracticeLevel;
  lines: readonly PracticeLine[];
  waiting: PracticeWait | null;
  /** The rep gave what the person asked for: the call is won. */
  settled: boolean;
  scorecard: Scorecard | null;
  failure: PracticeFailure | null;
  draft: string;
}

/** What every request carries besides the practice itself, read when it is sent. */
export interface PracticeContext {
  /** The conversation up to the answer being practised (conversationForApi). */
  messages: ChatMessage[];
  /** The reading that answer was given on, as the chat sent it. */
  reading: AnswerReadingWire;
  callLog: CallLogEntry[] | undefined;
  lang: Language;
}

const FRESH: Omit<PracticeState, 'level'> = {
  stage: 'choose',
  lines: [],
  waiting: null,
  settled: false,
  scorecard: null,
  failure: null,
  draft: '',
};

/**
 * The person can add a line while the rep's answer to it still fits the route's limit on turns
 * (shared/src/coach.ts): one for theirs, one for the rep's.
 */
export const canAddLine = (state: PracticeState) => state.lines.length <= PRACTICE_LIMITS.maxTurns - 2;

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

export type PracticeStore = ReturnType<typeof createPracticeStore>;

/**
 * One practice call, in memory only (like the conversation, never in storage, never in Download).
 * `onPassEnded` hands a lost pass to the chat, which turns the page read-only.
 */
export function createPracticeStore(onPassEnded: (end: PassEnd) => void) {
  let state: PracticeState = { ...FRESH, level: 'easy' };
  let controller: AbortController | null = null;
  let lastId = 0;
  const listeners = new Set<() => void>();

  const set = (next: Partial<PracticeState>) => {
    state = { ...state, ...next };
    listeners.forEach((listener) => listener());
  };

  const turns = (): PracticeTurn[] =>
    state.lines.map((line) => ({
      role: line.role,
      content: line.content.slice(0, PRACTICE_LIMITS.maxTurnChars),
    }));

  async function request(kind: PracticeWait['kind'], context: PracticeContext): Promise<void> {
    controller?.abort();
    const own = new AbortController();
    controller = own;
    set({ waiting: { kind, text: '' }, failure: null });
    const onEvent = (event: PracticeStreamEvent) => {
      if (controller !== own || event.type !== 'delta' || !state.waiting) return;
      set({ waiting: { ...state.waiting, text: state.waiting.text + event.text } });
    };
    let outcome: PracticeOutcome;
    try {
      outcome = await streamPractice(
        {
          messages: context.messages,
          reading: context.reading,
          ...(context.callLog && context.callLog.length > 0 ? { callLog: context.callLog } : {}),
          level: state.level,
          turns: turns(),
          end: kind === 'scorecard',
          lang: context.lang,
        },
        { signal: own.signal, onEvent },
      );
    } catch (error) {
      if (controller !== own) return; // replaced or reset meanwhile
      controller = null;
      if (isAbort(error) || own.signal.aborted) {
        set({ waiting: null, failure: { notice: 'stopped', retry: kind } });
        return;
      }
      const failure = describeChatFailure(error);
      if (failure.kind === 'access_lost') {
        set({ waiting: null, failure: { notice: 'pass_ended' } });
        onPassEnded({
          reason: failure.error.code === 'expired' ? 'expired' : 'no_session',
          durationHours: failure.error.body?.durationHours,
        });
        return;
      }
      set({
        waiting: null,
        failure: {
          notice: failure.notice,
          ...(failure.details ? { details: failure.details } : {}),
          retry: kind,
        },
      });
      return;
    }
    if (controller !== own) return;
    controller = null;
    if (outcome.type === 'scorecard') {
      set({ waiting: null, stage: 'scorecard', scorecard: outcome.scorecard });
      return;
    }
    set({
      waiting: null,
      settled: outcome.settled === true,
      lines: [
        ...state.lines,
        {
          id: ++lastId,
          role: 'rep',
          content: outcome.text,
          ...(outcome.tactic ? { tactic: outcome.tactic } : {}),
        },
      ],
    });
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setDraft: (draft: string) => set({ draft }),

    /** Starts the call at this level: the rep answers the phone. */
    start(level: PracticeLevel, context: PracticeContext): Promise<void> {
      controller?.abort();
      controller = null;
      set({ ...FRESH, level, stage: 'call' });
      return request('reply', context);
    },

    /** The person's line; the rep answers it. */
    say(text: string, context: PracticeContext): Promise<void> {
      const content = text.trim().slice(0, PRACTICE_LIMITS.maxTurnChars);
      if (!content || state.stage !== 'call' || state.waiting || !canAddLine(state)) return Promise.resolve();
      if (state.failure?.notice === 'pass_ended') return Promise.resolve();
      set({ lines: [...state.lines, { id: ++lastId, role: 'person', content }], draft: '', settled: false });
      return request('reply', context);
    },

    /** Ends the call (a line on its way is dropped) and asks for the scorecard. */
    end(context: PracticeContext): Promise<void> {
      if (state.stage !== 'call' || !state.lines.some((line) => line.role === 'person'))
        return Promise.resolve();
      if (state.failure?.notice === 'pass_ended') return Promise.resolve();
      return request('scorecard', context);
    },

    /** Asks again for what failed or was stopped. */
    retry(context: PracticeContext): Promise<void> {
      const failure = state.failure;
      if (!failure || failure.notice === 'pass_ended' || state.waiting) return Promise.resolve();
      return request(failure.retry, context);
    },

    /** Stops what is on its way. */
    stop: () => controller?.abort(),

    /** Back to the choice of level, the last one chosen still selected. */
    again() {
      controller?.abort();
      controller = null;
      set({ ...FRESH, level: state.level });
    },

    /** The practice is going away: let go of anything on its way. */
    dispose() {
      controller?.abort();
      controller = null;
    },
  };
}
