import { CHAT_STREAM_CONTENT_TYPE, METRIC, chatRequestSchema, encodeChatEvent } from '@lane/shared';
import * as cloudAssistant from '../../composition/cloud-assistant.js';
import * as cloud from '../../composition/cloud.js';
import { openChat, type ChatDeps } from '../../domain/chat/answer-chat.js';
import { countChatFailure } from '../../http/failure-metrics.js';
import { httpRoute } from '../../http/route.js';
import { sessionTokenFrom } from '../../http/session-cookie.js';
import { lambdaStreamingHandler, streamingRoute } from '../../http/streaming.js';
import { MetricUnit, logger, metrics } from '../../observability.js';

export type ChatHandlerDeps = ChatDeps;

/**
 * POST /api/chat: the conversation the browser holds (never stored here) in, the next answer out,
 * streamed as NDJSON (shared/src/chat-stream.ts). The session, the fair-use limit and the body are
 * checked before the first byte, so a refusal is a plain JSON 4xx/429; then the producer's section
 * deltas go out as it writes them, and the stream ends with one `final` event (the reviewed answer
 * of record) or one `error` event (a shared code and our own phrase, never exception text: the
 * chain maps a failure after the status exactly as it maps a refusal, and counts both).
 */
export const createChatHandler = (deps: () => ChatHandlerDeps) =>
  streamingRoute(
    httpRoute({ body: chatRequestSchema, onFailure: countChatFailure }, async ({ body, cookies }) => {
      metrics.addMetric(METRIC.chatRequests, MetricUnit.Count, 1);
      logger.debug('Chat request', {
        messages: body.messages.length,
        lang: body.lang,
        // How many calls the person logged, never what they noted.
        calls: body.callLog?.length ?? 0,
      });
      const turn = await openChat(deps(), sessionTokenFrom(cookies), body);
      return {
        statusCode: 200,
        headers: { 'content-type': `${CHAT_STREAM_CONTENT_TYPE}; charset=utf-8` },
        stream: {
          write: async (write, signal) => {
            const { answer, droppedDeadlines } = await turn.answer({
              onEvent: (event) => write(encodeChatEvent(event)),
              signal,
            });
            if (droppedDeadlines > 0)
              logger.info('Dropped deadlines the rights engine did not confirm', { droppedDeadlines });
            write(encodeChatEvent({ type: 'final', answer }));
          },
          failure: (error) => encodeChatEvent({ type: 'error', error }),
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
