import type { CallLogEntry, ChatMessage, EscalateResponse, EscalationStep, Language } from '@lane/shared';
import { extractAmounts, formatMoneyLike, moneySample } from '../chat/amounts.js';
import {
  DISPUTED_CHARGE_SUB_CASES,
  amountOf,
  dateOf,
  type AmountRole,
  type Case,
  type CaseDate,
  type DateRole,
  type SubCase,
} from '../chat/case.js';
import { claimsOf, evidenceOf } from '../chat/claims.js';
import { formatDay } from '../chat/facts.js';
import { overtimeOwed } from '../chat/overtime.js';
import { detectFollowUp } from '../chat/follow-up-outcome.js';
import type { AnswerReading } from '../chat/reading.js';
import {
  CLAIM_WORDS,
  QUESTIONS,
  alsoSentence,
  chargesWithDays,
  refundedSentence,
  theySaid,
  callLogSentence,
  contactedTimes,
  dayOnRecord,
  earlierCalls,
  evidenceSentence,
  happened,
  offeredOnly,
  partyQuestion,
  reportedSentence,
  resolution,
  spokenAsk,
  stillOpen,
  perUnit,
  unitTotal,
  unnamedParty,
  type NarrativeFacts,
} from './copy/narrative.js';
import { fold } from '../chat/text-patterns.js';
import { SURPRISE_BILL_SUB_CASES, owedFigure } from '../practice/owed.js';
import { firstRungWords, regulatorWords, secondRungWords } from './copy/steps.js';
import { LADDERS, OVERTIME_LADDER, ladderOf, subCaseOf, type Ladder } from './ladder.js';
import { REGULATORS, stateOffice } from './regulators.js';
import { onlyInsideSensitive, withoutSensitiveData } from './sensitive.js';
import {
  LIST_SENT,
  NOT_A_CONTRACT,
  PAID,
  airlineOf,
  billDayOf,
  dropOffDayOf,
  isDatedLetter,
  isFinalPay,
  leftJobDayOf,
  listDayOf,
  lodgingOf,
  monthlyFeeOf,
  payDueDayOf,
  quotedMerchantOf,
  surpriseBillOf,
} from './story.js';

/** Money taken, or a transfer the person says they never sent. */
const TAKEN =
  /\b(?:me sacaron|sacaron|me robaron|me quitaron|took (?:money |it )?out|stole|withdrew|yo no (?:mand[eé]|envi[eé]|autoric[eé]|autoriz[eé]|hice)|no (?:autoric[eé]|autoriz[eé])|i (?:did not|didn'?t|never) (?:send|sent|make|authori[sz]e)|never authori[sz]ed|not authori[sz]ed)/iu;
/** The person sent the money themselves, tricked or not ("told me to send it to myself"). */
const SELF_SENT =
  /\b(?:me mandara|me enviara|me transfiriera|a m[ií] mism[oa]|to myself|told me to (?:send|transfer|move)|i sent (?:it|the money|them|him|her)|le (?:mand[eé]|envi[eé]|transfer[ií])|les (?:mand[eé]|envi[eé]))\b/iu;

/** The person went to (or named) a bank or card issuer about it. */
const BANK_WORDS =
  /\b(?:my bank|the bank|card issuer|chargeback|charge back|credit union|el banco|mi banco|contracargo|cooperativa de cr[eé]dito)\b/iu;

/**
 * Pay owed when a job ends, as people also say it (besides story.ts isFinalPay): a layoff told with
 * its verb ("my employer laid me off", "they let me go") and PTO or vacation not paid. The state's
 * labor department takes these wage claims (regulators.ts).
 */
const PAY_AT_THE_END =
  /(?<![\p{L}])(?:(?:last|final) (?:pay ?check|check|pay)|PTO|paid time off|(?:unused|accrued) (?:vacation|PTO)|vacation (?:pay|hours|days)|[uú]ltimo cheque|vacaciones)(?![\p{L}])/iu;
const JOB_ENDED =
  /(?<![\p{L}])(?:laid (?:me|us) off|laid off|lay-?off|let (?:me|us) go|fired|terminated|quit|resigned|despidi\p{L}*|me corrieron|renunci\p{L}*)(?![\p{L}])/iu;

/**
 * A phone, internet or cable provider, by its name or by what it sells ("my Xfinity internet", "the
 * modem", "mi servicio de internet", "la compañía de celular"): its billing goes to the FCC. A phone
 * only as the way the person called ("on the phone", "the phone line") is no phone provider, and a
 * hotel's or an airline's wifi is their fee (ladder.ts reads the FCC only for services and other fees).
 */
const TELECOM = new RegExp(
  [
    String.raw`(?<![\p{L}&])(?:comcast|xfinity|spectrum|cox communications|at&t|verizon|t-?mobile|sprint|centurylink|optimum|mediacom|windstream|metro ?pcs|cricket wireless|boost mobile|us cellular)(?![\p{L}])`,
    String.raw`(?<![\p{L}])(?:frontier|charter) (?:internet|communications|fiber)(?![\p{L}])`,
    String.raw`(?<![\p{L}])(?:internet|broadband|fiber|cable(?: tv)?|phone|cell(?:ular)?(?: phone)?|wireless|landline|mobile)\s+(?:service|bill|plan|provider|company|carrier|account|package|subscription)s?(?![\p{L}])`,
    String.raw`(?<![\p{L}])(?:my|our) (?:internet|cable)(?![\p{L}])`,
    String.raw`(?<![\p{L}])(?:modem|m[oó]dem|router|cable box)(?![\p{L}])`,
    String.raw`(?<![\p{L}])(?:servicio|factura|plan|compa[nñ][ií]a|proveedor|cuenta)\s+de\s+(?:internet|cable|tel[eé]fono|celular|telefon[ií]a)(?![\p{L}])`,
  ].join('|'),
  'iu',
);

/**
 * "If they still say no": the ladder for the case and a complaint ready for its last office, built by
 * rules from the reading the chat's answer was given on (chat/reading.ts; docs/beyond-the-script.md,
 * "Escalation"). Pure: the caller passes the day.
 */

/**
 * The narrative's length limit. The CFPB's own limit for its "what happened" field could not be
 * confirmed from an official source, so this one is ours, and conservative: 2,500 characters, about
 * 400 words — enough for the dates, the figures, what the company said and the resolution wanted.
 */
export const NARRATIVE_MAX_CHARS = 2500;

export { readingFrom } from '../chat/reading.js';

export interface EscalationInput {
  readonly messages: readonly ChatMessage[];
  /** The reading the answer was given on (chat/reading.ts), as the chat gave it. */
  readonly reading: AnswerReading;
  readonly callLog?: readonly CallLogEntry[] | undefined;
  /** The page's language; the conversation's own language wins when its words say so. */
  readonly lang: Language;
  /** YYYY-MM-DD, the server's calendar day. */
  readonly today: string;
}

/** The day a charge, a bill or a move-out happened, by sub-case family, in the order to try. */
function dayRoles(subCase: SubCase | undefined, airline = false): DateRole[] {
  // A flight: the day it was cancelled (or was to fly).
  if (airline) return ['cancelled', 'service', 'charge', 'other'];
  if (!subCase) return ['charge', 'statement', 'service', 'bill', 'notice', 'other'];
  // A charge nobody made: only the day it was charged (another day told is a call or a denial).
  if (subCase.startsWith('medical_')) return ['service', 'bill', 'statement', 'other'];
  if (subCase === 'rent_deposit_withheld') return ['moved_out', 'returned', 'other'];
  if (subCase === 'rent_repairs') return ['reported', 'notice', 'other'];
  if (subCase.startsWith('rent_')) return ['notice', 'due', 'other'];
  if (subCase.startsWith('salary_')) return ['due', 'service', 'other'];
  if (subCase.startsWith('debt_')) return ['notice', 'other'];
  return ['charge', 'statement', 'service', 'bill', 'other'];
}

/** The disputed figure's roles, by family, in the order to try. */
function amountRoles(subCase: SubCase | undefined): AmountRole[] {
  if (subCase === 'rent_deposit_withheld') return ['withheld', 'deposit'];
  if (subCase === 'salary_offer' || subCase === 'salary_raise' || subCase === 'salary_freelance_rate')
    return ['offered', 'current'];
  if (subCase === 'salary_unpaid_wages') return ['owed', 'billed', 'other', 'offered', 'paid'];
  if (subCase?.startsWith('rent_')) return ['proposed', 'current', 'billed', 'fee'];
  if (subCase === 'car_over_estimate' || subCase === 'medical_over_estimate') return ['billed', 'over'];
  return ['billed', 'fee', 'other', 'owed', 'unit', 'paid', 'total'];
}

/** Sub-cases whose complaint needs the day it happened. */
const NEEDS_DAY = (subCase: SubCase | undefined, area: string | undefined) =>
  subCase === undefined
    ? area === 'credit_card_fees' || area === 'medical_bills' || area === 'hidden_fees'
    : subCase.startsWith('card_') ||
      subCase === 'debit_unauthorized' ||
      subCase === 'bank_fee' ||
      subCase.startsWith('medical_') ||
      subCase.startsWith('fees_') ||
      subCase === 'rent_deposit_withheld' ||
      subCase === 'service_unordered_charge' ||
      subCase === 'service_damage_claim';

/** Sub-cases with no figure to ask for. */
const NO_FIGURE = new Set<SubCase>(['rent_repairs', 'debt_validation', 'car_used_as_is']);

/** A day written beside the company's answer or the person's call ("on nov 18 they told me"). */
function answerDay(text: string, dayText: string): boolean {
  const at = text.indexOf(dayText);
  if (at < 0) return false;
  const after = text.slice(at + dayText.length, at + dayText.length + 25);
  const beforeDay = text.slice(Math.max(0, at - 20), at);
  return (
    /^\W*(?:\w+\W+)?(?:they|he|she|the bank|me)\s+(?:told|said|denied|called|dijeron|dijo|negaron|llamaron)\b/iu.test(
      after,
    ) ||
    /\b(?:i called|called (?:the|them)|i phoned|llam[eé](?: al banco)?|hablé con)\s+\S*\s*$/iu.test(beforeDay)
  );
}

/** The person said yes to more work ("I said ok do it", "les dije que sí")… */
const AGREED =
  /\b(?:i said (?:ok|okay|yes|sure|fine|go ahead)|i (?:approved|authorized|agreed|ok'?d)|(?:les |le )?dije que s[ií]|lo aprob[eé]|acept[eé])(?!\p{L})/iu;
/** …and was never told what it would cost ("they never said how much", "no me dijeron cuánto"). */
const NO_PRICE =
  /\b(?:(?:never|didn'?t|did not)\s+(?:say|said|tell me|told me|give me)\s+(?:how much|the price|a price|what it (?:would|will) cost)|without (?:telling me |saying )?(?:the price|how much)|(?:no|nunca) (?:me )?dijeron (?:cu[aá]nto|el precio)|sin decir(?:me)? (?:cu[aá]nto|el precio))/iu;

/** A health plan the person has through work. */
const EMPLOYER_PLAN =
  /\b(?:through (?:my )?(?:work|job|employer)|from (?:my )?(?:work|job|employer)|employer(?:'s)? (?:plan|insurance)|work insurance|por (?:el|mi) trabajo|del trabajo|de mi (?:trabajo|empleador|empresa)|seguro de (?:la )?empresa)\b/iu;

/** A call-log reference that says there was none ("none given", "ninguna"). */
const NO_REFERENCE =
  /^\s*(?:none(?: given)?|n\/a|no(?:ne)?|no reference|not given|ninguna?|sin referencia|no me (?:la )?dieron)\s*$/iu;

/** A call-log "reference" that names how they talked, not a reference ("text message", "email"). */
const CHANNEL =
  /^\s*(?:(?:a |by |via |in a )?(?:text(?: message)?|sms|e-?mail|phone(?: call)?|call|in person|letter|voicemail)|(?:un |por )?(?:mensaje(?: de texto)?|correo(?: electr[oó]nico)?|llamada|en persona|carta|whatsapp))\s*$/iu;

/** The person says the debt is not theirs ("i never had lumen wireless", "esa deuda no es mía"). */
const NOT_MINE =
  /\b(?:never had (?:an? )?(?:account|service|card|loan)?|not my debt|isn'?t mine|not mine|don'?t (?:recognize|owe)|never (?:opened|signed up)|no es m[ií]a|no reconozco|nunca tuve|no debo)\b/iu;

/** "nov 13-16": the span's last day (same month), when the day is written as a span's first. */
function spanEnd(text: string, dayText: string, iso: string): string | undefined {
  const at = text.indexOf(dayText);
  if (at < 0) return undefined;
  const match = /^\s*(?:-|–|to|through|thru|al|hasta el)\s*(\d{1,2})\b/iu.exec(
    text.slice(at + dayText.length),
  );
  const last = Number(match?.[1]);
  const first = Number(iso.slice(8, 10));
  if (!match || !(last > first) || last > 31) return undefined;
  return `${iso.slice(0, 8)}${String(last).padStart(2, '0')}`;
}

/** A figure followed by its fee's name ("a 40 late fee", "35 de cargo por mora"). */
function feeNamedAfter(text: string, figure: string): boolean {
  const at = text.indexOf(figure);
  return (
    at >= 0 &&
    /^\W{0,3}(?:dollars?|d[oó]lares)?\s*(?:\w+\s+){0,2}(?:fee|cargo por (?:mora|pago tard[ií]o|sobregiro)|recargo|comisi[oó]n)\b/iu.test(
      text.slice(at + figure.length, at + figure.length + 30),
    )
  );
}

/** The day `days` after a YYYY-MM-DD day. */
function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** "November 13" / "13 de noviembre": a day whose year is said after it. */
function formatDayNoYear(iso: string, lang: Language): string {
  return new Intl.DateTimeFormat(lang === 'es' ? 'es-US' : 'en-US', {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));
}

/** A month named without its day ("in november", "en octubre"); "today" or "ayer" name a day. */
function monthOnly(text: string): boolean {
  return (
    !/\d/u.test(text) &&
    /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)\p{L}*\b/iu.test(
      text,
    )
  );
}

/** "November 2026" / "noviembre de 2026": a month said without its day. */
function formatMonth(iso: string, lang: Language): string {
  return new Intl.DateTimeFormat(lang === 'es' ? 'es-US' : 'en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));
}

/** The charges one by one, equal ones counted: "2 × 34.99 and 49". */
function partsList(parts: readonly { readonly text: string }[], lang: Language): string {
  const groups: { text: string; count: number }[] = [];
  for (const part of parts) {
    const same = groups.find((group) => group.text === part.text);
    if (same) same.count += 1;
    else groups.push({ text: part.text, count: 1 });
  }
  const items = groups.map((group) => (group.count > 1 ? `${group.count} × ${group.text}` : group.text));
  return items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} ${lang === 'es' ? 'y' : 'and'} ${items.at(-1)}`;
}

/** Sub-cases a collector's letter can be misread as. */
const COLLECTOR_READ_AS_CHARGE = new Set<string>([
  'card_unauthorized',
  'debit_unauthorized',
  'card_billing_error',
]);
const COLLECTOR =
  /\b(?:collection agency|collections? (?:agency|company|letter)|debt collector|collector|credit management|agencia de cobr\p{L}*|cobranzas?|cobrador\p{L}*)\b/iu;

/**
 * What the company said, as the person wrote it ("they said they'd look into it", "el banco dice que yo
 * autoricé el pago"): the words after the saying, to the sentence's end (a sum's decimal point is
 * not one; a closing parenthesis is: "(the girl at the desk said its done) but they…"). Never what a
 * coworker or a friend said.
 */
const SAID_EN =
  /\b(?:they|he|she|the (?:bank|company|rep|representative|agent|lady|guy|woman|man|supervisor|letter|front desk|manager|landlord|owner|shop|store|airline|insurer|hotel|gym|collector|dealer|clinic|billing office)|front desk|my (?:manager|boss|landlord|bank|insurer))\s+(?:said|says|told me|claims?|claimed|insists?)\s+(?:that\s+)?((?:[^.!?\n)]|(?<=\d)\.(?=\d)){3,200})/giu;
const SAID_ES =
  /\b(?:me dijeron|dijeron|me contestaron|(?:el|la) (?:banco|empresa|carta|aseguradora|due[nñ][oa]|arrendador\p{L}*|gerente|encargad[oa]|señora|señor|muchacha|muchacho|tienda|taller|cl[ií]nica|aerol[ií]nea|agencia)(?: me)? (?:dice|dijo)|dicen)\s+(?:que\s+)?((?:[^.!?\n)]|(?<=\d)\.(?=\d)){3,200})/giu;
/** Where the person's own answer starts inside a quote ("…but i lived there 4 years"): the quote ends. */
const REBUTTAL = /,?\s+(?:but|pero)\s+(?:i|i'm|im|i've|my|we|yo|mi|nosotros|nunca)\b.*$/iu;

function quotedSayings(texts: readonly string[], lang: Language): string[] {
  const quotes: string[] = [];
  for (const text of texts) {
    for (const match of text.matchAll(lang === 'es' ? SAID_ES : SAID_EN)) {
      const quote = clean(
        match[1]
          ?.replace(REBUTTAL, '')
          .replace(/["“”«»]/gu, "'")
          .replace(/[\s,;:]+$/u, ''),
      );
      if (quote && !quotes.includes(quote)) quotes.push(quote);
    }
  }
  return quotes.slice(0, 3);
}

/** Sub-cases told with a fee's template: a loss beside the fee does not fit it. */
const FEE_TEMPLATE = (subCase: SubCase | undefined) =>
  subCase === 'bank_fee' || subCase === 'card_fee_or_interest' || subCase === 'card_late_fee';

/** Sub-cases whose figure the narrative tells from their own roles (an estimate, a deposit, pay). */
const OWN_FIGURES = (subCase: SubCase | undefined) =>
  subCase === 'rent_deposit_withheld' ||
  subCase === 'car_over_estimate' ||
  subCase === 'medical_over_estimate' ||
  subCase === 'car_unauthorized_work' ||
  subCase === 'car_vehicle_held' ||
  subCase === 'car_dealer_addons' ||
  (subCase?.startsWith('salary_') ?? false) ||
  (subCase?.startsWith('rent_') ?? false);

const CARD_FAMILY = new Set<string>([
  'card_unauthorized',
  'card_billing_error',
  'card_after_cancel',
  'card_fee_or_interest',
  'card_late_fee',
  'debit_unauthorized',
  'bank_fee',
]);

function cardWords(
  kase: Case,
  subCase: SubCase | undefined,
  lang: Language,
  userText: string,
): string | undefined {
  if (!subCase || !CARD_FAMILY.has(subCase)) return undefined;
  const issuer = clean(issuerOf(kase, userText));
  const es = lang === 'es';
  const type =
    kase.cardType === 'debit' || (subCase === 'debit_unauthorized' && kase.cardType === undefined)
      ? es
        ? 'tarjeta de débito'
        : 'debit card'
      : kase.cardType === 'p2p'
        ? es
          ? `cuenta de ${clean(kase.app) ?? 'pagos'}`
          : `${clean(kase.app) ?? 'payment app'} account`
        : kase.cardType === 'bank_transfer' || subCase === 'bank_fee'
          ? es
            ? 'cuenta bancaria'
            : 'bank account'
          : es
            ? 'tarjeta de crédito'
            : 'credit card';
  // Money sent by a payment app from a bank account: the bank's account, by the app.
  if (kase.cardType === 'p2p' && issuer)
    return es
      ? `mi cuenta de ${issuer}${kase.app ? `, por ${clean(kase.app)},` : ''}`
      : `my ${issuer} account${kase.app ? ` by ${clean(kase.app)}` : ''}`;
  if (kase.cardType === 'p2p') return es ? `mi ${type}` : `my ${type}`;
  return es ? `mi ${type}${issuer ? ` de ${issuer}` : ''}` : `my ${issuer ? `${issuer} ` : ''}${type}`;
}

/**
 * The bank or card issuer, when named: the reading's bank, or the party when the person wrote it as
 * their card's or account's ("my chase credit card", "mi tarjeta de Chase"), never a merchant.
 */
function issuerOf(kase: Case, userText: string): string | undefined {
  if (kase.bank) return kase.bank;
  const party = kase.party;
  if (!party) return namedCard(userText);
  const name = party.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
  const asCard = new RegExp(
    `${name}\\s+(?:(?:credit|debit|visa|mastercard|amex)\\s+)?(?:card|account|bank|checking|savings)|(?:tarjeta|cuenta)(?:\\s+de\\s+(?:cr[eé]dito|d[eé]bito|ahorros|cheques))?\\s+(?:de(?:l)?\\s+)?${name}`,
    'iu',
  );
  return asCard.test(userText) ? party : namedCard(userText);
}

/** Words before "card" that name no issuer ("my visa card", "my new card"). */
const NOT_AN_ISSUER =
  /^(?:visa|master ?card|credit|debit|new|old|own|other|only|business|personal|store|gift|prepaid|the|a|bank|and|or)$/iu;

/** "my chase credit card", "my citi card": the issuer as the person named it, capitalised. */
function namedCard(userText: string): string | undefined {
  const match =
    /\bmy\s+([a-z][a-z&'.]{1,15}(?:\s+[a-z][a-z&'.]{1,15})?)\s+(?:(?:credit|debit|visa|mastercard)\s+)?card\b/iu.exec(
      userText,
    );
  const words = match?.[1]?.split(/\s+/u).filter((word) => !NOT_AN_ISSUER.test(word));
  if (!words || words.length === 0) return undefined;
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
}

/** Something the person typed, fit to quote: sensitive data masked, spaces tidied. */
function clean(text: string | undefined): string | undefined {
  const tidy = text?.replace(/\s+/gu, ' ').trim();
  return tidy ? withoutSensitiveData(tidy) : undefined;
}

/** The charges after a cancellation (or listed one by one) added up, the way the answer counts them. */
function totalOf(kase: Case, charges: readonly Case['amounts'][number][], chargeDays: readonly CaseDate[]) {
  const subCase = subCaseOf(kase);
  // A dealer's add-ons: each one's figure added up.
  if (subCase === 'car_dealer_addons') {
    const addOns = charges.filter((amount) => amount.role === 'billed' || amount.role === 'other');
    if (addOns.length < 2) return undefined;
    const value = addOns.reduce((sum, amount) => sum + amount.value, 0);
    return {
      text: formatMoneyLike(Math.round(value * 100) / 100, moneySample(charges)),
      count: addOns.length,
    };
  }
  if (!subCase || !DISPUTED_CHARGE_SUB_CASES.has(subCase)) return undefined;
  const sample = moneySample(charges);
  const stated = charges.find((amount) => amount.role === 'total');
  const listed = charges.filter((amount) => ['billed', 'other', 'fee', 'unit'].includes(amount.role));
  const repeated = listed.find((amount) => (amount.count ?? 0) > 1);
  if (stated) {
    const count = repeated?.count ?? listed.length;
    return count > 1 ? { text: stated.text, count } : undefined;
  }
  if (repeated && listed.length === 1) {
    const value = repeated.value * repeated.count!;
    return { text: formatMoneyLike(value, sample), count: repeated.count! };
  }
  if (listed.length === 1 && chargeDays.length > 1) {
    const value = listed[0]!.value * chargeDays.length;
    return { text: formatMoneyLike(value, sample), count: chargeDays.length };
  }
  if (listed.length > 1) {
    const value = listed.reduce((sum, amount) => sum + amount.value * (amount.count ?? 1), 0);
    const count = listed.reduce((sum, amount) => sum + (amount.count ?? 1), 0);
    return { text: formatMoneyLike(Math.round(value * 100) / 100, sample), count };
  }
  return undefined;
}

const POLICY = /\b(?:policy|pol[ií]tica)\b/iu;
const TERMS =
  /\b(?:contract|terms|fine print|agreement|contrato|t[eé]rminos|condiciones|letra (?:peque[nñ]a|chica))\b/iu;
const LAW = /\b(?:the law|la ley|by law|legal(?:ly)?|lo permite la ley)\b/iu;

/** What the company said in the person's follow-ups, and how many times they went back to it. */
function companySaid(followUps: readonly string[], lang: Language): { sentences: string[]; times: number } {
  const sentences: string[] = [];
  let times = 0;
  for (const text of followUps) {
    const outcome = detectFollowUp(text);
    const claims = claimsOf(text);
    const said: string[] = claims.map((claim) => CLAIM_WORDS[claim][lang]);
    if (LAW.test(text)) said.push(CLAIM_WORDS.law[lang]);
    else if (TERMS.test(text) && !NOT_A_CONTRACT.test(text)) said.push(CLAIM_WORDS.terms[lang]);
    else if (POLICY.test(text)) said.push(CLAIM_WORDS.policy[lang]);
    if (outcome === 'counter_offer') {
      const offered = extractAmounts(text).find((amount) => !onlyInsideSensitive(text, amount.text));
      if (offered) said.push(offeredOnly(offered.text, lang));
    }
    if (said.length === 0 && (outcome === 'said_no' || outcome === 'no_reply' || outcome === 'pay_now'))
      said.push(CLAIM_WORDS[outcome][lang]);
    if (outcome !== undefined || said.length > 0) times += 1;
    for (const sentence of said) if (!sentences.includes(sentence)) sentences.push(sentence);
  }
  return { sentences, times };
}

/** A part of the narrative; optional parts go first when it runs long, lowest `keep` first. */
interface Part {
  readonly text: string;
  /** 100: never dropped. */
  readonly keep: number;
  /** A call from the call log: when dropped, a note says how many earlier calls are not told. */
  readonly call?: boolean;
}

/**
 * The narrative's paragraphs within `max` characters: optional parts dropped, lowest `keep` first
 * (the oldest call before a newer one), with a note standing in for the calls left out.
 */
function fitted(paragraphs: readonly (readonly Part[])[], max: number, lang: Language): string {
  let parts = paragraphs.map((paragraph) => [...paragraph]);
  let droppedCalls = 0;
  const render = () =>
    parts
      .map((paragraph, index) =>
        [
          ...paragraph.map((part) => part.text),
          // The note goes where the calls are told (the paragraph holding them, or the second).
          ...(droppedCalls > 0 && index === 1 ? [earlierCalls(droppedCalls, lang)] : []),
        ].join(' '),
      )
      .filter((text) => text.length > 0)
      .join('\n\n');
  for (;;) {
    const text = render();
    if (text.length <= max) return text;
    const optional = parts.flat().filter((part) => part.keep < 100);
    if (optional.length === 0) break;
    const lowest = optional.reduce((low, part) => (part.keep < low.keep ? part : low));
    if (lowest.call) droppedCalls += 1;
    parts = parts.map((paragraph) => paragraph.filter((part) => part !== lowest));
  }
  // Only the essentials left and still too long (a very long name typed): cut at a sentence's end.
  const text = render();
  const cut = text.slice(0, max);
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('.\n'));
  return end > max / 2 ? cut.slice(0, end + 1) : `${cut.slice(0, max - 1).trimEnd()}…`;
}

/** Do two notes tell the same thing: three or more of the same words of five letters or more? */
function sameWords(a: string, b: string): boolean {
  const words = (text: string) => new Set(fold(text).match(/\p{L}{5,}/gu) ?? []);
  const first = words(a);
  let shared = 0;
  for (const word of words(b)) if (first.has(word)) shared += 1;
  return shared >= 3;
}

/** The ladder's steps, the ready complaint for its last office, and what Lane still needs to know. */
export function escalationFor(input: EscalationInput): EscalateResponse {
  const read0 = input.reading.case;
  const lang: Language = read0.writtenIn ?? input.lang;
  const userTexts = input.messages.filter((message) => message.role === 'user').map((m) => m.content);
  const everything = userTexts.join('\n');
  // What the complaint needs that the shared reading leaves out (story.ts): an out-of-network bill
  // from a provider after emergency care, final pay a former employer owes, a business named in passing.
  const surprise =
    read0.area === 'medical_bills' &&
    read0.flags.emergency === true &&
    read0.flags.insuranceClaimDenied !== true &&
    // Only where the reading took it for another bill (an ambulance's, a bill to review).
    ![
      'medical_over_estimate',
      'medical_financial_assistance',
      'medical_public_insurance_billed',
      'medical_emergency_balance_bill',
      'medical_out_of_network_clinician',
    ].includes(read0.subCase ?? '')
      ? surpriseBillOf(userTexts)
      : undefined;
  const finalPay =
    (read0.area === 'salary' || read0.area === undefined) &&
    read0.overtime === undefined &&
    read0.flags.unpaidOvertime !== true &&
    (isFinalPay(everything) || (PAY_AT_THE_END.test(everything) && JOB_ENDED.test(everything)));
  // A charge after cancelling a merchant, with no bank named or asked: the complaint is against the
  // merchant (the FTC and the state attorney general), never a bank the person never went to.
  const merchantAfterCancel =
    read0.subCase === 'card_after_cancel' &&
    read0.bank === undefined &&
    namedCard(everything) === undefined &&
    !BANK_WORDS.test(everything);
  // A sub-case the reading held back on, that the person's own words confirm.
  // Money taken from the account by a payment app, the person saying they never sent it (a code
  // given to an impostor does not make it theirs), is a transfer nobody authorized.
  const takenByApp =
    read0.cardType === 'p2p' &&
    (read0.subCase === undefined || read0.confidence === 'unsure') &&
    read0.area === 'credit_card_fees' &&
    TAKEN.test(everything) &&
    !SELF_SENT.test(everything);
  const confirmed =
    read0.confidence === 'unsure' &&
    (read0.subCase === 'card_unauthorized' || read0.subCase === 'debit_unauthorized') &&
    read0.flags.unauthorized === true
      ? read0.subCase
      : undefined;
  const kase: Case = {
    ...read0,
    ...(surprise ? { subCase: 'medical_emergency_balance_bill' as const, confidence: 'sure' as const } : {}),
    ...(finalPay
      ? { area: 'salary' as const, subCase: 'salary_unpaid_wages' as const, confidence: 'sure' as const }
      : {}),
    ...(merchantAfterCancel ? { subCase: 'service_membership_cancel' as const } : {}),
    ...(confirmed ? { confidence: 'sure' as const } : {}),
    ...(takenByApp ? { subCase: 'debit_unauthorized' as const, confidence: 'sure' as const } : {}),
    ...(surprise?.biller ? { party: surprise.biller } : {}),
    ...(!read0.party && !read0.bank ? { party: airlineOf(everything) ?? lodgingOf(everything) } : {}),
  };
  const ladder: Ladder = ladderOf(kase, {
    telecom: TELECOM.test(`${everything}\n${kase.party ?? ''}`),
  });
  // Wages not paid, or a collector, read without a sure sub-case: told as that sub-case all the same.
  // A "charge" the person says a collector is after is a debt to validate, never a card charge.
  const read = subCaseOf(kase);
  const subCase: SubCase | undefined =
    (read && COLLECTOR_READ_AS_CHARGE.has(read) && COLLECTOR.test(everything) ? 'debt_validation' : read) ??
    (ladder === LADDERS.salary_unpaid_wages || ladder === OVERTIME_LADDER
      ? 'salary_unpaid_wages'
      : kase.area === 'debt_collection'
        ? 'debt_validation'
        : undefined);

  // A "figure" read out of a card or account number is no figure.
  const amounts = kase.amounts.filter((amount) => !onlyInsideSensitive(everything, amount.text));
  const safeCase: Case = { ...kase, amounts };
  // A month said without its day ("in november", "en noviembre") is told as the month.
  const day = (date: CaseDate | undefined) =>
    date
      ? date.iso
        ? monthOnly(date.text)
          ? formatMonth(date.iso, lang)
          : formatDay(date.iso, lang)
        : clean(date.text)
      : undefined;
  const chargeDates = kase.dates
    .filter((date) => date.role === 'charge' && date.iso !== undefined)
    .sort((a, b) => a.iso!.localeCompare(b.iso!));
  const figure = (...roles: AmountRole[]) => amountOf(safeCase, ...roles)?.text;
  const noSurprisesSub = SURPRISE_BILL_SUB_CASES.has(subCase ?? '');
  // The figure owed, by the same rule as the practice call (practice/owed.ts). A fee the bank added
  // because of a charge nobody made ("a 39 late fee since I didn't pay it") is told and asked off
  // beside the charge, never added into it.
  // Charges after a cancellation are added up as the card's were, whoever the complaint is against.
  const owedRead = owedFigure(
    merchantAfterCancel ? { ...safeCase, subCase: read0.subCase } : safeCase,
    userTexts,
  );
  const feeTexts = new Set(amounts.filter((amount) => amount.role === 'fee').map((amount) => amount.text));
  const feeParts =
    owedRead &&
    (subCase === 'card_unauthorized' || subCase === 'debit_unauthorized') &&
    owedRead.parts.length > 1 &&
    !owedRead.refunded
      ? owedRead.parts.filter(
          (part) => feeTexts.has(part.text) && (feeTexts.size === 1 || feeNamedAfter(everything, part.text)),
        )
      : [];
  const chargeParts = owedRead?.parts.filter((part) => !feeParts.includes(part)) ?? [];
  const owed =
    owedRead && feeParts.length > 0 && chargeParts.length > 0
      ? (() => {
          const value = Math.round(chargeParts.reduce((sum, part) => sum + part.value, 0) * 100) / 100;
          return {
            ...owedRead,
            value,
            text:
              chargeParts.length === 1 ? chargeParts[0]!.text : formatMoneyLike(value, moneySample(amounts)),
            parts: chargeParts.length > 1 ? chargeParts : [],
          };
        })()
      : owedRead;
  const sideFee = owed !== owedRead ? feeParts.map((part) => part.text) : [];
  const useOwed =
    owed !== undefined &&
    // Final pay owed is the sum of what the person lists (a last check and the vacation pay).
    (!OWN_FIGURES(subCase) || (finalPay && subCase === 'salary_unpaid_wages')) &&
    !kase.overtime &&
    // One purchase charged twice is told as the charge, twice.
    !(subCase === 'card_billing_error' && amounts.some((amount) => amount.count === 2));
  const datedParts =
    useOwed && owed.parts.length > 1 && owed.parts.every((part) => part.day !== undefined)
      ? owed.parts.map((part) => {
          // A month said without its day is told as the month ("in October 2026").
          const said = kase.dates.find((date) => date.iso === part.day);
          const month = said !== undefined && monthOnly(said.text);
          return {
            text: part.text,
            day: month ? formatMonth(part.day!, lang) : formatDay(part.day!, lang),
            month,
          };
        })
      : undefined;
  const total =
    useOwed && owed.parts.length > 1
      ? { text: formatMoneyLike(owed.before ?? owed.value, moneySample(amounts)), count: owed.parts.length }
      : useOwed
        ? undefined
        : totalOf(safeCase, amounts, chargeDates);
  // The charges one by one when their days are not all known: "2 × 34.99 and 49".
  // With their days when each has one, for a sentence that counts the charges.
  const partsText =
    useOwed && owed.parts.length > 1
      ? datedParts
        ? chargesWithDays(datedParts, lang)
        : partsList(owed.parts, lang)
      : undefined;
  // The days that play another part in the story: a bill's, the day a car was left at the shop, the
  // day the person left a job, the day the last pay was due.
  const billDate = subCase?.startsWith('medical_') ? billDayOf(everything, kase.dates) : undefined;
  const dropOffDate = subCase?.startsWith('car_') ? dropOffDayOf(everything, kase.dates) : undefined;
  const leftDate = finalPay ? leftJobDayOf(everything, kase.dates) : undefined;
  const dueDate = finalPay ? payDueDayOf(everything, kase.dates) : undefined;
  const otherRoles = new Set([billDate, dropOffDate, leftDate, dueDate].filter((date) => date !== undefined));
  // Each charge carries its own day: no one day for them all.
  // A day the person called, or heard back ("now on nov 18 they told me it's denied"), is not the
  // day it happened.
  const callDays = new Set((input.callLog ?? []).map((call) => call.at.slice(0, 10)));
  const eventDay = datedParts
    ? undefined
    : day(
        dateOf(
          {
            dates: kase.dates.filter(
              (date) =>
                !(date.iso && callDays.has(date.iso)) &&
                !answerDay(everything, date.text) &&
                !otherRoles.has(date),
            ),
          },
          ...dayRoles(subCase, ladder.regulator === 'dot_aviation'),
        ),
      );
  // A stay told as a span ("nov 13-16", "del 13 al 16 de noviembre"): its last day.
  const eventDate = datedParts
    ? undefined
    : dateOf(
        { dates: kase.dates.filter((date) => !otherRoles.has(date)) },
        ...dayRoles(subCase, ladder.regulator === 'dot_aviation'),
      );
  const stayEnd =
    subCase === 'fees_lodging' && eventDate?.iso
      ? spanEnd(everything, eventDate.text, eventDate.iso)
      : undefined;
  // A card or bank complaint is against the bank or the card issuer, not the merchant on the charge:
  // the party is the issuer only when the person named it as their card's or account's.
  const cardCase = subCase !== undefined && CARD_FAMILY.has(subCase);
  const issuer = cardCase ? issuerOf(kase, everything) : undefined;
  const party = clean(cardCase ? issuer : kase.party);
  const merchant =
    cardCase && kase.party && kase.party !== issuer && !/^(?:atms?|cajeros?)$/iu.test(kase.party.trim())
      ? clean(kase.party)
      : cardCase
        ? clean(quotedMerchantOf(everything))
        : undefined;
  const sample = moneySample(amounts);
  // The figure in dispute; one charged per night, month or ticket, with its count, is added up.
  const main = amountOf(safeCase, ...amountRoles(subCase));
  const mainText =
    main && main.per === 'hour' && subCase === 'salary_unpaid_wages'
      ? undefined
      : main?.per && main.count && main.count > 1
        ? unitTotal(main.text, main.per, main.count, formatMoneyLike(main.value * main.count, sample), lang)
        : main?.per
          ? perUnit(main.text, main.per, lang)
          : main?.count && main.count > 1 && subCase !== 'card_billing_error'
            ? `${formatMoneyLike(main.value * main.count, sample)} (${main.count} × ${main.text})`
            : main?.text;
  // Hours over 40 at straight time or unpaid: the overtime owed, as the answer works it out.
  const hourly = amounts.find((amount) => amount.per === 'hour');
  const overtime = kase.overtime && hourly ? overtimeOwed(hourly.value, kase.overtime) : undefined;
  const state = clean(kase.state);
  // An insurer's denial on a plan from work: self-funded plans go to the Department of Labor (EBSA),
  // fully insured ones to the state; which one it is, Lane asks.
  const employerPlan = ladder.regulator === 'state_insurance_department' && EMPLOYER_PLAN.test(everything);
  const regulator = ladder.regulator ? REGULATORS[ladder.regulator] : undefined;

  const owedMoney = (value: number) => formatMoneyLike(value, sample);
  // A per-night or per-month figure is told as the person wrote it ("$45 a night"), added up.
  const perUnitTold =
    main?.per !== undefined &&
    main.per !== 'ticket' &&
    main.per !== 'item' &&
    main.count !== undefined &&
    mainText !== undefined;
  // An out-of-network bill the reading missed: the figure as the reading writes money.
  const surpriseBill =
    surprise?.billValue !== undefined
      ? (amounts.find((amount) => amount.value === surprise.billValue)?.text ??
        formatMoneyLike(surprise.billValue, sample))
      : undefined;
  // A surprise bill with the plan's share told: the complaint tells the whole bill (the figure asked
  // off is the rest of it, above the share).
  const billedAmount = amountOf(safeCase, 'billed');
  const wholeBill =
    noSurprisesSub && owed !== undefined && billedAmount !== undefined && figure('owed') !== undefined
      ? owedMoney(billedAmount.value)
      : undefined;
  const told = surpriseBill
    ? surpriseBill
    : wholeBill
      ? wholeBill
      : useOwed && !(perUnitTold && main.value * main.count! === (owed.before ?? owed.value))
        ? datedParts
          ? `${owedMoney(owed.before ?? owed.value)} (${chargesWithDays(datedParts, lang)})`
          : owed.parts.length > 1 && owed.parts.every((part) => part.value === owed.parts[0]!.value)
            ? `${owedMoney(owed.before ?? owed.value)} (${owed.parts.length} × ${owed.parts[0]!.text})`
            : owed.refunded && owed.before !== undefined
              ? owedMoney(owed.before)
              : owed.text
        : mainText;
  // The reading isn't sure of the story, or the template can't hold what the person lost beside a
  // fee: the dispute is told with its figures and days alone, never as a charge it may not be (and
  // never the person's own messages pasted in).
  const doubtful =
    useOwed &&
    (kase.confidence === 'unsure' ||
      (!subCase && !kase.area) ||
      (FEE_TEMPLATE(subCase) && owed.also.length > 0));
  const facts: NarrativeFacts = {
    lang,
    subCase,
    area: kase.offTopic ? undefined : kase.area,
    party,
    merchant,
    amount: told,
    nothingBack:
      subCase === 'rent_deposit_withheld' &&
      owed !== undefined &&
      owed.value === amountOf(safeCase, 'deposit')?.value,
    unsure: doubtful,
    partsText,
    // A card charge nobody paid is asked off the account; money paid or taken is asked back.
    paid: !(cardCase && kase.cardType !== 'debit' && kase.cardType !== 'p2p') || PAID.test(everything),
    sideFees: sideFee,
    billDay: day(billDate),
    droppedOffDay: day(dropOffDate),
    leftDay: day(leftDate),
    payDueDay: day(dueDate),
    letterDated: isDatedLetter(everything, dateOf(kase, 'notice')),
    // The share the plan puts on the person ("my EOB says i owe 150"), as the reading holds it.
    inNetworkShare: surprise?.share ?? (noSurprisesSub ? figure('owed') : undefined),
    debt: subCase?.startsWith('debt_')
      ? {
          notMine: NOT_MINE.test(everything),
          dueDay: day(dateOf(kase, 'due')),
          callsAtWork: kase.flags.callsAtWork === true,
          suit: kase.flags.suitThreatened === true,
          creditReport: kase.flags.creditReportThreat === true,
        }
      : undefined,
    neverOptedIn: kase.flags.overdraft === true && kase.flags.optedIn === false,
    // A bank's new monthly fee told beside the fees disputed: its own topic, never added to them.
    monthlyFee:
      subCase === 'bank_fee' && kase.flags.overdraft === true
        ? clean(monthlyFeeOf(userTexts, owed?.parts[0]?.value ?? owed?.value))
        : undefined,
    listSent: subCase === 'rent_deposit_withheld' && LIST_SENT.test(everything),
    listDay: subCase === 'rent_deposit_withheld' ? day(listDayOf(everything, kase.dates)) : undefined,
    forwardingGiven: subCase === 'rent_deposit_withheld' && kase.flags.forwardingInWriting === true,
    transfer: subCase === 'debit_unauthorized' && kase.cardType === 'p2p',
    atm:
      subCase === 'debit_unauthorized' &&
      /\b(?:atms?|cash machines?|cajeros?(?: autom[aá]ticos?)?)\b/iu.test(everything),
    noPriceGiven:
      (subCase === 'car_vehicle_held' ||
        subCase === 'car_unauthorized_work' ||
        subCase === 'car_over_estimate') &&
      AGREED.test(everything) &&
      NO_PRICE.test(everything),
    total,
    day: eventDay,
    stayEnd: stayEnd && eventDay ? formatDay(stayEnd, lang) : undefined,
    // "from November 13 to November 16, 2026": the year once.
    ...(stayEnd && eventDate?.iso && eventDay && eventDate.iso.slice(0, 4) === stayEnd.slice(0, 4)
      ? { day: formatDayNoYear(eventDate.iso, lang) }
      : {}),
    // Each charge's day, when there is one for each.
    chargeDays: total && chargeDates.length === total.count ? chargeDates.map((date) => day(date)!) : [],
    cancelledDay: day(dateOf(kase, 'cancelled')),
    reportedDay: day(dateOf(kase, 'reported')),
    noticeDay: day(dateOf(kase, 'notice')),
    estimated: figure('estimated', 'quoted'),
    billed: figure('billed'),
    over: figure('over'),
    deposit: figure('deposit'),
    withheld: figure('withheld'),
    current: figure('current'),
    proposed: figure('proposed'),
    asked: figure('asked'),
    market: figure('market'),
    feeName: clean(kase.feeName),
    provider: clean(kase.provider),
    repairItem: clean(kase.repairItem),
    cardWords: cardWords(kase, subCase, lang, everything),
    airline: ladder.regulator === 'dot_aviation',
    duplicate: subCase === 'card_billing_error' && main?.count === 2,
    insurerDenied: kase.flags.insuranceClaimDenied === true && kase.area === 'medical_bills',
    overtime:
      kase.overtime && hourly && overtime
        ? {
            hours: kase.overtime.hoursPerWeek,
            paid: kase.overtime.paid,
            rate: hourly.text,
            weeks: kase.overtime.weeks,
            perWeek: formatMoneyLike(overtime.perWeek, sample),
            total: overtime.total === undefined ? undefined : formatMoneyLike(overtime.total, sample),
          }
        : undefined,
  };

  const questions: string[] = [];
  // No money matter read: ask for the story first; the rest follows from it.
  const unknown = (!kase.area || kase.offTopic) && !subCase;
  if (unknown) questions.push(QUESTIONS.story[lang]);
  const needsDay =
    !unknown &&
    NEEDS_DAY(subCase, kase.area) &&
    eventDay === undefined &&
    facts.billDay === undefined &&
    facts.droppedOffDay === undefined &&
    facts.chargeDays.length === 0 &&
    datedParts === undefined;
  if (regulator?.byState && !state) questions.push(QUESTIONS.state[lang]);
  if (employerPlan) questions.push(QUESTIONS.plan[lang]);
  if (needsDay) questions.push(QUESTIONS.day[lang]);
  if (!party && regulator) questions.push(partyQuestion(facts));
  if (!unknown && !facts.amount && !total && !facts.overtime && !(subCase && NO_FIGURE.has(subCase)))
    questions.push(QUESTIONS.amount[lang]);

  // What the company said: the follow-ups (every user message after the first) and the call log.
  const said = companySaid(userTexts.slice(1), lang);
  // "68 left" after a refund is what is still owed, not an offer of theirs.
  if (useOwed && owed.refunded) {
    const notOffer = offeredOnly(owed.text, lang);
    const written = userTexts
      .slice(1)
      .flatMap((text) => extractAmounts(text))
      .map((amount) => offeredOnly(amount.text, lang));
    said.sentences = said.sentences.filter(
      (sentence) => sentence !== notOffer && !written.includes(sentence),
    );
  }
  const calls = [...(input.callLog ?? [])].sort((a, b) => a.at.localeCompare(b.at));
  const contacts = Math.max(said.times, calls.length);
  const callParts: Part[] = calls.map((call, index) => ({
    // The newest call is kept longest; the oldest goes first when the narrative runs long.
    keep: 40 + index,
    call: true,
    text: callLogSentence(
      {
        day: formatDay(call.at.slice(0, 10), lang),
        rep: clean(call.rep) ?? '',
        reference:
          NO_REFERENCE.test(call.reference ?? '') || CHANNEL.test(call.reference ?? '')
            ? ''
            : (clean(call.reference) ?? ''),
        promised: clean(call.promised) ?? '',
      },
      lang,
    ),
  }));
  const evidence = evidenceSentence(
    evidenceOf(userTexts).map((item) => item.kind),
    lang,
  );
  // The resolution asks for what is owed now: a part refunded is off it.
  const resolutionText = [
    resolution(
      useOwed && owed.refunded
        ? { ...facts, amount: owed.text, total: undefined }
        : doubtful
          ? { ...facts, amount: owed.text }
          : facts,
    ),
    ...(useOwed && owed.also.length > 0
      ? [
          alsoSentence(
            owed.also.map((part) => part.text),
            lang,
          ),
        ]
      : []),
  ].join(' ');
  // What the person quoted from a call they also logged is told once, from the call log (its day,
  // the rep and the reference): "the guy said i can appeal but 'these usually get upheld'" beside a
  // logged "denial stands unless appeal, said appeals 'usually upheld'".
  const sayings = quotedSayings(userTexts, lang).filter(
    (saying) => !calls.some((call) => sameWords(saying, call.promised)),
  );
  const paragraphs: Part[][] = [
    [{ text: happened(facts), keep: 100 }, ...(needsDay ? [{ text: dayOnRecord(lang), keep: 100 }] : [])],
    [
      ...(contacts > 0
        ? [{ text: contactedTimes(contacts, party ?? unnamedParty(facts), lang), keep: 30 }]
        : []),
      ...(sayings.length > 0 ? [{ text: theySaid(sayings, lang), keep: 70 }] : []),
      ...said.sentences.map((text, index) => ({ text, keep: 60 - index })),
      ...(useOwed && owed.refunded
        ? [{ text: refundedSentence(owed.refunded.text, owed.text, lang), keep: 90 }]
        : []),
      ...callParts,
    ],
    [
      ...(facts.reportedDay
        ? [{ text: reportedSentence(facts.reportedDay, party ?? unnamedParty(facts), lang), keep: 35 }]
        : []),
      ...(evidence ? [{ text: evidence, keep: 10 }] : []),
    ],
    [
      { text: resolutionText, keep: 100 },
      // A pay request is a request, not a dispute left open.
      ...(ladder.regulator ? [{ text: stillOpen(formatDay(input.today, lang), lang), keep: 20 }] : []),
    ],
  ];
  const text = withoutSensitiveData(fitted(paragraphs, NARRATIVE_MAX_CHARS, lang));

  const ask = lang === 'es' ? `«${spokenAsk(resolutionText, lang)}»` : `“${spokenAsk(resolutionText, lang)}”`;
  // A Good Faith Estimate exceeded by $400 or more: the patient-provider dispute, 120 days from the
  // first bill's date (domain/chat/facts.ts), its last day given while it is ahead.
  const estimate = amountOf(safeCase, 'estimated', 'quoted');
  const billedValue = amountOf(safeCase, 'billed');
  const gfeDeadline = billDate?.iso ? addDays(billDate.iso, 120) : undefined;
  const gfe =
    subCase === 'medical_over_estimate' &&
    kase.flags.goodFaithEstimate === true &&
    estimate &&
    billedValue &&
    billedValue.value - estimate.value >= 400 &&
    (gfeDeadline === undefined || gfeDeadline >= input.today)
      ? gfeDeadline
        ? formatDay(gfeDeadline, lang)
        : ''
      : undefined;
  const steps = stepsFor(ladder, lang, { ask, party, state, employerPlan, gfe });
  // The complaint is written for the first regulator (a second one named after it takes it too).
  const forStep = ladder.regulator && ladder.also ? steps.at(-2)! : steps.at(-1)!;
  if (lang === 'es') {
    // "a el arrendador" is written "al arrendador", "de el proveedor" "del proveedor".
    const es = (words: string) => withContractions(words);
    return {
      steps: steps.map((step) => ({ ...step, name: es(step.name), detail: es(step.detail) })),
      narrative: { for: es(forStep.name), text: es(text), maxChars: NARRATIVE_MAX_CHARS },
      questions: questions.map(es),
    };
  }
  return {
    steps,
    narrative: { for: forStep.name, text, maxChars: NARRATIVE_MAX_CHARS },
    questions,
  };
}

/** The ladder's rungs as steps, in the conversation's language: at least two, a regulator last when one fits. */
export function stepsFor(
  ladder: Ladder,
  lang: Language,
  context: {
    readonly ask: string;
    readonly party: string | undefined;
    readonly state: string | undefined;
    /** A plan from work: EBSA, if it is self-funded, before the state's insurance department. */
    readonly employerPlan?: boolean;
    /**
     * A Good Faith Estimate exceeded by $400 or more: the patient-provider dispute's last day, written
     * out ('' when the bill's day is not known).
     */
    readonly gfe?: string | undefined;
  },
): EscalationStep[] {
  const first = firstRungWords(ladder.first, lang, context);
  const second = secondRungWords(ladder.second, lang, context);
  const steps: EscalationStep[] = [
    { rung: 'supervisor', name: first.name, detail: first.detail },
    { rung: 'executive', name: second.name, detail: second.detail },
  ];
  const regulator = ladder.regulator ? REGULATORS[ladder.regulator] : undefined;
  if (regulator && context.employerPlan) {
    const ebsa = regulatorWords('dol_ebsa', lang, context.state);
    steps.push({ rung: 'regulator', name: ebsa.name, detail: ebsa.detail, url: REGULATORS.dol_ebsa.url });
  }
  for (const id of [ladder.regulator, ladder.also]) {
    if (!id) continue;
    const words = regulatorWords(
      id,
      lang,
      context.state,
      id === 'cms_no_surprises' ? context.gfe : undefined,
    );
    // The person's own state's office, where its page was checked; else the national directory.
    const office = stateOffice(id, context.state);
    const url = office?.url ?? REGULATORS[id].url;
    const phone = office ? office.phone : REGULATORS[id].phone;
    steps.push({
      rung: 'regulator',
      name: words.name,
      detail: words.detail,
      ...(url ? { url } : {}),
      ...(phone ? { phone } : {}),
    });
  }
  return steps;
}

/** Spanish contracts "a el" and "de el" (never before a name: "de El Paso" stays). */
function withContractions(text: string): string {
  return text
    .replace(/(?<![\p{L}\p{N}])([Aa]) el\b/gu, '$1l')
    .replace(/(?<![\p{L}\p{N}])([Dd])e el\b/gu, '$1el');
}
