import type { ChatSections, Language } from '@lane/shared';
import { cautionNotes, deadlinesFor, type SituationCategory } from '../../domain/chat/facts.js';
import { formatMoneyLike } from './amounts.js';
import { carRepairsDealers } from './copy/car-repairs-dealers.js';
import { CONVERSATION, ladder, type FollowUpCopy, type FollowUpContext } from './copy/conversation.js';
import { creditCardFees } from './copy/credit-card-fees.js';
import { debtCollection } from './copy/debt-collection.js';
import { general } from './copy/general.js';
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
import type { Situation } from './situation.js';

const PLAYBOOKS: Readonly<Record<SituationCategory, AreaPlaybook>> = {
  hidden_fees: hiddenFees,
  medical_bills: medicalBills,
  credit_card_fees: creditCardFees,
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

function playbookFor(situation: Situation): AreaPlaybook {
  // A collector holding the account changes the first move, whatever the debt began as.
  if (situation.signals.has('debt_collector')) return debtCollection;
  return situation.category ? PLAYBOOKS[situation.category] : general;
}

function styleOf(area: AreaCopy): ConversationStyle {
  return area.style ?? 'service';
}

function copyContext(situation: Situation, lang: Language): CopyContext {
  const primary = situation.amounts[0];
  return {
    lang,
    namedParty: situation.party,
    amount: primary?.text,
    amountValue: primary?.value,
    amounts: situation.amounts,
    date: situation.dates[0],
    percent: situation.percentages[0],
    signals: situation.signals,
    aspects: situation.aspects,
    money: (value) => formatMoneyLike(value, primary?.text),
  };
}

function questionsFor(situation: Situation, area: AreaCopy, ctx: CopyContext, lang: Language): string[] {
  const conversation = CONVERSATION[lang];
  const questions = situation.missing.map((missing) =>
    conversation.question(missing, situation.category === 'salary'),
  );
  const open = area.openQuestion?.(ctx);
  if (open) questions.push(open);
  // A question the person has already seen and answered around should not come back word for word.
  return questions
    .filter((question) => !situation.previousAnswer?.includes(question))
    .slice(0, MAX_QUESTIONS);
}

/** Enough figures to anchor the call; a pasted statement full of numbers shouldn't flood the list. */
const MAX_NUMBERS = 6;

function numbersOf(situation: Situation): string[] {
  return [
    ...situation.amounts.map((amount) => amount.text),
    ...situation.percentages,
    ...situation.dates,
  ].slice(0, MAX_NUMBERS);
}

function firstAnswer(
  situation: Situation,
  area: AreaCopy,
  ctx: CopyContext,
  lang: Language,
  brevity: Brevity,
): ChatSections {
  const conversation = CONVERSATION[lang];
  const rungs = area.rungs(ctx);
  const strategy = [
    situation.asksForDeception ? conversation.refusal : undefined,
    situation.followUp === 'more_details' ? conversation.moreDetails : undefined,
    area.strategy(ctx),
    situation.followUp === undefined ? conversation.notALawyer : undefined,
  ]
    .filter(Boolean)
    .join(' ');
  const numbers = numbersOf(situation);
  const plan = RUNGS.map((rung, index) =>
    brevity >= 2 && index >= FULL_RUNGS_WHEN_BRIEF ? { label: rungs[rung].label, line: '' } : rungs[rung],
  );
  const cautions = cautionNotes(situation.category, situation.signals, lang);
  const areaPoints = area.talkingPoints(ctx);
  return {
    strategy,
    phone_script: [
      area.opening(ctx),
      ladder(conversation.ladderIntro, plan),
      conversation.closing(styleOf(area)),
    ].join('\n\n'),
    email: area.email(ctx),
    talking_points: [
      ...(brevity >= 1 ? areaPoints.slice(0, TALKING_POINTS_WHEN_BRIEF - cautions.length) : areaPoints),
      ...cautions,
      ...(numbers.length > 0 ? [conversation.numbersPoint(numbers)] : []),
    ],
    deadlines: deadlinesFor(situation.signals, lang),
    questions: questionsFor(situation, area, ctx, lang),
  };
}

function followUpAnswer(
  situation: Situation,
  area: AreaCopy,
  ctx: CopyContext,
  lang: Language,
): ChatSections {
  const conversation = CONVERSATION[lang];
  const rungs = area.rungs(ctx);
  const start = RUNGS.indexOf(
    situation.followUp === 'no_reply' ? 'supervisor' : firstRungAfter(situation.noCount),
  );
  const followUp: FollowUpContext = {
    subject: area.subject(ctx),
    party: area.party(ctx),
    nextRungs: RUNGS.slice(start).map((rung) => rungs[rung]),
    complaintRoutes: area.complaintRoutes(ctx),
    offer: situation.latestAmounts[0]?.text,
    noCount: Math.max(situation.noCount, 1),
    style: styleOf(area),
  };
  let copy: FollowUpCopy;
  let showLadder = false;
  switch (situation.followUp) {
    case 'counter_offer':
      copy = conversation.counterOffer(followUp);
      break;
    case 'agreed':
      copy = conversation.agreed(followUp);
      break;
    case 'no_reply':
      copy = conversation.noReply(followUp);
      showLadder = true;
      break;
    default:
      copy = conversation.saidNo(followUp);
      showLadder = true;
  }
  const numbers = numbersOf(situation);
  return {
    strategy: copy.strategy,
    phone_script: [
      copy.opening,
      ...(showLadder ? [ladder(conversation.nextStepsIntro, followUp.nextRungs)] : []),
      conversation.closing(followUp.style),
    ].join('\n\n'),
    email: copy.email,
    talking_points: [
      ...copy.talkingPoints,
      ...(numbers.length > 0 ? [conversation.numbersPoint(numbers)] : []),
    ],
    deadlines: deadlinesFor(situation.signals, lang),
    questions: [],
  };
}

/** Every section of the offline answer, from the area's templates and the conversation so far. */
export function composeSections(situation: Situation, lang: Language, brevity: Brevity = 0): ChatSections {
  const area = playbookFor(situation)[lang];
  const ctx = copyContext(situation, lang);
  const isOutcome = situation.followUp !== undefined && situation.followUp !== 'more_details';
  return isOutcome
    ? followUpAnswer(situation, area, ctx, lang)
    : firstAnswer(situation, area, ctx, lang, brevity);
}
