import type { Language } from '@lane/shared';
import { amountOf, dateOf, DISPUTED_CHARGE_SUB_CASES, type Case } from '../../../domain/chat/case.js';
import { formatDay } from '../../../domain/chat/facts.js';
import { ruleOn, type Ruling } from '../../../domain/chat/rights.js';
import { formatMoneyLike, moneySample } from '../../../domain/chat/amounts.js';
import type { Evidence } from '../../../domain/chat/claims.js';
import type { Computed, CopyContext } from './types.js';
import { duplicateCharge } from './duplicate-charge.js';

function percentText(value: number, lang: Language): string {
  const rounded = Math.round(value * 10) / 10;
  const text = Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
  return `${lang === 'es' ? text.replace('.', ',') : text}%`;
}

const ES_MONTH_FIRST =
  /^(enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|ene|feb|mar|abr|jun|jul|ago|sept?|oct|nov|dic)\.?\s+(\d{1,2})$/iu;

/** "junio 10" said in Spanish is written "10 de junio" ("del 10 de junio", never "del junio 10"). */
function dayFirst(text: string | undefined, lang: Language): string | undefined {
  if (lang !== 'es' || text === undefined) return text;
  const match = ES_MONTH_FIRST.exec(text.trim());
  return match ? `${match[2]} de ${match[1]}` : text;
}

/** Charges after a cancellation: every one listed is money to get back. */
const AFTER_CANCEL_SUB_CASES: ReadonlySet<string> = new Set(['card_after_cancel', 'service_after_cancel']);

/** The sums a person needs and rarely works out under stress, from their own figures. */
export function computeFigures(kase: Case, lang: Language): Computed {
  const sample = moneySample(kase.amounts);
  const money = (value: number) => formatMoneyLike(value, sample);
  const computed: { -readonly [K in keyof Computed]: Computed[K] } = {};

  const billed = amountOf(kase, 'billed');
  const estimated = amountOf(kase, 'estimated', 'quoted');
  const over = amountOf(kase, 'over');
  if (over) {
    // "$900 over the estimate": the person's own figure for the overage comes first.
    computed.overEstimateValue = over.value;
    computed.overEstimate = over.text;
  } else if (billed && estimated && billed.value > estimated.value) {
    // "quote was 420 … rotors too +260, i said ok": the extra work approved is owed with the estimate.
    const approved = kase.amounts.filter((amount) => amount.approved === true && amount.role === 'other');
    const approvedValue = approved.reduce((sum, amount) => sum + amount.value, estimated.value);
    if (approved.length > 0 && billed.value > approvedValue) {
      computed.approvedTotalValue = approvedValue;
      computed.approvedTotal = money(approvedValue);
      computed.approvedExtras = approved.map((amount) => amount.text);
      computed.overEstimateValue = billed.value - approvedValue;
    } else {
      computed.overEstimateValue = billed.value - estimated.value;
    }
    computed.overEstimate = money(computed.overEstimateValue);
  }
  const unit =
    kase.amounts.find((amount) => amount.role === 'unit' && amount.count !== undefined) ??
    kase.amounts.find(
      (amount) => (amount.role === 'billed' || amount.role === 'fee') && amount.count !== undefined,
    );
  // "24.99 on sept 15, oct 15 and nov 15 plus a 49 annual fee… that's 123.97": the person's total
  // counts the repeated charge once per day and the other charges beside it.
  const statedSum = amountOf(kase, 'total');
  const beside = kase.amounts.filter(
    (amount) => amount !== unit && ['billed', 'other', 'fee'].includes(amount.role),
  );
  const besideSum = beside.reduce((sum, amount) => sum + amount.value, 0);
  // "39.99 sep 15, oct 15, nov 15 plus a 49 'annual maintenance fee' nov 1", with no total written:
  // the charges after cancelling add up all the same (3 × 39.99 + 49 = 168.97). A figure far above the
  // repeated charges (a balance, a credit limit) is no charge beside them.
  const unsaidSum =
    unit?.count !== undefined &&
    statedSum === undefined &&
    beside.length > 0 &&
    beside.length <= 3 &&
    AFTER_CANCEL_SUB_CASES.has(kase.subCase ?? '') &&
    beside.every((amount) => amount.value <= unit.value * unit.count! * 5);
  // One purchase charged twice: what comes back is the second copy and any fee it caused (84.37 +
  // 35), never both copies added up as money disputed.
  const duplicate = duplicateCharge(kase);
  if (duplicate) {
    computed.totalValue = duplicate.backValue;
    computed.total = money(duplicate.backValue);
  } else if (
    unit?.count &&
    statedSum &&
    beside.length > 0 &&
    DISPUTED_CHARGE_SUB_CASES.has(kase.subCase ?? '') &&
    Math.abs(unit.value * unit.count + besideSum - statedSum.value) < 0.005
  ) {
    computed.totalValue = statedSum.value;
    computed.total = statedSum.text;
    computed.count = unit.count + beside.length;
    computed.unitCount = unit.count;
    computed.beside = beside.map((amount) => amount.text);
  } else if (unit?.count && unsaidSum) {
    computed.totalValue = Math.round((unit.value * unit.count + besideSum) * 100) / 100;
    computed.total = money(computed.totalValue);
    computed.count = unit.count + beside.length;
    computed.unitCount = unit.count;
    computed.beside = beside.map((amount) => amount.text);
  } else if (unit?.count) {
    computed.totalValue = unit.value * unit.count;
    computed.total = money(computed.totalValue);
    computed.count = unit.count;
  } else {
    // "3 payments: 250, 410 and 75": when the person counts the charges they list, the total is theirs.
    // "180 por equipo no devuelto y otro cargo de 64.99 por octubre", after cancelling: every charge,
    // a fee among them, is money not owed, and they add up.
    const afterCancel = kase.subCase === 'service_after_cancel';
    // "a 209 bill, monthly fee was 69.66": a fee's monthly rate, with no count, is no charge of its own.
    const rateOnly = (amount: Case['amounts'][number]) =>
      amount.per !== undefined && amount.count === undefined && (amount.days?.length ?? 0) === 0;
    const charges = kase.amounts.filter(
      (amount) =>
        amount.role === 'billed' ||
        amount.role === 'other' ||
        (afterCancel && amount.role === 'fee' && !rateOnly(amount)),
    );
    const counted = kase.counts?.some((count) => count.value === charges.length);
    // "212.40, 99.99 and 99.98, total 412.37": the person's own total, as they wrote it.
    const stated = amountOf(kase, 'total');
    if (
      charges.length >= 2 &&
      (counted || stated || (afterCancel && charges.length <= 4)) &&
      DISPUTED_CHARGE_SUB_CASES.has(kase.subCase ?? '')
    ) {
      computed.totalValue = stated?.value ?? charges.reduce((sum, amount) => sum + amount.value, 0);
      computed.total = stated?.text ?? money(computed.totalValue);
      computed.count = charges.length;
    }
  }
  const deposit = amountOf(kase, 'deposit');
  const withheld = amountOf(kase, 'withheld');
  if (deposit && withheld && deposit.value > withheld.value) {
    computed.depositBack = money(deposit.value - withheld.value);
  }
  const current = amountOf(kase, 'current');
  const proposed = amountOf(kase, 'proposed');
  if (current && proposed && proposed.value > current.value && current.value > 0) {
    computed.increase = money(proposed.value - current.value);
    computed.increasePercent = percentText(((proposed.value - current.value) / current.value) * 100, lang);
  }
  const offered = amountOf(kase, 'offered');
  const target = amountOf(kase, 'asked', 'market');
  if (offered && target && target.value > offered.value) computed.gap = money(target.value - offered.value);
  return computed;
}

/** Everything a template reads, for one case, language and day (YYYY-MM-DD). */
export function copyContext(
  kase: Case,
  lang: Language,
  today: string,
  ruling?: Ruling,
  evidence?: readonly Evidence[],
): CopyContext {
  const decided = ruling ?? ruleOn(kase, today);
  const sample = moneySample(kase.amounts);
  return {
    lang,
    case: kase,
    subCase: kase.confidence === 'sure' ? kase.subCase : undefined,
    ruling: decided,
    namedParty: kase.party,
    ...(evidence && evidence.length > 0 ? { evidence } : {}),
    figure: (...roles) => amountOf(kase, ...roles)?.text,
    value: (...roles) => amountOf(kase, ...roles)?.value,
    date: (...roles) =>
      dayFirst(roles.length === 0 ? kase.dates[0]?.text : dateOf(kase, ...roles)?.text, lang),
    percent: kase.percentages[0],
    computed: computeFigures(kase, lang),
    money: (value) => formatMoneyLike(value, sample),
    right: (id) => decided.rights.some((right) => right.id === id),
    deadline: (id) => {
      const iso = decided.rights.find((right) => right.id === id)?.deadline?.iso;
      return iso ? formatDay(iso, lang) : undefined;
    },
    today,
    daysLeft: (id) => {
      const iso = decided.rights.find((right) => right.id === id)?.deadline?.iso;
      const days = iso ? Math.round((Date.parse(iso) - Date.parse(today)) / 86_400_000) : undefined;
      return days !== undefined && days >= 0 ? days : undefined;
    },
  };
}
