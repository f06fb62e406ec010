import type { Language } from '@lane/shared';
import { inLanguage, quoteLines, type CopyContext, type FollowUpAnswer, type Outcome } from './types.js';

/**
 * A landlord's late fee on rent, when the person told Lane the days: when rent is due, when they
 * paid, and the grace days their lease gives ("due the 1st, paid the 3rd, 5 day grace period").
 * Lane counts the days for them and holds the landlord to the lease's own grace period; whether
 * the state limits late fees is a question, never stated. No fact is added that the person didn't
 * give (an addendum they never signed, a fee added on top).
 */

interface Timing {
  readonly due?: number;
  readonly paid: number;
  /** The lease's grace days, when said. */
  readonly grace?: number;
  /** The last day rent can be paid without a late fee under the lease. */
  readonly lastDay?: number;
  /** Days from the due day to the day paid. */
  readonly daysAfter?: number;
  /** Paid by the last day of the grace period: no late fee under the lease. */
  readonly within?: boolean;
}

/** The days the person gave, and what they add up to; undefined without the day paid and the lease's terms. */
function timingOf(ctx: CopyContext): Timing | undefined {
  const days = ctx.case.rentDays;
  if (!days?.paid || (!days.grace && !days.lateAfter)) return undefined;
  const { due, paid, grace } = days;
  const lastDay = days.lateAfter ?? (due !== undefined && grace !== undefined ? due + grace : undefined);
  const daysAfter = due !== undefined && paid >= due ? paid - due : undefined;
  return {
    ...(due !== undefined ? { due } : {}),
    paid,
    ...(grace !== undefined ? { grace } : {}),
    ...(lastDay !== undefined ? { lastDay } : {}),
    ...(daysAfter !== undefined ? { daysAfter } : {}),
    ...(lastDay !== undefined ? { within: paid <= lastDay } : {}),
  };
}

/** "1st", "2nd", "3rd", "11th", "22nd". */
function ordinal(day: number): string {
  const teen = day % 100 >= 11 && day % 100 <= 13;
  const suffix = teen ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th');
  return `${day}${suffix}`;
}

/** Words for the days, in the answer's language. */
function words(lang: Language, timing: Timing) {
  const t = inLanguage(lang);
  const day = (n: number) => t(`the ${ordinal(n)}`, `el día ${n}`);
  return {
    due: timing.due !== undefined ? day(timing.due) : undefined,
    paid: day(timing.paid),
    /** "a 5-day grace period" / "5 días de gracia", or the day after which a fee is charged. */
    terms:
      timing.grace !== undefined
        ? t(`a ${timing.grace}-day grace period`, `${timing.grace} días de gracia`)
        : t(
            `a late fee only for rent paid after ${day(timing.lastDay ?? 0)}`,
            `un cargo por atraso solo si la renta se paga después del día ${timing.lastDay ?? 0}`,
          ),
    /** The same without its article, after "your lease's": "5-day grace period". */
    bare:
      timing.grace !== undefined
        ? t(`${timing.grace}-day grace period`, `${timing.grace} días de gracia`)
        : t('late-fee terms', 'plazos'),
    clause: t(
      timing.grace !== undefined ? 'grace-period clause' : 'late-fee clause',
      timing.grace !== undefined ? 'la cláusula de los días de gracia' : 'la cláusula del cargo por atraso',
    ),
  };
}

/** Paid inside the lease's grace period: the answer holds the landlord to it. Undefined otherwise. */
export function lateFeeWithinGrace(ctx: CopyContext): boolean {
  return timingOf(ctx)?.within === true;
}

/** The days, added up, in one or two sentences; undefined when the person didn't give them. */
function timingSentence(ctx: CopyContext): string | undefined {
  const timing = timingOf(ctx);
  if (!timing) return undefined;
  const t = inLanguage(ctx.lang);
  const w = words(ctx.lang, timing);
  const fee = ctx.figure('fee', 'billed', 'other');
  if (timing.within === undefined)
    return t(
      `Your lease gives ${w.terms} and you paid on ${w.paid}: if rent is due on the 1st, that's inside it, and no late fee was owed under the lease.`,
      `Su contrato da ${w.terms} y usted pagó ${w.paid}: si la renta vence el día 1, eso está dentro del plazo, y según el contrato no se debía ningún cargo por atraso.`,
    );
  if (timing.within)
    return timing.grace !== undefined && w.due
      ? t(
          `Your lease gives ${w.terms}: rent due on ${w.due} and paid on ${w.paid} is ${timing.daysAfter} day${timing.daysAfter === 1 ? '' : 's'} after the due date, inside it, so under your lease no late fee was owed.`,
          `Su contrato da ${w.terms}: la renta vence ${w.due} y usted pagó ${w.paid}, ${timing.daysAfter} día${timing.daysAfter === 1 ? '' : 's'} después, dentro de ese plazo, así que según su contrato no se debía ningún cargo por atraso.`,
        )
      : t(
          `Your lease sets ${w.terms}: you paid on ${w.paid}, within it, so under your lease no late fee was owed.`,
          `Su contrato fija ${w.terms}: usted pagó ${w.paid}, dentro de ese plazo, así que según su contrato no se debía ningún cargo por atraso.`,
        );
  return t(
    `You paid on ${w.paid}, after your lease's ${timing.grace !== undefined ? `${timing.grace}-day grace period` : 'late-fee day'} ended on the ${ordinal(timing.lastDay ?? 0)}, so the lease's late fee may apply: check that ${fee ?? 'the fee'} is the amount the lease sets, and ask once, in writing, for it to be waived as a courtesy, naming your record of paying on time.`,
    `Usted pagó ${w.paid}, después de que terminara el plazo de su contrato (el día ${timing.lastDay ?? 0}), así que el cargo por atraso del contrato puede aplicar: revise que ${fee ?? 'el cargo'} sea el monto que fija el contrato, y pida una vez, por escrito, que lo perdonen como cortesía, mencionando sus pagos a tiempo.`,
  );
}

/** The first answer's plan, when the days were told; undefined otherwise (the general note stands). */
export function lateFeeNote(ctx: CopyContext): string | undefined {
  const timing = timingOf(ctx);
  const sentence = timingSentence(ctx);
  if (!timing || !sentence) return undefined;
  const t = inLanguage(ctx.lang);
  const w = words(ctx.lang, timing);
  const fee = ctx.figure('fee', 'billed', 'other');
  const keepPaying = t(
    "Keep paying the rent itself on time, separately from the fee and with a record, and don't hold back rent or subtract the fee from it. Ask your local housing office or a tenant organization whether your state also limits late fees.",
    'Siga pagando la renta a tiempo, aparte del cargo y de una forma que deje constancia, y no retenga la renta ni le reste el cargo. Pregunte a la oficina de vivienda local o a una organización de inquilinos si su estado además limita los cargos por atraso.',
  );
  if (timing.within === false) return `${sentence} ${keepPaying}`;
  return `${sentence} ${t(
    `Ask in writing for the ${fee ? `${fee} ` : ''}late fee to be removed, quoting the lease's ${w.clause} and attaching your payment proof with its date (a bank record, a receipt or a portal screenshot).`,
    `Pida por escrito que quiten el cargo por atraso${fee ? ` de ${fee}` : ''}, citando ${w.clause} del contrato y adjuntando su prueba de pago con su fecha (un registro del banco, un recibo o una captura del portal).`,
  )} ${keepPaying}`;
}

/** What to say on the call, quoted; undefined when the days weren't told. */
export function lateFeeOpening(ctx: CopyContext): string | undefined {
  const timing = timingOf(ctx);
  if (!timing) return undefined;
  const t = inLanguage(ctx.lang);
  const w = words(ctx.lang, timing);
  const fee = ctx.figure('fee', 'billed', 'other');
  const hello = t(
    `Hi, it's [your name] from [unit], calling about the ${fee ? `${fee} ` : ''}late fee on my rent.`,
    `Hola, habla [su nombre], del [apartamento]. Llamo por el cargo por atraso${fee ? ` de ${fee}` : ''} en mi renta.`,
  );
  if (timing.within === false)
    return quoteLines([
      hello,
      t(
        `I paid on ${w.paid}, a little after the grace period, and I've always paid on time. Could you waive the fee this once, and confirm it in writing?`,
        `Pagué ${w.paid}, poco después del plazo de gracia, y siempre he pagado a tiempo. ¿Podría perdonar el cargo esta vez y confirmarlo por escrito?`,
      ),
    ]);
  return quoteLines([
    hello,
    t(
      `My lease gives ${w.terms}. ${w.due ? `Rent was due on ${w.due} and I paid on ${w.paid}` : `I paid on ${w.paid}`}, inside it, and I have the proof.`,
      `Mi contrato da ${w.terms}. ${w.due ? `La renta vencía ${w.due} y pagué ${w.paid}` : `Pagué ${w.paid}`}, dentro del plazo, y tengo la prueba.`,
    ),
    t(
      `Please remove the ${fee ? `${fee} ` : ''}late fee and confirm it in writing.`,
      `Le pido que quite el cargo por atraso${fee ? ` de ${fee}` : ''} y me lo confirme por escrito.`,
    ),
  ]);
}

/** The first email, when the days were told; undefined otherwise. */
export function lateFeeEmail(ctx: CopyContext): { subject: string; body: string } | undefined {
  const timing = timingOf(ctx);
  if (!timing) return undefined;
  const t = inLanguage(ctx.lang);
  const w = words(ctx.lang, timing);
  const fee = ctx.figure('fee', 'billed', 'other');
  const dates = t(
    `My rent for [month] ${w.due ? `was due on ${w.due} and ` : ''}was paid on ${w.paid} (proof attached, with its date).`,
    `Mi renta de [mes] ${w.due ? `vencía ${w.due} y ` : ''}la pagué ${w.paid} (adjunto la prueba, con su fecha).`,
  );
  if (timing.within === false)
    return {
      subject: t(
        `Request to waive the ${fee ? `${fee} ` : ''}late fee for [month]`,
        `Solicitud para perdonar el cargo por atraso${fee ? ` de ${fee}` : ''} de [mes]`,
      ),
      body: t(
        `Hello,\n\n${dates} I've paid on time for [number] months, and this was a one-time delay.\n\nCould you waive the late fee this once? Please let me know in writing by [date].\n\nThank you,\n[Your name]\n[Unit]`,
        `Hola:\n\n${dates} He pagado a tiempo durante [número] meses, y esta fue una demora única.\n\n¿Podría perdonar el cargo por atraso esta vez? Le pido que me responda por escrito antes del [fecha].\n\nGracias,\n[Su nombre]\n[Apartamento]`,
      ),
    };
  return {
    subject: t(
      `The ${fee ? `${fee} ` : ''}late fee: rent paid on ${w.paid}, inside the lease's ${timing.grace !== undefined ? `${timing.grace}-day grace period` : 'terms'}`,
      `El cargo por atraso${fee ? ` de ${fee}` : ''}: renta pagada ${w.paid}, dentro del plazo del contrato`,
    ),
    body: t(
      `Hello,\n\n${dates} My lease gives ${w.terms} ([section]), so the payment was on time under the lease and no late fee applies.\n\nPlease remove the ${fee ? `${fee} ` : ''}late fee from my account and confirm it in writing by [date].\n\nThank you,\n[Your name]\n[Unit]`,
      `Hola:\n\n${dates} Mi contrato da ${w.terms} ([sección]), así que el pago llegó a tiempo según el contrato y no corresponde ningún cargo por atraso.\n\nLe pido que quite el cargo por atraso${fee ? ` de ${fee}` : ''} de mi cuenta y me lo confirme por escrito antes del [fecha].\n\nGracias,\n[Su nombre]\n[Apartamento]`,
    ),
  };
}

/** The first answer's points, when the days were told; undefined otherwise. */
export function lateFeePoints(ctx: CopyContext): string[] | undefined {
  const timing = timingOf(ctx);
  if (!timing) return undefined;
  const t = inLanguage(ctx.lang);
  const w = words(ctx.lang, timing);
  return [
    t(
      `Your days: ${w.due ? `due ${w.due}, ` : ''}paid ${w.paid}${timing.daysAfter !== undefined ? ` (${timing.daysAfter} day${timing.daysAfter === 1 ? '' : 's'} after the due date)` : ''}; your lease: ${w.terms}.`,
      `Sus fechas: ${w.due ? `vence ${w.due}, ` : ''}pagó ${w.paid}${timing.daysAfter !== undefined ? ` (${timing.daysAfter} día${timing.daysAfter === 1 ? '' : 's'} después del vencimiento)` : ''}; su contrato: ${w.terms}.`,
    ),
    t(
      `Have the lease page with the ${w.clause} and your payment proof with its date in front of you.`,
      `Tenga a mano la página del contrato con ${w.clause} y su prueba de pago con su fecha.`,
    ),
    t(
      "Pay the rent itself on time, separately from the fee; don't hold any back.",
      'Pague la renta a tiempo, aparte del cargo; no retenga nada.',
    ),
    t('Get the answer in writing.', 'Pida la respuesta por escrito.'),
  ];
}

/**
 * After the landlord answers: each turn moves on. A no is answered in writing with the lease's
 * clause and the payment's date; silence with a dated follow-up letter; rent keeps being paid on
 * time, never withheld. Undefined for an agreement (the general step stands).
 */
export function lateFeeFollowUp(
  ctx: CopyContext,
  outcome: Outcome,
  offer: string | undefined,
): FollowUpAnswer | undefined {
  if (outcome === 'agreed' || outcome === 'pay_now') return undefined;
  const t = inLanguage(ctx.lang);
  const timing = timingOf(ctx);
  const w = timing ? words(ctx.lang, timing) : undefined;
  const fee = ctx.figure('fee', 'billed', 'other');
  const theFee = t(`the ${fee ? `${fee} ` : ''}late fee`, `el cargo por atraso${fee ? ` de ${fee}` : ''}`);
  /** The lease's terms and the payment's day, or blanks for them. */
  const facts = t(
    w && timing?.within
      ? `My lease gives ${w.terms} ([section]); ${w.due ? `my rent was due on ${w.due} and ` : ''}I paid it on ${w.paid} (proof attached, with its date), inside that period.`
      : `I paid [month]'s rent on [date] (proof attached, with its date), and my signed lease sets [what it says about the due date, the grace period and the fee].`,
    w && timing?.within
      ? `Mi contrato da ${w.terms} ([sección]); ${w.due ? `mi renta vencía ${w.due} y ` : ''}la pagué ${w.paid} (adjunto la prueba, con su fecha), dentro de ese plazo.`
      : `Pagué la renta de [mes] el [fecha] (adjunto la prueba, con su fecha), y mi contrato firmado dice [lo que dice sobre el vencimiento, los días de gracia y el cargo].`,
  );
  const rentApart = t(
    'My rent keeps being paid on time, as rent; please apply it to rent only, not to the fee.',
    'Mi renta se sigue pagando a tiempo, como renta; le pido aplicarla solo a la renta, no al cargo.',
  );
  const addendum = t(
    'If you rely on an addendum, please send me the signed copy.',
    'Si se basa en un anexo, le pido que me envíe la copia firmada.',
  );
  const evict = t(
    'If they threaten eviction over the fee, get it in writing and call a local tenant organization or legal aid: only a court can evict, and a tenant who paid the rent can show it there.',
    'Si amenazan con desalojarle por el cargo, pídalo por escrito y llame a una organización de inquilinos o a asistencia legal: solo una corte puede desalojar, y quien pagó la renta lo puede mostrar ahí.',
  );
  if (w && timing?.within === false)
    return {
      strategy: t(
        `You paid on ${w.paid}, after the grace period, so the lease's fee may stand: check it's exactly what the lease sets, and if it's more, dispute the difference in writing. If you pay it, pay it separately from the rent, with a note saying which is which, so the fee is never counted as unpaid rent; don't hold back rent.`,
        `Usted pagó ${w.paid}, después del plazo de gracia, así que el cargo del contrato puede mantenerse: revise que sea exactamente lo que fija el contrato y, si es más, dispute la diferencia por escrito. Si lo paga, páguelo aparte de la renta, con una nota que diga qué es cada pago, para que el cargo nunca cuente como renta sin pagar; no retenga la renta.`,
      ),
      opening: quoteLines([
        t(
          `Could you show me the lease clause that sets ${theFee}?`,
          `¿Me puede mostrar la cláusula del contrato que fija ${theFee}?`,
        ),
        t(
          "I'll keep paying the rent on time, separately from the fee.",
          'Seguiré pagando la renta a tiempo, aparte del cargo.',
        ),
      ]),
      email: {
        subject: t(`${theFee}: the lease clause`, `${theFee}: la cláusula del contrato`).replace(/^./u, (c) =>
          c.toUpperCase(),
        ),
        body: t(
          `Hello,\n\nCould you send me the lease clause that sets ${theFee}, so I can check the amount? ${rentApart}\n\nThank you,\n[Your name]\n[Unit]`,
          `Hola:\n\n¿Me puede enviar la cláusula del contrato que fija ${theFee}, para revisar el monto? ${rentApart}\n\nGracias,\n[Su nombre]\n[Apartamento]`,
        ),
      },
      talkingPoints: [
        t(
          'Pay the rent itself on time, separately from the fee.',
          'Pague la renta a tiempo, aparte del cargo.',
        ),
        t('Keep a copy of every message.', 'Guarde una copia de cada mensaje.'),
      ],
    };

  const points = [
    t(
      'Rent and the disputed fee are separate payments: pay the rent on time; never hold it back.',
      'La renta y el cargo en disputa son pagos aparte: pague la renta a tiempo; nunca la retenga.',
    ),
    t(
      'Keep the payment proof with its date, and a copy of every letter.',
      'Guarde la prueba de pago con su fecha, y una copia de cada carta.',
    ),
    t(
      'Only a court can evict: call a tenant group or legal aid if they threaten it.',
      'Solo una corte puede desalojar: llame a un grupo de inquilinos o a asistencia legal si le amenazan.',
    ),
  ];

  if (outcome === 'no_reply')
    return {
      strategy: `${t(
        `No answer doesn't make ${theFee} owed. Send a dated follow-up letter (by email, and a copy by certified mail): the date of your first request, ${w && timing?.within ? `your lease's ${w.bare} and your payment on ${w.paid}` : 'what your lease says and the day you paid'}, the payment proof, and a new reply-by date about a week out. Keep paying the rent itself on time and separately, with a record, and don't withhold rent or subtract the fee from it; if the fee shows up on your next statement or is taken out of a rent payment, dispute it again in writing, and if they say an addendum allows it, ask for the signed copy.`,
        `No responder no hace que se deba ${theFee}. Envíe una carta de seguimiento con fecha (por correo electrónico y una copia por correo certificado): la fecha de su primera solicitud, ${w && timing?.within ? `los ${timing.grace !== undefined ? `${timing.grace} días de gracia` : 'plazos'} de su contrato y su pago ${w.paid}` : 'lo que dice su contrato y el día en que pagó'}, la prueba de pago y una nueva fecha de respuesta de aquí a una semana. Siga pagando la renta a tiempo y aparte, con constancia, y no retenga la renta ni le reste el cargo; si el cargo aparece en su próximo estado de cuenta o lo descuentan de un pago de renta, dispútelo de nuevo por escrito, y si dicen que un anexo lo permite, pida la copia firmada.`,
      )} ${evict}`,
      opening: quoteLines([
        t(
          `I wrote on [date] about ${theFee} and haven't had an answer.${w && timing?.within ? ` I paid on ${w.paid}, inside my lease's ${timing.grace !== undefined ? `${timing.grace}-day grace period` : 'terms'}.` : ''}`,
          `Escribí el [fecha] por ${theFee} y no he tenido respuesta.${w && timing?.within ? ` Pagué ${w.paid}, dentro del plazo de mi contrato.` : ''}`,
        ),
        t(
          'Could you confirm by [date] that the fee is removed from my account?',
          '¿Me puede confirmar antes del [fecha] que el cargo se quitó de mi cuenta?',
        ),
      ]),
      email: {
        subject: t(`Second request: remove ${theFee}`, `Segunda solicitud: quitar ${theFee}`),
        body: t(
          `Hello,\n\nOn [date of your first request] I asked you to remove ${theFee}, and I haven't had a reply. ${facts}\n\nPlease remove the fee and confirm it in writing by [date]. ${addendum}\n\n${rentApart}\n\nThank you,\n[Your name]\n[Unit]`,
          `Hola:\n\nEl [fecha de su primera solicitud] le pedí quitar ${theFee}, y no he recibido respuesta. ${facts}\n\nLe pido quitar el cargo y confirmármelo por escrito antes del [fecha]. ${addendum}\n\n${rentApart}\n\nGracias,\n[Su nombre]\n[Apartamento]`,
        ),
      },
      talkingPoints: points,
    };

  // A no, or a smaller fee offered: a fee the lease doesn't allow is disputed in writing, not haggled.
  const heard =
    outcome === 'counter_offer'
      ? t(
          `${offer ? `Lowering it to ${offer}` : 'Lowering it'} still charges a fee your lease doesn't allow${w && timing?.within ? ` for rent paid on ${w.paid}` : ''}: decline it, and ask for the whole fee to be removed.`,
          `${offer ? `Bajarlo a ${offer}` : 'Bajarlo'} sigue cobrando un cargo que su contrato no permite${w && timing?.within ? ` por una renta pagada ${w.paid}` : ''}: no lo acepte, y pida que quiten todo el cargo.`,
        )
      : t(
          `"The fee stands" doesn't say why${w && timing?.within ? `, and your lease's ${w.bare} hasn't changed: ${w.due ? `rent due on ${w.due} and ` : ''}paid on ${w.paid} is inside it` : ''}.`,
          `"El cargo se queda" no dice por qué${w && timing?.within ? `, y los ${timing.grace !== undefined ? `${timing.grace} días de gracia` : 'plazos'} de su contrato no han cambiado: ${w.due ? `la renta vencía ${w.due} y ` : ''}usted pagó ${w.paid}, dentro del plazo` : ''}.`,
        );
  return {
    strategy: `${heard} ${t(
      `Put your dispute in writing now: quote the lease's ${w?.clause ?? 'clause on late fees'}, attach the payment proof with its date, and ask them to remove ${theFee} or send the clause they rely on, by a date about a week out. Pay the rent itself on time and separately, with a note that it's rent, and don't pay the fee or hold back rent.`,
      `Ponga su disputa por escrito ahora: cite ${w?.clause ?? 'la cláusula del contrato sobre cargos por atraso'} del contrato, adjunte la prueba de pago con su fecha y pida que quiten ${theFee} o que le envíen la cláusula en que se basan, antes de una fecha de aquí a una semana. Pague la renta a tiempo y aparte, con una nota de que es renta, y no pague el cargo ni retenga la renta.`,
    )} ${evict}`,
    opening: quoteLines([
      w && timing?.within
        ? t(
            `My lease gives ${w.terms}, and I paid on ${w.paid}${w.due ? ` for rent due on ${w.due}` : ''}. Which clause are you relying on for the fee? Please send it to me in writing.`,
            `Mi contrato da ${w.terms}, y pagué ${w.paid}${w.due ? ` una renta que vencía ${w.due}` : ''}. ¿En qué cláusula se basa para el cargo? Le pido que me la envíe por escrito.`,
          )
        : t(
            'Which clause of my lease are you relying on for the fee? Please send it to me in writing.',
            '¿En qué cláusula de mi contrato se basa para el cargo? Le pido que me la envíe por escrito.',
          ),
      t(
        `I'm paying my rent on time, as rent, and disputing ${theFee} in writing.`,
        `Voy a pagar mi renta a tiempo, como renta, y disputo ${theFee} por escrito.`,
      ),
    ]),
    email: {
      subject: t(`Written dispute: ${theFee}`, `Disputa por escrito: ${theFee}`),
      body: t(
        `Hello,\n\nOn [date] you told me ${theFee} ${outcome === 'counter_offer' && offer ? `could be lowered to ${offer}` : 'stands'}. I dispute it. ${facts}\n\nPlease remove ${theFee} by [date], or send me the lease clause you rely on to charge it. ${addendum}\n\n${rentApart}\n\nThank you,\n[Your name]\n[Unit]`,
        `Hola:\n\nEl [fecha] usted me dijo que ${theFee} ${outcome === 'counter_offer' && offer ? `podía bajar a ${offer}` : 'se mantiene'}. Lo disputo. ${facts}\n\nLe pido quitar ${theFee} antes del [fecha], o enviarme la cláusula del contrato en que se basa para cobrarlo. ${addendum}\n\n${rentApart}\n\nGracias,\n[Su nombre]\n[Apartamento]`,
      ),
    },
    talkingPoints: points,
  };
}
