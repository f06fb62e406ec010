import { withLeavePayout } from './leave-payout.js';
import {
  UNPAID_WAGES_HONEST,
  unpaidWagesStep,
  unpaidWagesWords,
  wagesOwedValue,
  withOvertimeFollowUp,
} from './unpaid-wages.js';
import type { Language } from '@lane/shared';
import { amountOf, type CaseAmount, type PerUnit } from '../../../domain/chat/case.js';
import { addDays, formatDay, monthName } from '../../../domain/chat/facts.js';
import { inLanguage, quoteLines } from './types.js';
import type {
  AreaCopy,
  AreaPlaybook,
  CopyContext,
  FollowUpAnswer,
  OfferVerdict,
  Outcome,
  SubCopy,
} from './types.js';
import * as talk from './relationship-talks.js';

/**
 * Pay talks: a job offer (yearly or hourly), a raise, a freelance rate. No reviewed right applies
 * here, so every sub-case is a negotiation with a step-down ladder, closed in writing.
 */

const PER: Readonly<Record<Language, Partial<Record<PerUnit, string>>>> = {
  en: { hour: 'an hour', day: 'a day', week: 'a week', month: 'a month', year: 'a year' },
  es: { hour: 'la hora', day: 'al día', week: 'a la semana', month: 'al mes', year: 'al año' },
};

/** The text already says what it is per ("$28/hr", "30 dólares la hora"). */
const SAYS_PER = /\/|\b(?:hr|hour|hora|yr|year|año|day|día|week|semana|month|mes)\b/iu;

/** A sum with what it is per, so an hourly offer never reads as a yearly one. */
function perText(ctx: CopyContext, text: string, per: PerUnit | undefined): string {
  return talk.withPer(text, per ? PER[ctx.lang][per] : undefined, SAYS_PER);
}

/**
 * A bare figure the reading took in thousands ("hoping for like 80" beside a "72k" offer) is said
 * with its "k", so "80" never reads as eighty dollars.
 */
function asWritten(amount: CaseAmount, mil = false): string {
  return /^\d{1,3}(?:\.\d+)?$/.test(amount.text) && amount.value === Number(amount.text) * 1000
    ? mil
      ? `${amount.text} mil`
      : `${amount.text}k`
    : amount.text;
}

const said = (ctx: CopyContext, amount: CaseAmount | undefined) =>
  amount ? perText(ctx, asWritten(amount, writesMil(ctx)), amount.per) : undefined;
const sayAmount = (ctx: CopyContext, amount: CaseAmount): string => said(ctx, amount)!;

/** The person writes yearly pay in thousands ("72k"): Lane's own sums follow suit. */
const writesK = (ctx: CopyContext) => ctx.case.amounts.some((amount) => /\dk$/i.test(amount.text));

/** The person writes pay in Spanish thousands ("58 mil al año"): a bare "64" beside it reads "64 mil". */
const writesMil = (ctx: CopyContext) =>
  !writesK(ctx) && ctx.case.amounts.some((amount) => /\d\s?mil\b/iu.test(amount.text));

/** A sum Lane worked out, the way the person writes pay ("84k" beside "72k"). */
function payMoney(ctx: CopyContext, value: number): string {
  return writesK(ctx) && value >= 1000 && value % 1000 === 0 ? `${value / 1000}k` : ctx.money(value);
}

const WEEKDAYS = {
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  es: ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'],
} as const;

/**
 * A coming day the person gave (an answer deadline, a review): "Friday, November 27" when they
 * named a weekday, else "December 4"; in Spanish "viernes 27 de noviembre", "4 de diciembre".
 */
function dueDay(ctx: CopyContext): string | undefined {
  const due = ctx.case.dates.find((date) => date.role === 'due');
  if (!due) return undefined;
  if (!due.iso) return due.text;
  const day = talk.monthDay(due.iso, ctx.lang);
  const weekday =
    /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo)$/i.exec(
      due.text.trim(),
    )?.[0];
  if (!weekday) return day;
  // The weekday in the answer's language, from the day itself ("friday" on the Spanish page: "viernes").
  const index = new Date(`${due.iso}T00:00:00Z`).getUTCDay();
  return ctx.lang === 'es' ? `${WEEKDAYS.es[index]} ${day}` : `${WEEKDAYS.en[index]}, ${day}`;
}

/**
 * A deadline that falls on a US holiday most offices close for, or the day after Thanksgiving: the
 * person should get their counter in earlier ("the day after Thanksgiving").
 */
export function holidayOf(iso: string, lang: Language): string | undefined {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  // Thanksgiving: the fourth Thursday of November.
  const firstWeekday = new Date(Date.UTC(year, 10, 1)).getUTCDay();
  const thanksgiving = 1 + ((4 - firstWeekday + 7) % 7) + 21;
  const t = inLanguage(lang);
  if (month === 11 && day === thanksgiving) return t('Thanksgiving', 'el Día de Acción de Gracias');
  if (month === 11 && day === thanksgiving + 1)
    return t('the day after Thanksgiving', 'el día después de Acción de Gracias');
  if (month === 12 && day === 24) return t('Christmas Eve', 'Nochebuena');
  if (month === 12 && day === 25) return t('Christmas Day', 'el día de Navidad');
  if (month === 12 && day === 31) return t("New Year's Eve", 'el último día del año');
  if (month === 1 && day === 1) return t("New Year's Day", 'el día de Año Nuevo');
  return undefined;
}

/**
 * An offer's answer deadline, with what the person needs around it: a holiday that eats the last
 * days, and time to finish another interview first ("final round next week") asked for in the same
 * message, never bluffed as an offer.
 */
function deadlineLine(ctx: CopyContext, p: Pay): string {
  if (!p.due) return '';
  const t = inLanguage(ctx.lang);
  const iso = ctx.case.dates.find((date) => date.role === 'due')?.iso;
  const holiday = iso ? holidayOf(iso, ctx.lang) : undefined;
  const interview = ctx.case.flags.otherInterview === true && ctx.case.flags.outsideOffer !== true;
  // Due tomorrow (or today): the counter goes out today.
  const soon = iso !== undefined && iso <= addDays(ctx.today, 1);
  return t(
    ` They want an answer by ${p.due}${holiday ? ` (${holiday}, when many offices are closed)` : ''}: counter ${soon ? 'today' : 'today or tomorrow'} so they have time to reply before ${holiday ? 'the holiday' : 'then'}.${interview ? ` You have another interview coming: in the same message, ask for a few more days to decide ("Could I give you my final answer by [a day after your other interview]?"). Don't name the other company, and don't call it an offer.` : ''}`,
    ` Le piden una respuesta para el ${p.due}${holiday ? ` (${holiday}, cuando muchas oficinas cierran)` : ''}: haga su contraoferta ${soon ? 'hoy mismo' : 'hoy o mañana'} para que alcancen a responder antes${holiday ? ' del feriado' : ''}.${interview ? ` Usted tiene otra entrevista pendiente: en el mismo mensaje, pida unos días más para decidir («¿Podría darles mi respuesta final el [un día después de su otra entrevista]?»). No nombre a la otra empresa ni la presente como una oferta.` : ''}`,
  );
}

/** The email's line asking for time past another interview, when one is coming. */
function moreTime(ctx: CopyContext, p: Pay): string {
  if (!p.due || ctx.case.flags.otherInterview !== true || ctx.case.flags.outsideOffer === true) return '';
  return inLanguage(ctx.lang)(
    ` I'd also appreciate a few more days to decide: could I give you my final answer by [a day after your other interview]?`,
    ` También le agradecería unos días más para decidir: ¿podría darle mi respuesta final el [un día después de su otra entrevista]?`,
  );
}

/** Two figures can be compared when neither says a different period ($85,000 a year vs $32 an hour). */
const comparable = (a: CaseAmount | undefined, b: CaseAmount | undefined): boolean =>
  a !== undefined && b !== undefined && (a.per === b.per || !a.per || !b.per);

/** high − low, written like the person's money and per the same period, when it is a rise. */
function difference(ctx: CopyContext, high: CaseAmount | undefined, low: CaseAmount | undefined) {
  if (!high || !low || !comparable(high, low) || high.value <= low.value) return undefined;
  return perText(ctx, payMoney(ctx, high.value - low.value), high.per ?? low.per);
}

function percentOf(ctx: CopyContext, part: number, whole: number): string {
  const rounded = Math.round((part / whole) * 1000) / 10;
  const text = Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
  return `${ctx.lang === 'es' ? text.replace('.', ',') : text}%`;
}

/**
 * The opening number: a little above the person's target (about 5%, rounded up the way pay is
 * quoted), so meeting in the middle still lands near the target.
 */
function anchorAbove(ctx: CopyContext, target: CaseAmount | undefined): string | undefined {
  if (!target || target.value <= 0) return undefined;
  const step = target.value >= 10_000 ? 1000 : target.value >= 1000 ? 50 : 1;
  const anchor = Math.ceil((target.value * 1.05) / step) * step;
  return perText(ctx, payMoney(ctx, anchor > target.value ? anchor : target.value + step), target.per);
}

/** The job's title as the person gave it, or a blank for it. */
function roleOf(ctx: CopyContext, lang: Language): string {
  return ctx.case.jobTitle ?? (lang === 'es' ? '[puesto]' : '[role]');
}

interface Pay {
  readonly offer?: string;
  readonly target?: string;
  readonly anchor?: string;
  /** The employer's own posted range, its top (the counter) and the market beside it. */
  readonly posted?: {
    readonly range: string;
    readonly top: string;
    readonly market?: string;
    readonly marketLow?: string;
  };
  /** The person's experience and credentials, in their words. */
  readonly skills?: string;
  /** How far the offer is below the target. */
  readonly gap?: string;
  readonly meetsTarget: boolean;
  /** The offer or target is an hourly figure. */
  readonly hourly: boolean;
  readonly current?: string;
  readonly ask?: string;
  readonly market?: string;
  readonly raise?: string;
  readonly raisePercent?: string;
  /** The freelancer's own rate, and the client's offer. */
  readonly rate?: string;
  readonly clientOffer?: string;
  readonly rateGap?: string;
  /** A coming day the person gave: the answer deadline for an offer, the review for a raise. */
  readonly due?: string;
  /** New duties in the person's words ("shift lead"), for a raise or a title. */
  readonly duties?: string;
  /** A client the freelancer already works for, at a rate raised now: the months' sums. */
  readonly client?: ClientRaise;
  /** A job offer below the pay the person had before ("me pagaban 21.50" beside 19 la hora). */
  readonly offerBelowBefore: boolean;
  /** A new hourly offer over the weekly hours of the first one: a year's pay against the first. */
  readonly hourlyStep?: (offer: string) => HourlyStep | undefined;
  /** A raise offered as a share of today's pay ("3%"): what it adds a year and the new pay. */
  readonly shareOfCurrent?: (offer: string) =>
    | {
        readonly more: string;
        readonly newPay: string;
        readonly yearly: boolean;
        readonly belowMarket: string | undefined;
      }
    | undefined;
  /** The day a freelancer's new rate starts ("starting january": January 1, 2027), and three months on. */
  readonly start?: string;
  readonly startLater?: string;
  /** A job offer's paid time off: the days offered and the days the person wants. */
  readonly daysOffered?: number;
  readonly daysWanted?: number;
  /** An hourly pay beside a yearly figure: the hourly pay over a full-time year, and the gap. */
  readonly yearly?: {
    readonly now: string;
    readonly other: string;
    readonly gap: string;
    readonly percent: string;
    readonly hourly: string;
    readonly more: boolean;
  };
}

/** Full-time hours in a year (40 hours × 52 weeks), to set an hourly pay beside a salary. */
const FULL_TIME_HOURS = 2080;

/** "23.50/hr" beside "52k a year": both as a year's pay, so the person can see which is more. */
function yearlyBeside(
  ctx: CopyContext,
  current: CaseAmount | undefined,
  other: CaseAmount | undefined,
): Pay['yearly'] {
  if (!current || !other || current.per !== 'hour' || current.value <= 0 || current.value >= 500)
    return undefined;
  if (!(other.per === 'year' || (other.per === undefined && other.value >= 10_000))) return undefined;
  const now = current.value * FULL_TIME_HOURS;
  const gap = other.value - now;
  return {
    now: ctx.money(Math.round(now)),
    other: other.text,
    gap: ctx.money(Math.round(Math.abs(gap))),
    percent: percentOf(ctx, Math.abs(gap), now),
    hourly: ctx.money(Math.round((other.value / FULL_TIME_HOURS) * 100) / 100),
    more: gap > 0,
  };
}

/** A market figure only when it is above the pay the person has now. */
function marketAbove(
  market: CaseAmount | undefined,
  current: CaseAmount | undefined,
): CaseAmount | undefined {
  if (!market || !current || !comparable(market, current)) return market;
  return market.value > current.value ? market : undefined;
}

/** "3%" of a 62k salary: 1,860 more a year, 63,860 in all, written the way the person writes pay. */
function raiseByShare(ctx: CopyContext, offer: string, current: CaseAmount | undefined, market?: CaseAmount) {
  const share = /^(\d{1,2}(?:[.,]\d+)?)\s?%$/u.exec(offer.trim())?.[1];
  // "3%" of 19.25 an hour: 0.58 more an hour, to 19.83, in cents; a yearly salary in whole dollars.
  const hourly = current?.per === 'hour' || (current !== undefined && current.value < 200);
  if (!share || !current || (!hourly && current.value < 1000)) return undefined;
  const raw = (current.value * Number(share.replace(',', '.'))) / 100;
  const more = hourly ? Math.round(raw * 100) / 100 : Math.round(raw);
  const newValue = Math.round((current.value + more) * 100) / 100;
  const money = (value: number) =>
    perText(
      ctx,
      hourly ? ctx.money(value).replace(/\.(\d)$/u, '.$10') : ctx.money(value),
      hourly ? 'hour' : current.per,
    );
  return {
    more: money(more),
    newPay: money(newValue),
    yearly: !hourly,
    // Still below what the same job pays others (new hires): said beside the step.
    belowMarket:
      hourly && market && comparable(market, current) && market.value > newValue
        ? said(ctx, market)
        : undefined,
  };
}

interface ClientRaise {
  /** The rate now, as written. */
  readonly now: string;
  /** An hourly rate ("50/hr to 60/hr"): no "a piece" after it. */
  readonly hourly: boolean;
  /** Halfway between today's rate and the new one, for a phased raise ("55 an hour"). */
  readonly middle?: string;
  readonly volume?: number;
  /** volume × rate now, and volume × the new rate, a month. */
  readonly monthNow?: string;
  readonly monthAsk?: string;
  readonly askValue?: number;
  readonly nowValue: number;
  /** The client's offer over a new volume, against the old volume at the rate asked. */
  step(offer: string): ClientStep | undefined;
}

interface ClientStep {
  readonly volume: number;
  readonly month: string;
  /** The monthly sum at the old volume and the rate asked, when the offer is less. */
  readonly askMonth?: string;
  readonly less: boolean;
  /** Halfway from the offer to the rate asked, and what it makes at the new volume. */
  readonly between?: string;
  readonly betweenMonth?: string;
}

/**
 * A freelancer raising a client they already have ("18 months at 150 per post, about 8 a month,
 * raise to 225"): what the month pays now and at the new rate; then an offer that comes with more
 * work ("175, and 10 posts a month") set beside the old volume at the rate asked.
 */
function clientRaise(
  ctx: CopyContext,
  current: CaseAmount | undefined,
  ask: CaseAmount | undefined,
): ClientRaise | undefined {
  // An hourly rate is a client raise only with the new rate beside it ("from 50/hr to 60/hr").
  if (!current || current.per === 'year' || (current.per === 'hour' && !ask)) return undefined;
  // A quote for a client not yet theirs ("me pidieron cotizar una boda") is a price to set, not a raise.
  if (ctx.case.flags.newClientQuote === true) return undefined;
  const volumes = (ctx.case.counts ?? []).filter((count) => count.role === 'ordered');
  const volume = volumes[0]?.value;
  const later = volumes.length > 1 ? volumes.at(-1)!.value : volume;
  const askValue = ask && ask.value > current.value ? ask.value : undefined;
  const middle = askValue ? Math.round((current.value + askValue) / 2) : undefined;
  return {
    now: said(ctx, current) ?? current.text,
    hourly: current.per === 'hour',
    ...(middle && askValue && middle > current.value && middle < askValue
      ? { middle: perText(ctx, ctx.money(middle), current.per) }
      : {}),
    nowValue: current.value,
    ...(volume ? { volume, monthNow: ctx.money(volume * current.value) } : {}),
    ...(volume && askValue ? { monthAsk: ctx.money(volume * askValue) } : {}),
    ...(askValue ? { askValue } : {}),
    step(offer) {
      const value = Number(/\d+(?:[.,]\d{1,2})?/u.exec(offer)?.[0]?.replace(',', '.'));
      if (!later || !Number.isFinite(value) || value <= 0) return undefined;
      const month = value * later;
      const askMonth = volume && askValue ? volume * askValue : undefined;
      const between = askValue && askValue > value ? Math.round((value + askValue) / 2 / 5) * 5 : undefined;
      return {
        volume: later,
        month: ctx.money(month),
        ...(askMonth !== undefined ? { askMonth: ctx.money(askMonth) } : {}),
        less: askMonth !== undefined && month < askMonth && later > (volume ?? 0),
        ...(between && between > value
          ? { between: ctx.money(between), betweenMonth: ctx.money(between * later) }
          : {}),
      };
    },
  };
}

interface HourlyStep {
  readonly hours: number;
  readonly year: string;
  readonly firstYear: string;
  readonly more: string;
  /** The new offer is still below the hourly pay the person had before. */
  readonly belowBefore: boolean;
  /** Halfway from the new offer to the target, in whole dollars: one more ask. */
  readonly between?: string;
}

/**
 * "19 la hora, 32 horas a la semana", then "máximo 21": 21 × 32 × 52 is a year's pay, set beside
 * the first offer's, with the pay the person had before and one ask between the offer and the target.
 */
function hourlyStepOf(
  ctx: CopyContext,
  offer: string,
  first: CaseAmount | undefined,
  target: CaseAmount | undefined,
  before: CaseAmount | undefined,
): HourlyStep | undefined {
  if (first?.per !== 'hour' || !first.count || first.count < 5 || first.count > 60) return undefined;
  const value = Number(/\d+(?:[.,]\d{1,2})?/u.exec(offer)?.[0]?.replace(',', '.'));
  if (!Number.isFinite(value) || value <= first.value || value >= 500) return undefined;
  const year = (hourly: number) => Math.round(hourly * first.count! * 52);
  const between = target && target.value > value + 1 ? Math.round((value + target.value) / 2) : undefined;
  return {
    hours: first.count,
    year: ctx.money(year(value)),
    firstYear: ctx.money(year(first.value)),
    more: ctx.money(year(value) - year(first.value)),
    belowBefore: before !== undefined && before.value < 500 && value < before.value,
    between: between !== undefined && between > value ? ctx.money(between) : undefined,
  };
}

/**
 * An offer under the top of the employer's own posted range, with no number of the person's own:
 * the counter is the top of that range, and the target where the market begins inside it ("posted
 * 60k-70k, Glassdoor 68-75": ask 70k, aim for 68k), never the bottom of the range as a "target".
 */
function postedRange(kase: CopyContext['case'], offered: CaseAmount | undefined) {
  const posted = kase.amounts.filter((amount) => amount.posted === true);
  if (posted.length === 0 || !offered || amountOf(kase, 'asked')) return undefined;
  const top = posted.reduce((high, amount) => (amount.value > high.value ? amount : high));
  const low = posted.reduce((bottom, amount) => (amount.value < bottom.value ? amount : bottom));
  if (!comparable(top, offered) || offered.value >= top.value) return undefined;
  const market = kase.amounts
    .filter((amount) => amount.role === 'market' && comparable(amount, offered))
    .sort((a, b) => a.value - b.value);
  const marketLow = market[0];
  const target =
    marketLow && marketLow.value > offered.value && marketLow.value < top.value ? marketLow : top;
  return { top, low, target, marketLow, marketHigh: market.at(-1) };
}

/**
 * "72k base", then "base max is 76k and that's final": once they name a ceiling, the offer stands
 * at the highest figure they put on the table, never the first one.
 */
function offerNow(kase: CopyContext['case']): CaseAmount | undefined {
  const first = amountOf(kase, 'offered');
  if (kase.flags.payCapped !== true || !first) return first;
  return kase.amounts
    .filter((amount) => amount.role === 'offered' && comparable(amount, first))
    .reduce((high, amount) => (amount.value > high.value ? amount : high), first);
}

function pay(ctx: CopyContext): Pay {
  const kase = ctx.case;
  const offered = offerNow(kase);
  const range = postedRange(kase, offered);
  const target = range?.target ?? amountOf(kase, 'asked', 'market');
  const current = amountOf(kase, 'current');
  const asked = amountOf(kase, 'asked', 'proposed') ?? amountOf(kase, 'market');
  // "Making 22/hr ... thinking 25": the ask is per the same period as the pay it raises.
  const ask =
    asked && !asked.per && current?.per && comparable(asked, current) && asked.value < current.value * 3
      ? { ...asked, per: current.per }
      : asked;
  const rate = amountOf(kase, 'asked', 'quoted') ?? (current ? amountOf(kase, 'proposed') : undefined);
  const raise = difference(ctx, ask, current);
  return {
    offer: said(ctx, offered),
    target: said(ctx, target),
    // A number already given to them is held, never topped: asking above it costs credibility.
    anchor: range
      ? said(ctx, range.top)
      : kase.flags.askStated === true && amountOf(kase, 'asked')
        ? said(ctx, amountOf(kase, 'asked'))
        : anchorAbove(ctx, target),
    posted: range
      ? {
          range: `${said(ctx, range.low)}–${said(ctx, range.top)}`,
          top: said(ctx, range.top)!,
          market:
            range.marketLow && range.marketHigh && range.marketHigh !== range.marketLow
              ? `${said(ctx, range.marketLow)}–${said(ctx, range.marketHigh)}`
              : said(ctx, range.marketLow),
          marketLow: said(ctx, range.marketLow),
        }
      : undefined,
    skills: kase.skills,
    gap:
      target && offered && comparable(target, offered) && target.value > offered.value
        ? perText(ctx, payMoney(ctx, target.value - offered.value), target.per ?? offered.per)
        : undefined,
    meetsTarget:
      offered !== undefined &&
      target !== undefined &&
      comparable(target, offered) &&
      offered.value >= target.value,
    hourly: offered?.per === 'hour' || target?.per === 'hour',
    current: said(ctx, current),
    ask: said(ctx, ask),
    // A figure below what the person makes now (what new hires start at) is no anchor for more.
    market: said(ctx, marketAbove(amountOf(kase, 'market'), current)),
    raise,
    raisePercent:
      raise && ask && current ? percentOf(ctx, ask.value - current.value, current.value) : undefined,
    rate: said(ctx, rate),
    clientOffer: said(ctx, offered),
    rateGap: difference(ctx, rate, offered),
    due: dueDay(ctx),
    duties: kase.duties?.trim() || undefined,
    shareOfCurrent: (offer) => raiseByShare(ctx, offer, current, amountOf(kase, 'market')),
    client:
      kindOf(ctx) === 'freelance' ? clientRaise(ctx, current, rate ?? amountOf(kase, 'proposed')) : undefined,
    offerBelowBefore:
      offered !== undefined &&
      current !== undefined &&
      comparable(offered, current) &&
      offered.value < current.value,
    hourlyStep: (offer) => hourlyStepOf(ctx, offer, offered, target, current),
    yearly: yearlyBeside(ctx, current, amountOf(kase, 'market', 'asked', 'offered')),
    ...startDays(ctx),
    ...(kase.timeOff?.offered ? { daysOffered: kase.timeOff.offered } : {}),
    ...(kase.timeOff?.wanted ? { daysWanted: kase.timeOff.wanted } : {}),
  };
}

type Kind = 'offer' | 'timeOff' | 'raise' | 'freelance' | 'wages' | 'unsure';

const kindBySubCase = talk.kindBySubCase<Kind>(
  {
    salary_offer: 'offer',
    salary_raise: 'raise',
    salary_freelance_rate: 'freelance',
    salary_unpaid_wages: 'wages',
  },
  'unsure',
);

/**
 * A job offer whose pay is fine and whose time off is the ask ("68k which is fine, but only 10 days
 * pto and i want 15"): no pay figure asked above the offer, so no salary counter, only the PTO.
 */
function kindOf(ctx: CopyContext): Kind {
  const kind = kindBySubCase(ctx);
  if (kind !== 'offer' || !ctx.case.timeOff) return kind;
  const offered = amountOf(ctx.case, 'offered');
  const asksMorePay = ctx.case.amounts.some(
    (amount) =>
      (amount.role === 'asked' || amount.role === 'market') &&
      (offered === undefined || amount.value > offered.value),
  );
  return asksMorePay ? kind : 'timeOff';
}

/** A coming day the person named for a new rate ("starting january"), written in full, and 3 months on. */
function startDays(ctx: CopyContext): { start?: string; startLater?: string } {
  const iso = ctx.case.dates.find(
    (date) => (date.role === 'other' || date.role === 'due') && date.iso && date.iso > ctx.today,
  )?.iso;
  if (!iso) return {};
  const [year, month] = [Number(iso.slice(0, 4)), Number(iso.slice(5, 7))];
  const later =
    month + 3 > 12
      ? `${year + 1}-${String(month - 9).padStart(2, '0')}`
      : `${year}-${String(month + 3).padStart(2, '0')}`;
  return { start: formatDay(iso, ctx.lang), startLater: formatDay(`${later}${iso.slice(7)}`, ctx.lang) };
}

/** "15 days of PTO" / "15 días de vacaciones". */
function daysText(lang: Language, days: number | undefined, fallback: [string, string]): string {
  if (days === undefined) return lang === 'es' ? fallback[1] : fallback[0];
  return lang === 'es' ? `${days} días de vacaciones` : `${days} days of PTO`;
}

/** A step between the days offered and the days wanted ("12" between 10 and 15), when there is room. */
function daysBetween(p: Pay): number | undefined {
  if (p.daysOffered === undefined || p.daysWanted === undefined) return undefined;
  const between = Math.floor((p.daysOffered + p.daysWanted) / 2);
  return between > p.daysOffered && between < p.daysWanted ? between : undefined;
}

/** A job offer whose ceiling is already named: take the base at the ceiling, close the gap another way. */
function cappedOffer(
  ctx: CopyContext,
  p: Pay,
  f: { base: string; named: string | undefined; offer: string; target: string; gap: string },
): SubCopy {
  const t = inLanguage(ctx.lang);
  const { base, named, offer, target } = f;
  // A bonus is paid once: "a 5k signing bonus", never "a $7,000 a year signing bonus".
  const gap = f.gap.replace(/ (?:a year|per year|al año|por año|an hour|la hora|por hora)$/u, '');
  const deBase = base.startsWith('el ') ? `del ${base.slice(3)}` : `de ${base}`;
  const hourly = p.hourly;
  // PTO "that matches what you have now" only for someone who said they have a job now.
  const employed = amountOf(ctx.case, 'current') !== undefined;
  const pto = (you: 'you' | 'I') =>
    employed
      ? t(
          `PTO that matches what ${you} have now`,
          `vacaciones iguales a las que ${you === 'you' ? 'tiene' : 'tengo'} hoy`,
        )
      : t('a few extra PTO days', 'unos días más de vacaciones');
  return {
    party: named ?? t('the recruiter', 'el equipo de contratación'),
    subject: t(
      `the job offer${named ? ` from ${named}` : ''} (${offer})`,
      `la oferta de trabajo${named ? ` de ${named}` : ''} (${offer})`,
    ),
    strategy: t(
      `They've already named their ceiling: ${offer} on ${base}. Don't counter above it, and never above your own ${target} ask: that reopens what they just answered. Accept ${base} at ${offer} on condition they close the ${gap} gap another way: ${hourly ? 'a signing bonus' : `a ${gap} signing bonus`}, ${pto('you')}, and a written pay review at 6 months with ${target} as the target. Get all of it in the written offer before you sign.${p.due ? ` They want an answer by ${p.due}: make the call now so they have time to put it in writing before then.` : ''}`,
      `Ya le dijeron su tope: ${offer} ${deBase}. No haga una contraoferta por encima, y nunca por encima de los ${target} que usted pidió: eso reabre lo que ya le contestaron. Acepte ${base} de ${offer} con la condición de cerrar la diferencia de ${gap} de otra forma: ${hourly ? 'un bono de firma' : `un bono de firma de ${gap}`}, ${pto('you')} y una revisión salarial por escrito a los 6 meses con ${target} como meta. Pida todo en la oferta por escrito antes de firmar.${p.due ? ` Le piden una respuesta para el ${p.due}: llame ya, para que alcancen a ponerlo por escrito antes.` : ''}`,
    ),
    opening: [
      t(
        "Thank you for the offer. I'm excited about the role and I want to make this work.",
        'Muchas gracias por la oferta. El puesto me entusiasma y quiero que funcione.',
      ),
      t(
        `I understand ${offer} is the ceiling on ${base}. I can accept ${offer} if we close the ${gap} gap to ${target} another way.`,
        `Entiendo que ${offer} es el tope ${deBase}. Puedo aceptar ${offer} si cerramos la diferencia de ${gap} hasta ${target} de otra forma.`,
      ),
      t(
        `Could the offer letter include ${hourly ? 'a signing bonus' : `a ${gap} signing bonus`}, ${pto('I')}, and a pay review at 6 months with ${target} as the target?`,
        `¿Puede la carta de oferta incluir ${hourly ? 'un bono de firma' : `un bono de firma de ${gap}`}, ${pto('I')} y una revisión salarial a los 6 meses con ${target} como meta?`,
      ),
    ],
    rungs: [
      [
        t('Signing bonus', 'Bono de firma'),
        t(
          `Could a ${hourly ? '' : `${gap} `}signing bonus close the gap for the first year?`,
          `¿Podría un bono de firma${hourly ? '' : ` de ${gap}`} cerrar la diferencia el primer año?`,
        ),
      ],
      [
        employed ? t('Matching PTO', 'Vacaciones iguales') : t('More PTO', 'Más vacaciones'),
        employed
          ? t(
              'Could the PTO match what I have in my current job?',
              '¿Pueden igualar los días de vacaciones que tengo en mi trabajo actual?',
            )
          : t(
              'Could you add a few more PTO days to close part of the gap?',
              '¿Pueden sumar unos días más de vacaciones para cerrar parte de la diferencia?',
            ),
      ],
      [
        t('Review in writing', 'Revisión por escrito'),
        t(
          `Could the offer letter include a pay review at 6 months, with ${target} as the target?`,
          `¿Puede la carta de oferta incluir una revisión salarial a los 6 meses, con ${target} como meta?`,
        ),
      ],
      [
        t('Who decides', 'Quién decide'),
        t(
          'Is there anything you, or whoever decides, can approve outside the base budget, like a bonus or an earlier review?',
          '¿Hay algo que usted, o quien decide, pueda aprobar fuera del presupuesto del salario base, como un bono o una revisión antes?',
        ),
      ],
      [
        t('Remote days or start date', 'Días remotos o fecha de inicio'),
        t(
          'If none of that is possible, could we add a remote day a week or a start date that works for both of us?',
          'Si nada de eso es posible, ¿podemos sumar un día remoto por semana o una fecha de inicio que nos funcione a ambos?',
        ),
      ],
      [
        t('Final offer in writing', 'Oferta final por escrito'),
        t(
          `Could you send the final offer in writing, with ${base}, any bonus, the PTO and the review date?`,
          `¿Me pueden enviar la oferta final por escrito, con ${base}, el bono, las vacaciones y la fecha de revisión?`,
        ),
      ],
    ],
    email: {
      subject: t(
        `Offer for ${roleOf(ctx, 'en')}: closing the gap at ${offer}`,
        `Oferta para ${roleOf(ctx, 'es')}: cerrar la diferencia con ${offer}`,
      ),
      body: t(
        `Hi [recruiter's name],\n\nThank you for letting me know that ${offer} is the most the budget allows on ${base}. I want to make this work, and I can accept ${offer} if we close the ${gap} gap to ${target} another way:\n- ${hourly ? 'a signing bonus' : `a ${gap} signing bonus`};\n- ${employed ? 'PTO that matches what I have in my current job' : 'a few extra PTO days'};\n- a pay review at 6 months, in the offer letter, with ${target} as the target.\n\nIf you can confirm these in the written offer, I'm ready to sign${p.due ? ` before ${p.due}` : ''}.\n\nBest regards,\n[Your name]`,
        `Buenos días, [nombre de la persona de contratación]:\n\nGracias por avisarme que ${offer} es lo máximo que permite el presupuesto ${deBase}. Quiero que esto funcione, y puedo aceptar ${offer} si cerramos la diferencia de ${gap} hasta ${target} de otra forma:\n- ${hourly ? 'un bono de firma' : `un bono de firma de ${gap}`};\n- ${employed ? 'vacaciones iguales a las de mi trabajo actual' : 'unos días más de vacaciones'};\n- una revisión salarial a los 6 meses, en la carta de oferta, con ${target} como meta.\n\nSi pueden confirmarlo en la oferta por escrito, puedo firmar${p.due ? ` antes del ${p.due}` : ''}.\n\nSaludos cordiales,\n[Su nombre]`,
      ),
    },
    talkingPoints: [
      t(
        `Their ceiling ${offer}, your ask ${target}, gap ${gap}: close it with a bonus, PTO and a dated review, not a higher base.`,
        `Su tope ${offer}, su petición ${target}, diferencia ${gap}: ciérrela con un bono, vacaciones y una revisión con fecha, no con más salario base.`,
      ),
      t(
        "Don't ask above their ceiling or your own earlier number: it costs credibility.",
        'No pida por encima de su tope ni de su propia cifra anterior: le resta credibilidad.',
      ),
      t(
        'Say what you need, then stop talking and let them answer.',
        'Diga lo que necesita y luego guarde silencio: deje que respondan.',
      ),
      t("Nothing is final until it's in writing.", 'Nada es definitivo hasta que esté por escrito.'),
    ],
    questions: [],
    complaintRoutes: t('the hiring manager', 'la persona a cargo de la contratación'),
  };
}

/**
 * A raise talk after the manager already named the most they'll give ("solo pueden darme 50 centavos
 * más, o sea 19.50"), with a real offer from another employer in hand: start from their number, put
 * the offer on the table (never as "market pay"), and weigh the difference a year before the talk.
 */
/** A coming month the person named ("maybe in january"), as "January 2027" / "enero de 2027". */
function monthNamed(ctx: CopyContext): string | undefined {
  const date = ctx.case.dates.find(
    (day) => day.iso && day.iso > ctx.today && day.iso.endsWith('-01') && !/\d/u.test(day.text),
  );
  if (!date?.iso) return undefined;
  const when = new Date(`${date.iso}T12:00:00Z`);
  const month = when.toLocaleString(ctx.lang === 'es' ? 'es-US' : 'en-US', {
    month: 'long',
    timeZone: 'UTC',
  });
  return ctx.lang === 'es' ? `${month} de ${when.getUTCFullYear()}` : `${month} ${when.getUTCFullYear()}`;
}

/**
 * A small raise offered on an hourly pay that still leaves the person under what others in the same
 * job are paid ("gano 18 la hora, me dan 50 centavos, unos que entraron después ganan 19.50"): the
 * raise worked out (18 → 18.50, +2.8%, about $1,040 a year), the gap it leaves, and one number to ask
 * for, the next whole dollar above what the others make (20), never a blank for the person's figure.
 */
function raiseBelowOthers(ctx: CopyContext): SubCopy | undefined {
  const kase = ctx.case;
  if (kase.flags.payCapped === true || kase.flags.askStated === true) return undefined;
  if (amountOf(kase, 'asked', 'proposed')) return undefined;
  const current = amountOf(kase, 'current');
  const offered = amountOf(kase, 'offered');
  const others = amountOf(kase, 'market');
  if (!current || !offered || !others || current.per !== 'hour' || current.value <= 0) return undefined;
  if (
    !(offered.value > current.value) ||
    !(others.value > offered.value) ||
    others.value >= current.value * 2
  )
    return undefined;
  const t = inLanguage(ctx.lang);
  const per = (text: string) => t(`${text} an hour`, `${text} la hora`);
  const plain = (value: number) => value.toFixed(value % 1 === 0 ? 0 : 2);
  const money = (value: number) => (/[$]/u.test(current.text) ? ctx.money(value) : plain(value));
  const raiseValue = Math.round((offered.value - current.value) * 100) / 100;
  const raiseText =
    raiseValue < 1
      ? t(`${Math.round(raiseValue * 100)} cents`, `${Math.round(raiseValue * 100)} centavos`)
      : ctx.money(raiseValue);
  const raisePercent = percentOf(ctx, raiseValue, current.value);
  const raiseYear = ctx.money(Math.round(raiseValue * FULL_TIME_HOURS));
  const gapValue = Math.round((others.value - offered.value) * 100) / 100;
  const gap = per(
    gapValue < 1
      ? t(`${Math.round(gapValue * 100)} cents`, `${Math.round(gapValue * 100)} centavos`)
      : ctx.money(gapValue),
  );
  const askValue = Number.isInteger(others.value) ? others.value + 1 : Math.ceil(others.value);
  const ask = per(money(askValue));
  const now = per(current.text);
  const offer = per(offered.text);
  const othersText = per(others.text);
  const askYear = ctx.money(Math.round((askValue - current.value) * FULL_TIME_HOURS));
  return {
    party: ctx.namedParty ?? t('your supervisor', 'su supervisor o supervisora'),
    subject: t(`the raise (from ${now})`, `el aumento (desde ${now})`),
    strategy: t(
      `The raise they offered is ${raiseText}: from ${now} to ${offer}, ${raisePercent} more, about ${raiseYear} a year at 40 hours a week. Others in the same job are paid ${othersText}, so even with the raise you'd still be ${gap} below them: that is your reason, and it's a fair one. Thank them for the raise, then ask for one number: ${ask} (about ${askYear} a year more than today). Say it calmly, then stop talking and let them answer. If they can't do it now, ask for at least ${othersText} now, or a date in writing for the rest.`,
      `El aumento que le ofrecen es de ${raiseText}: de ${now} a ${offer}, un ${raisePercent} más, unos ${raiseYear} al año a 40 horas por semana. A otras personas en el mismo trabajo les pagan ${othersText}, así que aun con el aumento seguiría ${gap} por debajo: esa es su razón, y es justa. Agradezca el aumento y pida una sola cifra: ${ask} (unos ${askYear} al año más que hoy). Dígala con calma, guarde silencio y deje que le respondan. Si no pueden ahora, pida al menos ${othersText} ya, o una fecha por escrito para el resto.`,
    ),
    opening: [
      t(
        "Thank you for the raise. I'd like to talk about the number.",
        'Gracias por el aumento. Quisiera hablar de la cifra.',
      ),
      t(
        `I make ${now}. The ${raiseText} would put me at ${offer}, and others in the same job are paid ${othersText}: I'd still be below them.`,
        `Gano ${now}. Los ${raiseText} me dejarían en ${offer}, y a otras personas en el mismo trabajo les pagan ${othersText}: seguiría por debajo.`,
      ),
      t(`I'm asking for ${ask}. Can we make that happen?`, `Le pido ${ask}. ¿Podemos lograrlo?`),
    ],
    rungs: [
      [
        t('Match the others', 'Igualar a los demás'),
        t(
          `If ${ask} isn't possible, can you at least match ${othersText} now?`,
          `Si ${ask} no es posible, ¿puede al menos igualar los ${othersText} ahora?`,
        ),
      ],
      [
        t('One-time bonus', 'Bono único'),
        t(
          'Could part of the difference come as a one-time bonus this year?',
          '¿Podría una parte de la diferencia venir como un bono único este año?',
        ),
      ],
      [
        t('Who decides', 'Quién decide'),
        t(
          'Who approves raises? Could you take my case to them?',
          '¿Quién aprueba los aumentos? ¿Puede llevarle mi caso?',
        ),
      ],
      [
        t('Dated review', 'Revisión con fecha'),
        t(
          `Can we set a date in writing to reach ${ask}?`,
          `¿Podemos fijar por escrito una fecha para llegar a ${ask}?`,
        ),
      ],
      [
        t('Shifts or hours', 'Turnos u horas'),
        t(
          'If the rate is fixed, can you improve my shifts, schedule or overtime?',
          'Si la tarifa no se mueve, ¿pueden mejorar mis turnos, mi horario o las horas extra?',
        ),
      ],
      [
        t('In writing', 'Por escrito'),
        t(
          'Could you confirm what we agreed in a short message, with the new rate and the date it starts?',
          '¿Me puede confirmar lo acordado en un mensaje breve, con la nueva tarifa y la fecha en que empieza?',
        ),
      ],
    ],
    email: {
      subject: t(`My raise: asking for ${ask}`, `Mi aumento: le pido ${ask}`),
      body: t(
        `Hi [supervisor's name],\n\nThank you for the raise of ${raiseText}. I make ${now}, so it would put me at ${offer}. Others in the same job are paid ${othersText}, so I'd still be ${gap} below them.\n\nI'm asking for ${ask}. If that isn't possible now, could we reach at least ${othersText} now and set a date in writing for the rest?\n\nThank you,\n[Your name]`,
        `Buenos días, [nombre de su supervisor o supervisora]:\n\nGracias por el aumento de ${raiseText}. Gano ${now}, así que quedaría en ${offer}. A otras personas en el mismo trabajo les pagan ${othersText}, así que seguiría ${gap} por debajo.\n\nLe pido ${ask}. Si no es posible ahora, ¿podemos llegar al menos a ${othersText} ya y fijar por escrito una fecha para el resto?\n\nGracias,\n[Su nombre]`,
      ),
    },
    talkingPoints: [
      t(
        `Today ${now}; with the raise ${offer} (+${raisePercent}, about ${raiseYear} a year); others ${othersText}; your ask ${ask}.`,
        `Hoy ${now}; con el aumento ${offer} (+${raisePercent}, unos ${raiseYear} al año); los demás ${othersText}; su cifra ${ask}.`,
      ),
      t(
        'Your reason is what the same job is paid, not your personal costs.',
        'Su razón es lo que se paga por el mismo trabajo, no sus gastos personales.',
      ),
      t('Say your number, then stop talking.', 'Diga su cifra y guarde silencio.'),
      t("Nothing is final until it's in writing.", 'Nada es definitivo hasta que esté por escrito.'),
    ],
    questions: [],
    complaintRoutes: t('whoever approves raises, in writing', 'quien aprueba los aumentos, por escrito'),
  };
}

function cappedRaise(ctx: CopyContext, p: Pay): SubCopy | undefined {
  const kase = ctx.case;
  if (kase.flags.payCapped !== true || kase.flags.outsideOffer !== true) return undefined;
  const cap = amountOf(kase, 'offered');
  const outside = amountOf(kase, 'market');
  const current = amountOf(kase, 'current');
  if (!cap || !outside || !comparable(cap, outside) || outside.value <= cap.value) return undefined;
  const t = inLanguage(ctx.lang);
  const hourly = (outside.per ?? cap.per ?? current?.per) === 'hour';
  const per = (text: string) => (hourly ? t(`${text} an hour`, `${text} la hora`) : text);
  const capText = per(cap.text);
  const outsideText = per(outside.text);
  const diffValue = Math.round((outside.value - cap.value) * 100) / 100;
  const diff = per(ctx.money(diffValue));
  const yearly = hourly ? ctx.money(Math.round(diffValue * FULL_TIME_HOURS)) : undefined;
  // A step between their number and the offer, in half dollars (or round thousands for a salary).
  const step = hourly ? 0.5 : 1000;
  const middleValue = Math.round((cap.value + outside.value) / 2 / step) * step;
  const middle =
    middleValue > cap.value && middleValue < outside.value ? per(ctx.money(middleValue)) : undefined;
  const compare = yearly
    ? t(
        `${outsideText} against their ${capText} is ${diff} more, about ${yearly} a year at 40 hours a week`,
        `${outsideText} contra sus ${capText} son ${diff} más, unos ${yearly} al año a 40 horas por semana`,
      )
    : t(
        `${outsideText} against their ${capText} is ${diff} more`,
        `${outsideText} contra sus ${capText} son ${diff} más`,
      );
  return {
    party: ctx.namedParty ?? t('your manager', 'su supervisor o supervisora'),
    subject: t(
      `the raise${p.current ? ` (from ${p.current})` : ''}`,
      `el aumento${p.current ? ` (desde ${p.current})` : ''}`,
    ),
    strategy: t(
      `Your manager already said the most is ${capText}, so don't open as if nothing had been said. You have something stronger than market data: a real offer from another employer at ${outsideText}. Say you'd rather stay, and ask them to reach ${outsideText}${middle ? `, or at least ${middle} now with a written review at 6 months` : ''}. Decide before the talk: ${compare}, against whatever else differs: the commute (time and gas), benefits, the schedule. Mention the offer only if you'd really take it: it isn't a bluff.`,
      `Su supervisor ya le dijo que lo máximo es ${capText}, así que no empiece como si nada se hubiera dicho. Tiene algo más fuerte que datos de mercado: una oferta real de otra empresa por ${outsideText}. Diga que prefiere quedarse y pida llegar a ${outsideText}${middle ? `, o al menos a ${middle} ahora con una revisión por escrito a los 6 meses` : ''}. Decida antes de hablar: ${compare}, frente a lo demás que cambia: el trayecto (tiempo y gasolina), las prestaciones, el horario. Mencione la oferta solo si de verdad la aceptaría: no es un farol.`,
    ),
    opening: [
      t(
        "Thanks for making time. I'd like to come back to my pay.",
        'Gracias por su tiempo. Quisiera retomar lo de mi salario.',
      ),
      t(
        `You told me the most you could do was ${capText}. Since then I have an offer from another company at ${outsideText}.`,
        `Usted me dijo que lo máximo era ${capText}. Desde entonces tengo una oferta de otra empresa por ${outsideText}.`,
      ),
      t(
        `I'd rather stay here. Can you get to ${outsideText}${middle ? `, or ${middle} now with a written review at 6 months` : ''}?`,
        `Prefiero quedarme aquí. ¿Pueden llegar a ${outsideText}${middle ? `, o a ${middle} ahora con una revisión por escrito a los 6 meses` : ''}?`,
      ),
    ],
    rungs: [
      [
        t('Match the offer', 'Igualar la oferta'),
        t(`Can you match ${outsideText}?`, `¿Pueden igualar ${outsideText}?`),
      ],
      [
        t('Part now', 'Una parte ahora'),
        t(
          `If ${outsideText} isn't possible, can you do ${middle ?? '[a number in between]'} now?`,
          `Si ${outsideText} no es posible, ¿pueden llegar a ${middle ?? '[una cifra intermedia]'} ahora?`,
        ),
      ],
      [
        t('Dated review', 'Revisión con fecha'),
        t(
          `Can we set a review in writing at 6 months, with ${outsideText} as the target?`,
          `¿Podemos fijar por escrito una revisión a los 6 meses, con ${outsideText} como meta?`,
        ),
      ],
      [
        t('Who decides', 'Quién decide'),
        t(
          'Who approves raises? Could you take my case to them, or could we meet with them?',
          '¿Quién aprueba los aumentos? ¿Puede llevarle mi caso, o podemos reunirnos con esa persona?',
        ),
      ],
      [
        t('Shifts or hours', 'Turnos u horas'),
        t(
          'If the rate is fixed, can you improve my shifts, schedule or overtime?',
          'Si la tarifa no se mueve, ¿pueden mejorar mis turnos, mi horario o las horas extra?',
        ),
      ],
      [
        t('In writing', 'Por escrito'),
        t(
          'Could you confirm what we agreed in a short email, with the new pay and the date it starts?',
          '¿Me puede confirmar lo acordado en un correo breve, con el nuevo salario y la fecha en que empieza?',
        ),
      ],
    ],
    email: {
      subject: t(`My pay: an offer at ${outsideText}`, `Mi salario: una oferta de ${outsideText}`),
      body: t(
        `Hi [manager's name],\n\nThank you for talking with me about my pay. You told me the most you could do was ${capText}. I now have an offer from another company at ${outsideText}.\n\nI'd rather stay. Could you match ${outsideText}${middle ? `, or reach ${middle} now with a written review at 6 months` : ''}?\n\nCould you let me know by [date]?\n\nThank you,\n[Your name]`,
        `Buenos días, [nombre de su supervisor o supervisora]:\n\nGracias por hablar conmigo de mi salario. Usted me dijo que lo máximo era ${capText}. Ahora tengo una oferta de otra empresa por ${outsideText}.\n\nPrefiero quedarme. ¿Pueden igualar ${outsideText}${middle ? `, o llegar a ${middle} ahora con una revisión por escrito a los 6 meses` : ''}?\n\n¿Me podría responder antes del [fecha]?\n\nGracias,\n[Su nombre]`,
      ),
    },
    talkingPoints: [
      t(
        `Their number ${capText}, the offer ${outsideText}: ${compare}.`,
        `Su cifra ${capText}, la oferta ${outsideText}: ${compare}.`,
      ),
      t(
        'Call it what it is: an offer from another company, not market data.',
        'Llámela por su nombre: una oferta de otra empresa, no datos de mercado.',
      ),
      t(
        'Know your answer if they stay at their number: take the offer, or stay for a reason you can name.',
        'Sepa qué hará si se quedan en su cifra: tomar la oferta, o quedarse por una razón que pueda nombrar.',
      ),
      t("Nothing is final until it's in writing.", 'Nada es definitivo hasta que esté por escrito.'),
    ],
    questions: [],
    complaintRoutes: t('whoever approves raises, in writing', 'quien aprueba los aumentos, por escrito'),
  };
}

/** Each sub-case's words, one function per sub-case for both languages. */
/**
 * The ask with its reasons in the person's own words: their experience and credentials (noted when
 * the posting lists one), the market, and the top of the posted range when that is the number.
 */
function skillsAsk(ctx: CopyContext, p: Pay, anchor: string): string {
  const t = inLanguage(ctx.lang);
  const listed = ctx.case.flags.skillListed === true;
  const market = p.posted?.market;
  if (!p.skills)
    return t(
      `Based on what this role pays in the market${market ? ` (${market})` : ''} and my [key skills], I'd like to ask for ${anchor}${p.posted ? ', the top of your range' : ''}.`,
      `Por lo que paga el mercado por este puesto${market ? ` (${market})` : ''} y mis [habilidades clave], quisiera pedir ${anchor}${p.posted ? ', el máximo de su rango' : ''}.`,
    );
  return t(
    `With ${p.skills}${listed ? ', which the posting lists as preferred,' : ''} and what this role pays in the market${market ? ` (${market})` : ''}, I'd like to ask for ${anchor}${p.posted ? ', the top of your range' : ''}.`,
    `Con ${p.skills}${listed ? ', que la vacante menciona como deseable,' : ''} y lo que paga el mercado por este puesto${market ? ` (${market})` : ''}, quisiera pedir ${anchor}${p.posted ? ', el máximo de su rango' : ''}.`,
  );
}

/** An offer under the top of the employer's own posted range: counter at the top, inside their range. */
function postedRangeStrategy(ctx: CopyContext, p: Pay, base: string): string {
  const t = inLanguage(ctx.lang);
  const posted = p.posted!;
  const aim = posted.marketLow && posted.marketLow !== posted.top ? posted.marketLow : undefined;
  return t(
    `Their own range is ${posted.range}${posted.market ? `, and the market pays ${posted.market}` : ''}: counter once at ${posted.top}, the top of their range${aim ? `, and aim to land at ${aim} or more, ${posted.market === aim ? 'the market rate' : 'where the market starts'}` : ''}${p.gap ? ` (the offer is ${p.gap} below ${p.target})` : ''}.${p.skills ? ` Give your reasons: ${p.skills}${ctx.case.flags.skillListed === true ? ', which the posting lists as preferred' : ''}.` : ''} One polite counter inside the employer's own range very rarely costs anyone an offer: you're asking for what they already budgeted for the role. If ${base} can't move that far, ask for a signing bonus for the difference or a written pay review at 6 months, then extra PTO or remote days. Accept only once the final offer is in writing.${deadlineLine(ctx, p)}`,
    `El rango de la empresa es de ${posted.range}${posted.market ? `, y el mercado paga ${posted.market}` : ''}: haga una sola contraoferta de ${posted.top}, el máximo de su rango${aim ? `, y apunte a cerrar en ${aim} o más, ${posted.market === aim ? 'lo que paga el mercado' : 'donde empieza el mercado'}` : ''}${p.gap ? ` (la oferta está ${p.gap} por debajo de ${p.target})` : ''}.${p.skills ? ` Dé sus razones: ${p.skills}${ctx.case.flags.skillListed === true ? ', que la vacante menciona como deseable' : ''}.` : ''} Una sola contraoferta amable dentro del rango que dio la misma empresa muy rara vez hace que retiren una oferta: solo está pidiendo lo que ya tienen presupuestado para el puesto. Si ${base} no llega a esa cifra, pida un bono de firma por la diferencia o una revisión salarial por escrito a los 6 meses, y luego más días de vacaciones o de trabajo remoto. Acepte solo cuando tenga la oferta final por escrito.${deadlineLine(ctx, p)}`,
  );
}

function wordsIn(lang: Language): Record<Kind, (ctx: CopyContext, p: Pay) => SubCopy> {
  const t = inLanguage(lang);
  return {
    offer: (ctx, p) => {
      const anchor =
        p.anchor ?? t('[a number a little above your target]', '[una cifra un poco por encima de su meta]');
      const base = p.hourly ? t('the hourly rate', 'la tarifa por hora') : t('the base', 'el salario base');
      const named = ctx.namedParty;
      // "the recruiter emailed that the budget is capped at 75k": their ceiling is already said, so
      // the talk is about closing the gap another way, never a counter above it.
      if (ctx.case.flags.payCapped === true && p.offer && p.target && p.gap && !p.meetsTarget)
        return cappedOffer(ctx, p, { base, named, offer: p.offer, target: p.target, gap: p.gap });
      return {
        party: named ?? t('the recruiter', 'el equipo de contratación'),
        subject: t(
          `the job offer${named ? ` from ${named}` : ''}${p.offer ? ` (${p.offer})` : ''}`,
          `la oferta de trabajo${named ? ` de ${named}` : ''}${p.offer ? ` (${p.offer})` : ''}`,
        ),
        strategy: p.posted
          ? postedRangeStrategy(ctx, p, base)
          : p.meetsTarget
            ? t(
                `The offer${p.offer ? ` of ${p.offer}` : ''} already meets your ${p.target} target. You can still ask once for ${anchor}, or for a signing bonus, then accept only once the final offer is in writing.`,
                `La oferta${p.offer ? ` de ${p.offer}` : ''} ya alcanza su meta de ${p.target}. Aun así, puede pedir una vez ${anchor} o un bono de firma, y aceptar solo cuando tenga la oferta final por escrito.`,
              )
            : t(
                `Thank them, then counter once with one specific number: ${ctx.case.flags.askStated === true ? `the ${anchor} you already asked for, no higher` : `${anchor}, a little above your ${p.target ?? '[target]'} target`}${p.gap ? ` (the offer is ${p.gap} below it)` : ''}, backed by market pay for the role and your skills. If ${base} can't move, trade for a signing bonus, an earlier pay review, ${p.hourly ? 'extra PTO or the schedule you need' : 'extra PTO or remote days'}. Accept only once the final offer is in writing.${p.offerBelowBefore && p.current ? ` The offer is under the ${p.current} you made before: that alone is a fair reason to ask, and asking once, politely, rarely costs anyone an offer.` : ''}${deadlineLine(ctx, p)}`,
                `Agradezca la oferta y haga una sola contraoferta con una cifra concreta: ${ctx.case.flags.askStated === true ? `los ${anchor} que ya pidió, no más` : `${anchor}, un poco por encima de su meta de ${p.target ?? '[meta]'}`}${p.gap ? ` (la oferta está ${p.gap} por debajo)` : ''}, con su razón: lo que paga el mercado por el puesto y sus habilidades. Si ${base} no se mueve, negocie un bono de firma, una revisión salarial antes, ${p.hourly ? 'más días de vacaciones o el horario que necesita' : 'más días de vacaciones o días de trabajo remoto'}. Acepte solo cuando tenga la oferta final por escrito.${p.offerBelowBefore && p.current ? ` La oferta está por debajo de los ${p.current} que ganaba antes: eso ya es una buena razón para pedir más, y pedir una vez, con cortesía, rara vez hace que retiren una oferta.` : ''}${deadlineLine(ctx, p)}`,
              ),
        opening: [
          t(
            "Thank you for the offer. I'm excited about the role and I want to make this work.",
            'Muchas gracias por la oferta. El puesto me entusiasma y quiero que funcione.',
          ),
          skillsAsk(ctx, p, anchor),
          t(`Can you get ${base} there?`, `¿Pueden llevar ${base} a esa cifra?`),
        ],
        rungs: [
          [
            p.hourly
              ? t('Closer on the rate', 'Más cerca en la tarifa')
              : t('Closer on base', 'Más cerca en el salario base'),
            t(
              `If ${anchor} is out of reach, how close can you get ${base}?`,
              `Si ${anchor} no es posible, ¿qué tan cerca pueden llegar en ${base}?`,
            ),
          ],
          [
            t('Signing bonus', 'Bono de firma'),
            t(
              `Could a signing bonus cover ${p.gap && !p.hourly ? `the ${p.gap} gap` : 'the difference'} for the first year?`,
              `¿Podría un bono de firma cubrir ${p.gap && !p.hourly ? `la diferencia de ${p.gap}` : 'la diferencia'} el primer año?`,
            ),
          ],
          // An hourly job is mostly on site (a dental office, a store): PTO and the schedule, not remote days.
          p.hourly
            ? [
                t('Extra PTO or schedule', 'Vacaciones u horario'),
                t(
                  'If the rate is fixed, could we add [number] PTO days or set the schedule I need in writing?',
                  'Si la tarifa no se mueve, ¿podemos sumar [número] días de vacaciones o dejar por escrito el horario que necesito?',
                ),
              ]
            : [
                t('Extra PTO or remote days', 'Vacaciones o trabajo remoto'),
                t(
                  'If pay is fixed, could we add [number] PTO days or [number] remote days a week?',
                  'Si el salario no se mueve, ¿podemos sumar [número] días de vacaciones o [número] días remotos por semana?',
                ),
              ],
          [
            t('Hiring manager', 'Quién decide'),
            t(
              `Is there someone else, like the hiring manager, who could approve ${p.hourly ? 'a higher rate' : 'a higher base'}?`,
              `¿Hay alguien más, como la persona a cargo de la contratación, que pueda aprobar ${p.hourly ? 'una tarifa más alta' : 'un salario base más alto'}?`,
            ),
          ],
          [
            t('Earlier review', 'Revisión antes'),
            t(
              `Could the offer letter include a pay review at [6] months, with ${p.target ?? anchor} as the target?`,
              `¿Puede la carta de oferta incluir una revisión salarial a los [6] meses, con ${p.target ?? anchor} como meta?`,
            ),
          ],
          [
            t('Final offer in writing', 'Oferta final por escrito'),
            t(
              `Could you send the final offer in writing, with ${base}, any bonus and the start date?`,
              `¿Me pueden enviar la oferta final por escrito, con ${base}, el bono y la fecha de inicio?`,
            ),
          ],
        ],
        email: {
          subject: t(
            `Offer for ${roleOf(ctx, 'en')}: ${p.hourly ? 'hourly rate' : 'base salary'}`,
            `Oferta para ${roleOf(ctx, 'es')}: ${p.hourly ? 'tarifa por hora' : 'salario base'}`,
          ),
          body: t(
            `Hi [recruiter's name],\n\nThank you again for the offer for ${roleOf(ctx, 'en')}${p.offer ? ` at ${p.offer}` : ''}. I'm excited to join ${ctx.namedParty ?? '[company]'}.\n\n${skillsAsk(ctx, p, anchor)} If ${base} can't move that far, I'm open to a signing bonus, an earlier pay review, ${p.hourly ? 'extra PTO or a set schedule' : 'extra PTO or remote days'}.\n\n${p.due ? `Since you'd like my answer by ${p.due}, could you let me know before then?` : 'Could you let me know by [date]?'} I'd be glad to review the final offer in writing.${moreTime(ctx, p)}\n\nBest regards,\n[Your name]`,
            `Buenos días, [nombre de la persona de contratación]:\n\nMuchas gracias nuevamente por la oferta para ${roleOf(ctx, 'es')}${p.offer ? ` de ${p.offer}` : ''}. Me entusiasma sumarme a ${ctx.namedParty ?? '[empresa]'}.\n\n${skillsAsk(ctx, p, anchor)} Si ${base} no puede llegar a esa cifra, puedo considerar un bono de firma, una revisión salarial antes, ${p.hourly ? 'más días de vacaciones o un horario fijo' : 'más días de vacaciones o días remotos'}.\n\n${p.due ? `Como me piden una respuesta para el ${p.due}, ¿me podría responder antes de esa fecha?` : '¿Me podría responder antes del [fecha]?'} Con gusto revisaré la oferta final por escrito.${moreTime(ctx, p)}\n\nSaludos cordiales,\n[Su nombre]`,
          ),
        },
        talkingPoints: [
          t(
            `Offer ${p.offer ?? '[offer]'}, target ${p.target ?? '[target]'}${p.gap ? `, gap ${p.gap}` : ''}: open at ${anchor}.`,
            `Oferta ${p.offer ?? '[oferta]'}, meta ${p.target ?? '[meta]'}${p.gap ? `, diferencia ${p.gap}` : ''}: abra con ${anchor}.`,
          ),
          t(
            'Say your number, then stop talking and let them answer.',
            'Diga su cifra y luego guarde silencio: deje que respondan.',
          ),
          t(
            'Your reason is market pay and your skills, never your personal costs.',
            'Su razón es el mercado y sus habilidades, nunca sus gastos personales.',
          ),
          t(
            'Mention another offer only if you really have one.',
            'Mencione otra oferta solo si de verdad la tiene.',
          ),
          t("Nothing is final until it's in writing.", 'Nada es definitivo hasta que esté por escrito.'),
        ],
        questions: talk.unlessGiven(
          [
            p.offer,
            t(
              'What is the offer: the base pay, and is it yearly or hourly?',
              '¿Cuál es la oferta: el salario base, y es anual o por hora?',
            ),
          ],
          [
            p.target,
            t(
              'What number are you aiming for, and what do similar roles pay near you?',
              '¿A qué cifra apunta usted, y cuánto pagan puestos similares en su zona?',
            ),
          ],
        ),
        complaintRoutes: t(
          "the written offer is your record; if a promised bonus or review date isn't honored later, raise it with HR in writing",
          'la oferta por escrito es su respaldo; si más adelante no se cumple un bono o una revisión prometida, plantéelo por escrito a Recursos Humanos',
        ),
      };
    },
    timeOff: (ctx, p) => {
      const want = daysText(lang, p.daysWanted, ['[number] days of PTO', '[número] días de vacaciones']);
      const now = p.daysOffered;
      const middle = daysBetween(p);
      const middleAsk = middle
        ? t(
            `${middle} days now and an extra week after my first year`,
            `${middle} días ahora y una semana más después de mi primer año`,
          )
        : t('an extra week after my first year', 'una semana más después de mi primer año');
      const middleYours = middle
        ? t(
            `${middle} days now and an extra week after your first year`,
            `${middle} días ahora y una semana más después de su primer año`,
          )
        : t('an extra week after your first year', 'una semana más después de su primer año');
      const instead = now ? t(` instead of ${now}`, ` en lugar de ${now}`) : '';
      const pay = p.offer ? t(` of ${p.offer}`, ` de ${p.offer}`) : '';
      const named = ctx.namedParty;
      return {
        party: named ?? t('the recruiter', 'el equipo de contratación'),
        subject: t(
          `the paid time off in the job offer${named ? ` from ${named}` : ''}`,
          `las vacaciones en la oferta de trabajo${named ? ` de ${named}` : ''}`,
        ),
        strategy: t(
          `The pay${pay} works for you, so don't counter on salary: say yes to the pay and make one ask, about time off: ${want}${instead}. If they can't go that far, offer a middle step: ${middleYours}, written into the offer letter. Asking once, politely, about time off rarely costs anyone an offer. Accept only once the final offer, with the PTO days, is in writing.`,
          `El sueldo${pay} le parece bien, así que no haga contraoferta de salario: acepte el sueldo y haga una sola petición, sobre las vacaciones: ${want}${instead}. Si no pueden llegar a eso, ofrezca un punto intermedio: ${middleYours}, por escrito en la carta de oferta. Pedir una vez, con cortesía, más días de vacaciones rara vez hace que retiren una oferta. Acepte solo cuando tenga la oferta final por escrito, con los días de vacaciones.`,
        ),
        opening: [
          t(
            'Thank you for the offer. The salary works for me, and I want to make this work.',
            'Muchas gracias por la oferta. El sueldo me parece bien y quiero que esto funcione.',
          ),
          t(
            `The one thing I'd like to ask about is time off: could the offer include ${want}${instead}?`,
            `Lo único que quisiera pedir es sobre las vacaciones: ¿puede la oferta incluir ${want}${instead}?`,
          ),
          t(
            `If that's not possible, could we do ${middleAsk}, in the offer letter?`,
            `Si no es posible, ¿podemos acordar ${middleAsk}, en la carta de oferta?`,
          ),
        ],
        rungs: [
          [
            t('Middle step', 'Punto intermedio'),
            t(`Could we settle on ${middleAsk}?`, `¿Podemos acordar ${middleAsk}?`),
          ],
          [
            t('Review at 6 months', 'Revisión a los 6 meses'),
            t(
              'Could the offer letter include a review of my PTO at 6 months?',
              '¿Puede la carta de oferta incluir una revisión de mis vacaciones a los 6 meses?',
            ),
          ],
          [
            t('One extra week unpaid', 'Una semana más sin goce de sueldo'),
            t(
              'If the paid days are fixed, could I take one extra week unpaid each year, agreed in writing?',
              'Si los días pagados no se mueven, ¿podría tomar una semana más sin goce de sueldo al año, acordada por escrito?',
            ),
          ],
          [
            t('Hiring manager', 'Quién decide'),
            t(
              'Is the PTO set by policy, or could the hiring manager approve an exception?',
              '¿Las vacaciones las fija una política, o la persona a cargo de la contratación puede aprobar una excepción?',
            ),
          ],
          [
            t('Start date', 'Fecha de inicio'),
            t(
              'Could I start a week later, or keep time off I already planned, written into the offer?',
              '¿Podría empezar una semana después, o conservar unos días que ya tenía planeados, por escrito en la oferta?',
            ),
          ],
          [
            t('Final offer in writing', 'Oferta final por escrito'),
            t(
              'Could you send the final offer in writing, with the salary, the PTO days and the start date?',
              '¿Me pueden enviar la oferta final por escrito, con el sueldo, los días de vacaciones y la fecha de inicio?',
            ),
          ],
        ],
        email: {
          subject: t(
            `Offer for ${roleOf(ctx, 'en')}: paid time off`,
            `Oferta para ${roleOf(ctx, 'es')}: días de vacaciones`,
          ),
          body: t(
            `Hi [recruiter's name],\n\nThank you again for the offer for ${roleOf(ctx, 'en')}${p.offer ? ` at ${p.offer}` : ''}. The salary works for me, and I'm excited to join ${ctx.namedParty ?? '[company]'}.\n\nThe one thing I'd like to ask about is paid time off: could the offer include ${want}${instead}? If that's not possible, I'd be glad to agree to ${middleAsk}, written into the offer letter.\n\nCould you let me know by [date]? Once the time off is settled, I'm ready to accept the final offer in writing.\n\nBest regards,\n[Your name]`,
            `Buenos días, [nombre de la persona de contratación]:\n\nMuchas gracias nuevamente por la oferta para ${roleOf(ctx, 'es')}${p.offer ? ` de ${p.offer}` : ''}. El sueldo me parece bien y me entusiasma sumarme a [empresa].\n\nLo único que quisiera pedir es sobre las vacaciones: ¿puede la oferta incluir ${want}${instead}? Si no es posible, con gusto acordaría ${middleAsk}, por escrito en la carta de oferta.\n\n¿Me podría responder antes del [fecha]? Una vez resuelto lo de las vacaciones, estoy en condiciones de aceptar la oferta final por escrito.\n\nSaludos cordiales,\n[Su nombre]`,
          ),
        },
        talkingPoints: [
          t(
            `The pay${p.offer ? ` (${p.offer})` : ''} is fine: no counter on salary, only the time off.`,
            `El sueldo${p.offer ? ` (${p.offer})` : ''} le parece bien: ninguna contraoferta de salario, solo las vacaciones.`,
          ),
          t(
            `Your ask: ${want}${instead}; your middle step: ${middleYours}.`,
            `Su petición: ${want}${instead}; su punto intermedio: ${middleYours}.`,
          ),
          t(
            'Say your ask once, then stop talking and let them answer.',
            'Diga su petición una vez y luego guarde silencio: deje que respondan.',
          ),
          t(
            'If the paid days are fixed: a review at 6 months or one extra week unpaid, in writing.',
            'Si los días pagados no se mueven: una revisión a los 6 meses o una semana más sin goce de sueldo, por escrito.',
          ),
          t("Nothing is final until it's in writing.", 'Nada es definitivo hasta que esté por escrito.'),
        ],
        questions: talk.unlessGiven(
          [
            p.daysOffered,
            t(
              'How many days of PTO does the offer include?',
              '¿Cuántos días de vacaciones incluye la oferta?',
            ),
          ],
          [
            p.daysWanted,
            t('How many days of PTO would you like?', '¿Cuántos días de vacaciones quisiera tener?'),
          ],
        ),
        complaintRoutes: t(
          "the written offer is your record; if the PTO days promised aren't honored later, raise it with HR in writing",
          'la oferta por escrito es su respaldo; si más adelante no se respetan los días de vacaciones prometidos, plantéelo por escrito a Recursos Humanos',
        ),
      };
    },
    raise: (ctx, p) => {
      const ask = p.ask ?? t('[your number]', '[su cifra]');
      const duties = p.duties;
      // "she quit in may and they never replaced her, ive been doing her accounts plus mine".
      const covering = !duties && ctx.case.flags.coveringRole === true;
      const capped = cappedRaise(ctx, p);
      if (capped) return capped;
      const belowOthers = raiseBelowOthers(ctx);
      if (belowOthers) return belowOthers;
      return {
        party: ctx.namedParty ?? t('your manager', 'su gerente'),
        subject: t(
          `the raise${p.current ? ` (from ${p.current})` : ''}`,
          `el aumento${p.current ? ` (desde ${p.current})` : ''}`,
        ),
        strategy: covering
          ? t(
              `You're not complaining: your job grew. A coworker left and wasn't replaced, and you've been doing their work on top of yours, so ask to be paid for the job you do now: ${[ask, p.market && p.market === p.ask ? 'what that role was paid' : '', p.raise ? `a ${p.raise} (${p.raisePercent}) raise from your ${p.current}` : ''].filter(Boolean).join(', ')}. Open with facts, not feelings: what you took over (accounts, clients), since when, and that nothing was dropped, with one or two results in numbers. Then say the number and stop. If the budget is closed, ask for part now and a dated review in writing with ${ask} as the target, or a one-time bonus for the months you've covered both jobs.`,
              `No se está quejando: su trabajo creció. Una persona se fue y no la reemplazaron, y usted hace su trabajo además del suyo, así que pida que le paguen por el trabajo que hace hoy: ${[ask, p.market && p.market === p.ask ? 'lo que se pagaba por ese puesto' : '', p.raise ? `un aumento de ${p.raise} (${p.raisePercent}) sobre lo que gana hoy (${p.current})` : ''].filter(Boolean).join(', ')}. Empiece con hechos, no con sentimientos: qué asumió (cuentas, clientes), desde cuándo y que no se dejó nada sin hacer, con uno o dos resultados en números. Luego diga la cifra y guarde silencio. Si no hay presupuesto ahora, pida una parte ya y una revisión con fecha, por escrito, con ${ask} como meta, o un bono único por los meses en que ha cubierto dos puestos.`,
            )
          : duties
            ? t(
                `Asking to be paid for the ${duties} work you already do isn't greedy: it's matching pay to the job. Ask for the ${duties} title and one number: ${ask}${p.raise ? `, a ${p.raise} (${p.raisePercent}) raise from your ${p.current}` : ''}. ${p.due ? `Your review on ${p.due} is the moment: a few days before, send your manager a short note so it's on the agenda. ` : ''}Back it with a list of the ${duties} duties you've taken on (scheduling, training new people, closing: whatever you do), with dates and examples, and market pay for a ${duties} role near you. If the budget is closed, ask for the title now and a dated review in writing with ${ask} as the target.`,
                `Pedir que le paguen por el trabajo de ${duties} que ya hace no es ambición: es ajustar el pago al puesto. Pida el título de ${duties} y una sola cifra: ${ask}${p.raise ? `, un aumento de ${p.raise} (${p.raisePercent}) sobre lo que gana hoy (${p.current})` : ''}. ${p.due ? `Su evaluación del ${p.due} es el momento: unos días antes, envíe a su gerente una nota breve para que el tema esté en la agenda. ` : ''}Respáldela con una lista de las tareas de ${duties} que asumió (horarios, capacitación de personal nuevo, cierre: lo que usted haga), con fechas y ejemplos, y lo que paga el mercado por un puesto de ${duties} en su zona. Si no hay presupuesto ahora, pida el título ya y una revisión con fecha, por escrito, con ${ask} como meta.`,
              )
            : t(
                `${p.yearly ? `At 40 hours a week, your ${p.current} is about ${p.yearly.now} a year, so ${p.yearly.other} is ${p.yearly.more ? `about ${p.yearly.gap} (${p.yearly.percent}) more` : `about ${p.yearly.gap} (${p.yearly.percent}) less`}: about ${p.yearly.hourly} an hour. Check the benefits and overtime on each side too. ` : ''}Ask for one number: ${ask}${p.raise ? `, a ${p.raise} (${p.raisePercent}) raise from your ${p.current}` : ''}. ${p.due ? `Your review on ${p.due} is the moment: send your manager a short note a few days before so it's on the agenda. ` : ''}Back it with your results this year and market pay for your role${p.market && p.market !== p.ask ? ` (${p.market})` : ''}, and ask at a good moment: before budgets are set or right after a win. If the budget is closed, ask for a dated review in writing with that number as the target.`,
                `${p.yearly ? `Con 40 horas a la semana, sus ${p.current} por hora son unos ${p.yearly.now} al año, así que ${p.yearly.other} son ${p.yearly.more ? `unos ${p.yearly.gap} (${p.yearly.percent}) más` : `unos ${p.yearly.gap} (${p.yearly.percent}) menos`}: unos ${p.yearly.hourly} por hora. Compare también las prestaciones y las horas extra de cada lado. ` : ''}Pida una sola cifra: ${ask}${p.raise ? `, un aumento de ${p.raise} (${p.raisePercent}) sobre lo que gana hoy (${p.current})` : ''}. ${p.due ? `Su evaluación del ${p.due} es el momento: unos días antes, envíe a su gerente una nota breve para que el tema esté en la agenda. ` : ''}Respáldela con sus resultados de este año y lo que paga el mercado por su puesto${p.market && p.market !== p.ask ? ` (${p.market})` : ''}, y elija el momento: antes de que se fijen los presupuestos o justo después de un logro. Si no hay presupuesto ahora, pida por escrito una revisión con fecha y esa cifra como meta.`,
              ),
        opening: covering
          ? [
              t(
                "Thanks for making time. I'd like to talk about my role and my pay.",
                'Gracias por su tiempo. Quisiera hablar de mi puesto y de mi salario.',
              ),
              t(
                `Since [month], I've covered [coworker]'s accounts on top of mine: [how many] accounts, and [one result, with numbers]. Nothing has been dropped.`,
                `Desde [mes] cubro las cuentas de [compañero o compañera] además de las mías: [cuántas] cuentas, y [un resultado, con números]. No se ha dejado nada sin hacer.`,
              ),
              t(
                `I'd like my pay to match the job I'm doing now: from ${p.current ?? '[current pay]'} to ${ask}. Can we make that happen?`,
                `Quisiera que mi salario corresponda al trabajo que hago hoy: pasar de ${p.current ?? '[salario actual]'} a ${ask}. ¿Podemos lograrlo?`,
              ),
            ]
          : duties
            ? [
                t(
                  "Thanks for making time. I'd like to talk about my role and my pay.",
                  'Gracias por su tiempo. Quisiera hablar de mi puesto y de mi salario.',
                ),
                t(
                  `For [how long] I've been doing ${duties} work: [scheduling, training new people, closing]. [One result, with numbers].`,
                  `Desde hace [cuánto tiempo] hago el trabajo de ${duties}: [horarios, capacitación de personal nuevo, cierre]. [Un resultado, con números].`,
                ),
                t(
                  `I'm asking for the ${duties} title and to go from ${p.current ?? '[current pay]'} to ${ask}. Can we make that happen?`,
                  `Le pido el título de ${duties} y pasar de ${p.current ?? '[salario actual]'} a ${ask}. ¿Podemos lograrlo?`,
                ),
              ]
            : [
                t(
                  "Thanks for making time. I'd like to talk about my pay.",
                  'Gracias por su tiempo. Quisiera hablar de mi salario.',
                ),
                t(
                  `This year I [two results, with numbers]. For this role the market pays ${p.market ?? '[market pay]'}.`,
                  `Este año [dos resultados, con números]. Para este puesto el mercado paga ${p.market ?? '[pago de mercado]'}.`,
                ),
                t(
                  `I'm asking to go from ${p.current ?? '[current pay]'} to ${ask}. Can we make that happen?`,
                  `Le pido pasar de ${p.current ?? '[salario actual]'} a ${ask}. ¿Podemos lograrlo?`,
                ),
              ],
        rungs: [
          [
            t('Part now', 'Una parte ahora'),
            t(
              `If ${ask} isn't possible now, how close can you get today?`,
              `Si ${ask} no es posible ahora, ¿qué tan cerca puede llegar hoy?`,
            ),
          ],
          [
            t('One-time bonus', 'Bono único'),
            t(
              'Could part of it come as a one-time bonus this year?',
              '¿Podría una parte venir como un bono único este año?',
            ),
          ],
          duties
            ? [
                t('Title now', 'El título ya'),
                t(
                  `If the budget is fixed, could the ${duties} title start now, with the raise on a set date?`,
                  `Si el presupuesto no se mueve, ¿puede empezar ya el título de ${duties}, con el aumento en una fecha fija?`,
                ),
              ]
            : [
                t('Other terms', 'Otras condiciones'),
                t(
                  'If the budget is fixed, could we add [extra PTO / remote days / a training budget]?',
                  'Si el presupuesto no se mueve, ¿podemos sumar [días de vacaciones / días remotos / un presupuesto de capacitación]?',
                ),
              ],
          [
            t('Who decides', 'Quién decide'),
            t(
              'Who approves raises? Could you take my case to them, or could we meet together?',
              '¿Quién aprueba los aumentos? ¿Puede llevarle mi caso, o podemos reunirnos con esa persona?',
            ),
          ],
          [
            t('Dated review', 'Revisión con fecha'),
            t(
              `Can we set a review on [date], in writing, with ${ask} as the target if I reach [goal]?`,
              `¿Podemos fijar por escrito una revisión el [fecha], con ${ask} como meta si logro [objetivo]?`,
            ),
          ],
          [
            t('In writing', 'Por escrito'),
            t(
              'Could you confirm what we agreed in a short email, with the new pay and the date it starts?',
              '¿Me puede confirmar lo acordado en un correo breve, con el nuevo salario y la fecha en que empieza?',
            ),
          ],
        ],
        email: {
          subject: t(
            `Pay review: request to move to ${ask}`,
            `Revisión salarial: solicitud de pasar a ${ask}`,
          ),
          body: covering
            ? t(
                `Hi [manager's name],\n\nThank you for making time to talk about my role and pay. Since [month], I've covered [coworker]'s accounts on top of mine ([how many] accounts), and [one result, with numbers].\n\nI'm asking for my pay to match that job: from ${p.current ?? '[current pay]'} to ${ask}${p.raise ? ` (a ${p.raisePercent} raise)` : ''}. If the budget doesn't allow it now, I'd like part now and a review on [date], in writing, with that number as the target.\n\nCould you let me know by [date]?\n\nThank you,\n[Your name]`,
                `Buenos días, [nombre de su gerente]:\n\nGracias por el tiempo para hablar de mi puesto y de mi salario. Desde [mes] cubro las cuentas de [compañero o compañera] además de las mías ([cuántas] cuentas), y [un resultado, con números].\n\nLe pido que mi salario corresponda a ese trabajo: pasar de ${p.current ?? '[salario actual]'} a ${ask}${p.raise ? ` (un aumento del ${p.raisePercent})` : ''}. Si el presupuesto no lo permite ahora, quisiera una parte ya y una revisión por escrito el [fecha], con esa cifra como meta.\n\n¿Me podría responder antes del [fecha]?\n\nGracias,\n[Su nombre]`,
              )
            : duties
              ? t(
                  `Hi [manager's name],\n\n${p.due ? `Ahead of my review on ${p.due}, I'd like to discuss my role and pay.` : "I'd like to talk about my role and pay."} For [how long] I've been doing ${duties} work: [scheduling, training new people, closing], without the title or the pay.\n\nI'm asking for the ${duties} title and to move from ${p.current ?? '[current pay]'} to ${ask}${p.raise ? ` (a ${p.raisePercent} raise)` : ''}. If the budget doesn't allow it now, I'd like the title now and a review on [date], in writing, with that number as the target.\n\nThank you,\n[Your name]`,
                  `Buenos días, [nombre de su gerente]:\n\n${p.due ? `Antes de mi evaluación del ${p.due}, quisiera hablar de mi puesto y de mi salario.` : 'Quisiera hablar de mi puesto y de mi salario.'} Desde hace [cuánto tiempo] hago el trabajo de ${duties}: [horarios, capacitación de personal nuevo, cierre], sin el título ni el pago.\n\nLe pido el título de ${duties} y pasar de ${p.current ?? '[salario actual]'} a ${ask}${p.raise ? ` (un aumento del ${p.raisePercent})` : ''}. Si el presupuesto no lo permite ahora, quisiera el título ya y una revisión por escrito el [fecha], con esa cifra como meta.\n\nGracias,\n[Su nombre]`,
                )
              : t(
                  `Hi [manager's name],\n\nThank you for making time to talk about my pay. As discussed, this year I [two results, with numbers], and the market pays ${p.market ?? '[market pay]'} for this role.\n\nI'm asking to move from ${p.current ?? '[current pay]'} to ${ask}${p.raise ? ` (a ${p.raisePercent} raise)` : ''}. If the budget doesn't allow it now, I'd like a review on [date], in writing, with that number as the target.\n\nCould you let me know by [date]?\n\nThank you,\n[Your name]`,
                  `Buenos días, [nombre de su gerente]:\n\nGracias por el tiempo para hablar de mi salario. Como conversamos, este año [dos resultados, con números], y el mercado paga ${p.market ?? '[pago de mercado]'} por este puesto.\n\nLe pido pasar de ${p.current ?? '[salario actual]'} a ${ask}${p.raise ? ` (un aumento del ${p.raisePercent})` : ''}. Si el presupuesto no lo permite ahora, quisiera una revisión por escrito el [fecha], con esa cifra como meta.\n\n¿Me podría responder antes del [fecha]?\n\nGracias,\n[Su nombre]`,
                ),
        },
        talkingPoints: [
          t(
            `From ${p.current ?? '[current pay]'} to ${ask}${p.raise ? `: ${p.raise} more (${p.raisePercent})` : ''}.`,
            `De ${p.current ?? '[salario actual]'} a ${ask}${p.raise ? `: ${p.raise} más (${p.raisePercent})` : ''}.`,
          ),
          duties
            ? t(
                `Lead with the ${duties} work: what you schedule, who you've trained, what you close, since when.`,
                `Empiece por el trabajo de ${duties}: qué horarios arma, a quién capacitó, qué cierra, desde cuándo.`,
              )
            : t(
                'Lead with results: money saved or earned, work you took on.',
                'Empiece por resultados: dinero ahorrado o generado, trabajo que asumió.',
              ),
          t(
            'Bring market data for your role and city, not your personal costs.',
            'Lleve datos de mercado para su puesto y ciudad, no sus gastos personales.',
          ),
          t(
            "Say the number, then stop talking. Mention another offer only if it's real.",
            'Diga la cifra y guarde silencio. Mencione otra oferta solo si es real.',
          ),
          t(
            'A "not now" becomes a dated review, in writing.',
            'Un "ahora no" se convierte en una revisión con fecha, por escrito.',
          ),
        ],
        questions: talk.unlessGiven(
          [
            p.current,
            t(
              'What do you earn now, and is it yearly or hourly?',
              '¿Cuánto gana hoy, y es anual o por hora?',
            ),
          ],
          [
            p.ask,
            t(
              'What number do you want to ask for, and what does the market pay for your role?',
              '¿Qué cifra quiere pedir, y cuánto paga el mercado por su puesto?',
            ),
          ],
          [
            ctx.case.dates.length > 0,
            t(
              'When is your next review, or when are budgets set?',
              '¿Cuándo es su próxima evaluación, o cuándo se fijan los presupuestos?',
            ),
          ],
        ),
        complaintRoutes: t(
          "HR, in writing, if a promised raise or review date isn't honored; for wages already earned and unpaid, the U.S. Department of Labor's Wage and Hour Division (dol.gov/whd, 1-866-487-9243)",
          'Recursos Humanos, por escrito, si no se cumple un aumento o una revisión prometida; para salarios ya ganados y no pagados, la División de Horas y Salarios del Departamento de Trabajo de EE. UU. (dol.gov/whd, 1-866-487-9243)',
        ),
      };
    },
    freelance: (ctx, p) => {
      const rate = p.rate ?? t('[your rate]', '[su tarifa]');
      if (p.client) return clientRaiseWords(ctx, p, p.client, rate, t);
      return {
        party: ctx.namedParty ?? t('your client', 'su cliente'),
        subject: t(
          `the rate for [project]${p.clientOffer ? ` (they offered ${p.clientOffer})` : ''}`,
          `la tarifa para [proyecto]${p.clientOffer ? ` (ofrecieron ${p.clientOffer})` : ''}`,
        ),
        strategy: t(
          `Hold your rate${p.rate ? ` of ${p.rate}` : ''}${p.clientOffer ? ` against their ${p.clientOffer}` : ''}${p.rateGap ? `, a ${p.rateGap} gap` : ''}, and tie it to the result they get. If the budget is fixed, cut the scope, never the rate for the same work. Before you start, get the scope, the price, a deposit upfront and net-30 payment terms in writing.`,
          `Mantenga su tarifa${p.rate ? ` de ${p.rate}` : ''}${p.clientOffer ? ` frente a los ${p.clientOffer} que ofrecen` : ''}${p.rateGap ? `, una diferencia de ${p.rateGap}` : ''}, y átela al resultado que obtiene el cliente. Si el presupuesto es fijo, reduzca el alcance, nunca la tarifa por el mismo trabajo. Antes de empezar, deje por escrito el alcance, el precio, un anticipo y el pago a 30 días (net 30).`,
        ),
        opening: [
          p.clientOffer
            ? t(
                "Thanks for the offer. I'd like to do this project.",
                'Gracias por la oferta. Me gustaría hacer este proyecto.',
              )
            : t(
                "Thanks for thinking of me. I'd like to do this project.",
                'Gracias por pensar en mí. Me gustaría hacer este proyecto.',
              ),
          t(
            `My rate for this work is ${rate}. That covers [what's included].`,
            `Mi tarifa para este trabajo es ${rate}. Eso incluye [lo que cubre].`,
          ),
          p.clientOffer
            ? t(
                `If ${p.clientOffer} is the budget, we can fit the scope to it: [what to drop]. Which would you prefer?`,
                `Si el presupuesto es ${p.clientOffer}, podemos ajustar el alcance: [qué quitar]. ¿Qué prefiere?`,
              )
            : t('Does that work for your budget?', '¿Le funciona para su presupuesto?'),
        ],
        rungs: [
          [
            t('Scope to budget', 'Alcance según presupuesto'),
            t(
              'If the budget is fixed, which part of the work should we drop so the price fits?',
              'Si el presupuesto es fijo, ¿qué parte del trabajo quitamos para que el precio encaje?',
            ),
          ],
          [
            t('Phases', 'Por etapas'),
            t(
              `Could we start with [phase one] at ${rate} and price the rest later?`,
              `¿Podemos empezar con [primera etapa] a ${rate} y cotizar el resto después?`,
            ),
          ],
          [
            t('Longer commitment', 'Compromiso más largo'),
            t(
              'If you can commit to [number] months of work, I can offer [rate] for it.',
              'Si se comprometen a [número] meses de trabajo, puedo ofrecer [tarifa].',
            ),
          ],
          [
            t('Who decides', 'Quién decide'),
            t(
              'Who sets the budget? Could I walk them through the scope?',
              '¿Quién fija el presupuesto? ¿Puedo explicarle el alcance?',
            ),
          ],
          [
            t('Deposit and terms', 'Anticipo y plazos'),
            t(
              "Whatever we agree, I'll need [a deposit] upfront and the balance net 30.",
              'Sea cual sea el acuerdo, necesito [un anticipo] antes de empezar y el saldo a 30 días.',
            ),
          ],
          [
            t('In writing', 'Por escrito'),
            t(
              'Could you confirm the scope, rate, deposit and net-30 terms by email before I start?',
              '¿Me puede confirmar por correo el alcance, la tarifa, el anticipo y el pago a 30 días antes de empezar?',
            ),
          ],
        ],
        email: {
          subject: t(`Proposal for [project]: ${rate}`, `Propuesta para [proyecto]: ${rate}`),
          body: t(
            `Hi [client's name],\n\nThank you for thinking of me for [project]. Here is what I propose:\n\n- Scope: [deliverables and dates]\n- Rate: ${rate}\n- Deposit: [amount] before work starts\n- Balance: net 30 from each invoice\n\nIf the budget is tighter, I can reduce the scope to fit it. Could you confirm by [date] so I can hold the time?\n\nBest regards,\n[Your name]`,
            `Buenos días, [nombre del cliente]:\n\nGracias por pensar en mí para [proyecto]. Esta es mi propuesta:\n\n- Alcance: [entregables y fechas]\n- Tarifa: ${rate}\n- Anticipo: [monto] antes de empezar\n- Saldo: a 30 días de cada factura (net 30)\n\nSi el presupuesto es menor, puedo reducir el alcance para ajustarlo. ¿Me podría confirmar antes del [fecha] para reservar el tiempo?\n\nSaludos cordiales,\n[Su nombre]`,
          ),
        },
        talkingPoints: [
          t(
            `Your rate ${rate}${p.clientOffer ? `; their offer ${p.clientOffer}` : ''}${p.rateGap ? `; gap ${p.rateGap}` : ''}.`,
            `Su tarifa ${rate}${p.clientOffer ? `; la oferta del cliente, ${p.clientOffer}` : ''}${p.rateGap ? `; diferencia ${p.rateGap}` : ''}.`,
          ),
          t(
            'Quote the rate and stop: no apology, no explaining your costs.',
            'Diga la tarifa y deténgase: sin disculpas ni explicar sus costos.',
          ),
          t(
            'Trade scope for price, never the same work for less.',
            'Cambie alcance por precio, nunca el mismo trabajo por menos.',
          ),
          t(
            'Deposit upfront, net-30 terms, in writing before you start.',
            'Anticipo y pago a 30 días, por escrito antes de empezar.',
          ),
          t(
            'Mention other clients or offers only if they are real.',
            'Mencione otros clientes u ofertas solo si son reales.',
          ),
        ],
        questions: talk.unlessGiven(
          [
            p.rate,
            t(
              'What is your rate, and is it by the hour, the day or the project?',
              '¿Cuál es su tarifa, y es por hora, por día o por proyecto?',
            ),
          ],
          [
            p.clientOffer,
            t(
              'What has the client offered, if anything?',
              '¿Cuánto le ofreció el cliente, si ya ofreció algo?',
            ),
          ],
        ),
        complaintRoutes: t(
          'your signed agreement is your record; if an invoice goes unpaid, a final written notice, then small claims court (ask the court clerk about the limit and fees)',
          'su acuerdo firmado es su respaldo; si una factura queda sin pagar, un aviso final por escrito y luego la corte de reclamos menores (pregunte en la secretaría del juzgado por el límite y los costos)',
        ),
      };
    },
    wages: (ctx) => unpaidWagesWords(ctx, lang),
    unsure: (ctx) => ({
      party: ctx.namedParty ?? t('the employer or client', 'la empresa o el cliente'),
      subject: t('your pay', 'su pago'),
      strategy: t(
        "Don't accept or agree on the spot. Ask for the numbers in writing, then decide your target and your lowest acceptable number before you answer. It's normal to ask for a day to review.",
        'No acepte ni acuerde nada en el momento. Pida las cifras por escrito y decida su meta y la cifra mínima que aceptaría antes de responder. Es normal pedir un día para revisarlo.',
      ),
      opening: [
        t(
          'Thank you. Could you send me the details in writing?',
          'Gracias. ¿Me pueden enviar los detalles por escrito?',
        ),
        t(
          "I'd like a day to review them. Can I get back to you by [date]?",
          'Quisiera un día para revisarlos. ¿Puedo responderles antes del [fecha]?',
        ),
      ],
      rungs: [
        [
          t('Closer number', 'Cifra más cercana'),
          t('Is there flexibility on the number?', '¿Hay flexibilidad en la cifra?'),
        ],
        [
          t('One-time bonus', 'Bono único'),
          t(
            'Could part of the difference come as a one-time bonus?',
            '¿Podría una parte de la diferencia venir como un bono único?',
          ),
        ],
        [
          t('Other terms', 'Otras condiciones'),
          t(
            'If pay is fixed, could we look at [PTO / remote days / a review date]?',
            'Si el pago no se mueve, ¿podemos ver [vacaciones / días remotos / una fecha de revisión]?',
          ),
        ],
        [
          t('Who decides', 'Quién decide'),
          t(
            'Who else has a say in this? Could we bring them in?',
            '¿Quién más participa en esta decisión? ¿Podemos incluir a esa persona?',
          ),
        ],
        [
          t('Dated review', 'Revisión con fecha'),
          t(
            'Could we set a date, in writing, to revisit the number?',
            '¿Podemos fijar por escrito una fecha para revisar la cifra?',
          ),
        ],
        [
          t('In writing', 'Por escrito'),
          t(
            'Could you confirm what we agreed in a short email?',
            '¿Me puede confirmar lo acordado en un correo breve?',
          ),
        ],
      ],
      email: {
        subject: t('Details in writing: [role or project]', 'Detalles por escrito: [puesto o proyecto]'),
        body: t(
          `Hi [name],\n\nThank you for talking with me. Could you send me the details in writing: the pay, what it covers, and the start date?\n\nI'd like to review them and get back to you by [date].\n\nBest regards,\n[Your name]`,
          `Buenos días, [nombre]:\n\nGracias por la conversación. ¿Me podría enviar los detalles por escrito: el pago, lo que cubre y la fecha de inicio?\n\nQuisiera revisarlos y responderle antes del [fecha].\n\nSaludos cordiales,\n[Su nombre]`,
        ),
      },
      talkingPoints: [
        t('Get the numbers in writing first.', 'Consiga primero las cifras por escrito.'),
        t(
          'Know your target and your lowest acceptable number.',
          'Tenga clara su meta y la cifra mínima que aceptaría.',
        ),
        t(
          'Your reason is market pay and your skills, never your personal costs.',
          'Su razón es el mercado y sus habilidades, nunca sus gastos personales.',
        ),
        t(
          'Ask for a day to review; nothing is final until it is in writing.',
          'Pida un día para revisarlo; nada es definitivo hasta que esté por escrito.',
        ),
      ],
      questions: [
        t(
          'Is this a new job offer, a raise at your current job, or a freelance rate?',
          '¿Es una oferta de trabajo nueva, un aumento en su trabajo actual o una tarifa como independiente?',
        ),
        t(
          'What do you earn now, or what were you offered (yearly or hourly)?',
          '¿Cuánto gana hoy, o cuánto le ofrecieron (anual o por hora)?',
        ),
        t('What number are you aiming for?', '¿A qué cifra apunta usted?'),
      ],
      complaintRoutes: t(
        'HR, in writing, if something promised in writing is not honored',
        'Recursos Humanos, por escrito, si no se cumple algo prometido por escrito',
      ),
    }),
  };
}

/** A rate raised with a client the freelancer already has: notice of a new rate, not a pitch. */
function clientRaiseWords(
  ctx: CopyContext,
  p: Pay,
  client: ClientRaise,
  rate: string,
  t: (en: string, es: string) => string,
): SubCopy {
  const piece = client.hourly ? '' : t(' a piece', ' por trabajo');
  const start = p.start ?? t('[date]', '[fecha]');
  const confirm = p.start
    ? t('Could you confirm before then?', '¿Me podría confirmar antes de esa fecha?')
    : t('Could you confirm by [date]?', '¿Me podría confirmar antes del [fecha]?');
  const perMonth =
    client.volume && client.monthNow
      ? t(
          `At about ${client.volume} a month, your ${client.now} comes to ${client.monthNow} a month${client.monthAsk ? `; at ${rate} it would be ${client.monthAsk}` : ''}.`,
          `Con unos ${client.volume} al mes, sus ${client.now} suman ${client.monthNow} al mes${client.monthAsk ? `; con ${rate} serían ${client.monthAsk}` : ''}.`,
        )
      : '';
  return {
    party: ctx.namedParty ?? t('your client', 'su cliente'),
    subject: t(`your rate (now ${client.now})`, `su tarifa (hoy ${client.now})`),
    strategy: t(
      `This is a raise with a client you already have, not a new project.${perMonth ? ` ${perMonth}` : ''}${p.market ? ` Other clients pay ${p.market}, so ${rate} is still under what your work gets elsewhere.` : ''} Tell them in writing, with ${p.start ? `the start date, ${p.start}` : 'a start date (the first of a month, a few weeks out)'}, thank them for the steady work, and keep it short: a rate update, not a request for permission. Since they're a big share of your income, decide before they answer the lowest rate you'd keep them at, and what you'd trade for it (${client.hourly ? 'more hours a month' : 'more pieces a month'}, a set monthly volume, faster payment).`,
      `Es un aumento con un cliente que ya tiene, no un proyecto nuevo.${perMonth ? ` ${perMonth}` : ''}${p.market ? ` Otros clientes pagan ${p.market}, así que ${rate} sigue por debajo de lo que su trabajo obtiene en otros lados.` : ''} Avíseles por escrito, con ${p.start ? `la fecha de inicio, el ${p.start}` : 'una fecha de inicio (el primero de un mes, con unas semanas de aviso)'}, agradezca el trabajo constante y sea breve: es una actualización de tarifa, no una petición de permiso. Como son una parte grande de sus ingresos, decida antes de que respondan la tarifa mínima con la que se quedaría y qué cambiaría por ella (${client.hourly ? 'más horas al mes' : 'más trabajos al mes'}, un volumen mensual fijo, pago más rápido).`,
    ),
    opening: [
      t(
        "Thanks for the steady work together. I'm calling about my rate.",
        'Gracias por el trabajo constante juntos. Le llamo por mi tarifa.',
      ),
      t(
        `Starting ${start}, my rate will be ${rate}${piece}, up from ${client.now}.${p.market ? ` My other clients pay ${p.market}.` : ''}`,
        `A partir del ${start}, mi tarifa será de ${rate}${piece}, en lugar de ${client.now}.${p.market ? ` Mis otros clientes pagan ${p.market}.` : ''}`,
      ),
      t(
        "I'd like to keep working with you. Does that work on your side?",
        'Quiero seguir trabajando con ustedes. ¿Les funciona?',
      ),
    ],
    rungs: [
      [
        t('Phase it in', 'Por etapas'),
        t(
          `If ${rate} is too big a step at once, could we go to ${client.middle ?? '[a middle rate]'} ${p.start ? `from ${p.start}` : 'now'} and ${rate} from ${p.startLater ?? '[date]'}?`,
          `Si ${rate} es un salto muy grande, ¿podemos pasar a ${client.middle ?? '[una tarifa intermedia]'} ${p.start ? `desde el ${p.start}` : 'ahora'} y a ${rate} desde el ${p.startLater ?? '[fecha]'}?`,
        ),
      ],
      [
        t('Volume', 'Volumen'),
        t(
          client.hourly
            ? 'If you can commit to [number] hours a month, I can hold a rate of [rate] for them.'
            : 'If you can commit to [number] pieces a month, I can hold a rate of [rate] for them.',
          client.hourly
            ? 'Si se comprometen a [número] horas al mes, puedo mantener una tarifa de [tarifa] para ellas.'
            : 'Si se comprometen a [número] trabajos al mes, puedo mantener una tarifa de [tarifa] para ellos.',
        ),
      ],
      [
        t('Scope', 'Alcance'),
        t(
          'If the budget is fixed, which pieces or extras should we drop so the rate fits?',
          'Si el presupuesto es fijo, ¿qué trabajos o extras quitamos para que la tarifa encaje?',
        ),
      ],
      [
        t('Who decides', 'Quién decide'),
        t(
          'Who sets the budget? Could I walk them through it?',
          '¿Quién fija el presupuesto? ¿Puedo explicárselo?',
        ),
      ],
      [
        t('Faster payment', 'Pago más rápido'),
        t(
          'If the rate has to stay lower, could you pay each invoice within [number] days?',
          'Si la tarifa tiene que quedar más baja, ¿pueden pagar cada factura en [número] días?',
        ),
      ],
      [
        t('In writing', 'Por escrito'),
        t(
          'Could you confirm the rate, the monthly volume and the start date by email?',
          '¿Me pueden confirmar por correo la tarifa, el volumen mensual y la fecha de inicio?',
        ),
      ],
    ],
    email: {
      subject: t(`Rate update from ${start}: ${rate}`, `Actualización de tarifa desde el ${start}: ${rate}`),
      body: t(
        `Hi [client's name],

Thank you for the steady work together; I've enjoyed it. Starting ${start}, my rate will be ${rate}${piece}, up from ${client.now}${p.market ? ', in line with what my other clients pay' : ''}.

Everything else stays the same: [what ${client.hourly ? 'the work' : 'each piece'} includes] and [turnaround]. I'd like to keep working with you, so if you'd like to talk it through, I'm glad to.

${confirm}

Best regards,
[Your name]`,
        `Buenos días, [nombre del cliente]:

Gracias por el trabajo constante juntos. A partir del ${start}, mi tarifa será de ${rate}${piece}, en lugar de ${client.now}${p.market ? ', en línea con lo que pagan mis otros clientes' : ''}.

Todo lo demás sigue igual: [lo que incluye ${client.hourly ? 'el trabajo' : 'cada trabajo'}] y [tiempo de entrega]. Quiero seguir trabajando con ustedes; si desea conversarlo, con gusto.

${confirm}

Saludos cordiales,
[Su nombre]`,
      ),
    },
    talkingPoints: [
      client.monthNow
        ? t(
            `Now: ${client.volume} × ${client.now} = ${client.monthNow} a month${client.monthAsk ? `; at ${rate}: ${client.monthAsk}` : ''}.`,
            `Hoy: ${client.volume} × ${client.now} = ${client.monthNow} al mes${client.monthAsk ? `; con ${rate}: ${client.monthAsk}` : ''}.`,
          )
        : t(`From ${client.now} to ${rate}${piece}.`, `De ${client.now} a ${rate}${piece}.`),
      t(
        'Give notice with a start date; you are not asking permission.',
        'Avise con una fecha de inicio; no está pidiendo permiso.',
      ),
      t('Decide your lowest rate before they answer.', 'Decida su tarifa mínima antes de que respondan.'),
      t(
        'More pieces for a lower rate is more work for less: work out the month before you say yes.',
        'Más trabajos por una tarifa menor es más trabajo por menos: calcule el mes antes de decir que sí.',
      ),
      t(
        'Mention other clients or offers only if they are real.',
        'Mencione otros clientes u ofertas solo si son reales.',
      ),
    ],
    questions: talk.unlessGiven([
      p.rate,
      t('What rate do you want to move to?', '¿A qué tarifa quiere pasar?'),
    ]),
    complaintRoutes: t(
      'your written agreement or emails are your record; if an invoice goes unpaid, a final written notice, then small claims court (ask the court clerk about the limit and fees)',
      'su acuerdo o sus correos por escrito son su respaldo; si una factura queda sin pagar, un aviso final por escrito y luego la corte de reclamos menores (pregunte en la secretaría del juzgado por el límite y los costos)',
    ),
  };
}

/**
 * Judges what the other side came back with against the person's own figures: their target meets
 * the goal; anything above the first offer (or current pay) is a step worth countering; less than
 * where the talk started is too little.
 */
const judgeSums = talk.judgeWithShares(kindOf, (ctx, offered): OfferVerdict | undefined => {
  const kind = kindOf(ctx);
  // Wages already earned are owed in full: part of them is not a step to counter from.
  if (kind === 'wages') {
    const owed = ctx.case.amounts.find((amount) => amount.value >= 100 && amount.role !== 'unit')?.value;
    if (owed === undefined) return 'decline';
    return offered >= owed ? 'accept' : 'decline';
  }
  // Days of PTO offered ("12 days"): the days wanted are the goal, more than the first offer a step.
  if (kind === 'timeOff') {
    const wanted = ctx.case.timeOff?.wanted;
    const first = ctx.case.timeOff?.offered;
    if (wanted === undefined || offered > 60) return undefined;
    if (offered >= wanted) return 'accept';
    return first !== undefined && offered > first ? 'counter' : 'decline';
  }
  if (kind === 'raise') {
    const current = ctx.value('current');
    const goal = ctx.value('asked', 'proposed', 'market');
    if (current === undefined || goal === undefined) return undefined;
    // "$4,000 more" on a $60,000 salary is the raise itself, not the new pay.
    const newPay = offered < current / 2 ? current + offered : offered;
    if (newPay >= goal) return 'accept';
    return newPay > current ? 'counter' : 'decline';
  }
  const goal = kind === 'freelance' ? ctx.value('asked', 'quoted') : ctx.value('market', 'asked');
  const start = ctx.value('offered');
  if (goal === undefined) return undefined;
  if (offered >= goal) return 'accept';
  return start !== undefined && offered < start ? 'decline' : 'counter';
});

/**
 * Wages already earned: an answer without a sum (time off instead, "next month") or a share of them
 * is not a step to counter from either.
 */
function judge(ctx: CopyContext, offered: number | undefined): OfferVerdict | undefined {
  if (kindOf(ctx) === 'wages') {
    // Wages earned are owed in full: less than the sum worked out is declined, never countered.
    const owed = wagesOwedValue(ctx);
    return offered !== undefined && offered >= 0 && owed !== undefined && offered >= owed
      ? 'accept'
      : 'decline';
  }
  return judgeSums(ctx, offered);
}

type Steps = (p: Pay, outcome: Outcome, offer: string | undefined) => string | undefined;

/** What to do once the other side has answered, per sub-case, in both languages. */
function stepsIn(lang: Language): Record<Kind, Steps> {
  const t = inLanguage(lang);
  return {
    offer: (p, outcome, offer) => {
      const base = p.hourly ? t('the hourly rate', 'la tarifa por hora') : t('the base', 'el salario base');
      switch (outcome) {
        case 'said_no':
          return t(
            `If ${base} won't move, ask once for what can: a signing bonus${p.gap && !p.hourly ? ` (toward the ${p.gap} gap)` : ''}, a pay review at six months with ${p.target ?? 'your target'} as the target, in writing, and ${p.hourly ? 'extra PTO or the schedule you need' : 'extra PTO or remote days'}. Then decide against your lowest acceptable number${p.due ? `, and answer by ${p.due}, as they asked` : ', not under pressure'}.`,
            `Si ${base} no se mueve, pida una vez lo que sí puede moverse: un bono de firma${p.gap && !p.hourly ? ` (para cubrir parte de la diferencia de ${p.gap})` : ''}, una revisión salarial a los seis meses con ${p.target ?? 'su meta'} como meta, por escrito, y ${p.hourly ? 'más vacaciones o el horario que necesita' : 'más vacaciones o días remotos'}. Luego decida según la cifra mínima que aceptaría${p.due ? `, y responda para el ${p.due}, como le pidieron` : ', sin presión'}.`,
          );
        case 'counter_offer': {
          const hourly = offer ? p.hourlyStep?.(offer) : undefined;
          if (hourly && offer)
            return t(
              `At ${hourly.hours} hours a week, ${offer} an hour is about ${hourly.year} a year: ${hourly.more} more than the first offer (${hourly.firstYear} at ${p.offer}).${hourly.belowBefore && p.current ? ` It is still under the ${p.current} you made before, so it's fair to ask once more.` : ''} ${hourly.between ? `Ask once for ${hourly.between} an hour, or take ${offer}` : `Take ${offer}`} only with the pay review they promised written into the offer letter, with its date${p.target ? ` and ${p.target} as the target` : ''}. Accept only once the final offer is in writing.`,
              `Con ${hourly.hours} horas a la semana, ${offer} la hora son unos ${hourly.year} al año: ${hourly.more} más que la primera oferta (${hourly.firstYear} con ${p.offer}).${hourly.belowBefore && p.current ? ` Todavía queda por debajo de los ${p.current} que ganaba antes, así que es razonable pedir una vez más.` : ''} ${hourly.between ? `Pida una vez ${hourly.between} la hora, o acepte ${offer}` : `Acepte ${offer}`} solo con la revisión de sueldo que le prometieron escrita en la carta de oferta, con su fecha${p.target ? ` y ${p.target} como meta` : ''}. Acepte solo cuando tenga la oferta final por escrito.`,
            );
          return t(
            `${offer ? `Their ${offer}` : 'Their new number'} is a step${p.target ? ` toward your ${p.target} target` : ''}: if it's still short, counter once, or ask for the rest as a signing bonus or an earlier review. If they call it the top of the pay band, ask whether your experience places you in a higher step or grade. Accept only once the final offer is in writing.`,
            `${offer ? `Su nueva oferta (${offer})` : 'Su nueva oferta'} es un avance${p.target ? ` hacia su meta de ${p.target}` : ''}: si todavía no alcanza, haga una sola contraoferta, o pida el resto como bono de firma o una revisión antes. Si dicen que es el tope de la banda salarial, pregunte si su experiencia le ubica en un nivel o grado más alto. Acepte solo cuando tenga la oferta final por escrito.`,
          );
        }
        case 'pay_now':
          return t(
            "If they want an answer today, ask for a short, specific window, 24 to 48 hours, to review the final offer in writing. That's a normal request.",
            'Si le piden una respuesta hoy, pida un plazo corto y concreto, de 24 a 48 horas, para revisar la oferta final por escrito. Es una petición normal.',
          );
        case 'no_reply':
          return t(
            'Follow up once, briefly: say you are still excited about the role, restate your number, and ask when they expect to decide.',
            'Haga un solo seguimiento breve: diga que el puesto le sigue interesando, repita su cifra y pregunte cuándo piensan decidir.',
          );
        case 'agreed':
          return t(
            'Get the final offer letter, with the pay, any bonus, the start date and any review date, before you resign or turn down anything else.',
            'Pida la carta de oferta final, con el salario, el bono, la fecha de inicio y la fecha de revisión, antes de renunciar o rechazar otra opción.',
          );
      }
      return undefined;
    },
    timeOff: (p, outcome, offer) => {
      const want = daysText(lang, p.daysWanted, ['the days you asked for', 'los días que pidió']);
      switch (outcome) {
        case 'said_no':
          return t(
            `If the paid days are fixed by policy, ask once for one of two things instead, in writing: a review of your PTO at 6 months, or one extra week unpaid each year. The pay${p.offer ? ` (${p.offer})` : ''} is fine, so don't reopen it: then decide whether the offer works for you as it is.`,
            `Si los días pagados los fija una política, pida una vez una de dos cosas en su lugar, por escrito: una revisión de sus vacaciones a los 6 meses, o una semana más sin goce de sueldo al año. El sueldo${p.offer ? ` (${p.offer})` : ''} le parece bien, así que no lo reabra: luego decida si la oferta le sirve tal como está.`,
          );
        case 'counter_offer':
          return t(
            `${offer ? `Their ${offer}` : 'Their offer'} is a step toward ${want}: take it if it works for you, ideally with the rest after your first year, written into the offer letter. Accept only once the final offer, with the PTO days, is in writing.`,
            `${offer ? `Lo que ofrecen (${offer})` : 'Lo que ofrecen'} es un avance hacia ${want}: acéptelo si le sirve, idealmente con el resto después de su primer año, por escrito en la carta de oferta. Acepte solo cuando tenga la oferta final por escrito, con los días de vacaciones.`,
          );
        case 'pay_now':
          return t(
            "If they want an answer today, ask for a short, specific window, 24 to 48 hours, to review the final offer, with the PTO days, in writing. That's a normal request.",
            'Si le piden una respuesta hoy, pida un plazo corto y concreto, de 24 a 48 horas, para revisar la oferta final por escrito, con los días de vacaciones. Es una petición normal.',
          );
        case 'no_reply':
          return t(
            'Follow up once, briefly: say you are ready to accept, the time off is the only open point, and ask when they expect to decide.',
            'Haga un solo seguimiento breve: diga que está en condiciones de aceptar, que las vacaciones son lo único pendiente, y pregunte cuándo piensan decidir.',
          );
        case 'agreed':
          return t(
            'Get the final offer letter, with the salary, the PTO days and the start date, before you resign or turn down anything else.',
            'Pida la carta de oferta final, con el sueldo, los días de vacaciones y la fecha de inicio, antes de renunciar o rechazar otra opción.',
          );
      }
      return undefined;
    },
    raise: (p, outcome, offer) => {
      const ask = p.ask ?? t('your number', 'su cifra');
      switch (outcome) {
        case 'said_no':
          return t(
            `Ask what it would take: the goals and the date that would get you to ${ask}, in writing. If the budget is the reason, ask for a dated review, a one-time bonus or a training budget now.`,
            `Pregunte qué haría falta: los objetivos y la fecha que le llevarían a ${ask}, por escrito. Si el motivo es el presupuesto, pida ahora una revisión con fecha, un bono único o un presupuesto de capacitación.`,
          );
        case 'counter_offer': {
          const share = offer ? p.shareOfCurrent?.(offer) : undefined;
          return t(
            `${share ? `${offer} of your ${p.current} is about ${share.more}${share.yearly ? ' a year' : ''}, to ${share.newPay}${share.belowMarket ? `, still below the ${share.belowMarket} others are paid` : ''}. ` : ''}${offer ? `Their ${offer}` : 'Their offer'} is a step: you can take it now, in writing, and ask that the rest${p.ask ? ` (up to ${p.ask})` : ''} come at a dated review (the month they named, if they named one), in writing, or as a one-time bonus.${p.duties ? ` Ask too for the ${p.duties} title, or a written reclassification, for the ${p.duties} work you already do: a title costs no budget now.` : ''}${p.market ? ` Keep the market figure for the same job, ${p.market}, as your anchor.` : ''}`,
            `${share ? `El ${offer} de sus ${p.current} son unos ${share.more}${share.yearly ? ' al año' : ''}: pasaría a ${share.newPay}${share.belowMarket ? `, todavía por debajo de los ${share.belowMarket} que se les paga a otros` : ''}. ` : ''}${offer ? `Lo que ofrecen (${offer})` : 'Lo que ofrecen'} es un avance: puede aceptarlo ahora, por escrito, y pedir que el resto${p.ask ? ` (hasta ${p.ask})` : ''} llegue en una revisión con fecha (el mes que le dijeron, si le dijeron uno), por escrito, o como un bono único.${p.duties ? ` Pida también el título de ${p.duties}, o una reclasificación por escrito, por el trabajo de ${p.duties} que ya hace: un título no cuesta presupuesto ahora.` : ''}${p.market ? ` Mantenga como referencia lo que se paga en el mercado por el mismo trabajo, ${p.market}.` : ''}`,
          );
        }
        case 'no_reply':
          return t(
            'Send a short follow-up email restating your ask and your results, and propose a date to decide before budgets are set.',
            'Envíe un correo breve de seguimiento con su petición y sus resultados, y proponga una fecha para decidir antes de que se fijen los presupuestos.',
          );
        case 'agreed':
          return t(
            'Confirm the new pay and the date it starts in a short email, and check your first paycheck at the new rate.',
            'Confirme en un correo breve el nuevo salario y la fecha en que empieza, y revise su primer pago con el nuevo monto.',
          );
        default:
          return undefined;
      }
    },
    freelance: (p, outcome, offer) => {
      const client = offer && outcome === 'counter_offer' ? p.client?.step(offer) : undefined;
      if (client && offer)
        return t(
          `At ${client.volume} a month, their ${offer} comes to ${client.month} a month${client.askMonth ? `; ${p.client?.volume} at ${p.rate} would be ${client.askMonth}` : ''}${client.less ? ': more work for less money' : ''}. ${client.between ? `Counter once: ${client.between} a piece for ${client.volume} a month (${client.betweenMonth}), or ${p.rate} for ${p.client?.volume}.` : 'Counter once, or take it only with a written date for the next step up.'} Get the rate, the monthly volume and the start date in writing.`,
          `Con ${client.volume} al mes, sus ${offer} suman ${client.month} al mes${client.askMonth ? `; ${p.client?.volume} con ${p.rate} serían ${client.askMonth}` : ''}${client.less ? ': más trabajo por menos dinero' : ''}. ${client.between ? `Haga una sola contraoferta: ${client.between} por trabajo con ${client.volume} al mes (${client.betweenMonth}), o ${p.rate} con ${p.client?.volume}.` : 'Haga una sola contraoferta, o acéptela solo con una fecha por escrito para el siguiente aumento.'} Deje por escrito la tarifa, el volumen mensual y la fecha de inicio.`,
        );
      if (p.client && (outcome === 'said_no' || outcome === 'no_reply'))
        return t(
          `Keep the start date${p.start ? `, ${p.start},` : ''} and your ${p.rate ?? 'new'} rate in writing, and give them a short, dated window to answer. If the full step is the problem, offer the phase-in once: ${p.client.middle ?? '[a middle rate]'}${p.start ? ` from ${p.start}` : ' now'} and ${p.rate ?? 'your new rate'}${p.startLater ? ` from ${p.startLater}` : ' a few months later'}. Decide before they answer the lowest rate you'd keep them at; below it, it's fine to let new work go.`,
          `Mantenga por escrito la fecha de inicio${p.start ? ` (${p.start})` : ''} y su tarifa de ${p.rate ?? 'ahora'}, y deles un plazo corto, con fecha, para responder. Si el problema es el salto completo, ofrezca una vez hacerlo por etapas: ${p.client.middle ?? '[una tarifa intermedia]'}${p.start ? ` desde el ${p.start}` : ' ahora'} y ${p.rate ?? 'su nueva tarifa'}${p.startLater ? ` desde el ${p.startLater}` : ' unos meses después'}. Decida antes de que respondan la tarifa mínima con la que se quedaría; por debajo de ella, está bien dejar ir el trabajo nuevo.`,
        );
      switch (outcome) {
        case 'said_no':
          return t(
            `Hold ${p.rate ? `your ${p.rate} rate` : 'your rate'} and offer a smaller scope that fits their budget, in writing. If they still say no, it's fine to pass rather than work below your rate.`,
            `Mantenga ${p.rate ? `su tarifa de ${p.rate}` : 'su tarifa'} y ofrezca por escrito un alcance menor que encaje en su presupuesto. Si aun así dicen que no, está bien no tomar el proyecto antes que trabajar por debajo de su tarifa.`,
          );
        case 'counter_offer':
          return t(
            `${offer ? `Their ${offer}` : 'Their offer'} is a step${p.rate ? ` toward your ${p.rate}` : ''}: counter once, or accept it with a written date for moving to your full rate. If it's the same work for less than your rate, cut the scope to fit instead, with the scope, price, deposit and payment terms in writing.`,
            `${offer ? `Su oferta (${offer})` : 'Su oferta'} es un avance${p.rate ? ` hacia su tarifa de ${p.rate}` : ''}: haga una sola contraoferta, o acéptela con una fecha por escrito para pasar a su tarifa completa. Si es el mismo trabajo por menos de su tarifa, reduzca el alcance para que encaje, con el alcance, el precio, el anticipo y los plazos de pago por escrito.`,
          );
        case 'no_reply':
          return t(
            'Follow up once with your proposal attached, and the date you need an answer by to hold the time.',
            'Haga un solo seguimiento con su propuesta adjunta y la fecha en que necesita la respuesta para reservar el tiempo.',
          );
        case 'agreed':
          return t(
            'Send the scope, rate, deposit and payment terms in a short email or contract, and start once the deposit arrives.',
            'Envíe el alcance, la tarifa, el anticipo y los plazos de pago en un correo breve o un contrato, y empiece cuando llegue el anticipo.',
          );
        default:
          return undefined;
      }
    },
    wages: (_p, outcome) => unpaidWagesStep(lang, outcome),
    unsure: () => undefined,
  };
}

/** The honest way to the same result, per sub-case, in both languages. */
function honestIn(lang: Language): Record<Kind, string> {
  const t = inLanguage(lang);
  return {
    offer: t(
      "Make the case with what's true: market pay for the role (salary surveys, posted pay ranges) and your real skills and results. If a real offer comes later, you can mention it then.",
      'Defienda su caso con lo que es verdad: lo que paga el mercado por el puesto (encuestas salariales, rangos publicados) y sus habilidades y logros reales. Si más adelante recibe una oferta real, puede mencionarla entonces.',
    ),
    timeOff: t(
      "Ask with what's true: the time off you need and why it matters to you, and a middle step they can say yes to. You don't need another offer to ask for PTO.",
      'Pida con lo que es verdad: los días que necesita y por qué le importan, y un punto intermedio al que puedan decir que sí. No necesita otra oferta para pedir más vacaciones.',
    ),
    raise: t(
      "Make the case with what's true: your real results this year, with numbers, and market pay for your role from salary surveys or posted pay ranges. That's what your manager can take to whoever approves raises.",
      'Defienda su caso con lo que es verdad: sus logros y resultados reales de este año, con números, y lo que paga el mercado por su puesto según encuestas salariales o rangos publicados. Eso es lo que su gerente puede llevar a quien aprueba los aumentos.',
    ),
    freelance: t(
      'Quote your real rate and tie it to the result the client gets; if their budget is smaller, cut the scope instead of inventing other clients or offers.',
      'Cotice su tarifa real y átela al resultado que obtiene el cliente; si su presupuesto es menor, reduzca el alcance en lugar de inventar otros clientes u ofertas.',
    ),
    wages: UNPAID_WAGES_HONEST[lang],
    unsure: t(
      "Make the case with what's true: market pay for the work and your real results, with numbers.",
      'Defienda su caso con lo que es verdad: lo que paga el mercado por el trabajo y sus resultados reales, con números.',
    ),
  };
}

const HONEST: Readonly<Record<Language, Record<Kind, string>>> = { en: honestIn('en'), es: honestIn('es') };

const playbook = (lang: Language): AreaCopy =>
  talk.relationshipTalk(lang, { kindOf, figures: pay, wordsIn, stepsIn, honest: HONEST, judgeOffer: judge });

/**
 * The person already told the recruiter what they make now ("i told her (46.75)"): that is done and
 * sets no ceiling; the ask rests on the role's own range and the person's experience. Whether the state
 * bans the question stays a question for its labor department.
 */
function historyGiven(ctx: CopyContext): string {
  const t = inLanguage(ctx.lang);
  const kase = ctx.case;
  const current = amountOf(kase, 'current')?.text;
  const posted = kase.amounts.filter((amount) => amount.posted === true);
  const low = posted.reduce<CaseAmount | undefined>(
    (min, a) => (!min || a.value < min.value ? a : min),
    undefined,
  );
  const high = posted.reduce<CaseAmount | undefined>(
    (max, a) => (!max || a.value > max.value ? a : max),
    undefined,
  );
  const range = low && high && low !== high ? `${low.text}–${high.text}` : undefined;
  const ask = amountOf(kase, 'asked')?.text;
  const skills = kase.skills?.trim();
  const state = kase.state;
  return t(
    `You already told them what you make now${current ? ` (${current})` : ''}: that's done, and it doesn't cap what you can ask. Your number rests on what this role pays${range ? ` (their own range is ${range})` : ''}${skills ? ` and your ${skills}` : ''}, not on your pay today. If it comes up again: "My current pay reflects my current role; for this one I'm looking at ${ask ?? '[your number]'}." Many states and cities ban employers from asking about, or relying on, salary history: ${state ? `ask the ${state} labor department whether ${state} does` : 'ask your state labor department whether yours does'}.`,
    `Usted ya les dijo cuánto gana ahora${current ? ` (${current})` : ''}: eso ya pasó, y no pone un tope a lo que puede pedir. Su cifra se apoya en lo que paga este puesto${range ? ` (su propio rango es ${range})` : ''}${skills ? ` y en ${skills}` : ''}, no en su sueldo actual. Si vuelve a salir el tema: «Mi sueldo actual corresponde a mi puesto actual; para este busco ${ask ?? '[su cifra]'}». Muchos estados y ciudades prohíben a los empleadores preguntar por el historial salarial o basarse en él: ${state ? `pregunte al departamento de trabajo de ${state} si ${state} lo prohíbe` : 'pregunte al departamento de trabajo de su estado si el suyo lo prohíbe'}.`,
  );
}

/**
 * A recruiter asking what the person makes now: they need not say, and many states and cities ban the
 * question (state law stays a question, never stated). The answer names the range they target instead.
 */
function withSalaryHistory(copy: AreaCopy, lang: Language): AreaCopy {
  const t = inLanguage(lang);
  const line = (ctx: CopyContext) => {
    if (ctx.case.flags.salaryHistoryGiven === true) return historyGiven(ctx);
    if (ctx.case.flags.salaryHistoryAsked !== true) return undefined;
    const band = ctx.case.amounts.filter((amount) => amount.role === 'market' || amount.role === 'asked');
    const range = band.length >= 2 ? `${band[0]!.text}–${band.at(-1)!.text}` : band[0]?.text;
    return t(
      `You don't have to share what you make now: answer with the range you're targeting for this role${range ? ` ("I'm looking at ${range}, based on what the role pays")` : ''}, and let them name a number. Many states and cities ban employers from asking about salary history: ${ctx.case.state ? `ask the ${ctx.case.state} labor department whether ${ctx.case.state} bans the question` : 'ask your state labor department whether yours does'} before you answer, and don't let "policy" pull a number out of you.`,
      `No tiene que decir cuánto gana ahora: responda con el rango que busca para este puesto${range ? ` («Busco ${range}, según lo que paga el puesto»)` : ''}, y deje que ellos digan una cifra. Muchos estados y ciudades prohíben a los empleadores preguntar por el historial salarial: ${ctx.case.state ? `pregunte al departamento de trabajo de ${ctx.case.state} si ${ctx.case.state} lo prohíbe` : 'pregunte al departamento de trabajo de su estado si el suyo lo prohíbe'} antes de responder, y no deje que "la política de la empresa" le saque una cifra.`,
    );
  };
  return {
    ...copy,
    strategy: (ctx) => [line(ctx), copy.strategy(ctx)].filter(Boolean).join(' '),
    // Said once, in the first answer: a follow-up is about their reply, not the pay already told.
    nextStep: (ctx, outcome, offer) =>
      [
        ctx.case.flags.salaryHistoryGiven === true ? undefined : line(ctx),
        copy.nextStep?.(ctx, outcome, offer),
      ]
        .filter(Boolean)
        .join(' ') || undefined,
  };
}

/**
 * A job whose pay a union contract sets ("max is 51 bc of internal equity … theres a union contract?"):
 * base pay usually follows the contract's wage scale, a step for each year of experience, so the talk
 * is which step the person's years place them on, never a counter above the scale, and never a yes on
 * the call. The scale is the contract's, so it is asked for, not stated.
 */
function unionLine(ctx: CopyContext, offer: string | undefined): string {
  const t = inLanguage(ctx.lang);
  const skills = ctx.case.skills?.trim();
  return t(
    `A union contract usually sets base pay by a wage scale, with a step for each year of experience. Ask for the contract's wage scale, which step ${offer ?? 'the offer'} is, and whether all your experience was credited${skills ? ` (you have ${skills})` : ''}: a higher step is the one counter that can move the base. If ${offer ?? 'the offer'} is the right step, the base probably can't move: negotiate what can, like a sign-on bonus, relocation, your shift or your unit.`,
    `Un contrato sindical suele fijar el salario base con una escala, con un escalón por cada año de experiencia. Pida la escala salarial del contrato, en qué escalón está ${offer ?? 'la oferta'} y si le reconocieron toda su experiencia${skills ? ` (usted tiene ${skills})` : ''}: un escalón más alto es la única contraoferta que puede mover el salario base. Si ${offer ?? 'la oferta'} corresponde a su escalón, es probable que el salario base no se mueva: negocie lo que sí puede cambiar, como un bono de contratación, la mudanza, el turno o la unidad.`,
  );
}

function withUnionScale(copy: AreaCopy, lang: Language): AreaCopy {
  const t = inLanguage(lang);
  return {
    ...copy,
    strategy: (ctx) => {
      const own = copy.strategy(ctx);
      if (kindOf(ctx) !== 'offer' || ctx.case.flags.unionContract !== true) return own;
      return `${own} ${unionLine(ctx, said(ctx, offerNow(ctx.case)))}`;
    },
    followUpCopy: (ctx, outcome, offer, latest, saidThen) => {
      const own = copy.followUpCopy?.(ctx, outcome, offer, latest, saidThen);
      if (kindOf(ctx) !== 'offer' || ctx.case.flags.unionContract !== true || !latest) return own;
      const now = latest.find((amount) => amount.role === 'offered');
      if (!now) return own;
      const first = amountOf(ctx.case, 'offered');
      const target = amountOf(ctx.case, 'asked');
      const posted = ctx.case.amounts.filter((amount) => amount.posted === true);
      const top = posted.reduce<CaseAmount | undefined>(
        (max, a) => (!max || a.value > max.value ? a : max),
        undefined,
      );
      const nowText = sayAmount(ctx, now);
      const per = now.per ?? first?.per;
      const up =
        first && first !== now && comparable(first, now) && now.value > first.value
          ? perText(ctx, payMoney(ctx, now.value - first.value), per)
          : undefined;
      const short =
        target && comparable(target, now) && target.value > now.value
          ? perText(ctx, payMoney(ctx, target.value - now.value), per)
          : undefined;
      const underTop = top && comparable(top, now) && top.value > now.value ? top.text : undefined;
      const due = dueText(ctx);
      const p = pay(ctx);
      return {
        strategy: t(
          `${nowText} is ${up ? `${up} more than the first offer of ${said(ctx, first)}` : 'their answer'}${short && target ? `, still ${short} under your ${target.text}` : ''}${underTop ? `, and under the ${underTop} top of their own posted range` : ''}. With a union contract, a ceiling like that (often called "internal equity") usually comes from the contract's pay scale. ${unionLine(ctx, nowText)} Don't accept on the call: ask for the offer and the scale in writing${due ? `, and answer by ${due} once you have them` : ''}.`,
          `${nowText} es ${up ? `${up} más que la primera oferta de ${said(ctx, first)}` : 'su respuesta'}${short && target ? `, todavía ${short} por debajo de sus ${target.text}` : ''}${underTop ? `, y por debajo del máximo de ${underTop} de su propio rango publicado` : ''}. Con un contrato sindical, un tope así (a menudo llamado «equidad interna») suele venir de la escala salarial del contrato. ${unionLine(ctx, nowText)} No acepte en la llamada: pida la oferta y la escala por escrito${due ? `, y responda para el ${due} cuando las tenga` : ''}.`,
        ),
        opening: quoteLines([
          t(
            `Thank you. Before I decide, could you send me the union contract's wage scale and tell me which step ${nowText} is?`,
            `Gracias. Antes de decidir, ¿me puede enviar la escala salarial del contrato sindical y decirme en qué escalón está ${nowText}?`,
          ),
          t(
            `${p.skills ? `I have ${p.skills}. ` : ''}Were all my years of experience credited in the step?`,
            `${p.skills ? `Tengo ${p.skills}. ` : ''}¿Me reconocieron todos mis años de experiencia en el escalón?`,
          ),
          t(
            `If the step is right, is there room on a sign-on bonus, relocation, or the shift and unit?`,
            `Si el escalón es el correcto, ¿hay margen en un bono de contratación, la mudanza, o el turno y la unidad?`,
          ),
          t(
            `Please send the offer in writing${due ? `; I'll answer by ${due}` : ''}.`,
            `Por favor, envíeme la oferta por escrito${due ? `; le respondo para el ${due}` : ''}.`,
          ),
        ]),
        email: {
          subject: t(
            `Offer at ${nowText}: the wage scale and my step`,
            `Oferta de ${nowText}: la escala salarial y mi escalón`,
          ),
          body: t(
            `Hello,\n\nThank you for the update: ${nowText}${p.hourly ? ' an hour' : ''}. Since the position is under a union contract, could you send me the contract's wage scale and confirm which step this offer is on, and whether all my experience was credited${p.skills ? ` (I have ${p.skills})` : ''}?\n\nIf the step is right, I'd also like to ask about a sign-on bonus and relocation. Please send the offer in writing${due ? `; I'll give you my answer by ${due}` : ''}.\n\nThank you,\n[Your name]`,
            `Hola:\n\nGracias por la respuesta: ${nowText}${p.hourly ? ' por hora' : ''}. Como el puesto está bajo un contrato sindical, ¿me puede enviar la escala salarial del contrato y confirmar en qué escalón está esta oferta, y si me reconocieron toda mi experiencia${p.skills ? ` (tengo ${p.skills})` : ''}?\n\nSi el escalón es el correcto, también quisiera preguntar por un bono de contratación y la mudanza. Por favor, envíeme la oferta por escrito${due ? `; le daré mi respuesta para el ${due}` : ''}.\n\nGracias,\n[Su nombre]`,
          ),
        },
        talkingPoints: [
          t(
            `Ask for the wage scale and your step before you answer.`,
            'Pida la escala salarial y su escalón antes de responder.',
          ),
          t(
            `More years credited means a higher step: that's where the base can move.`,
            'Más años reconocidos es un escalón más alto: ahí es donde se puede mover el salario base.',
          ),
          t(
            `Don't accept on the call; get it in writing first.`,
            'No acepte en la llamada; pídalo primero por escrito.',
          ),
        ],
      };
    },
  };
}

/** Their deadline for an answer, as a day ("Friday, May 22"). */
function dueText(ctx: CopyContext): string | undefined {
  const iso = ctx.case.dates.find((date) => date.role === 'due' && date.iso && date.iso >= ctx.today)?.iso;
  return iso ? formatDay(iso, ctx.lang) : undefined;
}

/**
 * "I asked for 82. She said base max is 76k and that's final, but maybe other things": a ceiling
 * named in a reply is answered on its own terms (accept the base at the ceiling, close the gap with
 * a signing bonus, matching PTO and a dated review), never with the base ask replayed or "counter once".
 */
function withCeilingReply(copy: AreaCopy): AreaCopy {
  return {
    ...copy,
    followUpCopy: (ctx, outcome, offer, latest, said) => {
      const own = copy.followUpCopy?.(ctx, outcome, offer, latest, said);
      if (own || kindOf(ctx) !== 'offer' || ctx.case.flags.payCapped !== true || !latest) return own;
      // One figure from them (the ceiling), not a base plus a bonus: that one has its own answer.
      const offers = latest.filter((amount) => amount.role === 'offered');
      if (offers.length !== 1) return undefined;
      const ceiling = offers[0]!;
      const first = amountOf(ctx.case, 'offered');
      // The ask the person says they made in this reply ("i asked for 82"): a number from earlier may
      // be one they never said to them.
      const target = latest.find((amount) => amount.role === 'asked');
      if (!target || !comparable(target, ceiling) || target.value <= ceiling.value) return undefined;
      if (first && comparable(first, ceiling) && ceiling.value < first.value) return undefined;
      const p: Pay = {
        ...pay(ctx),
        offer: sayAmount(ctx, ceiling),
        target: sayAmount(ctx, target),
        gap: perText(ctx, payMoney(ctx, target.value - ceiling.value), target.per ?? ceiling.per),
        meetsTarget: false,
        hourly: ceiling.per === 'hour' || target.per === 'hour',
      };
      const t = inLanguage(ctx.lang);
      const base = p.hourly ? t('the hourly rate', 'la tarifa por hora') : t('the base', 'el salario base');
      const capped = cappedOffer(ctx, p, {
        base,
        named: ctx.namedParty,
        offer: p.offer!,
        target: p.target!,
        gap: p.gap!,
      });
      return {
        strategy: capped.strategy,
        opening: capped.opening.map((line) => `"${line}"`).join('\n'),
        email: capped.email,
        talkingPoints: capped.talkingPoints,
      };
    },
  };
}

/**
 * "68 is the top of the band but they could do a 3k signing bonus": the base held, a bonus added.
 * The answer weighs the first year against the target and asks for what can still move (a bigger
 * bonus that closes this year's gap, a written review, the next level), never the bonus just given.
 */
/** The top of the pay range the employer posted ("the posting said 58,000-66,000"), when given. */
function postedTop(ctx: CopyContext): CaseAmount | undefined {
  const posted = ctx.case.amounts.filter((amount) => amount.posted === true);
  return posted.length >= 2
    ? posted.reduce((top, amount) => (amount.value > top.value ? amount : top))
    : undefined;
}

function withBonusAtCeiling(copy: AreaCopy, lang: Language): AreaCopy {
  const t = inLanguage(lang);
  return {
    ...copy,
    followUpCopy: (ctx, outcome, offer, latest, said) => {
      const own = copy.followUpCopy?.(ctx, outcome, offer, latest, said);
      if (own || outcome !== 'counter_offer' || kindOf(ctx) !== 'offer' || !latest) return own;
      const base = amountOf(ctx.case, 'offered');
      // No ask of their own: the top of the employer's posted range is the target.
      const target = amountOf(ctx.case, 'asked', 'market') ?? postedTop(ctx);
      if (!base || !target || base.per === 'hour' || target.value <= base.value) return undefined;
      const offers = latest.filter((amount) => amount.role === 'offered');
      const open = bonusOpenAtCeiling(ctx, offers, target);
      if (open) return open;
      const held = offers.some((amount) => amount.value === base.value);
      const bonus = offers.find((amount) => amount.value !== base.value && amount.value < base.value * 0.3);
      if (!held || !bonus || offers.some((amount) => amount !== bonus && amount.value !== base.value))
        return undefined;
      const p = pay(ctx);
      const baseText = p.offer ?? base.text;
      const targetText = p.target ?? target.text;
      const gapValue = target.value - base.value;
      const gap = payMoney(ctx, gapValue);
      const first = payMoney(ctx, base.value + bonus.value);
      const short =
        target.value > base.value + bonus.value
          ? payMoney(ctx, target.value - base.value - bonus.value)
          : undefined;
      const bigger = gapValue > bonus.value;
      return t(
        {
          strategy: `Your base stays at ${baseText}, plus a ${bonus.text} signing bonus: ${first} the first year${short ? `, ${short} short of your ${targetText} target` : ''}, and ${baseText} from the second year on. Don't say yes yet, and don't ask for a signing bonus they already gave: thank them for it, then ask once, in one message, for what can still move: ${bigger ? `(1) a signing bonus of ${gap} instead of ${bonus.text}, which closes this year's gap to ${targetText}; ` : ''}(${bigger ? 2 : 1}) a pay review at six months with ${targetText} as the target, written into the offer letter; (${bigger ? 3 : 2}) whether the role fits the next level up, whose band may reach ${targetText}. Then decide against your lowest acceptable number: if ${first} in year one with a written review is enough, accept in writing${p.due ? ` by ${p.due}` : ''}.${p.due ? ` If you want to hear from another interview first, ask once whether ${p.due} is firm.` : ''}`,
          opening: `"Thank you for the ${bonus.text} signing bonus, I appreciate it. Since the base can't go past ${baseText}, ${bigger ? `could the signing bonus be ${gap}? That closes this year's gap to ${targetText}.` : `could we look at the rest?`}"\n"Could the offer letter also include a pay review at six months, with ${targetText} as the target? And is this role a fit for the next level up?"${p.due ? `\n"I'll give you my answer by ${p.due}."` : ''}`,
          email: {
            subject: `Offer for ${roleOf(ctx, 'en')}: signing bonus and review`,
            body: `Hi [recruiter's name],\n\nThank you for the ${bonus.text} signing bonus. I understand the base can't go above ${baseText} for this level.\n\nTo get closer to ${targetText}, could you consider:\n${bigger ? `1. A signing bonus of ${gap}, which closes this year's gap to ${targetText}.\n2.` : '1.'} A pay review at six months with ${targetText} as the target, written into the offer letter.\n${bigger ? '3.' : '2.'} Whether the role fits the next level up.\n\nCould you send the final offer in writing, with the base, the bonus and any review date? I'll reply${p.due ? ` by ${p.due}` : ' promptly'}.\n\nBest regards,\n[Your name]`,
          },
          talkingPoints: [
            `Base ${baseText} + ${bonus.text} bonus = ${first} in year one; your target is ${targetText}.`,
            `A signing bonus is paid once: from the second year your pay is ${baseText} unless a review raises it.`,
            'Ask whether the bonus must be paid back if you leave within a year.',
            'Accept only once the final offer is in writing.',
          ],
        },
        {
          strategy: `Su salario base se queda en ${baseText}, más un bono de firma de ${bonus.text}: ${first} el primer año${short ? `, ${short} por debajo de su meta de ${targetText}` : ''}, y ${baseText} desde el segundo año. No diga que sí todavía, y no pida un bono de firma que ya le dieron: agradézcalo y pida una sola vez, en un mismo mensaje, lo que todavía puede moverse: ${bigger ? `(1) un bono de firma de ${gap} en lugar de ${bonus.text}, que cubre la diferencia de este año hasta ${targetText}; ` : ''}(${bigger ? 2 : 1}) una revisión salarial a los seis meses con ${targetText} como meta, escrita en la carta de oferta; (${bigger ? 3 : 2}) si el puesto corresponde al siguiente nivel, cuya banda podría llegar a ${targetText}. Luego decida según la cifra mínima que aceptaría: si ${first} el primer año con una revisión por escrito le basta, acepte por escrito${p.due ? ` para el ${p.due}` : ''}.${p.due ? ` Si quiere saber antes el resultado de otra entrevista, pregunte una vez si el plazo del ${p.due} es firme.` : ''}`,
          opening: `"Gracias por el bono de firma de ${bonus.text}, lo agradezco. Como el salario base no puede pasar de ${baseText}, ${bigger ? `¿podría el bono de firma ser de ${gap}? Eso cubre la diferencia de este año hasta ${targetText}.` : '¿podemos ver el resto?'}"\n"¿Podría la carta de oferta incluir también una revisión salarial a los seis meses, con ${targetText} como meta? ¿Y el puesto podría corresponder al siguiente nivel?"${p.due ? `\n"Le doy mi respuesta para el ${p.due}."` : ''}`,
          email: {
            subject: `Oferta para ${roleOf(ctx, 'es')}: bono de firma y revisión`,
            body: `Hola, [nombre de quien recluta]:\n\nGracias por el bono de firma de ${bonus.text}. Entiendo que el salario base no puede pasar de ${baseText} para este nivel.\n\nPara acercarnos a ${targetText}, ¿podrían considerar:\n${bigger ? `1. Un bono de firma de ${gap}, que cubre la diferencia de este año hasta ${targetText}.\n2.` : '1.'} Una revisión salarial a los seis meses con ${targetText} como meta, escrita en la carta de oferta.\n${bigger ? '3.' : '2.'} Si el puesto corresponde al siguiente nivel.\n\n¿Me pueden enviar la oferta final por escrito, con el salario base, el bono y la fecha de revisión? Les respondo${p.due ? ` para el ${p.due}` : ' pronto'}.\n\nSaludos cordiales,\n[Su nombre]`,
          },
          talkingPoints: [
            `Base de ${baseText} + bono de ${bonus.text} = ${first} el primer año; su meta es ${targetText}.`,
            `Un bono de firma se paga una sola vez: desde el segundo año su salario es ${baseText}, salvo que una revisión lo suba.`,
            'Pregunte si tendría que devolver el bono si se va antes de un año.',
            'Acepte solo cuando tenga la oferta final por escrito.',
          ],
        },
      );
    },
  };
}

/**
 * "71k is the top of the band, but a signing bonus might be possible": the base named as their ceiling,
 * a bonus offered without a figure. Take the base and name the bonus: the gap to the target for the
 * first year, with a written review at six months, never another base counter.
 */
function bonusOpenAtCeiling(
  ctx: CopyContext,
  offers: readonly CaseAmount[],
  target: CaseAmount,
): FollowUpAnswer | undefined {
  if (ctx.case.flags.bonusOpen !== true || offers.length !== 1) return undefined;
  const [base] = offers;
  if (!base || base.per === 'hour' || target.value <= base.value) return undefined;
  const t = inLanguage(ctx.lang);
  const p = pay(ctx);
  const targetText = p.target ?? target.text;
  const gap = payMoney(ctx, target.value - base.value);
  const interview = ctx.case.flags.otherInterview === true && ctx.case.flags.outsideOffer !== true;
  return t(
    {
      strategy: `They named ${base.text} as the top of the base and opened the door to a signing bonus: that's where the rest goes. Don't counter the base again. Say you can work with ${base.text} and name the bonus: ${gap}, the gap between ${base.text} and your ${targetText} target for the first year. Ask in the same breath for a pay review at six months with ${targetText} as the target, written into the offer letter, and whether the role could be leveled one step up, whose band may reach ${targetText}. Accept only once the base, the bonus and the review are in the written offer.${p.due ? ` Their deadline is ${p.due}${interview ? ': in the same message, ask for a few more days to decide, past your other interview, without calling it an offer' : ': send this today so they can answer before then'}.` : ''}`,
      opening: `"Thank you. I can work with ${base.text} as the base. You mentioned a signing bonus: could it be ${gap}? That closes the gap to ${targetText} for the first year."\n"Could the offer letter also include a pay review at six months, with ${targetText} as the target? And is the role a fit for the next level up?"${interview && p.due ? `\n"I'd also like a few more days to decide: could I give you my final answer by [a day after your other interview]?"` : ''}`,
      email: {
        subject: `Offer for ${roleOf(ctx, 'en')}: signing bonus and review`,
        body: `Hi [recruiter's name],\n\nThank you for confirming ${base.text} as the base. I can work with it, and I'd like to take you up on the signing bonus you mentioned:\n1. A signing bonus of ${gap}, which closes the gap to ${targetText} for the first year.\n2. A pay review at six months with ${targetText} as the target, written into the offer letter.\n3. Whether the role fits the next level up.\n\nCould you send the final offer in writing, with the base, the bonus and the review date? ${interview && p.due ? `I'd also appreciate a few more days to decide: could I give you my final answer by [a day after your other interview]?` : `I'll reply${p.due ? ` by ${p.due}` : ' promptly'}.`}\n\nBest regards,\n[Your name]`,
      },
      talkingPoints: [
        `Base ${base.text} + ${gap} bonus = ${targetText} in year one.`,
        `A signing bonus is paid once: from the second year your pay is ${base.text} unless the review raises it.`,
        'Ask whether the bonus must be paid back if you leave within a year.',
        'Accept only once the final offer is in writing.',
      ],
    },
    {
      strategy: `Le dijeron que ${base.text} es el tope del salario base y abrieron la puerta a un bono de firma: ahí va el resto. No vuelva a pedir más salario base. Diga que puede trabajar con ${base.text} y ponga cifra al bono: ${gap}, la diferencia entre ${base.text} y su meta de ${targetText} el primer año. Pida en el mismo mensaje una revisión salarial a los seis meses con ${targetText} como meta, escrita en la carta de oferta, y si el puesto podría subir un nivel, cuya banda podría llegar a ${targetText}. Acepte solo cuando el salario base, el bono y la revisión estén en la oferta por escrito.${p.due ? ` Su plazo es el ${p.due}${interview ? ': en el mismo mensaje, pida unos días más para decidir, después de su otra entrevista, sin presentarla como una oferta' : ': envíelo hoy para que alcancen a responder antes'}.` : ''}`,
      opening: `"Gracias. Puedo trabajar con ${base.text} de salario base. Mencionó un bono de firma: ¿podría ser de ${gap}? Eso cubre la diferencia hasta ${targetText} el primer año."\n"¿Podría la carta de oferta incluir también una revisión salarial a los seis meses, con ${targetText} como meta? ¿Y el puesto podría corresponder al siguiente nivel?"${interview && p.due ? `\n"También le agradecería unos días más para decidir: ¿podría darle mi respuesta final el [un día después de su otra entrevista]?"` : ''}`,
      email: {
        subject: `Oferta para ${roleOf(ctx, 'es')}: bono de firma y revisión`,
        body: `Hola, [nombre de quien recluta]:\n\nGracias por confirmar ${base.text} de salario base. Puedo trabajar con esa cifra, y me gustaría aceptar el bono de firma que mencionó:\n1. Un bono de firma de ${gap}, que cubre la diferencia hasta ${targetText} el primer año.\n2. Una revisión salarial a los seis meses con ${targetText} como meta, escrita en la carta de oferta.\n3. Si el puesto corresponde al siguiente nivel.\n\n¿Me pueden enviar la oferta final por escrito, con el salario base, el bono y la fecha de revisión? ${interview && p.due ? `También les agradecería unos días más para decidir: ¿podría darles mi respuesta final el [un día después de su otra entrevista]?` : `Les respondo${p.due ? ` para el ${p.due}` : ' pronto'}.`}\n\nSaludos cordiales,\n[Su nombre]`,
      },
      talkingPoints: [
        `Base de ${base.text} + bono de ${gap} = ${targetText} el primer año.`,
        `Un bono de firma se paga una sola vez: desde el segundo año su salario es ${base.text}, salvo que la revisión lo suba.`,
        'Pregunte si tendría que devolver el bono si se va antes de un año.',
        'Acepte solo cuando tenga la oferta final por escrito.',
      ],
    },
  );
}

/** The review month the manager named ("frozen til april", "we'll revisit in april"), with its year. */
function reviewMonth(ctx: CopyContext): string | undefined {
  const iso = ctx.case.dates
    .filter((date) => date.role === 'due' && date.iso && date.iso > ctx.today)
    .map((date) => date.iso!)
    .sort()
    .at(-1);
  if (!iso) return undefined;
  const month = monthName(Number(iso.slice(5, 7)) - 1, ctx.lang);
  return ctx.lang === 'es' ? `${month} de ${iso.slice(0, 4)}` : `${month} ${iso.slice(0, 4)}`;
}

/**
 * A raise offered in the talk: the first offer is countered once, tied to their own timeline (take
 * it now, with a dated review at the target, or a one-time bonus); a second, better offer is a
 * result to close, with what to get in writing: the new pay and its date, the title and duties, the
 * review with its target.
 */
function raiseOffer(
  ctx: CopyContext,
  offer: string,
  latest: readonly CaseAmount[],
  offers: number,
): FollowUpAnswer | undefined {
  const t = inLanguage(ctx.lang);
  const current = amountOf(ctx.case, 'current');
  if (!current || current.per === 'hour') return undefined;
  const target = amountOf(ctx.case, 'asked', 'market');
  const share = raiseByShare(ctx, offer, current);
  const sum = latest.find((amount) => amount.role === 'offered' && amount.text === offer);
  const newValue = share
    ? Math.round(current.value * (1 + Number(/[\d.,]+/.exec(offer)![0].replace(',', '.')) / 100))
    : sum
      ? sum.value >= current.value * 0.5
        ? sum.value
        : current.value + sum.value
      : undefined;
  if (newValue === undefined || newValue <= current.value) return undefined;
  const more = ctx.money(newValue - current.value);
  const newPay = ctx.money(newValue);
  const targetText = target && target.value > current.value ? said(ctx, target) : undefined;
  const short = target && target.value > newValue ? ctx.money(target.value - newValue) : undefined;
  const month = reviewMonth(ctx);
  const review = month
    ? t(`a review in ${month}`, `una revisión en ${month}`)
    : t('a dated review', 'una revisión con fecha');
  const covering = ctx.case.flags.coveringRole === true;
  const title = ctx.case.flags.titleOffered === true;
  const shortOf =
    short && targetText
      ? t(`: ${short} short of ${targetText}`, `, ${short} por debajo de ${targetText}`)
      : '';
  const figures = share
    ? t(
        `${offer} of your ${said(ctx, current)} is about ${more} a year, to ${newPay}${shortOf}.`,
        `El ${offer} de sus ${said(ctx, current)} son unos ${more} al año: pasaría a ${newPay}${shortOf}.`,
      )
    : t(
        `${offer} is ${more} a year more than your ${said(ctx, current)}${shortOf}.`,
        `${offer} son ${more} al año más que sus ${said(ctx, current)}${shortOf}.`,
      );
  if (offers >= 2) {
    const reviewItem = (lang: 'en' | 'es') =>
      lang === 'en'
        ? `${month ? `the ${month} review` : 'the review'}, with a date${targetText ? ` and ${targetText} as the target` : ' and a target'}`
        : `${month ? `la revisión de ${month}` : 'la revisión'}, con fecha${targetText ? ` y ${targetText} como meta` : ' y una meta'}`;
    // What to get in writing, in Lane's voice (the plan) and in the person's own (the call, the email).
    const advice = [
      t(
        `the new salary, ${newPay}, and the date it starts`,
        `el nuevo salario, ${newPay}, y la fecha en que empieza`,
      ),
      ...(title
        ? [
            t(
              `the new title${covering ? ', with the accounts you took over in the job description' : ', with your duties in the job description'}`,
              `el nuevo título${covering ? ', con las cuentas que asumió en la descripción del puesto' : ', con sus funciones en la descripción del puesto'}`,
            ),
          ]
        : covering
          ? [
              t(
                'the accounts you took over, in your job description',
                'las cuentas que asumió, en la descripción de su puesto',
              ),
            ]
          : []),
      t(reviewItem('en'), reviewItem('es')),
    ];
    const mine = [
      t(
        `My salary goes to ${newPay} (${offer}), starting [date].`,
        `Mi salario pasa a ${newPay} (${share ? `el ${offer}` : offer}), desde el [fecha].`,
      ),
      ...(title
        ? [
            t(
              `My title changes to [new title]${covering ? ', and my job description includes the accounts I took over' : ''}.`,
              `Mi título cambia a [nuevo título]${covering ? ', y la descripción de mi puesto incluye las cuentas que asumí' : ''}.`,
            ),
          ]
        : covering
          ? [
              t(
                'My job description includes the accounts I took over.',
                'La descripción de mi puesto incluye las cuentas que asumí.',
              ),
            ]
          : []),
      t(
        `We review my pay ${month ? `in ${month}` : 'on [date]'}${month ? ', on [date],' : ''}${targetText ? ` with ${targetText} as the target` : ''}.`,
        `Revisamos mi salario ${month ? `en ${month}` : 'el [fecha]'}${month ? ', el [fecha],' : ''}${targetText ? ` con ${targetText} como meta` : ''}.`,
      ),
    ];
    const listed = advice.map((item, index) => `${index + 1}) ${item}`).join('; ');
    const numbered = mine.map((item, index) => `${index + 1}. ${item}`).join('\n');
    return {
      strategy: t(
        `${figures} They've already improved their offer once, so this is a good result to take: pushing again costs goodwill for little. Say yes, and get it in writing before it's final: ${listed}${covering ? '; and, if you want, a one-time bonus for the months you covered both jobs' : ''}. Then check your first paycheck at the new pay.`,
        `${figures} Ya mejoraron su oferta una vez, así que es un buen resultado para aceptar: insistir de nuevo cuesta buena voluntad por poco. Diga que sí y pídalo por escrito antes de darlo por hecho: ${listed}${covering ? '; y, si quiere, un bono único por los meses en que cubrió dos puestos' : ''}. Después revise su primer pago con el nuevo salario.`,
      ),
      opening: t(
        `"Thank you, I'll take it."\n"Could you put it in a short email: the new salary of ${newPay} and its start date${title ? ', the new title' : ''}${covering ? ' with the accounts I took over in my job description' : ''}, and ${month ? `the ${month} review` : 'the review'} with a date${targetText ? ` and ${targetText} as the target` : ''}?"`,
        `"Gracias, lo acepto."\n"¿Me lo podría poner en un correo breve: el nuevo salario de ${newPay} y su fecha de inicio${title ? ', el nuevo título' : ''}${covering ? ' con las cuentas que asumí en la descripción de mi puesto' : ''}, y ${month ? `la revisión de ${month}` : 'la revisión'} con fecha${targetText ? ` y ${targetText} como meta` : ''}?"`,
      ),
      email: {
        subject: t(`Confirming my raise: ${newPay}`, `Confirmación de mi aumento: ${newPay}`),
        body: t(
          `Hi [manager's name],\n\nThank you for today. To confirm what we agreed:\n${numbered}\n\nCould you reply to confirm, or send me the written version from HR?\n\nThank you,\n[Your name]`,
          `Hola, [nombre de su gerente]:\n\nGracias por la reunión de hoy. Para confirmar lo que acordamos:\n${numbered}\n\n¿Me podría responder para confirmarlo, o enviarme la versión por escrito de Recursos Humanos?\n\nGracias,\n[Su nombre]`,
        ),
      },
      talkingPoints: [
        t(
          `${offer} = ${more} a year, to ${newPay}${short && targetText ? `; ${targetText} is ${short} more` : ''}.`,
          `${offer} = ${more} al año, a ${newPay}${short && targetText ? `; hasta ${targetText} faltan ${short}` : ''}.`,
        ),
        t(
          'A review without a date and a target is a maybe: get both in writing.',
          'Una revisión sin fecha ni meta es un quizás: pida las dos por escrito.',
        ),
        ...(title
          ? [
              t(
                'A title helps in the next review only if the job description shows the work.',
                'Un título ayuda en la próxima revisión solo si la descripción del puesto muestra el trabajo.',
              ),
            ]
          : []),
      ],
    };
  }
  const duties = ctx.case.duties?.trim() || undefined;
  const market = marketAbove(amountOf(ctx.case, 'market'), current);
  // The title for the work already done costs no budget now; the market figure stays the anchor.
  const extra = [
    duties
      ? t(
          ` Ask too for the ${duties} title, or a written reclassification, for the ${duties} work you already do: a title costs no budget now.`,
          ` Pida también el título de ${duties}, o una reclasificación por escrito, por el trabajo de ${duties} que ya hace: un título no cuesta presupuesto ahora.`,
        )
      : '',
    market
      ? t(
          ` Keep ${said(ctx, market)}, what the same job pays, as your anchor.`,
          ` Mantenga como referencia ${said(ctx, market)}, lo que se paga por el mismo trabajo.`,
        )
      : '',
  ].join('');
  return {
    strategy: t(
      `${figures} It's a step: counter once, tied to their own timeline. Ask for ${offer} now, in writing, plus ${review}${targetText ? ` with ${targetText} as the target` : ''}${covering ? ', or a one-time bonus for the months you have covered both jobs' : ', or a one-time bonus this year'}. Don't accept or refuse on the spot; if they can't move, the written review is what you keep.${extra}`,
      `${figures} Es un avance: haga una sola contraoferta, atada a sus propios plazos. Pida ${share ? `el ${offer}` : offer} ahora, por escrito, más ${review}${targetText ? ` con ${targetText} como meta` : ''}${covering ? ', o un bono único por los meses en que ha cubierto dos puestos' : ', o un bono único este año'}. No acepte ni rechace en el momento; si no pueden moverse, lo que se queda es la revisión por escrito.${extra}`,
    ),
    opening: t(
      `"Thank you, ${offer} now helps. Could we put in writing ${offer} now and ${review}${targetText ? ` with ${targetText} as the target` : ''}${covering ? `, or a one-time bonus for the months I've covered both jobs` : ''}?"\n"If that works, I'll confirm by email today."`,
      `"Gracias, ${share ? `el ${offer}` : offer} ahora ayuda. ¿Podemos dejar por escrito ${share ? `el ${offer}` : offer} ahora y ${review}${targetText ? ` con ${targetText} como meta` : ''}${covering ? ', o un bono único por los meses en que he cubierto dos puestos' : ''}?"\n"Si le parece, se lo confirmo hoy por correo."`,
    ),
    email: {
      subject: t(
        `Raise: ${offer} now and ${review}`,
        `Aumento: ${share ? `el ${offer}` : offer} ahora y ${review}`,
      ),
      body: t(
        `Hi [manager's name],\n\nThank you for the ${offer} offer. I'd like to accept ${offer} now, with ${review}${targetText ? ` with ${targetText} as the target` : ''}${covering ? `, or a one-time bonus for the months I've covered both jobs` : ''}.\n\nCould you confirm in writing the new salary, the date it starts and the review?\n\nThank you,\n[Your name]`,
        `Hola, [nombre de su gerente]:\n\nGracias por la oferta ${share ? `del ${offer}` : `de ${offer}`}. Quisiera aceptar ${share ? `el ${offer}` : offer} ahora, con ${review}${targetText ? ` con ${targetText} como meta` : ''}${covering ? ', o un bono único por los meses en que he cubierto dos puestos' : ''}.\n\n¿Me podría confirmar por escrito el nuevo salario, la fecha en que empieza y la revisión?\n\nGracias,\n[Su nombre]`,
      ),
    },
    talkingPoints: [
      t(
        `${offer} = ${more} a year, to ${newPay}${short && targetText ? `; ${targetText} is ${short} more` : ''}.`,
        `${offer} = ${more} al año, a ${newPay}${short && targetText ? `; hasta ${targetText} faltan ${short}` : ''}.`,
      ),
      t('Counter once, politely, then decide.', 'Una sola contraoferta, con amabilidad, y luego decida.'),
      t(
        'A review without a date and a target is a maybe: get both in writing.',
        'Una revisión sin fecha ni meta es un quizás: pida las dos por escrito.',
      ),
    ],
  };
}

function withRaiseOffers(copy: AreaCopy): AreaCopy {
  return {
    ...copy,
    followUpCopy: (ctx, outcome, offer, latest, history) => {
      const own = copy.followUpCopy?.(ctx, outcome, offer, latest, history);
      if (own || outcome !== 'counter_offer' || kindOf(ctx) !== 'raise' || !offer) return own;
      return raiseOffer(ctx, offer, latest ?? [], history?.offers ?? 1);
    },
  };
}

/**
 * "le pedí 20 y me dijo que no hay presupuesto, que tal vez en enero": a raise refused for now, with
 * the number the person asked in the reply. The answer holds that number (never "[su cifra]"), asks
 * for a step now (a figure already said between the pay and the ask, like what newer hires earn), and
 * puts the later date and the number in writing; a "don't talk pay with coworkers" is answered too.
 */
function withRaiseDeferred(copy: AreaCopy): AreaCopy {
  return {
    ...copy,
    followUpCopy: (ctx, outcome, offer, latest, history) => {
      const own = copy.followUpCopy?.(ctx, outcome, offer, latest, history);
      if (own || outcome !== 'said_no' || kindOf(ctx) !== 'raise') return own;
      const current = amountOf(ctx.case, 'current');
      const asked = latest?.find((amount) => amount.role === 'asked');
      if (!current || !asked || asked.value <= current.value || asked.value > current.value * 3)
        return undefined;
      const per = asked.per ?? current.per;
      const ask = perText(ctx, asked.text, per);
      const now = said(ctx, current)!;
      // "me dan 50 centavos": the raise already offered (18.50), below the step asked for now.
      const onTable = ctx.case.amounts.find(
        (amount) =>
          amount.role === 'offered' &&
          amount.per === current.per &&
          amount.value > current.value &&
          amount.value < asked.value,
      );
      const step = ctx.case.amounts.find(
        (amount) =>
          amount !== current &&
          amount !== onTable &&
          amount.value > (onTable ?? current).value &&
          amount.value < asked.value,
      );
      const middle = step ? perText(ctx, step.text, per) : undefined;
      const t = inLanguage(ctx.lang);
      const gag = ctx.case.flags.payDiscussion === true;
      // "tal vez en enero", "maybe in march": the month they named for the review, never a blank.
      const reviewMonth = monthNamed(ctx);
      return {
        strategy: [
          t(
            `"No budget now, maybe later" is not a no: it's a date. Don't drop your ${ask}: ask for the commitment in writing, with the number (${ask}) and the date of the review.`,
            `"No hay presupuesto, tal vez más adelante" no es un no: es una fecha. No suelte sus ${ask}: pida el compromiso por escrito, con la cifra (${ask}) y la fecha de la revisión.`,
          ),
          middle
            ? t(
                onTable
                  ? `Ask for a step now: at least ${middle} instead of the ${perText(ctx, onTable.text, per)} they offered.`
                  : `Ask for a step now: at least ${middle} instead of ${now}.`,
                onTable
                  ? `Pida un paso ahora: al menos ${middle} en vez de los ${perText(ctx, onTable.text, per)} que le ofrecen.`
                  : `Pida un paso ahora: al menos ${middle} en vez de ${now}.`,
              )
            : undefined,
          gag
            ? t(
                `About "don't talk about pay with coworkers": federal law (the NLRA) protects most employees who discuss pay with coworkers (see your rights below). Don't argue it on the spot, but don't take it as a rule.`,
                `Sobre "no ande hablando de sueldos con los compañeros": la ley federal (NLRA) protege a la mayoría de los empleados que hablan de sueldos con sus compañeros (vea sus derechos abajo). No lo discuta en el momento, pero no lo tome como una regla.`,
              )
            : undefined,
          t(
            'Meanwhile, look at what other employers pay for your job: a real offer is your strongest argument at the review.',
            'Mientras tanto, mire cuánto pagan otros empleadores por su trabajo: una oferta real es su mejor argumento en la revisión.',
          ),
        ]
          .filter(Boolean)
          .join(' '),
        opening: quoteLines([
          t(
            'Thank you for considering it. I understand the budget is tight right now.',
            'Gracias por considerarlo. Entiendo que ahora el presupuesto está justo.',
          ),
          middle
            ? t(`Could we do a step now, to ${middle}?`, `¿Podemos dar un paso ahora, a ${middle}?`)
            : t('Could part of it come now?', '¿Podría venir una parte ahora?'),
          t(
            `And could you put in writing the review date and ${ask} as the target?`,
            `¿Y me puede dar por escrito la fecha de la revisión y ${ask} como meta?`,
          ),
        ]),
        email: {
          subject: t(`Raise to ${ask}: what we agreed`, `Aumento a ${ask}: lo que hablamos`),
          body: t(
            `Hi [name],\n\nThank you for talking with me about my pay. As I understood it, there's no budget now to go from ${now} to ${ask}, and we'll review it ${reviewMonth ? `in ${reviewMonth}` : reviewWhen(ctx).en}.\n\n${middle ? `In the meantime, I'd ask for a step to ${middle}. ` : ''}Could you confirm in writing the review date and ${ask} as the target?\n\nThank you,\n[Your name]`,
            `Buenos días, [nombre]:\n\nGracias por hablar conmigo de mi salario. Según entendí, ahora no hay presupuesto para pasar de ${now} a ${ask}, y lo revisaremos ${reviewMonth ? `en ${reviewMonth}` : reviewWhen(ctx).es}.\n\n${middle ? `Mientras tanto, le pido un paso a ${middle}. ` : ''}¿Me puede confirmar por escrito la fecha de la revisión y ${ask} como meta?\n\nGracias,\n[Su nombre]`,
          ),
        },
        talkingPoints: [
          t(
            `From ${now} to ${ask}${middle ? `; a step now: ${middle}` : ''}.`,
            `De ${now} a ${ask}${middle ? `; un paso ahora: ${middle}` : ''}.`,
          ),
          t(
            'A "maybe later" only counts in writing, with a date and a number.',
            'Un "tal vez más adelante" solo cuenta por escrito, con fecha y cifra.',
          ),
          t(
            'After each talk, send a two-line email with what was said.',
            'Después de cada conversación, envíe un correo de dos líneas con lo que se dijo.',
          ),
        ],
      };
    },
  };
}

export const salary: AreaPlaybook = {
  en: withLeavePayout(
    withOvertimeFollowUp(
      withRaiseDeferred(
        withRaiseOffers(
          withUnionScale(
            withCeilingReply(withBonusAtCeiling(withSalaryHistory(playbook('en'), 'en'), 'en')),
            'en',
          ),
        ),
      ),
    ),
    'en',
  ),
  es: withLeavePayout(
    withOvertimeFollowUp(
      withRaiseDeferred(
        withRaiseOffers(
          withUnionScale(
            withCeilingReply(withBonusAtCeiling(withSalaryHistory(playbook('es'), 'es'), 'es')),
            'es',
          ),
        ),
      ),
    ),
    'es',
  ),
};

/** When the review was put off to: "in January ([exact date])", "en enero (fecha exacta: [fecha])"; a blank day otherwise. */
function reviewWhen(ctx: CopyContext): { en: string; es: string } {
  const month = ctx.case.reviewMonth;
  if (month === undefined) return { en: 'on [date]', es: 'el [fecha]' };
  const en = monthName(month - 1, 'en');
  return { en: `in ${en} ([exact date])`, es: `en ${monthName(month - 1, 'es')} (fecha exacta: [fecha])` };
}
