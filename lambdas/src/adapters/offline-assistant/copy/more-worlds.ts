import type { Language } from '@lane/shared';
import { inLanguage, quoteLines, type CopyContext, type FollowUpAnswer } from './types.js';

/**
 * Three everyday disputes with no sub-case of their own, told apart from the worlds their words
 * brush (a credit report's late mark is no card fee, a totaled car's deductible no medical bill, a
 * timeshare's down payment no unknown card charge). Each gets its own first steps, questions, ask
 * and replies. The one federal rule named is the Fair Credit Reporting Act's dispute (15 U.S.C.
 * 1681i: a bureau investigates within 30 days, and tells the method it used when asked); the
 * timeshare's cancellation period and a total loss's valuation are the state's and the contract's,
 * so they are always questions.
 */
export type MoreWorld = 'credit_report' | 'total_loss' | 'timeshare' | 'prescription';

/** The worlds' flags, in the order they are told apart. */
export function moreWorldOf(flags: {
  readonly creditReportError?: boolean | undefined;
  readonly totalLoss?: boolean | undefined;
  readonly timeshare?: boolean | undefined;
  readonly prescriptionCost?: boolean | undefined;
}): MoreWorld | undefined {
  if (flags.totalLoss === true) return 'total_loss';
  if (flags.timeshare === true) return 'timeshare';
  if (flags.creditReportError === true) return 'credit_report';
  if (flags.prescriptionCost === true) return 'prescription';
  return undefined;
}

/** The matter in a few words, for the script's opening and the email's subject. */
export function moreWorldMatter(lang: Language): Record<MoreWorld, string> {
  const t = inLanguage(lang);
  return {
    credit_report: t('the error on my credit report', 'el error en mi reporte de crédito'),
    total_loss: t('the total-loss offer on my car', 'la oferta por pérdida total de mi auto'),
    timeshare: t('my timeshare contract', 'mi contrato de tiempo compartido'),
    prescription: t('the price of my prescription', 'el precio de mi medicamento'),
  };
}

export function moreWorldNotes(
  lang: Language,
): Record<MoreWorld, { note: string; questions: readonly string[] }> {
  const t = inLanguage(lang);
  return {
    credit_report: {
      note: t(
        "A mistake on your credit report can be disputed for free. Under the Fair Credit Reporting Act, each credit bureau that shows it must investigate your dispute, generally within 30 days of receiving it, and correct or delete what can't be verified. Send the dispute to each bureau that shows it (online, or by mail with copies of your proof), and dispute it in writing directly with the company that reported it (the card issuer or lender) too, with the same proof: a statement or confirmation showing what you paid and when. If a landlord or lender is deciding now, give them your proof and the dispute confirmation, and ask the company that reported it for a letter confirming the account's real history.",
        'Un error en su reporte de crédito se puede disputar gratis. Según la Ley de Informe Justo de Crédito (FCRA), cada agencia de crédito que lo muestra debe investigar su disputa, por lo general dentro de los 30 días de recibirla, y corregir o borrar lo que no se pueda verificar. Envíe la disputa a cada agencia que lo muestra (en línea, o por correo con copias de su prueba), y dispútelo también por escrito directamente con la empresa que lo reportó (el emisor de la tarjeta o el prestamista), con la misma prueba: un estado de cuenta o una confirmación que muestre qué pagó y cuándo. Si un arrendador o un prestamista está decidiendo ahora, entrégueles su prueba y la confirmación de la disputa, y pida a la empresa que lo reportó una carta que confirme el historial real de la cuenta.',
      ),
      questions: [
        t(
          'Which credit bureaus show it, and what proof do you have (a statement or payment confirmation with its date)?',
          '¿Qué agencias de crédito lo muestran y qué prueba tiene (un estado de cuenta o una confirmación de pago con su fecha)?',
        ),
        t(
          'Which company reported it, and have you already disputed it with anyone?',
          '¿Qué empresa lo reportó y ya lo disputó con alguien?',
        ),
      ],
    },
    total_loss: {
      note: t(
        "A total-loss offer can be argued. The insurer owes what the car was worth just before the crash (its actual cash value), less your deductible when the claim is on your own collision coverage. Ask for the valuation report in writing (the comparable cars it used and each deduction, such as for condition), and answer in writing with your own comparables (same year, trim and miles, for sale near you) and proof of condition (photos, maintenance records, recent tires or repairs). Don't sign the release or hand over the title until you agree with the amount. If you still disagree, ask whether your policy has an appraisal clause, and ask your state's insurance department about its total-loss rules (for example, whether taxes and fees are added). If you owe more on the loan than the payout, check whether you have GAP coverage, and ask the insurer who pays the tow yard's storage.",
        'Una oferta por pérdida total se puede discutir. La aseguradora debe lo que valía el auto justo antes del choque (su valor real en efectivo), menos su deducible cuando el reclamo es con su propia cobertura de choque. Pida el informe de valuación por escrito (los autos comparables que usó y cada descuento, como el de condición), y responda por escrito con sus propios comparables (mismo año, versión y millaje, a la venta cerca de usted) y pruebas de la condición (fotos, registros de mantenimiento, llantas o reparaciones recientes). No firme la renuncia (release) ni entregue el título hasta estar de acuerdo con el monto. Si sigue en desacuerdo, pregunte si su póliza tiene una cláusula de tasación (appraisal), y pregunte al departamento de seguros de su estado por sus reglas de pérdida total (por ejemplo, si se suman impuestos y cargos). Si debe más del préstamo de lo que le pagan, revise si tiene cobertura GAP, y pregunte a la aseguradora quién paga el almacenaje del depósito de grúas.',
      ),
      questions: [
        t(
          "Is the claim with your own insurer (collision coverage) or with the other driver's?",
          '¿El reclamo es con su propia aseguradora (cobertura de choque) o con la del otro conductor?',
        ),
        t(
          'Which comparable cars and deductions does their valuation report list?',
          '¿Qué autos comparables y qué descuentos aparecen en su informe de valuación?',
        ),
      ],
    },
    timeshare: {
      note: t(
        "A timeshare contract usually comes with a short window to cancel in writing after you sign: how many days, and how to send it, are set by the law of the state where you signed and written in the contract itself. Find the cancellation paragraph now and send your cancellation exactly as it says (by certified mail with a return receipt, unless it says otherwise) before the deadline, keeping a copy and the mailing receipt; a phone call doesn't cancel. Don't accept a lower price or a \"downgrade\" to stay, and don't pay resale or \"exit\" companies that call you. For a down payment on a credit card, ask the seller in writing for the refund once you've cancelled; if it doesn't come by the date the contract gives, ask your card issuer how to dispute it, and tell your state attorney general.",
        'Un contrato de tiempo compartido suele traer un plazo corto para cancelar por escrito después de firmar: cuántos días y cómo enviarla lo fija la ley del estado donde firmó y está escrito en el mismo contrato. Busque ahora el párrafo de cancelación y envíe su cancelación exactamente como dice (por correo certificado con acuse de recibo, salvo que indique otra forma) antes del plazo, y guarde una copia y el recibo del envío; una llamada no cancela. No acepte un precio más bajo ni un "cambio de plan" para quedarse, y no pague a empresas de reventa o de "salida" que le llamen. Si pagó un enganche con tarjeta de crédito, pida al vendedor por escrito el reembolso una vez que haya cancelado; si no llega para la fecha que da el contrato, pregunte al emisor de su tarjeta cómo disputarlo, e informe al fiscal general de su estado.',
      ),
      questions: [
        t('In which state did you sign it?', '¿En qué estado lo firmó?'),
        t(
          "What does the contract's cancellation paragraph say (how many days, and where to send it)?",
          '¿Qué dice el párrafo de cancelación del contrato (cuántos días y a dónde enviarla)?',
        ),
      ],
    },
    prescription: {
      note: t(
        "Ask the pharmacist why it cost that much (the drug isn't on your plan's list, a deductible, a quantity limit, or a prior authorization), and whether a covered alternative or a generic works for you. Then call your drug plan (the number on your card) and ask for a coverage decision: with your doctor's support, a plan can cover a drug that isn't on its list (an exception). On Medicare, a new plan must give a new member a temporary supply of a drug they were already taking during their first 90 days, and Medicare caps what you pay for a month's supply of an insulin your drug plan covers at $35: ask for that transition fill, and for the overcharge back once it's covered. For free help, call 1-800-MEDICARE or your state's health insurance counseling program (SHIP).",
        'Pregunte al farmacéutico por qué costó tanto (el medicamento no está en la lista de su plan, un deducible, un límite de cantidad o una autorización previa), y si le sirve una alternativa cubierta o un genérico. Luego llame a su plan de medicamentos (el número de su tarjeta) y pida una decisión de cobertura: con el apoyo de su médico, un plan puede cubrir un medicamento que no está en su lista (una excepción). En Medicare, un plan nuevo debe dar a un miembro nuevo un suministro temporal de un medicamento que ya tomaba durante sus primeros 90 días, y Medicare limita a $35 lo que usted paga por un mes de una insulina que su plan de medicamentos cubre: pida ese suministro de transición, y que le devuelvan lo cobrado de más una vez cubierto. Para ayuda gratuita, llame al 1-800-MEDICARE o al programa de consejería de seguros de salud de su estado (SHIP).',
      ),
      questions: [
        t(
          'Is this through Medicare (a Part D or Medicare Advantage drug plan) or other insurance, and did the plan change this year?',
          '¿Es por Medicare (un plan de medicamentos de la Parte D o Medicare Advantage) o por otro seguro, y cambió de plan este año?',
        ),
        t(
          'What reason did the pharmacy give: not on the list, a deductible, or a prior authorization?',
          '¿Qué motivo le dio la farmacia: que no está en la lista, un deducible o una autorización previa?',
        ),
      ],
    },
  };
}

/** The next step once the other side has said no or offered something less. */
export function moreWorldSteps(lang: Language): Record<MoreWorld, string> {
  const t = inLanguage(lang);
  return {
    credit_report: t(
      'A bureau that keeps it after "verifying" has only asked the company that reported it. Dispute directly with that company in writing, with your proof: it must investigate a dispute sent to it too. Send the bureau a new dispute with the documents attached, ask it how it verified the item (the law lets you ask for the method), and if it still stays, add a short statement of dispute to your file and file a complaint with the CFPB (consumerfinance.gov/complaint), which the bureau and the company must answer.',
      'Si una agencia lo mantiene tras "verificarlo", solo le preguntó a la empresa que lo reportó. Dispútelo directamente con esa empresa por escrito, con su prueba: también debe investigar una disputa que se le envíe a ella. Envíe a la agencia una nueva disputa con los documentos adjuntos, pregúntele cómo verificó el dato (la ley le permite pedir el método) y, si aun así se queda, agregue a su expediente una breve declaración de disputa y presente una queja ante la CFPB (consumerfinance.gov/complaint), que la agencia y la empresa deben responder.',
    ),
    total_loss: t(
      "Don't sign the release on a \"final offer\" you don't agree with. Ask in writing for the valuation report and why each of your comparables was left out, and send your own (listings, photos, records). If they won't move, invoke the appraisal clause if your policy has one (each side picks an appraiser), and file a complaint with your state's insurance department. Ask them in writing to pay the storage that builds up while the claim is open, or to move the car to storage at no cost to you.",
      'No firme la renuncia por una "oferta final" con la que no está de acuerdo. Pida por escrito el informe de valuación y por qué se descartó cada uno de sus comparables, y envíe los suyos (anuncios, fotos, registros). Si no se mueven, invoque la cláusula de tasación si su póliza la tiene (cada parte elige un tasador), y presente una queja ante el departamento de seguros de su estado. Pídales por escrito que paguen el almacenaje que se acumula mientras el reclamo sigue abierto, o que trasladen el auto a un almacenaje sin costo para usted.',
    ),
    timeshare: t(
      "Don't accept a lower price to stay. A cancellation sent in time, the way the contract says, is what counts, not what a salesperson says on the phone: ask them to show you in writing the paragraph they rely on. Send the written cancellation today if you haven't, keep the mailing receipt, and send a copy to your state attorney general's consumer office. Once it's sent, ask in writing for the down payment back by a date, and if it doesn't come, ask your card issuer how to dispute the charge.",
      'No acepte un precio más bajo para quedarse. Lo que cuenta es una cancelación enviada a tiempo y como dice el contrato, no lo que diga un vendedor por teléfono: pídales que le muestren por escrito el párrafo en que se basan. Envíe hoy la cancelación por escrito si aún no lo hizo, guarde el recibo del envío y mande una copia a la oficina del consumidor del fiscal general de su estado. Una vez enviada, pida por escrito la devolución del enganche antes de una fecha, y si no llega, pregunte al emisor de su tarjeta cómo disputar el cargo.',
    ),
    prescription: t(
      "A drug that isn't on the new plan's list is what the transition supply and an exception are for. Call the plan itself, not only the pharmacy: if you joined it in the last 90 days and were already taking the medicine, ask for a transition supply today, and with your doctor ask for a formulary exception so it stays covered after that. Once it's covered, Medicare's $35-a-month cap applies to insulin, so ask the plan to reprocess what you paid. If the plan says no, ask for the decision in writing: you can appeal it, and 1-800-MEDICARE or your state's SHIP can help you do it for free.",
      'Un medicamento que no está en la lista del plan nuevo es justo para lo que existen el suministro de transición y la excepción. Llame al plan, no solo a la farmacia: si se inscribió en los últimos 90 días y ya tomaba el medicamento, pida hoy un suministro de transición, y con su médico pida una excepción al formulario para que siga cubierto después. Una vez cubierto, el límite de Medicare de $35 al mes se aplica a la insulina, así que pida al plan que vuelva a procesar lo que pagó. Si el plan dice que no, pida la decisión por escrito: puede apelarla, y el 1-800-MEDICARE o el programa SHIP de su estado le ayudan gratis.',
    ),
  };
}

/** The ask said on the first call. */
export function moreWorldAsks(lang: Language): Record<MoreWorld, string> {
  const t = inLanguage(lang);
  return {
    credit_report: t(
      "\"I'm disputing an error on my credit report, and I have proof it's wrong: I'm asking you to correct it and send me the result in writing.\"",
      '"Disputo un error en mi reporte de crédito y tengo la prueba de que está mal: les pido corregirlo y enviarme el resultado por escrito."',
    ),
    total_loss: t(
      '"I\'m asking for the valuation report in writing, and for the offer to be reviewed against the comparable cars I\'m sending."',
      '"Pido el informe de valuación por escrito, y que revisen la oferta con los autos comparables que les envío."',
    ),
    timeshare: t(
      '"I\'m cancelling, in writing and within the cancellation period, the contract I signed, and I\'m asking for my down payment back."',
      '"Cancelo por escrito, dentro del plazo de cancelación, el contrato que firmé, y pido la devolución de mi enganche."',
    ),
    prescription: t(
      '"I\'m asking you to cover my medicine, with a transition supply or an exception, and to refund what I paid over my share."',
      '"Les pido que cubran mi medicamento, con un suministro de transición o una excepción, y que me devuelvan lo que pagué de más."',
    ),
  };
}

/** What to say and send after the other side answers. */
export function moreWorldReplies(
  ctx: CopyContext,
  offer: string | undefined,
): Record<MoreWorld, Omit<FollowUpAnswer, 'strategy'>> {
  const t = inLanguage(ctx.lang);
  const downPayment = ctx.figure('paid', 'deposit');
  const paidAtCounter = ctx.figure('billed', 'paid');
  return {
    credit_report: {
      opening: quoteLines([
        t(
          "I'm disputing directly with you what you report to the credit bureaus on my account: it's wrong, and I have the proof. Please investigate it and have every bureau correct it.",
          'Disputo directamente con ustedes lo que reportan a las agencias de crédito sobre mi cuenta: está mal y tengo la prueba. Les pido investigarlo y que cada agencia lo corrija.',
        ),
        t(
          "Please also send me a letter confirming the account's real history, for the landlord or lender deciding now.",
          'Les pido también una carta que confirme el historial real de la cuenta, para el arrendador o prestamista que está decidiendo ahora.',
        ),
      ]),
      email: {
        subject: t(
          'Direct dispute: an error you report to the credit bureaus',
          'Disputa directa: un error que reportan a las agencias de crédito',
        ),
        body: t(
          "Hello,\n\nI'm disputing directly with you an item you report to the credit bureaus on my account ending [last 4 digits]: [what is wrong, and the month]. My proof is attached: [bank statement or payment confirmation].\n\nPlease investigate, correct what you report to every credit bureau, and send me the result in writing, with a letter confirming the account's real history.\n\nThank you,\n[Your name]\n[Address]",
          'Hola:\n\nDisputo directamente con ustedes un dato que reportan a las agencias de crédito sobre mi cuenta que termina en [últimos 4 dígitos]: [qué está mal y de qué mes]. Adjunto mi prueba: [estado de cuenta o confirmación de pago].\n\nLes pido investigarlo, corregir lo que reportan a cada agencia de crédito y enviarme el resultado por escrito, con una carta que confirme el historial real de la cuenta.\n\nGracias,\n[Su nombre]\n[Dirección]',
        ),
      },
      talkingPoints: [
        t(
          'Dispute with each bureau and with the company that reported it.',
          'Dispute con cada agencia y con la empresa que lo reportó.',
        ),
        t(
          'Send your proof every time; keep copies and dates.',
          'Envíe su prueba cada vez; guarde copias y fechas.',
        ),
        t(
          'The CFPB takes complaints about credit reports.',
          'La CFPB recibe quejas sobre reportes de crédito.',
        ),
      ],
    },
    total_loss: {
      opening: quoteLines([
        t(
          `I'm not signing the release${offer ? ` at ${offer}` : ''} today. Please send me the valuation report, and tell me in writing why the comparable cars I sent were left out.`,
          `Hoy no voy a firmar la renuncia${offer ? ` por ${offer}` : ''}. Les pido el informe de valuación, y que me digan por escrito por qué descartaron los autos comparables que les envié.`,
        ),
        t(
          "If we can't agree, I'll use the appraisal clause in my policy. Please also confirm in writing who pays the storage while the claim is open.",
          'Si no llegamos a un acuerdo, usaré la cláusula de tasación de mi póliza. Les pido también confirmar por escrito quién paga el almacenaje mientras el reclamo sigue abierto.',
        ),
      ]),
      email: {
        subject: t(
          'Claim [number]: the total-loss valuation',
          'Reclamo [número]: la valuación por pérdida total',
        ),
        body: t(
          `Hello,\n\nI don't accept the total-loss offer${offer ? ` of ${offer}` : ''} for my car (claim [number]). Below are comparable cars for sale near me, same year and similar miles, and I've attached proof of its condition.\n\n[Your comparables, with their prices and links]\n\nPlease send me your valuation report, with its comparables and each deduction, tell me in writing why mine were left out, and confirm who pays the storage while the claim is open. If we can't agree, I'll invoke the appraisal clause of my policy.\n\nThank you,\n[Your name]`,
          `Hola:\n\nNo acepto la oferta por pérdida total${offer ? ` de ${offer}` : ''} por mi auto (reclamo [número]). Abajo están autos comparables a la venta cerca de mí, del mismo año y millaje parecido, y adjunto pruebas de su condición.\n\n[Sus comparables, con precios y enlaces]\n\nLes pido su informe de valuación, con sus comparables y cada descuento, que me digan por escrito por qué descartaron los míos, y que confirmen quién paga el almacenaje mientras el reclamo sigue abierto. Si no llegamos a un acuerdo, invocaré la cláusula de tasación de mi póliza.\n\nGracias,\n[Su nombre]`,
        ),
      },
      talkingPoints: [
        t("Don't sign the release until you agree.", 'No firme la renuncia hasta estar de acuerdo.'),
        t(
          'Send your comparables and proof of condition in writing.',
          'Envíe por escrito sus comparables y pruebas de la condición.',
        ),
        t(
          "Appraisal clause first, then your state's insurance department.",
          'Primero la cláusula de tasación, luego el departamento de seguros de su estado.',
        ),
      ],
    },
    timeshare: {
      opening: quoteLines([
        t(
          `I'm not keeping the contract${offer ? `, not even at ${offer}` : ''}: I'm cancelling it in writing within the cancellation period. If you say that doesn't apply, please show me the paragraph in writing.`,
          `No me quedo con el contrato${offer ? `, ni siquiera por ${offer}` : ''}: lo cancelo por escrito dentro del plazo de cancelación. Si dicen que no aplica, muéstrenme el párrafo por escrito.`,
        ),
        t(
          `When will my down payment${downPayment ? ` of ${downPayment}` : ''} be refunded, and to which card?`,
          `¿Cuándo me devuelven el enganche${downPayment ? ` de ${downPayment}` : ''} y a qué tarjeta?`,
        ),
      ]),
      email: {
        subject: t(
          'Cancellation of my timeshare contract of [date]',
          'Cancelación de mi contrato de tiempo compartido del [fecha]',
        ),
        body: t(
          `Hello,\n\nI cancel the timeshare contract I signed on [date] (contract [number]). I'm sending this notice in writing within the cancellation period, by the method the contract sets out.\n\nPlease confirm the cancellation in writing and refund my down payment${downPayment ? ` of ${downPayment}` : ''} to the card I paid with by [date].\n\nThank you,\n[Your name]\n[Address]`,
          `Hola:\n\nCancelo el contrato de tiempo compartido que firmé el [fecha] (contrato [número]). Envío este aviso por escrito dentro del plazo de cancelación, de la forma que indica el contrato.\n\nLes pido confirmar la cancelación por escrito y devolver mi enganche${downPayment ? ` de ${downPayment}` : ''} a la tarjeta con que pagué antes del [fecha].\n\nGracias,\n[Su nombre]\n[Dirección]`,
        ),
      },
      talkingPoints: [
        t('A phone call does not cancel: the letter does.', 'Una llamada no cancela: la carta sí.'),
        t(
          'Keep the copy and the certified-mail receipt.',
          'Guarde la copia y el recibo del correo certificado.',
        ),
        t(
          'No lower price, no "downgrade", no resale company.',
          'Ni precio más bajo, ni "cambio de plan", ni empresas de reventa.',
        ),
      ],
    },
    prescription: {
      opening: quoteLines([
        t(
          'I was already taking this medicine when I joined the plan. Please give me a transition supply today, and tell me how my doctor asks for an exception.',
          'Ya tomaba este medicamento cuando me inscribí en el plan. Les pido un suministro de transición hoy, y que me digan cómo puede mi médico pedir una excepción.',
        ),
        t(
          `Once it's covered, please reprocess what I paid at the pharmacy${paidAtCounter ? ` (${paidAtCounter})` : ''} and refund the difference.`,
          `Una vez cubierto, les pido volver a procesar lo que pagué en la farmacia${paidAtCounter ? ` (${paidAtCounter})` : ''} y devolverme la diferencia.`,
        ),
      ]),
      email: {
        subject: t(
          'Coverage of my medicine: transition supply and exception',
          'Cobertura de mi medicamento: suministro de transición y excepción',
        ),
        body: t(
          `Hello,\n\nI'm a member of your plan (member ID [number]). The pharmacy charged me ${paidAtCounter ?? '[amount]'} for [the medicine], which I was already taking, because it isn't on your drug list.\n\nPlease give me a transition supply, start a coverage determination for a formulary exception (my doctor will send a supporting statement), and refund what I paid over my share once it's covered. Please answer in writing.\n\nThank you,\n[Your name]`,
          `Hola:\n\nSoy miembro de su plan (número de miembro [número]). La farmacia me cobró ${paidAtCounter ?? '[monto]'} por [el medicamento], que ya tomaba, porque no está en su lista de medicamentos.\n\nLes pido un suministro de transición, iniciar una decisión de cobertura para una excepción al formulario (mi médico enviará una declaración de apoyo) y devolverme lo que pagué de más una vez cubierto. Les pido la respuesta por escrito.\n\nGracias,\n[Su nombre]`,
        ),
      },
      talkingPoints: [
        t('Call the plan, not only the pharmacy.', 'Llame al plan, no solo a la farmacia.'),
        t(
          'Ask for a transition supply and an exception, with your doctor.',
          'Pida un suministro de transición y una excepción, con su médico.',
        ),
        t('1-800-MEDICARE and SHIP help for free.', 'El 1-800-MEDICARE y el programa SHIP ayudan gratis.'),
      ],
    },
  };
}
