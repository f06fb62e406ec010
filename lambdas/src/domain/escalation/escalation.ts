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
import { detectFollowUp, readConversation } from '../chat/read-case.js';
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
import { owedFigure } from '../practice/owed.js';
import { firstRungWords, regulatorWords, secondRungWords } from './copy/steps.js';
import { LADDERS, ladderOf, subCaseOf, type Ladder } from './ladder.js';
import { REGULATORS } from './regulators.js';
import { onlyInsideSensitive, withoutSensitiveData } from './sensitive.js';

/**
 * "If they still say no": the ladder for the case and a complaint ready for its last office, built by
 * rules from the same reading of the conversation as the chat's answer (docs/beyond-the-script.md,
 * "Escalation"). Pure: the caller passes the day.
 */

/**
 * The narrative's length limit. The CFPB's own limit for its "what happened" field could not be
 * confirmed from an official source, so this one is ours, and conservative: 2,500 characters, about
 * 400 words — enough for the dates, the figures, what the company said and the resolution wanted.
 */
export const NARRATIVE_MAX_CHARS = 2500;

export interface EscalationInput {
  readonly messages: readonly ChatMessage[];
  readonly callLog?: readonly CallLogEntry[] | undefined;
  /** The page's language; the conversation's own language wins when its words say so. */
  readonly lang: Language;
  /** YYYY-MM-DD, the server's calendar day. */
  readonly today: string;
}

/** The day a charge, a bill or a move-out happened, by sub-case family, in the order to try. */
function dayRoles(subCase: SubCase | undefined): DateRole[] {
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
 * autoricé el pago"): the words after the saying, to the sentence's end. Never what a coworker or a
 * friend said.
 */
const SAID_EN =
  /\b(?:they|he|she|the (?:bank|company|rep|agent|letter|front desk|manager|landlord|owner|shop|store|airline|insurer|hotel|gym|collector|dealer)|front desk|my (?:manager|boss|landlord|bank|insurer))\s+(?:said|says|told me|claims?|claimed|insists?)\s+(?:that\s+)?([^.!?\n]{3,200})/giu;
const SAID_ES =
  /\b(?:me dijeron|dijeron|me contestaron|(?:el|la) (?:banco|empresa|carta|aseguradora|due[nñ]o|arrendador|gerente|tienda|taller) dice|dicen)\s+(?:que\s+)?([^.!?\n]{3,200})/giu;

function quotedSayings(texts: readonly string[], lang: Language): string[] {
  const quotes: string[] = [];
  for (const text of texts) {
    for (const match of text.matchAll(lang === 'es' ? SAID_ES : SAID_EN)) {
      const quote = clean(match[1]?.replace(/["“”«»]/gu, "'").replace(/[\s,;:]+$/u, ''));
      if (quote && !quotes.includes(quote)) quotes.push(quote);
    }
  }
  return quotes.slice(0, 3);
}

/** The person's messages, masked and tidied, cut at a sentence's end: the story in their words. */
function inTheirWords(texts: readonly string[], max = 700): string {
  const all = clean(texts.join(' ').replace(/["“”«»]/gu, "'")) ?? '';
  if (all.length <= max) return all;
  const cut = all.slice(0, max);
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('? '), cut.lastIndexOf('! '));
  return end > max / 2 ? cut.slice(0, end + 1) : `${cut.trimEnd()}…`;
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
    else if (TERMS.test(text)) said.push(CLAIM_WORDS.terms[lang]);
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

/** The ladder's steps, the ready complaint for its last office, and what Lane still needs to know. */
export function escalationFor(input: EscalationInput): EscalateResponse {
  const reading = readConversation(input.messages, input.today);
  const kase = reading.case;
  const lang: Language = kase.writtenIn ?? input.lang;
  const ladder: Ladder = ladderOf(kase);
  const userTexts = input.messages.filter((message) => message.role === 'user').map((m) => m.content);
  const everything = userTexts.join('\n');
  // Wages not paid, or a collector, read without a sure sub-case: told as that sub-case all the same.
  // A "charge" the person says a collector is after is a debt to validate, never a card charge.
  const read = subCaseOf(kase);
  const subCase: SubCase | undefined =
    (read && COLLECTOR_READ_AS_CHARGE.has(read) && COLLECTOR.test(everything) ? 'debt_validation' : read) ??
    (ladder === LADDERS.salary_unpaid_wages
      ? 'salary_unpaid_wages'
      : kase.area === 'debt_collection'
        ? 'debt_validation'
        : undefined);

  // A "figure" read out of a card or account number is no figure.
  const amounts = kase.amounts.filter((amount) => !onlyInsideSensitive(everything, amount.text));
  const safeCase: Case = { ...kase, amounts };
  const day = (date: CaseDate | undefined) =>
    date ? (date.iso ? formatDay(date.iso, lang) : clean(date.text)) : undefined;
  const chargeDates = kase.dates
    .filter((date) => date.role === 'charge' && date.iso !== undefined)
    .sort((a, b) => a.iso!.localeCompare(b.iso!));
  const figure = (...roles: AmountRole[]) => amountOf(safeCase, ...roles)?.text;
  // The figure owed, by the same rule as the practice call (practice/owed.ts).
  const owed = owedFigure(safeCase, userTexts);
  const useOwed =
    owed !== undefined &&
    !OWN_FIGURES(subCase) &&
    !kase.overtime &&
    // One purchase charged twice is told as the charge, twice.
    !(subCase === 'card_billing_error' && amounts.some((amount) => amount.count === 2));
  const datedParts =
    useOwed && owed.parts.length > 1 && owed.parts.every((part) => part.day !== undefined)
      ? owed.parts.map((part) => ({ text: part.text, day: formatDay(part.day!, lang) }))
      : undefined;
  const total =
    useOwed && owed.parts.length > 1
      ? { text: formatMoneyLike(owed.before ?? owed.value, moneySample(amounts)), count: owed.parts.length }
      : useOwed
        ? undefined
        : totalOf(safeCase, amounts, chargeDates);
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
              (date) => !(date.iso && callDays.has(date.iso)) && !answerDay(everything, date.text),
            ),
          },
          ...dayRoles(subCase),
        ),
      );
  // A card or bank complaint is against the bank or the card issuer, not the merchant on the charge:
  // the party is the issuer only when the person named it as their card's or account's.
  const cardCase = subCase !== undefined && CARD_FAMILY.has(subCase);
  const issuer = cardCase ? issuerOf(kase, everything) : undefined;
  const party = clean(cardCase ? issuer : kase.party);
  const merchant =
    cardCase && kase.party && kase.party !== issuer && !/^(?:atms?|cajeros?)$/iu.test(kase.party.trim())
      ? clean(kase.party)
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
  const told =
    useOwed && !(perUnitTold && main.value * main.count! === (owed.before ?? owed.value))
      ? datedParts
        ? `${owedMoney(owed.before ?? owed.value)} (${chargesWithDays(datedParts, lang)})`
        : owed.parts.length > 1 && owed.parts.every((part) => part.value === owed.parts[0]!.value)
          ? `${owedMoney(owed.before ?? owed.value)} (${owed.parts.length} × ${owed.parts[0]!.text})`
          : owed.refunded && owed.before !== undefined
            ? owedMoney(owed.before)
            : owed.text
      : mainText;
  // The reading isn't sure of the story, or the template can't hold what the person lost beside a
  // fee: the story is told as the person told it.
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
    inTheirWords: doubtful ? inTheirWords(userTexts) : undefined,
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
    chargeDays: total ? chargeDates.map((date) => formatDay(date.iso!, lang)) : [],
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
        reference: NO_REFERENCE.test(call.reference ?? '') ? '' : (clean(call.reference) ?? ''),
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
  const sayings = quotedSayings(userTexts, lang);
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
  const steps = stepsFor(ladder, lang, { ask, party, state, employerPlan });
  if (lang === 'es') {
    // "a el arrendador" is written "al arrendador", "de el proveedor" "del proveedor".
    const es = (words: string) => withContractions(words);
    return {
      steps: steps.map((step) => ({ ...step, name: es(step.name), detail: es(step.detail) })),
      narrative: { for: es(steps.at(-1)!.name), text: es(text), maxChars: NARRATIVE_MAX_CHARS },
      questions: questions.map(es),
    };
  }
  return {
    steps,
    narrative: { for: steps.at(-1)!.name, text, maxChars: NARRATIVE_MAX_CHARS },
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
  if (regulator) {
    const words = regulatorWords(regulator.id, lang, context.state);
    steps.push({
      rung: 'regulator',
      name: words.name,
      detail: words.detail,
      url: regulator.url,
      ...(regulator.phone ? { phone: regulator.phone } : {}),
    });
  }
  return steps;
}

/** Spanish contracts "a el" and "de el" (never before a name: "de El Paso" stays). */
function withContractions(text: string): string {
  return text.replace(/\b([Aa]) el\b/gu, '$1l').replace(/\b([Dd])e el\b/gu, '$1el');
}
