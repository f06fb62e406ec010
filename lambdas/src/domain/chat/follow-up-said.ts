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

/**
 * Credits promised by the month (a trade-in, a promotion: "800 dollars … as credits of 33.33 every
 * month for 24 months") and bills gone by without one ("5 bills now … NOT ONE credit"): what is owed
 * so far is the missed months times the credit (5 × 33.33 = 166.65), the promise the whole sum.
 */
export interface PromisedCredits {
  /** The credit a month, as written. */
  readonly monthly: { readonly text: string; readonly value: number };
  /** The plan's months, when given. */
  readonly months?: number;
  /** The whole sum promised, as written or worked out (monthly × months). */
  readonly total?: { readonly text: string; readonly value: number };
  /** Bills (months) gone by without the credit. */
  readonly missed: number;
  /** missed × monthly, rounded to the cent. */
  readonly missedValue: number;
}

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  un: 1,
  una: 1,
  uno: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  once: 11,
  doce: 12,
};
const COUNT = String.raw`(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|una?|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce)`;
const countOf = (word: string) => (/^\d+$/u.test(word) ? Number(word) : NUMBER_WORDS[word]);

const MONTHLY_CREDIT = new RegExp(
  String.raw`(?:credits?|creditos?|bill credits?)\s+(?:promocional(?:es)?\s+)?(?:of\s+|de\s+)?\$?(\d{1,4}(?:\.\d{2})?)\s*(?:dollars|dolares)?\s*(?:(?:every|each|a|per|/)\s*(?:month|mo)\b|(?:al|por|cada)\s+mes|mensual\p{L}*|monthly)` +
    String.raw`|\$?(\d{1,4}(?:\.\d{2})?)\s*(?:dollars|dolares)?\s*(?:(?:every|each|a|per|/)\s*(?:month|mo)\b|(?:al|por|cada)\s+mes|mensual\p{L}*|monthly)\s*(?:in\s+|as\s+|en\s+|de\s+)?(?:a\s+)?(?:bill\s+|promo(?:tional)?\s+|promocional\s+)?(?:credits?|creditos?)`,
  'u',
);
const PLAN_MONTHS =
  /(?:for|over|por|durante)\s+(\d{1,2})\s*(?:months|meses)\b|(\d{1,2})[\s-](?:months?|meses)\b/u;
const PROMISED_TOTAL =
  /(?:promis\p{L}*|prometi\p{L}*|offer\p{L}*|ofrecieron|ofrecio|worth|valor de|por valor de)[^.!?]{0,30}?\$?(\d{1,2},?\d{3}|\d{3,4})(?:\.\d{2})?\s*(?:dollars|dolares|bucks)?/u;
const BILLS_GONE = new RegExp(
  String.raw`(?<![\d.,])${COUNT}\s+(?:bills|statements|months|facturas|meses|estados de cuenta)\b`,
  'gu',
);
const NO_CREDIT =
  /\b(?:not (?:one|a single|a)|no|none|never|zero|ningun\p{L}*|ni un\p{L}*|sin)\s*(?:single\s+)?(?:bill\s+)?(?:credits?|creditos?)\b/u;
const NO_CREDIT_BEFORE = new RegExp(
  String.raw`(?:not (?:one|a single)|no|never (?:got|received|saw) (?:a|any|one)|ningun\p{L}*|ni un\p{L}*)\s+(?:single\s+)?(?:credits?|creditos?)[^.!?]{0,40}?\b(?:in|en|on|for|after)\s+${COUNT}\s+(?:bills|statements|months|facturas|meses)\b`,
  'u',
);

/** "5 bills now … NOT ONE credit": the count nearest before the no-credit words, else after them. */
function missedCount(folded: string): number | undefined {
  const counts = [...folded.matchAll(BILLS_GONE)];
  for (const [index, found] of counts.entries()) {
    const from = found.index + found[0].length;
    const next = counts[index + 1]?.index ?? folded.length;
    const between = folded.slice(from, Math.min(next, from + 60)).split(/[.!?]/u)[0] ?? '';
    if (NO_CREDIT.test(between)) return countOf(found[1]!);
  }
  const after = NO_CREDIT_BEFORE.exec(folded)?.[1];
  return after ? countOf(after) : undefined;
}

export function promisedCreditsIn(folded: string): PromisedCredits | undefined {
  const monthly = MONTHLY_CREDIT.exec(folded);
  const monthlyText = monthly?.[1] ?? monthly?.[2];
  if (!monthlyText) return undefined;
  const missed = missedCount(folded);
  if (missed === undefined || missed < 1) return undefined;
  const value = Number(monthlyText);
  const planMonths = PLAN_MONTHS.exec(folded);
  const months = planMonths ? Number(planMonths[1] ?? planMonths[2]) : undefined;
  const promised = PROMISED_TOTAL.exec(folded)?.[1];
  const total = promised
    ? { text: promised, value: Number(promised.replace(/,/gu, '')) }
    : months
      ? {
          text: (Math.round(value * months * 100) / 100).toFixed(2),
          value: Math.round(value * months * 100) / 100,
        }
      : undefined;
  return {
    monthly: { text: monthlyText, value },
    ...(months && months > missed ? { months } : {}),
    ...(total && total.value > value ? { total } : {}),
    missed,
    missedValue: Math.round(value * missed * 100) / 100,
  };
}

/** "he wants me to accept today", "solo si acepto hoy": pressure to say yes now, never a deadline of law. */
const ACCEPT_TODAY =
  /\b(?:accept|take it|say yes|decide|agree)\p{L}*[^.!?]{0,25}\b(?:today|now|right now|on the (?:phone|call)|before)\b|\b(?:today only|only today|this call only)\b|\b(?:acept\p{L}*|decid\p{L}*)[^.!?]{0,25}\b(?:hoy|ahora|ya mismo|en la llamada)\b|\bsolo (?:por )?hoy\b/u;
export function acceptTodayPressed(folded: string): boolean {
  return ACCEPT_TODAY.test(folded);
}

/** "the promotion is closed now", "la promoción ya terminó": the promise already made still stands. */
const PROMO_CLOSED =
  /\b(?:promo(?:tion)?|offer|deal)\b[^.!?]{0,20}\b(?:is |was |has )?(?:closed|over|ended|expired|no longer (?:available|valid))\b|\b(?:promocion|oferta)\b[^.!?]{0,20}\b(?:ya )?(?:termino|se acabo|cerro|esta cerrada|vencio|ya no (?:existe|esta|aplica))\b/u;
export function promoClosedSaid(folded: string): boolean {
  return PROMO_CLOSED.test(folded);
}

/**
 * "they waived the 34, says i still owe 110 by dec 30 or…", "me quitaron los 35 pero debo 90 antes del 15 o me
 * reportan": part taken off, the rest still owed by a date or under a threat, is a partial answer, never
 * "agreed". (A discount approved with the new balance named, and no threat, stays a yes.)
 */
const STILL_OWED =
  /\b(?:i|we|still|says? i|say i|dicen que|que)?\s*(?:still\s+)?(?:owe|owes|debo|debemos|le debo|les debo)\s+(?:them\s+|les\s+|le\s+)?(?:the\s+|los\s+)?\$?\d|\b(?:balance|saldo)\s+(?:is|of|left|de|queda(?:\s+en)?)\s+\$?\d|\bquedan?\s+\$?\d[\d.,]*\s*(?:dolares\s+)?(?:por pagar|pendientes?)/u;
/** Part of it taken off, reversed or waived. */
const PART_TAKEN_OFF =
  /\b(?:waiv\p{L}*|revers\p{L}*|refund\p{L}*|took off|taken off|credited|removed|quitaron|quito|devolvieron|devolvio|reembolsaron|reversaron|condonaron|perdonaron)\b/u;
/** The rest demanded by a date or under a threat ("by dec 30 or it goes to…", "antes del 15 o me reportan"). */
const BY_DATE_OR_THREAT =
  /\b(?:by|before|until|antes del?|para el|hasta el)\s+(?:the\s+)?(?:\d|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|ene|abr|ago|dic|end|fin|friday|viernes|monday|lunes)|\b(?:or|o)\s+(?:else\s+)?(?:they|it|me|la|lo|los|se)?\s*(?:'?ll\s+|will\s+|goes?\s+|van\s+a\s+)?(?:report|collections?|sue|send|reportan|reportar|mandan|cobranza|demandan)|chex|early warning|credit bureau|buro/u;
export function partYesStillOwed(folded: string): boolean {
  return STILL_OWED.test(folded) && PART_TAKEN_OFF.test(folded) && BY_DATE_OR_THREAT.test(folded);
}

/**
 * "solo pueden disputar los 2 últimos", "they can only credit the last 2", "will only refund 50": a
 * part, named as only a part. On money the person doesn't owe it is a part to take, never a yes.
 */
const ONLY_PART =
  /\b(?:only|just)\s+(?:(?:be\s+)?able\s+to\s+|can\s+|will\s+|gonna\s+|going\s+to\s+)?(?:refund|credit|reverse|dispute|remove|take\s+off|give\s+back|pay\s+back|cover|waive)\p{L}*\b|\b(?:can|will|could)\s+only\s+(?:refund|credit|reverse|dispute|remove|take\s+off|give\s+back|pay\s+back|cover|waive)\p{L}*\b|\b(?:solo|solamente|unicamente|nada mas)\s+(?:me\s+|le\s+|nos\s+)?(?:pueden\s+|puede\s+|van\s+a\s+|va\s+a\s+|quieren\s+)?(?:disputar|devolver|devuelven|devuelve|reembolsar|reembolsan|acreditar|acreditan|quitar|quitan|cubrir|cubren|reversar|reversan)\b/u;
export function onlyPartSaid(folded: string): boolean {
  return ONLY_PART.test(folded);
}
