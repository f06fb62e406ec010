import { AUTHORIZED_CLAIM } from './claims.js';
import { fold, pattern } from './text-patterns.js';

/**
 * What a follow-up says the other side did (a no, an offer, a demand to pay now, silence), read
 * from the person's own words by rules: the case reader (read-case.ts) reads each follow-up with
 * it, and the escalation's complaint says what the company said with it. A module of its own so
 * a function that needs only this does not carry the case reader's patterns (docs/lambda-bundles.md).
 */

/**
 * "if i dont like it i can take him to court", "que lo demande si quiero": the other side dares the
 * person to sue, which is their no.
 */
export const COURT_DARE = pattern(
  String.raw`(?:if (?:i|you|u) (?:don'?t|dont|do not) like it|(?:i|you|u) can (?:always |just |go )?(?:take (?:him|her|them|me|us) to (?:court|small claims)|sue (?:him|her|them|me|us))|so sue me|go ahead and sue|sue (?:me|him|her|them|us) if (?:i|you|u) (?:want|like|wanna)|take (?:me|him|her|them|us) to court if (?:i|you|u) (?:want|like|wanna))`,
  String.raw`(?:que|si quiero|si no me gusta)[^.!?]{0,25}(?:lo |la |los |las |le )?(?:demande|lleve a (?:la )?corte|lleve a juicio)|que vaya a (?:la )?corte|demandeme|que me vaya a quejar a donde quiera`,
);

/**
 * "they'll charge 900 to my card on file today", "me van a cobrar hoy con la tarjeta que dejé en
 * archivo", "they're going to take it out of my account": a charge threatened on the person's own card
 * or account, in any area. Its own follow-up: revoke in writing, and dispute with the card issuer.
 */
export const CARD_CHARGE_THREAT = pattern(
  // "they'll take 40% if i pay right now with my debit card": an offer paid by the person's own card,
  // never a charge they threaten.
  String.raw`(?:will|'ll|ll|going to|gonna|plan to|about to|are|is)\s+(?:\p{L}+\s+){0,2}(?:charge|run|bill|take|debit|pull|withdraw)\b(?:(?!\bif (?:i|we) (?:pay|paid)\b)[^.!?]){0,60}\b(?:card on file|card they have|card i left|my card|the card|my (?:credit|debit) card|my account|my bank account|from my account|out of my account|autopay)`,
  String.raw`(?:charge|run|bill)\b[^.!?]{0,30}\bcard on file`,
  String.raw`(?:van a|va a|iban a|quieren|piensan)\s+(?:cobrar(?:me|le)?|cargar(?:me|le)?|pasar|sacar|descontar|debitar)\b[^.!?]{0,60}\b(?:tarjeta|cuenta)`,
  String.raw`(?:me|le) (?:cobran|cargan|sacan|descuentan) (?:hoy |manana |ya )?(?:de|con|a|en) (?:la|mi|su) (?:tarjeta|cuenta)`,
);

export const HUNG_UP = pattern(
  String.raw`(?:me|nos) (?:colgaron|colgo|cuelgan|cuelga|volvieron a colgar|volvio a colgar|cortaron(?: la llamada)?|corto la llamada)`,
  String.raw`(?:hung|hangs|hanging) up on (?:me|us)`,
  String.raw`(?:hung|hang) up (?:again|right away|on me)`,
  String.raw`(?:they|he|she|the rep|the agent) hung up`,
  String.raw`(?:call|line) (?:got )?(?:dropped|disconnected|cut off)`,
  String.raw`(?:disconnected|cut) me off`,
);

// --- conversation outcomes ---

/** Where the conversation stands after Lane's first answer. */
export type FollowUp = 'said_no' | 'counter_offer' | 'agreed' | 'no_reply' | 'pay_now' | 'more_details';

/**
 * Part of it given back, the rest held: "me devolvieron 34 y dicen que los otros 2 son correctos",
 * "el de septiembre si lo debo, y los otros 2 me los devuelven", "refunded 1 but the others stand",
 * "they'll refund 2 of the 3", "the other two are valid". A sum with cents ("39.99") stays one word.
 */
export const THE_OTHERS_ES = String.raw`(?:los otros|las otras|el otro|la otra|el resto|lo demas|los demas|las demas)`;
export const THE_OTHERS_EN = String.raw`(?:the (?:other|others|rest|remaining)|not the)`;
export const PART_BACK_SOURCE_ES = [
  String.raw`(?:devolvieron|devolvio|reembolsaron|reembolso|regresaron|acreditaron|quitaron|reversaron)(?:[^.!?]|\.(?=\d)){0,50}\b(?:pero|y|mas)\b[^.!?]{0,30}\b${THE_OTHERS_ES}`,
  String.raw`(?:el segundo|la segunda|el ultimo|la ultima|el otro cargo|el primero|la primera)(?: cargo| cobro)? (?:si )?(?:es|esta|fue|se queda)\b[^.!?]{0,10}(?:correct[oa]|valid[oa]|legitim[oa]|bien|procedente)`,
  String.raw`${THE_OTHERS_ES}(?: \d+| dos| tres| cuatro)?(?: cargos?| cobros?| comisiones?)? (?:si |tambien )?(?:son|es|estan|esta|fueron|fue|quedan|se quedan|proceden|van)\b[^.!?]{0,10}(?:correct[oa]s?|valid[oa]s?|legitim[oa]s?|procedentes?|bien|buenos?|en pie|firmes?)`,
  String.raw`${THE_OTHERS_ES}(?: \d+| dos| tres| cuatro)?(?: cargos?| cobros?)? (?:me |se |nos )?(?:los |las |lo |la )?(?:devuelven|devuelve|devolveran|devolvera|van a devolver|va a devolver|reembolsan|reembolsaran|van a reembolsar|regresan|acreditan|quitan|van a quitar)`,
  String.raw`(?:el|la|uno|una|el cargo|el cobro|el de \p{L}+) (?:si |ese )?(?:lo |la )?(?:debo|tengo que pagar|me toca pagar)\b`,
  String.raw`(?:\d+|uno|una|dos|tres) de (?:los|las) (?:\d+|dos|tres|cuatro|cinco)(?: cargos| cobros| comisiones)?\b`,
].join('|');
export const PART_BACK_SOURCE_EN = [
  String.raw`(?:refunded|credited|returned|reversed|waived|removed|took off)(?:[^.!?]|\.(?=\d)){0,50}\b(?:but|and)\b[^.!?]{0,30}\b${THE_OTHERS_EN}`,
  String.raw`the (?:other|others|rest|remaining)(?: \d+| one| two| three| four)?(?: fees?| charges?| ones?)? (?:are|is|were|was|stay|stays|stand|stands|remain|remains|will stay|are still)\b[^.!?]{0,10}(?:correct|valid|legit\p{L}*|owed|fine|proper|due|standing|in place)?`,
  // "refunded the first one, said the second is legit": one back, the next one held.
  String.raw`the (?:second|last|later|newer|older|first)(?: one| charge| fee| payment)? (?:is|was|are|were|stays|stands) (?:legit\p{L}*|valid|correct|owed|fine|proper|due)`,
  String.raw`(?:refund|reverse|credit|waive|give back|take off|return)(?:ing)? (?:me )?(?:the )?(?:other|remaining|last|later) (?:\d+|one|two|three)\b`,
  String.raw`(?:(?:\d+|one|two|three) (?:of|out of) (?:the )?(?:\d+|two|three|four|five)(?: fees| charges| payments)?\b(?! (?:days|dollars|percent))|(?:one|1|two|2) of (?:them|those)\b)`,
  String.raw`(?:i|we) (?:do |still )?owe (?:the|that|this) (?:first|one|\p{L}+ one|\p{L}+ charge)\b`,
].join('|');
export const PART_BACK = pattern(PART_BACK_SOURCE_ES, PART_BACK_SOURCE_EN);

/**
 * A threat beside the reply ("pay within 14 days or it goes to collections", "o lo mandamos a
 * cobranza", storage fees, a lien): never a yes, whatever else the message says.
 */
export const THREAT = pattern(
  String.raw`\b(?:or|otherwise|else|or else|or they'?ll|or it'?ll|or it goes|or we)\b[^.!?]{0,40}\b(?:collections?|collector|credit (?:report|bureau)|lien|sue|court|small claims|storage fees?|late fees?)`,
  String.raw`\b(?:o si no|si no|o|de lo contrario)\b[^.!?]{0,40}\b(?:cobranzas?|cobros|colecciones|agencia de cobro|buro|historial de credito|demanda\p{L}*|corte|embargo|gravamen|almacenaje|bodegaje|recargos?)`,
  String.raw`(?:goes|go|sent|send|refer\p{L}*|turn\p{L}*) (?:it |me )?(?:over )?(?:to|into) collections|(?:mandan|manda|pasan|envian|mandar|pasar|enviar)(?: \p{L}+){0,2} a (?:cobranzas?|colecciones)`,
);

/** Part of the money back, named as only part: "refund the last 2 months only", "solo me devuelven el de noviembre". */
export const PART_REFUND =
  /\b(?:refund|credit back|give back|pay back|reverse)\p{L}* (?:me |us )?(?:only |just )?(?:the |one|1\b|two|2\b|three|3\b|last|first|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\p{L}*|this|that|\d)[^.?!]{0,40}?\b(?:only|just)\b|\b(?:only|just) (?:refund|credit back|give back|pay back|reverse)\p{L}* (?:me |us )?(?:the |one|1\b|two|2\b|last|first|\d)|\b(?:solo|nada mas|unicamente|solamente) (?:me |le |nos )?(?:devuelven|devolveran|devuelve|devolvera|reembolsan|reembolsaran|reembolsa|regresan|quieren devolver|van a devolver|va a devolver|quitan|quita)\b|\b(?:me |le |nos )?(?:devuelven|devolveran|reembolsan|van a devolver|va a devolver) (?:solo|nada mas|unicamente|solamente)\b/u;
/** "won't refund anything", "no me devuelven nada": no part at all. */
export const NO_REFUND_AT_ALL =
  /\b(?:won'?t|wont|will not|don'?t|dont|didn'?t|refuse\p{L}* to|no) (?:me )?(?:refund|devuelv\p{L}*|reembols\p{L}*)\p{L}* (?:me )?(?:anything|nothing|a thing|any of it|nada)\b/u;

export const OUTCOMES: readonly (readonly [Exclude<FollowUp, 'more_details'>, RegExp])[] = [
  [
    'pay_now',
    pattern(
      String.raw`(?:want|wants|demand|demanding|need|asking for|asked for|insist(?:ing)? on)\s+(?:a |the |me to make a |me to make |me to )?(?:payment|pay(?: it)?|to pay|the money)\s+(?:today|now|right now|immediately|by (?:tomorrow|friday|monday|tonight|end of (?:the )?day))`,
      String.raw`pay (?:today|now|right now|immediately)`,
      String.raw`pay \$?\d[\d.,]*k?(?: in full| all| completo| todo)? (?:today|now|right now|tonight)`,
      String.raw`(?:has|have|had|tiene|tengo) (?:to|que) pay(?:[^.?!]|\.(?=\d)){0,30}(?:today|right now|tonight)`,
      String.raw`(?:si )?pag(?:o|amos|a|ue) (?:los |el |la )?\$?\d[\d.,]* (?:hoy|ya|ahora)`,
      String.raw`(?:tiene|tendria) que ser hoy`,
      String.raw`(?:has|have|had) to be (?:paid )?today`,
      String.raw`(?:want|wants|need|needs|demand|demands|quieren|quiere|piden|pide|exigen) (?:\$?\d[\d.,]*|a payment|payment|a deposit|the deposit|un pago|el pago|un deposito|un anticipo)[^.?!]{0,25}(?:today|now|tonight|hoy|ya|ahora)`,
      String.raw`(?:wants?|need|demand\p{L}*|asking|insist\p{L}*)(?: me)? (?:to )?pay(?:[^.?!]|\.(?=\d)){0,30}(?:today|now|right now|immediately|tonight)`,
      String.raw`(?:a |un )?pago (?:hoy|ya|ahora|inmediato|de inmediato)`,
      String.raw`(?:un |a )?(?:pago|payment) (?:de |of )\$?\d[\d.,]*k?(?: dolares| dollars| bucks)? (?:hoy|today|ya|ahora|now)`,
      String.raw`(?:quieren|exigen|piden|me piden) que (?:les )?pague (?:hoy|ya|ahora|de inmediato)`,
      String.raw`pagar (?:hoy|ya|ahora mismo|de inmediato)`,
      String.raw`si no (?:pago|paga|pagamos|pagan) (?:en|dentro de|antes de) (?:\d+|unos|los proximos) (?:\p{L}+ )?dias`,
      String.raw`si no (?:pago|paga|pagamos|pagan)(?:[^.?!]|\.(?=\d)){0,30}(?:antes del?|para el) (?:\d+|proximo|lunes|martes|miercoles|jueves|viernes)`,
      String.raw`(?:if i don'?t|unless i|if we don'?t) pay(?:[^.?!]|\.(?=\d)){0,30}(?:by|before) (?:the )?(?:\d+(?:st|nd|rd|th)?|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\p{L}*|monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow)`,
      String.raw`(?:if i don'?t|unless i|if we don'?t) pay (?:it )?(?:in|within|by) (?:\d+|the next|a few) (?:\p{L}+ )?days`,
      String.raw`(?:want|wants|need|needs|demand|demands|quieren|piden|exigen) (?:the |a |el )?(?:payment|pago) (?:in|within|en|dentro de) \d+ (?:days|dias)`,
      'card number over the phone',
      'numero de (?:mi )?tarjeta por telefono',
      // "me dijeron que tengo que pagar 60 de cargo de cancelacion": a price to let the person go.
      String.raw`(?:tengo|tiene|tenemos) que pagar \$?\d[\d.,]*[^.?!]{0,25}(?:cancelacion|cancelar|terminacion)`,
      String.raw`(?:have|has|had) to pay (?:a |an |the )?\$?\d[\d.,]*(?:[^.?!]|\.(?=\d)){0,30}(?:cancel\p{L}*|termination)`,
      // "they want the full 1480 by friday", "me exigen el pago completo antes del lunes".
      String.raw`(?:want|wants|need|needs|demand|demands|expect|expects)(?: the)?(?: full| whole| entire)?(?: \$?\d[\d.,]*k?| payment| balance| amount| money)(?: in full)? (?:by|before) (?:tomorrow|tonight|monday|tuesday|wednesday|thursday|friday|saturday|sunday|the \d|\d)`,
      String.raw`(?:quieren|quiere|exigen|exige|piden|pide) que (?:les |le )?pague (?:todo |el total |completo |\$?\d[\d.,]* )?(?:el|este|antes del?|para el) (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo|\d)`,
      String.raw`(?:me )?(?:exigen|exige|piden|pide|quieren|quiere) el pago(?: completo| total)? (?:antes del?|para el|el|hoy)`,
      // "que tengo que pagar el resto, 1,150, este mes", "said i have to pay the rest by the 30th":
      // the remainder demanded by a day to come.
      String.raw`(?:tengo|tiene|tenemos|hay) que pagar(?:le|les)? (?:el resto|la diferencia|todo|el total|lo que falta|lo demas|el saldo)[^.?!]{0,30}\b(?:este mes|esta semana|hoy|ya|antes del?|para el|a fin de mes)`,
      String.raw`(?:have|has|need|needs|got) to pay (?:the rest|the difference|the full (?:amount|bill|balance)|it all|the whole (?:thing|bill|amount)|everything|the balance)[^.?!]{0,30}\b(?:this month|this week|today|now|by|before)\b`,
      // "they won't release my car until I pay the full 1,900": the thing held until paid.
      String.raw`(?:won'?t|wont|will not|refuse to) (?:release|give (?:me )?back|return|hand over)[^.?!]{0,40}(?:until|unless|till) (?:i |we )?pay`,
      String.raw`no (?:me |nos )?(?:entregan|entrega|devuelven|devuelve|sueltan|suelta)[^.?!]{0,40}(?:hasta que|a menos que|si no) (?:no )?(?:pague|paguemos|pago)`,
      String.raw`(?:want|wants|need|needs|asked for|asking for) my (?:card|debit card|credit card|bank) (?:number|info|details)`,
      // "mechanic wont give me my car back until i pay", "no me suelta el carro hasta q pague".
      String.raw`(?:until|till|unless) (?:i |we )?(?:pay|paid|settle)`,
      String.raw`(?:until|till|unless) (?:the |my |our )?\p{L}+ (?:is|are|gets|get) paid`,
      // "holding the shipment until we wire the 4k", "hasta que le liquide la factura", "o le pago el viernes o me saca".
      String.raw`(?:until|till|unless) (?:i |we )?(?:wire|send|transfer|cover|clear)`,
      String.raw`hasta (?:que|q) (?:no )?(?:le |les )?(?:liquide|liquidemos|mande|transfiera|deposite|cubra)`,
      String.raw`o (?:le |les )?(?:pago|pague|pagamos)\b[^.?!]{0,30}\bo (?:me|nos|lo|la)\b`,
      String.raw`(?:due|vence|vencen|se vence|venc\p{L}+) (?:in|en|dentro de) \d+ (?:days|dias)`,
      String.raw`(?:balance|bill|payment|amount|saldo|cuenta|factura|pago)[^.?!]{0,20}\b(?:due|vence) (?:on |by |the |el )?(?:\d+(?:st|nd|rd|th)?|monday|tuesday|wednesday|thursday|friday|lunes|martes|miercoles|jueves|viernes)`,
      String.raw`(?:by|before|para el|antes del?) (?:the )?\d+(?:st|nd|rd|th)? or\b`,
      String.raw`card (?:number|info|details)[^.?!]{0,40}\b(?:right then|right now|today|now|on the spot|immediately)`,
      String.raw`(?:before|antes de)\b[^.?!]{0,40}\b(?:(?:i|we) (?:have|need|gotta) to pay|(?:tengo|tiene|tenemos) (?:q|que) pagar|le tengo (?:q|que) pagar)`,
      String.raw`(?:has|have) to be paid before`,
      String.raw`(?:gotta|have to|need to|must) pay\b[^.?!]{0,40}\b(?:before|by|at the desk)`,
      String.raw`(?:hasta|a menos) (?:que|q) (?:no )?(?:le |les )?(?:pague|paguemos|haga (?:la|el) (?:transferencia|pago|deposito)|salde)`,
      String.raw`(?:datos|numero) de (?:mi |la |su )?tarjeta[^.?!]{0,30}\b(?:ahorita|ahora|ya|hoy|para cobrar\p{L}*)`,
    ),
  ],
  [
    'counter_offer',
    pattern(
      String.raw`offer(?:ed|ing|s)(?! nothing| no\b)`,
      // "offer" the noun ("about the offer", "the job offer") reports nothing new by itself.
      String.raw`(?<!(?:the|their|your|my|this|that|about|an|a|new|final|job|original|written|competing|other) )offer(?! nothing| no\b| letter)`,
      String.raw`made (?:me |us )?(?:an |a )?(?:new |better |final |lower |higher )?offer`,
      // "refunded the 40 for the second charge but said the first one stays", "me devolvieron 60 de los 120".
      String.raw`(?:refunded|credited|reversed|waived|took off|removed|devolvieron|reembolsaron|quitaron|rebajaron|rebaja|quita)\b[^.?!]{0,60}\b(?:but|pero)\b[^.?!]{0,40}\b(?:stays?|stand|rest|other|no|not|resto|otro|otra|demas|tengo|have to)\b`,
      String.raw`\d[\d.,]* (?:of|out of|de) (?:the |los |las )?\$?\d[\d.,]*k?`,
      // "she cant remove all of it but she could refund two", "aumento no hay pero me puede dar los viernes".
      String.raw`(?:can'?t|cannot|won'?t|will not)[^.?!]{0,80}\bbut (?:(?:they|he|she|we|it) )?(?:can|could|will|would|might)\b`,
      String.raw`no (?:hay|puede|pueden|podemos|se puede)[^.?!]{0,60}\bpero (?:me |le |nos )?(?:puede|pueden|podria|podrian|dan|da|ofrecen|ofrece)\b`,
      // "en vez de subirme 100 me sube 50", "instead of a refund they gave me store credit".
      String.raw`(?:en vez de|en lugar de|instead of)[^.?!]{0,50}\b(?:me|they|he|she|us|nos)\b`,
      String.raw`came back w(?:/|\b)`,
      // "wouldnt refund the fees but put a 40 credit on the bill", "no me quitaron el fee pero me dieron el desayuno".
      String.raw`(?:wouldn'?t|won'?t|didn'?t|wont|no)\b[^.?!]{0,70}\b(?:but|pero)\b[^.?!]{0,30}\b(?:gave|give|put|added|offer\p{L}*|ofrec\p{L}*|me (?:dieron|dio|dan|da|hacen|hicieron|pusieron|ofrecen|ofrece)|can|could|puedo|pueden|podria)`,
      String.raw`(?:instead of|en vez de|en lugar de)\b`,
      String.raw`new offer`,
      String.raw`(?:as|in) (?:a )?(?:site|store|account|travel)? ?credit|como (?:credito|saldo a favor)|en credito`,
      String.raw`plus (?:an |a )?(?:extra|additional|more)`,
      String.raw`(?:una|uno|one|1|dos|two|2) (?:de|of) (?:las|los|the) (?:dos|tres|cuatro|cinco|two|three|four|five|\d)`,
      String.raw`me (?:hacen|hace|dan|da|harian|daria) (?:un |el )?\d+ ?% de descuento`,
      String.raw`(?:subio|mejoro|subieron|mejoraron) (?:la|su) oferta`,
      String.raw`me (?:rebaja|rebajan|baja|bajan|descuenta|descuentan|quita|quitan|perdona|perdonan) (?:los |el |unos )?\$?\d[\d.,]*k?`,
      String.raw`(?:they|he|she|it|the shop|the company|the landlord|the dealer)'?(?:ll| will| would| can| could) (?:give|take(?! (?:up to |about |around |at least |as long as |a |an |some )?(?:\d+ (?:business |working )?(?:days?|weeks?|months?|hours?)|while|long|longer|time|forever|weeks|days|months))|waive|knock|reduce|lower|settle|do|drop|cut)`,
      // "rep says they'll ship the 6 missing cases next week": part of a short order made good.
      String.raw`(?:they|he|she|the rep|the supplier)'?(?:ll| will| would| can| could) (?:re-?ship|ship|send|deliver|replace) (?:the |us |me )?(?:\d+|missing|rest|remaining)`,
      String.raw`(?:me |nos )?(?:van a|va a) (?:enviar|mandar|entregar|reponer) (?:las |los )?(?:\d+|faltantes|que faltan|el resto)`,
      'countered',
      // "retenciones me dio 59.99 por 12 meses", "they gave me 59.99": a price offered.
      String.raw`(?:me|nos) (?:dio|dieron) (?:un precio de |una tarifa de )?\$?\d[\d.,]*`,
      String.raw`(?:gave|give) (?:me|us) (?:a price of |a rate of )?\$?\d[\d.,]*`,
      'counter ?offer',
      String.raw`(?:can|could|would|will) (?:take|accept|settle for|do) \$?\d[\d.,]*`,
      String.raw`to settle(?: it| the debt| for)?`,
      String.raw`came back (?:with|at)`,
      String.raw`(?:bumped|raised|upped) (?:it|the offer) to`,
      String.raw`volvieron con`,
      String.raw`(?:subieron|mejoraron) la oferta`,
      String.raw`(?:would|will|could|can) (?:reduce|lower|take off|knock off|drop|settle|waive half|do half)`,
      // "they could maybe do half now half on the 5th": a split offered, however tentatively.
      String.raw`(?:would|will|could|can|might) (?:maybe |probably |possibly )(?:do|take|accept) (?:half|\$?\d)`,
      'settle for',
      'take off half',
      'split the difference',
      'meet (?:me )?in the middle',
      'half off',
      String.raw`ofreci(?:o|eron)`,
      'me ofrecen',
      String.raw`me ofrece\b`,
      String.raw`me propone\b`,
      'me dan solo',
      String.raw`solo me (?:quitan|rebajan|bajan|descuentan)`,
      // "he's only going to pay 2000", "solo me paga 1,500": a part offered on what's owed.
      String.raw`(?:will|would|'ll|is going to|are going to|gonna|going to) only pay (?:me |us )?\$?\d|only (?:going to |gonna )?pay (?:me |us )?\$?\d`,
      String.raw`solo (?:me |nos )?(?:paga|pagan|pagara|pagaran|va a pagar|van a pagar|quiere pagar|quieren pagar) \$?\d`,
      // "ya me devolvieron los 200 pero los otros dos no": part back, the rest still open.
      PART_BACK_SOURCE_ES,
      PART_BACK_SOURCE_EN,
      // "they said they can refund one as a courtesy": one of several charges back is a partial offer.
      String.raw`(?:can|could|will|would|(?:they|he|she|it|we|bank)'?ll|are going to|is going to|gonna) (?:only )?(?:refund|waive|reverse|remove|take off|credit back|give back) (?:me )?(?:one|1|two|2)\b`,
      String.raw`(?:devolver|reembolsar|quitar|reversar)(?:me)? (?:solo )?(?:uno|una|1)\b`,
      // "dijeron que me devuelven uno", "me van a quitar solo uno": one of several charges back.
      String.raw`(?:devuelven|devolveran|reembolsan|reembolsaran|quitan|quitaran|reversan|van a (?:devolver|reembolsar|quitar|reversar))(?:me)? (?:solo |nada mas |unicamente )?(?:uno|una|1|dos|2)\b(?! (?:de cada|por ciento))`,
      // "they'll refund half the destination fee as a courtesy", "take off one night of the fee".
      String.raw`(?:(?:they|he|she|we|it)'?ll|can|could|will|would) (?:only )?(?:refund|waive|reverse|credit|take off|give (?:me )?back|cover) (?:half|part|some|one night|a night|\d+ nights?)\b`,
      String.raw`(?:devolver|reembolsar|quitar|reversar|cubrir)(?:me|le)? (?:solo )?(?:la mitad|una parte|una noche|\d+ noches)\b`,
      // "el gerente dijo que puede quitar el grabado pero el paquete no": one item off, the rest held.
      String.raw`(?:dijo|dice|dijeron|dicen) que (?:me )?(?:puede|pueden|podria|podrian|va a|van a) (?:quitar|eliminar|sacar|rebajar|descontar)`,
      String.raw`(?:he|she|they|the manager|the dealer) (?:said )?(?:can|could|will|would) (?:remove|take (?:off|out)) the`,
      'contraoferta',
      'me rebajan',
      'me bajan',
      'me proponen',
      'propusieron',
      'la mitad',
      'partir la diferencia',
      String.raw`knock(?:ing)? (?:off )?'?\$?\d[\d.,]*k?'? off`,
      // "they knocked off 150 and said thats final": a sum off is an offer, final or not.
      String.raw`(?:knocked|took|taken|shaved|cut) (?:off )?\$?\d[\d.,]*k?(?: off)?`,
      String.raw`(?:can|could|will|would) (?:only )?(?:refund|credit|reverse|give back)[^.?!]{0,30}\bonly\b`,
      String.raw`only (?:refund|credit|reverse|give back|take off)`,
      // "they refunded 1 fee as a courtesy, the other 3 stand": part of it back is a partial offer.
      String.raw`(?:refunded|reversed|credited|waived|took off|gave back) (?:one|1|two|2|three|3|half|part|some)(?: of (?:them|the fees|the charges))?`,
      String.raw`the other (?:\d+|one|two|three|fees?|charges?) (?:stand|stay|remain)`,
      // "me devolvieron solo uno de 39,99", "solo me reembolsaron uno": part of it back, as in English.
      String.raw`(?:me |nos )?(?:devolvieron|reembolsaron|regresaron) (?:solo |nada mas |unicamente )?(?:uno|una|1|dos|2|la mitad|una parte)`,
      String.raw`(?:would|will|could|might|(?:they|he|she|we)'d) ['"]?consider['"]? \$?\d[\d.,]*k?`,
      String.raw`(?:me|nos) (?:puede|pueden|podria|podrian) (?:dar|pagar|ofrecer|subir a|dejar en) \$?\d[\d.,]*k?`,
      // "me lo puede cambiar por otro", "lo unico que pueden hacer es...", "he took off the nitrogen".
      String.raw`(?:me|nos) (?:lo|la) (?:puede|pueden|podria|podrian) cambiar`,
      String.raw`lo unico que (?:pueden|puede|podian|podia) hacer es`,
      String.raw`the only thing (?:they|he|she) (?:can|could) do is`,
      String.raw`(?:took|taken|take) off the`,
      String.raw`solo (?:me )?(?:pueden|puede) (?:devolver|reembolsar|quitar)(?:me|le|nos|lo|la)?`,
      // "el maximo del rango es 71 mil", "pueden dar un bono de firma"
      String.raw`(?:max(?:imum)?|maximo|tope|top)(?: \p{L}+){0,3} (?:is|es|de) \$?\d`,
      String.raw`(?:pueden|puede|podrian|podria|could|can) (?:dar|darme|give me|ofrecer|offer) (?:un|una|a|an) (?:bono|bonus|aumento|raise|descuento|discount|credito|credit)`,
      String.raw`ofrecen? (?:pagar|dar|devolver) \$?\d[\d.,]*k?`,
      String.raw`offer(?:s|ed)? to pay \$?\d[\d.,]*k?`,
      // "me lo dejan en 1,500", "they'll let it go for 1,500", "bring it down to 1,500"
      String.raw`(?:me |nos )?(?:lo|la|los|las) (?:dejan|deja|dejarian|dejaria) en \$?\d[\d.,]*k?`,
      String.raw`(?:me |nos )?(?:lo|la) (?:bajan|baja|rebajan|rebaja) a \$?\d[\d.,]*k?`,
      String.raw`(?:let it go|do it|leave it) for \$?\d[\d.,]*k?`,
      // "pueden dejarlo en 1,620 si firmo 12 meses", "they can keep it at 1,590 for 18 months".
      String.raw`(?:puede|pueden|podria|podrian)(?: me| nos)? dejar(?:lo|la|melo|mela|noslo)? en \$?\d[\d.,]*k?`,
      String.raw`(?:can|could|would|will) (?:leave|keep|make|do) it (?:at|for) \$?\d[\d.,]*k?`,
      String.raw`(?:bring|brought|knock|knocked|take|took) it down to \$?\d[\d.,]*k?`,
      // "came down to 1350", "reduced it to 1350", "can go up to 71", "70 is doable".
      String.raw`(?:come|came|coming|go|went|going|move|moved) (?:down|up) to \$?\d[\d.,]*k?`,
      String.raw`(?:reduced|lowered|dropped|cut|brought|knocked|marked) (?:it |the (?:bill|price|fee|charge|rent|total|quote|balance) )?(?:down )?to \$?\d[\d.,]*k?`,
      String.raw`(?:they|he|she|it|we)'?d (?:give|take|waive|knock|reduce|lower|settle|do|drop|cut|cover|split|pay|refund|credit|match|accept|go)`,
      String.raw`(?:they|he|she|the \p{L}+)(?:'ll| will| would| can| could|'d|ll) (?:cover|split|match|eat|absorb) (?:it|\$?\d[\d.,]*k?|half|part|some|the|\d+%)`,
      String.raw`\$?\d[\d.,]*\s?k?%? (?:is|would be|was) (?:doable|possible|ok with (?:them|him|her)|fine with (?:them|him|her))`,
      String.raw`(?:said|says|told me) (?:that )?(?:i|we) (?:can|could) (?:pay|do|set up|get)`,
      String.raw`payment plan (?:of|for|at) \$?\d[\d.,]*k?`,
      String.raw`\p{L}+(?:'ll|'d| will| would| can| could) (?:credit|refund|give back|return|pay) (?:me |us )?(?:back )?\$?\d[\d.,]*k?`,
      String.raw`(?:dijeron|dicen|dijo|dice) que (?:puedo|podemos|podria) (?:pagar|hacer|dar|liquidar)`,
      String.raw`plan de pagos? de \$?\d[\d.,]*k?`,
      String.raw`lo (?:mas|maximo|mejor) que (?:pueden|puede|podrian|podria) (?:hacer|dar|ofrecer|bajar|pagar)(?: es)? \$?\d[\d.,]*k?`,
      // "lo mas que bajan es a 1,520", "lo mas que me lo dejan es en 1,500".
      String.raw`lo (?:mas|maximo|mejor|menos) que (?:me |nos |le )?(?:lo |la )?(?:bajan|baja|rebajan|rebaja|dejan|deja|ofrecen|ofrece|dan|da)(?: es)?(?: a| en)? \$?\d[\d.,]*k?`,
      String.raw`(?:pueden|puede|podrian|podria) (?:hacer|dar)(?:me|nos|le)? un (?:descuento|credito|rebaja)`,
      String.raw`(?:me|nos) (?:quieren|quiere) (?:dar|devolver|pagar) (?:solo |nada mas )?\$?\d[\d.,]*k?`,
      String.raw`(?:me |nos )?(?:lo|la) (?:dejaron|dejo|bajaron|bajo|rebajaron|rebajo) (?:en|a) \$?\d[\d.,]*k?`,
      String.raw`(?:bajaron|rebajaron|redujeron|bajo|rebajo|redujo)(?: el \p{L}+| la \p{L}+)? a \$?\d[\d.,]*k?`,
      String.raw`(?:pueden|puede|podrian|podria) subir(?:me|lo|la)? (?:a|hasta) \$?\d[\d.,]*k?`,
      String.raw`(?:me |le |nos )?(?:cobra|cobran|cobraria|cobrarian) \$?\d[\d.,]*k? y ya`,
      String.raw`(?:me |nos )(?:devuelve|devuelven|regresa|regresan|da|dan) \$?\d[\d.,]*k?`,
      String.raw`(?:waive|remove|refund|credit|take off|reverse|quitar|devolver|quitan|devuelven|quitaron|devolvieron)\p{L}*[^.?!]{0,40}\b(?:but not|pero no)\b`,
      String.raw`(?:(?:can|could|would|will) )?(?:give|do|offer) (?:me )?\d+ (?:days|months|weeks) (?:pto|off|vacation|free|at half)`,
      String.raw`(?:can|could) do \d+[^.?!]{0,20}\bbut not\b`,
    ),
  ],
  [
    'said_no',
    pattern(
      String.raw`(?:said|says|say|told me|claims?) (?:that )?(?:it'?s|its|it is|it was|zelle is|this is)[^.?!]{0,30}(?:final|non[\s-]?refundable|not refundable|not covered|policy|like cash|my fault)`,
      String.raw`(?:said|says|told me)[^?!\n]{0,40}\b(?:is|es|son|are) (?:final|non[\s-]?refundable|definitivo|definitivos)`,
      'no pueden hacer nada',
      // "they cant waive it this time", "contact the merchant first", "I waited too long to apply",
      // "the law doesn't apply", "the estimate was just an estimate", "come back another day".
      String.raw`(?:can'?t|cannot|couldn'?t|won'?t|will not|unable to) (?:waive|remove|refund|reverse|credit|take off)`,
      String.raw`contact the (?:merchant|store|seller|company) first`,
      // "since i authorized it i have to work it out with the merchant", "no pueden abrir una disputa".
      String.raw`(?:work it out|take it up|deal with it|sort it out|settle it|handle it|resolve it) with the (?:merchant|restaurant|store|seller|hotel|company|business)`,
      String.raw`(?:can'?t|cannot|won'?t|will not|couldn'?t) open (?:a |the )?(?:dispute|claim|case)`,
      String.raw`(?:arreglarlo|arregle|arreglar|resolverlo|resuelva|lo arregle|lo resuelva)(?: directamente)? con el (?:comercio|restaurante|negocio|vendedor|hotel|la tienda)`,
      String.raw`no (?:pueden|puede|quieren|quiso|quisieron) abrir (?:una |la |el )?(?:disputa|reclamacion|reclamo)`,
      String.raw`(?:hable|contacte|llame) (?:primero )?(?:con|a) (?:el comercio|la tienda|el vendedor)(?: primero)?`,
      // "he doesnt owe me any breakdown and 4 yrs of paint is on me": a refusal with a reason.
      String.raw`(?:doesn'?t|does not|dont|don'?t|do not) (?:owe|have to (?:give|send|show)) (?:me |us )?(?:any |a |an )?(?:breakdown|list|receipts?|explanation|itemi[sz]ed)`,
      String.raw`no (?:me )?(?:tiene|tienen) que (?:dar|mandar|mostrar|enviar)(?:me)? (?:ninguna |una )?(?:lista|desglose|recibos?|explicacion)`,
      String.raw`(?:is|are) on (?:me|you|us)(?![\p{L}])`,
      // After "contact the merchant first": the merchant can't be found, so the no stands.
      String.raw`(?:merchant|store|seller|company|website|comercio|tienda|vendedor|empresa) (?:doesn'?t|does not|dont|no) (?:even )?(?:exist|existe)`,
      String.raw`(?:can'?t|cannot|couldn'?t|no (?:puedo|pude)) (?:find|reach|contact|get a hold of|encontrar|contactar|localizar) (?:the |al |a la )?(?:merchant|store|seller|comercio|tienda|vendedor)`,
      String.raw`waited too long|too late to (?:apply|dispute|ask)|missed the (?:deadline|window)|(?:so|it'?s|its|that'?s) too late`,
      String.raw`(?:had|have|has|needed) to (?:be (?:in|submitted|filed|received)|apply|file) within \d+ days`,
      String.raw`(?:espere|esperamos) (?:demasiado|mucho tiempo)|ya es (?:muy )?tarde|fuera de (?:tiempo|plazo)|no reclame a tiempo`,
      String.raw`(?:law|ley|rule|regla)[^.?!]{0,25}(?:doesn'?t|does not|don'?t|no) (?:apply|aplica|cover|cubre)`,
      String.raw`(?:just|only|solo|nada mas) (?:an |un )?(?:estimate|estimado)`,
      String.raw`(?:prices|precios) (?:change|cambian)`,
      String.raw`(?:come back|regrese|vuelva|volver) (?:another|otro) (?:day|dia)`,
      String.raw`(?:el gerente|the manager) no (?:estaba|esta)|(?:the manager|the owner) (?:wasn'?t|isn'?t) (?:there|in)`,
      String.raw`(?:no|no tienen|don'?t have|have no) (?:record|registro)`,
      // "dijo que si no me gusta que me vaya", "if i don't like it i can move out": a no that points
      // at the door.
      String.raw`si no (?:me |le |nos )?gusta,? (?:que |q )?(?:me|nos) (?:vaya|vayamos|mude|mudemos)`,
      String.raw`si no (?:quiero|queremos|acepto|aceptamos|me gusta|le gusta)[^.?!]{0,30}(?:que |q )(?:me|nos) (?:salga|salgamos|vaya|vayamos|mude|mudemos|largue)`,
      String.raw`(?:que )?(?:me|nos) (?:puedo|podemos|puede) (?:ir|mudar)|que busque (?:otro|otra|donde)`,
      String.raw`if (?:i|we) (?:don'?t|dont|do not) like it,? (?:i|we) (?:can|could|should) (?:leave|move(?: out)?|go)`,
      String.raw`take it or leave it|(?:i|we) can (?:always )?(?:move out|leave|find another place)`,
      String.raw`(?:dice|dicen|dijo|dijeron) que (?:si )?(?:tengo|tiene) que pagar`,
      String.raw`no (?:me )?(?:devuelven|reembolsan|quieren devolver|van a devolver|quieren quitar|lo quitan|lo quitaron)`,
      String.raw`(?:dice|dicen|dijo|dijeron) que no(?: se)? (?:puede|pueden|devuelve|devuelven|reembolsa|hay)`,
      String.raw`(?:was|is|were) in the (?:terms|fine print|contract)`,
      String.raw`(?:estaba|esta|venia) en (?:los terminos|las condiciones|el contrato|la letra pequena)`,
      String.raw`(?:is|es) (?:the |el |la )?(?:max|maximum|most|top|limit|ceiling|tope|maximo|limite)(?![\p{L}])`,
      String.raw`closed (?:my|the) (?:claim|dispute|case|ticket)`,
      String.raw`(?:budget|price|rate|offer) is (?:fixed|final|firm)`,
      'no room',
      'no wiggle room',
      'no budget',
      'take it or leave it',
      // "they will file eviction if the 325 isn't paid": the fee held, with a threat.
      String.raw`file (?:an |for )?eviction`,
      String.raw`(?:poner|meter|presentar)(?:me|le)? (?:una |la )?demanda de desalojo`,
      // "take the 2000 or nothing", "the fee is owed no matter what", "it's company policy".
      String.raw`take (?:it|the \$?\d[\d.,]*k?|that) or (?:nothing|leave it)`,
      String.raw`(?:tomar?|acepte|acepta) (?:los |el |la )?\$?\d[\d.,]*k? o nada`,
      'no matter what',
      'pase lo que pase',
      String.raw`(?:is|es) (?:company |their |our |store |bank )?(?:policy|politica)\b`,
      String.raw`(?:required|mandatory) by law`,
      String.raw`lo exige la ley`,
      String.raw`(?:me )?esta haciendo un favor`,
      String.raw`no se (?:devuelven|devuelve|reembolsan|reembolsa|pueden devolver)`,
      String.raw`must (?:of|have) authorized`,
      String.raw`cerraron (?:mi|el) (?:reclamo|caso|disputa)`,
      String.raw`(?:es|fue) (?:final|definitivo)`,
      'no hay presupuesto',
      'lo toma o lo deja',
      'no hay margen',
      'said no',
      'say no',
      'says no',
      'still no',
      'no again',
      'another no',
      'nope',
      'refused',
      'declined',
      'denied',
      'den(?:y|ies|ied) it',
      String.raw`won'?t (?:budge|help|do|waive|lower|give|change|refund|move|remove|fix|return|negotiate|release)`,
      'wouldn.?t',
      String.raw`can'?t do anything`,
      'rejected',
      'no luck',
      String.raw`didn'?t work`,
      String.raw`turned (?:me|it) down`,
      'not possible',
      'nothing they can do',
      String.raw`(?:refuse|refuses|refusing) to`,
      'dijo que no',
      'dijeron que no',
      'me dijeron no',
      'me dijo no',
      'sigue siendo no',
      'otra vez no',
      'de nuevo no',
      'otro no',
      String.raw`se neg(?:o|aron)`,
      String.raw`neg(?:o|aron)`,
      'no quiere',
      'no quieren',
      'no quisieron',
      String.raw`no (?:me |se |le |nos )?(?:lo |la |los |las )?(?:quisieron|quiso|quieren|quiere) (?:quitar|bajar|devolver|arreglar|cambiar|reembolsar|quitarlo|quitarla)`,
      String.raw`rechaz(?:o|aron)`,
      String.raw`no acept(?:o|aron)`,
      'no se puede',
      'no pueden hacer nada',
      String.raw`no funcion(?:o)`,
      'no hubo suerte',
      // "dicen que me van a mandar a cobranza por los 760": the rest held, with a threat.
      String.raw`(?:van a|va a|will|\p{L}+'ll|going to|gonna|threaten\p{L}* to) (?:mandar|enviar|pasar|reportar|send|turn|put|report)(?:me|la|lo|it|me)?(?: (?:la cuenta|el saldo|the bill|the balance|the account|it|me))? (?:a|to|into|in|over to) (?:una agencia de )?(?:cobranza|cobros|collections?)`,
      // "ya no califico", "they said I don't qualify anymore": a no with the reason attached.
      String.raw`(?:ya )?no (?:califico|calificamos|califica)(?![\p{L}])`,
      String.raw`(?:don'?t|doesn'?t|do not|does not|no longer) qualify`,
      // "its a hard no", "no exceptions", "she didnt budge", "they dont do settlements", "no se mueven ni un euro".
      String.raw`hard no|no exceptions?|sin excepcion(?:es)?|(?:didn'?t|did not|won'?t|wouldn'?t|not) budge|(?:don'?t|dont|do not|doesn'?t) do (?:settlements?|refunds?|exceptions?|discounts?|payment plans?|credits?)`,
      String.raw`(?:can'?t|cant|cannot|won'?t) go (?:above|higher|over|lower|below|under|past|any (?:higher|lower))`,
      String.raw`(?:prices?|rates?|budget|salary|offer|rent|fee)[^.?!]{0,30}\b(?:locked|is fixed|are fixed|set in stone)`,
      String.raw`no se (?:mueven|mueve|movieron|movio)|ni un (?:euro|peso|dolar|centavo|duro)`,
      // "they wont adjust anything", "will not be refunded", "no me lo devuelve", "no procede el reembolso".
      String.raw`(?:won'?t|wont|will not|isn'?t going to|is not going to|not going to|refuses? to|(?:will|would|can|could) not|not be) (?:be )?(?:adjust\p{L}*|refund\p{L}*|return\p{L}*|pay\p{L}*|accept\p{L}*|remove\p{L}*|waive\p{L}*|honou?r\p{L}*|credit\p{L}*|cover\p{L}*)`,
      String.raw`no (?:me |nos |le )?(?:lo |la |los |las )?(?:devuelve|devuelven|aceptan|acepta|reembolsan|reembolsa|paga|pagan|cubre|cubren|ajustan|ajusta|procede)\b`,
      String.raw`(?:not|isn'?t|aren'?t|we'?re not|they'?re not|i'?m not|no estamos|no vamos a) (?:returning|paying|refunding|giving|lowering|covering|waiving|removing|reimbursing|devolver|pagar|reembolsar)`,
      String.raw`wouldn'?t (?:lower|change|refund|remove|waive|adjust|send|give|cover)`,
      String.raw`(?:no es|no son) procedente|improcedente|no (?:aplica|procede) (?:el |ningun |un )?(?:reverso|reembolso|devolucion|ajuste|cambio)`,
      String.raw`end of (?:discussion|story)|fin de la (?:discusion|historia)`,
      String.raw`sided (?:w|with)(?:/| )(?:the )?(?:merchant|store|seller|company|them)|(?:fallo|fallaron|decidio|decidieron) a favor del? (?:comercio|tienda|vendedor|empresa)`,
      String.raw`\bperiod\b|(?:y )?punto(?: final)?\s*$`,
      // "the fee stands", "dijeron que el cargo se queda", "tough luck", "out of their hands".
      String.raw`(?:fee|charge|bill|price|rent|balance|amount|cargo|cobro|factura|precio|multa|cuota)(?: \p{L}+)? (?:stands|stays|remains|is staying|se queda|sigue igual|se mantiene)`,
      String.raw`(?:tough|bad) luck|too bad|out of (?:their|his|her|our) hands|(?:sorry,? )?(?:can'?t|cant|cannot) help|no way|nothing (?:on (?:their|our|his|her) end|to be done)`,
      String.raw`ni modo|no hay nada que (?:hacer|se pueda hacer)|no se pudo|no (?:quiso|quisieron)`,
      String.raw`(?:i|we) (?:still )?owe (?:all|the (?:whole|full)|everything|it all)|igual (?:tengo|tiene|tenemos) que pagar|(?:todavia|aun) (?:debo|debe) (?:todo|el total)`,
      String.raw`(?:they |he |she )?refuse[sd]?(?= *$|[.!,])`,
      String.raw`insist(?:s|ed)? (?:that )?(?:the|it|its|it'?s|i|we)\b|insiste[n]? en que`,
      String.raw`(?:said|says|claims?) (?:that )?(?:i|we|you) (?:agreed|accepted|signed)`,
      String.raw`(?:isn'?t|is not|no longer|not) (?:available|an option) (?:after|past|anymore|any more)|ya no (?:esta disponible|aplica|es posible)`,
      // "dice que tengo que pagar la diferencia", "said i still have to pay the rest": the bill held.
      String.raw`(?:dice|dicen|dijo|dijeron|insiste|insisten) que (?:igual |todavia |aun )?(?:tengo|tiene|tenemos) que pagar(?:le|les)? (?:el resto|la diferencia|todo|el total|lo que falta|lo demas|el saldo)`,
      String.raw`(?:said|says|told me|insists?|insisted) (?:that )?(?:i|we) (?:still )?(?:have|need|got) to pay (?:the rest|the difference|the full (?:amount|bill|balance)|it all|the whole (?:thing|bill|amount)|everything|the balance)`,
      String.raw`(?:dice|dicen|dijo|dijeron) que (?:yo )?(?:acepte|firme|estuve de acuerdo)`,
    ),
  ],
  [
    'no_reply',
    pattern(
      String.raw`no (?:answer|reply|response|word|callback|call back)`,
      String.raw`(?:haven'?t|have not|hasn'?t|has not) (?:heard|replied|responded|answered|gotten back|called back|gotten a reply)`,
      String.raw`(?:don'?t|do not|doesn'?t|does not|didn'?t|did not|won'?t|never) (?:answer|reply|respond|call back|get back|pick up)`,
      // "he never answered", "never heard back", "nunca me contestó": silence told in the past.
      String.raw`(?:never|didn'?t|did not) (?:(?:ever|even) )?(?:answered|replied|responded|called back|got back|wrote back|heard back|hear back|heard from (?:him|her|them))`,
      String.raw`nunca (?:me |nos )?(?:contesto|contestaron|respondio|respondieron|llamo|llamaron|escribio|escribieron)`,
      String.raw`no (?:he |hemos )?(?:recibido|tenido) (?:ninguna )?respuesta`,
      String.raw`ignor(?:ed|ing|es) (?:me|my)`,
      'ghosted',
      'ghosting',
      'radio silence',
      'still waiting',
      'nobody answers',
      'no one answers',
      String.raw`no (?:me )?(?:contestan|contesta|contestaron|contesto|responden|responde|respondieron|respondio)`,
      'sin respuesta',
      // "12 business days since I filed and they haven't told me anything", "still nothing"
      String.raw`no me (?:han|ha) (?:dicho|puesto|devuelto|depositado) (?:nada|el dinero)`,
      String.raw`no (?:me )?(?:han|ha) dicho nada`,
      'still nothing',
      'nothing yet',
      String.raw`(?:todavia|aun|sigo sin) (?:nada|respuesta)`,
      String.raw`no me (?:han|ha) (?:respondido|contestado|llamado)`,
      'me ignoran',
      'me ignora',
      'nadie contesta',
      'sigo esperando',
      'ni me contestan',
      // "left me on read", "me dejo en visto", "hasn't said a word", "keeps saying he'll call and never does".
      String.raw`(?:left|leaves|leaving) (?:me )?on read|(?:me )?(?:dejo|dejaron|deja) en visto`,
      String.raw`(?:total |complete |radio )?silence|silencio total|ni pio`,
      String.raw`(?:hasn'?t|haven'?t|has not|have not|hasnt|havent) (?:said a word|said anything|gotten back|got back|called|written|replied|responded|answered)`,
      String.raw`(?:and )?never (?:does|did|do|calls?|called|answers?|answered|came|comes)(?:\s*$|[.!,])`,
      String.raw`(?:y )?nunca(?: lo)? (?:hizo|hicieron|llamo|llamaron|llamaron de vuelta|contesto|contestaron|me devolvi\p{L}+)(?:\s*$|[.!,])`,
      String.raw`(?:y )?nunca\s*$`,
      String.raw`no me (?:han|ha) (?:contestao|contestado|respondido|escrito|llamado)(?: nada)?`,
      String.raw`(?:been|pasaron|pasado|lleva|llevo) (?:a |an |un |una )?(?:whole |entire |toda )?(?:\d+ )?(?:weeks?|months?|days?|semanas?|mes(?:es)?|dias?)[^.?!]{0,30}\b(?:no|not|ni|nothing|nada|hasn'?t|haven'?t)\b`,
      // "crickets", "left 3 voicemails", "its been 2 weeks, zero response", "he's not picking up".
      'crickets',
      String.raw`(?:heard|got) nothing(?: back)?`,
      String.raw`never (?:got|get|gotten|heard) back`,
      String.raw`(?:left|leave|left them|sent) (?:\d+|two|three|several|a few|many) (?:voicemails?|messages|emails)`,
      String.raw`(?:zero|no) (?:response|reply|answer|callback)s?`,
      String.raw`(?:not|isn'?t|aren'?t|never|won'?t|doesn'?t|don'?t) (?:picking up|answering|responding|replying|calling (?:me )?back)`,
      String.raw`(?:emailed|called|wrote|texted|messaged)(?: them| him| her)?(?: twice| three times| again| \d+ times)?[,;]? (?:and )?(?:still )?(?:nothing|no (?:answer|reply|response))`,
      String.raw`nadie me (?:ha )?(?:llamado|contestado|respondido|dicho nada)`,
      String.raw`no (?:he|hemos) sabido nada`,
      // "nothing back yet", "ni las luces", "no me agarra el telefono", "on hold 47 min then it disconnected".
      String.raw`nothing back|no nothing|nada todavia|todavia nada|nada de nada|ni las luces|ni un (?:correo|mensaje|email|llamada)`,
      String.raw`nadie (?:me )?(?:responde|contesta|llama|dice nada)`,
      String.raw`no (?:me )?(?:agarra|agarran|coge|cogen|toma|toman|levanta|levantan) el (?:telefono|cel)`,
      String.raw`(?:it |then it |the call )?(?:disconnected|call dropped|se corto la llamada)`,
      String.raw`(?:would|will|'d|they'd|theyd) (?:get back|call (?:me )?back)[^?!]{0,60}\b(?:ago|now|nada|nothing|still|yet)\b`,
      String.raw`still (?:says |shows |showing )?pending`,
      String.raw`ni caso`,
      String.raw`no (?:contestan|responden|devuelven) (?:el telefono|las llamadas|los correos|mis correos|mis llamadas)`,
    ),
  ],
  [
    'agreed',
    pattern(
      'they agreed',
      'agreed to',
      'it worked',
      'they waived',
      'waived it',
      String.raw`got (?:it|a|my|the) (?:refund|waived|credit|discount|raise)`,
      'said yes',
      'aceptaron',
      String.raw`acept(?:o)`,
      String.raw`funcion(?:o)`,
      'me lo quitaron',
      'me devolvieron',
      String.raw`dijeron que s(?:i)(?=\s*(?:[.,;!]|$|y |pero ))`,
      String.raw`me dieron (?:el|un) (?:descuento|credito|reembolso|aumento)`,
      // "me aprobaron descuento del 75%", "I got approved for 75% off": the application went through.
      String.raw`me (?:lo |la )?aprobaron|(?:got|was|were|been) approved|approved (?:me|us|my (?:application|request))`,
      // "they took it off!", "they removed the fee", "me quitaron el cargo", "they honored the estimate".
      String.raw`(?:took|taken|take) it (?:off|out)`,
      // "dropped it off" is handing a car or a package back, not dropping a charge.
      String.raw`(?:removed|reversed|refunded|waived|dropped|credited|cancelled|canceled) (?:it(?! off)|the (?:whole |full |entire )?(?:fee|charge|late fee|interest|amount|bill|balance|overdraft))`,
      String.raw`(?:refunded|reversed|credited) (?:me|it all|everything)`,
      String.raw`me (?:lo |la |los |las )?(?:quitaron|reembolsaron|reversaron|eliminaron|anularon)`,
      String.raw`me dieron la razon`,
      String.raw`honou?red (?:the|my|it|our)`,
      String.raw`(?:said|say|says) (?:ok|okay|fine|yes|sure|alright)(?![\p{L}])`,
      // "hospital wiped the duplicate charge off", "quede en cero", "me cobro solo lo del presupuesto".
      String.raw`wiped (?:it|the|out|off)|(?:full|whole|entire|complete) (?:credit|refund)|(?:quedo|quede|quedamos|queda) en cero`,
      // "came up to 85 like i asked", "agreed to the exact amount i offered", "for free", "sin penalidad".
      String.raw`like (?:i|we) asked|(?:lo|el monto|la cifra) que (?:pedi|pedimos)|(?:exact|same) (?:amount|number) (?:i|we) (?:offered|asked)`,
      String.raw`(?:for free|at no (?:cost|charge)|sin costo|gratis|sin penalidad|sin cargo|without (?:a |any )?(?:fee|penalty))`,
      String.raw`(?:every|each) (?:cent|penny|dollar)`,
      String.raw`(?:wrote|written) off`,
      String.raw`(?:reversed|refunded|waived|removed|credited|paid|returned|sending|send) (?:back )?(?:all|the (?:whole|full|entire)|everything|every)`,
      String.raw`(?:devolvio|devolvieron|regreso|regresaron|ha devuelto|han devuelto|quito|quitaron|canc?elo|cancelaron)\b[^.?!]{0,40}\b(?:completo|completa|entero|entera|todo|toda|todos|todas|duplicado|duplicada)`,
      String.raw`(?:quito|quitaron|elimino|eliminaron) (?:todo|los cargos|el cargo|lo extra|todos)`,
      String.raw`only (?:pay|owe|paying) (?:the )?(?:original|estimate|quote|quoted)|solo (?:lo del|el) (?:presupuesto|estimado|precio original)`,
      String.raw`(?:me dio|me dieron|gave me|gave us) (?:el|lo|the|what) (?:\p{L}+ )?(?:que (?:pedi|queria)|i asked for|we asked for)`,
    ),
  ],
];

/** Texting spellings of the words a reply is told with: "dise q" is "dice que", "asta" is "hasta". */
export function withTextingSpellings(folded: string): string {
  return folded
    .replace(/(?<![\p{L}])dis(e|en|ieron)(?![\p{L}])/gu, 'dic$1')
    .replace(/(?<![\p{L}])dijieron(?![\p{L}])/gu, 'dijeron')
    .replace(/(?<![\p{L}])asta(?![\p{L}])/gu, 'hasta')
    .replace(/(?<![\p{L}])q(?![\p{L}])/gu, 'que');
}

/**
 * The other side offers to send more of the person's money back: "I'll send 300 more", "he'll
 * return another 200", "te mando otros 300", "me devuelve 300 más". A sum named with "more",
 * "another" or "back" is money coming back, not a price.
 */
export const SEND_MORE_BACK =
  /\b(?:i|we|he|she|they|landlord|(?:the )?(?:owner|manager|company|store))(?:'ll| will| would| can| could|ll| (?:am|is|are) (?:going to|gonna)| gonna)\s+(?:only |just )?(?:send|give|return|refund|pay)(?:\s+(?:you|u|me|us|her|him|them|it|back))*\s+(?:(?:another|an extra|an additional)\s+)?\$?\d[\d.,]*k?(?=\s*(?:more|extra|back|on top)\b)|\b(?:i|we|he|she|they|landlord|(?:the )?(?:owner|manager|company|store))(?:'ll| will| would| can| could|ll| (?:am|is|are) (?:going to|gonna)| gonna)\s+(?:only |just )?(?:send|give|return|refund|pay)(?:\s+(?:you|u|me|us|her|him|them|back))*\s+(?:another|an extra|an additional)\s+\$?\d|\b(?:te|le|me|nos|les) (?:mando|mandamos|manda|mandan|mandaria|mandarian|envio|envia|envian|devuelvo|devuelve|devuelven|devolveria|regreso|regresa|regresan|doy|da|dan|va a (?:mandar|enviar|devolver|regresar|dar)|van a (?:mandar|enviar|devolver|regresar|dar))\s+(?:(?:otros|otras)\s+\$?\d|\$?\d[\d.,]*k?\s+(?:mas|extra)\b)/u;

/** "they replied: can pay 2,400 now", "wrote back: we could pay 1500 today": their reply offers a sum. */
export const REPLY_OFFERS_PAYMENT =
  /\b(?:replied|responded|answered|wrote(?: back)?|texted(?: back)?|emailed(?: back)?)\s*:?\s*['"]?(?:we |they )?(?:can|could|will|would|'ll)\s+(?:only\s+|just\s+)?pay\s+(?:you\s+)?\$?\d/u;

/** The outcome a follow-up reports; order matters ("they offered half" before "they said no"). */
export const OVERTIME_TRADE =
  /\b(?:bono|bonus|dias libres|dia libre|days? off|tiempo libre|comp time|me (?:da|dan|daria|darian|dara|daran) (?:un|una|unos|unas|\$?\d)|me (?:ofrece|ofrecen|ofrecio|ofrecieron)\b|(?:offer|offered|give me)\b)/u;
export const OVERTIME_DENIED =
  /no (?:me |le |te |nos |les )?(?:toca|tocan|corresponde|corresponden|aplica|aplican|dan|pagan) (?:el |las? |los )?(?:overtime|horas? extras?|tiempo extra|tiempo y medio)|(?:not|aren'?t|isn'?t|am not|are not|ain'?t) (?:entitled|eligible) (?:to|for) (?:any )?overtime|(?:don'?t|doesn'?t|do not|does not) (?:get|qualify for|earn) (?:any )?overtime|(?:no overtime|not overtime) (?:for|because|since|cause)|(?:you'?re|i'?m|i am|you are|soy|es|eres|usted es) (?:\p{L}+ )?(?:exempt|exento|exenta)\b/u;

export function detectFollowUp(text: string): Exclude<FollowUp, 'more_details'> | undefined {
  const folded = withTextingSpellings(fold(text.replace(/[’‘]/g, "'")));
  // "they replied: can pay 2,400 now and 'the rest in january'": their own reply, quoted without its
  // subject, offers a sum; never a demand on the person to pay now.
  if (REPLY_OFFERS_PAYMENT.test(folded) && !THREAT.test(folded)) return 'counter_offer';
  // "nothing they can do" is a no, though "they can do" reads like an offer; so is "contact the
  // merchant first before they can do anything".
  if (
    /nothing (?:they|he|she|we|it|the bank) (?:can|could|will) do|no (?:pueden|puede|podemos) hacer nada|contact the (?:merchant|store|seller) first/u.test(
      folded,
    )
  )
    return 'said_no';
  // "the second is a pending authorization that will drop off", "es una autorización pendiente que se
  // cae sola": the other side denies the charge is real, which is their no, not an offer to drop it.
  if (
    /pending (?:authori[sz]ation|charge|hold|transaction)|(?:incidentals?|security) (?:deposit )?hold|autorizacion pendiente|(?:cargo|cobro) pendiente|(?:just|only) a (?:temporary |pending )?hold\b/u.test(
      folded,
    )
  )
    return 'said_no';
  // "they didn't offer anything" and "no ofrecieron nada" are a no, not an offer.
  if (
    /(?:didn'?t|did not|won'?t|no) (?:offer|ofrecieron|ofrecio|me ofrecieron)[^.]{0,12}(?:anything|nothing|nada)/u.test(
      folded,
    )
  )
    return 'said_no';
  // "como me pagan cada semana fijo y soy 'salary' no me toca overtime", "he said I'm exempt": the
  // employer's claim that no overtime is owed is their no, never an offer of pay.
  // Unless something is offered in its place ("…pero me da un bono de 500 o unos días libres").
  if (OVERTIME_DENIED.test(folded) && !OVERTIME_TRADE.test(folded)) return 'said_no';
  // "me paga 2,000 ahora", "they'll pay me 2k now": the other side paying the person is an offer.
  if (
    /(?:me|nos) (?:paga|pagan|pagaria|pagarian|va a pagar|van a pagar|ofrece pagar)\b(?! (?:en|con) efectivo| cash)|(?:they|he|she|the client)(?:'ll| will| would| can| could|ll) (?:only |just )?pay (?:me |us )?(?:me|us|the hours|the wages|my hours|part|\$?\d)|(?:and|but) (?:will|would) (?:only|just) pay (?:me |us )?\$?\d|(?:they|he|she|the client|the owner|hes|shes|theyre|he'?s|she'?s|they'?re|(?:he|she|they) (?:is|are))\s+(?:only |just )?(?:going to|gonna)\s+(?:only |just )?pay (?:me |us )?\$?\d|(?:me|nos) (?:da|dan|daria|darian|va a dar|van a dar) (?:(?:un|una|unos|unas) (?:bono|aumento|dias|credito|descuento|reembolso)|\$?\d)|(?:they|he|she)(?:'ll| will| would| can| could) give (?:me|us) (?:a |an |some )?(?:bonus|raise|days? off|credit|discount|refund)/u.test(
      folded,
    )
  )
    return 'counter_offer';
  // "lo único que hay es un plan de 250 al mes", "all they can do is a plan of 250 a month": a monthly
  // plan named as their only option is their offer (never the person's income).
  if (
    /(?:lo unico|la unica opcion|solo (?:me )?(?:dan|ofrecen|hay|tienen|pueden)|nomas (?:me )?(?:dan|ofrecen|hay))\b[^.!?]{0,30}\bplan(?: de pagos?)? de \$?\d[\d.,]* (?:dolares )?(?:al|por|cada) mes|(?:only (?:thing|option)|all (?:they|he|she) (?:can|could|will) (?:do|offer)|(?:they|he|she) (?:can |will |would )?only (?:do|offer))\b[^.!?]{0,30}\b(?:a |an )?(?:payment )?plan (?:of|at|for) \$?\d[\d.,]* (?:dollars )?(?:a|per|each|every) month/u.test(
      folded,
    )
  )
    return 'counter_offer';
  // "I'll send 300 more and that's final", "te mando otros 300": more of the person's money back, offered.
  if (SEND_MORE_BACK.test(folded)) return 'counter_offer';
  // "lo mas que puede es 2% ahora", "the most she can do is 3%": their best, named, is their offer.
  if (
    /lo (?:mas|maximo) que (?:me |le |nos )?(?:puede|pueden|podemos|podria|podrian)(?: (?:dar|ofrecer|hacer|pagar|subir))? (?:es|son|seria) (?:un |el |de )?\$?\d|(?:the )?(?:best|most) (?:she|he|they|we|it) (?:can|could) (?:do|offer|give|pay) (?:is|was|right now is|now is) (?:a )?\$?\d/u.test(
      folded,
    )
  )
    return 'counter_offer';
  // "me dejan pagar 1,500 si pago antes del viernes", "they'll let me settle for 900": a settlement offer.
  if (
    /(?:me|nos) (?:dejan|deja|dejarian|dejaria) (?:pagar|liquidar|saldar)\b[^.!?]{0,15}\d|(?:let|allow) (?:me|us) (?:pay|settle)(?: it)?(?: for)? \$?\d/u.test(
      folded,
    )
  )
    return 'counter_offer';
  // "39 is the max for the pay band", "2k es lo maximo": a number they call their ceiling is their offer.
  if (
    /\d[\d.,]*\s?k?\s+(?:is|was|es|era)\s+(?:the|their|our|lo|el)\s+(?:max|maximum|most|top|ceiling|limit|maximo|tope|limite|mas)\b|\d[\d.,]*\s?k?\s+(?:is|was|es|era)\s+(?:the|their|our|my|su|nuestra|nuestro|la|el|mi)\s+(?:final|last|best|ultima|ultimo|mejor)\s+(?:number|offer|price|figure|oferta|cifra|precio)|(?:que|said|says|dijo|dijeron|dicen|dice|is|es)\s+(?:un |de )?(?:max(?:imum)?|maximo|tope|como mucho|a lo mucho|at most)\s+(?:de |of |is |es )?\$?\d/u.test(
      folded,
    )
  )
    return 'counter_offer';
  // "what if they offer half?", "y si el taller me dice que no hay garantía?": a question, not an
  // outcome; so is news from before the call ("havent called yet, the charge is 312 not 213").
  if (HYPOTHETICAL.test(folded.trim()) || NOT_YET_ASKED.test(folded)) return undefined;
  // "me devolvieron 34 y dicen que los otros 2 son correctos", "they'll refund 2 of the 3": part of
  // it back is a partial outcome, never a yes for all of it nor a no.
  if (PART_BACK.test(folded)) return 'counter_offer';
  // "they'll refund the last 2 months only, the rest is 'too late'", "solo me devuelven el de
  // noviembre": part of it back is an offer, whatever they call the rest.
  if (PART_REFUND.test(folded) && !NO_REFUND_AT_ALL.test(folded)) return 'counter_offer';
  // "i already signed and nothing can be cancelled": their no, though "and nothing" reads like silence.
  if (CANT_BE_UNDONE.test(folded)) return 'said_no';
  // "me dejó en visto después de mandarle mi contraoferta": silence, whatever the message names.
  // "dice que le llamaron a mi esposo y que él dijo que sí. mi esposo dice que nadie le llamó": their
  // claim that it was approved is their answer, to meet with the record, whatever silence it names.
  if (AUTHORIZED_CLAIM.test(folded)) return 'said_no';
  // "they'll charge 900 to my card on file today": a charge threatened on the person's card is their
  // demand to pay, never an offer nor a yes, whatever sum it names.
  if (CARD_CHARGE_THREAT.test(folded) && !HYPOTHETICAL.test(folded.trim())) return 'pay_now';
  if (SILENCE.test(folded)) return 'no_reply';
  // "dice que el depósito no es reembolsable", "says the deposit is nonrefundable": their no.
  if (
    /\b(?:non-?refundable|no (?:es |son )?reembolsables?)\b/u.test(folded) &&
    !/\b(?:ofrec\p{L}*|offer\p{L}*|pero|but|except\p{L}*|excepcion)\b/u.test(folded)
  )
    return 'said_no';
  // "Price is the price. Not changing the invoice.", "no refunds for postponed events", "full stop".
  if (REFUSAL.test(folded) || COURT_DARE.test(folded)) return 'said_no';
  // "he will cancel now but wont refund anything": stopping future charges is no offer on the money.
  if (CANCEL_ONLY_NO_REFUND.test(folded)) return 'said_no';
  // "experian says verified as accurate and kept it", "equifax lo mantuvo": the item stays, whatever
  // another bureau removed: their no.
  if (KEPT_AFTER_CHECKING.test(folded)) return 'said_no';
  // "it can take up to 90 days and i might be responsible for some of it", "the fees are separate":
  // the bank holding part of it on the person or keeping the fees out is its no, not an offer.
  if (BANK_HOLDS_PART.test(folded)) return 'said_no';
  // "he'll redo the trim at no charge but won't refund anything": something offered, the rest refused.
  if (OFFER_BUT_NOT.test(folded) && !/\b(?:approved|aprobaron|aprobado|aprobada)\b/u.test(folded))
    return 'counter_offer';
  // "reversed both overdraft fees", "la fianza entera", "balance went from 412 to $0": all of it.
  if (
    ALL_OF_IT.test(folded) &&
    !/\b(?:but|pero|except|excepto|menos|only|solo|instead|en vez)\b/u.test(folded)
  )
    return 'agreed';
  // "wants the next draw by tomorrow morning", "tengo que abonar los 420 antes del día 15": a demand with a time limit.
  if (
    PAY_DEMAND.test(folded) &&
    PAY_TIME_LIMIT.test(folded) &&
    !/\b(?:can|could|let me|pueden|puedo|podemos|me dejan)\b/u.test(folded)
  )
    return 'pay_now';
  // "they accepted my counter", "aceptaron mi contraoferta": the person's own number said yes to;
  // "landlord said ok fine rent stays the same": a yes, though "stays" reads like a no.
  if (ACCEPTED_MINE.test(folded)) return 'agreed';
  // "the offer is not negotiable": a no, though it names an offer.
  if (NOT_NEGOTIABLE.test(folded)) return 'said_no';
  // "if i pay today its 20% off": a discount offered for paying now is an offer to weigh.
  // With a threat beside it ("or we sue next week"), the pressure to pay today is what to answer.
  if (
    DISCOUNT_FOR_PAYING.test(folded) &&
    !/\b(?:sue|suing|lawsuit|court|garnish\p{L}*|collections?|demand\p{L}*|cobranza|embarg\p{L}*|corte)\b/u.test(
      folded,
    )
  )
    return 'counter_offer';
  // "if i dont pay half (592) today it goes on my credit report": a demand with a threat.
  if (
    /\b(?:if|unless|si) (?:i |we |yo )?(?:don'?t |dont |do not |no )?(?:pay|pago|pague|pagamos)\b[^.?!]{0,40}\b(?:today|tonight|tomorrow|now|this week|by (?:the )?\d+|hoy|manana|ya|esta semana)\b/u.test(
      folded,
    )
  )
    return 'pay_now';
  // "pay within 14 days or it goes to collections": a demand with a threat, never a yes.
  const threat = THREAT.test(folded);
  if (threat && PAY_DEADLINE_CUE.test(folded) && !PART_BACK.test(folded)) return 'pay_now';
  // "i need to start paying 200 a month or they send it to collections", "tengo que pagar 150 al mes o la
  // mandan a cobranza": a monthly payment demanded under a threat is their demand, never a no.
  if (threat && MONTHLY_DEMAND.test(folded)) return 'pay_now';
  // "they'll charge 35 a day storage starting tomorrow", "me cobran 40 por día de almacenaje": a new
  // charge threatened while they hold the car, their no to releasing it, never a sum taken off.
  // Another answer beside it ("he can knock 100 off but pay today or storage is 40/day") is read as before.
  if (STORAGE_FEE_THREAT.test(folded) && !ALL_OF_IT.test(folded)) {
    const rest = folded.replace(new RegExp(STORAGE_FEE_THREAT.source, 'gu'), (clause) =>
      clause.replace(/\$?\d[\d.,]*/gu, 'a fee'),
    );
    if (rest !== folded && detectFollowUp(rest) === undefined) return 'said_no';
  }
  for (const [kind, rule] of OUTCOMES) {
    if (kind === 'agreed' && threat) continue;
    // "lo acepto?", "should i take it": the person asks whether to say yes, nobody agreed yet.
    if (kind === 'agreed' && ASKS_WHETHER_TO_ACCEPT.test(folded)) continue;
    if (rule.test(folded)) return kind;
  }
  const cue = outcomeByCues(folded);
  if (cue) return cue;
  // "three weeks and nothing", "ya pasaron 3 semanas y nada": time gone by with no answer.
  if (STILL_NOTHING.test(folded)) return 'no_reply';
  // "me colgaron": the call was cut before any answer, which is no answer (the area says what to do).
  if (HUNG_UP.test(folded)) return 'no_reply';
  // "merchant says they only see 1 transaction on their end", "el hospital dice que ya no es con
  // ellos": the other side's words reported with none of the outcomes above is their no, never
  // new facts to plan from again.
  if (REPORTED_ANSWER.test(folded) && !/\d/u.test(folded.replace(/\b\d{1,2}(?:st|nd|rd|th)?\b/gu, '')))
    return 'said_no';
  return undefined;
}

/** A report or record kept after the other side "checked" it: "verified as accurate", "lo mantuvieron". */
export const KEPT_AFTER_CHECKING = pattern(
  String.raw`verified (?:it |the \p{L}+ )?(?:as )?(?:accurate|correct)`,
  String.raw`(?:says|said|say) (?:it'?s |it is |its )?(?:accurate|verified|correct as reported)`,
  String.raw`(?:they|he|she|it|experian|equifax|transunion|the bureau|the bank|the company) (?:kept|keeps|kept it|left) (?:it|the (?:late|mark|account|item))`,
  String.raw`(?:won'?t|will not|refus\p{L}* to|wouldn'?t) (?:remove|delete|take (?:it )?off|correct)`,
  String.raw`no (?:lo |la )?(?:quiso|quisieron|quiere|quieren) (?:quitar|borrar|eliminar|corregir)`,
  String.raw`(?:lo|la) (?:verificaron|verifico|mantuvo|mantuvieron)`,
  String.raw`(?:lo|la) (?:dejaron|dejo) (?:igual|ahi|en (?:el|mi) (?:reporte|informe))`,
  String.raw`verificad[oa]s? como (?:correct|exact)\p{L}*`,
);

export const STORAGE_FEE_THREAT =
  /\b(?:storage|parking|lot|yard)\b[^.!?]{0,40}\$?\d[\d.,]*\s*(?:\/|a|an|per|each|every)\s*(?:day|night)\b|\$?\d[\d.,]*\s*(?:dollars?\s*|bucks?\s*)?(?:\/|a|an|per|each|every)\s*(?:day|night)\b[^.!?]{0,30}\b(?:storage|parking|lot|yard)\b|\b(?:almacenaje|almacenamiento|guardar|estacionamiento|bodega|corral(?:on)?)\b[^.!?]{0,40}\$?\d[\d.,]*\s*(?:dolares\s*)?(?:\/|al|por|cada)\s*dia\b|\$?\d[\d.,]*\s*(?:dolares\s*)?(?:\/|al|por|cada)\s*dia\b[^.!?]{0,30}\b(?:de )?(?:almacenaje|almacenamiento|guardar|estacionamiento|bodega|corral(?:on)?)\b/u;

export const HYPOTHETICAL =
  /^(?:(?:oye|ok|bueno|hey|so|and|pues|pregunta|question|quick question):?,? )?(?:y si|what if|and if|if they|si me|si le|si les|si la|si el|q hago si|que hago si|what do i do if|what should i (?:do|say) if|should i|do i|can i|puedo|debo|me conviene|is it ok)\b.*\?\s*$/u;
export const NOT_YET_ASKED = pattern(
  String.raw`(?:haven'?t|have not|havent|didn'?t|did not|not yet|todavia no|aun no|no he)(?: \p{L}+)? (?:called|call|sent|send|emailed|contacted|talked|spoken|llamo|llame|llamado|mandado|mande|enviado|envie|hablado|hable)`,
  String.raw`before i (?:send|call|email|talk)|antes de (?:mandar|enviar|llamar|hablar)`,
);
export const SILENCE = pattern(
  String.raw`(?:dejo|dejaron|deja|left (?:me )?)(?: en)? (?:visto|on read)|ni noticias|ni las luces|stopped (?:answering|responding|replying)|dejo de (?:contestar|responder)`,
  String.raw`without (?:ever )?(?:responding|replying|answering)|sin (?:responder|contestar)`,
  String.raw`straight to voicemail|(?:blocked|bloqueo) (?:me|my number)|me bloqueo|(?:texts?|messages?) (?:aren'?t|not) (?:delivering|going through)`,
  String.raw`(?:and )?then nothing|y (?:luego|despues) nada|not a (?:word|peep) since|ni una palabra`,
  String.raw`(?:it'?s|its|es|ya es) (?:monday|tuesday|wednesday|thursday|friday|lunes|martes|miercoles|jueves|viernes)[.,]? (?:and )?(?:still )?(?:nothing|nada)`,
  String.raw`(?:[.,;:+]|and|y) ?(?:nothing|nada)\.?\s*[^\p{L}\p{N}]*$`,
  String.raw`auto(?:matic)?[\s-]?(?:reply|response)|correo automatico|respuesta automatica`,
  String.raw`no (?:me )?devuelve(?:n)? (?:las|mis) llamadas|no ha(?:n)? vuelto a dar senales|no (?:ha|han) respondido nada`,
  String.raw`(?:in review|under review|pending|en revision)[^.?!]{0,15}\b(?:for|hace|por) (?:\d+|two|three|a few|dos|tres) (?:weeks?|days?|semanas?|dias?)`,
  String.raw`(?:monday|tuesday|wednesday|thursday|friday|lunes|martes|miercoles|jueves|viernes)[^.?!]{0,25}(?:its|it'?s|es|ya es) (?:monday|tuesday|wednesday|thursday|friday|lunes|martes|miercoles|jueves|viernes),? (?:and )?(?:nothing|nada)`,
  String.raw`(?:emailed|called|wrote|sent)[^.?!]{0,40},? (?:\p{L}+ ){0,3}(?:nothing|nada)\s*$`,
);
/** "nothing can be cancelled", "it can't be undone": the other side's no to undoing a sale. */
export const CANT_BE_UNDONE = pattern(
  String.raw`nothing (?:can|could) be (?:cancel+ed|undone|reversed|refunded|removed|changed)`,
  String.raw`(?:can'?t|cannot|can not|couldn'?t) be (?:cancel+ed|undone|reversed|refunded|removed)`,
);
/** Only the cancellation from now on, with no money back: "will cancel it now but won't refund anything". */
export const CANCEL_ONLY_NO_REFUND = pattern(
  String.raw`(?:'ll|will|would|can|could|is going to|are going to|va a|van a|me (?:lo |la )?(?:va|van) a)\s+(?:just |only |solo )?(?:cancel\p{L}*|dar de baja|darme de baja)(?: (?:it|me|my \p{L}+|the \p{L}+|la \p{L}+|el \p{L}+|now|today|going forward|from (?:now|today) on|ahora|hoy|ya|desde hoy))*[,;]? (?:but|pero)\b[^.?!]{0,20}\b(?:won'?t|wont|will not|not|no|refuses? to)\b[^.?!]{0,15}\b(?:refund\p{L}*|give (?:me |us )?(?:anything |any money |it )?back|return (?:anything|any|the)|reembols\p{L}*|devolver|devuelve\p{L}*|regresar)`,
  String.raw`(?:me (?:lo |la )?)?(?:cancelan|cancela|dan de baja|da de baja)(?: (?:ahora|hoy|ya|la membresia|el contrato))*[,;]? pero no (?:me )?(?:devuelven|devuelve|reembolsan|reembolsa|regresan|regresa)`,
);
export const OFFER_BUT_NOT = pattern(
  String.raw`(?:'ll|will|would|'d|can|could|ofrece\p{L}*|me (?:da|dan|cambia|cambian|ofrece|ofrecen)|puede\p{L}*|pueden)\b[^.?!]{0,70}\b(?:but|pero)\b[^.?!]{0,15}\b(?:won'?t|wont|will not|not|no)\b`,
  String.raw`(?:came|come|went|go|moved|subio|subieron|bajo|bajaron|bumped|raised|upped|increased|lowered|reduced|cut|dropped)(?: back)? (?:up|down)? ?(?:(?:the|el|la|my|mi) \p{L}+(?: \p{L}+)? )?(?:from|de) \$?\d[\d.,]*k? (?:to|a) \$?\d[\d.,]*k?`,
  String.raw`\$?\d[\d.,]*k? ?(?:->|→|=>) ?\$?\d[\d.,]*k?|\d+ ?% off|(?:cubren|cubre|covers?|pagan|paga) (?:el |the )?\d+ ?%`,
  String.raw`(?:can'?t|cannot|won'?t|no pueden|no puede)\b[^.?!]{0,60}\b(?:but|pero) (?:they|he|she|we|ellos)?(?:'ll|'d| will| would| can| could| me| nos)`,
  String.raw`me (?:propone|proponen|ofrece|cambia|cambian) (?:\p{L}+ ){0,3}(?:pagar|plazos|cuotas|cambiar|por (?:una|un))`,
);
export const ALL_OF_IT = pattern(
  String.raw`(?:reversed|refunded|waived|removed|credited|took|dropped|cancel+ed|wrote|deleted|returned|devolvio|devolvieron|regreso|regresaron|quito|quitaron|cancelo|cancelaron|acepto|aceptaron|ha aceptado|abona|abonan|va a pagar|van a pagar)\b[^.?!]{0,50}\b(?:both|completely|entirely|in full|the entire|entera|entero|completa|completo|ambos|ambas|al 100|el 100 ?%|100 ?%|todo el|toda la)`,
  String.raw`(?:from|de) \$?\d[\d.,]*k? (?:to|a) \$?0(?:\.00)?(?![\d.,])|(?:went|bajo|quedo) (?:to|a|en) (?:\$0|cero|zero)`,
  String.raw`(?:cancel+ed|cancelado|cancelada|me dio de baja|me dieron de baja)[^.?!]{0,30}\b(?:no fee|sin (?:cobrar\p{L}*|cargo|penalidad|penalizacion|multa))`,
  String.raw`(?:quito|quitaron|removed|took off) (?:los|las|the|all the) [^.?!]{0,25}(?:que no pedi|i didn'?t (?:ask for|want|order))`,
  String.raw`(?:i|we) offered,? (?:got it|in writing)|que (?:yo )?ofreci\b`,
  String.raw`(?:refunded|waived|reversed|removed|sent|paid|returned|credited)\b[^.?!]{0,30}\b(?:the whole|the full|entirely|for all|all \d+|every)`,
  String.raw`(?:balance|saldo|total)[^.?!]{0,15}\b(?:is|es|quedo en|now) \$?0\b|todo, sin pegas|(?:completo|completa)\s*[.!]`,
);
export const REFUSAL = pattern(
  // "says the protection was waived and i owe all 1,960": the whole bill held, whatever was "waived".
  String.raw`(?:i|we) (?:still )?owe (?:all|the (?:whole|full|entire)|everything|it all)|(?:todavia |aun |igual )?(?:debo|debemos) todo`,
  String.raw`refuses? to|full stop|not changing|no (?:cash )?refunds?\b|can'?t be (?:removed|refunded|waived|changed)|no se puede (?:quitar|cambiar|devolver)|(?:the )?price is the price|que no\.?\s*$`,
);
export const BANK_HOLDS_PART = pattern(
  String.raw`(?:responsible|liable) for (?:some|part|a part|a portion|a share) of (?:it|them|the (?:charges?|money|amount))`,
  String.raw`(?:responsable|responsables) (?:de|por) (?:una )?parte`,
  String.raw`fees? (?:are|is) (?:a )?'?(?:separate|different|not part)`,
  String.raw`(?:cargos?|comisiones?) (?:por sobregiro )?(?:son|es|van) (?:aparte|otra cosa|por separado|otro tema)`,
  String.raw`(?:claim|investigation|reclamo|investigacion)[^.?!]{0,40}\b(?:take|takes|tardar|tarda|demora|durar) (?:up to |hasta )?(?:\d+|ninety|noventa) (?:business |working )?(?:days|dias)`,
  // "they will investigate and it can take up to 90 days", "van a investigar y puede tardar hasta 90
  // días", "no money back until it's done": the bank keeping the money through its inquiry is its no.
  String.raw`(?:investigat\p{L}*|look(?:ing)? into|investigar\p{L}*|revisar\p{L}*)[^.?!]{0,40}\b(?:take|takes|tardar|tarda|demora|demorar|durar|dura) (?:up to |as long as |hasta )?(?:\d+|ninety|sixty|forty[\s-]five|noventa|sesenta|cuarenta y cinco) (?:business |working |habiles )?(?:days|dias)`,
  String.raw`(?:don'?t|dont|do not|won'?t|wont|will not|not|no)\s+(?:get|getting|receive|see)\s+(?:the |my |any |that )?(?:money|funds|refund|credit|\$?\d[\d.,]*)(?: back)? (?:until|till|til+|before)`,
  String.raw`no (?:me )?(?:devuelven|devuelve|regresan|regresa|dan|da|acreditan|acredita) (?:el |mi |nada de |ningun )?(?:dinero|plata|credito|reembolso)?\s*(?:hasta que|antes de que)`,
);
export const PAY_DEMAND = pattern(
  String.raw`(?:tiene|tengo|tienes|tenemos) que (?:cancelar|pagar|abonar|depositar|liquidar|traer)|quieren que (?:les |le )?(?:deposite|pague|transfiera|yapee|cancele|liquide)|hasta que (?:les |le )?\p{L}+ el saldo`,
  String.raw`need (?:my card|to bring|to pay|payment|the payment)|update your payment|(?:bring|pay) \$?\d[\d.,]*k? (?:more )?(?:down )?(?:by|tomorrow|today)`,
  String.raw`(?:have|has|had|need|needs|gotta|got) to (?:pay|settle|abonar|wire|transfer)|must (?:pay|settle)|(?:want|wants|wanted|demand\p{L}*|asking for|asked for) (?:my |the |a |next |the next )?(?:\d+ ?% )?(?:payment|pay|card|debit card|deposit|draw|money|\$?\d)`,
  String.raw`payment in full before|pay(?:ment)? (?:in full )?(?:first|before)`,
  String.raw`(?:tengo|tiene|tenemos) (?:q|que) (?:pagar|abonar|consignar|transferir|depositar)|(?:me )?(?:exige|exigen|pide|piden|pidio|pidieron) (?:que )?(?:le |les )?(?:pague|transfiera|consigne|deposite|abone|los datos|el pago|el deposito)|que le (?:consigne|transfiera|deposite|pague)|si no (?:le )?(?:doy|pago|pague)`,
  String.raw`(?:link|enlace) de pago`,
);
export const PAY_TIME_LIMIT = pattern(
  String.raw`today|tonight|tomorrow(?: morning)?|right (?:now|there|then)|on the spot|now|within \d+ ?(?:h|hrs?|hours?|days?)|in \d+ (?:hours?|days?)|before (?:checkout|monday|tuesday|wednesday|thursday|friday|the \d+|his crew|we can|they can|i can)|by (?:tomorrow|monday|tuesday|wednesday|thursday|friday|the \d+)`,
  String.raw`hoy|manana|ahi mismo|ahorita|ya mismo|en \d+ (?:horas|dias)|antes del? (?:dia )?\d+|antes del? (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)|antes de las \d+|vence en|antes de que`,
  String.raw`(?:in the next|within) \d+ ?(?:min|mins|minutes|hours?|hrs?|h)|(?:by )?tomorrow \d+ ?(?:am|pm)|(?:tomorrow|today) or`,
);

export const ACCEPTED_MINE = pattern(
  String.raw`(?:said|says) (?:ok|okay|yes|alright)(?:,? fine)?`,
  String.raw`only (?:pay|owe|paying) (?:the )?(?:original|estimate|quote|quoted)|solo (?:lo del|el) (?:presupuesto|estimado|precio original)`,
  String.raw`(?:accepted|took|agreed to|said yes to) (?:my|our) (?:counter(?:[\s-]?offer)?|offer|number|ask|proposal)`,
  String.raw`(?:aceptaron|acepto|tomaron) (?:mi|nuestra) (?:contraoferta|oferta|propuesta|cifra)`,
);
export const NOT_NEGOTIABLE = pattern(
  String.raw`(?:not|non|isn'?t|no es|no son) ?-?(?:negotiable|negociables?)`,
  String.raw`(?:said|says|told me) the same(?: thing)?`,
  String.raw`(?:dijo|dijeron|dice|dicen) lo mismo`,
  String.raw`no se (?:mueven|mueve|movieron|movio)|ni un (?:euro|peso|dolar|centavo|duro)`,
);
export const DISCOUNT_FOR_PAYING = pattern(
  String.raw`\d[\d.,]*k?\s?%?[^.?!\d]{0,20}\b(?:if|si) (?:i |we |yo )?(?:le |les )?(?:pay|pago|pague|pagamos|liquido|liquide)`,
  String.raw`(?:if|si) (?:i |we |yo )?(?:le |les )?(?:pay|pago|pague|pagamos|liquido|liquide)\b[^.?!]{0,40}\b(?:\d+ ?%|\d+ off|descuento|de descuento|off)`,
  String.raw`(?:if|si) (?:i |we |yo )?(?:pay|pago|pague|pagamos)(?: it| all| in full| todo| completo)? (?:today|now|this week|hoy|ya|esta semana)[^.?!]{0,25}(?:\d+ ?%|half|la mitad|off|descuento|de menos|menos)`,
);

/** "pay by the 5th or hes filing", "full payment due in 10 days", "tengo 7 dias para pagar". */
/** A monthly payment the other side requires ("have to start paying 200 a month", "tengo que pagar 150 al mes"). */
export const MONTHLY_DEMAND = pattern(
  String.raw`(?:need|have|got|has|must|needs|want(?:s)? me) to (?:start |begin )?pay(?:ing)? (?:them |it |back )?(?:about |around )?\$?\d[\d.,]* (?:dollars |bucks )?(?:a|per|each|every) month`,
  // "they want $500/mo while they process it", "me exigen 500 al mes mientras deciden".
  String.raw`(?:they|he|she|billing|the hospital) (?:want|wants|demand|demands|require|requires|expect|expects) (?:me to pay )?\$?\d[\d.,]*\s?(?:dollars )?(?:(?:a|per|each|every) month|\/ ?mo(?:nth)?)`,
  String.raw`(?:me |nos )?(?:exigen|exige|piden|pide|quieren|quiere) (?:unos |como )?\$?\d[\d.,]* (?:dolares )?(?:al|por|cada) mes`,
  String.raw`(?:tengo|tiene|tenemos|debo|debe|hay) que (?:empezar a |comenzar a |ir )?(?:pagar|abonar|dar)(?:les|le)? (?:unos |como )?\$?\d[\d.,]* (?:dolares )?(?:al|por|cada) mes`,
  String.raw`(?:quieren|quiere|piden|pide|exigen|exige) (?:que (?:les |le )?(?:pague|paguemos|empiece a pagar|de)|(?:me |nos )?(?:cobrar|pagar)) (?:unos |como )?\$?\d[\d.,]* (?:dolares )?(?:al|por|cada) mes`,
);

export const PAY_DEADLINE_CUE = pattern(
  String.raw`\d+ dias para pagar`,
  String.raw`(?<!(?:can'?t|cant|cannot|won'?t|wont|unable to|no pueden|no puede|no van a) )(?:pay|paid|payment|pagar|pague|pago|la pasta|el dinero|the money|the rent|la renta)\b[^.?!]{0,40}\b(?:today|tomorrow|tomorow|tonight|now|right now|this week|end of (?:the )?day|by (?:the )?\d+(?:st|nd|rd|th)?|(?:by|before|until|til+) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|the \d+(?:st|nd|rd|th)?|\d+(?:st|nd|rd|th)?)|(?:within|in) (?:\d+|a|one|two|three) (?:days?|weeks?)|hoy|manana|ahorita|ya mismo|esta semana|(?:antes del?|para el|hasta el) (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo|\d+)|(?:en|dentro de) (?:\d+|una|dos|tres) (?:dias|semanas?)|\d+ dias para)`,
  String.raw`(?:today|tomorrow|tomorow|tonight|now|right now|this week|end of (?:the )?day|by (?:the )?\d+(?:st|nd|rd|th)?|(?:by|before|until|til+) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|the \d+(?:st|nd|rd|th)?|\d+(?:st|nd|rd|th)?)|(?:within|in) (?:\d+|a|one|two|three) (?:days?|weeks?)|hoy|manana|ahorita|ya mismo|esta semana|(?:antes del?|para el|hasta el) (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo|\d+)|(?:en|dentro de) (?:\d+|una|dos|tres) (?:dias|semanas?)|\d+ dias para)\b[^.?!]{0,25}\b(?:to pay|para pagar|unless i pay|a menos que pague)`,
);

/** Day-like numbers ("the 5th", "2 weeks", "20%") don't make a message an offer on their own. */
export const AMOUNT_CUE =
  /(?:\$\s?\d|\d[\d,]*\.\d{2}\b|\b\d{3,}(?:[.,]\d{3})*\b|\b\d+(?:\.\d+)?\s?k\b|\b\d+\s?mil\b|\b\d{2,3}\b(?!\s?(?:days?|dias|weeks?|semanas|months?|meses|years?|anos|hours?|horas|st|nd|rd|th|%)))/u;

/**
 * When none of the phrasings above fits, the outcome is read from its cues: an amount with words of
 * giving or lowering is an offer; a finished removal with no "but" is a yes; a payment with a day is
 * a demand; a negation in reported words is a no; unanswered calls are no answer.
 */
export function outcomeByCues(folded: string): Exclude<FollowUp, 'more_details'> | undefined {
  if (PAY_DEADLINE_CUE.test(folded)) return 'pay_now';
  const partial = /\b(?:but|only|just|half|part|pero|solo|nada mas|la mitad|parte)\b/u.test(folded);
  if (
    /\b(?:pay|paid|payment|deposit|pagar|pague|pago|deposito|anticipo)\b[^.?!]{0,40}\b(?:today|tomorrow|tonight|now|hoy|manana|ya)\b|\b(?:by|before|antes del?|para el)\s(?:tomorrow|tonight|monday|tuesday|wednesday|thursday|friday|the \d+(?:st|nd|rd|th)?|manana|lunes|martes|miercoles|jueves|viernes)\b[^.?!]{0,40}\b(?:pay|pague|pagar)\b/u.test(
      folded,
    ) &&
    /\b(?:want|wants|need|needs|demand\p{L}*|have to|has to|must|quieren|quiere|exigen|exige|piden|pide|tengo que|tiene que)\b/u.test(
      folded,
    )
  )
    return 'pay_now';
  if (
    /\b(?:before|until|till|antes de|hasta que)\b[^.?!]{0,30}\b(?:release|give back|return|entregar|devolver|soltar)\b/u.test(
      folded,
    ) &&
    /\b(?:full|whole|all|todo|total|completo)\b/u.test(folded)
  )
    return 'pay_now';
  if (
    AMOUNT_CUE.test(folded) &&
    /\b(?:(?:they|he|she|it|the \p{L}+|who|which)(?:'ll|'d| can| could| might| would| will| are able| is able| are willing| is willing| (?:said|says) (?:they|he|she|it) (?:can|could|might|would|will))|theyll|theyd|pueden|podrian|dejan|dejaron|bajaron|rebajaron|ofrecen|ofrece|me dan|me da|nos dan|me regresa|me regresan|me devuelve|me devuelven|me dieron)\b/u.test(
      folded,
    ) &&
    !/\b(?:can'?t|cannot|won'?t|wouldn'?t|couldn'?t|no (?:pueden|puede|quieren|quiere))\b/u.test(folded)
  )
    return 'counter_offer';
  if (/\b(?:halfway|meet (?:me )?in the middle|a medias|mitad y mitad)\b/u.test(folded))
    return 'counter_offer';
  if (
    !partial &&
    /\b(?:refunded|waived|removed|reversed|credited|fixed it|honou?red|approved|accepted|agreed|quitaron|devolvieron|reembolsaron|aceptaron|arreglaron|aprobaron|is gone|se fue|ya no aparece)\b/u.test(
      folded,
    ) &&
    !/\b(?:not|didn'?t|no|never|nunca|won'?t)\b/u.test(folded)
  )
    return 'agreed';
  if (
    /\b(?:no one|nobody|never|nadie|nunca|not yet|still (?:haven'?t|hasn'?t|no)|todavia no|aun no)\b[^.?!]{0,30}\b(?:called|call|calls|answered|responded|replied|heard|back|llamad[oa]|llamo|llamaron|regresaron|devolvieron la llamada|contestad[oa]|contesto|contestaron|respondid[oa]|respondio|respondieron)\b/u.test(
      folded,
    )
  )
    return 'no_reply';
  return undefined;
}

export const STILL_NOTHING = pattern(
  // Not "and nothing is refundable", "y nada es reembolsable": nothing as what their answer says.
  String.raw`(?:and|y) (?:still )?(?:nothing|nada)(?! (?:is|was|will|would|can|could|gets?|es|era|sera|se (?:puede|devuelve|reembolsa)))`,
  String.raw`still nothing`,
  String.raw`nothing yet`,
  String.raw`todavia nada`,
  String.raw`sigo esperando`,
);
export const REPORTED_ANSWER = pattern(
  String.raw`(?:they|he|she|it|the (?:bank|merchant|store|seller|hospital|clinic|company|rep|agent|landlord|shop|dealer|office|agency|collector|airline|hotel))\s+(?:said|says|told me|replied|answered|(?:texted|wrote|emailed|messaged)(?: me)?(?: back)? (?:that|saying))`,
  String.raw`(?:\p{L}+ )?(?:dice|dicen|dijo|dijeron|respondio|respondieron|contesto|contestaron)\s+(?:que|q)`,
  String.raw`(?:have|has) to work it out with`,
  String.raw`not (?:their|his|her|our) problem`,
  String.raw`no es (?:su|nuestro) problema`,
  String.raw`ya no es con (?:ellos|nosotros)`,
);

export const ASKS_WHETHER_TO_ACCEPT =
  /(?:acepto|take|accept)[^.?!]{0,30}\b(?:o sigo|or keep|or should|or push|o no)\b|(?:lo|la|los|las) acepto\s*\?|(?:should|do|can) i (?:take|accept)|me conviene|vale la pena|is (?:that|it|this) (?:good|fair|ok)/u;
