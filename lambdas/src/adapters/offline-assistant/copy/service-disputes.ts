import type { SubCase } from '../../../domain/chat/case.js';
import { findAmounts } from '../../../domain/chat/amounts.js';
import {
  DAMAGE_CLAIM_WORDS,
  damageClaimPlan,
  damageClaimStep,
  isDamageClaim,
  judgeDamageOffer,
} from './damage-claim.js';
import { contractorNoShowPlan, contractorNoShowStep, isContractorNoShow } from './contractor-no-show.js';
import {
  ESTIMATED_BILL_WORDS,
  estimatedBillFollowUp,
  estimatedBillPlan,
  estimatedBillStep,
  isEstimatedBill,
} from './estimated-bill.js';
import {
  isMoversOrUnordered,
  judgeUnorderedOffer,
  moversOrUnorderedPlan,
  moversOrUnorderedStep,
} from './movers-and-unordered.js';
import {
  is,
  or,
  type AreaCopy,
  type AreaPlaybook,
  type CopyContext,
  type EmailCopy,
  type Outcome,
  type Rung,
  type RungCopy,
  quoteLines,
  rungsByName,
} from './types.js';

/**
 * Internet, phone and utility bills, memberships, contractors and outages. No reviewed right reaches
 * these sub-cases (a card dispute is the card area's, and the vacated click-to-cancel rule is a
 * caution the composer shows), so the copy leans on the person's own paper: the old price, the
 * cancellation proof, the contract's cancellation clause, the written quote.
 */

/** One sub-case's answer in one language. */
interface Plan {
  readonly strategy: string;
  /** The lines the person says, without quotes. */
  readonly opening: readonly string[];
  readonly rungs: Readonly<Record<Rung, readonly [label: string, line: string]>>;
  readonly email: EmailCopy;
  readonly points: readonly string[];
  readonly questions: readonly string[];
}

const say = quoteLines;

function rungsOf(plan: Plan): Record<Rung, RungCopy> {
  return rungsByName(plan.rungs);
}

// --- the person's figures, by role ---

const UTILITY = /electric|power|energy|\bgas\b|water|utilit|edison|pg&e|luz|agua|el[eé]ctric/i;
const TELECOM =
  /internet|phone|wireless|mobile|cable|fiber|comcast|xfinity|spectrum|at&t|verizon|t-mobile|\bcox\b|tel[eé]fono|celular/i;

/** true: a utility (power, gas, water); false: internet, phone or TV; undefined: not said. */
function isUtility(ctx: CopyContext): boolean | undefined {
  const party = ctx.namedParty ?? '';
  if (UTILITY.test(party)) return true;
  if (TELECOM.test(party)) return false;
  return undefined;
}

/** The old and new price, and the rise between them. */
function priceRise(ctx: CopyContext) {
  const old = ctx.figure('current');
  const now = ctx.figure('proposed', 'billed');
  const oldValue = ctx.value('current');
  const nowValue = ctx.value('proposed', 'billed');
  const rise =
    ctx.computed.increase ??
    (oldValue !== undefined && nowValue !== undefined && nowValue > oldValue
      ? ctx.money(nowValue - oldValue)
      : undefined);
  return { old, now, rise, percent: ctx.computed.increasePercent, market: ctx.figure('market') };
}

/** The charges after a cancellation: "3 × $45 = $135" when the monthly charge and count are known. */
function chargesAfter(ctx: CopyContext) {
  const unit = ctx.figure('unit');
  const { total, count } = ctx.computed;
  const sum = total ?? ctx.figure('billed', 'fee', 'paid');
  return { unit, count, total, sum, cancelled: ctx.date('cancelled') };
}

/** A cancellation fee the person names ("a 150 'cancellation fee'"): owed only if the contract says so. */
function cancellationFee(ctx: CopyContext): { text: string; name: string } | undefined {
  const name = ctx.case.feeName;
  if (!name || !/cancel/iu.test(name)) return undefined;
  const text = ctx.figure('billed', 'fee');
  return text ? { text, name } : undefined;
}

/** The monthly price for an outage credit, and about what one day of it is worth. */
function outage(ctx: CopyContext) {
  const monthlyUnit = ctx.case.amounts.find((amount) => amount.role === 'unit' && amount.per === 'month');
  const monthly = monthlyUnit?.text ?? ctx.figure('current', 'billed', 'paid');
  const value = monthlyUnit?.value ?? ctx.value('current', 'billed', 'paid');
  return {
    monthly,
    perDay: value ? ctx.money(value / 30) : undefined,
    start: ctx.date('service', 'other', 'charge'),
  };
}

/**
 * A contractor's quote and bill, and what the person already paid: `balance` is what is left on the
 * quote (quote − paid), `rest` what the bill asks for on top of the payment (bill − paid).
 */
function contractor(ctx: CopyContext) {
  const quotedValue = ctx.value('quoted', 'estimated');
  const billedValue = ctx.value('billed');
  const paidValue = ctx.value('paid');
  const left = (from: number | undefined) =>
    from !== undefined && paidValue !== undefined && paidValue > 0 && paidValue < from
      ? from - paidValue
      : undefined;
  const balanceValue = left(quotedValue);
  const restValue = left(billedValue);
  return {
    quoted: ctx.figure('quoted', 'estimated'),
    billed: ctx.figure('billed'),
    over: ctx.computed.overEstimate,
    unapproved: ctx.case.flags.unapprovedWork,
    /** A yes said out loud to extra work, with no price: owed at a fair price, not any price. */
    spokenYes: ctx.case.flags.approvedVerbally === true,
    paid: balanceValue === undefined ? undefined : ctx.figure('paid'),
    paidValue: balanceValue === undefined ? undefined : paidValue,
    balance: balanceValue === undefined ? undefined : ctx.money(balanceValue),
    balanceValue,
    rest: balanceValue === undefined || restValue === undefined ? undefined : ctx.money(restValue),
  };
}

/** The person already paid the whole quote: what they paid, and what the bill asks on top. */
function paidTheQuote(ctx: CopyContext): { paid: number; paidText: string; rest: string } | undefined {
  const quoted = ctx.value('quoted', 'estimated');
  const billed = ctx.case.amounts.find((amount) => amount.role === 'billed');
  const paid = ctx.case.amounts.find((amount) => amount.role === 'paid');
  if (quoted === undefined || !billed || !paid || paid.value < quoted || billed.value <= paid.value)
    return undefined;
  const said = ctx.case.amounts.find(
    (amount) => amount.role === 'billed' && Math.abs(amount.value - (billed.value - paid.value)) < 1,
  );
  return { paid: paid.value, paidText: paid.text, rest: said?.text ?? ctx.money(billed.value - paid.value) };
}

/** "a $1,200 quote", "an 8.5k quote", "an 11,200 bill": the article for a figure read aloud. */
function aOrAn(figure: string): string {
  const lead = /^\d+/.exec(figure.trim())?.[0] ?? '';
  return /^8/.test(lead) || /^1[18]$/.test(lead) ? 'an' : 'a';
}

/**
 * An offer that closes part of a gap, read either as an amount off (when it is no bigger than the
 * gap) or as a new price: meeting the goal is `accept`, part of the way `counter`, none `decline`.
 */
function judgeGap(offered: number | undefined, from: number | undefined, to: number | undefined) {
  if (offered === undefined || from === undefined || to === undefined || from <= to) return undefined;
  const gap = from - to;
  if (offered <= gap) return offered >= gap ? 'accept' : 'counter';
  if (offered <= to) return 'accept';
  return offered < from ? 'counter' : 'decline';
}

function judgeOffer(ctx: CopyContext, offered: number | undefined) {
  if (offered === undefined) return undefined;
  if (is(ctx, 'service_unordered_charge')) return judgeUnorderedOffer(ctx, offered);
  if (isDamageClaim(ctx)) return judgeDamageOffer(ctx, offered);
  if (isEstimatedBill(ctx)) return undefined;
  if (isContractorNoShow(ctx)) {
    const paid = ctx.value('deposit', 'paid', 'billed', 'other');
    return paid !== undefined && offered >= paid ? 'accept' : 'decline';
  }
  if (is(ctx, 'service_price_rise'))
    return judgeGap(offered, ctx.value('proposed', 'billed'), ctx.value('current'));
  if (is(ctx, 'service_contractor_over_quote')) {
    const { balanceValue, paidValue } = contractor(ctx);
    const billed = ctx.value('billed');
    const quoted = ctx.value('quoted', 'estimated');
    // Part already paid: a sum between the balance on the quote and the bill's remainder could be a
    // new total or the payment they now want; either way it asks for more than the quote leaves.
    if (
      balanceValue !== undefined &&
      paidValue !== undefined &&
      billed !== undefined &&
      quoted !== undefined
    ) {
      if (offered <= billed - quoted) return offered >= billed - quoted ? 'accept' : 'counter';
      if (offered <= balanceValue) return 'accept';
      return offered < billed ? 'counter' : 'decline';
    }
    return judgeGap(offered, billed, quoted);
  }
  if (is(ctx, 'service_after_cancel')) {
    const owed = ctx.computed.totalValue ?? ctx.value('billed', 'fee', 'paid');
    if (owed === undefined) return undefined;
    return offered >= owed ? 'accept' : 'counter';
  }
  const asked = ctx.value('asked');
  if (is(ctx, 'service_outage') && asked !== undefined) return offered >= asked ? 'accept' : 'counter';
  return undefined;
}

// --- English ---

function englishPlan(ctx: CopyContext): Plan {
  if (isMoversOrUnordered(ctx)) return moversOrUnorderedPlan(ctx);
  if (isDamageClaim(ctx)) return damageClaimPlan(ctx);
  if (isEstimatedBill(ctx)) return estimatedBillPlan(ctx);
  if (isContractorNoShow(ctx)) return contractorNoShowPlan(ctx);
  const hello = 'Hi, my name is [your name], account [account number].';
  const signOff = 'Thank you,\n[Your name]\n[Phone number]';
  const replyBy = 'Please reply in writing by [date].';

  if (is(ctx, 'service_price_rise')) {
    const { old, now, rise, percent, market } = priceRise(ctx);
    const utility = isUtility(ctx);
    const change =
      old && now
        ? `from ${old} to ${now}${rise ? ` (${rise} more${percent ? `, ${percent}` : ''})` : ''}`
        : now
          ? `to ${now}`
          : '';
    const went = change ? `went ${change}` : 'went up';
    /** Said aloud: no parentheses. */
    const wentSaid = old && now ? `went from ${old} to ${now}${rise ? `, ${rise} more` : ''}` : went;
    const questions = [
      ...(old ? [] : ['What did you pay before the rise?']),
      ...(utility === undefined
        ? ['Is this internet, phone or TV, or a utility like power, gas or water?']
        : []),
      ...(market || utility ? [] : ['What does another provider charge for a similar plan?']),
    ];
    const fee = ctx.case.feeName;
    if (fee) {
      /** The fee a month: as they gave it, or the rise it made. */
      const feeAmount = ctx.figure('fee') ?? rise;
      const routes = feeRoutesEn(utility);
      const wentTo = old && now ? `went from ${old} to ${now}` : now ? `went up to ${now}` : 'went up';
      /** "a new network access fee of $20 a month", said aloud without quotes. */
      const newFee = `a new ${fee}${feeAmount ? ` of ${feeAmount} a month` : ''}`;
      return {
        strategy: `Your bill ${wentTo}${feeAmount ? `, and ${feeAmount} a month of that is` : ' because of'} a new "${fee}". Ask which part of your contract or terms of service allows it; if it isn't in what you agreed to, ask them to remove it and credit back every charge for it. If they won't, ${utility ? 'ask about a cheaper rate plan' : 'ask the retention team for a better price (mention cancelling only if you mean it)'}, and file a complaint with ${routes}.`,
        opening: [
          hello,
          `My bill ${wentTo} because of ${newFee}.`,
          "Which part of my contract or terms allows this fee? If it isn't in what I agreed to, please remove it and credit what I've been charged for it.",
        ],
        rungs: {
          discount: ['Remove the fee', `Please remove the ${fee} and credit the charges for it so far.`],
          credit: [
            'Show the terms',
            `Which section of my contract or terms of service allows the ${fee}? Please email it to me.`,
          ],
          downgrade: [
            'Monthly credit',
            `If it can't come off, can you add a ${or(feeAmount, '[amount]')} monthly credit to offset it?`,
          ],
          supervisor: ['Supervisor', 'I understand. May I speak with a supervisor?'],
          retention: utility
            ? ['Customer relations', 'Please transfer me to customer relations.']
            : [
                'Retention (only if ready to leave)',
                "Please transfer me to retention: with this fee I'm ready to switch to [competitor].",
              ],
          complaint: [
            'Written complaint',
            `If the fee stays, I'll file a complaint with ${utility ? "the state's utility commission" : 'the FCC'}. Where do I send a written dispute?`,
          ],
        },
        email: {
          subject: `Account [account number]: the new ${fee}${feeAmount ? ` (${feeAmount} a month)` : ''}`,
          body: `Hello,\n\nMy bill ${wentTo} because of ${newFee}. Please tell me which part of my contract or terms of service allows this fee. If it isn't in what I agreed to, please remove it and credit every charge for it so far. ${replyBy}\n\n${signOff}`,
        },
        points: [
          `Find your contract, sign-up confirmation or the terms from when you signed up, and look for the ${fee} by name.`,
          'Ask when and how they told you about the fee: a notice, an email or a line on the bill.',
          'Ask for the fee to come off and the past charges back, not only a one-time credit.',
          `Complaints about a charge like this go to ${routes}.`,
          'Write down the rep’s name and a reference number.',
        ],
        questions,
      };
    }
    if (utility) {
      return {
        strategy: `Your bill ${went}. Ask what raised it (the rate, your usage, an estimated reading or an ended discount), then ask for a cheaper rate plan, budget billing or an assistance program. Get any change confirmed in writing.`,
        opening: [
          hello,
          `My bill ${wentSaid}, and I'd like to understand why.`,
          'Was it the rate, my usage or an estimated reading? And what plan or program could lower it?',
        ],
        rungs: {
          discount: [
            'Explain the rise',
            'Can you show me exactly what raised my bill: the rate, my usage or a fee?',
          ],
          credit: [
            'Check the reading',
            'Can you check the meter reading and confirm this bill is not an estimate?',
          ],
          downgrade: ['Rate plan', 'Is there a cheaper rate plan, or budget billing, for my account?'],
          supervisor: ['Supervisor', 'I understand. May I speak with a supervisor?'],
          retention: [
            'Assistance programs',
            'Do you have assistance or discount programs I might qualify for?',
          ],
          complaint: ['Written complaint', "I'll put this in writing. Where do I send a complaint?"],
        },
        email: {
          subject: `Account [account number]: bill ${change || 'increase'}`,
          body: `Hello,\n\nMy bill ${went}. Please explain what caused the change (rate, usage, an estimated reading or a fee) and tell me which rate plans, budget billing or assistance programs could lower it. ${replyBy}\n\n${signOff}`,
        },
        points: [
          'Have your last two bills and your meter reading (a photo) in front of you.',
          'Compare the usage on both bills: a jump in usage points to a reading or a leak, not the rate.',
          'Ask for the cheaper plan or program by name, and when it starts.',
          'Write down the rep’s name and a reference number.',
        ],
        questions,
      };
    }
    return {
      strategy: `Your bill ${went}. Ask for your old price${old ? ` of ${old}` : ''} back, or a promotion close to it, with a competitor's price ready${market ? ` (${market})` : ''}. If the first rep can't, ask for the retention team, and say you'll cancel only if you mean it.`,
      opening: [
        `${hello} I've been a customer since [year].`,
        `My bill ${wentSaid}.`,
        `I'd like ${old ? `my old price of ${old}` : 'my old price'} back. [Competitor] charges ${or(market, '[their price]')} for a similar plan. Can you match that today?`,
      ],
      rungs: {
        discount: [
          'Old price back',
          `Can you put me back at ${or(old, 'my old price')}, or on a promotion close to it, for 12 months?`,
        ],
        credit: [
          'Monthly credit',
          `If not, can you add a ${or(rise, '[amount]')} monthly credit to cover the rise?`,
        ],
        downgrade: ['Cheaper plan', "What's the cheapest plan that covers what I actually use?"],
        supervisor: ['Supervisor', 'I understand. May I speak with a supervisor?'],
        retention: [
          'Retention (only if ready to leave)',
          "Please transfer me to retention: I'm ready to switch to [competitor].",
        ],
        complaint: ['Written complaint', "I'll put this in writing. Where do I send a complaint?"],
      },
      email: {
        subject: `Account [account number]: price rise${change ? ` ${change}` : ''}`,
        body: `Hello,\n\nI've been a customer since [year]. My bill ${went}. [Competitor] charges ${or(market, '[price]')} for a similar plan.\n\nPlease return my price to ${or(old, '[old price]')}, or offer a plan or credit that does. ${replyBy}\n\n${signOff}`,
      },
      points: [
        'Have your last two bills, your account number and one competitor’s price in front of you.',
        'Ask what changed: an ended promotion, a new fee or a rate change.',
        `Name the number you want (${or(old, 'your old price')}), not "can you help?"`,
        'Say "cancel" only if you are ready to switch.',
        'Get the new price, how long it lasts and a reference number by email.',
      ],
      questions,
    };
  }

  if (is(ctx, 'service_after_cancel')) {
    const { unit, count, total, sum, cancelled } = chargesAfter(ctx);
    const when = or(cancelled, '[cancellation date]');
    const charges =
      total && unit && count
        ? `${count} charges × ${unit} = ${total}`
        : (sum ?? (unit ? `${unit} a month` : '[amount]'));
    const chargesSaid = total && unit && count ? `${count} times, ${unit} each: ${total} in all` : charges;
    const fee = cancellationFee(ctx);
    return {
      strategy: fee
        ? `You cancelled on ${when}, so a monthly charge for any time after that date should come back${unit ? ` (${unit})` : ''}. The ${fee.text} ${fee.name} is different: it's owed only if your contract names it, so ask for that clause in writing before you accept it, and ask your state attorney general's consumer office whether your state limits cancellation fees. If a month after your cancellation went on a credit card, you can dispute it in writing with your card issuer within 60 days of the statement. Have your proof of the cancellation date ready, and get written confirmation that the account is closed.`
        : `You cancelled on ${when}, so every charge after that date should come back: ${charges}. Have your proof of the cancellation date ready, ask for a full refund to your original payment method, and get written confirmation that the account is closed.`,
      opening: [
        hello,
        `I cancelled on ${when}; my confirmation number is [number]. Since then you've charged me ${chargesSaid}.`,
        `Please refund every charge after ${when} to my original payment method and confirm the account is closed.`,
      ],
      rungs: {
        discount: [
          'Full refund',
          `I'm asking for all ${or(sum, 'of it')} back to my card, not a store credit.`,
        ],
        credit: [
          'Proof on file',
          'My cancellation is on record as [confirmation number]. Can you find it and note it?',
        ],
        downgrade: [
          'Stop the charges',
          'Please make sure nothing more is charged, and email me that the account is closed.',
        ],
        supervisor: ['Supervisor', 'May I speak with a supervisor who can approve the refund?'],
        retention: ['Billing disputes', 'Please transfer me to billing disputes or the cancellations team.'],
        complaint: ['Written complaint', "I'll send this in writing with my proof. Where should it go?"],
      },
      email: {
        subject: `Refund of ${or(sum, 'charges')} charged after my cancellation on ${when}`,
        body: `Hello,\n\nI cancelled account [account number] on ${when} (confirmation [number]; proof attached). Since then I have been charged ${chargesSaid}.\n\nPlease refund every charge after ${when} to my original payment method and confirm in writing that the account is closed and nothing more will be charged. ${replyBy}\n\n${signOff}`,
      },
      points: [
        'Have your proof ready: the confirmation number, email, screenshot or equipment-return receipt, with its date.',
        `List each charge after ${when}, with its date and amount.`,
        'Ask for the refund to your original payment method, not a store credit.',
        'Ask your bank or card issuer how to block further charges from this company.',
        'Write down the rep’s name and a reference number.',
      ],
      questions: [
        ...(ctx.case.cardType ? [] : ['Did these charges go on a credit card?']),
        ...(cancelled
          ? []
          : ['What date did you cancel, and what proof do you have (an email, a confirmation number)?']),
        ...(sum ? [] : ['How many charges came after you cancelled, and how much was each?']),
      ],
    };
  }

  if (is(ctx, 'service_membership_cancel')) {
    const cancelled = ctx.date('cancelled');
    const monthly = ctx.case.amounts.find((amount) => amount.role === 'unit' && amount.per === 'month')?.text;
    const moved = ctx.case.flags.movedAway === true;
    return {
      strategy: `Cancel in writing by the method your contract names (often certified mail or email) and keep proof of the date it went out.${moved ? ' Since you moved, ask whether your contract has a relocation clause (some let members cancel with proof of the new address) and send that proof with the letter, such as a lease or a bill.' : ''} On the call, ask which clause they rely on; if you signed up online, ask to cancel the same way, and ask for a confirmation number and no charges after ${cancelled ?? 'the date your letter goes out'}. Ask your bank how to stop the recurring payment too, and if they keep charging${monthly ? ` ${monthly} a month` : ''} after your cancellation, dispute those charges with your card issuer or bank.`,
      opening: [
        'Hi, my name is [your name], member number [number].',
        `I'm cancelling my membership, effective ${cancelled ?? 'today'}. Please process it and give me a confirmation number.`,
        'If you say I can’t cancel this way, which clause of my contract says so? Please email me that section.',
      ],
      rungs: {
        discount: [
          'Cancel now',
          'Please cancel it today and give me a confirmation number and the end date.',
        ],
        credit: moved
          ? [
              'Relocation',
              'I’ve moved away and can’t use the club any more. Does my contract have a relocation clause? I can send proof of my new address.',
            ]
          : [
              'Show the clause',
              'Which clause of my contract says I can’t cancel this way? Please email it to me.',
            ],
        downgrade: [
          'In writing',
          "I'll send my cancellation by [certified mail / email], as the contract says. Which address should it go to?",
        ],
        supervisor: ['Manager', 'May I speak with the manager who handles cancellations?'],
        retention: [
          'Member services',
          "I don't want a freeze or a new offer. Please transfer me to member services or corporate.",
        ],
        complaint: [
          'Written complaint',
          "If it isn't cancelled, I'll file a written complaint. Where should it go?",
        ],
      },
      email: {
        subject: `Cancellation of membership [member number], effective ${cancelled ?? 'today'}`,
        body: `Hello,\n\nI am cancelling my membership [member number], effective ${cancelled ?? 'the date of this letter'}. I am sending this by [certified mail / email], the method my contract names.${moved ? ' I have moved to [new city]; proof of my new address is enclosed.' : ''}\n\nPlease stop all charges${monthly ? ` (${monthly} a month)` : ''} after that date and confirm in writing the cancellation, its effective date and any final amount. If you believe my contract does not allow this, please tell me which clause. ${replyBy}\n\n${signOff}`,
      },
      points: [
        'Read the cancellation section of your contract first: the method, any notice and any fee.',
        'Send it by that method (certified mail with a receipt, or email) and keep a copy.',
        "Don't agree to a freeze or a new offer unless you want it.",
        'Ask your bank or card issuer how to stop the recurring payment, and check your next statement.',
        'Note every call: date, name and what they said.',
      ],
      questions: [
        'What does your contract say about how to cancel (in person, by mail, by email) and any notice or fee?',
        ...(ctx.case.cardType
          ? []
          : ['Are the payments charged to a card or taken straight from your bank account?']),
        'Have they charged you since you asked to cancel?',
      ],
    };
  }

  if (is(ctx, 'service_contractor_over_quote')) {
    const { quoted, billed, over, unapproved, paid, balance, rest, spokenYes } = contractor(ctx);
    const quote = or(quoted, '[quoted amount]');
    const bill = or(billed, '[billed amount]');
    const approval = spokenYes
      ? 'I agreed out loud to [the extra work I agreed to], but no price was ever given, and I signed no change order.'
      : unapproved === true
        ? 'I did not approve any extra work.'
        : '[I did not approve any extra work / I approved only (change) in writing.]';
    /** What the person offers to pay: the quote, or what is left on it after their payment. */
    const owed = balance ? `the ${balance} left on the quote` : `the quoted ${quote}`;
    return {
      strategy: `Their written quote was ${quote}; the bill is ${bill}${over ? `, ${over} over the quote` : ''}.${paid ? ` You've paid ${paid}, so ${balance} is left on the quote${rest ? `, not the ${rest} the bill asks for` : ''}.` : ''} ${spokenYes ? " You did say yes out loud to some of the extra work, so be straight about that: a spoken yes with no price isn't a blank check. Ask what that item cost, itemized, and whether it was needed, and offer a fair price for it; what you never agreed to, you don't pay." : ''} Ask for an itemized invoice and any written change order you approved, then offer to pay ${owed} plus only the changes you approved${paid ? ', once the work is done, by check or card with a receipt (never cash without one)' : ''}. If they won't, your state's contractor licensing board is a route.`,
      opening: [
        'Hi, this is [your name], about the [job] at [address], invoice [number].',
        `Your written quote was ${quote}, and the bill is ${bill}${over ? `: ${over} more` : ''}.${paid ? ` I've already paid ${paid}.` : ''}`,
        'Can you send me an itemized invoice and any change order I signed for the extra work?',
      ],
      rungs: {
        discount: [
          'Quoted price',
          `I'll pay ${owed} plus any change I approved in writing. Can we settle on that?`,
        ],
        credit: [
          'Itemized invoice',
          spokenYes
            ? `Please itemize the extra ${or(over, 'charges')}: each item's price. I said yes to [that item] out loud, but no price was given; let's agree a fair one.`
            : `Please itemize the extra ${or(over, 'charges')} and show me where I approved it.`,
        ],
        downgrade: balance
          ? [
              'Balance on the quote',
              `I can pay the ${balance} left on the quote when the job is done, and we sort out the rest in writing.`,
            ]
          : ['Pay the quote now', `I can pay ${quote} now, and we sort out the rest in writing.`],
        supervisor: ['Owner', 'May I speak with the owner, or whoever wrote the quote?'],
        retention: [
          'Licensing board',
          "If we can't agree, I'll ask the state contractor licensing board for help. I'd rather settle it with you.",
        ],
        complaint: [
          'Written complaint',
          "I'll put my position in writing today. Which email should it go to?",
        ],
      },
      email: {
        subject: `Invoice [number]: ${bill} billed on ${aOrAn(quote)} ${quote} quote`,
        body: `Hello,\n\nYour written quote for [job] at [address] was ${quote}. The invoice is ${bill}${over ? `, ${over} more` : ''}. ${approval}\n\nPlease send an itemized invoice and copies of any change orders I approved. ${paid ? `I have paid ${paid}; I will pay the ${balance} left on the quote, plus any approved changes, by check, against a receipt.` : `I will pay the quoted ${quote} plus any approved changes.`} ${replyBy}\n\n${signOff}`,
      },
      points: [
        'Have the written quote, the invoice and any texts or emails about extra work in front of you.',
        `Name the numbers: quote ${quote}, bill ${bill}${over ? `, ${over} over` : ''}${paid ? `, paid ${paid}, ${balance} left on the quote` : ''}.`,
        'Ask for the itemized invoice before you pay anything beyond the quote.',
        "Check your state's contractor licensing board: the license, how to complain, and whether extra work needs your written approval.",
        'If they threaten a lien on your home, ask the licensing board how liens work in your state, pay only by check or card, and get a receipt and a lien waiver for each payment.',
      ],
      questions: [
        ...(quoted && billed ? [] : ['What was the quote, and what is the bill?']),
        ...(unapproved === undefined ? ['Did you approve any extra work, in writing or by text?'] : []),
        'Was the quote in writing (paper, email or text)?',
      ],
    };
  }

  if (is(ctx, 'service_outage')) {
    const { monthly, perDay, start } = outage(ctx);
    const from = or(start, '[date]');
    const utility = isUtility(ctx);
    return {
      strategy: `You paid for service you didn't get, so ask for a credit for every day it was out${perDay ? `: at ${monthly} a month, about ${perDay} a day` : ''}. Have the dates ready, ask for the credit on your next bill, and get the amount confirmed in writing.`,
      opening: [
        hello,
        `My service was out from ${from} to [date]. I pay ${or(monthly, '[monthly amount]')} a month.`,
        "I'd like a credit for those days on my next bill. Can you do that today?",
      ],
      rungs: {
        discount: [
          'Credit for the days out',
          `Please credit the [number] days without service, at about ${or(perDay, '[daily rate]')} a day.`,
        ],
        credit: ['Goodwill credit', "If you can't prorate it, can you add a goodwill credit to my account?"],
        downgrade: [
          'Lower rate',
          'Since the service has been unreliable, can you lower my rate for a few months?',
        ],
        supervisor: ['Supervisor', 'I understand. May I speak with a supervisor?'],
        retention: [
          utility ? 'Customer relations' : 'Retention (only if ready to leave)',
          utility
            ? 'Please transfer me to customer relations.'
            : "If it keeps going out I'll need to switch. Can retention help?",
        ],
        complaint: ['Written complaint', "I'll put this in writing. Where do I send a complaint?"],
      },
      email: {
        subject: `Account [account number]: credit for the outage from ${from}`,
        body: `Hello,\n\nMy service was out from ${from} to [date] ([number] days). I pay ${or(monthly, '[monthly amount]')} a month.\n\nPlease credit the days without service on my next bill and confirm the amount in writing. ${replyBy}\n\n${signOff}`,
      },
      points: [
        'List the days and hours without service, with outage notices, ticket numbers or screenshots.',
        'Ask whether there was a reported outage in your area: it makes the credit easier.',
        'Ask for the credit amount and the bill it will show on.',
        'Write down the rep’s name and a reference number.',
      ],
      questions: [
        ...(start ? [] : ['Which dates was the service out?']),
        ...(monthly ? [] : ['What do you pay a month?']),
        ...(utility === undefined
          ? ['Is this internet, phone or TV, or a utility like power, gas or water?']
          : []),
      ],
    };
  }

  const amount = ctx.figure('billed', 'proposed', 'fee', 'current');
  return {
    strategy:
      "Before you call, gather the contract or sign-up email, your last two bills and any cancellation or quote paper. Ask them to explain the charge and the terms it rests on in writing, and don't pay or agree to anything new yet. Answer the questions below for the exact script.",
    opening: [
      hello,
      `I have a question about ${amount ? `the ${amount} charge` : '[the charge]'} on my bill. What exactly is it for?`,
      "Please email me the details and the terms it's based on. I'm not agreeing to anything today.",
    ],
    rungs: {
      discount: ['Explanation', 'Can you explain exactly what this charge is for?'],
      credit: ['In writing', 'Please send that explanation to me by email.'],
      downgrade: ['The terms', 'Which part of my contract or plan is it based on?'],
      supervisor: ['Supervisor', 'May I speak with a supervisor?'],
      retention: ['Reference number', "What's the reference number for this call?"],
      complaint: ['Written complaint', "I'll put my questions in writing. Where should they go?"],
    },
    email: {
      subject: 'Account [account number]: please explain [charge]',
      body: `Hello,\n\nMy bill of [date] shows ${amount ? `a ${amount} charge` : '[charge]'} that I don't understand. Please explain in writing what it is for and which part of my contract or plan it rests on. ${replyBy}\n\n${signOff}`,
    },
    points: [
      'Gather the contract or sign-up email, your last two bills and any proof of cancellation.',
      'Ask for every answer in writing.',
      "Don't pay or agree to anything new until you know what happened.",
      'Note every call: date, name and what they said.',
    ],
    questions: [
      'Which fits best: the price went up, you were charged after cancelling, a membership won’t let you cancel, a contractor billed over the quote, or the service went out?',
      'What amounts are on the bill, and what did you expect to pay?',
    ],
  };
}

// --- Spanish (usted; the quoted lines address the rep formally) ---

function spanishPlan(ctx: CopyContext): Plan {
  if (isMoversOrUnordered(ctx)) return moversOrUnorderedPlan(ctx);
  if (isDamageClaim(ctx)) return damageClaimPlan(ctx);
  if (isEstimatedBill(ctx)) return estimatedBillPlan(ctx);
  if (isContractorNoShow(ctx)) return contractorNoShowPlan(ctx);
  const hello = 'Hola, me llamo [su nombre], cuenta [número de cuenta].';
  const signOff = 'Gracias,\n[Su nombre]\n[Teléfono]';
  const replyBy = 'Les pido una respuesta por escrito antes del [fecha].';

  if (is(ctx, 'service_price_rise')) {
    const { old, now, rise, percent, market } = priceRise(ctx);
    const utility = isUtility(ctx);
    const change =
      old && now
        ? `de ${old} a ${now}${rise ? ` (${rise} más${percent ? `, un ${percent}` : ''})` : ''}`
        : now
          ? `a ${now}`
          : '';
    const went = change ? `pasó ${change}` : 'subió';
    /** Dicho en voz alta: sin paréntesis. */
    const wentSaid = old && now ? `pasó de ${old} a ${now}${rise ? `, ${rise} más` : ''}` : went;
    const questions = [
      ...(old ? [] : ['¿Cuánto pagaba antes del aumento?']),
      ...(utility === undefined
        ? ['¿Es internet, teléfono o TV, o un servicio público como luz, gas o agua?']
        : []),
      ...(market || utility ? [] : ['¿Cuánto cobra otro proveedor por un plan parecido?']),
    ];
    const fee = ctx.case.feeName;
    if (fee) {
      /** El cargo al mes: como lo dio, o el aumento que causó. */
      const feeAmount = ctx.figure('fee') ?? rise;
      const routes = feeRoutesEs(utility);
      const wentTo = old && now ? `pasó de ${old} a ${now}` : now ? `subió a ${now}` : 'subió';
      /** "un nuevo cargo de servicio", o "un cargo nuevo llamado network access fee". */
      const named = /^(?:cargo|tarifa|comisi[oó]n)\b/i.test(fee)
        ? `un nuevo ${fee}`
        : `un cargo nuevo llamado ${fee}`;
      const newFee = `${named}${feeAmount ? `, de ${feeAmount} al mes` : ''}`;
      return {
        strategy: `Su factura ${wentTo}${feeAmount ? `, y ${feeAmount} al mes de eso son` : ' por'} ${named.replace(/ llamado (.+)$/, ' llamado "$1"')}. Pregunte qué parte de su contrato o de las condiciones del servicio lo permite; si no está en lo que usted aceptó, pida que lo quiten y le devuelvan cada cobro de ese cargo. Si no lo hacen, ${utility ? 'pregunte por un plan de tarifa más barato' : 'pida al equipo de retención un mejor precio (hable de cancelar solo si de verdad lo hará)'} y presente una queja ante ${routes}.`,
        opening: [
          hello,
          `Mi factura ${wentTo} por ${newFee}.`,
          '¿Qué parte de mi contrato o de las condiciones permite este cargo? Si no está en lo que acepté, les pido quitarlo y devolverme lo que me han cobrado por él.',
        ],
        rungs: {
          discount: [
            'Quitar el cargo',
            `Les pido quitar el cargo "${fee}" y devolverme lo cobrado por él hasta ahora.`,
          ],
          credit: [
            'Ver las condiciones',
            `¿Qué sección de mi contrato o de las condiciones del servicio permite el cargo "${fee}"? Por favor, envíenmela por correo.`,
          ],
          downgrade: [
            'Crédito mensual',
            `Si no lo pueden quitar, ¿pueden darme un crédito mensual de ${or(feeAmount, '[monto]')} que lo compense?`,
          ],
          supervisor: ['Supervisor', 'Entiendo. ¿Puedo hablar con un supervisor?'],
          retention: utility
            ? ['Atención al cliente', 'Por favor, páseme con el área de atención al cliente.']
            : [
                'Retención (solo si piensa irse)',
                'Por favor, páseme con retención: con este cargo pienso cambiarme a [competidor].',
              ],
          complaint: [
            'Queja por escrito',
            `Si el cargo sigue, presentaré una queja ante ${utility ? 'la comisión de servicios públicos del estado' : 'la FCC'}. ¿A dónde envío una disputa por escrito?`,
          ],
        },
        email: {
          subject: `Cuenta [número de cuenta]: el cargo nuevo "${fee}"${feeAmount ? ` (${feeAmount} al mes)` : ''}`,
          body: `Hola:\n\nMi factura ${wentTo} por ${newFee}. Les pido indicarme qué parte de mi contrato o de las condiciones del servicio permite este cargo. Si no está en lo que acepté, les pido quitarlo y devolverme cada cobro de ese cargo hasta ahora. ${replyBy}\n\n${signOff}`,
        },
        points: [
          `Busque su contrato, la confirmación de inscripción o las condiciones de cuando se inscribió, y busque el cargo "${fee}" por su nombre.`,
          'Pregunte cuándo y cómo le avisaron del cargo: un aviso, un correo o una línea en la factura.',
          'Pida que quiten el cargo y le devuelvan lo cobrado, no solo un crédito único.',
          `Las quejas por un cargo así van a ${routes}.`,
          'Anote el nombre de quien le atiende y un número de referencia.',
        ],
        questions,
      };
    }
    if (utility) {
      return {
        strategy: `Su factura ${went}. Pregunte qué la subió (la tarifa, su consumo, una lectura estimada o un descuento que terminó) y pida un plan de tarifa más barato, facturación nivelada o un programa de asistencia. Pida que le confirmen cualquier cambio por escrito.`,
        opening: [
          hello,
          `Mi factura ${wentSaid}, y quisiera entender por qué.`,
          '¿Fue la tarifa, mi consumo o una lectura estimada? ¿Y qué plan o programa me la puede bajar?',
        ],
        rungs: {
          discount: [
            'Explicar el aumento',
            '¿Me puede mostrar qué subió exactamente mi factura: la tarifa, el consumo o un cargo?',
          ],
          credit: [
            'Revisar la lectura',
            '¿Pueden revisar la lectura del medidor y confirmar que esta factura no es estimada?',
          ],
          downgrade: [
            'Plan de tarifa',
            '¿Tienen un plan de tarifa más barato, o facturación nivelada, para mi cuenta?',
          ],
          supervisor: ['Supervisor', 'Entiendo. ¿Puedo hablar con un supervisor?'],
          retention: [
            'Programas de asistencia',
            '¿Tienen programas de asistencia o de descuento para los que yo califique?',
          ],
          complaint: ['Queja por escrito', 'Voy a poner esto por escrito. ¿A dónde envío una queja?'],
        },
        email: {
          subject: `Cuenta [número de cuenta]: aumento de la factura${change ? ` ${change}` : ''}`,
          body: `Hola:\n\nMi factura ${went}. Les pido que me expliquen qué causó el cambio (tarifa, consumo, una lectura estimada o un cargo) y qué planes de tarifa, facturación nivelada o programas de asistencia la pueden bajar. ${replyBy}\n\n${signOff}`,
        },
        points: [
          'Tenga a mano sus dos últimas facturas y la lectura de su medidor (una foto).',
          'Compare el consumo de las dos facturas: si el consumo saltó, revise la lectura o una fuga, no la tarifa.',
          'Pida el plan o programa más barato por su nombre, y desde cuándo aplica.',
          'Anote el nombre de quien le atiende y un número de referencia.',
        ],
        questions,
      };
    }
    return {
      strategy: `Su factura ${went}. Pida que le devuelvan su precio anterior${old ? ` de ${old}` : ''}, o una promoción cercana, con el precio de la competencia a mano${market ? ` (${market})` : ''}. Si el primer representante no puede, pida el equipo de retención, y diga que va a cancelar solo si de verdad lo hará.`,
      opening: [
        `${hello} Soy cliente desde [año].`,
        `Mi factura ${wentSaid}.`,
        `Quisiera volver a ${old ? `mi precio de ${old}` : 'mi precio anterior'}. [Competidor] cobra ${or(market, '[su precio]')} por un plan parecido. ¿Pueden igualarlo hoy?`,
      ],
      rungs: {
        discount: [
          'Precio anterior',
          `¿Me pueden regresar a ${or(old, 'mi precio anterior')}, o a una promoción cercana, por 12 meses?`,
        ],
        credit: [
          'Crédito mensual',
          `Si no, ¿pueden darme un crédito mensual de ${or(rise, '[monto]')} para cubrir el aumento?`,
        ],
        downgrade: ['Plan más barato', '¿Cuál es el plan más barato que cubre lo que de verdad uso?'],
        supervisor: ['Supervisor', 'Entiendo. ¿Puedo hablar con un supervisor?'],
        retention: [
          'Retención (solo si piensa irse)',
          'Por favor, páseme con retención: pienso cambiarme a [competidor].',
        ],
        complaint: ['Queja por escrito', 'Voy a poner esto por escrito. ¿A dónde envío una queja?'],
      },
      email: {
        subject: `Cuenta [número de cuenta]: aumento de precio${change ? ` ${change}` : ''}`,
        body: `Hola:\n\nSoy cliente desde [año]. Mi factura ${went}. [Competidor] cobra ${or(market, '[precio]')} por un plan parecido.\n\nLes pido regresar mi precio a ${or(old, '[precio anterior]')}, u ofrecerme un plan o un crédito que lo logre. ${replyBy}\n\n${signOff}`,
      },
      points: [
        'Tenga a mano sus dos últimas facturas, su número de cuenta y el precio de un competidor.',
        'Pregunte qué cambió: una promoción que terminó, un cargo nuevo o un cambio de tarifa.',
        `Diga la cifra que quiere (${or(old, 'su precio anterior')}), no "¿me puede ayudar?"`,
        'Diga "cancelar" solo si de verdad piensa cambiarse.',
        'Pida por correo el nuevo precio, cuánto dura y un número de referencia.',
      ],
      questions,
    };
  }

  if (is(ctx, 'service_after_cancel')) {
    const { unit, count, total, sum, cancelled } = chargesAfter(ctx);
    const when = or(cancelled, '[fecha de cancelación]');
    const charges =
      total && unit && count
        ? `${count} cargos × ${unit} = ${total}`
        : (sum ?? (unit ? `${unit} al mes` : '[monto]'));
    const chargesSaid =
      total && unit && count ? `${count} veces, ${unit} cada vez: ${total} en total` : charges;
    const fee = cancellationFee(ctx);
    return {
      strategy: fee
        ? `Usted canceló el ${when}, así que un cargo mensual por cualquier tiempo después de esa fecha se le debe devolver${unit ? ` (${unit})` : ''}. El cargo de ${fee.text} por cancelación es distinto: solo lo debe si su contrato lo establece, así que pida esa cláusula por escrito antes de aceptarlo, y pregunte a la oficina del consumidor del fiscal general de su estado si su estado limita los cargos por cancelación. Si un mes posterior a su cancelación se cobró en una tarjeta de crédito, puede disputarlo por escrito con el emisor dentro de los 60 días del estado de cuenta. Tenga lista la prueba de la fecha de cancelación y pida confirmación por escrito de que la cuenta está cerrada.`
        : `Usted canceló el ${when}, así que cada cargo posterior a esa fecha se le debe devolver: ${charges}. Tenga lista la prueba de la fecha de cancelación, pida el reembolso completo a su forma de pago original y una confirmación por escrito de que la cuenta está cerrada.`,
      opening: [
        hello,
        `Cancelé el ${when}; mi número de confirmación es [número]. Desde entonces me han cobrado ${chargesSaid}.`,
        `Les pido reembolsar cada cargo posterior al ${when} a mi forma de pago original y confirmar que la cuenta está cerrada.`,
      ],
      rungs: {
        discount: [
          'Reembolso completo',
          `Pido que me devuelvan ${sum ? `los ${sum}` : 'todo'} a mi tarjeta, no un crédito en la tienda.`,
        ],
        credit: [
          'Prueba registrada',
          'Mi cancelación consta con el número [número de confirmación]. ¿Me la pueden buscar y anotar?',
        ],
        downgrade: [
          'Parar los cargos',
          'Por favor, asegúrense de que no se cobre nada más y envíenme por correo que la cuenta está cerrada.',
        ],
        supervisor: ['Supervisor', '¿Puedo hablar con un supervisor que pueda aprobar el reembolso?'],
        retention: [
          'Disputas de facturación',
          'Por favor, páseme con disputas de facturación o con cancelaciones.',
        ],
        complaint: ['Queja por escrito', 'Voy a enviar esto por escrito con mi prueba. ¿A dónde lo envío?'],
      },
      email: {
        subject: `Reembolso de ${or(sum, 'cargos')} cobrados después de mi cancelación del ${when}`,
        body: `Hola:\n\nCancelé la cuenta [número de cuenta] el ${when} (confirmación [número]; adjunto la prueba). Desde entonces me han cobrado ${chargesSaid}.\n\nLes pido reembolsar cada cargo posterior al ${when} a mi forma de pago original y confirmarme por escrito que la cuenta está cerrada y que no se cobrará nada más. ${replyBy}\n\n${signOff}`,
      },
      points: [
        'Tenga lista su prueba: el número de confirmación, el correo, la captura de pantalla o el recibo de devolución del equipo, con su fecha.',
        `Haga una lista de cada cargo posterior al ${when}, con fecha y monto.`,
        'Pida el reembolso a su forma de pago original, no un crédito en la tienda.',
        'Pregunte a su banco o al emisor de su tarjeta cómo bloquear más cargos de esta compañía.',
        'Anote el nombre de quien le atiende y un número de referencia.',
      ],
      questions: [
        ...(ctx.case.cardType ? [] : ['¿Estos cargos se hicieron a una tarjeta de crédito?']),
        ...(cancelled ? [] : ['¿Qué día canceló y qué prueba tiene (un correo, un número de confirmación)?']),
        ...(sum ? [] : ['¿Cuántos cargos llegaron después de cancelar y de cuánto fue cada uno?']),
      ],
    };
  }

  if (is(ctx, 'service_membership_cancel')) {
    const cancelled = ctx.date('cancelled');
    const monthly = ctx.case.amounts.find((amount) => amount.role === 'unit' && amount.per === 'month')?.text;
    const moved = ctx.case.flags.movedAway === true;
    return {
      strategy: `Cancele por escrito con el método que indica su contrato (a menudo correo certificado o correo electrónico) y guarde la prueba de la fecha de envío.${moved ? ' Como se mudó, pregunte si su contrato tiene una cláusula de mudanza (algunos permiten cancelar con prueba de la nueva dirección) y envíe esa prueba con la carta, como un contrato de arrendamiento o una factura.' : ''} En la llamada, pregunte en qué cláusula se basan; si se inscribió por internet, pida cancelar de la misma forma, y pida un número de confirmación y que no haya cargos después ${cancelled ? `del ${cancelled}` : 'de la fecha de envío de su carta'}. Pregunte también a su banco cómo detener el pago recurrente y, si le siguen cobrando${monthly ? ` ${monthly} al mes` : ''} después de cancelar, dispute esos cargos con el emisor de su tarjeta o su banco.`,
      opening: [
        'Hola, me llamo [su nombre], número de socio [número].',
        `Voy a cancelar mi membresía a partir ${cancelled ? `del ${cancelled}` : 'de hoy'}. Por favor, procésenla y denme un número de confirmación.`,
        'Si no puedo cancelar de esta forma, ¿qué cláusula de mi contrato lo dice? Por favor, envíenme esa sección por correo.',
      ],
      rungs: {
        discount: [
          'Cancelar hoy',
          'Por favor, cancélenla hoy y denme un número de confirmación y la fecha de término.',
        ],
        credit: moved
          ? [
              'Mudanza',
              'Me mudé lejos y ya no puedo usar el club. ¿Mi contrato tiene una cláusula de mudanza? Puedo enviar prueba de mi nueva dirección.',
            ]
          : [
              'La cláusula',
              '¿Qué cláusula de mi contrato dice que no puedo cancelar así? Por favor, envíenmela por correo.',
            ],
        downgrade: [
          'Por escrito',
          'Voy a enviar mi cancelación por [correo certificado / correo electrónico], como dice el contrato. ¿A qué dirección la envío?',
        ],
        supervisor: ['Gerente', '¿Puedo hablar con el gerente que maneja las cancelaciones?'],
        retention: [
          'Servicio a socios',
          'No quiero congelar la membresía ni una nueva oferta. Por favor, páseme con servicio a socios o con la oficina central.',
        ],
        complaint: [
          'Queja por escrito',
          'Si no se cancela, voy a presentar una queja por escrito. ¿A dónde la envío?',
        ],
      },
      email: {
        subject: `Cancelación de la membresía [número de socio] a partir ${cancelled ? `del ${cancelled}` : 'de hoy'}`,
        body: `Hola:\n\nCancelo mi membresía [número de socio] a partir ${cancelled ? `del ${cancelled}` : 'de la fecha de esta carta'}. La envío por [correo certificado / correo electrónico], el método que indica mi contrato.${moved ? ' Me mudé a [nueva ciudad]; adjunto prueba de mi nueva dirección.' : ''}\n\nLes pido detener todo cargo${monthly ? ` (${monthly} al mes)` : ''} posterior a esa fecha y confirmarme por escrito la cancelación, su fecha y cualquier monto final. Si creen que mi contrato no lo permite, díganme qué cláusula. ${replyBy}\n\n${signOff}`,
      },
      points: [
        'Lea primero la sección de cancelación de su contrato: el método, el aviso previo y cualquier cargo.',
        'Envíela por ese método (correo certificado con acuse, o correo electrónico) y guarde una copia.',
        'No acepte congelar la membresía ni una nueva oferta, salvo que la quiera.',
        'Pregunte a su banco o al emisor de su tarjeta cómo detener el pago recurrente, y revise su próximo estado de cuenta.',
        'Anote cada llamada: fecha, nombre y lo que le dijeron.',
      ],
      questions: [
        '¿Qué dice su contrato sobre cómo cancelar (en persona, por correo postal, por correo electrónico) y sobre el aviso o algún cargo?',
        ...(ctx.case.cardType
          ? []
          : ['¿Los pagos se cobran a una tarjeta o se descuentan directamente de su cuenta bancaria?']),
        '¿Le han cobrado desde que pidió cancelar?',
      ],
    };
  }

  if (is(ctx, 'service_contractor_over_quote')) {
    const { quoted, billed, over, unapproved, paid, balance, rest, spokenYes } = contractor(ctx);
    const quote = or(quoted, '[monto cotizado]');
    const bill = or(billed, '[monto facturado]');
    const approval = spokenYes
      ? 'Acepté de palabra [el trabajo adicional que aceptó], pero nunca me dieron un precio y no firmé ninguna orden de cambio.'
      : unapproved === true
        ? 'No aprobé ningún trabajo adicional.'
        : '[No aprobé ningún trabajo adicional / Solo aprobé por escrito (cambio).]';
    /** Lo que la persona ofrece pagar: la cotización, o lo que queda de ella tras su pago. */
    const owed = balance ? `los ${balance} que quedan de la cotización` : `los ${quote} cotizados`;
    return {
      strategy: `La cotización por escrito fue de ${quote}; la factura es de ${bill}${over ? `, ${over} por encima de la cotización` : ''}.${paid ? ` Usted ya pagó ${paid}, así que quedan ${balance} de la cotización${rest ? `, no los ${rest} que cobra la factura` : ''}.` : ''}${spokenYes ? ' Usted sí dijo que sí de palabra a parte del trabajo adicional, así que sea claro con eso: un sí sin precio no es un cheque en blanco. Pregunte cuánto costó ese trabajo, detallado, y si era necesario, y ofrezca un precio justo por él; lo que nunca aceptó, no lo paga.' : ''} Pida una factura detallada y cualquier orden de cambio que usted haya aprobado por escrito, y ofrezca pagar ${owed} más solo los cambios que aprobó${paid ? ', cuando el trabajo esté terminado, con cheque o tarjeta y con recibo (nunca en efectivo sin recibo)' : ''}. Si no aceptan, la junta de licencias de contratistas de su estado es una vía.`,
      opening: [
        'Hola, habla [su nombre], por el trabajo de [trabajo] en [dirección], factura [número].',
        `Su cotización por escrito fue de ${quote} y la factura es de ${bill}${over ? `: ${over} más` : ''}.${paid ? ` Ya le pagué ${paid}.` : ''}`,
        '¿Me puede enviar una factura detallada y cualquier orden de cambio que yo haya firmado por el trabajo adicional?',
      ],
      rungs: {
        discount: [
          'Precio cotizado',
          `Pago ${owed} más cualquier cambio que aprobé por escrito. ¿Lo dejamos así?`,
        ],
        credit: [
          'Factura detallada',
          spokenYes
            ? `Por favor, detalle los ${or(over, 'cargos')} adicionales: el precio de cada cosa. Dije que sí de palabra a [ese trabajo], pero nunca me dieron un precio; acordemos uno justo.`
            : `Por favor, detalle los ${or(over, 'cargos')} adicionales y muéstreme dónde los aprobé.`,
        ],
        downgrade: balance
          ? [
              'Lo que queda de la cotización',
              `Puedo pagar los ${balance} que quedan de la cotización cuando termine el trabajo, y resolvemos el resto por escrito.`,
            ]
          : ['Pagar la cotización ya', `Puedo pagar ${quote} ahora, y resolvemos el resto por escrito.`],
        supervisor: ['Dueño', '¿Puedo hablar con el dueño o con quien hizo la cotización?'],
        retention: [
          'Junta de licencias',
          'Si no llegamos a un acuerdo, voy a pedir ayuda a la junta estatal de licencias de contratistas. Prefiero resolverlo con usted.',
        ],
        complaint: ['Queja por escrito', 'Hoy voy a poner mi posición por escrito. ¿A qué correo la envío?'],
      },
      email: {
        subject: `Factura [número]: ${bill} facturados sobre una cotización de ${quote}`,
        body: `Hola:\n\nSu cotización por escrito para [trabajo] en [dirección] fue de ${quote}. La factura es de ${bill}${over ? `, ${over} más` : ''}. ${approval}\n\nLes pido una factura detallada y copia de cualquier orden de cambio que yo haya aprobado. ${paid ? `Ya pagué ${paid}; pagaré los ${balance} que quedan de la cotización, más los cambios aprobados, con cheque y contra recibo.` : `Pagaré los ${quote} cotizados más los cambios aprobados.`} ${replyBy}\n\n${signOff}`,
      },
      points: [
        'Tenga a mano la cotización por escrito, la factura y los mensajes o correos sobre trabajo adicional.',
        `Diga las cifras: cotización ${quote}, factura ${bill}${over ? `, ${over} de más` : ''}${paid ? `, pagado ${paid}, quedan ${balance} de la cotización` : ''}.`,
        'Pida la factura detallada antes de pagar nada por encima de la cotización.',
        'Consulte la junta de licencias de contratistas de su estado: la licencia, cómo quejarse y si el trabajo adicional necesita su aprobación por escrito.',
        'Si le amenazan con un gravamen (lien) sobre su casa, pregunte a la junta de licencias cómo funcionan en su estado, pague solo con cheque o tarjeta, y pida un recibo y una renuncia al gravamen (lien waiver) por cada pago.',
      ],
      questions: [
        ...(quoted && billed ? [] : ['¿De cuánto fue la cotización y de cuánto es la factura?']),
        ...(unapproved === undefined ? ['¿Aprobó algún trabajo adicional, por escrito o por mensaje?'] : []),
        '¿La cotización fue por escrito (en papel, por correo o por mensaje)?',
      ],
    };
  }

  if (is(ctx, 'service_outage')) {
    const { monthly, perDay, start } = outage(ctx);
    const from = or(start, '[fecha]');
    const utility = isUtility(ctx);
    return {
      strategy: `Usted pagó por un servicio que no recibió, así que pida un crédito por cada día sin servicio${perDay ? `: a ${monthly} al mes, son unos ${perDay} por día` : ''}. Tenga las fechas a mano, pida el crédito en su próxima factura y que le confirmen el monto por escrito.`,
      opening: [
        hello,
        `Me quedé sin servicio del ${from} al [fecha]. Pago ${or(monthly, '[monto mensual]')} al mes.`,
        'Quisiera un crédito por esos días en mi próxima factura. ¿Lo pueden hacer hoy?',
      ],
      rungs: {
        discount: [
          'Crédito por los días sin servicio',
          `Por favor, acrediten los [número] días sin servicio, a unos ${or(perDay, '[tarifa diaria]')} por día.`,
        ],
        credit: [
          'Crédito de cortesía',
          'Si no pueden prorratearlo, ¿pueden darme un crédito de cortesía en mi cuenta?',
        ],
        downgrade: ['Tarifa más baja', 'Como el servicio ha fallado, ¿pueden bajarme la tarifa unos meses?'],
        supervisor: ['Supervisor', 'Entiendo. ¿Puedo hablar con un supervisor?'],
        retention: [
          utility ? 'Atención al cliente' : 'Retención (solo si piensa irse)',
          utility
            ? 'Por favor, páseme con el área de atención al cliente.'
            : 'Si la falla continúa, voy a tener que cambiarme. ¿Me puede ayudar retención?',
        ],
        complaint: ['Queja por escrito', 'Voy a poner esto por escrito. ¿A dónde envío una queja?'],
      },
      email: {
        subject: `Cuenta [número de cuenta]: crédito por la falla de servicio desde el ${from}`,
        body: `Hola:\n\nMe quedé sin servicio del ${from} al [fecha] ([número] días). Pago ${or(monthly, '[monto mensual]')} al mes.\n\nLes pido acreditar los días sin servicio en mi próxima factura y confirmarme el monto por escrito. ${replyBy}\n\n${signOff}`,
      },
      points: [
        'Haga una lista de los días y horas sin servicio, con avisos de falla, números de reporte o capturas de pantalla.',
        'Pregunte si hubo una falla reportada en su zona: facilita el crédito.',
        'Pida el monto del crédito y en qué factura aparecerá.',
        'Anote el nombre de quien le atiende y un número de referencia.',
      ],
      questions: [
        ...(start ? [] : ['¿Qué días estuvo sin servicio?']),
        ...(monthly ? [] : ['¿Cuánto paga al mes?']),
        ...(utility === undefined
          ? ['¿Es internet, teléfono o TV, o un servicio público como luz, gas o agua?']
          : []),
      ],
    };
  }

  const amount = ctx.figure('billed', 'proposed', 'fee', 'current');
  return {
    strategy:
      'Antes de llamar, reúna el contrato o el correo de inscripción, sus dos últimas facturas y cualquier prueba de cancelación o cotización. Pida que le expliquen el cargo y las condiciones en que se basa por escrito, y no pague ni acepte nada nuevo todavía. Responda las preguntas de abajo para recibir el guion exacto.',
    opening: [
      hello,
      `Tengo una consulta sobre ${amount ? `el cargo de ${amount}` : '[el cargo]'} en mi factura. ¿Por qué es exactamente?`,
      'Por favor, envíenme por correo los detalles y las condiciones en que se basa. Hoy no voy a aceptar nada.',
    ],
    rungs: {
      discount: ['Explicación', '¿Me puede explicar exactamente por qué es este cargo?'],
      credit: ['Por escrito', 'Por favor, envíenme esa explicación por correo.'],
      downgrade: ['Las condiciones', '¿En qué parte de mi contrato o plan se basa?'],
      supervisor: ['Supervisor', '¿Puedo hablar con un supervisor?'],
      retention: ['Número de referencia', '¿Cuál es el número de referencia de esta llamada?'],
      complaint: ['Queja por escrito', 'Voy a enviar mis preguntas por escrito. ¿A dónde las envío?'],
    },
    email: {
      subject: 'Cuenta [número de cuenta]: explicación de [cargo]',
      body: `Hola:\n\nMi factura del [fecha] muestra ${amount ? `un cargo de ${amount}` : '[cargo]'} que no entiendo. Les pido explicarme por escrito por qué es y en qué parte de mi contrato o plan se basa. ${replyBy}\n\n${signOff}`,
    },
    points: [
      'Reúna el contrato o el correo de inscripción, sus dos últimas facturas y cualquier prueba de cancelación.',
      'Pida cada respuesta por escrito.',
      'No pague ni acepte nada nuevo hasta saber qué pasó.',
      'Anote cada llamada: fecha, nombre y lo que le dijeron.',
    ],
    questions: [
      '¿Qué describe mejor su caso: le subieron el precio, le cobraron después de cancelar, una membresía no le deja cancelar, un contratista cobró más que la cotización o se quedó sin servicio?',
      '¿Qué montos aparecen en la factura y cuánto esperaba pagar?',
    ],
  };
}

// --- after the first answer ---

/**
 * The sub-case a follow-up step is written for. An unsure first reading with an old and a new price
 * is still a price rise once the person reports what the company said.
 */
function followUpSubCase(ctx: CopyContext): SubCase | undefined {
  if (ctx.subCase) return ctx.subCase;
  if (
    ctx.case.subCase === 'service_price_rise' &&
    ctx.figure('current') &&
    ctx.figure('proposed', 'billed')
  ) {
    return 'service_price_rise';
  }
  return undefined;
}

/** An offer or demand as the person wrote it: a sum ("10", "$82") or a share ("half", "50%"). */
function readOffer(offer: string | undefined): { value?: number; share?: number } {
  if (!offer) return {};
  const percent = /(\d+(?:[.,]\d+)?)\s*%/.exec(offer);
  if (percent?.[1]) return { share: Number(percent[1].replace(',', '.')) / 100 };
  if (/^\s*(?:half|la mitad)\s*$/i.test(offer)) return { share: 0.5 };
  const value = findAmounts(offer)[0]?.value;
  return value === undefined ? {} : { value };
}

/**
 * What the monthly bill would be after a provider's offer on a price rise: a share is of the rise
 * ("half the increase"), a sum no bigger than the rise comes off the new price, a bigger one below
 * the new price is the new price.
 */
function priceAfterOffer(ctx: CopyContext, offer: string | undefined): number | undefined {
  const old = ctx.value('current');
  const now = ctx.value('proposed', 'billed');
  if (old === undefined || now === undefined || now <= old) return undefined;
  const rise = now - old;
  const { value, share } = readOffer(offer);
  const about = (price: number) => (price >= 20 ? Math.round(price) : price);
  if (share !== undefined && share > 0 && share <= 1) return about(now - share * rise);
  if (value === undefined) return undefined;
  if (value <= rise) return now - value;
  return value < now ? value : undefined;
}

/**
 * The bill after a contractor takes a sum off it ("knock off 1k"): only a sum no bigger than the
 * overage reads that way; a bigger one is a new bill (or, after a payment, maybe the payment they
 * want), which the offer already says.
 */
function contractorBillAfter(ctx: CopyContext, offer: string | undefined): number | undefined {
  const billed = ctx.value('billed');
  const quoted = ctx.value('quoted', 'estimated');
  const { value } = readOffer(offer);
  if (billed === undefined || quoted === undefined || value === undefined || billed <= quoted)
    return undefined;
  return value > 0 && value < billed - quoted ? billed - value : undefined;
}

function nextStepEn(ctx: CopyContext, outcome: Outcome, offer: string | undefined): string | undefined {
  if (isMoversOrUnordered(ctx)) return moversOrUnorderedStep(ctx, outcome, offer);
  if (isDamageClaim(ctx)) return damageClaimStep(ctx, outcome, offer);
  if (isEstimatedBill(ctx)) return estimatedBillStep(ctx, outcome);
  if (isContractorNoShow(ctx)) return contractorNoShowStep(ctx, outcome);
  const sub = followUpSubCase(ctx);
  if (sub === 'service_price_rise') {
    const { old, now, rise } = priceRise(ctx);
    const fee = ctx.case.feeName;
    if (fee && (outcome === 'said_no' || outcome === 'no_reply'))
      return `Ask them in writing to show where your contract or terms allow the ${fee}; if they can't, ask a supervisor${isUtility(ctx) ? '' : ' or the retention department'} to take it off and credit what you've paid for it, and if they won't, file a complaint with ${feeRoutesEn(isUtility(ctx))}.`;
    if (isUtility(ctx)) {
      if (outcome === 'said_no')
        return "Ask for a review of the bill (the meter reading, an estimated bill or a rate change) and about budget billing or assistance programs; if they won't explain the rise, your state's public utility commission takes complaints.";
      if (outcome === 'counter_offer')
        return `They offered ${offer ?? 'something'}: ask whether it's a one-time credit or a lower rate that lasts, compare it with your old bill, and get it in writing.`;
      if (outcome === 'pay_now')
        return `If you can't pay ${offer ?? 'the whole bill'} today, ask before the due date for a payment arrangement or budget billing, and ask what keeps the service on while the bill is reviewed.`;
      return undefined;
    }
    if (outcome === 'said_no')
      return "Ask for the retention (or loyalty) department: they can approve prices the first rep can't. Have another company's price for a similar plan ready, and say you'll cancel only if you're ready to switch.";
    if (outcome === 'counter_offer') {
      const price = priceAfterOffer(ctx, offer);
      const { share } = readOffer(offer);
      const worked =
        price === undefined
          ? ''
          : share !== undefined
            ? `: if that's ${offer} of the ${rise} rise, about ${ctx.money(price)} a month instead of ${now}`
            : `: about ${ctx.money(price)} a month instead of ${now}`;
      const oldValue = ctx.value('current');
      const back = price !== undefined && oldValue !== undefined && price <= oldValue;
      return back
        ? `They offered ${offer}${worked}. That's no more than your old price${old ? ` of ${old}` : ''}: accept it in writing, with how long it lasts.`
        : `They offered ${offer ?? 'a lower price'}${worked}. Before you accept, ask for the retention department and whether they can match your old price${old ? ` of ${old}` : ''} or another company's price; if this is their best, take it only in writing, with how long it lasts.`;
    }
    if (outcome === 'agreed')
      return 'Get the new price, how long it lasts and what it goes to afterwards by email, and set a reminder a month before it ends to call retention again.';
    if (outcome === 'no_reply')
      return "Don't wait on a written reply: call again and ask for the retention department, with another company's price ready.";
    return `${offer ? `If ${offer} is the amount on the bill, pay it` : 'Pay the bill'} through your usual account (never to someone who called you) to avoid a late fee; paying it does not stop you from asking retention for a lower price or a credit.`;
  }

  if (sub === 'service_after_cancel') {
    const { sum } = chargesAfter(ctx);
    if (outcome === 'said_no')
      return 'Put the dispute in writing with your cancellation proof and ask for the refund and a zero balance. If the charges are on a card or bank account, ask your card issuer or bank today about disputing them (disputes have time limits) and blocking further charges.';
    if (outcome === 'counter_offer')
      return `They offered ${offer ?? 'part of it'}${sum ? ` of the ${sum}` : ''}: every charge after your cancellation should come back, so ask for the rest in writing, to your original payment method, not as a credit on an account you closed.`;
    if (outcome === 'agreed')
      return 'Get in writing the refund amount, the date it will reach you, and that the account is closed with a zero balance and nothing sent to collections.';
    if (outcome === 'no_reply')
      return `Send your written dispute again with your cancellation confirmation number (and the receipt for any equipment you returned, like a modem) by a method that shows it arrived, and if the charges came from a card or bank account, ask your card issuer or bank about disputing them now. An early-termination fee holds only if a signed contract sets it: ask them to show it. If they still don't answer, file a complaint with ${isUtility(ctx) ? "your state's public utility commission" : 'the FCC (consumercomplaints.fcc.gov) for internet, phone or TV'}.`;
    return `Don't pay ${offer ?? sum ?? 'it'} for service after your cancellation: send your cancellation proof in writing and ask them to close the account at a zero balance. If a collection agency contacts you, dispute the debt in writing with the same proof.`;
  }

  if (sub === 'service_membership_cancel') {
    if (outcome === 'said_no')
      return 'Send your cancellation by certified letter with a return receipt (or the method your contract names) to the address in the contract, and keep the receipt: it proves the date. Then ask your bank or card issuer how to stop the recurring payments from that date.';
    if (outcome === 'counter_offer')
      return `They offered ${offer ?? 'something'}. A freeze or a discount is not a cancellation: take it only if you'd rather stay. If it's a lower cancellation fee, check first that your signed contract sets one, and pay only once the cancellation is confirmed in writing.`;
    if (outcome === 'agreed')
      return 'Get the cancellation confirmed in writing: the confirmation number, the date of the last charge and a zero balance. Check your next two statements.';
    if (outcome === 'no_reply')
      return "Silence doesn't stop the charges: send your cancellation by certified letter now, then ask your bank or card issuer to stop the payments and dispute any charge made after the letter's date.";
    return `They want ${offer ?? 'a payment'} today to let you cancel. Ask for the contract's cancellation clause in writing: pay a cancellation fee only if your signed contract sets it, and only that amount, and get the cancellation confirmed in writing, with a zero balance, before you pay. If they keep charging after that, dispute the charges with your card issuer or bank.`;
  }

  if (sub === 'service_contractor_over_quote') {
    const { quoted, billed, paid, balance, rest } = contractor(ctx);
    const quote = balance
      ? `the ${balance} left on the quote`
      : quoted
        ? `the quoted ${quoted}`
        : 'the quoted amount';
    const lien =
      "If they threaten a lien on your home, ask your state's contractor licensing board whether they can file one for work you never approved, and keep your dispute in writing.";
    if (outcome === 'said_no')
      return `Pay ${quote} (plus any change you approved in writing) in a way that leaves a record, and send your position in writing with the quote attached. If they still refuse, ask your state's contractor licensing board about a complaint, and about how liens work there if they threaten one.`;
    if (outcome === 'counter_offer') {
      const full = paidTheQuote(ctx);
      const after = contractorBillAfter(ctx, offer);
      if (full && after !== undefined)
        return `They offered ${offer}: the bill would be ${ctx.money(after)}, so ${ctx.money(after - full.paid)} more on top of the ${full.paidText} you already paid, which covers the whole quote. The ${full.rest} they say you owe is for extras no one priced for you in advance: ask for an itemized invoice and the permit itself (a real permit has a number the city can confirm), and pay only for extras you agreed to, in writing, marked "paid in full". If they press or threaten a lien, your state's contractor licensing board and your state attorney general's consumer protection office take complaints.`;
      const verdict = judgeOffer(ctx, readOffer(offer).value);
      if (verdict === 'accept')
        return `They offered ${offer}: that brings it to the quote. Accept it in writing, pay in a way that leaves a record, and ask for a receipt marked "paid in full".`;
      const bill = contractorBillAfter(ctx, offer);
      const worked =
        bill === undefined
          ? ''
          : paid && balance
            ? `: that makes the bill ${ctx.money(bill)}, or ${ctx.money(bill - (ctx.value('paid') ?? 0))} more after the ${paid} you paid, against ${balance} left on the quote`
            : `: that makes the bill ${ctx.money(bill)}, against the quoted ${quoted ?? 'amount'}`;
      return `They offered ${offer ?? 'a lower bill'}${worked}. Unless you approved the extra work in writing (a change order), ${quote} is your anchor: one counter close to it is fair, and any deal should be in writing, marked as payment in full and paid by check or card against a receipt, never in cash without one. ${lien}`;
    }
    if (outcome === 'agreed')
      return 'Get the final amount in writing, pay in a way that leaves a record, and ask for a receipt marked "paid in full" (and a lien waiver, for work on your home).';
    if (outcome === 'no_reply')
      return `Send your position in writing by a method that shows it arrived, with the quote attached and your offer to pay ${balance ? `the ${balance} left on it` : (quoted ?? 'the quoted amount')}; if the reply-by date passes, file with your state's contractor licensing board.`;
    return `Pay ${quote}${balance ? '' : ' now'} (plus any change you approved in writing), in a way that leaves a record, and dispute the rest in writing; don't pay ${offer ?? rest ?? billed ?? 'the full bill'} just to end the pressure. ${lien}`;
  }

  if (sub === 'service_outage') {
    const { perDay } = outage(ctx);
    if (outcome === 'said_no')
      return `Put the credit request in writing, with the dates and your ticket numbers, and if they still refuse, file a complaint with ${outageRoutesEn(ctx)}.`;
    if (outcome === 'counter_offer')
      return `They offered ${offer ?? 'a credit'}${perDay ? `; at about ${perDay} a day of service, compare it with the days you lost` : ''}. If it covers them, accept it in writing with the bill it will show on; if not, ask once more.`;
    if (outcome === 'agreed')
      return 'Check that the credit shows on your next bill; if it does not, reply to the confirmation.';
    if (outcome === 'no_reply')
      return `Send the credit request again in writing with a reply-by date; if it passes, file with ${outageRoutesEn(ctx)}.`;
    return `${offer ? `If ${offer} is the amount on the bill, pay it` : 'Pay the bill'} on time to avoid a late fee or a cutoff, and ask in writing for the outage credit on your next bill; paying now does not stop you from asking for it.`;
  }
  return undefined;
}

function nextStepEs(ctx: CopyContext, outcome: Outcome, offer: string | undefined): string | undefined {
  if (isMoversOrUnordered(ctx)) return moversOrUnorderedStep(ctx, outcome, offer);
  if (isDamageClaim(ctx)) return damageClaimStep(ctx, outcome, offer);
  if (isEstimatedBill(ctx)) return estimatedBillStep(ctx, outcome);
  if (isContractorNoShow(ctx)) return contractorNoShowStep(ctx, outcome);
  const sub = followUpSubCase(ctx);
  if (sub === 'service_price_rise') {
    const { old, now, rise } = priceRise(ctx);
    const fee = ctx.case.feeName;
    if (fee && (outcome === 'said_no' || outcome === 'no_reply'))
      return `Pida por escrito que le muestren dónde su contrato o las condiciones permiten el cargo "${fee}"; si no pueden, pida a un supervisor${isUtility(ctx) ? '' : ' o al departamento de retención'} que lo quiten y le devuelvan lo cobrado, y si no lo hacen, presente una queja ante ${feeRoutesEs(isUtility(ctx))}.`;
    if (isUtility(ctx)) {
      if (outcome === 'said_no')
        return 'Pida una revisión de la factura (la lectura del medidor, una factura estimada o un cambio de tarifa) y pregunte por la facturación nivelada o los programas de asistencia; si no le explican el aumento, la comisión de servicios públicos de su estado recibe quejas.';
      if (outcome === 'counter_offer')
        return `Le ofrecieron ${offer ?? 'algo'}: pregunte si es un crédito único o una tarifa más baja que se mantiene, compárelo con su factura anterior y pídalo por escrito.`;
      if (outcome === 'pay_now')
        return `Si hoy no puede pagar ${offer ?? 'toda la factura'}, pida antes de la fecha de vencimiento un acuerdo de pago o facturación nivelada, y pregunte qué mantiene el servicio mientras revisan la factura.`;
      return undefined;
    }
    if (outcome === 'said_no')
      return 'Pida hablar con el departamento de retención (o de fidelización): ahí pueden aprobar precios que el primer representante no puede. Tenga a mano el precio de otra compañía por un plan parecido, y diga que va a cancelar solo si de verdad piensa cambiarse.';
    if (outcome === 'counter_offer') {
      const price = priceAfterOffer(ctx, offer);
      const { share } = readOffer(offer);
      const part = offer && /^\s*la mitad\s*$/i.test(offer) ? 'la mitad' : `el ${offer}`;
      const worked =
        price === undefined
          ? ''
          : share !== undefined
            ? `: si es ${part} del aumento de ${rise}, pagaría unos ${ctx.money(price)} al mes en lugar de ${now}`
            : `: pagaría unos ${ctx.money(price)} al mes en lugar de ${now}`;
      const oldValue = ctx.value('current');
      const back = price !== undefined && oldValue !== undefined && price <= oldValue;
      return back
        ? `Le ofrecieron ${offer}${worked}. No es más que su precio anterior${old ? ` de ${old}` : ''}: acéptelo por escrito, con cuánto tiempo dura.`
        : `Le ofrecieron ${offer ?? 'un precio más bajo'}${worked}. Antes de aceptar, pida hablar con el departamento de retención y pregunte si pueden igualar su precio anterior${old ? ` de ${old}` : ''} o el precio de otra compañía; si es lo mejor que ofrecen, acéptelo solo por escrito, con cuánto tiempo dura.`;
    }
    if (outcome === 'agreed')
      return 'Pida por correo el nuevo precio, cuánto dura y a cuánto sube después, y ponga un recordatorio un mes antes de que termine para volver a llamar a retención.';
    if (outcome === 'no_reply')
      return 'No espere una respuesta por escrito: vuelva a llamar y pida el departamento de retención, con el precio de otra compañía a mano.';
    return `${offer ? `Si ${offer} es el monto que indica la factura, páguelo` : 'Pague la factura'} por su cuenta habitual (nunca a alguien que le llamó) para evitar un recargo; pagar no le impide pedir a retención un precio más bajo o un crédito.`;
  }

  if (sub === 'service_after_cancel') {
    const { sum } = chargesAfter(ctx);
    if (outcome === 'said_no')
      return 'Ponga la disputa por escrito con su prueba de cancelación y pida el reembolso y un saldo en cero. Si los cargos están en una tarjeta o en su cuenta bancaria, pregunte hoy al emisor de la tarjeta o a su banco cómo disputarlos (las disputas tienen plazos) y cómo bloquear más cargos.';
    if (outcome === 'counter_offer')
      return `Le ofrecieron ${offer ?? 'una parte'}${sum ? ` de los ${sum}` : ''}: cada cargo posterior a su cancelación se le debe devolver, así que pida el resto por escrito, a su forma de pago original, no como crédito en una cuenta que usted cerró.`;
    if (outcome === 'agreed')
      return 'Pida por escrito el monto del reembolso, la fecha en que le llegará y que la cuenta está cerrada con saldo en cero y sin nada enviado a cobranza.';
    if (outcome === 'no_reply')
      return `Envíe de nuevo su disputa por escrito con su número de confirmación de la cancelación (y el recibo del equipo devuelto, si devolvió un módem u otro equipo) por un medio que confirme la entrega, y si los cargos salieron de una tarjeta o de su cuenta bancaria, pregunte ahora al emisor o a su banco cómo disputarlos. Un cargo por cancelación anticipada solo vale si un contrato firmado lo fija: pida que se lo muestren. Si no responden, presente una queja ante ${isUtility(ctx) ? 'la comisión de servicios públicos de su estado' : 'la FCC (consumercomplaints.fcc.gov) si es internet, teléfono o TV'}.`;
    return `No pague ${offer ?? sum ?? 'nada'} por un servicio posterior a su cancelación: envíe su prueba de cancelación por escrito y pida que cierren la cuenta con saldo en cero. Si una agencia de cobranza le contacta, dispute la deuda por escrito con la misma prueba.`;
  }

  if (sub === 'service_membership_cancel') {
    if (outcome === 'said_no')
      return 'Envíe su cancelación por carta certificada con acuse de recibo (o por el método que indique su contrato) a la dirección del contrato, y guarde el acuse: prueba la fecha. Luego pregunte a su banco o al emisor de su tarjeta cómo detener los pagos recurrentes desde esa fecha.';
    if (outcome === 'counter_offer')
      return `Le ofrecieron ${offer ?? 'algo'}. Congelar la membresía o un descuento no es una cancelación: acéptelo solo si prefiere quedarse. Si es un cargo de cancelación más bajo, revise primero que su contrato firmado fije uno, y pague solo cuando le confirmen la cancelación por escrito.`;
    if (outcome === 'agreed')
      return 'Pida la confirmación de la cancelación por escrito: el número de confirmación, la fecha del último cargo y un saldo en cero. Revise sus dos próximos estados de cuenta.';
    if (outcome === 'no_reply')
      return 'El silencio no detiene los cargos: envíe ya su cancelación por carta certificada, y luego pida a su banco o al emisor de su tarjeta detener los pagos y disputar cualquier cargo posterior a la fecha de la carta.';
    return `Le piden ${offer ?? 'un pago'} hoy para dejarle cancelar. Pida por escrito la cláusula de cancelación del contrato: pague un cargo de cancelación solo si su contrato firmado lo fija, y solo ese monto, y obtenga la confirmación de la cancelación por escrito, con saldo en cero, antes de pagar. Si después siguen cobrándole, dispute los cargos con el emisor de su tarjeta o su banco.`;
  }

  if (sub === 'service_contractor_over_quote') {
    const { quoted, billed, paid, balance, rest } = contractor(ctx);
    const quote = balance
      ? `los ${balance} que quedan de la cotización`
      : quoted
        ? `los ${quoted} cotizados`
        : 'el monto cotizado';
    const lien =
      'Si le amenazan con un gravamen (lien) sobre su casa, pregunte a la junta de licencias de contratistas de su estado si pueden presentarlo por un trabajo que usted nunca aprobó, y mantenga su disputa por escrito.';
    if (outcome === 'said_no')
      return `Pague ${quote} (más cualquier cambio que aprobó por escrito) de una forma que deje constancia, y envíe su posición por escrito con la cotización adjunta. Si aun así se niegan, pregunte a la junta de licencias de contratistas de su estado cómo presentar una queja y, si le amenazan con un gravamen (lien) sobre su casa, cómo funciona ahí.`;
    if (outcome === 'counter_offer') {
      const verdict = judgeOffer(ctx, readOffer(offer).value);
      if (verdict === 'accept')
        return `Le ofrecieron ${offer}: eso lo deja en la cotización. Acéptelo por escrito, pague de una forma que deje constancia y pida un recibo que diga "pagado en su totalidad".`;
      const bill = contractorBillAfter(ctx, offer);
      const worked =
        bill === undefined
          ? ''
          : paid && balance
            ? `: la factura quedaría en ${ctx.money(bill)}, o ${ctx.money(bill - (ctx.value('paid') ?? 0))} más después de los ${paid} que pagó, frente a los ${balance} que quedan de la cotización`
            : `: la factura quedaría en ${ctx.money(bill)}, frente a ${quoted ? `los ${quoted} cotizados` : 'lo cotizado'}`;
      return `Le ofrecieron ${offer ?? 'una factura más baja'}${worked}. Salvo que usted haya aprobado el trabajo adicional por escrito (una orden de cambio), ${quote} son su referencia: una contraoferta cercana es razonable, y cualquier acuerdo debe quedar por escrito, como pago total, pagado con cheque o tarjeta y contra recibo, nunca en efectivo sin recibo. ${lien}`;
    }
    if (outcome === 'agreed')
      return 'Pida el monto final por escrito, pague de una forma que deje constancia y pida un recibo que diga "pagado en su totalidad" (y una renuncia al gravamen, o lien waiver, si el trabajo fue en su casa).';
    if (outcome === 'no_reply')
      return `Envíe su posición por escrito por un medio que confirme la entrega, con la cotización adjunta y su oferta de pagar ${balance ? `los ${balance} que quedan` : (quoted ?? 'el monto cotizado')}; si pasa la fecha de respuesta, presente una queja ante la junta de licencias de contratistas de su estado.`;
    return `Pague ${balance ? '' : 'ahora '}${quote} (más cualquier cambio que aprobó por escrito), de una forma que deje constancia, y dispute el resto por escrito; no pague ${offer ?? rest ?? billed ?? 'la factura completa'} solo para quitarse la presión. ${lien}`;
  }

  if (sub === 'service_outage') {
    const { perDay } = outage(ctx);
    if (outcome === 'said_no')
      return `Ponga por escrito la solicitud de crédito, con las fechas y sus números de reporte, y si aun así se niegan, presente una queja ante ${outageRoutesEs(ctx)}.`;
    if (outcome === 'counter_offer')
      return `Le ofrecieron ${offer ?? 'un crédito'}${perDay ? `; a unos ${perDay} por día de servicio, compárelo con los días que perdió` : ''}. Si los cubre, acéptelo por escrito con la factura en la que aparecerá; si no, pida una vez más.`;
    if (outcome === 'agreed')
      return 'Revise que el crédito aparezca en su próxima factura; si no aparece, responda al correo de confirmación.';
    if (outcome === 'no_reply')
      return `Envíe de nuevo la solicitud de crédito por escrito con una fecha de respuesta; si pasa, presente una queja ante ${outageRoutesEs(ctx)}.`;
    return `${offer ? `Si ${offer} es el monto que indica la factura, páguelo` : 'Pague la factura'} a tiempo para evitar un recargo o un corte, y pida por escrito el crédito por la falla en su próxima factura; pagar ahora no le impide pedirlo.`;
  }
  return undefined;
}

/** Where a complaint about a new fee goes, by the kind of service. */
function feeRoutesEn(utility: boolean | undefined): string {
  if (utility) return "your state's public utility commission and your state attorney general";
  if (utility === false) return 'the FCC (consumercomplaints.fcc.gov) and your state attorney general';
  return 'the FCC (consumercomplaints.fcc.gov) for internet, phone or TV, and your state attorney general';
}

function feeRoutesEs(utility: boolean | undefined): string {
  if (utility) return 'la comisión de servicios públicos de su estado y el fiscal general de su estado';
  if (utility === false) return 'la FCC (consumercomplaints.fcc.gov) y el fiscal general de su estado';
  return 'la FCC (consumercomplaints.fcc.gov) si es internet, teléfono o TV, y el fiscal general de su estado';
}

function outageRoutesEn(ctx: CopyContext): string {
  const utility = isUtility(ctx);
  if (utility) return "your state's public utility commission";
  if (utility === false) return 'the FCC (consumercomplaints.fcc.gov)';
  return "the FCC (consumercomplaints.fcc.gov) for internet, phone or TV, or your state's public utility commission for power, gas or water";
}

function outageRoutesEs(ctx: CopyContext): string {
  const utility = isUtility(ctx);
  if (utility) return 'la comisión de servicios públicos de su estado';
  if (utility === false) return 'la FCC (consumercomplaints.fcc.gov)';
  return 'la FCC (consumercomplaints.fcc.gov) si es internet, teléfono o TV, o la comisión de servicios públicos de su estado si es luz, gas o agua';
}

function honestEn(ctx: CopyContext): string {
  switch (followUpSubCase(ctx)) {
    case 'service_damage_claim':
      return DAMAGE_CLAIM_WORDS.en.honest;
    case 'service_estimated_bill':
      return ESTIMATED_BILL_WORDS.en.honest;
    case 'service_price_rise':
      return "Ask with what's true: how long you've been a customer, a real price from another company, and cancelling only if you mean it.";
    case 'service_after_cancel':
      return 'Use your real cancellation proof (the confirmation number, email or receipt); if you have none, say when and how you cancelled and ask them to check their records.';
    case 'service_membership_cancel':
      return "You don't need an excuse to cancel: a certified letter with a return receipt, or the method your contract names, is proof enough of the date. If you moved or have a real medical reason, ask whether your contract has a clause for it and send real proof (a new lease, a doctor's letter).";
    case 'service_contractor_over_quote':
      return 'Stick to the written quote and the work you really approved: ask for an itemized invoice, and pay the quote while you dispute the rest in writing.';
    case 'service_outage':
      return 'List the real days without service, with ticket numbers or outage notices, and ask for a credit for those days.';
    case 'service_movers_held':
      return 'Stand on the real estimate and the real weight tickets: offer what the estimate allows, in writing, and report the mover if they hold your goods for more.';
    case 'service_unordered_charge':
      return 'Say what happened: you never ordered it, and ask for their record of the order; that is enough to ask for every charge back.';
    default:
      return "Ask for the charge and the terms it rests on in writing, and dispute what's wrong with the records you have.";
  }
}

function honestEs(ctx: CopyContext): string {
  switch (followUpSubCase(ctx)) {
    case 'service_damage_claim':
      return DAMAGE_CLAIM_WORDS.es.honest;
    case 'service_estimated_bill':
      return ESTIMATED_BILL_WORDS.es.honest;
    case 'service_price_rise':
      return 'Pida con lo que es cierto: cuánto tiempo lleva como cliente, un precio real de otra compañía, y cancelar solo si de verdad lo hará.';
    case 'service_after_cancel':
      return 'Use su prueba real de cancelación (el número de confirmación, el correo o el recibo); si no la tiene, diga cuándo y cómo canceló y pida que revisen sus registros.';
    case 'service_membership_cancel':
      return 'No necesita una excusa para cancelar: una carta certificada con acuse de recibo, o el método que indique su contrato, basta como prueba de la fecha. Si se mudó o tiene un motivo médico real, pregunte si su contrato tiene una cláusula para eso y envíe la prueba real (un contrato de arrendamiento nuevo, una carta de su médico).';
    case 'service_contractor_over_quote':
      return 'Apéguese a la cotización por escrito y al trabajo que de verdad aprobó: pida una factura detallada y pague lo cotizado mientras disputa el resto por escrito.';
    case 'service_outage':
      return 'Haga una lista de los días reales sin servicio, con números de reporte o avisos de falla, y pida un crédito por esos días.';
    case 'service_movers_held':
      return 'Apóyese en el estimado real y en los comprobantes de peso reales: ofrezca por escrito lo que permite el estimado, y reporte a la compañía si retiene sus cosas para cobrar más.';
    case 'service_unordered_charge':
      return 'Diga lo que pasó: usted nunca lo pidió, y pida el registro de la orden; eso basta para pedir que le devuelvan cada cargo.';
    default:
      return 'Pida por escrito el cargo y las condiciones en que se basa, y dispute lo que esté mal con los registros que tiene.';
  }
}

// --- the area ---

function area(
  plan: (ctx: CopyContext) => Plan,
  words: Pick<AreaCopy, 'party' | 'subject' | 'complaintRoutes' | 'nextStep' | 'honestRoute'>,
): AreaCopy {
  return {
    style: (ctx) => (is(ctx, 'service_contractor_over_quote') ? 'relationship' : 'service'),
    ...words,
    strategy: (ctx) => plan(ctx).strategy,
    opening: (ctx) => say(plan(ctx).opening),
    rungs: (ctx) => rungsOf(plan(ctx)),
    email: (ctx) => plan(ctx).email,
    talkingPoints: (ctx) => [...plan(ctx).points],
    questions: (ctx) => plan(ctx).questions.slice(0, 3),
    rightLine: () => undefined,
    judgeOffer,
    followUpCopy: (ctx, outcome) => (isEstimatedBill(ctx) ? estimatedBillFollowUp(ctx, outcome) : undefined),
  };
}

export const serviceDisputes: AreaPlaybook = {
  en: area(englishPlan, {
    nextStep: nextStepEn,
    honestRoute: honestEn,
    party: (ctx) =>
      ctx.namedParty ??
      (isDamageClaim(ctx)
        ? DAMAGE_CLAIM_WORDS.en.party
        : isEstimatedBill(ctx)
          ? ESTIMATED_BILL_WORDS.en.party
          : is(ctx, 'service_membership_cancel')
            ? 'the gym or club'
            : is(ctx, 'service_movers_held')
              ? 'the moving company'
              : is(ctx, 'service_contractor_over_quote')
                ? 'the contractor'
                : is(ctx, 'service_price_rise', 'service_outage')
                  ? 'the provider'
                  : 'the company'),
    subject: (ctx) => {
      if (isDamageClaim(ctx)) return DAMAGE_CLAIM_WORDS.en.subject(ctx);
      if (isEstimatedBill(ctx)) return ESTIMATED_BILL_WORDS.en.subject(ctx);
      if (followUpSubCase(ctx) === 'service_price_rise') {
        if (ctx.case.feeName) return `the new ${ctx.case.feeName}`;
        const { now } = priceRise(ctx);
        return now ? `the new ${now} price` : 'the price rise';
      }
      if (is(ctx, 'service_after_cancel')) {
        const { sum } = chargesAfter(ctx);
        return `the ${sum ? `${sum} ` : ''}charges after the cancellation`;
      }
      if (is(ctx, 'service_membership_cancel')) return 'the membership cancellation';
      if (isContractorNoShow(ctx)) return 'the deposit for work never started';
      if (is(ctx, 'service_contractor_over_quote')) {
        const { quoted, billed } = contractor(ctx);
        return billed && quoted
          ? `the ${billed} bill on ${aOrAn(quoted)} ${quoted} quote`
          : 'the bill above the quote';
      }
      if (is(ctx, 'service_outage')) return 'the credit for the outage';
      if (is(ctx, 'service_movers_held')) return 'the delivery of your belongings';
      if (is(ctx, 'service_unordered_charge')) return 'the charges for what you never ordered';
      return 'the charge on the bill';
    },
    complaintRoutes: (ctx) => {
      if (isDamageClaim(ctx)) return DAMAGE_CLAIM_WORDS.en.complaintRoutes;
      if (isEstimatedBill(ctx)) return ESTIMATED_BILL_WORDS.en.complaintRoutes;
      if (is(ctx, 'service_movers_held'))
        return "the FMCSA (1-888-368-7238) for a move between states, and your state attorney general's consumer protection office";
      if (is(ctx, 'service_contractor_over_quote'))
        return "your state's contractor licensing board, your state attorney general's consumer protection office, or the Better Business Bureau";
      if (is(ctx, 'service_after_cancel', 'service_membership_cancel'))
        return "your state attorney general's consumer protection office, the FTC (ReportFraud.ftc.gov) and the Better Business Bureau";
      const utility = isUtility(ctx);
      if (utility)
        return "your state's public utility commission, or your state attorney general's consumer protection office";
      if (utility === false)
        return "the FCC's consumer complaint center (consumercomplaints.fcc.gov), or your state attorney general's consumer protection office";
      return "for internet, phone or TV, the FCC (consumercomplaints.fcc.gov); for power, gas or water, your state's public utility commission; for anything else, your state attorney general's consumer protection office or the Better Business Bureau";
    },
  }),
  es: area(spanishPlan, {
    nextStep: nextStepEs,
    honestRoute: honestEs,
    party: (ctx) =>
      ctx.namedParty ??
      (isDamageClaim(ctx)
        ? DAMAGE_CLAIM_WORDS.es.party
        : isEstimatedBill(ctx)
          ? ESTIMATED_BILL_WORDS.es.party
          : is(ctx, 'service_membership_cancel')
            ? 'el gimnasio o club'
            : is(ctx, 'service_movers_held')
              ? 'la compañía de mudanzas'
              : is(ctx, 'service_contractor_over_quote')
                ? 'el contratista'
                : is(ctx, 'service_price_rise', 'service_outage')
                  ? 'el proveedor'
                  : 'la compañía'),
    subject: (ctx) => {
      if (isDamageClaim(ctx)) return DAMAGE_CLAIM_WORDS.es.subject(ctx);
      if (isEstimatedBill(ctx)) return ESTIMATED_BILL_WORDS.es.subject(ctx);
      if (followUpSubCase(ctx) === 'service_price_rise') {
        if (ctx.case.feeName) return `el cargo nuevo "${ctx.case.feeName}"`;
        const { now } = priceRise(ctx);
        return now ? `el nuevo precio de ${now}` : 'el aumento de precio';
      }
      if (is(ctx, 'service_after_cancel')) {
        const { sum } = chargesAfter(ctx);
        return `los cargos${sum ? ` de ${sum}` : ''} después de la cancelación`;
      }
      if (is(ctx, 'service_membership_cancel')) return 'la cancelación de la membresía';
      if (isContractorNoShow(ctx)) return 'el depósito por un trabajo que nunca empezó';
      if (is(ctx, 'service_contractor_over_quote')) {
        const { quoted, billed } = contractor(ctx);
        return billed && quoted
          ? `la factura de ${billed} sobre una cotización de ${quoted}`
          : 'la factura por encima de la cotización';
      }
      if (is(ctx, 'service_outage')) return 'el crédito por la falla de servicio';
      if (is(ctx, 'service_movers_held')) return 'la entrega de sus pertenencias';
      if (is(ctx, 'service_unordered_charge')) return 'los cargos por lo que nunca pidió';
      return 'el cargo en la factura';
    },
    complaintRoutes: (ctx) => {
      if (isDamageClaim(ctx)) return DAMAGE_CLAIM_WORDS.es.complaintRoutes;
      if (isEstimatedBill(ctx)) return ESTIMATED_BILL_WORDS.es.complaintRoutes;
      if (is(ctx, 'service_movers_held'))
        return 'la FMCSA (1-888-368-7238) si la mudanza fue entre estados, y la oficina de protección al consumidor del fiscal general de su estado';
      if (is(ctx, 'service_contractor_over_quote'))
        return 'la junta de licencias de contratistas de su estado, la oficina de protección al consumidor del fiscal general de su estado o el Better Business Bureau';
      if (is(ctx, 'service_after_cancel', 'service_membership_cancel'))
        return 'la oficina de protección al consumidor del fiscal general de su estado, la FTC (ReportFraud.ftc.gov) y el Better Business Bureau';
      const utility = isUtility(ctx);
      if (utility)
        return 'la comisión de servicios públicos de su estado o la oficina de protección al consumidor del fiscal general de su estado';
      if (utility === false)
        return 'el centro de quejas del consumidor de la FCC (consumercomplaints.fcc.gov) o la oficina de protección al consumidor del fiscal general de su estado';
      return 'para internet, teléfono o TV, la FCC (consumercomplaints.fcc.gov); para luz, gas o agua, la comisión de servicios públicos de su estado; para lo demás, la oficina de protección al consumidor del fiscal general de su estado o el Better Business Bureau';
    },
  }),
};
