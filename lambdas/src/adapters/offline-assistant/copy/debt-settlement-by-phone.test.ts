import { describe, expect, it } from 'vitest';
import { conversation } from '../../../../test/conversation.js';
import { tuteoMarkers } from '../../../../test/spanish.js';

describe('a collector for a cancelled account, who never wrote, pressing a cut settlement by phone', () => {
  it('puts the cancellation in the letter, no notice date it never had, and refuses the settlement (en)', async () => {
    const [first, second] = await conversation(
      'en',
      "a collector called 'Rausch Recovery' says i owe 640 to crunch gym from 2023. i cancelled that membership in person feb 2023 and i did NOT sign anything new after. they called me at WORK twice this week, my boss heard. i never got any letter from them",
      "they called again today. said if i pay 200 today by phone they close the 640 as settled, otherwise it 'goes to legal' next week. they want my debit card number on the call",
    );
    expect(first!.response).toContain(
      "I cancelled this account in person in feb 2023 and signed nothing new after; I don't owe this balance.",
    );
    expect(first!.response).toContain('I have never received a validation notice from you about account');
    expect(first!.response).not.toContain('[date on the notice]');

    expect(second!.response).toContain(
      'even a "settlement" of 200 for the 640 is money for a debt you dispute',
    );
    expect(second!.response).toContain('A threat of legal action is not a lawsuit');
    expect(second!.response).toContain('FDCPA section 807(5)');
    expect(second!.response).toContain("Don't call me at work again");
    expect(second!.response).toContain('I cancelled this account in person in feb 2023');
    expect(second!.response).not.toContain('at this number');
  });

  it('answers the same in Spanish, with its own date and "lo pasan a legal"', async () => {
    const [first, second] = await conversation(
      'es',
      'una agencia de cobranza me llama diciendo que debo $480 de un gimnasio. yo cancelé la membresía en persona en marzo de 2024 y no firmé nada nuevo después. me llaman al trabajo y nunca me llegó ninguna carta',
      'hoy me dijeron que si pago 150 hoy por teléfono cierran la cuenta, si no lo pasan a legal',
    );
    expect(first!.response).toContain(
      'Cancelé esta cuenta en persona en marzo de 2024 y no firmé nada nuevo después',
    );
    expect(first!.response).toContain('Nunca recibí de ustedes un aviso de validación por la cuenta');
    expect(first!.response).not.toContain('[fecha del aviso]');
    expect(second!.response).toContain('incluso un «acuerdo» de 150 por los $480');
    expect(second!.response).toContain('Una amenaza de acción legal no es una demanda');
    for (const answer of [first!, second!]) expect(tuteoMarkers(answer.response)).toEqual([]);
  });

  it('a day is "on" the day: the letter says when it was cancelled, as written', async () => {
    const [first] = await conversation(
      'en',
      'collections agency says i owe 900 for a phone plan i cancelled on march 3 2024, never got a letter from them, just calls',
    );
    expect(first!.response).toContain('I cancelled this account on march 3 2024');
  });
});
