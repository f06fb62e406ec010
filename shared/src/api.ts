import * as z from 'zod/mini';
import { API_PATHS } from './api-paths.js';
import { accessEmailSchema, checkoutEmailSchema } from './email.js';
import { callLogSchema } from './call-log.js';
import { languageSchema } from './language-schema.js';
import { productIdSchema } from './plans.js';
import { lazySchema } from './lazy-schema.js';

/** Bodies over this many bytes are refused before parsing (docs/architecture.md, "Security and privacy"). */
export const MAX_BODY_BYTES = 32 * 1024;
export const CHAT_LIMITS = { maxMessages: 40, maxMessageChars: 4000 } as const;
export const ADMIN_CODE_LENGTH = 6;

// ---- requests ---------------------------------------------------------------------------------

export const checkoutRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    productId: productIdSchema,
    email: checkoutEmailSchema,
    referralId: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(200)))),
    lang: z._default(languageSchema, 'en'),
  }),
);

export const checkoutConfirmRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    sessionId: z.string().check(z.trim(), z.minLength(1), z.maxLength(255)),
  }),
);

export const accessRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    email: accessEmailSchema,
    lang: z._default(languageSchema, 'en'),
  }),
);

export const adminCodeRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    email: accessEmailSchema,
    code: z.string().check(z.trim(), z.regex(new RegExp(`^\\d{${ADMIN_CODE_LENGTH}}$`))),
  }),
);

export const chatMessageSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    role: z.enum(['user', 'assistant']),
    content: z.string().check(z.minLength(1), z.maxLength(CHAT_LIMITS.maxMessageChars)),
  }),
);
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    messages: z.array(chatMessageSchema).check(
      z.minLength(1),
      z.maxLength(CHAT_LIMITS.maxMessages),
      z.refine((messages) => messages.at(-1)?.role === 'user', {
        error: 'The last message must be the user’s.',
      }),
      z.refine((messages) => messages.every((m) => m.content.trim().length > 0), {
        error: 'Messages may not be blank.',
      }),
    ),
    lang: z._default(languageSchema, 'en'),
    /** The calls the person logged (shared/src/call-log.ts): follow-ups cite them. */
    callLog: z.optional(callLogSchema),
  }),
);

// ---- responses --------------------------------------------------------------------------------

export const checkoutResponseSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({ url: z.string().check(z.minLength(1)) }),
);

export const checkoutConfirmResponseSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    durationHours: z.int().check(z.positive()),
    expiresAt: z.string(),
    /** The address the pass is for, masked by the server ("j•••@gmail.com"): never the whole address. */
    emailHint: z.optional(z.string()),
  }),
);

export const userAccessSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    role: z.literal('user'),
    remainingHours: z.int().check(z.nonnegative()),
    durationHours: z.int().check(z.positive()),
    expiresAt: z.string(),
    /** The address the pass is for, masked by the server ("j•••@gmail.com"): never the whole address. */
    emailHint: z.optional(z.string()),
  }),
);

export const accessResponseSchema = /* @__PURE__ */ lazySchema(() =>
  z.union([userAccessSchema, z.object({ role: z.literal('admin'), codeSent: z.literal(true) })]),
);

export const adminCodeResponseSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({ role: z.literal('admin') }),
);

export const sessionResponseSchema = /* @__PURE__ */ lazySchema(() =>
  z.union([
    userAccessSchema,
    z.object({
      role: z.literal('admin'),
      remainingHours: z.null(),
      durationHours: z.null(),
      expiresAt: z.null(),
    }),
  ]),
);

export const deadlineSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    title: z.string().check(z.minLength(1)),
    detail: z.string().check(z.minLength(1)),
    source: z.string().check(z.minLength(1)),
    url: z.url(),
    /** The last day (YYYY-MM-DD) when the engine computed it and it is still ahead: "Add to calendar". */
    date: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
    /**
     * Without a `date`, the clock when the right has one the person never dated: `days` from the
     * date on the `statement`, the first `bill`, the day the collector's `notice` came, or the `sale`
     * at home; `business: 'cooling-off'` counts the FTC Cooling-Off Rule's business days, else
     * calendar days (shared/src/deadline-days.ts). The page asks for that one date.
     */
    window: z.optional(
      z.object({
        days: z.int().check(z.positive()),
        // Regular expressions, not z.enum or z.literal: the chat function's bundle already carries
        // them, and those would add half a kilobyte to it (docs/beyond-the-script.md).
        from: z.string().check(z.regex(/^(statement|bill|notice|sale)$/)) as z.ZodMiniType<DeadlineFrom>,
        business: z.optional(z.string().check(z.regex(/^cooling-off$/)) as z.ZodMiniType<'cooling-off'>),
      }),
    ),
  }),
);
/** The date a deadline's `window` counts from. */
export type DeadlineFrom = 'statement' | 'bill' | 'notice' | 'sale';
export type DeadlineWindow = NonNullable<z.infer<typeof deadlineSchema>['window']>;

export const chatSectionsSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    strategy: z.string(),
    phone_script: z.string(),
    email: z.object({ subject: z.string(), body: z.string() }),
    talking_points: z.array(z.string()),
    deadlines: z.array(deadlineSchema),
    questions: z.array(z.string()),
  }),
);
export type ChatSections = z.infer<typeof chatSectionsSchema>;

/**
 * The reading an answer was given on (the typed case and the rights found in it), as it travels:
 * the browser keeps it with the answer, unread, and sends it back with a practice or an escalation
 * of that answer; the server checks it against its own case schema (lambdas/src/domain/chat/reading.ts).
 */
export const answerReadingWireSchema = /* @__PURE__ */ lazySchema(() => z.looseObject({}));
export type AnswerReadingWire = z.infer<typeof answerReadingWireSchema>;

export const chatResponseSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    response: z.string().check(z.minLength(1)),
    sections: chatSectionsSchema,
    /** Absent for a guardrail's message, which is no reading of a case. */
    reading: z.optional(answerReadingWireSchema),
  }),
);

export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;
export type CheckoutConfirmResponse = z.infer<typeof checkoutConfirmResponseSchema>;
export type AccessRequest = z.input<typeof accessRequestSchema>;
export type AccessResponse = z.infer<typeof accessResponseSchema>;
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
export type ChatRequest = z.input<typeof chatRequestSchema>;
export type ChatResponse = z.infer<typeof chatResponseSchema>;

// ---- the route table: the cloud stack and the local stack both mount exactly these -------------

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

export interface ApiRoute {
  readonly method: HttpMethod;
  readonly path: string;
  /** The handler module under lambdas/src/handlers/http/, one Lambda function each. */
  readonly handler: string;
  /** The webhook must see the exact bytes Stripe signed, so nothing parses its body first. */
  readonly rawBody?: boolean;
  /** Chat waits on a model; every other route answers in well under a second. */
  readonly timeoutSeconds: number;
  /**
   * Served by Lambda response streaming (a function URL behind CloudFront) instead of the HTTP API,
   * whose integrations buffer the whole answer and stop at 29 s (docs/chat-stream.md).
   */
  readonly streaming?: boolean;
}

/**
 * The chat's clocks, each shorter than the next (docs/chat-stream.md): every model attempt and pause ends
 * within the model budget, the function outlives it to write the `final` or `error` event, and
 * CloudFront waits for the function longer still, so the person always hears how it ended.
 */
export const CHAT_TIMING = {
  modelBudgetSeconds: 50,
  functionTimeoutSeconds: 55,
  originReadTimeoutSeconds: 60,
} as const;

export const API_ROUTES: readonly ApiRoute[] = [
  { method: 'POST', path: API_PATHS.checkout, handler: 'checkout', timeoutSeconds: 10 },
  { method: 'POST', path: API_PATHS.checkoutConfirm, handler: 'checkout-confirm', timeoutSeconds: 10 },
  {
    method: 'POST',
    path: API_PATHS.stripeWebhook,
    handler: 'stripe-webhook',
    rawBody: true,
    timeoutSeconds: 10,
  },
  { method: 'POST', path: API_PATHS.access, handler: 'access', timeoutSeconds: 10 },
  { method: 'POST', path: API_PATHS.accessAdmin, handler: 'access-admin', timeoutSeconds: 10 },
  { method: 'GET', path: API_PATHS.session, handler: 'session-get', timeoutSeconds: 5 },
  { method: 'DELETE', path: API_PATHS.session, handler: 'session-delete', timeoutSeconds: 5 },
  { method: 'POST', path: API_PATHS.escalate, handler: 'escalate', timeoutSeconds: 10 },
  {
    method: 'POST',
    path: API_PATHS.chat,
    handler: 'chat',
    timeoutSeconds: CHAT_TIMING.functionTimeoutSeconds,
    streaming: true,
  },
  {
    method: 'POST',
    path: API_PATHS.practice,
    handler: 'practice',
    timeoutSeconds: CHAT_TIMING.functionTimeoutSeconds,
    streaming: true,
  },
];

export const API_PREFIX = '/api';

/** The API Gateway route key of a route: 'GET /api/session'. */
export function routeKey(route: Pick<ApiRoute, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}

export function findRoute(method: string, path: string): ApiRoute | undefined {
  return API_ROUTES.find((route) => route.method === method && route.path === path);
}
