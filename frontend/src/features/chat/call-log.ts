import { CALL_LOG_LIMITS, callLogEntrySchema, type CallLogEntry } from '@lane/shared';

/**
 * The calls the person noted (shared/src/call-log.ts), as the chat store keeps them: in the tab's
 * memory only, beside the conversation, erased with it. Each has an id of the page's own so it can
 * be edited or deleted; the id never leaves the browser.
 */
export interface LoggedCall extends CallLogEntry {
  id: string;
}

/** What the form holds while the person types. */
export type CallDraft = CallLogEntry;

type CallField = 'rep' | 'reference' | 'at' | 'promised';

/** Why a draft can't be saved, per field (`form` for the whole entry); each names a string in calls.json. */
export type CallErrors = Partial<Record<CallField | 'form', 'empty' | 'too_long' | 'when' | 'full'>>;

const pad = (value: number) => String(value).padStart(2, '0');

/** `YYYY-MM-DDTHH:mm` in the person's own time zone: what a `datetime-local` input holds. */
export function localDateTime(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const AT = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/;

/** The moment a call's `at` names, read as the person's local time; undefined when it is no real moment. */
export function callMoment(at: string): Date | undefined {
  const match = AT.exec(at);
  if (!match) return undefined;
  const [year, month, day, hours, minutes] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (hours > 23 || minutes > 59) return undefined;
  const moment = new Date(year, month - 1, day, hours, minutes);
  return moment.getFullYear() === year && moment.getMonth() === month - 1 && moment.getDate() === day
    ? moment
    : undefined;
}

/** "May 3, 2026, 2:15 PM" (or just the day, when no time was noted), in the page's language. */
export function formatCallTime(at: string, language: string): string {
  const moment = callMoment(at);
  if (!moment) return at;
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    ...(at.includes('T') ? { timeStyle: 'short' } : {}),
  }).format(moment);
}

/**
 * A draft checked against the shared schema's rules, field by field, so each message sits under the
 * field it is about: the entry the server would read, or why not. `count` is how many calls are
 * logged besides this one (a new one past the limit is refused).
 */
export function checkCall(
  draft: CallDraft,
  count: number,
): { entry: CallLogEntry; errors?: undefined } | { entry?: undefined; errors: CallErrors } {
  const value = {
    rep: draft.rep.trim(),
    reference: draft.reference.trim(),
    at: draft.at.trim(),
    promised: draft.promised.trim(),
  };
  const errors: CallErrors = {};
  if (value.rep.length > CALL_LOG_LIMITS.repChars) errors.rep = 'too_long';
  if (value.reference.length > CALL_LOG_LIMITS.referenceChars) errors.reference = 'too_long';
  if (value.promised.length > CALL_LOG_LIMITS.promisedChars) errors.promised = 'too_long';
  if (!callMoment(value.at)) errors.at = 'when';
  if (!value.rep && !value.reference && !value.promised) errors.form = 'empty';
  else if (count >= CALL_LOG_LIMITS.maxEntries) errors.form = 'full';
  if (Object.keys(errors).length > 0) return { errors };
  // The same rules the server applies: what passes here passes there.
  return { entry: callLogEntrySchema.parse(value) };
}

/** Oldest first, so the newest call is the last one (the one the next answer cites). */
export function sortCalls<T extends CallLogEntry>(calls: readonly T[]): T[] {
  return calls
    .map((call, index) => ({ call, index, time: callMoment(call.at)?.getTime() ?? 0 }))
    .sort((a, b) => a.time - b.time || a.index - b.index)
    .map(({ call }) => call);
}

/**
 * The call log as the API reads it (the chat's follow-ups, the practice, the escalation): without the
 * page's ids, oldest first, at most the API's ten; nothing at all when no call is logged.
 */
export function callLogForApi(calls: readonly LoggedCall[]): CallLogEntry[] | undefined {
  if (calls.length === 0) return undefined;
  return sortCalls(calls)
    .slice(-CALL_LOG_LIMITS.maxEntries)
    .map(({ rep, reference, at, promised }) => ({ rep, reference, at, promised }));
}

/** Words the downloaded file uses for the call log, in the person's language. */
export interface CallLogTextLabels {
  title: string;
  rep: string;
  reference: string;
  promised: string;
  time: (at: string) => string;
}

/** The call log as plain text for the download: each call's time, then what was noted. */
export function callLogText(calls: readonly CallLogEntry[], labels: CallLogTextLabels): string {
  const blocks = sortCalls(calls).map((call) =>
    [
      labels.time(call.at),
      ...(call.rep ? [`${labels.rep}: ${call.rep}`] : []),
      ...(call.reference ? [`${labels.reference}: ${call.reference}`] : []),
      ...(call.promised ? [`${labels.promised}: ${call.promised}`] : []),
    ].join('\n'),
  );
  return [labels.title, ...blocks].join('\n\n');
}
