import type { Language } from '@lane/shared';
import type { MissingFact } from '../situation.js';
import type { ConversationStyle, EmailCopy, RungCopy } from './types.js';

/** What the follow-up templates need from the area and the earlier conversation. */
export interface FollowUpContext {
  /** "the $2,340 ER bill", neutral enough for Lane's voice and the person's. */
  readonly subject: string;
  /** "the billing office", or the name the person gave */
  readonly party: string;
  /** The rungs still ahead, in order. */
  readonly nextRungs: readonly RungCopy[];
  readonly complaintRoutes: string;
  /** An amount the other side offered, as the person wrote it. */
  readonly offer: string | undefined;
  /** How many times the person has reported a no. */
  readonly noCount: number;
  readonly style: ConversationStyle;
}

export interface FollowUpCopy {
  readonly strategy: string;
  readonly opening: string;
  readonly email: EmailCopy;
  readonly talkingPoints: readonly string[];
}

export interface ConversationCopy {
  /** The first line of every offline answer: the person must know no model wrote it. */
  readonly lead: string;
  readonly notALawyer: string;
  readonly refusal: string;
  readonly moreDetails: string;
  readonly ladderIntro: string;
  readonly nextStepsIntro: string;
  /** How a call or a talk ends: a rep's name and reference number, or a short written confirmation. */
  closing(style: ConversationStyle): string;
  numbersPoint(numbers: readonly string[]): string;
  question(missing: MissingFact, salary: boolean): string;
  saidNo(ctx: FollowUpContext): FollowUpCopy;
  counterOffer(ctx: FollowUpContext): FollowUpCopy;
  agreed(ctx: FollowUpContext): FollowUpCopy;
  noReply(ctx: FollowUpContext): FollowUpCopy;
}

/** A label used inside a sentence: "Payment plan" → "payment plan". */
const inline = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);

/** Spanish joins "a" and "el" into "al": "llamar al taller", "llamar a la oficina". */
const aParty = (party: string) => (party.startsWith('el ') ? `al ${party.slice(3)}` : `a ${party}`);

function numbered(rungs: readonly RungCopy[]): string {
  return rungs
    .map((rung, index) => `${index + 1}. ${rung.label}${rung.line ? `: "${rung.line}"` : ''}`)
    .join('\n');
}

export function ladder(intro: string, rungs: readonly RungCopy[]): string {
  return `${intro}\n${numbered(rungs)}`;
}

function firstTwo(ctx: FollowUpContext): RungCopy[] {
  return ctx.nextRungs.slice(0, 2);
}

function asList(rungs: readonly RungCopy[]): string {
  return rungs.map((rung, index) => `${index + 1}. ${rung.line}`).join('\n');
}

const english: ConversationCopy = {
  lead: "*Lane's offline assistant: written from Lane's reviewed templates, not by an AI model.*",
  notALawyer: "Lane isn't a lawyer; this is coaching, not legal advice.",
  refusal:
    "I can't help you deceive, threaten or pressure anyone: it tends to backfire, and it can put you in the wrong. Here is an honest way to ask for the same result.",
  moreDetails: "Thanks, that helps. Here's the plan with those details.",
  ladderIntro: 'If they say no, step down one rung at a time:',
  nextStepsIntro: 'Go one rung at a time:',
  closing: (style) =>
    style === 'relationship'
      ? 'Before you finish: "Thank you. Could you confirm what we agreed in a short email?"'
      : 'Before you hang up: "Could I have your name and a reference number for this call?"',
  numbersPoint: (numbers) => `Keep your numbers in front of you: ${numbers.join(', ')}.`,
  question: (missing, salary) => {
    if (missing === 'what_happened') {
      return salary
        ? 'What is the situation: a raise, a new offer, or your rate as a freelancer?'
        : 'What happened, in a sentence or two: what were you charged or offered, and what did you expect?';
    }
    if (missing === 'who') return 'Who is it with: which company, office or person (a name helps)?';
    return salary
      ? 'What do you earn now (or what were you offered), and what number do you want?'
      : 'How much is it, and what amount would feel fair to you?';
  },
  saidNo: (ctx) => {
    const relationship = ctx.style === 'relationship';
    if (ctx.noCount >= 3) {
      return {
        strategy: relationship
          ? `Now put it in writing. A short, calm written request creates a record and reaches whoever decides. Send the email below about ${ctx.subject}, and if nothing moves by your date, take it to ${ctx.complaintRoutes}.`
          : `Now put it in writing. A written complaint creates a record and reaches people with more authority than the phone line. Send the email below about ${ctx.subject}, and if nothing changes by your deadline, take it to ${ctx.complaintRoutes}.`,
        opening: relationship
          ? `"I'd like to come back to ${ctx.subject} one more time. I'm going to put my request in writing so we both have it; before I do, is there anything you can offer?"`
          : `"Hi, my name is [your name]. I've called [number] times about ${ctx.subject}, most recently on [date], reference [reference number]. Each time I was told no. I'm sending a written complaint today; before I do, is there anything you can offer?"`,
        email: relationship
          ? {
              subject: `Written request: ${ctx.subject}`,
              body: `Hi [name],\n\nI'm following up in writing on ${ctx.subject}, which we discussed on [dates].\n\nWhat I'm asking for: [the result you want].\nWhy it's fair: [one or two facts].\n\nCould we agree on next steps by [date]?\n\nThank you,\n[Your name]`,
            }
          : {
              subject: `Formal complaint: ${ctx.subject}`,
              body: `To [the company's complaints department],\n\nI'm writing to make a formal complaint about ${ctx.subject}.\n\nWhat happened: [two or three sentences, with dates].\nWhat I've tried: I called on [dates] and spoke with [names] (references [numbers]). Each time I was told no.\nWhat I'm asking for: [the result you want].\n\nPlease reply in writing within 14 days. If this isn't resolved, I will take it to ${ctx.complaintRoutes}.\n\nSincerely,\n[Your name]\n[Phone number]`,
            },
        talkingPoints: [
          'Keep it factual: dates, names, what you asked for.',
          'Keep copies of everything you send, and note the date you sent it.',
          `If your date passes, go to ${ctx.complaintRoutes}.`,
        ],
      };
    }
    const next = firstTwo(ctx).map((rung) => inline(rung.label));
    const strategy =
      ctx.noCount >= 2
        ? `Two noes mean it's time to go to whoever decides. Ask calmly for them, and if you're truly ready to walk away, for the step after that. You're not starting over on ${ctx.subject}: you're asking someone with more authority. Keep notes of every conversation.`
        : relationship
          ? `A first no is often not the end of a conversation like this. Don't repeat the same ask: go back to ${ctx.party}, acknowledge the answer, and move to the next options: ${next.join(', then ')}. On ${ctx.subject}, you're asking for a smaller yes, not giving up.`
          : `A first no is normal: the first person you reach often has the least room to say yes. Don't repeat the same ask. Call ${ctx.party} back (a different rep is fine), mention your earlier call, and move to the next rungs: ${next.join(', then ')}. On ${ctx.subject}, you're asking for a smaller yes, not giving up.`;
    return {
      strategy,
      opening: relationship
        ? `"Thanks for getting back to me about ${ctx.subject}. I understand the answer is no for now, and I'd like to look at other options with you."`
        : `"Hi, my name is [your name]. I called on [date of your last call] about ${ctx.subject} and spoke with [rep's name], reference [reference number]. I was told no, and I'd like to look at other options."`,
      email: relationship
        ? {
            subject: `Following up: ${ctx.subject}`,
            body: `Hi [name],\n\nThank you for talking with me on [date] about ${ctx.subject}. I understand the answer was no for now.\n\nCould we look at one of these instead?\n${asList(firstTwo(ctx))}\n\nCould you let me know by [date]?\n\nThank you,\n[Your name]`,
          }
        : {
            subject: `Follow-up: ${ctx.subject}`,
            body: `Hello,\n\nI called on [date] about ${ctx.subject} and spoke with [rep's name] (reference [reference number]). I was told no.\n\nI'm asking for one of these instead:\n${asList(firstTwo(ctx))}\n\nPlease reply in writing by [date].\n\nThank you,\n[Your name]\n[Phone number]`,
          },
      talkingPoints: [
        "Don't argue with the no; ask for the next option.",
        relationship
          ? 'Ask "What would make this possible?": it turns a no into a list of conditions.'
          : 'Asking for a supervisor is a normal request. Say it calmly: "I\'d like to speak with someone who can approve this."',
        relationship
          ? 'After each conversation, send a two-line email with what was said.'
          : 'Write down the name, date and reference number of every call.',
      ],
    };
  },
  counterOffer: (ctx) => ({
    strategy: `They moved, which means there's room. Don't accept on the spot: thank them, ask for the offer in writing, and counter once${ctx.offer ? ` (they offered ${ctx.offer})` : ''}, closer to your original ask on ${ctx.subject}. If it's good enough, accept it in writing.`,
    opening: `"Thank you, that helps. ${ctx.offer ? `You offered ${ctx.offer}. ` : ''}Could you do [a bit closer to your ask] instead?"\n"If that's the most you can do, please send it to me in writing and I'll confirm today."`,
    email: {
      subject: `Your offer: ${ctx.subject}`,
      body: `Hello,\n\nThank you for speaking with me on [date] about ${ctx.subject}. You offered ${ctx.offer ?? '[their offer]'}.\n\nCould you do [your counteroffer]? If your offer is final, please send it to me in writing, with the amount and any conditions, and I'll reply the same day.\n\nThank you,\n[Your name]`,
    },
    talkingPoints: [
      'Counter once, politely, then decide.',
      'Never accept on the spot: "Let me see it in writing first."',
      'Check the conditions: is it a one-time credit, does it change your contract, does it start a new term?',
    ],
  }),
  agreed: (ctx) => ({
    strategy: `Well done. Now lock it in: ask for the agreement on ${ctx.subject} in writing (an email is fine), check that the next bill, statement or paycheck shows it, and keep the confirmation.`,
    opening:
      ctx.style === 'relationship'
        ? `"Thank you, I appreciate it. Could you confirm it in a short email, with the amount and the date it starts?"`
        : `"Thank you, I appreciate it. Could you send me a confirmation by email with the new amount and a reference number?"\n"When will I see the change on my [bill / statement]?"`,
    email: {
      subject: `Confirming our agreement: ${ctx.subject}`,
      body: `Hello,\n\nThank you for your help on [date]. To confirm what we agreed about ${ctx.subject}: ${ctx.offer ? `${ctx.offer}, ` : ''}[the rest of the agreement, with dates].${ctx.style === 'relationship' ? '' : ' Reference number: [reference number].'}\n\nPlease reply if anything here is not right.\n\nThank you,\n[Your name]`,
    },
    talkingPoints: [
      'Check the next bill, statement or paycheck; if it is wrong, reply to the confirmation email.',
      'Save the confirmation where you can find it.',
    ],
  }),
  noReply: (ctx) => ({
    strategy: `Silence isn't a no. Follow up in writing with a clear date, and contact ${ctx.party} once to confirm they got it. If there's still no answer about ${ctx.subject}, move to the next rung.`,
    opening:
      ctx.style === 'relationship'
        ? `"Hi [name], I wrote on [date] about ${ctx.subject} and wanted to make sure it reached you. When can we settle it?"`
        : `"Hi, my name is [your name]. I wrote on [date] about ${ctx.subject} and haven't heard back. Can you confirm you received it and tell me when I'll get an answer?"`,
    email: {
      subject: `Second request: ${ctx.subject}`,
      body: `Hello,\n\nI wrote on [date of your first message] about ${ctx.subject} and haven't received a reply. My original message is below.\n\nPlease reply by [a date about a week from today].\n\nThank you,\n[Your name]`,
    },
    talkingPoints: [
      'Reply in the same email thread so the history stays together.',
      'Give a specific reply-by date.',
      'Contacting them once to confirm they received it is fine; keep it short.',
    ],
  }),
};

const spanish: ConversationCopy = {
  lead: '*Asistente sin conexión de Lane: escrito con las plantillas revisadas de Lane, no por un modelo de IA.*',
  notALawyer: 'Lane no es un abogado; esto es orientación, no asesoría legal.',
  refusal:
    'No puedo ayudarte a engañar, amenazar o presionar a nadie: suele salir mal y te puede poner en falta. Esta es una forma honesta de pedir el mismo resultado.',
  moreDetails: 'Gracias, eso ayuda. Este es el plan con esos detalles.',
  ladderIntro: 'Si te dicen que no, baja un escalón a la vez:',
  nextStepsIntro: 'Ve un escalón a la vez:',
  closing: (style) =>
    style === 'relationship'
      ? 'Antes de terminar: "Gracias. Quedo pendiente de un correo breve con lo que acordamos."'
      : 'Antes de colgar: "¿Me da su nombre y un número de referencia de esta llamada?"',
  numbersPoint: (numbers) => `Ten tus cifras a la mano: ${numbers.join(', ')}.`,
  question: (missing, salary) => {
    if (missing === 'what_happened') {
      return salary
        ? '¿Cuál es la situación: un aumento, una nueva oferta o tu tarifa como independiente?'
        : '¿Qué pasó, en una o dos frases: qué te cobraron u ofrecieron, y qué esperabas?';
    }
    if (missing === 'who') return '¿Con quién es: qué compañía, oficina o persona (un nombre ayuda)?';
    return salary
      ? '¿Cuánto ganas ahora (o cuánto te ofrecieron), y qué cifra quieres?'
      : '¿De cuánto es, y qué monto te parecería justo?';
  },
  saidNo: (ctx) => {
    const relationship = ctx.style === 'relationship';
    if (ctx.noCount >= 3) {
      return {
        strategy: relationship
          ? `Ahora ponlo por escrito. Una petición breve y tranquila por escrito deja un registro y llega a quien decide. Envía el correo de abajo sobre ${ctx.subject}, y si nada se mueve para tu fecha, llévalo a ${ctx.complaintRoutes}.`
          : `Ahora ponlo por escrito. Una queja por escrito deja un registro y llega a personas con más autoridad que la línea telefónica. Envía el correo de abajo sobre ${ctx.subject}, y si nada cambia para tu fecha límite, llévalo a ${ctx.complaintRoutes}.`,
        opening: relationship
          ? `"Quisiera volver a hablar de ${ctx.subject} una vez más. Voy a poner mi petición por escrito para que quede claro; antes de hacerlo, ¿hay algo más que se pueda hacer?"`
          : `"Hola, me llamo [tu nombre]. He llamado [número] veces por ${ctx.subject}, la última el [fecha], referencia [número de referencia]. Cada vez me dijeron que no. Hoy envío una queja por escrito; antes de hacerlo, ¿hay algo que me puedan ofrecer?"`,
        email: relationship
          ? {
              subject: `Petición por escrito: ${ctx.subject}`,
              body: `Hola [nombre]:\n\nEscribo para dar seguimiento por escrito a ${ctx.subject}, que hablamos el [fechas].\n\nLo que pido: [el resultado que quieres].\nPor qué es justo: [uno o dos hechos].\n\n¿Podemos acordar los siguientes pasos antes del [fecha]?\n\nGracias,\n[Tu nombre]`,
            }
          : {
              subject: `Queja formal: ${ctx.subject}`,
              body: `Al [departamento de quejas de la compañía]:\n\nLes escribo para presentar una queja formal sobre ${ctx.subject}.\n\nQué pasó: [dos o tres frases, con fechas].\nQué he intentado: llamé el [fechas] y hablé con [nombres] (referencias [números]). Cada vez me dijeron que no.\nQué pido: [el resultado que quieres].\n\nLes pido una respuesta por escrito dentro de 14 días. Si esto no se resuelve, lo llevaré a ${ctx.complaintRoutes}.\n\nAtentamente,\n[Tu nombre]\n[Teléfono]`,
            },
        talkingPoints: [
          'Limítate a los hechos: fechas, nombres, lo que pediste.',
          'Guarda copia de todo lo que envíes y anota la fecha de envío.',
          `Si pasa tu fecha, acude a ${ctx.complaintRoutes}.`,
        ],
      };
    }
    const next = firstTwo(ctx).map((rung) => inline(rung.label));
    const strategy =
      ctx.noCount >= 2
        ? `Dos negativas significan que es hora de ir con quien decide. Pídelo con calma y, si de verdad estás listo para irte, el paso siguiente. No estás empezando de cero con ${ctx.subject}: le estás pidiendo a alguien con más autoridad. Anota cada conversación.`
        : relationship
          ? `Un primer no muchas veces no es el final de una conversación así. No repitas la misma petición: vuelve con ${ctx.party}, reconoce su respuesta y pasa a las siguientes opciones: ${next.join(', luego ')}. Con ${ctx.subject}, estás pidiendo un sí más pequeño, no rindiéndote.`
          : `Un primer no es normal: la primera persona con la que hablas suele tener el menor margen para decir que sí. No repitas la misma petición. Vuelve a llamar ${aParty(ctx.party)} (otro representante está bien), menciona tu llamada anterior y pasa a los siguientes escalones: ${next.join(', luego ')}. Con ${ctx.subject}, estás pidiendo un sí más pequeño, no rindiéndote.`;
    return {
      strategy,
      opening: relationship
        ? `"Gracias por la respuesta sobre ${ctx.subject}. Entiendo que por ahora es un no, y me gustaría que veamos otras opciones."`
        : `"Hola, me llamo [tu nombre]. Llamé el [fecha de tu última llamada] por ${ctx.subject} y hablé con [nombre del representante], referencia [número de referencia]. Me dijeron que no y quisiera ver otras opciones."`,
      email: relationship
        ? {
            subject: `Seguimiento: ${ctx.subject}`,
            body: `Hola [nombre]:\n\nGracias por hablar conmigo el [fecha] sobre ${ctx.subject}. Entiendo que por ahora la respuesta fue no.\n\n¿Podemos ver una de estas opciones?\n${asList(firstTwo(ctx))}\n\nQuedo pendiente de una respuesta antes del [fecha].\n\nGracias,\n[Tu nombre]`,
          }
        : {
            subject: `Seguimiento: ${ctx.subject}`,
            body: `Hola:\n\nLlamé el [fecha] por ${ctx.subject} y hablé con [nombre del representante] (referencia [número de referencia]). Me dijeron que no.\n\nLes pido en su lugar una de estas opciones:\n${asList(firstTwo(ctx))}\n\nLes pido una respuesta por escrito antes del [fecha].\n\nGracias,\n[Tu nombre]\n[Teléfono]`,
          },
      talkingPoints: [
        'No discutas el no; pide la siguiente opción.',
        relationship
          ? 'Pregunta "¿Qué haría falta para que esto sea posible?": convierte un no en una lista de condiciones.'
          : 'Pedir un supervisor es normal. Dilo con calma: "Quisiera hablar con alguien que pueda aprobar esto."',
        relationship
          ? 'Después de cada conversación, envía un correo de dos líneas con lo que se dijo.'
          : 'Anota el nombre, la fecha y el número de referencia de cada llamada.',
      ],
    };
  },
  counterOffer: (ctx) => ({
    strategy: `Se movieron, así que hay margen. No aceptes en el momento: agradece, pide la oferta por escrito y contraoferta una vez${ctx.offer ? ` (te ofrecieron ${ctx.offer})` : ''}, más cerca de tu petición original sobre ${ctx.subject}. Si es suficiente, acéptala por escrito.`,
    opening: `"Gracias, eso ayuda. ${ctx.offer ? `Me ofrecieron ${ctx.offer}. ` : ''}¿Podrían hacer [algo más cercano a lo que pedí]?"\n"Si es lo más que pueden hacer, por favor envíenmelo por escrito y lo confirmo hoy."`,
    email: {
      subject: `Su oferta: ${ctx.subject}`,
      body: `Hola:\n\nGracias por hablar conmigo el [fecha] sobre ${ctx.subject}. Me ofrecieron ${ctx.offer ?? '[su oferta]'}.\n\n¿Podrían hacer [tu contraoferta]? Si su oferta es final, por favor envíenmela por escrito, con el monto y cualquier condición, y les respondo el mismo día.\n\nGracias,\n[Tu nombre]`,
    },
    talkingPoints: [
      'Contraoferta una vez, con amabilidad, y luego decide.',
      'Nunca aceptes en el momento: "Permítame verlo por escrito primero."',
      'Revisa las condiciones: ¿es un crédito único, cambia tu contrato, empieza un nuevo plazo?',
    ],
  }),
  agreed: (ctx) => ({
    strategy: `Bien hecho. Ahora asegúralo: pide por escrito el acuerdo sobre ${ctx.subject} (un correo basta), revisa que la próxima factura, estado de cuenta o pago lo refleje y guarda la confirmación.`,
    opening:
      ctx.style === 'relationship'
        ? `"Gracias, lo agradezco mucho. ¿Es posible confirmarlo en un correo breve, con el monto y la fecha en que empieza?"`
        : `"Gracias, se lo agradezco. ¿Me puede enviar una confirmación por correo con el nuevo monto y un número de referencia?"\n"¿Cuándo veré el cambio en mi [factura / estado de cuenta]?"`,
    email: {
      subject: `Confirmación de nuestro acuerdo: ${ctx.subject}`,
      body: `Hola:\n\nGracias por su ayuda el [fecha]. Para confirmar lo que acordamos sobre ${ctx.subject}: ${ctx.offer ? `${ctx.offer}, ` : ''}[el resto del acuerdo, con fechas].${ctx.style === 'relationship' ? '' : ' Número de referencia: [número de referencia].'}\n\nPor favor avísenme si algo aquí no es correcto.\n\nGracias,\n[Tu nombre]`,
    },
    talkingPoints: [
      'Revisa la próxima factura, estado de cuenta o pago; si está mal, responde al correo de confirmación.',
      'Guarda la confirmación donde la puedas encontrar.',
    ],
  }),
  noReply: (ctx) => ({
    strategy: `El silencio no es un no. Haz seguimiento por escrito con una fecha clara y contacta una vez ${aParty(ctx.party)} para confirmar que lo recibieron. Si sigue sin haber respuesta sobre ${ctx.subject}, pasa al siguiente escalón.`,
    opening:
      ctx.style === 'relationship'
        ? `"Hola [nombre], escribí el [fecha] sobre ${ctx.subject} y quería asegurarme de que llegó. ¿Cuándo lo podemos resolver?"`
        : `"Hola, me llamo [tu nombre]. Escribí el [fecha] por ${ctx.subject} y no he tenido respuesta. ¿Me puede confirmar que lo recibieron y decirme cuándo tendré una respuesta?"`,
    email: {
      subject: `Segunda solicitud: ${ctx.subject}`,
      body: `Hola:\n\nLes escribí el [fecha de tu primer mensaje] sobre ${ctx.subject} y no he recibido respuesta. Abajo está mi mensaje original.\n\nLes pido una respuesta antes del [una fecha dentro de una semana].\n\nGracias,\n[Tu nombre]`,
    },
    talkingPoints: [
      'Responde en el mismo hilo de correo para que el historial quede junto.',
      'Da una fecha concreta para responder.',
      'Contactarles una vez para confirmar que lo recibieron está bien; sé breve.',
    ],
  }),
};

export const CONVERSATION: Readonly<Record<Language, ConversationCopy>> = { en: english, es: spanish };
