import { describe, expect, it } from 'vitest';
import { conversation } from '../../../../test/conversation.js';
import { tuteoMarkers } from '../../../../test/spanish.js';

describe('j29-05: a settlement offered by phone on a debt past the statute of limitations', () => {
  it('declines it with its share worked out, answers "their attorneys" as a threat to sue, and one letter that admits nothing', async () => {
    const [, second] = await conversation(
      'en',
      'debt collector called me at work, says i owe 5.3k on an old capital one card. last time i paid anything on it was like march 2017. they said pay 500 today or they file a lawsuit this week. im in houston tx. i dont have 500 and im freaking out',
      'they called back. now they say they can settle for 1.5k if i pay today with my debit card, otherwise it goes to their attorneys',
    );
    const text = second!.response;
    expect(text).toContain('1.5k is 28% of the 5.3k');
    expect(text).toContain('A threat of attorneys or a lawsuit is a threat to sue');
    expect(text).toContain('12 CFR 1006.26(b)');
    expect(text).toContain('You offered to settle the $5,300 account for $1,500 if I paid today');
    expect(text).toContain('This letter is not an acknowledgment of the debt or a promise to pay.');
    expect(text).toContain('Do not contact me at work');
    // Never the billing-error template's "correct the full amount", never "not accepting part of it".
    expect(text).not.toContain('Please correct the full amount');
    expect(text).not.toContain("I'm not accepting part of it");
  }, 30_000);

  it('says the same in Spanish, with the state named in the question', async () => {
    const [, second] = await conversation(
      'es',
      'un cobrador me llama por una deuda de 3,800 de una tarjeta vieja, mi ultimo pago fue en 2016. dicen que me van a demandar si no pago. vivo en florida',
      'volvieron a llamar y ahora dicen que aceptan 900 para cerrar la cuenta si pago hoy, si no lo pasan a sus abogados',
    );
    const text = second!.response;
    expect(text).toContain('900 es el 24% de los 3,800');
    expect(text).toContain('Pregunte al fiscal general de Florida');
    expect(text).toContain('Me ofrecieron saldar la cuenta de 3,800 por 900 si pagaba hoy');
    expect(text).toContain('Esta carta no es un reconocimiento de la deuda ni una promesa de pago.');
    expect(tuteoMarkers(text)).toEqual([]);
  }, 30_000);
});
