import { describe, expect, it } from 'vitest';
import { bankFeesIn, bankFeesTotal, closedAccountIn } from './bank-fees.js';

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

describe('bankFeesIn', () => {
  it('reads each fee with its kind, a fee said twice counted twice', () => {
    const fees = bankFeesIn(
      fold(
        "aug 15 my old gym autopay 49.99 hit anyway and the bank PAID it and now says the account is -134.99: overdraft fee 36, 'extended overdraft' 25, monthly maintenance 12 for aug and 12 for sept. got a letter saying they report me by oct 20. i never opted into overdraft!!",
      ),
    );
    expect(fees?.map((fee) => [fee.kind, fee.text])).toEqual([
      ['overdraft', '36'],
      ['extended_overdraft', '25'],
      ['maintenance', '12'],
      ['maintenance', '12'],
    ]);
    expect(bankFeesTotal(fees!)).toBe('85');
  });

  it('reads a figure said before the fee and Spanish names', () => {
    const fees = bankFeesIn(
      fold(
        'cerré mi cuenta el 3 de marzo y despues me cobraron un cargo por sobregiro de $35, sobregiro extendido de 20 y mantenimiento de 10.50',
      ),
    );
    expect(fees?.map((fee) => [fee.kind, fee.text])).toEqual([
      ['overdraft', '35'],
      ['extended_overdraft', '20'],
      ['maintenance', '10.50'],
    ]);
    expect(bankFeesTotal(fees!)).toBe('65.50');
    const before = bankFeesIn(
      fold('they hit me with a $34 overdraft fee and a 15 monthly fee after i closed it'),
    );
    expect(before?.map((fee) => fee.text)).toEqual(['34', '15']);
  });

  it('leaves a single fee, and days, alone', () => {
    expect(bankFeesIn(fold('a 35 overdraft fee on may 3'))).toBeUndefined();
    expect(bankFeesIn(fold('overdraft fee on aug 15 and maintenance on sept 1'))).toBeUndefined();
  });
});

describe('bankFeesIn, days before a name', () => {
  it('does not take a day for a fee', () => {
    expect(
      bankFeesIn(fold('on aug 15 overdraft fee 36 and on sept 1 maintenance fee 12'))?.map((fee) => fee.text),
    ).toEqual(['36', '12']);
  });
});

describe('closedAccountIn', () => {
  it('reads the closing day and the debit that came after', () => {
    expect(
      closedAccountIn(
        fold(
          'nurse in grand rapids MI. closed my checking at my old bank aug 8 in the branch, took the last 212.40 out in cash, banker said its closed. aug 15 my old gym autopay 49.99 hit anyway',
        ),
      ),
    ).toEqual({ on: 'aug 8', debit: { text: '49.99', value: 49.99 } });
    expect(
      closedAccountIn(
        fold(
          'El 3 de marzo cerré mi cuenta. Luego pasó un pago automático de 65 del seguro y me cobraron sobregiro',
        ),
      ),
    ).toEqual({ on: '3 de marzo', debit: { text: '65', value: 65 } });
  });
});
