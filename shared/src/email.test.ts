import { describe, expect, it } from 'vitest';
import {
  accessEmailSchema,
  checkoutEmailSchema,
  isValidAccessEmail,
  isValidCheckoutEmail,
  normalizeEmail,
} from './email.js';

describe('normalizeEmail', () => {
  it('trims and lowercases, so any case and spacing find the same pass', () => {
    expect(normalizeEmail('  Ana.Lopez@Example.COM \n')).toBe('ana.lopez@example.com');
  });
});

describe('checkout email (non-space text, @, text, dot, text)', () => {
  it.each(['a@b.co', 'ana.lopez@example.com', ' ana@example.com ', 'x+tag@mail.example.org'])(
    'accepts %j',
    (email) => expect(isValidCheckoutEmail(email)).toBe(true),
  );
  it.each([
    '',
    '   ',
    'ana',
    'ana@',
    '@example.com',
    'ana@example',
    'ana lopez@example.com',
    'ana@exa mple.com',
    'a@b.',
    `${'a'.repeat(250)}@b.co`,
  ])('rejects %j', (email) => expect(isValidCheckoutEmail(email)).toBe(false));
  it('hands the API the normalised address', () => {
    expect(checkoutEmailSchema.parse(' Ana@Example.com ')).toBe('ana@example.com');
    expect(checkoutEmailSchema.safeParse('nope').success).toBe(false);
  });
});

describe('access email (non-empty after trimming and containing @)', () => {
  it.each(['a@b', 'ana@example.com', '  ANA@EXAMPLE.COM  '])('accepts %j', (email) =>
    expect(isValidAccessEmail(email)).toBe(true),
  );
  it.each(['', '    ', 'ana.example.com'])('rejects %j', (email) =>
    expect(isValidAccessEmail(email)).toBe(false),
  );
  it('hands the API the normalised address', () => {
    expect(accessEmailSchema.parse('  ANA@EXAMPLE.COM ')).toBe('ana@example.com');
  });
});
