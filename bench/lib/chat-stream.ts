import { writeFileSync } from 'node:fs';
import { CHAT_STREAM_CONTENT_TYPE, chatEventDecoder, type ChatStreamEvent } from '@lane/shared';
import { round } from './stats.js';

/**
 * The streamed chat as the browser meets it on the local stack (issue 12): how long after sending
 * the first section text arrives (the first `delta`), and the answer of record (`final`), read
 * chunk by chunk from the NDJSON stream exactly as the browser's streamChat reads it.
 */
export interface ChatStreamTimes {
  answers: number;
  firstDeltaP50Ms: number;
  firstDeltaP99Ms: number;
  finalP50Ms: number;
  finalP99Ms: number;
  /** Deltas per answer (the median): more than one means the answer arrived in pieces. */
  deltasPerAnswer: number;
}

const QUESTIONS = [
  { lang: 'en', content: 'My landlord wants to raise my rent by $300 from next month. How do I push back?' },
  {
    lang: 'es',
    content: 'El hospital me cobró $2,340 por una visita a urgencias que mi seguro debía cubrir.',
  },
  { lang: 'en', content: 'The gym charged me a $60 cancellation fee I never agreed to.' },
] as const;

/** Nearest-rank percentile: the value at or below which `p` percent of the samples lie. */
function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

async function oneAnswer(
  baseUrl: string,
  cookie: string,
  question: (typeof QUESTIONS)[number],
): Promise<{ firstDeltaMs: number; finalMs: number; deltas: number }> {
  const started = performance.now();
  const response = await fetch(new URL('/api/chat', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ lang: question.lang, messages: [{ role: 'user', content: question.content }] }),
  });
  if (
    response.status !== 200 ||
    !response.headers.get('content-type')?.startsWith(CHAT_STREAM_CONTENT_TYPE)
  ) {
    throw new Error(`POST /api/chat answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  }
  const decoder = chatEventDecoder();
  const text = new TextDecoder();
  const reader = response.body!.getReader();
  let firstDeltaMs: number | undefined;
  let finalMs: number | undefined;
  let deltas = 0;
  const take = (events: ChatStreamEvent[]) => {
    for (const event of events) {
      if (event.type === 'delta') {
        deltas += 1;
        firstDeltaMs ??= performance.now() - started;
      }
      if (event.type === 'final') finalMs = performance.now() - started;
      if (event.type === 'error') throw new Error(`The answer ended in error: ${event.error.error}`);
    }
  };
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    take(decoder.push(text.decode(value, { stream: true })));
  }
  take([...decoder.push(text.decode()), ...decoder.end()]);
  if (firstDeltaMs === undefined || finalMs === undefined)
    throw new Error('The stream ended without a delta and a final event.');
  return { firstDeltaMs, finalMs, deltas };
}

/**
 * Asks the running local stack `rounds` questions one after another (after a short warm-up) and
 * reports p50/p99 of the time to the first delta and to the final event. Logs the figures and,
 * with `outFile`, writes them there as JSON.
 */
export async function measureChatStream(
  baseUrl: string,
  cookie: string,
  options: { rounds?: number; log?: (line: string) => void; outFile?: string } = {},
): Promise<ChatStreamTimes> {
  const rounds = options.rounds ?? 30;
  for (const question of QUESTIONS) await oneAnswer(baseUrl, cookie, question);
  const samples: Awaited<ReturnType<typeof oneAnswer>>[] = [];
  for (let i = 0; i < rounds; i += 1)
    samples.push(await oneAnswer(baseUrl, cookie, QUESTIONS[i % QUESTIONS.length]!));
  const first = samples.map((sample) => sample.firstDeltaMs);
  const final = samples.map((sample) => sample.finalMs);
  const times: ChatStreamTimes = {
    answers: samples.length,
    firstDeltaP50Ms: round(percentile(first, 50)),
    firstDeltaP99Ms: round(percentile(first, 99)),
    finalP50Ms: round(percentile(final, 50)),
    finalP99Ms: round(percentile(final, 99)),
    deltasPerAnswer: percentile(
      samples.map((sample) => sample.deltas),
      50,
    ),
  };
  options.log?.(
    `  chat stream (${times.answers} answers): first delta p50 ${times.firstDeltaP50Ms} ms, p99 ${times.firstDeltaP99Ms} ms; ` +
      `final p50 ${times.finalP50Ms} ms, p99 ${times.finalP99Ms} ms; ${times.deltasPerAnswer} deltas per answer`,
  );
  if (options.outFile) writeFileSync(options.outFile, `${JSON.stringify(times, null, 2)}\n`);
  return times;
}
