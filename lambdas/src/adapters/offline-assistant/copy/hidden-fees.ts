import type { CaseAmount, PerUnit } from '../../../domain/chat/case.js';
import {
  is,
  or,
  type AreaCopy,
  type AreaPlaybook,
  type CopyContext,
  type EmailCopy,
  type Outcome,
  type Rung,
  type RungCopy,
  quoteLines,
  rungsByName,
} from './types.js';

/**
 * Surprise fees: event tickets, short stays, travel and anything else. The FTC fee rule reaches only
 * live-event tickets and short-term lodging bought from May 12, 2025, and only the rights engine
 * says when it applies (`ftc-fee-rule-scope`): then the copy asserts the total price had to be shown
 * up front and asks for the fees back; otherwise it asks where the fee was disclosed and works the
 * waiver ladder. A per-night or per-ticket figure is always said as a rate, its total as count × rate.
 */

type Kind = 'tickets' | 'lodging' | 'travel' | 'other';

function kindOf(ctx: CopyContext): Kind | undefined {
  if (is(ctx, 'fees_tickets')) return 'tickets';
  if (is(ctx, 'fees_lodging')) return 'lodging';
  if (is(ctx, 'fees_travel')) return 'travel';
  if (is(ctx, 'fees_other')) return 'other';
  return undefined;
}

/** One sub-case's answer in one language. */
interface Plan {
  readonly strategy: string;
  /** The lines the person says, without quotes. */
  readonly opening: readonly string[];
  readonly rungs: Readonly<Record<Rung, readonly [label: string, line: string]>>;
  readonly email: EmailCopy;
  readonly points: readonly string[];
  readonly questions: readonly string[];
}

const say = quoteLines;

function rungsOf(plan: Plan): Record<Rung, RungCopy> {
  return rungsByName(plan.rungs);
}

/** Whether the FTC fee rule covers this purchase (the rights engine decides). */
const covered = (ctx: CopyContext) => ctx.right('ftc-fee-rule-scope');

const AIRLINE = /air|jet|delta|united|american|southwest|spirit|frontier|alaska|vuelo|aerol/i;
const RENTAL = /rent|hertz|avis|enterprise|budget|alamo|national|sixt|thrifty|dollar|auto|car\b/i;

/** true: an airline; false: a rental car or other travel; undefined: not said. */
function isAirline(ctx: CopyContext): boolean | undefined {
  const party = ctx.namedParty ?? '';
  if (AIRLINE.test(party)) return true;
  if (RENTAL.test(party)) return false;
  // Airlines don't charge by the day; rental counters do.
  if (ctx.case.amounts.some((amount) => amount.per === 'day')) return false;
  return undefined;
}

/**
 * The person's fee figures, by role: a rate with its count and total, a flat fee, or the gap at
 * checkout. When the person gives both a rate and a fee ("129/night, plus a 45 resort fee"), the
 * rate is the room or the car and the fee is the fee: a per-night fee borrows the stay's count.
 */
/** How to name fees the person didn't name: "the fees" worked out from a total, or "the extra charges". */
type Plain = 'fees' | 'extras' | undefined;

function feeFigures(ctx: CopyContext) {
  const amounts = ctx.case.amounts;
  const unitAmount =
    amounts.find((amount) => amount.role === 'unit' && amount.count !== undefined) ??
    amounts.find((amount) => amount.role === 'unit');
  const feeAmount = amounts.find((amount) => amount.role === 'fee');
  const extra = ctx.computed.overEstimate ?? ctx.figure('over');
  const extraValue = ctx.computed.overEstimateValue ?? ctx.value('over');
  const charged = ctx.figure('billed');
  const shown = ctx.figure('quoted', 'estimated');
  const kind = kindOf(ctx);
  /** The price as listed ("3 nights at 129", "2 tickets at 89 each"): what the person was first shown. */
  const listed =
    unitAmount?.count !== undefined && unitAmount.per !== undefined
      ? {
          unit: unitAmount.text,
          per: unitAmount.per,
          count: unitAmount.count,
          total: exactMoney(ctx, unitAmount.value * unitAmount.count),
        }
      : undefined;
  // "Listed at 89 each, the total at checkout was 251.40": what checkout added is the fees.
  const billedValue = ctx.value('billed');
  if (
    !feeAmount &&
    listed &&
    unitAmount &&
    (kind === 'tickets' || kind === 'lodging') &&
    billedValue !== undefined &&
    billedValue > unitAmount.value * listed.count &&
    // Fees above the listed price itself mean the per-unit figure was a fee, not the price.
    billedValue < 2 * unitAmount.value * listed.count
  ) {
    const gapValue = billedValue - unitAmount.value * listed.count;
    const gap = exactMoney(ctx, gapValue);
    return {
      unit: undefined as string | undefined,
      per: undefined as PerUnit | undefined,
      count: undefined as number | undefined,
      total: undefined as string | undefined,
      fee: undefined as string | undefined,
      shown,
      charged,
      sum: gap,
      sumValue: gapValue,
      bought: ctx.date('service', 'charge'),
      listed,
      gap: true,
      plain: 'fees' as Plain,
      firstRate: undefined,
    };
  }
  // "Showed 120 each, then 158 each with a service fee": a per-unit "fee" above the price per unit
  // is the price at checkout, and the fee is the difference.
  const checkoutRate =
    feeAmount &&
    unitAmount &&
    feeAmount.per !== undefined &&
    feeAmount.per === unitAmount.per &&
    feeAmount.value > unitAmount.value;
  if (feeAmount && !checkoutRate) {
    const count =
      feeAmount.per === undefined
        ? undefined
        : (feeAmount.count ?? (unitAmount?.per === feeAmount.per ? unitAmount.count : undefined));
    const totalValue = count !== undefined ? feeAmount.value * count : undefined;
    const total = totalValue !== undefined ? ctx.money(totalValue) : undefined;
    return {
      unit: feeAmount.per ? feeAmount.text : undefined,
      per: feeAmount.per,
      count,
      total,
      fee: feeAmount.per ? undefined : feeAmount.text,
      shown,
      charged,
      sum: total ?? (feeAmount.per ? undefined : feeAmount.text),
      sumValue: totalValue ?? (feeAmount.per ? undefined : feeAmount.value),
      bought: ctx.date('service', 'charge'),
      listed: unitAmount?.per !== undefined && unitAmount.per === feeAmount.per ? listed : undefined,
      gap: false,
      plain: undefined as Plain,
      firstRate: undefined,
    };
  }
  // Two rates per the same unit ("showed 120 each, then 158 each at checkout"): the lower was
  // shown, the higher charged, and the fee is the difference per unit.
  const rates = amounts.filter(
    (amount) =>
      (amount.role === 'unit' || (checkoutRate && amount === feeAmount)) && amount.per === unitAmount?.per,
  );
  const low = rates.reduce<CaseAmount | undefined>(
    (min, a) => (!min || a.value < min.value ? a : min),
    undefined,
  );
  const high = rates.reduce<CaseAmount | undefined>(
    (max, a) => (!max || a.value > max.value ? a : max),
    undefined,
  );
  if (low && high && high.value > low.value) {
    const count = high.count ?? low.count;
    const perUnit = ctx.money(high.value - low.value);
    const totalValue = count !== undefined ? (high.value - low.value) * count : undefined;
    const total = totalValue !== undefined ? ctx.money(totalValue) : undefined;
    return {
      unit: perUnit,
      per: high.per,
      count,
      total,
      fee: undefined as string | undefined,
      shown: shown ?? (low.per ? undefined : low.text),
      firstRate: low.per ? { text: low.text, per: low.per } : undefined,
      plain: undefined as Plain,
      charged: charged ?? high.text,
      sum: total,
      sumValue: totalValue,
      bought: ctx.date('service', 'charge'),
      listed: undefined,
      gap: false,
    };
  }
  // "Rented at 35 a day for 3 days, charged 160 in extras": beside a rate the person agreed to,
  // the charge is the extras, never the rate times the days.
  if (
    listed &&
    unitAmount &&
    charged &&
    billedValue !== undefined &&
    (kind === 'travel' || kind === 'other')
  ) {
    return {
      unit: undefined as string | undefined,
      per: undefined as PerUnit | undefined,
      count: undefined as number | undefined,
      total: undefined as string | undefined,
      fee: charged,
      shown,
      charged,
      sum: charged,
      sumValue: billedValue,
      bought: ctx.date('service', 'charge'),
      listed,
      gap: false,
      plain: 'extras' as Plain,
      firstRate: undefined,
    };
  }
  // "The food was 24 but the total was 41 with fees": a smaller unlabeled figure beside the
  // charge is the price first shown, and the fees are the difference.
  const base = amounts.find(
    (amount) => amount.role === 'other' && billedValue !== undefined && amount.value < billedValue,
  );
  if (!unitAmount && shown === undefined && extra === undefined && base && billedValue !== undefined) {
    const gapValue = billedValue - base.value;
    return {
      unit: undefined as string | undefined,
      per: undefined as PerUnit | undefined,
      count: undefined as number | undefined,
      total: undefined as string | undefined,
      fee: undefined as string | undefined,
      shown: base.text,
      charged,
      sum: exactMoney(ctx, gapValue),
      sumValue: gapValue,
      bought: ctx.date('service', 'charge'),
      listed: undefined,
      gap: true,
      plain: 'fees' as Plain,
      firstRate: undefined,
    };
  }
  const { total, count } = ctx.computed;
  // Extra charges with nothing shown beside them ("charged me 160 in extras") are the sum asked back.
  const lone = shown === undefined && !unitAmount ? charged : undefined;
  return {
    unit: unitAmount?.text,
    per: unitAmount?.per,
    count,
    total,
    fee: undefined as string | undefined,
    shown,
    charged,
    /** What to ask back: the computed total, the flat fee, or what checkout added. */
    sum: total ?? extra ?? lone,
    sumValue: ctx.computed.totalValue ?? extraValue ?? (lone ? ctx.value('billed') : undefined),
    bought: ctx.date('service', 'charge'),
    listed: undefined,
    gap: false,
    plain: undefined as Plain,
    firstRate: undefined,
  };
}

/**
 * A sum Lane worked out, to the cent when it has cents: "$73.40", "$150.40" (the shared formatter
 * rounds sums of 100 or more to whole dollars, which would misstate a fee worked out from a total).
 */
function exactMoney(ctx: CopyContext, value: number): string {
  const cents = Math.round(value * 100);
  if (cents % 100 === 0 || value < 100) return ctx.money(Math.round(value * 100) / 100);
  const whole = ctx.money(Math.floor(cents / 100));
  const decimalComma = ctx.case.amounts.some((amount) => /\d,\d{2}(?!\d)/.test(amount.text));
  const fraction = String(cents % 100).padStart(2, '0');
  return whole.replace(/(\d)(?!.*\d)/, `$1${decimalComma ? ',' : '.'}${fraction}`);
}

/**
 * The fee as the person named it ("resort fee", "cargo por servicio"), when the reading carries it
 * as `feeName`; the copy then says it their way instead of a placeholder.
 */
function feeNameOf(ctx: CopyContext): string | undefined {
  const name = ctx.case.feeName;
  return name !== undefined && name.trim() !== '' ? name.trim() : undefined;
}

type Figures = ReturnType<typeof feeFigures>;

const PER_EN: Record<PerUnit, readonly [rate: string, one: string, many: string]> = {
  night: ['a night', 'night', 'nights'],
  ticket: ['per ticket', 'ticket', 'tickets'],
  day: ['a day', 'day', 'days'],
  week: ['a week', 'week', 'weeks'],
  month: ['a month', 'month', 'months'],
  hour: ['an hour', 'hour', 'hours'],
  year: ['a year', 'year', 'years'],
  item: ['per item', 'item', 'items'],
};

const PER_ES: Record<PerUnit, readonly [rate: string, one: string, many: string]> = {
  night: ['por noche', 'noche', 'noches'],
  ticket: ['por boleto', 'boleto', 'boletos'],
  day: ['por día', 'día', 'días'],
  week: ['por semana', 'semana', 'semanas'],
  month: ['al mes', 'mes', 'meses'],
  hour: ['por hora', 'hora', 'horas'],
  year: ['al año', 'año', 'años'],
  item: ['por artículo', 'artículo', 'artículos'],
};

/**
 * The fee as the person gave it: "$35 a night (3 nights × $35 = $105)", "$35 a night × [number of
 * nights]", a flat "$150", or what checkout added.
 */
function describe(
  f: Figures,
  words: typeof PER_EN,
  perFallback: PerUnit,
  missing: string,
  many: string,
): string {
  if (f.unit) {
    const [rate, one, plural] = words[f.per ?? perFallback];
    const math =
      f.total && f.count ? `${f.count} ${f.count === 1 ? one : plural} × ${f.unit} = ${f.total}` : undefined;
    return math ? `${f.unit} ${rate} (${math})` : `${f.unit} ${rate} × [${many} ${plural}]`;
  }
  return f.fee ?? f.sum ?? missing;
}

/** The price as first listed: "$387 (3 nights × 129)", "$178 (2 tickets × 89)". */
function listedText(listed: Figures['listed'], words: typeof PER_EN): string | undefined {
  if (!listed) return undefined;
  const [, one, many] = words[listed.per];
  return `${listed.total} (${listed.count} ${listed.count === 1 ? one : many} × ${listed.unit})`;
}

/** A rate as first shown: "120 per ticket". */
function rateText(rate: Figures['firstRate'], words: typeof PER_EN): string | undefined {
  return rate ? `${rate.text} ${words[rate.per][0]}` : undefined;
}

const FALLBACK_PER: Record<Kind, PerUnit> = {
  tickets: 'ticket',
  lodging: 'night',
  travel: 'day',
  other: 'item',
};

// --- English ---

const capital = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

interface KindWords {
  readonly ref: string;
  readonly fee: string;
  /** Plural fee words ("the fees") take plural verbs and pronouns. */
  readonly plural: boolean;
  /** Before the purchase, in the person's voice and in Lane's. */
  readonly beforeMe: string;
  readonly beforeYou: string;
}

interface CoveredWords extends KindWords {
  readonly sellers: string;
  /** The first total, in the person's voice and in Lane's. */
  readonly firstMe: string;
  readonly firstYou: string;
  readonly bought: string;
  readonly items: string;
}

const EN_TICKETS: CoveredWords = {
  ref: 'order [number]',
  fee: 'the fees',
  plural: true,
  beforeMe: 'before I paid',
  beforeYou: 'before you paid',
  sellers: 'sellers of live-event tickets',
  firstMe: 'the price I was first shown',
  firstYou: 'the price you were first shown',
  bought: 'What date did you buy the tickets? The FTC fee rule covers purchases from May 12, 2025.',
  items: 'tickets',
};

const EN_LODGING: CoveredWords = {
  ref: 'reservation [number]',
  fee: 'the [resort / cleaning] fee',
  plural: false,
  beforeMe: 'when I booked',
  beforeYou: 'when you booked',
  sellers: 'hotels and vacation rentals',
  firstMe: 'the total shown when I booked',
  firstYou: 'the total you were shown when you booked',
  bought: 'What date did you book? The FTC fee rule covers bookings from May 12, 2025.',
  items: 'nights',
};

const EN_OTHER: Record<'travel' | 'other', KindWords> = {
  travel: {
    ref: 'booking [number]',
    fee: 'the [name of the fee]',
    plural: false,
    beforeMe: 'when I booked',
    beforeYou: 'when you booked',
  },
  other: {
    ref: 'account or order [number]',
    fee: 'the [name of the fee]',
    plural: false,
    beforeMe: 'before I paid',
    beforeYou: 'before you paid',
  },
};

/** A kind's words, with the fee said the person's way when they named it. */
function withName<W extends KindWords>(words: W, name: string | undefined, article: string): W {
  return name ? { ...words, fee: `${article} ${name}`, plural: false } : words;
}

const enWords = (kind: Kind, name?: string): KindWords =>
  withName(kind === 'tickets' ? EN_TICKETS : kind === 'lodging' ? EN_LODGING : EN_OTHER[kind], name, 'the');

/** The purchase date the fee rule counts from, when the person gave it as a calendar day. */
const hasPurchaseDay = (ctx: CopyContext) =>
  ctx.case.dates.some(
    (date) => (date.role === 'service' || date.role === 'charge') && date.iso !== undefined,
  );

/** "on March 3", but "in April 2025" for a month without a day. */
const onDateEn = (date: string | undefined) =>
  date && /^\p{L}+,? \d{4}$/u.test(date)
    ? `in ${date}`
    : date && /^(?:last|this|yesterday|today|earlier)\b/i.test(date)
      ? date
      : `on ${or(date, '[date]')}`;

/** "el 3 de marzo", pero "en abril de 2025" para un mes sin día. */
const onDateEs = (date: string | undefined) =>
  date && /^\p{L}+,?(?: de)? \d{4}$/u.test(date)
    ? `en ${date}`
    : date && /^(?:el|la|ayer|hoy|anteayer|este|esta|hace)\b/i.test(date)
      ? date
      : `el ${or(date, '[fecha]')}`;

/** "de el cargo" → "del cargo". */
const deEs = (phrase: string) => (phrase.startsWith('el ') ? `del ${phrase.slice(3)}` : `de ${phrase}`);

/** A resort fee pays for amenities: the person's name for it, or no name at all, makes this point fit. */
const RESORT = /resort|destination|amenit|facilit|destino|servicios del hotel/i;

function englishPlan(ctx: CopyContext): Plan {
  const kind = kindOf(ctx);
  const f = feeFigures(ctx);
  const signOff = 'Thank you,\n[Your name]';
  const replyBy = 'Please reply in writing by [date].';

  if (kind === undefined) {
    return {
      strategy:
        "Gather the receipt or bill, the confirmation email and a screenshot of the price you were first shown. Ask in writing what the fee is for and where it was disclosed before you paid, and don't accept a voucher or agree to anything yet. Answer the questions below for the exact script.",
      opening: [
        'Hi, my name is [your name], order or account [number].',
        `I was charged ${f.sum ? `a ${f.sum} fee` : 'a fee'} I didn't expect. What is it for, and where was it shown before I paid?`,
        "Please email me that. I'm not agreeing to anything today.",
      ],
      rungs: {
        discount: ['What it is', 'Can you tell me exactly what this fee is for?'],
        credit: ['Where it was shown', 'Where was it shown to me before I paid?'],
        downgrade: ['In writing', 'Please send me that by email.'],
        supervisor: ['Supervisor', 'May I speak with a supervisor?'],
        retention: ['Reference number', "What's the reference number for this call?"],
        complaint: ['Written complaint', "I'll put my questions in writing. Where should they go?"],
      },
      email: {
        subject: 'Order or account [number]: please explain [fee]',
        body: `Hello,\n\nOn [date] I was charged ${f.sum ? `a ${f.sum} fee` : '[fee]'} that I did not expect. Please tell me in writing what it is for and where it was shown to me before I paid. ${replyBy}\n\n${signOff}`,
      },
      points: [
        'Screenshot the price you were first shown and the final charge, side by side.',
        'Ask where the fee was shown before you paid.',
        "Don't accept a voucher or agree to anything until you know what the fee is.",
        'Write down the rep’s name and a reference number.',
      ],
      questions: [
        'What was the fee on: event tickets, a hotel or rental stay, a flight or rental car, or something else?',
        'What date did you buy or book it?',
        ...(f.sum ? [] : ['How much is the fee, and what price were you first shown?']),
      ],
    };
  }

  // Fees worked out from a checkout total may be several ("a service fee and a facility fee"):
  // for tickets they are "the fees", whatever the first one was called.
  const name = f.gap && kind === 'tickets' ? undefined : feeNameOf(ctx);
  const plainWord = name || !f.plain ? undefined : f.plain === 'extras' ? 'the extra charges' : 'the fees';
  const w: KindWords = plainWord ? { ...enWords(kind), fee: plainWord, plural: true } : enWords(kind, name);
  const desc = describe(f, PER_EN, FALLBACK_PER[kind], '[fee amount]', 'number of');
  const base = f.listed?.total ?? f.shown;
  const named =
    f.gap && base
      ? `${plainWord ? `${f.sum} in fees` : `${w.fee} of ${f.sum}`} (${f.charged} at checkout − ${base})`
      : `${w.fee} of ${desc}`;
  const shownText = f.shown ?? listedText(f.listed, PER_EN) ?? rateText(f.firstRate, PER_EN);
  const it = w.plural ? 'them' : 'it';
  const back = f.sum ? `the ${f.sum}` : w.fee;
  const hello = `Hi, my name is [your name], ${w.ref}.`;

  if ((kind === 'tickets' || kind === 'lodging') && covered(ctx)) {
    const c = { ...withName(kind === 'tickets' ? EN_TICKETS : EN_LODGING, name, 'the'), plural: w.plural };
    const rule = `Since May 12, 2025, ${c.sellers} must show the total price, mandatory fees${kind === 'lodging' ? ' like a resort fee or a cleaning fee' : ''} included, up front.`;
    const item = kind === 'tickets' ? `bought tickets for [event], ${c.ref}` : `booked [property], ${c.ref}`;
    return {
      strategy: `${rule} ${capital(named)} ${c.plural ? "weren't" : "wasn't"} in ${c.firstYou}, so ask for ${back} back on your card. Have a screenshot of that first total ready.`,
      opening: [
        hello,
        `${capital(c.firstMe)} was ${or(shownText, '[total shown]')}, but I was then charged ${named} on top.`,
        `The total price had to be shown up front. Please refund ${back} to my card.`,
      ],
      rungs: {
        discount: [
          c.plural ? 'Refund the fees' : 'Refund the fee',
          `Please refund ${back}: ${c.plural ? 'they were' : 'it was'} not in ${c.firstMe}.`,
        ],
        credit: [
          'Show the total',
          `Where was the total with ${c.plural ? 'these fees' : 'this fee'} shown up front? Please send me that screen.`,
        ],
        downgrade: ['To my card', "I'd like it back on my card, not as a credit or voucher."],
        supervisor: ['Supervisor', 'May I speak with a supervisor who can approve the refund?'],
        retention: ['In writing', "I'll send this in writing today. Which email should it go to?"],
        complaint: [
          'FTC report',
          "If it isn't refunded, I'll report it to the FTC and my state attorney general.",
        ],
      },
      email: {
        subject: `${kind === 'tickets' ? 'Order' : 'Reservation'} [number]: refund of ${f.sum ? `${f.sum} in fees` : 'fees'} not shown up front`,
        body: `Hello,\n\n${capital(onDateEn(f.bought))} I ${item}. ${capital(c.firstMe)} was ${or(shownText, '[total shown]')}; I was then charged ${named}, which ${c.plural ? 'were' : 'was'} not in that total.\n\n${rule} Please refund ${back} to my original payment method. ${replyBy}\n\n${signOff}`,
      },
      points: [
        'Screenshot the first total you were shown and the final charge, side by side.',
        `Ask: "Where was the total with ${c.plural ? 'these fees' : 'this fee'} shown up front?"`,
        'Ask for the refund to your card, not a voucher.',
        ...(ctx.case.cardType === 'debit'
          ? [
              "You paid by debit: if they won't refund it, ask your bank right away how to dispute the charge.",
            ]
          : ['Write down the rep’s name and a reference number.']),
      ],
      questions: [
        ...(hasPurchaseDay(ctx) ? [] : [c.bought]),
        ...(f.unit && !f.count ? [`How many ${c.items} was the fee charged for?`] : []),
        `Was ${c.plural ? 'each fee' : 'the fee'} mandatory, or an optional extra you chose (insurance, parking, an upgrade)?`,
      ],
    };
  }

  // No fee rule reaches this purchase: where was it disclosed, then the waiver ladder.
  const airline = isAirline(ctx);
  const flight = kind === 'travel' && airline !== false;
  const unasked = ctx.case.flags.unapprovedWork === true;
  const partLine =
    kind === 'lodging'
      ? "If you can't remove all of it, can you take off the nights I couldn't use what it pays for?"
      : "If you can't refund all of it, can you refund part?";
  const creditLine =
    kind === 'travel'
      ? 'Could you give me a credit or miles for the same amount instead?'
      : kind === 'lodging'
        ? 'Could you give me points or a credit for the same amount instead?'
        : 'Could you give me a credit for the same amount instead?';
  const optionLine =
    kind === 'lodging'
      ? 'Can you lower my room rate by the amount of the fee instead?'
      : kind === 'tickets'
        ? 'Can you waive the delivery or service part, for example with box-office pickup?'
        : 'Is there a way to avoid this fee, like [declining the extra / changing the option]?';
  return {
    strategy: `${unasked ? `Ask them to show where you accepted ${named}; if they can't, ask for ${back} back.` : `Ask where ${named} ${w.plural ? 'were' : 'was'} shown ${w.beforeYou}, and for ${back} back. If they can't show you, that's your leverage; if they can, ask for a one-time courtesy refund.`}${
      airline === false
        ? " Ask for the signed rental agreement and the itemized receipt, and ask them to take off any charge you didn't accept or initial, like insurance you declined."
        : airline === undefined && kind === 'travel'
          ? " If it's a rental car, ask for the signed rental agreement and the itemized receipt; if it's a flight, the U.S. Department of Transportation takes complaints at airconsumer.dot.gov."
          : flight
            ? ' For a flight, the U.S. Department of Transportation takes complaints at airconsumer.dot.gov.'
            : ''
    }`,
    opening: [
      hello,
      unasked
        ? `I was charged ${named}, which I didn't ask for or agree to.`
        : `I was charged ${named}, which I didn't see ${w.beforeMe}.`,
      `Can you show me where ${w.plural ? 'they were' : 'it was'} disclosed? If not, please refund ${it} to my card.`,
    ],
    rungs: {
      discount: ['Refund part', partLine],
      credit: [
        kind === 'travel' ? 'Credit or miles' : kind === 'lodging' ? 'Points or credit' : 'Credit',
        creditLine,
      ],
      downgrade: ['Fee-free option', optionLine],
      supervisor: ['Supervisor', 'May I speak with a supervisor or customer relations?'],
      retention: ['Courtesy refund', `I've been a good customer. Can you refund ${it} once, as a courtesy?`],
      complaint: [
        'Written complaint',
        flight
          ? "I'll send a written complaint, and for a flight, one to the Department of Transportation."
          : "I'll put my complaint in writing. Where should it go?",
      ],
    },
    email: {
      subject: `${capital(w.ref)}: refund of ${f.sum ? (w.plural ? `${f.sum} in fees` : `the ${f.sum} ${name ?? 'fee'}`) : w.fee}`,
      body: `Hello,\n\n${capital(onDateEn(f.bought))} I was charged ${named} on ${w.ref}. ${w.plural ? 'They were' : 'It was'} not shown to me ${w.beforeMe}${shownText ? `: the total shown was ${shownText}` : ''}.\n\nPlease show me where ${w.plural ? 'they were' : 'it was'} disclosed, or refund ${back} to my original payment method. ${replyBy}\n\n${signOff}`,
    },
    points: [
      `Screenshot what was shown ${w.beforeYou} and the final charge, side by side.`,
      `Ask: "Where was this fee shown ${w.beforeMe}?"`,
      ...(kind === 'lodging' && (!name || RESORT.test(name))
        ? [
            name
              ? `Name the amenities the ${name} pays for that you couldn't use (pool, Wi-Fi, gym): that's the usual reason hotels take it off.`
              : "If it's a resort fee, name the amenities it pays for that you couldn't use (pool, Wi-Fi, gym): that's the usual reason hotels take it off.",
          ]
        : []),
      ...(ctx.case.cardType === 'debit'
        ? [
            "You paid by debit: if they won't refund it, ask your bank right away how to dispute the charge; a debit dispute can be harder to win than a credit card one.",
          ]
        : []),
      "Ask for the refund to your card, not a voucher, unless you'd really use it.",
      'One clear ask, then wait. Write down the rep’s name and a reference number.',
    ].slice(0, 5),
    questions: [
      ...(kind === 'travel' ? ['What total did the booking page show before you paid?'] : []),
      ...(kind === 'travel' && airline === undefined ? ['Is this an airline or a rental car?'] : []),
      ...(kind === 'other'
        ? ['What was the fee for, and where (if anywhere) was it shown before you paid?']
        : []),
      ...(f.sum ? [] : ['How much is the fee?']),
    ],
  };
}

// --- Spanish (usted; the quoted lines address the rep formally) ---

interface PalabrasTipo {
  readonly ref: string;
  /** "en el pedido [número]" */
  readonly inRef: string;
  /** "los cargos" o "el cargo ...". */
  readonly fee: string;
  readonly plural: boolean;
  /** Antes de la compra, en la voz de la persona y en la de Lane. */
  readonly beforeMe: string;
  readonly beforeYou: string;
}

interface PalabrasCubiertas extends PalabrasTipo {
  readonly sellers: string;
  readonly firstMe: string;
  readonly firstYou: string;
  readonly bought: string;
  readonly items: string;
}

const ES_TICKETS: PalabrasCubiertas = {
  ref: 'pedido [número]',
  inRef: 'en el pedido [número]',
  fee: 'los cargos',
  plural: true,
  beforeMe: 'antes de pagar',
  beforeYou: 'antes de pagar',
  sellers: 'quienes venden boletos para eventos en vivo',
  firstMe: 'el precio que me mostraron primero',
  firstYou: 'el precio que le mostraron primero',
  bought:
    '¿Qué día compró los boletos? La regla de cargos de la FTC cubre compras desde el 12 de mayo de 2025.',
  items: 'cuántos boletos',
};

const ES_LODGING: PalabrasCubiertas = {
  ref: 'reservación [número]',
  inRef: 'en la reservación [número]',
  fee: 'el cargo [de resort / de limpieza]',
  plural: false,
  beforeMe: 'al reservar',
  beforeYou: 'al reservar',
  sellers: 'los hoteles y las rentas vacacionales',
  firstMe: 'el total que me mostraron al reservar',
  firstYou: 'el total que le mostraron al reservar',
  bought:
    '¿Qué día hizo la reservación? La regla de cargos de la FTC cubre reservaciones desde el 12 de mayo de 2025.',
  items: 'cuántas noches',
};

const ES_OTHER: Record<'travel' | 'other', PalabrasTipo> = {
  travel: {
    ref: 'reservación [número]',
    inRef: 'en la reservación [número]',
    fee: 'el cargo [nombre del cargo]',
    plural: false,
    beforeMe: 'al reservar',
    beforeYou: 'al reservar',
  },
  other: {
    ref: 'cuenta o pedido [número]',
    inRef: 'en mi cuenta o pedido [número]',
    fee: 'el cargo [nombre del cargo]',
    plural: false,
    beforeMe: 'antes de pagar',
    beforeYou: 'antes de pagar',
  },
};

/** "la comisión", "la tarifa de limpieza", "el cargo por servicio". */
const articleEs = (name: string) => (/^(?:tarifa|comisi[oó]n|cuota|tasa)\b/i.test(name) ? 'la' : 'el');

const esWords = (kind: Kind, name?: string): PalabrasTipo =>
  withName(
    kind === 'tickets' ? ES_TICKETS : kind === 'lodging' ? ES_LODGING : ES_OTHER[kind],
    name,
    name ? articleEs(name) : 'el',
  );

function spanishPlan(ctx: CopyContext): Plan {
  const kind = kindOf(ctx);
  const f = feeFigures(ctx);
  const signOff = 'Gracias,\n[Su nombre]';
  const replyBy = 'Les pido una respuesta por escrito antes del [fecha].';

  if (kind === undefined) {
    return {
      strategy:
        'Reúna el recibo o la factura, el correo de confirmación y una captura del precio que le mostraron primero. Pregunte por escrito por qué es el cargo y dónde se informó antes de pagar, y no acepte un cupón ni nada más todavía. Responda las preguntas de abajo para recibir el guion exacto.',
      opening: [
        'Hola, me llamo [su nombre], pedido o cuenta [número].',
        `Me cobraron ${f.sum ? `un cargo de ${f.sum}` : 'un cargo'} que no esperaba. ¿Por qué es, y dónde se mostró antes de pagar?`,
        'Por favor, envíenmelo por correo. Hoy no voy a aceptar nada.',
      ],
      rungs: {
        discount: ['Qué es', '¿Me puede decir exactamente por qué es este cargo?'],
        credit: ['Dónde se mostró', '¿Dónde se me mostró antes de pagar?'],
        downgrade: ['Por escrito', 'Por favor, envíenme eso por correo.'],
        supervisor: ['Supervisor', '¿Puedo hablar con un supervisor?'],
        retention: ['Número de referencia', '¿Cuál es el número de referencia de esta llamada?'],
        complaint: ['Queja por escrito', 'Voy a enviar mis preguntas por escrito. ¿A dónde las envío?'],
      },
      email: {
        subject: 'Pedido o cuenta [número]: explicación de [cargo]',
        body: `Hola:\n\nEl [fecha] me cobraron ${f.sum ? `un cargo de ${f.sum}` : '[cargo]'} que no esperaba. Les pido decirme por escrito por qué es y dónde se me mostró antes de pagar. ${replyBy}\n\n${signOff}`,
      },
      points: [
        'Haga una captura del precio que le mostraron primero y del cobro final, uno al lado del otro.',
        'Pregunte dónde se mostró el cargo antes de pagar.',
        'No acepte un cupón ni nada más hasta saber qué es el cargo.',
        'Anote el nombre de quien le atiende y un número de referencia.',
      ],
      questions: [
        '¿En qué fue el cargo: boletos para un evento, un hotel o renta vacacional, un vuelo o auto de renta, u otra cosa?',
        '¿Qué día lo compró o reservó?',
        ...(f.sum ? [] : ['¿De cuánto es el cargo y qué precio le mostraron primero?']),
      ],
    };
  }

  const name = f.gap && kind === 'tickets' ? undefined : feeNameOf(ctx);
  const plainWord = name || !f.plain ? undefined : f.plain === 'extras' ? 'los cargos extra' : 'los cargos';
  const w: PalabrasTipo = plainWord
    ? { ...esWords(kind), fee: plainWord, plural: true }
    : esWords(kind, name);
  const desc = describe(f, PER_ES, FALLBACK_PER[kind], '[monto del cargo]', 'número de');
  const base = f.listed?.total ?? f.shown;
  const named =
    f.gap && base
      ? `${plainWord ? `${f.sum} en cargos` : `${w.fee} de ${f.sum}`} (${f.charged} al pagar − ${base})`
      : `${w.fee} de ${desc}`;
  const shownText = f.shown ?? listedText(f.listed, PER_ES) ?? rateText(f.firstRate, PER_ES);
  const back = f.sum ? `los ${f.sum}` : w.fee;
  const hello = `Hola, me llamo [su nombre], ${w.ref}.`;

  if ((kind === 'tickets' || kind === 'lodging') && covered(ctx)) {
    const c = {
      ...withName(kind === 'tickets' ? ES_TICKETS : ES_LODGING, name, name ? articleEs(name) : 'el'),
      plural: w.plural,
    };
    const rule = `Desde el 12 de mayo de 2025, ${c.sellers} deben mostrar desde el inicio el precio total, con los cargos obligatorios${kind === 'lodging' ? ' (como un cargo de resort o de limpieza)' : ''} incluidos.`;
    const item =
      kind === 'tickets' ? `compré boletos para [evento], ${c.ref}` : `reservé [alojamiento], ${c.ref}`;
    return {
      strategy: `${rule} ${capital(named)} no ${c.plural ? 'estaban' : 'estaba'} en ${c.firstYou}, así que pida que le devuelvan ${back} a su tarjeta. Tenga a mano una captura de ese primer total.`,
      opening: [
        hello,
        `${capital(c.firstMe)} fue ${or(shownText, '[total mostrado]')}, pero además me cobraron ${named}.`,
        `El precio total se tenía que mostrar desde el inicio. Les pido reembolsar ${back} a mi tarjeta.`,
      ],
      rungs: {
        discount: [
          c.plural ? 'Reembolso de los cargos' : 'Reembolso del cargo',
          `Les pido reembolsar ${back}: no ${c.plural ? 'estaban' : 'estaba'} en ${c.firstMe}.`,
        ],
        credit: [
          'Mostrar el total',
          `¿Dónde se mostró desde el inicio el total con ${c.plural ? 'estos cargos' : 'este cargo'}? Por favor, envíenme esa pantalla.`,
        ],
        downgrade: ['A mi tarjeta', 'Quisiera el reembolso a mi tarjeta, no un crédito ni un cupón.'],
        supervisor: ['Supervisor', '¿Puedo hablar con un supervisor que pueda aprobar el reembolso?'],
        retention: ['Por escrito', 'Hoy voy a enviar esto por escrito. ¿A qué correo lo envío?'],
        complaint: [
          'Reporte a la FTC',
          'Si no me lo reembolsan, voy a reportarlo a la FTC y al fiscal general de mi estado.',
        ],
      },
      email: {
        subject: `${kind === 'tickets' ? 'Pedido' : 'Reservación'} [número]: reembolso de ${f.sum ? `${f.sum} en cargos` : 'cargos'} no mostrados desde el inicio`,
        body: `Hola:\n\n${capital(onDateEs(f.bought))} ${item}. ${capital(c.firstMe)} fue ${or(shownText, '[total mostrado]')}; después me cobraron ${named}, que no ${c.plural ? 'estaban' : 'estaba'} en ese total.\n\n${rule} Les pido reembolsar ${back} a mi forma de pago original. ${replyBy}\n\n${signOff}`,
      },
      points: [
        'Haga una captura del primer total que le mostraron y del cobro final, uno al lado del otro.',
        `Pregunte: "¿Dónde se mostró desde el inicio el total con ${c.plural ? 'estos cargos' : 'este cargo'}?"`,
        'Pida el reembolso a su tarjeta, no un cupón.',
        ...(ctx.case.cardType === 'debit'
          ? ['Pagó con débito: si no se lo devuelven, pregunte pronto a su banco cómo disputar el cargo.']
          : ['Anote el nombre de quien le atiende y un número de referencia.']),
      ],
      questions: [
        ...(hasPurchaseDay(ctx) ? [] : [c.bought]),
        ...(f.unit && !f.count ? [`¿Por ${c.items} le cobraron el cargo?`] : []),
        `¿${c.plural ? 'Cada cargo era' : 'El cargo era'} obligatorio, o un extra opcional que usted eligió (seguro, estacionamiento, una mejora)?`,
      ],
    };
  }

  const airline = isAirline(ctx);
  const flight = kind === 'travel' && airline !== false;
  const unasked = ctx.case.flags.unapprovedWork === true;
  const lo = w.plural ? 'los' : 'lo';
  const partLine =
    kind === 'lodging'
      ? 'Si no pueden quitarlo todo, ¿pueden descontar las noches en que no pude usar lo que cubre?'
      : 'Si no pueden reembolsarlo todo, ¿pueden reembolsar una parte?';
  const creditLine =
    kind === 'travel'
      ? '¿Me pueden dar un crédito o millas por el mismo monto?'
      : kind === 'lodging'
        ? '¿Me pueden dar puntos o un crédito por el mismo monto?'
        : '¿Me pueden dar un crédito por el mismo monto?';
  const optionLine =
    kind === 'lodging'
      ? '¿Pueden bajar la tarifa de la habitación por el monto del cargo?'
      : kind === 'tickets'
        ? '¿Pueden quitar la parte de envío o servicio, por ejemplo si recojo los boletos en taquilla?'
        : '¿Hay forma de evitar este cargo, por ejemplo [rechazando el extra / cambiando la opción]?';
  return {
    strategy: `${unasked ? `Pida que le muestren dónde aceptó ${named}; si no pueden, pida que le devuelvan ${back}.` : `Pregunte dónde se ${w.plural ? 'mostraron' : 'mostró'} ${named} ${w.beforeYou}, y pida que le devuelvan ${back}. Si no se lo pueden mostrar, esa es su ventaja; si se lo muestran, pida un reembolso de cortesía por única vez.`}${
      airline === false
        ? ' Pida el contrato de renta firmado y el recibo con el desglose de cada cargo, y pida que quiten todo cargo que usted no aceptó ni firmó con sus iniciales, como un seguro que rechazó.'
        : airline === undefined && kind === 'travel'
          ? ' Si es un auto de renta, pida el contrato de renta firmado y el recibo con el desglose de cada cargo; si es un vuelo, el Departamento de Transporte de EE. UU. recibe quejas en airconsumer.dot.gov.'
          : flight
            ? ' Si es un vuelo, el Departamento de Transporte de EE. UU. recibe quejas en airconsumer.dot.gov.'
            : ''
    }`,
    opening: [
      hello,
      unasked
        ? `Me cobraron ${named}, que yo no pedí ni acepté.`
        : `Me cobraron ${named}, que no vi ${w.beforeMe}.`,
      `¿Me pueden mostrar dónde se ${w.plural ? 'informaron' : 'informó'}? Si no, les pido reembolsar${lo} a mi tarjeta.`,
    ],
    rungs: {
      discount: ['Reembolso parcial', partLine],
      credit: [
        kind === 'travel' ? 'Crédito o millas' : kind === 'lodging' ? 'Puntos o crédito' : 'Crédito',
        creditLine,
      ],
      downgrade: ['Opción sin cargo', optionLine],
      supervisor: ['Supervisor', '¿Puedo hablar con un supervisor o con atención al cliente?'],
      retention: [
        'Reembolso de cortesía',
        `He sido buen cliente. ¿Me ${lo} pueden reembolsar por única vez, como cortesía?`,
      ],
      complaint: [
        'Queja por escrito',
        flight
          ? 'Voy a enviar una queja por escrito y, si es un vuelo, otra al Departamento de Transporte.'
          : 'Voy a poner mi queja por escrito. ¿A dónde la envío?',
      ],
    },
    email: {
      subject: `${capital(w.ref)}: reembolso ${f.sum ? (w.plural ? `de ${f.sum} en cargos` : name ? `${deEs(w.fee)} de ${f.sum}` : `de un cargo de ${f.sum}`) : deEs(w.fee)}`,
      body: `Hola:\n\n${capital(onDateEs(f.bought))} me cobraron ${named} ${w.inRef}. No se me ${w.plural ? 'mostraron' : 'mostró'} ${w.beforeMe}${shownText ? `: el total mostrado fue ${shownText}` : ''}.\n\nLes pido mostrarme dónde se ${w.plural ? 'informaron' : 'informó'}, o reembolsar ${back} a mi forma de pago original. ${replyBy}\n\n${signOff}`,
    },
    points: [
      `Haga una captura de lo que le mostraron ${w.beforeYou} y del cobro final, uno al lado del otro.`,
      `Pregunte: "¿Dónde se mostró este cargo ${w.beforeMe}?"`,
      ...(kind === 'lodging' && (!name || RESORT.test(name))
        ? [
            name
              ? `Mencione los servicios que cubre ${w.fee} y que usted no pudo usar (piscina, wifi, gimnasio): es la razón habitual por la que los hoteles lo quitan.`
              : 'Si es un cargo de resort, mencione los servicios que cubre y que usted no pudo usar (piscina, wifi, gimnasio): es la razón habitual por la que los hoteles lo quitan.',
          ]
        : []),
      ...(ctx.case.cardType === 'debit'
        ? [
            'Pagó con débito: si no se lo devuelven, pregunte pronto a su banco cómo disputar el cargo; con débito puede ser más difícil que con tarjeta de crédito.',
          ]
        : []),
      'Pida el reembolso a su tarjeta, no un cupón, salvo que de verdad lo vaya a usar.',
      'Una petición clara y luego espere. Anote el nombre de quien le atiende y un número de referencia.',
    ].slice(0, 5),
    questions: [
      ...(kind === 'travel' ? ['¿Qué total le mostró la página de reservación antes de pagar?'] : []),
      ...(kind === 'travel' && airline === undefined ? ['¿Es una aerolínea o un auto de renta?'] : []),
      ...(kind === 'other'
        ? ['¿Por qué era el cargo y dónde se mostró antes de pagar, si es que se mostró?']
        : []),
      ...(f.sum ? [] : ['¿De cuánto es el cargo?']),
    ],
  };
}

// --- after the other side answers, and the honest route ---

/** What the next step needs: the sum asked back, whether the fee rule applies, where to complain. */
function situation(ctx: CopyContext) {
  const kind = kindOf(ctx);
  const f = feeFigures(ctx);
  const airline = isAirline(ctx);
  return {
    kind,
    sum: f.sum,
    covered: (kind === 'tickets' || kind === 'lodging') && covered(ctx),
    flight: kind === 'travel' && airline !== false,
    rental: kind === 'travel' && airline !== true,
    debit: ctx.case.cardType === 'debit',
    unasked: ctx.case.flags.unapprovedWork === true,
    name: feeNameOf(ctx),
  };
}

function englishStep(ctx: CopyContext, outcome: Outcome, offer: string | undefined): string | undefined {
  const t = situation(ctx);
  if (!t.kind) return undefined;
  const back = t.sum ? `the ${t.sum}` : t.name ? `the ${t.name}` : 'the fee';
  const issuer = t.debit ? 'your bank' : 'your card issuer';
  const report = t.covered
    ? 'report it at ReportFraud.ftc.gov and to your state attorney general'
    : t.flight && !t.rental
      ? 'file a complaint with the Department of Transportation (airconsumer.dot.gov)'
      : t.kind === 'travel'
        ? "file a complaint with your state attorney general's consumer office"
        : "file a complaint with your state attorney general's consumer office or at ReportFraud.ftc.gov";
  switch (outcome) {
    case 'said_no':
      return t.covered
        ? `Send the written request today, with the screenshot of the first total. If they still refuse, ${report}, and ask ${issuer} whether you can dispute ${back}.`
        : `Put your request in writing to customer relations, with your screenshots${t.rental ? ', the signed rental agreement and the itemized receipt' : ''}. If they still say no, ask ${issuer} how to dispute ${back}${t.unasked ? ', a charge you never agreed to' : ''}.`;
    case 'counter_offer':
      return t.covered
        ? `Take ${offer ?? 'their offer'} only if it's a full refund of ${back} to your card: a voucher or part of it is less than a fee that had to be in the price from the start.`
        : `Weigh ${offer ? `their ${offer}` : 'their offer'} against ${back}: if it's a voucher, ask whether it can go back on your card instead, and get whatever you accept in writing.`;
    case 'pay_now':
      return `If you must pay now to keep your booking or leave, pay by credit card if you can, keep the itemized receipt, and ask for ${back} back in writing the same day.`;
    case 'no_reply':
      return `If there's no answer by your date, ${report}, and ask ${issuer} how to dispute ${back}.`;
    case 'agreed':
      return `Check that ${back} comes back on your statement, not as a voucher, and keep the confirmation until it does.`;
  }
}

function spanishStep(ctx: CopyContext, outcome: Outcome, offer: string | undefined): string | undefined {
  const t = situation(ctx);
  if (!t.kind) return undefined;
  const back = t.sum ? `los ${t.sum}` : t.name ? `${articleEs(t.name)} ${t.name}` : 'el cargo';
  const issuer = t.debit ? 'a su banco' : 'al emisor de su tarjeta';
  const report = t.covered
    ? 'repórtelo en ReportFraud.ftc.gov y al fiscal general de su estado'
    : t.flight && !t.rental
      ? 'presente una queja ante el Departamento de Transporte (airconsumer.dot.gov)'
      : t.kind === 'travel'
        ? 'presente una queja ante la oficina del consumidor del fiscal general de su estado'
        : 'presente una queja ante la oficina del consumidor del fiscal general de su estado o en ReportFraud.ftc.gov';
  switch (outcome) {
    case 'said_no':
      return t.covered
        ? `Envíe hoy la petición por escrito, con la captura del primer total. Si aun así se niegan, ${report}, y pregunte ${issuer} si puede disputar ${back}.`
        : `Ponga su petición por escrito a atención al cliente, con sus capturas${t.rental ? ', el contrato de renta firmado y el recibo con el desglose' : ''}. Si aun así le dicen que no, pregunte ${issuer} cómo disputar ${back}${t.unasked ? ', un cargo que usted nunca aceptó' : ''}.`;
    case 'counter_offer':
      return t.covered
        ? `Acepte ${offer ? `su oferta (${offer})` : 'su oferta'} solo si es el reembolso completo a su tarjeta: un cupón o una parte es menos que un cargo que tenía que estar en el precio desde el inicio.`
        : `Compare ${offer ? `su oferta (${offer})` : 'su oferta'} con ${back}: si es un cupón, pregunte si se puede devolver a su tarjeta, y pida por escrito lo que acepte.`;
    case 'pay_now':
      return `Si tiene que pagar ahora para conservar la reservación o irse, pague con tarjeta de crédito si puede, guarde el recibo detallado y pida por escrito ese mismo día que le devuelvan ${back}.`;
    case 'no_reply':
      return `Si no hay respuesta para su fecha, ${report}, y pregunte ${issuer} cómo disputar ${back}.`;
    case 'agreed':
      return `Revise que le devuelvan ${back} en su estado de cuenta, no como cupón, y guarde la confirmación hasta verlo.`;
  }
}

function honestRoute(ctx: CopyContext): string {
  const t = situation(ctx);
  const es = ctx.lang === 'es';
  if (!t.kind) {
    return es
      ? 'Pida con los hechos reales: qué es el cargo y dónde se le mostró antes de pagar. Una petición verdadera y concreta basta para empezar.'
      : 'Ask on the real facts: what the fee is for and where it was shown before you paid. A truthful, specific request is enough to start.';
  }
  if (t.covered) {
    return es
      ? 'Pida con los hechos reales: el primer total que le mostraron no incluía el cargo, y esa es razón suficiente para pedir que se lo devuelvan.'
      : "Ask on the real facts: the first total you were shown didn't include the fee, and that's reason enough to ask for it back.";
  }
  if (t.rental) {
    return es
      ? 'Pida con los hechos reales: el contrato de renta y el recibo con el desglose muestran qué cargos aceptó; pida que quiten los que no aceptó.'
      : "Ask on the real facts: the rental agreement and the itemized receipt show which charges you accepted; ask them to take off the ones you didn't.";
  }
  return es
    ? `Pida con los hechos reales: dónde se mostró (o no) el cargo antes de pagar${t.kind === 'lodging' ? ' y qué cubría que usted no pudo usar' : ''}. Una petición verdadera y concreta muchas veces basta para un reembolso de cortesía.`
    : `Ask on the real facts: where the fee was (or wasn't) shown before you paid${t.kind === 'lodging' ? ", and what it paid for that you couldn't use" : ''}. A truthful, specific request is often enough for a courtesy refund.`;
}

// --- the area ---

function judgeOffer(ctx: CopyContext, offered: number | undefined) {
  const owed = feeFigures(ctx).sumValue;
  if (offered === undefined || owed === undefined) return undefined;
  if (offered >= owed) return 'accept';
  return ctx.ruling.moneyNotOwed ? 'decline' : 'counter';
}

/** The airline cancelled: the ticket and the fees come back in money, not as a voucher. */
function refundStrategy(ctx: CopyContext): string {
  const fare = ctx.figure('quoted', 'other', 'paid');
  const fees = ctx.figure('billed', 'fee');
  // A lone figure beside a cancelled flight is what the person paid for it.
  const paid = fare
    ? `${fare}${fees ? (ctx.lang === 'es' ? ` más los ${fees} de cargos` : ` plus the ${fees} in fees`) : ''}`
    : fees;
  return ctx.lang === 'es'
    ? `La aerolínea canceló su vuelo: si usted no acepta otro vuelo ni el crédito, le debe un reembolso en dinero de lo que pagó${paid ? ` (${paid})` : ''} al mismo medio de pago, no solo un crédito. Rechace el crédito por escrito y pida el reembolso; si no llega en 20 días (7 días hábiles con tarjeta de crédito), presente una queja ante el Departamento de Transporte.`
    : `The airline cancelled your flight: if you don't accept another flight or the credit, it owes you a cash refund of what you paid${paid ? ` (${paid})` : ''} to your original payment, not only a voucher. Turn the voucher down in writing and ask for the refund; if it hasn't come within 20 days (7 business days on a credit card), file a complaint with the Department of Transportation.`;
}

/** The fare plus the fees: the whole refund a cancelled flight is owed, when both were given. */
function refundTotal(ctx: CopyContext): string | undefined {
  const fare = ctx.case.amounts.find((amount) => ['quoted', 'other', 'paid'].includes(amount.role));
  const fees = ctx.case.amounts.find((amount) => ['billed', 'fee'].includes(amount.role));
  return fare && fees && fare !== fees ? ctx.money(fare.value + fees.value) : undefined;
}

function refundStep(ctx: CopyContext): string {
  const total = refundTotal(ctx);
  return ctx.lang === 'es'
    ? `El reembolso de un vuelo cancelado${total ? ` (${total}: el boleto y los cargos)` : ''} no es un favor, sea cual sea la causa de la cancelación, clima incluido: si la aerolínea no lo paga o solo ofrece un crédito, presente una queja ante el Departamento de Transporte de EE. UU. (transportation.gov/airconsumer) y pida a su banco que dispute el cargo, con la cancelación por escrito.`
    : `A cancelled flight's refund${total ? ` (${total}: the fare and the fees)` : ''} isn't a favor, whatever the cause of the cancellation, weather included: if the airline won't pay it or offers only a credit, file a complaint with the U.S. Department of Transportation (transportation.gov/airconsumer) and ask your bank or card issuer to dispute the charge, with the cancellation in writing.`;
}

function refundLine(ctx: CopyContext): string {
  return ctx.lang === 'es'
    ? 'La aerolínea canceló mi vuelo y no acepto el crédito: les pido el reembolso del boleto y de los cargos al mismo medio de pago.'
    : "The airline cancelled my flight and I don't accept the credit: please refund the fare and the fees to my original payment.";
}

/**
 * The airline cancelled and the person turned the rebooking down: the whole script asks for the
 * refund the DOT rule gives (facts.ts `dot-airline-refund`), never the fee script's "where was it
 * shown" or its step down to miles or a partial refund.
 */
function flightRefundPlan(ctx: CopyContext): Plan {
  const fare = ctx.figure('paid', 'quoted', 'other', 'billed', 'fee');
  const debit = ctx.case.cardType === 'debit';
  const credit = ctx.case.cardType === 'credit';
  if (ctx.lang === 'es') {
    const what = fare ? `el boleto (${fare}) y los cargos` : 'el boleto y los cargos';
    return {
      strategy:
        'La causa no cambia este derecho: clima, tripulación o mantenimiento, un vuelo que la aerolínea canceló y que usted no tomó se reembolsa en dinero. Que el boleto fuera "no reembolsable" o de tarifa básica tampoco lo cambia. No acepte el crédito ni "para guardarlo": aceptarlo puede cerrar el reembolso.',
      opening: [
        'Hola, me llamo [su nombre], código de reservación [número].',
        'Ustedes cancelaron mi vuelo [número de vuelo] del [fecha], y no acepté el otro vuelo ni el crédito.',
        `Les pido reembolsar ${what} a mi forma de pago original. ¿En qué fecha se verá el reembolso?`,
      ],
      rungs: {
        discount: [
          'Dinero, no crédito',
          'No acepto el crédito. Por favor procesen el reembolso a mi forma de pago original.',
        ],
        credit: [
          'La causa no importa',
          'Sea cual sea la causa de la cancelación, un vuelo cancelado que no tomé se reembolsa en dinero.',
        ],
        downgrade: [
          'Fecha y confirmación',
          '¿En qué fecha se verá el reembolso? Por favor envíenmelo confirmado por correo.',
        ],
        supervisor: ['Supervisor', '¿Puedo hablar con un supervisor o con atención al cliente?'],
        retention: [
          'Por escrito',
          'Voy a enviar mi solicitud de reembolso por escrito hoy. ¿A qué dirección o formulario la envío?',
        ],
        complaint: [
          'Queja ante el DOT',
          'Si no me lo reembolsan, presentaré una queja ante el Departamento de Transporte de EE. UU.',
        ],
      },
      email: {
        subject: 'Reservación [número]: reembolso de mi vuelo cancelado',
        body: `Hola:\n\nUstedes cancelaron mi vuelo [número de vuelo] del [fecha]. No acepté el otro vuelo que me ofrecieron ni el crédito de viaje, y no viajé.\n\nLes pido reembolsar ${what} a mi forma de pago original, como exige la regla de reembolsos del Departamento de Transporte de EE. UU. para un vuelo que la aerolínea cancela, sea cual sea la causa. Les pido confirmarme por escrito el monto y la fecha del reembolso antes del [fecha].\n\nGracias,\n[Su nombre]`,
      },
      points: [
        'Guarde el aviso de cancelación y la oferta que rechazó (capturas de pantalla).',
        'No acepte el crédito ni el otro vuelo si no le sirven: aceptarlos puede cerrar el reembolso.',
        debit
          ? 'Pagó con débito: el reembolso vence a los 20 días; si no llega, pregunte a su banco cómo disputar el cargo.'
          : credit
            ? 'Pagó con tarjeta de crédito: el reembolso vence a los 7 días hábiles; si no llega, dispute el cargo con el emisor de su tarjeta.'
            : 'El reembolso vence a los 7 días hábiles con tarjeta de crédito y a los 20 días con otros medios de pago.',
        'Anote el nombre de quien le atiende, la fecha y un número de referencia.',
      ],
      questions: [],
    };
  }
  const what = fare ? `the ticket (${fare}) and the fees` : 'the ticket and the fees';
  return {
    strategy:
      'The reason doesn\'t change this right: weather, crew or maintenance, a flight the airline cancelled and you didn\'t take is refunded in money. A "non-refundable" or basic economy fare doesn\'t change it either. Don\'t accept the voucher, not even "to hold it": accepting it can end the refund.',
    opening: [
      'Hi, my name is [your name], confirmation number [number].',
      "You cancelled my flight [flight number] on [date], and I didn't accept the new flight or a credit.",
      `Please refund ${what} to my original payment method. What date will it post?`,
    ],
    rungs: {
      discount: [
        'Money, not credit',
        "I don't accept the voucher. Please process a refund to my original payment method.",
      ],
      credit: [
        "The reason doesn't matter",
        "Whatever the reason for the cancellation, a cancelled flight I didn't take is refunded in money.",
      ],
      downgrade: [
        'Date and confirmation',
        'What date will the refund post? Please email me the confirmation.',
      ],
      supervisor: ['Supervisor', 'May I speak with a supervisor or customer relations?'],
      retention: [
        'In writing',
        "I'll send my refund request in writing today. Which address or form should I use?",
      ],
      complaint: [
        'DOT complaint',
        "If it isn't refunded, I'll file a complaint with the U.S. Department of Transportation.",
      ],
    },
    email: {
      subject: 'Confirmation [number]: refund for my cancelled flight',
      body: `Hello,\n\nYou cancelled my flight [flight number] on [date]. I did not accept the new flight you offered or a travel credit, and I did not travel.\n\nPlease refund ${what} to my original payment method, as the U.S. Department of Transportation's refund rule requires for a flight the airline cancels, whatever the reason. Please confirm the amount and the date of the refund in writing by [date].\n\nThank you,\n[Your name]`,
    },
    points: [
      'Keep the cancellation notice and the offer you turned down (screenshots).',
      "Don't accept the credit or the new flight if they don't work for you: accepting can end the refund.",
      debit
        ? "You paid by debit: the refund is due within 20 days; if it doesn't come, ask your bank how to dispute the charge."
        : credit
          ? "You paid by credit card: the refund is due within 7 business days; if it doesn't come, dispute the charge with your card issuer."
          : 'The refund is due within 7 business days on a credit card, 20 days for other payments.',
      'Write down the rep’s name, the date and a reference number.',
    ],
    questions: [],
  };
}

function area(
  plan: (ctx: CopyContext) => Plan,
  words: Pick<AreaCopy, 'party' | 'subject' | 'complaintRoutes' | 'rightLine' | 'nextStep'>,
): AreaCopy {
  const chosen = (ctx: CopyContext) => (ctx.right('dot-airline-refund') ? flightRefundPlan(ctx) : plan(ctx));
  return {
    ...words,
    honestRoute,
    rightLine: (ctx) => (ctx.right('dot-airline-refund') ? refundLine(ctx) : words.rightLine?.(ctx)),
    nextStep: (ctx, outcome, offer) =>
      ctx.right('dot-airline-refund') && outcome !== 'agreed'
        ? refundStep(ctx)
        : words.nextStep?.(ctx, outcome, offer),
    strategy: (ctx) =>
      [ctx.right('dot-airline-refund') ? refundStrategy(ctx) : undefined, chosen(ctx).strategy]
        .filter(Boolean)
        .join(' '),
    opening: (ctx) => say(chosen(ctx).opening),
    rungs: (ctx) => rungsOf(chosen(ctx)),
    email: (ctx) => chosen(ctx).email,
    talkingPoints: (ctx) => [...chosen(ctx).points],
    questions: (ctx) => chosen(ctx).questions.slice(0, 3),
    judgeOffer,
  };
}

export const hiddenFees: AreaPlaybook = {
  en: area(englishPlan, {
    nextStep: englishStep,
    party: (ctx) => {
      if (ctx.namedParty) return ctx.namedParty;
      const kind = kindOf(ctx);
      if (kind === 'tickets') return 'the ticket seller';
      if (kind === 'lodging') return 'the hotel or rental host';
      if (kind === 'travel')
        return isAirline(ctx) === false ? 'the rental company' : 'the airline or rental company';
      return 'the company';
    },
    subject: (ctx) => {
      if (ctx.right('dot-airline-refund')) {
        const paid = ctx.figure('paid', 'quoted', 'other', 'billed', 'fee');
        return `the refund for the cancelled flight${paid ? ` (${paid})` : ''}`;
      }
      const f = feeFigures(ctx);
      const kind = kindOf(ctx);
      const fee = feeNameOf(ctx) ?? 'fee';
      if (kind === 'lodging' && f.unit)
        return `the ${f.unit}-a-night ${fee}${f.total ? ` (${f.total} in all)` : ''}`;
      if (kind === 'tickets' && fee === 'fee') return `the ticket fees${f.sum ? ` of ${f.sum}` : ''}`;
      return f.sum ? `the ${f.sum} ${fee}` : `the ${fee}`;
    },
    complaintRoutes: (ctx) => {
      const kind = kindOf(ctx);
      if (kind === 'travel')
        return isAirline(ctx) === false
          ? "your state attorney general's consumer protection office or the Better Business Bureau"
          : isAirline(ctx) || ctx.right('dot-airline-refund')
            ? 'the U.S. Department of Transportation (airconsumer.dot.gov)'
            : "the U.S. Department of Transportation (airconsumer.dot.gov) if it's a flight, or your state attorney general's consumer protection office if it's a rental car";
      return "the FTC (ReportFraud.ftc.gov), your state attorney general's consumer protection office, or the Better Business Bureau";
    },
    rightLine: (ctx) =>
      is(ctx, 'fees_tickets', 'fees_lodging') && covered(ctx)
        ? `The total price, mandatory fees included, had to be shown up front. ${is(ctx, 'fees_tickets') ? "These fees weren't, so I'm asking for them" : "This fee wasn't, so I'm asking for it"} back to my card, not a voucher.`
        : undefined,
  }),
  es: area(spanishPlan, {
    nextStep: spanishStep,
    party: (ctx) => {
      if (ctx.namedParty) return ctx.namedParty;
      const kind = kindOf(ctx);
      if (kind === 'tickets') return 'el vendedor de boletos';
      if (kind === 'lodging') return 'el hotel o el anfitrión';
      if (kind === 'travel')
        return isAirline(ctx) === false ? 'la arrendadora de autos' : 'la aerolínea o la arrendadora';
      return 'la compañía';
    },
    subject: (ctx) => {
      if (ctx.right('dot-airline-refund')) {
        const paid = ctx.figure('paid', 'quoted', 'other', 'billed', 'fee');
        return `el reembolso del vuelo cancelado${paid ? ` (${paid})` : ''}`;
      }
      const f = feeFigures(ctx);
      const kind = kindOf(ctx);
      const name = feeNameOf(ctx);
      const fee = name ? `${articleEs(name)} ${name}` : 'el cargo';
      if (kind === 'lodging' && f.unit)
        return `${fee} de ${f.unit} por noche${f.total ? ` (${f.total} en total)` : ''}`;
      if (kind === 'tickets' && !name) return `los cargos de los boletos${f.sum ? ` de ${f.sum}` : ''}`;
      return f.sum ? `${fee} de ${f.sum}` : fee;
    },
    complaintRoutes: (ctx) => {
      const kind = kindOf(ctx);
      if (kind === 'travel')
        return isAirline(ctx) === false
          ? 'la oficina de protección al consumidor del fiscal general de su estado o el Better Business Bureau'
          : isAirline(ctx) || ctx.right('dot-airline-refund')
            ? 'el Departamento de Transporte de EE. UU. (airconsumer.dot.gov)'
            : 'el Departamento de Transporte de EE. UU. (airconsumer.dot.gov) si es un vuelo, o la oficina de protección al consumidor del fiscal general de su estado si es un auto de renta';
      return 'la FTC (ReportFraud.ftc.gov), la oficina de protección al consumidor del fiscal general de su estado o el Better Business Bureau';
    },
    rightLine: (ctx) =>
      is(ctx, 'fees_tickets', 'fees_lodging') && covered(ctx)
        ? `El precio total, con los cargos obligatorios, se tenía que mostrar desde el inicio. ${is(ctx, 'fees_tickets') ? 'Estos cargos no se mostraron, así que pido que me los devuelvan' : 'Este cargo no se mostró, así que pido que me lo devuelvan'} a mi tarjeta, no un cupón.`
        : undefined,
  }),
};
