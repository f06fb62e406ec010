import * as z from 'zod/mini';
import { CHAT_LIMITS, answerReadingWireSchema, chatMessageSchema } from './api.js';
import { errorBodySchema } from './errors.js';
import { languageSchema } from './language-schema.js';
import { callLogSchema } from './call-log.js';
import { lazySchema } from './lazy-schema.js';

/**
 * Beyond the script (docs/beyond-the-script.md): the call log the person keeps, the practice call
 * with a rep Lane plays, and the escalation ladder with a ready complaint. Like the conversation,
 * every one of these lives only in the browser's memory and travels with the request that needs it;
 * the server reads it for one answer and keeps nothing.
 */

/** The conversation a practice or an escalation is about: the same rules as the chat's. */
const conversationSchema = () =>
  z.array(chatMessageSchema).check(
    z.minLength(1),
    z.maxLength(CHAT_LIMITS.maxMessages),
    z.refine((messages) => messages[0]?.role === 'user', {
      error: 'The conversation starts with the person’s message.',
    }),
  );

// ---- practise the call ------------------------------------------------------------------------------

/** How hard the rep pushes back: `easy` gives way to a clear ask, `tough` uses every tactic first. */
export const PRACTICE_LEVELS = ['easy', 'firm', 'tough'] as const;
export type PracticeLevel = (typeof PRACTICE_LEVELS)[number];

/** The rep's tactics (the playbook's names), so the interface can point at the one being used. */
export const REP_TACTICS = [
  'limited_authority',
  'policy',
  'false_urgency',
  'split_difference',
  'monthly_reframe',
  'silence',
] as const;
export type RepTactic = (typeof REP_TACTICS)[number];

/** The moves the scorecard judges, in the order it shows them. */
export const PRACTICE_MOVES = [
  'exact_ask',
  'named_right',
  'name_and_reference',
  'stayed_calm',
  'held_the_amount',
  'next_rung',
] as const;
export type PracticeMove = (typeof PRACTICE_MOVES)[number];

export const PRACTICE_LIMITS = { maxTurns: 40, maxTurnChars: 1000 } as const;

export const practiceTurnSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    role: z.enum(['person', 'rep']),
    content: z.string().check(z.minLength(1), z.maxLength(PRACTICE_LIMITS.maxTurnChars)),
  }),
);
export type PracticeTurn = z.infer<typeof practiceTurnSchema>;

/**
 * POST /api/practice: the conversation the call is about, the practice so far and what to do next.
 * `turns` empty: the rep answers the phone. Last turn the person's: the rep replies. `end`: the
 * scorecard of the practice so far (at least one turn of the person's).
 */
export const practiceRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z
    .object({
      messages: conversationSchema(),
      /** The reading of the answer the call is about, as the chat gave it (chatResponseSchema). */
      reading: answerReadingWireSchema,
      callLog: z.optional(callLogSchema),
      level: z.enum(PRACTICE_LEVELS),
      turns: z.array(practiceTurnSchema).check(z.maxLength(PRACTICE_LIMITS.maxTurns)),
      end: z._default(z.boolean(), false),
      lang: z._default(languageSchema, 'en'),
    })
    .check(
      z.refine(
        (body) =>
          body.end
            ? body.turns.some((turn) => turn.role === 'person')
            : body.turns.length === 0 || body.turns.at(-1)?.role === 'person',
        { error: 'The rep answers the person’s last line; a scorecard needs at least one of them.' },
      ),
    ),
);
export type PracticeRequest = z.input<typeof practiceRequestSchema>;

export const PRACTICE_MOVE_STATUSES = ['met', 'missed', 'not_applicable'] as const;

export const scorecardItemSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    move: z.enum(PRACTICE_MOVES),
    status: z.enum(PRACTICE_MOVE_STATUSES),
    /** The person's own words that show it (or show it missed), as they typed them. */
    quote: z.optional(z.string()),
    /** One concrete tip, in the conversation's language (what to say next time, with the figure). */
    tip: z.string().check(z.minLength(1)),
  }),
);
export type ScorecardItem = z.infer<typeof scorecardItemSchema>;

export const scorecardSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    items: z.array(scorecardItemSchema),
    /** One or two sentences: how the call went, in the conversation's language. */
    summary: z.string().check(z.minLength(1)),
  }),
);
export type Scorecard = z.infer<typeof scorecardSchema>;

/**
 * The practice's streamed answer, NDJSON like the chat's (shared/src/chat-stream.ts): `delta`s of
 * the rep's line, then `reply` (the line of record, with the tactic it uses when it uses one), or,
 * for `end`, one `scorecard`; `error` ends a failed answer.
 */
export const practiceStreamEventSchema = /* @__PURE__ */ lazySchema(() =>
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('delta'), text: z.string() }),
    z.object({
      type: z.literal('reply'),
      text: z.string().check(z.minLength(1)),
      tactic: z.optional(z.enum(REP_TACTICS)),
      /** The rep gave what the person asked for: the call is won (the interface offers the scorecard). */
      settled: z.optional(z.boolean()),
    }),
    z.object({ type: z.literal('scorecard'), scorecard: scorecardSchema }),
    z.object({ type: z.literal('error'), error: errorBodySchema }),
  ]),
);
export type PracticeStreamEvent = z.infer<typeof practiceStreamEventSchema>;

// ---- if they still say no -----------------------------------------------------------------------------

/** POST /api/escalate: the conversation and the call log in, the ladder and a ready complaint out. */
export const escalateRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    messages: conversationSchema(),
    /** The reading of the answer the complaint follows, as the chat gave it (chatResponseSchema). */
    reading: answerReadingWireSchema,
    callLog: z.optional(callLogSchema),
    lang: z._default(languageSchema, 'en'),
  }),
);
export type EscalateRequest = z.input<typeof escalateRequestSchema>;

export const ESCALATION_RUNGS = ['supervisor', 'executive', 'regulator'] as const;

export const escalationStepSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    rung: z.enum(ESCALATION_RUNGS),
    /** Who: "A supervisor", "The executive customer relations office", "CFPB". */
    name: z.string().check(z.minLength(1)),
    /** What to do and say at this rung, in the conversation's language. */
    detail: z.string().check(z.minLength(1)),
    /** The official complaint page, for a regulator. */
    url: z.optional(z.url()),
    phone: z.optional(z.string()),
  }),
);
export type EscalationStep = z.infer<typeof escalationStepSchema>;

export const escalateResponseSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    steps: z.array(escalationStepSchema).check(z.minLength(1)),
    /** The complaint, ready to paste into the first regulator's form: dated, with the figures, no account numbers. */
    narrative: z.object({
      /** Which step (a regulator's name) the narrative is written for. */
      for: z.string().check(z.minLength(1)),
      text: z.string().check(z.minLength(1)),
      /** The form's own length limit, in characters; `text` is never longer. */
      maxChars: z.int().check(z.positive()),
    }),
    /** What Lane needs to know to finish the complaint (the state, a date), when it doesn't. */
    questions: z.array(z.string()),
  }),
);
export type EscalateResponse = z.infer<typeof escalateResponseSchema>;
