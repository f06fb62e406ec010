import type { ChatMessage, ChatResponse } from '@lane/shared';
import { describe, expect, it } from 'vitest';
import { reviewAnswer } from '../../domain/chat/answer-chat.js';
import { OfflineAssistant } from './offline-assistant.js';
import { tuteoMarkers } from '../../../test/spanish.js';

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
    const answer = reviewAnswer(await assistant.produce({ messages: [...messages], lang, today }), today).answer;
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
    expect(said).toContain('El almacenaje de 35 por día que le anuncian es un cargo nuevo encima de la factura');
  });

  it("\"they'll charge 35 a day storage starting tomorrow\": the storage named, never money off", async () => {
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
