import { amountOf, type CaseCount } from '../../../domain/chat/case.js';
import { inLanguage, quoteLines, type CopyContext, type FollowUpAnswer, type Outcome } from './types.js';

/** The figure in an offer ("33", "$33", "33.50"), or undefined. */
function priceIn(offer: string | undefined): number | undefined {
  const match = /\d+(?:[.,]\d{1,2})?/u.exec(offer ?? '');
  const value = match ? Number(match[0].replace(',', '.')) : Number.NaN;
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

/** Cents only when the sum has them: "$1,650", "$41.25". */
function priceMoney(ctx: CopyContext, value: number): string {
  return ctx.money(Math.round(value * 100) / 100);
}

/**
 * A supplier's lower price tied to buying more ("lo más que puede es 33 si le compro 50 cajas a la
 * semana", "31 if we take 60 cases a month"): the bill at their volume set beside what the person
 * buys now at the new and the old price, what each piece they really use would cost, and one
 * counter from their own numbers (their price at the person's volume, or the volume halfway).
 */
export function priceForVolume(
  ctx: CopyContext,
  outcome: Outcome,
  offer: string | undefined,
): FollowUpAnswer | undefined {
  if (ctx.subCase !== 'vendor_price_rise' || outcome !== 'counter_offer') return undefined;
  const ordered = (ctx.case.counts ?? []).filter((count: CaseCount) => count.role === 'ordered');
  const now = ordered[0];
  const asked = ordered.at(-1);
  const price = priceIn(offer);
  const current = amountOf(ctx.case, 'current');
  const proposed = amountOf(ctx.case, 'proposed');
  if (!now || !asked || asked === now || asked.value <= now.value || price === undefined) return undefined;
  if (now.per !== undefined && asked.per !== undefined && now.per !== asked.per) return undefined;
  if (!current || !proposed || proposed.value <= current.value || price >= proposed.value) return undefined;
  const t = inLanguage(ctx.lang);
  const every = (now.per ?? asked.per) === 'week' ? t('a week', 'a la semana') : t('a month', 'al mes');
  const theirs = priceMoney(ctx, price * asked.value);
  const atNew = priceMoney(ctx, proposed.value * now.value);
  const atOld = priceMoney(ctx, current.value * now.value);
  const perUsed = priceMoney(ctx, (price * asked.value) / now.value);
  const more = price * asked.value > proposed.value * now.value;
  const middle = Math.round((now.value + asked.value) / 2);
  const offerText = offer ?? String(price);
  // "el de carne no contesta": the second supplier's charge stays on the table, in writing, with a date.
  const other = ctx.case.otherSupplierFee;
  const otherLine = other
    ? t(
        ` The ${other.who} supplier's ${other.text} ${other.charge} charge: if they haven't answered, write to them today with a date to reply (a week out), and ask them to drop it or waive it above a minimum order. Ask two other ${other.who} suppliers for quotes the same day.`,
        ` El cargo de ${other.charge} de ${other.text} del proveedor de ${other.who}: si no contestan, escríbales hoy con una fecha para responder (en una semana) y pídales quitarlo o no cobrarlo a partir de un pedido mínimo. Ese mismo día, pida cotizaciones a otros dos proveedores de ${other.who}.`,
      )
    : '';
  return {
    strategy: t(
      `Their offer of ${offerText} comes with buying ${asked.text} ${every}: ${asked.text} × ${offerText} = ${theirs} ${every}, ${more ? 'more than' : 'against'} the ${atNew} your ${now.text} cost at ${proposed.text} (${atOld} at the old ${current.text}). If you only use ${now.text}, each one you use would cost ${perUsed}. It only pays if you really sell ${asked.text} ${every}. Counter once, from their own numbers: ${offerText} for your ${now.text} ${every}, or ${middle} ${every} at ${offerText}, for a set term (six months) with the price fixed for all of it. Get the price, the volume and the term in writing before you change your orders.${otherLine}`,
      `Su oferta de ${offerText} viene con comprar ${asked.text} ${every}: ${asked.text} × ${offerText} = ${theirs} ${every}, ${more ? 'más que' : 'frente a'} los ${atNew} que le cuestan sus ${now.text} a ${proposed.text} (${atOld} al precio anterior de ${current.text}). Si usted solo usa ${now.text}, cada una de las que usa le saldría a ${perUsed}. Solo conviene si de verdad vende ${asked.text} ${every}. Haga una sola contraoferta, con sus propias cifras: ${offerText} por sus ${now.text} ${every}, o ${middle} ${every} a ${offerText}, por un plazo fijo (seis meses) con el precio fijo todo ese tiempo. Deje por escrito el precio, el volumen y el plazo antes de cambiar sus pedidos.${otherLine}`,
    ),
    opening: quoteLines([
      t(
        `Thank you for the ${offerText}. At ${asked.text} ${every} that's ${theirs} ${every}, more than I buy: I use about ${now.text}.`,
        `Gracias por los ${offerText}. Con ${asked.text} ${every} son ${theirs} ${every}, más de lo que compro: yo uso unas ${now.text}.`,
      ),
      t(
        `Could you do ${offerText} on my ${now.text} ${every}? Or I can commit to ${middle} ${every} at ${offerText} for six months.`,
        `¿Podrían dejarme el ${offerText} con mis ${now.text} ${every}? O puedo comprometerme a ${middle} ${every} a ${offerText} por seis meses.`,
      ),
      t(
        'If we agree, please send me the price, the volume and the term in writing.',
        'Si lo acordamos, por favor envíenme el precio, el volumen y el plazo por escrito.',
      ),
    ]),
    email: {
      subject: t(
        `Your offer of ${offerText}: price and volume`,
        `Su oferta de ${offerText}: precio y volumen`,
      ),
      body: t(
        `Hello,\n\nThank you for the offer of ${offerText} at ${asked.text} ${every}. I buy about ${now.text} ${every}, so I'd like to propose one of these:\n1. ${offerText} on my ${now.text} ${every};\n2. ${middle} ${every} at ${offerText}, for six months, with the price fixed for that term.\n\nCould you reply by [date]?\n\nThank you,\n[Your name]\n[Your business]`,
        `Hola:\n\nGracias por la oferta de ${offerText} con ${asked.text} ${every}. Yo compro unas ${now.text} ${every}, así que les propongo una de estas dos opciones:\n1. ${offerText} con mis ${now.text} ${every};\n2. ${middle} ${every} a ${offerText}, por seis meses, con el precio fijo durante ese plazo.\n\n¿Me podrían responder antes del [fecha]?\n\nGracias,\n[Su nombre]\n[Su negocio]`,
      ),
    },
    talkingPoints: [
      t(
        `Their offer: ${asked.text} × ${offerText} = ${theirs} ${every}. Now: ${now.text} × ${proposed.text} = ${atNew}. Before the rise: ${now.text} × ${current.text} = ${atOld}.`,
        `Su oferta: ${asked.text} × ${offerText} = ${theirs} ${every}. Ahora: ${now.text} × ${proposed.text} = ${atNew}. Antes del aumento: ${now.text} × ${current.text} = ${atOld}.`,
      ),
      t(
        "Don't buy more than you sell to get a lower price: unsold stock costs more than the discount saves.",
        'No compre más de lo que vende por un precio menor: lo que no vende cuesta más de lo que ahorra.',
      ),
      t(
        'Keep asking other suppliers for quotes while you talk.',
        'Siga pidiendo cotizaciones a otros proveedores mientras negocia.',
      ),
    ],
    numbers: [current.text, proposed.text, offerText, now.text, asked.text, theirs, atNew],
  };
}
