import type { CaseAmount } from '../../../domain/chat/case.js';
import type { CopyContext } from './types.js';

/** One charge in a list of charges after a cancellation: the sum as written, its day, its name. */
export interface ListedCharge {
  readonly text: string;
  readonly value: number;
  readonly day?: string | undefined;
  readonly iso?: string | undefined;
  readonly label?: string | undefined;
}

/**
 * "39.99 sep 15, oct 15, nov 15 plus a 49 'annual maintenance fee' nov 1": every charge, in order,
 * with its day when the days pair up (one day per repeated charge, one more for the charge beside).
 */
export function chargeList(ctx: CopyContext): ListedCharge[] | undefined {
  const unitCount = ctx.computed.unitCount ?? ctx.computed.count;
  const unit = ctx.case.amounts.find(
    (amount) =>
      amount.count !== undefined && amount.count > 1 && ['billed', 'fee', 'unit'].includes(amount.role),
  );
  if (!unit || unitCount === undefined || unit.count !== (ctx.computed.unitCount ?? unit.count))
    return undefined;
  const beside = (ctx.computed.beside ?? [])
    .map((text) => ctx.case.amounts.find((amount) => amount.text === text))
    .filter((amount): amount is CaseAmount => amount !== undefined);
  const dated = ctx.case.dates.filter(
    (date) => (date.role === 'charge' || date.role === 'service') && date.iso !== undefined,
  );
  const charged = dated.filter((date) => date.role === 'charge');
  // The repeated charge's days are the charge days; when the reading called every day a service
  // day, they are all of them, as many as the charges.
  const days = (charged.length === unit.count ? charged : dated.length === unit.count ? dated : charged).sort(
    (x, y) => x.iso!.localeCompare(y.iso!),
  );
  const otherDays = dated.filter((date) => !days.includes(date));
  /** A day the reader tied to the charge itself, as the person wrote it. */
  const written = (iso: string) => ctx.case.dates.find((date) => date.iso === iso);
  const ownDays =
    unit.days?.length === unit.count
      ? (unit.days ?? []).map(written).filter((date) => date !== undefined)
      : [];
  const unitDays = ownDays.length === unit.count ? ownDays : days.length === unit.count ? days : [];
  const charges: ListedCharge[] = Array.from({ length: unit.count! }, (_, i) => ({
    text: unit.text,
    value: unit.value,
    ...(unitDays[i] ? { day: unitDays[i].text, iso: unitDays[i].iso } : {}),
  }));
  for (const amount of beside) {
    const own = amount.days?.length === 1 ? written(amount.days[0]!) : undefined;
    const day = own ?? (beside.length === 1 && otherDays.length === 1 ? otherDays[0] : undefined);
    charges.push({
      text: amount.text,
      value: amount.value,
      ...(beside.length === 1 && ctx.case.feeName ? { label: ctx.case.feeName } : {}),
      ...(day ? { day: day.text, iso: day.iso } : {}),
    });
  }
  return charges.sort((x, y) => (x.iso ?? '9999').localeCompare(y.iso ?? '9999'));
}

/**
 * What comes back when the other side refunds part of the charges, and what is left: "the nov 15
 * one" (by its day), "the last 2 months" (the latest two), or a sum of one or more of the same
 * charge whose days aren't said (then the others of that sum lose their days: which ones is unknown).
 */
export function splitRefund(
  listed: readonly ListedCharge[],
  offered: number,
  said: { readonly refundedDay?: string; readonly refundedEnd?: 'last' | 'first' } | undefined,
): { back: ListedCharge[]; left: ListedCharge[]; dayKnown: boolean } | undefined {
  const same = (charge: ListedCharge, value: number) => Math.abs(charge.value - value) < 0.005;
  const byDay = said?.refundedDay ? listed.findIndex((charge) => charge.iso === said.refundedDay) : -1;
  if (byDay >= 0)
    return { back: [listed[byDay]!], left: listed.filter((_, i) => i !== byDay), dayKnown: true };
  // How many of one repeated sum make the offer ("2 months" of 45 = 90).
  const unit = listed.find((charge) => {
    const k = offered / charge.value;
    return Math.abs(k - Math.round(k)) < 0.001 && Math.round(k) >= 1;
  });
  if (!unit) return undefined;
  const k = Math.round(offered / unit.value);
  const ofUnit = listed
    .map((charge, index) => ({ charge, index }))
    .filter(({ charge }) => same(charge, unit.value) && charge.label === undefined);
  if (k > ofUnit.length) return undefined;
  const dated = ofUnit.every(({ charge }) => charge.iso !== undefined);
  const ordered = [...ofUnit].sort((x, y) => (x.charge.iso ?? '').localeCompare(y.charge.iso ?? ''));
  const picked = said?.refundedEnd === 'first' ? ordered.slice(0, k) : ordered.slice(-k);
  const taken = new Set(picked.map(({ index }) => index));
  const dayKnown = dated && said?.refundedEnd !== undefined;
  const left = listed
    .filter((_, i) => !taken.has(i))
    .map((charge) =>
      !dayKnown && same(charge, unit.value) && charge.label === undefined
        ? { ...charge, day: undefined }
        : charge,
    );
  const back = picked.map(({ charge }) => (dayKnown ? charge : { ...charge, day: undefined }));
  return { back, left, dayKnown };
}

/** "39.99 (sep 15), 2 charges of 39.99": the charges, each with its day, the same undated sum counted once. */
export function chargesInWords(
  charges: readonly ListedCharge[],
  item: (charge: ListedCharge) => string,
  many: (n: number, text: string) => string,
): string[] {
  const words: string[] = [];
  for (const [i, charge] of charges.entries()) {
    const same = (other: ListedCharge) =>
      other.day === undefined && other.label === undefined && Math.abs(other.value - charge.value) < 0.005;
    if (!same(charge)) words.push(item(charge));
    else if (charges.findIndex(same) === i) {
      const n = charges.filter(same).length;
      words.push(n > 1 ? many(n, charge.text) : item(charge));
    }
  }
  return words;
}
