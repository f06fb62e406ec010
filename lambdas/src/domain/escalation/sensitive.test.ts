import { describe, expect, it } from 'vitest';
import { MASK, onlyInsideSensitive, withoutSensitiveData } from './sensitive.js';

describe('withoutSensitiveData', () => {
  it.each([
    ['a card number in groups', 'my card is 4111 1111 1111 1111 ok', '4111'],
    ['a card number with dashes', 'card 5500-0000-0000-0004', '5500'],
    ['an Amex number', 'amex 3782 822463 10005', '822463'],
    ['an account number', 'cuenta 004512349876 de ahorros', '004512349876'],
    ['a routing number', 'routing 021000021', '021000021'],
    ['a Social Security number', 'ssn is 123-45-6789', '6789'],
    ['an email address', 'write to ana.lopez+bank@gmail.com please', 'gmail'],
    ['a phone number', 'call me at (312) 555-0147 tomorrow', '555-0147'],
    ['a phone number with a country code', 'my cell +1 312.555.0147', '0147'],
    ['a date of birth', 'asked for my date of birth 04/12/1985', '1985'],
    ['a date of birth in Spanish', 'mi fecha de nacimiento: 3 de mayo de 1980', '1980'],
    ['a date of birth written out', 'DOB: May 3, 1980', '1980'],
  ])('masks %s', (_what, text, secret) => {
    const out = withoutSensitiveData(text);
    expect(out).not.toContain(secret);
    expect(out).toContain(MASK);
  });

  it('keeps what a complaint needs: money, dates, a short reference, the last four digits', () => {
    const text =
      'On November 3, 2026, a charge of $312.40 (card ending 1111) appeared; Dana, reference 48213, promised $1,250.00 back by 2026-11-27.';
    expect(withoutSensitiveData(text)).toBe(text);
  });

  it('tells a figure read out of a card number from one the person wrote as money', () => {
    const text = 'charge of $312.40 on card 4111 1111 1111 1111';
    expect(onlyInsideSensitive(text, '4111')).toBe(true);
    expect(onlyInsideSensitive(text, '$312.40')).toBe(false);
  });
});

describe('a claim, appeal or complaint reference is not sensitive', () => {
  it('keeps "APL-20261105" and "APL-2026-88213", masks an account number beside them', () => {
    expect(withoutSensitiveData('Appeal APL-20261105, reference APL-2026-88213, account 000123456789')).toBe(
      'Appeal APL-20261105, reference APL-2026-88213, account •••',
    );
  });
  it('in Spanish, and a number written after "acct-" or "cuenta-" is still masked', () => {
    expect(
      withoutSensitiveData(
        'Mi apelación es RCL-4417229088; mi cuenta-4417229088, acct-12345678 y Visa-4111111111111111',
      ),
    ).toBe('Mi apelación es RCL-4417229088; mi cuenta-•••, acct-••• y Visa-•••');
  });
});
