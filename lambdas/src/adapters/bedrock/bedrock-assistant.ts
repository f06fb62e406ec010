import {
  ConverseCommand,
  ConverseStreamCommand,
  type BedrockRuntimeClient,
  type ContentBlock,
  type ConverseCommandInput,
  type ConverseCommandOutput,
  type Message,
} from '@aws-sdk/client-bedrock-runtime';
import { CHAT_TIMING, METRIC, type ChatMessage, type ChatSections, type Language } from '@lane/shared';
import {
  EMPTY_ANSWER_DETAILS,
  type AnswerProducer,
  type ProducedAnswer,
  type ProducerInput,
} from '../../domain/chat/assistant.js';
import { caseFlagsSchema, emptyCase, type Case } from '../../domain/chat/case.js';
import { answerLanguage } from '../../domain/chat/detect-language.js';
import {
  ANSWER_TOOL_DESCRIPTION,
  ANSWER_TOOL_NAME,
  answerToolInputSchema,
  buildSystemPrompt,
  callLogNote,
  withCaseFlags,
  type JsonObject,
} from '../../domain/chat/prompt.js';
import { systemClock, type Clock } from '../../domain/clock.js';
import { LaneError } from '../../domain/errors.js';
import { logger, metrics as laneMetrics, MetricUnit } from '../../observability.js';
// The answer tool's JSON Schema with the field descriptions, generated from answerToolInputSchema and
// ANSWER_TOOL_FIELD_DESCRIPTIONS (answer-tool-json-schema.test.ts), less the case's flags.
import ANSWER_TOOL_JSON_SCHEMA from './answer-tool-json-schema.json' with { type: 'json' };
import { classifyBedrockError } from './bedrock-errors.js';
import { ToolInputSections, type SectionDelta } from './tool-input-stream.js';

let answerToolSchema: JsonObject | undefined;

/**
 * The answer tool's whole JSON Schema, built once: the file, and the case's flags by the names the
 * case's zod schema gives them (each a boolean), so the function carries those names once.
 */
export function answerToolJsonSchemaSent(): JsonObject {
  return (answerToolSchema ??= withCaseFlags(
    ANSWER_TOOL_JSON_SCHEMA as JsonObject,
    Object.keys(caseFlagsSchema.shape),
  ));
}

/** Where ModelLatency, TimeToFirstToken, InputTokens and OutputTokens go: the function's Powertools metrics. */
export interface ModelMetrics {
  addMetric(name: string, unit: (typeof MetricUnit)[keyof typeof MetricUnit], value: number): unknown;
}

export interface BedrockAssistantOptions {
  /** Created once per function (createBedrockClient) and shared by every request. */
  readonly client: BedrockRuntimeClient;
  /** A model id or inference profile id, e.g. DEFAULT_BEDROCK_MODEL_ID. */
  readonly modelId: string;
  /** A Bedrock Guardrail applied to every request, when configured. */
  readonly guardrailId?: string;
  /** @default 'DRAFT' when only the id is given */
  readonly guardrailVersion?: string;
  /** @default 4096 */
  readonly maxTokens?: number;
  /** @default 0.3 */
  readonly temperature?: number;
  /**
   * All attempts, pauses included, end within this; the chat function's timeout is longer, so the
   * person always hears how the answer ended (CHAT_TIMING). @default CHAT_TIMING.modelBudgetSeconds
   */
  readonly timeBudgetMs?: number;
  /** Retries after throttling or an unavailable model. @default 2 */
  readonly maxTransientRetries?: number;
  /** The first pause before a retry; each later pause doubles. @default 500 */
  readonly backoffBaseMs?: number;
  /** @default systemClock */
  readonly clock?: Clock;
  /** @default setTimeout */
  readonly sleep?: (ms: number) => Promise<void>;
  /** @default the function's Powertools metrics */
  readonly metrics?: ModelMetrics;
}

/** An attempt started with less time than this left would only be cut off mid-answer. */
const MIN_ATTEMPT_MS = 2_000;
const MAX_BACKOFF_MS = 4_000;

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

class TimeBudgetSpent extends Error {
  constructor() {
    super('The Bedrock time budget was spent.');
    this.name = 'TimeBudgetSpent';
  }
}

/** A ConverseStream that ended (or was cut) before its messageStop: the answer is incomplete. */
class StreamCut extends Error {
  constructor() {
    super('The ConverseStream ended before messageStop.');
    this.name = 'BedrockStreamCut';
  }
}

/** The caller went away: nobody is left to read the answer. */
class CallerLeft extends Error {}

/**
 * The budget of one attempt: `spent` fails with TimeBudgetSpent and aborts the request once
 * `remainingMs` have passed; `clear` when the attempt ends first.
 */
function timeBudget(
  remainingMs: number,
  controller: AbortController,
): { spent: Promise<never>; clear: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const spent = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new TimeBudgetSpent());
      controller.abort();
    }, remainingMs);
  });
  return { spent, clear: () => clearTimeout(timer) };
}

/** The tool input as the stream assembled it: its JSON, or nothing when the JSON is incomplete. */
function parsedToolInput(json: string): ContentBlock.ToolUseMember['toolUse']['input'] {
  try {
    return JSON.parse(json) as ContentBlock.ToolUseMember['toolUse']['input'];
  } catch {
    return undefined;
  }
}

type ReadAnswer =
  | { kind: 'answer'; sections: ChatSections; language: Language; case: Case }
  | { kind: 'blocked'; text: string }
  | { kind: 'empty' }
  | { kind: 'malformed'; details: string }
  | { kind: 'failed'; details: string };

/**
 * Converse needs the conversation to open with the person and to alternate; the browser's history
 * may open with a greeting or hold two messages in a row, so those become one turn of several blocks.
 */
export function toConverseMessages(messages: readonly ChatMessage[]): Message[] {
  const turns: Message[] = [];
  for (const message of messages) {
    if (turns.length === 0 && message.role === 'assistant') continue;
    const last = turns.at(-1);
    if (last && last.role === message.role) {
      last.content = [...(last.content ?? []), { text: message.content }];
    } else {
      turns.push({ role: message.role, content: [{ text: message.content }] });
    }
  }
  return turns;
}

function isBlank(sections: ChatSections): boolean {
  return (
    !sections.strategy.trim() &&
    !sections.phone_script.trim() &&
    !sections.email.body.trim() &&
    sections.talking_points.every((point) => !point.trim())
  );
}

function readAnswer(output: ConverseCommandOutput): ReadAnswer {
  const content = output.output?.message?.content ?? [];
  const text = content
    .map((block) => block.text ?? '')
    .join('\n')
    .trim();
  if (output.stopReason === 'guardrail_intervened' || output.stopReason === 'content_filtered') {
    return text ? { kind: 'blocked', text } : { kind: 'failed', details: output.stopReason };
  }
  const toolUse = content.find((block) => block.toolUse?.name === ANSWER_TOOL_NAME)?.toolUse;
  if (!toolUse)
    return text ? { kind: 'malformed', details: 'malformed: no answer tool call' } : { kind: 'empty' };
  // The model's reading of the case is checked with the same schema the offline reader fills.
  const parsed = answerToolInputSchema.safeParse(toolUse.input);
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.') || '(root)'))];
    return { kind: 'malformed', details: `malformed: ${fields.join(', ')}` };
  }
  const { language, case: kase, ...sections } = parsed.data;
  if (isBlank(sections)) return { kind: 'empty' };
  return { kind: 'answer', sections, language, case: kase };
}

/**
 * Lane's answers from Amazon Bedrock (Converse API): one forced tool call whose input is the typed
 * case and the shared sections, validated with zod. The chat use case then reviews the answer
 * against the rights engine and renders the Markdown.
 */
export class BedrockAssistant implements AnswerProducer {
  private readonly client: BedrockRuntimeClient;
  private readonly modelId: string;
  private readonly guardrail: { guardrailIdentifier: string; guardrailVersion: string } | undefined;
  private readonly maxTokens: number;
  private readonly temperature: number;
  private readonly timeBudgetMs: number;
  private readonly maxTransientRetries: number;
  private readonly backoffBaseMs: number;
  private readonly clock: Clock;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly metrics: ModelMetrics;

  constructor(options: BedrockAssistantOptions) {
    this.client = options.client;
    this.modelId = options.modelId;
    this.guardrail = options.guardrailId
      ? { guardrailIdentifier: options.guardrailId, guardrailVersion: options.guardrailVersion ?? 'DRAFT' }
      : undefined;
    this.maxTokens = options.maxTokens ?? 4096;
    this.temperature = options.temperature ?? 0.3;
    this.timeBudgetMs = options.timeBudgetMs ?? CHAT_TIMING.modelBudgetSeconds * 1000;
    this.maxTransientRetries = options.maxTransientRetries ?? 2;
    this.backoffBaseMs = options.backoffBaseMs ?? 500;
    this.clock = options.clock ?? systemClock;
    this.sleep = options.sleep ?? defaultSleep;
    this.metrics = options.metrics ?? laneMetrics;
  }

  private converseRequest({ messages, lang, today, callLog }: ProducerInput): ConverseCommandInput {
    const turns = toConverseMessages(messages);
    // The call log ends the person's latest turn: their own notes, read as their words.
    const latest = turns.at(-1);
    if (callLog?.length && latest?.role === 'user')
      latest.content = [...(latest.content ?? []), { text: callLogNote(callLog) }];
    return {
      modelId: this.modelId,
      system: [{ text: buildSystemPrompt(lang, today) }],
      messages: turns,
      inferenceConfig: { maxTokens: this.maxTokens, temperature: this.temperature },
      toolConfig: {
        tools: [
          {
            toolSpec: {
              name: ANSWER_TOOL_NAME,
              description: ANSWER_TOOL_DESCRIPTION,
              inputSchema: { json: answerToolJsonSchemaSent() },
            },
          },
        ],
        toolChoice: { tool: { name: ANSWER_TOOL_NAME } },
      },
      ...(this.guardrail ? { guardrailConfig: this.guardrail } : {}),
    };
  }

  /**
   * With a listener (`onEvent`) the answer streams (ConverseStream): each section grows as the
   * tool input arrives, and a retry after a partial answer first sends `reset`. Without one, one
   * Converse call. Either way the answer returned is read, validated and retried the same way.
   */
  async produce(input: ProducerInput): Promise<ProducedAnswer> {
    const deadline = this.now() + this.timeBudgetMs;
    const request = this.converseRequest(input);
    const { onEvent, signal } = input;
    logger.debug('Asking Bedrock', {
      modelId: this.modelId,
      messageCount: input.messages.length,
      streaming: onEvent !== undefined,
    });

    let emitted = false;
    const onDelta = (delta: SectionDelta) => {
      emitted = true;
      onEvent?.({ type: 'delta', section: delta.section, text: delta.text });
    };
    /** What the person saw of an attempt that will not be the answer is thrown away. */
    const resetShown = () => {
      if (emitted) onEvent?.({ type: 'reset' });
      emitted = false;
    };

    let transientRetries = 0;
    let retriedBadAnswer = false;
    for (;;) {
      let output: ConverseCommandOutput;
      try {
        output = onEvent
          ? await this.converseStream(request, deadline - this.now(), onDelta, signal)
          : await this.converse(request, deadline - this.now());
      } catch (error) {
        if (error instanceof CallerLeft) {
          throw new LaneError('ai_error', undefined, { detail: 'failed', details: 'the caller left' });
        }
        if (error instanceof TimeBudgetSpent) {
          logger.warn('Bedrock did not answer within the time budget', { modelId: this.modelId });
          throw new LaneError('ai_unavailable', undefined, { detail: 'timeout', details: 'timeout' });
        }
        const failure = classifyBedrockError(error, this.modelId);
        logger.warn('Bedrock request failed', {
          modelId: this.modelId,
          errorName: failure.name,
          transientRetries,
        });
        const pause = this.backoff(transientRetries);
        if (
          failure.retryable &&
          transientRetries < this.maxTransientRetries &&
          this.now() + pause + MIN_ATTEMPT_MS <= deadline
        ) {
          transientRetries += 1;
          resetShown();
          await this.sleep(pause);
          continue;
        }
        throw failure.error;
      }

      const answer = readAnswer(output);
      logger.info('Bedrock answered', {
        modelId: this.modelId,
        stopReason: output.stopReason,
        outcome: answer.kind,
        inputTokens: output.usage?.inputTokens,
        outputTokens: output.usage?.outputTokens,
      });
      switch (answer.kind) {
        case 'answer':
          return { case: answer.case, sections: answer.sections, language: answer.language };
        case 'blocked':
          resetShown();
          return {
            verbatim: true,
            language: this.fallbackLanguage(input),
            case: emptyCase({ confidence: 'unsure' }),
            sections: {
              strategy: answer.text,
              phone_script: '',
              email: { subject: '', body: '' },
              talking_points: [],
              deadlines: [],
              questions: [],
            },
          };
        case 'failed':
          throw new LaneError('ai_error', undefined, { detail: 'declined', details: answer.details });
        default: {
          const details = answer.kind === 'empty' ? EMPTY_ANSWER_DETAILS : answer.details;
          if (!retriedBadAnswer && this.now() + MIN_ATTEMPT_MS <= deadline) {
            retriedBadAnswer = true;
            resetShown();
            continue;
          }
          throw new LaneError('ai_error', undefined, {
            detail: answer.kind === 'empty' ? 'empty' : 'unreadable',
            details,
          });
        }
      }
    }
  }

  private now(): number {
    return this.clock.now().getTime();
  }

  /** Exponential with jitter, so many functions throttled together don't return together. */
  private backoff(retry: number): number {
    const ceiling = Math.min(MAX_BACKOFF_MS, this.backoffBaseMs * 2 ** retry);
    return Math.round(ceiling / 2 + (Math.random() * ceiling) / 2);
  }

  private fallbackLanguage({ messages, lang }: ProducerInput): Language {
    const latest = messages.findLast((message) => message.role === 'user');
    return latest ? answerLanguage(latest.content, lang) : lang;
  }

  /**
   * One Converse call that gives up when the budget runs out. The abort signal cancels the HTTP
   * request; the race makes the budget hold even if a request ignores the signal.
   */
  private async converse(request: ConverseCommandInput, remainingMs: number): Promise<ConverseCommandOutput> {
    if (remainingMs < MIN_ATTEMPT_MS) throw new TimeBudgetSpent();
    const controller = new AbortController();
    const budget = timeBudget(remainingMs, controller);
    const started = this.now();
    try {
      const output = await Promise.race([
        this.client.send(new ConverseCommand(request), { abortSignal: controller.signal }),
        budget.spent,
      ]);
      this.recordMetrics(output, this.now() - started);
      return output;
    } catch (error) {
      // Once we abort, the SDK's own AbortError means "out of time", not a model failure.
      throw controller.signal.aborted ? new TimeBudgetSpent() : error;
    } finally {
      budget.clear();
    }
  }

  /**
   * One ConverseStream call, read to its end within the budget: section deltas go to `onDelta` as
   * the answer tool's input grows, and the events are assembled into what Converse would have
   * answered, so the answer is read and validated exactly as an unstreamed one.
   */
  private async converseStream(
    request: ConverseCommandInput,
    remainingMs: number,
    onDelta: (delta: SectionDelta) => void,
    callerSignal: AbortSignal | undefined,
  ): Promise<ConverseCommandOutput> {
    if (callerSignal?.aborted) throw new CallerLeft();
    if (remainingMs < MIN_ATTEMPT_MS) throw new TimeBudgetSpent();
    const controller = new AbortController();
    // The race makes leaving hold even if a stream ignores the abort signal.
    let callerLeft = () => controller.abort();
    const left = new Promise<never>((_, reject) => {
      callerLeft = () => {
        reject(new CallerLeft());
        controller.abort();
      };
    });
    left.catch(() => undefined);
    callerSignal?.addEventListener('abort', callerLeft, { once: true });
    const budget = timeBudget(remainingMs, controller);
    const started = this.now();
    try {
      const reading = this.readStream(request, controller.signal, started, onDelta);
      // Once the race is lost, the aborted read may still fail: that failure is nobody's news.
      reading.catch(() => undefined);
      const output = await Promise.race([reading, budget.spent, left]);
      this.recordMetrics(output, this.now() - started);
      return output;
    } catch (error) {
      if (callerSignal?.aborted) throw new CallerLeft();
      throw controller.signal.aborted ? new TimeBudgetSpent() : error;
    } finally {
      budget.clear();
      callerSignal?.removeEventListener('abort', callerLeft);
    }
  }

  private async readStream(
    request: ConverseCommandInput,
    abortSignal: AbortSignal,
    started: number,
    onDelta: (delta: SectionDelta) => void,
  ): Promise<ConverseCommandOutput> {
    const response = await this.client.send(new ConverseStreamCommand(request), { abortSignal });
    type Block = { text: string } | { toolUseId: string; name: string; json: string };
    const blocks = new Map<number, Block>();
    const sections = new ToolInputSections();
    let firstToken = true;
    let stopReason: ConverseCommandOutput['stopReason'];
    let usage: ConverseCommandOutput['usage'];
    let metrics: ConverseCommandOutput['metrics'];
    for await (const event of response.stream ?? []) {
      if (event.contentBlockStart?.start?.toolUse) {
        const { toolUseId = '', name = '' } = event.contentBlockStart.start.toolUse;
        blocks.set(event.contentBlockStart.contentBlockIndex ?? 0, { toolUseId, name, json: '' });
      } else if (event.contentBlockDelta) {
        if (firstToken) {
          firstToken = false;
          this.metrics.addMetric(METRIC.timeToFirstToken, MetricUnit.Milliseconds, this.now() - started);
        }
        const index = event.contentBlockDelta.contentBlockIndex ?? 0;
        const delta = event.contentBlockDelta.delta;
        const block = blocks.get(index);
        if (delta?.text !== undefined) {
          if (block && 'text' in block) block.text += delta.text;
          else if (!block) blocks.set(index, { text: delta.text });
        }
        const fragment = delta?.toolUse?.input;
        if (fragment !== undefined && block && 'json' in block) {
          block.json += fragment;
          if (block.name === ANSWER_TOOL_NAME)
            for (const section of sections.push(fragment)) onDelta(section);
        }
      } else if (event.messageStop) {
        stopReason = event.messageStop.stopReason;
      } else if (event.metadata) {
        usage = event.metadata.usage;
        metrics = event.metadata.metrics;
      }
    }
    if (stopReason === undefined) throw new StreamCut();
    const content: ContentBlock[] = [...blocks.entries()]
      .sort(([a], [b]) => a - b)
      .map(([, block]) =>
        'text' in block
          ? { text: block.text }
          : { toolUse: { toolUseId: block.toolUseId, name: block.name, input: parsedToolInput(block.json) } },
      );
    return {
      output: { message: { role: 'assistant', content } },
      stopReason,
      usage,
      metrics,
      $metadata: response.$metadata,
    };
  }

  private recordMetrics(output: ConverseCommandOutput, measuredMs: number): void {
    // The round trip as the function waited for it, which is what the person waits for too.
    this.metrics.addMetric(METRIC.modelLatency, MetricUnit.Milliseconds, measuredMs);
    if (output.usage?.inputTokens !== undefined) {
      this.metrics.addMetric(METRIC.inputTokens, MetricUnit.Count, output.usage.inputTokens);
    }
    if (output.usage?.outputTokens !== undefined) {
      this.metrics.addMetric(METRIC.outputTokens, MetricUnit.Count, output.usage.outputTokens);
    }
  }
}
