/**
 * The fees' sum in the person's own words ("thats 63.60 in fees on 178 of tickets", "36.90 en
 * cargos", "the fees came to 61.50"): the whole of what checkout added, said once, so the advice
 * asks for all of it back rather than for one of the fees listed.
 */
const MONEY = String.raw`\$?(\d{1,3}(?:,\d{3})*(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?)`;

const STATED = [
  new RegExp(
    String.raw`(?<![\p{L}\p{N}.,])${MONEY}\s*(?:dollars?|bucks|usd|dolares)?\s+(?:in|of|en|de)\s+(?:extra\s+|hidden\s+|junk\s+|added\s+|total\s+|mandatory\s+)?(?:fees|cargos|comisiones|cargos extra|cargos adicionales)\b`,
    'u',
  ),
  new RegExp(
    String.raw`\b(?:fees|cargos|comisiones)\s+(?:total(?:ed|ing)?|came to|come to|comes to|add(?:ed)? up to|were|are|sumaron|suman|sumaban|fueron|son|dan)\s+(?:a total of\s+|en total\s+|un total de\s+)?${MONEY}(?![\p{N}%])`,
    'u',
  ),
];

/** The fees' sum as written (no currency sign), and its value; undefined when not said. */
export function feesStatedIn(folded: string): { text: string; value: number } | undefined {
  for (const pattern of STATED) {
    const match = pattern.exec(folded);
    if (!match) continue;
    const text = match[1]!;
    const value = Number(text.replace(/,/gu, ''));
    if (value > 0) return { text, value };
  }
  return undefined;
}
