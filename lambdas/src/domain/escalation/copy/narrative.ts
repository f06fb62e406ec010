import { promiseAsWritten, type Language } from '@lane/shared';
import type { Claim, EvidenceKind } from '../../chat/claims.js';
import type { SubCase } from '../../chat/case.js';

/**
 * The sentences of a complaint, in both languages (Spanish with *usted* where it addresses anyone;
 * the narrative itself is the person's first person). Each builder takes figures and days already
 * written for the conversation's language; a missing one never leaves a blank: the sentence is
 * written without it.
 */

/** What the narrative knows, every figure as the person wrote it (or summed like the answer does). */
export interface NarrativeFacts {
  readonly lang: Language;
  readonly subCase: SubCase | undefined;
  readonly area: string | undefined;
  readonly party: string | undefined;
  /** For a card or bank complaint, the merchant on the charge (the party is the issuer). */
  readonly merchant?: string | undefined;
  /** The disputed figure: one charge, the bill, the fee. */
  readonly amount: string | undefined;
  /** Several charges added up, with how many. */
  readonly total: { readonly text: string; readonly count: number } | undefined;
  /** The day it happened (charge, bill, visit, move-out, flight), written out. */
  readonly day: string | undefined;
  /** Each repeated charge's day, written out. */
  readonly chargeDays: readonly string[];
  readonly cancelledDay: string | undefined;
  readonly reportedDay: string | undefined;
  readonly noticeDay: string | undefined;
  readonly estimated: string | undefined;
  readonly billed: string | undefined;
  readonly over: string | undefined;
  readonly deposit: string | undefined;
  readonly withheld: string | undefined;
  readonly current: string | undefined;
  readonly proposed: string | undefined;
  readonly asked: string | undefined;
  readonly market: string | undefined;
  readonly feeName: string | undefined;
  readonly provider: string | undefined;
  readonly repairItem: string | undefined;
  readonly cardWords: string | undefined;
  readonly airline: boolean;
  /** One purchase charged twice (a billing error): the second copy is what comes back. */
  readonly duplicate?: boolean;
  /** Cash taken out at ATMs (withdrawals, not a merchant's charge). */
  readonly atm?: boolean;
  /** A stay's last day, when told as a span with its first ("nov 13-16"), written out. */
  readonly stayEnd?: string | undefined;
  /** Money sent out of the account by a payment app or a transfer (not a merchant's charge). */
  readonly transfer?: boolean;
  /** The person agreed to more work but was never told its price: the price, not the work, is unapproved. */
  readonly noPriceGiven?: boolean;
  /** None of a deposit handed back yet: the whole deposit is asked for, the part they'd keep disputed. */
  readonly nothingBack?: boolean;
  /**
   * The reading isn't sure of the story: the dispute is told with its figures and days alone, never
   * as a charge it may not be, and never with the person's own messages pasted in.
   */
  readonly unsure?: boolean;
  /** The charges one by one when their days are not all known ("2 × 34.99 and 49"). */
  readonly partsText?: string | undefined;
  /** The person paid the money (or it left their account): asked back, not asked off. */
  readonly paid?: boolean;
  /** Fees the bank added because of a charge nobody made, told beside it ("a 39 late fee"). */
  readonly sideFees?: readonly string[];
  /** The day a bill came or is dated, when the person told it as the bill's day. */
  readonly billDay?: string | undefined;
  /** The day the car was left at the shop (not the day of the charge). */
  readonly droppedOffDay?: string | undefined;
  /** Final pay: the day the person left the job, and the day the last pay was due. */
  readonly leftDay?: string | undefined;
  readonly payDueDay?: string | undefined;
  /** The collector's letter is dated the notice day (not the day it came). */
  readonly letterDated?: boolean;
  /** What the health plan says the person owes in network, as written ("250"). */
  readonly inNetworkShare?: string | undefined;
  /** A collector: the debt is not the person's, the day it demands payment by, and what it did. */
  readonly debt?:
    | {
        readonly notMine: boolean;
        readonly dueDay: string | undefined;
        readonly callsAtWork: boolean;
        readonly suit: boolean;
        readonly creditReport: boolean;
      }
    | undefined;
  /** An overdraft fee on a debit card purchase the person never opted in to. */
  readonly neverOptedIn?: boolean;
  /** A new monthly fee told beside the overdraft fees, as written: asked about on its own. */
  readonly monthlyFee?: string | undefined;
  /** The landlord sent the itemized list already: the ask is the money, not a list. */
  readonly listSent?: boolean;
  /** The day the itemized list came, written out. */
  readonly listDay?: string | undefined;
  /** The person gave the landlord a forwarding address in writing. */
  readonly forwardingGiven?: boolean;
  /** An insurer denied the claim (not a provider's bill). */
  readonly insurerDenied: boolean;
  /** Hours over 40 paid at straight time or not at all, with the sums worked out. */
  readonly overtime:
    | {
        readonly hours: number;
        readonly paid: 'straight' | 'unpaid';
        readonly rate: string;
        readonly weeks: number | undefined;
        readonly perWeek: string;
        readonly total: string | undefined;
      }
    | undefined;
}

/** Who the complaint is against when the person gave no name: their landlord, their employer… */
export function unnamedParty(
  facts: Pick<NarrativeFacts, 'lang' | 'subCase' | 'area' | 'airline' | 'insurerDenied'>,
): string {
  const es = facts.lang === 'es';
  const family = facts.subCase ?? facts.area ?? '';
  if (facts.airline) return es ? 'la aerolínea' : 'the airline';
  if (facts.insurerDenied) return es ? 'mi aseguradora' : 'my insurer';
  if (family === 'fees_lodging') return es ? 'el hotel' : 'the hotel';
  if (family.startsWith('rent_')) return es ? 'el arrendador' : 'my landlord';
  if (family.startsWith('salary')) return es ? 'mi empleador' : 'my employer';
  if (family.startsWith('medical_')) return es ? 'el proveedor' : 'the provider';
  if (family.startsWith('debt_')) return es ? 'la agencia de cobranza' : 'the collector';
  if (family === 'car_dealer_addons' || family === 'car_used_as_is')
    return es ? 'el concesionario' : 'the dealer';
  if (family.startsWith('car_')) return es ? 'el taller' : 'the shop';
  if (family.startsWith('card_') || family === 'debit_unauthorized' || family === 'bank_fee')
    return es ? 'el banco' : 'the bank';
  return es ? 'la empresa' : 'the company';
}

const the = (facts: NarrativeFacts, _en?: string, _es?: string) => facts.party ?? unnamedParty(facts);

/** "On November 3, 2026, " / "El 3 de noviembre de 2026, ", or nothing. */
const onDay = (facts: NarrativeFacts, day = facts.day) => (day ? `${cap(atDay(day, facts.lang))}, ` : '');

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "an" before a vowel sound ("an "overdraft fee""), "a" otherwise. */
const article = (word: string) => (/^[aeiou]/iu.test(word) ? 'an' : 'a');

/** "a charge of $312.40" / "un cargo de $312.40", or "a charge" when no figure was given. */
const ofAmount = (facts: NarrativeFacts, en: string, es: string, amount = facts.amount) =>
  facts.lang === 'es' ? (amount ? `${es} de ${amount}` : es) : amount ? `${en} of ${amount}` : en;

const list = (items: readonly string[], lang: Language) =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} ${lang === 'es' ? 'y' : 'and'} ${items.at(-1)}`;

/** "I left my car with QuickLine on November 10, 2026. " — the day the car went in, not a charge's. */
const droppedOff = (facts: NarrativeFacts) =>
  facts.droppedOffDay
    ? facts.lang === 'es'
      ? `Dejé mi auto en ${facts.party ?? 'el taller'} el ${facts.droppedOffDay}. `
      : `I left my car with ${facts.party ?? 'the shop'} on ${facts.droppedOffDay}. `
    : '';

/** A fee the bank added because of a charge nobody made, told beside it. */
function sideFeeSentence(facts: NarrativeFacts): string {
  const fees = facts.sideFees ?? [];
  if (fees.length === 0) return '';
  const who = facts.party ?? (facts.lang === 'es' ? 'el banco' : 'the bank');
  const name = facts.feeName;
  return facts.lang === 'es'
    ? ` Por ese cargo, ${who} además me cobró ${list(
        fees.map((fee) => `un cargo de ${fee}${name ? ` ("${name}")` : ''}`),
        'es',
      )}.`
    : ` Because of it, ${who} also charged me ${list(
        fees.map(
          (fee) => `a ${fee} ${name && /fee$/iu.test(name) ? name : `${name ? `"${name}" ` : ''}fee`}`,
        ),
        'en',
      )}.`;
}

/** What happened, first person, dated where the person gave the day. */
export function happened(facts: NarrativeFacts): string {
  const { lang, subCase } = facts;
  const es = lang === 'es';
  const company = the(facts, 'the company', 'la empresa');
  const card = facts.cardWords ?? (es ? 'mi cuenta' : 'my account');
  if (facts.overtime) {
    const o = facts.overtime;
    const weeks = o.weeks ? (es ? `, desde hace ${o.weeks} semanas` : `, for ${o.weeks} weeks`) : '';
    const paid =
      o.paid === 'straight'
        ? es
          ? `me paga todas las horas a ${o.rate} la hora, sin tiempo y medio por las que pasan de 40`
          : `pays me ${o.rate} an hour for all of them, with no overtime pay for the hours over 40`
        : es
          ? `me paga solo 40 horas, a ${o.rate} la hora`
          : `pays me for only 40 of them, at ${o.rate} an hour`;
    return es
      ? `Trabajo ${o.hours} horas cada semana y ${company} ${paid}${weeks}. Se me deben ${o.perWeek} por semana${o.total ? `, ${o.total} en total` : ''}.`
      : `I work ${o.hours} hours every week and ${company} ${paid}${weeks}. I am owed ${o.perWeek} a week${o.total ? `, ${o.total} in all` : ''}.`;
  }
  if (facts.unsure) {
    const detail = facts.partsText ?? facts.day;
    return es
      ? `Tengo una disputa con ${company}${facts.amount ? ` por ${facts.amount}` : ''}${detail ? ` (${detail})` : ''} que no se ha resuelto.`
      : `I have a dispute with ${company}${facts.amount ? ` over ${facts.amount}` : ''}${detail ? ` (${detail})` : ''} that has not been resolved.`;
  }
  // The day told is the care's ("my ER visit from sept 19"), never the denial's.
  if (facts.insurerDenied)
    return es
      ? cap(
          `${company} negó mi reclamo${facts.amount ? ` de ${facts.amount}` : ''}${facts.day ? `, por la atención del ${facts.day}` : ''}.`,
        )
      : cap(
          `${company} denied my claim${facts.amount ? ` for ${facts.amount}` : ''}${facts.day ? `, for care on ${facts.day}` : ''}.`,
        );
  switch (subCase) {
    case 'card_unauthorized':
    case 'debit_unauthorized':
      if (facts.transfer)
        return cap(
          es
            ? `${onDay(facts)}se enviaron ${facts.amount ?? 'fondos'}${facts.partsText ? ` (${facts.partsText})` : ''} desde ${card} en transferencias que yo no hice ni autoricé.`
            : `${onDay(facts)}${facts.amount ?? 'money'}${facts.partsText ? ` (${facts.partsText})` : ''} was sent from ${card} in transfers I did not make or authorize.`,
        );
      if (facts.atm)
        return cap(
          es
            ? `${onDay(facts)}se retiraron ${facts.amount ?? 'fondos'} de mi cuenta en cajeros automáticos con ${card}; yo no hice ni autoricé esos retiros.`
            : `${onDay(facts)}${facts.amount ?? 'money'} was withdrawn from my account at ATMs with ${card}; I did not make or authorize these withdrawals.`,
        );
      return (
        cap(
          es
            ? `${onDay(facts)}${ofAmount(facts, '', 'apareció un cargo')}${facts.merchant ? ` de ${facts.merchant}` : ''} en ${card} que yo no hice ni autoricé.`
            : `${onDay(facts)}${ofAmount(facts, 'a charge', '')}${facts.merchant ? ` from ${facts.merchant}` : ''} appeared on ${card} that I did not make or authorize.`,
        ) + sideFeeSentence(facts)
      );
    case 'card_after_cancel':
    case 'service_after_cancel':
    case 'service_membership_cancel': {
      // On a card, the merchant was cancelled and the card kept being charged.
      const onCard = subCase === 'card_after_cancel';
      const company = onCard ? (facts.merchant ?? (es ? 'el comercio' : 'the merchant')) : the(facts);
      const where = onCard ? (es ? ` en ${card}` : ` to ${card}`) : '';
      const cancelled = facts.cancelledDay
        ? es
          ? `Cancelé con ${company} ${atDay(facts.cancelledDay, lang)}.`
          : `I cancelled with ${company} ${atDay(facts.cancelledDay, lang)}.`
        : es
          ? `Cancelé con ${company}.`
          : `I cancelled with ${company}.`;
      const days = facts.chargeDays.length > 0 ? ` (${list(facts.chargeDays, lang)})` : '';
      const parts = facts.partsText && !days ? ` (${facts.partsText})` : '';
      const charged = facts.total
        ? es
          ? ` Después me cobraron ${facts.total.count} veces${where}${days}, ${facts.total.text} en total${parts}.`
          : ` After that, they charged me ${facts.total.count} more times${where}${days}, ${facts.total.text} in all${parts}.`
        : facts.amount
          ? es
            ? ` Después me siguieron cobrando ${facts.amount}${where}${days}.`
            : ` After that, they kept charging ${facts.amount}${where}${days}.`
          : es
            ? ` Después me siguieron cobrando${where}${days}.`
            : ` After that, they kept charging me${where}${days}.`;
      return cancelled + charged;
    }
    case 'card_billing_error':
      if (facts.duplicate)
        return cap(
          es
            ? `${onDay(facts)}${company} me cobró dos veces ${facts.amount ?? 'el mismo cargo'} por la misma compra en ${card}.`
            : `${onDay(facts)}${company} charged ${facts.amount ?? 'the same amount'} twice for the same purchase to ${card}.`,
        );
      return cap(
        es
          ? `${onDay(facts)}${company} me cobró ${facts.amount ?? 'un cargo'} por error en ${card}.`
          : `${onDay(facts)}${company} charged ${facts.amount ?? 'an amount'} to ${card} in error.`,
      );
    case 'card_fee_or_interest':
    case 'card_late_fee':
    case 'bank_fee':
      return (
        cap(
          es
            ? `${onDay(facts)}${company} me cobró ${ofAmount(facts, '', facts.feeName ? `"${facts.feeName}"` : 'un cargo')} en ${card}.`
            : `${onDay(facts)}${company} charged me ${ofAmount(facts, facts.feeName ? (/(?:fee|charge)s?$/iu.test(facts.feeName) ? `${article(facts.feeName)} "${facts.feeName}"` : `${article(facts.feeName)} "${facts.feeName}" fee`) : 'a fee', '')} on ${card}.`,
        ) +
        (facts.neverOptedIn
          ? es
            ? ' Nunca acepté (opt-in) la cobertura de sobregiro para compras con tarjeta de débito.'
            : ' I never opted in to overdraft coverage for debit card purchases.'
          : '') +
        (facts.monthlyFee
          ? es
            ? ` Aparte, ${company} empezó a cobrarme un cargo mensual de ${facts.monthlyFee}; pido que me muestre el aviso de ese cambio.`
            : ` Separately, ${company} began charging me a monthly fee of ${facts.monthlyFee}; I ask to see the notice of that change.`
          : '')
      );
    case 'debt_validation':
    case 'debt_time_barred':
    case 'debt_threatened_suit': {
      const notice = facts.noticeDay
        ? facts.letterDated
          ? es
            ? ` Su carta tiene fecha del ${facts.noticeDay}.`
            : ` Their letter is dated ${facts.noticeDay}.`
          : es
            ? ` Recibí su primer aviso el ${facts.noticeDay}.`
            : ` I received their first notice on ${facts.noticeDay}.`
        : '';
      const debt = facts.debt;
      const notMine = debt?.notMine ? (es ? ' Esa deuda no es mía.' : ' This debt is not mine.') : '';
      const due = debt?.dueDay
        ? es
          ? ` Me exigen pagar antes del ${debt.dueDay}.`
          : ` They demand payment by ${debt.dueDay}.`
        : '';
      const atWork = debt?.callsAtWork ? (es ? ' Me llamaron al trabajo.' : ' They called me at work.') : '';
      const threats = [
        ...(debt?.suit ? [es ? 'demandarme' : 'sue me'] : []),
        ...(debt?.creditReport
          ? [es ? 'reportarla a las agencias de crédito' : 'report it to the credit bureaus']
          : []),
      ];
      const threatened =
        threats.length > 0
          ? es
            ? ` Amenazaron con ${list(threats, lang)}.`
            : ` They threatened to ${list(threats, lang)}.`
          : '';
      return (
        (es
          ? `${cap(company)} me está cobrando una deuda${facts.amount ? ` de ${facts.amount}` : ''} que no ha validado.`
          : `${cap(company)} is collecting a debt${facts.amount ? ` of ${facts.amount}` : ''} from me that it has not validated.`) +
        notMine +
        notice +
        due +
        atWork +
        threatened
      );
    }
    case 'medical_over_estimate':
      return es
        ? `Mi Estimado de Buena Fe era de ${facts.estimated ?? 'una cantidad menor'}; ${company} me facturó ${facts.billed ?? facts.amount ?? 'más'}${facts.over ? `, ${facts.over} más` : ''}${facts.billDay ? `, en la factura que recibí el ${facts.billDay}` : facts.day ? `, por la atención del ${facts.day}` : ''}.`
        : `My Good Faith Estimate was ${facts.estimated ?? 'lower'}; ${company} billed me ${facts.billed ?? facts.amount ?? 'more'}${facts.over ? `, ${facts.over} more` : ''}${facts.billDay ? `, in a bill I received on ${facts.billDay}` : facts.day ? `, for care on ${facts.day}` : ''}.`;
    case 'medical_emergency_balance_bill':
      return es
        ? `${cap(company)} me facturó ${facts.amount ?? 'un saldo'} por atención de emergencia${facts.day ? ` del ${facts.day}` : ''}. Tengo seguro médico, y por la emergencia solo debo lo que pagaría dentro de la red${facts.inNetworkShare ? `: según mi plan, ${facts.inNetworkShare}` : ''}.`
        : `${cap(company)} billed me ${facts.amount ?? 'a balance'} for emergency care${facts.day ? ` on ${facts.day}` : ''}. I have health insurance, and for emergency care I owe only my in-network cost-sharing${facts.inNetworkShare ? `, which my plan puts at ${facts.inNetworkShare}` : ''}.`;
    case 'medical_out_of_network_clinician':
      return es
        ? `${cap(company)} me facturó ${facts.amount ?? 'un saldo'} por atención${facts.day ? ` del ${facts.day}` : ''} en un centro de mi red; ${facts.provider ? `el ${facts.provider}` : 'un profesional'} estaba fuera de la red y yo no lo elegí.${facts.inNetworkShare ? ` Según mi plan, mi parte dentro de la red es ${facts.inNetworkShare}.` : ''}`
        : `${cap(company)} billed me ${facts.amount ?? 'a balance'} for care${facts.day ? ` on ${facts.day}` : ''} at an in-network facility; the ${facts.provider ?? 'clinician'} was out of network, and I did not choose them.${facts.inNetworkShare ? ` My plan puts my in-network share at ${facts.inNetworkShare}.` : ''}`;
    case 'medical_ground_ambulance':
    case 'medical_financial_assistance':
    case 'medical_public_insurance_billed':
    case 'medical_bill_review':
      return es
        ? `${cap(company)} me facturó ${facts.amount ?? 'una cuenta'}${facts.day ? ` por la atención del ${facts.day}` : ''}.`
        : `${cap(company)} billed me ${facts.amount ?? 'a bill'}${facts.day ? ` for care on ${facts.day}` : ''}.`;
    case 'rent_deposit_withheld':
      if (facts.nothingBack)
        return es
          ? `${facts.day ? `Me mudé el ${facts.day}. ` : ''}${cap(the(facts))} no me ha devuelto mi depósito${facts.deposit ? ` de ${facts.deposit}` : ''}${facts.withheld ? ` y dice que se quedará con ${facts.withheld}` : ''}.`
          : `${facts.day ? `I moved out on ${facts.day}. ` : ''}${cap(the(facts))} has not returned my${facts.deposit ? ` ${facts.deposit}` : ''} deposit${facts.withheld ? ` and says they will keep ${facts.withheld}` : ''}.`;
      return (
        (es
          ? `${facts.day ? `Me mudé el ${facts.day}${facts.forwardingGiven ? ' y di mi nueva dirección por escrito' : ''}. ` : ''}${cap(the(facts))} se quedó con ${facts.withheld ?? facts.amount ?? 'parte'} de mi depósito${facts.deposit ? ` de ${facts.deposit}` : ''}.`
          : `${facts.day ? `I moved out on ${facts.day}${facts.forwardingGiven ? ' and gave my forwarding address in writing' : ''}. ` : ''}${cap(the(facts))} kept ${facts.withheld ?? facts.amount ?? 'part'} of my${facts.deposit ? ` ${facts.deposit}` : ''} deposit.`) +
        (facts.listDay
          ? es
            ? ` La lista detallada de descuentos me llegó recién el ${facts.listDay}.`
            : ` Its itemized list of deductions came only on ${facts.listDay}.`
          : '')
      );
    case 'rent_renewal_increase':
    case 'rent_midlease_increase':
      return es
        ? `${cap(the(facts))} quiere subir mi renta${facts.current ? ` de ${facts.current}` : ''}${facts.proposed ? ` a ${facts.proposed}` : ''}${subCase === 'rent_midlease_increase' ? ', en plena vigencia de mi contrato' : ''}.`
        : `${cap(the(facts))} wants to raise my rent${facts.current ? ` from ${facts.current}` : ''}${facts.proposed ? ` to ${facts.proposed}` : ''}${subCase === 'rent_midlease_increase' ? ', in the middle of my lease' : ''}.`;
    case 'rent_repairs':
      return es
        ? `${cap(the(facts))} no ha reparado ${facts.repairItem ? `el ${facts.repairItem}` : 'lo que pedí'}${facts.day ? `, que reporté el ${facts.day}` : ''}.`
        : `${cap(the(facts))} has not repaired the ${facts.repairItem ?? 'problem I reported'}${facts.day ? `, reported on ${facts.day}` : ''}.`;
    case 'salary_unpaid_wages':
      if (facts.leftDay || facts.payDueDay) {
        const parts = facts.partsText ? ` (${facts.partsText})` : '';
        const pay = facts.amount ? `, ${facts.amount}${parts},` : '';
        if (facts.leftDay)
          return es
            ? `Dejé mi trabajo${facts.party ? ` en ${facts.party}` : ''} el ${facts.leftDay}. Mi pago final${pay} ${facts.payDueDay ? `vencía el ${facts.payDueDay} y ` : ''}no se me ha pagado.`
            : `I left my job${facts.party ? ` at ${facts.party}` : ''} on ${facts.leftDay}. My final pay${pay} ${facts.payDueDay ? `was due on ${facts.payDueDay} and ` : ''}has not been paid.`;
        return es
          ? `${cap(company)} no me ha pagado mi pago final${facts.amount ? `, ${facts.amount}${parts}` : ''}, que vencía el ${facts.payDueDay}.`
          : `${cap(company)} has not paid my final pay${facts.amount ? `, ${facts.amount}${parts}` : ''}, due on ${facts.payDueDay}.`;
      }
      return es
        ? `Mi empleador${facts.party ? `, ${facts.party},` : ''} no me ha pagado ${facts.amount ?? 'salarios que ya gané'}${facts.amount ? ' de salario ya ganado' : ''}${facts.day ? ` desde el ${facts.day}` : ''}.`
        : `My employer${facts.party ? `, ${facts.party},` : ''} has not paid me ${facts.amount ? `${facts.amount} in wages I earned` : 'wages I earned'}${facts.day ? ` since ${facts.day}` : ''}.`;
    case 'salary_offer':
    case 'salary_raise':
    case 'salary_freelance_rate': {
      const paid =
        subCase === 'salary_raise'
          ? es
            ? `Gano ${facts.current ?? facts.amount ?? 'menos que el mercado'}`
            : `I earn ${facts.current ?? facts.amount ?? 'less than the market rate'}`
          : subCase === 'salary_freelance_rate'
            ? es
              ? `Me pagan ${facts.amount ?? facts.current ?? 'menos que el mercado'}`
              : `I am paid ${facts.amount ?? facts.current ?? 'less than the market rate'}`
            : es
              ? `Me ofrecieron ${facts.amount ?? 'una cifra menor a la del mercado'}`
              : `I was offered ${facts.amount ?? 'less than the market rate'}`;
      return `${paid}${facts.market ? (es ? `; el mercado paga ${facts.market}` : `; the market pays ${facts.market}`) : ''}.`;
    }
    case 'car_over_estimate':
      return es
        ? `${droppedOff(facts)}${cap(company)} me dio un presupuesto de ${facts.estimated ?? 'una cantidad menor'} y me cobró ${facts.billed ?? facts.amount ?? 'más'}${facts.day ? ` el ${facts.day}` : ''}, sin mi aprobación para la diferencia.`
        : `${droppedOff(facts)}${cap(company)} quoted me ${facts.estimated ?? 'less'} and billed me ${facts.billed ?? facts.amount ?? 'more'}${facts.day ? ` on ${facts.day}` : ''}, without my approval for the difference.`;
    case 'car_unauthorized_work':
    case 'car_vehicle_held': {
      const quoted = facts.estimated
        ? es
          ? `me dio un presupuesto de ${facts.estimated}, `
          : `quoted me ${facts.estimated}, then `
        : '';
      const held =
        subCase === 'car_vehicle_held'
          ? es
            ? ' Retiene mi auto hasta que pague.'
            : ' It is holding my car until I pay.'
          : '';
      if (facts.noPriceGiven)
        return es
          ? `${droppedOff(facts)}${cap(company)} ${quoted}me pidió hacer más trabajo sin decirme su precio; dije que sí al trabajo, nunca a un precio, y me cobró ${facts.billed ?? facts.amount ?? 'más'}${facts.day ? ` el ${facts.day}` : ''}.${held}`
          : `${droppedOff(facts)}${cap(company)} ${quoted}asked to do more work without telling me its price; I agreed to the work, never to a price, and was billed ${facts.billed ?? facts.amount ?? 'more'}${facts.day ? ` on ${facts.day}` : ''}.${held}`;
      return es
        ? `${droppedOff(facts)}${cap(company)} ${quoted}hizo trabajos que no aprobé y me cobró ${facts.billed ?? facts.amount ?? 'por ellos'}${facts.day ? ` el ${facts.day}` : ''}.${held}`
        : `${droppedOff(facts)}${cap(company)} ${quoted}did work I did not approve and billed me ${facts.billed ?? facts.amount ?? 'for it'}${facts.day ? ` on ${facts.day}` : ''}.${held}`;
    }
    case 'car_dealer_addons':
      return es
        ? `${cap(company)} agregó productos adicionales a mi contrato${(facts.total?.text ?? facts.amount) ? ` por ${facts.total?.text ?? facts.amount}` : ''} que no pedí.`
        : `${cap(company)} added products to my contract${(facts.total?.text ?? facts.amount) ? ` for ${facts.total?.text ?? facts.amount}` : ''} that I did not ask for.`;
    case 'car_used_as_is':
      return es
        ? `Compré un auto usado a ${company}${facts.day ? ` el ${facts.day}` : ''} y falló poco después; dicen que se vendió "tal cual".`
        : `I bought a used car from ${company}${facts.day ? ` on ${facts.day}` : ''} and it failed soon after; they say it was sold "as is".`;
    case 'fees_travel':
      if (facts.airline)
        return es
          ? `${onDay(facts)}${company} canceló o cambió mi vuelo y solo me ofrece un crédito en lugar del reembolso${facts.amount ? ` de los ${facts.amount} que pagué${facts.partsText ? ` (${facts.partsText})` : ''}` : ''}.`
          : `${onDay(facts)}${company} cancelled or changed my flight and offers only a voucher instead of a refund${facts.amount ? ` of the ${facts.amount} I paid${facts.partsText ? ` (${facts.partsText})` : ''}` : ''}.`;
      break;
    case 'service_price_rise':
    case 'vendor_price_rise':
      if (facts.current || facts.proposed)
        return es
          ? `${cap(company)} subió mi precio${facts.current ? ` de ${facts.current}` : ''}${facts.proposed ? ` a ${facts.proposed}` : ''}.`
          : `${cap(company)} raised my price${facts.current ? ` from ${facts.current}` : ''}${facts.proposed ? ` to ${facts.proposed}` : ''}.`;
      break;
    case 'service_contractor_over_quote':
    case 'service_movers_held':
      if (facts.estimated || facts.billed) {
        const held = subCase === 'service_movers_held';
        return es
          ? `${cap(company)} me dio un presupuesto de ${facts.estimated ?? 'una cantidad menor'} y ahora me cobra ${facts.billed ?? facts.amount ?? 'más'}${held ? '; retiene mis pertenencias hasta que pague' : ''}.`
          : `${cap(company)} quoted me ${facts.estimated ?? 'less'} and now wants ${facts.billed ?? facts.amount ?? 'more'}${held ? '; it is holding my belongings until I pay' : ''}.`;
      }
      break;
    case 'service_estimated_bill':
      return es
        ? `${cap(company)} me facturó ${facts.billed ?? facts.amount ?? 'una cuenta muy alta'}${facts.current ? `, cuando lo usual es ${facts.current}` : ''}; dice que las facturas anteriores fueron estimadas.`
        : `${cap(company)} billed me ${facts.billed ?? facts.amount ?? 'far more than usual'}${facts.current ? `, where my usual bill is ${facts.current}` : ''}; it says the earlier bills were estimated.`;
    case 'service_damage_claim':
      return es
        ? `${cap(company)} me cobró ${facts.amount ?? 'un cargo'} por daños que yo no causé${facts.day ? `, en lo que devolví el ${facts.day}` : ''}.`
        : `${cap(company)} charged me ${facts.amount ?? 'a charge'} for damage I did not cause${facts.day ? ` to what I returned on ${facts.day}` : ''}.`;
    case 'service_unordered_charge':
      return es
        ? `${cap(company)} me cobra ${facts.amount ?? 'un cargo'} por un servicio que nunca pedí${facts.day ? `, desde el ${facts.day}` : ''}.`
        : `${cap(company)} is charging me ${facts.amount ?? 'for something'} for a service I never ordered${facts.day ? `, since ${facts.day}` : ''}.`;
    case 'vendor_client_late':
      return es
        ? `${cap(company)} me debe ${facts.total?.text ?? facts.amount ?? 'facturas'}${facts.total ? ` de ${facts.total.count} facturas` : ''}, ya vencidas.`
        : `${cap(company)} owes me ${facts.total?.text ?? facts.amount ?? 'for invoices'}${facts.total ? ` on ${facts.total.count} invoices` : ''}, now past due.`;
    default:
      break;
  }
  // Nothing read of the matter: what is sure, and no charge made up.
  if (!subCase)
    return es
      ? `Tengo un problema con ${company}${facts.amount ? ` por ${facts.amount}` : ''}${facts.day ? ` (${facts.day})` : ''} que no se ha resuelto.`
      : `I have a dispute with ${company}${facts.amount ? ` over ${facts.amount}` : ''}${facts.day ? ` (${facts.day})` : ''} that has not been resolved.`;
  // Hidden fees, services, vendors and anything else: the charge, its name and its day.
  const named = facts.feeName && /(?:fee|charge|cargo|cuota|tarifa|comisi[oó]n)$/iu.test(facts.feeName);
  const what = facts.feeName
    ? es
      ? named
        ? `"${facts.feeName}"`
        : `un cargo de "${facts.feeName}"`
      : named
        ? `${article(facts.feeName)} "${facts.feeName}"`
        : `${article(facts.feeName)} "${facts.feeName}" charge`
    : undefined;
  // A stay told with its first and last day ("nov 13-16"): the charge is the stay's.
  const when = facts.stayEnd
    ? es
      ? `Durante mi estadía del ${facts.day} al ${facts.stayEnd}, `
      : `During my stay from ${facts.day} to ${facts.stayEnd}, `
    : onDay(facts);
  return cap(
    es
      ? `${when}${company} me cobró ${what ? `${what}${facts.amount ? ` de ${facts.amount}` : ''}` : (facts.total?.text ?? facts.amount ?? 'un cargo')} que disputo.`
      : `${when}${company} charged me ${what ? `${what}${facts.amount ? ` of ${facts.amount}` : ''}` : (facts.total?.text ?? facts.amount ?? 'an amount')} that I dispute.`,
  );
}

/** What the company said, one sentence per claim, in the order they said it. */
export const CLAIM_WORDS: Readonly<
  Record<Claim | 'policy' | 'terms' | 'law' | 'said_no' | 'no_reply' | 'pay_now', Record<Language, string>>
> = {
  policy: { en: 'They told me it is their policy.', es: 'Me dijeron que es su política.' },
  terms: {
    en: 'They said the contract or its terms allow it.',
    es: 'Dijeron que el contrato o sus términos lo permiten.',
  },
  law: { en: 'They said the law allows it.', es: 'Dijeron que la ley lo permite.' },
  you_signed: { en: 'They said I signed for it.', es: 'Dijeron que yo lo firmé.' },
  no_record: {
    en: 'They said they have no record of my request.',
    es: 'Dijeron que no tienen registro de mi solicitud.',
  },
  no_recording: {
    en: 'They said they have no recording of the call.',
    es: 'Dijeron que no tienen la grabación de la llamada.',
  },
  disclosed: { en: 'They said it was disclosed.', es: 'Dijeron que se informó.' },
  standard: { en: 'They said it is standard.', es: 'Dijeron que es lo estándar.' },
  verified: { en: 'They said they verified it.', es: 'Dijeron que lo verificaron.' },
  correct: { en: 'They said the charge is correct.', es: 'Dijeron que el cargo es correcto.' },
  other_party: {
    en: 'They said another company is responsible.',
    es: 'Dijeron que otra empresa es la responsable.',
  },
  authorized: { en: 'They said I authorized it.', es: 'Dijeron que yo lo autoricé.' },
  delivered_in_full: { en: 'They said everything was delivered.', es: 'Dijeron que se entregó todo.' },
  said_no: { en: 'They refused.', es: 'Se negaron.' },
  no_reply: { en: 'They have not replied.', es: 'No han respondido.' },
  pay_now: { en: 'They demanded that I pay.', es: 'Me exigieron pagar.' },
};

export function offeredOnly(amount: string, lang: Language): string {
  return lang === 'es' ? `Solo ofrecieron ${amount}.` : `They offered only ${amount}.`;
}

export function contactedTimes(times: number, who: string, lang: Language): string {
  if (lang === 'es') return times === 1 ? `Ya reclamé a ${who}.` : `Ya reclamé a ${who} ${times} veces.`;
  return times === 1 ? `I already raised it with ${who}.` : `I raised it with ${who} ${times} times.`;
}

/** One call from the call log: "On November 20, 2026, Dana (reference 48213) promised a credit by Friday." */
/** "on November 3, 2026", but "in October 2026" for a month said without its day ("el 3 …", "en octubre …"). */
function atDay(day: string, lang: Language): string {
  const month = lang === 'es' ? /^\p{L}+ de \d{4}$/u : /^\p{L}+ \d{4}$/u;
  if (month.test(day)) return lang === 'es' ? `en ${day}` : `in ${day}`;
  return lang === 'es' ? `el ${day}` : `on ${day}`;
}

export function callLogSentence(
  call: { readonly day: string; readonly rep: string; readonly reference: string; readonly promised: string },
  lang: Language,
): string {
  const es = lang === 'es';
  const who = call.rep || (es ? 'un representante' : 'a representative');
  // "none", "n/a", "ninguno": no reference was given.
  const reference = /^(?:none|no(?:ne given)?|n\/?a|-+|ningun[oa]|no me (?:dio|dieron)(?: ninguno)?)$/iu.test(
    call.reference.trim(),
  )
    ? ''
    : call.reference;
  const ref = reference ? (es ? ` (referencia ${reference})` : ` (reference ${reference})`) : '';
  const start = es ? `El ${call.day}, ${who}${ref}` : `On ${call.day}, ${who}${ref}`;
  // "nothing, said it's policy": what they said is the news, not the nothing.
  const jotted = call.promised.replace(/[.\s]+$/u, '').replace(/^(?:nothing|nada)\s*[,;:.-]\s*(?=\S)/iu, '');
  // A note jotted in lower case ("said i signed…", "i'm told"): the pronoun written as a sentence writes it.
  const promised = es
    ? jotted
    : jotted.replace(/(?<![\p{L}\p{N}'’])i(?=(?:['’](?:m|ve|ll|d))?(?![\p{L}\p{N}]))/gu, 'I');
  if (!promised)
    return es ? `El ${call.day} hablé con ${who}${ref}.` : `On ${call.day}, I spoke with ${who}${ref}.`;
  // "promised a credit by Friday" reads on from the name; "it's policy" is what they said, quoted.
  const saidVerb = es
    ? // JavaScript's \b knows only ASCII letters: after «prometió» it never matches.
      /^(?:prometi[oó]|dijo|ofreci[oó]|acept[oó]|neg[oó]|confirm[oó]|va a|iba a|se comprometi[oó])(?![\p{L}\p{N}])/iu
    : /^(?:promised|said|told|offered|agreed|refused|denied|confirmed|will|would|is going to)\b/iu;
  const quoted = es
    ? /^(?:no|nada|es|son|eso|ellos|ella|él|yo|que)(?![\p{L}\p{N}])|["“«]/iu
    : /^(?:no|not|nothing|it|it's|its|they|he|she|we|i|that|there|can't|cannot|won't)\b|["“«]/iu;
  // "will send it to review": told on that day, so what they said they would do.
  const future = es ? /^(?:va a|van a)\s+/iu : /^(?:will|is going to)\s+/iu;
  if (future.test(promised))
    return es
      ? `${start} dijo que iba a ${promised.replace(future, '')}.`
      : `${start} said they would ${promised.replace(future, '')}.`;
  // "me iban a mandar…", "they were going to…": what they said, quoted.
  if (es ? /^(?:me|nos)\s+(?:iba|iban)\s+a\b/iu.test(promised) : /^they were going to\b/iu.test(promised))
    return es ? `${start} me dijo que ${promised}.` : `${start} told me ${promised}.`;
  // Said in the present, as notes are jotted ("says i signed…", "dice que…"): told in the past.
  const present = es
    ? ([
        [/^dice(?![\p{L}\p{N}])/iu, 'dijo'],
        [/^ofrece(?![\p{L}\p{N}])/iu, 'ofreció'],
        [/^promete(?![\p{L}\p{N}])/iu, 'prometió'],
        [/^niega(?![\p{L}\p{N}])/iu, 'negó'],
        [/^puede(?![\p{L}\p{N}])/iu, 'dijo que puede'],
      ] as const)
    : ([
        [/^says\b/iu, 'said'],
        [/^tells me\b/iu, 'told me'],
        [/^offers\b/iu, 'offered'],
        [/^promises\b/iu, 'promised'],
        [/^claims\b/iu, 'claimed'],
        [/^refuses\b/iu, 'refused'],
        [/^denies\b/iu, 'denied'],
        [/^can(?=\s)/iu, 'said they can'],
      ] as const);
  const tense = present.find(([now]) => now.test(promised));
  const note = tense ? promised.replace(tense[0], tense[1]) : promised;
  // A note that starts with what the rep did reads on from the name: "opened a claim…", "canceló…".
  const didVerb = es ? /^\p{L}+(?:ó|aron)(?![\p{L}\p{N}])/iu : /^[a-z]+ed\b/iu;
  if (tense || saidVerb.test(note) || didVerb.test(note))
    return `${start} ${note[0]!.toLowerCase()}${note.slice(1)}.`;
  // "promised" only before what was promised ("a $120 credit by Friday", "un reembolso"), in one
  // sentence; a note of what happened ("212.40 credited back. 389.99 denied…") is quoted as written.
  const promise = es ? /^(?:un|una|el|la|los|las|\$?\d)/iu : /^(?:a|an|the|\$?\d)/iu;
  if (quoted.test(promised) || !promise.test(promised) || /[.;!?]\s+\S/u.test(promised))
    return es
      ? `${start} me dijo: «${promised.replace(/["“”«»]/gu, '')}».`
      : `${start} told me: “${promised.replace(/["“”«»]/gu, '')}”.`;
  const what = promiseAsWritten(promised);
  return es ? `${start} prometió ${what}.` : `${start} promised ${what}.`;
}

const EVIDENCE_WORDS: Readonly<Record<EvidenceKind, Record<Language, string>>> = {
  confirmation_email: { en: 'the confirmation email', es: 'el correo de confirmación' },
  cancellation_proof: { en: 'proof of my cancellation', es: 'el comprobante de mi cancelación' },
  receipt: { en: 'the receipt', es: 'el recibo' },
  screenshot: { en: 'screenshots', es: 'capturas de pantalla' },
  photos: { en: 'photos', es: 'fotos' },
  lease: { en: 'the lease', es: 'el contrato de arrendamiento' },
  contract: { en: 'the contract', es: 'el contrato' },
  estimate: { en: 'the written estimate', es: 'el presupuesto por escrito' },
  messages: { en: 'their messages', es: 'sus mensajes' },
  recording: { en: 'a recording', es: 'una grabación' },
  statement: { en: 'my statement', es: 'mi estado de cuenta' },
  email: { en: 'their email', es: 'su correo' },
};

export function evidenceSentence(kinds: readonly EvidenceKind[], lang: Language): string | undefined {
  const words = [...new Set(kinds)].map((kind) => EVIDENCE_WORDS[kind][lang]);
  if (words.length === 0) return undefined;
  return lang === 'es'
    ? `Tengo ${list(words, lang)}, y puedo enviar copias.`
    : `I have ${list(words, lang)} and can send copies.`;
}

/** What the company said, as the person wrote it in their messages (masked): quoted, never reworded. */
export function theySaid(quotes: readonly string[], lang: Language): string {
  return lang === 'es'
    ? `Según me dijeron: ${quotes.map((quote) => `«${quote}»`).join('; ')}.`
    : `What they told me, as I wrote it down: ${quotes.map((quote) => `“${quote}”`).join('; ')}.`;
}

/** Other money the case cost beside the main claim (a fee it caused), asked back as well. */
export function alsoSentence(items: readonly string[], lang: Language): string {
  return lang === 'es'
    ? `También pido que me devuelvan ${list(
        items.map((item) => `el cargo de ${item}`),
        lang,
      )}.`
    : `I also ask for ${list(
        items.map((item) => `the ${item} fee`),
        lang,
      )} back.`;
}

/** A part already handed back: what came back and what is still owed. */
export function refundedSentence(back: string, left: string, lang: Language): string {
  return lang === 'es'
    ? `Ya me devolvieron ${back}; todavía se me deben ${left}.`
    : `They already refunded ${back}; ${left} is still owed.`;
}

/** Each charge with its day: "400 on November 20, 2026 and 400 on November 21, 2026". */
export function chargesWithDays(
  parts: readonly { text: string; day: string; month?: boolean }[],
  lang: Language,
): string {
  return list(
    parts.map((part) =>
      lang === 'es'
        ? `${part.text} ${part.month ? 'en' : 'el'} ${part.day}`
        : `${part.text} ${part.month ? 'in' : 'on'} ${part.day}`,
    ),
    lang,
  );
}

/** The day the person reported it (by phone or in writing: the reading doesn't say which). */
export function reportedSentence(day: string, who: string, lang: Language): string {
  return lang === 'es' ? `Lo reporté a ${who} el ${day}.` : `I reported it to ${who} on ${day}.`;
}

/** The resolution the person asks for: the figure and the correction. */
export function resolution(facts: NarrativeFacts): string {
  const { lang, subCase } = facts;
  const es = lang === 'es';
  const company = the(facts, 'the company', 'la empresa');
  const money = facts.total?.text ?? facts.amount;
  const writing = es ? ' y que lo confirme por escrito' : ' and to confirm it in writing';
  // A dispute the reading isn't sure of: the money back when it was paid, off the account when not.
  if (facts.unsure && money)
    return facts.paid === false
      ? es
        ? `Pido que ${company} quite los ${money} que me cobró${writing}.`
        : `I ask ${company} to remove the ${money} it charged me${writing}.`
      : es
        ? `Pido que ${company} me devuelva ${money}${writing}.`
        : `I ask ${company} to pay me back ${money}${writing}.`;
  if (facts.overtime) {
    const owed =
      facts.overtime.total ??
      (es ? `${facts.overtime.perWeek} por cada semana` : `${facts.overtime.perWeek} for each week`);
    return es
      ? `Pido que se me paguen las horas extra que se me deben: ${owed}, y tiempo y medio de aquí en adelante.`
      : `I ask to be paid the overtime I am owed: ${owed}, and time and a half from now on.`;
  }
  if (facts.insurerDenied)
    return es
      ? `Pido que ${company} vuelva a procesar y pague el reclamo${money ? ` de ${money}` : ''}, y que explique por escrito cualquier negación.`
      : `I ask ${company} to reprocess and pay the claim${money ? ` for ${money}` : ''}, and to explain any denial in writing.`;
  if (subCase === 'card_billing_error' && facts.duplicate)
    return es
      ? `Pido que ${company} elimine el cargo duplicado${facts.amount ? ` de ${facts.amount}` : ''}, con los intereses o cargos que causó,${writing}.`
      : `I ask ${company} to remove the duplicate${facts.amount ? ` ${facts.amount}` : ''} charge, with any interest or fees it caused,${writing}.`;
  if ((facts.atm || facts.transfer) && money)
    return es
      ? `Pido que ${company} devuelva ${money} a mi cuenta${writing}.`
      : `I ask ${company} to put ${money} back in my account${writing}.`;
  switch (subCase) {
    case 'card_unauthorized':
    case 'debit_unauthorized':
    case 'card_billing_error':
    case 'card_after_cancel': {
      const fees = facts.sideFees ?? [];
      if (fees.length > 0) {
        const name = facts.feeName;
        return es
          ? `Pido que ${company} elimine${money ? ` el cargo de ${money}` : ' el cargo'} y ${list(
              fees.map((fee) => `el cargo de ${fee}${name ? ` ("${name}")` : ''}`),
              lang,
            )} que causó, con sus intereses,${writing}.`
          : `I ask ${company} to remove ${money ? `the ${money} charge` : 'the charge'} and ${list(
              fees.map((fee) => `the ${fee} ${name && /fee$/iu.test(name) ? name : 'fee'}`),
              lang,
            )} it caused, with any interest,${writing}.`;
      }
      return es
        ? `Pido que ${company} elimine${money ? ` el cargo de ${money}` : ' el cargo'}, con los intereses o cargos que causó,${writing}.`
        : `I ask ${company} to remove ${money ? `the ${money} charge` : 'the charge'}, with any interest or fees it caused,${writing}.`;
    }
    case 'debt_validation':
    case 'debt_time_barred':
    case 'debt_threatened_suit':
      return es
        ? `Pido que ${company} valide la deuda por escrito y deje de cobrarla hasta hacerlo.`
        : `I ask ${company} to validate the debt in writing and to stop collecting until it does.`;
    case 'medical_over_estimate':
      return es
        ? `Pido que ${company} ajuste la factura al Estimado de Buena Fe${facts.estimated ? ` de ${facts.estimated}` : ''} y no la envíe a cobranza mientras se revisa.`
        : `I ask ${company} to bring the bill down to the Good Faith Estimate${facts.estimated ? ` of ${facts.estimated}` : ''} and not to send it to collections while it is reviewed.`;
    case 'medical_emergency_balance_bill':
    case 'medical_out_of_network_clinician':
      return es
        ? `Pido que ${company} corrija la factura a mi costo compartido dentro de la red${facts.inNetworkShare ? ` (${facts.inNetworkShare})` : ''} y no la envíe a cobranza mientras se revisa.`
        : `I ask ${company} to correct the bill to my in-network cost-sharing${facts.inNetworkShare ? ` (${facts.inNetworkShare})` : ''} and not to send it to collections while it is reviewed.`;
    case 'medical_financial_assistance':
      return es
        ? `Pido que ${company} evalúe mi solicitud de ayuda financiera y pause el cobro mientras decide.`
        : `I ask ${company} to review me for financial assistance and to pause collection while it decides.`;
    case 'rent_deposit_withheld':
      // The list came: the ask is the money.
      if (facts.listSent && !facts.nothingBack)
        return es
          ? `Pido la devolución de ${facts.withheld ?? 'lo retenido'}${facts.deposit ? ` de mi depósito de ${facts.deposit}` : ''}.`
          : `I ask for the return of ${facts.withheld ?? 'what was kept'}${facts.deposit ? ` of my ${facts.deposit} deposit` : ''}.`;
      if (facts.nothingBack)
        return es
          ? `Pido la devolución de mi depósito completo${facts.deposit ? ` de ${facts.deposit}` : ''}, o una lista detallada de cada descuento con sus comprobantes.`
          : `I ask for the return of my whole${facts.deposit ? ` ${facts.deposit}` : ''} deposit, or an itemized list of every deduction with receipts.`;
      return es
        ? `Pido la devolución de ${facts.withheld ?? 'lo retenido'}${facts.deposit ? ` de mi depósito de ${facts.deposit}` : ''}, o una lista detallada de cada descuento con sus comprobantes.`
        : `I ask for the return of ${facts.withheld ?? 'what was kept'}${facts.deposit ? ` of my ${facts.deposit} deposit` : ''}, or an itemized list of every deduction with receipts.`;
    case 'rent_renewal_increase':
    case 'rent_midlease_increase':
      return es
        ? `Pido mantener mi renta${facts.current ? ` en ${facts.current}` : ''}, o una explicación por escrito del aumento.`
        : `I ask to keep my rent${facts.current ? ` at ${facts.current}` : ''}, or a written explanation of the increase.`;
    case 'rent_repairs':
      return es
        ? 'Pido la reparación en una fecha concreta, confirmada por escrito.'
        : 'I ask for the repair by a set date, confirmed in writing.';
    case 'salary_unpaid_wages':
      return es
        ? money
          ? `Pido que se me paguen los ${money} que se me deben.`
          : 'Pido que se me pague todo el salario que se me debe.'
        : `I ask to be paid ${money ? `the ${money}` : 'all the wages'} I am owed.`;
    case 'salary_offer':
    case 'salary_raise':
    case 'salary_freelance_rate':
      return es
        ? `Pido ${facts.asked ?? facts.proposed ?? facts.market ?? 'una cifra acorde con el mercado'}.`
        : `I am asking for ${facts.asked ?? facts.proposed ?? facts.market ?? 'a figure in line with the market'}.`;
    case 'car_over_estimate':
      return es
        ? `Pido pagar solo lo presupuestado${facts.estimated ? `, ${facts.estimated},` : ''} más lo que aprobé.`
        : `I ask to pay only the estimate${facts.estimated ? ` of ${facts.estimated}` : ''} plus any work I approved.`;
    case 'car_unauthorized_work':
    case 'car_vehicle_held': {
      const approved = facts.estimated ? ` (${facts.estimated})` : '';
      if (facts.noPriceGiven)
        return es
          ? `Pido que ${company} quite lo cobrado por encima del presupuesto, cuyo precio nunca aprobé,${subCase === 'car_vehicle_held' ? ' y me entregue el auto al pagar' : ' y me cobre solo'} el presupuesto${approved}.`
          : `I ask ${company} to remove what it charged above the estimate, a price I never approved,${subCase === 'car_vehicle_held' ? ' and to release my car on payment of' : ' and to charge only'} the estimate${approved}.`;
      if (subCase === 'car_vehicle_held')
        return es
          ? `Pido que ${company} quite los cargos por trabajos que no aprobé y me entregue el auto al pagar lo aprobado${approved}.`
          : `I ask ${company} to remove the charges for work I did not approve and to release my car on payment of what I approved${approved}.`;
      return es
        ? `Pido que ${company} quite los cargos por trabajos que no aprobé y me cobre solo lo aprobado${approved}.`
        : `I ask ${company} to remove the charges for work I did not approve and to charge only what I approved${approved}.`;
    }
    case 'car_dealer_addons':
      return es
        ? `Pido cancelar los productos adicionales y el reembolso${money ? ` de ${money}` : ''}, con confirmación por escrito.`
        : `I ask to cancel the add-on products and for a refund${money ? ` of ${money}` : ''}, confirmed in writing.`;
    case 'service_price_rise':
    case 'vendor_price_rise':
      if (facts.current)
        return es
          ? `Pido a ${company} mantener mi precio de ${facts.current}, confirmado por escrito.`
          : `I ask ${company} to keep my price at ${facts.current}, confirmed in writing.`;
      break;
    case 'service_contractor_over_quote':
    case 'service_movers_held':
      if (facts.estimated)
        return es
          ? `Pido que ${company} respete su presupuesto de ${facts.estimated}${subCase === 'service_movers_held' ? ' y entregue mis pertenencias' : ''}.`
          : `I ask ${company} to honor its quote of ${facts.estimated}${subCase === 'service_movers_held' ? ' and to deliver my belongings' : ''}.`;
      break;
    case 'service_estimated_bill':
      return es
        ? `Pido a ${company} una factura corregida con lecturas reales del medidor y un plan de pagos para cualquier diferencia.`
        : `I ask ${company} for a corrected bill based on actual meter readings and a payment plan for any catch-up amount.`;
    case 'service_damage_claim':
      return es
        ? `Pido que ${company} retire el cargo${money ? ` de ${money}` : ''} por daños${writing}.`
        : `I ask ${company} to remove the${money ? ` ${money}` : ''} damage charge${writing}.`;
    case 'service_unordered_charge':
      return es
        ? `Pido que ${company} quite el servicio y me reembolse todo lo cobrado por él${writing}.`
        : `I ask ${company} to remove the service and refund every charge for it, confirmed in writing.`;
    case 'car_used_as_is':
      return es
        ? `Pido que ${company} repare el auto a su costo o lo reciba de vuelta y me reembolse${money ? ` ${money}` : ''}.`
        : `I ask ${company} to repair the car at its cost, or to take it back and refund${money ? ` the ${money}` : ' what I paid'}.`;
    case 'medical_ground_ambulance':
    case 'medical_bill_review':
    case 'medical_public_insurance_billed':
      return es
        ? `Pido que ${company} revise y corrija la factura${money ? ` de ${money}` : ''} y no la envíe a cobranza mientras se revisa.`
        : `I ask ${company} to review and correct the${money ? ` ${money}` : ''} bill and not to send it to collections while it is reviewed.`;
    case 'vendor_client_late':
      return es
        ? `Pido el pago de${money ? ` ${money}` : ' lo facturado'}, ya vencido.`
        : `I ask for payment of ${money ?? 'the invoices'}, now overdue.`;
    case 'fees_travel':
      if (facts.airline)
        return es
          ? `Pido el reembolso${money ? ` de ${money}` : ''} al medio de pago original, no un crédito.`
          : `I ask for a refund${money ? ` of ${money}` : ''} to my original form of payment, not a voucher.`;
      break;
    default:
      break;
  }
  if (!subCase)
    return es
      ? `Pido a ${company} que lo corrija y me lo confirme por escrito.`
      : `I ask ${company} to correct it and to confirm it in writing.`;
  return es
    ? `Pido a ${company} el reembolso${money ? ` de ${money}` : ''} y una confirmación por escrito.`
    : `I ask ${company} for a refund${money ? ` of ${money}` : ''}, confirmed in writing.`;
}

export function stillOpen(today: string, lang: Language): string {
  return lang === 'es'
    ? `Al ${today}, el problema sigue sin resolverse.`
    : `As of ${today}, this is not resolved.`;
}

/** Said in place of a day the person didn't give: never a blank. */
export function dayOnRecord(lang: Language): string {
  return lang === 'es'
    ? 'Puedo dar la fecha exacta con mis estados de cuenta o facturas.'
    : 'I can give the exact date from my statements or bills.';
}

/** The questions that would finish the complaint. */
export const QUESTIONS = {
  plan: {
    en: 'Is your health plan from work self-funded (your employer pays the claims) or fully insured by the insurer? Your plan documents or HR can tell you; it decides which office takes the complaint.',
    es: '¿Su plan médico del trabajo es autofinanciado (su empleador paga los reclamos) o totalmente asegurado por la aseguradora? Los documentos del plan o Recursos Humanos se lo pueden decir; de eso depende qué oficina recibe la queja.',
  },
  story: {
    en: 'What happened, in a sentence or two: who charged or refused what, how much, and when? Lane builds the complaint from it.',
    es: '¿Qué pasó, en una o dos frases: quién le cobró o le negó qué, cuánto y cuándo? Lane arma la queja con eso.',
  },
  state: {
    en: 'Which state do you live in? Lane will name its office for the complaint.',
    es: '¿En qué estado vive? Lane nombrará la oficina de su estado para la queja.',
  },
  day: {
    en: 'On what date did it happen (the charge, the bill or the visit)? The complaint should give it.',
    es: '¿En qué fecha ocurrió (el cargo, la factura o la visita)? La queja debe indicarla.',
  },
  amount: {
    en: 'How much money is in dispute? The complaint should give the figure.',
    es: '¿Cuánto dinero está en disputa? La queja debe indicar la cifra.',
  },
} as const;

/** Stands in for older calls the narrative had no room for. */
export function earlierCalls(count: number, lang: Language): string {
  if (lang === 'es')
    return count === 1
      ? 'Tengo notas de 1 llamada anterior.'
      : `Tengo notas de ${count} llamadas anteriores.`;
  return count === 1 ? 'I have notes of 1 earlier call.' : `I have notes of ${count} earlier calls.`;
}

/**
 * The resolution as said on the phone: "Please remove the $312.40 charge…" rather than "I ask Chase to
 * remove…". Spanish reads well either way ("Pido que…").
 */
export function spokenAsk(resolutionText: string, lang: Language): string {
  const sentence = resolutionText.replace(/\.$/u, '');
  if (lang === 'es') return sentence;
  const toVerb = /^I ask (?:.+? )?to (?=[a-z])/u;
  if (/^I ask (?:to|for) /u.test(sentence)) return sentence.replace(/^I ask /u, "I'm asking ");
  if (toVerb.test(sentence))
    return sentence
      .replace(toVerb, 'Please ')
      .replace(/, and to /u, ', and ')
      .replace(/ and to /u, ' and ')
      .replace(/ and not to /u, ' and do not ');
  return sentence.replace(/^I ask .+? for /u, "I'm asking for ").replace(/^I am asking/u, "I'm asking");
}

/** The question for the name the complaint is against, in the family's words. */
export function partyQuestion(
  facts: Pick<NarrativeFacts, 'lang' | 'subCase' | 'area' | 'airline' | 'insurerDenied'>,
): string {
  const es = facts.lang === 'es';
  const family = facts.subCase ?? facts.area ?? '';
  const ask = (en: string, spanish: string) => (es ? spanish : en);
  if (facts.airline)
    return ask(
      'Which airline was it? The complaint names it.',
      '¿Qué aerolínea fue? La queja debe nombrarla.',
    );
  if (facts.insurerDenied)
    return ask(
      'What is your insurer’s name? The complaint names it.',
      '¿Cómo se llama su aseguradora? La queja debe nombrarla.',
    );
  if (family.startsWith('rent_'))
    return ask(
      'What is your landlord’s or the management company’s name? The complaint names it.',
      '¿Cómo se llama su arrendador o la administradora? La queja debe nombrarlo.',
    );
  if (family.startsWith('medical_'))
    return ask(
      'What is the name of the hospital or provider that billed you? The complaint names it.',
      '¿Cómo se llama el hospital o el proveedor que le facturó? La queja debe nombrarlo.',
    );
  if (family.startsWith('debt_'))
    return ask(
      'What is the collection agency’s name? The complaint names it.',
      '¿Cómo se llama la agencia de cobranza? La queja debe nombrarla.',
    );
  if (family.startsWith('car_'))
    return ask(
      'What is the shop’s or the dealer’s name? The complaint names it.',
      '¿Cómo se llama el taller o el concesionario? La queja debe nombrarlo.',
    );
  if (family.startsWith('salary'))
    return ask(
      'What is your employer’s name? The complaint names it.',
      '¿Cómo se llama su empleador? La queja debe nombrarlo.',
    );
  if (family.startsWith('card_') || family === 'debit_unauthorized' || family === 'bank_fee')
    return ask(
      'Which bank or card issuer is it? The complaint names it.',
      '¿Qué banco o emisor de la tarjeta es? La queja debe nombrarlo.',
    );
  return ask(
    'What is the company’s name? The complaint names it.',
    '¿Cómo se llama la empresa? La queja debe nombrarla.',
  );
}

const PER_WORDS: Readonly<Record<string, Record<Language, string>>> = {
  night: { en: 'a night', es: 'por noche' },
  month: { en: 'a month', es: 'al mes' },
  week: { en: 'a week', es: 'por semana' },
  hour: { en: 'an hour', es: 'la hora' },
  year: { en: 'a year', es: 'al año' },
  ticket: { en: 'a ticket', es: 'por boleto' },
  item: { en: 'each', es: 'cada uno' },
  day: { en: 'a day', es: 'por día' },
};

/** "$135 ($45 a night, 3 times)" for a figure charged per night, month or ticket, with its count. */
export function unitTotal(text: string, per: string, count: number, total: string, lang: Language): string {
  const each = PER_WORDS[per]?.[lang] ?? '';
  return lang === 'es'
    ? `${total} (${text} ${each}, ${count} veces)`
    : `${total} (${text} ${each}, ${count} times)`;
}

/** "$15 a month", "$45 an hour": a rate as the person gave it. */
export function perUnit(text: string, per: string, lang: Language): string {
  const each = PER_WORDS[per]?.[lang];
  return each ? `${text} ${each}` : text;
}
