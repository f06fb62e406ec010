import * as z from 'zod/mini';
import { hasOnlySafeEmailCharacters } from './email-rule.js';
import { lazySchema } from './lazy-schema.js';

/** Longest address SMTP can carry (RFC 5321); anything longer is not an email. */
export const MAX_EMAIL_LENGTH = 254;

/** Emails are matched lowercased and trimmed. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The checkout prompt: non-space text, @, text, dot, text. */
const CHECKOUT_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidCheckoutEmail(email: string): boolean {
  const trimmed = email.trim();
  return (
    trimmed.length <= MAX_EMAIL_LENGTH &&
    CHECKOUT_EMAIL_PATTERN.test(trimmed) &&
    hasOnlySafeEmailCharacters(trimmed)
  );
}

/** The access form: non-empty after trimming and containing @. */
export function isValidAccessEmail(email: string): boolean {
  const trimmed = email.trim();
  return (
    trimmed.length > 0 &&
    trimmed.length <= MAX_EMAIL_LENGTH &&
    trimmed.includes('@') &&
    hasOnlySafeEmailCharacters(trimmed)
  );
}

/** What the API accepts where an email starts a purchase: the checkout rule, then normalised. */
export const checkoutEmailSchema = /* @__PURE__ */ lazySchema(() =>
  z.pipe(
    z.string().check(z.refine(isValidCheckoutEmail, { error: 'invalid_email' })),
    z.transform(normalizeEmail),
  ),
);

/** What the API accepts where an email looks up a pass: the access rule, then normalised. */
export const accessEmailSchema = /* @__PURE__ */ lazySchema(() =>
  z.pipe(
    z.string().check(z.refine(isValidAccessEmail, { error: 'invalid_email' })),
    z.transform(normalizeEmail),
  ),
);
