import type { Language } from '@lane/shared';
import type { CaseAmount, PerUnit } from '../../../domain/chat/case.js';
import { formatDay } from '../../../domain/chat/facts.js';
import type { ServicePlan as Plan } from './movers-and-unordered.js';
import { inLanguage, is, or, quoteLines, rungsByName } from './types.js';
import type { AreaCopy, AreaPlaybook, CopyContext, FollowUpAnswer, FollowUpSaid, Outcome } from './types.js';

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

/** Whether the FTC fee rule covers this purchase (the rights engine decides). */
const covered = (ctx: CopyContext) => ctx.right('ftc-fee-rule-scope');

const AIRLINE = /air|jet|delta|united|american|southwest|spirit|frontier|alaska|vuelo|aerol/i;
const RENTAL = /rent|hertz|avis|enterprise|budget|alamo|national|sixt|thrifty|dollar|auto|car\b/i;

/** true: an airline; false: a rental car or other travel; undefined: not said. */
function isAirline(ctx: CopyContext): boolean | undefined {
  const party = ctx.namedParty ?? '';
  if (AIRLINE.test(party)) return true;
  if (RENTAL.test(party)) return false;
  // "vole de miami a newark … la maleta documentada" / "the rental car counter": the person's own words.
  if (ctx.case.flags.airTravel !== undefined) return ctx.case.flags.airTravel;
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

/**
 * The day of the purchase, as written. For tickets a month said alone is the show's ("tickets for a
 * show in june"), not the day they were bought: only a charge's day is.
 */
function boughtDay(ctx: CopyContext): string | undefined {
  if (kindOf(ctx) !== 'tickets') return ctx.date('service', 'charge');
  const service = ctx.date('service');
  return ctx.date('charge') ?? (service && !BARE_MONTH.test(service.trim()) ? service : undefined);
}

/** A month said alone ("june", "en mayo"): for tickets, as likely the show's month as the purchase's. */
const BARE_MONTH =
  /^(?:in |en )?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)[a-z]*\.?$/iu;

function feeFigures(ctx: CopyContext) {
  const amounts = ctx.case.amounts;
  const unitAmount =
    amounts.find((amount) => amount.role === 'unit' && amount.count !== undefined) ??
    amounts.find((amount) => amount.role === 'unit');
  const firstFee = amounts.find((amount) => amount.role === 'fee');
  // "a 'destination fee' 35/night + 'amenity fee' 12/night": fees at the same rate unit add up to one
  // rate ("35 + 12 a night", 47 a night), so no fee is dropped from what is asked back.
  const sameRate = firstFee?.per
    ? amounts.filter(
        (amount) => amount.role === 'fee' && amount.per === firstFee.per && amount.count === firstFee.count,
      )
    : [];
  // "a cleaning fee of 95 and a service fee of 60 got added, 155 more": flat fees add up too.
  const flatFees =
    firstFee && !firstFee.per ? amounts.filter((amount) => amount.role === 'fee' && !amount.per) : [];
  const added = sameRate.length > 1 ? sameRate : flatFees.length > 1 ? flatFees : [];
  const several = added.length > 1;
  const feeAmount: CaseAmount | undefined =
    several && firstFee
      ? {
          ...firstFee,
          text: added.map((amount) => amount.text).join(' + '),
          value: added.reduce((sum, amount) => sum + amount.value, 0),
        }
      : firstFee;
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
  /** A sum with no rate behind it: what checkout added, or the extras beside a rate agreed to. */
  const flat = (parts: {
    shown: string | undefined;
    sum: string;
    sumValue: number;
    listed: typeof listed;
    extras: boolean;
  }) => ({
    unit: undefined as string | undefined,
    per: undefined as PerUnit | undefined,
    count: undefined as number | undefined,
    total: undefined as string | undefined,
    fee: parts.extras ? parts.sum : (undefined as string | undefined),
    shown: parts.shown,
    charged,
    sum: parts.sum,
    sumValue: parts.sumValue,
    bought: boughtDay(ctx),
    listed: parts.listed,
    gap: !parts.extras,
    plain: (parts.extras ? 'extras' : 'fees') as Plain,
    firstRate: undefined,
  });
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
    return flat({ shown, sum: exactMoney(ctx, gapValue), sumValue: gapValue, listed, extras: false });
  }
  // "service fee 24.15 x2, facility charge 5.50 x2, order processing 4.30. thats 63.60 in fees": the
  // sum the person worked out is what checkout added, above any one fee listed.
  const stated = ctx.case.feesStated;
  if (
    stated &&
    (kind === 'tickets' || kind === 'lodging') &&
    (feeAmount === undefined || (!feeAmount.per && stated.value > feeAmount.value))
  ) {
    const fits =
      listed &&
      unitAmount &&
      amounts.some(
        (amount) => Math.abs(amount.value - (unitAmount.value * listed.count + stated.value)) < 0.005,
      );
    return {
      ...flat({
        // "listing page said 89 each": the price per ticket is the first price, when no total is known.
        shown:
          shown ??
          (!fits && unitAmount?.per === 'ticket'
            ? inLanguage(ctx.lang)(`${unitAmount.text} each`, `${unitAmount.text} cada uno`)
            : undefined),
        sum: stated.text,
        sumValue: stated.value,
        // The price as listed only when it and the fees make a total the person gave (2 × 89 + 63.60
        // = 241.60): a count misread would otherwise show a first price nobody saw.
        listed: fits ? listed : undefined,
        extras: false,
      }),
      // Said by the person, not worked out from a checkout total: no "X at checkout − Y" to show.
      gap: false,
      // Several fees in one sum: "the fees", never one fee's name.
      several: true,
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
      /** The rate the count multiplies, when several fees add up to it: "47" for "35 + 12". */
      rateSum: several ? exactMoney(ctx, feeAmount.value).replace(/^\$/, '') : undefined,
      per: feeAmount.per,
      count,
      total,
      fee: feeAmount.per ? undefined : feeAmount.text,
      shown,
      charged,
      sum: total ?? (feeAmount.per ? undefined : several ? exactMoney(ctx, feeAmount.value) : feeAmount.text),
      sumValue: totalValue ?? (feeAmount.per ? undefined : feeAmount.value),
      bought: boughtDay(ctx),
      // Flat fees beside a nightly rate: the stay as listed is the total first shown.
      listed:
        unitAmount?.per !== undefined && (unitAmount.per === feeAmount.per || (several && !feeAmount.per))
          ? listed
          : undefined,
      gap: false,
      plain: (several ? 'fees' : undefined) as Plain,
      several,
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
      bought: boughtDay(ctx),
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
    return flat({ shown, sum: charged, sumValue: billedValue, listed, extras: true });
  }
  // "The food was 24 but the total was 41 with fees": a smaller unlabeled figure beside the
  // charge is the price first shown, and the fees are the difference.
  const base = amounts.find(
    (amount) => amount.role === 'other' && billedValue !== undefined && amount.value < billedValue,
  );
  if (!unitAmount && shown === undefined && extra === undefined && base && billedValue !== undefined) {
    const gapValue = billedValue - base.value;
    return flat({
      shown: base.text,
      sum: exactMoney(ctx, gapValue),
      sumValue: gapValue,
      listed: undefined,
      extras: false,
    });
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
    bought: boughtDay(ctx),
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

/** A unit said as a rate, one and many: "a night", "night", "nights". */
type UnitWords = readonly [rate: string, one: string, many: string];

const PER: Record<PerUnit, Readonly<Record<Language, UnitWords>>> = {
  night: { en: ['a night', 'night', 'nights'], es: ['por noche', 'noche', 'noches'] },
  ticket: { en: ['per ticket', 'ticket', 'tickets'], es: ['por boleto', 'boleto', 'boletos'] },
  day: { en: ['a day', 'day', 'days'], es: ['por día', 'día', 'días'] },
  week: { en: ['a week', 'week', 'weeks'], es: ['por semana', 'semana', 'semanas'] },
  month: { en: ['a month', 'month', 'months'], es: ['al mes', 'mes', 'meses'] },
  hour: { en: ['an hour', 'hour', 'hours'], es: ['por hora', 'hora', 'horas'] },
  year: { en: ['a year', 'year', 'years'], es: ['al año', 'año', 'años'] },
  item: { en: ['per item', 'item', 'items'], es: ['por artículo', 'artículo', 'artículos'] },
};

/** The unit words in one language. */
type UnitTable = Readonly<Record<PerUnit, UnitWords>>;

const unitsIn = (lang: Language): UnitTable =>
  Object.fromEntries(Object.entries(PER).map(([unit, words]) => [unit, words[lang]])) as Record<
    PerUnit,
    UnitWords
  >;

/**
 * The fee as the person gave it: "$35 a night (3 nights × $35 = $105)", "$35 a night × [number of
 * nights]", a flat "$150", or what checkout added.
 */
function describe(f: Figures, words: UnitTable, perFallback: PerUnit, missing: string, many: string): string {
  if (f.unit) {
    const [rate, one, plural] = words[f.per ?? perFallback];
    const math =
      f.total && f.count
        ? `${f.count} ${f.count === 1 ? one : plural} × ${'rateSum' in f && f.rateSum ? f.rateSum : f.unit} = ${f.total}`
        : undefined;
    return math ? `${f.unit} ${rate} (${math})` : `${f.unit} ${rate} × [${many} ${plural}]`;
  }
  return f.fee ?? f.sum ?? missing;
}

/** The price as first listed: "$387 (3 nights × 129)", "$178 (2 tickets × 89)". */
function listedText(listed: Figures['listed'], words: UnitTable): string | undefined {
  if (!listed) return undefined;
  const [, one, many] = words[listed.per];
  return `${listed.total} (${listed.count} ${listed.count === 1 ? one : many} × ${listed.unit})`;
}

/** A rate as first shown: "120 per ticket". */
function rateText(rate: Figures['firstRate'], words: UnitTable): string | undefined {
  return rate ? `${rate.text} ${words[rate.per][0]}` : undefined;
}

const FALLBACK_PER: Record<Kind, PerUnit> = {
  tickets: 'ticket',
  lodging: 'night',
  travel: 'day',
  other: 'item',
};

// --- the words, in the answer's language ---

const capital = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

interface KindWords {
  /** "order [number]" / "pedido [número]". */
  readonly ref: string;
  /** "on order [number]" / "en el pedido [número]". */
  readonly inRef: string;
  readonly fee: string;
  /** Plural fee words ("the fees") take plural verbs and pronouns. */
  readonly plural: boolean;
  /** Before the purchase, in the person's voice and in Lane's. */
  readonly beforeMe: string;
  readonly beforeYou: string;
}

/** "la comisión", "la tarifa de limpieza", "el cargo por servicio". */
const articleEs = (name: string) => (/^(?:tarifa|comisi[oó]n|cuota|tasa)\b/i.test(name) ? 'la' : 'el');

/** A kind's words, with the fee said the person's way when they named it. */
function kindWords(lang: Language, kind: Kind, name?: string): KindWords {
  const t = inLanguage(lang);
  const paid = {
    beforeMe: t('before I paid', 'antes de pagar'),
    beforeYou: t('before you paid', 'antes de pagar'),
  };
  const booked = {
    beforeMe: t('when I booked', 'al reservar'),
    beforeYou: t('when you booked', 'al reservar'),
  };
  const words: Record<Kind, KindWords> = {
    tickets: {
      ref: t('order [number]', 'pedido [número]'),
      inRef: t('on order [number]', 'en el pedido [número]'),
      fee: t('the fees', 'los cargos'),
      plural: true,
      ...paid,
    },
    lodging: {
      ref: t('reservation [number]', 'reservación [número]'),
      inRef: t('on reservation [number]', 'en la reservación [número]'),
      fee: t('the [resort / cleaning] fee', 'el cargo [de resort / de limpieza]'),
      plural: false,
      ...booked,
    },
    travel: {
      ref: t('booking [number]', 'reservación [número]'),
      inRef: t('on booking [number]', 'en la reservación [número]'),
      fee: t('the [name of the fee]', 'el cargo [nombre del cargo]'),
      plural: false,
      ...booked,
    },
    other: {
      ref: t('account or order [number]', 'cuenta o pedido [número]'),
      inRef: t('on account or order [number]', 'en mi cuenta o pedido [número]'),
      fee: t('the [name of the fee]', 'el cargo [nombre del cargo]'),
      plural: false,
      ...paid,
    },
  };
  return name ? { ...words[kind], fee: `${t('the', articleEs(name))} ${name}`, plural: false } : words[kind];
}

/** The words of a purchase the FTC fee rule covers: who must show the total, and the first total. */
function coveredWords(lang: Language, kind: 'tickets' | 'lodging') {
  const t = inLanguage(lang);
  return kind === 'tickets'
    ? {
        sellers: t('sellers of live-event tickets', 'quienes venden boletos para eventos en vivo'),
        firstMe: t('the price I was first shown', 'el precio que me mostraron primero'),
        firstYou: t('the price you were first shown', 'el precio que le mostraron primero'),
        bought: t(
          'What date did you buy the tickets? The FTC fee rule covers purchases from May 12, 2025.',
          '¿Qué día compró los boletos? La regla de cargos de la FTC cubre compras desde el 12 de mayo de 2025.',
        ),
        howMany: t('How many tickets was the fee charged for?', '¿Por cuántos boletos le cobraron el cargo?'),
      }
    : {
        sellers: t('hotels and vacation rentals', 'los hoteles y las rentas vacacionales'),
        firstMe: t('the total shown when I booked', 'el total que me mostraron al reservar'),
        firstYou: t('the total you were shown when you booked', 'el total que le mostraron al reservar'),
        bought: t(
          'What date did you book? The FTC fee rule covers bookings from May 12, 2025.',
          '¿Qué día hizo la reservación? La regla de cargos de la FTC cubre reservaciones desde el 12 de mayo de 2025.',
        ),
        howMany: t('How many nights was the fee charged for?', '¿Por cuántas noches le cobraron el cargo?'),
      };
}

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

/**
 * "also 25 a night parking and i didnt even bring a car": a second charge the person raised beside the
 * fee. Its total (nights × rate) is asked off too, in the strategy, the call and the letter.
 */
function extraChargeWords(ctx: CopyContext): { strategy: string; line: string; letter: string } | undefined {
  const extra = ctx.case.extraCharge;
  if (!extra) return undefined;
  const t = inLanguage(ctx.lang);
  // The stay's nights, from the nightly fee or room rate the person gave beside it.
  const nights = ctx.case.amounts.find((a) => a.per !== undefined && a.count !== undefined);
  const count = extra.nightly ? nights?.count : undefined;
  const unit = nights?.per === 'day' ? t('days', 'días') : t('nights', 'noches');
  const rate =
    extra.value === undefined
      ? undefined
      : (ctx.case.amounts.find((a) => a.value === extra.value)?.text ?? String(extra.value));
  const total = count && extra.value !== undefined ? ctx.money(count * extra.value) : undefined;
  const sum = total ?? rate;
  const how = total && rate ? ` (${count} ${unit} × ${rate} = ${total})` : sum ? ` (${sum})` : '';
  const es = [
    'estacionamiento',
    'desayuno',
    'gimnasio',
    'internet',
    'wifi',
    'wi-fi',
    'valet',
    'spa',
  ].includes(extra.name)
    ? `el ${extra.name}`
    : `la ${extra.name}`;
  const name = t(`the ${extra.name}`, es);
  const back = sum ? t(`the ${sum}`, `los ${sum}`) : name;
  return extra.unused
    ? {
        strategy: t(
          `${capital(name)}${how} is a separate charge for something you didn't use: ask for ${back} off too.`,
          `${capital(name)}${how} es un cargo aparte por algo que usted no usó: pida que le quiten también ${back}.`,
        ),
        line: t(
          `I also didn't use ${name}: please take off ${back}.`,
          `Además, no usé ${name}: les pido quitar ${back}.`,
        ),
        letter: t(
          `I was also charged for ${name}${how}, which I didn't use; please remove it too.`,
          `También me cobraron ${name}${how}, que no usé; les pido quitarlo también.`,
        ),
      }
    : {
        strategy: t(
          `${capital(name)}${how} is a separate charge: ask what it paid for and, if it was never offered as an option, for ${back} off too.`,
          `${capital(name)}${how} es un cargo aparte: pregunte qué cubría y, si nunca se lo ofrecieron como opción, pida que le quiten también ${back}.`,
        ),
        line: t(
          `I was also charged ${back} for ${name}. What was it for? I didn't choose it, so please take it off.`,
          `También me cobraron ${back} por ${name}. ¿Qué cubría? No lo elegí, así que les pido quitarlo.`,
        ),
        letter: t(
          `I was also charged for ${name}${how}, which I never chose; please remove it too.`,
          `También me cobraron ${name}${how}, que nunca elegí; les pido quitarlo también.`,
        ),
      };
}

function feePlan(ctx: CopyContext): Plan {
  const t = inLanguage(ctx.lang);
  const kind = kindOf(ctx);
  const f = feeFigures(ctx);
  const signOff = t('Thank you,\n[Your name]', 'Gracias,\n[Su nombre]');
  const replyBy = t(
    'Please reply in writing by [date].',
    'Les pido una respuesta por escrito antes del [fecha].',
  );

  if (kind === undefined) {
    return {
      strategy: t(
        "Gather the receipt or bill, the confirmation email and a screenshot of the price you were first shown. Ask in writing what the fee is for and where it was disclosed before you paid, and don't accept a voucher or agree to anything yet. Answer the questions below for the exact script.",
        'Reúna el recibo o la factura, el correo de confirmación y una captura del precio que le mostraron primero. Pregunte por escrito por qué es el cargo y dónde se informó antes de pagar, y no acepte un cupón ni nada más todavía. Responda las preguntas de abajo para recibir el guion exacto.',
      ),
      opening: [
        t(
          'Hi, my name is [your name], order or account [number].',
          'Hola, me llamo [su nombre], pedido o cuenta [número].',
        ),
        t(
          `I was charged ${f.sum ? `a ${f.sum} fee` : 'a fee'} I didn't expect. What is it for, and where was it shown before I paid?`,
          `Me cobraron ${f.sum ? `un cargo de ${f.sum}` : 'un cargo'} que no esperaba. ¿Por qué es, y dónde se mostró antes de pagar?`,
        ),
        t(
          "Please email me that. I'm not agreeing to anything today.",
          'Por favor, envíenmelo por correo. Hoy no voy a aceptar nada.',
        ),
      ],
      rungs: {
        discount: t(
          ['What it is', 'Can you tell me exactly what this fee is for?'],
          ['Qué es', '¿Me puede decir exactamente por qué es este cargo?'],
        ),
        credit: t(
          ['Where it was shown', 'Where was it shown to me before I paid?'],
          ['Dónde se mostró', '¿Dónde se me mostró antes de pagar?'],
        ),
        downgrade: t(
          ['In writing', 'Please send me that by email.'],
          ['Por escrito', 'Por favor, envíenme eso por correo.'],
        ),
        supervisor: t(
          ['Supervisor', 'May I speak with a supervisor?'],
          ['Supervisor', '¿Puedo hablar con un supervisor?'],
        ),
        retention: t(
          ['Reference number', "What's the reference number for this call?"],
          ['Número de referencia', '¿Cuál es el número de referencia de esta llamada?'],
        ),
        complaint: t(
          ['Written complaint', "I'll put my questions in writing. Where should they go?"],
          ['Queja por escrito', 'Voy a enviar mis preguntas por escrito. ¿A dónde las envío?'],
        ),
      },
      email: {
        subject: t(
          'Order or account [number]: please explain [fee]',
          'Pedido o cuenta [número]: explicación de [cargo]',
        ),
        body: t(
          `Hello,\n\nOn [date] I was charged ${f.sum ? `a ${f.sum} fee` : '[fee]'} that I did not expect. Please tell me in writing what it is for and where it was shown to me before I paid. ${replyBy}\n\n${signOff}`,
          `Hola:\n\nEl [fecha] me cobraron ${f.sum ? `un cargo de ${f.sum}` : '[cargo]'} que no esperaba. Les pido decirme por escrito por qué es y dónde se me mostró antes de pagar. ${replyBy}\n\n${signOff}`,
        ),
      },
      points: [
        t(
          'Screenshot the price you were first shown and the final charge, side by side.',
          'Haga una captura del precio que le mostraron primero y del cobro final, uno al lado del otro.',
        ),
        t(
          'Ask where the fee was shown before you paid.',
          'Pregunte dónde se mostró el cargo antes de pagar.',
        ),
        t(
          "Don't accept a voucher or agree to anything until you know what the fee is.",
          'No acepte un cupón ni nada más hasta saber qué es el cargo.',
        ),
        t(
          'Write down the rep’s name and a reference number.',
          'Anote el nombre de quien le atiende y un número de referencia.',
        ),
      ],
      questions: [
        t(
          'What was the fee on: event tickets, a hotel or rental stay, a flight or rental car, or something else?',
          '¿En qué fue el cargo: boletos para un evento, un hotel o renta vacacional, un vuelo o auto de renta, u otra cosa?',
        ),
        t('What date did you buy or book it?', '¿Qué día lo compró o reservó?'),
        ...(f.sum
          ? []
          : [
              t(
                'How much is the fee, and what price were you first shown?',
                '¿De cuánto es el cargo y qué precio le mostraron primero?',
              ),
            ]),
      ],
    };
  }

  // Fees worked out from a checkout total may be several ("a service fee and a facility fee"):
  // for tickets they are "the fees", whatever the first one was called.
  const name = (f.gap && kind === 'tickets') || ('several' in f && f.several) ? undefined : feeNameOf(ctx);
  const plainWord =
    name || !f.plain
      ? undefined
      : f.plain === 'extras'
        ? t('the extra charges', 'los cargos extra')
        : t('the fees', 'los cargos');
  const w: KindWords = plainWord
    ? { ...kindWords(ctx.lang, kind), fee: plainWord, plural: true }
    : kindWords(ctx.lang, kind, name);
  const per = unitsIn(ctx.lang);
  const desc = describe(
    f,
    per,
    FALLBACK_PER[kind],
    t('[fee amount]', '[monto del cargo]'),
    t('number of', 'número de'),
  );
  const base = f.listed?.total ?? f.shown;
  const named =
    f.gap && base
      ? `${plainWord ? t(`${f.sum} in fees`, `${f.sum} en cargos`) : t(`${w.fee} of ${f.sum}`, `${w.fee} de ${f.sum}`)} ${t(`(${f.charged} at checkout − ${base})`, `(${f.charged} al pagar − ${base})`)}`
      : t(`${w.fee} of ${desc}`, `${w.fee} de ${desc}`);
  const shownText = f.shown ?? listedText(f.listed, per) ?? rateText(f.firstRate, per);
  /** The fee as an object pronoun: "them" / "it", "los" / "lo". */
  const it = w.plural ? t('them', 'los') : t('it', 'lo');
  const back = f.sum ? t(`the ${f.sum}`, `los ${f.sum}`) : w.fee;
  const hello = t(`Hi, my name is [your name], ${w.ref}.`, `Hola, me llamo [su nombre], ${w.ref}.`);
  const onDate = t(onDateEn, onDateEs);

  if ((kind === 'tickets' || kind === 'lodging') && covered(ctx)) {
    const c = coveredWords(ctx.lang, kind);
    const plural = w.plural;
    const rule = t(
      `Since May 12, 2025, ${c.sellers} must show the total price, mandatory fees${kind === 'lodging' ? ' like a resort fee or a cleaning fee' : ''} included, up front.`,
      `Desde el 12 de mayo de 2025, ${c.sellers} deben mostrar desde el inicio el precio total, con los cargos obligatorios${kind === 'lodging' ? ' (como un cargo de resort o de limpieza)' : ''} incluidos.`,
    );
    const item =
      kind === 'tickets'
        ? t(`bought tickets for [event], ${w.ref}`, `compré boletos para [evento], ${w.ref}`)
        : t(`booked [property], ${w.ref}`, `reservé [alojamiento], ${w.ref}`);
    const these = plural ? t('these fees', 'estos cargos') : t('this fee', 'este cargo');
    // A stay's date is when the person stayed, not when they booked: "I stayed at [property] from nov 14".
    const opener =
      kind === 'lodging' && ctx.date('service')
        ? t(
            `I stayed at [property] from ${ctx.date('service')}, ${w.ref}.`,
            `Me hospedé en [alojamiento] desde ${onDateEs(ctx.date('service'))}, ${w.ref}.`,
          )
        : t(`${capital(onDate(f.bought))} I ${item}.`, `${capital(onDate(f.bought))} ${item}.`);
    const extra = extraChargeWords(ctx);
    return {
      strategy: t(
        `${rule} ${capital(named)} ${plural ? "weren't" : "wasn't"} in ${c.firstYou}, so ask for ${back} back on your card.${taxOnFee(ctx, f)}${extra ? ` ${extra.strategy}` : ''} Have a screenshot of that first total ready.`,
        `${rule} ${capital(named)} no ${plural ? 'estaban' : 'estaba'} en ${c.firstYou}, así que pida que le devuelvan ${back} a su tarjeta.${taxOnFee(ctx, f)}${extra ? ` ${extra.strategy}` : ''} Tenga a mano una captura de ese primer total.`,
      ),
      opening: [
        hello,
        t(
          `${capital(c.firstMe)} was ${or(shownText, '[total shown]')}, but I was then charged ${named} on top.`,
          `${capital(c.firstMe)} fue ${or(shownText, '[total mostrado]')}, pero además me cobraron ${named}.`,
        ),
        t(
          `The total price had to be shown up front. Please refund ${back} to my card.`,
          `El precio total se tenía que mostrar desde el inicio. Les pido reembolsar ${back} a mi tarjeta.`,
        ),
        ...(extra ? [extra.line] : []),
      ],
      rungs: {
        discount: t(
          [
            plural ? 'Refund the fees' : 'Refund the fee',
            `Please refund ${back}: ${plural ? 'they were' : 'it was'} not in ${c.firstMe}.`,
          ],
          [
            plural ? 'Reembolso de los cargos' : 'Reembolso del cargo',
            `Les pido reembolsar ${back}: no ${plural ? 'estaban' : 'estaba'} en ${c.firstMe}.`,
          ],
        ),
        credit: t(
          ['Show the total', `Where was the total with ${these} shown up front? Please send me that screen.`],
          [
            'Mostrar el total',
            `¿Dónde se mostró desde el inicio el total con ${these}? Por favor, envíenme esa pantalla.`,
          ],
        ),
        downgrade: t(
          ['To my card', "I'd like it back on my card, not as a credit or voucher."],
          ['A mi tarjeta', 'Quisiera el reembolso a mi tarjeta, no un crédito ni un cupón.'],
        ),
        supervisor: t(
          ['Supervisor', 'May I speak with a supervisor who can approve the refund?'],
          ['Supervisor', '¿Puedo hablar con un supervisor que pueda aprobar el reembolso?'],
        ),
        retention: t(
          ['In writing', "I'll send this in writing today. Which email should it go to?"],
          ['Por escrito', 'Hoy voy a enviar esto por escrito. ¿A qué correo lo envío?'],
        ),
        complaint: t(
          ['FTC report', "If it isn't refunded, I'll report it to the FTC and my state attorney general."],
          [
            'Reporte a la FTC',
            'Si no me lo reembolsan, voy a reportarlo a la FTC y al fiscal general de mi estado.',
          ],
        ),
      },
      email: {
        subject: t(
          `${kind === 'tickets' ? 'Order' : 'Reservation'} [number]: refund of ${f.sum ? `${f.sum} in fees` : 'fees'} not shown up front`,
          `${kind === 'tickets' ? 'Pedido' : 'Reservación'} [número]: reembolso de ${f.sum ? `${f.sum} en cargos` : 'cargos'} no mostrados desde el inicio`,
        ),
        body: t(
          `Hello,\n\n${opener} ${capital(c.firstMe)} was ${or(shownText, '[total shown]')}; I was then charged ${named}, which ${plural ? 'were' : 'was'} not in that total.\n\n${rule} Please refund ${back} to my original payment method.${extra ? ` ${extra.letter}` : ''} ${replyBy}\n\n${signOff}`,
          `Hola:\n\n${opener} ${capital(c.firstMe)} fue ${or(shownText, '[total mostrado]')}; después me cobraron ${named}, que no ${plural ? 'estaban' : 'estaba'} en ese total.\n\n${rule} Les pido reembolsar ${back} a mi forma de pago original.${extra ? ` ${extra.letter}` : ''} ${replyBy}\n\n${signOff}`,
        ),
      },
      points: [
        t(
          'Screenshot the first total you were shown and the final charge, side by side.',
          'Haga una captura del primer total que le mostraron y del cobro final, uno al lado del otro.',
        ),
        t(
          `Ask: "Where was the total with ${these} shown up front?"`,
          `Pregunte: "¿Dónde se mostró desde el inicio el total con ${these}?"`,
        ),
        t('Ask for the refund to your card, not a voucher.', 'Pida el reembolso a su tarjeta, no un cupón.'),
        ctx.case.cardType === 'debit'
          ? t(
              "You paid by debit: if they won't refund it, ask your bank right away how to dispute the charge.",
              'Pagó con débito: si no se lo devuelven, pregunte pronto a su banco cómo disputar el cargo.',
            )
          : ctx.case.cardType === 'credit' && shownLate(ctx)
            ? chargebackCaveat(ctx)
            : ctx.case.cardType === 'credit'
              ? t(
                  "You paid by credit card: if they won't refund it, dispute the charge in writing with your card issuer within 60 days of the statement that shows it.",
                  'Pagó con tarjeta de crédito: si no se lo devuelven, dispute el cargo por escrito con el emisor de su tarjeta dentro de los 60 días del estado de cuenta que lo muestra.',
                )
              : t(
                  'Write down the rep’s name and a reference number.',
                  'Anote el nombre de quien le atiende y un número de referencia.',
                ),
      ],
      questions: [
        ...(hasPurchaseDay(ctx) ? [] : [c.bought]),
        ...(f.unit && !f.count ? [c.howMany] : []),
        t(
          `Was ${plural ? 'each fee' : 'the fee'} mandatory, or an optional extra you chose (insurance, parking, an upgrade)?`,
          `¿${plural ? 'Cada cargo era' : 'El cargo era'} obligatorio, o un extra opcional que usted eligió (seguro, estacionamiento, una mejora)?`,
        ),
      ],
    };
  }

  // No fee rule reaches this purchase: where was it disclosed, then the waiver ladder.
  const airline = isAirline(ctx);
  const flight = kind === 'travel' && airline !== false;
  const unasked = ctx.case.flags.unapprovedWork === true;
  const partLine =
    kind === 'lodging'
      ? t(
          "If you can't remove all of it, can you take off the nights I couldn't use what it pays for?",
          'Si no pueden quitarlo todo, ¿pueden descontar las noches en que no pude usar lo que cubre?',
        )
      : t(
          "If you can't refund all of it, can you refund part?",
          'Si no pueden reembolsarlo todo, ¿pueden reembolsar una parte?',
        );
  const creditRung: readonly [label: string, line: string] =
    kind === 'travel' && airline === false
      ? t(
          ['Rental credit', 'Could you give me a credit for the same amount on a future rental instead?'],
          ['Crédito para otra renta', '¿Me pueden dar un crédito por el mismo monto para una próxima renta?'],
        )
      : kind === 'travel'
        ? t(
            ['Credit or miles', 'Could you give me a credit or miles for the same amount instead?'],
            ['Crédito o millas', '¿Me pueden dar un crédito o millas por el mismo monto?'],
          )
        : kind === 'lodging'
          ? t(
              ['Points or credit', 'Could you give me points or a credit for the same amount instead?'],
              ['Puntos o crédito', '¿Me pueden dar puntos o un crédito por el mismo monto?'],
            )
          : t(
              ['Credit', 'Could you give me a credit for the same amount instead?'],
              ['Crédito', '¿Me pueden dar un crédito por el mismo monto?'],
            );
  const optionLine =
    kind === 'lodging'
      ? t(
          'Can you lower my room rate by the amount of the fee instead?',
          '¿Pueden bajar la tarifa de la habitación por el monto del cargo?',
        )
      : kind === 'tickets'
        ? t(
            'Can you waive the delivery or service part, for example with box-office pickup?',
            '¿Pueden quitar la parte de envío o servicio, por ejemplo si recojo los boletos en taquilla?',
          )
        : t(
            'Is there a way to avoid this fee, like [declining the extra / changing the option]?',
            '¿Hay forma de evitar este cargo, por ejemplo [rechazando el extra / cambiando la opción]?',
          );
  const ask = unasked
    ? t(
        `Ask them to show where you accepted ${named}; if they can't, ask for ${back} back.`,
        `Pida que le muestren dónde aceptó ${named}; si no pueden, pida que le devuelvan ${back}.`,
      )
    : t(
        `Ask where ${named} ${w.plural ? 'were' : 'was'} shown ${w.beforeYou}, and for ${back} back. If they can't show you, that's your leverage; if they can, ask for a one-time courtesy refund.`,
        `Pregunte dónde se ${w.plural ? 'mostraron' : 'mostró'} ${named} ${w.beforeYou}, y pida que le devuelvan ${back}. Si no se lo pueden mostrar, esa es su ventaja; si se lo muestran, pida un reembolso de cortesía por única vez.`,
      );
  const travelAdvice =
    airline === false
      ? t(
          " Ask for the signed rental agreement and the itemized receipt, and ask them to take off any charge you didn't accept or initial, like insurance you declined.",
          ' Pida el contrato de renta firmado y el recibo con el desglose de cada cargo, y pida que quiten todo cargo que usted no aceptó ni firmó con sus iniciales, como un seguro que rechazó.',
        )
      : airline === undefined && kind === 'travel'
        ? t(
            " If it's a rental car, ask for the signed rental agreement and the itemized receipt; if it's a flight, the U.S. Department of Transportation takes complaints at airconsumer.dot.gov.",
            ' Si es un auto de renta, pida el contrato de renta firmado y el recibo con el desglose de cada cargo; si es un vuelo, el Departamento de Transporte de EE. UU. recibe quejas en airconsumer.dot.gov.',
          )
        : flight
          ? t(
              ' For a flight, the U.S. Department of Transportation takes complaints at airconsumer.dot.gov.',
              ' Si es un vuelo, el Departamento de Transporte de EE. UU. recibe quejas en airconsumer.dot.gov.',
            )
          : '';
  const wasShown = w.plural ? t('they were', 'informaron') : t('it was', 'informó');
  return {
    strategy: `${ask}${travelAdvice}`,
    opening: [
      hello,
      unasked
        ? t(
            `I was charged ${named}, which I didn't ask for or agree to.`,
            `Me cobraron ${named}, que yo no pedí ni acepté.`,
          )
        : t(
            `I was charged ${named}, which I didn't see ${w.beforeMe}.`,
            `Me cobraron ${named}, que no vi ${w.beforeMe}.`,
          ),
      t(
        `Can you show me where ${wasShown} disclosed? If not, please refund ${it} to my card.`,
        `¿Me pueden mostrar dónde se ${wasShown}? Si no, les pido reembolsar${it} a mi tarjeta.`,
      ),
    ],
    rungs: {
      discount: [t('Refund part', 'Reembolso parcial'), partLine],
      credit: creditRung,
      downgrade: [t('Fee-free option', 'Opción sin cargo'), optionLine],
      supervisor: t(
        ['Supervisor', 'May I speak with a supervisor or customer relations?'],
        ['Supervisor', '¿Puedo hablar con un supervisor o con atención al cliente?'],
      ),
      retention: t(
        ['Courtesy refund', `I've been a good customer. Can you refund ${it} once, as a courtesy?`],
        [
          'Reembolso de cortesía',
          `Llevo tiempo como cliente de ustedes. ¿Me ${it} pueden reembolsar por única vez, como cortesía?`,
        ],
      ),
      complaint: [
        t('Written complaint', 'Queja por escrito'),
        flight
          ? t(
              "I'll send a written complaint, and for a flight, one to the Department of Transportation.",
              'Voy a enviar una queja por escrito y, si es un vuelo, otra al Departamento de Transporte.',
            )
          : t(
              "I'll put my complaint in writing. Where should it go?",
              'Voy a poner mi queja por escrito. ¿A dónde la envío?',
            ),
      ],
    },
    email: {
      subject: t(
        `${capital(w.ref)}: refund of ${f.sum ? (w.plural ? `${f.sum} in fees` : `the ${f.sum} ${name ?? 'fee'}`) : w.fee}`,
        `${capital(w.ref)}: reembolso ${f.sum ? (w.plural ? `de ${f.sum} en cargos` : name ? `${deEs(w.fee)} de ${f.sum}` : `de un cargo de ${f.sum}`) : deEs(w.fee)}`,
      ),
      body: t(
        `Hello,\n\n${capital(onDate(f.bought))} I was charged ${named} ${w.inRef}. ${w.plural ? 'They were' : 'It was'} not shown to me ${w.beforeMe}${shownText ? `: the total shown was ${shownText}` : ''}.\n\nPlease show me where ${wasShown} disclosed, or refund ${back} to my original payment method. ${replyBy}\n\n${signOff}`,
        `Hola:\n\n${capital(onDate(f.bought))} me cobraron ${named} ${w.inRef}. No se me ${w.plural ? 'mostraron' : 'mostró'} ${w.beforeMe}${shownText ? `: el total mostrado fue ${shownText}` : ''}.\n\nLes pido mostrarme dónde se ${wasShown}, o reembolsar ${back} a mi forma de pago original. ${replyBy}\n\n${signOff}`,
      ),
    },
    points: [
      t(
        `Screenshot what was shown ${w.beforeYou} and the final charge, side by side.`,
        `Haga una captura de lo que le mostraron ${w.beforeYou} y del cobro final, uno al lado del otro.`,
      ),
      t(
        `Ask: "Where was this fee shown ${w.beforeMe}?"`,
        `Pregunte: "¿Dónde se mostró este cargo ${w.beforeMe}?"`,
      ),
      ...(kind === 'lodging' && (!name || RESORT.test(name))
        ? [
            name
              ? t(
                  `Name the amenities the ${name} pays for that you couldn't use (pool, Wi-Fi, gym): that's the usual reason hotels take it off.`,
                  `Mencione los servicios que cubre ${w.fee} y que usted no pudo usar (piscina, wifi, gimnasio): es la razón habitual por la que los hoteles lo quitan.`,
                )
              : t(
                  "If it's a resort fee, name the amenities it pays for that you couldn't use (pool, Wi-Fi, gym): that's the usual reason hotels take it off.",
                  'Si es un cargo de resort, mencione los servicios que cubre y que usted no pudo usar (piscina, wifi, gimnasio): es la razón habitual por la que los hoteles lo quitan.',
                ),
          ]
        : []),
      ...(ctx.case.cardType === 'debit'
        ? [
            t(
              "You paid by debit: if they won't refund it, ask your bank right away how to dispute the charge; a debit dispute can be harder to win than a credit card one.",
              'Pagó con débito: si no se lo devuelven, pregunte pronto a su banco cómo disputar el cargo; con débito puede ser más difícil que con tarjeta de crédito.',
            ),
          ]
        : []),
      t(
        "Ask for the refund to your card, not a voucher, unless you'd really use it.",
        'Pida el reembolso a su tarjeta, no un cupón, salvo que de verdad lo vaya a usar.',
      ),
      t(
        'One clear ask, then wait. Write down the rep’s name and a reference number.',
        'Una petición clara y luego espere. Anote el nombre de quien le atiende y un número de referencia.',
      ),
    ].slice(0, 5),
    questions: [
      ...(kind === 'travel'
        ? [
            t(
              'What total did the booking page show before you paid?',
              '¿Qué total le mostró la página de reservación antes de pagar?',
            ),
          ]
        : []),
      ...(kind === 'travel' && airline === undefined
        ? [t('Is this an airline or a rental car?', '¿Es una aerolínea o un auto de renta?')]
        : []),
      ...(kind === 'other'
        ? [
            t(
              'What was the fee for, and where (if anywhere) was it shown before you paid?',
              '¿Por qué era el cargo y dónde se mostró antes de pagar, si es que se mostró?',
            ),
          ]
        : []),
      ...(f.sum ? [] : [t('How much is the fee?', '¿De cuánto es el cargo?')]),
    ],
  };
}

// --- before buying: nothing charged, so nothing to dispute ---

/** The person is still at checkout (tickets or a stay): the choice is theirs, at the all-in price. */
const beforeBuying = (ctx: CopyContext) =>
  ctx.case.flags.notYetBought === true && is(ctx, 'fees_tickets', 'fees_lodging');

/**
 * The prices before buying: the rate listed and the rate at checkout, their totals over the count,
 * and the fees (the difference), as "2 × $32 = $64".
 */
function checkoutPrices(ctx: CopyContext) {
  const f = feeFigures(ctx);
  const units = ctx.case.amounts.filter((amount) => amount.role === 'unit' && amount.per !== undefined);
  const low = units.reduce<CaseAmount | undefined>(
    (min, a) => (!min || a.value < min.value ? a : min),
    undefined,
  );
  const high = units.reduce<CaseAmount | undefined>(
    (max, a) => (!max || a.value > max.value ? a : max),
    undefined,
  );
  const count = f.count ?? high?.count ?? low?.count;
  const two = low && high && high.value > low.value && low.per === high.per ? { low, high } : undefined;
  return {
    listed: two?.low.text,
    checkout: two?.high.text,
    count,
    per: two?.high.per ?? f.per,
    listedTotal: two && count ? exactMoney(ctx, two.low.value * count) : undefined,
    checkoutTotal: two && count ? exactMoney(ctx, two.high.value * count) : undefined,
    perUnitFee: two ? exactMoney(ctx, two.high.value - two.low.value) : f.unit,
    fees: f.sum,
  };
}

function beforeBuyingPlan(ctx: CopyContext): Plan {
  const t = inLanguage(ctx.lang);
  const tickets = is(ctx, 'fees_tickets');
  const p = checkoutPrices(ctx);
  const units = tickets ? t('tickets', 'boletos') : t('nights', 'noches');
  const unit = tickets ? t('ticket', 'boleto') : t('night', 'noche');
  const many = p.count ? `${p.count} ${units}` : t(`the ${units}`, `los ${units}`);
  const feeMath =
    p.perUnitFee && p.count && p.fees
      ? t(
          `${p.perUnitFee} per ${unit} (${p.count} ${units} × ${p.perUnitFee} = ${p.fees})`,
          `${p.perUnitFee} por ${unit} (${p.count} ${units} × ${p.perUnitFee} = ${p.fees})`,
        )
      : (p.fees ?? p.perUnitFee);
  const real =
    p.checkout && p.checkoutTotal && p.listedTotal
      ? t(
          ` The real price is ${p.checkout} a ${unit}, ${p.checkoutTotal} for ${many}, not ${p.listedTotal}.`,
          ` El precio real es ${p.checkout} por ${unit}, ${p.checkoutTotal} por ${many}, no ${p.listedTotal}.`,
        )
      : '';
  const rule = covered(ctx)
    ? t(
        ` Since May 12, 2025, ${tickets ? 'sellers of live-event tickets' : 'hotels and vacation rentals'} must show the total price, mandatory fees included, up front: ask the seller for the all-in price and where it was shown before checkout.`,
        ` Desde el 12 de mayo de 2025, ${tickets ? 'quienes venden boletos para eventos en vivo' : 'los hoteles y las rentas vacacionales'} deben mostrar desde el inicio el precio total, con los cargos obligatorios incluidos: pida al vendedor el precio total y dónde se mostró antes del pago.`,
      )
    : t(
        ' Ask the seller for the all-in price, every mandatory fee included.',
        ' Pida al vendedor el precio total, con todos los cargos obligatorios.',
      );
  const elsewhere = tickets
    ? t(
        "the venue's box office (ask what it charges at the window)",
        'la taquilla del lugar (pregunte cuánto cobra en ventanilla)',
      )
    : t('booking direct with the hotel or host', 'reservar directo con el hotel o el anfitrión');
  return {
    strategy: t(
      `You haven't bought yet, so there's nothing to dispute: the choice is still yours.${feeMath ? ` The fees are ${feeMath}.` : ''}${real}${rule} Then decide at the real price: buy only if it's worth that to you, compare ${elsewhere} or other sellers at their all-in price, or don't buy. If you do buy, screenshot the price first shown and the checkout.`,
      `Todavía no compró, así que no hay nada que disputar: la decisión sigue siendo suya.${feeMath ? ` Los cargos son ${feeMath}.` : ''}${real}${rule} Luego decida con el precio real: compre solo si lo vale para usted, compare ${elsewhere} u otros vendedores con su precio total, o no compre. Si compra, haga una captura del primer precio mostrado y del pago.`,
    ),
    opening: [
      t(
        tickets
          ? `Hi, I'm looking at ${many} for [event].`
          : `Hi, I'm looking at ${many} at [property], [dates].`,
        tickets
          ? `Hola, estoy viendo ${many} para [evento].`
          : `Hola, estoy viendo ${many} en [alojamiento], [fechas].`,
      ),
      p.listed && p.checkout
        ? t(
            `The listing shows ${p.listed} per ${unit}, but checkout shows ${p.checkout} per ${unit}.`,
            `El anuncio muestra ${p.listed} por ${unit}, pero al pagar aparece ${p.checkout} por ${unit}.`,
          )
        : t(
            'Checkout shows fees that were not in the price listed.',
            'Al pagar aparecen cargos que no estaban en el precio anunciado.',
          ),
      t(
        `Before I buy: what is the all-in price for ${many}, and what is each fee for?`,
        `Antes de comprar: ¿cuál es el precio total por ${many}, y por qué es cada cargo?`,
      ),
    ],
    rungs: {
      discount: t(
        ['All-in price', `What is the total for ${many}, every mandatory fee included?`],
        ['Precio total', `¿Cuál es el total por ${many}, con todos los cargos obligatorios?`],
      ),
      credit: t(
        ['What the fees are', 'What is each fee for, and is any of it optional?'],
        ['Qué son los cargos', '¿Por qué es cada cargo, y alguno es opcional?'],
      ),
      downgrade: tickets
        ? t(
            [
              'No-fee delivery',
              'Is there a delivery option without a fee, like mobile tickets or will-call?',
            ],
            [
              'Entrega sin cargo',
              '¿Hay una forma de entrega sin cargo, como boletos en el celular o recoger en taquilla?',
            ],
          )
        : t(
            ['Book direct', 'Is the price lower if I book directly with you?'],
            ['Reservar directo', '¿El precio es menor si reservo directamente con ustedes?'],
          ),
      supervisor: tickets
        ? t(
            ['Box office', 'Can I buy at the box office, and what does it charge there?'],
            ['Taquilla', '¿Puedo comprar en la taquilla, y cuánto cobran ahí?'],
          )
        : t(
            ['The manager', 'May I speak with a manager about the fees?'],
            ['El gerente', '¿Puedo hablar con un gerente sobre los cargos?'],
          ),
      retention: t(
        ['Up front', 'Where was the total price shown before checkout?'],
        ['Desde el inicio', '¿Dónde se mostró el precio total antes del pago?'],
      ),
      complaint: t(
        ['Report', "If the total wasn't shown up front, I'll report it to the FTC at ReportFraud.ftc.gov."],
        [
          'Reporte',
          'Si el total no se mostró desde el inicio, lo reportaré a la FTC en ReportFraud.ftc.gov.',
        ],
      ),
    },
    email: {
      subject: t(
        tickets
          ? 'Tickets for [event]: the all-in price before I buy'
          : '[Property], [dates]: the all-in price before I book',
        tickets
          ? 'Boletos para [evento]: el precio total antes de comprar'
          : '[Alojamiento], [fechas]: el precio total antes de reservar',
      ),
      body: t(
        `Hello,\n\nI'm looking at ${many}${tickets ? ' for [event]' : ' at [property] for [dates]'}. ${p.listed && p.checkout ? `The price shown is ${p.listed} per ${unit}, but checkout shows ${p.checkout} per ${unit}${p.fees ? `: ${p.fees} more in fees` : ''}.` : 'Checkout shows fees that were not in the price listed.'}\n\nBefore I buy, could you tell me the all-in price for ${many}, every mandatory fee included, and what each fee is for?${covered(ctx) ? ` Since May 12, 2025, the total price has to be shown up front.` : ''}\n\nThank you,\n[Your name]`,
        `Hola:\n\nEstoy viendo ${many}${tickets ? ' para [evento]' : ' en [alojamiento] para [fechas]'}. ${p.listed && p.checkout ? `El precio mostrado es ${p.listed} por ${unit}, pero al pagar aparece ${p.checkout} por ${unit}${p.fees ? `: ${p.fees} más en cargos` : ''}.` : 'Al pagar aparecen cargos que no estaban en el precio anunciado.'}\n\nAntes de comprar, ¿me pueden indicar el precio total por ${many}, con todos los cargos obligatorios, y por qué es cada cargo?${covered(ctx) ? ' Desde el 12 de mayo de 2025, el precio total se tiene que mostrar desde el inicio.' : ''}\n\nGracias,\n[Su nombre]`,
      ),
    },
    points: [
      ...(p.checkoutTotal && p.listedTotal
        ? [
            t(
              `Real price: ${p.checkoutTotal} for ${many}, not ${p.listedTotal}.`,
              `Precio real: ${p.checkoutTotal} por ${many}, no ${p.listedTotal}.`,
            ),
          ]
        : []),
      ...(feeMath ? [t(`Fees: ${feeMath}.`, `Cargos: ${feeMath}.`)] : []),
      t(
        "You haven't paid: nothing to dispute, and no is a fine answer.",
        'No ha pagado: no hay nada que disputar, y no comprar es una buena respuesta.',
      ),
      t(
        `Compare ${elsewhere} and other sellers at the all-in price.`,
        `Compare ${elsewhere} y otros vendedores con el precio total.`,
      ),
      t(
        'If you buy, screenshot the first price and the checkout.',
        'Si compra, haga una captura del primer precio y del pago.',
      ),
    ],
    questions: [],
  };
}

/** After the seller answers, before buying: the person still decides; nothing to refund. */
function beforeBuyingStep(ctx: CopyContext, outcome: Outcome): string | undefined {
  const t = inLanguage(ctx.lang);
  const p = checkoutPrices(ctx);
  const price = p.checkoutTotal ?? t('the all-in price', 'el precio total');
  if (outcome === 'agreed')
    return t(
      'If they lower the price or drop a fee, get the new all-in total on screen or in writing before you pay.',
      'Si bajan el precio o quitan un cargo, pida el nuevo total en pantalla o por escrito antes de pagar.',
    );
  return t(
    `You still haven't paid, so the decision is yours: buy only if ${price} is worth it to you, compare the box office or other sellers at their all-in price, or walk away.${covered(ctx) ? ' If the total was never shown up front, you can report it at ReportFraud.ftc.gov.' : ''}`,
    `Todavía no ha pagado, así que la decisión es suya: compre solo si ${price} lo vale para usted, compare la taquilla u otros vendedores con su precio total, o no compre.${covered(ctx) ? ' Si el total nunca se mostró desde el inicio, puede reportarlo en ReportFraud.ftc.gov.' : ''}`,
  );
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
    // Several fees added up ("35 + 12 a night") are not one named fee.
    name: 'several' in f && f.several ? undefined : feeNameOf(ctx),
  };
}

function feeStep(ctx: CopyContext, outcome: Outcome, offer: string | undefined): string | undefined {
  const t = inLanguage(ctx.lang);
  const s = situation(ctx);
  if (!s.kind) return undefined;
  const back = s.sum
    ? t(`the ${s.sum}`, `los ${s.sum}`)
    : s.name
      ? `${t('the', articleEs(s.name))} ${s.name}`
      : t('the fee', 'el cargo');
  const issuer = s.debit ? t('your bank', 'a su banco') : t('your card issuer', 'al emisor de su tarjeta');
  const report = s.covered
    ? t(
        'report it at ReportFraud.ftc.gov and to your state attorney general',
        'repórtelo en ReportFraud.ftc.gov y al fiscal general de su estado',
      )
    : s.flight && !s.rental
      ? t(
          'file a complaint with the Department of Transportation (airconsumer.dot.gov)',
          'presente una queja ante el Departamento de Transporte (airconsumer.dot.gov)',
        )
      : s.kind === 'travel'
        ? t(
            "file a complaint with your state attorney general's consumer office",
            'presente una queja ante la oficina del consumidor del fiscal general de su estado',
          )
        : t(
            "file a complaint with your state attorney general's consumer office or at ReportFraud.ftc.gov",
            'presente una queja ante la oficina del consumidor del fiscal general de su estado o en ReportFraud.ftc.gov',
          );
  switch (outcome) {
    case 'said_no':
      return s.covered
        ? t(
            `A fee hidden in the terms doesn't meet the FTC's rule: the first price shown must include every mandatory fee. Send the written request today, with the screenshot of the first total. If they still refuse, ${report}, and ask ${issuer} whether you can dispute ${back}.`,
            `Un cargo escondido en los términos no cumple la regla de la FTC: el primer precio mostrado debe incluir todo cargo obligatorio. Envíe hoy la petición por escrito, con la captura del primer total. Si aun así se niegan, ${report}, y pregunte ${issuer} si puede disputar ${back}.`,
          )
        : t(
            `Put your request in writing to customer relations, with your screenshots${s.rental ? ', the signed rental agreement and the itemized receipt' : ''}. If they still say no, ask ${issuer} how to dispute ${back}${s.unasked ? ', a charge you never agreed to' : ''}.`,
            `Ponga su petición por escrito a atención al cliente, con sus capturas${s.rental ? ', el contrato de renta firmado y el recibo con el desglose' : ''}. Si aun así le dicen que no, pregunte ${issuer} cómo disputar ${back}${s.unasked ? ', un cargo que usted nunca aceptó' : ''}.`,
          );
    case 'counter_offer':
      return s.covered
        ? t(
            `Take ${offer ?? 'their offer'} only if it's a full refund of ${back} to your card: a voucher or part of it is less than a fee that had to be in the price from the start.`,
            `Acepte ${offer ? `su oferta (${offer})` : 'su oferta'} solo si es el reembolso completo ${back.startsWith('el ') ? `del ${back.slice(3)}` : `de ${back}`} a su tarjeta: un cupón o una parte es menos que un cargo que tenía que estar en el precio desde el inicio.`,
          )
        : t(
            `Weigh ${offer ? `their ${offer}` : 'their offer'} against ${back}: if it's a voucher, ask whether it can go back on your card instead, and get whatever you accept in writing.`,
            `Compare ${offer ? `su oferta (${offer})` : 'su oferta'} con ${back}: si es un cupón, pregunte si se puede devolver a su tarjeta, y pida por escrito lo que acepte.`,
          );
    case 'pay_now':
      return t(
        `If you must pay now to keep your booking or leave, pay by credit card if you can, keep the itemized receipt, and ask for ${back} back in writing the same day.`,
        `Si tiene que pagar ahora para conservar la reservación o irse, pague con tarjeta de crédito si puede, guarde el recibo detallado y pida por escrito ese mismo día que le devuelvan ${back}.`,
      );
    case 'no_reply':
      return t(
        `If there's no answer by your date, ${report}, and ask ${issuer} how to dispute ${back}.`,
        `Si no hay respuesta para su fecha, ${report}, y pregunte ${issuer} cómo disputar ${back}.`,
      );
    case 'agreed':
      return t(
        `Check that ${back} comes back on your statement, not as a voucher, and keep the confirmation until it does.`,
        `Revise que le devuelvan ${back} en su estado de cuenta, no como cupón, y guarde la confirmación hasta verlo.`,
      );
  }
}

function honestRoute(ctx: CopyContext): string {
  const t = inLanguage(ctx.lang);
  const s = situation(ctx);
  if (!s.kind) {
    return t(
      'Ask on the real facts: what the fee is for and where it was shown before you paid. A truthful, specific request is enough to start.',
      'Pida con los hechos reales: qué es el cargo y dónde se le mostró antes de pagar. Una petición verdadera y concreta basta para empezar.',
    );
  }
  if (s.covered) {
    return t(
      "Ask on the real facts: the first total you were shown didn't include the fee, and that's reason enough to ask for it back.",
      'Pida con los hechos reales: el primer total que le mostraron no incluía el cargo, y esa es razón suficiente para pedir que se lo devuelvan.',
    );
  }
  if (s.rental) {
    return t(
      "Ask on the real facts: the rental agreement and the itemized receipt show which charges you accepted; ask them to take off the ones you didn't.",
      'Pida con los hechos reales: el contrato de renta y el recibo con el desglose muestran qué cargos aceptó; pida que quiten los que no aceptó.',
    );
  }
  return t(
    `Ask on the real facts: where the fee was (or wasn't) shown before you paid${s.kind === 'lodging' ? ", and what it paid for that you couldn't use" : ''}. A truthful, specific request is often enough for a courtesy refund.`,
    `Pida con los hechos reales: dónde se mostró (o no) el cargo antes de pagar${s.kind === 'lodging' ? ' y qué cubría que usted no pudo usar' : ''}. Una petición verdadera y concreta muchas veces basta para un reembolso de cortesía.`,
  );
}

/**
 * A part offered on a fee the FTC's rule says had to be in the first total (a hotel's "one night
 * of the resort fee", a ticket seller's "half the fees"): never a bargain. The answer names what
 * the part is worth against the whole, answers "it was disclosed at check-in / in the terms" (too
 * late: the rule wants it in the price shown up front) and asks for all of it back on the card.
 */
/**
 * A covered fee (a resort fee, a ticket fee) refused outright ("it's in the terms and conditions, we
 * won't remove it"): the fine print isn't the price shown up front, so the written request goes to
 * the hotel and, paid by credit card, the dispute to the card issuer is the main next step, not
 * another round of rungs (and no coupon nobody offered).
 */
/**
 * "189/night, 3 nights … 567 + taxes … 'resort fee' 45 a night … 802.35 with taxes": a card total
 * above the room and the fee together carries tax, and the tax on the fee comes back with it.
 */
function taxOnFee(ctx: CopyContext, f: ReturnType<typeof feeFigures>): string {
  const charged = ctx.value('billed');
  const room = ctx.value('quoted');
  // "a resort fee 35 a night plus tax on it": the person says the fee itself was taxed.
  const said = ctx.case.flags.feeTaxed === true && f.sumValue !== undefined;
  if (
    !said &&
    (charged === undefined || room === undefined || f.sumValue === undefined || f.per === undefined)
  )
    return '';
  return said || (charged !== undefined && room !== undefined && charged > room + f.sumValue! + 0.005)
    ? inLanguage(ctx.lang)(
        ' Ask for the tax charged on the fee back too.',
        ' Pida que le devuelvan también el impuesto que cobraron sobre ese cargo.',
      )
    : '';
}

/**
 * Ticket fees shown only on the last screen: the person saw the total before paying, so the charge
 * is one they approved. The FTC rule still wanted the total wherever a price was first shown.
 */
const shownLate = (ctx: CopyContext) =>
  is(ctx, 'fees_tickets') && covered(ctx) && ctx.case.flags.feesAtCheckout === true;

/** The total the person approved at checkout, as written: a figure that is a stated price plus the fees. */
function approvedTotal(ctx: CopyContext): string | undefined {
  const stated = ctx.case.feesStated;
  if (!stated) return ctx.figure('billed');
  const amounts = ctx.case.amounts;
  const unit = amounts.find((amount) => amount.role === 'unit' && amount.count !== undefined);
  return amounts.find(
    (amount) =>
      amount.value > stated.value &&
      (amounts.some(
        (other) => other !== amount && Math.abs(amount.value - stated.value - other.value) < 0.005,
      ) ||
        (unit !== undefined && Math.abs(amount.value - stated.value - unit.value * unit.count!) < 0.005)),
  )?.text;
}

/**
 * A chargeback over fees shown late, said honestly: the total was approved, so the dispute is no
 * clear billing error and may not win; the seller may cancel the tickets. The rule's route is a
 * written ask to the seller and a report to the FTC and the state attorney general.
 */
function chargebackCaveat(ctx: CopyContext): string {
  const total = approvedTotal(ctx);
  return inLanguage(ctx.lang)(
    `A chargeback is a gamble here: you approved ${total ? `the ${total}` : 'the total'} at checkout, so fees shown late are not a clear billing error, the card issuer may side with the seller, and a seller can cancel tickets when a chargeback comes in. The surer route is the written ask to the seller, then a report at ReportFraud.ftc.gov and to your state attorney general. If you still dispute, do it in writing within 60 days of the statement that shows the charge.`,
    `Un contracargo es una apuesta aquí: usted aprobó ${total ? `los ${total}` : 'el total'} al pagar, así que unos cargos mostrados tarde no son un error de facturación claro, el emisor de la tarjeta puede darle la razón al vendedor, y un vendedor puede cancelar los boletos cuando le llega un contracargo. La vía más segura es la petición por escrito al vendedor y luego un reporte en ReportFraud.ftc.gov y al fiscal general de su estado. Si aun así disputa, hágalo por escrito dentro de los 60 días del estado de cuenta que muestra el cargo.`,
  );
}

/**
 * "support replied fees are non refundable and 'all fees were displayed before purchase'. should i
 * just do the chargeback": shown before paying is not shown up front. The rule wants the total
 * wherever a price is first shown (the listing), so the reply asks for the fees back in writing,
 * is honest about a chargeback, and points to the FTC and the state attorney general.
 */
function lateShownTicketFees(
  ctx: CopyContext,
  outcome: Outcome,
  said: FollowUpSaid | undefined,
): FollowUpAnswer | undefined {
  const disclosed = said?.claims?.includes('disclosed') === true;
  if (!is(ctx, 'fees_tickets') || !covered(ctx) || outcome !== 'said_no') return undefined;
  if (!shownLate(ctx) && !disclosed) return undefined;
  const t = inLanguage(ctx.lang);
  const f = feeFigures(ctx);
  const sum = f.sum;
  const back = sum ? t(`the ${sum}`, `los ${sum}`) : t('the fees', 'los cargos');
  const first = f.listed
    ? t(
        `${f.listed.unit} each, ${f.listed.total} for ${f.listed.count}`,
        `${f.listed.unit} cada uno, ${f.listed.total} por ${f.listed.count}`,
      )
    : f.shown;
  const claim = disclosed
    ? t(
        'Shown before you paid is not what the rule asks',
        'Que se mostraran antes de pagar no es lo que exige la regla',
      )
    : t(
        'Non-refundable or not, fees shown only at the end break the rule',
        'Reembolsables o no, unos cargos mostrados solo al final no cumplen la regla',
      );
  const credit = ctx.case.cardType === 'credit';
  return {
    strategy: t(
      `${claim}: since May 12, 2025, sellers of live-event tickets must show the total price, mandatory fees included, wherever a price is first shown${first ? ` (the listing said ${first})` : ''}, not only on the last screen. Reply in writing today and ask for ${back} back, with a screenshot of the listing. ${credit ? chargebackCaveat(ctx) : 'If they still refuse, report it at ReportFraud.ftc.gov and to your state attorney general.'}`,
      `${claim}: desde el 12 de mayo de 2025, quienes venden boletos para eventos en vivo deben mostrar el precio total, con los cargos obligatorios, dondequiera que se muestre un precio por primera vez${first ? ` (el anuncio decía ${first})` : ''}, no solo en la última pantalla. Responda hoy por escrito y pida ${back} de vuelta, con una captura del anuncio. ${credit ? chargebackCaveat(ctx) : 'Si aun así se niegan, repórtelo en ReportFraud.ftc.gov y al fiscal general de su estado.'}`,
    ),
    opening: quoteLines([
      t(
        `Hi, my name is [your name], order [number]. I wrote to you about ${sum ? `the ${sum} in fees` : 'the fees'}.`,
        `Hola, me llamo [su nombre], pedido [número]. Les escribí por ${sum ? `los ${sum} en cargos` : 'los cargos'}.`,
      ),
      t(
        `Showing the fees on the last screen isn't showing the total price up front: since May 12, 2025, the FTC's rule requires the price first shown to include every mandatory fee${first ? `, and the listing showed ${first}` : ''}. Please refund ${back} to my card.`,
        `Mostrar los cargos en la última pantalla no es mostrar el precio total desde el inicio: desde el 12 de mayo de 2025, la regla de la FTC exige que el primer precio mostrado incluya todo cargo obligatorio${first ? `, y el anuncio mostraba ${first}` : ''}. Les pido reembolsar ${back} a mi tarjeta.`,
      ),
      t(
        "If you won't, I'll report it to the FTC and my state attorney general.",
        'Si no lo hacen, lo reportaré a la FTC y al fiscal general de mi estado.',
      ),
    ]),
    email: {
      subject: t(
        `Order [number]: refund of ${sum ? `${sum} in fees` : 'the fees'} not in the price first shown`,
        `Pedido [número]: reembolso de ${sum ? `${sum} en cargos` : 'los cargos'} que no estaban en el primer precio mostrado`,
      ),
      body: t(
        `Hello,\n\nYou wrote that the fees are non-refundable and were shown before purchase. The listing showed ${first ?? '[price shown]'}; the fees${sum ? ` of ${sum}` : ''} appeared only on the last screen. Since May 12, 2025, the FTC's fee rule requires sellers of live-event tickets to show the total price, mandatory fees included, wherever a price is first shown; showing the fees before I paid is not that.\n\nPlease refund ${back} to my original form of payment and confirm it in writing by [date]. Otherwise I will report this to the FTC and my state attorney general.\n\nThank you,\n[Your name]`,
        `Hola:\n\nUstedes respondieron que los cargos no son reembolsables y que se mostraron antes de comprar. El anuncio mostraba ${first ?? '[precio mostrado]'}; los cargos${sum ? ` de ${sum}` : ''} aparecieron solo en la última pantalla. Desde el 12 de mayo de 2025, la regla de cargos de la FTC exige que quienes venden boletos para eventos en vivo muestren el precio total, con los cargos obligatorios, dondequiera que se muestre un precio por primera vez; mostrar los cargos antes de pagar no es eso.\n\nLes pido reembolsar ${back} a mi forma de pago original y confirmarlo por escrito antes del [fecha]. Si no, lo reportaré a la FTC y al fiscal general de mi estado.\n\nGracias,\n[Su nombre]`,
      ),
    },
    talkingPoints: [
      t(
        `What counts is the price first shown${first ? ` (${first})` : ''}: screenshot the listing beside the checkout.`,
        `Lo que cuenta es el primer precio mostrado${first ? ` (${first})` : ''}: haga una captura del anuncio junto a la de la compra.`,
      ),
      ...(credit
        ? [
            t(
              `A chargeback may not win: you approved the total at checkout, and the seller may cancel the tickets.`,
              'Un contracargo puede no ganarse: usted aprobó el total al pagar, y el vendedor puede cancelar los boletos.',
            ),
          ]
        : []),
      t(
        `Ask for ${back} back to your card, not a credit toward other tickets.`,
        `Pida ${back} de vuelta a su tarjeta, no un crédito para otros boletos.`,
      ),
      t(
        'Write down the name and reference number of every call.',
        'Anote el nombre y el número de referencia de cada llamada.',
      ),
    ],
    answersClaim: true,
  };
}

function refusedCoveredFee(ctx: CopyContext, outcome: Outcome): FollowUpAnswer | undefined {
  const s = situation(ctx);
  if (!s.covered || outcome !== 'said_no' || ctx.right('dot-airline-refund')) return undefined;
  const t = inLanguage(ctx.lang);
  const f = feeFigures(ctx);
  const name = s.name ?? t('fee', 'cargo');
  const back = s.sum ? t(`the ${s.sum}`, `los ${s.sum}`) : `${t('the', articleEs(name))} ${name}`;
  const sum = s.sum ?? t(`the ${name}`, `${articleEs(name)} ${name}`);
  const shown = f.listed?.total;
  const credit = ctx.case.cardType === 'credit';
  const place = s.kind === 'lodging' ? t('reservation', 'reservación') : t('order', 'pedido');
  const dispute = credit
    ? t(
        `The same day, dispute ${back}${ctx.case.flags.feeTaxed === true ? ' plus the tax on it' : ''} in writing with your card issuer, within 60 days of the statement that shows the charge: say it's a mandatory fee that wasn't in the price you were shown, and attach the screenshot and their refusal.`,
        `El mismo día, dispute ${back}${ctx.case.flags.feeTaxed === true ? ' más el impuesto sobre ese cargo' : ''} por escrito con el emisor de su tarjeta, dentro de los 60 días del estado de cuenta que muestra el cargo: diga que es un cargo obligatorio que no estaba en el precio que le mostraron, y adjunte la captura y su negativa.`,
      )
    : s.debit
      ? t(
          `The same day, ask your bank how to dispute ${back}.`,
          `El mismo día, pregunte a su banco cómo disputar ${back}.`,
        )
      : t(
          `The same day, ask your card issuer or bank how to dispute ${back}.`,
          `El mismo día, pregunte al emisor de su tarjeta o a su banco cómo disputar ${back}.`,
        );
  const taxed = ctx.case.flags.feeTaxed === true;
  const withTax = taxed ? t(' and the tax charged on it', ' y el impuesto que cobraron sobre él') : '';
  return {
    strategy: t(
      `A fee hidden in the terms and conditions or a policy doesn't meet the FTC's rule: since May 12, 2025, the first price shown must include every mandatory fee. Send them your written request today for ${back}${withTax}, with the screenshot of the first total${shown ? ` (${shown})` : ''}. ${dispute} Report it at ReportFraud.ftc.gov and to your state attorney general.`,
      `Un cargo escondido en los términos y condiciones o en una política no cumple la regla de la FTC: desde el 12 de mayo de 2025, el primer precio mostrado debe incluir todo cargo obligatorio. Envíeles hoy su petición por escrito de ${back}${withTax}, con la captura del primer total${shown ? ` (${shown})` : ''}. ${dispute} Repórtelo en ReportFraud.ftc.gov y al fiscal general de su estado.`,
    ),
    opening: quoteLines([
      t(
        `Hi, my name is [your name], ${place} [number]. I called on [date] about ${s.sum && s.name ? `the ${s.sum} ${name}` : back}.`,
        `Hola, me llamo [su nombre], ${place} [número]. Llamé el [fecha] por ${s.sum && s.name ? `${articleEs(name)} ${name} de ${s.sum}` : back}.`,
      ),
      t(
        `Being in the terms and conditions or a policy isn't showing it up front: since May 12, 2025, the FTC's rule requires the first price shown to include every mandatory fee${shown ? `, and the total I was shown was ${shown}` : ''}. Please refund ${back} to my card.`,
        `Que esté en los términos y condiciones o en una política no es mostrarlo desde el inicio: desde el 12 de mayo de 2025, la regla de la FTC exige que el primer precio mostrado incluya todo cargo obligatorio${shown ? `, y el total que me mostraron fue ${shown}` : ''}. Les pido reembolsar ${back} a mi tarjeta.`,
      ),
      t(
        `If you won't, I'll dispute ${back} with my card issuer and report it to the FTC.`,
        `Si no lo hacen, disputaré ${back} con el emisor de mi tarjeta y lo reportaré a la FTC.`,
      ),
    ]),
    email: {
      subject: t(
        `${capital(place)} [number]: refund of ${sum}, a mandatory fee not shown up front`,
        `${capital(place)} [número]: reembolso de ${sum}, un cargo obligatorio no mostrado desde el inicio`,
      ),
      body: t(
        `Hello,\n\nOn [date] I was told you won't refund ${back}. It was not in the total I was shown when I booked${shown ? ` (${shown})` : ''}; the screenshot is attached. Since May 12, 2025, the FTC's fee rule requires the first price shown to include every mandatory fee.\n\nPlease refund ${back}${withTax} to my original form of payment and confirm it in writing by [date]. Otherwise I will dispute the charge with my card issuer and report it to the FTC and my state attorney general.\n\nThank you,\n[Your name]`,
        `Hola:\n\nEl [fecha] me dijeron que no reembolsan ${back}. Ese cargo no estaba en el total que me mostraron al reservar${shown ? ` (${shown})` : ''}; adjunto la captura. Desde el 12 de mayo de 2025, la regla de cargos de la FTC exige que el primer precio mostrado incluya todo cargo obligatorio.\n\nLes pido reembolsar ${back}${withTax} a mi forma de pago original y confirmarlo por escrito antes del [fecha]. Si no, disputaré el cargo con el emisor de mi tarjeta y lo reportaré a la FTC y al fiscal general de mi estado.\n\nGracias,\n[Su nombre]`,
      ),
    },
    talkingPoints: [
      t(
        'Keep the screenshot of the first total beside the final charge.',
        'Tenga la captura del primer total junto al cobro final.',
      ),
      t(
        `Ask for ${back} back to your card, not a discount on another stay.`,
        `Pida ${back} de vuelta a su tarjeta, no un descuento en otra estancia.`,
      ),
      t(
        'Write down the name and reference number of every call.',
        'Anote el nombre y el número de referencia de cada llamada.',
      ),
    ],
  };
}

/**
 * "he won't remove the resort fee. he took off the parking tho": another charge taken off is no part
 * of the fee. The fee's answer is their no (fine print isn't the price shown up front); the other
 * charge is confirmed as credited, with its sum when the person gave its rate.
 */
function otherChargeRemoved(
  ctx: CopyContext,
  outcome: Outcome,
  other: FollowUpSaid['otherRemoved'],
): FollowUpAnswer | undefined {
  if (!other || (outcome !== 'counter_offer' && outcome !== 'said_no')) return undefined;
  const refused = refusedCoveredFee(ctx, 'said_no');
  if (!refused) return undefined;
  const t = inLanguage(ctx.lang);
  const f = feeFigures(ctx);
  const s = situation(ctx);
  const nights = other.perNight ? f.count : undefined;
  const worked =
    other.value === undefined
      ? undefined
      : nights !== undefined && nights > 1
        ? t(
            `${nights} nights × ${other.value} = ${ctx.money(other.value * nights)}`,
            `${nights} noches × ${other.value} = ${ctx.money(other.value * nights)}`,
          )
        : ctx.money(other.value);
  const fee = s.name ?? t('fee', 'cargo');
  const feeSum = s.sum ? ` (${s.sum})` : '';
  const line = t(
    `They took off the ${other.name}${worked ? ` (${worked})` : ''}: check that the credit shows on your card statement. That is a separate charge, not part of the ${fee}: they refused the ${fee}${feeSum}, so all of it is still owed back to you.`,
    `Le quitaron el cobro de "${other.name}"${worked ? ` (${worked})` : ''}: confirme que el crédito aparezca en el estado de cuenta de su tarjeta. Es un cobro aparte, no una parte del ${fee}: se negaron a quitar el ${fee}${feeSum}, así que todavía le deben todo ese monto.`,
  );
  return {
    ...refused,
    strategy: `${line} ${refused.strategy}`,
    talkingPoints: [
      t(
        `The ${other.name} credit${worked ? ` (${worked})` : ''} is separate: check it posts, and don't let it stand in for the ${fee}.`,
        `El crédito de "${other.name}"${worked ? ` (${worked})` : ''} es aparte: confirme que se aplique y no deje que cuente como parte del ${fee}.`,
      ),
      ...refused.talkingPoints,
    ],
  };
}

function partOfCoveredFee(
  ctx: CopyContext,
  outcome: Outcome,
  offer: string | undefined,
  latest: readonly CaseAmount[] | undefined,
): FollowUpAnswer | undefined {
  const s = situation(ctx);
  if (!s.covered || outcome !== 'counter_offer' || ctx.right('dot-airline-refund')) return undefined;
  const f = feeFigures(ctx);
  const offeredAmount = latest?.find((amount) => amount.role === 'offered');
  // "half the fee": the half, worked out.
  const halfOf =
    !offeredAmount && /^(?:half|la mitad)$/u.test(offer ?? '') && f.sumValue !== undefined
      ? f.sumValue / 2
      : undefined;
  const offered = offeredAmount?.value ?? halfOf;
  if (offered !== undefined && f.sumValue !== undefined && offered >= f.sumValue) return undefined;
  const t = inLanguage(ctx.lang);
  const name = s.name ?? t('fee', 'cargo');
  const whole = s.sum ?? t(`the ${name}`, `el ${name}`);
  const wholeEs = s.sum ? `los ${s.sum}` : `${articleEs(name)} ${name}`;
  const left =
    offered !== undefined && f.sumValue !== undefined ? ctx.money(f.sumValue - offered) : undefined;
  const theirs = offeredAmount?.text ?? (halfOf !== undefined ? `${offer} (${ctx.money(halfOf)})` : offer);
  // "un crédito de 25 para otra estancia": a voucher for a next stay, not money back.
  const credit = ctx.case.flags.oneTimeCredit === true;
  const part = credit
    ? t(
        `Their offer is ${theirs ? `a ${theirs} credit` : 'a credit'} for another stay: not money back, and only part of ${whole}.`,
        `Su oferta es un crédito${theirs ? ` de ${theirs}` : ''} para otra estancia: no es dinero de vuelta, y es solo una parte de ${wholeEs}.`,
      )
    : theirs
      ? t(
          `Their offer is ${theirs} of ${whole}${left ? `, which leaves ${left} you shouldn't have paid` : ''}.`,
          `Su oferta es ${theirs} de ${wholeEs}${left ? `, y le deja ${left} que usted no debía pagar` : ''}.`,
        )
      : t(`Their offer is only part of ${whole}.`, `Su oferta es solo una parte de ${wholeEs}.`);
  const issuer = s.debit ? t('your bank', 'a su banco') : t('your card issuer', 'al emisor de su tarjeta');
  // "a 'destination fee' 35/night + 'amenity fee' 12/night": several fees, said in the plural.
  const several = !s.name && 'several' in f && f.several === true;
  const theFee = several ? t('The fees were', 'Los cargos eran') : undefined;
  const mandatoryEs = articleEs(name) === 'la' ? 'obligatoria' : 'obligatorio';
  const fullEs = s.sum ? 'completos' : 'completo';
  const rule = t(
    `${theFee ?? `The ${name} was`} mandatory, so ${several ? 'they' : 'it'} had to be in the total price shown when you booked: being told at check-in or checkout, on the last screen before paying, at the desk or in the fine print is not up front.`,
    `${theFee ?? `${upperFirstEs(articleEs(name))} ${name} era`} ${several ? 'obligatorios' : mandatoryEs}, así que tenía${several ? 'n' : ''} que estar en el precio total que le mostraron al reservar: decírselo al registrarse o al pagar la cuenta, en la última pantalla antes de pagar, en la recepción o en la letra pequeña no es mostrarlo desde el inicio.`,
  );
  const notShown = t(
    `${several ? "The fees weren't" : `The ${name} wasn't`} in the total I was shown when I booked, and I have the screenshot.`,
    `${several ? 'Los cargos no estaban' : `${upperFirstEs(articleEs(name))} ${name} no estaba`} en el total que me mostraron al reservar, y tengo la captura.`,
  );
  const afterBooking = t(
    'Telling me at check-in, at checkout, on the last screen before paying or in the fine print comes after the price I was shown. A mandatory fee had to be in that price.',
    'Decírmelo al registrarme, al pagar la cuenta, en la última pantalla antes de pagar o en la letra pequeña llega después del precio que me mostraron. Un cargo obligatorio tenía que estar en ese precio.',
  );
  const charged = t(
    `the ${whole} ${several ? 'in fees' : name} I was charged${s.sum && f.unit ? ` (${f.unit} a night)` : ''}`,
    `${wholeEs} que me cobraron ${several ? 'en cargos' : `por ${articleEs(name)} ${name}`}${s.sum && f.unit ? ` (${f.unit} por noche)` : ''}`,
  );
  // A voucher for another stay is no money back: turn it down. Money back is taken as a part, in
  // writing, never as the end of it: the rest (their offer less the whole) is still asked for.
  if (credit)
    return {
      strategy: t(
        `Don't settle for a voucher. ${part} ${rule} Decline it politely and ask, in writing, for a full refund of ${whole} to your card. If they still refuse, ask ${issuer} how to dispute ${s.sum ? `the ${s.sum}` : whole} as a charge you never agreed to, and report it at ReportFraud.ftc.gov and to your state attorney general.`,
        `No acepte un crédito. ${part} ${rule} Rechácelo con cortesía y pida por escrito el reembolso completo ${wholeEs.startsWith('el ') ? `del ${wholeEs.slice(3)}` : `de ${wholeEs}`} a su tarjeta. Si aun así se niegan, pregunte ${issuer} cómo disputar ${wholeEs} como un cargo que usted nunca aceptó, y repórtelo en ReportFraud.ftc.gov y al fiscal general de su estado.`,
      ),
      opening: quoteLines([
        t(
          `Thank you, but a credit isn't a refund. ${notShown}`,
          `Gracias, pero un crédito no es un reembolso. ${notShown}`,
        ),
        afterBooking,
        t(
          `Please refund all ${whole} to my card and confirm it in writing.`,
          `Les pido que devuelvan ${wholeEs} ${fullEs} a mi tarjeta y me lo confirmen por escrito.`,
        ),
      ]),
      email: {
        subject: t(
          `Refund of the full ${whole}: ${several ? 'fees' : name}`,
          `Reembolso completo de ${wholeEs}: ${several ? 'cargos' : name}`,
        ),
        body: t(
          `Hello,\n\nYou offered me a credit${theirs ? ` of ${theirs}` : ''} for another stay on ${charged}. I decline it.\n\n${notShown.replace(', and I have the screenshot.', ' (I have a screenshot).')} Since May 12, 2025, the total price, mandatory fees included, must be shown up front.\n\nPlease refund all ${whole} to my card and confirm it in writing by [date]. If it isn't refunded, I will dispute the charge with my card issuer and report it to the FTC and my state attorney general.\n\nThank you,\n[Your name]`,
          `Hola:\n\nMe ofrecieron un crédito${theirs ? ` de ${theirs}` : ''} para otra estancia por ${charged}. No lo acepto.\n\n${notShown.replace(', y tengo la captura.', ' (tengo una captura).')} Desde el 12 de mayo de 2025, el precio total, con los cargos obligatorios, se tiene que mostrar desde el inicio.\n\nLes pido devolver ${wholeEs} ${fullEs} a mi tarjeta y confirmarlo por escrito antes del [fecha]. Si no me los devuelven, disputaré el cargo con el emisor de mi tarjeta y lo reportaré a la FTC y al fiscal general de mi estado.\n\nGracias,\n[Su nombre]`,
        ),
      },
      talkingPoints: [
        t(
          'A voucher for a fee that had to be in the price is not a refund: ask for all of it on your card.',
          'Un crédito por un cargo que tenía que estar en el precio no es un reembolso: pida todo a su tarjeta.',
        ),
        t(
          'Keep the screenshot of the first total and the final bill side by side.',
          'Tenga lado a lado la captura del primer total y la factura final.',
        ),
      ],
    };
  const rest = left ?? t('the rest', 'el resto');
  const restEs = left ? `los ${left}` : 'el resto';
  // "the 35", "los 35": their figure with its article; "half ($20)" stays as said.
  const taken = theirs ? (/^\$?\d/u.test(theirs) ? t(`the ${theirs}`, `los ${theirs}`) : theirs) : undefined;
  return {
    strategy: t(
      `Take it, but not as a settlement. ${part} ${rule} You're owed all ${whole}: say yes to ${taken ?? 'their part'} as a partial refund only and put in writing that it doesn't settle ${left ? `the other ${left}` : 'the rest'}; ask for ${left ? `the ${left}` : 'the rest'} back to your card too. If they refuse, dispute ${left ? `the ${left}` : 'the rest'} with ${issuer} as a charge you never agreed to, and report it at ReportFraud.ftc.gov and to your state attorney general.`,
      `Acéptelo, pero no como un arreglo final. ${part} ${rule} Le deben ${wholeEs} ${fullEs}: diga que sí a ${taken ?? 'esa parte'} solo como reembolso parcial y deje por escrito que no resuelve ${left ? `los otros ${left}` : 'el resto'}; pida también ${restEs} de vuelta a su tarjeta. Si se niegan, dispute ${restEs} con ${issuer === 'a su banco' ? 'su banco' : 'el emisor de su tarjeta'} como un cargo que usted nunca aceptó, y repórtelo en ReportFraud.ftc.gov y al fiscal general de su estado.`,
    ),
    opening: quoteLines([
      t(
        `Thank you, I'll take ${taken ?? 'that'} as a partial refund, but it doesn't settle this. ${notShown}`,
        `Gracias, acepto ${taken ?? 'eso'} como reembolso parcial, pero no resuelve esto. ${notShown}`,
      ),
      afterBooking,
      t(
        `Please refund the other ${rest} to my card too and confirm it in writing.`,
        `Les pido devolver también ${left ? `los otros ${left}` : 'el resto'} a mi tarjeta y confirmarlo por escrito.`,
      ),
    ]),
    email: {
      subject: t(
        `Refund of the other ${rest}: ${several ? 'fees' : name} not shown up front`,
        `Reembolso de ${left ? `los otros ${left}` : 'el resto'}: ${several ? 'cargos no mostrados' : `${name} no ${articleEs(name) === 'la' ? 'mostrada' : 'mostrado'}`} desde el inicio`,
      ),
      body: t(
        `Hello,\n\nYou offered to refund ${theirs ?? 'part'} of ${charged}. I accept it as a partial refund only; it does not settle the rest.\n\n${notShown.replace(', and I have the screenshot.', ' (I have a screenshot).')} Since May 12, 2025, the total price, mandatory fees included, must be shown up front.\n\nPlease refund the remaining ${rest} to my card and confirm it in writing by [date]. If it isn't refunded, I will dispute ${left ? `the ${left}` : 'it'} with my card issuer and report it to the FTC and my state attorney general.\n\nThank you,\n[Your name]`,
        `Hola:\n\nMe ofrecieron devolver ${theirs ?? 'una parte'} de ${charged}. Lo acepto solo como reembolso parcial; no resuelve el resto.\n\n${notShown.replace(', y tengo la captura.', ' (tengo una captura).')} Desde el 12 de mayo de 2025, el precio total, con los cargos obligatorios, se tiene que mostrar desde el inicio.\n\nLes pido devolver ${left ? `los ${left} restantes` : 'el resto'} a mi tarjeta y confirmarlo por escrito antes del [fecha]. Si no me ${left ? 'los' : 'lo'} devuelven, disputaré ${restEs} con el emisor de mi tarjeta y lo reportaré a la FTC y al fiscal general de mi estado.\n\nGracias,\n[Su nombre]`,
      ),
    },
    talkingPoints: [
      t(
        `Take the part as a partial refund only: ${left ? `the other ${left}` : 'the rest'} had to be in the price too.`,
        `Acepte la parte solo como reembolso parcial: ${left ? `los otros ${left}` : 'el resto'} también tenía${left ? 'n' : ''} que estar en el precio.`,
      ),
      t(
        'Keep the screenshot of the first total and the final bill side by side.',
        'Tenga lado a lado la captura del primer total y la factura final.',
      ),
      t(
        'Ask for the refund on your card, not a voucher or points.',
        'Pida el reembolso a su tarjeta, no un cupón ni puntos.',
      ),
    ],
  };
}

const upperFirstEs = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

// --- the area ---

function judgeOffer(ctx: CopyContext, offered: number | undefined) {
  const owed = feeFigures(ctx).sumValue;
  if (offered === undefined || owed === undefined) return undefined;
  if (offered >= owed) return 'accept';
  return ctx.ruling.moneyNotOwed ? 'decline' : 'counter';
}

/**
 * A cancelled flight's figures: the day of the flight, and, for tickets listed at a price each
 * ("2 boletos a 289") but charged more in all (742), the fares (578) and what went to fees (164).
 */
function flightFigures(ctx: CopyContext) {
  const unit = ctx.case.amounts.find(
    (amount) =>
      amount.role === 'unit' &&
      amount.count !== undefined &&
      (amount.per === 'ticket' || amount.per === undefined),
  );
  const billed = ctx.case.amounts.find((amount) => amount.role === 'billed');
  const fares = unit?.count ? unit.value * unit.count : undefined;
  const extras =
    fares !== undefined && billed && billed.value > fares && billed.value < 2 * fares
      ? Math.round((billed.value - fares) * 100) / 100
      : undefined;
  const day = ctx.case.dates.find((date) => date.role === 'service' && date.iso)?.iso;
  return {
    day: day ? formatDay(day, ctx.lang) : undefined,
    oneLeg: ctx.case.flags.oneLegCancelled === true,
    ...(unit && fares !== undefined && billed && extras !== undefined
      ? {
          extras: {
            billed: billed.text,
            count: unit.count!,
            unit: unit.text,
            fares: ctx.money(fares),
            fees: ctx.money(extras),
          },
        }
      : {}),
  };
}

/**
 * "me cobraron 742 por 2 boletos a 289 por 'service fee' y 'seat fee' que no escogí": the fees
 * above the fares, worked out, and the card dispute for charges the person didn't choose.
 */
function unchosenFees(ctx: CopyContext): string | undefined {
  const x = flightFigures(ctx).extras;
  if (!x) return undefined;
  const name = ctx.case.feeName;
  const notChosen = ctx.case.flags.feesNotChosen === true;
  return inLanguage(ctx.lang)(
    `Apart from the refund: you were charged ${x.billed} for ${x.count} tickets at ${x.unit} (${x.fares} in fares), so ${x.fees} went to fees${name ? ` like the "${name}"` : ''}. ${notChosen ? "You didn't choose them: ask" : "If you didn't choose them, ask"} the seller in writing to take them off; if it won't, dispute them with your card issuer as charges you didn't agree to.`,
    `Aparte del reembolso: le cobraron ${x.billed} por ${x.count} boletos de ${x.unit} (${x.fares} de boletos), así que ${x.fees} fueron cargos${name ? ` como el "${name}"` : ''}. ${notChosen ? 'Usted no los escogió: pida' : 'Si usted no los escogió, pida'} por escrito al vendedor que los quite; si no lo hace, dispútelos con el emisor de su tarjeta como cargos que usted no aceptó.`,
  );
}

/** The airline cancelled: the ticket and the fees come back in money, not as a voucher. */
function refundStrategy(ctx: CopyContext): string {
  const t = inLanguage(ctx.lang);
  const f = flightFigures(ctx);
  const fare = ctx.figure('quoted', 'other', 'paid');
  const fees = ctx.figure('billed', 'fee');
  // A lone figure beside a cancelled flight is what the person paid for it.
  const paid = fare
    ? `${fare}${fees ? t(` plus the ${fees} in fees`, ` más los ${fees} de cargos`) : ''}`
    : fees;
  // Only the return (or the outbound) was cancelled: that flight's share comes back, not the whole 742.
  if (f.oneLeg)
    return [
      t(
        `The airline cancelled one of your flights${f.day ? ` (the one on ${f.day})` : ''}: if you don't accept another flight or the credit, it owes you a cash refund for that flight, its share of the fare and the fees paid for it, to your original payment, not only a voucher. Turn the voucher down in writing and ask for the refund; if it hasn't come within 20 days (7 business days on a credit card), file a complaint with the Department of Transportation.`,
        `La aerolínea canceló uno de sus vuelos${f.day ? ` (el del ${f.day})` : ''}: si usted no acepta otro vuelo ni el crédito, le debe un reembolso en dinero de ese vuelo, su parte del boleto y los cargos que pagó por él, al mismo medio de pago, no solo un crédito. Rechace el crédito por escrito y pida el reembolso; si no llega en 20 días (7 días hábiles con tarjeta de crédito), presente una queja ante el Departamento de Transporte.`,
      ),
      unchosenFees(ctx),
    ]
      .filter(Boolean)
      .join(' ');
  return [
    t(
      `The airline cancelled your flight${f.day ? ` (${f.day})` : ''}: if you don't accept another flight or the credit, it owes you a cash refund of what you paid${paid ? ` (${paid})` : ''} to your original payment, not only a voucher. Turn the voucher down in writing and ask for the refund; if it hasn't come within 20 days (7 business days on a credit card), file a complaint with the Department of Transportation.`,
      `La aerolínea canceló su vuelo${f.day ? ` (${f.day})` : ''}: si usted no acepta otro vuelo ni el crédito, le debe un reembolso en dinero de lo que pagó${paid ? ` (${paid})` : ''} al mismo medio de pago, no solo un crédito. Rechace el crédito por escrito y pida el reembolso; si no llega en 20 días (7 días hábiles con tarjeta de crédito), presente una queja ante el Departamento de Transporte.`,
    ),
    unchosenFees(ctx),
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * "the airline says the agency must refund and the agency says the airline": the name on the card
 * charge settles it (facts.ts `dot-ticket-agent-refund`). Write to that company, copy the other,
 * file with the DOT against both, and dispute with the card: the refund, and the fees not chosen.
 */
function blamedRefund(ctx: CopyContext, outcome: Outcome): FollowUpAnswer | undefined {
  if (!ctx.right('dot-ticket-agent-refund') || outcome === 'agreed') return undefined;
  const t = inLanguage(ctx.lang);
  const f = flightFigures(ctx);
  const charged = ctx.figure('billed', 'paid');
  const flight = f.oneLeg
    ? t(
        `the cancelled flight${f.day ? ` of ${f.day}` : ''} (its share of the fare) and the fees paid for it`,
        `el vuelo cancelado${f.day ? ` del ${f.day}` : ''} (su parte del boleto) y los cargos que pagué por él`,
      )
    : t(
        `the cancelled flight${f.day ? ` of ${f.day}` : ''} and its fees`,
        `el vuelo cancelado${f.day ? ` del ${f.day}` : ''} y sus cargos`,
      );
  const fees = f.extras;
  const notChosen = ctx.case.flags.feesNotChosen === true;
  return t(
    {
      strategy: [
        `Their pointing at each other doesn't change who owes you. Look at your card statement: the company named on the ${charged ? `${charged} ` : ''}charge is the merchant of record, and under the DOT refund rule it owes the refund, whether it's the airline or the travel site.`,
        `Write to that company today, with a copy to the other, asking for the refund of ${flight} to your card, and file a complaint with the U.S. Department of Transportation (transportation.gov/airconsumer) naming both.`,
        `Then dispute it with your card issuer too: the refund not given${fees ? `, and the ${fees.fees} in fees ${notChosen ? "you didn't choose" : "if you didn't choose them"}` : ''}, with the cancellation notice and their answers in writing.`,
      ].join(' '),
      opening: [
        `"My card statement shows [company on the charge] charged me${charged ? ` ${charged}` : ''} for these tickets. Under the DOT refund rule, the company that took my payment owes the refund of the cancelled flight."`,
        `"Please refund ${flight} to my card, and confirm the amount and the date in writing. What is your reference number?"`,
      ].join('\n'),
      email: {
        subject: `Refund owed by the merchant of record: ${f.day ? `cancelled flight of ${f.day}` : 'cancelled flight'}`,
        body: `To [the company named on my card charge],\nCc: [the other company]\n\nYou charged my card${charged ? ` ${charged}` : ''} for these tickets, booking [number]. The airline cancelled ${f.oneLeg ? 'one of the flights' : 'the flight'}${f.day ? ` (${f.day})` : ''}, and I did not accept another flight or a credit. The airline and the travel site each say the other must refund it; under the U.S. Department of Transportation's refund rule, the merchant of record owes the refund.\n\nPlease refund ${flight} to my card within 7 business days and confirm the amount in writing.${fees && notChosen ? ` Please also take off the ${fees.fees} in fees I did not choose.` : ''} I am filing a complaint with the Department of Transportation and disputing the charge with my card issuer.\n\nSincerely,\n[Your name]`,
      },
      talkingPoints: [
        'The name on your card charge decides who refunds, not who answers the phone.',
        'File the DOT complaint against both, with their answers in writing.',
        `Card dispute: the refund not given${fees ? ` and the ${fees.fees} in fees ${notChosen ? "you didn't choose" : "if you didn't choose them"}` : ''}.`,
        'The refund is due within 7 business days on a credit card, 20 days for other payments.',
      ],
    },
    {
      strategy: [
        `Que se echen la culpa no cambia quién le debe. Mire su estado de cuenta: la empresa que aparece en el cargo${charged ? ` de ${charged}` : ''} es el "merchant of record" (quien procesó su pago), y según la regla de reembolsos del DOT esa empresa le debe el reembolso, sea la aerolínea o el sitio de viajes.`,
        `Escríbale hoy a esa empresa, con copia a la otra, pidiendo el reembolso ${flight.replace(/^el /, 'del ').replace('pagué', 'usted pagó')} a su tarjeta, y presente una queja ante el Departamento de Transporte de EE. UU. (transportation.gov/airconsumer) contra las dos.`,
        `Luego dispútelo también con el emisor de su tarjeta: el reembolso que no le dieron${fees ? `, y los ${fees.fees} de cargos ${notChosen ? 'que usted no escogió' : 'si usted no los escogió'}` : ''}, con el aviso de cancelación y sus respuestas por escrito.`,
      ].join(' '),
      opening: [
        `"Mi estado de cuenta muestra que [empresa del cargo] me cobró${charged ? ` ${charged}` : ''} por estos boletos. Según la regla de reembolsos del DOT, la empresa que recibió mi pago debe reembolsar el vuelo cancelado."`,
        `"Les pido reembolsar ${flight} a mi tarjeta y confirmarme el monto y la fecha por escrito. ¿Cuál es el número de referencia?"`,
      ].join('\n'),
      email: {
        subject: `Reembolso que debe quien cobró: ${f.day ? `vuelo cancelado del ${f.day}` : 'vuelo cancelado'}`,
        body: `A: [la empresa que aparece en el cargo de mi tarjeta]\nCopia: [la otra empresa]\n\nUstedes cobraron a mi tarjeta${charged ? ` ${charged}` : ''} por estos boletos, reservación [número]. La aerolínea canceló ${f.oneLeg ? 'uno de los vuelos' : 'el vuelo'}${f.day ? ` (${f.day})` : ''}, y no acepté otro vuelo ni un crédito. La aerolínea y el sitio de viajes dicen que el reembolso le toca al otro; según la regla de reembolsos del Departamento de Transporte de EE. UU., lo debe quien procesó el pago ("merchant of record").\n\nLes pido reembolsar ${flight} a mi tarjeta dentro de 7 días hábiles y confirmarme el monto por escrito.${fees && notChosen ? ` Les pido también quitar los ${fees.fees} de cargos que no escogí.` : ''} Presentaré una queja ante el Departamento de Transporte y disputaré el cargo con el emisor de mi tarjeta.\n\nAtentamente,\n[Su nombre]`,
      },
      talkingPoints: [
        'El nombre en el cargo de su tarjeta decide quién reembolsa, no quién contesta el teléfono.',
        'Presente la queja ante el DOT contra las dos, con sus respuestas por escrito.',
        `Disputa con la tarjeta: el reembolso que no le dieron${fees ? ` y los ${fees.fees} de cargos ${notChosen ? 'que no escogió' : 'si no los escogió'}` : ''}.`,
        'El reembolso vence a los 7 días hábiles con tarjeta de crédito y a los 20 días con otros medios de pago.',
      ],
    },
  );
}

/** The fare plus the fees: the whole refund a cancelled flight is owed, when both were given. */
function refundTotal(ctx: CopyContext): string | undefined {
  const fare = ctx.case.amounts.find((amount) => ['quoted', 'other', 'paid'].includes(amount.role));
  const fees = ctx.case.amounts.find((amount) => ['billed', 'fee'].includes(amount.role));
  return fare && fees && fare !== fees ? ctx.money(fare.value + fees.value) : undefined;
}

function refundStep(ctx: CopyContext): string {
  const t = inLanguage(ctx.lang);
  const total = refundTotal(ctx);
  return t(
    `A cancelled flight's refund${total ? ` (${total}: the fare and the fees)` : ''} isn't a favor, whatever the cause of the cancellation${ctx.case.flags.weatherCited === true ? ', weather included' : ''}: if the airline won't pay it or offers only a credit, file a complaint with the U.S. Department of Transportation (transportation.gov/airconsumer) and ask your bank or card issuer to dispute the charge, with the cancellation in writing.`,
    `El reembolso de un vuelo cancelado${total ? ` (${total}: el boleto y los cargos)` : ''} no es un favor, sea cual sea la causa de la cancelación${ctx.case.flags.weatherCited === true ? ', clima incluido' : ''}: si la aerolínea no lo paga o solo ofrece un crédito, presente una queja ante el Departamento de Transporte de EE. UU. (transportation.gov/airconsumer) y pida a su banco que dispute el cargo, con la cancelación por escrito.`,
  );
}

function refundLine(ctx: CopyContext): string {
  return inLanguage(ctx.lang)(
    "The airline cancelled my flight and I don't accept the credit: please refund the fare and the fees to my original payment.",
    'La aerolínea canceló mi vuelo y no acepto el crédito: les pido el reembolso del boleto y de los cargos al mismo medio de pago.',
  );
}

/** The airline moved the flight by hours and the person turned it down (read-case `flightChanged`). */
function scheduleChanged(ctx: CopyContext): boolean {
  return ctx.case.flags.flightChanged === true && ctx.case.flags.oneLegCancelled !== true;
}

/**
 * What the changed flight's refund comes to: "2 tickets × 438 = $876" for tickets at a price each,
 * else the one figure paid.
 */
function scheduleChangeFare(ctx: CopyContext, totalOnly = false): string | undefined {
  const t = inLanguage(ctx.lang);
  const unit = ctx.case.amounts.find(
    (amount) =>
      amount.role === 'unit' &&
      amount.count !== undefined &&
      amount.count > 1 &&
      (amount.per === 'ticket' || amount.per === undefined),
  );
  if (unit?.count && totalOnly) return ctx.money(unit.value * unit.count);
  if (unit?.count)
    return t(
      `${unit.count} tickets × ${unit.text} = ${ctx.money(unit.value * unit.count)}`,
      `${unit.count} boletos × ${unit.text} = ${ctx.money(unit.value * unit.count)}`,
    );
  return ctx.figure('paid', 'quoted', 'other', 'billed', 'unit', 'fee');
}

/** How far the flight moved, in the person's figure: "by 8 hours", "por 8 horas"; "by several hours" when not said. */
function changedBy(ctx: CopyContext): { en: string; es: string } {
  const hours = ctx.case.changeHours;
  if (hours === undefined) return { en: 'by several hours', es: 'por varias horas' };
  const n = Number.isInteger(hours) ? String(hours) : hours.toFixed(1).replace(/\.0$/u, '');
  const one = hours === 1;
  return { en: `by ${n} ${one ? 'hour' : 'hours'}`, es: `por ${n} ${one ? 'hora' : 'horas'}` };
}

/**
 * A significant schedule change the person didn't accept: under the DOT refund rule (facts.ts
 * `dot-airline-refund`) it is refunded in money like a cancellation, whatever the cause or the fare.
 */
function scheduleChangePlan(ctx: CopyContext): Plan {
  const t = inLanguage(ctx.lang);
  const fare = scheduleChangeFare(ctx);
  const what = fare
    ? t(
        `the unused tickets (${fare}) with their taxes and fees`,
        `los boletos que no usé (${fare}) con sus impuestos y cargos`,
      )
    : t('the unused tickets with their taxes and fees', 'los boletos que no usé con sus impuestos y cargos');
  // The strategy speaks to the person: "los boletos que no usó".
  const yours = ctx.lang === 'es' ? what.replace('que no usé', 'que no usó') : what;
  const debit = ctx.case.cardType === 'debit';
  const credit = ctx.case.cardType === 'credit';
  const due = credit
    ? t('within 7 business days (you paid by credit card)', 'en 7 días hábiles (pagó con tarjeta de crédito)')
    : debit
      ? t('within 20 days', 'en 20 días')
      : t(
          'within 7 business days on a credit card, 20 days otherwise',
          'en 7 días hábiles con tarjeta de crédito, 20 días con otros medios',
        );
  // The letter's own words: "within 7 business days", without "you paid".
  const dueInLetter = credit
    ? t('within 7 business days', 'en 7 días hábiles')
    : debit
      ? t('within 20 days', 'en 20 días')
      : t('within the time the rule sets', 'en el plazo que fija la regla');
  return {
    strategy: t(
      `The airline changed your flight ${changedBy(ctx).en} and you didn't accept the change or fly. Under the U.S. Department of Transportation's refund rule, a significant change (3 hours or more within the US, 6 hours or more on an international flight) that you turn down is refunded like a cancellation: in money, to your card, not as travel credit. Ask in writing for ${yours} ${due}. The reason ("operational reasons") and a basic fare don't change this right. Don't accept the credit, not even "to hold it".`,
      `La aerolínea cambió su vuelo ${changedBy(ctx).es} y usted no aceptó el cambio ni viajó. Según la regla de reembolsos del Departamento de Transporte de EE. UU., un cambio significativo (3 horas o más dentro de EE. UU., 6 horas o más en un vuelo internacional) que usted no acepta se reembolsa igual que una cancelación: en dinero, a su tarjeta, no como crédito de viaje. Pida por escrito el reembolso de ${yours} ${due}. La causa ("razones operativas") y una tarifa básica no cambian este derecho. No acepte el crédito, ni siquiera "para guardarlo".`,
    ),
    opening: [
      t(
        'Hi, my name is [your name], confirmation number [number].',
        'Hola, me llamo [su nombre], código de reservación [número].',
      ),
      t(
        `You changed my flight ${changedBy(ctx).en}. I didn't accept the change and I didn't travel.`,
        `Ustedes cambiaron mi vuelo ${changedBy(ctx).es}. No acepté el cambio y no viajé.`,
      ),
      t(
        `I don't accept travel credit. Please refund ${what} to my original payment method. What date will it post?`,
        `No acepto crédito de viaje. Les pido reembolsar ${what} a mi forma de pago original. ¿En qué fecha se verá el reembolso?`,
      ),
    ],
    rungs: {
      discount: t(
        [
          'Money, not credit',
          "I don't accept the voucher. Please process a refund to my original payment method.",
        ],
        [
          'Dinero, no crédito',
          'No acepto el crédito. Por favor procesen el reembolso a mi forma de pago original.',
        ],
      ),
      credit: t(
        [
          "The reason and the fare don't matter",
          "Whatever the reason for the change, and whatever the fare, a significant change I didn't accept is refunded in money.",
        ],
        [
          'La causa y la tarifa no importan',
          'Sea cual sea la causa del cambio y la tarifa, un cambio significativo que no acepté se reembolsa en dinero.',
        ],
      ),
      downgrade: t(
        ['Date and confirmation', 'What date will the refund post? Please email me the confirmation.'],
        [
          'Fecha y confirmación',
          '¿En qué fecha se verá el reembolso? Por favor envíenmelo confirmado por correo.',
        ],
      ),
      supervisor: t(
        ['Supervisor', 'May I speak with a supervisor or customer relations?'],
        ['Supervisor', '¿Puedo hablar con un supervisor o con atención al cliente?'],
      ),
      retention: t(
        ['In writing', "I'll send my refund request in writing today. Which address or form should I use?"],
        [
          'Por escrito',
          'Voy a enviar mi solicitud de reembolso por escrito hoy. ¿A qué dirección o formulario la envío?',
        ],
      ),
      complaint: t(
        [
          'DOT complaint',
          "If it isn't refunded, I'll file a complaint with the U.S. Department of Transportation.",
        ],
        [
          'Queja ante el DOT',
          'Si no me lo reembolsan, presentaré una queja ante el Departamento de Transporte de EE. UU.',
        ],
      ),
    },
    email: {
      subject: t(
        'Confirmation [number]: refund for a schedule change I did not accept',
        'Reservación [número]: reembolso por un cambio de horario que no acepté',
      ),
      body: t(
        `Hello,\n\nYou changed my flight [flight number] ${changedBy(ctx).en}. I did not accept the change or the travel credit you offered, and I did not travel on any of the flights.\n\nUnder the U.S. Department of Transportation's refund rule, a significant schedule change that the passenger does not accept is refunded in money, whatever the reason for the change and whatever the fare. Please refund ${what} to my original payment method ${dueInLetter}, and confirm the amount and the date in writing.\n\nThank you,\n[Your name]`,
        `Hola:\n\nUstedes cambiaron mi vuelo [número de vuelo] ${changedBy(ctx).es}. No acepté el cambio ni el crédito de viaje que me ofrecieron, y no viajé en ninguno de los vuelos.\n\nSegún la regla de reembolsos del Departamento de Transporte de EE. UU., un cambio de horario significativo que el pasajero no acepta se reembolsa en dinero, sea cual sea la causa del cambio y la tarifa. Les pido reembolsar ${what} a mi forma de pago original ${dueInLetter}, y confirmarme por escrito el monto y la fecha.\n\nGracias,\n[Su nombre]`,
      ),
    },
    points: [
      t(
        'Keep the change notice (old and new times) and the credit offer you turned down (screenshots).',
        'Guarde el aviso del cambio (horario anterior y nuevo) y la oferta de crédito que rechazó (capturas de pantalla).',
      ),
      t(
        "Don't accept the credit or the new flight: accepting can end the refund.",
        'No acepte el crédito ni el nuevo vuelo: aceptarlos puede cerrar el reembolso.',
      ),
      credit
        ? t(
            "If the refund doesn't come within 7 business days, dispute the charge with your card issuer and file a complaint with the U.S. Department of Transportation (transportation.gov/airconsumer).",
            'Si el reembolso no llega en 7 días hábiles, dispute el cargo con el emisor de su tarjeta y presente una queja ante el Departamento de Transporte de EE. UU. (transportation.gov/airconsumer).',
          )
        : t(
            "If the refund doesn't come, file a complaint with the U.S. Department of Transportation (transportation.gov/airconsumer) and ask your bank how to dispute the charge.",
            'Si el reembolso no llega, presente una queja ante el Departamento de Transporte de EE. UU. (transportation.gov/airconsumer) y pregunte a su banco cómo disputar el cargo.',
          ),
      t(
        'Write down the rep’s name, the date and a reference number.',
        'Anote el nombre de quien le atiende, la fecha y un número de referencia.',
      ),
    ],
    questions: [],
  };
}

/** "They say it was for operational reasons and basic fares get credit only": the rule answers both. */
function scheduleChangeStep(ctx: CopyContext): string {
  const t = inLanguage(ctx.lang);
  const fare = scheduleChangeFare(ctx);
  return t(
    `"Operational reasons" and a basic fare don't change the refund: under the U.S. Department of Transportation's refund rule, a significant schedule change you didn't accept is refunded in money${fare ? ` (${fare})` : ''}, whatever the cause and whatever the fare. Put it in writing today, file a complaint with the Department of Transportation (transportation.gov/airconsumer), and if the refund doesn't come, dispute the charge with your card issuer, with the change notice attached.`,
    `Las "razones operativas" y una tarifa básica no cambian el reembolso: según la regla de reembolsos del Departamento de Transporte de EE. UU., un cambio de horario significativo que usted no aceptó se reembolsa en dinero${fare ? ` (${fare})` : ''}, sea cual sea la causa y la tarifa. Póngalo por escrito hoy, presente una queja ante el Departamento de Transporte (transportation.gov/airconsumer) y, si el reembolso no llega, dispute el cargo con el emisor de su tarjeta, con el aviso del cambio adjunto.`,
  );
}

function scheduleChangeLine(ctx: CopyContext): string {
  const fare = scheduleChangeFare(ctx);
  return inLanguage(ctx.lang)(
    `The airline changed my flight significantly${ctx.case.changeHours !== undefined ? ` (${changedBy(ctx).en.replace(/^by /u, '')})` : ''}, I didn't accept the change and I didn't travel: I don't accept credit, please refund${fare ? ` ${fare}` : ' the tickets'} to my original payment.`,
    `La aerolínea cambió mi vuelo de forma significativa${ctx.case.changeHours !== undefined ? ` (${changedBy(ctx).es.replace(/^por /u, '')})` : ''}, no acepté el cambio y no viajé: no acepto crédito, les pido el reembolso${fare ? ` de ${fare}` : ' de los boletos'} al mismo medio de pago.`,
  );
}

/**
 * The airline cancelled and the person turned the rebooking down: the whole script asks for the
 * refund the DOT rule gives (facts.ts `dot-airline-refund`), never the fee script's "where was it
 * shown" or its step down to miles or a partial refund.
 */
function flightRefundPlan(ctx: CopyContext): Plan {
  const t = inLanguage(ctx.lang);
  const fare = ctx.figure('paid', 'quoted', 'other', 'billed', 'fee');
  const debit = ctx.case.cardType === 'debit';
  const credit = ctx.case.cardType === 'credit';
  const what =
    ctx.case.flags.oneLegCancelled === true
      ? t(
          'the cancelled flight (its share of the fare) and the fees paid for it',
          'el vuelo cancelado (su parte del boleto) y los cargos que pagué por él',
        )
      : fare
        ? t(`the ticket (${fare}) and the fees`, `el boleto (${fare}) y los cargos`)
        : t('the ticket and the fees', 'el boleto y los cargos');
  const day = flightFigures(ctx).day;
  return {
    strategy: t(
      'The reason doesn\'t change this right: weather, crew or maintenance, a flight the airline cancelled and you didn\'t take is refunded in money. A "non-refundable" or basic economy fare doesn\'t change it either. Don\'t accept the voucher, not even "to hold it": accepting it can end the refund.',
      'La causa no cambia este derecho: clima, tripulación o mantenimiento, un vuelo que la aerolínea canceló y que usted no tomó se reembolsa en dinero. Que el boleto fuera "no reembolsable" o de tarifa básica tampoco lo cambia. No acepte el crédito ni "para guardarlo": aceptarlo puede cerrar el reembolso.',
    ),
    opening: [
      t(
        'Hi, my name is [your name], confirmation number [number].',
        'Hola, me llamo [su nombre], código de reservación [número].',
      ),
      t(
        `You cancelled my flight [flight number] on ${day ?? '[date]'}, and I didn't accept the new flight or a credit.`,
        `Ustedes cancelaron mi vuelo [número de vuelo] del ${day ?? '[fecha]'}, y no acepté el otro vuelo ni el crédito.`,
      ),
      t(
        `Please refund ${what} to my original payment method. What date will it post?`,
        `Les pido reembolsar ${what} a mi forma de pago original. ¿En qué fecha se verá el reembolso?`,
      ),
    ],
    rungs: {
      discount: t(
        [
          'Money, not credit',
          "I don't accept the voucher. Please process a refund to my original payment method.",
        ],
        [
          'Dinero, no crédito',
          'No acepto el crédito. Por favor procesen el reembolso a mi forma de pago original.',
        ],
      ),
      credit: t(
        [
          "The reason doesn't matter",
          "Whatever the reason for the cancellation, a cancelled flight I didn't take is refunded in money.",
        ],
        [
          'La causa no importa',
          'Sea cual sea la causa de la cancelación, un vuelo cancelado que no tomé se reembolsa en dinero.',
        ],
      ),
      downgrade: t(
        ['Date and confirmation', 'What date will the refund post? Please email me the confirmation.'],
        [
          'Fecha y confirmación',
          '¿En qué fecha se verá el reembolso? Por favor envíenmelo confirmado por correo.',
        ],
      ),
      supervisor: t(
        ['Supervisor', 'May I speak with a supervisor or customer relations?'],
        ['Supervisor', '¿Puedo hablar con un supervisor o con atención al cliente?'],
      ),
      retention: t(
        ['In writing', "I'll send my refund request in writing today. Which address or form should I use?"],
        [
          'Por escrito',
          'Voy a enviar mi solicitud de reembolso por escrito hoy. ¿A qué dirección o formulario la envío?',
        ],
      ),
      complaint: t(
        [
          'DOT complaint',
          "If it isn't refunded, I'll file a complaint with the U.S. Department of Transportation.",
        ],
        [
          'Queja ante el DOT',
          'Si no me lo reembolsan, presentaré una queja ante el Departamento de Transporte de EE. UU.',
        ],
      ),
    },
    email: {
      subject: t(
        'Confirmation [number]: refund for my cancelled flight',
        'Reservación [número]: reembolso de mi vuelo cancelado',
      ),
      body: t(
        `Hello,\n\nYou cancelled my flight [flight number] on ${day ?? '[date]'}. I did not accept the new flight you offered or a travel credit, and I did not travel.\n\nPlease refund ${what} to my original payment method, as the U.S. Department of Transportation's refund rule requires for a flight the airline cancels, whatever the reason. Please confirm the amount and the date of the refund in writing by [date].\n\nThank you,\n[Your name]`,
        `Hola:\n\nUstedes cancelaron mi vuelo [número de vuelo] del ${day ?? '[fecha]'}. No acepté el otro vuelo que me ofrecieron ni el crédito de viaje, y no viajé.\n\nLes pido reembolsar ${what} a mi forma de pago original, como exige la regla de reembolsos del Departamento de Transporte de EE. UU. para un vuelo que la aerolínea cancela, sea cual sea la causa. Les pido confirmarme por escrito el monto y la fecha del reembolso antes del [fecha].\n\nGracias,\n[Su nombre]`,
      ),
    },
    points: [
      t(
        'Keep the cancellation notice and the offer you turned down (screenshots).',
        'Guarde el aviso de cancelación y la oferta que rechazó (capturas de pantalla).',
      ),
      t(
        "Don't accept the credit or the new flight if they don't work for you: accepting can end the refund.",
        'No acepte el crédito ni el otro vuelo si no le sirven: aceptarlos puede cerrar el reembolso.',
      ),
      debit
        ? t(
            "You paid by debit: the refund is due within 20 days; if it doesn't come, ask your bank how to dispute the charge.",
            'Pagó con débito: el reembolso vence a los 20 días; si no llega, pregunte a su banco cómo disputar el cargo.',
          )
        : credit
          ? t(
              "You paid by credit card: the refund is due within 7 business days; if it doesn't come, dispute the charge with your card issuer.",
              'Pagó con tarjeta de crédito: el reembolso vence a los 7 días hábiles; si no llega, dispute el cargo con el emisor de su tarjeta.',
            )
          : t(
              'The refund is due within 7 business days on a credit card, 20 days for other payments.',
              'El reembolso vence a los 7 días hábiles con tarjeta de crédito y a los 20 días con otros medios de pago.',
            ),
      t(
        'Write down the rep’s name, the date and a reference number.',
        'Anote el nombre de quien le atiende, la fecha y un número de referencia.',
      ),
    ],
    questions: [],
  };
}

/**
 * A penalty charged after a stay (smoking, damage, extra cleaning): not a price the booking had to
 * show, but a claim the hotel or host must prove. Ask for the evidence and the policy, and dispute
 * it with the card issuer if they keep it without proof.
 */
function penaltyPlan(ctx: CopyContext): Plan {
  const t = inLanguage(ctx.lang);
  const fee = ctx.figure('fee', 'billed', 'other');
  const byCard = ctx.case.cardType === 'credit';
  const the = fee ? t(`the ${fee} charge`, `el cargo de ${fee}`) : t('the charge', 'el cargo');
  return {
    strategy: t(
      `${capital(the)} is a penalty, not a price: it's the hotel's to prove. Ask in writing for their evidence (dated photos, the room's inspection report, the policy you agreed to when you booked), and for it to come off if they have none. ${byCard ? "You paid by credit card: if they won't remove it, dispute the charge in writing with your card issuer within 60 days of the statement that shows it." : "If they won't remove it, ask your bank how to dispute the charge."}`,
      `${capital(the)} es una penalidad, no un precio: al hotel le toca probarla. Pida por escrito sus pruebas (fotos con fecha, el reporte de inspección de la habitación, la política que usted aceptó al reservar) y que lo quiten si no las tienen. ${byCard ? 'Pagó con tarjeta de crédito: si no lo quitan, dispute el cargo por escrito con el emisor dentro de los 60 días del estado de cuenta que lo muestra.' : 'Si no lo quitan, pregunte a su banco cómo disputar el cargo.'}`,
    ),
    opening: [
      t(
        'Hi, my name is [your name], reservation [number].',
        'Hola, me llamo [su nombre], reservación [número].',
      ),
      t(
        `I was charged ${the} after my stay. No one smoked or damaged anything in the room.`,
        `Me cobraron ${the} después de mi estadía. Nadie fumó ni causó daños en la habitación.`,
      ),
      t(
        "Please send me your evidence in writing: dated photos and the inspection report. If you don't have any, please remove the charge.",
        'Les pido las pruebas por escrito: fotos con fecha y el reporte de inspección. Si no las tienen, les pido quitar el cargo.',
      ),
    ],
    rungs: {
      discount: t(
        ['The evidence', 'Could you send me the dated photos and the room inspection report?'],
        ['Las pruebas', '¿Me pueden enviar las fotos con fecha y el reporte de inspección de la habitación?'],
      ),
      credit: t(
        ['The policy', 'Which policy did I agree to when I booked, and where was it shown?'],
        ['La política', '¿Qué política acepté al reservar, y dónde se mostró?'],
      ),
      downgrade: t(
        ['Remove the charge', 'Without evidence, please remove the whole charge from my card.'],
        ['Quitar el cargo', 'Sin pruebas, les pido quitar el cargo completo de mi tarjeta.'],
      ),
      supervisor: t(
        ['The manager', 'May I speak with the hotel manager?'],
        ['El gerente', '¿Puedo hablar con el gerente del hotel?'],
      ),
      retention: t(
        ['In writing', "I'll send my dispute in writing today. Which email should it go to?"],
        ['Por escrito', 'Voy a enviar mi disputa por escrito hoy. ¿A qué correo la envío?'],
      ),
      complaint: t(
        ['Card dispute', "If it isn't removed, I'll dispute the charge with my card issuer."],
        ['Disputa con la tarjeta', 'Si no lo quitan, disputaré el cargo con el emisor de mi tarjeta.'],
      ),
    },
    email: {
      subject: t(
        'Reservation [number]: I dispute a charge made after my stay',
        'Reservación [número]: disputo un cargo posterior a mi estadía',
      ),
      body: t(
        `Hello,\n\nAfter my stay on [dates] I was charged ${the}. No one smoked or damaged anything in the room, and I have received no evidence.\n\nPlease send me in writing the dated photos, the inspection report and the policy you say I agreed to, or remove the whole charge. Please reply in writing by [date].\n\nThank you,\n[Your name]`,
        `Hola:\n\nDespués de mi estadía del [fechas] me cobraron ${the}. Nadie fumó ni causó daños en la habitación, y no he recibido ninguna prueba.\n\nLes pido enviarme por escrito las fotos con fecha, el reporte de inspección y la política que dicen que acepté, o quitar el cargo completo. Les pido una respuesta por escrito antes del [fecha].\n\nGracias,\n[Su nombre]`,
      ),
    },
    points: [
      t(
        'A penalty is for whoever charges it to prove: ask for the evidence first.',
        'Una penalidad la tiene que probar quien la cobra: pida las pruebas antes de nada.',
      ),
      t(
        '"Staff noticed a smell" is not evidence: ask for photos, dates and the report.',
        '"El personal detectó olor" no es una prueba: pida fotos, fechas y el reporte.',
      ),
      byCard
        ? t(
            'On a credit card, the written dispute is due within 60 days of the statement.',
            'Con tarjeta de crédito, la disputa por escrito vence a los 60 días del estado de cuenta.',
          )
        : t(
            'Ask your bank soon how to dispute the charge.',
            'Pregunte pronto a su banco cómo disputar el cargo.',
          ),
    ],
    questions: [],
  };
}

/** After a no on a penalty: their word is not evidence; the card dispute is the next step. */
function penaltyStep(ctx: CopyContext): string {
  const byCard = ctx.case.cardType === 'credit';
  return inLanguage(ctx.lang)(
    `"The decision is final" is not evidence: a penalty with no photos or report isn't shown. Ask in writing, one last time, for the evidence and the policy they say you agreed to, and ${byCard ? 'dispute the charge in writing with your card issuer within 60 days of the statement that shows it, saying there was no damage and no evidence' : 'ask your bank how to dispute the charge'}.`,
    `"La decisión es final" no es una prueba: una penalidad sin fotos ni reporte no está demostrada. Pida por escrito, una última vez, las pruebas y la política que dicen que usted aceptó, y ${byCard ? 'dispute el cargo por escrito con el emisor de su tarjeta dentro de los 60 días del estado de cuenta que lo muestra, explicando que no hubo daños ni pruebas' : 'pregunte a su banco cómo disputar el cargo'}.`,
  );
}

/** A lodging fee charged as a penalty after the stay (smoking, damage): its own script. */
const isPenalty = (ctx: CopyContext) => ctx.case.flags.penaltyFee === true && is(ctx, 'fees_lodging');

function party(ctx: CopyContext): string {
  const t = inLanguage(ctx.lang);
  if (ctx.namedParty) return ctx.namedParty;
  const kind = kindOf(ctx);
  if (kind === 'tickets') return t('the ticket seller', 'el vendedor de boletos');
  if (kind === 'lodging') return t('the hotel or rental host', 'el hotel o el anfitrión');
  // A flight the airline cancelled or changed is the airline's, never a rental company's.
  if (kind === 'travel' && ctx.right('dot-airline-refund')) return t('the airline', 'la aerolínea');
  if (kind === 'travel') {
    const airline = isAirline(ctx);
    if (airline === true) return t('the airline', 'la aerolínea');
    return airline === false
      ? t('the rental company', 'la arrendadora de autos')
      : t('the airline or rental company', 'la aerolínea o la arrendadora');
  }
  return t('the company', 'la compañía');
}

function subject(ctx: CopyContext): string {
  const t = inLanguage(ctx.lang);
  if (ctx.right('dot-airline-refund')) {
    // One leg cancelled: its share is owed, not the whole sum paid.
    const paid =
      ctx.case.flags.oneLegCancelled === true
        ? undefined
        : ctx.figure('paid', 'quoted', 'other', 'billed', 'fee');
    if (scheduleChanged(ctx)) {
      const total = scheduleChangeFare(ctx, true);
      return `${t('the refund for the changed flight', 'el reembolso del vuelo cambiado')}${total ? ` (${total})` : ''}`;
    }
    return `${t('the refund for the cancelled flight', 'el reembolso del vuelo cancelado')}${paid ? ` (${paid})` : ''}`;
  }
  const f = feeFigures(ctx);
  const kind = kindOf(ctx);
  const name = feeNameOf(ctx);
  // English says "the $45 fee", Spanish "el cargo de 45": each its own order.
  const fee = t(name ?? 'fee', name ? `${articleEs(name)} ${name}` : 'el cargo');
  if (kind === 'lodging' && f.unit)
    return t(
      `the ${f.unit}-a-night ${fee}${f.total ? ` (${f.total} in all)` : ''}`,
      `${fee} de ${f.unit} por noche${f.total ? ` (${f.total} en total)` : ''}`,
    );
  // A person who calls it just "fee" gave no name in English.
  if (kind === 'tickets' && t(fee === 'fee', !name))
    return t(
      `the ticket fees${f.sum ? ` of ${f.sum}` : ''}`,
      `los cargos de los boletos${f.sum ? ` de ${f.sum}` : ''}`,
    );
  return f.sum ? t(`the ${f.sum} ${fee}`, `${fee} de ${f.sum}`) : t(`the ${fee}`, fee);
}

function complaintRoutes(ctx: CopyContext): string {
  const t = inLanguage(ctx.lang);
  if (kindOf(ctx) === 'travel')
    return isAirline(ctx) === false
      ? t(
          "your state attorney general's consumer protection office or the Better Business Bureau",
          'la oficina de protección al consumidor del fiscal general de su estado o el Better Business Bureau',
        )
      : isAirline(ctx) || ctx.right('dot-airline-refund')
        ? t(
            'the U.S. Department of Transportation (airconsumer.dot.gov)',
            'el Departamento de Transporte de EE. UU. (airconsumer.dot.gov)',
          )
        : t(
            "the U.S. Department of Transportation (airconsumer.dot.gov) if it's a flight, or your state attorney general's consumer protection office if it's a rental car",
            'el Departamento de Transporte de EE. UU. (airconsumer.dot.gov) si es un vuelo, o la oficina de protección al consumidor del fiscal general de su estado si es un auto de renta',
          );
  return t(
    "the FTC (ReportFraud.ftc.gov), your state attorney general's consumer protection office, or the Better Business Bureau",
    'la FTC (ReportFraud.ftc.gov), la oficina de protección al consumidor del fiscal general de su estado o el Better Business Bureau',
  );
}

function rightLine(ctx: CopyContext): string | undefined {
  if (ctx.right('dot-airline-refund'))
    return scheduleChanged(ctx) ? scheduleChangeLine(ctx) : refundLine(ctx);
  if (!is(ctx, 'fees_tickets', 'fees_lodging') || !covered(ctx) || beforeBuying(ctx)) return undefined;
  const t = inLanguage(ctx.lang);
  return t(
    `The total price, mandatory fees included, had to be shown up front. ${is(ctx, 'fees_tickets') ? "These fees weren't, so I'm asking for them" : "This fee wasn't, so I'm asking for it"} back to my card, not a voucher.`,
    `El precio total, con los cargos obligatorios, se tenía que mostrar desde el inicio. ${is(ctx, 'fees_tickets') ? 'Estos cargos no se mostraron, así que pido que me los devuelvan' : 'Este cargo no se mostró, así que pido que me lo devuelvan'} a mi tarjeta, no un cupón.`,
  );
}

/** One copy for both languages: every method writes in `ctx.lang`. */
const feesCopy: AreaCopy = (() => {
  const chosen = (ctx: CopyContext) =>
    ctx.right('dot-airline-refund')
      ? scheduleChanged(ctx)
        ? scheduleChangePlan(ctx)
        : flightRefundPlan(ctx)
      : isPenalty(ctx)
        ? penaltyPlan(ctx)
        : beforeBuying(ctx)
          ? beforeBuyingPlan(ctx)
          : feePlan(ctx);
  return {
    party,
    subject,
    complaintRoutes,
    honestRoute,
    rightLine,
    // The DOT refund rule's own time, not a generic 14 days: 7 business days on a credit card.
    replyWithin: (ctx) =>
      !ctx.right('dot-airline-refund')
        ? undefined
        : ctx.case.cardType === 'credit'
          ? inLanguage(ctx.lang)('within 7 business days', 'en 7 días hábiles')
          : ctx.case.cardType === 'debit'
            ? inLanguage(ctx.lang)('within 20 days', 'en 20 días')
            : inLanguage(ctx.lang)(
                'within the time the refund rule sets (7 business days on a credit card, 20 days otherwise)',
                'en el plazo que fija la regla de reembolsos (7 días hábiles con tarjeta de crédito, 20 días con otros medios)',
              ),
    nextStep: (ctx, outcome, offer) =>
      ctx.right('dot-airline-refund') && outcome !== 'agreed'
        ? scheduleChanged(ctx)
          ? scheduleChangeStep(ctx)
          : refundStep(ctx)
        : isPenalty(ctx) && outcome !== 'agreed'
          ? penaltyStep(ctx)
          : beforeBuying(ctx)
            ? beforeBuyingStep(ctx, outcome)
            : feeStep(ctx, outcome, offer),
    strategy: (ctx) =>
      [
        ctx.right('dot-airline-refund') && !scheduleChanged(ctx) ? refundStrategy(ctx) : undefined,
        chosen(ctx).strategy,
      ]
        .filter(Boolean)
        .join(' '),
    opening: (ctx) => quoteLines(chosen(ctx).opening),
    rungs: (ctx) => rungsByName(chosen(ctx).rungs),
    email: (ctx) => chosen(ctx).email,
    talkingPoints: (ctx) => [...chosen(ctx).points],
    questions: (ctx) => chosen(ctx).questions.slice(0, 3),
    judgeOffer,
    // Before buying, nobody has said no yet: the follow-up is the same choice at the real price.
    followUpCopy: (ctx, outcome, offer, latest, said) => {
      const blamed = blamedRefund(ctx, outcome);
      if (blamed) return blamed;
      if (!beforeBuying(ctx)) {
        const other = otherChargeRemoved(ctx, outcome, said?.otherRemoved);
        if (other) return other;
        return (
          lateShownTicketFees(ctx, outcome, said) ??
          refusedCoveredFee(ctx, outcome) ??
          partOfCoveredFee(ctx, outcome, offer, latest)
        );
      }
      const plan = beforeBuyingPlan(ctx);
      const t = inLanguage(ctx.lang);
      return {
        strategy: [
          beforeBuyingStep(ctx, outcome),
          t(
            'If you want the all-in price in writing first, send the short message below.',
            'Si quiere el precio total por escrito primero, envíe el mensaje breve de abajo.',
          ),
        ].join(' '),
        opening: quoteLines(plan.opening),
        email: plan.email,
        talkingPoints: plan.points,
      };
    },
  };
})();

export const hiddenFees: AreaPlaybook = { en: feesCopy, es: feesCopy };
