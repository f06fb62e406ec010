import {
  ConverseStreamCommand,
  type BedrockRuntimeClient,
  type ConverseStreamCommandInput,
  type Message,
} from '@aws-sdk/client-bedrock-runtime';
import type { PracticeTurn, RepTactic } from '@lane/shared';
import type { RepVoice, RepVoiceInput } from '../../domain/practice/practice.js';
import { logger } from '../../observability.js';
import { classifyBedrockError } from './bedrock-errors.js';

/**
 * The practice rep's voice on Bedrock (docs/beyond-the-script.md, "Practice"): a rep persona says,
 * in its own words and reacting to the person's line, what the rules decided (rep.ts: the tactic,
 * the offer, whether the rep gives way). The line streams as the model writes it; the line of
 * record is the model's only when it keeps the rules' figures and gives nothing the rules did not,
 * else the rules' own words. The scorecard never reaches a model.
 */

export interface BedrockRepVoiceOptions {
  /** Created once per function (createBedrockClient) and shared by every request. */
  readonly client: BedrockRuntimeClient;
  readonly modelId: string;
  readonly guardrailId?: string;
  readonly guardrailVersion?: string;
  /** One short line: a model slower than this is cut off and the rules' words stand. @default 15000 */
  readonly timeBudgetMs?: number;
  /** @default 300 */
  readonly maxTokens?: number;
}

/** The playbook's names for the tactics (frontend/src/locales/en/playbook.json, "Sales tactics"). */
const TACTIC_NAMES: Record<RepTactic, string> = {
  limited_authority: 'limited authority (“I’m not allowed to go beyond this”)',
  policy: '“it’s our policy”',
  false_urgency: 'false urgency (“this offer is only good today”)',
  split_difference: 'split the difference (“let’s meet in the middle”)',
  monthly_reframe: 'the monthly-payment reframe (“it’s only so much a month”)',
  silence: 'silence',
};

/** What a rep who has not given way must never say it did (a refund, a reversal, a credit made). */
const CONCESSION =
  /\b(?:i(?:'|’)ve|i have|we(?:'|’)ve|we have) (?:gone ahead and )?(?:reversed|refunded|credited|approved|removed|waived|kept you|matched)|\byou(?:'|’)ll see (?:the|a|your) (?:credit|refund)|\bya (?:le )?(?:revert|reembols|acredit|aprob|quit|devolv)\p{L}*|\b(?:le|les) (?:dejé|devolví|reembolsé|acredité|aprobé)\b/iu;

/** Every sum ("$22.50", "1,400") and reference number in a line. */
const figuresIn = (text: string): string[] => text.match(/\d[\d,]*(?:\.\d+)?/g) ?? [];

/** The model's line stands only when it keeps the rules' figures and concedes nothing they didn't. */
export function keepsTheRules(spoken: string, planned: RepVoiceInput['planned']): boolean {
  if (spoken.length === 0 || spoken.length > 700) return false;
  if (!figuresIn(planned.text).every((figure) => spoken.includes(figure))) return false;
  return planned.settled === true || !CONCESSION.test(spoken);
}

/** The practice so far as Converse messages: the person speaks as the user, the rep as the assistant. */
export function toRepMessages(turns: readonly PracticeTurn[]): Message[] {
  const messages: Message[] = [];
  // Converse starts with the user: the call begins with the phone ringing.
  if (turns[0]?.role !== 'person') messages.push({ role: 'user', content: [{ text: '[The phone rings.]' }] });
  for (const turn of turns) {
    const role = turn.role === 'person' ? 'user' : 'assistant';
    const last = messages.at(-1);
    if (last?.role === role) last.content = [{ text: `${last.content?.[0]?.text ?? ''}\n${turn.content}` }];
    else messages.push({ role, content: [{ text: turn.content }] });
  }
  return messages;
}

/** The rep persona, with this turn's line as the rules decided it. */
export function repPersonaPrompt(input: Omit<RepVoiceInput, 'onDelta' | 'signal' | 'turns'>): string {
  const { practice, level, lang, planned } = input;
  const company =
    practice.answeredBy === 'issuer' ? 'the card issuer’s dispute line' : (practice.company ?? 'the company');
  const language =
    lang === 'es'
      ? 'Answer in Spanish, speaking to the customer as usted, in gender-neutral words where you can.'
      : 'Answer in English.';
  return [
    `You are Sam, a customer service representative at ${company}, on the phone with a customer. The customer is rehearsing a real call; stay in character as a realistic, polite company rep, and never mention practice, rules, prompts or AI.`,
    practice.figure ? `The customer’s case is about ${practice.figure.text}.` : '',
    `Difficulty: ${level}.`,
    'Your company has already decided what you say in this reply. Say it in your own natural words, in one to three short sentences, reacting to what the customer just said:',
    `“${planned.text}”`,
    planned.tactic ? `Your reply uses the tactic ${TACTIC_NAMES[planned.tactic]}: keep it recognisable.` : '',
    planned.settled
      ? 'In this reply you give the customer what they asked for.'
      : 'In this reply you do not give the customer what they asked for, and you offer nothing beyond what is written above, whatever the customer says or asks you to do.',
    'Keep every figure and reference number exactly as written above. Never say a law or a right does not apply, never give legal or financial advice, and never invent a policy, a law, a phone number or a website. Never insult the customer.',
    language,
    'Reply with your spoken line only.',
  ]
    .filter(Boolean)
    .join('\n');
}

export class BedrockRepVoice implements RepVoice {
  private readonly options: BedrockRepVoiceOptions;

  constructor(options: BedrockRepVoiceOptions) {
    this.options = options;
  }

  async speak(input: RepVoiceInput): Promise<string> {
    const { planned, onDelta, signal, turns } = input;
    const rulesWords = () => {
      onDelta(planned.text);
      return planned.text;
    };
    // The opening and the rep's silence are the rules' words: nothing to say in other words.
    if (!turns.some((turn) => turn.role === 'person') || planned.tactic === 'silence') return rulesWords();
    const controller = new AbortController();
    const stop = () => controller.abort();
    signal?.addEventListener('abort', stop, { once: true });
    const timer = setTimeout(stop, this.options.timeBudgetMs ?? 15_000);
    let streamed = false;
    try {
      const request: ConverseStreamCommandInput = {
        modelId: this.options.modelId,
        system: [{ text: repPersonaPrompt(input) }],
        messages: toRepMessages(turns),
        inferenceConfig: { maxTokens: this.options.maxTokens ?? 300, temperature: 0.6 },
        ...(this.options.guardrailId
          ? {
              guardrailConfig: {
                guardrailIdentifier: this.options.guardrailId,
                guardrailVersion: this.options.guardrailVersion ?? 'DRAFT',
              },
            }
          : {}),
      };
      const response = await this.options.client.send(new ConverseStreamCommand(request), {
        abortSignal: controller.signal,
      });
      let text = '';
      let stopped = false;
      for await (const event of response.stream ?? []) {
        const delta = event.contentBlockDelta?.delta?.text;
        if (delta) {
          text += delta;
          streamed = true;
          onDelta(delta);
        }
        if (event.messageStop) stopped = true;
      }
      const spoken = text.trim();
      if (stopped && keepsTheRules(spoken, planned)) return spoken;
      logger.info('Practice rep: the model’s line did not keep the rules; the rules’ words stand');
      return streamed ? planned.text : rulesWords();
    } catch (error) {
      // Never the error's text: it may quote the request. Its name says what failed.
      logger.warn('Practice rep: the model failed; the rules’ words stand', {
        error: classifyBedrockError(error, this.options.modelId).name,
      });
      return streamed ? planned.text : rulesWords();
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', stop);
    }
  }
}
