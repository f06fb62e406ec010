/** A sum of money as the person wrote it ("$2,340", "2.340 $", "2340 dólares") and its value. */
export interface Amount {
  readonly text: string;
  readonly value: number;
}

const NUMBER = String.raw`(\d{1,3}(?:[.,]\d{3})+|\d+)(?:[.,](\d{1,2}))?(?!\d)`;
const CURRENCY_WORD = String.raw`(?:d[oó]lares|dollars?|bucks|usd)`;

const AMOUNT_PATTERNS: readonly RegExp[] = [
  // "2 mil dólares", "3 mil $": Spanish speakers say thousands this way.
  new RegExp(String.raw`(\d+(?:[.,]\d+)?)\s+mil\s*(?:${CURRENCY_WORD}|\$)`, 'giu'),
  new RegExp(String.raw`(?:US\$|USD\s?|\$)\s?${NUMBER}(?:\s?([kK])\b)?`, 'gu'),
  new RegExp(String.raw`${NUMBER}\s?(?:\$|${CURRENCY_WORD}(?![\p{L}]))`, 'giu'),
];

function parseNumber(integerPart: string, decimals: string | undefined): number {
  const whole = Number(integerPart.replace(/[.,]/g, ''));
  return decimals ? whole + Number(`0.${decimals}`) : whole;
}

/** Every amount of money in a text, in order, each once. */
export function extractAmounts(text: string): Amount[] {
  const found: { start: number; end: number; amount: Amount }[] = [];
  AMOUNT_PATTERNS.forEach((pattern, index) => {
    for (const match of text.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (found.some((other) => start < other.end && end > other.start)) continue;
      let value: number;
      if (index === 0) value = Number((match[1] ?? '0').replace(',', '.')) * 1000;
      else {
        value = parseNumber(match[1] ?? '0', match[2]);
        if (match[3]) value *= 1000;
      }
      if (value > 0) found.push({ start, end, amount: { text: match[0].trim(), value } });
    }
  });
  const seen = new Set<string>();
  return found
    .sort((a, b) => a.start - b.start)
    .map((entry) => entry.amount)
    .filter((amount) => (seen.has(amount.text) ? false : (seen.add(amount.text), true)));
}

export function extractPercentages(text: string): string[] {
  const matches = text.matchAll(/\d+(?:[.,]\d+)?\s?(?:%|percent\b|por\s?ciento\b)/giu);
  return [...new Set([...matches].map((match) => match[0].trim()))];
}

/**
 * Writes a sum Lane worked out (half a bill, a 10% raise) the way the person writes money, so an
 * answer never mixes "$1,170" with "2.340 $".
 */
export function formatMoneyLike(value: number, sample: string | undefined): string {
  const rounded = value >= 100 ? Math.round(value) : Math.round(value * 100) / 100;
  const usesDotThousands = sample !== undefined && /\d\.\d{3}(?!\d)/.test(sample);
  // "2340 dólares" means the person doesn't group digits; "$800" says nothing, so group.
  const wroteThousands = sample === undefined || !/\d{4}/.test(sample);
  const [whole = '0', fraction] = rounded.toFixed(rounded % 1 === 0 ? 0 : 2).split('.');
  const grouped = wroteThousands
    ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, usesDotThousands ? '.' : ',')
    : whole;
  const number = fraction ? `${grouped}${usesDotThousands ? ',' : '.'}${fraction}` : grouped;
  if (sample === undefined || /^(?:US)?\$/.test(sample)) return `$${number}`;
  if (/d[oó]lares/i.test(sample)) return `${number} dólares`;
  if (/dollars?|bucks/i.test(sample)) return `${number} dollars`;
  if (/usd/i.test(sample)) return `${number} USD`;
  return `${number} $`;
}
