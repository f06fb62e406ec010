import { or, type AreaPlaybook, type CopyContext } from './types.js';

/** Half the balance: the usual opening for a settlement once a debt is validated. */
const settlement = (ctx: CopyContext) => (ctx.amountValue ? ctx.money(ctx.amountValue * 0.5) : undefined);

/**
 * Used in any area once a debt collector holds the account: the first move is the same whether
 * the debt began as a hospital bill or a card balance.
 */
export const debtCollection: AreaPlaybook = {
  en: {
    party: () => 'the collection agency',
    subject: (ctx) =>
      `${ctx.amount ? `the ${ctx.amount} ` : 'this '}collection account${ctx.namedParty ? ` (${ctx.namedParty})` : ''}`,
    strategy: () =>
      "Don't pay or agree to anything yet. First make the collector prove the debt: send a written validation request within 30 days of their first notice (see the deadline below). At the same time, call the original company to check the bill was right and ask whether it can take the account back from collections. Once the debt is validated, negotiate a settlement for less, in writing, before you pay.",
    opening: (ctx) =>
      [
        `"Hi, I'm calling about a letter from your agency about an account for ${or(ctx.amount, '[amount]')}${ctx.namedParty ? ` from ${ctx.namedParty}` : ''}. The reference number is [reference number on the letter]."`,
        `"I'm not agreeing that I owe this. Please send me the validation information in writing: the amount, the name of the original creditor, and how the amount was calculated."`,
        `"What is your mailing address for disputes?"`,
      ].join('\n'),
    rungs: (ctx) => {
      const offer = settlement(ctx);
      return {
        discount: {
          label: 'Settle for less',
          line: offer
            ? `If this is validated, would you accept ${offer} as payment in full, confirmed in writing before I pay?`
            : 'If this is validated, what would you accept as payment in full, confirmed in writing before I pay?',
        },
        credit: {
          label: 'Back to the original company',
          line: "I'm asking the original company to review the bill. Can you pause collection while they do?",
        },
        downgrade: {
          label: 'Payment plan',
          line: 'If I owe it, can we agree on a plan of [amount you can afford] a month, in writing, with no added fees?',
        },
        supervisor: {
          label: 'Supervisor',
          line: 'May I speak with a supervisor who can approve a settlement?',
        },
        retention: {
          label: 'Pause',
          line: "I've sent a written dispute. Please note it on the account and pause collection until you answer it.",
        },
        complaint: {
          label: 'Written complaint',
          line: "If this isn't resolved, I'll put my complaint in writing. What address should it go to?",
        },
      };
    },
    email: (ctx) => ({
      subject: 'Request for validation of debt: account [reference number]',
      body: `To [collection agency]:\n\nI am writing about your notice dated ${or(ctx.date, '[date on the notice]')} about an account for ${or(ctx.amount, '[amount]')}${ctx.namedParty ? `, which you say was originally owed to ${ctx.namedParty}` : ''}.\n\nI dispute this debt. Please send me, in writing:\n1. The name and address of the original creditor.\n2. The amount you say I owe, with the interest, fees and payments itemized.\n3. Proof that you are allowed to collect this debt.\n\nPlease note on my file that this debt is disputed, and contact me in writing at the address below.\n\nSincerely,\n[Your name]\n[Mailing address]`,
    }),
    talkingPoints: () => [
      'Send the letter by certified mail with a return receipt, and keep a copy.',
      "On the phone, don't agree to pay or give card or bank details until you have the validation in writing.",
      'Call the original company too: a wrong bill is often easier to fix at the source.',
      'Get any settlement in writing, with the words "paid in full", before you pay a cent.',
      'Write down every call: the date, the name, what was said.',
    ],
    openQuestion: (ctx) =>
      ctx.date
        ? undefined
        : "When did you get the collector's first letter? The 30 days run from that notice.",
    complaintRoutes: () =>
      'the Consumer Financial Protection Bureau (consumerfinance.gov/complaint) and your state attorney general',
  },
  es: {
    party: () => 'la agencia de cobranza',
    subject: (ctx) =>
      `${ctx.amount ? `la cuenta en cobranza de ${ctx.amount}` : 'esta cuenta en cobranza'}${ctx.namedParty ? ` (${ctx.namedParty})` : ''}`,
    strategy: () =>
      'No pagues ni aceptes nada todavía. Primero haz que el cobrador pruebe la deuda: envía una solicitud de validación por escrito dentro de los 30 días de su primer aviso (mira el plazo abajo). Al mismo tiempo, llama a la empresa original para revisar que la factura era correcta y pregunta si puede retirar la cuenta de cobranza. Cuando la deuda esté validada, negocia un acuerdo por menos, por escrito, antes de pagar.',
    opening: (ctx) =>
      [
        `"Hola, llamo por una carta de su agencia sobre una cuenta de ${or(ctx.amount, '[monto]')}${ctx.namedParty ? ` de ${ctx.namedParty}` : ''}. El número de referencia es [número de referencia de la carta]."`,
        `"No estoy aceptando que debo esto. Por favor envíenme por escrito la información de validación: el monto, el nombre del acreedor original y cómo calcularon el monto."`,
        `"¿Cuál es su dirección postal para disputas?"`,
      ].join('\n'),
    rungs: (ctx) => {
      const offer = settlement(ctx);
      return {
        discount: {
          label: 'Acuerdo por menos',
          line: offer
            ? `Si esto queda validado, ¿aceptarían ${offer} como pago total, confirmado por escrito antes de que pague?`
            : 'Si esto queda validado, ¿qué aceptarían como pago total, confirmado por escrito antes de que pague?',
        },
        credit: {
          label: 'De vuelta a la empresa original',
          line: 'Le estoy pidiendo a la empresa original que revise la factura. ¿Pueden pausar el cobro mientras lo hace?',
        },
        downgrade: {
          label: 'Plan de pagos',
          line: 'Si la debo, ¿podemos acordar un plan de [monto que puedes pagar] al mes, por escrito y sin cargos extra?',
        },
        supervisor: {
          label: 'Supervisor',
          line: '¿Puedo hablar con un supervisor que pueda aprobar un acuerdo?',
        },
        retention: {
          label: 'Pausa',
          line: 'Ya envié una disputa por escrito. Por favor anótenla en la cuenta y pausen el cobro hasta responderla.',
        },
        complaint: {
          label: 'Queja por escrito',
          line: 'Si esto no se resuelve, pondré mi queja por escrito. ¿A qué dirección la envío?',
        },
      };
    },
    email: (ctx) => ({
      subject: 'Solicitud de validación de deuda: cuenta [número de referencia]',
      body: `A [agencia de cobranza]:\n\nLes escribo por su aviso con fecha ${or(ctx.date, '[fecha del aviso]')} sobre una cuenta de ${or(ctx.amount, '[monto]')}${ctx.namedParty ? `, que según ustedes se le debía originalmente a ${ctx.namedParty}` : ''}.\n\nDisputo esta deuda. Les pido que me envíen por escrito:\n1. El nombre y la dirección del acreedor original.\n2. El monto que dicen que debo, con los intereses, cargos y pagos detallados.\n3. Prueba de que están autorizados para cobrar esta deuda.\n\nPor favor anoten en mi expediente que esta deuda está en disputa y comuníquense conmigo por escrito a la dirección de abajo.\n\nAtentamente,\n[Tu nombre]\n[Dirección postal]`,
    }),
    talkingPoints: () => [
      'Envía la carta por correo certificado con acuse de recibo y guarda una copia.',
      'Por teléfono, no aceptes pagar ni des datos de tarjeta o banco hasta tener la validación por escrito.',
      'Llama también a la empresa original: una factura equivocada suele ser más fácil de corregir en el origen.',
      'Consigue cualquier acuerdo por escrito, con las palabras "pago total", antes de pagar un centavo.',
      'Anota cada llamada: la fecha, el nombre y lo que te dijeron.',
    ],
    openQuestion: (ctx) =>
      ctx.date
        ? undefined
        : '¿Cuándo recibiste la primera carta del cobrador? Los 30 días cuentan desde ese aviso.',
    complaintRoutes: () =>
      'la Oficina para la Protección Financiera del Consumidor (consumerfinance.gov/complaint) y el fiscal general de tu estado',
  },
};
