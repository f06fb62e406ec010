import type { FactId } from '../chat/facts.js';
import { extractAmounts } from '../chat/amounts.js';
import { fold, pattern } from '../chat/text-patterns.js';
import type { PracticeCase } from './practice-case.js';
import { lawInvokedIn, lawNamedIn, rightsNamedIn } from './rights-named.js';

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
  /** A law, rule or ordinance named for the claim (federal, state or local), not one of this case's rights. */
  readonly lawNamed: boolean;
  readonly supervisor: boolean;
  /** The person asks for the rep's name or a reference number (citing one's own old reference is not asking). */
  readonly nameOrReference: boolean;
  /** The person asks for the rep's name (with or without a reference). */
  readonly nameAsked?: boolean | undefined;
  /** The person asks for a reference, case, claim or ticket number (with or without the name). */
  readonly referenceAsked: boolean;
  /** The person offers or proposes a settlement ("how about I pay 1,000", "si me devuelve 1,200 lo dejamos así"). */
  readonly proposal: boolean;
  /** The person denies the charge or the debt is theirs ("I didn't do it", "no fui yo"). */
  readonly denial: boolean;
  /** The person asks what happens or what the rep can do, without an ask of their own. */
  readonly question: boolean;
  /** The person reads out an account number (the rep never repeats it). */
  readonly accountGiven: boolean;
  /** The person asks the rep to name the figure ("what can you do?"): the moment for silence. */
  readonly weakAsk: boolean;
  /** The line climbs on a condition ("if you can't do it, I want a supervisor"): said in time, before the no. */
  readonly conditional?: boolean;
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
    /** The person offers to pay this (to settle a bill or a debt), not to get it back. */
    readonly pays?: boolean;
    /** The person gives up part of the claim in words ("forget the vacation"): less, whatever the sum. */
    readonly waives?: boolean;
  };
  /** Silence, "...", or a line too short to say anything. */
  readonly silent: boolean;
  /** The person asks the rep to stop calling ("please don't call me at work"); `atWork` when at their job. */
  readonly stopCalls?: { readonly atWork: boolean } | undefined;
  /** The person asks for an order, work-order or invoice number (the rep says where it is). */
  readonly orderAsked?: boolean | undefined;
  /** Thanks and nothing more ("Gracias, le agradezco mucho"): the call is closing. */
  readonly thanks?: boolean | undefined;
  /** The person asks for money back ("I want a refund", "quiero que me devuelvan"): never a payment plan. */
  readonly moneyBack?: boolean | undefined;
  /** The person speaks of a transfer (Zelle, Venmo, a wire): not a card and PIN. */
  readonly transfer?: boolean | undefined;
  /** The person raises another charge on the call ("and there's a parking charge too", "también me cobraron"). */
  readonly anotherCharge?: boolean | undefined;
}

const ASK = pattern(
  String.raw`i'?d like|we'?d like|i'?m owed|i am owed|(?:you|they) owe me|owed to me|me deben|me debe|se me debe`,
  // "Me faltan 925", "I'm still short 925": the money missing from a paycheck, asked for.
  String.raw`(?:me|nos) falta(?:n|ba|ban|ron)? \$?\d[\d.,]*|i'?m (?:still )?(?:short|missing) \$?\d[\d.,]*`,
  String.raw`(?:i|we) (?:want|need|expect|would like|'d like|am asking|'m asking|am requesting|'m requesting|request|demand|ask)`,
  String.raw`i'?m (?:asking|requesting|disputing)|i am (?:asking|requesting|disputing)`,
  String.raw`(?:won'?t|will not|do not|don'?t|can'?t|cannot) (?:accept|take) (?:anything )?less than|nothing less than|no less than|no acepto (?:nada )?menos (?:de|que)|nada menos (?:de|que)`,
  String.raw`(?:^|[.!?;:,] ?|please |pls |plz |can you |could you |will you |would you |you need to |you have to |you must |i want you to |i need you to |just )(?:refund|reverse|remove|take off|credit|waive|drop|cancel|give (?:me )?back|return|keep (?:it|me|the (?:price|rent|rate))|match|pay (?:me|the)|put (?:it )?back)`,
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
  String.raw`supervisor|manager|(?:the |your )?owner|someone (?:else|higher|who can)|corporate|executive (?:office|team)|head office|somebody (?:else|who can)|higher[\s-]?up|escalate (?:this|it|me)|transfer me|your boss|retention(?:s)?(?: department| team)?`,
  String.raw`supervisora?|gerente|duen[oa]|propietari[oa]|encargad[oa]|jef[ea]|alguien (?:mas|que (?:pueda|si pueda))|otra persona|transfi[e]?ra\p{L}*|comuni\p{L}+ con|departamento de retencion`,
);

const NAME_TERM = String.raw`(?:your|su) (?:full )?name|su nombre|tu nombre|como se llama|como te llamas`;
/** An order, repair-order or invoice number: it names the case as a reference number does. */
const ORDER_TERM = String.raw`(?:(?:work|repair|service) )?order (?:number|no|#)|ro (?:number|no|#)|invoice (?:number|no|#)|numero de (?:la |su )?(?:orden|factura)(?: de (?:trabajo|reparacion|servicio))?`;
const REFERENCE_TERM = String.raw`(?:reference|ref|case|confirmation|ticket|claim|call) ?(?:number|no|#)|reference|numero de (?:referencia|caso|confirmacion|reporte|reclamo|folio|ticket)|referencia|folio|${ORDER_TERM}`;

/** Asking for it: a request just before the term, or a question naming it ("Can I get your name?"). */
const REQUEST = String.raw`(?:can|could|may) (?:i|you) (?:get|have|give me|tell me)|(?:give|tell|send) me|i'?d like|i would like|i want|i need|i'?ll need|what(?:'s| is|s)|is there|do you have|please|hay (?:un|algun)|tiene (?:un|algun)|me (?:puede|podria|pueden|podrian|puedes|podrias) (?:dar|decir|pasar)|me (?:da|dan|das|dices|pasas)|deme|digame|dame|dime|cual es|necesito|quiero|me gustaria`;
const NAME_ASKED = new RegExp(
  String.raw`(?:${REQUEST})(?:\s+[\p{L}\p{N}'’]+){0,4}?\s+(?:${NAME_TERM})|who (?:am i|i'?m) (?:speaking|talking) (?:to|with)|con quien (?:hablo|tengo el gusto)`,
  'u',
);
const REFERENCE_ASKED = new RegExp(
  String.raw`(?:${REQUEST})(?:\s+[\p{L}\p{N}'’]+){0,6}?\s+(?:${REFERENCE_TERM})`,
  'u',
);
/** "and a reference number please", "el número de referencia, por favor". */
const REFERENCE_PLEASE = new RegExp(String.raw`(?:${REFERENCE_TERM})\s*,?\s*(?:please|pls|por favor)`, 'u');
const TERM_IN_QUESTION = new RegExp(String.raw`(?:${NAME_TERM}|${REFERENCE_TERM})[^.!?]*\?`, 'u');
/** "referencia APL-2026-88213", "reference number is 48213": the person's own reference, cited. */
const REFERENCE_CITED =
  /(?:reference|referencia|ref|case|claim|ticket|folio)(?: number| no| #|#)?(?: is| es)?:? [a-z]*-?\d/u;

const REGULATOR = String.raw`(?:the |la |el |los |las )?(?:cfpb|consumer financial protection bureau|ftc|federal trade commission|(?:state )?attorney general|fiscal general|procuraduria|regulators?|no surprises help ?desk|cms|department of transportation|dot|state insurance (?:department|commissioner)|insurance (?:department|commissioner)|departamento de seguros|bbb|better business bureau|(?:u\.?s\.? )?department of labor(?:'s)?(?: wage and hour division)?|labor department|wage and hour(?: division)?|labor (?:board|commissioner)|dol|departamento (?:de )?trabajo|division de salarios y horas|bureau of automotive repair|consumer affairs|consumer protection (?:division|office|agency))`;

/** A rung asked for on a condition: "if you can't do it", "if not", "si no puede". */
const CONDITIONAL = pattern(
  String.raw`if (?:you|they) (?:can'?t|cannot|won'?t|will not|don'?t|refuse)|if not|if that'?s a no|otherwise`,
  String.raw`si (?:usted )?no (?:puede|pueden|lo (?:puede|pueden|hace|hacen)|me (?:ayuda|ayudan))|si no|de lo contrario`,
);

/** A lawful next step the person says they'll take: a complaint, a chargeback, a lawyer, a court, a review. */
const ESCALATION = pattern(
  String.raw`complain\p{L}*|report (?:you|this|it)|chargeback|charge back|dispute (?:it |this )?with my (?:bank|card)|lawyers?|attorneys?|small claims|sue (?:you|them)|take (?:you|this|it) to court|(?:justice|county|civil|magistrate|municipal) court|file (?:a (?:claim|case|suit) )?(?:in|with) (?:the )?court|(?:leave|write|post) a review`,
  String.raw`(?:go|going|escalate (?:this|it)|take (?:this|it)|turn (?:this|it)) (?:over )?to ${REGULATOR}|(?:with|to) ${REGULATOR}`,
  String.raw`(?:contact|call|calling|contacting|reach out to|write to|notify|report (?:you|this|it)? ?to|file (?:a \p{L}+ )?with) ${REGULATOR}`,
  String.raw`queja|quejarme|denuncia\p{L}*|demanda\p{L}*|abogad[oa]s?|reclamo formal|contracargo|tribunal|corte de reclamos menores|resena`,
  String.raw`(?:ante|a|con) ${REGULATOR}`,
  String.raw`(?:llamar|contactar|acudir|ir|escribir|reportar\p{L}*) (?:al|a|con|ante) ${REGULATOR}`,
);

const INSULT = pattern(
  String.raw`idiot\p{L}*|stupid|moron\p{L}*|dumb|useless|incompetent|crooks?|liars?|scumbags?|clowns?|f+u+c+k\p{L}*|shit\p{L}*|damn\p{L}*|hell|screw you|shut up|bitch\p{L}*|ass(?:hole)?s?|bastards?|pathetic|wtf`,
  String.raw`idiotas?|estupid[oa]s?|imbecil(?:es)?|inutil(?:es)?|ladron(?:es|a)?|rateros?|mentiros[oa]s?|pendej[oa]s?|mierda|carajo|cabron(?:es)?|callese|callate|estafadores|sinverguenzas?|payasos?|maldit[oa]s?`,
);

/** Accusing the rep or the company: "this is a scam!", "you people are stealing my money", "¡esto es un robo!". */
const ACCUSATION = pattern(
  String.raw`(?:this|that)(?:'?s| is) (?:a |an |just |basically |nothing but |straight up |flat out |pure |outright |total |plain )*(?:scam|rip[\s-]?off|extortion|a joke|ridiculous|outrageous|bullshit|criminal|robbery|theft|stealing)`,
  String.raw`(?:you|you people|you guys|y'?all|your company|this company|they)(?:'re| are| were|'ve been| have been)? (?:\p{L}+ ){0,2}(?:steal\p{L}*|rob\p{L}*|scam\p{L}*|cheat\p{L}*|rip\p{L}* (?:me|us|people) off|lying|liars?|crooks?|frauds?|criminals?|thie(?:f|ves)|shady|sketchy|dishonest|shameless|a joke)`,
  String.raw`(?:esto|eso) es (?:un |una )?(?:estafa|abuso|burla|falta de respeto|verguenza|ridiculo|robo)|falta de respeto|(?:me|nos) (?:estan|esta|han) (?:\p{L}+ )?(?:robando|estafando|robado|estafado)|ustedes (?:\p{L}+ )?(?:roban|estafan|mienten|son unos)|son unos (?:\p{L}+)|(?:son|es) (?:\p{L}+ )?(?:tramposos?|deshonestos?|sinverguenzas?)`,
  // Anger said at the rep, the line's own mark: "I'm so angry", "estoy muy enojada".
  String.raw`i'?m (?:so |very |really )?(?:furious|pissed|livid)|(?:estoy|estamos) (?:muy |bien |tan )?(?:enojad[oa]s?|furios[oa]s?|encabronad[oa]s?)`,
);

/**
 * "I'll take" / "I will accept" as agreeing, never as taking the matter further ("I'll take it to
 * small claims", "I will take this up with the CFPB" is the next rung, not giving way).
 */
const TAKE = String.raw`(?:take|accept)(?! (?:it|this|that|them|(?:the|my|this) \p{L}+) (?:to|up|further|elsewhere|higher)\b)`;

/** Offering or proposing less: "how about I pay 1,000 and we call it even?", "si me devuelve 1,200 lo dejamos así". */
const PROPOSAL = pattern(
  String.raw`how about|what about|what if|would you (?:take|accept|do|settle)|(?:could|can) you (?:just )?(?:do|give me|credit|refund) (?:me )?(?:\$?\d|half|la mitad)|i(?:'?ll| will|'?d| would) (?:just )?(?:pay|do \$?\d|${TAKE}|settle for)|(?:knock|take) (?:off )?\$?\d[\d.,]* ?(?:%|percent|dollars)? off|if (?:that|it) makes (?:this|it) (?:all )?go away|i (?:can|could) (?:pay|do|live with)|(?:we|let'?s) call it (?:even|square|a deal|done)|call it even|and we'?re (?:done|good|even|square)|and (?:you|we) (?:can )?(?:close|drop) (?:it|this)|if you(?:'ll)? (?:just )?leave me alone|split (?:it|the difference|(?:the |this |that )?(?:\p{L}+ )?(?:fee|charge|bill|cost)(?: with you)?)|meet (?:you )?in the middle`,
  String.raw`y si|que tal si|que le parece si|si (?:me|nos) (?:devuelve|devuelven|da|dan|paga|pagan|quita|quitan|rebaja|rebajan|deja|dejan)|lo dejamos (?:asi|en)|lo dejamos|quedamos en|le (?:pago|doy)|si pago|yo pago|partimos la diferencia|a medias|nos quedamos en|me conformo con`,
);

/** Closing the matter: "and we call it even", "and we're done", "lo dejamos así". */
const SETTLES = pattern(
  String.raw`call it (?:even|square|a deal|done)|(?:and )?we'?re (?:done|good|even|square)|leave me alone|(?:close|drop) (?:it|this)|split (?:it|the difference)|meet (?:you )?in the middle`,
  String.raw`lo dejamos|quedamos (?:en|asi|a mano)|y ya(?: esta)?\b|(?:dejan|deja) de (?:llamar|cobrar)|partimos la diferencia|a medias|me conformo`,
);

/**
 * Giving up part of the claim in words, with or without a sum: "forget the vacation", "never mind
 * the late fee", "you can keep the rest", "olvídense del cargo anual", "quédense con el resto".
 */
const WAIVE = pattern(
  String.raw`forget (?:about )?(?:the|my)\b|never ?mind (?:about )?(?:the|my)\b|(?:you can |just )?keep (?:the rest|the other|the \$?\d)|i'?ll (?:let|drop) (?:the|go of the)\b|skip the\b`,
  String.raw`olvid(?:e|en|ese|ense|emos|amos) (?:de|del|lo|la|el|los|las)|no importa (?:el|la|los|las|lo)|quede(?:n|se|nse)? con (?:el resto|lo demas|los? \$?\d)`,
);

/** Asking to stop the calls: "please don't call me at work", "no me llamen al trabajo". */
const STOP_CALLS = pattern(
  String.raw`(?:don'?t|do not|stop|quit|no more|never) (?:call(?:ing)?|contact(?:ing)?|phon(?:e|ing)) (?:me|my)|stop (?:these|the|your) calls|no more calls`,
  String.raw`no me (?:vuelvan a |vuelva a )?(?:llamen|llame|llamar|contacten|contacte)|dejen de (?:llamar|contactar)(?:me)?|no (?:quiero|acepto) (?:mas )?llamadas`,
);
const AT_WORK = pattern(
  String.raw`(?:at|to) (?:my )?(?:work|job|office|workplace)|my (?:employer|boss)`,
  String.raw`(?:al|en el|a mi|en mi) (?:trabajo|empleo|oficina)|mi (?:jefe|empleador)`,
);

/** Another charge raised on the call: "there's a parking charge too", "also a 25 fee", "también me cobraron". */
const ANOTHER_CHARGE = pattern(
  String.raw`(?:there'?s|there is|there was|and|also|plus) (?:also )?(?:a|an|another|the) (?:\p{L}+ ){0,2}(?:charge|fee)s?\b(?: too| as well)?|(?:charged|billed) me (?:\p{L}+ ){0,4}(?:too|as well|also)`,
  String.raw`tambien (?:me )?(?:cobraron|cobran|hay|aparece)|(?:otro|un) cargo (?:\p{L}+ ){0,3}tambien|ademas (?:me )?(?:cobraron|hay)`,
);

/** Thanks and nothing else on the line. */
const THANKS =
  /^(?:ok(?:ay)?[,. ]+)?(?:thanks?|thank you|thx|ty|gracias|muchas gracias|mil gracias|le agradezco|se lo agradezco)(?: (?:so much|very much|a lot|again|muchisimo|mucho|de verdad|por todo|por su ayuda|for your help|for (?:the|your) help))*(?:[,. ]+(?:le agradezco(?: mucho| muchisimo)?|muy amable|que amable|very kind|you'?ve been (?:very )?helpful|i appreciate (?:it|that|your help)|have a (?:good|nice) (?:day|one)|bye|adios|que tenga (?:un )?buen dia))*[.!]*$/u;

/** Money back asked for: a refund, the money returned, paid back. */
const MONEY_BACK = pattern(
  String.raw`refund|money back|pay (?:me|it) back|give (?:me )?(?:it |the money |my money )?back|put (?:it|the money) back|send (?:me )?(?:my money|it) back|return (?:my|the) money`,
  String.raw`devuelv\p{L}*|devolu\p{L}*|reembols\p{L}*|regres(?:en|e) (?:mi|el) dinero|reintegr\p{L}*`,
);

const TRANSFER = pattern(
  String.raw`zelle|venmo|cash ?app|paypal|wire|(?:bank )?transfers?|sent (?:the )?money`,
  String.raw`transferencias?`,
);

/** A payment the person proposes to make: to settle a bill or a debt, paying is giving up part of it. */
const PAYING = pattern(
  String.raw`i(?:'?ll|'?d| would)? (?:just )?pay|i (?:can|could) pay|pay(?:ing)? (?:you )?\$?\d`,
  String.raw`(?:le |les |yo )?pago|si pago|pagaria|le doy`,
);

/** The sum the person agreed to earlier (the estimate, the quote): paying it is the exact ask, not less. */
const AGREED_SUM = pattern(
  String.raw`approved|agreed|estimate[ds]?|quoted?|authori[sz]ed|what i owe`,
  String.raw`aprob\p{L}*|acordad\p{L}*|presupuest\p{L}*|cotiza\p{L}*|estimad\p{L}*|autoric\p{L}*|lo que debo`,
);

/** Denying the charge or the debt: "I didn't do it", "my card was in my wallet", "no fui yo". */
const DENIAL = pattern(
  String.raw`i (?:didn'?t|did not|never) (?:do|make|made|authori[sz]e|use|buy|withdraw|sign|owe|have|open|recogni[sz]e)|(?:was|wasn'?t|not) me|my card (?:was|never left|has been|is) (?:in|with|on) (?:my|me)|never left my (?:wallet|purse|sight|possession)|(?:isn'?t|is not|not) mine|don'?t think (?:it|this|that)(?: debt| charge| account)? is mine|i don'?t (?:owe|recogni[sz]e)`,
  String.raw`no (?:fui|lo hice|lo autorice|hice|autorice|reconozco|debo)|yo no (?:fui|hice|lo hice|autorice)|no es mi(?:a)? deuda|no es mio|mi tarjeta (?:estaba|estuvo|nunca salio) (?:en|de)`,
);

/** Asking what happens or what the rep can do, with no ask of the person's own. */
const QUESTION = pattern(
  String.raw`what (?:happens|now|can you do|are my options|do (?:i|we) do)|what'?s next|so what|anything you can do|is there (?:anything|something)|how (?:long|does this work)|why`,
  String.raw`que (?:pasa|sigue|puede(?:n)? hacer|opciones|hago|hacemos)|(?:hay|habra) algo que (?:pueda|puedan)|no hay (?:algo|nada)|cuanto (?:tiempo|tarda)|como funciona|por que`,
);

/** A weak ask: asking the rep to name the figure ("what can you do?"), the moment for the rep's silence. */
const WEAK_ASK = pattern(
  String.raw`what can you do|anything you can do|(?:is there )?(?:anything|something) you can do|what can you offer|what would you offer|can you do something|help me out`,
  String.raw`que (?:me )?puede(?:n)? (?:hacer|ofrecer)|(?:hay|habra) algo que (?:pueda|puedan) hacer|no hay algo|algo que puedan hacer|puede(?:n)? hacer algo`,
);

/** An account number read out: a long run of digits, or "my account number is". */
const ACCOUNT = pattern(
  String.raw`account (?:number|no|#)|numero de cuenta|cuenta (?:numero|no)|(?<![\p{L}-])\d[\d -]{7,}\d`,
);

const VIOLENCE = pattern(
  String.raw`kill (?:you|them)|hurt (?:you|them)|beat (?:you|them)|punch|burn (?:it|the place|you)|come (?:down )?there and|you'?ll regret|watch your back|i know where you|send(?:ing)? (?:my|some of my|a few of my) (?:cousins?|brothers?|boys|guys|friends|people) (?:over|to|after)`,
  String.raw`matar\p{L}*|golpear\p{L}*|partir(?:le)? la cara|romper(?:le)? la cara|quemar\p{L}*|se va a arrepentir|voy a ir (?:alla|a su oficina) a|(?:le|les) (?:mando|envio|voy a mandar|voy a enviar) (?:a )?(?:mi|mis|unos) (?:primos?|hermanos?|amigos?|muchachos|gente)`,
);

const ACCEPT = pattern(
  String.raw`(?:ok(?:ay)?|fine|alright|all right|sure|yes|yeah|deal)[,. ]+(?:i'?ll take|i accept|that works|that'?s fine|do it|go ahead|deal|half|\$?\d+(?:[.,]\d+)*)`,
  String.raw`i(?:'?ll| will|'?d| would) (?:just )?${TAKE} (?:just )?(?:it|that|half|the|\$?\d+(?:[.,]\d+)*)|i(?:'?ll| will|'?d| would) (?:just )?pay (?:the |you )?\$?\d+(?:[.,]\d+)*|i accept|that works(?: for me)?|sounds good|deal|(?:half|\$?\d[\d.,]*) is fine|that'?s fine|i'?ll settle for|go ahead with (?:that|the)|let'?s do (?:that|it)|i agree`,
  String.raw`acepto|aceptamos|esta bien|de acuerdo|me parece bien|trato hecho|vale|lo tomo|me conformo|hagalo|adelante con|(?:le |les )?pago (?:los |el |\$)?\d+(?:[.,]\d+)*`,
);

const NEGATION = pattern(
  String.raw`not? (?:ok|fine|acceptable|good enough)|won'?t (?:take|accept)|don'?t (?:accept|agree|want)|do not (?:accept|agree)|not accept\p{L}*|no deal|unacceptable|not interested|(?:nothing|no|not) less`,
  String.raw`no (?:acepto|aceptamos|esta bien|estoy de acuerdo|me parece|me conformo|me sirve|es aceptable|lo tomo)|inaceptable|no,? gracias|no vale|nada menos|no menos`,
);

/** Paying only once the charge is proven: "I'll pay the full 89.99 once you show me I made it" gives nothing up. */
const ONLY_IF_PROVEN = pattern(
  String.raw`(?:once|if|when|after) you (?:can )?(?:show|prove|validate|verify|send (?:me )?(?:proof|the (?:contract|agreement|signed|records?|documents?)))`,
  String.raw`(?:cuando|si) (?:me )?(?:muestra|muestran|demuestra|demuestran|prueba|prueban|valida|validan|muestre|demuestre|pruebe|valide)`,
);

const SHARE = pattern(
  String.raw`half|50 ?%|50 percent|fifty percent|la mitad|50 por ?ciento|cincuenta por ciento`,
  String.raw`(\d{1,2}) ?%|(\d{1,2}) (?:percent|por ?ciento)`,
);

/** A company that names itself a collector ("Midland Credit Management", "Portfolio Recovery Associates"). */
const COLLECTOR_NAME =
  /\b(?:credit management|recovery|recoveries|collections?|collectors?|cobranzas?|portfolio|receivables|asset acceptance)\b/iu;

/** The company is a collector by its own name, whatever the case's family: the rep speaks as one. */
export function actsAsCollector(practice: PracticeCase): boolean {
  return practice.family !== 'debt' && COLLECTOR_NAME.test(practice.company ?? '');
}

/** Shouting: most of a line's letters in capitals, with enough letters to mean it. */
function shouting(line: string): boolean {
  const letters = line.match(/\p{L}/gu) ?? [];
  const capitals = line.match(/\p{Lu}/gu) ?? [];
  return letters.length >= 12 && capitals.length / letters.length > 0.7;
}

/** A share taken off rather than paid: "knock 30 percent off", "quitan un 30%". */
const SHARE_OFF = /\b(?:knock|take|cut|quit\p{L}*|rebaj\p{L}*|descuent\p{L}*)\b[^.?!]{0,25}$/iu;

/**
 * The share of the figure a line names ("half", "30%"), as a fraction of it: what is paid or taken,
 * so a share knocked off ("knock 30 percent off") leaves the rest (0.7).
 */
function shareIn(folded: string): number | undefined {
  const match = SHARE.exec(folded);
  if (!match) return undefined;
  const percent = match[1] ?? match[2];
  const share = percent ? Number(percent) / 100 : 0.5;
  const off =
    SHARE_OFF.test(folded.slice(0, match.index)) ||
    /^\s*(?:off|de descuento|menos)\b/iu.test(folded.slice(match.index + match[0].length));
  return off ? Math.round((1 - share) * 100) / 100 : share;
}

/**
 * Bare numbers said as money in a call ("los 1,800 completos", "si me devuelve 1,200"): not a time,
 * a count of days or hours, a date ("november 9", "9 de noviembre"), a year, a percentage, or part of a reference or account number.
 */
const BARE_NUMBER =
  /(?<![\p{L}\p{N}#\-/.,])(?<!\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\p{L}*\.? )(\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d{1,6}(?:\.\d{1,2})?)(?![\p{L}\p{N}%\-/]|[.,]\d|\s*(?:%|percent|por ?ciento|days?|dias?|hours?|horas?|hrs?|weeks?|semanas?|months?|meses|years?|anos?|nights?|noches|calls?|llamadas|times|veces|am|pm|a\.m|p\.m|de (?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)))/giu;

function bareNumbers(line: string): number[] {
  const folded = fold(line);
  const values: number[] = [];
  for (const match of folded.matchAll(BARE_NUMBER)) {
    const value = Number(match[1]!.replace(/,/g, ''));
    // A year on its own ("2026") is a date, not money.
    if (!/,/.test(match[1]!) && value >= 1900 && value <= 2100 && !match[1]!.includes('.')) continue;
    if (value > 0) values.push(value);
  }
  return values;
}

/** Figures in the line that are money (a long reference number is not). */
function figuresIn(line: string, practice: PracticeCase): number[] {
  const found = extractAmounts(line).map((amount) => amount.value);
  const amounts = [...found, ...bareNumbers(line).filter((value) => !found.includes(value))].map((value) =>
    offTheBill(value, practice),
  );
  const folded = fold(line);
  const share = shareIn(folded);
  // A share of the bill: with a surprise bill's own share beside the figure, of the whole bill ("knock 30 percent off").
  const whole = practice.figure ? practice.figure.value + (practice.share?.value ?? 0) : undefined;
  const fromShare = share !== undefined && whole !== undefined ? [whole * share] : [];
  return [...amounts, ...fromShare];
}

/**
 * "Would you do 2,000 total instead?" on a 2,460 bill with 610 of it disputed: a sum between the money
 * off and the whole bill is what the person would pay, so the money off is the rest (460).
 */
function offTheBill(value: number, practice: PracticeCase): number {
  const off = practice.figure?.value;
  const bill = practice.bill?.value;
  if (practice.kind !== 'refund' || off === undefined || bill === undefined) return value;
  return value > off && !sameFigure(value, off) && value < bill && !sameFigure(value, bill)
    ? bill - value
    : value;
}

/** Close enough to the figure owed: to the cent, or within half a percent of a large sum. */
export function sameFigure(value: number, owed: number): boolean {
  return Math.abs(value - owed) <= Math.max(0.01, owed * 0.005);
}

/**
 * Is an ask with this figure the one owed, or better for the person? Pay and money back: at least
 * the figure (asking for the whole $1,800 of a deposit when $600 is the part withheld still holds the
 * line); a price: at most the figure; a debt: proof first, so a sum to pay is never the ask.
 */
function exactFigure(value: number, practice: PracticeCase): boolean {
  const owed = practice.figure?.value;
  if (owed === undefined) return true;
  if (practice.kind === 'keep_price') return value <= owed + Math.max(0.01, owed * 0.005);
  if (practice.kind === 'validate') return sameFigure(value, owed);
  // The main charge named alone ("487.19 … I need it taken off") when the figure adds a side fee to it.
  if (practice.main && sameFigure(value, practice.main.value)) return true;
  return value >= owed - Math.max(0.01, owed * 0.005);
}

export function readLine(line: string, practice: PracticeCase): LineMoves {
  const trimmed = line.trim();
  const folded = fold(trimmed).replace(/[’‘]/g, "'");
  const words = folded.match(/[\p{L}\p{N}]+/gu) ?? [];
  // A collector by its own name: the FDCPA's validation right is the one to name, whatever else was read.
  const rightIds: FactId[] = [
    ...practice.rights.map((right) => right.id),
    ...(actsAsCollector(practice) ? (['debt-validation'] as FactId[]) : []),
  ];
  const rights = rightsNamedIn(trimmed, rightIds);
  const figures = figuresIn(trimmed, practice);
  // A proposal names a sum or a share, or closes the matter ("and we call it even"); "what about my
  // refund?" proposes nothing. One for the whole figure owed is the ask pressed, not less.
  const proposal =
    PROPOSAL.test(folded) && !NEGATION.test(folded) && (figures.length > 0 || SETTLES.test(folded));
  const proposesOwed =
    proposal &&
    practice.figure !== undefined &&
    !PAYING.test(folded) &&
    figures.length > 0 &&
    figures.every((value) => exactFigure(value, practice));
  const waives = WAIVE.test(folded);
  // "Acepto el cargo de limpieza de 140": agreeing to a deduction the person already accepts as fair.
  const concedesFairCharge =
    !proposal &&
    figures.length > 0 &&
    figures.every((value) => practice.conceded?.some((c) => sameFigure(value, c)));
  const accepting =
    (ACCEPT.test(folded) || (proposal && !proposesOwed) || waives) &&
    !NEGATION.test(folded) &&
    !ONLY_IF_PROVEN.test(folded) &&
    !concedesFairCharge;
  const validating = practice.kind === 'validate' || actsAsCollector(practice);
  const asking = ASK.test(folded) || proposesOwed || (validating && VALIDATION_ASK.test(folded));
  const full = FULL.test(folded);
  const rude = INSULT.test(folded) || ACCUSATION.test(folded) || shouting(trimmed);
  const asksReference =
    (REFERENCE_ASKED.test(folded) ||
      REFERENCE_PLEASE.test(folded) ||
      (TERM_IN_QUESTION.test(folded) && new RegExp(REFERENCE_TERM, 'u').test(folded))) &&
    !(REFERENCE_CITED.test(folded) && !REFERENCE_ASKED.test(folded));
  const asksName =
    NAME_ASKED.test(folded) || (TERM_IN_QUESTION.test(folded) && new RegExp(NAME_TERM, 'u').test(folded));
  const violent = VIOLENCE.test(folded);
  const silent =
    words.length === 0 ||
    (words.length <= 1 && (words[0]?.length ?? 0) <= 3 && !/\d/.test(words[0] ?? '') && !accepting) ||
    /^(?:\.{2,}|…|hm+|mm+|uh+|um+|eh+|ah+)$/u.test(folded);

  let ask: LineMoves['ask'];
  let accept: LineMoves['accept'];
  const paysAgreed = proposal && PAYING.test(folded) && AGREED_SUM.test(folded) && practice.kind === 'refund';
  // "I'll pay the 150 my EOB shows, and I need the other 2190 taken off": the share owed paid, the rest asked off.
  const share = practice.share;
  const paysShare =
    share !== undefined &&
    proposal &&
    PAYING.test(folded) &&
    figures.some((value) => sameFigure(value, share.value)) &&
    !figures.some((value) => !sameFigure(value, share.value) && !exactFigure(value, practice));
  if (paysShare) {
    ask = { figure: figures.find((value) => !sameFigure(value, share.value)) ?? share.value, exact: true };
  } else if (paysAgreed) {
    // "I'll pay the 650 I approved": the sum agreed before, which is the exact ask of an overcharge.
    ask = { ...(figures.at(-1) !== undefined ? { figure: figures.at(-1)! } : {}), exact: true };
  } else if (accepting) {
    const figure = figures.at(-1);
    // Paying a bill or a debt to close it gives up part of it, unless it is the sum agreed before.
    const pays = proposal && PAYING.test(folded) && practice.kind !== 'pay' && practice.kind !== 'keep_price';
    accept = {
      ...(pays && !AGREED_SUM.test(folded)
        ? { ...(figures[0] !== undefined ? { figure: figures[0] } : {}), pays: true }
        : figure !== undefined
          ? { figure }
          : {}),
      ...(waives ? { waives: true } : {}),
    };
  } else if (asking && (figures.length > 0 || full || (validating && VALIDATION_ASK.test(folded)))) {
    const exactOne = figures.find((value) => exactFigure(value, practice));
    const figure = exactOne ?? figures.at(-1);
    ask = {
      ...(figure !== undefined ? { figure } : {}),
      exact:
        exactOne !== undefined ||
        ((figures.length === 0 || validating) && (full || (validating && VALIDATION_ASK.test(folded)))),
    };
  }
  return {
    ...(ask ? { ask } : {}),
    rights,
    lawInvoked: rights.length === 0 && (lawInvokedIn(trimmed) || lawNamedIn(trimmed)),
    lawNamed: rights.length === 0 && lawNamedIn(trimmed),
    supervisor: SUPERVISOR.test(folded),
    conditional: CONDITIONAL.test(folded),
    nameOrReference: asksName || asksReference,
    nameAsked: asksName,
    referenceAsked: asksReference,
    proposal,
    denial: DENIAL.test(folded),
    question:
      !ask && !accept && (QUESTION.test(folded) || (/\?\s*$/u.test(trimmed) && !asksName && !asksReference)),
    weakAsk: !ask && !accept && WEAK_ASK.test(folded),
    accountGiven: ACCOUNT.test(folded),
    escalation: ESCALATION.test(folded) && !violent,
    rude,
    violent,
    ...(accept ? { accept } : {}),
    silent: silent && !ask && !accept,
    ...(STOP_CALLS.test(folded) ? { stopCalls: { atWork: AT_WORK.test(folded) } } : {}),
    ...(new RegExp(ORDER_TERM, 'u').test(folded) ? { orderAsked: true } : {}),
    ...(THANKS.test(folded.replace(/[!?¡¿]+/g, '').trim()) ? { thanks: true } : {}),
    ...(MONEY_BACK.test(folded) ? { moneyBack: true } : {}),
    ...(TRANSFER.test(folded) ? { transfer: true } : {}),
    ...(ANOTHER_CHARGE.test(folded) ? { anotherCharge: true } : {}),
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
