/**
 * What the other side claimed with its answer ("no record of your cancellation", "you signed a
 * consent form", "the charge is correct") and the proof the person says they hold ("I have the
 * confirmation email that says '12 month promotional rate'"), so a follow-up can answer the claim
 * and put the person's own proof against it. Read from the person's words only: nothing invented.
 */

/** A claim the other side made with its no or its offer. */
export type Claim =
  | 'you_signed'
  | 'no_record'
  | 'no_recording'
  | 'disclosed'
  | 'standard'
  | 'verified'
  | 'correct'
  | 'other_party'
  | 'authorized'
  /** A supplier says the whole order was delivered ("the driver delivered 48, the signed receipt proves it"). */
  | 'delivered_in_full';

/** A kind of proof the person holds. */
export type EvidenceKind =
  | 'confirmation_email'
  | 'cancellation_proof'
  | 'receipt'
  | 'screenshot'
  | 'photos'
  | 'lease'
  | 'contract'
  | 'estimate'
  | 'messages'
  | 'recording'
  | 'statement'
  | 'email';

export interface Evidence {
  readonly kind: EvidenceKind;
  /** A short phrase the person quoted from it ("12 month promotional rate"), as they typed it. */
  readonly quote?: string;
  /**
   * What it says, unquoted, in the person's own short words ("changes need a written change order
   * signed by both of us"), when they named it.
   */
  readonly says?: string;
  /** What photos or a receipt show, in the person's words ("from move out day"). */
  readonly of?: string;
  /** The day on it, as the person wrote it ("jul 14"), when they named one. */
  readonly dated?: string;
}

/** Accents and case folded one character at a time, so indexes line up with the original text. */
function foldAligned(text: string): string {
  return [...text]
    .map((char) => (char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase() || char).charAt(0))
    .join('');
}

/** The message reports what the other side said, wrote or answered. */
const REPORTED =
  /\b(?:says?|said|saying|told|tell|claims?|claimed|insists?|insisted|replied|responded|answered|wrote|according to|texted|emailed|dicen?|dijo|dijeron|decia|contesto|contestaron|respondio|respondieron|escribio|escribieron|mandaron|insisten?|alegan?|segun (?:ellos|el|ella))\b/u;

/**
 * The other side says the work or the charge was approved: by the person, or by someone for them
 * (a spouse "said yes" on a call). A claim to answer with the record of it, never a no nor silence.
 */
export const AUTHORIZED_CLAIM = new RegExp(
  [
    String.raw`\b(?:says?|said|claims?|claimed|insists?|insisted|told me)\b[^.!?]{0,80}\b(?:i|you|u|he|she|my (?:husband|wife|spouse|partner|son|daughter|mom|dad|roommate|boyfriend|girlfriend)|your (?:husband|wife|spouse|partner))\b (?:had |already |verbally |supposedly |did )?(?:approved|authori[sz]ed|okayed|ok'?d|gave (?:the |them |him |her |us )?(?:ok|okay|approval|go-ahead)|said (?:yes|ok|okay|go ahead))\b`,
    String.raw`\b(?:dice|dicen|dijo|dijeron|asegura|aseguran|insiste|insisten|alega|alegan)\b[^.!?]{0,80}\b(?:yo|usted|el|ella|mi (?:esposo|esposa|pareja|marido|mujer|hijo|hija|mama|papa)|su (?:esposo|esposa|pareja|marido|mujer))\b (?:ya )?(?:(?:lo|la|los|las) )?(?:autoriz\p{L}*|autoric\p{L}*|aprob\p{L}*|dio (?:el |su )?(?:visto bueno|ok|permiso)|dijo que si(?=\s*(?:[.,;!]|$|y\b|a todo\b)))`,
    // "says he DID call me … and he says that counts", "dice que sí me llamó y que eso cuenta como
    // autorización": a call they say they made (missed, unanswered) offered as the approval.
    String.raw`\b(?:says?|said|claims?|claimed|insists?|insisted)\b[^.!?]{0,60}\b(?:he|she|they|we|i|it) (?:did |had |already |supposedly )?(?:call(?:ed)?|phoned|rang|tried to (?:call|reach)|left (?:me )?(?:a )?(?:voicemail|message))\b(?: (?:me|you|u))?\b[^.!?]{0,120}\b(?:(?:that|it|this|which|a missed call|the call|that call)(?:(?:'s|s| is| was) |(?:'s|s| is| was)? (?:counts|count(?:ed|s)? as|means|is|was) (?:as )?)(?:consent|approval|authori[sz]ation|a yes|an ok|okay|ok|enough)|(?:that|it|this|which) counts)\b`,
    String.raw`\b(?:says?|said|claims?|insists?)\b[^.!?]{0,60}\b(?:a |the |my )?(?:missed call|unanswered call|voicemail|no answer)(?:'s|s| is| was)? (?:counts|count(?:ed|s)? as|means|is) (?:as )?(?:consent|approval|authori[sz]ation|a yes|an ok|okay)\b`,
    String.raw`\b(?:dice|dicen|dijo|dijeron|asegura|aseguran|insiste|insisten|alega|alegan)\b[^.!?]{0,80}\b(?:(?:si|ya) )?(?:me|le|nos) (?:llamo|llamaron|marco|marcaron|hablo|hablaron|dejo (?:un )?(?:mensaje|recado))\b[^.!?]{0,120}\b(?:eso|esa llamada|la llamada|una llamada perdida|la llamada perdida)? ?(?:cuenta|vale|es|equivale a) (?:como )?(?:autorizacion|permiso|aprobacion|consentimiento|un si|suficiente)\b`,
  ].join('|'),
  'u',
);

const CLAIMS: readonly (readonly [Claim, RegExp])[] = [
  [
    'you_signed',
    /(?<!never |not |didn'?t |did not |nunca |no )\b(?:i|you|u|he|she|we) signed (?:a |an |the |their |some |this |that )?(?:\w+ )?(?:consent|waiver|forms?|authori[sz]ation|release|agreement|contract|papers?|documents?|estimate)\b|\b(?:bc|because|since|cause|cuz) (?:i|you|u) signed\b|(?<!never |not |didn'?t |did not )\b(?:i|you|u) signed off\b|\bdicen? que (?:yo |usted )?firm[eo]\b|\bdij(?:o|eron) que (?:yo |usted )?firm[eo]\b|\b(?:porque|ya que|como) (?:yo |usted )?firm[eo] (?:un|una|el|la)\b|(?<!no |nunca |si |que |para |cuando |hasta |sin )\b(?:usted )?firm[eo] (?:un |una |el |la )?(?:formulario|consentimiento|autorizacion|renuncia|papel|documento|contrato|presupuesto)\b/u,
  ],
  [
    'no_record',
    /\bno (?:record|records|sign|trace)s? of\b|\b(?:don'?t|dont|do not|doesn'?t|doesnt|does not|can'?t|cant|cannot|couldn'?t|couldnt) (?:have|has|find|see|show)(?: a| any)? records?\b|\bno record\b|\bnot (?:in|on) (?:the|their|our|its|his|her) (?:system|records?|file)\b|\bnever (?:got|received|gotten) (?:my|the|your|a|any) cancel\w*|\bno (?:hay|tienen|tenemos|existe|encuentran|ven|aparece|tiene)(?: ningun| un)? (?:registro|constancia)\b|\bno (?:aparece|aparecen|sale|salen|esta|estan) en (?:el|su|sus|nuestro|nuestros|los) (?:sistema|registros?|expediente)\b|\bno (?:lo|la|los|las) (?:encuentran|tienen|ven) en (?:el|su) sistema\b|\bsin registro\b|\bnunca (?:recibieron|les llego|llego) (?:mi|la|el) (?:cancelacion|aviso|correo)\b/u,
  ],
  [
    'no_recording',
    /\bno (?:call )?recordings?\b|\b(?:don'?t|dont|do not|doesn'?t|doesnt|can'?t|cant) (?:have|find|keep) (?:a |the |any )?(?:call )?recordings?\b|\b(?:the )?call (?:wasn'?t|wasnt|was not|isn'?t|isnt) recorded\b|\bno (?:hay|tienen|existe|tenemos|encuentran|quedo)(?: una| ninguna| la)? grabacion\b|\bno (?:se grabo|quedo grabada)\b|\bsin grabacion\b/u,
  ],
  [
    'disclosed',
    /\b(?:was|were|is|are|it'?s|its|all) (?:in|on|listed in|listed on|shown in|shown on|stated in|written in|disclosed in|disclosed on) (?:the|your|their|our|my) (?:fine print|terms|confirmation|booking|website|site|receipt|agreement|contract|email|e-mail|checkout|disclosures?)\b|\bfine print\b|\b(?:was|were|been) disclosed\b|\byou (?:agreed|accepted|consented) to (?:it|this|that|the terms|the fee)\b|\b(?:estaba|estaban|esta|estan|venia|venian|aparecia|aparece) (?:en|escrito en) (?:la letra (?:pequena|chica|menuda)|el contrato|los terminos|las condiciones|el correo|la confirmacion|la pagina|el recibo|la reserva)\b|\bletra (?:pequena|chica|menuda)\b|\bse (?:lo|le|les) (?:informo|informamos|dijo|avisamos|aviso)\b|\busted (?:acepto|estuvo de acuerdo)\b/u,
  ],
  [
    // "all fees were displayed before purchase", "se mostraron antes de comprar": shown at the last
    // screen is the same claim, answered by where the price was first shown.
    'disclosed',
    /\b(?:was|were|is|are|been|all)\s+(?:\p{L}+\s+)?(?:displayed|shown|disclosed|listed|visible|included|presented)\s+(?:before|prior to|at)\s+(?:the\s+)?(?:purchase|checkout|check-?out|you (?:paid|bought|purchased|booked)|paying|buying|booking|payment)\b|\bse (?:mostraron|mostraba|mostraban|mostro|informaron|informo|indicaron|indico) antes de (?:comprar|pagar|la compra|el pago|reservar)\b/u,
  ],
  [
    'standard',
    /\b(?:standard|normal|routine|usual) (?:deductions?|charges?|fees?|practice|procedure|policy)\b|\b(?:it'?s|its|is|are|they'?re|theyre|that'?s|thats) (?:standard|normal|routine|industry standard)\b|\beveryone (?:pays|is charged|gets charged)\b|\bes (?:normal|estandar|lo normal|lo de siempre|el procedimiento normal|rutina)\b|\bson (?:normales|estandar)\b|\b(?:cargos?|cobros?|descuentos?|deducciones?) (?:normales|estandar|de rutina)\b|\btodos (?:pagan|los clientes pagan|cobran)\b/u,
  ],
  [
    'verified',
    /\b(?:debt|account|it|claim)? ?(?:has been|was|been|is) (?:verified|validated)\b|\b(?:ha sido|fue|esta) (?:verificad[oa]|validad[oa])\b|\b(?:la |su )?deuda (?:es|esta) (?:verificada|validada)\b/u,
  ],
  [
    'correct',
    /\b(?:charges?|fees?|bill|amount|balance|debt)(?: (?:is|are|was|were))? (?:correct|valid|accurate|legit(?:imate)?|owed)\b|(?<!(?:complaint|point|concern|claim|dispute|argument|request|reason|question) )\b(?:it'?s|its|is|are|was|were|they'?re|theyre) (?:all )?(?:correct|valid|accurate|legit(?:imate)?)\b|\byou (?:still )?owe (?:it|them|the)\b|(?<!(?:reclamo|queja|punto|pregunta|razon|disputa) )\b(?:es|son|esta|estan|fue|fueron) (?:correct[oa]s?|valid[oa]s?|legitim[oa]s?|procedentes?)\b|\bsi (?:lo|la|los|las) debo\b|\bsi se debe\b|\b(?:esta|estan) bien cobrad[oa]s?\b/u,
  ],
  [
    'other_party',
    /\bnot (?:our|their|his|her|its) (?:responsibility|problem|fault|issue|job)\b|\b(?:has|have|needs?) to (?:come|be) (?:from|handled by|paid by|refunded by)\b|\b(?:the )?(?:agency|travel agency|airline|insurer|insurance|seguro|manufacturer|seller|merchant|dealer|bank|store|shipper|carrier|vendor|other company|third party) (?:must|has to|needs to|should|is supposed to|is responsible|will have to|has got to) (?:refund|pay|cover|handle|give|fix|process)\b|\btake it up with\b|\b(?:told me to|said to|says to|wants me to|asked me to) (?:contact|call|talk to|go to) the (?:airline|agency|travel agency|insurer|insurance|manufacturer|seller|merchant|dealer|bank|store|shipper|carrier|vendor|other company|third party)\b|\b(?:le|les) (?:toca|corresponde) (?:a|al)\b|\b(?:lo|la|los|las) (?:tiene|tienen|debe|deben) que (?:dar|pagar|devolver|cubrir|reembolsar|hacer) (?:el|la|los|las)\b|\bno es (?:nuestra|su) responsabilidad\b|\bque (?:reclame|hable|llame|vaya) (?:a|al|con) (?:el |la )?(?:aerolinea|agencia|seguro|aseguradora|fabricante|banco|tienda|vendedor|comercio)\b|\beso es con (?:el|la)\b/u,
  ],
  [
    // "el chofer entrego 48 y el recibo firmado lo prueba", "the driver dropped off all 48",
    // "your employee signed for it": a supplier holding that the whole order came.
    'delivered_in_full',
    /\b(?:driver|chofer|repartidor|trucker|delivery (?:guy|man|person)|they|he|she|we)\b[^.!?]{0,25}\b(?:delivered|dropped off|brought|entrego|entregaron|dejo|dejaron|trajo|trajeron)\s+(?:all\s+(?:the\s+)?|todas?\s+(?:las\s+)?|todos?\s+(?:los\s+)?|the\s+|las\s+|los\s+)?(?:\d{1,4}(?![\d.,])|everything|todo\b|all of it|the (?:full|whole|entire) order|el pedido completo|completo)|\b(?:recibo|comprobante|remision|nota de entrega|receipt|delivery slip|packing slip|delivery ticket|ticket)\s+(?:firmad[oa]|signed)\b|\bsigned\s+(?:delivery\s+)?(?:receipt|slip|ticket)\b|\b(?:your|su|my|mi) (?:employee|empleado|empleada|worker|staff|guy|cook|cocinero|cocinera)\b[^.!?]{0,20}\b(?:signed|firmo)\b/u,
  ],
  [
    // "the owner says they called my husband and he said yes", "says i approved it by phone",
    // "dice que le llamaron a mi esposo y que él dijo que sí", "dicen que usted lo autorizó".
    'authorized',
    AUTHORIZED_CLAIM,
  ],
];

/** The claims the latest message reports, most telling first (at most two). */
export function claimsOf(latest: string): Claim[] {
  // A question the person asks ("is that correct?") is not their claim.
  const folded = foldAligned(latest).replace(/[^.!?\n,;]*\?/gu, ' ');
  if (!REPORTED.test(folded)) return [];
  return CLAIMS.filter(([, test]) => test.test(folded))
    .map(([claim]) => claim)
    .filter((claim, index, all) => all.indexOf(claim) === index)
    .slice(0, 2);
}

const NOUNS: readonly (readonly [EvidenceKind, string])[] = [
  [
    'cancellation_proof',
    String.raw`cancel\w* (?:confirmation|email|e-mail|number|receipt|letter|notice|proof|form|paper)s?|confirmation (?:number|#|code)|(?:papel|comprobante|correo|email|carta|numero|hoja|confirmacion|constancia) de (?:la |mi )?cancelacion|numero de confirmacion`,
  ],
  [
    'confirmation_email',
    String.raw`confirm\w* (?:e-?mail|letter|text|message)s?|(?:e-?mail|correo|carta|mensaje) de confirmacion|confirmacion por (?:correo|escrito|e-?mail)`,
  ],
  ['screenshot', String.raw`screen ?shots?|screen captures?|capturas? de pantalla|capturas?|pantallazos?`],
  ['photos', String.raw`(?:\w+ )?(?:photos?|pictures?|pics|videos?|fotos?|fotografias?)`],
  ['receipt', String.raw`receipts?|recibos?|comprobantes?(?: de pago)?|proof of payment`],
  ['lease', String.raw`(?:signed )?lease|contrato de (?:renta|arrendamiento|alquiler)`],
  [
    'contract',
    String.raw`(?:signed )?(?:contract|agreement)|(?:el |un )?contrato(?: firmado)?|acuerdo firmado`,
  ],
  [
    'estimate',
    String.raw`(?:written |signed )?(?:estimate|quote)|presupuesto(?: por escrito| firmado)?|cotizacion(?: por escrito| firmada)?`,
  ],
  ['email', String.raw`e-?mail|correo(?: electronico)?|carta|letter`],
  ['recording', String.raw`(?:call )?recording|grabacion`],
  ['statement', String.raw`(?:bank |card )?statements?|estados? de cuenta`],
  [
    'messages',
    String.raw`(?:the |their |his |her |all the )?(?:e-?mails|emails|texts|text messages|messages|text(?=$| (?:they|he|she|it) sent| from them| that says))|(?:los |sus |todos los )?(?:correos|mensajes|textos|whatsapps?|e-?mails)`,
  ],
];

const HOLD =
  /(?<!(?:don'?t|dont|do not|didn'?t|didnt|did not|never|no|nunca|ya no) )\b(?:i (?:still |also |only |just )?(?:have|kept|saved)|i'?ve (?:still )?got|ive got|i have got|(?:aun |todavia |tambien )?tengo|guarde|conservo|tenemos|they gave me|me (?:dieron|entregaron))\b|(?<=\b(?:don'?t|dont|do not|no) (?:have|tengo)\b[^.!?\n]{0,60}?)\b(?:just|only|solo|solamente|nada mas|but i have|pero tengo|sino)\b|(?:(?<=[,;.]\s?)|(?<=\band ))(?:i )?(?:still |also )?have\b|\b(?:solo|solamente) tengo\b|\b(?:(?:my |the )?only proof (?:is|i have is)|all i have is|mi (?:unica )?prueba es|lo unico que tengo es)(?=\s)/gu;

/** A quoted phrase ('…', "…", “…”) of 3 to 90 characters. */
const QUOTED =
  /(?<![\p{L}\p{N}])['"“‘«]((?:[^'"“”‘’«»\n]|(?<=\p{L})['’](?=\p{L})){3,90})['"”’»](?![\p{L}\p{N}])/u;

/** A document naming what it says, at the start of a clause ("lease says …", "el contrato dice …"). */
const SAYS = new RegExp(
  String.raw`(?:^|[.;:!?,'"”’]\s*|\b(?:but|and|pero|y)\s+)(?:my |the |our |mi |el |la |nuestro )?(lease|contract|agreement|estimate|quote|receipt|confirmation(?: e-?mail)?|e-?mail|contrato(?: de (?:renta|arrendamiento|alquiler))?|presupuesto|cotizacion|recibo|correo(?: de confirmacion)?)\s+(?:clearly |literally |claramente )?(?:says|said|states|reads|dice|decia)\b`,
  'gu',
);

function kindOfNoun(noun: string): EvidenceKind | undefined {
  for (const [kind, source] of NOUNS) if (new RegExp(`^(?:${source})$`, 'u').test(noun)) return kind;
  return undefined;
}

/** A quoted phrase in the rest of the clause after `from`, when it belongs to this document. */
function quoteAfter(original: string, folded: string, from: number): string | undefined {
  const rest = folded.slice(from);
  const end = rest.search(/[.!?\n]\s|[.!?\n]$|\bbut\b|\bpero\b/u);
  const clause = end < 0 ? rest : rest.slice(0, end);
  const match = QUOTED.exec(clause);
  if (!match || match.index > 80) return undefined;
  const start = from + match.index + 1;
  return original.slice(start, start + (match[1]?.length ?? 0)).trim();
}

/** The unquoted words after "says" / "dice" in the rest of the clause, when short. */
function saysAfter(original: string, folded: string, from: number, saidAlready: boolean): string | undefined {
  const rest = folded.slice(from);
  const lead = saidAlready
    ? /^\s*(?:that |que )?/u.exec(rest)
    : /^\s*,?\s*(?:that |which |que |where it |donde )?(?:says|said|states|reads|dice|decia|saying)\s+(?:that |que )?/u.exec(
        rest,
      );
  if (!lead) return undefined;
  const body = rest.slice(lead[0].length);
  if (/^['"“‘«]/u.test(body)) return undefined;
  const end = body.search(/[.;!?](?=\s|$)|[\n(]|,\s|\s(?:but|pero|and i|y yo|y me|and they|y ellos)\s/u);
  const clause = (end < 0 ? body : body.slice(0, end)).trim();
  const words = clause.split(/\s+/u).filter(Boolean).length;
  if (words < 2 || words > 14) return undefined;
  const start = from + lead[0].length + body.indexOf(clause);
  return original.slice(start, start + clause.length);
}

/** Photos, a screenshot or a receipt "from move out day", "del día de la mudanza": what they show. */
function ofAfter(original: string, folded: string, from: number, kind: EvidenceKind): string | undefined {
  if (!['photos', 'screenshot', 'receipt', 'recording'].includes(kind)) return undefined;
  const match =
    /^\s+((?:from|of|showing|taken on|de la|del|de|que muestran)\s+[^.,;:!?\n'"()]{2,40}?)(?=[.,;:!?\n'"()]|\s+(?:and|y|but|pero)\s|$)/u.exec(
      folded.slice(from),
    );
  const words = match?.[1];
  if (!words || words.split(/\s+/u).length > 7) return undefined;
  const start = from + (match[0].length - words.length);
  return original.slice(start, start + words.length);
}

const MONTH = String.raw`(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|ene|abr|ago|dic)[a-z]*\.?`;
/** "dated jul 14", "del 14 de julio", "from 10/3": the day a proof carries. */
const DATED = new RegExp(
  String.raw`^[^.!?\n]{0,60}?\b(?:dated|from|sent(?: me| us)?(?: on)?|of|del|de fecha|con fecha|fechad[oa]|(?:mandaron|enviaron|mando|envio) el)\s+((?:${MONTH}\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}\s+de\s+${MONTH}|\d{1,2}/\d{1,2}(?:/\d{2,4})?))(?![\p{L}\p{N}])`,
  'u',
);

function datedAfter(original: string, folded: string, from: number): string | undefined {
  const match = DATED.exec(folded.slice(from));
  if (!match?.[1]) return undefined;
  const start = from + match[0].length - match[1].length;
  return original.slice(start, start + match[1].length);
}

/**
 * Someone else (he, the manager, ellos) says or claims something earlier in the same sentence:
 * "he says the deposit is nonrefundable and the contract says …", "el gerente dice que … y el
 * contrato dice …". The person's own "I said" and a document's own "says" are not a report.
 */
const NOT_REPORTER = String.raw`(?!(?:i|we|it|that|which|yo|que|lo|esto|eso|lease|contract|agreement|terms|estimate|quote|receipt|e-?mail|confirmation|letter|statement|contrato|presupuesto|cotizacion|recibo|correo|carta|confirmacion)\b)`;
const REPORTED_BEFORE = new RegExp(
  String.raw`\b(?:${NOT_REPORTER}[a-z]+\s+(?:says|said|claims?|claimed|insists?|insisted|replied|responded|answered|texted back|wrote back)|(?:told|texted|emailed|wrote) (?:me|us)|(?:me|nos) (?:dijo|dijeron|dicen|contesto|contestaron|respondio|respondieron|escribio|escribieron)|${NOT_REPORTER}[a-z]+ (?:dice|dicen|dijo|dijeron|alega|alegan|insiste|insisten) que|segun (?:el|ella|ellos|ellas))\b`,
  'u',
);

function reportedBefore(foldedBefore: string): boolean {
  // A new sentence, or "but"/"pero", turns back to the person's own words.
  const marks = [...foldedBefore.matchAll(/[.!?\n]|\b(?:but|pero|however|sin embargo)\b/gu)];
  const last = marks.at(-1);
  const start = last ? last.index + last[0].length : 0;
  return REPORTED_BEFORE.test(foldedBefore.slice(start));
}

/**
 * The proof the person holds, named in any of their messages: "I have the confirmation email that
 * says '12 month promotional rate'", "tengo el recibo", "have photos from move out day", "the lease
 * says … 'normal wear and tear excepted'". Never what the other side holds ("jake says the lease
 * says …"), never what the person lacks ("no tengo el recibo").
 */
export function evidenceOf(userTexts: readonly string[]): Evidence[] {
  const found = new Map<EvidenceKind, Evidence>();
  const add = (evidence: Evidence) => {
    const known = found.get(evidence.kind);
    if (!known || (!known.quote && (evidence.quote || (!known.says && evidence.says))))
      found.set(evidence.kind, evidence);
  };
  const nounAfter = new RegExp(
    String.raw`^\s+(?:(?:all |both |also |still |a |an |the |my |your |their |his |her |its |copies of |copy of |a copy of |el |la |los |las |mi |mis |su |sus |un |una |unos |unas |copia de |copias de |tambien |todos |todas )){0,3}(${NOUNS.map(([, source]) => source).join('|')})(?![\p{L}])`,
    'u',
  );
  for (const text of userTexts) {
    const folded = foldAligned(text);
    for (const hold of folded.matchAll(HOLD)) {
      const after = hold.index + hold[0].length;
      const noun = nounAfter.exec(folded.slice(after));
      if (!noun?.[1]) continue;
      const kind = kindOfNoun(noun[1].trim());
      if (!kind) continue;
      const end = after + noun[0].length;
      const quote = quoteAfter(text, folded, end);
      const says = quote ? undefined : saysAfter(text, folded, end, false);
      const of = quote || says ? undefined : ofAfter(text, folded, end, kind);
      const dated = ['email', 'confirmation_email', 'cancellation_proof', 'messages'].includes(kind)
        ? datedAfter(text, folded, end)
        : undefined;
      add({
        kind,
        ...(quote ? { quote } : says ? { says } : of ? { of } : {}),
        ...(dated ? { dated } : {}),
      });
      // "tengo el recibo y el papel de cancelación": each proof in a list.
      let rest = end;
      for (;;) {
        const more = /^\s*(?:,|y|e|and|plus|&)/u.exec(folded.slice(rest));
        const next = more ? nounAfter.exec(folded.slice(rest + more[0].length)) : null;
        const nextKind = next?.[1] ? kindOfNoun(next[1].trim()) : undefined;
        if (!more || !next || !nextKind) break;
        rest += more[0].length + next[0].length;
        const nextQuote = quoteAfter(text, folded, rest);
        add(nextQuote ? { kind: nextKind, quote: nextQuote } : { kind: nextKind });
      }
    }
    for (const says of folded.matchAll(SAYS)) {
      const noun = says[1] ?? '';
      // "jake says the lease says …": the other side's reading of the document, not the person's.
      const before = folded.slice(Math.max(0, says.index - 12), says.index + says[0].indexOf(noun));
      if (
        /\b(?:says?|said|dice|dijo|dicen|claims?)\s+(?:that |que )?(?:the |my |el |la |mi )?$/u.test(before)
      )
        continue;
      // "he says the 3k is nonrefundable … and the contract says 10% fee": still their words, reported
      // earlier in the same sentence; the person's proof is never the other side's claim.
      if (reportedBefore(folded.slice(0, says.index + says[0].indexOf(noun)))) continue;
      const kind = kindOfNoun(noun) ?? (/e-?mail|correo/u.test(noun) ? 'confirmation_email' : undefined);
      if (!kind) continue;
      const end = says.index + says[0].length;
      const quote = quoteAfter(text, folded, end);
      const words = quote ? undefined : saysAfter(text, folded, end, true);
      add(quote ? { kind, quote } : words ? { kind, says: words } : { kind });
    }
  }
  return [...found.values()];
}
