import type { FactId } from '../chat/facts.js';
import { extractAmounts } from '../chat/amounts.js';
import { fold, pattern } from '../chat/text-patterns.js';
import type { PracticeCase } from './practice-case.js';
import { lawInvokedIn, rightsNamedIn } from './rights-named.js';

/**
 * What one line of the person's does on the call, read as people type it, in English or Spanish
 * ("i want the 89.99 back", "quiero que me devuelvan los 89.99", "ok half is fine", "vale, acepto
 * el 50%"). The rep reacts to these moves and the scorecard judges them; nothing here is kept.
 */
export interface LineMoves {
  /** A clear ask: a request with a figure or for the whole sum. */
  readonly ask?: {
    /** The figure asked for, when the line names one (a share of the figure owed counts). */
    readonly figure?: number;
    /** It is the figure owed (or better): the ask the scorecard looks for. */
    readonly exact: boolean;
  };
  /** The rights that apply which the line names, by name or by substance. */
  readonly rights: readonly FactId[];
  /** The law invoked without one of this case's rights ("the law says", another act's name). */
  readonly lawInvoked: boolean;
  readonly supervisor: boolean;
  readonly nameOrReference: boolean;
  /** A lawful step the person says they'll take: a regulator's complaint, a chargeback, a lawyer, a review. */
  readonly escalation: boolean;
  /** Insults, shouting in capitals, swearing at the rep. */
  readonly rude: boolean;
  /** A threat of violence: never calm, whatever else the line says. */
  readonly violent: boolean;
  /** The person says yes to something: an offer, a share, a smaller figure. */
  readonly accept?: {
    /** The figure accepted, when named (a share of the figure owed counts). */
    readonly figure?: number;
  };
  /** Silence, "...", or a line too short to say anything. */
  readonly silent: boolean;
}

const ASK = pattern(
  String.raw`(?:i|we) (?:want|need|expect|would like|'d like|am asking|'m asking|am requesting|'m requesting|request|demand|ask)`,
  String.raw`i'?m (?:asking|requesting|disputing)|i am (?:asking|requesting|disputing)`,
  String.raw`(?:won'?t|will not|do not|don'?t|can'?t|cannot) (?:accept|take) (?:anything )?less than|nothing less than|no less than|no acepto (?:nada )?menos (?:de|que)|nada menos (?:de|que)`,
  String.raw`(?:^|[.!?;:,] ?|please |can you |could you |will you |would you |you need to |you have to |you must |i want you to |i need you to |just )(?:refund|reverse|remove|take off|credit|waive|drop|cancel|give (?:me )?back|return|keep (?:it|me|the (?:price|rent|rate))|match|pay (?:me|the)|put (?:it )?back)`,
  String.raw`(?:full|whole|entire) (?:refund|amount|charge|credit|sum)|in full|all of it|(?:the|my) money back|back in full`,
  String.raw`quiero|queremos|necesito|exijo|pido|solicito|estoy pidiendo|le pido|les pido|me gustaria`,
  String.raw`(?:por favor )?(?:devuelvan|devuelva|reembolsen|reembolse|reviertan|reversen|quiten|quite|eliminen|anulen|cancelen|acrediten|mantengan|mantenga|dejen|paguen|pague)`,
  String.raw`(?:reembolso|devolucion|credito) (?:completo|total)|(?:el |la )?(?:monto|cantidad|suma) (?:completo|completa|total)|todo (?:el dinero|el cargo|mi dinero)|completo|completa`,
);

/** A debt's ask is proof before any payment: validation, verification, the paperwork. */
const VALIDATION_ASK = pattern(
  String.raw`validat\p{L}*|verif\p{L}*|proof|prove|in writing|written notice|documentation|paperwork|itemi[sz]\p{L}*`,
  String.raw`valid\p{L}*|verifi\p{L}*|prueba|pruebas|demuestren|por escrito|documentacion|documentos|desglose`,
);

const FULL = pattern(
  String.raw`(?:full|whole|entire) (?:refund|amount|charge|credit|sum|deposit)|in full|all of it|every (?:cent|penny)|the whole thing`,
  String.raw`(?:reembolso|devolucion|credito|deposito) (?:completo|total)|(?:monto|cantidad|suma) (?:completo|completa|total)|todo (?:el|mi) (?:dinero|cargo|deposito)|completo|completa|hasta el ultimo centavo`,
);

const SUPERVISOR = pattern(
  String.raw`supervisor|manager|someone (?:else|higher|who can)|somebody (?:else|who can)|higher[\s-]?up|escalate (?:this|it|me)|transfer me|your boss|retention(?:s)?(?: department| team)?`,
  String.raw`supervisora?|gerente|encargad[oa]|jef[ea]|alguien (?:mas|que (?:pueda|si pueda))|otra persona|transfi[e]?ra\p{L}*|comuni\p{L}+ con|departamento de retencion`,
);

const NAME_OR_REFERENCE = pattern(
  String.raw`your name|who (?:am i|i'?m) (?:speaking|talking) (?:to|with)|reference(?: number| no| #)?|ref(?:erence)? ?#|case (?:number|no|#)|confirmation (?:number|no|#)|ticket (?:number|no|#)|claim (?:number|no|#)`,
  String.raw`su nombre|como se llama|con quien hablo|numero de (?:referencia|caso|confirmacion|reporte|reclamo|folio)|referencia|folio|numero de ticket`,
);

const REGULATOR = String.raw`(?:the |la |el )?(?:cfpb|consumer financial protection bureau|ftc|federal trade commission|attorney general|fiscal general|procuraduria|regulators?|no surprises help ?desk|cms|department of transportation|state insurance department|bbb|better business bureau)`;

/** A lawful next step the person says they'll take: a complaint, a chargeback, a lawyer, a court, a review. */
const ESCALATION = pattern(
  String.raw`complain\p{L}*|report (?:you|this|it)|chargeback|charge back|dispute (?:it |this )?with my (?:bank|card)|lawyers?|attorneys?|small claims|sue (?:you|them)|take (?:you|this|it) to court|(?:leave|write|post) a review`,
  String.raw`(?:go|going|escalate (?:this|it)|take (?:this|it)|turn (?:this|it)) (?:over )?to ${REGULATOR}|(?:with|to) ${REGULATOR}`,
  String.raw`queja|quejarme|denuncia\p{L}*|demanda\p{L}*|abogad[oa]s?|reclamo formal|contracargo|tribunal|corte de reclamos menores|resena`,
  String.raw`(?:ante|a|con) ${REGULATOR}`,
);

const INSULT = pattern(
  String.raw`idiot\p{L}*|stupid|moron\p{L}*|dumb|useless|incompetent|thie(?:f|ves)|crooks?|liars?|scumbags?|clowns?|f+u+c+k\p{L}*|shit\p{L}*|damn\p{L}*|hell|screw you|shut up|bitch\p{L}*|ass(?:hole)?s?|bastards?|pathetic|wtf`,
  String.raw`idiotas?|estupid[oa]s?|imbecil(?:es)?|inutil(?:es)?|ladron(?:es|a)?|rateros?|mentiros[oa]s?|pendej[oa]s?|mierda|carajo|cabron(?:es)?|callese|callate|estafadores|sinverguenzas?|payasos?|maldit[oa]s?`,
);

const VIOLENCE = pattern(
  String.raw`kill (?:you|them)|hurt (?:you|them)|beat (?:you|them)|punch|burn (?:it|the place|you)|come (?:down )?there and|you'?ll regret|watch your back|i know where you`,
  String.raw`matar\p{L}*|golpear\p{L}*|partir(?:le)? la cara|romper(?:le)? la cara|quemar\p{L}*|se va a arrepentir|voy a ir (?:alla|a su oficina) a`,
);

const ACCEPT = pattern(
  String.raw`(?:ok(?:ay)?|fine|alright|all right|sure|yes|yeah|deal)[,. ]+(?:i'?ll take|i accept|that works|that'?s fine|do it|go ahead|deal|half|\$?\d+(?:[.,]\d+)*)`,
  String.raw`i'?ll (?:take|accept) (?:it|that|half|the|\$?\d+(?:[.,]\d+)*)|i'?ll pay (?:the |you )?\$?\d+(?:[.,]\d+)*|i accept|that works(?: for me)?|sounds good|deal|(?:half|\$?\d[\d.,]*) is fine|that'?s fine|i'?ll settle for|go ahead with (?:that|the)|let'?s do (?:that|it)|i agree`,
  String.raw`acepto|aceptamos|esta bien|de acuerdo|me parece bien|trato hecho|vale|lo tomo|me conformo|hagalo|adelante con|(?:le |les )?pago (?:los |el |\$)?\d+(?:[.,]\d+)*`,
);

const NEGATION = pattern(
  String.raw`not? (?:ok|fine|acceptable|good enough)|won'?t (?:take|accept)|don'?t (?:accept|agree|want)|do not (?:accept|agree)|not accept\p{L}*|no deal|unacceptable|not interested|(?:nothing|no|not) less`,
  String.raw`no (?:acepto|aceptamos|esta bien|estoy de acuerdo|me parece|me conformo|me sirve|es aceptable|lo tomo)|inaceptable|no,? gracias|no vale|nada menos|no menos`,
);

const SHARE = pattern(
  String.raw`half|50 ?%|50 percent|fifty percent|la mitad|50 por ?ciento|cincuenta por ciento`,
  String.raw`(\d{1,2}) ?%|(\d{1,2}) (?:percent|por ?ciento)`,
);

/** Shouting: most of a line's letters in capitals, with enough letters to mean it. */
function shouting(line: string): boolean {
  const letters = line.match(/\p{L}/gu) ?? [];
  const capitals = line.match(/\p{Lu}/gu) ?? [];
  return letters.length >= 12 && capitals.length / letters.length > 0.7;
}

/** The share of the figure a line names ("half", "30%"), as a fraction. */
function shareIn(folded: string): number | undefined {
  const match = SHARE.exec(folded);
  if (!match) return undefined;
  const percent = match[1] ?? match[2];
  if (percent) return Number(percent) / 100;
  return 0.5;
}

/** Figures in the line that are money (a long reference number is not). */
function figuresIn(line: string, practice: PracticeCase): number[] {
  const amounts = extractAmounts(line).map((amount) => amount.value);
  const folded = fold(line);
  const share = shareIn(folded);
  const fromShare = share !== undefined && practice.figure ? [practice.figure.value * share] : [];
  return [...amounts, ...fromShare];
}

/** Close enough to the figure owed: to the cent, or within half a percent of a large sum. */
export function sameFigure(value: number, owed: number): boolean {
  return Math.abs(value - owed) <= Math.max(0.01, owed * 0.005);
}

/** Is an ask with this figure the one owed (or better for the person)? */
function exactFigure(value: number, practice: PracticeCase): boolean {
  const owed = practice.figure?.value;
  if (owed === undefined) return true;
  if (practice.kind === 'pay') return value >= owed - Math.max(0.01, owed * 0.005);
  if (practice.kind === 'keep_price') return value <= owed + Math.max(0.01, owed * 0.005);
  return sameFigure(value, owed);
}

export function readLine(line: string, practice: PracticeCase): LineMoves {
  const trimmed = line.trim();
  const folded = fold(trimmed).replace(/[’‘]/g, "'");
  const words = folded.match(/[\p{L}\p{N}]+/gu) ?? [];
  const rightIds = practice.rights.map((right) => right.id);
  const rights = rightsNamedIn(trimmed, rightIds);
  const figures = figuresIn(trimmed, practice);
  const accepting = ACCEPT.test(folded) && !NEGATION.test(folded);
  const asking = ASK.test(folded) || (practice.kind === 'validate' && VALIDATION_ASK.test(folded));
  const full = FULL.test(folded);
  const rude = INSULT.test(folded) || shouting(trimmed);
  const violent = VIOLENCE.test(folded);
  const silent =
    words.length === 0 ||
    (words.length <= 1 && (words[0]?.length ?? 0) <= 3 && !/\d/.test(words[0] ?? '') && !accepting) ||
    /^(?:\.{2,}|…|hm+|mm+|uh+|um+|eh+|ah+)$/u.test(folded);

  let ask: LineMoves['ask'];
  let accept: LineMoves['accept'];
  if (accepting) {
    const figure = figures.at(-1);
    accept = figure !== undefined ? { figure } : {};
  } else if (
    asking &&
    (figures.length > 0 || full || (practice.kind === 'validate' && VALIDATION_ASK.test(folded)))
  ) {
    const exactOne = figures.find((value) => exactFigure(value, practice));
    const figure = exactOne ?? figures.at(-1);
    ask = {
      ...(figure !== undefined ? { figure } : {}),
      exact:
        exactOne !== undefined ||
        (figures.length === 0 && (full || (practice.kind === 'validate' && VALIDATION_ASK.test(folded)))),
    };
  }
  return {
    ...(ask ? { ask } : {}),
    rights,
    lawInvoked: rights.length === 0 && lawInvokedIn(trimmed),
    supervisor: SUPERVISOR.test(folded),
    nameOrReference: NAME_OR_REFERENCE.test(folded),
    escalation: ESCALATION.test(folded) && !violent,
    rude,
    violent,
    ...(accept ? { accept } : {}),
    silent: silent && !ask && !accept,
  };
}

/** A line trimmed to about 160 characters at a word, for a scorecard's quote. */
export function quoteOf(line: string): string {
  const clean = line.trim().replace(/\s+/g, ' ');
  if (clean.length <= 160) return clean;
  const cut = clean.slice(0, 160);
  const space = cut.lastIndexOf(' ');
  return `${cut.slice(0, space > 100 ? space : 160)}…`;
}
