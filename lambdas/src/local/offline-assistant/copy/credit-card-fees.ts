import { has, or, type AreaPlaybook, type CopyContext } from './types.js';

const isBillingError = (ctx: CopyContext) => has(ctx, 'card_billing_error');
const isAnnualFee = (ctx: CopyContext) => has(ctx, 'annual_fee');
const isInterest = (ctx: CopyContext) => has(ctx, 'interest') && !has(ctx, 'late_fee', 'annual_fee');

function feeName(ctx: CopyContext): { en: string; es: string } {
  if (isAnnualFee(ctx)) return { en: 'annual fee', es: 'anualidad' };
  if (has(ctx, 'late_fee')) return { en: 'late fee', es: 'cargo por pago atrasado' };
  if (isInterest(ctx)) return { en: 'interest charge', es: 'cargo de intereses' };
  return { en: 'fee', es: 'cargo' };
}

export const creditCardFees: AreaPlaybook = {
  en: {
    party: () => 'the card issuer',
    subject: (ctx) => {
      if (isBillingError(ctx))
        return `the ${ctx.amount ? `${ctx.amount} ` : ''}charge${ctx.date ? ` from ${ctx.date}` : ''}`;
      return `the ${ctx.amount ? `${ctx.amount} ` : ''}${feeName(ctx).en}${ctx.namedParty ? ` on the ${ctx.namedParty} card` : ''}`;
    },
    strategy: (ctx) => {
      if (isBillingError(ctx)) {
        return "A charge you didn't make, a double charge or something that never arrived is a billing error, and the Fair Credit Billing Act gives you a written dispute process with deadlines (see below). Call to start the dispute, then send the letter: the letter is what protects your rights. Pay the rest of your bill as usual.";
      }
      const fee = feeName(ctx).en;
      const annual = isAnnualFee(ctx)
        ? ' If the annual fee has to stay, ask for a statement credit or a switch to a no-fee card without closing the account.'
        : '';
      return `Card issuers can waive a ${fee} or lower a rate for a customer in good standing, and a polite, direct ask is how you get it. Ask once, give one reason (your history, or what you've changed so it won't happen again), then stop talking and let the rep check.${annual} Closing the card is your last move, not your first.`;
    },
    opening: (ctx) => {
      const when = ctx.date ? ` from ${ctx.date}` : '';
      if (isBillingError(ctx)) {
        return [
          `"Hi, I'm calling about a charge of ${or(ctx.amount, '[amount]')} on my statement${when}."`,
          `"[I didn't make this charge / I was charged twice / I never received what I paid for.] I'd like to dispute it as a billing error."`,
          `"Please remove it, or hold it while you investigate, and tell me the address for billing-error letters."`,
        ].join('\n');
      }
      if (isInterest(ctx)) {
        return [
          `"Hi, my name is [your name]. I've had this card since [year] and I'm calling about my interest rate${ctx.percent ? `, which is ${ctx.percent}` : ''}."`,
          `"I pay [on time every month / more than the minimum], and I'd like to keep using this card. Could you lower my rate?"`,
          `"What's the lowest rate you can offer me today?"`,
        ].join('\n');
      }
      return [
        `"Hi, my name is [your name]. I've had this card since [year], and I'm calling about the ${ctx.amount ? `${ctx.amount} ` : ''}${feeName(ctx).en} on my statement${when}."`,
        `"I've [paid on time for (number) months / set up autopay so it won't happen again]. Could you waive this fee as a courtesy?"`,
      ].join('\n');
    },
    rungs: (ctx) => {
      if (isBillingError(ctx)) {
        return {
          discount: {
            label: 'Temporary credit',
            line: 'While you investigate, can you put a temporary credit on my account for the disputed amount?',
          },
          credit: {
            label: 'Interest and fees',
            line: 'Please also remove any interest or fees charged on that amount.',
          },
          downgrade: {
            label: 'What proof they need',
            line: 'What proof do you need from me, and where do I send it?',
          },
          supervisor: {
            label: 'Disputes supervisor',
            line: 'May I speak with a supervisor in the disputes department?',
          },
          retention: {
            label: 'Written confirmation',
            line: 'Please confirm in writing that the dispute is open and what happens next.',
          },
          complaint: {
            label: 'Dispute letter',
            line: "I'm sending my dispute letter today to your billing-error address. Can you confirm that address?",
          },
        };
      }
      const half = ctx.amountValue ? ` (${ctx.money(ctx.amountValue / 2)})` : '';
      return {
        discount: {
          label: 'Half the fee',
          line: `If you can't waive all of it, could you waive half${half}?`,
        },
        credit: {
          label: 'Statement credit',
          line: 'Could you add a statement credit for the same amount instead?',
        },
        downgrade: isAnnualFee(ctx)
          ? {
              label: 'No-fee card',
              line: 'If the fee has to stay, can I switch to a card with no annual fee without closing my account?',
            }
          : {
              label: 'Lower rate',
              line: 'If the fee has to stay, could you lower my interest rate instead?',
            },
        supervisor: {
          label: 'Supervisor',
          line: 'Is there a supervisor who can review this? I would like to ask them.',
        },
        retention: {
          label: 'Retention team',
          line: "I'm thinking about closing this card. Could you transfer me to the retention team first?",
        },
        complaint: {
          label: 'In writing',
          line: "I'll put this request in writing. What's the best address for it?",
        },
      };
    },
    email: (ctx) => {
      const amount = or(ctx.amount, '[amount]');
      if (isBillingError(ctx)) {
        return {
          subject: `Billing error dispute: ${amount} charge, account ending [last 4 digits]`,
          body: `To [card issuer], Billing Inquiries:\n\nI am writing to dispute a billing error of ${amount} on my account ending in [last 4 digits]. The charge${ctx.namedParty ? ` from ${ctx.namedParty}` : ''}${ctx.date ? ` dated ${ctx.date}` : ''} is wrong because [I did not make it / I was charged twice / I did not receive what I paid for].\n\nI ask that you remove the charge, along with any interest and fees on it, and send me a statement showing the correction. Copies of [receipts or other documents] are attached.\n\nSincerely,\n[Your name]\n[Mailing address]\n[Account number]`,
        };
      }
      if (isInterest(ctx)) {
        return {
          subject: 'Request to lower my interest rate, account ending [last 4 digits]',
          body: `Hello,\n\nI've had this card since [year] and I pay [on time every month]. My current rate${ctx.percent ? ` is ${ctx.percent}, which` : ''} makes it hard to keep using the card.\n\nI'm asking you to lower my interest rate. Please tell me the lowest rate you can offer and when it would start.\n\nThank you,\n[Your name]\n[Phone number]`,
        };
      }
      const fee = feeName(ctx).en;
      return {
        subject: `Request to waive the ${ctx.amount ? `${ctx.amount} ` : ''}${fee}, account ending [last 4 digits]`,
        body: `Hello,\n\nI'm writing about the ${ctx.amount ? `${ctx.amount} ` : ''}${fee} on my statement${ctx.date ? ` dated ${ctx.date}` : ''}. I've been a customer since [year] and [describe your payment history]. [I have set up autopay so this won't happen again.]\n\nI'm asking you to waive this fee as a courtesy. If you can't waive it in full, please tell me what you can do, such as a partial waiver or a statement credit.\n\nThank you,\n[Your name]\n[Phone number]`,
      };
    },
    talkingPoints: (ctx) => {
      if (isBillingError(ctx)) {
        return [
          'Call if you like, but send the letter: the written dispute is what starts your protections.',
          'Send it to the billing-error address on your statement, not the payment address.',
          'Keep paying the rest of your bill as usual.',
          'Keep copies of everything, and send the letter by certified mail so you can prove the date.',
          'Ask the merchant for a refund in writing too, and note the date you asked.',
        ];
      }
      return [
        'Lead with your history: years as a customer, on-time payments, autopay now set up.',
        'Ask a yes-or-no question ("Could you waive it?"), then stay quiet while they look.',
        'If it\'s a no, ask "What can you do?": it invites the rep to offer something.',
        ...(isInterest(ctx)
          ? ['Ask: "What\'s the lowest rate you can offer me?" and write the number down.']
          : []),
        'Closing a card can lower your available credit, so treat it as a real last step, not a bluff.',
      ];
    },
    openQuestion: (ctx) =>
      isBillingError(ctx) || has(ctx, 'late_fee', 'annual_fee', 'interest')
        ? undefined
        : "Is this a fee or interest charged under your card's terms, or a charge you think is wrong (a double charge, not yours, or never delivered)?",
    complaintRoutes: () => 'the Consumer Financial Protection Bureau (consumerfinance.gov/complaint)',
  },
  es: {
    party: () => 'el emisor de la tarjeta',
    subject: (ctx) => {
      if (isBillingError(ctx))
        return `el cargo${ctx.amount ? ` de ${ctx.amount}` : ''}${ctx.date ? ` del ${ctx.date}` : ''}`;
      return `el ${feeName(ctx).es}${ctx.amount ? ` de ${ctx.amount}` : ''}${ctx.namedParty ? ` de la tarjeta ${ctx.namedParty}` : ''}`;
    },
    strategy: (ctx) => {
      if (isBillingError(ctx)) {
        return 'Un cargo que no hiciste, un cobro duplicado o algo que nunca llegó es un error de facturación, y la Ley de Facturación Justa de Crédito te da un proceso de disputa por escrito con plazos (míralos abajo). Llama para iniciar la disputa y luego envía la carta: la carta es lo que protege tus derechos. Paga el resto de tu factura como siempre.';
      }
      const annual = isAnnualFee(ctx)
        ? ' Si la anualidad tiene que quedarse, pide un crédito en el estado de cuenta o un cambio a una tarjeta sin anualidad sin cerrar la cuenta.'
        : '';
      return `Los emisores de tarjetas pueden quitar un ${feeName(ctx).es} o bajar una tasa a un cliente cumplido, y una petición amable y directa es como se consigue. Pide una vez, da una razón (tu historial, o lo que cambiaste para que no vuelva a pasar) y luego guarda silencio mientras revisan.${annual} Cerrar la tarjeta es tu última jugada, no la primera.`;
    },
    opening: (ctx) => {
      const when = ctx.date ? ` del ${ctx.date}` : '';
      if (isBillingError(ctx)) {
        return [
          `"Hola, llamo por un cargo de ${or(ctx.amount, '[monto]')} en mi estado de cuenta${when}."`,
          `"[No hice este cargo / Me cobraron dos veces / Nunca recibí lo que pagué.] Quiero disputarlo como un error de facturación."`,
          `"Por favor quítenlo, o déjenlo en espera mientras investigan, y díganme la dirección para cartas de errores de facturación."`,
        ].join('\n');
      }
      if (isInterest(ctx)) {
        return [
          `"Hola, me llamo [tu nombre]. Tengo esta tarjeta desde [año] y llamo por mi tasa de interés${ctx.percent ? `, que es de ${ctx.percent}` : ''}."`,
          `"Pago [a tiempo cada mes / más del mínimo] y quiero seguir usando esta tarjeta. ¿Me pueden bajar la tasa?"`,
          `"¿Cuál es la tasa más baja que me pueden ofrecer hoy?"`,
        ].join('\n');
      }
      return [
        `"Hola, me llamo [tu nombre]. Tengo esta tarjeta desde [año] y llamo por el ${feeName(ctx).es}${ctx.amount ? ` de ${ctx.amount}` : ''} en mi estado de cuenta${when}."`,
        `"He [pagado a tiempo durante (número) meses / activado el pago automático para que no vuelva a pasar]. ¿Me pueden quitar este cargo como cortesía?"`,
      ].join('\n');
    },
    rungs: (ctx) => {
      if (isBillingError(ctx)) {
        return {
          discount: {
            label: 'Crédito temporal',
            line: 'Mientras investigan, ¿pueden poner un crédito temporal en mi cuenta por el monto en disputa?',
          },
          credit: {
            label: 'Intereses y cargos',
            line: 'Por favor quiten también cualquier interés o cargo cobrado sobre ese monto.',
          },
          downgrade: {
            label: 'Qué prueba necesitan',
            line: '¿Qué prueba necesitan de mí y a dónde la envío?',
          },
          supervisor: {
            label: 'Supervisor de disputas',
            line: '¿Puedo hablar con un supervisor del departamento de disputas?',
          },
          retention: {
            label: 'Confirmación por escrito',
            line: 'Por favor confírmenme por escrito que la disputa está abierta y qué sigue.',
          },
          complaint: {
            label: 'Carta de disputa',
            line: 'Hoy envío mi carta de disputa a su dirección para errores de facturación. ¿Me confirman esa dirección?',
          },
        };
      }
      const half = ctx.amountValue ? ` (${ctx.money(ctx.amountValue / 2)})` : '';
      return {
        discount: {
          label: 'La mitad del cargo',
          line: `Si no pueden quitarlo completo, ¿pueden quitar la mitad${half}?`,
        },
        credit: {
          label: 'Crédito en el estado de cuenta',
          line: '¿Pueden darme un crédito por el mismo monto en mi estado de cuenta?',
        },
        downgrade: isAnnualFee(ctx)
          ? {
              label: 'Tarjeta sin anualidad',
              line: 'Si la anualidad tiene que quedarse, ¿puedo cambiarme a una tarjeta sin anualidad sin cerrar mi cuenta?',
            }
          : {
              label: 'Tasa más baja',
              line: 'Si el cargo tiene que quedarse, ¿pueden bajarme la tasa de interés?',
            },
        supervisor: {
          label: 'Supervisor',
          line: '¿Hay un supervisor que pueda revisar esto? Me gustaría pedírselo.',
        },
        retention: {
          label: 'Equipo de retención',
          line: 'Estoy pensando en cerrar esta tarjeta. ¿Me pueden pasar primero con el equipo de retención?',
        },
        complaint: {
          label: 'Por escrito',
          line: 'Voy a poner esta petición por escrito. ¿Cuál es la mejor dirección para enviarla?',
        },
      };
    },
    email: (ctx) => {
      const amount = or(ctx.amount, '[monto]');
      if (isBillingError(ctx)) {
        return {
          subject: `Disputa por error de facturación: cargo de ${amount}, cuenta terminada en [últimos 4 dígitos]`,
          body: `A [emisor de la tarjeta], Consultas de facturación:\n\nLes escribo para disputar un error de facturación de ${amount} en mi cuenta terminada en [últimos 4 dígitos]. El cargo${ctx.namedParty ? ` de ${ctx.namedParty}` : ''}${ctx.date ? ` con fecha ${ctx.date}` : ''} es incorrecto porque [no lo hice / me cobraron dos veces / no recibí lo que pagué].\n\nLes pido que quiten el cargo, junto con cualquier interés y cargo relacionado, y que me envíen un estado de cuenta con la corrección. Adjunto copias de [recibos u otros documentos].\n\nAtentamente,\n[Tu nombre]\n[Dirección postal]\n[Número de cuenta]`,
        };
      }
      if (isInterest(ctx)) {
        return {
          subject: 'Solicitud para bajar mi tasa de interés, cuenta terminada en [últimos 4 dígitos]',
          body: `Hola:\n\nTengo esta tarjeta desde [año] y pago [a tiempo cada mes]. Mi tasa actual${ctx.percent ? `, de ${ctx.percent},` : ''} me hace difícil seguir usando la tarjeta.\n\nLes pido que bajen mi tasa de interés. Por favor díganme la tasa más baja que me pueden ofrecer y desde cuándo aplicaría.\n\nGracias,\n[Tu nombre]\n[Teléfono]`,
        };
      }
      const fee = feeName(ctx).es;
      return {
        subject: `Solicitud para quitar el ${fee}${ctx.amount ? ` de ${ctx.amount}` : ''}, cuenta terminada en [últimos 4 dígitos]`,
        body: `Hola:\n\nLes escribo por el ${fee}${ctx.amount ? ` de ${ctx.amount}` : ''} en mi estado de cuenta${ctx.date ? ` con fecha ${ctx.date}` : ''}. Soy cliente desde [año] y [describe tu historial de pagos]. [Ya activé el pago automático para que no vuelva a pasar.]\n\nLes pido que quiten este cargo como cortesía. Si no pueden quitarlo completo, díganme qué pueden hacer, por ejemplo quitar una parte o darme un crédito en el estado de cuenta.\n\nGracias,\n[Tu nombre]\n[Teléfono]`,
      };
    },
    talkingPoints: (ctx) => {
      if (isBillingError(ctx)) {
        return [
          'Llama si quieres, pero envía la carta: la disputa por escrito es lo que activa tus protecciones.',
          'Envíala a la dirección para errores de facturación de tu estado de cuenta, no a la dirección de pagos.',
          'Sigue pagando el resto de tu factura como siempre.',
          'Guarda copias de todo y envía la carta por correo certificado para poder probar la fecha.',
          'Pide también al comercio un reembolso por escrito y anota la fecha en que lo pediste.',
        ];
      }
      return [
        'Empieza por tu historial: años como cliente, pagos a tiempo, pago automático ya activado.',
        'Haz una pregunta de sí o no ("¿Me lo pueden quitar?") y guarda silencio mientras revisan.',
        'Si te dicen que no, pregunta "¿Qué pueden hacer?": invita al representante a ofrecerte algo.',
        ...(isInterest(ctx)
          ? ['Pregunta: "¿Cuál es la tasa más baja que me pueden ofrecer?" y anota la cifra.']
          : []),
        'Cerrar una tarjeta puede bajar tu crédito disponible, así que tómalo como un último paso real, no como un farol.',
      ];
    },
    openQuestion: (ctx) =>
      isBillingError(ctx) || has(ctx, 'late_fee', 'annual_fee', 'interest')
        ? undefined
        : '¿Es un cargo o interés que cobran según los términos de tu tarjeta, o un cargo que crees que está mal (duplicado, que no hiciste o que nunca llegó)?',
    complaintRoutes: () =>
      'la Oficina para la Protección Financiera del Consumidor (consumerfinance.gov/complaint)',
  },
};
