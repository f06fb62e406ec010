import { findAmounts, formatMoneyLike, moneySample } from '../chat/amounts.js';
import { DISPUTED_CHARGE_SUB_CASES, type Case, type CaseAmount } from '../chat/case.js';
import { overtimeOwed } from '../chat/overtime.js';
import { fold } from '../chat/text-patterns.js';
import { onlyInsideSensitive } from '../escalation/sensitive.js';

/**
 * The one figure a case is about — what the person is owed or should ask for — for both the practice
 * call (practice-case.ts) and the ready complaint (escalation.ts), read from the case's amount roles
 * (chat/case.ts) and the person's own words around each amount:
 * - a `total` the person wrote (or a figure equal to the charges listed beside it) is their sum, never
 *   one more charge: "400 on nov 20 and 400 on nov 21, 800 in all" is 800;
 * - an original balance and the balance now are one debt: "original 1,900, now 2,340" is 2,340;
 * - among several figures the main claim wins: a 1,200 transfer lost, not the 35 fee beside it;
 * - a part the person says was already handed back comes off ("they refunded one, so it's 68 left");
 * - a deposit: the part kept, or the whole deposit while none of it has been returned.
 */

/**
 * What the figure is: money to get back or taken off (`refund`), a price to keep (`keep_price`),
 * pay to ask for (`pay`), or a debt not to pay until the collector proves it (`validate`).
 */
export type AskKind = 'refund' | 'keep_price' | 'pay' | 'validate';

export interface OwedPart {
  readonly value: number;
  /** As the person wrote it. */
  readonly text: string;
  /** The day it was charged (YYYY-MM-DD), when the person said. */
  readonly day?: string;
}

export interface OwedFigure {
  readonly value: number;
  /** Written the way the person writes money ("$1,235", "68"). */
  readonly text: string;
  readonly kind: AskKind;
  /** The charges the figure adds up, one by one, when it is a sum of two or more. */
  readonly parts: readonly OwedPart[];
  /** Other money the person claims beside the main one (a fee it caused), not in `value`. */
  readonly also: readonly OwedPart[];
  /** What was already handed back and taken off, when the person said so. */
  readonly refunded?: OwedPart;
  /** The figure before that part came off. */
  readonly before?: number;
  /** Deductions the person accepts as fair (a cleaning charge kept from a deposit): not disputed. */
  readonly conceded?: readonly OwedPart[];
}

const PRICE_RISE_SUB_CASES: ReadonlySet<string> = new Set([
  'rent_renewal_increase',
  'rent_midlease_increase',
  'service_price_rise',
  'vendor_price_rise',
]);

/**
 * A bill the No Surprises Act limits to the in-network cost-sharing: what is owed is the person's
 * share (the Explanation of Benefits' "you owe"), so the money to take off is the rest of the bill.
 */
export const SURPRISE_BILL_SUB_CASES: ReadonlySet<string> = new Set([
  'medical_out_of_network_clinician',
  'medical_emergency_balance_bill',
]);

export const OVER_ESTIMATE_SUB_CASES: ReadonlySet<string> = new Set([
  'medical_over_estimate',
  'car_over_estimate',
  'car_unauthorized_work',
  'car_vehicle_held',
  'service_contractor_over_quote',
  'service_movers_held',
]);

/** Roles that are money the person disputes or wants back. */
const CLAIM_ROLES: ReadonlySet<CaseAmount['role']> = new Set([
  'billed',
  'fee',
  'other',
  'unit',
  'owed',
  'withheld',
  'over',
]);

/** Words just before an amount that make it an earlier figure of the same debt. */
const ORIGINAL =
  /\b(?:original(?:ly)?|originalmente|at first|al principio|started at|empez[oó] (?:en|con))\b/iu;
/** Words just before an amount that make it the price of a purchase, not a fee charged on it. */
const PURCHASE = /\b(?:purchase|bought|buying|compra|compr[eé])(?![\p{L}\p{N}])/iu;
/** Words just before an amount that make it money the person lost, not a price they paid. */
const LOST =
  /\b(?:sent|send|transferred|transfer|wired|stole|stolen|took out|taken|scam\p{L}*|mand\p{L}*|envi\p{L}*|transfer\p{L}*|robaron|estaf\p{L}*|sacaron|quitaron)\b/iu;
/** Words that tell a figure is the sum of others. */
const TOTAL_WORDS = /\b(?:total|in all|altogether|all together|that'?s|thats|en total|suman?|sum)\b/iu;
/** A refund held back as a credit or voucher: the money named beside these words is owed back. */
const REFUND_WORDS = /\b(?:refund(?:ed)?|travel credit|voucher|reembols\p{L}*|vale|cr[eé]dito de viaje)\b/iu;
/** Just before a figure: the credit or voucher given in place of a refund. */
const CREDIT_GIVEN =
  /\b(?:travel credit|voucher|credit|cr[eé]dito(?: de viaje)?|vale)\W{0,3}(?:of|for|de|por)?\s*\$?\s*$/iu;
/** Just after a figure: "a 550.20 travel credit", "un vale de viaje" (never "credit card"). */
const CREDIT_AFTER =
  /^\W{0,3}(?:travel credit|flight credit|future flight credit|voucher|credit(?! card)|cr[eé]dito de viaje|vale)\b/iu;

/** A follow-up telling that part was already handed back. */
const HANDED_BACK =
  /\b(?:refunded|credited|reversed|gave (?:me )?back|returned|paid (?:me )?back|(?:put|got|sent) (?:the |it |my |them )?(?:money |\$?\d[\d.,]* )?back|\$?\d[\d.,]* (?:came|was (?:put|sent)) back|devolvieron|me devolvi[oó]|reembolsaron|acreditaron|regresaron|recuper\p{L}+)(?![\p{L}\p{N}])/iu;
/** "68 left", "quedan 68": what is still owed, as the person counts it. */
const LEFT_AFTER = /^\s*(?:left|remaining|still (?:owed|outstanding)|pendientes?|restantes?)\b/iu;
const LEFT_BEFORE =
  /\b(?:quedan|faltan|queda|falta|left is|remaining is|still owe(?:s|d)?)\s*(?:de\s*)?\$?\s*$/iu;
/** "one of the fees", "uno de los cargos": one of the counted charges came back. */
const ONE_OF = /\b(?:one of (?:the|them|those)|uno de (?:los|ellos)|una de (?:las|ellas))\b/iu;
/** "they refunded one as a courtesy", "ya me devolvieron uno": one of the equal charges came back. */
const ONE_BACK =
  /\b(?:refunded|credited|reversed|waived|gave (?:me )?back|returned|devolvieron|me devolvi[oó]|reembolsaron|acreditaron|regresaron|perdonaron)\s+(?:me\s+)?(?:just\s+|only\s+|solo\s+|s[oó]lo\s+)?(?:one|uno|una)\b(?!\s+(?:part|parte|vez|time|half|mitad))/iu;

interface Placed {
  readonly value: number;
  readonly text: string;
  readonly start: number;
  readonly end: number;
}

/** The amounts in a text with their places, as the chat finds them. */
const placed = (text: string): Placed[] => findAmounts(text);

/** The words between the amount before this one (or 40 characters back) and this one. */
function before(text: string, all: readonly Placed[], at: Placed): string {
  const previous = all.filter((other) => other.end <= at.start).at(-1);
  return text.slice(Math.max(previous?.end ?? 0, at.start - 40), at.start);
}

/**
 * Does the person accept the deduction named just before its figure ("limpieza 140")? "Lo de la
 * limpieza sí lo acepto", "the cleaning charge is fair", "I accept the cleaning".
 */
/**
 * Where fees are disputed, the price of what was bought told as nights or months at a rate ("149/night,
 * total 447"): the price paid, never the fee claimed.
 */
function roomPrice(amount: CaseAmount, amounts: readonly CaseAmount[]): boolean {
  if (amount.role === 'fee' || amount.role === 'unit') return false;
  return amounts.some(
    (unit) =>
      unit.role === 'unit' &&
      unit.per !== undefined &&
      unit.count !== undefined &&
      unit.count > 1 &&
      Math.abs(unit.value * unit.count - amount.value) < 0.005,
  );
}

/** Words between a deduction and its acceptance, never across a "but" ("acepto, pero la alfombra…"). */
const GAP = String.raw`(?:(?![.!?]|(?<![\p{L}])(?:pero|but|not|no|sino)(?![\p{L}])).)`;

function deductionAccepted(text: string, named: string): boolean {
  const word = fold(named)
    .replace(/[^\p{L} ]/gu, ' ')
    .trim()
    .split(/\s+/u)
    .at(-1);
  if (!word || word.length < 4) return false;
  const folded = fold(text);
  const accepts = String.raw`(?:si )?(?:lo |la |los |las )?(?:acepto|aceptamos|es justo|es justa|me parece justo|esta bien)|(?:is|was|seems) (?:fair|ok|fine|reasonable)|i (?:accept|agree)|makes sense|i'?ll (?:accept|pay)`;
  return new RegExp(
    String.raw`(?<![\p{L}])${word}(?![\p{L}])${GAP}{0,25}(?:${accepts})|(?:acepto|i accept|i'?ll accept|i agree (?:to|with))${GAP}{0,20}(?<![\p{L}])${word}(?![\p{L}])`,
    'u',
  ).test(folded);
}

/** How many times the person names this charge: its count, its days, or how often its figure is written. */
function times(amount: CaseAmount, found: readonly Placed[]): number {
  if (amount.count && amount.count > 1) return amount.count;
  if (amount.days && amount.days.length > 1) return amount.days.length;
  return Math.max(1, found.filter((at) => at.text === amount.text).length);
}

/** The charges a figure equals the sum of (two or more), when it is one; undefined when not. */
function sumOf(target: CaseAmount, others: readonly { amount: CaseAmount; times: number }[]) {
  const pool = others.slice(0, 8);
  for (let mask = 1; mask < 1 << pool.length; mask += 1) {
    const chosen = pool.filter((_, index) => mask & (1 << index));
    const count = chosen.reduce((sum, item) => sum + item.times, 0);
    const value = chosen.reduce((sum, item) => sum + item.amount.value * item.times, 0);
    if (count >= 2 && Math.abs(value - target.value) < 0.005) return chosen;
  }
  return undefined;
}

/** Each charge as many times as it was made, with its day when said. */
function partsOf(
  chosen: readonly { amount: CaseAmount; times: number }[],
  days: readonly string[],
  writtenDays?: (amount: CaseAmount) => readonly string[],
): OwedPart[] {
  const parts: OwedPart[] = [];
  for (const { amount, times: n } of chosen) {
    const written = writtenDays?.(amount) ?? [];
    for (let index = 0; index < n; index += 1) {
      const day = amount.days?.[index] ?? (written.length === n ? written[index] : undefined);
      parts.push({ value: amount.value, text: amount.text, ...(day ? { day } : {}) });
    }
  }
  // The charge days the person wrote and no charge holds yet fill the undated ones, in order.
  const unused = days.filter((day) => !parts.some((part) => part.day === day));
  const undated = parts.filter((part) => part.day === undefined).length;
  if (undated === 0 || undated !== unused.length) return parts;
  let index = 0;
  return parts.map((part) => (part.day === undefined ? { ...part, day: unused[index++]! } : part));
}

const first = (amounts: readonly CaseAmount[], ...roles: CaseAmount['role'][]) => {
  for (const role of roles) {
    const found = amounts.find((amount) => amount.role === role);
    if (found) return found;
  }
  return undefined;
};

/** A per-night or per-month figure times how often; any other its value. */
const whole = (amount: CaseAmount) => amount.value * (amount.role === 'unit' ? (amount.count ?? 1) : 1);

/**
 * The figure owed or to ask for. `userTexts`: the person's messages in order (the first tells the
 * story; the rest are follow-ups). Undefined when the person gave no figure that fits.
 */
export function owedFigure(kase: Case, userTexts: readonly string[]): OwedFigure | undefined {
  const text = userTexts.join('\n');
  const found = placed(text);
  const sample = moneySample(kase.amounts);
  const money = (value: number) => formatMoneyLike(Math.round(value * 100) / 100, sample);
  const sub = kase.subCase ?? '';
  // A "figure" read out of a card or account number is no figure.
  const amounts = kase.amounts.filter((amount) => !onlyInsideSensitive(text, amount.text));
  const placeOf = (amount: { text: string }) => found.find((at) => at.text === amount.text);
  const wordsBefore = (amount: { text: string }) => {
    const at = placeOf(amount);
    return at ? before(text, found, at) : '';
  };
  const result = (
    value: number,
    kind: AskKind,
    parts: readonly OwedPart[] = [],
    also: readonly OwedPart[] = [],
  ): OwedFigure =>
    afterRefund(
      { value, text: money(value), kind, parts: parts.length > 0 ? parts : toldAfter(value), also },
      userTexts.slice(1),
      money,
      userTexts[0],
    );
  // "650 … two transfers, one of 400 and one of 250": figures the person wrote just after a sum that
  // add up to it are its parts, even where the reading kept only the sum.
  const toldAfter = (value: number): OwedPart[] => {
    const at = found.find((place) => Math.abs(place.value - value) < 0.005);
    if (!at) return [];
    const after = found
      .filter(
        (place) =>
          place.start > at.end &&
          place.start - at.end < 150 &&
          place.value < value &&
          !onlyInsideSensitive(text, place.text) &&
          !/[\n.!?]/u.test(text.slice(at.end, place.start).replace(/\d\.\d/gu, '')),
      )
      .slice(0, 4);
    for (let size = 2; size <= after.length; size += 1) {
      const chosen = after.slice(0, size);
      const sum = chosen.reduce((total, place) => total + place.value, 0);
      if (Math.abs(sum - value) < 0.005)
        return chosen.map((place) => ({ value: place.value, text: place.text }));
    }
    return [];
  };

  if (PRICE_RISE_SUB_CASES.has(sub)) {
    const current = first(amounts, 'current');
    return current ? result(current.value, 'keep_price') : undefined;
  }
  if (kase.area === 'salary') {
    const hourly = amounts.find((amount) => amount.per === 'hour');
    const owed = kase.overtime && hourly ? overtimeOwed(hourly.value, kase.overtime) : undefined;
    if (owed?.total !== undefined) return result(owed.total, 'pay');
    if (sub !== 'salary_unpaid_wages') {
      const wanted = first(amounts, 'asked', 'market');
      return wanted ? result(wanted.value, 'pay') : undefined;
    }
    // Pay earned and not paid (a last paycheck and the vacation pay beside it): each sum added up,
    // unless one is their total. A sum the employer offers counts only when nothing else is owed.
    const owedRoles: CaseAmount['role'][] = ['owed', 'billed', 'other', 'asked', 'total'];
    const told = amounts.filter((amount) => amount.per === undefined && owedRoles.includes(amount.role));
    // No sum told, but the hours and the rate ("mis últimos 3 días (24 horas a 21 la hora) y mis 16
    // horas de PTO … me descontaron 85 del uniforme"): the hours worked and the paid time off at the
    // rate, and what was deducted, added up (504 + 336 + 85).
    const rate = amounts.find((amount) => amount.per === 'hour');
    if (told.length === 0 && rate) {
      const worked = rate.count !== undefined ? rate.value * rate.count : 0;
      const leave = kase.leavePayout?.hours !== undefined ? rate.value * kase.leavePayout.hours : 0;
      const deducted = amounts.filter((amount) => amount.role === 'withheld' && amount.per === undefined);
      const parts = [worked, leave, ...deducted.map((amount) => amount.value)]
        .filter((value) => value > 0)
        .map((value) => ({ value: cents(value), text: money(value) }));
      if (worked + leave > 0)
        return result(
          cents(parts.reduce((sum, part) => sum + part.value, 0)),
          'pay',
          parts.length > 1 ? parts : [],
        );
    }
    const pay = told.length > 0 ? told : amounts.filter((amount) => amount.role === 'offered' && !amount.per);
    const withOffered =
      told.length > 0 && told.every((amount) => amount.role === 'asked')
        ? [...told, ...amounts.filter((amount) => amount.role === 'offered' && !amount.per)]
        : pay;
    if (withOffered.length > 0) {
      // In the order the person told them.
      const ordered = [...withOffered].sort((a, b) => (placeOf(a)?.start ?? 0) - (placeOf(b)?.start ?? 0));
      const counted = ordered.map((amount) => ({ amount, times: 1 }));
      for (const candidate of [...withOffered].sort((a, b) => b.value - a.value)) {
        const summed = sumOf(
          candidate,
          counted.filter((item) => item.amount !== candidate),
        );
        if (summed) return result(candidate.value, 'pay', partsOf(summed, []));
      }
      const value = ordered.reduce((sum, amount) => sum + amount.value, 0);
      return result(value, 'pay', ordered.length > 1 ? partsOf(counted, []) : []);
    }
  }
  if (sub === 'rent_deposit_withheld') {
    const deposit = first(amounts, 'deposit');
    const returned = first(amounts, 'returned');
    const withheld = first(amounts, 'withheld');
    // A deduction the person accepts ("limpieza 140 … Lo de la limpieza sí lo acepto") stays with the landlord.
    const conceded = amounts.filter(
      (amount) => amount.role === 'withheld' && deductionAccepted(text, wordsBefore(amount)),
    );
    const accepted = conceded.reduce((sum, amount) => sum + amount.value, 0);
    if (deposit && returned && deposit.value > returned.value + accepted) {
      const figure = result(cents(deposit.value - returned.value - accepted), 'refund');
      return conceded.length > 0
        ? { ...figure, conceded: conceded.map((amount) => ({ value: amount.value, text: amount.text })) }
        : figure;
    }
    // None of it back yet ("hasn't returned the deposit", "no me ha devuelto el depósito"): the
    // whole deposit is the money to get back; the part they say they'll keep is what is disputed.
    if (deposit && !returned && NOTHING_BACK.test(text)) return result(deposit.value, 'refund');
    if (withheld) return result(withheld.value, 'refund');
  }
  // "a bill for 2340 … my EOB says i owe 150": the 2,190 above the share comes off; the share is paid.
  if (SURPRISE_BILL_SUB_CASES.has(sub)) {
    const billed = first(amounts, 'billed');
    const share = first(amounts, 'owed');
    if (billed && share && billed.value > share.value) return result(billed.value - share.value, 'refund');
  }
  if (OVER_ESTIMATE_SUB_CASES.has(sub)) {
    const over = first(amounts, 'over');
    if (over) return result(over.value, 'refund');
    const billed = first(amounts, 'billed');
    const estimate = first(amounts, 'estimated', 'quoted');
    const approved = amounts
      .filter((amount) => amount.approved === true)
      .reduce((sum, amount) => sum + amount.value, 0);
    if (billed && estimate && billed.value > estimate.value + approved)
      return result(billed.value - estimate.value - approved, 'refund');
  }

  // The money claimed: a refund kept as a credit the reading did not count, then the claim roles,
  // without an earlier figure of the same debt or the price of a purchase a fee was charged on.
  const feeCase = amounts.some((amount) => amount.role === 'fee');
  const refundHeld = found.filter(
    (at) =>
      !amounts.some((amount) => amount.text === at.text) &&
      !onlyInsideSensitive(text, at.text) &&
      REFUND_WORDS.test(text.slice(at.end, at.end + 25) + ' ' + before(text, found, at)),
  );
  // A figure the reading holds that the person names as the credit or voucher given instead of the
  // refund ("a 'travel credit' of 452.80"): that figure is the refund owed.
  const creditGiven = amounts.filter((amount) => {
    const at = placeOf(amount);
    return (
      at !== undefined &&
      amount.role === 'other' &&
      (CREDIT_GIVEN.test(text.slice(Math.max(0, at.start - 30), at.start)) ||
        CREDIT_AFTER.test(text.slice(at.end, at.end + 30)))
    );
  });
  const heldBack = [
    ...refundHeld.map((at): CaseAmount => ({ text: at.text, value: at.value, role: 'other' })),
    ...creditGiven,
  ];
  const claims: CaseAmount[] = [
    ...heldBack,
    ...amounts.filter(
      (amount) =>
        (CLAIM_ROLES.has(amount.role) || amount.role === 'total') &&
        !ORIGINAL.test(wordsBefore(amount)) &&
        !(feeCase && amount.role !== 'fee' && PURCHASE.test(wordsBefore(amount))) &&
        !(feeCase && roomPrice(amount, amounts)),
    ),
  ];
  if (claims.length === 0) return undefined;
  const kind: AskKind =
    kase.area === 'debt_collection' ? 'validate' : sub === 'vendor_client_late' ? 'pay' : 'refund';

  // A debt is one figure, the balance now: the largest the collector names.
  if (kase.area === 'debt_collection') {
    const balance = claims.reduce((big, amount) => (amount.value > big.value ? amount : big));
    return result(balance.value, kind);
  }

  const counted = claims.map((amount) => ({ amount, times: times(amount, found) }));
  // "400 on nov 20 and 400 on nov 21": the day written right after each time the figure is.
  const writtenDays = (amount: CaseAmount) =>
    found
      .filter((at) => at.text === amount.text)
      .map((at) => {
        const next = text.slice(at.end, at.end + 16);
        return kase.dates.find((date) => date.iso && next.includes(date.text))?.iso;
      })
      .filter((iso): iso is string => iso !== undefined);
  const chargeDays = kase.dates
    .filter((date) => date.role === 'charge' && date.iso !== undefined)
    .map((date) => date.iso!)
    .sort();
  // A figure equal to charges listed beside it is their total.
  const stated = claims.find((amount) => amount.role === 'total');
  // One purchase charged twice: one copy comes back.
  const twice = sub === 'card_billing_error' ? claims.find((amount) => amount.count === 2) : undefined;
  if (twice) return result(twice.value, kind);
  for (const candidate of stated ? [stated] : [...claims].sort((a, b) => b.value - a.value)) {
    const rest = counted.filter((item) => item.amount !== candidate && item.amount.role !== 'total');
    // Told as a total: before the charges it adds up, or beside a word that says so ("800 … 400 on nov
    // 20 and 400 on nov 21", "thats 102", "75 en total"); a figure last in a list is one more item.
    const summed = sumOf(candidate, rest);
    const at = placeOf(candidate);
    const toldAsTotal =
      at !== undefined &&
      (TOTAL_WORDS.test(text.slice(Math.max(0, at.start - 20), at.end + 20)) ||
        (summed ?? []).every((item) => {
          const part = placeOf(item.amount);
          return part !== undefined && part.start > at.end;
        }));
    const chosen = summed && toldAsTotal ? summed : undefined;
    if (chosen || candidate === stated) {
      const parts = chosen ? partsOf(chosen, chargeDays, writtenDays) : [];
      const also = sideClaims(
        claims.filter((amount) => amount !== candidate && !chosen?.some((item) => item.amount === amount)),
      );
      return result(candidate.value, kind, parts, also);
    }
  }
  // Charges disputed one by one (after a cancellation, never authorized): added up.
  if (DISPUTED_CHARGE_SUB_CASES.has(sub) || sub === 'service_membership_cancel') {
    const charges = counted.filter((item) => ['fee', 'billed', 'other', 'unit'].includes(item.amount.role));
    // Each as often as its count or its days say (a figure written twice may be one charge told twice).
    // One figure and several charge days ("24.99 … they charged sep 1, oct 1 and nov 1"): once a day.
    const once = charges.length === 1 && !charges[0]!.amount.count && !charges[0]!.amount.days?.length;
    // A figure written once a month or day ("29.99 in september and 29.99 in october"): once each.
    const each = charges.map((item) => {
      const written = new Set(writtenDays(item.amount)).size;
      return {
        amount: item.amount,
        times:
          once && chargeDays.length > 1
            ? chargeDays.length
            : (item.amount.count ?? Math.max(1, item.amount.days?.length ?? (written > 1 ? written : 1))),
      };
    });
    // A fee charged after the cancellation beside the monthly charges ("plus a 59 'annual
    // maintenance fee' on oct 15"), which the reading may hold as nothing: one more charge. Never
    // the bank's own fee the charge caused ("a 35 overdraft fee"), which is the bank's matter.
    if (sub.endsWith('_after_cancel'))
      for (const at of found)
        if (
          !amounts.some((amount) => amount.value === at.value) &&
          FEE_BESIDE.test(text.slice(Math.max(0, at.start - 14), at.start)) &&
          FEE_AFTER.test(text.slice(at.end, at.end + 35))
        )
          each.push({ amount: { text: at.text, value: at.value, role: 'fee' }, times: 1 });
    const value = cents(each.reduce((sum, item) => sum + item.amount.value * item.times, 0));
    const parts = partsOf(each, chargeDays, writtenDays);
    if (value > 0) return result(value, kind, parts.length > 1 ? parts : []);
  }
  // Otherwise the main claim wins: the largest; the fees beside it are told, not added. Where fees
  // are disputed, a figure beside them is the price paid (a ticket, a room), not a claim, unless the
  // person says it is money they lost (sent, transferred, taken).
  const main = claims
    .filter(
      (amount) =>
        !feeCase || amount.role === 'fee' || heldBack.includes(amount) || LOST.test(wordsBefore(amount)),
    )
    .reduce((big, amount) => (whole(amount) > whole(big) ? amount : big));
  // A credit given instead of the refund that equals what the person paid, figure by figure (a
  // 412.80 fare and a 40 bag fee, "a travel credit of 452.80"): those are its parts, not more fees.
  if (heldBack.includes(main)) {
    const paid = amounts
      .filter((amount) => amount !== main && amount.value < main.value)
      .map((amount) => ({ amount, times: 1 }));
    const summed = sumOf(main, paid);
    if (summed) return result(main.value, kind, partsOf(summed, []));
  }
  const repeated = main.role !== 'unit' && (main.count ?? 0) > 1;
  // A hidden fee disputed beside another charge for something never used ("25 for parking I didn't
  // use"): that charge is asked back too.
  const unused = sub.startsWith('fees_')
    ? amounts.filter((amount) => {
        const at = placeOf(amount);
        return (
          amount !== main &&
          (amount.role === 'billed' || amount.role === 'other') &&
          at !== undefined &&
          NOT_USED.test(text.slice(at.end, at.end + 45))
        );
      })
    : [];
  return result(
    repeated ? main.value * main.count! : whole(main),
    kind,
    repeated ? partsOf([{ amount: main, times: main.count! }], chargeDays, writtenDays) : [],
    [
      ...sideClaims(claims.filter((amount) => amount !== main)),
      ...unused.map((amount) => ({ value: amount.value, text: amount.text })),
    ],
  );
}

/** Just before a fee told beside the charges: "plus a 59 …", "and a 25 …", "más un cargo de 59". */
const FEE_BESIDE =
  /\b(?:plus|also|and)(?: an?| the)?\s*\$?\s*$|\b(?:m[aá]s|y)(?: una? (?:cargo|cuota) de| una?)?\s*\$?\s*$/iu;
/** Just after it: the word fee, never the bank's overdraft. */
const FEE_AFTER = /^(?!\W{0,3}(?:overdraft|nsf|sobregiro)\b)[^.;\n]{0,30}\b(?:fee|charge|cargo|cuota)\b/iu;

/** After a charge: the thing was never used ("for parking I didn't even use", "que no usé"). */
const NOT_USED =
  /\b(?:did(?:n'?t| not)(?: even)? (?:use|have|need|get|park)|never (?:used|had|parked|got)|no (?:us[eé]|tuve|ten[ií]a|necesit[eé])|nunca us[eé])(?![\p{L}\p{N}])/iu;

/** Fees beside the main claim (a fee the loss caused, a bag fee): told beside it. */
function sideClaims(amounts: readonly CaseAmount[]): OwedPart[] {
  return amounts
    .filter((amount) => amount.role === 'fee')
    .map((amount) => ({ value: amount.value, text: amount.text }));
}

/** A sum in whole cents: 400.45 − 90.10 is 310.35, never 310.34999999999997. */
const cents = (value: number): number => Math.round(value * 100) / 100;

/** Where a sum is written in a message, every time ("620 y 180 … recuperó los 180"), by its text. */
function mentionsOf(message: string, text: string): number[] {
  const digits = text.replace(/[^\d.,]/gu, '');
  if (!digits) return [];
  const escaped = digits.replace(/[.]/gu, '\\.');
  return [...message.matchAll(new RegExp(`(?<![\\d.,])\\$?${escaped}(?![\\d]|[.,]\\d)`, 'gu'))].map(
    (match) => match.index,
  );
}

/** None of a deposit handed back yet. */
const NOTHING_BACK =
  /\b(?:(?:has(?:n['’]t| not)|never|did(?:n['’]t| not)) (?:returned|given back|sent back|paid back)|no me (?:ha|han) devuelto|no me devolvi[oó]|nunca me devolvi[oó]|no me regres[oó]|no me ha regresado)\b/iu;

/**
 * Takes off a part the person says, in a follow-up, was already handed back; in the first message
 * only what they count as left ("they already refunded one, so its 68 left"), since the charges it
 * lists may already leave the refunded part out.
 */
function afterRefund(
  figure: OwedFigure,
  followUps: readonly string[],
  money: (value: number) => string,
  firstMessage = '',
): OwedFigure {
  // The figure with a part handed back taken off, the part and the figure before kept to say so.
  const without = (back: number, backText: string): OwedFigure => {
    const value = cents(figure.value - back);
    return {
      ...figure,
      value,
      text: money(value),
      refunded: { value: back, text: backText },
      before: figure.value,
    };
  };
  for (const message of [...followUps].reverse().concat(firstMessage)) {
    if (!HANDED_BACK.test(message)) continue;
    const onlyLeft = message === firstMessage && !followUps.includes(message);
    const inMessage = placed(message);
    // What is left, as the person counts it.
    const left = inMessage.find(
      (at) => LEFT_AFTER.test(message.slice(at.end)) || LEFT_BEFORE.test(message.slice(0, at.start)),
    );
    if (left && left.value < figure.value) {
      const back = cents(figure.value - left.value);
      return without(back, money(back));
    }
    if (onlyLeft) {
      // In the first message, one of the charges it lists named as handed back ("450 and 300 … the
      // bank got the 300 back"): that one comes off; any other sum there may be the story's own count.
      const listed = figure.parts.find(
        (part) =>
          figure.parts.length > 1 &&
          !figure.parts.every((other) => other.value === part.value) &&
          mentionsOf(message, part.text).some((at) =>
            HANDED_BACK.test(message.slice(Math.max(0, at - 30), at + part.text.length + 30)),
          ),
      );
      if (listed) return without(listed.value, listed.text);
      continue;
    }
    // "one of the fees": one of the equal charges came back.
    const unit = figure.parts[0]?.value;
    if (
      (ONE_OF.test(message) || ONE_BACK.test(message)) &&
      unit !== undefined &&
      figure.parts.length > 1 &&
      figure.parts.every((part) => part.value === unit)
    ) {
      return without(unit, money(unit));
    }
    const back = inMessage.find((at) => at.value < figure.value);
    if (back) return without(back.value, back.text);
  }
  return figure;
}
