import type { Language } from '@lane/shared';
import type { AmountRole } from '../../../domain/chat/case.js';
import {
  inLanguage,
  quoteLines,
  rungsInOrder,
  type AreaCopy,
  type AreaPlaybook,
  type CopyContext,
  type FollowUpAnswer,
  type Outcome,
} from './types.js';

/**
 * For a reading with no area, or one Lane is unsure of: a first step that is safe in any money
 * conversation (gather the paper, one-sentence ask, agree to nothing on the first call, get it in
 * writing) and questions that pin the case down. It never bargains, since Lane does not yet know
 * whether the money is owed. An off-topic or injected message gets one sentence on what Lane does
 * and one question back; nothing the person wrote is repeated.
 */

/** How each figure is named, by its role, so an estimate is never called a bill. */
function nouns(lang: Language): Partial<Record<AmountRole, (figure: string) => string>> {
  const t = inLanguage(lang);
  return {
    billed: (figure) => t(`the ${figure} bill`, `la factura de ${figure}`),
    fee: (figure) => t(`the ${figure} fee`, `el cargo de ${figure}`),
    estimated: (figure) => t(`the ${figure} estimate`, `el presupuesto de ${figure}`),
    quoted: (figure) => t(`the ${figure} quote`, `la cotización de ${figure}`),
    withheld: (figure) => t(`the ${figure} kept from your deposit`, `los ${figure} retenidos de su depósito`),
    deposit: (figure) => t(`your ${figure} deposit`, `su depósito de ${figure}`),
    offered: (figure) => t(`the ${figure} offer`, `la oferta de ${figure}`),
    proposed: (figure) => t(`the proposed ${figure}`, `la cifra propuesta de ${figure}`),
    paid: (figure) => t(`the ${figure} you paid`, `los ${figure} que pagó`),
  };
}

/** The matter in a few words, from the first figure whose role Lane can name; undefined without one. */
function matter(ctx: CopyContext): string | undefined {
  const t = inLanguage(ctx.lang);
  const world = worldOf(ctx);
  if (world) {
    const figure = ctx.figure('billed', 'fee', 'other', 'paid');
    if (world === 'tow')
      return t(
        `the ${figure ? `${figure} ` : ''}tow bill`,
        `el cobro del remolque${figure ? ` de ${figure}` : ''}`,
      );
    if (world === 'bank_hold')
      return t(
        `the hold on my ${figure ? `${figure} ` : ''}deposit`,
        `la retención de mi depósito${figure ? ` de ${figure}` : ''}`,
      );
    return t(
      `the denied claim${figure ? ` for ${figure}` : ''}`,
      `el reclamo negado${figure ? ` de ${figure}` : ''}`,
    );
  }
  const named = nouns(ctx.lang);
  for (const role of Object.keys(named) as AmountRole[]) {
    const figure = ctx.figure(role);
    if (figure) return named[role]?.(figure);
  }
  if (ctx.computed.total)
    return t(`the charges (${ctx.computed.total} in all)`, `los cargos (${ctx.computed.total} en total)`);
  return undefined;
}

type World = 'tow' | 'bank_hold' | 'insurance_claim';

/** A world Lane has no sub-case for, named by the person: its own safe first steps and questions. */
export function worldOf(ctx: CopyContext): World | undefined {
  const { flags } = ctx.case;
  if (flags.towed === true) return 'tow';
  if (flags.bankHold === true) return 'bank_hold';
  if (flags.insuranceClaimDenied === true) return 'insurance_claim';
  return undefined;
}

/**
 * What to do first in each uncovered world. Federal rules are named only where they hold
 * everywhere (Regulation CC's hold notice); towing and insurance are state matters, so they are
 * questions for the city, the state or its insurance department, never statements.
 */
function worldNotes(lang: Language): Record<World, { note: string; questions: readonly string[] }> {
  const t = inLanguage(lang);
  return {
    tow: {
      note: t(
        'Towing from private property is set by your city and state: many require signs and a permit at the lot, and cap tow and daily storage fees. Get the car out soon, since storage adds up: ask for an itemized bill and who authorized the tow, pay by credit card if you can and write "paid under protest" on the receipt, and photograph your permit and the lot\'s signs. Then ask your city\'s consumer office or the police non-emergency line what the towing rules and fee limits are, and ask the property manager and the tow company in writing for your money back if the tow broke them.',
        'El remolque desde una propiedad privada lo regulan su ciudad y su estado: muchos exigen letreros y un permiso en el estacionamiento, y limitan lo que se cobra por el remolque y por cada día de almacenaje. Saque el auto pronto, porque el almacenaje suma: pida una factura detallada y quién autorizó el remolque, pague con tarjeta de crédito si puede y escriba "pagado bajo protesta" en el recibo, y tome fotos de su permiso y de los letreros. Luego pregunte a la oficina del consumidor de su ciudad o a la línea de la policía para casos que no son emergencias cuáles son las reglas y los límites de cobro, y pida por escrito al administrador y a la compañía de grúas que le devuelvan su dinero si el remolque no las cumplió.',
      ),
      questions: [
        t('Which city and state are you in?', '¿En qué ciudad y estado está?'),
        t(
          'Who authorized the tow: the property manager, the landlord, or the police?',
          '¿Quién autorizó el remolque: el administrador, el arrendador o la policía?',
        ),
      ],
    },
    bank_hold: {
      note: t(
        "For a check deposited at a branch or an ATM, federal rules (Regulation CC) limit how long a bank may hold it and require a written notice with the reason and the date the money will be available; a deposit made in the bank's app follows the bank's own funds-availability policy, so ask for that policy in writing. Either way, ask for the reason and the exact date in writing, ask them to release part of it now, and if the check is from an employer, ask the employer to confirm it with the bank. Ask for any fee the hold caused (an overdraft or a returned payment) to be refunded. If the bank won't explain or the date keeps moving, file a complaint with the CFPB (consumerfinance.gov/complaint).",
        'Para un cheque depositado en una sucursal o un cajero, las reglas federales (Regulación CC) limitan cuánto tiempo puede retenerlo el banco y exigen un aviso por escrito con el motivo y la fecha en que tendrá el dinero; un depósito hecho en la aplicación del banco sigue la política de disponibilidad de fondos del propio banco, así que pida esa política por escrito. En cualquier caso, pida el motivo y la fecha exacta por escrito, pida que le liberen una parte ya, y si el cheque es de un empleador, pídale que lo confirme con el banco. Pida que le devuelvan cualquier cargo que la retención haya causado (un sobregiro o un pago rechazado). Si el banco no explica o la fecha sigue cambiando, presente una queja ante la CFPB (consumerfinance.gov/complaint).',
      ),
      questions: [
        t(
          'What date did you deposit it, and what date did the bank give for the funds?',
          '¿Qué día lo depositó y qué fecha le dio el banco para tener el dinero?',
        ),
        t(
          'Did the bank send a hold notice with a reason?',
          '¿El banco le mandó un aviso de retención con un motivo?',
        ),
      ],
    },
    insurance_claim: {
      note: t(
        "A denied claim can be appealed. Ask for the denial in writing with the exact policy language it relies on, and for the adjuster's report and photos. Send a written appeal with your own evidence (photos from before, repair estimates, the weather report for the date). Don't sign a release or cash a check marked \"final\" until you're sure it covers the claim. Your state's insurance department takes complaints about how a claim was handled.",
        'Un reclamo negado se puede apelar. Pida la negación por escrito con el texto exacto de la póliza en que se basa, y el informe y las fotos del ajustador. Envíe una apelación por escrito con sus propias pruebas (fotos de antes, presupuestos de reparación, el reporte del clima de esa fecha). No firme una renuncia (release) ni cobre un cheque marcado como "final" hasta estar seguro de que cubre el reclamo. El departamento de seguros de su estado recibe quejas sobre cómo se manejó un reclamo.',
      ),
      questions: [
        t(
          'What kind of policy is it (car, home or renters), and what reason did they give in writing?',
          '¿Qué tipo de póliza es (auto, casa o inquilino) y qué motivo le dieron por escrito?',
        ),
        t(
          'Did they offer any payment, and do they want you to sign a release?',
          '¿Le ofrecieron algún pago, y le piden firmar una renuncia?',
        ),
      ],
    },
  };
}

/** After the other side answers, in an uncovered world: its own next step. */
function worldSteps(lang: Language): Record<World, string> {
  const t = inLanguage(lang);
  return {
    tow: t(
      "Get the car out first: storage keeps adding up. Pay under protest by credit card if you can, keep the itemized receipt, and then ask your city's consumer office what the towing rules and fee limits are; if the tow broke them, ask the property manager and the tow company in writing for the money back, and small claims court is the next step.",
      'Saque primero el auto: el almacenaje sigue sumando. Pague bajo protesta, con tarjeta de crédito si puede, guarde el recibo detallado y luego pregunte a la oficina del consumidor de su ciudad cuáles son las reglas y los límites de cobro del remolque; si no se cumplieron, pida por escrito al administrador y a la compañía de grúas que le devuelvan el dinero, y el siguiente paso es la corte de reclamos menores.',
    ),
    bank_hold: t(
      'Ask for the reason ("a risk review") and the date the money will be available in writing rather than calling again, and file a complaint with the CFPB (consumerfinance.gov/complaint) now; it gets a written answer from the bank. Keep records of any fee or late charge the hold causes, and ask for them back.',
      'Pida por escrito el motivo ("una revisión de riesgo") y la fecha en que tendrá el dinero, en lugar de volver a llamar, y presente ya una queja ante la CFPB (consumerfinance.gov/complaint); el banco tiene que responder por escrito. Guarde registro de cualquier cargo o recargo que cause la retención, y pida que se lo devuelvan.',
    ),
    insurance_claim: t(
      "Don't sign a release or cash a check marked \"final\" that doesn't cover the claim. Ask for the denial and the policy language in writing, send a written appeal with your evidence, and if they won't reconsider, file a complaint with your state's insurance department.",
      'No firme una renuncia ni cobre un cheque marcado como "final" que no cubra el reclamo. Pida por escrito la negación y el texto de la póliza, envíe una apelación por escrito con sus pruebas y, si no lo reconsideran, presente una queja ante el departamento de seguros de su estado.',
    ),
  };
}

/** The whole follow-up in an uncovered world: what to say next, never the generic rungs. */
function worldFollowUp(ctx: CopyContext, outcome: Outcome, offer?: string): FollowUpAnswer | undefined {
  const world = worldOf(ctx);
  if (!world || outcome === 'agreed') return undefined;
  const t = inLanguage(ctx.lang);
  const figure = ctx.figure('billed', 'fee', 'other', 'paid');
  const strategy = worldSteps(ctx.lang)[world];
  if (world === 'tow')
    return {
      strategy,
      opening: quoteLines([
        t(
          "I'm here to pick up my car today. I'll pay under protest, and I'd like an itemized receipt that shows who authorized the tow.",
          'Vengo a recoger mi auto hoy. Voy a pagar bajo protesta y les pido un recibo detallado que diga quién autorizó el remolque.',
        ),
        t(
          'If you only take cash, please write that on the receipt.',
          'Si solo aceptan efectivo, les pido que lo anoten en el recibo.',
        ),
      ]),
      email: {
        subject: t('Tow of my car on [date]: refund', 'Remolque de mi auto del [fecha]: reembolso'),
        body: t(
          `Hello,\n\nOn [date] my car was towed from [lot] although it had a valid, visible parking permit. I paid ${figure ?? '[amount]'} under protest to get it back (receipt attached).\n\nPlease send me the document that authorized the tow and, if there is none, refund the full amount by [date]. If this isn't resolved, I'll go to my city's consumer office and to small claims court.\n\nThank you,\n[Your name]`,
          `Hola:\n\nEl [fecha] remolcaron mi auto de [estacionamiento], aunque tenía un permiso de estacionamiento visible. Pagué ${figure ?? '[monto]'} bajo protesta para recuperarlo (recibo adjunto).\n\nLes pido el documento que autorizó el remolque y, si no lo hay, el reembolso completo antes del [fecha]. Si no se resuelve, acudiré a la oficina del consumidor de mi ciudad y a la corte de reclamos menores.\n\nGracias,\n[Su nombre]`,
        ),
      },
      talkingPoints: [
        t(
          'Get the car out first; storage keeps adding up.',
          'Saque el auto primero; el almacenaje sigue sumando.',
        ),
        t(
          'Keep the receipt, and photos of your permit and the signs.',
          'Guarde el recibo, fotos del permiso y de los letreros.',
        ),
        t(
          'Ask your city for the towing rules and fee limits.',
          'Pregunte a su ciudad las reglas y límites de cobro del remolque.',
        ),
      ],
    };
  if (world === 'bank_hold')
    return {
      strategy,
      opening: quoteLines([
        t(
          `I'm calling about the hold on my ${figure ? `${figure} ` : ''}deposit. Please give me the reason and the exact date the funds will be available, in writing.`,
          `Llamo por la retención de mi depósito${figure ? ` de ${figure}` : ''}. Les pido por escrito el motivo y la fecha exacta en que tendré el dinero.`,
        ),
        t(
          'Can you release part of it today? And if the hold causes any fee, please refund it.',
          '¿Pueden liberar una parte hoy? Y si la retención me causa algún cargo, les pido devolverlo.',
        ),
      ]),
      email: {
        subject: t(
          `The hold on my ${figure ? `${figure} ` : ''}deposit: reason and date in writing`,
          `Retención de mi depósito${figure ? ` de ${figure}` : ''}: motivo y fecha por escrito`,
        ),
        body: t(
          `Hello,\n\nOn [date] I deposited ${figure ? `a ${figure} check` : 'a check'}, and the bank placed a hold on it. Please send me in writing the reason for the hold, the exact date the funds will be available, and your funds-availability policy. Please also release part of it now and refund any fee the hold causes.\n\nIf I don't hear back by [date], I'll file a complaint with the CFPB.\n\nThank you,\n[Your name]`,
          `Hola:\n\nEl [fecha] deposité ${figure ? `un cheque de ${figure}` : 'un cheque'} y el banco lo retuvo. Les pido por escrito el motivo de la retención, la fecha exacta en que tendré el dinero y su política de disponibilidad de fondos. También les pido liberar una parte ahora y devolver cualquier cargo que la retención cause.\n\nSi no recibo respuesta antes del [fecha], presentaré una queja ante la CFPB.\n\nGracias,\n[Su nombre]`,
        ),
      },
      talkingPoints: [
        t(
          'Get everything in writing: the reason, the date and the policy.',
          'Pida todo por escrito: el motivo, la fecha y la política.',
        ),
        t(
          'If the check is from an employer, ask them to confirm it with the bank.',
          'Si el cheque es de un empleador, pídale que lo confirme con el banco.',
        ),
        t(
          'A CFPB complaint gets a written answer from the bank.',
          'Una queja ante la CFPB obliga al banco a responder por escrito.',
        ),
      ],
    };
  return {
    strategy,
    opening: quoteLines([
      t(
        `I'm not signing a release${offer ? ` for ${offer}` : ''} today. Please send me the denial with the policy language, and the adjuster's report and photos, in writing.`,
        `Hoy no voy a firmar una renuncia${offer ? ` por ${offer}` : ''}. Les pido por escrito la negación con el texto de la póliza, y el informe y las fotos del ajustador.`,
      ),
      t("I'm appealing in writing with my evidence.", 'Voy a apelar por escrito con mis pruebas.'),
    ]),
    email: {
      subject: t('Claim [number]: written appeal', 'Reclamo [número]: apelación por escrito'),
      body: t(
        `Hello,\n\nI'm appealing the decision on my claim [number] of [date]. My evidence is attached: [photos from before, repair estimates, the weather report for the date].\n\nPlease send me in writing the exact policy language you rely on, and the adjuster's report and photos. I won't sign a release or accept a payment as "final" while this appeal is open.\n\nThank you,\n[Your name]`,
        `Hola:\n\nApelo la decisión sobre mi reclamo [número] del [fecha]. Adjunto mis pruebas: [fotos de antes, presupuestos de reparación, el reporte del clima de la fecha].\n\nLes pido por escrito el texto exacto de la póliza en que se basan, y el informe y las fotos del ajustador. No firmaré una renuncia ni aceptaré un pago como "final" mientras la apelación esté abierta.\n\nGracias,\n[Su nombre]`,
      ),
    },
    talkingPoints: [
      t(
        'Don\'t sign a release or cash a check marked "final".',
        'No firme una renuncia ni cobre un cheque marcado como "final".',
      ),
      t(
        "Ask for the policy language and the adjuster's report in writing.",
        'Pida la póliza y el informe del ajustador por escrito.',
      ),
      t(
        "Your state's insurance department takes complaints.",
        'El departamento de seguros de su estado recibe quejas.',
      ),
    ],
  };
}

/** The first right that says the money is not owed (or not yet), with its deadline when computed. */
function notOwed(ctx: CopyContext) {
  if (!ctx.ruling.moneyNotOwed) return undefined;
  const right = ctx.ruling.rights.find((candidate) => candidate.deadline) ?? ctx.ruling.rights[0];
  if (!right) return undefined;
  return { title: right.fact.text[ctx.lang].title, deadline: ctx.deadline(right.id) };
}

/** The six rungs, [label, line] each, in the order of RUNGS. */
const rungs = (...pairs: [string, string][]) => rungsInOrder(pairs);

function build(lang: Language): AreaCopy {
  const t = inLanguage(lang);
  return {
    party: (ctx) => ctx.namedParty ?? t('the other side', 'la otra parte'),

    subject: (ctx) => matter(ctx) ?? t('this money matter', 'este asunto de dinero'),

    strategy: (ctx) => {
      if (ctx.case.offTopic) {
        return t(
          'Lane helps you prepare for money conversations (fees, medical bills, rent, car repairs, salary, vendors) with a plan, a phone script and an email.',
          'Lane le ayuda a preparar conversaciones de dinero (cargos, facturas médicas, renta, reparaciones de auto, salario, proveedores) con un plan, un guion para llamar y un correo.',
        );
      }
      const right = notOwed(ctx);
      const about = matter(ctx);
      const world = worldOf(ctx);
      if (world) return worldNotes(lang)[world].note;
      return [
        t(
          `Start with the paper: gather the bill, contract or offer, receipts and any messages${about ? ` about ${about}` : ''}.`,
          `Empiece por los papeles: reúna la factura, el contrato o la oferta, los recibos y los mensajes${about ? ` sobre ${about}` : ''}.`,
        ),
        t(
          'Write your ask in one sentence (what you want, and by when) before you call.',
          'Escriba su petición en una frase (qué quiere y para cuándo) antes de llamar.',
        ),
        t(
          "On the first call, ask questions and get the answers in writing, but don't pay, sign or agree to anything yet.",
          'En la primera llamada, haga preguntas y pida las respuestas por escrito, pero no pague, firme ni acepte nada todavía.',
        ),
        right
          ? t(
              `"${right.title}" may apply (see the deadlines): don't pay or offer part of the disputed amount, and dispute it in writing${right.deadline ? ` by ${right.deadline}` : ''}.`,
              `Es posible que se aplique "${right.title}" (vea los plazos): no pague ni ofrezca parte del monto en disputa, y dispútelo por escrito${right.deadline ? ` a más tardar el ${right.deadline}` : ''}.`,
            )
          : undefined,
      ]
        .filter(Boolean)
        .join(' ');
    },

    opening: (ctx) => {
      if (ctx.case.offTopic)
        return t(
          '"Hi, I\'m calling about [the bill, fee, price or pay you want to talk about]."',
          '"Hola, llamo por [la factura, el cargo, el precio o el pago del que quiere hablar]."',
        );
      return [
        t(
          `"Hi, this is [your name], calling about ${matter(ctx) ?? '[what it is about]'}, [account or reference number]."`,
          `"Hola, habla [su nombre]. Llamo por ${matter(ctx) ?? '[el asunto]'}, [número de cuenta o de referencia]."`,
        ),
        t(
          `"Before I decide anything, could you explain it and send it to me in writing?"`,
          `"Antes de decidir nada, ¿me lo pueden explicar y enviar por escrito?"`,
        ),
        t(
          `"What I'm asking for is [your one-sentence ask]."`,
          `"Lo que pido es [su petición en una frase]."`,
        ),
      ].join('\n');
    },

    rungs: () =>
      rungs(
        [
          t('In writing', 'Por escrito'),
          t(
            'Could you send me that in writing, with the details?',
            '¿Me lo puede enviar por escrito, con el detalle?',
          ),
        ],
        [
          t('The basis', 'El fundamento'),
          t(
            'What is that based on? Please point me to it in writing.',
            '¿En qué se basa eso? Por favor indíquemelo por escrito.',
          ),
        ],
        [
          t('Time to review', 'Tiempo para revisar'),
          t(
            "I'd like to review this before I decide. Can we hold it until [date]?",
            'Quisiera revisarlo antes de decidir. ¿Podemos dejarlo en espera hasta el [fecha]?',
          ),
        ],
        [
          t('Someone who can decide', 'Quien pueda decidir'),
          t(
            'Who can make a decision on this? May I speak with them?',
            '¿Quién puede tomar una decisión sobre esto? ¿Puedo hablar con esa persona?',
          ),
        ],
        [
          t('Name and next step', 'Nombre y próximo paso'),
          t(
            'May I have your name, and what exactly happens next, by when?',
            '¿Me da su nombre? ¿Y qué pasa exactamente ahora, y para cuándo?',
          ),
        ],
        [
          t('Written request', 'Solicitud por escrito'),
          t(
            "I'll put my request in writing. Where should I send it?",
            'Voy a poner mi solicitud por escrito. ¿A dónde la envío?',
          ),
        ],
      ),

    email: (ctx) => {
      if (ctx.case.offTopic) {
        return {
          subject: t('[Your request]', '[Su solicitud]'),
          body: t(
            'Hello,\n\n[Your one-sentence ask.]\n\nThank you,\n[Your name]',
            'Hola:\n\n[Su petición en una frase.]\n\nGracias,\n[Su nombre]',
          ),
        };
      }
      const about = matter(ctx);
      const date = ctx.date();
      return {
        subject: t(
          `${about ? `About ${about}` : '[What it is about]'}: request in writing, [reference number]`,
          `${about ? `Sobre ${about}` : '[El asunto]'}: solicitud por escrito, [número de referencia]`,
        ),
        body: t(
          `Hello,\n\nI'm writing about ${about ?? '[what it is about]'}${date ? ` (${date})` : ''}, [account or reference number]. [What happened, in two sentences.]\n\nI'm asking for [your one-sentence ask]. Please send your answer, with any figures, in writing by [date].\n\nThank you,\n[Your name]\n[Phone number]`,
          `Hola:\n\nLes escribo por ${about ?? '[el asunto]'}${date ? ` (${date})` : ''}, [número de cuenta o de referencia]. [Lo que pasó, en dos frases.]\n\nLes pido [su petición en una frase]. Por favor envíenme su respuesta, con las cifras, por escrito antes del [fecha].\n\nGracias,\n[Su nombre]\n[Teléfono]`,
        ),
      };
    },

    talkingPoints: (ctx) => {
      if (ctx.case.offTopic)
        return [
          t(
            'Tell Lane which bill, fee, price or pay talk you want to prepare for.',
            'Cuéntele a Lane qué factura, cargo, precio o conversación de pago quiere preparar.',
          ),
        ];
      return [
        t(
          'Gather the paper first: bill, contract or offer, receipts, messages.',
          'Reúna primero los papeles: factura, contrato u oferta, recibos, mensajes.',
        ),
        t(
          'Write your ask in one sentence and read it out.',
          'Escriba su petición en una frase y léala en voz alta.',
        ),
        t(
          'Don\'t pay, sign or agree on the first call: "I\'ll review it and get back to you."',
          'No pague, firme ni acepte nada en la primera llamada: "Lo reviso y les respondo."',
        ),
        t(
          'Get names, dates and any promise in writing.',
          'Pida por escrito nombres, fechas y cualquier promesa.',
        ),
      ];
    },

    questions: (ctx) => {
      if (ctx.case.offTopic) {
        return [
          t(
            'What money conversation are you preparing for: a fee, a medical bill, rent, a car repair, your salary or a vendor?',
            '¿Qué conversación de dinero quiere preparar: un cargo, una factura médica, la renta, una reparación de auto, su salario o un proveedor?',
          ),
        ];
      }
      const world = worldOf(ctx);
      if (world)
        return worldNotes(lang)[world].questions.filter(
          (_, i) => !(world === 'bank_hold' && i === 0 && ctx.case.dates.length >= 2),
        );
      return [
        ...(ctx.namedParty
          ? []
          : [
              t(
                'Who is it with: a company, a hospital, a landlord, an employer, a shop, a client?',
                '¿Con quién es: una empresa, un hospital, un arrendador, un empleador, un taller, un cliente?',
              ),
            ]),
        ...(ctx.case.amounts.length > 0
          ? []
          : [
              t(
                'What is the amount, and what is it: the bill, a fee, an estimate, an offer?',
                '¿Cuál es el monto y qué es: la factura, un cargo, un presupuesto, una oferta?',
              ),
            ]),
      ].slice(0, 3);
    },

    complaintRoutes: () =>
      t(
        "the company's complaints address in writing, then your state attorney general's consumer protection office; for banks, cards and debt collectors, the CFPB (consumerfinance.gov/complaint); for scams and deceptive practices, ReportFraud.ftc.gov",
        'la dirección de quejas de la empresa por escrito; luego la oficina de protección al consumidor del fiscal general de su estado; para bancos, tarjetas y cobradores, la CFPB (consumerfinance.gov/complaint); para estafas y prácticas engañosas, ReportFraud.ftc.gov',
      ),

    rightLine: (ctx) =>
      notOwed(ctx)
        ? t(
            "I'm disputing this in writing, so I won't pay the disputed amount, or part of it, until it's resolved.",
            'Estoy disputando esto por escrito, así que no voy a pagar el monto en disputa, ni una parte, hasta que se resuelva.',
          )
        : undefined,

    judgeOffer: (ctx) => (notOwed(ctx) ? 'decline' : undefined),
    nextStep: (ctx, outcome) => {
      const world = worldOf(ctx);
      return world && outcome !== 'agreed' ? worldSteps(lang)[world] : undefined;
    },
    followUpCopy: (ctx, outcome, offer) => worldFollowUp(ctx, outcome, offer),
  };
}

export const general: AreaPlaybook = { en: build('en'), es: build('es') };
