import type { CaseAmount } from './case.js';

/**
 * What the other side said in a follow-up, read for what it is rather than as an offer: a new daily
 * charge they threaten ("me cobran 25 dólares al día de almacenaje", "storage fee 40/day from
 * tomorrow") is never money taken off the bill. Read on folded text (lower case, no accents).
 */

const MONEY = String.raw`\$?\d[\d.,]*\s*(?:dollars?|dolares|bucks|usd)?`;
const PER_DAY = String.raw`(?:(?:\/|a|an|per|each|every|al|por|cada|el)\s*(?:day|dia)\b|daily|diari[oa]s?)`;
const CHARGE_WORD = String.raw`(?:charg\p{L}*|bill\p{L}*|add\p{L}*|fees?|storage|parking|late|penalt\p{L}*|cobr\p{L}*|cargos?|recargos?|multas?|almacen\p{L}*|estacionamiento|corral\p{L}*|bodega)`;

/** A sum a day named with a charge, before or after it: a rate they will bill, never a sum offered. */
const DAILY_CHARGE = new RegExp(
  String.raw`\b${CHARGE_WORD}\b[^.!?]{0,40}?${MONEY}\s*${PER_DAY}|${MONEY}\s*${PER_DAY}[^.!?]{0,30}?\b${CHARGE_WORD}`,
  'u',
);

/** The latest message threatens (or names) a charge that runs by the day. */
export function dailyChargeSaid(folded: string): boolean {
  return DAILY_CHARGE.test(folded);
}

/**
 * "si no pago hoy me cobran 25 dólares al día de almacenaje": the figure a day is a new charge
 * threatened, so it leaves the sums of their answer (never "take the 25 off"); other sums stay.
 */
export function withoutDailyCharges(amounts: readonly CaseAmount[], folded: string): CaseAmount[] {
  if (!dailyChargeSaid(folded)) return [...amounts];
  return amounts.filter((amount) => amount.per !== 'day');
}
