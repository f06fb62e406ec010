import type { CaseAmount } from '../../../domain/chat/case.js';
import type { ServicePlan } from './movers-and-unordered.js';
import { inLanguage, type CopyContext, type FollowUpAnswer, type Outcome } from './types.js';

/**
 * A sale made at the person's home by a seller who came there (a roofer who knocked after a storm, a
 * solar or alarm salesperson): the FTC's Cooling-Off Rule (facts.ts `ftc-cooling-off-rule`) lets the
 * person cancel in writing until midnight of the third business day, with every payment refunded
 * within 10 business days and no penalty. The answer is the written cancellation, never a bargain
 * over the price, and a cancellation fee or "non-refundable deposit" is answered, never agreed to.
 */

export function isCoolingOff(ctx: CopyContext): boolean {
  return ctx.right('ftc-cooling-off-rule');
}

function figures(ctx: CopyContext) {
  const t = inLanguage(ctx.lang);
  const deposit = ctx.figure('deposit', 'paid');
  const lastDay = ctx.deadline('ftc-cooling-off-rule');
  const passed = lastDay !== undefined && ctx.daysLeft('ftc-cooling-off-rule') === undefined;
  return {
    deposit,
    lastDay: passed ? undefined : lastDay,
    passed,
    signed: ctx.date('service', 'charge', 'other'),
    /** "your 3k deposit", "su depósito de 3k", or every payment. */
    yourMoney: deposit
      ? t(`your ${deposit} deposit`, `su depósito de ${deposit}`)
      : t('every payment you made', 'todo lo que usted pagó'),
    myMoney: deposit
      ? t(`my ${deposit} deposit`, `mi depósito de ${deposit}`)
      : t('every payment I made', 'todo lo que pagué'),
  };
}

export function coolingOffPlan(ctx: CopyContext): ServicePlan {
  const t = inLanguage(ctx.lang);
  const { deposit, lastDay, passed, signed, yourMoney, myMoney } = figures(ctx);
  const by = lastDay
    ? t(`until midnight on ${lastDay}`, `hasta la medianoche del ${lastDay}`)
    : t(
        'until midnight of the third business day after you signed',
        'hasta la medianoche del tercer día hábil después de firmar',
      );
  const signedOn = signed ? t(`on ${signed}`, `el ${signed}`) : t('on [date]', 'el [fecha]');
  return {
    strategy: [
      t(
        `${passed ? 'Check this first.' : 'Yes, you can back out.'} A seller who came to your home and had you sign there is covered by the FTC's Cooling-Off Rule: you can cancel for any reason, with no penalty, ${by}.`,
        `${passed ? 'Revise esto primero.' : 'Sí, puede echarse atrás.'} Un vendedor que vino a su casa y le hizo firmar ahí está cubierto por la regla de la FTC sobre el período de reflexión: puede cancelar por cualquier motivo, sin penalidad, ${by}.`,
      ),
      passed
        ? t(
            'By the count, that window has closed; but the seller had to give you two copies of a cancellation form when you signed, and not giving it breaks the rule. Cancel in writing today anyway, say you never got the form, and report it to the FTC and your state attorney general.',
            'Según la cuenta, ese plazo ya terminó; pero el vendedor tenía que darle dos copias de un formulario de cancelación al firmar, y no dárselo incumple la regla. Cancele por escrito hoy de todos modos, diga que nunca recibió el formulario y repórtelo a la FTC y al fiscal general de su estado.',
          )
        : t(
            "Cancel in writing today: sign and date a short letter (or the seller's cancellation form), send it by certified mail postmarked by then or hand it over, and keep a copy. A text or a call alone may not be enough.",
            'Cancele por escrito hoy: firme y ponga la fecha en una carta breve (o en el formulario de cancelación del vendedor), envíela por correo certificado con matasellos de esa fecha como máximo o entréguela en mano, y guarde una copia. Un mensaje de texto o una llamada no bastan por sí solos.',
          ),
      t(
        `The seller must refund ${yourMoney} within 10 business days after it gets your cancellation, with no cancellation fee. If you paid by check and it hasn't cleared, ask your bank about stopping payment. If the refund doesn't come, report it to the FTC (ReportFraud.ftc.gov) and your state attorney general.`,
        `El vendedor debe devolverle ${yourMoney} dentro de los 10 días hábiles después de recibir su cancelación, sin cargo por cancelar. Si pagó con cheque y todavía no se cobró, pregunte a su banco por una orden de no pago. Si el reembolso no llega, repórtelo a la FTC (ReportFraud.ftc.gov) y al fiscal general de su estado.`,
      ),
    ].join(' '),
    opening: [
      t(
        `Hi, this is [your name]. I signed a contract with you at my home ${signedOn}, and I'm cancelling it under the FTC's Cooling-Off Rule.`,
        `Hola, habla [su nombre]. Firmé un contrato con usted en mi casa ${signedOn}, y lo cancelo según la regla de la FTC sobre el período de reflexión.`,
      ),
      t(
        `My written cancellation is on its way today. Please refund ${myMoney} within 10 business days.`,
        `Hoy le envío mi cancelación por escrito. Le pido devolver ${myMoney} dentro de 10 días hábiles.`,
      ),
    ],
    rungs: {
      discount: t(
        ['Where to send it', 'What address should my written cancellation go to?'],
        ['A dónde enviarla', '¿A qué dirección envío mi cancelación por escrito?'],
      ),
      credit: t(
        ['No fee', "The rule says I can cancel without any penalty, so there's no cancellation fee."],
        [
          'Sin cargo',
          'La regla dice que puedo cancelar sin ninguna penalidad, así que no hay cargo por cancelar.',
        ],
      ),
      downgrade: t(
        ['The refund date', `Please confirm in writing the date you'll refund ${myMoney}.`],
        ['La fecha del reembolso', `Le pido confirmar por escrito la fecha en que me devolverá ${myMoney}.`],
      ),
      supervisor: t(
        ['The owner', 'May I speak with the owner of the company?'],
        ['El dueño', '¿Puedo hablar con el dueño de la compañía?'],
      ),
      retention: t(
        [
          'The cancellation form',
          "You didn't give me the cancellation form the rule requires; I'm noting that in my letter.",
        ],
        [
          'El formulario de cancelación',
          'Usted no me dio el formulario de cancelación que exige la regla; lo anoto en mi carta.',
        ],
      ),
      complaint: t(
        [
          'FTC and attorney general',
          "If the refund doesn't come within 10 business days, I'll report it to the FTC and my state attorney general.",
        ],
        [
          'FTC y fiscal general',
          'Si el reembolso no llega en 10 días hábiles, lo reportaré a la FTC y al fiscal general de mi estado.',
        ],
      ),
    },
    email: {
      subject: t(
        `Notice of cancellation: contract signed at my home ${signedOn}`,
        `Aviso de cancelación: contrato firmado en mi casa ${signedOn}`,
      ),
      body: t(
        `To [seller's name and address]:\n\nI cancel the contract I signed at my home ${signedOn} for [the job or product], under the FTC's Cooling-Off Rule (16 CFR Part 429). [I was not given a notice of cancellation.]\n\nPlease refund ${deposit ? `the ${deposit} I paid` : 'every payment I made'} and return any check I signed within 10 business days, as the rule requires. I don't owe any cancellation fee.\n\nSigned: [your name]\nDate: [today's date]\n[Your address]\n[Phone number]`,
        `A [nombre y dirección del vendedor]:\n\nCancelo el contrato que firmé en mi casa ${signedOn} por [el trabajo o producto], según la regla de la FTC sobre el período de reflexión (16 CFR Parte 429). [No se me entregó un aviso de cancelación.]\n\nLe pido devolver ${deposit ? `los ${deposit} que pagué` : 'todo lo que pagué'} y cualquier cheque que firmé dentro de 10 días hábiles, como exige la regla. No debo ningún cargo por cancelar.\n\nFirma: [su nombre]\nFecha: [fecha de hoy]\n[Su dirección]\n[Teléfono]`,
      ),
    },
    points: t(
      [
        'Send the letter by certified mail with a return receipt, or hand it over and get it signed as received; keep a copy.',
        'Keep the contract, the deposit receipt or the check, and every text, with dates.',
        '"Already ordered materials" and a cancellation fee in the contract don\'t change the rule: within the window, you owe nothing.',
        'Other quotes are for comparison only; cancel first, then hire whoever you choose.',
      ],
      [
        'Envíe la carta por correo certificado con acuse de recibo, o entréguela en mano y pida que firmen que la recibieron; guarde una copia.',
        'Guarde el contrato, el recibo del depósito o el cheque, y cada mensaje, con fechas.',
        '"Ya pedí los materiales" y un cargo por cancelar en el contrato no cambian la regla: dentro del plazo, usted no debe nada.',
        'Las otras cotizaciones sirven solo para comparar; cancele primero y luego contrate a quien usted elija.',
      ],
    ),
    questions: [],
  };
}

/** After the seller answered: the written cancellation stands; a fee or a kept deposit is not owed. */
export function coolingOffStep(ctx: CopyContext, outcome: Outcome): string {
  const t = inLanguage(ctx.lang);
  const { lastDay, yourMoney } = figures(ctx);
  const by = lastDay ? t(` (postmarked by ${lastDay})`, ` (con matasellos del ${lastDay} como máximo)`) : '';
  switch (outcome) {
    case 'agreed':
      return t(
        `Get the cancellation and the refund date in writing, and check that ${yourMoney} comes back within 10 business days.`,
        `Pida por escrito la cancelación y la fecha del reembolso, y verifique que le devuelvan ${yourMoney} dentro de 10 días hábiles.`,
      );
    default:
      return t(
        `A text may not be enough: today, send a signed, dated written cancellation by certified mail${by}, or hand it over. Under the Cooling-Off Rule the seller can't keep ${yourMoney} or charge a cancellation fee, and "already ordered materials" or a fee clause doesn't change that: refund is due within 10 business days. If it doesn't come, report it to the FTC (ReportFraud.ftc.gov) and your state attorney general.`,
        `Un mensaje de texto puede no bastar: hoy, envíe una cancelación por escrito, firmada y con fecha, por correo certificado${by}, o entréguela en mano. Según la regla de la FTC sobre el período de reflexión, el vendedor no puede quedarse con ${yourMoney} ni cobrar un cargo por cancelar, y "ya pedí los materiales" o una cláusula de cargo no cambian eso: el reembolso vence en 10 días hábiles. Si no llega, repórtelo a la FTC (ReportFraud.ftc.gov) y al fiscal general de su estado.`,
      );
  }
}

/** The one line that answers "it's non-refundable" or a cancellation fee, in the person's voice. */
export function coolingOffLine(ctx: CopyContext): string {
  const t = inLanguage(ctx.lang);
  const { myMoney } = figures(ctx);
  return t(
    `I'm cancelling in writing under the FTC's Cooling-Off Rule: it allows no cancellation fee, and ${myMoney} is due back within 10 business days.`,
    `Cancelo por escrito según la regla de la FTC sobre el período de reflexión: no permite ningún cargo por cancelar, y ${myMoney} se me debe devolver dentro de 10 días hábiles.`,
  );
}

/**
 * The seller's answer to a cancellation ("the 3k is nonrefundable, and the contract's 10% fee means you
 * owe 1,450 more"): the written cancellation from the first answer goes out today, payment on the
 * deposit check is stopped if it hasn't cleared, and the fee and the "nonrefundable" clause are
 * answered in one reply to the seller, never with a call-center script ("may I speak with a
 * supervisor?") or a generic dispute letter with a 14-day reply date.
 */
export function coolingOffFollowUp(
  ctx: CopyContext,
  outcome: Outcome,
  latest: readonly CaseAmount[] | undefined,
): FollowUpAnswer | undefined {
  if (outcome !== 'said_no' && outcome !== 'pay_now') return undefined;
  const t = inLanguage(ctx.lang);
  const { deposit, lastDay, passed, signed, myMoney, yourMoney } = figures(ctx);
  const depositValue = ctx.value('deposit', 'paid');
  // The contract's price: the largest figure of the first messages above the deposit.
  const priced = ctx.case.amounts
    .filter((amount) => ['billed', 'quoted', 'other'].includes(amount.role) && !amount.per)
    .filter((amount) => depositValue === undefined || amount.value > depositValue)
    .sort((a, b) => b.value - a.value)[0];
  const price = priced?.text;
  const priceValue = priced?.value;
  // "we owe him 1,450 on top of that": the fee they ask for, never the deposit or the price again.
  const fee = (latest ?? []).find(
    (amount) => amount.value !== depositValue && amount.value !== priceValue && !amount.per,
  )?.text;
  const signedOn = signed ? t(`on ${signed}`, `el ${signed}`) : t('on [date]', 'el [fecha]');
  const by = lastDay
    ? t(`postmarked by ${lastDay}`, `con matasellos del ${lastDay} como máximo`)
    : t('today', 'hoy');
  const feeLine = fee
    ? t(`I don't owe the ${fee} cancellation fee`, `No debo el cargo por cancelar de ${fee}`)
    : t("I don't owe any cancellation fee", 'No debo ningún cargo por cancelar');
  const reply = t(
    `I am cancelling the contract I signed at my home ${signedOn} under the FTC's Cooling-Off Rule (16 CFR Part 429); my signed cancellation letter is on its way. ${feeLine}, and a 'nonrefundable' clause doesn't apply to a sale cancelled under the rule: please refund ${myMoney} within 10 business days after you receive my letter.`,
    `Cancelo el contrato que firmé en mi casa ${signedOn} según la regla de la FTC sobre el período de reflexión (16 CFR Parte 429); mi carta de cancelación firmada va en camino. ${feeLine}, y una cláusula de "no reembolsable" no aplica a una venta cancelada según la regla: le pido devolver ${myMoney} dentro de 10 días hábiles después de recibir mi carta.`,
  );
  return {
    strategy: [
      passed
        ? t(
            'Send the signed cancellation letter today anyway, and say you never got the cancellation form the rule requires.',
            'Envíe hoy de todos modos la carta de cancelación firmada, y diga que nunca recibió el formulario de cancelación que exige la regla.',
          )
        : t(
            `A text may not be enough on its own. Today: if you paid by check and it hasn't cleared, call your bank and stop payment on it; then mail the signed cancellation letter below by certified mail (${by}) or hand it over, and keep a copy.`,
            `Un mensaje de texto puede no bastar por sí solo. Hoy: si pagó con cheque y todavía no se cobró, llame a su banco y pida una orden de no pago; luego envíe la carta de cancelación firmada de abajo por correo certificado (${by}) o entréguela en mano, y guarde una copia.`,
          ),
      t(
        `"Nonrefundable", "already ordered materials" and a cancellation fee${fee ? ` of ${fee}` : ''} in the contract don't change the rule: the seller must refund ${yourMoney} within 10 business days after it gets your cancellation, with no fee. Answer his text once, with the reply below, and don't pay anything more. If the refund doesn't come, report it to the FTC (ReportFraud.ftc.gov) and your state attorney general.`,
        `"No reembolsable", "ya pedí los materiales" y un cargo por cancelar${fee ? ` de ${fee}` : ''} en el contrato no cambian la regla: el vendedor debe devolverle ${yourMoney} dentro de 10 días hábiles después de recibir su cancelación, sin ningún cargo. Responda su mensaje una vez, con la respuesta de abajo, y no pague nada más. Si el reembolso no llega, repórtelo a la FTC (ReportFraud.ftc.gov) y al fiscal general de su estado.`,
      ),
    ].join(' '),
    opening: t(
      `Reply to the seller (by text, or the same words if he calls): "${reply}"`,
      `Responda al vendedor (por mensaje, o con las mismas palabras si le llama): «${reply}»`,
    ),
    email: {
      subject: t(
        `Notice of cancellation: contract signed at my home ${signedOn}`,
        `Aviso de cancelación: contrato firmado en mi casa ${signedOn}`,
      ),
      body: t(
        `To [seller's name and address]:\n\nI cancel the contract I signed at my home ${signedOn}${price ? ` (contract price ${price})` : ''}, under the FTC's Cooling-Off Rule (16 CFR Part 429).\n\nPlease refund ${deposit ? `the ${deposit} I paid` : 'every payment I made'} and return any check I signed within 10 business days, as the rule requires. ${feeLine}, and the contract's "nonrefundable" clause does not apply to a cancellation under the rule.\n\nSigned: [your name]\nDate: [today's date]\n[Your address]\n[Phone number]`,
        `A [nombre y dirección del vendedor]:\n\nCancelo el contrato que firmé en mi casa ${signedOn}${price ? ` (precio del contrato: ${price})` : ''}, según la regla de la FTC sobre el período de reflexión (16 CFR Parte 429).\n\nLe pido devolver ${deposit ? `los ${deposit} que pagué` : 'todo lo que pagué'} y cualquier cheque que firmé dentro de 10 días hábiles, como exige la regla. ${feeLine}, y la cláusula de "no reembolsable" del contrato no aplica a una cancelación según la regla.\n\nFirma: [su nombre]\nFecha: [fecha de hoy]\n[Su dirección]\n[Teléfono]`,
      ),
    },
    talkingPoints: t(
      [
        'Send the letter by certified mail with a return receipt, or hand it over and get it signed as received; keep a copy and the mailing receipt.',
        'Keep his texts: "nonrefundable" and the fee, in his own words, help your FTC and attorney general reports.',
        'Pay nothing more, and sign nothing new.',
      ],
      [
        'Envíe la carta por correo certificado con acuse de recibo, o entréguela en mano y pida que firmen que la recibieron; guarde una copia y el recibo del correo.',
        'Guarde sus mensajes: "no reembolsable" y el cargo, en sus propias palabras, ayudan a sus reportes a la FTC y al fiscal general.',
        'No pague nada más ni firme nada nuevo.',
      ],
    ),
  };
}
