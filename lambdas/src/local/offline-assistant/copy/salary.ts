import { has, type AreaPlaybook, type CopyContext } from './types.js';

const isOffer = (ctx: CopyContext) => has(ctx, 'job_offer') && !has(ctx, 'freelance');
const isFreelance = (ctx: CopyContext) => has(ctx, 'freelance');

/**
 * The number to ask for: the person's own highest figure when they gave two ("offered $85,000,
 * hoping for $95,000"), else about 10% above the one they gave, rounded the way pay is quoted.
 */
function target(ctx: CopyContext): string | undefined {
  if (ctx.amounts.length >= 2) return [...ctx.amounts].sort((a, b) => b.value - a.value)[0]?.text;
  if (ctx.amountValue === undefined) return undefined;
  const raised = ctx.amountValue * 1.1;
  return ctx.money(ctx.amountValue >= 10_000 ? Math.round(raised / 1000) * 1000 : Math.round(raised));
}

export const salary: AreaPlaybook = {
  en: {
    style: 'relationship',
    party: (ctx) =>
      isOffer(ctx) ? 'the recruiter' : isFreelance(ctx) ? (ctx.namedParty ?? 'your client') : 'your manager',
    subject: (ctx) => {
      if (isOffer(ctx))
        return `the ${ctx.amount ? `${ctx.amount} ` : ''}offer${ctx.namedParty ? ` from ${ctx.namedParty}` : ''}`;
      if (isFreelance(ctx)) return 'the rate for this project';
      return `the raise${ctx.percent ? ` (beyond the ${ctx.percent} offered)` : ''}`;
    },
    strategy: (ctx) => {
      const ask = target(ctx);
      if (isOffer(ctx)) {
        return `An offer is the start of the conversation. Thank them, show you're excited, then counter with one specific number${ask ? `, about ${ask}` : ''}, backed by market pay or another offer if you really have one. Then look at the whole package: base, signing bonus, start date, remote days, vacation.`;
      }
      if (isFreelance(ctx)) {
        return 'Quote your rate with confidence and tie it to the result the client gets. If they push back, trade scope for price (less work for less money), never the same work for less. Put the agreement in writing before you start.';
      }
      return `Ask for a specific number${ask ? ` (${ask})` : ''}, tied to what you've delivered and to what the market pays for your role, not to your personal costs. Say the number in the first minute, then stop talking. If the budget is the problem, ask what else can move: a bonus, a title, a review date in writing.`;
    },
    opening: (ctx) => {
      const ask = target(ctx);
      if (isOffer(ctx)) {
        return [
          `"Thank you so much for the offer. I'm excited about the role and the team."`,
          `"I was hoping for something closer to ${ask ?? '[your number]'}, based on [market pay for this role / my experience / another offer]. Is there flexibility on the base salary?"`,
        ].join('\n');
      }
      if (isFreelance(ctx)) {
        return [
          `"Thanks for sending this over. For this project my rate is ${ask ?? '[your rate]'}${ctx.amount ? ` (you mentioned ${ctx.amount})` : ''}."`,
          `"That covers [what's included]. If the budget is tighter, we could [reduce the scope / split it into phases]."`,
        ].join('\n');
      }
      return [
        `"Thanks for making time. I'd like to talk about my pay."`,
        `"Over the past year I [your top two results, with numbers if you have them]."`,
        ctx.percent
          ? `"I know the standard raise is ${ctx.percent}. Based on my results and on what this role pays in the market, I'm asking for ${ask ?? '[your number]'}."`
          : `"Based on that and on what this role pays in the market, I'm asking for ${ask ?? '[your number]'}."`,
        `"What would it take to make that happen?"`,
      ].join('\n');
    },
    rungs: (ctx) => ({
      discount: {
        label: 'Meet in the middle',
        line: isOffer(ctx)
          ? "If that number isn't possible, could we meet in the middle on the base?"
          : "If that number isn't possible now, what is the highest you can do?",
      },
      credit: {
        label: isFreelance(ctx) ? 'Deposit up front' : 'One-time bonus',
        line: isOffer(ctx)
          ? 'Could you add a signing bonus to close the gap?'
          : isFreelance(ctx)
            ? 'If the rate stays, could we do a larger deposit up front?'
            : 'Could part of it come as a one-time bonus this year?',
      },
      downgrade: isFreelance(ctx)
        ? {
            label: 'Smaller scope',
            line: 'If the budget is fixed, which part of the work should we drop so the price fits?',
          }
        : {
            label: 'Other terms',
            line: 'If the pay is fixed, could we look at other terms: [extra vacation days / remote days / a training budget / a better title]?',
          },
      supervisor: {
        label: 'Who decides',
        line: 'Who else has a say in this? Could we bring them in, or could you take my case to them?',
      },
      retention: {
        label: 'Other options (only if true)',
        line: isOffer(ctx)
          ? "I have another offer at [amount]. I'd rather join you; can you get closer to it?"
          : isFreelance(ctx)
            ? "I have other projects asking for my time; I'd like to keep working with you at this rate."
            : "I've been approached about other roles. I'd rather stay; can we find a way to make that work?",
      },
      complaint: {
        label: 'In writing',
        line: isOffer(ctx)
          ? 'Could you send me the updated offer in writing?'
          : isFreelance(ctx)
            ? "I'll send a short written agreement with the rate, scope and payment dates."
            : 'Could we put a review date and the target in writing, so we can come back to it in [three or six] months?',
      },
    }),
    email: (ctx) => {
      const ask = target(ctx) ?? '[your number]';
      if (isOffer(ctx)) {
        return {
          subject: 'Re: offer for [role]',
          body: `Hi [recruiter's name],\n\nThank you again for the offer for [role]${ctx.amount ? ` at ${ctx.amount}` : ''}. I'm excited about the team and the work.\n\nBefore I sign, I'd like to ask about the base salary. Based on [market pay for this role / my experience / another offer], I'd be ready to accept at ${ask}. I'm also open to talking about a signing bonus.\n\nCould you let me know by [date]?\n\nBest,\n[Your name]`,
        };
      }
      if (isFreelance(ctx)) {
        return {
          subject: 'Proposal for [project]: rate and scope',
          body: `Hi [client's name],\n\nThanks for the details on [project]. My rate for this work is ${ask}${ctx.amount && ask !== ctx.amount ? ` (compared with the ${ctx.amount} you mentioned)` : ''}, which includes [what's included] and [number] rounds of revisions.\n\nIf the budget is tighter, I can [reduce the scope / split it into phases]. Payment terms: [50% up front, 50% on delivery].\n\nCan you confirm by [date] so I can reserve the time?\n\nBest,\n[Your name]`,
        };
      }
      return {
        subject: 'Request for a pay review',
        body: `Hi [manager's name],\n\nThank you for our conversation. As I mentioned, over the past year I [your top results]. Based on that and on market pay for this role, I'm asking for ${ask}${ctx.percent ? `, rather than the standard ${ctx.percent}` : ''}.\n\nCould we agree on a decision by [date]? If the full amount isn't possible now, I'd like to put a review date in writing.\n\nThank you,\n[Your name]`,
      };
    },
    talkingPoints: (ctx) => {
      if (isFreelance(ctx)) {
        return [
          'Quote your rate as a fact, not a question.',
          'Trade scope for price, never the same work for less.',
          'Ask for a deposit before you start, and put payment dates in writing.',
          "Never claim a client, an offer or a number you don't have.",
        ];
      }
      return [
        'Say the number first, then be quiet: filling the silence is not your job.',
        'Use market pay for your role and city (salary surveys, job postings), not your rent or bills.',
        ...(isOffer(ctx) ? ['Show enthusiasm: they should hear that you want to say yes.'] : []),
        'Ask "What flexibility is there?" rather than "Is this negotiable?"',
        "Never claim an offer or a number you don't have.",
        'Get the final numbers in writing before you accept.',
      ];
    },
    openQuestion: (ctx) =>
      isOffer(ctx) || isFreelance(ctx) || ctx.percent || ctx.amount
        ? undefined
        : 'Is this about a raise in your current job, a new job offer, or your rate as a freelancer?',
    complaintRoutes: (ctx) =>
      isFreelance(ctx)
        ? 'a short written agreement your client signs'
        : 'your manager and HR, in writing, with your results and the market data',
  },
  es: {
    style: 'relationship',
    party: (ctx) =>
      isOffer(ctx) ? 'el reclutador' : isFreelance(ctx) ? (ctx.namedParty ?? 'tu cliente') : 'tu jefe',
    subject: (ctx) => {
      if (isOffer(ctx))
        return `la oferta${ctx.amount ? ` de ${ctx.amount}` : ''}${ctx.namedParty ? ` de ${ctx.namedParty}` : ''}`;
      if (isFreelance(ctx)) return 'la tarifa de este proyecto';
      return `el aumento${ctx.percent ? ` (más allá del ${ctx.percent} ofrecido)` : ''}`;
    },
    strategy: (ctx) => {
      const ask = target(ctx);
      if (isOffer(ctx)) {
        return `Una oferta es el inicio de la conversación. Agradece, muestra entusiasmo y luego contraoferta con una cifra concreta${ask ? `, alrededor de ${ask}` : ''}, respaldada por lo que paga el mercado o por otra oferta si de verdad la tienes. Después mira el paquete completo: sueldo base, bono de firma, fecha de inicio, días remotos, vacaciones.`;
      }
      if (isFreelance(ctx)) {
        return 'Di tu tarifa con seguridad y conéctala con el resultado que obtiene el cliente. Si te presionan, cambia alcance por precio (menos trabajo por menos dinero), nunca el mismo trabajo por menos. Pon el acuerdo por escrito antes de empezar.';
      }
      return `Pide una cifra concreta${ask ? ` (${ask})` : ''}, ligada a lo que has logrado y a lo que el mercado paga por tu puesto, no a tus gastos personales. Di la cifra en el primer minuto y luego guarda silencio. Si el problema es el presupuesto, pregunta qué más se puede mover: un bono, un título, una fecha de revisión por escrito.`;
    },
    opening: (ctx) => {
      const ask = target(ctx);
      if (isOffer(ctx)) {
        return [
          `"Muchas gracias por la oferta. Me entusiasma el puesto y el equipo."`,
          `"Esperaba algo más cercano a ${ask ?? '[tu cifra]'}, según [lo que paga el mercado por este puesto / mi experiencia / otra oferta]. ¿Hay flexibilidad en el sueldo base?"`,
        ].join('\n');
      }
      if (isFreelance(ctx)) {
        return [
          `"Gracias por enviarme esto. Para este proyecto mi tarifa es ${ask ?? '[tu tarifa]'}${ctx.amount ? ` (mencionaste ${ctx.amount})` : ''}."`,
          `"Eso incluye [lo que incluye]. Si el presupuesto es más ajustado, podemos [reducir el alcance / dividirlo en etapas]."`,
        ].join('\n');
      }
      return [
        `"Gracias por tu tiempo. Quiero hablar de mi sueldo."`,
        `"En el último año [tus dos mejores resultados, con números si los tienes]."`,
        ctx.percent
          ? `"Sé que el aumento estándar es del ${ctx.percent}. Por mis resultados y por lo que paga el mercado por este puesto, pido ${ask ?? '[tu cifra]'}."`
          : `"Por eso y por lo que paga el mercado por este puesto, pido ${ask ?? '[tu cifra]'}."`,
        `"¿Qué haría falta para lograrlo?"`,
      ].join('\n');
    },
    rungs: (ctx) => ({
      discount: {
        label: 'Punto medio',
        line: isOffer(ctx)
          ? 'Si esa cifra no es posible, ¿podemos quedar en un punto medio en el sueldo base?'
          : 'Si esa cifra no es posible ahora, ¿qué es lo más alto que pueden hacer?',
      },
      credit: {
        label: isFreelance(ctx) ? 'Anticipo' : 'Bono único',
        line: isOffer(ctx)
          ? '¿Podrían agregar un bono de firma para cerrar la diferencia?'
          : isFreelance(ctx)
            ? 'Si la tarifa se queda, ¿podemos hacer un anticipo mayor?'
            : '¿Podría una parte llegar como un bono único este año?',
      },
      downgrade: isFreelance(ctx)
        ? {
            label: 'Menos alcance',
            line: 'Si el presupuesto es fijo, ¿qué parte del trabajo quitamos para que el precio cuadre?',
          }
        : {
            label: 'Otras condiciones',
            line: 'Si el sueldo es fijo, ¿podemos ver otras condiciones: [más días de vacaciones / días remotos / presupuesto de capacitación / un mejor título]?',
          },
      supervisor: {
        label: 'Quién decide',
        line: '¿Quién más decide esto? ¿Podemos incluirle, o puedes llevarle mi caso?',
      },
      retention: {
        label: 'Otras opciones (solo si es cierto)',
        line: isOffer(ctx)
          ? 'Tengo otra oferta de [monto]. Prefiero unirme a ustedes; ¿pueden acercarse a esa cifra?'
          : isFreelance(ctx)
            ? 'Tengo otros proyectos que piden mi tiempo; me gustaría seguir trabajando contigo a esta tarifa.'
            : 'Me han buscado para otros puestos. Prefiero quedarme; ¿podemos encontrar la forma?',
      },
      complaint: {
        label: 'Por escrito',
        line: isOffer(ctx)
          ? '¿Me pueden enviar la oferta actualizada por escrito?'
          : isFreelance(ctx)
            ? 'Te envío un acuerdo breve por escrito con la tarifa, el alcance y las fechas de pago.'
            : '¿Podemos poner por escrito una fecha de revisión y la meta, para retomarlo en [tres o seis] meses?',
      },
    }),
    email: (ctx) => {
      const ask = target(ctx) ?? '[tu cifra]';
      if (isOffer(ctx)) {
        return {
          subject: 'Re: oferta para [puesto]',
          body: `Hola [nombre del reclutador]:\n\nGracias de nuevo por la oferta para [puesto]${ctx.amount ? ` por ${ctx.amount}` : ''}. Me entusiasman el equipo y el trabajo.\n\nAntes de firmar, quisiera hablar del sueldo base. Según [lo que paga el mercado por este puesto / mi experiencia / otra oferta], estaría listo para aceptar con ${ask}. También estoy abierto a hablar de un bono de firma.\n\n¿Me podrían responder antes del [fecha]?\n\nSaludos,\n[Tu nombre]`,
        };
      }
      if (isFreelance(ctx)) {
        return {
          subject: 'Propuesta para [proyecto]: tarifa y alcance',
          body: `Hola [nombre del cliente]:\n\nGracias por los detalles de [proyecto]. Mi tarifa para este trabajo es ${ask}${ctx.amount && ask !== ctx.amount ? ` (frente a los ${ctx.amount} que mencionaste)` : ''}, e incluye [lo que incluye] y [número] rondas de cambios.\n\nSi el presupuesto es más ajustado, puedo [reducir el alcance / dividirlo en etapas]. Forma de pago: [50% de anticipo, 50% a la entrega].\n\n¿Me confirmas antes del [fecha] para reservar el tiempo?\n\nSaludos,\n[Tu nombre]`,
        };
      }
      return {
        subject: 'Solicitud de revisión de sueldo',
        body: `Hola [nombre de tu jefe]:\n\nGracias por la conversación. Como te comenté, en el último año [tus mejores resultados]. Por eso y por lo que paga el mercado por este puesto, pido ${ask}${ctx.percent ? `, en lugar del ${ctx.percent} estándar` : ''}.\n\n¿Podemos acordar una decisión antes del [fecha]? Si el monto completo no es posible ahora, me gustaría poner una fecha de revisión por escrito.\n\nGracias,\n[Tu nombre]`,
      };
    },
    talkingPoints: (ctx) => {
      if (isFreelance(ctx)) {
        return [
          'Di tu tarifa como un hecho, no como una pregunta.',
          'Cambia alcance por precio, nunca el mismo trabajo por menos.',
          'Pide un anticipo antes de empezar y pon las fechas de pago por escrito.',
          'Nunca inventes un cliente, una oferta o una cifra que no tienes.',
        ];
      }
      return [
        'Di la cifra primero y luego guarda silencio: llenar el silencio no te toca a ti.',
        'Usa lo que paga el mercado por tu puesto y tu ciudad (encuestas de sueldos, ofertas publicadas), no tu renta ni tus cuentas.',
        ...(isOffer(ctx) ? ['Muestra entusiasmo: deben escuchar que quieres decir que sí.'] : []),
        'Pregunta "¿Qué flexibilidad hay?" en lugar de "¿Esto es negociable?"',
        'Nunca inventes una oferta o una cifra que no tienes.',
        'Consigue las cifras finales por escrito antes de aceptar.',
      ];
    },
    openQuestion: (ctx) =>
      isOffer(ctx) || isFreelance(ctx) || ctx.percent || ctx.amount
        ? undefined
        : '¿Se trata de un aumento en tu trabajo actual, una nueva oferta de trabajo o tu tarifa como independiente?',
    complaintRoutes: (ctx) =>
      isFreelance(ctx)
        ? 'un acuerdo breve por escrito que tu cliente firme'
        : 'tu jefe y recursos humanos, por escrito, con tus resultados y los datos del mercado',
  },
};
