import type { Language } from '@lane/shared';
import type { CaseAmount } from '../../../domain/chat/case.js';
import { chargeWindows, formatDay } from '../../../domain/chat/facts.js';
import { inLanguage, listIn, type AreaCopy, type CopyContext } from './types.js';

/**
 * The same charge, made on a credit card by someone else month after month ("cobros de 29.99 …
 * 5 de junio, 5 de julio, 5 de agosto y 5 de septiembre"): every charge is disputed, with their sum;
 * the $50 cap on unauthorized use covers them all with no 60-day deadline (when the rights engine
 * says so), and each charge's billing-error window is said as a date, from the statement that first
 * showed it, when the person gave the statement's closing day.
 */

/** The repeated charge with one day for each time it was charged. */
function seriesOf(ctx: CopyContext): (CaseAmount & { days: readonly string[] }) | undefined {
  if (ctx.subCase !== 'card_unauthorized' || ctx.case.cardType !== 'credit') return undefined;
  const amount = ctx.case.amounts.find(
    (candidate) =>
      candidate.days !== undefined &&
      candidate.days.length >= 2 &&
      candidate.days.length === candidate.count &&
      ['billed', 'fee', 'other', 'unit'].includes(candidate.role),
  );
  return amount?.days ? { ...amount, days: [...amount.days].sort() } : undefined;
}

/** "June 5", "5 de junio". */
function shortDay(iso: string, lang: Language): string {
  return new Intl.DateTimeFormat(lang === 'es' ? 'es-US' : 'en-US', {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));
}

/** The sum of the charges, with cents as the person wrote them ("119.96"). */
function totalOf(series: CaseAmount, count: number): string {
  const cents = Math.round(series.value * 100) * count;
  const text = cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
  return series.text.startsWith('$') ? `$${text}` : text;
}

export function withUnauthorizedSeries(copy: AreaCopy, lang: Language): AreaCopy {
  const t = inLanguage(lang);
  const figures = (ctx: CopyContext) => {
    const series = seriesOf(ctx);
    if (!series) return undefined;
    const count = series.days.length;
    const days = listIn(
      lang,
      series.days.map((iso) => shortDay(iso, lang)),
    );
    return { series, count, days, total: totalOf(series, count) };
  };
  /** Each charge's window, past or still open, as dates; undefined without the closing day. */
  const windowsLine = (ctx: CopyContext) => {
    const windows = chargeWindows(ctx.case);
    if (!windows) return undefined;
    const parts = windows.map((window) => {
      const charge = shortDay(window.charge, lang);
      const by = formatDay(window.by, lang);
      const past = window.by < ctx.today;
      return lang === 'es'
        ? `el del ${charge} ${past ? 'venció' : 'vence'} el ${by}`
        : `the ${charge} charge's window ${past ? 'closed' : 'runs to'} ${by}`;
    });
    const open = windows.filter((window) => window.by >= ctx.today).length;
    return { text: listIn(lang, parts), open };
  };
  const noDeadline = (ctx: CopyContext) => ctx.right('reg-z-unauthorized-no-deadline');
  return {
    ...copy,
    strategy: (ctx) => {
      const f = figures(ctx);
      if (!f) return copy.strategy(ctx);
      const w = windowsLine(ctx);
      const day = ctx.case.statementDay;
      return t(
        [
          `These are ${f.count} charges of ${f.series.text} you didn't make (${f.days}): ${f.total} in all.`,
          'Call the number on the back of your card today: report them as fraud, ask them to close the card and send a new one, and write down the claim number.',
          `For unauthorized use of a credit card you owe $50 at most for all ${f.count} together (nothing if only the number was used)${noDeadline(ctx) ? ', and that cap has no 60-day deadline' : ''}: ask for all ${f.count} to be credited, ${f.total}.`,
          w
            ? `The 60 days are the billing-error dispute's, and each charge's 60 days run from the statement that first showed it (yours closes on the ${day}${day === 1 ? 'st' : day === 2 ? 'nd' : day === 3 ? 'rd' : 'th'}): ${w.text}.`
            : "The 60 days are the billing-error dispute's, and each charge's 60 days run from the statement that first showed it: tell me the day your statement closes and I'll give you each date.",
          `Send the written dispute of all ${f.count} today, by certified mail, to the billing-error address on your statement (not the payment address). While it's open you don't have to pay the disputed charges or their interest; pay the rest of the bill as usual.`,
        ].join(' '),
        [
          `Son ${f.count} cargos de ${f.series.text} que usted no hizo (${f.days}): ${f.total} en total.`,
          'Llame hoy al número al reverso de su tarjeta: repórtelos como fraude, pida que cancelen la tarjeta y le envíen una nueva, y anote el número de reclamo.',
          `Por uso no autorizado de una tarjeta de crédito usted debe $50 como máximo por los ${f.count} juntos (nada si solo usaron el número)${noDeadline(ctx) ? ', y ese límite no tiene el plazo de 60 días' : ''}: pida el crédito de los ${f.count}, ${f.total}.`,
          w
            ? `Los 60 días son los de la disputa por error de facturación, y los de cada cargo corren desde el estado de cuenta que lo mostró por primera vez (el suyo cierra el día ${day}): ${w.text}.`
            : 'Los 60 días son los de la disputa por error de facturación, y los de cada cargo corren desde el estado de cuenta que lo mostró por primera vez: dígame qué día cierra su estado de cuenta y le doy cada fecha.',
          `Envíe hoy la disputa por escrito de los ${f.count}, por correo certificado, a la dirección para errores de facturación de su estado de cuenta (no a la de pagos). Mientras siga abierta no tiene que pagar los cargos en disputa ni sus intereses; pague el resto de la factura como siempre.`,
        ].join(' '),
      );
    },
    opening: (ctx) => {
      const f = figures(ctx);
      if (!f) return copy.opening(ctx);
      return t(
        `"Hi, I'm calling to report fraud on my credit card. There are ${f.count} charges of ${f.series.text} (${f.days}), ${f.total} in all, that I didn't make or authorize."\n"Please close this card, send me a new one and open a fraud claim for all ${f.count}. What's the claim number?"\n"For unauthorized use my liability is capped at $50, so please credit all ${f.count}. What's your billing-error address? I'm sending the dispute in writing."`,
        `"Hola, llamo para reportar un fraude en mi tarjeta de crédito. Hay ${f.count} cargos de ${f.series.text} (${f.days}), ${f.total} en total, que no hice ni autoricé."\n"Por favor cancelen esta tarjeta, envíenme una nueva y abran un reclamo por fraude por los ${f.count}. ¿Cuál es el número de reclamo?"\n"Por uso no autorizado mi responsabilidad tiene un tope de $50, así que les pido el crédito de los ${f.count}. ¿Cuál es su dirección para errores de facturación? Voy a enviar la disputa por escrito."`,
      );
    },
    rungs: (ctx) => {
      const rungs = copy.rungs(ctx);
      const f = figures(ctx);
      if (!f) return rungs;
      return {
        ...rungs,
        discount: {
          label: t('Take them off', 'Que los quiten'),
          line: t(
            `I didn't make these charges. Please take all ${f.count} off, ${f.total}, while you investigate.`,
            `Yo no hice estos cargos. Por favor quiten los ${f.count}, ${f.total}, mientras investigan.`,
          ),
        },
      };
    },
    email: (ctx) => {
      const f = figures(ctx);
      if (!f) return copy.email(ctx);
      return t(
        {
          subject: `Billing error dispute: ${f.count} unauthorized charges of ${f.series.text} (${f.total}), account ending [last 4 digits]`,
          body: `To [card issuer], Billing Inquiries:\n\nI dispute ${f.count} unauthorized charges of ${f.series.text} on my credit card, account ending [last 4 digits]: ${f.days}, ${f.total} in all. I did not make or authorize them. I reported them by phone on [date] (claim number [number]).\n\nPlease remove all ${f.count} charges and any related interest or fees, and send me a corrected statement. For unauthorized use of a credit card, my liability is capped at $50 (Regulation Z, 12 CFR 1026.12(b))${noDeadline(ctx) ? ', whatever the date of each charge' : ''}. Please confirm in writing that you received this letter.\n\nSincerely,\n[Your name]\n[Mailing address]`,
        },
        {
          subject: `Disputa por error de facturación: ${f.count} cargos no autorizados de ${f.series.text} (${f.total}), cuenta terminada en [últimos 4 dígitos]`,
          body: `A [emisor de la tarjeta], Consultas de facturación:\n\nDisputo ${f.count} cargos no autorizados de ${f.series.text} en mi tarjeta de crédito, cuenta terminada en [últimos 4 dígitos]: ${f.days}, ${f.total} en total. No los hice ni los autoricé. Hice el reporte por teléfono el [fecha] (número de reclamo [número]).\n\nLes pido que quiten los ${f.count} cargos y cualquier interés o cargo relacionado, y que me envíen un estado de cuenta corregido. Por uso no autorizado de una tarjeta de crédito, mi responsabilidad tiene un tope de $50 (Regulación Z, 12 CFR 1026.12(b))${noDeadline(ctx) ? ', sea cual sea la fecha de cada cargo' : ''}. Por favor confirmen por escrito que recibieron esta carta.\n\nAtentamente,\n[Su nombre]\n[Dirección postal]`,
        },
      );
    },
    talkingPoints: (ctx) => {
      const f = figures(ctx);
      if (!f) return copy.talkingPoints(ctx);
      return [
        t(
          'Call first, today: closing the card stops new charges.',
          'Llame primero, hoy: cancelar la tarjeta detiene nuevos cargos.',
        ),
        ...(noDeadline(ctx)
          ? [
              t(
                'If they say the older charges are past 60 days: that limit is the billing-error dispute’s; the $50 cap on unauthorized use has no such deadline.',
                'Si le dicen que los cargos más antiguos ya pasaron los 60 días: ese plazo es el de la disputa por error de facturación; el tope de $50 por uso no autorizado no tiene ese plazo.',
              ),
            ]
          : []),
        t(
          'Check your next statements for other charges you don’t recognize.',
          'Revise sus próximos estados de cuenta por si hay otros cargos que no reconozca.',
        ),
      ];
    },
  };
}
