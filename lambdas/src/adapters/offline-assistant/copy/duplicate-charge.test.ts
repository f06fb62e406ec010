import { describe, expect, it } from 'vitest';
import { conversation } from '../../../../test/conversation.js';
import { tuteoMarkers } from '../../../../test/spanish.js';

const DEBIT =
  'help. got charged twice at a resturant on my debit card, 84.37 two times on oct 28, both POSTED not pending. and bc of that i went negative and the bank hit me with a 35 overdraft fee on oct 30. restaurant manager just said call your bank. its chase checking. what do i even say';
const DEBIT_NO =
  "ok called chase. guy said since i authorized the transaction with my card its not fraud so i have to work it out with the merchant, they cant open a dispute. he did offer to waive the 35 as a 'one time courtesy'";
const DEBIT_ES =
  'me cobraron dos veces en un restaurante con mi tarjeta de débito, 62.50 el 2 de nov las dos veces, y por eso me sobregiré y el banco me cobró 34 de sobregiro el 3 de nov. es wells fargo';
const DEBIT_NO_ES =
  'llamé al banco y me dijeron que como yo autoricé la compra no es fraude, que lo arregle con el restaurante. me ofrecieron quitar los 34 como cortesía';
const HOTEL =
  "hotel in orlando charged my visa twice for same stay, 612.40 on oct 3 and again 612.40 oct 4, i only stayed 3 nights one booking. called the front desk they said its a 'pending hold' but its posted on my statement, both. what do i say";
const HOTEL_DAMAGE =
  'front desk manager said the second one is a damage deposit for a stain on the carpet. there was NO stain and nobody told me anything at checkout, no photos. they said they wont refund';

describe('a debit card charged twice for one purchase (Regulation E error, judge 28)', () => {
  it('disputes only the second copy, and asks back the overdraft fee it caused: 84.37 + 35 = 119.37', async () => {
    const [first] = await conversation('en', DEBIT);
    const { strategy, phone_script: script, email } = first!.sections;
    expect(strategy).toContain('the second 84.37 is the error');
    expect(strategy).toContain('$119.37 (84.37 + 35)');
    expect(strategy).toContain('not a fraud claim');
    expect(strategy).toContain('provisional credit in that time (by about December 7, 2026)');
    expect(script).toContain('refund the 35 overdraft fee it caused on oct 30');
    expect(email.body).toContain('Regulation E (12 CFR 1005.11)');
    expect(email.body).toContain('$119.37 in all');
    expect(first!.response).not.toContain('168.74');
    expect(first!.sections.deadlines.map((deadline) => deadline.title).join(' ')).toContain('Regulation E');
  });

  it('answers "you authorized it, work it out with the merchant", and takes the fee waiver without ending the claim', async () => {
    const [, second] = await conversation('en', DEBIT, DEBIT_NO);
    const { strategy, phone_script: script, email } = second!.sections;
    expect(strategy).toContain("you aren't claiming fraud");
    expect(strategy).toContain("it can't send you to the merchant first");
    expect(strategy).toContain('Take the 35 waiver');
    expect(strategy).toContain('not in place of it');
    expect(script).toContain('I accept the waiver of the 35 fee');
    expect(email.body).toContain('Please investigate the second 84.37');
    expect(second!.response).not.toContain('168.74');
    expect(second!.response).not.toContain('chargeback');
    expect(second!.response).not.toContain('one of these instead');
    expect(second!.response).not.toContain('who is responsible and why it isn');
  });

  it('reads it the same in Spanish, the one figure written once and the fee named after it', async () => {
    const [first, second] = await conversation('es', DEBIT_ES, DEBIT_NO_ES);
    expect(first!.sections.strategy).toContain('$96.50 (62.50 + 34)');
    expect(first!.sections.strategy).toContain('no por fraude');
    expect(second!.sections.strategy).toContain('Acepte que le quiten el cargo de 34');
    expect(second!.sections.email.body).toContain('Regulación E');
    for (const answer of [first!, second!]) expect(tuteoMarkers(answer.response)).toEqual([]);
  });

  it('with no fee, the second copy alone, and "take it up with the merchant" is a no, not new facts', async () => {
    const [first, second] = await conversation(
      'en',
      'my debit card got charged 2 times for the same order at target 149.99 on nov 5, both went through. bank of america',
      'boa says i have to take it up with the merchant since i authorized it',
    );
    expect(first!.sections.strategy).toContain('the second 149.99 is the error');
    expect(second!.sections.strategy).toContain("it can't send you to the merchant first");
    expect(second!.response).not.toContain('scammer');
  });
});

describe('a debit duplicate, the bank sending the person to the merchant or not answering', () => {
  it('"talk to the merchant first" is answered as such, never as "you authorized it"', async () => {
    const [, second] = await conversation(
      'es',
      'me cobraron doble en mi tarjeta de debito por una sola compra de 120 en amazon el 5 de nov',
      'el banco dice que tengo que hablar con amazon primero',
    );
    expect(second!.sections.strategy).toContain('"Arréglelo primero con el comercio" no es como funciona');
    expect(second!.response).not.toContain('Usted lo autorizó');
    expect(second!.sections.email.body).toContain('A [nombre del banco], Resolución de errores');
    expect(tuteoMarkers(second!.response)).toEqual([]);
  });

  it('a fee waiver offered alone is taken, and the error claim goes on; a yes is confirmed in writing', async () => {
    const [, offer] = await conversation('en', DEBIT, 'chase offered to waive the 35 as a one time courtesy');
    expect(offer!.sections.strategy).toContain('Their offer is about the fee, not the error');
    expect(offer!.sections.strategy).toContain('not in place of it');
    expect(offer!.response).not.toContain('A no on the phone');
    const [, agreed] = await conversation('es', DEBIT_ES, 'el banco aceptó devolverme los 62.50 y los 34');
    expect(agreed!.sections.strategy).toContain('$96.50 en total');
    expect(agreed!.sections.email.subject).toContain('Les pido confirmar');
    expect(tuteoMarkers(agreed!.response)).toEqual([]);
  });

  it('no answer: the 10 business days run from the notice, then the CFPB', async () => {
    const [, second] = await conversation(
      'en',
      'debit card charged twice for one purchase, 230.15 on nov 10 and again 230.15 on nov 10. navy federal. also got a 29 nsf fee on nov 11',
      'bank never answered my email',
    );
    expect(second!.sections.strategy).toContain("Silence doesn't stop Regulation E's clock");
    expect(second!.sections.email.body).toContain('the 29 overdraft fee it caused');
    expect(second!.response).toContain('consumerfinance.gov/complaint');
  });
});

describe('a credit card charged twice for one hotel stay (judge 26)', () => {
  it('is a billing error for the second copy, never a hidden resort fee', async () => {
    const [first] = await conversation('en', HOTEL);
    const { strategy, email } = first!.sections;
    expect(strategy).toContain('only the second 612.40 is disputed');
    expect(strategy).toContain('a charge posted on your statement is a charge');
    expect(strategy).toContain('You can hold back the 612.40');
    expect(email.body).toContain('a charge of 612.40 dated oct 4');
    expect(email.body).toContain(
      'The merchant told me the second charge is a pending hold, but both are posted.',
    );
    expect(email.body).not.toContain('[I asked the merchant for a refund on (date).]');
    expect(first!.response).not.toContain('resort / cleaning');
    expect(first!.response).not.toContain('[total shown]');
    expect(first!.response).not.toContain('hold back the $1,224.80');
  });

  it('meets "it is a damage deposit for a stain" with a request for proof and the dispute of the second copy', async () => {
    const [, second] = await conversation('en', HOTEL, HOTEL_DAMAGE);
    const { strategy, email } = second!.sections;
    expect(strategy).toContain('a damage charge for a stain on the carpet');
    expect(strategy).toContain('There was no stain on the carpet');
    expect(strategy).toContain('nobody said anything about it at checkout');
    expect(strategy).toContain('dated photos');
    expect(strategy).toContain('the oct 4 charge of 612.40');
    expect(email.body).toContain('I am not disputing it');
    expect(second!.response).not.toContain('FTC fee rule');
    expect(second!.response).not.toContain('mandatory fee');
    expect(second!.response).not.toContain('screenshot');
    expect(second!.response).not.toContain('pending authorization is a hold');
  });

  it('a plural damage reads "no había quemaduras", and an "incidentals hold" is a hold', async () => {
    const [, damage] = await conversation(
      'es',
      'el motel me cobro doble por una noche en mi tarjeta de credito, 89.90 dos veces el 14 de nov',
      'dicen que el segundo es por daños, que dejamos quemaduras en la cobija. no es cierto, no fumamos',
    );
    expect(damage!.sections.strategy).toContain('No había quemaduras en la cobija');
    expect(damage!.response).not.toContain('ninguna quemaduras');
    const [, hold] = await conversation(
      'en',
      'i was double charged at a hotel on my credit card for my stay, 345 twice',
      'front desk says the second one is just the incidentals hold and it will fall off',
    );
    expect(hold!.sections.strategy).toContain('A pending authorization is a hold');
    expect(hold!.response).not.toContain('Thanks, that helps');
  });

  it('with no card named, a hotel stay charged twice is still no resort fee: the card is asked', async () => {
    const [en] = await conversation(
      'en',
      'the hotel charged me twice for the same stay, 300 on oct 1 and again 300 on oct 2. i only had one room',
    );
    expect(en!.sections.strategy).toContain('only the second 300 is disputed');
    expect(en!.sections.strategy).toContain('Was it a credit or a debit card?');
    expect(en!.response).not.toContain('resort / cleaning');
    const [es] = await conversation(
      'es',
      'el hotel me cobró dos veces la misma estadía, 300 el 1 de oct y otra vez 300 el 2 de oct',
    );
    expect(es!.sections.strategy).toContain('¿Fue con tarjeta de crédito o de débito?');
    expect(es!.response).not.toContain('resort / de limpieza');
    expect(tuteoMarkers(es!.response)).toEqual([]);
  });

  it('says only what the person said, in Spanish too', async () => {
    const [, second] = await conversation(
      'es',
      'el hotel en cancun me cobro dos veces la misma estadia en mi tarjeta de credito visa, 1,150 el 10 de oct y otra vez 1,150 el 11 de oct',
      'el gerente dice que el segundo es un deposito por daños por una mancha en la alfombra, pero no habia ninguna mancha y nadie me dijo nada al salir, sin fotos',
    );
    const { strategy } = second!.sections;
    expect(strategy).toContain('No había ninguna mancha en la alfombra');
    expect(strategy).toContain('el cargo de 1,150 del 11 de oct');
    expect(tuteoMarkers(second!.response)).toEqual([]);
    const [, quiet] = await conversation(
      'en',
      'airbnb charged my mastercard twice for one reservation, 890 on sept 28 and 890 again on sept 29. its a credit card',
      'host says the second one is for damages, a burn on the couch',
    );
    // Nothing said about checkout or photos: none of it is put in the person's mouth.
    expect(quiet!.sections.strategy).toContain('a burn on the couch');
    expect(quiet!.response).not.toContain('at checkout');
    expect(quiet!.response).not.toContain('no photos');
  });
});

describe('a duplicate debit that caused several overdraft fees (judge 29)', () => {
  it('asks back every fee, counted, with the total: 79.99 + 3 × 35 = 184.99', async () => {
    const [es] = await conversation(
      'es',
      'la compañia de internet me cobro 2 veces 79.99 el 1 de oct de mi tarjeta de debito y por eso el banco me cobro 3 sobregiros de 35 cada uno por compras chiquitas (un cafe, gasolina, la farmacia). necesito que me devuelvan todo, a quien llamo primero??',
    );
    const { strategy, phone_script: script, email } = es!.sections;
    expect(strategy).toContain('los 3 cargos por sobregiro de 35 ($105) vinieron de ese error');
    expect(strategy).toContain('$184.99 (79.99 + 3 × 35)');
    expect(script).toContain('devolverme los 3 cargos por sobregiro de 35 que causó');
    expect(email.body).toContain('me cobraron 3 cargos por sobregiro de 35 ($105)');
    expect(email.body).toContain('devolverme esos 3 cargos: $184.99 en total');
    // Still one message, with its two talking points.
    expect(es!.response.length).toBeLessThanOrEqual(4000);
    expect(es!.sections.talking_points.length).toBeGreaterThanOrEqual(2);
    expect(tuteoMarkers(es!.response)).toEqual([]);
    const [en] = await conversation(
      'en',
      'my phone company charged my debit card twice for 79.99 on nov 1 and because of that the bank charged me 3 overdrafts of 35 each. i want all of it back',
    );
    expect(en!.sections.strategy).toContain('the 3 overdraft fees of 35 ($105) came from it');
    expect(en!.sections.strategy).toContain('$184.99 (79.99 + 3 × 35)');
    expect(en!.sections.email.body).toContain('$184.99 in all');
    expect(en!.response).not.toContain('79 overdraft');
    const [two] = await conversation(
      'es',
      'me cobraron dos veces 15.49 de netflix en mi débito el 3 de nov, y el banco me puso 2 sobregiros de 34 c/u',
    );
    expect(two!.sections.strategy).toContain('$83.49 (15.49 + 2 × 34)');
  });
});

describe('a duplicate debit and its overdraft fees: who to call, the fees on correction, the opt-in (judge 29)', () => {
  it('calls the bank first, then the company for a reversal, refunds the fees with the correction, and asks about the opt-in', async () => {
    const [es] = await conversation(
      'es',
      'la compania de internet me cobro dos veces 79.99 el 1 de nov en mi tarjeta de debito y el banco me cobro 3 sobregiros de 35 cada uno por compras pequeñas (cafe, gasolina). a quien llamo primero',
    );
    const { strategy, talking_points: points, deadlines } = es!.sections;
    expect(strategy).toContain('corregir el error incluye devolver los cargos que causó');
    expect(strategy).toContain('Llame primero a su banco, hoy');
    expect(strategy).toContain(
      'Luego llame a la empresa que le cobró para que revierta el duplicado y le dé un número de referencia para el banco.',
    );
    expect(points.join(' ')).toContain('¿Aceptó alguna vez (opt-in) sobregiros en compras con débito?');
    expect(deadlines.map((line) => line.source).join(' ')).toContain('11(c)-6');
    expect(es!.response.length).toBeLessThanOrEqual(4000);
    expect(tuteoMarkers(es!.response)).toEqual([]);
    const [en] = await conversation(
      'en',
      'Spectrum charged my debit card twice 64.99 on nov 2, then my bank charged 2 overdraft fees of 34 on my coffee and gas purchases. who do i call first',
    );
    expect(en!.sections.strategy).toContain('correcting the error includes refunding the fees it caused');
    expect(en!.sections.strategy).toContain('Then call Spectrum to reverse the duplicate');
    expect(en!.sections.talking_points.join(' ')).toContain(
      'Did you ever opt in to overdraft on debit-card purchases?',
    );
  });

  it('asks nothing about an opt-in the person already told, or with no overdraft fee', async () => {
    const [told] = await conversation(
      'en',
      'my gym charged my debit card twice 49.99 on nov 2 and the bank charged me a 35 overdraft fee on a coffee purchase. i opted in to overdraft years ago',
    );
    expect(told!.response).not.toContain('Did you ever opt in');
    const [none] = await conversation(
      'en',
      'my debit card got charged 2 times for the same order at target 149.99 on nov 5, both went through',
    );
    expect(none!.response).not.toContain('opt in');
  });
});
