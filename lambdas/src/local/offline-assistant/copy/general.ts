import type { AreaPlaybook } from './types.js';

/** For a first message that names no area yet: a plan that works anywhere, plus questions. */
export const general: AreaPlaybook = {
  en: {
    party: (ctx) => ctx.namedParty ?? 'the company',
    subject: (ctx) => (ctx.amount ? `the ${ctx.amount} charge` : 'this issue'),
    strategy: () =>
      "Go in with one clear ask, one reason and a fallback. Say exactly what you want changed (a fee removed, a lower price, a refund, a date), give one reason it's fair, then stop talking. If the first person can't help, move down the plan below one step at a time.",
    opening: (ctx) =>
      [
        `"Hi, my name is [your name], and I'm calling about [your account or order], number [number]."`,
        `"It's about ${ctx.amount ? `the ${ctx.amount} charge` : '[what happened]'}${ctx.date ? ` from ${ctx.date}` : ''}. I'd like [the result you want: the fee removed / a lower price / a refund]."`,
        `"Can you do that today?"`,
      ].join('\n'),
    rungs: () => ({
      discount: { label: 'Discount', line: "If you can't do all of it, what discount can you give me?" },
      credit: { label: 'Credit', line: 'Could you add a credit to my account instead?' },
      downgrade: {
        label: 'Cheaper option',
        line: 'Is there a cheaper option or plan that still works for me?',
      },
      supervisor: {
        label: 'Supervisor',
        line: "I understand you can't change it yourself. May I speak with a supervisor?",
      },
      retention: {
        label: 'Retention or cancel (only if you mean it)',
        line: "If nothing changes, I'd like to cancel. Could you transfer me to the retention team?",
      },
      complaint: { label: 'Written complaint', line: "I'll put this in writing. Where should I send it?" },
    }),
    email: (ctx) => ({
      subject: `Request about ${ctx.amount ? `the ${ctx.amount} charge` : '[your account or order]'}, [account or order number]`,
      body: `Hello,\n\nI'm writing about ${ctx.amount ? `the ${ctx.amount} charge` : '[what happened]'}${ctx.date ? ` on ${ctx.date}` : ''}. [Describe what happened in two sentences.]\n\nI'm asking you to [the result you want]. Please confirm in writing by [date].\n\nThank you,\n[Your name]\n[Phone number]`,
    }),
    talkingPoints: () => [
      'Write your one-sentence ask on paper before you call.',
      'Say it, then stay quiet while they answer.',
      'If the answer is no, ask: "What can you do?"',
      'Be kind to the rep and firm about the result.',
    ],
    complaintRoutes: () => "your state attorney general's consumer protection office",
  },
  es: {
    party: (ctx) => ctx.namedParty ?? 'la compañía',
    subject: (ctx) => (ctx.amount ? `el cargo de ${ctx.amount}` : 'este asunto'),
    strategy: () =>
      'Llega con una petición clara, una razón y un plan B. Di exactamente qué quieres que cambie (quitar un cargo, un precio más bajo, un reembolso, una fecha), da una razón de por qué es justo y luego guarda silencio. Si la primera persona no puede ayudarte, baja por el plan de abajo un paso a la vez.',
    opening: (ctx) =>
      [
        `"Hola, me llamo [tu nombre] y llamo por [tu cuenta o pedido], número [número]."`,
        `"Es sobre ${ctx.amount ? `el cargo de ${ctx.amount}` : '[lo que pasó]'}${ctx.date ? ` del ${ctx.date}` : ''}. Quisiera [el resultado que quieres: quitar el cargo / un precio más bajo / un reembolso]."`,
        `"¿Lo pueden hacer hoy?"`,
      ].join('\n'),
    rungs: () => ({
      discount: { label: 'Descuento', line: 'Si no pueden hacerlo completo, ¿qué descuento me pueden dar?' },
      credit: { label: 'Crédito', line: '¿Podrían darme un crédito en mi cuenta?' },
      downgrade: { label: 'Opción más barata', line: '¿Hay una opción o un plan más barato que me sirva?' },
      supervisor: {
        label: 'Supervisor',
        line: 'Entiendo que usted no lo puede cambiar. ¿Puedo hablar con un supervisor?',
      },
      retention: {
        label: 'Retención o cancelar (solo si lo dices en serio)',
        line: 'Si nada cambia, quisiera cancelar. ¿Me puede pasar con el equipo de retención?',
      },
      complaint: { label: 'Queja por escrito', line: 'Voy a poner esto por escrito. ¿A dónde lo envío?' },
    }),
    email: (ctx) => ({
      subject: `Solicitud sobre ${ctx.amount ? `el cargo de ${ctx.amount}` : '[tu cuenta o pedido]'}, [número de cuenta o pedido]`,
      body: `Hola:\n\nLes escribo por ${ctx.amount ? `el cargo de ${ctx.amount}` : '[lo que pasó]'}${ctx.date ? ` del ${ctx.date}` : ''}. [Describe lo que pasó en dos frases.]\n\nLes pido [el resultado que quieres]. Por favor confírmenmelo por escrito antes del [fecha].\n\nGracias,\n[Tu nombre]\n[Teléfono]`,
    }),
    talkingPoints: () => [
      'Escribe en un papel tu petición en una frase antes de llamar.',
      'Dila y luego guarda silencio mientras responden.',
      'Si te dicen que no, pregunta: "¿Qué pueden hacer?"',
      'Sé amable con el representante y firme con el resultado.',
    ],
    complaintRoutes: () => 'la oficina de protección al consumidor del fiscal general de tu estado',
  },
};
