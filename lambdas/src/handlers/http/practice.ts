import { CHAT_STREAM_CONTENT_TYPE, practiceRequestSchema, type PracticeStreamEvent } from '@lane/shared';
import * as cloudRepVoice from '../../composition/cloud-rep-voice.js';
import * as cloud from '../../composition/cloud.js';
import { openPractice, type PracticeDeps } from '../../domain/practice/practice.js';
import { countRefusal } from '../../http/failure-metrics.js';
import { httpRoute } from '../../http/route.js';
import { sessionTokenFrom } from '../../http/session-cookie.js';
import { lambdaStreamingHandler, streamingRoute } from '../../http/streaming.js';
import { logger } from '../../observability.js';

export type PracticeHandlerDeps = PracticeDeps;

/** One practice event as one NDJSON line, like the chat's. */
const encode = (event: PracticeStreamEvent): string => `${JSON.stringify(event)}\n`;

/**
 * POST /api/practice: the conversation and the practice call so far in (the browser holds both;
 * nothing is stored here), the rep's next line or the scorecard out, streamed as NDJSON like the
 * chat (docs/chat-stream.md). The session, the fair-use limit and the body are checked before the
 * first byte, so a refusal is a plain JSON 4xx/429. Only counts are logged, never a line.
 */
export const createPracticeHandler = (deps: () => PracticeHandlerDeps) =>
  streamingRoute(
    httpRoute({ body: practiceRequestSchema, onFailure: countRefusal }, async ({ body, cookies }) => {
      logger.debug('Practice request', {
        messages: body.messages.length,
        turns: body.turns.length,
        level: body.level,
        end: body.end,
        lang: body.lang,
      });
      const practice = await openPractice(deps(), sessionTokenFrom(cookies), body);
      return {
        statusCode: 200,
        headers: { 'content-type': `${CHAT_STREAM_CONTENT_TYPE}; charset=utf-8` },
        stream: {
          write: async (write, signal) => practice.run((event) => write(encode(event)), signal),
          failure: (error) => encode({ type: 'error', error }),
        },
      };
    }),
  );

export const handler = lambdaStreamingHandler(
  createPracticeHandler(() => ({
    clock: cloud.clock,
    passes: cloud.passStore(),
    sessions: cloud.sessionTokens(),
    adminEmail: cloud.adminEmail,
    generations: cloud.sessionGenerations(),
    rateCounter: cloud.rateCounter(),
    fingerprint: cloud.fingerprint,
    voice: cloudRepVoice.repVoice(),
  })),
);
