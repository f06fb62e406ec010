import type { ChatMessage } from '@lane/shared';
import { describe, expect, it } from 'vitest';
import { detectFollowUp, readConversation } from './read-case.js';

const TODAY = '2026-11-22';

/** The person's turns, with Lane's answers between them, as the browser sends them back. */
function read(...turns: string[]) {
  const messages: ChatMessage[] = turns.flatMap((content, index) =>
    index < turns.length - 1
      ? [
          { role: 'user' as const, content },
          { role: 'assistant' as const, content: 'Here is a plan.' },
        ]
      : [{ role: 'user' as const, content }],
  );
  return readConversation(messages, TODAY);
}

const GYM =
  'hola perdon no se ingles bien. cancele mi gimnasio (planet fitness) el 28 de agosto en persona, me dieron un papel de cancelacion. pero me siguieron cobrando 39.99 el 17 de sept, 17 oct y 17 nov de mi tarjeta de debito. quiero mi dinero, que le digo al banco';
const OVERDRAFT =
  'mi banco (chase) me cobro 3 cargos de sobregiro de 34 cada uno el 4 de nov, 102 en total. cuando hice las compras con la tarjeta de debito tenia saldo, la app decia 212 disponible y las 3 compras eran de 18, 25 y 40. despues se cobro un cheque de 300 y todo se fue a negativo y me cobraron sobregiro por las 3 compras. eso es justo?';
const RENTAL =
  'returned a rental car (hertz) oct 27 at the airport, after hours drop box so nobody checked it in. today got an email saying theres a scratch on the rear bumper and they want 1180 repair + 240 loss of use + 95 admin fee. paid with my chase sapphire preferred and declined their insurance. I did NOT damage it, i didnt take photos at return tho. what do i do';
const ZELLE =
  "someone called showing my banks number (wells fargo) and said there was fraud on my account and to protect my money i had to zelle it to a 'secure account'. he texted me a code and i read it to him, then i sent 2 zelles myself from my app, 1500 and 900, on nov 19. i realized it was a scam today. what do i do right now";

describe('a reply that gives back part of it is a partial outcome, never a yes or a no', () => {
  it.each([
    "me devolvieron 34 'por cortesia' y dicen que los otros 2 son correctos segun el contrato de la cuenta",
    'llame al gimnasio y dicen que hay que dar 30 dias de aviso y que el de septiembre si lo debo, y los otros 2 me los devuelven en 7 a 10 dias. esta bien eso?',
    'they refunded 34 as a courtesy, said the other two are correct per the account agreement',
    "gym says they'll refund 2 of the 3 charges",
    'me devolvieron 39.99 pero los otros no',
    'solo me devolvieron uno, dicen que los demas estan bien',
    'bank gave back 35 of the 105',
    'me regresaron 2 de los 3 cargos',
    'they agreed to refund 2 of 3 charges',
    'refunded the first one, said the second is legit',
    'me devolvieron el primero y dicen que el segundo si es correcto',
    'they reversed 2 of the 4 as a one time courtesy and said the other ones are valid per my deposit agreement',
  ])('%s', (reply) => {
    expect(detectFollowUp(reply)).toBe('counter_offer');
  });

  it('still reads all of it back as a yes', () => {
    expect(detectFollowUp('me devolvieron todo')).toBe('agreed');
    expect(detectFollowUp('they waived the fee')).toBe('agreed');
  });
});

describe('a threat is never a yes', () => {
  it.each([
    "they sent 2 photos of the bumper, theyre dated oct 29 (2 days after i dropped it off) and say pay within 14 days or it goes to collections. they wont send a repair invoice, just an 'estimate'",
    'they said pay by friday or it goes to collections',
    'dicen que si no pago en 10 dias lo mandan a cobranza',
  ])('%s', (reply) => {
    expect(detectFollowUp(reply)).toBe('pay_now');
  });

  it('"dropped it off" is returning a car, not dropping a charge', () => {
    expect(detectFollowUp('i dropped it off at 9pm and nobody was there')).not.toBe('agreed');
  });
});

describe('charges after a cancellation, part of them refunded', () => {
  it('counts the charges on the days listed, the notice period and the part coming back', () => {
    const reading = read(
      GYM,
      'llame al gimnasio y dicen que hay que dar 30 dias de aviso y que el de septiembre si lo debo, y los otros 2 me los devuelven en 7 a 10 dias. esta bien eso?',
    );
    expect(reading.case.subCase).toBe('service_after_cancel');
    // "el 17 de sept, 17 oct y 17 nov": each day read, the month after it with or without "de".
    expect(reading.case.amounts).toContainEqual({
      text: '39.99',
      value: 39.99,
      role: 'billed',
      count: 3,
      days: ['2026-09-17', '2026-10-17', '2026-11-17'],
    });
    expect(reading.case.flags.cancelProof).toBe(true);
    expect(reading.case.noticeDays).toBe(30);
    expect(reading.followUp).toBe('counter_offer');
    expect(reading.partBack).toBe(true);
    expect(reading.latestAmounts).toEqual([{ text: '$79.98', value: 79.98, role: 'offered' }]);
  });

  it('"5-7 business days" is how long the refund takes, not an offer of 5', () => {
    const reading = read(
      'cancelled my la fitness membership in person on july 30, they gave me a cancellation receipt. still charged 34.99 on aug 15, sep 15, oct 15 and nov 15 on my debit card. what do i tell my bank',
      'called the gym, manager says theres a 30 day notice so aug is owed but theyll refund the other 3 in 5-7 business days. is that right?',
    );
    expect(reading.case.subCase).toBe('service_after_cancel');
    expect(reading.latestAmounts.map((amount) => amount.value)).toEqual([104.97]);
  });
});

describe('overdraft fees on purchases approved with money available', () => {
  it('reads the available balance and what overdrew the account, neither as the bill', () => {
    const reading = read(OVERDRAFT);
    expect(reading.case.flags.authorizedPositive).toBe(true);
    expect(reading.case.availableBalance).toBe('212');
    expect(reading.case.overdrawnBy).toBe('check');
    expect(reading.case.amounts.find((amount) => amount.text === '212')?.role).toBe('other');
  });

  it('an autopay that overdrew it is a payment, not the bill', () => {
    const reading = read(
      'bank of america charged me 4 overdraft fees of 35 on oct 30. when i swiped my debit card for groceries and gas the app showed 180 available, then my rent autopay of 950 went thru later that night and everything went negative. is that legal??',
    );
    expect(reading.case.overdrawnBy).toBe('payment');
    expect(reading.case.amounts.find((amount) => amount.text === '950')?.role).toBe('other');
  });
});

describe('a rental-car damage claim', () => {
  it('reads the parts of the claim, the card by name, the declined coverage and no photos taken', () => {
    const reading = read(RENTAL);
    expect(reading.case.subCase).toBe('service_damage_claim');
    expect(reading.case.flags.claimParts).toBe(true);
    expect(reading.case.flags.declinedWaiver).toBe(true);
    expect(reading.case.flags.photosTaken).toBe(false);
    expect(reading.case.cardName).toBe('Chase Sapphire Preferred');
    expect(reading.case.cardType).toBe('credit');
  });

  it('reads photos dated after the return, an estimate only, and the benefit asking for documents', () => {
    const reading = read(
      RENTAL,
      "they sent 2 photos of the bumper, theyre dated oct 29 (2 days after i dropped it off) and say pay within 14 days or it goes to collections. they wont send a repair invoice, just an 'estimate'",
      "chase benefits guy said they can open a claim but need the 'fleet utilization log' and a final repair invoice, and hertz says they dont give those out. what now, the 14 days is up dec 4",
    );
    expect(reading.case.flags.photosAfterReturn).toBe(true);
    expect(reading.case.flags.onlyEstimate).toBe(true);
    expect(reading.case.flags.benefitNeedsDocs).toBe(true);
  });

  it('adds parts written with "mas" (Spanish)', () => {
    const reading = read(
      'rente un carro con avis del 10 al 14 de oct, lo devolvi en la noche y nadie lo reviso. ahora me cobran 860 por un golpe en la puerta mas 150 perdida de uso mas 60 de cargo administrativo. pague con mi tarjeta capital one venture x y no compre el seguro de ellos',
    );
    expect(reading.case.flags.claimParts).toBe(true);
    expect(reading.case.cardName).toBe('Capital One Venture X');
  });
});

describe('money sent to a caller posing as the bank', () => {
  it('reads the spoofed bank number and the code read out to him', () => {
    const reading = read(ZELLE);
    expect(reading.case.flags.bankImpostor).toBe(true);
    expect(reading.case.flags.sharedCode).toBe(true);
    expect(reading.case.flags.unauthorized).toBe(false);
  });
});

describe('money sent to a caller posing as the bank, in Spanish', () => {
  it('"mande 2 zelles de 800 y 650" is money the person sent, and "se lo lei" a code shared', () => {
    const reading = read(
      'me llamaron con el numero de mi banco (bank of america) diciendo que habia fraude y que pasara mi dinero por zelle a una cuenta segura. me mandaron un codigo por texto y se lo lei. mande 2 zelles de 800 y 650 el 18 de nov. que hago',
    );
    expect(reading.case.flags.unauthorized).toBe(false);
    expect(reading.case.flags.bankImpostor).toBe(true);
    expect(reading.case.flags.sharedCode).toBe(true);
  });
});

describe('the bank keeping the money through its investigation is its no, never an offer (judge 29)', () => {
  it.each([
    'ok called. the guy said they will investigate and it can take up to 90 days and i dont get the money back until its done. he also said send something in writing?? rent is due the 5th and thats like 650 of my money gone',
    "called them, she said they'd look into it, could take 45 days, and I won't get my 647 back till then. my car payment is due friday",
    'ya llamé. dicen que van a investigar y que puede tardar hasta 90 días y no me devuelven el dinero hasta que terminen. la renta se vence el 5 y son como 650 dólares',
  ])('%s', (reply) => {
    expect(detectFollowUp(reply)).toBe('said_no');
  });
});

describe('overdraft fees counted beside a duplicate debit (judge 29)', () => {
  const amountsOf = (text: string) =>
    readConversation([{ role: 'user', content: text }], '2026-11-22').case.amounts;
  it('reads "3 sobregiros de 35 cada uno" as three fees of 35', () => {
    const amounts = amountsOf(
      'la compañia de internet me cobro 2 veces 79.99 el 1 de oct de mi tarjeta de debito y por eso el banco me cobro 3 sobregiros de 35 cada uno',
    );
    expect(amounts.find((amount) => amount.text === '35')).toMatchObject({ role: 'fee', count: 3 });
    expect(amounts.find((amount) => amount.text === '79.99')).toMatchObject({ count: 2 });
  });
  it('reads "twice for 79.99 … 3 overdrafts of 35 each": the cents are no count', () => {
    const amounts = amountsOf(
      'my phone company charged my debit card twice for 79.99 on nov 1 and the bank charged me 3 overdrafts of 35 each',
    );
    expect(amounts.find((amount) => amount.text === '35')).toMatchObject({ role: 'fee', count: 3 });
    expect(amounts.find((amount) => amount.text === '79.99')).toMatchObject({ count: 2 });
  });
});
