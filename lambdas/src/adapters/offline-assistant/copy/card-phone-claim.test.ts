import { describe, expect, it } from 'vitest';
import { conversationOn } from '../../../../test/conversation.js';
import { tuteoMarkers } from '../../../../test/spanish.js';

async function answers(turns: string[], lang: 'en' | 'es', today: string): Promise<string[]> {
  return (await conversationOn(today, lang, ...turns)).map((answer) => answer.response);
}

describe('a card dispute the issuer "opened on the phone", with "you still have to pay it or it\'s late"', () => {
  it('says the phone claim is not enough, mails the letter before the due date, holds back the sum (en)', async () => {
    const [, second] = await answers(
      [
        "hi so i'm a college student in columbus ohio and i bought a used laptop off an online marketplace seller, 612.40 on my credit card on sept 9. it never came. tracking number was fake, seller account is gone now. my statement closed sept 20 and it's on there. what do i do",
        "ok i called the bank and the rep said she 'opened a claim' on the phone, is that enough?? also she said i still have to pay the 612.40 with my bill in the meantime or it's late. my payment is due nov 14",
      ],
      'en',
      '2026-11-03',
    );
    const text = second!;
    expect(text).toContain('No: a claim opened on the phone is not enough.');
    expect(text).toContain('by November 19, 2026');
    expect(text).toContain('so it arrives before your payment is due on November 14, 2026');
    expect(text).toContain('pay the rest of your bill and hold back the disputed 612.40');
    expect(text).toContain("the law's protection starts with the letter, not the call");
    expect(text).toContain('I also reported it by phone on [date] (claim [claim number])');
    expect(text).not.toContain('store credit');
    expect(text).not.toContain("I don't agree to the delay");
    expect(text).not.toContain('I have asked the merchant');
  });

  it('does the same in Spanish, with other figures', async () => {
    const [, second] = await answers(
      [
        'compré una laptop en línea por 380 con mi tarjeta de crédito el 9 de septiembre y nunca me llegó. el cargo salió en mi estado de cuenta que cerró el 20 de septiembre. qué hago',
        'llamé al banco y me abrieron un reclamo por teléfono, pero dicen que igual tengo que pagar los 380 o sale atrasado. mi pago vence el 14 de noviembre',
      ],
      'es',
      '2026-11-03',
    );
    const text = second!;
    expect(text).toContain('No: un reclamo abierto por teléfono no basta.');
    expect(text).toContain('para que llegue antes de que venza su pago el 14 de noviembre de 2026');
    expect(text).toContain('deje sin pagar los 380 en disputa');
    expect(text).toContain('la protección de la ley empieza con la carta, no con la llamada');
    expect(text).not.toContain('crédito en la tienda');
    expect(tuteoMarkers(text)).toEqual([]);
  });

  it('finds the disputed sum however the purchase was worded (no currency sign, "on my visa")', async () => {
    const [, second] = await answers(
      [
        'ordered headphones online for 240 on my visa oct 2, they never arrived. statement closed oct 12',
        'called chase, the agent filed a dispute over the phone. she said i still need to pay the 240 by the due date or its late. due nov 20',
      ],
      'en',
      '2026-11-03',
    );
    const text = second!;
    expect(text).toContain('a claim opened on the phone is not enough');
    expect(text).toContain('hold back the disputed 240');
    expect(text).not.toContain('[amount]');
  });
});

describe('a charge threatened on the card or account, in any area', () => {
  it('adds the written limit and the card dispute where the area answer has none', async () => {
    const [, gym] = await answers(
      [
        'i cancelled my gym membership in person on oct 3 and they still charged me 49.99 on nov 1 on my credit card',
        'the gym says they need 30 days notice so they will charge my card on file again dec 1 for 49.99',
      ],
      'en',
      '2026-11-22',
    );
    expect(gym).toContain('card issuer');
    const [, rent] = await answers(
      [
        'mi casero me quiere cobrar 300 de limpieza de mi deposito de 1200 pero deje el depa limpio, tengo fotos',
        'el casero dice que si no pago me lo va a sacar de la cuenta con el autopago de la renta',
      ],
      'es',
      '2026-11-22',
    );
    expect(rent).toContain(
      'dígales que no autoriza ningún cargo a su tarjeta ni a su cuenta por el dinero que usted disputa',
    );
    expect(rent).toContain('dispute ese cargo de inmediato con el emisor de la tarjeta (o con su banco');
    expect(tuteoMarkers(rent!)).toEqual([]);
  });
});
