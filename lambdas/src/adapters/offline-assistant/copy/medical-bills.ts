import type { Language } from '@lane/shared';
import type { CaseAmount } from '../../../domain/chat/case.js';
import { formatDay, GFE_DISPUTE_THRESHOLD } from '../../../domain/chat/facts.js';
import type { HoldReading } from '../../../domain/chat/read-case.js';
import {
  inLanguage,
  is,
  type AreaCopy,
  type AreaPlaybook,
  type CopyContext,
  type FollowUpAnswer,
  type FollowUpSaid,
  type OfferVerdict,
  type Outcome,
  quoteLines,
  type Rung,
  type RungCopy,
  rungsInOrder,
} from './types.js';
import { withClaimCorrection } from './claim-correction.js';
import { withMedicaid } from './medicaid.js';
import { validationBy } from './sent-to-collections.js';

/**
 * Which answer the case gets. A right decides first (the federal Good Faith Estimate dispute, the
 * No Surprises Act's emergency and out-of-network protections): when the rights engine says it
 * applies, the copy asserts it and never bargains. Without a right, medical bills are checked
 * (itemized bill, insurer), then negotiated: financial assistance, a prompt-pay discount, an
 * interest-free payment plan.
 */
type Plan =
  /** The reading is unsure: gather the paper, ask for it in writing, pay and agree to nothing yet. */
  | 'unsure'
  /** Uninsured or self-pay, a Good Faith Estimate, a bill $400 or more above it (or figures not given). */
  | 'estimate_dispute'
  /** Above an estimate, but the federal dispute does not reach it (under $400, insured, or not settled). */
  | 'estimate_talk'
  /** Insured, emergency care or an out-of-network clinician at an in-network facility. */
  | 'surprise_bill'
  /** Ground ambulance: outside the No Surprises Act, a normal negotiation. */
  | 'ambulance'
  /** Can't afford it: financial assistance first. */
  | 'assistance'
  /** Errors, coding, insurance denials. */
  | 'review';

/**
 * What a person asking for financial assistance needs to hear first when they said it: their income
 * is for the hospital's table to judge (apply anyway), and a bill at a collector can still be covered.
 */

function assistanceFacts(ctx: CopyContext, lang: Language): string {
  const t = inLanguage(lang);
  const income = incomeOf(ctx);
  const collector = ctx.case.flags.collector === true;
  const people = ctx.case.householdSize;
  const until = ctx.deadline('hospital-financial-assistance');
  const nonprofit = ctx.case.flags.nonprofit === true;
  const parts: string[] = [];
  if (collector)
    parts.push(
      t(
        "A bill at a collector isn't out of reach: a nonprofit hospital must take your application for at least 240 days after the first bill after discharge. Apply with the hospital itself, and tell the collector in writing that you've applied and ask it to pause.",
        'Que la factura esté con un cobrador no la deja fuera: un hospital sin fines de lucro debe aceptar su solicitud durante al menos 240 días después de la primera factura tras el alta. Presente la solicitud al hospital mismo, y avise por escrito al cobrador que ya la presentó y pídale que se detenga.',
      ),
    );
  else if (
    until &&
    !ctx.ruling.rights.find((right) => right.id === 'hospital-financial-assistance')?.deadline?.passed
  )
    parts.push(
      t(
        `${nonprofit ? 'A nonprofit hospital must' : 'If the hospital is a nonprofit (most are), it must'} take your application for at least 240 days after the first bill${ctx.date('bill', 'statement') ? ` (${ctx.date('bill', 'statement')})` : ''}: you have until at least ${until}.`,
        `${nonprofit ? 'Un hospital sin fines de lucro debe' : 'Si el hospital es sin fines de lucro (la mayoría lo son), debe'} aceptar su solicitud durante al menos 240 días después de la primera factura${ctx.date('bill', 'statement') ? ` (${ctx.date('bill', 'statement')})` : ''}: tiene al menos hasta el ${until}.`,
      ),
    );
  if (income)
    parts.push(
      t(
        `Whether ${income.said}${people ? `${income.monthly ? ',' : ''} for a household of ${people}` : ''} qualifies is for the hospital's policy to say: ask for its income table and which tier that puts you in, since many hospitals forgive or discount bills for incomes well above the poverty line, and apply anyway.`,
        `Si ${income.said}${people ? `${income.monthly ? ',' : ''} para un hogar de ${people} personas` : ''} califica lo decide la política del hospital: pida su tabla de ingresos y en qué nivel queda su hogar, porque muchos hospitales perdonan o rebajan facturas con ingresos bastante por encima del nivel de pobreza, y presente la solicitud de todos modos.`,
      ),
    );
  // 26 CFR 1.501(r)-5 (in the table's `hospital-financial-assistance`): even a partial discount has a
  // ceiling, the amounts the hospital generally bills insured patients.
  if (ctx.right('hospital-financial-assistance') && !collector) {
    const bill = ctx.figure('billed');
    parts.push(
      t(
        `If you qualify, it can't charge you more than it generally bills insured patients: ask what that is${bill ? ` for your ${bill} bill` : ''}.`,
        `Si califica, no puede cobrarle más de lo que factura en general a pacientes con seguro: pregunte cuánto es eso${bill ? ` para su factura de ${bill}` : ''}.`,
      ),
    );
  }
  return parts.length > 0 ? `${parts.join(' ')} ` : '';
}

/** " My household income is 2,100 a month, $25,200 a year, for 3 people.", when the person said it. */
function householdLine(ctx: CopyContext): string {
  const t = inLanguage(ctx.lang);
  const income = incomeOf(ctx);
  const people = ctx.case.householdSize;
  if (!income) return '';
  return t(
    ` My household income is ${income.said}${people ? `${income.monthly ? ',' : ''} for ${people} people` : ''}.`,
    ` Los ingresos de mi hogar son ${income.said}${people ? `${income.monthly ? ',' : ''} para ${people} personas` : ''}.`,
  );
}

/**
 * The household's income as the person gave it, a year's worth worked out from a month's ("2,100 al
 * mes" → "2,100 al mes ($25,200 al año)"), for an assistance table that is read by the year.
 */
function incomeOf(ctx: CopyContext): { said: string; yearly: string; monthly: boolean } | undefined {
  const t = inLanguage(ctx.lang);
  const yearly = ctx.case.amounts.find((amount) => amount.per === 'year' && amount.role !== 'billed');
  if (yearly)
    return { said: t(`${yearly.text} a year`, `${yearly.text} al año`), yearly: yearly.text, monthly: false };
  const monthly = ctx.case.amounts.find(
    (amount) =>
      amount.per === 'month' &&
      (amount.role === 'other' || amount.role === 'unit') &&
      amount.count === undefined,
  );
  if (!monthly) return undefined;
  const year = ctx.money(monthly.value * 12);
  return {
    said: t(`${monthly.text} a month, ${year} a year`, `${monthly.text} al mes, ${year} al año`),
    monthly: true,
    yearly: year,
  };
}

function planOf(ctx: CopyContext): Plan {
  if (ctx.subCase === undefined) return 'unsure';
  if (ctx.right('no-surprises-good-faith-estimate')) return 'estimate_dispute';
  if (ctx.right('no-surprises-emergency')) return 'surprise_bill';
  if (is(ctx, 'medical_ground_ambulance') || ctx.case.flags.groundAmbulance === true) return 'ambulance';
  if (is(ctx, 'medical_over_estimate')) return 'estimate_talk';
  if (is(ctx, 'medical_financial_assistance')) return 'assistance';
  // An uninsured emergency or clinician bill has no network to be balance-billed against.
  if (
    is(ctx, 'medical_emergency_balance_bill', 'medical_out_of_network_clinician') &&
    ctx.case.insurance === 'uninsured'
  ) {
    return 'assistance';
  }
  // "the dentist told me my share would be about 180 … now a bill for 640": the quote is the
  // lever, so the bill is talked down to it, whatever the insurer's rule that moved it.
  if (is(ctx, 'medical_bill_review') && overQuote(ctx)) return 'estimate_talk';
  return 'review';
}

/** A bill above the share or price the provider gave the person beforehand. */
function overQuote(ctx: CopyContext): boolean {
  const bill = ctx.value('billed');
  const quote = ctx.value('estimated', 'quoted');
  return bill !== undefined && quote !== undefined && bill > quote;
}

/** "the anesthesiologist" → "The anesthesiologist" at the start of a sentence. */
const upper = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "20% of the 1,100 allowed amount": how the person's share was worked out, when it was. */
function shareOf(ctx: CopyContext): string | undefined {
  const owed = ctx.value('owed');
  const percent = ctx.percent ? Number(ctx.percent.replace(/[^\d.,]/gu, '').replace(',', '.')) : undefined;
  if (owed === undefined || !percent) return undefined;
  const base = ctx.case.amounts.find(
    (amount) => amount.role === 'other' && Math.abs((amount.value * percent) / 100 - owed) < 0.01,
  );
  return base
    ? inLanguage(ctx.lang)(`${ctx.percent} of ${base.text}`, `${ctx.percent} de ${base.text}`)
    : undefined;
}

/** "the anesthesiologist", "la anestesióloga": the clinician as named, with its article. */
function clinicianOf(ctx: CopyContext): string | undefined {
  const provider = ctx.case.provider?.toLowerCase();
  if (!provider) return undefined;
  if (ctx.lang === 'en') return `the ${provider}`;
  if (/^grupo\b/u.test(provider)) return `el ${provider}`;
  return /a$/u.test(provider) && !/^(?:anesthesiologist|lab)$/u.test(provider)
    ? `la ${provider}`
    : `el ${provider}`;
}

/**
 * What the insurer paid, as written: the one payment said, or, when the person paid a copay too
 * ("paid my 250 er copay … insurance paid 412"), the payment after the copay (the copay is the first).
 */
function insurerPaid(ctx: CopyContext): CaseAmount | undefined {
  const payments = ctx.case.amounts.filter((amount) => amount.role === 'paid');
  return ctx.case.flags.copayPaid === true ? payments[1] : payments[0];
}

/** The bill less what the insurer paid on it, when both were given and the payment is the insurer's. */
function balanceLeft(ctx: CopyContext): string | undefined {
  const bill = ctx.value('billed');
  const paid = insurerPaid(ctx)?.value;
  return bill !== undefined && paid !== undefined && paid > 0 && paid < bill
    ? ctx.money(bill - paid)
    : undefined;
}

/**
 * The part of a surprise bill above the person's in-network share on the EOB ("their bill says i owe
 * 1,600 … my share 150": $1,450), when both were given: the balance bill the law says isn't owed.
 */
function balanceBilled(ctx: CopyContext): string | undefined {
  const bill = askedOf(ctx);
  const owed = ctx.value('owed');
  return bill !== undefined && owed !== undefined && owed < bill.value
    ? ctx.money(bill.value - owed)
    : undefined;
}

/** "estimado de 1,200 … ya pagué 600 de depósito": what is left to pay on the estimate ("$600"). */
function leftOnEstimate(ctx: CopyContext): string | undefined {
  const estimate = ctx.value('estimated', 'quoted');
  const paid = ctx.case.flags.copayPaid === true ? undefined : ctx.value('paid');
  return estimate !== undefined && paid !== undefined && paid > 0 && paid < estimate
    ? ctx.money(estimate - paid)
    : undefined;
}

/**
 * What the provider asks the person to pay: the bill as told when it is already the part left after
 * the insurer paid ("a bill for 1,860 … plan paid 260 … their bill says i owe 1,600"), else the bill
 * less what was paid on it ("billed me 2300, insurance paid 400"). `net`: worked out here.
 */
function askedOf(ctx: CopyContext): { value: number; net: boolean; text?: string } | undefined {
  const billed = ctx.case.amounts.filter((amount) => amount.role === 'billed');
  const [first] = billed;
  if (!first) return undefined;
  // "a bill for 1,850 … insurance paid 412 and i owe the balance 1,438", "me piden los 1.600 que
  // quedan": a figure that is the bill less a payment is what they ask for, whichever payment it is
  // (a copay paid at the hospital may come first).
  const payments = ctx.case.amounts.filter((amount) => amount.role === 'paid' && amount.value > 0);
  const net = ctx.case.amounts.find(
    (other) =>
      (other.role === 'billed' || other.role === 'other') &&
      other !== first &&
      other.value < first.value &&
      payments.some((payment) => Math.abs(first.value - payment.value - other.value) <= 1),
  );
  if (net) return { value: net.value, net: false, text: net.text };
  const paid = insurerPaid(ctx)?.value;
  if (paid === undefined || paid <= 0) return { value: first.value, net: false };
  // "EOB: cargo 1,450 … seguro pagó 550 … me manda factura por 900": the provider's full charge less
  // the insurer's payment is the bill, so the bill is already what is left after it.
  const alreadyNet = ctx.case.amounts.some(
    (other) =>
      other !== first &&
      (other.role === 'billed' || other.role === 'fee' || other.role === 'other') &&
      Math.abs(other.value - paid - first.value) <= 1,
  );
  if (alreadyNet || billed.length > 1 || paid >= first.value) return { value: first.value, net: false };
  return { value: first.value - paid, net: true };
}

/**
 * "el consultorio me ofrece 10% de descuento si pago hoy" on a 1,350 bill: what paying today would cost
 * ("$1,215"), and the share off as said, when the office ties a discount to paying now.
 */
function payTodayPrice(ctx: CopyContext): { price: string; off: string } | undefined {
  if (ctx.case.flags.todayOnly !== true) return undefined;
  const said = ctx.case.percentages.at(-1);
  const percent = said ? Number(/(\d{1,2}(?:[.,]\d+)?)/u.exec(said)?.[1]?.replace(',', '.')) : undefined;
  const bill = ctx.value('billed');
  if (!said || !percent || percent >= 100 || bill === undefined) return undefined;
  return { price: ctx.money(bill * (1 - percent / 100)), off: said };
}

/**
 * Who billed, as the person's words put it: "the dentist", "the office" (a doctor's own), "the
 * hospital", or "the provider" when they didn't say; never a hospital the person never went to.
 */
function providerOf(f: { dental: boolean; office: boolean; hospital: boolean }): { en: string; es: string } {
  if (f.dental) return { en: 'the dentist', es: 'el dentista' };
  if (f.office) return { en: 'the office', es: 'el consultorio' };
  if (f.hospital) return { en: 'the hospital', es: 'el hospital' };
  return { en: 'the provider', es: 'el proveedor' };
}

/** What the copy needs from the case, read once per call. */
function read(ctx: CopyContext) {
  const { insurance, flags } = ctx.case;
  return {
    plan: planOf(ctx),
    bill: ctx.figure('billed'),
    estimate: ctx.figure('estimated', 'quoted'),
    over: ctx.computed.overEstimate,
    // "had my gallbladder out aug 19": a medical bill's one undescribed day is the day of care.
    serviceDate: ctx.date('service') ?? ctx.date('other'),
    // The day worked out from the bill's date, else the last day the person named themselves.
    disputeBy:
      ctx.deadline('no-surprises-good-faith-estimate') ??
      (ctx.right('no-surprises-good-faith-estimate') ? ctx.date('due') : undefined),
    insured: insurance === 'insured',
    uninsured: insurance === 'uninsured',
    insuranceUnknown: insurance === undefined,
    /** Only when the person said so: with `false`, emergency protections are never mentioned. */
    emergency: flags.emergency === true,
    emergencyUnknown: flags.emergency === undefined,
    /** The estimate dispute needs the bill date to compute its deadline. */
    billDateMissing: ctx.deadline('no-surprises-good-faith-estimate') === undefined,
    /** What the insurer already paid, as written ("620"): never the bill, nor the person's copay. */
    paid: insurerPaid(ctx)?.text,
    /** The copay the person paid at the visit ("75 copay at the desk"): their share, normally owed. */
    copay: flags.copayPaid === true ? ctx.figure('paid') : undefined,
    /** The person's share on the insurer's EOB ("patient responsibility 380"). */
    owed: ctx.figure('owed'),
    /** "20% of the 1,100 allowed amount", when Lane worked the share out from it. */
    shareOf: shareOf(ctx),
    /** The clinician as the person named them ("the anesthesiologist", "el anestesiólogo"). */
    clinician: clinicianOf(ctx),
    /** A dentist's or doctor's own office, not a hospital: no financial assistance policy to ask for. */
    office: flags.hospital === false,
    /** The person named a hospital or an ER visit. */
    hospital: flags.hospital === true,
    dental: flags.dental === true,
    /** The insurer paid as if for a cheaper treatment ("alternate benefit", "beneficio alternativo"). */
    alternateBenefit: flags.alternateBenefit === true,
    /** The dental insurer denied the work as a replacement too soon ("cláusula de reemplazo"). */
    replacementClause: flags.replacementClause === true,
    /** "10% de descuento si pago hoy": the bill less that share, when the office offers it for paying now. */
    payTodayPrice: payTodayPrice(ctx),
    /** The deductible is already met: the in-network share is only coinsurance or a copay. */
    deductibleMet: flags.deductibleMet === true,
    /** The bill less what the insurer paid ("2,350" − "410" = "$1,940"): the balance billed. */
    left: balanceLeft(ctx),
    /** The estimate less a deposit already paid on it ("1,200" − "600" = "$600"): what is left to pay. */
    leftOnEstimate: leftOnEstimate(ctx),
    /** The bill less the person's in-network share on the EOB ("1,600" − "150" = "$1,450"): not owed. */
    balanceBill: balanceBilled(ctx),
    /** The balance bill was worked out from the bill less what the insurer paid on it. */
    netOfPaid: askedOf(ctx)?.net === true,
    /** The bill as they ask for it, when the person gave it already net of the insurer's payment ("1,438"). */
    askedNet: askedOf(ctx)?.text,
    /** A day they want payment by ("they want payment by dec 1"). */
    payBy: ctx.date('due'),
    /** The provider says the person signed away the protection ("a consent form", "a waiver"). */
    waiverClaimed: flags.waiverClaimed === true,
    /** The insurer hasn't processed the claim yet. */
    pending: ctx.case.flags.claimPending === true,
    /** The US state the person lives in, as they named it: its law is only ever asked about. */
    state: ctx.case.state,
    /** At or above the federal dispute's $400 threshold, so the answer can say so. */
    overThreshold:
      ctx.computed.overEstimateValue !== undefined && ctx.computed.overEstimateValue >= GFE_DISPUTE_THRESHOLD,
  };
}

/**
 * Where to ask about a state's own protections. California splits health plans between two
 * regulators (managed care and insurance), so both are named; elsewhere the insurance department.
 * In Spanish it comes after "a" ("pregunte al departamento...").
 */
function regulator(lang: Language, state: string | undefined): string {
  const t = inLanguage(lang);
  if (state === undefined)
    return t('your state insurance department', 'al departamento de seguros de su estado');
  if (/^california$/i.test(state))
    return t(
      "California's Department of Managed Health Care (DMHC) or Department of Insurance",
      'al Departamento de Atención Médica Administrada (DMHC) o al Departamento de Seguros de California',
    );
  return t(`the ${state} insurance department`, `al departamento de seguros de ${state}`);
}
/** A state's law as the thing to check: "a California law", "a law in your state". */
function stateLaw(lang: Language, state: string | undefined): string {
  const t = inLanguage(lang);
  return state
    ? t(`a ${state} law`, `una ley de ${state}`)
    : t('a law in your state', 'una ley de su estado');
}

/** Under the federal dispute's $400 threshold: settled by negotiation, not by the dispute. */
function underThreshold(ctx: CopyContext): boolean {
  const over = ctx.computed.overEstimateValue;
  return (
    ctx.case.insurance === 'uninsured' &&
    ctx.case.flags.goodFaithEstimate === true &&
    over !== undefined &&
    over < GFE_DISPUTE_THRESHOLD
  );
}

function ladderOf(...lines: [string, string][]): Record<Rung, RungCopy> {
  return rungsInOrder(lines);
}

/**
 * An offer against the person's goal. The composer passes a negative value for a share offered
 * without a figure ("half of it"): a part, never the whole goal.
 */
function judge(ctx: CopyContext, offered: number | undefined): OfferVerdict | undefined {
  const { plan } = read(ctx);
  const known = offered !== undefined && offered >= 0 ? offered : undefined;
  const estimate = ctx.value('estimated', 'quoted');
  if (plan === 'estimate_dispute') {
    return known !== undefined && estimate !== undefined && known <= estimate ? 'accept' : 'decline';
  }
  if (plan === 'surprise_bill') {
    // The person's own in-network share, when they gave it as what they ask to pay.
    const share = ctx.value('asked');
    return known !== undefined && share !== undefined && known <= share ? 'accept' : 'decline';
  }
  if (ctx.ruling.moneyNotOwed) return 'decline';
  if (plan === 'estimate_talk' && offered !== undefined) {
    const billed = ctx.value('billed');
    if (known === undefined) return 'counter';
    if (estimate !== undefined && known <= estimate) return 'accept';
    if (billed !== undefined && known < billed) return 'counter';
    return 'decline';
  }
  return undefined;
}

const HELP_DESK = '1-800-985-3059';

/** A sum as the object of "pay": "the 200", or a share as written ("half"). */
function payObject(lang: Language, offer: string | undefined): string {
  if (offer === undefined) return '';
  return /^[\d$]/.test(offer) ? inLanguage(lang)(` the ${offer}`, ` los ${offer}`) : ` ${offer}`;
}

/**
 * The next step for each plan once the billing office has answered. Where a right applies (the
 * estimate dispute, the No Surprises Act) the step presses it; otherwise it brings in what can
 * lower the bill itself (financial assistance, the insurer) before any payment or split.
 */
function nextStep(ctx: CopyContext, outcome: Outcome, offer: string | undefined): string | undefined {
  const t = inLanguage(ctx.lang);
  const f = read(ctx);
  const sum = payObject(ctx.lang, offer);
  const byDate = f.disputeBy
    ? t(` by ${f.disputeBy}`, ` a más tardar el ${f.disputeBy}`)
    : t(
        ' within 120 days of the date on the first bill',
        ' dentro de los 120 días desde la fecha de la primera factura',
      );
  const estimate = f.estimate ? ` (${f.estimate})` : '';
  const inWritingInFull = t('in writing as payment in full', 'por escrito como pago total');
  switch (f.plan) {
    case 'estimate_dispute':
      switch (outcome) {
        case 'said_no':
          return t(
            `Start the federal patient-provider dispute${byDate}: online at cms.gov/nosurprises or at ${HELP_DESK} ($25 fee). While it is open, the provider may not send the bill to collections or add late fees.`,
            `Inicie la disputa federal entre paciente y proveedor${byDate}: en línea en cms.gov/nosurprises o al ${HELP_DESK} (cuesta $25). Mientras siga abierta, el proveedor no puede enviar la factura a cobranza ni cobrar recargos.`,
          );
        case 'counter_offer':
          return t(
            `Your figure is the estimate${estimate}: anything above it is the difference you're disputing${offer ? `, so weigh ${offer} against that` : ''}. Ask them to bill the estimate in writing, or start the federal dispute${byDate}.`,
            `Su cifra es el estimado${estimate}: todo lo que pase de ahí es la diferencia que usted disputa${offer ? `, así que compare ${offer} con eso` : ''}. Pida que le cobren el estimado por escrito, o inicie la disputa federal${byDate}.`,
          );
        case 'agreed':
          return t(
            `Get the corrected bill, at the estimate, in writing before you pay, and check it says the account is not in collections.`,
            'Pida por escrito la factura corregida al monto del estimado antes de pagar, y confirme que la cuenta no está en cobranza.',
          );
        case 'no_reply':
          return t(
            `Don't let their silence run out your clock: start the federal dispute${byDate}, with or without an answer.`,
            `No deje que su silencio le haga perder el plazo: inicie la disputa federal${byDate}, con o sin respuesta.`,
          );
        case 'pay_now':
          return t(
            `${offer ? `Don't pay${sum} if it goes above` : 'Pay nothing above'} your estimate${estimate}${f.over ? `: the ${f.over} difference` : ': the difference'} is what you're disputing. If you haven't yet, start the federal dispute${byDate}.`,
            `${offer ? `No pague${sum} si supera` : 'No pague nada por encima de'} su estimado${estimate}${f.over ? `: la diferencia de ${f.over}` : ': la diferencia'} es lo que usted disputa. Si aún no lo hizo, inicie la disputa federal${byDate}.`,
          );
      }
      return undefined;
    case 'estimate_talk':
      switch (outcome) {
        case 'said_no':
          return t(
            `Ask for the financial assistance application now: it can lower the whole bill, not only the ${f.over ?? 'part'} above your estimate. Ask in writing, too, for an itemized bill explaining each charge above the estimate.`,
            `Pida ya la solicitud de asistencia financiera: puede bajar toda la factura, no solo ${f.over ? `los ${f.over}` : 'lo'} por encima de su estimado. Pida también por escrito una factura detallada que explique cada cargo por encima del estimado.`,
          );
        case 'counter_offer':
          return t(
            `Counter${offer ? ` their ${offer}` : ''} with your estimate${estimate}, ask for any offer ${inWritingInFull}, and ask for the financial assistance application before you pay.`,
            `Responda${offer ? ` a su oferta de ${offer}` : ''} con una contraoferta: su estimado${estimate}. Pida cualquier oferta ${inWritingInFull} y pida la solicitud de asistencia financiera antes de pagar.`,
          );
        case 'agreed':
          return t(
            `Get the agreed amount ${inWritingInFull} before you pay.`,
            `Pida el monto acordado ${inWritingInFull} antes de pagar.`,
          );
        case 'no_reply':
          return t(
            'Follow up in writing: ask for the financial assistance application and for a hold from collections while you wait.',
            'Haga seguimiento por escrito: pida la solicitud de asistencia financiera y que no envíen la cuenta a cobranza mientras espera.',
          );
        case 'pay_now':
          return t(
            `A payment plan is fine only on written terms: get the plan's terms in writing, with no interest and no fees, before paying anything, then pay only the first installment agreed${offer ? `, not${sum} today` : ', not a lump sum today'}. Ask for the financial assistance application too: it can lower the bill before you start paying.`,
            `Un plan de pagos está bien solo con sus condiciones por escrito: pida las condiciones del plan de pagos por escrito, sin intereses ni cargos, antes de pagar nada, y pague solo la primera cuota acordada${offer ? `, no${sum} hoy` : ', no un monto grande hoy'}. Pida también la solicitud de asistencia financiera: puede bajar la factura antes de que empiece a pagar.`,
          );
      }
      return undefined;
    case 'surprise_bill':
      switch (outcome) {
        case 'said_no':
          if (f.waiverClaimed && f.emergency)
            return t(
              `A consent form doesn't change this: for emergency care the No Surprises Act lets no provider have you sign its protection away, so no form signed before or during the visit can waive it, and a consent to treatment is no waiver. Ask in writing for a copy of any form they say you signed, keep disputing in writing, and ask your insurer to reprocess the claim at your in-network cost-sharing${f.owed ? ` (${f.owed})` : ''} and confirm it in writing.`,
              `Un formulario de consentimiento no cambia esto: en la atención de emergencia la Ley Sin Sorpresas no permite que ningún proveedor le haga renunciar a su protección, así que ningún formulario firmado antes o durante la visita la quita, y un consentimiento para recibir tratamiento no es una renuncia. Pida por escrito una copia de cualquier formulario que digan que usted firmó, siga disputando por escrito y pida a su aseguradora que procese de nuevo el reclamo con su costo compartido dentro de la red${f.owed ? ` (${f.owed})` : ''} y se lo confirme por escrito.`,
            );
          if (f.waiverClaimed && f.clinician && !f.emergency)
            return t(
              `A consent form doesn't change this: the No Surprises Act lets some providers ask you to waive it for non-emergency care, but never ${f.clinician} at an in-network facility (anesthesia, radiology, pathology, lab and emergency doctors never can). Ask for a copy of the form you signed, keep disputing in writing, and ask your insurer to reprocess the claim at your in-network cost-sharing${f.owed ? ` (${f.owed})` : ''} and confirm it in writing.`,
              `Un formulario de consentimiento no cambia esto: la Ley Sin Sorpresas permite que algunos proveedores le pidan renunciar a ella en atención que no es de emergencia, pero nunca ${f.clinician} en un centro dentro de la red (los médicos de anestesia, radiología, patología, laboratorio y emergencias nunca pueden). Pida una copia del formulario que firmó, siga disputando por escrito y pida a su aseguradora que procese de nuevo el reclamo con su costo compartido dentro de la red${f.owed ? ` (${f.owed})` : ''} y se lo confirme por escrito.`,
            );
          return t(
            `A no from billing doesn't change the law, and "we're a separate company" or "we have no contract with your insurer" is exactly the case it covers: call the No Surprises help desk at ${HELP_DESK} or file at cms.gov/nosurprises, and ask your insurer to reprocess this claim at your in-network cost-sharing and confirm it in writing.`,
            `Un no de facturación no cambia la ley, y "somos una empresa aparte" o "no tenemos contrato con su seguro" es justo el caso que cubre: llame a la línea de ayuda Sin Sorpresas al ${HELP_DESK} o presente una queja en cms.gov/nosurprises, y pida a su aseguradora que procese de nuevo este reclamo con su costo compartido dentro de la red y se lo confirme por escrito.`,
          );
        case 'counter_offer':
          return t(
            `${offer ? `Even ${offer} leaves you paying part of a balance bill you don't owe` : "Any share of the balance bill is money you don't owe"}: under the No Surprises Act you owe only your in-network cost-sharing (the patient responsibility on your EOB${f.owed ? `: ${f.owed}${f.shareOf ? `, ${f.shareOf}` : ''}` : ''}).${f.owed ? ` Offer to pay ${f.owed} once they rebill at that amount.` : ''}`,
            `${offer ? `Incluso ${offer} le deja pagando parte de un cobro de saldo que usted no debe` : 'Cualquier parte del cobro de saldo es dinero que usted no debe'}: según la Ley Sin Sorpresas solo debe su costo compartido dentro de la red (la "responsabilidad del paciente" en su EOB${f.owed ? `: ${f.owed}${f.shareOf ? `, ${f.shareOf}` : ''}` : ''}).${f.owed ? ` Ofrezca pagar ${f.owed} cuando vuelvan a facturar por ese monto.` : ''}`,
          );
        case 'agreed':
          return t(
            'Get the corrected bill in writing, check it matches the patient responsibility on your EOB, and pay only that amount.',
            'Pida la factura corregida por escrito, revise que coincida con la "responsabilidad del paciente" en su EOB y pague solo ese monto.',
          );
        case 'no_reply':
          return t(
            `Don't wait on them: file with the No Surprises help desk (${HELP_DESK}, cms.gov/nosurprises) and ask your insurer to contact the provider.`,
            `No espere más: presente una queja ante la línea de ayuda Sin Sorpresas (${HELP_DESK}, cms.gov/nosurprises) y pida a su aseguradora que contacte al proveedor.`,
          );
        case 'pay_now':
          return t(
            `Pay at most your in-network share, the patient responsibility on your EOB${offer ? `, not${sum}` : ''}; never the balance-billed part.${ctx.case.provider && !f.emergency ? ` An out-of-network ${ctx.case.provider} at an in-network hospital can't have you sign away this protection, so a consent form doesn't change it.` : ''} If they threaten collections, ask in writing for a hold while you dispute, and call the No Surprises help desk at ${HELP_DESK}.`,
            `Pague como máximo su parte dentro de la red, la "responsabilidad del paciente" en su EOB${offer ? `, no${sum}` : ''}; nunca el cobro de saldo.${ctx.case.provider && !f.emergency ? ` Un ${ctx.case.provider} fuera de la red en un hospital de la red no puede pedirle que renuncie a esta protección, así que un formulario de consentimiento no la cambia.` : ''} Si amenazan con enviarlo a cobranza, pida por escrito que lo detengan mientras disputa, y llame a la línea de ayuda Sin Sorpresas al ${HELP_DESK}.`,
          );
      }
      return undefined;
    case 'ambulance': {
      const insurer = f.uninsured
        ? undefined
        : t(
            `${f.insured ? 'ask your insurer' : 'if you have insurance, ask your insurer'} to reprocess the claim or appeal it in writing, and ask ${regulator(ctx.lang, f.state)} whether ${f.state ?? 'your state'} has a ground-ambulance balance-billing law (if it does and covers your plan, you may owe only your in-network share)`,
            `${f.insured ? 'pida a su aseguradora' : 'si tiene seguro, pida a su aseguradora'} que vuelva a procesar el reclamo o apele por escrito, y pregunte ${regulator(ctx.lang, f.state)} si ${f.state ?? 'su estado'} tiene una ley sobre cobros de saldo de ambulancias terrestres (si la tiene y cubre su plan, quizá solo deba su parte dentro de la red)`,
          );
      switch (outcome) {
        case 'said_no':
          return insurer
            ? t(`Bring in your insurance: ${insurer}.`, `Involucre a su seguro: ${insurer}.`)
            : t(
                'Ask in writing for their financial assistance or hardship policy, and for an interest-free payment plan for whatever is left.',
                'Pida por escrito su política de asistencia financiera o por dificultades económicas, y un plan de pagos sin intereses para lo que quede.',
              );
        case 'counter_offer':
          return insurer
            ? t(
                `Before you accept${offer ? ` ${offer}` : ' their offer'}, bring in your insurance: ${insurer}. If you then accept, get the reduced amount ${inWritingInFull}.`,
                `Antes de aceptar${offer ? ` ${offer}` : ' su oferta'}, involucre a su seguro: ${insurer}. Si luego acepta, pida el monto rebajado ${inWritingInFull}.`,
              )
            : t(
                `Before you accept${offer ? ` ${offer}` : ' their offer'}, ask about financial assistance: it may lower the bill further. If you accept, get it ${inWritingInFull}.`,
                `Antes de aceptar${offer ? ` ${offer}` : ' su oferta'}, pregunte por la asistencia financiera: puede bajar más la factura. Si acepta, pídalo ${inWritingInFull}.`,
              );
        case 'agreed':
          return t(
            `Get it ${inWritingInFull} before you pay${f.uninsured ? '' : ", and keep your insurer's EOB with it"}.`,
            `Pídalo ${inWritingInFull} antes de pagar${f.uninsured ? '' : ', y guárdelo junto con la EOB de su seguro'}.`,
          );
        case 'no_reply':
          return f.uninsured
            ? t(
                'Follow up in writing, ask for their financial assistance policy, and ask them to hold the account from collections meanwhile.',
                'Haga seguimiento por escrito, pida su política de asistencia financiera y que no envíen la cuenta a cobranza mientras tanto.',
              )
            : t(
                'Follow up with your insurer too: ask where the reprocessing or appeal stands, and ask the ambulance company to hold the account until it is decided.',
                'Haga seguimiento también con su aseguradora: pregunte cómo va el nuevo procesamiento o la apelación, y pida a la compañía de ambulancias que congele la cuenta hasta que se decida.',
              );
        case 'pay_now':
          return f.uninsured
            ? t(
                `Ask for their financial assistance policy before paying${sum || ' anything'}, and pay only an amount agreed in writing.`,
                `Pida su política de asistencia financiera antes de pagar${sum || ' nada'}, y pague solo un monto acordado por escrito.`,
              )
            : t(
                `They're right that the federal No Surprises Act doesn't cover ground ambulances, but that doesn't make${sum || ' the bill'} due today: don't pay before your insurer has processed the claim (check the EOB), and ${insurer}. Ask the ambulance company in writing for an itemized bill and a hold from collections while the appeal runs, and pay only an amount agreed in writing. If it does go to a collector, dispute it in writing within 30 days of the collector's first notice.`,
                `Tienen razón en que la Ley Sin Sorpresas federal no cubre las ambulancias terrestres, pero eso no hace que${sum || ' la factura'} venza hoy: no pague antes de que su aseguradora procese el reclamo (revise la EOB), y ${insurer}. Pida por escrito a la compañía de ambulancias una factura detallada y que congelen la cuenta, sin enviarla a cobranza, mientras dura la apelación, y pague solo un monto acordado por escrito. Si aun así la mandan a un cobrador, dispútela por escrito dentro de los 30 días de su primer aviso.`,
              );
      }
      return undefined;
    }
    case 'assistance':
      switch (outcome) {
        case 'said_no':
          // "me van a demandar", "they'll put it on my credit": a threat, not a refusal of assistance.
          if (collectionLimits(ctx) && ctx.case.flags.toldTooLate !== true)
            return `${t(
              `Don't pay${sum} under the threat: apply for financial assistance now (or ask for the application in writing) and ask in writing that the bill be held until it is decided.`,
              `No pague${sum} bajo la amenaza: solicite ya la asistencia financiera (o pida la solicitud por escrito) y pida por escrito que congelen la factura hasta que la decidan.`,
            )} ${collectionLimits(ctx)?.strategy}`;
          if (ctx.case.flags.toldTooLate === true)
            return t(
              "\"Too late\" isn't up to the billing office: a nonprofit hospital must accept a financial assistance application for at least 240 days after the first bill after discharge, and a few months is inside that. Ask for the application again in writing, citing the 240 days, send it with your real income, and ask them to hold the bill while it's reviewed. If they still refuse, ask for the financial assistance policy itself (it's on the hospital's website) and complain to your state attorney general.",
              '"Ya es tarde" no lo decide la oficina de facturación: un hospital sin fines de lucro debe aceptar una solicitud de asistencia financiera durante al menos 240 días después de la primera factura tras el alta, y unos meses están dentro de ese plazo. Pida otra vez la solicitud por escrito, citando los 240 días, envíela con sus ingresos reales y pida que detengan la factura mientras la revisan. Si aun así se niegan, pida la política de asistencia financiera misma (está en el sitio web del hospital) y presente una queja ante el fiscal general de su estado.',
            );
          return t(
            "If they say there's no financial assistance, ask whether the hospital is a nonprofit: nonprofit hospitals must have a written financial assistance policy, usually on their website. Ask for it by name, in writing, and for a hold from collections meanwhile.",
            'Si le dicen que no hay asistencia financiera, pregunte si el hospital es sin fines de lucro: esos hospitales deben tener una política de asistencia financiera por escrito, por lo general en su sitio web. Pídala por su nombre, por escrito, y que no envíen la cuenta a cobranza mientras tanto.',
          );
        case 'counter_offer':
          return t(
            `Before you accept${offer ? ` ${offer}` : ' their offer'}, make sure your financial assistance application has been decided: it could lower the bill further. Get any offer ${inWritingInFull}.`,
            `Antes de aceptar${offer ? ` ${offer}` : ' su oferta'}, asegúrese de que decidan su solicitud de asistencia financiera: puede bajar más la factura. Pida cualquier oferta ${inWritingInFull}.`,
          );
        case 'agreed':
          return t(
            'Get the decision in writing (what is written off, what is left) before you pay, and make any plan for the rest interest-free.',
            'Pida la decisión por escrito (cuánto perdonan y cuánto queda) antes de pagar, y que cualquier plan para el resto sea sin intereses.',
          );
        case 'no_reply':
          return t(
            'Ask in writing where your financial assistance application stands, and for the account to stay out of collections until it is decided.',
            'Pregunte por escrito cómo va su solicitud de asistencia financiera, y pida que la cuenta no pase a cobranza hasta que la decidan.',
          );
        case 'pay_now': {
          const limits = collectionLimits(ctx);
          return t(
            `Don't pay${sum} today while financial assistance can still lower the bill: apply (or ask for the application in writing) and ask them to hold the bill until it is decided.${limits ? ` ${limits.strategy}` : ''} Any plan you agree to: interest-free and in writing.`,
            `No pague${sum} hoy mientras la asistencia financiera todavía puede bajar la factura: preséntela (o pida la solicitud por escrito) y pida que congelen la factura hasta que la decidan.${limits ? ` ${limits.strategy}` : ''} Cualquier plan que acuerde: sin intereses y por escrito.`,
          );
        }
      }
      return undefined;
    case 'review':
      switch (outcome) {
        case 'said_no':
          return f.uninsured
            ? t(
                'Ask in writing for a corrected, itemized bill, name the charges you dispute, and ask the patient advocate to review it; ask for a hold meanwhile.',
                'Pida por escrito una factura detallada y corregida, señale los cargos que disputa y pida al defensor del paciente que la revise; mientras tanto, pida que congelen la cuenta.',
              )
            : t(
                'Go to your insurer: ask it in writing to reprocess the claim, or appeal anything it denied, and ask the billing office to hold the account meanwhile.',
                'Acuda a su aseguradora: pídale por escrito que vuelva a procesar el reclamo, o apele lo que rechazó, y pida a facturación que congele la cuenta mientras tanto.',
              );
        case 'counter_offer':
          return t(
            `Errors should come off the bill, not be split: ask for a corrected bill first${offer ? `, then weigh ${offer} against it` : ''}.`,
            `Los errores se quitan de la factura, no se reparten: pida primero una factura corregida${offer ? ` y luego compare ${offer} con ella` : ''}.`,
          );
        case 'agreed':
          return t(
            `Get the corrected bill in writing${f.uninsured ? '' : ' and check it against your EOB'} before you pay.`,
            `Pida la factura corregida por escrito${f.uninsured ? '' : ' y compárela con su EOB'} antes de pagar.`,
          );
        case 'no_reply':
          return t(
            `Ask the billing office in writing to confirm the hold while they review${f.uninsured ? '' : ', and ask your insurer where the claim stands'}.`,
            `Pida a facturación que le confirme por escrito la pausa mientras revisan${f.uninsured ? '' : ', y pregunte a su aseguradora cómo va el reclamo'}.`,
          );
        case 'pay_now':
          return t(
            `Pay nothing${offer ? `, not even${sum},` : ''} before the bill is checked${f.uninsured ? '' : ' and your insurer has processed it (check your EOB)'}: ask for the itemized bill and a hold instead.`,
            `No pague nada${offer ? `, ni siquiera${sum},` : ''} antes de revisar la factura${f.uninsured ? '' : ' y de que su aseguradora la procese (revise su EOB)'}: pida la factura detallada y que congelen la cuenta.`,
          );
      }
      return undefined;
    case 'unsure':
      return outcome === 'pay_now'
        ? t(
            `Pay nothing${offer ? `, not even${sum},` : ''} until you know what this bill is for and whether it went to insurance: ask for the itemized bill and a hold.`,
            `No pague nada${offer ? `, ni siquiera${sum},` : ''} hasta saber por qué es la factura y si se envió al seguro: pida la factura detallada y que congelen la cuenta.`,
          )
        : undefined;
  }
}

/** After a refusal to deceive: the honest way to a lower bill, on the person's real figures. */
function honestRoute(ctx: CopyContext): string {
  const t = inLanguage(ctx.lang);
  switch (planOf(ctx)) {
    case 'estimate_dispute':
    case 'estimate_talk':
      return t(
        'Your real figures are enough: ask them to bill you the estimate you were given, and apply for financial assistance with your real income.',
        'Sus cifras reales bastan: pida que le cobren el estimado que le dieron y solicite asistencia financiera con sus ingresos reales.',
      );
    case 'ambulance':
      return t(
        'The honest route works: ask your insurer to reprocess or appeal the claim, and ask the ambulance company for financial assistance or a discount based on your real income.',
        'El camino honesto funciona: pida a su aseguradora que vuelva a procesar o apele el reclamo, y pida a la compañía de ambulancias asistencia financiera o un descuento según sus ingresos reales.',
      );
    case 'surprise_bill':
    case 'review':
      return t(
        "The honest route works: an itemized bill and your insurer's EOB show any real error, and financial assistance is decided on your real income.",
        'El camino honesto funciona: una factura detallada y la EOB de su seguro muestran cualquier error real, y la asistencia financiera se decide según sus ingresos reales.',
      );
    default:
      return t(
        "The honest route: apply for the hospital's financial assistance (charity care) with your real income; they check it against pay stubs or a tax return, and many policies reach middle incomes. If you don't qualify, ask plainly for a discount or a payment plan.",
        'El camino honesto: solicite la asistencia financiera del hospital (atención caritativa) con sus ingresos reales; los comprueban con talones de pago o su declaración de impuestos, y muchas políticas alcanzan ingresos medios. Si no califica, pida con franqueza un descuento o un plan de pagos.',
      );
  }
}

function build(lang: Language): AreaCopy {
  const t = inLanguage(lang);
  return {
    party: (ctx) =>
      planOf(ctx) === 'ambulance'
        ? t(
            "the ambulance company's billing office",
            'la oficina de facturación de la compañía de ambulancias',
          )
        : t('the billing office', 'la oficina de facturación'),
    subject: (ctx) => {
      const f = read(ctx);
      const kind =
        f.plan === 'ambulance'
          ? t('ambulance bill', 'factura de ambulancia')
          : f.plan === 'surprise_bill' && !f.emergency
            ? t('out-of-network bill', 'factura fuera de la red')
            : f.emergency
              ? t('ER bill', 'factura de urgencias')
              : t('medical bill', 'factura médica');
      return t(
        `${f.bill ? `the ${f.bill} ${kind}` : `this ${kind}`}${ctx.namedParty ? ` from ${ctx.namedParty}` : ''}`,
        `${f.bill ? `la ${kind} de ${f.bill}` : `esta ${kind}`}${ctx.namedParty ? ` de ${ctx.namedParty}` : ''}`,
      );
    },
    strategy: (ctx) => {
      const f = read(ctx);
      const bill = f.bill ? t(`the ${f.bill} bill`, `la factura de ${f.bill}`) : t('the bill', 'la factura');
      switch (f.plan) {
        case 'estimate_dispute': {
          const when = f.disputeBy
            ? t(`Start it by ${f.disputeBy}.`, `Iníciela a más tardar el ${f.disputeBy}.`)
            : t(
                'Start it within 120 days of the date on the first bill.',
                'Iníciela dentro de los 120 días desde la fecha de la primera factura.',
              );
          const claim =
            f.over && f.estimate
              ? f.overThreshold
                ? t(
                    `Your ${f.bill ? `${f.bill} ` : ''}bill is ${f.over} over your ${f.estimate} Good Faith Estimate: that is $400 or more, so you can use the federal patient-provider dispute ($25 fee).`,
                    `Su factura${f.bill ? ` de ${f.bill}` : ''} está ${f.over} por encima de su Estimado de Buena Fe de ${f.estimate}: como son $400 o más, puede usar la disputa federal entre paciente y proveedor (cuesta $25).`,
                  )
                : t(
                    `Your bill is ${f.over} over your ${f.estimate} Good Faith Estimate, so you can use the federal patient-provider dispute ($25 fee; the bill must be at least $400 over).`,
                    `Su factura está ${f.over} por encima de su Estimado de Buena Fe de ${f.estimate}: puede usar la disputa federal entre paciente y proveedor (cuesta $25; aplica si la factura supera el estimado en $400 o más).`,
                  )
              : t(
                  'If your bill is at least $400 over your Good Faith Estimate, you can use the federal patient-provider dispute ($25 fee).',
                  'Si su factura supera su Estimado de Buena Fe en al menos $400, puede usar la disputa federal entre paciente y proveedor (cuesta $25).',
                );
          const deposit =
            f.leftOnEstimate && f.paid
              ? t(
                  ` You already paid ${f.paid}, so ${f.leftOnEstimate} is left on the estimate: that is the most to pay.`,
                  ` Ya pagó ${f.paid}, así que del estimado le quedan ${f.leftOnEstimate}: eso es lo máximo que le toca pagar.`,
                )
              : '';
          return t(
            `${claim} ${when} First ask them to correct the bill to the estimate and hold it from collections; don't pay the difference.${deposit}`,
            `${claim} ${when} Antes, pida que corrijan la factura al monto del estimado y que no la envíen a cobranza; no pague la diferencia.${deposit}`,
          );
        }
        case 'estimate_talk': {
          const signed = ctx.case.flags.signedEstimate === true;
          const gap =
            f.over && f.estimate
              ? signed
                ? t(
                    `Your bill is ${f.over} over the ${f.estimate} estimate you signed: that written estimate is your anchor. `,
                    `Su factura está ${f.over} por encima del presupuesto de ${f.estimate} que usted firmó: ese presupuesto por escrito es su punto de partida. `,
                  )
                : t(
                    `Your bill is ${f.over} over your ${f.estimate} estimate. `,
                    `Su factura está ${f.over} por encima de su estimado de ${f.estimate}. `,
                  )
              : '';
          const why = underThreshold(ctx)
            ? t(
                'The federal dispute only covers bills $400 or more over, so negotiate: ask them to bill you the estimate and explain each charge above it.',
                'La disputa federal solo cubre facturas que superan el estimado en $400 o más, así que negocie: pida que le cobren el estimado y que expliquen cada cargo por encima.',
              )
            : t(
                `Ask them to bill you the estimate and explain each charge above it in an itemized bill${f.insured ? ", and compare it with your insurer's EOB" : ''}.`,
                `Pida que le cobren el estimado y que expliquen cada cargo por encima en una factura detallada${f.insured ? '; compárela con la Explicación de Beneficios (EOB) de su seguro' : ''}.`,
              );
          if (f.office) return officeQuoteStrategy(ctx, gap);
          return t(
            `${gap}${why} If they won't, ask for financial assistance, then a prompt-pay discount, then an interest-free payment plan.`,
            `${gap}${why} Si no aceptan, pida asistencia financiera, luego un descuento por pronto pago y luego un plan de pagos sin intereses.`,
          );
        }
        case 'surprise_bill': {
          const care = f.emergency
            ? t('emergency care', 'la atención de emergencia')
            : t(
                'care from an out-of-network clinician at an in-network facility',
                'la atención de un profesional fuera de la red en un centro dentro de la red',
              );
          const right = f.insuranceUnknown
            ? t(
                `If you had health insurance for this visit, the No Surprises Act means that for ${care} you owe only your in-network cost-sharing (copay, coinsurance, deductible).`,
                `Si tenía seguro médico para esta visita, la Ley Sin Sorpresas dice que por ${care} usted solo debe su costo compartido dentro de la red (copago, coseguro, deducible).`,
              )
            : t(
                `This was ${care}, so under the No Surprises Act you owe only your in-network cost-sharing (copay, coinsurance, deductible).`,
                `Por tratarse de ${care}, según la Ley Sin Sorpresas usted solo debe su costo compartido dentro de la red (copago, coseguro, deducible).`,
              );
          const share = f.owed
            ? f.balanceBill && f.plan === 'surprise_bill'
              ? t(
                  ` Your in-network share is ${f.owed}${f.shareOf ? ` (${f.shareOf})` : ''}: that is what you owe, and once it's paid only the dispute is left. ${f.netOfPaid && f.paid ? `Your insurer paid ${f.paid}, so the other` : 'The other'} ${f.balanceBill} of ${f.askedNet ? `the ${f.askedNet} they bill you (the ${f.bill} less what your insurer paid)` : f.bill ? `the ${f.bill}` : 'the bill'} is the balance bill: you don't owe it.`,
                  ` Su parte dentro de la red es ${f.owed}${f.shareOf ? ` (${f.shareOf})` : ''}: eso es lo que usted debe, y una vez pagada solo queda la disputa. ${f.netOfPaid && f.paid ? `Su seguro pagó ${f.paid}, así que los otros` : 'Los otros'} ${f.balanceBill} de ${f.askedNet ? `los ${f.askedNet} que le cobran (los ${f.bill} menos lo que pagó su seguro)` : f.bill ? `los ${f.bill}` : 'la factura'} son el cobro de saldo: no los debe.`,
                )
              : t(
                  ` Your in-network share is ${f.owed}${f.shareOf ? ` (${f.shareOf})` : ''}: that is what to pay once they rebill, and nothing more.`,
                  ` Su parte dentro de la red es ${f.owed}${f.shareOf ? ` (${f.shareOf})` : ''}: eso es lo que pagará cuando vuelvan a facturar, y nada más.`,
                )
            : f.deductibleMet
              ? t(
                  ` With your deductible already met, your in-network share is only your coinsurance or copay for this care (the "patient responsibility" on your EOB)${f.left ? `, not the ${f.left} left after the ${f.paid} your insurer paid` : ''}.`,
                  ` Como ya cubrió su deducible, su parte dentro de la red es solo su coseguro o copago por esta atención (la "responsabilidad del paciente" en su EOB)${f.left ? `, no los ${f.left} que quedan después de los ${f.paid} que pagó su seguro` : ''}.`,
                )
              : '';
          return t(
            `${right} Don't pay the balance-billed part of ${bill}: ask for an itemized bill and your insurer's Explanation of Benefits (EOB), and ask them to rebill at your in-network share.${share} If they won't rebill, call the federal help desk at ${HELP_DESK}.`,
            `${right} No pague el cobro de saldo (balance bill) de ${bill}: pida una factura detallada y la Explicación de Beneficios (EOB) de su seguro, y que vuelvan a facturar con su costo dentro de la red.${share} Si no vuelven a facturar, llame a la línea federal de ayuda: ${HELP_DESK}.`,
          );
        }
        case 'ambulance': {
          const law = stateLaw(lang, f.state);
          const state = f.uninsured
            ? t(
                `Federal surprise-billing protections don't reach ground ambulances, so ask ${regulator(lang, f.state)} whether ${law} limits what a ground ambulance may charge people without insurance.`,
                `Las protecciones federales contra facturas sorpresa no cubren las ambulancias terrestres, así que pregunte ${regulator(lang, f.state)} si ${law} limita lo que una ambulancia terrestre puede cobrar a quien no tiene seguro.`,
              )
            : t(
                `Federal surprise-billing protections don't reach ground ambulances, but many states limit an out-of-network ground ambulance's bill to your in-network cost-sharing on the plans they regulate. Ask whether ${law} protects you: ask ${f.insured ? 'your insurer' : 'your insurer, if you have one,'} whether your plan is state-regulated or self-funded by your employer, and ask ${regulator(lang, f.state)}.`,
                `Las protecciones federales contra facturas sorpresa no cubren las ambulancias terrestres, pero muchos estados limitan el cobro de una ambulancia terrestre fuera de la red a su costo compartido dentro de la red en los planes que regulan. Pregunte si ${law} le protege: pregunte a su aseguradora${f.insured ? '' : ', si tiene seguro,'} si su plan está regulado por el estado o es autofinanciado por su empleador, y pregunte ${regulator(lang, f.state)}.`,
              );
          const insurer = f.uninsured
            ? ''
            : f.paid
              ? t(
                  ` Your insurer paid ${f.paid}${f.bill ? ` and the ambulance company bills you ${f.bill}` : ''}: ask your insurer to reprocess the claim${f.emergency ? " as emergency care you didn't choose" : ''}, or appeal in writing.`,
                  ` Su seguro pagó ${f.paid}${f.bill ? ` y la compañía de ambulancias le factura ${f.bill}` : ''}: pida a su aseguradora que vuelva a procesar el reclamo${f.emergency ? ' como una emergencia que usted no eligió' : ''}, o apele por escrito.`,
                )
              : f.insured
                ? t(
                    ' Appeal to your insurer in writing: ask why it paid little or nothing.',
                    ' Apele ante su aseguradora por escrito: pregunte por qué pagó poco o nada.',
                  )
                : t(
                    ' If you have insurance, appeal to your insurer in writing.',
                    ' Si tiene seguro, apele ante su aseguradora por escrito.',
                  );
          return t(
            `${state}${insurer} Ask the ambulance company for an itemized bill and a hold meanwhile; for what you still owe, ask for financial assistance, a prompt-pay discount or an interest-free payment plan you can keep.`,
            `${state}${insurer} Pida a la compañía de ambulancias una factura detallada y que congele la cuenta mientras tanto; para lo que aún deba, pida asistencia financiera, un descuento por pronto pago o un plan de pagos sin intereses que pueda cumplir.`,
          );
        }
        case 'assistance':
          return t(
            `Apply for financial assistance before you pay anything. ${assistanceFacts(ctx, lang)}Ask for the financial assistance policy and application, fill it in with your real income and household size, and ask them to hold the bill from collections while it's reviewed.${f.uninsured ? ` Ask the financial counselor too whether you or your family could qualify for ${f.state ? `${f.state}'s` : "your state's"} Medicaid, and whether it could cover this past visit. Ask now, not later: how far back Medicaid can reach is counted from the day you apply.` : ''} If you don't qualify, ask for a prompt-pay discount, then an interest-free payment plan.${f.uninsured && ctx.case.flags.goodFaithEstimate === undefined && (ctx.case.flags.emergency === false || (ctx.case.flags.emergency === undefined && ctx.case.flags.hospital !== true)) ? ' Without insurance, you were owed a written estimate (a Good Faith Estimate) before scheduled care: compare the bill with any estimate or quote you got, and ask for an itemized bill.' : ''}`,
            `Solicite asistencia financiera antes de pagar nada. ${assistanceFacts(ctx, lang)}Pida la política de asistencia financiera y la solicitud, llénela con sus ingresos reales y el tamaño de su hogar, y pida que no envíen la factura a cobranza mientras la revisan.${f.uninsured ? ` Pregunte también al consejero financiero si usted o su familia podrían calificar para Medicaid ${f.state ? `de ${f.state}` : 'de su estado'}, y si podría cubrir esta visita pasada. Pregúntelo ya, no después: hasta dónde puede cubrir Medicaid hacia atrás se cuenta desde el día en que presente la solicitud.` : ''} Si no califica, pida un descuento por pronto pago y luego un plan de pagos sin intereses.${f.uninsured && ctx.case.flags.goodFaithEstimate === undefined && (ctx.case.flags.emergency === false || (ctx.case.flags.emergency === undefined && ctx.case.flags.hospital !== true)) ? ' Sin seguro, le debían dar un estimado por escrito (un estimado de buena fe) antes de la atención programada: compare la factura con cualquier estimado o presupuesto que le dieron, y pida una factura detallada.' : ''}`,
          );
        case 'review': {
          // "el dentista está en la red": said so, it is stated, never an "if"; the provider named as
          // what it is (a dentist, a doctor's office), never "the hospital" for one that isn't.
          const inNetwork = ctx.case.flags.outOfNetworkProvider === false;
          const provider = providerOf(f);
          const allowed = ctx.case.claim?.allowed?.text;
          if (f.owed)
            return t(
              `Your insurer's Explanation of Benefits (EOB) puts your share at ${f.owed}${f.paid ? `, after it paid ${f.paid}` : ''}; ${bill} doesn't show that yet.${f.balanceBill && !f.netOfPaid ? ` The ${f.balanceBill} above your share (${f.bill} less ${f.owed}) is the difference they are balance-billing you.` : ''} ${inNetwork ? `Because ${provider.en} is in your plan's network, it agreed` : `If ${provider.en} is in your plan's network, it agreed`} with your insurer to accept the allowed amount${allowed ? ` (${allowed})` : ''}, so the difference is a contractual write-off, not yours to pay. Ask the billing office to post the insurer's payment and the adjustment and send a corrected bill for ${f.owed}; pay ${f.owed} only once the corrected bill shows it. If they keep billing more than the EOB says, call your insurer's member services and ask them to step in.`,
              `La Explicación de Beneficios (EOB) de su seguro fija su parte en ${f.owed}${f.paid ? `, después de que pagó ${f.paid}` : ''}; ${bill} todavía no lo refleja.${f.balanceBill && !f.netOfPaid ? ` Los ${f.balanceBill} por encima de su parte (${f.bill} menos ${f.owed}) son la diferencia que le están cobrando de más (facturación de saldo).` : ''} ${inNetwork ? `Como ${provider.es} está en la red de su plan, aceptó` : `Si ${provider.es} está en la red de su plan, aceptó`} con su seguro cobrar el monto permitido${allowed ? ` (${allowed})` : ''}, así que la diferencia es un ajuste del contrato, no algo que usted deba pagar. Pida a la oficina de facturación que registre el pago del seguro y el ajuste, y que le envíe una factura corregida por ${f.owed}; pague ${f.owed} solo cuando la factura corregida lo muestre. Si siguen cobrando más de lo que dice la EOB, llame a servicio al cliente de su seguro y pida que intervenga.`,
            );
          if (f.pending)
            return t(
              `Don't pay anything today: your insurer hasn't processed the claim, so nobody knows yet what you owe. Ask the billing office to bill your insurer, note the account as pending insurance and hold it from collections until the Explanation of Benefits (EOB) arrives, and to send you an itemized bill meanwhile. Once the EOB is in, pay only your share on it, and if that's more than you can pay, ask for financial assistance before a payment plan.`,
              `No pague nada hoy: su seguro no ha procesado el reclamo, así que nadie sabe todavía cuánto debe usted. Pida a la oficina de facturación que facture a su seguro, anote la cuenta como pendiente del seguro y no la envíe a cobranza hasta que llegue la Explicación de Beneficios (EOB), y que le envíe mientras tanto una factura detallada. Cuando llegue la EOB, pague solo su parte según ella y, si es más de lo que puede pagar, pida asistencia financiera antes de un plan de pagos.`,
            );
          if (f.copay)
            return t(
              `The ${f.copay} copay you paid at the visit is normally your share under your plan: it was owed, and it isn't what's in question. The bill that came after${f.bill ? ` (${f.bill})` : ''} is: don't pay it until you have the itemized bill and your insurer's Explanation of Benefits (EOB) for that visit. Compare them: what they bill you should match the EOB's "patient responsibility", minus the ${f.copay} you already paid. If it's higher, or the EOB hasn't come, ask the billing office to hold the account and correct the bill; if the insurer denied part of the claim, appeal in writing.`,
              `El copago de ${f.copay} que pagó en la visita normalmente es su parte según su plan: se debía, y no es lo que está en duda. La factura que llegó después${f.bill ? ` (${f.bill})` : ''} sí: no la pague hasta tener la factura detallada y la Explicación de Beneficios (EOB) de su seguro por esa visita. Compárelas: lo que le cobran debe coincidir con la "responsabilidad del paciente" de la EOB, menos los ${f.copay} que ya pagó. Si es más, o la EOB no ha llegado, pida a la oficina de facturación que detenga la cuenta y corrija la factura; si el seguro rechazó parte del reclamo, apele por escrito.`,
            );
          return t(
            `Don't pay ${bill} until it's checked. Ask for an itemized bill with the billing codes${f.uninsured ? '' : " and compare it with your insurer's Explanation of Benefits (EOB); appeal anything the insurer denied"}. Ask for a hold while you review. Once the bill is right, ask for financial assistance, a prompt-pay discount or an interest-free payment plan.`,
            `No pague ${bill} hasta revisarla. Pida una factura detallada con los códigos de facturación${f.uninsured ? '' : ' y compárela con la Explicación de Beneficios (EOB) de su seguro; apele lo que el seguro haya rechazado'}. Pida que congelen la cuenta mientras la revisa. Cuando la factura esté bien, pida asistencia financiera, un descuento por pronto pago o un plan de pagos sin intereses.`,
          );
        }
        case 'unsure':
          return t(
            `Don't pay or agree to anything yet. Gather the bill, any estimate you got and, if you're insured, your insurer's Explanation of Benefits (EOB). Ask the billing office for an itemized bill in writing and a hold on the account while you review; the questions below decide the next move.`,
            'No pague ni acepte nada todavía. Reúna la factura, cualquier estimado que le hayan dado y, si tiene seguro, la Explicación de Beneficios (EOB). Pida a la oficina de facturación una factura detallada por escrito y que congelen la cuenta mientras la revisa; las preguntas de abajo deciden el siguiente paso.',
          );
      }
    },
    opening: (ctx) => {
      const f = read(ctx);
      const ride = f.plan === 'ambulance';
      const what = f.serviceDate
        ? t(
            ` for ${ride ? 'an ambulance ride' : 'care'} ${onDayEn(f.serviceDate)}`,
            ` por ${ride ? 'un traslado en ambulancia' : f.dental ? 'atención dental' : 'atención médica'} ${delDay(f.serviceDate)}`,
          )
        : ride
          ? t(' for an ambulance ride', ' por un traslado en ambulancia')
          : '';
      const hello = t(
        `"Hi, I'm calling about a bill${f.bill ? ` for ${f.bill}` : ''}${what}. My account number is [account number]."${f.copay ? `\n"I already paid my ${f.copay} copay at the visit."` : ''}`,
        `"Hola, llamo por una factura${f.bill ? ` de ${f.bill}` : ''}${what}. Mi número de cuenta es [número de cuenta]."${f.copay ? `\n"Ya pagué mi copago de ${f.copay} en la visita."` : ''}`,
      );
      switch (f.plan) {
        case 'estimate_dispute':
          return [
            hello,
            t(
              `"I was uninsured and got a Good Faith Estimate of ${f.estimate ?? '[estimate amount]'}. The bill is ${f.over ?? '[amount over the estimate]'} over it."${f.leftOnEstimate && f.paid ? `\n"I already paid ${f.paid}, so ${f.leftOnEstimate} is left on the estimate, and I'll pay that."` : ''}`,
              `"No tenía seguro y recibí un Estimado de Buena Fe de ${f.estimate ?? '[monto del estimado]'}. La factura lo supera en ${f.over ?? '[diferencia con el estimado]'}."${f.leftOnEstimate && f.paid ? `\n"Ya pagué ${f.paid}, así que del estimado me quedan ${f.leftOnEstimate}, y eso voy a pagar."` : ''}`,
            ),
            t(
              `"Can you correct the bill to the estimate? I'm disputing the difference, so please keep the account out of collections."`,
              `"¿Pueden corregir la factura al monto del estimado? Disputo la diferencia: por favor no envíen la cuenta a cobranza."`,
            ),
          ].join('\n');
        case 'estimate_talk':
          return [
            hello,
            ctx.case.flags.signedEstimate === true
              ? t(
                  `"Before the work I signed a written estimate of ${f.estimate ?? '[estimate amount]'}, and the bill is ${f.over ?? '[amount over the estimate]'} more."`,
                  `"Antes del trabajo firmé un presupuesto por escrito de ${f.estimate ?? '[monto del estimado]'}, y la factura es ${f.over ?? '[diferencia con el estimado]'} más alta."`,
                )
              : f.office && f.estimate
                ? // "before treatment your office told me I'd pay about 400": the office's own words.
                  t(
                    `"Before the treatment, your office told me my share would be about ${f.estimate}. The bill is ${f.over ?? '[amount over the estimate]'} more."`,
                    `"Antes del tratamiento, su consultorio me dijo que mi parte sería de unos ${f.estimate}. La factura es ${f.over ?? '[diferencia con el estimado]'} más alta."`,
                  )
                : t(
                    `"I was given an estimate of ${f.estimate ?? '[estimate amount]'}, and the bill is ${f.over ?? '[amount over the estimate]'} more."`,
                    `"Me dieron un estimado de ${f.estimate ?? '[monto del estimado]'}, y la factura es ${f.over ?? '[diferencia con el estimado]'} más alta."`,
                  ),
            t(
              `"Can you bring the bill down to the estimate, and send me an itemized bill explaining each charge above it?"`,
              `"¿Pueden bajar la factura al monto del estimado y enviarme una factura detallada que explique cada cargo por encima?"`,
            ),
            ...(f.office && f.replacementClause && !f.uninsured
              ? [
                  t(
                    `"Did you send my insurer a pre-treatment estimate? I'm appealing the replacement-clause denial: please hold the account until it is decided."`,
                    `"¿Enviaron a mi seguro un estimado previo al tratamiento? Voy a apelar el rechazo por la cláusula de reemplazo: por favor congelen la cuenta hasta que se decida."`,
                  ),
                ]
              : []),
          ].join('\n');
        case 'surprise_bill':
          return [
            hello,
            f.emergency
              ? t(
                  `"This was emergency care, and I have insurance. Under the No Surprises Act I owe only my in-network cost-sharing, so I won't pay the balance-billed part."`,
                  `"Fue atención de emergencia y tengo seguro. Según la Ley Sin Sorpresas solo debo mi costo compartido dentro de la red, así que no voy a pagar el cobro de saldo."`,
                )
              : t(
                  `"${upper(f.clinician ?? 'the [anesthesiologist or radiologist]')} was out of network at an in-network facility${f.serviceDate ? ` ${onDayEn(f.serviceDate)}` : ''}. Under the No Surprises Act I owe only my in-network cost-sharing, so I won't pay the balance-billed part."`,
                  `"${upper(f.clinician ?? 'el [anestesiólogo o radiólogo]')} estaba fuera de la red, en un centro dentro de la red${f.serviceDate ? `, el ${f.serviceDate}` : ''}. Según la Ley Sin Sorpresas solo debo mi costo compartido dentro de la red, así que no voy a pagar el cobro de saldo."`,
                ),
            f.owed
              ? t(
                  `"My EOB puts my in-network share at ${f.owed}${f.shareOf ? ` (${f.shareOf})` : ''}.${f.balanceBill ? ` I'll pay the ${f.owed}; the other ${f.balanceBill} is a balance bill I don't owe.` : ''} Please rebill at ${f.owed}, send me an itemized bill, and hold the account from collections meanwhile."`,
                  `"Mi EOB fija mi parte dentro de la red en ${f.owed}${f.shareOf ? ` (${f.shareOf})` : ''}.${f.balanceBill ? ` Voy a pagar los ${f.owed}; los otros ${f.balanceBill} son un cobro de saldo que no debo.` : ''} Por favor vuelvan a facturar por ${f.owed}, envíenme una factura detallada y no envíen la cuenta a cobranza mientras tanto."`,
                )
              : t(
                  `"Please send me an itemized bill, rebill this at my in-network share, and hold the account from collections meanwhile."`,
                  `"Por favor envíenme una factura detallada, vuelvan a facturar con mi costo dentro de la red y no envíen la cuenta a cobranza mientras tanto."`,
                ),
          ].join('\n');
        case 'ambulance':
          return [
            hello,
            t(
              `"Before I pay, please send me an itemized bill${f.uninsured ? '' : f.paid ? `, and tell me whether you are in network with my plan. My insurer already paid ${f.paid}` : ', and tell me what you billed my insurer and what it paid'}."`,
              `"Antes de pagar, ¿me pueden enviar una factura detallada${f.uninsured ? '' : f.paid ? ` y decirme si están dentro de la red de mi plan? Mi seguro ya pagó ${f.paid}.` : ' y decirme qué le facturaron a mi seguro y cuánto pagó?'}${f.uninsured ? '?' : ''}"`,
            ),
            t(
              `"Do you have financial assistance or a discount for paying at once? Can you hold the account while we sort this out?"`,
              `"¿Tienen asistencia financiera o un descuento por pagar de una vez? ¿Pueden congelar la cuenta mientras lo resolvemos?"`,
            ),
          ].join('\n');
        case 'assistance':
          return [
            hello,
            t(
              `"I can't pay this as it is. Please send me your financial assistance policy and the application."`,
              `"No puedo pagarla así. Por favor envíenme su política de asistencia financiera y la solicitud."`,
            ),
            ctx.case.flags.collector === true
              ? t(
                  `"It was sent to a collector. I'm applying now: can you pause collection, or recall it, while my application is reviewed?"`,
                  `"La enviaron a un cobrador. Estoy presentando la solicitud ahora: ¿pueden detener el cobro, o retirarla del cobrador, mientras revisan mi solicitud?"`,
                )
              : t(
                  `"Can you hold the bill from collections while my application is reviewed?"`,
                  `"¿Pueden detener el envío a cobranza mientras revisan mi solicitud?"`,
                ),
          ].join('\n');
        case 'review':
          if (f.owed)
            return [
              hello,
              t(
                `"My insurer's EOB for this care shows my share is ${f.owed}${f.paid ? `, after it paid ${f.paid}` : ''}. Please post the insurer's payment and the contractual adjustment, and send me a corrected bill for ${f.owed}."`,
                `"La EOB de mi seguro por esta atención dice que mi parte es ${f.owed}${f.paid ? `, después de que pagó ${f.paid}` : ''}. Les pido registrar el pago del seguro y el ajuste del contrato, y enviarme una factura corregida por ${f.owed}."`,
              ),
              t(
                `"Until then, please hold the account from collections."`,
                `"Mientras tanto, les pido no enviar la cuenta a cobranza."`,
              ),
            ].join('\n');
          if (f.pending)
            return [
              hello,
              t(
                `"My insurer is still processing this claim. Please bill it, and note the account as pending insurance."`,
                `"Mi seguro todavía está procesando este reclamo. Les pido facturarle y anotar la cuenta como pendiente del seguro."`,
              ),
              t(
                `"I'm not paying or agreeing to a plan until the EOB arrives. Please hold the account from collections and send me an itemized bill."`,
                `"No voy a pagar ni aceptar un plan hasta que llegue la EOB. Les pido no enviar la cuenta a cobranza y enviarme una factura detallada."`,
              ),
            ].join('\n');
          return [
            hello,
            t(
              `"Before I pay, please send me an itemized bill with the billing codes."`,
              `"Antes de pagar, ¿me pueden enviar una factura detallada con los códigos de facturación?"`,
            ),
            ...(f.uninsured
              ? []
              : [
                  t(
                    `"What did you bill my insurer, and what did it pay or deny?"`,
                    `"¿Qué le facturaron a mi seguro, y qué pagó o rechazó?"`,
                  ),
                ]),
            t(
              `"Can you hold the account while I review it?"`,
              `"¿Pueden congelar la cuenta mientras la reviso?"`,
            ),
          ].join('\n');
        case 'unsure':
          return [
            hello,
            t(
              `"Before I pay or agree to anything, please send me an itemized bill with the billing codes, and tell me whether this went to insurance."`,
              `"Antes de pagar o aceptar nada, ¿me pueden enviar una factura detallada con los códigos de facturación y decirme si esto se envió al seguro?"`,
            ),
            t(
              `"Can you hold the account from collections while I review it?"`,
              `"¿Pueden congelar la cuenta para que no pase a cobranza mientras la reviso?"`,
            ),
          ].join('\n');
      }
    },
    rungs: (ctx) => {
      const f = read(ctx);
      const supervisor: [string, string] = [
        'Supervisor',
        f.office
          ? t('May I speak with the office manager?', '¿Puedo hablar con el gerente del consultorio?')
          : t(
              'May I speak with a supervisor or the patient advocate?',
              '¿Puedo hablar con un supervisor o con el defensor del paciente?',
            ),
      ];
      const hold: [string, string] = [
        t('Collections hold', 'Pausa de cobranza'),
        t(
          "Please note on the account that this is under review, and confirm in writing it won't go to collections.",
          'Por favor anoten en la cuenta que está en revisión y confírmenme por escrito que no pasará a cobranza.',
        ),
      ];
      const inWriting: [string, string] = [
        t('In writing', 'Por escrito'),
        t(
          "I'll put this in writing today. Where should I send it?",
          'Lo enviaré por escrito hoy. ¿A dónde lo envío?',
        ),
      ];
      const assistance: [string, string] = [
        t('Financial assistance', 'Asistencia financiera'),
        t(
          'Please send me your financial assistance policy and application.',
          'Por favor envíenme su política de asistencia financiera y la solicitud.',
        ),
      ];
      // "10% off if you pay today": the discount they named is kept for when the bill is settled.
      const promptPay: [string, string] = [
        t('Prompt-pay discount', 'Descuento por pronto pago'),
        f.payTodayPrice
          ? t(
              `If I owe anything once this is settled, will you keep the ${f.payTodayPrice.off} discount for paying it at once?`,
              `Si debo algo cuando esto se resuelva, ¿mantienen el ${f.payTodayPrice.off} de descuento por pagarlo de una vez?`,
            )
          : t(
              'What discount do you give if I pay [amount I can pay now] in one payment?',
              '¿Qué descuento me dan si pago [monto que puede pagar ahora] en un solo pago?',
            ),
      ];
      const plan: [string, string] = [
        t('Interest-free plan', 'Plan sin intereses'),
        t(
          'Can we set up a payment plan with no interest, at [amount you can afford] a month?',
          '¿Podemos hacer un plan de pagos sin intereses, de [monto que puede pagar] al mes?',
        ),
      ];
      switch (f.plan) {
        case 'estimate_dispute':
          return ladderOf(
            [
              t('Bill to the estimate', 'Cobrar el estimado'),
              t(
                `Please bill me my ${f.estimate ?? '[estimate amount]'} estimate; I'm disputing the ${f.over ? `${f.over} ` : ''}difference.`,
                `Cóbrenme mi estimado de ${f.estimate ?? '[monto del estimado]'}, por favor; disputo la diferencia${f.over ? ` de ${f.over}` : ''}.`,
              ),
            ],
            [
              t('Financial assistance', 'Asistencia financiera'),
              t(
                'Please also send me your financial assistance policy and application.',
                'Envíenme también su política de asistencia financiera y la solicitud.',
              ),
            ],
            [
              t('Collections hold', 'Pausa de cobranza'),
              t(
                "Please mark the difference as disputed and confirm in writing it won't go to collections.",
                'Marquen la diferencia como disputada y confírmenme por escrito que no pasará a cobranza.',
              ),
            ],
            supervisor,
            [
              t('Federal dispute', 'Disputa federal'),
              t(
                `If it isn't corrected, I'll start the federal dispute${f.disputeBy ? ` by ${f.disputeBy}` : ''}.`,
                `Si no la corrigen, iniciaré la disputa federal${f.disputeBy ? ` a más tardar el ${f.disputeBy}` : ''}.`,
              ),
            ],
            inWriting,
          );
        case 'surprise_bill':
          return ladderOf(
            [
              t('Rebill in network', 'Facturar dentro de la red'),
              t(
                'Please rebill this at my in-network cost-sharing only.',
                'Facturen solo mi costo compartido dentro de la red, por favor.',
              ),
            ],
            [
              t('Itemized bill and EOB', 'Factura detallada y EOB'),
              t(
                'Please send me an itemized bill, and tell me what you billed my insurer and what it paid.',
                'Envíenme una factura detallada y díganme qué le facturaron a mi seguro y cuánto pagó.',
              ),
            ],
            [
              t('Collections hold', 'Pausa de cobranza'),
              t(
                "Please mark the account as disputed and confirm in writing it won't go to collections.",
                'Marquen la cuenta como disputada y confírmenme por escrito que no pasará a cobranza.',
              ),
            ],
            [
              'Supervisor',
              t(
                'May I speak with a supervisor about this balance bill?',
                '¿Puedo hablar con un supervisor sobre este cobro de saldo?',
              ),
            ],
            [
              t('Your insurer', 'Su aseguradora'),
              t(
                "I'll ask my insurer to confirm my in-network share in writing.",
                'Le pediré a mi aseguradora que confirme por escrito mi parte dentro de la red.',
              ),
            ],
            [
              t('Federal help desk', 'Línea federal'),
              t(
                `If it isn't corrected, I'll report it to the No Surprises help desk at ${HELP_DESK}.`,
                `Si no lo corrigen, lo reportaré a la línea de ayuda Sin Sorpresas: ${HELP_DESK}.`,
              ),
            ],
          );
        case 'estimate_talk':
          return ladderOf(
            f.office
              ? [
                  t('Honor the quote', 'Respetar la cotización'),
                  t(
                    `You told me my share would be ${f.estimate ?? '[the quote]'}. Could you honor that, or write off part of the ${f.over ?? 'difference'}?`,
                    `Ustedes me dijeron que mi parte sería ${f.estimate ?? '[la cotización]'}. ¿Pueden respetar esa cifra o descontar parte de ${f.over ? `los ${f.over}` : 'la diferencia'}?`,
                  ),
                ]
              : assistance,
            promptPay,
            plan,
            supervisor,
            hold,
            inWriting,
          );
        case 'assistance':
          return ladderOf(
            [
              t('Prompt-pay discount', 'Descuento por pronto pago'),
              t(
                "If I don't qualify, what discount do you give if I pay [amount I can pay now] at once?",
                'Si no califico, ¿qué descuento me dan si pago [monto que puede pagar ahora] de una vez?',
              ),
            ],
            plan,
            [
              t('Financial counselor', 'Consejero financiero'),
              t(
                'Can a financial counselor help me with the application?',
                '¿Me puede ayudar un consejero financiero con la solicitud?',
              ),
            ],
            [
              t('Patient advocate', 'Defensor del paciente'),
              t(
                'May I speak with a billing supervisor or the patient advocate?',
                '¿Puedo hablar con un supervisor de facturación o con el defensor del paciente?',
              ),
            ],
            hold,
            inWriting,
          );
        case 'ambulance':
        case 'review': {
          const appeal: [string, string] = f.uninsured
            ? inWriting
            : [
                t('Insurer appeal', 'Apelación al seguro'),
                t(
                  "I'll appeal to my insurer in writing. Please hold the account until it decides.",
                  'Voy a apelar por escrito ante mi seguro. Por favor congelen la cuenta hasta que decida.',
                ),
              ];
          if (f.plan === 'ambulance') return ladderOf(promptPay, assistance, plan, supervisor, hold, appeal);
          const fix: [string, string] = [
            t('Fix the errors', 'Corregir errores'),
            t(
              'Please take off [the charges that are wrong] and send me a corrected bill.',
              'Por favor quiten [los cargos que están mal] y envíenme una factura corregida.',
            ),
          ];
          // The EOB sets the share and the bill asks more: the rest is not owed, so no assistance, discount
          // or plan on it, and nothing was denied to appeal: the insurer enforces its network contract.
          if (f.owed && f.balanceBill && !f.netOfPaid && !f.uninsured)
            return ladderOf(
              [
                t('Bill to the EOB', 'Cobrar lo de la EOB'),
                t(
                  `Please send me a corrected bill for ${f.owed}, my share on the EOB; I don't owe the ${f.balanceBill} above it.`,
                  `Por favor envíenme una factura corregida por ${f.owed}, mi parte según la EOB; no debo los ${f.balanceBill} por encima.`,
                ),
              ],
              supervisor,
              hold,
              [
                t('Insurer steps in', 'Intervención del seguro'),
                t(
                  "I'm asking my insurer to enforce its network contract with you. Please hold the account until it does.",
                  'Voy a pedir a mi seguro que haga cumplir su contrato de red con ustedes. Por favor congelen la cuenta hasta entonces.',
                ),
              ],
              inWriting,
              [
                t('Complaint', 'Queja'),
                t(
                  `If the bill isn't corrected to ${f.owed}, I'll file a complaint with ${f.state ? `the ${f.state}` : 'my state'} insurance department.`,
                  `Si no corrigen la factura a ${f.owed}, presentaré una queja ante el departamento de seguros ${f.state ? `de ${f.state}` : 'de mi estado'}.`,
                ),
              ],
            );
          // A bill above the EOB's share is a correction to make, not a sum to bargain over: no
          // discount or plan on it, and the insurer is asked to step in.
          if (f.owed)
            return ladderOf(
              fix,
              supervisor,
              [
                t('Insurer steps in', 'Que intervenga el seguro'),
                t(
                  "I'll ask my insurer's member services to call you about this claim. Please hold the bill until then.",
                  'Voy a pedir a servicio al cliente de mi seguro que les llame por este reclamo. Por favor congelen la cuenta hasta entonces.',
                ),
              ],
              hold,
              appeal,
              ...(appeal === inWriting ? [] : [inWriting]),
            );
          const itemized: [string, string] = [
            t('Itemized bill', 'Factura detallada'),
            t(
              'Please send me an itemized bill with the billing codes, so I can check each line.',
              'Por favor envíenme una factura detallada con los códigos de facturación para revisar cada línea.',
            ),
          ];
          return ladderOf(
            fix,
            // A dentist's or doctor's own office has no hospital financial assistance policy to ask for.
            ...(f.office ? [] : [assistance]),
            [
              t('Discount or plan', 'Descuento o plan'),
              t(
                'Once it is right, what discount do you give for paying at once? If none, can we set up an interest-free plan?',
                'Cuando esté bien, ¿qué descuento dan por pagar de una vez? Si no hay, ¿podemos hacer un plan sin intereses?',
              ),
            ],
            supervisor,
            hold,
            appeal,
            ...(f.office ? [appeal === inWriting ? itemized : inWriting] : []),
          );
        }
        case 'unsure':
          return ladderOf(
            [
              t('Itemized bill', 'Factura detallada'),
              t(
                'Before anything else, please send me an itemized bill with the billing codes.',
                'Antes que nada, envíenme por favor una factura detallada con los códigos de facturación.',
              ),
            ],
            [
              t('Insurance check', 'Revisión del seguro'),
              t(
                'Was this billed to insurance, and what was paid or denied?',
                '¿Esto se facturó al seguro, y qué se pagó o se rechazó?',
              ),
            ],
            [
              t('Collections hold', 'Pausa de cobranza'),
              t(
                "Please confirm in writing the account won't go to collections while I review it.",
                'Por favor confírmenme por escrito que la cuenta no pasará a cobranza mientras la reviso.',
              ),
            ],
            supervisor,
            assistance,
            inWriting,
          );
      }
    },
    email: (ctx) => {
      const f = read(ctx);
      const when = f.serviceDate ?? t('[date of service]', '[fecha del servicio]');
      const bill = f.bill ?? t('[bill amount]', '[monto de la factura]');
      const estimate = f.estimate ?? t('[estimate amount]', '[monto del estimado]');
      const over = f.over ?? t('[amount over the estimate]', '[diferencia con el estimado]');
      const signOff = t(
        'Please reply in writing within 14 days.\n\nThank you,\n[Your name]\n[Phone number]',
        'Les pido una respuesta por escrito en 14 días.\n\nGracias,\n[Su nombre]\n[Teléfono]',
      );
      const itemized = t(
        'Send me an itemized bill with the billing codes.',
        'Enviarme una factura detallada con los códigos de facturación.',
      );
      switch (f.plan) {
        case 'estimate_dispute':
          return {
            subject: t(
              `Disputed bill: ${over} over my Good Faith Estimate, account [account number]`,
              `Factura disputada: ${over} por encima de mi Estimado de Buena Fe, cuenta [número de cuenta]`,
            ),
            body: t(
              `Hello,\n\nI was uninsured for my care ${onDayEn(when)} and received a Good Faith Estimate of ${estimate}. Your bill of ${bill} is ${over} over it.${f.leftOnEstimate && f.paid ? ` I already paid ${f.paid}, so ${f.leftOnEstimate} is left on the estimate, which I will pay.` : ''}\n\nPlease:\n1. Correct the bill to the estimate. I dispute the difference.\n2. Hold the account from collections meanwhile.\n\nIf the bill isn't corrected, I will start the federal dispute${f.disputeBy ? ` by ${f.disputeBy}` : ''}.\n\n${signOff}`,
              `Hola:\n\nNo tenía seguro para mi atención ${delDay(when)} y recibí un Estimado de Buena Fe de ${estimate}. Su factura de ${bill} lo supera en ${over}.${f.leftOnEstimate && f.paid ? ` Ya pagué ${f.paid}, así que del estimado quedan ${f.leftOnEstimate}, que pagaré.` : ''}\n\nLes pido:\n1. Corregir la factura al monto del estimado. Disputo la diferencia.\n2. No enviar la cuenta a cobranza mientras tanto.\n\nSi no corrigen la factura, iniciaré la disputa federal${f.disputeBy ? ` a más tardar el ${f.disputeBy}` : ''}.\n\n${signOff}`,
            ),
          };
        case 'estimate_talk':
          return {
            subject: t(
              `Bill above my estimate: account [account number]`,
              'Factura por encima de mi estimado: cuenta [número de cuenta]',
            ),
            body: t(
              `Hello,\n\nFor my care ${onDayEn(when)} I was given an estimate of ${estimate}. Your bill of ${bill} is ${over} more.${f.office && f.replacementClause && !f.uninsured ? ' My insurer denied the claim under its replacement clause; I am appealing that denial, and no one told me before the treatment that my share could be the whole bill.' : ''}\n\nPlease:\n1. Bring the bill down to the estimate, or explain each charge above it in an itemized bill.\n2. ${f.office ? 'Tell me whether you sent my insurer a pre-treatment estimate, and your contracted fee for this treatment.' : 'Send me your financial assistance policy and application.'}\n3. Hold the account from collections while this is reviewed${f.office && f.replacementClause && !f.uninsured ? ' and my appeal is decided' : ''}.\n\n${signOff}`,
              `Hola:\n\nPara mi atención ${delDay(when)} me dieron un estimado de ${estimate}. Su factura de ${bill} es ${over} más alta.${f.office && f.replacementClause && !f.uninsured ? ' Mi seguro rechazó el reclamo por su cláusula de reemplazo; voy a apelar ese rechazo, y nadie me dijo antes del tratamiento que mi parte podía ser toda la factura.' : ''}\n\nLes pido:\n1. Bajar la factura al monto del estimado, o explicar en una factura detallada cada cargo por encima.\n2. ${f.office ? 'Decirme si enviaron a mi seguro un estimado previo al tratamiento, y cuál es su tarifa contratada para este tratamiento.' : 'Enviarme su política de asistencia financiera y la solicitud.'}\n3. No enviar la cuenta a cobranza mientras se revisa${f.office && f.replacementClause && !f.uninsured ? ' y se decide mi apelación' : ''}.\n\n${signOff}`,
            ),
          };
        case 'surprise_bill':
          return {
            subject: t(
              `No Surprises Act balance bill: ${f.emergency ? 'ER visit' : 'out-of-network clinician'}, account [account number]`,
              `Cobro de saldo bajo la Ley Sin Sorpresas: ${f.emergency ? 'visita a urgencias' : 'profesional fuera de la red'}, cuenta [número de cuenta]`,
            ),
            body: t(
              `Hello,\n\nI received a bill for ${bill} for ${f.emergency ? 'emergency care' : 'care from an out-of-network clinician at an in-network facility'} ${onDayEn(when)}. I have health insurance ([insurer], member ID [member ID]). Under the No Surprises Act I owe only my in-network cost-sharing, so I will not pay the balance-billed amount.${f.balanceBill && f.owed ? ` My insurer's Explanation of Benefits shows my share is ${f.owed}, which I will pay; the other ${f.balanceBill} is the balance-billed amount.` : ''}\n\nPlease:\n1. ${itemized}\n2. Rebill at my in-network cost-sharing, as shown on my insurer's Explanation of Benefits${f.owed ? `: ${f.owed}${f.shareOf ? ` (${f.shareOf})` : ''}` : ''}.\n3. Hold the account from collections until it is corrected.\n\nIf it isn't corrected, I will contact the No Surprises help desk (${HELP_DESK}).\n\n${signOff}`,
              `Hola:\n\nRecibí una factura de ${bill} por ${f.emergency ? 'atención de emergencia' : 'atención de un profesional fuera de la red en un centro de mi red'} ${delDay(when)}. Tengo seguro médico ([aseguradora], número de miembro [número de miembro]). Según la Ley Sin Sorpresas (No Surprises Act) solo debo mi costo compartido dentro de la red, así que no pagaré el cobro de saldo.${f.balanceBill && f.owed ? ` La Explicación de Beneficios de mi seguro muestra que mi parte es ${f.owed}, que pagaré; los otros ${f.balanceBill} son el cobro de saldo.` : ''}\n\nLes pido:\n1. ${itemized}\n2. Volver a facturar con mi costo compartido dentro de la red, según la Explicación de Beneficios de mi seguro${f.owed ? `: ${f.owed}${f.shareOf ? ` (${f.shareOf})` : ''}` : ''}.\n3. No enviar la cuenta a cobranza hasta corregirla.\n\nSi no se corrige, acudiré a la línea de ayuda Sin Sorpresas (${HELP_DESK}).\n\n${signOff}`,
            ),
          };
        case 'ambulance':
          return {
            subject: t(
              'Itemized bill and hold: ambulance ride, account [account number]',
              'Factura detallada y pausa: traslado en ambulancia, cuenta [número de cuenta]',
            ),
            body: t(
              `Hello,\n\nI received a bill for ${bill} for an ambulance ride ${onDayEn(when)}.${f.paid && !f.uninsured ? ` My insurer, [insurer], paid ${f.paid}.` : ''}\n\nPlease:\n1. ${itemized}\n${f.uninsured ? '' : f.paid ? '2. Tell me what you billed my insurer in total, and whether you are in network with my plan.\n' : '2. Tell me what you billed my insurer, [insurer], and what it paid or denied.\n'}${f.uninsured ? '2' : '3'}. Send me your financial assistance policy, and tell me your prompt-pay discount and interest-free payment plan terms.\n${f.uninsured ? '3' : '4'}. Hold the account from collections while I review it${f.uninsured ? '' : ` and check whether ${stateLaw(lang, f.state)} limits this bill to my in-network cost-sharing`}.\n\n${signOff}`,
              `Hola:\n\nRecibí una factura de ${bill} por un traslado en ambulancia ${delDay(when)}.${f.paid && !f.uninsured ? ` Mi seguro, [aseguradora], pagó ${f.paid}.` : ''}\n\nLes pido:\n1. ${itemized}\n${f.uninsured ? '' : f.paid ? '2. Decirme cuánto le facturaron en total a mi seguro y si están dentro de la red de mi plan.\n' : '2. Decirme qué le facturaron a mi seguro, [aseguradora], y qué pagó o rechazó.\n'}${f.uninsured ? '2' : '3'}. Enviarme su política de asistencia financiera y sus condiciones de descuento por pronto pago y de plan de pagos sin intereses.\n${f.uninsured ? '3' : '4'}. No enviar la cuenta a cobranza mientras la reviso${f.uninsured ? '' : ` y averiguo si ${stateLaw(lang, f.state)} limita esta factura a mi costo compartido dentro de la red`}.\n\n${signOff}`,
            ),
          };
        case 'assistance':
          return {
            subject: t(
              `Financial assistance application: account [account number]`,
              'Solicitud de asistencia financiera: cuenta [número de cuenta]',
            ),
            body: t(
              `Hello,\n\nI received a bill for ${bill} for care ${onDayEn(when)}, and I can't afford to pay it as it is.${householdLine(ctx)}\n\nPlease:\n1. Send me your financial assistance policy and application.\n2. Hold the bill from collections, with no late fees, while my application is reviewed.\n3. ${itemized}\n\n${signOff}`,
              `Hola:\n\nRecibí una factura de ${bill} por atención médica ${delDay(when)}, y no puedo pagarla así.${householdLine(ctx)}\n\nLes pido:\n1. Enviarme su política de asistencia financiera y la solicitud.\n2. No enviar la factura a cobranza, ni cobrar recargos, mientras revisan mi solicitud.\n3. ${itemized}\n\n${signOff}`,
            ),
          };
        case 'review':
        case 'unsure': {
          if (f.plan === 'review' && f.owed)
            return {
              subject: t(
                `Account [account number]: corrected bill for ${f.owed}, as my EOB shows`,
                `Cuenta [número de cuenta]: factura corregida por ${f.owed}, según mi EOB`,
              ),
              body: t(
                `Hello,\n\nYour bill for my care ${onDayEn(when)} shows ${bill}. My insurer's Explanation of Benefits (attached) shows ${f.paid ? `it paid ${f.paid} and ` : ''}my share is ${f.owed}.\n\nPlease post the insurer's payment and the contractual adjustment, send me a corrected bill for ${f.owed}, and hold the account from collections until then.\n\n${signOff}`,
                `Hola:\n\nSu factura por mi atención ${delDay(when)} muestra ${bill}. La Explicación de Beneficios de mi seguro (adjunta) muestra que ${f.paid ? `pagó ${f.paid} y que ` : ''}mi parte es ${f.owed}.\n\nLes pido registrar el pago del seguro y el ajuste del contrato, enviarme una factura corregida por ${f.owed} y no enviar la cuenta a cobranza mientras tanto.\n\n${signOff}`,
              ),
            };
          if (f.plan === 'review' && f.pending)
            return {
              subject: t(
                'Account [account number]: claim pending with my insurer, please hold',
                'Cuenta [número de cuenta]: reclamo pendiente con mi seguro, les pido esperar',
              ),
              body: t(
                `Hello,\n\nI received a bill for ${bill} for care ${onDayEn(when)}. My insurer, [insurer], is still processing the claim.\n\nPlease:\n1. Bill my insurer, and note the account as pending insurance.\n2. Hold the account from collections until the Explanation of Benefits arrives.\n3. ${itemized}\n\nI haven't agreed to any payment or plan. Once the EOB arrives, I'll pay my share.\n\n${signOff}`,
                `Hola:\n\nRecibí una factura de ${bill} por atención médica ${delDay(when)}. Mi seguro, [aseguradora], todavía está procesando el reclamo.\n\nLes pido:\n1. Facturar a mi seguro y anotar la cuenta como pendiente del seguro.\n2. No enviar la cuenta a cobranza hasta que llegue la Explicación de Beneficios.\n3. ${itemized}\n\nNo he aceptado ningún pago ni plan. Cuando llegue la EOB, pagaré mi parte.\n\n${signOff}`,
              ),
            };
          const insurer = f.uninsured
            ? ''
            : f.insured
              ? t(
                  '2. Tell me whether the claim went to my insurer, [insurer], and what it paid or denied.\n',
                  '2. Decirme si el reclamo se envió a mi seguro, [aseguradora], y qué pagó o rechazó.\n',
                )
              : t(
                  '2. Tell me whether this was billed to insurance, and what was paid or denied.\n',
                  '2. Decirme si esto se facturó a un seguro, y qué se pagó o rechazó.\n',
                );
          return {
            subject: t(
              'Itemized bill and hold: account [account number]',
              'Factura detallada y pausa: cuenta [número de cuenta]',
            ),
            body: t(
              `Hello,\n\nI received a bill for ${bill} for care ${onDayEn(when)}.${f.copay ? ` I paid my ${f.copay} copay at the visit.` : ''} I will pay what I truly owe, but first I need to check it.\n\nPlease:\n1. ${itemized}\n${insurer}${f.uninsured ? '2' : '3'}. Hold the account from collections while I review it.\n\n${signOff}`,
              `Hola:\n\nRecibí una factura de ${bill} por atención médica ${delDay(when)}.${f.copay ? ` Pagué mi copago de ${f.copay} en la visita.` : ''} Pagaré lo que de verdad deba, pero primero necesito revisarla.\n\nLes pido:\n1. ${itemized}\n${insurer}${f.uninsured ? '2' : '3'}. No enviar la cuenta a cobranza mientras la reviso.\n\n${signOff}`,
            ),
          };
        }
      }
    },
    talkingPoints: (ctx) => {
      const f = read(ctx);
      const noCard = t(
        "Don't give card details on the first call.",
        'No dé los datos de su tarjeta en la primera llamada.',
      );
      switch (f.plan) {
        case 'estimate_dispute':
          return [
            t(
              `Start the federal dispute online through CMS (link below) or at ${HELP_DESK}.`,
              `Inicie la disputa federal en línea con CMS (enlace abajo) o al ${HELP_DESK}.`,
            ),
            t(
              `Your figure is the estimate${f.estimate ? `: ${f.estimate}` : ''}.`,
              `Su cifra es el estimado${f.estimate ? `: ${f.estimate}` : ''}.`,
            ),
            t(
              "Don't pay the difference while the dispute is open.",
              'No pague la diferencia mientras la disputa siga abierta.',
            ),
            t(
              'Financial assistance can lower even the part you owe.',
              'La asistencia financiera puede bajar incluso la parte que sí debe.',
            ),
          ];
        case 'estimate_talk':
          return [
            t(
              `Your target is the estimate${f.estimate ? `, ${f.estimate}` : ''}: ask what each charge above it is for.`,
              `Su meta es el estimado${f.estimate ? `, ${f.estimate}` : ''}: pregunte para qué es cada cargo por encima.`,
            ),
            ...(f.insured && !f.replacementClause
              ? [
                  t(
                    "Check the bill against the 'patient responsibility' on your insurer's EOB; if they differ, ask why.",
                    'Compare la factura con la "responsabilidad del paciente" en la EOB de su seguro; si no coinciden, pregunte por qué.',
                  ),
                ]
              : []),
            f.office
              ? t(
                  'Their own quote is your strongest point: keep it (a text, a printout, a note of who said it and when).',
                  'Su propia cotización es su mejor argumento: guárdela (un mensaje, una hoja impresa, una nota de quién lo dijo y cuándo).',
                )
              : t(
                  'Ask for financial assistance before a payment plan: a plan only spreads out a bill that is too high.',
                  'Pida asistencia financiera antes de un plan de pagos: un plan solo reparte una factura demasiado alta.',
                ),
            ...(f.replacementClause && !f.uninsured
              ? [
                  t(
                    "Ask your insurer for the EOB and the replacement clause in writing, and gather what you have on the earlier work: which tooth, when, and the dentist's or old insurer's records.",
                    'Pida a su seguro la EOB y la cláusula de reemplazo por escrito, y reúna lo que tenga del trabajo anterior: qué diente, cuándo, y los registros del otro dentista o del seguro anterior.',
                  ),
                ]
              : []),
            ...(f.payTodayPrice
              ? [
                  t(
                    `Paying today with ${f.payTodayPrice.off} off is ${f.payTodayPrice.price}: an offer like that can wait until the quote and the denial are settled.`,
                    `Pagar hoy con ${f.payTodayPrice.off} de descuento son ${f.payTodayPrice.price}: una oferta así puede esperar a que se resuelvan la cotización y el rechazo.`,
                  ),
                ]
              : []),
            noCard,
          ];
        case 'surprise_bill':
          return [
            t(
              "Pay only your in-network share (the 'patient responsibility' on your EOB), never the balance-billed part.",
              'Pague solo su parte dentro de la red (la "responsabilidad del paciente" en su EOB), nunca el cobro de saldo.',
            ),
            t(
              'No EOB yet? Ask your insurer for it, and whether it processed the claim at in-network cost-sharing.',
              '¿Aún no tiene la EOB? Pídala a su seguro y pregunte si procesó el reclamo con su costo dentro de la red.',
            ),
            t('Get the collections hold in writing.', 'Pida por escrito la pausa de cobranza.'),
            t("Don't give card details for the full amount.", 'No dé los datos de su tarjeta por el total.'),
          ];
        case 'ambulance':
          return [
            ...(f.uninsured
              ? []
              : [
                  f.paid
                    ? t(
                        `Appeal in writing: ask your insurer why it paid only ${f.paid}.`,
                        `Apele por escrito: pregunte a su aseguradora por qué pagó solo ${f.paid}.`,
                      )
                    : t(
                        `${f.insured ? 'Appeal' : 'If you are insured, appeal'} in writing: ask your insurer why the claim was paid low or denied.`,
                        `${f.insured ? 'Apele' : 'Si tiene seguro, apele'} por escrito: pregunte a su aseguradora por qué pagó poco o rechazó el reclamo.`,
                      ),
                ]),
            t(
              'Check the itemized bill: mileage, level of service (basic or advanced) and supplies.',
              'Revise la factura detallada: millas, nivel de servicio (básico o avanzado) e insumos.',
            ),
            t(
              'Ask for financial assistance before a payment plan, and only promise a monthly amount you can keep.',
              'Pida asistencia financiera antes de un plan de pagos, y prometa solo una cuota mensual que pueda cumplir.',
            ),
            noCard,
          ];
        case 'assistance':
          return [
            t(
              'Apply with your real income and household size; they may ask for pay stubs or a tax return.',
              'Presente la solicitud con sus ingresos reales y el tamaño de su hogar; pueden pedirle talones de pago o su declaración de impuestos.',
            ),
            // "un hospital sin fines de lucro": the person said so; only the doctors billing apart are a question.
            ctx.case.flags.hospital === false
              ? t(
                  'Ask the office whether it has its own discount for patients without coverage, or a sliding fee.',
                  'Pregunte al consultorio si tiene su propio descuento para pacientes sin cobertura o una tarifa según ingresos.',
                )
              : ctx.case.flags.nonprofit === true
                ? t(
                    'Ask whether its policy also covers doctors who bill separately.',
                    'Pregunte si su política cubre también a los médicos que facturan aparte.',
                  )
                : t(
                    'Ask whether the hospital is a nonprofit, and whether its policy covers doctors who bill separately.',
                    'Pregunte si el hospital es sin fines de lucro y si su política cubre a los médicos que facturan aparte.',
                  ),
            t(
              'Get the collections hold in writing, with the date it ends.',
              'Pida por escrito la pausa de cobranza, con la fecha en que termina.',
            ),
            t(
              "Don't put the bill on a credit card: that turns it into debt with interest.",
              'No pague la factura con tarjeta de crédito: la convierte en una deuda con intereses.',
            ),
          ];
        case 'review':
          // The EOB sets the share and the bill asks more: nothing was denied, and the rest isn't owed,
          // so no appeal and no assistance or plan on it.
          if (f.owed && f.balanceBill && !f.netOfPaid && !f.uninsured && !f.copay)
            return [
              t(
                `Compare the bill with your EOB: you owe the 'patient responsibility', ${f.owed}; the ${f.balanceBill} above it isn't yours to pay.`,
                `Compare la factura con su EOB: usted debe la "responsabilidad del paciente", ${f.owed}; los ${f.balanceBill} por encima no le corresponde pagarlos.`,
              ),
              t(
                "If they won't correct it, call your insurer's member services (ask for provider relations): the network contract is theirs to enforce.",
                'Si no la corrigen, llame a servicio al cliente de su seguro (pida relaciones con proveedores): a su seguro le toca hacer cumplir el contrato de red.',
              ),
              noCard,
            ];
          return [
            t(
              'Check each line of the itemized bill for duplicates and services you never got; ask what any unknown code means.',
              'Revise cada línea de la factura detallada: cargos duplicados y servicios que no recibió; pregunte qué significa cada código que no reconozca.',
            ),
            ...(f.uninsured
              ? []
              : [
                  f.copay
                    ? t(
                        `Compare it with your EOB: the 'patient responsibility' minus the ${f.copay} copay you paid is what's left to pay. If the bill is more, ask why.`,
                        `Compárela con su EOB: la "responsabilidad del paciente" menos el copago de ${f.copay} que pagó es lo que falta pagar. Si la factura es mayor, pregunte por qué.`,
                      )
                    : t(
                        "Compare it with your EOB: what they bill you should match the 'patient responsibility'. If not, ask why.",
                        'Compárela con su EOB: lo que le cobran debe coincidir con la "responsabilidad del paciente". Si no, pregunte por qué.',
                      ),
                  t(
                    'If the insurer denied a claim, ask for the reason in writing and how to appeal.',
                    'Si el seguro rechazó un reclamo, pida el motivo por escrito y cómo apelar.',
                  ),
                ]),
            t(
              'Ask for financial assistance before a payment plan.',
              'Pida asistencia financiera antes de un plan de pagos.',
            ),
            noCard,
          ];
        case 'unsure':
          return [
            t(
              "Don't pay, give card details or agree to anything on this call.",
              'No pague, no dé datos de su tarjeta y no acepte nada en esta llamada.',
            ),
            t(
              "Ask for everything in writing, and note each rep's name and the date.",
              'Pida todo por escrito y anote el nombre de cada representante y la fecha.',
            ),
            t(
              'Keep the bill, any estimate and any insurance paperwork together.',
              'Guarde juntos la factura, cualquier estimado y los papeles del seguro.',
            ),
          ];
      }
    },
    questions: (ctx) => {
      const f = read(ctx);
      const insurance = t(
        'Did you have health insurance for this visit?',
        '¿Tenía seguro médico para esta visita?',
      );
      const questions: string[] = [];
      switch (f.plan) {
        case 'estimate_dispute':
          if (f.billDateMissing)
            questions.push(
              t('What date is printed on the first bill?', '¿Qué fecha aparece en la primera factura?'),
            );
          if (!f.over)
            questions.push(
              t(
                'How much was the Good Faith Estimate, and how much is the bill?',
                '¿De cuánto fue el Estimado de Buena Fe y de cuánto es la factura?',
              ),
            );
          break;
        case 'estimate_talk':
          if (f.insuranceUnknown) questions.push(insurance);
          if (ctx.case.flags.goodFaithEstimate === undefined && !f.insured)
            questions.push(
              t(
                'Was the estimate a written Good Faith Estimate you got before the care?',
                '¿El estimado fue un Estimado de Buena Fe por escrito, recibido antes de la atención?',
              ),
            );
          if (!f.over)
            questions.push(
              t(
                'How much was the estimate, and how much is the bill?',
                '¿De cuánto fue el estimado y de cuánto es la factura?',
              ),
            );
          break;
        case 'surprise_bill':
        case 'ambulance':
        case 'assistance':
          if (f.insuranceUnknown) questions.push(insurance);
          if (f.plan === 'ambulance')
            questions.push(
              t(
                'Does your state protect patients from ground-ambulance bills? Your state insurance department can tell you.',
                '¿Su estado protege a los pacientes de las facturas de ambulancias terrestres? El departamento de seguros de su estado se lo puede decir.',
              ),
            );
          if (f.plan === 'assistance')
            questions.push(
              t(
                'Has the bill gone to a collection agency?',
                '¿La factura ya pasó a una agencia de cobranza?',
              ),
            );
          break;
        case 'review':
          if (f.insuranceUnknown) questions.push(insurance);
          if (is(ctx, 'medical_emergency_balance_bill') && f.emergencyUnknown)
            questions.push(t('Was this emergency care?', '¿Fue atención de emergencia?'));
          if (is(ctx, 'medical_out_of_network_clinician')) {
            if (ctx.case.flags.inNetworkFacility === undefined)
              questions.push(
                t(
                  'Was the hospital or surgery center in your insurance network?',
                  '¿El hospital o centro quirúrgico estaba en la red de su seguro?',
                ),
              );
            if (ctx.case.flags.outOfNetworkProvider === undefined)
              questions.push(
                t(
                  'Was the doctor who billed you out of your network?',
                  '¿El médico que le facturó estaba fuera de su red?',
                ),
              );
          }
          break;
        case 'unsure':
          if (f.insuranceUnknown) questions.push(insurance);
          if (ctx.case.subCase === 'medical_out_of_network_clinician' && ctx.case.flags.hospital === false) {
            // An out-of-network lab or doctor after a clinic visit: covered only at a hospital or surgery center.
            questions.push(
              t(
                "Is the clinic part of a hospital (a hospital outpatient department) or a surgery center, or is it a doctor's office? The No Surprises Act protects you from an out-of-network lab or doctor only at a hospital or surgery center.",
                '¿La clínica es parte de un hospital (un departamento ambulatorio del hospital) o de un centro quirúrgico, o es un consultorio médico? La Ley Sin Sorpresas le protege de un laboratorio o médico fuera de la red solo en un hospital o centro quirúrgico.',
              ),
              t(
                'Did your insurance send an Explanation of Benefits (EOB) for this bill, and what does it say you owe?',
                '¿Su seguro le envió una Explicación de Beneficios (EOB) por esta factura, y qué dice que usted debe?',
              ),
            );
            break;
          }
          questions.push(
            ctx.case.flags.emergency === false
              ? t(
                  'Is this for scheduled care, an ambulance ride, or a doctor you did not choose?',
                  '¿Es por atención programada, un traslado en ambulancia o un médico que usted no eligió?',
                )
              : t(
                  'Is this for emergency care, scheduled care, an ambulance ride, or a doctor you did not choose?',
                  '¿Es por una emergencia, atención programada, un traslado en ambulancia o un médico que usted no eligió?',
                ),
          );
          if (!f.insured && ctx.case.flags.goodFaithEstimate === undefined)
            questions.push(
              t(
                'Did you get a written estimate before the care?',
                '¿Le dieron un estimado por escrito antes de la atención?',
              ),
            );
          break;
      }
      return questions.slice(0, 3);
    },
    complaintRoutes: (ctx) => {
      const f = read(ctx);
      switch (f.plan) {
        case 'estimate_dispute':
          return t(
            `the CMS No Surprises Help Desk (${HELP_DESK}, cms.gov/nosurprises, where the patient-provider dispute also starts) and your state attorney general`,
            `la línea de ayuda Sin Sorpresas de CMS (${HELP_DESK}, cms.gov/nosurprises, donde también empieza la disputa entre paciente y proveedor) y el fiscal general de su estado`,
          );
        case 'surprise_bill':
          return t(
            `the CMS No Surprises help desk (${HELP_DESK}, cms.gov/nosurprises), your state insurance department and your state attorney general`,
            `la línea de ayuda Sin Sorpresas de CMS (${HELP_DESK}, cms.gov/nosurprises), el departamento de seguros de su estado y el fiscal general de su estado`,
          );
        case 'ambulance':
          return t(
            `${f.uninsured ? '' : "your insurer's formal appeal, "}${regulator(lang, f.state)} and your state attorney general`,
            `${f.uninsured ? '' : 'la apelación formal ante su seguro, '}${regulator(lang, f.state)
              .replace(/^al /, 'el ')
              .replace(/ o al /, ' o el ')} y el fiscal general de su estado`,
          );
        default:
          return f.uninsured
            ? t(
                "the provider's patient advocate and your state attorney general",
                'el defensor del paciente del proveedor y el fiscal general de su estado',
              )
            : t(
                "your insurer's formal appeal, your state insurance department and your state attorney general",
                'la apelación formal ante su seguro, el departamento de seguros de su estado y el fiscal general de su estado',
              );
      }
    },
    rightLine: (ctx) => {
      const f = read(ctx);
      switch (f.plan) {
        case 'estimate_dispute':
          return t(
            `My bill is ${f.over && f.estimate ? `${f.over} over my ${f.estimate}` : 'above my'} Good Faith Estimate. I'm disputing that amount through the federal patient-provider dispute, and I won't pay it while that's open.`,
            `Mi factura ${f.over && f.estimate ? `supera en ${f.over} mi Estimado de Buena Fe de ${f.estimate}` : 'supera mi Estimado de Buena Fe'}. Estoy disputando esa diferencia mediante la disputa federal entre paciente y proveedor, y no la voy a pagar mientras siga abierta.`,
          );
        case 'surprise_bill':
          return t(
            `${f.waiverClaimed && f.clinician && !f.emergency ? `A consent form can't waive this protection for ${f.clinician}. ` : ''}Under the No Surprises Act I owe only my in-network cost-sharing for this ${f.emergency ? 'emergency care' : 'care'}${f.owed ? `, ${f.owed} on my EOB` : f.deductibleMet ? `; with my deductible met, that is only my coinsurance or copay on my EOB${f.left ? `, not the ${f.left} balance` : ''}` : ''}, so I won't pay the balance-billed part.${f.waiverClaimed && f.emergency ? ' For emergency care no consent form can waive that, and a consent to treatment is not one: please send me a copy of any form you say I signed.' : ''} Please rebill it${f.owed ? ` at ${f.owed}` : ''}${f.payBy ? `, and hold the account past ${f.payBy} until it is rebilled` : ''}.`,
            `${f.waiverClaimed && f.clinician && !f.emergency ? `Un formulario de consentimiento no puede quitarme esta protección con ${f.clinician}. ` : ''}Según la Ley Sin Sorpresas solo debo mi costo compartido dentro de la red por esta ${f.emergency ? 'atención de emergencia' : 'atención'}${f.owed ? `, ${f.owed} según mi EOB` : f.deductibleMet ? `; como ya cubrí mi deducible, eso es solo mi coseguro o copago según mi EOB${f.left ? `, no el saldo de ${f.left}` : ''}` : ''}, así que no voy a pagar el cobro de saldo.${f.waiverClaimed && f.emergency ? ' En una atención de emergencia ningún formulario de consentimiento puede quitarme eso, y un consentimiento para recibir tratamiento no es una renuncia: les pido una copia de cualquier formulario que digan que firmé.' : ''} Por favor vuelvan a facturarla${f.owed ? ` por ${f.owed}` : ''}${f.payBy ? ` y mantengan la cuenta en pausa más allá del ${f.payBy.replace(/^el /u, '')}, hasta que la vuelvan a facturar` : ''}.`,
          );
        case 'assistance':
          return ctx.right('hospital-financial-assistance')
            ? t(
                "I'm applying for financial assistance, so please hold the bill from collections while my application is reviewed.",
                'Estoy solicitando asistencia financiera, así que les pido que no envíen la factura a cobranza mientras revisan mi solicitud.',
              )
            : undefined;
        default:
          return ctx.right('hospital-financial-assistance')
            ? t(
                "I'll pay what I owe once the bill is checked, and I'm asking for your financial assistance application: please hold the account until then.",
                'Pagaré lo que deba cuando la factura esté revisada, y les pido su solicitud de asistencia financiera: por favor congelen la cuenta hasta entonces.',
              )
            : undefined;
      }
    },
    judgeOffer: judge,
    nextStep,
    followUpCopy: (ctx, outcome, offer, latest, said) =>
      eobShareHeld(ctx, outcome, said) ??
      heldAnswer(ctx, outcome, said, latest) ??
      ancillaryConsentAnswer(ctx, outcome) ??
      (planOf(ctx) === 'estimate_dispute' && (outcome === 'said_no' || outcome === 'pay_now')
        ? estimateHeldTo(ctx, latest, undefined, said?.noCount)
        : undefined) ??
      (planOf(ctx) === 'assistance' &&
      (outcome === 'said_no' || outcome === 'pay_now' || outcome === 'counter_offer') &&
      ctx.case.flags.toldTooLate === true
        ? tooLateToApply(ctx, said, latest)
        : planOf(ctx) === 'assistance' &&
            outcome !== 'agreed' &&
            ctx.case.flags.assistancePending === true &&
            ctx.case.flags.incomeTooHigh !== true &&
            ctx.case.flags.noIncomeProof !== true &&
            ctx.right('hospital-financial-assistance')
          ? applicationPending(ctx, latest, said)
          : planOf(ctx) === 'assistance' &&
              (outcome === 'pay_now' ||
                // "si no pago me van a demandar": a threat the federal limits answer, not a refusal.
                (outcome === 'said_no' &&
                  ctx.right('hospital-collection-limits') &&
                  ctx.case.flags.toldTooLate !== true) ||
                (outcome === 'counter_offer' &&
                  monthlyPlanOf(ctx, latest) !== undefined &&
                  ctx.case.flags.incomeTooHigh !== true &&
                  ctx.case.flags.noIncomeProof !== true)) &&
              ctx.right('hospital-financial-assistance')
            ? applyingNotPaying(ctx, offer, latest)
            : planOf(ctx) === 'assistance' && outcome === 'said_no' && ctx.case.flags.toldTooLate === true
              ? tooLateToApply(ctx, said, latest)
              : planOf(ctx) === 'estimate_talk' && ctx.case.flags.hospital === false && outcome === 'said_no'
                ? officeQuoteHeld(ctx)
                : planOf(ctx) === 'assistance' &&
                    outcome !== 'agreed' &&
                    ctx.case.flags.incomeTooHigh === true
                  ? toldTooMuch(ctx, latest)
                  : (planOf(ctx) === 'assistance' || ctx.right('hospital-financial-assistance')) &&
                      outcome === 'said_no' &&
                      ctx.case.flags.noIncomeProof === true
                    ? incomeWithoutPaystubs(ctx)
                    : planOf(ctx) === 'assistance' && outcome === 'agreed'
                      ? assistanceGranted(ctx, latest)
                      : planOf(ctx) === 'ambulance' && outcome !== 'agreed'
                        ? ambulancePlan(ctx, latest)
                        : planOf(ctx) === 'estimate_talk' && outcome === 'counter_offer'
                          ? overEstimateOffer(ctx, latest)
                          : undefined),
    honestRoute,
  };
}

const playbook: AreaPlaybook = { en: build('en'), es: build('es') };

/**
 * "la oficina dice que la aseguradora pagó muy poco y que yo debo la diferencia, y que me van a cobrar
 * hoy con la tarjeta que dejé en archivo": an in-network provider billing more than the EOB's share
 * insists on the difference. The share is paid, the rest is not owed (nothing was denied, so no appeal,
 * and no discount or plan on it); the insurer enforces its network contract. A charge threatened on the
 * card on file is limited in writing to the EOB's share, and any excess disputed with the card issuer.
 */
function eobShareHeld(
  ctx: CopyContext,
  outcome: Outcome,
  said: FollowUpSaid | undefined,
): FollowUpAnswer | undefined {
  const f = read(ctx);
  if (outcome === 'agreed' || outcome === 'counter_offer' || outcome === 'no_reply') return undefined;
  if (f.plan !== 'review' || !f.owed || !f.balanceBill || f.netOfPaid || f.uninsured || !f.bill)
    return undefined;
  if (ctx.case.flags.outOfNetworkProvider === true) return undefined;
  const t = inLanguage(ctx.lang);
  const card = said?.latestFlags?.cardChargeThreat === true;
  const allowed = ctx.case.claim?.allowed?.text;
  const who = f.dental
    ? t('the dentist', 'el dentista')
    : ctx.case.flags.hospital === true
      ? t('the hospital', 'el hospital')
      : t('the provider', 'el proveedor');
  const inNetwork = ctx.case.flags.outOfNetworkProvider === false;
  const contract = t(
    `${inNetwork ? `As an in-network provider, ${who} agreed` : `If ${who} is in your plan's network, it agreed`} with your insurer to accept the allowed amount${allowed ? ` (${allowed})` : ''} as payment in full: what the insurer paid plus your share on the EOB.`,
    `${inNetwork ? `Como proveedor de la red, ${who} aceptó` : `Si ${who} está en la red de su plan, aceptó`} con su seguro cobrar el monto permitido${allowed ? ` (${allowed})` : ''} como pago total: lo que pagó el seguro más su parte según la EOB.`,
  );
  const revoke = t(
    `I do not authorize any charge to my card on file above ${f.owed}, my patient responsibility on the EOB. Any authorization I gave is limited to that amount.`,
    `No autorizo ningún cargo a mi tarjeta en archivo por más de ${f.owed}, la responsabilidad del paciente según la EOB. Cualquier autorización que di se limita a ese monto.`,
  );
  const officeTo = f.dental
    ? t('to the dental office', 'al consultorio dental')
    : t('to the billing office', 'a la oficina de facturación');
  return {
    strategy: t(
      `Their word that you owe the difference doesn't make the ${f.balanceBill} yours: your share is the EOB's ${f.owed}, and the ${f.balanceBill} above it (${f.bill} less ${f.owed}) is balance billing. ${contract} Nothing was denied, so there's nothing to appeal, and no discount or plan to ask for on money you don't owe.${card ? ` Today, before they charge the card: write ${officeTo} (email, and keep a copy) that you don't authorize any charge above ${f.owed}. Call your card issuer too: if they charge ${f.bill} anyway, dispute the ${f.balanceBill} over your share with the card issuer in writing, with the EOB and your letter.` : ''} Then call your insurer's member services (ask for provider relations) and ask them to enforce the network contract with ${who}. If the bill isn't corrected, file a complaint with ${f.state ? `the ${f.state}` : 'your state'} insurance department.`,
      `Que digan que usted debe la diferencia no hace suyos los ${f.balanceBill}: su parte es la de la EOB, ${f.owed}, y los ${f.balanceBill} por encima (${f.bill} menos ${f.owed}) son facturación de saldo. ${contract} No le negaron nada, así que no hay nada que apelar, ni descuento o plan que pedir sobre dinero que no debe.${card ? ` Hoy, antes de que cobren la tarjeta: escriba ${officeTo} (por correo electrónico, y guarde copia) que no autoriza ningún cargo por más de ${f.owed}. Llame también al emisor de su tarjeta: si cobran los ${f.bill} de todos modos, dispute por escrito con el emisor de la tarjeta los ${f.balanceBill} por encima de su parte, con la EOB y su carta.` : ''} Después llame a servicio al cliente de su seguro (pida relaciones con proveedores) y pida que haga cumplir el contrato de red con ${who}. Si no corrigen la factura, presente una queja ante el departamento de seguros ${f.state ? `de ${f.state}` : 'de su estado'}.`,
    ),
    opening: quoteLines([
      t(
        `My EOB says my patient responsibility is ${f.owed}. I'll pay ${f.owed}; I don't owe the ${f.balanceBill} above it.`,
        `Mi EOB dice que la responsabilidad del paciente es ${f.owed}. Pago ${f.owed}; no debo los ${f.balanceBill} por encima.`,
      ),
      ...(card ? [revoke] : []),
      t(
        `Please send me a corrected bill for ${f.owed}. I'm asking my insurer to enforce its network contract with you.`,
        `Por favor envíenme una factura corregida por ${f.owed}. Voy a pedir a mi seguro que haga cumplir su contrato de red con ustedes.`,
      ),
    ]),
    email: {
      subject: t(
        `Account [account number]: ${card ? `no charge above ${f.owed} to my card; ` : ''}corrected bill for ${f.owed}, per my EOB`,
        `Cuenta [número de cuenta]: ${card ? `ningún cargo por más de ${f.owed} a mi tarjeta; ` : ''}factura corregida por ${f.owed}, según mi EOB`,
      ),
      body: t(
        `Hello,\n\nYour bill for my care shows ${f.bill}. My insurer's Explanation of Benefits (attached) shows ${f.paid ? `it paid ${f.paid} and ` : ''}my patient responsibility is ${f.owed}. ${inNetwork ? 'As an in-network provider you agreed' : "As a provider in my plan's network, you agreed"} to accept the allowed amount${allowed ? ` of ${allowed}` : ''}; the ${f.balanceBill} above my share is not mine to pay.${card ? `\n\n${revoke} Please do not charge my card for the ${f.bill}.` : ''}\n\nPlease send me a corrected bill for ${f.owed}. I have asked my insurer to review this under its network contract.\n\nThank you,\n[Your name]\n[Phone number]`,
        `Hola:\n\nSu factura por mi atención muestra ${f.bill}. La Explicación de Beneficios de mi seguro (adjunta) muestra que ${f.paid ? `pagó ${f.paid} y que ` : ''}la responsabilidad del paciente es ${f.owed}. ${inNetwork ? 'Como proveedor de la red, ustedes aceptaron' : 'Como proveedor de la red de mi plan, ustedes aceptaron'} cobrar el monto permitido${allowed ? ` de ${allowed}` : ''}; los ${f.balanceBill} por encima de mi parte no me corresponde pagarlos.${card ? `\n\n${revoke} Por favor no cobren los ${f.bill} a mi tarjeta.` : ''}\n\nLes pido una factura corregida por ${f.owed}. Pedí a mi seguro que revise esto según su contrato de red.\n\nGracias,\n[Su nombre]\n[Teléfono]`,
      ),
    },
    talkingPoints: [
      t(
        `Pay ${f.owed}, your share on the EOB, and keep the receipt; not the ${f.balanceBill} above it.`,
        `Pague ${f.owed}, su parte según la EOB, y guarde el recibo; no los ${f.balanceBill} por encima.`,
      ),
      ...(card
        ? [
            t(
              `If the ${f.bill} shows on your card, dispute the ${f.balanceBill} with the card issuer in writing right away, with the EOB and your letter.`,
              `Si los ${f.bill} aparecen en su tarjeta, dispute de inmediato por escrito los ${f.balanceBill} con el emisor de la tarjeta, con la EOB y su carta.`,
            ),
          ]
        : []),
      t(
        'Keep the EOB, the bill and a copy of every letter; write down the name and date of each call.',
        'Guarde la EOB, la factura y copia de cada carta; anote el nombre y la fecha de cada llamada.',
      ),
    ],
  };
}

/**
 * A hold on the account, or a last day before collections, in the billing office's answer: the
 * plans that rest on a right take it, in writing, and use the time for that right.
 */
function heldAnswer(
  ctx: CopyContext,
  outcome: Outcome,
  said: FollowUpSaid | undefined,
  latest: readonly CaseAmount[] = [],
): FollowUpAnswer | undefined {
  const hold = said?.hold;
  if (!hold || outcome === 'agreed' || outcome === 'counter_offer') return undefined;
  if (planOf(ctx) === 'surprise_bill') return surpriseBillHeld(ctx, hold);
  if (planOf(ctx) === 'estimate_dispute') return estimateHeldTo(ctx, latest, hold);
  return undefined;
}

/** What the billing office said about the estimate, each part only when it was said. */
function toldParts(ctx: CopyContext): { en: string[]; es: string[] } {
  const { estimateApprox, extraForLab, extraAdded } = ctx.case.flags;
  const en: string[] = [];
  const es: string[] = [];
  if (estimateApprox === true) {
    en.push('the estimate was only an estimate');
    es.push('el estimado era solo un estimado');
  }
  if (extraForLab === true) {
    en.push('the difference is for the lab');
    es.push('la diferencia es del laboratorio');
  }
  if (extraAdded === true) {
    en.push('the difference is for something added at the visit');
    es.push('la diferencia es por algo que se agregó en la cita');
  }
  return { en, es };
}

function toldEn(ctx: CopyContext): string {
  const { en } = toldParts(ctx);
  return en.length ? `I was told that ${en.join(' and that ')}` : 'I was told the estimate was not exact';
}

function toldEs(ctx: CopyContext): string {
  const { es } = toldParts(ctx);
  return es.length ? `Me dijeron que ${es.join(' y que ')}` : 'Me dijeron que el estimado no era exacto';
}

/**
 * Their reasons, answered one by one: "just an estimate" is still the estimate; an item added at the
 * visit (contrast, another test) is asked about in writing (why it wasn't on the estimate, whether
 * the person was told and agreed first) and goes into the dispute, which compares the whole bill.
 */
function estimateClaimsAnswered(ctx: CopyContext): string {
  const t = inLanguage(ctx.lang);
  const { estimateApprox, extraForLab, extraAdded } = ctx.case.flags;
  const parts: string[] = [];
  if (estimateApprox === true)
    parts.push(
      t(
        ' "Just an estimate" doesn\'t change that: a Good Faith Estimate is the figure the federal dispute measures the bill against.',
        ' Que "solo era un estimado" no cambia eso: el Estimado de Buena Fe es la cifra con la que la disputa federal compara la factura.',
      ),
    );
  if (extraForLab === true)
    parts.push(
      t(
        " That the extra is the lab's doesn't change it either: the dispute compares this provider's bill with its own estimate.",
        ' Que lo de más sea del laboratorio tampoco lo cambia: la disputa compara la factura de este proveedor con su propio estimado.',
      ),
    );
  if (extraAdded === true)
    parts.push(
      t(
        " As for the item they say was added at the visit: ask them in writing why it wasn't on your Good Faith Estimate and whether anyone told you about its cost and asked you before adding it, and put their answer in the dispute. The dispute decides whether an added item can be charged above the estimate; until then, it isn't settled that you owe it.",
        ' Sobre lo que dicen que se agregó en la cita: pregúnteles por escrito por qué no estaba en su Estimado de Buena Fe y si alguien le dijo su costo y le preguntó antes de agregarlo, y ponga su respuesta en la disputa. La disputa decide si algo agregado se puede cobrar por encima del estimado; hasta entonces, no está decidido que usted lo deba.',
      ),
    );
  return parts.join('');
}

/**
 * "la recepcionista dice que el estimado era 'aproximado' y que la diferencia es del laboratorio, que
 * tengo que pagar el resto, 1,150, este mes": the estimate is held to with the figures worked out
 * (the bill over the estimate, what is left on the estimate after a deposit, never the remainder they
 * ask), "approximate" and "the lab's" answered with the rule, the undisputed part paid, the
 * difference taken to the federal dispute by its date; a hold they give is taken in writing.
 */
function estimateHeldTo(
  ctx: CopyContext,
  latest: readonly CaseAmount[] = [],
  hold?: HoldReading,
  noCount = 1,
): FollowUpAnswer {
  const t = inLanguage(ctx.lang);
  const f = read(ctx);
  const { estimateApprox, extraForLab, extraAdded } = ctx.case.flags;
  const disowned = ctx.case.flags.estimateDisowned === true || extraAdded === true;
  // A last day before collections they named (not a hold they gave): the dispute is filed before it.
  const collectionsBy = hold && !hold.placed && hold.endIso ? formatDay(hold.endIso, ctx.lang) : undefined;
  const asked = latest.find(
    (amount) => amount.value !== ctx.value('billed') && amount.value !== ctx.value('estimated', 'quoted'),
  );
  const end = hold?.endIso ? formatDay(hold.endIso, ctx.lang) : undefined;
  const by = f.disputeBy
    ? t(`by ${f.disputeBy}`, `a más tardar el ${f.disputeBy}`)
    : t(
        'within 120 days of the date on the first bill',
        'dentro de los 120 días desde la fecha de la primera factura',
      );
  const toPay = f.leftOnEstimate ?? f.estimate;
  const deposit = f.leftOnEstimate !== undefined && f.paid !== undefined;
  const over = f.over ? t(`the ${f.over}`, `los ${f.over}`) : t('the difference', 'la diferencia');
  const rule =
    f.over && f.estimate && f.bill
      ? t(
          `Your ${f.bill} bill is ${f.over} over your ${f.estimate} Good Faith Estimate${f.overThreshold ? ': $400 or more, so the federal patient-provider dispute covers it' : ''}.`,
          `Su factura de ${f.bill} supera en ${f.over} su Estimado de Buena Fe de ${f.estimate}${f.overThreshold ? ': son $400 o más, así que la disputa federal entre paciente y proveedor la cubre' : ''}.`,
        )
      : t('Your bill is above your Good Faith Estimate.', 'Su factura supera su Estimado de Buena Fe.');
  const answered = !disowned
    ? ''
    : extraAdded === true || estimateApprox === true || extraForLab === true
      ? estimateClaimsAnswered(ctx)
      : t(
          " Being told the estimate was only approximate or not exact, or that the extra is a lab's or someone else's, doesn't change that: the dispute compares the bill from that provider with its Good Faith Estimate, whatever the charges above it are for.",
          ' Que le digan que el estimado era solo aproximado o no era fijo, o que lo de más es del laboratorio o de otro, no cambia eso: la disputa compara la factura de ese proveedor con su Estimado de Buena Fe, sea cual sea el motivo de los cargos de más.',
        );
  const pay = !toPay
    ? ''
    : deposit
      ? t(
          ` On the estimate you owe ${f.estimate}; you already paid ${f.paid}, so ${f.leftOnEstimate} is left${asked ? `, not the ${asked.text} they ask for` : ''}. Pay that ${f.leftOnEstimate} if you want the part you owe settled, and dispute ${over}.`,
          ` Según el estimado usted debe ${f.estimate}; ya pagó ${f.paid}, así que le quedan ${f.leftOnEstimate}${asked ? `, no los ${asked.text} que le piden` : ''}. Pague esos ${f.leftOnEstimate} si quiere dejar al día lo que sí debe, y dispute ${over}.`,
        )
      : t(
          ` Pay no more than the ${toPay} estimate${asked ? `, not the ${asked.text} they ask for` : ''}, and dispute ${over}.`,
          ` No pague más que el estimado de ${toPay}${asked ? `, no los ${asked.text} que le piden` : ''}, y dispute ${over}.`,
        );
  const held = hold?.placed
    ? t(
        ` Take the hold they gave, in writing with its last day${end ? ` (${end})` : ''}, and start the dispute before it ends.`,
        ` Acepte la pausa que le dieron, por escrito y con su último día${end ? ` (el ${end})` : ''}, e inicie la disputa antes de que termine.`,
      )
    : '';
  // A second no on the phone: no more calls, the dispute itself.
  const again =
    noCount >= 2 && !hold
      ? t(
          "That's another no, so stop asking by phone: the federal dispute decides it now. ",
          'Es otro no, así que deje de pedirlo por teléfono: ahora lo decide la disputa federal. ',
        )
      : '';
  const strategy = collectionsBy
    ? t(
        `${again}${rule}${answered}${pay}${held} They named ${collectionsBy} for collections, so don't wait for your ${f.disputeBy ?? '120-day'} deadline: start the federal patient-provider dispute now, before ${collectionsBy}, online at cms.gov/nosurprises or at ${HELP_DESK} ($25 fee), and email them the confirmation. Once it is filed, and while it is open, the provider may not send the bill to collections or add late fees.`,
        `${again}${rule}${answered}${pay}${held} Le dieron el ${collectionsBy} para mandarla a cobranza, así que no espere a su plazo${f.disputeBy ? ` del ${f.disputeBy}` : ' de 120 días'}: inicie ya la disputa federal entre paciente y proveedor, antes del ${collectionsBy}, en línea en cms.gov/nosurprises o al ${HELP_DESK} (cuesta $25), y envíeles la confirmación por correo. Una vez presentada, y mientras siga abierta, el proveedor no puede enviar la factura a cobranza ni cobrar recargos.`,
      )
    : t(
        `${again}${rule}${answered}${pay}${held} Start the federal patient-provider dispute ${by}: online at cms.gov/nosurprises or at ${HELP_DESK} ($25 fee). While it is open, the provider may not send the bill to collections or add late fees.`,
        `${again}${rule}${answered}${pay}${held} Inicie la disputa federal entre paciente y proveedor ${by}: en línea en cms.gov/nosurprises o al ${HELP_DESK} (cuesta $25). Mientras siga abierta, el proveedor no puede enviar la factura a cobranza ni cobrar recargos.`,
      );
  const estimate = f.estimate ?? t('[estimate amount]', '[monto del estimado]');
  const overText = f.over ?? t('[amount over the estimate]', '[diferencia con el estimado]');
  const opening = quoteLines([
    t(
      `I received a Good Faith Estimate of ${estimate}, and your bill${f.bill ? ` of ${f.bill}` : ''} is ${overText} over it.${disowned ? " An 'approximate' estimate is still my Good Faith Estimate, and the federal dispute is for exactly this: a bill $400 or more over it." : ''}`,
      `Recibí un Estimado de Buena Fe de ${estimate}, y su factura${f.bill ? ` de ${f.bill}` : ''} lo supera en ${overText}.${disowned ? ' Un estimado «aproximado» sigue siendo mi Estimado de Buena Fe, y la disputa federal es justo para esto: una factura que lo supera en $400 o más.' : ''}`,
    ),
    deposit
      ? t(
          `I already paid ${f.paid}. I'll pay the ${f.leftOnEstimate} left on the estimate; I'm disputing ${over} through the federal process.`,
          `Ya pagué ${f.paid}. Voy a pagar los ${f.leftOnEstimate} que quedan del estimado; ${over} los disputo mediante el proceso federal.`,
        )
      : t(
          `I'll pay the estimate${f.estimate ? `, ${f.estimate}` : ''}; I'm disputing the difference through the federal process.`,
          `Voy a pagar el estimado${f.estimate ? `, ${f.estimate}` : ''}; la diferencia la disputo mediante el proceso federal.`,
        ),
    collectionsBy
      ? t(
          `I'm filing the federal dispute now, before ${collectionsBy}, and I'll send you the confirmation: once it's filed, the bill can't go to collections while it's open.`,
          `Voy a presentar la disputa federal ya, antes del ${collectionsBy}, y les enviaré la confirmación: una vez presentada, la factura no puede pasar a cobranza mientras esté abierta.`,
        )
      : hold?.placed
        ? t(
            `Please confirm the hold in writing${end ? `, until ${end}` : ''}, and mark the difference as disputed.`,
            `Les pido confirmar la pausa por escrito${end ? `, hasta el ${end}` : ''}, y anotar la diferencia como disputada.`,
          )
        : t(
            "Please correct the bill to the estimate and mark the difference as disputed: while the dispute is open, it can't go to collections.",
            'Les pido corregir la factura al monto del estimado y anotar la diferencia como disputada: mientras la disputa esté abierta, no puede pasar a cobranza.',
          ),
  ]);
  const email = {
    subject: t(
      `${f.bill ? `The ${f.bill} bill` : 'My bill'}: I'll pay ${deposit ? `the ${toPay} left on my Good Faith Estimate` : 'my Good Faith Estimate'} and dispute ${over}`,
      `${f.bill ? `Factura de ${f.bill}` : 'Mi factura'}: pago ${deposit ? `los ${toPay} que quedan de mi Estimado de Buena Fe` : 'mi Estimado de Buena Fe'} y disputo ${over}`,
    ),
    body: t(
      `Hello,\n\nI was uninsured and received a Good Faith Estimate of ${estimate}. Your bill${f.bill ? ` of ${f.bill}` : ''} is ${overText} over it.${disowned ? ` ${toldEn(ctx)}; the Good Faith Estimate is still the figure the bill is measured against.` : ''}\n\n${deposit ? `I already paid ${f.paid}, and I will pay the ${f.leftOnEstimate} left on the estimate${asked ? `, not the ${asked.text} requested` : ''}.` : `I will pay the estimate${f.estimate ? ` of ${f.estimate}` : ''}.`} ${collectionsBy ? `I dispute ${over} and I am starting the federal patient-provider dispute now, before the ${collectionsBy} you gave for collections; the confirmation is attached. While it is open, the account may not go to collections or get late fees.` : `I dispute ${over} and will start the federal patient-provider dispute ${by} if the bill is not corrected. While it is open, the account may not go to collections.`}${hold?.placed ? `\n\nPlease also confirm in writing the hold you offered${end ? `, until ${end}` : ''}.` : ''}\n\nPlease correct the bill to the estimate and confirm in writing.\n\nThank you,\n[Your name]\n[Account number]`,
      `Hola:\n\nNo tenía seguro y recibí un Estimado de Buena Fe de ${estimate}. Su factura${f.bill ? ` de ${f.bill}` : ''} lo supera en ${overText}.${disowned ? ` ${toldEs(ctx)}; el Estimado de Buena Fe sigue siendo la cifra con la que se compara la factura.` : ''}\n\n${deposit ? `Ya pagué ${f.paid}, y pagaré los ${f.leftOnEstimate} que quedan del estimado${asked ? `, no los ${asked.text} que me piden` : ''}.` : `Pagaré el estimado${f.estimate ? ` de ${f.estimate}` : ''}.`} ${collectionsBy ? `Disputo ${over} e inicio ya la disputa federal entre paciente y proveedor, antes del ${collectionsBy} que me dieron para cobranza; adjunto la confirmación. Mientras esté abierta, la cuenta no puede pasar a cobranza ni tener recargos.` : `Disputo ${over} e iniciaré la disputa federal entre paciente y proveedor ${by} si no corrigen la factura. Mientras esté abierta, la cuenta no puede pasar a cobranza.`}${hold?.placed ? `\n\nLes pido también confirmar por escrito la pausa que me ofrecieron${end ? `, hasta el ${end}` : ''}.` : ''}\n\nLes pido corregir la factura al monto del estimado y confirmarlo por escrito.\n\nGracias,\n[Su nombre]\n[Número de cuenta]`,
    ),
  };
  return {
    strategy,
    opening,
    email,
    talkingPoints: [
      t(
        `Your figure is the estimate${f.estimate ? `, ${f.estimate}` : ''}${deposit ? `: ${f.leftOnEstimate} left after the ${f.paid} you paid` : ''}.`,
        `Su cifra es el estimado${f.estimate ? `, ${f.estimate}` : ''}${deposit ? `: le quedan ${f.leftOnEstimate} después de los ${f.paid} que pagó` : ''}.`,
      ),
      collectionsBy
        ? t(
            `File the dispute now, before ${collectionsBy}; send them the confirmation.`,
            `Presente la disputa ya, antes del ${collectionsBy}; envíeles la confirmación.`,
          )
        : t(
            `Start the dispute ${by}, even if they keep saying no; keep the confirmation.`,
            `Inicie la disputa ${by}, aunque sigan diciendo que no; guarde la confirmación.`,
          ),
      t(
        'Ask in writing what each charge above the estimate is for.',
        'Pida por escrito para qué es cada cargo por encima del estimado.',
      ),
    ],
  };
}

/**
 * "she'll put a 30 day hold on the account but if its not paid after that it goes to collections",
 * on an insured emergency or out-of-network bill: take the hold in writing with its last day, pay the
 * in-network share on the EOB so only the balance bill stays open, and before the hold ends file with
 * the No Surprises help desk and have the insurer confirm the claim in writing; a protected balance
 * bill sent to collections goes into the complaint.
 */
function surpriseBillHeld(ctx: CopyContext, hold: HoldReading): FollowUpAnswer {
  const t = inLanguage(ctx.lang);
  const f = read(ctx);
  const end = hold.endIso ? formatDay(hold.endIso, ctx.lang) : undefined;
  const care = f.emergency
    ? t('emergency care', 'atención de emergencia')
    : t(
        `care from ${f.clinician ?? 'an out-of-network clinician'} at an in-network facility`,
        `la atención ${(f.clinician ?? 'un profesional fuera de la red').replace(/^el /u, 'del ').replace(/^(?!del )/u, 'de ')} en un centro de la red`,
      );
  const share = f.owed
    ? t(`your ${f.owed} in-network share`, `su parte dentro de la red de ${f.owed}`)
    : t(
        'your in-network share (the "patient responsibility" on your EOB)',
        'su parte dentro de la red (la "responsabilidad del paciente" en su EOB)',
      );
  const balance = f.balanceBill
    ? t(`the ${f.balanceBill} balance bill`, `el cobro de saldo de ${f.balanceBill}`)
    : t('the balance bill', 'el cobro de saldo');
  const before = end
    ? t(`Before ${end}`, `Antes del ${end}`)
    : t('Before the hold ends', 'Antes de que termine la pausa');
  const waiver =
    f.waiverClaimed && f.emergency
      ? t(
          ' A consent form changes nothing here: for emergency care none can waive this protection.',
          ' Un formulario de consentimiento no cambia nada: en la atención de emergencia ninguno puede quitarle esta protección.',
        )
      : f.waiverClaimed && f.clinician
        ? t(
            ` A consent form changes nothing here: ${f.clinician} at an in-network facility can't have you sign this protection away.`,
            ` Un formulario de consentimiento no cambia nada: ${f.clinician} en un centro de la red no puede hacerle renunciar a esta protección.`,
          )
        : '';
  const opening = hold.placed
    ? t(
        `Take the hold, and get it in writing with its last day${end ? `, ${end}` : ''}: your No Surprises Act protection doesn't end when the hold does, so use the time.`,
        `Acepte la pausa y pídala por escrito, con su último día${end ? `, el ${end}` : ''}: su protección bajo la Ley Sin Sorpresas no se acaba cuando termina la pausa, así que aproveche ese tiempo.`,
      )
    : t(
        `A last day to pay${end ? ` (${end})` : ''} doesn't change what you owe: the No Surprises Act still limits this ${care} bill to your in-network share.`,
        `Un último día para pagar${end ? ` (el ${end})` : ''} no cambia lo que usted debe: la Ley Sin Sorpresas sigue limitando esta factura por ${care} a su parte dentro de la red.`,
      );
  const strategy = t(
    `${opening} Pay ${share} now, so the only thing left open is ${balance}, which you don't owe.${waiver} ${before}: file with the No Surprises help desk (${HELP_DESK}, cms.gov/nosurprises), and ask your insurer in writing to confirm it processed the claim as ${f.emergency ? 'emergency care' : 'care at an in-network facility'} at in-network cost-sharing. Tell the billing office in writing that you dispute ${balance}${hold.thenCollections ? ', and that sending it to collections will be part of your complaint' : ''}.`,
    `${opening} Pague ahora ${share}, para que lo único abierto sea ${balance}, que usted no debe.${waiver} ${before}: presente una queja ante la línea de ayuda Sin Sorpresas (${HELP_DESK}, cms.gov/nosurprises) y pida por escrito a su aseguradora que confirme que procesó el reclamo como ${f.emergency ? 'atención de emergencia' : 'atención en un centro de la red'}, con su costo compartido dentro de la red. Avise por escrito a la oficina de facturación que usted disputa ${balance}${hold.thenCollections ? ' y que enviarlo a cobranza será parte de su queja' : ''}.`,
  );
  const payLine = f.owed
    ? t(
        `I'm paying my in-network share of ${f.owed} today, as my EOB shows.${f.balanceBill ? ` The other ${f.balanceBill}` : ' The rest'} is a balance bill for ${care}, which the No Surprises Act doesn't let you charge me${f.waiverClaimed && f.emergency ? ', and no consent form changes that' : ''}.`,
        `Hoy pago mi parte dentro de la red de ${f.owed}, como muestra mi EOB.${f.balanceBill ? ` Los otros ${f.balanceBill} son` : ' El resto es'} un cobro de saldo por ${care}, que la Ley Sin Sorpresas no les permite cobrarme${f.waiverClaimed && f.emergency ? ', y ningún formulario de consentimiento cambia eso' : ''}.`,
      )
    : t(
        `I'll pay my in-network share as my EOB shows. The rest is a balance bill for ${care}, which the No Surprises Act doesn't let you charge me.`,
        `Pagaré mi parte dentro de la red según mi EOB. El resto es un cobro de saldo por ${care}, que la Ley Sin Sorpresas no les permite cobrarme.`,
      );
  const opening2 = quoteLines([
    hold.placed
      ? t(
          `Thank you for the hold. Please confirm it in writing: the account is on hold${end ? ` until ${end}` : ', with the date it ends,'} and won't go to collections before then.`,
          `Gracias por la pausa. Les pido confirmarla por escrito: la cuenta queda en pausa${end ? ` hasta el ${end}` : ', con la fecha en que termina,'} y no pasará a cobranza antes.`,
        )
      : t(
          `You told me the account goes to collections if it isn't paid${end ? ` by ${end}` : ''}. Please note that I dispute it, and hold the account while it's reviewed.`,
          `Me dijeron que la cuenta pasa a cobranza si no se paga${end ? ` antes del ${end}` : ''}. Les pido anotar que la disputo y detener la cuenta mientras la revisan.`,
        ),
    payLine,
    t(
      `I'm filing with the No Surprises help desk and asking my insurer to confirm my share in writing.${hold.thenCollections ? ' If this balance bill goes to collections, that will be part of my complaint.' : ''}`,
      `Voy a presentar una queja ante la línea de ayuda Sin Sorpresas y a pedir a mi aseguradora que confirme mi parte por escrito.${hold.thenCollections ? ' Si envían este cobro de saldo a cobranza, eso será parte de mi queja.' : ''}`,
    ),
  ]);
  const bill = f.bill ? t(`the ${f.bill} bill`, `la factura de ${f.bill}`) : t('my bill', 'mi factura');
  const when = f.serviceDate
    ? t(` for ${care} ${onDayEn(f.serviceDate)}`, ` por ${care} ${delDay(f.serviceDate)}`)
    : '';
  const email = {
    subject: t(
      `${hold.placed ? `Hold${end ? ` until ${end}` : ''}` : `Disputed before ${end ?? 'collections'}`}: ${bill}${ctx.namedParty ? ` from ${ctx.namedParty}` : ''}, balance bill disputed`,
      `${hold.placed ? `Pausa${end ? ` hasta el ${end}` : ''}` : `Disputa antes del ${end ?? 'envío a cobranza'}`}: ${bill}${ctx.namedParty ? ` de ${ctx.namedParty}` : ''}, cobro de saldo disputado`,
    ),
    body: t(
      `Hello,

${hold.placed ? `You told me the account for ${bill}${when} is on hold${end ? ` until ${end}` : ''}${hold.thenCollections ? ', and that it goes to collections if it is not paid after that' : ''}. Please confirm the hold in writing.` : `You told me the account for ${bill}${when} goes to collections if it is not paid${end ? ` by ${end}` : ''}. I dispute it: please hold the account while it is reviewed.`}

${f.owed ? `I am paying my in-network share of ${f.owed}, as my insurer's Explanation of Benefits shows.${f.balanceBill ? ` The remaining ${f.balanceBill} is a balance bill.` : ''}` : "I will pay my in-network share, as my insurer's Explanation of Benefits shows."} Under the No Surprises Act I owe only my in-network cost-sharing for ${care}${f.waiverClaimed && f.emergency ? ', and for emergency care no consent form can waive that' : ''}. Please rebill the account${f.owed ? ` at ${f.owed}` : ' at my in-network cost-sharing'}.

I am filing a complaint with the No Surprises help desk and asking my insurer to confirm how it processed this claim.${hold.thenCollections ? ' Sending this balance bill to collections will be part of my complaint to the help desk, my state insurance department and my state attorney general.' : ''}

Please reply in writing${end ? ` before ${end}` : ' within 14 days'}.

Thank you,
[Your name]
[Account number]`,
      `Hola:

${hold.placed ? `Me dijeron que la cuenta de ${bill}${when} queda en pausa${end ? ` hasta el ${end}` : ''}${hold.thenCollections ? ' y que, si no se paga después, pasa a cobranza' : ''}. Les pido confirmar la pausa por escrito.` : `Me dijeron que la cuenta de ${bill}${when} pasa a cobranza si no se paga${end ? ` antes del ${end}` : ''}. La disputo: les pido detener la cuenta mientras la revisan.`}

${f.owed ? `Pago mi parte dentro de la red de ${f.owed}, como muestra la Explicación de Beneficios de mi seguro.${f.balanceBill ? ` Los ${f.balanceBill} restantes son un cobro de saldo.` : ''}` : 'Pagaré mi parte dentro de la red, según la Explicación de Beneficios de mi seguro.'} Según la Ley Sin Sorpresas solo debo mi costo compartido dentro de la red por ${care}${f.waiverClaimed && f.emergency ? ', y en una emergencia ningún formulario de consentimiento puede quitarme eso' : ''}. Les pido volver a facturar la cuenta${f.owed ? ` por ${f.owed}` : ' con mi costo compartido dentro de la red'}.

Voy a presentar una queja ante la línea de ayuda Sin Sorpresas y a pedir a mi aseguradora que confirme cómo procesó este reclamo.${hold.thenCollections ? ' Enviar este cobro de saldo a cobranza será parte de mi queja ante la línea de ayuda, el departamento de seguros de mi estado y el fiscal general de mi estado.' : ''}

Les pido una respuesta por escrito${end ? ` antes del ${end}` : ' en 14 días'}.

Gracias,
[Su nombre]
[Número de cuenta]`,
    ),
  };
  return {
    strategy,
    opening: opening2,
    email,
    talkingPoints: [
      // A hold they gave has a last day; a last day to pay is no hold: ask for one until it's resolved.
      hold.placed
        ? t(
            `Get the hold in writing, with its last day${end ? `: ${end}` : ''}.`,
            `Pida la pausa por escrito, con su último día${end ? `: el ${end}` : ''}.`,
          )
        : t(
            `${end ? `${end} is their last day to pay, not a hold: ask` : 'Ask'} in writing for a hold on the account until your help-desk complaint is resolved.`,
            `${end ? `El ${end} es su último día para pagar, no una pausa: pida` : 'Pida'} por escrito que pausen la cuenta hasta que se resuelva su queja ante la línea de ayuda.`,
          ),
      t(
        `Pay only ${f.owed ? `the ${f.owed} on your EOB` : 'your share on the EOB'}, in a way that leaves a record, and keep the receipt.`,
        `Pague solo ${f.owed ? `los ${f.owed} de su EOB` : 'su parte según la EOB'}, de una forma que deje constancia, y guarde el recibo.`,
      ),
      hold.placed || !end
        ? t(
            'File with the help desk and write to your insurer before the hold ends, not after.',
            'Presente la queja y escriba a su aseguradora antes de que termine la pausa, no después.',
          )
        : t(
            `File with the help desk and write to your insurer before ${end}, not after.`,
            `Presente la queja y escriba a su aseguradora antes del ${end}, no después.`,
          ),
      t(
        'If a collector writes to you anyway, dispute the debt in writing within 30 days of its first notice.',
        'Si la cuenta llega a un cobrador de todos modos, dispute la deuda por escrito dentro de los 30 días de su primer aviso.',
      ),
    ],
  };
}

export const medicalBills: AreaPlaybook = withMedicaid(withClaimCorrection(playbook));

/**
 * An ambulance company that answers "pay the 1,550 or 130 a month" to a family that can't pay it:
 * the plan is weighed (how many months it runs), then financial assistance or a hardship reduction
 * with the real income, the insurer's review and the state's rules as questions, a hold from
 * collections, and only then a plan sized to what the patient can pay.
 */
/**
 * "signed an estimate for 1,150, bill came 1,480", then "they'll drop it to 1,350": a partial offer,
 * still over the estimate. The estimate stays the ask, with an itemized reason for every dollar over.
 */
function overEstimateOffer(
  ctx: CopyContext,
  latest: readonly CaseAmount[] | undefined,
): FollowUpAnswer | undefined {
  const t = inLanguage(ctx.lang);
  const estimate = ctx.case.amounts.find((amount) => amount.role === 'estimated' || amount.role === 'quoted');
  const bill = ctx.case.amounts.find((amount) => amount.role === 'billed');
  // "they'll drop it to 1,350" reads as a new price proposed: their offer all the same.
  const offer = latest?.find((amount) => amount.role === 'offered' || amount.role === 'proposed');
  if (!estimate || !bill || !offer || offer.value <= estimate.value || offer.value >= bill.value)
    return undefined;
  const still = ctx.money(offer.value - estimate.value);
  const off = ctx.money(bill.value - offer.value);
  const signed = ctx.case.flags.signedEstimate === true;
  const est = t(
    `the ${estimate.text} estimate${signed ? ' you signed' : ''}`,
    `el presupuesto de ${estimate.text}${signed ? ' que usted firmó' : ''}`,
  );
  return t(
    {
      strategy: `Their ${offer.text} is a step (${off} off), but it's still ${still} over ${est}. Don't accept it yet: ask them to honor the estimate (${estimate.text}), or to explain in writing, in an itemized bill, each charge that goes over it. If part of the work was added, ask when you were told and agreed to it. Agree to a final amount only in writing, as payment in full.`,
      opening: `"Thank you for bringing it down to ${offer.text}. That's still ${still} over the ${estimate.text} estimate${signed ? ' I signed' : ''}."\n"Could you honor the estimate, ${estimate.text}? If not, please send me an itemized bill that explains each charge over it."\n"Whatever we agree, please put it in writing as payment in full."`,
      email: {
        subject: `Bill over my ${estimate.text} estimate: account [account number]`,
        body: `Hello,\n\nThank you for offering to lower my bill from ${bill.text} to ${offer.text}. Before the work I ${signed ? 'signed' : 'was given'} a written estimate of ${estimate.text}; ${offer.text} is still ${still} over it.\n\nPlease bill me the estimate, ${estimate.text}, or send me an itemized bill explaining each charge above it and when I agreed to it. Please confirm any final amount in writing as payment in full.\n\nThank you,\n[Your name]`,
      },
      talkingPoints: [
        `Your anchor is ${est}: ${offer.text} is still ${still} over it.`,
        'Ask what each charge over the estimate is for, and when you agreed to it.',
        'Get the final amount in writing, as payment in full, before you pay.',
      ],
    },
    {
      strategy: `Su oferta de ${offer.text} es un avance (${off} menos), pero sigue ${still} por encima del presupuesto de ${estimate.text}${signed ? ' que usted firmó' : ''}. No la acepte todavía: pida que respeten el presupuesto (${estimate.text}) o que expliquen por escrito, en una factura detallada, cada cargo que lo supera. Si se agregó trabajo, pregunte cuándo se lo dijeron y cuándo lo aceptó. Acepte un monto final solo por escrito, como pago total.`,
      opening: `"Gracias por bajarla a ${offer.text}. Todavía son ${still} por encima del presupuesto de ${estimate.text}${signed ? ' que firmé' : ''}."\n"¿Pueden respetar el presupuesto, ${estimate.text}? Si no, les pido una factura detallada que explique cada cargo por encima."\n"Lo que acordemos, les pido ponerlo por escrito como pago total."`,
      email: {
        subject: `Factura por encima de mi presupuesto de ${estimate.text}: cuenta [número de cuenta]`,
        body: `Hola:\n\nGracias por ofrecer bajar mi factura de ${bill.text} a ${offer.text}. Antes del trabajo ${signed ? 'firmé' : 'recibí'} un presupuesto por escrito de ${estimate.text}; ${offer.text} sigue ${still} por encima.\n\nLes pido cobrarme el presupuesto, ${estimate.text}, o enviarme una factura detallada que explique cada cargo por encima y cuándo lo acepté. Les pido confirmar por escrito cualquier monto final como pago total.\n\nGracias,\n[Su nombre]`,
      },
      talkingPoints: [
        `Su punto de partida es ${est}: ${offer.text} sigue ${still} por encima.`,
        'Pregunte para qué es cada cargo por encima del presupuesto y cuándo lo aceptó.',
        'Pida el monto final por escrito, como pago total, antes de pagar.',
      ],
    },
  );
}

function ambulancePlan(
  ctx: CopyContext,
  latest: readonly CaseAmount[] | undefined,
): FollowUpAnswer | undefined {
  const monthly = latest?.find((amount) => amount.role === 'unit' && amount.per === 'month');
  if (!monthly || monthly.value <= 0) return undefined;
  const t = inLanguage(ctx.lang);
  const f = read(ctx);
  const balance =
    latest?.find((amount) => amount !== monthly && amount.value > monthly.value) ??
    ctx.case.amounts.find((amount) => amount.role === 'owed') ??
    ctx.case.amounts.find((amount) => amount.role === 'billed');
  const months = balance ? Math.ceil(balance.value / monthly.value) : undefined;
  const billed = ctx.case.amounts.find((amount) => amount.role === 'billed');
  const span = balance
    ? t(
        `${monthly.text} a month on ${balance.text} is ${months} months of payments`,
        `${monthly.text} al mes sobre ${balance.text} son ${months} meses de pagos`,
      )
    : t(`${monthly.text} a month`, `${monthly.text} al mes`);
  const insurer = f.uninsured
    ? ''
    : t(
        ` At the same time, ask your insurer in writing to review the claim (it was an emergency, so ask whether it can pay it at the in-network rate) and ask ${regulator(ctx.lang, f.state)} whether ${f.state ?? 'your state'} has a rule on ground-ambulance balance bills that reaches your plan.`,
        ` Al mismo tiempo, pida por escrito a su aseguradora que revise el reclamo (fue una emergencia, así que pregunte si puede pagarlo con la tarifa dentro de la red) y pregunte ${regulator(ctx.lang, f.state)} si ${f.state ?? 'su estado'} tiene una regla sobre cobros de saldo de ambulancias terrestres que alcance a su plan.`,
      );
  return {
    strategy: t(
      `Out of network or not, don't agree to a plan that can't be kept: ${span}, and if it can't be paid, a missed payment only sends the bill to collections. First ask the ambulance company in writing for its financial assistance or hardship policy and apply with the real household income: many ambulance services reduce or forgive bills for low incomes, and one run by a city or county may have its own hardship waiver.${insurer} Ask them to note the account as under review and hold it from collections meanwhile. Only when the amount is settled, agree in writing to an interest-free plan at a monthly amount that can really be paid.`,
      `Esté o no en la red, no acepte un plan que no se pueda cumplir: ${span}, y si no se puede pagar, un pago atrasado solo manda la cuenta a cobranza. Primero pida por escrito a la compañía de ambulancias su política de asistencia financiera o por dificultades económicas, y presente la solicitud con los ingresos reales del hogar: muchos servicios de ambulancia reducen o perdonan cuentas con ingresos bajos, y uno que dependa de la ciudad o el condado puede tener su propia exención por dificultad económica.${insurer} Pida que anoten la cuenta como en revisión y que no la envíen a cobranza mientras tanto. Solo cuando el monto esté resuelto, acuerde por escrito un plan sin intereses con una cuota que de verdad se pueda pagar.`,
    ),
    opening: quoteLines([
      t(
        `Thank you for the options. ${monthly.text} a month isn't something we can pay, and I don't want to agree to a plan we can't keep.`,
        `Gracias por las opciones. ${monthly.text} al mes no es algo que podamos pagar, y no quiero aceptar un plan que no podamos cumplir.`,
      ),
      t(
        'Do you have a financial assistance or hardship policy? Please send me the application; we will apply with our real income.',
        '¿Tienen una política de asistencia financiera o por dificultades económicas? Por favor envíenme la solicitud; vamos a presentarla con nuestros ingresos reales.',
      ),
      t(
        'Please note the account as under review and confirm in writing that it will not go to collections meanwhile.',
        'Les pido anotar la cuenta como en revisión y confirmar por escrito que no pasará a cobranza mientras tanto.',
      ),
    ]),
    email: {
      subject: t(
        `Ambulance bill${billed ? ` of ${billed.text}` : ''}: financial assistance and a hold`,
        `Factura de ambulancia${billed ? ` de ${billed.text}` : ''}: asistencia financiera y una pausa`,
      ),
      body: t(
        `Hello,\n\nOn [date] you told me that the balance${balance ? ` of ${balance.text}` : ''} is due, or a plan of ${monthly.text} a month. We can't pay that. Please send me your financial assistance or hardship policy and its application; our household income is [income] for [number] people.\n\nPlease note the account as under review and confirm in writing that it will not be sent to collections while the application${f.uninsured ? '' : " and my insurer's review"} are pending. Once the amount is settled, I'd like an interest-free plan of [amount we can pay] a month.\n\nThank you,\n[Your name]\n[Account number]`,
        `Hola:\n\nEl [fecha] me dijeron que se debe el saldo${balance ? ` de ${balance.text}` : ''}, o un plan de ${monthly.text} al mes. No podemos pagar eso. Les pido su política de asistencia financiera o por dificultades económicas y la solicitud; los ingresos de nuestro hogar son [ingresos] para [número] personas.\n\nLes pido anotar la cuenta como en revisión y confirmar por escrito que no la enviarán a cobranza mientras la solicitud${f.uninsured ? '' : ' y la revisión de mi seguro'} estén pendientes. Cuando el monto esté resuelto, quisiera un plan sin intereses de [monto que podemos pagar] al mes.\n\nGracias,\n[Su nombre]\n[Número de cuenta]`,
      ),
    },
    talkingPoints: [
      t(
        `${billed ? `Billed ${billed.text}; ` : ''}${balance ? `balance ${balance.text}; ` : ''}their plan ${monthly.text} a month${months ? ` (${months} months)` : ''}.`,
        `${billed ? `Factura de ${billed.text}; ` : ''}${balance ? `saldo de ${balance.text}; ` : ''}su plan de ${monthly.text} al mes${months ? ` (${months} meses)` : ''}.`,
      ),
      t(
        "Don't put the bill on a credit card: it turns it into debt with interest.",
        'No pague la factura con tarjeta de crédito: la convierte en una deuda con intereses.',
      ),
    ],
  };
}

/**
 * Financial assistance granted with a balance left ("approved 75% off, now they say I owe 2,185"):
 * the balance is checked against the bill, then the decision in writing, the policy's own tiers (the
 * person's income may reach a bigger discount), an appeal, and only then an interest-free plan.
 */
function assistanceGranted(
  ctx: CopyContext,
  latest: readonly CaseAmount[] | undefined,
): FollowUpAnswer | undefined {
  const bill = ctx.case.amounts.find((amount) => amount.role === 'billed');
  const left = latest?.find((amount) => ['billed', 'owed', 'other', 'offered'].includes(amount.role));
  if (!bill || !left || left.value >= bill.value) return undefined;
  const t = inLanguage(ctx.lang);
  const share = Math.round((left.value / bill.value) * 1000) / 10;
  const shareText = `${ctx.lang === 'es' ? String(share).replace('.', ',') : share}%`;
  const saidOff = /(\d{1,3})\s?%/u.exec(ctx.case.percentages.at(-1) ?? '')?.[1];
  const checks = saidOff === undefined || Math.abs(100 - Number(saidOff) - share) <= 1;
  const monthly = ctx.case.amounts.find((amount) => amount.role === 'unit' && amount.per === 'month');
  const yearly = monthly && monthly.value < 20_000 ? ctx.money(monthly.value * 12) : undefined;
  const income = monthly
    ? t(
        ` Your ${monthly.text} a month is about ${yearly} a year: ask which tier of the policy that puts a household of your size in, since many nonprofit policies give a bigger discount, or free care, at lower incomes.`,
        ` Sus ${monthly.text} al mes son unos ${yearly} al año: pregunte en qué nivel de la política queda eso para un hogar de su tamaño, porque muchas políticas de hospitales sin fines de lucro dan un descuento mayor, o atención gratuita, con ingresos más bajos.`,
      )
    : t(
        ' Ask which tier of the policy your household income and size put you in, since many nonprofit policies give a bigger discount, or free care, at lower incomes.',
        ' Pregunte en qué nivel de la política quedan los ingresos y el tamaño de su hogar, porque muchas políticas de hospitales sin fines de lucro dan un descuento mayor, o atención gratuita, con ingresos más bajos.',
      );
  const math = checks
    ? t(
        `${left.text} is ${shareText} of the ${bill.text} bill, so the discount was applied as they said.`,
        `${left.text} es el ${shareText} de la factura de ${bill.text}, así que el descuento se aplicó como le dijeron.`,
      )
    : t(
        `${left.text} is ${shareText} of the ${bill.text} bill, which doesn't match a ${saidOff}% discount: ask them to show the math.`,
        `${left.text} es el ${shareText} de la factura de ${bill.text}, y no cuadra con un descuento del ${saidOff}%: pida que le muestren el cálculo.`,
      );
  return {
    strategy: t(
      `Good news, and don't pay yet. ${math} Ask for the decision in writing, with the policy's table of discounts by income.${income} If your income fits a tier with a bigger discount, appeal in writing. Ask them to confirm that ${left.text} is no more than the amounts generally billed (AGB) to insured patients, as the policy states. Only then set up an interest-free plan you can keep, in writing, and ask that the account stay out of collections while it's paid.`,
      `Buena noticia, y no pague todavía. ${math} Pida la decisión por escrito, con la tabla de descuentos por ingresos de la política.${income} Si sus ingresos caben en un nivel con más descuento, apele por escrito. Pida que le confirmen que ${left.text} no supera los montos generalmente facturados (AGB) a pacientes con seguro, como indica la política. Solo entonces acuerde por escrito un plan sin intereses que pueda cumplir, y pida que la cuenta no pase a cobranza mientras lo paga.`,
    ),
    opening: quoteLines([
      t(
        `Thank you for approving my financial assistance. I'd like the decision in writing, showing the ${bill.text} bill and the ${left.text} left.`,
        `Gracias por aprobar mi asistencia financiera. Quisiera la decisión por escrito, con la factura de ${bill.text} y los ${left.text} que quedan.`,
      ),
      t(
        "Could you send me the policy's table of discounts by income? I'd like to check my tier before I pay.",
        '¿Me pueden enviar la tabla de descuentos por ingresos de la política? Quiero revisar mi nivel antes de pagar.',
      ),
      t(
        `Is ${left.text} within the amounts generally billed to insured patients? And can the rest be an interest-free plan, with the account kept out of collections?`,
        `¿Los ${left.text} están dentro de los montos generalmente facturados a pacientes con seguro? ¿Y el resto puede ser un plan sin intereses, sin que la cuenta pase a cobranza?`,
      ),
    ]),
    email: {
      subject: t(
        `Financial assistance decision: the ${bill.text} bill, ${left.text} left`,
        `Decisión de asistencia financiera: la factura de ${bill.text}, quedan ${left.text}`,
      ),
      body: t(
        `Hello,\n\nThank you for approving my financial assistance application on the ${bill.text} bill. I was told ${left.text} is left.\n\nPlease send me:\n1. The decision in writing, with the discount and the balance.\n2. The financial assistance policy's table of discounts by household income and size, so I can check my tier; my household income is [income] for [number] people.\n3. Confirmation that ${left.text} is no more than the amounts generally billed (AGB) to insured patients.\n\nIf my income fits a tier with a bigger discount, please treat this as my appeal. For what remains, I'd like an interest-free payment plan of [amount you can pay] a month, and I ask that the account stay out of collections meanwhile.\n\nPlease reply in writing by [date].\n\nThank you,\n[Your name]\n[Account number]`,
        `Hola:\n\nGracias por aprobar mi solicitud de asistencia financiera para la factura de ${bill.text}. Me dijeron que quedan ${left.text}.\n\nLes pido:\n1. La decisión por escrito, con el descuento y el saldo.\n2. La tabla de descuentos por ingresos y tamaño del hogar de su política, para revisar mi nivel; los ingresos de mi hogar son [ingresos] para [número] personas.\n3. Que me confirmen que ${left.text} no supera los montos generalmente facturados (AGB) a pacientes con seguro.\n\nSi mis ingresos caben en un nivel con más descuento, tomen esto como mi apelación. Para lo que quede, quisiera un plan de pagos sin intereses de [monto que puede pagar] al mes, y pido que la cuenta no pase a cobranza mientras tanto.\n\nLes pido una respuesta por escrito antes del [fecha].\n\nGracias,\n[Su nombre]\n[Número de cuenta]`,
      ),
    },
    talkingPoints: [
      t(
        `${bill.text} billed, ${left.text} left: ${shareText} of the bill.`,
        `Factura de ${bill.text}, quedan ${left.text}: el ${shareText} de la factura.`,
      ),
      t(
        "Don't put the balance on a credit card: it turns it into debt with interest.",
        'No pague el saldo con tarjeta de crédito: lo convierte en una deuda con intereses.',
      ),
      t(
        'Only agree to a monthly amount you can keep, in writing.',
        'Acepte solo una cuota mensual que pueda cumplir, por escrito.',
      ),
    ],
  };
}

/**
 * A dentist's or doctor's office that quoted the person's share and billed more ("me dijo que mi
 * parte iba a ser como 180 … cuenta de 640"): the office's own quote is the lever, an insurer's
 * "alternate benefit" is explained, and there is no hospital financial assistance to ask for.
 */
function officeQuoteStrategy(ctx: CopyContext, gap: string): string {
  const t = inLanguage(ctx.lang);
  const f = read(ctx);
  const over = f.over ?? t('the difference', 'la diferencia');
  const overEs = f.over ? `los ${f.over}` : 'la diferencia';
  const alternate = f.alternateBenefit
    ? t(
        `An "alternate benefit" clause means your insurer paid as if for a cheaper treatment and left the rest to you; no one warned you, and the office's quote of ${f.estimate ?? 'your share'} is what you relied on. `,
        `Una cláusula de "beneficio alternativo" significa que su seguro pagó como si fuera un tratamiento más barato y le dejó a usted el resto; nadie le avisó, y usted confió en la cotización de ${f.estimate ?? 'su parte'} que le dio el consultorio. `,
      )
    : '';
  const records = f.dental
    ? t("the dentist's notes and X-rays", 'las notas del dentista y las radiografías')
    : t("the provider's notes and records", 'las notas y los registros del proveedor');
  const insurer = f.uninsured
    ? ''
    : t(
        ` Ask whether the office sent your insurer a pre-treatment estimate, and what its contracted fee is for this treatment; if it is in your plan's network, ask whether it may bill you more than that fee minus what your plan paid.${f.replacementClause ? '' : ` Appeal the claim to your insurer in writing too, with ${records}.`}`,
        ` Pregunte si el consultorio envió a su seguro un estimado previo al tratamiento y cuál es su tarifa contratada para este tratamiento; si está en la red de su plan, pregunte si puede cobrarle más que esa tarifa menos lo que pagó su plan.${f.replacementClause ? '' : ` Apele también el reclamo ante su seguro por escrito, con ${records}.`}`,
      );
  // "el seguro la negó por la 'cláusula de reemplazo' … eso fue con otro dentista y otro seguro": the
  // clause is the insurer's to show, and the earlier work's date is what an appeal can correct.
  const replacement =
    f.replacementClause && !f.uninsured
      ? t(
          ` On the denial: ask your insurer in writing for the EOB, the exact replacement clause and the record of the earlier work it relied on. Many plans count earlier work on that tooth whoever did or paid for it, so appeal in writing if the date, the tooth or the plan's time limit is wrong.`,
          ` Sobre el rechazo: pida a su seguro por escrito la EOB, la cláusula de reemplazo exacta y el registro del trabajo anterior en el que se basó. Muchos planes cuentan el trabajo anterior en ese diente sin importar quién lo hizo o lo pagó, así que apele por escrito si la fecha, el diente o el plazo del plan no cuadran.`,
        )
      : '';
  const payToday = f.payTodayPrice
    ? t(
        ` The ${f.payTodayPrice.off} off they offer for paying today still leaves ${f.payTodayPrice.price} of the ${f.bill ?? 'bill'}, against the ${f.estimate ?? 'share'} they quoted: don't take it until the office answers about its quote${f.replacementClause ? ' and the insurer about the denial' : ''}.`,
        ` Con el ${f.payTodayPrice.off} de descuento que le ofrecen por pagar hoy, todavía pagaría ${f.payTodayPrice.price} de ${f.bill ? `los ${f.bill}` : 'la factura'}, frente a ${f.estimate ? `los ${f.estimate}` : 'la parte'} que le cotizaron: no lo acepte hasta que el consultorio responda sobre su cotización${f.replacementClause ? ' y el seguro sobre el rechazo' : ''}.`,
      )
    : '';
  return t(
    `${gap}${alternate}Go back to the office first: ask it to honor its quote${f.estimate ? ` of ${f.estimate}` : ''}, or to write off part of ${over}.${insurer}${replacement}${payToday} Whatever is left, ask for a prompt-pay discount or an interest-free payment plan.`,
    `${gap}${alternate}Vuelva primero al consultorio: pida que respeten su cotización${f.estimate ? ` de ${f.estimate}` : ''} o que descuenten parte de ${overEs}.${insurer}${replacement}${payToday} Lo que quede, pida un descuento por pronto pago o un plan de pagos sin intereses.`,
  );
}

/**
 * After a no on the insurer's clause (or from the office) when an office quoted the share: the
 * insurer's answer doesn't settle what the office bills, so the office's quote is pressed in
 * writing and the insurer gets a formal appeal, never the billing office's ladder again.
 */
function officeQuoteHeld(ctx: CopyContext): FollowUpAnswer {
  const t = inLanguage(ctx.lang);
  const f = read(ctx);
  const quote = f.estimate ?? t('[the quote]', '[la cotización]');
  const bill = f.bill ?? t('[the bill]', '[la factura]');
  const over = f.over ?? t('the difference', 'la diferencia');
  const overEs = f.over ? `los ${f.over}` : 'la diferencia';
  const records = f.dental
    ? t("the dentist's notes and X-rays", 'las notas del dentista y las radiografías')
    : t("the provider's notes and records", 'las notas y los registros del proveedor');
  const clause = f.alternateBenefit
    ? t(
        'that your plan might pay only for a cheaper treatment',
        'que mi plan podría pagar solo un tratamiento más barato',
      )
    : t('that my share could be higher', 'que mi parte podría ser mayor');
  return {
    strategy: t(
      `A no on the clause doesn't settle what you owe the office: the office quoted your share at ${quote} and didn't tell you the plan might pay less. Go back to the office in writing: ask it to honor ${quote} or write off part of the ${over}, ask whether it sent a pre-treatment estimate, and ask for its contracted fee for this treatment (if it's in your plan's network, ask whether it may bill you more than that fee minus what the plan paid). A no on the phone isn't a decision on an appeal: send your insurer a formal written appeal with ${records}, and ask for its answer in writing. Pay whatever is left through an interest-free plan.`,
      `Un no sobre la cláusula no decide lo que usted le debe al consultorio: el consultorio le dijo que su parte sería ${quote} y no le avisó que el plan podría pagar menos. Vuelva al consultorio por escrito: pida que respeten los ${quote} o que descuenten parte de ${overEs}, pregunte si enviaron un estimado previo al tratamiento y pida su tarifa contratada para este tratamiento (si está en la red de su plan, pregunte si puede cobrarle más que esa tarifa menos lo que pagó el plan). Un no por teléfono no es la decisión de una apelación: envíe a su seguro una apelación formal por escrito con ${records}, y pida su respuesta por escrito. Lo que quede, páguelo con un plan sin intereses.`,
    ),
    opening: quoteLines([
      t(
        `You told me my share would be about ${quote}, and no one told me ${clause}. The bill is ${bill}.`,
        `Ustedes me dijeron que mi parte sería de unos ${quote}, y nadie me dijo ${clause}. La factura es de ${bill}.`,
      ),
      t(
        `Could you honor your quote, or write off part of the ${over}? Did you send my insurer a pre-treatment estimate, and what is your contracted fee for this treatment?`,
        `¿Pueden respetar su cotización o descontar parte de ${overEs}? ¿Enviaron a mi seguro un estimado previo al tratamiento, y cuál es su tarifa contratada para este tratamiento?`,
      ),
      t(
        'Please hold the account while I appeal to my insurer.',
        'Por favor congelen la cuenta mientras apelo ante mi seguro.',
      ),
    ]),
    email: {
      subject: t(
        `Your quote of ${quote} and the bill of ${bill}`,
        `Su cotización de ${quote} y la factura de ${bill}`,
      ),
      body: t(
        `Hello,\n\nBefore the treatment${f.serviceDate ? ` ${onDayEn(f.serviceDate)}` : ''}, your office told me my share would be about ${quote}. No one told me ${clause}. The bill is now ${bill}, ${over} more.\n\nPlease:\n1. Honor your quote of ${quote}, or write off part of the difference.\n2. Tell me whether you sent my insurer a pre-treatment estimate, and your contracted fee for this treatment.\n3. Hold the account while I appeal to my insurer.\n\nThank you,\n[Your name]\n[Phone number]`,
        `Hola:\n\nAntes del tratamiento${f.serviceDate ? ` ${delDay(f.serviceDate)}` : ''}, su consultorio me dijo que mi parte sería de unos ${quote}. Nadie me dijo ${clause}. La factura ahora es de ${bill}, ${over} más.\n\nLes pido:\n1. Respetar su cotización de ${quote}, o descontar parte de la diferencia.\n2. Decirme si enviaron a mi seguro un estimado previo al tratamiento, y cuál es su tarifa contratada para este tratamiento.\n3. Congelar la cuenta mientras apelo ante mi seguro.\n\nGracias,\n[Su nombre]\n[Teléfono]`,
      ),
    },
    talkingPoints: [
      t(
        "The office's quote is your strongest point: bring the text, the printout or a note of who said it and when.",
        'La cotización del consultorio es su mejor argumento: tenga el mensaje, la hoja impresa o una nota de quién lo dijo y cuándo.',
      ),
      t(
        'Ask your insurer for the appeal form and the deadline to appeal, in writing.',
        'Pida a su seguro, por escrito, el formulario de apelación y el plazo para apelar.',
      ),
      t(
        "Don't agree to a plan for the full bill until the office answers about its quote.",
        'No acepte un plan por la factura completa hasta que el consultorio responda sobre su cotización.',
      ),
    ],
  };
}

/**
 * "un plan de 200 al mes", "they want 500 a month while they review it": the monthly payment the
 * billing office asks for in the latest message, never the person's own monthly income.
 */
function monthlyPlanOf(
  ctx: CopyContext,
  latest: readonly CaseAmount[] | undefined,
): { text: string; value: number } | undefined {
  const income = monthlyIncomeOf(ctx, latest);
  const plan = (latest ?? []).find(
    (amount) =>
      amount.per === 'month' &&
      amount.role !== 'billed' &&
      amount.value > 0 &&
      amount.value !== income?.value,
  );
  return plan ? { text: plan.text, value: plan.value } : undefined;
}

/** The person's monthly income as told before the latest message ("gano como 2,600 al mes"). */
function monthlyIncomeOf(
  ctx: CopyContext,
  latest: readonly CaseAmount[] | undefined,
): CaseAmount | undefined {
  const said = new Set((latest ?? []).map((amount) => `${amount.text}|${amount.value}`));
  return ctx.case.amounts.find(
    (amount) =>
      amount.per === 'month' &&
      (amount.role === 'other' || amount.role === 'unit') &&
      amount.count === undefined &&
      !said.has(`${amount.text}|${amount.value}`),
  );
}

/**
 * "on aug 14", "in sept", "in mid-August", "yesterday": a day, a month (or part of one) alone, or a
 * day said relative to today, in English.
 */
function onDayEn(day: string): string {
  if (day.startsWith('[') || /\d/u.test(day)) return `on ${day}`;
  if (/\b(?:yesterday|today|tonight|ago|last|this)\b/iu.test(day)) return day;
  return /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/iu.test(day) ? `in ${day}` : `on ${day}`;
}

/**
 * "del 20 de julio", "de mediados de agosto", "de septiembre": a day, a part of a month or a month
 * alone after "de" in Spanish (a placeholder keeps "del").
 */
function delDay(day: string): string {
  if (day.startsWith('[')) return `del ${day}`;
  return /^(?:mediados|principios|inicios|comienzos|finales|fines)\b/u.test(day) || !/\d/u.test(day)
    ? `de ${day}`
    : `del ${day}`;
}

/** "el 20 de julio", "a mediados de agosto": when something came, in Spanish. */
function onDay(day: string): string {
  return /^(?:mediados|principios|inicios|comienzos|finales|fines)\b/u.test(day) ? `a ${day}` : `el ${day}`;
}

/**
 * "llené la solicitud de ayuda financiera pero mientras la revisan tengo que pagar 500 al mes o lo
 * mandan a cobranza": the application is in. The asks are a pause on collection while it is decided
 * and, if the person qualifies, a refund of anything paid above what the policy leaves them to owe;
 * a monthly plan is weighed against the person's own income before any commitment.
 */
function applicationPending(
  ctx: CopyContext,
  latest: readonly CaseAmount[] | undefined,
  said?: FollowUpSaid,
): FollowUpAnswer {
  const t = inLanguage(ctx.lang);
  const bill = ctx.figure('billed');
  const billValue = ctx.value('billed');
  const income = incomeOf(ctx);
  const incomeAmount = monthlyIncomeOf(ctx, latest);
  const monthly = monthlyPlanOf(ctx, latest);
  const share =
    monthly && incomeAmount && incomeAmount.value > monthly.value
      ? `${Math.round((monthly.value / incomeAmount.value) * 100)}%`
      : undefined;
  const months = monthly && billValue ? Math.ceil(billValue / monthly.value) : undefined;
  const threat = ctx.case.flags.collectionsThreat === true || said?.hold?.thenCollections === true;
  const dueIso = [...ctx.case.dates].reverse().find((date) => date.role === 'due' && date.iso)?.iso;
  const endIso = dueIso ?? said?.hold?.endIso;
  const end = endIso ? formatDay(endIso, ctx.lang) : undefined;
  const planWords = monthly ? t(`${monthly.text} a month`, `${monthly.text} al mes`) : undefined;
  const weighed = monthly
    ? t(
        ` Don't commit to ${planWords} before the decision${share ? `: that is ${share} of your ${incomeAmount?.text} a month` : ''}${months && bill ? `, and about ${months} months of payments on the ${bill} bill` : ''}, when the decision may lower the bill or clear it.`,
        ` No se comprometa a ${planWords} antes de la decisión${share ? `: son el ${share} de sus ingresos de ${incomeAmount?.text} al mes` : ''}${months && bill ? `, y unos ${months} meses de pagos sobre la factura de ${bill}` : ''}, cuando la decisión puede bajar la factura o dejarla en cero.`,
      )
    : '';
  const strategy = t(
    `Your financial assistance application is in: what comes next is their decision, not your payments. Ask in writing that they pause collection on the account${threat ? ' and not send it to collections' : ''} while your application is decided, and that, if you qualify, they refund anything you paid above what you owe under their policy.${weighed} Ask when they expect to decide, and keep a copy of your application with the day you handed it in. If they still say the account goes to collections, ask for a billing supervisor or the patient advocate, and put your request in writing.`,
    `Su solicitud de asistencia financiera ya está presentada: lo que sigue es la decisión del hospital, no sus pagos. Pida por escrito que pausen el cobro de la cuenta${threat ? ' y no la envíen a cobranza' : ''} mientras deciden su solicitud, y que, si califica, le devuelvan lo que haya pagado por encima de lo que deba según su política.${weighed} Pregunte cuándo esperan decidir, y guarde una copia de su solicitud con el día en que la entregó. Si aun así le dicen que la cuenta pasará a cobranza, pida hablar con un supervisor de facturación o con el defensor del paciente, y haga su petición por escrito.`,
  );
  const limits = collectionLimits(ctx);
  return {
    // The federal limits answer the threat in place of the supervisor's escalation (kept short).
    strategy: limits
      ? `${strategy.replace(/ (?:If they still say the account goes to collections|Si aun así le dicen que la cuenta pasará a cobranza)[^]*$/u, '')} ${limits.strategy}`
      : strategy,
    opening: quoteLines([
      t(
        `I'm calling about ${bill ? `the ${bill} bill` : 'my bill'}. I've already submitted my financial assistance application. Please note on my account that it is pending.`,
        `Llamo por la factura${bill ? ` de ${bill}` : ''}. Ya presenté mi solicitud de asistencia financiera. Por favor anoten en mi cuenta que está pendiente.`,
      ),
      t(
        `Please pause collection${threat ? ", and don't send the account to collections," : ''} while you decide my application, and confirm that to me in writing.`,
        `Les pido pausar el cobro${threat ? ', sin enviar la cuenta a cobranza,' : ''} mientras deciden mi solicitud, y confirmármelo por escrito.`,
      ),
      ...(monthly
        ? [
            t(
              `I can't commit to ${planWords} before the decision${share ? `: it's ${share} of my income` : ''}. If I qualify, the bill may go down or be cleared.`,
              `No puedo comprometerme a ${planWords} antes de la decisión${share ? `: es el ${share} de mis ingresos` : ''}. Si califico, la factura puede bajar o quedar en cero.`,
            ),
          ]
        : []),
      ...(limits ? [limits.line] : []),
      t(
        'When do you expect to decide, and who do I contact if I get a collections notice meanwhile?',
        '¿Cuándo esperan decidir, y a quién llamo si me llega un aviso de cobranza mientras tanto?',
      ),
    ]),
    email: {
      subject: t(
        `Financial assistance application pending${bill ? `: the ${bill} bill` : ''}; please pause collection`,
        `Solicitud de asistencia financiera pendiente${bill ? `: la factura de ${bill}` : ''}; les pido pausar el cobro`,
      ),
      body: t(
        `Hello,\n\nI have submitted my financial assistance application${bill ? ` for the ${bill} bill` : ''}${income ? `; my household income is ${income.said}${ctx.case.householdSize ? ` for ${ctx.case.householdSize} people` : ''}` : ''}. ${monthly ? `I was told that while it is reviewed I must start paying ${planWords}${threat ? ' or the account will go to collections' : ''}.` : threat ? 'I was told the account may go to collections while it is reviewed.' : ''}\n\nPlease:\n1. Note on my account that my application is pending.\n2. Pause collection${threat ? ', and do not send the account to collections,' : ''} until my application is decided, and confirm this in writing.\n3. Tell me when you expect to decide.\n4. If I qualify, refund anything I paid above what I owe under your policy.${limits ? `\n5. ${limits.ask}` : ''}\n\nPlease reply in writing within 14 days${end ? `, and before ${end}` : ''}.\n\nThank you,\n[Your name]\n[Account number]`,
        `Hola:\n\nYa presenté mi solicitud de asistencia financiera${bill ? ` para la factura de ${bill}` : ''}${income ? `; los ingresos de mi hogar son ${income.said}${ctx.case.householdSize ? ` para ${ctx.case.householdSize} personas` : ''}` : ''}. ${monthly ? `Me dijeron que mientras la revisan tengo que empezar a pagar ${planWords}${threat ? ' o la cuenta pasará a cobranza' : ''}.` : threat ? 'Me dijeron que la cuenta puede pasar a cobranza mientras la revisan.' : ''}\n\nLes pido:\n1. Anotar en mi cuenta que mi solicitud está pendiente.\n2. Pausar el cobro${threat ? ', sin enviar la cuenta a cobranza,' : ''} hasta que decidan mi solicitud, y confirmármelo por escrito.\n3. Decirme cuándo esperan decidir.\n4. Si califico, devolverme lo que haya pagado por encima de lo que deba según su política.${limits ? `\n5. ${limits.ask}` : ''}\n\nLes pido una respuesta por escrito en 14 días${end ? ` y antes del ${end}` : ''}.\n\nGracias,\n[Su nombre]\n[Número de cuenta]`,
      ),
    },
    talkingPoints: [
      t(
        'Keep a copy of the application you submitted, with the day you handed it in and who received it.',
        'Guarde una copia de la solicitud que presentó, con el día en que la entregó y quién la recibió.',
      ),
      ...(monthly
        ? [
            t(
              `If you pay anything before the decision, pay only what you can afford, and ask in writing that it be refunded if you qualify.`,
              `Si paga algo antes de la decisión, que sea solo lo que pueda, y pida por escrito que se lo devuelvan si califica.`,
            ),
          ]
        : []),
      t(
        'If a collections notice comes anyway, answer it in writing: your financial assistance application is pending with the hospital.',
        'Si de todos modos le llega un aviso de cobranza, respóndalo por escrito: su solicitud de asistencia financiera está pendiente con el hospital.',
      ),
      t(
        'Write down who you spoke with, when, and what they said.',
        'Anote con quién habló, cuándo y qué le dijeron.',
      ),
    ],
  };
}

/**
 * "you signed a consent form, so the No Surprises law doesn't apply; pay by friday": an anesthesia (or
 * radiology, pathology, lab) group at an in-network facility can never be waived, signed or not (the
 * table's no-surprises-emergency). The answer is two calls, the insurer first (it paid as out of
 * network and must reprocess), then the billing office, and a written dispute it can match to the
 * account: the day of care, the clinician, the insurer and what it paid. Never the generic "you said no".
 */
function ancillaryConsentAnswer(ctx: CopyContext, outcome: Outcome): FollowUpAnswer | undefined {
  const f = read(ctx);
  if (
    f.plan !== 'surprise_bill' ||
    !f.waiverClaimed ||
    !f.clinician ||
    f.emergency ||
    !f.insured ||
    !ctx.right('no-surprises-emergency') ||
    (outcome !== 'said_no' && outcome !== 'pay_now')
  )
    return undefined;
  const t = inLanguage(ctx.lang);
  const who = f.clinician;
  const bill = f.bill;
  const day = f.serviceDate;
  const paid = f.paid;
  const by = f.payBy;
  const onDay = day ? t(` on ${day}`, ` del ${day}`) : '';
  const paidWords = paid ? t(` and paid ${paid}`, ` y pagó ${paid}`) : '';
  // "al grupo de anestesia", "a la anestesióloga": the Spanish contraction.
  const toWho = who.startsWith('el ') ? `al ${who.slice(3)}` : `a ${who}`;
  const ofWho = who.startsWith('el ') ? `del ${who.slice(3)}` : `de ${who}`;
  // The share the law leaves the person, with the balance it keeps off the bill, when known.
  const share = f.owed
    ? t(`, ${f.owed} on my EOB`, `, ${f.owed} según mi EOB`)
    : f.deductibleMet
      ? t(
          `; with my deductible met, that is only my coinsurance or copay${f.left ? `, not the ${f.left} balance` : ''}`,
          `; como ya cubrí mi deducible, eso es solo mi coseguro o copago${f.left ? `, no el saldo de ${f.left}` : ''}`,
        )
      : f.left
        ? t(`, not the ${f.left} balance`, `, no el saldo de ${f.left}`)
        : '';
  const beforeDate = by
    ? t(`, before ${by}`, `, antes del ${by.replace(/^el /u, '')}`)
    : outcome === 'pay_now'
      ? t(', before their date', ', antes de su fecha')
      : '';
  return {
    strategy: t(
      `Don't pay${bill ? ` the ${bill}` : ''}. A consent form doesn't change this: the No Surprises Act lets some providers ask you to waive it for non-emergency care, but never ${who} at an in-network facility, so even a form you signed can't apply. Call your insurer first${beforeDate}: if it processed the claim${onDay} as out-of-network${paidWords}, ask your insurer to reprocess the claim at your in-network cost-sharing and give you a reference number. Then send ${who} the written dispute below with that reference, and ask them to hold the account until the claim is reprocessed. If they still send it to collections, file a complaint with the CMS No Surprises help desk (1-800-985-3059, cms.gov/nosurprises) and your state insurance department.`,
      `No pague${bill ? ` los ${bill}` : ''}. Un formulario de consentimiento no cambia esto: la Ley Sin Sorpresas permite que algunos proveedores le pidan renunciar a ella en atención que no es de emergencia, pero nunca ${who} en un centro dentro de la red, así que ni un formulario firmado puede aplicar. Llame primero a su aseguradora${beforeDate}: si procesó el reclamo${onDay} como fuera de la red${paidWords}, pida a su aseguradora que procese de nuevo el reclamo con su costo compartido dentro de la red y le dé un número de referencia. Luego envíe ${toWho} la disputa por escrito de abajo con esa referencia, y pida que mantengan la cuenta en pausa hasta que el reclamo se procese de nuevo. Si aun así la mandan a cobranza, presente una queja ante la línea de ayuda Sin Sorpresas de CMS (1-800-985-3059, cms.gov/nosurprises) y el departamento de seguros de su estado.`,
    ),
    opening: [
      t(
        `To your insurer: "The claim from ${who}${onDay} was for care at an in-network hospital, and I didn't choose them: under the No Surprises Act it must be processed at my in-network cost-sharing. If it went through as out-of-network${paidWords}, please reprocess it and give me a reference number."`,
        `A su aseguradora: "El reclamo ${ofWho}${onDay} es por atención en un hospital dentro de la red, y yo no lo escogí: según la Ley Sin Sorpresas debe procesarse con mi costo compartido dentro de la red. Si se procesó como fuera de la red${paidWords}, por favor procésenlo de nuevo y denme un número de referencia."`,
      ),
      t(
        `To the billing office: "A consent form can't waive this protection for ${who}, signed or not. My insurer is reprocessing the claim (reference [reference number]); I owe only my in-network cost-sharing${share}. Please hold the account${by ? ` past ${by}` : ''} and rebill me once it's done. I'm sending this in writing today."`,
        `A la oficina de facturación: "Un formulario de consentimiento no puede quitarme esta protección con ${who}, firmado o no. Mi aseguradora está procesando de nuevo el reclamo (referencia [número de referencia]); solo debo mi costo compartido dentro de la red${share}. Les pido mantener la cuenta en pausa${by ? ` más allá del ${by.replace(/^el /u, '')}` : ''} y volver a facturarme cuando termine. Hoy se lo envío por escrito."`,
      ),
    ].join('\n'),
    email: {
      subject: t(
        `Dispute: ${bill ? `${bill} bill` : 'bill'}${day ? `, date of service ${day}` : ''}, account [account number]`,
        `Disputa: factura${bill ? ` de ${bill}` : ''}${day ? `, fecha de servicio ${day}` : ''}, cuenta [número de cuenta]`,
      ),
      body: t(
        `Hello,\n\nI am disputing the ${bill ? `${bill} ` : ''}bill for ${who}'s services${onDay} at [in-network hospital], account [account number]. The hospital is in my insurance network, and I did not choose ${who}. I have asked my insurer, [insurer name] (member ID [member ID]), to reprocess the claim at my in-network cost-sharing (reference [reference number]).\n\nUnder the No Surprises Act, ${who} at an in-network facility may not bill me more than my in-network cost-sharing, and a consent form cannot waive that for anesthesia, radiology, pathology, lab or emergency care. Please:\n1. Hold the account, with no collections, until the claim is reprocessed.\n2. Then rebill me only my in-network cost-sharing.\n3. Send me a copy of any form you say I signed.\n\nIf this is not resolved, I will file a complaint with the CMS No Surprises help desk (1-800-985-3059).\n\nSincerely,\n[Your name]\n[Mailing address]`,
        `Hola:\n\nDisputo la factura${bill ? ` de ${bill}` : ''} por los servicios ${ofWho}${onDay} en [hospital dentro de la red], cuenta [número de cuenta]. El hospital está en la red de mi seguro, y yo no escogí ${toWho}. Pedí a mi aseguradora, [nombre de la aseguradora] (número de miembro [número de miembro]), procesar de nuevo el reclamo con mi costo compartido dentro de la red (referencia [número de referencia]).\n\nSegún la Ley Sin Sorpresas, ${who} en un centro dentro de la red no puede cobrarme más que mi costo compartido dentro de la red, y un formulario de consentimiento no puede quitar esa protección en anestesia, radiología, patología, laboratorio ni emergencias. Les pido:\n1. Mantener la cuenta en pausa, sin cobranza, hasta que el reclamo se procese de nuevo.\n2. Luego facturarme solo mi costo compartido dentro de la red.\n3. Enviarme una copia de cualquier formulario que digan que firmé.\n\nSi no se resuelve, presentaré una queja ante la línea de ayuda Sin Sorpresas de CMS (1-800-985-3059).\n\nAtentamente,\n[Su nombre]\n[Dirección postal]`,
      ),
    },
    talkingPoints: [
      t(
        'The insurer is the key step: once it reprocesses the claim at in-network cost-sharing, the bill follows.',
        'La aseguradora es el paso clave: cuando procese el reclamo con su costo compartido dentro de la red, la factura se corrige con él.',
      ),
      t(
        `Even if they produce a signed form, it can't apply to ${who}.`,
        `Aunque muestren un formulario firmado, no puede aplicarse ${toWho}.`,
      ),
      t(
        'Write down every name, date and reference number.',
        'Anote cada nombre, fecha y número de referencia.',
      ),
    ],
    answersClaim: true,
  };
}

/**
 * "lo reportan a mi crédito": the federal limits a nonprofit hospital works under before a credit
 * report, a debt sale or a suit (26 CFR 1.501(r)-6, the table's `hospital-collection-limits`), with
 * the earliest day counted from the person's first bill. Empty when the right does not apply.
 */
function collectionLimits(
  ctx: CopyContext,
): { strategy: string; line: string; ask: string; point: string } | undefined {
  if (!ctx.right('hospital-collection-limits')) return undefined;
  const t = inLanguage(ctx.lang);
  const first = ctx.date('bill', 'statement');
  const until = ctx.deadline('hospital-collection-limits');
  const passed =
    ctx.ruling.rights.find((right) => right.id === 'hospital-collection-limits')?.deadline?.passed === true;
  const nonprofit = ctx.case.flags.nonprofit === true;
  const applied = ctx.case.flags.assistancePending === true;
  const open = until !== undefined && !passed;
  // "before November 12, 2025 (120 days from the July 15 bill)"; without a date, the rule's own words.
  const when = open
    ? t(
        ` before ${until} (120 days from the first bill${first ? `, ${first}` : ''})`,
        ` antes del ${until} (120 días desde la primera factura${first ? `, del ${first}` : ''})`,
      )
    : until
      ? ''
      : t(' before 120 days after the first bill', ' antes de 120 días después de la primera factura');
  const strategy = t(
    `${open ? "That threat can't be carried out yet" : 'Before any such step the hospital has rules to follow'}: under the federal IRS rule 501(r), ${nonprofit ? 'a nonprofit hospital' : 'a nonprofit hospital (most are; ask)'} may not report you to the credit bureaus, sell the debt or sue${when}, nor without 30 days' written notice, and ${applied ? 'with your application in, it must suspend those actions while it is decided.' : 'must suspend that once you apply. Apply today and keep proof of the date.'}`,
    `${open ? 'Esa amenaza no se puede cumplir por ahora' : 'Antes de dar ese paso, el hospital tiene reglas que cumplir'}: según la regla federal 501(r) del IRS, ${nonprofit ? 'un hospital sin fines de lucro' : 'un hospital sin fines de lucro (la mayoría lo son; pregúntelo)'} no puede reportarle al crédito, vender la deuda ni demandarle${when}, ni sin avisarle por escrito 30 días antes, y ${applied ? 'con su solicitud presentada, debe suspender esas acciones mientras la decide.' : 'debe suspenderlo cuando usted presente la solicitud. Preséntela hoy y guarde comprobante de la fecha.'}`,
  );
  const line = t(
    `${nonprofit ? 'As a nonprofit hospital, you' : "If you're a nonprofit hospital, you"} can't report this to the credit bureaus${open ? ` before ${until}` : ''} or without 30 days' written notice, and you must suspend that while my application is pending.`,
    `${nonprofit ? 'Como hospital sin fines de lucro, no pueden' : 'Si son un hospital sin fines de lucro, no pueden'} reportar esto al crédito${open ? ` antes del ${until}` : ''} ni sin avisarme por escrito 30 días antes, y deben suspenderlo mientras mi solicitud esté pendiente.`,
  );
  const ask = t(
    `Not report the account to the credit bureaus, sell it or sue while my application is pending (26 CFR 1.501(r)-6)${open ? `, and in no case before ${until}, 120 days after my first bill` : ''}.`,
    `No reportar la cuenta al crédito, venderla ni demandar mientras mi solicitud esté pendiente (26 CFR 1.501(r)-6)${open ? `, y en ningún caso antes del ${until}, 120 días después de mi primera factura` : ''}.`,
  );
  const point = t(
    `If they repeat the threat: "My application is in; under section 501(r) you must suspend collection actions while it's pending."`,
    `Si repiten la amenaza: "Mi solicitud está presentada; según la sección 501(r) deben suspender las acciones de cobro mientras esté pendiente."`,
  );
  return { strategy, line, ask, point };
}

/**
 * "si no pago 500 hoy lo mandan a cobranza" while financial assistance can still lower the bill: the
 * script and the letter say the person is applying and ask for the collections hold, in place of a
 * generic "send me the terms".
 */
function applyingNotPaying(
  ctx: CopyContext,
  offer: string | undefined,
  latest?: readonly CaseAmount[],
): FollowUpAnswer {
  const t = inLanguage(ctx.lang);
  const bill = ctx.figure('billed');
  // "un plan de 200 al mes": a plan offered is a payment a month, never "200 today".
  const plan = monthlyPlanOf(ctx, latest);
  const today = plan
    ? t(`${plan.text} a month`, `${plan.text} al mes`)
    : offer
      ? t(`${offer} today`, `${offer} hoy`)
      : t('a payment today', 'un pago hoy');
  const limits = collectionLimits(ctx);
  return {
    strategy: `${
      plan
        ? t(
            `Don't sign up for ${today} while financial assistance can still lower the bill: apply now (or ask for the application in writing) and ask them in writing to hold the bill from collections until it is decided.${ctx.case.flags.collectionsThreat ? ' The threat of collections is a reason to apply today, not to commit to the plan.' : ''} If you need a plan after the decision: interest-free and in writing.`,
            `No firme un plan de ${today} mientras la asistencia financiera todavía puede bajar la factura: preséntela ya (o pida la solicitud por escrito) y pida por escrito que no envíen la factura a cobranza hasta que la decidan.${ctx.case.flags.collectionsThreat ? ' La amenaza de cobranza es razón para solicitar hoy, no para comprometerse con el plan.' : ''} Si necesita un plan después de la decisión: sin intereses y por escrito.`,
          )
        : (nextStep(ctx, 'pay_now', offer) ?? '')
    }${plan && limits ? ` ${limits.strategy}` : ''}`,
    opening: quoteLines([
      t(
        `${plan ? `I can't commit to ${today} now` : `I can't pay ${today}`}. I'm applying for financial assistance${bill ? ` on the ${bill} bill` : ''}: please send me the application if you haven't, and tell me where to send it.`,
        `${plan ? `No puedo comprometerme a ${today} ahora` : `No puedo pagar ${today}`}. Estoy solicitando asistencia financiera${bill ? ` para la factura de ${bill}` : ''}: por favor envíenme la solicitud si aún no lo han hecho, y díganme a dónde enviarla.`,
      ),
      t(
        'Please note on my account that my application is in process, and confirm in writing that it will not go to collections while you review it.',
        'Por favor anoten en mi cuenta que mi solicitud está en trámite, y confírmenme por escrito que no pasará a cobranza mientras la revisan.',
      ),
      ...(limits ? [limits.line] : []),
    ]),
    email: {
      subject: t(
        `Financial assistance application${bill ? `: the ${bill} bill` : ''}; please hold collections`,
        `Solicitud de asistencia financiera${bill ? `: la factura de ${bill}` : ''}; les pido detener la cobranza`,
      ),
      body: t(
        `Hello,\n\n${plan ? `I was offered only a plan of ${today}` : `I was asked to pay ${today}`}${ctx.case.flags.collectionsThreat ? ' or the account would go to collections' : ''}. I'm applying for financial assistance${bill ? ` on this ${bill} bill` : ''}.\n\nPlease:\n1. Send me your financial assistance policy and application, if you haven't yet.\n2. Note on my account that my application is in process.\n3. Confirm in writing that the account will not go to collections while it is reviewed.${limits ? `\n4. ${limits.ask}` : ''}\n\nThank you,\n[Your name]\n[Account number]`,
        `Hola:\n\n${plan ? `Me ofrecieron solo un plan de ${today}` : `Me pidieron pagar ${today}`}${ctx.case.flags.collectionsThreat ? ' o la cuenta pasaría a cobranza' : ''}. Estoy solicitando asistencia financiera${bill ? ` para esta factura de ${bill}` : ''}.\n\nLes pido:\n1. Enviarme su política de asistencia financiera y la solicitud, si aún no lo han hecho.\n2. Anotar en mi cuenta que mi solicitud está en trámite.\n3. Confirmarme por escrito que la cuenta no pasará a cobranza mientras la revisan.${limits ? `\n4. ${limits.ask}` : ''}\n\nGracias,\n[Su nombre]\n[Número de cuenta]`,
      ),
    },
    talkingPoints: [
      t(
        plan
          ? `Pressure to sign up for ${plan.text} a month is a reason to apply now, not to commit now: the application can lower the whole bill.`
          : 'Pressure to pay today is a reason to apply now, not to pay now: the application can lower the whole bill.',
        plan
          ? `La presión para firmar un plan de ${plan.text} al mes es razón para solicitar ya, no para comprometerse ya: la solicitud puede bajar toda la factura.`
          : 'La presión para pagar hoy es razón para solicitar ya, no para pagar ya: la solicitud puede bajar toda la factura.',
      ),
      ...(limits ? [limits.point] : []),
      t(
        'Write down who you spoke with, when, and what they said.',
        'Anote con quién habló, cuándo y qué le dijeron.',
      ),
    ],
  };
}

/**
 * "piden 3 talones de pago y yo trabajo en efectivo": the application asks for proof the person
 * can't give the usual way. The answer is other proof, help with the form and the hold on
 * collections while it is pending, never the first plan again. Public coverage for a past visit
 * is a question for the person's own state.
 */
function incomeWithoutPaystubs(ctx: CopyContext): FollowUpAnswer {
  const t = inLanguage(ctx.lang);
  const bill = ctx.figure('billed');
  const state = ctx.case.state;
  const proof = t(
    'a signed letter from you stating what you earn each month and how, bank statements that show your deposits, short letters from the people you work for, or a tax return if you filed one',
    'una carta firmada por usted que diga cuánto gana al mes y cómo, estados de cuenta del banco con sus depósitos, cartas breves de las personas para quienes trabaja, o su declaración de impuestos si la presentó',
  );
  return {
    strategy: t(
      `Being paid in cash doesn't stop you from applying: don't leave the form blank and don't let the missing pay stubs stall it. Ask the billing office or a financial counselor, in writing, what other proof of income they accept, and send what you have: ${proof}. Ask whether the counselor can help fill in the application and whether the hospital can decide it from the information you give. Send the application now with a note saying you're paid in cash, keep a copy and the date you sent it, and ask in writing that the ${bill ? `${bill} ` : ''}bill be held from collections while it is pending. Ask the counselor too whether you or your family could qualify for ${state ? `${state}'s` : "your state's"} Medicaid, and whether it could cover a visit that has already happened.`,
      `Que le paguen en efectivo no le impide solicitar la ayuda: no deje la solicitud en blanco ni permita que la falta de talones la detenga. Pregunte por escrito a la oficina de facturación o a un consejero financiero qué otros comprobantes de ingresos aceptan, y envíe lo que tenga: ${proof}. Pregunte si el consejero puede ayudarle a llenar la solicitud y si el hospital puede decidirla con la información que usted da. Envíe la solicitud ya, con una nota que diga que le pagan en efectivo; guarde una copia y la fecha de envío, y pida por escrito que no envíen la factura${bill ? ` de ${bill}` : ''} a cobranza mientras está pendiente. Pregunte también al consejero si usted o su familia podrían calificar para Medicaid ${state ? `de ${state}` : 'de su estado'}, y si podría cubrir una visita que ya pasó.`,
    ),
    opening: quoteLines([
      t(
        "I'm filling out the financial assistance application, but I'm paid in cash and don't have pay stubs. What other proof of income do you accept?",
        'Estoy llenando la solicitud de asistencia financiera, pero me pagan en efectivo y no tengo talones de pago. ¿Qué otros comprobantes de ingresos aceptan?',
      ),
      t(
        'I can send a signed letter stating my income, my bank statements and letters from the people I work for. Can a financial counselor help me with the form?',
        'Puedo enviar una carta firmada con mis ingresos, mis estados de cuenta del banco y cartas de las personas para quienes trabajo. ¿Me puede ayudar un consejero financiero con la solicitud?',
      ),
      t(
        'Please note on my account that my application is pending and hold it from collections until you decide.',
        'Por favor anoten en mi cuenta que mi solicitud está pendiente y no la envíen a cobranza hasta que decidan.',
      ),
    ]),
    email: {
      subject: t(
        `Financial assistance application${bill ? `: the ${bill} bill` : ''}, income paid in cash`,
        `Solicitud de asistencia financiera${bill ? `: la factura de ${bill}` : ''}, ingresos en efectivo`,
      ),
      body: t(
        `Hello,

I'm applying for financial assistance${bill ? ` on my ${bill} bill` : ''}. The application asks for pay stubs, but I'm paid in cash and don't receive any. In their place I'm sending a signed statement of my monthly income, my bank statements and letters from the people I work for.

Please tell me in writing if you need anything else, and note on my account that my application is pending, with no collections activity until you decide.

Thank you,
[Your name]
[Account number]`,
        `Hola:

Estoy solicitando asistencia financiera${bill ? ` para mi factura de ${bill}` : ''}. En la solicitud me piden talones de pago, pero me pagan en efectivo y no recibo talones. En su lugar envío una declaración firmada de mis ingresos mensuales, mis estados de cuenta del banco y cartas de las personas para quienes trabajo.

Les pido que me digan por escrito si necesitan algo más, y que anoten en mi cuenta que mi solicitud está pendiente, sin acciones de cobranza hasta que decidan.

Gracias,
[Su nombre]
[Número de cuenta]`,
      ),
    },
    talkingPoints: [
      t(
        'Write your real income and household size; cash income counts like any other.',
        'Escriba sus ingresos reales y cuántas personas viven en su casa; el ingreso en efectivo cuenta como cualquier otro.',
      ),
      t(
        'Send the application even if a document is missing, and keep proof of the date you sent it.',
        'Envíe la solicitud aunque falte un documento, y guarde constancia de la fecha de envío.',
      ),
      t(
        "Don't agree to a payment while the application is pending.",
        'No acepte pagar nada mientras la solicitud está pendiente.',
      ),
    ],
  };
}

/**
 * "She said I make too much for charity care, the best is a plan of 700 a month, and gave me no form":
 * a word on the phone is no decision. The policy and application are asked for in writing, the
 * application goes in anyway, the decision is asked for in writing, and the plan is weighed against
 * the income the person gave (a share of the month, and the months it runs).
 */
function toldTooMuch(ctx: CopyContext, latest: readonly CaseAmount[] = []): FollowUpAnswer {
  const t = inLanguage(ctx.lang);
  const bill = ctx.figure('billed');
  const billValue = ctx.value('billed');
  // A monthly income said ("i make 2,500 a month") counts as its year, so the person's figures stand.
  const monthlyIncome = monthlyIncomeOf(ctx, latest);
  const income =
    ctx.case.amounts.find((amount) => amount.per === 'year' && amount.role !== 'billed') ??
    (monthlyIncome
      ? { text: ctx.money(monthlyIncome.value * 12), value: monthlyIncome.value * 12 }
      : undefined);
  const people = ctx.case.householdSize;
  const plan = latest.find(
    (amount) =>
      (amount.per === 'month' || amount.role === 'offered') && amount.value !== monthlyIncome?.value,
  );
  const monthly = income ? income.value / 12 : undefined;
  const share = plan && monthly ? Math.round((plan.value / monthly) * 100) : undefined;
  const months = plan && billValue ? Math.ceil(billValue / plan.value) : undefined;
  const noForm = ctx.case.flags.noFormGiven === true;
  // "i submitted the application … they denied it, said i make too much": the application is in,
  // so what is asked for is the written decision and a review of it, never an application again.
  const filed = ctx.case.flags.assistancePending === false && !noForm;
  /** "3 people on about 32k a year", as far as the person told it. */
  const household = income
    ? people
      ? t(
          `${people} people on about ${income.text} a year`,
          `${people} personas, con unos ${income.text} al año`,
        )
      : t(`about ${income.text} a year`, `unos ${income.text} al año`)
    : undefined;
  const householdLine = household
    ? people
      ? t(`My household is ${household}.`, `Mi hogar es de ${household}.`)
      : t(`My household income is ${household}.`, `Los ingresos de mi hogar son ${household}.`)
    : t(
        'My household income is [yearly income] for [number] people.',
        'Los ingresos de mi hogar son [ingresos al año] para [número] personas.',
      );
  const planWeighed =
    plan && share !== undefined && monthly
      ? t(
          ` A plan of ${plan.text} a month is about ${share}% of your income before taxes (${income?.text} a year is about ${ctx.money(Math.round(monthly))} a month)${months ? `, for ${months} months` : ''}: don't agree to it while your application is open.`,
          ` Un plan de ${plan.text} al mes es cerca del ${share}% de sus ingresos antes de impuestos (${income?.text} al año son unos ${ctx.money(Math.round(monthly))} al mes)${months ? `, durante ${months} meses` : ''}: no lo acepte mientras su solicitud esté abierta.`,
        )
      : plan
        ? t(
            ` Don't agree to the plan of ${plan.text} a month while your application is open.`,
            ` No acepte el plan de ${plan.text} al mes mientras su solicitud esté abierta.`,
          )
        : '';
  return {
    strategy: t(
      filed
        ? `"You make too much" isn't the end of your application: ask in writing for the decision, with the income table and any discount tiers it used, since many policies discount bills well above the poverty line, not only free care. If your income${household ? ` (${household})` : ''} fits a tier, or they counted it wrong, ask in writing for a review of the decision with that table in hand, and ask them to hold the ${bill ? `${bill} ` : ''}bill from collections until it is reviewed.${planWeighed}`
        : `"You make too much" on the phone isn't a decision on an application you${noForm ? " weren't even given" : " haven't filed"}. Ask in writing for the hospital's financial assistance policy and application, fill it in with your real income and household size${household ? ` (${household})` : ''}, send it with a copy kept, and ask for the decision in writing, with the income table and any discount tiers it used: many policies discount bills well above the poverty line, not only free care. Ask them to hold the ${bill ? `${bill} ` : ''}bill from collections while it is reviewed.${planWeighed}`,
      filed
        ? `Un "usted gana demasiado" no es el final de su solicitud: pida por escrito la decisión, con la tabla de ingresos y los niveles de descuento que usaron, porque muchas políticas rebajan facturas con ingresos bastante por encima del nivel de pobreza, no solo dan atención gratis. Si sus ingresos${household ? ` (${household})` : ''} caben en un nivel, o los contaron mal, pida por escrito que revisen la decisión con esa tabla en la mano, y que no envíen la factura${bill ? ` de ${bill}` : ''} a cobranza mientras la revisan.${planWeighed}`
        : `Un "usted gana demasiado" por teléfono no es una decisión sobre una solicitud que usted${noForm ? ' ni siquiera recibió' : ' no ha presentado'}. Pida por escrito la política de asistencia financiera del hospital y la solicitud, llénela con sus ingresos reales y cuántas personas viven en su casa${household ? ` (${household})` : ''}, envíela guardando una copia, y pida la decisión por escrito, con la tabla de ingresos y los niveles de descuento que usaron: muchas políticas rebajan facturas con ingresos bastante por encima del nivel de pobreza, no solo dan atención gratis. Pida que no envíen la factura${bill ? ` de ${bill}` : ''} a cobranza mientras la revisan.${planWeighed}`,
    ),
    opening: quoteLines([
      filed
        ? t(
            'I was told my financial assistance application was denied because I make too much. Please send me the decision in writing, with the income table and the discount levels you used.',
            'Me dijeron que negaron mi solicitud de asistencia financiera porque gano demasiado. Les pido la decisión por escrito, con la tabla de ingresos y los niveles de descuento que usaron.',
          )
        : t(
            `I was told I make too much for charity care${noForm ? ', but I was never given the policy or an application' : ''}. Please send me your financial assistance policy and application today, by email or mail, including the income table and any discounts below free care.`,
            `Me dijeron que gano demasiado para la asistencia financiera${noForm ? ', pero nunca me dieron la política ni una solicitud' : ''}. Les pido enviarme hoy, por correo electrónico o postal, su política de asistencia financiera y la solicitud, con la tabla de ingresos y los descuentos que no son atención gratis.`,
          ),
      filed
        ? t(
            `${householdLine} I'm asking for a review of the decision; please hold the account from collections until it is reviewed.`,
            `${householdLine} Pido que revisen la decisión; les pido no enviar la cuenta a cobranza hasta que la revisen.`,
          )
        : t(
            `I'm applying. ${householdLine} Please hold the account from collections while my application is reviewed, and send me the decision in writing.`,
            `Voy a presentar la solicitud. ${householdLine} Les pido no enviar la cuenta a cobranza mientras revisan mi solicitud y enviarme la decisión por escrito.`,
          ),
      ...(plan
        ? [
            t(
              `I'm not agreeing to the ${plan.text} a month plan until my application is decided.`,
              `No voy a aceptar el plan de ${plan.text} al mes hasta que decidan mi solicitud.`,
            ),
          ]
        : []),
    ]),
    email: {
      subject: t(
        `Financial assistance application${bill ? `: the ${bill} bill` : ''}, ${filed ? 'review of the decision requested' : 'policy and application requested'}`,
        `Solicitud de asistencia financiera${bill ? `: la factura de ${bill}` : ''}, ${filed ? 'pido que revisen la decisión' : 'pido la política y la solicitud'}`,
      ),
      body: t(
        `Hello,\n\n${filed ? `I was told my financial assistance application was denied because I make too much. I'm asking for a review of that decision. ${householdLine}` : `On the phone I was told I make too much for charity care${noForm ? ', and I was not given the policy or an application' : ''}. I'd like to apply. ${householdLine}`}\n\nPlease:\n${filed ? `1. Send me the decision in writing, with the income table and discount levels you used.\n2. Review the decision against that table.\n3. Hold the account${bill ? ` (${bill})` : ''} from collections until it is reviewed.` : `1. Send me your financial assistance policy and application, with the income table and any discount levels.\n2. Hold the account${bill ? ` (${bill})` : ''} from collections while my application is reviewed.\n3. Send me your decision in writing.`}\n\n${plan ? `I have not agreed to the payment plan of ${plan.text} a month.\n\n` : ''}Please reply in writing within 14 days.\n\nThank you,\n[Your name]\n[Account number]`,
        `Hola:\n\n${filed ? `Me dijeron que negaron mi solicitud de asistencia financiera porque gano demasiado. Pido que revisen esa decisión. ${householdLine}` : `Por teléfono me dijeron que gano demasiado para la asistencia financiera${noForm ? ', y no me dieron la política ni una solicitud' : ''}. Quiero presentar la solicitud. ${householdLine}`}\n\nLes pido:\n${filed ? `1. Enviarme la decisión por escrito, con la tabla de ingresos y los niveles de descuento que usaron.\n2. Revisar la decisión con esa tabla.\n3. No enviar la cuenta${bill ? ` (${bill})` : ''} a cobranza hasta que la revisen.` : `1. Enviarme su política de asistencia financiera y la solicitud, con la tabla de ingresos y los niveles de descuento.\n2. No enviar la cuenta${bill ? ` (${bill})` : ''} a cobranza mientras revisan mi solicitud.\n3. Enviarme su decisión por escrito.`}\n\n${plan ? `No he aceptado el plan de pagos de ${plan.text} al mes.\n\n` : ''}Les pido una respuesta por escrito dentro de 14 días.\n\nGracias,\n[Su nombre]\n[Número de cuenta]`,
      ),
    },
    talkingPoints: [
      filed
        ? t(
            'Keep a copy of your application and the date you sent it; ask for every decision in writing.',
            'Guarde una copia de su solicitud y la fecha de envío; pida cada decisión por escrito.',
          )
        : t(
            'A no said on the phone is not a written decision: apply anyway, and keep a copy and the date you sent it.',
            'Un no dicho por teléfono no es una decisión por escrito: presente la solicitud de todos modos y guarde una copia y la fecha de envío.',
          ),
      t(
        'Ask whether a partial discount applies at your income, not only free care.',
        'Pregunte si a sus ingresos les corresponde un descuento parcial, no solo la atención gratis.',
      ),
      t(
        'If you need a plan later, take one only in writing, with no interest, at an amount you can keep up with.',
        'Si más adelante necesita un plan, acéptelo solo por escrito, sin intereses, con una cuota que pueda cumplir.',
      ),
    ],
  };
}

/**
 * "You waited too long to apply" ("la ayuda ya no aplica porque ya pasó mucho tiempo", "it already went
 * to collections in october"): the 240 days counted to a date from the first bill, collections named
 * as no end to them, the application sent now with the income and household the person gave, the
 * hospital asked to stop collection while it's reviewed and to recall the account if approved, and the
 * collector told in writing that an application is pending.
 */
function tooLateToApply(
  ctx: CopyContext,
  said?: FollowUpSaid,
  latest?: readonly CaseAmount[],
): FollowUpAnswer {
  const t = inLanguage(ctx.lang);
  const bill = ctx.figure('billed');
  const first = ctx.date('bill', 'statement');
  const until = ctx.deadline('hospital-financial-assistance');
  const passed =
    ctx.ruling.rights.find((right) => right.id === 'hospital-financial-assistance')?.deadline?.passed ===
    true;
  const income = incomeOf(ctx);
  const people = ctx.case.householdSize;
  const collections = said?.sentToCollections !== undefined || ctx.case.flags.collector === true;
  const nonprofit = ctx.case.flags.nonprofit === true;
  const window =
    until && !passed
      ? // "Your first bill was July 20, so you can apply until at least March 17, 2027": the person's own day.
        t(
          `. ${first ? `Your first bill was ${first}, so ` : ''}${nonprofit ? 'you' : 'if it is, you'} can apply until at least ${until}`,
          `. ${first ? `Su primera factura fue ${delDay(first)}, así que ` : ''}${nonprofit ? 'puede' : 'si lo es, puede'} presentarla al menos hasta el ${until}`,
        )
      : until
        ? t(
            `; counted from the first bill${first ? ` (${first})` : ''}, that minimum ran to ${until}, so ask whether the hospital's own policy allows longer`,
            `; contado desde la primera factura${first ? ` (${first})` : ''}, ese mínimo llegó hasta el ${until}, así que pregunte si la política del propio hospital da más tiempo`,
          )
        : t(', and a few months is inside that', ', y unos meses están dentro de ese plazo');
  const household = income
    ? t(
        `${income.said}${people ? `${income.monthly ? ',' : ''} for ${people} people` : ''}`,
        `${income.said}${people ? `${income.monthly ? ',' : ''} para ${people} personas` : ''}`,
      )
    : undefined;
  const notice = said?.sentToCollections;
  // A letter dated only by its month gives no day to count from: "within 30 days of its first notice".
  const validateBy = notice ? validationBy(notice, ctx.lang) : undefined;
  const collector = collections
    ? t(
        ` Write to the collection agency too: tell it your financial assistance application is pending with the hospital, dispute the debt and ask for validation ${validateBy ? `by ${validateBy} (30 days from its letter of ${notice?.noticeText})` : 'within 30 days of its first notice'}, and check your credit reports.`,
        ` Escriba también a la agencia de cobranza: dígale que su solicitud de asistencia financiera está pendiente con el hospital, dispute la deuda y pida la validación ${validateBy ? `a más tardar el ${validateBy} (30 días desde su carta del ${notice?.noticeText})` : 'dentro de los 30 días de su primer aviso'}, y revise sus informes de crédito.`,
      )
    : '';
  const hold = said?.hold?.placed ? said.hold : undefined;
  const holdEnd = hold?.endIso ? formatDay(hold.endIso, ctx.lang) : undefined;
  const held = hold
    ? t(
        ` Take the hold they gave, in writing with its last day${holdEnd ? ` (${holdEnd})` : ''}, send the application before it ends, and ask that the hold last until the application is decided.`,
        ` Acepte la pausa que le dieron, por escrito y con su último día${holdEnd ? ` (el ${holdEnd})` : ''}, envíe la solicitud antes de que termine y pida que la pausa dure hasta que decidan la solicitud.`,
      )
    : '';
  // "lo único es un plan de 200 al mes, y si no pago nada antes del 15 de diciembre la mandan a
  // colecciones": the plan is weighed, the collections day is the day to have the application in by.
  const plan = monthlyPlanOf(ctx, latest);
  const billValue = ctx.value('billed');
  const months = plan && billValue ? Math.ceil(billValue / plan.value) : undefined;
  const planWords = plan ? t(`${plan.text} a month`, `${plan.text} al mes`) : undefined;
  // The day they named ("if i dont pay by dec 20") before a length read as a hold ("within 60 days").
  const dueIso = [...ctx.case.dates].reverse().find((date) => date.role === 'due' && date.iso)?.iso;
  const collectionsIso = hold ? undefined : (dueIso ?? said?.hold?.endIso);
  const collectionsDay = collectionsIso ? formatDay(collectionsIso, ctx.lang) : undefined;
  // "ya estamos en un plan de 300 al mes desde mayo": a plan the person already pays is no offer to
  // turn down; it ends no right to apply, and what was paid above the lowered bill is asked back.
  const onPlan =
    ctx.case.flags.planInPlace === true || said?.latestFlags?.planInPlace === true ? true : false;
  const planLine = onPlan
    ? t(
        ` Being on a payment plan${planWords ? ` of ${planWords}` : ''} doesn't end your right to apply: the plan only sets how you pay the bill, and the application decides how much of it you owe. Keep the plan's payments going while it's decided if you can, so nothing goes to collections, and ask in writing that, if you qualify, they lower the balance and refund what you have paid above the amount you owe under their policy.`,
        ` Estar en un plan de pagos${planWords ? ` de ${planWords}` : ''} no le quita el derecho a solicitar: el plan solo fija cómo paga la factura, y la solicitud decide cuánto debe. Si puede, siga con los pagos del plan mientras la deciden, para que nada pase a cobranza, y pida por escrito que, si califica, bajen el saldo y le devuelvan lo que haya pagado por encima de lo que deba según su política.`,
      )
    : plan
      ? t(
          ` Don't sign up for the ${planWords} plan before your application is decided${months && bill ? ` (about ${months} months of payments on the ${bill} bill)` : ''}: the decision may lower the bill or clear it.`,
          ` No firme el plan de ${planWords} antes de que decidan su solicitud${months && bill ? ` (serían unos ${months} meses de pagos sobre la factura de ${bill})` : ''}: la decisión puede bajar la factura o dejarla en cero.`,
        )
      : '';
  const dayLine = collectionsDay
    ? t(
        ` They named ${collectionsDay} for collections: have the application in before then, and ask in writing that nothing go to collections while it is decided.`,
        ` Le dieron el ${collectionsDay.replace(/^el /u, '')} como fecha para la cobranza: presente la solicitud antes de esa fecha y pida por escrito que nada pase a cobranza mientras la deciden.`,
      )
    : '';
  const strategy = t(
    `"Too late" isn't up to the billing office: ${nonprofit ? 'a nonprofit hospital' : 'if the hospital is a nonprofit (most are), it'} must accept a financial assistance application for at least 240 days after the first bill after discharge${window}.${collections ? " Sending the account to collections doesn't end that." : ''} Send the application now, in writing, with your real income${household ? ` (${household})` : ''}, keep a copy, and ask in writing that they stop collection while it's reviewed and, if you qualify, recall the account${collections ? ' from the agency' : ''} and correct anything reported to the credit bureaus.${held}${dayLine}${planLine}${collector} If the hospital still refuses, ask for the financial assistance policy itself (it's on the hospital's website) and complain to your state attorney general.`,
    `"Ya es tarde" no lo decide la oficina de facturación: ${nonprofit ? 'un hospital sin fines de lucro debe' : 'si el hospital es sin fines de lucro (la mayoría lo son), debe'} aceptar una solicitud de asistencia financiera durante al menos 240 días después de la primera factura tras el alta${window}.${collections ? ' Que hayan mandado la cuenta a cobranza no termina ese plazo.' : ''} Envíe la solicitud ya, por escrito, con sus ingresos reales${household ? ` (${household})` : ''}, guarde una copia, y pida por escrito que detengan el cobro mientras la revisan y, si califica, que retiren la cuenta${collections ? ' de la agencia' : ''} y corrijan lo que hayan reportado a las agencias de crédito.${held}${dayLine}${planLine}${collector} Si el hospital aun así se niega, pida la política de asistencia financiera misma (está en el sitio web del hospital) y presente una queja ante el fiscal general de su estado.`,
  );
  const within =
    until && !passed
      ? t(
          ` and ${first ? `my first bill was ${first}, so ` : ''}I'm within that until at least ${until}.`,
          ` y ${first ? `mi primera factura fue ${delDay(first)}, así que ` : ''}estoy dentro de ese plazo al menos hasta el ${until}.`,
        )
      : t(" and I'm inside that.", ' y estoy dentro de ese plazo.');
  return {
    answersCollector: collections,
    strategy,
    opening: quoteLines([
      t(
        `I was told it's too late to apply for financial assistance. ${nonprofit ? 'As a nonprofit hospital, you' : 'If you are a nonprofit hospital, you'} must accept applications for at least 240 days after the first bill after discharge,${within}`,
        `Me dijeron que ya es tarde para solicitar asistencia financiera. ${nonprofit ? 'Como hospital sin fines de lucro, deben' : 'Si son un hospital sin fines de lucro, deben'} aceptar solicitudes durante al menos 240 días después de la primera factura tras el alta,${within}`,
      ),
      t(
        `I'm sending the application now${household ? `: my household income is ${household}` : ''}. Please ${hold ? `confirm the hold in writing${holdEnd ? `, until ${holdEnd},` : ''} and keep it until my application is decided${collections ? ', and recall the account from collections' : ''}` : collections ? 'recall the account from collections and stop all collection while it is reviewed' : 'stop collection while it is reviewed'}.`,
        `Voy a enviar la solicitud ahora${household ? `: los ingresos de mi hogar son ${household}` : ''}. Les pido ${hold ? `confirmar la pausa por escrito${holdEnd ? `, hasta el ${holdEnd},` : ''} y mantenerla hasta que decidan mi solicitud${collections ? ', y que retiren la cuenta de cobranza' : ''}` : collections ? 'que retiren la cuenta de cobranza y detengan todo cobro mientras la revisan' : 'detener el cobro mientras la revisan'}.`,
      ),
      ...(onPlan
        ? [
            t(
              `Being on a payment plan${planWords ? ` of ${planWords}` : ''} doesn't end my right to apply. If I qualify, please lower the balance and refund what I have paid above what I owe under your policy.`,
              `Estar en un plan de pagos${planWords ? ` de ${planWords}` : ''} no me quita el derecho a solicitar. Si califico, les pido bajar el saldo y devolverme lo que haya pagado por encima de lo que deba según su política.`,
            ),
          ]
        : plan
          ? [
              t(
                `I won't sign up for ${planWords} before my application is decided${collectionsDay ? `, and nothing should go to collections on ${collectionsDay} while it is` : ''}.`,
                `No voy a firmar un plan de ${planWords} antes de que decidan mi solicitud${collectionsDay ? `, y nada debe pasar a cobranza el ${collectionsDay.replace(/^el /u, '')} mientras la deciden` : ''}.`,
              ),
            ]
          : collectionsDay
            ? [
                t(
                  `Please confirm in writing that nothing goes to collections on ${collectionsDay} while my application is decided.`,
                  `Por favor confírmenme por escrito que nada pasará a cobranza el ${collectionsDay.replace(/^el /u, '')} mientras deciden mi solicitud.`,
                ),
              ]
            : []),
    ]),
    email: {
      subject: t(
        `Financial assistance application${bill ? `: the ${bill} bill` : ''}, within 240 days`,
        `Solicitud de asistencia financiera${bill ? `: la factura de ${bill}` : ''}, dentro de los 240 días`,
      ),
      body: t(
        `Hello,\n\nI was told it was too late to apply for financial assistance${bill ? ` on my ${bill} bill` : ''}${collections ? ', and that the account was sent to collections' : ''}. Your first bill after my discharge ${first ? `came ${first}` : 'was dated [date of the first bill]'}, and a nonprofit hospital must accept applications for at least 240 days after it${until && !passed ? `, so I can apply until at least ${until}` : ''}.\n\nI am applying. My household income is ${household ?? '[income] for [number] people'}. Please:\n1. Send me your financial assistance policy and application, if you need your own form.\n2. Stop collection activity while my application is reviewed${collections ? ', and tell the collection agency' : ''}.\n3. If I qualify, recall the account${collections ? ' from the agency' : ''}, and correct anything reported to the credit bureaus.${onPlan ? `\n4. If I qualify, lower the balance and refund what I have paid${planWords ? ` on my ${planWords} plan` : ' on my payment plan'} above what I owe under your policy. Being on the plan does not end my right to apply.` : plan ? `\n\nI won't sign up for the ${planWords} plan you offered before my application is decided.` : ''}\n\nPlease reply in writing ${collectionsDay ? `before ${collectionsDay}` : 'within 14 days'}.\n\nThank you,\n[Your name]\n[Account number]`,
        `Hola:\n\nMe dijeron que ya era tarde para solicitar asistencia financiera${bill ? ` para mi factura de ${bill}` : ''}${collections ? ', y que la cuenta se envió a cobranza' : ''}. Su primera factura tras mi alta ${first ? `llegó ${onDay(first)}` : 'tiene fecha del [fecha de la primera factura]'}, y un hospital sin fines de lucro debe aceptar solicitudes durante al menos 240 días después de esa fecha${until && !passed ? `, así que puedo presentarla al menos hasta el ${until}` : ''}.\n\nEstoy presentando la solicitud. Los ingresos de mi hogar son ${household ?? '[ingresos] para [número] personas'}. Les pido:\n1. Enviarme su política de asistencia financiera y la solicitud, si necesitan su propio formulario.\n2. Detener el cobro mientras revisan mi solicitud${collections ? ', y avisarlo a la agencia de cobranza' : ''}.\n3. Si califico, retirar la cuenta${collections ? ' de la agencia' : ''}, y corregir lo que hayan reportado a las agencias de crédito.${onPlan ? `\n4. Si califico, bajar el saldo y devolverme lo que haya pagado${planWords ? ` en mi plan de ${planWords}` : ' en mi plan de pagos'} por encima de lo que deba según su política. Estar en el plan no me quita el derecho a solicitar.` : plan ? `\n\nNo voy a firmar el plan de ${planWords} que me ofrecieron antes de que decidan mi solicitud.` : ''}\n\nLes pido una respuesta por escrito ${collectionsDay ? `antes del ${collectionsDay.replace(/^el /u, '')}` : 'en 14 días'}.\n\nGracias,\n[Su nombre]\n[Número de cuenta]`,
      ),
    },
    talkingPoints: [
      t(
        'Count the 240 days from the first bill after discharge, not from the day of care.',
        'Cuente los 240 días desde la primera factura tras el alta, no desde el día de la atención.',
      ),
      ...(collections
        ? [
            t(
              'A collection agency holding the bill doesn’t close the application: tell the agency in writing that it is pending.',
              'Que la cuenta esté con una agencia de cobranza no cierra la solicitud: avise por escrito a la agencia que está pendiente.',
            ),
          ]
        : []),
      onPlan
        ? t(
            'Keep every receipt of the plan’s payments: they are what you ask back if the bill is lowered.',
            'Guarde cada recibo de los pagos del plan: es lo que pedirá que le devuelvan si bajan la factura.',
          )
        : plan
          ? t(
              `Don't agree to the ${planWords} plan while the application is pending; if you pay anything meanwhile, ask in writing that it be refunded if you qualify.`,
              `No acepte el plan de ${planWords} mientras su solicitud está pendiente; si paga algo mientras tanto, pida por escrito que se lo devuelvan si califica.`,
            )
          : t(
              "Don't agree to a payment plan you can't keep while the application is pending.",
              'No acepte un plan de pagos que no pueda cumplir mientras su solicitud está pendiente.',
            ),
    ],
  };
}
