import { factById } from '../../../domain/chat/facts.js';
import { inLanguage, quoteLines, type CopyContext, type FollowUpAnswer, type Outcome } from './types.js';

/**
 * A checked bag that came late (not lost): two separate things, never a booking fee to haggle over.
 * The bag fee comes back under the DOT refund rule (14 CFR 260.5: a domestic bag delivered more than
 * 12 hours after arrival, an international one 15 to 30 hours by the flight's length, once a
 * mishandled-baggage report is filed), to the original form of payment unless the person agrees
 * otherwise, so a voucher can be turned down. What the person bought while waiting is a claim under
 * the airline's liability for delayed bags (14 CFR part 254), reviewed, not refunded automatically.
 */

interface BagFigures {
  /** The bag fee as the person wrote it. */
  readonly fee?: string;
  /** What they spent while waiting, summed and written their way. */
  readonly expenses?: string;
  /** Both together, when both were given. */
  readonly total?: string;
}

function figuresOf(ctx: CopyContext): BagFigures {
  const fee = ctx.figure('fee');
  const spent = ctx.case.amounts.filter((amount) => amount.role === 'paid');
  const spentValue = spent.reduce((sum, amount) => sum + amount.value, 0);
  const expenses = spent.length === 1 ? spent[0]?.text : spent.length > 1 ? ctx.money(spentValue) : undefined;
  const feeValue = ctx.value('fee');
  const total = fee && expenses && feeValue !== undefined ? ctx.money(feeValue + spentValue) : undefined;
  return { fee, expenses, total };
}

/** Whether this answer is the delayed-bag one. */
export function bagDelayed(ctx: CopyContext): boolean {
  return ctx.case.flags.bagDelayed === true;
}

/** The rule for the fee, from the reviewed fact (14 CFR 260.5), with the person's own fee named. */
function feeRule(ctx: CopyContext, fee: string | undefined): string {
  const t = inLanguage(ctx.lang);
  const { detail } = factById('dot-bag-fee-refund').text[ctx.lang];
  return `${t(`Your ${fee ? `${fee} ` : ''}checked-bag fee comes back.`, `Le deben devolver el cargo${fee ? ` de ${fee}` : ''} por la maleta documentada.`)} ${detail} ${t(
    "If you haven't filed the report yet, file it now.",
    'Si aún no presentó el reporte, preséntelo ya.',
  )}`;
}

function expensesRule(ctx: CopyContext, expenses: string | undefined): string {
  const t = inLanguage(ctx.lang);
  return t(
    `Separately, claim in writing the ${expenses ? `${expenses} ` : ''}you spent while waiting (clothes, toiletries), with the receipts, under the airline's liability for delayed bags: that is a claim the airline reviews, not an automatic refund, so list each purchase and keep to what you needed.`,
    `Aparte, reclame por escrito ${expenses ? `los ${expenses} que gastó` : 'lo que gastó'} mientras esperaba (ropa, artículos de aseo), con los recibos, bajo la responsabilidad de la aerolínea por equipaje retrasado: es un reclamo que la aerolínea revisa, no un reembolso automático, así que haga la lista de cada compra y limítela a lo que necesitó.`,
  );
}

function totalLine(ctx: CopyContext, f: BagFigures): string | undefined {
  const t = inLanguage(ctx.lang);
  if (!f.total) return undefined;
  return t(
    `In all you're asking for ${f.total}: the ${f.fee} fee plus ${f.expenses} in expenses.`,
    `Total a reclamar: ${f.total}, el cargo de ${f.fee} más ${f.expenses} de gastos.`,
  );
}

export function delayedBagNote(ctx: CopyContext): string | undefined {
  if (!bagDelayed(ctx)) return undefined;
  const t = inLanguage(ctx.lang);
  const f = figuresOf(ctx);
  return [
    t(
      'Your bag came late, it was not lost: that gives you two separate claims, and neither is a favor.',
      'Su maleta llegó tarde, no se perdió: eso le da dos reclamos distintos, y ninguno es un favor.',
    ),
    feeRule(ctx, f.fee),
    expensesRule(ctx, f.expenses),
    totalLine(ctx, f),
    t(
      'Ask for every answer in writing; if the airline refuses or stalls, file a complaint with the DOT (transportation.gov/airconsumer).',
      'Pida cada respuesta por escrito; si la aerolínea se niega o se demora, presente una queja ante el DOT (transportation.gov/airconsumer).',
    ),
  ]
    .filter(Boolean)
    .join(' ');
}

export function delayedBagOpening(ctx: CopyContext): string | undefined {
  if (!bagDelayed(ctx)) return undefined;
  const t = inLanguage(ctx.lang);
  const f = figuresOf(ctx);
  return quoteLines([
    t(
      'Hi, this is [your name], file reference [number]. My checked bag on flight [number] of [date] was delivered [how late] after the flight arrived, and I filed the report.',
      'Hola, habla [su nombre], referencia del reporte [número]. Mi maleta documentada del vuelo [número] del [fecha] me la entregaron [cuánto después] de la llegada del vuelo, e hice el reporte.',
    ),
    t(
      `Please refund the ${f.fee ? `${f.fee} ` : ''}bag fee to my original form of payment, as the DOT refund rule requires for a bag delayed that long.`,
      `Les pido devolver el cargo${f.fee ? ` de ${f.fee}` : ''} por la maleta a mi forma de pago original, como lo exige la regla de reembolsos del DOT para una maleta con ese retraso.`,
    ),
    t(
      `I'm also sending my claim for ${f.expenses ?? 'my expenses'} while I waited, with the receipts. Where do I send it?`,
      `También les envío mi reclamo de ${f.expenses ? `los ${f.expenses} de gastos` : 'mis gastos'} mientras esperaba, con los recibos. ¿A dónde lo envío?`,
    ),
  ]);
}

function emailBody(ctx: CopyContext, f: BagFigures, offer?: string): string {
  const t = inLanguage(ctx.lang);
  const declined = offer
    ? t(
        `I don't accept the ${offer} voucher as a substitute. `,
        `No acepto el cupón de ${offer} en su lugar. `,
      )
    : '';
  return t(
    `Hello,\n\nMy checked bag on flight [number] of [date] was delivered [how late] after the flight arrived; I filed the mishandled-baggage report the same day (reference [number]).\n\n${declined}Please:\n1. Refund the ${f.fee ? `${f.fee} ` : ''}checked-bag fee to my original form of payment, as the DOT refund rule (14 CFR 260.5) requires for a significantly delayed bag.\n2. Reimburse ${f.expenses ? `the ${f.expenses} ` : 'what '}I spent on necessities while waiting (receipts attached).${f.total ? `\n\nTotal: ${f.total}.` : ''}\n\nPlease answer in writing by [date].\n\nThank you,\n[Your name]`,
    `Hola:\n\nMi maleta documentada del vuelo [número] del [fecha] me la entregaron [cuánto después] de la llegada del vuelo; presenté el reporte de equipaje ese mismo día (referencia [número]).\n\n${declined}Les pido:\n1. Devolver el cargo${f.fee ? ` de ${f.fee}` : ''} por la maleta documentada a mi forma de pago original, como lo exige la regla de reembolsos del DOT (14 CFR 260.5) para una maleta con un retraso importante.\n2. Reembolsarme ${f.expenses ? `los ${f.expenses} que gasté` : 'lo que gasté'} en lo indispensable mientras esperaba (adjunto los recibos).${f.total ? `\n\nTotal: ${f.total}.` : ''}\n\nLes pido una respuesta por escrito antes del [fecha].\n\nGracias,\n[Su nombre]`,
  );
}

export function delayedBagEmail(ctx: CopyContext): { subject: string; body: string } | undefined {
  if (!bagDelayed(ctx)) return undefined;
  const t = inLanguage(ctx.lang);
  const f = figuresOf(ctx);
  return {
    subject: t(
      'Delayed bag, flight [number] of [date]: bag fee refund and expenses',
      'Maleta retrasada, vuelo [número] del [fecha]: reembolso del cargo por maleta y gastos',
    ),
    body: emailBody(ctx, f),
  };
}

export function delayedBagPoints(ctx: CopyContext): string[] | undefined {
  if (!bagDelayed(ctx)) return undefined;
  const t = inLanguage(ctx.lang);
  const f = figuresOf(ctx);
  return [
    t(
      'The bag fee is a refund to your card, not a courtesy: you can turn down a voucher.',
      'El cargo por la maleta es un reembolso a su tarjeta, no una cortesía: puede rechazar un cupón.',
    ),
    t(
      'Keep the report number and every receipt; list each purchase.',
      'Guarde el número del reporte y cada recibo; haga la lista de cada compra.',
    ),
    ...(f.total
      ? [
          t(
            `Your figures: ${f.fee} fee + ${f.expenses} expenses = ${f.total}.`,
            `Sus cifras: cargo de ${f.fee} + ${f.expenses} de gastos = ${f.total}.`,
          ),
        ]
      : []),
    t(
      'The DOT takes complaints: transportation.gov/airconsumer.',
      'El DOT recibe quejas: transportation.gov/airconsumer.',
    ),
  ];
}

/** After the airline answers (a voucher, a no, silence): the same two claims, in writing, then the DOT. */
export function delayedBagFollowUp(
  ctx: CopyContext,
  outcome: Outcome,
  offer: string | undefined,
): FollowUpAnswer | undefined {
  if (!bagDelayed(ctx) || outcome === 'agreed') return undefined;
  const t = inLanguage(ctx.lang);
  const f = figuresOf(ctx);
  const voucher = offer ?? ctx.figure('offered');
  const strategy = [
    voucher
      ? t(
          `You don't have to accept the ${voucher} voucher, and it isn't "all": don't use it or agree to it in writing, since accepting it can count as agreeing to it instead of your refund.`,
          `No tiene que aceptar el cupón de ${voucher}, y no es "todo": no lo use ni lo acepte por escrito, porque aceptarlo puede contar como aceptar eso en lugar de su reembolso.`,
        )
      : outcome === 'no_reply'
        ? t(
            'No answer yet: put both claims in writing now, with a date for their reply, so the silence is on record.',
            'Aún sin respuesta: ponga ya los dos reclamos por escrito, con una fecha para responder, para que el silencio quede registrado.',
          )
        : t(
            `A "no" is not the last word here: these are not courtesies to ask for again.`,
            'Un "no" no es la última palabra aquí: no son cortesías que haya que volver a pedir.',
          ),
    feeRule(ctx, f.fee),
    expensesRule(ctx, f.expenses),
    totalLine(ctx, f),
    t(
      'Answer in writing today. If they still refuse, file a complaint with the DOT (transportation.gov/airconsumer): the airline must answer it.',
      'Responda hoy por escrito. Si aun así se niegan, presente una queja ante el DOT (transportation.gov/airconsumer): la aerolínea tiene que responderla.',
    ),
  ]
    .filter(Boolean)
    .join(' ');
  return {
    strategy,
    opening: quoteLines([
      t(
        `I'm calling about my delayed bag, report [number]. ${voucher ? `I don't accept the ${voucher} voucher. ` : ''}The bag came more than 12 hours late and I filed the report, so the DOT refund rule requires the ${f.fee ? `${f.fee} ` : ''}bag fee back to my original form of payment.`,
        `Llamo por mi maleta retrasada, reporte [número]. ${voucher ? `No acepto el cupón de ${voucher}. ` : ''}La maleta llegó con más de 12 horas de retraso e hice el reporte, así que la regla de reembolsos del DOT exige devolver el cargo${f.fee ? ` de ${f.fee}` : ''} por la maleta a mi forma de pago original.`,
      ),
      t(
        `My claim for ${f.expenses ?? 'my expenses'} while I waited is separate; I'm sending the receipts in writing. Please give me a written answer on both.`,
        `Mi reclamo de ${f.expenses ? `los ${f.expenses} de gastos` : 'mis gastos'} mientras esperaba es aparte; les envío los recibos por escrito. Les pido una respuesta por escrito sobre los dos.`,
      ),
    ]),
    email: {
      subject: t(
        'Delayed bag, report [number]: bag fee refund to my card, and my expenses',
        'Maleta retrasada, reporte [número]: reembolso del cargo por maleta a mi tarjeta, y mis gastos',
      ),
      body: emailBody(ctx, f, voucher),
    },
    talkingPoints: [
      t(
        "Don't use the voucher: the bag fee goes back to your card.",
        'No use el cupón: el cargo por la maleta vuelve a su tarjeta.',
      ),
      t('Send the receipts again, in writing.', 'Envíe otra vez los recibos, por escrito.'),
      t(
        'The DOT takes complaints: transportation.gov/airconsumer.',
        'El DOT recibe quejas: transportation.gov/airconsumer.',
      ),
    ],
    answersClaim: true,
  };
}
