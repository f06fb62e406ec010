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

const SENTENCE_STARTS =
  /^(?:a|an|the|to|that|some|my|our|their|his|her|un|una|unos|unas|el|la|los|las|lo|que|su|sus|mi|mis|nuestro|nuestra)\b/iu;

/**
 * What a call promised, as it reads after "who promised" / "quien prometió": a note typed as its own
 * sentence ("A $120 credit by Friday", "Un crédito de $120") starts in lower case; a name or an
 * acronym ("Dana's manager", "ATM fees back") stays as typed.
 */
export function promiseAsWritten(promised: string): string {
  return SENTENCE_STARTS.test(promised) ? promised[0]!.toLowerCase() + promised.slice(1) : promised;
}

/** A real day of the calendar, with a real time of day when one is given: "2026-11-20T14:10". */
export function isCalendarTime(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/.exec(value);
  if (!match) return false;
  const [year, month, day, hour = '0', minute = '0'] = match.slice(1).map((part) => part ?? '0');
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return (
    date.getUTCFullYear() === Number(year) &&
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day) &&
    Number(hour) < 24 &&
    Number(minute) < 60
  );
}

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
      at: z.string().check(
        z.refine(isCalendarTime, {
          error: 'A call’s time is a real date (YYYY-MM-DD), or a date and time (YYYY-MM-DDTHH:mm).',
        }),
      ),
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
