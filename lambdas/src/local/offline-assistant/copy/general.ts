import type { Language } from '@lane/shared';
import type { AmountRole } from '../../../domain/chat/case.js';
import type { AreaCopy, AreaPlaybook, CopyContext, Rung, RungCopy } from './types.js';

/**
 * For a reading with no area, or one Lane is unsure of: a first step that is safe in any money
 * conversation (gather the paper, one-sentence ask, agree to nothing on the first call, get it in
 * writing) and questions that pin the case down. It never bargains, since Lane does not yet know
 * whether the money is owed. An off-topic or injected message gets one sentence on what Lane does
 * and one question back; nothing the person wrote is repeated.
 */

/** How each figure is named, by its role, so an estimate is never called a bill. */
const NOUNS: Readonly<Record<Language, Partial<Record<AmountRole, (figure: string) => string>>>> = {
  en: {
    billed: (figure) => `the ${figure} bill`,
    fee: (figure) => `the ${figure} fee`,
    estimated: (figure) => `the ${figure} estimate`,
    quoted: (figure) => `the ${figure} quote`,
    withheld: (figure) => `the ${figure} kept from your deposit`,
    deposit: (figure) => `your ${figure} deposit`,
    offered: (figure) => `the ${figure} offer`,
    proposed: (figure) => `the proposed ${figure}`,
    paid: (figure) => `the ${figure} you paid`,
  },
  es: {
    billed: (figure) => `la factura de ${figure}`,
    fee: (figure) => `el cargo de ${figure}`,
    estimated: (figure) => `el presupuesto de ${figure}`,
    quoted: (figure) => `la cotización de ${figure}`,
    withheld: (figure) => `los ${figure} retenidos de su depósito`,
    deposit: (figure) => `su depósito de ${figure}`,
    offered: (figure) => `la oferta de ${figure}`,
    proposed: (figure) => `la cifra propuesta de ${figure}`,
    paid: (figure) => `los ${figure} que pagó`,
  },
};

/** The matter in a few words, from the first figure whose role Lane can name; undefined without one. */
function matter(ctx: CopyContext): string | undefined {
  const nouns = NOUNS[ctx.lang];
  for (const role of Object.keys(nouns) as AmountRole[]) {
    const figure = ctx.figure(role);
    if (figure) return nouns[role]?.(figure);
  }
  if (ctx.computed.total) {
    return ctx.lang === 'es'
      ? `los cargos (${ctx.computed.total} en total)`
      : `the charges (${ctx.computed.total} in all)`;
  }
  return undefined;
}

/** The first right that says the money is not owed (or not yet), with its deadline when computed. */
function notOwed(ctx: CopyContext) {
  if (!ctx.ruling.moneyNotOwed) return undefined;
  const right = ctx.ruling.rights.find((candidate) => candidate.deadline) ?? ctx.ruling.rights[0];
  if (!right) return undefined;
  return { title: right.fact.text[ctx.lang].title, deadline: ctx.deadline(right.id) };
}

function rungs(...pairs: [string, string][]): Readonly<Record<Rung, RungCopy>> {
  const [discount, credit, downgrade, supervisor, retention, complaint] = pairs.map(([label, line]) => ({
    label,
    line,
  })) as [RungCopy, RungCopy, RungCopy, RungCopy, RungCopy, RungCopy];
  return { discount, credit, downgrade, supervisor, retention, complaint };
}

const english: AreaCopy = {
  party: (ctx) => ctx.namedParty ?? 'the other side',

  subject: (ctx) => matter(ctx) ?? 'this money matter',

  strategy: (ctx) => {
    if (ctx.case.offTopic) {
      return 'Lane helps you prepare for money conversations (fees, medical bills, rent, car repairs, salary, vendors) with a plan, a phone script and an email.';
    }
    const right = notOwed(ctx);
    const about = matter(ctx);
    return [
      `Start with the paper: gather the bill, contract or offer, receipts and any messages${about ? ` about ${about}` : ''}.`,
      'Write your ask in one sentence (what you want, and by when) before you call.',
      "On the first call, ask questions and get the answers in writing, but don't pay, sign or agree to anything yet.",
      right
        ? `"${right.title}" may apply (see the deadlines): don't pay or offer part of the disputed amount, and dispute it in writing${right.deadline ? ` by ${right.deadline}` : ''}.`
        : undefined,
    ]
      .filter(Boolean)
      .join(' ');
  },

  opening: (ctx) => {
    if (ctx.case.offTopic)
      return '"Hi, I\'m calling about [the bill, fee, price or pay you want to talk about]."';
    return [
      `"Hi, this is [your name], calling about ${matter(ctx) ?? '[what it is about]'}, [account or reference number]."`,
      `"Before I decide anything, could you explain it and send it to me in writing?"`,
      `"What I'm asking for is [your one-sentence ask]."`,
    ].join('\n');
  },

  rungs: () =>
    rungs(
      ['In writing', 'Could you send me that in writing, with the details?'],
      ['The basis', 'What is that based on? Please point me to it in writing.'],
      ['Time to review', "I'd like to review this before I decide. Can we hold it until [date]?"],
      ['Someone who can decide', 'Who can make a decision on this? May I speak with them?'],
      ['Name and next step', 'May I have your name, and what exactly happens next, by when?'],
      ['Written request', "I'll put my request in writing. Where should I send it?"],
    ),

  email: (ctx) => {
    if (ctx.case.offTopic) {
      return {
        subject: '[Your request]',
        body: 'Hello,\n\n[Your one-sentence ask.]\n\nThank you,\n[Your name]',
      };
    }
    const about = matter(ctx);
    const date = ctx.date();
    return {
      subject: `${about ? `About ${about}` : '[What it is about]'}: request in writing, [reference number]`,
      body: `Hello,\n\nI'm writing about ${about ?? '[what it is about]'}${date ? ` (${date})` : ''}, [account or reference number]. [What happened, in two sentences.]\n\nI'm asking for [your one-sentence ask]. Please send your answer, with any figures, in writing by [date].\n\nThank you,\n[Your name]\n[Phone number]`,
    };
  },

  talkingPoints: (ctx) => {
    if (ctx.case.offTopic) return ['Tell Lane which bill, fee, price or pay talk you want to prepare for.'];
    return [
      'Gather the paper first: bill, contract or offer, receipts, messages.',
      'Write your ask in one sentence and read it out.',
      'Don\'t pay, sign or agree on the first call: "I\'ll review it and get back to you."',
      'Get names, dates and any promise in writing.',
    ];
  },

  questions: (ctx) => {
    if (ctx.case.offTopic) {
      return [
        'What money conversation are you preparing for: a fee, a medical bill, rent, a car repair, your salary or a vendor?',
      ];
    }
    return [
      'What happened, in a sentence or two: a bill, a fee, a price rise, a deposit, a pay talk?',
      ...(ctx.namedParty
        ? []
        : ['Who is it with: a company, a hospital, a landlord, an employer, a shop, a client?']),
      ...(ctx.case.amounts.length > 0
        ? []
        : ['What is the amount, and what is it: the bill, a fee, an estimate, an offer?']),
    ].slice(0, 3);
  },

  complaintRoutes: () =>
    "the company's complaints address in writing, then your state attorney general's consumer protection office; for banks, cards and debt collectors, the CFPB (consumerfinance.gov/complaint); for scams and deceptive practices, ReportFraud.ftc.gov",

  rightLine: (ctx) =>
    notOwed(ctx)
      ? "I'm disputing this in writing, so I won't pay the disputed amount, or part of it, until it's resolved."
      : undefined,

  judgeOffer: (ctx) => (notOwed(ctx) ? 'decline' : undefined),
};

const spanish: AreaCopy = {
  party: (ctx) => ctx.namedParty ?? 'la otra parte',

  subject: (ctx) => matter(ctx) ?? 'este asunto de dinero',

  strategy: (ctx) => {
    if (ctx.case.offTopic) {
      return 'Lane le ayuda a preparar conversaciones de dinero (cargos, facturas médicas, renta, reparaciones de auto, salario, proveedores) con un plan, un guion para llamar y un correo.';
    }
    const right = notOwed(ctx);
    const about = matter(ctx);
    return [
      `Empiece por los papeles: reúna la factura, el contrato o la oferta, los recibos y los mensajes${about ? ` sobre ${about}` : ''}.`,
      'Escriba su petición en una frase (qué quiere y para cuándo) antes de llamar.',
      'En la primera llamada, haga preguntas y pida las respuestas por escrito, pero no pague, firme ni acepte nada todavía.',
      right
        ? `Es posible que se aplique "${right.title}" (vea los plazos): no pague ni ofrezca parte del monto en disputa, y dispútelo por escrito${right.deadline ? ` a más tardar el ${right.deadline}` : ''}.`
        : undefined,
    ]
      .filter(Boolean)
      .join(' ');
  },

  opening: (ctx) => {
    if (ctx.case.offTopic)
      return '"Hola, llamo por [la factura, el cargo, el precio o el pago del que quiere hablar]."';
    return [
      `"Hola, habla [su nombre]. Llamo por ${matter(ctx) ?? '[el asunto]'}, [número de cuenta o de referencia]."`,
      `"Antes de decidir nada, ¿me lo pueden explicar y enviar por escrito?"`,
      `"Lo que pido es [su petición en una frase]."`,
    ].join('\n');
  },

  rungs: () =>
    rungs(
      ['Por escrito', '¿Me lo puede enviar por escrito, con el detalle?'],
      ['El fundamento', '¿En qué se basa eso? Por favor indíquemelo por escrito.'],
      [
        'Tiempo para revisar',
        'Quisiera revisarlo antes de decidir. ¿Podemos dejarlo en espera hasta el [fecha]?',
      ],
      ['Quien pueda decidir', '¿Quién puede tomar una decisión sobre esto? ¿Puedo hablar con esa persona?'],
      ['Nombre y próximo paso', '¿Me da su nombre? ¿Y qué pasa exactamente ahora, y para cuándo?'],
      ['Solicitud por escrito', 'Voy a poner mi solicitud por escrito. ¿A dónde la envío?'],
    ),

  email: (ctx) => {
    if (ctx.case.offTopic) {
      return {
        subject: '[Su solicitud]',
        body: 'Hola:\n\n[Su petición en una frase.]\n\nGracias,\n[Su nombre]',
      };
    }
    const about = matter(ctx);
    const date = ctx.date();
    return {
      subject: `${about ? `Sobre ${about}` : '[El asunto]'}: solicitud por escrito, [número de referencia]`,
      body: `Hola:\n\nLes escribo por ${about ?? '[el asunto]'}${date ? ` (${date})` : ''}, [número de cuenta o de referencia]. [Lo que pasó, en dos frases.]\n\nLes pido [su petición en una frase]. Por favor envíenme su respuesta, con las cifras, por escrito antes del [fecha].\n\nGracias,\n[Su nombre]\n[Teléfono]`,
    };
  },

  talkingPoints: (ctx) => {
    if (ctx.case.offTopic)
      return ['Cuéntele a Lane qué factura, cargo, precio o conversación de pago quiere preparar.'];
    return [
      'Reúna primero los papeles: factura, contrato u oferta, recibos, mensajes.',
      'Escriba su petición en una frase y léala en voz alta.',
      'No pague, firme ni acepte nada en la primera llamada: "Lo reviso y les respondo."',
      'Pida por escrito nombres, fechas y cualquier promesa.',
    ];
  },

  questions: (ctx) => {
    if (ctx.case.offTopic) {
      return [
        '¿Qué conversación de dinero quiere preparar: un cargo, una factura médica, la renta, una reparación de auto, su salario o un proveedor?',
      ];
    }
    return [
      '¿Qué pasó, en una o dos frases: una factura, un cargo, una subida de precio, un depósito, una conversación de salario?',
      ...(ctx.namedParty
        ? []
        : ['¿Con quién es: una empresa, un hospital, un arrendador, un empleador, un taller, un cliente?']),
      ...(ctx.case.amounts.length > 0
        ? []
        : ['¿Cuál es el monto y qué es: la factura, un cargo, un presupuesto, una oferta?']),
    ].slice(0, 3);
  },

  complaintRoutes: () =>
    'la dirección de quejas de la empresa por escrito; luego la oficina de protección al consumidor del fiscal general de su estado; para bancos, tarjetas y cobradores, la CFPB (consumerfinance.gov/complaint); para estafas y prácticas engañosas, ReportFraud.ftc.gov',

  rightLine: (ctx) =>
    notOwed(ctx)
      ? 'Estoy disputando esto por escrito, así que no voy a pagar el monto en disputa, ni una parte, hasta que se resuelva.'
      : undefined,

  judgeOffer: (ctx) => (notOwed(ctx) ? 'decline' : undefined),
};

export const general: AreaPlaybook = { en: english, es: spanish };
