import type { CaseAmount } from '../../../domain/chat/case.js';
import type { ServicePlan } from './movers-and-unordered.js';
import { inLanguage, is, quoteLines, type CopyContext, type FollowUpAnswer, type Outcome } from './types.js';

/**
 * A phone sold "free" with monthly bill credits, then a switch of carrier. The phone was never free:
 * it was financed over the plan's months (24 × the installment) and each month a credit paid the
 * installment while the line stayed. Leaving stops the credits, so the installments left are owed:
 * months left × installment, which the final bill's device charge is checked against. The service on
 * the final bill is apart (the last days until the number moved). The new carrier's buyout, within
 * its deadline, is the way out: pay the final bill, keep it and the receipt, send them in time.
 * The plan's months are a term, never a charge. Nothing here is stated as law.
 */

export function isDeviceBalance(ctx: CopyContext): boolean {
  return is(ctx, 'service_device_balance');
}

const round = (value: number) => Math.round(value * 100) / 100;

/** The figures and what Lane works out from them, each only when its inputs were given. */
function figures(ctx: CopyContext) {
  const d = ctx.case.deviceBalance ?? {};
  const installment = ctx.case.amounts.find((amount) => amount.role === 'unit' && amount.per === 'month');
  const byText = (text: string | undefined) =>
    text === undefined ? undefined : ctx.case.amounts.find((amount) => amount.text === text);
  const device = byText(d.device) ?? ctx.case.amounts.find((amount) => amount.role === 'billed');
  const service = byText(d.service);
  const left = d.term !== undefined && d.paid !== undefined ? d.term - d.paid : undefined;
  const owedValue = left !== undefined && installment ? round(left * installment.value) : undefined;
  const priceValue = d.term !== undefined && installment ? round(d.term * installment.value) : undefined;
  const matches =
    owedValue !== undefined && device !== undefined ? Math.abs(owedValue - device.value) < 0.05 : undefined;
  const buyoutValue = d.buyout ? Number(d.buyout.replace(/[^\d.]/g, '')) : undefined;
  return {
    installment: installment?.text,
    term: d.term,
    paid: d.paid,
    left,
    owed: owedValue !== undefined ? ctx.money(owedValue) : undefined,
    price: priceValue !== undefined ? ctx.money(priceValue) : undefined,
    device: device?.text,
    deviceValue: device?.value,
    matches,
    gap:
      owedValue !== undefined && device !== undefined && !matches
        ? ctx.money(round(device.value - owedValue))
        : undefined,
    service: service?.text,
    total: device && service ? ctx.money(round(device.value + service.value)) : undefined,
    buyout: d.buyout,
    buyoutValue: buyoutValue !== undefined && Number.isFinite(buyoutValue) ? buyoutValue : undefined,
    buyoutDays: d.buyoutDays,
  };
}

/** "El teléfono no era gratis: …": the plan explained with the person's own figures. */
function notFree(ctx: CopyContext): string {
  const t = inLanguage(ctx.lang);
  const f = figures(ctx);
  const price =
    f.term && f.installment
      ? t(
          `it cost ${f.installment} a month for ${f.term} months${f.price ? ` (${f.term} × ${f.installment} = ${f.price})` : ''}, and the company paid each installment with a ${f.installment} credit on your bill`,
          `costaba ${f.installment} al mes durante ${f.term} meses${f.price ? ` (${f.term} × ${f.installment} = ${f.price})` : ''}, y la compañía le pagaba cada cuota con un crédito de ${f.installment} en su factura`,
        )
      : t(
          'it was paid in monthly installments, and the company paid each one with a credit on your bill',
          'se pagaba en cuotas mensuales, y la compañía le pagaba cada una con un crédito en su factura',
        );
  const owed =
    f.left !== undefined && f.installment && f.owed
      ? t(
          `what was left of the phone is due: ${f.left} months × ${f.installment} = ${f.owed}`,
          `queda por pagar lo que faltaba del teléfono: ${f.left} meses × ${f.installment} = ${f.owed}`,
        )
      : t('what was left of the phone is due', 'queda por pagar lo que faltaba del teléfono');
  const check = f.device
    ? f.matches === true
      ? t(
          ` Your final bill says ${f.device} for the phone, so that figure checks out.`,
          ` Su factura final dice ${f.device} del teléfono, así que esa cifra cuadra.`,
        )
      : f.gap
        ? t(
            ` Your final bill says ${f.device} for the phone, ${f.gap} more than that: ask them in writing what the difference is.`,
            ` Su factura final dice ${f.device} del teléfono, ${f.gap} más que eso: pida por escrito que le expliquen la diferencia.`,
          )
        : t(
            ` Check the ${f.device} on your final bill against the months you had left times the installment.`,
            ` Compare los ${f.device} de su factura final con los meses que le faltaban por la cuota.`,
          )
    : '';
  return t(
    `The phone wasn't free: ${price}. Those credits only continue while you stay; when you switch they stop, and ${owed}.${check}`,
    `El teléfono no era gratis: ${price}. Esos créditos solo siguen mientras usted se queda; al cambiarse, paran, y ${owed}.${check}`,
  );
}

/** The service on the final bill: the last days until the number moved, checked against the port date. */
function serviceLine(ctx: CopyContext): string {
  const t = inLanguage(ctx.lang);
  const f = figures(ctx);
  return f.service
    ? t(
        `The ${f.service} of service is apart: it should cover only the days until your number moved to the new company, so check it against that date.${f.total ? ` The final bill comes to ${f.total} (${f.device} + ${f.service}).` : ''}`,
        `Los ${f.service} de servicio son aparte: deben cubrir solo los días hasta que su número se pasó a la compañía nueva, así que revíselos con esa fecha.${f.total ? ` La factura final suma ${f.total} (${f.device} + ${f.service}).` : ''}`,
      )
    : t(
        'Any service on the final bill should cover only the days until your number moved to the new company.',
        'El servicio de la factura final debe cubrir solo los días hasta que su número se pasó a la compañía nueva.',
      );
}

export function deviceBalancePlan(ctx: CopyContext): ServicePlan {
  const t = inLanguage(ctx.lang);
  const tradeIn = tradeInOf(ctx);
  if (tradeIn) return tradeInPlan(ctx, tradeIn);
  const f = figures(ctx);
  const device = f.device ?? t('[amount]', '[monto]');
  return {
    strategy: [
      notFree(ctx),
      serviceLine(ctx),
      t(
        "Before you pay, ask your new company whether it pays off a phone balance from your old carrier (many do, with a deadline to send the final bill); if it does, read its terms and deadline first. Pay the final bill on time so it doesn't go to collections.",
        'Antes de pagar, pregunte a su compañía nueva si paga el saldo del teléfono de la compañía anterior (muchas lo hacen, con un plazo para enviar la factura final); si lo hace, lea primero sus condiciones y su plazo. Pague la factura final a tiempo para que no pase a cobranza.',
      ),
    ].join(' '),
    opening: [
      t(
        'Hi, my name is [your name], account [account number]. I switched to another company on [date].',
        'Hola, me llamo [su nombre], cuenta [número de cuenta]. Me cambié a otra compañía el [fecha].',
      ),
      t(
        `My final bill shows ${device} for the phone${f.service ? ` and ${f.service} of service` : ''}.${f.paid && f.term && f.installment ? ` I paid ${f.paid} of ${f.term} months of ${f.installment}: can you confirm the ${device} is the ${f.left} months that were left?` : ' Can you confirm how many months of the phone that covers?'}`,
        `Mi factura final tiene ${device} del teléfono${f.service ? ` y ${f.service} de servicio` : ''}.${f.paid && f.term && f.installment ? ` Pagué ${f.paid} de ${f.term} meses de ${f.installment}: ¿me confirman que los ${device} son los ${f.left} meses que faltaban?` : ' ¿Me confirman cuántos meses del teléfono cubre?'}`,
      ),
      t(
        'Up to what day is the service billed? Please email me the itemized final bill, with the phone balance shown apart.',
        '¿Hasta qué día cobran el servicio? Por favor, envíenme por correo la factura final detallada, con el saldo del teléfono aparte.',
      ),
    ],
    rungs: {
      discount: t(
        [
          'The itemized bill',
          'Please send me the itemized final bill, with the phone balance apart from the service.',
        ],
        [
          'La factura detallada',
          'Les pido la factura final detallada, con el saldo del teléfono aparte del servicio.',
        ],
      ),
      credit: t(
        ['The months left', 'How many installments were left on the phone, and how much is each?'],
        ['Los meses que faltaban', '¿Cuántas cuotas del teléfono faltaban y de cuánto es cada una?'],
      ),
      downgrade: t(
        ['The service days', 'Please bill the service only up to the day my number moved, [date].'],
        [
          'Los días de servicio',
          'Les pido cobrar el servicio solo hasta el día en que se pasó mi número, el [fecha].',
        ],
      ),
      supervisor: t(
        ['A supervisor', 'May I speak with a supervisor about my final bill?'],
        ['Un supervisor', '¿Puedo hablar con un supervisor sobre mi factura final?'],
      ),
      retention: t(
        ['The payment date', "What's the due date of the final bill, so it doesn't go to collections?"],
        ['La fecha de pago', '¿Cuál es la fecha límite de la factura final, para que no pase a cobranza?'],
      ),
      complaint: t(
        [
          'A complaint',
          "If the bill charges more than the phone's balance and the service, I'll file a complaint with the FCC.",
        ],
        [
          'Una queja',
          'Si la factura cobra más que el saldo del teléfono y el servicio, presentaré una queja ante la FCC.',
        ],
      ),
    },
    email: {
      subject: t(
        `Account [account number]: itemized final bill and phone balance (${device})`,
        `Cuenta [número de cuenta]: factura final detallada y saldo del teléfono (${device})`,
      ),
      body: t(
        `Hello,\n\nI moved my number to another company on [date]. My final bill shows ${device} for the phone${f.service ? ` and ${f.service} of service` : ''}.\n\nPlease send me in writing:\n1. The itemized final bill, with the phone balance apart from the service.\n2. The phone's installment plan: the monthly installment, the months paid and the months left.\n3. The days the service on the final bill covers.\n\nPlease reply by [date].\n\nThank you,\n[Your name]\n[Phone number]`,
        `Hola:\n\nEl [fecha] pasé mi número a otra compañía. Mi factura final tiene ${device} del teléfono${f.service ? ` y ${f.service} de servicio` : ''}.\n\nLes pido por escrito:\n1. La factura final detallada, con el saldo del teléfono aparte del servicio.\n2. El plan de pagos del teléfono: la cuota mensual, los meses pagados y los que faltaban.\n3. Los días que cubre el servicio de la factura final.\n\nLes pido una respuesta antes del [fecha].\n\nGracias,\n[Su nombre]\n[Teléfono]`,
      ),
    },
    points: [
      ...(f.term && f.installment && f.price
        ? [
            t(
              `The ${f.term} months are the plan's length, not a charge: ${f.term} × ${f.installment} = ${f.price} was the phone's price.`,
              `Los ${f.term} meses son el plazo del plan, no un cargo: ${f.term} × ${f.installment} = ${f.price} era el precio del teléfono.`,
            ),
          ]
        : []),
      t(
        'The monthly credits paid the phone while you stayed; when you leave, they stop.',
        'Los créditos mensuales pagaban el teléfono mientras usted seguía; al irse, paran.',
      ),
      t(
        "Ask your new company about paying off the old phone's balance, and its deadline, before you pay.",
        'Pregunte a su compañía nueva si paga el saldo del teléfono anterior, y su plazo, antes de pagar.',
      ),
      t(
        'Keep the itemized final bill and the payment receipt.',
        'Guarde la factura final detallada y el recibo de pago.',
      ),
    ],
    questions: [],
  };
}

/** The buyout weighed against the phone's balance: covers it all, or leaves a part to the person. */
function buyoutLine(ctx: CopyContext): string | undefined {
  const t = inLanguage(ctx.lang);
  const f = figures(ctx);
  if (!f.buyout) return undefined;
  const days = f.buyoutDays
    ? t(
        ` before the ${f.buyoutDays} days are up (ask from which day they count: the switch or the bill)`,
        ` antes de que pasen los ${f.buyoutDays} días (pregunte desde qué día se cuentan: el cambio o la factura)`,
      )
    : t(' within their deadline', ' dentro de su plazo');
  const covers =
    f.deviceValue !== undefined && f.buyoutValue !== undefined
      ? f.buyoutValue >= f.deviceValue
        ? t(
            `: it pays up to ${f.buyout}, and the phone's balance is ${f.device}, so it covers all of it`,
            `: la compañía nueva cubre hasta ${f.buyout}, y el saldo del teléfono es ${f.device}, así que lo cubre completo`,
          )
        : t(
            `: it pays up to ${f.buyout} of the phone's ${f.device}, so ${ctx.money(round(f.deviceValue - f.buyoutValue))} stays with you`,
            `: la compañía nueva cubre hasta ${f.buyout} de los ${f.device} del teléfono, así que ${ctx.money(round(f.deviceValue - f.buyoutValue))} le tocan a usted`,
          )
      : '';
  return t(
    `Your new company's offer is the way out${covers}. Pay the final bill${f.total ? ` (${f.total})` : ''}, keep the itemized final bill and the receipt, and send them to the new company${days}. It usually pays back the phone's balance${f.device ? ` (${f.device})` : ''}, not the service${f.service ? ` (${f.service})` : ''}; ask how the money comes (often a prepaid card, weeks later) and get the terms in writing.`,
    `La oferta de su compañía nueva es la solución${covers}. Pague la factura final${f.total ? ` (${f.total})` : ''}, guarde la factura final detallada y el recibo, y envíelos a la compañía nueva${days}. Normalmente se reembolsa el saldo del teléfono${f.device ? ` (${f.device})` : ''}, no el servicio${f.service ? ` (${f.service})` : ''}; pregunte cómo llega el dinero (a menudo en una tarjeta prepagada, semanas después) y pida las condiciones por escrito.`,
  );
}

export function deviceBalanceStep(ctx: CopyContext, outcome: Outcome): string {
  const t = inLanguage(ctx.lang);
  const tradeIn = tradeInOf(ctx);
  if (tradeIn) return tradeInFollowUp(ctx, tradeIn, undefined, undefined).strategy;
  const buyout = buyoutLine(ctx);
  if (buyout) return buyout;
  const f = figures(ctx);
  if (outcome === 'agreed')
    return t(
      'Get the corrected final bill in writing and check it before you pay.',
      'Pida por escrito la factura final corregida y revísela antes de pagar.',
    );
  return t(
    `${f.owed && f.matches ? `The ${f.device} is what was left of the phone, so it is owed. ` : ''}Ask for the itemized final bill, check the service days against the day your number moved, and ask your new company whether it pays off the old phone's balance, and by when. Pay the final bill by its due date so it doesn't go to collections.`,
    `${f.owed && f.matches ? `Los ${f.device} son lo que faltaba del teléfono, así que se deben. ` : ''}Pida la factura final detallada, revise los días de servicio con el día en que se pasó su número, y pregunte a su compañía nueva si paga el saldo del teléfono anterior, y hasta cuándo. Pague la factura final antes de su fecha límite para que no pase a cobranza.`,
  );
}

export function deviceBalanceFollowUp(
  ctx: CopyContext,
  outcome: Outcome,
  latest?: readonly CaseAmount[],
): FollowUpAnswer {
  const t = inLanguage(ctx.lang);
  const tradeIn = tradeInOf(ctx);
  if (tradeIn) {
    // "a one time credit of 100 dollars 'as a courtesy'": the figure they offered in this reply.
    const offer = latest?.find((amount) => amount.text !== tradeIn.value && amount.role !== 'unit');
    return tradeInFollowUp(ctx, tradeIn, offer?.value, offer?.text);
  }
  const f = figures(ctx);
  const strategy = [notFree(ctx), deviceBalanceStep(ctx, outcome)].join(' ');
  if (!f.buyout)
    return {
      strategy,
      opening: quoteLines(deviceBalancePlan(ctx).opening),
      email: deviceBalancePlan(ctx).email,
      talkingPoints: deviceBalancePlan(ctx).points,
    };
  const device = f.device ?? t('[amount]', '[monto]');
  const days = f.buyoutDays
    ? t(`within the ${f.buyoutDays} days`, `dentro de los ${f.buyoutDays} días`)
    : t('within your deadline', 'dentro de su plazo');
  return {
    strategy,
    opening: quoteLines([
      t(
        `Hi, I switched to you on [date], number [your number]. My old company's final bill shows ${device} for the phone${f.service ? ` and ${f.service} of service` : ''}.`,
        `Hola, me pasé con ustedes el [fecha], número [su número]. La factura final de mi compañía anterior tiene ${device} del teléfono${f.service ? ` y ${f.service} de servicio` : ''}.`,
      ),
      t(
        `How do I send it for the reimbursement of up to ${f.buyout}? From which day do the ${f.buyoutDays ?? '[number]'} days count, what does it cover, and how will I get the money?`,
        `¿Cómo la envío para el reembolso de hasta ${f.buyout}? ¿Desde qué día se cuentan los ${f.buyoutDays ?? '[número]'} días, qué cubre y cómo recibiré el dinero?`,
      ),
    ]),
    email: {
      subject: t(
        `Reimbursement of my old company's phone balance (${device})`,
        `Reembolso del saldo del teléfono de mi compañía anterior (${device})`,
      ),
      body: t(
        `Hello,\n\nI switched to your company on [date] with the number [your number]. Attached are my old company's itemized final bill, which shows ${device} for the phone, and my payment receipt.\n\nPlease reimburse me under your offer (up to ${f.buyout}), ${days}, and confirm in writing the amount and when I will receive it.\n\nThank you,\n[Your name]\n[Phone number]`,
        `Hola:\n\nMe cambié a su compañía el [fecha] con el número [su número]. Adjunto la factura final detallada de mi compañía anterior, que muestra ${device} del teléfono, y mi recibo de pago.\n\nLes pido el reembolso según su oferta (hasta ${f.buyout}), ${days}, y confirmarme por escrito el monto y cuándo lo recibiré.\n\nGracias,\n[Su nombre]\n[Teléfono]`,
      ),
    },
    talkingPoints: [
      t(
        `Send it ${days}: a late claim can lose the reimbursement.`,
        `Envíela ${days}: si llega tarde, puede perder el reembolso.`,
      ),
      t(
        'Keep copies of the itemized final bill, the receipt and what you send.',
        'Guarde copias de la factura final detallada, del recibo y de lo que envíe.',
      ),
      ...(f.service
        ? [
            t(
              `The ${f.service} of service is usually not covered: check it covers only the days until your number moved.`,
              `Los ${f.service} de servicio normalmente no se cubren: revise que sean solo los días hasta que se pasó su número.`,
            ),
          ]
        : []),
    ],
    answersClaim: true,
  };
}

/**
 * A phone traded in for monthly bill credits that never came, the person still a customer ("promised
 * 800 for trading in my old phone, as credits of 33.33 every month for 24 months … 5 bills and NOT ONE
 * credit … they say it never arrived, I have the UPS receipt"). What is owed is the credits missed so
 * far (bills × installment) and the rest still to come; the proof of delivery answers "never arrived".
 * The ask: a trade-in investigation, the missed credits applied, the promotion restored on the line, in
 * writing. Never a courtesy credit in place of it, and never a port-out, which usually ends the credits.
 */
export function tradeInOf(ctx: CopyContext) {
  const tradeIn = ctx.case.deviceBalance?.tradeIn;
  if (!tradeIn) return undefined;
  const f = figures(ctx);
  const installment = ctx.case.amounts.find((amount) => amount.role === 'unit' && amount.per === 'month');
  const term = f.term;
  const missed = tradeIn.missed;
  const missedValue = missed !== undefined && installment ? round(missed * installment.value) : undefined;
  const leftValue =
    missed !== undefined && term !== undefined && installment && term > missed
      ? round((term - missed) * installment.value)
      : undefined;
  return {
    value: tradeIn.value,
    installment: installment?.text,
    installmentValue: installment?.value,
    term,
    price: f.price,
    missed,
    missedValue,
    owed: missedValue !== undefined ? ctx.money(missedValue) : undefined,
    left: leftValue !== undefined ? ctx.money(leftValue) : undefined,
    delivered: tradeIn.delivered,
    notReceived: tradeIn.notReceived === true,
  };
}

type TradeIn = NonNullable<ReturnType<typeof tradeInOf>>;

function tradeInStrategy(ctx: CopyContext, ti: TradeIn): string {
  const t = inLanguage(ctx.lang);
  const promise =
    ti.installment && ti.term
      ? t(
          `They promised ${ti.value ?? 'a trade-in value'} for your old phone, paid as ${ti.term} monthly credits of ${ti.installment}${ti.price ? ` (${ti.term} × ${ti.installment} = ${ti.price})` : ''}.`,
          `Le prometieron ${ti.value ?? 'un valor'} por su teléfono viejo, pagado en ${ti.term} créditos mensuales de ${ti.installment}${ti.price ? ` (${ti.term} × ${ti.installment} = ${ti.price})` : ''}.`,
        )
      : t(
          `They promised ${ti.value ?? 'a trade-in value'} for your old phone, paid as monthly credits on your bill.`,
          `Le prometieron ${ti.value ?? 'un valor'} por su teléfono viejo, pagado en créditos mensuales en su factura.`,
        );
  const missed =
    ti.missed !== undefined && ti.installment && ti.owed
      ? t(
          ` You've had ${ti.missed} bills without it: ${ti.missed} × ${ti.installment} = ${ti.owed} missed so far${ti.left ? `, and ${ti.left} more still to come` : ''}.`,
          ` Lleva ${ti.missed} facturas sin el crédito: ${ti.missed} × ${ti.installment} = ${ti.owed} que le deben hasta hoy${ti.left ? `, y faltan ${ti.left} más por venir` : ''}.`,
        )
      : '';
  const proof = ti.notReceived
    ? t(
        ` They say the old phone never arrived, but your tracking shows it was delivered${ti.delivered ? ` on ${ti.delivered}` : ''}: that receipt is your proof, so send them a copy.`,
        ` Dicen que el teléfono viejo nunca llegó, pero su guía de envío muestra que se entregó${ti.delivered ? ` el ${ti.delivered}` : ''}: ese comprobante es su prueba, así que envíeles una copia.`,
      )
    : ti.delivered
      ? t(
          ` Keep the tracking that shows the old phone was delivered on ${ti.delivered}.`,
          ` Guarde la guía que muestra que el teléfono viejo se entregó el ${ti.delivered}.`,
        )
      : '';
  return t(
    `${promise}${missed}${proof} Ask them to open a trade-in investigation${ti.delivered || ti.notReceived ? ' with the tracking number' : ''}, apply the missed credits${ti.owed ? ` (${ti.owed})` : ''} and put the promotion back on your line, in writing, with a reference number. Don't take a one-time "courtesy" credit in place of it, and don't cancel or move your number while this is open: leaving usually ends the credits. If they won't fix it, file a complaint with the FCC (fcc.gov/complaints) and your state attorney general.`,
    `${promise}${missed}${proof} Pida que abran una investigación del canje${ti.delivered || ti.notReceived ? ' con el número de guía' : ''}, que apliquen los créditos que faltan${ti.owed ? ` (${ti.owed})` : ''} y que vuelvan a poner la promoción en su línea, por escrito y con un número de referencia. No acepte un crédito "de cortesía" de una sola vez en lugar de eso, y no cancele ni cambie su número mientras esto siga abierto: irse suele terminar los créditos. Si no lo arreglan, presente una queja ante la FCC (fcc.gov/complaints) y ante el fiscal general de su estado.`,
  );
}

export function tradeInPlan(ctx: CopyContext, ti: TradeIn): ServicePlan {
  const t = inLanguage(ctx.lang);
  const credits = ti.missed !== undefined && ti.installment ? `${ti.missed} × ${ti.installment}` : undefined;
  const delivered = ti.delivered ?? t('[delivery date]', '[fecha de entrega]');
  // The day they joined ("on January 8 2026"), never the day the old phone was delivered.
  const joined = ctx.case.dates.find((date) => date.role === 'service' && date.text !== ti.delivered)?.text;
  // Shipped with tracking, or said never to have arrived: the delivery is the proof to send.
  const shipped = ti.delivered !== undefined || ti.notReceived;
  return {
    strategy: tradeInStrategy(ctx, ti),
    opening: [
      t(
        `Hi, my name is [your name], account [account number]. When I traded in my old phone, you promised ${ti.value ?? '[trade-in value]'} for my old phone as monthly credits${ti.installment ? ` of ${ti.installment}` : ''}, and none has been applied${ti.missed !== undefined ? ` in ${ti.missed} bills` : ''}.`,
        `Hola, me llamo [su nombre], cuenta [número de cuenta]. Cuando entregué mi teléfono viejo, me prometieron ${ti.value ?? '[valor del canje]'} por mi teléfono viejo en créditos mensuales${ti.installment ? ` de ${ti.installment}` : ''}, y no han aplicado ninguno${ti.missed !== undefined ? ` en ${ti.missed} facturas` : ''}.`,
      ),
      shipped
        ? t(
            `The phone was delivered to you on ${delivered}: I have the tracking receipt. Please open a trade-in investigation and apply the missed credits${credits ? ` (${credits} = ${ti.owed})` : ''}.`,
            `El teléfono se les entregó el ${delivered}: tengo el comprobante de envío. Les pido abrir una investigación del canje y aplicar los créditos que faltan${credits ? ` (${credits} = ${ti.owed})` : ''}.`,
          )
        : t(
            `Please check that my old phone was logged as received, open a trade-in investigation and apply the missed credits${credits ? ` (${credits} = ${ti.owed})` : ''}.`,
            `Les pido revisar que mi teléfono viejo quedó registrado como recibido, abrir una investigación del canje y aplicar los créditos que faltan${credits ? ` (${credits} = ${ti.owed})` : ''}.`,
          ),
      t(
        'Please confirm the promotion stays on my line for the rest of the months, and email me a reference number.',
        'Les pido confirmar que la promoción sigue en mi línea por los meses que faltan, y enviarme un número de referencia por correo.',
      ),
    ],
    rungs: {
      discount: t(
        ['The investigation', 'Please open a trade-in investigation with my tracking number today.'],
        ['La investigación', 'Les pido abrir hoy una investigación del canje con mi número de guía.'],
      ),
      credit: t(
        [
          'The missed credits',
          `Please apply the missed credits${ti.owed ? ` of ${ti.owed}` : ''} to my account.`,
        ],
        [
          'Los créditos que faltan',
          `Les pido aplicar a mi cuenta los créditos que faltan${ti.owed ? `, ${ti.owed}` : ''}.`,
        ],
      ),
      downgrade: t(
        ['The promotion', 'Please restore the trade-in promotion on my line, in writing.'],
        ['La promoción', 'Les pido restablecer por escrito la promoción del canje en mi línea.'],
      ),
      supervisor: t(
        ['A supervisor', 'May I speak with a supervisor or the trade-in team?'],
        ['Un supervisor', '¿Puedo hablar con un supervisor o con el equipo de canjes?'],
      ),
      retention: t(
        ['In writing', 'Please put any offer in writing before I decide.'],
        ['Por escrito', 'Les pido poner cualquier oferta por escrito antes de decidir.'],
      ),
      complaint: t(
        [
          'A complaint',
          "If the credits aren't applied, I'll file a complaint with the FCC and my state attorney general.",
        ],
        [
          'Una queja',
          'Si no aplican los créditos, presentaré una queja ante la FCC y el fiscal general de mi estado.',
        ],
      ),
    },
    email: {
      subject: t(
        `Account [account number]: trade-in credits not applied${ti.owed ? ` (${ti.owed} so far)` : ''}`,
        `Cuenta [número de cuenta]: créditos del canje sin aplicar${ti.owed ? ` (${ti.owed} hasta hoy)` : ''}`,
      ),
      body: t(
        `Hello,\n\nWhen I traded in my old phone on ${joined ?? '[date]'}, you promised ${ti.value ?? '[trade-in value]'} for my old phone${ti.installment && ti.term ? `, as ${ti.term} monthly credits of ${ti.installment}` : ''}. ${ti.missed !== undefined ? `I have had ${ti.missed} bills and none of the credits has been applied${credits ? ` (${credits} = ${ti.owed})` : ''}.` : 'None of the credits has been applied.'} ${shipped ? `My old phone was delivered to you on ${delivered}; the tracking receipt is attached.` : 'Please confirm my old phone was logged as received.'}\n\nPlease:\n1. Open a trade-in investigation${shipped ? ' with the attached tracking' : ''}.\n2. Apply the missed credits${ti.owed ? ` (${ti.owed})` : ''} to my account.\n3. Confirm in writing that the promotion stays on my line for the remaining months.\n\nPlease reply in writing by [date] with a reference number.\n\nThank you,\n[Your name]\n[Phone number]`,
        `Hola:\n\nCuando entregué mi teléfono viejo el ${joined ?? '[fecha]'}, me prometieron ${ti.value ?? '[valor del canje]'} por mi teléfono viejo${ti.installment && ti.term ? `, en ${ti.term} créditos mensuales de ${ti.installment}` : ''}. ${ti.missed !== undefined ? `Llevo ${ti.missed} facturas y no han aplicado ninguno de los créditos${credits ? ` (${credits} = ${ti.owed})` : ''}.` : 'No han aplicado ninguno de los créditos.'} ${shipped ? `Mi teléfono viejo se les entregó el ${delivered}; adjunto el comprobante de envío.` : 'Les pido confirmar que mi teléfono viejo quedó registrado como recibido.'}\n\nLes pido:\n1. Abrir una investigación del canje${shipped ? ' con el comprobante adjunto' : ''}.\n2. Aplicar a mi cuenta los créditos que faltan${ti.owed ? ` (${ti.owed})` : ''}.\n3. Confirmar por escrito que la promoción sigue en mi línea por los meses que faltan.\n\nLes pido una respuesta por escrito antes del [fecha], con un número de referencia.\n\nGracias,\n[Su nombre]\n[Teléfono]`,
      ),
    },
    points: [
      ...(credits && ti.owed
        ? [
            t(
              `Missed so far: ${credits} = ${ti.owed}${ti.left ? `; still to come: ${ti.left}` : ''}.`,
              `Lo que falta hasta hoy: ${credits} = ${ti.owed}${ti.left ? `; aún por venir: ${ti.left}` : ''}.`,
            ),
          ]
        : []),
      ...(shipped
        ? [
            t(
              'The delivery receipt answers "it never arrived": send a copy, keep the original.',
              'El comprobante de entrega responde a "nunca llegó": envíe una copia y guarde el original.',
            ),
          ]
        : []),
      t(
        "Don't cancel or port out the line while this is open: leaving usually ends the credits.",
        'No cancele ni cambie su número mientras esto siga abierto: irse suele terminar los créditos.',
      ),
      t(
        'Get the name, the date and a reference number for every call.',
        'Anote el nombre, la fecha y un número de referencia de cada llamada.',
      ),
    ],
    questions: [],
  };
}

/**
 * Their answer to a trade-in whose credits never came: a one-time courtesy credit, weighed against the
 * credits missed so far and those still to come, never a reason to give up the promotion.
 */
export function tradeInFollowUp(
  ctx: CopyContext,
  ti: TradeIn,
  offered: number | undefined,
  offeredText: string | undefined,
): FollowUpAnswer {
  const t = inLanguage(ctx.lang);
  const plan = tradeInPlan(ctx, ti);
  const below =
    offered !== undefined && ti.missedValue !== undefined && offered < ti.missedValue
      ? t(
          `A one-time credit of ${offeredText} is less than the ${ti.owed} already missed${ti.left ? `, and it would end the ${ti.left} still to come` : ''}. `,
          `Un crédito único de ${offeredText} es menos que los ${ti.owed} que ya le deben${ti.left ? `, y terminaría los ${ti.left} que faltan por venir` : ''}. `,
        )
      : offeredText
        ? t(
            `Before you accept ${offeredText}, weigh it against the whole promise (${ti.value ?? 'the trade-in value'}), not just one bill. `,
            `Antes de aceptar ${offeredText}, compárelo con toda la promesa (${ti.value ?? 'el valor del canje'}), no con una sola factura. `,
          )
        : '';
  return {
    strategy: t(
      `${below}Don't accept today: "accept today" is pressure, not a deadline. "The promotion is closed" usually means closed to new sign-ups; you signed up while it ran, so ask them to confirm in writing that yours stays on your line. Ask for the offer in writing, then ask for a supervisor or the trade-in team to open an investigation with your tracking${ti.delivered ? ` (delivered ${ti.delivered})` : ''}, apply the missed credits and restore the promotion. If they won't, file a complaint with the FCC (fcc.gov/complaints) and your state attorney general.`,
      `${below}No acepte hoy: "acéptelo hoy" es presión, no un plazo. "La promoción ya cerró" suele querer decir que ya no se ofrece a clientes nuevos; usted la contrató cuando estaba vigente, así que pida que le confirmen por escrito que la suya sigue en su línea. Pida la oferta por escrito, y luego pida un supervisor o al equipo de canjes que abran una investigación con su guía${ti.delivered ? ` (entregado el ${ti.delivered})` : ''}, apliquen los créditos que faltan y restablezcan la promoción. Si no lo hacen, presente una queja ante la FCC (fcc.gov/complaints) y ante el fiscal general de su estado.`,
    ),
    opening: quoteLines([
      t(
        `Thank you, but I can't accept ${offeredText ?? 'that'} in place of the promised credits${ti.owed ? `: ${ti.owed} are already missed` : ''}.`,
        `Gracias, pero no puedo aceptar ${offeredText ?? 'eso'} en lugar de los créditos prometidos${ti.owed ? `: ya me deben ${ti.owed}` : ''}.`,
      ),
      ...plan.opening.slice(1),
      t(
        'May I speak with a supervisor or the trade-in team? Please send any offer in writing.',
        '¿Puedo hablar con un supervisor o con el equipo de canjes? Les pido enviar cualquier oferta por escrito.',
      ),
    ]),
    email: plan.email,
    talkingPoints: plan.points,
    answersClaim: true,
  };
}
