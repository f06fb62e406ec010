import { monthName } from '../../../domain/chat/facts.js';
import type { ServicePlan } from './movers-and-unordered.js';
import {
  inLanguage,
  quoteLines,
  type CopyContext,
  type FollowUpAnswer,
  type FollowUpSaid,
  type Outcome,
} from './types.js';

/**
 * A bill raised while a promotional price is still in its term ("me subieron de 55 a 85; tengo una
 * promoción de 12 meses que empezó en marzo, me quedan como 4 meses, tengo el correo"). That is a
 * promotion to honor, not a new price to bargain down against a competitor: the ask is the promo
 * price until it ends and a credit for every month billed above it, with the promotion in writing.
 * When the provider says it "no longer applies" and names a fee to cancel, the reply answers that.
 */

/** The promotion's figures, worked out; undefined when no promotion in its term was told. */
export function promoTerm(ctx: CopyContext) {
  const promo = ctx.case.promo;
  const price = ctx.figure('current');
  const priceValue = ctx.value('current');
  const billed = ctx.figure('proposed');
  const billedValue = ctx.value('proposed');
  if (!promo || !price || priceValue === undefined) return undefined;
  const t = inLanguage(ctx.lang);
  const months = promo.months;
  const riseValue =
    billedValue !== undefined && billedValue > priceValue ? billedValue - priceValue : undefined;
  const rise = riseValue === undefined ? undefined : ctx.money(riseValue);
  const billedMonths = ctx.case.amounts.find((amount) => amount.role === 'proposed')?.count;
  // "empezó en marzo", 12 months: the last month at the promo price is February of the next year.
  const [thisYear, thisMonth] = [Number(ctx.today.slice(0, 4)), Number(ctx.today.slice(5, 7))];
  let until: string | undefined;
  if (promo.startMonth && months) {
    const startYear = promo.startMonth <= thisMonth ? thisYear : thisYear - 1;
    const last = promo.startMonth - 1 + months - 1;
    const year = startYear + Math.floor(last / 12);
    const month = last % 12;
    if (year * 12 + month >= thisYear * 12 + thisMonth - 1)
      until = t(`${monthName(month, 'en')} ${year}`, `${monthName(month, 'es')} de ${year}`);
  }
  const start = promo.startMonth
    ? t(
        ` that started in ${monthName(promo.startMonth - 1, 'en')}`,
        ` que empezó en ${monthName(promo.startMonth - 1, 'es')}`,
      )
    : '';
  return {
    price,
    billed,
    rise,
    months,
    left: promo.left,
    until,
    start,
    inWriting: promo.inWriting === true,
    /** What is at stake for the months left: months × the rise. */
    stake: promo.left && riseValue !== undefined ? ctx.money(promo.left * riseValue) : undefined,
    /** The months already billed at the higher price ("en octubre y noviembre"), and the credit they add up to. */
    billedMonths,
    owed:
      billedMonths && riseValue !== undefined && rise
        ? t(
            billedMonths === 1
              ? `1 month × ${rise} = ${ctx.money(riseValue)}`
              : `${billedMonths} months × ${rise} = ${ctx.money(billedMonths * riseValue)}`,
            billedMonths === 1
              ? `1 mes × ${rise} = ${ctx.money(riseValue)}`
              : `${billedMonths} meses × ${rise} = ${ctx.money(billedMonths * riseValue)}`,
          )
        : undefined,
    addOn: addOnOf(ctx),
  };
}

/** A monthly equipment charge beside the promotion ("15 de 'equipo' cada mes" since march): its months and sum. */
function addOnOf(ctx: CopyContext) {
  const fee =
    ctx.case.amounts.find((amount) => amount.role === 'fee' && amount.per === 'month') ??
    ctx.case.amounts.find((amount) => amount.role === 'fee' && amount.per === undefined);
  if (!fee) return undefined;
  const t = inLanguage(ctx.lang);
  const total = fee.count && fee.count > 1 ? ctx.money(fee.value * fee.count) : undefined;
  return {
    fee: fee.text,
    monthly: fee.per === 'month',
    total,
    math: total
      ? t(`${fee.count} months × ${fee.text} = ${total}`, `${fee.count} meses × ${fee.text} = ${total}`)
      : undefined,
  };
}

/** The equipment charge answered on its own: the seller's word is the proof to ask for. */
function addOnAsk(ctx: CopyContext, addOn: NonNullable<ReturnType<typeof addOnOf>>): string {
  const t = inLanguage(ctx.lang);
  // "15 de 'equipo no devuelto' … devolví el módem y tengo el recibo": a one-time charge, answered by the receipt.
  if (!addOn.monthly && ctx.case.flags.toldEquipmentFree === true)
    return t(
      `The ${addOn.fee} equipment charge is a separate ask: the seller told you the equipment was free, so ask them to remove the ${addOn.fee} and refund it, and for the notes or recording of the sales call that says so.`,
      `El cargo de ${addOn.fee} por el equipo es otro reclamo: el vendedor le dijo que el equipo era gratis, así que pida que quiten los ${addOn.fee} y se los devuelvan, y las notas o la grabación de la llamada de venta que lo dicen.`,
    );
  if (!addOn.monthly)
    return t(
      `The ${addOn.fee} equipment charge is a separate ask: if you returned the equipment, send the return receipt and ask them to remove the ${addOn.fee} and refund it.`,
      `El cargo de ${addOn.fee} por el equipo es otro reclamo: si devolvió el equipo, envíe el recibo de devolución y pida que quiten los ${addOn.fee} y se los devuelvan.`,
    );
  const sum = addOn.total ?? t('what you paid for it', 'lo que ha pagado por él');
  return t(
    `The ${addOn.fee} a month for equipment is a separate ask${addOn.math ? ` (${addOn.math})` : ''}: if the seller told you it was included, ask for the recording or notes of the sales call and a credit of ${sum}. It is a weaker point if your written confirmation doesn't mention it; if they won't credit it, ask whether you can return their equipment and use your own.`,
    `Los ${addOn.fee} al mes de equipo son otro reclamo${addOn.math ? ` (${addOn.math})` : ''}: si el vendedor le dijo que estaba incluido, pida la grabación o las notas de la llamada de venta y un crédito de ${sum}. Es un punto más débil si su confirmación por escrito no lo menciona; si no lo acreditan, pregunte si puede devolver su equipo y usar uno propio.`,
  );
}

/**
 * The equipment charge in the person's own voice, for the call and the letter ("the seller told me the
 * modem was free: please remove the 15 and refund it"); the strategy alone is not enough to send.
 */
function addOnLine(ctx: CopyContext, addOn: NonNullable<ReturnType<typeof addOnOf>>): string {
  const t = inLanguage(ctx.lang);
  if (!addOn.monthly && ctx.case.flags.toldEquipmentFree === true)
    return t(
      `There's also a ${addOn.fee} equipment charge: your seller told me the equipment was free. Please remove the ${addOn.fee} and refund it.`,
      `También hay un cargo de ${addOn.fee} por el equipo: su vendedor me dijo que el equipo era gratis. Les pido quitar los ${addOn.fee} y devolvérmelos.`,
    );
  if (!addOn.monthly)
    return t(
      `There's also a ${addOn.fee} equipment charge. Please remove it and refund it.`,
      `También hay un cargo de ${addOn.fee} por el equipo. Les pido quitarlo y devolvérmelo.`,
    );
  return t(
    `There's also ${addOn.fee} a month for equipment${addOn.total ? ` (${addOn.total} so far)` : ''}; I was told it was included. Please credit it.`,
    `También me cobran ${addOn.fee} al mes por el equipo${addOn.total ? ` (${addOn.total} hasta ahora)` : ''}; me dijeron que estaba incluido. Les pido acreditarlo.`,
  );
}

/** The complaint routes said by the person ("my state attorney general", "el fiscal general de mi estado"). */
function firstPerson(routes: string): string {
  return routes.replace(/\byour state\b/gu, 'my state').replace(/\bde su estado\b/gu, 'de mi estado');
}

/** "12-month promotion at 55" / "promoción de 55 por 12 meses". */
function promoName(ctx: CopyContext, p: NonNullable<ReturnType<typeof promoTerm>>): string {
  const t = inLanguage(ctx.lang);
  return p.months
    ? t(`${p.months}-month promotion at ${p.price}`, `promoción de ${p.price} por ${p.months} meses`)
    : t(`promotion at ${p.price}`, `promoción de ${p.price}`);
}

/** The first answer for a bill raised during a promotion's term; undefined without one. */
export function promoPlan(ctx: CopyContext, routes: string): ServicePlan | undefined {
  const p = promoTerm(ctx);
  if (!p) return undefined;
  const t = inLanguage(ctx.lang);
  const myRoutes = firstPerson(routes);
  const name = promoName(ctx, p);
  const until = p.until
    ? t(`through ${p.until}`, `hasta ${p.until}`)
    : t('until it ends', 'hasta que termine');
  const left = p.left ? t(` (about ${p.left} months left)`, ` (le quedan unos ${p.left} meses)`) : '';
  const raised = p.billed
    ? t(`went from ${p.price} to ${p.billed}`, `pasó de ${p.price} a ${p.billed}`)
    : t('went up', 'subió');
  const perMonth = p.rise
    ? t(
        `a ${p.rise} credit for every month billed at ${p.billed}`,
        `un crédito de ${p.rise} por cada mes cobrado a ${p.billed}`,
      )
    : t('a credit for every month billed above it', 'un crédito por cada mes cobrado de más');
  const owedSoFar = p.owed ? t(` So far that's ${p.owed}.`, ` Hasta ahora son ${p.owed}.`) : '';
  const addOn = p.addOn ? ` ${addOnAsk(ctx, p.addOn)}` : '';
  const stake =
    p.stake && p.left && p.rise
      ? t(
          ` That's about ${p.stake} for the months left (${p.left} × ${p.rise}), plus any months already billed at ${p.billed}.`,
          ` Son unos ${p.stake} por los meses que quedan (${p.left} × ${p.rise}), más los meses que ya le cobraron a ${p.billed}.`,
        )
      : '';
  const proof = p.inWriting
    ? t(
        'Send them the written promotion you kept (the email, the contract or the confirmation)',
        'Envíeles la promoción por escrito que guardó (el correo, el contrato o la confirmación)',
      )
    : t(
        'Send them the promotion in writing if you have it (the email, the ad or the order confirmation)',
        'Envíeles la promoción por escrito si la tiene (el correo, el anuncio o la confirmación del pedido)',
      );
  return {
    strategy: t(
      `Your bill ${raised} while your ${name} is still running${left}. That isn't a new price to bargain down: it's a promotion to honor. Ask them to keep ${p.price} ${until} and for ${perMonth}.${owedSoFar}${stake} ${proof}, and get their answer in writing.${addOn} Don't cancel or change plans on the call; if cancelling comes up, first ask in writing what it would cost. If they won't honor it, file a complaint with ${routes}.`,
      `Su factura ${raised} cuando su ${name} sigue vigente${left}. No es un precio nuevo para negociar: es una promoción que deben respetar. Pida que le mantengan ${p.price} ${until} y ${perMonth}.${owedSoFar}${stake} ${proof}, y pida su respuesta por escrito.${addOn} No cancele ni cambie de plan en la llamada; si se habla de cancelar, pregunte primero por escrito cuánto costaría. Si no la respetan, presente una queja ante ${routes}.`,
    ),
    opening: [
      t(
        'Hi, my name is [your name], account [account number].',
        'Hola, me llamo [su nombre], cuenta [número de cuenta].',
      ),
      t(
        `I have ${p.inWriting ? 'in writing ' : ''}a ${name}${p.start}${p.left ? `, with about ${p.left} months left` : ''}, and my bill ${raised}.`,
        `Tengo ${p.inWriting ? 'por escrito ' : ''}una ${name}${p.start}${p.left ? `, y me quedan unos ${p.left} meses` : ''}, y mi factura ${raised}.`,
      ),
      t(
        `Please keep my price at ${p.price} ${until} and give me ${perMonth}.`,
        `Les pido mantener mi precio en ${p.price} ${until} y darme ${perMonth}.`,
      ),
      ...(p.addOn ? [addOnLine(ctx, p.addOn)] : []),
    ],
    rungs: {
      discount: [
        t('Honor the promotion', 'Respetar la promoción'),
        t(
          `Please put my bill back at ${p.price} ${until}, as the promotion says.`,
          `Les pido regresar mi factura a ${p.price} ${until}, como dice la promoción.`,
        ),
      ],
      credit: [
        t('Credit the months', 'Acreditar los meses'),
        t(`Please add ${perMonth} during the promotion.`, `Les pido ${perMonth} durante la promoción.`),
      ],
      downgrade: [
        t('The reason in writing', 'El motivo por escrito'),
        t(
          'If you say it no longer applies, please send me in writing which term ended it and when.',
          'Si dicen que ya no aplica, les pido que me envíen por escrito qué condición la terminó y desde cuándo.',
        ),
      ],
      supervisor: [
        'Supervisor',
        t(
          'May I speak with a supervisor who can apply my promotion?',
          '¿Puedo hablar con un supervisor que pueda aplicar mi promoción?',
        ),
      ],
      retention: [
        t('Cancelling costs', 'Costo de cancelar'),
        t(
          "If you won't honor the promotion, please tell me in writing whether I can cancel without an early-termination fee.",
          'Si no respetan la promoción, les pido que me digan por escrito si puedo cancelar sin cargo por terminación anticipada.',
        ),
      ],
      complaint: [
        t('Complaint', 'Queja'),
        t(
          `If it isn't honored, I'll file a complaint with ${myRoutes}.`,
          `Si no la respetan, presentaré una queja ante ${myRoutes}.`,
        ),
      ],
    },
    email: {
      subject: t(
        `Account [account number]: my ${name}, billed at ${p.billed ?? 'a higher price'}`,
        `Cuenta [número de cuenta]: mi ${name}, cobrada a ${p.billed ?? 'un precio más alto'}`,
      ),
      body: t(
        `Hello,\n\nI have a ${name}${p.start}${p.inWriting ? '; the promotion email is attached' : ' [attach the promotion or its confirmation]'}.${p.left ? ` About ${p.left} months of it are left.` : ''} My bill ${raised}.\n\nPlease keep my price at ${p.price} ${until} and give me ${perMonth}.${p.addOn ? ` ${addOnLine(ctx, p.addOn)}` : ''} Please confirm in writing by [date]. If the promotion isn't honored, I will file a complaint with ${myRoutes}.\n\nThank you,\n[Your name]\n[Phone number]`,
        `Hola:\n\nTengo una ${name}${p.start}${p.inWriting ? '; adjunto el correo de la promoción' : ' [adjunte la promoción o su confirmación]'}.${p.left ? ` Me quedan unos ${p.left} meses.` : ''} Mi factura ${raised}.\n\nLes pido mantener mi precio en ${p.price} ${until} y darme ${perMonth}.${p.addOn ? ` ${addOnLine(ctx, p.addOn)}` : ''} Les pido confirmarlo por escrito antes del [fecha]. Si no respetan la promoción, presentaré una queja ante ${myRoutes}.\n\nGracias,\n[Su nombre]\n[Teléfono]`,
      ),
    },
    points: [
      t(
        `Have the promotion in front of you: the price (${p.price}), how long it lasts${p.months ? ` (${p.months} months)` : ''} and when it started.`,
        `Tenga la promoción a la mano: el precio (${p.price}), cuánto dura${p.months ? ` (${p.months} meses)` : ''} y cuándo empezó.`,
      ),
      t(
        'Ask for the promotion, not a discount: it is what they agreed to.',
        'Pida la promoción, no un descuento: es lo que acordaron.',
      ),
      t(
        "Don't agree to a new plan or cancel on the call.",
        'No acepte un plan nuevo ni cancele en la llamada.',
      ),
      t(
        'Write down the rep’s name and a reference number.',
        'Anote el nombre de quien le atiende y un número de referencia.',
      ),
    ],
    questions: [],
  };
}

/**
 * After the first call: they refused ("the promotion no longer applies because the plan changed")
 * and may have named a fee to cancel. The reply answers both: the person's plan and the promotion
 * in writing, and no cancellation fee if the provider changed the terms.
 */
export function promoFollowUp(
  ctx: CopyContext,
  outcome: Outcome,
  cancelFee: string | undefined,
  routes: string,
  offer?: string,
  said?: FollowUpSaid,
): FollowUpAnswer | undefined {
  const p = promoTerm(ctx);
  if (!p || outcome === 'agreed') return undefined;
  const t = inLanguage(ctx.lang);
  const myRoutes = firstPerson(routes);
  const name = promoName(ctx, p);
  const until = p.until
    ? t(`through ${p.until}`, `hasta ${p.until}`)
    : t('until it ends', 'hasta que termine');
  const perMonth = p.rise
    ? t(
        `a ${p.rise} credit for every month billed at ${p.billed}`,
        `un crédito de ${p.rise} por cada mes cobrado a ${p.billed}`,
      )
    : t('a credit for every month billed above it', 'un crédito por cada mes cobrado de más');
  const planChanged = ctx.case.flags.planChanged === true;
  const fee = cancelFee
    ? t(
        `If you changed the terms, please confirm in writing that I can cancel without the ${cancelFee} early-termination fee.`,
        `Si ustedes cambiaron las condiciones, les pido confirmar por escrito que puedo cancelar sin la penalidad de ${cancelFee}.`,
      )
    : undefined;
  const confirmation = ctx.evidence?.some((item) => /e-?mail|confirmation/u.test(item.kind)) === true;
  const attach = p.inWriting
    ? t('with the promotion email attached', 'con el correo de la promoción adjunto')
    : confirmation
      ? t('with your confirmation email attached', 'con su correo de confirmación adjunto')
      : t('with the promotion attached if you have it', 'con la promoción adjunta si la tiene');
  // "the confirmation says '12-month price guarantee'": a term's months are no sum offered.
  const termWords = [p.months, said?.termClaimed].filter((months) => months !== undefined);
  const offerRead = offer ? Number(offer.replace(/[^\d.]/g, '')) : undefined;
  const offerValue = offerRead !== undefined && termWords.includes(offerRead) ? undefined : offerRead;
  const priceValue = ctx.value('current');
  // "lo más que pueden hacer es dejármelo en 69.99": a lower price than the new one is still above the promotion.
  const offered =
    // "me ofrecen dejarlo en 50 y que el router no se puede quitar": an offer inside a no is still an offer.
    (outcome === 'counter_offer' || outcome === 'said_no') &&
    offer &&
    offerValue &&
    priceValue !== undefined &&
    offerValue > priceValue &&
    offerValue < (ctx.value('proposed') ?? Infinity)
      ? offer
      : undefined;
  const refuse = offered
    ? t(
        `Don't accept ${offered}: it is still ${ctx.money((offerValue ?? 0) - (priceValue ?? 0))} a month above the ${p.price} your promotion says, ${until}. If they say the promotion was shorter, your written confirmation is what counts: send it, and ask for a supervisor or the retention team. `,
        `No acepte ${offered}: todavía son ${ctx.money((offerValue ?? 0) - (priceValue ?? 0))} al mes más que los ${p.price} que dice su promoción, ${until}. Si dicen que la promoción era más corta, lo que cuenta es su confirmación por escrito: envíela, y pida un supervisor o el equipo de retención. `,
      )
    : '';
  // "me ofrecieron un credito de 30 solamente": a one-time credit below the promotion price.
  const credit =
    !offered && offer && offerValue && priceValue !== undefined && offerValue < priceValue
      ? offer
      : undefined;
  const owedSoFar = p.owed ? t(` (so far ${p.owed})`, ` (hasta ahora ${p.owed})`) : '';
  const addOn = p.addOn ? ` ${addOnAsk(ctx, p.addOn)}` : '';
  // "me dijeron que la promoción era solo de 6 meses": their shorter term against the person's own
  // written one, the words of the confirmation quoted when the person gave them.
  const shorter = said?.termClaimed && p.months && said.termClaimed < p.months ? said.termClaimed : undefined;
  const written = ctx.evidence?.find(
    (item) => item.quote && /e-?mail|confirmation|contract/u.test(item.kind),
  );
  const writtenEn = written?.quote
    ? `your confirmation email says '${written.quote}'`
    : p.inWriting
      ? `your written promotion says ${p.months} months`
      : ctx.evidence?.some((item) => /e-?mail|confirmation/u.test(item.kind))
        ? `you have the confirmation email for ${p.months} months`
        : undefined;
  const writtenEs = written?.quote
    ? `su correo de confirmación dice '${written.quote}'`
    : p.inWriting
      ? `su promoción por escrito dice ${p.months} meses`
      : ctx.evidence?.some((item) => /e-?mail|confirmation/u.test(item.kind))
        ? `usted tiene el correo de confirmación de ${p.months} meses`
        : undefined;
  const shorterLine = shorter
    ? t(
        `They say the promotion was only ${shorter} months; ${writtenEn ?? `you were sold ${p.months} months`}. What is in writing decides it, not their memory of the call: the promotion runs ${p.months} months, ${until}.`,
        `Le dicen que la promoción era solo de ${shorter} meses; ${writtenEs ?? `a usted le vendieron ${p.months} meses`}. Lo que decide es lo que está por escrito, no lo que ellos recuerden de la llamada: la promoción dura ${p.months} meses, ${until}.`,
      )
    : undefined;
  const shorterScript = shorter
    ? t(
        `You say the promotion was ${shorter} months, but ${written?.quote ? `my confirmation email says '${written.quote}'` : `I was sold ${p.months} months`}: what's in writing decides it, and it runs ${until}.`,
        `Dicen que la promoción era de ${shorter} meses, pero ${written?.quote ? `mi correo de confirmación dice '${written.quote}'` : `me vendieron ${p.months} meses`}: lo que está por escrito decide, y dura ${until}.`,
      )
    : undefined;
  const creditLine = credit
    ? t(
        `A one-time credit of ${credit} doesn't make up for it: the promotion is ${p.price} a month ${until}${p.owed ? `, and the months already billed above it come to ${p.owed}` : ''}. Decline it politely. `,
        `Un crédito único de ${credit} no lo compensa: la promoción es de ${p.price} al mes ${until}${p.owed ? `, y los meses ya cobrados de más suman ${p.owed}` : ''}. Rechácelo con cortesía. `,
      )
    : '';
  return {
    strategy: offered
      ? t(
          `${refuse}Send the request today in writing, ${attach}: ${p.price} ${until} and ${perMonth}${owedSoFar}.${addOn} If they still refuse, file a complaint with ${routes}.`,
          `${refuse}Envíe hoy la petición por escrito, ${attach}: ${p.price} ${until} y ${perMonth}${owedSoFar}.${addOn} Si siguen negándose, presente una queja ante ${routes}.`,
        )
      : shorterLine
        ? t(
            `${creditLine}${shorterLine} Send the request today in writing, ${attach}: ${p.price} ${until} and ${perMonth}${owedSoFar}.${addOn} If they still refuse, file a complaint with ${routes}, with the confirmation attached.`,
            `${creditLine}${shorterLine} Envíe hoy la petición por escrito, ${attach}: ${p.price} ${until} y ${perMonth}${owedSoFar}.${addOn} Si siguen negándose, presente una queja ante ${routes}, con la confirmación adjunta.`,
          )
        : creditLine +
          t(
            `"It no longer applies" isn't a reason you have to accept: ask them to show in writing which term ended your ${name} and when.${planChanged ? ' If you never asked for a plan change, say so, and ask which term of the promotion lets them end it for a change they made.' : ''} Send the request today in writing, ${attach}: ${p.price} ${until} and ${perMonth}.${addOn}${cancelFee ? ` Don't pay the ${cancelFee} to leave yet: if they changed the terms, ask in writing to cancel without it, and decide on switching only after their written answer.` : ''} If they still refuse, file a complaint with ${routes}.`,
            `"Ya no aplica" no es un motivo que tenga que aceptar: pida que le muestren por escrito qué condición terminó su ${name} y desde cuándo.${planChanged ? ' Si usted nunca pidió cambiar de plan, dígalo, y pregunte qué condición de la promoción les permite terminarla por un cambio que hicieron ellos.' : ''} Envíe hoy la petición por escrito, ${attach}: ${p.price} ${until} y ${perMonth}.${addOn}${cancelFee ? ` No pague todavía los ${cancelFee} por irse: si ellos cambiaron las condiciones, pida por escrito cancelar sin esa penalidad, y decida si se cambia solo con su respuesta por escrito.` : ''} Si siguen negándose, presente una queja ante ${routes}.`,
          ),
    opening: quoteLines([
      t(
        `Hi, my name is [your name], account [account number]. I called on [date] about my ${name}.`,
        `Hola, me llamo [su nombre], cuenta [número de cuenta]. Llamé el [fecha] por mi ${name}.`,
      ),
      ...(offered
        ? [
            t(
              `Thank you, but ${offered} isn't what I was sold. My confirmation says ${p.price} a month${p.months ? ` for ${p.months} months` : ''}.`,
              `Gracias, pero ${offered} no es lo que me vendieron. Mi confirmación dice ${p.price} al mes${p.months ? ` por ${p.months} meses` : ''}.`,
            ),
          ]
        : []),
      planChanged
        ? t(
            `I didn't change my plan. I have ${p.inWriting ? 'in writing ' : ''}the ${name}${p.start}. Please honor it ${until} and give me ${perMonth}.`,
            `Yo no pedí cambiar mi plan. Tengo ${p.inWriting ? 'por escrito ' : ''}la ${name}${p.start}. Les pido respetarla ${until} y darme ${perMonth}.`,
          )
        : t(
            `I have ${p.inWriting ? 'in writing ' : ''}the ${name}${p.start}. Please honor it ${until} and give me ${perMonth}.`,
            `Tengo ${p.inWriting ? 'por escrito ' : ''}la ${name}${p.start}. Les pido respetarla ${until} y darme ${perMonth}.`,
          ),
      shorterScript ??
        t(
          'If you say it no longer applies, please send me in writing which term ended it and when.',
          'Si dicen que ya no aplica, les pido que me envíen por escrito qué condición la terminó y desde cuándo.',
        ),
      ...(p.addOn ? [addOnLine(ctx, p.addOn)] : []),
      ...(fee ? [fee] : []),
    ]),
    email: {
      subject: t(
        `Account [account number]: honor my ${name}`,
        `Cuenta [número de cuenta]: respetar mi ${name}`,
      ),
      body: t(
        `Hello,\n\nOn [date] I was ${offered ? `offered ${offered} in place of my ${name}${p.start}. I don't accept it` : shorter ? `told my ${name}${p.start} was only ${shorter} months` : `told my ${name}${p.start} "no longer applies"${planChanged ? ' because the plan changed. I did not ask to change my plan' : ''}`}. ${p.inWriting ? 'The promotion email is attached.' : confirmation ? `My confirmation email is attached${written?.quote ? `; it says "${written.quote}"` : ''}.` : '[Attach the promotion or its confirmation.]'}\n\nPlease keep my price at ${p.price} ${until} and give me ${perMonth}.${shorter ? '' : ' If you say a term ended it, please send me that term and its date in writing.'}${p.addOn ? ` ${addOnLine(ctx, p.addOn)}` : ''}${fee ? ` ${fee}` : ''}\n\nPlease reply in writing by [date]. If the promotion isn't honored, I will file a complaint with ${myRoutes}.\n\nThank you,\n[Your name]\n[Phone number]`,
        `Hola:\n\nEl [fecha] ${offered ? `me ofrecieron ${offered} en lugar de mi ${name}${p.start}. No lo acepto` : shorter ? `me dijeron que mi ${name}${p.start} era solo de ${shorter} meses` : `me dijeron que mi ${name}${p.start} "ya no aplica"${planChanged ? ' porque cambiaron el plan. Yo no pedí cambiar mi plan' : ''}`}. ${p.inWriting ? 'Adjunto el correo de la promoción.' : confirmation ? `Adjunto mi correo de confirmación${written?.quote ? `, que dice "${written.quote}"` : ''}.` : '[Adjunte la promoción o su confirmación.]'}\n\nLes pido mantener mi precio en ${p.price} ${until} y darme ${perMonth}.${shorter ? '' : ' Si dicen que una condición la terminó, les pido enviarme esa condición y su fecha por escrito.'}${p.addOn ? ` ${addOnLine(ctx, p.addOn)}` : ''}${fee ? ` ${fee}` : ''}\n\nLes pido una respuesta por escrito antes del [fecha]. Si no respetan la promoción, presentaré una queja ante ${myRoutes}.\n\nGracias,\n[Su nombre]\n[Teléfono]`,
      ),
    },
    talkingPoints: [
      t(
        `Ask for the promotion (${p.price} ${until}), not a discount or a new plan.`,
        `Pida la promoción (${p.price} ${until}), no un descuento ni un plan nuevo.`,
      ),
      ...(cancelFee
        ? [
            t(
              `Don't cancel or pay the ${cancelFee} until they answer in writing.`,
              `No cancele ni pague los ${cancelFee} hasta que respondan por escrito.`,
            ),
          ]
        : []),
      t(
        'Write down the name, date and reference number of every call.',
        'Anote el nombre, la fecha y el número de referencia de cada llamada.',
      ),
    ],
  };
}
