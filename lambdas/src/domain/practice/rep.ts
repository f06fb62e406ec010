import type { Language, PracticeLevel, PracticeTurn, RepTactic } from '@lane/shared';
import { PRACTICE_COPY, type OfferContext, type RepContext } from './copy.js';
import { actsAsCollector, readLine, sameFigure, type LineMoves } from './moves.js';

export { actsAsCollector };
import { money, type PracticeCase } from './practice-case.js';

/**
 * The offline rep: deterministic, decided by rules from the case, the level and the person's own
 * lines. The whole call is replayed from the person's lines on every turn (the browser's copy of
 * the rep's lines is never trusted), so the same lines always get the same rep, and the scorecard
 * knows exactly when the rep said no.
 *
 * - `easy` gives way once a clear ask with the right figure is pressed a second time (or comes with
 *   a right or a supervisor): within one or two turns.
 * - `firm` needs the ask twice plus a right that applies or a supervisor asked for.
 * - `tough` runs through several tactics first, and gives way only to the ask with the right named
 *   (the ask repeated where no right applies) plus the next rung (a supervisor, a complaint).
 */

/** The tactics each level reaches for, in order, before it repeats its policy. */
const LEVEL_TACTICS: Record<PracticeLevel, readonly RepTactic[]> = {
  easy: ['policy'],
  firm: ['policy', 'limited_authority', 'split_difference'],
  tough: ['policy', 'limited_authority', 'false_urgency', 'split_difference', 'monthly_reframe', 'silence'],
};

/** Tactics that are a no: the scorecard's "next rung" is judged after the first of them. */
export const REFUSING_TACTICS: ReadonlySet<RepTactic> = new Set([
  'policy',
  'limited_authority',
  'false_urgency',
  'split_difference',
  'monthly_reframe',
]);

export interface RepLine {
  readonly text: string;
  readonly tactic?: RepTactic;
  /** The rep gave what the person asked for. */
  readonly settled?: boolean;
  /** A no: the rep refused or offered less. */
  readonly refused?: boolean;
}

/** One of the person's lines, with what it did and what the rep answered. */
export interface ReplayedTurn {
  readonly line: string;
  readonly moves: LineMoves;
  readonly reply: RepLine;
  /** The rep had refused at least once before this line. */
  readonly afterNo: boolean;
  /** The person accepted less than the figure owed (an offer short of it, a share, a smaller sum). */
  readonly acceptedLess: boolean;
}

export interface Replay {
  readonly opening: RepLine;
  readonly turns: readonly ReplayedTurn[];
  readonly outcome: 'settled' | 'partial' | 'open';
}

/** A reference number the rep gives, the same for the same call: from the company and the sub-case. */
function referenceFor(practice: PracticeCase): string {
  let hash = 5381;
  for (const char of `${practice.company ?? ''}|${practice.subCase ?? ''}|${practice.figure?.value ?? ''}`)
    hash = ((hash * 33) ^ char.charCodeAt(0)) >>> 0;
  return String(10000 + (hash % 90000));
}

/**
 * What the rep offers short of the figure, by tactic. A sum to get back: a quarter, 40% today only,
 * half. A price rise: part of the rise back. Pay: between the offer and the ask. A debt: a
 * settlement to pay (75%, 60% today only, half), when the person owes nothing until it is validated.
 */
function offerFor(tactic: RepTactic, practice: PracticeCase): number | undefined {
  const owed = practice.figure?.value;
  if (owed === undefined) return undefined;
  const round = (value: number) => (owed >= 100 ? Math.round(value) : Math.round(value * 100) / 100);
  const counter = practice.counter;
  const between = (share: number) =>
    counter === undefined ? undefined : round(counter + (owed - counter) * share);
  if (practice.kind === 'pay') {
    if (tactic === 'limited_authority') return between(0.2) ?? round(owed * 0.9);
    if (tactic === 'false_urgency') return between(0.35) ?? round(owed * 0.92);
    if (tactic === 'split_difference') return between(0.5) ?? round(owed * 0.95);
    return undefined;
  }
  if (practice.kind === 'keep_price') {
    if (tactic === 'false_urgency') return between(0.25);
    if (tactic === 'split_difference') return between(0.5);
    return undefined;
  }
  if (practice.kind === 'validate') {
    if (tactic === 'limited_authority') return round(owed * 0.75);
    if (tactic === 'false_urgency') return round(owed * 0.6);
    if (tactic === 'split_difference') return round(owed * 0.5);
    return undefined;
  }
  if (tactic === 'limited_authority') return round(owed * 0.25);
  if (tactic === 'false_urgency') return round(owed * 0.4);
  if (tactic === 'split_difference') return round(owed * 0.5);
  return undefined;
}

/**
 * The monthly reframe's figure: a rise by the month (it is already monthly), the gap in pay over a
 * year's twelve paychecks, a bill or a debt over a year of payments.
 */
function monthlyFor(practice: PracticeCase): number | undefined {
  const owed = practice.figure?.value;
  if (owed === undefined) return undefined;
  const counter = practice.counter;
  // Only a gap between two figures is reframed by the month; never a negative sum, never the whole pay.
  const monthly =
    practice.kind === 'keep_price'
      ? counter !== undefined
        ? counter - owed
        : undefined
      : practice.kind === 'pay'
        ? counter !== undefined
          ? Math.round(((owed - counter) / 12) * 100) / 100
          : undefined
        : Math.round((owed / 12) * 100) / 100;
  return monthly !== undefined && monthly > 0 ? monthly : undefined;
}

/**
 * A monthly figure reframes a price, pay or a bill still to pay. Money to get back has none: a bill
 * already paid, a refund the person asks for, and pay already earned are never put on a plan.
 */
function monthlyFits(practice: PracticeCase, state: Pick<State, 'moneyBack'>): boolean {
  if (monthlyFor(practice) === undefined || practice.wagesOwed) return false;
  if (practice.kind !== 'refund') return true;
  return (practice.family === 'medical' || practice.family === 'car') && !practice.paid && !state.moneyBack;
}

interface State {
  exactAsks: number;
  rightsNamed: number;
  supervisor: boolean;
  escalated: boolean;
  tactics: RepTactic[];
  /** What the rep has on the table short of the figure, when it made an offer. */
  offer: number | undefined;
  refused: boolean;
  outcome: Replay['outcome'];
  /** How many times the rep asked what the person wants: once is enough. */
  probes: number;
  /** The rep's last line, so it never says the same line twice in a row. */
  last: string | undefined;
  /** The person has spoken of a flight: the rep answers as the airline from then on. */
  flight: boolean;
  /** The person has spoken of a transfer (Zelle, a wire): the bank answers about the transfer. */
  transfer: boolean;
  /** The person asked for money back: a refund is never put on a payment plan. */
  moneyBack: boolean;
  /** A sum short of the figure the person asked for: the rep's offers never go below it. */
  floor: number | undefined;
  /** What was agreed when the call settled or the person took less, to confirm it afterwards. */
  deal: string | undefined;
  /** The rep has said its wrap-up line once. */
  wrapped: boolean;
}

/** An airline's own name, or a Department of Transportation rule the engine found for the case. */
const AIRLINE =
  /\bair(?:lines?|ways)\b|\b(?:jetblue|delta|united|southwest|spirit|frontier|alaska air|aeromexico|volaris|avianca)\b|aerol[ií]nea/iu;

/** A flight spoken of on the call ("my flight was cancelled", "el vuelo"). */
const FLIGHT = /\b(?:flights?|airlines?|airways|vuelos?)\b|aerol[ií]nea/iu;

export function isAirline(practice: PracticeCase): boolean {
  return practice.rights.some((right) => right.id.startsWith('dot-')) || AIRLINE.test(practice.company ?? '');
}

/** Who the rep is, in words: the case's family, or a collector when the company's name says so. */
export function contextOf(practice: PracticeCase): RepContext {
  const collector = actsAsCollector(practice);
  return {
    airline: isAirline(practice),
    company: practice.company,
    answeredBy: collector ? 'company' : practice.answeredBy,
    family: collector ? 'debt' : practice.family,
    subCase: collector ? undefined : practice.subCase,
    kind: collector ? 'validate' : practice.kind,
    figure: practice.figure?.text,
    transfer: practice.transfer,
    wagesOwed: practice.wagesOwed,
    // A bill not yet paid, part of it disputed: the ask says what it comes to.
    billAfter:
      practice.bill && practice.figure && !practice.paid && !collector
        ? money(practice, practice.bill.value - practice.figure.value)
        : undefined,
  };
}

/** The rep gives way when the level's conditions are met by the call so far. */
function givesWay(state: State, level: PracticeLevel, practice: PracticeCase, moves: LineMoves): boolean {
  const pushed = Boolean(moves.ask?.exact) || moves.rights.length > 0 || moves.supervisor || moves.escalation;
  if (!pushed || state.exactAsks === 0 || moves.rude || moves.violent) return false;
  const rightsApply = practice.rights.length > 0;
  if (level === 'easy') {
    const pressure =
      state.exactAsks + state.rightsNamed + (state.supervisor ? 1 : 0) + (state.escalated ? 1 : 0);
    return pressure >= 2;
  }
  if (level === 'firm')
    return (
      state.exactAsks >= 2 && (state.rightsNamed > 0 || state.supervisor || (!rightsApply && state.escalated))
    );
  const rightMet = rightsApply ? state.rightsNamed > 0 : state.exactAsks >= 2;
  return rightMet && (state.supervisor || state.escalated) && state.tactics.length >= 3;
}

/** The next tactic the level reaches for: a supervisor asked for meets limited authority first. */
/** Where a bill or pay is the talk, a firm rep reaches for the monthly reframe too. */
const MONTHLY_FAMILIES: ReadonlySet<string> = new Set(['medical', 'debt', 'salary']);

function tacticsFor(level: PracticeLevel, practice: PracticeCase): readonly RepTactic[] {
  if (level === 'firm' && MONTHLY_FAMILIES.has(practice.family))
    return ['policy', 'limited_authority', 'monthly_reframe', 'split_difference'];
  return LEVEL_TACTICS[level];
}

function nextTactic(state: State, level: PracticeLevel, practice: PracticeCase, moves: LineMoves): RepTactic {
  // Silence answers a weak ask or nothing; never a line that wants an answer (a rung, a right, a question).
  const wantsAnswer =
    moves.supervisor ||
    moves.escalation ||
    moves.rights.length > 0 ||
    moves.lawInvoked ||
    moves.question ||
    moves.nameOrReference;
  const available = tacticsFor(level, practice).filter(
    (tactic) =>
      (tactic !== 'monthly_reframe' || monthlyFits(practice, state)) &&
      (tactic !== 'silence' || !wantsAnswer),
  );
  if (
    moves.supervisor &&
    available.includes('limited_authority') &&
    !state.tactics.includes('limited_authority')
  )
    return 'limited_authority';
  return available.find((tactic) => !state.tactics.includes(tactic)) ?? 'policy';
}

function replyTo(
  state: State,
  moves: LineMoves,
  level: PracticeLevel,
  practice: PracticeCase,
  lang: Language,
): { reply: RepLine; acceptedLess: boolean } {
  const copy = PRACTICE_COPY[lang];
  const base = contextOf(practice);
  const context = {
    ...base,
    airline: base.airline || state.flight,
    transfer: Boolean(base.transfer) || state.transfer,
  };
  // What the person asked besides the money is answered first: the calls stopped, the name, the
  // reference, where the order number is.
  const prefix = [
    moves.stopCalls ? copy.stopCalls(context, moves.stopCalls.atWork) : '',
    moves.referenceAsked
      ? copy.nameAndReference(referenceFor(practice))
      : moves.nameOrReference
        ? copy.nameOnly
        : '',
    moves.orderAsked ? copy.orderWhere : '',
  ]
    .filter(Boolean)
    .map((part) => `${part} `)
    .join('');
  const say = (text: string, extra: Omit<RepLine, 'text'> = {}): RepLine => ({
    text: `${prefix}${text}`.trim(),
    ...extra,
  });
  const owed = practice.figure?.value;

  if (moves.violent) return { reply: say(copy.violent), acceptedLess: false };
  if (moves.rude) return { reply: say(copy.rude), acceptedLess: false };
  // After the rep gave way, only an offer of the person's own to pay or take less is heard (the rep
  // takes it, and the scorecard counts it); anything else is the call wrapping up, answered as said:
  // thanks with a goodbye, a complaint with what was agreed, a question asked with its answer, and
  // the wrap-up line once, never again.
  if (state.outcome !== 'open' && !moves.accept) {
    const confirm = state.deal ? copy.toConfirm(state.deal) : copy.closing;
    const body = moves.thanks
      ? copy.closing
      : moves.supervisor
        ? `${copy.transferring} ${confirm}`
        : moves.escalation
          ? `${copy.heardEscalation} ${confirm}`
          : moves.question && !prefix
            ? confirm
            : prefix
              ? state.wrapped
                ? ''
                : copy.afterSettled
              : state.wrapped
                ? confirm
                : copy.afterSettled;
    if (body === copy.afterSettled) state.wrapped = true;
    const reply = say(body);
    return { reply: reply.text === state.last ? say(copy.closing) : reply, acceptedLess: false };
  }

  if (moves.accept) {
    // A proposal of the person's own without a sum ("si me devuelven dos y quedamos así") is theirs,
    // never the rep's last offer put in their mouth.
    const accepted = moves.accept.figure ?? (moves.proposal || moves.accept.waives ? undefined : state.offer);
    // A debt not yet validated: agreeing to pay any of it gives up what the person was owed (proof first).
    // A proposal without a sum closes the matter for a part ("y si me devuelven dos y quedamos así").
    const less =
      moves.accept.pays || moves.accept.waives || (moves.proposal && accepted === undefined)
        ? true
        : practice.kind === 'validate'
          ? accepted !== undefined || state.refused
          : owed !== undefined && accepted !== undefined
            ? practice.kind === 'keep_price'
              ? accepted > owed && !sameFigure(accepted, owed)
              : accepted < owed && !sameFigure(accepted, owed)
            : state.refused;
    if (
      accepted !== undefined &&
      owed !== undefined &&
      !less &&
      state.offer !== undefined &&
      sameFigure(state.offer, owed)
    ) {
      // Accepting the full figure the rep offered is the call won.
      state.outcome = 'settled';
      state.deal = copy.settled(context);
      return { reply: say(copy.settled(context), { settled: true }), acceptedLess: false };
    }
    if (less) {
      // Once the rep gave way it never takes it back: a payment offered afterwards is taken, and
      // counted. Less than a sum already given back in full is counted too, but the rep keeps its
      // word and says what it already did ("I'll take half" after "I've reversed the $120 in full").
      if (state.outcome === 'settled' && !moves.accept.pays && state.deal)
        return { reply: say(copy.toConfirm(state.deal)), acceptedLess: true };
      if (state.outcome === 'open') state.outcome = 'partial';
      const dealContext = moves.accept.pays ? { ...context, kind: 'validate' as const } : context;
      const acceptedText = accepted !== undefined ? money(practice, accepted) : undefined;
      const proposedWithoutSum = accepted === undefined && (moves.proposal || moves.accept.waives);
      state.deal =
        acceptedText !== undefined || proposedWithoutSum
          ? copy.acceptedPartialDone(dealContext, acceptedText)
          : state.deal;
      return {
        reply: say(
          acceptedText !== undefined || proposedWithoutSum
            ? copy.acceptedPartial(dealContext, acceptedText)
            : copy.acceptedNothing,
        ),
        acceptedLess: true,
      };
    }
  }

  if (moves.silent && !moves.nameOrReference) {
    // The person's silence after an offer: the rep fills it and moves the offer halfway up.
    if (state.offer !== undefined && owed !== undefined) {
      const better = Math.round(((state.offer + owed) / 2) * 100) / 100;
      state.offer = better;
      return {
        reply: say(
          `${copy.stillThere} ${copy.tactic.split_difference({ ...context, offer: money(practice, better), monthly: undefined })}`,
          { tactic: 'split_difference', refused: true },
        ),
        acceptedLess: false,
      };
    }
    return { reply: say(`${copy.stillThere} ${copy.probe(context)}`), acceptedLess: false };
  }

  if (moves.weakAsk && !state.tactics.includes('silence')) {
    // "What can you do?": the rep lets the silence work, so the person names a figure first.
    state.tactics.push('silence');
    return {
      reply: say(copy.tactic.silence({ ...context, offer: undefined, monthly: undefined }), {
        tactic: 'silence',
      }),
      acceptedLess: false,
    };
  }

  if (
    level !== 'tough' &&
    state.exactAsks === 0 &&
    moves.ask?.figure !== undefined &&
    owed !== undefined &&
    !moves.ask.exact
  ) {
    // Asking for less than is owed: a rep happily gives that much.
    const asked = moves.ask.figure;
    const lower =
      practice.kind === 'pay' ? asked < owed : practice.kind === 'keep_price' ? asked > owed : asked < owed;
    if (lower) {
      state.offer = asked;
      state.floor = Math.max(state.floor ?? 0, asked);
      return { reply: say(copy.lowAskGranted(context, money(practice, asked))), acceptedLess: false };
    }
  }

  if (givesWay(state, level, practice, moves)) {
    state.outcome = 'settled';
    state.deal = copy.settled(context);
    return { reply: say(copy.settled(context), { settled: true }), acceptedLess: false };
  }

  if (
    state.exactAsks === 0 &&
    !moves.ask &&
    moves.rights.length === 0 &&
    !moves.supervisor &&
    !moves.escalation &&
    !moves.lawInvoked
  ) {
    if (moves.nameOrReference) return { reply: say(''), acceptedLess: false };
    if (moves.accountGiven && state.probes === 0) {
      state.probes += 1;
      return { reply: say(copy.accountFound(context)), acceptedLess: false };
    }
    // Asked once what the person wants; after that the rep answers what they said with its no.
    if (state.probes === 0 && state.tactics.length === 0 && !moves.denial) {
      state.probes += 1;
      return { reply: say(copy.probe(context)), acceptedLess: false };
    }
  }

  // A smaller sum the person asked for (a tough rep does not grant it at once) is where offers start.
  if (
    moves.ask?.figure !== undefined &&
    !moves.ask.exact &&
    (practice.kind === 'refund' || practice.kind === 'pay')
  )
    state.floor = Math.max(state.floor ?? 0, moves.ask.figure);
  const chosen = nextTactic(state, level, practice, moves);
  // Every tactic used and an offer on the table: the rep holds its offer, never back to a flat no.
  const holding = state.tactics.includes(chosen) && state.offer !== undefined && chosen === 'policy';
  const tactic: RepTactic = holding ? 'limited_authority' : chosen;
  state.tactics.push(tactic);
  const proposed = holding ? undefined : offerFor(tactic, practice);
  // The rep's offers never go down, nor below a sum the person already asked for.
  const offered =
    proposed !== undefined && (practice.kind === 'refund' || practice.kind === 'pay')
      ? Math.max(proposed, state.offer ?? 0, state.floor ?? 0)
      : proposed;
  if (offered !== undefined) state.offer = offered;
  const monthly = tactic === 'monthly_reframe' ? monthlyFor(practice) : undefined;
  const offerContext: OfferContext = {
    ...context,
    offer: offered !== undefined ? money(practice, offered) : undefined,
    monthly: monthly !== undefined ? money(practice, monthly) : undefined,
  };
  const heard = moves.supervisor
    ? copy.heardSupervisor
    : moves.anotherCharge
      ? copy.heardAnotherCharge
      : moves.denial
        ? copy.heardDenial(context)
        : moves.question && !moves.ask
          ? copy.heardQuestion
          : moves.rights.length > 0
            ? copy.heardRight
            : moves.lawInvoked
              ? copy.heardLaw
              : moves.escalation
                ? copy.heardEscalation
                : '';
  const line =
    tactic === 'silence'
      ? copy.tactic.silence(offerContext)
      : holding
        ? [heard, copy.holdAgain({ ...offerContext, offer: money(practice, state.offer!) })]
            .filter(Boolean)
            .join(' ')
        : [heard, copy.tactic[tactic](offerContext)].filter(Boolean).join(' ');
  const refused = REFUSING_TACTICS.has(tactic);
  if (refused) state.refused = true;
  // Never the same line twice in a row: the no again, in other words.
  const text =
    say(line).text === state.last
      ? copy.holdAgain({
          ...offerContext,
          offer: state.offer !== undefined ? money(practice, state.offer) : undefined,
        })
      : line;
  return { reply: say(text, { tactic, refused }), acceptedLess: false };
}

/** Plays the whole call from the person's lines: the rep's opening and its answer to each line. */
export function replayCall(
  practice: PracticeCase,
  level: PracticeLevel,
  turns: readonly PracticeTurn[],
  lang: Language,
): Replay {
  const copy = PRACTICE_COPY[lang];
  const state: State = {
    exactAsks: 0,
    rightsNamed: 0,
    supervisor: false,
    escalated: false,
    tactics: [],
    offer: undefined,
    refused: false,
    outcome: 'open',
    probes: 0,
    last: undefined,
    flight: false,
    transfer: false,
    moneyBack: false,
    floor: undefined,
    deal: undefined,
    wrapped: false,
  };
  const replayed: ReplayedTurn[] = [];
  for (const turn of turns) {
    if (turn.role !== 'person') continue;
    const moves = readLine(turn.content, practice);
    if (FLIGHT.test(turn.content)) state.flight = true;
    if (moves.transfer) state.transfer = true;
    if (moves.moneyBack) state.moneyBack = true;
    const afterNo = state.refused;
    if (moves.ask?.exact) state.exactAsks += 1;
    if (moves.rights.length > 0) state.rightsNamed += 1;
    if (moves.supervisor) state.supervisor = true;
    if (moves.escalation) state.escalated = true;
    const { reply, acceptedLess } = replyTo(state, moves, level, practice, lang);
    state.last = reply.text;
    replayed.push({ line: turn.content, moves, reply, afterNo, acceptedLess });
  }
  return { opening: { text: copy.opening(contextOf(practice)) }, turns: replayed, outcome: state.outcome };
}

/** The rep's next line: the opening for an empty call, else its answer to the person's last line. */
export function nextRepLine(replay: Replay): RepLine {
  return replay.turns.at(-1)?.reply ?? replay.opening;
}
