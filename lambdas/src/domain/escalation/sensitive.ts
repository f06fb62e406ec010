/**
 * What never goes into a complaint Lane writes, whatever the person typed: card and account numbers
 * (any run of 8 or more digits, or digits grouped like a card number), Social Security numbers, dates
 * of birth, email addresses and phone numbers. A regulator's form asks for these in their own fields,
 * if at all; a narrative that may be published or forwarded must not carry them.
 */

/** What stands where something was taken out: plainly a mask, never a blank to fill in. */
export const MASK = '•••';

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
/** 123-45-6789, 123 45 6789. */
const SSN = /(?<!\d)\d{3}[- ]\d{2}[- ]\d{4}(?!\d)/g;
/** A date of birth named as one, in either language, with the date that follows. */
const BIRTH_DATE =
  /\b(?:dob|d\.o\.b\.?|date of birth|birth ?date|born(?: on)?|fecha de nacimiento|f\.? ?de nac\.?|nac[ií](?:d[oa])?(?: el)?)\s*[:-]?\s*(?:\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|\d{4}-\d{2}-\d{2}|(?:\d{1,2}\s+(?:de\s+)?)?\p{L}{3,10}\.?\s+(?:\d{1,2},?\s+)?(?:de\s+)?\d{4})/giu;
/** A phone number: (555) 123-4567, 555.123.4567, +1 555 123 4567. */
const PHONE = /(?<![\d$])(?:\+?1[\s.-]?)?(?:\(\d{3}\)\s?|\d{3}[\s.-])\d{3}[\s.-]\d{4}(?!\d)/g;
/** Digits grouped like a card number: 4-4-4-4 (up to 7 in the last group) or 4-6-5. */
const GROUPED_CARD = /(?<!\d)(?:\d{4}([ -])\d{4}\1\d{4}\1\d{1,7}|\d{4}[ -]\d{6}[ -]\d{5})(?!\d)/g;
/** Any run of 8 or more digits (an account, a card, a routing number), spaces or dashes between them or not. */
const LONG_DIGITS = /(?<![\d.,])\d(?:[ -]?\d){7,}(?![\d.,]\d)/g;
/** A calendar day written YYYY-MM-DD is a date, not an account number. */
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Letters joined to the digits ("APL-", "RO"), never words that name an account or a card. */
const REFERENCE_PREFIX = /(?:^|[^\p{L}])(\p{L}{2,8})-?$/u;
const ACCOUNT_WORD =
  /^(?:acct|account|acc|card|tarjeta|cuenta|cta|routing|iban|ssn|tel|phone|cel|fax|no|num|nro|n[uú]mero|number|visa|mastercard|amex|discover|debit|credit|checking|savings|ahorros|cheques|d[eé]bito|cr[eé]dito)$/iu;
function isReference(before: string): boolean {
  const prefix = REFERENCE_PREFIX.exec(before)?.[1];
  return prefix !== undefined && /\p{Lu}/u.test(prefix) && !ACCOUNT_WORD.test(prefix);
}

/** The spans (start, end) in `text` that hold sensitive data. */
export function sensitiveSpans(text: string): Array<readonly [number, number]> {
  const spans: Array<readonly [number, number]> = [];
  for (const pattern of [EMAIL, SSN, BIRTH_DATE, GROUPED_CARD, PHONE, LONG_DIGITS]) {
    for (const match of text.matchAll(pattern)) {
      if (pattern === LONG_DIGITS && ISO_DAY.test(match[0])) continue;
      // A claim, appeal or complaint reference ("APL-20261105", "ref DSP-2026-44821") names the case,
      // not the person: letters joined to the digits make it a reference, unless they name an account
      // or a card ("acct-12345678").
      if (pattern === LONG_DIGITS && isReference(text.slice(Math.max(0, match.index - 12), match.index)))
        continue;
      spans.push([match.index, match.index + match[0].length]);
    }
  }
  return spans;
}

/** `text` with every sensitive span masked. */
export function withoutSensitiveData(text: string): string {
  const spans = sensitiveSpans(text).sort((a, b) => a[0] - b[0]);
  let out = '';
  let at = 0;
  for (const [start, end] of spans) {
    if (end <= at) continue;
    out += text.slice(at, Math.max(at, start)) + (start >= at ? MASK : '');
    at = end;
  }
  return out + text.slice(at);
}

/** Whether `needle` occurs in `text` only inside sensitive spans (a "figure" read out of a card number). */
export function onlyInsideSensitive(text: string, needle: string): boolean {
  const spans = sensitiveSpans(text);
  let from = 0;
  let found = false;
  for (;;) {
    const at = text.indexOf(needle, from);
    if (at < 0) return found;
    found = true;
    const end = at + needle.length;
    if (!spans.some(([start, stop]) => start <= at && end <= stop)) return false;
    from = at + 1;
  }
}
