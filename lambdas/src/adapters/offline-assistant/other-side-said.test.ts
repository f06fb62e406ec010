import type { ChatMessage, ChatResponse } from '@lane/shared';
import { describe, expect, it, vi } from 'vitest';
import { reviewAnswer } from '../../domain/chat/answer-chat.js';
import { OfflineAssistant } from './offline-assistant.js';
import { tuteoMarkers } from '../../../test/spanish.js';

// Whole conversations read on a shared machine: more than the default 5 seconds each.
vi.setConfig({ testTimeout: 60_000 });

/**
 * What the other side said in a follow-up, answered for what it is: a partial no is never an offer to
 * accept, a charge a day they threaten is never money off, a courtesy credit below what is owed is
 * declined, a partial refund names what is left and the threat that came with it.
 */
const assistant = new OfflineAssistant();

async function conversation(lang: 'en' | 'es', today: string, ...turns: string[]): Promise<ChatResponse[]> {
  const messages: ChatMessage[] = [];
  const answers: ChatResponse[] = [];
  for (const turn of turns) {
    messages.push({ role: 'user', content: turn });
    const answer = reviewAnswer(
      await assistant.produce({ messages: [...messages], lang, today }),
      today,
    ).answer;
    answers.push(answer);
    messages.push({ role: 'assistant', content: answer.response });
  }
  return answers;
}

const last = async (lang: 'en' | 'es', today: string, ...turns: string[]) =>
  (await conversation(lang, today, ...turns)).at(-1)!.response;

describe('charges never made on a credit card, the issuer taking back only some', () => {
  it('j31-09: "solo pueden disputar los 2 últimos (59.98)… pasaron los 60 días" is a partial no: all four, 119.96', async () => {
    const said = await last(
      'es',
      '2026-09-22',
      "buenas, en mi tarjeta de credito aparecen cobros de 29.99 de 'STRMPLUS*DIGITAL' desde junio: 5 de junio, 5 de julio, 5 de agosto y 5 de septiembre. Eso no es mio, yo no tengo esa cuenta ni nadie en mi casa. mis estados de cuenta cierran el 12 de cada mes. vivo en aurora colorado. como hago para que me devuelvan todo?",
      'llame al banco y me dicen que solo pueden disputar los 2 ultimos (59.98) porque los de junio y julio ya pasaron los 60 dias',
    );
    expect(said).toContain('4 × 29.99 = $119.96');
    expect(said).toContain('no pone un plazo de 60 días');
    expect(said).toContain('$50');
    expect(said).not.toMatch(/Acepto su oferta|Acéptelo|eso me funciona|Una buena oferta/u);
    expect(tuteoMarkers(said)).toEqual([]);
  });

  it('in English, other figures, no currency sign: 4 × 14.99, the rest still asked for', async () => {
    const said = await last(
      'en',
      '2026-11-22',
      'theres charges of 14.99 on my credit card from WEBFLIX on august 3, september 3, october 3 and november 3. i never signed up for that, nobody in my house did. how do i get it all back',
      'called the card company, they said they can only credit the last 2 (29.98) bc the older ones are past 60 days',
    );
    expect(said).toContain('4 × 14.99 = $59.96');
    expect(said).toContain('it sets no 60-day limit');
    expect(said).not.toMatch(/I accept your offer|that works for me|A good offer/iu);
  });

  it('under $50 in all, no "at the very least everything above $50"', async () => {
    const said = await last(
      'es',
      '2026-11-22',
      'en mi tarjeta de credito hay cobros de 9.99 que yo no hice, el 10 de agosto, 10 de septiembre, 10 de octubre y 10 de noviembre. no reconozco ese comercio. quiero que me devuelvan todo',
      'el banco me dijo que solo me devuelven 19.98 de los ultimos dos, que los otros ya pasaron el plazo de 60 dias',
    );
    expect(said).toContain('4 × 9.99 = $39.96');
    expect(said).not.toContain('todo lo que pase de $50');
    // "ya pasaron el plazo de 60 días" is a window gone, never a hold given.
    expect(said).not.toMatch(/Acepte la pausa/u);
  });
});

describe('two different charges never made, the issuer crediting one', () => {
  it('"they can only credit the 89.50 one": both asked back, 89.50 + 45.20, no 60-day line nobody raised', async () => {
    const said = await last(
      'en',
      '2026-11-22',
      'i see 2 charges on my credit card i never made, 89.50 and 45.20 from some online store on nov 12. i still have my card',
      'the bank says they can only credit the 89.50 one for now',
    );
    expect(said).toContain('both charges back as unauthorized use (89.50 + 45.20 = $134.70)');
    expect(said).not.toContain('60-day');
    expect(said).not.toMatch(/Don't accept 89\.50/u);
  });
});

describe("a repair shop's storage a day is a new charge, never money off the bill", () => {
  const FIRST_ES =
    "lleve mi carro (honda civic 2017) a un taller en kissimmee FL el 12 de febrero por el aire acondicionado. me dieron estimado escrito de 780 y lo firme. NO me llamaron para nada y hoy me dicen que son 1,940 porque cambiaron el compresor y 'otras cosas'. no me quieren dar el carro si no pago todo. lo necesito para trabajar mañana";

  it('j31-14: "si no pago hoy me cobran 25 dolares al dia de almacenaje": figures stay 1,940 and 1,160', async () => {
    const said = await last(
      'es',
      '2026-02-16',
      FIRST_ES,
      "el dueño dice que el 'trabajo extra era necesario' y que si no pago hoy me cobran 25 dolares al dia de almacenaje",
    );
    expect(said).not.toMatch(/quiten los 25|quitarme los 25|\$1,915|\$1,135/u);
    expect(said).toContain('1,940');
    expect(said).toContain('$1,160');
    expect(said).toContain('almacenaje de 25 por día');
    // "era necesario" answered: past the estimate still needed the person's OK.
    expect(said).toContain('Aunque el trabajo extra fuera necesario');
    expect(tuteoMarkers(said)).toEqual([]);
  });

  it('"storage fee 40/day from tomorrow" in English: no 40 off, the 700 still disputed', async () => {
    const said = await last(
      'en',
      '2026-11-22',
      'shop quoted me 500 in writing for brakes, never called me, now the bill is 1,200 and they wont release my car until i pay it all',
      'owner says the extra work was needed and if i dont pay today theres a storage fee 40/day from tomorrow',
    );
    expect(said).not.toMatch(/Take the 40 off|taking the 40 off|\$1,160/u);
    expect(said).toContain('$700');
    expect(said).toContain('40-a-day storage');
    expect(said).toContain('Whether or not the extra work was needed');
  });

  it('"me van a cobrar 35 diarios de almacenaje" after a no: named as a new charge on top of the bill', async () => {
    const said = await last(
      'es',
      '2026-11-22',
      'el taller me dio un presupuesto por escrito de 450 y ahora me cobran 1,100 sin avisarme, y no me entregan la camioneta',
      'ahora dicen que a partir de mañana me van a cobrar 35 diarios de almacenaje',
    );
    expect(said).toContain(
      'El almacenaje de 35 por día que le anuncian es un cargo nuevo encima de la factura',
    );
  });

  it('"they\'ll charge 35 a day storage starting tomorrow": the storage named, never money off', async () => {
    const said = await last(
      'en',
      '2026-11-22',
      'shop quoted me 500 in writing for brakes, never called me, now the bill is 1,200 and they wont release my car until i pay it all',
      "they'll charge 35 a day storage starting tomorrow",
    );
    expect(said).toContain('The 35-a-day storage they threaten is a new charge on top of the bill');
    expect(said).not.toMatch(/Take the 35 off/u);
  });
});

describe('a one-time courtesy credit below the credits promised by the month', () => {
  it('j31-04: "a one time credit of 100 dollars as a courtesy … accept today": declined, 5 × 33.33 = 166.65 owed', async () => {
    const said = await last(
      'en',
      '2026-06-12',
      'Hello I am 71 and I switched my phone service to a new carrier on January 8 2026 at their store in Mesa Arizona because they promised 800 dollars for trading in my old phone, as credits of 33.33 every month for 24 months. I have had 5 bills now (February thru June) and NOT ONE credit. On the phone they say the trade in phone never arrived but I have the UPS receipt that it was delivered January 20. My bill is 96.40 a month. What do I say to them.',
      "The man on the phone said he can give me a one time credit of 100 dollars 'as a courtesy' and the promotion is closed now. He wants me to accept today before he can put it on.",
    );
    expect(said).toContain("Don't accept the 100 dollars");
    expect(said).toContain('5 × 33.33 = 166.65 dollars');
    expect(said).toContain('"Accept today" is their pressure, not your deadline');
    expect(said).toContain("The promotion being closed now doesn't undo a promise");
    expect(said).not.toMatch(/My final bill shows 71|good offer|that works for me/iu);
  });

  it('in Spanish, other figures: 4 × 25 = 100 owed, 80 declined, "acepte hoy" answered', async () => {
    const said = await last(
      'es',
      '2026-11-22',
      'me cambie de compañia de celular en marzo porque me prometieron 600 dolares por mi telefono viejo, en creditos de 25 al mes por 24 meses. ya van 4 facturas y ningun credito. dicen que el telefono no llego pero tengo el recibo de FedEx',
      'me ofrecen un credito unico de 80 dolares como cortesia y dicen que la promocion ya termino. quieren que acepte hoy',
    );
    expect(said).toContain('No acepte los 80 dolares');
    expect(said).toContain('4 × 25 = 100 dólares');
    expect(said).toContain('"Acéptelo hoy" es presión de ellos, no un plazo suyo');
    expect(said).not.toMatch(/Acepto su oferta|Una buena oferta/u);
    expect(tuteoMarkers(said)).toEqual([]);
  });

  it('above the credits missed but below the whole promise, a one-time credit is still declined', async () => {
    const said = await last(
      'en',
      '2026-11-22',
      'new carrier promised me $10/month bill credits for 36 months when i switched, 3 statements and no credits yet. my bill is 70 a month',
      'rep offered a one-time 50 credit and said thats the best they can do',
    );
    expect(said).toContain("Don't accept the 50");
    expect(said).toContain('3 × 10 = $30');
    expect(said).toContain('less than the $360 promised');
  });
});

describe('bank fees, one reversed, the rest demanded by a date or a report', () => {
  it('j31-06: "they reversed the 36 … i owe 98.99 by oct 20 or chexsystems": what is left, made of what, the threat answered', async () => {
    const said = await last(
      'en',
      '2026-10-09',
      "nurse in grand rapids MI. closed my checking at my old bank aug 8 in the branch, took the last 212.40 out in cash, banker said its closed. aug 15 my old gym autopay 49.99 hit anyway (forgot to move it) and the bank PAID it and now says the account is -134.99: overdraft fee 36, 'extended overdraft' 25, monthly maintenance 12 for aug and 12 for sept. got a letter saying they report me to chexsystems if not paid by oct 20. i never opted into overdraft!!",
      'called. they reversed the 36 and say thats all they can do, i owe 98.99 by oct 20 or chexsystems',
    );
    expect(said).toContain('$134.99 − 36 = 98.99');
    expect(said).toContain('49.99 is the payment the bank paid out, and $49 is fees');
    expect(said).toContain('before oct 20');
    expect(said).toContain('dispute it with the checking account reporting company and with the bank');
    expect(said).toContain('A checking account report (ChexSystems and others) can be disputed');
    expect(said).not.toMatch(/refunding \[number\]|agreed to the account terms|the rest of the 36/u);
  });

  it('in Spanish, "me quitaron los 35 … debo 90": a partial yes, never "bien hecho"', async () => {
    const said = await last(
      'es',
      '2026-11-22',
      'cerre mi cuenta de cheques el 3 de septiembre pero un pago automatico de 60.00 paso el 10 y el banco lo pago. ahora me cobran sobregiro de 35, 20 de sobregiro extendido y 10 de mantenimiento, dicen que debo 125 y que si no pago antes del 15 de diciembre me reportan a chexsystems',
      'llame y me quitaron los 35 pero dicen que es todo, debo 90 antes del 15 de diciembre o me reportan a chexsystems',
    );
    expect(said).toContain('$125 − 35 = 90');
    expect(said).toContain('60.00 es el pago que el banco dejó pasar, y $30 son cargos');
    expect(said).not.toMatch(/Bien hecho/u);
    expect(tuteoMarkers(said)).toEqual([]);
  });

  it('"they waived the 34, says i still owe 110 … early warning services": no "well done"', async () => {
    const said = await last(
      'en',
      '2026-11-22',
      'bank charged me overdraft fee 34 and 2 monthly fees of 15 after a 80 subscription payment went thru on my closed account, balance is -144',
      'they waived the 34, says i still owe 110 by dec 30 or it goes to early warning services',
    );
    expect(said).toContain('$144 − 34 = 110');
    expect(said).not.toMatch(/Well done/u);
  });
});
