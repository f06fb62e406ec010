import type { Language } from '@lane/shared';
import type { CaseAmount } from '../../../domain/chat/case.js';
import { chargeWindows } from '../../../domain/chat/facts.js';
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
  // Charges after a cancellation beside one fraud charge: the repeated charge is the other problem's.
  if (ctx.case.flags.afterCancelToo === true) return undefined;
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
      const by = shortDay(window.by, lang);
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
          `These are ${f.count} charges of ${f.series.text} you didn't make${w ? '' : ` (${f.days})`}: ${f.total} in all.`,
          `For unauthorized use you owe $50 at most for all ${f.count} together (nothing if only the number was used)${noDeadline(ctx) ? ', and that cap has no 60-day deadline' : ''}: ask for the ${f.total} to be credited.`,
          w
            ? `The 60 days are the billing-error dispute's, from the statement that first showed each charge (yours closes on the ${day}${day === 1 ? 'st' : day === 2 ? 'nd' : day === 3 ? 'rd' : 'th'}): ${w.text}.`
            : "The 60 days are the billing-error dispute's, from the statement that first showed each charge: tell me the day your statement closes and I'll give you each date.",
          `Mail the written dispute of all ${f.count} today, to the billing-error address.`,
        ].join(' '),
        [
          `Son ${f.count} cargos de ${f.series.text} que usted no hizo${w ? '' : ` (${f.days})`}: ${f.total} en total.`,
          `Por uso no autorizado usted debe $50 como máximo por los ${f.count} juntos (nada si solo usaron el número)${noDeadline(ctx) ? ', y ese límite no tiene el plazo de 60 días' : ''}: pida el crédito de los ${f.total}.`,
          w
            ? `Los 60 días de la disputa por error de facturación corren desde el estado de cuenta que mostró cada cargo (el suyo cierra el día ${day}): ${w.text}.`
            : 'Los 60 días de la disputa por error de facturación corren desde el estado de cuenta que mostró cada cargo: dígame qué día cierra su estado de cuenta y le doy cada fecha.',
          `Envíe hoy la disputa por escrito de los ${f.count} a la dirección para errores de facturación.`,
        ].join(' '),
      );
    },
    opening: (ctx) => {
      const f = figures(ctx);
      if (!f) return copy.opening(ctx);
      return t(
        `"Hi, I'm calling to report fraud on my credit card. There are ${f.count} charges of ${f.series.text}, ${f.total} in all, that I didn't make or authorize."\n"Please close this card, send me a new one and open a fraud claim. What's the claim number?"\n"Please credit all ${f.count}. What's your billing-error address?"`,
        `"Hola, llamo para reportar un fraude en mi tarjeta de crédito. Hay ${f.count} cargos de ${f.series.text}, ${f.total} en total, que no hice ni autoricé."\n"Cancelen esta tarjeta, envíenme una nueva y abran un reclamo por fraude. ¿Cuál es el número de reclamo?"\n"Les pido el crédito de los ${f.count}. ¿Cuál es su dirección para errores de facturación?"`,
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
            `I didn't make these charges: take all ${f.count} off, ${f.total}, while you investigate.`,
            `Yo no hice estos cargos: quiten los ${f.count}, ${f.total}, mientras investigan.`,
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
          body: `To [card issuer], Billing Inquiries:\n\nI dispute ${f.count} unauthorized charges of ${f.series.text} on my credit card, account ending [last 4 digits]: ${f.days}, ${f.total} in all. I did not make or authorize them. I reported them by phone on [date] (claim [number]).\n\nPlease remove all ${f.count} charges and any related interest or fees, and send me a corrected statement. For unauthorized use, my liability is capped at $50 (Regulation Z, 12 CFR 1026.12(b))${noDeadline(ctx) ? ', whatever the date of each charge' : ''}.\n\nSincerely,\n[Your name]\n[Mailing address]`,
        },
        {
          subject: `Disputa por error de facturación: ${f.count} cargos no autorizados de ${f.series.text} (${f.total}), cuenta terminada en [últimos 4 dígitos]`,
          body: `A [emisor de la tarjeta], Consultas de facturación:\n\nDisputo ${f.count} cargos no autorizados de ${f.series.text} en mi tarjeta de crédito, cuenta terminada en [últimos 4 dígitos]: ${f.days}, ${f.total} en total. No los hice ni los autoricé. Lo reporté por teléfono el [fecha] (reclamo [número]).\n\nLes pido que quiten los ${f.count} cargos y cualquier interés o cargo relacionado, y que me envíen un estado de cuenta corregido. Por uso no autorizado, mi responsabilidad tiene un tope de $50 (Regulación Z, 12 CFR 1026.12(b))${noDeadline(ctx) ? ', sea cual sea la fecha de cada cargo' : ''}.\n\nAtentamente,\n[Su nombre]\n[Dirección postal]`,
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
                'If they say the older charges are past 60 days: the $50 cap has no such deadline.',
                'Si le dicen que ya pasaron los 60 días: el tope de $50 no tiene ese plazo.',
              ),
            ]
          : []),
        t(
          'Keep copies: the claim number, your letter and the certified-mail receipt.',
          'Guarde copias: el número de reclamo, su carta y el recibo del correo certificado.',
        ),
        t(
          'Move the automatic payments you do use to the new card number.',
          'Pase a la tarjeta nueva los pagos automáticos que sí usa.',
        ),
        t(
          'Check your next statements for other charges you don’t recognize.',
          'Revise sus próximos estados de cuenta por si hay otros cargos que no reconozca.',
        ),
      ];
    },
  };
}
