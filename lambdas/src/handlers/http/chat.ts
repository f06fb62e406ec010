import { CHAT_ERROR_CLASS_DIMENSION, METRIC, chatRequestSchema } from '@lane/shared';
import * as cloudAssistant from '../../composition/cloud-assistant.js';
import * as cloud from '../../composition/cloud.js';
import { answerChat, type ChatDeps } from '../../domain/chat/answer-chat.js';
import { LaneError } from '../../domain/errors.js';
import { httpRoute } from '../../http/route.js';
import { sessionTokenFrom } from '../../http/session-cookie.js';
import { MetricUnit, logger, metrics } from '../../observability.js';

export type ChatHandlerDeps = ChatDeps;

/**
 * POST /api/chat: the conversation the browser holds (never stored here) in, the next answer out.
 * The use case (answerChat) authorizes, limits, reads the case and reviews the answer.
 */
export const createChatHandler = (deps: () => ChatHandlerDeps) =>
  httpRoute({ body: chatRequestSchema }, async ({ body, cookies }) => {
    metrics.addMetric(METRIC.chatRequests, MetricUnit.Count, 1);
    logger.debug('Chat request', {
      messages: body.messages.length,
      lang: body.lang,
    });
    try {
      const { answer, droppedDeadlines } = await answerChat(deps(), sessionTokenFrom(cookies), body);
      if (droppedDeadlines > 0)
        logger.info('Dropped deadlines the rights engine did not confirm', { droppedDeadlines });
      return { statusCode: 200, body: answer };
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
  generations: cloud.sessionGenerations(),
  producer: cloudAssistant.assistant(),
  rateCounter: cloud.rateCounter(),
  fingerprint: cloud.fingerprint,
}));
