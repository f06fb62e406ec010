import type { CaseAmount } from './case.js';
import { addBusinessDays, addDays } from './facts.js';
import { pattern } from './text-patterns.js';

/**
 * Follow-ups that are neither a no nor an offer: the other side said it will look into it ("wait 7
 * more days and they'll look into it", "lo revisan dentro de 10 días"), or the person isn't sure what
 * was said ("me dijeron algo de un plan nuevo pero no entendí bien"). Read on folded text (see
 * `fold`): lower case, no accents.
 */

/** They will review, escalate or call back; or they ask the person to wait. */
const REVIEW_PROMISED = pattern(
  String.raw`(?:will|'ll|ll|going to|gonna|would|to|need to|needs to|have to|has to)\s+(?:\p{L}+\s+)?(?:look (?:into|at) (?:it|this|that|my|the)|review|investigate|escalate|get back to (?:me|us)|call (?:me |us )?back|follow up|reach out|check (?:on|into) (?:it|this|that|my|the))`,
  String.raw`(?:escalated|forwarded|passed|transferred|referred) (?:it|my (?:case|claim|complaint|request|dispute)|the (?:case|claim|complaint|request|dispute)) (?:up |on )?(?:to|with)\b`,
  String.raw`\b(?:under|in) review\b|being (?:reviewed|looked at|investigated)|(?:looking|look) into it`,
  String.raw`\bwait(?:ing)? (?:another |a few |\d+ |(?:one|two|three|four|five|ten|fourteen|thirty) )?(?:more |extra |additional |business )*(?:days?|weeks?)\b`,
  String.raw`\b(?:another|other|a different) (?:department|team)\b`,
  // "he has to check with the owner", "lo tiene que consultar con el gerente": a decision still to come.
  String.raw`(?:check|talk|speak|consult|run it by)(?: it)? (?:with|by) (?:the|his|her|their|my|a) (?:manager|owner|boss|supervisor|team|office|department)`,
  String.raw`(?:consultar|consultarlo|consultarla|hablar|hablarlo|verlo|verla|revisarlo|revisarla) con (?:el|la|su) (?:gerente|dueno|duena|jefe|jefa|supervisor|supervisora|encargad[oa]|oficina|departamento)`,
  String.raw`(?:lo |la |los |las )?(?:van a |va a )?(?:revis(?:an|a|ara|aran|ar|e|en)|investig(?:an|a|ara|aran|ar|ue|uen))\b`,
  String.raw`(?:me|nos|le|les) (?:llaman|llama|llamaran|llamara|van a llamar|va a llamar|avisan|avisa|avisaran|van a avisar|contestan|responden|van a responder|van a contestar)\b`,
  String.raw`\b(?:esperar|espere|esperemos|esperara)\b[^.!?]{0,25}\b(?:\d+|unos|otros|una|un par de|dos|tres|diez|quince|treinta)\b[^.!?]{0,6}\b(?:dias|semanas?)\b`,
  String.raw`\botro departamento\b|\ben revision\b|lo (?:escalaron|pasaron|mandaron) (?:a|con)\b`,
);

/**
 * The review refused or already decided, or the money held back until it ends ("i dont get the money
 * back until its done"): a no on what is owed meanwhile, whatever the words of a review around it.
 */
const REVIEW_REFUSED = pattern(
  String.raw`(?:don'?t|dont|do not|won'?t|wont|will not|can'?t|no)\s+(?:\p{L}+\s+){0,2}(?:get|give|see|receive|refund|return|devuelv\p{L}*|dan|da|reembols\p{L}*|recib\p{L}*|regres\p{L}*)\b[^.!?]{0,40}\b(?:until|till|unless|hasta|a menos)\b`,
  String.raw`no (?:se |me |nos |le |les )?(?:devuelv\p{L}*|pagan|paga|reembols\p{L}*|cubre\p{L}*|regres\p{L}*)\b|(?:won'?t|wont|will not|don'?t|dont|doesn'?t) (?:refund|pay|cover|return|give)\b|non-?refundable|no reembolsable|(?:el )?maximo que (?:pagan|cubren|dan|pueden)|(?:the )?(?:most|max(?:imum)?) (?:they|it|he|she) (?:pay|cover|can)`,
  String.raw`mientras(?: tanto)? no\b|(?:meanwhile|in the meantime)[^.!?]{0,10}\b(?:no|nothing|not)\b`,
  // A demand or the account sent on beside it: "pero si no empiezo a pagar 300 al mes la mandan a cobranza".
  String.raw`collections?|cobranza|cobros|agencia de cobr\p{L}*|(?:si no|if i don'?t|if we don'?t|if i dont|unless i) (?:\p{L}+ ){0,3}(?:pay|pag\p{L}*)`,
  String.raw`(?:won'?t|wont|will not|refuse\p{L}*|can'?t|cannot|nothing (?:they|he|she) can|no (?:van a|va a|pueden|puede|quieren|quiere)|ya (?:lo )?revisaron|already (?:reviewed|looked)|denied|rechaz\p{L}*|neg\p{L}*)`,
);

/** The person isn't sure what the other side said. */
const UNSURE = pattern(
  String.raw`\bsomething (?:about|like)\b|not sure (?:what|if|whether)|(?:didn'?t|did not|don'?t|do not|dont|didnt) (?:really )?(?:understand|follow|get (?:it|what|that|him|her|them|the point))\b|(?:wasn'?t|was not) clear|confus\p{L}*|no idea what`,
  String.raw`\balgo (?:de|sobre|asi|como|acerca)\b|no (?:le )?entend\p{L}*|no (?:se|estoy segur[oa]) (?:que|si|de que)|no me quedo claro|no (?:fue|era) claro|me confund\p{L}*`,
);

/** Days in a wait named in words. */
const DAY_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  ten: 10,
  fourteen: 14,
  thirty: 30,
  un: 1,
  una: 1,
  dos: 2,
  tres: 3,
  diez: 10,
  quince: 15,
  treinta: 30,
};

/** "7 more days", "dentro de 10 días", "2 weeks", "3-5 business days" (the longer end): the wait, in days. */
export function waitDays(folded: string): number | undefined {
  const found =
    /(?:^|[^\d.,$])(\d{1,3})(?:\s*(?:-|to|a)\s*(\d{1,3}))?\s+(?:more |extra |additional |business |mas |habiles )*(days?|weeks?|dias|semanas?)\b(?:\s+(?:mas|habiles))?/u.exec(
      folded,
    ) ??
    /\b(one|two|three|four|five|ten|fourteen|thirty|un|una|dos|tres|diez|quince|treinta)\s+(?:more |extra |additional |business |mas )*(days?|weeks?|dias|semanas?)\b/u.exec(
      folded,
    );
  if (!found) return undefined;
  const words = found.length === 3;
  const count = words ? DAY_WORDS[found[1]!] : Number(found[2] ?? found[1]);
  const unit = words ? found[2]! : found[3]!;
  if (!count) return undefined;
  const days = /^(?:week|semana)/u.test(unit) ? count * 7 : count;
  return days > 0 && days <= 180 ? days : undefined;
}

export interface PendingReview {
  /** The wait they named, in days, when they named one. */
  readonly days?: number;
  /** The day the wait ends (YYYY-MM-DD); weekends skipped for business days, holidays not. */
  readonly endIso?: string;
  /** The wait was named in business days ("3-5 business days", "10 días hábiles"). */
  readonly business?: boolean;
}

/**
 * "they told me to wait 7 more days and they'll look into it": the other side's answer is still to
 * come. Never for a refusal in the same words ("they won't review it") or a silence already gone on.
 */
export function pendingReviewIn(folded: string, today: string): PendingReview | undefined {
  if (!REVIEW_PROMISED.test(folded) || REVIEW_REFUSED.test(folded)) return undefined;
  const days = waitDays(folded);
  if (!days) return {};
  const business = /\b(?:business|working) days?\b|\bdias (?:habiles|laborables)\b/u.test(folded);
  return business
    ? { days, endIso: addBusinessDays(today, days), business: true }
    : { days, endIso: addDays(today, days) };
}

/** "me dijeron algo de un plan nuevo pero no entendí bien": what they said is not clear to the person. */
export function unsureWhatWasSaid(folded: string): boolean {
  return UNSURE.test(folded);
}

/**
 * "wait 7 more days", "dentro de 10 días", "in 2 weeks": a count of days or weeks in a reply is a
 * time, never a sum of money offered or asked. Figures written as money ("$7") stay.
 */
export function withoutTimeCounts(amounts: CaseAmount[], folded: string): CaseAmount[] {
  return amounts.filter((amount) => {
    if (/[$€£]|dollars?|dolares|usd|bucks/u.test(amount.text)) return true;
    const text = amount.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return !new RegExp(
      String.raw`(?:^|[^\d.,$])${text}(?:\s*(?:-|to|a)\s*\d{1,3})?\s+(?:more |extra |additional |business |mas |habiles )*(?:days?|weeks?|dias|semanas?)\b`,
      'u',
    ).test(folded);
  });
}

/**
 * "thats like 650 of my money gone", "son 300 de mi dinero que no tengo": the person's own worry,
 * summed in their words, is never a charge of the case nor a sum the other side offered.
 */
const OWN_WORRY =
  /\b(?:that'?s|thats|that is|it'?s|its|son|es|eso es|serian|seria|ser[ií]an|ser[ií]a)\s+(?:like |about |almost |nearly |como |casi |unos |unas )?\$?\d[\d.,]*\s*k?\s*(?:dollars |bucks |d[oó]lares )?(?:of|de)\s+(?:my|our|mi|mis|nuestro|nuestra)\s+(?:own\s+)?(?:money|cash|savings|rent|dinero|plata|ahorros|renta)\b/giu;

export function withoutOwnWorry(text: string): string {
  return text.replace(OWN_WORRY, (found) => found.replace(/\$?\d[\d.,]*\s*k?/u, ''));
}
