import { has, or, type AreaPlaybook, type CopyContext } from './types.js';

const isUnpaidInvoice = (ctx: CopyContext) => has(ctx, 'unpaid_invoice');

export const vendors: AreaPlaybook = {
  en: {
    style: 'relationship',
    party: (ctx) => ctx.namedParty ?? (isUnpaidInvoice(ctx) ? 'your client' : 'your supplier'),
    subject: (ctx) =>
      isUnpaidInvoice(ctx)
        ? `invoice [number]${ctx.amount ? ` for ${ctx.amount}` : ''}`
        : `the ${ctx.percent ? `${ctx.percent} ` : ''}price increase${ctx.namedParty ? ` from ${ctx.namedParty}` : ''}`,
    strategy: (ctx) =>
      isUnpaidInvoice(ctx)
        ? `Be friendly and specific: invoice number, amount${ctx.amount ? ` (${ctx.amount})` : ''}, due date. Ask for a payment date, not a promise, and make paying easy: a payment link, or two installments. If dates slip, move from friendly reminders to a firm written notice, and pause new work until you're paid.`
        : 'Your business is worth keeping, and switching suppliers costs them too. Ask them to hold the current price for a set period, phase the increase in, or trade something for it: a longer commitment, bigger orders, faster payment. Get one alternative quote before you call, so "we\'re reviewing suppliers" is true.',
    opening: (ctx) =>
      isUnpaidInvoice(ctx)
        ? [
            `"Hi [client's name], this is [your name]. I'm calling about invoice [number] for ${or(ctx.amount, '[amount]')}, which was due on ${or(ctx.date, '[due date]')}."`,
            `"Is anything holding it up on your side?"`,
            `"Can you give me the date the payment will go out?"`,
          ].join('\n')
        : [
            `"Hi [account manager's name], this is [your name] from [your business]. We've been ordering from you for [number] years."`,
            `"I got the notice about the ${ctx.percent ? `${ctx.percent} ` : ''}increase${ctx.amount ? ` (to ${ctx.amount})` : ''}. That's a real hit to our margins."`,
            `"Could you hold our current price for the next [six] months?"`,
          ].join('\n'),
    rungs: (ctx) =>
      isUnpaidInvoice(ctx)
        ? {
            discount: { label: 'A firm date', line: 'Can we agree on a specific payment date this week?' },
            credit: {
              label: 'Split it',
              line: 'Would it help to split it into two payments, half now and half on [date]?',
            },
            downgrade: {
              label: 'Part now',
              line: 'Could you send part of it today, so the account stays current?',
            },
            supervisor: {
              label: 'Accounts payable or owner',
              line: 'Who handles payments? Could you connect me with accounts payable or the owner?',
            },
            retention: {
              label: 'Pause new work',
              line: "I'll need to pause new work until the invoice is paid. I'd like to keep working together.",
            },
            complaint: {
              label: 'Final written notice',
              line: "I'll send a final written notice with a payment deadline.",
            },
          }
        : {
            discount: {
              label: 'Hold or phase in',
              line: "If you can't hold it, could we phase it in over [three] months?",
            },
            credit: {
              label: 'Volume rebate',
              line: 'If we commit to [larger orders / a longer contract], can you give us a rebate or free delivery?',
            },
            downgrade: {
              label: 'Different product or terms',
              line: 'Is there a comparable product or pack size that keeps us near our current cost, or better payment terms?',
            },
            supervisor: {
              label: 'Their manager',
              line: "Could you take this to your manager? I'd like to keep the account with you.",
            },
            retention: {
              label: 'Reviewing suppliers (only if true)',
              line: "We're getting other quotes. Before we decide, what's the best you can do?",
            },
            complaint: {
              label: 'In writing',
              line: 'Please send me the new terms in writing, and point me to the part of our agreement that allows the change.',
            },
          },
    email: (ctx) =>
      isUnpaidInvoice(ctx)
        ? {
            subject: `Invoice [number]${ctx.amount ? ` for ${ctx.amount}` : ''}: payment date`,
            body: `Hi [client's name],\n\nI hope you're well. Invoice [number] for ${or(ctx.amount, '[amount]')} was due on ${or(ctx.date, '[due date]')}, and I haven't received payment yet. A copy is attached.\n\nCould you let me know the date the payment will go out? If it helps, you can pay by [payment link or method], or we can split it into two payments.\n\nThank you,\n[Your name]\n[Your business]`,
          }
        : {
            subject: `[Your business]: request about the ${ctx.percent ? `${ctx.percent} ` : ''}price increase`,
            body: `Hi [account manager's name],\n\nThank you for the notice about the price increase${ctx.percent ? ` of ${ctx.percent}` : ''}${ctx.date ? ` starting ${ctx.date}` : ''}. We value working with you and would like to continue.\n\nThe increase${ctx.amount ? ` (to ${ctx.amount})` : ''} is a real cost for us. We'd like to ask you to:\n1. Hold our current pricing until [date], or\n2. Phase the increase in over [three] months.\n\nIn exchange, we can [commit to (volume) / sign a (12)-month agreement / pay within (10) days].\n\nCould you reply by [date]?\n\nThank you,\n[Your name]\n[Your business]`,
          },
    talkingPoints: (ctx) =>
      isUnpaidInvoice(ctx)
        ? [
            'Start friendly: a late payment is often a process problem, not bad faith.',
            'Ask for a date, write it down, and confirm it by email the same day.',
            'Make paying easy: a link, a phone payment, or two installments.',
            'Check your contract for late fees or interest, and mention them only if they are in it.',
            'Pause new work before the unpaid amount grows.',
          ]
        : [
            'Know your numbers: how much you buy a year and what the increase costs you.',
            'Bring one real alternative quote; never invent one.',
            "Trade, don't just ask: volume, contract length or faster payment for a better price.",
            'Ask: "Which part of our agreement allows a change mid-term?"',
            'Get the final terms in writing.',
          ],
    openQuestion: (ctx) =>
      isUnpaidInvoice(ctx) || ctx.percent || ctx.amount
        ? undefined
        : 'Is a supplier raising your prices, or is a client late paying you?',
    complaintRoutes: (ctx) =>
      isUnpaidInvoice(ctx)
        ? 'a final demand letter, then small claims court in your county (ask the court clerk about the limits and fees)'
        : "your account manager's boss, in writing, along with the other suppliers' quotes",
  },
  es: {
    style: 'relationship',
    party: (ctx) => ctx.namedParty ?? (isUnpaidInvoice(ctx) ? 'tu cliente' : 'tu proveedor'),
    subject: (ctx) =>
      isUnpaidInvoice(ctx)
        ? `la factura [número]${ctx.amount ? ` de ${ctx.amount}` : ''}`
        : `el aumento de precio${ctx.percent ? ` del ${ctx.percent}` : ''}${ctx.namedParty ? ` de ${ctx.namedParty}` : ''}`,
    strategy: (ctx) =>
      isUnpaidInvoice(ctx)
        ? `Sé amable y concreto: número de factura, monto${ctx.amount ? ` (${ctx.amount})` : ''} y fecha de vencimiento. Pide una fecha de pago, no una promesa, y facilita el pago: un enlace de pago o dos pagos. Si las fechas se atrasan, pasa de recordatorios amables a un aviso firme por escrito, y pausa el trabajo nuevo hasta que te paguen.`
        : 'Tu negocio vale la pena para ellos, y perder un cliente también les cuesta. Pide que mantengan el precio actual por un tiempo, que apliquen el aumento por etapas, o ofrece algo a cambio: un compromiso más largo, pedidos más grandes, pago más rápido. Consigue una cotización alternativa antes de llamar, para que "estamos revisando proveedores" sea cierto.',
    opening: (ctx) =>
      isUnpaidInvoice(ctx)
        ? [
            `"Hola [nombre del cliente], soy [tu nombre]. Llamo por la factura [número] de ${or(ctx.amount, '[monto]')}, que vencía el ${or(ctx.date, '[fecha de vencimiento]')}."`,
            `"¿Hay algo que la esté deteniendo de su lado?"`,
            `"¿Me puede dar la fecha en que saldrá el pago?"`,
          ].join('\n')
        : [
            `"Hola [nombre del ejecutivo de cuenta], soy [tu nombre], de [tu negocio]. Les compramos desde hace [número] años."`,
            `"Recibí el aviso del aumento${ctx.percent ? ` del ${ctx.percent}` : ''}${ctx.amount ? ` (a ${ctx.amount})` : ''}. Es un golpe fuerte para nuestro margen."`,
            `"¿Podrían mantener nuestro precio actual por los próximos [seis] meses?"`,
          ].join('\n'),
    rungs: (ctx) =>
      isUnpaidInvoice(ctx)
        ? {
            discount: {
              label: 'Una fecha firme',
              line: '¿Podemos acordar una fecha de pago concreta esta semana?',
            },
            credit: {
              label: 'Dividirlo',
              line: '¿Le ayudaría dividirlo en dos pagos, la mitad ahora y la otra mitad el [fecha]?',
            },
            downgrade: {
              label: 'Una parte ya',
              line: '¿Podría enviar una parte hoy, para que la cuenta quede al corriente?',
            },
            supervisor: {
              label: 'Cuentas por pagar o el dueño',
              line: '¿Quién se encarga de los pagos? ¿Me puede comunicar con cuentas por pagar o con el dueño?',
            },
            retention: {
              label: 'Pausar el trabajo nuevo',
              line: 'Voy a tener que pausar el trabajo nuevo hasta que se pague la factura. Me gustaría seguir trabajando juntos.',
            },
            complaint: {
              label: 'Aviso final por escrito',
              line: 'Le enviaré un aviso final por escrito con una fecha límite de pago.',
            },
          }
        : {
            discount: {
              label: 'Mantener o escalonar',
              line: 'Si no pueden mantenerlo, ¿podemos aplicar el aumento por etapas en [tres] meses?',
            },
            credit: {
              label: 'Bonificación por volumen',
              line: 'Si nos comprometemos a [pedidos más grandes / un contrato más largo], ¿nos pueden dar una bonificación o entrega gratis?',
            },
            downgrade: {
              label: 'Otro producto u otras condiciones',
              line: '¿Hay un producto o presentación comparable que nos mantenga cerca del costo actual, o mejores condiciones de pago?',
            },
            supervisor: {
              label: 'Su gerente',
              line: '¿Podría llevar esto a su gerente? Me gustaría seguir con ustedes.',
            },
            retention: {
              label: 'Revisando proveedores (solo si es cierto)',
              line: 'Estamos pidiendo otras cotizaciones. Antes de decidir, ¿qué es lo mejor que pueden hacer?',
            },
            complaint: {
              label: 'Por escrito',
              line: 'Por favor envíenme las nuevas condiciones por escrito e indíquenme qué parte de nuestro acuerdo permite el cambio.',
            },
          },
    email: (ctx) =>
      isUnpaidInvoice(ctx)
        ? {
            subject: `Factura [número]${ctx.amount ? ` de ${ctx.amount}` : ''}: fecha de pago`,
            body: `Hola [nombre del cliente]:\n\nEspero que estés bien. La factura [número] de ${or(ctx.amount, '[monto]')} vencía el ${or(ctx.date, '[fecha de vencimiento]')} y todavía no he recibido el pago. Adjunto una copia.\n\n¿Me puedes decir la fecha en que saldrá el pago? Si te ayuda, puedes pagar por [enlace o forma de pago], o podemos dividirlo en dos pagos.\n\nGracias,\n[Tu nombre]\n[Tu negocio]`,
          }
        : {
            subject: `[Tu negocio]: solicitud sobre el aumento de precio${ctx.percent ? ` del ${ctx.percent}` : ''}`,
            body: `Hola [nombre del ejecutivo de cuenta]:\n\nGracias por el aviso del aumento de precio${ctx.percent ? ` del ${ctx.percent}` : ''}${ctx.date ? ` a partir del ${ctx.date}` : ''}. Valoramos trabajar con ustedes y queremos seguir.\n\nEl aumento${ctx.amount ? ` (a ${ctx.amount})` : ''} es un costo importante para nosotros. Les pedimos:\n1. Mantener nuestros precios actuales hasta el [fecha], o\n2. Aplicar el aumento por etapas en [tres] meses.\n\nA cambio, podemos [comprometernos a (volumen) / firmar un acuerdo de (12) meses / pagar en (10) días].\n\n¿Nos podrían responder antes del [fecha]?\n\nGracias,\n[Tu nombre]\n[Tu negocio]`,
          },
    talkingPoints: (ctx) =>
      isUnpaidInvoice(ctx)
        ? [
            'Empieza amable: un pago atrasado muchas veces es un problema de proceso, no de mala fe.',
            'Pide una fecha, anótala y confírmala por correo el mismo día.',
            'Facilita el pago: un enlace, un pago por teléfono o dos pagos.',
            'Revisa tu contrato por cargos por atraso o intereses, y menciónalos solo si están ahí.',
            'Pausa el trabajo nuevo antes de que crezca lo que te deben.',
          ]
        : [
            'Conoce tus cifras: cuánto compras al año y cuánto te cuesta el aumento.',
            'Lleva una cotización alternativa real; nunca inventes una.',
            'Intercambia, no solo pidas: volumen, duración del contrato o pago más rápido a cambio de un mejor precio.',
            'Pregunta: "¿Qué parte de nuestro acuerdo permite un cambio a mitad de plazo?"',
            'Consigue las condiciones finales por escrito.',
          ],
    openQuestion: (ctx) =>
      isUnpaidInvoice(ctx) || ctx.percent || ctx.amount
        ? undefined
        : '¿Un proveedor te está subiendo los precios, o un cliente se está atrasando en pagarte?',
    complaintRoutes: (ctx) =>
      isUnpaidInvoice(ctx)
        ? 'una carta final de cobro y luego la corte de reclamos menores de tu condado (pregunta en la secretaría por los límites y costos)'
        : 'el jefe de tu ejecutivo de cuenta, por escrito, junto con las cotizaciones de otros proveedores',
  },
};
