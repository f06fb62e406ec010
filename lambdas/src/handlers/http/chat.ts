import {
  CHAT_ERROR_CLASS_DIMENSION,
  CHAT_STREAM_CONTENT_TYPE,
  METRIC,
  chatRequestSchema,
  encodeChatEvent,
} from '@lane/shared';
import * as cloudAssistant from '../../composition/cloud-assistant.js';
import * as cloud from '../../composition/cloud.js';
import { openChat, type ChatDeps, type ChatTurn } from '../../domain/chat/answer-chat.js';
import { LaneError } from '../../domain/errors.js';
import { toErrorResponse } from '../../http/errors.js';
import { httpRoute, reportFailure } from '../../http/route.js';
import { sessionTokenFrom } from '../../http/session-cookie.js';
import { lambdaStreamingHandler, streamingRoute } from '../../http/streaming.js';
import { MetricUnit, logger, metrics } from '../../observability.js';

export type ChatHandlerDeps = ChatDeps;

function countChatError(error: unknown): void {
  const errorClass = error instanceof LaneError ? error.code : 'internal_error';
  const single = metrics.singleMetric();
  single.addDimension(CHAT_ERROR_CLASS_DIMENSION, errorClass);
  single.addMetric(METRIC.chatErrors, MetricUnit.Count, 1);
}

/**
 * POST /api/chat: the conversation the browser holds (never stored here) in, the next answer out,
 * streamed as NDJSON (shared/src/chat-stream.ts). The session, the fair-use limit and the body are
 * checked before the first byte, so a refusal is a plain JSON 4xx/429; then the producer's section
 * deltas go out as it writes them, and the stream ends with one `final` event (the reviewed answer
 * of record) or one `error` event (a shared code and our own phrase, never exception text).
 */
export const createChatHandler = (deps: () => ChatHandlerDeps) =>
  streamingRoute(
    httpRoute({ body: chatRequestSchema }, async ({ body, cookies }) => {
      metrics.addMetric(METRIC.chatRequests, MetricUnit.Count, 1);
      logger.debug('Chat request', {
        messages: body.messages.length,
        lang: body.lang,
      });
      let turn: ChatTurn;
      try {
        turn = await openChat(deps(), sessionTokenFrom(cookies), body);
      } catch (error) {
        countChatError(error);
        throw error;
      }
      return {
        statusCode: 200,
        headers: { 'content-type': `${CHAT_STREAM_CONTENT_TYPE}; charset=utf-8` },
        stream: async (write, signal) => {
          try {
            const { answer, droppedDeadlines } = await turn.answer({
              onEvent: (event) => write(encodeChatEvent(event)),
              signal,
            });
            if (droppedDeadlines > 0)
              logger.info('Dropped deadlines the rights engine did not confirm', { droppedDeadlines });
            write(encodeChatEvent({ type: 'final', answer }));
          } catch (error) {
            // The status is already sent: the failure travels in-band, mapped exactly as a refusal is.
            countChatError(error);
            reportFailure(error);
            write(encodeChatEvent({ type: 'error', error: toErrorResponse(error, body.lang).body }));
          } finally {
            // The chain's own flush ran when the headers went out; what the answer recorded goes now.
            if (metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
          }
        },
      };
    }),
  );

export const handler = lambdaStreamingHandler(
  createChatHandler(() => ({
    clock: cloud.clock,
    passes: cloud.passStore(),
    sessions: cloud.sessionTokens(),
    adminEmail: cloud.adminEmail,
    generations: cloud.sessionGenerations(),
    producer: cloudAssistant.assistant(),
    rateCounter: cloud.rateCounter(),
    fingerprint: cloud.fingerprint,
  })),
);
