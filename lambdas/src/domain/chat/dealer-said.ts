/**
 * What a dealer answered about the add-ons, in the words the person reported ("el gerente dice que la
 * garantía era obligatoria … y que ya no se puede cancelar"): each claim as typed, so the answer
 * quotes the other side exactly instead of a claim nobody made ("contracts are final").
 */
const DEALER_CLAIMS: readonly RegExp[] = [
  // The product was required (for the loan, for approval).
  /(?<![\p{L}])(?<!(?:not|no (?:era|es|eran|son)|isn'?t|wasn'?t|aren'?t|weren'?t) )(?:obligatori[oa]s?|required|mandatory|requisito|a must)(?![\p{L}])/iu,
  // It can no longer be cancelled or refunded; everything is final.
  /(?<![\p{L}])(?:(?:ya |y )?no (?:se )?(?:puede|pueden|podia|podian|podía|podían|se permite) (?:cancelar(?:la|lo|las|los)?|quitar(?:la|lo|las|los)?|devolver(?:la|lo|las|los)?)|(?:can'?t|cannot|can not|couldn'?t) be (?:cancell?ed|removed|refunded|taken off)|(?:no (?:es|son) (?:cancelables?|reembolsables?))|non[\s-]?refundable|no (?:hay|tiene|tienen) (?:devoluci[oó]n|reembolso)|(?:all sales|the contracts?|contracts?|everything|it'?s|todo|los contratos|el contrato|la venta)(?: (?:are|is|es|son|esta|está))? (?:final(?:es)?|firmad[oa]s?)|too late to cancel|(?:ya )?es (?:muy )?tarde(?: para cancelar)?)/iu,
];

/** The other side reports a claim: only then is it theirs to quote. */
const REPORTED =
  /(?<![\p{L}])(?:says?|said|told|claims?|claimed|insists?|insisted|replied|answered|dice|dicen|dijo|dijeron|insiste|insisten|asegura|aseguran|contest[oó]|contestaron|respondi[oó]|respondieron)(?![\p{L}])/iu;

export function dealerSaidIn(latest: string): string[] | undefined {
  if (!REPORTED.test(latest)) return undefined;
  const said = DEALER_CLAIMS.map((rule) =>
    rule
      .exec(latest)?.[0]
      ?.trim()
      .replace(/^(?:y|and)\s+/iu, ''),
  ).filter((words): words is string => words !== undefined && words.length > 0 && words.length <= 40);
  return said.length > 0 ? said : undefined;
}

type Product = 'warranty' | 'gap' | 'etching' | 'nitrogen' | 'paint' | 'other';

/** Each add-on as people name it, folded-insensitive ("the etch", "el grabado", "gap"). */
const PRODUCTS: readonly (readonly [Product, RegExp])[] = [
  [
    'warranty',
    /(?<![\p{L}])(?:(?:extended )?warrant(?:y|ies)|service contracts?|garant[ií]as?(?: extendidas?)?|contrato de servicio)(?![\p{L}])/giu,
  ],
  ['gap', /(?<![\p{L}])gap(?![\p{L}])/giu],
  ['etching', /(?<![\p{L}])(?:(?:vin |window )?etch\p{L}*|grabado)(?![\p{L}])/giu],
  ['nitrogen', /(?<![\p{L}])nitr[oó]g\p{L}*(?![\p{L}])/giu],
  [
    'paint',
    /(?<![\p{L}])(?:paint (?:protection|sealant)|fabric protection|protecci[oó]n de (?:pintura|tela))(?![\p{L}])/giu,
  ],
];

type ReplyKind = 'cancels' | 'refuses' | 'usedUp';

/**
 * The dealer's answer about a product, and where its product stands: after the words ("they'll
 * cancel the warranty") or before them ("gap and the etch are 'non refundable'").
 */
const REPLY_CLAIMS: readonly (readonly [ReplyKind, 'after' | 'before', RegExp])[] = [
  [
    'cancels',
    'after',
    /(?<![\p{L}])(?:(?:they|he|she|we|i)?(?:'ll| will| would| can| could| agreed to| are going to| is going to| gonna)\s+(?:cancel|remove|take off|refund)|(?:cancelan|cancela|van a cancelar|va a cancelar|cancelaron|cancelo|quitan|van a quitar|quitaron|me devuelven|van a devolver)(?= ))/giu,
  ],
  [
    'cancels',
    'before',
    /(?<![\p{L}])(?:(?:can|could|will) be (?:cancell?ed|removed|refunded)|(?:se puede|se pueden|la pueden|lo pueden) cancelar)(?![\p{L}])/giu,
  ],
  [
    'refuses',
    'before',
    /(?<![\p{L}])(?:non[\s-]?refundable|non[\s-]?cancell?able|(?:can'?t|cannot|can not|won'?t) be (?:cancell?ed|removed|refunded)|(?:is|are) final|no (?:es|son) (?:reembolsables?|cancelables?)|no se (?:puede|pueden) (?:cancelar|devolver|reembolsar)|no (?:tiene|tienen) (?:devoluci[oó]n|reembolso)|(?:es|son) finales?)(?![\p{L}])/giu,
  ],
  [
    'usedUp',
    'before',
    /(?<![\p{L}])(?:already (?:in|on|done|applied|installed|put|used|performed)|was (?:already )?(?:done|applied|installed) already|ya (?:esta|estan|está|están) (?:en|puest[oa]s?|hech[oa]s?|aplicad[oa]s?)|ya (?:se |lo |la |los |las )?(?:hizo|hicieron|aplico|aplicaron|aplicó|puso|pusieron))(?![\p{L}])/giu,
  ],
];

/** "rewrite the deal at a higher rate", "rehacer el contrato con una tasa más alta". */
const REWRITE_THREAT =
  /(?<![\p{L}])(?:re-?write (?:the |my )?(?:deal|contract|loan|financing|paperwork)|re-?do (?:the |my )?(?:deal|contract|loan|financing|paperwork)|unwind (?:the )?deal|new contract|re-?sign (?:the |a )?(?:contract|deal|papers)|higher (?:rate|apr|interest)|(?:rehacer|volver a hacer|reescribir|cambiar|deshacer) (?:el |mi )?(?:contrato|trato|financiamiento|pr[eé]stamo)|tasa (?:m[aá]s alta|mayor)|(?:subir|subirme|subirle|aumentar) la tasa)(?![\p{L}])/iu;

export interface DealerReply {
  cancels?: Product[];
  refuses?: Product[];
  usedUp?: Product[];
  rewriteThreat?: boolean;
}

/**
 * What the dealer answered about each add-on, from the person's report of it ("they said they'll
 * cancel the warranty but gap and the etch are 'non refundable' and the nitrogen is 'already in the
 * tires'. and he said … 'rewrite the deal' at a higher rate"): each product with the answer it got,
 * read clause by clause; a product goes with the answer right after it, or, for "cancel X", right
 * before it.
 */
export function dealerReplyIn(latest: string): DealerReply | undefined {
  const reply: DealerReply = {};
  const add = (kind: ReplyKind, product: Product) => {
    const list = (reply[kind] ??= []);
    if (!list.includes(product)) list.push(product);
  };
  const text = latest.replace(/[’‘]/g, "'").toLowerCase();
  // Clauses: a sentence, or the part after "but"/"pero" (the dealer's yes and its no apart).
  for (const clause of text.split(/[.;!?\n]|(?<![\p{L}])(?:but|pero|although|aunque)(?![\p{L}])/u)) {
    const products = PRODUCTS.flatMap(([product, rule]) =>
      [...clause.matchAll(rule)].map((match) => ({ product, at: match.index ?? 0 })),
    ).sort((a, b) => a.at - b.at);
    if (products.length === 0) continue;
    const claims = REPLY_CLAIMS.flatMap(([kind, side, rule]) =>
      [...clause.matchAll(rule)].map((match) => ({
        kind,
        side,
        at: match.index ?? 0,
        end: (match.index ?? 0) + match[0].length,
      })),
    ).sort((a, b) => a.at - b.at);
    claims.forEach((claim, index) => {
      const previousEnd = claims[index - 1]?.end ?? 0;
      const nextAt = claims[index + 1]?.at ?? clause.length;
      const governed =
        claim.side === 'after'
          ? products.filter((p) => p.at >= claim.end && p.at < nextAt)
          : products.filter((p) => p.at >= previousEnd && p.at < claim.at);
      for (const p of governed) add(claim.kind, p.product);
    });
  }
  if (REWRITE_THREAT.test(text)) reply.rewriteThreat = true;
  return Object.keys(reply).length > 0 ? reply : undefined;
}

/** "required", "mandatory", "obligatorio", "el banco exigía", "a condition of the loan". */
const REQUIRED_WORDS =
  /(?<![\p{L}])(?:required|requires|mandatory|needed|a must|a condition|obligatori\p{L}*|requisito|exig\p{L}*|requer\p{L}*|condici[oó]n)(?![\p{L}])/iu;
const NOT_REQUIRED =
  /(?<![\p{L}])(?:not (?:required|mandatory|needed)|optional|no (?:era|eran|es|son) (?:obligatori|necesari|requisito)\p{L}*|opcional\p{L}*)(?![\p{L}])/iu;

/**
 * The add-ons the person was told were required, when the sentence saying so names them ("finance
 * guy said the bank REQUIRED the warranty and gap to approve me"): only those, never every add-on
 * on the contract. Undefined when no sentence both says "required" and names a product.
 */
export function requiredProductsIn(text: string): Product[] | undefined {
  const found: Product[] = [];
  for (const sentence of text.toLowerCase().split(/[.;!?\n]/u)) {
    if (!REQUIRED_WORDS.test(sentence) || NOT_REQUIRED.test(sentence)) continue;
    const named = PRODUCTS.flatMap(([product, rule]) =>
      [...sentence.matchAll(rule)].map((match) => ({ product, at: match.index ?? 0 })),
    ).sort((a, b) => a.at - b.at);
    for (const { product } of named) if (!found.includes(product)) found.push(product);
  }
  return found.length > 0 ? found : undefined;
}
