import type { Claim } from '../../../domain/chat/claims.js';
import type { Language } from '@lane/shared';
import type {
  AmountRole,
  Case,
  CaseAmount,
  CaseFlags,
  DateRole,
  SubCase,
} from '../../../domain/chat/case.js';
import type { HoldReading } from '../../../domain/chat/read-case.js';
import type { FactId } from '../../../domain/chat/facts.js';
import type { Ruling } from '../../../domain/chat/rights.js';
import type { Evidence } from '../../../domain/chat/claims.js';

/**
 * What a template knows about the person's case, already in the answer's language. Templates read
 * the typed case (sub-case, figures by role, flags) and the rights engine's ruling; they never
 * decide on their own which law applies.
 */
export interface CopyContext {
  readonly lang: Language;
  readonly case: Case;
  /** Undefined when the reading is unsure: write a safe first step, not a sub-case's script. */
  readonly subCase: SubCase | undefined;
  /** Which rights apply (and their computed deadlines): assert these, offer no discount on money not owed. */
  readonly ruling: Ruling;
  /** The other side as the person named it, if they did. */
  readonly namedParty: string | undefined;
  /** The proof the person says they hold (an email with its words and day), when they named it. */
  readonly evidence?: readonly Evidence[];
  /** The person's own figure with the first of these roles that they gave, exactly as written. */
  figure(...roles: AmountRole[]): string | undefined;
  /** The value of that figure. */
  value(...roles: AmountRole[]): number | undefined;
  /** The person's own date with the first of these roles, as written; `date()` is any date. */
  date(...roles: DateRole[]): string | undefined;
  readonly percent: string | undefined;
  /** Figures Lane worked out from the person's own, written the way they write money. */
  readonly computed: Computed;
  /** A sum Lane worked out, written the way the person writes money. */
  money(value: number): string;
  /** Whether a right applies (from the ruling). */
  right(id: FactId): boolean;
  /** The computed last day for a right, in the answer's language ("July 27, 2026"), when known. */
  deadline(id: FactId): string | undefined;
  /** Today, YYYY-MM-DD: for days counted since a date the person gave (an invoice's days overdue). */
  readonly today: string;
  /** Days from today to that last day, when it is known and not yet past. */
  daysLeft(id: FactId): number | undefined;
}

/** Sums Lane works out so the person does not have to; each only when its inputs were given. */
export interface Computed {
  /** billed − estimated (or quoted): how far over the estimate. */
  readonly overEstimate?: string;
  readonly overEstimateValue?: number;
  /**
   * The estimate plus the extra work the person approved ("420 quote, rotors +260 OK'd by phone":
   * 680), when they approved some; `overEstimate` is then the bill less this, the part never approved.
   */
  readonly approvedTotal?: string;
  readonly approvedTotalValue?: number;
  /** The approved extras as written ("260"). */
  readonly approvedExtras?: readonly string[];
  /** unit × count: nights × nightly fee, months × monthly charge, tickets × fee. */
  readonly total?: string;
  readonly totalValue?: number;
  /** How many units that total counts ("3 nights"): the count only. */
  readonly count?: number;
  /**
   * A total the person wrote of a repeated charge and other charges beside it ("24.99 on sept 15,
   * oct 15 and nov 15 plus a 49 annual fee… that's 123.97"): how many times the repeated one was
   * charged, and the others as written.
   */
  readonly unitCount?: number;
  readonly beside?: readonly string[];
  /** deposit − withheld: what should come back. */
  readonly depositBack?: string;
  /** proposed − current: a rise in rent, price or pay. */
  readonly increase?: string;
  /** The rise as a percentage of current ("12.5%"). */
  readonly increasePercent?: string;
  /** market (or asked) − offered: the gap to close in a salary or rate talk. */
  readonly gap?: string;
}

/**
 * The step-down plan for when the rep says no, one rung at a time: a discount, a credit, a
 * downgrade, a supervisor, the retention or cancellation team, then a written complaint. Each
 * area words the rungs for its own world (a payment plan is a hospital's "downgrade"); where a right
 * applies, the rungs assert it (written dispute, confirmation, escalation) and never bargain.
 */
export const RUNGS = ['discount', 'credit', 'downgrade', 'supervisor', 'retention', 'complaint'] as const;
export type Rung = (typeof RUNGS)[number];

export interface RungCopy {
  /** A few words naming the move: "Payment plan". */
  readonly label: string;
  /** What to say, ready to read aloud. */
  readonly line: string;
}

/** Rungs written as [label, line] pairs in the order of RUNGS; a missing one is left empty. */
export function rungsInOrder(
  pairs: readonly (readonly [label: string, line: string])[],
): Record<Rung, RungCopy> {
  return Object.fromEntries(
    RUNGS.map((rung, index) => {
      const [label, line] = pairs[index] ?? ['', ''];
      return [rung, { label, line }];
    }),
  ) as Record<Rung, RungCopy>;
}

/** Rungs written as [label, line] pairs by name. */
export function rungsByName(
  pairs: Readonly<Record<Rung, readonly [label: string, line: string]>>,
): Record<Rung, RungCopy> {
  return rungsInOrder(RUNGS.map((rung) => pairs[rung]));
}

/** What the person says, each line in quotes. */
export function quoteLines(lines: readonly string[]): string {
  return lines.map((line) => `"${line}"`).join('\n');
}

export interface EmailCopy {
  readonly subject: string;
  readonly body: string;
}

/**
 * `service`: calls to a company's reps, who give names and reference numbers. `relationship`: talks
 * with someone the person knows (a manager, a landlord, an account manager), closed in writing.
 */
export type ConversationStyle = 'service' | 'relationship';

/** One area's templates in one language. Spanish copy speaks *usted*, gender-neutral where it can. */
export interface AreaCopy {
  /** @default 'service' */
  style?(ctx: CopyContext): ConversationStyle;
  /** The other side when the person did not name it: "the billing office". */
  party(ctx: CopyContext): string;
  /** What the dispute is about, as a short noun phrase: "the $2,340 ER bill". */
  subject(ctx: CopyContext): string;
  strategy(ctx: CopyContext): string;
  /** The first call up to the ask, line by line, in the person's own voice. */
  opening(ctx: CopyContext): string;
  rungs(ctx: CopyContext): Readonly<Record<Rung, RungCopy>>;
  email(ctx: CopyContext): EmailCopy;
  talkingPoints(ctx: CopyContext): string[];
  /** Questions whose answers change the advice or which rights apply (at most 3 are shown). */
  questions?(ctx: CopyContext): string[];
  /** Where a written complaint can go when the calls are not enough. */
  complaintRoutes(ctx: CopyContext): string;
  /**
   * When a right applies: the one sentence to say when the other side pushes back, offers part,
   * or wants a payment today ("I don't owe this charge: it's a billing error, and I'm disputing it
   * in writing."). Undefined when no right applies.
   */
  rightLine?(ctx: CopyContext): string | undefined;
  /**
   * The time a rule gives the other side to put it right ("within 7 business days" for an airline
   * refund on a credit card), said in a follow-up letter instead of a generic 14 days.
   */
  replyWithin?(ctx: CopyContext): string | undefined;
  /**
   * Judges an offer the other side made (its value) against what the person is owed or asked for:
   * `accept` (it meets the goal), `counter` (a fair step, ask for more), `decline` (money not owed,
   * or too little). Undefined: the generic judgement (compared with the person's own figures).
   */
  judgeOffer?(ctx: CopyContext, offered: number | undefined): OfferVerdict | undefined;
  /**
   * The next step for this sub-case once the other side has answered: what to do after a no, a
   * partial offer (`offer`, as the person wrote it), silence, or a demand to pay today (`offer`: the
   * sum demanded, when given). One to three sentences in the person's interest, put first in the
   * follow-up's strategy. Undefined: the generic step alone.
   */
  nextStep?(ctx: CopyContext, outcome: Outcome, offer: string | undefined): string | undefined;
  /**
   * Everything the person is owed when the other side offers part of it, in the person's own voice
   * ("the full 1650 deposit back, or an itemized list of deductions with receipts"). Undefined: the
   * reply leaves a blank for the person's full ask.
   */
  owedInFull?(ctx: CopyContext): string | undefined;
  /**
   * Where the other side's number is what the person is asked to pay (a contractor's or a shop's
   * bill): what the person owes, in their own voice ("the $2,800 left on the quote"). A declined
   * offer then refuses to pay more, instead of asking for more.
   */
  owesThePayment?(ctx: CopyContext): string | undefined;
  /**
   * A sub-case whose next move is its own (an estimated utility bill answered by a meter reading,
   * not by a counter-offer) writes the whole follow-up: strategy, script, email and points, in
   * place of the generic ones. Undefined: the generic follow-up with `nextStep` in front.
   */
  followUpCopy?(
    ctx: CopyContext,
    outcome: Outcome,
    offer: string | undefined,
    /** Every sum in the latest message with its role (two offers for two lease lengths). */
    latest?: readonly CaseAmount[],
    /**
     * What else their answer said: a hold on the account, a last day before collections, the day of
     * the one charge they will refund.
     */
    said?: FollowUpSaid,
  ): FollowUpAnswer | undefined;
  /**
   * The bill went to a collection agency: why it isn't owed, one sentence in the person's voice for
   * the dispute letter, and what to attach. Undefined: the letter leaves a blank for the reason.
   */
  collectorDispute?(ctx: CopyContext): { readonly reason: string; readonly proof: string } | undefined;
  /**
   * After a refusal to deceive: the honest way to the same result in this sub-case (apply for
   * financial assistance with the real income, ask the merchant for a return). One or two sentences.
   */
  honestRoute?(ctx: CopyContext): string;
}

/**
 * An offer judged against what the person is owed or asked for: `accept` meets the goal, `counter`
 * is a fair step, `decline` falls short (or is money not owed), `take_part` is a part handed back
 * that the person takes without letting it settle the rest (a merchant refunding one of two charges
 * after a cancellation, while the card dispute goes on for the other).
 */
export type OfferVerdict = 'accept' | 'counter' | 'decline' | 'take_part';

/** What the other side did after Lane's first answer. */
/** What the other side's latest answer said beside its outcome, read from the person's words. */
export interface FollowUpSaid {
  /** A hold on the account ("a 30 day hold, then collections"), or a last day before collections. */
  readonly hold?: HoldReading;
  /** The account already went to a collection agency (its notice day, when said). */
  readonly sentToCollections?: { readonly noticeIso?: string; readonly noticeText?: string };
  /** How many times the person has reported a no (a no from whoever decides counts as the last). */
  readonly noCount?: number;
  /** How the talk has gone so far: the offers the person has reported, this one included. */
  readonly offers?: number;
  /** The day of the one charge they will refund (YYYY-MM-DD), when the latest message named it. */
  readonly refundedDay?: string;
  /** They will refund only the last (or first) charge, by its place rather than its day. */
  readonly refundedEnd?: 'last' | 'first';
  /** The billing cycle a charge they keep is for ("oct 15 to nov 14"), with its first day. */
  readonly billingCycle?: { readonly text: string; readonly startIso: string };
  /** What they take off is called a courtesy. */
  readonly courtesy?: boolean;
  /** A shorter promotion term they claim than the person's own ("only 6 months"). */
  readonly termClaimed?: number;
  /** Days they ask the person to wait before acting ("give the store 30 more days"). */
  readonly waitAsked?: number;
  /** The latest message tells of the collector's letter about disputing the debt: news, not a no. */
  readonly validationLetter?: boolean;
  /** What the latest message alone says (a phone claim, a charge threatened on the card on file). */
  readonly latestFlags?: CaseFlags;
  /** A share of the balance the latest message offers ("50%", "half"), as a fraction. */
  readonly share?: number;
  /** The other side's claims in the latest message ("your husband approved it"). */
  readonly claims?: readonly Claim[];
  /** Another charge taken off while the disputed fee is refused ("he took off the parking tho"). */
  readonly otherRemoved?: { readonly name: string; readonly value?: number; readonly perNight?: boolean };
}

/** A follow-up answer a sub-case writes whole (see `AreaCopy.followUpCopy`). */
export interface FollowUpAnswer {
  readonly strategy: string;
  /** The script's lines, already quoted. */
  readonly opening: string;
  readonly email: EmailCopy;
  readonly talkingPoints: readonly string[];
  /**
   * The figures to keep in front of the person, when the answer's own differ from the first ones
   * (a bill lowered and paid: 1,140 paid and 490 disputed, no longer the 590 over the estimate).
   */
  readonly numbers?: readonly string[];
  /**
   * The answer already speaks to the collection agency the account went to (the hospital's pending
   * financial assistance application told to it): it stands instead of the general collector answer.
   */
  readonly answersCollector?: boolean;
  /**
   * The answer already meets the other side's claim in its own words ("you authorized it, so take it
   * up with the merchant" answered by Regulation E's error rule): no generic claim line is added.
   */
  readonly answersClaim?: boolean;
}

export type Outcome = 'said_no' | 'counter_offer' | 'agreed' | 'no_reply' | 'pay_now';

export type AreaPlaybook = Readonly<Record<Language, AreaCopy>>;

/** The person's own value, or the words Lane uses when they haven't given it. */
export function or(value: string | undefined, fallback: string): string {
  return value ?? fallback;
}

/**
 * The picker every template writes its words with, so one function serves both languages:
 * `const t = inLanguage(lang); t('I was charged twice.', 'Me cobraron dos veces.')`.
 */
export function inLanguage(lang: Language): <T>(en: T, es: T) => T {
  return (en, es) => (lang === 'es' ? es : en);
}

/** "a, b and c" / "a, b y c". */
export function listIn(lang: Language, items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')}${lang === 'es' ? ' y ' : ' and '}${items[items.length - 1]!}`;
}

/** Whether the case is one of these sub-cases. */
export function is(ctx: CopyContext, ...subCases: SubCase[]): boolean {
  return ctx.subCase !== undefined && subCases.includes(ctx.subCase);
}

/**
 * One sub-case's words for a talk with someone the person knows (an employer, a supplier, a
 * client): the pieces a relationship playbook is built from.
 */
export interface SubCopy {
  readonly party: string;
  readonly subject: string;
  readonly strategy: string;
  /** Lines said aloud, unquoted. */
  readonly opening: readonly string[];
  /** [label, line] in the order of RUNGS. */
  readonly rungs: readonly (readonly [string, string])[];
  readonly email: EmailCopy;
  readonly talkingPoints: string[];
  readonly questions: string[];
  readonly complaintRoutes: string;
}

/**
 * An area where no reviewed right applies (pay, business talks): each kind of case has its words,
 * its next steps and its honest route, all read from the person's figures. Nothing to assert, only
 * to negotiate.
 */
export function relationshipPlaybook<K extends string, F>(parts: {
  kindOf(ctx: CopyContext): K;
  figures(ctx: CopyContext): F;
  words: Record<K, (ctx: CopyContext, figures: F) => SubCopy>;
  steps: Record<K, (figures: F, outcome: Outcome, offer: string | undefined) => string | undefined>;
  honest: Readonly<Record<Language, Record<K, string>>>;
  judgeOffer: AreaCopy['judgeOffer'];
}): AreaCopy {
  const build = (ctx: CopyContext) => parts.words[parts.kindOf(ctx)](ctx, parts.figures(ctx));
  return {
    style: () => 'relationship',
    party: (ctx) => build(ctx).party,
    subject: (ctx) => build(ctx).subject,
    strategy: (ctx) => build(ctx).strategy,
    opening: (ctx) => quoteLines(build(ctx).opening),
    rungs: (ctx) => rungsInOrder(build(ctx).rungs),
    email: (ctx) => build(ctx).email,
    talkingPoints: (ctx) => build(ctx).talkingPoints,
    questions: (ctx) => build(ctx).questions.slice(0, 3),
    complaintRoutes: (ctx) => build(ctx).complaintRoutes,
    rightLine: () => undefined,
    ...(parts.judgeOffer ? { judgeOffer: parts.judgeOffer } : {}),
    nextStep: (ctx, outcome, offer) => parts.steps[parts.kindOf(ctx)](parts.figures(ctx), outcome, offer),
    honestRoute: (ctx) => parts.honest[ctx.lang][parts.kindOf(ctx)],
  };
}

/**
 * An area copy that hands every method to the copy `pick` chooses for the case: how a sub-case
 * with its own words (a used car sold as is, a Medicaid patient billed) sits inside its area.
 */
export function delegateCopy(pick: (ctx: CopyContext) => AreaCopy): AreaCopy {
  return {
    style: (ctx) => pick(ctx).style?.(ctx) ?? 'service',
    party: (ctx) => pick(ctx).party(ctx),
    subject: (ctx) => pick(ctx).subject(ctx),
    strategy: (ctx) => pick(ctx).strategy(ctx),
    opening: (ctx) => pick(ctx).opening(ctx),
    rungs: (ctx) => pick(ctx).rungs(ctx),
    email: (ctx) => pick(ctx).email(ctx),
    talkingPoints: (ctx) => pick(ctx).talkingPoints(ctx),
    questions: (ctx) => pick(ctx).questions?.(ctx) ?? [],
    complaintRoutes: (ctx) => pick(ctx).complaintRoutes(ctx),
    rightLine: (ctx) => pick(ctx).rightLine?.(ctx),
    judgeOffer: (ctx, offered) => pick(ctx).judgeOffer?.(ctx, offered),
    nextStep: (ctx, outcome, offer) => pick(ctx).nextStep?.(ctx, outcome, offer),
    honestRoute: (ctx) => pick(ctx).honestRoute?.(ctx) ?? '',
    owedInFull: (ctx) => pick(ctx).owedInFull?.(ctx),
    owesThePayment: (ctx) => pick(ctx).owesThePayment?.(ctx),
    followUpCopy: (ctx, outcome, offer, latest, said) =>
      pick(ctx).followUpCopy?.(ctx, outcome, offer, latest, said),
  };
}
