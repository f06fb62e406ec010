import type { ChatMessage } from '@lane/shared';
import { describe, expect, it } from 'vitest';
import { readConversation } from './read-case.js';

function read(...turns: string[]) {
  const messages: ChatMessage[] = turns.flatMap((content, index) =>
    index < turns.length - 1
      ? [
          { role: 'user' as const, content },
          { role: 'assistant' as const, content: 'Here is a plan.' },
        ]
      : [{ role: 'user' as const, content }],
  );
  return readConversation(messages, '2026-11-22').case;
}

const roles = (kase: ReturnType<typeof read>) =>
  kase.amounts.map((amount) => [amount.text, amount.role, amount.per ?? null]);

describe(
  'an invoice for goods counted and priced each, with a surcharge beside them',
  { timeout: 30_000 },
  () => {
    it('reads the count billed, the unit price, the surcharge, the invoice day and its due day', () => {
      const kase = read(
        "el proveedor de queso me facturo el 16 de noviembre 48 cajas a 42.50 mas un 'recargo de combustible' de 35, total 2,075. pero solo llegaron 40 cajas. pago a 15 dias",
      );
      expect(kase.subCase).toBe('vendor_short_delivery');
      expect(roles(kase)).toEqual([
        ['42.50', 'unit', 'item'],
        ['35', 'fee', null],
        ['2,075', 'billed', null],
      ]);
      expect(kase.counts?.map((count) => [count.text, count.role])).toEqual([
        ['48', 'billed'],
        ['40', 'received'],
      ]);
      expect(kase.dates.map((date) => [date.role, date.iso])).toEqual([
        ['bill', '2026-11-16'],
        ['due', '2026-12-01'],
      ]);
    });

    it('reads English, "each" and a surcharge named after its figure', () => {
      const kase = read(
        'our flour supplier invoiced me on nov 10 for 30 bags at $28 each plus a $20 delivery surcharge, total $860. only 26 bags arrived. net 30',
      );
      expect(roles(kase)).toEqual([
        ['$28', 'unit', 'ticket'],
        ['$20', 'fee', null],
        ['$860', 'billed', null],
      ]);
      expect(kase.counts?.map((count) => count.role)).toEqual(['billed', 'received']);
      expect(kase.dates.find((date) => date.role === 'due')?.iso).toBe('2026-12-10');
    });

    it('keeps a price "cada una" apart from the surcharge joined after it, and counts net days "from" a day', () => {
      const tortillas = read(
        'el distribuidor me facturo el 5 de noviembre 60 cajas de tortillas a 18 cada una mas un recargo de diesel de 25, total 1105. pero solo recibi 52 cajas',
      );
      expect(roles(tortillas)[0]).toEqual(['18', 'unit', 'ticket']);
      expect(roles(tortillas)[1]).toEqual(['25', 'fee', null]);
      const produce = read(
        'our produce vendor billed 20 cases at 31.00 but only 17 came. invoice 620, net 15 from nov 12',
      );
      expect(roles(produce)[0]).toEqual(['31.00', 'unit', 'item']);
      expect(produce.dates.find((date) => date.role === 'due')?.iso).toBe('2026-11-27');
    });
  },
);

describe('a collector’s threats and calls, read in the person’s words', () => {
  it('reads "me quitan el sueldo" and "take my paycheck" as a threat to wages', () => {
    expect(
      read('me dijeron que si no pago hoy me quitan el sueldo esta misma semana, es una agencia de cobros')
        .flags.garnishThreat,
    ).toBe(true);
    expect(
      read("a debt collector says they'll take my paycheck by friday if i don't pay").flags.garnishThreat,
    ).toBe(true);
  });

  it('reads calls "hasta al trabajo" and "even at work" as calls at work', () => {
    expect(read('una agencia de cobros me llama 3 veces al dia y hasta al trabajo').flags.callsAtWork).toBe(
      true,
    );
    expect(read('a debt collector calls me 4 times a day and even at work').flags.callsAtWork).toBe(true);
  });

  it('a year the person has lived somewhere since dates no debt', () => {
    const kase = read(
      'una agencia de cobros dice que debo 1,876.42 de luz de un apartamento del 2023. vivo en henderson desde 2019. esa deuda no es mia',
    );
    expect(kase.flags.oldDebt).toBeUndefined();
    expect(
      read('a collector wants 900 for a phone bill from 2015, i have lived in reno since 2019').flags.oldDebt,
    ).toBe(true);
  });

  it('reads "me reportan al buro" and "report to credit" as a threat to report', () => {
    expect(
      read('la agencia de cobros dice que si no pago me reportan al buro').flags.creditReportThreat,
    ).toBe(true);
    expect(
      read('the collection agency say pay or they report to credit next month').flags.creditReportThreat,
    ).toBe(true);
  });
});

describe('a person who says their English is poor', () => {
  it('is answered in Spanish even on a turn written in English', () => {
    const kase = read(
      'hola sorry my english no good. cancele el internet y devolvi el modem, me llega carta de cobranza por 219.99',
      'the internet company say they have no record of the modem and the agency say pay or they report to credit',
    );
    expect(kase.writtenIn).toBe('es');
  });

  it('an English speaker who never wrote Spanish stays in English', () => {
    expect(
      read('sorry my english is not good, a collector wants 300 for a phone bill i paid').writtenIn,
    ).toBe('en');
  });
});

describe('a fear for one’s credit said in Spanish', () => {
  it('reads "no quiero que afecte mi credito" as the credit report at stake', () => {
    expect(
      read('me llego carta de una agencia de cobros por 219.99. no quiero que afecte mi credito').flags
        .creditReportThreat,
    ).toBe(true);
  });
});
