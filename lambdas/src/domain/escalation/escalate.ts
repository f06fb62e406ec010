import type { CallLogEntry, ChatMessage, EscalateResponse, Language } from '@lane/shared';
import { todayOf } from '../chat/answer-chat.js';
import { enforceRateLimit, type RateLimitDeps, type RateRule } from '../rate-limit/rate-limit.js';
import { authorizeSession, type SessionDeps } from '../sessions/session.js';
import { escalationFor } from './escalation.js';

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
    readonly callLog?: readonly CallLogEntry[] | undefined;
    readonly lang: Language;
  },
): Promise<EscalateResponse> {
  const { claims } = await authorizeSession(deps, sessionToken);
  await enforceRateLimit(deps, ESCALATE_RATE_RULE, `${claims.role}:${claims.email}`, deps.clock.now());
  return escalationFor({ ...request, today: todayOf(deps.clock) });
}
