import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasOnlySafeEmailCharacters } from './email-rule.js';
import { isValidAccessEmail, isValidCheckoutEmail } from './email.js';

const unsafe = fc.constantFrom(
  '\r',
  '\n',
  '\r\n',
  '\0',
  '\x1b',
  '\x7f',
  '\u0085',
  '\u200b',
  '\u202e',
  '\u2028',
  '\u2029',
  '\ufeff',
  '<',
  '>',
  '"',
);

describe('the email character rule (issue 14.7)', () => {
  it.each([
    'ana@example.com\r\nBcc: victim@example.org',
    'ana\u0000@example.com',
    'ana\u001b[31m@example.com',
    '"Ana" <ana@example.com>',
    'ana@exam\u202eple.com',
  ])('refuses %j on every path', (email) => {
    expect(hasOnlySafeEmailCharacters(email)).toBe(false);
    expect(isValidCheckoutEmail(email)).toBe(false);
    expect(isValidAccessEmail(email)).toBe(false);
  });

  it('refuses any address with a control, format or separator character or <>" anywhere in it', () => {
    fc.assert(
      fc.property(fc.emailAddress(), unsafe, fc.nat(), (email, bad, at) => {
        const position = at % (email.length + 1);
        const tainted = `${email.slice(0, position)}${bad}${email.slice(position)}`;
        // Whitespace at either end is trimmed away before the rule (the address is stored trimmed).
        if (tainted.trim() === email) return;
        expect(isValidCheckoutEmail(tainted)).toBe(false);
        expect(isValidAccessEmail(tainted)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('still accepts ordinary and international addresses', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        expect(isValidCheckoutEmail(email)).toBe(email.length <= 254);
        expect(isValidAccessEmail(email)).toBe(email.length <= 254);
      }),
      { numRuns: 300 },
    );
    expect(isValidCheckoutEmail('josé.núñez@correo.es')).toBe(true);
    expect(isValidAccessEmail('ana lopez@example.com')).toBe(true);
  });
});
