import type { OtherDebtorRelation } from './case.js';
import { pattern } from './text-patterns.js';

/**
 * A collector after someone else: the person's brother, parent, ex or roommate, a former tenant,
 * the last owner of their phone number. The person is a third party who never signed for the debt.
 * Words in folded text (lower case, no accents). A son or daughter is left out (a minor's bill can
 * be the parent's), and so is a spouse (the rules treat a spouse as the consumer).
 */
const RELATIONS: readonly (readonly [OtherDebtorRelation, string])[] = [
  ['brother', String.raw`brother(?:[- ]in[- ]law)?|hermano|cunado`],
  ['sister', String.raw`sister|hermana|cunada|sister[- ]in[- ]law`],
  ['father', String.raw`dad|father|stepdad|stepfather|papa|padre|padrastro`],
  ['mother', String.raw`mom|mother|mum|stepmom|stepmother|mama|madre|madrastra`],
  [
    'ex',
    // Not a former employer, boss or landlord ("my ex-employer").
    String.raw`ex(?:[- ]?(?:husband|wife|boyfriend|girlfriend|partner|esposo|esposa|marido|mujer|novio|novia|pareja))?(?![- ]?(?:employer|boss|job|company|landlord|roommate|jefe|jefa|empleador|empresa|trabajo|casero|arrendador))`,
  ],
  ['cousin', String.raw`cousin|primo|prima`],
  ['uncle', String.raw`uncle|tio`],
  ['aunt', String.raw`aunt|tia`],
  ['nephew', String.raw`nephew|sobrino`],
  ['niece', String.raw`niece|sobrina`],
  ['grandfather', String.raw`grandpa|grandfather|abuelo`],
  ['grandmother', String.raw`grandma|grandmother|abuela`],
  [
    'roommate',
    String.raw`(?:former |old |ex[- ]?)?roommate|(?:ex[- ]?)?companer[oa] de (?:cuarto|casa|piso)|roomie`,
  ],
  // A son or daughter only when grown: a minor's bill can be the parent's own.
  [
    'son',
    String.raw`(?:adult|grown|grown-up) son|son (?:who is|who'?s) (?:an adult|grown|over 18|[2-9]\d)|hijo (?:mayor de edad|adulto|de (?:1[89]|[2-9]\d) anos)`,
  ],
  [
    'daughter',
    String.raw`(?:adult|grown|grown-up) daughter|daughter (?:who is|who'?s) (?:an adult|grown|over 18|[2-9]\d)|hija (?:mayor de edad|adulta|de (?:1[89]|[2-9]\d) anos)`,
  ],
  [
    'tenant',
    String.raw`(?:former|previous|old|last) tenant|(?:antiguo|anterior|ex[- ]?)? ?inquilin[oa](?: anterior)?`,
  ],
];

const RELATION = RELATIONS.map(([, words]) => words).join('|');

/** The debt is the other person's: said in so many words. */
export const SOMEONE_ELSES_DEBT = pattern(
  String.raw`(?:asking|looking|calling|searching|hunting|call(?:s|ed)? me) (?:for|about) (?:my|our) (?:${RELATION})\b`,
  String.raw`(?:my|our) (?:${RELATION})'?s (?:\p{L}+ ){0,2}(?:debts?|cards?|loans?|accounts?|bills?|balance)\b`,
  String.raw`(?:debt|account|card|loan|bill)s? (?:is|was|are|belongs? to|belonged to) (?:my|our) (?:${RELATION})(?:'?s)?\b`,
  String.raw`(?:looking|asking|calling) for (?:someone|somebody|a (?:person|guy|man|woman|lady)) (?:named|called|i (?:don'?t|do not|never) (?:know|met|heard of))`,
  String.raw`(?:previous|former|last|old) owner of (?:my|this|the) (?:phone |cell )?number`,
  String.raw`(?:preguntando|preguntan?|preguntaron|buscando|buscan?|buscaron) (?:por|a) (?:mi|nuestr[oa]) (?:${RELATION})\b`,
  String.raw`(?:deuda|tarjeta|cuenta|prestamo|factura|credito)s?(?: de (?:credito|una tarjeta|tarjeta))? (?:es |era |son )?de (?:mi|nuestr[oa]) (?:${RELATION})\b`,
  String.raw`(?:preguntando|preguntan?|buscando|buscan?) (?:por |a )?(?:una persona|alguien|un senor|una senora|un tal|una tal)\b`,
  String.raw`(?:anterior|antigu[oa]) (?:dueno|duena) (?:de|del) (?:mi|este|el) (?:numero|telefono|celular)`,
);

/**
 * "a loan i cosigned", "firmé como aval": the person signed for it, so it is theirs too. Not "i
 * never cosigned anything".
 */
export const COSIGNED = pattern(
  String.raw`(?<!(?:never|didn'?t|did not|not|nunca|no|ni) )(?:co-?signed|co-?signer|cosign|aval|fiador|fiadora|codeudor|codeudora|firme como)`,
  String.raw`(?<!(?:never|didn'?t|did not|not) )(?:joint|shared) (?:account|card|loan)`,
);

/** "una carta a MI nombre", "a letter in my name", "now they say i owe it". */
export const LETTER_IN_MY_NAME = pattern(
  String.raw`(?:letter|notice|bill|mail|statement)\b[^.!?]{0,30}\b(?:in|under|with|addressed to|to) my (?:own )?name`,
  String.raw`(?:addressed|sent|mailed) to me(?: personally| by name)?\b[^.!?]{0,30}\b(?:saying|says|that says|demanding)`,
  String.raw`(?:letter|notice|bill)\b[^.!?]{0,20}\b(?:addressed|sent|mailed) (?:directly |personally )?to me\b`,
  String.raw`(?:carta|aviso|notificacion)\b[^.!?]{0,20}\b(?:dirigida|dirigido|enviada|enviado|mandada|mandado) a mi\b`,
  String.raw`(?:carta|aviso|notificacion|cobro|factura|estado de cuenta)\b[^.!?]{0,30}\b(?:a|con|en|bajo|para) mi (?:propio )?nombre`,
);

/** "pueden embargar mi casa", "they'll take my house", "put a lien on my home". */
export const PROPERTY_THREAT = pattern(
  String.raw`(?:take|seize|foreclose on|put a lien on|lien on|go after|take away|repo|repossess) (?:my|our|the) (?:house|home|property|condo|apartment|car)`,
  String.raw`(?:embarg\p{L}*|quitar(?:me|nos|le)?|quedarse con|rematar|poner(?:le)? un gravamen (?:a|sobre)) (?:a )?(?:mi|la|nuestra|su) (?:casa|propiedad|vivienda|carro|coche|auto|departamento|apartamento)`,
);

/** Wages or a bank account named beside a threat: a garnishment, not only a house. */
export const WAGES_OR_BANK = pattern(
  String.raw`sueldo|salario|cheque|nomina|wages?|paycheck|pay ?check|salary|bank|banco|cuenta (?:de banco|bancaria)`,
);

/** "si no les doy la dirección nueva de mi hermano", "they want his new address". */
export const ADDRESS_DEMANDED = pattern(
  String.raw`(?:want|wants|wanted|need|needs|needed|asking (?:me )?for|asked (?:me )?for|demand\p{L}*|give (?:them|him|her)|tell (?:them|him|her)) (?:my (?:${RELATION})'?s |his |her |their )(?:new |current )?(?:address|phone number|number|location|whereabouts)`,
  String.raw`(?:where|whereabouts) (?:my (?:${RELATION})|he|she) (?:lives|is living|is|works|moved)`,
  String.raw`(?:la |su )?(?:direccion|domicilio|telefono|numero)(?: nuev[oa]| actual)? de (?:mi (?:${RELATION})|el|ella)\b`,
  String.raw`(?:donde|adonde) (?:vive|esta|trabaja|se mudo) (?:mi (?:${RELATION})|el|ella)`,
  String.raw`(?:les |le )?(?:doy|de|dar|diera) (?:la|su) (?:direccion|domicilio)`,
);

/** "i never got any letter from them", "nunca me llegó ninguna carta". */
export const NO_LETTER = pattern(
  String.raw`(?:never|didn'?t|did not|haven'?t|have not|havent|still haven'?t) (?:got|get|gotten|received|receive|seen)(?: any| a| one)? (?:letter|notice|mail|validation notice|anything in writing)`,
  String.raw`no (?:letter|notice|validation notice)(?: from them)? (?:yet|ever|at all)`,
  String.raw`(?:nunca|no|todavia no|aun no) (?:me )?(?:ha |han |he )?(?:llego|llegado|recibi|recibido|mandaron|mandado|enviaron|enviado)(?: ninguna| una| ningun)? (?:carta|aviso|notificacion|nada por escrito)`,
  String.raw`ninguna carta`,
);

const NAME_STOP = new Set([
  'que',
  'quien',
  'por',
  'para',
  'and',
  'who',
  'the',
  'por',
  'pero',
  'but',
  'which',
  'el',
  'la',
  'lo',
  'y',
  'i',
  'a',
]);

/** Lower case without accents, one character for one (so an index in it is one in the original). */
function foldAligned(text: string): string {
  return text
    .split('')
    .map((char) => (char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase() || char).charAt(0))
    .join('');
}

/**
 * Whom the collector is after, from the person's words: how they are related and the name they
 * gave, when it is written with a capital ("mi hermano Luis" → brother, Luis). A name typed in
 * lower case is left out: it can't be told from the next word.
 */
export function otherDebtorIn(text: string): { relation?: OtherDebtorRelation; name?: string } | undefined {
  const folded = foldAligned(text);
  if (!SOMEONE_ELSES_DEBT.test(folded)) return undefined;
  const stranger =
    /(?:someone|somebody|a (?:person|guy|man|woman|lady)|una persona|alguien|un senor|una senora|un tal|una tal|owner of|dueno|duena)/u.test(
      folded,
    );
  // The relation said with the debt ("my dad's credit card"), not another named beside it ("he
  // lives with my sister now"): the nearest one from where the debt is said.
  const from = SOMEONE_ELSES_DEBT.exec(folded)?.index ?? 0;
  let nearest: { relation: OtherDebtorRelation; at: number; name?: string } | undefined;
  for (const [relation, words] of RELATIONS) {
    const rule = new RegExp(
      String.raw`(?<![\p{L}])(?:my|our|mi|nuestr[oa]) (?:${words})(?!\p{L})('?s)?(?: (\p{L}+))?`,
      'gu',
    );
    for (const found of folded.matchAll(rule)) {
      const at = Math.abs(found.index - from);
      if (nearest && nearest.at <= at) continue;
      const word = found[2];
      const start = word ? found.index + found[0].length - word.length : -1;
      const original = start >= 0 ? text.slice(start, start + word!.length) : '';
      const name =
        !found[1] && word && /^\p{Lu}\p{Ll}+$/u.test(original) && !NAME_STOP.has(word) ? original : undefined;
      nearest = { relation, at, ...(name ? { name } : {}) };
    }
  }
  if (nearest) return { relation: nearest.relation, ...(nearest.name ? { name: nearest.name } : {}) };
  // "asking for someone named Mike Torres": the name as written, with its capitals.
  const named =
    /\b(?:named|called|llamad[oa]|de nombre|un tal|una tal)\s+(\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+)?)/u.exec(
      text,
    )?.[1];
  if (stranger) return { relation: 'stranger', ...(named ? { name: named } : {}) };
  return {};
}

/**
 * "hoy llegó una carta a MI nombre", "got a letter in my name yesterday": the day that letter came,
 * which starts the person's own 30 days to dispute. Only today or yesterday, said beside the letter.
 */
export function letterDayIn(folded: string, today: string): { text: string; iso: string } | undefined {
  const arrived =
    /\b(hoy|today|ayer|yesterday)\b[^.!?]{0,40}\b(?:llego|me llego|recibi|got|received|came|arrived|me mandaron|me enviaron|sent me)\b[^.!?]{0,30}\b(?:carta|aviso|notificacion|letter|notice)\b/u.exec(
      folded,
    ) ??
    /\b(?:llego|me llego|recibi|got|received|came|arrived)\b[^.!?]{0,30}\b(?:carta|aviso|notificacion|letter|notice)\b[^.!?]{0,60}\b(hoy|today|ayer|yesterday)\b/u.exec(
      folded,
    );
  const word = arrived?.[1];
  if (!word) return undefined;
  const back = word === 'ayer' || word === 'yesterday' ? 1 : 0;
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - back);
  return { text: word, iso: day.toISOString().slice(0, 10) };
}

/** "i cancelled that membership in person", "cancelé en persona". */
export const CANCELLED_IN_PERSON = pattern(
  String.raw`cancel+(?:ed|led|ing)?\b[^.!?]{0,40}\bin person`,
  String.raw`in person\b[^.!?]{0,20}\bcancel+(?:ed|led)?`,
  String.raw`(?:cancele|di de baja|me di de baja|cancelamos)\b[^.!?]{0,40}\ben persona`,
  String.raw`en persona\b[^.!?]{0,20}\b(?:cancele|di de baja|me di de baja)`,
);

/** "i did NOT sign anything new after", "no firmé nada nuevo después". */
export const SIGNED_NOTHING_AFTER = pattern(
  String.raw`(?:did ?n[o']?t|never|didnt) sign (?:anything|any(?:thing)? new|a new \p{L}+|nothing)[^.!?]{0,15}\b(?:after|since|afterwards|again)`,
  String.raw`(?:did ?n[o']?t|never|didnt) sign (?:anything|a) new\b`,
  String.raw`(?:no|nunca) firme nada (?:nuevo|despues|mas)`,
);

/** "they close the 640 as settled", "cierran la cuenta", "paid in full": a settlement offered. */
export const SETTLE_OFFERED = pattern(
  String.raw`(?:close|closes|closed|settle|settles|clear|clears|wipe|resolve|resolves)\b[^.!?]{0,30}\b(?:account|debt|balance|it|the \d[\d,.]*|as settled|in full)`,
  String.raw`(?:as|it'?s|is|be|consider it) settled|settled in full|paid in full|settle for|settlement`,
  String.raw`(?:cierran|cerrar|cerramos|cierra|saldar|saldan|salda|liquidar|liquidan|borran|dan por pagad\p{L}*|dar por pagad\p{L}*|queda pagad\p{L}*)\b[^.!?]{0,30}\b(?:cuenta|deuda|saldo|todo|la|el|los)?`,
  String.raw`(?:un )?acuerdo (?:de|por) \d`,
);

/** "i never signed anything", "i'm not on the account", "nunca firmé nada": the person never signed for it. */
export const NEVER_SIGNED = pattern(
  String.raw`(?:never|didn'?t|did not|have not|haven'?t) (?:co-?)?sign(?:ed)? (?:anything|for (?:it|this|that|the)|any)`,
  String.raw`(?:i'?m|i am|im) not (?:on|a co-?signer (?:on|for)) (?:the|this|that|his|her|their) (?:account|loan|card)`,
  String.raw`(?:nunca|no|jamas) (?:le )?firme (?:nada|por|esa|ese|como)`,
  String.raw`no (?:soy|fui) (?:codeudor|codeudora|aval|fiador|fiadora|garante)`,
  String.raw`no estoy en (?:la|esa) cuenta`,
);
