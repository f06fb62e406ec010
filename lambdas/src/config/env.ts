import * as z from 'zod/mini';

/**
 * The Lambda environment, parsed once, failing fast. The CDK stack sets exactly these; the
 * local stack does not read them: it builds its own ports (infra/local). Built when read (once,
 * on a function's first request: composition/cloud.ts), not at its cold start
 * (docs/lambda-bundles.md); a function rather than shared/src/lazy-schema.ts, which the
 * functions that use no shared schema would carry for this alone.
 */
const cloudEnvSchema = () =>
  z.object({
    LANE_TABLE_NAME: z.string().check(z.minLength(1)),
    LANE_EVENT_BUS_NAME: z.string().check(z.minLength(1)),
    /**
     * The public origin, e.g. https://lane.example.com: checkout success/cancel URLs and mail links.
     * Every function has it but the streaming chat, which never needs it: the distribution points at
     * the chat's function URL, so the function cannot also name the distribution (a cycle).
     */
    LANE_SITE_URL: z.optional(z.url()),
    LANE_MAIL_FROM: z.string().check(z.minLength(3)),
    /** The SES configuration set every message names, so bounces and complaints are counted. */
    LANE_SES_CONFIGURATION_SET: z.optional(z.string().check(z.minLength(1))),
    LANE_STRIPE_SECRET_KEY_SECRET_ID: z.string().check(z.minLength(1)),
    LANE_STRIPE_WEBHOOK_SECRET_ID: z.string().check(z.minLength(1)),
    LANE_ADMIN_EMAIL_SECRET_ID: z.string().check(z.minLength(1)),
    LANE_SESSION_KEY_SECRET_ID: z.string().check(z.minLength(1)),
    LANE_BEDROCK_MODEL_ID: z.string().check(z.minLength(1)),
    LANE_BEDROCK_GUARDRAIL_ID: z.optional(z.string()),
    LANE_BEDROCK_GUARDRAIL_VERSION: z.optional(z.string()),
    /** 'offline' makes the cloud answer with the offline assistant (an explicit fallback only). */
    LANE_ASSISTANT: z._default(z.enum(['bedrock', 'offline']), 'bedrock'),
    LANE_STRIPE_PRICE_48HOUR: z.optional(z.string()),
    LANE_STRIPE_PRICE_30DAY: z.optional(z.string()),
  });

export type CloudEnv = z.infer<ReturnType<typeof cloudEnvSchema>>;

/** The variables a function needs, checked on first use so a missing one names itself. */
export function readCloudEnv(source: NodeJS.ProcessEnv = process.env): CloudEnv {
  const parsed = cloudEnvSchema().safeParse(source);
  if (!parsed.success) {
    const names = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new Error(`Lane is misconfigured: missing or invalid environment variables: ${names}`);
  }
  return parsed.data;
}

/** The variables env.ts reads (a function, so that no bundle builds the schema at import). */
export const cloudEnvNames = (): (keyof CloudEnv)[] =>
  Object.keys(cloudEnvSchema().shape) as (keyof CloudEnv)[];
