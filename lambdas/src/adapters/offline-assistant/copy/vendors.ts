import { releaseDemandedAnswer } from './release-demanded.js';
import { shortDenied, withShortCharge } from './short-delivery-charge.js';
import { clientShortPayWords, shortPayBalance, withClientShortPay } from './client-short-pay.js';
import type { Language } from '@lane/shared';
import {
  amountOf,
  countOf,
  type CaseAmount,
  type CaseCount,
  type PerUnit,
} from '../../../domain/chat/case.js';
import { addDays, formatDay } from '../../../domain/chat/facts.js';
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
import { readOffer } from './offer-reading.js';
import { priceForVolume } from './volume-offer.js';
import * as talk from './relationship-talks.js';
import {
  SURCHARGE_HONEST,
  surchargeOf,
  surchargeReply,
  surchargeWords,
  type Surcharge,
} from './supplier-surcharge.js';

/**
 * Business talks: a supplier raising prices, a short or wrong delivery, a client paying late. No
 * reviewed right applies here (contracts and state law decide, and Lane states neither), so each
 * sub-case is a negotiation with a step-down ladder, closed in writing.
 */

const PER: Readonly<Record<Language, Partial<Record<PerUnit, string>>>> = {
  en: { item: 'each', month: 'a month', week: 'a week', hour: 'an hour', day: 'a day', year: 'a year' },
  es: { item: 'c/u', month: 'al mes', week: 'a la semana', hour: 'la hora', day: 'al día', year: 'al año' },
};

const SAYS_PER = /\/|\b(?:each|c\/u|hr|hour|hora|day|día|week|semana|month|mes|year|año)\b/iu;

/** A figure with what it is per ("$42 each"), as the person wrote it. */
function said(ctx: CopyContext, amount: CaseAmount | undefined): string | undefined {
  if (!amount) return undefined;
  return talk.withPer(amount.text, amount.per ? PER[ctx.lang][amount.per] : undefined, SAYS_PER);
}

interface Figures {
  /** Price rise: today's price, the new one, the rise and its percentage. */
  readonly current?: string;
  readonly proposed?: string;
  readonly increase?: string;
  readonly percent?: string;
  /** Short delivery: units missing, the unit price, the credit they add up to. */
  readonly missing?: number;
  /** How many were ordered and how many arrived, as the person wrote them. */
  readonly ordered?: string;
  readonly received?: string;
  readonly unit?: string;
  readonly credit?: string;
  readonly invoice?: string;
  readonly paid?: string;
  /** Price rise: how many the person buys a month (or a week), and a competing supplier's price. */
  readonly volume?: number;
  /** How often that volume is bought, in the answer's language: "a month", "a la semana". */
  readonly every?: string;
  /** A weekly volume's rise over a month (× 52 ÷ 12), beside the weekly rise. */
  readonly riseMonthly?: string;
  /** A rise by percentage on a monthly spend: "18% of about 2,400 a month is $432 a month, $5,184 a year". */
  readonly spendRise?: string;
  readonly spendRiseMonth?: string;
  /**
   * The contract's notice before a price change, against the notice given: the sentence saying the
   * new price can't apply before the notice runs out (Nov 18 + 30 days = December 18), when it is later
   * than the day the supplier named.
   */
  readonly notice?: string;
  /** That earliest day, and the contract's days. */
  readonly noticeEnds?: string;
  readonly noticeDays?: number;
  /** The day their notice came, in full ("October 1, 2025"). */
  readonly noticeGiven?: string;
  /**
   * A client's unpaid invoices told one by one: each with its sum, date, due day and days late
   * ("the 1.200 invoice of August 15, due September 14, 69 days overdue"), in the answer's language.
   */
  readonly invoiceLines?: readonly string[];
  readonly quote?: string;
  /** The rise over a month of the person's volume, at the new price and at the competing quote. */
  readonly riseMonth?: string;
  readonly quoteMonth?: string;
  /** The rise over a year of the person's volume, and how much less a month the quote is than the new price. */
  readonly riseYear?: string;
  readonly quoteUnderNew?: string;
  /** Years the person has bought from this supplier ("llevo 5 años con él"). */
  readonly years?: number;
  /** An offered price over a month, against today's price and against the competing quote. */
  readonly offerMonth?: (
    offer: string | undefined,
  ) => { readonly month: string; readonly overQuote?: string } | undefined;
  /** Part of what arrived is wrong: how many, their value, the right ones and what they cost. */
  readonly wrong?: number;
  readonly wrongCredit?: string;
  readonly right?: number;
  readonly payRight?: string;
  /** The invoice less the credit: what to pay for what arrived. */
  readonly payFor?: string;
  readonly delivered?: string;
  /** Client late: what is still owed, and when it was due. */
  readonly owed?: string;
  /** Half of what is owed: what "half now" brings in. */
  readonly half?: string;
  readonly due?: string;
  /** Days since the invoice fell due, when its due day is known. */
  readonly overdueDays?: number;
  /** A last date to pay for a final notice: a week from today. */
  readonly lastDay?: string;
  /** What is still owed, as a number, to work out what a partial payment leaves. */
  readonly owedValue?: number;
  /** The first count is what the invoice bills ("invoice says 40"), not what was ordered. */
  readonly invoiced?: boolean;
  /** A price rise announced beside another dispute: the day it starts ("January 1"), when given. */
  readonly riseDay?: string;
  /** The agreement fixes the price for its term. */
  readonly fixedPrice?: boolean;
  /** What a rise of the offered percentage ("10%") adds over a year of the person's spend. */
  readonly yearCostOf?: (offer: string | undefined) => string | undefined;
  /** Payment terms a client wants to stretch: the days now, the days asked, and what the wait costs. */
  readonly terms?: Terms;
  /** A surcharge added to each delivery ("recargo de combustible de 85 en cada entrega"). */
  readonly surcharge?: Surcharge;
}

interface Terms {
  readonly now?: number;
  readonly asked?: number;
  /** The days more the person would wait for each invoice. */
  readonly extraDays?: number;
  /** What the person invoices: a month's invoicing, or one invoice. */
  readonly monthly?: string;
  readonly invoice?: string;
  /** A month's invoicing × the extra wait: the more money waiting with the client at any time. */
  readonly carried?: string;
  /** The extra wait as months ("2"), when it is whole months. */
  readonly extraMonths?: number;
  /** 2% of a month's invoicing or of one invoice: an early-payment discount. */
  readonly discount?: string;
}

/** A client stretching its payment terms (net 30 to net 90): what the longer wait costs the person. */
function termsOf(ctx: CopyContext): Terms | undefined {
  const terms = ctx.case.paymentTerms;
  if (!terms) return undefined;
  const monthly = ctx.case.amounts.find(
    (amount) =>
      amount.per === 'month' &&
      (amount.role === 'unit' || amount.role === 'current' || amount.role === 'other'),
  );
  const invoice = monthly
    ? undefined
    : ctx.case.amounts.find((amount) => amount.value >= 50 && amount.per === undefined);
  const extraDays =
    terms.current !== undefined && terms.proposed !== undefined && terms.proposed > terms.current
      ? terms.proposed - terms.current
      : undefined;
  const base = monthly ?? invoice;
  return {
    ...(terms.current !== undefined ? { now: terms.current } : {}),
    ...(terms.proposed !== undefined ? { asked: terms.proposed } : {}),
    ...(extraDays !== undefined ? { extraDays } : {}),
    ...(extraDays !== undefined && extraDays % 30 === 0 ? { extraMonths: extraDays / 30 } : {}),
    ...(monthly ? { monthly: ctx.money(monthly.value) } : {}),
    ...(invoice ? { invoice: ctx.money(invoice.value) } : {}),
    ...(monthly && extraDays !== undefined ? { carried: ctx.money((monthly.value * extraDays) / 30) } : {}),
    ...(base ? { discount: exactMoney(ctx, base.value * 0.02) } : {}),
  };
}

/** "half", "la mitad", "50%": the offer is half of what is owed. */
function isHalf(offer: string | undefined): boolean {
  return offer !== undefined && /^\s*(?:half|la mitad|50\s?%)\s*$/iu.test(offer);
}

function shortfall(ordered: CaseCount | undefined, received: CaseCount | undefined): number | undefined {
  return ordered && received && ordered.value > received.value ? ordered.value - received.value : undefined;
}

/**
 * A sum Lane worked out, to the cent when it has cents (the shared formatter rounds sums of 100 or
 * more to whole dollars).
 */
function exactMoney(ctx: CopyContext, value: number): string {
  const cents = Math.round(value * 100);
  if (cents % 100 === 0 || value < 100) return ctx.money(cents / 100);
  const whole = ctx.money(Math.floor(cents / 100));
  const decimalComma = ctx.case.amounts.some((amount) => /\d,\d{2}(?!\d)/.test(amount.text));
  return whole.replace(
    /(\d)(?!.*\d)/,
    `$1${decimalComma ? ',' : '.'}${String(cents % 100).padStart(2, '0')}`,
  );
}

function figures(ctx: CopyContext): Figures {
  const kase = ctx.case;
  const ordered = countOf(kase, 'ordered', 'billed');
  const received = countOf(kase, 'received');
  const current = amountOf(kase, 'current');
  const billed = amountOf(kase, 'billed');
  const paid = amountOf(kase, 'paid');
  const invoice = billed ?? amountOf(kase, 'other');
  const unitAmount = kase.amounts.find((amount) => amount.role === 'unit');
  // "The invoice says 40 bags, 1,480": the unit price is the invoice over the count it bills, so
  // the credit and what to pay can be worked out instead of left as "[unit price]".
  const billedCount = countOf(kase, 'billed', 'ordered');
  // "ordered 20 cases … only 14 came": the shortfall, not the 20 the unit price was said for.
  const short = shortfall(ordered, received);
  const missingCount = short ?? ctx.computed.count;
  // "30 bags at $28 each": on a delivery, "each" prices one of the goods, never a ticket.
  const perItem =
    (unitAmount?.per === 'item' || (unitAmount?.per === 'ticket' && kindOf(ctx) === 'short')) &&
    short !== undefined
      ? unitAmount.value
      : undefined;
  // "2 of those are 16oz": part of what arrived is wrong, to be credited or replaced too.
  const wrongCount = received
    ? kase.counts?.find((count) => count.role === 'other' && count.value < received.value)?.value
    : undefined;
  const unitValue =
    !unitAmount && billed && billedCount && billedCount.value > 0 && missingCount !== undefined
      ? billed.value / billedCount.value
      : undefined;
  const derived = unitValue !== undefined && Math.abs(unitValue * 100 - Math.round(unitValue * 100)) < 1e-6;
  const creditValue =
    derived && missingCount !== undefined
      ? unitValue * missingCount
      : perItem !== undefined && short !== undefined
        ? perItem * short
        : ctx.computed.totalValue;
  const riseIso = kase.dates.find((date) => date.role === 'due')?.iso;
  const owedValue =
    shortPayBalance(ctx) ??
    (invoice && paid && paid.value < invoice.value ? invoice.value - paid.value : undefined);
  // "le compro como 40 costales al mes": the volume a price rise is multiplied by.
  const volumeCount = kindOf(ctx) === 'price' ? countOf(kase, 'ordered') : undefined;
  const volume = volumeCount?.value;
  // "40 cajas a la semana": a weekly volume's sums stay weekly; a month is 52 ÷ 12 weeks.
  const weekly = volumeCount?.per === 'week';
  const perYear = weekly ? 52 : 12;
  const proposedAmount = amountOf(kase, 'proposed');
  // "another supplier quoted me 31": a quote beside a price rise is the competing one.
  const quote = kindOf(ctx) === 'price' ? amountOf(kase, 'market', 'quoted') : undefined;
  const monthOver = (price: number | undefined) =>
    volume && current && price !== undefined && price > current.value
      ? exactMoney(ctx, (price - current.value) * volume)
      : undefined;
  return {
    ...(volume ? { volume, every: PER[ctx.lang][weekly ? 'week' : 'month'] } : {}),
    ...(weekly && volume && current && proposedAmount && proposedAmount.value > current.value
      ? {
          riseMonthly: exactMoney(
            ctx,
            Math.round(((proposedAmount.value - current.value) * volume * 52) / 12),
          ),
        }
      : {}),
    ...(quote ? { quote: said(ctx, quote) } : {}),
    riseMonth: monthOver(proposedAmount?.value),
    quoteMonth: monthOver(quote?.value),
    ...(volume && current && proposedAmount && proposedAmount.value > current.value
      ? { riseYear: exactMoney(ctx, (proposedAmount.value - current.value) * volume * perYear) }
      : {}),
    ...(volume && quote && proposedAmount && proposedAmount.value > quote.value
      ? { quoteUnderNew: exactMoney(ctx, (proposedAmount.value - quote.value) * volume) }
      : {}),
    ...(kase.tenureYears ? { years: kase.tenureYears } : {}),
    ...spendRiseOf(ctx),
    ...invoicesOf(ctx),
    ...noticeOf(ctx),
    offerMonth: (offer) => {
      const value = Number(/\d+(?:[.,]\d{1,2})?/u.exec(offer ?? '')?.[0]?.replace(',', '.'));
      const month = Number.isFinite(value) ? monthOver(value) : undefined;
      if (!month || !volume) return undefined;
      return {
        month,
        ...(quote && value > quote.value
          ? { overQuote: exactMoney(ctx, (value - quote.value) * volume) }
          : {}),
      };
    },
    current: said(ctx, current),
    proposed: said(ctx, proposedAmount),
    increase: ctx.computed.increase
      ? `${ctx.computed.increase}${current?.per && PER[ctx.lang][current.per] ? ` ${PER[ctx.lang][current.per]}` : ''}`
      : undefined,
    percent: ctx.computed.increasePercent ?? ctx.percent,
    missing: missingCount,
    ordered: ordered?.text,
    received: received?.text,
    invoiced: ordered?.role === 'billed',
    unit: derived ? `${exactMoney(ctx, unitValue)} ${PER[ctx.lang].item}` : said(ctx, unitAmount),
    credit:
      (derived || perItem !== undefined) && creditValue !== undefined
        ? exactMoney(ctx, creditValue)
        : ctx.computed.total,
    ...(wrongCount !== undefined && received && perItem !== undefined
      ? {
          wrong: wrongCount,
          wrongCredit: exactMoney(ctx, wrongCount * perItem),
          right: received.value - wrongCount,
          payRight: exactMoney(ctx, (received.value - wrongCount) * perItem),
        }
      : {}),
    invoice: billed?.text,
    paid: paid?.text,
    payFor:
      wrongCount !== undefined && received && perItem !== undefined
        ? exactMoney(ctx, (received.value - wrongCount) * perItem)
        : billed && creditValue !== undefined && !paid && billed.value > creditValue
          ? exactMoney(ctx, billed.value - creditValue)
          : undefined,
    riseDay: riseIso ? talk.monthDay(riseIso, ctx.lang) : undefined,
    delivered: ctx.date('service', 'other'),
    owed: owedValue !== undefined ? ctx.money(owedValue) : (severalInvoices(ctx) ?? invoice?.text),
    half:
      owedValue !== undefined
        ? ctx.money(owedValue / 2)
        : invoice?.value !== undefined
          ? ctx.money(invoice.value / 2)
          : undefined,
    due: ctx.date('due', 'bill'),
    overdueDays: overdueDays(ctx),
    lastDay: formatDay(addDays(ctx.today, 7), ctx.lang),
    owedValue: owedValue ?? invoice?.value,
    fixedPrice: kase.flags.fixedPrice === true,
    ...(kindOf(ctx) === 'terms' && termsOf(ctx) ? { terms: termsOf(ctx) } : {}),
    ...(surchargeOf(ctx) ? { surcharge: surchargeOf(ctx) } : {}),
    yearCostOf: (offer) => {
      const percent = offer ? /(\d+(?:[.,]\d+)?) ?%/u.exec(offer)?.[1] : undefined;
      const spend = yearlySpend(kase);
      return percent && spend !== undefined
        ? ctx.money((spend * Number(percent.replace(',', '.'))) / 100)
        : undefined;
    },
  };
}

/** Each unpaid invoice the person listed, with the day it fell due and how late it is today. */
function invoicesOf(ctx: CopyContext): Pick<Figures, 'invoiceLines'> {
  const invoices = ctx.case.invoices;
  if (kindOf(ctx) !== 'late' || !invoices || invoices.length < 2) return {};
  const t = inLanguage(ctx.lang);
  return {
    invoiceLines: invoices.map((invoice) => {
      const dated = talk.monthDay(invoice.iso, ctx.lang);
      const late = invoice.due
        ? Math.round((Date.parse(ctx.today) - Date.parse(invoice.due)) / 86_400_000)
        : undefined;
      const due = invoice.due ? talk.monthDay(invoice.due, ctx.lang) : undefined;
      return t(
        `the ${invoice.text} invoice of ${dated}${due ? `, due ${due}` : ''}${late !== undefined && late > 0 ? `, ${late} days overdue` : ''}`,
        `la factura de ${invoice.text} del ${dated}${due ? `, vencida el ${due}` : ''}${late !== undefined && late > 0 ? `, con ${late} días de atraso` : ''}`,
      );
    }),
  };
}

/** "prices go up 18%" on "about 2,400 a month": what the rise costs a month and a year. */
function spendRiseOf(ctx: CopyContext): Pick<Figures, 'spendRise' | 'spendRiseMonth'> {
  const kase = ctx.case;
  if (kindOf(ctx) !== 'price' || amountOf(kase, 'proposed')) return {};
  const spend = kase.amounts.find((amount) => amount.role === 'unit' && amount.per === 'month');
  const percent = ctx.percent ? /(\d+(?:[.,]\d+)?)\s?%/u.exec(ctx.percent)?.[1] : undefined;
  if (!percent) return {};
  const share = Number(percent.replace(',', '.')) / 100;
  // "la factura con 15% mas … el mes pasado pague 2,200": the rise on what was paid last time,
  // worked out (330, so 2,530), never a blank for it.
  const paid = spend ? undefined : kase.amounts.find((amount) => amount.role === 'paid' && amount.value > 0);
  if (paid) {
    const rise = Math.round(paid.value * share * 100) / 100;
    const total = exactMoney(ctx, Math.round((paid.value + rise) * 100) / 100);
    return {
      spendRise: inLanguage(ctx.lang)(
        `${ctx.percent} on the ${paid.text} you paid last time is ${exactMoney(ctx, rise)}, so ${total} at the new price`,
        `el ${ctx.percent} sobre los ${paid.text} que pagó la última vez son ${exactMoney(ctx, rise)}, o sea ${total} con el precio nuevo`,
      ),
    };
  }
  if (!spend) return {};
  const month = exactMoney(ctx, Math.round(spend.value * share * 100) / 100);
  const year = exactMoney(ctx, Math.round(spend.value * share * 12 * 100) / 100);
  const t = inLanguage(ctx.lang);
  return {
    spendRiseMonth: month,
    spendRise: t(
      `${ctx.percent} of about ${spend.text} a month is ${month} a month, about ${year} a year`,
      `el ${ctx.percent} de unos ${spend.text} al mes son ${month} al mes, unos ${year} al año`,
    ),
  };
}

/**
 * "our contract says they have to give 30 days written notice … emailed nov 18 … starting dec 1":
 * the new price can't apply before the notice runs out (December 18), whatever day they named.
 */
function noticeOf(ctx: CopyContext): Pick<Figures, 'notice' | 'noticeEnds' | 'noticeDays' | 'noticeGiven'> {
  const kase = ctx.case;
  const days = kase.noticeDays;
  if (kindOf(ctx) !== 'price' || !days) return {};
  const start = kase.dates.find((date) => date.role === 'due' && date.iso);
  // "la factura del 5 de octubre con 15% mas … solo un whatsapp el 1 de octubre": with no start day
  // named, the invoice at the new price is when it was applied, and the day before it the notice.
  const billed = start ? undefined : kase.dates.find((date) => date.role === 'bill' && date.iso);
  const given =
    kase.dates.find((date) => date.role === 'notice' && date.iso) ??
    (billed
      ? kase.dates
          .filter((date) => date.iso && date.iso < billed.iso! && date.role !== 'service')
          .sort((a, b) => (a.iso! < b.iso! ? 1 : -1))[0]
      : undefined) ??
    // The day the supplier wrote: the one date before the day the new price starts.
    kase.dates.find(
      (date) => date.role !== 'due' && date.iso && start?.iso !== undefined && date.iso < start.iso,
    ) ??
    kase.dates.find((date) => date.role === 'other' && date.iso && !start?.iso);
  if (!given?.iso) return {};
  const endsIso = addDays(given.iso, days);
  if (start?.iso && endsIso <= start.iso) return {};
  if (billed?.iso && endsIso <= billed.iso) return {};
  const ends = formatDay(endsIso, ctx.lang);
  const named = start?.iso
    ? formatDay(start.iso, ctx.lang)
    : billed?.iso
      ? formatDay(billed.iso, ctx.lang)
      : undefined;
  const t = inLanguage(ctx.lang);
  return {
    noticeDays: days,
    noticeEnds: ends,
    noticeGiven: formatDay(given.iso, ctx.lang),
    notice: t(
      `Your contract requires ${days} days' written notice of a price change, and their notice came ${formatDay(given.iso, ctx.lang)}: the new price can't apply before ${ends}${named ? `, not ${named}` : ''}. Ask them in writing to keep your current price until at least then.`,
      `Su contrato exige ${days} días de aviso por escrito antes de un cambio de precio, y su aviso llegó el ${formatDay(given.iso, ctx.lang)}: el nuevo precio no puede aplicarse antes del ${ends}${named ? `, no el ${named}` : ''}. Pídales por escrito que mantengan su precio actual al menos hasta entonces.`,
    ),
  };
}

/** Days since the invoice fell due ("net 30" from its date), once it has. */
function overdueDays(ctx: CopyContext): number | undefined {
  const due = ctx.case.dates.find((date) => date.role === 'due' && date.iso)?.iso;
  if (!due) return undefined;
  const days = Math.round((Date.parse(ctx.today) - Date.parse(due)) / 86_400_000);
  return days > 0 ? days : undefined;
}

/** A year of the person's spend with the supplier: "about 2k a month" is 24,000 a year. */
function yearlySpend(kase: CopyContext['case']): number | undefined {
  const unit = kase.amounts.find((amount) => amount.role === 'unit' || amount.role === 'current');
  if (!unit) return undefined;
  if (unit.per === 'month') return unit.value * 12;
  if (unit.per === 'week') return unit.value * 52;
  if (unit.per === 'year') return unit.value;
  return undefined;
}

type Kind = 'price' | 'surcharge' | 'short' | 'late' | 'terms' | 'unsure';

const kindBySubCase = talk.kindBySubCase<Kind>(
  { vendor_price_rise: 'price', vendor_short_delivery: 'short', vendor_client_late: 'late' },
  'unsure',
);

/** A client asking for longer payment terms (net 30 to net 90): when it pays, not a late invoice. */
function kindOf(ctx: CopyContext): Kind {
  const kind = kindBySubCase(ctx);
  // A surcharge added to each delivery is its own talk: the contract's clause, not a rise to phase in.
  if (kind === 'price' && surchargeOf(ctx)) return 'surcharge';
  return kind === 'late' && ctx.case.paymentTerms ? 'terms' : kind;
}

/** The late-invoice plan's words, with what is owed, the due day and the days overdue. */
function lateWords(ctx: CopyContext, f: Figures, owed: string, due: string, days: string): SubCopy {
  const words = oneInvoiceWords(ctx, f, owed, due, days);
  return f.invoiceLines ? severalInvoiceWords(ctx, f, owed, words) : deliveredNoDue(ctx, f, words);
}

/**
 * No due date given, but the day the work was delivered is ("i delivered everything july 15"): the
 * invoice is told by that day and the days since, never "due [due date], [number] days overdue".
 */
function deliveredNoDue(ctx: CopyContext, f: Figures, words: SubCopy): SubCopy {
  const iso = ctx.case.dates.find((date) => date.role === 'service' && date.iso)?.iso;
  if (f.due || !iso || !f.delivered) return words;
  const since = Math.round((Date.parse(ctx.today) - Date.parse(iso)) / 86_400_000);
  if (since <= 0) return words;
  const d = talk.monthDay(iso, ctx.lang);
  const swaps: readonly (readonly [string, string])[] =
    ctx.lang === 'es'
      ? [
          [
            'vencida el [fecha de vencimiento], con [número] días de atraso',
            `por el trabajo entregado el ${d} (hace ${since} días)`,
          ],
          [
            ', que vencía el [fecha de vencimiento], tiene [número] días de atraso',
            `, por el trabajo entregado el ${d}, sigue sin pagarse ${since} días después`,
          ],
          [', que vencía el [fecha de vencimiento]', `, por el trabajo entregado el ${d}`],
          [
            'vencida el [fecha de vencimiento], [número] días de atraso',
            `trabajo entregado el ${d}, hace ${since} días`,
          ],
        ]
      : [
          ['due [due date], now [number] days overdue', `for work delivered ${d} (${since} days ago)`],
          [
            ', due on [due date], is now [number] days past due',
            `, for work delivered ${d}, is still unpaid ${since} days later`,
          ],
          [', due on [due date]', `, for work delivered ${d}`],
          ['due [due date], [number] days overdue', `work delivered ${d}, ${since} days ago`],
        ];
  const swap = (text: string) => swaps.reduce((out, [from, to]) => out.split(from).join(to), text);
  return {
    ...words,
    strategy: swap(words.strategy),
    opening: words.opening.map(swap),
    email: { subject: swap(words.email.subject), body: swap(words.email.body) },
    talkingPoints: words.talkingPoints.map(swap),
  };
}

/**
 * Two or more invoices told one by one: each named with its sum, date, due day and days late,
 * never one "invoice [number]" for the total with a blank due date.
 */
function severalInvoiceWords(ctx: CopyContext, f: Figures, owed: string, words: SubCopy): SubCopy {
  const t = inLanguage(ctx.lang);
  const lines = f.invoiceLines ?? [];
  const list = lines.join(t('; ', '; '));
  const listed = lines.length === 2 ? lines.join(t(' and ', ' y ')) : list;
  return {
    ...words,
    subject: t(`the unpaid invoices (${owed})`, `las facturas sin pagar (${owed})`),
    strategy: t(
      `Send a firm written reminder, or a final notice with a last date to pay if your reminders have gone unanswered: ${listed}; ${owed} in all. Ask for a payment date for each and confirm it in writing the same day. If that date slips, pause new work; add a late fee only if your contract provides for one, and keep small claims court as the last rung.`,
      `Envíe un recordatorio firme por escrito, o un aviso final con una última fecha de pago si sus recordatorios no tuvieron respuesta: ${listed}; ${owed} en total. Pida una fecha de pago para cada una y confírmela por escrito el mismo día. Si esa fecha no se cumple, pause el trabajo nuevo; cobre un recargo por atraso solo si su contrato lo prevé, y deje la corte de reclamos menores como último paso.`,
    ),
    opening: [
      t(
        `Hi [client's name], it's [your name]. I'm calling about two unpaid invoices, ${owed} in all: ${listed}.`,
        `Hola, [nombre del cliente], habla [su nombre]. Le llamo por dos facturas sin pagar, ${owed} en total: ${listed}.`,
      ),
      t('Is anything holding them up on your side?', '¿Hay algo que las esté deteniendo de su lado?'),
      ...words.opening.slice(2),
    ],
    email: {
      subject: t(`Unpaid invoices (${owed}): past due`, `Facturas sin pagar (${owed}): pago vencido`),
      body: t(
        `Hi [client's name],\n\nA reminder that these invoices are past due, ${owed} in all:\n${lines.map((line) => `- ${line}`).join('\n')}\n\nCopies are attached.\n\nCould you reply by [date] with the date the payment will go out? You can pay by [payment link or method].\n\nThank you,\n[Your name]`,
        `Buenos días, [nombre del cliente]:\n\nLe escribo como recordatorio de estas facturas vencidas, ${owed} en total:\n${lines.map((line) => `- ${line}`).join('\n')}\n\nAdjunto copias.\n\n¿Me podría responder antes del [fecha] con la fecha en que saldrá el pago? Puede pagar por [enlace o forma de pago].\n\nGracias,\n[Su nombre]`,
      ),
    },
    talkingPoints: [
      t(`Have it in front of you: ${list}.`, `Tenga a mano: ${list}.`),
      ...words.talkingPoints.slice(1),
    ],
  };
}

function oneInvoiceWords(ctx: CopyContext, f: Figures, owed: string, due: string, days: string): SubCopy {
  const t = inLanguage(ctx.lang);
  return {
    party: ctx.namedParty ?? t('your client', 'su cliente'),
    subject: t(
      `invoice ${inv(ctx, 'en')}${f.owed ? ` for ${f.owed}` : ''}`,
      `la factura ${inv(ctx, 'es')}${f.owed ? ` de ${f.owed}` : ''}`,
    ),
    strategy: t(
      `Send a firm written reminder, or a final notice with a last date to pay if your reminders have gone unanswered: invoice ${inv(ctx, 'en')}, ${owed}${f.paid ? ` still owed (${f.paid} paid)` : ''}, due ${due}, now ${days} days overdue. Ask for a payment date and confirm it in writing the same day. If that date slips, pause new work; add a late fee only if your contract provides for one, and keep small claims court as the last rung.`,
      `Envíe un recordatorio firme por escrito, o un aviso final con una última fecha de pago si sus recordatorios no tuvieron respuesta: factura ${inv(ctx, 'es')}, ${owed}${f.paid ? ` pendientes (ya pagaron ${f.paid})` : ''}, vencida el ${due}, con ${days} días de atraso. Pida una fecha de pago y confírmela por escrito el mismo día. Si esa fecha no se cumple, pause el trabajo nuevo; cobre un recargo por atraso solo si su contrato lo prevé, y deje la corte de reclamos menores como último paso.`,
    ),
    opening: [
      t(
        `Hi [client's name], it's [your name]. I'm calling about invoice ${inv(ctx, 'en')} for ${owed}, due on ${due}.`,
        `Hola, [nombre del cliente], habla [su nombre]. Le llamo por la factura ${inv(ctx, 'es')} de ${owed}, que vencía el ${due}.`,
      ),
      t('Is anything holding it up on your side?', '¿Hay algo que la esté deteniendo de su lado?'),
      t('What date will the payment go out?', '¿En qué fecha saldrá el pago?'),
    ],
    rungs: [
      [
        t('A firm date', 'Una fecha firme'),
        t(
          "Can we agree on a payment date this week? I'll confirm it by email.",
          '¿Podemos acordar una fecha de pago esta semana? Se la confirmo por correo.',
        ),
      ],
      [
        t('Easier to pay', 'Facilitar el pago'),
        t(
          'Would a card payment or a payment link make it easier to pay today?',
          '¿Le facilitaría pagar hoy con tarjeta o con un enlace de pago?',
        ),
      ],
      [
        t('Two dated payments', 'Dos pagos con fecha'),
        t(
          'If the full amount is hard right now, could you pay [part] by [date] and the rest by [date]?',
          'Si el total es difícil ahora, ¿podría pagar [una parte] el [fecha] y el resto el [fecha]?',
        ),
      ],
      [
        t('Accounts payable', 'Cuentas por pagar'),
        t(
          'Who approves payments? Could you connect me with accounts payable or the owner?',
          '¿Quién aprueba los pagos? ¿Me puede comunicar con cuentas por pagar o con la gerencia?',
        ),
      ],
      [
        t('Pause new work', 'Pausar el trabajo nuevo'),
        t(
          "I'll need to pause new work until the invoice is paid. I'd like to keep working together.",
          'Voy a tener que pausar el trabajo nuevo hasta que se pague la factura. Me gustaría seguir trabajando juntos.',
        ),
      ],
      [
        t('Final notice, then small claims', 'Aviso final y reclamos menores'),
        t(
          "If it isn't paid by [date], I'll send a final notice and then file in small claims court.",
          'Si no se paga antes del [fecha], enviaré un aviso final y luego presentaré el caso en la corte de reclamos menores.',
        ),
      ],
    ],
    email: {
      subject: t(
        `Invoice ${inv(ctx, 'en')}${f.owed ? ` (${f.owed})` : ''}: past due`,
        `Factura ${inv(ctx, 'es')}${f.owed ? ` (${f.owed})` : ''}: pago vencido`,
      ),
      body: t(
        // A month or more late is past a friendly reminder: the email asks for payment by a date.
        Number(days) >= 30
          ? `Hi [client's name],\n\nInvoice ${inv(ctx, 'en')} for ${owed}, due on ${due} under our agreement, is now ${days} days past due. A copy is attached.\n\nPlease pay it by [date], or reply by then with the date the payment will go out. You can pay by [payment link or method].\n\nThank you,\n[Your name]`
          : `Hi [client's name],\n\nA friendly reminder that invoice ${inv(ctx, 'en')} for ${owed}, due on ${due}, is now ${days} days past due. A copy is attached.\n\nCould you reply by [date] with the date the payment will go out? You can pay by [payment link or method].\n\nThank you,\n[Your name]`,
        Number(days) >= 30
          ? `Buenos días, [nombre del cliente]:\n\nLa factura ${inv(ctx, 'es')} de ${owed}, que vencía el ${due} según nuestro acuerdo, tiene ${days} días de atraso. Adjunto una copia.\n\nLe pido pagarla antes del [fecha], o responderme para esa fecha con el día en que saldrá el pago. Puede pagar por [enlace o forma de pago].\n\nGracias,\n[Su nombre]`
          : `Buenos días, [nombre del cliente]:\n\nLe escribo como recordatorio: la factura ${inv(ctx, 'es')} de ${owed}, que vencía el ${due}, tiene ${days} días de atraso. Adjunto una copia.\n\n¿Me podría responder antes del [fecha] con la fecha en que saldrá el pago? Puede pagar por [enlace o forma de pago].\n\nGracias,\n[Su nombre]`,
      ),
    },
    talkingPoints: [
      t(
        `Have it in front of you: invoice ${inv(ctx, 'en')}, ${owed}, due ${due}, ${days} days overdue.`,
        `Tenga a mano: factura ${inv(ctx, 'es')}, ${owed}, vencida el ${due}, ${days} días de atraso.`,
      ),
      t(
        'Polite and firm: ask for a date, not a promise, and confirm it by email.',
        'Amable y firme: pida una fecha, no una promesa, y confírmela por correo.',
      ),
      ctx.case.flags.payWhenPaidClaimed === true
        ? t(
            `"We're waiting on our client" is their problem, not a new due date: unless your contract says you're paid only when they are, the invoice was due ${due}.`,
            `"Esperamos que nuestro cliente nos pague" es problema de ellos, no una nueva fecha de pago: salvo que su contrato diga que a usted le pagan solo cuando les paguen a ellos, la factura vencía el ${due}.`,
          )
        : t(
            'No signed contract? Your texts and emails about the job and the price show the agreement: keep them.',
            '¿Sin contrato firmado? Sus mensajes de texto y correos sobre el trabajo y el precio prueban el acuerdo: guárdelos.',
          ),
      t(
        'A late fee or interest only if your contract says so.',
        'Un recargo o intereses por atraso solo si su contrato lo dice.',
      ),
      ctx.case.state
        ? t(
            `Check whether ${ctx.case.state} (or your city) has a freelancer pay law: the ${ctx.case.state} labor department's site will say.${ctx.case.city === 'New York City' ? " In New York City, ask the Department of Consumer and Worker Protection (DCWP) whether the city's freelancer law covers this invoice." : ''}`,
            `Averigüe si ${ctx.case.state} (o su ciudad) tiene una ley de pago para trabajadores independientes: el sitio del departamento de trabajo de ${ctx.case.state} lo indica.${ctx.case.city === 'New York City' ? ' En la ciudad de Nueva York, pregunte al Departamento de Protección del Consumidor y del Trabajador (DCWP) si la ley de la ciudad para independientes cubre esta factura.' : ''}`,
          )
        : t(
            "Check whether your state or city has a freelancer pay law: your state labor department's site will say.",
            'Averigüe si su estado o ciudad tiene una ley de pago para trabajadores independientes: el sitio del departamento de trabajo de su estado lo indica.',
          ),
      t(
        'Small claims court is the last rung: ask the court clerk about the limit and fees.',
        'La corte de reclamos menores es el último paso: pregunte en la secretaría por el límite y los costos.',
      ),
    ],
    questions: [
      ...talk.unlessGiven([
        f.owed && f.due,
        t('What is the invoice amount, and when was it due?', '¿De cuánto es la factura y cuándo vencía?'),
      ]),
      t(
        'Do you have a written contract or signed estimate, and does it mention late fees?',
        '¿Tiene un contrato o presupuesto firmado, y menciona recargos por atraso?',
      ),
    ],
    complaintRoutes: t(
      'a final written notice, then small claims court in your county (ask the court clerk about the limit and fees); your state labor department can tell you whether a freelancer pay law covers you',
      'un aviso final por escrito y luego la corte de reclamos menores de su condado (pregunte en la secretaría por el límite y los costos); el departamento de trabajo de su estado puede decirle si una ley de pago para independientes lo protege',
    ),
  };
}

/** Each sub-case's words, one function per sub-case for both languages. */
function wordsIn(lang: Language): Record<Kind, (ctx: CopyContext, f: Figures) => SubCopy> {
  const words = priceAndOtherWords(lang);
  return {
    ...words,
    price: (ctx, f) => withOtherSupplier(ctx, words.price(ctx, f)),
    // A short delivery billed with a surcharge beside the goods: pay what arrived, hold the rest.
    short: (ctx, f) => withShortCharge(ctx, words.short(ctx, f)),
  };
}

/**
 * A second supplier's new charge told beside the price rise ("tambien el de carne me esta cobrando
 * entrega 25"): its own short talk, in writing with a date, so it isn't dropped.
 */
function withOtherSupplier(ctx: CopyContext, words: SubCopy): SubCopy {
  const other = ctx.case.otherSupplierFee;
  if (!other) return words;
  return { ...words, strategy: `${words.strategy} ${otherSupplierLine(ctx, other)}` };
}

function otherSupplierLine(
  ctx: CopyContext,
  other: NonNullable<CopyContext['case']['otherSupplierFee']>,
): string {
  const t = inLanguage(ctx.lang);
  return t(
    `The ${other.who} supplier's new ${other.text} ${other.charge} charge is a second talk: write to them today and ask them to drop it or waive it above a minimum order, with a date to answer (a week out). Ask two other ${other.who} suppliers for quotes the same day.`,
    `El nuevo cargo de ${other.charge} de ${other.text} del proveedor de ${other.who} es otra conversación: escríbales hoy y pídales quitarlo o no cobrarlo a partir de un pedido mínimo, con una fecha para responder (en una semana). Ese mismo día, pida cotizaciones a otros dos proveedores de ${other.who}.`,
  );
}

/** The old price and the rise from the person's figures: "el mes pasado pagué 2,200 … 15% más" → 330. */
function riseOfPrice(ctx: CopyContext): { old?: string; rise?: string; total?: string } {
  const kase = ctx.case;
  // "antes pagaba 3000 al mes": a price per month is the old price too.
  const old =
    amountOf(kase, 'current') ?? amountOf(kase, 'paid') ?? amountOf(kase, 'billed') ?? amountOf(kase, 'unit');
  const proposed = amountOf(kase, 'proposed');
  const share = ctx.percent ? /(\d+(?:[.,]\d+)?)\s?%/u.exec(ctx.percent)?.[1] : undefined;
  const riseValue =
    old && proposed && proposed.value > old.value
      ? proposed.value - old.value
      : old && share
        ? (old.value * Number(share.replace(',', '.'))) / 100
        : undefined;
  return {
    ...(old ? { old: old.text } : {}),
    ...(riseValue !== undefined ? { rise: exactMoney(ctx, riseValue) } : {}),
    ...(old && riseValue !== undefined ? { total: exactMoney(ctx, old.value + riseValue) } : {}),
  };
}

/**
 * A price rise billed before the contract's written notice ran out ("30 dias de aviso por escrito …
 * solo un whatsapp el 1 de octubre … factura del 5 de octubre con 15% mas"): the contract already
 * decides it, so nothing is negotiated or thanked for. Pay the agreed price, dispute the difference
 * (worked out), and ask for a corrected invoice; the new price can be talked about once the notice runs.
 */
function noticeNotMet(ctx: CopyContext, f: Figures, base: SubCopy): SubCopy {
  const t = inLanguage(ctx.lang);
  const { old, rise, total } = riseOfPrice(ctx);
  const ends = f.noticeEnds!;
  const days = f.noticeDays;
  const given = f.noticeGiven;
  const bill = ctx.case.dates.find((date) => date.role === 'bill' && date.iso);
  const invoice = bill?.iso
    ? t(`the ${formatDay(bill.iso, ctx.lang)} invoice`, `la factura del ${formatDay(bill.iso, ctx.lang)}`)
    : t('the invoice', 'la factura');
  /** "the $330" / "los $330", or "the difference" / "la diferencia" when no figure can be worked out. */
  const theDiff = rise ? t(`the ${rise}`, `los ${rise}`) : t('the difference', 'la diferencia');
  const agreed = old
    ? t(`the agreed price, ${old}`, `el precio acordado, ${old}`)
    : t('the agreed price', 'el precio acordado');
  const evenCounting = given
    ? t(
        `Even counting your notice of ${given} as the written notice our contract requires, the new price can't apply before ${ends}.`,
        `Aun contando su aviso del ${given} como el aviso por escrito que exige nuestro contrato, el nuevo precio no puede aplicarse antes del ${ends}.`,
      )
    : t(`The new price can't apply before ${ends}.`, `El nuevo precio no puede aplicarse antes del ${ends}.`);
  const math =
    rise && old && f.percent
      ? t(
          `${f.percent} of ${old} is ${rise}: ${total} instead of ${old}.`,
          `El ${f.percent} de ${old} son ${rise}: ${total} en vez de ${old}.`,
        )
      : undefined;
  return {
    ...base,
    strategy: t(
      `${(f.notice ?? '').replace(/ Ask them in writing to keep your current price until at least then\.$/u, '')} ${math ? `${math} ` : ''}Your contract already settles this, so don't negotiate it or thank them for the notice: pay ${invoice} at ${agreed}, dispute ${theDiff} in writing quoting the notice clause, and ask for a corrected invoice. Get quotes from two or three other suppliers now, in case they push back. Once the notice has run, you can talk about the new price on its merits.`,
      `${(f.notice ?? '').replace(/ Pídales por escrito que mantengan su precio actual al menos hasta entonces\.$/u, '')} ${math ? `${math} ` : ''}Su contrato ya lo resuelve, así que no lo negocie ni agradezca el aviso: pague ${invoice} al ${agreed.replace(/^el /u, '')}, dispute ${theDiff} por escrito citando la cláusula de aviso y pida una factura corregida. Pida ya cotizaciones a dos o tres otros proveedores, por si se resisten. Cuando pase el plazo del aviso, podrá hablar del nuevo precio por sus méritos.`,
    ).trim(),
    opening: [
      base.opening[0]!,
      t(
        `Our contract requires ${days} days' written notice of a price change. ${evenCounting}`,
        `Nuestro contrato exige ${days} días de aviso por escrito antes de un cambio de precio. ${evenCounting}`,
      ),
      t(
        `I'm paying ${invoice} at ${agreed}, and I dispute ${theDiff}. Please send me a corrected invoice.`,
        `Pago ${invoice} al ${agreed.replace(/^el /u, '')}, y disputo ${theDiff}. Les pido enviarme una factura corregida.`,
      ),
    ],
    rungs: [
      [
        t('Corrected invoice', 'Factura corregida'),
        t(
          `Please reissue ${invoice} at ${agreed}.`,
          `Les pido volver a emitir ${invoice} al ${agreed.replace(/^el /u, '')}.`,
        ),
      ],
      [
        t('The notice clause', 'La cláusula de aviso'),
        t(
          `Our contract's ${days} days' written notice means the current price holds until ${ends}.`,
          `Los ${days} días de aviso por escrito de nuestro contrato significan que el precio actual se mantiene hasta el ${ends}.`,
        ),
      ],
      [
        t('In writing', 'Por escrito'),
        t(
          `Please confirm in writing that the current price holds until ${ends}.`,
          `Les pido confirmar por escrito que el precio actual se mantiene hasta el ${ends}.`,
        ),
      ],
      [
        t('Their manager', 'Su gerente'),
        t(
          "Could you take this to your manager? We'd like to keep the account with you.",
          '¿Podría llevar esto a su gerente? Queremos seguir trabajando con ustedes.',
        ),
      ],
      [
        t('After the notice', 'Después del aviso'),
        t(
          `From ${ends}, could you hold our price for [six] months or phase the rise in, for a volume commitment?`,
          `A partir del ${ends}, ¿podrían mantener nuestro precio por [seis] meses o aplicar el aumento por etapas, a cambio de un compromiso de volumen?`,
        ),
      ],
      [
        t('Competing quote (only if real)', 'Otra cotización (solo si es real)'),
        t(
          `We have a quote from another supplier at ${f.quote ?? '[price]'}. Can you match it or get closer?`,
          `Tenemos una cotización de otro proveedor a ${f.quote ?? '[precio]'}. ¿Pueden igualarla o acercarse?`,
        ),
      ],
    ],
    email: {
      subject: t(
        `[Your business]: ${invoice} and our contract's ${days} days' notice`,
        `[Su negocio]: ${invoice} y el aviso de ${days} días de nuestro contrato`,
      ),
      body: t(
        `Hi [account manager's name],\n\nOur contract requires ${days} days' written notice of a price change. ${evenCounting}\n\nI am paying ${invoice} at ${agreed}, and I dispute ${theDiff}${f.percent ? ` (${f.percent})` : ''}. Please send me a corrected invoice and confirm in writing that the current price holds until ${ends}.\n\nAfter that date, I'm glad to talk about pricing.\n\nThank you,\n[Your name]\n[Your business]`,
        `Buenos días, [nombre del ejecutivo de cuenta]:\n\nNuestro contrato exige ${days} días de aviso por escrito antes de un cambio de precio. ${evenCounting}\n\nPago ${invoice} al ${agreed.replace(/^el /u, '')}, y disputo ${theDiff}${f.percent ? ` (${f.percent})` : ''}. Les pido enviarme una factura corregida y confirmar por escrito que el precio actual se mantiene hasta el ${ends}.\n\nDespués de esa fecha, con gusto hablamos de precios.\n\nGracias,\n[Su nombre]\n[Su negocio]`,
      ),
    },
    talkingPoints: [
      ...(math ? [math] : []),
      t(
        `Pay the agreed price on time: the contract is on your side, so keep your own side of it.`,
        'Pague el precio acordado a tiempo: el contrato está de su lado, así que cumpla usted su parte.',
      ),
      t(
        'Keep the contract page with the notice clause and their message, side by side.',
        'Tenga a mano la página del contrato con la cláusula de aviso y su mensaje.',
      ),
      t(
        'Line up a backup supplier now, in case they threaten to stop deliveries.',
        'Consiga ya un proveedor de respaldo, por si amenazan con dejar de entregar.',
      ),
    ],
  };
}

function priceAndOtherWords(lang: Language): Record<Kind, (ctx: CopyContext, f: Figures) => SubCopy> {
  const t = inLanguage(lang);
  return {
    price: (ctx, f) => {
      const named = ctx.namedParty;
      const change =
        f.current && f.proposed
          ? t(`${f.current} to ${f.proposed}`, `de ${f.current} a ${f.proposed}`)
          : undefined;
      const base: SubCopy = {
        party: named ?? t('your supplier', 'su proveedor'),
        subject: t(
          `the price increase${named ? ` from ${named}` : ''}${change ? ` (${change})` : f.percent ? ` (${f.percent})` : ''}`,
          `el aumento de precio${named ? ` de ${named}` : ''}${change ? ` (${change})` : f.percent ? ` (${f.percent})` : ''}`,
        ),
        strategy: f.fixedPrice
          ? t(
              `${change && f.increase ? `Going from ${change} adds ${f.increase}${f.percent ? ` (${f.percent})` : ''}. ` : ''}Your signed agreement fixes the price${f.current ? ` at ${f.current}` : ''} for its term: ask them in writing to bill at the agreed price and correct the invoice, and to show the clause they rely on if they say it allows a change. Keep paying the agreed price, not the new one, and talk about a new price when the agreement comes up for renewal. Get their answer in writing.`,
              `${change && f.increase ? `Pasar ${change} suma ${f.increase}${f.percent ? ` (${f.percent})` : ''}. ` : ''}Su acuerdo firmado fija el precio${f.current ? ` en ${f.current}` : ''} durante su plazo: pida por escrito que facturen al precio acordado y corrijan la factura, y que le muestren la cláusula en que se apoyan si dicen que permite un cambio. Siga pagando el precio acordado, no el nuevo, y hable de un precio nuevo cuando toque renovar el acuerdo. Pida su respuesta por escrito.`,
            )
          : t(
              `${change && f.increase ? `Going from ${change} adds ${f.increase}${f.percent ? ` (${f.percent})` : ''}${f.riseMonth ? `: at about ${f.volume} ${f.every}, ${f.riseMonth} more ${f.every}${f.riseMonthly ? ` (about ${f.riseMonthly} a month, ${f.riseYear} a year)` : ''}` : ''}. ` : ''}${f.quote ? `The other supplier's ${f.quote} would be ${f.quoteMonth ? `${f.quoteMonth} more ${f.every} than today${f.quoteUnderNew ? `, ${f.quoteUnderNew} ${f.every} less than the new ${f.proposed}` : ''}` : 'your fallback'}: place a small trial order first to check its quality and delivery, and use it as your real competing quote. ` : ''}${f.spendRise && !change ? `The rise: ${f.spendRise}. ` : ''}${f.notice ? `${f.notice} ` : f.riseDay ? `It starts ${f.riseDay}, so talk to them well before then. ` : ''}Ask what's behind it (which of their costs rose), then ask them to hold ${f.current ?? 'your current price'} for [six] months or phase the increase in, in exchange for a volume or term commitment. Before the call, get written quotes from two or three other suppliers${f.fixedPrice ? '. Your agreement fixes the price for its term: ask which clause they rely on to change it before it ends, and hold to the agreed price until they show you' : f.notice ? '' : ', and check whether your contract or agreement fixes the price or requires notice of a change'}. Get the final terms in writing.`,
              `${change && f.increase ? `Pasar ${change} suma ${f.increase}${f.percent ? ` (${f.percent})` : ''}${f.riseMonth ? `: con unos ${f.volume} ${f.every}, ${f.riseMonth} más ${f.every}${f.riseMonthly ? ` (unos ${f.riseMonthly} al mes, ${f.riseYear} al año)` : ''}` : ''}. ` : ''}${f.quote ? `Con el otro proveedor, a ${f.quote}, serían ${f.quoteMonth ? `${f.quoteMonth} más ${f.every} que hoy${f.quoteUnderNew ? ` y ${f.quoteUnderNew} ${f.every} menos que con ${f.proposed}` : ''}` : 'su alternativa'}: haga primero un pedido pequeño de prueba para revisar la calidad y la entrega, y úselo como su cotización real. ` : ''}${f.spendRise && !change ? `El aumento: ${f.spendRise}. ` : ''}${f.notice ? `${f.notice} ` : f.riseDay ? `Empieza el ${f.riseDay}, así que hable con ellos bastante antes. ` : ''}Pregunte qué hay detrás (qué costos les subieron) y pida que mantengan ${f.current ?? 'su precio actual'} por [seis] meses o que apliquen el aumento por etapas, a cambio de un compromiso de volumen o de plazo. Antes de llamar, pida cotizaciones por escrito a dos o tres otros proveedores${f.fixedPrice ? '. Su acuerdo fija el precio durante su plazo: pregunte en qué cláusula se apoyan para cambiarlo antes de que termine, y mantenga el precio acordado hasta que se la muestren' : f.notice ? '' : ', y revise si su contrato o acuerdo fija el precio o exige avisar antes de un cambio'}. Deje las condiciones finales por escrito.`,
            ),
        opening: [
          t(
            `Hi [account manager's name], this is [your name] from [your business]. We've ordered from you for ${f.years ?? '[number]'} ${f.years === 1 ? 'year' : 'years'}.`,
            `Hola, [nombre del ejecutivo de cuenta], habla [su nombre], de [su negocio]. Les compramos desde hace ${f.years ?? '[número]'} ${f.years === 1 ? 'año' : 'años'}.`,
          ),
          t(
            `I saw the new price${change ? `: ${f.proposed}, up from ${f.current}` : f.percent ? `, ${f.percent} higher` : ''}. What's driving it on your side?`,
            `Vi el nuevo precio${change ? `: ${f.proposed}, antes ${f.current}` : f.percent ? `, un ${f.percent} más alto` : ''}. ¿Qué lo está causando de su lado?`,
          ),
          t(
            'Could you hold our current price for [six] months, or phase it in?',
            '¿Podrían mantener nuestro precio actual por [seis] meses, o aplicarlo por etapas?',
          ),
          ...(f.noticeEnds
            ? [
                t(
                  `Either way, our contract requires ${f.noticeDays} days' written notice of a price change, so the current price holds until at least ${f.noticeEnds}.`,
                  `En todo caso, nuestro contrato exige ${f.noticeDays} días de aviso por escrito antes de un cambio de precio, así que el precio actual se mantiene al menos hasta el ${f.noticeEnds}.`,
                ),
              ]
            : []),
        ],
        rungs: [
          [
            t('Phase it in', 'Por etapas'),
            t(
              "If you can't hold it, could we phase it in over [three] months?",
              'Si no pueden mantenerlo, ¿podemos aplicar el aumento por etapas en [tres] meses?',
            ),
          ],
          [
            t('Volume or term', 'Volumen o plazo'),
            t(
              `If we commit to ${f.volume ? `${f.volume} ${f.every} for 12 months` : '[volume / a 12-month term]'}, can you keep us at ${f.current ?? 'our current price'}?`,
              `Si nos comprometemos a ${f.volume ? `${f.volume} ${f.every} por 12 meses` : '[volumen / un plazo de 12 meses]'}, ¿pueden mantenernos en ${f.current ?? 'nuestro precio actual'}?`,
            ),
          ],
          [
            t('Other product or terms', 'Otro producto u otras condiciones'),
            t(
              'Is there a comparable product, pack size or payment term that keeps us near our current cost?',
              '¿Hay un producto, presentación o plazo de pago comparable que nos mantenga cerca del costo actual?',
            ),
          ],
          [
            t('Their manager', 'Su gerente'),
            t(
              "Could you take this to your manager? We'd like to keep the account with you.",
              '¿Podría llevar esto a su gerente? Queremos seguir trabajando con ustedes.',
            ),
          ],
          [
            t('Competing quote (only if real)', 'Otra cotización (solo si es real)'),
            t(
              `We have a quote from another supplier at ${f.quote ?? '[price]'}. Can you match it or get closer?`,
              `Tenemos una cotización de otro proveedor a ${f.quote ?? '[precio]'}. ¿Pueden igualarla o acercarse?`,
            ),
          ],
          [
            t('In writing', 'Por escrito'),
            t(
              'Please send the new pricing in writing, and tell me which clause of our agreement allows the change.',
              'Por favor envíenme los nuevos precios por escrito e indíquenme qué cláusula de nuestro acuerdo permite el cambio.',
            ),
          ],
        ],
        email: {
          subject: t(
            `[Your business]: the new pricing${change ? ` (${change})` : ''}`,
            `[Su negocio]: los nuevos precios${change ? ` (${change})` : ''}`,
          ),
          body: t(
            `Hi [account manager's name],\n\nThank you for the notice about the new pricing${change ? `, from ${change}${f.percent ? ` (${f.percent})` : ''}` : ''}. We value working with you and want to continue.\n\nCould you share what is driving the increase? ${f.noticeEnds ? `Our contract requires ${f.noticeDays} days' written notice of a price change, so our current price holds until at least ${f.noticeEnds}. ` : ''}We'd like to ask you to hold our current price until [date], or phase the increase in over [three] months. In exchange, we can [commit to (volume) / sign a (12)-month term / pay within (10) days].\n\nCould you reply by [date]?\n\nThank you,\n[Your name]\n[Your business]`,
            `Buenos días, [nombre del ejecutivo de cuenta]:\n\nGracias por el aviso sobre los nuevos precios${change ? `, ${change}${f.percent ? ` (${f.percent})` : ''}` : ''}. Valoramos trabajar con ustedes y queremos seguir.\n\n¿Nos podrían indicar qué motiva el aumento? ${f.noticeEnds ? `Nuestro contrato exige ${f.noticeDays} días de aviso por escrito antes de un cambio de precio, así que nuestro precio actual se mantiene al menos hasta el ${f.noticeEnds}. ` : ''}Les pedimos mantener nuestro precio actual hasta el [fecha], o aplicar el aumento por etapas en [tres] meses. A cambio, podemos [comprometernos a (volumen) / firmar por (12) meses / pagar en (10) días].\n\n¿Nos podrían responder antes del [fecha]?\n\nGracias,\n[Su nombre]\n[Su negocio]`,
          ),
        },
        talkingPoints: [
          t(
            f.spendRise && !f.increase
              ? `The rise: ${f.spendRise}.${f.noticeEnds ? ` Nothing can change before ${f.noticeEnds} (${f.noticeDays} days' notice).` : ''}`
              : `The rise: ${f.increase ?? '[new price − current price]'}${f.percent ? ` (${f.percent})` : ''}. ${f.riseYear ? `On ${f.volume} ${f.every}, that's ${f.riseYear} a year.` : 'Multiply it by what you buy in a year.'}`,
            f.spendRise && !f.increase
              ? `El aumento: ${f.spendRise}.${f.noticeEnds ? ` Nada puede cambiar antes del ${f.noticeEnds} (${f.noticeDays} días de aviso).` : ''}`
              : `El aumento: ${f.increase ?? '[precio nuevo − precio actual]'}${f.percent ? ` (${f.percent})` : ''}. ${f.riseYear ? `Con ${f.volume} ${f.every}, son ${f.riseYear} al año.` : 'Multiplíquelo por lo que compra en un año.'}`,
          ),
          t(
            'Ask for the cost basis: which of their costs rose, and by how much.',
            'Pida la base de costos: qué costos les subieron y cuánto.',
          ),
          t(
            "Trade, don't just ask: volume, a longer term or faster payment.",
            'Ofrezca algo a cambio: volumen, un plazo más largo o pago más rápido.',
          ),
          t(
            'Bring one real competing quote; never invent one.',
            'Lleve una cotización real de otro proveedor; nunca invente una.',
          ),
          t(
            'If you have a contract, ask which clause allows a price change before it ends.',
            'Si tiene contrato, pregunte qué cláusula permite cambiar el precio antes de que termine.',
          ),
        ],
        questions: [
          ...talk.unlessGiven([
            f.current && f.proposed,
            t(
              'What do you pay now, and what is the new price?',
              '¿Cuánto paga hoy y cuál es el nuevo precio?',
            ),
          ]),
          t(
            'Do you have a contract that fixes the price or the term?',
            '¿Tiene un contrato que fije el precio o el plazo?',
          ),
        ],
        complaintRoutes: t(
          'a written note to their manager, with your competing quotes; if they break a written price agreement, the Better Business Bureau (bbb.org)',
          'una nota por escrito a su gerente, con las cotizaciones de otros proveedores; si incumplen un acuerdo de precio por escrito, el Better Business Bureau (bbb.org)',
        ),
      };
      // A rise already billed (no start day still to come) is settled by the clause, not negotiated.
      const startsLater = ctx.case.dates.some(
        (date) => date.role === 'due' && date.iso && date.iso > ctx.today,
      );
      return f.noticeEnds && !f.fixedPrice && !startsLater ? noticeNotMet(ctx, f, base) : base;
    },
    short: (ctx, f) => {
      const named = ctx.namedParty;
      const credit = f.credit ?? t('[missing units × unit price]', '[unidades faltantes × precio unitario]');
      const math =
        f.missing !== undefined && f.unit
          ? t(` (${f.missing} missing × ${f.unit})`, ` (${f.missing} faltantes × ${f.unit})`)
          : '';
      /** The credit as a sum when the unit price is known, else as the units it covers. */
      /** The credit as a sum when the unit price is known, else as the units it covers. */
      const forMissing = (noun: string) =>
        f.credit || f.missing === undefined
          ? t(`${noun} of ${credit}${math}`, `${noun} de ${credit}${math}`)
          : t(
              `${noun} for the ${f.missing} missing units`,
              `${noun} por las ${f.missing} unidades faltantes`,
            );
      /** A price rise announced in the same message: settle the shortage, then talk price. */
      /** A price rise announced in the same message: settle the shortage, then talk price. */
      const rise = f.percent
        ? t(
            `They also announced a ${f.percent} price rise${f.riseDay ? ` from ${f.riseDay}` : ''}: once the shortage is settled, ask them to hold your current price or phase the rise in, and get quotes from other suppliers${f.riseDay ? ' before then' : ''}.`,
            `Además anunciaron un aumento del ${f.percent}${f.riseDay ? ` desde el ${f.riseDay}` : ''}: cuando resuelva el faltante, pida que mantengan su precio actual o que apliquen el aumento por etapas, y pida cotizaciones a otros proveedores${f.riseDay ? ' antes de esa fecha' : ''}.`,
          )
        : undefined;
      return {
        party: named ?? t('your supplier', 'su proveedor'),
        subject: t(
          `the short delivery${named ? ` from ${named}` : ''} on invoice [number]`,
          `la entrega incompleta${named ? ` de ${named}` : ''} en la factura [número]`,
        ),
        strategy: f.paid
          ? t(
              `You've paid, so ask for ${forMissing('a refund')}, or a credit on your next invoice. Send photos and the marked packing slip today, and get the credit memo or refund confirmation in writing.${rise ? ` ${rise}` : ''}`,
              `Como ya pagó, pida ${forMissing('un reembolso')} o un crédito en su próxima factura. Envíe hoy fotos y la lista de empaque marcada, y consiga la nota de crédito o la confirmación del reembolso por escrito.${rise ? ` ${rise}` : ''}`,
            )
          : f.wrong !== undefined && f.right !== undefined
            ? t(
                `Of the ${f.received} that came, ${f.wrong} are not what you ordered, so only ${f.right} are right: pay for those now, ${f.right} × ${f.unit} = ${f.payRight}${f.invoice ? `, not the ${f.invoice} invoice` : ''}. The ${f.missing ?? '[number]'} missing (${f.credit ?? '[amount]'}) are paid when they arrive or credited, and the ${f.wrong} wrong ones (${f.wrongCredit}) are replaced or credited, picked up at their cost. Send the photos you took at delivery today, and get the corrected invoice or credit memo in writing before you pay the rest.${rise ? ` ${rise}` : ''}`,
                `De las ${f.received} que llegaron, ${f.wrong} no son lo que pidió, así que solo ${f.right} están bien: pague esas ahora, ${f.right} × ${f.unit} = ${f.payRight}${f.invoice ? `, no la factura de ${f.invoice}` : ''}. Las ${f.missing ?? '[número]'} que faltan (${f.credit ?? '[monto]'}) se pagan cuando lleguen o se acreditan, y las ${f.wrong} equivocadas (${f.wrongCredit}) se cambian o se acreditan, y las recogen a su costo. Envíe hoy las fotos que tomó al recibir, y consiga por escrito la factura corregida o la nota de crédito antes de pagar el resto.${rise ? ` ${rise}` : ''}`,
              )
            : t(
                `Ask for ${forMissing('a credit')} on invoice [number], and pay only for what arrived${f.payFor ? `: ${f.payFor} of the ${f.invoice} invoice` : ''}. Send photos and the marked packing slip today. Get the credit memo in writing before you pay the rest.${rise ? ` ${rise}` : ''}`,
                `Pida ${forMissing('una nota de crédito')} en la factura [número], y pague solo lo que llegó${f.payFor ? `: ${f.payFor} de la factura de ${f.invoice}` : ''}. Envíe hoy fotos y la lista de empaque marcada. Consiga la nota de crédito por escrito antes de pagar el resto.${rise ? ` ${rise}` : ''}`,
              ),
        opening: [
          t(
            `Hi, this is [your name] from [your business], about order [number]${f.delivered ? `, delivered ${f.delivered}` : ''}.`,
            `Hola, habla [su nombre], de [su negocio], por el pedido [número]${f.delivered ? `, entregado el ${f.delivered}` : ''}.`,
          ),
          t(
            `${f.ordered && f.received ? `${f.invoiced ? `The invoice charges for ${f.ordered} and we received` : `We ordered ${f.ordered} and received`} ${f.received}: ` : ''}we were ${f.missing ?? '[number]'} units short${f.unit ? `, at ${f.unit}` : ''}. I have photos and the packing slip marked.`.replace(
              /^we/,
              'We',
            ),
            `${f.ordered && f.received ? `${f.invoiced ? `La factura cobra ${f.ordered}` : `Pedimos ${f.ordered}`} y recibimos ${f.received}: ` : ''}${f.ordered && f.received ? 'faltaron' : 'Faltaron'} ${f.missing ?? '[número]'} unidades${f.unit ? `, a ${f.unit}` : ''}. Tengo fotos y la lista de empaque marcada.`,
          ),
          f.paid
            ? t(
                `Can you refund ${f.credit ?? '[amount]'}, or credit it on our next invoice?`,
                `¿Me pueden reembolsar ${f.credit ?? '[monto]'}, o acreditarlo en la próxima factura?`,
              )
            : t(
                `Can you issue ${f.credit || f.missing === undefined ? `a credit of ${f.credit ?? '[amount]'}` : `a credit for the ${f.missing} missing units`} on invoice [number]?`,
                `¿Me pueden emitir una nota de crédito ${f.credit || f.missing === undefined ? `de ${f.credit ?? '[monto]'}` : `por las ${f.missing} unidades faltantes`} en la factura [número]?`,
              ),
        ],
        rungs: [
          [
            t('Ship the rest', 'Enviar lo que falta'),
            t(
              'If a credit is hard, can you ship the missing units by [date] at no freight charge?',
              'Si el crédito es difícil, ¿pueden enviar las unidades que faltan antes del [fecha] sin costo de flete?',
            ),
          ],
          [
            t('Replace wrong items', 'Cambiar lo equivocado'),
            t(
              'For any wrong items, can you send the right ones and collect these at your cost?',
              'Si llegaron artículos equivocados, ¿pueden enviar los correctos y retirar estos a su costo?',
            ),
          ],
          [
            t('Credit next invoice', 'Crédito en la próxima factura'),
            t(
              `Could the ${f.credit ?? '[amount]'} go as a credit on our next invoice instead?`,
              `¿Podrían aplicar los ${f.credit ?? '[monto]'} como crédito en nuestra próxima factura?`,
            ),
          ],
          [
            t('Their manager', 'Su gerente'),
            t(
              'Could you take this to your manager or to accounts receivable?',
              '¿Podría llevar esto a su gerente o a cuentas por cobrar?',
            ),
          ],
          f.paid
            ? [
                t('Refund by a date', 'Reembolso con fecha'),
                t(
                  `We'd like the ${f.credit ?? '[amount]'} refunded by [date].`,
                  `Necesitamos el reembolso de ${f.credit ?? '[monto]'} antes del [fecha].`,
                ),
              ]
            : [
                t('Pay for what arrived', 'Pagar lo que llegó'),
                t(
                  `We'll pay ${f.payFor ?? 'for what arrived'} now and hold the rest until the credit memo comes.`,
                  `Vamos a pagar ${f.payFor ?? 'lo que llegó'} ahora y retener el resto hasta recibir la nota de crédito.`,
                ),
              ],
          [
            t('Credit memo in writing', 'Nota de crédito por escrito'),
            t(
              'Please send the credit memo in writing, with the invoice number and the amount.',
              'Por favor envíenme la nota de crédito por escrito, con el número de factura y el monto.',
            ),
          ],
        ],
        email: {
          subject: t(
            `Order [number], invoice [number]: short delivery, credit of ${f.credit ?? '[amount]'}`,
            `Pedido [número], factura [número]: entrega incompleta, crédito de ${f.credit ?? '[monto]'}`,
          ),
          body: t(
            `Hi [name],\n\nOrder [number], delivered on ${f.delivered ?? '[date]'}, came ${f.missing ? `${f.missing} units short` : 'short'}: ${f.invoiced ? `the invoice charges for ${f.ordered ?? '[number]'} and we received` : `we ordered ${f.ordered ?? '[number]'} and received`} ${f.received ?? '[number]'}. Photos and the marked packing slip are attached.\n\n${f.paid ? `Please refund ${f.credit ?? '[amount]'}${math} or credit it on our next invoice.` : `Please issue a credit memo ${f.credit || f.missing === undefined ? `for ${f.credit ?? '[amount]'}${math}` : `for the ${f.missing} missing units`} against invoice [number]. We'll pay ${f.payFor ?? 'for the units that arrived'} in the meantime.`}${f.percent ? `\n\nWe also received your notice of a ${f.percent} price increase${f.riseDay ? ` from ${f.riseDay}` : ''}. We'd like to keep working with you: could you hold our current prices, or phase the increase in?` : ''}\n\nCould you confirm by [date]?\n\nThank you,\n[Your name]\n[Your business]`,
            `Buenos días, [nombre]:\n\nEl pedido [número], entregado el ${f.delivered ?? '[fecha]'}, llegó incompleto${f.missing ? ` (faltaron ${f.missing} unidades)` : ''}: ${f.invoiced ? 'la factura cobra' : 'pedimos'} ${f.ordered ?? '[número]'} y recibimos ${f.received ?? '[número]'}. Adjunto fotos y la lista de empaque marcada.\n\n${f.paid ? `Les pido reembolsar ${f.credit ?? '[monto]'}${math} o acreditarlo en la próxima factura.` : `Les pido emitir una nota de crédito ${f.credit || f.missing === undefined ? `de ${f.credit ?? '[monto]'}${math}` : `por las ${f.missing} unidades faltantes`} sobre la factura [número]. Mientras tanto, pagaremos ${f.payFor ?? 'las unidades que llegaron'}.`}${f.percent ? `\n\nTambién recibimos su aviso de un aumento del ${f.percent}${f.riseDay ? ` desde el ${f.riseDay}` : ''}. Queremos seguir trabajando con ustedes: ¿podrían mantener nuestros precios actuales, o aplicar el aumento por etapas?` : ''}\n\n¿Me podrían confirmar antes del [fecha]?\n\nGracias,\n[Su nombre]\n[Su negocio]`,
          ),
        },
        talkingPoints: [
          t(
            `Missing: ${f.missing ?? '[number]'} × ${f.unit ?? '[unit price]'} = ${f.credit ?? '[credit]'}.`,
            `Faltante: ${f.missing ?? '[número]'} × ${f.unit ?? '[precio unitario]'} = ${f.credit ?? '[crédito]'}.`,
          ),
          t(
            'Photos, the packing slip marked and signed, and the order confirmation.',
            'Fotos, la lista de empaque marcada y firmada, y la confirmación del pedido.',
          ),
          f.paid
            ? t(
                'Ask for the refund or credit with a date, not "we\'ll look into it".',
                'Pida el reembolso o el crédito con fecha, no un "lo vamos a revisar".',
              )
            : t(
                "Pay only for what arrived; don't pay in full and hope for a refund.",
                'Pague solo lo que llegó; no pague todo esperando un reembolso.',
              ),
          t(
            'Report it the same day; ask whether your agreement sets a deadline to report shortages.',
            'Repórtelo el mismo día; pregunte si su acuerdo fija un plazo para reportar faltantes.',
          ),
          f.percent
            ? t(
                `The ${f.percent} rise is a separate talk: your order history is leverage, and so is a real quote from another supplier.`,
                `El aumento del ${f.percent} es otra conversación: su historial de compras es una ventaja, y también una cotización real de otro proveedor.`,
              )
            : t(
                'No credit memo in writing, no payment of the rest.',
                'Sin nota de crédito por escrito, no pague el resto.',
              ),
        ],
        questions: [
          ...talk.unlessGiven(
            [
              f.credit,
              t(
                'How many units did you order, how many arrived, and what is the unit price?',
                '¿Cuántas unidades pidió, cuántas llegaron y cuál es el precio unitario?',
              ),
            ],
            [f.paid, t('Have you already paid this invoice?', '¿Ya pagó esta factura?')],
          ),
          t(
            'Were units missing, or did wrong items arrive?',
            '¿Faltaron unidades, o llegaron artículos equivocados?',
          ),
        ],
        complaintRoutes: t(
          "the supplier's manager or accounts receivable, in writing; if you paid by card, your card issuer's dispute process; the Better Business Bureau (bbb.org)",
          'el gerente o cuentas por cobrar del proveedor, por escrito; si pagó con tarjeta, el proceso de disputa del emisor de la tarjeta; el Better Business Bureau (bbb.org)',
        ),
      };
    },
    late: (ctx, f) => {
      const owed = f.owed ?? t('[amount]', '[monto]');
      const due = f.due ?? t('[due date]', '[fecha de vencimiento]');
      const days = f.overdueDays !== undefined ? String(f.overdueDays) : t('[number]', '[número]');
      // The seller paid short by a client (a guaranteed count, a deposit): the balance worked out.
      if (ctx.case.clientShortPay) return clientShortPayWords(ctx, lateWords(ctx, f, owed, due, days));
      // "now they offer 1,500 to close it out": the client's own offer to settle for less, told in
      // the story itself, is answered in the first plan.
      const offered = amountOf(ctx.case, 'offered');
      const owedValue = f.owedValue ?? amountOf(ctx.case, 'billed')?.value;
      const closing =
        offered && owedValue !== undefined && offered.value < owedValue
          ? { offer: offered.text, rest: ctx.money(owedValue - offered.value) }
          : undefined;
      if (!closing) return lateWords(ctx, f, owed, due, days);
      const inUse = ctx.case.flags.workInUse === true;
      const approved = ctx.case.flags.workApproved === true;
      const faulted = ctx.case.flags.workFaulted === true;
      const faultLine = !faulted
        ? ''
        : inUse
          ? t(
              'A complaint about the result once they are using your work is not a reason to pay less than the contract price: ask them to say in writing exactly what was not delivered as agreed. ',
              'Una queja sobre el resultado cuando ya están usando su trabajo no es razón para pagar menos del precio del contrato: pídales por escrito qué exactamente no se entregó como se acordó. ',
            )
          : t(
              'A complaint about the result after delivery is not a reason to pay less than the contract price unless they show what was not delivered as agreed: ask them to say it in writing. ',
              'Una queja sobre el resultado después de la entrega no es razón para pagar menos del precio del contrato, salvo que muestren qué no se entregó como se acordó: pídales que lo digan por escrito. ',
            );
      return {
        ...lateWords(ctx, f, owed, due, days),
        strategy: t(
          `Don't accept ${closing.offer} to close it out: ${owed} is owed on invoice ${inv(ctx, 'en')}, due ${due}, now ${days} days overdue. ${faultLine}Answer in writing: you'll take the ${closing.offer} only as a partial payment, the other ${closing.rest} is due by a date you name (7 to 10 days), and if it isn't paid you'll file in small claims court. Never sign or cash anything marked "payment in full" for less than ${owed}.`,
          `No acepte ${closing.offer} para cerrar el asunto: se deben ${owed} de la factura ${inv(ctx, 'es')}, vencida el ${due}, con ${days} días de atraso. ${faultLine}Responda por escrito: recibirá los ${closing.offer} solo como pago parcial, los otros ${closing.rest} vencen en una fecha que usted fije (de 7 a 10 días) y, si no se pagan, presentará una demanda en la corte de reclamos menores. Nunca firme ni cobre nada marcado "pago total" por menos de ${owed}.`,
        ),
        opening: [
          t(
            `Hi [client's name], it's [your name]. I'm calling about invoice ${inv(ctx, 'en')} for ${owed}, due on ${due}.`,
            `Hola, [nombre del cliente], habla [su nombre]. Le llamo por la factura ${inv(ctx, 'es')} de ${owed}, que vencía el ${due}.`,
          ),
          t(
            `I can't accept ${closing.offer} to close it out.${inUse ? (approved ? ' You approved the work and are using it.' : " You're already using the work.") : ''} I'll take the ${closing.offer} as a partial payment, and the remaining ${closing.rest} is due by [date].`,
            `No puedo aceptar ${closing.offer} para cerrar el asunto.${inUse ? (approved ? ' Ustedes aprobaron el trabajo y lo están usando.' : ' Ustedes ya están usando el trabajo.') : ''} Acepto los ${closing.offer} como pago parcial, y los ${closing.rest} restantes vencen el [fecha].`,
          ),
          ...(faulted
            ? [
                t(
                  'If something specific was not delivered as agreed, please tell me in writing.',
                  'Si algo concreto no se entregó como se acordó, por favor dígamelo por escrito.',
                ),
              ]
            : []),
        ],
        email: {
          subject: t(
            `Invoice ${inv(ctx, 'en')}: ${owed} due under our contract`,
            `Factura ${inv(ctx, 'es')}: se deben ${owed} según nuestro contrato`,
          ),
          body: t(
            `Hello [client's name],\n\nThank you for your reply. Invoice ${inv(ctx, 'en')} for ${owed} was due on ${due} and is now ${days} days past due.${inUse ? (approved ? ' The work was delivered, and you approved it and are using it.' : ' The work was delivered, and you are already using it.') : ''} I can't accept ${closing.offer} to close it out. I'll accept it as a partial payment, and the remaining ${closing.rest} is due by [date].${faulted ? ' If there is something specific you believe was not delivered as agreed, please tell me in writing.' : ''}\n\nIf it is not paid by then, I will file a claim in small claims court. A partial payment does not settle the invoice.\n\nThank you,\n[Your name]`,
            `Hola, [nombre del cliente]:\n\nGracias por su respuesta. La factura ${inv(ctx, 'es')} de ${owed} vencía el ${due} y tiene ${days} días de atraso.${inUse ? (approved ? ' El trabajo se entregó, y ustedes lo aprobaron y lo están usando.' : ' El trabajo se entregó, y ustedes ya lo están usando.') : ''} No puedo aceptar ${closing.offer} para cerrar el asunto. Lo acepto como pago parcial, y los ${closing.rest} restantes vencen el [fecha].${faulted ? ' Si hay algo concreto que consideran que no se entregó como se acordó, por favor díganmelo por escrito.' : ''}\n\nSi no se paga para esa fecha, presentaré una demanda en la corte de reclamos menores. Un pago parcial no salda la factura.\n\nGracias,\n[Su nombre]`,
          ),
        },
      };
    },
    surcharge: (ctx, f) => surchargeWords(ctx, f.surcharge ?? surchargeOf(ctx)!),
    terms: (ctx, f) => {
      const terms = f.terms ?? {};
      const now =
        terms.now !== undefined ? `net ${terms.now}` : t('your current terms', 'sus plazos actuales');
      const nowEs = terms.now !== undefined ? `${terms.now} días (net ${terms.now})` : 'sus plazos actuales';
      const asked = terms.asked !== undefined ? `net ${terms.asked}` : t('longer terms', 'plazos más largos');
      const askedEs =
        terms.asked !== undefined ? `${terms.asked} días (net ${terms.asked})` : 'plazos más largos';
      const discountOn = terms.discount
        ? t(
            ` (${terms.discount} on ${terms.monthly ? `${terms.monthly} of invoices` : `a ${terms.invoice} invoice`})`,
            ` (${terms.discount} sobre ${terms.monthly ? `${terms.monthly} de facturas` : `una factura de ${terms.invoice}`})`,
          )
        : '';
      const wait =
        terms.extraDays !== undefined
          ? terms.carried
            ? t(
                ` At about ${terms.monthly} a month, ${terms.extraDays} more days means about ${terms.carried} more of your money waiting with them at any time, and ${terms.extraMonths ? `about ${terms.extraMonths === 1 ? 'a month' : `${terms.extraMonths} months`}` : `${terms.extraDays} days`} with no payment from them while the switch happens.`,
                ` Con unos ${terms.monthly} al mes, ${terms.extraDays} días más significan unos ${terms.carried} más de su dinero esperando en manos del cliente en todo momento, y ${terms.extraMonths ? `unos ${terms.extraMonths === 1 ? 'un mes' : `${terms.extraMonths} meses`}` : `${terms.extraDays} días`} sin ningún pago mientras se hace el cambio.`,
              )
            : terms.invoice
              ? t(
                  ` Each ${terms.invoice} invoice would reach you ${terms.extraDays} days later.`,
                  ` Cada factura de ${terms.invoice} le llegaría ${terms.extraDays} días más tarde.`,
                )
              : t(
                  ` That is ${terms.extraDays} more days of waiting for every invoice.`,
                  ` Son ${terms.extraDays} días más de espera por cada factura.`,
                )
          : '';
      return {
        party: ctx.namedParty ?? t('your client', 'su cliente'),
        subject: t(
          `the payment terms (${asked} instead of ${now})`,
          terms.asked !== undefined && terms.now !== undefined
            ? `los plazos de pago (${terms.asked} días en lugar de ${terms.now})`
            : 'los plazos de pago',
        ),
        strategy: t(
          `This is about when you get paid, not your rate. Invoices you've already sent were issued on ${now}: say they stay on those terms, and that any change would be for new work only, if you agree to it.${wait} Hold ${now}; if they push, offer net 45 with a 2% discount when they pay within 10 days${discountOn}, a late fee on invoices paid past terms, or a deposit upfront on new work. Get whatever you agree in writing before the next invoice.`,
          `Esto es sobre cuándo le pagan, no sobre su tarifa. Las facturas que ya envió se emitieron a ${nowEs}: diga que siguen con esos plazos, y que cualquier cambio sería solo para el trabajo nuevo, si usted lo acepta.${wait} Mantenga ${nowEs}; si insisten, ofrezca 45 días (net 45) con un descuento del 2% si pagan dentro de 10 días${discountOn}, un recargo por atraso en las facturas pagadas fuera de plazo, o un anticipo en el trabajo nuevo. Deje por escrito lo que acuerden antes de la próxima factura.`,
        ),
        opening: [
          t(
            `Hi [client's name], it's [your name]. I got your note about moving my invoices to ${asked}.`,
            `Hola, [nombre del cliente], habla [su nombre]. Recibí su mensaje sobre pasar mis facturas a ${askedEs}.`,
          ),
          t(
            `I'd like to keep working together. My pricing is based on ${now}, so I'd like to keep those terms.`,
            `Me gustaría seguir trabajando juntos. Mis precios están pensados para pagos a ${nowEs}, así que quisiera mantener esos plazos.`,
          ),
          t(`Can we keep ${now} for my invoices?`, `¿Podemos mantener ${nowEs} para mis facturas?`),
        ],
        rungs: [
          [
            t('Meet at net 45', 'Un punto medio: 45 días'),
            t(
              `If ${now} is hard for your team, I can do net 45.`,
              `Si ${nowEs} es difícil para su equipo, puedo aceptar 45 días (net 45).`,
            ),
          ],
          [
            t('Early-payment discount', 'Descuento por pronto pago'),
            t(
              `If you pay within 10 days, I'll take 2% off the invoice${discountOn}.`,
              `Si pagan dentro de 10 días, les descuento el 2% de la factura${discountOn}.`,
            ),
          ],
          [
            t('Deposit upfront', 'Anticipo'),
            t(
              'For longer terms, I would need a deposit of [percentage] upfront on each new project or month of work.',
              'Con plazos más largos, necesitaría un anticipo del [porcentaje] al inicio de cada proyecto o mes de trabajo nuevo.',
            ),
          ],
          [
            t('Late fee past terms', 'Recargo por atraso'),
            t(
              'Whatever terms we agree, invoices paid after them carry a late fee of [percentage] a month, written into our agreement.',
              'Sean cuales sean los plazos que acordemos, las facturas pagadas después llevan un recargo del [porcentaje] al mes, por escrito en nuestro acuerdo.',
            ),
          ],
          [
            t('Who decides', 'Quién decide'),
            t(
              'Who sets vendor terms? Could accounts payable make an exception for a small supplier?',
              '¿Quién fija los plazos de los proveedores? ¿Puede cuentas por pagar hacer una excepción para un proveedor pequeño?',
            ),
          ],
          [
            t('In writing', 'Por escrito'),
            t(
              `Please send the terms we agree in writing before my next invoice; the invoices already sent stay on ${now}.`,
              `Por favor, envíenme por escrito los plazos que acordemos antes de mi próxima factura; las facturas ya enviadas siguen a ${nowEs}.`,
            ),
          ],
        ],
        email: {
          subject: t(`Payment terms: keeping ${now}`, `Plazos de pago: mantener ${nowEs}`),
          body: t(
            `Hi [client's name],\n\nThank you for letting me know about the move to ${asked}. I value working with you, and I'd like to keep my invoices on ${now}, as we agreed: my pricing is based on those terms.\n\nIf ${now} is hard for your team, I can offer net 45, with a 2% discount on any invoice paid within 10 days. Invoices already sent remain due on their original ${now} terms, and invoices paid after the agreed terms carry a late fee of [percentage] a month.\n\nCould you confirm the terms in writing by [date], before my next invoice?\n\nBest regards,\n[Your name]`,
            `Buenos días, [nombre del cliente]:\n\nGracias por avisarme del cambio a ${askedEs}. Valoro trabajar con ustedes, y quisiera mantener mis facturas a ${nowEs}, como acordamos: mis precios están pensados para esos plazos.\n\nSi ${nowEs} es difícil para su equipo, puedo ofrecer 45 días (net 45), con un descuento del 2% en toda factura pagada dentro de 10 días. Las facturas ya enviadas siguen con su plazo original de ${nowEs}, y las facturas pagadas después del plazo acordado llevan un recargo del [porcentaje] al mes.\n\n¿Me podrían confirmar los plazos por escrito antes del [fecha], antes de mi próxima factura?\n\nSaludos cordiales,\n[Su nombre]`,
          ),
        },
        talkingPoints: [
          t(
            `Terms, not rate: ${now} now, ${asked} asked${terms.extraDays !== undefined ? `: ${terms.extraDays} more days of waiting` : ''}${terms.carried ? `, about ${terms.carried} more waiting with them` : ''}.`,
            `Plazos, no tarifa: ${nowEs} ahora, ${askedEs} lo que piden${terms.extraDays !== undefined ? `: ${terms.extraDays} días más de espera` : ''}${terms.carried ? `, unos ${terms.carried} más en sus manos` : ''}.`,
          ),
          t(`Invoices already sent stay on ${now}.`, `Las facturas ya enviadas siguen a ${nowEs}.`),
          t(
            'Your trades: net 45, 2% off for payment within 10 days, a deposit, a late fee past terms.',
            'Sus opciones: 45 días, 2% de descuento por pago dentro de 10 días, un anticipo, un recargo por atraso.',
          ),
          t(
            'Check your contract or your invoices: the terms they state are what was agreed.',
            'Revise su contrato o sus facturas: los plazos que indican son lo acordado.',
          ),
          t('Nothing changes until it is in writing.', 'Nada cambia hasta que esté por escrito.'),
        ],
        questions: talk.unlessGiven(
          [
            terms.monthly ?? terms.invoice,
            t(
              'About how much do you invoice this client a month?',
              '¿Cuánto le factura a este cliente al mes, más o menos?',
            ),
          ],
          [
            terms.now,
            t(
              'What payment terms do your contract and invoices state now?',
              '¿Qué plazo de pago indican hoy su contrato y sus facturas?',
            ),
          ],
        ),
        complaintRoutes: t(
          'your contract and invoices are the record of the terms; if invoices go unpaid past them, a final notice and then small claims court (ask the court clerk about the limit and fees)',
          'su contrato y sus facturas son el respaldo de los plazos; si las facturas no se pagan dentro de ellos, un aviso final y luego la corte de reclamos menores (pregunte en la secretaría por el límite y los costos)',
        ),
      };
    },
    unsure: (ctx) => ({
      party: ctx.namedParty ?? t('the other business', 'la otra empresa'),
      subject: t('the invoice or order', 'la factura o el pedido'),
      strategy: t(
        "Gather the paper first: the invoice, the order or contract, and the emails about it. Ask for what they want in writing, and don't pay, sign or agree to new terms on the call.",
        'Primero reúna los papeles: la factura, el pedido o contrato y los correos. Pida por escrito lo que le están pidiendo, y no pague, firme ni acepte condiciones nuevas en la llamada.',
      ),
      opening: [
        t(
          'Hi, this is [your name] from [your business], about [invoice or order number].',
          'Hola, habla [su nombre], de [su negocio], por [número de factura o pedido].',
        ),
        t(
          "Could you send me the details in writing? I'll review them and get back to you by [date].",
          '¿Me pueden enviar los detalles por escrito? Los reviso y les respondo antes del [fecha].',
        ),
      ],
      rungs: [
        [
          t('Time to review', 'Tiempo para revisar'),
          t(
            'Can we keep things as they are while I review this?',
            '¿Podemos dejar todo como está mientras lo reviso?',
          ),
        ],
        [
          t('The paper', 'El acuerdo'),
          t('Which part of our agreement covers this?', '¿Qué parte de nuestro acuerdo cubre esto?'),
        ],
        [
          t('Other terms', 'Otras condiciones'),
          t(
            'Is there another option on price, timing or payment terms?',
            '¿Hay otra opción de precio, plazo o forma de pago?',
          ),
        ],
        [
          t('Their manager', 'Su gerente'),
          t(
            'Could I speak with your manager or the account owner?',
            '¿Puedo hablar con su gerente o con el responsable de la cuenta?',
          ),
        ],
        [
          t('Other options (only if real)', 'Otras opciones (solo si es cierto)'),
          t(
            "We're weighing other options. What's the best you can do?",
            'Estamos evaluando otras opciones. ¿Qué es lo mejor que pueden hacer?',
          ),
        ],
        [
          t('In writing', 'Por escrito'),
          t('Please confirm what we agreed in writing.', 'Por favor confírmenme por escrito lo acordado.'),
        ],
      ],
      email: {
        subject: t(
          '[Invoice or order number]: details in writing',
          '[Número de factura o pedido]: detalles por escrito',
        ),
        body: t(
          `Hi [name],\n\nThank you for your call. Could you send me the details in writing: the amounts, the dates and the part of our agreement they come from?\n\nI'll review them and reply by [date].\n\nThank you,\n[Your name]\n[Your business]`,
          `Buenos días, [nombre]:\n\nGracias por su llamada. ¿Me podría enviar los detalles por escrito: los montos, las fechas y la parte de nuestro acuerdo de la que salen?\n\nLos revisaré y le responderé antes del [fecha].\n\nGracias,\n[Su nombre]\n[Su negocio]`,
        ),
      },
      talkingPoints: [
        t(
          'Have the invoice, the order or contract, and the emails in front of you.',
          'Tenga a mano la factura, el pedido o contrato y los correos.',
        ),
        t(
          "Don't pay, sign or agree to new terms on the call.",
          'No pague, firme ni acepte condiciones nuevas en la llamada.',
        ),
        t('Ask which part of your agreement covers it.', 'Pregunte qué parte de su acuerdo lo cubre.'),
        t('Get every change in writing.', 'Consiga cada cambio por escrito.'),
      ],
      questions: [
        t(
          'Is a supplier raising prices, did a delivery arrive short or wrong, or is a client paying you late?',
          '¿Un proveedor le sube los precios, llegó una entrega incompleta o equivocada, o un cliente le paga tarde?',
        ),
        t(
          'What are the amounts: the price or invoice, and what you expected?',
          '¿Cuáles son los montos: el precio o la factura, y lo que usted esperaba?',
        ),
        t('Do you have a written contract or order?', '¿Tiene un contrato o pedido por escrito?'),
      ],
      complaintRoutes: t(
        "the other side's manager, in writing; the Better Business Bureau (bbb.org)",
        'el gerente de la otra parte, por escrito; el Better Business Bureau (bbb.org)',
      ),
    }),
  };
}

/**
 * Judges what the other side offered against the person's own figures: a price back at today's
 * level, the full credit, or the full amount owed meets the goal; a step toward it is worth
 * countering; a price at the new level (or nothing) is too little.
 */
const judge = talk.judgeWithShares(kindOf, (ctx, offered): OfferVerdict | undefined => {
  switch (kindOf(ctx)) {
    case 'price': {
      const current = ctx.value('current');
      const proposed = ctx.value('proposed');
      if (current === undefined) return undefined;
      if (offered <= current) return 'accept';
      // Above a price a signed agreement fixes is still a change to the agreement.
      if (ctx.case.flags.fixedPrice === true) return 'decline';
      return proposed === undefined || offered < proposed ? 'counter' : 'decline';
    }
    case 'surcharge': {
      const fee = surchargeOf(ctx)?.feeValue;
      if (fee === undefined) return undefined;
      if (offered === 0) return 'accept';
      // A lower surcharge than one the contract doesn't allow is still not agreed.
      return ctx.case.flags.notInContract === true ? 'decline' : 'counter';
    }
    case 'short': {
      const credit = ctx.computed.totalValue;
      if (credit === undefined) return undefined;
      if (offered >= credit) return 'accept';
      return offered > 0 ? 'counter' : 'decline';
    }
    case 'late': {
      const invoice = ctx.value('billed', 'other');
      if (invoice === undefined) return undefined;
      const owed = invoice - (ctx.value('paid') ?? 0);
      // A figure this small beside the invoice ("they'd consider 65" an hour) is about something else.
      if (offered < owed * 0.1) return undefined;
      // Less than the invoice, offered as the end of it, is money owed under the contract: decline it
      // as payment in full (the step takes it only as a partial payment with a date for the rest).
      return offered >= owed ? 'accept' : 'decline';
    }
    default:
      return undefined;
  }
});

type Steps = (f: Figures, outcome: Outcome, offer: string | undefined) => string | undefined;

/** What to do once the other side has answered, per sub-case, in both languages. */
function stepsIn(lang: Language): Record<Kind, Steps> {
  const t = inLanguage(lang);
  return {
    // Said no, an offer, or silence get their own whole answer (supplier-surcharge.ts).
    surcharge: (f, outcome) => {
      const credit = f.surcharge?.total;
      switch (outcome) {
        case 'agreed':
          return t(
            `Get it in writing: the surcharge stops from the next delivery${credit ? ` and the ${credit} is credited` : ''}, and check both on the next invoice.`,
            `Déjelo por escrito: el recargo se termina desde la próxima entrega${credit ? ` y acreditan los ${credit}` : ''}, y revise las dos cosas en la próxima factura.`,
          );
        case 'pay_now':
          return t(
            'Pay the invoice at the contract price, without the surcharge, and say in writing why; ask them to show the clause that allows it before you pay that part.',
            'Pague la factura al precio del contrato, sin el recargo, y diga por escrito por qué; pida que le muestren la cláusula que lo permite antes de pagar esa parte.',
          );
        default:
          return undefined;
      }
    },
    price: (f, outcome, offer) => {
      switch (outcome) {
        case 'said_no':
          return t(
            'Line up written quotes from two or three other suppliers now, and check whether your contract or agreement fixes the price or requires notice of a change. Then go back once with a real number, or move part of your orders.',
            'Pida ya cotizaciones por escrito a dos o tres otros proveedores, y revise si su contrato o acuerdo fija el precio o exige avisar antes de un cambio. Luego vuelva una vez con una cifra real, o pase parte de sus pedidos a otro proveedor.',
          );
        case 'counter_offer': {
          const month = f.offerMonth?.(offer);
          if (month && !f.fixedPrice)
            return t(
              `At ${offer}, your ${f.volume} ${f.every} cost ${month.month} more ${f.every} than at ${f.current}${f.riseMonth ? `; at ${f.proposed} it's ${f.riseMonth}` : ''}.${month.overQuote ? ` The other supplier's ${f.quote} is ${month.overQuote} ${f.every} less, for as long as they want you to sign for.` : ''} Counter once: ${f.quote ? `${f.quote} for the term they ask, or ${offer} with no lock-in` : `a lower price for the term, or ${offer} with no lock-in`}. Weigh what they ask in return: a term you sign should fix the price for all of it, and paying sooner than today costs you cash, so keep your current payment days unless the price drops further. Before you sign, get the price, the term, the end date and what happens after it in writing.`,
              `A ${offer}, sus ${f.volume} ${f.every} cuestan ${month.month} más ${f.every} que a ${f.current}${f.riseMonth ? `; a ${f.proposed} son ${f.riseMonth}` : ''}.${month.overQuote ? ` El otro proveedor, a ${f.quote}, sale ${month.overQuote} ${f.every} más barato, durante todo el plazo que le piden firmar.` : ''} Haga una sola contraoferta: ${f.quote ? `${f.quote} por el plazo que piden, o ${offer} sin plazo fijo` : `un precio menor por el plazo, o ${offer} sin plazo fijo`}. Pese lo que le piden a cambio: si firma por un plazo, el precio debe quedar fijo todo ese tiempo, y pagar antes que hoy le quita efectivo, así que mantenga sus días de pago actuales salvo que el precio baje más. Antes de firmar, deje por escrito el precio, el plazo, la fecha en que termina y qué pasa después.`,
            );
          return [
            f.yearCostOf?.(offer)
              ? t(
                  `At ${offer}, on your spend, that's about ${f.yearCostOf(offer)} more a year: set it beside your quotes from other suppliers.`,
                  `Con ${offer}, sobre lo que usted compra, son unos ${f.yearCostOf(offer)} más al año: compárelo con las cotizaciones de otros proveedores.`,
                )
              : t(
                  `Work out what ${offer ? `their ${offer}` : 'their offer'} costs you over a year and set it beside your quotes from other suppliers.`,
                  `Calcule cuánto le cuesta en un año ${offer ? `su oferta (${offer})` : 'su oferta'} y compárelo con las cotizaciones de otros proveedores.`,
                ),
            f.fixedPrice
              ? t(
                  "Your agreement fixes the price for its term: before you accept any rise or sign a new, longer deal for a smaller one, ask them to show in writing the clause's exact words and how a cost increase falls under it, and compare finishing this agreement at your fixed price with the new deal's total. If the sums matter, have a lawyer or your local Small Business Development Center read the clause with you.",
                  'Su acuerdo fija el precio durante su plazo: antes de aceptar un aumento o firmar un contrato nuevo y más largo a cambio de uno menor, pida que le muestren por escrito el texto exacto de la cláusula y cómo cubre un aumento de costos, y compare terminar este acuerdo a su precio fijo con el total del nuevo. Si las cifras pesan, pida a un abogado o al Centro de Desarrollo de Pequeñas Empresas (SBDC) de su zona que lea la cláusula con usted.',
                )
              : undefined,
            f.fixedPrice
              ? undefined
              : t(
                  'Counter once with a volume or term commitment, and get the new price and its start date in writing.',
                  'Haga una sola contraoferta con un compromiso de volumen o de plazo, y deje por escrito el nuevo precio y la fecha en que empieza.',
                ),
          ]
            .filter(Boolean)
            .join(' ');
        }
        case 'pay_now':
          return t(
            `Pay at the price agreed when you placed the order, and ask them to show where your agreement lets them bill ${f.percent ? `the ${f.percent} rise` : 'the new price'} on an order placed before their notice. Get the new price list and its start date in writing.`,
            `Pague al precio acordado cuando hizo el pedido, y pida que le muestren qué parte de su acuerdo les permite cobrar ${f.percent ? `el aumento del ${f.percent}` : 'el nuevo precio'} en un pedido hecho antes del aviso. Pida por escrito la nueva lista de precios y su fecha de inicio.`,
          );
        case 'no_reply':
          return t(
            "Ask for their answer in writing by a date, and keep collecting quotes from other suppliers in the meantime, so you're not stuck if the new price stays.",
            'Pida su respuesta por escrito antes de una fecha, y mientras tanto siga reuniendo cotizaciones de otros proveedores, para no quedar sin alternativa si el nuevo precio se mantiene.',
          );
        case 'agreed':
          return t(
            'Get the price, and how long it holds, in writing (an email or an updated price list), and check it on the next invoice.',
            'Deje por escrito el precio y cuánto tiempo se mantiene (un correo o una lista de precios actualizada), y revíselo en la próxima factura.',
          );
      }
      return undefined;
    },
    short: (f, outcome, offer) => {
      const counts =
        f.ordered && f.received
          ? t(
              `${f.invoiced ? `the invoice charges for ${f.ordered} and you received` : `you ordered ${f.ordered} and received`} ${f.received}`,
              `${f.invoiced ? `la factura cobra ${f.ordered} y usted recibió` : `pidió ${f.ordered} y recibió`} ${f.received}`,
            )
          : t(
              `the delivery came ${f.missing ?? '[number]'} units short`,
              `la entrega llegó con ${f.missing ?? '[número]'} unidades de menos`,
            );
      const missing =
        f.missing !== undefined
          ? t(`the ${f.missing} missing units`, `las ${f.missing} unidades faltantes`)
          : t('the missing units', 'las unidades faltantes');
      switch (outcome) {
        case 'said_no':
          return t(
            `Put the facts in writing: ${counts}, with photos, the signed packing slip and your count at delivery. Ask for their proof of what shipped (the pick list or the carrier's weight), and pay only for what arrived until the credit is issued.`,
            `Ponga los hechos por escrito: ${counts}, con fotos, la lista de empaque firmada y su conteo al recibir. Pida su prueba de lo que enviaron (la lista de surtido o el peso del transportista), y pague solo lo que llegó hasta que emitan el crédito.`,
          );
        case 'counter_offer':
          // "they'll ship the 6 missing but won't take back the 16oz ones": half made good, half not.
          if (!offer && f.wrong !== undefined)
            return t(
              `Shipping ${missing} is a yes to half of it: get the ship date in writing, and pay for those when they arrive${f.credit ? ` (${f.credit})` : ''}. The ${f.wrong} wrong ones are still theirs to fix: opening one case to check a delivery that came wrong doesn't make their error yours. Ask in writing for the ${f.wrong} to be replaced or credited${f.wrongCredit ? ` (${f.wrongCredit})` : ''}, picked up at their cost, or at the very least the unopened ones, with your photos from delivery. Meanwhile pay only for the ${f.right} right ones${f.payRight ? ` (${f.payRight})` : ''}.`,
              `Que envíen ${missing} es un sí a la mitad: pida la fecha de envío por escrito y pague esas cuando lleguen${f.credit ? ` (${f.credit})` : ''}. Las ${f.wrong} equivocadas siguen siendo error de ellos: abrir una caja para revisar una entrega que llegó mal no le pasa el error a usted. Pida por escrito que cambien o acrediten las ${f.wrong}${f.wrongCredit ? ` (${f.wrongCredit})` : ''} y las recojan a su costo, o como mínimo las que siguen cerradas, con sus fotos de la entrega. Mientras tanto, pague solo las ${f.right} correctas${f.payRight ? ` (${f.payRight})` : ''}.`,
            );
          return t(
            `Compare ${offer ? `their ${offer}` : 'their offer'} with the full credit for ${missing}${f.credit ? ` (${f.credit})` : ''}; if it's less, ask for the rest, or for the missing units shipped at no charge. Get the credit memo in writing.`,
            `Compare ${offer ? `su oferta (${offer})` : 'su oferta'} con el crédito completo por ${missing}${f.credit ? ` (${f.credit})` : ''}; si es menos, pida el resto o que envíen sin costo las unidades faltantes. Pida la nota de crédito por escrito.`,
          );
        case 'pay_now':
          return t(
            `Pay only for what arrived${f.payFor ? ` (${f.payFor})` : ''}, since ${counts}, and hold the rest until the credit memo comes in writing. Don't pay the full invoice and hope for a refund.`,
            `Pague solo lo que llegó${f.payFor ? ` (${f.payFor})` : ''}, porque ${counts}, y retenga el resto hasta recibir la nota de crédito por escrito. No pague la factura completa esperando un reembolso.`,
          );
        case 'no_reply':
          return t(
            `Send a second written notice to their manager or accounts receivable: ${counts}, you're paying for what arrived, and you're holding the rest until they issue a credit for ${missing}. If you paid by card, ask your card issuer about disputing the missing part.`,
            `Envíe un segundo aviso por escrito a su gerente o a cuentas por cobrar: ${counts}, usted paga lo que llegó y retiene el resto hasta que emitan una nota de crédito por ${missing}. Si pagó con tarjeta, pregunte al emisor cómo disputar la parte que falta.`,
          );
        case 'agreed':
          return t(
            'Get the credit memo in writing, with the invoice number and the amount, and check that it shows on the next invoice or statement.',
            'Pida la nota de crédito por escrito, con el número de factura y el monto, y revise que aparezca en la próxima factura o estado de cuenta.',
          );
      }
      return undefined;
    },
    late: (f, outcome, offer) => {
      switch (outcome) {
        case 'said_no':
          return t(
            `Ask in writing what they dispute, and send what they agreed to (a signed contract, or the email accepting the price) with proof of delivery. Don't cash anything marked "payment in full" for less than ${f.owed ?? "you're owed"}: cashing it can settle the whole debt. Pause new work, and send a final notice with a last date before small claims court.`,
            `Pida por escrito qué disputan, y envíe lo que aceptaron (un contrato firmado, o el correo donde aceptaron el precio) con la prueba de entrega. No cobre nada marcado "pago total" por menos de ${f.owed ?? 'lo que le deben'}: cobrarlo puede saldar toda la deuda. Pause el trabajo nuevo y envíe un aviso final con una última fecha antes de la corte de reclamos menores.`,
          );
        case 'counter_offer':
          return t(
            `If they find fault with the work only now, answer in writing with what they agreed to (a signed contract, or the email accepting the price) and their approvals: a late complaint doesn't cut the invoice. Take ${offer ?? 'part'}${f.half && isHalf(offer) ? ` (${f.half})` : ''} only as a partial payment, with the rest by a date (within 30 days, or dated monthly payments), and don't sign or cash anything marked "payment in full" for less than ${f.owed ?? "you're owed"}.`,
            `Si recién ahora le ponen reparos al trabajo, responda por escrito con lo que aceptaron (un contrato firmado, o el correo donde aceptaron el precio) y sus aprobaciones: una queja tardía no reduce la factura. Acepte ${offer ?? 'una parte'}${f.half && isHalf(offer) ? ` (${f.half})` : ''} solo como pago parcial, con el resto en una fecha (dentro de 30 días o en pagos mensuales con fecha), y no firme ni cobre nada marcado "pago total" por menos de ${f.owed ?? 'lo que le deben'}.`,
          );
        case 'no_reply':
          return t(
            `Send a final notice in writing: invoice [number], ${f.owed ?? '[amount]'}, due ${f.due ?? '[due date]'}${f.overdueDays ? `, ${f.overdueDays} days late` : ''}, a last date to pay (${f.lastDay ? `${f.lastDay}, a week from today` : 'a week from today'}), and that you'll file in small claims court after it. Pause new work until then.`,
            `Envíe un aviso final por escrito: factura [número], ${f.owed ?? '[monto]'}, vencida el ${f.due ?? '[fecha de vencimiento]'}${f.overdueDays ? `, con ${f.overdueDays} días de atraso` : ''}, una última fecha de pago (${f.lastDay ? `el ${f.lastDay}, en una semana` : 'en una semana'}), y que después presentará el caso en la corte de reclamos menores. Pause el trabajo nuevo hasta entonces.`,
          );
        case 'agreed':
          return t(
            'Confirm the amount and the payment date in a short email the same day, and check that the payment arrives; if the date slips, send the final notice.',
            'Confirme el monto y la fecha de pago en un correo breve el mismo día, y revise que el pago llegue; si la fecha no se cumple, envíe el aviso final.',
          );
        default:
          return undefined;
      }
    },
    terms: (f, outcome, offer) => {
      const terms = f.terms ?? {};
      const now =
        terms.now !== undefined
          ? t(`net ${terms.now}`, `${terms.now} días`)
          : t('your current terms', 'sus plazos actuales');
      const asked =
        terms.asked !== undefined
          ? t(`net ${terms.asked}`, `${terms.asked} días`)
          : t('their terms', 'sus plazos');
      const cost = terms.carried
        ? t(
            ` (about ${terms.carried} more of your money waiting with them)`,
            ` (unos ${terms.carried} más de su dinero en sus manos)`,
          )
        : '';
      switch (outcome) {
        case 'said_no':
          return t(
            `If ${asked} is their policy for every vendor, decide with the cost in front of you${cost}. Ask once for one of these, in writing: net 45 with 2% off for payment within 10 days, a deposit upfront on new work, or a late fee on invoices paid past terms. If none is possible, you can keep the invoices already sent on ${now}, add the cost of waiting to your quotes for new work, or take on less new work from them on those terms.`,
            `Si pagar a ${asked} es su política para todos los proveedores, decida con el costo a la vista${cost}. Pida una vez una de estas opciones, por escrito: 45 días con 2% de descuento por pago dentro de 10 días, un anticipo en el trabajo nuevo, o un recargo por atraso en las facturas pagadas fuera de plazo. Si ninguna es posible, puede mantener a ${now} las facturas ya enviadas, sumar el costo de la espera a sus cotizaciones de trabajo nuevo, o aceptar menos trabajo nuevo con esos plazos.`,
          );
        case 'counter_offer':
          return t(
            `${offer ? `Their ${offer}` : 'Their middle ground'} is a step: take it only in writing, for new invoices only, with a late fee on invoices paid past the new terms, or counter once with net 45 and 2% off for payment within 10 days.`,
            `${offer ? `Lo que proponen (${offer})` : 'Su punto medio'} es un avance: acéptelo solo por escrito, solo para facturas nuevas, con un recargo por atraso en las facturas pagadas fuera del nuevo plazo, o haga una sola contraoferta: 45 días con 2% de descuento por pago dentro de 10 días.`,
          );
        case 'no_reply':
          return t(
            `Keep invoicing on ${now}, as agreed: until new terms are signed, your invoices are due on ${now}. Say so in a short email and ask for an answer before your next invoice.`,
            `Siga facturando a ${now}, como acordaron: mientras no se firmen plazos nuevos, sus facturas vencen a ${now}. Dígalo en un correo breve y pida una respuesta antes de su próxima factura.`,
          );
        case 'agreed':
          return t(
            `Confirm in a short email: the terms, the first invoice they apply to, and that earlier invoices stay on ${now}.`,
            `Confirme en un correo breve: los plazos, la primera factura a la que se aplican, y que las facturas anteriores siguen a ${now}.`,
          );
        default:
          return undefined;
      }
    },
    unsure: () => undefined,
  };
}

/** The honest way to the same result, per sub-case, in both languages. */
function honestIn(lang: Language): Record<Kind, string> {
  const t = inLanguage(lang);
  return {
    price: t(
      'Bring real quotes from other suppliers, or none: a real quote, your order volume and your payment record are leverage that holds up if they check.',
      'Lleve cotizaciones reales de otros proveedores, o ninguna: una cotización real, su volumen de compra y su historial de pagos son una ventaja que se sostiene si la verifican.',
    ),
    surcharge: SURCHARGE_HONEST[lang],
    short: t(
      "Stick to what arrived: your count, the packing slip and photos are the proof, and they're enough to ask for the credit.",
      'Aténgase a lo que llegó: su conteo, la lista de empaque y las fotos son la prueba, y bastan para pedir el crédito.',
    ),
    late: t(
      'Stick to the real invoice, the due date and the days overdue: a polite, firm request for a date, then a final notice and small claims court, works without invented pressure.',
      'Aténgase a la factura real, la fecha de vencimiento y los días de atraso: una petición amable y firme de una fecha, luego un aviso final y la corte de reclamos menores, funciona sin presiones inventadas.',
    ),
    terms: t(
      'Stick to the terms your contract and invoices state, and what the longer wait really costs you: that is enough to hold them or trade for a discount, a deposit or a late fee.',
      'Aténgase a los plazos que indican su contrato y sus facturas, y a lo que realmente le cuesta esperar más: eso basta para mantenerlos o cambiarlos por un descuento, un anticipo o un recargo por atraso.',
    ),
    unsure: t(
      'Stick to what the paper shows: the invoice, the order or contract and the emails are your leverage.',
      'Aténgase a lo que muestran los papeles: la factura, el pedido o contrato y los correos son su ventaja.',
    ),
  };
}

const HONEST: Readonly<Record<Language, Record<Kind, string>>> = { en: honestIn('en'), es: honestIn('es') };

function playbook(lang: Language): AreaCopy {
  const t = inLanguage(lang);
  return {
    ...talk.relationshipTalk(lang, { kindOf, figures, wordsIn, stepsIn, honest: HONEST, judgeOffer: judge }),
    followUpCopy: (ctx, outcome, offer, latest, said) => {
      const surcharge = kindOf(ctx) === 'surcharge' ? surchargeOf(ctx) : undefined;
      return (
        (surcharge ? surchargeReply(ctx, surcharge, outcome, latest) : undefined) ??
        shortDenied(ctx, said) ??
        supplyStopped(ctx) ??
        priceForVolume(ctx, outcome, offer) ??
        noticeHeld(ctx, outcome) ??
        partOfSeveralInvoices(ctx, outcome, offer, latest) ??
        partialPayment(ctx, outcome, offer, latest) ??
        partlyMadeGood(ctx, outcome, offer, lang) ??
        finalNotice(ctx, outcome)
      );
    },
    owedInFull: (ctx) => {
      if (kindOf(ctx) !== 'late') return undefined;
      const { owed } = figures(ctx);
      if (!owed) return undefined;
      return t(
        `the full ${owed} under our contract, by a date we agree in writing`,
        `los ${owed} completos según nuestro contrato, en una fecha que acordemos por escrito`,
      );
    },
  };
}

/**
 * A price rise under a contract's notice clause, answered by the supplier with a relabel ("the 30
 * days is only for list price changes, this is a fuel and freight surcharge") or a lock for a term
 * ("sign a 12 month contract"): a surcharge that raises the price is a price change; the notice
 * still runs; the surcharge's formula in writing; the lock weighed on its numbers, shorter and
 * without exclusivity, against competing quotes. Never "I understand the answer is no".
 */
/**
 * "si no pago el precio nuevo dejan de entregar el lunes": a threat to cut supply over a price rise.
 * The business keeps its supply (the new price paid under protest, in writing, or the old price paid
 * and the difference disputed in writing), lines up a backup supplier today, and claims the difference
 * later; with a notice clause, the date before which the rise can't apply is said to them.
 */
function supplyStopped(ctx: CopyContext): FollowUpAnswer | undefined {
  const kase = ctx.case;
  if (kindOf(ctx) !== 'price' || kase.flags.supplyStopThreat !== true) return undefined;
  const t = inLanguage(ctx.lang);
  const f = figures(ctx);
  const old = amountOf(kase, 'current') ?? amountOf(kase, 'paid') ?? amountOf(kase, 'billed');
  const proposed = amountOf(kase, 'proposed');
  const share = ctx.percent ? /(\d+(?:[.,]\d+)?)\s?%/u.exec(ctx.percent)?.[1] : undefined;
  const riseValue =
    old && proposed && proposed.value > old.value
      ? proposed.value - old.value
      : old && share
        ? (old.value * Number(share.replace(',', '.'))) / 100
        : undefined;
  const rise = riseValue !== undefined ? exactMoney(ctx, riseValue) : undefined;
  const newTotal = old && riseValue !== undefined ? exactMoney(ctx, old.value + riseValue) : undefined;
  const oldText = old?.text;
  const ends = f.noticeEnds;
  const days = kase.noticeDays;
  const diff = rise ?? t('the difference', 'la diferencia');
  return {
    strategy: t(
      `Cutting deliveries is their pressure, not the end of it. ${ends ? `Under your contract's ${days} days' written notice, the new price can't apply before ${ends}: stopping deliveries over it would be their breach, not yours. ` : ''}Keep your supply first: pay the old price${oldText ? ` (${oldText})` : ''} and dispute the ${diff} in writing, quoting the clause; only if they still won't deliver, pay the new price ${newTotal ? `(${newTotal}) ` : ''}"under protest", with a written reservation of your right to claim the ${diff} back (the letter below says both). Send it in writing today, before the day they named. Today too, get quotes from one or two other suppliers and place a small backup order, so a cut-off doesn't stop your business. Then claim the ${diff} back, in small claims court if you have to.`,
      `Cortar las entregas es presión, no el final. ${ends ? `Según el aviso por escrito de ${days} días de su contrato, el nuevo precio no puede aplicarse antes del ${ends}: dejar de entregar por eso sería un incumplimiento de ellos, no suyo. ` : ''}Primero asegure su abasto: pague el precio anterior${oldText ? ` (${oldText})` : ''} y dispute los ${diff} por escrito, citando la cláusula; solo si aun así no entregan, pague el precio nuevo ${newTotal ? `(${newTotal}) ` : ''}"bajo protesta", con una reserva por escrito de su derecho a reclamar los ${diff} (la carta de abajo dice las dos cosas). Mándelo por escrito hoy, antes del día que le dieron. También hoy, pida cotizaciones a uno o dos proveedores más y haga un pedido pequeño de respaldo, para que un corte no le pare el negocio. Después reclame los ${diff}, en la corte de reclamos menores si hace falta.`,
    ),
    opening: quoteLines([
      t(
        `I want to keep working with you and keep my deliveries on schedule.`,
        'Quiero seguir trabajando con ustedes y que las entregas sigan como siempre.',
      ),
      t(
        `${ends ? `Our contract requires ${days} days' written notice of a price change, so the new price can't apply before ${ends}. ` : ''}I'm paying ${oldText ? `the agreed price, ${oldText},` : 'the agreed price'} and disputing the ${diff} in writing. Please keep the next delivery as scheduled.`,
        `${ends ? `Nuestro contrato exige ${days} días de aviso por escrito antes de un cambio de precio, así que el nuevo precio no puede aplicarse antes del ${ends}. ` : ''}Voy a pagar ${oldText ? `el precio acordado, ${oldText},` : 'el precio acordado'} y disputo los ${diff} por escrito. Por favor mantengan la próxima entrega.`,
      ),
      t(
        `If you won't deliver without the new price, I'll pay it under protest, and I reserve my right to claim the ${diff} back.`,
        `Si no entregan sin el precio nuevo, lo pago bajo protesta, y me reservo el derecho de reclamar los ${diff}.`,
      ),
    ]),
    email: {
      subject: t(
        `Invoice at the new price: the agreed price paid, the ${diff} disputed`,
        `Factura con el precio nuevo: pago el precio acordado y disputo los ${diff}`,
      ),
      body: t(
        `Hi [name],\n\nYou told me that if I don't pay the new price, you'll stop deliveries.${ends ? ` Our contract requires ${days} days' written notice of a price change. Even counting your notice${f.noticeGiven ? ` of ${f.noticeGiven}` : ''} as that notice, the new price can't apply before ${ends}.` : ''}\n\nI am paying ${oldText ? `the agreed price, ${oldText},` : 'the agreed price'} and I dispute the ${diff}. Please keep the next delivery as scheduled. If you will not deliver without the new price, I will pay ${newTotal ?? 'the invoice'} under protest, only to keep deliveries: that payment is not acceptance of the increase, and I reserve my right to claim the ${diff} back${ends ? ` for any invoice before ${ends}` : ''}.\n\nPlease confirm the next delivery in writing.\n\nThank you,\n[Your name]\n[Your business]`,
        `Buenos días, [nombre]:\n\nUstedes me dijeron que si no pago el precio nuevo, dejan de entregar.${ends ? ` Nuestro contrato exige ${days} días de aviso por escrito antes de un cambio de precio. Aun contando su aviso${f.noticeGiven ? ` del ${f.noticeGiven}` : ''} como ese aviso, el nuevo precio no puede aplicarse antes del ${ends}.` : ''}\n\nPago ${oldText ? `el precio acordado, ${oldText},` : 'el precio acordado'} y disputo los ${diff}. Les pido mantener la próxima entrega. Si no entregan sin el precio nuevo, pagaré ${newTotal ?? 'la factura'} bajo protesta, solo para que las entregas sigan: ese pago no es una aceptación del aumento, y me reservo el derecho de reclamar los ${diff}${ends ? ` de toda factura anterior al ${ends}` : ''}.\n\nLes pido confirmar por escrito la próxima entrega.\n\nGracias,\n[Su nombre]\n[Su negocio]`,
      ),
    },
    talkingPoints: [
      ...(rise && oldText && share
        ? [
            t(
              `${ctx.percent} of ${oldText} is ${rise}: ${newTotal} instead of ${oldText}.`,
              `El ${ctx.percent} de ${oldText} son ${rise}: ${newTotal} en vez de ${oldText}.`,
            ),
          ]
        : []),
      t(
        'Never leave the business without supply: pay under protest before you go without.',
        'Nunca deje el negocio sin abasto: pague bajo protesta antes de quedarse sin mercancía.',
      ),
      t(
        'Write "under protest" on the payment and keep every message.',
        'Escriba "bajo protesta" en el pago y guarde todos los mensajes.',
      ),
      t(
        'A backup supplier today is your strongest card when they call back.',
        'Un proveedor de respaldo hoy es su mejor carta cuando vuelvan a llamar.',
      ),
    ],
  };
}

function noticeHeld(ctx: CopyContext, outcome: Outcome): FollowUpAnswer | undefined {
  if (kindOf(ctx) !== 'price' || (outcome !== 'said_no' && outcome !== 'counter_offer')) return undefined;
  const relabel = ctx.case.flags.surchargeRelabel === true;
  const lock = ctx.case.lockMonths;
  if (!ctx.case.noticeDays || (!relabel && !lock)) return undefined;
  const f = figures(ctx);
  const t = inLanguage(ctx.lang);
  const days = ctx.case.noticeDays;
  const ends = f.noticeEnds;
  const shorter = lock && lock > 6 ? 6 : undefined;
  const saves = f.spendRiseMonth ?? f.riseMonth;
  return {
    strategy: [
      relabel
        ? t(
            'A surcharge that raises what you pay for the same goods is a price change under your contract, whatever they call it: ask them to show you where the contract treats surcharges differently.',
            'Un recargo que sube lo que usted paga por la misma mercancía es un cambio de precio según su contrato, lo llamen como lo llamen: pídales que le muestren dónde trata el contrato los recargos de otra forma.',
          )
        : undefined,
      ends
        ? t(
            `Either way, with ${days} days' notice, nothing can change before ${ends}.`,
            `En todo caso, con ${days} días de aviso, nada puede cambiar antes del ${ends}.`,
          )
        : undefined,
      relabel
        ? t(
            'Ask for the surcharge in writing: how it is worked out, which fuel or freight index it follows, and when it comes off.',
            'Pida el recargo por escrito: cómo se calcula, qué índice de combustible o flete sigue y cuándo se quita.',
          )
        : undefined,
      lock
        ? t(
            `Weigh their ${lock}-month lock on its numbers${saves ? `: it would save you about ${saves} a month against the rise` : ''}, but it ties you to them. Ask for ${shorter ? `${shorter} months` : 'a shorter term'} instead, with no exclusivity or minimum-volume clause, and get two competing quotes before you sign anything.`,
            `Pese su propuesta de fijar el precio ${lock} meses con sus cifras${saves ? `: le ahorraría unos ${saves} al mes frente al aumento` : ''}, pero le ata a ellos. Pida ${shorter ? `${shorter} meses` : 'un plazo más corto'}, sin exclusividad ni volumen mínimo, y consiga dos cotizaciones de otros proveedores antes de firmar.`,
          )
        : undefined,
    ]
      .filter(Boolean)
      .join(' '),
    opening: quoteLines(
      [
        relabel
          ? t(
              `Our contract requires ${days} days' written notice of a price change. A surcharge that raises what we pay is a price change: please show me where the contract treats surcharges differently.`,
              `Nuestro contrato exige ${days} días de aviso por escrito antes de un cambio de precio. Un recargo que sube lo que pagamos es un cambio de precio: por favor muéstrenme dónde trata el contrato los recargos de otra forma.`,
            )
          : undefined,
        ends
          ? t(`Either way, nothing changes before ${ends}.`, `En todo caso, nada cambia antes del ${ends}.`)
          : undefined,
        relabel
          ? t(
              'Please send me the surcharge in writing: how it is worked out, the index it follows and when it comes off.',
              'Por favor envíenme el recargo por escrito: cómo se calcula, qué índice sigue y cuándo se quita.',
            )
          : undefined,
        lock
          ? t(
              `We'd consider locking our current price for ${shorter ? `${shorter} months` : 'a shorter term'}, with no exclusivity or minimum volume. Can you do that?`,
              `Podríamos fijar nuestro precio actual por ${shorter ? `${shorter} meses` : 'un plazo más corto'}, sin exclusividad ni volumen mínimo. ¿Pueden hacerlo?`,
            )
          : undefined,
      ].filter((line): line is string => line !== undefined),
    ),
    email: {
      subject: t('Our contract: notice of the price change', 'Nuestro contrato: aviso del cambio de precio'),
      body: t(
        `Hello,\n\nOur contract requires ${days} days' written notice of a price change.${relabel ? ' A surcharge that raises what we pay is a price change under it; if you read the contract differently, please show me the clause.' : ''}${ends ? ` With notice given, our current price holds until at least ${ends}.` : ''}\n\n${relabel ? 'Please send the surcharge in writing: how it is worked out, the index it follows and when it comes off. ' : ''}${lock ? `We'd consider locking our current price for ${shorter ? `${shorter} months` : 'a shorter term'}, with no exclusivity or minimum volume.` : ''}\n\nCould you reply by [date]?\n\nThank you,\n[Your name]\n[Your business]`,
        `Hola:\n\nNuestro contrato exige ${days} días de aviso por escrito antes de un cambio de precio.${relabel ? ' Un recargo que sube lo que pagamos es un cambio de precio según el contrato; si ustedes lo leen de otra forma, por favor muéstrenme la cláusula.' : ''}${ends ? ` Con el aviso que dieron, nuestro precio actual se mantiene al menos hasta el ${ends}.` : ''}\n\n${relabel ? 'Por favor envíennos el recargo por escrito: cómo se calcula, qué índice sigue y cuándo se quita. ' : ''}${lock ? `Podríamos fijar nuestro precio actual por ${shorter ? `${shorter} meses` : 'un plazo más corto'}, sin exclusividad ni volumen mínimo.` : ''}\n\n¿Nos podrían responder antes del [fecha]?\n\nGracias,\n[Su nombre]\n[Su negocio]`,
      ),
    },
    talkingPoints: [
      t(
        `Contract: ${days} days' written notice${ends ? `; nothing changes before ${ends}` : ''}.`,
        `Contrato: ${days} días de aviso por escrito${ends ? `; nada cambia antes del ${ends}` : ''}.`,
      ),
      ...(f.spendRise ? [t(`The rise: ${f.spendRise}.`, `El aumento: ${f.spendRise}.`)] : []),
      t(
        "Don't sign a longer contract on the call: read it first for exclusivity, minimum volumes and how it ends.",
        'No firme un contrato más largo en la llamada: léalo antes por si trae exclusividad, volúmenes mínimos y cómo se termina.',
      ),
    ],
  };
}

/** The invoice's own number when the person gave it ("#1042"), else a blank to fill. */
function inv(ctx: CopyContext, lang: 'en' | 'es'): string {
  const number = ctx.case.invoiceNumber;
  return number ? `#${number.toUpperCase()}` : lang === 'en' ? '[number]' : '[número]';
}

/**
 * A client behind on an invoice who asks for new work at the old rate: yes to the work, at the new
 * rate, once the invoice is paid; never new work at the old rate while money is outstanding.
 */
function oldRateAnswer(ctx: CopyContext, rest: string): { strategy: string; line: string } {
  const t = inLanguage(ctx.lang);
  const rate = ctx.case.newRate;
  const invoice = inv(ctx, ctx.lang === 'es' ? 'es' : 'en');
  return {
    strategy: t(
      `On the new project: don't take new work at the old rate while ${rest} is outstanding. Say yes to the project at your new rate${rate ? ` (${rate})` : ''}, with a deposit up front, starting once invoice ${invoice} is paid in full.`,
      `Sobre el proyecto nuevo: no acepte trabajo nuevo con la tarifa anterior mientras le deban ${rest}. Diga que sí al proyecto con su nueva tarifa${rate ? ` (${rate})` : ''}, con un anticipo, y empiece cuando la factura ${invoice} esté pagada por completo.`,
    ),
    line: t(
      `About the new project: I'd be glad to do it. My rate for new work is ${rate ?? '[your new rate]'}, with a deposit up front, and I can start once invoice ${invoice} is paid in full.`,
      `Sobre el proyecto nuevo: con gusto lo hago. Mi tarifa para trabajo nuevo es ${rate ?? '[su nueva tarifa]'}, con un anticipo, y puedo empezar cuando la factura ${invoice} esté pagada por completo.`,
    ),
  };
}

/** "la factura de 1.200 …" opening a sentence: "La factura de 1.200 …". */
function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * A late client with two or more invoices offers part of the total on a condition ("me pagan la
 * primera factura ahora y la mitad de la segunda, o sea 2.000, si firmo que con eso quedamos a
 * mano"): the offer covers whole invoices in order and leaves the rest on the next one (1.200 paid,
 * 800 of the 1.600 left); the undisputed invoice is paid now with no condition, the release is
 * refused, a complaint about the result is answered with their approval in writing, and the rest
 * gets a date, then a final notice and small claims court.
 */
function partOfSeveralInvoices(
  ctx: CopyContext,
  outcome: Outcome,
  offer: string | undefined,
  latest: readonly CaseAmount[] = [],
): FollowUpAnswer | undefined {
  if (outcome !== 'counter_offer' || kindOf(ctx) !== 'late' || !offer) return undefined;
  const invoices = ctx.case.invoices;
  if (!invoices || invoices.length < 2) return undefined;
  const total = invoices.reduce((sum, invoice) => sum + invoice.value, 0);
  const part =
    readOffer(offer)?.value ??
    latest.find((amount) => amount.role === 'offered' && amount.text === offer)?.value;
  if (part === undefined || part >= total || part <= 0) return undefined;
  const t = inLanguage(ctx.lang);
  const f = figures(ctx);
  const owed = f.owed ?? ctx.money(total);
  // Whole invoices first, in order; the rest of the offer goes on the next one.
  let left = part;
  const covered: (typeof invoices)[number][] = [];
  let partial: { invoice: (typeof invoices)[number]; paid: number } | undefined;
  for (const invoice of invoices) {
    if (left >= invoice.value) {
      covered.push(invoice);
      left -= invoice.value;
    } else {
      partial = { invoice, paid: left };
      break;
    }
  }
  if (covered.length === 0 || !partial) return undefined;
  const rest = ctx.money(partial.invoice.value - partial.paid);
  const paidPart = ctx.money(partial.paid);
  const dated = (invoice: (typeof invoices)[number]) =>
    t(
      `the ${invoice.text} invoice of ${talk.monthDay(invoice.iso, 'en')}`,
      `la factura de ${invoice.text} del ${talk.monthDay(invoice.iso, 'es')}`,
    );
  const clear = covered.map(dated).join(t(' and ', ' y '));
  const disputed = dated(partial.invoice);
  const approved = ctx.case.flags.workApproved === true;
  const faulted = ctx.case.flags.workFaulted === true;
  const state = ctx.case.state;
  const fault = faulted
    ? approved
      ? t(
          `To "it didn't turn out as they wanted", answer with your proof: they approved that work in writing; attach the email. `,
          `A "no quedó como querían" responda con su prueba: aprobaron ese trabajo por escrito; adjunte el correo. `,
        )
      : t(
          'To a complaint about the result, ask them to say in writing exactly what was not delivered as agreed. ',
          'A una queja sobre el resultado, pídales que digan por escrito qué exactamente no se entregó como se acordó. ',
        )
    : '';
  const labor = state
    ? t(
        `, or ask the ${state} labor department whether its rules on paying freelancers cover you`,
        `, o pregunte al departamento de trabajo de ${state} si sus reglas de pago a trabajadores independientes le cubren`,
      )
    : '';
  return {
    strategy: t(
      `${upperFirst(clear)} ${covered.length === 1 ? "isn't" : "aren't"} in dispute: ask for ${covered.length === 1 ? 'it' : 'them'} now, with no condition. Their ${offer} leaves ${rest} of ${disputed} unpaid (${paidPart} of it paid). Don't sign anything saying you're square for less than ${owed}: take the ${offer} only as a partial payment. ${fault}Ask for the ${rest} by a date you name (7 to 10 days); if it isn't paid, send a final notice, then file in small claims court${labor}.`,
      `${upperFirst(clear)} no ${covered.length === 1 ? 'está' : 'están'} en discusión: pida que se ${covered.length === 1 ? 'pague' : 'paguen'} ahora, sin condiciones. Con sus ${offer}, de ${disputed} quedan ${rest} sin pagar (pagan ${paidPart}). No firme nada que diga que quedan a mano por menos de ${owed}: acepte los ${offer} solo como pago parcial. ${fault}Pida los ${rest} en una fecha que usted fije (de 7 a 10 días); si no se pagan, envíe un aviso final y luego presente el caso en la corte de reclamos menores${labor}.`,
    ),
    opening: quoteLines([
      t(
        `Thank you for your answer. Please pay ${clear} now: ${covered.length === 1 ? "it isn't" : "they aren't"} in question.`,
        `Gracias por su respuesta. Por favor paguen ahora ${clear}: no ${covered.length === 1 ? 'está' : 'están'} en discusión.`,
      ),
      ...(faulted && approved
        ? [
            t(
              `You approved the work on ${disputed.replace(/^the /u, 'the ')} in writing; I'm sending you that email today.`,
              `Ustedes aprobaron por escrito el trabajo de ${disputed}; hoy les envío ese correo.`,
            ),
          ]
        : []),
      t(
        `I'll take the ${offer} as a partial payment, but I won't sign that we're square: ${rest} of ${disputed} is still owed, by [date].`,
        `Acepto los ${offer} como pago parcial, pero no voy a firmar que quedamos a mano: de ${disputed} se siguen debiendo ${rest}, a más tardar el [fecha].`,
      ),
    ]),
    email: {
      subject: t(
        `Invoices (${owed}): ${offer} as a partial payment, ${rest} still due`,
        `Facturas (${owed}): ${offer} como pago parcial, se deben ${rest}`,
      ),
      body: t(
        `Hello [name],\n\nThank you for your reply. ${upperFirst(clear)} ${covered.length === 1 ? 'is' : 'are'} not in question; please pay ${covered.length === 1 ? 'it' : 'them'} now, with no condition.\n\n${faulted && approved ? `You approved the work on ${disputed} in writing on [date]; that email is attached. ` : ''}I accept ${offer} only as a partial payment of the ${owed} owed. I won't sign a release for less: ${rest} of ${disputed} is still due, and I ask that it be paid by [date].\n\nIf it isn't paid by then, I'll send a final notice and then file in small claims court.\n\nThank you,\n[Your name]`,
        `Hola, [nombre]:\n\nGracias por su respuesta. ${upperFirst(clear)} no ${covered.length === 1 ? 'está' : 'están'} en discusión; les pido pagarla${covered.length === 1 ? '' : 's'} ahora, sin condiciones.\n\n${faulted && approved ? `Ustedes aprobaron por escrito el trabajo de ${disputed} el [fecha]; adjunto ese correo. ` : ''}Acepto ${offer} solo como pago parcial de los ${owed} que se deben. No firmaré que quedamos a mano por menos: de ${disputed} se siguen debiendo ${rest}, y les pido pagarlos a más tardar el [fecha].\n\nSi no se pagan para esa fecha, enviaré un aviso final y luego presentaré el caso en la corte de reclamos menores.\n\nGracias,\n[Su nombre]`,
      ),
    },
    talkingPoints: [
      t(
        `${owed} owed: ${invoices.map((invoice) => invoice.text).join(' + ')}. Their ${offer} leaves ${rest}.`,
        `Se deben ${owed}: ${invoices.map((invoice) => invoice.text).join(' + ')}. Sus ${offer} dejan ${rest} pendientes.`,
      ),
      t(
        'Never sign a release or cash anything marked "payment in full" for less than you\'re owed.',
        'Nunca firme que quedan a mano ni cobre nada marcado "pago total" por menos de lo que le deben.',
      ),
    ],
    numbers: [owed, ...invoices.map((invoice) => invoice.text), offer, rest],
  };
}

/**
 * A late client offers part now ("2,000 now and maybe the rest in january"): take it as a partial
 * payment and put a date on the rest, never "that doesn't work for me" to money coming in.
 */
function partialPayment(
  ctx: CopyContext,
  outcome: Outcome,
  offer: string | undefined,
  latest: readonly CaseAmount[] = [],
): FollowUpAnswer | undefined {
  if (outcome !== 'counter_offer' || kindOf(ctx) !== 'late' || !offer) return undefined;
  const t = inLanguage(ctx.lang);
  const f = figures(ctx);
  // "only going to pay 2000": a bare figure like a year is still the sum offered, as the reading took it.
  const part =
    readOffer(offer)?.value ??
    latest.find((amount) => amount.role === 'offered' && amount.text === offer)?.value;
  if (part === undefined || f.owedValue === undefined || part >= f.owedValue) return undefined;
  const rest = ctx.money(f.owedValue - part);
  const owed = f.owed ?? ctx.money(f.owedValue);
  // "…and asked if i can start the jan project at my old rate": the new work is answered too.
  const newWork = ctx.case.flags.oldRateAsked === true ? oldRateAnswer(ctx, rest) : undefined;
  // "only if i sign something saying 1600 is payment in full. otherwise nothing": part paid only
  // against a release of the rest; never sign, and plan for their no.
  if (ctx.case.flags.releaseDemanded === true)
    return releaseDemandedAnswer(ctx, offer, rest, owed, inv(ctx, ctx.lang));
  // "no le gustó el resultado, solo 500 más y ya", after approving the site and using it: their
  // last word on a balance the contract fixes, answered with the approval and a written demand.
  if (
    ctx.case.flags.finalOffer === true ||
    ctx.case.flags.workFaulted === true ||
    ctx.case.flags.changesRequested === true
  )
    return finalPartOffer(ctx, offer, rest, owed);
  return {
    strategy: t(
      `Take the ${offer} as a partial payment, not as a settlement: the other ${rest} is still due on the invoice, and a "maybe later" is not a date. Ask for the ${offer} today and a firm date for the ${rest} (or dated monthly payments), in writing, and don't sign or cash anything marked "payment in full" for less than ${owed}. If the date for the rest slips, send a final notice with a last date before small claims court.${newWork ? ` ${newWork.strategy}` : ''}`,
      `Acepte los ${offer} como pago parcial, no como arreglo: los otros ${rest} se siguen debiendo en la factura, y un "quizás más adelante" no es una fecha. Pida los ${offer} hoy y una fecha firme para los ${rest} (o pagos mensuales con fecha), por escrito, y no firme ni cobre nada marcado "pago total" por menos de ${owed}. Si la fecha del resto no se cumple, envíe un aviso final con una última fecha antes de la corte de reclamos menores.${newWork ? ` ${newWork.strategy}` : ''}`,
    ),
    opening: t(
      `"Thank you. Please send the ${offer} today as a partial payment on invoice ${inv(ctx, 'en')}."\n"The remaining ${rest} is still due. Can we set the date now, no later than [date]? Please confirm both in writing."${newWork ? `\n"${newWork.line}"` : ''}`,
      `"Gracias. Por favor envíe hoy los ${offer} como pago parcial de la factura ${inv(ctx, 'es')}."\n"Los ${rest} restantes se siguen debiendo. ¿Podemos fijar la fecha ahora, a más tardar el [fecha]? Por favor confírmeme ambas cosas por escrito."${newWork ? `\n"${newWork.line}"` : ''}`,
    ),
    email: {
      subject: t(
        `Invoice ${inv(ctx, 'en')}: ${offer} now, the remaining ${rest} by [date]`,
        `Factura ${inv(ctx, 'es')}: ${offer} ahora, los ${rest} restantes a más tardar el [fecha]`,
      ),
      body: t(
        `Hello [name],\n\nThank you for your reply. I'll accept ${offer} as a partial payment on invoice ${inv(ctx, 'en')} for ${owed}; please send it today. The remaining ${rest} is still due on the invoice. Please confirm in writing that it will be paid by [date]. A partial payment does not settle the invoice.${newWork ? `\n\n${newWork.line}` : ''}\n\nThank you,\n[Your name]`,
        `Hola, [nombre]:\n\nGracias por su respuesta. Acepto ${offer} como pago parcial de la factura ${inv(ctx, 'es')} de ${owed}; le pido enviarlo hoy. Los ${rest} restantes se siguen debiendo en la factura. Le pido confirmarme por escrito que se pagarán a más tardar el [fecha]. Un pago parcial no salda la factura.${newWork ? `\n\n${newWork.line}` : ''}\n\nGracias,\n[Su nombre]`,
      ),
    },
    talkingPoints: [
      t(
        'Money coming in is good: take it, and put a date on the rest.',
        'El dinero que llega es bueno: acéptelo y ponga fecha al resto.',
      ),
      t(
        'Never cash a check marked "payment in full" for less than you\'re owed.',
        'Nunca cobre un cheque marcado "pago total" por menos de lo que le deben.',
      ),
    ],
  };
}

/**
 * A late client still silent ("el cliente sigue sin contestar, ya van 3 semanas"): the final notice
 * itself, with the invoice's figures, its days late and a last date a week out, then small claims
 * court; never a second "did you get my email?".
 */
function finalNotice(ctx: CopyContext, outcome: Outcome): FollowUpAnswer | undefined {
  if (outcome !== 'no_reply' || kindOf(ctx) !== 'late') return undefined;
  const f = figures(ctx);
  if (!f.owed) return undefined;
  const t = inLanguage(ctx.lang);
  const step = stepsIn(ctx.lang).late(f, outcome, undefined) ?? '';
  const billed = ctx.date('bill');
  const lastDay = f.lastDay ?? t('[date]', '[fecha]');
  const due = f.due ? t(` was due ${f.due}`, ` venció el ${f.due}`) : t(' is past due', ' está vencida');
  const late = f.overdueDays
    ? t(` and is ${f.overdueDays} days late`, ` y tiene ${f.overdueDays} días de atraso`)
    : '';
  return {
    strategy: t(
      `${step} Send it by email and by certified mail, and keep the receipt: it's your proof for the court.`,
      `${step} Envíelo por correo electrónico y por correo certificado, y guarde el recibo: es su prueba ante la corte.`,
    ),
    opening: t(
      `"Hi [client's name], this is [your name]. I'm sending a final notice today on invoice ${inv(ctx, 'en')} for ${f.owed}${f.due ? `, due ${f.due}` : ''}."\n"If I don't have the payment by ${lastDay}, I'll file in small claims court. Is anything stopping you from paying this week?"`,
      `"Hola, [nombre del cliente], habla [su nombre]. Hoy le envío un aviso final por la factura ${inv(ctx, 'es')} de ${f.owed}${f.due ? `, vencida el ${f.due}` : ''}."\n"Si no recibo el pago a más tardar el ${lastDay}, presentaré el caso en la corte de reclamos menores. ¿Hay algo que le impida pagar esta semana?"`,
    ),
    email: {
      subject: t(
        `Final notice: invoice ${inv(ctx, 'en')} (${f.owed}), payment by ${lastDay}`,
        `Aviso final: factura ${inv(ctx, 'es')} (${f.owed}), pago a más tardar el ${lastDay}`,
      ),
      body: t(
        `Hello [client's name],\n\nInvoice ${inv(ctx, 'en')} for ${f.owed}${billed ? `, dated ${billed},` : ''}${due}${late}. I have had no reply to my messages.\n\nThis is a final notice: please pay the full ${f.owed} by ${lastDay}, by [payment method]. If it is not paid by then, I will file a claim in small claims court without further notice. New work is paused until the invoice is paid.\n\n[Your name]\n[Your business]`,
        `Buenos días, [nombre del cliente]:\n\nLa factura ${inv(ctx, 'es')} de ${f.owed}${billed ? `, del ${billed},` : ''}${due}${late}. No he recibido respuesta a mis mensajes.\n\nEste es un aviso final: le pido pagar los ${f.owed} completos a más tardar el ${lastDay}, por [forma de pago]. Si no se paga para esa fecha, presentaré una demanda en la corte de reclamos menores sin otro aviso. El trabajo nuevo queda en pausa hasta que se pague la factura.\n\n[Su nombre]\n[Su negocio]`,
      ),
    },
    talkingPoints: [
      t(
        'Small claims court: ask the court clerk for the limit and the filing fee.',
        'Corte de reclamos menores: pregunte en la secretaría por el límite y el costo de presentar.',
      ),
      t(
        'A late fee or interest only if your contract or invoice terms say so.',
        'Un recargo o intereses por atraso solo si su contrato o los términos de la factura lo dicen.',
      ),
      t(
        'Keep the invoice, the order and every message you sent, with their dates.',
        'Guarde la factura, el pedido y cada mensaje que envió, con sus fechas.',
      ),
    ],
  };
}

/**
 * A client offering part "and that's it", or faulting work it approved and uses: the balance the
 * contract fixes stays due. The part is taken only as a partial payment, with a written demand for
 * the rest by a date, then small claims court.
 */
function finalPartOffer(ctx: CopyContext, offer: string, rest: string, owed: string): FollowUpAnswer {
  const t = inLanguage(ctx.lang);
  const { workAccepted, workApproved, workInUse } = ctx.case.flags;
  // Approved in writing only when the person said so; a client using the work has accepted it.
  const accepted = workApproved === true || (workAccepted === true && workInUse !== true);
  const faulted = ctx.case.flags.workFaulted === true;
  const changes = ctx.case.flags.changesRequested === true;
  // In use with no approval in writing said: their use of it is the acceptance.
  const inUse = !accepted && (workInUse === true || workAccepted === true);
  const invEn = inv(ctx, 'en');
  const invEs = inv(ctx, 'es');
  const why = t(
    changes
      ? `The changes they now point to were their own requests, in writing${accepted ? ", and they're using the work" : ''}: a project that changed at their request doesn't lower the invoice. `
      : faulted && inUse
        ? 'You delivered, and they are already using the work: a complaint about the result now does not lower what you agreed. '
        : faulted && accepted
          ? 'You delivered, they approved the work in writing and they are using it: a complaint about the result now does not lower what you agreed. '
          : faulted
            ? 'A complaint about the result after delivery is not a reason to pay less than the agreed price unless they show what was not delivered as agreed. '
            : '',
    changes
      ? `Los cambios que ahora mencionan los pidieron ellos, por escrito${accepted ? ', y ya están usando el trabajo' : ''}: un proyecto que cambió a pedido del cliente no reduce la factura. `
      : faulted && inUse
        ? 'Usted entregó, y el cliente ya está usando el trabajo: una queja sobre el resultado ahora no baja lo acordado. '
        : faulted && accepted
          ? 'Usted entregó, el cliente aprobó el trabajo por escrito y lo está usando: una queja sobre el resultado ahora no baja lo acordado. '
          : faulted
            ? 'Una queja sobre el resultado después de la entrega no es razón para pagar menos del precio acordado, salvo que muestre qué no se entregó como se acordó. '
            : '',
  );
  const saidEn = [
    changes ? "The changes were your requests; I have them in writing and I'll send them." : '',
    accepted
      ? changes
        ? "You're using the work."
        : "You approved the work in writing and you're using it."
      : '',
    inUse && !changes ? "You're already using the work." : '',
  ]
    .filter(Boolean)
    .join(' ');
  const saidEs = [
    changes ? 'Los cambios los pidieron ustedes; los tengo por escrito y se los envío.' : '',
    accepted
      ? changes
        ? 'Ya están usando el trabajo.'
        : 'Usted aprobó el trabajo por escrito y lo está usando.'
      : '',
    inUse && !changes ? 'Ustedes ya están usando el trabajo.' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return {
    strategy: t(
      `Don't accept ${offer} as the final payment, and don't offer a discount: the full ${owed} on the invoice is owed. ${why}Answer in writing: you'll take the ${offer} now only as a partial payment, the other ${rest} is due by a date you name (7 to 10 days) or in dated installments, and if it isn't paid you'll file in small claims court. Check whether your terms tie ownership or the license of the work to full payment, and cite them if they do. Never sign or cash anything marked "payment in full" for less than ${owed}.`,
      `No acepte ${offer} como pago final ni ofrezca un descuento: se deben los ${owed} completos de la factura. ${why}Responda por escrito que recibirá los ${offer} ahora solo como pago parcial, que los otros ${rest} vencen en la fecha que usted fije (de 7 a 10 días) o en pagos con fecha, y que, si no se pagan, presentará una demanda en la corte de reclamos menores. Revise si sus condiciones ligan la propiedad o la licencia del trabajo al pago completo y, si es así, cítelas. Nunca firme ni cobre nada marcado "pago total" por menos de ${owed}.`,
    ),
    opening: t(
      `"I can't accept ${offer} as the final payment. ${saidEn ? `${saidEn} ` : ''}The invoice is ${owed}."\n"I'll take the ${offer} now as a partial payment on invoice ${invEn}; the remaining ${rest} is due by [date]. Please confirm in writing."`,
      `"No puedo aceptar ${offer} como pago final. ${saidEs ? `${saidEs} ` : ''}La factura es de ${owed}."\n"Acepto los ${offer} ahora como pago parcial de la factura ${invEs}; los ${rest} restantes vencen el [fecha]. Le pido confirmarlo por escrito."`,
    ),
    email: {
      subject: t(
        `Invoice ${invEn}: ${owed} is due; ${offer} only as a partial payment`,
        `Factura ${invEs}: se deben ${owed}; ${offer} solo como pago parcial`,
      ),
      body: t(
        `Hello [name],\n\n${changes ? 'The changes to the project were requested by you on [dates] (copies of your messages attached). ' : ''}${accepted ? (changes ? "You're already using the work. " : 'I delivered the work, and you approved it in writing and are using it. ') : ''}Invoice ${invEn} is for ${owed}. I don't accept ${offer} as the final payment. I will accept it now only as a partial payment, and the remaining ${rest} is due by [date].\n\nIf it is not paid by then, I will file a claim in small claims court. A partial payment does not settle the invoice.\n\nThank you,\n[Your name]`,
        `Hola, [nombre]:\n\n${changes ? 'Los cambios al proyecto los pidieron ustedes el [fechas] (adjunto copia de sus mensajes). ' : ''}${accepted ? (changes ? 'Ya están usando el trabajo. ' : 'Entregué el trabajo, y usted lo aprobó por escrito y lo está usando. ') : ''}La factura ${invEs} es de ${owed}. No acepto ${offer} como pago final. Lo acepto ahora solo como pago parcial, y los ${rest} restantes vencen el [fecha].\n\nSi no se pagan para esa fecha, presentaré una demanda en la corte de reclamos menores. Un pago parcial no salda la factura.\n\nGracias,\n[Su nombre]`,
      ),
    },
    talkingPoints: [
      t(
        changes
          ? 'Keep the messages where they asked for the changes, and proof the work is in use (screenshots of where they use it).'
          : 'Keep what they agreed to (a contract or the email accepting the price), the approval and proof the work is in use.',
        changes
          ? 'Guarde los mensajes donde pidieron los cambios y la prueba de que el trabajo está en uso (capturas de donde lo usan).'
          : 'Guarde lo que aceptaron (un contrato o el correo donde aceptaron el precio), la aprobación y la prueba de que el trabajo está en uso.',
      ),
      t(
        'Ask your state or city whether it has a payment law for freelancers.',
        'Pregunte en su estado o ciudad si tiene una ley de pago para trabajadores independientes.',
      ),
    ],
  };
}

/**
 * "they'll ship the 6 missing cases but won't take back the 16oz ones": part of a short, wrong
 * delivery made good and part refused. No sum to counter: take the shipment in writing, and keep
 * the wrong items theirs to fix.
 */
function partlyMadeGood(
  ctx: CopyContext,
  outcome: Outcome,
  offer: string | undefined,
  lang: Language,
): FollowUpAnswer | undefined {
  if (kindOf(ctx) !== 'short' || outcome !== 'counter_offer' || offer) return undefined;
  const f = figures(ctx);
  if (f.wrong === undefined) return undefined;
  const strategy = stepsIn(lang).short(f, outcome, offer);
  if (!strategy) return undefined;
  const t = inLanguage(lang);
  const missing = f.missing ?? t('[number]', '[número]');
  return {
    strategy,
    opening: t(
      `"Thank you for shipping the ${missing} missing. Could you confirm the ship date by email?"\n"The ${f.wrong} wrong ones came that way from you: I opened one case only to check. Please replace them or credit ${f.wrongCredit ?? 'them'}, and pick them up at your cost."\n"Until then I'll pay for the ${f.right} right ones${f.payRight ? `, ${f.payRight}` : ''}."`,
      `"Gracias por enviar las ${missing} que faltan. ¿Me confirma por correo la fecha de envío?"\n"Las ${f.wrong} equivocadas llegaron así de su parte: abrí una caja solo para revisar. Les pido cambiarlas o acreditar ${f.wrongCredit ?? 'su valor'}, y recogerlas a su costo."\n"Mientras tanto pago las ${f.right} correctas${f.payRight ? `, ${f.payRight}` : ''}."`,
    ),
    email: {
      subject: t(
        `Order [number]: the ${missing} missing, and the ${f.wrong} wrong ones`,
        `Pedido [número]: las ${missing} faltantes y las ${f.wrong} equivocadas`,
      ),
      body: t(
        `Hello,\n\nThank you for agreeing to ship the ${missing} missing on [date]; please confirm the date by email. We'll pay ${f.credit ?? 'for them'} when they arrive.\n\nThe ${f.wrong} wrong ones arrived that way, as my photos from delivery show; I opened one case only to check it. Please replace them or credit ${f.wrongCredit ?? 'their value'}, and collect them at your cost.\n\nIn the meantime we're paying for the ${f.right} correct ones${f.payRight ? `, ${f.payRight}` : ''}. Please send a corrected invoice.\n\nThank you,\n[Your name]\n[Your business]`,
        `Hola:\n\nGracias por aceptar enviar las ${missing} faltantes el [fecha]; les pido confirmar la fecha por correo. Pagaremos ${f.credit ?? 'esas'} cuando lleguen.\n\nLas ${f.wrong} equivocadas llegaron así, como muestran mis fotos de la entrega; abrí una caja solo para revisarla. Les pido cambiarlas o acreditar ${f.wrongCredit ?? 'su valor'}, y recogerlas a su costo.\n\nMientras tanto pagamos las ${f.right} correctas${f.payRight ? `, ${f.payRight}` : ''}. Les pido enviar una factura corregida.\n\nGracias,\n[Su nombre]\n[Su negocio]`,
      ),
    },
    talkingPoints: [
      t('Take the yes in writing, with a date.', 'Tome el sí por escrito, con fecha.'),
      t(
        "Checking a wrong delivery doesn't make the error yours.",
        'Revisar una entrega equivocada no le pasa el error a usted.',
      ),
      t(
        'Pay only for what arrived right, against a corrected invoice.',
        'Pague solo lo que llegó bien, contra una factura corregida.',
      ),
    ],
  };
}

export const vendors: AreaPlaybook = {
  en: withClientShortPay(playbook('en')),
  es: withClientShortPay(playbook('es')),
};

/** "3 facturas: 1,240, 860 y 2,100": what the client owes in all. */
function severalInvoices(ctx: CopyContext): string | undefined {
  const { total, count } = ctx.computed;
  return ctx.case.subCase === 'vendor_client_late' && total && count && count >= 2 ? total : undefined;
}
