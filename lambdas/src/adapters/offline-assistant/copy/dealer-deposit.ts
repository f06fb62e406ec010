import { delegateCopy, inLanguage, is, quoteLines, rungsInOrder } from './types.js';
import type { AreaCopy, AreaPlaybook, CopyContext } from './types.js';

/**
 * A dealer keeping the deposit on a car the person never bought (the financing fell through, no
 * purchase signed): no sale, so the deposit is asked back in writing. What the deposit receipt says
 * is the first thing to check; a card payment can be disputed with the issuer when the dealer won't
 * refund; the state's rules on dealer deposits stay a question for the attorney general's office.
 */

function figures(ctx: CopyContext) {
  const t = inLanguage(ctx.lang);
  const value = ctx.value('deposit', 'paid', 'billed', 'other');
  const deposit = value === undefined ? undefined : ctx.money(value);
  const card = ctx.case.cardType === 'credit' || ctx.case.cardType === 'debit';
  return {
    deposit,
    /** "the $500 deposit" / "el depósito de $500". */
    theDeposit: deposit
      ? t(`the ${deposit} deposit`, `el depósito de ${deposit}`)
      : t('the deposit', 'el depósito'),
    myDeposit: deposit
      ? t(`my ${deposit} deposit`, `mi depósito de ${deposit}`)
      : t('my deposit', 'mi depósito'),
    card,
    cash: ctx.case.cardType === undefined ? undefined : !card,
  };
}

function words(ctx: CopyContext) {
  const t = inLanguage(ctx.lang);
  const { deposit, theDeposit, myDeposit, cash } = figures(ctx);
  const cardStep =
    cash === true
      ? t(
          'you paid without a card, so keep the receipt: it is your proof for a complaint or small claims court',
          'pagó sin tarjeta, así que guarde el recibo: es su prueba para una queja o la corte de reclamos menores',
        )
      : t(
          `if you paid by card, ask your card issuer to dispute the ${deposit ?? 'deposit'} charge`,
          `si pagó con tarjeta, pida al emisor de su tarjeta que dispute el cargo de ${deposit ?? 'el depósito'}`,
        );
  return {
    strategy: t(
      `You didn't buy the car: the financing fell through and you never signed a purchase, so there is no sale. Ask for ${theDeposit} back, in writing, with a date. First read the deposit receipt and anything you signed: does it say "refundable" or "non-refundable", and on what conditions (for example, "subject to financing")? If they refuse: ${cardStep}; and ask your state attorney general's consumer office what your state's rules say about dealer deposits.`,
      `Usted no compró el carro: el financiamiento no salió y nunca firmó una compra, así que no hubo venta. Pida que le devuelvan ${theDeposit}, por escrito y con una fecha. Primero lea el recibo del depósito y todo lo que firmó: ¿dice "reembolsable" o "no reembolsable", y con qué condiciones (por ejemplo, "sujeto a financiamiento")? Si se niegan: ${cardStep}; y pregunte a la oficina del consumidor del fiscal general de su estado qué dicen las reglas de su estado sobre los depósitos en concesionarios.`,
    ),
    opening: [
      t(
        `Hi, this is [your name]. On [date] I left a ${deposit ?? '[amount]'} deposit on the [year, make, model], stock number [number].`,
        `Hola, habla [su nombre]. El [fecha] dejé un depósito de ${deposit ?? '[monto]'} por el [año, marca, modelo], número de inventario [número].`,
      ),
      t(
        "The financing fell through and I didn't sign a purchase, so there is no sale.",
        'El financiamiento no salió y no firmé ninguna compra, así que no hubo venta.',
      ),
      t(
        `I'm asking for ${myDeposit} back. Can you refund it to my original payment method by [date]?`,
        `Les pido que me devuelvan ${myDeposit}. ¿Me lo pueden reembolsar a mi forma de pago original antes del [fecha]?`,
      ),
    ],
    rungs: [
      [
        t('The receipt', 'El recibo'),
        t(
          'Please send me a copy of the deposit receipt and anything I signed about the deposit.',
          'Por favor envíenme una copia del recibo del depósito y de todo lo que firmé sobre el depósito.',
        ),
      ],
      [
        t('Where it says so', 'Dónde lo dice'),
        t(
          'Where does a paper I signed say the deposit is non-refundable if the financing isn’t approved? Please show me in writing.',
          '¿Dónde dice un papel firmado por mí que el depósito no es reembolsable si no se aprueba el financiamiento? Por favor muéstrenmelo por escrito.',
        ),
      ],
      [
        t('Manager', 'Gerente'),
        t(
          'May I speak with the sales manager or the general manager?',
          '¿Puedo hablar con el gerente de ventas o el gerente general?',
        ),
      ],
      [
        t('Refund date in writing', 'Fecha de reembolso por escrito'),
        t(
          `Please confirm in writing the date ${theDeposit} will be refunded.`,
          `Por favor confirmen por escrito la fecha en que reembolsarán ${theDeposit}.`,
        ),
      ],
      [
        t('Card dispute', 'Disputa con la tarjeta'),
        t(
          "If it isn't refunded by [date], I'll ask my card issuer to dispute the charge.",
          'Si no me lo reembolsan antes del [fecha], pediré al emisor de mi tarjeta que dispute el cargo.',
        ),
      ],
      [
        t('Complaint', 'Queja'),
        t(
          "I'll file a complaint with my state attorney general's consumer office.",
          'Presentaré una queja ante la oficina del consumidor del fiscal general de mi estado.',
        ),
      ],
    ] as const,
    email: {
      subject: t(
        `Refund of ${myDeposit}: [year, make, model], stock [number]`,
        `Reembolso de ${myDeposit}: [año, marca, modelo], inventario [número]`,
      ),
      body: t(
        `Hello,\n\nOn [date] I left a ${deposit ?? '[amount]'} deposit on the [year, make, model] (stock [number]). The financing was not approved and I did not sign a purchase agreement, so no sale took place.\n\nPlease refund ${myDeposit} to my original payment method by [date] and confirm it in writing. If you believe any part of it can be kept, please send me the document I signed that says so.\n\nThank you,\n[Your name]\n[Phone number]`,
        `Hola:\n\nEl [fecha] dejé un depósito de ${deposit ?? '[monto]'} por el [año, marca, modelo] (inventario [número]). El financiamiento no fue aprobado y no firmé ningún contrato de compra, así que no hubo venta.\n\nLes pido reembolsar ${myDeposit} a mi forma de pago original antes del [fecha] y confirmarlo por escrito. Si consideran que pueden quedarse con alguna parte, les pido enviarme el documento firmado por mí que lo diga.\n\nGracias,\n[Su nombre]\n[Teléfono]`,
      ),
    },
    points: [
      t(
        'No purchase signed, financing not approved: no sale.',
        'Sin compra firmada y sin financiamiento aprobado: no hubo venta.',
      ),
      t(
        'Have the deposit receipt in front of you: "refundable" or "non-refundable", and on what conditions?',
        'Tenga a mano el recibo del depósito: ¿"reembolsable" o "no reembolsable", y con qué condiciones?',
      ),
      t(
        `Paid by card? If they refuse, call your card issuer about disputing the ${deposit ?? 'deposit'} charge.`,
        `¿Pagó con tarjeta? Si se niegan, llame al emisor de su tarjeta para disputar el cargo de ${deposit ?? 'el depósito'}.`,
      ),
      t(
        "Ask your state attorney general's consumer office what your state's rules say about dealer deposits.",
        'Pregunte a la oficina del consumidor del fiscal general de su estado qué dicen las reglas de su estado sobre los depósitos en concesionarios.',
      ),
      t(
        'Get every promise in writing, with a name and a date.',
        'Pida cada promesa por escrito, con nombre y fecha.',
      ),
    ],
    complaint: t(
      "your card issuer (a dispute of the charge) and your state attorney general's consumer protection office",
      'el emisor de su tarjeta (una disputa del cargo) y la oficina de protección al consumidor del fiscal general de su estado',
    ),
  };
}

/** One copy for both languages: every method words itself in `ctx.lang`. */
const DEALER_DEPOSIT: AreaCopy = {
  style: () => 'service',
  party: (ctx) => ctx.namedParty ?? inLanguage(ctx.lang)('the dealer', 'el concesionario'),
  subject: (ctx) => {
    const { deposit } = figures(ctx);
    return inLanguage(ctx.lang)(
      `the ${deposit ? `${deposit} ` : ''}deposit on the [year, make, model]`,
      `el depósito${deposit ? ` de ${deposit}` : ''} por el [año, marca, modelo]`,
    );
  },
  strategy: (ctx) => words(ctx).strategy,
  opening: (ctx) => quoteLines(words(ctx).opening),
  rungs: (ctx) => rungsInOrder(words(ctx).rungs),
  email: (ctx) => words(ctx).email,
  talkingPoints: (ctx) => [...words(ctx).points],
  questions: () => [],
  complaintRoutes: (ctx) => words(ctx).complaint,
  rightLine: () => undefined,
  // The whole deposit is the goal; a part back is taken without settling the rest.
  judgeOffer: (ctx, offered) => {
    const deposit = ctx.value('deposit', 'paid', 'billed', 'other');
    if (offered === undefined || deposit === undefined) return undefined;
    return offered >= deposit ? 'accept' : 'take_part';
  },
  owedInFull: (ctx) => {
    const { deposit } = figures(ctx);
    return inLanguage(ctx.lang)(
      `the full ${deposit ? `${deposit} ` : ''}deposit back`,
      `la devolución completa del depósito${deposit ? ` de ${deposit}` : ''}`,
    );
  },
  nextStep: (ctx, outcome, offer) => {
    const t = inLanguage(ctx.lang);
    const { deposit, theDeposit } = figures(ctx);
    switch (outcome) {
      case 'said_no':
        return t(
          `Ask them to send you the paper you signed that says "non-refundable". If there's no signed paper, or it ties the deposit to a purchase that never happened, repeat your request in writing with a date. If you paid by card, call your card issuer and ask to dispute the ${deposit ?? 'deposit'} charge; and ask your state attorney general's consumer office what your state's rules say about dealer deposits, and file a complaint there.`,
          `Pida que le envíen el papel firmado por usted que diga "no reembolsable". Si no hay un papel firmado, o si ata el depósito a una compra que nunca ocurrió, repita su petición por escrito con una fecha. Si pagó con tarjeta, llame al emisor de su tarjeta y pida disputar el cargo de ${deposit ?? 'el depósito'}; y pregunte a la oficina del consumidor del fiscal general de su estado qué dicen las reglas de su estado sobre los depósitos en concesionarios, y presente una queja ahí.`,
        );
      case 'counter_offer':
        return t(
          `Take ${offer ?? 'what they return'} as part of ${theDeposit}, not as the end of it: ask in writing for the rest by a date, and if you paid by card, ask your card issuer about disputing the rest.`,
          `Acepte ${offer ?? 'lo que le devuelvan'} como parte de ${theDeposit}, no como el final: pida por escrito el resto con una fecha, y si pagó con tarjeta, pregunte al emisor de su tarjeta cómo disputar el resto.`,
        );
      case 'no_reply':
        return t(
          `Send your written request again, with a last date. Then, if you paid by card, dispute the ${deposit ?? 'deposit'} charge with your card issuer, and file a complaint with your state attorney general's consumer office.`,
          `Envíe de nuevo su petición por escrito, con una última fecha. Luego, si pagó con tarjeta, dispute el cargo de ${deposit ?? 'el depósito'} con el emisor de su tarjeta, y presente una queja ante la oficina del consumidor del fiscal general de su estado.`,
        );
      case 'agreed':
        return t(
          'Get the refund date in writing, and check your card or bank statement until the money is back.',
          'Pida la fecha del reembolso por escrito, y revise su estado de cuenta de la tarjeta o del banco hasta que el dinero vuelva.',
        );
      default:
        return undefined;
    }
  },
  honestRoute: (ctx) =>
    inLanguage(ctx.lang)(
      'Stick to what happened and what you signed: no purchase, financing not approved, and the deposit receipt.',
      'Aténgase a lo que pasó y a lo que firmó: ninguna compra, el financiamiento no aprobado y el recibo del depósito.',
    ),
};

/** The car area's playbook, with a deposit kept on a car never bought answered by its own words. */
export function withDealerDeposit(playbook: AreaPlaybook): AreaPlaybook {
  const wrap = (copy: AreaCopy): AreaCopy =>
    delegateCopy((ctx) =>
      is(ctx, 'car_dealer_addons') && ctx.case.flags.carDepositKept === true ? DEALER_DEPOSIT : copy,
    );
  return { en: wrap(playbook.en), es: wrap(playbook.es) };
}
