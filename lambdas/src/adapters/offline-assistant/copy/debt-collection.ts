import type { Language } from '@lane/shared';
import { formatDay } from '../../../domain/chat/facts.js';
import type { CaseAmount } from '../../../domain/chat/case.js';
import { isSomeoneElsesDebt, someoneElsesDebt } from './debt-someone-else.js';
import { returnedEquipmentCollector, wholeBalance } from './returned-equipment-collector.js';
import {
  delegateCopy,
  inLanguage,
  or,
  type AreaCopy,
  type AreaPlaybook,
  type CopyContext,
  type FollowUpAnswer,
  type FollowUpSaid,
  type OfferVerdict,
  type Outcome,
  type RungCopy,
  type Rung,
} from './types.js';

/**
 * Debt collection: a collector (a third party) asking for money, often a medical bill sent to
 * collections. Where the rights engine says validation or the time-barred rule applies, every line
 * asserts it and nothing bargains: no amount, large or small, is offered before the debt is proven.
 * When the one asking is the original company (`flags.collector === false`), there is no
 * validation right: the person asks for an itemized statement and a payment arrangement instead.
 */

type Mode = 'unsure' | 'validation' | 'barred' | 'suit' | 'original';

function modeOf(ctx: CopyContext): Mode {
  if (ctx.subCase === 'debt_threatened_suit') return 'suit';
  if (ctx.case.flags.collector === false) return 'original';
  if (ctx.subCase === 'debt_validation') return 'validation';
  if (ctx.subCase === 'debt_time_barred') return 'barred';
  return 'unsure';
}

const MEDICAL_PARTY =
  /hospital|clinic|cl[ií]nica|medic|m[eé]dic|health|salud|physician|doctor|ambulanc|urgent care|\blabs?\b/i;

/**
 * A sum the collector added on top of the balance: "now it says 2,140, which is the 1,875 plus
 * 265" (the new total and the addition, as written), or an amount the reading marked as a fee.
 */
function addedOf(ctx: CopyContext): { base?: string; total?: string; fee: string } | undefined {
  const { amounts } = ctx.case;
  const base = amounts.find((amount) => amount.role === 'billed');
  if (base) {
    const others = amounts.filter(
      (amount) => amount !== base && ['billed', 'fee', 'other'].includes(amount.role),
    );
    for (const total of others) {
      if (total.value <= base.value) continue;
      const added = others.find(
        (amount) => amount !== total && Math.abs(base.value + amount.value - total.value) < 0.005,
      );
      if (added) return { base: base.text, total: total.text, fee: added.text };
    }
  }
  // "150 por 'equipo no devuelto'": the company's own charge for equipment, not one the collector added.
  const fee = amounts.find((amount) => amount.role === 'fee' && amount.text !== ctx.case.equipmentCharge);
  return fee ? { fee: fee.text } : undefined;
}

/**
 * The last day to dispute as the collector's own notice gives it ("a date dec 10 to dispute"), when
 * no notice date lets Lane count the 30 days itself.
 */
function disputeBy(ctx: CopyContext): string | undefined {
  if (ctx.case.flags.collector === false) return undefined;
  const due =
    ctx.case.dates.find((date) => date.role === 'dispute_by' && date.iso) ??
    ctx.case.dates.find((date) => date.role === 'due' && date.iso);
  return due?.iso ? formatDay(due.iso, ctx.lang) : undefined;
}

function yearsSince(iso: string | undefined, today: string): number | undefined {
  if (!iso) return undefined;
  const [year = 0, month = 0, day = 0] = iso.split('-').map(Number);
  const [nowYear = 0, nowMonth = 0, nowDay = 0] = today.split('-').map(Number);
  const years = nowYear - year - (nowMonth < month || (nowMonth === month && nowDay < day) ? 1 : 0);
  return years > 0 ? years : undefined;
}

/** What the copy reads from the case, once. */
function factsOf(ctx: CopyContext) {
  const flags = ctx.case.flags;
  const lastPayment = ctx.date('last_payment');
  const mode = modeOf(ctx);
  // An unsure reading claims no right, but it can still say what to do *if* a collector is asking.
  const ifCollector = mode === 'unsure' && flags.collector !== false && !ctx.case.asksForDeception;
  return {
    mode,
    validation: ctx.right('debt-validation') || ifCollector,
    barred: ctx.right('time-barred-debt-no-suit') || (ifCollector && flags.oldDebt === true),
    deadline: ctx.deadline('debt-validation') ?? disputeBy(ctx),
    /** "i never had verizon": the person says the account was never theirs. */
    notMine: ctx.subCase === 'debt_validation' && flags.unauthorized === true,
    /**
     * The collector's proof is someone else's (another name or middle initial, an address in a
     * state the person never lived in): a mistaken identity, answered as such.
     */
    otherPerson: flags.otherPersonsDebt === true && flags.collector !== false && mode !== 'original',
    notice: ctx.date('notice'),
    lastPayment,
    /** Whole years from the last payment to today ("mayo 2018" → 8), when the day is known. */
    yearsSincePayment: yearsSince(
      ctx.case.dates.find((date) => date.role === 'last_payment')?.iso,
      ctx.today,
    ),
    /** The US state the person lives in, named in its questions ("Texas"). */
    state: ctx.case.state,
    /** Old enough that paying could restart a time limit: said, dated, or the sub-case. */
    old: flags.oldDebt === true || lastPayment !== undefined || ctx.subCase === 'debt_time_barred',
    oldUnknown: flags.oldDebt === undefined && lastPayment === undefined,
    medical:
      ctx.case.insurance !== undefined ||
      [
        flags.emergency,
        flags.goodFaithEstimate,
        flags.inNetworkFacility,
        flags.outOfNetworkProvider,
        flags.groundAmbulance,
      ].some((flag) => flag !== undefined) ||
      (ctx.namedParty !== undefined && MEDICAL_PARTY.test(ctx.namedParty)),
    /** The balance as the collector now states it: the new total when they added to it. */
    billed: addedOf(ctx)?.total ?? ctx.figure('billed'),
    /** Interest, "collection costs" or fees the collector added, with the balance before. */
    added: mode === 'original' ? undefined : addedOf(ctx),
    /** A collector calls the person at work (Regulation F limits that; the original company is not covered). */
    atWork: flags.callsAtWork === true && mode !== 'original',
    /** A collector called the person's family or employer about the debt (Regulation F 1006.6(d)). */
    family: ctx.right('fdcpa-third-party-contact'),
    /**
     * An old debt (two rights, long cautions) with an added fee or calls at work: the answer would
     * overflow one message, so the script and talking points leave out what the strategy and the
     * letter already say.
     */
    crowded:
      (flags.oldDebt === true || lastPayment !== undefined || ctx.subCase === 'debt_time_barred') &&
      mode !== 'original' &&
      (addedOf(ctx) !== undefined || flags.callsAtWork === true),
    offered: ctx.figure('offered'),
    /**
     * "collections letter for 840 from the er visit but my insurance is still processing the
     * claim": a medical bill the person knows, sent to a collector before the insurer decided.
     */
    pendingClaim:
      flags.claimPending === true &&
      flags.unauthorized !== true &&
      mode === 'validation' &&
      (ctx.case.insurance !== undefined ||
        [flags.emergency, flags.hospital, flags.inNetworkFacility, flags.outOfNetworkProvider].some(
          (flag) => flag !== undefined,
        ) ||
        (ctx.namedParty !== undefined && MEDICAL_PARTY.test(ctx.namedParty))),
    /** A monthly payment the collector asks for ("50 a month"), as written. */
    monthly: ctx.case.amounts.find((amount) => amount.role === 'unit' && amount.per === 'month')?.text,
    suitThreatened: flags.suitThreatened === true,
    paid: ctx.figure('paid'),
    party: ctx.namedParty,
  };
}

const rungs = (entries: [string, string][]): Readonly<Record<Rung, RungCopy>> => {
  const [discount, credit, downgrade, supervisor, retention, complaint] = entries.map(([label, line]) => ({
    label,
    line,
  })) as [RungCopy, RungCopy, RungCopy, RungCopy, RungCopy, RungCopy];
  return { discount, credit, downgrade, supervisor, retention, complaint };
};

/** When a right says the money is not owed yet, any amount offered is declined; otherwise no view. */
function judgeOffer(ctx: CopyContext, offered: number | undefined): OfferVerdict | undefined {
  if (ctx.ruling.moneyNotOwed) return 'decline';
  // A share ("half") arrives as -1: with no right at stake, the generic judgement decides.
  if (offered === undefined || offered < 0) return undefined;
  const asked = ctx.value('asked');
  if (asked !== undefined && offered <= asked) return 'accept';
  const billed = ctx.value('billed');
  if (billed !== undefined && offered < billed) return 'counter';
  return undefined;
}

/**
 * The next step once the collector (or the original company) has answered. A validation dispute
 * or an old debt is never bargained: an offer waits for proof, a payment demand is refused, and an
 * old debt is never paid or acknowledged before the person has checked what would restart the
 * statute of limitations.
 */
function nextStep(ctx: CopyContext, outcome: Outcome, offer: string | undefined): string | undefined {
  const t = inLanguage(ctx.lang);
  const f = factsOf(ctx);
  const by = f.deadline
    ? t(` by ${f.deadline}`, ` a más tardar el ${f.deadline}`)
    : t(' within 30 days of their first notice', ' dentro de los 30 días desde su primer aviso');
  const demand = offer ? (/^[\d$]/.test(offer) ? t(` the ${offer}`, ` los ${offer}`) : ` ${offer}`) : '';
  // The state the person named is asked about by name; its law is never stated.
  const revive = f.state
    ? t(
        `ask the ${f.state} attorney general or legal aid whether in ${f.state} a payment, even a small one, or a written acknowledgment restarts ("revives") the statute of limitations`,
        `pregunte al fiscal general de ${f.state} o a la asistencia legal si en ${f.state} un pago, aunque sea pequeño, o un reconocimiento de la deuda por escrito reinicia ("revive") el plazo de prescripción`,
      )
    : t(
        'in many states a payment, even a small one, or a written acknowledgment can restart ("revive") the statute of limitations',
        'en muchos estados un pago, aunque sea pequeño, o un reconocimiento de la deuda por escrito puede reiniciar ("revivir") el plazo de prescripción',
      );
  const settle = t(
    'get it in a letter first: the amount, that it settles the account in full, and how it will be reported; then pay by a method you control (no bank access), and keep the receipt',
    'pida primero una carta con el monto, que el pago salda la cuenta por completo y cómo se reportará; luego pague con un método que usted controle (sin dar acceso a su banco) y guarde el recibo',
  );
  switch (f.mode) {
    case 'validation':
      if (!f.validation) return undefined;
      switch (outcome) {
        case 'said_no':
          return t(
            `A no by phone doesn't end your right: mail your written dispute and validation request${by}, certified with a return receipt. Once it arrives, they must pause collection until they mail you proof; if they keep collecting without it, complain to the CFPB. Whatever they say, a collector must send you a validation notice (the amount, the creditor, how to dispute) within 5 days of first contacting you.`,
            `Un no por teléfono no termina su derecho: envíe su disputa y su pedido de validación por escrito${by}, por correo certificado con acuse de recibo. Al recibirla, deben pausar el cobro hasta enviarle la prueba; si siguen cobrando sin ella, presente una queja ante la CFPB. Digan lo que digan, un cobrador debe enviarle un aviso de validación (el monto, el acreedor, cómo disputar) dentro de 5 días de su primer contacto.`,
          );
        case 'counter_offer': {
          // "si no paga hoy lo reportamos al buró; 900 si paga hoy con tarjeta": the threat answered too.
          const reportThreat =
            ctx.case.flags.creditReportThreat === true
              ? t(
                  ' A price "only today" with a threat to report it is pressure, not a deadline: if they report it while you dispute it, it must show as disputed, so check your free reports at annualcreditreport.com.',
                  ' Un precio «solo hoy» con la amenaza de reportarlo es presión, no un plazo: si lo reportan mientras usted lo disputa, debe aparecer como disputado; revise sus informes gratuitos en annualcreditreport.com.',
                )
              : '';
          const care =
            ctx.case.insurance === 'insured' &&
            (ctx.case.flags.groundAmbulance === true || ctx.case.flags.hospital === true)
              ? t(
                  ' For medical care while you were insured, ask your insurer for the explanation of benefits (EOB) for it, and whether the claim was ever submitted, before paying anything.',
                  ' Por atención médica cuando usted tenía seguro, pida a su seguro la explicación de beneficios (EOB) de esa atención, y si alguna vez se presentó el reclamo, antes de pagar nada.',
                )
              : '';
          return t(
            `No settlement${offer ? `, not even ${offer},` : ''} before the debt is validated in writing.${reportThreat}${care} If it is proven and you then choose to settle, ${settle}.`,
            `Ningún acuerdo${offer ? `, ni siquiera por ${offer},` : ''} antes de que validen la deuda por escrito.${reportThreat}${care} Si la prueban y usted decide llegar a un acuerdo, ${settle}.`,
          );
        }
        case 'agreed':
          return t(
            `Before you pay anything, ${settle}.${f.barred ? ` On an old debt, check first: ${revive}.` : ''}`,
            `Antes de pagar nada, ${settle}.${f.barred ? ` Si la deuda es antigua, averigüe antes: ${revive}.` : ''}`,
          );
        case 'no_reply':
          return t(
            "No answer to your written dispute means no proof: don't pay until they validate the debt. Keep your certified-mail receipt; if they keep pushing for payment without answering, complain to the CFPB (consumerfinance.gov/complaint).",
            'Si no responden a su disputa por escrito, no hay prueba: no pague hasta que validen la deuda. Guarde el acuse del correo certificado; si siguen presionando para cobrar sin responder, presente una queja ante la CFPB (consumerfinance.gov/complaint).',
          );
        case 'pay_now': {
          const credit = ctx.case.flags.creditReportThreat === true;
          // Social Security named beside the threat: the benefits' own protection, not the wages'.
          const benefits = ctx.right('federal-benefits-garnishment');
          const garnish = ctx.case.flags.garnishThreat === true && !benefits;
          // "now they're calling me at work … if i don't pay 300 today they'll sue": the calls at work
          // and the threat answered as well as the demand.
          const alsoSaid = [
            f.atWork
              ? t(
                  "On the calls at work: tell them now, and then in writing, that calls at work are inconvenient for you (and that your employer doesn't allow them, if that's so); once they know, a collector may not call you at work (Regulation F, 12 CFR 1006.6(b)).",
                  'Sobre las llamadas al trabajo: dígales ahora, y luego por escrito, que las llamadas al trabajo le son inconvenientes (y que su empleador no las permite, si es así); una vez que lo saben, un cobrador no puede llamarle al trabajo (Reglamento F, 12 CFR 1006.6(b)).',
                )
              : '',
            f.suitThreatened && !garnish
              ? t(
                  "On the threat to sue: a real lawsuit comes with court papers (a summons); answer those by their date. Write down the caller's name and exact words for a CFPB complaint.",
                  'Sobre la amenaza de demanda: una demanda real llega con papeles de una corte (una citación); respóndalos antes de su fecha. Anote el nombre de quien llamó y sus palabras exactas para una queja ante la CFPB.',
                )
              : '',
            benefits ? benefitsLine(ctx.lang) : '',
          ]
            .filter(Boolean)
            .map((line) => ` ${line}`)
            .join('');
          const answer =
            ctx.case.flags.disputeSent === true
              ? t(
                  `Don't pay${demand}, and give no card or bank access by phone. Your written dispute is sent: once it arrives, they must pause collection until they mail you proof of the debt, so a demand to pay while it's open is worth a CFPB complaint (consumerfinance.gov/complaint). Keep your certified-mail receipt.${credit ? " If they report it to the credit bureaus, it must show as disputed; check your free reports at annualcreditreport.com and dispute anything that isn't yours with each bureau." : ''}`,
                  `No pague${demand} ni dé acceso a su tarjeta o su banco por teléfono. Su disputa por escrito ya está enviada: al recibirla, deben pausar el cobro hasta enviarle por correo la prueba de la deuda, así que exigirle un pago con la disputa abierta amerita una queja ante la CFPB (consumerfinance.gov/complaint). Guarde el acuse del correo certificado.${credit ? ' Si la reportan a los burós de crédito, debe aparecer como disputada; revise sus informes gratuitos en annualcreditreport.com y dispute con cada buró lo que no sea suyo.' : ''}`,
                )
              : t(
                  `${f.notMine ? `Don't pay${demand}: you say this debt isn't yours, and it isn't owed unless they prove it in writing. Give no card or bank access by phone.` : `Never pay${demand} by phone, or give card or bank access, before the debt is validated in writing.`}${f.notice ? '' : ' A collector must send you a validation notice within 5 days of first contacting you.'}${garnish ? ` No collector can take your wages without suing you and winning a court judgment first: threatening that today${f.suitThreatened ? ' or this week' : ''}, when it can't be done that way, breaks federal debt collection law (FDCPA, section 807(4) and (5)). Write down who called and their exact words for your CFPB complaint${f.state ? ` and the ${f.state} attorney general` : ''}; if they really sue, a summons will come: answer it by its date.` : ''} If your written dispute isn't in the mail yet, send it today${f.deadline ? ` (your last day is ${f.deadline})` : ''}: once it arrives, they must pause collection until they send proof, and a demand to pay while it is open is worth a CFPB complaint.${credit ? ` If they report it to the credit bureaus while you dispute it, it must show as disputed${f.notMine ? '; check your free reports at annualcreditreport.com and dispute it with each bureau as not yours if it shows up' : ''}.` : ''}`,
                  `${f.notMine ? `No pague${demand}: usted dice que esta deuda no es suya, y no se debe a menos que la prueben por escrito. No dé acceso a su tarjeta ni a su banco por teléfono.` : `Nunca pague${demand} por teléfono ni dé acceso a su tarjeta o su banco antes de que validen la deuda por escrito.`}${f.notice ? '' : ' Un cobrador debe enviarle un aviso de validación dentro de 5 días de su primer contacto.'}${garnish ? ` Nadie puede quitarle el sueldo sin una demanda y una sentencia de un juez: amenazar con eso hoy${f.suitThreatened ? ' o esta semana' : ''}, sin poder hacerlo así, viola la ley federal de cobro de deudas (FDCPA, sección 807(4) y (5)). Anote quién llamó y sus palabras exactas para su queja ante la CFPB${f.state ? ` y el fiscal general de ${f.state}` : ''}; si de verdad le demandan, le llegará una citación: respóndala antes de su fecha.` : ''} Si aún no envió su disputa por escrito, envíela hoy${f.deadline ? ` (su último día es el ${f.deadline})` : ''}: al recibirla, deben pausar el cobro hasta enviarle la prueba, y exigirle un pago con la disputa abierta amerita una queja ante la CFPB.${credit ? ` Si la reportan a los burós de crédito mientras la disputa, debe aparecer como disputada${f.notMine ? '; revise sus informes gratuitos en annualcreditreport.com y, si aparece, dispútela con cada buró como deuda que no es suya' : ''}.` : ''}`,
                );
          return `${answer}${alsoSaid}`;
        }
      }
      return undefined;
    case 'barred':
      switch (outcome) {
        case 'said_no':
          return t(
            `Put your request in writing (certified mail) and keep paying nothing. Don't sign anything that admits the debt: ${revive}. ${f.state ? `Ask the ${f.state} attorney general or legal aid what ${f.state}'s limit is for this kind of debt.` : "Ask legal aid or your state attorney general what your state's limit is."}`,
            `Envíe su solicitud por escrito (correo certificado) y siga sin pagar nada. No firme nada que reconozca la deuda: ${revive}. ${f.state ? `Pregunte al fiscal general de ${f.state} o a la asistencia legal cuál es el plazo en ${f.state} para este tipo de deuda.` : 'Pregunte a la asistencia legal o al fiscal general de su estado cuál es el plazo en su estado.'}`,
          );
        case 'counter_offer':
          return t(
            `Even a settlement${offer ? ` of ${offer}` : ''} can cost you more here: ${revive}. If, after checking your state's limit, you still choose to settle, ${settle}.`,
            `Aquí incluso un acuerdo${offer ? ` por ${offer}` : ''} le puede costar más: ${revive}. Si después de averiguar el plazo de su estado aun así decide llegar a un acuerdo, ${settle}.`,
          );
        case 'agreed':
          return t(
            `Before paying, check your state's statute of limitations: ${revive}. If you still choose to pay, ${settle}.`,
            `Antes de pagar, averigüe el plazo de prescripción de su estado: ${revive}. Si aun así decide pagar, ${settle}.`,
          );
        case 'no_reply':
          return t(
            'Silence costs you nothing here: pay and sign nothing meanwhile, and keep copies of your letters. If they threaten to sue, note the date and the exact words, and complain to the CFPB.',
            'Aquí el silencio no le cuesta nada: no pague ni firme nada mientras tanto y guarde copia de sus cartas. Si amenazan con demandarle, anote la fecha y las palabras exactas, y presente una queja ante la CFPB.',
          );
        case 'pay_now':
          return t(
            `Paying${demand || ' anything'} today, or any part of it, could cost you more than it seems, and never by debit card or bank account over the phone: ${revive};${ctx.case.flags.garnishThreat ? ' no collector can take your wages without suing you and winning a court judgment first;' : ''} a payment "to close the case" closes nothing unless a letter first says it settles the account in full. If they threaten to sue: past the statute of limitations, a collector may not sue you or even threaten to (Regulation F, 12 CFR 1006.26(b)), so note their exact words and report them to the CFPB${f.state ? ` and the ${f.state} attorney general` : ''}; but if real court papers (a summons) arrive, answer them by their date and tell the court the debt is old.${f.validation && f.deadline ? ` Mail your written dispute by ${f.deadline} if it isn't sent yet.` : ''}`,
            `Pagar${demand || ' algo'} hoy, o cualquier parte, le puede costar caro, y nunca con débito por teléfono: ${revive};${ctx.case.flags.garnishThreat ? ' sin demanda y sentencia, nadie puede embargarle el sueldo;' : ''} un pago "para cerrar el caso" no cierra nada si antes no hay una carta que diga que salda la cuenta por completo. Si amenazan con demandarle: si la deuda ya prescribió, un cobrador no puede demandarle ni amenazar con hacerlo (Reglamento F, 12 CFR 1006.26(b)), así que anote sus palabras exactas y repórtelas a la CFPB${f.state ? ` y al fiscal general de ${f.state}` : ''}; pero si le llegan papeles reales de una corte (una citación), respóndalos antes de su fecha y diga a la corte que la deuda es antigua.${f.validation && f.deadline ? ` Si aún no envió su disputa por escrito, envíela a más tardar el ${f.deadline}.` : ''}`,
          );
      }
      return undefined;
    case 'suit':
      switch (outcome) {
        case 'said_no':
        case 'no_reply':
          return t(
            `Watch your mail: a real lawsuit comes with court papers (a summons) and a date to respond. If they arrive, respond by that date and call free legal aid (LawHelp.org); check the court and case number yourself.${f.barred ? ' If the debt is past the statute of limitations, the threat itself breaks federal rules: report it to the CFPB.' : ''}`,
            `Esté pendiente de su correo: una demanda real llega con papeles de una corte (una citación) y una fecha para responder. Si le llegan, responda antes de esa fecha y llame a asistencia legal gratuita (LawHelp.org); verifique usted la corte y el número de caso.${f.barred ? ' Si la deuda ya prescribió, la amenaza misma va contra las reglas federales: repórtela a la CFPB.' : ''}`,
          );
        case 'counter_offer':
          return t(
            `Under a threat, agree to nothing by phone${offer ? `, not even ${offer}` : ''}: ask for any offer in writing${f.validation ? ' after the debt is validated' : ''}, and talk to free legal aid (LawHelp.org) before you sign or pay.${f.barred ? ` On an old debt, ${revive}.` : ''}`,
            `Bajo una amenaza, no acepte nada por teléfono${offer ? `, ni siquiera ${offer}` : ''}: pida cualquier oferta por escrito${f.validation ? ' después de que validen la deuda' : ''} y hable con asistencia legal gratuita (LawHelp.org) antes de firmar o pagar.${f.barred ? ` Si la deuda es antigua, ${revive}.` : ''}`,
          );
        case 'agreed':
          return t(
            `Before you pay, ${settle}, and that they will not sue (or will dismiss any case already filed).${f.barred ? ` On an old debt, ${revive}.` : ''}`,
            `Antes de pagar, ${settle}; la carta debe decir también que no le demandarán (o que retirarán la demanda si ya la presentaron).${f.barred ? ` Si la deuda es antigua, ${revive}.` : ''}`,
          );
        case 'pay_now':
          return t(
            `A threat is not a lawsuit: a real one comes with court papers and a date to respond, not a same-day demand${offer ? ` for ${offer}` : ''} by phone. Never give card or bank access to a caller.${f.barred ? ` On an old debt, ${revive}.` : ''}`,
            `Una amenaza no es una demanda: una demanda real llega con papeles de una corte y una fecha para responder, no con una exigencia de pago${offer ? ` de ${offer}` : ''} por teléfono para el mismo día. Nunca dé acceso a su tarjeta o su banco a quien le llama.${f.barred ? ` Si la deuda es antigua, ${revive}.` : ''}`,
          );
      }
      return undefined;
    case 'original':
      switch (outcome) {
        case 'said_no':
          return t(
            `Ask again in writing for the itemized statement${f.medical ? ', and for the financial assistance application with a hold from collections while it is reviewed' : ', and whether they have a hardship program'}.`,
            `Pida de nuevo por escrito el estado de cuenta detallado${f.medical ? ', y la solicitud de asistencia financiera, con una pausa de cobranza mientras la revisan' : ', y pregunte si tienen un programa por dificultades económicas'}.`,
          );
        case 'counter_offer':
          return t(
            `If${offer ? ` ${offer}` : ' their offer'} is something you can keep, ${settle}.${f.old ? ` On an old debt, check first: ${revive}.` : ''}`,
            `Si puede cumplir${offer ? ` con ${offer}` : ' con su oferta'}, ${settle}.${f.old ? ` Si la deuda es antigua, averigüe antes: ${revive}.` : ''}`,
          );
        case 'pay_now':
          return t(
            `Before paying${demand || ' anything'}, ask ${f.medical ? 'for the financial assistance application: it can lower the balance itself' : 'whether they have a hardship program that lowers the balance or the interest'}.${f.old ? ` On an old debt, ${revive}.` : ''}`,
            `Antes de pagar${demand || ' nada'}, pida ${f.medical ? 'la solicitud de asistencia financiera: puede bajar el saldo mismo' : 'que le digan si tienen un programa por dificultades económicas que baje el saldo o el interés'}.${f.old ? ` Si la deuda es antigua, ${revive}.` : ''}`,
          );
        case 'agreed':
          return f.old
            ? t(
                `Before paying, check your state's statute of limitations: ${revive}.`,
                `Antes de pagar, averigüe el plazo de prescripción de su estado: ${revive}.`,
              )
            : undefined;
        default:
          return undefined;
      }
    default:
      if (outcome === 'pay_now' || outcome === 'counter_offer')
        return t(
          `First get in writing who is collecting, for whom and how much: anyone asking you for${offer ? ` ${offer}` : ' money'} must be able to put that on paper. Never give card or bank details to a caller.`,
          `Primero consiga por escrito quién cobra, para quién y cuánto: quien le exige${offer ? ` ${offer}` : ' dinero'} debe poder ponerlo en papel. Nunca dé datos de tarjeta o banco a quien le llama.`,
        );
      return undefined;
  }
}

/**
 * "A debt from 2017" is off the credit reports about 7 years after the person first fell behind (the
 * time-barred fact in facts.ts): said only when that time has passed, and as an "if".
 */
function creditLife(ctx: CopyContext): string | undefined {
  const year = ctx.case.debtYear;
  if (year === undefined || year + 7 >= Number(ctx.today.slice(0, 4))) return undefined;
  return inLanguage(ctx.lang)(
    `If you first fell behind in ${year}, it should already be off your credit reports (about 7 years from the first missed payment, so around ${year + 7}): paying now won't improve your credit.`,
    `Si se atrasó por primera vez en ${year}, ya no debería aparecer en sus informes de crédito (unos 7 años desde el primer atraso, o sea hacia ${year + 7}): pagar ahora no mejora su crédito.`,
  );
}

/**
 * "si hago un pago de 50 hoy 'para mostrar buena fe' me bajan el total a 600": on an old debt, the
 * small payment asked for now is the danger (in some states it restarts the time to sue), and the
 * lower total is worth nothing until a letter says it settles the account. The answer names both
 * sums and the debt's year, and asks for everything in writing instead.
 */
function smallPaymentOnOldDebt(
  ctx: CopyContext,
  outcome: Outcome,
  latest: readonly CaseAmount[] | undefined,
): FollowUpAnswer | undefined {
  const f = factsOf(ctx);
  if (f.mode !== 'barred' || !f.barred || !latest || latest.length === 0 || latest.length > 2)
    return undefined;
  const billed = ctx.case.amounts.find((amount) => amount.role === 'billed');
  const sorted = [...latest].sort((a, b) => a.value - b.value);
  const demand = sorted[0]!;
  const lower = sorted.length === 2 ? sorted[1] : undefined;
  // Two sums: the smaller now, the larger the cut total, under the balance.
  if (lower && (lower.value <= demand.value || (billed && lower.value >= billed.value))) return undefined;
  if (!(outcome === 'pay_now' || (outcome === 'counter_offer' && lower))) return undefined;
  // One sum alone is a small "good faith" payment only when it is a sliver of the balance; a lump
  // settlement ("600 if i pay today" on 2,450) is answered by the old-debt step with its threat.
  if (!lower && (!billed || demand.value > billed.value * 0.1)) return undefined;
  const t = inLanguage(ctx.lang);
  const year = ctx.case.debtYear;
  const debt = year
    ? t(`a debt from ${year}`, `una deuda del ${year}`)
    : t('an old debt', 'una deuda antigua');
  const ask = f.state
    ? t(
        `ask the ${f.state} attorney general or legal aid whether in ${f.state} a payment revives it, before you pay anything`,
        `pregunte al fiscal general de ${f.state} o a la asistencia legal si en ${f.state} un pago la revive, antes de pagar nada`,
      )
    : t(
        'ask your state attorney general or legal aid whether in your state a payment revives it, before you pay anything',
        'pregunte al fiscal general de su estado o a la asistencia legal si en su estado un pago la revive, antes de pagar nada',
      );
  const credit = creditLife(ctx);
  const suit = ctx.case.flags.suitThreatened === true;
  return t(
    {
      strategy: [
        `Don't pay the ${demand.text}. On ${debt}, in some states any payment, even ${demand.text}, or a written promise to pay can restart the time limit for suing you ("revive" the debt): ${ask}.`,
        lower
          ? `The cut to ${lower.text} is worth nothing without a letter that says ${lower.text} settles the account in full, and even then, don't pay before you know whether the debt is past your state's limit.`
          : 'A payment "in good faith" settles nothing: only a letter that says an amount settles the account in full does.',
        ...(suit
          ? [
              'Past the statute of limitations, a collector may not sue you or threaten to (Regulation F, 12 CFR 1006.26(b)): if they speak of suing, note their exact words for a CFPB complaint, and if real court papers arrive, answer them by their date.',
            ]
          : []),
        `Ask for everything in writing (the last payment date, the original creditor${lower ? ' and their offer' : ''}), pay and promise nothing until it arrives, and give no card or bank details by phone.`,
        credit,
      ]
        .filter(Boolean)
        .join(' '),
      opening: [
        `"I won't make any payment today, not even ${demand.text}. I'm not agreeing that I owe this or promising any payment."`,
        lower
          ? `"If you're offering to settle for ${lower.text}, send me that offer in writing, with the last payment date and the original creditor."`
          : `"Please send me, in writing, the last payment date and the original creditor."`,
      ].join('\n'),
      email: {
        subject: 'No payment by phone: please put your offer and the account details in writing',
        body: `Hello,\n\nBy phone you asked me to pay ${demand.text} today${lower ? ` and said you would lower the total to ${lower.text}` : ''}. I will not make a payment by phone, and I am not agreeing that I owe this debt or promising any payment.\n\nPlease send me in writing:\n1. The date of the last payment on this account.\n2. The name and address of the original creditor.\n${lower ? `3. Your offer of ${lower.text}, stating that it settles the account in full.` : '3. The amount you say I owe, itemized.'}\n\nSincerely,\n[Your name]\n[Mailing address]`,
      },
      talkingPoints: [
        `Any payment, even ${demand.text}, can restart the clock in some states: ask before you pay.`,
        ...(lower
          ? [
              `A lower total (${lower.text}) counts only in a letter that says it settles the account in full.`,
            ]
          : []),
        'Never give card or bank details on a call while pressed to pay.',
        'Write down who called, when, and what they said.',
      ],
    },
    {
      strategy: [
        `No pague los ${demand.text}. En ${debt}, en algunos estados cualquier pago, aunque sea de ${demand.text}, o una promesa de pago por escrito puede reiniciar el plazo para demandarle ("revivir" la deuda): ${ask}.`,
        lower
          ? `La rebaja a ${lower.text} no vale nada sin una carta que diga que ${lower.text} salda la cuenta por completo, y aun así, no pague antes de saber si la deuda ya prescribió en su estado.`
          : 'Un pago "de buena fe" no cierra nada: solo una carta que diga que un monto salda la cuenta por completo lo hace.',
        ...(suit
          ? [
              'Si la deuda ya prescribió, un cobrador no puede demandarle ni amenazar con hacerlo (Reglamento F, 12 CFR 1006.26(b)): si le hablan de demanda, anote sus palabras exactas para una queja ante la CFPB, y si le llegan papeles reales de una corte, respóndalos antes de su fecha.',
            ]
          : []),
        `Pida todo por escrito (la fecha del último pago, el acreedor original${lower ? ' y su oferta' : ''}), no pague ni prometa nada hasta recibirlo, y no dé datos de su tarjeta ni de su banco por teléfono.`,
        credit,
      ]
        .filter(Boolean)
        .join(' '),
      opening: [
        `"Hoy no voy a hacer ningún pago, ni siquiera de ${demand.text}. No admito esta deuda ni prometo ningún pago."`,
        lower
          ? `"Si me ofrecen cerrarla por ${lower.text}, envíenme esa oferta por escrito, con la fecha del último pago y el acreedor original."`
          : `"Por favor, envíenme por escrito la fecha del último pago y el acreedor original."`,
      ].join('\n'),
      email: {
        subject: 'Ningún pago por teléfono: les pido su oferta y los datos de la cuenta por escrito',
        body: `Hola:\n\nPor teléfono me pidieron pagar ${demand.text} hoy${lower ? ` y me dijeron que bajarían el total a ${lower.text}` : ''}. No haré ningún pago por teléfono, y no admito esta deuda ni prometo ningún pago.\n\nLes pido que me envíen por escrito:\n1. La fecha del último pago de esta cuenta.\n2. El nombre y la dirección del acreedor original.\n${lower ? `3. Su oferta de ${lower.text}, diciendo que salda la cuenta por completo.` : '3. El monto que dicen que debo, detallado.'}\n\nAtentamente,\n[Su nombre]\n[Dirección postal]`,
      },
      talkingPoints: [
        `Cualquier pago, aunque sea de ${demand.text}, puede reiniciar el plazo en algunos estados: pregunte antes de pagar.`,
        ...(lower
          ? [
              `Un total más bajo (${lower.text}) solo cuenta en una carta que diga que salda la cuenta por completo.`,
            ]
          : []),
        'No dé datos de su tarjeta ni de su banco en una llamada bajo presión.',
        'Anote quién llamó, cuándo y qué le dijeron.',
      ],
    },
  );
}

function honestRoute(ctx: CopyContext): string {
  const t = inLanguage(ctx.lang);
  const f = factsOf(ctx);
  if (f.mode === 'original')
    return t(
      `You don't need a story: tell ${or(f.party, 'the billing office')} honestly what you can pay, and ask for ${f.medical ? 'financial assistance, ' : 'a hardship program, '}a lower balance or a payment plan you can keep, in writing.`,
      `No necesita inventar nada: diga con honestidad a ${or(f.party, 'la oficina de facturación')} cuánto puede pagar y pida ${f.medical ? 'asistencia financiera, ' : 'un programa por dificultades económicas, '}un saldo menor o un plan de pagos que pueda cumplir, por escrito.`,
    );
  return t(
    "You don't need a story: asking the collector in writing to prove the debt is your right. If the debt is yours and you can't pay, saying so honestly and asking for a plan you can keep works better than any excuse.",
    'No necesita inventar nada: pedir por escrito al cobrador que pruebe la deuda es su derecho. Si la deuda es suya y no puede pagarla, decirlo con honestidad y pedir un plan que pueda cumplir funciona mejor que cualquier excusa.',
  );
}

/**
 * "they call me like 3 times a day": about 21 calls a week, over the 7 in 7 days Regulation F
 * presumes to be harassment (facts.ts `fdcpa-call-frequency`), worked out for the person.
 */
function callsLine(ctx: CopyContext): string | undefined {
  const calls = ctx.case.calls;
  if (!calls || !ctx.right('fdcpa-call-frequency')) return undefined;
  const week = calls.per === 'day' ? calls.count * 7 : calls.count;
  return inLanguage(ctx.lang)(
    `${calls.per === 'day' ? `${calls.count} calls a day is about ${week} a week` : `${week} calls a week`}, over the 7 in 7 days presumed to be harassment: log them for a CFPB complaint.`,
    `${calls.per === 'day' ? `${calls.count} llamadas al día son unas ${week} a la semana` : `${week} llamadas a la semana`}, más de las 7 en 7 días que se presumen acoso: anótelas para una queja ante la CFPB.`,
  );
}

/**
 * What every collector answer adds for the facts it must meet head-on: a sum the collector added
 * (itemize it, dispute it, and the rule on added fees), calls at work (the rule on inconvenient
 * places, put in writing), and, under a threat to sue, what a real lawsuit looks like.
 */
function withExtras(ctx: CopyContext, core: string): string {
  const t = inLanguage(ctx.lang);
  const f = factsOf(ctx);
  const parts = [core];
  const calls = callsLine(ctx);
  if (calls) parts.push(calls);
  if (f.mode === 'suit' && !f.notice && !f.old)
    parts.push(
      t(
        "No letter yet? A collector must mail you a validation notice within 5 days of first contact; pay nothing before it comes (a caller who can't put the debt on paper may be a scammer).",
        '¿Aún no le llegó una carta? Un cobrador debe enviarle un aviso de validación dentro de los 5 días tras el primer contacto; no pague nada antes (quien no puede poner la deuda en papel puede ser un estafador).',
      ),
    );
  // On an old debt the core already says the threat itself is barred.
  if (f.mode === 'suit' && !f.barred)
    parts.push(
      t(
        'Garnishing wages for most consumer debts takes a lawsuit and a court judgment first, not a phone call.',
        'Para embargarle el sueldo por la mayoría de las deudas de consumo, primero necesitan una demanda y una sentencia de una corte, no una llamada.',
      ),
    );
  if (f.mode === 'validation' && f.suitThreatened)
    parts.push(
      t(
        'Their threat to sue: a real lawsuit comes with court papers (a summons); answer those by their date.',
        'Sobre la amenaza de demanda: una demanda real llega con papeles de una corte (una citación); respóndalos antes de su fecha.',
      ),
    );
  if (f.crowded) {
    // An old debt already fills the answer: the added fee and the calls at work in one sentence.
    const fee = f.added
      ? t(
          `dispute the ${f.added.fee} they added and ask for an itemization (a collector may charge only what your contract or a law allows)`,
          `dispute los ${f.added.fee} agregados y pida su desglose (un cobrador solo puede cobrar lo que su contrato o una ley permitan)`,
        )
      : undefined;
    const work = f.atWork
      ? t('tell them in writing not to call you at work', 'pida por escrito que no le llamen al trabajo')
      : undefined;
    const family = f.family
      ? t('to stop contacting your family', 'que dejen de contactar a su familia')
      : undefined;
    const cite = [
      f.added ? '1006.22(b)' : undefined,
      f.atWork ? '1006.6(b)' : undefined,
      f.family ? '1006.6(d)' : undefined,
    ]
      .filter(Boolean)
      .join(t(' and ', ' y '));
    const what = [fee, work, family].filter(Boolean).join(t(', and ', ', y '));
    parts.push(
      t(`Also ${what} (Regulation F, 12 CFR ${cite}).`, `Además, ${what} (Reglamento F, 12 CFR ${cite}).`),
    );
    return parts.join(' ');
  }
  if (f.added)
    parts.push(
      f.added.total && f.added.base
        ? t(
            `The ${f.added.total} they now claim is ${f.added.base} plus ${f.added.fee} they added: ask for an itemization and dispute the ${f.added.fee}; a collector may charge interest, collection costs or fees only if your contract or a law allows them (Regulation F, 12 CFR 1006.22(b)).`,
            `Los ${f.added.total} que ahora reclaman son ${f.added.base} más ${f.added.fee} agregados: pida el desglose y dispute los ${f.added.fee}; un cobrador solo puede cobrar intereses, costos de cobranza o cargos que su contrato o una ley permitan (Reglamento F, 12 CFR 1006.22(b)).`,
          )
        : t(
            `Ask for an itemization and dispute the ${f.added.fee} they added; a collector may charge interest, collection costs or fees only if your contract or a law allows them (Regulation F, 12 CFR 1006.22(b)).`,
            `Pida el desglose y dispute los ${f.added.fee} agregados; un cobrador solo puede cobrar intereses, costos de cobranza o cargos que su contrato o una ley permitan (Reglamento F, 12 CFR 1006.22(b)).`,
          ),
    );
  if (f.atWork)
    parts.push(
      t(
        "Tell them in writing not to call you at work: a collector may not contact you where it knows that's inconvenient for you or that your employer forbids it (Regulation F, 12 CFR 1006.6(b)).",
        'Pida por escrito que no le llamen al trabajo: un cobrador no puede contactarle donde sabe que le es inconveniente o que su empleador lo prohíbe (Reglamento F, 12 CFR 1006.6(b)).',
      ),
    );
  if (f.family)
    parts.push(
      t(
        'They contacted your family: a collector may contact someone else only to learn where you live or work, without saying you owe a debt; tell them in writing to stop (Regulation F, 12 CFR 1006.6(d)).',
        'Contactaron a su familia: un cobrador solo puede contactar a otra persona para saber dónde vive o trabaja usted, sin decir que tiene una deuda; pida por escrito que paren (Reglamento F, 12 CFR 1006.6(d)).',
      ),
    );
  return parts.join(' ');
}

/**
 * A threat to garnish the Social Security (or SSI, VA benefits) of someone who lives on it: the
 * reviewed fact's protection (facts.ts `federal-benefits-garnishment`), said to the threat.
 */
function benefitsLine(lang: Language): string {
  return inLanguage(lang)(
    "On the threat to garnish your Social Security: federal law protects it from a private collector like this one, even if they sued and won a judgment (the exceptions are federal taxes, other federal debts and child support), and if it's deposited directly your bank must protect 2 months of it automatically. So that threat is pressure, not something they can do: write down the caller's name, the time and the exact words, and report it to the CFPB (consumerfinance.gov/complaint).",
    'Sobre la amenaza de embargar su Seguro Social: la ley federal lo protege de un cobrador privado como este, aunque le demanden y ganen una sentencia (las excepciones son impuestos federales, otras deudas federales y la manutención de hijos), y si le llega por depósito directo, su banco debe proteger automáticamente 2 meses de beneficios. Así que esa amenaza es presión, no algo que puedan hacer: anote el nombre de quien llamó, la hora y sus palabras exactas, y repórtelo a la CFPB (consumerfinance.gov/complaint).',
  );
}

/**
 * The collector's "verification" names someone else: not proof of the person's debt. The answer
 * says so in writing, keeps it off the credit reports, and checks them for identity theft.
 */
function otherPersonAnswer(ctx: CopyContext, outcome: Outcome): FollowUpAnswer | undefined {
  const f = factsOf(ctx);
  if (!f.otherPerson) return undefined;
  const t = inLanguage(ctx.lang);
  const debt = f.billed
    ? t(`the ${f.billed} account`, `la cuenta de ${f.billed}`)
    : t('this account', 'esta cuenta');
  const owed = f.billed ? t(`the ${f.billed}`, `los ${f.billed}`) : t('anything', 'nada');
  // "its for Robert Alvarez born 1986. I am Roberto Alvarez born 1958": the mismatch, named.
  const born = ctx.case.birthYears;
  const bornSaid = born
    ? t(
        ` They are for someone born in ${born.theirs}; you were born in ${born.mine}.`,
        ` Es de alguien nacido en ${born.theirs}; usted nació en ${born.mine}.`,
      )
    : '';
  const bornLetter = born
    ? t(
        ` The person on them was born in ${born.theirs}; I was born in ${born.mine}.`,
        ` La persona de esos papeles nació en ${born.theirs}; yo nací en ${born.mine}.`,
      )
    : '';
  const demand =
    outcome === 'pay_now' || outcome === 'counter_offer'
      ? t(' Whatever they ask you to pay, pay nothing.', ' Le pidan lo que le pidan, no pague nada.')
      : '';
  return {
    strategy: t(
      `Their "verification" proves the opposite: the papers they sent are someone else's (the name, birth date or address on them is not yours), so they are not proof that you owe ${owed}.${bornSaid} This points to identity theft or a mixed-up file, not a debt of yours to settle. Don't pay, and don't confirm your date of birth, Social Security number or address by phone.${demand} 1) Answer in writing today, by certified mail with a return receipt: you are not the person on those papers, the debt is not yours, stop collecting it from you, tell the original creditor, and don't report it to the credit bureaus (or remove it if they did). 2) Report it at IdentityTheft.gov: it gives you an identity theft report and the letters to send; send a copy of the report to the collector and to the original creditor's fraud department. 3) Check your three credit reports free at annualcreditreport.com; if this account or any other you didn't open shows up, send each bureau (Equifax, Experian, TransUnion) your identity theft report and ask them to block it as not yours. You can also place a fraud alert or a credit freeze with the bureaus. 4) If they keep collecting or calling, file a complaint with the CFPB (consumerfinance.gov/complaint) and your state attorney general.`,
      `Su «verificación» prueba lo contrario: lo que enviaron es de otra persona (el nombre, la fecha de nacimiento o la dirección no son los suyos), así que no prueba que usted deba ${owed}.${bornSaid} Esto apunta a un robo de identidad o a un expediente confundido, no a una deuda suya que deba negociar. No pague ni confirme por teléfono su fecha de nacimiento, su número de Seguro Social ni su dirección.${demand} 1) Responda por escrito hoy, por correo certificado con acuse de recibo: usted no es la persona de esos papeles, la deuda no es suya, que dejen de cobrársela, que avisen al acreedor original y que no la reporten a los burós de crédito (o que la retiren si ya lo hicieron). 2) Repórtelo en IdentityTheft.gov (también en español): ahí obtiene un reporte de robo de identidad y las cartas para enviar; mande copia del reporte al cobrador y al departamento de fraude del acreedor original. 3) Revise gratis sus tres informes de crédito en annualcreditreport.com; si aparece esta cuenta u otra que usted no abrió, envíe a cada buró (Equifax, Experian, TransUnion) su reporte de robo de identidad y pida que la bloqueen como no suya. También puede poner una alerta de fraude o congelar su crédito con los burós. 4) Si siguen cobrando o llamando, presente una queja ante la CFPB (consumerfinance.gov/complaint) y el fiscal general de su estado.`,
    ),
    opening: t(
      `"I am not the person on the papers you sent: their details (the name, the birth date, the address) don't match mine. This is not my debt."\n"I won't pay or confirm any personal details by phone. I'm answering in writing; mark the account disputed and don't report it to the credit bureaus."`,
      `"No soy la persona de los papeles que enviaron: sus datos (el nombre, la fecha de nacimiento, la dirección) no coinciden con los míos. Esta deuda no es mía."\n"No voy a pagar ni a confirmar datos personales por teléfono. Les respondo por escrito; marquen la cuenta como disputada y no la reporten a los burós de crédito."`,
    ),
    email: {
      subject: t(
        `Not my debt: your verification is for another person (${debt})`,
        `Esta deuda no es mía: su verificación es de otra persona (${debt})`,
      ),
      body: t(
        `To ${ctx.case.collectorName ?? '[collection agency]'}:\n\nAbout ${debt}, number [account number]: I received your letter saying the debt has been verified. The papers you sent are for another person: their details (the name, the birth date, the address) do not match mine.${bornLetter} I am not that person, I never had this account, and I do not owe this debt. It may be the result of identity theft.\n\nPlease:\n1. Stop collecting this debt from me.\n2. Tell the original creditor that this account may be the result of identity theft.\n3. Do not report it to any credit bureau, and if you already did, ask them to delete it.\n4. Confirm in writing within 14 days that you have closed your collection against me.\n\nIf you keep collecting from me, I will file a complaint with the Consumer Financial Protection Bureau (consumerfinance.gov/complaint) and my state attorney general.\n\nSincerely,\n[Your name]\n[Mailing address]`,
        `A ${ctx.case.collectorName ?? '[agencia de cobranza]'}:\n\nSobre ${debt}, número [número de cuenta]: recibí su carta que dice que la deuda fue verificada. Los papeles que enviaron son de otra persona: sus datos (el nombre, la fecha de nacimiento, la dirección) no coinciden con los míos.${bornLetter} No soy esa persona, nunca tuve esa cuenta y no debo esta deuda. Puede ser resultado de un robo de identidad.\n\nLes pido:\n1. Que dejen de cobrarme esta deuda.\n2. Que avisen al acreedor original que esta cuenta puede ser resultado de un robo de identidad.\n3. Que no la reporten a ningún buró de crédito y, si ya lo hicieron, que pidan que la borren.\n4. Que me confirmen por escrito dentro de 14 días que cerraron su cobro contra mí.\n\nSi siguen cobrándome, presentaré una queja ante la Oficina para la Protección Financiera del Consumidor (consumerfinance.gov/complaint) y el fiscal general de mi estado.\n\nAtentamente,\n[Su nombre]\n[Dirección postal]`,
      ),
    },
    talkingPoints: [
      t(
        'Keep their "verification" letter and the papers: the other name, birth date and address are your proof.',
        'Guarde su carta de «verificación» y los papeles: el otro nombre, la otra fecha de nacimiento y la otra dirección son su prueba.',
      ),
      t(
        'Send your answer by certified mail with a return receipt, and keep a copy.',
        'Envíe su respuesta por correo certificado con acuse de recibo y guarde una copia.',
      ),
      t(
        'Credit reports: annualcreditreport.com, free, from all three bureaus.',
        'Informes de crédito: annualcreditreport.com, gratis, de los tres burós.',
      ),
      t(
        'Accounts you never opened on a report: IdentityTheft.gov for the report and the letters.',
        'Cuentas que usted nunca abrió en un informe: IdentityTheft.gov para el reporte y las cartas.',
      ),
    ],
  };
}

/** Their papers name someone else: the dispute says so, before any validation comes. */
const OTHER_PERSON = {
  en: 'Their papers name someone else (the name or the address is not yours): say in your dispute that you are not that person and that they must not report it to the credit bureaus; if someone used your information, report it at IdentityTheft.gov.',
  es: 'Sus papeles nombran a otra persona (el nombre o la dirección no son los suyos): diga en su disputa que usted no es esa persona y que no la reporten a los burós de crédito; si alguien usó sus datos, repórtelo en IdentityTheft.gov.',
} as const;

/**
 * "i cancelled that membership in person feb 2023 and did NOT sign anything new after": the fact the
 * dispute rests on, in the person's voice, with their own date ("in feb 2023", "on March 3").
 */
function cancelledSentence(ctx: CopyContext): string | undefined {
  const flags = ctx.case.flags;
  if (flags.cancelled !== true || flags.collector === false) return undefined;
  const t = inLanguage(ctx.lang);
  const when = ctx.date('cancelled');
  // A month and year, or a year alone, is "in"; a day is "on".
  const monthOnly =
    when !== undefined && !/\d{1,2}(?:st|nd|rd|th)?(?:,|\s|$)(?!\d{3})/u.test(when.replace(/\b\d{4}\b/u, ''));
  const date = when
    ? t(monthOnly ? ` in ${when}` : ` on ${when}`, monthOnly ? ` en ${when}` : ` el ${when}`)
    : '';
  const how = flags.cancelledInPerson === true ? t(' in person', ' en persona') : '';
  const after =
    flags.signedNothingAfter === true
      ? t(' and signed nothing new after', ' y no firmé nada nuevo después')
      : '';
  // "regrese el modem en la UPS store el 6 de enero, tengo recibo": the equipment went back too, so
  // its "unreturned equipment" charge is disputed with the receipt, never as a fee the collector added.
  const returnedOn = ctx.date('returned');
  const returned =
    flags.equipmentReturned === true
      ? t(
          ` and returned the equipment${returnedOn ? ` on ${returnedOn}` : ''}${flags.returnReceipt === true ? ' (I have the return receipt)' : ''}`,
          ` y devolví el equipo${returnedOn ? ` el ${returnedOn}` : ''}${flags.returnReceipt === true ? ' (tengo el recibo de la devolución)' : ''}`,
        )
      : '';
  return t(
    `I cancelled this account${how}${date}${after}${returned}; I don't owe this balance.`,
    `Cancelé esta cuenta${how}${date}${after}${returned}; no debo este saldo.`,
  );
}

/**
 * What the person's dispute rests on, said in the plan: the cancellation they made, and the
 * validation notice that never came.
 */
function withDisputeFacts(ctx: CopyContext, core: string): string {
  const f = factsOf(ctx);
  if (f.mode !== 'validation' || !f.validation || f.pendingClaim) return core;
  const t = inLanguage(ctx.lang);
  const cancelled = cancelledSentence(ctx);
  return [
    core,
    noLetterYet(ctx)
      ? t(
          'No letter yet? A collector must mail you a validation notice within 5 days of first contact.',
          '¿Aún no le llega ninguna carta? Un cobrador debe enviarle un aviso de validación dentro de 5 días del primer contacto.',
        )
      : undefined,
    cancelled
      ? t(
          `Put your cancellation in the dispute, in your words: "${cancelled}"`,
          `Ponga su cancelación en la disputa, con sus palabras: «${cancelled}»`,
        )
      : undefined,
    cancelled ? returnedProof(ctx) : undefined,
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * The equipment went back after the cancelling ("regrese el modem … tengo recibo con tracking"): the
 * return receipt goes with the dispute, the equipment charge and any charge after the cancelling are
 * named as not owed, and a feared credit report is met with the dispute's own effect.
 */
function returnedProof(ctx: CopyContext): string | undefined {
  const flags = ctx.case.flags;
  if (flags.equipmentReturned !== true) return undefined;
  const t = inLanguage(ctx.lang);
  const equipment = ctx.case.equipmentCharge;
  const whole = wholeBalance(ctx);
  const cancelledIso = ctx.case.dates.find((date) => date.role === 'cancelled' && date.iso)?.iso;
  // "69.99 de enero": a charge for the month after the cancelling.
  const after = ctx.case.amounts.find(
    (amount) =>
      amount.role === 'other' &&
      amount.text !== equipment &&
      amount.text !== whole &&
      amount.per === undefined,
  );
  const serviceIso = ctx.case.dates.find((date) => date.role === 'service' && date.iso)?.iso;
  const afterCancel =
    after && cancelledIso && serviceIso && serviceIso > cancelledIso ? after.text : undefined;
  const charges = [
    equipment
      ? t(`the ${equipment} for "unreturned equipment"`, `los ${equipment} por «equipo no devuelto»`)
      : '',
    afterCancel
      ? t(
          `the ${afterCancel} for service after you cancelled`,
          `los ${afterCancel} por servicio después de cancelar`,
        )
      : '',
  ].filter(Boolean);
  return [
    flags.returnReceipt === true
      ? t(
          'Send a copy of your return receipt (with its tracking number, if it has one) with the dispute, and keep the original.',
          'Envíe con la disputa una copia del recibo de la devolución (con su número de rastreo, si lo tiene) y guarde el original.',
        )
      : '',
    charges.length > 0
      ? t(
          `So ${charges.join(' and ')} ${charges.length > 1 ? 'are' : 'is'} not owed: you dispute ${whole ? `the whole ${whole}` : 'the whole balance'}.`,
          `Así, ${charges.join(' y ')} no se deben: usted disputa ${whole ? `los ${whole} completos` : 'todo el saldo'}.`,
        )
      : '',
    flags.creditReportThreat === true
      ? t(
          'If they report it while you dispute it, it must show as disputed; check your free reports at annualcreditreport.com and dispute anything wrong with each bureau.',
          'Si lo reportan mientras usted lo disputa, debe aparecer como disputado; revise sus informes gratuitos en annualcreditreport.com y dispute con cada buró lo que esté mal.',
        )
      : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** The collector only called: no validation notice has come ("i never got any letter from them"). */
function noLetterYet(ctx: CopyContext): boolean {
  return ctx.case.flags.noLetter === true && ctx.date('notice') === undefined;
}

/**
 * "if i pay 200 today by phone they close the 640 as settled, otherwise it goes to legal": a cut
 * settlement pressed by phone on a debt the person disputes. Even the smaller sum is money for a debt
 * they say they don't owe: nothing by phone, the dispute in writing, any settlement only in a letter
 * once the debt is validated, and the threat noted for a complaint.
 */
/**
 * The collector's letter came, with its own last day to dispute ("dated oct 1, says i have until nov 5
 * to dispute. what do i send"): the answer is the dispute letter itself, sent by that day, never a
 * "no" to push past nor a day counted earlier than the letter's.
 */
function validationLetterAnswer(
  ctx: CopyContext,
  said: FollowUpSaid | undefined,
): FollowUpAnswer | undefined {
  const f = factsOf(ctx);
  if (said?.validationLetter !== true || !f.validation || f.otherPerson) return undefined;
  const t = inLanguage(ctx.lang);
  const by = f.deadline;
  const suit = ctx.case.flags.suitThreatened === true;
  const state = f.state;
  const strategy = [
    by
      ? t(
          `Send your written dispute (the letter below) well before ${by}, the last day your letter gives: by certified mail, return receipt requested, and keep a copy.`,
          `Envíe su disputa por escrito (la carta de abajo) bastante antes del ${by}, el último día que da su carta: por correo certificado con acuse de recibo, y guarde una copia.`,
        )
      : t(
          'Send your written dispute (the letter below) within the days your letter gives: by certified mail, return receipt requested, and keep a copy.',
          'Envíe su disputa por escrito (la carta de abajo) dentro del plazo que da su carta: por correo certificado con acuse de recibo, y guarde una copia.',
        ),
    t(
      'Once they get it, they must pause collection until they send you validation.',
      'Al recibirla, deben pausar el cobro hasta enviarle la validación.',
    ),
    f.barred
      ? t(
          `The letter admits nothing and promises no payment: ask ${state ? `the ${state} attorney general` : 'your state attorney general'} or legal aid whether${state ? ` in ${state}` : ''} a payment or a written acknowledgment restarts the statute of limitations.`,
          `La carta no admite nada ni promete ningún pago: pregunte ${state ? `al fiscal general de ${state}` : 'al fiscal general de su estado'} o a una oficina de ayuda legal si${state ? ` en ${state}` : ''} un pago o un reconocimiento por escrito reinicia el plazo de prescripción.`,
        )
      : undefined,
    suit && f.barred
      ? t(
          'Their threats to sue on a debt this old are worth a complaint to the CFPB (consumerfinance.gov/complaint) and your state attorney general: note who said it and when.',
          'Sus amenazas de demandarle por una deuda tan antigua merecen una queja ante la CFPB (consumerfinance.gov/complaint) y el fiscal general de su estado: anote quién lo dijo y cuándo.',
        )
      : undefined,
  ]
    .filter(Boolean)
    .join(' ');
  const opening = [
    t(
      `"I've sent my dispute and request for validation in writing. Please pause collection until you answer it."`,
      `"Envié por escrito mi disputa y mi solicitud de validación. Por favor pausen el cobro hasta responderla."`,
    ),
    f.atWork
      ? t(
          `"Don't call me at work; write to me at my mailing address."`,
          `"No me llamen al trabajo; escríbanme a mi dirección postal."`,
        )
      : t(`"Please write to me instead of calling."`, `"Por favor, escríbanme en vez de llamarme."`),
  ].join('\n');
  const dated = f.notice ?? t('[date]', '[fecha]');
  const collector = ctx.case.collectorName;
  const body = t(
    `To ${collector ?? '[collection agency]'}:\n\nRe: account [account number], your letter dated ${dated}.\n\nI dispute this debt and request validation.${f.notMine ? ' I never had an account with the original creditor you name; this is not my debt.' : ''} Please send me in writing:\n1. The name and address of the original creditor.\n2. The amount you say I owe, itemized.\n3. ${f.old ? 'The date of the last payment on this account.' : 'What shows I owe it.'}\n\n${f.barred ? 'I believe this debt is past the statute of limitations. Do not sue me or threaten to sue me over it (Regulation F, 12 CFR 1006.26(b)).\n\n' : ''}Until you answer, pause collection and mark the account disputed.${f.atWork ? ' Do not contact me at work: write to me only at the address below.' : ''} This letter is not an acknowledgment of the debt or a promise to pay.\n\nSincerely,\n[Your name]\n[Mailing address]`,
    `A ${collector ?? '[agencia de cobranza]'}:\n\nRef.: cuenta [número de cuenta], su carta del ${dated}.\n\nDisputo esta deuda y pido su validación.${f.notMine ? ' Nunca tuve una cuenta con el acreedor original que nombran; esta deuda no es mía.' : ''} Envíenme por escrito:\n1. El nombre y la dirección del acreedor original.\n2. El monto que dicen que debo, detallado.\n3. ${f.old ? 'La fecha del último pago de esta cuenta.' : 'Lo que muestra que la debo.'}\n\n${f.barred ? 'Considero que esta deuda ya pasó el plazo de prescripción. No me demanden ni amenacen con demandarme por ella (Reglamento F, 12 CFR 1006.26(b)).\n\n' : ''}Mientras tanto, pausen el cobro y marquen la cuenta como disputada.${f.atWork ? ' No me contacten en el trabajo: escríbanme solo a la dirección de abajo.' : ''} Esta carta no reconoce la deuda ni promete ningún pago.\n\nAtentamente,\n[Su nombre]\n[Dirección postal]`,
  );
  return {
    strategy,
    opening,
    email: {
      subject: t(
        'I dispute this debt and request validation: account [account number]',
        'Disputo esta deuda y pido su validación: cuenta [número de cuenta]',
      ),
      body,
    },
    talkingPoints: [
      t(
        'Mail it certified, return receipt requested; keep a copy of the letter and the receipt.',
        'Envíela por correo certificado con acuse de recibo; guarde una copia de la carta y el comprobante.',
      ),
      t(
        'Pay nothing and sign nothing they send until they answer in writing.',
        'No pague ni firme nada de lo que le envíen hasta que respondan por escrito.',
      ),
      t(
        'If court papers ever arrive, answer them by their date; never ignore them.',
        'Si algún día le llegan papeles de una corte, respóndalos antes de su fecha; nunca los ignore.',
      ),
    ],
  };
}

function settlementByPhone(
  ctx: CopyContext,
  outcome: Outcome,
  latest: readonly CaseAmount[] | undefined,
): FollowUpAnswer | undefined {
  const f = factsOf(ctx);
  // A threat to sue beside it ("otherwise it goes to legal") is answered here too.
  if ((f.mode !== 'validation' && f.mode !== 'suit') || !f.validation || f.otherPerson || f.barred)
    return undefined;
  if (outcome !== 'pay_now' && outcome !== 'counter_offer') return undefined;
  const billed = ctx.case.amounts.find((amount) => amount.role === 'billed');
  if (!billed || !latest) return undefined;
  const small = latest.find((amount) => amount.value > 0 && amount.value < billed.value);
  // A smaller sum "to close" the balance: the balance named beside it, or the words of a settlement.
  const settles =
    latest.some((amount) => Math.abs(amount.value - billed.value) < 0.005) ||
    ctx.case.flags.settleOffered === true;
  if (!small || !settles) return undefined;
  const t = inLanguage(ctx.lang);
  const cancelled = cancelledSentence(ctx);
  const noLetter = noLetterYet(ctx);
  const suit = ctx.case.flags.suitThreatened === true;
  const party = f.party ? ` (${f.party})` : '';
  const strategy = [
    t(
      `Don't pay the ${small.text}, not by phone and not with your debit card: even a "settlement" of ${small.text} for the ${billed.text} is money for a debt you dispute.`,
      `No pague los ${small.text}, ni por teléfono ni con su tarjeta de débito: incluso un «acuerdo» de ${small.text} por los ${billed.text} es dinero por una deuda que usted disputa.`,
    ),
    noLetter
      ? t(
          "You haven't had a letter: a collector must send you a validation notice within 5 days of first contacting you.",
          'No le ha llegado ninguna carta: un cobrador debe enviarle un aviso de validación dentro de 5 días de su primer contacto.',
        )
      : undefined,
    t(
      'Mail your written dispute today (the letter below), certified: once it arrives, they must pause collection until they send proof.',
      'Envíe hoy su disputa por escrito (la carta de abajo), certificada: al recibirla, deben pausar el cobro hasta enviarle la prueba.',
    ),
    suit
      ? t(
          "A threat of legal action is not a lawsuit: a real one comes with court papers (a summons), to answer by their date. Federal law bars threatening legal action a collector doesn't intend to take (FDCPA section 807(5)): note the caller's name and exact words for a CFPB complaint.",
          'Una amenaza de acción legal no es una demanda: una demanda real llega con papeles de una corte (una citación), que se responden antes de su fecha. La ley federal prohíbe amenazar con acciones legales que el cobrador no piensa tomar (FDCPA, sección 807(5)): anote el nombre de quien llamó y sus palabras exactas para una queja ante la CFPB.',
        )
      : undefined,
    f.atWork
      ? t(
          'Tell them again, in the letter too, not to call you at work (Regulation F, 12 CFR 1006.6(b)).',
          'Dígales de nuevo, también en la carta, que no le llamen al trabajo (Reglamento F, 12 CFR 1006.6(b)).',
        )
      : undefined,
    t(
      'If the debt were ever validated and you chose to settle, get the offer in a letter first (the amount, and that it settles the account in full), then pay by a method you control, never card details given on a call.',
      'Si algún día validan la deuda y usted decide llegar a un acuerdo, pida primero la oferta en una carta (el monto, y que salda la cuenta por completo) y luego pague con un método que usted controle, nunca con datos de tarjeta dados en una llamada.',
    ),
  ]
    .filter(Boolean)
    .join(' ');
  const opening = [
    t(
      `"I won't pay anything today, not even ${small.text}, and I won't give card or bank details by phone."`,
      `"Hoy no voy a pagar nada, ni siquiera ${small.text}, y no voy a dar datos de tarjeta ni de banco por teléfono."`,
    ),
    t(
      `"${cancelled ? `${cancelled} ` : ''}I dispute this debt and I'm asking for validation in writing."`,
      `"${cancelled ? `${cancelled} ` : ''}Disputo esta deuda y pido su validación por escrito."`,
    ),
    f.atWork
      ? t(
          `"Don't call me at work again; write to me at my mailing address."`,
          `"No me llamen más al trabajo; escríbanme a mi dirección postal."`,
        )
      : t(`"Please write to me instead of calling."`, `"Por favor, escríbanme en vez de llamarme."`),
  ].join('\n');
  const body = t(
    `To ${ctx.case.collectorName ?? '[collection agency]'}:\n\nYou asked me to pay ${small.text} today to settle the ${billed.text} account [account number]${suit ? ', and said it would otherwise go to legal action' : ''}. I will not pay it while I dispute this debt.${cancelled ? ` ${cancelled}` : ''}${noLetter ? ' I have never received a validation notice from you.' : ''}\n\nI dispute this debt and request validation. Please send me in writing:\n1. The name and address of the original creditor.\n2. The amount, itemized.\n3. What shows I owe it.\n\nUntil you answer, pause collection and mark the account disputed.${f.atWork ? ' Do not contact me at work: it is inconvenient for me. Write to me only at the address below.' : ''}\n\nSincerely,\n[Your name]\n[Mailing address]`,
    `A ${ctx.case.collectorName ?? '[agencia de cobranza]'}:\n\nMe pidieron pagar ${small.text} hoy para saldar la cuenta [número de cuenta] de ${billed.text}${suit ? ', y dijeron que si no, pasaría a acción legal' : ''}. No voy a pagarlo mientras disputo esta deuda.${cancelled ? ` ${cancelled}` : ''}${noLetter ? ' Nunca recibí de ustedes un aviso de validación.' : ''}\n\nDisputo esta deuda y pido su validación. Envíenme por escrito:\n1. El nombre y la dirección del acreedor original.\n2. El monto, detallado.\n3. Lo que muestra que lo debo.\n\nMientras tanto, pausen el cobro y marquen la cuenta como disputada.${f.atWork ? ' No me contacten en el trabajo: me es inconveniente. Escríbanme solo a la dirección de abajo.' : ''}\n\nAtentamente,\n[Su nombre]\n[Dirección postal]`,
  );
  return {
    strategy,
    opening,
    email: {
      subject: t(
        `No payment by phone: I dispute the ${billed.text} account${party}`,
        `Ningún pago por teléfono: disputo la cuenta de ${billed.text}${party}`,
      ),
      body,
    },
    talkingPoints: [
      t(
        'Never give card or bank details on a call while pressed to pay.',
        'No dé datos de su tarjeta ni de su banco en una llamada bajo presión.',
      ),
      t(
        'A settlement counts only in a letter that says the amount settles the account in full.',
        'Un acuerdo solo cuenta en una carta que diga que el monto salda la cuenta por completo.',
      ),
      t(
        'Write down who called, when, and their exact words about legal action.',
        'Anote quién llamó, cuándo y sus palabras exactas sobre la acción legal.',
      ),
    ].slice(0, suit ? 3 : 2),
    numbers: [billed.text, small.text],
  };
}

/**
 * "now they say they can settle for 1.5k if i pay today with my debit card, otherwise it goes to their
 * attorneys", on a debt past the statute of limitations: one answer, no settling it by phone. The
 * offer's share of the balance is worked out, the new threat is answered as the old one (they may not
 * sue or threaten to), and the letter declines the offer and disputes the debt in the same words.
 */
function barredSettlementByPhone(
  ctx: CopyContext,
  outcome: Outcome,
  latest: readonly CaseAmount[] | undefined,
): FollowUpAnswer | undefined {
  const f = factsOf(ctx);
  // A bare demand to pay today keeps the old-debt step's own answer; this is their lower offer to settle.
  const settles =
    outcome === 'counter_offer' || (outcome === 'pay_now' && ctx.case.flags.settleOffered === true);
  if (!f.barred || ctx.subCase !== 'debt_time_barred' || f.otherPerson || f.notMine || !settles)
    return undefined;
  const billed = ctx.case.amounts.find((amount) => amount.role === 'billed');
  const small = latest?.find((amount) => billed && amount.value > 0 && amount.value < billed.value);
  if (!billed || !small) return undefined;
  const t = inLanguage(ctx.lang);
  const share = Math.round((small.value / billed.value) * 100);
  const suit = ctx.case.flags.suitThreatened === true;
  const today = ctx.case.flags.todayOnly === true;
  const where = f.state
    ? t(`the CFPB and the ${f.state} attorney general`, `la CFPB y al fiscal general de ${f.state}`)
    : t('the CFPB and your state attorney general', 'la CFPB y al fiscal general de su estado');
  const strategy = [
    t(
      `Don't pay the ${small.text}${today ? ' today' : ''}, and never by debit card or bank account over the phone. ${small.text} is ${share}% of the ${billed.text}: a discount like that is how collectors get a payment on a debt too old to sue on, and ${f.state ? `in some states` : 'in many states'} a payment, even a small one, can restart ("revive") the statute of limitations.`,
      `No pague los ${small.text}${today ? ' hoy' : ''}, y nunca con tarjeta de débito ni cuenta bancaria por teléfono. ${small.text} es el ${share}% de los ${billed.text}: un descuento así es como los cobradores consiguen un pago por una deuda demasiado antigua para demandar, y ${f.state ? 'en algunos estados' : 'en muchos estados'} un pago, aunque sea pequeño, puede reiniciar ("revivir") el plazo de prescripción.`,
    ),
    f.state
      ? t(
          `Ask the ${f.state} attorney general or legal aid what ${f.state}'s limit is for this debt and whether a payment there revives it.`,
          `Pregunte al fiscal general de ${f.state} o a la asistencia legal cuál es el plazo en ${f.state} para esta deuda y si un pago ahí la revive.`,
        )
      : undefined,
    suit
      ? t(
          `A threat of attorneys or a lawsuit is a threat to sue: past the statute of limitations, a collector may not sue you or threaten to (Regulation F, 12 CFR 1006.26(b)). Note who said it, when and their exact words, and report it to ${where}. If real court papers (a summons) ever arrive, answer them by their date and tell the court the debt is old.`,
          `Una amenaza de abogados o de una demanda es una amenaza de demandarle: si la deuda ya prescribió, un cobrador no puede demandarle ni amenazar con hacerlo (Reglamento F, 12 CFR 1006.26(b)). Anote quién lo dijo, cuándo y sus palabras exactas, y repórtelo a ${where}. Si algún día le llegan papeles reales de una corte (una citación), respóndalos antes de su fecha y diga a la corte que la deuda es antigua.`,
        )
      : undefined,
    t(
      "Send the letter below, certified, and keep a copy. If, after checking your state's limit, you still want to settle, get the offer in a letter first: the amount, that it settles the account in full, and how it will be reported; then pay by a method you control (no bank access).",
      'Envíe la carta de abajo, certificada, y guarde una copia. Si después de averiguar el plazo de su estado aun así quiere llegar a un acuerdo, pida primero la oferta en una carta: el monto, que salda la cuenta por completo y cómo se reportará; luego pague con un método que usted controle (sin acceso a su banco).',
    ),
  ]
    .filter(Boolean)
    .join(' ');
  const opening = [
    t(
      `"I won't pay anything today, not even ${small.text}, and I won't give card or bank details by phone."`,
      `"Hoy no voy a pagar nada, ni siquiera ${small.text}, y no voy a dar datos de tarjeta ni de banco por teléfono."`,
    ),
    t(
      `"I'm not agreeing that I owe this or promising any payment. Send me the last payment date and the original creditor in writing."`,
      `"No admito esta deuda ni prometo ningún pago. Envíenme por escrito la fecha del último pago y el acreedor original."`,
    ),
    suit
      ? t(
          `"If this debt is past the statute of limitations, you may not sue me or threaten to. Any offer, send it in writing."`,
          `"Si esta deuda ya prescribió, no pueden demandarme ni amenazar con hacerlo. Cualquier oferta, envíenmela por escrito."`,
        )
      : t(`"Any offer, send it in writing."`, `"Cualquier oferta, envíenmela por escrito."`),
    f.atWork
      ? t(
          `"Don't call me at work; write to me at my mailing address."`,
          `"No me llamen al trabajo; escríbanme a mi dirección postal."`,
        )
      : undefined,
  ]
    .filter(Boolean)
    .join('\n');
  const collector = ctx.case.collectorName;
  const body = t(
    `To ${collector ?? '[collection agency]'}:\n\nRe: account [account number].\n\nYou offered to settle the ${billed.text} account for ${small.text}${today ? ' if I paid today' : ''}${suit ? ', and threatened legal action otherwise' : ''}. I decline, and I will not make any payment by phone.\n\nI dispute this debt and request validation. Please send me in writing:\n1. The date of the last payment on this account.\n2. The name and address of the original creditor.\n3. The amount you say I owe, itemized.\n\nI believe this debt is past the statute of limitations. Do not sue me or threaten to sue me over it (Regulation F, 12 CFR 1006.26(b)).${f.atWork ? ' Do not contact me at work: write to me only at the address below.' : ''} This letter is not an acknowledgment of the debt or a promise to pay.\n\nSincerely,\n[Your name]\n[Mailing address]`,
    `A ${collector ?? '[agencia de cobranza]'}:\n\nRef.: cuenta [número de cuenta].\n\nMe ofrecieron saldar la cuenta de ${billed.text} por ${small.text}${today ? ' si pagaba hoy' : ''}${suit ? ', y amenazaron con acción legal si no' : ''}. No acepto, y no haré ningún pago por teléfono.\n\nDisputo esta deuda y pido su validación. Envíenme por escrito:\n1. La fecha del último pago de esta cuenta.\n2. El nombre y la dirección del acreedor original.\n3. El monto que dicen que debo, detallado.\n\nCreo que esta deuda ya prescribió. No me demanden ni amenacen con demandarme por ella (Reglamento F, 12 CFR 1006.26(b)).${f.atWork ? ' No me contacten en el trabajo: escríbanme solo a la dirección de abajo.' : ''} Esta carta no es un reconocimiento de la deuda ni una promesa de pago.\n\nAtentamente,\n[Su nombre]\n[Dirección postal]`,
  );
  return {
    strategy,
    opening,
    email: {
      subject: t(
        `Settlement offer declined, debt disputed: account [account number]`,
        `Oferta de acuerdo rechazada, deuda disputada: cuenta [número de cuenta]`,
      ),
      body,
    },
    talkingPoints: [
      t(
        `${small.text} of ${billed.text} is ${share}%: a deep discount on an old debt is a reason to check your state's limit first, not to pay today.`,
        `${small.text} de ${billed.text} es el ${share}%: un gran descuento en una deuda antigua es razón para averiguar primero el plazo de su estado, no para pagar hoy.`,
      ),
      t(
        'Never give debit card or bank details on a call: a payment taken by phone is hard to undo.',
        'No dé datos de su tarjeta de débito ni de su banco en una llamada: un pago tomado por teléfono es difícil de deshacer.',
      ),
      ...(suit
        ? [
            t(
              'Write down who called, when, and their exact words about attorneys or a lawsuit.',
              'Anote quién llamó, cuándo y sus palabras exactas sobre abogados o una demanda.',
            ),
          ]
        : []),
    ],
    numbers: [billed.text, small.text],
  };
}

/** A debt the person says was never theirs: said so in the dispute, and checked on the credit reports. */
const NOT_MINE = {
  en: 'You say this account was never yours: say so in the dispute ("I never had an account with the original creditor; this is not my debt"), don\'t confirm any personal details by phone, and check your free credit reports at annualcreditreport.com. If the account shows there, dispute it with each credit bureau too, and if someone opened it in your name, report it at IdentityTheft.gov.',
  es: 'Usted dice que esta cuenta nunca fue suya: dígalo en la disputa ("nunca tuve una cuenta con el acreedor original; esta deuda no es mía"), no confirme datos personales por teléfono y revise sus informes de crédito gratuitos en annualcreditreport.com. Si la cuenta aparece ahí, dispútela también con cada buró de crédito, y si alguien la abrió a su nombre, repórtelo en IdentityTheft.gov.',
} as const;

function coreStrategy(ctx: CopyContext): string {
  const t = inLanguage(ctx.lang);
  const f = factsOf(ctx);
  const by = f.deadline
    ? t(`by ${f.deadline}`, `a más tardar el ${f.deadline}`)
    : noLetterYet(ctx)
      ? // No notice came: the 30 days haven't started, and nothing stops a dispute now.
        t(
          'now (their notice, when it comes, starts your 30 days)',
          'ya (su aviso, cuando llegue, inicia sus 30 días)',
        )
      : t('within 30 days of their first notice', 'dentro de los 30 días desde su primer aviso');
  const declineOffer = f.offered
    ? t(
        ` Decline their ${f.offered} offer for now: no deal before validation.`,
        ` Rechace por ahora su oferta de ${f.offered}: ningún acuerdo antes de la validación.`,
      )
    : '';
  const restart = t(
    'before paying anything, check whether a payment or a written acknowledgment would restart ("revive") your state\'s statute of limitations',
    'antes de pagar nada, averigüe si un pago o un reconocimiento por escrito reiniciaría ("reviviría") el plazo de prescripción de su estado',
  );
  switch (f.mode) {
    case 'validation':
      // The EOB has come: what it says is owed, to the provider; the rest disputed with the collector.
      if (eobAtCollector(ctx, 'said_no')) return eobAtCollector(ctx, 'said_no')!.strategy;
      if (f.pendingClaim)
        return t(
          `This is your bill, but it isn't due yet: your insurer is still processing the claim, so what you owe${f.billed ? ` (if any of the ${f.billed})` : ''} isn't known. Don't pay the collector now. Write to the collector ${by}: dispute the amount as not yet owed because the claim is pending with your insurer (give the claim number), ask for validation, and ask them to pause collection. Then call the provider's billing office: ask them to put the account on hold, or pull it back from collections, until the claim is processed. When the Explanation of Benefits (EOB) arrives, pay only what it says is your share, and pay it to the provider.${ctx.right('medical-collections-credit-report') ? ' For your credit: the credit bureaus leave a medical collection less than a year old off your report (see below).' : ''}`,
          `Esta factura es suya, pero todavía no se debe: su seguro sigue procesando el reclamo, así que no se sabe cuánto le toca pagar${f.billed ? ` (si algo, de los ${f.billed})` : ''}. No le pague ahora al cobrador. Escriba al cobrador ${by}: dispute el monto porque todavía no se debe, ya que el reclamo está pendiente con su seguro (dé el número de reclamo), pida la validación y pida que pausen el cobro. Luego llame a la oficina de facturación del proveedor: pida que pongan la cuenta en espera, o que la retiren de cobranza, hasta que se procese el reclamo. Cuando llegue la Explicación de Beneficios (EOB), pague solo lo que diga que es su parte, y páguelo al proveedor.${ctx.right('medical-collections-credit-report') ? ' Sobre su crédito: las agencias de crédito no incluyen en su informe una cobranza médica de menos de un año (vea abajo).' : ''}`,
        );
      return f.validation
        ? t(
            `Don't pay, promise or give bank details yet: first make the collector prove the debt. Mail a written dispute asking for validation ${by}; they must then pause collection until they answer.${declineOffer}${f.notMine ? ` ${NOT_MINE.en}` : f.barred ? ` The debt is old: ${restart}.` : ''}${f.otherPerson ? ` ${OTHER_PERSON.en}` : ''}`,
            `No pague, no prometa ni dé datos bancarios todavía: primero haga que el cobrador pruebe la deuda. Envíe una disputa por escrito pidiendo la validación ${by}; al recibirla, debe pausar el cobro hasta responderle.${declineOffer}${f.notMine ? ` ${NOT_MINE.es}` : f.barred ? ` La deuda es antigua: ${restart}.` : ''}${f.otherPerson ? ` ${OTHER_PERSON.es}` : ''}`,
          )
        : t(
            `Don't pay, promise or give bank details yet. Ask in writing for the original creditor, the amount itemized and proof you owe it.${declineOffer}`,
            `No pague, no prometa nada ni dé datos bancarios todavía. Pida por escrito el nombre del acreedor original, el monto detallado y la prueba de que lo debe.${declineOffer}`,
          );
    case 'barred':
      if (!f.barred)
        return t(
          `Don't pay or promise anything, not even a small amount. Ask the collector in writing for your last payment date and the original creditor${f.validation ? `, and dispute the debt ${by}` : ''}. Then, ${restart}.`,
          `No pague ni prometa nada, ni un monto pequeño. Pida al cobrador por escrito la fecha de su último pago y el acreedor original${f.validation ? `, y dispute la deuda ${by}` : ''}. Luego, ${restart}.`,
        );
      return [
        t(
          `Don't pay or promise anything yet${f.monthly ? ` (not the ${f.monthly} a month they ask for)` : ''}.`,
          `No pague ni prometa nada todavía${f.monthly ? ` (tampoco los ${f.monthly} al mes que le piden)` : ''}.`,
        ),
        f.state
          ? t(
              `This debt may be past the statute of limitations (the time limit for suing)${f.lastPayment && f.yearsSincePayment ? `: your last payment was ${f.lastPayment}, about ${f.yearsSincePayment} years ago` : ''}. Ask the ${f.state} attorney general or legal aid what ${f.state}'s limit is for this kind of debt, and whether in ${f.state} a payment (even a small one) or a written acknowledgment restarts ("revives") it.`,
              `Esta deuda puede haber pasado el plazo de prescripción (el tiempo para demandar)${f.lastPayment && f.yearsSincePayment ? `: su último pago fue en ${f.lastPayment}, hace unos ${f.yearsSincePayment} años` : ''}. Pregunte al fiscal general de ${f.state} o a la asistencia legal cuál es el plazo en ${f.state} para este tipo de deuda, y si en ${f.state} un pago (aunque sea pequeño) o un reconocimiento por escrito lo reinicia ("revive").`,
            )
          : t(
              "This debt may be past the statute of limitations (your state's time limit for suing): legal aid or your state attorney general can tell you that limit.",
              'Esta deuda puede haber pasado el plazo de prescripción (el tiempo de su estado para demandar): la asistencia legal o el fiscal general de su estado se lo dicen.',
            ),
        ...(f.state
          ? []
          : [
              t(
                'In many states, a payment (even a small one) or a written acknowledgment of the debt can restart ("revive") that clock.',
                'En muchos estados, un pago (aunque sea pequeño) o un reconocimiento de la deuda por escrito puede reiniciar ("revivir") ese plazo.',
              ),
            ]),
        t(
          `Ask the collector in writing for your last payment date and the original creditor${f.validation ? `, and dispute the debt ${by}` : ''}.`,
          `Pida al cobrador por escrito la fecha de su último pago y el acreedor original${f.validation ? `, y dispute la deuda ${by}` : ''}.`,
        ),
        ...(creditLife(ctx) ? [creditLife(ctx)!] : []),
        // Crowded, the deadlines section says it (its title is this rule); a threat keeps it here.
        ...(f.crowded && !f.suitThreatened
          ? []
          : [
              t(
                'Past the statute of limitations, a collector may not sue you or threaten to (Regulation F, 12 CFR 1006.26(b)).',
                'Si la deuda ya prescribió, un cobrador no puede demandarle ni amenazar con hacerlo (Reglamento F, 12 CFR 1006.26(b)).',
              ),
            ]),
        ...(f.suitThreatened
          ? [
              t(
                'If so, their threat to take you to court breaks that rule: note its exact words and report it to the CFPB.',
                'Si es así, amenazarle con la corte va contra esa regla: anote sus palabras exactas y repórtelo a la CFPB.',
              ),
            ]
          : []),
      ].join(' ');
    case 'suit':
      return t(
        `If court papers (a summons) arrived, never ignore them: respond by the date on the summons and call free legal aid today (LawHelp.org). If it was only a threat, ask for it in writing${f.barred ? ": on a debt past the statute of limitations (your state's time limit for suing), a collector may not even threaten to sue" : ''}. Agree to nothing by phone${f.validation ? `; dispute the debt in writing ${by}` : ''}.${f.barred ? ' Pay nothing to stop the threat: in many states a payment can restart ("revive") that clock.' : ''}`,
        `Si le llegaron papeles de una corte (una citación), nunca los ignore: responda antes de la fecha que indica la citación y llame hoy a asistencia legal gratuita (LawHelp.org). Si fue solo una amenaza, pida que se la den por escrito${f.barred ? ': si la deuda ya prescribió, un cobrador no puede ni amenazar con demandarle' : ''}. No acepte nada por teléfono${f.validation ? `; dispute la deuda por escrito ${by}` : ''}.${f.barred ? ' No pague para frenar la amenaza: en muchos estados, un pago puede reiniciar ("revivir") el plazo de prescripción.' : ''}`,
      );
    case 'original':
      return t(
        `The validation letter is for collection agencies, not the original company. Ask ${or(f.party, 'the billing office')} for an itemized statement and check every charge${f.medical ? ' against what your insurance paid' : ''}.${f.old ? ` The debt is old: ask for your last payment date and, ${restart}.` : ' Then ask for a payment arrangement you can keep, with no added fees, confirmed in writing.'}`,
        `La carta de validación es para agencias de cobranza, no para la empresa original. Pida a ${or(f.party, 'la oficina de facturación')} un estado de cuenta detallado y revise cada cargo${f.medical ? ' contra lo que pagó su seguro' : ''}.${f.old ? ` La deuda es antigua: pida la fecha de su último pago y, ${restart}.` : ' Luego pida un arreglo de pagos que pueda cumplir, sin cargos extra y confirmado por escrito.'}`,
      );
    default:
      return t(
        `First, get it on paper: who is collecting, for whom, and how much. Don't pay (not even a little), promise or give bank details.${f.validation ? ` If a collection agency is asking, dispute the debt in writing ${by}: they must pause collection until they answer.` : ''}${f.barred ? ` Old debt: ${restart}.` : ''} If a court summons arrived, respond by its date.`,
        `Primero, consiga todo por escrito: quién cobra, para quién y cuánto. No pague (ni un poco), no prometa ni dé datos bancarios.${f.validation ? ` Si es una agencia de cobranza, dispute la deuda por escrito ${by}: debe pausar el cobro hasta responderle.` : ''}${f.barred ? ` Deuda antigua: ${restart}.` : ''} Si le llegó una citación de una corte, respóndala antes de su fecha.`,
      );
  }
}

function build(lang: Language): AreaCopy {
  const t = inLanguage(lang);
  return {
    party: (ctx) =>
      factsOf(ctx).mode === 'original'
        ? t('the billing office', 'la oficina de facturación')
        : t('the collection agency', 'la agencia de cobranza'),
    subject: (ctx) => {
      const f = factsOf(ctx);
      const what =
        f.mode === 'original' ? t('balance', 'el saldo') : t('collection account', 'la cuenta en cobranza');
      return t(
        `${f.billed ? `the ${f.billed} ` : 'this '}${what}${f.party ? ` (${f.party})` : ''}`,
        `${f.billed ? `${what} de ${f.billed}` : f.mode === 'original' ? 'este saldo' : 'esta cuenta en cobranza'}${f.party ? ` (${f.party})` : ''}`,
      );
    },
    strategy: (ctx) => withExtras(ctx, withDisputeFacts(ctx, coreStrategy(ctx))),
    opening: (ctx) => {
      const f = factsOf(ctx);
      const hello = t(
        `"Hi, I'm calling about account [account number]${f.billed ? ` for ${f.billed}` : ''}."`,
        `"Hola, llamo por la cuenta [número de cuenta]${f.billed ? ` de ${f.billed}` : ''}."`,
      );
      switch (f.mode) {
        case 'barred':
          return [
            hello,
            t(
              `"I'm not agreeing that I owe this or promising any payment."`,
              `"No admito esta deuda ni prometo ningún pago."`,
            ),
            t(
              `"Please send me, in writing, the last payment date and the original creditor."`,
              `"Por favor, envíenme por escrito la fecha del último pago y el acreedor original."`,
            ),
          ].join('\n');
        case 'suit':
          return [
            hello,
            t(
              `"You've said you'd sue me. Has a lawsuit been filed? If so, in which court, with what case number?"`,
              `"Ustedes dijeron que me demandarían. ¿Ya presentaron una demanda? ¿En qué corte y con qué número de caso?"`,
            ),
            ...(f.atWork && !f.crowded
              ? [
                  t(
                    `"Don't call me at work again. I'm putting that in writing."`,
                    `"No me llamen más al trabajo. Se lo voy a pedir por escrito."`,
                  ),
                ]
              : []),
          ].join('\n');
        case 'original':
          return [
            hello,
            t(
              `"Before I pay, please send me an itemized statement: each charge with its date${f.medical ? ', what insurance paid' : ''}, and any fees."`,
              `"Antes de pagar, ¿me pueden enviar un estado de cuenta detallado, con cada cargo y su fecha${f.medical ? ', lo que pagó el seguro' : ''} y los cargos extra?"`,
            ),
            f.old
              ? t(
                  `"Please include the date of my last payment. I'm not agreeing to anything until I've checked it."`,
                  `"Por favor, incluyan la fecha de mi último pago. No voy a aceptar nada hasta revisarla."`,
                )
              : t(
                  `"Once I've checked it, I'd like a payment arrangement I can keep. Can you hold the account until then?"`,
                  `"Cuando lo revise, quiero un arreglo de pagos que pueda cumplir. ¿Pueden detener la cuenta hasta entonces?"`,
                ),
          ].join('\n');
        default:
          if (eobAtCollector(ctx, 'said_no')) return eobAtCollector(ctx, 'said_no')!.opening;
          if (f.pendingClaim)
            return [
              hello,
              t(
                `"This is for medical care my health insurance is still processing, claim number [claim number]. Until the insurer decides, the amount isn't final and isn't due, so I won't pay anything on this call."`,
                `"Es por atención médica que mi seguro todavía está procesando, número de reclamo [número de reclamo]. Hasta que el seguro decida, el monto no es definitivo ni se debe, así que no voy a pagar nada en esta llamada."`,
              ),
              t(
                `"I'm disputing the amount in writing and asking you to pause collection until the claim is processed. Where should I mail it?"`,
                `"Voy a disputar el monto por escrito y les pido pausar el cobro hasta que se procese el reclamo. ¿A qué dirección lo envío?"`,
              ),
            ].join('\n');
          return [
            hello,
            t(
              `"I'm not agreeing that I owe this, and I won't pay anything on this call."`,
              `"No admito esta deuda y no voy a pagar nada en esta llamada."`,
            ),
            t(
              `"I'm disputing it and asking for validation in writing. Where should I mail it?"`,
              `"Disputo esta deuda y pido su validación por escrito. ¿A qué dirección la envío?"`,
            ),
            ...(f.atWork && !f.crowded
              ? [
                  t(
                    `"Don't call me at work again. I'm putting that in writing."`,
                    `"No me llamen más al trabajo. Se lo voy a pedir por escrito."`,
                  ),
                ]
              : []),
          ].join('\n');
      }
    },
    rungs: (ctx) => {
      const f = factsOf(ctx);
      const complaint: [string, string] = [
        t('Complaint', 'Queja'),
        t(
          "If you keep collecting without answering, I'll complain to the CFPB and my state attorney general.",
          'Si siguen cobrando sin responderme, me quejaré ante la CFPB y el fiscal general de mi estado.',
        ),
      ];
      switch (f.mode) {
        case 'barred':
          return rungs([
            [
              t('No payment today', 'Ningún pago hoy'),
              t(
                "I won't make any payment, even a small one, until I've checked those dates.",
                'No haré ningún pago, ni uno pequeño, hasta revisar esas fechas.',
              ),
            ],
            [
              t('Mailing address', 'Dirección postal'),
              t(
                'What address should my written request go to?',
                '¿A qué dirección envío mi solicitud por escrito?',
              ),
            ],
            [
              t('No bank details', 'Sin datos bancarios'),
              t(
                'No card or bank details by phone, please.',
                'Nada de datos de tarjeta o banco por teléfono, por favor.',
              ),
            ],
            [
              'Supervisor',
              t(
                'May I speak with a supervisor to note my request?',
                '¿Puedo hablar con un supervisor para dejar anotada mi solicitud?',
              ),
            ],
            f.barred
              ? [
                  t('No suit threats', 'Sin amenazas'),
                  t(
                    'If this debt is past the statute of limitations, you may not sue me or threaten to.',
                    'Si esta deuda ya pasó el plazo de prescripción, no pueden demandarme ni amenazar con hacerlo.',
                  ),
                ]
              : [
                  t('Original creditor', 'Acreedor original'),
                  t(
                    "Who is the original creditor? I'll check the dates with them too.",
                    '¿Quién es el acreedor original? También voy a revisar las fechas con ellos.',
                  ),
                ],
            complaint,
          ]);
        case 'suit':
          return rungs([
            [
              t('Nothing today', 'Nada hoy'),
              t("I won't pay anything today, not even part.", 'Hoy no voy a pagar nada, ni una parte.'),
            ],
            [
              t('In writing', 'Por escrito'),
              t(
                'Please send me in writing what you say I owe and what you plan to do.',
                'Envíenme por escrito lo que dicen que debo y lo que piensan hacer.',
              ),
            ],
            [
              t('Court details', 'Datos de la corte'),
              t(
                "I'll respond on time to anything from a court.",
                'Responderé a tiempo a cualquier papel de una corte.',
              ),
            ],
            [
              'Supervisor',
              t(
                'May I speak with a supervisor about this threat?',
                '¿Puedo hablar con un supervisor sobre esta amenaza?',
              ),
            ],
            f.barred
              ? [
                  t('Old debt', 'Deuda antigua'),
                  t(
                    'If this debt is past the statute of limitations, you may not sue me or threaten to.',
                    'Si esta deuda ya pasó el plazo de prescripción, no pueden demandarme ni amenazar con hacerlo.',
                  ),
                ]
              : f.validation
                ? [
                    t('Validation', 'Validación'),
                    t(
                      'I dispute this debt. Please validate it in writing before anything else.',
                      'Disputo esta deuda. Por favor, valídenla por escrito antes de cualquier otra cosa.',
                    ),
                  ]
                : [
                    t('Itemized', 'Detalle'),
                    t(
                      'Please send me an itemized statement of what you say I owe.',
                      'Por favor, envíenme un estado de cuenta detallado de lo que dicen que debo.',
                    ),
                  ],
            [
              t('Complaint', 'Queja'),
              t(
                "I'm noting this call and will report any false threat to the CFPB and my state attorney general.",
                'Anoto esta llamada y reportaré toda amenaza falsa a la CFPB y al fiscal general de mi estado.',
              ),
            ],
          ]);
        case 'original':
          return rungs([
            [
              t('Prompt-pay discount', 'Descuento por pronto pago'),
              t(
                'If I pay part of this soon, can you take something off the balance?',
                'Si pago una parte pronto, ¿pueden rebajar algo del saldo?',
              ),
            ],
            [
              f.medical
                ? t('Financial assistance', 'Asistencia financiera')
                : t('Hardship program', 'Programa por dificultades'),
              f.medical
                ? t(
                    'Do you have financial assistance? Please send the application and hold the bill while I apply.',
                    '¿Tienen asistencia financiera? Envíenme la solicitud y detengan la factura mientras la presento.',
                  )
                : t(
                    'Do you have a hardship program that lowers the balance or the interest?',
                    '¿Tienen un programa por dificultades económicas que baje el saldo o el interés?',
                  ),
            ],
            f.old
              ? [
                  t('Dates first', 'Primero las fechas'),
                  t(
                    'Before I agree to any arrangement, please send my last payment date in writing.',
                    'Antes de aceptar cualquier arreglo, envíenme por escrito la fecha de mi último pago.',
                  ),
                ]
              : [
                  t('Monthly arrangement', 'Pago mensual'),
                  t(
                    'Can we set up [amount you can afford] a month, with no added fees, in writing?',
                    '¿Podemos acordar [monto que puede pagar] al mes, sin cargos extra y por escrito?',
                  ),
                ],
            [
              'Supervisor',
              t(
                'May I speak with a billing supervisor who can approve that?',
                '¿Puedo hablar con un supervisor de facturación que pueda aprobarlo?',
              ),
            ],
            [
              t('Collections hold', 'Sin cobranza'),
              t(
                "Please note the account so it isn't sent to collections while we work this out.",
                'Por favor, anoten la cuenta para que no pase a cobranza mientras lo resolvemos.',
              ),
            ],
            [
              t('In writing', 'Por escrito'),
              t(
                "If we can't agree, I'll put my request in writing and send a copy to my state attorney general.",
                'Si no llegamos a un acuerdo, enviaré mi solicitud por escrito con copia al fiscal general de mi estado.',
              ),
            ],
          ]);
        default:
          return rungs([
            [
              t('Validation first', 'Primero la validación'),
              t(
                "I won't pay any amount, even a small one, until you validate the debt in writing.",
                'No pagaré ningún monto, ni uno pequeño, hasta que validen la deuda por escrito.',
              ),
            ],
            [
              t('Mark it disputed', 'Deuda en disputa'),
              t(
                'Please note I dispute the debt and pause collection until you answer.',
                'Anoten que disputo la deuda y pausen el cobro hasta responderme.',
              ),
            ],
            [
              t('No bank details', 'Sin datos bancarios'),
              t(
                'No bank details by phone; everything in writing.',
                'Nada de datos bancarios por teléfono; todo por escrito.',
              ),
            ],
            ['Supervisor', t('May I speak with a supervisor?', '¿Puedo hablar con un supervisor?')],
            f.added
              ? [
                  t('Added fees', 'Cargos agregados'),
                  t(
                    `Please itemize the ${f.added.fee} you added and what allows it.`,
                    `Detallen los ${f.added.fee} agregados y qué los permite.`,
                  ),
                ]
              : [
                  t('Original creditor', 'Acreedor original'),
                  t(
                    'Who is the original creditor, and their address?',
                    '¿Quién es el acreedor original? ¿Y su dirección?',
                  ),
                ],
            complaint,
          ]);
      }
    },
    email: (ctx) => {
      const f = factsOf(ctx);
      const account = t(
        `account [account number]${f.billed ? ` for ${f.billed}` : ''}${f.party ? ` (${f.party})` : ''}`,
        `la cuenta [número de cuenta]${f.billed ? ` de ${f.billed}` : ''}${f.party ? ` (${f.party})` : ''}`,
      );
      const close = t(
        'Sincerely,\n[Your name]\n[Mailing address]',
        'Atentamente,\n[Su nombre]\n[Dirección postal]',
      );
      const paid = f.paid
        ? t(` I've already paid ${f.paid}: show it.`, ` Ya pagué ${f.paid}: inclúyanlo.`)
        : '';
      const notAPromise = t(
        'This letter is not a promise to pay or an acknowledgment of the debt.',
        'Esta carta no es una promesa de pago ni un reconocimiento de la deuda.',
      );
      const fee = f.added
        ? t(
            ` I dispute the ${f.added.fee} you added${f.crowded ? '.' : ': what in my contract or the law allows it?'}`,
            ` Disputo los ${f.added.fee} agregados${f.crowded ? '.' : ': ¿qué cláusula de mi contrato o qué ley los permite?'}`,
          )
        : '';
      const work =
        (f.atWork
          ? t(
              '\n\nDo not contact me at work: it is inconvenient for me. Write to me only at the address below.',
              '\n\nNo me contacten en el trabajo: me es inconveniente. Escríbanme solo a la dirección de abajo.',
            )
          : '') +
        (f.family
          ? t(
              '\n\nDo not contact my family or anyone else about this debt.',
              '\n\nNo contacten a mi familia ni a nadie más por esta deuda.',
            )
          : '');
      switch (f.mode) {
        case 'barred':
          return {
            subject: t(
              'Last payment date and original creditor: account [account number]',
              'Último pago y acreedor original: cuenta [número de cuenta]',
            ),
            body: t(
              `To ${ctx.case.collectorName ?? '[collection agency]'}:\n\nYou contacted me about ${account}.${f.validation ? ' I dispute this debt and request validation.' : ''} Please send me in writing:\n1. The date of the last payment on this account.\n2. The name and address of the original creditor.\n3. The amount you say I owe, itemized.${paid}${fee}\n\n${notAPromise} Please reply in writing.${work}\n\n${close}`,
              `A ${ctx.case.collectorName ?? '[agencia de cobranza]'}:\n\nUstedes me contactaron por ${account}.${f.validation ? ' Disputo esta deuda y pido su validación.' : ''} Envíenme por escrito:\n1. La fecha del último pago de esta cuenta.\n2. El nombre y la dirección del acreedor original.\n3. El monto que dicen que debo, detallado.${paid}${fee}\n\n${notAPromise} Respondan por escrito.${work}\n\n${close}`,
            ),
          };
        case 'suit':
          return {
            subject: t(
              'Your statement about a lawsuit: account [account number]',
              'Su declaración sobre una demanda: cuenta [número de cuenta]',
            ),
            body: t(
              `To ${ctx.case.flags.collector === false ? '[company name]' : (ctx.case.collectorName ?? '[collection agency]')}:\n\nOn [date of the call or letter], you told me you would sue me over ${account}.${f.validation ? ' I dispute this debt and request validation.' : ''} Please tell me in writing:\n1. Whether a lawsuit has been filed, and in which court, with the case number.\n2. The name of the original creditor and the date of the last payment.\n3. The amount you say I owe, itemized.${fee}\n\n${notAPromise} Please reply in writing.${work}\n\n${close}`,
              `A ${ctx.case.flags.collector === false ? '[nombre de la empresa]' : (ctx.case.collectorName ?? '[agencia de cobranza]')}:\n\nEl [fecha de la llamada o carta], ustedes me dijeron que me demandarían por ${account}.${f.validation ? ' Disputo esta deuda y pido su validación.' : ''} Indíquenme por escrito:\n1. Si presentaron una demanda, en qué corte y con qué número de caso.\n2. El nombre del acreedor original y la fecha del último pago.\n3. El monto que dicen que debo, detallado.${fee}\n\n${notAPromise} Respondan por escrito.${work}\n\n${close}`,
            ),
          };
        case 'original':
          return {
            subject: f.old
              ? t(
                  'Itemized statement and last payment date: account [account number]',
                  'Estado de cuenta detallado y fecha del último pago: cuenta [número de cuenta]',
                )
              : t(
                  'Itemized statement and payment arrangement: account [account number]',
                  'Estado de cuenta detallado y arreglo de pagos: cuenta [número de cuenta]',
                ),
            body: t(
              `Hello,\n\nI have a balance on ${account}. Before I pay, please send me an itemized statement: each charge with its date${f.medical ? ', what my insurance paid' : ''}, and any payments, interest and fees.${paid}\n\n${f.old ? `Please include the date of my last payment. ${notAPromise}` : "Once I've checked it, I'd like a payment arrangement of [amount you can afford] a month, with no added fees, confirmed in writing."}\n\nPlease reply by [a date a week from today].\n\nThank you,\n[Your name]`,
              `Hola:\n\nTengo un saldo en ${account}. Antes de pagar, les pido un estado de cuenta detallado: cada cargo con su fecha${f.medical ? ', lo que pagó mi seguro' : ''}, y los pagos, intereses y cargos extra.${paid}\n\n${f.old ? `Por favor, incluyan la fecha de mi último pago. ${notAPromise}` : 'Cuando lo revise, quisiera un arreglo de [monto que puede pagar] al mes, sin cargos extra y confirmado por escrito.'}\n\nLes agradeceré una respuesta antes del [fecha, una semana a partir de hoy].\n\nGracias,\n[Su nombre]`,
            ),
          };
        default:
          if (eobAtCollector(ctx, 'said_no')) return eobAtCollector(ctx, 'said_no')!.email;
          if (f.pendingClaim)
            return {
              subject: t(
                'Dispute: insurance claim still pending, account [account number]',
                'Disputa: reclamo al seguro todavía pendiente, cuenta [número de cuenta]',
              ),
              body: t(
                `To ${ctx.case.collectorName ?? '[collection agency]'}:\n\nAbout your notice dated ${or(f.notice, '[date on the notice]')} on ${account}: I dispute the amount. This bill is for medical care on ${or(ctx.date('service'), '[date of service]')} that my health insurer, [insurer], is still processing under claim number [claim number]. What I owe, if anything, depends on that claim, so this amount is not yet owed.\n\nPlease:\n1. Validate the debt: the original creditor's name and address, and the amount itemized.\n2. Pause collection and mark the account disputed until the claim is processed.\n\nPlease reply in writing.${work}\n\n${close}`,
                `A ${ctx.case.collectorName ?? '[agencia de cobranza]'}:\n\nSobre su aviso del ${or(f.notice, '[fecha del aviso]')} por ${account}: disputo el monto. Esta factura es por atención médica del ${or(ctx.date('service'), '[fecha de la atención]')} que mi seguro médico, [aseguradora], todavía está procesando con el número de reclamo [número de reclamo]. Lo que yo deba, si algo, depende de ese reclamo, así que este monto todavía no se debe.\n\nLes pido:\n1. Validar la deuda: el nombre y la dirección del acreedor original, y el monto detallado.\n2. Pausar el cobro y marcar la cuenta como disputada hasta que se procese el reclamo.\n\nRespondan por escrito.${work}\n\n${close}`,
              ),
            };
          return {
            subject: t(
              'Dispute and request for validation: account [account number]',
              'Disputa y solicitud de validación: cuenta [número de cuenta]',
            ),
            body: t(
              `To ${ctx.case.collectorName ?? '[collection agency]'}:\n\n${noLetterYet(ctx) ? `I have never received a validation notice from you about ${account}. I dispute this debt and request validation.` : `About your notice dated ${or(f.notice, '[date on the notice]')} on ${account}: I dispute this debt and request validation.`}${cancelledSentence(ctx) ? ` ${cancelledSentence(ctx)}` : ''}${f.notMine ? (f.medical ? ' I was never a patient of the provider you name and never received this care; this is not my debt.' : ' I never had an account with the original creditor you name; this is not my debt.') : ''} Please send me in writing:\n1. The name and address of the original creditor.\n2. The amount, itemized (charges, interest, fees, payments).${paid}${fee}\n3. What shows I owe it${f.notMine ? ', such as an application or agreement with my name and signature' : ''}.${f.old && !f.notMine ? '\n4. The date of the last payment.' : ''}\n\nUntil you answer, please pause collection and mark the account disputed. Please reply in writing.${work}\n\n${close}`,
              `A ${ctx.case.collectorName ?? '[agencia de cobranza]'}:\n\n${noLetterYet(ctx) ? `Nunca recibí de ustedes un aviso de validación por ${account}. Disputo esta deuda y pido su validación.` : `Sobre su aviso del ${or(f.notice, '[fecha del aviso]')} por ${account}: disputo esta deuda y pido su validación.`}${cancelledSentence(ctx) ? ` ${cancelledSentence(ctx)}` : ''}${f.notMine ? (f.medical ? ' Nunca fui paciente del proveedor que mencionan ni recibí esa atención; esta deuda no es mía.' : ' Nunca tuve una cuenta con el acreedor original que mencionan; esta deuda no es mía.') : ''} Envíenme por escrito:\n1. El nombre y la dirección del acreedor original.\n2. El monto, detallado (cargos, intereses, comisiones y pagos).${paid}${fee}\n3. Lo que muestra que lo debo${f.notMine ? ', como una solicitud o un contrato con mi nombre y mi firma' : ''}.${f.old && !f.notMine ? '\n4. La fecha del último pago.' : ''}\n\nMientras tanto, pausen el cobro y marquen la cuenta como disputada. Respondan por escrito.${work}\n\n${close}`,
            ),
          };
      }
    },
    talkingPoints: (ctx) => {
      const f = factsOf(ctx);
      const mail = t(
        'Send it certified, return receipt requested; keep a copy.',
        'Envíela certificada, con acuse de recibo, y guarde copia.',
      );
      // Care the person never had: the provider's own record of the patient, not the insurance question.
      const source =
        f.notMine && f.medical
          ? t(
              'Ask the hospital or clinic for the patient registration record under your name: who was seen, with what ID and address.',
              'Pida al hospital o la clínica el registro de paciente a su nombre: a quién atendieron, con qué identificación y dirección.',
            )
          : f.medical
            ? t(
                'Medical bill? Ask the hospital or clinic for an itemized bill and whether insurance was billed.',
                '¿Factura médica? Pida al hospital o la clínica una factura detallada y si se cobró al seguro.',
              )
            : f.notMine
              ? t(
                  "Ask the original company whether any account is open in your name; if one is, it's a sign of identity theft.",
                  'Pregunte a la empresa original si hay alguna cuenta abierta a su nombre; si la hay, es señal de robo de identidad.',
                )
              : cancelledSentence(ctx)
                ? t(
                    'Ask the original company for its record of your cancellation; keep any receipt or email of it.',
                    'Pida a la empresa original su registro de la cancelación; guarde cualquier recibo o correo de ella.',
                  )
                : t(
                    'Ask the original company too whether the balance is right.',
                    'Pregunte también a la empresa original si el saldo es correcto.',
                  );
      const calls = f.atWork
        ? t(
            'Note each call (date, time, name, what was said); calls at work after you asked them to stop are worth a CFPB complaint.',
            'Anote cada llamada (fecha, hora, nombre, lo que le dijeron); las llamadas al trabajo después de pedirles que paren ameritan una queja ante la CFPB.',
          )
        : t(
            'Note each call: date, name, what was said.',
            'Anote cada llamada: fecha, nombre y lo que le dijeron.',
          );
      switch (f.mode) {
        case 'barred':
          // The strategy already says a small payment can restart the clock: when the answer runs
          // long, that point is the one left out.
          return [
            t(
              'If court papers ever arrive, respond by their date and tell the court the debt is old.',
              'Si algún día le llegan papeles de una corte, responda antes de su fecha y diga a la corte que la deuda es antigua.',
            ),
            f.atWork
              ? calls
              : f.validation && !f.notice
                ? t(
                    'No letter yet? Ask for the validation notice a collector must mail within 5 days of first contact.',
                    '¿Sin carta aún? Pida el aviso de validación que el cobrador debe enviarle dentro de 5 días del primer contacto.',
                  )
                : t(
                    'Send letters by certified mail with a return receipt; keep copies.',
                    'Envíe sus cartas certificadas, con acuse de recibo, y guarde copias.',
                  ),
            t(
              'Don\'t make a small "good faith" payment until you\'ve checked.',
              'No haga un pago pequeño "de buena fe" hasta averiguarlo.',
            ),
          ];
        case 'suit':
          return [
            t(
              'Missing the date on court papers can mean a judgment against you, even on a debt you dispute.',
              'Si no responde a tiempo a una corte, puede haber una sentencia en su contra, aunque dispute la deuda.',
            ),
            f.atWork
              ? t(
                  "Note each call (date, time, name, the threat's exact words); calls at work after you asked them to stop are worth a CFPB complaint.",
                  'Anote cada llamada (fecha, hora, nombre, palabras exactas de la amenaza); las llamadas al trabajo después de pedirles que paren ameritan una queja ante la CFPB.',
                )
              : t(
                  'Note each call: date, name, the exact words of the threat. To record, say so first.',
                  'Anote cada llamada: fecha, nombre y las palabras exactas de la amenaza. Para grabarla, avíselo antes.',
                ),
            ...(f.crowded
              ? []
              : [
                  t(
                    'Scam check: verify the court and case number yourself.',
                    'Contra estafas: verifique usted la corte y el número de caso.',
                  ),
                  t('Keep every letter and its envelope.', 'Guarde cada carta y su sobre.'),
                ]),
          ];
        case 'original':
          return [
            t(
              'Check the statement line by line before you agree to any amount.',
              'Revise el estado de cuenta línea por línea antes de aceptar cualquier monto.',
            ),
            ...(f.medical
              ? [
                  t(
                    'Ask about financial assistance: many hospitals and clinics lower bills by income.',
                    'Pregunte por asistencia financiera: muchos hospitales y clínicas rebajan facturas según los ingresos.',
                  ),
                ]
              : []),
            f.old
              ? t(
                  "Before any payment, check whether it would restart your state's statute of limitations (its time limit for suing): your state attorney general's site can tell you.",
                  'Antes de pagar, averigüe si un pago reiniciaría el plazo de prescripción de su estado (el tiempo que tienen para demandar): el sitio del fiscal general de su estado se lo puede decir.',
                )
              : t(
                  'Only promise a monthly amount you can keep, and get the arrangement in writing.',
                  'Prometa solo un pago mensual que pueda cumplir y pida el arreglo por escrito.',
                ),
            t(
              'Note each call: date, name, what was said.',
              'Anote cada llamada: fecha, nombre y lo que le dijeron.',
            ),
          ];
        default:
          if (eobAtCollector(ctx, 'said_no')) return [...eobAtCollector(ctx, 'said_no')!.talkingPoints];
          if (f.pendingClaim)
            return [
              t(
                'Ask the billing office to hold the account or recall it from the collector.',
                'Pida a facturación que detengan la cuenta o la retiren del cobrador.',
              ),
              t(
                `Mail the letter certified, return receipt; keep a copy.`,
                `Envíe la carta certificada, con acuse; guarde copia.`,
              ),
              t(
                'Keep the EOB; if the claim is denied, appeal before paying.',
                'Guarde la EOB; si niegan el reclamo, apele antes de pagar.',
              ),
            ];
          return [
            t(
              `No need to call: the letter is what counts. ${mail}`,
              `No necesita llamar: cuenta la carta. ${mail}`,
            ),
            ...(f.mode !== 'validation'
              ? []
              : f.barred
                ? [
                    t(
                      'Don\'t make a small "good faith" payment until you\'ve checked.',
                      'No haga un pago pequeño "de buena fe" hasta averiguarlo.',
                    ),
                  ]
                : [
                    t(
                      'If they prove the debt, decide then; get any agreement in writing before you pay.',
                      'Si prueban la deuda, decida entonces; todo acuerdo, por escrito y antes de pagar.',
                    ),
                  ]),
            ...(f.crowded ? [calls] : f.atWork ? [calls, source] : [source, calls]),
          ];
      }
    },
    questions: (ctx) => {
      const f = factsOf(ctx);
      const collector =
        ctx.case.flags.collector === undefined
          ? t(
              'Is a collection agency asking, or the original company (hospital, clinic, card issuer)?',
              '¿Le cobra una agencia de cobranza o la empresa original (hospital, clínica, banco)?',
            )
          : undefined;
      const notice =
        f.validation && !f.deadline
          ? t(
              "What date did the collector's first letter arrive? Your 30 days count from it.",
              '¿En qué fecha le llegó la primera carta del cobrador? Sus 30 días se cuentan desde ahí.',
            )
          : undefined;
      const court = t(
        'Did court papers arrive, or only a threat?',
        '¿Le llegaron papeles de una corte o solo una amenaza?',
      );
      const lastPayment = f.oldUnknown
        ? t(
            'Roughly when was your last payment on this debt? Old debts have their own rules.',
            '¿Más o menos cuándo fue su último pago de esta deuda? Las deudas antiguas tienen sus propias reglas.',
          )
        : undefined;
      const insurance =
        f.medical && ctx.case.insurance === undefined
          ? t(
              'Did you have health insurance when you got this care?',
              '¿Tenía seguro médico cuando recibió esta atención?',
            )
          : undefined;
      const list: (string | undefined)[] = {
        unsure: [collector, court, notice, lastPayment],
        validation: [notice, collector, lastPayment],
        barred: [notice, collector, ctx.case.flags.suitThreatened ? court : undefined],
        suit: [court, notice, lastPayment],
        original: [insurance, ctx.subCase === undefined ? court : undefined],
      }[f.mode];
      return list.filter((question): question is string => question !== undefined).slice(0, 3);
    },
    complaintRoutes: (ctx) =>
      factsOf(ctx).mode === 'original'
        ? t(
            "your state attorney general's consumer protection office, and the CFPB (consumerfinance.gov/complaint) for a card issuer or lender",
            'la oficina de protección al consumidor del fiscal general de su estado, y la Oficina para la Protección Financiera del Consumidor (consumerfinance.gov/complaint) si es un banco o prestamista',
          )
        : t(
            'the Consumer Financial Protection Bureau (consumerfinance.gov/complaint) and your state attorney general',
            'la Oficina para la Protección Financiera del Consumidor (consumerfinance.gov/complaint) y el fiscal general de su estado',
          ),
    rightLine: (ctx) => {
      const f = factsOf(ctx);
      if (f.notMine)
        return t(
          "This is not my debt: I never had this account. I dispute it, and I won't pay or promise anything; send me the original creditor and what shows I owe it, in writing.",
          'Esta deuda no es mía: nunca tuve esa cuenta. La disputo, y no voy a pagar ni prometer nada; envíenme por escrito el acreedor original y lo que muestra que la debo.',
        );
      if (f.mode === 'suit' && f.barred)
        return t(
          'If this debt is past the statute of limitations, you may not sue me or threaten to. Put what you claim in writing.',
          'Si esta deuda ya pasó el plazo de prescripción, no pueden demandarme ni amenazar con hacerlo. Pongan por escrito lo que reclaman.',
        );
      if (f.barred)
        return t(
          "I'm not agreeing that I owe this or promising any payment. Send me the last payment date and the original creditor in writing.",
          'No admito esta deuda ni prometo ningún pago. Envíenme por escrito la fecha del último pago y el acreedor original.',
        );
      if (f.validation) {
        const cancelled = cancelledSentence(ctx);
        return t(
          `${cancelled ? `${cancelled} ` : ''}I dispute this debt. I won't pay or promise anything until you validate it in writing.`,
          `${cancelled ? `${cancelled} ` : ''}Disputo esta deuda. No voy a pagar ni prometer nada hasta que la validen por escrito.`,
        );
      }
      return undefined;
    },
    judgeOffer,
    nextStep,
    followUpCopy: (ctx, outcome, _offer, latest, said) =>
      otherPersonAnswer(ctx, outcome) ??
      returnedEquipmentCollector(ctx, outcome, said) ??
      eobAtCollector(ctx, outcome) ??
      pendingClaimSettlement(ctx, outcome, latest, said) ??
      validationLetterAnswer(ctx, said) ??
      smallPaymentOnOldDebt(ctx, outcome, latest) ??
      barredSettlementByPhone(ctx, outcome, latest) ??
      settlementByPhone(ctx, outcome, latest),
    honestRoute,
  };
}

/**
 * Used in any area once a debt collector holds the account: the first move is the same whether
 * the debt began as a hospital bill or a card balance.
 */
export const debtCollection: AreaPlaybook = {
  en: withSomeoneElsesDebt(build('en'), someoneElsesDebt.en),
  es: withSomeoneElsesDebt(build('es'), someoneElsesDebt.es),
};

/** A collector after someone else (a brother, an ex) gets the third party's answer, not a debtor's. */
function withSomeoneElsesDebt(own: AreaCopy, other: AreaCopy): AreaCopy {
  return delegateCopy((ctx) => (isSomeoneElsesDebt(ctx) ? other : own));
}

/** The bureaus' policy on medical collections, said where a credit report is threatened or feared. */
function creditLine(ctx: CopyContext, refinance: boolean): string | undefined {
  if (!ctx.right('medical-collections-credit-report')) return undefined;
  const t = inLanguage(ctx.lang);
  const threat = ctx.case.flags.creditReportThreat === true;
  return t(
    `${threat ? 'As for the credit bureaus: ' : ''}Equifax, Experian and TransUnion leave a medical collection less than a year old off your credit report, and remove one once it's paid (their own policy, not a law). Check your reports for free at AnnualCreditReport.com${refinance ? ' before you apply for the loan' : ''}, and dispute anything that shouldn't be there.`,
    `${threat ? 'Sobre las agencias de crédito: ' : ''}Equifax, Experian y TransUnion no incluyen en su informe una cobranza médica de menos de un año, y la quitan cuando se paga (es su propia política, no una ley). Revise gratis sus informes en AnnualCreditReport.com${refinance ? ' antes de pedir el préstamo' : ''} y dispute lo que no debería estar ahí.`,
  );
}

/**
 * "called the collector. lady said they can settle for 50% if i pay TODAY by debit card, otherwise it
 * goes to all 3 bureaus": a medical bill the insurer is still processing is never settled, for any
 * share, before the EOB says what the person owes; no card by phone; the written dispute pauses
 * collection, and a threat to the credit bureaus is answered with the bureaus' own policy.
 */
function pendingClaimSettlement(
  ctx: CopyContext,
  outcome: Outcome,
  latest: readonly CaseAmount[] | undefined,
  said: FollowUpSaid | undefined,
): FollowUpAnswer | undefined {
  const f = factsOf(ctx);
  if (!f.pendingClaim || !f.validation) return undefined;
  if (outcome !== 'pay_now' && outcome !== 'counter_offer') return undefined;
  const billed = ctx.case.amounts.find((amount) => amount.role === 'billed');
  if (!billed) return undefined;
  const small = latest?.find((amount) => amount.value > 0 && amount.value < billed.value);
  const share = said?.share !== undefined && said.share > 0 && said.share < 1 ? said.share : undefined;
  if (!small && !share && ctx.case.flags.settleOffered !== true) return undefined;
  const t = inLanguage(ctx.lang);
  const part = small
    ? small.text
    : share
      ? ctx.money(Math.round(billed.value * share * 100) / 100)
      : undefined;
  const pct = share ? `${Math.round(share * 100)}%` : undefined;
  const deal = part
    ? t(
        `${pct ? `${pct} of ${billed.text}, ` : ''}${part}${pct ? ',' : ''}`,
        `${pct ? `el ${pct} de ${billed.text}, ` : ''}${part}${pct ? ',' : ''}`,
      )
    : t('a settlement', 'un acuerdo');
  const byDay = f.deadline
    ? t(` by ${f.deadline}`, ` a más tardar el ${f.deadline}`)
    : t(' within 30 days of their first notice', ' dentro de los 30 días desde su primer aviso');
  const card = ctx.case.cardType === 'debit' || ctx.case.flags.todayOnly === true;
  const refinance = ctx.case.flags.creditWorry === true;
  const credit = creditLine(ctx, refinance);
  const strategy = [
    t(
      `Don't take the deal and don't give your ${ctx.case.cardType === 'debit' ? 'debit card' : 'card or bank details'}: your insurer hasn't finished the claim, so nobody knows yet what you owe. ${deal} may be far more than your share once insurance pays.`,
      `No acepte el acuerdo ni dé ${ctx.case.cardType === 'debit' ? 'su tarjeta de débito' : 'datos de tarjeta o de banco'}: su seguro todavía no termina de procesar el reclamo, así que nadie sabe aún cuánto debe usted. ${deal.charAt(0).toUpperCase()}${deal.slice(1)} puede ser mucho más que su parte cuando pague el seguro.`,
    ),
    t(
      `${ctx.case.flags.todayOnly === true ? '"Today only" is pressure, not a deadline. ' : ''}Mail your written dispute${byDay}, certified: say the amount isn't owed yet because the claim is pending (give the claim number), and ask for validation. Once it arrives, they must pause collection until they answer.`,
      `${ctx.case.flags.todayOnly === true ? '"Solo hoy" es presión, no un plazo. ' : ''}Envíe su disputa por escrito${byDay}, certificada: diga que el monto todavía no se debe porque el reclamo está pendiente (dé el número de reclamo) y pida la validación. Al recibirla, deben pausar el cobro hasta responderle.`,
    ),
    credit,
    t(
      "Call the hospital's billing office too: ask them to recall the account from the collector, or hold it, until the claim is processed. When the EOB comes, pay only your share on it, to the hospital.",
      'Llame también a la oficina de facturación del hospital: pida que retiren la cuenta del cobrador, o que la pongan en espera, hasta que se procese el reclamo. Cuando llegue la EOB, pague solo su parte según ella, y al hospital.',
    ),
  ]
    .filter(Boolean)
    .join(' ');
  const opening = [
    t(
      `"I won't settle or pay anything today${card ? ", and I won't give card or bank details by phone" : ''}. My insurer is still processing the claim for this care, so the amount isn't final."`,
      `"Hoy no voy a llegar a un acuerdo ni a pagar nada${card ? ', y no voy a dar datos de tarjeta ni de banco por teléfono' : ''}. Mi seguro todavía está procesando el reclamo por esta atención, así que el monto no es definitivo."`,
    ),
    t(
      '"I dispute the amount and I\'m asking for validation in writing. Please pause collection until you answer."',
      '"Disputo el monto y pido su validación por escrito. Les pido pausar el cobro hasta que respondan."',
    ),
    t(`"Please write to me instead of calling."`, `"Por favor, escríbanme en vez de llamarme."`),
  ].join('\n');
  const body = t(
    `To ${ctx.case.collectorName ?? '[collection agency]'}:\n\nYou offered to settle the ${billed.text} account [account number] for ${part ?? 'part of it'} if I paid today. I decline. This bill is for medical care my health insurer is still processing under claim number [claim number]; what I owe, if anything, depends on that claim, so this amount is not yet owed.\n\nI dispute this debt and request validation: the original creditor's name and address, and the amount itemized. Until you answer, pause collection and mark the account disputed.\n\nSincerely,\n[Your name]\n[Mailing address]`,
    `A ${ctx.case.collectorName ?? '[agencia de cobranza]'}:\n\nMe ofrecieron saldar la cuenta [número de cuenta] de ${billed.text} por ${part ?? 'una parte'} si pagaba hoy. No lo acepto. Esta factura es por atención médica que mi seguro todavía está procesando con el número de reclamo [número de reclamo]; lo que yo deba, si algo, depende de ese reclamo, así que este monto todavía no se debe.\n\nDisputo esta deuda y pido su validación: el nombre y la dirección del acreedor original, y el monto detallado. Mientras tanto, pausen el cobro y marquen la cuenta como disputada.\n\nAtentamente,\n[Su nombre]\n[Dirección postal]`,
  );
  return {
    strategy,
    opening,
    email: {
      subject: t(
        `Settlement declined; dispute: insurance claim still pending, account [account number]`,
        `Acuerdo rechazado; disputa: reclamo al seguro todavía pendiente, cuenta [número de cuenta]`,
      ),
      body,
    },
    talkingPoints: [
      t(
        "No card or bank details by phone: a payment today can't be undone if the EOB shows you owe less.",
        'Nada de datos de tarjeta o de banco por teléfono: un pago hoy no se deshace si la EOB muestra que debe menos.',
      ),
      t(
        'Mail the letter certified, return receipt; keep a copy.',
        'Envíe la carta certificada, con acuse de recibo; guarde una copia.',
      ),
      t(
        "Write down the caller's name, the time and the exact words of any threat.",
        'Anote el nombre de quien llamó, la hora y las palabras exactas de cualquier amenaza.',
      ),
    ],
  };
}

/**
 * "insurance finally sent the EOB: allowed amount 1,410.00, plan paid 1,128.00, patient
 * responsibility 282.00. collector still says 2340.55": the EOB says what is owed. The share is paid
 * to the hospital once the account is corrected; the rest is disputed with the collector in writing,
 * with the EOB attached, and the hospital asked to recall the account and rebill the share.
 */
function eobAtCollector(ctx: CopyContext, outcome: Outcome): FollowUpAnswer | undefined {
  const f = factsOf(ctx);
  if (outcome === 'agreed' || !f.validation || !f.medical || f.otherPerson || f.barred) return undefined;
  const owed = ctx.case.amounts.find((amount) => amount.role === 'owed');
  const billed = ctx.case.amounts.find((amount) => amount.role === 'billed');
  if (!owed || !billed || owed.value >= billed.value) return undefined;
  const t = inLanguage(ctx.lang);
  const planPaid = ctx.case.amounts.find((amount) => amount.role === 'paid' && amount.value < billed.value);
  // The allowed amount is the plan's payment plus the person's share.
  const allowed = planPaid
    ? ctx.case.amounts.find(
        (amount) => Math.abs(amount.value - (planPaid.value + owed.value)) < 0.01 && amount !== billed,
      )
    : undefined;
  const diff = ctx.money(Math.round((billed.value - owed.value) * 100) / 100);
  const byDay = f.deadline
    ? t(` by ${f.deadline}`, ` a más tardar el ${f.deadline}`)
    : t(' within 30 days of their first notice', ' dentro de los 30 días desde su primer aviso');
  const hospital = ctx.case.flags.hospital === true;
  const who = hospital ? t('the hospital', 'el hospital') : t('the provider', 'el proveedor');
  const aWho = hospital ? 'al hospital' : 'al proveedor';
  const whoOffice = hospital
    ? t("the hospital's billing office", 'la oficina de facturación del hospital')
    : t("the provider's billing office", 'la oficina de facturación del proveedor');
  const service = ctx.date('service');
  const emergency = ctx.right('no-surprises-emergency');
  const credit = ctx.right('medical-collections-credit-report');
  const settled = ctx.case.flags.settleOffered === true;
  const eobLine = t(
    `${allowed ? `allowed amount ${allowed.text}, ` : ''}${planPaid ? `plan paid ${planPaid.text}, ` : ''}patient responsibility ${owed.text}`,
    `${allowed ? `monto permitido ${allowed.text}, ` : ''}${planPaid ? `el plan pagó ${planPaid.text}, ` : ''}responsabilidad del paciente ${owed.text}`,
  );
  const strategy = [
    t(
      `Your EOB settles it: you owe ${owed.text}, your patient responsibility, and you owe it to ${who}, not ${billed.text} to the collector. The other ${diff} (${billed.text} less ${owed.text}) isn't yours to pay: if ${who} is in your plan's network, it agreed to accept the allowed amount${allowed ? ` (${allowed.text})` : ''} as payment in full${emergency ? ', and for emergency care the No Surprises Act limits you to your in-network cost-sharing' : ''}.`,
      `Su EOB lo deja claro: usted debe ${owed.text}, la responsabilidad del paciente, y se los debe ${aWho}, no ${billed.text} al cobrador. Los otros ${diff} (${billed.text} menos ${owed.text}) no le toca pagarlos: si ${who} está en la red de su plan, aceptó cobrar el monto permitido${allowed ? ` (${allowed.text})` : ''} como pago total${emergency ? ', y en una emergencia la Ley Sin Sorpresas limita lo que usted paga a su costo compartido dentro de la red' : ''}.`,
    ),
    t(
      `Send the collector your written dispute${byDay}, certified, with a copy of the EOB: dispute the ${diff}, and ask for validation and a corrected balance. Then send the EOB to ${whoOffice} and ask them to recall the account from the collector and rebill you ${owed.text}.`,
      `Envíe al cobrador su disputa por escrito${byDay}, certificada y con copia de la EOB: dispute los ${diff} y pida la validación y el saldo corregido. Luego envíe la EOB a ${whoOffice} y pida que retiren la cuenta del cobrador y le facturen ${owed.text}.`,
    ),
    t(
      `Pay the ${owed.text} to ${who} only once the account is corrected, and get a letter showing a zero balance. Pay the collector nothing: ${settled ? `no settlement on the ${billed.text}, ` : ''}no card or bank details by phone.${credit ? ' Once paid, a medical collection comes off your credit reports (see below).' : ''}`,
      `Pague los ${owed.text} ${aWho} solo con la cuenta corregida, y pida una carta con saldo cero. Al cobrador, nada: ${settled ? `ningún acuerdo sobre los ${billed.text}, ` : ''}ningún dato de tarjeta ni de banco.${credit ? ' Una vez pagada, una cobranza médica sale de sus informes de crédito (vea abajo).' : ''}`,
    ),
  ]
    .filter(Boolean)
    .join(' ');
  const opening = [
    t(
      `"My insurer processed the claim${service ? ` for the care on ${service}` : ''}. The EOB shows ${eobLine}."`,
      `"Mi seguro ya procesó el reclamo${service ? ` por la atención del ${service}` : ''}. La EOB muestra ${eobLine}."`,
    ),
    t(
      `"I'll pay ${owed.text} to ${who} once the account is corrected. Please recall it from the collector and send me a corrected bill for ${owed.text}."`,
      `"Pagaré ${owed.text} ${aWho} cuando la cuenta esté corregida. Les pido retirarla del cobrador y enviarme una factura corregida por ${owed.text}."`,
    ),
    t(
      `"To the collector: I dispute the ${diff} above my share, in writing, with the EOB attached."`,
      `"Al cobrador: disputo por escrito los ${diff} por encima de mi parte, con la EOB adjunta."`,
    ),
  ].join('\n');
  const body = t(
    `To ${ctx.case.collectorName ?? '[collection agency]'}:\n\nYou are collecting ${billed.text} on account [account number] for medical care${service ? ` on ${service}` : ''}. My health insurer has processed the claim: its Explanation of Benefits (attached) shows ${eobLine}. I dispute the ${diff} above my share. I will pay the ${owed.text} to ${who} once it corrects the account.\n\nPlease:\n1. Validate the debt in writing, and pause collection until you do.\n2. Correct the balance to match the EOB, or return the account to ${who}.\n3. Mark the account disputed.\n\nSincerely,\n[Your name]\n[Mailing address]`,
    `A ${ctx.case.collectorName ?? '[agencia de cobranza]'}:\n\nEstán cobrando ${billed.text} en la cuenta [número de cuenta] por atención médica${service ? ` del ${service}` : ''}. Mi seguro ya procesó el reclamo: su Explicación de Beneficios (adjunta) muestra ${eobLine}. Disputo los ${diff} por encima de mi parte. Pagaré los ${owed.text} ${aWho} cuando corrija la cuenta.\n\nLes pido:\n1. Validar la deuda por escrito, y pausar el cobro hasta hacerlo.\n2. Corregir el saldo según la EOB, o devolver la cuenta ${aWho}.\n3. Marcar la cuenta como disputada.\n\nAtentamente,\n[Su nombre]\n[Dirección postal]`,
  );
  return {
    answersCollector: true,
    strategy,
    opening,
    email: {
      subject: t(
        `Dispute: account [account number]: my EOB shows I owe ${owed.text}, not ${billed.text}`,
        `Disputa: cuenta [número de cuenta]: mi EOB muestra que debo ${owed.text}, no ${billed.text}`,
      ),
      body,
    },
    talkingPoints: [
      t(
        `Pay ${owed.text} only to ${who}, after the account is corrected; keep the zero-balance letter.`,
        `Pague ${owed.text} solo ${aWho}, cuando la cuenta esté corregida; guarde la carta con saldo cero.`,
      ),
      t(
        'Send the EOB to both the collector and the billing office; mail the dispute certified and keep copies.',
        'Envíe la EOB al cobrador y a la oficina de facturación; mande la disputa certificada y guarde copias.',
      ),
      t(
        `If ${who} won't rebill, call your insurer's member services and ask them to enforce the network contract.`,
        `Si ${who} no corrige la factura, llame a servicio al cliente de su seguro y pida que haga cumplir el contrato de red.`,
      ),
    ],
  };
}
