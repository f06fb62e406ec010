import { has, or, type AreaPlaybook, type CopyContext } from './types.js';

const isLodging = (ctx: CopyContext) => has(ctx, 'short_term_lodging');
const isTickets = (ctx: CopyContext) => has(ctx, 'live_event_tickets');
const isCoveredByFeeRule = (ctx: CopyContext) => isLodging(ctx) || isTickets(ctx);

export const hiddenFees: AreaPlaybook = {
  en: {
    party: (ctx) =>
      ctx.namedParty ?? (isLodging(ctx) ? 'the hotel' : isTickets(ctx) ? 'the ticket seller' : 'the company'),
    subject: (ctx) =>
      `the ${ctx.amount ? `${ctx.amount} ` : ''}fee${ctx.namedParty ? ` from ${ctx.namedParty}` : ''}`,
    strategy: (ctx) =>
      isCoveredByFeeRule(ctx)
        ? `Since May 2025, sellers of event tickets and short-term stays must show the total price up front, mandatory fees included (see below). If ${ctx.amount ? `the ${ctx.amount} fee` : 'the fee'} showed up only at checkout or at the front desk, say so and ask for it to be removed or refunded.`
        : `Ask them to remove ${ctx.amount ? `the ${ctx.amount} fee` : 'a fee'} you weren't told about before you paid. Ask where it was disclosed; if they can't show you, that is your leverage. Keep it calm and short, and ask for the refund to your original payment method.`,
    opening: (ctx) =>
      [
        `"Hi, my name is [your name], and I'm calling about my [booking / order / account], number [confirmation number]."`,
        `"I was charged a ${ctx.amount ? `${ctx.amount} ` : ''}fee${ctx.date ? ` on ${ctx.date}` : ''} that I wasn't told about before I paid.${isCoveredByFeeRule(ctx) ? " The total price I was shown didn't include it." : ''}"`,
        `"Could you show me where it was disclosed? If you can't, I'd like it removed and refunded to my card."`,
      ].join('\n'),
    rungs: (ctx) => ({
      discount: { label: 'Reduce it', line: "If you can't remove it, could you cut it in half?" },
      credit: {
        label: 'Credit or points',
        line: 'Could you give me a credit, points or a voucher for the same amount instead?',
      },
      downgrade: {
        label: 'Fee-free option',
        line: `Is there a way to get what I paid for without this fee, such as [a different ${isLodging(ctx) ? 'room or rate' : 'delivery option or plan'}]?`,
      },
      supervisor: { label: 'Supervisor', line: 'May I speak with a supervisor or someone in customer care?' },
      retention: {
        label: 'Cancel (only if you mean it)',
        line: 'If the fee has to stay, I would like to cancel. What are my options?',
      },
      complaint: {
        label: 'Written complaint',
        line: "I'll put my complaint in writing. Where should I send it?",
      },
    }),
    email: (ctx) => ({
      subject: `Request to refund the ${ctx.amount ? `${ctx.amount} ` : ''}fee, [order, booking or account] [number]`,
      body: `Hello,\n\nOn ${or(ctx.date, '[date]')} I was charged a ${or(ctx.amount, '[amount]')} [name of the fee] on [order, booking or account] [number]. This fee was not shown to me before I paid.${isCoveredByFeeRule(ctx) ? ' The total price I was shown was [total shown].' : ''}\n\nPlease show me where this fee was disclosed, or remove it and refund it to my original payment method.\n\nCould you reply by [date]?\n\nThank you,\n[Your name]`,
    }),
    talkingPoints: () => [
      'Screenshot the price you were shown and the final receipt, side by side.',
      'Ask: "Where was this fee disclosed before I paid?"',
      "Ask for the refund to your original payment method, not a voucher, unless you'd really use the voucher.",
      'Stay short and calm: one ask, then wait.',
    ],
    complaintRoutes: () =>
      "the FTC at reportfraud.ftc.gov and your state attorney general's consumer protection office",
  },
  es: {
    party: (ctx) =>
      ctx.namedParty ??
      (isLodging(ctx) ? 'el hotel' : isTickets(ctx) ? 'el vendedor de boletos' : 'la compañía'),
    subject: (ctx) =>
      `el cargo${ctx.amount ? ` de ${ctx.amount}` : ''}${ctx.namedParty ? ` de ${ctx.namedParty}` : ''}`,
    strategy: (ctx) =>
      isCoveredByFeeRule(ctx)
        ? `Desde mayo de 2025, quienes venden boletos para eventos y estancias cortas deben mostrar el precio total desde el inicio, con los cargos obligatorios incluidos (míralo abajo). Si ${ctx.amount ? `el cargo de ${ctx.amount}` : 'el cargo'} apareció solo al pagar o en la recepción, dilo y pide que lo quiten o te lo reembolsen.`
        : `Pide que quiten ${ctx.amount ? `el cargo de ${ctx.amount}` : 'un cargo'} del que no te avisaron antes de pagar. Pregunta dónde se informó; si no te lo pueden mostrar, esa es tu ventaja. Mantente tranquilo y breve, y pide el reembolso a tu forma de pago original.`,
    opening: (ctx) =>
      [
        `"Hola, me llamo [tu nombre] y llamo por mi [reservación / pedido / cuenta], número [número de confirmación]."`,
        `"Me cobraron un cargo${ctx.amount ? ` de ${ctx.amount}` : ''}${ctx.date ? ` el ${ctx.date}` : ''} del que no me avisaron antes de pagar.${isCoveredByFeeRule(ctx) ? ' El precio total que me mostraron no lo incluía.' : ''}"`,
        `"¿Me pueden mostrar dónde se informó? Si no, quisiera que lo quiten y me lo reembolsen a mi tarjeta."`,
      ].join('\n'),
    rungs: (ctx) => ({
      discount: { label: 'Reducirlo', line: 'Si no pueden quitarlo, ¿lo pueden bajar a la mitad?' },
      credit: {
        label: 'Crédito o puntos',
        line: '¿Me pueden dar un crédito, puntos o un cupón por el mismo monto?',
      },
      downgrade: {
        label: 'Opción sin cargo',
        line: `¿Hay forma de obtener lo que pagué sin este cargo, por ejemplo [otra ${isLodging(ctx) ? 'habitación o tarifa' : 'opción de entrega o plan'}]?`,
      },
      supervisor: {
        label: 'Supervisor',
        line: '¿Puedo hablar con un supervisor o con alguien de atención al cliente?',
      },
      retention: {
        label: 'Cancelar (solo si lo dices en serio)',
        line: 'Si el cargo tiene que quedarse, quisiera cancelar. ¿Qué opciones tengo?',
      },
      complaint: { label: 'Queja por escrito', line: 'Voy a poner mi queja por escrito. ¿A dónde la envío?' },
    }),
    email: (ctx) => ({
      subject: `Solicitud de reembolso del cargo${ctx.amount ? ` de ${ctx.amount}` : ''}, [pedido, reservación o cuenta] [número]`,
      body: `Hola:\n\nEl ${or(ctx.date, '[fecha]')} me cobraron ${or(ctx.amount, '[monto]')} por [nombre del cargo] en [pedido, reservación o cuenta] [número]. Este cargo no se me mostró antes de pagar.${isCoveredByFeeRule(ctx) ? ' El precio total que me mostraron fue [total mostrado].' : ''}\n\nLes pido que me muestren dónde se informó este cargo, o que lo quiten y me lo reembolsen a mi forma de pago original.\n\n¿Me pueden responder antes del [fecha]?\n\nGracias,\n[Tu nombre]`,
    }),
    talkingPoints: () => [
      'Toma captura del precio que te mostraron y del recibo final, uno al lado del otro.',
      'Pregunta: "¿Dónde se informó este cargo antes de que pagara?"',
      'Pide el reembolso a tu forma de pago original, no un cupón, salvo que de verdad lo vayas a usar.',
      'Sé breve y tranquilo: una petición y luego espera.',
    ],
    complaintRoutes: () =>
      'la FTC en reportfraud.ftc.gov y la oficina de protección al consumidor del fiscal general de tu estado',
  },
};
