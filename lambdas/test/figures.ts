import { readFileSync } from 'node:fs';
import { findAmounts } from '../src/domain/chat/amounts.js';

/**
 * The invented-figure guard: every number an answer prints must be the person's own (as typed or
 * reformatted), be worked out from their figures (a sum, a difference, a count × a price, a
 * percentage, a share), or be a fixed figure of the reviewed facts or the copy. A figure that is
 * none of these was made up, or leaked from a template or an earlier topic.
 */

/** The reviewed facts' own figures (60 days, $50, 10 business days…): stated with their sources. */
let factFigures: Set<number> | undefined;
function FACT_FIGURES(): Set<number> {
  factFigures ??= figuresIn(readFileSync(new URL('../src/domain/chat/facts.ts', import.meta.url), 'utf8'));
  return factFigures;
}

/**
 * Fixed figures of the copy, each with its reason. Counts up to 12 (steps, months, nights, "2 billing
 * cycles", "3 quotes") are left out of the check: they are the copy's own small counts.
 */
export const COPY_FIGURES: readonly { readonly figure: number; readonly reason: string }[] = [
  { figure: 14, reason: 'two weeks: the wait before following up or a written reply' },
  { figure: 15, reason: "15 minutes or the 15th: the copy's hold-time and statement-day examples" },
  { figure: 24, reason: '24 hours: "within 24 hours" asks and overdraft cut-offs' },
  { figure: 48, reason: '48 hours: the copy asks for a written answer within 48 hours' },
  { figure: 72, reason: '72 hours: the copy asks for a written answer within 72 hours' },
  { figure: 100, reason: '100%: "pay in full" and percentages of the whole' },
  { figure: 1099, reason: 'Form 1099-C, the tax form for forgiven debt' },
];

const SMALL_COUNT = 12;

const MONTHS =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|' +
  'enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|ene|abr|ago|dic';

/** A figure as written: digits with separators, an optional "k" or "mil". */
const FIGURE = /(?<![\w.,])(\d{1,3}(?:[.,]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d+)?)(?:\s?(k|mil|grand)\b)?/giu;

/** Every value a written figure can stand for ("1.200" is 1200 in Spanish and 1.2 in English). */
export function valuesOf(text: string, suffix?: string): number[] {
  const multiplier = suffix ? 1000 : 1;
  const values = new Set<number>();
  const lastDot = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  if (lastDot >= 0 && lastComma >= 0) {
    const decimal = lastDot > lastComma ? '.' : ',';
    const thousands = decimal === '.' ? ',' : '.';
    values.add(Number(text.split(thousands).join('').replace(decimal, '.')));
  } else if (lastComma >= 0 || lastDot >= 0) {
    const separator = lastComma >= 0 ? ',' : '.';
    const parts = text.split(separator);
    const tail = parts.at(-1)!;
    if (parts.length === 2) values.add(Number(parts.join('.')));
    if (tail.length === 3) values.add(Number(parts.join('')));
  } else values.add(Number(text));
  return [...values].filter(Number.isFinite).map((value) => round2(value * multiplier));
}

const round2 = (value: number) => Math.round(value * 100) / 100;

function figuresIn(text: string): Set<number> {
  const found = new Set<number>();
  for (const match of text.matchAll(FIGURE))
    for (const value of valuesOf(match[1]!, match[2])) found.add(value);
  return found;
}

/** Percentages the copy works out on the person's own figure: "a 5% rise would take it to…". */
const COPY_PERCENTS = [5, 10];
/** Per-period factors: weeks in a year, hours in a week and a year, days in a month, a week in days. */
const FACTORS = [2, 3, 4, 7, 12, 30, 52, 40, 2080, 1.5, 0.5, 52 / 12];

/** A person's figures and every figure worked out from them. */
function workedOut(person: readonly number[], counts: readonly number[]): Set<number> {
  const base = [...new Set([...person, ...counts])].filter((value) => value > 0).slice(0, 40);
  const out = new Set<number>();
  const add = (value: number) => {
    if (Number.isFinite(value) && value > 0 && value < 1e8) out.add(round2(value));
  };
  // Sums of up to four figures (a figure may repeat: two charges of the same amount).
  const sums = new Set<number>(base);
  let level = new Set<number>(base);
  for (let size = 2; size <= (base.length <= 20 ? 4 : 2); size += 1) {
    const next = new Set<number>();
    for (const sum of level) for (const value of base) next.add(round2(sum + value));
    level = next;
    for (const sum of level) sums.add(sum);
  }
  for (const sum of sums) add(sum);
  // One step on one or two figures: a rise, a discount, a product, a share, a per-period figure.
  const moved = new Set<number>(base);
  for (const a of base) {
    for (const b of [...base, ...COPY_PERCENTS]) {
      moved.add(round2(a * (1 + b / 100))); // a price after a b% rise
      moved.add(round2(a * (1 - b / 100))); // after a b% discount
      moved.add(round2((a * b) / 100)); // b% of a
    }
    for (const b of base) {
      moved.add(round2(a * b)); // a count × a price, nights × a rate
      // Meeting in the middle, rounded to a step the copy uses (a quarter, five dollars…).
      for (const step of [0.01, 0.25, 0.5, 5, 10, 25, 50, 100, 1000])
        moved.add(round2(Math.round((a + b) / 2 / step) * step));
      moved.add(round2(a / b)); // a share, a monthly split
    }
    for (const factor of FACTORS) {
      moved.add(round2(a * factor));
      moved.add(round2(a / factor));
    }
    moved.add(round2(a * 1.05)); // the salary copy's counter "a little above your target"
    moved.add(round2(a * 1.1)); // the movers' 110% of a non-binding estimate
  }
  for (const value of moved) add(value);
  // One of those set against a figure of the person's: a gap, a gap in percent, a share in percent.
  const pool = [...new Set([...moved, ...sums])];
  for (const a of pool)
    for (const b of base) {
      const [high, low] = a > b ? [a, b] : [b, a];
      if (high === low) continue;
      add(high - low);
      add(((high - low) / low) * 100);
      add((low / high) * 100);
      add((high / low) * 100);
    }
  // A gap between two of the person's figures over time: per count, per month, per year.
  for (const a of base)
    for (const b of base) {
      if (a <= b) continue;
      for (const factor of [12, 52, 2080, 40, 52 / 12, 30]) add((a - b) * factor);
      for (const count of base) for (const factor of [1, 12, 52, 52 / 12]) add((a - b) * count * factor);
    }
  // Overtime for a week of h hours at a rate r: 40 × r + (h − 40) × 1.5 r, the week's pay owed.
  for (const hours of base.filter((value) => value > 40 && value <= 100))
    for (const rate of base.filter((value) => value > 0 && value < 200))
      add(40 * rate + (hours - 40) * rate * 1.5);
  // A sum financed: the monthly payment, the total and the interest for a rate and a term given.
  const rates = base.filter((rate) => rate > 0 && rate < 40);
  const terms = base.filter((term) => Number.isInteger(term) && term >= 6 && term <= 480);
  for (const principal of [...base, ...[...sums].slice(0, 400)])
    for (const rate of rates)
      for (const term of terms) {
        const monthly = rate / 1200;
        const payment = (principal * monthly) / (1 - (1 + monthly) ** -term);
        add(payment);
        add(payment * term);
        add(payment * term - principal);
      }
  return out;
}

/** Whether `value` matches an allowed figure exactly, or rounded to the dollar or to a tenth. */
function explained(value: number, allowed: ReadonlySet<number>): boolean {
  if (allowed.has(value)) return true;
  const near = (candidate: number) => allowed.has(round2(candidate));
  if (Number.isInteger(value)) {
    // 612 for 612.48, 111k for 110.25k: rounded either way to the whole figure.
    for (let cents = -99; cents <= 99; cents += 1) if (near(value + cents / 100)) return true;
    return false;
  }
  if (Math.abs(value * 10 - Math.round(value * 10)) < 1e-9)
    for (let cents = -5; cents <= 5; cents += 1) if (near(value + cents / 100)) return true;
  return near(value - 0.01) || near(value + 0.01);
}

/** The answer's text with what holds no figure of the case taken out: links, dates, years, times, numbering. */
function figureText(answer: string): string {
  return answer
    .replace(/\]\([^)]*\)/gu, ']')
    .replace(/\b(?:1-)?\d{3}-\d{3}-\d{4}\b|\(\d{3}\) ?\d{3}-\d{4}/gu, ' ')
    .replace(/Source: \[[^\]]*\]|Fuente: \[[^\]]*\]/gu, '')
    .replace(/\b\d{1,2}[/-]\d{1,2}(?:[/-]\d{2,4})?\b/gu, ' ')
    .replace(new RegExp(`\\b(?:${MONTHS})\\.? \\d{1,2}(?:st|nd|rd|th)?\\b`, 'giu'), ' ')
    .replace(new RegExp(`\\b\\d{1,2}(?:st|nd|rd|th)? (?:de |of )?(?:${MONTHS})\\b`, 'giu'), ' ')
    .replace(/\b\d{1,2}(?:st|nd|rd|th)\b/gu, ' ')
    .replace(/\b(?:19|20)\d{2}\b/gu, ' ')
    .replace(/\b\d{1,2}(?::\d{2})?\s?(?:a\.?m\.?|p\.?m\.?)(?!\w)/giu, ' ')
    .replace(/\b\d{1,2}:\d{2}\b/gu, ' ')
    .replace(/^\s*\d+\.\s/gmu, ' ')
    .replace(/\b(?:CFR|U\.S\.C\.|USC|§|Part|section|sección|Reg\.?|Regulation)\s?[\d.()a-z]+/giu, ' ')
    .replace(/\b\d+(?:\.\d+)*\([a-z0-9]+\)(?:\([a-z0-9]+\))*/giu, ' ')
    .replace(/\b501\(r\)/gu, ' ')
    .replace(/\[[^\]]*\]/gu, ' ');
}

export interface FigureFindings {
  /** Figures the answer prints that are neither the person's, worked out from theirs, nor fixed copy. */
  readonly invented: string[];
  /** A figure the person typed with a decimal comma ("89,99") printed in another style ("89.99", "8,999"). */
  readonly restyled: string[];
}

const MONTH_INDEX: Record<string, number> = {
  jan: 0,
  ene: 0,
  feb: 1,
  mar: 2,
  apr: 3,
  abr: 3,
  may: 4,
  jun: 5,
  jul: 6,
  aug: 7,
  ago: 7,
  sep: 8,
  set: 8,
  oct: 9,
  nov: 10,
  dec: 11,
  dic: 11,
};

function monthOf(word: string): number | undefined {
  return MONTH_INDEX[word.slice(0, 3).toLowerCase()];
}

const DAY_MS = 86_400_000;

/** The person's dates ("nov 18", "1 de diciembre", "jan 1"), placed in the year nearest to today. */
function personDates(text: string, today: string): number[] {
  const now = Date.parse(`${today}T00:00:00Z`);
  const found: number[] = [now];
  const place = (month: number | undefined, day: number) => {
    if (month === undefined || day < 1 || day > 31) return;
    const year = new Date(now).getUTCFullYear();
    const candidates = [year - 1, year, year + 1].map((y) => Date.UTC(y, month, day));
    found.push(candidates.reduce((a, b) => (Math.abs(a - now) <= Math.abs(b - now) ? a : b)));
  };
  for (const match of text.matchAll(new RegExp(`\\b(${MONTHS})\\.? (\\d{1,2})(?!\\d)`, 'giu')))
    place(monthOf(match[1]!), Number(match[2]));
  for (const match of text.matchAll(new RegExp(`\\b(\\d{1,2}) (?:de |of )?(${MONTHS})\\b`, 'giu')))
    place(monthOf(match[2]!), Number(match[1]));
  for (const match of text.matchAll(new RegExp(`\\b(${MONTHS})\\b(?! \\d)`, 'giu')))
    place(monthOf(match[1]!), 1);
  return found;
}

/** Days, weeks and months between any two of the person's dates and today. */
function dateCounts(text: string, today: string): number[] {
  const dates = personDates(text, today);
  const counts: number[] = [];
  for (const a of dates)
    for (const b of dates) {
      if (a <= b) continue;
      const days = Math.round((a - b) / DAY_MS);
      const months =
        (new Date(a).getUTCFullYear() - new Date(b).getUTCFullYear()) * 12 +
        new Date(a).getUTCMonth() -
        new Date(b).getUTCMonth();
      counts.push(days, days + 1, Math.floor(days / 7), months, months + 1, Math.max(months - 1, 0));
    }
  return counts;
}

/** What the guard finds in one answer, given everything the person has typed so far and the day. */
export function checkFigures(
  personTurns: readonly string[],
  answer: string,
  today = '2026-11-22',
): FigureFindings {
  const personText = personTurns.join('\n');
  const person: number[] = [];
  const inThousands: number[] = [];
  for (const match of personText.matchAll(FIGURE)) {
    const values = valuesOf(match[1]!, match[2]);
    person.push(...values);
    // "62k" set beside "70-85": the same thousands, counted in thousands.
    inThousands.push(...(match[2] ? valuesOf(match[1]!) : values));
  }
  // Sums written in words ("mil trescientos cincuenta"), as the reading finds them.
  for (const turn of personTurns) person.push(...findAmounts(turn).map(({ value }) => value));
  const counts = dateCounts(personText, today);
  const allowed = workedOut(person, counts);
  for (const fact of FACT_FIGURES()) allowed.add(fact);
  for (const { figure } of COPY_FIGURES) allowed.add(figure);
  const allowedThousands = workedOut(inThousands, []);
  const invented: string[] = [];
  for (const match of figureText(answer).matchAll(FIGURE)) {
    const values = valuesOf(match[1]!, match[2]);
    if (values.some((value) => value <= SMALL_COUNT && Number.isInteger(value))) continue;
    if (values.some((value) => explained(value, allowed))) continue;
    if (values.some((value) => value % 1000 === 0 && explained(value / 1000, allowedThousands))) continue;
    invented.push(match[0]);
  }
  const restyled: string[] = [];
  const typedComma = [...personText.matchAll(/(?<![\w.,])(\d{1,3}(?:\.\d{3})*,\d{2})(?![\d,.])/gu)].map(
    (match) => match[1]!,
  );
  for (const typed of typedComma) {
    const [whole, cents] = typed.split(',') as [string, string];
    const digits = whole.replaceAll('.', '');
    const others = [
      `${digits}.${cents}`,
      `${Number(digits).toLocaleString('en-US')}.${cents}`,
      Number(`${digits}${cents}`).toLocaleString('en-US'),
      `${digits}${cents}`,
    ].filter((other) => other !== typed);
    for (const other of new Set(others))
      if (new RegExp(`(?<![\\d.,])${other.replace(/\./gu, '\\.')}(?![\\d])`, 'u').test(answer))
        restyled.push(`${typed} → ${other}`);
  }
  // A person who writes cents after a comma reads "179.98" as another style: the answer's own sums too.
  if (typedComma.length > 0 && !/(?<![\w.,])\d+\.\d{2}(?![\d,.])/u.test(personText))
    for (const match of figureText(answer).matchAll(/(?<![\w.,])\d{1,3}(?:,\d{3})*\.\d{2}(?![\d,.])/gu))
      restyled.push(`cents after a dot: ${match[0]}`);
  return { invented: [...new Set(invented)], restyled: [...new Set(restyled)] };
}

/** An answer's sections by their heading ("## Phone script", "## Email"…). */
function section(answer: string, heading: RegExp): string {
  return answer.split(/^## /mu).find((part) => heading.test(part)) ?? '';
}

const ASK =
  /\b(?:refund|credit|remove|reverse|waive|take off|return|dispute|disputing|devuelvan|devolver|devolverme|reembolso|reembolsar|reembolsarme|reembolsen|acrediten|quiten|quitar|eliminen|anulen|disputo|disputar)\b[^.!?\n":;]{0,40}?(\$\s?\d[\d,.]*\d|\d[\d,.]*\d\s?(?:\$|d[oó]lares|dollars))/giu;
const BY_DATE = new RegExp(
  `\\b(?:by|before|no later than|antes del?|a más tardar el|para el)\\s+((?:${MONTHS})\\.? \\d{1,2}(?:, \\d{4})?|\\d{1,2} de (?:${MONTHS})(?: de \\d{4})?)`,
  'giu',
);

function values(text: string, pattern: RegExp): Set<string> {
  return new Set(
    [...text.matchAll(pattern)].map((match) =>
      match[1]!.replace(/[$\s]|d[oó]lares|dollars|, \d{4}| de \d{4}/giu, '').toLowerCase(),
    ),
  );
}

/**
 * Where the phone script and the email ask for different sums, or set different dates to answer by:
 * the person says one thing on the phone and writes another.
 */
export function scriptEmailConflicts(answer: string): string[] {
  const script = section(answer, /^(?:Phone script|Guion para llamar)/u);
  const email = section(answer, /^(?:Email|Correo)/u);
  const conflicts: string[] = [];
  for (const [what, pattern] of [
    ['sum asked for', ASK],
    ['date', BY_DATE],
  ] as const) {
    const said = values(script, pattern);
    const written = values(email, pattern);
    if (said.size > 0 && written.size > 0 && ![...said].some((value) => written.has(value)))
      conflicts.push(`${what}: script ${[...said].join(', ')} / email ${[...written].join(', ')}`);
  }
  return conflicts;
}
