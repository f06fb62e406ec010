import { monthName } from '../../../domain/chat/facts.js';
import { inLanguage, type CopyContext, type Outcome } from './types.js';
import type { ServicePlan } from './movers-and-unordered.js';

/**
 * A monthly fee added to a plan sold at a promised flat price ("they promised me 79.99 flat, no
 * extra fees; now a 7.99 'network fee' every month since march"). The promise is the ask: the fee
 * comes off going forward, every month of it is credited (months × fee, worked out), and the
 * provider pulls the sign-up recording or the written confirmation of the price.
 */

/** The promised price, the fee, the bill with it, and the months of it; undefined without a promise. */
export function promisedFee(ctx: CopyContext) {
  const name = ctx.case.feeName;
  const fee = ctx.case.amounts.find((amount) => amount.role === 'fee' && amount.per === 'month');
  const promised = ctx.figure('current');
  const promisedValue = ctx.value('current');
  if (ctx.case.flags.fixedPrice !== true || !name || !fee || !promised || promisedValue === undefined)
    return undefined;
  const count = fee.count;
  const todayMonth = Number(ctx.today.slice(5, 7)) - 1;
  const since = count === undefined ? undefined : monthName(todayMonth - count, ctx.lang);
  return {
    name,
    fee: fee.text,
    promised,
    bill: ctx.money(promisedValue + fee.value),
    count,
    since,
    total: ctx.computed.total,
  };
}

/** The first answer for a fee against a promised price. */
export function promisedFeePlan(ctx: CopyContext, routes: string): ServicePlan | undefined {
  const p = promisedFee(ctx);
  if (!p) return undefined;
  const t = inLanguage(ctx.lang);
  const sum =
    p.total && p.count
      ? t(`${p.count} months × ${p.fee} = ${p.total}`, `${p.count} meses × ${p.fee} = ${p.total}`)
      : undefined;
  /** What to credit back, after "credit": "the $63.92", or every charge so far. */
  const credit = t(
    p.total ? `the ${p.total}` : 'every charge for it so far',
    p.total ? `los ${p.total}` : 'cada cobro de ese cargo hasta ahora',
  );
  return {
    strategy: t(
      `When you signed up they promised you ${p.promised} a month flat, with no extra fees; the "${p.name}" of ${p.fee} a month${p.since ? ` since ${p.since}` : ''} breaks that promise and makes your bill ${p.bill}. Hold them to ${p.promised}: ask them to remove the ${p.name} going forward and credit back what you've paid for it${sum ? ` (${sum})` : ''}, and ask for the recording of your sign-up call or the written order confirmation that shows the promised price. If they won't, ask for a supervisor or the retention team, and file a complaint with ${routes}.`,
      `Cuando se inscribió le prometieron ${p.promised} al mes fijo, sin cargos extra; el cargo "${p.name}" de ${p.fee} al mes${p.since ? ` desde ${p.since}` : ''} rompe esa promesa y deja su factura en ${p.bill}. Exija que cumplan los ${p.promised}: pida que quiten el cargo de aquí en adelante y le devuelvan lo que pagó por él${sum ? ` (${sum})` : ''}, y pida la grabación de la llamada en que se inscribió o la confirmación del pedido por escrito con el precio prometido. Si no lo hacen, pida un supervisor o el equipo de retención, y presente una queja ante ${routes}.`,
    ),
    opening: [
      t(
        'Hi, my name is [your name], account [account number].',
        'Hola, me llamo [su nombre], cuenta [número de cuenta].',
      ),
      t(
        `When I signed up, I was promised ${p.promised} a month flat, with no extra fees. ${p.since ? `Since ${p.since}` : 'Now'} my bill has a ${p.name} of ${p.fee} a month.`,
        `Cuando me inscribí, me prometieron ${p.promised} al mes fijo, sin cargos extra. ${p.since ? `Desde ${p.since}` : 'Ahora'} mi factura trae un cargo '${p.name}' de ${p.fee} al mes.`,
      ),
      t(
        `Please remove it going forward and credit the ${p.total ?? 'charges'} I've paid for it${p.count ? ` over ${p.count} months` : ''}. Can you also pull the recording of my sign-up call or my order confirmation with that price?`,
        `Les pido quitarlo de aquí en adelante y devolverme ${p.total ? `los ${p.total}` : 'lo'} que he pagado por él${p.count ? ` en ${p.count} meses` : ''}. ¿Pueden también buscar la grabación de la llamada en que me inscribí o mi confirmación del pedido con ese precio?`,
      ),
    ],
    rungs: {
      discount: [
        t('Remove it and credit it', 'Quitarlo y devolverlo'),
        t(
          `Please take the ${p.name} off my plan and credit ${credit}.`,
          `Les pido quitar el cargo '${p.name}' de mi plan y devolverme ${p.total ? `los ${p.total}` : 'lo cobrado'}.`,
        ),
      ],
      credit: [
        t('The promise on record', 'La promesa registrada'),
        t(
          `Please find the recording of my sign-up call or my order confirmation: it shows ${p.promised} flat.`,
          `Les pido buscar la grabación de la llamada en que me inscribí o mi confirmación del pedido: ahí dice ${p.promised} fijo.`,
        ),
      ],
      downgrade: [
        t('Monthly credit', 'Crédito mensual'),
        t(
          `If the fee can't come off the system, add a ${p.fee} monthly credit so I pay ${p.promised}, and credit the past months.`,
          `Si el cargo no se puede quitar del sistema, agreguen un crédito mensual de ${p.fee} para que pague ${p.promised}, y devuélvanme los meses pasados.`,
        ),
      ],
      supervisor: [
        'Supervisor',
        t(
          'I understand. May I speak with a supervisor who can honor the price I was sold?',
          'Entiendo. ¿Puedo hablar con un supervisor que pueda respetar el precio que me vendieron?',
        ),
      ],
      retention: [
        t('Retention (only if ready to leave)', 'Retención (solo si piensa irse)'),
        t(
          `Please transfer me to retention: I was sold ${p.promised} flat, and I'm ready to switch to [competitor] if that isn't honored.`,
          `Por favor, páseme con retención: me vendieron ${p.promised} fijo, y pienso cambiarme a [competidor] si no lo respetan.`,
        ),
      ],
      complaint: [
        t('Written complaint', 'Queja por escrito'),
        t(
          "If the promised price isn't honored, I'll file a complaint with the FCC and my state attorney general. Where do I send a written dispute?",
          'Si no respetan el precio prometido, presentaré una queja ante la FCC y el fiscal general de mi estado. ¿A dónde envío una disputa por escrito?',
        ),
      ],
    },
    email: {
      subject: t(
        `Account [account number]: the ${p.name} on a plan sold at ${p.promised} flat`,
        `Cuenta [número de cuenta]: el cargo "${p.name}" en un plan vendido a ${p.promised} fijo`,
      ),
      body: t(
        `Hello,\n\nWhen I signed up on [sign-up date], I was promised ${p.promised} a month flat, with no extra fees. ${p.since ? `Since ${p.since}` : 'Since [month]'}, my bill has included a ${p.name} of ${p.fee} a month${sum ? `: ${sum} so far` : ''}.\n\nPlease:\n1. Remove the ${p.name} so my bill is ${p.promised} again.\n2. Credit ${credit}.\n3. Send me the recording of my sign-up call or the order confirmation that shows the price I was promised.\n\nPlease reply in writing by [date].\n\nThank you,\n[Your name]\n[Phone number]`,
        `Hola:\n\nCuando me inscribí el [fecha de inscripción], me prometieron ${p.promised} al mes fijo, sin cargos extra. ${p.since ? `Desde ${p.since}` : 'Desde [mes]'}, mi factura incluye un cargo "${p.name}" de ${p.fee} al mes${sum ? `: ${sum} hasta ahora` : ''}.\n\nLes pido:\n1. Quitar el cargo "${p.name}" para que mi factura vuelva a ${p.promised}.\n2. Devolverme ${p.total ? `los ${p.total}` : 'cada cobro de ese cargo hasta ahora'}.\n3. Enviarme la grabación de la llamada en que me inscribí o la confirmación del pedido con el precio que me prometieron.\n\nLes pido una respuesta por escrito antes del [fecha].\n\nGracias,\n[Su nombre]\n[Teléfono]`,
      ),
    },
    points: [
      t(
        `Your numbers: promised ${p.promised} flat; the ${p.name} ${p.fee} a month${sum ? `; ${sum}` : ''}; your bill now ${p.bill}.`,
        `Sus cifras: le prometieron ${p.promised} fijo; el cargo "${p.name}" de ${p.fee} al mes${sum ? `; ${sum}` : ''}; su factura ahora, ${p.bill}.`,
      ),
      t(
        'Find the sign-up email, order confirmation, chat or ad with the promised price; note the date and the rep if it was a call.',
        'Busque el correo de inscripción, la confirmación del pedido, el chat o el anuncio con el precio prometido; anote la fecha y el representante si fue por teléfono.',
      ),
      t(
        'Ask for the fee off going forward and the past months back, not only a one-time credit.',
        'Pida que quiten el cargo de aquí en adelante y le devuelvan los meses pasados, no solo un crédito único.',
      ),
      t(
        'Write down the rep’s name and a reference number.',
        'Anote el nombre de quien le atiende y un número de referencia.',
      ),
    ],
    questions: [],
  };
}

/** After their answer, on a fee against a promised price; undefined without a promise. */
export function promisedFeeStep(ctx: CopyContext, outcome: Outcome, routes: string): string | undefined {
  const p = promisedFee(ctx);
  if (!p || (outcome !== 'said_no' && outcome !== 'no_reply')) return undefined;
  const t = inLanguage(ctx.lang);
  const credit = t(
    p.total ? `the ${p.total}` : 'the past charges',
    p.total ? `los ${p.total}` : 'lo ya cobrado',
  );
  return outcome === 'said_no'
    ? t(
        `"Everyone pays it" isn't what you were sold: you were promised ${p.promised} flat, with no extra fees. Ask for a supervisor and for them to pull your sign-up recording or order confirmation; put it in writing: the promise, the ${p.name} of ${p.fee} a month, and ${credit} to credit back. If they still won't honor it, file a complaint with ${routes}, attaching your proof of the promise.`,
        `"Todo el mundo lo paga" no es lo que le vendieron: le prometieron ${p.promised} fijo, sin cargos extra. Pida un supervisor y que busquen la grabación de su inscripción o la confirmación del pedido; póngalo por escrito: la promesa, el cargo "${p.name}" de ${p.fee} al mes y ${p.total ? `los ${p.total}` : 'lo ya cobrado'} por devolver. Si aun así no lo respetan, presente una queja ante ${routes}, con su prueba de la promesa.`,
      )
    : t(
        `Send the written dispute again with a reply-by date: the promised ${p.promised} flat, the ${p.name} of ${p.fee} a month and ${credit} to credit back. If the date passes, file a complaint with ${routes}; the FCC sends it to the provider for a written answer.`,
        `Envíe de nuevo la disputa por escrito con una fecha de respuesta: los ${p.promised} fijos prometidos, el cargo "${p.name}" de ${p.fee} al mes y ${p.total ? `los ${p.total}` : 'lo ya cobrado'} por devolver. Si la fecha pasa, presente una queja ante ${routes}; la FCC se la envía al proveedor para que responda por escrito.`,
      );
}
