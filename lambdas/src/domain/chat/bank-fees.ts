/**
 * A bank's fees as the person lists them, one by one ("overdraft fee 36, 'extended overdraft' 25,
 * monthly maintenance 12 for aug and 12 for sept"; "cargo por sobregiro de 35 y mantenimiento de 12
 * en agosto y 12 en septiembre"): each fee with its kind and its figure as written, a fee said twice
 * counted twice, so the advice can name what to reverse and its sum.
 */

export type BankFeeKind = 'overdraft' | 'extended_overdraft' | 'nsf' | 'maintenance';

export interface BankFee {
  readonly kind: BankFeeKind;
  readonly text: string;
  readonly value: number;
}

/** Fee names, the longer first so "extended overdraft" is never read as an overdraft fee. */
const NAMES: readonly (readonly [BankFeeKind, string])[] = [
  [
    'extended_overdraft',
    String.raw`(?:extended|sustained|continuous|continuing|daily|prolonged)[\s-]+overdraft(?:\s+fees?)?|(?:cargos?\s+(?:por\s+)?)?sobregiro\s+(?:extendido|continuo|prolongado|diario)`,
  ],
  [
    'nsf',
    String.raw`nsf(?:\s+fees?)?|insufficient[\s-]funds?(?:\s+fees?)?|returned[\s-]items?(?:\s+fees?)?|(?:cargos?\s+(?:por|de)\s+)?fondos\s+insuficientes`,
  ],
  [
    'overdraft',
    String.raw`overdraft(?:\s+(?:fees?|charges?))?|od\s+fees?|(?:cargos?|comision(?:es)?|multas?)\s+(?:por|de)\s+sobregiro|sobregiro`,
  ],
  [
    'maintenance',
    String.raw`(?:monthly\s+)?maintenance(?:\s+(?:fees?|charges?))?|(?:monthly\s+)?(?:service|account)\s+(?:fees?|charges?)|monthly\s+fees?|(?:cargos?|cuotas?|comision(?:es)?)\s+(?:mensual(?:es)?\s+)?(?:de|por)\s+mantenimiento|mantenimiento(?:\s+mensual)?|cuotas?\s+mensual(?:es)?`,
  ],
];

const NAME = new RegExp(NAMES.map(([, source]) => `(${source})`).join('|'), 'gu');

/** A money figure: "36", "$25", "12.00", "1,035.50". Not a day ("aug 15"), a percent or a count of days. */
const FIGURE =
  /(?<![\p{L}\p{N}.,/-])\$?(\d{1,3}(?:,\d{3})*(?:\.\d{2})?|\d+(?:\.\d{2})?)(?![\p{N}%]|\.\d|\s*(?:days?|dias?|%|percent|por ciento|x\b|veces|times|months?|meses|de (?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)))/gu;

/** A month named just before a figure is a day, not a sum ("aug 15", "sept 5"). */
const MONTH_BEFORE =
  /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s*$|\b(?:el|del|day|dia)\s*$/u;

function figuresIn(segment: string): { text: string; value: number }[] {
  const found: { text: string; value: number }[] = [];
  for (const match of segment.matchAll(FIGURE)) {
    if (MONTH_BEFORE.test(segment.slice(0, match.index))) continue;
    const value = Number(match[1]!.replace(/,/gu, ''));
    if (!(value > 0) || value >= 1000) continue;
    found.push({ text: match[0].replace(/^\$/u, ''), value });
  }
  return found;
}

/**
 * The fees named with their figures, in the order told, from folded text (lowercase, accents
 * removed). A figure belongs to the name before it, up to the next name or the sentence's end;
 * a name with no figure after it takes one said just before it ("a 36 overdraft fee"). Fewer than
 * two fees named: undefined (one fee is already the case's own `fee` amount).
 */
export function bankFeesIn(folded: string): BankFee[] | undefined {
  const names = [...folded.matchAll(NAME)].map((match) => ({
    kind: NAMES[match.slice(1).findIndex((group) => group !== undefined)]![0],
    start: match.index,
    end: match.index + match[0].length,
  }));
  /** The figures after each name, up to the next name or the sentence's end. */
  const after = names.map((name, i) => {
    const rest = folded.slice(name.end, names[i + 1]?.start ?? folded.length);
    // The sentence's end, or a clause that leaves the fees ("got a letter", "and now").
    const stop =
      /[.!?;](?!\d)|\n|\b(?:got|received|recibi|and now|y ahora|they|ellos|if not|si no|by|before|antes)\b/u.exec(
        rest,
      );
    return figuresIn(stop ? rest.slice(0, stop.index) : rest);
  });
  /** A figure said just before a name ("a $34 overdraft fee"). */
  const before = names.map((name, i) => {
    const match = /(?:^|[\s(,:])\$?(\d{1,3}(?:\.\d{2})?)\s+(?:\p{L}+\s+)?$/u.exec(
      folded.slice(Math.max(names[i - 1]?.end ?? 0, name.start - 20), name.start),
    );
    const from = Math.max(names[i - 1]?.end ?? 0, name.start - 20) + (match?.index ?? 0);
    // "aug 15 overdraft fee": a day, not a fee.
    if (!match || MONTH_BEFORE.test(`${folded.slice(0, from)}${match[0].replace(/\$?\d[\s\S]*$/u, '')}`))
      return undefined;
    return { text: match[1]!, value: Number(match[1]) };
  });
  const fees: BankFee[] = [];
  for (const [i, name] of names.entries()) {
    const figures = [...after[i]!];
    // "a 34 overdraft fee and a 15 monthly fee": the 15 is the next fee's, said before its name.
    const nextBefore = before[i + 1];
    if (nextBefore && after[i + 1]!.length === 0 && figures.at(-1)?.text === nextBefore.text) figures.pop();
    if (figures.length > 0) {
      // "12 for aug and 12 for sept": the same fee charged twice, each its own figure.
      for (const figure of figures) fees.push({ kind: name.kind, ...figure });
    } else if (before[i]) fees.push({ kind: name.kind, ...before[i]! });
  }
  return fees.length >= 2 ? fees : undefined;
}

/** The fees' sum, as money with cents only when a fee has them ("85", "85.50"). */
export function bankFeesTotal(fees: readonly BankFee[]): string {
  const cents = Math.round(fees.reduce((sum, fee) => sum + fee.value * 100, 0));
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

const MONTH_DAY = String.raw`(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}\s+de\s+(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)|\d{1,2}/\d{1,2}(?:/\d{2,4})?)`;

/** A bank account closed before the fees: the day it was closed and the debit that came after, as written. */
export interface ClosedAccount {
  readonly on?: string;
  readonly debit?: { readonly text: string; readonly value: number };
}

/**
 * "closed my checking at my old bank aug 8 … aug 15 my old gym autopay 49.99 hit anyway": the day
 * the account was closed and the automatic payment (or other debit) the bank let through after it,
 * from folded text.
 */
export function closedAccountIn(folded: string): ClosedAccount | undefined {
  const closed = /\b(?:closed|cerre|cancele|cerrada|cancelada)\b/u.exec(folded);
  if (!closed) return undefined;
  const sentence = folded.slice(closed.index).split(/[.!?;\n](?!\d)/u)[0] ?? '';
  const before = folded.slice(Math.max(0, closed.index - 40), closed.index);
  const on =
    new RegExp(String.raw`^[^.!?]*?\b(${MONTH_DAY})`, 'u').exec(sentence)?.[1] ??
    new RegExp(String.raw`\b(${MONTH_DAY})\b[^.!?]{0,25}$`, 'u').exec(before)?.[1];
  const debitMatch =
    /\b(?:auto-?pay|autopago|automatic (?:payment|debit|withdrawal)|pago automatico|cargo automatico|domiciliacion|subscription|suscripcion|ach|debit|payment|pago)\b(?:\s+(?:of|de|for|por))?\s+\$?(\d{1,4}(?:\.\d{2})?)(?![\d%])/u.exec(
      folded,
    ) ??
    /(?<![\p{L}\p{N}.,-])\$?(\d{1,4}(?:\.\d{2})?)\s+(?:\p{L}+\s+)?(?:auto-?pay|automatic payment|pago automatico|ach debit|debit|payment)\b/u.exec(
      folded,
    );
  const debit = debitMatch ? { text: debitMatch[1]!, value: Number(debitMatch[1]) } : undefined;
  return on || debit ? { ...(on ? { on: on.trim() } : {}), ...(debit ? { debit } : {}) } : {};
}
