import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.js';

/**
 * The call log (docs/beyond-the-script.md): the calls the person noted, kept only in the browser's
 * memory with the conversation and sent with the requests that cite it (the chat's follow-ups, the
 * practice, the escalation). The server reads it for one answer and keeps nothing.
 */

export const CALL_LOG_LIMITS = {
  maxEntries: 10,
  repChars: 60,
  referenceChars: 40,
  promisedChars: 300,
} as const;

/**
 * One call as the person noted it: the rep's name, the reference number, when (the person's own
 * local date and time, `YYYY-MM-DDTHH:mm`, or just the day), and what was promised or said. Every
 * field but `at` may be blank; an entry with nothing in rep, reference and promised is refused.
 */
export const callLogEntrySchema = /* @__PURE__ */ lazySchema(() =>
  z
    .object({
      rep: z.string().check(z.trim(), z.maxLength(CALL_LOG_LIMITS.repChars)),
      reference: z.string().check(z.trim(), z.maxLength(CALL_LOG_LIMITS.referenceChars)),
      at: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2})?$/)),
      promised: z.string().check(z.trim(), z.maxLength(CALL_LOG_LIMITS.promisedChars)),
    })
    .check(
      z.refine((entry) => [entry.rep, entry.reference, entry.promised].some((field) => field !== ''), {
        error: 'A call log entry needs the rep’s name, a reference number or what they said.',
      }),
    ),
);
export type CallLogEntry = z.infer<typeof callLogEntrySchema>;

export const callLogSchema = /* @__PURE__ */ lazySchema(() =>
  z.array(callLogEntrySchema).check(z.maxLength(CALL_LOG_LIMITS.maxEntries)),
);

