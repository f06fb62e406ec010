import type { CallLogEntry, ChatMessage, EscalateResponse, Language } from '@lane/shared';
import { enforceRateLimit, type RateLimitDeps, type RateRule } from '../rate-limit/rate-limit.js';
import { authorizeSession, type SessionDeps } from '../sessions/session.js';
import type * as Escalation from './escalation.js';

/**
 * The ladder, the complaint and the reading's check (chat/reading.ts), loaded on the first request
 * that passes the session check: most of this function's code, so a cold start parses only the
 * session check and the bundle is split into files (infra/lib/bundle/lambda-bundle.ts, `split`), as the
 * chat loads its assistant. They load before the fair-use limit, since the reading is checked with
 * them and a reading that is not one must count nothing.
 */
let builder: Promise<typeof Escalation> | undefined;
const escalationModule = () => (builder ??= import('./escalation.js'));

export interface EscalateDeps extends SessionDeps, RateLimitDeps {}

/**
 * Fair use of the escalation, per session and counted apart from the chat's (so asking for the
 * complaint again after each call never costs a chat answer): 30 an hour. An honest person asks once,
 * then again after a call or two is logged; a script asking every two minutes is not honest use.
 */
export const ESCALATE_RATE_RULE: RateRule = { name: 'escalate-session', limit: 30, windowSeconds: 60 * 60 };

/**
 * POST /api/escalate's use case: the same paid-pass session check as the chat (the pass re-read, so a
 * refund ends it at once), the fair-use limit, then the ladder and the complaint, built from the
 * conversation and the call log the browser sent. Nothing of either is stored or logged.
 */
export async function escalate(
  deps: EscalateDeps,
  sessionToken: string | undefined,
  request: {
    readonly messages: readonly ChatMessage[];
    readonly reading: unknown;
    readonly callLog?: readonly CallLogEntry[] | undefined;
    readonly lang: Language;
  },
): Promise<EscalateResponse> {
  const { claims } = await authorizeSession(deps, sessionToken);
  const { escalationFor, readingFrom } = await escalationModule();
  // A reading that is not one is refused before the limit counts the request (chat/reading.ts).
  const reading = readingFrom(request.reading);
  await enforceRateLimit(deps, ESCALATE_RATE_RULE, `${claims.role}:${claims.email}`, deps.clock.now());
  // The server's calendar day in UTC, as the chat counts its deadlines (domain/chat/answer-chat.ts).
  return escalationFor({ ...request, reading, today: deps.clock.now().toISOString().slice(0, 10) });
}
