/**
 * What a dealer answered about the add-ons, in the words the person reported ("el gerente dice que la
 * garantía era obligatoria … y que ya no se puede cancelar"): each claim as typed, so the answer
 * quotes the other side exactly instead of a claim nobody made ("contracts are final").
 */
const DEALER_CLAIMS: readonly RegExp[] = [
  // The product was required (for the loan, for approval).
  /(?<![\p{L}])(?<!(?:not|no (?:era|es|eran|son)|isn'?t|wasn'?t|aren'?t|weren'?t) )(?:obligatori[oa]s?|required|mandatory|requisito|a must)(?![\p{L}])/iu,
  // It can no longer be cancelled or refunded; everything is final.
  /(?<![\p{L}])(?:(?:ya |y )?no (?:se )?(?:puede|pueden|podia|podian|podía|podían|se permite) (?:cancelar(?:la|lo|las|los)?|quitar(?:la|lo|las|los)?|devolver(?:la|lo|las|los)?)|(?:can'?t|cannot|can not|couldn'?t) be (?:cancell?ed|removed|refunded|taken off)|(?:no (?:es|son) (?:cancelables?|reembolsables?))|non-?refundable|no (?:hay|tiene|tienen) (?:devoluci[oó]n|reembolso)|(?:all sales|the contracts?|contracts?|everything|it'?s|todo|los contratos|el contrato|la venta)(?: (?:are|is|es|son|esta|está))? (?:final(?:es)?|firmad[oa]s?)|too late to cancel|(?:ya )?es (?:muy )?tarde(?: para cancelar)?)/iu,
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
