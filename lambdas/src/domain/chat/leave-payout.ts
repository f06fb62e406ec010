import { fold, pattern } from './text-patterns.js';

/**
 * A second question beside the main one: the employer won't pay out unused vacation (PTO) when the
 * person leaves ("my job says they won't pay out my 3 unused vacation days (8 hr days) when i quit").
 * Whether it must is state law: the answer asks it of the state, never states it.
 */
export interface LeavePayout {
  /** Unused days, when said. */
  readonly days?: number;
  /** Unused hours, when said as hours ("40 hours of PTO"). */
  readonly hours?: number;
  /** Hours in one of those days ("8 hr days"). */
  readonly hoursPerDay?: number;
}

const LEAVE = String.raw`(?:vacation|vacay|pto|paid time off|vacaciones|dias de vacaciones)`;
const REFUSED = pattern(
  String.raw`(?:won'?t|wont|will not|not going to|don'?t|dont|doesn'?t|refus\p{L}* to|no longer)\s+(?:\w+\s+){0,2}pay\s*(?:me\s+)?(?:out|for)\b[^.?!]{0,60}${LEAVE}`,
  String.raw`${LEAVE}[^.?!]{0,50}(?:won'?t|wont|will not|not|never)\s+(?:be\s+)?(?:paid out|get paid|be paid)`,
  String.raw`(?:lose|forfeit|use it or lose it)[^.?!]{0,40}${LEAVE}`,
  String.raw`no\s+(?:me\s+)?(?:van a|quieren|piensan)?\s*(?:pagar|pagan|pagaran)\s+(?:mis\s+|los\s+)?[^.?!]{0,30}${LEAVE}`,
  String.raw`${LEAVE}[^.?!]{0,40}no\s+(?:me\s+)?(?:las?|los?)?\s*(?:van a pagar|pagan|pagaran)`,
  // "el PTO 'no se paga'", "las vacaciones no se pagan".
  String.raw`${LEAVE}[^.?!]{0,40}no\s+se\s+(?:paga|pagan|puede pagar|pueden pagar)\b`,
);
const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  un: 1,
  una: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
};
const NUM = String.raw`(\d{1,3}(?:\.\d)?|one|two|three|four|five|six|seven|eight|nine|ten|un|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez)`;
const asNumber = (text: string | undefined) =>
  text === undefined ? undefined : (NUMBER_WORDS[text] ?? (Number(text) || undefined));

export function leavePayoutIn(text: string): LeavePayout | undefined {
  const folded = fold(text);
  if (!REFUSED.test(folded)) return undefined;
  const days = new RegExp(
    String.raw`${NUM}\s+(?:unused\s+|left\s+|remaining\s+|leftover\s+)?(?:${LEAVE}\s+)?(?:days?|dias?)(?:\s+(?:of\s+|de\s+)?${LEAVE})?`,
    'u',
  ).exec(folded);
  const hours = new RegExp(
    String.raw`${NUM}\s+(?:hours?|hrs?|horas?)\s+(?:of\s+|de\s+)?(?:unused\s+)?${LEAVE}`,
    'u',
  ).exec(folded);
  const perDay = new RegExp(
    String.raw`${NUM}[\s-]*(?:hours?|hrs?|horas?|h)[\s-]*(?:days?|dias?|a day|per day|al dia|por dia)`,
    'u',
  ).exec(folded);
  const dayCount =
    days && !/(?:hours?|hrs?|horas?|h)[\s-]*$/u.test(folded.slice(0, days.index).trimEnd())
      ? asNumber(days[1])
      : undefined;
  // "8 hr days" is the day's length, never a count of days.
  const countIsLength =
    perDay && days && perDay.index <= days.index && days.index < perDay.index + perDay[0].length;
  return {
    ...(dayCount !== undefined && !countIsLength ? { days: dayCount } : {}),
    ...(asNumber(hours?.[1]) !== undefined ? { hours: asNumber(hours?.[1]) } : {}),
    ...(asNumber(perDay?.[1]) !== undefined ? { hoursPerDay: asNumber(perDay?.[1]) } : {}),
  };
}
