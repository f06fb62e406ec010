import type { Language } from '@lane/shared';
import { amountOf, type CaseAmount, type SubCase } from '../../../domain/chat/case.js';
import { addDays, formatDay } from '../../../domain/chat/facts.js';
import {
  inLanguage,
  quoteLines,
  type AreaCopy,
  type AreaPlaybook,
  type CopyContext,
  type EmailCopy,
  type FollowUpAnswer,
  type OfferVerdict,
  type Outcome,
  type Rung,
  type RungCopy,
} from './types.js';
import { readOffer } from './offer-reading.js';
import { byLengthStep, leaseOptions, renewalByLength } from './renewal-by-length.js';

/**
 * Rent and landlords. No reviewed right in facts.ts reaches this area, so nothing here is cited as
 * law: state and city rules (rent limits, notice periods, deposit deadlines, repair-and-deduct,
 * rent escrow) are always questions the person asks or checks. The landlord is someone the person
 * knows, so talks close with a short written confirmation, not rep names or reference numbers.
 */

type Key = 'renewal' | 'midlease' | 'deposit' | 'repairs' | 'unsure';

const KEYS: Partial<Record<SubCase, Key>> = {
  rent_renewal_increase: 'renewal',
  rent_midlease_increase: 'midlease',
  rent_deposit_withheld: 'deposit',
  rent_repairs: 'repairs',
};

function keyOf(ctx: CopyContext): Key {
  return (ctx.subCase && KEYS[ctx.subCase]) ?? 'unsure';
}

/** The person's figures by role, and the sums Lane worked out from them. */
interface Figures {
  readonly current?: string;
  readonly proposed?: string;
  readonly market?: string;
  readonly increase?: string;
  readonly pct?: string;
  /** Their own target (`asked`), or the midpoint of the rise, rounded down to $5. */
  readonly counter?: string;
  /** The whole deposit. */
  readonly deposit?: string;
  /** The part of it the landlord kept (deposit − returned, when only the part returned was said). */
  readonly withheld?: string;
  /** The part the landlord already gave back. */
  readonly returned?: string;
  /** The deductions that make up the part kept, as the person wrote them ("450", "300"). */
  readonly deductions?: readonly string[];
  /** Other sums kept beside the deposit's (a whole pet deposit), as the person wrote them. */
  readonly alsoKept?: readonly string[];
  /** deposit − withheld: what should come back now (nothing, when part already came back). */
  readonly back?: string;
  /** The landlord kept the whole deposit ("kept all of it"): nothing came back. */
  readonly keptAll: boolean;
  readonly notice?: string;
  readonly movedOut?: string;
  /**
   * The day to come the person named (the lease's end, or the day to answer a renewal by), written
   * in full in the answer's language ("January 31, 2027"); the latest, when they named more than one.
   */
  readonly due?: string;
  /** Something in the home still needs repair (heat, a leak, mold), beside the rent or deposit. */
  readonly repair: boolean;
  /** The state the person lives in, as they named it. */
  readonly state?: string;
  /** How many years the person has lived there, when they said. */
  readonly years?: number;
  /** Days from the notice of a rise to the day it starts, when the person gave both as calendar days. */
  readonly noticeDays?: number;
}

/** Their own target, or the midpoint of the rise, rounded down to $5 (as a value). */
function counterValueOf(ctx: CopyContext): number | undefined {
  const asked = ctx.value('asked');
  if (asked !== undefined) return asked;
  if (loneRise(ctx)) return undefined;
  const current = ctx.value('current');
  const proposed = ctx.value('proposed');
  if (current === undefined || proposed === undefined || proposed <= current) return undefined;
  const middle = current + (proposed - current) / 2;
  return proposed - current >= 20 ? Math.floor(middle / 5) * 5 : Math.round(middle);
}

function counterOf(ctx: CopyContext): string | undefined {
  const value = counterValueOf(ctx);
  return ctx.figure('asked') ?? (value === undefined ? undefined : ctx.money(value));
}

/**
 * "The rent goes up 200": one figure and no new rent is the rise itself, not today's rent, when it is
 * too small to be a month's rent (a lone figure this size is read as `current`).
 */
const LONE_RISE_BELOW = 500;

function loneRise(ctx: CopyContext): string | undefined {
  if (keyOf(ctx) !== 'renewal' && keyOf(ctx) !== 'midlease') return undefined;
  const current = ctx.value('current');
  if (current === undefined || ctx.figure('proposed') || current >= LONE_RISE_BELOW) return undefined;
  return ctx.figure('current');
}

/** "told me on Nov 15 … from Dec 1": the days of notice given for the rise (16). */
function noticeDaysOf(ctx: CopyContext): number | undefined {
  const notice = ctx.case.dates.find((date) => date.role === 'notice')?.iso;
  const starts = ctx.case.dates
    .filter((date) => date.role === 'due' && date.iso)
    .map((date) => date.iso!)
    .sort()
    .at(0);
  if (!notice || !starts) return undefined;
  const days = Math.round((Date.parse(starts) - Date.parse(notice)) / 86_400_000);
  return days > 0 && days <= 120 ? days : undefined;
}

/** The latest day to come the person named, in full in the answer's language. */
function dueDay(ctx: CopyContext): string | undefined {
  const due = ctx.case.dates
    .filter((date) => date.role === 'due')
    .sort((a, b) => (a.iso ?? '').localeCompare(b.iso ?? ''))
    .at(-1);
  if (!due) return undefined;
  // "junio 2027": a month without a day stays as the person wrote it, never "June 1, 2027".
  const hasDay =
    /(?<!\d)\d{1,2}(?!\d)/u.test(due.text.replace(/\d{4}/gu, '')) ||
    /\b(?:primero|1ro|1ero|first|1st)\b/iu.test(due.text);
  return due.iso && hasDay ? formatDay(due.iso, ctx.lang) : due.text;
}

/**
 * A rise inside a lease told with the lease's own days ("rent goes to 1600 jan 1 ... lease aug 1 2026
 * to july 31 2027"): the lease's last day is the latest day named with a year or a day, later than the
 * rise's, whatever role it was read in; the rise's day is not the lease's end.
 */
function leaseLastDay(ctx: CopyContext): string | undefined {
  const dated = ctx.case.dates.filter(
    (date) => date.iso && date.role !== 'notice' && date.role !== 'moved_out',
  );
  const last = [...dated].sort((a, b) => a.iso!.localeCompare(b.iso!)).at(-1);
  const rise = ctx.case.dates
    .filter((date) => date.role === 'due' && date.iso)
    .sort((a, b) => a.iso!.localeCompare(b.iso!))[0];
  if (!last?.iso) return undefined;
  // No day read for the rise: a last day well past the renewal window is the lease's.
  if (!rise?.iso && addDays(ctx.today, 90) >= last.iso) return undefined;
  if (rise?.iso && last.iso <= rise.iso) return undefined;
  if (!/(?<!\d)\d{1,2}(?!\d)/u.test(last.text.replace(/\d{4}/gu, ''))) return last.text;
  return formatDay(last.iso, ctx.lang);
}

/**
 * The sums kept, when there are several ("kept the 500 pet deposit and 350 of the 1200"): the one
 * the deposit and the part returned agree with comes first.
 */
function keptAmounts(ctx: CopyContext) {
  const kept = ctx.case.amounts.filter((amount) => amount.role === 'withheld');
  const deposit = ctx.value('deposit');
  const returned = ctx.value('returned');
  const matching =
    deposit !== undefined && returned !== undefined
      ? kept.find((amount) => amount.value === deposit - returned)
      : undefined;
  if (matching) return [matching, ...kept.filter((amount) => amount !== matching)];
  // "deposit 1,350 … a check for 600 … 450 repaint, 300 carpet cleaning": deductions that add up to
  // what didn't come back are one sum kept, told item by item, not sums kept beside each other.
  const deductions = deductionsOf(ctx);
  if (deductions) {
    const sum = deductions.reduce((total, amount) => total + amount.value, 0);
    return [{ text: ctx.money(sum), value: sum, role: 'withheld' as const }];
  }
  return kept;
}

/**
 * The deductions listed one by one when together they are exactly the part of the deposit that didn't
 * come back (deposit − returned): "450 repaint, 300 carpet cleaning" of a 1,350 deposit with 600 back.
 */
function deductionsOf(ctx: CopyContext): readonly CaseAmount[] | undefined {
  const kept = ctx.case.amounts.filter((amount) => amount.role === 'withheld');
  const deposit = ctx.value('deposit');
  const returned = ctx.value('returned');
  if (kept.length < 2 || deposit === undefined || returned === undefined || returned >= deposit)
    return undefined;
  const sum = kept.reduce((total, amount) => total + amount.value, 0);
  return Math.abs(sum - (deposit - returned)) < 0.01 ? kept : undefined;
}

/** The part of the deposit kept: as said, or the deposit less the part given back. */
function keptValueOf(ctx: CopyContext): number | undefined {
  const withheld = keptAmounts(ctx)[0]?.value;
  if (withheld !== undefined) return withheld;
  const deposit = ctx.value('deposit');
  const returned = ctx.value('returned');
  return deposit !== undefined && returned !== undefined && deposit > returned
    ? deposit - returned
    : undefined;
}

function figuresOf(ctx: CopyContext): Figures {
  const rise = loneRise(ctx);
  const returned = ctx.figure('returned');
  const kept = keptValueOf(ctx);
  return {
    current: rise ? undefined : ctx.figure('current'),
    proposed: ctx.figure('proposed'),
    market: marketRange(ctx)?.text ?? ctx.figure('market'),
    increase: ctx.computed.increase ?? rise,
    pct: ctx.computed.increasePercent ?? ctx.percent,
    counter: counterOf(ctx),
    deposit: ctx.figure('deposit'),
    withheld: keptAmounts(ctx)[0]?.text ?? (kept === undefined ? undefined : ctx.money(kept)),
    returned,
    alsoKept: keptAmounts(ctx)
      .slice(1)
      .map((amount) => amount.text),
    ...(deductionsOf(ctx) ? { deductions: deductionsOf(ctx)!.map((amount) => amount.text) } : {}),
    back: returned ? undefined : ctx.computed.depositBack,
    keptAll: !returned && kept !== undefined && ctx.value('deposit') === kept && keptAmounts(ctx).length <= 1,
    notice: ctx.date('notice'),
    movedOut: ctx.date('moved_out'),
    due: keyOf(ctx) === 'midlease' ? (leaseLastDay(ctx) ?? dueDay(ctx)) : dueDay(ctx),
    repair: ctx.case.flags.repairNeeded === true,
    state: ctx.case.state,
    ...(ctx.case.tenureYears ? { years: ctx.case.tenureYears } : {}),
    ...(noticeDaysOf(ctx) ? { noticeDays: noticeDaysOf(ctx) } : {}),
  };
}

/** Everything one answer says, for one sub-case in one language. */
interface Parts {
  readonly subject: string;
  readonly strategy: string;
  readonly opening: readonly string[];
  readonly rungs: Readonly<Record<Rung, RungCopy>>;
  readonly email: EmailCopy;
  readonly talkingPoints: string[];
  readonly questions: string[];
  readonly complaintRoutes: string;
}

type Builder = (ctx: CopyContext, f: Figures, name: string) => Parts;

/** "on Oct 31", but "a month ago" as written: a relative date takes no preposition. */
const onDay = (text: string) =>
  /\bago\b|^(?:yesterday|today|last|this)\b/i.test(text) ? text : `on ${text}`;
/** "el 31 de octubre", but "hace un mes" as written. */
/** "el 1 de diciembre", but "junio 2027" (a month without a day) takes no article. */
const elFin = (text: string) => (/^\d/u.test(text) ? `el ${text}` : text);
const delFin = (text: string) => (/^\d/u.test(text) ? `del ${text}` : `de ${text}`);

const elDia = (text: string) =>
  /^(?:hace|ayer|hoy|el|la|este|esta|a fines|a principios)\b/i.test(text) ? text : `el ${text}`;

const rung = (label: string, line: string): RungCopy => ({ label, line });

/** ", for a rise this size (you were given 16 days)": the notice they gave, beside the question. */
const noticeGiven = (lang: Language, f: Figures): string =>
  f.noticeDays
    ? lang === 'es'
      ? ` para un aumento así (a usted le dieron ${f.noticeDays} días)`
      : ` for a rise this size (you were given ${f.noticeDays} days)`
    : '';

/** What needs repair, with its article in each language, by the word the person used. */
const REPAIR_THINGS: readonly (readonly [RegExp, string, string])[] = [
  [/^(?:heat|heater|heating|furnace|calefaccion|calefacción)$/u, 'the heat', 'la calefacción'],
  [/^boiler$/u, 'the boiler', 'la caldera'],
  [/^(?:water heater|calentador)$/u, 'the water heater', 'el calentador'],
  [/^(?:hot water|agua caliente)$/u, 'the hot water', 'el agua caliente'],
  [/^(?:air conditioning|a\/c|ac|aire acondicionado)$/u, 'the air conditioning', 'el aire acondicionado'],
  [/^(?:leak|gotera)$/u, 'the leak', 'la gotera'],
  [/^fuga$/u, 'the leak', 'la fuga'],
  [/^(?:roof|techo)$/u, 'the roof', 'el techo'],
  [/^(?:mold|mould|moho)$/u, 'the mold', 'el moho'],
  [/^(?:toilet|inodoro)$/u, 'the toilet', 'el inodoro'],
  [/^(?:fridge|refrigerator|refrigerador)$/u, 'the fridge', 'el refrigerador'],
  [/^(?:stove|estufa)$/u, 'the stove', 'la estufa'],
];

/** "the heat" / "la calefacción", or nothing when the person named no repair Lane knows. */
function repairThing(ctx: CopyContext): string | undefined {
  const item = ctx.case.repairItem?.toLowerCase();
  const found = item === undefined ? undefined : REPAIR_THINGS.find(([word]) => word.test(item));
  return found ? (ctx.lang === 'en' ? found[1] : found[2]) : undefined;
}

/** "del calentador", "de la calefacción". */
const deLa = (thing: string) => (thing.startsWith('el ') ? `del ${thing.slice(3)}` : `de ${thing}`);

/**
 * A repair still waiting beside a rent rise: its own written request, the city's inspector, and
 * protection from retaliation as a question for the housing office (never stated as a rule). The
 * reading says only that something needs repair, so the copy names no problem it wasn't told of.
 */
const REPAIR = {
  en: {
    strategy:
      "The repair you're waiting on is a separate matter, and an urgent one if it's heat, water or a leak: ask for it again in writing, with photos and a date, and if it isn't fixed by then, ask your city's code enforcement office to inspect.",
    retaliation: (examples: string) =>
      `whether local or state rules protect tenants from retaliation (${examples}) for asking for repairs`,
    opening: '"Separately, the repair I asked for still isn\'t done. When can someone come to fix it?"',
    email:
      "Separately, I'm still waiting on the repair I asked for. I'm sending that request in writing too, and I'd like a date for it.",
    point:
      'Keep the repair on paper: dated photos, each request and each reply; for heat, water or a leak, ask for a sooner date.',
  },
  es: {
    strategy:
      'La reparación pendiente es un asunto aparte, y urgente si es calefacción, agua o una fuga: pídala de nuevo por escrito, con fotos y una fecha, y si para entonces no está hecha, pida una inspección a la oficina de cumplimiento de códigos de su ciudad.',
    retaliation: (examples: string) =>
      `si alguna regla local o estatal protege a los inquilinos de represalias (${examples}) por pedir reparaciones`,
    opening:
      '"Aparte, la reparación que le pedí sigue sin hacerse. ¿Cuándo puede venir alguien a arreglarla?"',
    email:
      'Aparte, sigo esperando la reparación que le pedí. También le envío esa solicitud por escrito, y quisiera una fecha para hacerla.',
    point:
      'Deje la reparación por escrito: fotos con fecha, cada solicitud y cada respuesta; si es calefacción, agua o una fuga, pida una fecha más cercana.',
  },
} as const;

// ---------------------------------------------------------------- each sub-case, both languages

/** Whole days from one calendar day to another (YYYY-MM-DD). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * Places where a city or the state has rent limits that can reach an ordinary rental: there, the
 * first question about a rise is whether it is allowed, before any counteroffer. Only which question
 * comes first turns on this list; no limit is stated as law.
 */
const RENT_LIMIT_STATES: ReadonlySet<string> = new Set([
  'California',
  'Oregon',
  'Washington',
  'New York',
  'New Jersey',
  'District of Columbia',
]);

/**
 * The city's own rent office, named as the place to ask (its hotline from the office's own pages:
 * housing.lacity.gov, "1-866-557-RENT [7368]"). What its ordinance covers stays a question.
 */
const CITY_RENT_OFFICES: Readonly<
  Record<string, { readonly en: string; readonly es: string; readonly ordinance: { en: string; es: string } }>
> = {
  'Los Angeles': {
    en: 'the Los Angeles Housing Department (LAHD, 866-557-7368)',
    es: 'al Departamento de Vivienda de Los Ángeles (LAHD, 866-557-7368)',
    ordinance: {
      en: "the city's Rent Stabilization Ordinance (RSO)",
      es: 'la Ordenanza de Estabilización de Rentas (RSO) de la ciudad',
    },
  },
};

/** "from the 1960s", "built in 1972" / "de los años 60", "construido en 1972". */
function builtWhen(ctx: CopyContext): string | undefined {
  const built = ctx.case.buildingBuilt;
  if (!built) return undefined;
  const t = inLanguage(ctx.lang);
  return built.decade
    ? t(
        `from the ${built.year}s`,
        built.year >= 1900 && built.year < 2000
          ? `de los años ${built.year % 100 || '00'}`
          : `de los años ${built.year}`,
      )
    : t(`built in ${built.year}`, `construido en ${built.year}`);
}

/**
 * A rise on a renewal where a local or state rent limit may reach the unit (a place with rent limits,
 * or the person names the building's age): whether it is allowed comes before any counteroffer.
 */
function limitFirst(ctx: CopyContext): boolean {
  const place = ctx.case.city ?? '';
  return (
    CITY_RENT_OFFICES[place] !== undefined ||
    (ctx.case.state !== undefined && RENT_LIMIT_STATES.has(ctx.case.state)) ||
    ctx.case.buildingBuilt !== undefined
  );
}

/**
 * What to ask before answering a rise where a rent limit may reach the unit: whether it covers the
 * unit (by the city's own ordinance and office when Lane knows them, the building's age beside it)
 * and what notice a rise this size needs, with the days given; each percent of today's rent, to
 * check a limit once the office names it. Questions only: no limit is stated.
 */
function limitAsk(ctx: CopyContext, f: Figures, days: number | undefined) {
  const t = inLanguage(ctx.lang);
  const current = ctx.value('current');
  // Each percent of today's rent, for checking a limit once the office names it.
  const steps =
    current !== undefined
      ? t(
          `Each 1% of ${f.current} is ${ctx.money(current / 100)}: a 5% rise would take it to ${ctx.money(current * 1.05)}, a 10% rise to ${ctx.money(current * 1.1)}.`,
          `Cada 1% de ${f.current} son ${ctx.money(current / 100)}: un aumento del 5% la dejaría en ${ctx.money(current * 1.05)}, uno del 10% en ${ctx.money(current * 1.1)}.`,
        )
      : '';
  const office = ctx.case.city ? CITY_RENT_OFFICES[ctx.case.city] : undefined;
  const where = office
    ? office[ctx.lang]
    : f.state
      ? t(
          `your city's housing or rent program, or a tenant organization in ${f.state}`,
          `al programa de vivienda o de renta de su ciudad, o a una organización de inquilinos de ${f.state}`,
        )
      : t(
          "your city's housing or rent program, or a local tenant organization",
          'al programa de vivienda o de renta de su ciudad, o a una organización de inquilinos local',
        );
  // "la última subida fue en enero": a limit may count every rise within a year together, asked.
  const together = ctx.case.flags.earlierRise
    ? t(
        ', and whether it counts this rise together with your last one if both fall within 12 months',
        ', y si cuenta este aumento junto con el anterior si los dos caen dentro de 12 meses',
      )
    : '';
  const built = builtWhen(ctx);
  const limitQuestion = office
    ? t(
        `whether your building${built ? ` (${built})` : ''} is under ${office.ordinance.en}, and how much it allows the rent to go up in a year${together}`,
        `si su edificio${built ? ` (${built})` : ''} está bajo ${office.ordinance.es}, y cuánto permite subir la renta al año${together}`,
      )
    : t(
        `whether your unit is covered by a city or state limit on rent increases (many depend on the building's age and type${built ? `; yours ${ctx.case.buildingBuilt?.decade ? 'is' : 'was'} ${built}` : ''}), and what that limit is${together}`,
        `si su unidad está cubierta por un límite de aumentos de renta de la ciudad o del estado (muchos dependen del año y del tipo de edificio${built ? `; el suyo ${ctx.case.buildingBuilt?.decade ? 'es' : 'fue'} ${built}` : ''}), y cuál es${together}`,
      );
  const given =
    days !== undefined ? t(` (you were given ${days} days)`, ` (a usted le dieron ${days} días)`) : '';
  const noticeQuestion = t(
    `how many days' notice ${f.state ?? 'the state'} requires for a rise this size${given}`,
    `cuántos días de aviso exige ${f.state ?? 'el estado'} para un aumento de este tamaño${given}`,
  );
  const officeShort = office
    ? t('the Los Angeles Housing Department', 'el Departamento de Vivienda de Los Ángeles')
    : t("the city's housing office", 'la oficina de vivienda de la ciudad');
  return { steps, office, where, limitQuestion, noticeQuestion, officeShort };
}

/**
 * A rise on a month-to-month tenancy is a notice, not a renewal to bargain over: first whether a
 * city or state rent limit covers the unit and how much notice a rise this size needs (asked,
 * never stated), with the percentages worked out from the current rent; a counter only after. The
 * same order holds for any rise where a local limit may reach the unit (`limit`): in a place with
 * rent limits, or in a building whose age the person names.
 */
function monthToMonthRise(
  ctx: CopyContext,
  f: Figures,
  name: string,
  why: 'month_to_month' | 'limit' = 'month_to_month',
): Parts {
  const t = inLanguage(ctx.lang);
  const noticeIso = ctx.case.dates.find((date) => date.role === 'notice' && date.iso)?.iso;
  const startIso = ctx.case.dates
    .filter((date) => date.role === 'due' && date.iso)
    .map((date) => date.iso!)
    .sort()
    .at(-1);
  const days = noticeIso && startIso && startIso > noticeIso ? daysBetween(noticeIso, startIso) : undefined;
  const noticed =
    days !== undefined
      ? t(
          `, with ${days} days' notice (${f.notice} for ${f.due})`,
          `, con ${days} días de aviso (del ${f.notice} al ${f.due})`,
        )
      : '';
  const rise =
    f.current && f.proposed
      ? t(
          `Going from ${f.current} to ${f.proposed} is ${f.increase ? `${f.increase} more` : 'a rise'}${f.pct ? ` (${f.pct})` : ''}${noticed}.`,
          `Pasar de ${f.current} a ${f.proposed} es ${f.increase ? `${f.increase} más` : 'un aumento'}${f.pct ? ` (${f.pct})` : ''}${noticed}.`,
        )
      : '';
  const { steps, office, where, limitQuestion, noticeQuestion, officeShort } = limitAsk(ctx, f, days);
  const counter = f.counter;
  const bill =
    f.current && f.proposed ? t(`from ${f.current} to ${f.proposed}`, `de ${f.current} a ${f.proposed}`) : '';
  const m2m = why === 'month_to_month';
  // A renewal's only day at a month's end, with no notice day, is the lease's last day, not the
  // rise's first (said in the person's voice, for the script and the letter).
  const leaseEnd =
    !m2m && !noticeIso && startIso !== undefined && Number(startIso.slice(8)) >= 28 && f.due !== undefined;
  const fromDue = !f.due
    ? ''
    : leaseEnd
      ? t(
          ` when I renew after my lease ends on ${f.due}`,
          ` al renovar, cuando mi contrato termine ${elFin(f.due)}`,
        )
      : t(` from ${f.due}`, ` desde ${elFin(f.due)}`);
  const lead = m2m
    ? t(
        "You rent month to month, so this isn't a renewal to bargain over yet: it's a notice of a rise, and the first question is whether it's allowed.",
        'Usted alquila mes a mes, así que esto todavía no es una renovación que negociar: es un aviso de aumento, y lo primero es saber si está permitido.',
      )
    : t(
        `Before you bargain, find out whether this rise is allowed${ctx.case.city ? ` in ${ctx.case.city}` : ''}: a counteroffer now could give away money a rent limit may not let them charge.`,
        `Antes de negociar, averigüe si este aumento está permitido${ctx.case.city ? ` en ${ctx.case.city === 'Los Angeles' ? 'Los Ángeles' : ctx.case.city}` : ''}: una contraoferta ahora podría regalar dinero que un límite de renta quizá no les deja cobrar.`,
      );
  // "¿me tengo que mudar?": a notice of a rise is not a notice to leave; whether a tenant of some years
  // can be made to leave without a just cause is one more question.
  const moveQuestion =
    ctx.case.flags.mustMoveAsked === true
      ? t(
          `; 3) whether${f.years ? `, after ${f.years} years there,` : ''} the landlord needs a just cause to end your tenancy, and how much notice that takes`,
          `; 3) si${f.years ? ` después de ${f.years} años ahí` : ''} el arrendador necesita una causa justificada para terminar su arrendamiento, y con cuánto aviso`,
        )
      : '';
  const moveAnswer =
    ctx.case.flags.mustMoveAsked === true
      ? t(
          " You asked whether you have to move: a notice raising the rent is not a notice to leave, so don't move out over it before you have these answers.",
          ' Preguntó si tiene que mudarse: un aviso de aumento de renta no es un aviso para irse, así que no se mude por él antes de tener estas respuestas.',
        )
      : '';
  return {
    subject: t(`the rent increase${bill ? ` ${bill}` : ''}`, `el aumento de renta${bill ? ` ${bill}` : ''}`),
    strategy: t(
      `${lead} ${rise} ${m2m ? 'Before you offer any figure, ask' : 'Ask'} ${where}: 1) ${limitQuestion}; 2) ${noticeQuestion}${moveQuestion}.${moveAnswer} ${steps} Until you know, don't agree to the new rent or sign anything; if the rise breaks those rules, ask the landlord in writing to correct it. If it turns out to be allowed, then counter${counter ? ` (for example ${counter})` : ''}, trading your on-time record and staying on.${f.repair ? ` Ask them too ${REPAIR.en.retaliation('such as a rise or a lease not renewed')}. ${REPAIR.en.strategy}` : ''}`,
      `${lead} ${rise} ${m2m ? 'Antes de ofrecer cualquier cifra, pregunte' : 'Pregunte'} ${where}: 1) ${limitQuestion}; 2) ${noticeQuestion}${moveQuestion}.${moveAnswer} ${steps} Mientras no lo sepa, no acepte la nueva renta ni firme nada; si el aumento no cumple esas reglas, pida al arrendador por escrito que lo corrija. Si resulta permitido, entonces haga una contraoferta${counter ? ` (por ejemplo, ${counter})` : ''}, ofreciendo sus pagos a tiempo y quedarse.${f.repair ? ` Pregunte también ${REPAIR.es.retaliation('como un aumento o no renovarle el contrato')}. ${REPAIR.es.strategy}` : ''}`,
    ),
    opening: [
      t(
        `"Hi ${name}, it's [your name]. I got your notice${f.notice ? ` of ${f.notice}` : ''}: the rent would go ${bill || 'up'}${fromDue}."`,
        `"Hola, ${name}, habla [su nombre]. Recibí su aviso${f.notice ? ` del ${f.notice}` : ''}: la renta subiría ${bill || ''}${fromDue}."`,
      ),
      t(
        `"Before I answer, two questions: is this unit covered by a city or state limit on rent increases? And how much notice does a rise this size need?"`,
        `"Antes de responder, dos preguntas: ¿esta unidad está cubierta por algún límite de aumentos de renta de la ciudad o del estado? ¿Y con cuánto aviso se debe comunicar un aumento de este tamaño?"`,
      ),
      t(
        `"I'm checking with ${officeShort} and I'll answer you in writing. I can't agree to the new rent until then."`,
        `"Lo estoy consultando con ${officeShort} y le respondo por escrito. Hasta entonces no puedo aceptar la nueva renta."`,
      ),
      ...(f.repair ? [REPAIR[ctx.lang].opening] : []),
    ],
    rungs: {
      discount: rung(
        t('If it is allowed: a smaller rise', 'Si está permitido: un aumento menor'),
        t(
          `I'd like to stay. Could we settle at ${counter ?? '[the rent you can afford]'}?`,
          `Quisiera quedarme. ¿Podríamos dejarlo en ${counter ?? '[la renta que puede pagar]'}?`,
        ),
      ),
      credit: rung(
        t('A later start', 'Un inicio posterior'),
        t(
          'Could the new rent start later, once the notice required is met?',
          '¿Podría la nueva renta empezar más tarde, cuando se cumpla el aviso requerido?',
        ),
      ),
      downgrade: rung(
        t('A lease', 'Un contrato'),
        t(
          'Would you keep the rent lower if I sign a lease for [12] months?',
          '¿Dejaría la renta más baja si firmo un contrato por [12] meses?',
        ),
      ),
      supervisor: rung(
        t('Owner or manager', 'Dueño o administrador'),
        t(
          'Is this your decision, or could you take my questions to the owner?',
          '¿La decisión es suya, o podría llevarle mis preguntas al dueño?',
        ),
      ),
      retention: rung(
        t('The housing office', 'La oficina de vivienda'),
        t(
          `I'll ask ${officeShort} whether this rise and its notice follow the rules.`,
          `Voy a preguntar ${office ? office.es.replace(/ \(.*\)$/u, '') : 'a la oficina de vivienda de la ciudad'} si este aumento y su aviso cumplen las reglas.`,
        ),
      ),
      complaint: rung(
        t('In writing', 'Por escrito'),
        t(
          "I'll send you my questions in writing. Could you answer by [date]?",
          'Le enviaré mis preguntas por escrito. ¿Me podría responder antes del [fecha]?',
        ),
      ),
    },
    email: {
      subject: t(
        `Your rent increase notice${f.notice ? ` of ${f.notice}` : ''}${bill ? ` (${bill})` : ''}`,
        `Su aviso de aumento de renta${f.notice ? ` del ${f.notice}` : ''}${bill ? ` (${bill})` : ''}`,
      ),
      body: t(
        `Hi ${name},

I received your notice${f.notice ? ` of ${f.notice}` : ''} raising my rent ${bill}${f.increase && f.pct ? ` (+${f.increase}, ${f.pct})` : ''}${fromDue}.${m2m ? ' I rent month to month since my lease ended.' : ''} Before I agree, please confirm in writing:
1. Whether this unit is covered by a city or state limit on rent increases, and how this rise complies with it.
2. How many days' notice a rise of this size requires, and from what date it would apply.

I'm also checking with ${officeShort}. I'd like to stay, and if the rise is allowed, I'd like to talk about a figure I can afford.${f.repair ? `\n\n${REPAIR.en.email}` : ''}

Thank you,
[Your name]`,
        `Hola, ${name}:

Recibí su aviso${f.notice ? ` del ${f.notice}` : ''} que sube mi renta ${bill}${f.increase && f.pct ? ` (+${f.increase}, ${f.pct})` : ''}${fromDue}.${m2m ? ' Alquilo mes a mes desde que terminó mi contrato.' : ''} Antes de aceptar, le pido que me confirme por escrito:
1. Si esta unidad está cubierta por algún límite de aumentos de renta de la ciudad o del estado, y cómo cumple este aumento con él.
2. Cuántos días de aviso requiere un aumento de este tamaño, y desde qué fecha aplicaría.

También lo estoy consultando con ${officeShort}. Quisiera quedarme, y si el aumento está permitido, me gustaría hablar de una cifra que pueda pagar.${f.repair ? `\n\n${REPAIR.es.email}` : ''}

Gracias,
[Su nombre]`,
      ),
    },
    talkingPoints: [
      t(
        `Your numbers: ${f.current ?? '[current rent]'} now, ${f.proposed ?? '[new rent]'} proposed${f.increase ? ` (+${f.increase}${f.pct ? `, ${f.pct}` : ''})` : ''}${days !== undefined ? `, ${days} days' notice` : ''}.`,
        `Sus cifras: ${f.current ?? '[renta actual]'} hoy, ${f.proposed ?? '[renta nueva]'} propuesta${f.increase ? ` (+${f.increase}${f.pct ? `, ${f.pct}` : ''})` : ''}${days !== undefined ? `, ${days} días de aviso` : ''}.`,
      ),
      ...(steps ? [steps] : []),
      t(
        "Bring the landlord's notice to the housing office: its date counts.",
        'Lleve el aviso del arrendador a la oficina de vivienda: su fecha cuenta.',
      ),
      t(
        "Don't agree to the new rent by text or sign anything until you know.",
        'No acepte la nueva renta por mensaje ni firme nada hasta saberlo.',
      ),
      ...(f.repair ? [REPAIR[ctx.lang].point] : []),
    ],
    questions: [],
    complaintRoutes: t(
      'your city or county housing office or a local tenant organization',
      'la oficina de vivienda de su ciudad o condado o una organización de inquilinos local',
    ),
  };
}

/**
 * A deposit shared by roommates and returned to one of them: the dispute is between roommates, not
 * with the landlord. Each put in an equal share; shared deductions (cleaning) are split evenly, and a
 * deduction one roommate caused (their dog, their room) is theirs. Also the split "by their own
 * math", everything shared, as the fallback.
 */
function roommateShares(ctx: CopyContext) {
  const split = ctx.case.split;
  if (!split || split.returned === undefined || split.deposit === undefined) return undefined;
  const n = split.people;
  const cents = (value: number) => Math.round(value * 100) / 100;
  const money = (value: number) => ctx.money(cents(value));
  const each = split.deposit / n;
  const kept = split.deposit - split.returned;
  const own = split.own ?? 0;
  const shared = split.shared ?? kept - own;
  const sharedEach = shared / n;
  const fair = cents(each - sharedEach);
  const holderFair = cents(split.returned - fair * (n - 1));
  const equal = split.returned / n;
  const t = inLanguage(ctx.lang);
  const holder = split.holder ?? t('your roommate', 'su compañero de cuarto');
  return {
    n,
    holder,
    named: split.holder !== undefined,
    each: money(each),
    kept: money(kept),
    deposit: money(split.deposit),
    returned: money(split.returned),
    own: own > 0 ? money(own) : undefined,
    shared: shared > 0 ? money(shared) : undefined,
    sharedEach: money(sharedEach),
    fair: money(fair),
    holderFair: money(holderFair),
    equal: money(equal),
    equalValue: equal,
    fairValue: fair,
    offered: split.offered !== undefined ? money(split.offered) : undefined,
    short: split.offered !== undefined && split.offered < fair ? money(fair - split.offered) : undefined,
  };
}

function roommateParts(ctx: CopyContext): Parts | undefined {
  const r = roommateShares(ctx);
  if (!r) return undefined;
  const t = inLanguage(ctx.lang);
  const breakdown = r.own
    ? t(
        `the ${r.shared ?? '[shared]'} shared deduction split ${r.n} ways is ${r.sharedEach} each, and the ${r.own} for the damage ${r.holder} caused is ${r.named ? `${r.holder}'s` : 'theirs'} alone`,
        `la deducción compartida de ${r.shared ?? '[compartida]'} dividida entre ${r.n} son ${r.sharedEach} por persona, y los ${r.own} por el daño que causó ${r.holder} le tocan solo a ${r.named ? r.holder : 'esa persona'}`,
      )
    : t(
        `the ${r.kept} kept splits ${r.n} ways, ${r.sharedEach} each`,
        `los ${r.kept} retenidos se dividen entre ${r.n}, ${r.sharedEach} por persona`,
      );
  const shares = t(
    `you, ${r.fair}; the other roommate${r.n > 3 ? 's' : ''}, ${r.fair}${r.n > 3 ? ' each' : ''}; ${r.holder}, ${r.holderFair} (total ${r.returned})`,
    `usted, ${r.fair}; ${r.n > 3 ? 'cada uno de los otros' : 'la otra persona'}, ${r.fair}; ${r.holder}, ${r.holderFair} (total ${r.returned})`,
  );
  return {
    subject: t(
      `your share of the ${r.returned} deposit refund`,
      `su parte de los ${r.returned} del depósito`,
    ),
    strategy: t(
      `This is between you and ${r.holder}, not the landlord: the landlord returned ${r.returned} of the ${r.deposit} and kept ${r.kept}. Each of you put in ${r.each}. Split it fairly: ${breakdown}. That makes: ${shares}.${r.offered ? ` ${r.holder}'s ${r.offered} leaves you ${r.short ?? 'nothing'} short.` : ''} Ask ${r.holder} in writing (a text or email is fine) for your ${r.fair} by a date, with the landlord's itemized list attached. ${r.own ? `If ${r.holder} won't, even splitting everything equally gives ${r.equal} each, not less; if neither is paid` : `If it isn't paid`}, small claims court is the next step.`,
      `Esto es entre usted y ${r.holder}, no con el arrendador: el arrendador devolvió ${r.returned} de los ${r.deposit} y retuvo ${r.kept}. Cada uno puso ${r.each}. Divídalo de forma justa: ${breakdown}. Eso da: ${shares}.${r.offered ? ` Los ${r.offered} que ofrece ${r.holder} le dejan ${r.short ?? 'nada'} por debajo.` : ''} Pida a ${r.holder} por escrito (un mensaje o un correo sirve) sus ${r.fair} para una fecha, con la lista detallada del arrendador adjunta. ${r.own ? `Si no acepta, aun dividiendo todo en partes iguales le tocan ${r.equal} a cada uno, no menos; si no paga ninguna de las dos` : 'Si no paga'}, el siguiente paso es la corte de reclamos menores.`,
    ),
    opening: [
      t(
        `"Hi ${r.holder}, I went through the landlord's list: ${r.own ? `${r.own} for the damage in your room and ${r.shared} for cleaning` : `${r.kept} kept in all`}."`,
        `"Hola, ${r.holder}, revisé la lista del arrendador: ${r.own ? `${r.own} por el daño en su cuarto y ${r.shared} de limpieza` : `${r.kept} retenidos en total`}."`,
      ),
      t(
        `"We each put in ${r.each}. ${r.own ? `Cleaning split ${r.n} ways is ${r.sharedEach} each, and the damage is on you, so` : 'Split evenly,'} the ${r.returned} comes to ${r.fair} for me${r.n > 2 ? `, ${r.fair} for ${r.n > 3 ? 'each of the others' : 'the other roommate'}` : ''} and ${r.holderFair} for you."`,
        `"Cada uno puso ${r.each}. ${r.own ? `La limpieza entre ${r.n} son ${r.sharedEach} por persona, y el daño le toca a usted, así que` : 'En partes iguales,'} los ${r.returned} quedan en ${r.fair} para mí${r.n > 2 ? `, ${r.fair} para ${r.n > 3 ? 'cada una de las otras personas' : 'la otra persona'}` : ''} y ${r.holderFair} para usted."`,
      ),
      t(`"Can you send my ${r.fair} by [date]?"`, `"¿Me puede enviar mis ${r.fair} antes del [fecha]?"`),
    ],
    rungs: {
      discount: rung(
        t('Your fair share', 'Su parte justa'),
        t(`Please send my ${r.fair} by [date].`, `Por favor envíeme mis ${r.fair} antes del [fecha].`),
      ),
      credit: rung(
        t('The landlord’s list', 'La lista del arrendador'),
        t(
          "Here's the landlord's itemized list: the damage line is for your room.",
          'Aquí está la lista detallada del arrendador: lo del daño es de su cuarto.',
        ),
      ),
      downgrade: rung(
        t('Even by equal shares', 'Aun en partes iguales'),
        t(
          `Even split equally, the ${r.returned} is ${r.equal} each, not ${r.offered ?? 'less'}.`,
          `Aun en partes iguales, los ${r.returned} son ${r.equal} por persona, no ${r.offered ?? 'menos'}.`,
        ),
      ),
      supervisor: rung(
        t('The other roommate', 'La otra persona'),
        t(
          "Let's sort it out the three of us, with the list in front of us.",
          'Resolvámoslo entre los tres, con la lista delante.',
        ),
      ),
      retention: rung(
        t('A date', 'Una fecha'),
        t(
          `If I don't have it by [date], I'll send a written demand.`,
          `Si no lo tengo para el [fecha], le enviaré un reclamo por escrito.`,
        ),
      ),
      complaint: rung(
        t('Small claims', 'Reclamos menores'),
        t(
          "If it isn't paid, I'll file in small claims court.",
          'Si no se paga, presentaré el caso en la corte de reclamos menores.',
        ),
      ),
    },
    email: {
      subject: t(`My share of the deposit: ${r.fair}`, `Mi parte del depósito: ${r.fair}`),
      body: t(
        `Hi ${r.holder},\n\nThe landlord returned ${r.returned} of our ${r.deposit} deposit to you and kept ${r.kept}${r.own ? `: ${r.own} for the damage in your room and ${r.shared} for cleaning` : ''} (list attached). We each put in ${r.each}. ${r.own ? `The cleaning split ${r.n} ways is ${r.sharedEach} each, and the damage is yours, so` : 'Split evenly,'} my share is ${r.fair}.\n\nPlease send me ${r.fair} by [date].\n\nThanks,\n[Your name]`,
        `Hola, ${r.holder}:\n\nEl arrendador le devolvió ${r.returned} de nuestro depósito de ${r.deposit} y retuvo ${r.kept}${r.own ? `: ${r.own} por el daño en su cuarto y ${r.shared} de limpieza` : ''} (adjunto la lista). Cada uno puso ${r.each}. ${r.own ? `La limpieza entre ${r.n} son ${r.sharedEach} por persona, y el daño le toca a usted, así que` : 'En partes iguales,'} mi parte es ${r.fair}.\n\nPor favor envíeme ${r.fair} antes del [fecha].\n\nGracias,\n[Su nombre]`,
      ),
    },
    talkingPoints: [
      t(
        `Deposit ${r.deposit}, ${r.each} each; returned ${r.returned}, kept ${r.kept}${r.own ? ` (${r.own} damage, ${r.shared} cleaning)` : ''}.`,
        `Depósito ${r.deposit}, ${r.each} por persona; devuelto ${r.returned}, retenido ${r.kept}${r.own ? ` (${r.own} de daño, ${r.shared} de limpieza)` : ''}.`,
      ),
      t(`Fair shares: ${shares}.`, `Partes justas: ${shares}.`),
      t(
        "Keep the landlord's itemized list and your texts: they are your proof.",
        'Guarde la lista detallada del arrendador y sus mensajes: son su prueba.',
      ),
    ],
    questions: [],
    complaintRoutes: t('small claims court', 'la corte de reclamos menores'),
  };
}

/** After the first answer: the roommate refuses, or points to "jointly liable". */
function roommateFollowUp(ctx: CopyContext, outcome: Outcome): FollowUpAnswer | undefined {
  const r = roommateShares(ctx);
  if (!r || outcome === 'agreed') return undefined;
  const t = inLanguage(ctx.lang);
  const joint = ctx.case.flags.jointlyLiable === true;
  const jointLine = joint
    ? t(
        `"Jointly liable" is about what all of you owe the landlord together; it doesn't decide how you split the cost among yourselves, and the damage was ${r.holder}'s doing. `,
        `"Responsables en conjunto" (jointly liable) se refiere a lo que todos le deben al arrendador; no decide cómo se reparte el costo entre ustedes, y el daño lo causó ${r.holder}. `,
      )
    : '';
  return {
    strategy: t(
      `${jointLine}Even by ${r.holder}'s own math, splitting every deduction ${r.n} ways, the ${r.returned} comes to ${r.equal} each, not ${r.offered ?? 'less'}. Put it in one written demand (an email or a letter): your fair share, ${r.fair}, by a date 7 to 10 days out, or at the very least the ${r.equal} ${r.holder}'s own split gives; say that if it isn't paid you'll file in small claims court. Keep the texts, the landlord's itemized list and proof of what each of you paid in.`,
      `${jointLine}Aun con la cuenta de ${r.holder}, dividiendo toda deducción entre ${r.n}, los ${r.returned} dan ${r.equal} por persona, no ${r.offered ?? 'menos'}. Póngalo en un solo reclamo por escrito (un correo o una carta): su parte justa, ${r.fair}, para una fecha de 7 a 10 días, o como mínimo los ${r.equal} que da la propia cuenta de ${r.holder}; diga que si no se paga, presentará el caso en la corte de reclamos menores. Guarde los mensajes, la lista detallada del arrendador y la prueba de lo que cada uno puso.`,
    ),
    opening: t(
      `"${joint ? 'Jointly liable is about what we owe the landlord, not how we split it. ' : ''}Even split ${r.n} ways, the ${r.returned} is ${r.equal} each."\n"My fair share is ${r.fair}. I'm putting it in writing with a date; if it isn't paid, I'll file in small claims court."`,
      `"${joint ? 'Ser responsables en conjunto es sobre lo que le debemos al arrendador, no sobre cómo lo repartimos. ' : ''}Aun dividido entre ${r.n}, los ${r.returned} son ${r.equal} por persona."\n"Mi parte justa es ${r.fair}. Se lo envío por escrito con una fecha; si no se paga, presentaré el caso en la corte de reclamos menores."`,
    ),
    email: {
      subject: t(
        `Demand for my share of the deposit: ${r.fair} by [date]`,
        `Reclamo de mi parte del depósito: ${r.fair} antes del [fecha]`,
      ),
      body: t(
        `${r.holder},\n\nThe landlord returned ${r.returned} of our ${r.deposit} deposit to you. We each put in ${r.each}. ${r.own ? `The ${r.own} deduction was for damage in your room, and the ${r.shared} cleaning split ${r.n} ways is ${r.sharedEach} each, so my share is ${r.fair}.` : `My share is ${r.fair}.`}${joint ? ' Being jointly liable to the landlord does not change how we split the cost between us.' : ''} Even splitting everything equally, it would be ${r.equal}, not ${r.offered ?? 'less'}.\n\nPlease pay me ${r.fair} by [date]. If it is not paid by then, I will file a claim in small claims court.\n\n[Your name]`,
        `${r.holder}:\n\nEl arrendador le devolvió ${r.returned} de nuestro depósito de ${r.deposit}. Cada uno puso ${r.each}. ${r.own ? `Los ${r.own} retenidos fueron por el daño en su cuarto, y la limpieza de ${r.shared} entre ${r.n} son ${r.sharedEach} por persona, así que mi parte es ${r.fair}.` : `Mi parte es ${r.fair}.`}${joint ? ' Ser responsables en conjunto ante el arrendador no cambia cómo repartimos el costo entre nosotros.' : ''} Aun dividiendo todo en partes iguales, serían ${r.equal}, no ${r.offered ?? 'menos'}.\n\nLe pido que me pague ${r.fair} antes del [fecha]. Si no se paga para esa fecha, presentaré una demanda en la corte de reclamos menores.\n\n[Su nombre]`,
      ),
    },
    talkingPoints: [
      t(
        `Fair share ${r.fair}; by equal shares ${r.equal}; offered ${r.offered ?? '—'}.`,
        `Parte justa ${r.fair}; en partes iguales ${r.equal}; ofrecido ${r.offered ?? '—'}.`,
      ),
      t(
        'One written demand, with a date, then small claims court.',
        'Un solo reclamo por escrito, con fecha, y luego la corte de reclamos menores.',
      ),
    ],
  };
}

const BUILDERS: Record<Key, Builder> = {
  renewal: (ctx, f, name) => {
    const t = inLanguage(ctx.lang);
    if (ctx.case.flags.monthToMonth === true && !leaseOptions(ctx)) return monthToMonthRise(ctx, f, name);
    if (limitFirst(ctx) && !leaseOptions(ctx)) return monthToMonthRise(ctx, f, name, 'limit');
    // Two or more rents by lease length: each length with its rise, and the trade-off between them.
    const options = leaseOptions(ctx);
    if (options && f.current)
      return {
        ...renewalByLength(
          ctx,
          options,
          name,
          f.current,
          t(
            `Whether they can raise it that much depends on local and state rules: ask your city or county housing office whether they limit the rise or set how much notice you're owed${noticeGiven('en', f)}.`,
            `Si pueden subir la renta tanto depende de las reglas locales y estatales: pregunte a la oficina de vivienda de su ciudad o condado si alguna limita el aumento o fija con cuánto aviso se lo deben comunicar${noticeGiven('es', f)}.`,
          ),
        ),
        complaintRoutes: t(
          'your city or county housing office or a local tenant organization',
          'la oficina de vivienda de su ciudad o condado o una organización de inquilinos local',
        ),
      };
    const counter = f.counter ?? t('[the rent you can afford]', '[la renta que puede pagar]');
    const rise =
      f.current && f.proposed
        ? t(
            `Going from ${f.current} to ${f.proposed} is ${f.increase ? `${f.increase} more` : 'a rise'}${f.pct ? ` (${f.pct})` : ''}. `,
            `Pasar de ${f.current} a ${f.proposed} es ${f.increase ? `${f.increase} más` : 'un aumento'}${f.pct ? ` (${f.pct})` : ''}. `,
          )
        : f.pct || f.increase
          ? t(
              `The increase is ${f.pct ?? `${f.increase} a month`}. `,
              f.pct ? `El aumento es del ${f.pct}. ` : `El aumento es de ${f.increase} al mes. `,
            )
          : '';
    return {
      subject:
        f.current && f.proposed
          ? t(
              `the rent increase from ${f.current} to ${f.proposed}`,
              `el aumento de renta de ${f.current} a ${f.proposed}`,
            )
          : t(
              `the ${f.pct ? `${f.pct} ` : f.increase ? `${f.increase} ` : ''}rent increase at renewal`,
              `el aumento de renta${f.pct ? ` del ${f.pct}` : f.increase ? ` de ${f.increase}` : ''} en la renovación`,
            ),
      strategy: t(
        `Your goal is to renew with a smaller rise${f.due ? `, settled before ${f.due}` : ''}. ${rise}Counter at ${counter} and trade what a landlord values: your on-time record, no empty unit to fill, and a longer lease; if the number won't move, ask for a credit or a later start, and sign nothing until the deal is in the lease. Whether they can raise it that much depends on local and state rules: ask your city or county housing office whether they limit the rise or set how much notice you're owed${noticeGiven('en', f)}${f.repair ? `, and ${REPAIR.en.retaliation('such as a rise or a lease not renewed')}. ${REPAIR.en.strategy}` : '.'}`,
        `Su meta es renovar con un aumento menor${f.due ? `, con el acuerdo listo antes ${delFin(f.due)}` : ''}. ${rise}Proponga ${counter} y ofrezca lo que el arrendador valora: sus pagos a tiempo, no tener que buscar a alguien nuevo y un contrato más largo; si la cifra no se mueve, pida un crédito o que empiece más tarde, y no firme nada hasta que el acuerdo esté en el contrato. Si puede subir la renta tanto depende de las reglas locales y estatales: pregunte a la oficina de vivienda de su ciudad o condado si alguna limita el aumento o fija con cuánto aviso se lo deben comunicar${noticeGiven('es', f)}${f.repair ? `, y ${REPAIR.es.retaliation('como un aumento o no renovarle el contrato')}. ${REPAIR.es.strategy}` : '.'}`,
      ),
      opening: [
        t(
          `"Hi ${name}, it's [your name] from [unit]. Thanks for the renewal notice; I'd like to stay."`,
          `"Hola, ${name}, habla [su nombre], del [apartamento]. Gracias por el aviso de renovación; quisiera quedarme."`,
        ),
        t(
          `"I've paid on time for ${f.years ?? '[number]'} years and taken good care of the place${f.market ? `, and similar units nearby are listed at ${f.market}` : ''}."`,
          `"He pagado a tiempo durante ${f.years ?? '[número]'} años y he cuidado bien el lugar${f.market ? `, y unidades parecidas cerca se anuncian en ${f.market}` : ''}."`,
        ),
        t(
          `"${f.current && f.proposed ? `Going from ${f.current} to ${f.proposed}` : f.increase ? `A ${f.increase} increase` : 'This increase'} is more than I can take on. Could we renew at ${counter}?"`,
          `"${f.current && f.proposed ? `Pasar de ${f.current} a ${f.proposed}` : f.increase ? `Un aumento de ${f.increase}` : 'Este aumento'} es más de lo que puedo pagar. ¿Podríamos renovar en ${counter}?"`,
        ),
        t(
          `"If I sign for [18] months, could we keep it there?"`,
          `"Si firmo por [18] meses, ¿podríamos dejarlo ahí?"`,
        ),
      ],
      rungs: {
        discount: rung(
          t('Smaller rise', 'Un aumento menor'),
          t(
            `If ${counter} doesn't work, what's the smallest increase you'd accept if I renew today?`,
            `Si ${counter} no le funciona, ¿cuál es el aumento más bajo que aceptaría si renuevo hoy?`,
          ),
        ),
        credit: rung(
          t('Credit or later start', 'Crédito o inicio posterior'),
          t(
            'Could the new rent start in [2–3] months, or come with a one-month credit?',
            '¿Podría la nueva renta empezar dentro de [2–3] meses, o incluir un mes de crédito?',
          ),
        ),
        downgrade: rung(
          t('Longer lease', 'Contrato más largo'),
          t(
            `Would you keep it at ${counter} if I sign for [18–24] months?`,
            `¿Dejaría la renta en ${counter} si firmo por [18–24] meses?`,
          ),
        ),
        supervisor: rung(
          t('Owner or manager', 'Dueño o administrador'),
          t(
            'Is this your decision, or could you take my offer to the owner?',
            '¿La decisión es suya, o podría llevarle mi propuesta al dueño?',
          ),
        ),
        retention: rung(
          t('Moving (only if true)', 'Mudarse (solo si es cierto)'),
          t(
            `I'd rather stay, but similar places list at ${f.market ?? '[comparable rent]'}. Is ${f.proposed ?? 'this'} your best number?`,
            `Prefiero quedarme, pero veo lugares parecidos en ${f.market ?? '[renta comparable]'}. ¿${f.proposed ?? 'Esta'} es su mejor cifra?`,
          ),
        ),
        complaint: rung(
          t('In writing', 'Por escrito'),
          t(
            "I'll send my offer in writing so you have it. Could you answer by [date]?",
            'Le enviaré mi propuesta por escrito. ¿Me podría responder antes del [fecha]?',
          ),
        ),
      },
      email: {
        subject: t(
          `Lease renewal for [unit]: proposing ${counter}`,
          `Renovación del contrato del [apartamento]: propuesta de ${counter}`,
        ),
        body: t(
          `Hi ${name},\n\nThank you for the renewal notice${f.notice ? ` of ${f.notice}` : ''}. I'd like to stay. ${f.current && f.proposed ? `The new rent of ${f.proposed} is ${f.increase ?? 'a rise'}${f.pct ? ` (${f.pct})` : ''} over my current ${f.current}.` : `The increase${f.pct ? ` of ${f.pct}` : f.increase ? ` of ${f.increase}` : ''} is more than I can take on.`}\n\nI've paid on time for ${f.years ?? '[number]'} years and cared for the unit, and similar units nearby list for ${f.market ?? '[comparable rent]'}. I'd like to renew at ${counter} a month, and I'm open to an [18]-month lease.${f.repair ? `\n\n${REPAIR.en.email}` : ''}\n\nCould you let me know by [date]${f.due ? `, so I can decide before ${f.due}` : ''}?\n\nThank you,\n[Your name]`,
          `Hola, ${name}:\n\nGracias por el aviso de renovación${f.notice ? ` del ${f.notice}` : ''}. Quisiera quedarme. ${f.current && f.proposed ? `La nueva renta de ${f.proposed} ${f.increase ? `es ${f.increase}${f.pct ? ` (${f.pct})` : ''} más que` : 'reemplaza'} mi renta actual de ${f.current}.` : `El aumento${f.pct ? ` del ${f.pct}` : f.increase ? ` de ${f.increase}` : ''} es más de lo que puedo pagar.`}\n\nHe pagado a tiempo durante ${f.years ?? '[número]'} años y he cuidado la unidad, y unidades parecidas cerca se anuncian en ${f.market ?? '[renta comparable]'}. Quisiera renovar en ${counter} al mes, y puedo firmar por [18] meses.${f.repair ? `\n\n${REPAIR.es.email}` : ''}\n\n¿Me podría responder antes del [fecha]${f.due ? `, para decidir antes ${delFin(f.due)}` : ''}?\n\nGracias,\n[Su nombre]`,
        ),
      },
      talkingPoints: [
        t(
          `Your numbers: ${f.current ?? '[current rent]'} now, ${f.proposed ?? (f.increase ? `${f.increase} more` : '[new rent]')} proposed${f.increase && f.proposed ? ` (+${f.increase}${f.pct ? `, ${f.pct}` : ''})` : ''}; your counter ${counter}.`,
          `Sus cifras: ${f.current ?? '[renta actual]'} hoy, ${f.proposed ?? (f.increase ? `${f.increase} más` : '[renta nueva]')} propuesta${f.increase && f.proposed ? ` (+${f.increase}${f.pct ? `, ${f.pct}` : ''})` : ''}; su contraoferta, ${counter}.`,
        ),
        f.market
          ? t(
              `Similar units list at ${f.market}: bring two or three listings.`,
              `Unidades parecidas se anuncian en ${f.market}: lleve dos o tres anuncios.`,
            )
          : t(
              'Bring two or three listings of similar units nearby, with their rents.',
              'Lleve dos o tres anuncios de unidades parecidas cerca, con su renta.',
            ),
        t(
          'Your record is your leverage: rent on time, a well-kept unit, no turnover cost.',
          'Su historial es su fuerza: renta a tiempo, la unidad bien cuidada, y el arrendador se ahorra buscar a alguien nuevo.',
        ),
        f.repair
          ? REPAIR[ctx.lang].point
          : t(
              'Offer a longer lease only if you truly want to stay that long.',
              'Ofrezca un contrato más largo solo si de verdad quiere quedarse ese tiempo.',
            ),
        t(
          'Get the final rent into the signed lease, not just a text.',
          'Ponga la renta final en el contrato firmado, no solo en un mensaje.',
        ),
      ],
      questions: [
        ...(f.current && f.proposed
          ? []
          : [
              t(
                'What is your rent now, and what is the new rent?',
                '¿Cuánto paga de renta hoy y cuál es la renta nueva?',
              ),
            ]),
        t(
          'Does your city or state limit rent increases or require a certain notice before one? Your city or county housing office can tell you.',
          '¿Su ciudad o estado limita los aumentos de renta o exige un aviso previo? La oficina de vivienda de su ciudad o condado se lo puede decir.',
        ),
        t(
          'Would you stay another [12–24] months if the rent were right?',
          '¿Se quedaría otros [12–24] meses si la renta fuera razonable?',
        ),
      ],
      complaintRoutes: t(
        'your city or county housing office or a local tenant organization',
        'la oficina de vivienda de su ciudad o condado o una organización de inquilinos local',
      ),
    };
  },

  midlease: (ctx, f, name) => {
    const t = inLanguage(ctx.lang);
    const lease = f.current ?? t('the rent in the lease', 'la renta del contrato');
    const higher =
      f.proposed ??
      (f.increase
        ? t(`the extra ${f.increase}`, `los ${f.increase} de más`)
        : t('the higher amount', 'el monto más alto'));
    /** "to $1,650", or "up 200" when only the rise was given ("a $1,650", "150 más"). */
    const goingTo = f.proposed
      ? t(`to ${f.proposed}`, `a ${f.proposed}`)
      : f.increase
        ? t(`up ${f.increase}`, `${f.increase} más`)
        : t('to [new amount]', 'a [monto nuevo]');
    const end = f.due ?? t('[lease end date]', '[fin del contrato]');
    return {
      subject: f.proposed
        ? t(
            `the rent increase to ${f.proposed} before the lease ends`,
            `el aumento de renta a ${f.proposed} antes de que termine el contrato`,
          )
        : t(
            `the ${f.increase ? `${f.increase} ` : ''}rent increase before the lease ends`,
            f.increase
              ? `el aumento de renta de ${f.increase} antes de que termine el contrato`
              : 'el aumento de renta antes de que termine el contrato',
          ),
      strategy: t(
        `You're inside a fixed-term lease${f.due ? ` that runs until ${f.due}` : ''}, and a fixed-term lease generally sets the rent until it ends unless a clause allows a rise. Ask ${ctx.namedParty ?? 'your landlord'} in writing which clause allows a change before ${end}. Meanwhile pay ${lease} on time, with a record, and don't sign an amendment or pay ${higher}; a talk about a higher rent belongs at renewal.${f.repair ? ` ${REPAIR.en.strategy} Ask your city or county housing office ${REPAIR.en.retaliation('such as a rise or an eviction')}.` : ''}`,
        `Usted está dentro de un contrato a plazo fijo${f.due ? ` que va hasta ${elFin(f.due)}` : ''}, y un contrato así en general fija la renta hasta que termina, salvo que una cláusula permita un aumento. Pida a ${ctx.namedParty ?? 'su arrendador'} por escrito qué cláusula permite un cambio antes ${delFin(end)}. Mientras tanto, pague ${lease} a tiempo y con constancia, y no firme una enmienda ni pague ${higher}; hablar de una renta más alta corresponde a la renovación.${f.repair ? ` ${REPAIR.es.strategy} Pregunte a la oficina de vivienda de su ciudad o condado ${REPAIR.es.retaliation('como un aumento o un desalojo')}.` : ''}`,
      ),
      opening: [
        t(
          `"Hi ${name}, it's [your name] from [unit]. I got your notice${f.notice ? ` of ${f.notice}` : ''} about the rent going ${goingTo}."`,
          `"Hola, ${name}, habla [su nombre], del [apartamento]. Recibí su aviso${f.notice ? ` del ${f.notice}` : ''} de que la renta sube ${goingTo}."`,
        ),
        t(
          `"My lease runs until ${end} at ${f.current ?? '[lease rent]'}. Which clause lets the rent change before then?"`,
          `"Mi contrato va hasta ${elFin(end)} con una renta de ${f.current ?? '[renta del contrato]'}. ¿Qué cláusula permite cambiarla antes?"`,
        ),
        t(
          `"Could you send me that in writing? Until then I'll keep paying ${lease} on time."`,
          `"¿Me lo puede enviar por escrito? Mientras tanto, seguiré pagando ${lease} a tiempo."`,
        ),
        ...(f.repair ? [REPAIR[ctx.lang].opening] : []),
      ],
      rungs: {
        discount: rung(
          t('Show the clause', 'Ver la cláusula'),
          t(
            'Could you send me the clause that allows a change during the lease?',
            '¿Me puede enviar la cláusula que permite un cambio durante el contrato?',
          ),
        ),
        credit: rung(
          t('Lease amount', 'Monto del contrato'),
          t(
            `Until I see it, I'll pay ${lease} on the usual date, as the lease says.`,
            `Hasta verla, pagaré ${lease} en la fecha de siempre, como dice el contrato.`,
          ),
        ),
        downgrade: rung(
          t('At renewal', 'En la renovación'),
          t(
            "I'm glad to talk about the rent when we discuss renewing.",
            'Con gusto hablamos de la renta cuando veamos la renovación.',
          ),
        ),
        supervisor: rung(
          t('Owner or manager', 'Dueño o administrador'),
          t(
            'Could the owner or property manager look at the lease with us?',
            '¿Podría el dueño o el administrador revisar el contrato con nosotros?',
          ),
        ),
        retention: rung(
          t('No amendment', 'Sin enmienda'),
          t(
            "I'd like to keep the lease as we signed it, so I won't sign a rent change now.",
            'Quisiera mantener el contrato como lo firmamos, así que no firmaré un cambio de renta ahora.',
          ),
        ),
        complaint: rung(
          t('Outside help', 'Ayuda externa'),
          t(
            "If we can't agree, I'll ask the local housing office to look at the lease.",
            'Si no nos ponemos de acuerdo, pediré a la oficina de vivienda local que revise el contrato.',
          ),
        ),
      },
      email: {
        subject: t(
          `Rent for [unit] during our lease (ends ${end})`,
          `Renta del [apartamento] durante nuestro contrato (termina ${/^\d/u.test(end) ? `el ${end}` : `en ${end}`})`,
        ),
        body: t(
          `Hi ${name},\n\nI received your notice${f.notice ? ` of ${f.notice}` : ''} that the rent will go${f.current ? ` from ${f.current}` : ''} ${goingTo}${f.increase && f.proposed ? ` (${f.increase} more)` : ''}. My lease runs until ${end} at ${f.current ?? '[lease rent]'} a month.\n\nCould you tell me which clause of the lease allows a change before it ends? Until then I'll keep paying ${lease} on time, and I won't sign an amendment. I'm glad to talk about the rent when we discuss renewal.${f.repair ? `\n\n${REPAIR.en.email}` : ''}\n\nPlease reply by [date].\n\nThank you,\n[Your name]`,
          `Hola, ${name}:\n\nRecibí su aviso${f.notice ? ` del ${f.notice}` : ''} de que la renta ${f.proposed || !f.increase ? `pasará${f.current ? ` de ${f.current}` : ''} ${goingTo}${f.increase ? ` (${f.increase} más)` : ''}` : `sube ${goingTo}`}. Mi contrato va hasta ${elFin(end)} con una renta de ${f.current ?? '[renta del contrato]'} al mes.\n\n¿Me puede indicar qué cláusula del contrato permite un cambio antes de que termine? Mientras tanto, seguiré pagando ${lease} a tiempo y no firmaré una enmienda. Con gusto hablamos de la renta en la renovación.${f.repair ? `\n\n${REPAIR.es.email}` : ''}\n\nLe pido una respuesta antes del [fecha].\n\nGracias,\n[Su nombre]`,
        ),
      },
      talkingPoints: [
        t(
          'Reread your lease: the end date, the rent, and any clause about changes during the term.',
          'Relea su contrato: la fecha de fin, la renta y cualquier cláusula sobre cambios durante el plazo.',
        ),
        t(
          `Pay ${lease} on time, in a way that leaves a record (check, transfer, portal).`,
          `Pague ${lease} a tiempo, de una forma que deje constancia (cheque, transferencia, portal).`,
        ),
        t(
          `Don't sign an amendment or pay ${higher} while you wait for an answer.`,
          `No firme una enmienda ni pague ${higher} mientras espera la respuesta.`,
        ),
        t(
          'Stay friendly: a new rent is a conversation for renewal.',
          'Mantenga la cordialidad: una renta nueva se conversa en la renovación.',
        ),
        ...(f.repair ? [REPAIR[ctx.lang].point] : []),
      ],
      questions: [
        ...(f.due
          ? []
          : [
              t(
                'When does your lease end, and is it for a fixed term (say 12 months) rather than month to month?',
                '¿Cuándo termina su contrato, y es a plazo fijo (por ejemplo, 12 meses) y no de mes a mes?',
              ),
            ]),
        t(
          'Does your lease have a clause that lets the rent change during the term?',
          '¿Su contrato tiene una cláusula que permita cambiar la renta durante el plazo?',
        ),
        t(
          'Have you already signed anything or paid the new amount?',
          '¿Ya firmó algo o pagó el monto nuevo?',
        ),
      ],
      complaintRoutes: t(
        "your local housing office, your state attorney general's consumer or tenant office, or a local tenant organization",
        'la oficina de vivienda local, la oficina de protección al consumidor o de inquilinos del fiscal general de su estado, o una organización de inquilinos local',
      ),
    };
  },

  deposit: (ctx, f, name) => {
    const roommates = roommateParts(ctx);
    if (roommates) return roommates;
    const t = inLanguage(ctx.lang);
    /** The deposit kept; in Spanish with its "de" already joined ("de los 800", "del depósito de 900"). */
    const kept = t(
      (f.keptAll ? undefined : f.withheld) ?? (f.deposit ? `the ${f.deposit} deposit` : 'my deposit'),
      f.withheld && !f.keptAll
        ? `de los ${f.withheld}`
        : f.deposit
          ? `del depósito de ${f.deposit}`
          : 'del depósito',
    );
    /** "Texas", or "su estado" when the person did not name one. */
    const estado = f.state ?? 'su estado';
    const deEstado = f.state ? `de ${f.state}` : 'de su estado';
    /** When their list came, counted from the move-out, with the state's deadline as a question. */
    const timing = listTiming(ctx);
    const fee = ctx.case.flags.leaseBreak === true ? ctx.figure('fee') : undefined;
    /** A lease-break fee beside the deposit: what the landlord lost, not a penalty, as a question. */
    const leaseBreak = ctx.case.flags.leaseBreak
      ? t(
          `The ${fee ? `${fee} ` : ''}lease-break fee is a separate charge: ask for the lease clause that sets it, and ask your housing office or ${f.state ? `the ${f.state}` : 'your state'} attorney general's site whether the landlord must try to re-rent the unit and credit the rent a new tenant pays. If someone has already moved in, ask them to recompute what you owe from that date, and don't pay the fee or let it be taken from the deposit until they show it in writing. `,
          `El cargo por romper el contrato${fee ? ` de ${fee}` : ''} es un cobro aparte: pida la cláusula del contrato que lo fija, y pregunte a la oficina de vivienda o en el sitio del fiscal general ${deEstado} si el arrendador debe intentar rentar de nuevo la unidad y descontar la renta que pague el nuevo inquilino. Si alguien ya se mudó, pida que recalculen lo que usted debe desde esa fecha, y no pague el cargo ni permita que lo descuenten del depósito hasta que lo muestren por escrito. `,
        )
      : '';
    const alsoKept = f.alsoKept?.length
      ? t(
          `They also kept another ${f.alsoKept.join(' and ')}. `,
          `También se quedaron con otros ${f.alsoKept.join(' y ')}. `,
        )
      : '';
    const facts =
      (f.keptAll && f.deposit
        ? t(
            `They kept all of your ${f.deposit} deposit. `,
            `Se quedaron con todo su depósito de ${f.deposit}. `,
          )
        : f.withheld && f.deposit && f.returned
          ? t(
              `They gave back ${f.returned} of your ${f.deposit} deposit and kept ${f.withheld}${f.deductions ? ` (${f.deductions.join(' + ')})` : ''}. `,
              `Le devolvieron ${f.returned} de su depósito de ${f.deposit} y le retuvieron ${f.withheld}${f.deductions ? ` (${f.deductions.join(' + ')})` : ''}. `,
            )
          : f.withheld && f.deposit
            ? t(
                `They kept ${f.withheld} of your ${f.deposit} deposit${f.back ? `; the other ${f.back} should come back to you now` : ''}. `,
                `Le retuvieron ${f.withheld} de su depósito de ${f.deposit}${f.back ? `; los otros ${f.back} deben volver a usted ahora` : ''}. `,
              )
            : f.withheld
              ? t(`They kept ${f.withheld} of your deposit. `, `Le retuvieron ${f.withheld} de su depósito. `)
              : f.deposit
                ? t(`Your deposit was ${f.deposit}. `, `Su depósito fue de ${f.deposit}. `)
                : '') +
      alsoKept +
      leaseBreak;
    const refundable = ctx.case.flags.depositRefundable === true;
    /**
     * Nothing has come back yet, neither money nor a list ("no me han mandado nada, ni dinero ni
     * carta"): no deduction to dispute, so the whole deposit is asked back, with the days counted.
     */
    const nothingYet =
      ctx.case.flags.depositNothingYet === true && !f.withheld && !f.returned && !f.keptAll && !refundable;
    const outDay = ctx.case.dates.find((date) => date.role === 'moved_out');
    const daysOut = outDay?.iso && outDay.iso < ctx.today ? daysFrom(outDay.iso, ctx.today) : undefined;
    const theDeposit = f.deposit
      ? t(`the full ${f.deposit}`, `los ${f.deposit} completos`)
      : t('my full deposit', 'mi depósito completo');
    const addressGiven = ctx.case.flags.forwardingInWriting === true;
    /**
     * Their letter already names each deduction with its sum ("600 de pintura y 250 de limpieza"):
     * no list to ask for, and no bargaining over what a receipt could back; the kept sum is disputed.
     */
    const itemized =
      ctx.case.flags.deductionsItemized === true && f.withheld !== undefined && !f.keptAll && !refundable;
    /** The landlord's own name for what was kept ("pet fee"), quoted back against the lease's word. */
    const label = refundable ? ctx.case.feeName : undefined;
    const asLabel = label ? t(` as a "${label}"`, ` como "${label}"`) : '';
    /** The same, inside a quoted line of the script. */
    const asLabelSaid = label ? t(` as a '${label}'`, ` como '${label}'`) : '';
    const keptWhat = f.keptAll
      ? t('all of it', 'todo')
      : f.withheld
        ? t(f.withheld, `los ${f.withheld}`)
        : t('part of it', 'una parte');
    /** What the demand asks back: everything kept, or the whole deposit. */
    const backSum = keptInAll(ctx) ?? f.withheld ?? f.deposit;
    const theBack = t(backSum ? `the ${backSum}` : 'the deposit', backSum ? `los ${backSum}` : 'el depósito');
    const leaseEmail = refundable
      ? t(
          `\n\nMy lease calls this a refundable deposit${label ? `, not a "${label}"` : ''}, so I'm asking for it back, less only any damage you can show with receipts.`,
          `\n\nMi contrato lo llama un depósito reembolsable${label ? `, no un "${label}"` : ''}, así que le pido que me lo devuelva, descontando solo los daños que pueda demostrar con recibos.`,
        )
      : '';
    /** The lease calls it refundable: its own word, quoted back, is the ask. */
    const leaseWord = refundable
      ? t(
          `Your lease calls it a refundable deposit, so keeping ${keptWhat}${asLabel} goes against your own lease's words: quote that line back, and ask for an itemized list of any actual damage, with receipts and photos, or ${theBack} back. Put it in a written demand with a reply-by date; small claims court is the last step.`,
          `Su contrato lo llama un depósito reembolsable, así que quedarse con ${keptWhat}${asLabel} va contra lo que dice su propio contrato: cite esa línea y pida una lista detallada de cualquier daño real, con recibos y fotos, o que le devuelvan ${theBack}. Póngalo en una exigencia por escrito con una fecha de respuesta; la corte de reclamos menores es el último paso.`,
        )
      : itemized
        ? t(
            `Their letter already names each deduction, so there is no list left to ask for: dispute the deductions in writing as normal wear and tear${ctx.case.flags.photosTaken ? ', with your photos' : ''}, and demand the ${f.withheld} back by a reply-by date; small claims court is the last step.`,
            `Su carta ya nombra cada descuento, así que no hay lista que pedir: dispute los descuentos por escrito como desgaste normal${ctx.case.flags.photosTaken ? ', con sus fotos' : ''}, y exija los ${f.withheld} antes de una fecha de respuesta; la corte de reclamos menores es el último paso.`,
          )
        : nothingYet
          ? t(
              `Nothing has come back yet${daysOut ? `, ${daysOut} days after you moved out` : ''}: no money and no list of deductions, so there is nothing to dispute item by item. Ask in writing for ${f.deposit ? `the full ${f.deposit}` : 'your full deposit'} by a reply-by date; small claims court is the last step.`,
              `Todavía no le han devuelto nada${daysOut ? `, ${daysOut} días después de mudarse` : ''}: ni dinero ni una lista de descuentos, así que no hay nada que disputar punto por punto. Pida por escrito ${f.deposit ? `los ${f.deposit} completos` : 'su depósito completo'} antes de una fecha de respuesta; la corte de reclamos menores es el último paso.`,
            )
          : t(
              'Ask for an itemized list of deductions with receipts and photos, dispute anything that is normal wear and tear, and send a written demand with a reply-by date; small claims court is the last step.',
              'Pida una lista detallada de los descuentos con recibos y fotos, dispute lo que sea desgaste normal y envíe una exigencia por escrito con una fecha de respuesta; la corte de reclamos menores es el último paso.',
            );
    /** Photos only as the person told of them: none invented in the letter. */
    const photoLine = ctx.case.flags.moveInPhotos
      ? t('My move-in and move-out photos are attached. ', 'Adjunto mis fotos de entrada y salida. ')
      : ctx.case.flags.photosTaken
        ? t(
            'My photos of the place as I left it are attached. ',
            'Adjunto mis fotos del lugar como lo dejé. ',
          )
        : '';
    /** Ordinary wear over a long tenancy: the years lived there, in the letter (2 years or more). */
    const years = f.years !== undefined && f.years >= 2;
    /** "53 days since you moved out": the state's deadline, asked about with the count in hand. */
    const sinceMoveOut = daysSinceMoveOut(ctx);
    const questions = [
      ...(f.deposit && f.withheld
        ? []
        : [
            t(
              'How much was the whole deposit, and how much did they keep?',
              '¿De cuánto fue el depósito completo y cuánto le retuvieron?',
            ),
          ]),
      t(
        `What is ${f.state ? `${f.state}'s` : "your state's"} deadline for returning deposits and listing deductions? Check ${f.state ? `${f.state}'s` : "your state's"} deposit rules on ${f.state ? `the ${f.state}` : 'your state'} attorney general's site.`,
        `¿Qué plazo da ${estado} para devolver el depósito y detallar los descuentos? Consulte las reglas de depósitos ${deEstado} en el sitio del fiscal general ${deEstado}.`,
      ),
      t(
        'Did they send an itemized list of the deductions?',
        '¿Le enviaron una lista detallada de los descuentos?',
      ),
      ...(f.movedOut
        ? []
        : [t('What day did you move out and return the keys?', '¿Qué día se mudó y entregó las llaves?')]),
    ];
    const parts: Parts = {
      subject:
        f.keptAll && f.deposit
          ? t(`the whole ${f.deposit} deposit kept`, `todo el depósito de ${f.deposit} retenido`)
          : f.withheld && f.deposit
            ? t(
                `the ${f.withheld} kept from the ${f.deposit} deposit`,
                `los ${f.withheld} retenidos del depósito de ${f.deposit}`,
              )
            : f.withheld
              ? t(
                  `the ${f.withheld} kept from the security deposit`,
                  `los ${f.withheld} retenidos del depósito de seguridad`,
                )
              : t(
                  `the ${f.deposit ? `${f.deposit} ` : ''}security deposit`,
                  `el depósito de seguridad${f.deposit ? ` de ${f.deposit}` : ''}`,
                ),
      strategy: [
        t(
          `You're asking for your own money back, so stay factual. ${facts}${leaseWord}`,
          `Se trata de su propio dinero, así que apéguese a los hechos. ${facts}${leaseWord}`,
        ),
        wornLine(ctx, 'you'),
        t(
          timing ??
            `Check what deadline ${f.state ?? 'your state'} sets for returning a deposit and listing deductions, and whether it counts from the day you give your forwarding address in writing: ${f.state ? `the ${f.state}` : 'your state'} attorney general's site or a local tenant organization can tell you${sinceMoveOut ?? '.'}`,
          timing ??
            `Averigüe qué plazo fija ${estado} para devolver el depósito y enviar la lista detallada de descuentos, y si ese plazo cuenta desde que usted da su nueva dirección por escrito: el sitio del fiscal general ${deEstado} o una organización de inquilinos local se lo pueden decir${sinceMoveOut ?? '.'}`,
        ),
        cityRules(ctx, 'first'),
      ]
        .filter(Boolean)
        .join(' '),
      opening: [
        t(
          `"Hi ${name}, it's [your name]. I moved out of [address]${f.movedOut ? ` ${onDay(f.movedOut)}` : ''} and I'm calling about my deposit${f.deposit ? ` of ${f.deposit}` : ''}."`,
          `"Hola, ${name}, habla [su nombre]. Me mudé de [dirección]${f.movedOut ? ` ${elDia(f.movedOut)}` : ''} y llamo por mi depósito${f.deposit ? ` de ${f.deposit}` : ''}."`,
        ),
        refundable
          ? t(
              `"My lease calls the ${f.deposit ? `${f.deposit} ` : ''}deposit refundable. Keeping ${keptWhat}${asLabelSaid} isn't what it says: could you send me an itemized list of any damage, with receipts and photos, or return ${theBack}?"`,
              `"Mi contrato dice que el depósito${f.deposit ? ` de ${f.deposit}` : ''} es reembolsable. Quedarse con ${keptWhat}${asLabelSaid} no es lo que dice: ¿me puede enviar una lista detallada de cualquier daño, con recibos y fotos, o devolverme ${theBack}?"`,
            )
          : f.keptAll && f.deposit
            ? t(
                `"I see the whole ${f.deposit} was kept. Could you send me an itemized list of each deduction, with receipts and photos?"`,
                `"Veo que se retuvo todo el depósito de ${f.deposit}. ¿Me puede enviar una lista detallada de cada descuento, con recibos y fotos?"`,
              )
            : f.withheld
              ? t(
                  `"I see ${f.withheld} was kept. Could you send me an itemized list of each deduction, with receipts and photos?"`,
                  `"Veo que se retuvieron ${f.withheld}. ¿Me puede enviar una lista detallada de cada descuento, con recibos y fotos?"`,
                )
              : t(
                  `"Could you send me an itemized list of any deductions, with receipts and photos?"`,
                  `"¿Me puede enviar una lista detallada de los descuentos, con recibos y fotos?"`,
                ),
        f.keptAll
          ? t(
              `"Please send it to my new address, [new address], by [date]."`,
              `"Le pido que lo envíe a mi nueva dirección, [nueva dirección], antes del [fecha]."`,
            )
          : f.returned && f.withheld
            ? t(
                `"I've received ${f.returned}. Unless the list shows a real cost for each deduction, please send the ${f.withheld} too. My new address is [new address]."`,
                `"Recibí ${f.returned}. Salvo que la lista muestre un costo real para cada descuento, le pido que me envíe también los ${f.withheld}. Mi nueva dirección es [nueva dirección]."`,
              )
            : t(
                `"When will ${f.back ? `the ${f.back}` : f.withheld ? 'the rest' : 'my deposit'} reach me? My new address is [new address]."`,
                `"¿Cuándo me llegará${f.back ? `n los ${f.back}` : f.withheld ? ' el resto' : ' mi depósito'}? Mi nueva dirección es [nueva dirección]."`,
              ),
      ],
      rungs: {
        discount: rung(
          t('Itemized list', 'Lista detallada'),
          t(
            'Could you send each deduction in writing, with its receipt and photo?',
            '¿Me puede enviar cada descuento por escrito, con su recibo y su foto?',
          ),
        ),
        credit: rung(
          t('Wear and tear', 'Desgaste normal'),
          f.years
            ? t(
                `After ${f.years} years there, faded paint, worn carpet and routine cleaning are normal wear and tear, not damage; please remove those deductions.`,
                `Después de ${f.years} años ahí, la pintura desteñida, la alfombra gastada y la limpieza de rutina son desgaste normal, no daños; le pido que quite esos descuentos.`,
              )
            : t(
                'Faded paint, worn carpet and routine cleaning from the time I lived there are normal wear and tear, not damage; please remove those deductions.',
                'La pintura desteñida, la alfombra gastada y la limpieza de rutina por el tiempo que viví ahí son desgaste normal, no daños; le pido que quite esos descuentos.',
              ),
        ),
        downgrade:
          f.returned && f.withheld
            ? rung(
                t('Part of it now', 'Una parte ya'),
                t(
                  `Of the ${f.withheld}, could you send now whatever you can't back with a receipt?`,
                  `De los ${f.withheld}, ¿me puede enviar ahora lo que no pueda respaldar con un recibo?`,
                ),
              )
            : rung(
                t('Undisputed part now', 'Lo no disputado, ya'),
                f.back
                  ? t(
                      `Could you send the ${f.back} you didn't keep now, while we sort out the rest?`,
                      `¿Me puede enviar ahora los ${f.back} que no retuvo, mientras resolvemos el resto?`,
                    )
                  : t(
                      `Of the ${f.deposit ?? 'deposit'}, could you send now whatever you can't back with an itemized receipt, while we sort out the rest?`,
                      `Del depósito${f.deposit ? ` de ${f.deposit}` : ''}, ¿me puede enviar ahora lo que no pueda respaldar con un recibo detallado, mientras resolvemos el resto?`,
                    ),
              ),
        supervisor: rung(
          t('Owner or manager', 'Dueño o administrador'),
          t(
            'Could the owner or property manager review the deductions with me?',
            '¿Podría el dueño o el administrador revisar los descuentos conmigo?',
          ),
        ),
        retention: rung(
          t('Written demand', 'Exigencia por escrito'),
          t(
            `I'll put my request for ${kept} in writing, with a reply-by date.`,
            `Pondré por escrito mi solicitud de devolución ${kept}, con una fecha de respuesta.`,
          ),
        ),
        complaint: rung(
          t('Small claims court', 'Corte de reclamos menores'),
          t(
            "If it isn't settled by [date], I'll file in small claims court.",
            'Si no se resuelve antes del [fecha], presentaré el caso en la corte de reclamos menores.',
          ),
        ),
      },
      email: {
        subject: refundable
          ? t(
              `Refundable deposit for [address]: ${backSum ? `the ${backSum} back` : 'my deposit back'} or itemized damage`,
              `Depósito reembolsable de [dirección]: ${backSum ? `los ${backSum} de vuelta` : 'mi depósito de vuelta'} o los daños detallados`,
            )
          : f.keptAll && f.deposit
            ? t(
                `Security deposit for [address]: the whole ${f.deposit} kept`,
                `Depósito de seguridad de [dirección]: todo el depósito de ${f.deposit} retenido`,
              )
            : t(
                `Security deposit for [address]: itemized deductions${f.withheld ? ` and the ${f.withheld} kept` : ''}`,
                `Depósito de seguridad de [dirección]: descuentos detallados${f.withheld ? ` y los ${f.withheld} retenidos` : ''}`,
              ),
        body: t(
          `Hi ${name},\n\nI moved out of [address] ${f.movedOut ? onDay(f.movedOut) : 'on [move-out date]'} and returned the keys. ${f.keptAll && f.deposit ? `You kept all of my ${f.deposit} security deposit.` : f.returned && f.withheld ? `You returned ${f.returned} of my ${f.deposit ? `${f.deposit} ` : ''}security deposit and kept ${f.withheld}.` : f.withheld ? `You kept ${f.withheld} of my ${f.deposit ? `${f.deposit} ` : ''}security deposit.` : `My security deposit was ${f.deposit ?? '[deposit amount]'}.`}${leaseEmail}\n\nPlease send me by [reply-by date]:\n${refundable ? `1. An itemized list of any damage you deducted for, with receipts and photos.\n2. ${backSum ? `The ${backSum}` : 'My deposit'} back, less only what that list shows.` : `1. An itemized list of each deduction, with receipts and photos.\n2. ${f.back ? `The ${f.back} you didn't keep (if not sent yet), plus any amount` : f.returned && f.withheld ? `The part of the ${f.withheld}` : 'Any amount'} deducted for normal wear and tear or without a receipt.`}${years ? `\n\nI lived there ${f.years} years, so faded paint, worn carpet and the cleaning and repainting due after that long are ordinary wear, not damage.` : ''}${wornLine(ctx, 'I') ? `${years ? ' ' : '\n\n'}${wornLine(ctx, 'I')}` : ''}\n\n${photoLine}If we can't settle this by that date, I'll file in small claims court${smallClaimsWhere(ctx)}.\n\nThank you,\n[Your name]\n[New address]`,
          `Hola, ${name}:\n\nMe mudé de [dirección] ${f.movedOut ? elDia(f.movedOut) : 'el [fecha de mudanza]'} y entregué las llaves. ${f.keptAll && f.deposit ? `Usted se quedó con todo mi depósito de seguridad de ${f.deposit}.` : f.returned && f.withheld ? `Usted me devolvió ${f.returned} de mi depósito de seguridad${f.deposit ? ` de ${f.deposit}` : ''} y retuvo ${f.withheld}.` : f.withheld ? `Usted retuvo ${f.withheld} de mi depósito de seguridad${f.deposit ? ` de ${f.deposit}` : ''}.` : `Mi depósito de seguridad fue de ${f.deposit ?? '[monto del depósito]'}.`}${leaseEmail}\n\nLe pido que me envíe antes del [fecha de respuesta]:\n${refundable ? `1. Una lista detallada de cualquier daño que haya descontado, con recibos y fotos.\n2. ${backSum ? `Los ${backSum}` : 'Mi depósito'} de vuelta, descontando solo lo que muestre esa lista.` : `1. Una lista detallada de cada descuento, con recibos y fotos.\n2. ${f.back ? `Los ${f.back} que no retuvo (si aún no los envió), más todo monto descontado` : f.returned && f.withheld ? `La parte de los ${f.withheld} descontada` : 'Todo monto descontado'} por desgaste normal o sin recibo.`}${years ? `\n\nViví ahí ${f.years} años, así que la pintura desteñida, la alfombra gastada y la limpieza y la pintura que tocan después de tanto tiempo son desgaste normal, no daño.` : ''}${wornLine(ctx, 'I') ? `${years ? ' ' : '\n\n'}${wornLine(ctx, 'I')}` : ''}\n\n${photoLine}Si no lo resolvemos antes de esa fecha, presentaré el caso en la corte de reclamos menores${smallClaimsWhere(ctx)}.\n\nGracias,\n[Su nombre]\n[Nueva dirección]`,
        ),
      },
      talkingPoints: [
        t(
          `Keep the figures straight: deposit ${f.deposit ?? '[deposit]'}${f.returned ? `, returned ${f.returned}` : ''}, kept ${f.withheld ?? '[amount kept]'}${f.back ? `, due back now ${f.back}` : ''}.`,
          `Tenga claras las cifras: depósito ${f.deposit ?? '[depósito]'}${f.returned ? `, devuelto ${f.returned}` : ''}, retenido ${f.withheld ?? '[monto retenido]'}${f.back ? `, por devolver ya ${f.back}` : ''}.`,
        ),
        refundable
          ? t(
              `Have the lease open at the line that calls the deposit refundable, and read it out if they call it ${label ? `a "${label}"` : 'a fee'}; have your move-out photos ready too.`,
              `Tenga el contrato abierto en la línea que llama reembolsable al depósito, y léala si le dicen que es ${label ? `un "${label}"` : 'un cargo'}; tenga también sus fotos de salida.`,
            )
          : t(
              'Have your move-in and move-out photos, the move-in checklist and the lease ready.',
              'Tenga a mano sus fotos de entrada y salida, la lista de revisión inicial y el contrato.',
            ),
        t(
          'Dispute item by item: faded paint, worn carpet and small nail holes usually count as wear and tear.',
          'Dispute punto por punto: pintura desteñida, alfombra gastada y pequeños agujeros de clavos suelen ser desgaste normal.',
        ),
        t(
          'A round number with no receipt is worth questioning.',
          'Una cifra redonda sin recibo merece preguntas.',
        ),
        t(
          'Make sure the landlord has your new address in writing.',
          'Asegúrese de que el arrendador tenga su nueva dirección por escrito.',
        ),
      ],
      questions: questions.slice(0, 3),
      complaintRoutes: t(
        "your state attorney general's consumer or tenant office, small claims court, or a local tenant organization",
        'la oficina de protección al consumidor o de inquilinos del fiscal general de su estado, la corte de reclamos menores o una organización de inquilinos local',
      ),
    };
    if (itemized) {
      const photos = ctx.case.flags.photosTaken === true || ctx.case.flags.moveInPhotos === true;
      return {
        ...parts,
        opening: [
          parts.opening[0]!,
          f.returned
            ? t(
                `"I received ${f.returned} and your letter keeping ${f.withheld}. I dispute those deductions: they are normal wear and tear, not damage."`,
                `"Recibí ${f.returned} y su carta que retiene ${f.withheld}. Disputo esos descuentos: son desgaste normal, no daños."`,
              )
            : t(
                `"I received your letter keeping ${f.withheld}. I dispute those deductions: they are normal wear and tear, not damage."`,
                `"Recibí su carta que retiene ${f.withheld}. Disputo esos descuentos: son desgaste normal, no daños."`,
              ),
          t(
            `"Please send me the ${f.withheld} too. My new address is [new address]."`,
            `"Le pido que me envíe también los ${f.withheld}. Mi nueva dirección es [nueva dirección]."`,
          ),
        ],
        rungs: {
          ...parts.rungs,
          discount: rung(
            t('Damage, not wear', 'Daño, no desgaste'),
            t(
              `For each deduction, what damage beyond normal wear and tear do you say I caused?${photos ? ' My photos show the place as I left it.' : ''}`,
              `Por cada descuento, ¿qué daño más allá del desgaste normal dice que causé?${photos ? ' Mis fotos muestran cómo dejé el lugar.' : ''}`,
            ),
          ),
          downgrade: rung(
            t('The whole sum kept', 'Todo lo retenido'),
            t(
              `A receipt for painting or cleaning doesn't make normal wear my cost: I'm asking for all of the ${f.withheld}.`,
              `Un recibo de pintura o de limpieza no convierte el desgaste normal en un costo mío: le pido los ${f.withheld} completos.`,
            ),
          ),
        },
        email: {
          subject: t(
            `Security deposit for [address]: I dispute the deductions and ask for the ${f.withheld}`,
            `Depósito de seguridad de [dirección]: disputo los descuentos y pido los ${f.withheld}`,
          ),
          body: parts.email.body.replace(
            /\n\n(?:Please send me by \[reply-by date\]|Le pido que me envíe antes del \[fecha de respuesta\]):\n1\.[^\n]*\n2\.[^\n]*/u,
            t(
              `\n\nI dispute the deductions in your letter, and I ask you to return the ${f.withheld} by [reply-by date].`,
              `\n\nDisputo los descuentos de su carta y le pido que me devuelva los ${f.withheld} antes del [fecha de respuesta].`,
            ),
          ),
        },
        talkingPoints: parts.talkingPoints.filter((point) => !/round number|cifra redonda/u.test(point)),
        questions: parts.questions.filter(
          (q) => !/itemized list of the deductions|lista detallada de los descuentos\?/u.test(q),
        ),
      };
    }
    if (!nothingYet) return parts;
    const since = daysOut
      ? t(`${daysOut} days have passed`, `Han pasado ${daysOut} días`)
      : t('Since then', 'Desde entonces');
    const dep = f.deposit ?? t('[deposit amount]', '[monto del depósito]');
    return {
      ...parts,
      subject: t(`the ${dep} deposit, not returned`, `el depósito de ${dep}, sin devolver`),
      opening: [
        parts.opening[0]!,
        t(
          `"${since} and I haven't received my deposit or any list of deductions. Please send me ${theDeposit}."`,
          `"${since} y no he recibido mi depósito ni ninguna lista de descuentos. Le pido que me envíe ${theDeposit}."`,
        ),
        t(
          `"My new address is [new address]. What day will you send it?"`,
          `"Mi nueva dirección es [nueva dirección]. ¿Qué día lo va a enviar?"`,
        ),
      ],
      rungs: {
        ...parts.rungs,
        discount: rung(
          t('The whole deposit', 'El depósito completo'),
          t(
            `Nothing has been deducted in writing, so I'm asking for ${theDeposit}.`,
            `No me han informado ningún descuento por escrito, así que le pido ${theDeposit}.`,
          ),
        ),
        credit: rung(
          t('Any deduction in writing', 'Todo descuento por escrito'),
          t(
            'If you claim any deduction, send it to me in writing, itemized, with receipts.',
            'Si reclama algún descuento, envíemelo por escrito, detallado y con recibos.',
          ),
        ),
        downgrade: rung(
          t('A date', 'Una fecha'),
          t(
            'What date will you send it, and how (check or transfer)?',
            '¿Qué día lo va a enviar, y cómo (cheque o transferencia)?',
          ),
        ),
      },
      email: {
        subject: t(
          `Security deposit for [address]: ${theDeposit}, not yet returned`,
          `Depósito de seguridad de [dirección]: ${theDeposit}, aún sin devolver`,
        ),
        body: t(
          `Hi ${name},\n\nI moved out of [address] ${f.movedOut ? onDay(f.movedOut) : 'on [move-out date]'} and returned the keys${addressGiven ? ', and I gave you my new address in writing' : ''}. ${since} and I have received neither my ${dep} security deposit nor any list of deductions.\n\nPlease send me ${theDeposit} by [reply-by date] at my new address below. If you claim any deduction, send it to me in writing, itemized, with receipts.\n\n${photoLine}If I don't receive it by that date, I'll file in small claims court${smallClaimsWhere(ctx)}.\n\nThank you,\n[Your name]\n[New address]`,
          `Hola, ${name}:\n\nMe mudé de [dirección] ${f.movedOut ? elDia(f.movedOut) : 'el [fecha de mudanza]'} y entregué las llaves${addressGiven ? ', y le di mi nueva dirección por escrito' : ''}. ${since} y no he recibido mi depósito de seguridad de ${dep} ni ninguna lista de descuentos.\n\nLe pido que me envíe ${theDeposit} antes del [fecha de respuesta] a mi nueva dirección, abajo. Si reclama algún descuento, envíemelo por escrito, detallado y con recibos.\n\n${photoLine}Si no lo recibo para esa fecha, presentaré el caso en la corte de reclamos menores${smallClaimsWhere(ctx)}.\n\nGracias,\n[Su nombre]\n[Nueva dirección]`,
        ),
      },
      talkingPoints: [
        t(
          `Keep the figures straight: deposit ${dep}, nothing returned yet${daysOut ? ` (${daysOut} days since you moved out)` : ''}.`,
          `Tenga claras las cifras: depósito ${dep}, nada devuelto todavía${daysOut ? ` (${daysOut} días desde que se mudó)` : ''}.`,
        ),
        ...parts.talkingPoints
          .slice(1)
          .map((point) =>
            /faded paint|pintura desteñida/u.test(point)
              ? t(
                  'If a list of deductions comes later, dispute it item by item: faded paint, worn carpet and small nail holes usually count as wear and tear.',
                  'Si después llega una lista de descuentos, dispútela punto por punto: pintura desteñida, alfombra gastada y pequeños agujeros de clavos suelen ser desgaste normal.',
                )
              : point,
          ),
      ],
      questions: parts.questions.filter(
        (q) => !/itemized list of the deductions|lista detallada de los descuentos\?/u.test(q),
      ),
    };
  },
  repairs: (ctx, f, name) => {
    const t = inLanguage(ctx.lang);
    const thing = repairThing(ctx);
    const since = ctx.case.dates.find((date) => date.role === 'service');
    const sinceDay = since?.iso ? formatDay(since.iso, ctx.lang) : since?.text;
    const problem = thing ?? t('[the problem]', '[el problema]');
    const withholding = ctx.case.flags.withholdingRent === true;
    /** No heat or hot water: an essential service. */
    const heat =
      thing !== undefined && /heat|calefacci|hot water|agua caliente|calentador|boiler|caldera/u.test(thing);
    return {
      subject: t('the repair request for the unit', 'la solicitud de reparación de la unidad'),
      strategy: ctx.case.flags.repairTied
        ? tiedRepair(ctx)
        : [
            heat
              ? t(
                  `Put ${thing} first: it's an essential service, and a home without it for weeks is an urgent repair, not one to wait on. Send a dated written request today (text or email, with photos), say it is urgent, and ask for the fix within a day or two; if it isn't done by then, call your city's code enforcement (housing inspection) office and ask for an inspection.`,
                  `Ponga primero ${thing}: es un servicio esencial, y una vivienda sin ${thing === 'la calefacción' ? 'ella' : 'él'} durante semanas es una reparación urgente, no una que pueda esperar. Envíe hoy una solicitud escrita y fechada (mensaje o correo, con fotos), diga que es urgente y pida el arreglo en uno o dos días; si para entonces no está hecho, llame a la oficina de cumplimiento de códigos (inspección de vivienda) de su ciudad y pida una inspección.`,
                )
              : t(
                  'Get the repair on record and on a date: send a dated written request with photos, and ask for the fix by a reasonable date (sooner for heat, water, gas or locks). If nothing happens by your date, local code enforcement can send an inspector.',
                  'Deje la reparación registrada y con fecha: envíe una solicitud escrita y fechada con fotos, y pida el arreglo para una fecha razonable (antes si se trata de calefacción, agua, gas o cerraduras). Si para esa fecha no está reparado, la oficina local de cumplimiento de códigos puede enviar un inspector.',
                ),
            withholding
              ? t(
                  "Don't stop paying rent on your own: in most places, rent held back without following your state's steps can be treated as unpaid rent and lead to an eviction case. Keep paying on time, with a record, and ask your local housing office or a tenant organization whether your state allows paying rent into escrow or repair-and-deduct, and what notice it requires first.",
                  'No deje de pagar la renta por su cuenta: en la mayoría de los lugares, retener la renta sin seguir los pasos de su estado puede contar como renta no pagada y llevar a un caso de desalojo. Siga pagando a tiempo y con constancia, y pregunte a la oficina de vivienda local o a una organización de inquilinos si su estado permite depositar la renta en una cuenta aparte (rent escrow) o reparar y descontar, y qué aviso exige antes.',
                )
              : t(
                  "Keep paying rent on time and don't hold any back on your own.",
                  'Siga pagando la renta a tiempo y no retenga nada por su cuenta.',
                ),
            f.current && f.proposed
              ? t(
                  `The rise from ${f.current} to ${f.proposed}${f.due ? ` from ${f.due}` : ''} is a separate matter: don't sign or agree to anything yet. Ask your city or county housing office how much written notice a rise needs where you live${f.notice ? ` (yours came ${onDay(f.notice)})` : ''}, since many states require at least 30 days, whether your lease allows a rise now, and ${REPAIR.en.retaliation('such as a rise or a lease not renewed')}.`,
                  `El aumento de ${f.current} a ${f.proposed}${f.due ? ` desde ${elFin(f.due)}` : ''} es un asunto aparte: no firme ni acepte nada todavía. Pregunte a la oficina de vivienda de su ciudad o condado con cuánto aviso por escrito se debe avisar un aumento donde usted vive${f.notice ? ` (a usted le avisaron ${elDia(f.notice)})` : ''}, ya que muchos estados exigen al menos 30 días, si su contrato permite un aumento ahora, y ${REPAIR.es.retaliation('como un aumento o no renovarle el contrato')}.`,
                )
              : undefined,
          ]
            .filter(Boolean)
            .join(' '),
      opening: [
        t(
          `"Hi ${name}, it's [your name] from [unit]. I'm calling about ${problem}, ${sinceDay ? `which has been out since ${sinceDay}` : 'which started [when]'}."`,
          `"Hola, ${name}, habla [su nombre], del [apartamento]. Llamo por ${problem}, ${sinceDay ? `que no funciona desde el ${sinceDay}` : 'que empezó [cuándo]'}."`,
        ),
        ctx.case.flags.repairTied
          ? t(
              `"Fixing ${thing ?? 'it'} is separate from the new lease${f.proposed ? ` at ${f.proposed}` : ''}: I'd like it fixed by [date] either way, and I'll answer about the renewal on its own."`,
              `"El arreglo ${thing ? deLa(thing) : ''} es aparte del contrato nuevo${f.proposed ? ` con ${f.proposed}` : ''}: le pido que quede hecho antes del [fecha] de todos modos, y sobre la renovación le respondo por separado."`.replace(
                'arreglo  es',
                'arreglo es',
              ),
            )
          : t(
              `"I'm sending you photos and a written request today. Could someone fix it by [date]?"`,
              `"Hoy le envío fotos y una solicitud por escrito. ¿Podría alguien arreglarlo antes del [fecha]?"`,
            ),
        t(
          `"When can someone come? I can give access on [days]."`,
          `"¿Cuándo puede venir alguien? Puedo dar acceso el [día]."`,
        ),
      ],
      rungs: {
        discount: rung(
          t('A firm date', 'Una fecha firme'),
          t(
            'Could you give me a date for the repair, in writing?',
            '¿Me puede dar una fecha para la reparación, por escrito?',
          ),
        ),
        credit: rung(
          t('Temporary fix', 'Arreglo temporal'),
          t(
            `Until it is fixed, could you provide ${heat ? 'a space heater' : '[a space heater / a temporary fix]'}?`,
            `Mientras se repara, ¿podría darme ${heat ? 'un calefactor portátil' : '[un calefactor / un arreglo temporal]'}?`,
          ),
        ),
        downgrade: rung(
          t('Rent credit', 'Crédito en la renta'),
          t(
            `Would you consider a rent credit for the [weeks] without ${heat ? 'heat' : '[heat / the room]'}?`,
            `¿Consideraría un crédito en la renta por las [semanas] sin ${heat ? 'calefacción' : '[calefacción / la habitación]'}?`,
          ),
        ),
        supervisor: rung(
          t('Owner or manager', 'Dueño o administrador'),
          t(
            'Could you pass this to the owner or property manager today?',
            '¿Podría pasarle esto hoy al dueño o al administrador?',
          ),
        ),
        retention: rung(
          t('Second request', 'Segunda solicitud'),
          t(
            "I'll follow up in writing with the date of my first request and new photos.",
            'Le daré seguimiento por escrito, con la fecha de mi primera solicitud y fotos nuevas.',
          ),
        ),
        complaint: rung(
          t('Code enforcement', 'Inspección de vivienda'),
          t(
            "If it isn't fixed by [date], I'll ask local code enforcement to inspect.",
            'Si no está arreglado antes del [fecha], pediré una inspección a la oficina local de cumplimiento de códigos.',
          ),
        ),
      },
      email: {
        subject: t(
          `${heat ? 'Urgent repair' : 'Repair request'} for [unit]: ${thing ?? '[the problem]'}, first reported [date]`,
          `${heat ? 'Reparación urgente' : 'Solicitud de reparación'} del [apartamento]: ${thing ?? '[el problema]'}, reportado el [fecha]`,
        ),
        body: t(
          `Hi ${name},\n\nI'm asking for a repair at [address, unit]: ${thing ? `${thing}${sinceDay ? `, which has not worked since ${sinceDay}` : ', since [when]'}` : '[the problem, where, since when]'}. Photos are attached. I first reported it on [date].${heat ? " It's an essential service, so this is urgent." : ''}\n\nCould you have it fixed by ${heat ? "[tomorrow's date]" : '[a reasonable date]'}? Please tell me when someone will come so I can give access.${ctx.case.flags.repairTied ? `\n\nThe repair is separate from the renewal${f.proposed ? ` at ${f.proposed}` : ''}: I'm asking for it to be fixed whatever I decide about the new lease, and I'll answer about that on its own.` : f.current && f.proposed ? `\n\nSeparately, about your notice that the rent goes from ${f.current} to ${f.proposed}: could you send it to me in writing, with the date it would take effect? I'd like to check the notice it needs before I agree to a new rent.` : ''}\n\nPlease reply by [date] to confirm.\n\nThank you,\n[Your name]\n[Phone number]`,
          `Hola, ${name}:\n\nLe pido una reparación en [dirección y apartamento]: ${thing ? `${thing}${sinceDay ? `, que no funciona desde el ${sinceDay}` : ', desde [cuándo]'}` : '[el problema, dónde y desde cuándo]'}. Adjunto fotos. Lo reporté por primera vez el [fecha].${heat ? ' Es un servicio esencial, así que es urgente.' : ''}\n\n¿Podría repararse antes del ${heat ? '[fecha de mañana]' : '[fecha razonable]'}? Le pido que me avise cuándo vendrá alguien para dar acceso.${ctx.case.flags.repairTied ? `\n\nLa reparación es aparte de la renovación${f.proposed ? ` con ${f.proposed}` : ''}: le pido que se haga sin importar lo que decida sobre el contrato nuevo, y sobre eso le respondo por separado.` : f.current && f.proposed ? `\n\nAparte, sobre su aviso de que la renta pasa de ${f.current} a ${f.proposed}: ¿me lo puede enviar por escrito, con la fecha en que empezaría? Quisiera revisar el aviso que se requiere antes de aceptar una renta nueva.` : ''}\n\nLe pido una respuesta antes del [fecha] para confirmarlo.\n\nGracias,\n[Su nombre]\n[Teléfono]`,
        ),
      },
      talkingPoints: [
        t(
          'Date everything: when it started, each request, each reply.',
          'Anote fechas de todo: cuándo empezó, cada solicitud, cada respuesta.',
        ),
        t(
          'Take dated photos or video, again each time it gets worse.',
          'Tome fotos o video con fecha, de nuevo cada vez que empeore.',
        ),
        t(
          'For heat, water, gas, electricity or locks, say it is urgent and ask for a sooner date.',
          'Si es calefacción, agua, gas, electricidad o cerraduras, diga que es urgente y pida una fecha más cercana.',
        ),
        t(
          'Pay rent on time, in a way that leaves a record.',
          'Pague la renta a tiempo, de una forma que deje constancia.',
        ),
        t('Give reasonable access and note every visit.', 'Dé acceso razonable y anote cada visita.'),
      ],
      questions: [
        t(
          'Does the problem affect health or safety (heat, water, gas, electricity, leaks, mold, pests, locks)?',
          '¿El problema afecta la salud o la seguridad (calefacción, agua, gas, electricidad, goteras, moho, plagas, cerraduras)?',
        ),
        t(
          'Does your state allow repair-and-deduct or paying rent into escrow? Ask your local housing office or a tenant organization before holding back any rent.',
          '¿Su estado permite reparar y descontar de la renta (repair and deduct) o depositar la renta en una cuenta aparte (rent escrow)? Consulte a la oficina de vivienda local o a una organización de inquilinos antes de retener renta.',
        ),
        t(
          'Have you already asked in writing, and on what date?',
          '¿Ya pidió la reparación por escrito, y en qué fecha?',
        ),
      ],
      complaintRoutes: t(
        'local code enforcement (a housing inspector), your local housing office, or a local tenant organization',
        'la oficina local de cumplimiento de códigos (un inspector de vivienda), la oficina de vivienda local o una organización de inquilinos local',
      ),
    };
  },

  unsure: (ctx, _f, name) => {
    const t = inLanguage(ctx.lang);
    return {
      subject: t('the issue with the landlord', 'el asunto con el arrendador'),
      strategy: t(
        "Start safe: gather the lease, the notice or message, photos and rent receipts. Ask for the figures and the lease clause in writing, and don't pay anything new, sign or agree on the spot. Keep paying the rent in your lease on time meanwhile.",
        'Empiece por lo seguro: reúna el contrato, el aviso o mensaje, fotos y recibos de renta. Pida las cifras y la cláusula del contrato por escrito, y no pague nada nuevo, no firme ni acepte en el momento. Mientras tanto, siga pagando a tiempo la renta de su contrato.',
      ),
      opening: [
        t(
          `"Hi ${name}, it's [your name] from [unit]. I'm calling about [the notice / the charge / the problem]."`,
          `"Hola, ${name}, habla [su nombre], del [apartamento]. Llamo por [el aviso / el cargo / el problema]."`,
        ),
        t(
          `"Could you send me the details in writing, with the amounts and the lease clause?"`,
          `"¿Me puede enviar los detalles por escrito, con los montos y la cláusula del contrato?"`,
        ),
        t(
          `"I'll look at it and get back to you by [date]."`,
          `"Lo voy a revisar y le respondo antes del [fecha]."`,
        ),
      ],
      rungs: {
        discount: rung(
          t('In writing', 'Por escrito'),
          t(
            'Could you put that in writing, with the figures?',
            '¿Me lo puede poner por escrito, con las cifras?',
          ),
        ),
        credit: rung(
          t('Lease clause', 'Cláusula del contrato'),
          t('Which clause of our lease covers this?', '¿Qué cláusula de nuestro contrato cubre esto?'),
        ),
        downgrade: rung(
          t('Time to review', 'Tiempo para revisar'),
          t(
            "I'd like a few days to review my lease before I answer.",
            'Quisiera unos días para revisar mi contrato antes de responder.',
          ),
        ),
        supervisor: rung(
          t('Owner or manager', 'Dueño o administrador'),
          t(
            'Could the owner or property manager look at this with us?',
            '¿Podría el dueño o el administrador revisar esto con nosotros?',
          ),
        ),
        retention: rung(
          t('Written reply', 'Respuesta escrita'),
          t(
            "I'll answer in writing by [date] so we both have it.",
            'Le responderé por escrito antes del [fecha] para que ambos lo tengamos.',
          ),
        ),
        complaint: rung(
          t('Outside help', 'Ayuda externa'),
          t(
            "If we can't sort it out, I'll ask the local housing office for help.",
            'Si no lo resolvemos, pediré ayuda a la oficina de vivienda local.',
          ),
        ),
      },
      email: {
        subject: t(
          'Question about my lease: [the notice / the charge / the repair]',
          'Consulta sobre mi contrato: [el aviso / el cargo / la reparación]',
        ),
        body: t(
          `Hi ${name},\n\nI received [the notice / the charge / your message] on [date]. Before I answer, could you send me in writing the amounts involved, what they cover, and which clause of our lease they rely on?\n\nMeanwhile I'll keep paying the rent in my lease on time. Could you reply by [date]?\n\nThank you,\n[Your name]`,
          `Hola, ${name}:\n\nRecibí [el aviso / el cargo / su mensaje] el [fecha]. Antes de responder, ¿me puede enviar por escrito los montos, qué cubren y en qué cláusula de nuestro contrato se basan?\n\nMientras tanto, seguiré pagando a tiempo la renta de mi contrato. ¿Me podría responder antes del [fecha]?\n\nGracias,\n[Su nombre]`,
        ),
      },
      talkingPoints: [
        t(
          'Gather the lease, the notice or message, photos, and proof of rent paid.',
          'Reúna el contrato, el aviso o mensaje, fotos y comprobantes de renta pagada.',
        ),
        t('Ask for amounts and reasons in writing.', 'Pida los montos y las razones por escrito.'),
        t("Don't sign or pay anything new on the spot.", 'No firme ni pague nada nuevo en el momento.'),
        t('Keep paying the rent in your lease on time.', 'Siga pagando a tiempo la renta de su contrato.'),
      ],
      questions: [
        t(
          'Is this about a rent increase, your security deposit, or a repair?',
          '¿Se trata de un aumento de renta, su depósito de seguridad o una reparación?',
        ),
        t(
          'Are you inside a fixed-term lease, is it up for renewal, or have you moved out?',
          '¿Está dentro de un contrato a plazo fijo, le toca renovar o ya se mudó?',
        ),
      ],
      complaintRoutes: t(
        'your local housing office or a local tenant organization',
        'la oficina de vivienda local o una organización de inquilinos local',
      ),
    };
  },
};

// ---------------------------------------------------------------- offers

/**
 * An offer from the landlord, judged against the person's own figures. No right applies in this
 * area, so nothing is declined as money not owed; a mid-lease rise is declined because the lease
 * already sets the rent.
 */
function judgeOffer(ctx: CopyContext, offered: number | undefined): OfferVerdict | undefined {
  if (offered === undefined) return undefined;
  const current = ctx.value('current');
  const proposed = ctx.value('proposed');
  const asked = ctx.value('asked');
  // "They offered half" during the lease is half a rise the lease doesn't allow.
  if (offered < 0 && keyOf(ctx) === 'midlease') return 'decline';
  if (loneRise(ctx) && current !== undefined) {
    // Only the rise is known ("goes up 200"): an offer that small is a smaller rise. During the lease
    // the lease sets the rent, so any rise is declined; at renewal a smaller one is worth a counter.
    if (offered <= 0 || offered >= LONE_RISE_BELOW) return undefined;
    if (keyOf(ctx) === 'midlease') return 'decline';
    return offered < current ? 'counter' : 'decline';
  }
  switch (keyOf(ctx)) {
    case 'renewal': {
      // Below today's rent, a sum is the rise they now ask for when that is the only reading
      // ("a rise of only 100" and "100 off the new rent" land on the same rent); otherwise leave it.
      const made = offered > 0 ? offeredRent(ctx, { value: offered }) : undefined;
      const rent = made && made.other === undefined ? made.rent : undefined;
      if (current === undefined || rent === undefined) return undefined;
      const counter = counterValueOf(ctx);
      if (rent <= current || (counter !== undefined && rent <= counter)) return 'accept';
      if (proposed !== undefined) return rent < proposed ? 'counter' : 'decline';
      return undefined;
    }
    case 'midlease':
      if (current === undefined || offered < current) return undefined;
      return offered === current ? 'accept' : 'decline';
    case 'deposit': {
      // What's withheld is the person's money until the landlord shows damage: less is declined.
      const goal = asked ?? keptValueOf(ctx) ?? ctx.value('deposit');
      if (goal === undefined) return undefined;
      return offered >= goal ? 'accept' : 'decline';
    }
    case 'repairs':
      if (asked === undefined) return undefined;
      return offered >= asked ? 'accept' : 'counter';
    default:
      return undefined;
  }
}

// ---------------------------------------------------------------- after the first answer

/**
 * The rent a landlord's offer at renewal would make: a sum at least today's rent is the rent; a
 * smaller one is the rise they now ask for, or an amount off the new rent (`other`, when the two
 * readings differ, so the person asks which); "half" is half the rise.
 */
function offeredRent(
  ctx: CopyContext,
  { value, share }: { value?: number; share?: number },
): { rent: number; other?: number } | undefined {
  if (loneRise(ctx)) return undefined;
  const current = ctx.value('current');
  const proposed = ctx.value('proposed');
  if (current === undefined) return undefined;
  if (share === 0.5 && proposed !== undefined && proposed > current) {
    return { rent: current + (proposed - current) / 2 };
  }
  if (value === undefined) return undefined;
  if (value >= current) return { rent: value };
  if (proposed === undefined) return { rent: current + value };
  const asRise = current + value;
  const asCut = proposed - value;
  if (asRise >= proposed) return asCut >= current ? { rent: asCut } : undefined;
  return asCut === asRise ? { rent: asRise } : { rent: asRise, other: asCut };
}

/** The sums a follow-up step names, from the first answer's figures. */
/**
 * A landlord who will fix something only if the person signs a renewal at a higher rent: two
 * separate matters. The repair is asked for in writing on its own, the city's inspector is the
 * route if it waits, and whether state rules on habitability or retaliation reach it is a question.
 */
function tiedRepair(ctx: CopyContext): string {
  const t = inLanguage(ctx.lang);
  const f = figuresOf(ctx);
  const named = repairThing(ctx);
  const thing = named ?? t('the repair', 'la reparación');
  /** The Spanish sentence opens on the fix itself: "El arreglo del calentador no debería...". */
  const fix = named ? `el arreglo ${deLa(named)}` : 'la reparación';
  return t(
    `Fixing ${thing} shouldn't depend on signing a new lease${f.proposed ? ` at ${f.proposed}` : ''}: keep them apart. Ask in writing for ${thing} to be fixed by a date (heat and hot water are urgent), with your earlier texts and photos; if it isn't, ask your city's housing inspection (code enforcement) office to inspect. Ask your local housing office or a tenant group whether your state's habitability rules cover it, and whether a rise tied to a repair request counts as retaliation; decide on the renewal${f.proposed ? ` at ${f.proposed}` : ''} on its own merits.`,
    `${fix.charAt(0).toUpperCase()}${fix.slice(1)} no debería depender de que firme un contrato nuevo${f.proposed ? ` con ${f.proposed}` : ''}: son asuntos aparte, y no acepte que se condicionen. Pida por escrito que reparen ${thing} antes de una fecha (la calefacción y el agua caliente son urgentes), con sus mensajes y fotos anteriores; si no lo hacen, pida una inspección a la oficina de inspección de vivienda (código de vivienda) de su ciudad. Pregunte a la oficina de vivienda local o a una organización de inquilinos si las reglas de habitabilidad de su estado lo cubren, y si subir la renta por pedir una reparación cuenta como represalia; decida la renovación${f.proposed ? ` con ${f.proposed}` : ''} por separado.`,
  );
}

function stepFigures(ctx: CopyContext) {
  const f = figuresOf(ctx);
  return { f, counter: f.counter, counterValue: counterValueOf(ctx) };
}

function nextStep(ctx: CopyContext, outcome: Outcome, offer: string | undefined): string | undefined {
  const t = inLanguage(ctx.lang);
  const { f, counter, counterValue } = stepFigures(ctx);
  const lease = f.current ?? t('the rent in your lease', 'la renta de su contrato');
  switch (keyOf(ctx)) {
    case 'renewal': {
      const byLength = byLengthStep(ctx, outcome);
      if (byLength) return byLength;
      // Month to month: "it's legal, take it or leave" is checked, not taken on their word.
      if (outcome === 'said_no' && ctx.case.flags.monthToMonth === true)
        return t(
          `"It's legal" is for the rules to say, not the landlord: ask which rule allows it, in writing, and check it yourself with your city's housing or rent program or a tenant organization${f.state ? ` in ${f.state}` : ''}${f.due ? ` before ${f.due}` : ''}: whether a limit on increases covers your unit and how much notice this rise needs. If it breaks either, ask in writing for the rise to be corrected. If it is allowed, decide with two or three listings of similar units whether ${f.proposed ?? 'the new rent'} beats moving; and if you're told to leave for asking about your rights, ask the housing office about that too.`,
          `"Es legal" no lo decide el arrendador sino las reglas: pregúntele por escrito qué regla lo permite y confírmelo usted con el programa de vivienda o de renta de su ciudad o una organización de inquilinos${f.state ? ` de ${f.state}` : ''}${f.due ? ` antes ${delFin(f.due)}` : ''}: si un límite de aumentos cubre su unidad y cuánto aviso requiere este aumento. Si no cumple alguna de las dos cosas, pida por escrito que corrijan el aumento. Si está permitido, decida con dos o tres anuncios de unidades parecidas si ${f.proposed ?? 'la nueva renta'} le conviene más que mudarse; y si le dicen que se vaya por preguntar por sus derechos, consulte eso también con la oficina de vivienda.`,
        );
      if (outcome === 'said_no')
        return t(
          `Ask what would make a smaller rise work for them (a longer lease, signing early, autopay), and check with your city or county housing office whether local or state rules limit the rise or the notice. Meanwhile look at two or three listings of similar units, so you can decide before the renewal deadline whether ${f.proposed ?? 'the new rent'} still beats moving.`,
          `Pregunte qué haría posible un aumento menor (un contrato más largo, firmar antes, pago automático) y consulte a la oficina de vivienda de su ciudad o condado si alguna regla local o estatal limita el aumento o el aviso. Mientras tanto, mire dos o tres anuncios de unidades parecidas, para decidir antes de la fecha de renovación si ${f.proposed ?? 'la nueva renta'} le conviene más que mudarse.`,
        );
      if (outcome === 'counter_offer') {
        const made = offeredRent(ctx, readOffer(offer));
        const rent = made
          ? made.other !== undefined
            ? t(
                ` That's a rent of ${ctx.money(made.rent)} if it's the whole rise, or ${ctx.money(made.other)} if it comes off the new rent: ask which, in writing.`,
                ` La renta quedaría en ${ctx.money(made.rent)} si es todo el aumento, o en ${ctx.money(made.other)} si se descuenta de la renta nueva: pregunte cuál es, por escrito.`,
              )
            : t(
                ` That makes the rent ${ctx.money(made.rent)}.`,
                ` Con eso, la renta quedaría en ${ctx.money(made.rent)}.`,
              )
          : '';
        const meets =
          made && made.other === undefined && counterValue !== undefined && made.rent <= counterValue;
        const weigh = meets
          ? t(
              `It meets your counter of ${counter}: you can accept it once the new rent, its start date and the lease length are in the signed lease.`,
              `Cumple su contraoferta de ${counter}: puede aceptarla cuando la nueva renta, su fecha de inicio y el plazo estén en el contrato firmado.`,
            )
          : t(
              `Weigh it against your counter${counter ? ` of ${counter}` : ''} and what similar units list for: one more counter is fair (a longer lease for a little less), then decide, and get the final rent into the signed lease.`,
              `Compárela con su contraoferta${counter ? ` de ${counter}` : ''} y con lo que se anuncian unidades parecidas: una contraoferta más es razonable (un contrato más largo por un poco menos); luego decida y ponga la renta final en el contrato firmado.`,
            );
        return t(
          `They offered ${offer ?? 'something'}.${rent} ${weigh}`,
          `Le ofrecieron ${offer ?? 'algo'}.${rent} ${weigh}`,
        );
      }
      if (outcome === 'agreed')
        return t(
          'Get the new rent, its start date and the lease length into the signed renewal, and check that nothing else in the lease changed before you sign.',
          'Ponga la nueva renta, su fecha de inicio y el plazo en la renovación firmada, y revise que nada más del contrato haya cambiado antes de firmar.',
        );
      if (outcome === 'no_reply')
        return t(
          `Send your offer again in writing with a reply-by date well before the renewal deadline, and look at listings now, so silence doesn't leave you signing at ${f.proposed ?? 'the new rent'} at the last minute.`,
          `Envíe de nuevo su propuesta por escrito con una fecha de respuesta bastante antes de la fecha de renovación, y mire anuncios desde ahora, para que el silencio no le lleve a firmar ${f.proposed ? `en ${f.proposed}` : 'la nueva renta'} a última hora.`,
        );
      return t(
        `Don't sign the renewal or pay ${offer ?? 'a fee'} on the spot: ask for the full renewal lease in writing, read it, and pay only what the signed lease sets, with a receipt.`,
        `No firme la renovación ni pague ${offer ?? 'un cargo'} en el momento: pida el contrato de renovación completo por escrito, léalo y pague solo lo que fije el contrato firmado, con recibo.`,
      );
    }
    case 'midlease': {
      const higher =
        offer ??
        f.proposed ??
        (f.increase
          ? t(`the extra ${f.increase}`, `los ${f.increase} de más`)
          : t('the higher amount', 'el monto más alto'));
      if (outcome === 'said_no') {
        const owner = ctx.case.flags.newOwner
          ? t(
              ' A sale generally passes the building on with its leases in place, so ask your local housing office or a tenant organization whether new owners must honor your lease where you live.',
              ' Una venta en general pasa el edificio con sus contratos vigentes, así que pregunte a la oficina de vivienda local o a una organización de inquilinos si los nuevos dueños deben respetar su contrato donde usted vive.',
            )
          : '';
        const state = ctx.case.state;
        const leave = ctx.case.flags.moveOutThreat
          ? t(
              " Don't move out or sign anything because of a message: in general only a court can order a tenant out, and if you get court papers, answer them by their date and call legal aid.",
              ' No se mude ni firme nada por un mensaje: en general solo una corte puede ordenar que un inquilino se vaya, y si recibe papeles de la corte, respóndalos antes de su fecha y llame a asistencia legal.',
            )
          : '';
        return `${t(
          `Keep paying ${lease} on time, in a way that leaves a record, and write that you're paying what your lease sets until they show the clause that allows a change. Ask your local housing office or a tenant organization whether local or ${state ?? 'state'} rules say anything about a rise during a fixed-term lease, and, ${ctx.case.flags.toldToLeave ? 'since they told you to leave' : 'if they threaten not to renew unless you sign'}, whether ${state ?? 'your state'} limits ${ctx.case.flags.toldToLeave ? 'retaliation' : 'non-renewal or retaliation'}${ctx.case.flags.repairNeeded ? '; keep the repair request going in writing, with a date' : ''}.`,
          `Siga pagando ${lease} a tiempo, de una forma que deje constancia, y escriba que paga lo que fija su contrato hasta que le muestren la cláusula que permite un cambio. Consulte a la oficina de vivienda local o a una organización de inquilinos si alguna regla local o ${state ? `de ${state}` : 'estatal'} dice algo sobre un aumento durante un contrato a plazo fijo y, ${ctx.case.flags.toldToLeave ? 'ya que le dijeron que se vaya' : 'si amenazan con no renovarle si no firma'}, si ${state ?? 'su estado'} limita ${ctx.case.flags.toldToLeave ? 'las represalias' : 'la no renovación o las represalias'}${ctx.case.flags.repairNeeded ? '; siga pidiendo la reparación por escrito, con una fecha' : ''}.`,
        )}${owner}${leave}`;
      }
      if (outcome === 'counter_offer')
        return t(
          `They offered ${offer ?? 'a smaller rise'}, but a smaller rise is still a change to the lease you signed: unless a clause allows it, you can say no and keep paying ${lease}. If you choose to accept it, get it in writing, with the date it ends.`,
          `Le ofrecieron ${offer ?? 'un aumento menor'}, pero un aumento menor sigue siendo un cambio al contrato que firmó: salvo que una cláusula lo permita, puede decir que no y seguir pagando ${lease}. Si decide aceptarlo, pídalo por escrito, con la fecha en que termina.`,
        );
      if (outcome === 'agreed')
        return t(
          `Ask for a short email or text confirming that the rent stays ${f.current ? `at ${f.current}` : 'as the lease sets it'} until ${f.due ?? '[lease end date]'}.`,
          `Pida un correo o mensaje breve que confirme que la renta sigue ${f.current ? `en ${f.current}` : 'como la fija su contrato'} hasta el ${f.due ?? '[fin del contrato]'}.`,
        );
      if (outcome === 'no_reply')
        return t(
          `Silence leaves the lease as it is: keep paying ${lease} on time with a record, and keep their notice and your written request together.`,
          `El silencio deja el contrato como está: siga pagando ${lease} a tiempo y con constancia, y guarde juntos el aviso y su solicitud por escrito.`,
        );
      return t(
        `Pay ${lease}, not ${higher}, on the usual date and in a way that leaves a record, with a short note that it's the rent your lease sets. Don't sign an amendment to end the pressure.`,
        `Pague ${lease}, no ${higher}, en la fecha de siempre y de una forma que deje constancia, con una nota breve de que es la renta que fija su contrato. No firme una enmienda para quitarse la presión.`,
      );
    }
    case 'deposit': {
      const keptSum = keptInAll(ctx) ?? f.withheld;
      const owed = t(
        keptSum ? `the ${keptSum}` : f.deposit ? `the ${f.deposit} deposit` : 'the deposit',
        keptSum ? `los ${keptSum}` : `el depósito${f.deposit ? ` de ${f.deposit}` : ''}`,
      );
      /** Spanish agrees the verb with the sum: "los 800 que se le deben", "el depósito que se le debe". */
      const owedToYou = f.withheld ? `${owed} que se le deben` : `${owed} que se le debe`;
      if (outcome === 'said_no')
        return t(
          `Ask again, in writing, for the itemized list of deductions with receipts, then send a written demand letter for ${owed}: why it's due (your move-out photos, normal wear and tear) and a reply-by date about two weeks out. If that date passes, small claims court is the next step.`,
          `Pida de nuevo por escrito la lista detallada de descuentos con recibos, y luego envíe una carta de exigencia por ${owed}: por qué le corresponde (sus fotos de salida, el desgaste normal) y una fecha de respuesta de unas dos semanas. Si esa fecha pasa, el siguiente paso es la corte de reclamos menores.`,
        );
      // The demand letter already went out and nobody answered: the next step is the court, not a new letter.
      if (outcome === 'no_reply' && ctx.case.flags.disputeSent)
        return t(
          `Your letter already asked for ${owed}, so don't start over: once its reply-by date has passed, file in small claims court, bringing ${ctx.case.flags.depositRefundable ? 'the lease page that calls it refundable, ' : ''}your move-out photos and a copy of your letter with proof you sent it. The court clerk can explain the fee and the steps; a short final notice with a date a week out is optional.`,
          `Su carta ya pidió ${owed}, así que no empiece de nuevo: cuando pase su fecha de respuesta, presente el caso en la corte de reclamos menores, con ${ctx.case.flags.depositRefundable ? 'la página del contrato que lo llama reembolsable, ' : ''}sus fotos de salida y una copia de su carta con la prueba de envío. El personal de la corte le explica el costo y los pasos; un último aviso breve con una fecha a una semana es opcional.`,
        );
      if (outcome === 'no_reply')
        return t(
          `Send a written demand letter by certified mail with a return receipt: ${owed} you're owed, why (${ctx.case.flags.depositRefundable ? 'your lease calls it a refundable deposit, ' : ''}your move-out photos${f.withheld ? '' : ', no itemized list'}), and a reply-by date about two weeks out, saying you'll file in small claims court if it isn't paid. If the date passes, file; the court clerk can explain the fee and the steps.`,
          `Envíe una carta de exigencia por correo certificado con acuse de recibo: ${owedToYou}, por qué (${ctx.case.flags.depositRefundable ? 'su contrato lo llama un depósito reembolsable, ' : ''}sus fotos de salida${f.withheld ? '' : ', la falta de una lista detallada'}) y una fecha de respuesta de unas dos semanas, diciendo que presentará el caso en la corte de reclamos menores si no le pagan. Si la fecha pasa, presente el caso; el personal de la corte le explica el costo y los pasos.`,
        );
      if (outcome === 'counter_offer')
        return t(
          `They offered ${offer ?? 'part of it'}${f.withheld || f.deposit ? ` of the ${f.withheld ?? f.deposit}` : ''}, but a deposit is your money, held only against damage beyond normal wear and tear: unless they send an itemized list of deductions with receipts, ask in writing for all of it by a date about two weeks out, and say you'll file in small claims court if it isn't paid. Don't accept it as a full settlement, sign a release or cash a check marked "paid in full" unless you choose to close the rest; a threat to keep everything if you push doesn't change what they owe, so ask your local housing office or a tenant group about your state's deadline to return a deposit and any penalty for keeping one in bad faith.`,
          `Le ofrecieron ${offer ?? 'una parte'}${f.withheld || f.deposit ? ` de los ${f.withheld ?? f.deposit}` : ''}, pero el depósito es su dinero, retenido solo contra daños más allá del desgaste normal: salvo que le envíen una lista detallada de descuentos con recibos, pida por escrito todo el depósito antes de una fecha, unas dos semanas después, y diga que presentará el caso en la corte de reclamos menores si no lo pagan. No lo acepte como arreglo total, no firme una renuncia ni cobre un cheque marcado "pago total" salvo que decida cerrar el resto; amenazar con quedarse con todo si usted reclama no cambia lo que le deben, así que pregunte a la oficina de vivienda local o a una organización de inquilinos por el plazo de su estado para devolver un depósito y por cualquier multa por retenerlo de mala fe.`,
        );
      if (outcome === 'agreed')
        return t(
          'Get the amount and the date it will be paid in writing, sent to your new address; if it has not arrived by then, send your demand letter.',
          'Pida por escrito el monto y la fecha en que le pagarán, enviado a su nueva dirección; si para entonces no ha llegado, envíe su carta de exigencia.',
        );
      return t(
        `Don't pay ${offer ?? 'extra damage charges'} today: ask first for the itemized list with receipts and photos, and compare it with your move-out photos.`,
        `No pague ${offer ?? 'cargos extra por daños'} hoy: pida primero la lista detallada con recibos y fotos, y compárela con sus fotos de salida.`,
      );
    }
    case 'repairs': {
      if (ctx.case.flags.repairTied) return tiedRepair(ctx);
      if (outcome === 'said_no')
        return t(
          'Ask your city or county for a housing code inspection (search your city\'s name and "code enforcement"): an inspector\'s report is a written record that is hard to ignore. Keep paying rent on time, and ask a tenant organization before you hold any back or repair it yourself.',
          'Pida a su ciudad o condado una inspección del código de vivienda (busque el nombre de su ciudad y "code enforcement" o "inspección de vivienda"): el informe de un inspector es un registro escrito difícil de ignorar. Siga pagando la renta a tiempo y consulte a una organización de inquilinos antes de retener algo o repararlo por su cuenta.',
        );
      if (outcome === 'no_reply')
        return t(
          'Send a second written request with the date of your first, new photos and a new date; if that date passes, ask the local housing code inspector to inspect.',
          'Envíe una segunda solicitud por escrito con la fecha de la primera, fotos nuevas y una fecha nueva; si esa fecha pasa, pida una inspección al inspector de vivienda local.',
        );
      if (outcome === 'counter_offer')
        return t(
          `They offered ${offer ?? 'something'}: a credit helps, but get the repair date in writing too, and accept the credit as covering the time without the repair, not as settling the repair itself.`,
          `Le ofrecieron ${offer ?? 'algo'}: un crédito ayuda, pero pida también la fecha de la reparación por escrito, y acepte el crédito por el tiempo sin la reparación, no como si resolviera la reparación.`,
        );
      if (outcome === 'agreed')
        return t(
          'Get the repair date in writing, give access that day, and send a short text once it is fixed (or if it is not).',
          'Pida la fecha de la reparación por escrito, dé acceso ese día y envíe un mensaje breve cuando esté arreglado (o si no lo está).',
        );
      return t(
        `Keep paying your rent on time as usual, but don't pay ${offer ?? 'for the repair'} unless your lease makes it your cost; ask them to show you that in writing first.`,
        `Siga pagando la renta a tiempo como siempre, pero no pague ${offer ?? 'la reparación'} salvo que su contrato la ponga a su cargo; pida que se lo muestren por escrito primero.`,
      );
    }
    default:
      return undefined;
  }
}

/** "1,550–1,600": the listings the person found, as a range when they gave two ends. */
function marketRange(ctx: CopyContext): { text: string; low: number; high: number } | undefined {
  const market = ctx.case.amounts.filter((amount) => amount.role === 'market');
  const [first] = market;
  if (!first) return undefined;
  const low = Math.min(...market.map((amount) => amount.value));
  const high = Math.max(...market.map((amount) => amount.value));
  const ends = [
    market.find((amount) => amount.value === low),
    market.find((amount) => amount.value === high),
  ];
  return {
    text: low === high ? first.text : `${ends[0]?.text ?? ''}–${ends[1]?.text ?? ''}`,
    low,
    high,
  };
}

function percentOf(ctx: CopyContext, part: number, whole: number): string {
  const rounded = Math.round((part / whole) * 1000) / 10;
  const text = Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
  return `${ctx.lang === 'es' ? text.replace('.', ',') : text}%`;
}

/**
 * The housing office answered the person: the unit is under the local rent limit (with the most it
 * allows this year, when they said it), so the landlord is asked in writing to correct the notice to
 * that figure, worked out; or the building is exempt, so the state's own limit and notice remain the
 * questions, and a counter comes after. What the office said is the person's report, never Lane's law.
 */
function officeAnswered(ctx: CopyContext, f: Figures, days: number | undefined): FollowUpAnswer | undefined {
  const covered = ctx.case.flags.rentLimitCovered;
  const current = ctx.value('current');
  const proposed = ctx.value('proposed');
  if (covered === undefined || current === undefined || proposed === undefined) return undefined;
  const t = inLanguage(ctx.lang);
  const ask = limitAsk(ctx, f, days);
  const now = f.current ?? ctx.money(current);
  const first = f.proposed ?? ctx.money(proposed);
  const name = ctx.namedParty ?? t("[landlord's name]", '[nombre del arrendador]');
  const ordinance = ask.office
    ? ask.office.ordinance[ctx.lang]
    : t("the city's rent limit", 'el límite de renta de la ciudad');
  const pct = ctx.case.allowedRisePercent;
  const pctText =
    pct === undefined ? undefined : `${ctx.lang === 'es' ? String(pct).replace('.', ',') : pct}%`;
  const cap = pct === undefined ? undefined : Math.round(current * (100 + pct)) / 100;
  const capText = cap === undefined ? undefined : ctx.money(cap);
  const over = cap === undefined ? undefined : ctx.money(Math.round((proposed - cap) * 100) / 100);
  const notice = f.notice;
  if (covered) {
    return {
      strategy: t(
        `The housing office told you your unit is under ${ordinance}${pctText ? `, and the most the rent can go up this year is ${pctText}` : ''}. ${capText ? `${pctText} of ${now} is ${ctx.money(cap! - current)}: the rent could go up to ${capText} at most, not ${first} (${over} a month over).` : 'Ask the office, in writing if you can, what rise it allows this year, and work it out from your rent of ' + now + '.'} Write to the landlord: ask them to correct the notice${capText ? ` to no more than ${capText}` : ' to the rise the ordinance allows'}, and don't sign or agree to ${first}. Keep the notice and a note of what the office told you (the day and who). Ask the office too what to pay${f.due ? ` on ${f.due}` : ''} while the notice is corrected, and, if the landlord won't correct it, how to file a complaint with it.`,
        `La oficina de vivienda le dijo que su unidad está bajo ${ordinance}${pctText ? `, y que lo más que puede subir la renta este año es ${pctText}` : ''}. ${capText ? `El ${pctText} de ${now} son ${ctx.money(cap! - current)}: la renta podría subir como mucho a ${capText}, no a ${first} (${over} al mes de más).` : `Pregunte a la oficina, por escrito si puede, qué aumento permite este año, y calcúlelo sobre su renta de ${now}.`} Escriba al arrendador: pídale que corrija el aviso${capText ? ` a no más de ${capText}` : ' al aumento que permite la ordenanza'}, y no firme ni acepte ${first}. Guarde el aviso y anote lo que le dijo la oficina (el día y quién). Pregunte también a la oficina qué pagar${f.due ? ` ${elFin(f.due)}` : ''} mientras se corrige el aviso y, si el arrendador no lo corrige, cómo presentar una queja ahí.`,
      ),
      opening: quoteLines([
        t(
          `Hi ${name}. I checked with ${ask.officeShort}: my unit is under ${ordinance}${pctText ? `, and the most it can go up this year is ${pctText}` : ''}.`,
          `Hola, ${name}. Consulté con ${ask.officeShort}: mi unidad está bajo ${ordinance}${pctText ? `, y lo más que puede subir este año es ${pctText}` : ''}.`,
        ),
        capText
          ? t(
              `On my ${now}, that's ${capText} at most. Could you correct the notice to that figure, in writing?`,
              `Sobre mis ${now}, eso es como mucho ${capText}. ¿Puede corregir el aviso a esa cifra, por escrito?`,
            )
          : t(
              'Could you correct the notice to the rise it allows, in writing?',
              '¿Puede corregir el aviso al aumento que permite, por escrito?',
            ),
      ]),
      email: {
        subject: t(
          `Correcting the rent increase notice${notice ? ` of ${notice}` : ''}`,
          `Corrección del aviso de aumento de renta${notice ? ` del ${notice}` : ''}`,
        ),
        body: t(
          `Hi ${name},\n\nYour notice${notice ? ` of ${notice}` : ''} raises my rent from ${now} to ${first}${f.due ? ` from ${f.due}` : ''}. I checked with ${ask.officeShort}, and my unit is under ${ordinance}${pctText ? `, with a maximum rise of ${pctText} this year` : ''}.${capText ? ` On my rent of ${now}, that is ${capText} at most.` : ''}\n\nPlease correct the notice in writing${capText ? ` to no more than ${capText}` : ' to the rise the ordinance allows'}${f.due ? `, before ${f.due}` : ''}. I'd like to stay and keep paying on time.\n\nThank you,\n[Your name]`,
          `Hola, ${name}:\n\nSu aviso${notice ? ` del ${notice}` : ''} sube mi renta de ${now} a ${first}${f.due ? ` desde ${elFin(f.due)}` : ''}. Consulté con ${ask.officeShort}, y mi unidad está bajo ${ordinance}${pctText ? `, con un aumento máximo de ${pctText} este año` : ''}.${capText ? ` Sobre mi renta de ${now}, eso es como mucho ${capText}.` : ''}\n\nLe pido que corrija el aviso por escrito${capText ? ` a no más de ${capText}` : ' al aumento que permite la ordenanza'}${f.due ? `, antes ${delFin(f.due)}` : ''}. Quisiera quedarme y seguir pagando a tiempo.\n\nGracias,\n[Su nombre]`,
        ),
      },
      talkingPoints: [
        t(
          `Your numbers: ${now} today; ${first} in the notice (+${percentOf(ctx, proposed - current, current)})${capText ? `; ${pctText} allowed: ${capText}` : ''}.`,
          `Sus cifras: ${now} hoy; ${first} en el aviso (+${percentOf(ctx, proposed - current, current)})${capText ? `; el ${pctText} permitido: ${capText}` : ''}.`,
        ),
        t(
          'Write down what the office told you: the day, the person, and what they said.',
          'Anote lo que le dijo la oficina: el día, la persona y lo que le dijeron.',
        ),
        t(
          "Don't sign a new lease or agree to the new rent until the notice is corrected.",
          'No firme un contrato nuevo ni acepte la nueva renta hasta que corrijan el aviso.',
        ),
      ],
    };
  }
  const counter = f.counter;
  return {
    strategy: t(
      `The housing office told you your building isn't under ${ordinance}. One question is left for it or a tenant organization: ${limitFirstStateQuestion(f, 'en')}; and ${ask.noticeQuestion}. If neither helps, this is a rise to negotiate: going from ${now} to ${first} is ${ctx.money(proposed - current)} more (${percentOf(ctx, proposed - current, current)}).${counter ? ` Counter at ${counter},` : ' Make one counter,'} trading your on-time record and staying on, and sign nothing until the rent is in the lease.`,
      `La oficina de vivienda le dijo que su edificio no está bajo ${ordinance}. Queda una pregunta para ella o para una organización de inquilinos: ${limitFirstStateQuestion(f, 'es')}; y ${ask.noticeQuestion}. Si ninguna de las dos le ayuda, este es un aumento que negociar: pasar de ${now} a ${first} es ${ctx.money(proposed - current)} más (${percentOf(ctx, proposed - current, current)}).${counter ? ` Proponga ${counter},` : ' Haga una contraoferta,'} ofreciendo sus pagos a tiempo y quedarse, y no firme nada hasta que la renta esté en el contrato.`,
    ),
    opening: quoteLines([
      t(
        `Hi ${name}. I'd like to stay: I've paid on time${f.years ? ` for ${f.years} years` : ''}.`,
        `Hola, ${name}. Quisiera quedarme: he pagado a tiempo${f.years ? ` durante ${f.years} años` : ''}.`,
      ),
      t(
        `Going from ${now} to ${first} is more than I can take on. Could we settle at ${counter ?? '[the rent you can afford]'}?`,
        `Pasar de ${now} a ${first} es más de lo que puedo pagar. ¿Podríamos dejarlo en ${counter ?? '[la renta que puede pagar]'}?`,
      ),
      t(
        'If I sign for [12] months, could we keep it there?',
        'Si firmo por [12] meses, ¿podríamos dejarlo ahí?',
      ),
    ]),
    email: {
      subject: t(
        `The rent increase to ${first}: proposing ${counter ?? '[your figure]'}`,
        `El aumento de renta a ${first}: propuesta de ${counter ?? '[su cifra]'}`,
      ),
      body: t(
        `Hi ${name},\n\nThank you for your notice${notice ? ` of ${notice}` : ''}. I'd like to stay. The new rent of ${first} is ${ctx.money(proposed - current)} (${percentOf(ctx, proposed - current, current)}) more than my current ${now}.${f.years ? ` I've paid on time for ${f.years} years.` : ''} Could we settle at ${counter ?? '[your figure]'} a month? I'm open to a [12]-month lease.\n\nThank you,\n[Your name]`,
        `Hola, ${name}:\n\nGracias por su aviso${notice ? ` del ${notice}` : ''}. Quisiera quedarme. La nueva renta de ${first} es ${ctx.money(proposed - current)} (${percentOf(ctx, proposed - current, current)}) más que mi renta actual de ${now}.${f.years ? ` He pagado a tiempo durante ${f.years} años.` : ''} ¿Podríamos dejarla en ${counter ?? '[su cifra]'} al mes? Puedo firmar por [12] meses.\n\nGracias,\n[Su nombre]`,
      ),
    },
    talkingPoints: [
      t(
        `Your numbers: ${now} today, ${first} proposed (+${ctx.money(proposed - current)}, ${percentOf(ctx, proposed - current, current)})${counter ? `; your counter ${counter}` : ''}.`,
        `Sus cifras: ${now} hoy, ${first} propuesta (+${ctx.money(proposed - current)}, ${percentOf(ctx, proposed - current, current)})${counter ? `; su contraoferta, ${counter}` : ''}.`,
      ),
      t(
        'Bring two or three listings of similar units nearby, with their rents.',
        'Lleve dos o tres anuncios de unidades parecidas cerca, con su renta.',
      ),
      t(
        'Get the final rent into the signed lease, not just a text.',
        'Ponga la renta final en el contrato firmado, no solo en un mensaje.',
      ),
    ],
  };
}

/** "whether California's own limit on rent increases reaches your unit": the state's question, once the city's is answered. */
function limitFirstStateQuestion(f: Figures, lang: Language): string {
  const t = inLanguage(lang);
  return t(
    `whether ${f.state ? `${f.state}'s` : "your state's"} own limit on rent increases, if it has one, reaches your unit`,
    `si un límite de aumentos de renta ${f.state ? `de ${f.state}` : 'de su estado'}, si lo hay, alcanza su unidad`,
  );
}

/**
 * The landlord answers a rise with "the rent law doesn't apply" ("because the owners are individuals,
 * not a corporation", "el edificio está exento"), often with "if you don't like it, leave": an
 * exemption is theirs to show, in writing, with where it was disclosed to the tenant (the lease, a
 * notice). Whether it can reach this building, and what notice the rise needs, are asked of the
 * housing office or a tenant organization, never stated. Meanwhile the person pays today's rent, on
 * time and with a record, doesn't agree to the new one and doesn't agree to leave.
 */
function exemptionClaimed(ctx: CopyContext, outcome: Outcome): FollowUpAnswer | undefined {
  if (keyOf(ctx) !== 'renewal' || outcome !== 'said_no') return undefined;
  if (ctx.case.flags.limitExemptClaimed !== true || ctx.case.flags.rentLimitCovered !== undefined)
    return undefined;
  const current = ctx.value('current');
  const proposed = ctx.value('proposed');
  const t = inLanguage(ctx.lang);
  const f = figuresOf(ctx);
  const days = noticeDaysOf(ctx);
  const ask = limitAsk(ctx, f, days);
  const now = f.current ?? t('your current rent', 'su renta actual');
  const nowSaid = f.current
    ? t(`my current rent of ${f.current}`, `mi renta actual de ${f.current}`)
    : t('my current rent', 'mi renta actual');
  const raised =
    current !== undefined && proposed !== undefined && proposed > current
      ? ctx.money(proposed - current)
      : undefined;
  const pct =
    current !== undefined && proposed !== undefined && proposed > current
      ? percentOf(ctx, proposed - current, current)
      : undefined;
  const figures =
    f.proposed && raised
      ? t(
          `${f.proposed} is ${raised} more than ${now} (${pct})${days ? `, with ${days} days' notice` : ''}.`,
          `${f.proposed} son ${raised} más que ${now} (${pct})${days ? `, con ${days} días de aviso` : ''}.`,
        )
      : '';
  const leave = ctx.case.flags.toldToLeave === true || ctx.case.flags.courtDare === true;
  const years = f.years;
  const state = f.state;
  const built = builtWhen(ctx);
  const exemptionQuestion = t(
    `whether the exemption they claim (for example, one about who owns the building) can apply to ${built ? `an apartment building ${built}` : 'a building like yours'}, or only to other kinds of homes such as a single house or condo, and whether it counts if it was never given to you in writing`,
    `si la exención que alegan (por ejemplo, una sobre quién es dueño del edificio) puede aplicarse a ${built ? `un edificio de apartamentos ${built}` : 'un edificio como el suyo'}, o solo a otro tipo de vivienda como una casa o un condominio, y si cuenta cuando nunca se la dieron por escrito`,
  );
  const leaveQuestion = leave
    ? t(
        `; 4) whether${years ? `, after ${years} years there,` : ''} they can make you leave for not accepting the rise, or whether ${state ?? 'the state'} requires a just cause, and what protects a tenant from retaliation`,
        `; 4) si${years ? ` después de ${years} años ahí` : ''} pueden hacer que se vaya por no aceptar el aumento, o si ${state ?? 'el estado'} exige una causa justificada, y qué protege a un inquilino de represalias`,
      )
    : '';
  const strategy = t(
    `They say the rent limit doesn't apply to you. That is their word, not a document: an exemption is theirs to show. Ask them in writing which exemption they mean and where it was given to you (a clause in your lease or a written notice), and look for it in your lease. ${figures} Ask ${ask.where}: 1) ${ask.limitQuestion}; 2) ${exemptionQuestion}; 3) ${ask.noticeQuestion}${leaveQuestion}. Until you have an answer, keep paying ${now} on time, in a way that leaves a record; don't agree to the new rent, don't sign anything, and don't agree to move out.${leave ? ' "If you don\'t like it, leave" is not a notice to end your tenancy: write down who said it and when.' : ''} Lane isn't a lawyer; this is coaching, not legal advice.`,
    `Le dicen que el límite de renta no se aplica a usted. Eso es lo que ellos dicen, no un documento: una exención les toca demostrarla a ellos. Pídales por escrito qué exención alegan y dónde se la dieron (una cláusula de su contrato o un aviso por escrito), y búsquela en su contrato. ${figures} Pregunte ${ask.where}: 1) ${ask.limitQuestion}; 2) ${exemptionQuestion}; 3) ${ask.noticeQuestion}${leaveQuestion}. Mientras tanto, siga pagando ${now} a tiempo, de una forma que deje constancia; no acepte la renta nueva, no firme nada y no acepte mudarse.${leave ? ' "Si no le gusta, váyase" no es un aviso que termine su arrendamiento: anote quién lo dijo y cuándo.' : ''} Lane no es abogado; esto es orientación, no asesoría legal.`,
  );
  const name = ctx.namedParty ?? t("[landlord's name]", '[nombre del arrendador]');
  return {
    strategy,
    opening: quoteLines([
      t(
        "You said the rent limit doesn't apply to my unit. Could you send me that in writing: which exemption you mean, and where it was given to me, for example in my lease?",
        'Usted me dijo que el límite de renta no se aplica a mi unidad. ¿Me lo puede enviar por escrito: qué exención alega y dónde me la dieron, por ejemplo en mi contrato?',
      ),
      t(
        `Until then I'll keep paying ${nowSaid} on time. I don't agree to the new rent${leave ? ", and I'm not moving out" : ''}.`,
        `Mientras tanto seguiré pagando ${nowSaid} a tiempo. No acepto la renta nueva${leave ? ' y no me voy a mudar' : ''}.`,
      ),
      t(
        `I'm checking with ${ask.officeShort} and I'll answer you in writing.`,
        `Lo estoy consultando con ${ask.officeShort} y le respondo por escrito.`,
      ),
    ]),
    email: {
      subject: t(
        `The rent increase${f.proposed ? ` to ${f.proposed}` : ''} and the exemption you mentioned`,
        `El aumento de renta${f.proposed ? ` a ${f.proposed}` : ''} y la exención que mencionó`,
      ),
      body: t(
        `Hi ${name},\n\nYou told me the rent limit doesn't apply to my unit${leave ? ", and that if I don't like the increase I can leave" : ''}. Please send me in writing:\n1. Which exemption you rely on, and where it was disclosed to me (a clause in my lease or a written notice).\n2. How this increase${raised ? ` of ${raised} (${pct})` : ''}${f.notice ? `, given on ${f.notice},` : ''} meets the notice required for an increase of this size.\n\nUntil I receive that, I will keep paying ${nowSaid} on time. I do not agree to the new rent${leave ? ', and I am not giving up my tenancy' : ''}.\n\nThank you,\n[Your name]`,
        `Hola, ${name}:\n\nUsted me dijo que el límite de renta no se aplica a mi unidad${leave ? ', y que si no me gusta el aumento me puedo ir' : ''}. Le pido por escrito:\n1. Qué exención alega y dónde me la dio a conocer (una cláusula de mi contrato o un aviso por escrito).\n2. Cómo cumple este aumento${raised ? ` de ${raised} (${pct})` : ''}${f.notice ? `, avisado el ${f.notice},` : ''} con el aviso requerido para un aumento de este tamaño.\n\nHasta recibirlo, seguiré pagando ${nowSaid} a tiempo. No acepto la renta nueva${leave ? ' y no renuncio a mi arrendamiento' : ''}.\n\nGracias,\n[Su nombre]`,
      ),
    },
    talkingPoints: [
      ...(f.proposed && raised
        ? [
            t(
              `Your numbers: ${now} today; ${f.proposed} in the notice (+${raised}, ${pct})${days ? `; ${days} days' notice` : ''}.`,
              `Sus cifras: ${now} hoy; ${f.proposed} en el aviso (+${raised}, ${pct})${days ? `; ${days} días de aviso` : ''}.`,
            ),
          ]
        : []),
      ...(ask.steps ? [ask.steps] : []),
      t(
        'An exemption is theirs to show: ask for it in writing, and look in your lease for any notice about it.',
        'Una exención les toca demostrarla: pídala por escrito y busque en su contrato cualquier aviso sobre ella.',
      ),
      t(
        `Keep paying ${now} on time, with a record (a check, a money order or a bank transfer).`,
        `Siga pagando ${now} a tiempo, con constancia (un cheque, un giro postal o una transferencia).`,
      ),
      t(
        `Bring the notice, your lease and their answer to ${ask.officeShort} or a tenant organization.`,
        `Lleve el aviso, su contrato y la respuesta de ellos a ${ask.officeShort} o a una organización de inquilinos.`,
      ),
    ],
  };
}

/**
 * The landlord answers a rise that may be under a rent limit with a lower figure for signing now, or
 * with a no, or with the door ("1,650 si firma hoy un contrato de 12 meses; si no, que se vaya en 30
 * días"): nothing is signed or countered before the limit is known. The figures are set side by side,
 * the office is asked whether the limit covers the unit, what notice the rise needs and whether a
 * tenant of so many years can be told to leave that way; a threat to leave is kept in writing.
 */
function limitFirstReply(
  ctx: CopyContext,
  outcome: Outcome,
  latest: readonly CaseAmount[] | undefined,
): FollowUpAnswer | undefined {
  if (keyOf(ctx) !== 'renewal') return undefined;
  if (!limitFirst(ctx) && ctx.case.flags.monthToMonth !== true) return undefined;
  if (leaseOptions(ctx)) return undefined;
  if (ctx.case.flags.rentLimitCovered !== undefined) {
    const noticeDay = ctx.case.dates.find((date) => date.role === 'notice' && date.iso)?.iso;
    const startDay = ctx.case.dates
      .filter((date) => date.role === 'due' && date.iso)
      .map((date) => date.iso!)
      .sort()
      .at(-1);
    const given =
      noticeDay && startDay && startDay > noticeDay ? daysBetween(noticeDay, startDay) : undefined;
    return officeAnswered(ctx, figuresOf(ctx), given);
  }
  if (outcome !== 'counter_offer' && outcome !== 'said_no') return undefined;
  const current = ctx.value('current');
  const proposed = ctx.value('proposed');
  if (current === undefined || proposed === undefined || proposed <= current) return undefined;
  const t = inLanguage(ctx.lang);
  const f = figuresOf(ctx);
  const offer = (latest ?? []).find(
    (amount) => amount.role === 'offered' && amount.value > current && amount.value < proposed,
  );
  const noticeIso = ctx.case.dates.find((date) => date.role === 'notice' && date.iso)?.iso;
  const startIso = ctx.case.dates
    .filter((date) => date.role === 'due' && date.iso)
    .map((date) => date.iso!)
    .sort()
    .at(-1);
  const days = noticeIso && startIso && startIso > noticeIso ? daysBetween(noticeIso, startIso) : undefined;
  const ask = limitAsk(ctx, f, days);
  const now = f.current ?? ctx.money(current);
  const first = f.proposed ?? ctx.money(proposed);
  const rise = (value: number) =>
    `${ctx.money(value - current)} ${t('more than today', 'más que hoy')} (${percentOf(ctx, value - current, current)})`;
  const today = ctx.case.flags.todayOnly === true;
  const leave = ctx.case.flags.toldToLeave === true;
  const leaveDays = ctx.case.leaveDays;
  const years = f.years;
  const state = f.state;
  const inDays = leaveDays ? t(` in ${leaveDays} days`, ` en ${leaveDays} días`) : '';
  const said = offer
    ? t(
        `They offered ${offer.text}${today ? ' if you sign today' : ''}, instead of ${first}${leave ? `, and told you to leave${inDays} if you don't` : ''}.`,
        `Le ofrecieron ${offer.text}${today ? ' si firma hoy' : ''}, en vez de ${first}${leave ? `, y si no, que se vaya${inDays}` : ''}.`,
      )
    : t(
        `They kept ${first}${leave ? ` and told you to leave${inDays} if you don't accept it` : ''}.`,
        `Mantuvieron ${first}${leave ? ` y le dijeron que, si no lo acepta, se vaya${inDays}` : ''}.`,
      );
  const figures = offer
    ? t(
        `${offer.text} is ${rise(offer.value)}; ${first} was ${rise(proposed)}.`,
        `${offer.text} es ${rise(offer.value)}; ${first} era ${rise(proposed)}.`,
      )
    : t(`${first} is ${rise(proposed)}.`, `${first} es ${rise(proposed)}.`);
  const leaveQuestion = leave
    ? t(
        `; 3) whether${years ? `, after ${years} years there,` : ''} they can tell you to leave${inDays} for ${offer && today ? 'not signing' : 'not accepting the rise'}, or whether the city or ${state ?? 'the state'} requires a just cause and longer notice`,
        `; 3) si${years ? ` después de ${years} años ahí` : ''} le pueden pedir que se vaya${inDays} por ${offer && today ? 'no firmar' : 'no aceptar el aumento'}, o si la ciudad o ${state ?? 'el estado'} exigen una causa justificada y más aviso`,
      )
    : '';
  const strategy = t(
    `${said} Don't sign anything today, and don't counter yet: ask for the offer in writing, with a date it stays open. ${figures} Before you accept either figure, ask ${ask.where}: 1) ${ask.limitQuestion}; 2) ${ask.noticeQuestion}${leaveQuestion}. If the rise allowed turns out smaller, a lease signed at ${offer?.text ?? first} would lock in more than they may charge. ${leave ? 'Being told to leave for not accepting a rise may be retaliation: ask about that too, and write down what was said, by whom and when.' : ''}`.trim(),
    `${said} No firme nada hoy, y no haga todavía una contraoferta: pida la oferta por escrito, con una fecha hasta la que sigue en pie. ${figures} Antes de aceptar cualquiera de las cifras, pregunte ${ask.where}: 1) ${ask.limitQuestion}; 2) ${ask.noticeQuestion}${leaveQuestion}. Si el aumento permitido resulta menor, un contrato firmado a ${offer?.text ?? first} le fijaría más de lo que pueden cobrarle. ${leave ? 'Que le pidan irse por no aceptar un aumento puede ser una represalia: pregunte también eso, y anote qué le dijeron, quién y cuándo.' : ''}`.trim(),
  );
  const name = ctx.namedParty ?? t("[landlord's name]", '[nombre del arrendador]');
  return {
    strategy,
    opening: quoteLines([
      offer
        ? t(
            `Thank you for the offer of ${offer.text}. I won't sign today: please send it to me in writing, with the date it stays open.`,
            `Gracias por la oferta de ${offer.text}. No voy a firmar hoy: por favor, envíemela por escrito, con la fecha hasta la que sigue en pie.`,
          )
        : t(
            "I understand. I won't agree to or sign anything today; please put your answer in writing.",
            'Entiendo. Hoy no voy a aceptar ni firmar nada; por favor, déme su respuesta por escrito.',
          ),
      t(
        `I'm checking with ${ask.officeShort} whether this rise and its notice follow the rules, and I'll answer you in writing.`,
        `Estoy consultando con ${ask.officeShort} si este aumento y su aviso cumplen las reglas, y le respondo por escrito.`,
      ),
      ...(leave
        ? [
            t(
              `You said I'd have to leave${inDays} if I don't sign. Could you put that in writing, with the reason?`,
              `Usted me dijo que, si no firmo, tendría que irme${inDays}. ¿Me lo puede dar por escrito, con el motivo?`,
            ),
          ]
        : []),
    ]),
    email: {
      subject: t(
        `${offer ? `Your offer of ${offer.text} and ` : ''}the rent increase to ${first}`,
        `${offer ? `Su oferta de ${offer.text} y ` : ''}el aumento de renta a ${first}`,
      ),
      body: t(
        `Hi ${name},\n\n${offer ? `You offered to set my rent at ${offer.text}${today ? ' if I sign a new lease today' : ''}, instead of the ${first}` : `You confirmed the rent of ${first}`} in your notice${f.notice ? ` of ${f.notice}` : ''}; my rent now is ${now}. I won't sign today. Please send me ${offer ? 'the offer' : 'your answer'} in writing${offer ? ', with the date it stays open' : ''}.${leave ? `\n\nYou also told me that if I don't sign, I would have to leave${inDays}. Please confirm that in writing, with the reason.` : ''}\n\nI'm checking with ${ask.officeShort} whether this rise and its notice follow the city's and ${state ?? 'the state'}'s rules, and I'll answer you in writing.\n\nThank you,\n[Your name]`,
        `Hola, ${name}:\n\n${offer ? `Usted me ofreció dejar la renta en ${offer.text}${today ? ' si firmo un contrato nuevo hoy' : ''}, en vez de los ${first}` : `Usted me confirmó la renta de ${first}`} de su aviso${f.notice ? ` del ${f.notice}` : ''}; mi renta actual es ${now}. No voy a firmar hoy. Por favor envíeme ${offer ? 'la oferta' : 'su respuesta'} por escrito${offer ? ', con la fecha hasta la que sigue en pie' : ''}.${leave ? `\n\nTambién me dijo que, si no firmo, tendría que irme${inDays}. Por favor confírmemelo por escrito, con el motivo.` : ''}\n\nEstoy consultando con ${ask.officeShort} si este aumento y su aviso cumplen las reglas de la ciudad y de ${state ?? 'el estado'}, y le respondo por escrito.\n\nGracias,\n[Su nombre]`,
      ),
    },
    talkingPoints: [
      t(
        `Your numbers: ${now} today; ${first} in the notice (+${ctx.money(proposed - current)}, ${percentOf(ctx, proposed - current, current)})${offer ? `; ${offer.text} now (+${ctx.money(offer.value - current)}, ${percentOf(ctx, offer.value - current, current)})` : ''}.`,
        `Sus cifras: ${now} hoy; ${first} en el aviso (+${ctx.money(proposed - current)}, ${percentOf(ctx, proposed - current, current)})${offer ? `; ${offer.text} ahora (+${ctx.money(offer.value - current)}, ${percentOf(ctx, offer.value - current, current)})` : ''}.`,
      ),
      ...(ask.steps ? [ask.steps] : []),
      t(
        `Keep the notice${f.notice ? ` of ${f.notice}` : ''}, and write down what they told you, who said it and when.`,
        `Guarde el aviso${f.notice ? ` del ${f.notice}` : ''}, y anote qué le dijeron, quién y cuándo.`,
      ),
      t(
        "Don't sign a new lease or agree to a new rent until the office answers.",
        'No firme un contrato nuevo ni acepte una renta nueva hasta que la oficina le responda.',
      ),
    ],
  };
}

/**
 * The landlord answers a renewal counter with the door ("si no le gusta que se vaya, tengo otra
 * persona que paga 1,800"): the lease is ending, so this is still the renewal talk. A new tenant
 * costs the landlord too (an empty month, turnover), so the counter stands, in writing, with a
 * reply-by date; the person looks at listings now and has a decision before the lease ends.
 */
function renewalTakeItOrLeave(
  ctx: CopyContext,
  outcome: Outcome,
  latest: readonly CaseAmount[] | undefined,
): FollowUpAnswer | undefined {
  if (keyOf(ctx) !== 'renewal' || outcome !== 'said_no') return undefined;
  const rival = (latest ?? []).find((amount) => amount.role === 'market');
  if (ctx.case.flags.toldToLeave !== true && !rival) return undefined;
  const t = inLanguage(ctx.lang);
  const f = figuresOf(ctx);
  const proposedValue = ctx.value('proposed');
  const counterValue = counterValueOf(ctx);
  const counter = f.counter;
  // "Your counter leaves him 150 a month less: 1,800 a year, one empty month at 1,800."
  const gap =
    proposedValue !== undefined && counterValue !== undefined && proposedValue > counterValue
      ? proposedValue - counterValue
      : undefined;
  const vacant = rival ?? amountOf(ctx.case, 'proposed');
  const yearGap = gap !== undefined ? ctx.money(gap * 12) : undefined;
  // One empty month costs the landlord about as much as the whole year's difference, or more.
  const emptyMonth = gap !== undefined && vacant !== undefined && vacant.value >= gap * 12 * 0.8;
  const gapWords =
    gap !== undefined && counter && f.proposed
      ? t(
          `Your counter of ${counter} is ${ctx.money(gap)} a month below ${f.proposed}: ${yearGap} over a year${emptyMonth ? `, about what a single empty month at ${vacant!.text} costs the landlord` : ''}.`,
          `Su contraoferta de ${counter} son ${ctx.money(gap)} al mes menos que ${f.proposed}: ${yearGap} en un año${emptyMonth ? `, más o menos lo que le cuesta al arrendador un solo mes vacío a ${vacant!.text}` : ''}.`,
        )
      : '';
  const years = f.years;
  const record = years
    ? t(`${years} years of rent paid on time`, `${years} años pagando la renta a tiempo`)
    : t('your record of paying on time', 'su historial de pagos a tiempo');
  // The new rent's first day, and the lease's last one: the day before it, when the person named it.
  const starts = ctx.case.dates
    .filter((date) => date.role === 'due' && date.iso !== undefined && date.iso >= ctx.today)
    .sort((a, b) => a.iso!.localeCompare(b.iso!))
    .at(-1);
  const ends = starts?.iso ? ctx.case.dates.find((date) => date.iso === addDays(starts.iso!, -1)) : undefined;
  const endEn = ends?.iso ? formatDay(ends.iso, 'en') : undefined;
  const endEs = ends?.iso ? formatDay(ends.iso, 'es') : undefined;
  const startEn = starts?.iso ? formatDay(starts.iso, 'en') : undefined;
  const startEs = starts?.iso ? formatDay(starts.iso, 'es') : undefined;
  const beforeEn = endEn
    ? ` before your lease ends on ${endEn}`
    : startEn
      ? ` before the new rent starts on ${startEn}`
      : ' before your lease ends';
  const beforeEs = endEs
    ? ` antes de que su contrato termine el ${endEs}`
    : startEs
      ? ` antes de que empiece la renta nueva el ${startEs}`
      : ' antes de que su contrato termine';
  const lastDay = ends?.iso ?? (starts?.iso ? addDays(starts.iso, -1) : undefined);
  // A reply well before the lease ends leaves time to look: about three weeks before it.
  const replyBy = lastDay
    ? formatDay(addDays(lastDay, -21) > ctx.today ? addDays(lastDay, -21) : addDays(ctx.today, 7), ctx.lang)
    : undefined;
  const state = f.state;
  return {
    strategy: t(
      `${rival ? `"Someone else will pay ${rival.text}" is the landlord's leverage, and it may be true, but` : "Telling you to leave is the landlord's leverage, but"} a new tenant costs the landlord too: an empty month or two, cleaning, paint, listing, and the risk of someone who doesn't pay. On your side: ${record}. ${gapWords} Answer calmly, in writing: you want to stay and propose renewing for 12 months at ${counter ?? '[your counter]'}.${replyBy ? ` Ask for an answer by ${replyBy}.` : ''} Start looking at listings today and price a move (movers, a new deposit), so that${beforeEn} you can choose: the landlord's final number, in a signed lease, or a move. Read what your lease says about renewal and about staying on after it ends, and ask a tenant organization or legal aid${state ? ` in ${state}` : ''} whether any rule ${state ? 'there' : 'where you live'} limits the rise or the notice for it.`,
      `${rival ? `"Otra persona paga ${rival.text}" es la forma de presionar del arrendador, y puede ser cierto, pero` : 'Decirle que se vaya es la forma de presionar del arrendador, pero'} un inquilino nuevo también le cuesta: uno o dos meses vacío, limpieza, pintura, anuncios y el riesgo de alguien que no pague. A su favor: ${record}. ${gapWords} Responda con calma y por escrito: quiere quedarse y propone renovar por 12 meses en ${counter ?? '[su contraoferta]'}.${replyBy ? ` Pida la respuesta antes del ${replyBy}.` : ''} Empiece hoy a mirar anuncios y a calcular lo que le costaría mudarse (mudanza, depósito nuevo), para poder elegir${beforeEs}: la cifra final del arrendador, en un contrato firmado, o mudarse. Lea qué dice su contrato sobre la renovación y sobre quedarse después de que termine, y pregunte a una organización de inquilinos o a asistencia legal${state ? ` de ${state}` : ''} si alguna regla ${state ? 'de ahí' : 'de donde usted vive'} limita el aumento o el aviso.`,
    ),
    opening: t(
      `"I understand you have someone else interested. I'd like to stay: I've paid on time${years ? ` for ${years} years` : ''} and taken care of the place, and with me you have no empty month and no turnover costs."\n"Would you renew for 12 months at ${counter ?? '[your counter]'}?${emptyMonth ? ' A single empty month would cost you about as much as the difference for the whole year.' : ''}"\n"If not, what's the lowest you'd take? I need your answer in writing${replyBy ? ` by ${replyBy}` : ''} to decide whether I stay."`,
      `"Entiendo que tiene a otra persona interesada. Quiero quedarme: he pagado a tiempo${years ? ` durante ${years} años` : ''} y he cuidado el lugar, y conmigo no tiene meses vacíos ni gastos de cambio de inquilino."\n"¿Renovaría por 12 meses en ${counter ?? '[su contraoferta]'}?${emptyMonth ? ' Un solo mes vacío le costaría más o menos lo mismo que la diferencia de todo el año.' : ''}"\n"Si no, ¿cuál es lo más bajo que aceptaría? Necesito su respuesta por escrito${replyBy ? ` antes del ${replyBy}` : ''} para decidir si me quedo."`,
    ),
    email: {
      subject: t(
        `Lease renewal: ${counter ?? '[your counter]'} for 12 months`,
        `Renovación del contrato: ${counter ?? '[su contraoferta]'} por 12 meses`,
      ),
      body: t(
        `Hi [landlord's name],\n\nThank you for your answer. I'd like to stay: I've paid the rent on time${years ? ` for ${years} years` : ''} and taken care of the unit. The new rent you propose, ${f.proposed ?? '[new rent]'}, is ${f.increase ? `${f.increase}${f.pct ? ` (${f.pct})` : ''} more than my current ${f.current ?? 'rent'}` : 'more than I can pay'}. I propose renewing for 12 months at ${counter ?? '[your counter]'} a month, with the rent and term in a signed lease${beforeEn.replace(/^ before (?:your lease ends|the new rent starts) on /, ' before ').replace(' before your lease ends', '')}.\n\nCould you answer in writing${replyBy ? ` by ${replyBy}` : ''}?\n\nThank you,\n[Your name]`,
        `Hola, [nombre del arrendador]:\n\nGracias por su respuesta. Quiero quedarme: he pagado la renta a tiempo${years ? ` durante ${years} años` : ''} y he cuidado la unidad. La nueva renta que propone, ${f.proposed ?? '[nueva renta]'}, es ${f.increase ? `${f.increase}${f.pct ? ` (${f.pct})` : ''} más que mi renta actual de ${f.current ?? '[renta actual]'}` : 'más de lo que puedo pagar'}. Le propongo renovar por 12 meses en ${counter ?? '[su contraoferta]'} al mes, con la renta y el plazo en un contrato firmado${lastDay ? ` antes del ${formatDay(lastDay, 'es')}` : ''}.\n\n¿Me podría responder por escrito${replyBy ? ` antes del ${replyBy}` : ''}?\n\nGracias,\n[Su nombre]`,
      ),
    },
    talkingPoints: [
      t(
        `Your numbers: ${f.current ?? 'today'} now, ${f.proposed ?? 'the new rent'} proposed${f.increase ? ` (+${f.increase}${f.pct ? `, ${f.pct}` : ''})` : ''}${counter ? `, your counter ${counter}` : ''}${rival ? `; the other person, ${rival.text}` : ''}.`,
        `Sus cifras: ${f.current ?? 'hoy'} ahora, ${f.proposed ?? 'la renta nueva'} propuesta${f.increase ? ` (+${f.increase}${f.pct ? `, ${f.pct}` : ''})` : ''}${counter ? `, su contraoferta ${counter}` : ''}${rival ? `; la otra persona, ${rival.text}` : ''}.`,
      ),
      t(
        'Look at two or three similar listings now, and add up what a move costs (movers, a new deposit, time off).',
        'Mire desde ahora dos o tres anuncios parecidos y sume lo que cuesta mudarse (mudanza, depósito nuevo, días sin trabajar).',
      ),
      t(
        `${endEn ? `Your lease ends ${endEn}: have` : startEn ? `The new rent starts ${startEn}: have` : 'Have'} a signed renewal or a moving plan before then; don't stay on without one.`,
        `${endEs ? `Su contrato termina el ${endEs}: tenga` : startEs ? `La renta nueva empieza el ${startEs}: tenga` : 'Tenga'} una renovación firmada o un plan para mudarse antes de esa fecha; no se quede sin ninguno de los dos.`,
      ),
      t(
        "Don't sign anything until the rent and the term are in the lease.",
        'No firme nada hasta que la renta y el plazo estén en el contrato.',
      ),
    ],
  };
}

/**
 * The landlord answers a renewal counter with one or more new rents ("1,620 if I sign 12 months,
 * or 1,590 for 18"): each is weighed against today's rent and the listings the person found, the
 * lowest is the one to take or to counter once, and nothing is signed until the rent is in the lease.
 */
function renewalOffers(
  ctx: CopyContext,
  outcome: Outcome,
  latest: readonly CaseAmount[] | undefined,
): FollowUpAnswer | undefined {
  if (keyOf(ctx) !== 'renewal' || outcome !== 'counter_offer') return undefined;
  const current = ctx.value('current');
  const proposed = ctx.value('proposed');
  if (current === undefined || proposed === undefined) return undefined;
  const offers = (latest ?? [])
    .filter((amount) => amount.role === 'offered' && amount.value > current && amount.value < proposed)
    .sort((a, b) => a.value - b.value);
  const [best] = offers;
  if (!best) return undefined;
  const t = inLanguage(ctx.lang);
  const f = figuresOf(ctx);
  const market = marketRange(ctx);
  const rise = (value: number) =>
    `${ctx.money(value - current)} ${t('more than today', 'más que hoy')} (${percentOf(ctx, value - current, current)})`;
  const list = offers.map((amount) => amount.text).join(t(' or ', ' o '));
  const place = market
    ? best.value > market.high
      ? t(
          `, still above what similar units list for (${market.text})`,
          `, todavía por encima de lo que se anuncian unidades parecidas (${market.text})`,
        )
      : best.value < market.low
        ? t(
            `, below what similar units list for (${market.text})`,
            `, por debajo de lo que se anuncian unidades parecidas (${market.text})`,
          )
        : t(
            `, inside what similar units list for (${market.text})`,
            `, dentro de lo que se anuncian unidades parecidas (${market.text})`,
          )
    : '';
  const others = offers
    .slice(1)
    .map((amount) => t(`${amount.text} is ${rise(amount.value)}`, `${amount.text} es ${rise(amount.value)}`));
  const saving =
    offers.length > 1
      ? t(
          ` The lower one saves ${ctx.money(offers.at(-1)!.value - best.value)} a month (${ctx.money((offers.at(-1)!.value - best.value) * 12)} a year), for whatever longer commitment they tie to it.`,
          ` La más baja le ahorra ${ctx.money(offers.at(-1)!.value - best.value)} al mes (${ctx.money((offers.at(-1)!.value - best.value) * 12)} al año), a cambio del compromiso más largo que le pidan.`,
        )
      : '';
  // One last counter between the listings' low end (or today's rent) and their best offer.
  const floor = market && market.low < best.value ? market.low : current;
  const middle = Math.floor((floor + (best.value - floor) / 2) / 5) * 5;
  // Above the listings, the counter stays inside them: no higher than their top.
  const target = market && best.value > market.high ? Math.min(middle, market.high) : middle;
  const counter = best.value - floor >= 20 ? ctx.money(target) : undefined;
  /** "gracias por bajar a 1,680", or the options when they gave more than one. */
  const thanks =
    offers.length > 1
      ? t(`thank you for the options of ${list}`, `gracias por las opciones de ${list}`)
      : t(`thank you for coming down to ${best.text}`, `gracias por bajar a ${best.text}`);
  const Thanks = thanks.charAt(0).toUpperCase() + thanks.slice(1);
  // "si firmo hoy mismo": a same-day deadline is pressure, not a reason to sign unread.
  const today = ctx.case.flags.todayOnly === true;
  const noRush = today
    ? t(
        ` Don't sign today because they say the offer ends today: ask for ${best.text} in writing with a date it stays open${f.due ? `; your lease runs to ${f.due}, so you have time to read the renewal and decide` : ''}.`,
        ` No firme hoy solo porque dicen que la oferta termina hoy: pida ${best.text} por escrito con una fecha hasta la que sigue en pie${f.due ? `; su contrato va hasta ${elFin(f.due)}, así que tiene tiempo para leer la renovación y decidir` : ''}.`,
      )
    : '';
  const strategy = t(
    `They moved from ${f.proposed ?? 'their first figure'}: they offered ${list}. ${best.text} is ${rise(best.value)}${place}${others.length > 0 ? `; ${others.join('; ')}` : ''}.${saving} ${counter ? `You can accept ${best.text} if its lease length suits you, or make one last counter of ${counter} for the same length, with your on-time record and the listings in hand.` : `You can accept ${best.text} if its lease length suits you.`} Either way, sign nothing until the rent, its start date and the lease length are in the signed renewal${f.due ? `, and settle it before ${f.due}` : ''}.${noRush}`,
    `Bajaron de ${f.proposed ?? 'su primera cifra'}: le ofrecieron ${list}. ${best.text} es ${rise(best.value)}${place}${others.length > 0 ? `; ${others.join('; ')}` : ''}.${saving} ${counter ? `Puede aceptar ${best.text} si el plazo que piden le sirve, o hacer una última contraoferta de ${counter} por ese mismo plazo, con su historial de pagos a tiempo y los anuncios a la mano.` : `Puede aceptar ${best.text} si el plazo que piden le sirve.`} En cualquier caso, no firme nada hasta que la renta, su fecha de inicio y el plazo estén en la renovación firmada${f.due ? `, y déjelo cerrado antes ${delFin(f.due)}` : ''}.${noRush}`,
  );
  const name = ctx.namedParty ?? t("[landlord's name]", '[nombre del arrendador]');
  return {
    strategy,
    opening: quoteLines([
      t(`Hi ${name}, ${thanks}. I'd like to stay.`, `Hola, ${name}, ${thanks}. Quisiera quedarme.`),
      ...(today
        ? [
            t(
              "I won't sign today, but I'd like this in writing with a date it stays open, so I can read the renewal.",
              'No voy a firmar hoy, pero quisiera la oferta por escrito con una fecha hasta la que sigue en pie, para leer la renovación.',
            ),
          ]
        : []),
      ...(counter
        ? [
            t(
              `I've paid on time for ${f.years ?? '[number]'} years${market ? ` and similar units nearby list for ${market.text}` : ''}. Could we settle at ${counter} for the same lease length as ${best.text}?`,
              `He pagado a tiempo durante ${f.years ?? '[número]'} años${market ? ` y unidades parecidas cerca se anuncian en ${market.text}` : ''}. ¿Podríamos dejarlo en ${counter} con el mismo plazo que ${best.text}?`,
            ),
          ]
        : []),
      t(
        `If ${best.text} is your lowest, I'll take it once it's in the renewal lease in writing, with the start date and the length.`,
        `Si ${best.text} es lo más bajo, lo acepto cuando esté por escrito en el contrato de renovación, con la fecha de inicio y el plazo.`,
      ),
    ]),
    email: {
      subject: t(
        `Lease renewal: your offer of ${best.text}`,
        `Renovación del contrato: su oferta de ${best.text}`,
      ),
      body: t(
        `Hi ${name},\n\n${Thanks}. I'd like to stay.${counter ? ` Given my on-time record${market ? ` and similar units nearby at ${market.text}` : ''}, could we settle at ${counter} a month for the same lease length as ${best.text}?` : ''} If ${best.text} is your lowest, I accept it: please send the renewal lease with the rent, its start date and the length, and I'll sign once I've read it.\n\nCould you let me know by [date]${f.due ? `, before ${f.due}` : ''}?\n\nThank you,\n[Your name]`,
        `Hola, ${name}:\n\n${Thanks}. Quisiera quedarme.${counter ? ` Por mi historial de pagos a tiempo${market ? ` y porque unidades parecidas cerca se anuncian en ${market.text}` : ''}, ¿podríamos dejarlo en ${counter} al mes con el mismo plazo que ${best.text}?` : ''} Si ${best.text} es lo más bajo, lo acepto: por favor envíeme el contrato de renovación con la renta, su fecha de inicio y el plazo, y lo firmo cuando lo haya leído.\n\n¿Me podría responder antes del [fecha]${f.due ? `, antes ${delFin(f.due)}` : ''}?\n\nGracias,\n[Su nombre]`,
      ),
    },
    talkingPoints: [
      t(
        `Today ${f.current ?? ctx.money(current)}; their first figure ${f.proposed ?? ctx.money(proposed)}; now ${list}.`,
        `Hoy ${f.current ?? ctx.money(current)}; su primera cifra ${f.proposed ?? ctx.money(proposed)}; ahora ${list}.`,
      ),
      t(
        'Take the longer lease only if you really mean to stay that long: ask what it costs to leave early.',
        'Acepte el contrato más largo solo si de verdad piensa quedarse ese tiempo: pregunte cuánto costaría salir antes.',
      ),
      t(
        'Check that nothing else in the renewal changed (fees, parking, utilities) before you sign.',
        'Revise que nada más haya cambiado en la renovación (cargos, estacionamiento, servicios) antes de firmar.',
      ),
    ],
  };
}

/**
 * A landlord who answers a repair request with money off the rent ("I can buy a space heater and
 * he'll take 50 off december rent") has not fixed anything: the credit is no substitute for the
 * repair, so nothing is countered. The person asks for a repair date in writing and the city's code
 * inspector now; a heater is a stopgap; the rent keeps being paid. A credit the person asked for
 * themselves is judged by `judgeOffer` instead.
 */
function creditForRepair(
  ctx: CopyContext,
  outcome: Outcome,
  latest: readonly CaseAmount[] | undefined,
): FollowUpAnswer | undefined {
  if (keyOf(ctx) !== 'repairs' || outcome !== 'counter_offer' || ctx.case.flags.repairTied) return undefined;
  if (ctx.value('asked') !== undefined) return undefined;
  const offered = latest?.find((amount) => amount.role === 'offered');
  if (!offered) return undefined;
  const t = inLanguage(ctx.lang);
  const rent = ctx.value('current', 'billed');
  const off =
    rent !== undefined && offered.value < rent && offered.value > rent / 2 ? rent - offered.value : undefined;
  const credit =
    off !== undefined
      ? t(`${ctx.money(off)} off the rent`, `${ctx.money(off)} menos de renta`)
      : t(`a credit of ${offered.text}`, `un crédito de ${offered.text}`);
  const named = repairThing(ctx);
  const thing = named ?? t('the repair', 'la reparación');
  const heat =
    named !== undefined && /heat|calefacci|calentador|caldera|boiler|hot water|agua caliente/u.test(named);
  const since = ctx.date('service');
  const name = ctx.namedParty ?? t("[landlord's name]", '[nombre del arrendador]');
  return {
    strategy: t(
      `${credit.charAt(0).toUpperCase()}${credit.slice(1)} is not a repair: don't trade ${thing} for it, and don't counter it. Answer in writing that you need ${thing} fixed by a date${heat ? ' (heat is an essential service, so within days, not weeks)' : ''}, and that any credit only covers the time without it. Ask your city or county for a housing code inspection now (search your city's name and "code enforcement"): an inspector can order the repair, and the report is a written record. ${heat ? 'A space heater is a stopgap for the nights until then, not the fix: use one made for indoor use, away from anything that burns. ' : ''}Keep paying the rent on time, and ask a local tenant organization or legal aid before you hold any back or repair it yourself.`,
      `${credit.charAt(0).toUpperCase()}${credit.slice(1)} no es una reparación: no cambie ${thing} por eso y no haga contraoferta. Responda por escrito que necesita que reparen ${thing} antes de una fecha${heat ? ' (la calefacción es un servicio esencial: en días, no en semanas)' : ''}, y que cualquier crédito solo cubre el tiempo sin la reparación. Pida ya una inspección del código de vivienda a su ciudad o condado (busque el nombre de su ciudad y "code enforcement" o "inspección de vivienda"): un inspector puede ordenar la reparación, y su informe queda por escrito. ${heat ? 'Un calentador portátil sirve para las noches mientras tanto, no es el arreglo: use uno hecho para interiores, lejos de cualquier cosa que pueda arder. ' : ''}Siga pagando la renta a tiempo, y consulte a una organización de inquilinos o a asistencia legal antes de retener algo o repararlo por su cuenta.`,
    ),
    opening: quoteLines([
      t(
        `Hi ${name}, thank you for calling back. ${credit.charAt(0).toUpperCase()}${credit.slice(1)} doesn't fix ${thing}.`,
        `Hola, ${name}, gracias por llamar. ${credit.charAt(0).toUpperCase()}${credit.slice(1)} no arregla ${thing}.`,
      ),
      t(
        `I need ${thing} working${since ? `; it has been out since ${since}` : ''}. What date will someone come to repair it?`,
        `Necesito que ${thing} funcione${since ? `; no funciona desde ${elDia(since)}` : ''}. ¿Qué día viene alguien a hacer la reparación?`,
      ),
      t(
        "If there's no date this week, I'll ask the city's code enforcement office to inspect.",
        'Si no hay fecha esta semana, voy a pedir una inspección a la oficina de código de vivienda de la ciudad.',
      ),
    ]),
    email: {
      subject: t(
        `Repair request: ${thing}, a date in writing`,
        `Solicitud de reparación: ${thing}, una fecha por escrito`,
      ),
      body: t(
        `Hi ${name},\n\nThank you for your call. You offered ${credit}, but that doesn't repair ${thing}${since ? `, which has been out since ${since}` : ''}. I'm not accepting a credit in place of the repair; any credit only covers the time without it.\n\nPlease tell me in writing the date someone will come to fix ${thing}${heat ? ', within the next few days, since it is heat' : ''}. If I don't have a date by [date], I'll ask the city's code enforcement office to inspect.\n\nI'm paying the rent on time, as always.\n\nThank you,\n[Your name]\n[Unit]`,
        `Hola, ${name}:\n\nGracias por su llamada. Me ofreció ${credit}, pero eso no repara ${thing}${since ? `, que no funciona desde ${elDia(since)}` : ''}. No acepto un crédito en lugar de la reparación; cualquier crédito solo cubre el tiempo sin la reparación.\n\nPor favor dígame por escrito qué día vendrá alguien a reparar ${thing}${heat ? ', en los próximos días, porque es la calefacción' : ''}. Si para el [fecha] no tengo una fecha, pediré una inspección a la oficina de código de vivienda de la ciudad.\n\nSigo pagando la renta a tiempo, como siempre.\n\nGracias,\n[Su nombre]\n[Unidad]`,
      ),
    },
    talkingPoints: [
      t(
        'Keep every request and reply, with dates, and photos (a thermometer reading for cold).',
        'Guarde cada solicitud y respuesta, con fechas, y fotos (la lectura de un termómetro si hace frío).',
      ),
      t(
        "Ask the housing office or a tenant group whether your state's habitability rules cover it and what they allow.",
        'Pregunte a la oficina de vivienda o a una organización de inquilinos si las reglas de habitabilidad de su estado lo cubren y qué permiten.',
      ),
      t("Don't stop paying the rent on your own.", 'No deje de pagar la renta por su cuenta.'),
    ],
  };
}

const HONEST: Record<Language, Record<Key, string>> = {
  en: {
    renewal:
      "Use what's true: your on-time record, the care you've taken of the unit and real listings of similar units; mention moving only if you would.",
    midlease:
      'Ask which clause of the lease allows the change, and keep paying the rent your lease sets, on time and with a record.',
    deposit:
      'Be honest about any damage you caused: ask that its deduction match the real repair cost, with a receipt (an old item is worth less than a new one), and dispute the rest as normal wear and tear with your move-out photos.',
    repairs:
      "Describe the problem as it is, with dated photos, and ask for a repair date in writing; if it isn't fixed, ask the local housing code inspector to look.",
    unsure:
      'Ask for the figures and the lease clause in writing, and answer with what your lease and your records show.',
  },
  es: {
    renewal:
      'Use lo que es cierto: sus pagos a tiempo, el cuidado de la unidad y anuncios reales de unidades parecidas; hable de mudarse solo si lo haría.',
    midlease:
      'Pregunte qué cláusula del contrato permite el cambio y siga pagando la renta que fija su contrato, a tiempo y con constancia.',
    deposit:
      'Diga la verdad sobre cualquier daño que usted causó: pida que el descuento corresponda al costo real de la reparación, con recibo (algo usado vale menos que algo nuevo), y dispute el resto como desgaste normal con sus fotos de salida.',
    repairs:
      'Describa el problema tal como es, con fotos fechadas, y pida una fecha de reparación por escrito; si no se arregla, pida una inspección al inspector de vivienda local.',
    unsure:
      'Pida las cifras y la cláusula del contrato por escrito, y responda con lo que muestran su contrato y sus registros.',
  },
};

// ---------------------------------------------------------------- an old carpet, a city's ordinance

/** The thing charged for, by the person's word, in each language ("carpet" / "la alfombra"). */
const WORN_THINGS: readonly (readonly [RegExp, string, string])[] = [
  [/^(?:carpets?|rugs?|alfombras?)$/u, 'carpet', 'la alfombra'],
  [/^(?:paint|pintura)$/u, 'paint', 'la pintura'],
  [/^(?:floors?|flooring|pisos?)$/u, 'floors', 'el piso'],
  [/^(?:blinds|persianas)$/u, 'blinds', 'las persianas'],
];

/**
 * The thing the landlord charges to replace and how old it was when the person moved out, worked out
 * from what was said: "new in 2019" and a move-out in 2026 is about 7 years; "8 years old when i
 * moved in" after 4 years there is about 12; "9 years old when i moved in" alone is at least 9.
 */
function wornAge(ctx: CopyContext) {
  const item = ctx.case.wornItem;
  if (!item) return undefined;
  const thing = WORN_THINGS.find(([rule]) => rule.test(item.name));
  if (!thing) return undefined;
  const [, en, es] = thing;
  const outIso = ctx.case.dates.find((date) => date.role === 'moved_out')?.iso;
  const outYear = Number((outIso ?? ctx.today).slice(0, 4));
  const years = ctx.case.tenureYears;
  const age =
    item.newYear !== undefined
      ? outYear - item.newYear
      : (item.ageAtMoveOut ??
        (item.ageAtMoveIn !== undefined && years ? item.ageAtMoveIn + years : item.ageAtMoveIn));
  const atLeast = item.newYear === undefined && item.ageAtMoveOut === undefined && !years;
  return {
    en,
    es,
    /** "new in 2019", "already 9 years old when you moved in". */
    newYear: item.newYear,
    ageAtMoveIn: item.ageAtMoveIn,
    age: age !== undefined && age > 0 ? age : undefined,
    atLeast,
    oldAtMoveIn: item.oldAtMoveIn === true,
  };
}

/**
 * An old carpet (or paint) is ordinary wear, its replacement the landlord's upkeep: said in Lane's
 * voice ("you") for the strategy, or the person's ("I") for the letter. How the state or city counts
 * an item's age stays a question; nothing here is stated as law.
 */
function wornLine(ctx: CopyContext, voice: 'you' | 'I'): string | undefined {
  const worn = wornAge(ctx);
  if (!worn) return undefined;
  const t = inLanguage(ctx.lang);
  const you = voice === 'you';
  const es = worn.es;
  const Es = es.charAt(0).toUpperCase() + es.slice(1);
  const plural = /^las |^los /u.test(es) || worn.en === 'blinds' || worn.en === 'floors';
  const was = t(plural ? 'were' : 'was', plural ? 'eran' : 'era');
  /** "cambiarla" / "cambiarlo" / "cambiarlas", "una nueva" / "uno nuevo" / "unas nuevas". */
  const masculine = es.startsWith('el ');
  const it = plural ? 'las' : masculine ? 'lo' : 'la';
  const aNew = plural ? 'unas nuevas' : masculine ? 'uno nuevo' : 'una nueva';
  /** Paint is redone, the rest replaced: "repainting" / "volver a pintar". */
  const paint = worn.en === 'paint';
  const redoEn = paint ? 'repainting' : `replacing ${plural ? 'them' : 'it'}`;
  const redoEs = paint ? 'volver a pintar' : `cambiar${it}`;
  const origin =
    worn.newYear !== undefined
      ? t(
          `The ${worn.en} ${worn.en === 'paint' ? 'was done' : `${was} new`} in ${worn.newYear}`,
          `${Es} ${worn.en === 'paint' ? 'se hizo' : `${plural ? 'eran nuevas' : es.startsWith('el ') ? 'era nuevo' : 'era nueva'}`} en ${worn.newYear}`,
        )
      : worn.ageAtMoveIn !== undefined
        ? t(
            `The ${worn.en} ${was} already ${worn.ageAtMoveIn} years old when ${you ? 'you' : 'I'} moved in`,
            `${Es} ya tenía ${worn.ageAtMoveIn} años cuando ${you ? 'usted se mudó' : 'me mudé'}`,
          )
        : worn.oldAtMoveIn
          ? t(
              `The ${worn.en} ${was} already old when ${you ? 'you' : 'I'} moved in`,
              `${Es} ya ${plural ? 'estaban viejas' : 'estaba vieja'} cuando ${you ? 'usted se mudó' : 'me mudé'}`,
            )
          : undefined;
  const ageNow =
    worn.age !== undefined
      ? worn.atLeast
        ? origin
          ? t(', and older still when you moved out', ', y más aún cuando usted se fue').replace(
              /you moved out|usted se fue/u,
              (said) => (you ? said : t('I moved out', 'me fui')),
            )
          : t(
              `The ${worn.en} was at least ${worn.age} years old when ${you ? 'you' : 'I'} moved out`,
              `${Es} tenía al menos ${worn.age} años cuando ${you ? 'usted se fue' : 'me fui'}`,
            )
        : t(
            `${origin ? ', so it' : `The ${worn.en}`} was about ${worn.age} years old when ${you ? 'you' : 'I'} moved out`,
            `${origin ? ', así que' : Es} tenía unos ${worn.age} años cuando ${you ? 'usted se fue' : 'me fui'}`,
          )
      : '';
  if (!origin && !ageNow) return undefined;
  return you
    ? t(
        `${origin ?? ''}${ageNow}: wear on ${worn.en} that old is normal wear and tear, and ${redoEn} is the landlord's upkeep, not damage you caused. At most, a landlord could argue for what was left of its value, never the ${paint ? 'cost of a new paint job' : `price of new ${worn.en}`}.`,
        `${origin ?? ''}${ageNow}: con esos años, su desgaste es desgaste normal, y ${redoEs} es mantenimiento del arrendador, no un daño que usted causó. Como mucho, un arrendador podría alegar lo que le quedaba de valor, nunca el precio de ${paint ? 'pintar de nuevo' : aNew}.`,
      )
    : t(
        `${origin ?? ''}${ageNow}. ${plural ? 'Their' : 'Its'} wear is normal wear and tear, not damage, and ${redoEn} is not a charge to me.`,
        `${origin ?? ''}${ageNow}. Su desgaste es desgaste normal, no un daño, y ${redoEs} no es un cargo que me corresponda.`,
      );
}

/**
 * Chicago has its own ordinance on deposits, the Residential Landlord and Tenant Ordinance (RLTO):
 * named as the question to ask (whether it covers the building, what it asks of a landlord), never
 * with its terms stated.
 */
function cityRules(ctx: CopyContext, after: 'first' | 'pushback'): string | undefined {
  if (ctx.case.city !== 'Chicago') return undefined;
  const t = inLanguage(ctx.lang);
  return after === 'first'
    ? t(
        "You're in Chicago, which has its own Residential Landlord and Tenant Ordinance (RLTO): ask a Chicago tenant organization or the city's RLTO information whether it covers your building, what it requires of a landlord who keeps part of a deposit (an itemized statement, receipts, a deadline), and what a landlord owes who doesn't follow it.",
        'Usted está en Chicago, que tiene su propia Ordenanza de Arrendadores e Inquilinos Residenciales (RLTO): pregunte a una organización de inquilinos de Chicago o a la información de la ciudad sobre la RLTO si cubre su edificio, qué le exige a un arrendador que retiene parte de un depósito (una lista detallada, recibos, un plazo) y qué debe si no lo cumple.',
      )
    : t(
        "Ask a Chicago tenant organization or the city's RLTO information whether Chicago's Residential Landlord and Tenant Ordinance covers your building, whether keeping part of a deposit without an itemized statement and receipts means the landlord must return all of it, and whether it adds a penalty.",
        'Pregunte a una organización de inquilinos de Chicago o a la información de la ciudad sobre la RLTO si la Ordenanza de Arrendadores e Inquilinos Residenciales de Chicago cubre su edificio, si retener parte de un depósito sin una lista detallada y recibos le obliga a devolverlo todo, y si agrega una multa.',
      );
}

/** Chicago's small claims cases are filed in Cook County. */
function smallClaimsWhere(ctx: CopyContext): string {
  if (ctx.case.city !== 'Chicago') return '';
  return inLanguage(ctx.lang)(' in Cook County', ' del condado de Cook');
}

// ---------------------------------------------------------------- playbook

/** What a tenant is owed of a deposit: what was kept (or all of it), unless deductions are itemized. */
/** Everything kept, the pet deposit's too: what the demand asks back. */
function keptInAll(ctx: CopyContext): string | undefined {
  const kept = keptAmounts(ctx);
  return kept.length > 1 ? ctx.money(kept.reduce((sum, amount) => sum + amount.value, 0)) : undefined;
}

function depositOwed(ctx: CopyContext): string {
  const f = figuresOf(ctx);
  const sum = keptInAll(ctx) ?? f.withheld ?? f.deposit;
  return inLanguage(ctx.lang)(
    `${sum ? `the full ${sum}` : 'the full deposit'} back, or an itemized list of deductions with receipts for anything you keep`,
    `${sum ? `los ${sum} completos` : 'el depósito completo'} de vuelta, o una lista detallada de descuentos con recibos por lo que retengan`,
  );
}

function build(lang: Language): AreaCopy {
  const t = inLanguage(lang);
  const parts = (ctx: CopyContext) =>
    BUILDERS[keyOf(ctx)](
      ctx,
      figuresOf(ctx),
      ctx.namedParty ?? t("[landlord's name]", '[nombre del arrendador]'),
    );
  return {
    style: () => 'relationship',
    party: (ctx) =>
      ctx.case.split?.returned !== undefined
        ? (ctx.case.split.holder ?? t('your roommate', 'su compañero de cuarto'))
        : (ctx.namedParty ?? t('your landlord', 'su arrendador')),
    subject: (ctx) => parts(ctx).subject,
    strategy: (ctx) => parts(ctx).strategy,
    opening: (ctx) => parts(ctx).opening.join('\n'),
    rungs: (ctx) => parts(ctx).rungs,
    email: (ctx) => parts(ctx).email,
    talkingPoints: (ctx) => parts(ctx).talkingPoints,
    questions: (ctx) => parts(ctx).questions.slice(0, 3),
    complaintRoutes: (ctx) => parts(ctx).complaintRoutes,
    // No reviewed right reaches rent disputes: there is no right to assert.
    rightLine: () => undefined,
    judgeOffer,
    nextStep,
    honestRoute: (ctx) => HONEST[lang][keyOf(ctx)],
    owedInFull: (ctx) => (keyOf(ctx) === 'deposit' ? depositOwed(ctx) : undefined),
    followUpCopy: (ctx, outcome, _offer, latest) =>
      roommateFollowUp(ctx, outcome) ??
      refundableHeld(ctx, outcome) ??
      depositPushback(ctx, outcome) ??
      depositPartOffer(ctx, outcome, latest) ??
      leaseHolds(ctx, outcome) ??
      exemptionClaimed(ctx, outcome) ??
      limitFirstReply(ctx, outcome, latest) ??
      renewalTakeItOrLeave(ctx, outcome, latest) ??
      renewalOffers(ctx, outcome, latest) ??
      creditForRepair(ctx, outcome, latest),
  };
}

/** "45 days": the days from one ISO day to a later one. */
function daysFrom(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * When the landlord's list of deductions came, counted from the move-out: "Their letter is dated
 * nov 14, 45 days after you moved out on sep 30". The state's deadline stays a question to ask.
 */
/**
 * No list of deductions yet: the days since the move-out, counted, so the state's deadline is asked
 * about with that count ("whether the 53 days since you moved out on sept 30 already pass it").
 */
function daysSinceMoveOut(ctx: CopyContext): string | undefined {
  const out = ctx.case.dates.find((date) => date.role === 'moved_out');
  if (!out?.iso || out.iso >= ctx.today) return undefined;
  const days = daysFrom(out.iso, ctx.today);
  if (days < 14) return undefined;
  return inLanguage(ctx.lang)(
    `, and whether the ${days} days since you moved out ${onDay(out.text)} already pass it; if your forwarding address isn't on record in writing, send it today.`,
    `, y también si los ${days} días desde que se mudó ${elDia(out.text)} ya lo pasan; si su nueva dirección no consta por escrito, envíela hoy.`,
  );
}

/** Their letter's day and how many days after the move-out it came, when both are known. */
function letterDays(ctx: CopyContext): { letter: string; out: string; days: number } | undefined {
  const out = ctx.case.dates.find((date) => date.role === 'moved_out');
  const letters = ctx.case.dates.filter(
    (date) => (date.role === 'notice' || (keyOf(ctx) === 'deposit' && date.role === 'charge')) && date.iso,
  );
  const first = letters.reduce<(typeof letters)[number] | undefined>(
    (earliest, date) => (!earliest || (date.iso ?? '') < (earliest.iso ?? '') ? date : earliest),
    undefined,
  );
  if (!out?.iso || !first?.iso || first.iso <= out.iso) return undefined;
  return { letter: first.text, out: out.text, days: daysFrom(out.iso, first.iso) };
}

function listTiming(ctx: CopyContext): string | undefined {
  const out = ctx.case.dates.find((date) => date.role === 'moved_out');
  // "sent back 650 on nov 10 with an email": on a deposit, the day something was sent is their letter's.
  const letters = ctx.case.dates.filter(
    (date) => (date.role === 'notice' || (keyOf(ctx) === 'deposit' && date.role === 'charge')) && date.iso,
  );
  const first = letters.reduce<(typeof letters)[number] | undefined>(
    (earliest, date) => (!earliest || (date.iso ?? '') < (earliest.iso ?? '') ? date : earliest),
    undefined,
  );
  if (!out?.iso || !first?.iso || first.iso <= out.iso) return undefined;
  const days = daysFrom(out.iso, first.iso);
  const t = inLanguage(ctx.lang);
  const state = ctx.case.state;
  return t(
    `Their letter with the deductions went out ${onDay(first.text)}, ${days} days after you moved out ${onDay(out.text)}: ask ${state ? `the ${state} attorney general's office` : "your state attorney general's office"} or a local tenant organization whether that is within ${state ? `${state}'s` : "your state's"} deadline for returning a deposit and listing deductions, and what a late list means for what the landlord may keep.`,
    `La carta con los descuentos salió ${elDia(first.text)}, ${days} días después de que usted se mudó ${elDia(out.text)}: pregunte a la oficina del fiscal general ${state ? `de ${state}` : 'de su estado'} o a una organización de inquilinos local si eso está dentro del plazo ${state ? `de ${state}` : 'de su estado'} para devolver un depósito y detallar los descuentos, y qué significa una lista tardía para lo que el arrendador puede retener.`,
  );
}

/**
 * "if i take them to court they'll countersue for the nail holes": a threat to sue back is pressure,
 * not a reason to drop the claim. They would have to show damage beyond normal wear and what fixing it
 * cost; small nail holes are the kind of mark usually counted as wear. The demand stays whole.
 */
function countersuitLines(
  ctx: CopyContext,
  owed: string,
  owedEs: string,
): { strategy: string; said: string; written: string } | undefined {
  if (ctx.case.flags.countersuitThreat !== true) return undefined;
  const t = inLanguage(ctx.lang);
  const nails = ctx.case.flags.nailHoles === true;
  return {
    strategy: t(
      `A threat to countersue is pressure, not a reason to drop your claim or lower it: to win anything they would have to show damage beyond normal wear and tear, and what it cost to fix.${nails ? ` A few small nail holes from hanging a poster or pictures usually count as normal wear, and filling them costs little next to the ${owed} they kept.` : ''} Ask them in writing what they would claim, for what and how much, with receipts, and keep your demand as it is.`,
      `Una amenaza de contrademanda es presión, no una razón para retirar ni rebajar su reclamo: para ganar algo tendrían que demostrar un daño más allá del desgaste normal y cuánto costó arreglarlo.${nails ? ` Unos pocos agujeros pequeños de clavos por colgar un póster o cuadros suelen contar como desgaste normal, y taparlos cuesta poco al lado de ${owedEs} que retuvieron.` : ''} Pídales por escrito qué reclamarían, por qué y cuánto, con recibos, y mantenga su exigencia tal como está.`,
    ),
    said: t(
      `If you say I caused damage beyond normal wear${nails ? ', the nail holes included' : ''}, please tell me in writing what it is and what it cost, with receipts.`,
      `Si usted dice que causé un daño más allá del desgaste normal${nails ? ', incluidos los agujeros de clavos' : ''}, dígame por escrito cuál es y cuánto costó, con recibos.`,
    ),
    written: t(
      `You also said you would countersue${nails ? ' for the nail holes' : ''}. If you claim damage beyond normal wear and tear, please tell me in writing what it is and what it cost, with receipts. ${nails ? "A few small nail holes are normal wear, and they don't" : "That doesn't"} change my request.`,
      `También me dijo que me contrademandaría${nails ? ' por los agujeros de clavos' : ''}. Si usted reclama un daño más allá del desgaste normal, dígame por escrito cuál es y cuánto costó, con recibos. ${nails ? 'Unos pocos agujeros pequeños de clavos son desgaste normal, y no cambian' : 'Eso no cambia'} mi petición.`,
    ),
  };
}

/**
 * "my lease 'says tenant pays professional carpet cleaning at move out'": the clause is theirs to show,
 * with the receipt for the work; whether a clause can make a tenant pay for normal wear, or set aside
 * the deposit rules, is a question for the city's or state's rules, never stated.
 */
function leaseClauseLines(ctx: CopyContext): { strategy: string; said: string; written: string } | undefined {
  if (ctx.case.flags.leaseClauseCited !== true) return undefined;
  const t = inLanguage(ctx.lang);
  const state = ctx.case.state;
  const chicago = ctx.case.city === 'Chicago';
  const who = chicago
    ? t(
        "a Chicago tenant organization or the city's RLTO information",
        'una organización de inquilinos de Chicago o la información de la ciudad sobre la RLTO',
      )
    : state
      ? t(
          `the ${state} attorney general's office or a tenant organization`,
          `la oficina del fiscal general de ${state} o una organización de inquilinos`,
        )
      : t(
          "your state attorney general's office or a tenant organization",
          'la oficina del fiscal general de su estado o una organización de inquilinos',
        );
  return {
    strategy: t(
      `They point to a clause in your lease: ask them to send that clause and the receipt for the work they charged, and reread your copy. Whether a lease clause can make a tenant pay to clean or fix normal wear and tear, or set aside the deposit rules, is one more question for ${who}.`,
      `Le citan una cláusula de su contrato: pídales que le envíen esa cláusula y el recibo del trabajo que cobraron, y relea su copia. Si una cláusula puede obligar a un inquilino a pagar la limpieza o el arreglo del desgaste normal, o dejar sin efecto las reglas de depósitos, es una pregunta más para ${who}.`,
    ),
    said: t(
      'Please send me the lease clause you mean and the receipt for that work.',
      'Por favor envíeme la cláusula del contrato a la que se refiere y el recibo de ese trabajo.',
    ),
    written: t(
      "You mentioned a clause in my lease. Please send me the clause and the receipt for the work you charged. I don't agree that a clause lets you charge me for normal wear and tear.",
      'Usted mencionó una cláusula de mi contrato. Le pido que me envíe esa cláusula y el recibo del trabajo que cobró. No estoy de acuerdo en que una cláusula le permita cobrarme el desgaste normal.',
    ),
  };
}

/**
 * A no on a deposit ("he says the carpet was brand new in 2019 and i can take him to court", "the law
 * lets him charge for carpet", "he'll send me to collections", "he doesn't owe me a breakdown"): their
 * claim answered, then a written demand for all of what was kept by a date, then small claims court.
 * A deposit must be justified deduction by deduction, so nothing here bargains for part of it. A
 * landlord who holds the tenant's money has no debt to send to collections; the law they cite is
 * theirs to name; the state's or city's rules are questions to ask.
 */
function depositPushback(ctx: CopyContext, outcome: Outcome): FollowUpAnswer | undefined {
  if (keyOf(ctx) !== 'deposit' || outcome !== 'said_no') return undefined;
  const flags = ctx.case.flags;
  const threat = flags.collectionsThreat === true;
  const law = flags.lawClaimed === true;
  const dare = flags.courtDare === true;
  const t = inLanguage(ctx.lang);
  const f = figuresOf(ctx);
  const sum = keptInAll(ctx) ?? f.withheld;
  const owed = sum ?? 'the deposit';
  const owedEs = sum ? `los ${sum}` : 'el depósito';
  const by = formatDay(addDays(ctx.today, 14), ctx.lang);
  const state = ctx.case.state;
  const where = smallClaimsWhere(ctx);
  const worn = wornLine(ctx, 'you');
  const wornSaid = wornLine(ctx, 'I');
  /** What the person said never came: the list, the receipts. */
  const missing = [
    flags.noItemList === true ? t('itemized list', 'una lista detallada') : undefined,
    flags.noReceipts === true ? t('receipts', 'recibos') : undefined,
  ].filter((x): x is string => x !== undefined);
  const missingSaid = missing.length
    ? t(`you sent no ${missing.join(' and no ')}`, `usted no me envió ${missing.join(' ni ')}`)
    : undefined;
  /** "an itemized list or receipts", for "I haven't received …". */
  const missingAny = missing.map((what) => (what === 'itemized list' ? 'an itemized list' : what));
  const lawLine = law
    ? t(
        `If they say the law lets them charge for it, ask them in writing to name the law and to send the receipts: wear from years of normal use is not damage. Ask ${state ? `the ${state} attorney general's office` : "your state attorney general's office"} or a tenant organization whether a landlord may charge a tenant for replacing worn carpet or repainting after a long tenancy, and how the carpet's age counts.`,
        `Si dicen que la ley les permite cobrarlo, pídales por escrito que nombren esa ley y que le envíen los recibos: el desgaste de años de uso normal no es un daño. Pregunte a la oficina del fiscal general ${state ? `de ${state}` : 'de su estado'} o a una organización de inquilinos si un arrendador puede cobrar al inquilino por cambiar una alfombra gastada o pintar después de un contrato largo, y cómo cuenta la edad de la alfombra.`,
      )
    : undefined;
  const threatLine = threat
    ? t(
        `A threat to send you to collections doesn't change who owes whom: you don't owe them anything, they hold ${owed} of your money. Don't pay or sign anything to make it stop; keep the message, and if a collector ever contacts you, answer in writing that you owe nothing and send your records.`,
        `Una amenaza de mandarle a cobranza no cambia quién le debe a quién: usted no les debe nada, son ellos quienes tienen ${owedEs} de su dinero. No pague ni firme nada para que paren; guarde el mensaje y, si alguna vez le contacta una agencia de cobranza, responda por escrito que no debe nada y envíe sus pruebas.`,
      )
    : undefined;
  const dareLine = dare
    ? t(
        "They told you to take them to court: you can, and small claims court needs no lawyer. Put your demand in writing first, so the judge sees you gave them a last date to pay; don't bargain down what they kept.",
        'Le dijeron que vaya a la corte: puede hacerlo, y la corte de reclamos menores no requiere abogado. Primero ponga su exigencia por escrito, para que el juez vea que les dio una última fecha para pagar; no negocie a la baja lo que retuvieron.',
      )
    : undefined;
  const counter = countersuitLines(ctx, owed, owedEs);
  const clause = leaseClauseLines(ctx);
  /** "kept 1,400 of my 1,650": the other 250, never disputed, is due now too. */
  const rest = f.back
    ? t(
        ` (and the other ${f.back} they didn't keep, if it hasn't reached you)`,
        ` (y los otros ${f.back} que no retuvieron, si aún no le llegan)`,
      )
    : '';
  const restSaid = f.back
    ? t(
        ` (plus the other ${f.back} you didn't keep, if you haven't sent it)`,
        ` (más los otros ${f.back} que no retuvo, si aún no los envió)`,
      )
    : '';
  /** Their letter already named each deduction: a list with receipts is no way out of paying it back. */
  const itemized = flags.deductionsItemized === true && missing.length === 0;
  const demand = itemized
    ? t(
        `Send a written demand for ${owed}${rest} by ${by}: the deductions their letter lists are normal wear and tear, a list or a receipt doesn't make them chargeable, and you'll file in small claims court if it isn't paid.`,
        `Envíe una exigencia por escrito por ${owedEs}${rest} con fecha límite el ${by}: los descuentos que lista su carta son desgaste normal, una lista o un recibo no los vuelve cobrables, y presentará el caso en la corte de reclamos menores si no le pagan.`,
      )
    : missingSaid
      ? t(
          `Send a written demand for ${owed}${rest} by ${by}: the deductions are normal wear and tear, ${missingSaid.replace(/^you sent/u, 'they sent')}, and you'll file in small claims court if it isn't paid.`,
          `Envíe una exigencia por escrito por ${owedEs}${rest} con fecha límite el ${by}: los descuentos son desgaste normal, ${missingSaid.replace(/^usted no me envió/u, 'no le enviaron')}, y presentará el caso en la corte de reclamos menores si no le pagan.`,
        )
      : t(
          `Send a written demand for ${owed}${rest} by ${by}: the deductions are normal wear and tear, and unless they send an itemized list of deductions with receipts for anything they keep, you'll file in small claims court if it isn't paid.`,
          `Envíe una exigencia por escrito por ${owedEs}${rest} con fecha límite el ${by}: los descuentos son desgaste normal, y salvo que le envíen una lista detallada de descuentos con recibos por lo que retengan, presentará el caso en la corte de reclamos menores si no le pagan.`,
        );
  const rules =
    cityRules(ctx, 'pushback') ??
    (law
      ? undefined
      : t(
          `Ask ${state ? `the ${state} attorney general's office` : "your state attorney general's office"} or a local tenant organization what ${state ? `${state}'s` : "your state's"} deposit rules say about a landlord who keeps part of a deposit without an itemized list and receipts sent on time, and whether they add a penalty for keeping one in bad faith.`,
          `Pregunte a la oficina del fiscal general ${state ? `de ${state}` : 'de su estado'} o a una organización de inquilinos local qué dicen las reglas de depósitos ${state ? `de ${state}` : 'de su estado'} sobre un arrendador que retiene parte de un depósito sin enviar a tiempo una lista detallada con recibos, y si agregan una multa por retenerlo de mala fe.`,
        ));
  const court = t(
    `If the date passes, file in small claims court${where} with the lease, your photos, their messages and a copy of your letter.`,
    `Si la fecha pasa, presente el caso en la corte de reclamos menores${where} con el contrato, sus fotos, sus mensajes y una copia de su carta.`,
  );
  const late = letterDays(ctx);
  const unseen = itemized
    ? t('I dispute every deduction in your letter.', 'Disputo cada descuento de su carta.')
    : missing.length
      ? t(
          `I haven't received ${missingAny.join(' or ')} for any deduction.`,
          `No he recibido ${missing.join(' ni ')} de ningún descuento.`,
        )
      : t(
          'Please send an itemized list with receipts for anything you keep.',
          'Le pido una lista detallada con recibos por lo que retenga.',
        );
  return {
    strategy: [
      threatLine,
      dareLine,
      counter?.strategy,
      clause?.strategy,
      worn,
      lawLine,
      demand,
      rules,
      listTiming(ctx),
      court,
    ]
      .filter(Boolean)
      .join(' '),
    opening: t(
      `"Normal wear and tear isn't damage. ${unseen}${law ? ' Which law do you mean? Please name it in writing.' : ''}${threat ? " I don't owe you anything, so there's nothing to send to collections." : ''}${clause ? ` ${clause.said}` : ''}${counter ? ` ${counter.said}` : ''}"\n"Please return ${owed} by ${by}, or I'll file in small claims court${where}."`,
      `"El desgaste normal no es un daño. ${unseen}${law ? ' ¿A qué ley se refiere? Por favor nómbrela por escrito.' : ''}${threat ? ' No le debo nada, así que no hay nada que mandar a cobranza.' : ''}${clause ? ` ${clause.said}` : ''}${counter ? ` ${counter.said}` : ''}"\n"Le pido que me devuelva ${owedEs} a más tardar el ${by}, o presentaré el caso en la corte de reclamos menores${where}."`,
    ),
    email: {
      subject: t(
        `Demand for the return of ${owed} of my deposit`,
        `Exigencia de devolución de ${owedEs} de mi depósito`,
      ),
      body: t(
        `Hello,\n\nYou kept ${owed}${f.deposit ? ` of my ${f.deposit} security deposit` : ' of my security deposit'}${f.returned ? ` and returned ${f.returned}` : ''}. The deductions are for normal wear and tear${missingSaid ? `, and ${missingSaid}` : ''}.${wornSaid ? ` ${wornSaid}` : ''}${law ? ' You wrote that the law allows the charge: please name the law.' : ''}${threat ? ' I owe you nothing, so there is no debt to send to collections.' : ''}${itemized && late ? ` Your letter is dated ${late.letter}, ${late.days} days after I moved out ${onDay(late.out)}.` : ''}${clause ? `\n\n${clause.written}` : ''}${counter ? `\n\n${counter.written}` : ''}\n\nPlease return ${owed} by ${by}${restSaid}${missing.length || itemized ? '' : ', or send me by then an itemized list of each deduction with its receipt'}. If it isn't paid by then, I will file in small claims court${where}.\n\nThank you,\n[Your name]\n[New address]`,
        `Hola:\n\nUsted retuvo ${owedEs}${f.deposit ? ` de mi depósito de seguridad de ${f.deposit}` : ' de mi depósito de seguridad'}${f.returned ? ` y me devolvió ${f.returned}` : ''}. Los descuentos son por desgaste normal${missingSaid ? `, y ${missingSaid}` : ''}.${wornSaid ? ` ${wornSaid}` : ''}${law ? ' Usted escribió que la ley permite el cobro: le pido que nombre esa ley.' : ''}${threat ? ' No le debo nada, así que no hay ninguna deuda que mandar a cobranza.' : ''}${itemized && late ? ` Su carta es del ${late.letter}, ${late.days} días después de que me mudé ${elDia(late.out)}.` : ''}${clause ? `\n\n${clause.written}` : ''}${counter ? `\n\n${counter.written}` : ''}\n\nLe pido que me devuelva ${owedEs} a más tardar el ${by}${restSaid}${missing.length || itemized ? '' : ', o que me envíe para entonces una lista detallada de cada descuento con su recibo'}. Si no me paga para entonces, presentaré el caso en la corte de reclamos menores${where}.\n\nGracias,\n[Su nombre]\n[Nueva dirección]`,
      ),
    },
    talkingPoints: [
      t(
        'Answer in writing, keep it short and calm, and keep every text they send.',
        'Responda por escrito, breve y con calma, y guarde cada mensaje que le envíen.',
      ),
      threat
        ? t(
            'Only money you owe can go to collections; a deposit they hold is yours.',
            'Solo una deuda suya puede ir a cobranza; un depósito que ellos retienen es suyo.',
          )
        : itemized
          ? t(
              `Ask for all of ${owed}, not part of it: a list of deductions doesn't turn normal wear and tear into damage.`,
              `Pida ${owedEs} completos, no una parte: una lista de descuentos no convierte el desgaste normal en un daño.`,
            )
          : t(
              `Ask for all of ${owed}, not part of it: a deposit comes back in full unless each deduction is shown with a receipt.`,
              `Pida ${owedEs} completos, no una parte: un depósito se devuelve entero salvo que cada descuento se muestre con un recibo.`,
            ),
      ...(ctx.case.flags.countersuitThreat === true
        ? [
            t(
              `A threat to countersue doesn't change your demand: it stays at ${owed}.`,
              `Una amenaza de contrademanda no cambia su exigencia: siga pidiendo ${owedEs}.`,
            ),
          ]
        : []),
      t(
        'Small claims court needs no lawyer: bring the lease, your photos, their letter and these texts.',
        'La corte de reclamos menores no requiere abogado: lleve el contrato, sus fotos, la carta y estos mensajes.',
      ),
    ],
  };
}

/**
 * The landlord offers part of a kept deposit back ("I'll send 300 more and that's final", "te devuelvo
 * otros 300"): the part is the person's money, so it is taken, but only as a partial refund, never as a
 * settlement of the rest (nothing signed or cashed that is marked final or paid in full). The figures
 * are worked out (back so far with it, still kept), receipts are still asked for what stays kept, a
 * threat to send "the rest" to collections is answered (no debt; a collector's claim is disputed in
 * writing), and the state's deposit rules stay questions.
 */
function depositPartOffer(
  ctx: CopyContext,
  outcome: Outcome,
  latest: readonly CaseAmount[] | undefined,
): FollowUpAnswer | undefined {
  if (keyOf(ctx) !== 'deposit' || outcome !== 'counter_offer' || ctx.case.split) return undefined;
  const kept = keptAmounts(ctx);
  const keptValue = kept.length > 1 ? kept.reduce((sum, amount) => sum + amount.value, 0) : keptValueOf(ctx);
  if (keptValue === undefined) return undefined;
  // "he'll only keep 500 and send the rest": what comes back is the part kept less what they'd keep.
  const keepOnly = (latest ?? []).find(
    (amount) => amount.role === 'withheld' && amount.value > 0 && amount.value < keptValue,
  );
  const offer =
    (latest ?? []).find(
      (amount) => amount.role === 'offered' && amount.value > 0 && amount.value < keptValue,
    ) ??
    (keepOnly
      ? {
          text: ctx.money(keptValue - keepOnly.value),
          value: keptValue - keepOnly.value,
          role: 'offered' as const,
        }
      : undefined);
  if (!offer) return undefined;
  const t = inLanguage(ctx.lang);
  const f = figuresOf(ctx);
  const flags = ctx.case.flags;
  const threat = flags.collectionsThreat === true;
  const deposit = ctx.value('deposit');
  const returnedValue = ctx.value('returned') ?? (deposit !== undefined ? deposit - keptValue : undefined);
  const keptText = keptInAll(ctx) ?? f.withheld ?? ctx.money(keptValue);
  const still = ctx.money(keptValue - offer.value);
  const backWith =
    returnedValue !== undefined && returnedValue > 0 ? ctx.money(returnedValue + offer.value) : undefined;
  const by = formatDay(addDays(ctx.today, 14), ctx.lang);
  const where = smallClaimsWhere(ctx);
  const state = ctx.case.state;
  const worn = wornLine(ctx, 'you');
  const wornSaid = wornLine(ctx, 'I');
  const noReceipts = flags.noReceipts === true;
  const position = backWith
    ? t(
        `With it, ${backWith} of your ${f.deposit ? `${f.deposit} ` : ''}deposit would be back (${f.returned ?? ctx.money(returnedValue!)} already, plus ${offer.text}), and they'd still be keeping ${still}.`,
        `Con eso, le habrían devuelto ${backWith} de su depósito${f.deposit ? ` de ${f.deposit}` : ''} (${f.returned ?? ctx.money(returnedValue!)} ya recibidos, más ${offer.text}), y seguirían reteniendo ${still}.`,
      )
    : t(
        `With it, they'd still be keeping ${still} of the ${keptText}.`,
        `Con eso, seguirían reteniendo ${still} de los ${keptText}.`,
      );
  const take = t(
    `What you're owed is still the full ${keptText} they kept, unless they show real damage with receipts. Take the ${offer.text}, but only as a partial refund, not as a full settlement: say so in writing before it comes, and don't sign a release or cash a check marked "final", "paid in full" or "full settlement" unless you choose to give up the other ${still}.`,
    `Lo que le deben sigue siendo los ${keptText} completos que retuvieron, salvo que muestren daños reales con recibos. Acepte los ${offer.text}, pero solo como devolución parcial, no como arreglo total: dígalo por escrito antes de que lleguen, y no firme una renuncia ni cobre un cheque marcado "final", "pago total" o "arreglo total" salvo que decida renunciar a los otros ${still}.`,
  );
  const receipts = t(
    `Keep asking for an itemized list with receipts for the ${still} still kept${ctx.case.wornItem ? `, with the ${ctx.case.wornItem.name}'s age and what it actually cost` : ''}.`,
    `Siga pidiendo una lista detallada con recibos de los ${still} que siguen retenidos${ctx.case.wornItem ? ', con la edad de lo que cobran y lo que de verdad costó' : ''}.`,
  );
  const threatLine = threat
    ? t(
        `A threat to send "the rest" to collections doesn't turn it into a debt: they hold your money, and you don't owe them anything. Keep the message; a threat made to get you to drop a deposit claim helps you in small claims court. If a collector ever contacts you, dispute the debt in writing within 30 days of its validation notice (the collector must pause collection until it answers) and send your records; if it ever shows up on your credit report, dispute it with the credit bureau too.`,
        `Amenazar con mandar "el resto" a cobranza no lo convierte en una deuda: ellos tienen su dinero, y usted no les debe nada. Guarde el mensaje; una amenaza para que usted deje de reclamar su depósito le ayuda en la corte de reclamos menores. Si alguna vez le contacta un cobrador, dispute la deuda por escrito dentro de los 30 días después de su aviso de validación (el cobrador debe pausar el cobro hasta responderle) y envíe sus pruebas; si alguna vez aparece en su reporte de crédito, dispútela también con la agencia de crédito.`,
      )
    : undefined;
  const rules =
    cityRules(ctx, 'pushback') ??
    t(
      `Ask ${state ? `the ${state} attorney general's office` : "your state attorney general's office"} or a local tenant organization what ${state ? `${state}'s` : "your state's"} deposit rules say about a landlord who keeps part of a deposit without an itemized list and receipts sent on time, and whether they add a penalty for keeping one in bad faith.`,
      `Pregunte a la oficina del fiscal general ${state ? `de ${state}` : 'de su estado'} o a una organización de inquilinos local qué dicen las reglas de depósitos ${state ? `de ${state}` : 'de su estado'} sobre un arrendador que retiene parte de un depósito sin enviar a tiempo una lista detallada con recibos, y si agregan una multa por retenerlo de mala fe.`,
    );
  const court = t(
    `If the ${still} isn't back or shown with receipts by ${by}, file in small claims court${where} for it, with the lease, your photos and their messages.`,
    `Si los ${still} no le llegan ni se justifican con recibos a más tardar el ${by}, presente el caso en la corte de reclamos menores${where} por ese monto, con el contrato, sus fotos y sus mensajes.`,
  );
  return {
    strategy: [
      backWith
        ? t(`They offered to send ${offer.text} more.`, `Le ofrecieron devolverle ${offer.text} más.`)
        : t(`They offered to give back ${offer.text}.`, `Le ofrecieron devolverle ${offer.text}.`),
      flags.finalOffer === true
        ? t(
            "Calling it final, or threatening to keep more if you push, doesn't change what they owe.",
            'Que lo llamen final, o que amenacen con quedarse con más si usted reclama, no cambia lo que le deben.',
          )
        : undefined,
      position,
      take,
      worn,
      receipts,
      threatLine,
      // The day their letter came, counted, asks about the deadline; without it, the rules in general.
      listTiming(ctx) ?? rules,
      court,
    ]
      .filter(Boolean)
      .join(' '),
    opening: quoteLines([
      t(
        `I'll take the ${offer.text} as a partial refund, not as a final settlement of my deposit.`,
        `Acepto los ${offer.text} como devolución parcial, no como arreglo final de mi depósito.`,
      ),
      t(
        `That still leaves ${still} kept. Please send an itemized list with receipts for it, or return it by ${by}.`,
        `Eso deja todavía ${still} retenidos. Le pido una lista detallada con recibos, o que me los devuelva a más tardar el ${by}.`,
      ),
      ...(threat
        ? [
            t(
              "I don't owe you anything, so there's nothing to send to collections.",
              'No le debo nada, así que no hay nada que mandar a cobranza.',
            ),
          ]
        : []),
    ]),
    email: {
      subject: t(
        `My deposit: the ${offer.text} as a partial refund, and the ${still} still kept`,
        `Mi depósito: los ${offer.text} como devolución parcial, y los ${still} que siguen retenidos`,
      ),
      body: t(
        `Hello,\n\n${f.returned ? `You returned ${f.returned} of my ${f.deposit ? `${f.deposit} ` : ''}security deposit and kept ${keptText}.` : f.keptAll ? `You kept all of my ${keptText} security deposit.` : `You kept ${keptText} of my security deposit.`} You've offered to send ${offer.text}${backWith ? ' more' : ''}. I accept the ${offer.text} as a partial refund only, not as a full or final settlement; please don't mark the payment "final" or "paid in full".\n\nThat leaves ${still} still kept.${wornSaid ? ` ${wornSaid}` : ''}${noReceipts ? ' You have sent no receipts for any deduction.' : ''} Please return the ${still} by ${by}, or send me by then an itemized list of each deduction with its receipt.${threat ? ' I owe you nothing, so there is no debt to send to collections.' : ''} If it isn't resolved by then, I will file in small claims court${where}.\n\nThank you,\n[Your name]\n[New address]`,
        `Hola:\n\n${f.returned ? `Usted me devolvió ${f.returned} de mi depósito de seguridad${f.deposit ? ` de ${f.deposit}` : ''} y retuvo ${keptText}.` : f.keptAll ? `Usted retuvo todo mi depósito de seguridad de ${keptText}.` : `Usted retuvo ${keptText} de mi depósito de seguridad.`} Me ofreció devolverme ${offer.text}${backWith ? ' más' : ''}. Acepto los ${offer.text} solo como devolución parcial, no como arreglo total ni final; le pido que no marque el pago como "final" ni "pago total".\n\nQuedan todavía ${still} retenidos.${wornSaid ? ` ${wornSaid}` : ''}${noReceipts ? ' No me ha enviado recibos de ningún descuento.' : ''} Le pido que me devuelva los ${still} a más tardar el ${by}, o que me envíe para entonces una lista detallada de cada descuento con su recibo.${threat ? ' No le debo nada, así que no hay ninguna deuda que mandar a cobranza.' : ''} Si no se resuelve para entonces, presentaré el caso en la corte de reclamos menores${where}.\n\nGracias,\n[Su nombre]\n[Nueva dirección]`,
      ),
    },
    talkingPoints: [
      t(
        `Your numbers: deposit ${f.deposit ?? '[deposit]'}; ${backWith ? `back ${f.returned ?? ctx.money(returnedValue!)} + ${offer.text} = ${backWith}` : `offered ${offer.text}`}; still kept ${still}.`,
        `Sus cifras: depósito ${f.deposit ?? '[depósito]'}; ${backWith ? `devueltos ${f.returned ?? ctx.money(returnedValue!)} + ${offer.text} = ${backWith}` : `ofrecidos ${offer.text}`}; siguen retenidos ${still}.`,
      ),
      t(
        'Cash or deposit the payment only if nothing on it or with it says "final", "paid in full" or "release".',
        'Cobre o deposite el pago solo si nada en él ni con él dice "final", "pago total" o "renuncia".',
      ),
      threat
        ? t(
            'Only money you owe can go to collections; a deposit they hold is yours. Keep the threat in writing.',
            'Solo una deuda suya puede ir a cobranza; un depósito que ellos retienen es suyo. Guarde la amenaza por escrito.',
          )
        : t(
            'Answer in writing, keep it short and calm, and keep every message they send.',
            'Responda por escrito, breve y con calma, y guarde cada mensaje que le envíen.',
          ),
      t(
        'Small claims court needs no lawyer: bring the lease, your photos, their letter and these messages.',
        'La corte de reclamos menores no requiere abogado: lleve el contrato, sus fotos, la carta y estos mensajes.',
      ),
    ],
  };
}

/**
 * A rise in the middle of a lease, refused or pressed with "then I won't renew": the lease still
 * sets the rent until it ends, so there is no ladder of asks; renewal is a later, separate choice.
 */
function leaseHolds(ctx: CopyContext, outcome: Outcome): FollowUpAnswer | undefined {
  if (keyOf(ctx) !== 'midlease') return undefined;
  if (ctx.case.flags.nonRenewal === true) return notRenewing(ctx);
  if (outcome !== 'said_no') return undefined;
  const t = inLanguage(ctx.lang);
  const f = figuresOf(ctx);
  const lease = f.current ?? t('the rent in your lease', 'la renta de su contrato');
  const end = f.due ?? t('the end of your lease', 'el fin de su contrato');
  const until = f.due
    ? t(`until ${f.due}`, `hasta ${elFin(f.due)}`)
    : t('until it ends', 'hasta que termine');
  // "if you don't accept, leave by Dec 1": the lease is not ended by a message, and the reply says so.
  const leave = ctx.case.flags.toldToLeave === true;
  const leaveDay = leave ? riseDay(ctx) : undefined;
  const notMoving = leave
    ? t(
        `I'm not moving out${leaveDay ? ` on ${leaveDay}` : ''}: our lease is still in force.`,
        `No me voy a mudar${leaveDay ? ` ${elFin(leaveDay)}` : ''}: nuestro contrato sigue vigente.`,
      )
    : '';
  return {
    strategy: `${nextStep(ctx, outcome, undefined) ?? ''} ${t(
      `Your lease still sets the rent at ${lease} ${until}. Whether to renew at a higher rent after that is a separate decision for closer to ${end}, not something to sign now.`,
      `Su contrato sigue fijando la renta en ${lease} ${until}. Si renueva con una renta más alta después es una decisión aparte, para más cerca ${delFin(end)}, no algo que firmar ahora.`,
    )}`.trim(),
    opening: t(
      `"I have a signed lease at ${lease} ${until}, and I'll keep paying that on time.${leave ? ` ${notMoving}` : ''} If a clause allows a change before then, please send it to me in writing."\n"We can talk about a renewal closer to the end of the lease."`,
      `"Tengo un contrato firmado con una renta de ${lease} ${until}, y la seguiré pagando a tiempo.${leave ? ` ${notMoving}` : ''} Si una cláusula permite un cambio antes, por favor envíemela por escrito."\n"Podemos hablar de una renovación más cerca del fin del contrato."`,
    ),
    email: {
      subject: t(
        `My lease: the rent stays at ${lease} ${until}`,
        `Mi contrato: la renta sigue en ${lease} ${until}`,
      ),
      body: t(
        `Hello,\n\nThank you for your reply about the increase. My signed lease sets the rent at ${lease} ${until}, and I will keep paying that amount on time.${leave ? ` ${notMoving}` : ''} If you believe a clause allows an increase before then, please send it to me in writing. I'm glad to discuss a renewal closer to the end of the lease.\n\nThank you,\n[Your name]`,
        `Hola:\n\nGracias por su respuesta sobre el aumento. Mi contrato firmado fija la renta en ${lease} ${until}, y seguiré pagando ese monto a tiempo.${leave ? ` ${notMoving}` : ''} Si usted considera que una cláusula permite un aumento antes, le pido enviármela por escrito. Con gusto hablamos de una renovación más cerca del fin del contrato.\n\nGracias,\n[Su nombre]`,
      ),
    },
    talkingPoints: [
      t('Your lease binds both of you until it ends.', 'Su contrato les obliga a ambos hasta que termina.'),
      leave
        ? t(
            `A message telling you to leave doesn't end your lease: don't move out or hand back the keys, keep every message, and ask a tenant organization or legal aid${f.state ? ` in ${f.state}` : ''} what ${f.state ?? 'your state'} says about a landlord who changes the locks or shuts off utilities to force a tenant out, and about retaliation.`,
            `Un mensaje que le dice que se vaya no termina su contrato: no se mude ni entregue las llaves, guarde cada mensaje y pregunte a una organización de inquilinos o a asistencia legal${f.state ? ` de ${f.state}` : ''} qué dice ${f.state ?? 'su estado'} sobre un arrendador que cambia la cerradura o corta los servicios para sacar a un inquilino, y sobre las represalias.`,
          )
        : t(
            'A threat not to renew is not a reason to sign now: ask a tenant organization or your local housing office whether your city or state limits non-renewal in retaliation.',
            'Una amenaza de no renovar no es razón para firmar ahora: pregunte a una organización de inquilinos o a la oficina de vivienda local si su ciudad o estado limita la no renovación como represalia.',
          ),
      t('Keep proof of every payment.', 'Guarde constancia de cada pago.'),
    ],
  };
}

/**
 * Inside a lease, "if you don't agree he won't renew, be out by july 31. is that legal?": the question
 * asked is answered first (the lease holds to its end; whether he may decline to renew is a local and
 * state question, with the lease's renewal and notice clause), then the next lease, as its own talk.
 */
function notRenewing(ctx: CopyContext): FollowUpAnswer {
  const t = inLanguage(ctx.lang);
  const f = figuresOf(ctx);
  const lease = f.current ?? t('the rent in your lease', 'la renta de su contrato');
  const until = f.due
    ? t(`until ${f.due}`, `hasta ${elFin(f.due)}`)
    : t('until it ends', 'hasta que termine');
  const higher = f.proposed ?? t('the higher rent', 'la renta más alta');
  // "sets the rent at 1450" with the figure; "sets the rent" alone without it.
  const at = f.current ? t(` at ${f.current}`, ` en ${f.current}`) : '';
  const withRent = f.current ? t(` at ${f.current}`, ` con una renta de ${f.current}`) : '';
  const state = ctx.case.state;
  const city = ctx.case.city;
  const repair = ctx.case.flags.repairNeeded === true;
  const where = t(
    `${city ? `${city} or ` : ''}${state ?? 'your state'}`,
    `${city ? `${city} o ` : ''}${state ?? 'su estado'}`,
  );
  // The next lease's talk starts about three months before this one ends.
  const endIso = leaseEndIso(ctx);
  const talkIso = endIso ? addDays(endIso, -90) : undefined;
  const talkMonth = talkIso ? monthYear(talkIso, ctx.lang) : undefined;
  const when = talkMonth
    ? t(
        `around ${talkMonth}, about three months before the lease ends`,
        `hacia ${talkMonth}, unos tres meses antes de que termine el contrato`,
      )
    : t('about three months before the lease ends', 'unos tres meses antes de que termine el contrato');
  const counter = f.counter;
  const offerNext = counter
    ? t(
        `offer in writing a rent for a new 12-month lease (for example ${counter})`,
        `ofrezca por escrito una renta para un contrato nuevo de 12 meses (por ejemplo ${counter})`,
      )
    : t(
        'offer in writing a rent for a new 12-month lease',
        'ofrezca por escrito una renta para un contrato nuevo de 12 meses',
      );
  return {
    strategy: t(
      `Your lease still sets the rent${at} ${until}: saying no to ${higher} doesn't end it sooner, and you don't have to pay more before then unless a clause in the lease allows it. Whether he can simply not renew when the lease ends, and how much notice he must give, depends on local and state rules: ask your city or county housing office or a tenant organization whether ${where} has a rule on ending a tenancy at the end of a lease, and reread your lease's renewal and notice clause. Renewing at a higher rent is a separate decision, for the next lease: ${when}, ${offerNext}, and look at listings in case moving when the lease ends suits you better. Nothing to sign now.${repair ? " Keep the repair request going in writing, with a date: a rent talk doesn't put it on hold." : ''} Lane isn't a lawyer; this is coaching, not legal advice.`,
      `Su contrato sigue fijando la renta${at} ${until}: decir que no a ${higher} no lo termina antes, y no tiene que pagar más antes de esa fecha salvo que una cláusula del contrato lo permita. Si puede simplemente no renovarle cuando termine el contrato, y con cuánto aviso, depende de las reglas locales y estatales: pregunte a la oficina de vivienda de su ciudad o condado o a una organización de inquilinos si ${where} tiene una regla sobre terminar un arrendamiento al fin del contrato, y relea la cláusula de renovación y de aviso de su contrato. Renovar con una renta más alta es una decisión aparte, para el próximo contrato: ${when}, ${offerNext}, y mire anuncios por si le conviene más mudarse cuando termine el contrato. No hay nada que firmar ahora.${repair ? ' Siga pidiendo la reparación por escrito, con una fecha: hablar de la renta no la pone en pausa.' : ''} Lane no es abogado; esto es orientación, no asesoría legal.`,
    ),
    opening: t(
      `"I have a signed lease${withRent} ${until}, and I'll keep paying that rent on time; I don't agree to a change before then."\n"About renewing: could you tell me in writing what notice the lease gives for not renewing? I'd like to talk about a new lease before this one ends."`,
      `"Tengo un contrato firmado${withRent} ${until}, y seguiré pagando esa renta a tiempo; no acepto un cambio antes de esa fecha."\n"Sobre la renovación: ¿me puede decir por escrito qué aviso da el contrato para no renovar? Me gustaría hablar de un contrato nuevo antes de que termine este."`,
    ),
    email: {
      subject: t(`My lease: the rent stays${at} ${until}`, `Mi contrato: la renta sigue${at} ${until}`),
      body: t(
        `Hello,\n\nThank you for your reply. My signed lease sets the rent${at} ${until}, and I will keep paying that amount on time; I don't agree to an increase during the lease. If you believe a clause allows one, please send it to me in writing.\n\nAbout renewal: please tell me in writing what notice the lease gives if you decide not to renew. I'm glad to discuss the terms of a new lease closer to its end.\n\nThank you,\n[Your name]`,
        `Hola:\n\nGracias por su respuesta. Mi contrato firmado fija la renta${at} ${until}, y seguiré pagando ese monto a tiempo; no acepto un aumento durante el contrato. Si usted considera que una cláusula lo permite, le pido enviármela por escrito.\n\nSobre la renovación: le pido que me diga por escrito qué aviso da el contrato si decide no renovar. Con gusto hablamos de las condiciones de un contrato nuevo más cerca de su fin.\n\nGracias,\n[Su nombre]`,
      ),
    },
    talkingPoints: [
      t(
        `Until the lease ends, pay ${lease}, not ${higher}, on time and with a record.`,
        `Hasta que termine el contrato, pague ${lease}, no ${higher}, a tiempo y con constancia.`,
      ),
      t(
        `Ask the housing office or a tenant organization: does ${where} limit not renewing a lease, or require a reason or a longer notice? Does it protect tenants from retaliation?`,
        `Pregunte a la oficina de vivienda o a una organización de inquilinos: ¿${where} limita no renovar un contrato, o exige un motivo o un aviso más largo? ¿Protege a los inquilinos de represalias?`,
      ),
      t(
        'Reread the lease: the renewal clause, the notice to end it, and any clause about rent changes.',
        'Relea el contrato: la cláusula de renovación, el aviso para terminarlo y cualquier cláusula sobre cambios de renta.',
      ),
      t('Keep every message from the landlord.', 'Guarde cada mensaje del arrendador.'),
    ],
  };
}

/** The lease's last day as YYYY-MM-DD: the latest day named after the rise's. */
function leaseEndIso(ctx: CopyContext): string | undefined {
  const isos = ctx.case.dates
    .filter((date) => date.iso && date.role !== 'notice' && date.role !== 'moved_out')
    .map((date) => date.iso!)
    .sort();
  const end = isos.at(-1);
  return end && end > ctx.today ? end : undefined;
}

/** "May 2027" / "mayo de 2027". */
function monthYear(iso: string, lang: Language): string {
  const [year, month] = iso.split('-').map(Number) as [number, number];
  const en = [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ];
  const es = [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ];
  return lang === 'es' ? `${es[month - 1]} de ${year}` : `${en[month - 1]} ${year}`;
}

/**
 * The day the rise was to start ("sube desde el 1 de diciembre"), when the lease's last day is named
 * too: the earlier of the days to come, never the lease's end.
 */
function riseDay(ctx: CopyContext): string | undefined {
  const due = ctx.case.dates
    .filter((date) => date.role === 'due' && date.iso)
    .sort((a, b) => (a.iso ?? '').localeCompare(b.iso ?? ''));
  const [first] = due;
  if (!first?.iso || due.length < 2 || first.iso === due.at(-1)?.iso || first.iso < ctx.today)
    return undefined;
  return formatDay(first.iso, ctx.lang);
}

/**
 * A deposit the lease calls refundable, and the landlord answers "it's non-refundable": the lease's
 * own word is quoted back, their clause asked for, and the state's deposit rules are a question.
 */
function refundableHeld(ctx: CopyContext, outcome: Outcome): FollowUpAnswer | undefined {
  if (keyOf(ctx) !== 'deposit' || outcome !== 'said_no' || ctx.case.flags.depositRefundable !== true)
    return undefined;
  const t = inLanguage(ctx.lang);
  const f = figuresOf(ctx);
  const label = ctx.case.feeName;
  const sum = keptInAll(ctx) ?? f.withheld ?? f.deposit;
  const theBack = t(sum ? `the ${sum}` : 'my deposit', sum ? `los ${sum}` : 'mi depósito');
  const theDeposit = t(
    f.deposit ? `the ${f.deposit} deposit` : 'the deposit',
    f.deposit ? `el depósito de ${f.deposit}` : 'el depósito',
  );
  const state = f.state;
  return {
    strategy: t(
      `Calling it non-refundable now doesn't change the lease you both signed: it calls ${theDeposit} refundable. Answer in writing: quote that line (page and section), ask them to send the clause they say makes it non-refundable, and ask again for an itemized list of any damage with receipts, or ${theBack} back, by a date about two weeks out. Ask ${state ? `the ${state}` : 'your state'} attorney general's office or a local tenant organization what ${state ? `${state}'s` : "your state's"} deposit rules say about a pet or other deposit the lease calls refundable, and the deadline to return it. If the date passes, file in small claims court with the lease and your move-out photos.`,
      `Que ahora lo llamen no reembolsable no cambia el contrato que ambos firmaron: ese contrato dice que ${theDeposit} es reembolsable. Responda por escrito: cite esa línea (página y sección), pida que le envíen la cláusula que, según dicen, lo hace no reembolsable, y pida de nuevo una lista detallada de cualquier daño con recibos, o ${theBack} de vuelta, antes de una fecha unas dos semanas después. Pregunte a la oficina del fiscal general ${state ? `de ${state}` : 'de su estado'} o a una organización de inquilinos local qué dicen las reglas de depósitos ${state ? `de ${state}` : 'de su estado'} sobre un depósito de mascota u otro que el contrato llama reembolsable, y el plazo para devolverlo. Si la fecha pasa, presente el caso en la corte de reclamos menores con el contrato y sus fotos de salida.`,
    ),
    opening: t(
      `"My lease calls ${theDeposit} refundable: it's on page [page], section [section]. Which clause makes it non-refundable? Please send it to me in writing."\n"Unless there's damage you can show with receipts, please return ${theBack} by [date], to [new address]."`,
      `"Mi contrato dice que ${theDeposit} es reembolsable: está en la página [página], sección [sección]. ¿Qué cláusula lo hace no reembolsable? Le pido que me la envíe por escrito."\n"Salvo que haya daños que pueda demostrar con recibos, le pido que me devuelva ${theBack} antes del [fecha], a [nueva dirección]."`,
    ),
    email: {
      subject: t(
        `${f.deposit ? `The ${f.deposit} deposit` : 'My deposit'}: the lease calls it refundable`,
        `${f.deposit ? `El depósito de ${f.deposit}` : 'Mi depósito'}: el contrato lo llama reembolsable`,
      ),
      body: t(
        `Hi ${ctx.namedParty ?? '[name]'},\n\nOn [date] you told me ${theDeposit} is non-refundable. My lease says otherwise: page [page], section [section] calls it a refundable deposit${label ? `, not a "${label}"` : ''}. A copy of that page is attached.\n\nIf you rely on a different clause, please send it to me. Otherwise, please send me by [reply-by date] either an itemized list of any damage, with receipts and photos, or ${theBack}, to my new address: [new address].\n\nIf this isn't settled by that date, I'll file in small claims court.\n\nThank you,\n[Your name]`,
        `Hola, ${ctx.namedParty ?? '[nombre]'}:\n\nEl [fecha] usted me dijo que ${theDeposit} no es reembolsable. Mi contrato dice otra cosa: la página [página], sección [sección], lo llama un depósito reembolsable${label ? `, no un "${label}"` : ''}. Adjunto una copia de esa página.\n\nSi usted se basa en otra cláusula, le pido que me la envíe. Si no, le pido que me envíe antes del [fecha de respuesta] una lista detallada de cualquier daño, con recibos y fotos, o ${theBack}, a mi nueva dirección: [nueva dirección].\n\nSi esto no se resuelve antes de esa fecha, presentaré el caso en la corte de reclamos menores.\n\nGracias,\n[Su nombre]`,
      ),
    },
    talkingPoints: [
      t(
        `Read the lease's own word out loud: "refundable". Ask for the clause they rely on, not their opinion.`,
        `Lea en voz alta la palabra del propio contrato: "reembolsable". Pida la cláusula en que se basan, no su opinión.`,
      ),
      t(
        `Ask ${state ? `about ${state}'s` : "about your state's"} deposit rules: whether a pet deposit counts as a security deposit there, and the deadline to return it or list deductions.`,
        `Pregunte por las reglas de depósitos ${state ? `de ${state}` : 'de su estado'}: si un depósito de mascota cuenta ahí como depósito de seguridad, y el plazo para devolverlo o detallar los descuentos.`,
      ),
      t(
        "Don't agree to call it a fee, and don't sign or cash anything marked as settling the deposit for less.",
        'No acepte llamarlo un cargo, y no firme ni cobre nada que diga que cierra el depósito por menos.',
      ),
      t(
        'Keep the lease page, your move-out photos and every message together.',
        'Guarde juntos la página del contrato, sus fotos de salida y cada mensaje.',
      ),
    ],
  };
}

export const rentLandlord: AreaPlaybook = { en: build('en'), es: build('es') };
