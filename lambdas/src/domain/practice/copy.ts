import type { Language, PracticeMove, RepTactic } from '@lane/shared';
import type { SubCase } from '../chat/case.js';
import type { AskKind, PracticeFamily } from './practice-case.js';

/**
 * Every word the practice call says, in both languages: the rep's lines (Spanish in *usted*, the
 * rep gender-neutral) and the scorecard's tips and summary. The rep plays a company's
 * representative: it uses the playbook's tactics (frontend/src/locales/{en,es}/playbook.json, "Sales
 * tactics" and "When the rep says no"), never says a right doesn't apply and never gives advice.
 */

export interface RepContext {
  /** The company's name, or undefined when the person never named it. */
  readonly company: string | undefined;
  /** The card issuer answers for a charge disputed on the card; the merchant is only named. */
  readonly answeredBy: 'issuer' | 'company';
  readonly family: PracticeFamily;
  readonly subCase: SubCase | undefined;
  readonly kind: AskKind;
  /** The figure owed, written the person's way ("$89.99"); undefined when none was given. */
  readonly figure: string | undefined;
  /** The company is an airline (a Department of Transportation right applies, or its name says so). */
  readonly airline: boolean;
  /** The money left by a transfer (Zelle, a wire, a code given), not by a card and PIN. */
  readonly transfer?: boolean | undefined;
  /** Pay earned and not paid (a last paycheck, vacation at leaving): payroll owes it, no pay band. */
  readonly wagesOwed?: boolean | undefined;
  /** A bill not paid with part of it disputed: what it comes to once the figure is off ("$150"). */
  readonly billAfter?: string | undefined;
}

export interface OfferContext extends RepContext {
  /** What the rep offers with this tactic ("$44.99"), when it offers a sum. */
  readonly offer: string | undefined;
  /** For the monthly reframe: the sum a month. */
  readonly monthly: string | undefined;
}

export interface PracticeCopy {
  opening(context: RepContext): string;
  nameAndReference(reference: string): string;
  tactic: Record<RepTactic, (context: OfferContext) => string>;
  /** Prefaces to a tactic, so the rep answers what the person just did. */
  heardRight: string;
  heardLaw: string;
  heardEscalation: string;
  heardSupervisor: string;
  /** The person says it wasn't them: the rep answers with what its records show. */
  heardDenial(context: RepContext): string;
  /** The person raises another charge: the rep says it sees it, then holds its line. */
  heardAnotherCharge: string;
  /** The person asks what happens now: the rep says where things stand, then its tactic. */
  heardQuestion: string;
  /** The person reads out an account number: the rep never repeats it. */
  accountFound(context: RepContext): string;
  /** The rep's no again, in other words, so it never says the same line twice in a row. */
  holdAgain(context: OfferContext): string;
  /** Only the name was asked for. */
  nameOnly: string;
  /** An order or invoice number asked for: where the person finds it. */
  orderWhere: string;
  /** The person asks the rep to stop calling (at work): the rep notes it. */
  stopCalls(context: RepContext, atWork: boolean): string;
  /** Thanks at the end of a call that is done. */
  closing: string;
  /** A supervisor asked for after the call settled: the rep transfers. */
  transferring: string;
  /** What was agreed, said again when the person speaks after the call settled. */
  toConfirm(deal: string): string;
  /** What the rep put through when the person took less, without the question that follows. */
  acceptedPartialDone(context: RepContext, accepted: string | undefined): string;
  settled(context: RepContext): string;
  lowAskGranted(context: RepContext, asked: string): string;
  acceptedPartial(context: RepContext, accepted: string | undefined): string;
  acceptedNothing: string;
  rude: string;
  violent: string;
  stillThere: string;
  probe(context: RepContext): string;
  afterSettled: string;
  scorecard: ScorecardCopy;
}

export interface ScorecardCopy {
  tip: Record<PracticeMove, (context: TipContext) => string>;
  summary(made: number, judged: number, outcome: 'settled' | 'partial' | 'open'): string;
}

export interface TipContext extends RepContext {
  /** The sentence naming the first right that applies ("Under the Fair Credit Billing Act…"). */
  readonly sayRight: string | undefined;
  /** The first right's title, when no sentence is written for it. */
  readonly rightTitle: string | undefined;
  /** No right of the engine's applies, and the person named a law of their own (a state's, a city's). */
  readonly lawNamed: boolean;
  /** That law is a federal one (the Fair Credit Billing Act, the No Surprises Act, a DOT rule). */
  readonly federalLawNamed?: boolean | undefined;
  readonly moneyNotOwed: boolean;
  /** The main charge and the side parts of a figure that adds a fee to it ("$487.19", ["$39"]). */
  readonly main?: string | undefined;
  readonly sides?: readonly string[] | undefined;
}

/*
 * Pay earned and not paid at leaving: "Employers are not required by federal law to give former
 * employees their final paycheck immediately. Some states, however, may require immediate payment.
 * If the regular payday for the last pay period an employee worked has passed and the employee has
 * not been paid, contact the Department of Labor's Wage and Hour Division or the state labor
 * department." (U.S. Department of Labor, "Last Paycheck", https://www.dol.gov/general/topic/wages/lastpaycheck)
 */

/** The CFPB hears complaints about banks, card issuers and collectors, never about a gym or a shop. */
const BANK_SIDE_SUB_CASES: ReadonlySet<string> = new Set([
  'card_unauthorized',
  'card_billing_error',
  'card_fee_or_interest',
  'card_late_fee',
  'debit_unauthorized',
  'bank_fee',
]);
function bankSide(c: RepContext): boolean {
  return (
    c.answeredBy === 'issuer' ||
    c.family === 'debt' ||
    (c.family === 'card_bank' && BANK_SIDE_SUB_CASES.has(c.subCase ?? ''))
  );
}

/** "$487.19 … and the $39", "los $39 y los $12": the side parts after the main charge. */
const joinSides = (sides: readonly string[], and: string) =>
  sides.length <= 1 ? (sides[0] ?? '') : `${sides.slice(0, -1).join(', ')} ${and} ${sides.at(-1)!}`;

/** What was agreed, without the word that opened it ("Alright, I’ve approved…" → "I’ve approved…"). */
const dealSaid = (deal: string) =>
  deal.replace(/^(?:alright|okay|great|you’re right|muy bien|perfecto|tiene razón)[,.]\s*/iu, '');

// ---- English ------------------------------------------------------------------------------------

const itEn = (c: RepContext) => (c.figure ? `the ${c.figure}` : 'it');

/** "the $89.99 StreamMax charge", "the $900", "this": what the rep calls the money at stake. */
const stakeEn = (c: RepContext) => {
  if (c.subCase === 'debit_unauthorized')
    return c.figure ? `the ${c.figure} taken from your account` : 'the withdrawals';
  if (c.answeredBy === 'issuer')
    return `the ${c.figure ? `${c.figure} ` : ''}${c.company ? `${c.company} ` : ''}charge`;
  return c.figure ? `the ${c.figure}` : 'this';
};

const POLICY_EN: Record<PracticeFamily, (c: RepContext) => string> = {
  card_bank: (c) =>
    c.transfer
      ? `I see ${stakeEn(c)}. Our records show the transfer was sent from your own account, with your login and verification, so it was processed as authorized, and our policy is that it stays that way.`
      : c.subCase === 'debit_unauthorized'
        ? `I see ${stakeEn(c)}. Our records show your card and PIN were used, so it was processed as authorized, and our policy is that it stays that way.`
        : c.subCase === 'card_unauthorized'
          ? `I see ${stakeEn(c)}. Our policy is that a charge made with your card’s details is processed as authorized, so the claim stays closed.`
          : c.answeredBy === 'issuer'
            ? `I see ${stakeEn(c)}. Our policy is that you first contact the merchant, and the charge stays while that happens.`
            : `I see ${stakeEn(c)} on the account. It’s our policy that fees that posted under the account terms stay.`,
  fees: (c) =>
    `Those fees were shown at checkout, and it’s our policy not to refund ${itEn(c)} once a purchase is made.`,
  medical: (c) =>
    `The bill reflects the services you received, and our policy is that billed charges stand. I can’t take ${itEn(c)} off.`,
  debt: (c) =>
    `Our records show the balance of ${c.figure ?? 'the account'} is valid and due. Policy is that we collect the balance in full.`,
  rent: (c) =>
    c.kind === 'keep_price'
      ? `The new rent is the new rent; it’s our policy to bring every unit to market.`
      : c.subCase === 'rent_deposit_withheld'
        ? `The deductions are standard under the lease; that’s company policy, so ${itEn(c)} stays deducted.`
        : 'I understand, but it’s our policy, and there’s nothing I can change on this today.',
  service: (c) =>
    c.airline
      ? `The flight was affected by conditions outside our control, so under our policy what we offer is travel credit, not ${c.figure ? `a refund of ${c.figure}` : 'a refund'}.`
      : c.kind === 'keep_price'
        ? `The new price applies to all accounts; it’s our policy, so I can’t keep you at ${c.figure ?? 'the old price'}.`
        : `I’m showing ${itEn(c)} as a valid charge on the account, and our policy is no refunds on billed periods.`,
  salary: (c) =>
    c.wagesOwed
      ? `Final pay goes out with the regular payroll once it’s processed, and company policy is that unused vacation isn’t paid out. I can’t release ${itEn(c)} today.`
      : c.subCase === 'salary_unpaid_wages'
        ? `Our records show your position is salaried, and company policy is no overtime for it${c.figure ? `, so the ${c.figure} isn’t owed` : ''}.`
        : `Our offers are set by a pay band; it’s company policy, so ${c.figure ?? 'more'} isn’t something we do at this level.`,
  car: (c) =>
    `The work was needed to finish the repair, and shop policy is that the invoice is paid in full. ${itEn(c)[0]!.toUpperCase()}${itEn(c).slice(1)} stays on the bill.`,
  vendor: (c) =>
    c.kind === 'pay'
      ? `Our accounts payable policy is that invoices go through the approval cycle; I can’t release ${itEn(c)} today.`
      : `The new pricing applies to all our accounts as policy; ${c.figure ? `staying at ${c.figure}` : 'the old price'} isn’t possible.`,
};

const en: PracticeCopy = {
  opening: (c) => {
    const at = c.company ? ` ${c.company}` : '';
    if (c.subCase === 'debit_unauthorized')
      return 'Thanks for calling the bank’s claims department, this is Sam. How can I help you today?';
    if (c.answeredBy === 'issuer')
      return 'Thanks for calling card services, this is Sam. How can I help you today?';
    switch (c.family) {
      case 'debt':
        return `${c.company ?? 'Collections department'}, this is Sam. This is a debt collector, and this is an attempt to collect a debt. How can I help you?`;
      case 'medical':
        return `${c.company ? `${c.company} patient billing office` : 'Patient billing office'}, this is Sam. How can I help you today?`;
      case 'rent':
        return `${c.company ?? 'Leasing office'}, this is Sam. What can I do for you?`;
      case 'car':
        return `${c.company ? `${c.company} service desk` : 'Service desk'}, this is Sam. What can I do for you?`;
      case 'salary':
        return `Hi, this is Sam from payroll${at ? ` at${at}` : ''}. What can I help you with?`;
      default:
        return c.airline
          ? `Thank you for calling${at} customer relations, this is Sam. How can I help you today?`
          : `Thanks for calling${at}, this is Sam. How can I help you today?`;
    }
  },
  nameAndReference: (reference) =>
    `Sure, my name is Sam, and the reference number for this call is ${reference}.`,
  tactic: {
    // An airline answers as one whatever the family read (a fee on a flight, a cancelled flight).
    policy: (c) => (c.airline ? POLICY_EN.service(c) : POLICY_EN[c.family](c)),
    limited_authority: (c) =>
      c.kind === 'validate'
        ? `I hear you, but I’m not authorized to stop collection on this account. The most I can do from here is settle it for ${c.offer ?? 'less'}.`
        : c.wagesOwed
          ? `I hear you, but I’m not authorized to release that early. The most I can do from here is ${c.offer ? `get ${c.offer} out in the next payroll` : 'flag it for the next payroll'}.`
          : `I hear you, but I’m not authorized to ${c.kind === 'pay' ? 'go above our number' : c.kind === 'keep_price' ? 'change the price' : 'reverse that'}. The most I can do from here is ${c.offer ? (c.kind === 'refund' ? `a credit of ${c.offer}` : c.offer) : c.kind === 'pay' ? 'pass a note to payroll for the next review' : 'a small courtesy credit'}.`,
    false_urgency: (c) =>
      c.kind === 'validate'
        ? `If you pay ${c.offer ?? 'part of it'} today, I can close the account, but that offer is only good on this call today. If we hang up, I can’t promise it tomorrow.`
        : `Here’s what I can do: ${c.offer ? (c.kind === 'refund' ? `a credit of ${c.offer}` : c.offer) : 'a partial credit'}, but that offer is only good on this call today. If we hang up, I can’t promise it tomorrow.`,
    split_difference: (c) =>
      c.kind === 'validate'
        ? `Let’s meet in the middle: pay ${c.offer ?? 'half'} and we’ll call the account settled.`
        : `Let’s meet in the middle. I can do ${c.offer ?? 'half'}, and that’s me bending the rules.`,
    monthly_reframe: (c) =>
      c.kind === 'keep_price' || c.kind === 'pay'
        ? `If you look at it by the month, it’s only ${c.monthly ?? 'a little'} a month. That’s really not much, is it?`
        : `What I can do is set you up on a plan: just ${c.monthly ?? 'a small amount'} a month. What monthly payment works for you?`,
    silence: () => '… [silence on the line: the rep waits for you to speak first]',
  },
  heardRight: 'I understand what you’re saying about that rule; I’m not able to speak to legal questions.',
  heardLaw: 'I’m not able to speak to what the law says.',
  heardEscalation: 'That’s your choice, of course.',
  heardSupervisor:
    'My supervisor is going to tell you the same thing, and the wait right now is about 45 minutes.',
  heardDenial: (c) =>
    c.family === 'debt'
      ? 'I understand you say it isn’t yours, but the account was placed with us under your name and Social Security number.'
      : c.answeredBy === 'issuer' || c.family === 'card_bank'
        ? 'I understand, but nothing on our side shows the card was lost or stolen.'
        : 'I understand, but that’s not what our records show.',
  heardQuestion: 'Here’s where things stand:',
  heardAnotherCharge: 'I see that charge too, and it goes with the rest.',
  accountFound: (c) =>
    `Thank you, I have the account up. I see ${stakeEn(c)}. What would you like me to do about it?`,
  holdAgain: (c) =>
    c.offer
      ? `Like I said, ${c.offer} is the most I can do on this call.`
      : 'Like I said, I can’t change that from here.',
  nameOnly: 'Sure, my name is Sam.',
  orderWhere: 'The order number is printed at the top of your invoice.',
  stopCalls: (c, atWork) =>
    atWork
      ? `Understood: I’ve noted that you can’t take calls at work${c.family === 'debt' ? ', and we won’t call you there' : ', and we won’t call you there again'}.`
      : 'Understood: I’ve noted that you don’t want calls; we’ll write to you instead.',
  closing: 'You’re welcome. Thanks for calling, and have a good day.',
  transferring: 'Of course, I’ll transfer you now.',
  toConfirm: (deal) => `Just to confirm: ${dealSaid(deal)}`,
  acceptedPartialDone: (c, accepted) =>
    c.kind === 'validate'
      ? `I’ve set up your payment of ${accepted ?? 'that amount'}.`
      : `I’ve put through ${accepted ?? 'that'}. You’ll see it on your account.`,
  settled: (c) => {
    if (c.kind === 'keep_price')
      return `Okay. I’ve gone ahead and kept you at ${c.figure ?? 'your current price'}. You’ll see it on your next bill.`;
    if (c.kind === 'pay')
      return `Alright, I got approval: we can do ${c.figure ?? 'what you asked'}. I’ll send it over in writing.`;
    if (c.kind === 'validate')
      return `Okay. I’ve noted that you dispute the debt; we’ll mail you the validation and pause collection until then.`;
    return c.answeredBy === 'issuer'
      ? `You’re right. I’ve reversed ${stakeEn(c)} in full; you’ll see the credit on your statement.`
      : `Alright, I’ve approved ${c.figure ? `a credit of ${c.figure}` : 'the full credit'}. You’ll see it on your account.`;
  },
  lowAskGranted: (_c, asked) => `I can do ${asked} today as a one-time courtesy. Shall I put that through?`,
  acceptedPartial: (c, accepted) =>
    c.kind === 'validate'
      ? `Great, I’ve set up your payment of ${accepted ?? 'that amount'}. Is there anything else I can help you with?`
      : `Great, I’ve put through ${accepted ?? 'that'}. You’ll see it on your account. Is there anything else I can help you with?`,
  acceptedNothing: 'Alright. Is there anything else I can help you with today?',
  rude: 'I understand you’re frustrated. I’m going to ask that we keep this respectful so I can help you.',
  violent: 'If you threaten me, I will have to end this call. Let’s keep this respectful.',
  stillThere: 'Hello? Are you still there?',
  probe: (c) =>
    c.figure
      ? `I see ${stakeEn(c)} here. What exactly would you like me to do about it?`
      : 'I’m looking at your account now. What exactly would you like me to do?',
  afterSettled: 'That’s all done on my side. Is there anything else I can help you with today?',
  scorecard: {
    tip: {
      exact_ask: (c) => {
        if (!c.figure)
          return 'Say the exact figure you want, out loud and early: a clear number anchors the call, and “something” can be met with anything.';
        const figure = c.figure;
        if (c.kind === 'keep_price') return `Say the figure: “I’m asking you to keep my price at ${figure}.”`;
        if (c.kind === 'pay') return `Say the figure: “I’m asking for ${figure}.”`;
        if (c.kind === 'validate')
          return `Say what you want: “I dispute the ${figure} and I’m asking you to validate the debt in writing before I pay anything.”`;
        if (c.main && c.sides?.length)
          return `Say the whole figure: “I’m asking you to take off the ${c.main} charge and the ${joinSides(c.sides, 'and the')}, ${figure} in all.”`;
        if (c.billAfter)
          return `Say the figure: “I’m asking you to take ${figure} off the bill, so it comes to ${c.billAfter}.”`;
        return c.answeredBy === 'issuer'
          ? `Say the figure: “I’m asking you to reverse the ${figure}${c.company ? ` ${c.company}` : ''} charge in full.”`
          : `Say the figure: “I’m asking you to credit the ${figure} in full${c.company ? `, ${c.company}` : ''}.”`;
      },
      named_right: (c) =>
        c.sayRight
          ? `Name the right: “${c.sayRight}”`
          : c.rightTitle
            ? `Name the right that applies: ${c.rightTitle}.`
            : c.wagesOwed && !c.lawNamed
              ? 'No federal rule sets the day a last paycheck is due, but some states do: name your state’s wage payment law and the payday it was due, and say you’ll go to the state labor department if it isn’t paid.'
              : c.lawNamed && c.federalLawNamed
                ? 'Naming the federal rule was the right move. Have its name and section ready, and ask them to show you in writing what lets them keep the money.'
                : c.lawNamed
                  ? 'Naming the rule was the right move. Lane can’t check state or local law, so have the rule’s name and section ready, and ask them to show you in writing what lets them keep the money.'
                  : 'Lane found no federal rule it can check that decides this one, so give your strongest reason: what was agreed in writing, a receipt, how long you’ve been a customer. If a state or city rule covers it, name it.',
      name_and_reference: () =>
        'Before you hang up: “Could I have your name and a reference number for this call?”',
      stayed_calm: (c) =>
        `Keep it firm and polite: “I understand it’s not your decision${c.company ? `, and I’d like to keep working this out with ${c.company}` : ''}. I still need this fixed today.”`,
      held_the_amount: (c) =>
        c.kind === 'validate'
          ? 'When they push for a payment: “I’m not paying or promising anything until you validate the debt in writing.”'
          : c.moneyNotOwed
            ? `When they offer part: “Thank you, but I don’t owe any of ${c.figure ? `the ${c.figure}` : 'it'}. I need ${c.figure ? `the full ${c.figure}` : 'all of it'} taken off.”`
            : `When they offer part: “Thank you, but ${c.figure ?? 'the full amount'} is what I’m asking for.”`,
      next_rung: (c) =>
        c.wagesOwed
          ? '“I understand that’s your limit. Please put me through to the owner; if it’s still not paid, I’ll contact the state labor department or the Wage and Hour Division.”'
          : bankSide(c)
            ? '“I understand that’s your limit. Please transfer me to a supervisor; if it’s still no, I’ll file a complaint with the CFPB.”'
            : '“I understand that’s your limit. Please transfer me to a supervisor, or to someone who can approve it.”',
    },
    summary: (made, judged, outcome) =>
      `You made ${made} of the ${judged} moves that matter. ${
        outcome === 'settled'
          ? 'The rep gave way.'
          : outcome === 'partial'
            ? 'You accepted less than what you’re owed.'
            : 'The rep hasn’t given way yet: try again with the tips below.'
      }`,
  },
};

// ---- Spanish (usted) ----------------------------------------------------------------------------

const itEs = (c: RepContext) => (c.figure ? `los ${c.figure}` : 'ese cargo');

const stakeEs = (c: RepContext) => {
  if (c.subCase === 'debit_unauthorized')
    return c.figure ? `los ${c.figure} que salieron de su cuenta` : 'los retiros';
  if (c.answeredBy === 'issuer')
    return `el cargo${c.figure ? ` de ${c.figure}` : ''}${c.company ? ` de ${c.company}` : ''}`;
  return c.figure ? `los ${c.figure}` : 'esto';
};

const POLICY_ES: Record<PracticeFamily, (c: RepContext) => string> = {
  card_bank: (c) =>
    c.transfer
      ? `Veo ${stakeEs(c)}. Nuestros registros muestran que la transferencia salió de su propia cuenta, con su usuario y su verificación, así que se procesó como autorizada, y nuestra política es que se queda así.`
      : c.subCase === 'debit_unauthorized'
        ? `Veo ${stakeEs(c)}. Nuestros registros muestran que se usaron su tarjeta y su PIN, así que se procesó como autorizado, y nuestra política es que se queda así.`
        : c.subCase === 'card_unauthorized'
          ? `Veo ${stakeEs(c)}. Nuestra política es que un cargo hecho con los datos de su tarjeta se procesa como autorizado, así que el reclamo queda cerrado.`
          : c.answeredBy === 'issuer'
            ? `Veo ${stakeEs(c)}. Nuestra política es que primero usted contacte al comercio, y el cargo se queda mientras tanto.`
            : `Veo ${stakeEs(c)} en la cuenta. Es nuestra política que los cargos aplicados según los términos de la cuenta se quedan.`,
  fees: (c) =>
    `Esos cargos se mostraron al pagar, y es nuestra política no reembolsar ${itEs(c)} una vez hecha la compra.`,
  medical: (c) =>
    `La factura refleja los servicios que usted recibió, y nuestra política es que los cargos facturados se mantienen. No puedo quitarle ${itEs(c)}.`,
  debt: (c) =>
    `Nuestros registros muestran que el saldo de ${c.figure ?? 'la cuenta'} es válido y está vencido. La política es cobrar el saldo completo.`,
  rent: (c) =>
    c.kind === 'keep_price'
      ? 'La renta nueva es la renta nueva; es nuestra política poner cada unidad a precio de mercado.'
      : c.subCase === 'rent_deposit_withheld'
        ? `Las deducciones son normales según el contrato; es política de la empresa, así que ${itEs(c)} se quedan descontados.`
        : 'Le entiendo, pero es nuestra política, y hoy no hay nada que yo pueda cambiar en esto.',
  service: (c) =>
    c.airline
      ? `El vuelo se vio afectado por condiciones fuera de nuestro control, así que según nuestra política lo que ofrecemos es un crédito de viaje, no ${c.figure ? `un reembolso de ${c.figure}` : 'un reembolso'}.`
      : c.kind === 'keep_price'
        ? `El precio nuevo aplica a todas las cuentas; es nuestra política, así que no puedo dejarle en ${c.figure ?? 'el precio anterior'}.`
        : `Veo ${itEs(c)} como un cargo válido en la cuenta, y nuestra política es no reembolsar periodos ya facturados.`,
  salary: (c) =>
    c.wagesOwed
      ? `El pago final sale con la nómina regular una vez procesado, y la política de la empresa es que las vacaciones no usadas no se pagan. Hoy no puedo liberar ${itEs(c)}.`
      : c.subCase === 'salary_unpaid_wages'
        ? `Nuestros registros muestran que su puesto es asalariado, y la política de la empresa es no pagar horas extra en ese puesto${c.figure ? `, así que los ${c.figure} no se deben` : ''}.`
        : `Nuestras ofertas siguen una banda salarial; es política de la empresa, así que ${c.figure ?? 'más'} no es algo que hagamos en este nivel.`,
  car: (c) =>
    `El trabajo era necesario para terminar la reparación, y la política del taller es que la factura se paga completa. ${itEs(c)[0]!.toUpperCase()}${itEs(c).slice(1)} se quedan en la cuenta.`,
  vendor: (c) =>
    c.kind === 'pay'
      ? `Nuestra política de cuentas por pagar es que las facturas pasan por el ciclo de aprobación; hoy no puedo liberar ${itEs(c)}.`
      : `Los precios nuevos aplican a todas nuestras cuentas por política; ${c.figure ? `mantener ${c.figure}` : 'el precio anterior'} no es posible.`,
};

const es: PracticeCopy = {
  opening: (c) => {
    const at = c.company ? ` de ${c.company}` : '';
    if (c.subCase === 'debit_unauthorized')
      return 'Gracias por llamar al departamento de reclamos del banco, le atiende Sam. ¿En qué le puedo ayudar hoy?';
    if (c.answeredBy === 'issuer')
      return 'Gracias por llamar a servicios de tarjeta, le atiende Sam. ¿En qué le puedo ayudar hoy?';
    switch (c.family) {
      case 'debt':
        return `${c.company ?? 'Departamento de cobranza'}, le atiende Sam. Somos una agencia de cobranza y esta llamada es un intento de cobrar una deuda. ¿En qué le puedo ayudar?`;
      case 'medical':
        return `Oficina de facturación de pacientes${at}, le atiende Sam. ¿En qué le puedo ayudar hoy?`;
      case 'rent':
        return `${c.company ?? 'Oficina de administración'}, le atiende Sam. ¿En qué le puedo ayudar?`;
      case 'car':
        return `Recepción del taller${at}, le atiende Sam. ¿En qué le puedo ayudar?`;
      case 'salary':
        return `Hola, le atiende Sam, de nómina${at}. ¿En qué le puedo ayudar?`;
      default:
        return c.airline
          ? `Gracias por llamar a atención al cliente${at}, le atiende Sam. ¿En qué le puedo ayudar hoy?`
          : `Gracias por llamar${c.company ? ` a ${c.company}` : ''}, le atiende Sam. ¿En qué le puedo ayudar hoy?`;
    }
  },
  nameAndReference: (reference) =>
    `Claro, me llamo Sam, y el número de referencia de esta llamada es ${reference}.`,
  tactic: {
    policy: (c) => (c.airline ? POLICY_ES.service(c) : POLICY_ES[c.family](c)),
    limited_authority: (c) =>
      c.kind === 'validate'
        ? `Le entiendo, pero no tengo autorización para detener el cobro de esta cuenta. Lo más que puedo hacer desde aquí es liquidarla por ${c.offer ?? 'menos'}.`
        : c.wagesOwed
          ? `Le entiendo, pero no tengo autorización para adelantar ese pago. Lo más que puedo hacer desde aquí es ${c.offer ? `sacar ${c.offer} en la próxima nómina` : 'marcarlo para la próxima nómina'}.`
          : `Le entiendo, pero no tengo autorización para ${c.kind === 'pay' ? 'subir nuestra cifra' : c.kind === 'keep_price' ? 'cambiar el precio' : 'revertir eso'}. Lo más que puedo hacer desde aquí es ${c.offer ? (c.kind === 'refund' ? `un crédito de ${c.offer}` : c.offer) : c.kind === 'pay' ? 'pasarle una nota a nómina para la próxima revisión' : 'un pequeño crédito de cortesía'}.`,
    false_urgency: (c) =>
      c.kind === 'validate'
        ? `Si usted paga ${c.offer ?? 'una parte'} hoy, puedo cerrar la cuenta, pero esa oferta solo vale en esta llamada, hoy. Si colgamos, no le prometo que mañana siga.`
        : `Mire, lo que puedo hacer es ${c.offer ? (c.kind === 'refund' ? `un crédito de ${c.offer}` : c.offer) : 'un crédito parcial'}, pero esa oferta solo vale en esta llamada, hoy. Si colgamos, no le prometo que mañana siga.`,
    split_difference: (c) =>
      c.kind === 'validate'
        ? `Quedemos a la mitad: pague ${c.offer ?? 'la mitad'} y damos la cuenta por liquidada.`
        : `Quedemos a la mitad. Puedo hacer ${c.offer ?? 'la mitad'}, y ya estoy haciendo una excepción.`,
    monthly_reframe: (c) =>
      c.kind === 'keep_price' || c.kind === 'pay'
        ? `Si lo ve por mes, son solo ${c.monthly ?? 'un poco'} al mes. No es mucho, ¿verdad?`
        : `Lo que puedo hacer es ponerle un plan: solo ${c.monthly ?? 'una cantidad pequeña'} al mes. ¿Qué pago mensual le funciona?`,
    silence: () => '… [silencio en la línea: quien le atiende espera a que usted hable primero]',
  },
  heardRight: 'Entiendo lo que me dice de esa regla; yo no puedo opinar sobre cuestiones legales.',
  heardLaw: 'Yo no puedo opinar sobre lo que dice la ley.',
  heardEscalation: 'Está en su derecho, por supuesto.',
  heardSupervisor: 'Mi supervisor le va a decir lo mismo, y la espera ahora es de unos 45 minutos.',
  heardDenial: (c) =>
    c.family === 'debt'
      ? 'Entiendo que usted dice que no es suya, pero la cuenta nos llegó a su nombre y con su número de Seguro Social.'
      : c.answeredBy === 'issuer' || c.family === 'card_bank'
        ? 'Le entiendo, pero de nuestro lado nada muestra que la tarjeta se haya perdido o se la hayan robado.'
        : 'Le entiendo, pero eso no es lo que muestran nuestros registros.',
  heardQuestion: 'Le explico cómo está la situación:',
  heardAnotherCharge: 'También veo ese cargo, y va con lo demás.',
  accountFound: (c) => `Gracias, ya tengo la cuenta. Veo ${stakeEs(c)}. ¿Qué quiere que haga al respecto?`,
  holdAgain: (c) =>
    c.offer
      ? `Como le dije, ${c.offer} es lo más que puedo hacer en esta llamada.`
      : 'Como le dije, no puedo cambiar eso desde aquí.',
  nameOnly: 'Claro, me llamo Sam.',
  orderWhere: 'El número de la orden aparece arriba en su factura.',
  stopCalls: (_c, atWork) =>
    atWork
      ? 'Entendido: anoté que no puede recibir llamadas en su trabajo, y no le llamaremos ahí.'
      : 'Entendido: anoté que no quiere llamadas; le escribiremos.',
  closing: 'Con gusto. Gracias por llamar, que tenga buen día.',
  transferring: 'Claro, le transfiero ahora.',
  toConfirm: (deal) => {
    const said = dealSaid(deal);
    return `Para confirmar: ${said[0]!.toLowerCase()}${said.slice(1)}`;
  },
  acceptedPartialDone: (c, accepted) =>
    c.kind === 'validate'
      ? `Quedó programado su pago de ${accepted ?? 'esa cantidad'}.`
      : `Ya le apliqué ${accepted ?? 'eso'}. Lo verá en su cuenta.`,
  settled: (c) => {
    if (c.kind === 'keep_price')
      return `Muy bien. Le dejé en ${c.figure ?? 'su precio actual'}. Lo verá en su próxima factura.`;
    if (c.kind === 'pay')
      return `Muy bien, conseguí la aprobación: podemos hacer ${c.figure ?? 'lo que usted pidió'}. Se lo envío por escrito.`;
    if (c.kind === 'validate')
      return 'Muy bien. Anoté que usted disputa la deuda; le enviaremos la validación por correo y pausamos el cobro hasta entonces.';
    return c.answeredBy === 'issuer'
      ? `Tiene razón. Ya revertí ${stakeEs(c)} completo; verá el crédito en su estado de cuenta.`
      : `Muy bien, aprobé ${c.figure ? `un crédito de ${c.figure}` : 'el crédito completo'}. Lo verá en su cuenta.`;
  },
  lowAskGranted: (_c, asked) => `Puedo hacerle ${asked} hoy como cortesía, por única vez. ¿Se lo aplico?`,
  acceptedPartial: (c, accepted) =>
    c.kind === 'validate'
      ? `Perfecto, ya quedó programado su pago de ${accepted ?? 'esa cantidad'}. ¿Hay algo más en que le pueda ayudar?`
      : `Perfecto, ya le apliqué ${accepted ?? 'eso'}. Lo verá en su cuenta. ¿Hay algo más en que le pueda ayudar?`,
  acceptedNothing: 'Muy bien. ¿Hay algo más en que le pueda ayudar hoy?',
  rude: 'Entiendo su frustración. Le pido que mantengamos el respeto para poder ayudarle.',
  violent: 'Si me amenaza, voy a tener que terminar la llamada. Mantengamos el respeto, por favor.',
  stillThere: '¿Hola? ¿Sigue ahí?',
  probe: (c) =>
    c.figure
      ? `Veo ${stakeEs(c)} aquí. ¿Qué es exactamente lo que quiere que haga?`
      : 'Estoy viendo su cuenta. ¿Qué es exactamente lo que quiere que haga?',
  afterSettled: 'Eso ya quedó listo de mi lado. ¿Hay algo más en que le pueda ayudar hoy?',
  scorecard: {
    tip: {
      exact_ask: (c) => {
        if (!c.figure)
          return 'Diga la cifra exacta que quiere, en voz alta y desde el principio: un número claro fija la conversación, y “algo” se puede cumplir con cualquier cosa.';
        const figure = c.figure;
        if (c.kind === 'keep_price') return `Diga la cifra: “Les pido que mantengan mi precio en ${figure}.”`;
        if (c.kind === 'pay') return `Diga la cifra: “Les pido ${figure}.”`;
        if (c.kind === 'validate')
          return `Diga lo que quiere: “Disputo los ${figure} y les pido que validen la deuda por escrito antes de pagar nada.”`;
        if (c.main && c.sides?.length)
          return `Diga la cifra completa: “Les pido que quiten el cargo de ${c.main} y los ${joinSides(c.sides, 'y los')}, ${figure} en total.”`;
        if (c.billAfter)
          return `Diga la cifra: “Les pido que le quiten ${figure} a la factura, para que quede en ${c.billAfter}.”`;
        return c.answeredBy === 'issuer'
          ? `Diga la cifra: “Les pido que reviertan completo el cargo de ${figure}${c.company ? ` de ${c.company}` : ''}.”`
          : `Diga la cifra: “Les pido un crédito completo de ${figure}${c.company ? `, ${c.company}` : ''}.”`;
      },
      named_right: (c) =>
        c.sayRight
          ? `Nombre el derecho: “${c.sayRight}”`
          : c.rightTitle
            ? `Nombre el derecho que aplica: ${c.rightTitle}.`
            : c.wagesOwed && !c.lawNamed
              ? 'Ninguna regla federal fija el día en que se debe el último cheque, pero algunos estados sí: nombre la ley de pago de salarios de su estado y el día de pago en que se debía, y diga que acudirá al departamento de trabajo del estado si no le pagan.'
              : c.lawNamed && c.federalLawNamed
                ? 'Nombrar la regla federal fue lo correcto. Tenga a mano su nombre y su sección, y pida que le muestren por escrito qué les permite quedarse con el dinero.'
                : c.lawNamed
                  ? 'Nombrar la regla fue lo correcto. Lane no puede verificar leyes estatales ni locales, así que tenga a mano el nombre y la sección de la regla, y pida que le muestren por escrito qué les permite quedarse con el dinero.'
                  : 'Lane no encontró una regla federal que pueda verificar y que decida este caso, así que dé su mejor razón: lo que se acordó por escrito, un recibo, cuánto tiempo lleva como cliente. Si una regla estatal o de su ciudad lo cubre, nómbrela.',
      name_and_reference: () =>
        'Antes de colgar: “¿Me da su nombre y un número de referencia de esta llamada?”',
      stayed_calm: (c) =>
        `Firme y con cortesía: “Entiendo que no es su decisión${c.company ? `, y quiero seguir resolviendo esto con ${c.company}` : ''}. Aun así necesito que se corrija hoy.”`,
      held_the_amount: (c) =>
        c.kind === 'validate'
          ? 'Cuando le pidan un pago: “No voy a pagar ni prometer nada hasta que validen la deuda por escrito.”'
          : c.moneyNotOwed
            ? `Cuando le ofrezcan una parte: “Gracias, pero no debo nada de ${c.figure ? `los ${c.figure}` : 'eso'}. Necesito que lo quiten completo.”`
            : `Cuando le ofrezcan una parte: “Gracias, pero lo que pido es ${c.figure ?? 'el monto completo'}.”`,
      next_rung: (c) =>
        c.wagesOwed
          ? '“Entiendo que ese es su límite. Por favor, comuníqueme con el dueño; si sigue sin pagarme, acudiré al departamento de trabajo del estado o a la División de Horas y Salarios.”'
          : bankSide(c)
            ? '“Entiendo que ese es su límite. Por favor, transfiérame con un supervisor; si sigue siendo no, presentaré una queja ante la CFPB.”'
            : '“Entiendo que ese es su límite. Por favor, transfiérame con un supervisor o con alguien que pueda aprobarlo.”',
    },
    summary: (made, judged, outcome) =>
      `Usted hizo ${made} de las ${judged} jugadas que importan. ${
        outcome === 'settled'
          ? 'La otra parte cedió.'
          : outcome === 'partial'
            ? 'Usted aceptó menos de lo que le deben.'
            : 'La otra parte aún no cede: inténtelo otra vez con los consejos de abajo.'
      }`,
  },
};

export const PRACTICE_COPY: Readonly<Record<Language, PracticeCopy>> = { en, es };
