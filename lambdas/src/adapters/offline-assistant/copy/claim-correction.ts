import type { Language } from '@lane/shared';
import {
  delegateCopy,
  inLanguage,
  is,
  quoteLines,
  rungsInOrder,
  type AreaCopy,
  type AreaPlaybook,
  type CopyContext,
  type FollowUpAnswer,
  type Outcome,
} from './types.js';

/**
 * An insured bill that turns on the claim itself, not on what the person can afford:
 * - a denial resting on the wrong tooth, code or date ("denied 'crown on this tooth within 5 yrs'
 *   … i never had a crown on 19, my old crown is on 18"): the insurer is asked what the claim shows
 *   and what it needs, the provider sends a corrected claim, and the account is held meanwhile;
 * - an EOB's math with an in-network provider ("allowed amount 1080 … insurance paid 515 … the bill
 *   says i owe 935"): the share is the allowed amount less the plan's payment, and the rest of the
 *   fee is the provider's contractual adjustment (a contract term, asked about, not a law).
 * No financial-assistance ladder, no "I was told no" that never happened.
 */

const WORK: Readonly<Record<string, { en: string; es: string }>> = {
  crown: { en: 'crown', es: 'corona' },
  filling: { en: 'filling', es: 'empaste' },
  root_canal: { en: 'root canal', es: 'endodoncia' },
  implant: { en: 'implant', es: 'implante' },
  bridge: { en: 'bridge', es: 'puente' },
};

/** The claim's words: the work, the teeth, the day. */
function claimWords(ctx: CopyContext) {
  const t = inLanguage(ctx.lang);
  const claim = ctx.case.claim;
  const work = claim?.work ? WORK[claim.work] : undefined;
  const workName = work ? t(work.en, work.es) : t('treatment', 'tratamiento');
  const feminine = claim?.work === 'crown' || claim?.work === 'root_canal';
  const the = ctx.lang === 'es' ? (feminine ? 'la' : 'el') : 'the';
  return {
    work: workName,
    theWork: `${the} ${workName}`,
    tooth: claim?.tooth ? `#${claim.tooth}` : undefined,
    otherTooth: claim?.otherTooth ? `#${claim.otherTooth}` : undefined,
    date: ctx.date('service'),
    percent: ctx.percent,
    deductible: claim?.deductible?.text,
    inNetwork: ctx.case.flags.outOfNetworkProvider === false,
    allowed: claim?.allowed?.text,
  };
}

/** A denial the person says rests on the wrong tooth, code or date, on an insured bill. */
export function isClaimCorrection(ctx: CopyContext): boolean {
  return (
    is(ctx, 'medical_bill_review') &&
    ctx.case.insurance !== 'uninsured' &&
    ctx.case.flags.claimCodingError === true &&
    eobMath(ctx) === undefined
  );
}

/**
 * The EOB's math with an in-network provider: the share is the allowed amount less what the plan
 * paid; the provider's fee above the allowed amount is its contractual adjustment.
 */
export function eobMath(ctx: CopyContext) {
  if (!is(ctx, 'medical_bill_review') || ctx.case.flags.outOfNetworkProvider !== false) return undefined;
  const allowed = ctx.case.claim?.allowed;
  const paid = ctx.value('paid');
  if (!allowed || paid === undefined || ctx.case.flags.copayPaid === true || paid >= allowed.value)
    return undefined;
  const billed = ctx.case.amounts.filter((amount) => amount.role === 'billed');
  const fee = billed.reduce<(typeof billed)[number] | undefined>(
    (top, amount) => (!top || amount.value > top.value ? amount : top),
    undefined,
  );
  if (!fee || fee.value <= allowed.value) return undefined;
  const bill = billed.find((amount) => amount !== fee && amount.value < fee.value);
  const oweValue = allowed.value - paid;
  // A bill at or under the share needs no correction.
  if (bill && bill.value <= oweValue + 0.005) return undefined;
  const percent = ctx.percent
    ? Number(ctx.percent.replace(/[^\d.,]/gu, '').replace(',', '.')) / 100
    : undefined;
  const deductible = ctx.case.claim?.deductible?.value ?? 0;
  const expected = percent ? (allowed.value - deductible) * percent : undefined;
  return {
    allowed: allowed.text,
    paid: ctx.figure('paid') ?? ctx.money(paid),
    owe: ctx.money(oweValue),
    fee: fee.text,
    bill: bill?.text,
    writeOff: ctx.money(fee.value - allowed.value),
    /** "50% of (1080 − 50) = $515": the plan's payment checked, when it adds up. */
    check:
      expected !== undefined && Math.abs(expected - paid) < 1
        ? `${ctx.percent} × (${allowed.text}${deductible ? ` − ${ctx.case.claim?.deductible?.text}` : ''}) = ${ctx.money(expected)}`
        : undefined,
  };
}

function correctionStrategy(ctx: CopyContext): string {
  const t = inLanguage(ctx.lang);
  const w = claimWords(ctx);
  const bill = ctx.figure('billed');
  const teeth =
    w.tooth && w.otherTooth
      ? t(
          ` If ${w.theWork} was on tooth ${w.tooth} and your earlier one is on ${w.otherTooth}, the denial most likely rests on a tooth-number or code error on the claim, not on a real limit.`,
          ` Si ${w.theWork} fue en el diente ${w.tooth} y la anterior está en el ${w.otherTooth}, el rechazo muy probablemente viene de un error de número de diente o de código en el reclamo, no de un límite real.`,
        )
      : t(
          ' If the history it rests on is another tooth, code or date, that is an error on the claim, not a real limit.',
          ' Si el historial en que se basa es de otro diente, código o fecha, es un error en el reclamo, no un límite real.',
        );
  const approved =
    ctx.case.flags.preApproved === true
      ? t(
          ` Mention the predetermination that approved it${w.percent ? ` at ${w.percent}` : ''}${w.deductible ? ` after your ${w.deductible} deductible` : ''}.`,
          ` Mencione la predeterminación que lo aprobó${w.percent ? ` al ${w.percent}` : ''}${w.deductible ? ` después de su deducible de ${w.deductible}` : ''}.`,
        )
      : '';
  const share =
    w.inNetwork && w.allowed && bill
      ? t(
          ` Since the dentist is in network, your share will be worked out from the allowed amount (${w.allowed}), not the ${bill} fee.`,
          ` Como el dentista está en la red, su parte se calcula sobre el monto permitido (${w.allowed}), no sobre la tarifa de ${bill}.`,
        )
      : '';
  return t(
    `Call your insurer first.${teeth} Ask which tooth number and procedure code the claim shows, and what it needs to reprocess it (usually a corrected claim from the dentist).${approved} Then ask the dentist's office in writing to hold ${bill ? `the ${bill} bill` : 'the bill'} from collections while the claim is corrected, and don't pay it yet.${share} If the insurer says the claim is right, appeal the denial in writing with the X-rays and the records of your earlier work.`,
    `Llame primero a su seguro.${teeth} Pregunte qué número de diente y qué código de procedimiento muestra el reclamo, y qué necesita para volver a procesarlo (normalmente un reclamo corregido del dentista).${approved} Después pida por escrito al consultorio que congele ${bill ? `la factura de ${bill}` : 'la factura'} y no la mande a cobranza mientras se corrige el reclamo, y no la pague todavía.${share} Si el seguro dice que el reclamo está bien, apele el rechazo por escrito con las radiografías y los registros del trabajo anterior.`,
  );
}

function correctionCopy(base: AreaCopy, lang: Language): AreaCopy {
  const t = inLanguage(lang);
  return {
    ...base,
    party: () => t('your insurer', 'su seguro'),
    strategy: (ctx) => correctionStrategy(ctx),
    opening: (ctx) => {
      const w = claimWords(ctx);
      const day = w.date ? t(` on ${w.date}`, ` del ${w.date}`) : '';
      return quoteLines([
        t(
          `Hi, my name is [your name], member ID [member ID]. I'm calling about the claim for the ${w.work}${day}.`,
          `Hola, me llamo [su nombre], número de afiliado [número]. Llamo por el reclamo de ${w.theWork}${day}.`,
        ),
        w.tooth && w.otherTooth
          ? t(
              `It was denied as a frequency limitation, but the ${w.work} was on tooth ${w.tooth}. My only earlier ${w.work} is on tooth ${w.otherTooth}.`,
              `Lo rechazaron por límite de frecuencia, pero ${w.theWork} fue en el diente ${w.tooth}. Mi única ${w.work} anterior está en el diente ${w.otherTooth}.`,
            )
          : t(
              'It was denied, and I believe the claim has the wrong tooth, code or date.',
              'Lo rechazaron, y creo que el reclamo tiene el diente, el código o la fecha equivocados.',
            ),
        ...(ctx.case.flags.preApproved === true
          ? [
              t(
                `Your predetermination approved it${w.tooth ? ` for ${w.tooth}` : ''}${w.percent ? ` at ${w.percent}` : ''}${w.deductible ? ` after my ${w.deductible} deductible` : ''}.`,
                `Su predeterminación lo aprobó${w.tooth ? ` para el ${w.tooth}` : ''}${w.percent ? ` al ${w.percent}` : ''}${w.deductible ? ` después de mi deducible de ${w.deductible}` : ''}.`,
              ),
            ]
          : []),
        t(
          'What tooth number and procedure code does the claim show? If it is wrong, what do you need to reprocess it: a corrected claim from my dentist?',
          '¿Qué número de diente y qué código de procedimiento muestra el reclamo? Si está mal, ¿qué necesitan para volver a procesarlo: un reclamo corregido de mi dentista?',
        ),
      ]);
    },
    rungs: (ctx) => {
      const w = claimWords(ctx);
      return rungsInOrder([
        t(
          [
            'The corrected claim',
            'Please tell me exactly what the corrected claim must show, so I can ask my dentist to send it.',
          ],
          [
            'El reclamo corregido',
            'Díganme exactamente qué debe mostrar el reclamo corregido, para pedirle a mi dentista que lo envíe.',
          ],
        ),
        t(
          ['The history', 'Which earlier claim is the limitation based on: which tooth and which date?'],
          ['El historial', '¿En qué reclamo anterior se basa el límite: qué diente y qué fecha?'],
        ),
        ctx.case.flags.preApproved === true
          ? t(
              [
                'The predetermination',
                `Your predetermination approved this ${w.work}. Please reprocess the claim as approved.`,
              ],
              [
                'La predeterminación',
                `Su predeterminación aprobó ${w.theWork}. Les pido volver a procesar el reclamo como se aprobó.`,
              ],
            )
          : t(
              ['A review', 'Please send the claim for review with my records.'],
              ['Una revisión', 'Les pido mandar el reclamo a revisión con mis registros.'],
            ),
        t(
          ['Supervisor', 'May I speak with a supervisor or a claims reviewer?'],
          ['Supervisor', '¿Puedo hablar con un supervisor o con quien revisa los reclamos?'],
        ),
        t(
          [
            'Written appeal',
            "I'll appeal the denial in writing with the X-rays. What is the address, and what is the deadline?",
          ],
          [
            'Apelación por escrito',
            'Voy a apelar el rechazo por escrito con las radiografías. ¿A qué dirección, y cuál es el plazo?',
          ],
        ),
        t(
          [
            'Hold at the dentist',
            '(To the dentist) Please hold my account from collections until the insurer reprocesses the claim.',
          ],
          [
            'Congelar la cuenta',
            '(Al dentista) Les pido congelar mi cuenta, sin cobranza, hasta que el seguro vuelva a procesar el reclamo.',
          ],
        ),
      ]);
    },
    email: (ctx) => {
      const w = claimWords(ctx);
      const bill = ctx.figure('billed');
      const day = w.date ? t(` on ${w.date}`, ` del ${w.date}`) : '';
      const teeth =
        w.tooth && w.otherTooth
          ? t(
              ` The ${w.work} was on tooth ${w.tooth}; my earlier ${w.work} is on ${w.otherTooth}.`,
              ` ${capital(w.theWork)} fue en el diente ${w.tooth}; mi ${w.work} anterior está en el ${w.otherTooth}.`,
            )
          : '';
      const approved = ctx.case.flags.preApproved === true;
      return {
        subject: t(
          `The claim for the ${w.work}${day}${w.tooth ? ` (tooth ${w.tooth})` : ''} and a hold on my account`,
          `El reclamo de ${w.theWork}${day}${w.tooth ? ` (diente ${w.tooth})` : ''} y congelar mi cuenta`,
        ),
        body: t(
          `Hello,\n\nMy insurer denied the claim for the ${w.work}${day} as a frequency limitation.${teeth}\n\nPlease:\n1. Check the tooth number and procedure code on the claim you sent, and if they are wrong, send a corrected claim${w.tooth ? ` for ${w.tooth}` : ''} with the X-ray${approved ? ' and the predetermination reference' : ''}.\n2. Hold my account${bill ? ` (${bill})` : ''} from collections until the insurer reprocesses it.\n3. Once it is processed, bill me only my share on the EOB.\n\nPlease reply in writing by [date].\n\nThank you,\n[Your name]\n[Phone number]`,
          `Hola:\n\nMi seguro rechazó el reclamo de ${w.theWork}${day} por límite de frecuencia.${teeth}\n\nLes pido:\n1. Revisar el número de diente y el código de procedimiento del reclamo que enviaron y, si están mal, enviar un reclamo corregido${w.tooth ? ` para el ${w.tooth}` : ''} con la radiografía${approved ? ' y la referencia de la predeterminación' : ''}.\n2. Congelar mi cuenta${bill ? ` (${bill})` : ''}, sin cobranza, hasta que el seguro vuelva a procesarlo.\n3. Cuando esté procesado, cobrarme solo mi parte según la explicación de beneficios (EOB).\n\nLes pido una respuesta por escrito antes del [fecha].\n\nGracias,\n[Su nombre]\n[Teléfono]`,
        ),
      };
    },
    talkingPoints: (ctx) => {
      const w = claimWords(ctx);
      return [
        w.tooth && w.otherTooth
          ? t(
              `Have the EOB${ctx.case.flags.preApproved === true ? ', the predetermination' : ''} and the teeth in front of you: ${w.tooth} treated, ${w.otherTooth} the earlier ${w.work}.`,
              `Tenga a mano la EOB${ctx.case.flags.preApproved === true ? ', la predeterminación' : ''} y los dientes: el ${w.tooth} tratado, el ${w.otherTooth} con la ${w.work} anterior.`,
            )
          : t(
              'Have the EOB and the denial reason in front of you.',
              'Tenga a mano la EOB y el motivo del rechazo.',
            ),
        t(
          'A denial on the wrong tooth or code is a correction: ask for a reprocess before an appeal.',
          'Un rechazo por el diente o el código equivocado es una corrección: pida que lo vuelvan a procesar antes de apelar.',
        ),
        t(
          "Don't pay the bill while the claim is being corrected; ask for the collections hold in writing.",
          'No pague la factura mientras se corrige el reclamo; pida por escrito que congelen la cuenta.',
        ),
        t(
          'Write down the name, date and reference number of every call.',
          'Anote el nombre, la fecha y el número de referencia de cada llamada.',
        ),
      ];
    },
    questions: () => [],
  };
}

/** After the insurer points at the claim and the office asks for payment: a corrected claim and a hold. */
function correctedClaimFollowUp(ctx: CopyContext): FollowUpAnswer {
  const t = inLanguage(ctx.lang);
  const w = claimWords(ctx);
  const bill = ctx.figure('billed');
  const theBill = bill ? t(`the ${bill}`, `los ${bill}`) : t('the bill', 'la factura');
  const forTooth = w.tooth ? t(` for tooth ${w.tooth}`, ` para el diente ${w.tooth}`) : '';
  const approved = ctx.case.flags.preApproved === true;
  return {
    strategy: t(
      `The fix is a corrected claim${forTooth} from the dentist, not a payment from you. Ask the office in writing today to send it, with the X-ray${approved ? ' and the predetermination reference' : ''}, and to hold the account from collections until the insurer reprocesses it. Don't pay ${theBill} now: once the corrected claim is processed, you owe only your share on the EOB${w.inNetwork && w.allowed ? `, worked out from the ${w.allowed} allowed amount` : ''}. If the office says it sent the claim right, ask the insurer what the claim it received shows (or for a copy) and pass it on, or ask for a three-way call with both. Keep the insurer rep's name and the reference number of that call.`,
      `La solución es un reclamo corregido${forTooth} del dentista, no un pago suyo. Pida hoy por escrito al consultorio que lo envíe, con la radiografía${approved ? ' y la referencia de la predeterminación' : ''}, y que congele la cuenta, sin cobranza, hasta que el seguro lo vuelva a procesar. No pague ${theBill} ahora: cuando se procese el reclamo corregido, usted debe solo su parte según la EOB${w.inNetwork && w.allowed ? `, calculada sobre el monto permitido de ${w.allowed}` : ''}. Si el consultorio dice que lo envió bien, pregunte al seguro qué muestra el reclamo que recibió (o pida una copia) y páselo al consultorio, o pida una llamada a tres con ambos. Guarde el nombre de quien le atendió en el seguro y el número de referencia de esa llamada.`,
    ),
    opening: quoteLines([
      w.tooth && w.otherTooth
        ? t(
            `My insurer says the claim it received shows tooth ${w.otherTooth}. The ${w.work} was on ${w.tooth}. Please send a corrected claim for ${w.tooth}, with the X-ray${approved ? ' and the predetermination reference' : ''}.`,
            `Mi seguro dice que el reclamo que recibió muestra el diente ${w.otherTooth}. ${capital(w.theWork)} fue en el ${w.tooth}. Les pido enviar un reclamo corregido para el ${w.tooth}, con la radiografía${approved ? ' y la referencia de la predeterminación' : ''}.`,
          )
        : t(
            'My insurer says the claim needs to be corrected. Please send a corrected claim with the X-ray.',
            'Mi seguro dice que hay que corregir el reclamo. Les pido enviar un reclamo corregido con la radiografía.',
          ),
      t(
        'Please hold my account from collections until the insurer reprocesses it, and confirm that in writing.',
        'Les pido congelar mi cuenta, sin cobranza, hasta que el seguro lo vuelva a procesar, y confirmarlo por escrito.',
      ),
      t(
        "I'll pay my share on the EOB once the corrected claim is processed.",
        'Pagaré mi parte según la EOB cuando se procese el reclamo corregido.',
      ),
    ]),
    email: {
      subject: t(
        `Corrected claim${forTooth} and a hold on my account`,
        `Reclamo corregido${forTooth} y congelar mi cuenta`,
      ),
      body: t(
        `Hello,\n\nOn [date] my insurer told me the claim it received for the ${w.work}${w.date ? ` on ${w.date}` : ''} ${w.otherTooth ? `shows tooth ${w.otherTooth}` : 'has to be corrected'}${w.tooth ? `; the work was on ${w.tooth}` : ''} (reference [reference number]).\n\nPlease:\n1. Send my insurer a corrected claim${forTooth}, with the X-ray${approved ? ' and the predetermination reference' : ''}.\n2. Hold my account${bill ? ` (${bill})` : ''} from collections until the insurer reprocesses it, and confirm that in writing.\n3. Once it is processed, bill me only my share on the EOB.\n\nPlease reply in writing by [date].\n\nThank you,\n[Your name]\n[Phone number]`,
        `Hola:\n\nEl [fecha] mi seguro me dijo que el reclamo que recibió por ${w.theWork}${w.date ? ` del ${w.date}` : ''} ${w.otherTooth ? `muestra el diente ${w.otherTooth}` : 'hay que corregirlo'}${w.tooth ? `; el trabajo fue en el ${w.tooth}` : ''} (referencia [número de referencia]).\n\nLes pido:\n1. Enviar a mi seguro un reclamo corregido${forTooth}, con la radiografía${approved ? ' y la referencia de la predeterminación' : ''}.\n2. Congelar mi cuenta${bill ? ` (${bill})` : ''}, sin cobranza, hasta que el seguro lo vuelva a procesar, y confirmarlo por escrito.\n3. Cuando esté procesado, cobrarme solo mi parte según la EOB.\n\nLes pido una respuesta por escrito antes del [fecha].\n\nGracias,\n[Su nombre]\n[Teléfono]`,
      ),
    },
    talkingPoints: [
      t(
        `Don't pay ${theBill} while the claim is being corrected.`,
        `No pague ${theBill} mientras se corrige el reclamo.`,
      ),
      t(
        "Give the office the insurer rep's name and the call's reference number.",
        'Dé al consultorio el nombre de quien le atendió en el seguro y el número de referencia de la llamada.',
      ),
      t(
        'A collections hold in writing protects you while the claim is corrected.',
        'Que congelen la cuenta por escrito le protege mientras se corrige el reclamo.',
      ),
    ],
  };
}

/** The EOB's math, answered: the share, the adjustment, and the corrected statement to ask for. */
function eobMathAnswer(ctx: CopyContext, m: NonNullable<ReturnType<typeof eobMath>>): FollowUpAnswer {
  const t = inLanguage(ctx.lang);
  const payBy = ctx.date('due');
  const by = payBy ? t(` by ${payBy}`, ` antes del ${payBy}`) : '';
  const check = m.check ? t(` (that checks out: ${m.check})`, ` (cuadra: ${m.check})`) : '';
  const billLine = m.bill
    ? t(`No, ${m.bill} doesn't look right. `, `No, ${m.bill} no parece correcto. `)
    : '';
  const billWhy = m.bill
    ? t(
        ` The ${m.bill} is the full ${m.fee} fee less the ${m.paid}: it leaves out the ${m.writeOff} (${m.fee} − ${m.allowed}) that an in-network provider normally writes off under its contract with your plan.`,
        ` Los ${m.bill} son la tarifa completa de ${m.fee} menos los ${m.paid}: no descuentan los ${m.writeOff} (${m.fee} − ${m.allowed}) que un proveedor de la red normalmente descuenta por su contrato con su plan.`,
      )
    : t(
        ` Anything above that is part of the ${m.writeOff} (${m.fee} − ${m.allowed}) that an in-network provider normally writes off under its contract with your plan.`,
        ` Lo que pase de eso es parte de los ${m.writeOff} (${m.fee} − ${m.allowed}) que un proveedor de la red normalmente descuenta por su contrato con su plan.`,
      );
  return {
    strategy: t(
      `${billLine}The EOB's allowed amount is ${m.allowed} and your plan paid ${m.paid}${check}, so your share is ${m.allowed} − ${m.paid} = ${m.owe}.${billWhy} Check the "patient responsibility" line on the EOB: it should say ${m.owe}. Ask the office to apply the ${m.writeOff} adjustment and send a corrected statement for ${m.owe}, and pay that${by}. If the office refuses, call your plan's provider relations line (the number is on the EOB or your card) and ask it to contact the office.`,
      `${billLine}El monto permitido de la EOB es ${m.allowed} y su plan pagó ${m.paid}${check}, así que su parte es ${m.allowed} − ${m.paid} = ${m.owe}.${billWhy} Revise la línea de "responsabilidad del paciente" de la EOB: debe decir ${m.owe}. Pida al consultorio que aplique el ajuste de ${m.writeOff} y le envíe un estado de cuenta corregido por ${m.owe}, y pague eso${by}. Si el consultorio se niega, llame a la línea de relaciones con proveedores de su plan (el número está en la EOB o en su tarjeta) y pida que se comuniquen con el consultorio.`,
    ),
    opening: quoteLines([
      t(
        `The EOB shows the allowed amount is ${m.allowed} and my plan paid ${m.paid}, so my responsibility is ${m.owe}.`,
        `La EOB muestra que el monto permitido es ${m.allowed} y que mi plan pagó ${m.paid}, así que mi responsabilidad es ${m.owe}.`,
      ),
      t(
        `Please apply the ${m.writeOff} contractual adjustment and send me a corrected statement. I'll pay ${m.owe}${by}.`,
        `Les pido aplicar el ajuste contractual de ${m.writeOff} y enviarme un estado de cuenta corregido. Pagaré ${m.owe}${by}.`,
      ),
    ]),
    email: {
      subject: t(
        `Corrected statement: my share is ${m.owe} per the EOB`,
        `Estado de cuenta corregido: mi parte es ${m.owe} según la EOB`,
      ),
      body: t(
        `Hello,\n\nThe EOB for my claim shows an allowed amount of ${m.allowed}, and my plan paid ${m.paid}. My responsibility is ${m.allowed} − ${m.paid} = ${m.owe}.${m.bill ? ` Your statement asks for ${m.bill}, which is the full ${m.fee} fee less the plan's payment.` : ''}\n\nPlease apply the ${m.writeOff} contractual adjustment (${m.fee} − ${m.allowed}) and send me a corrected statement for ${m.owe}. I will pay ${m.owe}${by}.\n\nThank you,\n[Your name]\n[Phone number]`,
        `Hola:\n\nLa EOB de mi reclamo muestra un monto permitido de ${m.allowed}, y mi plan pagó ${m.paid}. Mi responsabilidad es ${m.allowed} − ${m.paid} = ${m.owe}.${m.bill ? ` Su estado de cuenta me cobra ${m.bill}, que es la tarifa completa de ${m.fee} menos lo que pagó el plan.` : ''}\n\nLes pido aplicar el ajuste contractual de ${m.writeOff} (${m.fee} − ${m.allowed}) y enviarme un estado de cuenta corregido por ${m.owe}. Pagaré ${m.owe}${by}.\n\nGracias,\n[Su nombre]\n[Teléfono]`,
      ),
    },
    talkingPoints: [
      t(
        `Your share: allowed ${m.allowed} − plan paid ${m.paid} = ${m.owe}.`,
        `Su parte: permitido ${m.allowed} − pagado por el plan ${m.paid} = ${m.owe}.`,
      ),
      t(
        'Have the EOB in front of you; the "patient responsibility" line is what you owe.',
        'Tenga la EOB a mano; la línea de "responsabilidad del paciente" es lo que usted debe.',
      ),
      t(`Pay ${m.owe}, not more, and keep the receipt.`, `Pague ${m.owe}, no más, y guarde el recibo.`),
    ],
  };
}

/** If the office won't correct the statement: the EOB line, the plan's provider relations, a hold. */
function mathRungs(ctx: CopyContext, m: NonNullable<ReturnType<typeof eobMath>>) {
  const t = inLanguage(ctx.lang);
  return rungsInOrder([
    t(
      ['The EOB line', `The EOB's "patient responsibility" is ${m.owe}. Please bill me that amount.`],
      [
        'La línea de la EOB',
        `La "responsabilidad del paciente" de la EOB es ${m.owe}. Les pido cobrarme ese monto.`,
      ],
    ),
    t(
      ['The adjustment', `Please show me where the ${m.writeOff} contractual adjustment was applied.`],
      ['El ajuste', `Les pido mostrarme dónde aplicaron el ajuste contractual de ${m.writeOff}.`],
    ),
    t(
      ['Office manager', 'May I speak with the office manager or the billing manager?'],
      ['Gerente', '¿Puedo hablar con el gerente del consultorio o de facturación?'],
    ),
    t(
      ['A hold', 'Please hold the account, with no collections, while my plan reviews the statement.'],
      [
        'Congelar la cuenta',
        'Les pido congelar la cuenta, sin cobranza, mientras mi plan revisa el estado de cuenta.',
      ],
    ),
    t(
      [
        'Provider relations',
        '(To your plan) The in-network office is billing me above my EOB share. Can provider relations contact it?',
      ],
      [
        'Relaciones con proveedores',
        '(A su plan) El consultorio de la red me cobra más que mi parte según la EOB. ¿Puede relaciones con proveedores comunicarse con ellos?',
      ],
    ),
    t(
      [
        'Complaint',
        "(To your plan) I'd like to file a complaint about balance billing by an in-network provider.",
      ],
      ['Queja', '(A su plan) Quiero presentar una queja porque un proveedor de la red me cobra el saldo.'],
    ),
  ]);
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The medical playbook with a claim correction and an EOB's math answered on their own. */
export function withClaimCorrection(playbook: AreaPlaybook): AreaPlaybook {
  const wrap = (lang: Language): AreaCopy => {
    const base = playbook[lang];
    const correction = correctionCopy(base, lang);
    // What was said along the way (a hold, the account sent to collections, how many noes) goes through.
    const followUpCopy: AreaCopy['followUpCopy'] = (ctx, outcome: Outcome, offer, latest, said) => {
      const math = eobMath(ctx);
      if (math && outcome !== 'agreed') return eobMathAnswer(ctx, math);
      if (isClaimCorrection(ctx) && (outcome === 'pay_now' || outcome === 'said_no'))
        return correctedClaimFollowUp(ctx);
      return base.followUpCopy?.(ctx, outcome, offer, latest, said);
    };
    const mathCopy: AreaCopy = {
      ...base,
      strategy: (ctx) => eobMathAnswer(ctx, eobMath(ctx)!).strategy,
      opening: (ctx) => eobMathAnswer(ctx, eobMath(ctx)!).opening,
      email: (ctx) => eobMathAnswer(ctx, eobMath(ctx)!).email,
      talkingPoints: (ctx) => [...eobMathAnswer(ctx, eobMath(ctx)!).talkingPoints],
      rungs: (ctx) => mathRungs(ctx, eobMath(ctx)!),
      questions: () => [],
      followUpCopy,
    };
    return delegateCopy((ctx) =>
      eobMath(ctx)
        ? mathCopy
        : isClaimCorrection(ctx)
          ? { ...correction, followUpCopy }
          : { ...base, followUpCopy },
    );
  };
  return { en: wrap('en'), es: wrap('es') };
}
