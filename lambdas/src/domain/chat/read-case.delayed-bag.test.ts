import { describe, expect, it } from 'vitest';
import { readConversation } from './read-case.js';

const read = (...turns: string[]) =>
  readConversation(
    turns.map((content) => ({ role: 'user' as const, content })),
    '2026-11-22',
  ).case;

describe('a checked bag that came late is the delayed-bag world, never a booking fee', () => {
  it.each([
    'vole de miami a newark el 18 de julio, vuelo nacional, pague 40 por la maleta documentada. la maleta llego a mi casa 2 dias despues. hice el reporte. tuve que comprar ropa y cosas de baño, 186.40 con recibos',
    'pague 35 por la maleta. mi equipaje llego un dia despues y gaste 120 en ropa',
    'flew chicago to denver, paid a 35 bag fee. my suitcase showed up 30 hours late, filed a report. bought clothes for $92.15',
    'my luggage arrived the next day. the checked bag fee was $30 and i spent $64.50 on toiletries',
  ])('reads the bag fee and the expenses by their roles: %s', (text) => {
    const kase = read(text);
    expect(kase.flags.bagDelayed).toBe(true);
    expect(kase.flags.lostBag).toBe(true);
    expect(kase.area).toBeUndefined();
    const roles = kase.amounts.map((amount) => amount.role);
    expect(roles.filter((role) => role === 'fee')).toHaveLength(1);
    expect(roles.filter((role) => role === 'paid')).toHaveLength(1);
    expect(kase.amounts.find((amount) => amount.role === 'fee')?.value).toBeLessThan(41);
  });

  it('keeps the world when the airline answers with a voucher', () => {
    const kase = read(
      'pague 40 por la maleta documentada. la maleta llego 2 dias despues. gaste 186.40 en ropa',
      'la aerolinea me mando un voucher de 50 dolares y dice que eso es todo',
    );
    expect(kase.flags.bagDelayed).toBe(true);
    expect(kase.amounts.find((amount) => amount.role === 'fee')?.text).toBe('40');
  });

  it('a lost bag is not a delayed one', () => {
    const kase = read('the airline lost my bag on a flight to denver, paid a $35 bag fee');
    expect(kase.flags.lostBag).toBe(true);
    expect(kase.flags.bagDelayed).toBeUndefined();
  });
});
