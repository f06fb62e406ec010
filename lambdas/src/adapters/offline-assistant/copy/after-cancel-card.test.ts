import { describe, expect, it } from 'vitest';
import { conversation } from '../../../../test/conversation.js';
import { tuteoMarkers } from '../../../../test/spanish.js';
import { expectSays } from './test-support.js';

// Charges after a cancellation (equipment sent back): a demand to pay under a collections threat is
// answered by holding the dispute, and a later "it was autopay on my credit card, on the statement of
// oct 8" keeps the case and brings the card's written billing-error dispute, its last day counted.
const MODEM =
  'cancelled my internet on sept 10 (moving, grand rapids MI), returned the modem at the ups store sept 12 i have the receipt with tracking. now october bill says 185.00 unreturned equipment fee PLUS 79.99 for october service. total 264.99. i have a 4 yr old screaming, need to call them in 10 min what do i say';
const NO_RECORD =
  "they say they have 'no record' of the modem and if i dont pay in 30 days it goes to collections";
const ON_CARD =
  'forgot to say it was autopay on my credit card, the 264.99 posted on my card statement that closed oct 8';

const ES_ROUTER =
  'cancelé mi internet el 15 de octubre y devolví el router en la tienda el 17 de octubre, tengo el recibo. ahora la factura de noviembre trae 150 por equipo no devuelto y 65.50 de servicio de noviembre, 215.50 en total. que les digo?';
const ES_NO_RECORD =
  'dicen que no tienen registro del router y que si no pago en 30 dias lo mandan a cobranza';
const ES_ON_CARD =
  'se me olvidó decir que lo pagué con pago automático en mi tarjeta de crédito, los 215.50 salieron en el estado de cuenta que cerró el 8 de noviembre';

describe('charges after cancelling: pay-or-collections, then the credit card', () => {
  it('a demand to pay money not owed holds the dispute, never asks for payment terms', async () => {
    const [, second] = await conversation('en', MODEM, NO_RECORD);
    const text = second!.response;
    expectSays(text, [
      "I won't pay 264.99: I cancelled on sept 10 and returned the equipment on sept 12",
      'trace the return with the carrier by the tracking number',
      'put a hold on the account',
      'consumercomplaints.fcc.gov',
      'I dispute these charges and will not pay them',
    ]);
    expect(text).not.toMatch(
      /I can't agree to a payment on this call|If a payment today changes the amount|Before I pay, please send me in writing|Ask what happens if you pay on/,
    );
  });

  it('a card statement told later keeps the case: the FCBA letter by statement + 60, autopay off', async () => {
    const [, , third] = await conversation('en', MODEM, NO_RECORD, ON_CARD);
    const text = third!.response;
    expectSays(text, [
      'dispute it with the card issuer in writing now, as a billing error',
      "get your letter to the issuer's billing-error address by December 7, 2026",
      'Turn off autopay',
      'I cancelled the service on sept 10 and returned the equipment on sept 12',
      'the return receipt with its tracking number',
      'consumercomplaints.fcc.gov',
    ]);
    expect(text).not.toMatch(
      /A few questions first|Is this a charge you didn't make|\[What you see and why it looks wrong\.\]|lock the card/,
    );
  });

  it('the same in Spanish, with usted', async () => {
    const [, second, third] = await conversation('es', ES_ROUTER, ES_NO_RECORD, ES_ON_CARD);
    expectSays(second!.response, [
      'No voy a pagar 215.50: cancelé el 15 de octubre y devolví el equipo el 17 de octubre',
    ]);
    expect(second!.response).not.toMatch(/No puedo acordar un pago en esta llamada/);
    const text = third!.response;
    expectSays(text, [
      'dispútelo ahora por escrito con el emisor de la tarjeta, como error de facturación',
      'a más tardar el 7 de enero de 2027',
      'Desactive el pago automático',
    ]);
    expect(text).not.toMatch(/Primero unas preguntas|¿Es un cargo que usted no hizo/);
    expect(tuteoMarkers(text)).toEqual([]);
  });

  it('no sum in the card detail, a two-week deadline: same matter, same answers', async () => {
    const [, second, third] = await conversation(
      'en',
      'i cancelled my cable tv nov 1, they still billed 89.99 for november service. i have the cancellation confirmation number',
      'they told me i have to pay it in 2 weeks or its going to collections',
      "also it was charged to my credit card on autopay, it's on my statement dated nov 12",
    );
    expectSays(second!.response, ["I won't pay 89.99: I cancelled on nov 1."]);
    expect(second!.response).not.toMatch(/A first no is normal|I was told no/);
    expectSays(third!.response, ['by January 11, 2027', 'The charge is for service after I cancelled']);
    expect(third!.response).not.toMatch(/A few questions first/);
  });
});
