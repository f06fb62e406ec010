import { has, or, type AreaPlaybook, type CopyContext } from './types.js';

const isDealer = (ctx: CopyContext) => has(ctx, 'car_dealer');

/** A dealer's figures could be the price, an add-on or a fee, so Lane lists them without guessing. */
function quoted(ctx: CopyContext, and: string): string | undefined {
  const figures = ctx.amounts.map((amount) => amount.text);
  if (figures.length === 0) return undefined;
  return figures.length === 1 ? figures[0] : `${figures.slice(0, -1).join(', ')} ${and} ${figures.at(-1)}`;
}

/** With two figures for a repair, the lower is the estimate and the higher the final bill. */
function estimateAndBill(ctx: CopyContext): { estimate: string; bill: string } | undefined {
  if (ctx.amounts.length < 2) return undefined;
  const sorted = [...ctx.amounts].sort((a, b) => a.value - b.value);
  const [low, high] = [sorted[0], sorted.at(-1)];
  if (!low || !high || low.value === high.value) return undefined;
  return { estimate: low.text, bill: high.text };
}

export const carRepairsDealers: AreaPlaybook = {
  en: {
    party: (ctx) => ctx.namedParty ?? (isDealer(ctx) ? 'the dealer' : 'the shop'),
    subject: (ctx) =>
      isDealer(ctx)
        ? `the out-the-door price${ctx.namedParty ? ` at ${ctx.namedParty}` : ''}`
        : `the ${ctx.amount ? `${ctx.amount} ` : ''}repair bill${ctx.namedParty ? ` from ${ctx.namedParty}` : ''}`,
    strategy: (ctx) =>
      isDealer(ctx)
        ? "Negotiate the out-the-door price, not the monthly payment. Ask for a written out-the-door quote that lists every fee and add-on, say no to add-ons you didn't ask for, and be ready to walk out: another dealer can sell you the same car."
        : "Ask the shop to walk you through the invoice line by line: parts, labor hours and the hourly rate. Compare it with the estimate you approved; work you didn't authorize is the first thing to question. Ask your state's consumer protection office whether a written estimate or your OK is required before extra work: Lane won't guess your local law.",
    opening: (ctx) => {
      if (isDealer(ctx)) {
        return [
          `"Hi, this is [your name]. I'm looking at your quote for the [year, make, model, trim]${quoted(ctx, 'and') ? `, which includes ${quoted(ctx, 'and')}` : ''}."`,
          `"Before we talk about payments, could you send me the out-the-door price in writing, with every fee and add-on listed?"`,
          `"I'm not paying for add-ons I didn't ask for, like [paint protection / VIN etching / nitrogen in the tires]. Please take them off."`,
        ].join('\n');
      }
      const figures = estimateAndBill(ctx);
      return [
        `"Hi, this is [your name]. You worked on my [year, make and model]${ctx.date ? ` on ${ctx.date}` : ''}, and the bill is ${figures?.bill ?? or(ctx.amount, '[bill amount]')}."`,
        `"The estimate I approved was ${figures?.estimate ?? '[estimate amount]'}. Can you walk me through the difference, line by line: parts, labor hours and the rate?"`,
        `"I'm happy to pay for the work I approved. For anything I didn't approve, I'd like it taken off."`,
      ].join('\n');
    },
    rungs: (ctx) =>
      isDealer(ctx)
        ? {
            discount: {
              label: 'Drop the add-ons',
              line: "Please remove the add-ons I didn't ask for and show me the new total.",
            },
            credit: {
              label: 'They cover a cost',
              line: "If the price can't move, could you cover [the first service / floor mats / a tank of gas] instead?",
            },
            downgrade: {
              label: 'Different trim or car',
              line: "What's the out-the-door price on [a lower trim / a similar car on the lot]?",
            },
            supervisor: {
              label: 'Sales manager',
              line: 'Could I talk with the sales manager about the total?',
            },
            retention: {
              label: 'Walk away politely',
              line: "Thanks for your time. I'm going to compare quotes; here's my number if you can do [your price].",
            },
            complaint: {
              label: 'In writing',
              line: 'Please put your final out-the-door offer in writing so I can compare it.',
            },
          }
        : {
            discount: {
              label: 'Labor discount',
              line: 'Could you take the extra labor off, or charge the hours in the estimate?',
            },
            credit: {
              label: 'Credit for next visit',
              line: "If you can't lower this bill, could you give me a credit toward my next service?",
            },
            downgrade: {
              label: 'Approved work only',
              line: 'Can I pay for the approved work today and settle the rest once I see the old parts and the details?',
            },
            supervisor: {
              label: 'Service manager',
              line: 'May I speak with the service manager or the owner?',
            },
            retention: {
              label: 'Keep your business',
              line: "I'd like to keep bringing my car here. Can we find a fair number together?",
            },
            complaint: {
              label: 'Written complaint',
              line: "I'll put my complaint in writing. Who should it go to?",
            },
          },
    email: (ctx) => {
      if (isDealer(ctx)) {
        return {
          subject: 'Out-the-door quote for [year, make, model], stock number [number]',
          body: `Hello,\n\nI'm interested in the [year, make, model, trim]${quoted(ctx, 'and') ? `; your quote includes ${quoted(ctx, 'and')}` : ''}. Please send me your out-the-door price in writing, listing separately the vehicle price, each fee, taxes, and any add-ons.\n\nI'm not interested in add-ons I didn't request. [I'm ready to buy this week at an out-the-door price of (your price).]\n\nThank you,\n[Your name]\n[Phone number]`,
        };
      }
      const figures = estimateAndBill(ctx);
      const bill = figures?.bill ?? ctx.amount;
      return {
        subject: `Invoice [invoice number]: question about the ${bill ? `${bill} ` : ''}repair bill`,
        body: `Hello,\n\nOn ${or(ctx.date, '[date]')} you worked on my [year, make, model]. The estimate I approved was ${figures?.estimate ?? '[estimate amount]'}, and the final bill is ${figures?.bill ?? or(ctx.amount, '[bill amount]')}.\n\nI didn't approve work beyond the estimate. Please send me an itemized invoice with the parts, labor hours and hourly rate, and remove the charges I did not authorize.\n\nI'd like to settle this by [date].\n\nThank you,\n[Your name]\n[Phone number]`,
      };
    },
    talkingPoints: (ctx) =>
      isDealer(ctx)
        ? [
            'Talk about the total out-the-door price, never only the monthly payment.',
            "Get a loan pre-approval from your bank or credit union first, so you can compare the dealer's financing.",
            'Ask about each add-on: "Is this optional? Please remove it."',
            "Read the buyer's order line by line before you sign anything.",
          ]
        : [
            'Ask for your old parts back; it is a normal request.',
            'Check the labor hours against the estimate, and ask what they charge per hour.',
            'Ask whether they will release the car if you pay the approved amount now and dispute the rest in writing.',
            'Keep every estimate, text and invoice.',
            'If you paid by credit card, ask your card issuer how to dispute a charge for work not done as agreed.',
          ],
    openQuestion: (ctx) =>
      isDealer(ctx) || has(ctx, 'car_repair')
        ? undefined
        : "Is this a repair shop's bill or a price from a car dealer?",
    complaintRoutes: (ctx) =>
      isDealer(ctx)
        ? "the dealership's general manager, the manufacturer's customer care line, and your state attorney general's consumer protection office"
        : "the shop's owner, and your state attorney general's consumer protection office",
  },
  es: {
    party: (ctx) => ctx.namedParty ?? (isDealer(ctx) ? 'el concesionario' : 'el taller'),
    subject: (ctx) =>
      isDealer(ctx)
        ? `el precio total final${ctx.namedParty ? ` en ${ctx.namedParty}` : ''}`
        : `la factura de reparación${ctx.amount ? ` de ${ctx.amount}` : ''}${ctx.namedParty ? ` de ${ctx.namedParty}` : ''}`,
    strategy: (ctx) =>
      isDealer(ctx)
        ? 'Negocia el precio total final (out-the-door), no la mensualidad. Pide por escrito una cotización total que detalle cada cargo y cada extra, di que no a los extras que no pediste y prepárate para irte: otro concesionario puede venderte el mismo auto.'
        : 'Pide al taller que te explique la factura línea por línea: piezas, horas de mano de obra y la tarifa por hora. Compárala con el presupuesto que aprobaste; el trabajo que no autorizaste es lo primero que hay que cuestionar. Pregunta en la oficina de protección al consumidor de tu estado si se requiere un presupuesto por escrito o tu aprobación antes de trabajo extra: Lane no adivina tu ley local.',
    opening: (ctx) => {
      if (isDealer(ctx)) {
        return [
          `"Hola, soy [tu nombre]. Estoy viendo su cotización del [año, marca, modelo, versión]${quoted(ctx, 'y') ? `, que incluye ${quoted(ctx, 'y')}` : ''}."`,
          `"Antes de hablar de pagos, ¿me pueden enviar por escrito el precio total final, con cada cargo y cada extra detallado?"`,
          `"No voy a pagar extras que no pedí, como [protección de pintura / grabado del VIN / nitrógeno en las llantas]. Por favor quítenlos."`,
        ].join('\n');
      }
      const figures = estimateAndBill(ctx);
      return [
        `"Hola, soy [tu nombre]. Trabajaron en mi [año, marca y modelo]${ctx.date ? ` el ${ctx.date}` : ''} y la factura es de ${figures?.bill ?? or(ctx.amount, '[monto de la factura]')}."`,
        `"El presupuesto que aprobé fue de ${figures?.estimate ?? '[monto del presupuesto]'}. ¿Me pueden explicar la diferencia línea por línea: piezas, horas de mano de obra y la tarifa?"`,
        `"Con gusto pago el trabajo que aprobé. Lo que no aprobé, quisiera que lo quiten."`,
      ].join('\n');
    },
    rungs: (ctx) =>
      isDealer(ctx)
        ? {
            discount: {
              label: 'Quitar los extras',
              line: 'Por favor quiten los extras que no pedí y muéstrenme el nuevo total.',
            },
            credit: {
              label: 'Que cubran un costo',
              line: 'Si el precio no puede bajar, ¿podrían cubrir [el primer servicio / los tapetes / un tanque de gasolina]?',
            },
            downgrade: {
              label: 'Otra versión u otro auto',
              line: '¿Cuál es el precio total final de [una versión más básica / un auto parecido que tengan en el lote]?',
            },
            supervisor: {
              label: 'Gerente de ventas',
              line: '¿Puedo hablar con el gerente de ventas sobre el total?',
            },
            retention: {
              label: 'Irte con amabilidad',
              line: 'Gracias por su tiempo. Voy a comparar cotizaciones; aquí está mi número si pueden llegar a [tu precio].',
            },
            complaint: {
              label: 'Por escrito',
              line: 'Por favor pongan su oferta final total por escrito para poder compararla.',
            },
          }
        : {
            discount: {
              label: 'Descuento en mano de obra',
              line: '¿Pueden quitar la mano de obra extra, o cobrar las horas del presupuesto?',
            },
            credit: {
              label: 'Crédito para la próxima visita',
              line: 'Si no pueden bajar esta factura, ¿me pueden dar un crédito para mi próximo servicio?',
            },
            downgrade: {
              label: 'Solo lo aprobado',
              line: '¿Puedo pagar hoy el trabajo aprobado y resolver el resto cuando vea las piezas viejas y el detalle?',
            },
            supervisor: {
              label: 'Gerente de servicio',
              line: '¿Puedo hablar con el gerente de servicio o con el dueño?',
            },
            retention: {
              label: 'Seguir siendo cliente',
              line: 'Quiero seguir trayendo mi auto aquí. ¿Podemos encontrar juntos una cifra justa?',
            },
            complaint: {
              label: 'Queja por escrito',
              line: 'Voy a poner mi queja por escrito. ¿A quién la dirijo?',
            },
          },
    email: (ctx) => {
      if (isDealer(ctx)) {
        return {
          subject: 'Cotización total final para [año, marca, modelo], número de inventario [número]',
          body: `Hola:\n\nMe interesa el [año, marca, modelo, versión]${quoted(ctx, 'y') ? `; su cotización incluye ${quoted(ctx, 'y')}` : ''}. Les pido su precio total final por escrito, con el precio del vehículo, cada cargo, los impuestos y cualquier extra por separado.\n\nNo me interesan extras que no pedí. [Estoy listo para comprar esta semana con un precio total final de (tu precio).]\n\nGracias,\n[Tu nombre]\n[Teléfono]`,
        };
      }
      const figures = estimateAndBill(ctx);
      const bill = figures?.bill ?? ctx.amount;
      return {
        subject: `Factura [número de factura]: pregunta sobre la reparación${bill ? ` de ${bill}` : ''}`,
        body: `Hola:\n\nEl ${or(ctx.date, '[fecha]')} trabajaron en mi [año, marca, modelo]. El presupuesto que aprobé fue de ${figures?.estimate ?? '[monto del presupuesto]'} y la factura final es de ${bill ?? '[monto de la factura]'}.\n\nNo aprobé trabajo más allá del presupuesto. Les pido una factura detallada con las piezas, las horas de mano de obra y la tarifa por hora, y que quiten los cargos que no autoricé.\n\nQuisiera resolver esto antes del [fecha].\n\nGracias,\n[Tu nombre]\n[Teléfono]`,
      };
    },
    talkingPoints: (ctx) =>
      isDealer(ctx)
        ? [
            'Habla del precio total final, nunca solo de la mensualidad.',
            'Consigue antes una preaprobación de préstamo de tu banco o cooperativa de crédito, para comparar el financiamiento del concesionario.',
            'Pregunta por cada extra: "¿Esto es opcional? Por favor quítenlo."',
            'Lee la orden de compra línea por línea antes de firmar cualquier cosa.',
          ]
        : [
            'Pide que te devuelvan las piezas viejas; es una petición normal.',
            'Revisa las horas de mano de obra contra el presupuesto y pregunta cuánto cobran por hora.',
            'Pregunta si te entregan el auto si pagas ahora lo aprobado y disputas el resto por escrito.',
            'Guarda cada presupuesto, mensaje y factura.',
            'Si pagaste con tarjeta de crédito, pregunta a tu banco cómo disputar un cargo por trabajo que no se hizo como se acordó.',
          ],
    openQuestion: (ctx) =>
      isDealer(ctx) || has(ctx, 'car_repair')
        ? undefined
        : '¿Es la factura de un taller o un precio de un concesionario de autos?',
    complaintRoutes: (ctx) =>
      isDealer(ctx)
        ? 'el gerente general del concesionario, la línea de atención al cliente del fabricante y la oficina de protección al consumidor del fiscal general de tu estado'
        : 'el dueño del taller y la oficina de protección al consumidor del fiscal general de tu estado',
  },
};
