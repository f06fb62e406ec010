import { findAmounts } from '../chat/amounts.js';
import type { CaseDate } from '../chat/case.js';

/**
 * What the complaint needs from the person's words that the shared case reading does not carry:
 * the role a day plays in the story (the day a bill came, a letter's date, the day a car was left at
 * the shop, the day the person left a job), the provider that sent an out-of-network bill, a business
 * the person named in passing. Each is a general rule on how people tell these things, never one
 * story's words.
 */

/** A sentence's end: a mark, never the point inside a figure ("2310.00"). */
const isEnd = (text: string, index: number) =>
  /[.!?\n]/u.test(text[index] ?? '') && !(text[index] === '.' && /\d/u.test(text[index + 1] ?? ''));

/** The words of a sentence around a place in the text. */
function sentenceAt(text: string, at: number): string {
  let start = at - 1;
  while (start >= 0 && !isEnd(text, start)) start -= 1;
  let end = at;
  while (end < text.length && !isEnd(text, end)) end += 1;
  return text.slice(start + 1, end);
}

/** The words written just before a day, in its sentence. */
function wordsBefore(text: string, date: CaseDate, span = 60): string | undefined {
  const at = text.indexOf(date.text);
  if (at < 0) return undefined;
  const sentenceStart = at - sentenceAt(text, at).indexOf(date.text);
  return text.slice(Math.max(sentenceStart, at - span, 0), at);
}

/** A bill or statement that arrived or is dated on a day ("the bill that came on oct 2", "la factura que me llegó el 2 de octubre"). */
const BILL_ARRIVED =
  /\b(?:bill|invoice|statement|factura|cuenta|estado de cuenta)\b[^.!?]{0,30}\b(?:came|arrived|got it|received|dated|sent|lleg[oó]|recib[ií]|mandaron|enviaron|con fecha|fechada)\b[^.!?]{0,12}$/iu;

/** The day a bill came or is dated, when the person told it as the bill's day. */
export function billDayOf(text: string, dates: readonly CaseDate[]): CaseDate | undefined {
  return dates.find((date) => date.iso && BILL_ARRIVED.test(wordsBefore(text, date, 70) ?? ''));
}

/** "a letter dated nov 10", "una carta con fecha del 10 de noviembre": the letter's own date. */
const DATED = /\b(?:dated|dated on|con fecha(?: del?)?|fechada(?: el)?)\s*$/iu;

/** Whether the day is a letter's own date, not the day it came. */
export function isDatedLetter(text: string, date: CaseDate | undefined): boolean {
  return date !== undefined && DATED.test(wordsBefore(text, date, 20) ?? '');
}

/** The person left the car at the shop that day ("took my car in on nov 10", "llevé mi carro … el 10 de noviembre"). */
const DROPPED_OFF =
  /\b(?:took|brought|dropped(?: off)?|left|towed|llev[eé]|dej[eé]|remolc\p{L}*)\b[^!?]{0,110}$/iu;

export function dropOffDayOf(text: string, dates: readonly CaseDate[]): CaseDate | undefined {
  return dates.find((date) => date.iso && DROPPED_OFF.test(wordsBefore(text, date, 120) ?? ''));
}

/** The day the person left a job ("i quit on oct 30", "renuncié el 30 de octubre"). */
const LEFT_JOB =
  /\b(?:quit|resigned|left|was (?:fired|let go|laid off)|got (?:fired|laid off)|last day (?:was|of work)|renunci\p{L}*|me despidieron|dej[eé] (?:el|mi) (?:trabajo|empleo)|mi [uú]ltimo d[ií]a)\b[^.!?]{0,60}$/iu;
/** The day the last pay was due ("next payday was nov 13", "el día de pago era el 13"). */
const PAY_DUE =
  /\b(?:pay ?day|payday|due|was supposed to (?:get|be) paid|d[ií]a de pago|ten[ií]an que pagarme|deb[ií]an pagarme)\b[^.!?]{0,15}$/iu;

export function leftJobDayOf(text: string, dates: readonly CaseDate[]): CaseDate | undefined {
  return dates.find((date) => date.iso && LEFT_JOB.test(wordsBefore(text, date, 80) ?? ''));
}

export function payDueDayOf(text: string, dates: readonly CaseDate[]): CaseDate | undefined {
  return dates.find((date) => date.iso && PAY_DUE.test(wordsBefore(text, date, 30) ?? ''));
}

/**
 * Final pay a former employer owes: a last paycheck or vacation pay not paid after the person left.
 * Told with both: the pay ("last check", "final pay", "vacation pay") and the leaving.
 */
const FINAL_PAY =
  /\b(?:(?:last|final)\s+(?:pay ?check|check|pay(?:\s+period)?|wages?|paycheck)|vacation pay|pay(?:ing)? out (?:my )?vacation|(?:[uú]ltim[oa]|final)\s+(?:cheque|pago|quincena|sueldo|salario)|(?:pago|pagar)(?:me)? (?:de )?(?:las |mis )?vacaciones)\b/iu;
const LEFT_WORK =
  /\b(?:quit|resigned|left (?:my|the) job|was (?:fired|let go|laid off)|got (?:fired|laid off)|two weeks'? notice|2 weeks'? notice|former (?:employer|boss)|renunci\p{L}*|me despidieron|dej[eé] (?:el|mi) (?:trabajo|empleo)|exempleador|ex-empleador)\b/iu;

export function isFinalPay(text: string): boolean {
  return FINAL_PAY.test(text) && LEFT_WORK.test(text);
}

/** An out-of-network bill ("they're out of network", "no tienen contrato con mi seguro"). */
const OUT_OF_NETWORK =
  /\b(?:out[- ]of[- ]network|not in[- ]network|not (?:contracted|in (?:my|the) network)|fuera de (?:la |mi )?red|no (?:tienen|tiene|est[aá]n?) (?:contrat\p{L}*|en (?:la|mi) red))\b/iu;
const AMBULANCE = /\b(?:ambulanc\p{L}*)\b/iu;

/** A capitalised name of one to five words. */
const NAME = String.raw`([A-Z][\p{L}&'.-]*(?:\s+(?:of\s+|de\s+)?[A-Z][\p{L}&'.-]*){0,4})`;
const BILLER_BEFORE = new RegExp(
  String.raw`${NAME}\s+(?:sent|mailed|gave)\s+me\s+(?:a|an|the|their)\s+(?:bill|invoice)|${NAME}\s+(?:billed|charged)\s+me|${NAME}\s+me\s+(?:mand[oó]|envi[oó]|cobr[oó]|factur[oó])`,
  'u',
);
const BILLER_AFTER = new RegExp(
  String.raw`\b(?:bill|invoice)\s+from\s+(?:the\s+)?${NAME}|\b(?:factura|cuenta)\s+de\s+(?:la\s+|el\s+)?${NAME}`,
  'u',
);
/** In-network cost-sharing as the person's plan put it ("my copay is 250", "the EOB says 250"). */
const SHARE =
  /\b(?:co-?pay|copago|cost[- ]shar\p{L}*|coinsurance|coseguro|deductible|deducible|EOB|explanation of benefits|explicaci[oó]n de beneficios)\b[^.!?\d]{0,30}$/iu;

export interface SurpriseBill {
  /** The provider that sent the out-of-network bill, when named. */
  readonly biller?: string;
  /** The bill, as written, and its value. */
  readonly bill?: string;
  readonly billValue?: number;
  /** What the plan says the person owes in network, as written. */
  readonly share?: string;
}

/**
 * An out-of-network bill told in a sentence of its own, not the ambulance's (a ground ambulance is
 * outside the federal No Surprises Act): the biller, its figure, and the in-network share the person
 * was told they owe.
 */
export function surpriseBillOf(texts: readonly string[]): SurpriseBill | undefined {
  for (const text of texts) {
    const match = OUT_OF_NETWORK.exec(text);
    if (!match) continue;
    const sentence = sentenceAt(text, match.index);
    if (AMBULANCE.test(sentence)) continue;
    const named = BILLER_BEFORE.exec(sentence) ?? BILLER_AFTER.exec(sentence);
    const biller = named
      ?.slice(1)
      .find((group) => group !== undefined)
      ?.replace(/^['’]+|['’.]+$/gu, '')
      // A sentence's first word is no part of the name ("Now Lakeview…", "Ahora Grupo…").
      .replace(/^(?:Now|Then|Also|Today|And|But|So|Ahora|Luego|Tambi[eé]n|Hoy|Y|Pero|Entonces)\s+/u, '');
    const amounts = findAmounts(sentence);
    const all = findAmounts(texts.join('\n'));
    const joined = texts.join('\n');
    const share = all.find((at) => SHARE.test(joined.slice(Math.max(0, at.start - 45), at.start)));
    const bill = amounts.find((amount) => amount.text !== share?.text);
    return {
      ...(biller ? { biller } : {}),
      ...(bill ? { bill: bill.text, billValue: bill.value } : {}),
      ...(share ? { share: share.text } : {}),
    };
  }
  return undefined;
}

/** "on Sunbright Airways", "stayed at the Halcyon Grand": a business named in passing. */
const AIRLINE = new RegExp(
  String.raw`\b${NAME.replace('{0,4}', '{0,2}')}\s+(Airways|Airlines|Air Lines|Air)\b`,
  'u',
);
const LODGING = new RegExp(
  String.raw`\b(?:stayed|staying|booked(?: a room)?|a room)\s+(?:at|in)\s+(?:the\s+)?${NAME}|\b(?:me qued[eé]|me hosped[eé]|reserv[eé])\s+en\s+(?:el\s+)?(?:hotel\s+)?${NAME}`,
  'u',
);

/** The airline the person named ("my flight on Sunbright Airways"). */
export function airlineOf(text: string): string | undefined {
  const match = AIRLINE.exec(text);
  return match ? `${match[1]} ${match[2]}` : undefined;
}

/** The hotel the person stayed at, named with capitals ("stayed at the Halcyon Grand in las vegas"). */
export function lodgingOf(text: string): string | undefined {
  const match = LODGING.exec(text);
  return match?.slice(1).find((group) => group !== undefined);
}

/** "the estimate is not a contract", "no es un contrato": the word denied, not a claim of terms. */
export const NOT_A_CONTRACT =
  /\b(?:(?:is|was)\s*n[o']?t\s+(?:a\s+)?(?:contract|binding)|not a contract|not contracted|(?:are|is)n'?t contracted|no (?:es|era) (?:un )?contrato|no (?:tienen|tiene|ten[ií]an?) (?:un )?contrato)\b/iu;

/** The person says they paid it ("I paid", "pagué", "paid it to get my car"). */
export const PAID =
  /\b(?:i (?:already )?paid|i've paid|paid (?:it|them|the bill|in full)|pagu[eé]|ya pagu[eé]|lo pagu[eé])(?![\p{L}\p{N}])/iu;

/** The person (or the company) says an itemized list was sent after all. */
export const LIST_SENT =
  /\b(?:(?:sent|emailed|mailed|gave)\s+(?:me\s+)?(?:an?|the)\s+itemi[sz]ed\s+list|itemi[sz]ed list (?:on|dated)|(?:me\s+)?(?:enviaron|mandaron|dieron)\s+(?:una|la)\s+lista)\b/iu;

/** "from 'TRVLMRT BOOKINGS'", "de «PAGO*XYZ»": the merchant on a card charge, as the person quoted it. */
const QUOTED_MERCHANT = /\b(?:from|by|de|del comercio)\s+['"“«]([^'"”»\n]{2,40})['"”»]/iu;

export function quotedMerchantOf(text: string): string | undefined {
  return QUOTED_MERCHANT.exec(text)?.[1]?.trim();
}

/** The day an itemized list of deductions came ("emailed me an itemized list on nov 20"). */
const LIST_CAME =
  /\b(?:itemi[sz]ed list|list of deductions|lista(?: detallada)?(?: de descuentos)?)\b[^.!?]{0,12}$/iu;

export function listDayOf(text: string, dates: readonly CaseDate[]): CaseDate | undefined {
  return dates.find((date) => date.iso && LIST_CAME.test(wordsBefore(text, date, 40) ?? ''));
}

/** A new monthly fee told beside the fee disputed ("also 12 'monthly fee' they never charged before"). */
const MONTHLY_FEE =
  /\b(?:monthly (?:service |maintenance )?fee|maintenance fee|service charge|cargo mensual|cuota mensual|comisi[oó]n (?:mensual|de mantenimiento)|cargo de mantenimiento)\b/iu;

/** The figure of a monthly fee the person mentions beside the main dispute, as written. */
export function monthlyFeeOf(texts: readonly string[], besides: number | undefined): string | undefined {
  for (const text of texts) {
    const named = new RegExp(MONTHLY_FEE.source, 'giu');
    for (const match of text.matchAll(named)) {
      // The figure nearest the fee's name, within a few words of it.
      const near = findAmounts(text)
        .filter((place) => besides === undefined || Math.abs(place.value - besides) >= 0.005)
        .map((place) => ({
          place,
          gap:
            place.end <= match.index
              ? match.index - place.end
              : place.start - (match.index + match[0].length),
        }))
        .filter(({ gap }) => gap >= 0 && gap <= 25)
        .sort((a, b) => a.gap - b.gap)[0];
      if (near) return near.place.text;
    }
  }
  return undefined;
}
