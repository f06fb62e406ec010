import { describe, expect, it } from 'vitest';
import { conversation } from '../../../../test/conversation.js';
import { tuteoMarkers } from '../../../../test/spanish.js';

describe("the collector's validation letter arrives with its own last day to dispute", () => {
  it('gives the dispute letter, by the day the letter names, never a "no" to push past (en)', async () => {
    const [, , third] = await conversation(
      'en',
      'debt collector called me at work, says i owe 5.3k on an old capital one card. last time i paid anything on it was like march 2017. they said pay 500 today or they file a lawsuit this week. im in houston tx',
      'they called back. now they say they can settle for 1.5k if i pay today with my debit card, otherwise it goes to their attorneys',
      'got a letter from them in the mail today dated nov 10, says i have until dec 15 to dispute. what do i send',
    );
    const text = third!.response;
    expect(text).toContain('well before December 15, 2026, the last day your letter gives');
    expect(text).toContain('Your notice gives dec 15 as the last day to dispute');
    expect(text).not.toContain('Counting 30 days from');
    expect(text).toContain('I dispute this debt and request validation.');
    expect(text).toContain('your letter dated nov 10');
    expect(text).toContain('Do not contact me at work');
    expect(text).toContain('12 CFR 1006.26(b)');
    expect(text).toContain('This letter is not an acknowledgment of the debt or a promise to pay.');
    expect(text).not.toContain('You said no');
    expect(text).not.toContain("can't fix it on this call");
  });

  it('answers the same in Spanish, when the letter "dice que tengo hasta …"', async () => {
    const [, second] = await conversation(
      'es',
      'un cobrador me llama al trabajo por una deuda de 3,200 de una tarjeta vieja, el ultimo pago fue en 2016. dicen que me van a demandar si no pago 400 hoy',
      'me llego una carta de ellos fechada el 10 de noviembre, dice que tengo hasta el 15 de diciembre para disputar. que les mando?',
    );
    const text = second!.response;
    expect(text).toContain('bastante antes del 15 de diciembre de 2026, el último día que da su carta');
    expect(text).toContain('Disputo esta deuda y pido su validación.');
    expect(text).toContain('su carta del 10 de noviembre');
    expect(text).toContain('Esta carta no reconoce la deuda ni promete ningún pago.');
    expect(text).not.toContain('Me dijeron que no');
    expect(tuteoMarkers(text)).toEqual([]);
  });

  it('says the debt is not theirs in the letter when the account was never theirs', async () => {
    const [, second] = await conversation(
      'en',
      'a collection agency says i owe 1,850 for an old medical bill, i dont recognize it. they want payment today',
      'received their validation notice today dated nov 12, it says i can dispute by dec 17. what should i write',
    );
    expect(second!.response).toContain('this is not my debt');
    expect(second!.response).toContain('well before December 17, 2026');
    expect(second!.response).not.toContain('You said no');
  });
});
