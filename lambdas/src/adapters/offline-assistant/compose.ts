import type { ChatSections, Language } from '@lane/shared';
import { amountOf, type CaseAmount, type CaseArea } from '../../domain/chat/case.js';
import type { ConversationReading, HoldReading } from '../../domain/chat/read-case.js';
import { formatDay, type FactId } from '../../domain/chat/facts.js';
import type { Claim } from '../../domain/chat/claims.js';
import { deadlinesOf, ruleOn, type Ruling } from '../../domain/chat/rights.js';
import { carRepairsDealers } from './copy/car-repairs-dealers.js';
import { withClaimAnswer } from './copy/claims.js';
import { copyContext } from './copy/context.js';
import {
  cardChargeGuard,
  CONVERSATION,
  ladder,
  type FollowUpCopy,
  type FollowUpContext,
} from './copy/conversation.js';
import { creditCardFees } from './copy/credit-card-fees.js';
import { collectorFollowUp } from './copy/sent-to-collections.js';
import { creditsBelowOwed } from './copy/other-side-said.js';
import { debtCollection } from './copy/debt-collection.js';
import { general, worldOf } from './copy/general.js';
import { hiddenFees } from './copy/hidden-fees.js';
import { medicalBills } from './copy/medical-bills.js';
import { rentLandlord } from './copy/rent-landlord.js';
import { salary } from './copy/salary.js';
import { serviceDisputes } from './copy/service-disputes.js';
import {
  RUNGS,
  type AreaCopy,
  type AreaPlaybook,
  type ConversationStyle,
  type CopyContext,
  type Rung,
} from './copy/types.js';
import { vendors } from './copy/vendors.js';

const PLAYBOOKS: Readonly<Record<CaseArea, AreaPlaybook>> = {
  hidden_fees: hiddenFees,
  medical_bills: medicalBills,
  credit_card_fees: creditCardFees,
  debt_collection: debtCollection,
  rent_landlord: rentLandlord,
  service_disputes: serviceDisputes,
  salary,
  car_repairs_dealers: carRepairsDealers,
  vendors,
};

const MAX_QUESTIONS = 3;

/**
 * How much a first answer may leave out to fit in one chat message (the browser sends every
 * answer back, and a message holds at most CHAT_LIMITS.maxMessageChars): 0 leaves out nothing,
 * 1 keeps four talking points, 2 also names the last rungs of the plan without their words.
 */
export const BREVITY_LEVELS = [0, 1, 2] as const;
export type Brevity = (typeof BREVITY_LEVELS)[number];
const FULL_RUNGS_WHEN_BRIEF = 3;
const TALKING_POINTS_WHEN_BRIEF = 4;

/** Where each reported "no" picks up the step-down plan. */
function firstRungAfter(noCount: number): Rung {
  if (noCount <= 1) return 'credit';
  if (noCount === 2) return 'supervisor';
  return 'retention';
}

function areaCopy(reading: ConversationReading, lang: Language): AreaCopy {
  const { area } = reading.case;
  return area && !reading.case.offTopic ? PLAYBOOKS[area][lang] : general[lang];
}

function styleOf(area: AreaCopy, ctx: CopyContext): ConversationStyle {
  return area.style?.(ctx) ?? 'service';
}

/** Enough figures to anchor the call; a pasted statement full of numbers shouldn't flood the list. */
const MAX_NUMBERS = 6;

function numbersOf(ctx: CopyContext, latest: readonly { text: string }[] = []): string[] {
  const { case: kase, computed } = ctx;
  return (
    [
      ...kase.amounts.map((amount) => amount.text),
      // "they'll take 800 if I pay today": the sum the other side just named is one to keep in view too.
      ...latest.map((amount) => amount.text),
      // What came back of a deposit, when the person said it, is already among their figures.
      ...[
        computed.overEstimate,
        // A total Lane worked out is named in a placed case's own words; unplaced, it would be a bare sum.
        kase.area ? computed.total : undefined,
        kase.amounts.some((amount) => amount.role === 'returned') ? undefined : computed.depositBack,
        computed.increase,
      ].filter((value): value is string => value !== undefined),
      ...kase.percentages,
      // A count Lane can't name ("4" messages sent) is no figure to keep in front of you.
      ...(kase.counts ?? []).filter((count) => count.role !== 'other').map((count) => count.text),
      // "today" or "next friday" is a day, not a figure to keep in front of you.
      ...kase.dates.map((date) => date.text).filter((text) => /\d/.test(text)),
    ]
      .filter((value, index, all) => all.indexOf(value) === index)
      // "510" and the "$510" Lane worked out are one figure: said once, as the person wrote it.
      .filter((value, index, all) => {
        const digits = figureDigits(value);
        return digits === undefined || all.findIndex((other) => figureDigits(other) === digits) === index;
      })
      .slice(0, MAX_NUMBERS)
  );
}

/** A money figure's digits ("$1,350" and "1,350" alike); undefined for a date or a percentage. */
function figureDigits(text: string): string | undefined {
  if (!/^\$?\s?\d[\d.,]*(?:\s*(?:dollars|d[oó]lares|bucks))?$/iu.test(text.trim())) return undefined;
  return text.replace(/[^\d.,]/gu, '').replace(/[.,](?=\d{3}(?:\D|$))/gu, '');
}

function questionsFor(
  reading: ConversationReading,
  area: AreaCopy,
  ctx: CopyContext,
  lang: Language,
): string[] {
  const conversation = CONVERSATION[lang];
  const { case: kase } = reading;
  const questions: string[] = [];
  if (kase.offTopic) return [conversation.question('what_happened', false)];
  // A request to deceive is answered with the honest route, not with a quiz.
  if (kase.asksForDeception && kase.area) return [];
  // A sure reading gets a plan, not a quiz: questions are for when the area, the sub-case or the
  // fact a right hinges on is still open.
  if (kase.confidence === 'sure' && !reading.vague) return [];
  // A tow, a bank's hold or a denied claim was told already: its own questions come from the copy.
  if ((!kase.area || reading.vague) && !worldOf(ctx))
    questions.push(conversation.question('what_happened', kase.area === 'salary'));
  questions.push(...(area.questions?.(ctx) ?? []));
  if (
    kase.area &&
    kase.amounts.length === 0 &&
    kase.percentages.length === 0 &&
    questions.length < MAX_QUESTIONS
  ) {
    questions.push(conversation.question('how_much', kase.area === 'salary'));
  }
  // A question the person has already seen and answered around should not come back word for word.
  return [...new Set(questions)]
    .filter((question) => !reading.previousAnswer?.includes(question))
    .slice(0, MAX_QUESTIONS);
}

/** Cautions the advice must carry (rules people quote that are not in force here). */
function cautionsOf(ruling: Ruling, lang: Language): string[] {
  return ruling.cautions.map((fact) => fact.text[lang].detail);
}

function firstAnswer(
  reading: ConversationReading,
  area: AreaCopy,
  ctx: CopyContext,
  lang: Language,
  brevity: Brevity,
): ChatSections {
  const conversation = CONVERSATION[lang];
  const { case: kase } = reading;
  if (kase.offTopic || (kase.asksForDeception && !kase.area)) {
    return {
      strategy: [
        kase.asksForDeception ? conversation.refusal : conversation.scope,
        reading.outOfScope ? conversation.elsewhere : undefined,
        conversation.notALawyer,
      ]
        .filter(Boolean)
        .join(' '),
      phone_script: '',
      email: { subject: '', body: '' },
      talking_points: [],
      deadlines: [],
      questions: questionsFor(reading, area, ctx, lang),
    };
  }
  // Nothing to go on yet ("me cobraron de más, ¿qué hago?"): the questions and a safe first step
  // (the call's opening lines), never a ladder or a letter full of blanks.
  const questions = questionsFor(reading, area, ctx, lang);
  if (!kase.area && kase.amounts.length === 0 && reading.followUp === undefined && questions.length >= 2) {
    return {
      strategy: [area.strategy(ctx), conversation.notALawyer].join(' '),
      phone_script: [area.opening(ctx), conversation.closing(styleOf(area, ctx))].join('\n\n'),
      email: { subject: '', body: '' },
      talking_points: [],
      deadlines: [],
      questions,
    };
  }
  const rungs = area.rungs(ctx);
  const strategy = [
    kase.asksForDeception
      ? reading.followUp === undefined
        ? conversation.refusal
        : conversation.refusalAgain
      : undefined,
    kase.asksForDeception ? area.honestRoute?.(ctx) : undefined,
    reading.followUp === 'more_details' && !kase.asksForDeception ? conversation.moreDetails : undefined,
    area.strategy(ctx),
    // With the second matter's own short plan beside it (see `withSecondMatter`), no need to ask for it apart.
    reading.secondMatter && !reading.second ? conversation.secondMatter(reading.secondMatter) : undefined,
    reading.followUp === undefined ? conversation.notALawyer : undefined,
  ]
    .filter(Boolean)
    .join(' ');
  const numbers = numbersOf(ctx);
  // The briefest form keeps the first steps whole and names the rest in one sentence, never as
  // numbered labels with nothing to say.
  const plan =
    brevity >= 2
      ? [
          ...RUNGS.slice(0, FULL_RUNGS_WHEN_BRIEF).map((rung) => rungs[rung]),
          {
            label: conversation.laterSteps(
              RUNGS.slice(FULL_RUNGS_WHEN_BRIEF).map((rung) => rungs[rung].label),
            ),
            line: '',
          },
        ]
      : RUNGS.map((rung) => rungs[rung]);
  const cautions = cautionsOf(ctx.ruling, lang);
  const areaPoints = area.talkingPoints(ctx);
  return {
    strategy,
    phone_script: [
      area.opening(ctx),
      ladder(ctx.ruling.moneyNotOwed ? conversation.rightStepsIntro : conversation.ladderIntro, plan),
      // Details told after the other side answered (kept part of a deposit): nothing agreed yet.
      conversation.closing(styleOf(area, ctx), reading.followUp === undefined),
    ].join('\n\n'),
    email: area.email(ctx),
    talking_points: [
      ...(brevity >= 1
        ? areaPoints.slice(0, Math.max(2, TALKING_POINTS_WHEN_BRIEF - cautions.length))
        : areaPoints),
      ...cautions,
      ...(numbers.length > 0 ? [conversation.numbersPoint(numbers)] : []),
    ],
    deadlines: deadlinesOf(ctx.ruling, lang),
    questions,
  };
}

/**
 * A follow-up's answer; with a charge threatened on the person's card ("they'll charge the card on
 * file today") that the area's own answer doesn't meet, the written limit and the card dispute are added.
 */
function followUpAnswer(
  reading: ConversationReading,
  area: AreaCopy,
  ctx: CopyContext,
  lang: Language,
  stepOnly = false,
): ChatSections {
  const sections = followUpSections(reading, area, ctx, lang, stepOnly);
  if (reading.latestFlags?.cardChargeThreat !== true || reading.followUp === 'agreed') return sections;
  if (/card issuer|emisor de (?:la|su) tarjeta/iu.test(sections.strategy)) return sections;
  const guard = cardChargeGuard(lang);
  const guarded: ChatSections = {
    ...sections,
    strategy: `${guard.strategy} ${sections.strategy}`,
    talking_points: [guard.point, ...sections.talking_points],
  };
  if (CLAIM_ANSWERED.has(sections)) CLAIM_ANSWERED.add(guarded);
  return guarded;
}

function followUpSections(
  reading: ConversationReading,
  area: AreaCopy,
  ctx: CopyContext,
  lang: Language,
  stepOnly = false,
): ChatSections {
  const conversation = CONVERSATION[lang];
  const rungs = area.rungs(ctx);
  const start = RUNGS.indexOf(
    reading.followUp === 'no_reply' ? 'supervisor' : firstRungAfter(reading.noCount),
  );
  // Their offer, not the person's own ask repeated in the same message ("I asked for 58,000 and
  // they said 52,000 is the max").
  const offer =
    reading.latestAmounts.find((amount) => amount.role === 'offered') ??
    reading.latestAmounts.find((amount) => amount.role !== 'asked');
  const rightLine = ctx.ruling.moneyNotOwed ? area.rightLine?.(ctx) : undefined;
  // Part of money not owed already handed back: keep it, and keep disputing the rest.
  const judged =
    reading.partBack && rightLine
      ? 'take_part'
      : area.judgeOffer?.(ctx, offer?.value ?? (reading.latestShare !== undefined ? -1 : undefined));
  // "they can only credit the last 2": named as only a part of money not owed, never a yes to accept.
  const verdict = judged === 'accept' && reading.onlyPart && rightLine ? 'take_part' : judged;
  const offerText = withBonus(offer, reading.latestBonus, ctx, lang) ?? shareText(reading.latestShare, lang);
  const followUp: FollowUpContext = {
    subject: area.subject(ctx),
    party: area.party(ctx),
    nextRungs: RUNGS.slice(start).map((rung) => rungs[rung]),
    complaintRoutes: area.complaintRoutes(ctx),
    offer: offerText,
    counter: counterTo(reading, offer?.value, ctx),
    // A no from the owner or manager is as far up as a phone call goes: the next step is in writing.
    noCount: reading.noFromDecider ? Math.max(reading.noCount, 3) : Math.max(reading.noCount, 1),
    // "It's in the terms" with a claim that already asks for the clause or the form ("you signed a
    // consent form", "it's standard") is answered once, by the claim's own line.
    ...(reading.noReason &&
    !(reading.noReason === 'terms' && reading.claims?.some((claim) => ASKS_FOR_THE_TERMS.has(claim)))
      ? { noReason: reading.noReason }
      : {}),
    ...(reading.noFromDecider ? { fromDecider: true } : {}),
    style: styleOf(area, ctx),
    rightLine,
    ...(rightLine && area.replyWithin?.(ctx) ? { replyWithin: area.replyWithin(ctx)! } : {}),
    verdict,
    payLater: reading.payLater,
    // "200 a month or collections": the monthly figure, so no answer calls it a payment today.
    ...(reading.planOffered && reading.latestAmounts.some((amount) => amount.per === 'month')
      ? { monthly: reading.latestAmounts.find((amount) => amount.per === 'month')!.text }
      : {}),
    owed: area.owedInFull?.(ctx),
    pending: ctx.case.flags.claimPending === true,
    // "me llaman … hasta al trabajo": a collector's calls at work, told once, answered on every demand.
    ...(ctx.case.area === 'debt_collection' && ctx.case.flags.callsAtWork === true ? { atWork: true } : {}),
  };
  let copy: FollowUpCopy;
  let showLadder = false;
  // "they'll look into it, wait 7 more days": no answer yet, so neither a no's ladder nor an offer.
  const pending = reading.pendingReview;
  // A plan offered on money a right doesn't already settle: when you pay is not what you owe.
  const planOnly = reading.planOffered && !rightLine;
  switch (pending ? 'pending' : planOnly ? 'plan' : reading.followUp) {
    case 'pending':
      copy = conversation.underReview(
        followUp,
        pending?.days,
        pending?.endIso ? formatDay(pending.endIso, lang) : undefined,
        pending?.business,
      );
      break;
    case 'plan':
      copy = conversation.planOffered(followUp);
      break;
    case 'counter_offer': {
      const owes = verdict === 'decline' ? area.owesThePayment?.(ctx) : undefined;
      // A full correction offered on money a right covers is a yes, not a part to decline.
      copy = owes
        ? conversation.declineToPay({ ...followUp, owed: owes })
        : verdict === 'take_part'
          ? conversation.takePart(followUp)
          : verdict === 'accept'
            ? conversation.counterOffer(followUp)
            : rightLine || verdict === 'decline'
              ? conversation.declineOffer(followUp)
              : conversation.counterOffer(followUp);
      break;
    }
    case 'pay_now':
      copy =
        followUp.monthly && followUp.rightLine
          ? conversation.monthlyOnDisputed(followUp)
          : conversation.payNow(followUp);
      break;
    case 'agreed':
      copy = conversation.agreed(followUp);
      break;
    case 'no_reply':
      copy = conversation.noReply(followUp);
      showLadder = !rightLine;
      break;
    default:
      if (rightLine) copy = conversation.holdTheRight(followUp);
      else {
        copy = conversation.saidNo(followUp);
        showLadder = true;
      }
  }
  const numbers = numbersOf(ctx, reading.latestAmounts);
  const outcome =
    reading.followUp === 'more_details' || reading.followUp === undefined ? 'said_no' : reading.followUp;
  // A one-time credit below the credits promised by the month: declined, before any area's "accept".
  const belowOwed =
    !pending && reading.followUp === 'counter_offer' && reading.promisedCredits && offer
      ? creditsBelowOwed(ctx, {
          credits: reading.promisedCredits,
          offer: { text: offer.text, value: offer.value },
          oneTime: reading.courtesy === true || reading.latestFlags?.oneTimeCredit === true,
          acceptToday: reading.acceptToday === true,
          promoClosed: reading.promoClosed === true,
          complaintRoutes: area.complaintRoutes(ctx),
        })
      : undefined;
  // Only a yes (or an offer good enough to take) ends the talk with "what we agreed".
  const settled =
    !belowOwed && (outcome === 'agreed' || (outcome === 'counter_offer' && verdict === 'accept'));
  // Once the account is with a collector, its letter is the matter: the agency's written dispute, a
  // call to each side, the company's own next step with it, never the "a first no is normal" call-back,
  // unless the area's own answer already speaks to the agency (a financial assistance application
  // pending while the hospital's bill is with a collector).
  const notice = reading.sentToCollections;
  const areaOwn = pending
    ? undefined
    : area.followUpCopy?.(ctx, outcome, offerText, reading.latestAmounts, {
        offers: reading.offerCount ?? 0,
        ...(reading.hold ? { hold: reading.hold } : {}),
        ...(notice ? { sentToCollections: notice } : {}),
        noCount: followUp.noCount,
        ...(reading.refundedDay ? { refundedDay: reading.refundedDay } : {}),
        ...(reading.refundedEnd ? { refundedEnd: reading.refundedEnd } : {}),
        ...(reading.billingCycle ? { billingCycle: reading.billingCycle } : {}),
        ...(reading.courtesy ? { courtesy: true } : {}),
        ...(reading.validationLetter ? { validationLetter: true } : {}),
        ...(reading.termClaimed ? { termClaimed: reading.termClaimed } : {}),
        ...(reading.waitAsked ? { waitAsked: reading.waitAsked } : {}),
        ...(reading.otherRemoved ? { otherRemoved: reading.otherRemoved } : {}),
        ...(reading.claims && reading.claims.length > 0 ? { claims: reading.claims } : {}),
        ...(reading.latestFlags ? { latestFlags: reading.latestFlags } : {}),
        ...(reading.latestShare ? { share: reading.latestShare } : {}),
      });
  const own =
    belowOwed ??
    (notice && areaOwn?.answersCollector !== true
      ? collectorFollowUp({
          lang,
          notice,
          party: area.party(ctx),
          named: ctx.namedParty !== undefined,
          step: area.nextStep?.(ctx, 'said_no', undefined),
          dispute: area.collectorDispute?.(ctx),
        })
      : areaOwn);
  if (own) {
    // The same figure twice (a bill paid in full: billed 1,050, paid 1,050) is kept in view once.
    const ownNumbers = [...new Set(own.numbers ?? numbers)];
    const sections: ChatSections = {
      strategy: own.strategy,
      phone_script: [own.opening, conversation.closing(followUp.style, settled)].join('\n\n'),
      email: own.email,
      talking_points: [
        ...own.talkingPoints,
        ...cautionsOf(ctx.ruling, lang),
        ...(ownNumbers.length > 0 ? [conversation.numbersPoint(ownNumbers)] : []),
      ],
      deadlines: deadlinesOf(ctx.ruling, lang),
      questions: [],
    };
    if (own.answersClaim === true) CLAIM_ANSWERED.add(sections);
    return sections;
  }
  // "150 a month or collections": the area's step names the plan with its "a month", never as a sum today.
  const stepOffer =
    followUp.monthly && offerText === followUp.monthly
      ? lang === 'es'
        ? `${offerText} al mes`
        : `${offerText} a month`
      : offerText;
  const step = planOnly || pending ? undefined : area.nextStep?.(ctx, outcome, stepOffer);
  // (An account with a collector got its own answer above.)
  const held = reading.hold ? holdStep(reading.hold, lang) : undefined;
  return {
    // Where the area names the move for a demand to pay today (pay under protest, pay the
    // undisputed part), the generic caution would contradict it: the area's step stands alone.
    // A hold they gave comes first: it is taken, in writing, and the time used.
    strategy: held
      ? `${held} ${step ?? copy.strategy}`
      : step
        ? (outcome === 'pay_now' && !rightLine) || stepOnly
          ? step
          : `${step} ${copy.strategy}`
        : copy.strategy,
    phone_script: [
      copy.opening,
      ...(showLadder ? [ladder(conversation.nextStepsIntro, followUp.nextRungs)] : []),
      conversation.closing(followUp.style, settled),
    ].join('\n\n'),
    email: copy.email,
    talking_points: [
      ...copy.talkingPoints,
      // A rule the person quoted that isn't in force ("late fees are capped at 8") is answered on every turn.
      ...cautionsOf(ctx.ruling, lang),
      ...(numbers.length > 0 ? [conversation.numbersPoint(numbers)] : []),
    ],
    deadlines: deadlinesOf(ctx.ruling, lang),
    questions: [],
  };
}

/**
 * "me dijeron algo de un plan nuevo pero no entendí bien": their answer is not clear, so it is read as
 * neither a no nor an offer. The sub-case's next step (it holds either way), a line to ask them what
 * exactly they offer, and one short question to the person.
 */
function unclearAnswer(
  reading: ConversationReading,
  area: AreaCopy,
  ctx: CopyContext,
  lang: Language,
): ChatSections {
  const conversation = CONVERSATION[lang];
  const rightLine = ctx.ruling.moneyNotOwed ? area.rightLine?.(ctx) : undefined;
  const step = area.nextStep?.(ctx, 'said_no', undefined);
  const numbers = numbersOf(ctx, reading.latestAmounts);
  return {
    strategy: [conversation.unclearIntro, step ?? rightLine ?? area.strategy(ctx)].join(' '),
    phone_script: [conversation.unclearLine, conversation.closing(styleOf(area, ctx), false)].join('\n\n'),
    email: conversation.unclearEmail(area.subject(ctx)),
    talking_points: [
      ...conversation.unclearPoints,
      ...cautionsOf(ctx.ruling, lang),
      ...(numbers.length > 0 ? [conversation.numbersPoint(numbers)] : []),
    ],
    deadlines: deadlinesOf(ctx.ruling, lang),
    questions: [conversation.unclearQuestion],
  };
}

/**
 * "she'll put a 30 day hold on the account, then collections": the hold is taken and put in writing
 * with its last day, and the time goes to the steps that settle the matter, never to paying what is
 * disputed. Without a hold, the last day named before collections is the day to have it in writing by.
 */
function holdStep(hold: HoldReading, lang: Language): string {
  const end = hold.endIso ? formatDay(hold.endIso, lang) : undefined;
  if (lang === 'es') {
    return hold.placed
      ? `Acepte la pausa y pídala por escrito, con su último día${end ? ` (el ${end})` : ''}: úsela para los pasos de abajo, no para pagar lo que disputa.${hold.thenCollections ? ' Antes de que termine, deje su disputa por escrito y pida que la pausa dure hasta que la resuelvan.' : ''}`
      : `Le dieron un último día${end ? ` (el ${end})` : ''} antes de cobranza: antes de esa fecha, envíe su disputa por escrito y pida por escrito que detengan la cuenta mientras la revisan.`;
  }
  return hold.placed
    ? `Take the hold, and get it in writing with its last day${end ? ` (${end})` : ''}: use the time for the steps below, not to pay what you dispute.${hold.thenCollections ? ' Before it ends, put your dispute in writing and ask for the hold to last until it is resolved.' : ''}`
    : `They named a last day${end ? ` (${end})` : ''} before collections: before then, send your dispute in writing and ask in writing for a hold on the account while it is reviewed.`;
}

/** "71 mil and a 3 mil signing bonus: $74,000 the first year": a bonus offered beside the figure. */
function withBonus(
  offer: CaseAmount | undefined,
  bonus: CaseAmount | undefined,
  ctx: CopyContext,
  lang: Language,
): string | undefined {
  if (!offer || !bonus || bonus === offer) return offer?.text;
  const first = ctx.money(offer.value + bonus.value);
  return lang === 'es'
    ? `${offer.text} y un bono de firma de ${bonus.text}: ${first} el primer año`
    : `${offer.text} and a ${bonus.text} signing bonus: ${first} the first year`;
}

/**
 * A pay talk's one counter, named as a figure: halfway from their new number to the person's own
 * ask, in round thousands ("73,000" between 71 mil and 75).
 */
function counterTo(
  reading: ConversationReading,
  offered: number | undefined,
  ctx: CopyContext,
): string | undefined {
  // A supplier's new price against a real competing quote: the quote is the counter.
  if (reading.case.subCase === 'vendor_price_rise' && offered !== undefined) {
    const quote = amountOf(reading.case, 'market');
    return quote && quote.value < offered ? quote.text : undefined;
  }
  // A bill over the written estimate or quote, brought down but still above it: the estimate is
  // the counter ("Could you do 600, the estimate?"), never a blank to fill in.
  const agreedTo = amountOf(reading.case, 'estimated') ?? amountOf(reading.case, 'quoted');
  const bill = amountOf(reading.case, 'billed');
  if (
    reading.case.area !== 'salary' &&
    offered !== undefined &&
    agreedTo &&
    bill &&
    agreedTo.value < offered &&
    offered < bill.value
  )
    return ctx.lang === 'es' ? `${agreedTo.text} (el presupuesto)` : `${agreedTo.text} (the estimate)`;
  if (reading.case.area !== 'salary' || offered === undefined) return undefined;
  // A freelancer raising a client they have ("raise to 225") asks for the rate it goes to.
  const ask = (
    amountOf(reading.case, 'asked') ??
    (reading.case.subCase === 'salary_freelance_rate' ? amountOf(reading.case, 'proposed') : undefined)
  )?.value;
  if (ask === undefined || ask <= offered) return undefined;
  const step = offered >= 10_000 ? 1000 : 1;
  const middle = Math.round((offered + ask) / 2 / step) * step;
  if (middle <= offered || middle >= ask) return undefined;
  // An hourly wage is said per hour, and a freelancer's rate is a rate, never "base pay".
  if (amountOf(reading.case, 'offered')?.per === 'hour')
    return ctx.lang === 'es' ? `${ctx.money(middle)} la hora` : `${ctx.money(middle)} an hour`;
  if (reading.case.subCase === 'salary_freelance_rate') return ctx.money(middle);
  return ctx.lang === 'es' ? `${ctx.money(middle)} de salario base` : `${ctx.money(middle)} in base pay`;
}

function shareText(share: number | undefined, lang: Language): string | undefined {
  if (share === undefined) return undefined;
  if (share === 0.5) return lang === 'es' ? 'la mitad' : 'half';
  return `${Math.round(share * 100)}%`;
}

/** Every section of the offline answer, from the area's templates and the conversation so far. */
export function composeSections(
  reading: ConversationReading,
  lang: Language,
  today: string,
  ruling: Ruling,
  brevity: Brevity = 0,
): ChatSections {
  return monthOnlyDays(
    withWarnings(plan(reading, lang, today, ruling, brevity), ruling, lang, reading, today),
  );
}

const EN_MONTHS =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';
const ES_MONTHS =
  'enero|febrero|marzo|abril|mayo|junio|julio|agosto|sept?iembre|setiembre|octubre|noviembre|diciembre|ene|feb|abr|jun|jul|ago|sept?|oct|nov|dic';
/** "on july", "el julio": a month said without its day takes "in" / "en", never a day's article. */
const ON_MONTH_ONLY = new RegExp(String.raw`\b(on) ((?:${EN_MONTHS})\.?)(?![\p{L}\p{N}]|\.?\s*\d)`, 'giu');
const EL_MONTH_ONLY = new RegExp(
  String.raw`\b(el|del|al) ((?:${ES_MONTHS})\.?)(?![\p{L}\p{N}]|\.?\s*(?:\d|de\s+\d))`,
  'giu',
);

function monthOnly(text: string): string {
  return text
    .replace(ON_MONTH_ONLY, (_, on: string, month: string) => `${on === 'on' ? 'in' : 'In'} ${month}`)
    .replace(EL_MONTH_ONLY, (_, el: string, month: string) => {
      const article = el.toLowerCase();
      const said = article === 'del' ? 'de' : article === 'al' ? 'a' : 'en';
      return `${el === el.toLowerCase() ? said : said[0]!.toUpperCase() + said.slice(1)} ${month}`;
    });
}

/** Every section with a month-only date given its own preposition ("cancelled in july"). */
function monthOnlyDays(sections: ChatSections): ChatSections {
  return {
    ...sections,
    strategy: monthOnly(sections.strategy),
    phone_script: monthOnly(sections.phone_script),
    email: { subject: monthOnly(sections.email.subject), body: monthOnly(sections.email.body) },
    talking_points: sections.talking_points.map(monthOnly),
    questions: sections.questions.map(monthOnly),
  };
}

function plan(
  reading: ConversationReading,
  lang: Language,
  today: string,
  ruling: Ruling,
  brevity: Brevity,
): ChatSections {
  return withSecondMatter(onePlan(reading, lang, today, ruling, brevity), reading, lang, today);
}

/**
 * "el proveedor me cobra un recargo … y aparte un cliente me debe mil cien": the plan is the first
 * matter's; the second gets its own strategy in a short paragraph after it (its first plan, or what
 * to do after the reply the person just gave about it), with its script and letter on request.
 */
function withSecondMatter(
  sections: ChatSections,
  reading: ConversationReading,
  lang: Language,
  today: string,
): ChatSections {
  const second = reading.second;
  if (!second || reading.case.asksForDeception) return sections;
  const conversation = CONVERSATION[lang];
  const own = onePlan(second.reading, lang, today, ruleOn(second.reading.case, today), 0, true)
    .strategy.replace(conversation.notALawyer, '')
    .trim();
  if (!own) return sections;
  const paragraph = conversation.secondPlan(second.words, own, reading.secondMatter !== undefined);
  const { strategy } = sections;
  const lawyer = strategy.endsWith(conversation.notALawyer)
    ? strategy.slice(0, -conversation.notALawyer.length).trim()
    : undefined;
  return {
    ...sections,
    strategy:
      lawyer !== undefined
        ? `${lawyer}\n\n${paragraph} ${conversation.notALawyer}`
        : `${strategy}\n\n${paragraph}`,
  };
}

function onePlan(
  reading: ConversationReading,
  lang: Language,
  today: string,
  ruling: Ruling,
  brevity: Brevity,
  /** A second matter's paragraph: after a reply, the area's own next step alone, without the call's ladder talk. */
  stepOnly = false,
): ChatSections {
  const ctx = copyContext(reading.case, lang, today, ruling, reading.evidence);
  const area = areaCopy(reading, lang);
  // A request to deceive, even pressed again in a follow-up ("just put the layoff part in"), gets the
  // refusal and the honest route, never the next rung of a plan.
  if (reading.case.asksForDeception) return firstAnswer(reading, area, ctx, lang, brevity);
  // Not sure what they said: the step that holds either way, and one short question.
  if (reading.unsure === true) return unclearAnswer(reading, area, ctx, lang);
  const isOutcome =
    (reading.followUp !== undefined && reading.followUp !== 'more_details') ||
    reading.pendingReview !== undefined;
  if (isOutcome) {
    const answer = followUpAnswer(reading, area, ctx, lang, stepOnly);
    // The same no again ("imaging still says no") moves the conversation on, never replays it.
    return answeringClaims(
      reading,
      reading.followUp === 'said_no' && replaysEarlierAnswer(answer, reading.previousAnswer, lang)
        ? followUpAnswer({ ...reading, noCount: Math.max(reading.noCount, 1) + 1 }, area, ctx, lang)
        : answer,
      lang,
      brevity,
    );
  }
  // "they sent it to collections, got a letter nov 19", read as more details: the agency's letter is
  // the next step, never the first plan again.
  if (reading.followUp === 'more_details' && reading.sentToCollections)
    return followUpAnswer(
      { ...reading, followUp: 'said_no', noCount: Math.max(reading.noCount, 1) },
      area,
      ctx,
      lang,
    );
  // "ya envié la solicitud de asistencia financiera, ¿y ahora qué?": the hospital's decision is the
  // next step, never the first plan (apply for assistance) again.
  if (
    reading.followUp === 'more_details' &&
    reading.case.area === 'medical_bills' &&
    reading.latestFlags?.assistancePending === true
  )
    return followUpAnswer(
      { ...reading, followUp: 'said_no', noCount: Math.max(reading.noCount, 1) },
      area,
      ctx,
      lang,
    );
  const first = firstAnswer(reading, area, ctx, lang, brevity);
  // More words that change nothing Lane can read must not get the same plan again: the
  // conversation moves on, as after a no. So do details given after the other side already
  // answered: the plan goes on from their answer.
  if (
    reading.followUp === 'more_details' &&
    (reading.answeredBefore === true || repeatsEarlierAnswer(first, reading.previousAnswer, lang))
  ) {
    return answeringClaims(
      reading,
      followUpAnswer(
        { ...reading, followUp: 'said_no', noCount: Math.max(reading.noCount, 1) },
        area,
        ctx,
        lang,
      ),
      lang,
      brevity,
    );
  }
  // New details told after the other side's answer ("rep said the charge is correct; I have the
  // confirmation email"): the new plan answers their claim too.
  return reading.followUp === 'more_details' ? answeringClaims(reading, first, lang, brevity) : first;
}

const ASKS_FOR_THE_TERMS: ReadonlySet<string> = new Set(['you_signed', 'disclosed', 'standard', 'correct']);

/** Where the other side pushed back, the claim it made is answered and the person's proof put against it. */
const ANSWERS_A_CLAIM = new Set(['said_no', 'counter_offer', 'pay_now', 'more_details']);

/** Follow-up answers whose area already met the other side's claim in its own words. */
const CLAIM_ANSWERED = new WeakSet<ChatSections>();

function answeringClaims(
  reading: ConversationReading,
  sections: ChatSections,
  lang: Language,
  brevity: Brevity,
): ChatSections {
  if (!ANSWERS_A_CLAIM.has(reading.followUp ?? '') || CLAIM_ANSWERED.has(sections)) return sections;
  // A work order belongs to a repair or a job: a bank's or a card's "you authorized it" gets its own records asked.
  const repair = reading.case.area === 'car_repairs_dealers' || reading.case.area === 'service_disputes';
  return withClaimAnswer(sections, claimsToAnswer(reading), reading.evidence ?? [], lang, brevity, repair);
}

/**
 * The claims worth answering: "you authorized it" is true when the person sent the money
 * themselves (to a scammer posing as the bank), so it is never rebutted with "show me the record".
 */
function claimsToAnswer(reading: ConversationReading): readonly Claim[] {
  const claims = reading.claims ?? [];
  return reading.case.flags.unauthorized === false
    ? claims.filter((claim) => claim !== 'authorized')
    : claims;
}

/**
 * The scam warnings Lane's last answer already gave word for word ("no jail" in the first answer),
 * which the latest message does not call for again (no new threat, no new ask for a card number).
 */
export function warningsGivenBefore(
  reading: ConversationReading,
  ruling: Ruling,
  lang: Language,
  today: string,
): FactId[] {
  const previous = reading.followUp === undefined ? undefined : reading.previousAnswer;
  if (!previous) return [];
  return ruling.warnings
    .filter(
      (fact) =>
        previous.includes(fact.text[lang].detail) &&
        !fact.applies({ ...reading.case, flags: { ...reading.latestFlags } }, today),
    )
    .map((fact) => fact.id);
}

/**
 * A scam's mark in the story comes before any plan, in the reviewed table's words. A warning Lane's
 * last answer already gave is not replayed at the top of a follow-up ("no jail" again, when the
 * collector now asks for 50 today), unless the latest message itself calls for it again.
 */
function withWarnings(
  sections: ChatSections,
  ruling: Ruling,
  lang: Language,
  reading: ConversationReading,
  today: string,
): ChatSections {
  const givenBefore = warningsGivenBefore(reading, ruling, lang, today);
  const warnings = ruling.warnings
    .filter((fact) => !givenBefore.includes(fact.id))
    .map((fact) => fact.text[lang].detail);
  if (warnings.length === 0) return sections;
  return { ...sections, strategy: [...warnings, sections.strategy].join(' ') };
}

/** The new plan is the one Lane already gave (the strategy, less its "thanks, that helps"). */
function repeatsEarlierAnswer(sections: ChatSections, previous: string | undefined, lang: Language): boolean {
  if (!previous) return false;
  const strategy = sections.strategy.replace(CONVERSATION[lang].moreDetails, '').trim();
  const opening = strategy.slice(0, REPEAT_PROBE_CHARS);
  return opening.length > 0 && previous.includes(opening);
}

/** The strategy and the script both as Lane last wrote them: a replay, not a next step. */
function replaysEarlierAnswer(sections: ChatSections, previous: string | undefined, lang: Language): boolean {
  const lines = sections.phone_script.split('\n').filter((line) => line.trim().length > 0);
  return (
    repeatsEarlierAnswer(sections, previous, lang) &&
    previous !== undefined &&
    lines.every((line) => previous.includes(line.trim()))
  );
}

/** How much of the strategy's start, found again in Lane's last answer, makes it a repeat. */
const REPEAT_PROBE_CHARS = 120;
