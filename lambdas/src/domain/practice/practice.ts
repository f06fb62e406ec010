import type {
  Language,
  PracticeLevel,
  PracticeRequest,
  PracticeStreamEvent,
  PracticeTurn,
} from '@lane/shared';
import { enforceRateLimit, type RateCounter, type RateRule } from '../rate-limit/rate-limit.js';
import { authorizeSession, type SessionDeps } from '../sessions/session.js';
import type { PracticeCase } from './practice-case.js';
import type * as Run from './practice-run.js';
import type { RepLine } from './rep.js';

/**
 * The reading's check, the rep and the scorecard (practice-run.ts): most of the function's code, so
 * they load on the first request that passes the session check, from files of their own
 * (infra/lib/bundle/lambda-bundle.ts, `split`), and a cold start refused for its session reads none of
 * it (docs/lambda-bundles.md). They load before the fair-use limit, since the reading is checked with
 * them and a reading that is not one must count nothing.
 */
let runner: Promise<typeof Run> | undefined;
const runModule = () => (runner ??= import('./practice-run.js'));

/**
 * Practise the call (docs/beyond-the-script.md, "Practice"): the rep's next line, or the scorecard,
 * for a call the browser holds. Nothing of the conversation or the call is stored or logged.
 */

/**
 * The practice's own fair-use limit, apart from the chat's (chatPerSession, 60 an hour): a practice
 * call is many short turns (up to PRACTICE_LIMITS.maxTurns lines, one request per line of the
 * person's), so sharing the chat's count would let one rehearsal use up the person's questions.
 * 120 an hour is six full calls of twenty lines; each answer checks the answer's reading once and no model is
 * called by the offline rep.
 */
export const PRACTICE_RATE_RULE: RateRule = { name: 'practice-session', limit: 120, windowSeconds: 60 * 60 };

/** What the rep's voice is given: the line the rules decided, and the call it belongs to. */
export interface RepVoiceInput {
  readonly practice: PracticeCase;
  readonly level: PracticeLevel;
  readonly turns: readonly PracticeTurn[];
  readonly lang: Language;
  /** The line of record's substance: its tactic, whether the rep gives way, and the rules' words. */
  readonly planned: RepLine;
  readonly onDelta: (text: string) => void;
  readonly signal?: AbortSignal | undefined;
}

/**
 * Who says the rep's line. The offline voice says the rules' words as they are; a model may say
 * them in its own words, but the tactic and whether the rep gives way stay the rules'.
 */
export interface RepVoice {
  speak(input: RepVoiceInput): Promise<string>;
}

/** A line in a few pieces at word boundaries, as a voice streams it. */
export function piecesOf(text: string, count = 3): string[] {
  const words = text.split(/(?<=\s)/u);
  const size = Math.max(1, Math.ceil(words.length / count));
  const pieces: string[] = [];
  for (let start = 0; start < words.length; start += size)
    pieces.push(words.slice(start, start + size).join(''));
  return pieces;
}

/** The rules' words, streamed in a few deltas. */
export const offlineVoice: RepVoice = {
  async speak({ planned, onDelta }) {
    for (const piece of piecesOf(planned.text)) onDelta(piece);
    return planned.text;
  },
};

export interface PracticeDeps extends SessionDeps {
  rateCounter: RateCounter;
  fingerprint: (value: string) => Promise<string>;
  /** The rep's voice: the offline one unless a model is wired in. */
  voice?: RepVoice | undefined;
}

export type PracticeInput = Omit<PracticeRequest, 'end' | 'lang'> & { end: boolean; lang: Language };

export interface PracticeTurnRun {
  /** Writes the events: the rep's deltas then its `reply`, or one `scorecard`. */
  run(onEvent: (event: PracticeStreamEvent) => void, signal?: AbortSignal): Promise<void>;
}

/**
 * Authorizes the session and applies the practice's fair-use limit; every refusal is thrown here,
 * before any event, so a refused request is a plain JSON 4xx/429.
 */
export async function openPractice(
  deps: PracticeDeps,
  sessionToken: string | undefined,
  request: PracticeInput,
): Promise<PracticeTurnRun> {
  const { claims } = await authorizeSession(deps, sessionToken);
  const { runPractice, readingFrom } = await runModule();
  // A reading that is not one is refused before the limit counts the request (chat/reading.ts).
  const reading = readingFrom(request.reading);
  await enforceRateLimit(deps, PRACTICE_RATE_RULE, `${claims.role}:${claims.email}`, deps.clock.now());
  return { run: (onEvent, signal) => runPractice(deps, request, reading, onEvent, signal) };
}
