import type { Language } from '@lane/shared';
import type { ServicePlan } from './movers-and-unordered.js';
import { inLanguage, is, quoteLines, type CopyContext, type FollowUpAnswer, type Outcome } from './types.js';

/**
 * A damage claim after a rental (a car, equipment, a short stay): the company bills for a scratch,
 * "loss of use" and an administrative fee the person says they did not cause. No federal rule sets
 * what they may charge, so nothing is asserted as law: the claim is theirs to prove, the person asks
 * for the evidence in writing and pays nothing until it comes. A charge already on a credit card can
 * be disputed with the issuer (the billing-error right, decided by the rights engine); a card's rental
 * benefit or the person's own insurance may cover it; a collector must validate what it collects.
 */

export function isDamageClaim(ctx: CopyContext): boolean {
  return is(ctx, 'service_damage_claim');
}

/** The sum claimed, whether it was put on a card, and how the rental was paid. */
function claim(ctx: CopyContext) {
  // "1180 repair + 240 loss of use + 95 admin fee": the claim is the sum of its parts.
  const parts = ctx.case.amounts.filter((amount) => ['billed', 'fee', 'other'].includes(amount.role));
  const added =
    ctx.case.flags.claimParts === true && parts.length >= 2 && parts.length <= 5
      ? {
          value: parts.reduce((sum, amount) => sum + amount.value, 0),
          parts: parts.map((amount) => amount.text).join(' + '),
        }
      : undefined;
  return {
    claimed: added ? `${ctx.money(added.value)} (${added.parts})` : ctx.figure('billed', 'fee', 'other'),
    total: added ? ctx.money(added.value) : ctx.figure('billed', 'fee', 'other'),
    lossOfUse: added && parts.length >= 2 ? parts[1]?.text : undefined,
    returned: ctx.date('service'),
    cardName: ctx.case.cardName,
    declined: ctx.case.flags.declinedWaiver === true,
    byCard: ctx.case.cardType === 'credit',
    // A rented tool or machine, not a car: no scratch, fleet or rental-car benefit to speak of.
    gear: ctx.case.flags.equipmentRental === true,
  };
}

// --- the plan and the next step, in the answer's language ---

export function damageClaimPlan(ctx: CopyContext): ServicePlan {
  const t = inLanguage(ctx.lang);
  const { claimed, byCard, gear, cardName, declined, returned } = claim(ctx);
  const sum = claimed
    ? t(`the ${claimed} claim`, `el reclamo de ${claimed}`)
    : t('the damage claim', 'el reclamo por daños');
  if (gear) return equipmentPlan(ctx, sum, byCard);
  const returnDay = returned ?? t('[return date]', '[fecha de regreso]');
  return {
    strategy: [
      t(
        `Don't pay ${sum} on their word: a damage claim is theirs to prove, and a scratch or dent reported after the return, with no one checking the car with you, proves nothing about when it happened.`,
        `No pague ${sum} solo porque lo dicen: a ellos les toca probar el daño, y un rayón o golpe reportado después de la devolución, sin que nadie revisara el auto con usted, no prueba cuándo ocurrió.`,
      ),
      t(
        'Reply in writing that you dispute it, and ask for the evidence: the check-out and check-in inspection reports, dated photos from pickup and from return, the repair estimate and the final repair invoice, their fleet records for the days the car was out of service (for any "loss of use"), and what the administrative fee pays for.',
        'Responda por escrito que lo disputa y pida las pruebas: los reportes de inspección de salida y de regreso, fotos con fecha de cuando lo recogió y de cuando lo devolvió, el presupuesto y la factura final de la reparación, sus registros de flota de los días en que el auto estuvo fuera de servicio (para la "pérdida de uso") y qué cubre el cargo administrativo.',
      ),
      byCard && cardName
        ? t(
            `You paid with your ${cardName}${declined ? " and declined the company's coverage" : ''}: open a claim with the card's rental-car benefit now (the number on the back of the card, or its benefits site), even while you dispute it. Card benefits set deadlines to report the claim and to send documents, counted from the incident or the company's first notice, so report it this week and ask the administrator which documents they need; send them the company's claim and everything they sent you.`,
            `Usted pagó con su ${cardName}${declined ? ' y rechazó el seguro de la compañía' : ''}: abra ya un reclamo con el beneficio de renta de autos de la tarjeta (el número al reverso o su sitio de beneficios), aunque lo esté disputando. Los beneficios de las tarjetas fijan plazos para avisar del reclamo y enviar documentos, contados desde el incidente o el primer aviso de la compañía, así que avise esta semana y pregunte al administrador qué documentos necesita; envíele el reclamo de la compañía y todo lo que le mandaron.`,
          )
        : byCard
          ? t(
              "You paid with a credit card: call the number on the back and ask about its rental-car benefit, since many cards cover damage, loss of use and admin fees when you declined the company's coverage, but only if you file within their deadline.",
              'Usted pagó con tarjeta de crédito: llame al número al reverso y pregunte por el beneficio de renta de autos, porque muchas tarjetas cubren daños, pérdida de uso y cargos administrativos cuando usted no compró el seguro de la compañía, pero solo si presenta el reclamo dentro de su plazo.',
            )
          : t(
              'Ask your card issuer whether the card you paid with has a rental-car benefit, and your own auto insurer whether your policy covers a rental, before you agree to anything.',
              'Pregunte al emisor de la tarjeta con que pagó si tiene un beneficio de renta de autos, y a su aseguradora de auto si su póliza cubre un auto rentado, antes de aceptar nada.',
            ),
      t(
        'Pay nothing until the evidence arrives, and keep every message.',
        'No pague nada hasta recibir las pruebas, y guarde cada mensaje.',
      ),
    ].join(' '),
    opening: [
      t(
        "Hi, my name is [your name]. I'm calling about damage claim [claim number] for my rental [agreement number].",
        'Hola, me llamo [su nombre]. Llamo por el reclamo de daños [número de reclamo] de mi renta [número de contrato].',
      ),
      t(`I didn't cause this damage, and I dispute ${sum}.`, `Yo no causé ese daño y disputo ${sum}.`),
      t(
        'Please send me in writing the check-out and check-in inspection reports, the dated photos, and the repair invoice.',
        'Por favor envíenme por escrito los reportes de inspección de salida y de regreso, las fotos con fecha y la factura de la reparación.',
      ),
    ],
    rungs: {
      discount: t(
        [
          'The inspection reports',
          'Can you send me the check-out and check-in inspection reports for this rental?',
        ],
        [
          'Los reportes de inspección',
          '¿Me pueden enviar los reportes de inspección de salida y de regreso de esta renta?',
        ],
      ),
      credit: t(
        ['Dated photos', 'Please send the photos with their dates and times, from pickup and from return.'],
        ['Fotos con fecha', 'Por favor envíenme las fotos con su fecha y hora, de la salida y del regreso.'],
      ),
      downgrade: t(
        [
          'The repair invoice and loss-of-use records',
          'Please send the final repair invoice, and your fleet records for the days you say the car was out of service.',
        ],
        [
          'La factura y los registros de pérdida de uso',
          'Por favor envíenme la factura final de la reparación y sus registros de flota de los días en que dicen que el auto estuvo fuera de servicio.',
        ],
      ),
      supervisor: t(
        ['A claims supervisor', 'May I speak with a supervisor in the damage claims department?'],
        [
          'Un supervisor de reclamos',
          '¿Puedo hablar con un supervisor del departamento de reclamos por daños?',
        ],
      ),
      retention: t(
        [
          'Your card or insurer',
          "I'm opening a claim with my credit card's rental benefit and my insurer; please send them the same documents.",
        ],
        [
          'Su tarjeta o su aseguradora',
          'Voy a abrir un reclamo con el beneficio de renta de mi tarjeta de crédito y con mi aseguradora; por favor envíenles los mismos documentos.',
        ],
      ),
      complaint: t(
        [
          'A written complaint',
          "If you can't show I caused it, I'll file a complaint with my state attorney general's consumer protection office.",
        ],
        [
          'Una queja por escrito',
          'Si no pueden mostrar que yo lo causé, presentaré una queja ante la oficina de protección al consumidor del fiscal general de mi estado.',
        ],
      ),
    },
    email: {
      subject: t(
        `Damage claim [claim number]: I dispute it; please send your evidence`,
        'Reclamo de daños [número de reclamo]: lo disputo; envíen sus pruebas',
      ),
      body: t(
        `Hello,\n\nI rented [vehicle] under agreement [agreement number] from [pickup date] to ${returnDay}. On [date] you sent me ${sum}, including "loss of use" and an administrative fee. I did not cause this damage, and I dispute the claim.\n\nPlease send me in writing:\n1. The check-out and check-in inspection reports.\n2. Dated photos of the car at pickup and at return.\n3. The repair estimate and the final repair invoice.\n4. Your fleet utilization records for the days you say the car was out of service.\n5. What the administrative fee is for.\n\nI will not pay until I have reviewed them. Please don't send this to collections while it is in dispute.\n\nThank you,\n[Your name]\n[Phone number]`,
        `Hola:\n\nRenté [vehículo] con el contrato [número de contrato] del [fecha de salida] al ${returnDay}. El [fecha] me enviaron ${sum}, que incluye "pérdida de uso" y un cargo administrativo. Yo no causé ese daño y disputo el reclamo.\n\nLes pido enviarme por escrito:\n1. Los reportes de inspección de salida y de regreso.\n2. Fotos con fecha del auto al salir y al regresar.\n3. El presupuesto y la factura final de la reparación.\n4. Sus registros de uso de la flota de los días en que dicen que el auto estuvo fuera de servicio.\n5. Qué cubre el cargo administrativo.\n\nNo pagaré hasta revisarlos. Les pido no enviar esto a cobranza mientras esté en disputa.\n\nGracias,\n[Su nombre]\n[Teléfono]`,
      ),
    },
    points: t(
      [
        'A claim is theirs to prove: ask for the evidence before you pay anything.',
        "Photos without a date or time don't show when a scratch happened.",
        '"Loss of use" should be backed by their fleet records: if other cars sat unrented, they lost nothing.',
        "Your credit card's rental benefit and your own auto insurance may cover it: check before you pay.",
        "If it goes to a collector, dispute it in writing within 30 days of the collector's first notice: they must stop until they validate it.",
      ],
      [
        'A ellos les toca probar el reclamo: pida las pruebas antes de pagar nada.',
        'Unas fotos sin fecha ni hora no muestran cuándo ocurrió un rayón.',
        'La "pérdida de uso" debe estar respaldada por sus registros de flota: si otros autos quedaron sin rentar, no perdieron nada.',
        'El beneficio de renta de su tarjeta de crédito y su propio seguro de auto pueden cubrirlo: revíselo antes de pagar.',
        'Si lo mandan a un cobrador, dispútelo por escrito dentro de los 30 días de su primer aviso: debe detener el cobro hasta validarlo.',
      ],
    ),
    questions: t(
      [
        'Was the rental paid with a credit card, and did you decline their damage waiver?',
        'Has anything been charged to your card yet, or is it only a bill?',
        'Do you have any photos or video from pickup or return?',
      ],
      [
        '¿Pagó la renta con tarjeta de crédito y rechazó el seguro de daños de la compañía?',
        '¿Ya le cobraron algo en la tarjeta, o solo le mandaron una factura?',
        '¿Tiene fotos o video de cuando lo recogió o lo devolvió?',
      ],
    ),
  };
}

/**
 * A rented tool or machine the shop says came back broken ("un motor quemado"): the same claim to
 * prove, in the words of equipment (its condition at pickup and return, what failed and why).
 */
function equipmentPlan(ctx: CopyContext, sum: string, byCard: boolean): ServicePlan {
  const t = inLanguage(ctx.lang);
  return {
    strategy: [
      t(
        `Don't pay ${sum} on their word: a damage claim is theirs to prove, and damage they say they found after you returned it, with no one checking it with you, proves nothing about when or how it happened.`,
        `No pague ${sum} solo porque lo dicen: a ellos les toca probar el daño, y un daño que dicen haber encontrado después de que usted lo devolvió, sin que nadie lo revisara con usted, no prueba cuándo ni cómo ocurrió.`,
      ),
      t(
        "Reply in writing that you dispute it, and ask for the evidence: any condition check at pickup and at return, dated photos or test results, the technician's report of what failed and why, and the repair invoice.",
        'Responda por escrito que lo disputa y pida las pruebas: la revisión del equipo al recogerlo y al devolverlo, fotos o pruebas con fecha, el informe del técnico sobre qué falló y por qué, y la factura de la reparación.',
      ),
      byCard
        ? t(
            'You paid with a credit card: if they charge the claim to it, dispute that charge in writing with your card issuer within 60 days of the statement that shows it.',
            'Usted pagó con tarjeta de crédito: si le cobran el reclamo en la tarjeta, dispute ese cargo por escrito con el emisor dentro de los 60 días del estado de cuenta que lo muestra.',
          )
        : t(
            'If they charge it to a credit card, dispute that charge in writing with your card issuer within 60 days of the statement that shows it.',
            'Si se lo cobran en una tarjeta de crédito, dispute ese cargo por escrito con el emisor dentro de los 60 días del estado de cuenta que lo muestra.',
          ),
      t(
        'Pay nothing until the evidence arrives, and keep every message.',
        'No pague nada hasta recibir las pruebas, y guarde cada mensaje.',
      ),
    ].join(' '),
    opening: [
      t(
        "Hi, my name is [your name]. I'm calling about the damage charge on my rental [agreement number].",
        'Hola, me llamo [su nombre]. Llamo por el cobro de daños de mi renta [número de contrato].',
      ),
      t(
        `It worked when I returned it, and I dispute ${sum}.`,
        `Funcionaba cuando lo devolví y disputo ${sum}.`,
      ),
      t(
        "Please send me in writing the condition check from pickup and return, the technician's report and the repair invoice.",
        'Por favor envíenme por escrito la revisión del estado al recogerlo y al devolverlo, el informe del técnico y la factura de la reparación.',
      ),
    ],
    rungs: {
      discount: t(
        [
          'The condition checks',
          'Can you send me the condition check from pickup and from return for this rental?',
        ],
        [
          'Las revisiones del estado',
          '¿Me pueden enviar la revisión del estado al recogerlo y al devolverlo de esta renta?',
        ],
      ),
      credit: t(
        [
          "The technician's report",
          'Please send the report of what failed, what caused it and when it was found.',
        ],
        [
          'El informe del técnico',
          'Por favor envíenme el informe de qué falló, qué lo causó y cuándo lo encontraron.',
        ],
      ),
      downgrade: t(
        ['The repair invoice', 'Please send the repair invoice or the parts receipt for this damage.'],
        [
          'La factura de la reparación',
          'Por favor envíenme la factura de la reparación o el recibo de las piezas de este daño.',
        ],
      ),
      supervisor: t(
        ['A manager', 'May I speak with the store manager or the person who handles damage claims?'],
        ['Un gerente', '¿Puedo hablar con el gerente de la tienda o con quien ve los reclamos por daños?'],
      ),
      retention: t(
        [
          'Your card issuer',
          "If you charge my credit card for this, I'll dispute the charge with my card issuer.",
        ],
        [
          'El emisor de su tarjeta',
          'Si me cobran esto en la tarjeta de crédito, voy a disputar el cargo con el emisor.',
        ],
      ),
      complaint: t(
        [
          'A written complaint',
          "If you can't show I caused it, I'll file a complaint with my state attorney general's consumer protection office.",
        ],
        [
          'Una queja por escrito',
          'Si no pueden mostrar que yo lo causé, presentaré una queja ante la oficina de protección al consumidor del fiscal general de mi estado.',
        ],
      ),
    },
    email: {
      subject: t(
        'Damage charge on rental [agreement number]: I dispute it; please send your evidence',
        'Cobro por daños de la renta [número de contrato]: lo disputo; envíen sus pruebas',
      ),
      body: t(
        `Hello,\n\nI rented [equipment] under agreement [agreement number] on [pickup date] and returned it on [return date] in working order. You now ask me to pay ${sum} for damage. I did not cause this damage, and I dispute the claim.\n\nPlease send me in writing:\n1. Any condition check from pickup and from return.\n2. Dated photos or test results.\n3. The technician's report of what failed and why.\n4. The repair invoice or the parts receipt.\n\nI will not pay until I have reviewed them. Please don't send this to collections while it is in dispute.\n\nThank you,\n[Your name]\n[Phone number]`,
        `Hola:\n\nRenté [equipo] con el contrato [número de contrato] el [fecha de salida] y lo devolví el [fecha de regreso] funcionando. Ahora me piden pagar ${sum} por daños. Yo no causé ese daño y disputo el reclamo.\n\nLes pido enviarme por escrito:\n1. Cualquier revisión del estado al recogerlo y al devolverlo.\n2. Fotos o pruebas con fecha.\n3. El informe del técnico sobre qué falló y por qué.\n4. La factura de la reparación o el recibo de las piezas.\n\nNo pagaré hasta revisarlos. Les pido no enviar esto a cobranza mientras esté en disputa.\n\nGracias,\n[Su nombre]\n[Teléfono]`,
      ),
    },
    points: t(
      [
        'A claim is theirs to prove: ask for the evidence before you pay anything.',
        "Damage found after you left, with no check in front of you, doesn't show when it happened.",
        'Worn parts and ordinary use are the cost of renting out a machine, not damage you caused.',
        "If it goes to a collector, dispute it in writing within 30 days of the collector's first notice: they must stop until they validate it.",
      ],
      [
        'A ellos les toca probar el reclamo: pida las pruebas antes de pagar nada.',
        'Un daño encontrado después de que usted se fue, sin revisarlo con usted, no muestra cuándo ocurrió.',
        'El desgaste de las piezas y el uso normal son parte de rentar una máquina, no un daño que usted causó.',
        'Si lo mandan a un cobrador, dispútelo por escrito dentro de los 30 días de su primer aviso: debe detener el cobro hasta validarlo.',
      ],
    ),
    questions: t(
      [
        'Did anyone check the machine with you when you picked it up or returned it?',
        'Has anything been charged to your card or deposit yet, or is it only a bill?',
        'Do you have any photos, video or a receipt from the return?',
      ],
      [
        '¿Alguien revisó la máquina con usted al recogerla o al devolverla?',
        '¿Ya le cobraron algo en la tarjeta o del depósito, o solo le mandaron una factura?',
        '¿Tiene fotos, video o un recibo de la devolución?',
      ],
    ),
  };
}

export function damageClaimStep(ctx: CopyContext, outcome: Outcome, offer: string | undefined): string {
  const t = inLanguage(ctx.lang);
  const { claimed, gear } = claim(ctx);
  const sum = claimed ? t(`the ${claimed} claim`, `el reclamo de ${claimed}`) : t('the claim', 'el reclamo');
  if (gear && (outcome === 'counter_offer' || outcome === 'said_no')) {
    return outcome === 'counter_offer'
      ? t(
          `They offered ${offer ?? 'a reduction'}, but a smaller bill for damage you didn't cause is still a bill you don't owe. Decline it in writing, and repeat your request for the condition checks, the technician's report and the repair invoice.`,
          `Le ofrecieron ${offer ?? 'una rebaja'}, pero una cuenta menor por un daño que usted no causó sigue siendo algo que no debe. Recházela por escrito y repita su pedido de las revisiones del estado, el informe del técnico y la factura de la reparación.`,
        )
      : t(
          "A no on the phone doesn't prove the damage. Ask for the manager, send your written dispute with the list of evidence, and if they charge a credit card, dispute it with the issuer in writing within 60 days of the statement.",
          'Un no por teléfono no prueba el daño. Pida hablar con el gerente, envíe su disputa por escrito con la lista de pruebas, y si le cobran en una tarjeta de crédito, dispútelo por escrito con el emisor dentro de los 60 días del estado de cuenta.',
        );
  }
  switch (outcome) {
    case 'counter_offer':
      return t(
        `They offered ${offer ?? 'a reduction'}, but a smaller bill for damage you didn't cause is still a bill you don't owe. Decline it in writing, and repeat your request for the inspection reports, dated photos, repair invoice and loss-of-use records.`,
        `Le ofrecieron ${offer ?? 'una rebaja'}, pero una cuenta menor por un daño que usted no causó sigue siendo algo que no debe. Recházela por escrito y repita su pedido de los reportes de inspección, las fotos con fecha, la factura de la reparación y los registros de pérdida de uso.`,
      );
    case 'agreed':
      return t(
        'Get it in writing that the claim is closed and that nothing is owed, and check that nothing reaches your card or a collector.',
        'Pida por escrito que el reclamo quedó cerrado y que no debe nada, y revise que no aparezca nada en su tarjeta ni con un cobrador.',
      );
    case 'pay_now':
      return t(
        `Don't pay ${sum} by their deadline on evidence like undated photos: a threat of collections doesn't make a claim valid. Reply in writing, before their date, that you dispute it and what you still need to see. If it goes to a collector, send the collector a written dispute within 30 days of its first notice: it must stop collecting until it validates the debt, and if it reports the debt it must show it as disputed. You can also dispute it with the credit bureaus.`,
        `No pague ${sum} dentro de su plazo con pruebas como unas fotos sin fecha: amenazar con cobranza no hace válido un reclamo. Responda por escrito, antes de esa fecha, que lo disputa y qué le falta ver. Si lo mandan a un cobrador, envíele una disputa por escrito dentro de los 30 días de su primer aviso: debe detener el cobro hasta validar la deuda, y si la reporta debe indicar que está en disputa. También puede disputarla con las agencias de crédito.`,
      );
    case 'no_reply':
      return t(
        'Send your dispute again by email and by certified mail, and keep the receipts: silence is not proof. If they charge your card, dispute the charge in writing with your card issuer within 60 days of the statement.',
        'Envíe su disputa de nuevo por correo electrónico y por correo certificado, y guarde los recibos: el silencio no es una prueba. Si le cobran en la tarjeta, dispute el cargo por escrito con el emisor dentro de los 60 días del estado de cuenta.',
      );
    default:
      return t(
        `A no on the phone doesn't prove the damage. Ask for a supervisor in the claims department, send your written dispute and the list of evidence, open a claim with your credit card's rental benefit or your insurer, and if they charge your card, dispute it with the issuer in writing within 60 days of the statement.`,
        'Un no por teléfono no prueba el daño. Pida un supervisor del departamento de reclamos, envíe su disputa por escrito con la lista de pruebas, abra un reclamo con el beneficio de renta de su tarjeta o con su aseguradora, y si le cobran en la tarjeta, dispútelo por escrito con el emisor dentro de los 60 días del estado de cuenta.',
      );
  }
}

/** Any part of a claim the person disputes is still money they don't owe until it is proved. */
export function judgeDamageOffer(ctx: CopyContext, offered: number | undefined) {
  const claimed = ctx.value('billed', 'fee', 'other');
  if (offered === undefined || claimed === undefined) return undefined;
  return offered >= claimed ? 'accept' : 'decline';
}

/** The service area's words for a damage claim, in one language. */
function damageClaimWords(lang: Language) {
  const t = inLanguage(lang);
  return {
    party: t('the rental company', 'la compañía de renta'),
    subject: (ctx: CopyContext) => {
      const { claimed } = claim(ctx);
      return claimed
        ? t(`the ${claimed} damage claim`, `el reclamo por daños de ${claimed}`)
        : t('the damage claim', 'el reclamo por daños');
    },
    complaintRoutes: t(
      "your state attorney general's consumer protection office",
      'la oficina de protección al consumidor del fiscal general de su estado',
    ),
    honest: t(
      "Stick to what you know: when and where you returned it, that no one inspected it, and what you saw; ask for their proof rather than claiming proof you don't have.",
      'Aténgase a lo que sabe: cuándo y dónde lo devolvió, que nadie lo revisó y lo que usted vio; pida sus pruebas en vez de afirmar pruebas que no tiene.',
    ),
  } as const;
}

export const DAMAGE_CLAIM_WORDS = { en: damageClaimWords('en'), es: damageClaimWords('es') } as const;

/** A day after today the person named ("the 14 days is up dec 4"): their deadline, as written. */
function namedDeadline(ctx: CopyContext): string | undefined {
  return ctx.case.dates.find((date) => date.iso !== undefined && date.iso > ctx.today)?.text;
}

/**
 * A car damage claim after the first answer, where the reply changes the plan: a demand to pay by a
 * date under threat of collections (never a yes), and a card benefit that needs documents the rental
 * company refuses to give (the refusal becomes the document).
 */
export function damageClaimFollowUp(ctx: CopyContext, outcome: Outcome): FollowUpAnswer | undefined {
  const { total, claimed, gear, byCard, cardName, returned, lossOfUse } = claim(ctx);
  if (gear) return undefined;
  const t = inLanguage(ctx.lang);
  const sum = claimed ? t(`the ${claimed} claim`, `el reclamo de ${claimed}`) : t('the claim', 'el reclamo');
  const whole = total ?? t('the claim', 'el reclamo');
  const deadline = namedDeadline(ctx);
  const card = cardName ?? t('your credit card', 'su tarjeta de crédito');
  const photos =
    ctx.case.flags.photosAfterReturn === true
      ? t(
          ` Their photos are dated after you returned the car${returned ? ` on ${returned}` : ''}: they show it while it was in their hands, not its condition when you returned it.`,
          ` Sus fotos tienen fecha posterior a la devolución del auto${returned ? ` el ${returned}` : ''}: muestran el auto cuando ya estaba en sus manos, no cómo lo devolvió usted.`,
        )
      : '';
  const collector = t(
    'If they send it to a collector anyway, dispute it with the collector in writing within 30 days of its first notice: it must stop collecting until it validates the debt.',
    'Si aun así lo mandan a un cobrador, dispútelo por escrito con el cobrador dentro de los 30 días de su primer aviso: debe detener el cobro hasta validar la deuda.',
  );
  if (ctx.case.flags.benefitNeedsDocs === true && outcome !== 'agreed') {
    const loss = lossOfUse
      ? t(`the ${lossOfUse} "loss of use"`, `los ${lossOfUse} de "pérdida de uso"`)
      : t('"loss of use"', 'la "pérdida de uso"');
    return {
      strategy: t(
        `Their refusal is itself the document the benefit needs. Ask the rental company to put it in writing (an email saying they won't provide the fleet utilization log or a final repair invoice). Send the benefit administrator everything you have: their claim, the estimate, their photos, and that refusal, and ask the administrator to request the documents from the rental company directly and to accept the written refusal in place of the log. Then tell the rental company in writing that the claim is with your ${card} benefit, that you dispute the whole ${whole}, and that ${loss} can't be owed without their fleet utilization log.${photos}${deadline ? ` ${deadline.charAt(0).toUpperCase()}${deadline.slice(1)} is their own deadline, not a legal one: don't pay because of it.` : ''} ${collector}`,
        `La negativa de ellos es justo el documento que necesita el beneficio. Pida a la compañía de renta que la ponga por escrito (un correo que diga que no entregan el registro de uso de la flota ni una factura final de la reparación). Envíe al administrador del beneficio todo lo que tiene: su reclamo, el presupuesto, sus fotos y esa negativa, y pídale que solicite los documentos directamente a la compañía y que acepte la negativa por escrito en lugar del registro. Luego diga por escrito a la compañía que el reclamo está con el beneficio de su ${card}, que disputa todo el ${whole} y que ${loss} no se puede deber sin su registro de uso de la flota.${photos}${deadline ? ` El ${deadline} es un plazo de ellos, no de la ley: no pague por eso.` : ''} ${collector}`,
      ),
      opening: [
        t(
          'To the rental company: "You\'ve told me you don\'t provide the fleet utilization log or a final repair invoice. Please put that in an email to me today."',
          'A la compañía de renta: "Me dijeron que no entregan el registro de uso de la flota ni una factura final de la reparación. Por favor, envíenme eso por correo hoy."',
        ),
        t(
          'To the benefit administrator: "The rental company refuses to provide the fleet log and the final invoice; here is their refusal in writing. Can you request them directly, and accept the refusal in place of the log?"',
          'Al administrador del beneficio: "La compañía de renta se niega a entregar el registro de la flota y la factura final; aquí está su negativa por escrito. ¿Pueden pedirlos ustedes directamente y aceptar la negativa en lugar del registro?"',
        ),
      ].join('\n'),
      email: {
        subject: t(
          `Damage claim [claim number]: disputed, and filed with my card's rental benefit`,
          `Reclamo de daños [número de reclamo]: disputado y presentado al beneficio de renta de mi tarjeta`,
        ),
        body: t(
          `Hello,\n\nI dispute ${sum} in full. I have filed it with my ${card} rental-car benefit, whose administrator needs your fleet utilization log and the final repair invoice. You told me you don't provide them: please confirm that in writing, or send them to me or to the administrator directly.\n\n${lossOfUse ? `The ${lossOfUse} "loss of use" can't be owed without the fleet utilization log that shows a car was needed and not available. ` : ''}${ctx.case.flags.photosAfterReturn === true ? `Your photos are dated after I returned the car${returned ? ` on ${returned}` : ''}, so they don't show its condition when I returned it. ` : ''}An estimate is not proof of a repair.\n\nPlease don't refer this to collections while it is in dispute and with the card benefit.\n\nThank you,\n[Your name]\n[Phone number]`,
          `Hola:\n\nDisputo por completo ${sum}. Lo presenté al beneficio de renta de autos de mi ${card}, cuyo administrador necesita su registro de uso de la flota y la factura final de la reparación. Me dijeron que no los entregan: les pido confirmarlo por escrito, o enviármelos a mí o directamente al administrador.\n\n${lossOfUse ? `Los ${lossOfUse} de "pérdida de uso" no se pueden deber sin el registro de la flota que muestre que se necesitaba un auto y no había. ` : ''}${ctx.case.flags.photosAfterReturn === true ? `Sus fotos tienen fecha posterior a mi devolución del auto${returned ? ` el ${returned}` : ''}, así que no muestran cómo lo devolví. ` : ''}Un presupuesto no prueba una reparación.\n\nLes pido no enviar esto a cobranza mientras esté en disputa y con el beneficio de la tarjeta.\n\nGracias,\n[Su nombre]\n[Teléfono]`,
        ),
      },
      talkingPoints: [
        t(`Don't pay the ${whole} while it's in dispute.`, `No pague los ${whole} mientras esté en disputa.`),
        t(
          'Keep every refusal in writing: it is evidence for the benefit and for any complaint.',
          'Guarde por escrito cada negativa: es prueba para el beneficio y para cualquier queja.',
        ),
        t(
          "If they won't cooperate, your state attorney general's consumer protection office takes complaints.",
          'Si no cooperan, la oficina de protección al consumidor del fiscal general de su estado recibe quejas.',
        ),
      ],
    };
  }
  if (outcome !== 'pay_now') return undefined;
  const estimate =
    ctx.case.flags.onlyEstimate === true
      ? t(
          " An estimate isn't a repair: without a final invoice they haven't shown what was repaired or what it cost.",
          ' Un presupuesto no es una reparación: sin una factura final no han mostrado qué repararon ni cuánto costó.',
        )
      : '';
  return {
    strategy: t(
      `Don't pay ${sum} by their deadline: a threat of collections doesn't make a claim valid.${photos}${estimate} Before their date, reply in writing that you dispute the claim, and ask again for the check-in report, photos from the day you returned it, the final repair invoice and the fleet utilization log behind "loss of use"; ask them not to refer it to collections while it's in dispute.${byCard ? ` Open the claim with your ${card} rental benefit now, and tell them it's filed.` : ''} ${collector}`,
      `No pague ${sum} dentro de su plazo: amenazar con cobranza no hace válido un reclamo.${photos}${estimate} Antes de esa fecha, responda por escrito que disputa el reclamo y pida de nuevo el reporte de inspección de regreso, fotos del día en que lo devolvió, la factura final de la reparación y el registro de uso de la flota que respalde la "pérdida de uso"; pida que no lo envíen a cobranza mientras esté en disputa.${byCard ? ` Abra ya el reclamo con el beneficio de renta de su ${card} y dígales que está presentado.` : ''} ${collector}`,
    ),
    opening: quoteLines([
      t(
        `I dispute ${sum}, and I won't pay it on these documents.`,
        `Disputo ${sum} y no lo voy a pagar con estos documentos.`,
      ),
      t(
        'Please send the check-in report, photos from the day I returned the car, the final repair invoice and your fleet utilization log.',
        'Les pido el reporte de inspección de regreso, fotos del día en que devolví el auto, la factura final de la reparación y su registro de uso de la flota.',
      ),
      t(
        "Please note that it's in dispute, and don't send it to collections.",
        'Les pido anotar que está en disputa y no enviarlo a cobranza.',
      ),
    ]),
    email: {
      subject: t(
        'Damage claim [claim number]: I dispute it; not to be sent to collections',
        'Reclamo de daños [número de reclamo]: lo disputo; no debe enviarse a cobranza',
      ),
      body: t(
        `Hello,\n\nI dispute ${sum} in full.${ctx.case.flags.photosAfterReturn === true ? ` The photos you sent are dated after I returned the car${returned ? ` on ${returned}` : ''}, so they don't show its condition when I returned it.` : ''}${ctx.case.flags.onlyEstimate === true ? ' An estimate is not proof of a repair.' : ''}\n\nPlease send me:\n1. The check-in inspection report.\n2. Photos from the day I returned the car.\n3. The final repair invoice.\n4. Your fleet utilization log for the days you say the car was out of service.\n\n${byCard ? `I have filed this with my ${card} rental-car benefit. ` : ''}Please don't refer this to collections while it is in dispute.\n\nThank you,\n[Your name]\n[Phone number]`,
        `Hola:\n\nDisputo por completo ${sum}.${ctx.case.flags.photosAfterReturn === true ? ` Las fotos que enviaron tienen fecha posterior a mi devolución del auto${returned ? ` el ${returned}` : ''}, así que no muestran cómo lo devolví.` : ''}${ctx.case.flags.onlyEstimate === true ? ' Un presupuesto no prueba una reparación.' : ''}\n\nLes pido enviarme:\n1. El reporte de inspección de regreso.\n2. Fotos del día en que devolví el auto.\n3. La factura final de la reparación.\n4. Su registro de uso de la flota de los días en que dicen que el auto estuvo fuera de servicio.\n\n${byCard ? `Presenté esto al beneficio de renta de autos de mi ${card}. ` : ''}Les pido no enviar esto a cobranza mientras esté en disputa.\n\nGracias,\n[Su nombre]\n[Teléfono]`,
      ),
    },
    talkingPoints: [
      t(`Don't pay the ${whole} under a deadline.`, `No pague los ${whole} bajo presión de un plazo.`),
      t(
        'Send your dispute before their date, by email, and keep a copy.',
        'Envíe su disputa antes de esa fecha, por correo electrónico, y guarde una copia.',
      ),
    ],
  };
}
