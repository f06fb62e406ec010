import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@lane/shared';
import { readConversation } from '../chat/read-case.js';
import { owedFigure } from './owed.js';

const TODAY = '2026-11-24';

/** The person's messages, with an answer between them as the chat holds them. */
function owed(...turns: string[]) {
  const messages: ChatMessage[] = [];
  turns.forEach((content, index) => {
    if (index > 0) messages.push({ role: 'assistant', content: 'Here is your plan.' });
    messages.push({ role: 'user', content });
  });
  return owedFigure(readConversation(messages, TODAY).case, turns);
}

describe('the figure owed: a total is the sum of the charges listed, never one more', () => {
  it('400 on nov 20 and 400 on nov 21, 800 in all, is 800 with each day kept', () => {
    const figure = owed(
      'someone took out 800 from my checking at ATMs, 400 on nov 20 and 400 on nov 21, in a city i wasnt even in. my debit card was in my wallet',
    );
    expect(figure?.value).toBe(800);
    expect(figure?.parts.map((part) => [part.value, part.day])).toEqual([
      [400, '2026-11-20'],
      [400, '2026-11-21'],
    ]);
  });
  it('said another way: two withdrawals of 250, 500 in total', () => {
    expect(
      owed('two atm withdrawals i never made on my debit card, 250 on oct 3 and 250 on oct 4, 500 total')
        ?.value,
    ).toBe(500);
  });
  it('in Spanish, without a currency sign', () => {
    expect(
      owed(
        'me sacaron 600 de mi cuenta con mi tarjeta de débito sin mi permiso: 300 el 2 de octubre y 300 el 3 de octubre',
      )?.value,
    ).toBe(600);
  });
});

describe('an original balance and the balance now are one debt', () => {
  it('original 1,900, now 2,340 is 2,340, not 4,240', () => {
    const figure = owed(
      'got a letter from Midland Credit Management saying i owe 2,340 on an old synchrony card. I dont think its mine',
      'oh and the letter says the original balance was 1,900 but now its 2,340 with interest and fees',
    );
    expect(figure?.value).toBe(2340);
  });
  it('in Spanish: dicen que debo 1500, el saldo original era 1200', () => {
    expect(
      owed(
        'una agencia de cobranza me llama, dicen que debo 1500 de una tarjeta vieja. el saldo original era 1200 y no reconozco la deuda',
      )?.value,
    ).toBe(1500);
  });
});

describe('among several figures the main claim wins', () => {
  it('a 1,200 Zelle scam, not the 35 overdraft fee beside it (the fee is told as well)', () => {
    const figure = owed(
      'hola, me estafaron por zelle. me llamo alguien diciendo que era del banco (Wells Fargo), me dijo que me mandara 1200 a mi misma y no era mi cuenta. y encima me cobraron 35 de sobregiro por eso',
    );
    expect(figure?.value).toBe(1200);
    expect(figure?.also.map((part) => part.value)).toEqual([35]);
  });
  it('said another way, in English', () => {
    expect(
      owed(
        'a scammer pretending to be my bank got me to send 2,500 over zelle, and then the bank charged me a 30 overdraft fee. they say i authorized it',
      )?.value,
    ).toBe(2500);
  });
  it('a 412 refund kept as a travel credit, not the 35 bag fee mentioned beside it', () => {
    const figure = owed(
      'american airlines cancelled my flight on nov 2 and i did not take the new one. they put a 412 travel credit in my account instead of refunding my card',
      'also they lost my bag on another flight, i spent 96 on clothes and i paid 35 for the bag',
    );
    expect(figure?.value).toBe(412);
  });
  it('a fee disputed beside a ticket price is the fee, not the price', () => {
    expect(owed('Ticketmaster me cobró 40 de cargos en un boleto de 120')?.value).toBe(40);
  });
});

describe('a part already handed back comes off', () => {
  it('3 fees of 34, one refunded, 68 left', () => {
    const figure = owed(
      'chase charged me 3 overdraft fees of 34 each on nov 14. one of them was for a debit card purchase at target for 12.50 and I never opted in. thats 102 in fees',
      'update: they already refunded one of the check fees on nov 18, so its 68 left',
    );
    expect(figure?.value).toBe(68);
    expect(figure?.before).toBe(102);
  });
  it('in Spanish: "ya me devolvieron uno de los cargos" takes one off', () => {
    const figure = owed(
      'el banco me cobró 3 cargos por sobregiro de 25 cada uno el 10 de noviembre, 75 en total',
      'ya me devolvieron uno de los cargos',
    );
    expect(figure?.value).toBe(50);
  });
  it('said in the first message: what the person counts as left, and only that', () => {
    const left = owed(
      'chase charged me 3 overdraft fees of 34 each on nov 14, thats 102 in fees. they already refunded one of them on nov 18, so its 68 left',
    );
    expect(left?.value).toBe(68);
    expect(left?.before).toBe(102);
    // A refund told in the story without what is left: the charges listed stand.
    expect(
      owed('they charged me 3 fees of 34 each, 102 in fees, and refunded 34 of another fee last year')?.value,
    ).toBe(102);
  });
});

describe('a deposit', () => {
  it('none of it returned yet: the whole deposit, not only the part they say they will keep', () => {
    expect(
      owed(
        'Me mudé el 30 de septiembre en Chicago. El dueño no me ha devuelto el depósito de 1,800 y dice que se va a quedar 600 por pintar',
      )?.value,
    ).toBe(1800);
  });
  it('said another way, in English', () => {
    expect(
      owed(
        "I moved out on oct 1. my landlord hasn't returned my 2,000 deposit and says he will keep 500 for cleaning",
      )?.value,
    ).toBe(2000);
  });
  it('part of it returned: what was kept', () => {
    expect(
      owed(
        'my landlord returned 1,100 of my 1,500 deposit and kept the rest for carpet cleaning. I moved out sep 30',
      )?.value,
    ).toBe(400);
  });
});
