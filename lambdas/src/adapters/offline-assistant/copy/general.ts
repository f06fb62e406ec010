import type { Language } from '@lane/shared';
import type { AmountRole } from '../../../domain/chat/case.js';
import {
  inLanguage,
  quoteLines,
  rungsInOrder,
  type AreaCopy,
  type AreaPlaybook,
  type CopyContext,
  type FollowUpAnswer,
  type Outcome,
} from './types.js';
import {
  lateFeeEmail,
  lateFeeFollowUp,
  lateFeeNote,
  lateFeeOpening,
  lateFeePoints,
} from './rent-late-fee.js';
import {
  delayedBagEmail,
  delayedBagFollowUp,
  delayedBagNote,
  delayedBagOpening,
  delayedBagPoints,
} from './delayed-bag.js';
import {
  moreWorldAsks,
  moreWorldMatter,
  moreWorldNotes,
  moreWorldOf,
  moreWorldReplies,
  moreWorldSteps,
  type MoreWorld,
} from './more-worlds.js';

/**
 * For a reading with no area, or one Lane is unsure of: a first step that is safe in any money
 * conversation (gather the paper, one-sentence ask, agree to nothing on the first call, get it in
 * writing) and questions that pin the case down. It never bargains, since Lane does not yet know
 * whether the money is owed. An off-topic or injected message gets one sentence on what Lane does
 * and one question back; nothing the person wrote is repeated.
 */

/** How each figure is named, by its role, so an estimate is never called a bill. */
function nouns(lang: Language): Partial<Record<AmountRole, (figure: string) => string>> {
  const t = inLanguage(lang);
  return {
    billed: (figure) => t(`the ${figure} bill`, `la factura de ${figure}`),
    fee: (figure) => t(`the ${figure} fee`, `el cargo de ${figure}`),
    estimated: (figure) => t(`the ${figure} estimate`, `el presupuesto de ${figure}`),
    quoted: (figure) => t(`the ${figure} quote`, `la cotización de ${figure}`),
    withheld: (figure) => t(`the ${figure} kept from your deposit`, `los ${figure} retenidos de su depósito`),
    deposit: (figure) => t(`your ${figure} deposit`, `su depósito de ${figure}`),
    offered: (figure) => t(`the ${figure} offer`, `la oferta de ${figure}`),
    proposed: (figure) => t(`the proposed ${figure}`, `la cifra propuesta de ${figure}`),
    paid: (figure) => t(`the ${figure} you paid`, `los ${figure} que pagó`),
  };
}

/** The matter in a few words, from the first figure whose role Lane can name; undefined without one. */
function matter(ctx: CopyContext): string | undefined {
  const t = inLanguage(ctx.lang);
  const world = worldOf(ctx);
  if (world) {
    if (isMoreWorld(world)) return moreWorldMatter(ctx.lang)[world];
    const figure = ctx.figure('billed', 'fee', 'other', 'paid');
    if (world === 'tow')
      return t(
        `the ${figure ? `${figure} ` : ''}tow bill`,
        `el cobro del remolque${figure ? ` de ${figure}` : ''}`,
      );
    if (world === 'bank_hold')
      return t(
        `the hold on my ${figure ? `${figure} ` : ''}deposit`,
        `la retención de mi depósito${figure ? ` de ${figure}` : ''}`,
      );
    if (world === 'insurance_claim')
      return t(
        `the denied claim${figure ? ` for ${figure}` : ''}`,
        `el reclamo negado${figure ? ` de ${figure}` : ''}`,
      );
    return {
      hoa_fine: t('the HOA fine on my home', 'la multa de la asociación sobre mi casa'),
      student_loan: t('my student loan account', 'mi cuenta de préstamo estudiantil'),
      lost_bag: t('my lost bag', 'mi maleta perdida'),
      store_return: t(
        `returning [the item]${figure ? ` I bought for ${figure}` : ''}`,
        `la devolución de [el artículo]${figure ? ` que compré por ${figure}` : ''}`,
      ),
      repair_damage: t(
        `the damage after my repair${figure ? ` (I paid ${figure})` : ''}`,
        `el daño después de la reparación${figure ? ` (pagué ${figure})` : ''}`,
      ),
      payday_loan: t('my loan and the withdrawals from my account', 'mi préstamo y los retiros de mi cuenta'),
      rent_late_fee: t(
        `the ${ctx.figure('fee') ? `${ctx.figure('fee')} ` : ''}late fee on my rent`,
        `el cargo por atraso${ctx.figure('fee') ? ` de ${ctx.figure('fee')}` : ''} en mi renta`,
      ),
    }[world];
  }
  const named = nouns(ctx.lang);
  for (const role of Object.keys(named) as AmountRole[]) {
    const figure = ctx.figure(role);
    if (figure) return named[role]?.(figure);
  }
  if (ctx.computed.total)
    return t(`the charges (${ctx.computed.total} in all)`, `los cargos (${ctx.computed.total} en total)`);
  return undefined;
}

type World =
  | 'tow'
  | 'bank_hold'
  | 'insurance_claim'
  | 'hoa_fine'
  | 'student_loan'
  | 'lost_bag'
  | 'store_return'
  | 'repair_damage'
  | 'payday_loan'
  | 'rent_late_fee'
  | MoreWorld;

const MORE_WORLDS: ReadonlySet<World> = new Set<MoreWorld>([
  'credit_report',
  'total_loss',
  'timeshare',
  'prescription',
]);
const isMoreWorld = (world: World): world is MoreWorld => MORE_WORLDS.has(world);

/** A world Lane has no sub-case for, named by the person: its own safe first steps and questions. */
export function worldOf(ctx: CopyContext): World | undefined {
  const { flags } = ctx.case;
  // A totaled car's tow yard, a timeshare's card: the world the story is about comes first.
  const more = moreWorldOf(flags);
  if (more) return more;
  if (flags.towed === true) return 'tow';
  if (flags.bankHold === true) return 'bank_hold';
  if (flags.insuranceClaimDenied === true) return 'insurance_claim';
  if (flags.hoaFine === true) return 'hoa_fine';
  if (flags.studentLoan === true) return 'student_loan';
  if (flags.lostBag === true) return 'lost_bag';
  if (flags.storeReturn === true) return 'store_return';
  if (flags.repairDamage === true) return 'repair_damage';
  if (flags.paydayLoan === true) return 'payday_loan';
  if (flags.rentLateFee === true) return 'rent_late_fee';
  return undefined;
}

/**
 * What to do first in each uncovered world. Federal rules are named only where they hold
 * everywhere (Regulation CC's hold notice); towing and insurance are state matters, so they are
 * questions for the city, the state or its insurance department, never statements.
 */
function worldNotes(lang: Language): Record<World, { note: string; questions: readonly string[] }> {
  const t = inLanguage(lang);
  return {
    ...moreWorldNotes(lang),
    tow: {
      note: t(
        "Towing from private property is set by your city and state: many require signs and a permit at the lot, and cap tow and daily storage fees. Get the car out soon, since storage adds up: ask for an itemized bill and who authorized the tow, pay by credit card if you can (if they take only cash, ask them to write that on the receipt) and write \"paid under protest\" on it, and photograph your permit and the lot's signs. If medicine, a child's car seat or other things you need are in the car, ask to take them out now: many states require a tow yard to let you get your personal property, and if they refuse, call the police non-emergency line. Then ask your city's consumer office or the police non-emergency line what the towing rules and fee limits are, and ask the property manager and the tow company in writing for your money back if the tow broke them.",
        'El remolque desde una propiedad privada lo regulan su ciudad y su estado: muchos exigen letreros y un permiso en el estacionamiento, y limitan lo que se cobra por el remolque y por cada día de almacenaje. Saque el auto pronto, porque el almacenaje suma: pida una factura detallada y quién autorizó el remolque, pague con tarjeta de crédito si puede (si solo aceptan efectivo, pida que lo anoten en el recibo) y escriba "pagado bajo protesta" en él, y tome fotos de su permiso y de los letreros. Si en el auto hay medicinas, la silla de auto de un niño u otras cosas que necesita, pida sacarlas ahora: muchos estados exigen que el depósito de grúas le deje recoger sus pertenencias, y si se niegan, llame a la línea de la policía para casos que no son emergencias. Luego pregunte a la oficina del consumidor de su ciudad o a la línea de la policía para casos que no son emergencias cuáles son las reglas y los límites de cobro, y pida por escrito al administrador y a la compañía de grúas que le devuelvan su dinero si el remolque no las cumplió.',
      ),
      questions: [
        t('Which city and state are you in?', '¿En qué ciudad y estado está?'),
        t(
          'Who authorized the tow: the property manager, the landlord, or the police?',
          '¿Quién autorizó el remolque: el administrador, el arrendador o la policía?',
        ),
      ],
    },
    bank_hold: {
      note: t(
        "For a check deposited at a branch or an ATM, federal rules (Regulation CC) limit how long a bank may hold it and require a written notice with the reason and the date the money will be available; a deposit made in the bank's app follows the bank's own funds-availability policy, so ask for that policy in writing. Either way, ask for the reason and the exact date in writing, ask them to release part of it now, and if the check is from an employer, ask the employer to confirm it with the bank. Ask for any fee the hold caused (an overdraft or a returned payment) to be refunded. If the bank won't explain or the date keeps moving, file a complaint with the CFPB (consumerfinance.gov/complaint).",
        'Para un cheque depositado en una sucursal o un cajero, las reglas federales (Regulación CC) limitan cuánto tiempo puede retenerlo el banco y exigen un aviso por escrito con el motivo y la fecha en que tendrá el dinero; un depósito hecho en la aplicación del banco sigue la política de disponibilidad de fondos del propio banco, así que pida esa política por escrito. En cualquier caso, pida el motivo y la fecha exacta por escrito, pida que le liberen una parte ya, y si el cheque es de un empleador, pídale que lo confirme con el banco. Pida que le devuelvan cualquier cargo que la retención haya causado (un sobregiro o un pago rechazado). Si el banco no explica o la fecha sigue cambiando, presente una queja ante la CFPB (consumerfinance.gov/complaint).',
      ),
      questions: [
        t(
          'What date did you deposit it, and what date did the bank give for the funds?',
          '¿Qué día lo depositó y qué fecha le dio el banco para tener el dinero?',
        ),
        t(
          'Did the bank send a hold notice with a reason?',
          '¿El banco le mandó un aviso de retención con un motivo?',
        ),
      ],
    },
    insurance_claim: {
      note: t(
        "A denied claim can be appealed. Ask for the denial in writing with the exact policy language it relies on, and for the adjuster's report and photos. Send a written appeal with your own evidence (photos, repair estimates, and for storm damage the weather report for the date). For a car, ask whether your policy has collision coverage, which pays for your own car whoever caused the crash, less the deductible. If they rely on a form you say you never signed, ask for a copy and say in writing that the signature isn't yours. Don't sign a release or cash a check marked \"final\" until you're sure it covers the claim. Your state's insurance department takes complaints about how a claim was handled.",
        'Un reclamo negado se puede apelar. Pida la negación por escrito con el texto exacto de la póliza en que se basa, y el informe y las fotos del ajustador. Envíe una apelación por escrito con sus propias pruebas (fotos, presupuestos de reparación y, si fue una tormenta, el reporte del clima de esa fecha). Si es un auto, pregunte si su póliza tiene cobertura de choque (collision), que paga su propio auto sin importar quién causó el choque, menos el deducible. Si se basan en un formulario que usted dice que nunca firmó, pida una copia y diga por escrito que la firma no es suya. No firme una renuncia (release) ni cobre un cheque marcado como "final" hasta confirmar que cubre todo el reclamo. El departamento de seguros de su estado recibe quejas sobre cómo se manejó un reclamo.',
      ),
      questions: [
        t(
          'What kind of policy is it (car, home or renters), and what reason did they give in writing?',
          '¿Qué tipo de póliza es (auto, casa o inquilino) y qué motivo le dieron por escrito?',
        ),
        t(
          'Did they offer any payment, and do they want you to sign a release?',
          '¿Le ofrecieron algún pago, y le piden firmar una renuncia?',
        ),
      ],
    },
    hoa_fine: {
      note: t(
        "An HOA can fine you only as its own rules (the declaration, or CC&Rs, and the bylaws) and your state's law allow, and many states require a written notice and a chance to be heard before a fine, and limit when a fine can become a lien on the home. Before you pay or argue the amount, ask the board in writing for the rule you're said to have broken, each notice they say they sent (with its date), how the fine and any daily fine were set, and the hearing you can ask for. Ask your state's agency for HOAs or real estate, or a local legal aid office, whether a fine can become a lien where you live. If fixing it is quick and fair, offer to do it by a date in exchange for the fines being dropped.",
        'Una asociación de propietarios (HOA) solo puede multarle como lo permitan sus propias reglas (la declaración o CC&R y los estatutos) y la ley de su estado, y muchos estados exigen un aviso por escrito y la oportunidad de ser escuchado antes de una multa, y limitan cuándo una multa puede convertirse en un gravamen (lien) sobre la casa. Antes de pagar o discutir el monto, pida a la junta por escrito la regla que supuestamente incumplió, cada aviso que dicen haber enviado (con su fecha), cómo se fijó la multa y la multa diaria, y la audiencia que usted puede pedir. Pregunte a la agencia de su estado para asociaciones de propietarios o bienes raíces, o a una oficina de asistencia legal, si una multa puede convertirse en gravamen donde usted vive. Si arreglarlo es rápido y justo, ofrezca hacerlo antes de una fecha a cambio de que retiren las multas.',
      ),
      questions: [
        t(
          'Which state is the home in, and did you get any written notice before the first fine?',
          '¿En qué estado está la casa, y recibió algún aviso por escrito antes de la primera multa?',
        ),
        t(
          'What does the HOA rule say, and had anyone approved it or objected before?',
          '¿Qué dice la regla de la asociación, y alguien lo había aprobado u objetado antes?',
        ),
      ],
    },
    student_loan: {
      note: t(
        "For a federal student loan, keep your proof that you sent the income paperwork (the confirmation or a screenshot, with its date). Ask the servicer in writing to process it from that date, and submit it again now at StudentAid.gov so it is on file today either way. While it's processed, ask for a processing forbearance so no payment is due, and ask them to remove the late fees and correct any late payment they reported, since the delay was theirs. If the servicer won't fix it, the Federal Student Aid Ombudsman (StudentAid.gov/feedback-ombudsman) and a CFPB complaint (consumerfinance.gov/complaint) both get you a written answer. A private student loan follows its own contract: ask the lender for its hardship options.",
        'Para un préstamo estudiantil federal, guarde la prueba de que envió los papeles de ingresos (la confirmación o una captura de pantalla, con su fecha). Pida al servicer por escrito que los procese desde esa fecha, y vuelva a enviarlos ahora en StudentAid.gov para que queden registrados hoy de todos modos. Mientras los procesan, pida una suspensión de pagos por trámite (processing forbearance) para que no le toque pagar, y pida que quiten los cargos por atraso y corrijan cualquier pago atrasado que hayan reportado, ya que la demora fue de ellos. Si el servicer no lo corrige, el Defensor de Ayuda Federal para Estudiantes (StudentAid.gov/feedback-ombudsman) y una queja ante la CFPB (consumerfinance.gov/complaint) le consiguen una respuesta por escrito. Un préstamo estudiantil privado sigue su propio contrato: pregunte al prestamista por sus opciones por dificultades.',
      ),
      questions: [
        t(
          'Is the loan federal (it shows on StudentAid.gov) or private?',
          '¿El préstamo es federal (aparece en StudentAid.gov) o privado?',
        ),
        t(
          'Do you have the confirmation or a screenshot of what you sent, with its date?',
          '¿Tiene la confirmación o una captura de pantalla de lo que envió, con su fecha?',
        ),
      ],
    },
    lost_bag: {
      note: t(
        "File the airline's lost-bag claim in writing now, and keep every receipt. US Department of Transportation rules require an airline to refund the checked-bag fee for a bag it lost, and to pay reasonable, documented expenses while a bag is delayed, so send your receipts for what you had to buy. For a lost bag the airline pays for the contents up to a federal limit, usually at their depreciated value: list each item with its value, and any receipts or photos you have. Get every answer in writing; if the airline stalls or refuses, file a complaint with the DOT (transportation.gov/airconsumer).",
        'Presente ya por escrito el reclamo de equipaje perdido ante la aerolínea y guarde cada recibo. Las reglas del Departamento de Transporte (DOT) de EE. UU. exigen que la aerolínea devuelva el cargo por equipaje documentado de una maleta que perdió, y que pague los gastos razonables y comprobables mientras la maleta está retrasada, así que envíe los recibos de lo que tuvo que comprar. Por una maleta perdida, la aerolínea paga el contenido hasta un límite federal, por lo general a su valor depreciado: haga una lista de cada cosa con su valor, y los recibos o fotos que tenga. Pida cada respuesta por escrito; si la aerolínea se demora o se niega, presente una queja ante el DOT (transportation.gov/airconsumer).',
      ),
      questions: [
        t(
          'Was the flight within the US, or international?',
          '¿El vuelo fue dentro de EE. UU. o internacional?',
        ),
        t(
          'What did you buy while waiting, and do you have the receipts?',
          '¿Qué compró mientras esperaba, y tiene los recibos?',
        ),
      ],
    },
    store_return: {
      note: t(
        "No federal law gives a right to return a purchase: the store's own policy sets it, and some states require a store to post its policy (and allow returns when it doesn't). Go back with the receipt and ask for a manager. If a salesperson promised a trial or a return, say who and when, and ask the store to honor it in writing. If you paid by credit card and the item isn't what you were promised, ask your card issuer whether you can dispute the purchase. If it's financed at 0%, check whether it's deferred interest: if the balance isn't paid in full by the end, the interest from the start can be charged.",
        'Ninguna ley federal da derecho a devolver una compra: la política de la tienda lo decide, y algunos estados exigen que la tienda muestre su política (y permiten devoluciones cuando no lo hace). Vuelva con el recibo y pida hablar con un gerente. Si un vendedor le prometió una prueba o una devolución, diga quién y cuándo, y pida a la tienda que lo cumpla por escrito. Si pagó con tarjeta de crédito y el artículo no es lo que le prometieron, pregunte a su banco emisor si puede disputar la compra. Si está financiado al 0%, revise si es interés diferido: si el saldo no queda pagado completo al final, le pueden cobrar el interés desde el principio.',
      ),
      questions: [
        t(
          'Which state are you in, and what does the receipt or the posted policy say about returns?',
          '¿En qué estado está, y qué dice el recibo o la política publicada sobre devoluciones?',
        ),
        t(
          "How did you pay: cash, a credit card, or the store's financing?",
          '¿Cómo pagó: en efectivo, con tarjeta de crédito o con el financiamiento de la tienda?',
        ),
      ],
    },
    repair_damage: {
      note: t(
        "A shop is usually responsible for damage it causes to what it repairs. Write down what worked before (photos, the work order, messages) and what doesn't now. Ask the shop in writing to fix the damage at no cost, or to refund the repair and pay for the harm, by a date; store credit is not the same as your money back. If you paid by credit card, ask your card issuer now whether you can dispute the charge, since disputes have time limits. If the shop is part of a chain or an authorized service network, the brand's customer service can step in; small claims court is the next step.",
        'Un taller suele ser responsable del daño que causa a lo que repara. Anote lo que funcionaba antes (fotos, la orden de trabajo, mensajes) y lo que no funciona ahora. Pida al taller por escrito que repare el daño sin costo, o que le devuelva lo que pagó y cubra el daño, antes de una fecha; un crédito en la tienda no es lo mismo que su dinero. Si pagó con tarjeta de crédito, pregunte ya a su banco emisor si puede disputar el cargo, porque las disputas tienen plazos. Si el taller es parte de una cadena o de una red de servicio autorizado, el servicio al cliente de la marca puede intervenir; el siguiente paso es la corte de reclamos menores.',
      ),
      questions: [
        t(
          'Do you have anything showing it worked before (photos, the work order, messages)?',
          '¿Tiene algo que muestre que funcionaba antes (fotos, la orden de trabajo, mensajes)?',
        ),
        t('How did you pay, and on what date?', '¿Cómo pagó, y en qué fecha?'),
      ],
    },
    payday_loan: {
      note: t(
        "You can stop the withdrawals yourself: under federal rules (Regulation E), your bank must stop a recurring electronic payment if you tell it at least 3 business days before the next one, so call the bank and follow up in writing, and also tell the lender in writing that you withdraw its permission to debit your account. Ask the bank to refund the overdraft fees the withdrawals caused. Then ask the lender in writing for a payoff statement showing every payment and fee; renewal fees that never touched the amount borrowed are worth questioning with your state's consumer credit regulator, which licenses these lenders and takes complaints, as does the CFPB (consumerfinance.gov/complaint).",
        'Usted puede detener los retiros: según las reglas federales (Regulación E), su banco debe detener un pago electrónico recurrente si usted le avisa al menos 3 días hábiles antes del siguiente, así que llame al banco y confírmelo por escrito, y diga también por escrito al prestamista que retira su permiso para cobrar de su cuenta. Pida al banco que le devuelva los cargos por sobregiro que causaron los retiros. Luego pida al prestamista por escrito un estado de cuenta con cada pago y cargo; las renovaciones que nunca bajaron lo prestado vale la pena consultarlas con el regulador de crédito al consumidor de su estado, que da licencia a estos prestamistas y recibe quejas, igual que la CFPB (consumerfinance.gov/complaint).',
      ),
      questions: [
        t(
          'When is the next withdrawal scheduled, and from which bank account?',
          '¿Cuándo es el próximo retiro programado, y de qué cuenta bancaria?',
        ),
        t(
          'Do you have the loan agreement and a record of each payment and renewal fee?',
          '¿Tiene el contrato del préstamo y un registro de cada pago y cada cargo de renovación?',
        ),
      ],
    },
    rent_late_fee: {
      note: t(
        "A late fee can only be what your signed lease says, and many states also cap late fees or set a grace period (ask your local housing office or a tenant organization what yours allows). If you paid on time, send your proof, such as a payment screenshot with its date, and ask in writing for the fee to be reversed; ask for any addendum they rely on with your signature on it. Keep paying the rent itself on time, separately from the fee, in a way that leaves a record, and write on it which month it's for, so a disputed fee can never be counted as unpaid rent.",
        'Un cargo por atraso solo puede ser lo que dice el contrato que usted firmó, y muchos estados además limitan esos cargos o fijan días de gracia (pregunte a la oficina de vivienda local o a una organización de inquilinos qué permite el suyo). Si pagó a tiempo, envíe su prueba, como una captura del pago con su fecha, y pida por escrito que quiten el cargo; pida cualquier anexo en que se basen con su firma. Siga pagando la renta a tiempo, aparte del cargo, de una forma que deje constancia, y anote a qué mes corresponde, para que un cargo en disputa nunca cuente como renta sin pagar.',
      ),
      questions: [
        t(
          'What exactly does your signed lease say about the late fee and the due date?',
          '¿Qué dice exactamente su contrato firmado sobre el cargo por atraso y la fecha de pago?',
        ),
        t('Which state and city do you live in?', '¿En qué estado y ciudad vive?'),
      ],
    },
  };
}

/** After the other side answers, in an uncovered world: its own next step. */
function worldSteps(lang: Language): Record<World, string> {
  const t = inLanguage(lang);
  return {
    ...moreWorldSteps(lang),
    tow: t(
      "Get the car out first: storage keeps adding up. If medicine or a child's car seat is inside, ask to take them out today, whether or not you can pay yet; if they refuse, call the police non-emergency line. Pay under protest, by credit card if they take one (if it's cash only, have them write that on the receipt), keep the itemized receipt, and then ask your city's consumer office what the towing rules and fee limits are; if the tow broke them, ask the property manager and the tow company in writing for the money back, and small claims court is the next step.",
      'Saque primero el auto: el almacenaje sigue sumando. Si adentro hay medicinas o la silla de auto de un niño, pida sacarlas hoy, pueda pagar o no todavía; si se niegan, llame a la línea de la policía para casos que no son emergencias. Pague bajo protesta, con tarjeta de crédito si la aceptan (si solo aceptan efectivo, pida que lo anoten en el recibo), guarde el recibo detallado y luego pregunte a la oficina del consumidor de su ciudad cuáles son las reglas y los límites de cobro del remolque; si no se cumplieron, pida por escrito al administrador y a la compañía de grúas que le devuelvan el dinero, y el siguiente paso es la corte de reclamos menores.',
    ),
    bank_hold: t(
      'Ask for the reason ("a risk review") and the date the money will be available in writing rather than calling again, and file a complaint with the CFPB (consumerfinance.gov/complaint) now; it gets a written answer from the bank. Keep records of any fee or late charge the hold causes, and ask for them back.',
      'Pida por escrito el motivo ("una revisión de riesgo") y la fecha en que tendrá el dinero, en lugar de volver a llamar, y presente ya una queja ante la CFPB (consumerfinance.gov/complaint); el banco tiene que responder por escrito. Guarde registro de cualquier cargo o recargo que cause la retención, y pida que se lo devuelvan.',
    ),
    insurance_claim: t(
      "Don't sign a release or cash a check marked \"final\" that doesn't cover the claim. Ask for the denial and the policy language in writing, send a written appeal with your evidence, and if they won't reconsider, file a complaint with your state's insurance department.",
      'No firme una renuncia ni cobre un cheque marcado como "final" que no cubra el reclamo. Pida por escrito la negación y el texto de la póliza, envíe una apelación por escrito con sus pruebas y, si no lo reconsideran, presente una queja ante el departamento de seguros de su estado.',
    ),
    hoa_fine: t(
      "Don't accept on the phone. If you'd take their offer, get it in writing first: the final amount, that the daily fines stop and are waived, that no lien will be filed (or any filed is released), and that your account will show nothing owed once you do it. If they say there's no right to a hearing, ask in writing which rule in the bylaws or state law says so, and check with your state's HOA agency or legal aid before you pay.",
      'No acepte por teléfono. Si aceptaría su oferta, pídala antes por escrito: el monto final, que las multas diarias se detienen y se perdonan, que no se presentará un gravamen (o que se retira el que exista) y que su cuenta quedará sin saldo cuando lo haga. Si dicen que no hay derecho a audiencia, pregunte por escrito qué regla de los estatutos o de la ley estatal lo dice, y consulte a la agencia estatal de asociaciones o a asistencia legal antes de pagar.',
    ),
    student_loan: t(
      "If they say they have no record, send your proof in writing and submit the paperwork again today at StudentAid.gov. A short forbearance can bridge the gap, but ask first whether unpaid interest is added and whether those months count toward forgiveness, and ask for a processing forbearance instead if they'll do it. Ask for the late fees to be removed. If they won't move, file with the Federal Student Aid Ombudsman and the CFPB.",
      'Si dicen que no tienen registro, envíe su prueba por escrito y vuelva a enviar los papeles hoy en StudentAid.gov. Una suspensión corta (forbearance) puede servir de puente, pero pregunte antes si se suman los intereses no pagados y si esos meses cuentan para la condonación, y pida mejor una suspensión por trámite si la conceden. Pida que quiten los cargos por atraso. Si no se mueven, presente una queja ante el Defensor de Ayuda Federal para Estudiantes y ante la CFPB.',
    ),
    lost_bag: t(
      "Don't settle on a depreciated value without your list: send an itemized claim with values and receipts, ask in writing for the checked-bag fee back and for your documented expenses, and ask for their answer in writing. A 'we don't refund bag fees' is not the last word for a lost bag: if they refuse or stall, file a complaint with the DOT.",
      'No acepte un valor depreciado sin su lista: envíe un reclamo detallado con valores y recibos, pida por escrito que le devuelvan el cargo por equipaje y sus gastos comprobables, y pida la respuesta por escrito. Un "no devolvemos el cargo por equipaje" no es la última palabra para una maleta perdida: si se niegan o se demoran, presente una queja ante el DOT.',
    ),
    store_return: t(
      "An exchange with a fee isn't a refund. Ask for the promise to be honored in writing, or for someone above this manager; write to the company's customer service with your receipt, the salesperson's name, the date and what was promised. If you paid by credit card, ask your card issuer about a dispute; your state attorney general's consumer office takes complaints.",
      'Un cambio con cargo no es un reembolso. Pida que cumplan la promesa por escrito, o hable con alguien por encima de este gerente; escriba al servicio al cliente de la empresa con su recibo, el nombre del vendedor, la fecha y lo que le prometieron. Si pagó con tarjeta de crédito, pregunte a su banco emisor por una disputa; la oficina del consumidor del fiscal general de su estado recibe quejas.',
    ),
    payday_loan: t(
      'The bank\'s "ask the company" is not the last word: give the bank a written stop-payment order for the recurring withdrawals at least 3 business days before the next one, and send the lender your written revocation too. If the bank still lets a withdrawal through after that, dispute it with the bank in writing as unauthorized, and file a complaint with the CFPB and your state\'s consumer credit regulator.',
      'El "hable con la compañía" del banco no es la última palabra: dé al banco una orden por escrito de detener los retiros recurrentes al menos 3 días hábiles antes del siguiente, y envíe también al prestamista su revocación por escrito. Si el banco deja pasar un retiro después de eso, dispútelo por escrito con el banco como no autorizado, y presente una queja ante la CFPB y ante el regulador de crédito al consumidor de su estado.',
    ),
    rent_late_fee: t(
      "Pay the rent itself on time, by a method with a record, with a note that it's for that month's rent, and dispute the fee separately in writing with your proof. Ask for the signed addendum they rely on. If they threaten eviction over the fee, get that in writing and call a local tenant organization or legal aid now: only a court can evict, and a tenant who paid the rent can show it there.",
      'Pague la renta a tiempo, por un medio que deje constancia, con una nota de que es la renta de ese mes, y dispute el cargo aparte, por escrito, con su prueba. Pida el anexo firmado en que se basan. Si amenazan con desalojarle por el cargo, pídalo por escrito y llame ya a una organización de inquilinos o a asistencia legal: solo una corte puede desalojar, y quien pagó la renta lo puede mostrar ahí.',
    ),
    repair_damage: t(
      "Store credit isn't your money back: ask in writing for the damage to be fixed at no cost, or the repair refunded to your card. If they refuse, dispute the charge with your card issuer and file with your state attorney general's consumer office; small claims court is the next step.",
      'Un crédito en la tienda no es su dinero: pida por escrito que reparen el daño sin costo o que le devuelvan lo que pagó a su tarjeta. Si se niegan, dispute el cargo con su banco emisor y presente una queja ante la oficina del consumidor del fiscal general de su estado; el siguiente paso es la corte de reclamos menores.',
    ),
  };
}

/** The whole follow-up in an uncovered world: what to say next, never the generic rungs. */
function worldFollowUp(ctx: CopyContext, outcome: Outcome, offer?: string): FollowUpAnswer | undefined {
  const world = worldOf(ctx);
  if (!world || outcome === 'agreed') return undefined;
  const t = inLanguage(ctx.lang);
  const figure = ctx.figure('billed', 'fee', 'other', 'paid');
  const strategy = worldSteps(ctx.lang)[world];
  if (world === 'tow')
    return {
      strategy,
      opening: quoteLines([
        t(
          "I'm here to pick up my car today. I'll pay under protest, and I'd like an itemized receipt that shows who authorized the tow.",
          'Vengo a recoger mi auto hoy. Voy a pagar bajo protesta y les pido un recibo detallado que diga quién autorizó el remolque.',
        ),
        t(
          'If you only take cash, please write that on the receipt.',
          'Si solo aceptan efectivo, les pido que lo anoten en el recibo.',
        ),
      ]),
      email: {
        subject: t('Tow of my car on [date]: refund', 'Remolque de mi auto del [fecha]: reembolso'),
        body: t(
          `Hello,\n\nOn [date] my car was towed from [lot] although it had a valid, visible parking permit. I paid ${(outcome === 'pay_now' ? offer : undefined) ?? figure ?? '[amount]'} under protest to get it back (receipt attached).\n\nPlease send me the document that authorized the tow and, if there is none, refund the full amount by [date]. If this isn't resolved, I'll go to my city's consumer office and to small claims court.\n\nThank you,\n[Your name]`,
          `Hola:\n\nEl [fecha] remolcaron mi auto de [estacionamiento], aunque tenía un permiso de estacionamiento visible. Pagué ${(outcome === 'pay_now' ? offer : undefined) ?? figure ?? '[monto]'} bajo protesta para recuperarlo (recibo adjunto).\n\nLes pido el documento que autorizó el remolque y, si no lo hay, el reembolso completo antes del [fecha]. Si no se resuelve, acudiré a la oficina del consumidor de mi ciudad y a la corte de reclamos menores.\n\nGracias,\n[Su nombre]`,
        ),
      },
      talkingPoints: [
        t(
          'Get the car out first; storage keeps adding up.',
          'Saque el auto primero; el almacenaje sigue sumando.',
        ),
        t(
          'Keep the receipt, and photos of your permit and the signs.',
          'Guarde el recibo, fotos del permiso y de los letreros.',
        ),
        t(
          'Ask your city for the towing rules and fee limits.',
          'Pregunte a su ciudad las reglas y límites de cobro del remolque.',
        ),
      ],
    };
  if (world === 'bank_hold')
    return {
      strategy,
      opening: quoteLines([
        t(
          `I'm calling about the hold on my ${figure ? `${figure} ` : ''}deposit. Please give me the reason and the exact date the funds will be available, in writing.`,
          `Llamo por la retención de mi depósito${figure ? ` de ${figure}` : ''}. Les pido por escrito el motivo y la fecha exacta en que tendré el dinero.`,
        ),
        t(
          'Can you release part of it today? And if the hold causes any fee, please refund it.',
          '¿Pueden liberar una parte hoy? Y si la retención me causa algún cargo, les pido devolverlo.',
        ),
      ]),
      email: {
        subject: t(
          `The hold on my ${figure ? `${figure} ` : ''}deposit: reason and date in writing`,
          `Retención de mi depósito${figure ? ` de ${figure}` : ''}: motivo y fecha por escrito`,
        ),
        body: t(
          `Hello,\n\nOn [date] I deposited ${figure ? `a ${figure} check` : 'a check'}, and the bank placed a hold on it. Please send me in writing the reason for the hold, the exact date the funds will be available, and your funds-availability policy. Please also release part of it now and refund any fee the hold causes.\n\nIf I don't hear back by [date], I'll file a complaint with the CFPB.\n\nThank you,\n[Your name]`,
          `Hola:\n\nEl [fecha] deposité ${figure ? `un cheque de ${figure}` : 'un cheque'} y el banco lo retuvo. Les pido por escrito el motivo de la retención, la fecha exacta en que tendré el dinero y su política de disponibilidad de fondos. También les pido liberar una parte ahora y devolver cualquier cargo que la retención cause.\n\nSi no recibo respuesta antes del [fecha], presentaré una queja ante la CFPB.\n\nGracias,\n[Su nombre]`,
        ),
      },
      talkingPoints: [
        t(
          'Get everything in writing: the reason, the date and the policy.',
          'Pida todo por escrito: el motivo, la fecha y la política.',
        ),
        t(
          'If the check is from an employer, ask them to confirm it with the bank.',
          'Si el cheque es de un empleador, pídale que lo confirme con el banco.',
        ),
        t(
          'A CFPB complaint gets a written answer from the bank.',
          'Una queja ante la CFPB obliga al banco a responder por escrito.',
        ),
      ],
    };
  if (world !== 'insurance_claim') return { strategy, ...newWorldReplies(ctx, offer, figure)[world] };
  return {
    strategy,
    opening: quoteLines([
      t(
        `I'm not signing a release${offer ? ` for ${offer}` : ''} today. Please send me the denial with the policy language, and the adjuster's report and photos, in writing.`,
        `Hoy no voy a firmar una renuncia${offer ? ` por ${offer}` : ''}. Les pido por escrito la negación con el texto de la póliza, y el informe y las fotos del ajustador.`,
      ),
      t("I'm appealing in writing with my evidence.", 'Voy a apelar por escrito con mis pruebas.'),
    ]),
    email: {
      subject: t('Claim [number]: written appeal', 'Reclamo [número]: apelación por escrito'),
      body: t(
        `Hello,\n\nI'm appealing the decision on my claim [number] of [date]. My evidence is attached: [photos from before, repair estimates, the weather report for the date].\n\nPlease send me in writing the exact policy language you rely on, and the adjuster's report and photos. I won't sign a release or accept a payment as "final" while this appeal is open.\n\nThank you,\n[Your name]`,
        `Hola:\n\nApelo la decisión sobre mi reclamo [número] del [fecha]. Adjunto mis pruebas: [fotos de antes, presupuestos de reparación, el reporte del clima de la fecha].\n\nLes pido por escrito el texto exacto de la póliza en que se basan, y el informe y las fotos del ajustador. No firmaré una renuncia ni aceptaré un pago como "final" mientras la apelación esté abierta.\n\nGracias,\n[Su nombre]`,
      ),
    },
    talkingPoints: [
      t(
        'Don\'t sign a release or cash a check marked "final".',
        'No firme una renuncia ni cobre un cheque marcado como "final".',
      ),
      t(
        "Ask for the policy language and the adjuster's report in writing.",
        'Pida la póliza y el informe del ajustador por escrito.',
      ),
      t(
        "Your state's insurance department takes complaints.",
        'El departamento de seguros de su estado recibe quejas.',
      ),
    ],
  };
}

/** The ask, said on the first call, in the uncovered worlds that have one. */
function worldAsk(ctx: CopyContext): string | undefined {
  const t = inLanguage(ctx.lang);
  const world = worldOf(ctx);
  const asks: Partial<Record<World, string>> = {
    ...moreWorldAsks(ctx.lang),
    hoa_fine: t(
      '"I\'m asking for the fines to be dropped, and for the notices and the hearing rules in writing."',
      '"Pido que retiren las multas, y los avisos y las reglas de audiencia por escrito."',
    ),
    student_loan: t(
      '"I\'m asking you to process the paperwork I sent, pause my payments until it\'s done, and remove the late fees."',
      '"Pido que procesen los papeles que envié, suspendan mis pagos hasta que terminen y quiten los cargos por atraso."',
    ),
    lost_bag: t(
      '"I\'m asking for my expenses, the contents at their value, and the checked-bag fee back."',
      '"Pido mis gastos, el contenido a su valor y la devolución del cargo por equipaje."',
    ),
    store_return: t(
      '"I\'m asking for a refund, as I was promised."',
      '"Pido un reembolso, como me lo prometieron."',
    ),
    payday_loan: t(
      '"I\'m withdrawing your permission to debit my account, and I\'m asking for a payoff statement with every payment and fee."',
      '"Retiro su permiso para cobrar de mi cuenta, y pido un estado de cuenta con cada pago y cargo."',
    ),
    rent_late_fee: t(
      '"I paid on time and I have the proof: I\'m asking you to reverse the late fee, in writing."',
      '"Pagué a tiempo y tengo la prueba: pido que quiten el cargo por atraso, por escrito."',
    ),
    repair_damage: t(
      '"I\'m asking you to fix the damage at no cost, or refund the repair."',
      '"Pido que reparen el daño sin costo, o que me devuelvan lo que pagué."',
    ),
  };
  return world ? asks[world] : undefined;
}

/** What to say and send after the other side answers, in the uncovered worlds without a tow yard's counter. */
function newWorldReplies(
  ctx: CopyContext,
  offer: string | undefined,
  figure: string | undefined,
): Record<Exclude<World, 'tow' | 'bank_hold' | 'insurance_claim'>, Omit<FollowUpAnswer, 'strategy'>> {
  const t = inLanguage(ctx.lang);
  return {
    ...moreWorldReplies(ctx, offer),
    hoa_fine: {
      opening: quoteLines([
        t(
          `${offer ? `I'd consider ${offer}, but only in writing` : "I'd like your answer in writing"}: the total, that the daily fines stop and are waived, and that no lien will be filed.`,
          `${offer ? `Consideraría ${offer}, pero solo por escrito` : 'Le pido su respuesta por escrito'}: el total, que las multas diarias se detienen y se perdonan, y que no se presentará un gravamen.`,
        ),
        t(
          'Please also send me the notices you say you sent, with their dates, and the rule that sets the hearing.',
          'Le pido también los avisos que dicen haber enviado, con sus fechas, y la regla que fija la audiencia.',
        ),
      ]),
      email: {
        subject: t(
          'The fine on [address]: your offer and the notices, in writing',
          'La multa de [dirección]: su oferta y los avisos, por escrito',
        ),
        body: t(
          `Hello,\n\nThank you for your answer${offer ? ` and the offer of ${offer}` : ''}. Before I decide, please confirm in writing the total I would pay, that the daily fines stop and are waived, that no lien will be filed (or that any lien is released), and that my account will show nothing owed once it's done.\n\nPlease also send me the rule I'm said to have broken, a copy of each notice you sent with its date, and the rule that sets the hearing process.\n\nThank you,\n[Your name]\n[Address]`,
          `Hola:\n\nGracias por su respuesta${offer ? ` y la oferta de ${offer}` : ''}. Antes de decidir, les pido confirmar por escrito el total que pagaría, que las multas diarias se detienen y se perdonan, que no se presentará un gravamen (o que se retira el que exista) y que mi cuenta quedará sin saldo cuando esté hecho.\n\nLes pido también la regla que supuestamente incumplí, una copia de cada aviso que enviaron con su fecha, y la regla que fija el proceso de audiencia.\n\nGracias,\n[Su nombre]\n[Dirección]`,
        ),
      },
      talkingPoints: [
        t(
          'Nothing by phone: the amount, the waiver and "no lien" in writing.',
          'Nada por teléfono: el monto, el perdón de multas y "sin gravamen", por escrito.',
        ),
        t('Ask for every notice and its date.', 'Pida cada aviso y su fecha.'),
        t(
          "Ask your state's HOA agency or legal aid about liens.",
          'Pregunte a la agencia estatal de asociaciones o a asistencia legal sobre gravámenes.',
        ),
      ],
    },
    student_loan: {
      opening: quoteLines([
        t(
          'I sent my income paperwork on [date] and I have the confirmation. Please note that on my account and process it from that date.',
          'Envié mis papeles de ingresos el [fecha] y tengo la confirmación. Les pido anotarlo en mi cuenta y procesarlos desde esa fecha.',
        ),
        t(
          'Until it is processed, please put my account in a processing forbearance, remove the late fees, and correct any late payment you reported.',
          'Mientras se procesan, les pido una suspensión de pagos por trámite, quitar los cargos por atraso y corregir cualquier pago atrasado que hayan reportado.',
        ),
      ]),
      email: {
        subject: t(
          'Income paperwork sent [date]: please process it and remove the late fees',
          'Papeles de ingresos enviados el [fecha]: procesarlos y quitar los cargos por atraso',
        ),
        body: t(
          `Hello,\n\nI submitted my income paperwork through your portal on [date]; the confirmation is attached, and I have submitted it again today at StudentAid.gov. Please process it from the first date, put my account in a processing forbearance until it's done, remove the late fees${figure ? ` on my ${figure} balance` : ''}, and correct any late payment you reported.\n\nPlease confirm in writing by [date].\n\nThank you,\n[Your name]\n[Account number]`,
          `Hola:\n\nEnvié mis papeles de ingresos por su portal el [fecha]; adjunto la confirmación, y hoy los volví a enviar en StudentAid.gov. Les pido procesarlos desde la primera fecha, poner mi cuenta en una suspensión de pagos por trámite hasta que terminen, quitar los cargos por atraso${figure ? ` de mi saldo de ${figure}` : ''} y corregir cualquier pago atrasado que hayan reportado.\n\nLes pido confirmarlo por escrito antes del [fecha].\n\nGracias,\n[Su nombre]\n[Número de cuenta]`,
        ),
      },
      talkingPoints: [
        t(
          'Keep the confirmation of what you sent, with its date.',
          'Guarde la confirmación de lo que envió, con su fecha.',
        ),
        t('Submit again at StudentAid.gov today.', 'Vuelva a enviar hoy en StudentAid.gov.'),
        t(
          'The Federal Student Aid Ombudsman and the CFPB take complaints.',
          'El Defensor de Ayuda Federal para Estudiantes y la CFPB reciben quejas.',
        ),
      ],
    },
    lost_bag: {
      opening: quoteLines([
        t(
          "I'm sending my claim in writing, with a list of what was in the bag and the receipts for what I had to buy.",
          'Les envío mi reclamo por escrito, con la lista de lo que había en la maleta y los recibos de lo que tuve que comprar.',
        ),
        t(
          'Please also refund the checked-bag fee; for a lost bag, DOT rules require it.',
          'Les pido también devolver el cargo por equipaje documentado; para una maleta perdida, las reglas del DOT lo exigen.',
        ),
      ]),
      email: {
        subject: t(
          'Lost bag, flight [number] on [date]: claim, expenses and bag fee',
          'Maleta perdida, vuelo [número] del [fecha]: reclamo, gastos y cargo por equipaje',
        ),
        body: t(
          `Hello,\n\nMy checked bag on flight [number] of [date] has not been returned (file reference [number]). Attached are the list of its contents with their values and the receipts for what I had to buy while waiting.\n\nPlease pay my documented expenses and the contents, and refund the checked-bag fee, as DOT rules require for a lost bag. Please answer in writing by [date].\n\nThank you,\n[Your name]`,
          `Hola:\n\nMi maleta documentada del vuelo [número] del [fecha] no me ha sido devuelta (referencia [número]). Adjunto la lista de su contenido con sus valores y los recibos de lo que tuve que comprar mientras esperaba.\n\nLes pido pagar mis gastos comprobables y el contenido, y devolver el cargo por equipaje, como lo exigen las reglas del DOT para una maleta perdida. Les pido una respuesta por escrito antes del [fecha].\n\nGracias,\n[Su nombre]`,
        ),
      },
      talkingPoints: [
        t(
          'List each item with its value; add receipts or photos.',
          'Anote cada cosa con su valor; agregue recibos o fotos.',
        ),
        t(
          'Keep every receipt for what you bought while waiting.',
          'Guarde cada recibo de lo que compró mientras esperaba.',
        ),
        t(
          'The DOT takes complaints: transportation.gov/airconsumer.',
          'El DOT recibe quejas: transportation.gov/airconsumer.',
        ),
      ],
    },
    store_return: {
      opening: quoteLines([
        t(
          "I'd like a refund, not an exchange: I bought it because I was told [the promise], on [date], by [salesperson].",
          'Quisiera un reembolso, no un cambio: lo compré porque me dijeron [la promesa], el [fecha], [el vendedor].',
        ),
        t(
          "If you can't do that, who above you can? Please put your answer in writing.",
          'Si usted no puede, ¿quién por encima de usted puede? Le pido su respuesta por escrito.',
        ),
      ]),
      email: {
        subject: t('Refund for [item] bought [date]', 'Reembolso de [artículo] comprado el [fecha]'),
        body: t(
          `Hello,\n\nOn [date] I bought [item]${figure ? ` for ${figure}` : ''} (receipt attached). Before I bought it, [salesperson] told me [the promise]. I'm asking for a refund${offer ? `, not the exchange with a fee of ${offer} I was offered` : ''}.\n\nPlease answer in writing by [date].\n\nThank you,\n[Your name]`,
          `Hola:\n\nEl [fecha] compré [artículo]${figure ? ` por ${figure}` : ''} (adjunto el recibo). Antes de comprarlo, [el vendedor] me dijo [la promesa]. Les pido un reembolso${offer ? `, no el cambio con un cargo de ${offer} que me ofrecieron` : ''}.\n\nLes pido una respuesta por escrito antes del [fecha].\n\nGracias,\n[Su nombre]`,
        ),
      },
      talkingPoints: [
        t('Write down who promised what, and when.', 'Anote quién prometió qué, y cuándo.'),
        t('Keep the receipt and the financing papers.', 'Guarde el recibo y los papeles del financiamiento.'),
        t(
          "Your state attorney general's consumer office takes complaints.",
          'La oficina del consumidor del fiscal general de su estado recibe quejas.',
        ),
      ],
    },
    payday_loan: {
      opening: quoteLines([
        t(
          "I'm placing a stop payment on all future withdrawals by [lender] from my account, starting with the one on [date]. Please confirm it in writing.",
          'Pido detener todos los retiros futuros de [prestamista] de mi cuenta, empezando por el del [fecha]. Les pido confirmarlo por escrito.',
        ),
        t(
          'Please also refund the overdraft fees these withdrawals caused.',
          'Les pido también devolver los cargos por sobregiro que causaron estos retiros.',
        ),
      ]),
      email: {
        subject: t(
          'Stop payment: recurring withdrawals by [lender], account [number]',
          'Detener pagos: retiros recurrentes de [prestamista], cuenta [número]',
        ),
        body: t(
          `Hello,\n\nI'm ordering a stop payment on all recurring electronic withdrawals by [lender] from my account [number], starting with the one scheduled for [date]. I have also withdrawn the lender's authorization in writing (copy attached).\n\nPlease confirm the stop payment in writing, and refund the overdraft fees these withdrawals caused.\n\nThank you,\n[Your name]`,
          `Hola:\n\nPido detener todos los retiros electrónicos recurrentes de [prestamista] de mi cuenta [número], empezando por el programado para el [fecha]. También retiré por escrito la autorización al prestamista (adjunto copia).\n\nLes pido confirmar por escrito la orden de detener los pagos y devolver los cargos por sobregiro que causaron estos retiros.\n\nGracias,\n[Su nombre]`,
        ),
      },
      talkingPoints: [
        t(
          'Tell the bank at least 3 business days before the next withdrawal.',
          'Avise al banco al menos 3 días hábiles antes del próximo retiro.',
        ),
        t(
          "Revoke the lender's permission in writing too.",
          'Retire también por escrito el permiso al prestamista.',
        ),
        t(
          "Your state's consumer credit regulator and the CFPB take complaints.",
          'El regulador de crédito de su estado y la CFPB reciben quejas.',
        ),
      ],
    },
    rent_late_fee: {
      opening: quoteLines([
        t(
          "I'm paying the rent for [month] on time, as rent. I dispute the late fee: I paid on [date], I have the proof, and my signed lease sets [what it says].",
          'Voy a pagar la renta de [mes] a tiempo, como renta. Disputo el cargo por atraso: pagué el [fecha], tengo la prueba, y mi contrato firmado dice [lo que dice].',
        ),
        t(
          'Please send me any signed addendum you rely on, and put any threat of eviction in writing.',
          'Les pido cualquier anexo firmado en que se basen, y cualquier amenaza de desalojo por escrito.',
        ),
      ]),
      email: {
        subject: t(
          'Late fee on [month] rent: dispute, with proof of payment',
          'Cargo por atraso en la renta de [mes]: disputa, con prueba de pago',
        ),
        body: t(
          `Hello,\n\nI paid [month]'s rent on [date] (proof attached). I dispute the late fee${figure ? ` of ${figure}` : ''} and any fee added to it: my signed lease sets [what it says], and I never signed an addendum. Please reverse it in writing, or send me the signed document you rely on.\n\nMy rent for [next month] is paid on time, as rent; please apply it to rent only.\n\nThank you,\n[Your name]\n[Unit]`,
          `Hola:\n\nPagué la renta de [mes] el [fecha] (adjunto la prueba). Disputo el cargo por atraso${figure ? ` de ${figure}` : ''} y cualquier cargo agregado: mi contrato firmado dice [lo que dice], y nunca firmé un anexo. Les pido quitarlo por escrito, o enviarme el documento firmado en que se basan.\n\nMi renta de [mes siguiente] está pagada a tiempo, como renta; les pido aplicarla solo a la renta.\n\nGracias,\n[Su nombre]\n[Apartamento]`,
        ),
      },
      talkingPoints: [
        t(
          'Rent and the disputed fee are separate payments.',
          'La renta y el cargo en disputa son pagos aparte.',
        ),
        t('Keep the payment screenshot with its date.', 'Guarde la captura del pago con su fecha.'),
        t(
          'Only a court can evict: call a tenant group or legal aid if they threaten it.',
          'Solo una corte puede desalojar: llame a un grupo de inquilinos o a asistencia legal si le amenazan.',
        ),
      ],
    },
    repair_damage: {
      opening: quoteLines([
        t(
          `${offer ? `${offer} in store credit doesn't cover it` : "That doesn't cover it"}: I'd like the damage fixed at no cost, or the repair refunded to my card.`,
          `${offer ? `Un crédito de ${offer} en la tienda no lo cubre` : 'Eso no lo cubre'}: quisiera que reparen el daño sin costo, o que me devuelvan lo que pagué a mi tarjeta.`,
        ),
        t(
          'Please give me your answer in writing by [date].',
          'Le pido su respuesta por escrito antes del [fecha].',
        ),
      ]),
      email: {
        subject: t(
          'Damage after the repair of [item] on [date]',
          'Daño después de la reparación de [artículo] del [fecha]',
        ),
        body: t(
          `Hello,\n\nOn [date] I paid ${figure ?? '[amount]'} to repair [item]. When I picked it up, [what no longer works], which worked before (photos attached). I'm asking you to fix the damage at no cost or refund the repair to my card by [date].\n\nIf it isn't resolved, I'll dispute the charge with my card issuer and file a complaint with the state attorney general's consumer office.\n\nThank you,\n[Your name]`,
          `Hola:\n\nEl [fecha] pagué ${figure ?? '[monto]'} por reparar [artículo]. Cuando lo recogí, [lo que ya no funciona], que antes funcionaba (adjunto fotos). Les pido reparar el daño sin costo o devolver lo que pagué a mi tarjeta antes del [fecha].\n\nSi no se resuelve, disputaré el cargo con mi banco emisor y presentaré una queja ante la oficina del consumidor del fiscal general del estado.\n\nGracias,\n[Su nombre]`,
        ),
      },
      talkingPoints: [
        t('Store credit is not your money back.', 'Un crédito en la tienda no es su dinero.'),
        t(
          'Dispute a card charge soon: disputes have time limits.',
          'Dispute pronto un cargo de tarjeta: las disputas tienen plazos.',
        ),
        t(
          'Keep the work order and photos from before and after.',
          'Guarde la orden de trabajo y fotos de antes y después.',
        ),
      ],
    },
  };
}

/** The first right that says the money is not owed (or not yet), with its deadline when computed. */
function notOwed(ctx: CopyContext) {
  if (!ctx.ruling.moneyNotOwed) return undefined;
  const right = ctx.ruling.rights.find((candidate) => candidate.deadline) ?? ctx.ruling.rights[0];
  if (!right) return undefined;
  return { title: right.fact.text[ctx.lang].title, deadline: ctx.deadline(right.id) };
}

/** The six rungs, [label, line] each, in the order of RUNGS. */
const rungs = (...pairs: [string, string][]) => rungsInOrder(pairs);

function build(lang: Language): AreaCopy {
  const t = inLanguage(lang);
  return {
    party: (ctx) => ctx.namedParty ?? t('the other side', 'la otra parte'),

    subject: (ctx) => matter(ctx) ?? t('this money matter', 'este asunto de dinero'),

    strategy: (ctx) => {
      if (ctx.case.offTopic) {
        return t(
          'Lane helps you prepare for money conversations (fees, medical bills, rent, car repairs, salary, vendors) with a plan, a phone script and an email.',
          'Lane le ayuda a preparar conversaciones de dinero (cargos, facturas médicas, renta, reparaciones de auto, salario, proveedores) con un plan, un guion para llamar y un correo.',
        );
      }
      const right = notOwed(ctx);
      const about = matter(ctx);
      const world = worldOf(ctx);
      if (world)
        return (
          (world === 'rent_late_fee' ? lateFeeNote(ctx) : undefined) ??
          (world === 'lost_bag' ? delayedBagNote(ctx) : undefined) ??
          worldNotes(lang)[world].note
        );
      return [
        t(
          `Start with the paper: gather the bill, contract or offer, receipts and any messages${about ? ` about ${about}` : ''}.`,
          `Empiece por los papeles: reúna la factura, el contrato o la oferta, los recibos y los mensajes${about ? ` sobre ${about}` : ''}.`,
        ),
        t(
          'Write your ask in one sentence (what you want, and by when) before you call.',
          'Escriba su petición en una frase (qué quiere y para cuándo) antes de llamar.',
        ),
        t(
          "On the first call, ask questions and get the answers in writing, but don't pay, sign or agree to anything yet.",
          'En la primera llamada, haga preguntas y pida las respuestas por escrito, pero no pague, firme ni acepte nada todavía.',
        ),
        right
          ? t(
              `"${right.title}" may apply (see the deadlines): don't pay or offer part of the disputed amount, and dispute it in writing${right.deadline ? ` by ${right.deadline}` : ''}.`,
              `Es posible que se aplique "${right.title}" (vea los plazos): no pague ni ofrezca parte del monto en disputa, y dispútelo por escrito${right.deadline ? ` a más tardar el ${right.deadline}` : ''}.`,
            )
          : undefined,
      ]
        .filter(Boolean)
        .join(' ');
    },

    opening: (ctx) => {
      if (ctx.case.offTopic)
        return t(
          '"Hi, I\'m calling about [the bill, fee, price or pay you want to talk about]."',
          '"Hola, llamo por [la factura, el cargo, el precio o el pago del que quiere hablar]."',
        );
      // A rent late fee with its days told: the lease's grace period, said on the call.
      const lateFee = worldOf(ctx) === 'rent_late_fee' ? lateFeeOpening(ctx) : undefined;
      if (lateFee) return lateFee;
      const bag = worldOf(ctx) === 'lost_bag' ? delayedBagOpening(ctx) : undefined;
      if (bag) return bag;
      return [
        t(
          `"Hi, this is [your name], calling about ${matter(ctx) ?? '[what it is about]'}, [account or reference number]."`,
          `"Hola, habla [su nombre]. Llamo por ${matter(ctx) ?? '[el asunto]'}, [número de cuenta o de referencia]."`,
        ),
        t(
          `"Before I decide anything, could you explain it and send it to me in writing?"`,
          `"Antes de decidir nada, ¿me lo pueden explicar y enviar por escrito?"`,
        ),
        worldAsk(ctx) ??
          t(
            `"What I'm asking for is [your one-sentence ask]."`,
            `"Lo que pido es [su petición en una frase]."`,
          ),
      ].join('\n');
    },

    rungs: () =>
      rungs(
        [
          t('In writing', 'Por escrito'),
          t(
            'Could you send me that in writing, with the details?',
            '¿Me lo puede enviar por escrito, con el detalle?',
          ),
        ],
        [
          t('The basis', 'El fundamento'),
          t(
            'What is that based on? Please point me to it in writing.',
            '¿En qué se basa eso? Por favor indíquemelo por escrito.',
          ),
        ],
        [
          t('Time to review', 'Tiempo para revisar'),
          t(
            "I'd like to review this before I decide. Can we hold it until [date]?",
            'Quisiera revisarlo antes de decidir. ¿Podemos dejarlo en espera hasta el [fecha]?',
          ),
        ],
        [
          t('Someone who can decide', 'Quien pueda decidir'),
          t(
            'Who can make a decision on this? May I speak with them?',
            '¿Quién puede tomar una decisión sobre esto? ¿Puedo hablar con esa persona?',
          ),
        ],
        [
          t('Name and next step', 'Nombre y próximo paso'),
          t(
            'May I have your name, and what exactly happens next, by when?',
            '¿Me da su nombre? ¿Y qué pasa exactamente ahora, y para cuándo?',
          ),
        ],
        [
          t('Written request', 'Solicitud por escrito'),
          t(
            "I'll put my request in writing. Where should I send it?",
            'Voy a poner mi solicitud por escrito. ¿A dónde la envío?',
          ),
        ],
      ),

    email: (ctx) => {
      if (ctx.case.offTopic) {
        return {
          subject: t('[Your request]', '[Su solicitud]'),
          body: t(
            'Hello,\n\n[Your one-sentence ask.]\n\nThank you,\n[Your name]',
            'Hola:\n\n[Su petición en una frase.]\n\nGracias,\n[Su nombre]',
          ),
        };
      }
      const lateFee = worldOf(ctx) === 'rent_late_fee' ? lateFeeEmail(ctx) : undefined;
      if (lateFee) return lateFee;
      const bag = worldOf(ctx) === 'lost_bag' ? delayedBagEmail(ctx) : undefined;
      if (bag) return bag;
      const about = matter(ctx);
      const date = ctx.date();
      /** The world's own ask, out of its quotation marks. */
      const ask = worldAsk(ctx)?.slice(1, -1);
      return {
        subject: t(
          `${about ? `About ${about}` : '[What it is about]'}: request in writing, [reference number]`,
          `${about ? `Sobre ${about}` : '[El asunto]'}: solicitud por escrito, [número de referencia]`,
        ),
        body: t(
          `Hello,\n\nI'm writing about ${about ?? '[what it is about]'}${date ? ` (${date})` : ''}, [account or reference number]. [What happened, in two sentences.]\n\n${ask ?? "I'm asking for [your one-sentence ask]."} Please send your answer, with any figures, in writing by [date].\n\nThank you,\n[Your name]\n[Phone number]`,
          `Hola:\n\nLes escribo por ${about ?? '[el asunto]'}${date ? ` (${date})` : ''}, [número de cuenta o de referencia]. [Lo que pasó, en dos frases.]\n\n${ask ?? 'Les pido [su petición en una frase].'} Por favor envíenme su respuesta, con las cifras, por escrito antes del [fecha].\n\nGracias,\n[Su nombre]\n[Teléfono]`,
        ),
      };
    },

    talkingPoints: (ctx) => {
      if (ctx.case.offTopic)
        return [
          t(
            'Tell Lane which bill, fee, price or pay talk you want to prepare for.',
            'Cuéntele a Lane qué factura, cargo, precio o conversación de pago quiere preparar.',
          ),
        ];
      const lateFee = worldOf(ctx) === 'rent_late_fee' ? lateFeePoints(ctx) : undefined;
      if (lateFee) return lateFee;
      const bag = worldOf(ctx) === 'lost_bag' ? delayedBagPoints(ctx) : undefined;
      if (bag) return bag;
      return [
        t(
          'Gather the paper first: bill, contract or offer, receipts, messages.',
          'Reúna primero los papeles: factura, contrato u oferta, recibos, mensajes.',
        ),
        t(
          'Write your ask in one sentence and read it out.',
          'Escriba su petición en una frase y léala en voz alta.',
        ),
        t(
          'Don\'t pay, sign or agree on the first call: "I\'ll review it and get back to you."',
          'No pague, firme ni acepte nada en la primera llamada: "Lo reviso y les respondo."',
        ),
        t(
          'Get names, dates and any promise in writing.',
          'Pida por escrito nombres, fechas y cualquier promesa.',
        ),
      ];
    },

    questions: (ctx) => {
      if (ctx.case.offTopic) {
        return [
          t(
            'What money conversation are you preparing for: a fee, a medical bill, rent, a car repair, your salary or a vendor?',
            '¿Qué conversación de dinero quiere preparar: un cargo, una factura médica, la renta, una reparación de auto, su salario o un proveedor?',
          ),
        ];
      }
      const world = worldOf(ctx);
      // A rent late fee whose days and lease terms were told: nothing left to ask first.
      if (world === 'rent_late_fee' && lateFeeNote(ctx)) return [];
      // A delayed bag with its fee told: the plan already answers; nothing to ask first.
      if (world === 'lost_bag' && ctx.case.flags.bagDelayed === true && ctx.figure('fee')) return [];
      if (world)
        return worldNotes(lang)[world].questions.filter(
          (_, i) =>
            !(world === 'bank_hold' && i === 0 && ctx.case.dates.length >= 2) &&
            // The state is already known: its question would be asked for nothing.
            !(
              (world === 'hoa_fine' || world === 'store_return' || world === 'timeshare') &&
              i === 0 &&
              ctx.case.state
            ) &&
            // The proof is already in hand: which bureaus and what proof would be asked for nothing.
            !(world === 'credit_report' && i === 0 && (ctx.evidence?.length ?? 0) > 0),
        );
      return [
        ...(ctx.namedParty
          ? []
          : [
              t(
                'Who is it with: a company, a hospital, a landlord, an employer, a shop, a client?',
                '¿Con quién es: una empresa, un hospital, un arrendador, un empleador, un taller, un cliente?',
              ),
            ]),
        ...(ctx.case.amounts.length > 0
          ? []
          : [
              t(
                'What is the amount, and what is it: the bill, a fee, an estimate, an offer?',
                '¿Cuál es el monto y qué es: la factura, un cargo, un presupuesto, una oferta?',
              ),
            ]),
      ].slice(0, 3);
    },

    complaintRoutes: () =>
      t(
        "the company's complaints address in writing, then your state attorney general's consumer protection office; for banks, cards and debt collectors, the CFPB (consumerfinance.gov/complaint); for scams and deceptive practices, ReportFraud.ftc.gov",
        'la dirección de quejas de la empresa por escrito; luego la oficina de protección al consumidor del fiscal general de su estado; para bancos, tarjetas y cobradores, la CFPB (consumerfinance.gov/complaint); para estafas y prácticas engañosas, ReportFraud.ftc.gov',
      ),

    rightLine: (ctx) =>
      notOwed(ctx)
        ? t(
            "I'm disputing this in writing, so I won't pay the disputed amount, or part of it, until it's resolved.",
            'Estoy disputando esto por escrito, así que no voy a pagar el monto en disputa, ni una parte, hasta que se resuelva.',
          )
        : undefined,

    judgeOffer: (ctx) => (notOwed(ctx) ? 'decline' : undefined),
    nextStep: (ctx, outcome) => {
      const world = worldOf(ctx);
      return world && outcome !== 'agreed' ? worldSteps(lang)[world] : undefined;
    },
    followUpCopy: (ctx, outcome, offer) =>
      (worldOf(ctx) === 'rent_late_fee' ? lateFeeFollowUp(ctx, outcome, offer) : undefined) ??
      (worldOf(ctx) === 'lost_bag' ? delayedBagFollowUp(ctx, outcome, offer) : undefined) ??
      worldFollowUp(ctx, outcome, offer),
  };
}

export const general: AreaPlaybook = { en: build('en'), es: build('es') };
