import { shortPaySums } from '../../../domain/chat/client-short-pay.js';
import { inLanguage, type AreaCopy, type CopyContext, type FollowUpAnswer, type Outcome, type SubCopy } from './types.js';

/**
 * The person is the seller and the client pays less than agreed: the sums worked out (the count
 * agreed × the price of each, less the deposit), the client's own count set against it, a written
 * invoice for the balance, and small claims as the last rung (its limit a question for the clerk).
 * A threatened bad review is answered: it doesn't change what is owed.
 */

function sumsOf(ctx: CopyContext) {
  const reading = ctx.case.clientShortPay;
  if (!reading) return undefined;
  const sums = shortPaySums(reading);
  const m = (value: number) => ctx.money(value);
  return { reading, sums, m };
}

/** The balance owed, as a number, for the invoice's figures. */
export function shortPayBalance(ctx: CopyContext): number | undefined {
  const found = sumsOf(ctx);
  return found && found.sums.deposit > 0 ? found.sums.balance : found?.sums.total;
}

/** "120 × 18.50 = 2,220, less the 1,110 deposit (50%): 1,110 still owed", in the answer's language. */
function owedLine(ctx: CopyContext): string | undefined {
  const found = sumsOf(ctx);
  if (!found) return undefined;
  const { reading, sums, m } = found;
  const t = inLanguage(ctx.lang);
  const base = `${reading.agreed} × ${m(reading.unit)} = ${m(sums.total)}`;
  const pct = reading.depositPercent !== undefined ? ` (${reading.depositPercent}%)` : '';
  return sums.deposit > 0
    ? t(
        `${base}, less the ${m(sums.deposit)} deposit${pct}: ${m(sums.balance)} is still owed`,
        `${base}, menos el depósito de ${m(sums.deposit)}${pct}: quedan por pagar ${m(sums.balance)}`,
      )
    : t(`${base} is owed`, `${base}: ese es el total por pagar`);
}

/** Their own count, set against what they offer or what they owe. */
function theirLine(ctx: CopyContext): string {
  const found = sumsOf(ctx);
  if (!found || found.reading.theirCount === undefined || found.sums.theirTotal === undefined) return '';
  const { reading, sums, m } = found;
  const theirTotal = sums.theirTotal;
  const t = inLanguage(ctx.lang);
  const after =
    sums.deposit > 0 && sums.theirBalance !== undefined
      ? t(`, ${m(sums.theirBalance)} more after the deposit`, `, es decir ${m(sums.theirBalance)} más después del depósito`)
      : '';
  return t(
    ` Even counting only their ${reading.theirCount}, it would be ${reading.theirCount} × ${m(reading.unit)} = ${m(theirTotal ?? 0)}${after}.`,
    ` Incluso contando solo sus ${reading.theirCount}, serían ${reading.theirCount} × ${m(reading.unit)} = ${m(theirTotal ?? 0)}${after}.`,
  );
}

function reviewLine(ctx: CopyContext): string {
  if (ctx.case.clientShortPay?.reviewThreat !== true) return '';
  const t = inLanguage(ctx.lang);
  return t(
    ' A threatened bad review is not a reason to give up money owed: keep the message (it shows they tied the review to not paying), and if a review is posted, answer it briefly and factually.',
    ' La amenaza de una mala reseña no es razón para renunciar a lo que le deben: guarde el mensaje (muestra que ataron la reseña a no pagar) y, si la publican, respóndala con hechos y en pocas palabras.',
  );
}

/** The first answer: the balance worked out and asked for in writing, with the guarantee quoted. */
export function clientShortPayWords(ctx: CopyContext, base: SubCopy): SubCopy {
  const found = sumsOf(ctx);
  const owed = owedLine(ctx);
  if (!found || !owed) return base;
  const { reading, sums, m } = found;
  const t = inLanguage(ctx.lang);
  const balance = m(sums.deposit > 0 ? sums.balance : sums.total);
  const guarantee = reading.guaranteed
    ? t(
        ` They confirmed ${reading.agreed} in writing as the guaranteed count: that email sets what is billed, even if fewer came.`,
        ` Confirmaron ${reading.agreed} por escrito como número garantizado: ese correo fija lo que se cobra, aunque llegaran menos.`,
      )
    : '';
  return {
    ...base,
    subject: t(`the balance of ${balance}`, `el saldo de ${balance}`),
    strategy: t(
      `You're the one owed here: ${owed}.${guarantee}${theirLine(ctx)} Send an invoice for the ${balance} balance today, in writing, quoting what they agreed to in writing (the order, email or message with the count and price), with a date to pay (7 to 10 days). Don't sign or cash anything marked "payment in full" for less. If it isn't paid by then, send a final written demand, then file in small claims court (ask the court clerk about the limit and fees).${reviewLine(ctx)}`,
      `Aquí a usted le deben: ${owed}.${guarantee}${theirLine(ctx)} Envíe hoy por escrito la factura del saldo de ${balance}, citando lo que aceptaron por escrito (el pedido, correo o mensaje con la cantidad y el precio), con una fecha de pago (de 7 a 10 días). No firme ni cobre nada marcado "pago total" por menos. Si no pagan para esa fecha, envíe una última exigencia por escrito y luego presente el caso en la corte de reclamos menores (pregunte en la secretaría del juzgado por el límite y los costos).${reviewLine(ctx)}`,
    ),
    opening: [
      t(
        `Hi [client's name], it's [your name]. I'm calling about the balance of ${balance} for the order of ${reading.agreed} at ${m(reading.unit)} each.`,
        `Hola, [nombre del cliente], habla [su nombre]. Le llamo por el saldo de ${balance} del pedido de ${reading.agreed} a ${m(reading.unit)} cada uno.`,
      ),
      reading.guaranteed
        ? t(
            `You confirmed ${reading.agreed} by email as the guaranteed count, so the invoice is for ${reading.agreed}.`,
            `Ustedes confirmaron ${reading.agreed} por correo como número garantizado, así que la factura es por ${reading.agreed}.`,
          )
        : t(
            `We agreed on ${reading.agreed} at ${m(reading.unit)}, so the invoice is for ${reading.agreed}.`,
            `Acordamos ${reading.agreed} a ${m(reading.unit)}, así que la factura es por ${reading.agreed}.`,
          ),
      t('What date will the payment go out?', '¿En qué fecha saldrá el pago?'),
    ],
    email: {
      subject: t(`Invoice: balance of ${balance}`, `Factura: saldo de ${balance}`),
      body: t(
        `Hello [client's name],\n\nAttached is the invoice for the balance of the order of ${reading.agreed} at ${m(reading.unit)} each${ctx.date('service', 'other') ? ` (${ctx.date('service', 'other')})` : ''}: ${owed}.${reading.guaranteed ? `\n\nOn [date of the email] you confirmed ${reading.agreed} in writing as the guaranteed count; a copy is attached.` : ''}\n\nPlease pay the ${balance} by [date]. You can pay by [payment link or method].\n\nThank you,\n[Your name]\n[Your business]`,
        `Buenos días, [nombre del cliente]:\n\nAdjunto la factura del saldo del pedido de ${reading.agreed} a ${m(reading.unit)} cada uno${ctx.date('service', 'other') ? ` (${ctx.date('service', 'other')})` : ''}: ${owed}.${reading.guaranteed ? `\n\nEl [fecha del correo] ustedes confirmaron ${reading.agreed} por escrito como número garantizado; adjunto copia.` : ''}\n\nLes pido pagar los ${balance} antes del [fecha]. Pueden pagar por [enlace o forma de pago].\n\nGracias,\n[Su nombre]\n[Su negocio]`,
      ),
    },
    talkingPoints: [
      t(`The sums: ${owed}.`, `Las cuentas: ${owed}.`),
      ...(reading.guaranteed
        ? [
            t(
              'Keep the email confirming the guaranteed count: it is the agreement.',
              'Guarde el correo que confirma el número garantizado: es el acuerdo.',
            ),
          ]
        : []),
      t(
        'A partial payment is only partial: confirm in writing what is still owed.',
        'Un pago parcial es solo parcial: confirme por escrito lo que falta.',
      ),
      t(
        'Small claims court is the last rung: ask the clerk about the limit and fees.',
        'La corte de reclamos menores es el último paso: pregunte en la secretaría por el límite y los costos.',
      ),
    ],
  };
}

/** Their answer: an offer below what is owed (or below their own count), a no, a review threat. */
export function clientShortPayStep(ctx: CopyContext, outcome: Outcome, offer: string | undefined): string | undefined {
  const found = sumsOf(ctx);
  if (!found || (outcome !== 'counter_offer' && outcome !== 'said_no')) return undefined;
  const { reading, sums, m } = found;
  const t = inLanguage(ctx.lang);
  const balance = sums.deposit > 0 ? sums.balance : sums.total;
  const offered = Number(/\d[\d,]*(?:\.\d{1,2})?/u.exec(offer ?? '')?.[0]?.replace(/,/gu, ''));
  const hasOffer = Number.isFinite(offered) && offered > 0;
  const belowTheirs =
    hasOffer && sums.theirBalance !== undefined && offered < sums.theirBalance
      ? t(
          ` It's less than even their own count: ${reading.theirCount} × ${m(reading.unit)} = ${m(sums.theirTotal ?? 0)}, ${m(sums.theirBalance)} after the deposit. Their ${m(offered)} matches nothing.`,
          ` Es menos incluso que su propia cuenta: ${reading.theirCount} × ${m(reading.unit)} = ${m(sums.theirTotal ?? 0)}, ${m(sums.theirBalance)} después del depósito. Sus ${m(offered)} no cuadran con nada.`,
        )
      : '';
  const head = hasOffer
    ? t(
        `Don't accept ${m(offered)}: ${owedLine(ctx) ?? ''}.${belowTheirs}`,
        `No acepte ${m(offered)}: ${owedLine(ctx) ?? ''}.${belowTheirs}`,
      )
    : t(
        `Their no doesn't change the sums: ${owedLine(ctx) ?? ''}.`,
        `Su negativa no cambia las cuentas: ${owedLine(ctx) ?? ''}.`,
      );
  const rest = hasOffer
    ? t(
        ` Answer in writing: you'll take ${m(offered)} only as a partial payment, with the other ${m(Math.max(0, balance - offered))} by a date you name (7 to 10 days); never sign or cash anything marked "payment in full" for less than ${m(balance)}.`,
        ` Responda por escrito: recibirá los ${m(offered)} solo como pago parcial, y los otros ${m(Math.max(0, balance - offered))} en una fecha que usted fije (de 7 a 10 días); nunca firme ni cobre nada marcado "pago total" por menos de ${m(balance)}.`,
      )
    : '';
  return `${head}${rest}${t(
    ` Send a final written demand for ${m(balance)}${reading.guaranteed ? ', quoting the email that guaranteed the count' : ''}, with a last date; if it isn't paid, file in small claims court (ask the clerk about the limit and fees).`,
    ` Envíe una última exigencia por escrito por ${m(balance)}${reading.guaranteed ? ', citando el correo que garantizó la cantidad' : ''}, con una fecha límite; si no pagan, presente el caso en la corte de reclamos menores (pregunte en la secretaría por el límite y los costos).`,
  )}${reviewLine(ctx)}`;
}

/** Their answer written whole: the step, a firm script, the final written demand, the points. */
function clientShortPayFollowUp(
  ctx: CopyContext,
  outcome: Outcome,
  offer: string | undefined,
): FollowUpAnswer | undefined {
  const strategy = clientShortPayStep(ctx, outcome, offer);
  const found = sumsOf(ctx);
  if (!strategy || !found) return undefined;
  const { reading, sums, m } = found;
  const t = inLanguage(ctx.lang);
  const balance = m(sums.deposit > 0 ? sums.balance : sums.total);
  const owed = owedLine(ctx) ?? balance;
  return {
    strategy,
    opening: [
      t(
        `"I can't accept less than what we agreed: ${owed}."`,
        `"No puedo aceptar menos de lo acordado: ${owed}."`,
      ),
      reading.guaranteed
        ? t(
            `"You confirmed ${reading.agreed} in writing as the guaranteed count. I'll take any payment only as a partial payment, and I need the ${balance} by [date]."`,
            `"Ustedes confirmaron ${reading.agreed} por escrito como número garantizado. Recibo cualquier pago solo como pago parcial, y necesito los ${balance} antes del [fecha]."`,
          )
        : t(
            `"I'll take any payment only as a partial payment, and I need the ${balance} by [date]."`,
            `"Recibo cualquier pago solo como pago parcial, y necesito los ${balance} antes del [fecha]."`,
          ),
      t(
        '"If it isn\'t paid by then, I\'ll file in small claims court."',
        '"Si no se paga para esa fecha, presentaré el caso en la corte de reclamos menores."',
      ),
    ].join('  \n'),
    email: {
      subject: t(`Final notice: balance of ${balance}`, `Aviso final: saldo de ${balance}`),
      body: t(
        `Hello [client's name],\n\nThe balance for the order of ${reading.agreed} at ${m(reading.unit)} each is still unpaid: ${owed}.${reading.guaranteed ? ` On [date of the email] you confirmed ${reading.agreed} in writing as the guaranteed count; a copy is attached.` : ''}\n\nI don't accept a lower amount. Any payment I receive is a partial payment toward the ${balance}, not payment in full.\n\nPlease pay the ${balance} by [date, 7 to 10 days from today]. If it isn't paid by then, I will file a claim in small claims court.\n\nThank you,\n[Your name]\n[Your business]`,
        `Buenos días, [nombre del cliente]:\n\nEl saldo del pedido de ${reading.agreed} a ${m(reading.unit)} cada uno sigue sin pagarse: ${owed}.${reading.guaranteed ? ` El [fecha del correo] ustedes confirmaron ${reading.agreed} por escrito como número garantizado; adjunto copia.` : ''}\n\nNo acepto un monto menor. Cualquier pago que reciba es un pago parcial de los ${balance}, no un pago total.\n\nLes pido pagar los ${balance} antes del [fecha, de 7 a 10 días a partir de hoy]. Si no se paga para esa fecha, presentaré un reclamo en la corte de reclamos menores.\n\nGracias,\n[Su nombre]\n[Su negocio]`,
      ),
    },
    talkingPoints: [
      t(`The sums: ${owed}.`, `Las cuentas: ${owed}.`),
      t(
        'Never sign or cash anything marked "payment in full" for less.',
        'Nunca firme ni cobre nada marcado "pago total" por menos.',
      ),
      ...(reading.reviewThreat
        ? [
            t(
              'Keep their message tying a bad review to your not accepting less.',
              'Guarde el mensaje en que ataron una mala reseña a que usted no acepte menos.',
            ),
          ]
        : []),
      t(
        'Small claims court: ask the clerk about the limit and fees.',
        'Corte de reclamos menores: pregunte en la secretaría por el límite y los costos.',
      ),
    ],
    answersClaim: true,
  };
}

/** A playbook whose follow-ups answer a seller paid short with the sums worked out. */
export function withClientShortPay(copy: AreaCopy): AreaCopy {
  return {
    ...copy,
    followUpCopy: (ctx, outcome, offer, latest, said) =>
      (ctx.case.clientShortPay ? clientShortPayFollowUp(ctx, outcome, offer) : undefined) ??
      copy.followUpCopy?.(ctx, outcome, offer, latest, said),
  };
}
