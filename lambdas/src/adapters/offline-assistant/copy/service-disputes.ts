import type { Language } from '@lane/shared';
import type { CaseAmount, SubCase } from '../../../domain/chat/case.js';
import { formatDay } from '../../../domain/chat/facts.js';
import {
  DAMAGE_CLAIM_WORDS,
  damageClaimFollowUp,
  damageClaimPlan,
  damageClaimStep,
  isDamageClaim,
  judgeDamageOffer,
} from './damage-claim.js';
import { contractorNoShowPlan, contractorNoShowStep, isContractorNoShow } from './contractor-no-show.js';
import {
  coolingOffFollowUp,
  coolingOffLine,
  coolingOffPlan,
  coolingOffStep,
  isCoolingOff,
} from './cooling-off.js';
import {
  ESTIMATED_BILL_WORDS,
  estimatedBillFollowUp,
  estimatedBillPlan,
  estimatedBillStep,
  isEstimatedBill,
} from './estimated-bill.js';
import {
  deviceBalanceFollowUp,
  deviceBalancePlan,
  deviceBalanceStep,
  isDeviceBalance,
} from './device-balance.js';
import {
  isMoversOrUnordered,
  judgeUnorderedOffer,
  moversOrUnorderedPlan,
  moversOrUnorderedStep,
  type ServicePlan,
} from './movers-and-unordered.js';
import { chargeList, chargesInWords, splitRefund, type ListedCharge } from './charge-list.js';
import { membershipSentAwayFollowUp } from './membership-sent-away.js';
import { readOffer } from './offer-reading.js';
import { promisedFeePlan, promisedFeeStep } from './promised-price.js';
import { promoFollowUp, promoPlan, promoTerm } from './promo-in-term.js';
import { hungUpFollowUp, lowerBillPlan } from './lower-bill.js';
import {
  inLanguage,
  is,
  listIn,
  or,
  type AreaCopy,
  type AreaPlaybook,
  type CopyContext,
  type FollowUpAnswer,
  type FollowUpSaid,
  type Outcome,
  quoteLines,
  rungsByName,
} from './types.js';

/**
 * Internet, phone and utility bills, memberships, contractors and outages. No reviewed right reaches
 * these sub-cases (a card dispute is the card area's, and the vacated click-to-cancel rule is a
 * caution the composer shows), so the copy leans on the person's own paper: the old price, the
 * cancellation proof, the contract's cancellation clause, the written quote.
 */

/** One sub-case's answer, in the case's language. */
type Plan = ServicePlan;

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
  // "39.99 el 17 de sept, 17 oct y 17 nov": one sum charged on each day listed is the unit.
  const repeated = ctx.case.amounts.find(
    (amount) =>
      amount.count !== undefined && amount.count > 1 && ['billed', 'fee', 'other'].includes(amount.role),
  );
  const unit = ctx.figure('unit') ?? repeated?.text;
  const { total, count } = ctx.computed;
  const sum = total ?? ctx.figure('billed', 'fee', 'paid');
  const day = ctx.date('cancelled');
  // "hace tres meses", "3 months ago" can't follow "on" / "el": the person fills in the day.
  return { unit, count, total, sum, cancelled: day && !RELATIVE_DAY.test(day) ? day : undefined };
}

/** A day said relative to today: "hace tres meses", "two months ago", "last month". */
const RELATIVE_DAY = /^(?:hace\b|last\b|this past\b)|\bago$|\bpasad[oa]$/iu;

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
  // "final invoice is 18,900 … he wants 8,900": the bill and the balance it asks for tell what was
  // paid (10,000), however the payments were written ("5k deposit + 5k midway").
  const bills = ctx.case.amounts.filter((amount) => amount.role === 'billed').map((amount) => amount.value);
  const total = bills.length >= 2 ? Math.max(...bills) : undefined;
  const due = total !== undefined ? bills.find((value) => value < total) : undefined;
  const said = ctx.value('paid');
  const paidBetween =
    total !== undefined &&
    due !== undefined &&
    (said === undefined || said < total - due) &&
    (quotedValue === undefined || total - due < quotedValue)
      ? total - due
      : undefined;
  const paidValue = paidBetween ?? said;
  const left = (from: number | undefined) =>
    from !== undefined && paidValue !== undefined && paidValue > 0 && paidValue < from
      ? from - paidValue
      : undefined;
  const balanceValue = left(quotedValue);
  const restValue = left(billedValue);
  // The extras the bill names ("3,200 subfloor and 1,200 trim"): the sums that make up the overage.
  const over = quotedValue !== undefined && billedValue !== undefined ? billedValue - quotedValue : undefined;
  const others = ctx.case.amounts.filter(
    (amount) => amount.role === 'other' && (over === undefined || amount.value < over),
  );
  const extras =
    over !== undefined &&
    others.length >= 1 &&
    Math.abs(others.reduce((sum, a) => sum + a.value, 0) - over) < 1
      ? others.map((amount) => amount.text)
      : undefined;
  return {
    extras,
    /** The contract says changes need a written change order signed by both. */
    changeOrder: ctx.case.flags.changeOrderRequired === true,
    quoted: ctx.figure('quoted', 'estimated'),
    billed: ctx.figure('billed'),
    over: ctx.computed.overEstimate,
    unapproved: ctx.case.flags.unapprovedWork,
    /** A yes said out loud to extra work, with no price: owed at a fair price, not any price. */
    spokenYes: ctx.case.flags.approvedVerbally === true,
    paid:
      balanceValue === undefined
        ? undefined
        : paidBetween !== undefined
          ? ctx.money(paidBetween)
          : ctx.figure('paid'),
    paidValue: balanceValue === undefined ? undefined : paidValue,
    balance: balanceValue === undefined ? undefined : ctx.money(balanceValue),
    balanceValue,
    rest: balanceValue === undefined || restValue === undefined ? undefined : ctx.money(restValue),
    restValue: balanceValue === undefined ? undefined : restValue,
  };
}

/**
 * A contractor's bill past the contract price, after the first answer. A lien threatened over it:
 * pay the part not disputed now, against a partial lien waiver, and dispute the rest. A new, lower
 * demand that is the balance plus one extra the person did say yes to ("ok do what you need to"):
 * a fair close, but only with the extra itemized, a signed change order, a payment that leaves a
 * record (never Zelle) and a final lien waiver in exchange.
 */
function contractorFollowUp(
  ctx: CopyContext,
  outcome: Outcome,
  latest: readonly CaseAmount[],
): FollowUpAnswer | undefined {
  if (!is(ctx, 'service_contractor_over_quote')) return undefined;
  const t = inLanguage(ctx.lang);
  const { balance, balanceValue, extras, changeOrder, spokenYes, quoted, rest, restValue } = contractor(ctx);
  if (!balance || balanceValue === undefined) return undefined;
  const demand = latest.find(
    (amount) =>
      (amount.role === 'billed' || amount.role === 'offered') &&
      amount.value > balanceValue &&
      // A new, lower demand: the same balance asked again is no move.
      (restValue === undefined || amount.value < restValue - 0.5),
  );
  const p2p = ctx.case.flags.p2pDemanded === true;
  const basis = changeOrder ? t('contract', 'contrato') : t('quote', 'cotización');
  if (demand && (outcome === 'agreed' || outcome === 'counter_offer' || outcome === 'pay_now')) {
    const extraValue = demand.value - balanceValue;
    const extra = ctx.money(extraValue);
    const item = extras?.find((text) => Math.abs(Number(text.replace(/[^\d.]/g, '')) - extraValue) < 1);
    const forItem = item
      ? t(`the ${item} extra`, `el extra de ${item}`)
      : t(`${extra} for extras`, `${extra} por extras`);
    const steps = [
      t(
        `ask for the itemized materials and labor for the ${extra} and the photos`,
        `pida el detalle de materiales y mano de obra de los ${extra} y las fotos`,
      ),
      t(
        `have him sign a change order now that records it at ${extra}${changeOrder ? ', as your contract requires' : ''}`,
        `pida que firme ahora una orden de cambio que lo registre en ${extra}${changeOrder ? ', como exige su contrato' : ''}`,
      ),
      p2p
        ? t(
            'pay by check or card, not Zelle: a Zelle payment is like cash, and once it is sent you usually cannot get it back',
            'pague con cheque o tarjeta, no por Zelle: un pago por Zelle es como efectivo, y una vez enviado por lo general no se puede recuperar',
          )
        : t(
            'pay by check or card, never cash without a receipt',
            'pague con cheque o tarjeta, nunca en efectivo sin recibo',
          ),
      t(
        'hand over the payment only in exchange for a signed final unconditional lien waiver and a receipt marked "paid in full"',
        'entregue el pago solo a cambio de una renuncia final e incondicional al gravamen (final unconditional lien waiver) firmada y un recibo que diga "pagado en su totalidad"',
      ),
    ];
    const listed = `${t('Before you pay', 'Antes de pagar')}: ${steps.map((step, index) => `${index + 1}) ${step}`).join('; ')}`;
    return {
      strategy: t(
        `${demand.text} is the ${balance} left on the ${basis} plus ${forItem}.${spokenYes ? ' You did say yes to that work when it came up, so paying a fair price for it can be a reasonable way to close this, but not blindly.' : " You never agreed to a price for it, so it's owed only at a price you agree to now."} ${listed}.${p2p ? ' "Today" is his deadline, not the contract\'s: a day or two to get these papers is reasonable.' : ''}`,
        `${demand.text} son los ${balance} que quedan del ${basis} más ${forItem}.${spokenYes ? ' Usted sí dijo que sí a ese trabajo cuando se lo plantearon, así que pagar un precio justo por él puede ser una forma razonable de cerrar esto, pero no a ciegas.' : ' Usted nunca aceptó un precio por eso, así que solo se debe al precio que acuerden ahora.'} ${listed}.${p2p ? ' "Hoy" es el plazo de él, no del contrato: uno o dos días para conseguir estos papeles es razonable.' : ''}`,
      ),
      opening: quoteLines([
        t(
          `I can close this at ${demand.text}: the ${balance} left on the ${basis} plus ${extra}${item ? ' for that work' : ''}.`,
          `Puedo cerrar esto en ${demand.text}: los ${balance} que quedan del ${basis} más ${extra}${item ? ' por ese trabajo' : ''}.`,
        ),
        t(
          `Before I pay, please send me the itemized materials and labor and the photos, and let's sign a change order for the ${extra}${changeOrder ? ', as our contract requires' : ''}.`,
          `Antes de pagar, envíeme por favor el detalle de materiales y mano de obra y las fotos, y firmemos una orden de cambio por los ${extra}${changeOrder ? ', como exige nuestro contrato' : ''}.`,
        ),
        t(
          `I'll pay by check${p2p ? ', not Zelle,' : ''} in exchange for a final unconditional lien waiver and a receipt marked paid in full.`,
          `Pago con cheque${p2p ? ', no por Zelle,' : ''} a cambio de una renuncia final e incondicional al gravamen y un recibo que diga pagado en su totalidad.`,
        ),
      ]),
      email: {
        subject: t(`Closing the job at ${demand.text}`, `Cierre del trabajo en ${demand.text}`),
        body: t(
          `Hello,\n\nI agree to close the job at ${demand.text}: the ${balance} left on our ${basis} plus ${extra} for [the extra work]. Before I pay, please send:\n1. The itemized materials and labor for it, and the photos.\n2. A change order for the ${extra}, signed by both of us.\n3. A final unconditional lien waiver and a receipt marked "paid in full", which I'll receive when I hand over the payment by check.\n\nThank you,\n[Your name]`,
          `Hola:\n\nAcepto cerrar el trabajo en ${demand.text}: los ${balance} que quedan de nuestro ${basis} más ${extra} por [el trabajo adicional]. Antes de pagar, le pido:\n1. El detalle de materiales y mano de obra de ese trabajo, y las fotos.\n2. Una orden de cambio por los ${extra}, firmada por ambos.\n3. Una renuncia final e incondicional al gravamen (final unconditional lien waiver) y un recibo que diga "pagado en su totalidad", que recibiré al entregar el pago con cheque.\n\nGracias,\n[Su nombre]`,
        ),
      },
      talkingPoints: [
        t(
          `${demand.text} = ${balance} left on the ${basis} + ${extra}.`,
          `${demand.text} = ${balance} que quedan del ${basis} + ${extra}.`,
        ),
        t(
          'A conditional or partial waiver is not enough for the last payment: ask for the final unconditional one.',
          'Para el último pago no basta una renuncia condicional o parcial: pida la final e incondicional.',
        ),
        t(
          'Keep the contract, the change order, the photos and the receipt together.',
          'Guarde juntos el contrato, la orden de cambio, las fotos y el recibo.',
        ),
      ],
    };
  }
  if ((outcome === 'pay_now' || outcome === 'said_no') && ctx.case.flags.lienThreat === true) {
    const strategy = nextStep(ctx, 'pay_now', undefined) ?? '';
    return {
      strategy,
      opening: quoteLines([
        t(
          `I'll pay the ${balance} left on our ${basis} now, by check, against a receipt and a partial lien waiver for that payment.`,
          `Voy a pagar ahora los ${balance} que quedan de nuestro ${basis}, con cheque, contra un recibo y una renuncia parcial al gravamen por ese pago.`,
        ),
        t(
          `The other ${restValue !== undefined ? ctx.money(restValue - balanceValue) : 'part'}${rest ? ` of the ${rest}` : ''} is for extras ${changeOrder ? 'with no signed change order, as our contract requires' : 'no one priced with me in advance'}. Please send me the itemized materials and labor and the photos, and we'll agree on it in writing.`,
          `Los otros ${restValue !== undefined ? ctx.money(restValue - balanceValue) : ''}${rest ? ` de los ${rest}` : ''} son por extras ${changeOrder ? 'sin orden de cambio firmada, como exige nuestro contrato' : 'que nadie me cotizó antes'}. Envíeme por favor el detalle de materiales y mano de obra y las fotos, y lo acordamos por escrito.`,
        ),
      ]),
      email: {
        subject: t(
          `Paying the ${balance} balance on our ${basis}; the extras in dispute`,
          `Pago de los ${balance} que quedan del ${basis}; los extras en disputa`,
        ),
        body: t(
          `Hello,\n\nOur ${basis} was for ${quoted ?? '[contract price]'}, and I have paid ${ctx.money((ctx.value('quoted', 'estimated') ?? 0) - balanceValue)}. I am paying the ${balance} left on it now, by check, against a receipt and a partial lien waiver for that payment.\n\nI dispute the rest: ${changeOrder ? 'our contract requires a written change order signed by both of us for any change, and none was signed. ' : ''}Please send the itemized materials and labor for the extra work and the photos, so we can agree on it in writing.\n\nThank you,\n[Your name]`,
          `Hola:\n\nNuestro ${basis} fue de ${quoted ?? '[precio del contrato]'}, y ya pagué ${ctx.money((ctx.value('quoted', 'estimated') ?? 0) - balanceValue)}. Ahora pago los ${balance} que quedan, con cheque, contra un recibo y una renuncia parcial al gravamen por ese pago.\n\nDisputo el resto: ${changeOrder ? 'nuestro contrato exige una orden de cambio por escrito firmada por ambos para cualquier cambio, y no se firmó ninguna. ' : ''}Le pido el detalle de materiales y mano de obra del trabajo adicional y las fotos, para acordarlo por escrito.\n\nGracias,\n[Su nombre]`,
        ),
      },
      talkingPoints: [
        t(
          `Pay the ${balance} you don't dispute; the threat doesn't make the rest owed.`,
          `Pague los ${balance} que no disputa; la amenaza no hace que se deba el resto.`,
        ),
        t(
          'Keep copies of the contract, the invoice, what you paid and the waiver.',
          'Guarde copias del contrato, la factura, su pago y la renuncia.',
        ),
      ],
    };
  }
  return undefined;
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
  // Cancelled within the Cooling-Off window: every payment comes back; less is declined.
  if (isCoolingOff(ctx)) {
    const paid = ctx.value('deposit', 'paid');
    return paid !== undefined && offered >= paid ? 'accept' : 'decline';
  }
  if (isContractorNoShow(ctx)) {
    const paid = ctx.value('deposit', 'paid', 'billed', 'other');
    return paid !== undefined && offered >= paid ? 'accept' : 'decline';
  }
  // A one-time credit leaves the higher monthly price in place.
  if (is(ctx, 'service_price_rise') && ctx.case.flags.oneTimeCredit === true) return 'decline';
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
      // Work never approved isn't owed: a sum above the quote's balance is declined, unless the
      // person said yes out loud to some of it (then a fair price for that part is a counter).
      return offered < billed && ctx.case.flags.approvedVerbally === true ? 'counter' : 'decline';
    }
    if (quoted !== undefined && offered > quoted && ctx.case.flags.approvedVerbally !== true)
      return 'decline';
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

/** The words every sub-case's call and email here share: the greeting, the sign-off, the two common rungs. */
function callWords(lang: Language) {
  const t = inLanguage(lang);
  return {
    hello: t(
      'Hi, my name is [your name], account [account number].',
      'Hola, me llamo [su nombre], cuenta [número de cuenta].',
    ),
    signOff: t('Thank you,\n[Your name]\n[Phone number]', 'Gracias,\n[Su nombre]\n[Teléfono]'),
    replyBy: t('Please reply in writing by [date].', 'Les pido una respuesta por escrito antes del [fecha].'),
    supervisor: [
      'Supervisor',
      t('I understand. May I speak with a supervisor?', 'Entiendo. ¿Puedo hablar con un supervisor?'),
    ] as const,
    writtenComplaint: [
      t('Written complaint', 'Queja por escrito'),
      t(
        "I'll put this in writing. Where do I send a complaint?",
        'Voy a poner esto por escrito. ¿A dónde envío una queja?',
      ),
    ] as const,
  };
}

// --- the first answer, in both languages (Spanish: usted; the quoted lines address the rep formally) ---

function plan(ctx: CopyContext): Plan {
  const t = inLanguage(ctx.lang);
  if (isMoversOrUnordered(ctx)) return moversOrUnorderedPlan(ctx);
  if (isDamageClaim(ctx)) return damageClaimPlan(ctx);
  if (isEstimatedBill(ctx)) return estimatedBillPlan(ctx);
  if (isDeviceBalance(ctx)) return deviceBalancePlan(ctx);
  if (isCoolingOff(ctx)) return coolingOffPlan(ctx);
  if (isContractorNoShow(ctx)) return contractorNoShowPlan(ctx);
  const { hello, signOff, replyBy, supervisor, writtenComplaint } = callWords(ctx.lang);

  if (is(ctx, 'service_price_rise')) {
    const { old, now, rise, percent, market } = priceRise(ctx);
    const utility = isUtility(ctx);
    // A fee added to a plan sold at a promised flat price: the promise is the ask.
    const promised = promisedFeePlan(ctx, feeRoutes(ctx, utility));
    if (promised) return promised;
    // A rise during a promotion's term: the promotion is the ask, not a competitor's price.
    const promo = promoPlan(ctx, feeRoutes(ctx, utility));
    if (promo) return promo;
    // No rise, a competitor's price: a lower price asked for, the retention talk.
    if (old && !now && !rise && !ctx.case.feeName && (market || ctx.case.flags.hungUp === true)) {
      const lower = lowerBillPlan(ctx, feeRoutes(ctx, utility));
      if (lower) return lower;
    }
    const change =
      old && now
        ? t(
            `from ${old} to ${now}${rise ? ` (${rise} more${percent ? `, ${percent}` : ''})` : ''}`,
            `de ${old} a ${now}${rise ? ` (${rise} más${percent ? `, un ${percent}` : ''})` : ''}`,
          )
        : now
          ? t(`to ${now}`, `a ${now}`)
          : '';
    const went = change ? t(`went ${change}`, `pasó ${change}`) : t('went up', 'subió');
    /** Said aloud: no parentheses. */
    const wentSaid =
      old && now
        ? t(
            `went from ${old} to ${now}${rise ? `, ${rise} more` : ''}`,
            `pasó de ${old} a ${now}${rise ? `, ${rise} más` : ''}`,
          )
        : went;
    const questions = [
      ...(old ? [] : [t('What did you pay before the rise?', '¿Cuánto pagaba antes del aumento?')]),
      ...(utility === undefined
        ? [
            t(
              'Is this internet, phone or TV, or a utility like power, gas or water?',
              '¿Es internet, teléfono o TV, o un servicio público como luz, gas o agua?',
            ),
          ]
        : []),
      ...(market || utility
        ? []
        : [
            t(
              'What does another provider charge for a similar plan?',
              '¿Cuánto cobra otro proveedor por un plan parecido?',
            ),
          ]),
    ];
    const fee = ctx.case.feeName;
    if (fee) {
      /** The fee a month: as they gave it, or the rise it made. */
      const feeAmount = ctx.figure('fee') ?? rise;
      const routes = feeRoutes(ctx, utility);
      const wentTo =
        old && now
          ? t(`went from ${old} to ${now}`, `pasó de ${old} a ${now}`)
          : now
            ? t(`went up to ${now}`, `subió a ${now}`)
            : t('went up', 'subió');
      /** In Spanish, "un nuevo cargo de servicio", or "un cargo nuevo llamado network access fee". */
      const named = /^(?:cargo|tarifa|comisi[oó]n)\b/i.test(fee)
        ? `un nuevo ${fee}`
        : `un cargo nuevo llamado ${fee}`;
      /** "a new network access fee of $20 a month", said aloud without quotes. */
      const newFee = t(
        `a new ${fee}${feeAmount ? ` of ${feeAmount} a month` : ''}`,
        `${named}${feeAmount ? `, de ${feeAmount} al mes` : ''}`,
      );
      return {
        strategy: t(
          `Your bill ${wentTo}${feeAmount ? `, and ${feeAmount} a month of that is` : ' because of'} a new "${fee}". Ask which part of your contract or terms of service allows it; if it isn't in what you agreed to, ask them to remove it and credit back every charge for it. If they won't, ${utility ? 'ask about a cheaper rate plan' : 'ask the retention team for a better price (mention cancelling only if you mean it)'}, and file a complaint with ${routes}.`,
          `Su factura ${wentTo}${feeAmount ? `, y ${feeAmount} al mes de eso son` : ' por'} ${named.replace(/ llamado (.+)$/, ' llamado "$1"')}. Pregunte qué parte de su contrato o de las condiciones del servicio lo permite; si no está en lo que usted aceptó, pida que lo quiten y le devuelvan cada cobro de ese cargo. Si no lo hacen, ${utility ? 'pregunte por un plan de tarifa más barato' : 'pida al equipo de retención un mejor precio (hable de cancelar solo si de verdad lo hará)'} y presente una queja ante ${routes}.`,
        ),
        opening: [
          hello,
          t(`My bill ${wentTo} because of ${newFee}.`, `Mi factura ${wentTo} por ${newFee}.`),
          t(
            "Which part of my contract or terms allows this fee? If it isn't in what I agreed to, please remove it and credit what I've been charged for it.",
            '¿Qué parte de mi contrato o de las condiciones permite este cargo? Si no está en lo que acepté, les pido quitarlo y devolverme lo que me han cobrado por él.',
          ),
        ],
        rungs: {
          discount: [
            t('Remove the fee', 'Quitar el cargo'),
            t(
              `Please remove the ${fee} and credit the charges for it so far.`,
              `Les pido quitar el cargo "${fee}" y devolverme lo cobrado por él hasta ahora.`,
            ),
          ],
          credit: [
            t('Show the terms', 'Ver las condiciones'),
            t(
              `Which section of my contract or terms of service allows the ${fee}? Please email it to me.`,
              `¿Qué sección de mi contrato o de las condiciones del servicio permite el cargo "${fee}"? Por favor, envíenmela por correo.`,
            ),
          ],
          downgrade: [
            t('Monthly credit', 'Crédito mensual'),
            t(
              `If it can't come off, can you add a ${or(feeAmount, '[amount]')} monthly credit to offset it?`,
              `Si no lo pueden quitar, ¿pueden darme un crédito mensual de ${or(feeAmount, '[monto]')} que lo compense?`,
            ),
          ],
          supervisor,
          retention: utility
            ? [
                t('Customer relations', 'Atención al cliente'),
                t(
                  'Please transfer me to customer relations.',
                  'Por favor, páseme con el área de atención al cliente.',
                ),
              ]
            : [
                t('Retention (only if ready to leave)', 'Retención (solo si piensa irse)'),
                t(
                  "Please transfer me to retention: with this fee I'm ready to switch to [competitor].",
                  'Por favor, páseme con retención: con este cargo pienso cambiarme a [competidor].',
                ),
              ],
          complaint: [
            t('Written complaint', 'Queja por escrito'),
            t(
              `If the fee stays, I'll file a complaint with ${utility ? "the state's utility commission" : 'the FCC'}. Where do I send a written dispute?`,
              `Si el cargo sigue, presentaré una queja ante ${utility ? 'la comisión de servicios públicos del estado' : 'la FCC'}. ¿A dónde envío una disputa por escrito?`,
            ),
          ],
        },
        email: {
          subject: t(
            `Account [account number]: the new ${fee}${feeAmount ? ` (${feeAmount} a month)` : ''}`,
            `Cuenta [número de cuenta]: el cargo nuevo "${fee}"${feeAmount ? ` (${feeAmount} al mes)` : ''}`,
          ),
          body: t(
            `Hello,\n\nMy bill ${wentTo} because of ${newFee}. Please tell me which part of my contract or terms of service allows this fee. If it isn't in what I agreed to, please remove it and credit every charge for it so far. ${replyBy}\n\n${signOff}`,
            `Hola:\n\nMi factura ${wentTo} por ${newFee}. Les pido indicarme qué parte de mi contrato o de las condiciones del servicio permite este cargo. Si no está en lo que acepté, les pido quitarlo y devolverme cada cobro de ese cargo hasta ahora. ${replyBy}\n\n${signOff}`,
          ),
        },
        points: [
          t(
            `Find your contract, sign-up confirmation or the terms from when you signed up, and look for the ${fee} by name.`,
            `Busque su contrato, la confirmación de inscripción o las condiciones de cuando se inscribió, y busque el cargo "${fee}" por su nombre.`,
          ),
          t(
            'Ask when and how they told you about the fee: a notice, an email or a line on the bill.',
            'Pregunte cuándo y cómo le avisaron del cargo: un aviso, un correo o una línea en la factura.',
          ),
          t(
            'Ask for the fee to come off and the past charges back, not only a one-time credit.',
            'Pida que quiten el cargo y le devuelvan lo cobrado, no solo un crédito único.',
          ),
          t(
            `Complaints about a charge like this go to ${routes}.`,
            `Las quejas por un cargo así van a ${routes}.`,
          ),
          t(
            'Write down the rep’s name and a reference number.',
            'Anote el nombre de quien le atiende y un número de referencia.',
          ),
        ],
        questions,
      };
    }
    if (utility) {
      return {
        strategy: t(
          `Your bill ${went}. Ask what raised it (the rate, your usage, an estimated reading or an ended discount), then ask for a cheaper rate plan, budget billing or an assistance program. Get any change confirmed in writing.`,
          `Su factura ${went}. Pregunte qué la subió (la tarifa, su consumo, una lectura estimada o un descuento que terminó) y pida un plan de tarifa más barato, facturación nivelada o un programa de asistencia. Pida que le confirmen cualquier cambio por escrito.`,
        ),
        opening: [
          hello,
          t(
            `My bill ${wentSaid}, and I'd like to understand why.`,
            `Mi factura ${wentSaid}, y quisiera entender por qué.`,
          ),
          t(
            'Was it the rate, my usage or an estimated reading? And what plan or program could lower it?',
            '¿Fue la tarifa, mi consumo o una lectura estimada? ¿Y qué plan o programa me la puede bajar?',
          ),
        ],
        rungs: {
          discount: [
            t('Explain the rise', 'Explicar el aumento'),
            t(
              'Can you show me exactly what raised my bill: the rate, my usage or a fee?',
              '¿Me puede mostrar qué subió exactamente mi factura: la tarifa, el consumo o un cargo?',
            ),
          ],
          credit: [
            t('Check the reading', 'Revisar la lectura'),
            t(
              'Can you check the meter reading and confirm this bill is not an estimate?',
              '¿Pueden revisar la lectura del medidor y confirmar que esta factura no es estimada?',
            ),
          ],
          downgrade: [
            t('Rate plan', 'Plan de tarifa'),
            t(
              'Is there a cheaper rate plan, or budget billing, for my account?',
              '¿Tienen un plan de tarifa más barato, o facturación nivelada, para mi cuenta?',
            ),
          ],
          supervisor,
          retention: [
            t('Assistance programs', 'Programas de asistencia'),
            t(
              'Do you have assistance or discount programs I might qualify for?',
              '¿Tienen programas de asistencia o de descuento para los que yo califique?',
            ),
          ],
          complaint: writtenComplaint,
        },
        email: {
          subject: t(
            `Account [account number]: bill ${change || 'increase'}`,
            `Cuenta [número de cuenta]: aumento de la factura${change ? ` ${change}` : ''}`,
          ),
          body: t(
            `Hello,\n\nMy bill ${went}. Please explain what caused the change (rate, usage, an estimated reading or a fee) and tell me which rate plans, budget billing or assistance programs could lower it. ${replyBy}\n\n${signOff}`,
            `Hola:\n\nMi factura ${went}. Les pido que me expliquen qué causó el cambio (tarifa, consumo, una lectura estimada o un cargo) y qué planes de tarifa, facturación nivelada o programas de asistencia la pueden bajar. ${replyBy}\n\n${signOff}`,
          ),
        },
        points: [
          t(
            'Have your last two bills and your meter reading (a photo) in front of you.',
            'Tenga a mano sus dos últimas facturas y la lectura de su medidor (una foto).',
          ),
          t(
            'Compare the usage on both bills: a jump in usage points to a reading or a leak, not the rate.',
            'Compare el consumo de las dos facturas: si el consumo saltó, revise la lectura o una fuga, no la tarifa.',
          ),
          t(
            'Ask for the cheaper plan or program by name, and when it starts.',
            'Pida el plan o programa más barato por su nombre, y desde cuándo aplica.',
          ),
          t(
            'Write down the rep’s name and a reference number.',
            'Anote el nombre de quien le atiende y un número de referencia.',
          ),
        ],
        questions,
      };
    }
    return {
      strategy: t(
        `Your bill ${went}. Ask for your old price${old ? ` of ${old}` : ''} back, or a promotion close to it, with a competitor's price ready${market ? ` (${market})` : ''}. If the first rep can't, ask for the retention team, and say you'll cancel only if you mean it.`,
        `Su factura ${went}. Pida que le devuelvan su precio anterior${old ? ` de ${old}` : ''}, o una promoción cercana, con el precio de la competencia a mano${market ? ` (${market})` : ''}. Si el primer representante no puede, pida el equipo de retención, y diga que va a cancelar solo si de verdad lo hará.`,
      ),
      opening: [
        t(`${hello} I've been a customer since [year].`, `${hello} Soy cliente desde [año].`),
        t(`My bill ${wentSaid}.`, `Mi factura ${wentSaid}.`),
        t(
          `I'd like ${old ? `my old price of ${old}` : 'my old price'} back. [Competitor] charges ${or(market, '[their price]')} for a similar plan. Can you match that today?`,
          `Quisiera volver a ${old ? `mi precio de ${old}` : 'mi precio anterior'}. [Competidor] cobra ${or(market, '[su precio]')} por un plan parecido. ¿Pueden igualarlo hoy?`,
        ),
      ],
      rungs: {
        discount: [
          t('Old price back', 'Precio anterior'),
          t(
            `Can you put me back at ${or(old, 'my old price')}, or on a promotion close to it, for 12 months?`,
            `¿Me pueden regresar a ${or(old, 'mi precio anterior')}, o a una promoción cercana, por 12 meses?`,
          ),
        ],
        credit: [
          t('Monthly credit', 'Crédito mensual'),
          t(
            `If not, can you add a ${or(rise, '[amount]')} monthly credit to cover the rise?`,
            `Si no, ¿pueden darme un crédito mensual de ${or(rise, '[monto]')} para cubrir el aumento?`,
          ),
        ],
        downgrade: [
          t('Cheaper plan', 'Plan más barato'),
          t(
            "What's the cheapest plan that covers what I actually use?",
            '¿Cuál es el plan más barato que cubre lo que de verdad uso?',
          ),
        ],
        supervisor,
        retention: [
          t('Retention (only if ready to leave)', 'Retención (solo si piensa irse)'),
          t(
            "Please transfer me to retention: I'm ready to switch to [competitor].",
            'Por favor, páseme con retención: pienso cambiarme a [competidor].',
          ),
        ],
        complaint: writtenComplaint,
      },
      email: {
        subject: t(
          `Account [account number]: price rise${change ? ` ${change}` : ''}`,
          `Cuenta [número de cuenta]: aumento de precio${change ? ` ${change}` : ''}`,
        ),
        body: t(
          `Hello,\n\nI've been a customer since [year]. My bill ${went}. [Competitor] charges ${or(market, '[price]')} for a similar plan.\n\nPlease return my price to ${or(old, '[old price]')}, or offer a plan or credit that does. ${replyBy}\n\n${signOff}`,
          `Hola:\n\nSoy cliente desde [año]. Mi factura ${went}. [Competidor] cobra ${or(market, '[precio]')} por un plan parecido.\n\nLes pido regresar mi precio a ${or(old, '[precio anterior]')}, u ofrecerme un plan o un crédito que lo logre. ${replyBy}\n\n${signOff}`,
        ),
      },
      points: [
        t(
          'Have your last two bills, your account number and one competitor’s price in front of you.',
          'Tenga a mano sus dos últimas facturas, su número de cuenta y el precio de un competidor.',
        ),
        t(
          'Ask what changed: an ended promotion, a new fee or a rate change.',
          'Pregunte qué cambió: una promoción que terminó, un cargo nuevo o un cambio de tarifa.',
        ),
        t(
          `Name the number you want (${or(old, 'your old price')}), not "can you help?"`,
          `Diga la cifra que quiere (${or(old, 'su precio anterior')}), no "¿me puede ayudar?"`,
        ),
        t(
          'Say "cancel" only if you are ready to switch.',
          'Diga "cancelar" solo si de verdad piensa cambiarse.',
        ),
        t(
          'Get the new price, how long it lasts and a reference number by email.',
          'Pida por correo el nuevo precio, cuánto dura y un número de referencia.',
        ),
      ],
      questions,
    };
  }

  if (is(ctx, 'service_after_cancel')) {
    const returned = returnedEquipmentPlan(ctx);
    if (returned) return returned;
    const { unit, count, total, sum, cancelled } = chargesAfter(ctx);
    const when = or(cancelled, t('[cancellation date]', '[fecha de cancelación]'));
    const chargesFigure =
      total && unit && count
        ? t(`${count} charges × ${unit} = ${total}`, `${count} cargos × ${unit} = ${total}`)
        : (sum ?? (unit ? t(`${unit} a month`, `${unit} al mes`) : t('[amount]', '[monto]')));
    // "45 on aug 1 sep 1 oct 1 nov 1": the same charge on each day named, with the days.
    const listed = chargeList(ctx);
    const days = listed?.every((charge) => charge.day && Math.abs(charge.value - listed[0]!.value) < 0.005)
      ? listed.map((charge) => charge.day!)
      : undefined;
    // "24.99 every month aug sep oct nov plus the 49 annual fee in oct": the repeated charge counted
    // on its own, and the other charges beside it named, never "5 charges × 24.99".
    const unitCount = ctx.computed.unitCount;
    const beside = ctx.computed.beside ?? [];
    const besideCharges = listed?.filter((charge) => beside.includes(charge.text) && charge.text !== unit);
    const besideEn = besideCharges
      ?.map(
        (charge) =>
          `${charge.label ? `the ${charge.text} ${charge.label}` : charge.text}${charge.day ? ` on ${charge.day}` : ''}`,
      )
      .join(' and ');
    const besideEs = besideCharges
      ?.map(
        (charge) =>
          `${charge.text}${charge.label ? ` (${charge.label})` : ''}${charge.day ? ` del ${charge.day}` : ''}`,
      )
      .join(' y ');
    const withBeside =
      total &&
      unit &&
      unitCount &&
      besideCharges &&
      besideCharges.length > 0 &&
      besideCharges.length === beside.length
        ? {
            charges: t(
              `${unitCount} × ${unit} + ${beside.join(' + ')} = ${total}`,
              `${unitCount} × ${unit} + ${beside.join(' + ')} = ${total}`,
            ),
            said: t(
              `${unit} ${unitCount} times and ${besideEn}: ${total} in all`,
              `${unit} ${unitCount} veces y ${besideEs}: ${total} en total`,
            ),
          }
        : undefined;
    const charges = withBeside?.charges ?? chargesFigure;
    const chargesSaid = withBeside
      ? withBeside.said
      : days && total && listed
        ? t(
            `${listed[0]!.text} ${days.length} times (${listIn('en', days)}): ${total} in all`,
            `${listed[0]!.text} ${days.length} veces (${listIn('es', days)}): ${total} en total`,
          )
        : total && unit && count
          ? t(
              `${count} times, ${unit} each: ${total} in all`,
              `${count} veces, ${unit} cada vez: ${total} en total`,
            )
          : charges;
    // The proof the person has ("me dieron un papel de cancelación", "the cancellation email and their
    // reply"): named as such, never a number to invent.
    const proof = ctx.case.flags.cancelProof === true;
    const hasProof = proof;
    const byEmail = ctx.case.flags.cancelledByEmail === true;
    // "just the email they sent saying 'we're sorry to see you go' dated jul 14": their own email,
    // by its day and its words.
    const theirEmail = ctx.evidence?.find(
      (item) =>
        ['email', 'confirmation_email', 'cancellation_proof', 'messages'].includes(item.kind) &&
        (item.quote || item.dated),
    );
    const byText = theirEmail?.kind === 'messages';
    const theirEmailEn = theirEmail
      ? `your ${byText ? 'text' : 'email'}${theirEmail.dated ? ` of ${theirEmail.dated}` : ''}${theirEmail.quote ? ` that says '${theirEmail.quote}'` : ''}`
      : undefined;
    const theirEmailEs = theirEmail
      ? `su ${byText ? 'mensaje' : 'correo'}${theirEmail.dated ? ` del ${theirEmail.dated}` : ''}${theirEmail.quote ? ` que dice '${theirEmail.quote}'` : ''}`
      : undefined;
    const proofSaid =
      theirEmailEn && theirEmailEs && !byEmail
        ? t(`I have ${theirEmailEn}`, `tengo ${theirEmailEs}`)
        : proof
          ? byEmail
            ? t(
                'I have the cancellation email and their reply',
                'tengo el correo de cancelación y su respuesta',
              )
            : t(
                'I have the cancellation record you gave me',
                'tengo el comprobante de cancelación que me dieron',
              )
          : t(
              'my confirmation number is [number, if you have one]',
              'mi número de confirmación es [número, si lo tiene]',
            );
    const fee = cancellationFee(ctx);
    const firstCharge = ctx.date('service', 'charge');
    // A debit card: the bank is the one to tell in writing, and its dispute clock runs per statement.
    const bankLine =
      ctx.case.cardType === 'debit'
        ? t(
            ` What to tell your bank: write to it (the app's dispute form or a letter) that you cancelled on ${when}, that you did not authorize any charge from them after that date, and list each charge${firstCharge ? `, starting with ${firstCharge}` : ''}; ask it to dispute them and to block further charges from this company. For a debit card the bank counts 60 days from the statement that first showed each charge, so ${firstCharge ? `the ${firstCharge} charge is the most urgent: send it this week` : 'send it this week'}.`,
            ` Qué decirle a su banco: escríbale (por el formulario de disputas de la app o por carta) que canceló el ${when}, que no autorizó ningún cargo de esa compañía después de esa fecha, y anote cada cargo${firstCharge ? `, empezando por el del ${firstCharge}` : ''}; pida que los dispute y que bloquee más cargos de esa compañía. Con tarjeta de débito el banco cuenta 60 días desde el estado de cuenta que mostró cada cargo por primera vez, así que ${firstCharge ? `el cargo del ${firstCharge} es el más urgente: envíelo esta semana` : 'envíelo esta semana'}.`,
          )
        : // Several charges over months, the card not named: the dispute's clock runs from each statement.
          (ctx.computed.count ?? 0) > 1 && ctx.case.cardType === 'credit'
          ? t(
              ' These went on a credit card: dispute them in writing with your card issuer within 60 days of the statement that first showed each charge, so the oldest are the most urgent.',
              ' Se cobraron a una tarjeta de crédito: dispútelos por escrito con el emisor dentro de los 60 días del estado de cuenta que mostró cada cargo por primera vez, así que los más antiguos son los más urgentes.',
            )
          : (ctx.computed.count ?? 0) > 1
            ? t(
                ' If they went on a card, ask your card issuer or bank today about disputing them: for a credit card, in writing within 60 days of the statement that first showed each charge, so the oldest are the most urgent.',
                ' Si se cobraron a una tarjeta, pregunte hoy al emisor o a su banco cómo disputarlos: con tarjeta de crédito, por escrito dentro de los 60 días del estado de cuenta que mostró cada cargo por primera vez, así que los más antiguos son los más urgentes.',
              )
            : '';
    // "they keep taking it out of my checking account": the next debit is stopped at the bank, 3
    // business days ahead (the table's reg-e-stop-preauthorized-debit).
    const stopLine = ctx.right('reg-e-stop-preauthorized-debit')
      ? t(
          " To stop the next one, tell your bank at least 3 business days before the scheduled debit, by phone or in writing, that you revoked this company's authorization (it may ask for written confirmation within 14 days).",
          ' Para detener el próximo, avise a su banco al menos 3 días hábiles antes del débito programado, por teléfono o por escrito, que retiró la autorización a esa compañía (puede pedirle confirmarlo por escrito dentro de 14 días).',
        )
      : '';
    // "¿llamo al banco?" answered first; a merchant that never answered is not waited on.
    const bankYes =
      bankLine && ctx.case.flags.asksCardIssuer === true
        ? { en: 'Yes, go to your bank too. ', es: 'Sí, acuda también a su banco. ' }
        : { en: '', es: '' };
    const bankNow =
      bankLine && ctx.case.flags.merchantSilent === true
        ? {
            en: " They haven't answered your messages, so don't wait on them: write to your bank now.",
            es: ' El comercio no le contesta, así que no lo espere: escriba ya a su banco.',
          }
        : { en: '', es: '' };
    return {
      strategy: fee
        ? t(
            `You cancelled on ${when}, so a monthly charge for any time after that date should come back${unit ? ` (${unit})` : ''}. The ${fee.text} ${fee.name} is different: it's owed only if your contract names it, so ask for that clause in writing before you accept it, and ask your state attorney general's consumer office whether your state limits cancellation fees. If a month after your cancellation went on a credit card, you can dispute it in writing with your card issuer within 60 days of the statement. Have your proof of the cancellation date ready, and get written confirmation that the account is closed.`,
            `Usted canceló el ${when}, así que un cargo mensual por cualquier tiempo después de esa fecha se le debe devolver${unit ? ` (${unit})` : ''}. El cargo de ${fee.text} por cancelación es distinto: solo lo debe si su contrato lo establece, así que pida esa cláusula por escrito antes de aceptarlo, y pregunte a la oficina del consumidor del fiscal general de su estado si su estado limita los cargos por cancelación. Si un mes posterior a su cancelación se cobró en una tarjeta de crédito, puede disputarlo por escrito con el emisor dentro de los 60 días del estado de cuenta. Tenga lista la prueba de la fecha de cancelación y pida confirmación por escrito de que la cuenta está cerrada.`,
          )
        : t(
            `${bankYes.en}You cancelled on ${when}, so every charge after that date should come back: ${charges}. Have your proof of the cancellation date ready, ask for a full refund to your original payment method, and get written confirmation that the account is closed.${bankNow.en}${bankLine}${stopLine}`,
            `${bankYes.es}Usted canceló el ${when}, así que cada cargo posterior a esa fecha se le debe devolver: ${charges}. Tenga lista la prueba de la fecha de cancelación, pida el reembolso completo a su forma de pago original y una confirmación por escrito de que la cuenta está cerrada.${bankNow.es}${bankLine}${stopLine}`,
          ),
      opening: [
        hello,
        t(
          `I cancelled on ${when}; ${proofSaid}. Since then you've charged me ${chargesSaid}.`,
          `Cancelé el ${when}; ${proofSaid}. Desde entonces me han cobrado ${chargesSaid}.`,
        ),
        t(
          `Please refund every charge after ${when} to my original payment method and confirm the account is closed.`,
          `Les pido reembolsar cada cargo posterior al ${when} a mi forma de pago original y confirmar que la cuenta está cerrada.`,
        ),
      ],
      rungs: {
        discount: [
          t('Full refund', 'Reembolso completo'),
          t(
            `I'm asking for all ${or(sum, 'of it')} back to my card, not a store credit.`,
            `Pido que me devuelvan ${sum ? `los ${sum}` : 'todo'} a mi tarjeta, no un crédito en la tienda.`,
          ),
        ],
        credit: [
          t('Proof on file', 'Prueba registrada'),
          proof && byEmail
            ? t(
                `My cancellation of ${when} is on record: I have your reply to my email. Can you find it and note it on the account?`,
                `Mi cancelación del ${when} consta: tengo su respuesta a mi correo. ¿Me la pueden buscar y anotar en la cuenta?`,
              )
            : theirEmail
              ? // By its day, not its words: a follow-up puts the quote against their claim itself.
                t(
                  `I have your ${byText ? 'text' : 'email'}${theirEmail.dated ? ` of ${theirEmail.dated}` : ''} confirming my cancellation. Please note it on my account.`,
                  `Tengo su ${byText ? 'mensaje' : 'correo'}${theirEmail.dated ? ` del ${theirEmail.dated}` : ''} que confirma mi cancelación. Por favor, anótenlo en mi cuenta.`,
                )
              : hasProof
                ? t(
                    `I have the cancellation record you gave me on ${when}. Please note it on my account.`,
                    `Tengo el comprobante de cancelación que me dieron el ${when}. Por favor, anótenlo en mi cuenta.`,
                  )
                : t(
                    'My cancellation is on record as [confirmation number]. Can you find it and note it?',
                    'Mi cancelación consta con el número [número de confirmación]. ¿Me la pueden buscar y anotar?',
                  ),
        ],
        downgrade: [
          t('Stop the charges', 'Parar los cargos'),
          t(
            'Please make sure nothing more is charged, and email me that the account is closed.',
            'Por favor, asegúrense de que no se cobre nada más y envíenme por correo que la cuenta está cerrada.',
          ),
        ],
        supervisor: [
          'Supervisor',
          t(
            'May I speak with a supervisor who can approve the refund?',
            '¿Puedo hablar con un supervisor que pueda aprobar el reembolso?',
          ),
        ],
        retention: [
          t('Billing disputes', 'Disputas de facturación'),
          t(
            'Please transfer me to billing disputes or the cancellations team.',
            'Por favor, páseme con disputas de facturación o con cancelaciones.',
          ),
        ],
        complaint: [
          t('Written complaint', 'Queja por escrito'),
          t(
            "I'll send this in writing with my proof. Where should it go?",
            'Voy a enviar esto por escrito con mi prueba. ¿A dónde lo envío?',
          ),
        ],
      },
      email: {
        subject: t(
          `Refund of ${or(sum, 'charges')} charged after my cancellation on ${when}`,
          `Reembolso de ${or(sum, 'cargos')} cobrados después de mi cancelación del ${when}`,
        ),
        body: t(
          `Hello,\n\nI cancelled account [account number] on ${when} (${byEmail && proof ? 'my cancellation email and your reply are attached' : theirEmailEn ? `a copy of ${theirEmailEn} is attached` : hasProof ? 'a copy of the cancellation record you gave me is attached' : 'confirmation [number, if you have one]; proof attached'}). Since then I have been charged ${chargesSaid}.\n\nPlease refund every charge after ${when} to my original payment method and confirm in writing that the account is closed and nothing more will be charged. ${replyBy}\n\n${signOff}`,
          `Hola:\n\nCancelé la cuenta [número de cuenta] el ${when} (${byEmail && proof ? 'adjunto mi correo de cancelación y su respuesta' : theirEmailEs ? `adjunto copia de ${theirEmailEs}` : hasProof ? 'adjunto una copia del comprobante de cancelación que me dieron' : 'confirmación [número, si lo tiene]; adjunto la prueba'}). Desde entonces me han cobrado ${chargesSaid}.\n\nLes pido reembolsar cada cargo posterior al ${when} a mi forma de pago original y confirmarme por escrito que la cuenta está cerrada y que no se cobrará nada más. ${replyBy}\n\n${signOff}`,
        ),
      },
      points: [
        // The equipment's return receipt only where equipment went back (a modem, a box), never for an app.
        ctx.case.flags.equipmentReturned === true
          ? t(
              'Have your proof ready: the confirmation number, email, screenshot or equipment-return receipt, with its date.',
              'Tenga lista su prueba: el número de confirmación, el correo, la captura de pantalla o el recibo de devolución del equipo, con su fecha.',
            )
          : t(
              'Have your proof ready: the confirmation number, email or screenshot, with its date.',
              'Tenga lista su prueba: el número de confirmación, el correo o la captura de pantalla, con su fecha.',
            ),
        t(
          `List each charge after ${when}, with its date and amount.`,
          `Haga una lista de cada cargo posterior al ${when}, con fecha y monto.`,
        ),
        t(
          'Ask for the refund to your original payment method, not a store credit.',
          'Pida el reembolso a su forma de pago original, no un crédito en la tienda.',
        ),
        t(
          'Ask your bank or card issuer how to block further charges from this company.',
          'Pregunte a su banco o al emisor de su tarjeta cómo bloquear más cargos de esta compañía.',
        ),
        t(
          'Write down the rep’s name and a reference number.',
          'Anote el nombre de quien le atiende y un número de referencia.',
        ),
      ],
      questions: [
        ...(ctx.case.cardType
          ? []
          : [
              t(
                'Did these charges go on a credit card?',
                '¿Estos cargos se hicieron a una tarjeta de crédito?',
              ),
            ]),
        ...(cancelled
          ? []
          : [
              t(
                'What date did you cancel, and what proof do you have (an email, a confirmation number)?',
                '¿Qué día canceló y qué prueba tiene (un correo, un número de confirmación)?',
              ),
            ]),
        ...(sum
          ? []
          : [
              t(
                'How many charges came after you cancelled, and how much was each?',
                '¿Cuántos cargos llegaron después de cancelar y de cuánto fue cada uno?',
              ),
            ]),
      ],
    };
  }

  if (is(ctx, 'service_membership_cancel')) {
    const cancelled = ctx.date('cancelled');
    const monthly = ctx.case.amounts.find((amount) => amount.role === 'unit' && amount.per === 'month')?.text;
    const moved = ctx.case.flags.movedAway === true;
    // "y encima el 1 de diciembre me cobran la 'cuota anual' de 49.99": a charge coming on a named day
    // beside the dues sets the deadline for the letter and the bank.
    const comingFee = cancelled
      ? undefined
      : ctx.case.amounts.find(
          (amount) => ['billed', 'fee'].includes(amount.role) && amount.per === undefined,
        );
    const comingDay = comingFee ? ctx.date('charge', 'due', 'notice', 'service') : undefined;
    const urgent =
      comingFee && comingDay
        ? t(
            ` Do it before ${comingDay}, when they'd charge the ${comingFee.text}${ctx.case.feeName ? ` ${ctx.case.feeName}` : ''}: mail the letter this week and ask your bank to stop the payments before that day.`,
            ` Hágalo antes del ${comingDay}, cuando le cobrarían los ${comingFee.text}${ctx.case.feeName ? ` de "${ctx.case.feeName}"` : ''}: envíe la carta esta semana y pida a su banco detener los pagos antes de ese día.`,
          )
        : '';
    return {
      strategy: t(
        `Cancel in writing by the method your contract names (often certified mail or email) and keep proof of the date it went out.${urgent}${moved ? ' Since you moved, ask whether your contract has a relocation clause (some let members cancel with proof of the new address) and send that proof with the letter, such as a lease or a bill.' : ''} On the call, ask which clause they rely on; if you signed up online, ask to cancel the same way, and ask for a confirmation number and no charges after ${cancelled ?? 'the date your letter goes out'}. Ask your bank how to stop the recurring payment too, and if they keep charging${monthly ? ` ${monthly} a month` : ''} after your cancellation, dispute those charges with your card issuer or bank.`,
        `Cancele por escrito con el método que indica su contrato (a menudo correo certificado o correo electrónico) y guarde la prueba de la fecha de envío.${urgent}${moved ? ' Como se mudó, pregunte si su contrato tiene una cláusula de mudanza (algunos permiten cancelar con prueba de la nueva dirección) y envíe esa prueba con la carta, como un contrato de arrendamiento o una factura.' : ''} En la llamada, pregunte en qué cláusula se basan; si se inscribió por internet, pida cancelar de la misma forma, y pida un número de confirmación y que no haya cargos después ${cancelled ? `del ${cancelled}` : 'de la fecha de envío de su carta'}. Pregunte también a su banco cómo detener el pago recurrente y, si le siguen cobrando${monthly ? ` ${monthly} al mes` : ''} después de cancelar, dispute esos cargos con el emisor de su tarjeta o su banco.`,
      ),
      opening: [
        t(
          'Hi, my name is [your name], member number [number].',
          'Hola, me llamo [su nombre], número de socio [número].',
        ),
        t(
          `I'm cancelling my membership, effective ${cancelled ?? 'today'}. Please process it and give me a confirmation number.`,
          `Voy a cancelar mi membresía a partir ${cancelled ? `del ${cancelled}` : 'de hoy'}. Por favor, procésenla y denme un número de confirmación.`,
        ),
        t(
          'If you say I can’t cancel this way, which clause of my contract says so? Please email me that section.',
          'Si no puedo cancelar de esta forma, ¿qué cláusula de mi contrato lo dice? Por favor, envíenme esa sección por correo.',
        ),
      ],
      rungs: {
        discount: [
          t('Cancel now', 'Cancelar hoy'),
          t(
            'Please cancel it today and give me a confirmation number and the end date.',
            'Por favor, cancélenla hoy y denme un número de confirmación y la fecha de término.',
          ),
        ],
        credit: moved
          ? [
              t('Relocation', 'Mudanza'),
              t(
                'I’ve moved away and can’t use the club any more. Does my contract have a relocation clause? I can send proof of my new address.',
                'Me mudé lejos y ya no puedo usar el club. ¿Mi contrato tiene una cláusula de mudanza? Puedo enviar prueba de mi nueva dirección.',
              ),
            ]
          : [
              t('Show the clause', 'La cláusula'),
              t(
                'Which clause of my contract says I can’t cancel this way? Please email it to me.',
                '¿Qué cláusula de mi contrato dice que no puedo cancelar así? Por favor, envíenmela por correo.',
              ),
            ],
        downgrade: [
          t('In writing', 'Por escrito'),
          t(
            "I'll send my cancellation by [certified mail / email], as the contract says. Which address should it go to?",
            'Voy a enviar mi cancelación por [correo certificado / correo electrónico], como dice el contrato. ¿A qué dirección la envío?',
          ),
        ],
        supervisor: [
          t('Manager', 'Gerente'),
          t(
            'May I speak with the manager who handles cancellations?',
            '¿Puedo hablar con el gerente que maneja las cancelaciones?',
          ),
        ],
        retention: [
          t('Member services', 'Servicio a socios'),
          t(
            "I don't want a freeze or a new offer. Please transfer me to member services or corporate.",
            'No quiero congelar la membresía ni una nueva oferta. Por favor, páseme con servicio a socios o con la oficina central.',
          ),
        ],
        complaint: [
          t('Written complaint', 'Queja por escrito'),
          t(
            "If it isn't cancelled, I'll file a written complaint. Where should it go?",
            'Si no se cancela, voy a presentar una queja por escrito. ¿A dónde la envío?',
          ),
        ],
      },
      email: {
        subject: t(
          `Cancellation of membership [member number], effective ${cancelled ?? 'today'}`,
          `Cancelación de la membresía [número de socio] a partir ${cancelled ? `del ${cancelled}` : 'de hoy'}`,
        ),
        body: t(
          `Hello,\n\nI am cancelling my membership [member number], effective ${cancelled ?? 'the date of this letter'}. I am sending this by [certified mail / email], the method my contract names.${moved ? ' I have moved to [new city]; proof of my new address is enclosed.' : ''}\n\nPlease stop all charges${monthly ? ` (${monthly} a month)` : ''} after that date and confirm in writing the cancellation, its effective date and any final amount. If you believe my contract does not allow this, please tell me which clause. ${replyBy}\n\n${signOff}`,
          `Hola:\n\nCancelo mi membresía [número de socio] a partir ${cancelled ? `del ${cancelled}` : 'de la fecha de esta carta'}. La envío por [correo certificado / correo electrónico], el método que indica mi contrato.${moved ? ' Me mudé a [nueva ciudad]; adjunto prueba de mi nueva dirección.' : ''}\n\nLes pido detener todo cargo${monthly ? ` (${monthly} al mes)` : ''} posterior a esa fecha y confirmarme por escrito la cancelación, su fecha y cualquier monto final. Si creen que mi contrato no lo permite, díganme qué cláusula. ${replyBy}\n\n${signOff}`,
        ),
      },
      points: [
        t(
          'Read the cancellation section of your contract first: the method, any notice and any fee.',
          'Lea primero la sección de cancelación de su contrato: el método, el aviso previo y cualquier cargo.',
        ),
        t(
          'Send it by that method (certified mail with a receipt, or email) and keep a copy.',
          'Envíela por ese método (correo certificado con acuse, o correo electrónico) y guarde una copia.',
        ),
        t(
          "Don't agree to a freeze or a new offer unless you want it.",
          'No acepte congelar la membresía ni una nueva oferta, salvo que la quiera.',
        ),
        t(
          'Ask your bank or card issuer how to stop the recurring payment, and check your next statement.',
          'Pregunte a su banco o al emisor de su tarjeta cómo detener el pago recurrente, y revise su próximo estado de cuenta.',
        ),
        t(
          'Note every call: date, name and what they said.',
          'Anote cada llamada: fecha, nombre y lo que le dijeron.',
        ),
      ],
      questions: [
        t(
          'What does your contract say about how to cancel (in person, by mail, by email) and any notice or fee?',
          '¿Qué dice su contrato sobre cómo cancelar (en persona, por correo postal, por correo electrónico) y sobre el aviso o algún cargo?',
        ),
        ...(ctx.case.cardType
          ? []
          : [
              t(
                'Are the payments charged to a card or taken straight from your bank account?',
                '¿Los pagos se cobran a una tarjeta o se descuentan directamente de su cuenta bancaria?',
              ),
            ]),
        t('Have they charged you since you asked to cancel?', '¿Le han cobrado desde que pidió cancelar?'),
      ],
    };
  }

  if (is(ctx, 'service_contractor_over_quote')) {
    const { quoted, billed, over, unapproved, paid, balance, rest, spokenYes, extras, changeOrder } =
      contractor(ctx);
    const quote = or(quoted, t('[quoted amount]', '[monto cotizado]'));
    const bill = or(billed, t('[billed amount]', '[monto facturado]'));
    const named = extras
      ? extras.length === 1
        ? t(`the ${extras[0]} extra`, `el extra de ${extras[0]}`)
        : t(
            `the ${extras.slice(0, -1).join(', ')} and ${extras.at(-1)} extras`,
            `los extras de ${extras.slice(0, -1).join(', ')} y ${extras.at(-1)}`,
          )
      : t('the extra work', 'el trabajo adicional');
    // "contract says changes need a written change order signed by both of us": none was signed.
    const orderLine = changeOrder
      ? t(
          ` Your contract says changes need a written change order signed by both of you, and none was signed for ${named}. Work you never asked for isn't owed. For a repair found mid-job (like rot) that you were told about, ask for the itemized materials and labor and the photos, then agree a fair price in a signed change order before paying it.`,
          ` Su contrato dice que los cambios necesitan una orden de cambio por escrito firmada por ambos, y no se firmó ninguna para ${named}. Lo que usted nunca pidió no se debe. Para una reparación que apareció durante la obra (como madera podrida) y que le mencionaron, pida el detalle de materiales y mano de obra y las fotos, y acuerden un precio justo en una orden de cambio firmada antes de pagarla.`,
        )
      : '';
    const approval =
      changeOrder && !spokenYes
        ? t(
            'Our contract requires a written change order signed by both of us for any change, and I signed none for these extras.',
            'Nuestro contrato exige una orden de cambio por escrito firmada por ambos para cualquier cambio, y no firmé ninguna por estos extras.',
          )
        : spokenYes
          ? t(
              'I agreed out loud to [the extra work I agreed to], but no price was ever given, and I signed no change order.',
              'Acepté de palabra [el trabajo adicional que aceptó], pero nunca me dieron un precio y no firmé ninguna orden de cambio.',
            )
          : unapproved === true
            ? t('I did not approve any extra work.', 'No aprobé ningún trabajo adicional.')
            : t(
                '[I did not approve any extra work / I approved only (change) in writing.]',
                '[No aprobé ningún trabajo adicional / Solo aprobé por escrito (cambio).]',
              );
    /** What the person offers to pay: the quote, or what is left on it after their payment. */
    const owed = balance
      ? t(`the ${balance} left on the quote`, `los ${balance} que quedan de la cotización`)
      : t(`the quoted ${quote}`, `los ${quote} cotizados`);
    return {
      strategy: t(
        `${changeOrder ? `Your signed contract was for ${quote}` : `Their written quote was ${quote}`}; the bill is ${bill}${over ? `, ${over} over the quote` : ''}.${paid ? ` You've paid ${paid}, so ${balance} is left on the quote${rest ? `, not the ${rest} the bill asks for` : ''}.` : ''}${spokenYes ? " You did say yes out loud to some of the extra work, so be straight about that: a spoken yes with no price isn't a blank check. Ask what that item cost, itemized, and whether it was needed, and offer a fair price for it; what you never agreed to, you don't pay." : ''}${orderLine} Ask for an itemized invoice and any written change order you approved, then offer to pay ${owed} plus only the changes you approved${paid ? ', once the work is done, by check or card with a receipt (never cash without one)' : ''}. If they won't, your state's contractor licensing board is a route.`,
        `${changeOrder ? `Su contrato firmado fue por ${quote}` : `La cotización por escrito fue de ${quote}`}; la factura es de ${bill}${over ? `, ${over} por encima de la cotización` : ''}.${paid ? ` Usted ya pagó ${paid}, así que quedan ${balance} de la cotización${rest ? `, no los ${rest} que cobra la factura` : ''}.` : ''}${spokenYes ? ' Usted sí dijo que sí de palabra a parte del trabajo adicional, así que sea claro con eso: un sí sin precio no es un cheque en blanco. Pregunte cuánto costó ese trabajo, detallado, y si era necesario, y ofrezca un precio justo por él; lo que nunca aceptó, no lo paga.' : ''}${orderLine} Pida una factura detallada y cualquier orden de cambio que usted haya aprobado por escrito, y ofrezca pagar ${owed} más solo los cambios que aprobó${paid ? ', cuando el trabajo esté terminado, con cheque o tarjeta y con recibo (nunca en efectivo sin recibo)' : ''}. Si no aceptan, la junta de licencias de contratistas de su estado es una vía.`,
      ),
      opening: [
        t(
          'Hi, this is [your name], about the [job] at [address], invoice [number].',
          'Hola, habla [su nombre], por el trabajo de [trabajo] en [dirección], factura [número].',
        ),
        t(
          `Your written quote was ${quote}, and the bill is ${bill}${over ? `: ${over} more` : ''}.${paid ? ` I've already paid ${paid}.` : ''}`,
          `Su cotización por escrito fue de ${quote} y la factura es de ${bill}${over ? `: ${over} más` : ''}.${paid ? ` Ya le pagué ${paid}.` : ''}`,
        ),
        t(
          'Can you send me an itemized invoice and any change order I signed for the extra work?',
          '¿Me puede enviar una factura detallada y cualquier orden de cambio que yo haya firmado por el trabajo adicional?',
        ),
      ],
      rungs: {
        discount: [
          t('Quoted price', 'Precio cotizado'),
          t(
            `I'll pay ${owed} plus any change I approved in writing. Can we settle on that?`,
            `Pago ${owed} más cualquier cambio que aprobé por escrito. ¿Lo dejamos así?`,
          ),
        ],
        credit: [
          t('Itemized invoice', 'Factura detallada'),
          spokenYes
            ? t(
                `Please itemize the extra ${or(over, 'charges')}: each item's price. I said yes to [that item] out loud, but no price was given; let's agree a fair one.`,
                `Por favor, detalle los ${or(over, 'cargos')} adicionales: el precio de cada cosa. Dije que sí de palabra a [ese trabajo], pero nunca me dieron un precio; acordemos uno justo.`,
              )
            : t(
                `Please itemize the extra ${or(over, 'charges')} and show me where I approved it.`,
                `Por favor, detalle los ${or(over, 'cargos')} adicionales y muéstreme dónde los aprobé.`,
              ),
        ],
        downgrade: balance
          ? [
              t('Balance on the quote', 'Lo que queda de la cotización'),
              t(
                `I can pay the ${balance} left on the quote when the job is done, and we sort out the rest in writing.`,
                `Puedo pagar los ${balance} que quedan de la cotización cuando termine el trabajo, y resolvemos el resto por escrito.`,
              ),
            ]
          : [
              t('Pay the quote now', 'Pagar la cotización ya'),
              t(
                `I can pay ${quote} now, and we sort out the rest in writing.`,
                `Puedo pagar ${quote} ahora, y resolvemos el resto por escrito.`,
              ),
            ],
        supervisor: [
          t('Owner', 'Dueño'),
          t(
            'May I speak with the owner, or whoever wrote the quote?',
            '¿Puedo hablar con el dueño o con quien hizo la cotización?',
          ),
        ],
        retention: [
          t('Licensing board', 'Junta de licencias'),
          t(
            "If we can't agree, I'll ask the state contractor licensing board for help. I'd rather settle it with you.",
            'Si no llegamos a un acuerdo, voy a pedir ayuda a la junta estatal de licencias de contratistas. Prefiero resolverlo con usted.',
          ),
        ],
        complaint: [
          t('Written complaint', 'Queja por escrito'),
          t(
            "I'll put my position in writing today. Which email should it go to?",
            'Hoy voy a poner mi posición por escrito. ¿A qué correo la envío?',
          ),
        ],
      },
      email: {
        subject: t(
          `Invoice [number]: ${bill} billed on ${aOrAn(quote)} ${quote} quote`,
          `Factura [número]: ${bill} facturados sobre una cotización de ${quote}`,
        ),
        body: t(
          `Hello,\n\nYour written quote for [job] at [address] was ${quote}. The invoice is ${bill}${over ? `, ${over} more` : ''}. ${approval}\n\nPlease send an itemized invoice and copies of any change orders I approved. ${paid ? `I have paid ${paid}; I will pay the ${balance} left on the quote, plus any approved changes, by check, against a receipt.` : `I will pay the quoted ${quote} plus any approved changes.`} ${replyBy}\n\n${signOff}`,
          `Hola:\n\nSu cotización por escrito para [trabajo] en [dirección] fue de ${quote}. La factura es de ${bill}${over ? `, ${over} más` : ''}. ${approval}\n\nLes pido una factura detallada y copia de cualquier orden de cambio que yo haya aprobado. ${paid ? `Ya pagué ${paid}; pagaré los ${balance} que quedan de la cotización, más los cambios aprobados, con cheque y contra recibo.` : `Pagaré los ${quote} cotizados más los cambios aprobados.`} ${replyBy}\n\n${signOff}`,
        ),
      },
      points: [
        t(
          'Have the written quote, the invoice and any texts or emails about extra work in front of you.',
          'Tenga a mano la cotización por escrito, la factura y los mensajes o correos sobre trabajo adicional.',
        ),
        t(
          `Name the numbers: quote ${quote}, bill ${bill}${over ? `, ${over} over` : ''}${paid ? `, paid ${paid}, ${balance} left on the quote` : ''}.`,
          `Diga las cifras: cotización ${quote}, factura ${bill}${over ? `, ${over} de más` : ''}${paid ? `, pagado ${paid}, quedan ${balance} de la cotización` : ''}.`,
        ),
        t(
          'Ask for the itemized invoice before you pay anything beyond the quote.',
          'Pida la factura detallada antes de pagar nada por encima de la cotización.',
        ),
        t(
          "Check your state's contractor licensing board: the license, how to complain, and whether extra work needs your written approval.",
          'Consulte la junta de licencias de contratistas de su estado: la licencia, cómo quejarse y si el trabajo adicional necesita su aprobación por escrito.',
        ),
        t(
          'If they threaten a lien on your home, ask the licensing board how liens work in your state, pay only by check or card, and get a receipt and a lien waiver for each payment.',
          'Si le amenazan con un gravamen (lien) sobre su casa, pregunte a la junta de licencias cómo funcionan en su estado, pague solo con cheque o tarjeta, y pida un recibo y una renuncia al gravamen (lien waiver) por cada pago.',
        ),
      ],
      questions: [
        ...(quoted && billed
          ? []
          : [
              t(
                'What was the quote, and what is the bill?',
                '¿De cuánto fue la cotización y de cuánto es la factura?',
              ),
            ]),
        ...(unapproved === undefined
          ? [
              t(
                'Did you approve any extra work, in writing or by text?',
                '¿Aprobó algún trabajo adicional, por escrito o por mensaje?',
              ),
            ]
          : []),
        t(
          'Was the quote in writing (paper, email or text)?',
          '¿La cotización fue por escrito (en papel, por correo o por mensaje)?',
        ),
      ],
    };
  }

  if (is(ctx, 'service_outage')) {
    const { monthly, perDay, start } = outage(ctx);
    const from = or(start, t('[date]', '[fecha]'));
    const utility = isUtility(ctx);
    return {
      strategy: t(
        `You paid for service you didn't get, so ask for a credit for every day it was out${perDay ? `: at ${monthly} a month, about ${perDay} a day` : ''}. Have the dates ready, ask for the credit on your next bill, and get the amount confirmed in writing.`,
        `Usted pagó por un servicio que no recibió, así que pida un crédito por cada día sin servicio${perDay ? `: a ${monthly} al mes, son unos ${perDay} por día` : ''}. Tenga las fechas a mano, pida el crédito en su próxima factura y que le confirmen el monto por escrito.`,
      ),
      opening: [
        hello,
        t(
          `My service was out from ${from} to [date]. I pay ${or(monthly, '[monthly amount]')} a month.`,
          `Me quedé sin servicio del ${from} al [fecha]. Pago ${or(monthly, '[monto mensual]')} al mes.`,
        ),
        t(
          "I'd like a credit for those days on my next bill. Can you do that today?",
          'Quisiera un crédito por esos días en mi próxima factura. ¿Lo pueden hacer hoy?',
        ),
      ],
      rungs: {
        discount: [
          t('Credit for the days out', 'Crédito por los días sin servicio'),
          t(
            `Please credit the [number] days without service, at about ${or(perDay, '[daily rate]')} a day.`,
            `Por favor, acrediten los [número] días sin servicio, a unos ${or(perDay, '[tarifa diaria]')} por día.`,
          ),
        ],
        credit: [
          t('Goodwill credit', 'Crédito de cortesía'),
          t(
            "If you can't prorate it, can you add a goodwill credit to my account?",
            'Si no pueden prorratearlo, ¿pueden darme un crédito de cortesía en mi cuenta?',
          ),
        ],
        downgrade: [
          t('Lower rate', 'Tarifa más baja'),
          t(
            'Since the service has been unreliable, can you lower my rate for a few months?',
            'Como el servicio ha fallado, ¿pueden bajarme la tarifa unos meses?',
          ),
        ],
        supervisor,
        retention: [
          utility
            ? t('Customer relations', 'Atención al cliente')
            : t('Retention (only if ready to leave)', 'Retención (solo si piensa irse)'),
          utility
            ? t(
                'Please transfer me to customer relations.',
                'Por favor, páseme con el área de atención al cliente.',
              )
            : t(
                "If it keeps going out I'll need to switch. Can retention help?",
                'Si la falla continúa, voy a tener que cambiarme. ¿Me puede ayudar retención?',
              ),
        ],
        complaint: writtenComplaint,
      },
      email: {
        subject: t(
          `Account [account number]: credit for the outage from ${from}`,
          `Cuenta [número de cuenta]: crédito por la falla de servicio desde el ${from}`,
        ),
        body: t(
          `Hello,\n\nMy service was out from ${from} to [date] ([number] days). I pay ${or(monthly, '[monthly amount]')} a month.\n\nPlease credit the days without service on my next bill and confirm the amount in writing. ${replyBy}\n\n${signOff}`,
          `Hola:\n\nMe quedé sin servicio del ${from} al [fecha] ([número] días). Pago ${or(monthly, '[monto mensual]')} al mes.\n\nLes pido acreditar los días sin servicio en mi próxima factura y confirmarme el monto por escrito. ${replyBy}\n\n${signOff}`,
        ),
      },
      points: [
        t(
          'List the days and hours without service, with outage notices, ticket numbers or screenshots.',
          'Haga una lista de los días y horas sin servicio, con avisos de falla, números de reporte o capturas de pantalla.',
        ),
        t(
          'Ask whether there was a reported outage in your area: it makes the credit easier.',
          'Pregunte si hubo una falla reportada en su zona: facilita el crédito.',
        ),
        t(
          'Ask for the credit amount and the bill it will show on.',
          'Pida el monto del crédito y en qué factura aparecerá.',
        ),
        t(
          'Write down the rep’s name and a reference number.',
          'Anote el nombre de quien le atiende y un número de referencia.',
        ),
      ],
      questions: [
        ...(start ? [] : [t('Which dates was the service out?', '¿Qué días estuvo sin servicio?')]),
        ...(monthly ? [] : [t('What do you pay a month?', '¿Cuánto paga al mes?')]),
        ...(utility === undefined
          ? [
              t(
                'Is this internet, phone or TV, or a utility like power, gas or water?',
                '¿Es internet, teléfono o TV, o un servicio público como luz, gas o agua?',
              ),
            ]
          : []),
      ],
    };
  }

  const amount = ctx.figure('billed', 'proposed', 'fee', 'current');
  return {
    strategy: t(
      "Before you call, gather the contract or sign-up email, your last two bills and any cancellation or quote paper. Ask them to explain the charge and the terms it rests on in writing, and don't pay or agree to anything new yet. Answer the questions below for the exact script.",
      'Antes de llamar, reúna el contrato o el correo de inscripción, sus dos últimas facturas y cualquier prueba de cancelación o cotización. Pida que le expliquen el cargo y las condiciones en que se basa por escrito, y no pague ni acepte nada nuevo todavía. Responda las preguntas de abajo para recibir el guion exacto.',
    ),
    opening: [
      hello,
      t(
        `I have a question about ${amount ? `the ${amount} charge` : '[the charge]'} on my bill. What exactly is it for?`,
        `Tengo una consulta sobre ${amount ? `el cargo de ${amount}` : '[el cargo]'} en mi factura. ¿Por qué es exactamente?`,
      ),
      t(
        "Please email me the details and the terms it's based on. I'm not agreeing to anything today.",
        'Por favor, envíenme por correo los detalles y las condiciones en que se basa. Hoy no voy a aceptar nada.',
      ),
    ],
    rungs: {
      discount: [
        t('Explanation', 'Explicación'),
        t(
          'Can you explain exactly what this charge is for?',
          '¿Me puede explicar exactamente por qué es este cargo?',
        ),
      ],
      credit: [
        t('In writing', 'Por escrito'),
        t('Please send that explanation to me by email.', 'Por favor, envíenme esa explicación por correo.'),
      ],
      downgrade: [
        t('The terms', 'Las condiciones'),
        t(
          'Which part of my contract or plan is it based on?',
          '¿En qué parte de mi contrato o plan se basa?',
        ),
      ],
      supervisor: ['Supervisor', t('May I speak with a supervisor?', '¿Puedo hablar con un supervisor?')],
      retention: [
        t('Reference number', 'Número de referencia'),
        t("What's the reference number for this call?", '¿Cuál es el número de referencia de esta llamada?'),
      ],
      complaint: [
        t('Written complaint', 'Queja por escrito'),
        t(
          "I'll put my questions in writing. Where should they go?",
          'Voy a enviar mis preguntas por escrito. ¿A dónde las envío?',
        ),
      ],
    },
    email: {
      subject: t(
        'Account [account number]: please explain [charge]',
        'Cuenta [número de cuenta]: explicación de [cargo]',
      ),
      body: t(
        `Hello,\n\nMy bill of [date] shows ${amount ? `a ${amount} charge` : '[charge]'} that I don't understand. Please explain in writing what it is for and which part of my contract or plan it rests on. ${replyBy}\n\n${signOff}`,
        `Hola:\n\nMi factura del [fecha] muestra ${amount ? `un cargo de ${amount}` : '[cargo]'} que no entiendo. Les pido explicarme por escrito por qué es y en qué parte de mi contrato o plan se basa. ${replyBy}\n\n${signOff}`,
      ),
    },
    points: [
      t(
        'Gather the contract or sign-up email, your last two bills and any proof of cancellation.',
        'Reúna el contrato o el correo de inscripción, sus dos últimas facturas y cualquier prueba de cancelación.',
      ),
      t('Ask for every answer in writing.', 'Pida cada respuesta por escrito.'),
      t(
        "Don't pay or agree to anything new until you know what happened.",
        'No pague ni acepte nada nuevo hasta saber qué pasó.',
      ),
      t(
        'Note every call: date, name and what they said.',
        'Anote cada llamada: fecha, nombre y lo que le dijeron.',
      ),
    ],
    questions: [
      t(
        'Which fits best: the price went up, you were charged after cancelling, a membership won’t let you cancel, a contractor billed over the quote, or the service went out?',
        '¿Qué describe mejor su caso: le subieron el precio, le cobraron después de cancelar, una membresía no le deja cancelar, un contratista cobró más que la cotización o se quedó sin servicio?',
      ),
      t(
        'What amounts are on the bill, and what did you expect to pay?',
        '¿Qué montos aparecen en la factura y cuánto esperaba pagar?',
      ),
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

function nextStep(ctx: CopyContext, outcome: Outcome, offer: string | undefined): string | undefined {
  const t = inLanguage(ctx.lang);
  if (isMoversOrUnordered(ctx)) return moversOrUnorderedStep(ctx, outcome, offer);
  if (isDamageClaim(ctx)) return damageClaimStep(ctx, outcome, offer);
  if (isEstimatedBill(ctx)) return estimatedBillStep(ctx, outcome);
  if (isDeviceBalance(ctx)) return deviceBalanceStep(ctx, outcome);
  if (isCoolingOff(ctx)) return coolingOffStep(ctx, outcome);
  if (isContractorNoShow(ctx)) return contractorNoShowStep(ctx, outcome);
  const sub = followUpSubCase(ctx);
  if (sub === 'service_price_rise') {
    const { old, now, rise } = priceRise(ctx);
    const fee = ctx.case.feeName;
    const kept = promisedFeeStep(ctx, outcome, feeRoutes(ctx, isUtility(ctx)));
    if (kept) return kept;
    if (fee && (outcome === 'said_no' || outcome === 'no_reply'))
      return t(
        `Ask them in writing to show where your contract or terms allow the ${fee}; if they can't, ask a supervisor${isUtility(ctx) ? '' : ' or the retention department'} to take it off and credit what you've paid for it, and if they won't, file a complaint with ${feeRoutes(ctx, isUtility(ctx))}.`,
        `Pida por escrito que le muestren dónde su contrato o las condiciones permiten el cargo "${fee}"; si no pueden, pida a un supervisor${isUtility(ctx) ? '' : ' o al departamento de retención'} que lo quiten y le devuelvan lo cobrado, y si no lo hacen, presente una queja ante ${feeRoutes(ctx, isUtility(ctx))}.`,
      );
    if (isUtility(ctx)) {
      if (outcome === 'said_no')
        return t(
          "Ask for a review of the bill (the meter reading, an estimated bill or a rate change) and about budget billing or assistance programs; if they won't explain the rise, your state's public utility commission takes complaints.",
          'Pida una revisión de la factura (la lectura del medidor, una factura estimada o un cambio de tarifa) y pregunte por la facturación nivelada o los programas de asistencia; si no le explican el aumento, la comisión de servicios públicos de su estado recibe quejas.',
        );
      if (outcome === 'counter_offer')
        return t(
          `They offered ${offer ?? 'something'}: ask whether it's a one-time credit or a lower rate that lasts, compare it with your old bill, and get it in writing.`,
          `Le ofrecieron ${offer ?? 'algo'}: pregunte si es un crédito único o una tarifa más baja que se mantiene, compárelo con su factura anterior y pídalo por escrito.`,
        );
      if (outcome === 'pay_now')
        return t(
          `If you can't pay ${offer ?? 'the whole bill'} today, ask before the due date for a payment arrangement or budget billing, and ask what keeps the service on while the bill is reviewed.`,
          `Si hoy no puede pagar ${offer ?? 'toda la factura'}, pida antes de la fecha de vencimiento un acuerdo de pago o facturación nivelada, y pregunte qué mantiene el servicio mientras revisan la factura.`,
        );
      return undefined;
    }
    if (outcome === 'said_no')
      return t(
        "Ask for the retention (or loyalty) department: they can approve prices the first rep can't. Have another company's price for a similar plan ready, and say you'll cancel only if you're ready to switch.",
        'Pida hablar con el departamento de retención (o de fidelización): ahí pueden aprobar precios que el primer representante no puede. Tenga a mano el precio de otra compañía por un plan parecido, y diga que va a cancelar solo si de verdad piensa cambiarse.',
      );
    if (outcome === 'counter_offer' && ctx.case.flags.oneTimeCredit === true) {
      const was = ctx.figure('current');
      return t(
        `A one-time credit${offer ? ` of ${offer}` : ''} leaves the higher monthly price in place. Ask for ${was ? `the ${was} price` : 'your old price'} back for the rest of the promised term, and a credit for every month you were overcharged; send them the confirmation email or the ad with the promised price, and if they won't honor it, file a complaint with the FCC (for internet, phone or TV) and your state attorney general.`,
        `Un crédito único${offer ? ` de ${offer}` : ''} deja el precio mensual más alto igual. Pida que le devuelvan ${was ? `el precio de ${was}` : 'su precio anterior'} por el resto del plazo prometido, y un crédito por cada mes que le cobraron de más; envíeles el correo de confirmación o el anuncio con el precio prometido, y si no lo respetan, presente una queja ante la FCC (internet, teléfono o TV) y el fiscal general de su estado.`,
      );
    }
    if (outcome === 'counter_offer') {
      const price = priceAfterOffer(ctx, offer);
      const { share } = readOffer(offer);
      /** In Spanish, "la mitad" or "el 50%". */
      const part = offer && /^\s*la mitad\s*$/i.test(offer) ? 'la mitad' : `el ${offer}`;
      const worked =
        price === undefined
          ? ''
          : share !== undefined
            ? t(
                `: if that's ${offer} of the ${rise} rise, about ${ctx.money(price)} a month instead of ${now}`,
                `: si es ${part} del aumento de ${rise}, pagaría unos ${ctx.money(price)} al mes en lugar de ${now}`,
              )
            : t(
                `: about ${ctx.money(price)} a month instead of ${now}`,
                `: pagaría unos ${ctx.money(price)} al mes en lugar de ${now}`,
              );
      const oldValue = ctx.value('current');
      const back = price !== undefined && oldValue !== undefined && price <= oldValue;
      // "retention gave me 59.99, the other company is still 55": how far apart, a month and a year.
      // A monthly charge paid for months (a modem's rent, "15 a month for 8 months") is not a rival's price.
      const rival = ctx.case.amounts.find(
        (amount) => amount.role === 'unit' && amount.per === 'month' && amount.count === undefined,
      );
      if (!back && price !== undefined && rival && rival.value < price && price - rival.value < rival.value) {
        const gap = Math.round((price - rival.value) * 100) / 100;
        return t(
          `They offered ${offer}; the other company charges ${rival.text}: ${ctx.money(gap)} a month apart, ${ctx.money(Math.round(gap * 1200) / 100)} a year. Ask them once to match ${rival.text} today. If they won't, weigh what switching costs you (installation, equipment, an early-termination fee, a new promotion that also ends): take ${offer} only with the price and how long it lasts confirmed in writing, or switch.`,
          `Le ofrecieron ${offer}; la otra compañía cobra ${rival.text}: ${ctx.money(gap)} de diferencia al mes, ${ctx.money(Math.round(gap * 1200) / 100)} al año. Pídales una vez que igualen los ${rival.text} hoy. Si no, compare lo que le costaría cambiarse (instalación, equipo, un cargo por cancelar, una promoción nueva que también se acaba): acepte ${offer} solo con el precio y su duración confirmados por escrito, o cámbiese.`,
        );
      }
      return back
        ? t(
            `They offered ${offer}${worked}. That's no more than your old price${old ? ` of ${old}` : ''}: accept it in writing, with how long it lasts.`,
            `Le ofrecieron ${offer}${worked}. No es más que su precio anterior${old ? ` de ${old}` : ''}: acéptelo por escrito, con cuánto tiempo dura.`,
          )
        : t(
            `They offered ${offer ?? 'a lower price'}${worked}. Before you accept, ask for the retention department and whether they can match your old price${old ? ` of ${old}` : ''} or another company's price; if this is their best, take it only in writing, with how long it lasts.`,
            `Le ofrecieron ${offer ?? 'un precio más bajo'}${worked}. Antes de aceptar, pida hablar con el departamento de retención y pregunte si pueden igualar su precio anterior${old ? ` de ${old}` : ''} o el precio de otra compañía; si es lo mejor que ofrecen, acéptelo solo por escrito, con cuánto tiempo dura.`,
          );
    }
    if (outcome === 'agreed')
      return t(
        'Get the new price, how long it lasts and what it goes to afterwards by email, and set a reminder a month before it ends to call retention again.',
        'Pida por correo el nuevo precio, cuánto dura y a cuánto sube después, y ponga un recordatorio un mes antes de que termine para volver a llamar a retención.',
      );
    if (outcome === 'no_reply')
      return t(
        "Don't wait on a written reply: call again and ask for the retention department, with another company's price ready.",
        'No espere una respuesta por escrito: vuelva a llamar y pida el departamento de retención, con el precio de otra compañía a mano.',
      );
    return t(
      `${offer ? `If ${offer} is the amount on the bill, pay it` : 'Pay the bill'} through your usual account (never to someone who called you) to avoid a late fee; paying it does not stop you from asking retention for a lower price or a credit.`,
      `${offer ? `Si ${offer} es el monto que indica la factura, páguelo` : 'Pague la factura'} por su cuenta habitual (nunca a alguien que le llamó) para evitar un recargo; pagar no le impide pedir a retención un precio más bajo o un crédito.`,
    );
  }

  if (sub === 'service_after_cancel') {
    const returned = returnedEquipmentStep(ctx, outcome, offer);
    if (returned) return returned;
    const { sum } = chargesAfter(ctx);
    if (outcome === 'said_no')
      return t(
        'Put the dispute in writing with your cancellation proof and ask for the refund and a zero balance. If the charges are on a card or bank account, ask your card issuer or bank today about disputing them (disputes have time limits) and blocking further charges.',
        'Ponga la disputa por escrito con su prueba de cancelación y pida el reembolso y un saldo en cero. Si los cargos están en una tarjeta o en su cuenta bancaria, pregunte hoy al emisor de la tarjeta o a su banco cómo disputarlos (las disputas tienen plazos) y cómo bloquear más cargos.',
      );
    if (outcome === 'counter_offer')
      return t(
        `They offered ${offer ?? 'part of it'}${sum ? ` of the ${sum}` : ''}: every charge after your cancellation should come back, so ask for the rest in writing, to your original payment method, not as a credit on an account you closed.`,
        `Le ofrecieron ${offer ?? 'una parte'}${sum ? ` de los ${sum}` : ''}: cada cargo posterior a su cancelación se le debe devolver, así que pida el resto por escrito, a su forma de pago original, no como crédito en una cuenta que usted cerró.`,
      );
    if (outcome === 'agreed')
      return t(
        'Get in writing the refund amount, the date it will reach you, and that the account is closed with a zero balance and nothing sent to collections.',
        'Pida por escrito el monto del reembolso, la fecha en que le llegará y que la cuenta está cerrada con saldo en cero y sin nada enviado a cobranza.',
      );
    if (outcome === 'no_reply')
      return t(
        `Send your written dispute again with your cancellation confirmation number (and the receipt for any equipment you returned, like a modem) by a method that shows it arrived, and if the charges came from a card or bank account, ask your card issuer or bank about disputing them now. An early-termination fee holds only if a signed contract sets it: ask them to show it. If they still don't answer, file a complaint with ${isUtility(ctx) ? "your state's public utility commission" : 'the FCC (consumercomplaints.fcc.gov) for internet, phone or TV'}.`,
        `Envíe de nuevo su disputa por escrito con su número de confirmación de la cancelación (y el recibo del equipo devuelto, si devolvió un módem u otro equipo) por un medio que confirme la entrega, y si los cargos salieron de una tarjeta o de su cuenta bancaria, pregunte ahora al emisor o a su banco cómo disputarlos. Un cargo por cancelación anticipada solo vale si un contrato firmado lo fija: pida que se lo muestren. Si no responden, presente una queja ante ${isUtility(ctx) ? 'la comisión de servicios públicos de su estado' : 'la FCC (consumercomplaints.fcc.gov) si es internet, teléfono o TV'}.`,
      );
    return t(
      `Don't pay ${offer ?? sum ?? 'it'} for service after your cancellation: send your cancellation proof in writing and ask them to close the account at a zero balance. If a collection agency contacts you, dispute the debt in writing with the same proof.`,
      `No pague ${offer ?? sum ?? 'nada'} por un servicio posterior a su cancelación: envíe su prueba de cancelación por escrito y pida que cierren la cuenta con saldo en cero. Si una agencia de cobranza le contacta, dispute la deuda por escrito con la misma prueba.`,
    );
  }

  if (sub === 'service_membership_cancel') {
    if (outcome === 'said_no')
      return t(
        'Send your cancellation by certified letter with a return receipt (or the method your contract names) to the address in the contract, and keep the receipt: it proves the date. Then ask your bank or card issuer how to stop the recurring payments from that date.',
        'Envíe su cancelación por carta certificada con acuse de recibo (o por el método que indique su contrato) a la dirección del contrato, y guarde el acuse: prueba la fecha. Luego pregunte a su banco o al emisor de su tarjeta cómo detener los pagos recurrentes desde esa fecha.',
      );
    if (outcome === 'counter_offer')
      return t(
        `They offered ${offer ?? 'something'}. A freeze or a discount is not a cancellation: take it only if you'd rather stay. If it's a lower cancellation fee, check first that your signed contract sets one, and pay only once the cancellation is confirmed in writing.`,
        `Le ofrecieron ${offer ?? 'algo'}. Congelar la membresía o un descuento no es una cancelación: acéptelo solo si prefiere quedarse. Si es un cargo de cancelación más bajo, revise primero que su contrato firmado fije uno, y pague solo cuando le confirmen la cancelación por escrito.`,
      );
    if (outcome === 'agreed')
      return t(
        'Get the cancellation confirmed in writing: the confirmation number, the date of the last charge and a zero balance. Check your next two statements.',
        'Pida la confirmación de la cancelación por escrito: el número de confirmación, la fecha del último cargo y un saldo en cero. Revise sus dos próximos estados de cuenta.',
      );
    if (outcome === 'no_reply')
      return ctx.case.flags.disputeSent === true
        ? t(
            "Your certified letter's date is your cancellation date, and silence doesn't undo it: keep the receipt, ask your bank or card issuer to stop the payments, and dispute every charge made after that date, the new one too.",
            'La fecha de su carta certificada es la fecha de su cancelación, y el silencio no la borra: guarde el acuse, pida a su banco o al emisor de su tarjeta detener los pagos y dispute cada cargo posterior a esa fecha, también el nuevo.',
          )
        : t(
            "Silence doesn't stop the charges: send your cancellation by certified letter now, then ask your bank or card issuer to stop the payments and dispute any charge made after the letter's date.",
            'El silencio no detiene los cargos: envíe ya su cancelación por carta certificada, y luego pida a su banco o al emisor de su tarjeta detener los pagos y disputar cualquier cargo posterior a la fecha de la carta.',
          );
    return t(
      `They want ${offer ?? 'a payment'} today to let you cancel. Ask for the contract's cancellation clause in writing: pay a cancellation fee only if your signed contract sets it, and only that amount, and get the cancellation confirmed in writing, with a zero balance, before you pay. If they keep charging after that, dispute the charges with your card issuer or bank.`,
      `Le piden ${offer ?? 'un pago'} hoy para dejarle cancelar. Pida por escrito la cláusula de cancelación del contrato: pague un cargo de cancelación solo si su contrato firmado lo fija, y solo ese monto, y obtenga la confirmación de la cancelación por escrito, con saldo en cero, antes de pagar. Si después siguen cobrándole, dispute los cargos con el emisor de su tarjeta o su banco.`,
    );
  }

  if (sub === 'service_contractor_over_quote') {
    const { quoted, billed, paid, balance, rest, changeOrder } = contractor(ctx);
    const quote = balance
      ? changeOrder
        ? t(`the ${balance} left on the contract`, `los ${balance} que quedan del contrato`)
        : t(`the ${balance} left on the quote`, `los ${balance} que quedan de la cotización`)
      : quoted
        ? t(`the quoted ${quoted}`, `los ${quoted} cotizados`)
        : t('the quoted amount', 'el monto cotizado');
    const lien = t(
      "If they threaten a lien on your home, ask your state's contractor licensing board whether they can file one for work you never approved, and keep your dispute in writing.",
      'Si le amenazan con un gravamen (lien) sobre su casa, pregunte a la junta de licencias de contratistas de su estado si pueden presentarlo por un trabajo que usted nunca aprobó, y mantenga su disputa por escrito.',
    );
    if (outcome === 'said_no')
      return t(
        `Pay ${quote} (plus any change you approved in writing) in a way that leaves a record, and send your position in writing with the quote attached. If they still refuse, ask your state's contractor licensing board about a complaint, and about how liens work there if they threaten one.`,
        `Pague ${quote} (más cualquier cambio que aprobó por escrito) de una forma que deje constancia, y envíe su posición por escrito con la cotización adjunta. Si aun así se niegan, pregunte a la junta de licencias de contratistas de su estado cómo presentar una queja y, si le amenazan con un gravamen (lien) sobre su casa, cómo funciona ahí.`,
      );
    if (outcome === 'counter_offer') {
      const full = paidTheQuote(ctx);
      const after = contractorBillAfter(ctx, offer);
      // The whole quote already paid: what is left is extras no one priced, not a gap to split.
      if (full && after !== undefined)
        return t(
          `They offered ${offer}: the bill would be ${ctx.money(after)}, so ${ctx.money(after - full.paid)} more on top of the ${full.paidText} you already paid, which covers the whole quote. The ${full.rest} they say you owe is for extras no one priced for you in advance: ask for an itemized invoice and the permit itself (a real permit has a number the city can confirm), and pay only for extras you agreed to, in writing, marked "paid in full". If they press or threaten a lien, your state's contractor licensing board and your state attorney general's consumer protection office take complaints.`,
          `Le ofrecieron ${offer}: la factura quedaría en ${ctx.money(after)}, o sea ${ctx.money(after - full.paid)} más, además de los ${full.paidText} que ya pagó, que cubren toda la cotización. Los ${full.rest} que dicen que usted debe son por extras que nadie le cotizó por adelantado: pida una factura detallada y el permiso mismo (un permiso real tiene un número que la ciudad puede confirmar), y pague solo los extras que aceptó por escrito, con un recibo que diga "pagado en su totalidad". Si le presionan o le amenazan con un gravamen (lien) sobre su casa, la junta de licencias de contratistas de su estado y la oficina de protección al consumidor del fiscal general de su estado reciben quejas.`,
        );
      const verdict = judgeOffer(ctx, readOffer(offer).value);
      if (verdict === 'accept')
        return t(
          `They offered ${offer}: that brings it to the quote. Accept it in writing, pay in a way that leaves a record, and ask for a receipt marked "paid in full".`,
          `Le ofrecieron ${offer}: eso lo deja en la cotización. Acéptelo por escrito, pague de una forma que deje constancia y pida un recibo que diga "pagado en su totalidad".`,
        );
      const bill = contractorBillAfter(ctx, offer);
      const worked =
        bill === undefined
          ? ''
          : paid && balance
            ? t(
                `: that makes the bill ${ctx.money(bill)}, or ${ctx.money(bill - (ctx.value('paid') ?? 0))} more after the ${paid} you paid, against ${balance} left on the quote`,
                `: la factura quedaría en ${ctx.money(bill)}, o ${ctx.money(bill - (ctx.value('paid') ?? 0))} más después de los ${paid} que pagó, frente a los ${balance} que quedan de la cotización`,
              )
            : t(
                `: that makes the bill ${ctx.money(bill)}, against the quoted ${quoted ?? 'amount'}`,
                `: la factura quedaría en ${ctx.money(bill)}, frente a ${quoted ? `los ${quoted} cotizados` : 'lo cotizado'}`,
              );
      return t(
        `They offered ${offer ?? 'a lower bill'}${worked}. Unless you approved the extra work in writing (a change order), you owe ${quote}, not a price halfway to their bill: offer that, and any deal should be in writing, marked as payment in full and paid by check or card against a receipt, never in cash without one. ${lien}`,
        `Le ofrecieron ${offer ?? 'una factura más baja'}${worked}. Salvo que usted haya aprobado el trabajo adicional por escrito (una orden de cambio), lo que debe son ${quote}, no un precio a medio camino de su factura: ofrezca eso, y cualquier acuerdo debe quedar por escrito, como pago total, pagado con cheque o tarjeta y contra recibo, nunca en efectivo sin recibo. ${lien}`,
      );
    }
    if (outcome === 'agreed')
      return t(
        'Get the final amount in writing, pay in a way that leaves a record, and ask for a receipt marked "paid in full" (and a lien waiver, for work on your home).',
        'Pida el monto final por escrito, pague de una forma que deje constancia y pida un recibo que diga "pagado en su totalidad" (y una renuncia al gravamen, o lien waiver, si el trabajo fue en su casa).',
      );
    if (outcome === 'no_reply')
      return t(
        `Send your position in writing by a method that shows it arrived, with the quote attached and your offer to pay ${balance ? `the ${balance} left on it` : (quoted ?? 'the quoted amount')}; if the reply-by date passes, file with your state's contractor licensing board.`,
        `Envíe su posición por escrito por un medio que confirme la entrega, con la cotización adjunta y su oferta de pagar ${balance ? `los ${balance} que quedan` : (quoted ?? 'el monto cotizado')}; si pasa la fecha de respuesta, presente una queja ante la junta de licencias de contratistas de su estado.`,
      );
    // A lien threat with a balance the person does owe: pay that part now, against a partial waiver.
    if (ctx.case.flags.lienThreat === true && balance)
      return t(
        `Don't pay ${offer ?? rest ?? billed ?? 'the full bill'} just to end the pressure. Pay ${quote} now, the part you don't dispute, by check or card, and ask in exchange for a receipt and a signed partial lien waiver for that payment; then dispute the rest in writing, with the contract attached. On the lien: ask your state's contractor licensing board how liens and the notices before them work in your state, and whether one can cover work no change order approved. If papers for a lien or a lawsuit do arrive, answer them by their date.`,
        `No pague ${offer ?? rest ?? billed ?? 'la factura completa'} solo para quitarse la presión. Pague ahora ${quote}, la parte que usted no disputa, con cheque o tarjeta, y pida a cambio un recibo y una renuncia parcial al gravamen (partial lien waiver) firmada por ese pago; luego dispute el resto por escrito, con el contrato adjunto. Sobre el gravamen (lien): pregunte a la junta de licencias de contratistas de su estado cómo funcionan ahí los gravámenes y los avisos previos, y si pueden cubrir trabajo que ninguna orden de cambio aprobó. Si le llegan papeles de un gravamen o de una demanda, respóndalos antes de su fecha.`,
      );
    return t(
      `Pay ${quote}${balance ? '' : ' now'} (plus any change you approved in writing), in a way that leaves a record, and dispute the rest in writing; don't pay ${offer ?? rest ?? billed ?? 'the full bill'} just to end the pressure. ${lien}`,
      `Pague ${balance ? '' : 'ahora '}${quote} (más cualquier cambio que aprobó por escrito), de una forma que deje constancia, y dispute el resto por escrito; no pague ${offer ?? rest ?? billed ?? 'la factura completa'} solo para quitarse la presión. ${lien}`,
    );
  }

  if (sub === 'service_outage') {
    const { perDay } = outage(ctx);
    if (outcome === 'said_no')
      return t(
        `Put the credit request in writing, with the dates and your ticket numbers, and if they still refuse, file a complaint with ${outageRoutes(ctx)}.`,
        `Ponga por escrito la solicitud de crédito, con las fechas y sus números de reporte, y si aun así se niegan, presente una queja ante ${outageRoutes(ctx)}.`,
      );
    if (outcome === 'counter_offer')
      return t(
        `They offered ${offer ?? 'a credit'}${perDay ? `; at about ${perDay} a day of service, compare it with the days you lost` : ''}. If it covers them, accept it in writing with the bill it will show on; if not, ask once more.`,
        `Le ofrecieron ${offer ?? 'un crédito'}${perDay ? `; a unos ${perDay} por día de servicio, compárelo con los días que perdió` : ''}. Si los cubre, acéptelo por escrito con la factura en la que aparecerá; si no, pida una vez más.`,
      );
    if (outcome === 'agreed')
      return t(
        'Check that the credit shows on your next bill; if it does not, reply to the confirmation.',
        'Revise que el crédito aparezca en su próxima factura; si no aparece, responda al correo de confirmación.',
      );
    if (outcome === 'no_reply')
      return t(
        `Send the credit request again in writing with a reply-by date; if it passes, file with ${outageRoutes(ctx)}.`,
        `Envíe de nuevo la solicitud de crédito por escrito con una fecha de respuesta; si pasa, presente una queja ante ${outageRoutes(ctx)}.`,
      );
    return t(
      `${offer ? `If ${offer} is the amount on the bill, pay it` : 'Pay the bill'} on time to avoid a late fee or a cutoff, and ask in writing for the outage credit on your next bill; paying now does not stop you from asking for it.`,
      `${offer ? `Si ${offer} es el monto que indica la factura, páguelo` : 'Pague la factura'} a tiempo para evitar un recargo o un corte, y pida por escrito el crédito por la falla en su próxima factura; pagar ahora no le impide pedirlo.`,
    );
  }
  return undefined;
}

/** Where a complaint about a new fee goes, by the kind of service. */
/** A sum in the latest reply that is neither the old price nor the new one: a fee to cancel ("200 de penalidad"). */
function cancelFeeIn(ctx: CopyContext, latest: readonly CaseAmount[] | undefined): string | undefined {
  const known = [ctx.value('current'), ctx.value('proposed')];
  const fee = latest?.find(
    (amount) => !known.includes(amount.value) && ['fee', 'billed', 'other', 'owed'].includes(amount.role),
  );
  return fee ? ctx.money(fee.value) : undefined;
}

function feeRoutes(ctx: CopyContext, utility: boolean | undefined): string {
  const t = inLanguage(ctx.lang);
  if (utility)
    return t(
      "your state's public utility commission and your state attorney general",
      'la comisión de servicios públicos de su estado y el fiscal general de su estado',
    );
  if (utility === false)
    return t(
      'the FCC (consumercomplaints.fcc.gov) and your state attorney general',
      'la FCC (consumercomplaints.fcc.gov) y el fiscal general de su estado',
    );
  return t(
    'the FCC (consumercomplaints.fcc.gov) for internet, phone or TV, and your state attorney general',
    'la FCC (consumercomplaints.fcc.gov) si es internet, teléfono o TV, y el fiscal general de su estado',
  );
}

function outageRoutes(ctx: CopyContext): string {
  const t = inLanguage(ctx.lang);
  const utility = isUtility(ctx);
  if (utility)
    return t("your state's public utility commission", 'la comisión de servicios públicos de su estado');
  if (utility === false)
    return t('the FCC (consumercomplaints.fcc.gov)', 'la FCC (consumercomplaints.fcc.gov)');
  return t(
    "the FCC (consumercomplaints.fcc.gov) for internet, phone or TV, or your state's public utility commission for power, gas or water",
    'la FCC (consumercomplaints.fcc.gov) si es internet, teléfono o TV, o la comisión de servicios públicos de su estado si es luz, gas o agua',
  );
}

function honest(ctx: CopyContext): string {
  const t = inLanguage(ctx.lang);
  switch (followUpSubCase(ctx)) {
    case 'service_damage_claim':
      return DAMAGE_CLAIM_WORDS[ctx.lang].honest;
    case 'service_estimated_bill':
      return ESTIMATED_BILL_WORDS[ctx.lang].honest;
    case 'service_price_rise':
      return t(
        "Ask with what's true: how long you've been a customer, a real price from another company, and cancelling only if you mean it.",
        'Pida con lo que es cierto: cuánto tiempo lleva como cliente, un precio real de otra compañía, y cancelar solo si de verdad lo hará.',
      );
    case 'service_after_cancel':
      return t(
        'Use your real cancellation proof (the confirmation number, email or receipt); if you have none, say when and how you cancelled and ask them to check their records.',
        'Use su prueba real de cancelación (el número de confirmación, el correo o el recibo); si no la tiene, diga cuándo y cómo canceló y pida que revisen sus registros.',
      );
    case 'service_membership_cancel':
      return t(
        "You don't need an excuse to cancel: a certified letter with a return receipt, or the method your contract names, is proof enough of the date. If you moved or have a real medical reason, ask whether your contract has a clause for it and send real proof (a new lease, a doctor's letter).",
        'No necesita una excusa para cancelar: una carta certificada con acuse de recibo, o el método que indique su contrato, basta como prueba de la fecha. Si se mudó o tiene un motivo médico real, pregunte si su contrato tiene una cláusula para eso y envíe la prueba real (un contrato de arrendamiento nuevo, una carta de su médico).',
      );
    case 'service_contractor_over_quote':
      return t(
        'Stick to the written quote and the work you really approved: ask for an itemized invoice, and pay the quote while you dispute the rest in writing.',
        'Apéguese a la cotización por escrito y al trabajo que de verdad aprobó: pida una factura detallada y pague lo cotizado mientras disputa el resto por escrito.',
      );
    case 'service_outage':
      return t(
        'List the real days without service, with ticket numbers or outage notices, and ask for a credit for those days.',
        'Haga una lista de los días reales sin servicio, con números de reporte o avisos de falla, y pida un crédito por esos días.',
      );
    case 'service_movers_held':
      return t(
        'Stand on the real estimate and the real weight tickets: offer what the estimate allows, in writing, and report the mover if they hold your goods for more.',
        'Apóyese en el estimado real y en los comprobantes de peso reales: ofrezca por escrito lo que permite el estimado, y reporte a la compañía si retiene sus cosas para cobrar más.',
      );
    case 'service_unordered_charge':
      return t(
        'Say what happened: you never ordered it, and ask for their record of the order; that is enough to ask for every charge back.',
        'Diga lo que pasó: usted nunca lo pidió, y pida el registro de la orden; eso basta para pedir que le devuelvan cada cargo.',
      );
    default:
      return t(
        "Ask with what's true: your real payment history and what you can really pay each month. Ask them to waive fees as a courtesy, or to set up a payment arrangement, and whether they have an assistance program; dispute anything wrong with the records you have.",
        'Pida con lo que es cierto: su historial real de pagos y lo que de verdad puede pagar cada mes. Pida que le perdonen los cargos como cortesía, o un acuerdo de pagos, y pregunte si tienen un programa de ayuda; dispute lo que esté mal con los registros que tiene.',
      );
  }
}

// --- the area ---

// --- equipment billed as "not returned" after the person returned it ---

/**
 * "cancelé el 5 de sept y devolví el módem el 8 de sept, tengo el recibo. me cobran 180 por equipo
 * no devuelto y 64.99 por octubre": the equipment charge, the charges beside it, their sum, the
 * days, and whether the person holds the return receipt.
 */
function returnedEquipment(ctx: CopyContext) {
  // Only a charge for the equipment itself: a returned modem beside a cancellation fee is the
  // cancellation's own plan, with the modem's receipt among the proof.
  if (
    !is(ctx, 'service_after_cancel') ||
    ctx.case.flags.equipmentReturned !== true ||
    ctx.case.equipmentCharge === undefined
  )
    return undefined;
  const charges = ctx.case.amounts.filter((amount) => ['billed', 'fee', 'other'].includes(amount.role));
  const equipment = charges.find((amount) => amount.text === ctx.case.equipmentCharge);
  if (!equipment) return undefined;
  const others = charges.filter((amount) => amount !== equipment);
  const sum = charges.reduce((total, amount) => total + amount.value, 0);
  return {
    equipment: equipment?.text,
    others: others.map((amount) => amount.text),
    total: charges.length > 1 ? (ctx.computed.total ?? ctx.money(Math.round(sum * 100) / 100)) : undefined,
    cancelled: ctx.date('cancelled'),
    returnedOn: ctx.date('returned'),
    receipt: ctx.case.flags.returnReceipt === true,
  };
}

/** "180 for unreturned equipment and 64.99 for service after you cancelled (244.99 in all)". */
function returnedEquipmentCharges(ctx: CopyContext, voice: 'you' | 'me', object = false): string | undefined {
  const r = returnedEquipment(ctx);
  if (!r) return undefined;
  const t = inLanguage(ctx.lang);
  const after = voice === 'you' ? t('you cancelled', 'que usted canceló') : t('I cancelled', 'que cancelé');
  const parts = [
    ...(r.equipment
      ? [
          t(
            `${object ? 'the ' : ''}${r.equipment} for unreturned equipment`,
            `${object ? 'los ' : ''}${r.equipment} por equipo no devuelto`,
          ),
        ]
      : []),
    ...(r.others.length > 0
      ? [
          t(
            `${object ? 'the ' : ''}${r.others.join(' and ')} for service after ${after}`,
            `${object ? 'los ' : ''}${r.others.join(' y ')} por servicio después de ${after}`,
          ),
        ]
      : []),
  ];
  const listed = parts.join(t(' and ', ' y '));
  return r.total ? t(`${listed} (${r.total} in all)`, `${listed} (${r.total} en total)`) : listed;
}

/** Where an internet, phone or TV company (or a utility) answers a written complaint, and what that gets. */
function equipmentComplaint(ctx: CopyContext): { readonly where: string; readonly answers: string } {
  const t = inLanguage(ctx.lang);
  const utility = isUtility(ctx);
  const answers = t('the company must answer it in writing', 'la compañía tiene que responderle por escrito');
  return utility
    ? {
        where: t("your state's public utility commission", 'la comisión de servicios públicos de su estado'),
        answers,
      }
    : {
        where:
          utility === false
            ? t('the FCC (consumercomplaints.fcc.gov)', 'la FCC (consumercomplaints.fcc.gov)')
            : t(
                'the FCC (consumercomplaints.fcc.gov) for internet, phone or TV',
                'la FCC (consumercomplaints.fcc.gov) si es internet, teléfono o TV',
              ),
        answers,
      };
}

/** "File a complaint with the FCC (…), with a copy of the receipt: the company must answer it in writing." */
function complaintWithReceipt(ctx: CopyContext): string {
  const t = inLanguage(ctx.lang);
  const { where, answers } = equipmentComplaint(ctx);
  return t(
    `file a complaint with ${where}, with a copy of the receipt: ${answers}`,
    `presente una queja ante ${where}, con copia del recibo: ${answers}`,
  );
}

function returnedEquipmentPlan(ctx: CopyContext): Plan | undefined {
  const r = returnedEquipment(ctx);
  if (!r) return undefined;
  const t = inLanguage(ctx.lang);
  const { hello, signOff, replyBy, supervisor } = callWords(ctx.lang);
  const party = ctx.namedParty ?? t('the company', 'la compañía');
  const yours = returnedEquipmentCharges(ctx, 'you')!;
  const mine = returnedEquipmentCharges(ctx, 'me')!;
  const both = r.equipment && r.others.length > 0;
  const cancelledEn = r.cancelled ? ` on ${r.cancelled}` : '';
  const cancelledEs = r.cancelled ? ` el ${r.cancelled}` : '';
  const returnedEn = r.returnedOn ? ` on ${r.returnedOn}` : '';
  const returnedEs = r.returnedOn ? ` el ${r.returnedOn}` : '';
  const receiptEn = r.receipt
    ? `your return receipt${returnedEn ? ` from${returnedEn.slice(3)}` : ''}`
    : 'proof of the return';
  const receiptEs = r.receipt
    ? `su recibo de devolución${returnedEs ? ` del${returnedEs.slice(3)}` : ''}`
    : 'la prueba de la devolución';
  const owed = r.total ?? r.equipment ?? r.others[0]!;
  // "they say my autopay card gets charged the 230 dec 1": stop it being paid while it is disputed.
  const autopayDay = ctx.case.flags.autopay === true ? ctx.date('charge', 'due') : undefined;
  const autopayLine =
    ctx.case.flags.autopay === true
      ? t(
          ` ${autopayDay ? `Before ${autopayDay}, take` : 'Take'} your card off autopay for this account (or tell your card issuer not to pay it), so nothing is paid while you dispute it; if it's charged anyway, dispute it in writing as a billing error.`,
          ` ${autopayDay ? `Antes del ${autopayDay}, quite` : 'Quite'} su tarjeta del pago automático de esta cuenta (o avise al emisor que no lo pague), para que no se pague nada mientras lo disputa; si se cobra de todos modos, dispútelo por escrito como error de facturación.`,
        )
      : '';
  return {
    strategy: t(
      `You cancelled${cancelledEn} and returned the equipment${returnedEn}${r.receipt ? ', and you have the receipt' : ''}: you owe ${both ? 'neither charge' : 'nothing for it'}. ${r.equipment ? `The ${r.equipment} for unreturned equipment is answered by ${receiptEn}` : ''}${r.equipment && r.others.length > 0 ? `, and the ${r.others.join(' and ')} is for service after you cancelled` : r.others.length > 0 ? `The ${r.others.join(' and ')} is for service after you cancelled` : ''}. Ask ${party} to remove ${both ? `both (${owed} in all)` : owed}, refund anything already paid to your original payment method, keep the account out of collections while they check, and confirm in writing that it is closed at a zero balance.${autopayLine} If they won't fix it, ${complaintWithReceipt(ctx)}.`,
      `Usted canceló${cancelledEs} y devolvió el equipo${returnedEs}${r.receipt ? ', y tiene el recibo' : ''}: no debe ${both ? 'ninguno de los dos cargos' : 'ese cargo'}. ${r.equipment ? `Los ${r.equipment} por equipo no devuelto se responden con ${receiptEs}` : ''}${r.equipment && r.others.length > 0 ? `, y los ${r.others.join(' y ')} son por servicio después de que canceló` : r.others.length > 0 ? `Los ${r.others.join(' y ')} son por servicio después de que canceló` : ''}. Pida a ${party} quitar ${both ? `los dos (${owed} en total)` : `los ${owed}`}, devolver a su forma de pago original lo que ya haya pagado, no mandar la cuenta a cobranza mientras lo revisan y confirmar por escrito que está cerrada con saldo en cero.${autopayLine} Si no lo corrigen, ${complaintWithReceipt(ctx)}.`,
    ),
    opening: [
      hello,
      t(
        `I cancelled${cancelledEn} and returned the equipment${returnedEn}${r.receipt ? '; I have the return receipt' : ''}.`,
        `Cancelé${cancelledEs} y devolví el equipo${returnedEs}${r.receipt ? '; tengo el recibo de devolución' : ''}.`,
      ),
      t(
        `You're charging me ${mine}. Please remove ${both ? 'both charges' : 'the charge'} and confirm in writing that the account is closed at a zero balance.`,
        `Me cobran ${mine}. Les pido quitar ${both ? 'los dos cargos' : 'el cargo'} y confirmarme por escrito que la cuenta está cerrada con saldo en cero.`,
      ),
    ],
    rungs: {
      discount: [
        t('Remove the charges', 'Quitar los cargos'),
        t(
          `Please take off ${both ? `both charges, ${owed} in all,` : owed} and leave the account at zero.`,
          `Les pido quitar ${both ? `los dos cargos, ${owed} en total,` : `los ${owed}`} y dejar la cuenta en cero.`,
        ),
      ],
      credit: [
        t('The receipt', 'El recibo'),
        t(
          `${r.receipt ? `My return receipt${returnedEn ? ` from${returnedEn.slice(3)}` : ''} has [the receipt number]` : 'I returned it at [store or address]'}. Can you trace the return by that and the equipment's serial number, and note it on the account?`,
          `${r.receipt ? `Mi recibo de devolución${returnedEs ? ` del${returnedEs.slice(3)}` : ''} tiene [el número del recibo]` : 'Lo devolví en [tienda o dirección]'}. ¿Pueden buscar la devolución con ese número y el número de serie del equipo, y anotarla en la cuenta?`,
        ),
      ],
      downgrade: [
        t('Nothing to collections', 'Nada a cobranza'),
        t(
          "While you check, please don't send the account to collections or report it to the credit bureaus.",
          'Mientras lo revisan, les pido no mandar la cuenta a cobranza ni reportarla a las agencias de crédito.',
        ),
      ],
      supervisor,
      retention: [
        t('Equipment returns', 'Devoluciones de equipo'),
        t(
          'Please transfer me to equipment returns or billing disputes.',
          'Por favor, páseme con devoluciones de equipo o con disputas de facturación.',
        ),
      ],
      complaint: [
        t('Complaint', 'Queja'),
        t(
          `If this isn't fixed, I'll file a complaint with ${equipmentComplaint(ctx).where} with a copy of the receipt.`,
          `Si no se corrige, presentaré una queja ante ${equipmentComplaint(ctx).where} con copia del recibo.`,
        ),
      ],
    },
    email: {
      subject: t(
        `Charges I don't owe: equipment returned${returnedEn}, service cancelled${cancelledEn}, account [account number]`,
        `Cargos que no debo: equipo devuelto${returnedEs}, servicio cancelado${cancelledEs}, cuenta [número de cuenta]`,
      ),
      body: t(
        `Hello,\n\nI cancelled account [account number]${cancelledEn} and returned the equipment${returnedEn}${r.receipt ? '; a copy of the return receipt is attached' : ' at [store or address]'}. You are still charging me ${mine}.\n\nPlease remove ${both ? 'both charges' : 'the charge'}, refund anything already paid to my original payment method, and confirm in writing that the account is closed at a zero balance and will not be sent to collections. ${replyBy}\n\n${signOff}`,
        `Hola:\n\nCancelé la cuenta [número de cuenta]${cancelledEs} y devolví el equipo${returnedEs}${r.receipt ? '; adjunto copia del recibo de devolución' : ' en [tienda o dirección]'}. Aun así me cobran ${mine}.\n\nLes pido quitar ${both ? 'los dos cargos' : 'el cargo'}, devolver a mi forma de pago original lo que ya se haya pagado y confirmarme por escrito que la cuenta está cerrada con saldo en cero y que no se enviará a cobranza. ${replyBy}\n\n${signOff}`,
      ),
    },
    points: [
      r.receipt
        ? t(
            `Your proof is the return receipt${returnedEn ? ` from${returnedEn.slice(3)}` : ''}: keep the original, send copies.`,
            `Su prueba es el recibo de devolución${returnedEs ? ` del${returnedEs.slice(3)}` : ''}: guarde el original y envíe copias.`,
          )
        : t(
            'Ask the store for its record of the return (the date and your account number); a tracking number works too.',
            'Pida a la tienda su registro de la devolución (la fecha y su número de cuenta); un número de rastreo también sirve.',
          ),
      t(
        "Have the equipment's serial number (on the receipt or the box) ready: it lets them find the return.",
        'Tenga a mano el número de serie del equipo (en el recibo o en la caja): con él pueden encontrar la devolución.',
      ),
      t(
        `Charges for ${yours.includes('service') ? 'service after you cancelled' : 'the equipment'} are theirs to remove, not yours to pay.`,
        `Los cargos ${yours.includes('servicio') ? 'por servicio después de cancelar' : 'por el equipo'} los tienen que quitar ellos; no le toca pagarlos.`,
      ),
      t(
        "Write down the rep's name, the date and a reference number.",
        'Anote el nombre de quien le atiende, la fecha y un número de referencia.',
      ),
    ],
    questions: [],
  };
}

/** After they answer: "not in our system" is their record; the receipt is the proof. */
function returnedEquipmentStep(
  ctx: CopyContext,
  outcome: Outcome,
  offer: string | undefined,
): string | undefined {
  const r = returnedEquipment(ctx);
  if (!r) return undefined;
  const t = inLanguage(ctx.lang);
  const party = ctx.namedParty ?? t('the company', 'la compañía');
  const mine = returnedEquipmentCharges(ctx, 'you', true)!;
  const owed = r.total ?? r.equipment ?? r.others[0]!;
  const returnedEn = r.returnedOn ? ` on ${r.returnedOn}` : '';
  const returnedEs = r.returnedOn ? ` el ${r.returnedOn}` : '';
  switch (outcome) {
    case 'said_no':
    case 'no_reply':
      return t(
        `"Not in our system" is their record, not proof: ${r.receipt ? 'your receipt' : 'the store’s record of the return'} shows you returned the equipment${returnedEn}. Send ${party} a written dispute today with a copy of it (keep the original): ask them to trace the return by the receipt number and the equipment's serial number, remove ${mine}, and confirm the account is closed at a zero balance. Then ${complaintWithReceipt(ctx)}.`,
        `Que "no aparece en su sistema" es su registro, no una prueba: ${r.receipt ? 'su recibo' : 'el registro de la tienda'} muestra que usted devolvió el equipo${returnedEs}. Envíe hoy a ${party} una disputa por escrito con una copia (guarde el original): pida que busquen la devolución con el número del recibo y el número de serie del equipo, que quiten ${mine} y que confirmen que la cuenta está cerrada con saldo en cero. Luego ${complaintWithReceipt(ctx)}.`,
      );
    case 'counter_offer':
      return t(
        `They offered ${offer ?? 'part of it'}, but you owe none of the ${owed}: ask in writing for all of it off, with ${r.receipt ? 'your return receipt' : 'your proof of the return'} attached; if they refuse, ${complaintWithReceipt(ctx)}.`,
        `Le ofrecieron ${offer ?? 'una parte'}, pero usted no debe nada de los ${owed}: pida por escrito que quiten todo, con ${r.receipt ? 'su recibo de devolución' : 'su prueba de la devolución'} adjunto; si se niegan, ${complaintWithReceipt(ctx)}.`,
      );
    case 'pay_now':
      return t(
        `Don't pay ${offer ?? owed} for equipment you returned or service after you cancelled: send the receipt in writing and ask them to close the account at a zero balance. If a collection agency writes to you, dispute the debt in writing within 30 days of its letter, with the same receipt.`,
        `No pague ${offer ?? owed} por un equipo que devolvió ni por servicio después de cancelar: envíe el recibo por escrito y pida que cierren la cuenta con saldo en cero. Si una agencia de cobranza le escribe, dispute la deuda por escrito dentro de los 30 días de su carta, con el mismo recibo.`,
      );
    default:
      return undefined;
  }
}

/**
 * "she can take off the 150 equipment fee as a one-time courtesy but the 80 stays because 'service
 * runs to the end of the billing cycle'": one of the charges off is part of what was never owed, not
 * a favour that settles it. The returned equipment's fee is a billing error to correct; a charge for
 * a cycle that starts after the cancellation is owed back; an autopay set for that sum is stopped.
 */
function returnedEquipmentPart(
  ctx: CopyContext,
  outcome: Outcome,
  latest: readonly CaseAmount[] | undefined,
  said: FollowUpSaid | undefined,
): FollowUpAnswer | undefined {
  const r = returnedEquipment(ctx);
  if (!r || outcome !== 'counter_offer') return undefined;
  const charges = ctx.case.amounts.filter((amount) => ['billed', 'fee', 'other'].includes(amount.role));
  // The sum they offer to take off; failing a sum read as offered, any sum of the reply.
  const offered = (latest ?? []).filter((amount) => amount.role === 'offered');
  const named = offered.length > 0 ? offered : (latest ?? []);
  const removed = charges.find((charge) =>
    named.some((amount) => Math.abs(amount.value - charge.value) < 0.005),
  );
  const kept = charges.filter((charge) => charge !== removed);
  if (!removed || kept.length === 0) return undefined;
  const t = inLanguage(ctx.lang);
  const party = ctx.namedParty ?? t('The company', 'La compañía');
  const equipmentOff = removed.text === r.equipment;
  const keptText = kept.map((charge) => charge.text);
  const keptEn = keptText.join(' and ');
  const keptEs = keptText.join(' y ');
  const cancelledIso = ctx.case.dates.find((date) => date.role === 'cancelled')?.iso;
  const cancelledEn = r.cancelled ? ` on ${r.cancelled}` : '';
  const cancelledEs = r.cancelled ? ` el ${r.cancelled}` : '';
  const cycle = said?.billingCycle;
  const later =
    cycle && cancelledIso && cycle.startIso > cancelledIso
      ? Math.round((Date.parse(cycle.startIso) - Date.parse(cancelledIso)) / 86_400_000)
      : undefined;
  const autopay = ctx.case.flags.autopay === true ? ctx.date('charge', 'due') : undefined;
  const courtesy = said?.courtesy === true;
  const removedEn = equipmentOff ? `the ${removed.text} equipment fee` : `the ${removed.text}`;
  const removedEs = equipmentOff ? `el cargo de ${removed.text} por el equipo` : `los ${removed.text}`;
  const removedLine = equipmentOff
    ? t(
        `${courtesy ? `${party} will take off ${removedEn}, but it isn't a courtesy` : `${party} will take off ${removedEn}, and it was never owed`}: ${r.receipt ? 'your return receipt shows' : 'you can show'} you returned the equipment${r.returnedOn ? ` on ${r.returnedOn}` : ''}. Ask them to remove it as a billing error and note the return on the account, so it doesn't come back.`,
        `${courtesy ? `${party} le quita ${removedEs}, pero no es una cortesía` : `${party} le quita ${removedEs}, y nunca lo debió`}: ${r.receipt ? 'su recibo de devolución muestra' : 'usted puede mostrar'} que devolvió el equipo${r.returnedOn ? ` el ${r.returnedOn}` : ''}. Pida que lo quiten como un error de facturación y que anoten la devolución en la cuenta, para que no vuelva a aparecer.`,
      )
    : t(
        `${party} will take off ${removedEn}${courtesy ? ', but it was never owed, so it is no courtesy' : ''}: it is for service after you cancelled${cancelledEn}.`,
        `${party} le quita ${removedEs}${courtesy ? ', pero nunca los debió, así que no es una cortesía' : ''}: son por servicio después de que canceló${cancelledEs}.`,
      );
  const keptIsEquipment = kept.some((charge) => charge.text === r.equipment);
  const keptLine = keptIsEquipment
    ? t(
        `The ${keptEn} isn't owed either: your receipt shows you returned the equipment.`,
        `Tampoco debe los ${keptEs}: su recibo muestra que devolvió el equipo.`,
      )
    : cycle && later !== undefined
      ? t(
          `The ${keptEn} isn't owed either: the bill says it is for ${cycle.text}, a cycle that starts ${later} day${later === 1 ? '' : 's'} after you cancelled${cancelledEn}. Their reason, that service runs to the end of the billing cycle, could at most cover the cycle that was running when you cancelled, not one that began after it.`,
          `Tampoco debe los ${keptEs}: la factura dice que son por el periodo del ${cycle.text}, un ciclo que empieza ${later} día${later === 1 ? '' : 's'} después de que canceló${cancelledEs}. Su razón, que el servicio corre hasta el fin del ciclo, podría cubrir, como mucho, el ciclo que corría cuando canceló, no uno que empezó después.`,
        )
      : t(
          `The ${keptEn} isn't owed either: it is for service after you cancelled${cancelledEn}. Ask which days it covers: a cycle that starts after your cancellation is owed back.`,
          `Tampoco debe los ${keptEs}: son por servicio después de que canceló${cancelledEs}. Pregunte qué días cubren: un ciclo que empieza después de su cancelación se le debe devolver.`,
        );
  const autopayLine = t(
    `${ctx.case.flags.autopay !== true ? 'If it is paid automatically, take' : autopay ? `Before ${autopay}, take` : 'Take'} your card off autopay for this account (or tell your card issuer not to pay it); if the ${keptEn} is charged, dispute it in writing as a billing error: for a credit card within 60 days of the statement, for a debit card with your bank right away.`,
    `${ctx.case.flags.autopay !== true ? 'Si se paga en automático, quite' : autopay ? `Antes del ${autopay}, quite` : 'Quite'} su tarjeta del pago automático de esta cuenta (o avise al emisor que no lo pague); si le cobran los ${keptEs}, dispútelo por escrito como error de facturación: con tarjeta de crédito dentro de los 60 días del estado de cuenta, con tarjeta de débito con su banco de inmediato.`,
  );
  return {
    strategy: `${removedLine} ${keptLine} ${t(`Ask them to remove the ${keptEn} too and to confirm in writing that the account is closed at a zero balance, with a confirmation number.`, `Pida que quiten también los ${keptEs} y que confirmen por escrito que la cuenta está cerrada con saldo en cero, con un número de confirmación.`)} ${autopayLine} ${t(`If they still refuse, ${complaintWithReceipt(ctx)}.`, `Si se siguen negando, ${complaintWithReceipt(ctx)}.`)}`,
    opening: [
      equipmentOff
        ? t(
            `"Thank you for taking off the ${removed.text}. It isn't a courtesy: I returned the equipment${r.returnedOn ? ` on ${r.returnedOn}` : ''}${r.receipt ? ' and I have the receipt' : ''}, so please remove it as a billing error and note the return on my account."`,
            `"Gracias por quitar los ${removed.text}. No es una cortesía: devolví el equipo${r.returnedOn ? ` el ${r.returnedOn}` : ''}${r.receipt ? ' y tengo el recibo' : ''}, así que les pido quitarlo como error de facturación y anotar la devolución en mi cuenta."`,
          )
        : t(
            `"Thank you for taking off the ${removed.text}, for service after I cancelled${cancelledEn}."`,
            `"Gracias por quitar los ${removed.text}, por servicio después de que cancelé${cancelledEs}."`,
          ),
      keptIsEquipment
        ? t(
            `"The ${keptEn} for the equipment isn't owed either: I returned it${r.receipt ? ' and have the receipt' : ''}. Please remove it too."`,
            `"Tampoco debo los ${keptEs} por el equipo: lo devolví${r.receipt ? ' y tengo el recibo' : ''}. Les pido quitarlos también."`,
          )
        : cycle && later !== undefined
          ? t(
              `"The ${keptEn} is for the cycle ${cycle.text}, which started after I cancelled${cancelledEn}. Please remove it too."`,
              `"Los ${keptEs} son por el periodo del ${cycle.text}, que empezó después de que cancelé${cancelledEs}. Les pido quitarlos también."`,
            )
          : t(
              `"The ${keptEn} is for service after I cancelled${cancelledEn}. Please remove it too."`,
              `"Los ${keptEs} son por servicio después de que cancelé${cancelledEs}. Les pido quitarlos también."`,
            ),
      t(
        `"Please confirm in writing that the account is closed at a zero balance${autopay ? ` and that nothing will be charged on ${autopay}` : ''}, and give me a confirmation number."`,
        `"Les pido confirmarme por escrito que la cuenta está cerrada con saldo en cero${autopay ? ` y que no se cobrará nada el ${autopay}` : ''}, y darme un número de confirmación."`,
      ),
    ].join('\n'),
    email: {
      subject: t(
        `Account [account number]: the ${removed.text} and the ${keptEn} after my cancellation${cancelledEn}`,
        `Cuenta [número de cuenta]: los ${removed.text} y los ${keptEs} después de mi cancelación${cancelledEs}`,
      ),
      body: t(
        `Hello,\n\nI cancelled${cancelledEn} and returned the equipment${r.returnedOn ? ` on ${r.returnedOn}` : ''}${r.receipt ? '; a copy of the return receipt is attached' : ''}. Your representative agreed to remove the ${removed.text}.${equipmentOff ? ' Since the equipment was returned, please record it as a billing correction, not a one-time courtesy, and note the return on my account.' : ''}\n\n${keptIsEquipment ? `The ${keptEn} for the equipment is not owed either: I returned it.` : cycle && later !== undefined ? `The ${keptEn} on my bill is for the cycle ${cycle.text}, which began after my cancellation${cancelledEn}.` : `The ${keptEn} on my bill is for service after my cancellation${cancelledEn}.`} Please remove it as well.\n\nPlease confirm in writing that the account is closed at a zero balance${autopay ? ` and that nothing will be charged to my card on ${autopay}` : ''}. Please reply in writing by [date].\n\nThank you,\n[Your name]`,
        `Hola:\n\nCancelé${cancelledEs} y devolví el equipo${r.returnedOn ? ` el ${r.returnedOn}` : ''}${r.receipt ? '; adjunto copia del recibo de devolución' : ''}. Su representante aceptó quitar los ${removed.text}.${equipmentOff ? ' Como el equipo fue devuelto, les pido registrarlo como una corrección de facturación, no como una cortesía, y anotar la devolución en mi cuenta.' : ''}\n\n${keptIsEquipment ? `Tampoco debo los ${keptEs} por el equipo: lo devolví.` : cycle && later !== undefined ? `Los ${keptEs} de mi factura son por el periodo del ${cycle.text}, que empezó después de mi cancelación${cancelledEs}.` : `Los ${keptEs} de mi factura son por servicio después de mi cancelación${cancelledEs}.`} Les pido quitarlos también.\n\nLes pido confirmarme por escrito que la cuenta está cerrada con saldo en cero${autopay ? ` y que no se cobrará nada a mi tarjeta el ${autopay}` : ''}. Les pido una respuesta por escrito antes del [fecha].\n\nGracias,\n[Su nombre]`,
      ),
    },
    talkingPoints: [
      t(
        'A fee for equipment you returned is a billing error to remove, not a favour to thank them for.',
        'Un cargo por un equipo que devolvió es un error de facturación que deben quitar, no un favor que agradecer.',
      ),
      t(
        'A charge for a billing cycle that starts after your cancellation is owed back.',
        'Un cargo por un ciclo de facturación que empieza después de su cancelación se le debe devolver.',
      ),
      t(
        `Still not owed: the ${keptEn}. Taking off the ${removed.text} doesn't settle it.`,
        `Aún no se deben: los ${keptEs}. Que quiten los ${removed.text} no lo resuelve todo.`,
      ),
      t(
        "Write down the rep's name, the date and a reference number.",
        'Anote el nombre de quien le atiende, la fecha y un número de referencia.',
      ),
    ],
  };
}

/**
 * For a collection agency's letter: why the debt isn't owed, in the person's voice, and what to attach.
 */
function returnedEquipmentDispute(ctx: CopyContext): { reason: string; proof: string } | undefined {
  const r = returnedEquipment(ctx);
  if (!r) return undefined;
  const t = inLanguage(ctx.lang);
  const mine = returnedEquipmentCharges(ctx, 'me', true)!;
  return {
    reason: t(
      `I cancelled${r.cancelled ? ` on ${r.cancelled}` : ''} and returned the equipment${r.returnedOn ? ` on ${r.returnedOn}` : ''}${r.receipt ? ' (I have the return receipt)' : ''}, so I don't owe ${mine}.`,
      `Cancelé${r.cancelled ? ` el ${r.cancelled}` : ''} y devolví el equipo${r.returnedOn ? ` el ${r.returnedOn}` : ''}${r.receipt ? ' (tengo el recibo de devolución)' : ''}, así que no debo ${mine}.`,
    ),
    proof: r.receipt
      ? t('the return receipt and my cancellation', 'el recibo de devolución y mi cancelación')
      : t('my cancellation and the record of the return', 'mi cancelación y el registro de la devolución'),
  };
}

// --- charges after a cancellation, part of them refunded ---

/**
 * "they'll refund the last 2 months only, the rest is 'too late'": what comes back is taken, and the
 * rest is asked for in writing, charge by charge, since every charge came after the cancellation;
 * a debit card's rest goes to the bank as a dispute, a credit card's to the issuer.
 */
function afterCancelPart(
  ctx: CopyContext,
  outcome: Outcome,
  latest: readonly CaseAmount[] | undefined,
  said: FollowUpSaid | undefined,
): FollowUpAnswer | undefined {
  if (!is(ctx, 'service_after_cancel') || outcome !== 'counter_offer') return undefined;
  const offered = latest?.find((amount) => amount.role === 'offered');
  const owed = ctx.computed.totalValue;
  const listed = chargeList(ctx);
  if (!offered || owed === undefined || !listed || offered.value >= owed - 0.005) return undefined;
  const split = splitRefund(listed, offered.value, said);
  if (!split) return undefined;
  const t = inLanguage(ctx.lang);
  const total = ctx.computed.total ?? ctx.money(owed);
  const rest = ctx.money(Math.round((owed - offered.value) * 100) / 100);
  // "the 49 annual fee in oct": a charge with its own name is said by it.
  const itemEn = (charge: ListedCharge) =>
    `${charge.label ? `the ${charge.text} ${charge.label}` : charge.text}${charge.day ? ` on ${charge.day}` : ''}`;
  const itemEs = (charge: ListedCharge) =>
    `${charge.text}${charge.label ? ` (${charge.label})` : ''}${charge.day ? ` del ${charge.day}` : ''}`;
  const leftEn = listIn(
    ctx.lang,
    chargesInWords(split.left, itemEn, (n, text) => `${n} charges of ${text}`),
  );
  const leftEs = listIn(
    ctx.lang,
    chargesInWords(split.left, itemEs, (n, text) => `${n} cargos de ${text}`),
  );
  const backEn = listIn(
    ctx.lang,
    chargesInWords(split.back, itemEn, (n, text) => `${n} charges of ${text}`),
  );
  const backEs = listIn(
    ctx.lang,
    chargesInWords(split.back, itemEs, (n, text) => `${n} cargos de ${text}`),
  );
  const cancelled = ctx.date('cancelled');
  const party = ctx.namedParty ?? t('the company', 'la compañía');
  // Their own email confirming it ("the email they sent saying 'your membership has been cancelled'")
  // is the cancellation proof too.
  const proof =
    ctx.case.flags.cancelProof === true ||
    (ctx.evidence ?? []).some((item) =>
      ['email', 'confirmation_email', 'cancellation_proof'].includes(item.kind),
    );
  const late = ctx.case.flags.toldTooLate === true || /too late|tarde/iu.test(offered.text);
  const card = ctx.case.cardType;
  const cardStepEn =
    card === 'debit'
      ? `These went on your debit card: ask your bank today, in writing, to dispute the ${rest} with ${party} (a chargeback) and to block new charges from it; a debit dispute should reach the bank within 60 days of the statement that first showed each charge, so don't wait.`
      : card === 'credit'
        ? `These went on your credit card: send the card issuer a written billing-error dispute for the ${rest}, within 60 days of the statement that first showed each charge.`
        : `If they went on a card, ask your card issuer or bank today about disputing the ${rest} (disputes have time limits).`;
  const cardStepEs =
    card === 'debit'
      ? `Se cobraron a su tarjeta de débito: pida hoy a su banco, por escrito, que dispute los ${rest} con ${party} (un contracargo) y que bloquee nuevos cobros; una disputa de débito debe llegar al banco dentro de los 60 días del estado de cuenta que mostró cada cargo por primera vez, así que no espere.`
      : card === 'credit'
        ? `Se cobraron a su tarjeta de crédito: envíe al emisor una disputa por escrito por error de facturación por los ${rest}, dentro de los 60 días del estado de cuenta que mostró cada cargo por primera vez.`
        : `Si se cobraron a una tarjeta, pregunte hoy al emisor o a su banco cómo disputar los ${rest} (las disputas tienen plazos).`;
  return t(
    {
      strategy: `They're refunding ${offered.text} of the ${total}${backEn === offered.text ? '' : ` (${backEn})`}: take it, but it doesn't settle the rest.${late ? ` "Too late" doesn't make the others owed: you cancelled${cancelled ? ` on ${cancelled}` : ''}, before every one of them.` : ''} Still to get back: ${leftEn}, ${rest} in all. Ask ${party} for it in writing${proof ? ', with your cancellation email attached' : ', with your proof of the cancellation'}. ${cardStepEn} If they still refuse, file a complaint with your state attorney general's consumer protection office and the FTC (ReportFraud.ftc.gov).`,
      opening: `"To ${party}: thank you, I'll take the refund of ${backEn}. It doesn't settle the rest: I cancelled${cancelled ? ` on ${cancelled}` : ''}, before every charge, so please refund ${leftEn} too (${rest}), and confirm in writing that nothing more will be charged."${card === 'debit' ? `\n"To the bank: I'm disputing debits from ${party} made after I cancelled${cancelled ? ` on ${cancelled}` : ''}: ${leftEn}, ${rest} in all. The merchant refunded the others but refuses these. Please dispute them (a chargeback) and block new charges from this merchant."` : ''}`,
      email: {
        subject: `The rest of the charges after my cancellation: ${rest}`,
        body: `Hello,\n\nThank you for agreeing to refund ${backEn}. I cancelled${cancelled ? ` on ${cancelled}` : ''}${proof ? ' (my cancellation email is attached)' : ' ([attach your proof of the cancellation])'}, before every charge, so the rest is owed back too: ${leftEn}, ${rest} in all.\n\nPlease refund it to my original payment method and confirm in writing that the account is cancelled with nothing more to be charged. Please reply by [date].\n\nThank you,\n[Your name]`,
      },
      talkingPoints: [
        `Refunded: ${backEn}. Still to get back: ${leftEn}, ${rest} in all.`,
        'A refund of part settles nothing else unless you agree that it does.',
        card === 'debit'
          ? 'Write to the bank now: each charge’s 60 days run from the statement that first showed it.'
          : 'Keep the cancellation proof with every request, and note each rep’s name and the date.',
      ],
    },
    {
      strategy: `Le devuelven ${offered.text} de los ${total}${backEs === offered.text ? '' : ` (${backEs})`}: acéptelo, pero no arregla el resto.${late ? ` Que sea "demasiado tarde" no hace que los otros se deban: usted canceló${cancelled ? ` el ${cancelled}` : ''}, antes de todos ellos.` : ''} Falta que le devuelvan: ${leftEs}, ${rest} en total. Pídalo a ${party} por escrito${proof ? ', con su correo de cancelación adjunto' : ', con su prueba de la cancelación'}. ${cardStepEs} Si se siguen negando, presente una queja ante la oficina de protección al consumidor del fiscal general de su estado y ante la FTC (ReportFraud.ftc.gov).`,
      opening: `"A ${party}: gracias, acepto el reembolso de ${backEs}. No arregla el resto: cancelé${cancelled ? ` el ${cancelled}` : ''}, antes de cada cargo, así que les pido reembolsar también ${leftEs} (${rest}) y confirmar por escrito que no se cobrará nada más."${card === 'debit' ? `\n"Al banco: disputo cargos de ${party} hechos después de que cancelé${cancelled ? ` el ${cancelled}` : ''}: ${leftEs}, ${rest} en total. El comercio devolvió los otros pero se niega a devolver estos. Les pido disputarlos (un contracargo) y bloquear nuevos cobros de ese comercio."` : ''}`,
      email: {
        subject: `El resto de los cargos después de mi cancelación: ${rest}`,
        body: `Hola:\n\nGracias por aceptar reembolsar ${backEs}. Cancelé${cancelled ? ` el ${cancelled}` : ''}${proof ? ' (adjunto mi correo de cancelación)' : ' ([adjunte su prueba de la cancelación])'}, antes de cada cargo, así que el resto también se me debe devolver: ${leftEs}, ${rest} en total.\n\nLes pido reembolsarlo a mi forma de pago original y confirmarme por escrito que la cuenta está cancelada y que no se cobrará nada más. Les pido una respuesta antes del [fecha].\n\nGracias,\n[Su nombre]`,
      },
      talkingPoints: [
        `Reembolsado: ${backEs}. Falta que le devuelvan: ${leftEs}, ${rest} en total.`,
        'Un reembolso de una parte no cierra lo demás, a menos que usted lo acepte así.',
        card === 'debit'
          ? 'Escriba al banco ya: los 60 días de cada cargo corren desde el estado de cuenta que lo mostró por primera vez.'
          : 'Adjunte la prueba de la cancelación a cada petición y anote el nombre de quien le atiende y la fecha.',
      ],
    },
  );
}

// --- rent charged on equipment the person owns ---

/**
 * "15 a month of 'equipment rental' for a modem I bought, 8 months now": the charge, and what it
 * came to (15 × 8 = $120), when the person says the equipment is theirs.
 */
function ownEquipment(ctx: CopyContext) {
  if (ctx.case.flags.ownEquipment !== true) return undefined;
  const t = inLanguage(ctx.lang);
  // Rent on a modem is the smallest monthly charge named (never the bill itself).
  const monthly =
    ctx.case.amounts
      .filter((amount) => amount.role === 'unit' && amount.per === 'month' && amount.count)
      .sort((a, b) => a.value - b.value)[0] ?? ctx.case.amounts.find((amount) => amount.role === 'fee');
  const months = monthly?.count;
  const rise = followUpSubCase(ctx) === 'service_price_rise';
  const paid = monthly && months ? ctx.money(monthly.value * months) : undefined;
  const charge = monthly
    ? t(`the ${monthly.text}-a-month equipment rental`, `los ${monthly.text} al mes de renta de equipo`)
    : t('the equipment rental charge', 'el cargo de renta de equipo');
  const refund = paid
    ? t(`the ${months} months you've paid (${paid})`, `los ${months} meses que ha pagado (${paid})`)
    : t("every month you've paid it", 'cada mes que lo ha pagado');
  const refundMine = paid
    ? t(`the ${months} months I've paid (${paid})`, `los ${months} meses que he pagado (${paid})`)
    : t("every month I've paid it", 'cada mes que lo he pagado');
  return {
    charge,
    refund,
    paid,
    rise,
    strategy: t(
      `First, the equipment charge: the modem is yours, so there's nothing to rent. Ask them to remove ${charge} and refund ${refund}, with your purchase receipt and the modem's serial or MAC number (on its label) in hand. If they won't, file a complaint with the FCC (consumercomplaints.fcc.gov) and attach the receipt.${rise ? ' Then, the price.' : ''}`,
      `Primero, el cargo del equipo: el módem es suyo, así que no hay nada que rentar. Pida que quiten ${charge} y le devuelvan ${refund}, con el recibo de compra y el número de serie o MAC del módem (en su etiqueta) a la mano. Si no lo hacen, presente una queja ante la FCC (consumercomplaints.fcc.gov) con el recibo.${rise ? ' Luego, el precio.' : ''}`,
    ),
    line: t(
      `I'm also charged ${charge} for a modem I own; I have the receipt and its serial number. Please remove it and refund ${refundMine}.`,
      `También me cobran ${charge} por un módem que es mío; tengo el recibo y su número de serie. Les pido quitar ese cargo y devolverme ${refundMine}.`,
    ),
    paragraph: t(
      `Separately, you are charging me ${charge} for a modem I bought myself (receipt attached; serial/MAC number [number]). Please remove the charge and refund ${refundMine}.`,
      `Aparte, me cobran ${charge} por un módem que compré yo (adjunto el recibo; número de serie/MAC [número]). Les pido quitar ese cargo y devolverme ${refundMine}.`,
    ),
    point: t(
      `The modem: you bought it, so you owe no rent on it. Keep the receipt and the serial or MAC number ready.`,
      `El módem: usted lo compró, así que no debe renta por él. Tenga a la mano el recibo y el número de serie o MAC.`,
    ),
  };
}

/** The first answer with the owned equipment's charge asked off first, beside whatever else is asked. */
function planWithEquipment(ctx: CopyContext): Plan {
  const base = plan(ctx);
  const own = ownEquipment(ctx);
  if (!own) return base;
  const blocks = base.email.body.split('\n\n');
  const body =
    blocks.length >= 3
      ? [...blocks.slice(0, 2), own.paragraph, ...blocks.slice(2)].join('\n\n')
      : `${base.email.body}\n\n${own.paragraph}`;
  return {
    ...base,
    strategy: `${own.strategy} ${base.strategy}`,
    opening: [...base.opening, own.line],
    email: {
      subject: `${base.email.subject}${ctx.lang === 'es' ? ' y renta de un módem propio' : ' and rent on a modem I own'}`,
      body,
    },
    points: [own.point, ...base.points],
  };
}

/**
 * After they answer on a bill with rent charged on an owned modem: the modem is answered on its own
 * ("the system says you have our equipment" is their record, not the receipt), and any new price
 * is weighed on its own, never one ladder for both.
 */
/** "September 27" or "27 de septiembre": a day the person can find on a calendar this year. */
function dayAndMonth(iso: string, lang: Language): string {
  return new Intl.DateTimeFormat(lang === 'es' ? 'es-US' : 'en-US', {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));
}

function isoPlusDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Charges after a cancellation, part of them handed back. With a notice period named ("30 días de
 * aviso … el de septiembre sí lo debo"), the notice is worked out first: what comes back, what they
 * keep, whether the notice explains the kept one. Otherwise ("the last 2 months only, the rest is too
 * late") the charges left are named one by one, each asked back, with the card's dispute next. Where
 * the charges can't be told apart, what comes back and what is kept, with the bank if it never comes.
 */
export function afterCancelPartFollowUp(
  ctx: CopyContext,
  offer: string | undefined,
  latest: readonly CaseAmount[] | undefined,
  said?: FollowUpSaid,
): FollowUpAnswer | undefined {
  return (
    (ctx.case.noticeDays === undefined ? afterCancelPart(ctx, 'counter_offer', latest, said) : undefined) ??
    partRefundKept(ctx, offer, latest)
  );
}

/** A partial refund weighed as a whole: what comes back, what is kept, a notice period's end. */
function partRefundKept(
  ctx: CopyContext,
  offer: string | undefined,
  latest: readonly CaseAmount[] | undefined,
): FollowUpAnswer | undefined {
  const back = latest?.find((amount) => amount.role === 'offered' || amount.role === 'returned');
  const { unit, count, total } = chargesAfter(ctx);
  const totalValue = ctx.computed.totalValue;
  if (!back || !unit || !count || !total || totalValue === undefined || back.value >= totalValue)
    return undefined;
  const t = inLanguage(ctx.lang);
  const paper =
    ctx.case.flags.cancelProof === true
      ? t('your cancellation record', 'su comprobante de cancelación')
      : t('your proof of the cancellation', 'su prueba de la cancelación');
  const backText = offer ?? back.text;
  const keptValue = Math.round((totalValue - back.value) * 100) / 100;
  const kept = ctx.money(keptValue);
  const unitValue = ctx.value('billed', 'fee', 'other', 'unit') ?? 0;
  const backCount = unitValue > 0 ? Math.round(back.value / unitValue) : undefined;
  const ofThem =
    backCount && backCount > 0 && backCount < count
      ? t(
          ` (${backCount} of the ${count} charges of ${unit})`,
          ` (${backCount} de los ${count} cargos de ${unit})`,
        )
      : '';
  const cancelledIso = ctx.case.dates.find((date) => date.role === 'cancelled')?.iso;
  const cancelled = ctx.date('cancelled');
  const firstIso = ctx.case.dates.find((date) => date.role === 'service' || date.role === 'charge')?.iso;
  const first = ctx.date('service', 'charge');
  const notice = ctx.case.noticeDays;
  const noticeEnd = notice && cancelledIso ? isoPlusDays(cancelledIso, notice) : undefined;
  const inside = noticeEnd !== undefined && firstIso !== undefined && firstIso <= noticeEnd;
  const keptCharge = first
    ? t(`the ${first} charge`, `el cargo del ${first}`)
    : t(`the ${kept} they keep`, `los ${kept} que se quedan`);
  const noticeLine =
    notice && noticeEnd && cancelled
      ? inside
        ? t(
            `Check ${paper} and your contract for the ${notice}-day notice. If it's there, the notice ran from ${cancelled} to ${dayAndMonth(noticeEnd, 'en')}, so ${keptCharge} falls inside it and is likely owed, and the ${backText} is everything after it: take it. If neither one says so, ask for the ${kept} back too, in the same email.`,
            `Revise en ${paper} y en su contrato si aparece el aviso de ${notice} días. Si aparece, el aviso corrió del ${cancelled} al ${dayAndMonth(noticeEnd, 'es')}, así que ${keptCharge} cae dentro y probablemente sí lo debe, y los ${backText} son todo lo demás: acéptelos. Si ninguno de los dos lo dice, pida también los ${kept}, en el mismo correo.`,
          )
        : t(
            `A ${notice}-day notice from ${cancelled} ends on ${dayAndMonth(noticeEnd, 'en')}, before ${keptCharge}: it doesn't explain keeping it, so ask for the ${kept} back too.`,
            `Un aviso de ${notice} días desde el ${cancelled} termina el ${dayAndMonth(noticeEnd, 'es')}, antes de ${keptCharge}: no explica que se lo queden, así que pida también los ${kept}.`,
          )
      : t(
          `Every charge after your cancellation should come back, so ask in writing for the ${kept} too, and ask them to show you the clause that lets them keep it.`,
          `Cada cargo posterior a su cancelación se le debe devolver, así que pida por escrito también los ${kept}, y que le muestren la cláusula que les permite quedárselos.`,
        );
  const keepAsking = !(notice && noticeEnd && inside);
  const waitUntil = dayAndMonth(isoPlusDays(ctx.today, 10), ctx.lang);
  const nextCharge =
    firstIso && count
      ? (() => {
          const date = new Date(`${firstIso}T00:00:00Z`);
          date.setUTCMonth(date.getUTCMonth() + count);
          const iso = date.toISOString().slice(0, 10);
          return iso > ctx.today ? dayAndMonth(iso, ctx.lang) : undefined;
        })()
      : undefined;
  const bank =
    ctx.case.cardType === 'debit'
      ? t('your bank', 'su banco')
      : t('your bank or card issuer', 'su banco o el emisor de su tarjeta');
  return {
    strategy: t(
      `That's a partial refund: they give back ${backText}${ofThem} of the ${total} and keep ${kept}. ${noticeLine} Get it in writing: an email with the ${backText}, the date it reaches your card, a reference number, and that the account is closed with nothing more to charge${nextCharge ? ` (the next charge would fall on ${nextCharge})` : ''}. If the ${backText} hasn't arrived by ${waitUntil}, dispute those charges with ${bank} with ${paper} and their email.`,
      `Es un reembolso parcial: le devuelven ${backText}${ofThem} de los ${total} y se quedan con ${kept}. ${noticeLine} Pídalo por escrito: un correo con los ${backText}, la fecha en que llegan a su tarjeta, un número de referencia y que la cuenta está cerrada y no se cobrará nada más${nextCharge ? ` (el próximo cargo caería el ${nextCharge})` : ''}. Si para el ${waitUntil} no le han llegado los ${backText}, dispute esos cargos con ${bank} con ${paper} y el correo de ellos.`,
    ),
    opening: quoteLines([
      t(
        `Thank you. To confirm: you're refunding ${backText}${ofThem} to my card, and the account is closed with nothing more to charge. Can you email me that with a reference number?`,
        `Gracias. Para confirmar: me devuelven ${backText}${ofThem} a mi tarjeta, y la cuenta está cerrada y no se cobrará nada más. ¿Me lo pueden enviar por correo con un número de referencia?`,
      ),
      keepAsking
        ? t(
            `Please refund the other ${kept} too: I cancelled on ${cancelled ?? '[date]'}. If you say it's owed, which clause says so?`,
            `Les pido devolver también los otros ${kept}: cancelé el ${cancelled ?? '[fecha]'}. Si dicen que lo debo, ¿qué cláusula lo dice?`,
          )
        : t(
            `Which document has the ${notice}-day notice, my contract or my cancellation record? Please send me that page.`,
            `¿En qué documento está el aviso de ${notice} días, en mi contrato o en mi comprobante de cancelación? Por favor, envíenme esa página.`,
          ),
    ]),
    email: {
      subject: t(
        `Refund of ${backText} after my cancellation on ${cancelled ?? '[date]'}`,
        `Reembolso de ${backText} después de mi cancelación del ${cancelled ?? '[fecha]'}`,
      ),
      body: t(
        `Hello,\n\nI cancelled my account on ${cancelled ?? '[date]'}. You told me you will refund ${backText}${ofThem} to my card. Please confirm in writing the amount, the date it will reach my card, and that my account is closed and nothing more will be charged.${keepAsking ? `\n\nI also ask for the remaining ${kept}: it was charged after my cancellation. If you consider it owed, please send me the clause that says so.` : `\n\nPlease also send me the page of my contract that sets the ${notice}-day notice.`}\n\nThank you,\n[Your name]`,
        `Hola:\n\nCancelé mi cuenta el ${cancelled ?? '[fecha]'}. Me dijeron que me devolverán ${backText}${ofThem} a mi tarjeta. Les pido confirmarme por escrito el monto, la fecha en que llegará a mi tarjeta y que mi cuenta está cerrada y no se cobrará nada más.${keepAsking ? `\n\nTambién les pido los ${kept} restantes: se cobraron después de mi cancelación. Si consideran que los debo, envíenme la cláusula que lo dice.` : `\n\nTambién les pido la página de mi contrato que fija el aviso de ${notice} días.`}\n\nGracias,\n[Su nombre]`,
      ),
    },
    talkingPoints: [
      t(
        `Back: ${backText}. Kept: ${kept}. Charged in all: ${total}.`,
        `Le devuelven: ${backText}. Se quedan: ${kept}. Cobrado en total: ${total}.`,
      ),
      t(
        `Keep ${paper} and their email together: they are your proof if you need the bank.`,
        `Guarde juntos ${paper} y el correo de ellos: son su prueba si necesita al banco.`,
      ),
      ...(nextCharge
        ? [
            t(
              `Check your account on ${nextCharge}: a new charge then means the account wasn't closed; dispute it right away.`,
              `Revise su cuenta el ${nextCharge}: si aparece un cargo nuevo, la cuenta no se cerró; dispútelo de inmediato.`,
            ),
          ]
        : []),
    ],
  };
}

/** Where a complaint about charges after cancelling goes: the FCC only for internet, phone or TV. */
function afterCancelRoutes(ctx: CopyContext): string {
  const t = inLanguage(ctx.lang);
  const utility = isUtility(ctx);
  if (utility)
    return t("your state's public utility commission", 'la comisión de servicios públicos de su estado');
  if (utility === false)
    return t('the FCC (consumercomplaints.fcc.gov)', 'la FCC (consumercomplaints.fcc.gov)');
  return t(
    "the FCC (consumercomplaints.fcc.gov) if it's internet, phone or TV, or your state attorney general's consumer protection office",
    'la FCC (consumercomplaints.fcc.gov) si es internet, teléfono o TV, o la oficina de protección al consumidor del fiscal general de su estado',
  );
}

/**
 * Charges after a cancellation, paid by autopay on a credit card and shown on its statement: the card's
 * written billing-error dispute is the lever now, by the statement's day + 60, with the cancellation
 * and the return as proof; autopay to the company stops, and the complaint the talk started goes on.
 * Never the "what is this charge?" questions: the charge, its reason and its proof are known.
 */
function afterCancelOnCard(ctx: CopyContext, outcome: Outcome): FollowUpAnswer | undefined {
  if (
    !is(ctx, 'service_after_cancel') ||
    !ctx.right('fcba-billing-error') ||
    (outcome !== 'said_no' && outcome !== 'pay_now' && outcome !== 'no_reply')
  )
    return undefined;
  const t = inLanguage(ctx.lang);
  const r = returnedEquipment(ctx);
  const total = r?.total ?? ctx.figure('total', 'billed', 'fee');
  const charges = returnedEquipmentCharges(ctx, 'me') ?? total;
  const by = ctx.deadline('fcba-billing-error');
  const statement = ctx.date('statement');
  const cancelled = ctx.date('cancelled');
  const returned = r?.returnedOn;
  const company = ctx.namedParty ?? t('the company', 'la compañía');
  const routes = afterCancelRoutes(ctx);
  const proofEn = [
    cancelled ? `I cancelled the service on ${cancelled}` : 'I cancelled the service',
    ...(r ? [returned ? `returned the equipment on ${returned}` : 'returned the equipment'] : []),
  ].join(' and ');
  const proofEs = [
    cancelled ? `Cancelé el servicio el ${cancelled}` : 'Cancelé el servicio',
    ...(r ? [returned ? `devolví el equipo el ${returned}` : 'devolví el equipo'] : []),
  ].join(' y ');
  const attachEn = r
    ? 'the cancellation confirmation and the return receipt with its tracking number'
    : 'the cancellation confirmation';
  const attachEs = r
    ? 'la confirmación de la cancelación y el recibo de devolución con su número de rastreo'
    : 'la confirmación de la cancelación';
  return {
    strategy: t(
      `Since ${total ?? 'the charge'} went on your credit card${statement ? ` and showed on the statement of ${statement}` : ''}, dispute it with the card issuer in writing now, as a billing error: charges after you cancelled${r ? ' and for equipment you returned' : ''}. ${by ? `The Fair Credit Billing Act gives you 60 days from that statement: get your letter to the issuer's billing-error address by ${by}.` : "Send it to the issuer's billing-error address within 60 days of the statement that first showed it."} Attach ${attachEn}. While they investigate you can hold back ${total ?? 'the disputed amount'} and pay the rest of the card bill. Turn off autopay to ${company} (in your account and with the card issuer), so it isn't charged again. Keep the dispute with ${company} and the complaint with ${routes} going too. Lane isn't a lawyer; this is coaching, not legal advice.`,
      `Como ${total ?? 'el cargo'} se cobró en su tarjeta de crédito${statement ? ` y apareció en el estado de cuenta del ${statement}` : ''}, dispútelo ahora por escrito con el emisor de la tarjeta, como error de facturación: cargos después de que usted canceló${r ? ' y por equipo que devolvió' : ''}. ${by ? `La Ley de Facturación Justa de Crédito le da 60 días desde ese estado de cuenta: haga llegar su carta a la dirección para errores de facturación del emisor a más tardar el ${by}.` : 'Envíela a la dirección para errores de facturación del emisor dentro de los 60 días del estado de cuenta que mostró el cargo.'} Adjunte ${attachEs}. Mientras investigan, puede dejar de pagar ${total ?? 'el monto en disputa'} y pagar el resto de la tarjeta. Desactive el pago automático a ${company} (en su cuenta y con el emisor de la tarjeta), para que no le vuelvan a cobrar. Siga también con la disputa ante ${company} y la queja ante ${routes}. Lane no es abogado; esto es orientación, no asesoría legal.`,
    ),
    opening: quoteLines([
      t(
        `To the card issuer: I'm disputing a charge of ${total ?? '[amount]'} on my statement${statement ? ` of ${statement}` : ''} as a billing error. ${proofEn}, and ${company} charged me anyway.`,
        `Al emisor de la tarjeta: disputo un cargo de ${total ?? '[monto]'} en mi estado de cuenta${statement ? ` del ${statement}` : ''} como error de facturación. ${proofEs}, y ${company} me cobró de todos modos.`,
      ),
      t(
        "What's the billing-error address for my written dispute? I'm sending it today with my proof.",
        '¿Cuál es la dirección para errores de facturación? Hoy envío mi disputa por escrito con mis pruebas.',
      ),
      t(
        `Please also stop the automatic payments to ${company} on this card.`,
        `También les pido detener los pagos automáticos a ${company} con esta tarjeta.`,
      ),
    ]),
    email: {
      subject: t(
        `Billing error dispute: ${total ?? '[amount]'}${statement ? ` on my statement of ${statement}` : ''}, account ending [last 4 digits]`,
        `Disputa por error de facturación: ${total ?? '[monto]'}${statement ? ` en mi estado de cuenta del ${statement}` : ''}, cuenta terminada en [últimos 4 dígitos]`,
      ),
      body: t(
        `To the billing-error department:\n\nI dispute a charge of ${total ?? '[amount]'} from ${company} on my statement${statement ? ` of ${statement}` : ''}, account ending [last 4 digits]. ${proofEn}. The charge is ${r && charges ? charges : 'for service after I cancelled'}, which I do not owe.\n\nI have attached ${attachEn}. Please correct the billing error and credit ${total ?? 'the amount'} to my account.\n\nSincerely,\n[Your name]\n[Mailing address]`,
        `Al departamento de errores de facturación:\n\nDisputo un cargo de ${total ?? '[monto]'} de ${company} en mi estado de cuenta${statement ? ` del ${statement}` : ''}, cuenta terminada en [últimos 4 dígitos]. ${proofEs}. El cargo es ${r && charges ? charges : 'por servicio después de que cancelé'}, que no debo.\n\nAdjunto ${attachEs}. Les pido corregir el error de facturación y acreditar ${total ?? 'el monto'} a mi cuenta.\n\nAtentamente,\n[Su nombre]\n[Dirección postal]`,
      ),
    },
    // The issuer's letter is its own: the company's "no record" was answered the turn before.
    answersClaim: true,
    talkingPoints: [
      t(
        `A phone call doesn't protect you: the written letter does${by ? `, and it must arrive by ${by}` : ''}. Send it by a method that shows delivery.`,
        `Una llamada no le protege: la carta por escrito sí${by ? `, y debe llegar a más tardar el ${by}` : ''}. Envíela por un medio que confirme la entrega.`,
      ),
      t(
        `Pay the rest of the card bill on time; hold back only the ${total ?? 'disputed amount'}.`,
        `Pague a tiempo el resto de la tarjeta; deje sin pagar solo ${total ?? 'el monto en disputa'}.`,
      ),
      t(
        `Turn off autopay to ${company}, so next month's bill isn't charged too.`,
        `Desactive el pago automático a ${company}, para que no le cobren también la factura del próximo mes.`,
      ),
      t(
        `Keep copies of everything you send to ${company}, the card issuer and ${routes}.`,
        `Guarde copias de todo lo que envíe a ${company}, al emisor de la tarjeta y a ${routes}.`,
      ),
    ],
  };
}

/**
 * After a cancellation (and equipment sent back), "pay in 30 days or it goes to collections", "we have no
 * record of the modem": a demand to pay money the cancellation and the return say isn't owed. The answer
 * holds the dispute (never asks for payment terms), sends the proof in writing, asks for a trace and a
 * hold, and keeps the complaint route the first answer named.
 */
function afterCancelPayNow(
  ctx: CopyContext,
  outcome: Outcome,
  said: FollowUpSaid | undefined,
): FollowUpAnswer | undefined {
  // "pay it in 2 weeks or it goes to collections", read as a no: a last day before collections is a
  // demand to pay all the same.
  const demand =
    outcome === 'pay_now' ||
    (outcome === 'said_no' && said?.hold?.placed === false && said.hold.thenCollections);
  if (!demand || !is(ctx, 'service_after_cancel') || ctx.case.flags.cancelled !== true) return undefined;
  const t = inLanguage(ctx.lang);
  const r = returnedEquipment(ctx);
  const charges = returnedEquipmentCharges(ctx, 'me') ?? ctx.figure('total', 'billed', 'fee');
  const total = r?.total ?? ctx.figure('total', 'billed', 'fee');
  const cancelled = ctx.date('cancelled');
  const returned = r?.returnedOn;
  const routes = afterCancelRoutes(ctx);
  const proofEn = [
    cancelled ? `I cancelled on ${cancelled}` : 'I cancelled',
    ...(r ? [returned ? `returned the equipment on ${returned}` : 'returned the equipment'] : []),
  ].join(' and ');
  const proofEs = [
    cancelled ? `Cancelé el ${cancelled}` : 'Cancelé',
    ...(r ? [returned ? `devolví el equipo el ${returned}` : 'devolví el equipo'] : []),
  ].join(' y ');
  const step = nextStep(ctx, 'pay_now', undefined) ?? '';
  const noRecord = said?.claims?.includes('no_record') === true;
  // "pay in 30 days or it goes to collections": their last day, and the written dispute before it.
  const lastIso = said?.hold?.placed === false ? said.hold.endIso : undefined;
  const last = lastIso
    ? t(
        `They named a last day (${formatDay(lastIso, 'en')}) before collections: send your written dispute well before then.`,
        `Le dieron un último día (el ${formatDay(lastIso, 'es')}) antes de cobranza: envíe su disputa por escrito bastante antes.`,
      )
    : '';
  return {
    strategy: `${last} ${step} ${t(
      `File the complaint with ${routes} now, with your ${r ? 'return receipt and tracking' : 'cancellation confirmation'} attached: the company must answer it in writing.`,
      `Presente ya la queja ante ${routes}, con ${r ? 'el recibo de devolución y el número de rastreo' : 'la confirmación de la cancelación'} adjuntos: la compañía debe responderla por escrito.`,
    )}`.trim(),
    opening: quoteLines([
      t(
        `I won't pay ${total ?? 'these charges'}: ${proofEn}${r?.receipt ? ', and I have the receipt' : ''}.`,
        `No voy a pagar ${total ?? 'estos cargos'}: ${proofEs.charAt(0).toLowerCase()}${proofEs.slice(1)}${r?.receipt ? ', y tengo el recibo' : ''}.`,
      ),
      ...(r
        ? [
            t(
              'Please trace the return with the carrier by the tracking number [tracking number] and note it on the account.',
              'Les pido rastrear la devolución con la empresa de envíos con el número de rastreo [número de rastreo] y anotarlo en la cuenta.',
            ),
          ]
        : []),
      t(
        "Please put a hold on the account while it's reviewed: it shouldn't go to collections over a charge I dispute.",
        'Les pido poner la cuenta en espera mientras lo revisan: no debe ir a cobranza por un cargo que disputo.',
      ),
    ]),
    email: {
      subject: t(
        `Dispute: ${total ?? 'charges'} after my cancellation${cancelled ? ` on ${cancelled}` : ''}, account [account number]`,
        `Disputa: ${total ?? 'cargos'} después de mi cancelación${cancelled ? ` del ${cancelled}` : ''}, cuenta [número de cuenta]`,
      ),
      body: t(
        `Hello,\n\n${proofEn}; ${r ? 'a copy of the return receipt with its tracking number is' : 'a copy of the cancellation confirmation is'} attached. You are charging me ${charges ?? total ?? 'charges I do not owe'}, and you told me that if I don't pay, the account will go to collections.\n\nI dispute these charges and will not pay them. Please ${r ? 'trace the return with the carrier by the tracking number, ' : ''}remove them, keep the account out of collections while it is reviewed, and confirm in writing that the account is closed at a zero balance.\n\nThank you,\n[Your name]\n[Phone number]`,
        `Hola:\n\n${proofEs}; adjunto copia ${r ? 'del recibo de devolución con su número de rastreo' : 'de la confirmación de la cancelación'}. Me están cobrando ${charges ?? total ?? 'cargos que no debo'}, y me dijeron que si no pago, la cuenta irá a cobranza.\n\nDisputo estos cargos y no los pagaré. Les pido ${r ? 'rastrear la devolución con la empresa de envíos por el número de rastreo, ' : ''}quitarlos, mantener la cuenta fuera de cobranza mientras lo revisan y confirmar por escrito que la cuenta queda cerrada con saldo cero.\n\nGracias,\n[Su nombre]\n[Teléfono]`,
      ),
    },
    // With no "we have no record" to answer, the proof line the claims would add is this answer's own.
    ...(noRecord ? {} : { answersClaim: true }),
    talkingPoints: [
      ...(noRecord
        ? [
            t(
              `"No record" is their system, not your proof: your ${r ? 'receipt and tracking' : 'cancellation confirmation'} is the record. Send copies, keep the originals.`,
              `"No tenemos registro" es su sistema, no su prueba: ${r ? 'su recibo y el rastreo' : 'la confirmación de su cancelación'} son el registro. Envíe copias y guarde los originales.`,
            ),
          ]
        : []),
      t(
        'Send the dispute in writing well before their deadline, and keep proof you sent it.',
        'Envíe la disputa por escrito bastante antes de su plazo y guarde la prueba del envío.',
      ),
      t(
        'If a collection agency writes to you, dispute the debt with it in writing within 30 days of its letter, with the same proof.',
        'Si recibe una carta de una agencia de cobranza, dispute la deuda por escrito dentro de los 30 días de esa carta, con la misma prueba.',
      ),
      t(
        'If the charge was paid by card, ask your card issuer how to dispute it too.',
        'Si el cargo se pagó con tarjeta, pregunte también a su emisor cómo disputarlo.',
      ),
    ],
  };
}

function equipmentFollowUp(
  ctx: CopyContext,
  outcome: Outcome,
  offer: string | undefined,
): FollowUpAnswer | undefined {
  const own = ownEquipment(ctx);
  if (!own || (outcome !== 'said_no' && outcome !== 'counter_offer')) return undefined;
  const t = inLanguage(ctx.lang);
  const { old, now } = priceRise(ctx);
  const oldValue = ctx.value('current');
  const nowValue = ctx.value('proposed', 'billed');
  // "they can't remove the modem fee and the best price is 70": a no on one, an offer on the other.
  const price = offer ? priceAfterOffer(ctx, offer) : undefined;
  const less = price !== undefined && nowValue !== undefined ? ctx.money(nowValue - price) : undefined;
  const more =
    price !== undefined && oldValue !== undefined && price > oldValue
      ? ctx.money(price - oldValue)
      : undefined;
  const priceStep = !own.rise
    ? ''
    : price !== undefined
      ? t(
          `The price: ${offer} is ${less} a month less than ${now}${more ? ` but ${more} more than your old ${old}` : ''}. Ask once whether retention can do better or match another company's price; if ${offer} is their best, take it only in writing, with how long it lasts. The modem charge comes off on top of it.`,
          `El precio: ${offer} son ${less} al mes menos que ${now}${more ? `, pero ${more} más que sus ${old} de antes` : ''}. Pregunte una vez si retención puede mejorarlo o igualar el precio de otra compañía; si ${offer} es lo mejor que ofrecen, acéptelo solo por escrito, con cuánto tiempo dura. El cargo del módem se quita aparte.`,
        )
      : now
        ? t(
            `The price: ask for the retention department and whether they can bring ${now} closer to ${old ?? 'your old price'}, with another company's price in hand; the modem charge is a separate matter.`,
            `El precio: pida hablar con retención y pregunte si pueden acercar ${now} a ${old ?? 'su precio anterior'}, con el precio de otra compañía a la mano; el cargo del módem es un asunto aparte.`,
          )
        : '';
  return {
    strategy: t(
      `Keep the two things apart. The modem: if their system says you have their equipment, their record is wrong, and your receipt shows it. Give them the modem's serial or MAC number (on its label) so they can check it against the account, and ask them to correct the record, remove ${own.charge} and refund ${own.refund}. If this rep can't, ask for a supervisor; if it still isn't fixed, file a complaint with the FCC (consumercomplaints.fcc.gov) with the receipt. ${priceStep}`,
      `Separe los dos asuntos. El módem: si su sistema dice que usted tiene equipo de ellos, su registro está mal, y su recibo lo demuestra. Deles el número de serie o MAC del módem (en su etiqueta) para que lo comparen con la cuenta, y pida que corrijan el registro, quiten ${own.charge} y le devuelvan ${own.refund}. Si este representante no puede, pida un supervisor; si aun así no lo corrigen, presente una queja ante la FCC (consumercomplaints.fcc.gov) con el recibo. ${priceStep}`,
    ).trim(),
    opening: quoteLines([
      t(
        `The modem on my account is mine: I bought it and I have the receipt. Its serial number is [serial or MAC number]; please check it against my account and correct the record.`,
        `El módem de mi cuenta es mío: lo compré y tengo el recibo. Su número de serie es [número de serie o MAC]; les pido compararlo con mi cuenta y corregir el registro.`,
      ),
      t(
        `Please remove ${own.charge} and refund ${own.refund.replace("you've", "I've")}. If you can't, may I speak with a supervisor?`,
        `Les pido quitar ${own.charge} y devolverme ${own.refund.replace('que ha pagado', 'que he pagado')}. Si usted no puede, ¿me comunica con un supervisor?`,
      ),
      ...(price !== undefined
        ? [
            t(
              `On the price: ${offer} is better than ${now}. Is that the best you can do? If so, please send it in writing with how long it lasts.`,
              `Sobre el precio: ${offer} es mejor que ${now}. ¿Es lo mejor que pueden hacer? Si es así, envíenmelo por escrito con cuánto tiempo dura.`,
            ),
          ]
        : []),
    ]),
    email: {
      subject: t(
        'Equipment rental charged on a modem I own: remove and refund',
        'Renta de equipo cobrada por un módem propio: quitar y reembolsar',
      ),
      body: t(
        `Hello,\n\nYou are charging me ${own.charge} for a modem I bought myself. If your system shows your equipment on my account, the record is wrong. I attach the purchase receipt; the modem's serial/MAC number is [number].\n\nPlease correct the record, remove the charge and refund ${own.refund.replace("you've", "I've")}.${price !== undefined ? ` Please also confirm in writing the ${offer} monthly price you offered and how long it lasts.` : ''}\n\nPlease reply in writing by [date]. If this isn't fixed, I will file a complaint with the FCC.\n\nThank you,\n[Your name]\n[Account number]`,
        `Hola:\n\nMe cobran ${own.charge} por un módem que compré yo. Si su sistema muestra equipo de ustedes en mi cuenta, el registro está mal. Adjunto el recibo de compra; el número de serie/MAC del módem es [número].\n\nLes pido corregir el registro, quitar el cargo y devolverme ${own.refund.replace('que ha pagado', 'que he pagado')}.${price !== undefined ? ` Les pido también confirmar por escrito el precio de ${offer} al mes que me ofrecieron y cuánto tiempo dura.` : ''}\n\nLes pido una respuesta por escrito antes del [fecha]. Si no se corrige, presentaré una queja ante la FCC.\n\nGracias,\n[Su nombre]\n[Número de cuenta]`,
      ),
    },
    talkingPoints: [
      t(
        "Their system isn't proof: your receipt and the serial number on the modem are.",
        'Su sistema no es prueba: su recibo y el número de serie del módem sí lo son.',
      ),
      t(
        'Treat the modem and the price as two requests: a yes on one is not a trade for the other.',
        'Trate el módem y el precio como dos peticiones: un sí en una no se cambia por la otra.',
      ),
    ],
  };
}

function build(lang: Language): AreaCopy {
  const t = inLanguage(lang);
  return {
    style: (ctx) => (is(ctx, 'service_contractor_over_quote') ? 'relationship' : 'service'),
    strategy: (ctx) => planWithEquipment(ctx).strategy,
    opening: (ctx) => quoteLines(planWithEquipment(ctx).opening),
    rungs: (ctx) => rungsByName(plan(ctx).rungs),
    email: (ctx) => planWithEquipment(ctx).email,
    talkingPoints: (ctx) => [...planWithEquipment(ctx).points],
    questions: (ctx) => plan(ctx).questions.slice(0, 3),
    rightLine: (ctx) => (isCoolingOff(ctx) ? coolingOffLine(ctx) : undefined),
    judgeOffer,
    owesThePayment: (ctx) => {
      if (
        !is(ctx, 'service_contractor_over_quote') ||
        ctx.case.flags.approvedVerbally === true ||
        isCoolingOff(ctx)
      )
        return undefined;
      const { balance } = contractor(ctx);
      const quote = ctx.figure('quoted', 'estimated');
      if (balance) return t(`the ${balance} left on the quote`, `los ${balance} que quedan de la cotización`);
      return quote ? t(`the quoted ${quote}`, `los ${quote} cotizados`) : undefined;
    },
    followUpCopy: (ctx, outcome, offer, latest, said) =>
      (isDeviceBalance(ctx) ? deviceBalanceFollowUp(ctx, outcome, latest) : undefined) ??
      (isCoolingOff(ctx) ? coolingOffFollowUp(ctx, outcome, latest) : undefined) ??
      membershipSentAwayFollowUp(ctx, outcome, latest) ??
      contractorFollowUp(ctx, outcome, latest ?? []) ??
      (isDamageClaim(ctx) ? damageClaimFollowUp(ctx, outcome) : undefined) ??
      returnedEquipmentPart(ctx, outcome, latest, said) ??
      afterCancelOnCard(ctx, outcome) ??
      afterCancelPayNow(ctx, outcome, said) ??
      (is(ctx, 'service_after_cancel') && outcome === 'counter_offer'
        ? afterCancelPartFollowUp(ctx, offer, latest, said)
        : undefined) ??
      (isEstimatedBill(ctx)
        ? estimatedBillFollowUp(ctx, outcome, offer)
        : is(ctx, 'service_price_rise') && ctx.case.promo && promoTerm(ctx)
          ? promoFollowUp(ctx, outcome, cancelFeeIn(ctx, latest), feeRoutes(ctx, isUtility(ctx)), offer, said)
          : // The rep hung up on a price talk: call back for retention, never the first script again.
            ctx.case.flags.hungUp === true && is(ctx, 'service_price_rise')
            ? hungUpFollowUp(ctx)
            : equipmentFollowUp(ctx, outcome, offer)),
    nextStep,
    collectorDispute: returnedEquipmentDispute,
    honestRoute: honest,
    party: (ctx) =>
      ctx.namedParty ??
      (isDamageClaim(ctx)
        ? DAMAGE_CLAIM_WORDS[lang].party
        : isEstimatedBill(ctx)
          ? ESTIMATED_BILL_WORDS[lang].party
          : is(ctx, 'service_membership_cancel')
            ? t('the gym or club', 'el gimnasio o club')
            : is(ctx, 'service_movers_held')
              ? t('the moving company', 'la compañía de mudanzas')
              : is(ctx, 'service_contractor_over_quote')
                ? t('the contractor', 'el contratista')
                : is(ctx, 'service_price_rise', 'service_outage')
                  ? t('the provider', 'el proveedor')
                  : t('the company', 'la compañía')),
    subject: (ctx) => {
      if (isDamageClaim(ctx)) return DAMAGE_CLAIM_WORDS[lang].subject(ctx);
      if (isEstimatedBill(ctx)) return ESTIMATED_BILL_WORDS[lang].subject(ctx);
      if (followUpSubCase(ctx) === 'service_price_rise') {
        if (ctx.case.feeName) return t(`the new ${ctx.case.feeName}`, `el cargo nuevo "${ctx.case.feeName}"`);
        const { now } = priceRise(ctx);
        return now
          ? t(`the new ${now} price`, `el nuevo precio de ${now}`)
          : t('the price rise', 'el aumento de precio');
      }
      if (is(ctx, 'service_after_cancel')) {
        const { sum } = chargesAfter(ctx);
        return t(
          `the ${sum ? `${sum} ` : ''}charges after the cancellation`,
          `los cargos${sum ? ` de ${sum}` : ''} después de la cancelación`,
        );
      }
      if (is(ctx, 'service_membership_cancel'))
        return t('the membership cancellation', 'la cancelación de la membresía');
      if (isCoolingOff(ctx))
        return t(
          'the cancellation of the contract signed at home',
          'la cancelación del contrato firmado en casa',
        );
      if (isContractorNoShow(ctx))
        return ctx.case.flags.workNotStarted === true
          ? t('the deposit for work never started', 'el depósito por un trabajo que nunca empezó')
          : t('the money paid for a job left unfinished', 'el dinero pagado por un trabajo sin terminar');
      if (is(ctx, 'service_contractor_over_quote')) {
        const { quoted, billed } = contractor(ctx);
        return billed && quoted
          ? t(
              `the ${billed} bill on ${aOrAn(quoted)} ${quoted} quote`,
              `la factura de ${billed} sobre una cotización de ${quoted}`,
            )
          : t('the bill above the quote', 'la factura por encima de la cotización');
      }
      if (is(ctx, 'service_outage'))
        return t('the credit for the outage', 'el crédito por la falla de servicio');
      if (is(ctx, 'service_movers_held'))
        return t('the delivery of your belongings', 'la entrega de sus pertenencias');
      if (is(ctx, 'service_unordered_charge'))
        return t('the charges for what you never ordered', 'los cargos por lo que nunca pidió');
      if (isDeviceBalance(ctx))
        return t("the phone's balance on the final bill", 'el saldo del teléfono en la factura final');
      return t('the charge on the bill', 'el cargo en la factura');
    },
    complaintRoutes: (ctx) => {
      if (isDamageClaim(ctx)) return DAMAGE_CLAIM_WORDS[lang].complaintRoutes;
      if (isEstimatedBill(ctx)) return ESTIMATED_BILL_WORDS[lang].complaintRoutes;
      if (is(ctx, 'service_movers_held'))
        return t(
          "the FMCSA (1-888-368-7238) for a move between states, and your state attorney general's consumer protection office",
          'la FMCSA (1-888-368-7238) si la mudanza fue entre estados, y la oficina de protección al consumidor del fiscal general de su estado',
        );
      if (is(ctx, 'service_contractor_over_quote'))
        return t(
          "your state's contractor licensing board, your state attorney general's consumer protection office, or the Better Business Bureau",
          'la junta de licencias de contratistas de su estado, la oficina de protección al consumidor del fiscal general de su estado o el Better Business Bureau',
        );
      if (is(ctx, 'service_after_cancel', 'service_membership_cancel'))
        return t(
          "your state attorney general's consumer protection office, the FTC (ReportFraud.ftc.gov) and the Better Business Bureau",
          'la oficina de protección al consumidor del fiscal general de su estado, la FTC (ReportFraud.ftc.gov) y el Better Business Bureau',
        );
      const utility = isUtility(ctx);
      if (utility)
        return t(
          "your state's public utility commission, or your state attorney general's consumer protection office",
          'la comisión de servicios públicos de su estado o la oficina de protección al consumidor del fiscal general de su estado',
        );
      if (utility === false)
        return t(
          "the FCC's consumer complaint center (consumercomplaints.fcc.gov), or your state attorney general's consumer protection office",
          'el centro de quejas del consumidor de la FCC (consumercomplaints.fcc.gov) o la oficina de protección al consumidor del fiscal general de su estado',
        );
      return t(
        "the regulator that fits: for internet, phone or TV, the FCC (consumercomplaints.fcc.gov); for power, gas or water, your state's public utility commission; for anything else, your state attorney general's consumer protection office or the Better Business Bureau",
        'la autoridad que corresponda: para internet, teléfono o TV, la FCC (consumercomplaints.fcc.gov); para luz, gas o agua, la comisión de servicios públicos de su estado; para lo demás, la oficina de protección al consumidor del fiscal general de su estado o el Better Business Bureau',
      );
    },
  };
}

export const serviceDisputes: AreaPlaybook = { en: build('en'), es: build('es') };
