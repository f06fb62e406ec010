import { has, or, type AreaPlaybook, type CopyContext } from './types.js';

const isIncrease = (ctx: CopyContext) =>
  has(ctx, 'rent_increase') || (!has(ctx, 'deposit') && ctx.percent !== undefined);
const isDeposit = (ctx: CopyContext) => has(ctx, 'deposit') && !isIncrease(ctx);

/** With two rents in the message, the lower is today's and the higher the new one. */
function oldAndNew(ctx: CopyContext): { old: string; new: string; middle: string } | undefined {
  if (ctx.amounts.length < 2) return undefined;
  const sorted = [...ctx.amounts].sort((a, b) => a.value - b.value);
  const [low, high] = [sorted[0], sorted.at(-1)];
  if (!low || !high || low.value === high.value) return undefined;
  return { old: low.text, new: high.text, middle: ctx.money(low.value + (high.value - low.value) / 2) };
}

export const rentLandlord: AreaPlaybook = {
  en: {
    style: 'relationship',
    party: () => 'your landlord',
    subject: (ctx) => {
      const rents = oldAndNew(ctx);
      if (isIncrease(ctx)) {
        if (rents) return `the rent increase from ${rents.old} to ${rents.new}`;
        return `the ${ctx.percent ? `${ctx.percent} ` : ''}rent increase`;
      }
      if (isDeposit(ctx)) return `the ${ctx.amount ? `${ctx.amount} ` : ''}security deposit`;
      return ctx.amount ? `the ${ctx.amount} charge on the rent` : 'the problem with the apartment';
    },
    strategy: (ctx) => {
      const localLaw =
        " Ask your city or state housing office what rules apply where you live: Lane won't guess your local law.";
      if (isIncrease(ctx)) {
        return `A good tenant who stays is worth money to a landlord: an empty unit means lost rent, cleaning and the work of finding someone new. Ask to keep the increase smaller, offer something they value (a longer lease, your on-time record, an early renewal), and get any deal in writing before you sign.${localLaw}`;
      }
      if (isDeposit(ctx)) {
        return `You're asking for your own money back, so keep it factual: ask for an itemized list of every deduction with receipts or photos, and for the rest of the deposit by a specific date. Normal wear and tear versus damage is the usual argument, so have your move-in and move-out photos ready.${localLaw}`;
      }
      return `Ask your landlord to show you where the lease allows ${ctx.amount ? `this ${ctx.amount} charge` : 'this'}. If it isn't there, ask them to remove it; if it is, ask for a waiver or a payment plan. For repairs, put every request in writing with dates and photos.${localLaw}`;
    },
    opening: (ctx) => {
      const rents = oldAndNew(ctx);
      if (isIncrease(ctx)) {
        const ask = rents
          ? `"Going from ${rents.old} to ${rents.new} is more than I can take on. Could we settle on ${rents.middle}?"`
          : `"The increase${ctx.percent ? ` of ${ctx.percent}` : ''} is more than I can take on. Could we meet in the middle?"`;
        return [
          `"Hi [landlord's name], this is [your name] in unit [unit number]. Thanks for the renewal notice."`,
          `"I'd like to stay. I've paid on time for [number] years and I take care of the place."`,
          ask,
          `"If I sign a [12- or 18-month] lease now, could we keep it at [the rent you can afford]?"`,
        ].join('\n');
      }
      if (isDeposit(ctx)) {
        return [
          `"Hi [landlord's name], this is [your name]. I moved out of [address]${ctx.date ? ` on ${ctx.date}` : ''} and I'm calling about my security deposit${ctx.amount ? ` of ${ctx.amount}` : ''}."`,
          `"Could you send me an itemized list of any deductions, with receipts or photos?"`,
          `"When can I expect the rest of the deposit?"`,
        ].join('\n');
      }
      return [
        `"Hi [landlord's name], this is [your name] in unit [unit number]. I'm calling about ${ctx.amount ? `the ${ctx.amount} charge` : 'a problem with my unit'}${ctx.date ? ` from ${ctx.date}` : ''}."`,
        `"Could you show me which part of the lease covers this?"`,
        `"I'd like it [removed / fixed by (date)]. Can we agree on that today?"`,
      ].join('\n');
    },
    rungs: (ctx) => {
      const common = {
        supervisor: {
          label: 'Owner or manager',
          line: "Who else decides on this? I'd like to talk with the owner or the property manager.",
        },
        complaint: {
          label: 'In writing',
          line: "I'll send my request in writing so we both have it. Where should it go?",
        },
      };
      if (isIncrease(ctx)) {
        return {
          discount: {
            label: 'Phase it in',
            line: 'If the full increase has to stay, could we phase it in: half now and half in six months?',
          },
          credit: {
            label: 'Rent credit',
            line: 'Could you give me a rent credit, such as a lower first month, if I renew at this price?',
          },
          downgrade: {
            label: 'Longer lease or other unit',
            line: 'Could I sign a longer lease at a lower rate, or move to a smaller unit at my current rent?',
          },
          retention: {
            label: 'Moving out (only if true)',
            line: "I've started looking at other places nearby. Before I decide, is this your best number?",
          },
          ...common,
        };
      }
      if (isDeposit(ctx)) {
        return {
          discount: {
            label: 'Drop unfair deductions',
            line: 'The [item] was normal wear and tear from [number] years of living there. Could you remove that deduction?',
          },
          credit: {
            label: 'Undisputed part now',
            line: "Could you send the part that isn't in question now, while we sort out the rest?",
          },
          downgrade: {
            label: 'Split the difference',
            line: 'For the items we disagree on, would you split the cost with me?',
          },
          retention: {
            label: 'Mediation',
            line: 'Would you be open to a local mediation service to settle this?',
          },
          ...common,
        };
      }
      return {
        discount: {
          label: 'Waive or reduce',
          line: 'If the lease allows it, could you waive it this once or reduce it?',
        },
        credit: { label: 'Rent credit', line: "Could you credit it against next month's rent instead?" },
        downgrade: {
          label: 'Payment plan',
          line: 'If it has to stay, could I pay it over two or three months?',
        },
        retention: {
          label: 'Renewal',
          line: "I'd like to renew my lease. Could we settle this as part of that conversation?",
        },
        ...common,
      };
    },
    email: (ctx) => {
      const rents = oldAndNew(ctx);
      const signOff = 'Thank you,\n[Your name]\n[Phone number]';
      if (isIncrease(ctx)) {
        const increase = rents
          ? `The increase from ${rents.old} to ${rents.new}`
          : `The proposed increase${ctx.percent ? ` of ${ctx.percent}` : ''}`;
        return {
          subject: 'Lease renewal: a request about the rent increase for unit [unit number]',
          body: `Hi [landlord's name],\n\nThank you for the renewal notice. I'd like to stay in unit [unit number]. I've paid on time for [number] years and I take good care of the apartment.\n\n${increase} is more than I can take on. I'd like to propose ${rents ? rents.middle : '[the rent you can afford]'} a month on a [12]-month lease, and I'm open to a longer lease if that helps.\n\nCould you let me know by [date]?\n\n${signOff}`,
        };
      }
      if (isDeposit(ctx)) {
        return {
          subject: 'Security deposit for [address]: itemized deductions and refund',
          body: `Hi [landlord's name],\n\nI moved out of [address] on ${or(ctx.date, '[move-out date]')} and returned the keys. My security deposit was ${or(ctx.amount, '[amount]')}.\n\nPlease send me, by [date]:\n1. An itemized list of any deductions, with receipts or photos.\n2. The rest of my deposit, to [your new address or payment method].\n\nMy move-out photos are attached.\n\nThank you,\n[Your name]\n[New mailing address]`,
        };
      }
      return {
        subject: `Unit [unit number]: ${ctx.amount ? `the ${ctx.amount} charge` : 'a request about my unit'}`,
        body: `Hi [landlord's name],\n\nI'm writing about ${ctx.amount ? `the ${ctx.amount} charge` : '[the charge or repair]'}${ctx.date ? ` from ${ctx.date}` : ''}. Could you tell me which part of the lease covers it? Until I see that, I'm asking you to [remove it / do the repair by (date)].\n\nPlease reply by [date] so we can settle this.\n\n${signOff}`,
      };
    },
    talkingPoints: (ctx) => {
      if (isIncrease(ctx)) {
        return [
          'Lead with what you bring: rent on time, care of the unit, no hassle.',
          'Name a number, not a feeling: "Could we keep it at [amount]?"',
          'A longer lease is something you can trade; offer it only if you want to stay that long.',
          'Look up what similar units nearby rent for, and mention it if it is lower.',
          'Get any agreement into the signed lease, not only a text message.',
        ];
      }
      if (isDeposit(ctx)) {
        return [
          'Have your move-in and move-out photos and any checklist you signed.',
          'Ask for a receipt for each deduction; a round number with no receipt is worth questioning.',
          'Ask: "How many days do you have to return the deposit here?" and check it with your local housing office.',
          'Put everything in writing too, and make sure the landlord has your new address.',
        ];
      }
      return [
        'Ask: "Which clause of the lease allows this?"',
        'Keep repair requests in writing, with dates and photos.',
        'Stay friendly: you still live there, and a calm record helps you later.',
        "Don't hold back rent on your own; ask your local housing office or legal aid what is allowed where you live.",
      ];
    },
    openQuestion: (ctx) =>
      isIncrease(ctx) || isDeposit(ctx) || ctx.amount
        ? undefined
        : 'Is this about a rent increase, your security deposit, a fee, or a repair?',
    complaintRoutes: () => 'your city or county housing office, a local tenant union, or legal aid',
  },
  es: {
    style: 'relationship',
    party: () => 'tu casero',
    subject: (ctx) => {
      const rents = oldAndNew(ctx);
      if (isIncrease(ctx)) {
        if (rents) return `el aumento de renta de ${rents.old} a ${rents.new}`;
        return `el aumento de renta${ctx.percent ? ` del ${ctx.percent}` : ''}`;
      }
      if (isDeposit(ctx)) return `el depósito de seguridad${ctx.amount ? ` de ${ctx.amount}` : ''}`;
      return ctx.amount ? `el cargo de ${ctx.amount} en la renta` : 'el problema del apartamento';
    },
    strategy: (ctx) => {
      const localLaw =
        ' Pregunta en la oficina de vivienda de tu ciudad o estado qué reglas aplican donde vives: Lane no adivina tu ley local.';
      if (isIncrease(ctx)) {
        return `Un buen inquilino que se queda vale dinero para el casero: un apartamento vacío significa renta perdida, limpieza y el trabajo de buscar a alguien nuevo. Pide que el aumento sea menor, ofrece algo que valoren (un contrato más largo, tu historial de pagos a tiempo, renovar antes) y consigue cualquier acuerdo por escrito antes de firmar.${localLaw}`;
      }
      if (isDeposit(ctx)) {
        return `Estás pidiendo que te devuelvan tu propio dinero, así que mantente en los hechos: pide una lista detallada de cada descuento con recibos o fotos, y el resto del depósito para una fecha concreta. La discusión suele ser desgaste normal contra daño, así que ten listas tus fotos de entrada y salida.${localLaw}`;
      }
      return `Pide a tu casero que te muestre en qué parte del contrato se permite ${ctx.amount ? `este cargo de ${ctx.amount}` : 'esto'}. Si no está, pide que lo quite; si está, pide que lo perdone o un plan de pagos. Para reparaciones, haz cada petición por escrito con fechas y fotos.${localLaw}`;
    },
    opening: (ctx) => {
      const rents = oldAndNew(ctx);
      if (isIncrease(ctx)) {
        const ask = rents
          ? `"Pasar de ${rents.old} a ${rents.new} es más de lo que puedo pagar. ¿Podríamos quedar en ${rents.middle}?"`
          : `"El aumento${ctx.percent ? ` del ${ctx.percent}` : ''} es más de lo que puedo pagar. ¿Podríamos quedar en un punto medio?"`;
        return [
          `"Hola [nombre del casero], soy [tu nombre], del apartamento [número]. Gracias por el aviso de renovación."`,
          `"Quiero quedarme. He pagado a tiempo durante [número] años y cuido el lugar."`,
          ask,
          `"Si firmo ahora un contrato de [12 o 18] meses, ¿podríamos dejarlo en [la renta que puedes pagar]?"`,
        ].join('\n');
      }
      if (isDeposit(ctx)) {
        return [
          `"Hola [nombre del casero], soy [tu nombre]. Me mudé de [dirección]${ctx.date ? ` el ${ctx.date}` : ''} y llamo por mi depósito de seguridad${ctx.amount ? ` de ${ctx.amount}` : ''}."`,
          `"¿Me puede enviar una lista detallada de los descuentos, con recibos o fotos?"`,
          `"¿Para cuándo puedo esperar el resto del depósito?"`,
        ].join('\n');
      }
      return [
        `"Hola [nombre del casero], soy [tu nombre], del apartamento [número]. Llamo por ${ctx.amount ? `el cargo de ${ctx.amount}` : 'un problema en mi apartamento'}${ctx.date ? ` del ${ctx.date}` : ''}."`,
        `"¿Me puede mostrar qué parte del contrato cubre esto?"`,
        `"Quisiera que lo [quite / repare antes del (fecha)]. ¿Lo podemos acordar hoy?"`,
      ].join('\n');
    },
    rungs: (ctx) => {
      const common = {
        supervisor: {
          label: 'Dueño o administrador',
          line: '¿Quién más decide sobre esto? Me gustaría hablar con el dueño o con el administrador.',
        },
        complaint: {
          label: 'Por escrito',
          line: 'Voy a enviar mi petición por escrito para que ambos la tengamos. ¿A dónde la envío?',
        },
      };
      if (isIncrease(ctx)) {
        return {
          discount: {
            label: 'Aumento por etapas',
            line: 'Si el aumento completo tiene que quedarse, ¿podemos aplicarlo por etapas: la mitad ahora y la otra mitad en seis meses?',
          },
          credit: {
            label: 'Crédito en la renta',
            line: '¿Me podría dar un crédito en la renta, por ejemplo un primer mes más bajo, si renuevo a este precio?',
          },
          downgrade: {
            label: 'Contrato más largo u otra unidad',
            line: '¿Podría firmar un contrato más largo con una renta más baja, o pasarme a una unidad más pequeña con mi renta actual?',
          },
          retention: {
            label: 'Mudarte (solo si es cierto)',
            line: 'Ya empecé a ver otros lugares cerca. Antes de decidir, ¿es esta su mejor cifra?',
          },
          ...common,
        };
      }
      if (isDeposit(ctx)) {
        return {
          discount: {
            label: 'Quitar descuentos injustos',
            line: 'Lo de [objeto] fue desgaste normal de [número] años viviendo ahí. ¿Puede quitar ese descuento?',
          },
          credit: {
            label: 'Lo no disputado, ya',
            line: '¿Me puede enviar ahora la parte que no está en duda, mientras resolvemos el resto?',
          },
          downgrade: {
            label: 'Partir la diferencia',
            line: 'En lo que no estamos de acuerdo, ¿dividimos el costo a la mitad?',
          },
          retention: {
            label: 'Mediación',
            line: '¿Estaría dispuesto a usar un servicio de mediación local para resolverlo?',
          },
          ...common,
        };
      }
      return {
        discount: {
          label: 'Perdonar o reducir',
          line: 'Si el contrato lo permite, ¿podría perdonarlo esta vez o reducirlo?',
        },
        credit: { label: 'Crédito en la renta', line: '¿Podría descontarlo de la renta del próximo mes?' },
        downgrade: {
          label: 'Plan de pagos',
          line: 'Si tiene que quedarse, ¿podría pagarlo en dos o tres meses?',
        },
        retention: {
          label: 'Renovación',
          line: 'Quiero renovar mi contrato. ¿Podemos resolver esto como parte de esa conversación?',
        },
        ...common,
      };
    },
    email: (ctx) => {
      const rents = oldAndNew(ctx);
      const signOff = 'Gracias,\n[Tu nombre]\n[Teléfono]';
      if (isIncrease(ctx)) {
        const increase = rents
          ? `El aumento de ${rents.old} a ${rents.new}`
          : `El aumento propuesto${ctx.percent ? ` del ${ctx.percent}` : ''}`;
        return {
          subject:
            'Renovación del contrato: una propuesta sobre el aumento de renta del apartamento [número]',
          body: `Hola [nombre del casero]:\n\nGracias por el aviso de renovación. Quiero quedarme en el apartamento [número]. He pagado a tiempo durante [número] años y cuido bien el apartamento.\n\n${increase} es más de lo que puedo pagar. Quisiera proponer ${rents ? rents.middle : '[la renta que puedes pagar]'} al mes con un contrato de [12] meses, y estoy dispuesto a un contrato más largo si eso ayuda.\n\n¿Me podría responder antes del [fecha]?\n\n${signOff}`,
        };
      }
      if (isDeposit(ctx)) {
        return {
          subject: 'Depósito de seguridad de [dirección]: descuentos detallados y devolución',
          body: `Hola [nombre del casero]:\n\nMe mudé de [dirección] el ${or(ctx.date, '[fecha de mudanza]')} y entregué las llaves. Mi depósito de seguridad fue de ${or(ctx.amount, '[monto]')}.\n\nLe pido que me envíe, antes del [fecha]:\n1. Una lista detallada de cualquier descuento, con recibos o fotos.\n2. El resto de mi depósito, a [tu nueva dirección o forma de pago].\n\nAdjunto mis fotos de salida.\n\nGracias,\n[Tu nombre]\n[Nueva dirección postal]`,
        };
      }
      return {
        subject: `Apartamento [número]: ${ctx.amount ? `el cargo de ${ctx.amount}` : 'una petición sobre mi apartamento'}`,
        body: `Hola [nombre del casero]:\n\nLe escribo por ${ctx.amount ? `el cargo de ${ctx.amount}` : '[el cargo o la reparación]'}${ctx.date ? ` del ${ctx.date}` : ''}. ¿Me puede decir qué parte del contrato lo cubre? Mientras tanto, le pido [que lo quite / que haga la reparación antes del (fecha)].\n\nLe pido una respuesta antes del [fecha] para resolverlo.\n\n${signOff}`,
      };
    },
    talkingPoints: (ctx) => {
      if (isIncrease(ctx)) {
        return [
          'Empieza por lo que aportas: renta a tiempo, cuidado del apartamento, cero problemas.',
          'Di una cifra, no un sentimiento: "¿Podríamos dejarlo en [monto]?"',
          'Un contrato más largo es algo que puedes ofrecer a cambio; ofrécelo solo si quieres quedarte ese tiempo.',
          'Averigua cuánto cuestan unidades parecidas cerca y menciónalo si es menos.',
          'Pon cualquier acuerdo en el contrato firmado, no solo en un mensaje de texto.',
        ];
      }
      if (isDeposit(ctx)) {
        return [
          'Ten a la mano tus fotos de entrada y salida y cualquier lista de revisión que hayas firmado.',
          'Pide un recibo por cada descuento; una cifra redonda sin recibo merece preguntas.',
          'Pregunta: "¿Cuántos días tiene para devolver el depósito aquí?" y confírmalo con tu oficina de vivienda local.',
          'Pon todo por escrito también y asegúrate de que el casero tenga tu nueva dirección.',
        ];
      }
      return [
        'Pregunta: "¿Qué cláusula del contrato permite esto?"',
        'Haz las peticiones de reparación por escrito, con fechas y fotos.',
        'Mantente amable: todavía vives ahí, y un registro tranquilo te ayuda después.',
        'No dejes de pagar la renta por tu cuenta; pregunta en tu oficina de vivienda local o a un servicio de ayuda legal qué se permite donde vives.',
      ];
    },
    openQuestion: (ctx) =>
      isIncrease(ctx) || isDeposit(ctx) || ctx.amount
        ? undefined
        : '¿Se trata de un aumento de renta, tu depósito de seguridad, un cargo o una reparación?',
    complaintRoutes: () =>
      'la oficina de vivienda de tu ciudad o condado, un sindicato de inquilinos local o un servicio de ayuda legal',
  },
};
