import type { PromisedCredits } from '../../../domain/chat/follow-up-said.js';
import { inLanguage, type CopyContext, type FollowUpAnswer } from './types.js';

/**
 * What the other side offered, weighed against what the person is owed before any "accept": a
 * one-time "courtesy" credit below the credits promised by the month (a trade-in, a promotion) is
 * declined, the promised credits asked for in writing, and "accept today" named as their pressure.
 */
export interface CreditsOffer {
  readonly credits: PromisedCredits;
  /** Their offer, as written, and its value. */
  readonly offer: { readonly text: string; readonly value: number };
  /** The offer is called a courtesy or a one-time credit. */
  readonly oneTime: boolean;
  readonly acceptToday: boolean;
  readonly promoClosed: boolean;
  /** Where a complaint goes, in Lane's voice ("the FCC (fcc.gov/complaint)"). */
  readonly complaintRoutes: string;
}

/**
 * The offer falls short: below the credits already missed, or (a one-time credit, or the promotion
 * said to be closed) below the whole promise. Undefined when it meets what is owed.
 */
export function creditsBelowOwed(ctx: CopyContext, said: CreditsOffer): FollowUpAnswer | undefined {
  const { credits, offer } = said;
  const replacesPromise =
    credits.total !== undefined && offer.value < credits.total.value && (said.oneTime || said.promoClosed);
  if (offer.value >= credits.missedValue && !replacesPromise) return undefined;
  const t = inLanguage(ctx.lang);
  const monthly = credits.monthly.text;
  const missedSum = ctx.money(credits.missedValue);
  const missed = `${credits.missed} × ${monthly} = ${missedSum}`;
  const total = credits.total ? ctx.money(credits.total.value) : undefined;
  const months = credits.months;
  const toCome =
    credits.total && credits.total.value > credits.missedValue
      ? ctx.money(Math.round((credits.total.value - credits.missedValue) * 100) / 100)
      : undefined;
  const o = offer.text;
  // Below the credits already missed, or only below the whole promise it would replace.
  const belowMissed = offer.value < credits.missedValue;
  const promise = total
    ? t(
        `The promise was ${total} in credits (${monthly} a month${months ? ` for ${months} months` : ''}).`,
        `La promesa fue de ${total} en créditos (${monthly} al mes${months ? ` por ${months} meses` : ''}).`,
      )
    : t(`The promise was a credit of ${monthly} a month.`, `La promesa fue un crédito de ${monthly} al mes.`);
  const short = t(
    `${credits.missed} bills have gone by without one, so ${missed} is already owed${toCome ? `, and about ${toCome} more is still to come` : ''}. A one-time ${o} is less than ${belowMissed ? 'that' : `the ${total} promised`}${said.oneTime || said.promoClosed ? ', and taking it could close the promotion for good' : ''}.`,
    `Ya pasaron ${credits.missed} facturas sin ningún crédito, así que ya le deben ${missed}${toCome ? `, y faltan unos ${toCome} más por venir` : ''}. Un crédito único de ${o} es menos que ${belowMissed ? 'eso' : `los ${total} prometidos`}${said.oneTime || said.promoClosed ? ', y aceptarlo podría cerrar la promoción para siempre' : ''}.`,
  );
  const closed = said.promoClosed
    ? t(
        " The promotion being closed now doesn't undo a promise already made to you when you signed up: you are asking for the credits you were promised, not for a new promotion.",
        ' Que la promoción ya haya cerrado no deshace una promesa que ya le hicieron cuando se inscribió: usted reclama los créditos que le prometieron, no una promoción nueva.',
      )
    : '';
  const today = said.acceptToday
    ? t(
        ' "Accept today" is their pressure, not your deadline: say you will decide once you have the offer in writing.',
        ' "Acéptelo hoy" es presión de ellos, no un plazo suyo: diga que decidirá cuando tenga la oferta por escrito.',
      )
    : '';
  return {
    strategy: t(
      `Don't accept the ${o}. ${promise} ${short}${closed}${today} Ask for a supervisor or the team that handles the promotion, the ${credits.missed} missed credits applied (${missedSum}) and the rest of the credits kept on your bill, in writing, with a reference number. Keep your proof that you met the promotion's terms. If they still refuse, take it to ${said.complaintRoutes}.`,
      `No acepte los ${o}. ${promise} ${short}${closed}${today} Pida un supervisor o el equipo que maneja la promoción, que apliquen los ${credits.missed} créditos que faltan (${missedSum}) y que los demás créditos sigan en su factura, por escrito y con un número de referencia. Guarde su prueba de que cumplió las condiciones de la promoción. Si se siguen negando, llévelo ${said.complaintRoutes.startsWith('el ') ? `al ${said.complaintRoutes.slice(3)}` : `a ${said.complaintRoutes}`}.`,
    ),
    opening: t(
      `"Thank you, but I'm not accepting a one-time ${o}. I was promised ${total ?? `${monthly} a month`} in credits, and ${credits.missed} bills have gone by without one: that's ${missedSum} already owed."\n"Please apply the ${credits.missed} missed credits of ${monthly} and keep the rest coming. May I speak with a supervisor or the promotions team? Please send me any offer in writing."`,
      `"Gracias, pero no acepto un crédito único de ${o}. Me prometieron ${total ?? `${monthly} al mes`} en créditos, y ya pasaron ${credits.missed} facturas sin ninguno: ya me deben ${missedSum}."\n"Les pido aplicar los ${credits.missed} créditos de ${monthly} que faltan y que sigan los demás. ¿Puedo hablar con un supervisor o con el equipo de promociones? Les pido cualquier oferta por escrito."`,
    ),
    email: t(
      {
        subject: `Promised credits not applied: ${missedSum} missed so far, account [account number]`,
        body: `Hello,\n\nWhen I signed up on [date], I was promised ${total ?? `${monthly} a month`} in bill credits${total ? ` (${monthly} a month${months ? ` for ${months} months` : ''})` : ''}. ${credits.missed} bills have gone by without one, so ${missed} is owed so far.\n\nOn [date] I was offered a one-time credit of ${o}${said.promoClosed ? ' and told the promotion is closed' : ''}. I decline it: it is less than ${belowMissed ? 'what is already owed' : 'the credits promised'}${said.promoClosed ? ', and the promotion was in force when I signed up' : ''}.\n\nPlease apply the ${credits.missed} missed credits (${missedSum}) and the rest as promised, and confirm it in writing by [date]. My proof is attached.\n\nThank you,\n[Your name]\n[Phone number]`,
      },
      {
        subject: `Créditos prometidos sin aplicar: ${missedSum} hasta ahora, cuenta [número de cuenta]`,
        body: `Hola:\n\nCuando me inscribí el [fecha], me prometieron ${total ?? `${monthly} al mes`} en créditos en mi factura${total ? ` (${monthly} al mes${months ? ` por ${months} meses` : ''})` : ''}. Ya pasaron ${credits.missed} facturas sin ninguno, así que hasta ahora me deben ${missed}.\n\nEl [fecha] me ofrecieron un crédito único de ${o}${said.promoClosed ? ' y me dijeron que la promoción ya cerró' : ''}. No lo acepto: es menos de ${belowMissed ? 'lo que ya me deben' : 'los créditos prometidos'}${said.promoClosed ? ', y la promoción estaba vigente cuando me inscribí' : ''}.\n\nLes pido aplicar los ${credits.missed} créditos que faltan (${missedSum}) y los demás como me prometieron, y confirmarlo por escrito antes del [fecha]. Adjunto mi prueba.\n\nGracias,\n[Su nombre]\n[Teléfono]`,
      },
    ),
    talkingPoints: [
      t(
        `Owed so far: ${missed}${total ? `, of ${total} promised` : ''}. Their offer: ${o}.`,
        `Lo que le deben hasta ahora: ${missed}${total ? `, de ${total} prometidos` : ''}. Lo que ofrecen: ${o}.`,
      ),
      t(
        "Don't cancel or move the line while this is open: the credits usually stop when the line leaves.",
        'No cancele ni cambie la línea mientras esto siga abierto: los créditos suelen parar cuando la línea se va.',
      ),
      t(
        'Write down the name of each person you speak with, the date and a reference number.',
        'Anote el nombre de cada persona con la que hable, la fecha y un número de referencia.',
      ),
    ],
    numbers: [monthly, missedSum, ...(total ? [total] : []), o],
  };
}
