/**
 * The one character rule every email address Lane accepts must pass, on every path (checkout,
 * access, admin code, Stripe's webhook): printable text only. No control characters (NUL, ESC,
 * CR, LF…), no invisible format characters, no line or paragraph separators, and none of `<`,
 * `>` or `"`, which would let an address break out of a mail header or a log line.
 */
const UNSAFE_EMAIL_CHARACTER = /[\p{C}\p{Zl}\p{Zp}<>"]/u;

export function hasOnlySafeEmailCharacters(email: string): boolean {
  return !UNSAFE_EMAIL_CHARACTER.test(email);
}
