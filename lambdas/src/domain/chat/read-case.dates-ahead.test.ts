import type { ChatMessage } from '@lane/shared';
import { describe, expect, it } from 'vitest';
import { readConversation, reviewMonthIn, statementDayIn } from './read-case.js';
import { fold } from './text-patterns.js';

function read(today: string, ...turns: string[]) {
  const messages: ChatMessage[] = turns.map((content) => ({ role: 'user', content }));
  return readConversation(messages, today).case;
}

const GYM =
  'i cancelled my gym in march, i have their email confirming it mar 28, said last charge would be apr 1. they kept charging 39.99 on the 1st every month on my credit card anyway, may jun jul aug sep and now oct 1. just noticed. my card statement closes on the 15th. today is oct 3 what do i do';

describe("a card statement's closing day", () => {
  it.each([
    ['my card statement closes on the 15th', 15],
    ['statement closing date is the 15', 15],
    ['my billing cycle ends on the 15th', 15],
    ['my statement closes on the 15, they charged me', 15],
    ['mi estado de cuenta cierra el 15', 15],
    ['mi fecha de corte es el dia 15', 15],
    ['fecha de corte: 20', 20],
    ['mis estados de cuenta cierran el 12 de cada mes', 12],
    ['my statement closes on the 12th of every month', 12],
  ])('reads %s', (text, day) => {
    expect(statementDayIn(fold(text))).toBe(day);
  });

  it.each(['statement shows 15 days', 'my statement was 45.00', 'i got my statement on oct 15'])(
    'reads no day from %s',
    (text) => {
      expect(statementDayIn(fold(text))).toBeUndefined();
    },
  );

  it('is no court and no sum in Spanish ("fecha de corte es el 15")', () => {
    const kase = read(
      '2025-10-03',
      'cancele el gimnasio y me siguen cobrando 39.99 el dia 1 de cada mes en mi tarjeta de credito: mayo, junio, julio, agosto, septiembre y octubre. mi fecha de corte es el 15',
    );
    expect(kase.statementDay).toBe(15);
    expect(kase.flags.suitThreatened).toBeUndefined();
    expect(kase.amounts.map((amount) => amount.text)).toEqual(['39.99']);
  }, 30_000);
});

describe('a charge repeated in the months listed, its day said once', () => {
  it('gives each month its charge day (the 1st), and reads the statement day', () => {
    const kase = read('2025-10-03', GYM);
    expect(kase.statementDay).toBe(15);
    expect(kase.amounts[0]).toMatchObject({ text: '39.99', count: 6 });
    expect(kase.amounts[0]!.days).toEqual([
      '2025-05-01',
      '2025-06-01',
      '2025-07-01',
      '2025-08-01',
      '2025-09-01',
      '2025-10-01',
    ]);
  });

  it('in Spanish, "el dia 1 de cada mes", across the new year', () => {
    const kase = read(
      '2026-02-20',
      'me cobraron 20 cada mes en la tarjeta de credito desde que cancele: nov, dic, ene y feb, el dia 10',
    );
    expect(kase.amounts[0]!.days).toEqual(['2025-11-10', '2025-12-10', '2026-01-10', '2026-02-10']);
  });

  it('without a day of the month, no days are made up', () => {
    const kase = read(
      '2025-10-03',
      'cancelled my gym, they kept charging 39.99 on my credit card may jun jul aug',
    );
    expect(kase.amounts[0]?.days).toBeUndefined();
  });
});

describe('a step still to come is the coming day, never last year’s', () => {
  it.each([
    ['hospital bill of 2400, they say it goes to collections jan 15', '2027-01-15'],
    ['el hospital dice que la cuenta de 2400 la mandan a cobranza el 15 de enero', '2027-01-15'],
  ])('%s', (text, iso) => {
    expect(read('2026-11-22', text).dates.find((date) => date.role === 'notice')?.iso).toBe(iso);
  });

  it('a letter that came is still the past day', () => {
    expect(read('2026-11-22', 'my bill went to collections oct 2').dates[0]?.iso).toBe('2026-10-02');
  });
});

describe('how far the airline moved the flight', () => {
  it('8 am to 4 pm is 8 hours', () => {
    const kase = read(
      '2026-11-22',
      'compre 2 boletos ida y vuelta houston a guadalajara, 438 cada uno, con tarjeta de credito. la aerolinea cambio el vuelo de ida de las 8am a las 4pm y ya no nos servia. NO aceptamos el cambio y no viajamos',
    );
    expect(kase.changeHours).toBe(8);
  });

  it('"moved our flight 5 hours later" is 5', () => {
    const kase = read(
      '2026-11-22',
      'united changed our flight 5 hours later, we did not accept the change and did not fly. paid 620 on my credit card',
    );
    expect(kase.changeHours).toBe(5);
  });
});

describe('the month a later look was put off to', () => {
  it.each([
    ['no budget now, maybe in january', 1],
    ['me dijo que no hay presupuesto, que tal vez en enero', 1],
    ["we'll revisit it in march", 3],
    ['lo revisamos en abril', 4],
  ])('%s', (text, month) => {
    expect(reviewMonthIn(fold(text))).toBe(month);
  });

  it('no month, no review month', () => {
    expect(reviewMonthIn(fold('no budget now, maybe later'))).toBeUndefined();
  });
});
