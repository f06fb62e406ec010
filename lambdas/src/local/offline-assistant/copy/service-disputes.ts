import { has, or, type AreaPlaybook, type CopyContext } from './types.js';

const isOutage = (ctx: CopyContext) => has(ctx, 'outage');
const isCancellation = (ctx: CopyContext) => has(ctx, 'cancellation') && !isOutage(ctx);

export const serviceDisputes: AreaPlaybook = {
  en: {
    party: (ctx) => ctx.namedParty ?? 'the company',
    subject: (ctx) =>
      `the ${ctx.amount ? `${ctx.amount} ` : ''}bill${ctx.namedParty ? ` from ${ctx.namedParty}` : ''}`,
    strategy: (ctx) => {
      if (isOutage(ctx)) {
        return `You paid for service you didn't get, so ask for a credit for the days it was down${ctx.date ? ` (you mentioned ${ctx.date})` : ''}. Have the dates ready, ask for the credit to show on your next bill, and get it confirmed in writing.`;
      }
      if (isCancellation(ctx)) {
        return 'Decide before you call whether you want to leave or to stay at a better price. Ask them to match a better deal or waive the cancellation fee, and say "cancel" only if you mean it. Whatever you agree, get a confirmation number and an email.';
      }
      return `Companies keep a menu of fixes they rarely offer first: promotions, credits, cheaper plans. Ask for one specific result (your old price, a credit, a charge removed)${ctx.amount ? ` on the ${ctx.amount} bill` : ''}. If the first rep can't do it, ask for the retention or loyalty team: that is usually where the better offers are.`;
    },
    opening: (ctx) => {
      const hello = `"Hi, my name is [your name]. I've been a customer since [year], account number [account number]."`;
      if (isOutage(ctx)) {
        return [
          hello,
          `"My service was down [from (date) to (date)]${ctx.date ? `, starting ${ctx.date}` : ''}. I'm paying ${ctx.amount ? `${ctx.amount}` : 'for service'} and I'd like a credit for those days."`,
          `"Can you add that credit to my next bill?"`,
        ].join('\n');
      }
      if (isCancellation(ctx)) {
        return [
          hello,
          `"I'm thinking about canceling. ${ctx.amount ? `Paying ${ctx.amount}` : 'What I pay'} is more than the service is worth to me."`,
          `"Before I decide: is there a better plan or promotion you can offer me? And if I cancel, will you waive any cancellation fee?"`,
        ].join('\n');
      }
      return [
        hello,
        `"My bill ${ctx.amount ? `is now ${ctx.amount}` : 'went up'}${ctx.date ? ` (${ctx.date})` : ''}, and I'd like to understand why."`,
        `"I'd like [my old price back / that charge removed]. Can you do that today?"`,
      ].join('\n');
    },
    rungs: (ctx) => ({
      discount: {
        label: 'Old price back',
        line: 'Can you put me back on my old price, or a promotional rate, for the next 12 months?',
      },
      credit: {
        label: 'Bill credit',
        line: `If you can't lower the price, can you add a credit to my account${ctx.amountValue ? ` of ${ctx.money(ctx.amountValue * 0.25)}` : ''}?`,
      },
      downgrade: {
        label: 'Cheaper plan',
        line: "What's the cheapest plan that still covers what I actually use?",
      },
      supervisor: {
        label: 'Supervisor',
        line: 'I understand this is the most you can do. May I speak with a supervisor?',
      },
      retention: {
        label: 'Retention team',
        line: "I'd like to cancel. Please transfer me to the cancellation or retention department.",
      },
      complaint: {
        label: 'Written complaint',
        line: "I'll put my complaint in writing. What's the address or email for complaints?",
      },
    }),
    email: (ctx) => {
      const signOff = 'Thank you,\n[Your name]\n[Phone number]';
      if (isOutage(ctx)) {
        return {
          subject: 'Account [account number]: credit request for days without service',
          body: `Hello,\n\nMy service was out from ${or(ctx.date, '[start date]')} to [end date]. I pay ${or(ctx.amount, '[monthly amount]')} a month for it.\n\nI'm asking for a credit for the days without service on my next bill. Please confirm the amount of the credit in writing.\n\n${signOff}`,
        };
      }
      if (isCancellation(ctx)) {
        return {
          subject: 'Account [account number]: cancellation and final bill',
          body: `Hello,\n\nI'd like to cancel my service effective [date]${ctx.amount ? `; I currently pay ${ctx.amount}` : ''}. Please confirm in writing:\n1. The cancellation date and a confirmation number.\n2. The exact amount of my final bill.\n3. That no cancellation or early termination fee will be charged.\n\n${signOff}`,
        };
      }
      return {
        subject: `Account [account number]: request to review my ${ctx.amount ? `${ctx.amount} ` : ''}bill`,
        body: `Hello,\n\nI've been a customer since [year], account [account number]. My bill${ctx.date ? ` from ${ctx.date}` : ''} is ${or(ctx.amount, '[amount]')}, which [is more than the price I agreed to / includes a charge I don't recognize].\n\nI'm asking you to [return my bill to (amount) / remove the (charge)]. Please confirm the change in writing and tell me when it will show on my bill.\n\n${signOff}`,
      };
    },
    talkingPoints: (ctx) => [
      'Have your account number, your last two bills and the price you were promised in front of you.',
      'Ask for a specific result ("my old price", "a credit"), not "can you help me?"',
      "Mention how long you've been a customer and that you've compared prices.",
      ...(isOutage(ctx)
        ? ['Keep a list of the days and hours without service, with screenshots if you have them.']
        : []),
      ...(isCancellation(ctx) ? ['Ask: "What is the exact date and amount of my final bill?"'] : []),
      'Ask for every change by email too, with a reference number.',
    ],
    complaintRoutes: () =>
      "for phone, internet or TV, the FCC's consumer complaint center (consumercomplaints.fcc.gov); for anything else, your state attorney general's consumer protection office or the Better Business Bureau",
  },
  es: {
    party: (ctx) => ctx.namedParty ?? 'la compañía',
    subject: (ctx) =>
      `la factura${ctx.amount ? ` de ${ctx.amount}` : ''}${ctx.namedParty ? ` de ${ctx.namedParty}` : ''}`,
    strategy: (ctx) => {
      if (isOutage(ctx)) {
        return `Pagaste por un servicio que no recibiste, así que pide un crédito por los días sin servicio${ctx.date ? ` (mencionaste el ${ctx.date})` : ''}. Ten las fechas listas, pide que el crédito aparezca en tu próxima factura y que te lo confirmen por escrito.`;
      }
      if (isCancellation(ctx)) {
        return 'Decide antes de llamar si quieres irte o quedarte con un mejor precio. Pide que igualen una mejor oferta o que perdonen el cargo por cancelación, y di "cancelar" solo si lo dices en serio. Acuerdes lo que acuerdes, pide un número de confirmación y un correo.';
      }
      return `Las compañías tienen un menú de soluciones que casi nunca ofrecen primero: promociones, créditos, planes más baratos. Pide un resultado concreto (tu precio anterior, un crédito, quitar un cargo)${ctx.amount ? ` en la factura de ${ctx.amount}` : ''}. Si el primer representante no puede, pide el equipo de retención o de lealtad: ahí suelen estar las mejores ofertas.`;
    },
    opening: (ctx) => {
      const hello = `"Hola, me llamo [tu nombre]. Soy cliente desde [año], número de cuenta [número de cuenta]."`;
      if (isOutage(ctx)) {
        return [
          hello,
          `"Me quedé sin servicio [del (fecha) al (fecha)]${ctx.date ? `, desde el ${ctx.date}` : ''}. Pago ${ctx.amount ? ctx.amount : 'por el servicio'} y quisiera un crédito por esos días."`,
          `"¿Pueden aplicar ese crédito en mi próxima factura?"`,
        ].join('\n');
      }
      if (isCancellation(ctx)) {
        return [
          hello,
          `"Estoy pensando en cancelar. ${ctx.amount ? `Pagar ${ctx.amount}` : 'Lo que pago'} es más de lo que el servicio vale para mí."`,
          `"Antes de decidir: ¿hay un plan o una promoción mejor que me puedan ofrecer? Y si cancelo, ¿perdonan el cargo por cancelación?"`,
        ].join('\n');
      }
      return [
        hello,
        `"Mi factura ${ctx.amount ? `ahora es de ${ctx.amount}` : 'subió'}${ctx.date ? ` (${ctx.date})` : ''} y quiero entender por qué."`,
        `"Quisiera [mi precio anterior / que quiten ese cargo]. ¿Lo pueden hacer hoy?"`,
      ].join('\n');
    },
    rungs: (ctx) => ({
      discount: {
        label: 'Precio anterior',
        line: '¿Me pueden regresar a mi precio anterior, o a una tarifa promocional, por los próximos 12 meses?',
      },
      credit: {
        label: 'Crédito en la factura',
        line: `Si no pueden bajar el precio, ¿pueden darme un crédito en mi cuenta${ctx.amountValue ? ` de ${ctx.money(ctx.amountValue * 0.25)}` : ''}?`,
      },
      downgrade: {
        label: 'Plan más barato',
        line: '¿Cuál es el plan más barato que cubre lo que de verdad uso?',
      },
      supervisor: {
        label: 'Supervisor',
        line: 'Entiendo que es lo más que usted puede hacer. ¿Puedo hablar con un supervisor?',
      },
      retention: {
        label: 'Equipo de retención',
        line: 'Quiero cancelar. Por favor páseme con el departamento de cancelaciones o de retención.',
      },
      complaint: {
        label: 'Queja por escrito',
        line: 'Voy a poner mi queja por escrito. ¿Cuál es la dirección o el correo para quejas?',
      },
    }),
    email: (ctx) => {
      const signOff = 'Gracias,\n[Tu nombre]\n[Teléfono]';
      if (isOutage(ctx)) {
        return {
          subject: 'Cuenta [número de cuenta]: solicitud de crédito por días sin servicio',
          body: `Hola:\n\nMe quedé sin servicio del ${or(ctx.date, '[fecha de inicio]')} al [fecha final]. Pago ${or(ctx.amount, '[monto mensual]')} al mes por él.\n\nLes pido un crédito por los días sin servicio en mi próxima factura. Por favor confírmenme el monto del crédito por escrito.\n\n${signOff}`,
        };
      }
      if (isCancellation(ctx)) {
        return {
          subject: 'Cuenta [número de cuenta]: cancelación y factura final',
          body: `Hola:\n\nQuiero cancelar mi servicio a partir del [fecha]${ctx.amount ? `; hoy pago ${ctx.amount}` : ''}. Les pido que me confirmen por escrito:\n1. La fecha de cancelación y un número de confirmación.\n2. El monto exacto de mi factura final.\n3. Que no se cobrará ningún cargo por cancelación o terminación anticipada.\n\n${signOff}`,
        };
      }
      return {
        subject: `Cuenta [número de cuenta]: solicitud para revisar mi factura${ctx.amount ? ` de ${ctx.amount}` : ''}`,
        body: `Hola:\n\nSoy cliente desde [año], cuenta [número de cuenta]. Mi factura${ctx.date ? ` del ${ctx.date}` : ''} es de ${or(ctx.amount, '[monto]')}, que [es más que el precio que acordamos / incluye un cargo que no reconozco].\n\nLes pido [regresar mi factura a (monto) / quitar el (cargo)]. Por favor confírmenme el cambio por escrito y díganme cuándo aparecerá en mi factura.\n\n${signOff}`,
      };
    },
    talkingPoints: (ctx) => [
      'Ten a la mano tu número de cuenta, tus dos últimas facturas y el precio que te prometieron.',
      'Pide un resultado concreto ("mi precio anterior", "un crédito"), no "¿me puede ayudar?"',
      'Menciona cuánto tiempo llevas como cliente y que comparaste precios.',
      ...(isOutage(ctx)
        ? ['Haz una lista de los días y horas sin servicio, con capturas de pantalla si las tienes.']
        : []),
      ...(isCancellation(ctx)
        ? ['Pregunta: "¿Cuál es la fecha y el monto exacto de mi factura final?"']
        : []),
      'Pide cada cambio también por correo, con un número de referencia.',
    ],
    complaintRoutes: () =>
      'para teléfono, internet o TV, el centro de quejas del consumidor de la FCC (consumercomplaints.fcc.gov); para lo demás, la oficina de protección al consumidor del fiscal general de tu estado o el Better Business Bureau',
  },
};
