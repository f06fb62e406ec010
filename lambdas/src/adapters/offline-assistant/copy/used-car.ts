import { withSubCaseCopy } from './sub-case-copy.js';
import { inLanguage, quoteLines, rungsInOrder } from './types.js';
import type { AreaCopy, AreaPlaybook, CopyContext } from './types.js';

/**
 * A used car that failed soon after the sale, the seller saying "as is". From a dealer, the FTC
 * Buyers Guide on the window is part of the contract (a reviewed right): what it says decides
 * whether a warranty covers the repair. From a private seller, no federal rule helps: the honest
 * route is the seller's own words about the car, and small claims court if they lied.
 */

interface UsedCarWords {
  readonly strategy: string;
  readonly opening: readonly string[];
  readonly rungs: readonly (readonly [string, string])[];
  readonly email: { readonly subject: string; readonly body: string };
  readonly points: string[];
  readonly questions: string[];
  readonly complaint: string;
}

function figures(ctx: CopyContext) {
  return {
    price: ctx.figure('paid', 'billed', 'current'),
    repair: ctx.case.amounts.find((amount) => amount.role === 'other' || amount.role === 'estimated')?.text,
    dealer: ctx.right('ftc-used-car-buyers-guide'),
    privateSale: ctx.case.flags.dealerSale === false,
  };
}

function words(ctx: CopyContext): UsedCarWords {
  const t = inLanguage(ctx.lang);
  const { price, repair, dealer, privateSale } = figures(ctx);
  const fix = repair
    ? t(`the ${repair} repair`, `la reparación de ${repair}`)
    : t('the repair', 'la reparación');
  const signOff = t('Thank you,\n[Your name]\n[Phone number]', 'Gracias,\n[Su nombre]\n[Teléfono]');
  if (privateSale) {
    return {
      strategy: t(
        `A private sale is usually "as is": no federal rule makes the seller pay for ${fix}, so be honest with yourself about the odds. What can help is what the seller told you: if they said in writing (texts, the ad) that the car had no problems, and your mechanic's written report shows the fault was there before the sale, ask them to share the repair cost or take the car back. If they refuse, small claims court is the route for a seller who lied about the car.`,
        `Una venta entre particulares suele ser "tal como está": ninguna regla federal obliga al vendedor a pagar ${fix}, así que conviene ser realista. Lo que puede ayudar es lo que el vendedor le dijo: si escribió (mensajes, el anuncio) que el carro no tenía problemas, y el reporte por escrito de su mecánico muestra que la falla ya existía antes de la venta, pídale que comparta el costo o que recupere el carro. Si se niega, la corte de reclamos menores es el camino cuando un vendedor mintió sobre el carro.`,
      ),
      opening: [
        t(
          `Hi, this is [your name]. I bought your [year, make, model] on [date]${price ? ` for ${price}` : ''}.`,
          `Hola, habla [su nombre]. Le compré su [año, marca, modelo] el [fecha]${price ? ` por ${price}` : ''}.`,
        ),
        t(
          `A week later the mechanic found [problem]: ${repair ? `${repair} to fix` : 'an expensive repair'}. Their report says it was there before the sale.`,
          `A la semana el mecánico encontró [problema]: ${repair ? `${repair} de reparación` : 'una reparación cara'}. Su reporte dice que ya existía antes de la venta.`,
        ),
        t(
          'You told me it had no problems. Would you share the repair cost, or take the car back?',
          'Usted me dijo que no tenía problemas. ¿Puede compartir el costo de la reparación, o recuperar el carro?',
        ),
      ],
      rungs: t(
        [
          ['Share the cost', `Could you cover half of ${fix}?`],
          ['Take it back', 'Would you take the car back and return what I paid?'],
          ['Written answer', 'Please put your answer in writing so we both have it.'],
          ['Mediation', 'Would you try a free community mediation service with me?'],
          ['Demand letter', "I'll send a written demand with the mechanic's report."],
          ['Small claims', "If we can't agree, I'll file in small claims court."],
        ],
        [
          ['Compartir el costo', `¿Podría cubrir la mitad de ${fix}?`],
          ['Recuperar el carro', '¿Podría recuperar el carro y devolverme lo que pagué?'],
          ['Respuesta por escrito', 'Le pido su respuesta por escrito para que ambos la tengamos.'],
          ['Mediación', '¿Aceptaría intentar un servicio gratuito de mediación comunitaria?'],
          ['Carta de reclamo', 'Le enviaré un reclamo por escrito con el reporte del mecánico.'],
          [
            'Reclamos menores',
            'Si no nos ponemos de acuerdo, presentaré el caso en la corte de reclamos menores.',
          ],
        ],
      ),
      email: {
        subject: t(
          `The [year, make, model] you sold me on [date]: ${fix}`,
          `El [año, marca, modelo] que me vendió el [fecha]: ${fix}`,
        ),
        body: t(
          `Hello,\n\nOn [date] I bought your [year, make, model]${price ? ` for ${price}` : ''}. You told me [what they said, e.g. "it has never had problems"]. A week later my mechanic found [problem]${repair ? `, a ${repair} repair` : ''}; the report (attached) says it was there before the sale.\n\nPlease cover the repair or take the car back and return what I paid. Please reply by [date]; otherwise I will file in small claims court.\n\n${signOff}`,
          `Hola:\n\nEl [fecha] le compré su [año, marca, modelo]${price ? ` por ${price}` : ''}. Usted me dijo [lo que dijo, por ejemplo "nunca ha tenido problemas"]. A la semana mi mecánico encontró [problema]${repair ? `, una reparación de ${repair}` : ''}; el reporte (adjunto) dice que ya existía antes de la venta.\n\nLe pido cubrir la reparación o recuperar el carro y devolverme lo que pagué. Le pido una respuesta antes del [fecha]; si no, presentaré el caso en la corte de reclamos menores.\n\n${signOff}`,
        ),
      },
      points: t(
        [
          'Get the mechanic’s diagnosis in writing: what failed and why it was there before the sale.',
          'Save the ad, the texts and anything the seller wrote about the car.',
          'Private sales are usually "as is": without a lie about the car, the options are limited.',
          'Small claims court needs no lawyer; look up your county’s limit and fee.',
        ],
        [
          'Pida el diagnóstico del mecánico por escrito: qué falló y por qué ya existía antes de la venta.',
          'Guarde el anuncio, los mensajes y todo lo que el vendedor escribió sobre el carro.',
          'Las ventas entre particulares suelen ser "tal como está": sin una mentira sobre el carro, las opciones son limitadas.',
          'La corte de reclamos menores no requiere abogado; consulte el límite y el costo en su condado.',
        ],
      ),
      questions: [],
      complaint: t('small claims court in your county', 'la corte de reclamos menores de su condado'),
    };
  }
  return {
    strategy: t(
      `${dealer ? 'You bought from a dealer, so look at the Buyers Guide that was on the window (you should have a copy with your papers): it says whether the car was sold "As Is" or with a warranty, and it is part of your contract. ' : 'First find out whether the seller was a dealer: a dealer must post a Buyers Guide saying "As Is" or warranty. '}If it shows a warranty, or the dealer promised one in writing, ask them to cover ${fix} under it. If it says "As Is", ask anyway, in writing, with your mechanic's report: a dealer may share the cost to keep a customer, and your state may not allow "as is" sales or may give implied warranties. Don't let them repair it before you agree on who pays.`,
      `${dealer ? 'Usted compró en un lote o concesionario, así que revise la Guía del Comprador (Buyers Guide) que estaba en la ventana (debería tener una copia con sus papeles): dice si el carro se vendió "tal como está" ("As Is") o con garantía, y es parte de su contrato. ' : 'Primero confirme si el vendedor era un concesionario: un concesionario debe poner una Guía del Comprador que diga "As Is" o garantía. '}Si muestra una garantía, o el vendedor prometió una por escrito, pida que cubran ${fix} con ella. Si dice "As Is", pídalo de todos modos, por escrito, con el reporte de su mecánico: un concesionario puede compartir el costo para conservar al cliente, y su estado puede no permitir ventas "tal como está" o darle garantías implícitas. No deje que lo reparen antes de acordar quién paga.`,
    ),
    opening: [
      t(
        `Hi, this is [your name]. I bought the [year, make, model]${price ? ` you paid ${price} for` : ''} from you on [date].`,
        `Hola, habla [su nombre]. Les compré el [año, marca, modelo] el [fecha]${price ? ` por ${price}` : ''}.`,
      ),
      t(
        `The mechanic says it needs [repair]${repair ? `: ${repair}` : ''}, and their report says the problem was there at the sale.`,
        `El mecánico dice que necesita [reparación]${repair ? `: ${repair}` : ''}, y su reporte dice que el problema ya existía en la venta.`,
      ),
      t(
        "I'd like you to cover the repair. What does my Buyers Guide say about a warranty?",
        'Les pido que cubran la reparación. ¿Qué dice mi Guía del Comprador sobre la garantía?',
      ),
    ],
    rungs: t(
      [
        ['Cover the repair', `Please cover ${fix} under the warranty on my Buyers Guide.`],
        ['Share the cost', "If you won't cover all of it, would you pay half?"],
        ['Repair at your shop', 'Could your service department do the repair at cost?'],
        ['Manager', 'May I speak with the sales manager or the owner?'],
        ['Written demand', "I'll put my request in writing with the mechanic's report."],
        ['Attorney general', "If we can't settle it, I'll file a complaint with my state attorney general."],
      ],
      [
        ['Cubrir la reparación', `Les pido cubrir ${fix} con la garantía de mi Guía del Comprador.`],
        ['Compartir el costo', 'Si no cubren todo, ¿pagarían la mitad?'],
        ['Reparar en su taller', '¿Su taller podría hacer la reparación al costo?'],
        ['Gerente', '¿Puedo hablar con el gerente de ventas o con el dueño?'],
        ['Reclamo por escrito', 'Voy a poner mi reclamo por escrito con el reporte del mecánico.'],
        ['Fiscal general', 'Si no lo resolvemos, presentaré una queja ante el fiscal general de mi estado.'],
      ],
    ),
    email: {
      subject: t(
        `[Year, make, model] bought [date]: ${fix}`,
        `[Año, marca, modelo] comprado el [fecha]: ${fix}`,
      ),
      body: t(
        `Hello,\n\nOn [date] I bought the [year, make, model]${price ? ` for ${price}` : ''} (VIN [number]). Soon after, my mechanic found [problem]${repair ? `, a ${repair} repair` : ''}; the report (attached) says it was there at the sale.\n\n${dealer ? 'My Buyers Guide is part of our contract. ' : ''}Please cover the repair${dealer ? ' under any warranty it shows' : ''}, or tell me in writing what you will pay. Please reply by [date].\n\n${signOff}`,
        `Hola:\n\nEl [fecha] les compré el [año, marca, modelo]${price ? ` por ${price}` : ''} (VIN [número]). Poco después, mi mecánico encontró [problema]${repair ? `, una reparación de ${repair}` : ''}; el reporte (adjunto) dice que ya existía en la venta.\n\n${dealer ? 'Mi Guía del Comprador es parte de nuestro contrato. ' : ''}Les pido cubrir la reparación${dealer ? ' con la garantía que indique' : ''}, o decirme por escrito cuánto pagarán. Les pido una respuesta antes del [fecha].\n\n${signOff}`,
      ),
    },
    points: t(
      [
        'Find the Buyers Guide, the contract and any written promise (texts, emails, the ad).',
        "Get the mechanic's diagnosis in writing before any repair.",
        'Ask your state attorney general whether "as is" sales are allowed and what implied warranties you have.',
        'Keep driving it only if it is safe; keep every receipt.',
      ],
      [
        'Busque la Guía del Comprador, el contrato y cualquier promesa por escrito (mensajes, correos, el anuncio).',
        'Pida el diagnóstico del mecánico por escrito antes de cualquier reparación.',
        'Pregunte al fiscal general de su estado si se permiten las ventas "tal como está" y qué garantías implícitas tiene.',
        'Maneje el carro solo si es seguro; guarde cada recibo.',
      ],
    ),
    questions: t(
      [
        'What does the Buyers Guide (the window sticker) say: "As Is" or a warranty?',
        'Did the dealer promise anything in writing, or sell you a service contract?',
      ],
      [
        '¿Qué dice la Guía del Comprador (la hoja en la ventana): "As Is" o garantía?',
        '¿El vendedor le prometió algo por escrito, o le vendió un contrato de servicio?',
      ],
    ),
    complaint: t(
      "your state attorney general's consumer protection office",
      'la oficina de protección al consumidor del fiscal general de su estado',
    ),
  };
}

/** One copy for both languages: every method words itself in `ctx.lang`. */
const USED_CAR: AreaCopy = {
  style: (ctx) => (figures(ctx).privateSale ? 'relationship' : 'service'),
  party: (ctx) => {
    const t = inLanguage(ctx.lang);
    return (
      ctx.namedParty ??
      (figures(ctx).privateSale ? t('the seller', 'el vendedor') : t('the dealer', 'el concesionario'))
    );
  },
  subject: (ctx) => {
    const t = inLanguage(ctx.lang);
    const { repair } = figures(ctx);
    return repair
      ? t(
          `the ${repair} repair on the car you just bought`,
          `la reparación de ${repair} del carro que acaba de comprar`,
        )
      : t('the repair on the car you just bought', 'la reparación del carro que acaba de comprar');
  },
  strategy: (ctx) => words(ctx).strategy,
  opening: (ctx) => quoteLines(words(ctx).opening),
  rungs: (ctx) => rungsInOrder(words(ctx).rungs),
  email: (ctx) => words(ctx).email,
  talkingPoints: (ctx) => [...words(ctx).points],
  questions: (ctx) => words(ctx).questions.slice(0, 3),
  complaintRoutes: (ctx) => words(ctx).complaint,
  rightLine: () => undefined,
  judgeOffer: () => undefined,
  nextStep: (ctx, outcome, offer) => {
    const t = inLanguage(ctx.lang);
    const { repair } = figures(ctx);
    if (outcome === 'counter_offer')
      return t(
        `They offered ${offer ?? 'part of it'}${repair ? ` of the ${repair} repair` : ''}. If the Buyers Guide shows no warranty, a real share is a fair outcome: take it only in writing, with who does the repair and when.`,
        `Le ofrecieron ${offer ?? 'una parte'}${repair ? ` de la reparación de ${repair}` : ''}. Si la Guía del Comprador no muestra garantía, una parte real es un resultado justo: acéptela solo por escrito, con quién hace la reparación y cuándo.`,
      );
    if (outcome === 'said_no' || outcome === 'no_reply')
      return t(
        "Send your request in writing with the mechanic's report and a copy of the Buyers Guide, then file a complaint with your state attorney general; if a seller lied about the car, small claims court is the next step.",
        'Envíe su reclamo por escrito con el reporte del mecánico y una copia de la Guía del Comprador, y presente una queja ante el fiscal general de su estado; si el vendedor mintió sobre el carro, el siguiente paso es la corte de reclamos menores.',
      );
    return undefined;
  },
  honestRoute: (ctx) =>
    inLanguage(ctx.lang)(
      "Make the case with what's true: the Buyers Guide, the seller's own words about the car and your mechanic's written report.",
      'Defienda su caso con lo que es verdad: la Guía del Comprador, lo que el vendedor dijo del carro y el reporte por escrito de su mecánico.',
    ),
};

/** The car area's playbook, with a used car sold "as is" answered by its own words. */
export function withUsedCar(playbook: AreaPlaybook): AreaPlaybook {
  return withSubCaseCopy(playbook, 'car_used_as_is', USED_CAR);
}
