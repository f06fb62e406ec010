import { describe, expect, it } from 'vitest';
import { conversation } from '../../../test/conversation.js';

/**
 * Figures read in their role: a tooth number is no sum, a nightly rate times the nights is the room,
 * a monthly add-on is no plan price, the usual bill is the usual range, a phone estimate is no bill.
 */
describe('a resort fee per night beside the room rate', () => {
  it('asks back 45 × 3 = 135, never the 567 room total', async () => {
    const [first, second] = await conversation(
      'en',
      "stayed at a hotel in vegas oct 3 to oct 6, booked on the hotels own website at 189/night, 3 nights, the page said 567 + taxes. at checkout they also charged a 'resort fee' 45 a night that i never saw. total on my credit card was 802.35 with taxes. can i dispute this??",
      'called the hotel, they say the resort fee was in the confirmation email and in the fine print on the booking page and they wont remove it',
    );
    expect(first!.sections.strategy).toContain('3 nights × 45 = $135');
    expect(first!.sections.strategy).not.toMatch(/fee of 567|the 567 back/);
    // 802.35 is more than 567 + 135: tax was charged, and the tax on the fee comes back too.
    expect(first!.sections.strategy).toContain('Ask for the tax charged on the fee back too.');
    expect(first!.sections.phone_script).toContain('The total shown when I booked was 567');
    expect(second!.sections.strategy).toContain('dispute the $135');
    expect(second!.sections.strategy).not.toContain('dispute the 567');
  });
  it('reads "a 150 la noche … cargo de resort de 38 por noche" the same way in Spanish', async () => {
    const [first] = await conversation(
      'es',
      "me quede 2 noches en un hotel en miami a 150 la noche, la pagina decia 300 mas impuestos. al salir me cobraron un 'cargo de resort' de 38 por noche que nunca vi. en la tarjeta de credito salieron 412.60",
    );
    expect(first!.sections.strategy).toContain('$76');
    expect(first!.sections.strategy).not.toMatch(/cargo de resort de 300|los 300 a su tarjeta/);
  });
});

describe('a catch-up bill after estimated readings', () => {
  it('reads the usual 130–150 as usual, checks the catch-up and asks for a longer plan', async () => {
    const [first, second] = await conversation(
      'en',
      "my electric bill this month is 612.48, usually its like 130-150. looked at the bill and the last 3 months have an 'E' next to the meter reading, this one says 'A'. im in ohio. due dec 8 and i cant pay 612 by then. will they shut me off??",
      'called them, rep said they couldnt read the meter bc of my locked gate so they estimated low for aug sep oct and this is the catch up, its correct and due dec 8. she offered to split it over 3 months but i still have to pay my regular bill on top of that, i cant do that either',
    );
    expect(first!.sections.strategy).toContain('against your usual 130–150');
    expect(first!.sections.strategy).toContain('catch-up');
    expect(first!.sections.strategy).toMatch(/6 to 12 months/);
    expect(first!.sections.strategy).not.toMatch(/130–612|about 612|re-read the meter/);
    expect(second!.sections.strategy).toMatch(/longer one/);
    expect(second!.sections.phone_script).toContain(
      "I can't pay 612.48 in that plan on top of my regular bill",
    );
    expect(second!.sections.strategy).not.toMatch(/rebill from/);
  });
  it('does the same in Spanish ("cobro de ajuste", "normalmente 90 a 110")', async () => {
    const [first] = await conversation(
      'es',
      'mi factura de luz salio en 438.20, normalmente pago 90 a 110. los ultimos meses la lectura fue estimada y este mes dice lectura real, la compañia dice que es un cobro de ajuste. no puedo pagar 438 de una vez',
    );
    expect(first!.sections.strategy).toContain('cuando normalmente paga 90–110');
    expect(first!.sections.strategy).toContain('de 6 a 12 meses');
    expect(first!.sections.strategy).not.toMatch(/90–438|unos 438/);
  });
});

describe('a written monthly price for 12 months beside a monthly equipment charge', () => {
  it('honors 49.99, credits 2 × 40 = 80, asks the 15 a month apart, and refuses 69.99', async () => {
    const [first, second] = await conversation(
      'es',
      "contrate internet con spectrum en marzo, el vendedor me dijo 49.99 al mes por 12 meses con el modem incluido. desde marzo me cobran 15 de 'equipo' cada mes y en octubre y noviembre me subieron a 89.99. tengo el correo de confirmacion que dice 49.99/mes por 12 meses pero no dice nada del modem",
      'dijeron que la promo era de 6 meses y que lo mas que pueden hacer es dejarmelo en 69.99. del modem dicen que nunca fue incluido',
    );
    expect(first!.sections.strategy).toContain('pasó de 49.99 a 89.99');
    expect(first!.sections.strategy).toContain('hasta febrero de 2027');
    expect(first!.sections.strategy).toContain('2 meses × $40 = $80');
    expect(first!.sections.strategy).toContain('9 meses × 15 = $135');
    expect(first!.response).not.toMatch(/de 15 a 49\.99|precio de 15|233/);
    expect(second!.sections.strategy).toContain('No acepte 69.99');
    expect(second!.sections.strategy).not.toMatch(/nuevo precio de 49\.99|su petición completa/);
    expect(second!.sections.email.body).toContain('me ofrecieron 69.99 en lugar de mi promoción');
  });
  it('reads "59.99/mo for 12 months … 10 for the router" the same way in English', async () => {
    const [first] = await conversation(
      'en',
      'signed up for internet in january, the rep promised 59.99/mo for 12 months and i have the confirmation email. since january they charge 10 for the router every month, and in september and october and november the bill went up to 84.99',
    );
    expect(first!.sections.strategy).toContain('went from 59.99 to 84.99');
    expect(first!.sections.strategy).toContain('3 months × $25 = $75');
    expect(first!.sections.strategy).toContain('11 months × 10 = $110');
    expect(first!.response).not.toMatch(/from 10 to 59\.99|price of 10/);
  });
});

describe('a repair bill over a phone estimate, then a signed authorization and an offer', () => {
  it('disputes 580 of the 1,430, then weighs the signed "hasta 1,500" and takes 1,200', async () => {
    const [first, second, third] = await conversation(
      'es',
      'lleve mi carro al taller por ruido en los frenos, me dijeron por telefono que seria como 850. hoy me llaman que ya esta y son 1,430, cambiaron tambien los rotores y algo de la suspension que yo NO autorice. no me quieren dar el carro hasta que pague todo. no tengo nada por escrito, solo firme un papel al dejarlo que no lei bien. estoy en texas',
      "dicen que si no pago y lo recojo hoy me cobran 40 dolares por dia de almacenaje, y me mandaron foto del papel que firme: dice que autorizo reparaciones 'hasta 1,500 sin llamada previa'",
      'les pedi lo que usted me dijo y me ofrecieron dejarlo en 1,200 si pago hoy en efectivo',
    );
    expect(first!.sections.phone_script).toContain('Disputo parte de la factura de 1,430');
    expect(first!.response).not.toMatch(/factura de 850|pagar los 850 "bajo protesta"/);
    expect(second!.sections.strategy).toContain('autoriza reparaciones hasta 1,500');
    expect(second!.sections.strategy).toContain('40 dólares por día');
    expect(second!.response).not.toMatch(/no autoricé ese trabajo|nunca autoricé/);
    expect(third!.sections.strategy).toContain('1,200 es un buen resultado: $230 menos');
    expect(third!.sections.phone_script).toContain('1,200 pagado en su totalidad');
    expect(third!.response).not.toMatch(/mejorarla un poco|no puedo aceptar 1,200/);
  });
  it('reads "quoted me 600 over the phone … the work order i signed says up to 1000 without calling" in English', async () => {
    const [, second] = await conversation(
      'en',
      'shop quoted me 600 over the phone for brakes, now the bill is 940 and they did calipers i never ok’d. they wont release the car till i pay. im in ohio',
      'they showed me the work order i signed, it says they can do repairs up to 1000 without calling me. and storage is 35 a day starting tomorrow',
    );
    expect(second!.sections.strategy).toContain('authorizes repairs up to 1000 without a call');
    expect(second!.sections.strategy).toContain('Storage runs at 35 a day');
  });
});

describe('a dental claim denied on the wrong tooth, then the EOB math', () => {
  it('scripts the insurer call with the teeth, asks a corrected claim, then works out 1080 − 515 = 565', async () => {
    const [first, second, third] = await conversation(
      'en',
      "got a bill from my dentist for 1450 for a crown on tooth #19 done sept 9. BEFORE they did it the office sent a predetermination to my insurance (delta dental) and it came back saying covered at 50% after my 50 deductible. now the EOB says denied 'frequency limitation, crown on this tooth within 5 yrs' and allowed amount 1080. i never had a crown on 19, my old crown is on 18!! dentist is in network. what do i say when i call the insurance",
      'insurance lady said the claim they got has tooth 18 on it not 19, so the dentist coded it wrong and has to send a corrected claim. the dentist office says they sent it right and i need to pay the 1450 now or it goes to collections in 30 days',
      'ok they finally resubmitted and insurance paid 515. now the dentist bill says i owe 935. is that right?? they want it by dec 1',
    );
    expect(first!.sections.phone_script).toContain(
      'the crown was on tooth #19. My only earlier crown is on tooth #18',
    );
    expect(first!.sections.phone_script).toContain(
      'predetermination approved it for #19 at 50% after my 50 deductible',
    );
    expect(first!.response).not.toMatch(/financial assistance|Keep your numbers[^\n]*\b19\b/);
    expect(second!.sections.strategy).toContain('corrected claim for tooth #19');
    expect(second!.response).not.toMatch(/not even the 18|I can't agree to a payment on this call/);
    expect(third!.sections.strategy).toContain('1080 − 515 = $565');
    expect(third!.sections.strategy).toContain('$370 (1450 − 1080)');
    expect(third!.sections.phone_script).toContain("I'll pay $565 by dec 1");
    expect(third!.response).not.toMatch(/financial assistance|I was told no|reprocess the claim/);
  });
  it('does the same in Spanish ("diente 30 … la corona vieja esta en la 31 … monto permitido 1,200")', async () => {
    const [first, , third] = await conversation(
      'es',
      'el dentista me cobra 1,600 por una corona en el diente 30 del 2 de octubre. el seguro la nego por limite de frecuencia pero nunca tuve corona en la 30, mi corona vieja esta en la 31. monto permitido 1,200. el dentista esta en la red. que le digo al seguro',
      'el seguro dice que el reclamo llego con el diente 31 y el consultorio dice que pague los 1,600 ya',
      'ya lo corrigieron y el seguro pago 700, pero el dentista me cobra 900. esta bien?',
    );
    expect(first!.sections.phone_script).toContain(
      'fue en el diente #30. Mi única corona anterior está en el diente #31',
    );
    expect(third!.sections.strategy).toContain('1,200 − 700 = $500');
    expect(third!.sections.strategy).toContain('$400 (1,600 − 1,200)');
  });
});
