import type { ChatMessage } from '@lane/shared';
import { formatMoneyLike, moneySample } from '../chat/amounts.js';
import { amountOf, type Case, type SubCase } from '../chat/case.js';
import { OVER_ESTIMATE_SUB_CASES, SURPRISE_BILL_SUB_CASES, owedFigure, type AskKind } from './owed.js';
import type { AnswerReading, ReadingRight } from '../chat/reading.js';

/**
 * What a practice call is about, from the reading the answer was given on (chat/reading.ts: the
 * typed case and the rights the rights engine found in it) and the person's own words: who picks
 * up, what the person is owed or should ask for, and the rights that apply. The rep and the
 * scorecard use only this.
 */

/** The rep's family: each plays its own company and its own version of every tactic. */
export const PRACTICE_FAMILIES = [
  'card_bank',
  'fees',
  'medical',
  'debt',
  'rent',
  'service',
  'salary',
  'car',
  'vendor',
] as const;
export type PracticeFamily = (typeof PRACTICE_FAMILIES)[number];

export type { AskKind } from './owed.js';

export interface PracticeFigure {
  readonly value: number;
  /** As the answer would write it, in the person's own way of writing money ("$89.99"). */
  readonly text: string;
}

export interface PracticeCase {
  readonly family: PracticeFamily;
  readonly subCase: SubCase | undefined;
  /** The company as the person named it; undefined when they didn't. */
  readonly company: string | undefined;
  /**
   * Who answers the phone: the card issuer for a charge disputed on the card (the merchant is
   * only named), otherwise the company itself.
   */
  readonly answeredBy: 'issuer' | 'company';
  readonly kind: AskKind;
  /** The figure to ask for; undefined when the conversation gives none. */
  readonly figure: PracticeFigure | undefined;
  /**
   * The other side's own figure, when the story gives it: the new price of a rise (`keep_price`),
   * or the pay offered (`pay`). The rep's offers fall between it and the figure.
   */
  readonly counter: number | undefined;
  /** How the person writes money, so the rep's sums match it. */
  readonly moneySample: string | undefined;
  /** The rights the engine found; empty when none applies (the scorecard then skips that move). */
  readonly rights: readonly ReadingRight[];
  /** A right says the disputed money is not owed: no split of it is a fair outcome. */
  readonly moneyNotOwed: boolean;
  /**
   * When the figure adds a side fee to one main charge (a $487.19 charge and the $39 late fee it
   * caused): the main charge, which an ask may name alone, and the side parts a tip names beside it.
   */
  readonly main?: PracticeFigure | undefined;
  readonly sides?: readonly PracticeFigure[] | undefined;
  /** The bill was already paid (a sum told as paid, or paid under protest): money to get back, never a payment plan. */
  readonly paid?: boolean | undefined;
  /** The money left by a transfer (Zelle, Venmo, a bank transfer), not by a card and PIN. */
  readonly transfer?: boolean | undefined;
  /** Pay already earned and not paid (a last paycheck, wages, unused vacation at leaving): no pay band, no raise talk. */
  readonly wagesOwed?: boolean | undefined;
  /**
   * The part of a surprise bill the person does owe (the in-network share their plan's Explanation
   * of Benefits gives), when the figure is the rest of the bill: offering to pay it is the exact ask.
   */
  readonly share?: PracticeFigure | undefined;
  /** The whole bill, when the figure is the part of it disputed (over an estimate, above a share). */
  readonly bill?: PracticeFigure | undefined;
  /** Deductions the person accepts as fair (owed.ts): agreeing to one on the call gives nothing up. */
  readonly conceded?: readonly number[] | undefined;
}

const FAMILY_OF_AREA: Record<NonNullable<Case['area']>, PracticeFamily> = {
  credit_card_fees: 'card_bank',
  hidden_fees: 'fees',
  medical_bills: 'medical',
  debt_collection: 'debt',
  rent_landlord: 'rent',
  service_disputes: 'service',
  salary: 'salary',
  car_repairs_dealers: 'car',
  vendors: 'vendor',
};

/** Charges disputed with the card issuer or the bank, not with the merchant. */
const ISSUER_SUB_CASES: ReadonlySet<string> = new Set([
  'card_unauthorized',
  'card_billing_error',
  'debit_unauthorized',
]);

const PRICE_RISE_SUB_CASES: ReadonlySet<string> = new Set([
  'rent_renewal_increase',
  'rent_midlease_increase',
  'service_price_rise',
  'vendor_price_rise',
]);

/** What the ask is when the story gives no figure: by the sub-case, as with one. */
function kindWithoutFigure(kase: Case): AskKind {
  if (PRICE_RISE_SUB_CASES.has(kase.subCase ?? '')) return 'keep_price';
  if (kase.area === 'salary' || kase.subCase === 'vendor_client_late') return 'pay';
  if (kase.area === 'debt_collection') return 'validate';
  return 'refund';
}

/**
 * The other side's figure, only on its own side of the ask: a new price above the old one, pay
 * offered below the pay asked. A sum on the wrong side is not a counter (an offer of $1,365.50
 * against $640 asked would have the rep "offer" between them, less than it already said).
 */
function counterOf(kase: Case, kind: AskKind | undefined, owed: number | undefined): number | undefined {
  const counter =
    kind === 'keep_price'
      ? amountOf(kase, 'proposed')?.value
      : kind === 'pay'
        ? amountOf(kase, 'offered')?.value
        : undefined;
  if (counter === undefined || owed === undefined) return counter;
  if (kind === 'keep_price') return counter > owed ? counter : undefined;
  return counter < owed ? counter : undefined;
}

/** Pay earned and not paid, as people tell it: a last or final paycheck, wages owed, vacation not paid out. */
const WAGES_OWED =
  /\b(?:last|final) (?:pay ?check|check|pay|wages?)\b|\bnever paid (?:me|my)\b|\b(?:didn'?t|did not|haven'?t|have not|never) (?:been )?pa(?:y|id) (?:me )?(?:my|for my) (?:last|final|wages?|hours|check)|\bunpaid wages\b|\bwages? (?:owed|not paid|unpaid)\b|ultimo (?:cheque|pago|sueldo)|pago final|(?:no|nunca) me (?:han )?pagad[oa]|salarios? (?:adeudados?|sin pagar|no pagados?)/iu;

const TRANSFER_CARD_TYPES: ReadonlySet<string> = new Set(['p2p', 'bank_transfer']);

/** The call for an answer given on `reading`, in a conversation of `messages`. */
export function practiceCaseOf(reading: AnswerReading, messages: readonly ChatMessage[]): PracticeCase {
  const kase = reading.case;
  const sample = moneySample(kase.amounts);
  // The figure, as the escalation's complaint names it (owed.ts).
  const userTexts = messages.filter((message) => message.role === 'user').map((message) => message.content);
  const found = owedFigure(kase, userTexts);
  const figureOf = (value: number): PracticeFigure => ({ value, text: formatMoneyLike(value, sample) });
  // One main charge with side fees beside it: the part worth more than half of the whole (two equal
  // charges have no main one, and once part was handed back the parts no longer add up to it).
  const main =
    found && found.refunded === undefined && found.parts.length >= 2
      ? found.parts.find((part) => part.value > found.value / 2 && part.value < found.value)
      : undefined;
  const billed = amountOf(kase, 'billed');
  const owedShare = amountOf(kase, 'owed');
  const share =
    SURPRISE_BILL_SUB_CASES.has(kase.subCase ?? '') &&
    found &&
    billed &&
    owedShare &&
    Math.abs(billed.value - owedShare.value - found.value) < 0.005
      ? owedShare
      : undefined;
  const partOfBill =
    found?.kind === 'refund' &&
    (SURPRISE_BILL_SUB_CASES.has(kase.subCase ?? '') || OVER_ESTIMATE_SUB_CASES.has(kase.subCase ?? '')) &&
    billed &&
    billed.value > found.value
      ? billed
      : undefined;
  const folded = userTexts.join('\n').normalize('NFD').replace(/\p{M}/gu, '');
  const wagesOwed =
    kase.area === 'salary' &&
    kase.flags.unpaidOvertime !== true &&
    kase.overtime === undefined &&
    (kase.flags.unpaidWages === true || WAGES_OWED.test(folded));
  return {
    family: kase.area ? FAMILY_OF_AREA[kase.area] : 'service',
    subCase: kase.subCase,
    company: kase.party,
    answeredBy: ISSUER_SUB_CASES.has(kase.subCase ?? '') ? 'issuer' : 'company',
    kind: found?.kind ?? kindWithoutFigure(kase),
    figure: found ? { value: found.value, text: formatMoneyLike(found.value, sample) } : undefined,
    counter: counterOf(kase, found?.kind, found?.value),
    moneySample: sample,
    rights: reading.rights,
    moneyNotOwed: reading.moneyNotOwed,
    ...(main && found
      ? {
          main: figureOf(main.value),
          sides: found.parts.filter((part) => part !== main).map((part) => figureOf(part.value)),
        }
      : {}),
    paid: kase.amounts.some((amount) => amount.role === 'paid') || kase.flags.paidUnderProtest === true,
    transfer: TRANSFER_CARD_TYPES.has(kase.cardType ?? ''),
    ...(share ? { share: figureOf(share.value) } : {}),
    ...(partOfBill ? { bill: figureOf(partOfBill.value) } : {}),
    ...(found?.conceded ? { conceded: found.conceded.map((part) => part.value) } : {}),
    wagesOwed,
  };
}

/** A sum the rep or a tip names, written the way the person writes money. */
export function money(practice: Pick<PracticeCase, 'moneySample'>, value: number): string {
  return formatMoneyLike(value, practice.moneySample);
}
