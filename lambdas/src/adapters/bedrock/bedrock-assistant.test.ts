import 'aws-sdk-client-mock-vitest/extend';
import {
  AccessDeniedException,
  BedrockRuntimeClient,
  ConverseCommand,
  InternalServerException,
  ModelErrorException,
  ModelNotReadyException,
  ModelTimeoutException,
  ResourceNotFoundException,
  ServiceQuotaExceededException,
  ServiceUnavailableException,
  ThrottlingException,
  ValidationException,
  type ConverseCommandOutput,
} from '@aws-sdk/client-bedrock-runtime';
import { CHAT_LIMITS, chatResponseSchema, type ChatMessage, type ChatSections } from '@lane/shared';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reviewAnswer } from '../../domain/chat/answer-chat.js';
import type { ProducerInput } from '../../domain/chat/assistant.js';
import { callLogCiter } from '../../domain/chat/call-log-citation.js';
import { caseSchema, type Case } from '../../domain/chat/case.js';
import { deadlineOf, factById } from '../../domain/chat/facts.js';
import { ANSWER_TOOL_NAME, answerToolJsonSchema, buildSystemPrompt } from '../../domain/chat/prompt.js';
import { fixedClock } from '../../domain/clock.js';
import { LaneError } from '../../domain/errors.js';
import { logger } from '../../observability.js';
import { toConverseMessages } from './bedrock-assistant.js';
import { emptyCase } from '../../domain/chat/case.js';
import { createBedrockClient } from './client.js';
import {
  MODEL_ID,
  addMetric,
  assistant,
  metadata,
  resetAssistantMocks,
  sleep,
} from './fixtures/assistant.js';

const bedrock = mockClient(BedrockRuntimeClient);

const CONVERSATION: ChatMessage[] = [
  { role: 'user', content: 'The hospital billed me $2,340 for an ER visit my insurance should cover' },
  { role: 'assistant', content: '## Strategy\n\nAsk for an itemized bill first.' },
  { role: 'user', content: 'they said no' },
];

const SECTIONS: ChatSections = {
  strategy: 'Ask for the itemized bill and a hold while the claim is reviewed.',
  phone_script: '"Hi, I\'m calling about my $2,340 bill. Could you send me an itemized bill?"',
  email: {
    subject: 'Itemized bill request: $2,340',
    body: 'Hello,\n\nPlease send me an itemized bill.\n\nThank you',
  },
  talking_points: ['Ask for the itemized bill first.', 'Get the rep’s name and a reference number.'],
  deadlines: [],
  questions: [],
};

/** The server's day the producer is given; the system prompt carries it. */
const TODAY = '2026-03-02';

/** The smallest reading of a case the tool schema accepts (nothing said yet). */
const MINIMAL_CASE: Case = emptyCase();

/** The model's reading of CONVERSATION: an insured emergency visit balance-billed. */
const CASE: Case = {
  ...MINIMAL_CASE,
  area: 'medical_bills',
  subCase: 'medical_emergency_balance_bill',
  amounts: [{ text: '$2,340', value: 2340, role: 'billed' }],
  insurance: 'insured',
  flags: { emergency: true },
};

/** A full, valid tool input: the sections, the language and the case. */
function toolInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...SECTIONS, language: 'en', case: CASE, ...overrides };
}

function input(overrides: Partial<ProducerInput> = {}): ProducerInput {
  return { messages: CONVERSATION, lang: 'en', today: TODAY, ...overrides };
}

function toolAnswer(input: unknown, usage = { inputTokens: 1200, outputTokens: 800 }): ConverseCommandOutput {
  return {
    output: {
      message: {
        role: 'assistant',
        content: [{ toolUse: { toolUseId: 'tool-1', name: ANSWER_TOOL_NAME, input: input as never } }],
      },
    },
    stopReason: 'tool_use',
    usage: { ...usage, totalTokens: usage.inputTokens + usage.outputTokens },
    metrics: { latencyMs: 900 },
    $metadata: {},
  };
}

function textAnswer(
  text: string,
  stopReason: ConverseCommandOutput['stopReason'] = 'end_turn',
): ConverseCommandOutput {
  return {
    output: { message: { role: 'assistant', content: text ? [{ text }] : [] } },
    stopReason,
    usage: { inputTokens: 10, outputTokens: 0, totalTokens: 10 },
    metrics: { latencyMs: 100 },
    $metadata: {},
  };
}

async function failureOf(promise: Promise<unknown>): Promise<LaneError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(LaneError);
  return error as LaneError;
}

beforeEach(() => {
  bedrock.reset();
  resetAssistantMocks();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the Converse request', () => {
  it('sends the system prompt, the whole conversation, the inference config and the forced answer tool', async () => {
    bedrock.on(ConverseCommand).resolves(toolAnswer(toolInput()));

    await assistant({ maxTokens: 3000, temperature: 0.2 }).produce(input());

    expect(bedrock).toHaveReceivedCommandTimes(ConverseCommand, 1);
    expect(bedrock).toHaveReceivedCommandWith(ConverseCommand, {
      modelId: MODEL_ID,
      system: [{ text: buildSystemPrompt('en', TODAY) }],
      messages: [
        { role: 'user', content: [{ text: CONVERSATION[0]!.content }] },
        { role: 'assistant', content: [{ text: CONVERSATION[1]!.content }] },
        { role: 'user', content: [{ text: 'they said no' }] },
      ],
      inferenceConfig: { maxTokens: 3000, temperature: 0.2 },
      toolConfig: {
        tools: [
          {
            toolSpec: {
              name: ANSWER_TOOL_NAME,
              description: expect.any(String) as string,
              inputSchema: { json: answerToolJsonSchema() },
            },
          },
        ],
        toolChoice: { tool: { name: ANSWER_TOOL_NAME } },
      },
    });
    expect(bedrock.commandCalls(ConverseCommand)[0]!.args[0].input.guardrailConfig).toBeUndefined();
  });

  it('ends the person’s latest turn with their call log, oldest first, without blank fields', async () => {
    bedrock.on(ConverseCommand).resolves(toolAnswer(toolInput()));
    const callLog = [
      { rep: 'Dana', reference: '48213', at: '2026-02-20T14:10', promised: 'a credit by Friday' },
      { rep: '', reference: '1190', at: '2026-02-12', promised: '' },
    ];

    const produced = await assistant().produce(input({ callLog }));

    const request = bedrock.commandCalls(ConverseCommand)[0]!.args[0].input;
    expect(request.messages?.slice(0, 2)).toEqual([
      { role: 'user', content: [{ text: CONVERSATION[0]!.content }] },
      { role: 'assistant', content: [{ text: CONVERSATION[1]!.content }] },
    ]);
    expect(request.messages?.[2]).toEqual({
      role: 'user',
      content: [
        { text: 'they said no' },
        {
          text: 'My call log (my notes of the calls so far):\n- 2026-02-12; reference: 1190\n- 2026-02-20 14:10; rep: Dana; reference: 48213; said or promised: a credit by Friday',
        },
      ],
    });
    // Only the person's turn carries it: the system prompt is the same, and tells the model the
    // server cites the log itself.
    expect(request.system).toEqual([{ text: buildSystemPrompt('en', TODAY) }]);
    expect(buildSystemPrompt('en', TODAY)).toContain(
      "The server opens the script and the email with it: don't repeat it, build on it",
    );
    // The review cites the newest call in the model's script and email too.
    const { answer } = reviewAnswer(produced, TODAY, callLogCiter(callLog, TODAY));
    expect(answer.sections.phone_script).toBe(
      `"On February 20 at 2:10 p.m. I spoke with Dana, reference 48213, who promised a credit by Friday."\n${SECTIONS.phone_script}`,
    );
    expect(answer.sections.email.body).toContain(
      'Hello,\n\nOn February 12 I spoke with a representative, reference 1190. On February 20 at 2:10 p.m.',
    );
  });

  it('forces a tool whose input requires the language and the reading of the case', async () => {
    bedrock.on(ConverseCommand).resolves(toolAnswer(toolInput()));

    await assistant().produce(input());

    const tool = bedrock.commandCalls(ConverseCommand)[0]!.args[0].input.toolConfig?.tools?.[0];
    const schema = tool?.toolSpec?.inputSchema?.json as { required?: string[] } | undefined;
    expect(schema?.required).toEqual(expect.arrayContaining(['language', 'case']));
  });

  it('writes the system prompt for the page language and the server day', async () => {
    bedrock.on(ConverseCommand).resolves(toolAnswer(toolInput({ language: 'es' })));

    await assistant().produce(
      input({ messages: [{ role: 'user', content: 'Hola' }], lang: 'es', today: '2026-11-22' }),
    );

    const system = bedrock.commandCalls(ConverseCommand)[0]!.args[0].input.system;
    expect(system).toEqual([{ text: buildSystemPrompt('es', '2026-11-22') }]);
    expect(buildSystemPrompt('es', '2026-11-22')).toContain('the page is in Spanish');
    expect(buildSystemPrompt('es', '2026-11-22')).toContain('Today is 2026-11-22.');
  });

  it('applies the configured guardrail with its version', async () => {
    bedrock.on(ConverseCommand).resolves(toolAnswer(toolInput()));

    await assistant({ guardrailId: 'gr-123', guardrailVersion: '3' }).produce(input());

    expect(bedrock).toHaveReceivedCommandWith(ConverseCommand, {
      guardrailConfig: { guardrailIdentifier: 'gr-123', guardrailVersion: '3' },
    });
  });

  it('uses the guardrail draft when only its id is configured', async () => {
    bedrock.on(ConverseCommand).resolves(toolAnswer(toolInput()));

    await assistant({ guardrailId: 'gr-123' }).produce(input());

    expect(bedrock).toHaveReceivedCommandWith(ConverseCommand, {
      guardrailConfig: { guardrailIdentifier: 'gr-123', guardrailVersion: 'DRAFT' },
    });
  });
});

describe('toConverseMessages', () => {
  it('starts the conversation with the person and joins two messages in a row into one turn', () => {
    expect(
      toConverseMessages([
        { role: 'assistant', content: 'Hi, I am Lane.' },
        { role: 'user', content: 'My landlord kept my deposit.' },
        { role: 'user', content: 'It was $1,500.' },
        { role: 'assistant', content: 'Here is a plan.' },
        { role: 'user', content: 'they said no' },
      ]),
    ).toEqual([
      { role: 'user', content: [{ text: 'My landlord kept my deposit.' }, { text: 'It was $1,500.' }] },
      { role: 'assistant', content: [{ text: 'Here is a plan.' }] },
      { role: 'user', content: [{ text: 'they said no' }] },
    ]);
  });
});

describe('a good answer', () => {
  it('passes on the case, the sections and the language the model answered in', async () => {
    bedrock.on(ConverseCommand).resolves(toolAnswer(toolInput({ language: 'es' })));

    const produced = await assistant().produce(input());

    expect(produced).toEqual({ case: CASE, sections: SECTIONS, language: 'es' });
    expect(produced.verbatim).toBeUndefined();
    expect(caseSchema.parse(produced.case)).toEqual(CASE);
  });

  it('accepts the smallest valid case, without an area or a sub-case', async () => {
    bedrock.on(ConverseCommand).resolves(toolAnswer(toolInput({ case: MINIMAL_CASE })));

    const produced = await assistant().produce(input());

    expect(produced.case).toEqual(MINIMAL_CASE);
    expect(produced.sections).toEqual(SECTIONS);
    expect(bedrock).toHaveReceivedCommandTimes(ConverseCommand, 1);
  });

  it('renders, once reviewed, as Markdown in the language the model answered in', async () => {
    bedrock.on(ConverseCommand).resolves(toolAnswer(toolInput({ language: 'es' })));

    const produced = await assistant().produce(input());
    const { answer } = reviewAnswer(produced, TODAY);

    expect(chatResponseSchema.parse(answer)).toEqual(answer);
    expect(answer.sections.phone_script).toBe(SECTIONS.phone_script);
    expect(answer.response).toContain('## Estrategia');
    expect(answer.response).toContain(SECTIONS.email.subject);
  });

  it('leaves the deadlines to the review, which keeps the rights of the case in the table’s words', async () => {
    const emergency = deadlineOf(factById('no-surprises-emergency'), 'en');
    const written = [
      { ...emergency, detail: 'A paraphrase the model wrote.' },
      {
        title: 'State surprise billing law',
        detail: 'Dispute within 10 days.',
        source: 'A blog',
        url: 'https://example.com/law',
      },
      deadlineOf(factById('ftc-cars-rule-vacated'), 'en'),
    ];
    bedrock.on(ConverseCommand).resolves(toolAnswer(toolInput({ deadlines: written })));

    const produced = await assistant().produce(input());

    // The adapter does not review: the model's deadlines reach the use case as written.
    expect(produced.sections.deadlines).toEqual(written);
    const { answer, droppedDeadlines } = reviewAnswer(produced, TODAY);
    expect(answer.sections.deadlines).toEqual([emergency]);
    expect(droppedDeadlines).toBe(2);
    expect(answer.response).toContain(emergency.detail);
    expect(answer.response).not.toContain('A paraphrase the model wrote.');
    expect(answer.response).not.toContain('Dispute within 10 days');
  });

  it('keeps a long answer within one message by shortening the longest right, never its title or source', async () => {
    const emergency = deadlineOf(factById('no-surprises-emergency'), 'en');
    const long = { strategy: `${'Keep every bill and the EOB. '.repeat(110)}`.trim() };
    bedrock.on(ConverseCommand).resolves(toolAnswer(toolInput(long)));

    const { answer } = reviewAnswer(await assistant().produce(input()), TODAY);

    expect(answer.response.length).toBeLessThanOrEqual(CHAT_LIMITS.maxMessageChars);
    expect(answer.sections.deadlines).toHaveLength(1);
    expect(answer.sections.deadlines[0]?.title).toBe(emergency.title);
    expect(answer.sections.deadlines[0]?.url).toBe(emergency.url);
    expect(emergency.detail.startsWith(answer.sections.deadlines[0]?.detail ?? '')).toBe(true);
    expect(answer.sections.deadlines[0]?.detail.length).toBeLessThan(emergency.detail.length);
  });

  it('drops talking points from the last, keeping the first, when the rights alone cannot make it fit', async () => {
    const points = [
      'Ask for the itemized bill first.',
      'Get a reference number.',
      `${'Keep copies. '.repeat(30)}`.trim(),
    ];
    const long = {
      strategy: `${'Keep every bill and the EOB. '.repeat(112)}`.trim(),
      talking_points: points,
    };
    bedrock.on(ConverseCommand).resolves(toolAnswer(toolInput(long)));

    const { answer } = reviewAnswer(await assistant().produce(input()), TODAY);

    expect(answer.response.length).toBeLessThanOrEqual(CHAT_LIMITS.maxMessageChars);
    expect(answer.sections.talking_points[0]).toBe(points[0]);
    expect(answer.sections.talking_points.length).toBeLessThan(points.length);
    expect(answer.response).not.toContain('Keep copies. Keep copies.');
  });

  it('has the review open the strategy, once, with a scam warning the model flagged in the case', async () => {
    const warning = factById('ftc-recovery-scam').text.en.detail;
    const flagged = { ...CASE, flags: { ...CASE.flags, recoveryFeeAsked: true } };
    bedrock.on(ConverseCommand).resolves(toolAnswer(toolInput({ case: flagged })));

    const { answer } = reviewAnswer(await assistant().produce(input()), TODAY);
    expect(answer.sections.strategy).toBe(`${warning} ${SECTIONS.strategy}`);

    // Written by the producer already (as the offline assistant does): not said twice.
    const written = { strategy: `${warning} ${SECTIONS.strategy}` };
    bedrock.on(ConverseCommand).resolves(toolAnswer(toolInput({ case: flagged, ...written })));
    const again = reviewAnswer(await assistant().produce(input()), TODAY).answer;
    expect(again.sections.strategy.split(warning)).toHaveLength(2);
  });

  it('records the model latency and the input and output tokens', async () => {
    bedrock.on(ConverseCommand).resolves(toolAnswer(toolInput(), { inputTokens: 1500, outputTokens: 700 }));

    await assistant().produce(input());

    expect(addMetric).toHaveBeenCalledWith('ModelLatency', 'Milliseconds', expect.any(Number));
    expect(addMetric).toHaveBeenCalledWith('InputTokens', 'Count', 1500);
    expect(addMetric).toHaveBeenCalledWith('OutputTokens', 'Count', 700);
  });

  it('passes on a guardrail intervention verbatim, shown as it is after the review', async () => {
    bedrock
      .on(ConverseCommand)
      .resolves(textAnswer('Sorry, Lane cannot help with that.', 'guardrail_intervened'));

    const produced = await assistant({ guardrailId: 'gr-123' }).produce(input());

    expect(produced.verbatim).toBe(true);
    expect(produced.language).toBe('en');
    expect(produced.sections.strategy).toBe('Sorry, Lane cannot help with that.');
    expect(caseSchema.safeParse(produced.case).success).toBe(true);
    expect(bedrock).toHaveReceivedCommandTimes(ConverseCommand, 1);
    const { answer, droppedDeadlines } = reviewAnswer(produced, TODAY);
    expect(answer.response).toBe('Sorry, Lane cannot help with that.');
    expect(answer.sections.deadlines).toEqual([]);
    expect(droppedDeadlines).toBe(0);
    expect(chatResponseSchema.parse(answer)).toEqual(answer);
  });

  it('gives a guardrail message the language the person writes in', async () => {
    bedrock
      .on(ConverseCommand)
      .resolves(textAnswer('Lo siento, Lane no puede ayudar con eso.', 'content_filtered'));

    const produced = await assistant({ guardrailId: 'gr-123' }).produce(
      input({
        messages: [
          { role: 'user', content: 'El hospital me cobró 2.340 dólares y mi seguro debería cubrirlo' },
        ],
        lang: 'en',
      }),
    );

    expect(produced.verbatim).toBe(true);
    expect(produced.language).toBe('es');
    expect(produced.sections.strategy).toBe('Lo siento, Lane no puede ayudar con eso.');
  });

  it('reports a guardrail intervention with no message as ai_error, without retrying', async () => {
    bedrock.on(ConverseCommand).resolves(textAnswer('', 'guardrail_intervened'));

    const failure = await failureOf(assistant({ guardrailId: 'gr-123' }).produce(input()));

    expect(failure.code).toBe('ai_error');
    expect(failure.extra.details).toBe('guardrail_intervened');
    expect(failure.extra.detail).toBe('declined');
    expect(bedrock).toHaveReceivedCommandTimes(ConverseCommand, 1);
  });

  it('never logs what the person wrote', async () => {
    const secret = 'Mercy General account 99-12345 owes $7,777';
    const logged: unknown[] = [];
    for (const level of ['debug', 'info', 'warn', 'error'] as const) {
      vi.spyOn(logger, level).mockImplementation((...args: unknown[]) => {
        logged.push(args);
      });
    }
    bedrock
      .on(ConverseCommand)
      .rejectsOnce(new ThrottlingException({ message: 'Rate exceeded', ...metadata }))
      .resolves(toolAnswer(toolInput()));

    await assistant().produce(input({ messages: [{ role: 'user', content: secret }] }));

    expect(logged.length).toBeGreaterThan(0);
    expect(JSON.stringify(logged)).not.toContain('Mercy');
    expect(JSON.stringify(logged)).not.toContain('7,777');
  });
});

describe('errors', () => {
  it.each([
    ['AccessDeniedException', () => new AccessDeniedException({ message: 'no access', ...metadata })],
    [
      'UnrecognizedClientException',
      () => Object.assign(new Error('invalid token'), { name: 'UnrecognizedClientException' }),
    ],
    ['ExpiredTokenException', () => Object.assign(new Error('expired'), { name: 'ExpiredTokenException' })],
    [
      'CredentialsProviderError',
      () => Object.assign(new Error('Could not load credentials'), { name: 'CredentialsProviderError' }),
    ],
    [
      'ResourceNotFoundException',
      () => new ResourceNotFoundException({ message: 'no such model', ...metadata }),
    ],
  ])('answers ai_configuration naming the credentials for %s, without retrying', async (name, error) => {
    bedrock.on(ConverseCommand).rejects(error());

    const failure = await failureOf(assistant().produce(input()));

    expect(failure.code).toBe('ai_configuration');
    expect(failure.extra.details).toMatch(/credentials|API key/);
    expect(failure.extra.details).toContain(name);
    expect(bedrock).toHaveReceivedCommandTimes(ConverseCommand, 1);
  });

  it.each([
    ['ThrottlingException', () => new ThrottlingException({ message: 'Rate exceeded', ...metadata })],
    [
      'ServiceUnavailableException',
      () => new ServiceUnavailableException({ message: 'unavailable', ...metadata }),
    ],
    ['ModelNotReadyException', () => new ModelNotReadyException({ message: 'warming up', ...metadata })],
  ])('answers ai_unavailable for %s once the retries are spent', async (name, error) => {
    bedrock.on(ConverseCommand).rejects(error());

    const failure = await failureOf(assistant().produce(input()));

    expect(failure.code).toBe('ai_unavailable');
    expect(failure.extra.details).toBe(name);
    expect(bedrock).toHaveReceivedCommandTimes(ConverseCommand, 3);
    expect(sleep).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['ValidationException', () => new ValidationException({ message: 'bad request', ...metadata })],
    ['ModelErrorException', () => new ModelErrorException({ message: 'model failed', ...metadata })],
    ['InternalServerException', () => new InternalServerException({ message: 'oops', ...metadata })],
    ['ModelTimeoutException', () => new ModelTimeoutException({ message: 'too slow', ...metadata })],
    [
      'ServiceQuotaExceededException',
      () => new ServiceQuotaExceededException({ message: 'quota', ...metadata }),
    ],
    ['TypeError', () => new TypeError('socket hang up')],
  ])('answers ai_error with details for %s', async (name, error) => {
    bedrock.on(ConverseCommand).rejects(error());

    const failure = await failureOf(assistant().produce(input()));

    expect(failure.code).toBe('ai_error');
    expect(failure.extra.details).toContain(name);
    expect(bedrock).toHaveReceivedCommandTimes(ConverseCommand, 1);
  });

  it('retries throttling with growing pauses, then answers', async () => {
    bedrock
      .on(ConverseCommand)
      .rejectsOnce(new ThrottlingException({ message: 'Rate exceeded', ...metadata }))
      .rejectsOnce(new ServiceUnavailableException({ message: 'unavailable', ...metadata }))
      .resolves(toolAnswer(toolInput()));

    const produced = await assistant({ backoffBaseMs: 400 }).produce(input());

    expect(produced.sections.strategy).toBe(SECTIONS.strategy);
    expect(produced.case).toEqual(CASE);
    expect(bedrock).toHaveReceivedCommandTimes(ConverseCommand, 3);
    const [first, second] = sleep.mock.calls.map(([ms]) => ms);
    expect(first).toBeGreaterThanOrEqual(200);
    expect(first).toBeLessThanOrEqual(400);
    expect(second).toBeGreaterThanOrEqual(400);
    expect(second).toBeLessThanOrEqual(800);
  });

  it('stops retrying when another attempt would not fit in the time budget', async () => {
    const clock = fixedClock('2026-03-02T10:00:00Z');
    bedrock.on(ConverseCommand).callsFake(() => {
      clock.advance(23_000);
      throw new ThrottlingException({ message: 'Rate exceeded', ...metadata });
    });

    const failure = await failureOf(assistant({ clock, timeBudgetMs: 25_000 }).produce(input()));

    expect(failure.code).toBe('ai_unavailable');
    expect(bedrock).toHaveReceivedCommandTimes(ConverseCommand, 1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('answers ai_unavailable "timeout" when Bedrock has not answered within the budget', async () => {
    vi.useFakeTimers();
    bedrock.on(ConverseCommand).callsFake(() => new Promise(() => undefined));

    const pending = failureOf(assistant({ timeBudgetMs: 25_000 }).produce(input()));
    await vi.advanceTimersByTimeAsync(25_000);
    const failure = await pending;

    expect(failure.code).toBe('ai_unavailable');
    expect(failure.extra.details).toBe('timeout');
    expect(failure.extra.detail).toBe('timeout');
  });
});

describe('bad answers', () => {
  it('retries a malformed answer once, then answers', async () => {
    bedrock
      .on(ConverseCommand)
      .resolvesOnce(toolAnswer({ strategy: 'Only a strategy.' }))
      .resolves(toolAnswer(toolInput()));

    const produced = await assistant().produce(input());

    expect(produced).toEqual({ case: CASE, sections: SECTIONS, language: 'en' });
    expect(bedrock).toHaveReceivedCommandTimes(ConverseCommand, 2);
  });

  it('reports a second malformed answer as ai_error naming the bad fields', async () => {
    bedrock.on(ConverseCommand).resolves(toolAnswer(toolInput({ talking_points: 'not a list' })));

    const failure = await failureOf(assistant().produce(input()));

    expect(failure.code).toBe('ai_error');
    expect(failure.extra.details).toBe('malformed: talking_points');
    expect(bedrock).toHaveReceivedCommandTimes(ConverseCommand, 2);
  });

  it('retries an answer without the case once, then answers', async () => {
    const { case: _missing, ...withoutCase } = toolInput();
    bedrock.on(ConverseCommand).resolvesOnce(toolAnswer(withoutCase)).resolves(toolAnswer(toolInput()));

    const produced = await assistant().produce(input());

    expect(produced.case).toEqual(CASE);
    expect(bedrock).toHaveReceivedCommandTimes(ConverseCommand, 2);
  });

  it('reports an answer without the case twice as ai_error "malformed: case"', async () => {
    const { case: _missing, ...withoutCase } = toolInput();
    bedrock.on(ConverseCommand).resolves(toolAnswer(withoutCase));

    const failure = await failureOf(assistant().produce(input()));

    expect(failure.code).toBe('ai_error');
    expect(failure.extra.details).toBe('malformed: case');
    expect(bedrock).toHaveReceivedCommandTimes(ConverseCommand, 2);
  });

  it.each([
    ['case.confidence', { ...CASE, confidence: 'maybe' }],
    ['case.area', { ...CASE, area: 'lottery' }],
    ['case.subCase', { ...CASE, subCase: 'not_a_sub_case' }],
    ['case.amounts.0.value', { ...CASE, amounts: [{ text: '$2,340', value: '2340', role: 'billed' }] }],
    ['case.flags.emergency', { ...CASE, flags: { emergency: 'yes' } }],
    ['case.asksForDeception', { ...MINIMAL_CASE, asksForDeception: undefined }],
  ])('reports an invalid case as ai_error naming %s, after one retry', async (field, kase) => {
    bedrock.on(ConverseCommand).resolves(toolAnswer(toolInput({ case: kase })));

    const failure = await failureOf(assistant().produce(input()));

    expect(failure.code).toBe('ai_error');
    expect(failure.extra.details).toBe(`malformed: ${field}`);
    expect(bedrock).toHaveReceivedCommandTimes(ConverseCommand, 2);
  });

  it('reports an answer without its language twice as ai_error "malformed: language"', async () => {
    const { language: _missing, ...withoutLanguage } = toolInput();
    bedrock.on(ConverseCommand).resolves(toolAnswer(withoutLanguage));

    const failure = await failureOf(
      assistant().produce(
        input({
          messages: [
            { role: 'user', content: 'El hospital me cobró 2.340 dólares y mi seguro debería cubrirlo' },
          ],
        }),
      ),
    );

    expect(failure.code).toBe('ai_error');
    expect(failure.extra.details).toBe('malformed: language');
    expect(bedrock).toHaveReceivedCommandTimes(ConverseCommand, 2);
  });

  it('does not retry a malformed answer when another attempt would not fit in the time budget', async () => {
    const clock = fixedClock('2026-03-02T10:00:00Z');
    bedrock.on(ConverseCommand).callsFake(() => {
      clock.advance(23_500);
      return toolAnswer(toolInput({ case: undefined }));
    });

    const failure = await failureOf(assistant({ clock, timeBudgetMs: 25_000 }).produce(input()));

    expect(failure.code).toBe('ai_error');
    expect(failure.extra.details).toBe('malformed: case');
    expect(bedrock).toHaveReceivedCommandTimes(ConverseCommand, 1);
  });

  it('treats a plain text reply without the answer tool as malformed', async () => {
    bedrock.on(ConverseCommand).resolves(textAnswer('Here is some advice in prose.'));

    const failure = await failureOf(assistant().produce(input()));

    expect(failure.code).toBe('ai_error');
    expect(failure.extra.details).toBe('malformed: no answer tool call');
    expect(failure.extra.detail).toBe('unreadable');
  });

  it('reports an empty answer as ai_error "empty" after one retry', async () => {
    bedrock.on(ConverseCommand).resolves(textAnswer(''));

    const failure = await failureOf(assistant().produce(input()));

    expect(failure.code).toBe('ai_error');
    expect(failure.extra.detail).toBe('empty');
    expect(failure.extra.details).toBe('empty');
    expect(bedrock).toHaveReceivedCommandTimes(ConverseCommand, 2);
  });

  it('counts a tool call with nothing in it as empty', async () => {
    const blank: ChatSections = {
      strategy: ' ',
      phone_script: '',
      email: { subject: '', body: '' },
      talking_points: [],
      deadlines: [],
      questions: [],
    };
    bedrock.on(ConverseCommand).resolves(toolAnswer(toolInput(blank)));

    const failure = await failureOf(assistant().produce(input()));

    expect(failure.extra.details).toBe('empty');
    expect(bedrock).toHaveReceivedCommandTimes(ConverseCommand, 2);
  });
});

describe('createBedrockClient', () => {
  it('turns off the SDK retries so the assistant alone keeps the time budget', async () => {
    const client = createBedrockClient({ region: 'us-east-1' });

    expect(await client.config.maxAttempts()).toBe(1);
    expect(await client.config.region()).toBe('us-east-1');
  });
});
