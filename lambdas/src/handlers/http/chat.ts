import { CHAT_ERROR_CLASS_DIMENSION, METRIC, chatRequestSchema } from '@lane/shared';
import * as cloud from '../../composition/cloud.js';
import type { Assistant } from '../../domain/chat/assistant.js';
import { LaneError } from '../../domain/errors.js';
import { RATE_RULES, enforceRateLimit, type RateCounter } from '../../domain/rate-limit/rate-limit.js';
import { authorizeSession, type SessionDeps } from '../../domain/sessions/session.js';
import { httpRoute } from '../../http/route.js';
import { sessionTokenFrom } from '../../http/session-cookie.js';
import { MetricUnit, logger, metrics } from '../../observability.js';

export interface ChatHandlerDeps extends SessionDeps {
  assistant: Assistant;
  rateCounter: RateCounter;
  fingerprint: (value: string) => Promise<string>;
}

/** Debug logs may show this much of a message, never more; other levels show none of it. */
const DEBUG_PREVIEW_CHARS = 50;

/**
 * POST /api/chat: the conversation the browser holds (never stored here) in, the next answer out.
 * The session and its pass are re-read on every call, and each session has a fair-use limit.
 */
export const createChatHandler = (deps: () => ChatHandlerDeps) =>
  httpRoute({ body: chatRequestSchema }, async ({ body, cookies }) => {
    const d = deps();
    const { claims } = await authorizeSession(d, sessionTokenFrom(cookies));
    await enforceRateLimit(
      { counter: d.rateCounter, fingerprint: d.fingerprint },
      RATE_RULES.chatPerSession,
      `${claims.role}:${claims.email}`,
      d.clock.now(),
    );

    metrics.addMetric(METRIC.chatRequests, MetricUnit.Count, 1);
    logger.debug('Chat request', {
      messages: body.messages.length,
      lang: body.lang,
      preview: body.messages.at(-1)!.content.slice(0, DEBUG_PREVIEW_CHARS),
    });
    try {
      return {
        statusCode: 200,
        body: await d.assistant.answer({ messages: body.messages, lang: body.lang }),
      };
    } catch (error) {
      const errorClass = error instanceof LaneError ? error.code : 'internal_error';
      const single = metrics.singleMetric();
      single.addDimension(CHAT_ERROR_CLASS_DIMENSION, errorClass);
      single.addMetric(METRIC.chatErrors, MetricUnit.Count, 1);
      throw error;
    }
  });

export const handler = createChatHandler(() => ({
  clock: cloud.clock,
  passes: cloud.passStore(),
  sessions: cloud.sessionTokens(),
  adminEmail: cloud.adminEmail,
  assistant: cloud.assistant(),
  rateCounter: cloud.rateCounter(),
  fingerprint: cloud.fingerprint,
}));
