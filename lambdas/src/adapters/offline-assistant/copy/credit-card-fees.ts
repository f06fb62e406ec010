import type { Language } from '@lane/shared';
import type { CaseAmount, CaseDate } from '../../../domain/chat/case.js';
import { extractAmounts } from '../../../domain/chat/amounts.js';
import { afterCancelPartFollowUp } from './service-disputes.js';
import { duplicateCharge, withDuplicateCharge } from './duplicate-charge.js';
import { withClosedAccountFees } from './closed-account-fees.js';
import { withUnauthorizedSeries } from './unauthorized-series.js';
import { chargeList, chargesInWords, splitRefund, type ListedCharge } from './charge-list.js';
import {
  addBankDays,
  addBusinessDays,
  addDays,
  chargeWindows,
  formatDay,
} from '../../../domain/chat/facts.js';
import {
  inLanguage,
  listIn,
  type AreaCopy,
  type AreaPlaybook,
  type CopyContext,
  type FollowUpAnswer,
  type Outcome,
  type Rung,
  type RungCopy,
} from './types.js';

/**
 * Credit cards, debit cards, payment apps and bank fees. Three worlds that sound alike and are not:
 * - a charge the person never made or that is wrong (a billing error) is disputed, never bargained:
 *   the rights engine says whether the credit-card rules (Fair Credit Billing Act, the $50 cap) or the
 *   debit/app rules (Regulation E) apply, and the copy asserts only those;
 * - money the person sent themselves, even to a scammer, has no such right: honest, fast, no promise;
 * - a fee or interest charged under the account's terms is a courtesy ask, the one place here for
 *   the discount → credit → downgrade → supervisor → retention → complaint ladder.
 */

type Mode =
  /** The reading is unsure: a safe first step and the questions that decide the sub-case. */
  | 'unsure'
  /**
   * The reading is unsure, but the person says they made the purchase (a regret, a return): the
   * merchant's return or refund policy first; a card dispute only for a real billing error.
   */
  | 'purchase'
  /** A credit-card charge the person didn't make: FCBA dispute and the $50 cap. */
  | 'card_fraud'
  /** A charge the person didn't make on a card whose kind isn't known (or isn't credit): report it now. */
  | 'fraud_first'
  | 'billing'
  | 'after_cancel'
  | 'fee'
  | 'late'
  /** An unauthorized debit, ATM, transfer or app payment: Regulation E. */
  | 'debit'
  /** A payment the person sent themselves (to a scammer): no right applies. */
  | 'scam'
  | 'bank_fee';

function modeOf(ctx: CopyContext): Mode {
  switch (ctx.subCase) {
    case 'card_unauthorized':
      return ctx.right('credit-card-unauthorized-cap') || ctx.right('fcba-billing-error')
        ? 'card_fraud'
        : 'fraud_first';
    case 'card_billing_error':
      return 'billing';
    case 'card_after_cancel':
      return 'after_cancel';
    case 'card_fee_or_interest':
      return 'fee';
    case 'card_late_fee':
      return 'late';
    case 'debit_unauthorized':
      // Sent to a scammer by the person: a scam, even when a second, unauthorized transfer is beside it.
      return ctx.right('reg-e-unauthorized-transfer') && ctx.case.flags.unauthorized !== false
        ? 'debit'
        : 'scam';
    case 'bank_fee':
      return 'bank_fee';
    default:
      return ctx.case.flags.unauthorized === false &&
        ctx.case.cardType !== 'p2p' &&
        ctx.case.cardType !== 'bank_transfer'
        ? 'purchase'
        : 'unsure';
  }
}

/** After cancelling, the merchant offers a credit toward more of the plan ("30% toward next year"). */
function creditForCancelled(ctx: CopyContext): boolean {
  return modeOf(ctx) === 'after_cancel' && ctx.case.flags.oneTimeCredit === true;
}

/** Repeated charges split by the Fair Credit Billing Act's 60 days, each counted from its own statement. */
interface ChargeSplit {
  /** The charges' days still in time and past, as "August 1", "1 de agosto". */
  readonly inDays: readonly string[];
  readonly pastDays: readonly string[];
  /** Their sums, as money. */
  readonly inSum: string;
  readonly pastSum: string;
  /** The last day for the letter on the oldest charge still in time. */
  readonly by: string | undefined;
  /** Days from today to that day. */
  readonly daysLeft: number | undefined;
}

/** "May 1, June 1 or July 1", "1 de mayo, 1 de junio o 1 de julio": any one of them. */
function orList(lang: Language, items: readonly string[]): string {
  if (items.length < 2) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${lang === 'es' ? 'o' : 'or'} ${items.at(-1)!}`;
}

/**
 * Repeated charges on known days, the statement's closing day not given: a charge is surely still in
 * time while 60 days from the charge itself haven't passed (its statement came later), surely past
 * once 60 days from a month after it have (statements close monthly); in between, the closing day decides.
 */
function statementAsk(ctx: CopyContext, mode: Mode): string | undefined {
  if (mode !== 'after_cancel' || !ctx.right('fcba-billing-error') || ctx.case.statementDay) return undefined;
  const unit = ctx.case.amounts.find(
    (amount) => amount.days !== undefined && amount.days.length >= 2 && amount.days.length === amount.count,
  );
  if (!unit?.days) return undefined;
  const days = [...unit.days].sort();
  if (addDays(days[0]!, 60) >= ctx.today) return undefined;
  const short = (iso: string) =>
    new Intl.DateTimeFormat(ctx.lang === 'es' ? 'es-US' : 'en-US', {
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    }).format(new Date(`${iso}T00:00:00Z`));
  const sure = days.filter((iso) => addDays(iso, 60) >= ctx.today).map(short);
  const list = (items: readonly string[]) => listIn(ctx.lang, items);
  return ctx.lang === 'es'
    ? `Cada cargo tiene 60 días desde el estado de cuenta que lo mostró por primera vez, así que los más antiguos pueden estar ya fuera de plazo.${sure.length ? ` ${sure.length > 1 ? `Los del ${list(sure)} siguen` : `El del ${sure[0]!} sigue`} a tiempo con seguridad.` : ''} Dígame qué día del mes cierra su estado de cuenta (aparece en el estado de cuenta) y le digo qué cargos siguen a tiempo y hasta qué fecha; mientras tanto, envíe la carta ya.`
    : `Each charge has 60 days from the statement that first showed it, so the oldest ones may already be past.${sure.length ? ` The ${list(sure)} ${sure.length > 1 ? 'charges are' : 'charge is'} surely still in time.` : ''} Tell me the day of the month your statement closes (it's printed on the statement) and I'll work out which charges are still in time and by what date; meanwhile, send the letter now.`;
}

function chargeSplit(ctx: CopyContext, mode: Mode): ChargeSplit | undefined {
  if (mode !== 'after_cancel' || !ctx.right('fcba-billing-error')) return undefined;
  const windows = chargeWindows(ctx.case);
  const unit = ctx.case.amounts.find((amount) => amount.days !== undefined && amount.days.length >= 2);
  if (!windows || !unit) return undefined;
  const open = windows.filter((window) => window.by >= ctx.today);
  const past = windows.filter((window) => window.by < ctx.today);
  if (past.length === 0) return undefined;
  const day = (iso: string) =>
    new Intl.DateTimeFormat(ctx.lang === 'es' ? 'es-US' : 'en-US', {
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    }).format(new Date(`${iso}T00:00:00Z`));
  const first = open[0];
  return {
    inDays: open.map((window) => day(window.charge)),
    pastDays: past.map((window) => day(window.charge)),
    inSum: ctx.money(unit.value * open.length),
    pastSum: ctx.money(unit.value * past.length),
    by: first ? formatDay(first.by, ctx.lang) : undefined,
    daysLeft: first
      ? Math.round((Date.parse(`${first.by}T00:00:00Z`) - Date.parse(`${ctx.today}T00:00:00Z`)) / 86_400_000)
      : undefined,
  };
}

/** What the templates read from the case, once. */
interface Reading {
  readonly mode: Mode;
  /** The Fair Credit Billing Act applies (a credit card, a billing error). */
  readonly fcba: boolean;
  /** The last day for the billing-error letter, when computed. */
  readonly fcbaBy: string | undefined;
  /** Days left before the dispute's last day, to say "mail it this week" when few are left. */
  readonly fcbaDaysLeft: number | undefined;
  /** The 60 days counted from the person's charge date are already behind today. */
  readonly fcbaPassed: boolean;
  /** The day those 60 days were counted from, as the person wrote it. */
  readonly fcbaFrom: string | undefined;
  /** About the last day (2 business days) to keep a debit loss at $50, when computed. */
  readonly regEBy: string | undefined;
  /** That day is already behind today. */
  readonly regEPassed: boolean;
  /** 60 days after the statement showing an unauthorized transfer, when its date was given. */
  readonly regEStatementBy: string | undefined;
  /** The statement date that window counts from, as the person wrote it. */
  readonly statement: string | undefined;
  /**
   * A wrong amount: the part billed over what it should have been (billed − the correct amount),
   * and that correct amount, as the person wrote it. Only the difference is disputed.
   */
  readonly overcharge: string | undefined;
  readonly correct: string | undefined;
  /** The person says they made or sent it themselves. */
  readonly own: boolean;
  /** The disputed charge, transfer or fee, as the person wrote it. */
  readonly amount: string | undefined;
  readonly amountValue: number | undefined;
  /** A repeated charge: one charge, how many, and the sum Lane worked out. */
  readonly unit: string | undefined;
  readonly count: number | undefined;
  readonly total: string | undefined;
  /** The day of the charge or transfer itself (never the day the person noticed it). */
  readonly chargeDate: string | undefined;
  readonly cancelled: string | undefined;
  /**
   * Several charges or transfers the person didn't make ("212.50 and 48.99"), as written, when they
   * gave two or three figures for them; undefined for one.
   */
  readonly items: readonly string[] | undefined;
  /** A fee or interest under the terms: which one (a late fee that cost the grace period too). */
  readonly feeKind: FeeKind | undefined;
  /** The late fee and the interest, as written, when the person gave both. */
  readonly lateFee: string | undefined;
  readonly interest: string | undefined;
  readonly interestValue: number | undefined;
  /** The fee as the person named it ("foreign transaction fee"). */
  readonly feeName: string | undefined;
  /** The person brought up the $8 late-fee cap (a figure of 8 beside a late fee). */
  readonly capTalk: boolean;
  /** The person still has to tell us credit or debit. */
  readonly cardUnknown: boolean;
  /** A transfer (app, bank) rather than a card charge. */
  readonly transfer: boolean;
  /** The person's bank and app as they named them ("Chase", "Cash App"). */
  readonly bank: string | undefined;
  readonly app: string | undefined;
  /** A scammer tricked the person into sharing a code: the transfers are still unauthorized. */
  readonly sharedCode: boolean;
  /** The scammer posed as the person's own bank. */
  readonly bankImpostor: boolean;
  /** The person still has the card: only its number was used, not a lost or stolen card. */
  readonly cardInHand: boolean;
  /** The bank said it gives nothing back while it investigates. */
  readonly noInterimCredit: boolean;
  /** The day the person first reported it to the bank, as written ("oct 31"). */
  readonly reported: string | undefined;
  /** More than 10 business days (with a margin for bank holidays) have passed since that report. */
  readonly creditOverdue: boolean;
  /** About the last day for the provisional credit: 10 business days from the report (today, when not dated). */
  readonly creditBy: string | undefined;
  /** Rent falls due while the money is gone; its day as written when it comes before `creditBy`. */
  readonly rentDue: boolean;
  readonly rentDay: string | undefined;
  /** That payment is a mortgage's, not rent. */
  readonly mortgage: boolean;
  /** The person already sent the bank's written form or their written dispute. */
  readonly wroteIt: boolean;
  /** The same sum charged twice ("me aparece el cobro 2 veces, 247 … y otra vez 247"): one is the error. */
  readonly duplicate: boolean;
  /** The merchant calls the second charge a pending authorization that will drop off. */
  readonly pendingHold: boolean;
  /** The merchant says cancelling needed a certified letter or notice, while the person's contract doesn't. */
  readonly methodClash: boolean;
  /** The bank cited the lost-card tiers ($50, then $500). */
  readonly tierCited: boolean;
  /** A reservation cancelled and charged anyway: one charge, not a subscription that kept billing. */
  readonly booking: boolean;
  /** What the person paid for never arrived ("nunca llegó"): the error is goods not delivered. */
  readonly notReceived: boolean;
  /** The FTC's mail, internet or telephone order rule reaches it (ordered remotely, never arrived). */
  readonly mailOrder: boolean;
  /** The person has a record of the cancellation (a confirmation, a screenshot, a certified-mail receipt). */
  readonly proof: boolean;
  /**
   * Several charges after a cancellation, the first one's 60 days past: the first charge (as written)
   * still within 60 days of today, so surely within 60 days of its statement.
   */
  readonly inTimeFrom: string | undefined;
  /** A repeated charge beside other charges in the person's total: how many times, and the others. */
  readonly unitCount: number | undefined;
  readonly beside: readonly string[] | undefined;
  /**
   * Fees the unauthorized debit charges caused ("3 overdraft fees of 35 each"), apart from the
   * charges: "3 overdraft fees of 35 ($105 in all)"; with their sum and the charges' and fees' total.
   */
  readonly causedFees:
    { readonly en: string; readonly es: string; readonly sum: string; readonly all: string } | undefined;
  /** Every day a charge was made, as written, when there are two or more ("oct 30, nov 2 and nov 5"). */
  readonly chargeDays: readonly string[] | undefined;
  /** 60 days from the first charge haven't passed: any statement showing it is still inside its 60 days. */
  readonly within60: boolean;
  /**
   * Charges repeated after a cancellation, with the statement's closing day: those still inside their
   * 60 days (each from the statement that first showed it) and those past them, when some are past.
   */
  readonly split: ChargeSplit | undefined;
  /**
   * The same repeated charges without the statement's closing day, when some may be past their 60
   * days: the line that says the rule and asks for that day, never a guessed date.
   */
  readonly askStatement: string | undefined;
  /** The bank said its investigation can take long ("up to 90 days"). */
  readonly longInvestigation: boolean;
  /** The bank called the fees the charges caused "separate". */
  readonly feesSeparate: boolean;
}

/**
 * `late_interest`: a late fee, and interest for the grace period it cost; `annual`: an annual fee;
 * `interest`: interest alone; `named`: another fee the person named (foreign transaction, cash
 * advance); `unknown`: a fee or interest the person didn't name.
 */
type FeeKind = 'late_interest' | 'annual' | 'interest' | 'named' | 'unknown';

/** A day told by its distance from today ("3 weeks ago", "hace un mes"): no date for a letter. */
const RELATIVE_DAY = /\b(?:ago|hace|last week|semana pasada|yesterday|ayer|today|hoy)\b/iu;
/** Few enough days left before the dispute's last day that the answer says to mail it now. */
const SOON_DAYS = 21;
const LATE_FEE_NAME = /late|atras|tard|mora\b|retraso/i;
const ANNUAL_FEE_NAME = /annual|anual/i;

/**
 * Several charges the person didn't make, told over two or three days: "18 y 19 de noviembre",
 * "nov 18 and 19" (one month named once), else each day in full. Never one day for all of them.
 */
function severalDays(
  mode: Mode,
  items: readonly CaseAmount[],
  days: readonly CaseDate[],
  lang: Language,
): string | undefined {
  if (!['debit', 'card_fraud', 'fraud_first'].includes(mode) || items.length < 2) return undefined;
  const texts = [...new Set([...days].sort((x, y) => x.iso!.localeCompare(y.iso!)).map((day) => day.text))];
  if (texts.length < 2 || texts.length > 3) return undefined;
  const es = texts.map((text) => /^(\d{1,2}) (?:de )?(\p{L}+\.?)$/u.exec(text));
  if (es.every((m) => m && m[2] === es[0]![2]))
    return `${listIn(
      lang,
      es.map((m) => m![1]!),
    )} de ${es[0]![2]}`;
  const en = texts.map((text) => /^(\p{L}+\.?) (\d{1,2})$/u.exec(text));
  if (en.every((m) => m && m[1] === en[0]![1]))
    return `${en[0]![1]} ${listIn(
      lang,
      en.map((m) => m![2]!),
    )}`;
  return listIn(lang, texts);
}

/**
 * "cancelled in aug": a month alone reads wrong after "on" ("cancelled on aug", "cancelé el agosto"),
 * so the day is left for the person to fill in ("aug [day]", "[día] de agosto").
 */
function dayOfMonthAsked(date: string | undefined, lang: Language): string | undefined {
  if (date === undefined || /\d/u.test(date) || !/^\p{L}+\.?$/u.test(date.trim())) return date;
  return lang === 'es' ? `[día] de ${date.trim()}` : `${date.trim()} [day]`;
}

function read(ctx: CopyContext): Reading {
  const mode = modeOf(ctx);
  const feeName = ctx.case.feeName;
  const lateNamed = feeName !== undefined && LATE_FEE_NAME.test(feeName);
  // A figure of 8 beside a late fee is the $8 cap the person heard about, never a charge.
  const capTalk =
    (mode === 'late' || (mode === 'fee' && lateNamed)) &&
    (ctx.case.flags.lateFeeCapQuoted === true || ctx.case.amounts.some((amount) => amount.value === 8));
  const charged = ctx.case.amounts.filter((amount) => !(capTalk && amount.value === 8));
  const lateFeeAmount =
    mode === 'fee' && lateNamed
      ? charged.find((amount) => amount.role === 'fee' || amount.role === 'billed')
      : undefined;
  const interestAmount = lateFeeAmount
    ? charged.find(
        (amount) => amount !== lateFeeAmount && (amount.role === 'other' || amount.role === 'billed'),
      )
    : undefined;
  const feeKind: FeeKind | undefined =
    mode !== 'fee'
      ? undefined
      : feeName === undefined
        ? 'unknown'
        : lateNamed
          ? 'late_interest'
          : ANNUAL_FEE_NAME.test(feeName)
            ? 'annual'
            : /inter[eé]s/i.test(feeName)
              ? 'interest'
              : 'named';
  // Several charges the person didn't make: each figure as written (a credit card's, or transfers
  // out of an account; a debit card's second figure is often a fee it caused, so it stays apart).
  const several =
    mode === 'card_fraud' ||
    mode === 'fraud_first' ||
    (mode === 'debit' && (ctx.case.cardType === 'p2p' || ctx.case.cardType === 'bank_transfer')) ||
    // "3 cargos q yo no hice uno de 200 otro de 340 y otro de 95": three or more figures are the
    // charges themselves, not a charge and the fee it caused.
    (mode === 'debit' &&
      ctx.case.amounts.filter((amount) => amount.role === 'billed' || amount.role === 'other').length >= 3) ||
    // "2 charges i didn't make, 180.25 and 75.10": charges the person counted are each a charge.
    (mode === 'debit' && ctx.computed.count !== undefined && ctx.computed.count >= 2) ||
    // "I sent 2 payments, 950 and 1,200": payments to a scammer the person counted, each one named.
    (mode === 'scam' && ctx.computed.count !== undefined);
  const itemAmounts = several
    ? ctx.case.amounts.filter(
        (amount) => amount.role === 'billed' || amount.role === 'other' || amount.role === 'paid',
      )
    : [];
  const feeLike = mode === 'fee' || mode === 'late' || mode === 'bank_fee';
  // "3 charges of 89.99 i didn't make … 3 overdraft fees of 35 each": beside the charges, a fee is what
  // they caused, never the charge itself.
  const causedFee =
    mode === 'debit' &&
    ctx.case.cardType !== 'p2p' &&
    ctx.case.cardType !== 'bank_transfer' &&
    ctx.case.amounts.some((amount) => amount.role !== 'fee') &&
    ctx.case.amounts.length >= 2
      ? ctx.case.amounts.find((amount) => amount.role === 'fee')
      : undefined;
  // "4 fees of 35 … the account was only 12 short": with the fees counted, a loose figure is not the fee.
  const feesCounted = ctx.case.amounts.some((amount) => amount.role === 'unit' && amount.count !== undefined);
  const roles = feeLike
    ? feesCounted
      ? (['fee', 'billed'] as const)
      : (['fee', 'billed', 'other'] as const)
    : mode === 'debit' && causedFee
      ? (['billed', 'paid', 'other'] as const)
      : mode === 'debit' || mode === 'scam'
        ? (['billed', 'paid', 'other', 'fee'] as const)
        : (['billed', 'other', 'fee', 'paid'] as const);
  // "4 overdraft fees of 35 each": a fee with its count is the unit of the total too.
  const unit =
    ctx.case.amounts.find((amount) => amount.role === 'unit') ??
    ctx.case.amounts.find((amount) => amount.count !== undefined && ['fee', 'billed'].includes(amount.role));
  // "2 nights at 149, they charged 189": a nightly rate × nights is the booking, not what was
  // charged; only a monthly charge repeated is a total of charges.
  const billed = ctx.case.amounts.find((amount) => amount.role === 'billed');
  // "3 charges … 89.99 each … thats 270": a sum the person rounded is the same charges, not a booking.
  const product = unit?.count !== undefined ? unit.value * unit.count : undefined;
  const roundedSum =
    billed !== undefined &&
    product !== undefined &&
    Math.abs(billed.value - product) < Math.max(1, product * 0.01);
  const rateOnly = billed !== undefined && unit?.per !== undefined && unit.per !== 'month' && !roundedSum;
  // One purchase charged twice: one copy is disputed, never the copies added up.
  const computedTotal = rateOnly || duplicateCharge(ctx.case) ? undefined : ctx.computed.total;
  const statement = ctx.case.dates.find((date) => date.role === 'statement');
  const learned =
    ctx.case.dates.find((date) => date.role === 'learned' && date.iso) ??
    ctx.case.dates.find((date) => date.role === 'charge' && date.iso);
  const wrongAmount = mode === 'billing' && ctx.computed.overEstimate !== undefined;
  // Regulation E has two clocks: about 2 business days from learning of it (a lost card or login),
  // and 60 days from the statement. The ruling decides the right applies; both days are worked out
  // here from the person's own dates, so each sentence gets its own.
  const regE = mode === 'debit';
  const fcbaDeadline = ctx.ruling.rights.find((right) => right.id === 'fcba-billing-error')?.deadline;
  const reported = ctx.case.dates.find((date) => date.role === 'reported' && date.iso !== undefined);
  // Regulation E's provisional credit: 10 business days from the report (the day of this talk when the
  // person reported it just now, "ok called them"), bank holidays skipped.
  const creditByIso = addBankDays(reported?.iso ?? ctx.today, 10);
  const rentDay =
    ctx.case.flags.rentDueSoon === true
      ? ctx.case.dates.find((date) => date.role === 'due' && date.iso !== undefined && date.iso >= ctx.today)
      : undefined;
  const chargeDays = ctx.case.dates.filter(
    (date) => (date.role === 'charge' || date.role === 'service') && date.iso !== undefined,
  );
  const firstCharge = chargeDays.map((date) => date.iso!).sort()[0];
  const chargesValue =
    (computedTotal === undefined ? undefined : ctx.computed.totalValue) ??
    ctx.value('billed', 'paid', 'other');
  const causedFees = (() => {
    if (!causedFee) return undefined;
    const n = causedFee.count ?? 1;
    const sum = ctx.money(causedFee.value * n);
    const name = ctx.case.flags.overdraft
      ? { en: 'overdraft fee', es: 'cargo por sobregiro' }
      : { en: 'fee', es: 'cargo' };
    return {
      en:
        n > 1 ? `${n} ${name.en}s of ${causedFee.text} (${sum} in all)` : `the ${causedFee.text} ${name.en}`,
      es:
        n > 1
          ? `${n} ${name.es.replace('cargo', 'cargos')} de ${causedFee.text} (${sum} en total)`
          : `el ${name.es} de ${causedFee.text}`,
      sum,
      all: chargesValue !== undefined ? ctx.money(chargesValue + causedFee.value * n) : sum,
    };
  })();
  return {
    mode,
    fcba: ctx.right('fcba-billing-error'),
    fcbaBy: ctx.deadline('fcba-billing-error'),
    fcbaDaysLeft: ctx.daysLeft('fcba-billing-error'),
    fcbaPassed: ctx.right('fcba-billing-error') && fcbaDeadline?.passed === true,
    fcbaFrom: fcbaDeadline?.from,
    regEBy: regE && learned?.iso ? formatDay(addBusinessDays(learned.iso, 2), ctx.lang) : undefined,
    regEPassed: regE && learned?.iso !== undefined && addBusinessDays(learned.iso, 2) < ctx.today,
    regEStatementBy: regE && statement?.iso ? formatDay(addDays(statement.iso, 60), ctx.lang) : undefined,
    statement: statement?.text,
    overcharge: wrongAmount ? ctx.computed.overEstimate : undefined,
    correct: wrongAmount ? ctx.figure('estimated', 'quoted') : undefined,
    own: ctx.case.flags.unauthorized === false,
    amount: ctx.figure(...roles) ?? (computedTotal ? undefined : unit?.text),
    amountValue:
      (computedTotal === undefined ? undefined : ctx.computed.totalValue) ??
      ctx.value(...roles) ??
      unit?.value,
    unit: computedTotal ? unit?.text : undefined,
    count: computedTotal === undefined ? undefined : ctx.computed.count,
    total: computedTotal,
    chargeDate: severalDays(mode, itemAmounts, chargeDays, ctx.lang) ?? ctx.date('charge', 'service'),
    cancelled: dayOfMonthAsked(ctx.date('cancelled'), ctx.lang),
    items:
      itemAmounts.length >= 2 &&
      // "4 charges i did NOT make: 89.99, 212.40, 45 and 300": more than three figures are each a
      // charge when the person counted exactly that many.
      (itemAmounts.length <= 3 ||
        (itemAmounts.length <= 6 &&
          (ctx.case.counts ?? []).some((count) => count.value === itemAmounts.length))) &&
      ctx.case.feeName === undefined &&
      ctx.case.flags.afterCancelToo !== true
        ? itemAmounts.map((amount) => amount.text)
        : undefined,
    feeKind,
    feeName,
    lateFee: lateFeeAmount?.text,
    interest: interestAmount?.text,
    interestValue: interestAmount?.value,
    capTalk,
    cardUnknown: ctx.case.cardType === undefined,
    transfer: ctx.case.cardType === 'p2p' || ctx.case.cardType === 'bank_transfer',
    bank: ctx.case.bank,
    app: ctx.case.app,
    sharedCode: ctx.case.flags.sharedCode === true,
    bankImpostor: ctx.case.flags.bankImpostor === true,
    cardInHand: ctx.case.flags.cardInHand === true,
    noInterimCredit: ctx.case.flags.noInterimCredit === true,
    reported: reported?.text,
    // Regulation E's 10 business days, with two more for bank holidays, so "passed" is never early.
    creditOverdue: reported?.iso !== undefined && addBusinessDays(reported.iso, 12) < ctx.today,
    creditBy: regE ? formatDay(creditByIso, ctx.lang) : undefined,
    rentDue: ctx.case.flags.rentDueSoon === true,
    mortgage: ctx.case.flags.mortgage === true,
    rentDay: rentDay?.iso && rentDay.iso <= creditByIso ? rentDay.text : undefined,
    wroteIt: ctx.case.flags.disputeSent === true,
    duplicate:
      mode === 'billing' && ctx.case.amounts.some((amount) => amount.role === 'billed' && amount.count === 2),
    pendingHold: ctx.case.flags.pendingHoldClaimed === true,
    methodClash: ctx.case.flags.contractLetsCancel === true && ctx.case.flags.cancelMethodRequired === true,
    tierCited: ctx.case.flags.liabilityTierCited === true,
    booking: ctx.case.flags.bookingCancelled === true && !computedTotal,
    notReceived: mode === 'billing' && ctx.case.flags.notReceived === true,
    mailOrder: ctx.right('ftc-mail-order-rule'),
    proof: ctx.case.flags.cancelProof === true,
    inTimeFrom:
      mode === 'after_cancel'
        ? ctx.case.dates
            .filter(
              (date) =>
                (date.role === 'charge' || date.role === 'service') &&
                date.iso !== undefined &&
                addDays(date.iso, 60) >= ctx.today,
            )
            .sort((x, y) => x.iso!.localeCompare(y.iso!))[0]?.text
        : undefined,
    unitCount: computedTotal ? ctx.computed.unitCount : undefined,
    beside: computedTotal ? ctx.computed.beside : undefined,
    causedFees,
    chargeDays: chargeDays.length >= 2 ? chargeDays.map((date) => date.text) : undefined,
    within60: firstCharge !== undefined && addDays(firstCharge, 60) >= ctx.today,
    split: chargeSplit(ctx, mode),
    askStatement: statementAsk(ctx, mode),
    longInvestigation: ctx.case.flags.longInvestigation === true,
    feesSeparate: ctx.case.flags.feesSeparate === true,
  };
}

const rung = (label: string, line: string): RungCopy => ({ label, line });

/**
 * "3 overdraft fees of 35 … i was only short 12 bucks": how far short the account went, a loose
 * figure smaller than the fees beside counted fees (as the person wrote it); never one of several.
 */
function shortfallOf(ctx: CopyContext): string | undefined {
  const fee = ctx.case.amounts.find(
    (amount) => ['fee', 'billed', 'unit'].includes(amount.role) && amount.count !== undefined,
  );
  if (!fee || ctx.case.subCase !== 'bank_fee') return undefined;
  // Only the figure the person said the account was short by: "por unas compras de cafe y gasolina,
  // la mas grande de 12 dolares" names a purchase, and "por un cafe de 4.50, gasolina 22 y una compra
  // de 9" several, none of them how far short the account went.
  const short = ctx.case.shortfall;
  return short !== undefined && ctx.case.amounts.some((amount) => amount.text === short) ? short : undefined;
}

/**
 * A code the scammer got from the person ("he texted me a code and i read it to him"): he may have
 * had a way into the account, so the account is secured and the bank asked what the code did.
 */
function scamCodeLine(r: Reading, lang: Language): string {
  if (!r.sharedCode) return '';
  return lang === 'es'
    ? ' Usted también le leyó un código: pregunte al banco en la misma llamada si ese código sirvió para entrar a su cuenta, registrar un dispositivo o inscribir algo; cambie su contraseña y su PIN, y quite los dispositivos y destinatarios que no reconozca. Si él hizo alguna transferencia por su cuenta con ese acceso, esa es una transferencia no autorizada según la Regulación E, y el banco debe investigarla.'
    : " You also read him a code: in the same call, ask the bank whether that code was used to log in to your account, add a device or enroll anything; change your password and PIN, and remove any devices or payees you don't recognize. If he made any transfer himself with that access, that one is an unauthorized transfer under Regulation E, and the bank must investigate it.";
}

/**
 * Money the person sent to someone posing as their bank: the claim to ask for is the bank's (and
 * Zelle's) reimbursement for bank-impostor scams, a voluntary policy, never a right to a refund.
 */
function impostorAsk(r: Reading, lang: Language): string {
  if (!r.bankImpostor) return '';
  const zelle = r.app !== undefined && /zelle/iu.test(r.app);
  return lang === 'es'
    ? ` En el mismo reclamo por escrito, pida que le reembolsen según la política ${zelle ? 'del banco y de Zelle' : 'del banco'} para estafas en que alguien se hace pasar por el banco${zelle ? ', y repórtelo también a Zelle' : ''}: es una política voluntaria, no un derecho, pero es su mejor vía.`
    : ` In the same written claim, ask to be reimbursed under ${zelle ? "the bank's and Zelle's" : "the bank's"} policy for scams where the caller poses as the bank${zelle ? ', and report it to Zelle too' : ''}: it's a voluntary policy, not a right, but it's your best route.`;
}

/**
 * Money sent to a scammer, the claim closed as "authorized": no appeal or police report to invent.
 * A written reconsideration for every payment, the impostor facts, the code, the documents, and
 * the complaint routes.
 */
function scamDenied(
  r: Reading,
  cfpbAt: string,
  lang: Language,
): { strategy: string; opening: string; email: { subject: string; body: string }; talkingPoints: string[] } {
  const es = lang === 'es';
  const list = (items: readonly string[]) => listIn(lang, items);
  const payments = r.items
    ? es
      ? `los ${r.items.length} pagos (${list(r.items)}${r.total ? `, ${r.total} en total` : ''})`
      : `the ${r.items.length} payments (${list(r.items)}${r.total ? `, ${r.total} in all` : ''})`
    : es
      ? `el pago de ${r.amount ?? r.total ?? '[monto]'}`
      : `the ${r.amount ?? r.total ?? '[amount]'} payment`;
  const bank = r.bank ?? (es ? 'el banco' : 'the bank');
  const zelle = r.app && /zelle/iu.test(r.app);
  const facts = es
    ? [
        r.bankImpostor ? `quien llamó se hizo pasar por ${bank}, con su número en mi pantalla` : '',
        r.sharedCode ? 'me pidió leerle un código de un solo uso' : '',
      ].filter(Boolean)
    : [
        r.bankImpostor ? `the caller impersonated ${bank}, with its number on my caller ID` : '',
        r.sharedCode ? 'he had me read him a one-time code' : '',
      ].filter(Boolean);
  const factsText = facts.join(es ? ', y ' : ', and ');
  // The same facts in Lane's voice, for the plan ("your caller ID", "had you read").
  const factsYours = es
    ? factsText
        .replace('con su número en mi pantalla', 'con el número del banco en su pantalla')
        .replace('me pidió', 'le pidió a usted')
    : factsText.replace('my caller ID', 'your caller ID').replace('he had me read', 'he had you read');
  const impostorRule = r.bankImpostor
    ? es
      ? ` Pida que lo revisen según la política de ${zelle ? 'Zelle' : 'la red de pagos'} de reembolso por estafas de suplantación, cuando quien llama se hace pasar por el banco (una regla de la red para sus bancos miembros, no una ley).`
      : ` Ask them to review it under ${zelle ? "the Zelle network's" : "the payment network's"} reimbursement policy for impostor scams where the caller poses as the bank (a network rule for its member banks, not a law).`
    : '';
  const codeAsk = r.sharedCode
    ? es
      ? ' Pregunte por escrito si el código que le leyó se usó para entrar a su cuenta o registrar un dispositivo: si él hizo algo en su cuenta, esa parte es una transferencia no autorizada según la Regulación E.'
      : ' Ask in writing whether the code you read him was used to log in to your account or add a device: if he did anything in your account himself, that part is an unauthorized transfer under Regulation E.'
    : '';
  const strategy = es
    ? `Un reclamo cerrado no es la última palabra: pida por escrito que reconsideren la negativa por ${payments}${factsYours ? `, explicando que ${factsYours},` : ','} y los documentos en que se basaron para cerrarlo.${impostorRule}${codeAsk} Luego ${cfpbAt}, y repórtelo en ReportFraud.ftc.gov y al FBI en ic3.gov.`
    : `A closed claim isn't the last word: ask in writing for a reconsideration of the denial for ${payments}${factsYours ? `, stating that ${factsYours},` : ','} and for the documents they relied on to close it.${impostorRule}${codeAsk} Then ${cfpbAt}, and report it at ReportFraud.ftc.gov and to the FBI at ic3.gov.`;
  const opening = es
    ? `"Me cerraron el reclamo por ${payments} diciendo que yo lo autoricé. Pido una reconsideración por escrito${factsText ? `: ${factsText}` : ''}."${r.bankImpostor ? `\n"¿Lo pueden revisar según la política de ${zelle ? 'Zelle' : 'la red'} de reembolso por estafas en que alguien se hace pasar por el banco?"` : ''}${r.sharedCode ? '\n"¿Se usó el código que le leí para entrar a mi cuenta o registrar un dispositivo?"' : ''}\n"Por favor, envíenme por escrito su decisión y los documentos en que se basaron."`
    : `"You closed my claim for ${payments} as authorized. I'm asking for a reconsideration in writing${factsText ? `: ${factsText}` : ''}."${r.bankImpostor ? `\n"Can you review it under ${zelle ? "Zelle's" : "the network's"} reimbursement policy for scams where the caller poses as the bank?"` : ''}${r.sharedCode ? '\n"Was the code I read him used to log in to my account or add a device?"' : ''}\n"Please send me your decision and the documents you relied on, in writing."`;
  const email = es
    ? {
        subject: `Reconsideración de mi reclamo por fraude: ${payments}`,
        body: `A ${r.bank ?? '[banco]'}, Departamento de fraude:\n\nCerraron mi reclamo [número de reclamo] por ${payments} diciendo que ${r.items ? 'los' : 'lo'} autoricé. Pido que lo reconsideren.${factsText ? ` ${factsText.charAt(0).toUpperCase()}${factsText.slice(1)}.` : ''}${r.bankImpostor ? ` Les pido revisarlo según la política de ${zelle ? 'Zelle' : 'la red'} de reembolso por estafas de suplantación del banco.` : ''}${r.sharedCode ? ' Les pido también decirme si el código se usó para entrar a mi cuenta o registrar un dispositivo; si fue así, esas operaciones no las autoricé y les pido investigarlas como error según la Regulación E.' : ''}\n\nLes pido enviarme su decisión por escrito y copias de los documentos en que se basaron. Lo reporté en ReportFraud.ftc.gov y en ic3.gov.\n\nGracias,\n[Su nombre]`,
      }
    : {
        subject: `Reconsideration of my fraud claim: ${payments}`,
        body: `To ${r.bank ?? '[bank]'}, Fraud Department:\n\nYou closed my claim [claim number] for ${payments} as authorized. I'm asking you to reconsider it.${factsText ? ` ${factsText.charAt(0).toUpperCase()}${factsText.slice(1)}.` : ''}${r.bankImpostor ? ` Please review it under ${zelle ? "Zelle's" : "the network's"} reimbursement policy for scams where the caller impersonates the bank.` : ''}${r.sharedCode ? ' Please also tell me whether the code was used to log in to my account or add a device; if so, I did not authorize what was done with it, and I ask you to investigate it as an error under Regulation E.' : ''}\n\nPlease send me your decision in writing and copies of the documents you relied on. I have reported this at ReportFraud.ftc.gov and ic3.gov.\n\nThank you,\n[Your name]`,
      };
  const talkingPoints = es
    ? [
        'No le pague a nadie que ofrezca recuperar el dinero: es una segunda estafa común.',
        'Guarde capturas de la llamada, los mensajes, el código y los pagos.',
      ]
    : [
        "Don't pay anyone who offers to recover the money: that's a common second scam.",
        'Keep screenshots of the call log, the messages, the code and the payments.',
      ];
  return { strategy, opening, email, talkingPoints };
}

/**
 * "la app decía 212 disponible … después se cobró un cheque de 300": the purchases were approved with
 * money there, and only a later item took the account negative. The argument, in both languages.
 */
/** "Even with an opt-in, ask for all $102 back: the purchases were approved with 212 there …". */
function approvedAsk(ctx: CopyContext, total: string): string {
  const approved = approvedWithMoney(ctx);
  if (!approved) return '';
  return inLanguage(ctx.lang)(
    `Even with an opt-in, ask for all ${total} back: ${approved.en}. A fee on a purchase approved with money in the account is not an overdraft you caused; at most, a fee belongs on ${approved.laterEn}. Ask in writing for the order in which they posted that day's items.`,
    `Aunque muestren una autorización, pida los ${total} completos: ${approved.es}. Un cargo por una compra aprobada con dinero en la cuenta no es un sobregiro que usted causó; como mucho, el cargo corresponde ${approved.toLaterEs}. Pida por escrito el orden en que registraron los movimientos de ese día.`,
  );
}

function approvedWithMoney(ctx: CopyContext) {
  if (ctx.case.flags.authorizedPositive !== true || ctx.case.subCase !== 'bank_fee') return undefined;
  const available = ctx.case.availableBalance;
  const check = ctx.case.overdrawnBy === 'check';
  // The later item: a sum above what was available, other than the fees and their total.
  const fee = ctx.case.amounts.find((amount) => amount.count !== undefined && amount.count > 1);
  const feesTotal = fee ? fee.value * (fee.count ?? 1) : undefined;
  const later = ctx.case.amounts.find(
    (amount) =>
      amount !== fee &&
      amount.role === 'other' &&
      amount.text !== available &&
      amount.value !== feesTotal &&
      available !== undefined &&
      amount.value > Number(available.replace(/[$,]/gu, '')),
  );
  const payment = ctx.case.overdrawnBy === 'payment';
  const laterEn = check
    ? `the ${later ? `${later.text} ` : ''}check`
    : `the later ${later ? `${later.text} ` : ''}${payment ? 'automatic payment' : 'item'}`;
  const laterEs = check
    ? `el cheque${later ? ` de ${later.text}` : ''}`
    : `${payment ? 'el pago automático' : 'el cargo posterior'}${later ? ` de ${later.text}` : ''}`;
  return {
    en: `the purchases were approved while ${available ? `${available} was available` : 'the balance covered them'}, and only ${laterEn}, which posted afterwards, took the account negative`,
    es: `las compras se aprobaron cuando ${available ? `había ${available} disponibles` : 'el saldo las cubría'}, y solo ${laterEs}, que se cobró después, dejó la cuenta en negativo`,
    laterEn,
    laterEs,
    /** "al cheque de 300": Spanish joins "a" and "el". */
    toLaterEs: laterEs.startsWith('el ') ? `al ${laterEs.slice(3)}` : `a ${laterEs}`,
  };
}

/** Card issuers, banks and payment apps: a name that is never the merchant. */
const CARD_ISSUER =
  /\b(?:bank|banco|credit union|chase|capital one|citi(?:bank)?|discover|american express|amex|wells fargo|synchrony|barclays|navy federal|pnc|us bank|apple card|visa|mastercard|zelle|venmo|cash app|paypal)\b/iu;

/** The merchant as the person named it ("my gym (FlexFit)"), never their bank or card issuer. */
function merchantOf(ctx: CopyContext): string | undefined {
  const party = ctx.namedParty;
  if (!party || CARD_ISSUER.test(party) || party === ctx.case.bank || party === ctx.case.app)
    return undefined;
  return party;
}

/** A share the other side offered, as the follow-up reader writes it ("half", "la mitad", "25%"). */
function shareOf(offer: string): number | undefined {
  if (/^(?:half|la mitad)$/i.test(offer.trim())) return 0.5;
  const percent = /^(\d+(?:[.,]\d+)?)\s?%$/.exec(offer.trim());
  return percent ? Number(percent[1]!.replace(',', '.')) / 100 : undefined;
}

/** What an offer is worth, against the figure in dispute: a share of it, or the sum written. */
function offerValue(offer: string, of: number | undefined): number | undefined {
  const share = shareOf(offer);
  if (share !== undefined) return of === undefined ? undefined : of * share;
  return (
    extractAmounts(offer)[0]?.value ??
    (/^\d+(?:[.,]\d{1,2})?$/.test(offer.trim()) ? Number(offer.trim().replace(',', '.')) : undefined)
  );
}

/**
 * The same charge the person never made, repeated on several days ("29.99 el 5 de junio, 5 de julio, 5
 * de agosto y 5 de septiembre"): the one charge, how many and their sum (4 × 29.99 = 119.96). A count
 * the person gave wins; else the days named from the first charge on, each a charge of the one figure.
 */
function unauthorizedCharges(
  ctx: CopyContext,
  r: Reading,
):
  | {
      readonly each: string | undefined;
      readonly count: number;
      readonly sum: string;
      readonly total: string;
      readonly totalValue: number;
    }
  | undefined {
  // "89.50 and 45.20": several charges as written, added up.
  if (r.items) {
    const values = r.items.map((item) => Number(item.replace(/[^\d.]/gu, '')));
    if (values.some((value) => !Number.isFinite(value) || value <= 0)) return undefined;
    const totalValue = Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;
    const total = ctx.money(totalValue);
    return {
      each: undefined,
      count: r.items.length,
      sum: `${r.items.join(' + ')} = ${total}`,
      total,
      totalValue,
    };
  }
  const charge = ctx.case.amounts.find((amount) => amount.role === 'billed' || amount.role === 'unit');
  if (!charge) return undefined;
  const counted = charge.count ?? r.count;
  const first = ctx.case.dates.find((date) => date.role === 'charge' && date.iso !== undefined)?.iso;
  const days = first
    ? new Set(
        ctx.case.dates
          .filter(
            (date) =>
              date.iso !== undefined &&
              date.iso >= first &&
              date.iso <= ctx.today &&
              (date.role === 'charge' || date.role === 'other' || date.role === 'service'),
          )
          .map((date) => date.iso!),
      ).size
    : 0;
  const count = counted !== undefined && counted > 1 ? counted : days > 1 ? days : undefined;
  if (count === undefined) return undefined;
  const totalValue = Math.round(charge.value * count * 100) / 100;
  const total = ctx.money(totalValue);
  return { each: charge.text, count, sum: `${count} × ${charge.text} = ${total}`, total, totalValue };
}

/**
 * Charges the person never made on a credit card, the issuer taking back only some ("solo pueden
 * disputar los 2 últimos (59.98) porque los otros pasaron los 60 días"): a partial no. The 60 days are
 * the billing-error dispute's; the $50 limit on unauthorized use is its own rule and names no such
 * deadline. All of them are asked back in writing, the whole sum named; never "accept their offer".
 */
function unauthorizedPart(
  ctx: CopyContext,
  r: Reading,
  offered: CaseAmount,
  /** They said the older charges are past a time limit ("past 60 days"): answered in the script. */
  windowClaimed: boolean,
): FollowUpAnswer | undefined {
  const t = inLanguage(ctx.lang);
  // The $50 limit is said only where the rights engine holds it (a credit card's unauthorized use).
  if (!ctx.right('credit-card-unauthorized-cap')) return undefined;
  const charges = unauthorizedCharges(ctx, r);
  if (!charges || offered.value >= charges.totalValue) return undefined;
  const { each, count, total, sum } = charges;
  const all = count === 2 ? t('both', 'los dos') : t(`all ${count}`, `los ${count}`);
  const left = ctx.money(Math.round((charges.totalValue - offered.value) * 100) / 100);
  const o = offered.text;
  // "at the very least everything above $50" only where the charges come to more than $50.
  const overCap = charges.totalValue > 50;
  return {
    strategy: t(
      `${o} is only part of it: a partial no, not an offer to accept. For charges you never made on a credit card, the most you can owe is $50, and nothing if only the card number was used.${windowClaimed ? " The 60 days of a billing-error dispute don't limit this: the $50 limit on unauthorized use is a separate rule, and it sets no 60-day limit." : ''} Let them go ahead with the ${o}, and ask in writing for ${all} charges back as unauthorized use (${sum}), so the other ${left} too${overCap ? ', or at the very least everything above $50' : ''}. Ask for a new card number, and if they still refuse, file a complaint with the CFPB (consumerfinance.gov/complaint).`,
      `${o} es solo una parte: un no parcial, no una oferta para aceptar. Por cargos que usted nunca hizo en una tarjeta de crédito, lo máximo que puede deber es $50, y nada si solo usaron el número.${windowClaimed ? ' Los 60 días de la disputa por error de facturación no limitan esto: el límite de $50 por uso no autorizado es otra regla, y no pone un plazo de 60 días.' : ''} Deje que sigan con los ${o}, y pida por escrito la devolución de ${all} cargos como uso no autorizado (${sum}), es decir también los otros ${left}${overCap ? ', o como mínimo todo lo que pase de $50' : ''}. Pida una tarjeta con otro número y, si se siguen negando, presente una queja ante la CFPB (consumerfinance.gov/complaint).`,
    ),
    opening: t(
      `"Thank you for taking the ${o}, but that's not all of it: I didn't make or authorize any of these ${count} charges${each ? ` of ${each}` : ''}, ${total} in all."\n"${windowClaimed ? 'The 60 days are for a billing-error dispute. ' : ''}This is unauthorized use of my credit card, and the most I can owe for it is $50. Please credit ${all} charges, and send me your answer in writing."`,
      `"Gracias por los ${o}, pero eso no es todo: no hice ni autoricé ninguno de estos ${count} cargos${each ? ` de ${each}` : ''}, ${total} en total."\n"${windowClaimed ? 'Los 60 días son para la disputa por error de facturación. ' : ''}Esto es uso no autorizado de mi tarjeta de crédito, y lo máximo que puedo deber por eso es $50. Les pido que acrediten ${all} cargos y que me den su respuesta por escrito."`,
    ),
    email: t(
      {
        subject: `Unauthorized use of my credit card: ${count} charges${each ? ` of ${each}` : ''} (${total}), account ending [last 4 digits]`,
        body: `To [card issuer]:\n\nI did not make or authorize any of the ${count} charges${each ? ` of ${each}` : ''} from ${ctx.namedParty ?? '[merchant]'} on my account ending [last 4 digits], ${total} in all.\n\nI was told you can only take back ${o}.${windowClaimed ? " The 60 days of a billing-error dispute don't limit this:" : ''} These charges are unauthorized use of my credit card, and the most I can owe for unauthorized use is $50.\n\nPlease credit ${all} charges (${sum}), with any interest or fees on them, and confirm it in writing. Please also send me a new card number.\n\nSincerely,\n[Your name]\n[Mailing address]`,
      },
      {
        subject: `Uso no autorizado de mi tarjeta de crédito: ${count} cargos${each ? ` de ${each}` : ''} (${total}), cuenta terminada en [últimos 4 dígitos]`,
        body: `A [emisor de la tarjeta]:\n\nNo hice ni autoricé ninguno de los ${count} cargos${each ? ` de ${each}` : ''} de ${ctx.namedParty ?? '[comercio]'} en mi cuenta terminada en [últimos 4 dígitos], ${total} en total.\n\nMe dijeron que solo pueden devolver ${o}.${windowClaimed ? ' Los 60 días de la disputa por error de facturación no limitan esto:' : ''} Estos cargos son uso no autorizado de mi tarjeta de crédito, y lo máximo que puedo deber por uso no autorizado es $50.\n\nLes pido acreditar ${all} cargos (${sum}), con cualquier interés o cargo sobre ellos, y confirmarlo por escrito. Les pido también una tarjeta con otro número.\n\nAtentamente,\n[Su nombre]\n[Dirección postal]`,
      },
    ),
    talkingPoints: [
      t(
        `${all === 'both' ? 'Both' : `All ${count}`} charges: ${sum}. They take back ${o}; ${left} is still to ask for.`,
        `Los ${count} cargos: ${sum}. Devuelven ${o}; faltan ${left}.`,
      ),
      t(
        "Don't say yes to part of it as a settlement: say you'll take the credit and keep asking for the rest.",
        'No acepte una parte como arreglo: diga que recibe el crédito y que sigue pidiendo el resto.',
      ),
      t(
        'Send it in writing, keep a copy, and note the date you sent it.',
        'Envíelo por escrito, guarde una copia y anote la fecha de envío.',
      ),
    ],
    numbers: [...(each ? [each] : []), total, o, left],
  };
}

function build(lang: Language): AreaCopy {
  const t = inLanguage(lang);
  const list = (items: readonly string[]) => listIn(lang, items);
  /** "$89" (or "212.50 and 48.99" for several), or the bracket the person fills in. */
  const amt = (r: Reading) => (r.items ? list(r.items) : (r.amount ?? r.total ?? t('[amount]', '[monto]')));
  /** " on Nov 3" / " del 3 de noviembre"; " today" / " de hoy" for a day named by its distance. */
  const on = (date: string | undefined) => {
    if (!date) return '';
    if (/^(?:today|yesterday|last night|this morning|tonight)$/i.test(date.trim()))
      return t(` ${date}`, ` ${date}`);
    if (/^(?:hoy|ayer|anoche|anteayer|antier|esta mañana|esta manana)$/i.test(date.trim()))
      return t(` ${date}`, ` de ${date}`);
    return t(` on ${date}`, ` del ${date}`);
  };
  /** When the charge happened, or else the statement that shows it, in the person's voice. */
  const whenOf = (r: Reading) =>
    r.chargeDate
      ? on(r.chargeDate)
      : r.statement
        ? RELATIVE_DAY.test(r.statement)
          ? t(` on my statement from ${r.statement}`, ` en mi estado de cuenta de ${r.statement}`)
          : t(` on my ${r.statement} statement`, ` en mi estado de cuenta del ${r.statement}`)
        : '';
  /** Several charges after cancelling: "3 charges of $14.99 ($44.97 in all)". */
  const charges = (r: Reading) =>
    r.total && r.unit && r.unitCount && r.beside
      ? t(
          `${r.unitCount} charges of ${r.unit} plus ${r.beside.length === 1 && r.feeName ? `the ${r.beside[0]!} ${r.feeName}` : list(r.beside)} (${r.total} in all)`,
          `${r.unitCount} cargos de ${r.unit} más ${list(r.beside)} (${r.total} en total)`,
        )
      : r.total && r.unit && r.count
        ? // "3 charges of 14.99 (sept 5, oct 5 and nov 5; $44.97 in all)": each charge by its day.
          r.mode === 'after_cancel' && r.chargeDays?.length === r.count
          ? t(
              `${r.count} charges of ${r.unit} (${list(r.chargeDays)}; ${r.total} in all)`,
              `${r.count} cargos de ${r.unit} (${list(r.chargeDays)}; ${r.total} en total)`,
            )
          : t(
              `${r.count} ${r.mode === 'bank_fee' ? 'fees' : 'charges'} of ${r.unit} (${r.total} in all)`,
              `${r.count} cargos de ${r.unit} (${r.total} en total)`,
            )
        : amt(r);
  /** The sum to ask back: the computed total when there is one. */
  const refund = (r: Reading) => r.total ?? amt(r);
  /**
   * Unauthorized debit charges counted at one price, with their days and total: "3 unauthorized
   * charges of 89.99 on oct 30, nov 2 and nov 5 ($269.97 in all)"; undefined for one charge.
   */
  const countedDebit = (r: Reading) => {
    if (!(r.total && r.unit && r.count && r.count > 1)) return undefined;
    const days = r.chargeDays ? list(r.chargeDays) : undefined;
    return t(
      `${r.count} unauthorized ${r.transfer ? 'transfers' : 'charges'} of ${r.unit}${days ? ` on ${days}` : ''} (${r.total} in all)`,
      `${r.count} ${r.transfer ? 'transferencias no autorizadas' : 'cargos no autorizados'} de ${r.unit}${days ? ` (${days})` : ''}, ${r.total} en total`,
    );
  };
  /** The bank's words on a debit claim answered one by one: a long investigation, part of it on the person, fees "separate". */
  const bankWordsHeard = (r: Reading) =>
    r.mode === 'debit' &&
    !(r.reported && r.creditOverdue) &&
    !r.sharedCode &&
    (r.longInvestigation || r.noInterimCredit || r.feesSeparate || (r.tierCited && !r.cardInHand));
  const bankWordsReply = (r: Reading): FollowUpAnswer => {
    const credit = r.total ?? amt(r);
    const cfpb = t(
      'file a complaint with the CFPB at consumerfinance.gov/complaint',
      'presente una queja ante la CFPB en consumerfinance.gov/complaint',
    );
    // "it can take up to 90 days, you might be responsible for some of it since the first one was
    // in october, and the overdraft fees are separate": each of the bank's words answered.
    const first = r.chargeDays?.[0] ?? r.chargeDate;
    const them = r.count && r.count > 1 ? t('these charges', 'estos cargos') : t('this charge', 'este cargo');
    const parts: string[] = [];
    if (r.tierCited)
      parts.push(
        t(
          `Being responsible for part of it applies only if your card or login was lost or stolen (the $50 and $500 tiers). If it wasn't, you owe nothing for charges you report within 60 days after the statement that shows them${first && r.within60 ? `, and a charge from ${first} doesn't change that: any statement showing it went out on or after ${first}, so those 60 days haven't passed` : ''}. Say so, and ask them to note it in the claim.`,
          `Ser responsable de una parte solo aplica si perdió o le robaron la tarjeta o el acceso (los límites de $50 y $500). Si no fue así, no debe nada por cargos que reporte dentro de los 60 días después del estado de cuenta que los muestra${first && r.within60 ? `, y un cargo del ${first} no cambia eso: cualquier estado de cuenta que lo muestre salió el ${first} o después, así que esos 60 días no han pasado` : ''}. Dígalo y pida que lo anoten en el reclamo.`,
        ),
      );
    // "up to 45 days and they cant put the money back till its done": the credit's day, worked out
    // from the report, and rent due before it asked for by name.
    const by = r.creditBy
      ? t(
          ` Counting from ${r.reported ? `your report on ${r.reported}` : 'your report today'}, that's by about ${r.creditBy}.`,
          ` Contando desde ${r.reported ? `su reporte del ${r.reported}` : 'su reporte de hoy'}, eso es a más tardar alrededor del ${r.creditBy}.`,
        )
      : '';
    if (r.longInvestigation || r.noInterimCredit)
      parts.push(
        t(
          `${r.longInvestigation ? 'A longer investigation (up to 45 days, in some cases 90), like the one they named,' : 'Taking longer than 10 business days (up to 45 days, in some cases 90)'} is allowed only if they put the ${credit} back in your account as a provisional credit within 10 business days of your report (Regulation E, 12 CFR 1005.11(c)).${by}${r.noInterimCredit ? ' "Nothing until it\'s done" is not how it works.' : ''} Ask for that credit and the date it will post, and send the letter below today: if the bank wants your report in writing, it can hold the credit until the letter arrives.`,
          `${r.longInvestigation ? 'Una investigación más larga (hasta 45 días, en algunos casos 90), como la que le dijeron,' : 'Tardar más de 10 días hábiles (hasta 45 días, en algunos casos 90)'} solo se permite si le devuelven los ${credit} a su cuenta como crédito provisional dentro de 10 días hábiles después de su reporte (Regulación E, 12 CFR 1005.11(c)).${by}${r.noInterimCredit ? ' «Nada hasta que termine» no es como funciona.' : ''} Pida ese crédito y la fecha en que lo pondrán, y envíe hoy la carta de abajo: si el banco quiere su reporte por escrito, puede retrasar el crédito hasta que la reciba.`,
        ),
      );
    if (r.rentDue && (r.longInvestigation || r.noInterimCredit))
      parts.push(
        t(
          `${r.rentDay ? `Your ${rentEn(r)} is due ${r.rentDay}, before that day` : `Your ${rentEn(r)} comes due while you wait`}: tell the bank and ask them to post the credit before then. Today, also ask ${r.mortgage ? 'your lender' : 'your landlord'} in writing for a few days' grace, with your claim number as proof that the money was taken from you.`,
          `${r.rentDay ? `Su ${rentEs(r)} vence el ${r.rentDay}, antes de esa fecha` : `Su ${rentEs(r)} vence mientras espera`}: dígaselo al banco y pida que pongan el crédito antes. Hoy mismo pida también por escrito a ${r.mortgage ? 'su prestamista' : 'su arrendador'} unos días de gracia, con su número de reclamo como prueba de que le sacaron ese dinero.`,
        ),
      );
    if (r.feesSeparate || r.causedFees)
      parts.push(
        r.causedFees && !r.feesSeparate
          ? t(
              `Make sure the claim also covers ${theFees(r.causedFees.en, 'en')} ${them} caused: ${r.causedFees.all} in all.`,
              `Asegúrese de que el reclamo incluya también ${theFees(r.causedFees.es, 'es')} que causaron ${them}: ${r.causedFees.all} en total.`,
            )
          : r.causedFees
            ? t(
                `Don't accept "separate" for ${theFees(r.causedFees.en, 'en')}: they exist only because of ${them}. Ask in writing that the claim include them, ${r.causedFees.all} in all, and ask for a supervisor if the rep can't add them.`,
                `No acepte que ${theFees(r.causedFees.es, 'es')} sean «aparte»: existen solo por ${them}. Pida por escrito que el reclamo los incluya, ${r.causedFees.all} en total, y pida un supervisor si quien le atiende no puede agregarlos.`,
              )
            : t(
                `Don't accept "separate" for the fees ${them} caused: ask in writing that the claim include them, and ask for a supervisor if the rep can't add them.`,
                `No acepte que los cargos que causaron ${them} sean «aparte»: pida por escrito que el reclamo los incluya, y pida un supervisor si quien le atiende no puede agregarlos.`,
              ),
      );
    parts.push(
      r.creditBy && (r.longInvestigation || r.noInterimCredit)
        ? t(
            `If the credit isn't posted by ${r.creditBy}, or they refuse, ${cfpb}.`,
            `Si el crédito no aparece a más tardar el ${r.creditBy}, o se niegan, ${cfpb}.`,
          )
        : t(
            `Put all of it in writing today with your claim number; if they refuse, ${cfpb}.`,
            `Póngalo todo por escrito hoy con su número de reclamo; si se niegan, ${cfpb}.`,
          ),
    );

    const counted =
      countedDebit(r) ??
      t(
        `the unauthorized ${kindEn(r)} of ${r.items && r.total ? `${list(r.items)} (${r.total} in all)` : credit}`,
        `${kindEs(r)} no ${r.items ? (r.transfer ? 'autorizadas' : 'autorizados') : r.transfer ? 'autorizada' : 'autorizado'} de ${r.items && r.total ? `${list(r.items)} (${r.total} en total)` : credit}`,
      );
    const fees = r.causedFees;
    const feesEn = fees ? fees.en.replace(/^the /, '') : '';
    const feesEs = fees ? fees.es.replace(/^el /, '') : '';
    const feesAll = fees ? fees.all : '';
    return {
      strategy: parts.join(' '),
      opening: t(
        `"My claim number is [claim number].${r.tierCited ? ` ${r.cardInHand ? '' : '[If true:] '}My card wasn't lost or stolen, and I'm reporting these within 60 days of the statement, so I'm not responsible for any part of the ${credit}. Please note that in the claim.` : ''}"\n"If you need more than 10 business days, please post a provisional credit of ${credit} within 10 business days of my report${r.creditBy ? `, by ${r.creditBy}` : ''}. What date will it post?"${r.rentDue ? `\n"My ${rentEn(r)} is due ${r.rentDay ?? 'before that date'}, and this money was taken from my account. Can you post the credit ${r.rentDay ? 'before then' : 'sooner'}?"` : ''}${fees ? `\n"The ${feesEn} were caused by these charges: please add them to the claim, ${feesAll} in all. If you can't, may I speak with a supervisor?"` : ''}`,
        `"Mi número de reclamo es [número de reclamo].${r.tierCited ? ` ${r.cardInHand ? '' : '[Si es cierto:] '}No perdí la tarjeta ni me la robaron, y lo reporto dentro de los 60 días del estado de cuenta, así que no soy responsable de ninguna parte de los ${credit}. Les pido anotarlo en el reclamo.` : ''}"\n"Si necesitan más de 10 días hábiles, les pido poner un crédito provisional de ${credit} dentro de 10 días hábiles después de mi reporte${r.creditBy ? `, a más tardar el ${r.creditBy}` : ''}. ¿Qué día lo pondrán?"${r.rentDue ? `\n"Mi ${rentEs(r)} vence ${r.rentDay ? `el ${r.rentDay}` : 'antes de esa fecha'}, y este dinero salió de mi cuenta sin mi permiso. ¿Pueden poner el crédito ${r.rentDay ? 'antes' : 'lo antes posible'}?"` : ''}${fees ? `\n"Los ${feesEs} los causaron estos cargos: les pido agregarlos al reclamo, ${feesAll} en total. Si usted no puede, ¿puedo hablar con un supervisor?"` : ''}`,
      ),
      email: {
        subject: t(
          `Claim [claim number]: provisional credit and ${fees ? 'fees' : 'liability'}, account ending [last 4 digits]`,
          `Reclamo [número de reclamo]: crédito provisional y ${fees ? 'cargos' : 'responsabilidad'}, cuenta terminada en [últimos 4 dígitos]`,
        ),
        body: t(
          `To [bank], Fraud / Disputes:\n\nI reported ${counted} on my account ending [last 4 digits] (claim number [claim number]). ${r.cardInHand ? '' : '[If true:] '}${r.transfer ? 'My phone and login were' : 'My card was'} not lost or stolen, and I am reporting ${r.items || r.count ? 'them' : 'it'} within 60 days after the statement showing ${r.items || r.count ? 'them' : 'it'}, so under Regulation E I am not liable for any part of ${r.items || r.count ? 'them' : 'it'}.\n\nIf you need more than 10 business days to investigate, please provisionally credit the ${credit} within 10 business days of my report${r.creditBy ? ` (by ${r.creditBy})` : ''}, as 12 CFR 1005.11(c) requires, and tell me the date it posts.${r.rentDue ? ` My ${rentEn(r)} is due ${r.rentDay ?? 'before then'}: I ask that you post the credit ${r.rentDay ? 'before that date' : 'as soon as possible'}.` : ''}${fees ? ` The ${feesEn} were caused by these charges: please include them in the claim and refund them, ${feesAll} in all.` : ''}\n\nPlease confirm in writing.\n\nSincerely,\n[Your name]\n[Mailing address]`,
          `A [banco], Fraude / Disputas:\n\nReporté ${counted} en mi cuenta terminada en [últimos 4 dígitos] (número de reclamo [número de reclamo]). ${r.cardInHand ? '' : '[Si es cierto:] '}${r.transfer ? 'No perdí mi teléfono ni mi acceso, ni me los robaron' : 'No perdí la tarjeta ni me la robaron'}, y ${r.items || r.count ? (r.transfer ? 'las' : 'los') : r.transfer ? 'la' : 'lo'} reporto dentro de los 60 días después del estado de cuenta que ${r.items || r.count ? (r.transfer ? 'las' : 'los') : r.transfer ? 'la' : 'lo'} muestra, así que según la Regulación E no soy responsable de ninguna parte.\n\nSi necesitan más de 10 días hábiles para investigar, les pido acreditar provisionalmente los ${credit} dentro de 10 días hábiles después de mi reporte${r.creditBy ? ` (a más tardar el ${r.creditBy})` : ''}, como exige 12 CFR 1005.11(c), y decirme la fecha en que lo pongan.${r.rentDue ? ` Mi ${rentEs(r)} vence ${r.rentDay ? `el ${r.rentDay}` : 'antes de esa fecha'}: les pido poner el crédito ${r.rentDay ? 'antes' : 'lo antes posible'}.` : ''}${fees ? ` Los ${feesEs} los causaron estos cargos: les pido incluirlos en el reclamo y devolverlos, ${feesAll} en total.` : ''}\n\nLes pido confirmarlo por escrito.\n\nAtentamente,\n[Su nombre]\n[Dirección postal]`,
        ),
      },
      talkingPoints: [
        t(
          "Ask for the provisional credit and its date; write down the rep's name and the claim number.",
          'Pida el crédito provisional y su fecha; anote el nombre de quien le atiende y el número de reclamo.',
        ),
        ...(r.cardInHand
          ? []
          : [
              t(
                'If your card or login was lost or stolen, say so: then the $50 and $500 tiers apply.',
                'Si perdió o le robaron la tarjeta o el acceso, dígalo: entonces aplican los límites de $50 y $500.',
              ),
            ]),
        ...(r.rentDue
          ? [
              t(
                `To ${r.mortgage ? 'your lender' : 'your landlord'}, today: what happened, your claim number and the day the bank's credit is due; ask for a few days' grace in writing.`,
                `A ${r.mortgage ? 'su prestamista' : 'su arrendador'}, hoy: qué pasó, su número de reclamo y la fecha en que el banco debe poner el crédito; pida unos días de gracia por escrito.`,
              ),
            ]
          : []),
      ],
    };
  };
  /** "the 3 overdraft fees of 35 …", "los 3 cargos …": the fees with their article. */
  const theFees = (fees: string, lang: 'en' | 'es') =>
    /^(?:the|el) /.test(fees) ? fees : `${lang === 'en' ? 'the' : 'los'} ${fees}`;
  /** "They also caused 3 overdraft fees of 35 ($105 in all)": the fees to put in the same claim. */
  const feesAsk = (r: Reading) =>
    r.causedFees
      ? t(
          `They also caused ${r.causedFees.en}: please include ${r.causedFees.en.startsWith('the ') ? 'it' : 'them'} in the claim and refund ${r.causedFees.en.startsWith('the ') ? 'it' : 'them'} too, ${r.causedFees.all} in all.`,
          `También causaron ${r.causedFees.es}: les pido incluirlos en el reclamo y devolverlos también, ${r.causedFees.all} en total.`,
        )
      : '';
  /** The part of the charge that is disputed: only the overcharge when the amount is wrong. */
  const disputed = (r: Reading) => r.overcharge ?? refund(r);
  /** What may go unpaid while a billing error is investigated: "$100 (the part over $48)". */
  const held = (r: Reading) =>
    r.overcharge && r.correct
      ? t(`${r.overcharge} (the part over ${r.correct})`, `${r.overcharge} (lo que pasa de ${r.correct})`)
      : disputed(r);
  const half = (ctx: CopyContext, r: Reading) => (r.amountValue ? ` (${ctx.money(r.amountValue / 2)})` : '');
  const fromParty = (ctx: CopyContext) =>
    ctx.namedParty ? t(` from ${ctx.namedParty}`, ` de ${ctx.namedParty}`) : '';

  /** The housing payment that falls due: rent, or a mortgage payment. */
  const rentEn = (r: Reading) => (r.mortgage ? 'mortgage payment' : 'rent');
  const rentEs = (r: Reading) => (r.mortgage ? 'pago de la hipoteca' : 'renta');
  const kindEn = (r: Reading) => `${r.transfer ? 'transfer' : 'charge'}${r.items ? 's' : ''}`;
  /** Spanish needs the article with the noun. */
  const kindEs = (r: Reading) =>
    r.items
      ? r.transfer
        ? 'las transferencias'
        : 'los cargos'
      : r.transfer
        ? 'la transferencia'
        : 'el cargo';
  /** "una transferencia no autorizada" / "unos cargos no autorizados", for Spanish sentences. */
  const unauthorizedEs = (r: Reading) =>
    r.items
      ? r.transfer
        ? 'transferencias no autorizadas'
        : 'cargos no autorizados'
      : r.transfer
        ? 'una transferencia no autorizada'
        : 'un cargo no autorizado';
  /** "No la hice ni la autoricé", agreeing with the noun. */
  /** The object pronoun for the charge or transfer: "la", "los"... */
  const pronounEs = (r: Reading) => (r.transfer ? (r.items ? 'las' : 'la') : r.items ? 'los' : 'lo');
  const notMineEs = (r: Reading) => `No ${pronounEs(r)} hice ni ${pronounEs(r)} autoricé`;

  /** What the person holds to show the cancellation, said on the call. */
  const haveProof = (ctx: CopyContext) =>
    ctx.case.flags.cancelledByEmail === true
      ? t(
          'I cancelled by email and have their reply showing they received it.',
          'Cancelé por correo electrónico y tengo su respuesta de que lo recibieron.',
        )
      : t('I have the cancellation confirmation.', 'Tengo la confirmación de la cancelación.');

  /** Said to the merchant when its policy isn't what the person's contract says. */
  const methodClashLine = (r: Reading) =>
    t(
      `My contract lets me cancel the way I did, and I cancelled${r.cancelled ? ` on ${r.cancelled}` : ''}. I'm not agreeing that any charge after that is valid: they're a billing error, and I'm disputing them in writing.`,
      `Mi contrato me permite cancelar como lo hice, y cancelé${r.cancelled ? ` el ${r.cancelled}` : ''}. No acepto que ningún cargo posterior sea válido: son un error de facturación y los estoy disputando por escrito.`,
    );

  /** "their policy requires a certified letter", while the person's contract says in person: use the contract. */
  const methodClashNote = (r: Reading) =>
    r.methodClash
      ? t(
          ` Their "certified letter" or notice policy isn't what your contract says: your own copy of the contract lets you cancel the way you did, and you cancelled${r.cancelled ? ` on ${r.cancelled}` : ''}. Don't agree on the phone that the earlier charges are valid; attach the contract page to your dispute.`,
          ` Su política de "carta certificada" o de aviso no es lo que dice su contrato: su propia copia del contrato le permite cancelar como lo hizo, y usted canceló${r.cancelled ? ` el ${r.cancelled}` : ''}. No acepte por teléfono que los cargos anteriores son válidos; adjunte la página del contrato a su disputa.`,
        )
      : '';

  /** The seller calls a posted duplicate a pending authorization: the statement settles it. */
  const pendingHoldReply = (r: Reading, a: string) =>
    t(
      `A pending authorization is a hold that drops off within days; a charge printed as posted on your statement${r.statement ? ` (the one that closed ${r.statement})` : ''} is a charge, so the second ${a} charge is a billing error whatever the seller calls it. You don't need the seller to agree: send your card issuer a written billing-error dispute for the duplicate ${a} charge ${fcbaDeadline(r)}, with a copy of the statement showing both and your order for one purchase. The issuer must acknowledge it within 30 days and resolve it within two billing cycles (no more than 90 days); meanwhile you don't have to pay the disputed ${a} or interest on it.`,
      `Una autorización pendiente es una retención que desaparece en unos días; un cargo que aparece como publicado en su estado de cuenta${r.statement ? ` (el que cerró el ${r.statement})` : ''} es un cargo, así que el segundo cargo de ${a} es un error de facturación, lo llame como lo llame el vendedor. No necesita que el vendedor esté de acuerdo: envíe al emisor de su tarjeta una disputa por escrito por error de facturación por el cargo duplicado de ${a} ${fcbaDeadline(r)}, con una copia del estado de cuenta que muestra los dos y su pedido de una sola compra. El emisor debe confirmarla en 30 días y resolverla en dos ciclos de facturación (90 días como máximo); mientras tanto no tiene que pagar los ${a} en disputa ni intereses sobre ese monto.`,
    );

  /** The order never came and the store won't refund it: cancel with the store, dispute with the issuer. */
  const undeliveredReply = (r: Reading): FollowUpAnswer => {
    const a = amt(r);
    const when = on(r.chargeDate);
    const stmt = r.statement;
    return t(
      {
        strategy: `You don't have to accept a delay with no date or a store credit for something that never came.${r.mailOrder ? " Under the FTC's rule for online, phone and mail orders, a seller that can't ship on time must get your consent to the delay or refund your payment." : ''} Write to the seller today: you don't agree to the delay, you cancel the order, and you want the ${a} refunded to your card. The same day, send the card issuer your written dispute for goods not delivered ${fcbaDeadline(r)}: while they investigate, you can hold back the ${a}. Keep the seller's reply: it is your proof.`,
        opening: `"To the seller: I don't agree to the delay or to store credit. I'm cancelling order [order number] and asking for the ${a} back on my card."\n"To the card issuer: I'm disputing a ${a} charge${when} for goods I ordered and never received; the seller won't deliver or refund it. Please put it on hold while you investigate. What's your billing-error address?"`,
        email: {
          subject: `Billing error dispute: goods not delivered, ${a} charge, account ending [last 4 digits]`,
          body: `To [card issuer], Billing Inquiries:\n\nI am disputing a charge of ${a}${when} from [merchant] on my account ending [last 4 digits]${stmt ? `, on my statement that closed ${stmt}` : ''}. It is for goods I ordered and never received, and the merchant has not delivered them or refunded me. I have asked the merchant to cancel the order and refund me. Copies of my order and the merchant's reply are attached.\n\nPlease remove the charge and any interest or fees on it, and send me a corrected statement. Please confirm in writing that you received this letter.\n\nSincerely,\n[Your name]\n[Mailing address]`,
        },
        talkingPoints: [
          `Send the dispute ${fcbaDeadline(r)} to the billing-error address on your statement (not the payment address), by certified mail.`,
          "Don't accept the store credit if you want your money back.",
          `Pay the rest of your bill as usual; you can hold back the disputed ${a}.`,
        ],
      },
      {
        strategy: `No tiene que aceptar una demora sin fecha ni un crédito en la tienda por algo que nunca llegó.${r.mailOrder ? ' Según la regla de la FTC para pedidos en línea, por teléfono o por correo, el vendedor que no puede enviar a tiempo debe obtener su consentimiento para la demora o reembolsarle lo que pagó.' : ''} Escriba hoy al vendedor que no acepta la demora, que cancela el pedido y que quiere el reembolso de ${a} a su tarjeta. El mismo día, envíe al emisor de la tarjeta su disputa por escrito por mercancía no entregada ${fcbaDeadline(r)}: mientras investigan, puede no pagar los ${a}. Guarde la respuesta del vendedor: es su prueba.`,
        opening: `"Al vendedor: no acepto la demora ni un crédito en la tienda. Cancelo el pedido [número de pedido] y pido el reembolso de ${a} a mi tarjeta."\n"Al emisor de la tarjeta: disputo un cargo de ${a}${when} por mercancía que pedí y nunca recibí; el vendedor no la entrega ni la reembolsa. Les pido ponerlo en espera mientras investigan. ¿Cuál es su dirección para errores de facturación?"`,
        email: {
          subject: `Disputa por error de facturación: mercancía no entregada, cargo de ${a}, cuenta terminada en [últimos 4 dígitos]`,
          body: `A [emisor de la tarjeta], Consultas de facturación:\n\nDisputo un cargo de ${a}${when} de [comercio] en mi cuenta terminada en [últimos 4 dígitos]${stmt ? `, en mi estado de cuenta que cerró el ${stmt}` : ''}. Es por mercancía que pedí y nunca recibí, y el comercio no la ha entregado ni me la ha reembolsado. Le pedí al comercio cancelar el pedido y reembolsarme. Adjunto copias de mi pedido y de la respuesta del comercio.\n\nLes pido que quiten el cargo y cualquier interés o cargo relacionado, y que me envíen un estado de cuenta corregido. Les pido confirmar por escrito que recibieron esta carta.\n\nAtentamente,\n[Su nombre]\n[Dirección postal]`,
        },
        talkingPoints: [
          `Envíe la disputa ${fcbaDeadline(r)} a la dirección para errores de facturación de su estado de cuenta (no a la de pagos), por correo certificado.`,
          'No acepte el crédito en la tienda si quiere que le devuelvan su dinero.',
          `Pague el resto de su factura como siempre; puede dejar de pagar los ${a} en disputa.`,
        ],
      },
    );
  };

  /**
   * "the rep said she 'opened a claim' on the phone, is that enough? she said i still have to pay the
   * 612.40 or it's late": a claim on the phone is not the written dispute the Fair Credit Billing Act
   * counts. The letter goes today, to arrive before the payment is due; that day the person pays the
   * rest and holds back the disputed sum. Nothing about a store's delay or store credit nobody offered.
   */
  const phoneClaimReply = (r: Reading, due: string | undefined, figure?: string): FollowUpAnswer => {
    const a = r.items || r.amount || r.total || !figure ? amt(r) : figure;
    const when = on(r.chargeDate);
    const stmt = r.statement;
    const what = r.notReceived
      ? t(
          'It is for goods I ordered and never received; the seller has not delivered them or refunded me.',
          'Es por mercancía que pedí y nunca recibí; el vendedor no la ha entregado ni me la ha reembolsado.',
        )
      : t(
          'It is a billing error: [what is wrong with the charge].',
          'Es un error de facturación: [qué está mal en el cargo].',
        );
    const arrive = due
      ? t(
          ` so it arrives before your payment is due on ${due}`,
          ` para que llegue antes de que venza su pago el ${due}`,
        )
      : '';
    const payDay = due ? t(`On ${due}, pay`, `El ${due}, pague`) : t('Pay', 'Pague');
    return {
      strategy: t(
        `No: a claim opened on the phone is not enough. The Fair Credit Billing Act protects you from your written dispute, not from a call: it must reach the card issuer's billing-error address ${fcbaDeadline(r)}. Mail it today by certified mail${arrive}, and give the phone claim's number in it. ${payDay} the rest of your bill and hold back the disputed ${a}: once your letter is in, you can hold it back while they investigate; the law's protection starts with the letter, not the call. What the rep told you on the phone doesn't change that; the letter is what counts.${r.notReceived ? ' If you bought it through a marketplace or app, file its own buyer-protection claim too.' : ''}`,
        `No: un reclamo abierto por teléfono no basta. La Ley de Facturación Justa de Crédito (Fair Credit Billing Act) lo protege desde su disputa por escrito, no desde una llamada: debe llegar a la dirección para errores de facturación del emisor de la tarjeta ${fcbaDeadline(r)}. Envíela hoy por correo certificado${arrive}, con el número del reclamo telefónico. ${payDay} el resto de su factura y deje sin pagar los ${a} en disputa: una vez que llega su carta, puede no pagarlos mientras investigan; la protección de la ley empieza con la carta, no con la llamada. Lo que le dijo el representante por teléfono no cambia eso; lo que cuenta es la carta.${r.notReceived ? ' Si lo compró por un marketplace o una aplicación, presente también su reclamo de protección al comprador.' : ''}`,
      ),
      opening: t(
        `"I opened a claim by phone on [date], reference [claim number], about the ${a} charge${when}. I'm sending my billing-error dispute in writing today. Please confirm your billing-error address."\n"Once you have my letter, I'll pay the rest of my bill and hold back the disputed ${a} while you investigate. Please confirm it won't be reported as late."`,
        `"Abrí un reclamo por teléfono el [fecha], referencia [número de reclamo], por el cargo de ${a}${when}. Hoy envío mi disputa por error de facturación por escrito. Por favor confírmenme su dirección para errores de facturación."\n"Cuando tengan mi carta, pagaré el resto de mi factura y dejaré sin pagar los ${a} en disputa mientras investigan. Por favor confírmenme que no se reportará como atrasado."`,
      ),
      email: {
        subject: t(
          `Billing error dispute: ${a} charge, account ending [last 4 digits]`,
          `Disputa por error de facturación: cargo de ${a}, cuenta terminada en [últimos 4 dígitos]`,
        ),
        body: t(
          `To [card issuer], Billing Inquiries:\n\nI am disputing a charge of ${a}${when} from [merchant] on my account ending [last 4 digits]${stmt ? `, on my statement that closed ${stmt}` : ''}. ${what} I also reported it by phone on [date] (claim [claim number]); this letter is my written notice of the billing error. Copies of my order and statement are attached.\n\nPlease remove the charge and any interest or fees on it, and send me a corrected statement. While you investigate, I will pay the rest of my bill and not the disputed ${a}. Please confirm in writing that you received this letter.\n\nSincerely,\n[Your name]\n[Mailing address]`,
          `A [emisor de la tarjeta], Consultas de facturación:\n\nDisputo un cargo de ${a}${when} de [comercio] en mi cuenta terminada en [últimos 4 dígitos]${stmt ? `, en mi estado de cuenta que cerró el ${stmt}` : ''}. ${what} También lo reporté por teléfono el [fecha] (reclamo [número de reclamo]); esta carta es mi aviso por escrito del error de facturación. Adjunto copias de mi pedido y del estado de cuenta.\n\nLes pido que quiten el cargo y cualquier interés o cargo relacionado, y que me envíen un estado de cuenta corregido. Mientras investigan, pagaré el resto de mi factura y no los ${a} en disputa. Les pido confirmar por escrito que recibieron esta carta.\n\nAtentamente,\n[Su nombre]\n[Dirección postal]`,
        ),
      },
      talkingPoints: [
        t(
          `Send it ${fcbaDeadline(r)} to the billing-error address on your statement (not the payment address), by certified mail with a return receipt.`,
          `Envíela ${fcbaDeadline(r)} a la dirección para errores de facturación de su estado de cuenta (no a la de pagos), por correo certificado con acuse de recibo.`,
        ),
        t(
          `Pay the rest of the bill on time; only the disputed ${a} waits.`,
          `Pague a tiempo el resto de la factura; solo los ${a} en disputa esperan.`,
        ),
        t(
          'Keep the phone claim number and a copy of your letter.',
          'Guarde el número del reclamo telefónico y una copia de su carta.',
        ),
      ],
    };
  };

  /**
   * Goods never delivered, and someone (often the card's own rep, after a claim on the phone) says to
   * give the store N more days: N days from today fall past the written dispute's last day, so the
   * letter goes now; the phone claim is not the letter the Fair Credit Billing Act counts.
   */
  const waitPastDeadlineReply = (r: Reading, days: number, today: string): FollowUpAnswer => {
    const base = undeliveredReply(r);
    const a = amt(r);
    const waitEnd = formatDay(addDays(today, days), lang);
    const when = on(r.chargeDate);
    const email = {
      subject: base.email.subject,
      body: base.email.body.replace(
        t('Copies of my order', 'Adjunto copias de mi pedido'),
        t(
          'I also reported it by phone (claim [claim number]). Copies of my order',
          'También lo reporté por teléfono (reclamo [número de reclamo]). Adjunto copias de mi pedido',
        ),
      ),
    };
    return {
      ...base,
      email,
      ...t(
        {
          strategy: `Don't wait ${days} more days: ${days} days from today is ${waitEnd}, past ${r.fcbaBy}, the last day for your written billing-error dispute. A claim opened on the phone isn't the letter the Fair Credit Billing Act counts: your letter must reach the billing-error address by then. Send it this week (the issuer's own written dispute form works too) and keep proof of when it arrived; the store can still deliver or refund while the issuer investigates. On your payment: pay the rest of the bill by its due date as usual, and hold back only the disputed ${a}.`,
          opening: `"I opened a claim by phone about a ${a} charge${when} for goods I never received. I'm also sending the written billing-error dispute now, before the 60 days run out. What's your billing-error address, or the form for a written dispute?"\n"Please note on the claim that I'm holding back the disputed ${a} while you investigate, and that I'm paying the rest."`,
          talkingPoints: [
            `Send the letter by ${r.fcbaBy}, by certified mail or the issuer's written dispute form, to the billing-error address (not the payment address).`,
            `Pay the rest of your bill by the due date; hold back only the disputed ${a}.`,
            'Write down the claim number the rep gave you and put it in the letter.',
          ],
        },
        {
          strategy: `No espere ${days} días más: ${days} días desde hoy es el ${waitEnd}, después del ${r.fcbaBy}, el último día para su disputa por escrito por error de facturación. Un reclamo abierto por teléfono no es la carta que cuenta según la Ley de Facturación Justa de Crédito (Fair Credit Billing Act): su carta debe llegar a la dirección para errores de facturación a más tardar ese día. Envíela esta semana (el formulario de disputa por escrito del emisor también sirve) y guarde la prueba de cuándo llegó; la tienda aún puede entregar o reembolsar mientras el emisor investiga. Sobre su pago: pague el resto de la factura en su fecha como siempre y deje de pagar solo los ${a} en disputa.`,
          opening: `"Abrí un reclamo por teléfono por un cargo de ${a}${when} por mercancía que nunca recibí. También envío ahora la disputa por escrito por error de facturación, antes de que se cumplan los 60 días. ¿Cuál es su dirección para errores de facturación, o el formulario para una disputa por escrito?"\n"Les pido anotar en el reclamo que no pagaré los ${a} en disputa mientras investigan, y que pago el resto."`,
          talkingPoints: [
            `Envíe la carta a más tardar el ${r.fcbaBy}, por correo certificado o con el formulario de disputa por escrito del emisor, a la dirección para errores de facturación (no a la de pagos).`,
            `Pague el resto de su factura en su fecha; deje de pagar solo los ${a} en disputa.`,
            'Anote el número de reclamo que le dio el representante y póngalo en la carta.',
          ],
        },
      ),
    };
  };

  /**
   * Charges after a cancellation, and the merchant refunds one of them (often saying the contract
   * wanted another way to cancel): take it, and dispute what is left with the issuer, charge by
   * charge, with the proof that the cancellation reached them; cancel their way too, today.
   */
  const partRefunded = (
    ctx: CopyContext,
    r: Reading,
    offered: CaseAmount,
    said: { readonly refundedDay?: string; readonly refundedEnd?: 'last' | 'first' } | undefined,
  ): FollowUpAnswer | undefined => {
    const listed = chargeList(ctx);
    if (!listed || r.amountValue === undefined || offered.value >= r.amountValue - 0.005) return undefined;
    const split = splitRefund(listed, offered.value, said);
    const dayKnown = split?.dayKnown === true;
    const left = split?.left;
    const backDays = split?.back
      .map((charge) => charge.day)
      .filter((day): day is string => day !== undefined);
    const one = split?.back.length === 1 ? split.back[0] : undefined;
    const total = r.total ?? ctx.money(r.amountValue);
    const rest = ctx.money(Math.round((r.amountValue - offered.value) * 100) / 100);
    const merchant = merchantOf(ctx);
    const cancelled = r.cancelled;
    const byEmail = ctx.case.flags.cancelledByEmail === true;
    const claim = ctx.case.flags.cancelMethodRequired === true && !r.methodClash;
    const itemEn = (charge: ListedCharge) =>
      `${charge.label ? `the ${charge.text} ${charge.label}` : charge.text}${charge.day ? ` (${charge.day})` : ''}`;
    const itemEs = (charge: ListedCharge) =>
      `${charge.text}${charge.label || charge.day ? ` (${[charge.label, charge.day].filter(Boolean).join(', ')})` : ''}`;
    /** The charges left, each with its day; the same sum without a day is counted once ("2 charges of 39.99"). */
    const leftEn = left ? chargesInWords(left, itemEn, (n, text) => `${n} charges of ${text}`) : [];
    const leftEs = left ? chargesInWords(left, itemEs, (n, text) => `${n} cargos de ${text}`) : [];
    const restEn = leftEn.length > 0 ? `${list(leftEn)}, ${rest} in all` : rest;
    const restEs = leftEs.length > 0 ? `${list(leftEs)}, ${rest} en total` : rest;
    const many = (split?.back.length ?? 1) > 1;
    const unitText = split?.back[0]?.text ?? offered.text;
    const backEn =
      dayKnown && backDays?.length
        ? many
          ? `the ${listIn('en', backDays)} charges of ${unitText}`
          : `the ${backDays[0]} charge of ${unitText}`
        : many
          ? `${split!.back.length} charges of ${unitText}`
          : `one ${one?.text ?? offered.text} charge`;
    const backEs =
      dayKnown && backDays?.length
        ? many
          ? `los cargos de ${unitText} del ${listIn('es', backDays)}`
          : `el cargo de ${unitText} del ${backDays[0]}`
        : many
          ? `${split!.back.length} cargos de ${unitText}`
          : `un cargo de ${one?.text ?? offered.text}`;
    const whichEn =
      dayKnown && backDays?.length ? ` (the ${listIn('en', backDays)} charge${many ? 's' : ''})` : '';
    const whichEs =
      dayKnown && backDays?.length
        ? many
          ? ` (los cargos del ${listIn('es', backDays)})`
          : ` (el cargo del ${backDays[0]})`
        : '';
    const them = merchant ?? t('the merchant', 'el comercio');
    /** "a FlexFit", "al comercio". */
    const toThem = lang === 'es' && them.startsWith('el ') ? `al ${them.slice(3)}` : `a ${them}`;
    const named = merchant ?? t('[merchant]', '[comercio]');
    const proofEn =
      r.proof && byEmail
        ? `your${cancelled ? ` ${cancelled}` : ''} cancellation email and their reply to it`
        : r.proof
          ? 'your proof of the cancellation'
          : `whatever shows you cancelled${cancelled ? ` on ${cancelled}` : ''} (an email, a screenshot, a witness)`;
    const proofEs =
      r.proof && byEmail
        ? `su correo de cancelación${cancelled ? ` del ${cancelled}` : ''} y la respuesta que le enviaron`
        : r.proof
          ? 'su prueba de la cancelación'
          : `lo que muestre que canceló${cancelled ? ` el ${cancelled}` : ''} (un correo, una captura de pantalla, un testigo)`;
    const reachedEn = byEmail
      ? `Your written cancellation still reached them${cancelled ? ` on ${cancelled}` : ''}`
      : `You still cancelled${cancelled ? ` on ${cancelled}` : ''}`;
    const reachedEs = byEmail
      ? `Su cancelación por escrito sí les llegó${cancelled ? ` el ${cancelled}` : ''}`
      : `Usted sí canceló${cancelled ? ` el ${cancelled}` : ''}`;
    const claimEn = claim
      ? ` Their contract clause on how to cancel: ask ${them} for the contract page that says it. ${reachedEn}, and your card issuer, not ${them}, decides the dispute with your proof. Ask your state attorney general's consumer office whether, where you live, a gym or membership contract can be cancelled in writing.`
      : '';
    const claimEs = claim
      ? ` Sobre la cláusula del contrato de cómo cancelar: pida ${toThem} la página del contrato que la contiene. ${reachedEs}, y quien decide la disputa con sus pruebas es el emisor de su tarjeta, no ${them}. Pregunte a la oficina del fiscal general de su estado si, donde usted vive, un contrato de gimnasio o de membresía se puede cancelar por escrito.`
      : '';
    const certifiedEn = `Mail ${them} a cancellation by certified mail today anyway (keep the receipt), so nothing after today can be charged.`;
    const certifiedEs = `Envíe hoy de todos modos ${toThem} una cancelación por correo certificado (guarde el recibo), para que no puedan cobrar nada después de hoy.`;
    // The letter's day, short: the 60 days' detail is in the rights below and in a talking point.
    const by = r.fcbaPassed ? t('today', 'hoy mismo') : fcbaDeadline(r);
    const oldest = left?.find((charge) => charge.day !== undefined)?.day;
    const notValid = r.methodClash ? ` ${methodClashLine(r)}` : '';
    // Some charges past their 60 days: the written dispute covers those still in time, and the
    // merchant's refund is best taken on an older one, which the issuer no longer has to reverse.
    const sp = r.split?.inDays.length ? r.split : undefined;
    const spUnsure = sp !== undefined && !(dayKnown && backDays?.length);
    const disputeEn = sp
      ? `Send your card issuer a written billing-error dispute for the charges still inside their 60 days, ${listIn('en', sp.inDays)} (${sp.inSum}${spUnsure ? ', less the one they refund if it is one of these' : ''}), to reach it by ${sp.by}, with ${proofEn}.${spUnsure ? ` Ask ${them} which month the refund is for, and ask that it be one of the older charges (${orList('en', sp.pastDays)}), which are past the 60 days.` : ''} The older charges (${listIn('en', sp.pastDays)}, ${sp.pastSum}) you ask back from ${them} in writing, or through your issuer as a chargeback if the card network's rules allow.`
      : `Send your card issuer a written billing-error dispute for the ${rest} ${by}, with ${proofEn}.`;
    const disputeEs = sp
      ? `Envíe al emisor de su tarjeta una disputa por escrito por error de facturación por los cargos que siguen dentro de sus 60 días, ${listIn('es', sp.inDays)} (${sp.inSum}${spUnsure ? ', menos el que le reembolsen si es uno de estos' : ''}), que le llegue a más tardar el ${sp.by}, con ${proofEs}.${spUnsure ? ` Pregunte ${toThem} de qué mes es el reembolso y pida que sea uno de los cargos más antiguos (${orList('es', sp.pastDays)}), que ya pasaron los 60 días.` : ''} Los cargos más antiguos (${listIn('es', sp.pastDays)}, ${sp.pastSum}) se los pide por escrito ${toThem}, o al emisor como contracargo si las reglas de la red de la tarjeta lo permiten.`
      : `Envíe al emisor de su tarjeta una disputa por escrito por error de facturación por los ${rest} ${by}, con ${proofEs}.`;
    const heldSum = sp ? sp.inSum : rest;
    const issuerEn = sp
      ? `the charges of ${listIn('en', sp.inDays)} (${sp.inSum})${spUnsure ? ', less the one refunded if it is one of these' : ''}`
      : restEn;
    const issuerEs = sp
      ? `los cargos del ${listIn('es', sp.inDays)} (${sp.inSum})${spUnsure ? ', menos el reembolsado si es uno de estos' : ''}`
      : restEs;
    return t(
      {
        strategy: `They're refunding ${offered.text} of the ${total}${whichEn}: take it, it's yours anyway, but it doesn't settle the rest. Still to get back: ${restEn}. ${disputeEn}${methodClashNote(r)}${claimEn} ${certifiedEn}`,
        opening: `"To ${named}: I'll take the refund of ${backEn}, but it doesn't settle the other charges.${notValid} Please confirm the refund and my cancellation in writing${claim ? ', and email me the contract page with the cancellation clause' : ''}."\n"To the card issuer: I'm disputing charges from ${named} after I cancelled${byEmail ? ' in writing' : ''}${on(cancelled)}: ${issuerEn}. Please open a billing-error dispute and block new charges from this merchant. What's your billing-error address?"`,
        email: {
          subject: `Billing error dispute: ${sp ? sp.inSum : rest} charged after cancellation, account ending [last 4 digits]`,
          body: `To [card issuer], Billing Inquiries:\n\nI am disputing charges billed to my account ending [last 4 digits] by ${named} after I cancelled${byEmail ? ' by email' : ''}${on(cancelled)}: ${sp ? `the charges of ${listIn('en', sp.inDays)} (${sp.inSum})${spUnsure ? ', less the one refunded if it is one of these' : ''}` : restEn}. ${named} has agreed to refund ${backEn}, which I am not disputing here${claim ? `. It says its contract required another way to cancel, but ${byEmail ? 'my written cancellation reached it' : 'I cancelled'}${on(cancelled)}` : r.methodClash ? '. It cites a certified-letter policy, but my contract lets me cancel the way I did' : ''}.\n\nPlease remove these charges and any interest or fees on them, and block new charges from this merchant. ${r.proof ? `Attached: ${byEmail ? 'my cancellation email and their reply to it' : 'my proof of the cancellation'}.` : '[Attached: what shows the cancellation.]'} Please confirm in writing that you received this dispute.\n\nSincerely,\n[Your name]\n[Mailing address]`,
        },
        talkingPoints: [
          `Refunded: ${backEn}. Still to get back: ${restEn}.`,
          ...(r.fcbaPassed && oldest
            ? [
                `The ${oldest} charge is the most urgent: its 60 days run from the statement that first showed it, so send the letter today.`,
              ]
            : []),
          ...(r.methodClash
            ? []
            : ['Mail a cancellation by certified mail today anyway, and keep the receipt.']),
          `Pay the rest of your bill as usual; you can hold back the disputed ${heldSum} while the issuer investigates${sp ? ' (the older charges, past their 60 days, are not held back)' : ''}.`,
        ],
      },
      {
        strategy: `Le devuelven ${offered.text} de los ${total}${whichEs}: acéptelo, es suyo de todos modos, pero no arregla el resto. Falta que le devuelvan: ${restEs}. ${disputeEs}${methodClashNote(r)}${claimEs} ${certifiedEs}`,
        opening: `"A ${named}: acepto el reembolso ${backEs.startsWith('el ') ? `del ${backEs.slice(3)}` : `de ${backEs}`}, pero no arregla los otros cargos.${notValid} Les pido confirmar por escrito el reembolso y mi cancelación${claim ? ', y enviarme por correo la página del contrato con la cláusula de cancelación' : ''}."\n"Al emisor de la tarjeta: disputo cargos de ${named} después de que cancelé${byEmail ? ' por escrito' : ''}${cancelled ? ` el ${cancelled}` : ''}: ${issuerEs}. Les pido abrir una disputa por error de facturación y bloquear nuevos cobros de ese comercio. ¿Cuál es su dirección para errores de facturación?"`,
        email: {
          subject: `Disputa por error de facturación: ${sp ? sp.inSum : rest} cobrados después de cancelar, cuenta terminada en [últimos 4 dígitos]`,
          body: `A [emisor de la tarjeta], Consultas de facturación:\n\nDisputo cargos que ${named} cobró en mi cuenta terminada en [últimos 4 dígitos] después de que cancelé${byEmail ? ' por correo electrónico' : ''}${cancelled ? ` el ${cancelled}` : ''}: ${sp ? `los cargos del ${listIn('es', sp.inDays)} (${sp.inSum})${spUnsure ? ', menos el reembolsado si es uno de estos' : ''}` : restEs}. ${named} aceptó reembolsar ${backEs}, que no disputo aquí${claim ? `. Dice que su contrato pedía otra forma de cancelar, pero ${byEmail ? 'mi cancelación por escrito le llegó' : 'yo cancelé'}${cancelled ? ` el ${cancelled}` : ''}` : r.methodClash ? '. Cita una política de carta certificada, pero mi contrato me permite cancelar como lo hice' : ''}.\n\nLes pido que quiten estos cargos y cualquier interés o cargo relacionado, y que bloqueen nuevos cobros de ese comercio. ${r.proof ? `Adjunto ${byEmail ? 'mi correo de cancelación y la respuesta que me enviaron' : 'mi prueba de la cancelación'}.` : '[Adjunto: lo que muestra la cancelación.]'} Les pido confirmar por escrito que recibieron esta disputa.\n\nAtentamente,\n[Su nombre]\n[Dirección postal]`,
        },
        talkingPoints: [
          `Reembolsado: ${backEs}. Falta que le devuelvan: ${restEs}.`,
          ...(r.fcbaPassed && oldest
            ? [
                `El cargo del ${oldest} es el más urgente: sus 60 días corren desde el estado de cuenta que lo mostró por primera vez, así que envíe la carta hoy.`,
              ]
            : []),
          ...(r.methodClash
            ? []
            : ['Envíe hoy de todos modos una cancelación por correo certificado y guarde el recibo.']),
          `Pague el resto de su factura como siempre; puede dejar de pagar los ${heldSum} en disputa mientras el emisor investiga${sp ? ' (los cargos más antiguos, fuera de sus 60 días, no)' : ''}.`,
        ],
      },
    );
  };

  /**
   * The merchant refused to refund charges made after the person cancelled, on a credit card: the
   * card issuer decides a billing error, so the written dispute goes there now, for every charge,
   * with what the person has to show the cancellation (a witness, no visits since).
   */
  const merchantRefusedCredit = (ctx: CopyContext, r: Reading) => {
    const all = r.total ? charges(r) : t(`the ${amt(r)} charges`, `los cargos de ${amt(r)}`);
    const sum = refund(r);
    const since = r.cancelled;
    const witness = ctx.case.flags.cancelWitness === true;
    const unused = ctx.case.flags.notUsedAfter === true;
    const claim = ctx.case.flags.cancelMethodRequired === true;
    const proofEn = [
      r.proof ? 'your cancellation confirmation' : undefined,
      witness ? 'a short signed note from the person who was with you when you cancelled' : undefined,
      unused
        ? `your visit or check-in history showing no use after${since ? ` ${since}` : ' you cancelled'}`
        : undefined,
    ].filter((x): x is string => x !== undefined);
    const proofEs = [
      r.proof ? 'la confirmación de su cancelación' : undefined,
      witness ? 'una nota breve y firmada de la persona que estaba con usted cuando canceló' : undefined,
      unused
        ? `su historial de visitas o de entradas que muestra que no lo usó después${since ? ` del ${since}` : ' de cancelar'}`
        : undefined,
    ].filter((x): x is string => x !== undefined);
    const mineEn = [
      r.proof ? 'my cancellation confirmation' : undefined,
      witness ? 'a signed note from the person who was with me when I cancelled' : undefined,
      unused ? `my visit history showing no use after${since ? ` ${since}` : ' I cancelled'}` : undefined,
    ].filter((x): x is string => x !== undefined);
    const mineEs = [
      r.proof ? 'la confirmación de mi cancelación' : undefined,
      witness ? 'una nota firmada de la persona que estaba conmigo cuando cancelé' : undefined,
      unused
        ? `mi historial de visitas, que muestra que no la usé después${since ? ` del ${since}` : ' de cancelar'}`
        : undefined,
    ].filter((x): x is string => x !== undefined);
    const attachedEn = mineEn.length
      ? `Attached: ${list(mineEn)}.`
      : '[Attached: what shows the cancellation.]';
    const attachedEs = mineEs.length
      ? `Adjunto: ${list(mineEs)}.`
      : '[Adjunto: lo que muestra la cancelación.]';
    const proofListEn = proofEn.length
      ? list(proofEn)
      : 'whatever shows the cancellation (a witness, your visit history, any message from them)';
    const proofListEs = proofEs.length
      ? list(proofEs)
      : 'lo que muestre la cancelación (un testigo, su historial de visitas, cualquier mensaje del comercio)';
    const theirRuleEn = claim
      ? ' Their "no record" and their form-or-certified-letter rule are their side; the issuer weighs your proof against it.'
      : ' "No record" is their side of it; the issuer weighs your proof against it.';
    const theirRuleEs = claim
      ? ' Que "no tienen registro" y su regla de formulario o carta certificada son su versión; el emisor la compara con sus pruebas.'
      : ' Que "no tienen registro" es su versión; el emisor la compara con sus pruebas.';
    const statedEn = [
      witness ? 'someone was with me when I cancelled and can confirm it' : undefined,
      unused ? `I have not used the membership since${since ? ` ${since}` : ''}` : undefined,
    ].filter((x): x is string => x !== undefined);
    const statedEs = [
      witness ? 'una persona estaba conmigo cuando cancelé y puede confirmarlo' : undefined,
      unused ? `no he usado la membresía desde${since ? ` el ${since}` : ' entonces'}` : undefined,
    ].filter((x): x is string => x !== undefined);
    return t(
      {
        strategy: `Their no doesn't end it: a charge after you cancelled is a billing error, and your card issuer decides it, not the merchant. Send the issuer a written billing-error dispute for all of it, ${all}, ${fcbaDeadline(r)}.${theirRuleEn} Attach ${proofListEn}. Ask the merchant in writing for your check-in history and for written confirmation that the membership is cancelled with no further charges, and ask the issuer to block new charges from this merchant. If a charge turns out to be past the 60 days, ask the issuer to dispute it with the merchant through the card network (a chargeback).`,
        opening: `"Hi, I'm disputing charges on my credit card: [merchant] kept charging me after I cancelled${on(since)}. That's ${all}."\n"The merchant refused to refund them. Please open a billing-error dispute for all of them and block new charges from this merchant. What's your billing-error address?"`,
        email: {
          subject: `Billing error dispute: ${sum} charged after cancellation, account ending [last 4 digits]`,
          body: `To [card issuer], Billing Inquiries:\n\nI am disputing ${all}, billed to my account ending [last 4 digits] by [merchant] after I cancelled${on(since)}. ${statedEn.length ? `${statedEn.map((x, i) => (i === 0 ? x.charAt(0).toUpperCase() + x.slice(1) : x)).join(', and ')}. ` : ''}The merchant says it has no record of my cancellation and refused a refund on [date].\n\nPlease remove these charges and any interest or fees on them, and block new charges from this merchant. ${attachedEn} Please confirm in writing that you received this dispute.\n\nSincerely,\n[Your name]\n[Mailing address]`,
        },
        talkingPoints: [
          `Dispute every charge since you cancelled (${sum}), not only the first: each statement starts its own 60 days.`,
          'Send it to the billing-error address on your statement (not the payment address), by certified mail.',
          'Ask the merchant in writing for your check-in history and for a written cancellation confirmation dated today.',
          'Pay the rest of your bill as usual; you can hold back the disputed amount while the issuer investigates.',
        ],
      },
      {
        strategy: `Su negativa no termina el asunto: un cargo después de cancelar es un error de facturación, y lo decide el emisor de su tarjeta, no el comercio. Envíe al emisor una disputa por escrito por error de facturación por todo, ${all}, ${fcbaDeadline(r)}.${theirRuleEs} Adjunte ${proofListEs}. Pida al comercio por escrito su historial de entradas y una confirmación por escrito de que la membresía está cancelada sin más cargos, y pida al emisor que bloquee nuevos cobros de ese comercio. Si algún cargo ya pasó de los 60 días, pida al emisor que lo dispute con el comercio por la red de la tarjeta (un contracargo).`,
        opening: `"Hola, disputo cargos en mi tarjeta de crédito: [comercio] me siguió cobrando después de que cancelé${since ? ` el ${since}` : ''}. Son ${all}."\n"El comercio se negó a reembolsarlos. Les pido abrir una disputa por error de facturación por todos y bloquear nuevos cobros de ese comercio. ¿Cuál es su dirección para errores de facturación?"`,
        email: {
          subject: `Disputa por error de facturación: ${sum} cobrados después de cancelar, cuenta terminada en [últimos 4 dígitos]`,
          body: `A [emisor de la tarjeta], Consultas de facturación:\n\nDisputo ${all}, que [comercio] cobró en mi cuenta terminada en [últimos 4 dígitos] después de que cancelé${since ? ` el ${since}` : ''}. ${statedEs.length ? `${statedEs.map((x, i) => (i === 0 ? x.charAt(0).toUpperCase() + x.slice(1) : x)).join(', y ')}. ` : ''}El comercio dice que no tiene registro de mi cancelación y se negó a reembolsarlos el [fecha].\n\nLes pido que quiten estos cargos y cualquier interés o cargo relacionado, y que bloqueen nuevos cobros de ese comercio. ${attachedEs} Les pido confirmar por escrito que recibieron esta disputa.\n\nAtentamente,\n[Su nombre]\n[Dirección postal]`,
        },
        talkingPoints: [
          `Dispute todos los cargos desde que canceló (${sum}), no solo el primero: cada estado de cuenta abre sus propios 60 días.`,
          'Envíela a la dirección para errores de facturación de su estado de cuenta (no a la de pagos), por correo certificado.',
          'Pida al comercio por escrito su historial de entradas y una confirmación de la cancelación con la fecha de hoy.',
          'Pague el resto de su factura como siempre; puede dejar de pagar el monto en disputa mientras el emisor investiga.',
        ],
      },
    );
  };

  const fcbaDeadline = (r: Reading) =>
    // "charged sep 1, oct 1 and nov 1", today nov 22: 60 days from sep 1 are past, so the letter goes
    // today, and the statement's date (not the charge's) says whether the first charge is still in time.
    r.fcbaPassed && r.fcbaBy
      ? t(
          `today (60 days from ${r.fcbaFrom ?? 'the charge'} ended ${r.fcbaBy}, but the 60 days run from the statement that first showed each charge, so check that statement's date; ${r.inTimeFrom && r.inTimeFrom !== r.fcbaFrom ? `the charges from ${r.inTimeFrom} on are still in time` : 'a later charge has its own 60 days'})`,
          `hoy mismo (60 días desde ${r.fcbaFrom ? (/^\d/u.test(r.fcbaFrom) ? `el ${r.fcbaFrom}` : r.fcbaFrom) : 'el cargo'} terminaron el ${r.fcbaBy}, pero los 60 días corren desde el estado de cuenta que mostró cada cargo por primera vez, así que revise la fecha de ese estado de cuenta; ${r.inTimeFrom && r.inTimeFrom !== r.fcbaFrom ? `los cargos desde el ${r.inTimeFrom} todavía están a tiempo` : 'un cargo posterior tiene sus propios 60 días'})`,
        )
      : r.fcbaBy
        ? r.fcbaDaysLeft !== undefined && r.fcbaDaysLeft <= SOON_DAYS
          ? t(
              `by ${r.fcbaBy} (${r.fcbaDaysLeft} days from today: mail it now)`,
              `a más tardar el ${r.fcbaBy} (faltan ${r.fcbaDaysLeft} días: envíela ya)`,
            )
          : t(`by ${r.fcbaBy}`, `a más tardar el ${r.fcbaBy}`)
        : t(
            'within 60 days after the first statement showing the charge',
            'dentro de los 60 días después del primer estado de cuenta que muestra el cargo',
          );

  /**
   * Repeated charges split by their 60 days: "dispute the August 1, September 1 and October 1
   * charges ($119.97) by October 14, 2025; the May 1, June 1 and July 1 charges ($119.97) are past".
   */
  const splitDispute = (sp: ChargeSplit) =>
    sp.inDays.length > 0
      ? t(
          `a written dispute for the charges still inside their 60 days, ${list(sp.inDays)} (${sp.inSum}), to reach the billing-error address by ${sp.by}${sp.daysLeft !== undefined && sp.daysLeft <= SOON_DAYS ? ` (${sp.daysLeft} days from today: mail it now)` : ''}`,
          `una disputa por escrito por los cargos que siguen dentro de sus 60 días, ${list(sp.inDays)} (${sp.inSum}), que debe llegar a la dirección para errores de facturación a más tardar el ${sp.by}${sp.daysLeft !== undefined && sp.daysLeft <= SOON_DAYS ? ` (faltan ${sp.daysLeft} días: envíela ya)` : ''}`,
        )
      : t('a written dispute today', 'una disputa por escrito hoy');
  const splitPast = (sp: ChargeSplit) =>
    t(
      `The ${list(sp.pastDays)} ${sp.pastDays.length > 1 ? 'charges' : 'charge'} (${sp.pastSum}) ${sp.pastDays.length > 1 ? 'are' : 'is'} past ${sp.pastDays.length > 1 ? 'their' : 'its'} 60 days: ask the merchant for ${sp.pastDays.length > 1 ? 'them' : 'it'} in writing with your proof of cancellation, ask your issuer whether it will still take ${sp.pastDays.length > 1 ? 'them' : 'it'} as a chargeback (under the card network's rules), and if the merchant refuses, small claims court or your state attorney general.`,
      `${sp.pastDays.length > 1 ? 'Los cargos del' : 'El cargo del'} ${list(sp.pastDays)} (${sp.pastSum}) ${sp.pastDays.length > 1 ? 'ya pasaron sus' : 'ya pasó sus'} 60 días: pídaselos por escrito al comercio con su prueba de cancelación, pregunte al emisor si aún los acepta como contracargo (según las reglas de la red de la tarjeta) y, si el comercio se niega, acuda a la corte de reclamos menores o al fiscal general de su estado.`,
    );

  /** The fee as named: "annual fee", "interest charge", the person's own name for it. */
  const feeLabelEn = (ctx: CopyContext, r: Reading) =>
    r.feeKind === 'annual'
      ? 'annual fee'
      : r.feeKind === 'interest'
        ? 'interest charge'
        : r.feeKind === 'named'
          ? ctx.case.feeName!
          : '[annual fee / interest charge]';
  /** With its article and figure: "la cuota anual de $95", "el cargo de $30 (comisión por...)". */
  const feeLabelEs = (ctx: CopyContext, r: Reading, a: string) =>
    r.feeKind === 'annual'
      ? `la cuota anual de ${a}`
      : r.feeKind === 'interest'
        ? `el cargo de intereses de ${a}`
        : r.feeKind === 'named'
          ? `el cargo de ${a} (${ctx.case.feeName!})`
          : `[la cuota anual / el cargo de intereses] de ${a}`;

  /** The $8 cap the person heard about, answered: never cited as in force. */
  const capAnswer = t(
    "The $8 late-fee cap you heard about never took effect: a federal court vacated the CFPB's rule in April 2025, so card issuers aren't held to it.",
    'El tope de $8 para cargos por atraso del que oyó nunca entró en vigor: un tribunal federal anuló esa regla de la CFPB en abril de 2025, así que los emisores no están obligados a respetarlo.',
  );

  const cardTypeQuestion = t(
    'Was it a credit card or a debit card (or an app like Zelle)?',
    '¿Fue con tarjeta de crédito o de débito (o con una aplicación como Zelle)?',
  );
  const statementQuestion = t(
    'What date is on the statement that first showed the charge?',
    '¿Qué fecha tiene el estado de cuenta donde apareció el cargo por primera vez?',
  );
  const cfpb = t(
    'the Consumer Financial Protection Bureau (consumerfinance.gov/complaint)',
    'la Oficina para la Protección Financiera del Consumidor, CFPB (consumerfinance.gov/complaint)',
  );

  // --- the courtesy ladder, for fees and interest charged under the account's terms ---

  function ladder(ctx: CopyContext, r: Reading): Record<Rung, RungCopy> {
    const bank = r.mode === 'bank_fee';
    const lateInterest = r.feeKind === 'late_interest';
    const halfInterest = r.interestValue !== undefined ? ` (${ctx.money(r.interestValue / 2)})` : '';
    return {
      discount: lateInterest
        ? rung(
            t('One of the two', 'Uno de los dos'),
            t(
              `If you can't do both, could you take off the late fee and refund at least half the interest${halfInterest}?`,
              `Si no pueden con los dos, ¿pueden quitar el cargo por atraso y devolver al menos la mitad de los intereses${halfInterest}?`,
            ),
          )
        : bank && r.count && r.count > 1 && r.unit && r.amountValue
          ? // "3 fees of 35": the step down is all but one of them, never half of one fee.
            rung(
              t('Part of it', 'Una parte'),
              t(
                `If you can't refund all ${r.count}, could you refund ${r.count - 1} of them (${ctx.money((r.amountValue / r.count) * (r.count - 1))})?`,
                `Si no pueden devolver los ${r.count}, ¿pueden devolver ${r.count - 1} de ellos (${ctx.money((r.amountValue / r.count) * (r.count - 1))})?`,
              ),
            )
          : rung(
              t('Part of it', 'Una parte'),
              t(
                `If you can't waive all of it, could you waive half${half(ctx, r)}?`,
                `Si no pueden quitarlo completo, ¿pueden quitar la mitad${half(ctx, r)}?`,
              ),
            ),
      credit: rung(
        t('Statement credit', 'Crédito en la cuenta'),
        lateInterest || r.feeKind === 'interest'
          ? t(
              'Could you give me a one-time statement credit for the interest instead?',
              '¿Pueden darme en su lugar un crédito único en el estado de cuenta por los intereses?',
            )
          : bank
            ? t(
                "Could you credit it back as a one-time courtesy, or waive next month's fee?",
                '¿Pueden devolverlo como cortesía única, o quitar el cargo del próximo mes?',
              )
            : t(
                'Could you add a statement credit or bonus points to offset it?',
                '¿Pueden darme un crédito en el estado de cuenta o puntos que lo compensen?',
              ),
      ),
      downgrade:
        r.mode === 'late' || lateInterest
          ? rung(
              t('New due date', 'Otra fecha de pago'),
              t(
                'Could you move my due date so it lines up with my paycheck?',
                '¿Pueden cambiar mi fecha de pago para que coincida con mi sueldo?',
              ),
            )
          : r.feeKind === 'named'
            ? rung(
                t('Card without this fee', 'Tarjeta sin este cargo'),
                t(
                  'Can I switch to one of your cards without this fee, without closing my account?',
                  '¿Puedo cambiarme a una de sus tarjetas sin este cargo, sin cerrar mi cuenta?',
                ),
              )
            : r.feeKind === 'interest'
              ? rung(
                  t('Lower rate', 'Tasa más baja'),
                  t(
                    `Could you lower my rate${ctx.percent ? ` from ${ctx.percent}` : ''}, so less interest builds while I pay the balance down?`,
                    `¿Pueden bajarme la tasa${ctx.percent ? `, que ahora es de ${ctx.percent},` : ''} para que se generen menos intereses mientras pago el saldo?`,
                  ),
                )
              : bank
                ? rung(
                    t('No-fee account', 'Cuenta sin cargos'),
                    t(
                      'Can I switch to an account with no monthly fee, or turn off overdraft coverage?',
                      '¿Puedo cambiarme a una cuenta sin cargo mensual, o desactivar la cobertura de sobregiro?',
                    ),
                  )
                : rung(
                    t('No-annual-fee card or lower rate', 'Tarjeta sin cuota anual o tasa más baja'),
                    t(
                      'Can I switch to a no-annual-fee card without closing my account, or get a lower rate?',
                      '¿Puedo cambiarme a una tarjeta sin cuota anual sin cerrar mi cuenta, o tener una tasa más baja?',
                    ),
                  ),
      supervisor: rung(
        t('Supervisor', 'Supervisor'),
        t(
          'Is there a supervisor who can review this? I would like to ask them.',
          '¿Hay un supervisor que pueda revisar esto? Me gustaría pedírselo.',
        ),
      ),
      retention: rung(
        t('Retention team (only if you mean it)', 'Equipo de retención (solo si lo piensa hacer)'),
        bank
          ? t(
              "I'm thinking about moving my account. Is there someone who can help before I do?",
              'Estoy pensando en cambiar mi cuenta de banco. ¿Hay alguien que pueda ayudarme antes?',
            )
          : t(
              "I'm thinking about closing this card. Could you transfer me to the retention team first?",
              'Estoy pensando en cerrar esta tarjeta. ¿Me pueden pasar primero con el equipo de retención?',
            ),
      ),
      complaint: rung(
        t('In writing', 'Por escrito'),
        t(
          "I'll put this request in writing. What's the best address for it?",
          'Voy a poner esta petición por escrito. ¿Cuál es la mejor dirección para enviarla?',
        ),
      ),
    };
  }

  /** The rungs for a charge that is disputed or reported: assert, confirm, escalate; never bargain. */
  function disputeRungs(
    r: Reading,
    firstLine: string,
    thirdLabel: string,
    thirdLine: string,
  ): Record<Rung, RungCopy> {
    const byDate = r.fcbaPassed
      ? t(' today', ' hoy')
      : r.fcbaBy
        ? t(` before ${r.fcbaBy}`, ` antes del ${r.fcbaBy}`)
        : '';
    return {
      discount: rung(t('Take it off', 'Que lo quiten'), firstLine),
      credit: rung(
        t('Interest and fees', 'Intereses y cargos'),
        t(
          `Please also remove any interest or fees charged on ${r.items ? 'them' : 'it'}.`,
          'Por favor quiten también cualquier interés o cargo cobrado sobre ese monto.',
        ),
      ),
      downgrade: rung(thirdLabel, thirdLine),
      supervisor: rung(
        t('Disputes supervisor', 'Supervisor de disputas'),
        t(
          'May I speak with a supervisor in the fraud or disputes department?',
          '¿Puedo hablar con un supervisor del departamento de fraude o de disputas?',
        ),
      ),
      retention: rung(
        t('Written confirmation', 'Confirmación por escrito'),
        t(
          'Please confirm in writing that the claim is open and what happens next.',
          'Por favor confírmenme por escrito que el reclamo está abierto y qué sigue.',
        ),
      ),
      complaint: rung(
        r.fcba
          ? t('Written dispute, then CFPB', 'Disputa por escrito, luego la CFPB')
          : t('CFPB complaint', 'Queja ante la CFPB'),
        r.fcba
          ? t(
              `I'm sending my written dispute${byDate}. If it isn't fixed, I'll file a complaint with the CFPB.`,
              `Voy a enviar mi disputa por escrito${byDate}. Si no se corrige, presentaré una queja ante la CFPB.`,
            )
          : t(
              "If this isn't resolved, I'll file a complaint with the CFPB.",
              'Si esto no se resuelve, presentaré una queja ante la CFPB.',
            ),
      ),
    };
  }

  // --- after the other side answers: the next step for each sub-case ---

  interface StepParts {
    /** The charge, as the person wrote it. */
    readonly a: string;
    /** The offer or demand as written, with the sum for a share. */
    readonly o: string | undefined;
    /** "They want $40 today. ", when a sum was demanded. */
    readonly theyWant: string;
    readonly cfpbAt: string;
    readonly notFinal: (what: string) => string;
    /** The offer exactly as the person wrote it. */
    readonly offer: string | undefined;
    /** What is left once the offer is taken ("$29.98"), when both are figures. */
    readonly rest: string | undefined;
  }

  /** A written billing-error dispute on a credit card: Regulation Z's clock and what it protects. */
  function fcbaStep(r: Reading, outcome: Outcome, p: StepParts): string | undefined {
    const d = disputed(r);
    const clock = t(
      'A written dispute received within the 60 days must be acknowledged in writing within 30 days and resolved within two billing cycles (no more than 90 days).',
      'Una disputa por escrito recibida dentro de los 60 días debe confirmarse por escrito dentro de 30 días y resolverse dentro de dos ciclos de facturación (90 días como máximo).',
    );
    const noPay = t(
      `Meanwhile you don't have to pay the disputed ${d} or interest on it, and they can't report it as late; pay the rest of your bill as usual.`,
      `Mientras tanto no tiene que pagar los ${d} en disputa ni intereses sobre ese monto, y no pueden reportarlo como atrasado; pague el resto de su factura como siempre.`,
    );
    switch (outcome) {
      case 'said_no':
        if (r.mode === 'card_fraud')
          return t(
            `Their no doesn't prove you made ${r.items ? 'the charges' : 'the charge'}, even if the card number and ZIP code matched or they show a signature or a delivery record (ask for a copy): it's on the issuer to show the use was authorized, and you don't have to go to the merchant first. Send your written dispute to the billing-error address ${fcbaDeadline(r)}; they must resolve it within two billing cycles (no more than 90 days) and, if they deny it, explain why in writing and send copies of the documents they relied on if you ask. Ask for a new card number too.`,
            `Su no, aunque coincidan el número de la tarjeta y el código postal o muestren una firma (pida una copia), no prueba que usted hizo ${r.items ? 'los cargos' : 'el cargo'}: le toca al emisor demostrar que el uso fue autorizado, y no tiene que ir primero al comercio. Envíe su disputa por escrito a la dirección para errores de facturación ${fcbaDeadline(r)}; deben resolverla en dos ciclos (90 días como máximo) y, si la niegan, explicarle el motivo por escrito y darle copias de los documentos en que se basaron si las solicita. Solicite otra tarjeta.`,
          );
        // "the seller says the second is a pending authorization, but my statement shows both as posted".
        if (r.duplicate && r.pendingHold) return pendingHoldReply(r, p.a);
        if (r.mode === 'after_cancel' && r.methodClash)
          return `${t(
            `A no from the merchant doesn't end a billing-error dispute: send it in writing to the billing-error address ${fcbaDeadline(r)}, with copies of your proof.`,
            `Un no del comercio no cierra una disputa por error de facturación: envíela por escrito a la dirección para errores de facturación ${fcbaDeadline(r)}, con copias de sus pruebas.`,
          )}${methodClashNote(r)}`;
        return t(
          `A no on the phone or from the merchant doesn't end a billing-error dispute: send it in writing to the billing-error address ${fcbaDeadline(r)}, with copies of your proof. They must acknowledge it within 30 days and resolve it within two billing cycles (no more than 90 days), and if they still say no, they must explain why in writing and send their proof if you ask.${r.mode === 'after_cancel' ? ' If they say something shipped, ask for proof of delivery: something you never received is a billing error too.' : ''}`,
          `Un no por teléfono o del comercio no cierra una disputa por error de facturación: envíela por escrito a la dirección para errores de facturación ${fcbaDeadline(r)}, con copias de sus pruebas. Deben confirmarla en 30 días y resolverla en dos ciclos de facturación (90 días como máximo); si dicen que no, deben explicarle el motivo por escrito y enviarle sus pruebas si las solicita.${r.mode === 'after_cancel' ? ' Si dicen que se envió, pida la prueba de entrega.' : ''}`,
        );
      case 'counter_offer':
        return r.mode === 'card_fraud'
          ? t(
              `For a charge you didn't make you owe at most $50, and nothing if only the number was used, so ${p.o ?? 'a partial credit'} is not a compromise. Ask for the full ${p.a} off, and keep your written dispute going.`,
              `Por un cargo que usted no hizo debe $50 como máximo, y nada si solo usaron el número, así que ${p.o ?? 'un crédito parcial'} no es un arreglo. Pida que quiten los ${p.a} completos y siga con su disputa por escrito.`,
            )
          : r.mode === 'after_cancel'
            ? `${t(
                `Their refund policy or billing cycle doesn't limit your card dispute: take the refund they offer${p.o ? ` (${p.o})` : ''}, and send your card issuer a written billing-error dispute for the rest${p.rest ? ` (${p.rest})` : ''}, since a charge after you cancelled is one; it must reach the issuer within 60 days of the statement that first showed it.`,
                `Su política de reembolsos o su ciclo de facturación no limitan la disputa con su tarjeta: acepte el reembolso que le ofrecen${p.o ? ` (${p.o})` : ''} y envíe al emisor de su tarjeta una disputa por escrito por error de facturación por el resto${p.rest ? ` (${p.rest})` : ''}, porque un cobro después de cancelar lo es; debe llegar al emisor dentro de los 60 días del estado de cuenta que lo mostró por primera vez.`,
              )}${methodClashNote(r)}`
            : t(
                `Taking ${p.o ?? 'a partial credit'} as a settlement could close your dispute. Ask for the whole ${d} off, with any interest on it, and keep your written dispute going: the issuer must resolve it within two billing cycles (no more than 90 days) of receiving it.`,
                `Aceptar ${p.o ?? 'un crédito parcial'} como arreglo podría cerrar su disputa. Pida que quiten los ${d} completos, con los intereses sobre ese monto, y siga con su disputa por escrito: el emisor debe resolverla dentro de dos ciclos de facturación (90 días como máximo) después de recibirla.`,
              );
      case 'agreed':
        return `${p.notFinal(d)} ${t(
          `Check that your next two statements show it, with any interest or fees on it removed${r.mode === 'after_cancel' ? ', and that new charges from this merchant are blocked' : ''}.`,
          `Revise que sus próximos dos estados de cuenta lo muestren, sin intereses ni cargos sobre ese monto${r.mode === 'after_cancel' ? ', y que bloqueen nuevos cobros de ese comercio' : ''}.`,
        )}`;
      case 'no_reply':
        return `${clock} ${noPay} ${t(
          `If those deadlines pass without an answer, ${p.cfpbAt}.`,
          `Si esos plazos pasan sin respuesta, ${p.cfpbAt}.`,
        )}`;
      case 'pay_now':
        return t(
          `${p.theyWant}Don't pay the disputed ${d}: while your written dispute is open, you don't have to pay it or interest on it. Keep paying the part of your bill that isn't disputed (at least its minimum) by its due date, by your usual method, so the account stays current.`,
          `${p.theyWant}No pague los ${d} en disputa: mientras su disputa por escrito siga abierta, no tiene que pagarlos ni intereses sobre ese monto. Siga pagando la parte de su factura que no está en disputa (al menos el mínimo) antes de su fecha límite, por su medio de siempre, para que la cuenta siga al día.`,
        );
    }
  }

  /** A fee or interest charged under the account's terms: a courtesy ask, where part can be fair. */
  function courtesyStep(r: Reading, outcome: Outcome, p: StepParts): string | undefined {
    // Said as a sum on its own, "41 dollar" (from "a 41 dollar late fee") is "41 dollars".
    const whole = refund(r).replace(/^([\d.,]+\s?)dollar$/iu, '$1dollars');
    switch (outcome) {
      case 'said_no':
        if (r.feeKind === 'late_interest') {
          const lateFee = r.lateFee ?? whole;
          const interest = r.interest
            ? t(`the ${r.interest} interest`, `los ${r.interest} de intereses`)
            : t('the interest', 'los intereses');
          // The no they reported names the interest: the late fee is the part that came off.
          const feeOff = p.offer !== undefined && r.interest !== undefined && p.offer.trim() === r.interest;
          const ask = feeOff
            ? t(
                `With the ${lateFee} late fee off, ask once more about ${interest}, another day or with a supervisor: say it was a one-time slip after a good record, and ask for a one-time interest refund or a courtesy credit. If it stays, pay the statement balance in full so the grace period comes back and no new interest builds.`,
                `Ya le quitaron el cargo por atraso de ${lateFee}; pida una vez más por ${interest}, otro día o con un supervisor: diga que fue un descuido único tras un buen historial y pida una devolución única de intereses o un crédito de cortesía. Si no los quitan, pague el saldo total del estado de cuenta para recuperar el período de gracia y no generar más intereses.`,
              )
            : t(
                `Ask once more, another day or with a supervisor: the ${lateFee} late fee comes off more easily than ${interest}, so if only the fee comes off, ask separately for a one-time interest refund. Either way, pay the statement balance in full so the grace period comes back and no new interest builds.`,
                `Pida una vez más, otro día o con un supervisor: el cargo por atraso de ${lateFee} se quita más fácilmente que ${interest}, así que si solo quitan el cargo, pida aparte una devolución única de intereses. En todo caso, pague el saldo total del estado de cuenta para recuperar el período de gracia y no generar más intereses.`,
              );
          return r.capTalk ? `${ask} ${capAnswer}` : ask;
        }
        if (r.feeKind === 'interest')
          return t(
            `Try once more another day (another rep may say yes) and ask for a one-time refund of the ${whole} in interest, or part of it, as a customer in good standing. Either way, pay the statement balance in full so the grace period comes back and no new interest builds.`,
            `Intente una vez más otro día (otro representante puede decir que sí) y pida que le devuelvan por única vez los ${whole} de intereses, o una parte, como cliente al día. En todo caso, pague el saldo total del estado de cuenta para recuperar el período de gracia y no generar más intereses.`,
          );
        if (r.mode === 'late')
          return t(
            `Call back another day (another rep may say yes) and ask for a one-time courtesy credit of the ${whole}, with your record and the autopay you've set up. Either way, ask whether the late payment will be reported to the credit bureaus.`,
            `Llame otro día (otro representante puede decir que sí) y pida un crédito de cortesía, por única vez, de los ${whole}, con su historial y el pago automático que activó. En todo caso, pregunte si el pago atrasado se reportará a las agencias de crédito.`,
          );
        if (r.mode === 'bank_fee')
          return t(
            'If these are overdraft fees on debit card purchases or ATM withdrawals, ask when you agreed (opted in) to overdraft coverage for them; if you never did, say so and ask for the fees back. Otherwise ask for one fee back as a one-time courtesy, or for an account with no monthly fee.',
            'Si son cargos por sobregiro en compras con tarjeta de débito o retiros en cajero, pregunte cuándo aceptó la cobertura de sobregiro para esas operaciones; si nunca la aceptó, dígalo y pida que le devuelvan los cargos. Si no, pida que le devuelvan un cargo como cortesía por única vez, o una cuenta sin cargo mensual.',
          );
        if (r.feeKind === 'named')
          return t(
            `Try once more another day, or ask for the retention team if you'd really close the card. Ask whether a card from the same issuer without the ${r.feeName} could replace this one, which keeps the account open.`,
            `Intente una vez más otro día, o pida el equipo de retención si de verdad cerraría la tarjeta. Pregunte si una tarjeta del mismo emisor sin ese cargo (${r.feeName}) puede reemplazar a esta, lo que mantiene la cuenta abierta.`,
          );
        return t(
          `Try once more another day, or ask for the retention team if you'd really close the card. ${r.feeKind === 'annual' ? 'Ask' : "If it's the annual fee, ask"} to switch to a no-annual-fee card from the same issuer, which keeps the account open, and whether the ${whole} comes back if you switch now.`,
          `Intente una vez más otro día, o pida el equipo de retención si de verdad cerraría la tarjeta. ${r.feeKind === 'annual' ? 'Pida' : 'Si es la cuota anual, pida'} cambiarse a una tarjeta sin cuota anual del mismo emisor, que mantiene la cuenta abierta, y pregunte si le devuelven los ${whole} si se cambia ahora.`,
        );
      case 'counter_offer': {
        const value = p.offer ? offerValue(p.offer, r.amountValue) : undefined;
        if (value !== undefined && r.amountValue !== undefined && value >= r.amountValue)
          return t(
            `${p.o} is the whole ${whole}: accept it, and ask for the credit in writing with the date it will post.`,
            `${p.o} es el total de ${whole}: acéptelo y pida el crédito por escrito, con la fecha en que se aplicará.`,
          );
        return t(
          `Getting ${p.o ?? 'part of it'} off is a fair result for a fee charged under your terms. Ask once for the full ${whole}; if they say that's final, accept it and ask for the credit in writing, with the date it will post.`,
          `Que le quiten ${p.o ?? 'una parte'} es un resultado razonable para un cargo cobrado según los términos de su cuenta. Pida una vez los ${whole} completos; si le dicen que es lo máximo, acéptelo y pida el crédito por escrito, con la fecha en que se aplicará.`,
        );
      }
      case 'agreed':
        if (r.feeKind === 'late_interest' || r.feeKind === 'interest')
          return t(
            `Check that the credit shows on your next statement, and pay the statement balance in full so the grace period comes back. If a little leftover interest shows next month, ask for that to be credited too.`,
            `Revise que el crédito aparezca en su próximo estado de cuenta y pague el saldo total para recuperar el período de gracia. Si el mes que viene aparecen unos intereses residuales, pida que también se los acrediten.`,
          );
        if (r.mode === 'late')
          return t(
            `Check that the ${whole} credit shows on your next statement, and ask whether the late payment will be reported to the credit bureaus. Keep autopay on so it doesn't happen again.`,
            `Revise que el crédito de ${whole} aparezca en su próximo estado de cuenta y pregunte si el pago atrasado se reportará a las agencias de crédito. Mantenga el pago automático para que no vuelva a pasar.`,
          );
        if (r.mode === 'bank_fee')
          return t(
            `Check that the ${whole} refund shows on your next statement, and turn on low-balance alerts so it doesn't happen again.`,
            `Revise que la devolución de ${whole} aparezca en su próximo estado de cuenta y active alertas de saldo bajo para que no vuelva a pasar.`,
          );
        return t(
          `Ask for it in writing and check your next statement. If it's a statement credit or points rather than the ${whole} taken off, ask whether any condition (a spending requirement) comes with it.`,
          `Pida la confirmación por escrito y revise su próximo estado de cuenta. Si es un crédito o puntos en lugar de quitar los ${whole}, pregunte si viene con alguna condición (un gasto mínimo).`,
        );
      case 'no_reply':
        return t(
          `A courtesy refund is quicker to get on a call than by letter: call, and ask for a supervisor if the rep can't decide. If a written request still gets no answer, ${p.cfpbAt}.`,
          `Un reembolso de cortesía se consigue más rápido por teléfono que por carta: llame y pida un supervisor si el representante no puede decidir. Si una petición por escrito sigue sin respuesta, ${p.cfpbAt}.`,
        );
      case 'pay_now':
        return r.mode === 'bank_fee'
          ? t(
              `${p.theyWant}Bring the account back above zero as soon as you can so no more fees are added; paying doesn't give up your request to get the ${whole} back.`,
              `${p.theyWant}Ponga la cuenta otra vez por encima de cero lo antes posible para que no le cobren más cargos; pagar no significa renunciar a pedir que le devuelvan los ${whole}.`,
            )
          : t(
              `${p.theyWant}Pay at least the minimum by the due date so no new late fee or interest is added; paying doesn't give up your request to have the ${whole} taken off.`,
              `${p.theyWant}Pague al menos el mínimo antes de la fecha límite para que no le cobren otro cargo por atraso ni más intereses; pagar no significa renunciar a pedir que le quiten los ${whole}.`,
            );
    }
  }

  function nextFor(r: Reading, outcome: Outcome, p: StepParts): string | undefined {
    switch (r.mode) {
      case 'card_fraud':
        return fcbaStep(r, outcome, p);
      case 'billing':
      case 'after_cancel': {
        if (r.fcba) return fcbaStep(r, outcome, p);
        const d = disputed(r);
        switch (outcome) {
          case 'said_no':
            return t(
              `Ask your card issuer or bank in writing to dispute the ${d} with the merchant (a chargeback), with copies of your receipt${r.mode === 'after_cancel' ? ' and proof of the date you cancelled' : ''}, and to answer in writing.${r.cardUnknown ? ' Check whether it was a credit or a debit card: the rules and deadlines differ.' : ''}`,
              `Pida por escrito al emisor de su tarjeta o a su banco que disputen los ${d} con el comercio (un contracargo), con copias de su recibo${r.mode === 'after_cancel' ? ' y la prueba de la fecha en que canceló' : ''}, y que le respondan por escrito.${r.cardUnknown ? ' Revise si fue con tarjeta de crédito o de débito: las reglas y los plazos son distintos.' : ''}`,
            );
          case 'counter_offer':
            return t(
              `It's an error, not a favor: ask once for the full ${d} back before you settle for ${p.o ?? 'part of it'}, and get any offer in writing.`,
              `Es un error, no un favor: pida una vez los ${d} completos antes de conformarse con ${p.o ?? 'una parte'}, y pida cualquier oferta por escrito.`,
            );
          case 'agreed':
            return t(
              `Get the ${d} refund confirmed in writing and check that it shows on your next statement${r.mode === 'after_cancel' ? '; ask them to block new charges from this merchant too' : ''}.`,
              `Pida que le confirmen por escrito el reembolso de ${d} y revise que aparezca en su próximo estado de cuenta${r.mode === 'after_cancel' ? '; pida también que bloqueen nuevos cobros de ese comercio' : ''}.`,
            );
          case 'no_reply':
            return t(
              `Send a second written request with a reply-by date; if your card issuer or bank still doesn't answer, ${p.cfpbAt}.`,
              `Envíe una segunda petición por escrito con una fecha para responder; si el emisor de su tarjeta o su banco sigue sin responder, ${p.cfpbAt}.`,
            );
          default:
            return undefined;
        }
      }
      case 'fraud_first':
        switch (outcome) {
          case 'said_no':
            return t(
              'Ask for their decision and the reason in writing, with the claim number, and put your own report in writing today. Whether it was a credit card, a debit card or an app decides which protections and deadlines apply, so check your statement for that first.',
              'Pida su decisión y el motivo por escrito, con el número de reclamo, y ponga hoy su propio reporte por escrito. Si fue tarjeta de crédito, de débito o una aplicación decide qué protecciones y plazos aplican, así que revíselo primero en su estado de cuenta.',
            );
          case 'counter_offer':
            return t(
              `Don't accept ${p.o ?? 'part of it'} for a charge you didn't make: ask for all of the ${p.a} back, and for their decision in writing.`,
              `No acepte ${p.o ?? 'una parte'} por un cargo que usted no hizo: pida que le devuelvan los ${p.a} completos y su decisión por escrito.`,
            );
          case 'agreed':
            return p.notFinal(p.a);
          case 'no_reply':
            return t(
              `Follow up in writing with the date you first reported it and your claim number; if there's still no answer, ${p.cfpbAt}.`,
              `Haga seguimiento por escrito con la fecha de su primer reporte y su número de reclamo; si sigue sin respuesta, ${p.cfpbAt}.`,
            );
          case 'pay_now':
            return t(
              `${p.theyWant}Don't pay the ${p.a} you reported while the claim is open; keep paying the rest of your bill as usual.`,
              `${p.theyWant}No pague los ${p.a} que reportó mientras el reclamo siga abierto; siga pagando el resto de su factura como siempre.`,
            );
        }
        return undefined;
      case 'fee':
      case 'late':
      case 'bank_fee':
        return courtesyStep(r, outcome, p);
      case 'debit':
        switch (outcome) {
          case 'said_no': {
            const bank = r.bank ?? t('your bank', 'su banco');
            const app = r.app ?? t('the app', 'la aplicación');
            const to = r.transfer
              ? t(
                  ` to ${bank} and to ${app} (each may have to investigate; don't let one send you to the other)`,
                  ` a ${bank} y a ${app} (los dos pueden tener que investigar; no deje que uno le mande al otro)`,
                )
              : t(` to ${bank}`, ` a ${bank}`);
            const tricked = r.sharedCode
              ? t(
                  ', even if a scammer tricked you into sharing a code,',
                  ', aunque un estafador le haya engañado para que compartiera un código,',
                )
              : '';
            // "i called the bank oct 31 … sent their form nov 3", today nov 22: the 10 business days are
            // behind them, so the provisional credit is owed now, whatever the investigation's length.
            if (r.noInterimCredit && r.reported && r.creditOverdue) {
              const back = r.total ?? p.a;
              return t(
                `You reported ${r.items ? 'these charges' : 'this charge'} on ${r.reported}${r.wroteIt ? ' and sent the written form' : ''}, so more than 10 business days have passed: under Regulation E (12 CFR 1005.11(c)) the bank may take longer to investigate, as they told you, only if it puts the money back as a provisional credit within those 10 business days. That credit of ${back} is owed now. Today, ask a supervisor to post it and give you the date, send the same request in writing, and ${p.cfpbAt} now rather than waiting.`,
                `Usted ${r.items ? 'reportó estos cargos' : 'reportó este cargo'} el ${r.reported}${r.wroteIt ? ' y envió el formulario por escrito' : ''}, así que ya pasaron más de 10 días hábiles: según la Regulación E (12 CFR 1005.11(c)), el banco puede tardar más en investigar, como le dijeron, solo si le devuelve el dinero como crédito provisional dentro de esos 10 días hábiles. Ese crédito de ${back} ya se lo deben. Hoy mismo pida a un supervisor que lo ponga y le dé la fecha, envíe la misma petición por escrito y ${p.cfpbAt} ya, sin esperar.`,
              );
            }
            if (r.noInterimCredit)
              return t(
                `They may take up to 45 days only if they put the ${p.a} back in your account as a provisional credit within 10 business days of your report (Regulation E, 12 CFR 1005.11(c)): "nothing until it's over" is not how it works past 10 business days. Send your error notice in writing${to} today if you haven't (if they asked for it in writing, they can hold off the provisional credit until it arrives), and ask in writing for the provisional credit and the date it will post. If the 10 business days pass with no credit, ${p.cfpbAt}.`,
                `Solo pueden tardar hasta 45 días si le devuelven los ${p.a} a su cuenta como crédito provisional dentro de 10 días hábiles después de su reporte (Regulación E, 12 CFR 1005.11(c)): «nada hasta que termine» no es como funciona pasados 10 días hábiles. Envíe hoy su aviso de error por escrito${to} si aún no lo hizo (si se lo pidieron por escrito, pueden retrasar el crédito provisional hasta recibirlo), y pida por escrito el crédito provisional y la fecha en que lo pondrán. Si pasan los 10 días hábiles sin crédito, ${p.cfpbAt}.`,
              );
            return t(
              `${r.cardInHand && r.tierCited ? "No, that's not right for your case: the $50 and $500 tiers are only for a lost or stolen card or login. Your card is still in your wallet, so you owe nothing for charges you report within 60 days after the statement that shows them, however many days you waited before calling. " : ''}${r.sharedCode ? `Giving a code to someone posing as your bank is not authorizing ${r.items ? 'the transfers' : 'the transfer'}: ` : 'Don\'t accept "final": '}if someone else made ${r.items ? 'them' : 'it'} from your account${tricked || ','} ${r.items ? "they're unauthorized transfers" : "it's an unauthorized transfer"} under Regulation E, even through an app, and it's on them to show you authorized ${r.items ? 'them' : 'it'}. Send a written error notice today${to} so they reopen the claim: under 12 CFR 1005.11 they generally have 10 business days to investigate, or up to 45 days with a provisional credit. A denial must come with a written explanation, and you can ask for copies of the documents they relied on.`,
              `${r.cardInHand && r.tierCited ? 'No, eso no aplica a su caso: los límites de $50 y $500 son solo para una tarjeta o un acceso perdido o robado. Su tarjeta sigue en su poder, así que no debe nada por los cargos que reporte dentro de los 60 días después del estado de cuenta que los muestra, sin importar cuántos días esperó para llamar. ' : ''}${r.sharedCode ? `Dar un código a alguien que se hacía pasar por su banco no es autorizar ${r.items ? 'las transferencias' : 'la transferencia'}: ` : 'No acepte un «es definitivo»: '}si otra persona ${pronounEs(r)} hizo desde su cuenta${tricked || ','} ${r.items ? 'son transferencias no autorizadas' : 'es una transferencia no autorizada'} según la Regulación E, aunque pase por una aplicación, y les toca a ellos demostrar que usted ${pronounEs(r)} autorizó. Envíe hoy un aviso de error por escrito${to} para que reabran el reclamo: según 12 CFR 1005.11 suelen tener 10 días hábiles para investigar, o hasta 45 con un crédito provisional. Si lo niegan, deben explicarle por qué por escrito, y usted puede pedir copias de los documentos en que se basaron.`,
            );
          }
          case 'counter_offer':
            return t(
              `${r.cardInHand && r.tierCited ? "No, that's not right for your case. " : ''}Don't settle for ${p.o ?? 'part of it'}: ask for the full ${p.a} back and the result of the investigation in writing. ${r.cardInHand ? 'The $50 and $500 tiers are for a lost or stolen card or login; yours is still in your wallet, so if you reported' : "If your card or login wasn't lost and you reported"} it within 60 days of the statement, you owe nothing for ${r.items ? `${kindEn(r)}` : `a ${kindEn(r)}`} you didn't authorize.`,
              `${r.cardInHand && r.tierCited ? 'No, eso no aplica a su caso. ' : ''}No se conforme con ${p.o ?? 'una parte'}: pida los ${p.a} completos y el resultado de la investigación por escrito. ${r.cardInHand ? 'Los límites de $50 y $500 son para una tarjeta o un acceso perdido o robado; usted todavía tiene su tarjeta, así que si lo reportó' : 'Si no perdió la tarjeta ni el acceso y lo reportó'} dentro de los 60 días del estado de cuenta, no debe nada por ${r.items ? (r.transfer ? 'transferencias' : 'cargos') : r.transfer ? 'una transferencia' : 'un cargo'} que no autorizó.`,
            );
          case 'agreed':
            return t(
              `Ask whether the ${p.a} credit is final or provisional: a provisional credit can be taken back if the investigation goes against you, so get the final decision in writing.`,
              `Pregunte si el crédito de ${p.a} es definitivo o provisional: un crédito provisional se puede revertir si la investigación sale en su contra, así que pida la decisión final por escrito.`,
            );
          case 'no_reply':
            return t(
              `Your bank or app must investigate: generally within 10 business days, or up to 45 days if it puts a provisional credit in your account (longer in some cases). If more than 10 business days have passed with no answer and no provisional credit, they're past that limit: say so in a written follow-up with the date you first reported it and your claim number, ask for the credit now, and if there's still no answer, ${p.cfpbAt}.`,
              `Su banco o aplicación debe investigar: por lo general dentro de 10 días hábiles, o hasta 45 días si pone un crédito provisional en su cuenta (más en algunos casos). Si pasaron más de 10 días hábiles sin respuesta ni crédito provisional, ya pasaron ese límite: dígalo en un seguimiento por escrito con la fecha de su primer reporte y su número de reclamo, pida el crédito ya y, si sigue sin respuesta, ${p.cfpbAt}.`,
            );
          case 'pay_now':
            return t(
              `${p.theyWant}Don't pay anyone to get this money back, and never share a code or your login. If the ${kindEn(r)} left your account below zero, ask the bank in writing to waive any overdraft fees it caused while they investigate.`,
              `${p.theyWant}No le pague a nadie para recuperar este dinero y nunca comparta un código ni su acceso. Si ${kindEs(r)} ${r.items ? 'dejaron' : 'dejó'} su cuenta por debajo de cero, pida al banco por escrito que no cobre los cargos por sobregiro que causó mientras investigan.`,
            );
        }
        return undefined;
      case 'scam':
        switch (outcome) {
          case 'said_no':
            return t(scamDenied(r, p.cfpbAt, 'en').strategy, scamDenied(r, p.cfpbAt, 'es').strategy);
          case 'counter_offer':
            return t(
              `No rule makes them return money you sent yourself, so getting ${p.o ?? 'part of it'} back may be worth taking. Ask once whether they can return all of the ${p.a}, then accept in writing.`,
              `Ninguna regla les obliga a devolver dinero que usted envió, así que recuperar ${p.o ?? 'una parte'} puede valer la pena. Pregunte una vez si pueden devolver los ${p.a} completos y luego acepte por escrito.`,
            );
          case 'agreed':
            return t(
              'Get it in writing and check that the money arrives. Anyone who later offers to recover the rest for a fee is running a second scam.',
              'Pídalo por escrito y revise que el dinero llegue. Quien después le ofrezca recuperar el resto a cambio de un pago está intentando una segunda estafa.',
            );
          case 'no_reply':
            return t(
              `Follow up in writing with your claim number, then ${p.cfpbAt}: the CFPB sends it to the company for a response. Keep your ReportFraud.ftc.gov report number with your notes.`,
              `Haga seguimiento por escrito con su número de reclamo y luego ${p.cfpbAt}: la CFPB la remite a la empresa para que responda. Guarde con sus notas el número de su reporte en ReportFraud.ftc.gov.`,
            );
          case 'pay_now':
            return t(
              `${p.theyWant}Don't pay anyone who contacts you offering to get the money back, or a "fee" to release it: that's a common second scam. Your bank or app doesn't need a payment to look into it.`,
              `${p.theyWant}No le pague a nadie que le contacte para recuperar el dinero, ni un "cargo" para liberarlo: es una segunda estafa común. Su banco o aplicación no necesita un pago para revisarlo.`,
            );
        }
        return undefined;
      case 'purchase':
        switch (outcome) {
          case 'said_no':
            return t(
              "If the store says no, ask for store credit or an exchange, then a manager. If the item was defective, not as described or never delivered, that's a billing error you can dispute with your card issuer in writing; if you simply changed your mind, the store's policy is the limit.",
              'Si la tienda dice que no, pida crédito en la tienda o un cambio, y luego un gerente. Si el artículo salió defectuoso, no es lo que se describió o nunca llegó, es un error de facturación que puede disputar por escrito con el emisor de su tarjeta; si solo cambió de opinión, el límite es la política de la tienda.',
            );
          case 'counter_offer':
            return t(
              `For a purchase you changed your mind about, ${p.o ?? 'a partial refund or store credit'} can be a fair result: ask once for a full refund to your card, then take the best offer in writing.`,
              `Por una compra de la que cambió de opinión, ${p.o ?? 'un reembolso parcial o crédito en la tienda'} puede ser un resultado razonable: pida una vez el reembolso completo a su tarjeta y luego acepte la mejor oferta por escrito.`,
            );
          case 'agreed':
            return t(
              `Get the refund confirmed in writing, send the item back with tracking, and check that the ${p.a} shows up on your card statement.`,
              `Pida que le confirmen el reembolso por escrito, devuelva el artículo con número de rastreo y revise que los ${p.a} aparezcan en el estado de cuenta de su tarjeta.`,
            );
          case 'no_reply':
            return t(
              "Follow up in writing with your order number and a reply-by date. If there's still no answer, a complaint to the Better Business Bureau or your state attorney general's consumer office can get a response.",
              'Haga seguimiento por escrito con su número de pedido y una fecha para responder. Si sigue sin respuesta, una queja ante el Better Business Bureau o la oficina del consumidor del fiscal general de su estado puede lograr una respuesta.',
            );
          default:
            return undefined;
        }
      default:
        switch (outcome) {
          case 'no_reply':
            return t(
              `Follow up in writing, and if your card issuer or bank still doesn't answer, ${p.cfpbAt}.`,
              `Haga seguimiento por escrito y, si el emisor de su tarjeta o su banco sigue sin responder, ${p.cfpbAt}.`,
            );
          case 'pay_now':
            return t(
              `${p.theyWant}Don't pay the charge in question until you know what it is; pay the rest of your bill as usual.`,
              `${p.theyWant}No pague ese cargo hasta saber qué es; pague el resto de su factura como siempre.`,
            );
          default:
            return undefined;
        }
    }
  }

  const copy: AreaCopy = {
    party: (ctx) => {
      const { mode } = read(ctx);
      if (mode === 'debit' || mode === 'scam')
        return t('your bank or payment app', 'su banco o aplicación de pagos');
      if (mode === 'bank_fee') return t('the bank', 'el banco');
      if (mode === 'purchase') return t('the store', 'la tienda');
      if (mode === 'unsure' || mode === 'fraud_first')
        return t('your card issuer or bank', 'el emisor de su tarjeta o su banco');
      if ((mode === 'billing' || mode === 'after_cancel') && !read(ctx).fcba)
        return t('your card issuer or bank', 'el emisor de su tarjeta o su banco');
      return t('the card issuer', 'el emisor de la tarjeta');
    },

    subject: (ctx) => {
      const r = read(ctx);
      const a = r.amount ?? r.total;
      const en = a ? `${a} ` : '';
      const es = a ? ` de ${a}` : '';
      switch (r.mode) {
        case 'card_fraud':
        case 'fraud_first':
          if (r.items)
            return t(
              `the unauthorized ${list(r.items)} charges`,
              `los cargos no autorizados de ${list(r.items)}`,
            );
          // "3 charges, 89.99 each … thats 270": the charges counted, never one charge of the rounded sum.
          if (r.total && r.unit && r.count && r.count > 1)
            return t(
              `the ${r.count} unauthorized charges of ${r.unit} (${r.total} in all)`,
              `los ${r.count} cargos no autorizados de ${r.unit} (${r.total} en total)`,
            );
          return t(`the unauthorized ${en}charge`, `el cargo no autorizado${es}`);
        case 'billing':
          return t(`the ${en}charge billed in error`, `el cargo${es} cobrado por error`);
        case 'after_cancel':
          return r.total
            ? t(
                `the ${r.total} charged after cancellation`,
                `los ${r.total} cobrados después de la cancelación`,
              )
            : t(`the ${en}charge after cancellation`, `el cargo${es} después de la cancelación`);
        case 'fee':
          switch (r.feeKind) {
            case 'late_interest':
              return t(
                `the ${r.lateFee ? `${r.lateFee} ` : ''}late fee and the ${r.interest ? `${r.interest} in ` : ''}interest${fromParty(ctx)}`,
                `el cargo por pago atrasado${r.lateFee ? ` de ${r.lateFee}` : ''} y ${r.interest ? `los ${r.interest} de ` : 'los '}intereses${fromParty(ctx)}`,
              );
            case 'annual':
              return t(`the ${en}annual fee${fromParty(ctx)}`, `la cuota anual${es}${fromParty(ctx)}`);
            case 'interest':
              return t(
                `the ${en}interest charge${fromParty(ctx)}`,
                `el cargo de intereses${es}${fromParty(ctx)}`,
              );
            default:
              return t(
                `the ${en}fee or interest charge${fromParty(ctx)}`,
                `el cargo o interés${es}${fromParty(ctx)}`,
              );
          }
        case 'late':
          return t(`the ${en}late fee${fromParty(ctx)}`, `el cargo por pago atrasado${es}${fromParty(ctx)}`);
        case 'bank_fee':
          return t(`the ${en}bank fee${fromParty(ctx)}`, `el cargo bancario${es}${fromParty(ctx)}`);
        case 'debit':
          if (!r.items && r.total && r.unit && r.count && r.count > 1)
            return t(
              `the ${r.count} unauthorized ${r.transfer ? 'transfers' : 'charges'} of ${r.unit} (${r.total} in all)`,
              `${r.transfer ? 'las' : 'los'} ${r.count} ${r.transfer ? 'transferencias no autorizadas' : 'cargos no autorizados'} de ${r.unit} (${r.total} en total)`,
            );
          return r.items
            ? t(
                `the unauthorized ${list(r.items)} ${kindEn(r)}`,
                `${kindEs(r)} no ${r.transfer ? 'autorizadas' : 'autorizados'} de ${list(r.items)}`,
              )
            : t(
                `the unauthorized ${en}${kindEn(r)}`,
                `${kindEs(r)} no ${r.transfer ? 'autorizada' : 'autorizado'}${es}`,
              );
        case 'scam':
          // "2 zelles, 1500 and 900": every payment, and what they come to.
          return r.items && r.total
            ? t(
                `the ${r.items.length} payments (${list(r.items)}, ${r.total} in all) sent to a scammer`,
                `los ${r.items.length} pagos (${list(r.items)}, ${r.total} en total) enviados a un estafador`,
              )
            : t(`the ${en}payment sent to a scammer`, `el pago${es} enviado a un estafador`);
        case 'purchase':
          return t(`the ${en}purchase`, `la compra${es}`);
        default:
          return t(`the ${en}charge or fee on your account`, `el cargo${es} en su cuenta`);
      }
    },

    strategy: (ctx) => {
      const r = read(ctx);
      const a = amt(r);
      switch (r.mode) {
        case 'card_fraud':
          return t(
            `Call the number on the back of your card now: report the ${a} ${kindEn(r)} as fraud, ask them to close the card and send a new one, and get a claim number. Then send a written dispute by certified mail to the billing-error address on your statement (not the payment address) ${fcbaDeadline(r)}. For charges you didn't make you owe at most $50, and nothing if only the number was used. While your written dispute is open you don't have to pay the disputed ${a} or interest on ${r.items ? 'them' : 'it'}, whatever a rep says; pay the rest of the bill as usual.`,
            `Llame ahora al número al reverso de su tarjeta: reporte ${kindEs(r)} de ${a} como fraude, pida que cancelen la tarjeta y le envíen una nueva, y anote el número de reclamo. Luego envíe una disputa por escrito, por correo certificado, a la dirección para errores de facturación de su estado de cuenta (no a la de pagos) ${fcbaDeadline(r)}. Por cargos que usted no hizo debe $50 como máximo, y nada si solo usaron el número. Mientras su disputa siga abierta no tiene que pagar los ${a} en disputa ni sus intereses, diga lo que diga un representante; pague el resto de la factura como siempre.`,
          );
        case 'fraud_first':
          return t(
            `Don't wait: call the number on the back of the card (or open the bank's app) now, say the ${a} ${kindEn(r)} ${r.items ? "aren't" : "isn't"} yours, ask them to lock or replace the card, and get a claim number. Then put the report in writing and keep a copy. Don't agree to pay any part of it.`,
            `No espere: llame ahora al número al reverso de la tarjeta (o abra la aplicación del banco), diga que ${kindEs(r)} de ${a} no ${r.items ? 'son suyos' : 'es suyo'}, pida que bloqueen o reemplacen la tarjeta y anote el número de reclamo. Luego ponga el reporte por escrito y guarde una copia. No acepte pagar ninguna parte.`,
          );
        case 'billing':
          return r.fcba
            ? t(
                `${r.overcharge && r.correct ? `Being charged ${a} instead of ${r.correct} is` : 'A double charge, a wrong amount or something never delivered is'} a billing error, so dispute it, don't negotiate it, and don't get sent back and forth between the seller and the issuer: once your written dispute reaches the issuer, it must investigate. Call the issuer to start, then send the written dispute to the billing-error address ${fcbaDeadline(r)}: the letter is what protects you. You can hold back the ${held(r)} while they investigate; pay the rest, and ask the merchant for a refund too.`,
                `${r.overcharge && r.correct ? `Que le cobren ${a} en lugar de ${r.correct} es` : 'Un cobro duplicado, un monto equivocado o algo que nunca llegó es'} un error de facturación: se disputa, no se negocia, y no tiene que ir y venir entre el vendedor y el banco: cuando su disputa por escrito llega al emisor, este debe investigarla. Llame al emisor para empezar y luego envíe la disputa por escrito a la dirección para errores de facturación ${fcbaDeadline(r)}: la carta es lo que le protege. Mientras investigan puede no pagar los ${held(r)}; pague el resto y pida también un reembolso al comercio.`,
              )
            : t(
                `Ask for the ${a} back, not for a favor: ask the merchant for a refund, then call your card issuer or bank, say it's an error, and ask how to dispute it in writing. Keep every receipt and the date of each call, and don't accept part of it as a settlement yet.`,
                `Pida que le devuelvan los ${a}, no un favor: pida un reembolso al comercio, luego llame al emisor de su tarjeta o a su banco, diga que es un error y pregunte cómo disputarlo por escrito. Guarde cada recibo y la fecha de cada llamada, y no acepte todavía solo una parte.`,
              );
        case 'after_cancel': {
          const cancelled = r.cancelled ? ` (${r.cancelled})` : '';
          // "¿llamo al banco?": the question answered first, in a word.
          const yes = ctx.case.flags.asksCardIssuer
            ? r.fcba
              ? t(
                  'Yes: your card issuer is the place to go, in writing. ',
                  'Sí: el emisor de su tarjeta (su banco) es a quien debe acudir, por escrito. ',
                )
              : t(
                  'Yes, go to your bank or card issuer too. ',
                  'Sí, acuda también a su banco o al emisor de su tarjeta. ',
                )
            : '';
          // "les escribí 2 veces y no contestan": the merchant already had its chance.
          if (ctx.case.flags.merchantSilent)
            return r.fcba
              ? t(
                  `${yes}Charges after you cancelled are a billing error: dispute them, don't negotiate. The merchant isn't answering, so don't wait on their refund: send the card issuer a written dispute for ${refund(r)} ${fcbaDeadline(r)}, with proof of the date you cancelled${cancelled} and copies of your messages to the merchant, and ask them to block new charges from this merchant. Keep asking the merchant for a refund only alongside it. Pay the rest of the bill as usual.`,
                  `${yes}Los cargos después de cancelar son un error de facturación: se disputan, no se negocian. El comercio no le contesta, así que no espere su reembolso: envíe al emisor de la tarjeta una disputa por escrito por ${refund(r)} ${fcbaDeadline(r)}, con prueba de la fecha en que canceló${cancelled} y copia de los mensajes que le mandó al comercio, y pida que bloqueen nuevos cobros de ese comercio. Siga pidiendo el reembolso al comercio solo en paralelo. Pague el resto de la factura como siempre.`,
                )
              : t(
                  `${yes}The merchant isn't answering, so don't wait on them: ask your bank or card issuer now, in writing, to dispute ${refund(r)} as charges after you cancelled and to block new charges from this merchant, with proof of the date you cancelled${cancelled} and copies of your messages to the merchant.`,
                  `${yes}El comercio no le contesta, así que no lo espere: pida ahora por escrito a su banco o al emisor de su tarjeta que disputen ${refund(r)} como cargos después de cancelar y bloqueen nuevos cobros de ese comercio, con prueba de la fecha en que canceló${cancelled} y copia de los mensajes que le mandó al comercio.`,
                );
          if (r.fcba && r.split)
            return t(
              `${yes}Charges after you cancelled are a billing error: dispute them, don't negotiate. Ask the merchant for a refund of ${refund(r)}, and send the card issuer ${splitDispute(r.split)}, with proof of the date you cancelled${cancelled}. ${splitPast(r.split)} Pay the rest of the bill as usual${r.split.inDays.length ? `; hold back only the ${r.split.inSum} in dispute` : ''}.`,
              `${yes}Los cargos después de cancelar son un error de facturación: se disputan, no se negocian. Pida al comercio un reembolso de ${refund(r)} y envíe al emisor de la tarjeta ${splitDispute(r.split)}, con prueba de la fecha en que canceló${cancelled}. ${splitPast(r.split)} Pague el resto de la factura como siempre${r.split.inDays.length ? `; deje de pagar solo los ${r.split.inSum} en disputa` : ''}.`,
            );
          return r.fcba
            ? t(
                `${yes}Charges after you cancelled are a billing error: dispute them, don't negotiate. Ask the merchant for a refund of ${refund(r)}, and send the card issuer a written dispute ${fcbaDeadline(r)} with proof of the date you cancelled${cancelled}.${r.askStatement && !r.fcbaPassed ? ` ${r.askStatement}` : ''} Pay the rest of the bill as usual.`,
                `${yes}Los cargos después de cancelar son un error de facturación: se disputan, no se negocian. Pida al comercio un reembolso de ${refund(r)} y envíe al emisor de la tarjeta una disputa por escrito ${fcbaDeadline(r)}, con prueba de la fecha en que canceló${cancelled}.${r.askStatement && !r.fcbaPassed ? ` ${r.askStatement}` : ''} Pague el resto de la factura como siempre.`,
              )
            : t(
                `${yes}Ask the merchant for a full refund of ${refund(r)}, with proof of the date you cancelled${cancelled}. If they refuse, ask your card issuer or bank to dispute the charges and block new ones from this merchant, and put it in writing.`,
                `${yes}Pida al comercio un reembolso completo de ${refund(r)}, con prueba de la fecha en que canceló${cancelled}. Si se niegan, pida al emisor de su tarjeta o a su banco que disputen los cargos y bloqueen nuevos cobros de ese comercio, y póngalo por escrito.`,
              );
        }
        case 'fee': {
          const rate = ctx.percent
            ? t(`, or a lower rate than ${ctx.percent}`, `, o una tasa más baja que ${ctx.percent}`)
            : '';
          switch (r.feeKind) {
            case 'late_interest':
              return `${t(
                `Both were charged under your card's terms, so this is a courtesy ask, not a dispute, and issuers often grant one to a customer with a good record. Call and ask once to take off the ${r.lateFee ?? a} late fee and refund the ${r.interest ? `${r.interest} in ` : ''}interest as a one-time courtesy. A late fee comes off more easily than interest, so if only the fee comes off, ask separately for a one-time interest refund. Either way, pay the statement balance in full by the next due date: that's what brings the grace period back (some issuers want two months in a row), and until then new purchases collect interest.`,
                `Los dos se cobraron según los términos de su tarjeta, así que es un pedido de cortesía, no una disputa, y el emisor suele concederlo a quien tiene buen historial. Llame y pida una vez que le quiten el cargo por pago atrasado de ${r.lateFee ?? a} y le devuelvan ${r.interest ? `los ${r.interest} de ` : 'los '}intereses como cortesía por única vez. Un cargo por atraso se quita más fácilmente que los intereses, así que si solo quitan el cargo, pida aparte una devolución única de los intereses. En todo caso, pague el saldo total del estado de cuenta antes de la próxima fecha límite: así recupera el período de gracia (algunos emisores piden dos meses seguidos), y mientras tanto las compras nuevas generan intereses.`,
              )}${r.capTalk ? ` ${capAnswer}` : ''}`;
            case 'interest':
              return t(
                `Interest charged under your card's terms is a courtesy ask, not a dispute, but issuers do refund it once in a while for a customer in good standing. Ask once for a one-time refund of the ${a} in interest, give one reason (your history), then let the rep check. If it has to stay, ask for a statement credit${rate}. To stop new interest, pay the statement balance in full: that brings the grace period back (some issuers want two months in a row).`,
                `Los intereses cobrados según los términos de su tarjeta son un pedido de cortesía, no una disputa, pero el emisor a veces los devuelve una vez a un cliente al día. Pida una vez que le devuelvan los ${a} de intereses por única vez, dé una razón (su historial) y deje que revisen. Si no los quitan, pida un crédito en el estado de cuenta${rate}. Para no generar más intereses, pague el saldo total del estado de cuenta: así recupera el período de gracia (algunos emisores piden dos meses seguidos).`,
              );
            case 'annual':
              return t(
                `An annual fee follows your card's terms, so it's a courtesy ask, not a dispute: issuers can waive it for a customer in good standing, most easily soon after it posts. Ask once for the full ${a} back, give one reason (your history), then let the rep check. If it has to stay, ask for a statement credit${rate}, or to switch to a no-annual-fee card without closing the account, and whether the fee comes back if you switch now.`,
                `La cuota anual sigue los términos de su tarjeta, así que es un pedido de cortesía, no una disputa: el emisor puede quitarla a un cliente al día, más fácilmente poco después de cobrarla. Pida una vez los ${a} completos, dé una razón (su historial) y deje que revisen. Si no la quitan, pida un crédito en el estado de cuenta${rate}, o cambiarse a una tarjeta sin cuota anual sin cerrar la cuenta, y pregunte si le devuelven la cuota si se cambia ahora.`,
              );
            case 'named':
              return t(
                `This ${ctx.case.feeName!} follows your card's terms, so it's a courtesy ask, not a dispute: issuers can waive it for a customer in good standing. Ask once for the full ${a} back, give one reason (your history), then let the rep check. If it has to stay, ask for a statement credit${rate}, or to switch to a card from the same issuer without this fee, without closing the account.`,
                `Este cargo (${ctx.case.feeName!}) sigue los términos de su tarjeta, así que es un pedido de cortesía, no una disputa: el emisor puede quitarlo a un cliente al día. Pida una vez los ${a} completos, dé una razón (su historial) y deje que revisen. Si no lo quitan, pida un crédito en el estado de cuenta${rate}, o cambiarse a una tarjeta del mismo emisor sin este cargo, sin cerrar la cuenta.`,
              );
            default:
              return t(
                `This charge follows your card's terms, so it's a courtesy ask, not a dispute: issuers can waive it for a customer in good standing. Ask once for the full ${a} back, give one reason (your history), then let the rep check. If it has to stay, ask for a statement credit${rate}. If it's the annual fee, ask to switch to a no-annual-fee card without closing the account, and whether the fee comes back if you switch now; if it's interest, paying the statement balance in full brings the grace period back.`,
                `Este cargo sigue los términos de su tarjeta, así que es un pedido de cortesía, no una disputa: el emisor puede quitarlo a un cliente al día. Pida una vez los ${a} completos, dé una razón (su historial) y deje que revisen. Si no lo quitan, pida un crédito en el estado de cuenta${rate}. Si es la cuota anual, pida cambiarse a una tarjeta sin cuota anual sin cerrar la cuenta, y pregunte si le devuelven la cuota si se cambia ahora; si son intereses, pagar el saldo total del estado de cuenta le devuelve el período de gracia.`,
              );
          }
        }
        case 'late':
          return `${t(
            `A late fee is a courtesy ask: issuers often waive one for a customer with a good record. If the payment is still due, pay at least the minimum first. Then ask once for the full ${a} back, give one reason (your history, autopay now set up) and let the rep check; if it's a no, ask for a statement credit, then a supervisor.`,
            `Un cargo por pago atrasado es un pedido de cortesía: el emisor suele quitarlo a quien tiene buen historial. Si el pago sigue pendiente, pague primero al menos el mínimo. Luego pida una vez los ${a} completos, dé una razón (su historial, el pago automático ya activado) y deje que revisen; si dicen que no, pida un crédito en el estado de cuenta y luego un supervisor.`,
          )}${r.capTalk ? ` ${capAnswer}` : ''}`;
        case 'bank_fee': {
          const what =
            r.total && r.unit && r.count
              ? t(
                  `${r.total} back (${r.count} fees of ${r.unit})`,
                  `${r.total} completos (${r.count} cargos de ${r.unit})`,
                )
              : t(`${a} back`, `${a} completos`);
          const short = shortfallOf(ctx);
          const approved = approvedWithMoney(ctx);
          // "3 fees of 35 for being 12 short": the whole total back as a courtesy, then all but one.
          const courtesy = approved
            ? ` ${approvedAsk(ctx, r.total ?? a)}`
            : r.total && r.unit && r.count && r.amountValue && ctx.case.flags.optedIn !== false
              ? t(
                  ` If they show an opt-in, or the fees were on checks or automatic payments, ask once for the whole ${r.total} back as a courtesy: ${r.count} fees of ${r.unit} for ${short ? `being ${short} short` : 'a small shortfall'} is your reason, with your history. If that's a no, ask them to refund ${r.count - 1} of the ${r.count} (${ctx.money((r.amountValue / r.count) * (r.count - 1))}).`,
                  ` Si muestran una autorización, o los cargos fueron por cheques o pagos automáticos, pida una vez los ${r.total} completos como cortesía: ${r.count} cargos de ${r.unit} porque ${short ? `le faltaron ${short}` : 'le faltó poco dinero'} es su razón, junto con su historial. Si dicen que no, pida que devuelvan ${r.count - 1} de los ${r.count} (${ctx.money((r.amountValue / r.count) * (r.count - 1))}).`,
                )
              : t(
                  ' Fees on checks or automatic payments are a courtesy ask: ask for those too, once, with your history as the reason.',
                  ' Los cargos por cheques o pagos automáticos son un pedido de cortesía: pídalos también, una vez, con su historial como razón.',
                );
          if (ctx.right('reg-e-overdraft-opt-in'))
            return t(
              `The rule behind this is Regulation E (the federal rule on debit cards and ATMs): without your opt-in, overdraft fees on one-time debit-card purchases and ATM withdrawals aren't allowed. So ask for the fees on those back, ${what}, as fees charged without your consent, not as a favor.${courtesy}`,
              `La regla detrás de esto es la Regulación E (la regla federal sobre tarjetas de débito y cajeros): sin su autorización, no se permiten cargos por sobregiro en compras únicas con tarjeta de débito ni en retiros de cajero. Así que pida que le devuelvan esos cargos, ${what}, como cargos cobrados sin su consentimiento, no como un favor.${courtesy}`,
            );
          return t(
            `A bank fee is a courtesy ask: banks often refund an overdraft or maintenance fee for a customer in good standing. Ask once for the full ${what}, give one reason (your history, or what you've changed), then let the rep check. If it's a no, ask for an account with no monthly fee or to turn off overdraft coverage.`,
            `Un cargo bancario es un pedido de cortesía: los bancos suelen devolver un cargo por sobregiro o de mantenimiento a un cliente al día. Pida una vez los ${what}, dé una razón (su historial o lo que ya cambió) y deje que revisen. Si dicen que no, pida una cuenta sin cargo mensual o desactivar la cobertura de sobregiro.`,
          );
        }
        case 'debit': {
          const app = ctx.case.cardType === 'p2p';
          // "i called the bank oct 31 … sent their written form nov 3", today nov 22: the report is done;
          // what is late is the provisional credit.
          if (r.reported && r.creditOverdue && !r.sharedCode) {
            const sum = r.total ? t(` (${r.total} in all)`, ` (${r.total} en total)`) : '';
            const credit = r.total ?? a;
            return t(
              `You already reported the ${a} ${kindEn(r)}${sum} on ${r.reported}${r.wroteIt ? ' and sent the written form' : ''}, so the next step is the provisional credit, not a new report. Under Regulation E (12 CFR 1005.11(c)) the bank has 10 business days from your report to finish, or it must put the money back as a provisional credit while it takes longer. More than 10 business days have passed: call today, ask a supervisor to post the provisional credit of ${credit} and give you the date, put the same request in writing, and if it isn't posted, file a complaint with the CFPB at consumerfinance.gov/complaint.${r.cardInHand ? " Your card wasn't lost, so the $50 and $500 tiers don't apply: you owe nothing for charges you reported within 60 days after the statement showing them." : ''}`,
              `Usted ya reportó ${kindEs(r)} de ${a}${sum} el ${r.reported}${r.wroteIt ? ' y envió el formulario por escrito' : ''}, así que el siguiente paso es el crédito provisional, no un nuevo reporte. Según la Regulación E (12 CFR 1005.11(c)), el banco tiene 10 días hábiles desde su reporte para terminar, o debe devolverle el dinero como crédito provisional mientras tarda más. Ya pasaron más de 10 días hábiles: llame hoy, pida a un supervisor que ponga el crédito provisional de ${credit} y le dé la fecha, haga la misma petición por escrito y, si no lo ponen, presente una queja ante la CFPB en consumerfinance.gov/complaint.${r.cardInHand ? ' Su tarjeta no se perdió, así que los límites de $50 y $500 no aplican: no debe nada por cargos que reportó dentro de los 60 días después del estado de cuenta que los muestra.' : ''}`,
            );
          }
          const by =
            r.regEBy && r.regEPassed
              ? t(
                  ` If your card or login was lost or stolen, the 2 business days that keep your loss at $50 ended about ${r.regEBy}: report it today, since within 60 days after the statement that shows it your loss stays at $500 at most.`,
                  ` Si perdió o le robaron la tarjeta o el acceso, los 2 días hábiles que dejan su pérdida en $50 terminaron alrededor del ${r.regEBy}: repórtelo hoy, porque dentro de los 60 días después del estado de cuenta que lo muestra su pérdida queda en $500 como máximo.`,
                )
              : r.regEBy
                ? t(
                    ` If your card or login was lost or stolen, report it by about ${r.regEBy} (2 business days after you learned of it) to keep your loss at $50 at most; later, it can reach $500.`,
                    ` Si perdió o le robaron la tarjeta o el acceso, repórtelo a más tardar alrededor del ${r.regEBy} (2 días hábiles después de enterarse) para que su pérdida sea de $50 como máximo; después, puede llegar a $500.`,
                  )
                : t(
                    ' If your card or login was lost or stolen, reporting within 2 business days of learning of it keeps your loss at $50 at most; later, it can reach $500.',
                    ' Si perdió o le robaron la tarjeta o el acceso, reportarlo dentro de 2 días hábiles después de enterarse deja su pérdida en $50 como máximo; después, puede llegar a $500.',
                  );
          const counted = countedDebit(r);
          const fees = r.causedFees
            ? t(
                ` Ask that the same claim cover ${theFees(r.causedFees.en, 'en')} these charges caused: ${r.causedFees.all} in all.`,
                ` Pida que el mismo reclamo incluya ${theFees(r.causedFees.es, 'es')} que causaron esos cargos: ${r.causedFees.all} en total.`,
              )
            : '';
          return t(
            `Report ${counted ? `the ${counted}` : `the ${a} ${kindEn(r)}${r.items && r.total ? ` (${r.total} in all)` : ''}`} ${app ? (r.bank ? `to ${r.bank} and to ${r.app ?? 'the app'}` : 'to the app (and to your bank, if the money came out of your bank account)') : 'to your bank or app'} now, by phone and then in writing, and ask for a claim number and a provisional credit while they investigate.${r.rentDue ? ` Your ${rentEn(r)} is due ${r.rentDay ?? 'soon'}: tell them, and ask that the credit post before then.` : ''}${fees}${r.cardInHand ? ` ${r.transfer ? "Your phone and login weren't" : "Your card wasn't"} lost or stolen, so the $50 and $500 tiers don't apply: you owe nothing` : `${by} If your card wasn't lost, you owe nothing`} for ${r.transfer ? 'transfers' : 'charges'} you report ${r.regEStatementBy ? `by ${r.regEStatementBy} (60 days after the ${r.statement} statement)` : 'within 60 days after the statement showing them'}. Under Regulation E they must investigate, generally within 10 business days (up to 45 days with a provisional credit).`,
            `Reporte ahora ${counted ? `los ${counted},` : `${kindEs(r)} de ${a}${r.items && r.total ? ` (${r.total} en total)` : ''}`} ${app ? (r.bank ? `a ${r.bank} y a ${r.app ?? 'la aplicación'}` : 'a la aplicación (y a su banco, si el dinero salió de su cuenta)') : 'a su banco o aplicación'}, por teléfono y luego por escrito, y pida un número de reclamo y un crédito provisional mientras investigan.${r.rentDue ? ` Su ${rentEs(r)} vence ${r.rentDay ? `el ${r.rentDay}` : 'pronto'}: dígaselo y pida que el crédito llegue antes.` : ''}${fees}${r.cardInHand ? ` ${r.transfer ? 'No perdió su teléfono ni su acceso, ni se los robaron' : 'No perdió la tarjeta ni se la robaron'}, así que los límites de $50 y $500 no aplican: no debe nada` : `${by} Si no perdió la tarjeta, no debe nada`} por ${r.transfer ? 'transferencias' : 'cargos'} que reporte ${r.regEStatementBy ? `a más tardar el ${r.regEStatementBy} (60 días después del estado de cuenta del ${r.statement})` : `dentro de los 60 días siguientes al estado de cuenta que ${r.transfer ? 'las' : 'los'} muestra`}. Según la Regulación E deben investigar, en general en 10 días hábiles (hasta 45 días con un crédito provisional).`,
          );
        }
        case 'scam':
          return t(
            `Because you sent the ${a} yourself, even though you were tricked, banks and apps treat it differently from a charge you didn't make, and they may say no. Call your bank or app right now anyway: ask them to recall ${r.items ? `the payments (${r.total ?? 'all of them'} in all)` : 'the payment'} and open a fraud claim${r.bankImpostor ? ', and tell them the caller posed as the bank itself' : ''}, then put it in writing, and report it at ReportFraud.ftc.gov and to the FBI at ic3.gov.${impostorAsk(r, 'en')} Nobody can promise the money comes back; speed is your best chance.${scamCodeLine(r, 'en')}`,
            `Como usted envió los ${a}, aunque haya sido por un engaño, los bancos y las aplicaciones lo tratan distinto de un cargo que usted no hizo, y pueden decir que no. Aun así, llame ahora a su banco o aplicación: pida que intenten recuperar ${r.items ? `los pagos (${r.total ?? 'todos'} en total)` : 'el pago'} y abran un reclamo por fraude${r.bankImpostor ? ', y dígales que quien llamó se hizo pasar por el mismo banco' : ''}, póngalo por escrito y repórtelo en ReportFraud.ftc.gov y al FBI en ic3.gov.${impostorAsk(r, 'es')} Nadie puede prometer que el dinero vuelva; actuar rápido es su mejor oportunidad.${scamCodeLine(r, 'es')}`,
          );
        case 'purchase': {
          // After a refusal, the honest route has already said what a card dispute is for.
          const disputeFor = ctx.case.asksForDeception
            ? ''
            : t(
                ' A dispute with your card issuer is for a real billing error: a wrong amount, a double charge, or something never delivered or not as described.',
                ' Una disputa con el emisor de su tarjeta es para un error de facturación real: un monto equivocado, un cobro duplicado, o algo que nunca llegó o no es lo que se describió.',
              );
          return t(
            `Since you made this purchase, start with the store: find its return policy (on the receipt or its website) and ask soon, because return windows are often short. Ask for a refund of the ${a} to your card; if they say no, ask for store credit or an exchange.${disputeFor}`,
            `Como usted hizo esta compra, empiece por la tienda: busque su política de devoluciones (en el recibo o en su sitio web) y pida pronto, porque los plazos para devolver suelen ser cortos. Pida que le reembolsen los ${a} a su tarjeta; si dicen que no, pida crédito en la tienda o un cambio.${disputeFor}`,
          );
        }
        default:
          return t(
            `Before you agree to anything, find the charge on your statement. Call the number on the back of your card today: say what you see, ask what it is, and get a reference number.${r.own ? '' : " If you didn't make it, ask them to lock the card now."} Pay the rest of the bill as usual, but don't agree to pay the charge in question yet.`,
            `Antes de aceptar nada, busque el cargo en su estado de cuenta. Llame hoy al número al reverso de su tarjeta: diga lo que ve, pregunte qué es y anote un número de referencia.${r.own ? '' : ' Si usted no lo hizo, pida que bloqueen la tarjeta ya.'} Pague el resto de la factura como siempre, pero no acepte todavía pagar ese cargo.`,
          );
      }
    },

    opening: (ctx) => {
      const r = read(ctx);
      const a = amt(r);
      const when = on(r.chargeDate);
      /** The charge's day, or else the statement that shows it. */
      const shown = whenOf(r);
      const lines = (() => {
        switch (r.mode) {
          case 'card_fraud':
            return [
              t(
                r.items
                  ? `"Hi, I'm calling to report fraud on my credit card. There are charges of ${a}${shown} that I didn't make or authorize."`
                  : `"Hi, I'm calling to report fraud on my credit card. There's a ${a} charge${shown} that I didn't make or authorize."`,
                r.items
                  ? `"Hola, llamo para reportar un fraude en mi tarjeta de crédito. Hay cargos de ${a}${shown} que no hice ni autoricé."`
                  : `"Hola, llamo para reportar un fraude en mi tarjeta de crédito. Hay un cargo de ${a}${shown} que no hice ni autoricé."`,
              ),
              t(
                `"Please close this card, send me a new one, and open a fraud claim. What's the claim number?"`,
                `"Por favor cancelen esta tarjeta, envíenme una nueva y abran un reclamo por fraude. ¿Cuál es el número de reclamo?"`,
              ),
              t(
                `"What's your billing-error address? I'm sending the dispute in writing."`,
                `"¿Cuál es su dirección para errores de facturación? Voy a enviar la disputa por escrito."`,
              ),
            ];
          case 'fraud_first':
            return [
              t(
                `"Hi, I'm calling to report ${r.items ? `charges of ${a}` : `a ${a} charge`}${shown || ' on my card'} that I didn't make or authorize."`,
                `"Hola, llamo para reportar ${r.items ? 'cargos' : 'un cargo'} de ${a}${shown || ' en mi tarjeta'} que no hice ni autoricé."`,
              ),
              t(
                `"Please lock this card, send me a new one, and open a fraud claim. What's the claim number?"`,
                `"Por favor bloqueen esta tarjeta, envíenme una nueva y abran un reclamo por fraude. ¿Cuál es el número de reclamo?"`,
              ),
              t(`"Where do I send this in writing?"`, `"¿A dónde envío esto por escrito?"`),
            ];
          case 'billing':
            return [
              t(
                `"Hi, I'm calling about a ${a} charge${when} on my ${r.fcba ? 'credit card ' : ''}statement${r.statement ? ` dated ${r.statement}` : ''}."`,
                `"Hola, llamo por un cargo de ${a}${when} en mi estado de cuenta${r.fcba ? ' de la tarjeta de crédito' : ''}${r.statement ? ` con fecha del ${r.statement}` : ''}."`,
              ),
              r.overcharge && r.correct
                ? t(
                    `"It's a billing error: the amount is wrong. It should be ${r.correct}, and I'm disputing the ${r.overcharge} difference."`,
                    `"Es un error de facturación: el monto está mal. Debía ser ${r.correct}, y disputo la diferencia de ${r.overcharge}."`,
                  )
                : r.duplicate
                  ? t(
                      `"It's a billing error: I was charged ${a} twice for one purchase. I'm disputing the second ${a} charge."`,
                      `"Es un error de facturación: me cobraron ${a} dos veces por una sola compra. Disputo el segundo cargo de ${a}."`,
                    )
                  : r.notReceived
                    ? t(
                        `"It's a billing error: I paid for something that never arrived. I'm disputing it."`,
                        `"Es un error de facturación: pagué algo que nunca llegó. Lo estoy disputando."`,
                      )
                    : t(
                        `"It's a billing error: [I was charged twice / the amount is wrong / I never received it]. I'm disputing it."`,
                        `"Es un error de facturación: [me cobraron dos veces / el monto está mal / nunca lo recibí]. Lo estoy disputando."`,
                      ),
              r.fcba
                ? t(
                    `"Please put the charge on hold while you investigate. What's your billing-error address?"`,
                    `"Por favor pongan el cargo en espera mientras investigan. ¿Cuál es su dirección para errores de facturación?"`,
                  )
                : t(
                    `"Please reverse it, or tell me how to dispute it in writing. What's the reference number?"`,
                    `"Por favor reviértanlo, o díganme cómo disputarlo por escrito. ¿Cuál es el número de referencia?"`,
                  ),
            ];
          case 'after_cancel':
            if (r.booking)
              return [
                t(
                  `"Hi, I'm disputing a charge on my ${r.fcba ? 'credit ' : ''}card: [merchant] charged me ${a} for a reservation I cancelled${on(r.cancelled) || ' on [date]'}, within the free-cancellation period."`,
                  `"Hola, estoy disputando un cargo en mi tarjeta${r.fcba ? ' de crédito' : ''}: [comercio] me cobró ${a} por una reservación que cancelé${on(r.cancelled) ? ` el ${r.cancelled}` : ' el [fecha]'}, dentro del plazo de cancelación gratis."`,
                ),
                t(
                  `"I have the cancellation number: [cancellation number]."`,
                  `"Tengo el número de cancelación: [número de cancelación]."`,
                ),
                r.fcba
                  ? t(
                      `"Please put this charge on hold while you investigate. What's your billing-error address?"`,
                      `"Por favor pongan este cargo en espera mientras investigan. ¿Cuál es su dirección para errores de facturación?"`,
                    )
                  : t(
                      `"Please reverse it. What's the reference number?"`,
                      `"Por favor reviértanlo. ¿Cuál es el número de referencia?"`,
                    ),
              ];
            // One charge on a named day after the cancellation ("charged my card AGAIN 119.99 on nov 20").
            if (!r.total && ctx.date('charge') && r.cancelled)
              return [
                t(
                  `"Hi, I'm disputing a charge on my ${r.fcba ? 'credit ' : ''}card: [merchant] charged me ${a}${on(ctx.date('charge'))}, after I cancelled${on(r.cancelled)}."`,
                  `"Hola, estoy disputando un cargo en mi tarjeta${r.fcba ? ' de crédito' : ''}: [comercio] me cobró ${a} el ${ctx.date('charge')}, después de que cancelé el ${r.cancelled}."`,
                ),
                r.proof
                  ? t(
                      `"I have the cancellation confirmation, and I didn't agree to any charge after it."`,
                      `"Tengo la confirmación de la cancelación y no acepté ningún cargo después de ella."`,
                    )
                  : t(
                      `"I didn't agree to any charge after I cancelled."`,
                      `"No acepté ningún cargo después de cancelar."`,
                    ),
                r.fcba
                  ? t(
                      `"Please put this charge on hold while you investigate. What's your billing-error address?"`,
                      `"Por favor pongan este cargo en espera mientras investigan. ¿Cuál es su dirección para errores de facturación?"`,
                    )
                  : t(
                      `"Please refund the ${a} and block new charges from this merchant. What's the reference number?"`,
                      `"Por favor devuelvan los ${a} y bloqueen nuevos cobros de ese comercio. ¿Cuál es el número de referencia?"`,
                    ),
              ];
            return [
              t(
                `"Hi, I'm disputing charges on my ${r.fcba ? 'credit ' : ''}card: [merchant] kept charging me after I cancelled${on(r.cancelled) || ' on [date]'}."`,
                `"Hola, estoy disputando cargos en mi tarjeta${r.fcba ? ' de crédito' : ''}: [comercio] me siguió cobrando después de que cancelé${on(r.cancelled) ? ` el ${r.cancelled}` : ' el [fecha]'}."`,
              ),
              r.total
                ? t(
                    `"That's ${charges(r)}. ${r.proof ? haveProof(ctx) : "I didn't agree to any of them."}"`,
                    `"Son ${charges(r)}. ${r.proof ? haveProof(ctx) : 'No acepté ninguno.'}"`,
                  )
                : t(
                    `"Each charge is ${a}. ${r.proof ? haveProof(ctx) : "I didn't agree to any of them."}"`,
                    `"Cada cargo es de ${a}. ${r.proof ? haveProof(ctx) : 'No acepté ninguno.'}"`,
                  ),
              r.fcba
                ? t(
                    `"Please put these charges on hold while you investigate. What's your billing-error address?"`,
                    `"Por favor pongan estos cargos en espera mientras investigan. ¿Cuál es su dirección para errores de facturación?"`,
                  )
                : t(
                    `"Please reverse them and block new charges from this merchant. What's the reference number?"`,
                    `"Por favor reviertan esos cargos y bloqueen nuevos cobros de ese comercio. ¿Cuál es el número de referencia?"`,
                  ),
            ];
          case 'fee':
            if (r.feeKind === 'late_interest')
              return [
                t(
                  `"Hi, my name is [your name]. I've had this card since [year], and I'm calling about the ${r.lateFee ?? a} late fee and the ${r.interest ? `${r.interest} in ` : ''}interest on my last statement."`,
                  `"Hola, me llamo [su nombre]. Tengo esta tarjeta desde [año] y llamo por el cargo por pago atrasado de ${r.lateFee ?? a} y ${r.interest ? `los ${r.interest} de ` : 'los '}intereses de mi último estado de cuenta."`,
                ),
                t(
                  `"My payment was late this once, and [if it's true: I've set up autopay so it won't happen again]. Could you take off the late fee and refund the interest as a one-time courtesy?"`,
                  `"Mi pago se atrasó esta vez, y [si es cierto: ya activé el pago automático para que no vuelva a pasar]. ¿Me pueden quitar el cargo por atraso y devolver los intereses como cortesía por única vez?"`,
                ),
              ];
            return [
              t(
                `"Hi, my name is [your name]. I've had this card since [year], and I'm calling about the ${a} ${feeLabelEn(ctx, r)} on my statement."`,
                `"Hola, me llamo [su nombre]. Tengo esta tarjeta desde [año] y llamo por ${feeLabelEs(ctx, r, a)} en mi estado de cuenta."`,
              ),
              t(
                `"I [pay on time every month / use this card a lot]. Could you ${r.feeKind === 'interest' ? 'refund it as a one-time courtesy' : 'waive it as a courtesy'}?"`,
                `"[Pago a tiempo cada mes / Uso mucho esta tarjeta]. ¿Me ${r.feeKind === 'interest' ? 'lo pueden devolver como cortesía por única vez' : 'lo pueden quitar como cortesía'}?"`,
              ),
              ...(ctx.percent
                ? [
                    t(
                      `"And could you lower my rate from ${ctx.percent}?"`,
                      `"¿Y me pueden bajar la tasa, que ahora es de ${ctx.percent}?"`,
                    ),
                  ]
                : []),
            ];
          case 'late':
            return [
              t(
                `"Hi, my name is [your name]. I've had this card since [year], and I'm calling about the ${a} late fee${shown}."`,
                `"Hola, me llamo [su nombre]. Tengo esta tarjeta desde [año] y llamo por el cargo por pago atrasado de ${a}${shown}."`,
              ),
              t(
                `"I've paid on time for [number] months, and [if it's true: I've set up autopay so it won't happen again]. Could you waive this fee as a courtesy?"`,
                `"He pagado a tiempo durante [número] meses y [si es cierto: ya activé el pago automático para que no vuelva a pasar]. ¿Me pueden quitar este cargo como cortesía?"`,
              ),
            ];
          case 'bank_fee':
            return [
              t(
                `"Hi, my name is [your name]. I've banked with you since [year], and I'm calling about the ${r.total ? charges(r) : `${a} ${ctx.case.flags.overdraft ? 'overdraft' : '[overdraft / maintenance]'} fee`}${shown}."`,
                `"Hola, me llamo [su nombre]. Soy cliente desde [año] y llamo por ${r.total ? charges(r) : `el cargo de ${a} ${ctx.case.flags.overdraft ? 'por sobregiro' : '[por sobregiro / de mantenimiento]'}`}${shown}."`,
              ),
              t(
                `"[It was a one-time slip / my balance was short by a few dollars.] Could you refund ${r.total ? 'them' : 'it'} as a courtesy?"`,
                `"[Fue un descuido de una sola vez / Me faltaron unos pocos dólares.] ¿Me ${r.total ? 'los' : 'lo'} pueden devolver como cortesía?"`,
              ),
            ];
          case 'debit':
            // Reported already, and the 10 business days gone: the call asks for the provisional credit.
            if (r.reported && r.creditOverdue && !r.sharedCode)
              return [
                t(
                  `"Hi, I'm calling about my claim [claim number]: I reported unauthorized ${kindEn(r)} of ${a}${r.total ? ` (${r.total} in all)` : ''} on ${r.reported}${r.wroteIt ? ' and sent your written form' : ''}."`,
                  `"Hola, llamo por mi reclamo [número de reclamo]: reporté ${unauthorizedEs(r)} de ${a}${r.total ? ` (${r.total} en total)` : ''} el ${r.reported}${r.wroteIt ? ' y envié su formulario por escrito' : ''}."`,
                ),
                t(
                  `"More than 10 business days have passed. Under Regulation E, please post a provisional credit of ${r.total ?? a} today while you investigate, and tell me the date it will post."`,
                  `"Ya pasaron más de 10 días hábiles. Según la Regulación E, les pido que pongan hoy un crédito provisional de ${r.total ?? a} mientras investigan, y que me digan la fecha en que aparecerá."`,
                ),
                t(
                  `"If you can't do that, may I speak with a supervisor in the disputes department?"`,
                  `"Si usted no puede hacerlo, ¿puedo hablar con un supervisor del departamento de disputas?"`,
                ),
              ];
            return [
              countedDebit(r)
                ? t(
                    `"Hi, I'm reporting ${countedDebit(r)} from my account. I didn't make or authorize them."`,
                    `"Hola, quiero reportar ${countedDebit(r)} en mi cuenta. No los hice ni los autoricé."`,
                  )
                : t(
                    `"Hi, I'm reporting ${r.items ? '' : 'an '}unauthorized ${kindEn(r)} of ${a}${when} from my account. I didn't make or authorize ${r.items ? 'them' : 'it'}."`,
                    `"Hola, quiero reportar ${unauthorizedEs(r)} de ${a}${when} en mi cuenta. ${notMineEs(r)}."`,
                  ),
              ...(r.causedFees ? [`"${feesAsk(r)}"`] : []),
              r.transfer
                ? t(
                    `"Please lock access to my account, open an unauthorized-transfer claim, and give me the claim number."`,
                    `"Por favor bloqueen el acceso a mi cuenta, abran un reclamo por transferencia no autorizada y denme el número."`,
                  )
                : t(
                    `"Please block my card and send me a new one, open a claim, and give me the claim number."`,
                    `"Por favor bloqueen mi tarjeta y envíenme una nueva, abran un reclamo y denme el número de reclamo."`,
                  ),
              t(
                `"I'll send this in writing too: where do I send it?"`,
                `"También lo voy a enviar por escrito: ¿a dónde lo mando?"`,
              ),
            ];
          case 'scam':
            return [
              t(
                `"Hi, I sent ${r.items ? `payments of ${a}` : `a payment of ${a}`}${when} to someone who turned out to be a scammer."`,
                `"Hola, envié ${r.items ? `pagos de ${a}` : `un pago de ${a}`}${when} a alguien que resultó ser un estafador."`,
              ),
              // Asking the receiving bank to freeze the money is the plan's third step.
              t(
                `"Please try to recall or stop ${r.items ? 'these payments' : 'this payment'}, and open a fraud claim. What's the claim number?"`,
                `"Por favor intenten recuperar o detener ${r.items ? 'estos pagos' : 'este pago'} y abran un reclamo por fraude. ¿Cuál es el número de reclamo?"`,
              ),
            ];
          case 'purchase':
            return [
              t(
                `"Hi, I bought [what you bought] on [date] for ${a}, and I'd like to return it for a refund to my card."`,
                `"Hola, compré [lo que compró] el [fecha] por ${a} y quiero devolverlo para que me reembolsen a la tarjeta."`,
              ),
              t(
                `"What's your return policy, and how do I start the return?"`,
                `"¿Cuál es su política de devoluciones y cómo empiezo la devolución?"`,
              ),
              t(
                `"[If it's past the window:] I understand it's past the return window. Could you make an exception, or give me store credit?"`,
                `"[Si ya pasó el plazo:] Entiendo que ya pasó el plazo para devolverlo. ¿Pueden hacer una excepción, o darme crédito en la tienda?"`,
              ),
            ];
          default:
            return [
              t(
                `"Hi, I'm calling about a charge${r.amount ? ` of ${r.amount}` : ''}${when} on my account."`,
                `"Hola, llamo por un cargo${r.amount ? ` de ${r.amount}` : ''}${when} en mi cuenta."`,
              ),
              t(
                `"Can you tell me exactly what it is and where it came from?"`,
                `"¿Me pueden decir exactamente qué es y de dónde viene?"`,
              ),
              r.own
                ? t(
                    `"Please hold it while we sort it out. What's the reference number?"`,
                    `"Por favor pónganlo en espera mientras lo aclaramos. ¿Cuál es el número de referencia?"`,
                  )
                : t(
                    `"[If it isn't yours:] I didn't make this charge. Please lock the card and open a claim. What's the reference number?"`,
                    `"[Si no es suyo:] Yo no hice este cargo. Por favor bloqueen la tarjeta y abran un reclamo. ¿Cuál es el número de referencia?"`,
                  ),
            ];
        }
      })();
      return lines.join('\n');
    },

    rungs: (ctx) => {
      const r = read(ctx);
      const a = amt(r);
      switch (r.mode) {
        case 'fee':
        case 'late':
        case 'bank_fee':
          return ladder(ctx, r);
        case 'card_fraud':
        case 'fraud_first':
          return disputeRungs(
            r,
            r.items
              ? t(
                  `I didn't make these charges. Please take the ${a} off my account while you investigate.`,
                  `Yo no hice estos cargos. Por favor quiten los ${a} de mi cuenta mientras investigan.`,
                )
              : t(
                  `I didn't make this charge. Please take the ${a} off my account while you investigate.`,
                  `Yo no hice este cargo. Por favor quiten los ${a} de mi cuenta mientras investigan.`,
                ),
            t('New card', 'Tarjeta nueva'),
            t(
              'Is the old card closed, and is the new one on its way?',
              '¿Ya está cancelada la tarjeta anterior y en camino la nueva?',
            ),
          );
        case 'billing':
          return disputeRungs(
            r,
            r.fcba
              ? t(
                  `Please put the disputed ${disputed(r)} on hold while you investigate.`,
                  `Por favor pongan en espera los ${disputed(r)} en disputa mientras investigan.`,
                )
              : t(
                  `Please reverse the ${a} charge; it's an error.`,
                  `Por favor reviertan el cargo de ${a}; es un error.`,
                ),
            t('What proof they need', 'Qué prueba necesitan'),
            t(
              'What documents do you need from me, and where do I send them?',
              '¿Qué documentos necesitan de mí y a dónde los envío?',
            ),
          );
        case 'after_cancel':
          return disputeRungs(
            r,
            r.booking
              ? t(
                  `Please ${r.fcba ? 'put the ' + refund(r) + ' on hold while you investigate' : 'reverse the ' + refund(r)}; I cancelled the reservation before it was charged.`,
                  `Por favor ${r.fcba ? 'pongan en espera los ' + refund(r) + ' mientras investigan' : 'reviertan los ' + refund(r)}; cancelé la reservación antes de que la cobraran.`,
                )
              : r.fcba && r.split?.inDays.length
                ? t(
                    `Please put the ${r.split.inSum} (${list(r.split.inDays)}) on hold while you investigate; I cancelled before these charges.`,
                    `Por favor pongan en espera los ${r.split.inSum} (${list(r.split.inDays)}) mientras investigan; cancelé antes de estos cargos.`,
                  )
                : r.fcba
                  ? t(
                      `Please put the ${refund(r)} on hold while you investigate; I cancelled before these charges.`,
                      `Por favor pongan en espera los ${refund(r)} mientras investigan; cancelé antes de estos cargos.`,
                    )
                  : t(
                      `Please reverse the ${refund(r)}; I cancelled before these charges.`,
                      `Por favor reviertan los ${refund(r)}; cancelé antes de estos cargos.`,
                    ),
            t('Block new charges', 'Bloquear nuevos cobros'),
            t(
              'Please stop any new charges from this merchant on my card.',
              'Por favor detengan cualquier nuevo cobro de este comercio en mi tarjeta.',
            ),
          );
        case 'debit':
          return {
            ...disputeRungs(
              r,
              t(
                `I didn't authorize this. Please return the ${r.total ?? a} to my account.`,
                `Yo no autoricé esto. Por favor devuelvan los ${r.total ?? a} a mi cuenta.`,
              ),
              // The claim number is asked for in the opening, the provisional credit on the next step.
              t('Answer date', 'Fecha de respuesta'),
              t('By what date will you have an answer?', '¿Para qué fecha tendrán una respuesta?'),
            ),
            credit: rung(
              t('Provisional credit', 'Crédito provisional'),
              t(
                'While you investigate, please put a provisional credit on my account.',
                'Mientras investigan, por favor pongan un crédito provisional en mi cuenta.',
              ),
            ),
          };
        case 'scam':
          return {
            discount: rung(
              t('Recall the payment', 'Recuperar el pago'),
              t(
                'Can you try to recall or reverse this payment today?',
                '¿Pueden intentar recuperar o revertir este pago hoy?',
              ),
            ),
            credit: rung(
              t('Fraud claim', 'Reclamo por fraude'),
              t(
                'Please open a fraud claim even though I sent it, and give me the number.',
                'Por favor abran un reclamo por fraude aunque yo lo haya enviado, y denme el número.',
              ),
            ),
            downgrade: rung(
              t('Receiving bank', 'Banco que lo recibió'),
              t(
                'Can you contact the receiving bank and ask them to freeze the money?',
                '¿Pueden comunicarse con el banco que lo recibió y pedir que congelen el dinero?',
              ),
            ),
            supervisor: rung(
              t('Fraud supervisor', 'Supervisor de fraude'),
              t(
                'May I speak with a supervisor in the fraud department?',
                '¿Puedo hablar con un supervisor del departamento de fraude?',
              ),
            ),
            retention: rung(
              t('Decision in writing', 'Decisión por escrito'),
              t('Please send me your decision in writing.', 'Por favor envíenme su decisión por escrito.'),
            ),
            complaint: rung(
              t('CFPB complaint', 'Queja ante la CFPB'),
              t(
                "If the claim isn't looked into, I'll file a complaint with the CFPB.",
                'Si no revisan el reclamo, presentaré una queja ante la CFPB.',
              ),
            ),
          };
        case 'purchase':
          return {
            discount: rung(
              t('Refund to the card', 'Reembolso a la tarjeta'),
              t(`Could you refund the ${a} to my card?`, `¿Me pueden reembolsar los ${a} a la tarjeta?`),
            ),
            credit: rung(
              t('Store credit', 'Crédito en la tienda'),
              t(
                `If a refund isn't possible, could you give me store credit for the ${a}?`,
                `Si no es posible un reembolso, ¿me pueden dar crédito en la tienda por los ${a}?`,
              ),
            ),
            downgrade: rung(
              t('Exchange', 'Cambio'),
              t('Could I exchange it for something else instead?', '¿Puedo cambiarlo por otra cosa?'),
            ),
            supervisor: rung(
              t('Manager', 'Gerente'),
              t(
                'Is there a manager who can approve an exception?',
                '¿Hay un gerente que pueda aprobar una excepción?',
              ),
            ),
            retention: rung(
              t('Answer in writing', 'Respuesta por escrito'),
              t(
                'Please send me your answer and your return policy in writing.',
                'Por favor envíenme por escrito su respuesta y su política de devoluciones.',
              ),
            ),
            complaint: rung(
              t('Card dispute, only for a real error', 'Disputa con la tarjeta, solo por un error real'),
              t(
                "[Only if it's true:] It arrived [damaged / not as described], so I'll dispute it with my card issuer as a billing error.",
                '[Solo si es cierto:] Llegó [dañado / distinto de lo descrito], así que lo voy a disputar con el emisor de mi tarjeta como error de facturación.',
              ),
            ),
          };
        default:
          return {
            discount: rung(
              t('What it is', 'Qué es'),
              t(
                'Can you tell me exactly what this charge is and where it came from?',
                '¿Me pueden decir exactamente qué es este cargo y de dónde viene?',
              ),
            ),
            credit: rung(
              t('Hold it', 'Ponerlo en espera'),
              t(
                'Can you hold this charge while we sort it out?',
                '¿Pueden poner este cargo en espera mientras lo aclaramos?',
              ),
            ),
            downgrade: rung(
              t('Reference number', 'Número de referencia'),
              t(
                'What reference number can I use for this call?',
                '¿Qué número de referencia tiene esta llamada?',
              ),
            ),
            supervisor: rung(
              t('Supervisor', 'Supervisor'),
              t(
                'May I speak with a supervisor about this charge?',
                '¿Puedo hablar con un supervisor sobre este cargo?',
              ),
            ),
            retention: rung(
              t('Details in writing', 'Detalles por escrito'),
              t(
                'Please send me the details of this charge in writing.',
                'Por favor envíenme por escrito los detalles de este cargo.',
              ),
            ),
            complaint: rung(
              t('Written dispute', 'Disputa por escrito'),
              t(
                'Where do I send a written dispute, if I need one?',
                'Si la necesito, ¿a dónde envío una disputa por escrito?',
              ),
            ),
          };
      }
    },

    email: (ctx) => {
      const r = read(ctx);
      const a = amt(r);
      // "del 18 y 19 de noviembre": several days read as a list, never "con fecha 18 y 19".
      const relative =
        r.chargeDate !== undefined &&
        (on(r.chargeDate) !== t(` on ${r.chargeDate}`, ` del ${r.chargeDate}`) ||
          /\s(?:y|and)\s/u.test(r.chargeDate));
      const chargeDated = r.chargeDate
        ? relative
          ? on(r.chargeDate)
          : t(` dated ${r.chargeDate}`, ` con fecha ${r.chargeDate}`)
        : '';
      /** After the account: the statement that shows the charge, when its own day isn't known. */
      const stmt =
        !r.chargeDate && r.statement
          ? RELATIVE_DAY.test(r.statement)
            ? t(
                ', on the statement dated [statement date]',
                ', en el estado de cuenta con fecha [fecha del estado de cuenta]',
              )
            : t(
                `, on the statement dated ${r.statement}`,
                `, en el estado de cuenta con fecha ${r.statement}`,
              )
          : '';
      const acct = t('account ending [last 4 digits]', 'cuenta terminada en [últimos 4 dígitos]');
      const confirm = t(
        'Please confirm in writing by [date] that you received this.',
        'Por favor confirmen por escrito a más tardar el [fecha] que recibieron esta carta.',
      );
      const signOff = t(
        'Sincerely,\n[Your name]\n[Mailing address]',
        'Atentamente,\n[Su nombre]\n[Dirección postal]',
      );
      const thanks = t('Thank you,\n[Your name]\n[Phone number]', 'Gracias,\n[Su nombre]\n[Teléfono]');
      const issuer = t(
        'To [card issuer], Billing Inquiries:',
        'A [emisor de la tarjeta], Consultas de facturación:',
      );
      const reported = t(
        `I reported it by phone on ${r.reported ?? '[date]'} (claim number [number]).`,
        `Hice el reporte por teléfono el ${r.reported ?? '[fecha]'} (número de reclamo [número]).`,
      );
      const removeAll = r.items
        ? t(
            'Please remove the charges and any interest or fees on them, and send me a corrected statement.',
            'Les pido que quiten los cargos y cualquier interés o cargo relacionado, y que me envíen un estado de cuenta corregido.',
          )
        : t(
            'Please remove the charge and any interest or fees on it, and send me a corrected statement.',
            'Les pido que quiten el cargo y cualquier interés o cargo relacionado, y que me envíen un estado de cuenta corregido.',
          );
      switch (r.mode) {
        case 'card_fraud':
          return {
            subject: t(
              `Billing error dispute: unauthorized ${a} ${kindEn(r)}, ${acct}`,
              `Disputa por error de facturación: ${r.items ? 'cargos no autorizados' : 'cargo no autorizado'} de ${a}, ${acct}`,
            ),
            body: t(
              `${issuer}\n\nI am disputing ${r.items ? 'unauthorized charges' : 'an unauthorized charge'} of ${a}${chargeDated} on my credit card ${acct}${stmt}. I did not make or authorize ${r.items ? 'them' : 'it'}. ${reported}\n\n${removeAll} ${confirm}\n\n${signOff}`,
              `${issuer}\n\nDisputo ${unauthorizedEs(r)} de ${a}${chargeDated} en mi tarjeta de crédito, ${acct}${stmt}. ${notMineEs(r)}. ${reported}\n\n${removeAll} ${confirm}\n\n${signOff}`,
            ),
          };
        case 'fraud_first':
          return {
            subject: t(
              `Unauthorized ${a} ${kindEn(r)}, ${acct}`,
              `${r.items ? 'Cargos no autorizados' : 'Cargo no autorizado'} de ${a}, ${acct}`,
            ),
            body: t(
              `To [card issuer or bank], Fraud Department:\n\nI am reporting ${r.items ? 'charges' : 'a charge'} of ${a}${chargeDated} on my ${acct}${stmt} that I did not make or authorize. ${reported}\n\nPlease reverse ${r.items ? 'the charges' : 'the charge'} and any fees on ${r.items ? 'them' : 'it'}, and close or replace the card. ${confirm}\n\n${signOff}`,
              `A [emisor de la tarjeta o banco], Departamento de fraude:\n\nReporto ${r.items ? 'cargos' : 'un cargo'} de ${a}${chargeDated} en mi ${acct}${stmt} que no hice ni autoricé. ${reported}\n\nLes pido que reviertan ${r.items ? 'los cargos' : 'el cargo'} y cualquier cargo relacionado, y que cancelen o reemplacen la tarjeta. ${confirm}\n\n${signOff}`,
            ),
          };
        case 'billing':
          return {
            subject: t(
              `Billing error dispute: ${a} charge, ${acct}`,
              `Disputa por error de facturación: cargo de ${a}, ${acct}`,
            ),
            body: t(
              `${r.fcba ? issuer : 'To [card issuer or bank], Disputes:'}\n\nI am disputing a charge of ${a}${chargeDated} from [merchant] on my ${acct}${stmt}. ${r.overcharge && r.correct ? `The correct amount is ${r.correct}, so I was overcharged ${r.overcharge}.` : r.duplicate ? `It is a duplicate: I made one purchase and was charged ${a} twice, and both charges are posted. I am disputing the second one.` : r.notReceived ? 'It is wrong because I never received what I paid for.' : 'It is wrong because [I was charged twice / the amount should be (correct amount) / I never received what I paid for].'} [I asked the merchant for a refund on (date).] Copies of [receipts] are attached.\n\n${r.overcharge ? `Please remove the ${r.overcharge} overcharge and any interest or fees on it, and send me a corrected statement.` : removeAll} ${confirm}\n\n${signOff}`,
              `${r.fcba ? issuer : 'A [emisor de la tarjeta o banco], Disputas:'}\n\nDisputo un cargo de ${a}${chargeDated} de [comercio] en mi ${acct}${stmt}. ${r.overcharge && r.correct ? `El monto correcto es ${r.correct}, así que me cobraron ${r.overcharge} de más.` : r.duplicate ? `Es un cargo duplicado: hice una sola compra y me cobraron ${a} dos veces, y los dos cargos están publicados. Disputo el segundo.` : r.notReceived ? 'Es incorrecto porque no recibí lo que pagué.' : 'Es incorrecto porque [me cobraron dos veces / el monto correcto es (monto) / no recibí lo que pagué].'} [Pedí un reembolso al comercio el (fecha).] Adjunto copias de [recibos].\n\n${r.overcharge ? `Les pido que quiten los ${r.overcharge} cobrados de más y cualquier interés o cargo relacionado, y que me envíen un estado de cuenta corregido.` : removeAll} ${confirm}\n\n${signOff}`,
            ),
          };
        case 'after_cancel': {
          const cancelled = r.cancelled ?? t('[date]', '[fecha]');
          if (r.booking)
            return {
              subject: t(
                `Billing error dispute: charge for a cancelled reservation, ${acct}`,
                `Disputa por error de facturación: cargo por una reservación cancelada, ${acct}`,
              ),
              body: t(
                `${r.fcba ? issuer : 'To [card issuer or bank], Disputes:'}\n\nI am disputing a charge of ${a} billed to my ${acct} by [merchant] for a reservation I cancelled on ${cancelled}, within its free-cancellation period (cancellation number [number]). [I asked the merchant for a refund on (date).]\n\nPlease remove this charge and any interest or fees on it. ${confirm}\n\n${signOff}`,
                `${r.fcba ? issuer : 'A [emisor de la tarjeta o banco], Disputas:'}\n\nDisputo un cargo de ${a} que [comercio] cobró en mi ${acct} por una reservación que cancelé el ${cancelled}, dentro de su plazo de cancelación gratis (número de cancelación [número]). [Pedí un reembolso al comercio el (fecha).]\n\nLes pido que quiten este cargo y cualquier interés o cargo relacionado. ${confirm}\n\n${signOff}`,
              ),
            };
          return {
            subject: t(
              `Billing error dispute: charges after cancellation, ${acct}`,
              `Disputa por error de facturación: cargos después de cancelar, ${acct}`,
            ),
            body: t(
              `${r.fcba ? issuer : 'To [card issuer or bank], Disputes:'}\n\nI am disputing ${r.split?.inDays.length ? `the charges of ${list(r.split.inDays)} (${r.split.inSum} in all)` : r.total ? charges(r) : `the ${amt(r)} charges`} billed to my ${acct} by [merchant] after I cancelled on ${cancelled}.${r.split?.inDays.length ? ` The same merchant also charged me on ${list(r.split.pastDays)} (${r.split.pastSum}): please seek those back from it too, as a chargeback, if your card network's rules allow.` : ''} ${r.proof ? 'Proof of the cancellation is attached.' : '[Attach what shows the cancellation: a witness, your visit history, any message from them.]'} ${ctx.case.flags.merchantSilent ? 'I asked the merchant for a refund and got no answer (copies of my messages are attached).' : '[I asked the merchant for a refund on (date).]'}\n\nPlease remove these charges and any interest or fees on them, and block new charges from this merchant. ${confirm}\n\n${signOff}`,
              `${r.fcba ? issuer : 'A [emisor de la tarjeta o banco], Disputas:'}\n\nDisputo ${r.split?.inDays.length ? `los cargos del ${list(r.split.inDays)} (${r.split.inSum} en total)` : r.total ? charges(r) : `los cargos de ${amt(r)}`} que [comercio] cobró en mi ${acct} después de que cancelé el ${cancelled}.${r.split?.inDays.length ? ` El mismo comercio también me cobró el ${list(r.split.pastDays)} (${r.split.pastSum}): les pido que también los reclamen como contracargo, si las reglas de la red de su tarjeta lo permiten.` : ''} ${r.proof ? 'Adjunto la prueba de la cancelación.' : '[Adjunte lo que muestra la cancelación: un testigo, su historial de visitas, cualquier mensaje del comercio.]'} ${ctx.case.flags.merchantSilent ? 'Le pedí el reembolso al comercio y no respondió (adjunto copia de mis mensajes).' : '[Pedí un reembolso al comercio el (fecha).]'}\n\nLes pido que quiten estos cargos y cualquier interés o cargo relacionado, y que bloqueen nuevos cobros de ese comercio. ${confirm}\n\n${signOff}`,
            ),
          };
        }
        case 'fee': {
          if (r.feeKind === 'late_interest') {
            const lateFee = r.lateFee ?? a;
            const interest = r.interest
              ? t(`the ${r.interest} in interest`, `los ${r.interest} de intereses`)
              : t('the interest', 'los intereses');
            return {
              subject: t(
                `Request for a one-time courtesy credit: ${lateFee} late fee and interest, ${acct}`,
                `Solicitud de cortesía por única vez: cargo por atraso de ${lateFee} e intereses, ${acct}`,
              ),
              body: t(
                `Hello,\n\nI'm writing about the ${lateFee} late fee and ${interest} on my last statement. My payment was late this once; I've had this card since [year], and [if it's true: I've set up autopay so it won't happen again].\n\nI'm asking you to reverse the late fee and refund the interest as a one-time courtesy. Please reply by [date].\n\n${thanks}`,
                `Hola:\n\nLes escribo por el cargo por pago atrasado de ${lateFee} y ${interest} de mi último estado de cuenta. Mi pago se atrasó esta vez; tengo esta tarjeta desde [año] y [si es cierto: ya activé el pago automático para que no vuelva a pasar].\n\nLes pido que anulen el cargo por atraso y me devuelvan los intereses como cortesía por única vez. Por favor respondan a más tardar el [fecha].\n\n${thanks}`,
              ),
            };
          }
          const label = feeLabelEn(ctx, r);
          return {
            subject: t(
              `Request to ${r.feeKind === 'interest' ? 'refund' : 'waive'} the ${a} ${label}, ${acct}`,
              `Solicitud para quitar ${feeLabelEs(ctx, r, a)}, ${acct}`,
            ),
            body: t(
              `Hello,\n\nI'm writing about the ${a} ${label} on my statement. I've had this card since [year] and [describe your payment history].\n\nI'm asking you to ${r.feeKind === 'interest' ? 'refund it as a one-time courtesy' : 'waive it as a courtesy'}${ctx.percent ? ` and to lower my rate from ${ctx.percent}` : ''}. Please reply by [date].\n\n${thanks}`,
              `Hola:\n\nLes escribo por ${feeLabelEs(ctx, r, a)} en mi estado de cuenta. Tengo esta tarjeta desde [año] y [describa su historial de pagos].\n\nLes pido que ${r.feeKind === 'interest' ? 'me lo devuelvan como cortesía por única vez' : r.feeKind === 'annual' ? 'la quiten como cortesía' : 'lo quiten como cortesía'}${ctx.percent ? ` y que bajen mi tasa, que ahora es de ${ctx.percent}` : ''}. Por favor respondan a más tardar el [fecha].\n\n${thanks}`,
            ),
          };
        }
        case 'late':
          return {
            subject: t(
              `Request to waive the ${a} late fee, ${acct}`,
              `Solicitud para quitar el cargo por pago atrasado de ${a}, ${acct}`,
            ),
            body: t(
              `Hello,\n\nI'm writing about the ${a} late fee${on(r.chargeDate)}. I've had this card since [year] and [describe your payment history]. [If it's true: I have set up autopay so it won't happen again.]\n\nI'm asking you to waive this fee as a courtesy. Please reply by [date].\n\n${thanks}`,
              `Hola:\n\nLes escribo por el cargo por pago atrasado de ${a}${on(r.chargeDate)}. Tengo esta tarjeta desde [año] y [describa su historial de pagos]. [Si es cierto: ya activé el pago automático para que no vuelva a pasar.]\n\nLes pido que quiten este cargo como cortesía. Por favor respondan a más tardar el [fecha].\n\n${thanks}`,
            ),
          };
        case 'bank_fee': {
          const what = r.total
            ? charges(r)
            : t(
                `the ${a} ${ctx.case.flags.overdraft ? 'overdraft' : '[overdraft / maintenance]'} fee`,
                `el cargo de ${a} ${ctx.case.flags.overdraft ? 'por sobregiro' : '[por sobregiro / de mantenimiento]'}`,
              );
          return {
            subject: t(
              `Request to refund ${r.total ? 'fees' : `the ${a} fee`}, ${acct}`,
              `Solicitud de devolución de ${r.total ? 'cargos' : `un cargo de ${a}`}, ${acct}`,
            ),
            body: t(
              `Hello,\n\nI'm writing about ${what}${on(r.chargeDate)}. I've banked with you since [year], and [it was a one-time slip / what you've changed].\n\nI'm asking you to refund ${r.total ? 'them' : 'it'} as a courtesy. Please reply by [date].\n\n${thanks}`,
              `Hola:\n\nLes escribo por ${what}${on(r.chargeDate)}. Soy cliente desde [año] y [fue un descuido de una sola vez / lo que ya cambió].\n\nLes pido que me ${r.total ? 'los' : 'lo'} devuelvan como cortesía. Por favor respondan a más tardar el [fecha].\n\n${thanks}`,
            ),
          };
        }
        case 'debit':
          if (r.reported && r.creditOverdue && !r.sharedCode)
            return {
              subject: t(
                `Provisional credit of ${r.total ?? a} past due, ${acct}: claim [number]`,
                `Crédito provisional de ${r.total ?? a} vencido, ${acct}: reclamo [número]`,
              ),
              body: t(
                `To [bank], Fraud / Disputes:\n\nOn ${r.reported} I reported unauthorized ${kindEn(r)} of ${a}${r.total ? ` (${r.total} in all)` : ''} on my ${acct}${r.wroteIt ? ', and I sent your written form' : ''} (claim number [number]). More than 10 business days have passed and no provisional credit has been posted.\n\nUnder Regulation E (12 CFR 1005.11(c)), if you need more time to investigate, you must provisionally credit the amount in question. Please post the provisional credit of ${r.total ?? a} today and tell me in writing the date it posted.\n\n${signOff}`,
                `A [banco], Fraude / Disputas:\n\nEl ${r.reported} reporté ${unauthorizedEs(r)} de ${a}${r.total ? ` (${r.total} en total)` : ''} en mi ${acct}${r.wroteIt ? ' y envié su formulario por escrito' : ''} (número de reclamo [número]). Ya pasaron más de 10 días hábiles y no han puesto ningún crédito provisional.\n\nSegún la Regulación E (12 CFR 1005.11(c)), si necesitan más tiempo para investigar, deben acreditar provisionalmente el monto en cuestión. Les pido que pongan hoy el crédito provisional de ${r.total ?? a} y me confirmen por escrito la fecha en que lo pusieron.\n\n${signOff}`,
              ),
            };
          if (countedDebit(r))
            return {
              subject: t(
                `Unauthorized ${r.transfer ? 'transfers' : 'charges'} of ${r.total}, ${acct}: claim [number]`,
                `${r.transfer ? 'Transferencias no autorizadas' : 'Cargos no autorizados'} de ${r.total}, ${acct}: reclamo [número]`,
              ),
              body: t(
                `To [bank or app], Fraud / Disputes:\n\nI am reporting ${countedDebit(r)} from my ${acct}${stmt}. I did not make or authorize them. ${reported}${r.causedFees ? ` They also caused ${r.causedFees.en}.` : ''}\n\nPlease investigate this as an error under Regulation E, return the ${r.total}${r.causedFees ? ` and the ${r.causedFees.sum} in fees (${r.causedFees.all} in all)` : ''} to my account, and give me a provisional credit if you need more than 10 business days. ${confirm}\n\n${signOff}`,
                `A [banco o aplicación], Fraude / Disputas:\n\nReporto ${countedDebit(r)} en mi ${acct}${stmt}. No los hice ni los autoricé. ${reported}${r.causedFees ? ` También causaron ${r.causedFees.es}.` : ''}\n\nLes pido que lo investiguen como error según la Regulación E, devuelvan los ${r.total}${r.causedFees ? ` y los ${r.causedFees.sum} de cargos (${r.causedFees.all} en total)` : ''} a mi cuenta y me den un crédito provisional si necesitan más de 10 días hábiles. ${confirm}\n\n${signOff}`,
              ),
            };
          return {
            subject: t(
              `Unauthorized ${kindEn(r)} of ${a}, ${acct}: claim [number]`,
              `${r.items ? (r.transfer ? 'Transferencias no autorizadas' : 'Cargos no autorizados') : r.transfer ? 'Transferencia no autorizada' : 'Cargo no autorizado'} de ${a}, ${acct}: reclamo [número]`,
            ),
            body: t(
              `To [bank or app], Fraud / Disputes:\n\nI am reporting ${r.items ? '' : 'an '}unauthorized ${kindEn(r)} of ${a}${chargeDated} from my ${acct}${stmt}. I did not make or authorize ${r.items ? 'them' : 'it'}. ${reported}\n\nPlease investigate this as an error under Regulation E, return the ${a}${r.items && r.total ? ` (${r.total} in all)` : ''} to my account, and give me a provisional credit if you need more than 10 business days. ${confirm}\n\n${signOff}`,
              `A [banco o aplicación], Fraude / Disputas:\n\nReporto ${unauthorizedEs(r)} de ${a}${chargeDated} en mi ${acct}${stmt}. ${notMineEs(r)}. ${reported}\n\nLes pido que ${r.items ? (r.transfer ? 'las' : 'los') : 'lo'} investiguen como error según la Regulación E, devuelvan los ${a}${r.items && r.total ? ` (${r.total} en total)` : ''} a mi cuenta y me den un crédito provisional si necesitan más de 10 días hábiles. ${confirm}\n\n${signOff}`,
            ),
          };
        case 'scam':
          return {
            subject: t(
              r.items && r.total
                ? `Fraud claim: ${r.items.length} payments (${a}, ${r.total} in all) sent to a scammer, ${acct}`
                : `Fraud claim: ${a} payment sent to a scammer, ${acct}`,
              r.items && r.total
                ? `Reclamo por fraude: ${r.items.length} pagos (${a}, ${r.total} en total) enviados a un estafador, ${acct}`
                : `Reclamo por fraude: pago de ${a} enviado a un estafador, ${acct}`,
            ),
            body: t(
              `To [bank or app], Fraud Department:\n\nI was tricked into sending ${a}${chargeDated} to [recipient's name or handle]. ${reported} I also reported it at ReportFraud.ftc.gov.\n\nPlease try to recall ${r.items ? 'the payments' : 'the payment'}, contact the receiving bank, and investigate it as fraud. Please send me your decision in writing by [date].\n\n${signOff}`,
              `A [banco o aplicación], Departamento de fraude:\n\nMe engañaron para enviar ${a}${chargeDated} a [nombre o usuario de quien lo recibió]. ${reported} También lo reporté en ReportFraud.ftc.gov.\n\nLes pido que intenten recuperar el pago, se comuniquen con el banco que lo recibió y lo investiguen como fraude. Por favor envíenme su decisión por escrito a más tardar el [fecha].\n\n${signOff}`,
            ),
          };
        case 'purchase':
          return {
            subject: t(
              `Return and refund request: ${a} purchase`,
              `Solicitud de devolución y reembolso: compra de ${a}`,
            ),
            body: t(
              `Hello,\n\nOn [date] I bought [what you bought] for ${a} (order or receipt number [number]). I'd like to return it under your return policy, for a refund to my card. [It is unused and in its original packaging.]\n\nPlease tell me how to send it back, and confirm the refund in writing by [date].\n\n${thanks}`,
              `Hola:\n\nEl [fecha] compré [lo que compró] por ${a} (número de pedido o recibo [número]). Quiero devolverlo según su política de devoluciones, con reembolso a mi tarjeta. [Está sin usar y en su empaque original.]\n\nLes pido que me indiquen cómo devolverlo y que me confirmen el reembolso por escrito a más tardar el [fecha].\n\n${thanks}`,
            ),
          };
        default:
          return {
            subject: t(
              `Question about a ${r.amount ? `${r.amount} ` : ''}charge, ${acct}`,
              `Consulta sobre un cargo${r.amount ? ` de ${r.amount}` : ''}, ${acct}`,
            ),
            body: t(
              `Hello,\n\nI'm writing about a charge${r.amount ? ` of ${r.amount}` : ''}${chargeDated} on my ${acct}${stmt}. [What you see and why it looks wrong.]\n\nPlease tell me in writing what this charge is and hold it while we sort it out. Please reply by [date].\n\n${thanks}`,
              `Hola:\n\nLes escribo por un cargo${r.amount ? ` de ${r.amount}` : ''}${chargeDated} en mi ${acct}${stmt}. [Lo que ve y por qué parece un error.]\n\nLes pido que me expliquen por escrito qué es este cargo y que lo pongan en espera mientras lo aclaramos. Por favor respondan a más tardar el [fecha].\n\n${thanks}`,
            ),
          };
      }
    },

    talkingPoints: (ctx) => {
      const r = read(ctx);
      const letterBy = t(
        `Send the dispute letter ${fcbaDeadline(r)}, to the billing-error address on your statement (not the payment address), by certified mail.`,
        `Envíe la carta de disputa ${fcbaDeadline(r)} a la dirección para errores de facturación de su estado de cuenta (no a la de pagos), por correo certificado.`,
      );
      const courtesy = [
        t(
          'Lead with your history: years as a customer, on-time payments.',
          'Empiece por su historial: años como cliente, pagos a tiempo.',
        ),
        t(
          'Ask a yes-or-no question ("Could you waive it?"), then stay quiet while they look.',
          'Haga una pregunta de sí o no ("¿Me lo pueden quitar?") y guarde silencio mientras revisan.',
        ),
        t(
          'If it\'s a no, ask: "What can you do?" It invites the rep to offer something.',
          'Si le dicen que no, pregunte: "¿Qué pueden hacer?" Así el representante puede ofrecer algo.',
        ),
      ];
      switch (r.mode) {
        case 'card_fraud':
          return [
            t(
              'Call first, today: closing the card stops new charges.',
              'Llame primero, hoy: cancelar la tarjeta detiene nuevos cargos.',
            ),
            // Where and when to send the letter, the $50 cap and paying the rest are in the strategy
            // and the rights: not said twice.
            t(
              "Check your next statements for other charges you don't recognize.",
              'Revise sus próximos estados de cuenta por si hay otros cargos que no reconozca.',
            ),
          ];
        case 'fraud_first':
          return [
            t(
              "Call now; don't wait for the next statement.",
              'Llame ahora; no espere al próximo estado de cuenta.',
            ),
            t(
              "Write down the claim number, the rep's name and the time you called.",
              'Anote el número de reclamo, el nombre del representante y la hora de la llamada.',
            ),
            t(
              'Put the report in writing the same day and keep a copy.',
              'Ponga el reporte por escrito el mismo día y guarde una copia.',
            ),
            t(
              "Change your PIN and online passwords, and check for other charges you don't recognize.",
              'Cambie su PIN y sus contraseñas, y revise si hay otros cargos que no reconozca.',
            ),
          ];
        case 'billing':
          return r.fcba
            ? [
                letterBy,
                t(
                  'Pay the rest of your bill as usual; hold back only the disputed amount.',
                  'Pague el resto de su factura como siempre; solo puede dejar de pagar el monto en disputa.',
                ),
                t(
                  'Attach copies (never originals) of receipts, the order or the delivery record.',
                  'Adjunte copias (nunca originales) de recibos, del pedido o del registro de entrega.',
                ),
                t(
                  'Ask the merchant for a refund in writing too, and note the date.',
                  'Pida también un reembolso al comercio por escrito y anote la fecha.',
                ),
              ]
            : [
                t(
                  'Ask the merchant for a refund in writing first, and note the date.',
                  'Primero pida un reembolso al comercio por escrito y anote la fecha.',
                ),
                t(
                  'Then ask your card issuer or bank how to dispute it in writing.',
                  'Luego pregunte al emisor de su tarjeta o a su banco cómo disputarlo por escrito.',
                ),
                t(
                  'Keep copies of receipts, the order and every reference number.',
                  'Guarde copias de recibos, del pedido y de cada número de referencia.',
                ),
              ];
        case 'after_cancel':
          return [
            ...(r.fcba ? [letterBy] : []),
            ctx.case.flags.cancelledByEmail === true && r.proof
              ? t(
                  `Your proof: your${r.cancelled ? ` ${r.cancelled}` : ''} cancellation email and their reply to it. Attach both to the dispute.`,
                  `Su prueba: su correo de cancelación${r.cancelled ? ` del ${r.cancelled}` : ''} y la respuesta que le enviaron. Adjunte los dos a la disputa.`,
                )
              : t(
                  "Your proof is the cancellation date: the confirmation email, a screenshot, or the rep's name and the date.",
                  'Su prueba es la fecha de cancelación: el correo de confirmación, una captura de pantalla o el nombre del representante y la fecha.',
                ),
            t(
              `Ask the merchant in writing for a refund of ${refund(r)}, and note the date.`,
              `Pida al comercio por escrito un reembolso de ${refund(r)} y anote la fecha.`,
            ),
            ...(r.fcba && r.split
              ? [splitPast(r.split)]
              : r.fcba
                ? [
                    t(
                      'Dispute every charge since you cancelled: each statement starts its own 60 days.',
                      'Dispute cada cargo desde que canceló: cada estado de cuenta abre sus propios 60 días.',
                    ),
                  ]
                : []),
          ];
        case 'fee':
          if (r.feeKind === 'late_interest' || r.feeKind === 'interest')
            return [
              ...courtesy,
              t(
                'Pay the statement balance in full by the next due date: that brings the grace period back. If a little leftover interest shows on the next statement, ask for that to be credited too.',
                'Pague el saldo total del estado de cuenta antes de la próxima fecha límite: así recupera el período de gracia. Si en el próximo estado de cuenta aparecen unos intereses residuales, pida que también se los acrediten.',
              ),
              ...(r.feeKind === 'late_interest'
                ? [
                    t(
                      'Set up autopay before you call (for the full statement balance if you can, at least the minimum), and say so.',
                      'Active el pago automático antes de llamar (por el saldo total si puede, al menos por el mínimo), y dígalo.',
                    ),
                  ]
                : []),
            ];
          return [
            ...courtesy,
            ...(ctx.percent
              ? [
                  t(
                    'Ask: "What\'s the lowest rate you can offer me?" and write the number down.',
                    'Pregunte: "¿Cuál es la tasa más baja que me pueden ofrecer?" y anote la cifra.',
                  ),
                ]
              : []),
            t(
              'Closing a card can lower your available credit, so treat it as a real last step, not a bluff.',
              'Cerrar una tarjeta puede bajar su crédito disponible: es un último paso real, no un farol.',
            ),
          ];
        case 'late':
          return [
            ...courtesy,
            t(
              'Set up autopay for at least the minimum before you call, and say so.',
              'Active el pago automático de al menos el mínimo antes de llamar, y dígalo.',
            ),
          ];
        case 'bank_fee':
          return [
            ...courtesy,
            t(
              'Turn on low-balance alerts before you call, and say so.',
              'Active alertas de saldo bajo antes de llamar, y dígalo.',
            ),
          ];
        case 'debit':
          return [
            t(
              'Call now, then put it in writing the same day; keep both dates.',
              'Llame ahora y póngalo por escrito el mismo día; guarde ambas fechas.',
            ),
            // The 2 business days, the $50 / $500 and the 60 days after the statement are in the
            // strategy: not said twice.
            ...(r.transfer
              ? [
                  t(
                    '"Final, like cash" applies to payments you send yourself: if someone else made it from your account, it\'s an unauthorized transfer under Regulation E, whatever app carried it.',
                    'Lo de "definitivo, como el efectivo" vale para pagos que usted hace: si otra persona lo hizo desde su cuenta, es una transferencia no autorizada según la Regulación E.',
                  ),
                  t(
                    'Change your passwords and PIN, and turn on two-step login.',
                    'Cambie contraseñas y PIN, y active la verificación en dos pasos.',
                  ),
                ]
              : [
                  t(
                    'Change your PIN and passwords, and turn the card off in the app.',
                    'Cambie su PIN y sus contraseñas, y apague la tarjeta en la aplicación.',
                  ),
                ]),
          ];
        case 'scam':
          // Calling now and reporting it to the FTC are in the strategy: not said twice.
          return [
            t(
              "Don't pay anyone who promises to get the money back: that's a common second scam.",
              'No le pague a nadie que prometa recuperar el dinero: es una segunda estafa común.',
            ),
            t(
              "Save screenshots of the messages, the payment and the recipient's name or handle.",
              'Guarde capturas de los mensajes, del pago y del nombre o usuario de quien lo recibió.',
            ),
          ];
        case 'purchase':
          return [
            t(
              'Read the return policy first: the window, the condition the item must be in, and any restocking fee.',
              'Lea primero la política de devoluciones: el plazo, cómo debe estar el artículo y si cobran por reponerlo.',
            ),
            t(
              'Keep the receipt, the packaging and the order confirmation.',
              'Guarde el recibo, el empaque y la confirmación del pedido.',
            ),
            t(
              'Reporting a purchase you made as fraud can get the claim denied and your card closed: dispute only a real error.',
              'Reportar como fraude una compra que usted hizo puede hacer que le nieguen el reclamo y le cierren la tarjeta: dispute solo un error real.',
            ),
          ];
        default:
          return [
            t(
              'Have the statement in front of you, with the date and amount of the charge.',
              'Tenga el estado de cuenta a la mano, con la fecha y el monto del cargo.',
            ),
            t(
              "Write down the rep's name, the date and a reference number.",
              'Anote el nombre del representante, la fecha y un número de referencia.',
            ),
            ...(r.own
              ? []
              : [
                  t(
                    "If you didn't make the charge, say so plainly and ask them to lock the card.",
                    'Si usted no hizo el cargo, dígalo claramente y pida que bloqueen la tarjeta.',
                  ),
                ]),
            t(
              "Don't agree to pay the charge in question until you know what it is.",
              'No acepte pagar ese cargo hasta saber qué es.',
            ),
          ];
      }
    },

    questions: (ctx) => {
      const r = read(ctx);
      const questions: string[] = [];
      const noDate = ctx.date('charge', 'statement', 'learned') === undefined;
      switch (r.mode) {
        case 'unsure':
          questions.push(
            t(
              "Is this a charge you didn't make, a charge that's wrong (double, wrong amount, never delivered, after you cancelled), or a fee or interest from your card or bank?",
              '¿Es un cargo que usted no hizo, un cargo equivocado (duplicado, monto incorrecto, algo que no llegó, después de cancelar) o un cargo o interés de su tarjeta o banco?',
            ),
          );
          if (r.cardUnknown) questions.push(cardTypeQuestion);
          break;
        case 'purchase':
          questions.push(
            t(
              'Is something wrong with the charge (a wrong amount, charged twice, never delivered, not as described), or do you want to return what you bought?',
              '¿Hay algo mal en el cargo (monto equivocado, cobro duplicado, no llegó, no es lo que se describió) o quiere devolver lo que compró?',
            ),
          );
          if (r.cardUnknown) questions.push(cardTypeQuestion);
          break;
        case 'card_fraud':
          if (!r.fcbaBy) questions.push(statementQuestion);
          questions.push(
            t(
              'Do you still have the card, or was it lost or stolen?',
              '¿Todavía tiene la tarjeta, o la perdió o se la robaron?',
            ),
          );
          break;
        case 'fraud_first':
          if (r.cardUnknown) questions.push(cardTypeQuestion);
          if (noDate)
            questions.push(
              t('What day did you first notice the charge?', '¿Qué día notó el cargo por primera vez?'),
            );
          break;
        case 'billing':
        case 'after_cancel':
          if (r.cardUnknown) questions.push(cardTypeQuestion);
          if (r.mode === 'after_cancel' && !r.cancelled)
            questions.push(
              t(
                'What date did you cancel, and do you have the confirmation?',
                '¿Qué día canceló, y tiene la confirmación?',
              ),
            );
          if (r.fcba && !r.fcbaBy) questions.push(statementQuestion);
          break;
        case 'debit':
          if (ctx.case.flags.unauthorized === undefined)
            questions.push(
              t(
                'Did you send this payment yourself (even if someone tricked you), or was it taken without you?',
                '¿Usted envió este pago (aunque haya sido por un engaño), o lo sacaron sin que usted lo supiera?',
              ),
            );
          if (!r.regEBy)
            questions.push(t('What day did you first notice it?', '¿Qué día lo notó por primera vez?'));
          questions.push(
            t(
              'Was your card, phone or login lost or stolen, or was only the number or account used?',
              '¿Perdió o le robaron la tarjeta, el teléfono o el acceso, o solo usaron el número o la cuenta?',
            ),
          );
          break;
        default:
          break;
      }
      return questions.slice(0, 3);
    },

    complaintRoutes: (ctx) => {
      const { mode } = read(ctx);
      if (mode === 'purchase')
        return t(
          "the Better Business Bureau (bbb.org) or your state attorney general's consumer protection office",
          'el Better Business Bureau (bbb.org) o la oficina de protección al consumidor del fiscal general de su estado',
        );
      if (mode === 'scam')
        return t(
          `the Federal Trade Commission (ReportFraud.ftc.gov) and, if your bank or app won't look into it, ${cfpb}`,
          `la Comisión Federal de Comercio (ReportFraud.ftc.gov) y, si su banco o aplicación no lo revisa, ${cfpb}`,
        );
      if (mode === 'card_fraud' || mode === 'fraud_first' || mode === 'debit')
        return t(`${cfpb}, and the FTC at ReportFraud.ftc.gov`, `${cfpb}, y la FTC en ReportFraud.ftc.gov`);
      return cfpb;
    },

    rightLine: (ctx) => {
      const r = read(ctx);
      if (r.mode === 'card_fraud')
        return r.items
          ? t(
              "I didn't make or authorize these charges, so I won't pay them: I'm disputing them in writing as a billing error.",
              'No hice ni autoricé estos cargos, así que no los voy a pagar: los estoy disputando por escrito como error de facturación.',
            )
          : t(
              "I didn't make or authorize this charge, so I won't pay it: I'm disputing it in writing as a billing error.",
              'No hice ni autoricé este cargo, así que no lo voy a pagar: lo estoy disputando por escrito como error de facturación.',
            );
      if (r.mode === 'after_cancel' && r.fcba && r.methodClash) return methodClashLine(r);
      if ((r.mode === 'billing' || r.mode === 'after_cancel') && r.fcba)
        return t(
          "I don't owe this charge: it's a billing error, and I'm disputing it in writing.",
          'No debo este cargo: es un error de facturación y lo estoy disputando por escrito.',
        );
      // The bank holds back everything while it investigates, past its 10 business days: ask for the credit.
      if (r.mode === 'debit' && r.noInterimCredit && r.reported && r.creditOverdue) {
        const back = r.total ?? amt(r);
        return t(
          `I reported ${r.items ? 'these' : 'this'} unauthorized ${kindEn(r)} on ${r.reported}, more than 10 business days ago. Under Regulation E, please post a provisional credit of ${back} to my account today while you investigate, and tell me the date it will post.`,
          `Reporté ${r.items ? (r.transfer ? 'estas transferencias no autorizadas' : 'estos cargos no autorizados') : r.transfer ? 'esta transferencia no autorizada' : 'este cargo no autorizado'} el ${r.reported}, hace más de 10 días hábiles. Según la Regulación E, les pido que pongan hoy en mi cuenta un crédito provisional de ${back} mientras investigan, y que me digan la fecha en que aparecerá.`,
        );
      }
      if (r.mode === 'debit')
        return t(
          r.items
            ? `I didn't authorize these ${kindEn(r)}: I'm reporting them as unauthorized under Regulation E, and I'm asking you to investigate and return the money.`
            : `I didn't authorize this ${kindEn(r)}: I'm reporting it as unauthorized under Regulation E, and I'm asking you to investigate and return the money.`,
          r.items
            ? r.transfer
              ? 'Yo no autoricé estas transferencias: las reporto como no autorizadas según la Regulación E y les pido que investiguen y devuelvan el dinero.'
              : 'Yo no autoricé estos cargos: los reporto como no autorizados según la Regulación E y les pido que investiguen y devuelvan el dinero.'
            : r.transfer
              ? 'Yo no autoricé esta transferencia: la reporto como no autorizada según la Regulación E y les pido que investiguen y devuelvan el dinero.'
              : 'Yo no autoricé este cargo: lo reporto como no autorizado según la Regulación E y les pido que investiguen y devuelvan el dinero.',
        );
      return undefined;
    },

    nextStep: (ctx, outcome, offer) => {
      const r = read(ctx);
      const a = amt(r);
      /** The offer or demand as written, with the sum Lane works out for a share: "half ($20)". */
      const shareSum = offer && shareOf(offer) !== undefined && r.amountValue !== undefined;
      const o = offer
        ? shareSum
          ? `${offer} (${ctx.money(offerValue(offer, r.amountValue)!)})`
          : offer
        : undefined;
      const theyWant = o ? t(`They want ${o} today. `, `Le piden ${o} hoy. `) : '';
      const cfpbAt = t(
        'file a complaint with the CFPB at consumerfinance.gov/complaint',
        'presente una queja ante la CFPB en consumerfinance.gov/complaint',
      );
      const notFinal = (what: string) =>
        t(
          `Ask whether the ${what} credit is final or only temporary while they investigate, and get the answer in writing with the claim number.`,
          `Pregunte si el crédito de ${what} es definitivo o solo temporal mientras investigan, y pida la respuesta por escrito con el número de reclamo.`,
        );
      const offered = offer ? offerValue(offer, r.amountValue) : undefined;
      const rest =
        offered !== undefined && r.amountValue !== undefined && r.amountValue > offered
          ? ctx.money(Math.round((r.amountValue - offered) * 100) / 100)
          : undefined;
      if (outcome === 'counter_offer' && creditForCancelled(ctx)) {
        const back = refund(r);
        const debit = ctx.case.cardType === 'debit';
        return t(
          `A credit toward more of a plan you cancelled isn't a refund, and "non-refundable once renewed" doesn't fit a plan you cancelled before it renewed: turn ${o ?? 'the credit'} down and ask once more, in writing, for the full ${back} back to your card, with your cancellation confirmation attached. If they still refuse, ${r.fcba ? 'send your card issuer a written billing-error dispute, within 60 days of the statement that first showed the charge' : debit ? 'report it to your bank as an error on your debit card and ask for a chargeback' : 'ask your card issuer or bank to dispute the charge (a chargeback)'}, with the same confirmation.`,
          `Un crédito para seguir con un plan que usted canceló no es un reembolso, y "no reembolsable una vez renovado" no aplica a un plan que canceló antes de la renovación: rechace ${o ?? 'el crédito'} y pida una vez más, por escrito, los ${back} completos de vuelta a su tarjeta, con la confirmación de su cancelación adjunta. Si se siguen negando, ${r.fcba ? 'envíe al emisor de su tarjeta una disputa por escrito por error de facturación, dentro de los 60 días del estado de cuenta que mostró el cargo por primera vez' : debit ? 'repórtelo a su banco como un error en su tarjeta de débito y pida un contracargo' : 'pida al emisor de su tarjeta o a su banco que disputen el cargo (un contracargo)'}, con la misma confirmación.`,
        );
      }
      return nextFor(r, outcome, { a, o, theyWant, cfpbAt, notFinal, offer, rest });
    },

    honestRoute: (ctx) => {
      const r = read(ctx);
      switch (r.mode) {
        case 'card_fraud':
        case 'fraud_first':
        case 'debit':
          return t(
            "Report exactly what happened, with dates: a charge you truly didn't make is protected as it is, with nothing added. If you did make it, ask the merchant for a refund instead.",
            'Reporte exactamente lo que pasó, con fechas: un cargo que de verdad usted no hizo ya está protegido tal como es, sin añadir nada. Si usted lo hizo, pida un reembolso al comercio.',
          );
        case 'billing':
        case 'after_cancel':
          return t(
            'Describe the error exactly as it is (what you were charged, what it should have been, the date you cancelled) and attach the proof you have: a true written dispute is all the process needs.',
            'Describa el error tal como es (lo que le cobraron, lo que debía ser, la fecha en que canceló) y adjunte las pruebas que tenga: una disputa por escrito y verdadera es todo lo que el proceso necesita.',
          );
        case 'fee':
          if (r.feeKind === 'late_interest' || r.feeKind === 'interest')
            return t(
              "Ask with what's true: how long you've had the card, your on-time payments, that it's the first time if it is, and that autopay is now on.",
              'Pida con lo que es verdad: cuánto tiempo lleva con la tarjeta, sus pagos a tiempo, que es la primera vez si lo es, y que ya activó el pago automático.',
            );
          return t(
            "Ask for a courtesy waiver with what's true: how long you've had the card, your on-time payments, and, if you would, that you'd rather switch to a no-annual-fee card than pay it.",
            'Pida que se lo quiten como cortesía con lo que es verdad: cuánto tiempo lleva con la tarjeta, sus pagos a tiempo y, si es así, que prefiere cambiarse a una tarjeta sin cuota anual antes que pagarla.',
          );
        case 'late':
          return t(
            "Ask with what's true: your payment history, that it's the first time if it is, and that autopay is now on.",
            'Pida con lo que es verdad: su historial de pagos, que es la primera vez si lo es, y que ya activó el pago automático.',
          );
        case 'bank_fee':
          return t(
            "Ask with the real reason: your history with the bank, what caused the overdraft, and what you've changed (alerts, turning off overdraft coverage).",
            'Pida con la razón real: su historial con el banco, qué causó el sobregiro y lo que ya cambió (alertas, desactivar la cobertura de sobregiro).',
          );
        case 'scam':
          return t(
            "Tell the bank or app exactly how it happened: a payment you were tricked into sending is still worth reporting, and saying you didn't send it would likely get the claim denied once they see it came from your account.",
            'Cuénteles al banco o a la aplicación exactamente cómo pasó: un pago que le hicieron enviar con engaños vale la pena reportarlo, y decir que usted no lo envió probablemente haría que nieguen el reclamo cuando vean que salió de su cuenta.',
          );
        default:
          return t(
            'If you changed your mind about a purchase, the honest way to get your money back is to ask the merchant for a return or a refund under its return or refund policy. Dispute a charge with your card only for a real billing error (a wrong amount, a double charge, something never delivered) or a charge someone else made.',
            'Si cambió de opinión sobre una compra, la forma honesta de recuperar su dinero es pedir al comercio una devolución o un reembolso según su política de devoluciones o reembolsos. Dispute un cargo con su tarjeta solo por un error de facturación real (un monto equivocado, un cobro duplicado, algo que nunca llegó) o un cargo que hizo otra persona.',
          );
      }
    },

    // The merchant said no to a charge after cancelling, paid by debit card: the bank is the next step.
    followUpCopy: (ctx, outcome, offer, latest, said) => {
      const r = read(ctx);
      // "they'll refund the nov 15 one only" on a credit card: take it, and dispute the rest with the
      // issuer, charge by charge.
      const offered = latest?.find((amount) => amount.role === 'offered');
      if (
        r.mode === 'after_cancel' &&
        r.fcba &&
        outcome === 'counter_offer' &&
        offered &&
        !r.booking &&
        !creditForCancelled(ctx)
      ) {
        const part = partRefunded(ctx, r, offered, said);
        if (part) return part;
      }
      // Charges after a cancellation, part of them handed back: what comes back, what is kept, the bank next.
      // A cancellation method or notice argued against the person's own contract has its own answer.
      if (
        outcome === 'counter_offer' &&
        r.mode === 'after_cancel' &&
        ctx.case.flags.cancelMethodRequired !== true &&
        ctx.case.flags.contractLetsCancel !== true
      ) {
        const part = afterCancelPartFollowUp(ctx, offer, latest, said);
        if (part) return part;
      }
      // "they can only dispute the last 2 (59.98), the others are past the 60 days": on charges the
      // person never made on a credit card, part of them is a partial no, never an offer to accept.
      if (outcome === 'counter_offer' && r.mode === 'card_fraud' && offered) {
        const part = unauthorizedPart(
          ctx,
          r,
          offered,
          said?.latestFlags?.windowPassedClaimed === true || ctx.case.flags.windowPassedClaimed === true,
        );
        if (part) return part;
      }
      if (outcome === 'said_no' && bankWordsHeard(r)) return bankWordsReply(r);
      // Money sent to a scammer, the claim closed: a written reconsideration, never an invented appeal.
      if (outcome === 'said_no' && r.mode === 'scam' && ctx.case.flags.alsoUnauthorized !== true) {
        const denied = scamDenied(
          r,
          t(
            'file a complaint with the CFPB at consumerfinance.gov/complaint',
            'presente una queja ante la CFPB en consumerfinance.gov/complaint',
          ),
          lang,
        );
        return {
          strategy: denied.strategy,
          opening: denied.opening,
          email: denied.email,
          talkingPoints: denied.talkingPoints,
        };
      }
      // The seller calls the posted duplicate "pending": the dispute goes to the card issuer now.
      if (r.duplicate && r.pendingHold && r.fcba && outcome === 'said_no') {
        const a = amt(r);
        const charged = ctx.date('charge');
        const stmt = r.statement;
        return t(
          {
            strategy: pendingHoldReply(r, a),
            opening: `"Hi, I'm disputing a duplicate charge on my credit card: ${a}${on(charged)} was charged twice for one purchase${stmt ? `, and both are posted on my statement that closed ${stmt}` : ''}."\n"The merchant calls the second one a pending authorization, but it's posted. Please put the second ${a} on hold as a billing error while you investigate. What's your billing-error address?"`,
            email: {
              subject: `Billing error dispute: duplicate charge of ${a}, account ending [last 4 digits]`,
              body: `To [card issuer], Billing Inquiries:\n\nI am disputing a duplicate charge on my account ending [last 4 digits]. I made one purchase of ${a}${on(charged)} from [merchant] and was charged twice; both charges are posted on my statement${stmt ? ` that closed ${stmt}` : ''}. The merchant says the second is a pending authorization, but it is a posted charge. I am disputing the second ${a} charge.\n\nPlease remove it and any interest or fees on it, and send me a corrected statement. A copy of the statement and my order are attached. Please confirm in writing that you received this.\n\nSincerely,\n[Your name]\n[Mailing address]`,
            },
            talkingPoints: [
              `Send it ${fcbaDeadline(r)} to the billing-error address on your statement (not the payment address), by certified mail.`,
              'Attach the statement showing both charges as posted and your order confirmation for one purchase.',
              `Pay the rest of your bill as usual; you can hold back the disputed ${a}.`,
            ],
          },
          {
            strategy: pendingHoldReply(r, a),
            opening: `"Hola, disputo un cargo duplicado en mi tarjeta de crédito: me cobraron ${a}${charged ? ` el ${charged}` : ''} dos veces por una sola compra${stmt ? `, y los dos aparecen publicados en mi estado de cuenta que cerró el ${stmt}` : ''}."\n"El comercio dice que el segundo es una autorización pendiente, pero está publicado. Les pido que pongan el segundo cargo de ${a} en espera como error de facturación mientras investigan. ¿Cuál es su dirección para errores de facturación?"`,
            email: {
              subject: `Disputa por error de facturación: cargo duplicado de ${a}, cuenta terminada en [últimos 4 dígitos]`,
              body: `A [emisor de la tarjeta], Consultas de facturación:\n\nDisputo un cargo duplicado en mi cuenta terminada en [últimos 4 dígitos]. Hice una sola compra de ${a}${charged ? ` el ${charged}` : ''} a [comercio] y me cobraron dos veces; los dos cargos aparecen publicados en mi estado de cuenta${stmt ? ` que cerró el ${stmt}` : ''}. El comercio dice que el segundo es una autorización pendiente, pero es un cargo publicado. Disputo el segundo cargo de ${a}.\n\nLes pido que lo quiten junto con cualquier interés o cargo relacionado, y que me envíen un estado de cuenta corregido. Adjunto una copia del estado de cuenta y de mi pedido. Les pido confirmar por escrito que recibieron esta carta.\n\nAtentamente,\n[Su nombre]\n[Dirección postal]`,
            },
            talkingPoints: [
              `Envíela ${fcbaDeadline(r)} a la dirección para errores de facturación de su estado de cuenta (no a la de pagos), por correo certificado.`,
              'Adjunte el estado de cuenta que muestra los dos cargos publicados y la confirmación de su pedido de una sola compra.',
              `Pague el resto de su factura como siempre; puede dejar de pagar los ${a} en disputa.`,
            ],
          },
        );
      }
      // An order that never came, and the store won't refund it (a delay with no date, store credit
      // only): cancel it with the store, and dispute the charge with the issuer the same day.
      // "the rep said give the store 30 more days, should i wait?": not past the letter's last day.
      if (
        r.notReceived &&
        r.fcba &&
        outcome !== 'agreed' &&
        said?.waitAsked !== undefined &&
        r.fcbaDaysLeft !== undefined &&
        !r.fcbaPassed &&
        said.waitAsked >= r.fcbaDaysLeft
      )
        return waitPastDeadlineReply(r, said.waitAsked, ctx.today);
      // "the rep 'opened a claim' on the phone, and says i still have to pay it or it's late".
      if (
        r.fcba &&
        !r.fcbaPassed &&
        outcome !== 'agreed' &&
        said?.latestFlags?.issuerPhoneClaim === true &&
        ctx.case.cardType !== 'debit'
      ) {
        const due = ctx.case.dates.find((d) => d.role === 'due' && d.iso !== undefined && d.iso >= ctx.today);
        return phoneClaimReply(
          r,
          due ? formatDay(due.iso!, lang) : undefined,
          ctx.figure('billed', 'quoted', 'paid', 'other'),
        );
      }
      if (r.notReceived && r.fcba && outcome !== 'agreed') return undeliveredReply(r);
      if (
        r.mode === 'after_cancel' &&
        r.fcba &&
        outcome === 'said_no' &&
        !r.booking &&
        ctx.case.flags.issuerSaidNo !== true
      )
        return merchantRefusedCredit(ctx, r);
      if (r.mode !== 'after_cancel' || ctx.case.cardType !== 'debit' || outcome !== 'said_no')
        return undefined;
      const back = refund(r);
      const charged = ctx.date('charge');
      const cancelled = r.cancelled;
      return t(
        {
          strategy: `Yes: the merchant said no, so take it to your bank now. Tell your bank in writing that the ${back} debit${charged ? ` of ${charged}` : ''} was charged after you cancelled${on(cancelled)}, that the merchant refused a refund, and ask it to dispute the charge with the merchant (a chargeback) and to block new charges from this merchant. Attach the cancellation confirmation and the merchant's reply. Do it promptly: a debit-card error should reach the bank within 60 days of the statement that first shows it. Ask when it will decide, and whether it will put the money back while it investigates. If the bank won't fix it, file a complaint with the CFPB at consumerfinance.gov/complaint.`,
          opening: `"Hi, I'm calling about a debit on my card ending [last 4 digits]: [merchant] charged me ${back}${on(charged)}, after I cancelled${on(cancelled)}."\n"The merchant refused to refund it. I have the cancellation confirmation. Please open a dispute (a chargeback) and block new charges from this merchant."\n"When will you decide, and will you put the money back while you investigate?"`,
          email: {
            subject: `Dispute: a debit charged after I cancelled, card ending [last 4 digits]`,
            body: `Hello,\n\nI am disputing a debit of ${back}${on(charged)} from [merchant] on my card ending [last 4 digits]. I cancelled${on(cancelled)}, before this charge, and did not agree to it. The merchant refused to refund it on [date]. The cancellation confirmation and the merchant's reply are attached.\n\nPlease investigate, return the ${back} to my account, and block new charges from this merchant. Please confirm in writing that you received this dispute and when you will decide.\n\nThank you,\n[Your name]\n[Phone number]`,
          },
          talkingPoints: [
            'Attach the cancellation confirmation and the merchant’s refusal.',
            'Send it within 60 days of the statement that first shows the charge; sooner is better.',
            'Write down the bank rep’s name, the date and a reference number.',
          ],
        },
        {
          strategy: `Sí: el comercio dijo que no, así que llévelo ahora a su banco. Dígale a su banco por escrito que el cargo de ${back} a su tarjeta de débito${charged ? ` del ${charged}` : ''} se cobró después de que usted canceló${cancelled ? ` el ${cancelled}` : ''}, que el comercio se negó a reembolsarlo, y pida que dispute el cargo con el comercio (un contracargo) y que bloquee nuevos cobros de ese comercio. Adjunte la confirmación de la cancelación y la respuesta del comercio. Hágalo pronto: un error en una tarjeta de débito debe llegar al banco dentro de los 60 días del estado de cuenta que lo muestra por primera vez. Pregunte cuándo decidirá y si le devolverá el dinero mientras investiga. Si el banco no lo corrige, presente una queja ante la CFPB en consumerfinance.gov/complaint.`,
          opening: `"Hola, llamo por un cargo a mi tarjeta de débito terminada en [últimos 4 dígitos]: [comercio] me cobró ${back}${charged ? ` el ${charged}` : ''}, después de que cancelé${cancelled ? ` el ${cancelled}` : ''}."\n"El comercio se negó a reembolsarlo. Tengo la confirmación de la cancelación. Les pido abrir una disputa (un contracargo) y bloquear nuevos cobros de ese comercio."\n"¿Cuándo van a decidir, y me devolverán el dinero mientras investigan?"`,
          email: {
            subject:
              'Disputa: un cargo a mi tarjeta de débito después de cancelar, terminada en [últimos 4 dígitos]',
            body: `Hola:\n\nDisputo un cargo de ${back}${charged ? ` del ${charged}` : ''} de [comercio] a mi tarjeta de débito terminada en [últimos 4 dígitos]. Cancelé${cancelled ? ` el ${cancelled}` : ''}, antes de este cargo, y no lo autoricé. El comercio se negó a reembolsarlo el [fecha]. Adjunto la confirmación de la cancelación y la respuesta del comercio.\n\nLes pido investigar, devolver los ${back} a mi cuenta y bloquear nuevos cobros de ese comercio. Les pido confirmar por escrito que recibieron esta disputa y cuándo van a decidir.\n\nGracias,\n[Su nombre]\n[Teléfono]`,
          },
          talkingPoints: [
            'Adjunte la confirmación de la cancelación y la negativa del comercio.',
            'Envíelo dentro de los 60 días del estado de cuenta que muestra el cargo por primera vez; mejor antes.',
            'Anote el nombre de quien le atiende en el banco, la fecha y un número de referencia.',
          ],
        },
      );
    },

    // A credit toward more of a plan the person cancelled is no refund: what they need is the money.
    owedInFull: (ctx) =>
      creditForCancelled(ctx)
        ? t(`a full refund of the ${refund(read(ctx))}`, `un reembolso completo de los ${refund(read(ctx))}`)
        : undefined,

    judgeOffer: (ctx, offered) => {
      const r = read(ctx);
      const owedBack = r.amountValue;
      if (creditForCancelled(ctx)) return 'decline';
      if (ctx.ruling.moneyNotOwed) {
        // Charges after a cancellation, the merchant refunding some: take it, dispute the rest.
        if (
          r.mode === 'after_cancel' &&
          (offered === undefined || owedBack === undefined || offered < owedBack)
        )
          return 'take_part';
        // Money the person does not owe: only the whole of it back (or off the bill) meets the goal.
        return offered !== undefined && owedBack !== undefined && offered >= owedBack ? 'accept' : 'decline';
      }
      // A courtesy waiver of a fee charged under the terms: half or more off is the fair result the
      // strategy names ("ask once for the full fee; if that's final, accept"), not a price to counter.
      const courtesy = r.mode === 'late' || (r.mode === 'fee' && r.feeKind === 'late_interest');
      if (
        courtesy &&
        owedBack !== undefined &&
        offered !== undefined &&
        (offered < 0 || offered >= owedBack / 2)
      )
        return 'accept';
      if (offered === undefined || owedBack === undefined) return undefined;
      return offered >= owedBack ? 'accept' : 'counter';
    },
  };
  return copy;
}

/**
 * An overdraft fee on a debit-card purchase or an ATM withdrawal needs the person's opt-in
 * (Regulation E 1005.17): ask for the proof first; if they never opted in, ask for every such fee
 * back and never split it.
 */
function withOverdraftOptIn(copy: AreaCopy, lang: Language): AreaCopy {
  const t = inLanguage(lang);
  /** "the 4 overdraft fees of 35 (140 in all)", or "the 35 overdraft fee". */
  const feesOf = (ctx: CopyContext) => {
    const count = ctx.computed.count;
    // "3 cargos de 35 c/u": the fee counted may be read as a per-fee unit.
    const fee =
      (count ? ctx.case.amounts.find((amount) => amount.count === count) : undefined) ??
      ctx.case.amounts.find((amount) => amount.role === 'fee' || amount.role === 'billed');
    return count && fee && ctx.computed.total
      ? {
          en: `the ${count} overdraft fees of ${fee.text} (${ctx.computed.total} in all)`,
          es: `los ${count} cargos por sobregiro de ${fee.text} (${ctx.computed.total} en total)`,
        }
      : {
          en: fee ? `the ${fee.text} overdraft fee` : 'the overdraft fees',
          es: fee ? `el cargo por sobregiro de ${fee.text}` : 'los cargos por sobregiro',
        };
  };
  const applies = (ctx: CopyContext) => ctx.right('reg-e-overdraft-opt-in');
  const never = (ctx: CopyContext) => applies(ctx) && ctx.case.flags.optedIn === false;
  /** The fees were on the person's own one-time debit-card purchases: the rule covers every one. */
  // Purchases approved with money there are debit-card purchases, even beside the check that overdrew.
  const onDebit = (ctx: CopyContext) =>
    applies(ctx) && (ctx.case.flags.debitPurchases === true || approvedWithMoney(ctx) !== undefined);
  /** The day of the fees, when said ("el mismo día 14 de nov"), instead of a blank. */
  const feeDay = (ctx: CopyContext) => ctx.date('charge', 'service');
  /** Several fees counted: their unit, how many, the total and how far short the account went. */
  const counted = (ctx: CopyContext) => {
    const fee = ctx.case.amounts.find(
      (amount) => ['fee', 'billed', 'unit'].includes(amount.role) && amount.count !== undefined,
    );
    const count = ctx.computed.count;
    return fee && count && count > 1 && ctx.computed.total && ctx.computed.totalValue
      ? {
          fee,
          count,
          total: ctx.computed.total,
          totalValue: ctx.computed.totalValue,
          short: shortfallOf(ctx),
        }
      : undefined;
  };
  /** The courtesy ask in the call, for the whole of several fees, when the opt-in is not the way. */
  const courtesyLine = (ctx: CopyContext) => {
    const c = counted(ctx);
    // Never opted in: the fees are not owed, so the call asks for them back, not for a favor.
    if (!c || never(ctx)) return { en: '', es: '' };
    const approved = approvedWithMoney(ctx);
    if (approved)
      return {
        en: `\n"Either way, ${approved.en}. Please refund all ${c.count} (${c.total}), and send me the order in which that day's items posted."`,
        es: `\n"En todo caso, ${approved.es}. Les pido devolver los ${c.count} (${c.total}) y enviarme el orden en que registraron los movimientos de ese día."`,
      };
    // How short the account went, only when the person said it: never a shortfall Lane made up.
    return {
      en: `\n"Either way, ${c.short ? `I was only ${c.short} short, and ` : ''}${c.count} fees of ${c.fee.text} (${c.total}) ${c.short ? 'is a lot for that' : 'in one go is a lot'}. Could you refund all ${c.count} as a courtesy?"`,
      es: `\n"En todo caso, ${c.short ? `solo me faltaban ${c.short}, y ` : ''}${c.count} cargos de ${c.fee.text} (${c.total}) ${c.short ? 'es mucho por eso' : 'de una vez es mucho'}. ¿Me pueden devolver los ${c.count} como cortesía?"`,
    };
  };
  return {
    ...copy,
    strategy: (ctx) =>
      onDebit(ctx)
        ? t(
            `These fees were on one-time debit-card purchases, so the opt-in rule covers each of them: ask for proof that you opted in to overdraft coverage for debit-card purchases (when and how). Without an opt-in the bank can't charge them, and it must be able to show it. ${never(ctx) ? 'You don’t remember opting in, so ask' : 'Ask'} for all of them back${counted(ctx) ? `, ${counted(ctx)!.total} (${counted(ctx)!.count} fees of ${counted(ctx)!.fee.text})` : ''}, as fees charged without your consent, not as a favor, and turn the coverage off so the card is declined instead.`,
            `Estos cargos fueron por compras únicas con tarjeta de débito, así que la regla de autorización cubre cada uno: pida la prueba de que usted aceptó (opt-in) la cobertura de sobregiro para compras con débito (cuándo y cómo). Sin esa autorización el banco no puede cobrarlos, y debe poder demostrarla. ${never(ctx) ? 'Usted no recuerda haberla aceptado, así que pida' : 'Pida'} que le devuelvan todos${counted(ctx) ? `, ${counted(ctx)!.total} (${counted(ctx)!.count} cargos de ${counted(ctx)!.fee.text})` : ''}, como cargos cobrados sin su consentimiento, no como un favor, y desactive la cobertura para que la tarjeta se rechace en lugar de cobrarle.`,
          ) +
          (approvedWithMoney(ctx) ? ` ${approvedAsk(ctx, counted(ctx)?.total ?? feesOf(ctx)[ctx.lang])}` : '')
        : applies(ctx)
          ? `${t(
              "First ask which of these fees were for a debit-card purchase or an ATM withdrawal, and for proof that you opted in to overdraft coverage for those: without an opt-in the bank can't charge them, and it must be able to show it. Ask for every such fee back and turn the coverage off so the card is declined instead.",
              'Primero pregunte cuáles de estos cargos fueron por una compra con tarjeta de débito o un retiro de cajero, y pida la prueba de que usted aceptó (opt-in) la cobertura de sobregiro para esas operaciones: sin esa autorización el banco no puede cobrarlos, y debe poder demostrarla. Pida que le devuelvan todos esos cargos y desactive la cobertura para que la tarjeta se rechace en lugar de cobrarle.',
            )} ${copy.strategy(ctx)}`
          : copy.strategy(ctx),
    rightLine: (ctx) =>
      never(ctx)
        ? t(
            "I never opted in to overdraft coverage for debit-card purchases or ATM withdrawals, so those fees can't be charged: please refund them, or show me my opt-in.",
            'Nunca acepté la cobertura de sobregiro para compras con débito ni retiros de cajero, así que esos cargos no se pueden cobrar: les pido que los devuelvan o que me muestren mi autorización.',
          )
        : copy.rightLine?.(ctx),
    opening: (ctx) => {
      if (!applies(ctx)) return copy.opening(ctx);
      const fees = feesOf(ctx);
      return t(
        `"Hi, my name is [your name], account ending [last 4 digits]. I'm calling about ${fees.en} on ${feeDay(ctx) ?? '[date]'}."\n"${ctx.case.flags.optedIn === false ? "They're overdraft fees on debit-card purchases, and I don't remember ever opting in to overdraft coverage for those." : onDebit(ctx) ? "They're overdraft fees on one-time debit-card purchases." : 'Were these fees on debit-card purchases or ATM withdrawals?'} Please show me when and how I opted in, or refund them."${courtesyLine(ctx).en}\n"Please also turn off overdraft coverage on my debit card."`,
        `"Hola, me llamo [su nombre], cuenta terminada en [últimos 4 dígitos]. Llamo por ${fees.es} del ${feeDay(ctx) ?? '[fecha]'}."\n"${ctx.case.flags.optedIn === false ? 'Son cargos por sobregiro en compras con tarjeta de débito, y no recuerdo haber aceptado nunca la cobertura de sobregiro para esas compras.' : onDebit(ctx) ? 'Son cargos por sobregiro en compras únicas con tarjeta de débito.' : '¿Estos cargos fueron por compras con tarjeta de débito o retiros de cajero?'} Les pido mostrarme cuándo y cómo la acepté, o devolverlos."${courtesyLine(ctx).es}\n"También les pido desactivar la cobertura de sobregiro de mi tarjeta de débito."`,
      );
    },
    email: (ctx) => {
      if (!applies(ctx)) return copy.email(ctx);
      const fees = feesOf(ctx);
      return t(
        {
          subject: 'Overdraft fees without my opt-in, account ending [last 4 digits]',
          body: `Hello,\n\nOn ${feeDay(ctx) ?? '[date]'} you charged me ${fees.en} on one-time debit-card purchases. I don't remember ever opting in to overdraft coverage for debit-card purchases or ATM withdrawals, and under Regulation E (12 CFR 1005.17) a bank may charge those fees only after the customer's separate, affirmative opt-in.${approvedWithMoney(ctx) ? ` Besides, ${approvedWithMoney(ctx)?.en}: those purchases did not overdraw my account.` : ''}\n\nPlease refund these fees, or send me a copy of my opt-in showing its date and how I gave it.${approvedWithMoney(ctx) ? " Please also send me the order in which that day's items posted to my account." : ''} Please also turn off overdraft coverage on my debit card. Please reply in writing by [date].\n\nThank you,\n[Your name]\n[Phone number]`,
        },
        {
          subject: 'Cargos por sobregiro sin mi autorización, cuenta terminada en [últimos 4 dígitos]',
          body: `Hola:\n\nEl ${feeDay(ctx) ?? '[fecha]'} me cobraron ${fees.es} en compras de una sola vez con tarjeta de débito. No recuerdo haber aceptado nunca la cobertura de sobregiro para compras con débito ni retiros de cajero, y según la Regulación E (12 CFR 1005.17) un banco solo puede cobrar esos cargos después de una autorización (opt-in) separada y expresa del cliente.${approvedWithMoney(ctx) ? ` Además, ${approvedWithMoney(ctx)?.es}: esas compras no sobregiraron mi cuenta.` : ''}\n\nLes pido devolver estos cargos, o enviarme una copia de mi autorización con su fecha y cómo la di.${approvedWithMoney(ctx) ? ' También les pido el orden en que registraron los movimientos de ese día en mi cuenta.' : ''} También les pido desactivar la cobertura de sobregiro de mi tarjeta de débito. Les pido una respuesta por escrito antes del [fecha].\n\nGracias,\n[Su nombre]\n[Teléfono]`,
        },
      );
    },
    talkingPoints: (ctx) =>
      onDebit(ctx)
        ? t(
            [
              'Ask the one question that decides it: "When and how did I opt in to overdraft coverage for debit-card purchases?"',
              'Write down the rep’s name and a reference number.',
            ],
            [
              'Haga la pregunta que lo decide: "¿Cuándo y cómo acepté la cobertura de sobregiro para compras con débito?"',
              'Anote el nombre de quien le atiende y un número de referencia.',
            ],
          )
        : applies(ctx)
          ? t(
              // Asking for the opt-in first and turning coverage off are in the strategy, the call and
              // the email: not repeated here.
              [
                'The opt-in rule doesn’t cover subscriptions or other recurring payments: ask for those fees as a courtesy.',
                'Write down the rep’s name and a reference number.',
              ],
              [
                'La regla no cubre suscripciones ni otros pagos recurrentes: pida esos cargos como cortesía.',
                'Anote el nombre de quien le atiende y un número de referencia.',
              ],
            )
          : copy.talkingPoints(ctx),
    followUpCopy: (ctx, outcome, offer, latest, said) => {
      if (!applies(ctx) || outcome === 'agreed')
        return copy.followUpCopy?.(ctx, outcome, offer, latest, said);
      const fees = feesOf(ctx);
      const partial = outcome === 'counter_offer';
      const c = counted(ctx);
      const backValue =
        latest?.find((amount) => amount.role === 'offered')?.value ??
        (offer ? offerValue(offer, c?.totalValue) : undefined);
      const back = c && backValue !== undefined ? Math.round(backValue / c.fee.value) : undefined;
      // "solo pueden devolver uno … es la política del banco" on fees for one-time debit-card
      // purchases: the rest is asked for under the opt-in rule, never stepped down to "one more".
      if (
        partial &&
        c &&
        back !== undefined &&
        back >= 1 &&
        back < c.count &&
        onDebit(ctx) &&
        !approvedWithMoney(ctx)
      ) {
        const left = c.count - back;
        const leftSum = ctx.money(c.fee.value * left);
        const backSum = ctx.money(c.fee.value * back);
        const day = feeDay(ctx);
        const numEn = (n: number) => (n === 1 ? 'one' : n === 2 ? 'two' : String(n));
        const numEs = (n: number) => (n === 1 ? 'uno' : n === 2 ? 'dos' : String(n));
        const restEn = left === 1 ? 'the other one' : `the other ${numEn(left)}`;
        const restEs = left === 1 ? 'el otro' : `los otros ${numEs(left)}`;
        return t(
          {
            strategy: `They're refunding ${numEn(back)} of the ${c.count} fees (${backSum}); ${restEn} (${leftSum}) ${left === 1 ? 'is' : 'are'} still owed to you. Take the ${backSum}, but don't trade the rest away: all ${c.count} were on one-time debit-card purchases, and a bank policy or the account terms is not an opt-in (the rule requires a separate notice and your affirmative consent). Ask in writing for the record of your opt-in, with its date and how you gave it; without one, ${restEn} (${leftSum}) must come back too. If they refuse, file a complaint with the CFPB (consumerfinance.gov/complaint), and turn off overdraft coverage on your debit card today so it can't happen again.`,
            opening: `"Thank you for refunding ${numEn(back)}. All ${c.count} fees were on one-time debit-card purchases${never(ctx) ? ", and I don't remember ever opting in to overdraft coverage for those" : ''}."\n"A bank policy or the account terms aren't an opt-in. Please show me when and how I opted in, or refund ${restEn} (${leftSum})."\n"Please also turn off overdraft coverage on my debit card, and tell me where to send this in writing."`,
            email: {
              subject: `Overdraft fees on debit-card purchases: the other ${leftSum}, account ending [last 4 digits]`,
              body: `Hello,\n\nThank you for refunding ${numEn(back)} of the ${c.count} overdraft fees of ${c.fee.text} charged on ${day ?? '[date]'} (${c.total} in all). All ${c.count} were on one-time debit-card purchases. Under Regulation E (12 CFR 1005.17), a bank may charge those fees only after the customer's separate, affirmative opt-in; a bank policy is not one.\n\nPlease refund ${restEn} (${leftSum}), or send me a copy of my opt-in showing its date and how I gave it. Please also turn off overdraft coverage on my debit card. Please reply in writing by [date]; otherwise I will file a complaint with the CFPB.\n\nThank you,\n[Your name]`,
            },
            talkingPoints: [
              `Keep the ${backSum}; it doesn't settle ${restEn} (${leftSum}).`,
              "Don't step down to one more: without an opt-in, none of these fees was allowed.",
              'Write down the rep’s name and a reference number.',
            ],
          },
          {
            strategy: `Le devuelven ${numEs(back)} de los ${c.count} cargos (${backSum}); ${left === 1 ? 'queda el otro' : `quedan los otros ${numEs(left)}`} (${leftSum}), que también le deben. Acepte los ${backSum}, pero no renuncie al resto: los ${c.count} fueron por compras únicas con tarjeta de débito, y una política del banco o los términos de la cuenta no son una autorización (la regla exige un aviso aparte y su consentimiento expreso). Pida por escrito el registro de su autorización (opt-in), con su fecha y cómo la dio; sin ella, también deben devolverle ${restEs} (${leftSum}). Si se niegan, presente una queja ante la CFPB (consumerfinance.gov/complaint), y desactive hoy la cobertura de sobregiro de su tarjeta de débito para que no vuelva a pasar.`,
            opening: `"Gracias por devolver ${numEs(back)}. Los ${c.count} cargos fueron por compras únicas con tarjeta de débito${never(ctx) ? ', y no recuerdo haber aceptado nunca la cobertura de sobregiro para esas compras' : ''}."\n"Una política del banco o las reglas de la cuenta no son una autorización. Les pido mostrarme cuándo y cómo la acepté, o devolver ${restEs} (${leftSum})."\n"También les pido desactivar la cobertura de sobregiro de mi tarjeta de débito, y decirme a dónde envío esto por escrito."`,
            email: {
              subject: `Cargos por sobregiro en compras con débito: los otros ${leftSum}, cuenta terminada en [últimos 4 dígitos]`,
              body: `Hola:\n\nGracias por devolver ${numEs(back)} de los ${c.count} cargos por sobregiro de ${c.fee.text} cobrados el ${day ?? '[fecha]'} (${c.total} en total). Los ${c.count} fueron por compras únicas con tarjeta de débito. Según la Regulación E (12 CFR 1005.17), un banco solo puede cobrar esos cargos después de una autorización (opt-in) separada y expresa del cliente; una política del banco no lo es.\n\nLes pido devolver ${restEs} (${leftSum}), o enviarme una copia de mi autorización con su fecha y cómo la di. También les pido desactivar la cobertura de sobregiro de mi tarjeta de débito. Les pido una respuesta por escrito antes del [fecha]; si no, presentaré una queja ante la CFPB.\n\nGracias,\n[Su nombre]`,
            },
            talkingPoints: [
              `Quédese con los ${backSum}; no resuelven ${restEs} (${leftSum}).`,
              'No baje a pedir "uno más": sin autorización, ninguno de estos cargos estaba permitido.',
              'Anote el nombre de quien le atiende y un número de referencia.',
            ],
          },
        );
      }
      // "they'll refund one" of 3 fees of 35: one back, the other two still to ask for.
      if (partial && c && back !== undefined && back >= 1 && back < c.count) {
        const left = c.count - back;
        const leftSum = ctx.money(c.fee.value * left);
        const backSum = ctx.money(c.fee.value * back);
        const oneMore = ctx.money(c.fee.value);
        const short = c.short ? t(` for being ${c.short} short`, ` porque le faltaron ${c.short}`) : '';
        const numEn = (n: number) => (n === 1 ? 'one' : n === 2 ? 'two' : String(n));
        const numEs = (n: number) => (n === 1 ? 'uno' : n === 2 ? 'dos' : String(n));
        // The fees still owed, however many: "both" only for two, "all 3" for three.
        const allEn = left === 2 ? 'both' : `all ${left}`;
        const allEs = left === 2 ? 'los dos' : `los ${left}`;
        const approved = approvedWithMoney(ctx);
        // Approved with money there: the rest is disputed on that ground, never bargained down one more.
        if (approved)
          return t(
            {
              strategy: `That's a partial refund: they gave back ${numEn(back)} of the ${c.count} fees (${backSum}), and ${leftSum} is still in dispute. Keep the ${backSum}, and don't accept "the others are correct under the account agreement": ${approved.en}, so those purchases did not overdraw the account. Ask in writing for the rest (${leftSum}), for the order in which that day's items posted, and for your opt-in record for overdraft on debit-card purchases (when and how you gave it). If they refuse or don't answer in writing, file a complaint with the CFPB (consumerfinance.gov/complaint) with those facts.`,
              opening: `"Thank you for refunding ${numEn(back)} (${backSum}). The other ${numEn(left)} (${leftSum}) are still in dispute: ${approved.en}."\n"Please send me the order in which that day's items posted, and my opt-in record for overdraft on debit-card purchases, with its date and how I gave it."\n"Without an opt-in, those fees can't be charged: please refund the ${leftSum}."`,
              email: {
                subject: `Overdraft fees: the remaining ${leftSum} is in dispute, account ending [last 4 digits]`,
                body: `Hello,\n\nThank you for refunding ${numEn(back)} of the ${c.count} overdraft fees of ${c.fee.text} charged on [date] (${c.total} in all). I still dispute the other ${numEn(left)} (${leftSum}): ${approved.en}. Those purchases did not overdraw my account.\n\nPlease send me:\n1. The order in which that day's items posted to my account.\n2. My opt-in for overdraft coverage on debit-card purchases, with its date and how I gave it. Under Regulation E (12 CFR 1005.17), these fees can be charged only after a separate, affirmative opt-in; agreeing to the account terms is not one.\n\nPlease refund the remaining ${leftSum}, or answer in writing by [date]. If I don't hear back, I'll file a complaint with the CFPB.\n\nThank you,\n[Your name]`,
              },
              talkingPoints: [
                `Refunded: ${backSum}. Still in dispute: ${leftSum}. Charged in all: ${c.total}.`,
                'Ask for two documents: the posting order of that day, and your opt-in record.',
                'Write down the rep’s name and a reference number.',
              ],
            },
            {
              strategy: `Es un reembolso parcial: le devolvieron ${numEs(back)} de los ${c.count} cargos (${backSum}), y quedan ${leftSum} en disputa. Quédese con los ${backSum} y no acepte que "los otros son correctos según el contrato": ${approved.es}, así que esas compras no sobregiraron la cuenta. Pida por escrito el resto (${leftSum}), el orden en que registraron los movimientos de ese día y su registro de autorización (opt-in) de sobregiro para compras con débito (cuándo y cómo la dio). Si se niegan o no responden por escrito, presente una queja ante la CFPB (consumerfinance.gov/complaint) con esos datos.`,
              opening: `"Gracias por devolver ${numEs(back)} (${backSum}). ${left === 1 ? 'El otro' : `Los otros ${numEs(left)}`} (${leftSum}) siguen en disputa: ${approved.es}."\n"Les pido enviarme el orden en que registraron los movimientos de ese día y mi registro de autorización de sobregiro para compras con débito, con su fecha y cómo la di."\n"Sin esa autorización, esos cargos no se pueden cobrar: les pido devolver los ${leftSum}."`,
              email: {
                subject: `Cargos por sobregiro: los ${leftSum} restantes están en disputa, cuenta terminada en [últimos 4 dígitos]`,
                body: `Hola:\n\nGracias por devolver ${numEs(back)} de los ${c.count} cargos por sobregiro de ${c.fee.text} del [fecha] (${c.total} en total). Sigo disputando ${left === 1 ? 'el otro' : `los otros ${numEs(left)}`} (${leftSum}): ${approved.es}. Esas compras no sobregiraron mi cuenta.\n\nLes pido enviarme:\n1. El orden en que registraron los movimientos de ese día en mi cuenta.\n2. Mi autorización (opt-in) de cobertura de sobregiro para compras con débito, con su fecha y cómo la di. Según la Regulación E (12 CFR 1005.17), estos cargos solo se pueden cobrar después de una autorización separada y expresa; aceptar los términos de la cuenta no lo es.\n\nLes pido devolver los ${leftSum} restantes, o responderme por escrito antes del [fecha]. Si no recibo respuesta, presentaré una queja ante la CFPB.\n\nGracias,\n[Su nombre]`,
              },
              talkingPoints: [
                `Devuelto: ${backSum}. En disputa: ${leftSum}. Cobrado en total: ${c.total}.`,
                'Pida dos documentos: el orden de los movimientos de ese día y su registro de autorización.',
                'Anote el nombre de quien le atiende y un número de referencia.',
              ],
            },
          );
        return t(
          {
            strategy: `They're refunding ${numEn(back)} of the ${c.count} fees (${backSum}); ${left === 1 ? 'one' : `the other ${numEn(left)}`} (${leftSum}) still ${left === 1 ? 'stands' : 'stand'}. Take the refund, but it doesn't settle the rest: ${c.count} fees of ${c.fee.text}${short} is ${c.total}, so ask for the other ${left === 1 ? 'one' : numEn(left)} back too.${left > 1 ? ` If they won't do ${allEn}, ask for at least one more (${oneMore}).` : ''} If any were on a debit-card purchase or an ATM withdrawal, ask when and how you opted in: without an opt-in those fees can't be charged, and "you agreed to the account terms" isn't an opt-in (the rule requires a separate notice and your consent). If they hold firm, a complaint to the CFPB (consumerfinance.gov/complaint) gets you a written answer.`,
            opening: `"Thank you for refunding ${numEn(back)}. The ${c.count} fees came to ${c.total}${c.short ? ` when I was only ${c.short} short` : ''}. Could you refund the other ${left === 1 ? 'one' : numEn(left)} (${leftSum}) as well?"\n"Were any of them on debit-card purchases or ATM withdrawals? If so, please show me when and how I opted in, or refund them."${left > 1 ? `\n"If you can't do ${allEn}, could you refund at least one more (${oneMore})?"` : ''}`,
            email: {
              subject: 'Overdraft fees: the rest of the fees, account ending [last 4 digits]',
              body: `Hello,\n\nThank you for refunding ${numEn(back)} of the ${c.count} overdraft fees of ${c.fee.text} charged on ${feeDay(ctx) ?? '[date]'} (${c.total} in all)${c.short ? `, charged when my account was only ${c.short} short` : ''}. I'm asking you to refund the other ${left === 1 ? 'one' : numEn(left)} (${leftSum}) as well.\n\nIf any of them were on one-time debit-card purchases or ATM withdrawals, under Regulation E (12 CFR 1005.17) they can be charged only after my separate, affirmative opt-in: please refund them, or send me a copy of my opt-in showing its date and how I gave it. Please reply in writing by [date].\n\nThank you,\n[Your name]`,
            },
            talkingPoints: [
              `Keep the ${backSum} they refunded; it doesn't settle the other ${left === 1 ? 'fee' : 'fees'} (${leftSum}).`,
              ...(left > 1 ? [`Ask for ${allEn}; if that's a no, ask for one more (${oneMore}).`] : []),
              'Write down the rep’s name and a reference number.',
            ],
          },
          {
            strategy: `Le devuelven ${numEs(back)} de los ${c.count} cargos (${backSum}); ${left === 1 ? 'queda uno' : `quedan los otros ${numEs(left)}`} (${leftSum}). Acepte el reembolso, pero no resuelve el resto: ${c.count} cargos de ${c.fee.text}${short} son ${c.total}, así que pida también ${left === 1 ? 'el otro' : `los otros ${numEs(left)}`}.${left > 1 ? ` Si no devuelven ${allEs}, pida al menos uno más (${oneMore}).` : ''} Si alguno fue por una compra con débito o un retiro de cajero, pregunte cuándo y cómo aceptó la cobertura: sin esa autorización no se pueden cobrar, y "aceptó los términos de la cuenta" no es una autorización (la regla exige un aviso aparte y su consentimiento). Si no ceden, una queja ante la CFPB (consumerfinance.gov/complaint) le da una respuesta por escrito.`,
            opening: `"Gracias por devolver ${numEs(back)}. Los ${c.count} cargos sumaron ${c.total}${c.short ? ` cuando solo me faltaban ${c.short}` : ''}. ¿Me pueden devolver también ${left === 1 ? 'el otro' : `los otros ${numEs(left)}`} (${leftSum})?"\n"¿Alguno fue por compras con tarjeta de débito o retiros de cajero? Si es así, les pido mostrarme cuándo y cómo acepté la cobertura, o devolverlos."${left > 1 ? `\n"Si no pueden con ${allEs}, ¿pueden devolver al menos uno más (${oneMore})?"` : ''}`,
            email: {
              subject:
                'Cargos por sobregiro: el resto de los cargos, cuenta terminada en [últimos 4 dígitos]',
              body: `Hola:\n\nGracias por devolver ${numEs(back)} de los ${c.count} cargos por sobregiro de ${c.fee.text} del ${feeDay(ctx) ?? '[fecha]'} (${c.total} en total)${c.short ? `, cobrados cuando a mi cuenta solo le faltaban ${c.short}` : ''}. Les pido devolver también ${left === 1 ? 'el otro' : `los otros ${numEs(left)}`} (${leftSum}).\n\nSi alguno fue por compras únicas con tarjeta de débito o retiros de cajero, según la Regulación E (12 CFR 1005.17) solo se pueden cobrar después de mi autorización separada y expresa: les pido devolverlos o enviarme una copia de mi autorización con su fecha y cómo la di. Les pido una respuesta por escrito antes del [fecha].\n\nGracias,\n[Su nombre]`,
            },
            talkingPoints: [
              `Quédese con los ${backSum} que le devolvieron; no resuelven ${left === 1 ? 'el otro cargo' : 'los otros cargos'} (${leftSum}).`,
              ...(left > 1 ? [`Pida ${allEs}; si dicen que no, pida uno más (${oneMore}).`] : []),
              'Anote el nombre de quien le atiende y un número de referencia.',
            ],
          },
        );
      }
      return t(
        {
          strategy: `${partial ? 'Take the refund they gave, and keep asking for the rest: a courtesy refund of some fees says nothing about the others.' : "A no isn't an answer to your question."} "Agreeing to the account terms" isn't an opt-in: the rule requires a separate notice and your affirmative consent for overdraft coverage on debit-card purchases and ATM withdrawals. Ask in writing for a copy of your opt-in, with its date and how you gave it, or the rest of ${fees.en} back. If they can't show one and won't refund, file a complaint with the CFPB (consumerfinance.gov/complaint).`,
          opening: `"Thank you${partial ? ' for the refund' : ''}. My question was about the opt-in: please show me when and how I opted in to overdraft coverage for debit-card purchases."\n"Agreeing to the account terms isn't an opt-in. Without one, please refund the remaining fees."\n"If you can't do that today, where do I send this in writing?"`,
          email: {
            subject: 'Overdraft fees: please send my opt-in or refund the rest',
            body: `Hello,\n\nOn [date] I asked about ${fees.en} on one-time debit-card purchases.${partial ? ' Thank you for refunding [number] of them.' : ''} I was told the fees stand because I agreed to the account terms. Under Regulation E (12 CFR 1005.17), overdraft fees on one-time debit-card purchases and ATM withdrawals need a separate, affirmative opt-in; agreeing to the account terms is not one.\n\nPlease send me a copy of my opt-in showing its date and how I gave it, or refund the remaining fees. Please reply in writing by [date]. If I don't hear back, I'll file a complaint with the CFPB.\n\nThank you,\n[Your name]`,
          },
          talkingPoints: [
            'Ask the one question they skipped: "When and how did I opt in?"',
            'Keep the refund you got; it does not settle the other fees.',
            'A complaint at consumerfinance.gov/complaint gets a written answer from the bank.',
          ],
        },
        {
          strategy: `${partial ? 'Acepte el reembolso que le dieron y siga pidiendo el resto: devolver algunos cargos como cortesía no dice nada de los demás.' : 'Un no no responde su pregunta.'} "Aceptar los términos de la cuenta" no es una autorización: la regla exige un aviso aparte y su consentimiento expreso para la cobertura de sobregiro en compras con débito y retiros de cajero. Pida por escrito una copia de su autorización, con su fecha y cómo la dio, o que le devuelvan el resto ${fees.es.startsWith('el ') ? `del ${fees.es.slice(3)}` : `de ${fees.es}`}. Si no la pueden mostrar y no los devuelven, presente una queja ante la CFPB (consumerfinance.gov/complaint).`,
          opening: `"Gracias${partial ? ' por el reembolso' : ''}. Mi pregunta era sobre la autorización: les pido mostrarme cuándo y cómo acepté la cobertura de sobregiro para compras con débito."\n"Aceptar los términos de la cuenta no es una autorización. Sin ella, les pido devolver los cargos que quedan."\n"Si no pueden hacerlo hoy, ¿a dónde envío esto por escrito?"`,
          email: {
            subject: 'Cargos por sobregiro: envíen mi autorización o devuelvan el resto',
            body: `Hola:\n\nEl [fecha] pregunté por ${fees.es} en compras de una sola vez con débito.${partial ? ' Gracias por devolver [número] de ellos.' : ''} Me dijeron que los cargos se mantienen porque acepté los términos de la cuenta. Según la Regulación E (12 CFR 1005.17), los cargos por sobregiro en compras con débito y retiros de cajero requieren una autorización separada y expresa; aceptar los términos de la cuenta no lo es.\n\nLes pido enviarme una copia de mi autorización con su fecha y cómo la di, o devolver los cargos que quedan. Les pido una respuesta por escrito antes del [fecha]. Si no recibo respuesta, presentaré una queja ante la CFPB.\n\nGracias,\n[Su nombre]`,
          },
          talkingPoints: [
            'Haga la pregunta que no contestaron: "¿Cuándo y cómo acepté la cobertura?"',
            'Quédese con el reembolso que le dieron; no resuelve los demás cargos.',
            'Una queja en consumerfinance.gov/complaint obliga al banco a responder por escrito.',
          ],
        },
      );
    },
    rungs: (ctx) => {
      const rungs = copy.rungs(ctx);
      const approved = applies(ctx) ? approvedWithMoney(ctx) : undefined;
      // Approved with money there: the first step is the day's posting order, not a part of the fees.
      if (approved && !never(ctx))
        return {
          ...rungs,
          discount: {
            label: t('Posting order', 'Orden de los movimientos'),
            line: t(
              "Please send me the order in which that day's items posted, with the balance after each one.",
              'Les pido el orden en que registraron los movimientos de ese día, con el saldo después de cada uno.',
            ),
          },
        };
      if (!never(ctx)) return rungs;
      return {
        ...rungs,
        discount: {
          label: t('Proof of opt-in', 'Prueba de autorización'),
          line: t(
            'Can you show me when and how I opted in to overdraft coverage for debit-card purchases?',
            '¿Me pueden mostrar cuándo y cómo acepté la cobertura de sobregiro para compras con débito?',
          ),
        },
        credit: {
          label: t('Every fee back', 'Todos los cargos de vuelta'),
          line: t(
            'Without that opt-in, please refund every overdraft fee on a debit-card purchase or ATM withdrawal.',
            'Sin esa autorización, les pido que devuelvan cada cargo por sobregiro en compras con débito o retiros de cajero.',
          ),
        },
        // Fees the rule forbids on these purchases: no threat to move the account, a complaint instead.
        ...(onDebit(ctx)
          ? {
              retention: {
                label: t('CFPB complaint', 'Queja ante la CFPB'),
                line: t(
                  "If you can't show my opt-in or refund them, I'll file a complaint with the CFPB.",
                  'Si no pueden mostrar mi autorización ni devolverlos, presentaré una queja ante la CFPB.',
                ),
              },
            }
          : {}),
      };
    },
  };
}

/**
 * A penalty rate announced on a credit card (the reviewed 12 CFR 1026.55 fact): whatever else the
 * answer does about the fee, it says what the issuer may and may not do with the rate.
 */
/**
 * "pagué la tarjeta completa el 10 y aun así me cobraron 23.40 de intereses": interest the card
 * issuer charged after the balance was paid in full. The issuer is the other side (never a
 * merchant): ask how it was computed, dispute it in writing if the full statement balance was paid,
 * and, if it is residual interest from a month with a balance carried, ask for a courtesy credit.
 */
function withInterestAfterPaidInFull(copy: AreaCopy, lang: Language): AreaCopy {
  const t = inLanguage(lang);
  const applies = (ctx: CopyContext) =>
    ctx.case.flags.interestAfterPaidInFull === true && ctx.case.subCase === 'card_billing_error';
  const facts = (ctx: CopyContext) => {
    const interest = ctx.case.amounts.find((amount) => amount.role === 'billed' || amount.role === 'fee');
    // "el 10": a day of the month the person paid on, read as a bare number.
    const day = ctx.case.amounts.find(
      (amount) =>
        amount.role === 'other' && Number.isInteger(amount.value) && amount.value >= 1 && amount.value <= 31,
    );
    const by = ctx.deadline('fcba-billing-error');
    const paidDate = ctx.date('service', 'charge', 'other');
    return {
      a: interest?.text ?? t('[amount]', '[monto]'),
      paidOn: day
        ? t(` on the ${ordinal(day.value)}`, ` el ${day.text}`)
        : // "paid in full on nov 10": the day named is the payment's.
          paidDate
          ? t(` on ${paidDate}`, /^el /u.test(paidDate) ? ` ${paidDate}` : ` el ${paidDate}`)
          : t(' on [payment date]', ' el [fecha del pago]'),
      by: by
        ? t(`by ${by}`, `a más tardar el ${by}`)
        : t(
            'within 60 days after the statement that shows it',
            'dentro de los 60 días después del estado de cuenta que lo muestra',
          ),
    };
  };
  const residual = (ctx: CopyContext) => {
    const f = facts(ctx);
    return t(
      {
        strategy: `"Residual" (or trailing) interest is interest for the days between your statement date and the day your payment arrived, and it's charged only when you carried a balance the month before. So ask them two things: which month's balance it was on, and for which days. If you had paid the previous statement in full by its due date too, residual interest doesn't apply: keep the written billing-error dispute ${f.by}, and don't pay the ${f.a} while they investigate. If you did carry a balance, it's a courtesy ask: ask once for a one-time credit of the ${f.a}, and pay the new statement in full by its due date so it stops.`,
        opening: `"I was told this ${f.a} is residual interest. Which statement balance was it charged on, and for which days?"\n"I paid the full statement balance${f.paidOn}. [If you also paid the month before in full: Then there was no balance carried, so I'm disputing it as a billing error.]"\n"[If you carried a balance: I've paid in full now. Could you credit the ${f.a} back as a one-time courtesy?]"`,
        email: {
          subject: `Residual interest of ${f.a}: how it was calculated, account ending [last 4 digits]`,
          body: `To [card issuer], Billing Inquiries:\n\nI was told the ${f.a} interest charge on my account ending [last 4 digits] is residual interest. I paid the full statement balance${f.paidOn}.\n\nPlease tell me in writing which statement balance the interest was charged on and for which days. If no balance was carried, please remove the ${f.a} as a billing error and send me a corrected statement; if one was, I ask you to credit it back as a one-time courtesy.\n\nSincerely,\n[Your name]\n[Mailing address]`,
        },
        talkingPoints: [
          'Residual interest comes only from a month you carried a balance: check the previous statement.',
          `Paying the new statement in full by its due date stops it; ask for the ${f.a} back once as a courtesy.`,
          "Write down the rep's name and a reference number.",
        ],
      },
      {
        strategy: `El interés "residual" es el interés por los días entre la fecha de su estado de cuenta y el día en que llegó su pago, y solo se cobra si usted arrastró un saldo el mes anterior. Así que pregunte dos cosas: sobre el saldo de qué mes se cobró, y por qué días. Si también pagó completo el estado de cuenta anterior antes de su fecha de pago, el interés residual no aplica: mantenga la disputa por escrito por error de facturación ${f.by}, y no pague los ${f.a} mientras investigan. Si sí arrastró un saldo, es un pedido de cortesía: pida una vez que le devuelvan los ${f.a} como crédito único, y pague el nuevo estado de cuenta completo antes de su fecha de pago para que no se repita.`,
        opening: `"Me dijeron que estos ${f.a} son interés residual. ¿Sobre el saldo de qué estado de cuenta se cobró, y por qué días?"\n"Pagué el saldo total del estado de cuenta${f.paidOn}. [Si también pagó completo el mes anterior: Entonces no arrastré saldo, así que lo disputo como error de facturación.]"\n"[Si arrastró un saldo: Ya pagué todo. ¿Me pueden devolver los ${f.a} como cortesía única?]"`,
        email: {
          subject: `Interés residual de ${f.a}: cómo se calculó, cuenta terminada en [últimos 4 dígitos]`,
          body: `A [emisor de la tarjeta], Consultas de facturación:\n\nMe dijeron que el cargo de intereses de ${f.a} en mi cuenta terminada en [últimos 4 dígitos] es interés residual. Pagué el saldo total del estado de cuenta${f.paidOn}.\n\nLes pido que me indiquen por escrito sobre el saldo de qué estado de cuenta se cobró el interés y por qué días. Si no se arrastró ningún saldo, les pido quitar los ${f.a} como error de facturación y enviarme un estado de cuenta corregido; si sí se arrastró, les pido devolverlos como cortesía única.\n\nAtentamente,\n[Su nombre]\n[Dirección postal]`,
        },
        talkingPoints: [
          'El interés residual solo viene de un mes en que arrastró saldo: revise el estado de cuenta anterior.',
          `Pagar el nuevo estado de cuenta completo antes de su fecha de pago lo detiene; pida una vez los ${f.a} como cortesía.`,
          'Anote el nombre de quien le atiende y un número de referencia.',
        ],
      },
    );
  };
  return {
    ...copy,
    strategy: (ctx) => {
      if (!applies(ctx)) return copy.strategy(ctx);
      const f = facts(ctx);
      return t(
        `Your card issuer charged this interest, not a store, so this is between you and the issuer. If you paid the full statement balance by its due date, and the statement before it was paid in full too, you keep the grace period and shouldn't be charged interest on purchases: the ${f.a} would then be a billing error. Call the issuer and ask how it was calculated: on which balance, for which days. If it's wrong, send a written billing-error dispute to the issuer's billing-error address ${f.by}; you don't have to pay the ${f.a} while they investigate. If they say it's residual interest from a month you carried a balance, ask them to waive it once as a courtesy.`,
        `Este interés lo cobró el emisor de su tarjeta, no una tienda, así que es un asunto entre usted y el emisor. Si pagó el saldo total del estado de cuenta antes de su fecha de pago, y el estado de cuenta anterior también lo pagó completo, conserva el período de gracia y no le deben cobrar intereses por compras: los ${f.a} serían entonces un error de facturación. Llame al emisor y pregunte cómo lo calcularon: sobre qué saldo y por qué días. Si está mal, envíe una disputa por escrito a la dirección para errores de facturación del emisor ${f.by}; no tiene que pagar los ${f.a} mientras investigan. Si le dicen que es interés residual de un mes en que arrastró saldo, pida que lo quiten una vez como cortesía.`,
      );
    },
    opening: (ctx) => {
      if (!applies(ctx)) return copy.opening(ctx);
      const f = facts(ctx);
      return t(
        `"Hi, I'm calling about a ${f.a} interest charge on my credit card ending [last 4 digits]."\n"I paid the full statement balance${f.paidOn}. How was this interest calculated: on which balance, and for which days?"\n"If I paid in full, I'm disputing it as a billing error. What's your billing-error address?"`,
        `"Hola, llamo por un cargo de intereses de ${f.a} en mi tarjeta de crédito terminada en [últimos 4 dígitos]."\n"Pagué el saldo total del estado de cuenta${f.paidOn}. ¿Cómo calcularon este interés: sobre qué saldo y por qué días?"\n"Si lo pagué completo, lo disputo como error de facturación. ¿Cuál es su dirección para errores de facturación?"`,
      );
    },
    email: (ctx) => {
      if (!applies(ctx)) return copy.email(ctx);
      const f = facts(ctx);
      return t(
        {
          subject: `Billing error: ${f.a} interest charge, account ending [last 4 digits]`,
          body: `To [card issuer], Billing Inquiries:\n\nI am disputing a ${f.a} interest charge on my credit card account ending [last 4 digits], on my statement dated [statement date]. I paid the full statement balance${f.paidOn}, by its due date, so I believe no interest should have been charged.\n\nPlease remove the ${f.a} interest charge and send me a corrected statement, or explain in writing how it was calculated (on which balance and for which days). Please confirm in writing that you received this letter.\n\nSincerely,\n[Your name]\n[Mailing address]`,
        },
        {
          subject: `Error de facturación: cargo de intereses de ${f.a}, cuenta terminada en [últimos 4 dígitos]`,
          body: `A [emisor de la tarjeta], Consultas de facturación:\n\nDisputo un cargo de intereses de ${f.a} en mi tarjeta de crédito terminada en [últimos 4 dígitos], en mi estado de cuenta del [fecha del estado de cuenta]. Pagué el saldo total del estado de cuenta${f.paidOn}, antes de su fecha de pago, así que considero que no se debía cobrar ningún interés.\n\nLes pido quitar el cargo de intereses de ${f.a} y enviarme un estado de cuenta corregido, o explicarme por escrito cómo lo calcularon (sobre qué saldo y por qué días). Les pido confirmar por escrito que recibieron esta carta.\n\nAtentamente,\n[Su nombre]\n[Dirección postal]`,
        },
      );
    },
    talkingPoints: (ctx) =>
      applies(ctx)
        ? t(
            [
              'Have both statements in front of you: the one you paid in full and the one with the interest.',
              'Send the dispute by mail to the billing-error address on your statement; keep a copy.',
              'Pay the rest of the bill as usual; only the disputed interest can wait.',
            ],
            [
              'Tenga a la mano los dos estados de cuenta: el que pagó completo y el que trae el interés.',
              'Envíe la disputa por correo a la dirección para errores de facturación de su estado de cuenta; guarde una copia.',
              'Pague el resto de la factura como siempre; solo el interés en disputa puede esperar.',
            ],
          )
        : copy.talkingPoints(ctx),
    // "I never carried a balance": residual interest can't apply, so the dispute's own next step stands.
    followUpCopy: (ctx, outcome, offer, latest, said) =>
      applies(ctx) && outcome === 'said_no' && ctx.case.flags.neverCarriedBalance !== true
        ? residual(ctx)
        : copy.followUpCopy?.(ctx, outcome, offer, latest, said),
  };
}

/** "10" → "10th", "1" → "1st", "22" → "22nd". */
function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th'}`;
}

function withPenaltyRate(copy: AreaCopy, lang: Language): AreaCopy {
  const line = (ctx: CopyContext) =>
    ctx.right('card-penalty-apr')
      ? lang === 'en'
        ? `On the higher rate${ctx.figure('proposed') ? ` (${ctx.figure('proposed')})` : ''}: they must give you 45 days' written notice, it can only apply to new purchases unless you were more than 60 days late, and after six on-time payments they must review it; ask for the notice, the start date and which balance it covers in writing, and ask them to keep your old rate given your record.`
        : `Sobre la tasa más alta${ctx.figure('proposed') ? ` (${ctx.figure('proposed')})` : ''}: deben avisarle por escrito con 45 días, solo puede aplicarse a compras nuevas salvo que su atraso pase de 60 días, y tras seis pagos a tiempo deben revisarla; pida por escrito el aviso, la fecha de inicio y a qué saldo se aplica, y pida que le mantengan la tasa anterior por su historial.`
      : undefined;
  return {
    ...copy,
    strategy: (ctx) => [line(ctx), copy.strategy(ctx)].filter(Boolean).join(' '),
    nextStep: (ctx, outcome, offer) =>
      [line(ctx), copy.nextStep?.(ctx, outcome, offer)].filter(Boolean).join(' ') || undefined,
  };
}

/**
 * A payment the person was tricked into sending, and beside it a second one they never made: the
 * first is a scam claim, the second an unauthorized transfer under Regulation E, each argued on
 * its own (the rights engine gives Regulation E for the second).
 */
function withSecondTransfer(copy: AreaCopy, lang: Language): AreaCopy {
  const t = inLanguage(lang);
  const second = (ctx: CopyContext) => {
    if (ctx.case.flags.alsoUnauthorized !== true || ctx.case.flags.unauthorized !== false) return undefined;
    if (!ctx.right('reg-e-unauthorized-transfer')) return undefined;
    const amounts = ctx.case.amounts.filter((amount) => ['billed', 'other', 'paid'].includes(amount.role));
    return { amount: amounts.length > 1 ? amounts.at(-1)?.text : undefined };
  };
  const line = (ctx: CopyContext) => {
    const s = second(ctx);
    if (!s) return undefined;
    const it = s.amount ? `the ${s.amount} transfer` : 'the transfer';
    const la = s.amount ? `la transferencia de ${s.amount}` : 'la transferencia';
    return t(
      `${it.charAt(0).toUpperCase()}${it.slice(1)} you never sent is different: that's an unauthorized transfer under Regulation E. Report it in writing as an error; the bank must investigate (generally within 10 business days, up to 45 with a provisional credit), and "it came from a recognized device" isn't by itself proof you made it: ask for the documents they relied on.`,
      `${la.charAt(0).toUpperCase()}${la.slice(1)} que usted nunca envió es distinta: es una transferencia no autorizada según la Regulación E. Repórtela por escrito como un error; el banco debe investigar (en general en 10 días hábiles, hasta 45 con un crédito provisional), y "vino de un dispositivo reconocido" no prueba por sí solo que usted la hizo: pida los documentos en que se basaron.`,
    );
  };
  const emailLine = (ctx: CopyContext) => {
    const s = second(ctx);
    if (!s) return undefined;
    return t(
      `Separately, I did not send ${s.amount ? `the ${s.amount} transfer` : 'the second transfer'} of [date] to [recipient], and I did not give anyone my login or codes. I am reporting it as an unauthorized electronic fund transfer under Regulation E (12 CFR 1005.11). Please investigate it, credit it back, and send me the documents you rely on if you find otherwise.`,
      `Aparte, yo no envié ${s.amount ? `la transferencia de ${s.amount}` : 'la segunda transferencia'} del [fecha] a [destinatario], y no le di a nadie mi acceso ni mis códigos. La reporto como una transferencia electrónica no autorizada según la Regulación E (12 CFR 1005.11). Les pido investigarla, devolverme el dinero y enviarme los documentos en que se basen si concluyen otra cosa.`,
    );
  };
  return withSecondProblem(copy, {
    line,
    openingLine: (ctx) => {
      const s = second(ctx);
      return s
        ? t(
            `"Separately, I never sent ${s.amount ? `the ${s.amount} transfer` : 'the second transfer'}. I'm reporting it as unauthorized under Regulation E: please open an error claim for it."`,
            `"Aparte, yo nunca envié ${s.amount ? `la transferencia de ${s.amount}` : 'la segunda transferencia'}. La reporto como no autorizada según la Regulación E: les pido abrir un reclamo por error."`,
          )
        : undefined;
    },
    emailLine,
  });
}

/**
 * A second problem beside the case's main one: a sentence in the strategy and after each next step,
 * a line in the call, and a paragraph in the email before its sign-off.
 */
function withSecondProblem(
  copy: AreaCopy,
  extra: {
    line: (ctx: CopyContext) => string | undefined;
    openingLine: (ctx: CopyContext) => string | undefined;
    emailLine: (ctx: CopyContext) => string | undefined;
  },
): AreaCopy {
  return {
    ...copy,
    strategy: (ctx) => [copy.strategy(ctx), extra.line(ctx)].filter(Boolean).join(' '),
    opening: (ctx) => [copy.opening(ctx), extra.openingLine(ctx)].filter(Boolean).join('\n'),
    email: (ctx) => {
      const paragraph = extra.emailLine(ctx);
      const email = copy.email(ctx);
      if (!paragraph) return email;
      const parts = email.body.split('\n\n');
      parts.splice(Math.max(1, parts.length - 1), 0, paragraph);
      return { ...email, body: parts.join('\n\n') };
    },
    nextStep: (ctx, outcome, offer) =>
      [copy.nextStep?.(ctx, outcome, offer), outcome === 'agreed' ? undefined : extra.line(ctx)]
        .filter(Boolean)
        .join(' ') || undefined,
  };
}

/**
 * A charge the person didn't make beside charges that kept coming after they cancelled: the second
 * problem is a billing error, disputed in writing with the cancellation, never reported as fraud.
 */
function withAfterCancelToo(copy: AreaCopy, lang: Language): AreaCopy {
  const t = inLanguage(lang);
  const after = (ctx: CopyContext) => {
    if (ctx.case.flags.afterCancelToo !== true) return undefined;
    const charge = ctx.case.amounts.find((amount) => amount.role === 'other');
    if (!charge) return undefined;
    const count = charge.count;
    const total = count ? ctx.money(charge.value * count) : undefined;
    return {
      en: count ? `${count} charges of ${charge.text} (${total} in all)` : `the ${charge.text} charges`,
      es: count ? `${count} cargos de ${charge.text} (${total} en total)` : `los cargos de ${charge.text}`,
      cancelled: ctx.date('cancelled'),
    };
  };
  const line = (ctx: CopyContext) => {
    const a = after(ctx);
    if (!a) return undefined;
    return t(
      `The charges after you cancelled are a billing error, not fraud: dispute ${a.en} in writing too, with your cancellation confirmation, within 60 days of the statement that first showed them.`,
      `Los cargos después de cancelar son un error de facturación, no fraude: dispute también por escrito ${a.es}, con su confirmación de la cancelación, dentro de los 60 días del estado de cuenta que los mostró primero.`,
    );
  };
  return withSecondProblem(copy, {
    line,
    openingLine: (ctx) => {
      const a = after(ctx);
      return a
        ? t(
            `"Separately, [merchant] kept charging me after I cancelled${a.cancelled ? ` on ${a.cancelled}` : ''}: ${a.en}. I'm disputing those as a billing error, and I have the cancellation confirmation."`,
            `"Aparte, [comercio] me siguió cobrando después de que cancelé${a.cancelled ? ` el ${a.cancelled}` : ''}: ${a.es}. Los disputo como error de facturación, y tengo la confirmación de la cancelación."`,
          )
        : undefined;
    },
    emailLine: (ctx) => {
      const a = after(ctx);
      return a
        ? t(
            `Separately, I am disputing ${a.en} billed by [merchant] after I cancelled${a.cancelled ? ` on ${a.cancelled}` : ''}, as billing errors. My cancellation confirmation is attached.`,
            `Aparte, disputo ${a.es} que [comercio] cobró después de que cancelé${a.cancelled ? ` el ${a.cancelled}` : ''}, como errores de facturación. Adjunto la confirmación de la cancelación.`,
          )
        : undefined;
    },
  });
}

/** NSF fees charged again and again for one check the bank kept re-submitting. */
function withRepresentedCheck(copy: AreaCopy, lang: Language): AreaCopy {
  const t = inLanguage(lang);
  const applies = (ctx: CopyContext) =>
    ctx.case.flags.checkReturned === true && ctx.computed.count !== undefined;
  const line = t(
    'It was one check: ask them to refund the repeat fees for each time they re-submitted it, since you only wrote it once, and ask whether they charge a fee for a re-submitted item at all.',
    'Fue un solo cheque: pida que le devuelvan los cargos repetidos de cada vez que lo volvieron a presentar, porque usted lo escribió una sola vez, y pregunte si cobran un cargo por un cheque presentado de nuevo.',
  );
  return {
    ...copy,
    strategy: (ctx) => (applies(ctx) ? `${line} ${copy.strategy(ctx)}` : copy.strategy(ctx)),
    opening: (ctx) =>
      applies(ctx)
        ? `${copy.opening(ctx)}\n${t(
            '"It was one check that you re-submitted: please refund the repeat fees."',
            '"Fue un solo cheque que ustedes volvieron a presentar: por favor devuélvanme los cargos repetidos."',
          )}`
        : copy.opening(ctx),
  };
}

/**
 * "my gym (FlexFit)": where the person named the merchant, a billing error's script and letter say
 * its name, not "[merchant]" for them to fill in.
 */
function withMerchantNamed(copy: AreaCopy, lang: Language): AreaCopy {
  const blank = lang === 'es' ? '[comercio]' : '[merchant]';
  const fill = <T>(value: T, name: string): T => {
    if (typeof value === 'string') return value.replaceAll(blank, name) as T;
    if (Array.isArray(value)) return value.map((item: unknown) => fill(item, name)) as T;
    if (value !== null && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item, name)])) as T;
    return value;
  };
  const named = (ctx: CopyContext) =>
    ctx.subCase === 'card_after_cancel' || ctx.subCase === 'card_billing_error' ? merchantOf(ctx) : undefined;
  const wrapped = { ...copy } as Record<string, unknown>;
  for (const [key, member] of Object.entries(copy)) {
    if (typeof member !== 'function') continue;
    wrapped[key] = (ctx: CopyContext, ...rest: unknown[]) => {
      const result: unknown = (member as (...args: unknown[]) => unknown)(ctx, ...rest);
      const name = named(ctx);
      return name ? fill(result, name) : result;
    };
  }
  return wrapped as unknown as AreaCopy;
}

/** Each language's copy, with the wrappers for the cases that need a word more. */
/** Can `target` be made of `parts`, each used at most twice ("12 for aug and 12 for sept")? */
function sumOf(target: number, parts: readonly number[]): boolean {
  const cents = Math.round(target * 100);
  let reach = new Set<number>([0]);
  for (const part of parts) {
    const step = Math.round(part * 100);
    const next = new Set(reach);
    for (const sum of reach) {
      if (sum + step <= cents) next.add(sum + step);
      if (sum + 2 * step <= cents) next.add(sum + 2 * step);
    }
    reach = next;
  }
  return reach.has(cents);
}

/**
 * Bank fees, one of them reversed and the rest demanded by a date or a report ("they reversed the 36
 * and say thats all they can do, i owe 98.99 by oct 20 or chexsystems"): what is left (134.99 − 36 =
 * 98.99), what it is made of (the payment the bank paid out, 49.99, and fees, 49), the rest of the
 * fees asked for in writing, and the report threat answered: in writing, disputed before the date,
 * and a checking account report disputed with the company and the bank where the rights engine
 * holds it. Never "thank you for refunding [number] of them".
 */
function withFeesLeftAfterReversal(copy: AreaCopy, lang: Language): AreaCopy {
  const t = inLanguage(lang);
  return {
    ...copy,
    followUpCopy: (ctx, outcome, offer, latest, said) => {
      const left = latest?.find((amount) => amount.role === 'billed');
      // "me quitaron los 35": the fee taken off may be read as one kept back ("withheld").
      const reversed =
        latest?.find((amount) => amount.role === 'offered') ??
        latest?.find((amount) => amount.role === 'withheld' || amount.role === 'returned');
      if (
        outcome !== 'counter_offer' ||
        modeOf(ctx) !== 'bank_fee' ||
        !reversed ||
        !left ||
        reversed.value >= left.value ||
        // The fee reversed is one of the fees the person listed.
        !ctx.case.amounts.some((amount) => amount.value === reversed.value)
      )
        return copy.followUpCopy?.(ctx, outcome, offer, latest, said);
      const before = ctx.money(Math.round((left.value + reversed.value) * 100) / 100);
      // The payment the bank paid out, when the rest of what is left is the other fees listed.
      const others = ctx.case.amounts.filter(
        (amount) => amount.value !== reversed.value && amount.value < left.value && amount.role !== 'paid',
      );
      const payment = others.find(
        (amount) =>
          amount.role !== 'fee' &&
          sumOf(
            left.value - amount.value,
            others.filter((other) => other !== amount).map((other) => other.value),
          ) &&
          left.value - amount.value > 0,
      );
      const feesLeft = payment ? ctx.money(Math.round((left.value - payment.value) * 100) / 100) : undefined;
      const due = ctx.case.dates.find(
        (date) => date.role === 'due' && date.iso !== undefined && date.iso >= ctx.today,
      );
      const chex = ctx.case.flags.checkingReportThreat === true;
      const reportNamed = chex
        ? t('the checking account report they threaten', 'el reporte de cuenta de cheques que le anuncian')
        : t('the report they threaten', 'el reporte que le anuncian');
      const threat =
        chex || ctx.case.flags.creditReportThreat === true || ctx.case.flags.collectionsThreat === true;
      const canDispute = ctx.right('fcra-checking-report-dispute');
      const byDue = due ? t(` before ${due.text}`, ` antes del ${due.text}`) : '';
      const threatLine = threat
        ? t(
            ` About ${due ? `${due.text} and ` : ''}${reportNamed}: ask them to put the warning in writing, with what the ${left.text} is made of, and send your dispute of the fees in writing${byDue}, asking them not to report an amount you dispute.${canDispute ? ' If they report it anyway, dispute it with the checking account reporting company and with the bank: both must investigate and correct what is inaccurate.' : ''} If they won't move, file a complaint with the CFPB (consumerfinance.gov/complaint).`,
            ` Sobre ${due ? `el ${due.text} y ` : ''}${reportNamed}: pida que le pongan la advertencia por escrito, con el detalle de los ${left.text}, y envíe por escrito su disputa de los cargos${byDue}, pidiendo que no reporten un monto que usted disputa.${canDispute ? ' Si de todos modos lo reportan, dispútelo con la compañía de reportes de cuentas de cheques y con el banco: los dos deben investigar y corregir lo que sea incorrecto.' : ''} Si no se mueven, presente una queja ante la CFPB (consumerfinance.gov/complaint).`,
          )
        : '';
      const made = payment
        ? t(
            ` Of that, ${payment.text} is the payment the bank paid out, and ${feesLeft} is fees.`,
            ` De eso, ${payment.text} es el pago que el banco dejó pasar, y ${feesLeft} son cargos.`,
          )
        : '';
      const deal = payment
        ? t(
            ` A fair way to close it: offer to pay the ${payment.text} if they waive the ${feesLeft} in fees, with a letter that the balance is then zero and won't be reported.`,
            ` Una forma justa de cerrarlo: ofrezca pagar los ${payment.text} si quitan los ${feesLeft} de cargos, con una carta que diga que el saldo queda en cero y que no lo van a reportar.`,
          )
        : '';
      const feesAsk = feesLeft
        ? t(`the ${feesLeft} in fees`, `los ${feesLeft} de cargos`)
        : t('the other fees', 'los demás cargos');
      return {
        strategy: t(
          `They reversed the ${reversed.text}: ${left.text} is left of ${before} (${before} − ${reversed.text} = ${left.text}).${made} "That's all we can do" is one person's answer, not the bank's last word: ask in writing for ${feesAsk} to come off too, and for a written breakdown of the ${left.text}.${deal}${threatLine}`,
          `Le devolvieron los ${reversed.text}: quedan ${left.text} de ${before} (${before} − ${reversed.text} = ${left.text}).${made} "Es todo lo que podemos hacer" es la respuesta de una persona, no la última palabra del banco: pida por escrito que quiten también ${feesAsk}, y el detalle por escrito de los ${left.text}.${deal}${threatLine}`,
        ),
        opening: t(
          `"Thank you for reversing the ${reversed.text}. That leaves ${left.text}${payment ? `: ${payment.text} for the payment and ${feesLeft} in fees` : ''}."\n"${payment ? `I'll pay the ${payment.text} if you waive the ${feesLeft} in fees and confirm in writing that the balance is then zero and won't be reported.` : `Please take off the other fees too, and send me the ${left.text} broken down in writing.`}"${threat ? `\n"Please send me in writing what you'll report${due ? ` on ${due.text}` : ''}, and to whom. I'm disputing the fees in writing."` : ''}`,
          `"Gracias por devolver los ${reversed.text}. Quedan ${left.text}${payment ? `: ${payment.text} del pago y ${feesLeft} de cargos` : ''}."\n"${payment ? `Pago los ${payment.text} si quitan los ${feesLeft} de cargos y me confirman por escrito que el saldo queda en cero y que no lo reportan.` : `Les pido quitar también los demás cargos y enviarme por escrito el detalle de los ${left.text}.`}"${threat ? `\n"Les pido por escrito qué van a reportar${due ? ` el ${due.text}` : ''} y a quién. Estoy disputando los cargos por escrito."` : ''}`,
        ),
        email: t(
          {
            subject: `Disputed fees: ${left.text} left after the ${reversed.text} reversal, account ending [last 4 digits]`,
            body: `Hello,\n\nThank you for reversing the ${reversed.text} fee. I was told ${left.text} is still owed${due ? ` by ${due.text}` : ''}${chex ? ', or the account will be reported to a checking account reporting company' : ''}.\n\n${payment ? `Of the ${left.text}, ${payment.text} is the payment you paid out and ${feesLeft} is fees. I dispute the ${feesLeft} in fees. I will pay the ${payment.text} if you waive the fees and confirm in writing that the balance is then zero and will not be reported.` : `I dispute the remaining fees. Please send me a written breakdown of the ${left.text} and take the fees off.`}\n\nWhile I dispute this, please do not report it. Please reply in writing${due ? ` before ${due.text}` : ' by [date]'}.\n\nThank you,\n[Your name]\n[Phone number]`,
          },
          {
            subject: `Cargos en disputa: quedan ${left.text} después de devolver los ${reversed.text}, cuenta terminada en [últimos 4 dígitos]`,
            body: `Hola:\n\nGracias por devolver el cargo de ${reversed.text}. Me dijeron que todavía debo ${left.text}${due ? ` para el ${due.text}` : ''}${chex ? ', o reportarán la cuenta a una compañía de reportes de cuentas de cheques' : ''}.\n\n${payment ? `De los ${left.text}, ${payment.text} es el pago que ustedes dejaron pasar y ${feesLeft} son cargos. Disputo los ${feesLeft} de cargos. Pago los ${payment.text} si quitan los cargos y me confirman por escrito que el saldo queda en cero y que no lo van a reportar.` : `Disputo los demás cargos. Les pido el detalle por escrito de los ${left.text} y que quiten los cargos.`}\n\nMientras lo disputo, les pido no reportarlo. Les pido una respuesta por escrito${due ? ` antes del ${due.text}` : ' antes del [fecha]'}.\n\nGracias,\n[Su nombre]\n[Teléfono]`,
          },
        ),
        talkingPoints: [
          t(
            `${before} − ${reversed.text} = ${left.text}${payment ? ` (${payment.text} payment + ${feesLeft} fees)` : ''}.`,
            `${before} − ${reversed.text} = ${left.text}${payment ? ` (${payment.text} del pago + ${feesLeft} de cargos)` : ''}.`,
          ),
          t(
            'Keep the reversal they gave: it does not settle the other fees.',
            'Quédese con lo que le devolvieron: eso no cierra los demás cargos.',
          ),
          t(
            'Write down who you spoke with, the date and a reference number.',
            'Anote con quién habló, la fecha y un número de referencia.',
          ),
        ],
        numbers: [before, reversed.text, left.text, ...(payment && feesLeft ? [payment.text, feesLeft] : [])],
      };
    },
  };
}

function areaCopy(lang: Language): AreaCopy {
  const wrappers = [
    withOverdraftOptIn,
    withClosedAccountFees,
    withUnauthorizedSeries,
    withInterestAfterPaidInFull,
    withPenaltyRate,
    withSecondTransfer,
    withAfterCancelToo,
    withRepresentedCheck,
    withDuplicateCharge,
    withMerchantNamed,
    withFeesLeftAfterReversal,
  ];
  return wrappers.reduce((copy, wrap) => wrap(copy, lang), build(lang));
}

export const creditCardFees: AreaPlaybook = { en: areaCopy('en'), es: areaCopy('es') };
