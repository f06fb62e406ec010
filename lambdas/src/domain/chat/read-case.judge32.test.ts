import { beforeAll, describe, expect, it } from 'vitest';
import { readConversation } from './read-case.js';

/** The Case read from one message, on a day in 2026. */
const read = (text: string) => readConversation([{ role: 'user', content: text }], '2026-10-30').case;
// The reader's patterns compile on first use: once, before the timed tests, on a shared machine.
beforeAll(() => void read('warm up'), 60_000);

const roleOf = (text: string, figure: string) =>
  read(text).amounts.find((amount) => amount.text === figure)?.role;

describe('a raise asked at the current job', () => {
  it('reads "2 yrs making 19.25/hr" as the pay now and new hires\' pay as the market, so it is a raise', () => {
    const text =
      'ive been a shift lead at a warehouse for 2 yrs making 19.25/hr. they just started hiring pickers at 20.50 and i train them. got a 1 on 1 with my manager and i want to ask for 22';
    const kase = read(text);
    expect(kase.subCase).toBe('salary_raise');
    expect(roleOf(text, '19.25')).toBe('current');
    expect(roleOf(text, '20.50')).toBe('market');
    expect(roleOf(text, '22')).toBe('asked');
  });

  it('reads "my store manager" as the person\'s own job, never a shop they own', () => {
    const kase = read(
      'been a cashier lead at a grocery store 3 yrs making 16.40/hr. they are hiring new cashiers at 17 now. meeting with my store manager friday, i want to ask for 18.50',
    );
    expect(kase.area).toBe('salary');
    expect(kase.subCase).toBe('salary_raise');
    expect(kase.confidence).toBe('sure');
  });

  it('reads the same in Spanish', () => {
    const text =
      'llevo 3 años ganando 17.50 la hora en la bodega y ahora contratan ayudantes a 18.25. quiero pedir 20 a mi supervisor';
    expect(roleOf(text, '17.50')).toBe('current');
    expect(roleOf(text, '18.25')).toBe('market');
    expect(read(text).subCase).toBe('salary_raise');
  });
});

describe('a return the card never credited', () => {
  it('is a billing error to dispute, not interest to waive', () => {
    for (const text of [
      'bought a tv sep 1 for 649.99 on my credit card, returned it sep 6. my sep 18 statement showed the tv and no refund, the oct 18 statement still no refund. the card charged me 18.37 interest',
      'devolvi la aspiradora el 2 de septiembre, pague con tarjeta de credito, y el estado de cuenta todavia sin reembolso y ahora me cobran intereses',
    ])
      expect(read(text).subCase).toBe('card_billing_error');
  });

  it("keeps a store's refund policy out of it", () => {
    expect(read('the card charged me a 39 late fee, no refund policy on fees they said').subCase).not.toBe(
      'card_billing_error',
    );
  });
});
