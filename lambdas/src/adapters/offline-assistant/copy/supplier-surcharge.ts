import type { Language } from '@lane/shared';
import type { CaseAmount } from '../../../domain/chat/case.js';
import { inLanguage, quoteLines } from './types.js';
import type { CopyContext, FollowUpAnswer, Outcome, SubCopy } from './types.js';

/**
 * A supplier that started adding a surcharge to each delivery ("un 'recargo de combustible' de 85
 * en cada entrega … ya van 6 entregas = 510", "a fuel surcharge of 85 per delivery"): a new charge
 * on the same goods, read against the contract. Not in the contract: ask for the clause that allows
 * it, a credit for what was billed and the contract price from now on; a lower surcharge offered
 * later is still a price change to agree to (or not), never a courtesy to thank them for.
 */
export interface Surcharge {
  /** The surcharge as the person named it ("recargo de combustible"), or the plain word. */
  readonly name: string;
  /** Its figure per delivery, as written. */
  readonly fee: string;
  readonly feeValue: number;
  /** How many deliveries it was added to, when said, and the sum billed so far. */
  readonly count: number | undefined;
  readonly total: string | undefined;
  /** The person says the contract they signed has no such charge. */
  readonly notInContract: boolean;
}

/** The per-delivery surcharge of a supplier's price talk, when the person described one. */
export function surchargeOf(ctx: CopyContext): Surcharge | undefined {
  if (ctx.case.subCase !== 'vendor_price_rise') return undefined;
  const fee = ctx.case.amounts.find((amount) => amount.role === 'fee' && amount.per === 'item');
  if (!fee) return undefined;
  const t = inLanguage(ctx.lang);
  const stated = ctx.case.amounts.find((amount) => amount.role === 'total');
  return {
    name: ctx.case.feeName ?? t('surcharge', 'recargo'),
    fee: fee.text,
    feeValue: fee.value,
    count: fee.count,
    total: stated?.text ?? (fee.count ? ctx.money(fee.value * fee.count) : undefined),
    notInContract: ctx.case.flags.notInContract === true,
  };
}

/** "85 per delivery (6 deliveries, 510 so far)". */
function perDelivery(s: Surcharge, lang: Language): string {
  const t = inLanguage(lang);
  const so =
    s.count && s.total
      ? t(` (${s.count} deliveries, ${s.total} so far)`, ` (${s.count} entregas, ${s.total} hasta ahora)`)
      : '';
  // "cargo por entrega de 30": its name already says what it is per.
  const named = /deliver|entrega/iu.test(s.name);
  return t(`${s.fee}${named ? '' : ' per delivery'}${so}`, `${s.fee}${named ? '' : ' por entrega'}${so}`);
}

const theEs = (name: string) => (/^(?:tarifa|cuota|comisi[oó]n)\b/iu.test(name) ? 'la' : 'el');

/** The first answer: the clause, a credit for what was billed, the contract price from now on. */
export function surchargeWords(ctx: CopyContext, s: Surcharge): SubCopy {
  const t = inLanguage(ctx.lang);
  const named = ctx.namedParty;
  const party = named ?? t('your supplier', 'su proveedor');
  const credit = s.total ?? t('what was billed', 'lo cobrado');
  const the = theEs(s.name);
  return {
    party,
    subject: t(`the ${s.name} (${perDelivery(s, 'en')})`, `${the} ${s.name} (${perDelivery(s, 'es')})`),
    strategy: s.notInContract
      ? t(
          `The ${s.name} of ${perDelivery(s, 'en')} isn't in the contract you signed: a charge the contract doesn't allow is a price change you never agreed to. Ask ${party} in writing to show the clause that allows it. If there isn't one, ask them to stop it from the next delivery and to credit the ${credit} already billed on your next invoice. Before the call, get written quotes from two or three other suppliers, so you know what staying is worth. Get their answer in writing.`,
          `${the === 'la' ? 'La' : 'El'} ${s.name} de ${perDelivery(s, 'es')} no está en el contrato que usted firmó: un cargo que el contrato no permite es un cambio de precio que usted nunca aceptó. Pida por escrito a ${party} que le muestre la cláusula que lo permite. Si no la hay, pida que lo quiten desde la próxima entrega y que le acrediten los ${credit} ya cobrados en su próxima factura. Antes de llamar, pida cotizaciones por escrito a dos o tres otros proveedores, para saber cuánto vale quedarse. Pida su respuesta por escrito.`,
        )
      : t(
          `The ${s.name} of ${perDelivery(s, 'en')} is a price rise on the same goods. Check your contract or agreement: ask ${party} in writing which clause allows a surcharge and how it is worked out. If none does, ask them to stop it and to credit the ${credit} already billed; if one does, ask for the figures behind it and a cap or an end date. Get written quotes from two or three other suppliers before the call, and the final terms in writing.`,
          `${the === 'la' ? 'La' : 'El'} ${s.name} de ${perDelivery(s, 'es')} es un aumento de precio sobre la misma mercancía. Revise su contrato o acuerdo: pida por escrito a ${party} qué cláusula permite un recargo y cómo se calcula. Si ninguna lo permite, pida que lo quiten y que le acrediten los ${credit} ya cobrados; si alguna lo permite, pida las cifras que lo respaldan y un tope o una fecha de fin. Pida cotizaciones por escrito a dos o tres otros proveedores antes de llamar, y las condiciones finales por escrito.`,
        ),
    opening: [
      t(
        `Hi [account manager's name], this is [your name] from [your business].`,
        `Hola, [nombre del ejecutivo de cuenta], habla [su nombre], de [su negocio].`,
      ),
      t(
        `Your invoices add a ${s.name} of ${perDelivery(s, 'en')}.${s.notInContract ? " It isn't in the contract we signed." : ''}`,
        `Sus facturas agregan ${the === 'la' ? 'una' : 'un'} ${s.name} de ${perDelivery(s, 'es')}.${s.notInContract ? ' No está en el contrato que firmamos.' : ''}`,
      ),
      t(
        `Which clause of our contract allows it? If none does, please stop it from the next delivery and credit the ${credit} on my next invoice.`,
        `¿Qué cláusula de nuestro contrato lo permite? Si ninguna lo permite, les pido quitarlo desde la próxima entrega y acreditar los ${credit} en mi próxima factura.`,
      ),
    ],
    rungs: [
      [
        t('The clause', 'La cláusula'),
        t(
          'Please show me the clause in our contract that allows this surcharge.',
          'Les pido mostrarme la cláusula de nuestro contrato que permite este recargo.',
        ),
      ],
      [
        t('Credit what was billed', 'Acreditar lo cobrado'),
        t(
          `Please credit the ${credit} already billed on my next invoice.`,
          `Les pido acreditar los ${credit} ya cobrados en mi próxima factura.`,
        ),
      ],
      [
        t('Contract price from now on', 'El precio del contrato desde ahora'),
        t(
          'From the next delivery, please bill at the contract price, with no surcharge.',
          'Desde la próxima entrega, les pido facturar al precio del contrato, sin recargo.',
        ),
      ],
      [
        t('Their manager', 'Su gerente'),
        t(
          "Could you take this to your manager? We'd like to keep the account with you.",
          '¿Podría llevar esto a su gerente? Queremos seguir trabajando con ustedes.',
        ),
      ],
      [
        t('Competing quote (only if real)', 'Otra cotización (solo si es real)'),
        t(
          'We have a quote from another supplier at [price], delivered. Can you match it without the surcharge?',
          'Tenemos una cotización de otro proveedor a [precio], con entrega. ¿Pueden igualarla sin el recargo?',
        ),
      ],
      [
        t('In writing', 'Por escrito'),
        t(
          'Please confirm in writing what you will credit and that the surcharge stops.',
          'Les pido confirmar por escrito qué van a acreditar y que el recargo se termina.',
        ),
      ],
    ],
    email: {
      subject: t(
        `[Your business]: the ${s.name}, ${s.fee} per delivery${s.total && s.count ? `, ${s.total} so far` : ''}`,
        `[Su negocio]: ${the} ${s.name}, ${s.fee} por entrega${s.total && s.count ? `, ${s.total} hasta ahora` : ''}`,
      ),
      body: t(
        `Hello [account manager's name],\n\nYour invoices add a ${s.name} of ${perDelivery(s, 'en')}.${s.notInContract ? ' The contract we signed does not provide for it.' : ''} Please tell me which clause of our contract allows it.\n\nIf none does, please stop it from the next delivery and credit the ${credit} already billed on my next invoice. We value working with you and want to continue.\n\nCould you reply in writing by [date]?\n\nThank you,\n[Your name]\n[Your business]`,
        `Buenos días, [nombre del ejecutivo de cuenta]:\n\nSus facturas agregan ${the === 'la' ? 'una' : 'un'} ${s.name} de ${perDelivery(s, 'es')}.${s.notInContract ? ' El contrato que firmamos no lo incluye.' : ''} Les pido indicarme qué cláusula de nuestro contrato lo permite.\n\nSi ninguna lo permite, les pido quitarlo desde la próxima entrega y acreditar los ${credit} ya cobrados en mi próxima factura. Valoramos trabajar con ustedes y queremos seguir.\n\n¿Me podrían responder por escrito antes del [fecha]?\n\nGracias,\n[Su nombre]\n[Su negocio]`,
      ),
    },
    talkingPoints: [
      t(
        `The figures: ${s.fee} × ${s.count ?? '[deliveries]'} deliveries = ${s.total ?? '[total]'} so far.`,
        `Las cifras: ${s.fee} × ${s.count ?? '[entregas]'} entregas = ${s.total ?? '[total]'} hasta ahora.`,
      ),
      t(
        "Ask for the clause: a charge the contract doesn't allow is a price change you never agreed to.",
        'Pida la cláusula: un cargo que el contrato no permite es un cambio de precio que usted no aceptó.',
      ),
      t(
        'Keep the signed contract and every invoice with the surcharge in front of you.',
        'Tenga a mano el contrato firmado y cada factura con el recargo.',
      ),
      t(
        'Get quotes from other suppliers before you decide whether to stay.',
        'Pida cotizaciones a otros proveedores antes de decidir si se queda.',
      ),
    ],
    questions: [],
    complaintRoutes: t(
      'your signed contract and the invoices are the record; their manager, in writing; if the sums matter, a lawyer or your local Small Business Development Center (SBDC) can read the contract with you',
      'su contrato firmado y las facturas son el respaldo; su gerente, por escrito; si las cifras pesan, un abogado o el Centro de Desarrollo de Pequeñas Empresas (SBDC) de su zona puede leer el contrato con usted',
    ),
  };
}

/**
 * What the supplier answered: "the surcharge stays but 50 a delivery from now, nothing back of
 * before", a flat no, or silence. A lower surcharge is still one the contract doesn't allow: the
 * clause, the credit, and the choice to take a new price only in writing, with other quotes in hand.
 */
export function surchargeReply(
  ctx: CopyContext,
  s: Surcharge,
  outcome: Outcome,
  latest: readonly CaseAmount[] | undefined,
): FollowUpAnswer | undefined {
  if (outcome !== 'counter_offer' && outcome !== 'said_no' && outcome !== 'no_reply') return undefined;
  // "se queda pero me lo bajan a 50 por entrega": a lower surcharge, said with a no or as an offer.
  const t = inLanguage(ctx.lang);
  const party = ctx.namedParty ?? t('your supplier', 'su proveedor');
  const credit = s.total ?? t('what was billed', 'lo cobrado');
  const the = theEs(s.name);
  const lower =
    outcome === 'no_reply'
      ? undefined
      : latest?.find(
          (amount) =>
            amount.value > 0 &&
            amount.value < s.feeValue &&
            amount.role !== 'paid' &&
            amount.role !== 'total',
        );
  const contract = s.notInContract
    ? t("the contract you signed doesn't include it", 'el contrato que usted firmó no lo incluye')
    : t('ask which clause of your contract allows it', 'pregunte qué cláusula de su contrato lo permite');
  if (lower) {
    const fuel = /fuel|combustible|gasolina|di[eé]sel/iu.test(s.name);
    const saved = ctx.money(s.feeValue - lower.value);
    return {
      strategy: t(
        `Their offer keeps a surcharge of ${lower.text} on every delivery from now on (${saved} less than the ${s.fee}) and gives nothing back of the ${credit} already billed. Lower doesn't make it agreed: ${contract}. Answer in writing: show the clause that allows it, or bill at the contract price and credit the ${credit}. If you'd rather keep this supplier and accept a surcharge, treat it as a new price you negotiate: in writing, with an end date${fuel ? ' or tied to fuel prices' : ''}, and with at least part of the ${credit} credited. Before you answer, get written quotes from two or three other suppliers and compare them with the price plus ${lower.text} a delivery.`,
        `Su oferta deja un recargo de ${lower.text} en cada entrega desde ahora (${saved} menos que los ${s.fee}) y no devuelve nada de los ${credit} ya cobrados. Que sea más bajo no quiere decir que usted lo aceptó: ${contract}. Responda por escrito: que le muestren la cláusula que lo permite, o que facturen al precio del contrato y acrediten los ${credit}. Si prefiere quedarse con este proveedor y aceptar un recargo, trátelo como un precio nuevo que usted negocia: por escrito, con fecha de fin${fuel ? ' o ligado al precio del combustible' : ''}, y con al menos una parte de los ${credit} acreditada. Antes de responder, pida cotizaciones por escrito a dos o tres otros proveedores y compárelas con el precio más ${lower.text} por entrega.`,
      ),
      opening: quoteLines([
        t(
          `Thank you for looking at it. A ${s.name} of ${lower.text} is still a charge ${s.notInContract ? "our contract doesn't include" : "I haven't agreed to"}, and the ${credit} already billed is still there.`,
          `Gracias por revisarlo. ${the === 'la' ? 'Una' : 'Un'} ${s.name} de ${lower.text} sigue siendo un cargo ${s.notInContract ? 'que nuestro contrato no incluye' : 'que no he aceptado'}, y los ${credit} ya cobrados siguen ahí.`,
        ),
        t(
          `Which clause allows it? If none does, please bill at the contract price from the next delivery and credit the ${credit}.`,
          `¿Qué cláusula lo permite? Si ninguna lo permite, les pido facturar al precio del contrato desde la próxima entrega y acreditar los ${credit}.`,
        ),
        t('Please send me your answer in writing.', 'Les pido enviarme su respuesta por escrito.'),
      ]),
      email: {
        subject: t(
          `[Your business]: the ${s.name}, ${lower.text} a delivery and the ${credit} already billed`,
          `[Su negocio]: ${the} ${s.name}, ${lower.text} por entrega y los ${credit} ya cobrados`,
        ),
        body: t(
          `Hello [account manager's name],\n\nYou offered to lower the ${s.name} to ${lower.text} per delivery from now on, without crediting the ${credit} already billed. ${s.notInContract ? 'Our contract does not include a surcharge, so I do not agree to it at any amount.' : 'Please tell me which clause of our contract allows a surcharge.'}\n\nPlease bill at the contract price from the next delivery and credit the ${credit} on my next invoice, or show me the clause that allows the surcharge. Could you reply in writing by [date]?\n\nThank you,\n[Your name]\n[Your business]`,
          `Buenos días, [nombre del ejecutivo de cuenta]:\n\nMe ofrecieron bajar ${the} ${s.name} a ${lower.text} por entrega desde ahora, sin acreditar los ${credit} ya cobrados. ${s.notInContract ? 'Nuestro contrato no incluye un recargo, así que no lo acepto por ningún monto.' : 'Les pido indicarme qué cláusula de nuestro contrato permite un recargo.'}\n\nLes pido facturar al precio del contrato desde la próxima entrega y acreditar los ${credit} en mi próxima factura, o mostrarme la cláusula que permite el recargo. ¿Me podrían responder por escrito antes del [fecha]?\n\nGracias,\n[Su nombre]\n[Su negocio]`,
        ),
      },
      talkingPoints: [
        t(
          `Lower isn't agreed: ${lower.text} a delivery is still a charge ${s.notInContract ? "the contract doesn't include" : 'to agree to or not'}.`,
          `Más bajo no quiere decir aceptado: ${lower.text} por entrega sigue siendo un cargo ${s.notInContract ? 'que el contrato no incluye' : 'que usted puede aceptar o no'}.`,
        ),
        t(
          `The ${credit} already billed is a separate ask: don't drop it to get the lower figure.`,
          `Los ${credit} ya cobrados son otra petición: no la suelte a cambio de la cifra más baja.`,
        ),
        t(
          'Any surcharge you do accept: in writing, with an end date.',
          'Cualquier recargo que sí acepte: por escrito, con fecha de fin.',
        ),
      ],
    };
  }
  const silent = outcome === 'no_reply';
  return {
    strategy: t(
      `${silent ? 'No answer is not a yes.' : 'A no without the clause is not an answer.'} Send it in writing to ${party}'s manager or owner: which clause allows the ${s.name}${s.notInContract ? ' (your contract has none)' : ''}, and a credit of the ${credit} already billed. You can pay the next invoices at the contract price, without the surcharge, saying why in the same letter; they may hold deliveries over it, so have another supplier lined up first. Line up quotes from other suppliers now, and if the sums matter, have a lawyer or your local Small Business Development Center (SBDC) read the contract with you.`,
      `${silent ? 'No responder no es un sí.' : 'Un no sin la cláusula no es una respuesta.'} Envíelo por escrito al gerente o dueño de ${party}: qué cláusula permite ${the} ${s.name}${s.notInContract ? ' (su contrato no lo incluye)' : ''}, y un crédito de los ${credit} ya cobrados. Puede pagar las próximas facturas al precio del contrato, sin el recargo, y decir por qué en la misma carta; pueden retener entregas por eso, así que tenga antes otro proveedor listo. Pida ya cotizaciones a otros proveedores y, si las cifras pesan, pida a un abogado o al Centro de Desarrollo de Pequeñas Empresas (SBDC) de su zona que lea el contrato con usted.`,
    ),
    opening: quoteLines([
      t(
        `I'm following up on the ${s.name}: ${perDelivery(s, 'en')}.`,
        `Le escribo de nuevo por ${the} ${s.name}: ${perDelivery(s, 'es')}.`,
      ),
      t(
        `Which clause of our contract allows it? Until you show me one, I'll pay at the contract price and ask for the ${credit} to be credited.`,
        `¿Qué cláusula de nuestro contrato lo permite? Hasta que me la muestren, pagaré al precio del contrato y pido que acrediten los ${credit}.`,
      ),
      t('May I speak with your manager?', '¿Puedo hablar con su gerente?'),
    ]),
    email: {
      subject: t(
        `[Your business]: the ${s.name} and a credit of ${credit}`,
        `[Su negocio]: ${the} ${s.name} y un crédito de ${credit}`,
      ),
      body: t(
        `Hello [manager's name],\n\nYour invoices add a ${s.name} of ${perDelivery(s, 'en')}.${s.notInContract ? ' Our contract does not include it.' : ''} I asked which clause allows it and ${silent ? 'have had no answer' : 'was told it stays, without a clause'}.\n\nUntil you show me the clause, I will pay the invoices at the contract price, without the surcharge. Please credit the ${credit} already billed on my next invoice, and reply in writing by [date].\n\nThank you,\n[Your name]\n[Your business]`,
        `Buenos días, [nombre del gerente]:\n\nSus facturas agregan ${the === 'la' ? 'una' : 'un'} ${s.name} de ${perDelivery(s, 'es')}.${s.notInContract ? ' Nuestro contrato no lo incluye.' : ''} Pregunté qué cláusula lo permite y ${silent ? 'no he recibido respuesta' : 'me dijeron que se queda, sin mostrar la cláusula'}.\n\nHasta que me muestren la cláusula, pagaré las facturas al precio del contrato, sin el recargo. Les pido acreditar los ${credit} ya cobrados en mi próxima factura y responderme por escrito antes del [fecha].\n\nGracias,\n[Su nombre]\n[Su negocio]`,
      ),
    },
    talkingPoints: [
      t('Ask for the clause, every time.', 'Pida la cláusula, cada vez.'),
      t(
        'Pay what the contract says, and say in writing why the surcharge is left out.',
        'Pague lo que dice el contrato, y diga por escrito por qué deja fuera el recargo.',
      ),
      t(
        'Quotes from other suppliers tell you what staying is worth.',
        'Las cotizaciones de otros proveedores le dicen cuánto vale quedarse.',
      ),
    ],
  };
}

/** The honest way: the real contract and invoices, and real quotes only. */
export const SURCHARGE_HONEST: Readonly<Record<Language, string>> = {
  en: 'Ask with the real papers: the contract you signed and the invoices that show the surcharge. Cite a competing quote only if you have one in writing.',
  es: 'Pida con los papeles reales: el contrato que firmó y las facturas que muestran el recargo. Mencione otra cotización solo si la tiene por escrito.',
};
