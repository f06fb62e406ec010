import type { CopyContext, FollowUpAnswer, FollowUpSaid, Outcome } from './types.js';
import { inLanguage, quoteLines } from './types.js';

/**
 * A collector holds a bill for equipment the person returned ("150 por 'equipo no devuelto' y 69.99
 * de enero", the modem returned with a receipt), and the next answer is "the company has no record
 * of it" and "pay or we report it to the credit bureaus next month". The receipt answers "no record";
 * the written dispute goes to the collector by the validation deadline with a copy of it; a report
 * made while the debt is disputed must show it as disputed; complaints go to the CFPB (the collector)
 * and the FCC (an internet, phone or TV company). Never "a no by phone doesn't end your right".
 */
export function returnedEquipmentCollector(
  ctx: CopyContext,
  outcome: Outcome,
  said: FollowUpSaid | undefined,
): FollowUpAnswer | undefined {
  const kase = ctx.case;
  const flags = kase.flags;
  if (kase.area !== 'debt_collection' || flags.collector === false || flags.equipmentReturned !== true)
    return undefined;
  const noRecord = said?.claims?.includes('no_record') === true;
  const reportThreat = said?.latestFlags?.creditReportThreat === true;
  if (!noRecord && !reportThreat && outcome !== 'pay_now') return undefined;
  const t = inLanguage(ctx.lang);
  const billed = wholeBalance(ctx);
  const whole = billed
    ? t(`the whole ${billed}`, `los ${billed} completos`)
    : t('the whole balance', 'todo el saldo');
  const cancelledOn = ctx.date('cancelled');
  const returnedOn = ctx.date('returned');
  const notice = ctx.date('notice');
  const deadline = ctx.deadline('debt-validation');
  const receipt = flags.returnReceipt === true;
  const equipment = kase.equipmentCharge;
  const cancelledIso = kase.dates.find((date) => date.role === 'cancelled' && date.iso)?.iso;
  const serviceIso = kase.dates.find((date) => date.role === 'service' && date.iso)?.iso;
  // "69.99 de enero": a charge for a month after the cancelling.
  const after =
    cancelledIso && serviceIso && serviceIso > cancelledIso
      ? kase.amounts.find(
          (amount) => amount.role === 'other' && amount.text !== equipment && amount.per === undefined,
        )
      : undefined;
  const returnedWords = t(
    `returned the equipment${returnedOn ? ` on ${returnedOn}` : ''}`,
    `devolví el equipo${returnedOn ? ` el ${returnedOn}` : ''}`,
  );
  const cancelledWords = cancelledOn
    ? t(`cancelled on ${cancelledOn}`, `cancelé el ${cancelledOn}`)
    : t('cancelled', 'cancelé');
  const proof = receipt
    ? t(
        'the return receipt (and its tracking number, if it has one)',
        'el recibo de la devolución (y su número de rastreo, si lo tiene)',
      )
    : t('your proof of the return', 'su prueba de la devolución');
  const charges = [
    equipment
      ? t(
          `the ${equipment} for "unreturned equipment" charges for equipment I returned`,
          `los ${equipment} por «equipo no devuelto» cobran un equipo que devolví`,
        )
      : '',
    after
      ? t(
          `the ${after.text} charges for service after I cancelled`,
          `los ${after.text} cobran servicio después de que cancelé`,
        )
      : '',
  ].filter(Boolean);
  const strategy = [
    noRecord
      ? t(
          `The company saying it has "no record" of the return doesn't change the facts: you have ${receipt ? 'the receipt' : 'your proof'} that you returned it${returnedOn ? ` on ${returnedOn}` : ''}.`,
          `Que la compañía diga que «no tiene registro» de la devolución no cambia los hechos: usted tiene ${receipt ? 'el recibo' : 'su prueba'} de que la hizo${returnedOn ? ` el ${returnedOn}` : ''}.`,
        )
      : '',
    t(
      `Don't pay ${billed ? `the ${billed}` : 'it'} to make it go away.`,
      `No pague ${billed ? `los ${billed}` : 'nada'} para que «desaparezca».`,
    ),
    t(
      `${deadline ? `By ${deadline}, mail` : 'Mail'} the collector your written dispute, certified with a return receipt, with a copy of ${proof}: say you ${cancelledOn ? `cancelled on ${cancelledOn}` : 'cancelled'} and returned the equipment${returnedOn ? ` on ${returnedOn}` : ''}${after ? `, with no service after that, so the ${after.text} isn't owed either` : ''}, and that you dispute ${whole}. Once it arrives, they must pause collection until they send you proof.`,
      `${deadline ? `Antes del ${deadline}, envíe` : 'Envíe'} al cobrador su disputa por escrito, por correo certificado con acuse de recibo, con una copia ${proof.startsWith('el ') ? `del ${proof.slice(3)}` : `de ${proof}`}: diga que ${cancelledOn ? `canceló el ${cancelledOn}` : 'canceló'} y devolvió el equipo${returnedOn ? ` el ${returnedOn}` : ''}${after ? `, sin servicio después, así que los ${after.text} tampoco se deben` : ''}, y que disputa ${whole}. Al recibirla, deben pausar el cobro hasta enviarle la prueba.`,
    ),
    reportThreat || flags.creditReportThreat === true
      ? t(
          'On the threat to report it: if they report it while you dispute it, it must show as disputed. Check your free reports at annualcreditreport.com, and if it shows up, dispute it with each bureau with a copy of the receipt.',
          'Sobre la amenaza de reportarlo: si lo reportan mientras usted lo disputa, debe aparecer como disputado. Revise sus informes gratuitos en annualcreditreport.com y, si aparece, dispútelo con cada buró con copia del recibo.',
        )
      : '',
    t(
      "File a complaint about the collector with the CFPB (consumerfinance.gov/complaint), and about the company with the FCC (consumercomplaints.fcc.gov) if it's internet, phone or TV.",
      'Presente una queja contra el cobrador ante la CFPB (consumerfinance.gov/complaint), y contra la compañía ante la FCC (consumercomplaints.fcc.gov) si es internet, teléfono o TV.',
    ),
  ]
    .filter(Boolean)
    .join(' ');
  const opening = quoteLines([
    t(
      `I dispute this debt, ${whole}. I ${cancelledWords} and ${returnedWords}; ${receipt ? "I have the return receipt, and I'm sending you a copy in writing today" : "I'm sending you my proof in writing today"}.`,
      `Disputo esta deuda, ${whole}. ${upper(cancelledWords)} y ${returnedWords}; ${receipt ? 'tengo el recibo de la devolución y hoy les envío una copia por escrito' : 'hoy les envío mi prueba por escrito'}.`,
    ),
    noRecord
      ? t(
          "If the company says it has no record of the return, the receipt shows it. I won't pay or promise anything until you validate the debt in writing.",
          'Si la compañía dice que no tiene registro de la devolución, el recibo lo muestra. No voy a pagar ni prometer nada hasta que validen la deuda por escrito.',
        )
      : t(
          "I won't pay or promise anything until you validate the debt in writing.",
          'No voy a pagar ni prometer nada hasta que validen la deuda por escrito.',
        ),
    t(
      'If you report it while I dispute it, it must show as disputed.',
      'Si la reportan mientras la disputo, debe aparecer como disputada.',
    ),
    t(
      'Please confirm the address where my written dispute goes.',
      'Por favor confírmenme la dirección a la que envío mi disputa por escrito.',
    ),
  ]);
  const body = t(
    `To [collection agency]:\n\nRe: account [account number]${notice ? `, your notice of ${notice}` : ''}.\n\nI dispute this debt, ${whole}, and request validation. I ${cancelledWords} and ${returnedWords}: ${receipt ? 'a copy of the return receipt is attached' : 'my proof of the return is attached'}.${charges.length > 0 ? ` So ${charges.join(', and ')}.` : ''}${noRecord ? ' The company may tell you it has no record of the return; the receipt shows it.' : ''}\n\nUntil you answer, pause collection, and if you report this account to any credit bureau, report it as disputed. This letter is not an acknowledgment of the debt or a promise to pay.\n\nSincerely,\n[Your name]\n[Mailing address]`,
    `A [agencia de cobranza]:\n\nRef.: cuenta [número de cuenta]${notice ? `, su aviso del ${notice}` : ''}.\n\nDisputo esta deuda, ${whole}, y pido su validación. ${upper(cancelledWords)} y ${returnedWords}: ${receipt ? 'adjunto copia del recibo de la devolución' : 'adjunto mi prueba de la devolución'}.${charges.length > 0 ? ` Así, ${charges.join(', y ')}.` : ''}${noRecord ? ' La compañía puede decirles que no tiene registro de la devolución; el recibo lo muestra.' : ''}\n\nMientras tanto, pausen el cobro y, si reportan esta cuenta a algún buró de crédito, repórtenla como disputada. Esta carta no reconoce la deuda ni promete ningún pago.\n\nAtentamente,\n[Su nombre]\n[Dirección postal]`,
  );
  return {
    strategy,
    opening,
    email: {
      subject: t(
        `Dispute: ${billed ? `the ${billed} collection account` : 'collection account'}, equipment returned${returnedOn ? ` on ${returnedOn}` : ''}`,
        `Disputa: ${billed ? `la cuenta en cobranza de ${billed}` : 'cuenta en cobranza'}, equipo devuelto${returnedOn ? ` el ${returnedOn}` : ''}`,
      ),
      body,
    },
    talkingPoints: [
      t(
        `Your proof: ${proof}. Send copies, never the original.`,
        `Su prueba: ${proof}. Envíe copias, nunca el original.`,
      ),
      ...(deadline
        ? [
            t(
              `Written dispute by ${deadline}, certified mail with a return receipt.`,
              `Disputa por escrito antes del ${deadline}, por correo certificado con acuse de recibo.`,
            ),
          ]
        : []),
      t(
        'Write down every call: the date, the name and what they said.',
        'Anote cada llamada: la fecha, el nombre y lo que le dijeron.',
      ),
    ],
    answersClaim: true,
    answersCollector: true,
  };
}

function upper(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The balance the collector claims: the billed figure, or the one figure that is the sum of the others
 * ("185.50, 120 por equipo no devuelto y 65.50 de septiembre").
 */
export function wholeBalance(ctx: CopyContext): string | undefined {
  const billed = ctx.figure('billed');
  if (billed) return billed;
  const charges = ctx.case.amounts.filter((amount) => amount.role === 'fee' || amount.role === 'other');
  const total = charges.find(
    (candidate) =>
      charges.length >= 3 &&
      Math.abs(
        charges.filter((amount) => amount !== candidate).reduce((sum, amount) => sum + amount.value, 0) -
          candidate.value,
      ) < 0.01,
  );
  return total?.text;
}
