import type { ChatMessage } from '@lane/shared';
import { describe, expect, it } from 'vitest';
import { readConversation } from './read-case.js';

function read(today: string, ...turns: string[]) {
  const messages: ChatMessage[] = turns.flatMap((content, index) =>
    index < turns.length - 1
      ? [
          { role: 'user' as const, content },
          { role: 'assistant' as const, content: 'Here is a plan.' },
        ]
      : [{ role: 'user' as const, content }],
  );
  return readConversation(messages, today).case;
}
const roles = (kase: ReturnType<typeof read>) =>
  Object.fromEntries(kase.amounts.map((amount) => [amount.text, amount.role]));

describe("a person's age is never a bill", () => {
  it.each([
    'Hello I am 71 and I switched my phone service to a new carrier; my bill is 96.40 a month',
    "I'm 71, and my phone bill is 96.40 a month now",
    'Hola, tengo 71 y mi factura del telefono es de 96.40 al mes',
  ])('"%s" has no 71', (text) => {
    const kase = read('2026-06-12', text);
    expect(kase.amounts.map((amount) => amount.text)).not.toContain('71');
    expect(kase.amounts.map((amount) => amount.text)).toContain('96.40');
  });
});

describe('tickets: the count, the price listed, the checkout total and the fees', () => {
  it('reads "2 tix … 89 each … 241.60 total … 63.60 in fees on 178 of tickets"', () => {
    const kase = read(
      '2026-03-05',
      'bought 2 tix for a show in philly in june on a resale site. listing page said 89 each, i clicked thru and only on the last screen it was 241.60 total: service fee 24.15 x2, facility charge 5.50 x2, order processing 4.30. thats 63.60 in fees on 178 of tickets. can i chargeback on my visa',
    );
    expect(kase.amounts.find((amount) => amount.text === '89')).toMatchObject({ role: 'unit', count: 2 });
    expect(roles(kase)).toMatchObject({ '241.60': 'billed', '178': 'quoted' });
    // The fee lines are parts of the 63.60, never the one fee asked back.
    expect(roles(kase)['24.15']).not.toBe('fee');
  });

  it('reads a Spanish rephrasing with no sum of the fees', () => {
    const kase = read(
      '2026-03-05',
      'compre 3 boletos para un concierto, la pagina decia 65 cada uno y al final me cobraron 241.50 con cargo de servicio 12.50 por boleto y otro de 6',
    );
    expect(kase.amounts.find((amount) => amount.text === '65')).toMatchObject({ role: 'unit', count: 3 });
    expect(roles(kase)['241.50']).toBe('billed');
  });

  it('keeps one named fee that is the whole gap', () => {
    const kase = read(
      '2026-03-05',
      'got 2 tickets listed at 120 each and checkout charged 275, a service fee of 35',
    );
    expect(roles(kase)).toMatchObject({ '275': 'billed', '35': 'fee' });
  });
});

describe('a job offer: differential, pay told, ask and the posted range', () => {
  it("reads the nurse offer by each figure's role", () => {
    const kase = read(
      '2026-05-19',
      'RN 6 yrs exp (med surg + 2 yrs tele), got an offer from a hospital in tacoma WA: 48.50/hr, 3 twelves a week, night diff 4.25. the job post said range 47.00 - 62.00. recruiter also asked what i make now on the phone and i told her (46.75) before thinking. i want to ask for 55 but idk if thats crazy',
    );
    expect(kase.subCase).toBe('salary_offer');
    expect(roles(kase)).toMatchObject({
      '48.50': 'offered',
      '4.25': 'unit',
      '46.75': 'current',
      '55': 'asked',
    });
    expect(kase.flags.salaryHistoryGiven).toBe(true);
  });

  it('reads a Spanish rephrasing', () => {
    const kase = read(
      '2026-05-19',
      'soy enfermera con 8 años de experiencia, me ofrecieron 41 la hora en un hospital de fresno, con diferencial nocturno de 3.50. la vacante decia rango de 39 a 55. la reclutadora me pregunto cuanto gano y le dije 38. quiero pedir 47',
    );
    expect(roles(kase)).toMatchObject({ '41': 'offered', '3.50': 'unit', '38': 'current', '47': 'asked' });
    expect(kase.flags.salaryHistoryGiven).toBe(true);
  });

  it('reads an offer named by its figure, a differential after it, and a union job', () => {
    const kase = read(
      '2026-05-19',
      'LPN, 4 years exp. offer 29/hr plus a weekend differential of 2.50/hr, posting said range 27 - 36. hr asked my current pay and i told them 27.50. i would like to ask for 33. its a union job',
    );
    expect(kase.subCase).toBe('salary_offer');
    expect(roles(kase)).toMatchObject({ '29': 'offered', '2.50': 'unit', '27.50': 'current', '33': 'asked' });
    expect(kase.flags.unionContract).toBe(true);
  });

  it('reads "max is 51 bc of internal equity … a union contract" in the reply as a ceiling under a union', () => {
    const kase = read(
      '2026-05-19',
      'got an offer from a hospital: 48.50/hr. i want to ask for 55',
      "she said max is 51 bc of 'internal equity' and they need an answer by friday. also she mentioned theres a union contract?",
    );
    expect(kase.flags.payCapped).toBe(true);
    expect(kase.flags.unionContract).toBe(true);
  });
});

describe('numbers in a card dispute and a hospital bill', () => {
  it('reads "mis estados de cuenta cierran el 12 de cada mes" as a day, not a charge', () => {
    const kase = read(
      '2026-09-22',
      'en mi tarjeta de credito aparecen cobros de 29.99 desde junio: 5 de junio, 5 de julio, 5 de agosto y 5 de septiembre. Eso no es mio. mis estados de cuenta cierran el 12 de cada mes.',
    );
    expect(kase.amounts.map((amount) => amount.text)).toEqual(['29.99']);
  });

  it.each([
    [
      "en mi tarjeta de credito aparecen cobros de 19.99 de 'VIDPLUS*APP' desde agosto: 3 de agosto, 3 de septiembre, 3 de octubre y 3 de noviembre. no es mio. mis estados de cuenta cierran el 20 de cada mes.",
      '19.99',
      ['2026-08-03', '2026-09-03', '2026-10-03', '2026-11-03'],
      20,
    ],
    [
      "my credit card shows charges of 14.99 from 'VIDSTREAM PRO' since august: aug 3, sep 3, oct 3 and nov 3. never signed up for it. statement closes on the 20th of every month",
      '14.99',
      ['2026-08-03', '2026-09-03', '2026-10-03', '2026-11-03'],
      20,
    ],
  ])(
    'reads a charge, its merchant in quotes and "since <month>:" before its days: %s',
    (text, sum, days, day) => {
      const kase = read('2026-11-22', text);
      expect(kase.amounts).toEqual([expect.objectContaining({ text: sum, count: 4, days })]);
      expect(kase.statementDay).toBe(day);
    },
  );

  it('reads a bill written in words and figures as one sum', () => {
    const kase = read(
      '2026-08-18',
      'no tenemos seguro. la factura del hospital es de dieciocho mil cuatrocientos treinta y dos con 10 centavos (18,432.10), la primera factura nos llego el 10 de marzo. somos 4 y ganamos como 52 mil al año',
    );
    expect(kase.amounts.find((amount) => amount.role === 'billed')?.text).toBe('18,432.10');
    expect(kase.amounts.map((amount) => amount.text)).not.toContain('1430');
  });
});

describe("an event's day is not the day the tickets were bought", () => {
  it.each([
    [
      'bought 2 tix for a show in philly in june, listed 89 each, charged 241.60',
      '2026-03-05',
      'june',
      '2026-06-01',
    ],
    [
      'compre 2 boletos para el concierto del 12 de diciembre, decia 80 cada uno y me cobraron 195',
      '2026-11-22',
      '12 de diciembre',
      '2026-12-12',
    ],
  ])('"%s"', (text, today, day, iso) => {
    const kase = read(today, text);
    expect(kase.dates.find((date) => date.text === day)).toMatchObject({ role: 'other', iso });
    expect(kase.dates.some((date) => date.role === 'service')).toBe(false);
  });

  it('keeps the day of purchase beside the event', () => {
    const kase = read('2026-11-22', 'I bought tickets on oct 3 for a game in january, 60 each, charged 150');
    expect(kase.dates.find((date) => date.text === 'oct 3')?.role).toBe('service');
    expect(kase.dates.find((date) => date.text === 'january')?.role).toBe('other');
  });
});
