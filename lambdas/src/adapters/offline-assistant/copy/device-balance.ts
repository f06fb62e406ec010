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

export function deviceBalanceFollowUp(ctx: CopyContext, outcome: Outcome): FollowUpAnswer {
  const t = inLanguage(ctx.lang);
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
