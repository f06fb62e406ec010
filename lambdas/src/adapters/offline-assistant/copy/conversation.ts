import type { Language } from '@lane/shared';
import {
  inLanguage,
  type ConversationStyle,
  type EmailCopy,
  type OfferVerdict,
  type RungCopy,
} from './types.js';
import type { NoReason } from '../../../domain/chat/read-case.js';

/** The line that asks to see the reason their no came with ("it's our policy", "it's in the lease"). */
function reasonAsk(reason: NoReason | undefined, lang: Language): string {
  if (!reason) return '';
  const t = (en: string, es: string) => `\n${lang === 'es' ? es : en}`;
  switch (reason) {
    case 'policy':
      return t(
        `"You said it's your policy. Could you send me that policy in writing, and tell me who can make an exception to it?"`,
        `"Me dijeron que es su política. ¿Me pueden enviar esa política por escrito y decirme quién puede hacer una excepción?"`,
      );
    case 'terms':
      return t(
        `"You said it's in the terms. Which clause is it? Please send me that section in writing."`,
        `"Me dijeron que está en el contrato. ¿Qué cláusula es? Por favor envíenme esa sección por escrito."`,
      );
    case 'law':
      return t(
        `"You said the law allows it. Which law or rule is that? Please send it to me in writing."`,
        `"Me dijeron que la ley lo permite. ¿Qué ley o norma es? Por favor envíenmela por escrito."`,
      );
  }
}

/** Complaint routes as Lane names them ("your state attorney general"), in the person's own letter. */
/** A sentence that opens with the offer ("half", "la mitad") opens with a capital. */
function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "de" before a subject, contracted where Spanish contracts it: "del cargo", "de los $44.97". */
function de(subject: string): string {
  return /^el\s/iu.test(subject) ? `del ${subject.slice(3)}` : `de ${subject}`;
}

export function inMyVoice(routes: string, lang: Language): string {
  return lang === 'en'
    ? routes.replace(/\byour\b/g, 'my').replace(/\bYour\b/g, 'My')
    : routes.replace(/\bde su estado\b/g, 'de mi estado').replace(/\bsu estado\b/g, 'mi estado');
}

/** "a" before a Spanish phrase, contracted with its article: "al Departamento", "a la FTC". */
const toEs = (phrase: string) => (phrase.startsWith('el ') ? `al ${phrase.slice(3)}` : `a ${phrase}`);

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
  /** The one counter to make, as a figure, where Lane can work it out. */
  readonly counter?: string;
  /** How many times the person has reported a no. */
  readonly noCount: number;
  readonly style: ConversationStyle;
  /** When a right says the money is not owed: the sentence to hold to (from the area's copy). */
  readonly rightLine: string | undefined;
  /** The area's judgement of the offer, when one was made. */
  readonly verdict: OfferVerdict | undefined;
  /** The demand to pay names a date days away, not today. */
  readonly payLater?: boolean;
  /** The demand is a monthly plan ("200 a month or collections"), as the person wrote its figure: never "today". */
  readonly monthly?: string;
  /** Everything the person is owed, in the person's voice ("the full 1650 deposit back"), when known. */
  readonly owed?: string;
  /** The insurer hasn't processed the claim yet. */
  readonly pending?: boolean;
  /** The reason their no came with: ask to see it in writing. */
  readonly noReason?: NoReason;
  /** The owner or manager gave the no. */
  readonly fromDecider?: boolean;
  /** The time a rule gives them to put it right ("within 7 business days"), instead of 14 days. */
  readonly replyWithin?: string;
  /** A debt collector calls the person at work: the call and the letter tell them to stop. */
  readonly atWork?: boolean;
}

export type MissingFact = 'what_happened' | 'who' | 'how_much';

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
  /** A second matter in the same message: this plan is for the first. */
  secondMatter(words: string): string;
  /** The second matter's own short plan, after the first's; `first` on the turn it was raised. */
  secondPlan(words: string, strategy: string, first: boolean): string;
  /** The same request pressed again ("just put it in, everyone does it"). */
  readonly refusalAgain: string;
  readonly moreDetails: string;
  /** What Lane does, for a message that is not about a money conversation (or tries to change the rules). */
  readonly scope: string;
  /** Where an investing, tax, will or family-law question gets real help. */
  readonly elsewhere: string;
  readonly ladderIntro: string;
  /** The plan's intro when a right applies: steps that assert it, not a bargain. */
  readonly rightStepsIntro: string;
  readonly nextStepsIntro: string;
  /** The later steps named in one sentence, for the briefest script. */
  laterSteps(labels: readonly string[]): string;
  /**
   * How a call or a talk ends: a rep's name and reference number, or a short written confirmation.
   * `settled` false (a no, a threat, a demand, an answer still open): nothing was agreed, so the
   * talk ends by asking for their answer in writing, never "what we agreed".
   */
  closing(style: ConversationStyle, settled?: boolean): string;
  numbersPoint(numbers: readonly string[]): string;
  question(missing: MissingFact, salary: boolean): string;
  saidNo(ctx: FollowUpContext): FollowUpCopy;
  counterOffer(ctx: FollowUpContext): FollowUpCopy;
  /** A payment plan offered (so much a month) on money not yet checked: not a price to counter. */
  planOffered(ctx: FollowUpContext): FollowUpCopy;
  agreed(ctx: FollowUpContext): FollowUpCopy;
  noReply(ctx: FollowUpContext): FollowUpCopy;
  /** They want a payment today: never under pressure, never on money a right says is not owed. */
  payNow(ctx: FollowUpContext): FollowUpCopy;
  /** A monthly plan demanded on money a right says isn't owed (`rightLine` and `monthly` set). */
  monthlyOnDisputed(ctx: FollowUpContext): FollowUpCopy;
  /** An offer on money a right says is not owed: decline it and hold to the right. */
  declineOffer(ctx: FollowUpContext): FollowUpCopy;
  /** Their lower bill is still more than the person owes: decline to pay it, offer what is owed. */
  declineToPay(ctx: FollowUpContext): FollowUpCopy;
  /** A part handed back: take it, and keep the rest in dispute. */
  takePart(ctx: FollowUpContext): FollowUpCopy;
  /** A no on money a right says is not owed: escalate the right, never bargain. */
  holdTheRight(ctx: FollowUpContext): FollowUpCopy;
  /** They will look into it (within `days`, by `endDay` when named): no answer yet, never a no. */
  underReview(
    ctx: FollowUpContext,
    days: number | undefined,
    endDay: string | undefined,
    business?: boolean,
  ): FollowUpCopy;
  /** The person isn't sure what they said: the one short question to ask, and a line to ask them. */
  unclearQuestion: string;
  unclearLine: string;
  unclearIntro: string;
  /** A short written request to have their answer in writing, and what to keep in mind meanwhile. */
  unclearEmail(subject: string): EmailCopy;
  readonly unclearPoints: readonly string[];
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

/** The conversation copy in one language: each rule once, its words picked with t(en, es). */
function build(lang: Language): ConversationCopy {
  const t = inLanguage(lang);
  return {
    lead: t(
      "*Lane's offline assistant: written from Lane's reviewed templates, not by an AI model.*",
      '*Asistente sin conexión de Lane: escrito con las plantillas revisadas de Lane, no por un modelo de IA.*',
    ),
    notALawyer: t(
      "Lane isn't a lawyer; this is coaching, not legal advice.",
      'Lane no es un abogado; esto es orientación, no asesoría legal.',
    ),
    secondMatter: (words) =>
      t(
        `You also raised a second matter ("${words}"). This plan is for the first one; send the second as its own message and you'll get a plan for it too.`,
        `Usted también mencionó otro asunto («${words}»). Este plan es para el primero; envíe el segundo en un mensaje aparte y recibirá un plan para ese también.`,
      ),
    secondPlan: (words, strategy, first) =>
      t(
        `${first ? `You also raised a second matter ("${words}"). ${strategy}` : `On the second matter ("${words}"): ${lowerFirst(strategy)}`}${first ? ' Send it as its own message for its own script and letter.' : ''}`,
        `${first ? `Usted también mencionó otro asunto («${words}»). ${strategy}` : `Sobre el otro asunto («${words}»): ${lowerFirst(strategy)}`}${first ? ' Envíelo en un mensaje aparte si quiere su propio guion y su carta.' : ''}`,
      ),
    refusalAgain: t(
      "I still can't put something untrue in writing for you: if they find out, a made-up reason can cost you the very thing you're asking for. The honest version below asks for the same result.",
      'Sigo sin poder escribir por usted algo que no es cierto: si se enteran, un motivo inventado le puede costar justo lo que está pidiendo. La versión honesta de abajo pide el mismo resultado.',
    ),
    refusal: t(
      "I can't help you deceive, threaten or pressure anyone, or invent facts or documents: it tends to backfire, and it can put you in the wrong. Here is an honest way to ask for the same result.",
      'No puedo ayudarle a engañar, amenazar o presionar a nadie, ni a inventar hechos o documentos: suele salir mal y le puede poner en falta. Esta es una forma honesta de pedir el mismo resultado.',
    ),
    moreDetails: t(
      "Thanks, that helps. Here's the plan with those details.",
      'Gracias, eso ayuda. Este es el plan con esos detalles.',
    ),
    scope: t(
      'Lane helps you prepare for money conversations: surprise fees, medical bills, card charges, debt collectors, rent, car repairs, salary and vendors. Tell me what you are facing and I will write the plan, the script and the email.',
      'Lane le ayuda a prepararse para conversaciones de dinero: cargos sorpresa, facturas médicas, cargos en tarjetas, cobradores, renta, reparaciones de autos, salario y proveedores. Cuénteme qué situación enfrenta y le escribo el plan, el guion y el correo.',
    ),
    elsewhere: t(
      'For investing, taxes, a will or family matters, ask someone licensed for it: a nonprofit credit counselor (nfcc.org) or a fee-only financial planner for debt and savings, free IRS VITA tax help (irs.gov/vita), and an estate attorney or your local legal aid office for a will or guardianship for your child.',
      'Para inversiones, impuestos, un testamento o asuntos de familia, consulte a alguien con licencia para eso: una agencia sin fines de lucro de asesoría de crédito (nfcc.org) o un planificador financiero que cobre solo honorarios para deudas y ahorros, la ayuda gratuita de impuestos VITA del IRS (irs.gov/vita), y un abogado de sucesiones o la oficina de asistencia legal (legal aid) de su zona para un testamento o la tutela de sus hijos.',
    ),
    ladderIntro: t(
      'If they say no, step down one rung at a time:',
      'Si le dicen que no, baje un escalón a la vez:',
    ),
    rightStepsIntro: t(
      'If they push back, take these steps in order:',
      'Si se niegan, siga estos pasos en orden:',
    ),
    nextStepsIntro: t('Go one rung at a time:', 'Vaya un escalón a la vez:'),
    laterSteps: (labels) => {
      // "Supervisor" reads "supervisor" mid-sentence; "CFPB complaint" keeps its capitals.
      const named = labels.map((label) =>
        label.replace(/^\p{Lu}(?=\p{Ll})/u, (first) => first.toLowerCase()),
      );
      return t(
        `If that doesn't work, then: ${named.join(', then ')}.`,
        `Si eso no funciona, después: ${named.join(', luego ')}.`,
      );
    },
    closing: (style, settled = true) =>
      style === 'relationship' && !settled
        ? t(
            'Before you finish: "Thank you. Could you send me your answer in a short email, so I have it in writing?"',
            'Antes de terminar: "Gracias. ¿Me puede enviar su respuesta en un correo breve, para tenerla por escrito?"',
          )
        : style === 'relationship'
          ? t(
              'Before you finish: "Thank you. Could you confirm what we agreed in a short email?"',
              'Antes de terminar: "Gracias. Quedo pendiente de un correo breve con lo que acordamos."',
            )
          : t(
              'Before you hang up: "Could I have your name and a reference number for this call?"',
              'Antes de colgar: "¿Me da su nombre y un número de referencia de esta llamada?"',
            ),
    numbersPoint: (numbers) =>
      t(
        `Keep your numbers in front of you: ${numbers.join(', ')}.`,
        `Tenga sus cifras a la mano: ${numbers.join(', ')}.`,
      ),
    question: (missing, salary) => {
      if (missing === 'what_happened') {
        return salary
          ? t(
              'What is the situation: a raise, a new offer, or your rate as a freelancer?',
              '¿Cuál es la situación: un aumento, una nueva oferta o su tarifa como independiente?',
            )
          : t(
              'What happened, in a sentence or two: what were you charged or offered, and what did you expect?',
              '¿Qué pasó, en una o dos frases: qué le cobraron u ofrecieron, y qué esperaba?',
            );
      }
      if (missing === 'who')
        return t(
          'Who is it with: which company, office or person (a name helps)?',
          '¿Con quién es: qué compañía, oficina o persona (un nombre ayuda)?',
        );
      return salary
        ? t(
            'What do you earn now (or what were you offered), and what number do you want?',
            '¿Cuánto gana ahora (o cuánto le ofrecieron), y qué cifra quiere?',
          )
        : t(
            'How much is it, and what amount would feel fair to you?',
            '¿De cuánto es, y qué monto le parecería justo?',
          );
    },
    saidNo: (ctx) => {
      const relationship = ctx.style === 'relationship';
      if (ctx.noCount >= 3) {
        return {
          strategy: relationship
            ? t(
                `Now put it in writing. A short, calm written request creates a record and reaches whoever decides. Send the email below about ${ctx.subject}, and if nothing moves by your date, take it to ${ctx.complaintRoutes}.`,
                `Ahora póngalo por escrito. Una petición breve y tranquila por escrito deja un registro y llega a quien decide. Envíe el correo de abajo sobre ${ctx.subject}, y si nada se mueve para su fecha, llévelo ${toEs(ctx.complaintRoutes)}.`,
              )
            : t(
                `Now put it in writing. A written complaint creates a record and reaches people with more authority than the phone line. Send the email below about ${ctx.subject}, and if nothing changes by your deadline, take it to ${ctx.complaintRoutes}.`,
                `Ahora póngalo por escrito. Una queja por escrito deja un registro y llega a personas con más autoridad que la línea telefónica. Envíe el correo de abajo sobre ${ctx.subject}, y si nada cambia para su fecha límite, llévelo ${toEs(ctx.complaintRoutes)}.`,
              ),
          opening:
            (relationship
              ? t(
                  `"I'd like to come back to ${ctx.subject} one more time. I'm going to put my request in writing so we both have it; before I do, is there anything you can offer?"`,
                  `"Quisiera volver a hablar ${de(ctx.subject)} una vez más. Voy a poner mi petición por escrito para que quede claro; antes de hacerlo, ¿hay algo más que se pueda hacer?"`,
                )
              : ctx.fromDecider
                ? t(
                    `"I understand your answer on ${ctx.subject} is no. I'm putting my request in writing today so there's a record; before I do, is there anything you can offer?"`,
                    `"Entiendo que su respuesta sobre ${ctx.subject} es no. Hoy pongo mi petición por escrito para que quede registro; antes de hacerlo, ¿hay algo que me puedan ofrecer?"`,
                  )
                : t(
                    `"Hi, my name is [your name]. I've called [number] times about ${ctx.subject}, most recently on [date], reference [reference number]. Each time I was told no. I'm sending a written complaint today; before I do, is there anything you can offer?"`,
                    `"Hola, me llamo [su nombre]. He llamado [número] veces por ${ctx.subject}, la última el [fecha], referencia [número de referencia]. Cada vez me dijeron que no. Hoy envío una queja por escrito; antes de hacerlo, ¿hay algo que me puedan ofrecer?"`,
                  )) + reasonAsk(ctx.noReason, lang),
          email: relationship
            ? {
                subject: t(`Written request: ${ctx.subject}`, `Petición por escrito: ${ctx.subject}`),
                body: t(
                  `Hi [name],\n\nI'm following up in writing on ${ctx.subject}, which we discussed on [dates].\n\nWhat I'm asking for: [the result you want].\nWhy it's fair: [one or two facts].\n\nCould we agree on next steps by [date]?\n\nThank you,\n[Your name]`,
                  `Hola [nombre]:\n\nEscribo para dar seguimiento por escrito ${ctx.subject.startsWith('el ') ? `al ${ctx.subject.slice(3)}` : `a ${ctx.subject}`}, que hablamos el [fechas].\n\nLo que pido: [el resultado que quiere].\nPor qué es justo: [uno o dos hechos].\n\n¿Podemos acordar los siguientes pasos antes del [fecha]?\n\nGracias,\n[Su nombre]`,
                ),
              }
            : {
                subject: t(`Formal complaint: ${ctx.subject}`, `Queja formal: ${ctx.subject}`),
                body: t(
                  `To [the company's complaints department],\n\nI'm writing to make a formal complaint about ${ctx.subject}.\n\nWhat happened: [two or three sentences, with dates].\nWhat I've tried: I called on [dates] and spoke with [names] (references [numbers]). Each time I was told no.\nWhat I'm asking for: [the result you want].\n\nPlease reply in writing within 14 days. If this isn't resolved, I will take it to ${inMyVoice(ctx.complaintRoutes, lang)}.\n\nSincerely,\n[Your name]\n[Phone number]`,
                  `Al [departamento de quejas de la compañía]:\n\nLes escribo para presentar una queja formal sobre ${ctx.subject}.\n\nQué pasó: [dos o tres frases, con fechas].\nQué he intentado: llamé el [fechas] y hablé con [nombres] (referencias [números]). Cada vez me dijeron que no.\nQué pido: [el resultado que quiere].\n\nLes pido una respuesta por escrito dentro de 14 días. Si esto no se resuelve, lo llevaré ${toEs(inMyVoice(ctx.complaintRoutes, lang))}.\n\nAtentamente,\n[Su nombre]\n[Teléfono]`,
                ),
              },
          talkingPoints: [
            t(
              'Keep it factual: dates, names, what you asked for.',
              'Limítese a los hechos: fechas, nombres, lo que pidió.',
            ),
            t(
              'Keep copies of everything you send, and note the date you sent it.',
              'Guarde copia de todo lo que envíe y anote la fecha de envío.',
            ),
            t(
              `If your date passes, go to ${ctx.complaintRoutes}.`,
              `Si pasa su fecha, acuda ${toEs(ctx.complaintRoutes)}.`,
            ),
          ],
        };
      }
      const next = firstTwo(ctx).map((rung) => inline(rung.label));
      const then = next.join(t(', then ', ', luego '));
      const onTable = ctx.owed
        ? t(
            ` Each step keeps ${ctx.owed} on the table: it's money you're owed, not a favor.`,
            ` Cada paso mantiene en la mesa ${ctx.owed}: es dinero que se le debe, no un favor.`,
          )
        : t(
            ` Each rung is another way to the same result on ${ctx.subject}.`,
            ` Cada escalón es otro camino al mismo resultado con ${ctx.subject}.`,
          );
      const strategy =
        ctx.noCount >= 2
          ? t(
              `Two noes mean it's time to go to whoever decides. Ask calmly for them, and if you're truly ready to walk away, for the step after that. You're not starting over on ${ctx.subject}: you're asking someone with more authority. Keep notes of every conversation.`,
              `Dos negativas significan que es hora de ir con quien decide. Pídalo con calma y, si de verdad está en condiciones de irse, el paso siguiente. No está empezando de cero con ${ctx.subject}: le está pidiendo a alguien con más autoridad. Anote cada conversación.`,
            )
          : relationship
            ? t(
                `A first no is often not the end of a conversation like this. Don't repeat the same ask: go back to ${ctx.party}, acknowledge the answer, and move to the next options: ${then}.${onTable}`,
                `Un primer no muchas veces no es el final de una conversación así. No repita la misma petición: vuelva con ${ctx.party}, reconozca su respuesta y pase a las siguientes opciones: ${then}.${onTable}`,
              )
            : t(
                `A first no is normal: the first person you reach often has the least room to say yes. Don't repeat the same ask. Call ${ctx.party} back (a different rep is fine), mention your earlier call, and move to the next rungs: ${then}.${onTable}`,
                `Un primer no es normal: la primera persona con la que habla suele tener el menor margen para decir que sí. No repita la misma petición. Vuelva a llamar ${aParty(ctx.party)} (otro representante está bien), mencione su llamada anterior y pase a los siguientes escalones: ${then}.${onTable}`,
              );
      return {
        strategy,
        opening:
          (relationship
            ? t(
                `"Thanks for getting back to me about ${ctx.subject}. I understand the answer is no for now, and I'd like to look at other options with you."`,
                `"Gracias por la respuesta sobre ${ctx.subject}. Entiendo que por ahora es un no, y me gustaría que veamos otras opciones."`,
              )
            : t(
                `"Hi, my name is [your name]. I called on [date of your last call] about ${ctx.subject} and spoke with [rep's name], reference [reference number]. I was told no, and I'd like to look at other options."`,
                `"Hola, me llamo [su nombre]. Llamé el [fecha de su última llamada] por ${ctx.subject} y hablé con [nombre del representante], referencia [número de referencia]. Me dijeron que no y quisiera ver otras opciones."`,
              )) + reasonAsk(ctx.noReason, lang),
        email: relationship
          ? {
              subject: t(`Following up: ${ctx.subject}`, `Seguimiento: ${ctx.subject}`),
              body: t(
                `Hi [name],\n\nThank you for your answer about ${ctx.subject}. I understand the answer was no for now.\n\nCould we look at one of these instead?\n${asList(firstTwo(ctx))}\n\nCould you let me know by [date]?\n\nThank you,\n[Your name]`,
                `Hola [nombre]:\n\nGracias por su respuesta sobre ${ctx.subject}. Entiendo que por ahora la respuesta fue no.\n\n¿Podemos ver una de estas opciones?\n${asList(firstTwo(ctx))}\n\nQuedo pendiente de una respuesta antes del [fecha].\n\nGracias,\n[Su nombre]`,
              ),
            }
          : {
              subject: t(`Follow-up: ${ctx.subject}`, `Seguimiento: ${ctx.subject}`),
              body: t(
                `Hello,\n\nI called on [date] about ${ctx.subject} and spoke with [rep's name] (reference [reference number]). I was told no.\n\nI'm asking for one of these instead:\n${asList(firstTwo(ctx))}\n\nPlease reply in writing by [date].\n\nThank you,\n[Your name]\n[Phone number]`,
                `Hola:\n\nLlamé el [fecha] por ${ctx.subject} y hablé con [nombre del representante] (referencia [número de referencia]). Me dijeron que no.\n\nLes pido en su lugar una de estas opciones:\n${asList(firstTwo(ctx))}\n\nLes pido una respuesta por escrito antes del [fecha].\n\nGracias,\n[Su nombre]\n[Teléfono]`,
              ),
            },
        talkingPoints: [
          t(
            "Don't argue with the no; ask for the next option.",
            'No discuta el no; pida la siguiente opción.',
          ),
          relationship
            ? t(
                'Ask "What would make this possible?": it turns a no into a list of conditions.',
                'Pregunte "¿Qué haría falta para que esto sea posible?": convierte un no en una lista de condiciones.',
              )
            : t(
                'Asking for a supervisor is a normal request. Say it calmly: "I\'d like to speak with someone who can approve this."',
                'Pedir un supervisor es normal. Dígalo con calma: "Quisiera hablar con alguien que pueda aprobar esto."',
              ),
          relationship
            ? t(
                'After each conversation, send a two-line email with what was said.',
                'Después de cada conversación, envíe un correo de dos líneas con lo que se dijo.',
              )
            : t(
                'Write down the name, date and reference number of every call.',
                'Anote el nombre, la fecha y el número de referencia de cada llamada.',
              ),
        ],
      };
    },
    planOffered: (ctx) => ({
      strategy: t(
        `A plan${ctx.offer ? ` of ${ctx.offer} a month` : ''} changes when you pay, not what you owe: don't agree to one until ${ctx.subject} is checked and shows what you really owe${ctx.pending ? " (your insurer hasn't processed the claim yet)" : ''}. Say you haven't agreed to anything, ask them to note the account as under review and hold it from collections, and get that in writing. If you still need a plan once the amount is right, take it only in writing, with no interest or fees, at a monthly amount you can keep up with.`,
        `Un plan${ctx.offer ? ` de ${ctx.offer} al mes` : ''} cambia cuándo paga, no cuánto debe: no acepte uno hasta que ${ctx.subject} esté revisado y muestre lo que de verdad debe${ctx.pending ? ' (su seguro todavía no procesa el reclamo)' : ''}. Diga que no ha aceptado nada, pida que anoten la cuenta como en revisión y que no la envíen a cobranza, y pídalo por escrito. Si todavía necesita un plan cuando el monto esté bien, acéptelo solo por escrito, sin intereses ni cargos, con una cuota mensual que pueda cumplir.`,
      ),
      opening: t(
        `"I'm not agreeing to a plan today. ${ctx.pending ? 'My insurer is still processing the claim. ' : ''}Please note the account as under review and confirm in writing that it won't go to collections meanwhile."\n"Once the amount is right, I'll let you know how I'll pay."`,
        `"Hoy no voy a aceptar un plan. ${ctx.pending ? 'Mi seguro todavía está procesando el reclamo. ' : ''}Les pido anotar la cuenta como en revisión y confirmar por escrito que no pasará a cobranza mientras tanto."\n"Cuando el monto esté bien, les digo cómo voy a pagar."`,
      ),
      email: {
        subject: t(
          `No plan yet: ${ctx.subject} under review`,
          `Sin plan por ahora: ${ctx.subject} en revisión`,
        ),
        body: t(
          `Hello,\n\nYou offered me a payment plan${ctx.offer ? ` of ${ctx.offer} a month` : ''} for ${ctx.subject}. I haven't agreed to it, or to any payment.${ctx.pending ? ' My insurer is still processing the claim.' : ''}\n\nPlease note the account as under review, confirm in writing that it won't go to collections while it is, and send me an itemized statement.\n\nThank you,\n[Your name]`,
          `Hola:\n\nMe ofrecieron un plan de pagos${ctx.offer ? ` de ${ctx.offer} al mes` : ''} por ${ctx.subject}. No lo he aceptado, ni ningún pago.${ctx.pending ? ' Mi seguro todavía está procesando el reclamo.' : ''}\n\nLes pido anotar la cuenta como en revisión, confirmar por escrito que no pasará a cobranza mientras tanto y enviarme un estado de cuenta detallado.\n\nGracias,\n[Su nombre]`,
        ),
      },
      talkingPoints: [
        t(
          'A plan is about when you pay, never about what you owe.',
          'Un plan trata de cuándo paga, nunca de cuánto debe.',
        ),
        t(
          '"Collections in 30 days" is pressure: ask for the hold in writing.',
          '"A cobranza en 30 días" es presión: pida la pausa por escrito.',
        ),
      ],
    }),
    counterOffer: (ctx) =>
      ctx.verdict === 'accept'
        ? {
            strategy: t(
              `${ctx.offer ? `${upperFirst(ctx.offer)} ` : 'That '}meets what you were after on ${ctx.subject}. Take it, but only in writing: ask them to confirm the amount, any conditions and the date it applies, and don't pay or sign anything new until you have it.`,
              `${ctx.offer ? `${upperFirst(ctx.offer)} ` : 'Eso '}cumple lo que usted buscaba sobre ${ctx.subject}. Acéptelo, pero solo por escrito: pida que le confirmen el monto, las condiciones y la fecha en que aplica, y no pague ni firme nada nuevo hasta tenerlo.`,
            ),
            opening: t(
              `"Thank you, that works for me${ctx.offer ? `: ${ctx.offer}` : ''}."\n"Could you send it to me in writing, with the amount and the date it applies? I'll confirm as soon as I have it."`,
              `"Gracias, eso me funciona${ctx.offer ? `: ${ctx.offer}` : ''}."\n"¿Me lo pueden enviar por escrito, con el monto y la fecha en que aplica? Lo confirmo en cuanto lo reciba."`,
            ),
            email: {
              subject: t(`Accepting your offer: ${ctx.subject}`, `Acepto su oferta: ${ctx.subject}`),
              body: t(
                `Hello,\n\nThank you for your answer about ${ctx.subject}. I accept your offer of ${ctx.offer ?? '[their offer]'}.\n\nPlease confirm it in writing, with the amount, any conditions and the date it applies.\n\nThank you,\n[Your name]`,
                `Hola:\n\nGracias por su respuesta sobre ${ctx.subject}. Acepto su oferta de ${ctx.offer ?? '[su oferta]'}.\n\nLes pido confirmarla por escrito, con el monto, las condiciones y la fecha en que aplica.\n\nGracias,\n[Su nombre]`,
              ),
            },
            talkingPoints: [
              t(
                'A good offer is worth taking: say yes, then get it in writing.',
                'Una buena oferta vale la pena: diga que sí y pídala por escrito.',
              ),
              t(
                'Check the conditions: is it a one-time credit, does it change your contract, does it start a new term?',
                'Revise las condiciones: ¿es un crédito único, cambia su contrato, empieza un nuevo plazo?',
              ),
            ],
          }
        : {
            strategy: t(
              `They moved, which means there's room. Don't accept on the spot: thank them, ask for the offer in writing, and counter once${ctx.offer ? ` (they offered ${ctx.offer})` : ''}${ctx.counter ? ` with ${ctx.counter}` : ', closer to what you first asked for'}. If it's good enough, accept it in writing.`,
              `Se movieron, así que hay margen. No acepte en el momento: agradezca, pida la oferta por escrito y haga una contraoferta${ctx.offer ? ` (le ofrecieron ${ctx.offer})` : ''}${ctx.counter ? ` de ${ctx.counter}` : ', más cerca de lo que pidió al principio'}. Si es suficiente, acéptela por escrito.`,
            ),
            opening: t(
              `"Thank you, that helps. ${ctx.offer ? `You offered ${ctx.offer}. ` : ''}${ctx.counter ? `Could you do ${ctx.counter} instead?` : 'Could you do a little better than that?'}"\n"If that's the most you can do, please send it to me in writing and I'll confirm today."`,
              `"Gracias, eso ayuda. ${ctx.offer ? `Su oferta es de ${ctx.offer}. ` : ''}${ctx.counter ? `¿Podrían llegar a ${ctx.counter}?` : '¿Podrían mejorarla un poco?'}"\n"Si es lo más que pueden hacer, por favor envíenmelo por escrito y lo confirmo hoy."`,
            ),
            email: {
              subject: t(`Your offer: ${ctx.subject}`, `Su oferta: ${ctx.subject}`),
              body: t(
                `Hello,\n\nThank you for your answer about ${ctx.subject}. You offered ${ctx.offer ?? '[their offer]'}.\n\n${ctx.counter ? `Could you do ${ctx.counter}?` : 'Could you improve it a little?'} If your offer is final, please send it to me in writing, with the amount and any conditions, and I'll reply the same day.\n\nThank you,\n[Your name]`,
                `Hola:\n\nGracias por su respuesta sobre ${ctx.subject}. Su oferta es de ${ctx.offer ?? '[su oferta]'}.\n\n${ctx.counter ? `¿Podrían llegar a ${ctx.counter}?` : '¿Podrían mejorarla un poco?'} Si su oferta es final, por favor envíenmela por escrito, con el monto y cualquier condición, y les respondo el mismo día.\n\nGracias,\n[Su nombre]`,
              ),
            },
            talkingPoints: [
              t(
                'Counter once, politely, then decide.',
                'Haga una sola contraoferta, con amabilidad, y luego decida.',
              ),
              t(
                'Never accept on the spot: "Let me see it in writing first."',
                'Nunca acepte en el momento: "Permítame verlo por escrito primero."',
              ),
              t(
                'Check the conditions: is it a one-time credit, does it change your contract, does it start a new term?',
                'Revise las condiciones: ¿es un crédito único, cambia su contrato, empieza un nuevo plazo?',
              ),
            ],
          },
    agreed: (ctx) => {
      const relationship = ctx.style === 'relationship';
      return {
        strategy: t(
          `Well done. Now lock it in: ask for the agreement on ${ctx.subject} in writing (an email is fine), check that ${relationship ? 'the next invoice, lease or pay stub' : 'the next bill or statement'} shows it, and keep the confirmation.`,
          `Bien hecho. Ahora asegúrelo: pida por escrito el acuerdo sobre ${ctx.subject} (un correo basta), revise que ${relationship ? 'la próxima factura, el contrato o el recibo de pago' : 'la próxima factura o estado de cuenta'} lo refleje y guarde la confirmación.`,
        ),
        opening: relationship
          ? t(
              `"Thank you, I appreciate it. Could you confirm it in a short email, with the amount and the date it starts?"`,
              `"Gracias, lo agradezco mucho. ¿Es posible confirmarlo en un correo breve, con el monto y la fecha en que empieza?"`,
            )
          : t(
              `"Thank you, I appreciate it. Could you send me a confirmation by email with the new amount and a reference number?"\n"When will I see the change on my [bill / statement]?"`,
              `"Gracias, se lo agradezco. ¿Me puede enviar una confirmación por correo con el nuevo monto y un número de referencia?"\n"¿Cuándo veré el cambio en mi [factura / estado de cuenta]?"`,
            ),
        email: {
          subject: t(
            `Confirming our agreement: ${ctx.subject}`,
            `Confirmación de nuestro acuerdo: ${ctx.subject}`,
          ),
          body: t(
            `Hello,\n\nThank you for your help. To confirm what we agreed about ${ctx.subject}: ${ctx.offer ? `${ctx.offer}, ` : ''}[the rest of the agreement, with dates].${relationship ? '' : ' Reference number: [reference number].'}\n\nPlease reply if anything here is not right.\n\nThank you,\n[Your name]`,
            `Hola:\n\nGracias por su ayuda. Para confirmar lo que acordamos sobre ${ctx.subject}: ${ctx.offer ? `${ctx.offer}, ` : ''}[el resto del acuerdo, con fechas].${relationship ? '' : ' Número de referencia: [número de referencia].'}\n\nPor favor avísenme si algo aquí no es correcto.\n\nGracias,\n[Su nombre]`,
          ),
        },
        talkingPoints: [
          t(
            'Check the next bill, statement or pay stub where it applies; if it is wrong, reply to the confirmation email.',
            'Revise la próxima factura, estado de cuenta o pago; si está mal, responda al correo de confirmación.',
          ),
          t(
            'Save the confirmation where you can find it.',
            'Guarde la confirmación donde la pueda encontrar.',
          ),
        ],
      };
    },
    noReply: (ctx) => ({
      strategy: t(
        `Silence isn't a no. Follow up in writing with a clear date, and contact ${ctx.party} once to confirm they got it. If there's still no answer about ${ctx.subject}, move to the next rung.`,
        `El silencio no es un no. Haga seguimiento por escrito con una fecha clara y contacte una vez ${aParty(ctx.party)} para confirmar que lo recibieron. Si sigue sin haber respuesta sobre ${ctx.subject}, pase al siguiente escalón.`,
      ),
      opening:
        ctx.style === 'relationship'
          ? t(
              `"Hi [name], I wrote on [date] about ${ctx.subject} and wanted to make sure it reached you. When can we settle it?"`,
              `"Hola [nombre], escribí el [fecha] sobre ${ctx.subject} y quería asegurarme de que llegó. ¿Cuándo lo podemos resolver?"`,
            )
          : t(
              `"Hi, my name is [your name]. I wrote on [date] about ${ctx.subject} and haven't heard back. Can you confirm you received it and tell me when I'll get an answer?"`,
              `"Hola, me llamo [su nombre]. Escribí el [fecha] por ${ctx.subject} y no he tenido respuesta. ¿Me puede confirmar que lo recibieron y decirme cuándo tendré una respuesta?"`,
            ),
      email: {
        subject: t(`Second request: ${ctx.subject}`, `Segunda solicitud: ${ctx.subject}`),
        body: t(
          `Hello,\n\nI wrote on [date of your first message] about ${ctx.subject} and haven't received a reply. My original message is below.\n\nPlease reply by [a date about a week from today].\n\nThank you,\n[Your name]`,
          `Hola:\n\nLes escribí el [fecha de su primer mensaje] sobre ${ctx.subject} y no he recibido respuesta. Abajo está mi mensaje original.\n\nLes pido una respuesta antes del [una fecha dentro de una semana].\n\nGracias,\n[Su nombre]`,
        ),
      },
      talkingPoints: [
        t(
          'Reply in the same email thread so the history stays together.',
          'Responda en el mismo hilo de correo para que el historial quede junto.',
        ),
        t('Give a specific reply-by date.', 'Dé una fecha concreta para responder.'),
        t(
          'Contacting them once to confirm they received it is fine; keep it short.',
          'Contactarles una vez para confirmar que lo recibieron está bien; sea breve.',
        ),
      ],
    }),
    monthlyOnDisputed: (ctx) => monthlyOnDisputed(t, ctx, ctx.rightLine ?? '', ctx.monthly ?? ''),
    payNow: (ctx) =>
      ctx.rightLine
        ? {
            strategy: ctx.payLater
              ? t(
                  `Their deadline doesn't change what you owe. Say: "${ctx.rightLine}" Answer in writing before their date, so your dispute on ${ctx.subject} is on record, and pay nothing beyond what you owe meanwhile.`,
                  `Su plazo no cambia lo que usted debe. Diga: «${ctx.rightLine}» Responda por escrito antes de esa fecha, para que su disputa sobre ${ctx.subject} quede registrada, y mientras tanto no pague más de lo que debe.`,
                )
              : t(
                  `Don't pay under pressure. Say: "${ctx.rightLine}" Pressure to pay on the spot is a reason to slow down: say you will answer in writing, and keep to your written dispute on ${ctx.subject}.`,
                  `No pague nada hoy. Diga: «${ctx.rightLine}» La presión para pagar en el momento es una razón para ir más despacio: diga que responderá por escrito y mantenga su disputa por escrito sobre ${ctx.subject}.`,
                ),
            opening: ctx.payLater
              ? t(
                  `"I won't pay the disputed amount while my dispute is open. ${ctx.rightLine}"\n"Please send me what you're asking for in writing; I'll answer in writing before your deadline."`,
                  `"No voy a pagar el monto en disputa mientras mi disputa esté abierta. ${ctx.rightLine}"\n"Por favor envíenme por escrito lo que me piden; les responderé por escrito antes de su plazo."`,
                )
              : t(
                  `"I'm not making a payment today. ${ctx.rightLine}"\n"Please send me what you're asking for in writing, and I'll respond in writing."\n${ctx.atWork ? '"Don\'t call me at work: my employer doesn\'t allow it. Write to me at my home address instead."' : '"Please don\'t call me about it again at this number; write to me instead."'}`,
                  `"Hoy no voy a hacer ningún pago. ${ctx.rightLine}"\n"Por favor envíenme por escrito lo que me piden, y les respondo por escrito."\n${ctx.atWork ? '"No me llamen al trabajo: mi empleador no lo permite. Escríbanme a mi domicilio."' : '"Les pido que no me llamen más a este número por esto; escríbanme."'}`,
                ),
            email: {
              subject: t(
                `No payment until my dispute is answered: ${ctx.subject}`,
                `Sin pago hasta que respondan mi disputa: ${ctx.subject}`,
              ),
              body: t(
                `Hello,\n\nYou asked me to pay ${ctx.subject} ${ctx.payLater ? 'by your deadline' : 'today'}. I will not make a payment while my dispute is open. ${ctx.rightLine}\n\nPlease send your answer to my dispute in writing to the address below.${ctx.atWork ? ' Do not call me at work: my employer does not allow it.' : ''}\n\nSincerely,\n[Your name]\n[Mailing address]`,
                `Hola:\n\nMe pidieron pagar ${ctx.subject} ${ctx.payLater ? 'antes de su plazo' : 'hoy'}. No haré ningún pago mientras mi disputa esté abierta. ${ctx.rightLine}\n\nLes pido que me envíen por escrito la respuesta a mi disputa a la dirección de abajo.${ctx.atWork ? ' No me llamen al trabajo: mi empleador no lo permite.' : ''}\n\nAtentamente,\n[Su nombre]\n[Dirección postal]`,
              ),
            },
            talkingPoints: [
              t(
                'Never give card or bank details on a call while pressed to pay.',
                'No dé datos de su tarjeta ni de su banco en una llamada bajo presión.',
              ),
              ctx.payLater
                ? t(
                    'Answer in writing before their date, and keep proof you sent it: your written dispute is what counts.',
                    'Responda por escrito antes de su fecha y guarde la prueba del envío: lo que cuenta es su disputa por escrito.',
                  )
                : t(
                    '"Today only" is pressure, not a deadline: your written dispute is what counts.',
                    '"Solo hoy" es presión, no un plazo: lo que cuenta es su disputa por escrito.',
                  ),
              t(
                'Write down who called, when, and what they said.',
                'Anote quién llamó, cuándo y qué le dijeron.',
              ),
              ...(ctx.atWork
                ? [
                    t(
                      'Keep a copy of the letter that tells them not to call you at work: after it, each call there is a violation to report.',
                      'Guarde copia de la carta que les pide no llamarle al trabajo: después de ella, cada llamada ahí es una falta que puede denunciar.',
                    ),
                  ]
                : []),
            ],
          }
        : {
            strategy: t(
              `${ctx.payLater ? "Don't pay just because a deadline was set." : "Don't pay under pressure today."} Ask for the exact amount and the terms in writing first; pay only what you've agreed to, by a method you choose, and keep the receipt. If a payment today really is the best deal, get the written confirmation before you pay.`,
              `${ctx.payLater ? 'No pague solo porque le pusieron un plazo.' : 'No pague bajo presión hoy.'} Pida primero por escrito el monto exacto y las condiciones; pague solo lo acordado, con el método que usted elija, y guarde el recibo. Si pagar hoy de verdad es el mejor trato, obtenga la confirmación por escrito antes de pagar.`,
            ),
            opening: t(
              `"I can't agree to a payment on this call. Please send me the amount and the terms in writing, and I'll respond by [date]."\n"If a payment today changes the amount, please put that in writing too."`,
              `"No puedo acordar un pago en esta llamada. Por favor envíenme el monto y las condiciones por escrito, y les respondo a más tardar el [fecha]."\n"Si pagar hoy cambia el monto, por favor pónganlo también por escrito."`,
            ),
            email: {
              subject: t(
                `Please send the terms in writing: ${ctx.subject}`,
                `Les pido las condiciones por escrito: ${ctx.subject}`,
              ),
              body: t(
                `Hello,\n\nI was asked to pay ${ctx.subject} ${ctx.payLater ? 'by your deadline' : 'today'}. Before I pay, please send me in writing the amount, what it covers and any conditions. I will reply by [date].\n\nThank you,\n[Your name]`,
                `Hola:\n\nMe pidieron pagar ${ctx.subject} ${ctx.payLater ? 'antes de su plazo' : 'hoy'}. Antes de pagar, les pido que me envíen por escrito el monto, qué cubre y cualquier condición. Les responderé a más tardar el [fecha].\n\nGracias,\n[Su nombre]`,
              ),
            },
            talkingPoints: [
              t(
                'Never give card or bank details on a call while pressed to pay.',
                'No dé datos de su tarjeta ni de su banco en una llamada bajo presión.',
              ),
              t(
                'Pay only what is agreed in writing, and keep the receipt.',
                'Pague solo lo acordado por escrito y guarde el recibo.',
              ),
              t(
                'Ask what happens if you pay on [a later date] instead.',
                'Pregunte qué pasa si paga el [una fecha posterior].',
              ),
            ],
          },
    declineToPay: (ctx) => ({
      strategy: t(
        `Don't agree to pay${ctx.offer ? ` ${ctx.offer}` : ' that'}: it's still more than you owe on ${ctx.subject}. What you owe is ${ctx.owed ?? 'what was agreed'}. Offer that, politely, against a receipt, and ask for their answer in writing.`,
        `No acepte pagar${ctx.offer ? ` ${ctx.offer}` : ' eso'}, que todavía es más de lo que debe sobre ${ctx.subject}: lo que debe es ${ctx.owed ?? 'lo acordado'}. Ofrezca eso, con cortesía y contra recibo, y pida su respuesta por escrito.`,
      ),
      opening: t(
        `"Thank you, but I can't agree to ${ctx.offer ?? 'that'}."\n"What I owe is ${ctx.owed ?? '[the agreed amount]'}, and I'm ready to pay it against a receipt. Could you send me your answer in writing?"`,
        `"Gracias, pero no puedo aceptar ${ctx.offer ?? 'eso'}."\n"Lo que debo es ${ctx.owed ?? '[lo acordado]'}, y estoy en condiciones de pagarlo contra recibo. ¿Me pueden enviar su respuesta por escrito?"`,
      ),
      email: {
        subject: t(`Your proposal: ${ctx.subject}`, `Su propuesta: ${ctx.subject}`),
        body: t(
          `Hello,\n\nYou proposed ${ctx.offer ?? '[their number]'} on ${ctx.subject}. I can't agree to it: what I owe is ${ctx.owed ?? '[the agreed amount]'}, and I'm ready to pay that against a receipt.\n\nPlease send me your answer in writing.\n\nThank you,\n[Your name]`,
          `Hola:\n\nMe propusieron ${ctx.offer ?? '[su cifra]'} sobre ${ctx.subject}. No puedo aceptarlo: lo que debo es ${ctx.owed ?? '[lo acordado]'}, y estoy en condiciones de pagarlo contra recibo.\n\nLes pido enviarme su respuesta por escrito.\n\nGracias,\n[Su nombre]`,
        ),
      },
      talkingPoints: [
        t(
          'Work you never approved is not a price to meet halfway.',
          'Un trabajo que nunca aprobó no es un precio para partir a la mitad.',
        ),
        t('Pay only against a receipt, by check or card.', 'Pague solo contra recibo, con cheque o tarjeta.'),
      ],
    }),
    declineOffer: (ctx) =>
      ctx.rightLine === undefined
        ? {
            strategy: t(
              `Don't accept${ctx.offer ? ` ${ctx.offer}` : ' that offer'}: it falls short of what you're owed on ${ctx.subject}. Say so politely, name what you need, and ask for their answer in writing.`,
              `No acepte${ctx.offer ? ` ${ctx.offer}` : ' esa oferta'}: no cubre lo que le corresponde sobre ${ctx.subject}. Dígalo con cortesía, diga lo que necesita y pida su respuesta por escrito.`,
            ),
            opening: t(
              `"Thank you, but ${ctx.offer ? `${ctx.offer} doesn't work for me` : "that doesn't cover it"}."\n"What I need is ${ctx.owed ?? '[your full ask]'}. Could you send me your answer in writing?"`,
              `"Gracias, pero ${ctx.offer ? `${ctx.offer} no me sirve` : 'eso no lo cubre'}."\n"Lo que necesito es ${ctx.owed ?? '[su petición completa]'}. ¿Me pueden enviar su respuesta por escrito?"`,
            ),
            email: {
              subject: t(`Your offer: ${ctx.subject}`, `Su oferta: ${ctx.subject}`),
              body: t(
                `Hello,\n\nYou offered ${ctx.offer ?? '[their offer]'} on ${ctx.subject}. It doesn't cover what I'm owed: ${ctx.owed ?? '[your full ask, and why]'}.\n\nPlease send me your answer in writing.\n\nThank you,\n[Your name]`,
                `Hola:\n\nMe ofrecieron ${ctx.offer ?? '[su oferta]'} sobre ${ctx.subject}. No cubre lo que me corresponde: ${ctx.owed ?? '[su petición completa, y por qué]'}.\n\nLes pido enviarme su respuesta por escrito.\n\nGracias,\n[Su nombre]`,
              ),
            },
            talkingPoints: [
              t(
                'A first offer is rarely the last: decline calmly and restate your number.',
                'Una primera oferta rara vez es la última: rechácela con calma y repita su cifra.',
              ),
              t(
                'Get every offer in writing before you decide.',
                'Pida cada oferta por escrito antes de decidir.',
              ),
            ],
          }
        : {
            strategy: t(
              `Don't accept${ctx.offer ? ` ${ctx.offer}` : ' a partial credit'}. Say: "Thank you, but I'm not accepting part of it. ${ctx.rightLine}" A partial offer on money you don't owe isn't a compromise. Decline politely, keep your written dispute moving, and ask for the full correction in writing.`,
              `No acepte${ctx.offer ? ` ${ctx.offer}` : ' un crédito parcial'}. Diga: «Gracias, pero no acepto una parte. ${ctx.rightLine}» Una oferta parcial sobre dinero que usted no debe no es un acuerdo justo. Rechácela con cortesía, siga con su disputa por escrito y pida la corrección completa por escrito.`,
            ),
            opening: t(
              `"Thank you, but I'm not accepting part of it. ${ctx.rightLine}"\n"Please correct the full amount, and confirm it in writing."`,
              `"Gracias, pero no acepto una parte. ${ctx.rightLine}"\n"Les pido que corrijan el monto completo y me lo confirmen por escrito."`,
            ),
            email: {
              subject: t(
                `Offer declined, dispute stands: ${ctx.subject}`,
                `Oferta rechazada, la disputa sigue: ${ctx.subject}`,
              ),
              body: t(
                `Hello,\n\nYou offered ${ctx.offer ?? '[their offer]'} on ${ctx.subject}. I decline it. ${ctx.rightLine ?? ''}\n\nPlease correct the full amount and confirm it in writing.\n\nSincerely,\n[Your name]`,
                `Hola:\n\nMe ofrecieron ${ctx.offer ?? '[su oferta]'} sobre ${ctx.subject}. No la acepto. ${ctx.rightLine ?? ''}\n\nLes pido que corrijan el monto completo y me lo confirmen por escrito.\n\nAtentamente,\n[Su nombre]`,
              ),
            },
            talkingPoints: [
              t(
                'An offer to split money you do not owe is a sign they know the claim is weak.',
                'Una oferta de partir dinero que usted no debe indica que saben que el cobro es débil.',
              ),
              t(
                'Accepting part may close your dispute: say no to it.',
                'Aceptar una parte puede cerrar su disputa: no la acepte.',
              ),
              t(
                'Keep every deadline in your written dispute.',
                'Cumpla cada plazo de su disputa por escrito.',
              ),
            ],
          },
    takePart: (ctx) => ({
      strategy: t(
        `Take ${ctx.offer ?? 'what they give back'}: it's yours anyway. But don't agree that it settles the rest, and keep disputing the rest in writing with your card issuer or bank.`,
        `Acepte ${ctx.offer ?? 'lo que le devuelven'}: ese dinero es suyo de todos modos. Pero no acepte que eso cierre el resto, y siga disputando el resto por escrito con el emisor de su tarjeta o su banco.`,
      ),
      opening: t(
        `"Thank you, I'll take that refund. It doesn't settle the rest: I'm disputing the rest in writing."\n"Please confirm the refund and its amount in writing."`,
        `"Gracias, acepto ese reembolso. No cierra el resto: estoy disputando el resto por escrito."\n"Por favor confírmenme el reembolso y su monto por escrito."`,
      ),
      email: {
        subject: t(
          `Refund received, the rest still in dispute: ${ctx.subject}`,
          `Reembolso recibido, el resto sigue en disputa: ${ctx.subject}`,
        ),
        body: t(
          `Hello,\n\nYou agreed to refund ${ctx.offer ?? '[the part refunded]'} of ${ctx.subject}. Thank you. This refund does not settle the rest, which I am disputing in writing.${ctx.rightLine ? ` ${ctx.rightLine}` : ''}\n\nPlease confirm the refund and its amount in writing.\n\nSincerely,\n[Your name]`,
          `Hola:\n\nAceptaron reembolsarme ${ctx.offer ?? '[la parte reembolsada]'} ${de(ctx.subject)}. Gracias. Este reembolso no cierra el resto, que estoy disputando por escrito.${ctx.rightLine ? ` ${ctx.rightLine}` : ''}\n\nLes pido confirmarme el reembolso y su monto por escrito.\n\nAtentamente,\n[Su nombre]`,
        ),
      },
      talkingPoints: [
        t(
          'A refund of part is not a settlement of the whole unless you agree that it is.',
          'Un reembolso de una parte no cierra todo, a menos que usted lo acepte así.',
        ),
        t(
          'Dispute the rest in writing with your card issuer or bank, within its deadline.',
          'Dispute el resto por escrito con el emisor de su tarjeta o su banco, dentro de su plazo.',
        ),
        t(
          'Check that the refund shows on your next statement.',
          'Revise que el reembolso aparezca en su próximo estado de cuenta.',
        ),
      ],
    }),
    underReview: (ctx, days, endDay, business) => {
      const within = days
        ? business
          ? t(
              ` within ${days} business days (by about ${endDay})`,
              ` dentro de ${days} días hábiles (hacia el ${endDay})`,
            )
          : t(` within ${days} days (by ${endDay})`, ` dentro de ${days} días (antes del ${endDay})`)
        : '';
      return {
        strategy: [
          ctx.style === 'relationship'
            ? t(
                `That isn't a no: they said they'll look into it${within}. Take the time, and ask them to confirm by text or email the day you'll hear back.`,
                `Eso no es un no: dijeron que lo van a revisar${within}. Dé ese tiempo, y pida que le confirmen por mensaje o correo el día en que tendrá su respuesta.`,
              )
            : t(
                `That isn't a no: they said they'll look into it${within}. Take the time, but get it in writing: a reference number, who is reviewing it, and the date you'll have their answer.`,
                `Eso no es un no: dijeron que lo van a revisar${within}. Dé ese tiempo, pero pídalo por escrito: un número de referencia, quién lo revisa y la fecha en que tendrá su respuesta.`,
              ),
          ctx.rightLine
            ? t(
                `Meanwhile, pay nothing on the disputed part and hold to it in writing: "${ctx.rightLine}"`,
                `Mientras tanto, no pague nada de la parte disputada y sosténgalo por escrito: «${ctx.rightLine}»`,
              )
            : undefined,
          t(
            `If there's no answer by ${endDay ?? 'the date they give you'}, follow up in writing with your reference number and ask who can decide.`,
            `Si no hay respuesta para el ${endDay ?? 'día que le indiquen'}, haga seguimiento por escrito con su número de referencia y pregunte quién puede decidir.`,
          ),
        ]
          .filter(Boolean)
          .join(' '),
        opening:
          ctx.style === 'relationship'
            ? t(
                `"Thank you for looking into ${ctx.subject}. So I can plan, when will I have your answer${endDay ? ` (${endDay}?)` : ''}? Could you confirm it by text or email?"`,
                `"Gracias por revisar ${ctx.subject}. Para organizarme, ¿cuándo tendré su respuesta${endDay ? ` (¿el ${endDay}?)` : ''}? ¿Me lo puede confirmar por mensaje o correo?"`,
              )
            : t(
                `"Thank you for looking into ${ctx.subject}. Could I have a reference number, and the date I'll have your answer${endDay ? ` (${endDay})` : ''}? Please confirm it to me in writing."`,
                `"Gracias por revisar ${ctx.subject}. ¿Me da un número de referencia y la fecha en que tendré su respuesta${endDay ? ` (el ${endDay})` : ''}? Por favor confírmenmelo por escrito."`,
              ),
        email: {
          subject: t(`Your review: ${ctx.subject}`, `Su revisión: ${ctx.subject}`),
          body: t(
            `Hello,\n\nOn [date] you told me you would look into ${ctx.subject}${within}. Please confirm in writing the reference number and the date I'll have your answer.${ctx.rightLine ? `\n\n${ctx.rightLine}` : ''}\n\nThank you,\n[Your name]`,
            `Hola:\n\nEl [fecha] me dijeron que revisarían ${ctx.subject}${within}. Les pido confirmarme por escrito el número de referencia y la fecha en que tendré su respuesta.${ctx.rightLine ? `\n\n${ctx.rightLine}` : ''}\n\nGracias,\n[Su nombre]`,
          ),
        },
        talkingPoints: [
          t(
            'Write down the date, the name and exactly what they promised.',
            'Anote la fecha, el nombre y exactamente lo que prometieron.',
          ),
          t(
            `Mark ${endDay ?? 'their date'} on your calendar; if it passes with no answer, follow up in writing.`,
            `Marque el ${endDay ?? 'día que le den'} en su calendario; si pasa sin respuesta, haga seguimiento por escrito.`,
          ),
        ],
      };
    },
    unclearEmail: (subject) => ({
      subject: t(`Your answer about ${subject}`, `Su respuesta sobre ${subject}`),
      body: t(
        `Hello,\n\nOn [date] we spoke about ${subject}. I want to be sure I understood your answer: could you send me in writing exactly what you are offering or asking me to do, with any figures and dates?\n\nThank you,\n[Your name]`,
        `Hola:\n\nEl [fecha] hablamos sobre ${subject}. Quiero asegurarme de haber entendido su respuesta: ¿me pueden enviar por escrito exactamente qué me ofrecen o qué me piden hacer, con cifras y fechas?\n\nGracias,\n[Su nombre]`,
      ),
    }),
    unclearPoints: [
      t(
        "Don't agree to anything until you have it in writing and understand it.",
        'No acepte nada hasta tenerlo por escrito y entenderlo.',
      ),
      t(
        'Write down the date, the name and what you understood, in their words.',
        'Anote la fecha, el nombre y lo que entendió, con sus palabras.',
      ),
    ],
    unclearIntro: t(
      "I'm not sure from your message what their answer was, so here is what holds either way.",
      'Por su mensaje no me queda claro cuál fue su respuesta, así que esto es lo que vale en cualquier caso.',
    ),
    unclearQuestion: t(
      'What exactly did they say: did they refuse, offer something (how much?), or ask you to wait?',
      '¿Qué le dijeron exactamente: se negaron, le ofrecieron algo (¿cuánto?) o le pidieron esperar?',
    ),
    unclearLine: t(
      '"Sorry, I want to be sure I understood: what exactly are you offering, or asking me to do? Could you send it to me in writing?"',
      '"Disculpe, quiero asegurarme de haber entendido: ¿qué me ofrecen exactamente, o qué me piden hacer? ¿Me lo pueden enviar por escrito?"',
    ),
    holdTheRight: (ctx) => ({
      strategy:
        ctx.noCount >= 2
          ? t(
              `That's another no, so stop asking by phone: file your complaint with ${ctx.complaintRoutes} today, with copies of your papers and every reference number, and send your position by certified mail. What to hold to, in writing: "${ctx.rightLine ?? ''}" Pay nothing on the disputed part meanwhile.`,
              `Es otro no, así que deje de pedirlo por teléfono: presente hoy su queja ante ${ctx.complaintRoutes}, con copia de sus papeles y cada número de referencia, y envíe su posición por correo certificado. Lo que debe sostener, por escrito: «${ctx.rightLine ?? ''}» Mientras tanto, no pague nada de la parte disputada.`,
            )
          : t(
              `A no on the phone doesn't end your right. Say: "${ctx.rightLine ?? ''}" Put it in writing if you haven't, ask for a supervisor, and if the answer stays no, file a complaint with ${ctx.complaintRoutes}.`,
              `Un no por teléfono no termina su derecho. Diga: «${ctx.rightLine ?? ''}» Póngalo por escrito si aún no lo hizo, pida un supervisor y, si la respuesta sigue siendo no, presente una queja ante ${ctx.complaintRoutes}.`,
            ),
      opening: t(
        `"I understand you can't fix it on this call. ${ctx.rightLine ?? ''}"\n"May I speak with a supervisor? And please confirm the address where my written dispute goes."`,
        `"Entiendo que no lo pueden resolver en esta llamada. ${ctx.rightLine ?? ''}"\n"¿Puedo hablar con un supervisor? Y por favor confírmenme la dirección a la que envío mi disputa por escrito."`,
      ),
      email: {
        subject: t(`Written dispute: ${ctx.subject}`, `Disputa por escrito: ${ctx.subject}`),
        body: t(
          `Hello,\n\nYou said no about ${ctx.subject} (reference [reference number]). ${ctx.rightLine ?? ''}\n\nPlease correct it and confirm in writing ${ctx.replyWithin ?? 'within 14 days'}. If it isn't resolved, I will file a complaint with ${inMyVoice(ctx.complaintRoutes, lang)}.\n\nSincerely,\n[Your name]\n[Mailing address]`,
          `Hola:\n\nMe dijeron que no sobre ${ctx.subject} (referencia [número de referencia]). ${ctx.rightLine ?? ''}\n\nLes pido que lo corrijan y me lo confirmen por escrito ${ctx.replyWithin ?? 'dentro de 14 días'}. Si no se resuelve, presentaré una queja ante ${inMyVoice(ctx.complaintRoutes, lang)}.\n\nAtentamente,\n[Su nombre]\n[Dirección postal]`,
        ),
      },
      talkingPoints: [
        t(
          "The phone rep's no is not the end: the written process is what counts.",
          'El no de un representante no es el final: lo que cuenta es el proceso por escrito.',
        ),
        t(`Complaints go to ${ctx.complaintRoutes}.`, `Las quejas van ${toEs(ctx.complaintRoutes)}.`),
        t(
          'Write down every name, date and reference number.',
          'Anote cada nombre, fecha y número de referencia.',
        ),
      ],
    }),
  };
}

export const CONVERSATION: Readonly<Record<Language, ConversationCopy>> = {
  en: build('en'),
  es: build('es'),
};

/** A sentence carried on after a colon: its first letter in lower case, unless it opens a name ("CFPB"). */
function lowerFirst(text: string): string {
  return /^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/**
 * "tengo que pagar 150 al mes o la mandan a cobranza" on money a right says isn't owed: a monthly plan
 * is no payment today, and signing up for it would pay the disputed part too.
 */
function monthlyOnDisputed(
  t: ReturnType<typeof inLanguage>,
  ctx: FollowUpContext,
  rightLine: string,
  monthly: string,
): FollowUpCopy {
  return {
    strategy: t(
      `A plan of ${monthly} a month changes when you pay, not what you owe: don't sign up for it on ${ctx.subject}. Say: "${rightLine}" Answer in writing, ask them to hold the account from collections while your dispute is open, and pay nothing beyond what you owe.`,
      `Un plan de ${monthly} al mes cambia cuándo paga, no lo que debe: no lo firme sobre ${ctx.subject}. Diga: «${rightLine}» Responda por escrito, pida que no envíen la cuenta a cobranza mientras su disputa esté abierta, y no pague más de lo que debe.`,
    ),
    opening: t(
      `"I won't sign up for a plan of ${monthly} a month on this bill. ${rightLine}"\n"Please hold the account from collections while my dispute is open, and send me your answer in writing."`,
      `"No voy a firmar un plan de ${monthly} al mes sobre esta factura. ${rightLine}"\n"Les pido no enviar la cuenta a cobranza mientras mi disputa esté abierta, y enviarme su respuesta por escrito."`,
    ),
    email: {
      subject: t(
        `No payment plan while my dispute is open: ${ctx.subject}`,
        `Sin plan de pagos mientras mi disputa esté abierta: ${ctx.subject}`,
      ),
      body: t(
        `Hello,\n\nYou asked me to start paying ${monthly} a month on ${ctx.subject}. I will not agree to a plan while my dispute is open. ${rightLine}\n\nPlease hold the account from collections meanwhile, and send your answer to my dispute in writing to the address below.\n\nSincerely,\n[Your name]\n[Mailing address]`,
        `Hola:\n\nMe pidieron empezar a pagar ${monthly} al mes sobre ${ctx.subject}. No aceptaré un plan mientras mi disputa esté abierta. ${rightLine}\n\nLes pido no enviar la cuenta a cobranza mientras tanto, y enviarme por escrito la respuesta a mi disputa a la dirección de abajo.\n\nAtentamente,\n[Su nombre]\n[Dirección postal]`,
      ),
    },
    talkingPoints: [
      t(
        'Never give card or bank details on a call while pressed to pay.',
        'No dé datos de su tarjeta ni de su banco en una llamada bajo presión.',
      ),
      t(
        'A plan on a disputed bill pays the disputed part too: keep to your written dispute.',
        'Un plan sobre una factura en disputa también paga la parte disputada: mantenga su disputa por escrito.',
      ),
      t('Write down who called, when, and what they said.', 'Anote quién llamó, cuándo y qué le dijeron.'),
    ],
  };
}

/**
 * "they'll charge 900 to my card on file today", "me van a sacar el dinero de la cuenta": a charge
 * threatened on the person's card or account, in any area. Said where the area's own answer doesn't:
 * limit it in writing today, and dispute any charge they make anyway with the card issuer or bank.
 */
export function cardChargeGuard(lang: Language): { strategy: string; point: string } {
  return lang === 'es'
    ? {
        strategy:
          'Le dijeron que cobrarán su tarjeta o su cuenta: hoy mismo, por escrito (por correo electrónico, y guarde copia), dígales que no autoriza ningún cargo a su tarjeta ni a su cuenta por el dinero que usted disputa. Si lo cobran de todos modos, dispute ese cargo de inmediato con el emisor de la tarjeta (o con su banco, si es de débito o de su cuenta), con copia de su carta.',
        point:
          'Si aparece en su tarjeta o cuenta un cargo que usted no aceptó, dispútelo por escrito de inmediato con el emisor de la tarjeta o su banco.',
      }
    : {
        strategy:
          "They said they'll charge your card or account: today, in writing (email, and keep a copy), tell them you don't authorize any charge to your card or account for the money you dispute. If they charge it anyway, dispute that charge right away with your card issuer (or your bank, for a debit card or an account), with a copy of your letter.",
        point:
          "If a charge you didn't agree to shows up on your card or account, dispute it in writing with the card issuer or bank right away.",
      };
}
