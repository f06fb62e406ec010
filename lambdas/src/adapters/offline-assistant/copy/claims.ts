import type { ChatSections, Language } from '@lane/shared';
import type { Claim, Evidence, EvidenceKind } from '../../../domain/chat/claims.js';
import { inLanguage } from './types.js';

/** How the proof is named in the person's voice, to the other side. */
const NAMES: Readonly<Record<EvidenceKind, readonly [en: string, es: string]>> = {
  confirmation_email: ['your confirmation email of [date]', 'su correo de confirmación del [fecha]'],
  email: ['your email of [date]', 'su correo del [fecha]'],
  cancellation_proof: ['my cancellation confirmation of [date]', 'mi comprobante de cancelación del [fecha]'],
  receipt: ['my receipt', 'mi recibo'],
  screenshot: ['my screenshot', 'mi captura de pantalla'],
  photos: ['my photos', 'mis fotos'],
  lease: ['the lease', 'el contrato de arrendamiento'],
  contract: ['our signed contract', 'nuestro contrato firmado'],
  estimate: ['the written estimate', 'el presupuesto por escrito'],
  messages: ['our emails and messages', 'nuestros correos y mensajes'],
  recording: ['my recording of the call', 'mi grabación de la llamada'],
  statement: ['my statement', 'mi estado de cuenta'],
};

/** A proof's name in Lane's voice to the person: "your photos", "sus fotos", without the date blank. */
function inYourVoice(name: string, lang: Language): string {
  const bare = name.replace(/ (?:of|del) \[(?:date|fecha)\]/u, '');
  return lang === 'es'
    ? bare.replace(/^(?:mi|nuestro) /u, 'su ').replace(/^(?:mis|nuestros) /u, 'sus ')
    : bare.replace(/^(?:my|our) /u, 'your ');
}

/** Documents that speak for themselves: "The lease says …" rather than "I have the lease that says …". */
const SPEAKS: ReadonlySet<EvidenceKind> = new Set(['lease', 'contract', 'estimate']);

/** Which proof answers which claim best, first to last (the rest follow in the order given). */
const RELEVANT: Readonly<Record<Claim, readonly EvidenceKind[]>> = {
  no_record: ['cancellation_proof', 'confirmation_email', 'email', 'screenshot', 'receipt', 'messages'],
  no_recording: ['confirmation_email', 'email', 'recording', 'messages', 'screenshot'],
  you_signed: ['contract', 'estimate', 'messages'],
  disclosed: ['screenshot', 'confirmation_email', 'receipt', 'email'],
  standard: ['lease', 'contract', 'photos', 'receipt'],
  verified: ['statement', 'receipt', 'messages'],
  correct: ['contract', 'estimate', 'confirmation_email', 'statement', 'receipt', 'email'],
  other_party: ['receipt', 'confirmation_email', 'email', 'messages'],
  authorized: ['estimate', 'messages', 'recording', 'contract'],
  delivered_in_full: ['photos', 'messages'],
};

const MAX_PROOFS = 2;

function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The proof to name, quoted phrases first, then the most telling for the claim. */
function proofsFor(claims: readonly Claim[], evidence: readonly Evidence[]): Evidence[] {
  const order = claims[0] ? RELEVANT[claims[0]] : [];
  const rank = (item: Evidence) => {
    const at = order.indexOf(item.kind);
    return (item.quote || item.says ? 0 : 100) + (at < 0 ? 50 : at);
  };
  return [...evidence].sort((a, b) => rank(a) - rank(b)).slice(0, MAX_PROOFS);
}

type Voice = 'call' | 'email';

/** What they claimed, in one line the person says or writes back, asking to see it. */
function claimLine(claim: Claim, voice: Voice, lang: Language, hasProof: boolean, repair: boolean): string {
  const t = inLanguage(lang);
  // "Me indicaron", not "me dijeron que no": the email's claim never reads as a second refusal.
  const said = voice === 'call' ? t('You say', 'Me dicen') : t('You told me', 'Me indicaron');
  switch (claim) {
    case 'you_signed':
      return t(
        `${said} I signed a form that changes this. Please send me a copy of the form you say I signed, with its date and my signature; until I see it, I don't accept that it applies.`,
        `${said} que firmé un formulario que cambia esto. Por favor envíenme una copia del formulario que dicen que firmé, con su fecha y mi firma; hasta verlo, no acepto que aplique.`,
      );
    case 'no_record':
      return hasProof
        ? t(`${said} you have no record of it.`, `${said} que no tienen registro de esto.`)
        : t(
            `${said} you have no record of it. Please check again under my name, my account number and the date, and send me in writing what your records show.`,
            `${said} que no tienen registro de esto. Por favor revisen de nuevo con mi nombre, mi número de cuenta y la fecha, y envíenme por escrito lo que muestran sus registros.`,
          );
    case 'no_recording':
      return hasProof
        ? t(
            `${said} there's no recording of the call; then the written record decides it.`,
            `${said} que no hay grabación de la llamada; entonces decide lo que está por escrito.`,
          )
        : t(
            `${said} there's no recording of the call. Please send me in writing what your notes of that call show: the date, the representative and what I was offered.`,
            `${said} que no hay grabación de la llamada. Por favor envíenme por escrito lo que muestran sus notas de esa llamada: la fecha, el representante y lo que me ofrecieron.`,
          );
    case 'disclosed':
      return t(
        `${said} it was disclosed. Please send me the exact page, email or clause where it appears, and the date it was shown to me, before I paid.`,
        `${said} que se informó. Por favor envíenme la página, el correo o la cláusula exacta donde aparece, y la fecha en que se me mostró, antes de pagar.`,
      );
    case 'standard':
      return t(
        `${said} it's standard. Standard isn't the same as agreed: please show me the clause that allows it and how each amount was calculated, line by line, with any receipts.`,
        `${said} que es normal. Que sea normal no significa que lo hayamos acordado: por favor muéstrenme la cláusula que lo permite y cómo se calculó cada monto, línea por línea, con los recibos.`,
      );
    case 'verified':
      return t(
        `${said} it has been verified. Please send me what you verified it with: the original agreement with my signature, and the account's history in my name and at my address.`,
        `${said} que ya está verificado. Por favor envíenme con qué lo verificaron: el contrato original con mi firma y el historial de la cuenta a mi nombre y en mi dirección.`,
      );
    case 'correct':
      return t(
        `${said} it's correct. Please show me how it was calculated, line by line, and which term of my agreement it's based on, in writing.`,
        `${said} que es correcto. Por favor muéstrenme por escrito cómo se calculó, línea por línea, y en qué término de mi contrato se basa.`,
      );
    case 'authorized':
      // A work order and a call to approve it belong to a repair; a bank or a card has its own records.
      if (!repair)
        return t(
          `${said} it was authorized. Please show me the record of that authorization: the date and time, how it was given and for what amount. Until I see it, I don't accept that I approved it.`,
          `${said} que fue autorizado. Por favor muéstrenme el registro de esa autorización: la fecha y la hora, cómo se dio y por qué monto. Hasta verlo, no acepto haberlo aprobado.`,
        );
      return t(
        `${said} it was authorized. Please show me the record of that authorization, on the work order or in your records: the date and time, who gave it, for what amount, and the phone number you called. Until I see it, I don't accept that anyone approved it.`,
        `${said} que fue autorizado. Por favor muéstrenme el registro de esa autorización, en la orden de trabajo o en sus registros: la fecha y la hora, quién la dio, por qué monto y el número de teléfono al que llamaron. Hasta verlo, no acepto que alguien lo haya aprobado.`,
      );
    case 'delivered_in_full':
      return t(
        `${said} the whole order was delivered and the signed receipt shows it. A signature shows a delivery came, not how many were in it: please send me your record of it, the driver's route sheet, the loading list and any photos or weights.`,
        `${said} que se entregó todo el pedido y que el recibo firmado lo muestra. Una firma muestra que llegó una entrega, no cuántas venían: por favor envíenme su registro de ella, la hoja de ruta del chofer, la lista de carga y cualquier foto o peso.`,
      );
    case 'other_party':
      return t(
        `${said} another company has to resolve it. Please put that in writing: who is responsible and why it isn't you, so I can send your answer to them. Until then, I'm still asking you.`,
        `${said} que le corresponde a otra compañía. Por favor pónganlo por escrito: quién es responsable y por qué no son ustedes, para enviarles su respuesta. Mientras tanto, se lo sigo pidiendo a ustedes.`,
      );
  }
}

/**
 * The person's words about the other side, said to the other side: "says they have to give 30 days
 * notice" is "says you have to give 30 days notice" ("ellos" needs no change: ustedes takes the same verb).
 */
function toThem(says: string, lang: Language): string {
  if (lang !== 'en') return says;
  return says
    .replace(/\bthey(?:'re| are)\b/gu, 'you are')
    .replace(/\bthey\b/gu, 'you')
    .replace(/\bthem\b/gu, 'you')
    .replace(/\btheir\b/gu, 'your');
}

/** The person's own proof, put against the claim ("I have your confirmation email … : please honor it"). */
function proofLine(proof: Evidence, voice: Voice, lang: Language): string {
  const t = inLanguage(lang);
  const [en, es] = NAMES[proof.kind];
  // The day the person named replaces the blank: "your email of jul 14".
  const name = proof.dated ? t(en, es).replace(/\[(?:date|fecha)\]/u, proof.dated) : t(en, es);
  const sending =
    voice === 'call'
      ? t(`I'm sending you a copy today`, 'hoy les envío una copia')
      : t('a copy is attached', 'adjunto una copia');
  const words = proof.quote ? `"${proof.quote}"` : proof.says && toThem(proof.says, lang);
  if (!words) {
    const named = proof.of ? `${name} ${proof.of}` : name;
    return t(`I have ${named}: ${sending}.`, `Tengo ${named}: ${sending}.`);
  }
  const honor = t('please honor it', 'les pido respetarlo');
  return SPEAKS.has(proof.kind)
    ? t(
        `${upperFirst(name)} says ${words}: ${sending}; ${honor}.`,
        `${upperFirst(name)} dice ${words}: ${sending}; ${honor}.`,
      )
    : t(
        `I have ${name} that says ${words}: ${sending}; ${honor}.`,
        `Tengo ${name} que dice ${words}: ${sending}; ${honor}.`,
      );
}

/** The ask alone, to fit one message: "Please send me a copy of the form you say I signed, with its date and my signature." */
function briefly(line: string): string {
  const [, ...asks] = line.split(/(?<=\.) /u);
  if (asks.length === 0) return line;
  const ask = asks.join(' ');
  const cut = ask.indexOf(';');
  return cut < 0 ? ask : `${ask.slice(0, cut)}.`;
}

/** "de el presupuesto" is "del presupuesto". */
function de(text: string): string {
  return text.startsWith('el ') ? `del ${text.slice(3)}` : `de ${text}`;
}

/** The claim in a few words, for the strategy. */
const CLAIM_WORDS: Readonly<Record<Claim, readonly [en: string, es: string]>> = {
  you_signed: ['that you signed a form', 'que usted firmó un formulario'],
  no_record: ["that there's no record", 'que no hay registro'],
  no_recording: ["that there's no recording", 'que no hay grabación'],
  disclosed: ['that it was disclosed', 'que se informó'],
  standard: ["that it's standard", 'que es normal'],
  verified: ["that it's verified", 'que está verificado'],
  correct: ["that it's correct", 'que es correcto'],
  other_party: ['that another company must resolve it', 'que le corresponde a otra compañía'],
  authorized: ['that it was authorized', 'que fue autorizado'],
  delivered_in_full: ['that the whole order was delivered', 'que se entregó todo el pedido'],
};

export interface ClaimAnswer {
  /** One sentence for the strategy, when they made a claim. */
  readonly strategy: string | undefined;
  /** Lines for the phone script, in quotes. */
  readonly script: readonly string[];
  /** A paragraph for the email. */
  readonly email: string | undefined;
  /** A talking point about the proof. */
  readonly point: string | undefined;
}

/** The answer to what they claimed, and the person's proof against it, for the call and the email. */
export function claimAnswer(
  allClaims: readonly Claim[],
  evidence: readonly Evidence[],
  lang: Language,
  brief = false,
  /** A repair or a job (a work order, a call to approve the work), not a bank's or a store's records. */
  repair = true,
): ClaimAnswer {
  const t = inLanguage(lang);
  // Brief, to fit one chat message: one claim and one proof.
  const claims = brief ? allClaims.slice(0, 1) : allClaims;
  const proofs = proofsFor(claims, evidence).slice(0, brief ? 1 : MAX_PROOFS);
  const build = (voice: Voice) => [
    ...claims.map((claim) => {
      const line = claimLine(claim, voice, lang, proofs.length > 0, repair);
      return brief ? briefly(line) : line;
    }),
    ...proofs.map((proof) => proofLine(proof, voice, lang)),
  ];
  const script = build('call').map((line) => `"${line.replace(/"/g, "'")}"`);
  const email = script.length > 0 ? build('email').join(' ') : undefined;
  const names = proofs.map((proof) => inYourVoice(t(...NAMES[proof.kind]), lang));
  const point =
    names.length > 0
      ? t(
          `Have ${names.join(' and ')} in front of you; send copies, never the originals.`,
          `Tenga a mano ${names.join(' y ')}; envíe copias, nunca los originales.`,
        )
      : undefined;
  const said = claims.map((claim) => t(...CLAIM_WORDS[claim])).join(t(' and ', ' y '));
  // "there's no recording of the call": nothing of theirs to see in writing; the written record decides.
  const onlyNoRecording = claims.length > 0 && claims.every((claim) => claim === 'no_recording');
  const strategy =
    claims.length === 0
      ? undefined
      : onlyNoRecording
        ? names.length > 0
          ? t(
              `No recording doesn't settle it: then what's in writing decides, and you have ${names.join(' and ')}. Send them a copy, as the script and email below say.`,
              `Que no haya grabación no resuelve el asunto: entonces decide lo que está por escrito, y usted tiene ${names.join(' y ')}. Envíeles una copia, como dicen el guion y el correo de abajo.`,
            )
          : t(
              "No recording doesn't settle it: ask for their written notes of the call, as the script and email below say.",
              'Que no haya grabación no resuelve el asunto: pida por escrito sus notas de la llamada, como dicen el guion y el correo de abajo.',
            )
        : names.length > 0
          ? t(
              `What they told you (${said}) doesn't settle it: ask to see it in writing, and send them a copy of ${names.join(' and ')}, as the script and email below say.`,
              `Lo que le dijeron (${said}) no resuelve el asunto: pida verlo por escrito y envíeles copia ${de(names.join(' y '))}, como dicen el guion y el correo de abajo.`,
            )
          : t(
              `What they told you (${said}) doesn't settle it: ask to see it in writing, as the script and email below say.`,
              `Lo que le dijeron (${said}) no resuelve el asunto: pida verlo por escrito, como dicen el guion y el correo de abajo.`,
            );
  return { strategy, script, email, point };
}

/** A sign-off paragraph, or the reply-by line just before it. */
const CLOSING =
  /^(?:thank you|thanks|sincerely|best|regards|kind regards|gracias|atentamente|saludos|un saludo|cordialmente)\b/iu;
const REPLY_BY =
  /^(?:please (?:reply|respond|confirm|answer|send your answer)|could you let me know|les pido una respuesta|quedo pendiente|por favor,? (?:respondan|confirmen)|espero su respuesta)/iu;

/** The email body with the paragraph put before its reply-by line and sign-off. */
function intoEmail(body: string, paragraph: string): string {
  const paragraphs = body.split('\n\n');
  let at = paragraphs.findLastIndex((text) => CLOSING.test(text.trim()));
  if (at < 0) at = paragraphs.length;
  // Right after what happened (greeting, first paragraph), before the asks and the reply-by date.
  else if (at >= 3) at = 2;
  else if (at > 1 && REPLY_BY.test(paragraphs[at - 1]?.trim() ?? '')) at -= 1;
  return [...paragraphs.slice(0, at), paragraph, ...paragraphs.slice(at)].join('\n\n');
}

/** The proof's name without its owner or date: "cancellation confirmation", "comprobante de cancelación". */
function bareName(proof: Evidence, lang: Language): string {
  return inYourVoice(inLanguage(lang)(...NAMES[proof.kind]), lang)
    .replace(/^(?:your|the|su|sus|el|la|los|las) /u, '')
    .toLowerCase();
}

/** Already answered in the area's own words: the person's quote already in the script. */
function alreadySaid(sections: ChatSections, evidence: readonly Evidence[]): boolean {
  return evidence.some((proof) => proof.quote !== undefined && sections.phone_script.includes(proof.quote));
}

/**
 * Every follow-up answer, whichever copy built it, answers the claim their no or offer came with
 * and puts the person's own proof against it, in the script, the email and one talking point.
 */
export function withClaimAnswer(
  sections: ChatSections,
  claims: readonly Claim[],
  evidence: readonly Evidence[],
  lang: Language,
  brevity: 0 | 1 | 2 = 0,
  repair = true,
): ChatSections {
  if ((claims.length === 0 && evidence.length === 0) || alreadySaid(sections, evidence)) return sections;
  // A proof the area's own script already names ("tengo el comprobante de cancelación") isn't named twice.
  const unnamed = evidence.filter(
    (proof) =>
      proof.quote !== undefined ||
      proof.says !== undefined ||
      !sections.phone_script.toLowerCase().includes(bareName(proof, lang)),
  );
  const answer = claimAnswer(claims, unnamed, lang, brevity >= 2, repair);
  if (answer.script.length === 0 || !answer.email) return sections;
  const [opening = '', ...rest] = sections.phone_script.split('\n\n');
  // Before the opening's last line (its "if you won't…" or "please confirm in writing"), when it has several.
  const lines = opening.split('\n');
  const at = lines.length >= 2 ? lines.length - 1 : lines.length;
  const withAnswer = [...lines.slice(0, at), ...answer.script, ...lines.slice(at)].join('\n');
  return {
    ...sections,
    strategy:
      brevity === 0 && answer.strategy ? `${sections.strategy} ${answer.strategy}` : sections.strategy,
    phone_script: [withAnswer, ...rest].join('\n\n'),
    // Too long for one message: the script carries it, the email stays as the area wrote it.
    email:
      brevity >= 1
        ? sections.email
        : { ...sections.email, body: intoEmail(sections.email.body, answer.email) },
    talking_points: answer.point ? [answer.point, ...sections.talking_points] : sections.talking_points,
  };
}
