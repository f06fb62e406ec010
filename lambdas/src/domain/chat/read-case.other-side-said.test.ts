import type { ChatMessage } from '@lane/shared';
import { describe, expect, it, vi } from 'vitest';
import { readConversation } from './read-case.js';

// Whole conversations read on a shared machine: more than the default 5 seconds each.
vi.setConfig({ testTimeout: 60_000 });

/** The person's turns, with Lane's answers between them, as the browser sends them back. */
function read(today: string, ...turns: string[]) {
  const messages: ChatMessage[] = turns.flatMap((content, index) =>
    index < turns.length - 1
      ? [
          { role: 'user' as const, content },
          { role: 'assistant' as const, content: 'Here is a plan.' },
        ]
      : [{ role: 'user' as const, content }],
  );
  return readConversation(messages, today);
}

const SHOP_ES =
  'el taller me dio un presupuesto por escrito de 450 y ahora me cobran 1,100 sin avisarme, y no me entregan la camioneta';

describe('what the other side said, read for what it is', () => {
  it('a storage charge a day is never a sum offered, and "35 diarios de almacenaje" is its rate', () => {
    const reading = read('2026-11-22', SHOP_ES, 'si no pago hoy me cobran 35 diarios de almacenaje');
    expect(reading.latestAmounts.some((amount) => amount.value === 35)).toBe(false);
    expect(reading.case.storagePerDay).toEqual({ text: '35', value: 35 });
  });

  it('"el trabajo extra era necesario" and "the extra work was needed" are the shop\'s claim', () => {
    expect(
      read('2026-11-22', SHOP_ES, "dice que el 'trabajo extra era necesario'").case.flags.neededClaimed,
    ).toBe(true);
    expect(
      read(
        '2026-11-22',
        'shop quoted 500 in writing, bill is 1,200 now',
        'owner says the extra work was needed',
      ).case.flags.neededClaimed,
    ).toBe(true);
  });

  it('"ya pasaron el plazo de 60 días" is a window gone, never a hold given', () => {
    const reading = read(
      '2026-11-22',
      'en mi tarjeta de credito hay cobros de 9.99 que yo no hice, el 10 de agosto, 10 de septiembre, 10 de octubre y 10 de noviembre',
      'el banco me dijo que solo me devuelven 19.98 de los ultimos dos, que los otros ya pasaron el plazo de 60 dias',
    );
    expect(reading.hold).toBeUndefined();
    expect(reading.followUp).toBe('counter_offer');
  });

  it('a bank that names ChexSystems or Early Warning threatens a checking account report', () => {
    const reading = read(
      '2026-11-22',
      'bank charged me overdraft fee 34 and 2 monthly fees of 15 after a 80 subscription payment went thru, balance is -144',
      'they waived the 34, says i still owe 110 by dec 30 or it goes to early warning services',
    );
    expect(reading.case.flags.checkingReportThreat).toBe(true);
    // Part given, a sum still owed: a partial answer, never "agreed".
    expect(reading.followUp).toBe('counter_offer');
  });

  it('credits promised by the month and missed are read with the offer, and how it was pressed', () => {
    const reading = read(
      '2026-06-12',
      'they promised 800 dollars for trading in my old phone, as credits of 33.33 every month for 24 months. I have had 5 bills now and NOT ONE credit.',
      "he can give me a one time credit of 100 dollars 'as a courtesy' and the promotion is closed now. He wants me to accept today.",
    );
    expect(reading.promisedCredits).toMatchObject({ missed: 5, missedValue: 166.65 });
    expect(reading.acceptToday).toBe(true);
    expect(reading.promoClosed).toBe(true);
  });
});
