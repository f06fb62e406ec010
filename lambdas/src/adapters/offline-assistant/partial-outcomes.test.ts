import { describe, expect, it } from 'vitest';
import { conversation } from '../../../test/conversation.js';

const GYM =
  'hola perdon no se ingles bien. cancele mi gimnasio (planet fitness) el 28 de agosto en persona, me dieron un papel de cancelacion. pero me siguieron cobrando 39.99 el 17 de sept, 17 oct y 17 nov de mi tarjeta de debito. quiero mi dinero, que le digo al banco';
const OVERDRAFT =
  'mi banco (chase) me cobro 3 cargos de sobregiro de 34 cada uno el 4 de nov, 102 en total. cuando hice las compras con la tarjeta de debito tenia saldo, la app decia 212 disponible y las 3 compras eran de 18, 25 y 40. despues se cobro un cheque de 300 y todo se fue a negativo y me cobraron sobregiro por las 3 compras. eso es justo?';
const RENTAL =
  'returned a rental car (hertz) oct 27 at the airport, after hours drop box so nobody checked it in. today got an email saying theres a scratch on the rear bumper and they want 1180 repair + 240 loss of use + 95 admin fee. paid with my chase sapphire preferred and declined their insurance. I did NOT damage it, i didnt take photos at return tho. what do i do';
const ZELLE =
  "someone called showing my banks number (wells fargo) and said there was fraud on my account and to protect my money i had to zelle it to a 'secure account'. he texted me a code and i read it to him, then i sent 2 zelles myself from my app, 1500 and 900, on nov 19. i realized it was a scam today. what do i do right now";

describe('charges after a gym cancellation, two of three refunded (Spanish on the English page)', () => {
  it('first: the total, the cancellation paper as proof, and what to tell the bank', async () => {
    const [first] = await conversation('en', GYM);
    expect(first!.sections.strategy).toContain('3 cargos × 39.99 = $119.97');
    expect(first!.sections.strategy).toContain('Qué decirle a su banco');
    expect(first!.sections.strategy).toContain('60 días desde el estado de cuenta');
    expect(first!.sections.phone_script).toContain('tengo el comprobante de cancelación que me dieron');
    expect(first!.sections.phone_script).not.toContain('mi número de confirmación es [número]');
  });

  it('then: a partial refund, the notice period worked out, accepted in writing, the bank if it never comes', async () => {
    const [, second] = await conversation(
      'en',
      GYM,
      'llame al gimnasio y dicen que hay que dar 30 dias de aviso y que el de septiembre si lo debo, y los otros 2 me los devuelven en 7 a 10 dias. esta bien eso?',
    );
    const { strategy, email } = second!.sections;
    expect(strategy).toContain('Es un reembolso parcial: le devuelven $79.98 (2 de los 3 cargos de 39.99)');
    expect(strategy).toContain('del 28 de agosto al 27 de septiembre');
    expect(strategy).toContain('el cargo del 17 de sept cae dentro');
    expect(strategy).toContain('17 de diciembre');
    expect(strategy).toContain('dispute esos cargos con su banco');
    expect(email.body).toContain('$79.98');
    expect(second!.response).not.toContain('Me dijeron que no');
    expect(second!.response).not.toContain('¿Me la pueden buscar y anotar?');
  });
});

describe('overdraft fees on purchases approved with money available, one refunded', () => {
  it('first: the purchases did not overdraw the account; all the fees back, the posting order', async () => {
    const [first] = await conversation('es', OVERDRAFT);
    const { strategy, phone_script: script } = first!.sections;
    expect(strategy).toContain('había 212 disponibles, y solo el cheque de 300');
    expect(strategy).toContain('corresponde al cheque de 300');
    expect(strategy).toContain('orden en que registraron los movimientos');
    expect(strategy).not.toContain('2 de los 3 ($68)');
    expect(script).not.toContain('unos pocos dólares');
    expect(first!.response).not.toContain('Circular 2024-05');
    expect(first!.response).toContain('Regulación E, 12 CFR 1005.17');
  });

  it('then: 34 back is a partial refund; 68 still in dispute, never the whole 102 confirmed', async () => {
    const [, second] = await conversation(
      'es',
      OVERDRAFT,
      "me devolvieron 34 'por cortesia' y dicen que los otros 2 son correctos segun el contrato de la cuenta",
    );
    expect(second!.sections.strategy).toContain(
      'le devolvieron uno de los 3 cargos ($34), y quedan $68 en disputa',
    );
    expect(second!.sections.email.body).toContain('El orden en que registraron los movimientos');
    expect(second!.response).not.toContain('devolución de $102');
    expect(second!.response).not.toContain('Bien hecho');
  });

  it('the same in English, with an autopay that overdrew the account', async () => {
    const [first, second] = await conversation(
      'en',
      'bank of america charged me 4 overdraft fees of 35 on oct 30. when i swiped my debit card for groceries and gas the app showed 180 available, then my rent autopay of 950 went thru later that night and everything went negative. is that legal??',
      'they reversed 2 of the 4 as a one time courtesy and said the other ones are valid per my deposit agreement',
    );
    expect(first!.sections.strategy).toContain('only the later 950 automatic payment');
    expect(second!.sections.strategy).toContain(
      'they gave back two of the 4 fees ($70), and $70 is still in dispute',
    );
    expect(second!.response).not.toContain('$770');
  });
});

describe('a rental-car damage claim', () => {
  it('first: the claim added up, the return date, the named card’s benefit opened now', async () => {
    const [first] = await conversation('en', RENTAL);
    expect(first!.sections.strategy).toContain('the $1515 (1180 + 240 + 95) claim');
    expect(first!.sections.strategy).toContain(
      'open a claim with the card’s rental-car benefit now'.replace('’', "'"),
    );
    expect(first!.sections.email.body).toContain('to oct 27');
    expect(first!.sections.email.body).not.toContain('[return date]');
  });

  it('then: a collections threat is a demand, never "Well done"; then the refusal becomes the document', async () => {
    const [, second, third] = await conversation(
      'en',
      RENTAL,
      "they sent 2 photos of the bumper, theyre dated oct 29 (2 days after i dropped it off) and say pay within 14 days or it goes to collections. they wont send a repair invoice, just an 'estimate'",
      "chase benefits guy said they can open a claim but need the 'fleet utilization log' and a final repair invoice, and hertz says they dont give those out. what now, the 14 days is up dec 4",
    );
    expect(second!.response).not.toContain('Well done');
    expect(second!.response).not.toContain('what we agreed');
    expect(second!.sections.strategy).toContain('dated after you returned the car on oct 27');
    expect(second!.sections.strategy).toContain("An estimate isn't a repair");
    expect(second!.sections.email.body).toContain("Please don't refer this to collections");
    expect(third!.sections.strategy).toContain('Their refusal is itself the document the benefit needs');
    expect(third!.sections.strategy).toContain('the 240 "loss of use"');
    expect(third!.sections.strategy).toContain('Dec 4 is their own deadline, not a legal one');
    expect(third!.response).not.toContain('Thanks, that helps. Here');
  });

  it('the same in Spanish, with the parts written with "mas"', async () => {
    const [first, second] = await conversation(
      'es',
      'rente un carro con avis del 10 al 14 de oct, lo devolvi en la noche y nadie lo reviso. ahora me cobran 860 por un golpe en la puerta mas 150 perdida de uso mas 60 de cargo administrativo. pague con mi tarjeta capital one venture x y no compre el seguro de ellos. yo no le hice nada al carro',
      'me mandaron fotos con fecha del 16 de oct, dos dias despues de que lo devolvi, y dicen que si no pago en 10 dias lo mandan a cobranza',
    );
    expect(first!.sections.strategy).toContain('el reclamo de $1,070 (860 + 150 + 60)');
    expect(first!.sections.strategy).toContain('Capital One Venture X');
    expect(second!.sections.strategy).toContain(
      'Sus fotos tienen fecha posterior a la devolución del auto el 14 de oct',
    );
    expect(second!.response).not.toContain('Bien hecho');
  });
});

describe('money sent to a caller posing as the bank, the claim closed', () => {
  it('first: the code he got is named, the account secured, the FBI report too', async () => {
    const [first] = await conversation('en', ZELLE);
    expect(first!.sections.strategy).toContain('You also read him a code');
    expect(first!.sections.strategy).toContain('ic3.gov');
    expect(first!.sections.email.subject).toContain('2 payments (1500 and 900, $2400 in all)');
  });

  it('then: a written reconsideration for all of it, no invented appeal or police report', async () => {
    const [, second] = await conversation(
      'en',
      ZELLE,
      "bank said since i sent it myself from my phone its 'authorized' and they closed the claim, no refund. recipient was some name i dont know. is that it?",
    );
    const text = second!.response;
    expect(second!.sections.strategy).toContain(
      'reconsideration of the denial for the 2 payments (1500 and 900, $2400 in all)',
    );
    expect(second!.sections.strategy).toContain('the caller impersonated Wells Fargo');
    expect(second!.sections.strategy).toContain('reimbursement policy for impostor scams');
    expect(second!.sections.email.body).toContain('documents you relied on');
    expect(text).not.toContain('appeal they offered');
    expect(text).not.toContain('police report');
    expect(text).not.toContain('the 1500 payment sent to a scammer');
  });
});

describe('a subscription charged after cancelling, one of three refunded (card)', () => {
  it('the partial refund, what is kept, the bank next', async () => {
    const [, second] = await conversation(
      'es',
      'di de baja mi suscripcion de spotify el 3 de agosto por la app pero me siguieron cobrando 11.99 el 5 de sept, 5 oct y 5 nov en mi tarjeta de debito, tengo captura de pantalla de la cancelacion. que hago',
      'me contestaron por chat q me devuelven uno de los tres cargos y q los otros dos si proceden porque la cuenta seguia activa',
    );
    expect(second!.sections.strategy).toContain('Es un reembolso parcial');
    expect(second!.sections.strategy).toContain('se quedan con $23.98');
    expect(second!.response).not.toContain('contraoferta');
  });
});
