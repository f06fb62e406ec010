import type { ChatMessage } from '@lane/shared';
import { reviewAnswer } from '../../lambdas/src/domain/chat/answer-chat.js';
import { EVAL_TODAY, loadEvalScenarios } from '../../lambdas/src/evaluation/eval-scenarios.js';
import { OfflineAssistant } from '../../lambdas/src/adapters/offline-assistant/offline-assistant.js';
import { median, round } from './stats.js';

/**
 * How long the offline assistant takes to answer, measured in process on every turn of every
 * conversation in the evaluation set (the answer engine's own work: read the case, rule on the
 * rights, compose, review). The reference beside it, measured in the same run on the same answers,
 * is the JSON round trip any chat handler pays anyway (parse the request, serialise the answer):
 * the floor the engine's time is read against on a noisy shared machine.
 */
export interface OfflineAnswers {
  readonly answers: number;
  readonly rounds: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
  readonly referenceP50Ms: number;
  readonly referenceP99Ms: number;
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export async function measureOfflineAnswers(options: { rounds: number }): Promise<OfflineAnswers> {
  const producer = new OfflineAssistant();
  const scenarios = loadEvalScenarios();
  const times: number[] = [];
  const reference: number[] = [];
  // Round 0 warms the JIT and is not counted.
  for (let round_ = 0; round_ <= options.rounds; round_ += 1) {
    for (const scenario of scenarios) {
      const messages: ChatMessage[] = [];
      for (const turn of scenario.turns) {
        messages.push({ role: 'user', content: turn });
        const request = JSON.stringify({ lang: scenario.lang, messages });
        const started = performance.now();
        const produced = await producer.produce({
          messages: [...messages],
          lang: scenario.lang,
          today: EVAL_TODAY,
        });
        const { answer } = reviewAnswer(produced, EVAL_TODAY);
        const took = performance.now() - started;
        const referenceStarted = performance.now();
        JSON.parse(request);
        JSON.stringify(answer);
        const referenceTook = performance.now() - referenceStarted;
        if (round_ > 0) {
          times.push(took);
          reference.push(referenceTook);
        }
        messages.push({ role: 'assistant', content: answer.response });
      }
    }
  }
  return {
    answers: times.length,
    rounds: options.rounds,
    p50Ms: round(median(times), 2),
    p99Ms: round(percentile(times, 99), 2),
    maxMs: round(Math.max(...times), 2),
    referenceP50Ms: round(median(reference), 3),
    referenceP99Ms: round(percentile(reference, 99), 3),
  };
}
