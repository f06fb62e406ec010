/**
 * Hours over 40 in a week, read from the person's own words: how many hours a week they work, whether
 * the hours over 40 were paid at the straight rate or not at all, and for how many weeks. The copy
 * turns these into the overtime owed (hours over 40 × rate × 1.5, less what was paid for them).
 * All matching is over folded text (lower case, no accents).
 */

export interface OvertimeReading {
  /** Hours worked in a usual week, over 40 ("trabajo 52 horas cada semana": 52). */
  readonly hoursPerWeek: number;
  /**
   * How the hours over 40 were paid: `straight` at the regular rate ("me pagan las 52 a 17 igual"),
   * `unpaid` not at all ("only paid for 40"). Straight time is the usual case and the default.
   */
  readonly paid: 'straight' | 'unpaid';
  /** How many weeks it has gone on, when a start date or a span was given. */
  readonly weeks?: number;
}

const HOURS_A_WEEK = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(\d{2,3})\s*(?:hours?|hrs?|horas?|h)\b[^.!?\n]{0,20}?(?:a|per|each|every|por|cada|a la|por la|/)\s*(?:week|wk|semana)`,
  'u',
);

/** "trabajo 52 horas cada semana", "I work 50 hrs a week", "55 horas por semana": the weekly hours. */
export function weeklyHoursIn(folded: string): number | undefined {
  const found = HOURS_A_WEEK.exec(folded);
  if (!found?.[1]) return undefined;
  const hours = Number(found[1]);
  return hours > 40 && hours <= 100 ? hours : undefined;
}

/** Words that say the hours over 40 were paid like the others, or that no overtime was paid. */
const STRAIGHT_TIME =
  /(?:\b(?:igual|lo mismo|same (?:rate|pay|hourly)|straight(?: time| pay)?|regular rate for all|todas (?:las horas )?a|all (?:the |my )?(?:hours )?at)\b|(?:nunca|never|no|sin|without|w\/o|ni)\s+(?:\p{L}+\s+){0,3}(?:overtime|horas? extras?|tiempo extra|tiempo y medio|time and a half))/u;

/** Hours over 40 not paid at all: "only paid for 40", "solo me pagan 40 horas". */
const ONLY_FORTY =
  /\b(?:only|just|solo|solamente|nada mas)\s+(?:\p{L}+\s+){0,3}(?:for\s+)?40\b|\bpay(?:s|ing)? (?:me )?(?:for )?40 (?:hours|hrs)\b|\bme pagan (?:solo )?40 horas\b/u;

/**
 * The person works more than 40 hours a week and says the hours over 40 were paid straight or not
 * at all: unpaid overtime, whatever else they call it ("nunca overtime", "same rate for all 52").
 */
export function straightTimeOverForty(folded: string): boolean {
  if (weeklyHoursIn(folded) === undefined) return false;
  return STRAIGHT_TIME.test(folded) || ONLY_FORTY.test(folded);
}

const DAY_MS = 86_400_000;
const MONTHS: Readonly<Record<string, number>> = {
  enero: 1,
  january: 1,
  jan: 1,
  febrero: 2,
  february: 2,
  feb: 2,
  marzo: 3,
  march: 3,
  mar: 3,
  abril: 4,
  april: 4,
  apr: 4,
  mayo: 5,
  may: 5,
  junio: 6,
  june: 6,
  jun: 6,
  julio: 7,
  july: 7,
  jul: 7,
  agosto: 8,
  august: 8,
  aug: 8,
  septiembre: 9,
  setiembre: 9,
  september: 9,
  sept: 9,
  sep: 9,
  octubre: 10,
  october: 10,
  oct: 10,
  noviembre: 11,
  november: 11,
  nov: 11,
  diciembre: 12,
  december: 12,
  dec: 12,
};
const MONTH_NAMES = Object.keys(MONTHS).join('|');
const SINCE_DAY_MONTH = new RegExp(
  String.raw`\b(?:desde|since|starting|started(?: on)?|empece(?: el)?|entre(?: el)?)\s+(?:el\s+)?(?:(\d{1,2})\s+(?:de\s+)?(${MONTH_NAMES})|(${MONTH_NAMES})\.?\s+(\d{1,2}))\b`,
  'u',
);
const FOR_WEEKS =
  /\b(?:for|hace|desde hace|durante|por)\s+(?:the (?:last|past) )?(\d{1,3})\s+(weeks?|semanas?|months?|mes(?:es)?)\b/u;

/** Whole weeks from a start date ("desde el 13 de mayo", "since May 13") or a span ("for 10 weeks"). */
export function overtimeWeeksIn(folded: string, today: string): number | undefined {
  const span = FOR_WEEKS.exec(folded);
  if (span?.[1] && span[2]) {
    const n = Number(span[1]);
    return /^(?:week|semana)/u.test(span[2]) ? n : Math.round((n * 52) / 12);
  }
  const since = SINCE_DAY_MONTH.exec(folded);
  if (!since) return undefined;
  const day = Number(since[1] ?? since[4]);
  const month = MONTHS[since[2] ?? since[3] ?? ''];
  if (!month || !day || day > 31) return undefined;
  const now = new Date(`${today}T00:00:00Z`);
  let start = Date.UTC(now.getUTCFullYear(), month - 1, day);
  if (start > now.getTime()) start = Date.UTC(now.getUTCFullYear() - 1, month - 1, day);
  const weeks = Math.floor((now.getTime() - start) / DAY_MS / 7);
  return weeks > 0 ? weeks : undefined;
}

/** The weekly hours, how the extra hours were paid and the weeks, when the weekly hours are over 40. */
export function overtimeIn(folded: string, today: string): OvertimeReading | undefined {
  const hoursPerWeek = weeklyHoursIn(folded);
  if (hoursPerWeek === undefined) return undefined;
  const weeks = overtimeWeeksIn(folded, today);
  return {
    hoursPerWeek,
    paid: ONLY_FORTY.test(folded) ? 'unpaid' : 'straight',
    ...(weeks ? { weeks } : {}),
  };
}

/** The sums: per week and over the weeks, from the hourly rate. Cents kept. */
export function overtimeOwed(
  rate: number,
  reading: OvertimeReading,
): {
  extraHours: number;
  premium: number;
  perWeek: number;
  total?: number;
  rightWeek: number;
  paidWeek: number;
} {
  const extraHours = reading.hoursPerWeek - 40;
  // Worked in full cents only at the end: 15.75 × 1.5 is 23.625 an hour, 20 of them 472.50.
  const overtimeRate = rate * 1.5;
  const rightWeek = round(40 * rate + extraHours * overtimeRate);
  const paidWeek = round(reading.paid === 'unpaid' ? 40 * rate : reading.hoursPerWeek * rate);
  const perWeek = round(rightWeek - paidWeek);
  const premium = round(reading.paid === 'unpaid' ? overtimeRate : rate * 0.5);
  return {
    extraHours,
    premium,
    perWeek,
    rightWeek,
    paidWeek,
    ...(reading.weeks ? { total: round(perWeek * Math.min(reading.weeks, 104)) } : {}),
  };
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
