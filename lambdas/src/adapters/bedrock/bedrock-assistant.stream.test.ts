import 'aws-sdk-client-mock-vitest/extend';
import {
  BedrockRuntimeClient,
  ConverseCommand,
  ConverseStreamCommand,
  ModelStreamErrorException,
  ThrottlingException,
  type ConverseStreamOutput,
} from '@aws-sdk/client-bedrock-runtime';
import { METRIC, applyChatEvent, type ChatDraft, type ChatMessage } from '@lane/shared';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProducerEvent, ProducerInput } from '../../domain/chat/assistant.js';
import { fixedClock } from '../../domain/clock.js';
import { LaneError } from '../../domain/errors.js';
import type { BedrockAssistant } from './bedrock-assistant.js';
import {
  TOOL_INPUT_JSON,
  guardrailStream,
  toolInputFragments,
  toolUseStream,
} from './fixtures/converse-stream.js';
import { addMetric, assistant, metadata, resetAssistantMocks, sleep } from './fixtures/assistant.js';

const bedrock = mockClient(BedrockRuntimeClient);
const TODAY = '2026-03-02';
const CONVERSATION: ChatMessage[] = [
  { role: 'user', content: 'El hospital me cobró $2,340 por urgencias y mi seguro debía cubrirlo' },
];
const TOOL_INPUT = JSON.parse(TOOL_INPUT_JSON) as Record<string, unknown> & {
  strategy: string;
  email: { subject: string; body: string };
};

/** The events the SDK's iterator yields; `thenThrow` is thrown by the iterator after them. */
async function* replay(
  events: readonly ConverseStreamOutput[],
  thenThrow?: Error,
): AsyncGenerator<ConverseStreamOutput> {
  for (const event of events) {
    await Promise.resolve();
    yield event;
  }
  if (thenThrow) throw thenThrow;
}

/** Each ConverseStream call answers with the next scripted stream (a fresh generator per call). */
function streams(...scripts: Array<{ events: readonly ConverseStreamOutput[]; thenThrow?: Error } | Error>) {
  let call = 0;
  bedrock.on(ConverseStreamCommand).callsFake(() => {
    const script = scripts[Math.min(call, scripts.length - 1)]!;
    call += 1;
    if (script instanceof Error) throw script;
    return { stream: replay(script.events, script.thenThrow), ...metadata };
  });
}

async function produce(
  producer: BedrockAssistant,
  overrides: Partial<ProducerInput> = {},
): Promise<{ events: ProducerEvent[]; result: Awaited<ReturnType<BedrockAssistant['produce']>> }> {
  const events: ProducerEvent[] = [];
  const result = await producer.produce({
    messages: CONVERSATION,
    lang: 'es',
    today: TODAY,
    onEvent: (event) => events.push(event),
    ...overrides,
  });
  return { events, result };
}

async function failure(promise: Promise<unknown>): Promise<LaneError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(LaneError);
  return error as LaneError;
}

const kinds = (events: ProducerEvent[]) => events.map((event) => event.type);
const draftOf = (events: ProducerEvent[]) => events.reduce<ChatDraft>(applyChatEvent, {});
/** A valid tool input with its case removed: well-formed JSON the schema refuses. */
const WITHOUT_CASE = JSON.stringify({ ...TOOL_INPUT, case: undefined });

beforeEach(() => {
  bedrock.reset();
  resetAssistantMocks();
});

describe('the streamed answer (ConverseStream)', () => {
  it('asks ConverseStream exactly what Converse is asked: the same prompt and forced tool', async () => {
    streams({ events: toolUseStream() });
    bedrock.on(ConverseCommand).resolves({
      output: {
        message: {
          role: 'assistant',
          content: [{ toolUse: { toolUseId: 't', name: 'give_answer', input: TOOL_INPUT as never } }],
        },
      },
      stopReason: 'tool_use',
      usage: { inputTokens: 1, outputTokens: 1, totalTokens: 2 },
      metrics: { latencyMs: 1 },
      ...metadata,
    });
    const streamed = await produce(assistant({ guardrailId: 'gr-1' }));
    const whole = await assistant({ guardrailId: 'gr-1' }).produce({
      messages: CONVERSATION,
      lang: 'es',
      today: TODAY,
    });

    const streamRequest = bedrock.commandCalls(ConverseStreamCommand)[0]!.args[0].input;
    const converseRequest = bedrock.commandCalls(ConverseCommand)[0]!.args[0].input;
    expect(streamRequest).toEqual(converseRequest);
    expect(streamRequest.toolConfig?.toolChoice).toEqual({ tool: { name: 'give_answer' } });
    // The same answer of record, streamed or not.
    expect(streamed.result).toEqual(whole);
  });

  it('sends each section as it grows, strategy first, adding up to the sections it returns', async () => {
    streams({ events: toolUseStream() });
    const { events, result } = await produce(assistant());

    expect(kinds(events).every((kind) => kind === 'delta')).toBe(true);
    expect(events.length).toBeGreaterThan(10);
    expect(events[0]).toMatchObject({ type: 'delta', section: 'strategy' });
    const draft = draftOf(events);
    expect(draft.strategy).toBe(result.sections.strategy);
    expect(draft.phone_script).toBe(result.sections.phone_script);
    expect(draft.email_subject).toBe(result.sections.email.subject);
    expect(draft.email_body).toBe(result.sections.email.body);
    expect(draft.talking_points).toBe(result.sections.talking_points.join('\n'));
    expect(result.language).toBe('es');
    expect(bedrock).toHaveReceivedCommandTimes(ConverseStreamCommand, 1);
  });

  it('records time to first token, latency and tokens', async () => {
    const clock = fixedClock('2026-03-02T10:00:00Z');
    const events = toolUseStream(toolInputFragments(), { usage: { inputTokens: 3100, outputTokens: 1400 } });
    bedrock.on(ConverseStreamCommand).callsFake(() => {
      async function* timed() {
        for (const event of events) {
          clock.advance(event.contentBlockDelta && !timed.started ? 700 : 10);
          if (event.contentBlockDelta) timed.started = true;
          yield event;
        }
      }
      timed.started = false;
      return { stream: timed(), ...metadata };
    });
    await produce(assistant({ clock }));

    const recorded = Object.fromEntries(
      addMetric.mock.calls.map(([name, , value]) => [name, value as number]),
    );
    expect(recorded[METRIC.timeToFirstToken]).toBe(720);
    expect(recorded[METRIC.modelLatency]).toBeGreaterThan(recorded[METRIC.timeToFirstToken]!);
    expect(recorded[METRIC.inputTokens]).toBe(3100);
    expect(recorded[METRIC.outputTokens]).toBe(1400);
  });

  it('resets and asks once more when the finished tool input is malformed, as the unstreamed answer is retried', async () => {
    streams({ events: toolUseStream(toolInputFragments(WITHOUT_CASE)) }, { events: toolUseStream() });
    const { events, result } = await produce(assistant());

    const reset = kinds(events).indexOf('reset');
    expect(reset).toBeGreaterThan(0);
    expect(kinds(events).filter((kind) => kind === 'reset')).toHaveLength(1);
    expect(
      kinds(events)
        .slice(reset + 1)
        .every((kind) => kind === 'delta'),
    ).toBe(true);
    expect(draftOf(events).strategy).toBe(result.sections.strategy);
    expect(bedrock).toHaveReceivedCommandTimes(ConverseStreamCommand, 2);
  });

  it('resets and retries once when the tool input JSON itself is cut (invalid JSON)', async () => {
    const truncated = TOOL_INPUT_JSON.slice(0, 400);
    streams({ events: toolUseStream(toolInputFragments(truncated)) }, { events: toolUseStream() });
    const { events, result } = await produce(assistant());
    expect(kinds(events)).toContain('reset');
    expect(result.sections.strategy).toBe(TOOL_INPUT.strategy);
  });

  it('fails ai_error "unreadable" when the retry is malformed too', async () => {
    streams({ events: toolUseStream(toolInputFragments(WITHOUT_CASE)) });
    const error = await failure(produce(assistant()));
    expect(error.code).toBe('ai_error');
    expect(error.extra.detail).toBe('unreadable');
    expect(bedrock).toHaveReceivedCommandTimes(ConverseStreamCommand, 2);
  });

  it('retries a throttled request after a pause, without a reset when nothing was shown', async () => {
    streams(new ThrottlingException({ message: 'Rate exceeded', ...metadata }), { events: toolUseStream() });
    const { events } = await produce(assistant());
    expect(kinds(events)).not.toContain('reset');
    expect(sleep).toHaveBeenCalledTimes(1);
    expect(bedrock).toHaveReceivedCommandTimes(ConverseStreamCommand, 2);
  });

  it('resets and retries when throttled mid-stream, after some sections were shown', async () => {
    const partial = toolUseStream().slice(0, 12);
    streams(
      { events: partial, thenThrow: new ThrottlingException({ message: 'Rate exceeded', ...metadata }) },
      { events: toolUseStream() },
    );
    const { events, result } = await produce(assistant());
    expect(kinds(events).filter((kind) => kind === 'reset')).toHaveLength(1);
    expect(kinds(events).indexOf('reset')).toBeGreaterThan(0);
    expect(draftOf(events).email_body).toBe(result.sections.email.body);
  });

  it('fails ai_unavailable "busy" when throttling outlasts the retries', async () => {
    streams(new ThrottlingException({ message: 'Rate exceeded for account 123456789012', ...metadata }));
    const error = await failure(produce(assistant()));
    expect(error.code).toBe('ai_unavailable');
    expect(error.extra.detail).toBe('busy');
    expect(bedrock).toHaveReceivedCommandTimes(ConverseStreamCommand, 3);
  });

  it('passes a guardrail’s intervention on verbatim, throwing away what was shown before it', async () => {
    streams({
      events: [
        ...toolUseStream().slice(0, 8),
        ...guardrailStream('Lo siento, Lane no puede ayudar con eso.', 1).slice(1),
      ],
    });
    const { events, result } = await produce(assistant({ guardrailId: 'gr-1' }));
    expect(kinds(events).at(-1)).toBe('reset');
    expect(result.verbatim).toBe(true);
    expect(result.sections.strategy).toBe('Lo siento, Lane no puede ayudar con eso.');
  });

  it('fails ai_error "failed" when the stream is cut before the model finished (no messageStop)', async () => {
    streams({ events: toolUseStream().slice(0, 20) });
    const error = await failure(produce(assistant()));
    expect(error.code).toBe('ai_error');
    expect(error.extra.detail).toBe('failed');
    expect(bedrock).toHaveReceivedCommandTimes(ConverseStreamCommand, 1);
  });

  it('fails ai_error "failed" when the model’s stream breaks with an error mid-answer', async () => {
    streams({
      events: toolUseStream().slice(0, 20),
      thenThrow: new ModelStreamErrorException({ message: 'internal stream failure 0xdead', ...metadata }),
    });
    const error = await failure(produce(assistant()));
    expect(error.code).toBe('ai_error');
    expect(error.extra.detail).toBe('failed');
  });

  it('fails ai_unavailable "timeout" when the stream outlasts the time budget', async () => {
    vi.useFakeTimers();
    try {
      bedrock.on(ConverseStreamCommand).callsFake(() => ({
        stream: (async function* () {
          yield* toolUseStream().slice(0, 5);
          await new Promise(() => undefined);
        })(),
        ...metadata,
      }));
      const pending = failure(produce(assistant({ timeBudgetMs: 10_000 })));
      await vi.advanceTimersByTimeAsync(10_000);
      const error = await pending;
      expect(error.code).toBe('ai_unavailable');
      expect(error.extra.detail).toBe('timeout');
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops reading when the caller leaves', async () => {
    const caller = new AbortController();
    let aborted: AbortSignal | undefined;
    bedrock.on(ConverseStreamCommand).callsFake(() => {
      return {
        stream: (async function* () {
          yield* toolUseStream().slice(0, 5);
          await new Promise(() => undefined);
        })(),
        ...metadata,
      };
    });
    const pending = failure(
      produce(assistant(), {
        signal: caller.signal,
        onEvent: () => {
          aborted = caller.signal;
          caller.abort();
        },
      }),
    );
    const error = await pending;
    expect(aborted?.aborted).toBe(true);
    expect(error.code).toBe('ai_error');
    expect(bedrock).toHaveReceivedCommandTimes(ConverseStreamCommand, 1);
  });
});
