import { describe, expect, it } from 'vitest';
import { conversation } from '../../../test/conversation.js';

const SPECTRUM =
  "i cancelled spectrum internet oct 3 and returned the modem at their store same day, have the return receipt. they still billed me 80 for the next month AND theres a 150 'unreturned equipment' fee now. and they say my autopay card gets charged the 230 dec 1. also my moms bill with them jumped from 55 to 95 this month no warning, can we fix that too";
const SPECTRUM_REPLY =
  "rep said she can take off the 150 equipment fee as a one-time courtesy but the 80 stays because 'service runs to the end of the billing cycle'. the bill says the 80 is for the cycle oct 15 to nov 14";
const SPECTRUM_ES =
  "cancele el internet de spectrum el 3 de octubre y devolvi el modem en la tienda ese mismo dia, tengo el recibo. me cobraron 80 del mes siguiente y un cargo de 150 por 'equipo no devuelto', y el 1 de diciembre me cobran los 230 en automatico. aparte la factura de mi mama con ellos subio de 55 a 95 sin aviso";
const SPECTRUM_ES_REPLY =
  'la representante dijo que me quita los 150 del equipo como cortesia por unica vez pero que los 80 se quedan porque el servicio corre hasta el fin del ciclo. la factura dice que los 80 son por el periodo del 15 de octubre al 14 de noviembre';

describe('a returned modem and a month after the cancellation, with a second bill beside them', () => {
  it('first: the 230 is the two charges summed, and the mother’s 55 → 95 is its own matter', async () => {
    const [first] = await conversation('en', SPECTRUM);
    const { strategy, phone_script, email } = first!.sections;
    expect(phone_script).toContain(
      '150 for unreturned equipment and 80 for service after I cancelled (230 in all)',
    );
    expect(email.body).toContain('(230 in all)');
    expect(strategy).toContain('second matter ("my moms bill with them jumped from 55');
    expect(strategy).toContain('from 55 to 95');
    expect(strategy).toContain('Before dec 1, take your card off autopay for this account');
    for (const text of [strategy, phone_script, email.body]) {
      expect(text).not.toContain('$610');
      expect(text).not.toContain('80 and 230');
      expect(text).not.toContain('55 and 95 for service');
    }
  });

  it('then: the fee taken off "as a courtesy" is a billing error, and a cycle after the cancellation is owed back', async () => {
    const [, second] = await conversation('en', SPECTRUM, SPECTRUM_REPLY);
    const { strategy, phone_script, email, talking_points } = second!.sections;
    expect(strategy).toContain("Spectrum will take off the 150 equipment fee, but it isn't a courtesy");
    expect(strategy).toContain('remove it as a billing error');
    expect(strategy).toContain(
      'it is for oct 15 to nov 14, a cycle that starts 12 days after you cancelled on oct 3',
    );
    expect(strategy).toContain('Before dec 1, take your card off autopay');
    expect(phone_script).toContain(
      'The 80 is for the cycle oct 15 to nov 14, which started after I cancelled on oct 3',
    );
    expect(email.body).toContain('not a one-time courtesy');
    expect(talking_points.join('\n')).toContain('Still not owed: the 80');
    for (const text of [strategy, phone_script, email.body]) {
      expect(text).not.toContain('that works for me');
      expect(text).not.toContain('I accept your offer');
      expect(text).not.toContain('do a little better');
      expect(text).not.toContain('second matter');
    }
  });

  it('in Spanish: the same reading, usted, and the period of the kept charge', async () => {
    const [first, second] = await conversation('es', SPECTRUM_ES, SPECTRUM_ES_REPLY);
    expect(first!.sections.phone_script).toContain('150 por equipo no devuelto y 80 por servicio');
    expect(first!.sections.phone_script).toContain('(230 en total)');
    expect(first!.sections.strategy).toContain('otro asunto («la factura de mi mama con ellos');
    const { strategy, phone_script } = second!.sections;
    expect(strategy).toContain('Spectrum le quita el cargo de 150 por el equipo, pero no es una cortesía');
    expect(strategy).toContain(
      'son por el periodo del 15 de octubre al 14 de noviembre, un ciclo que empieza 12 días después',
    );
    expect(phone_script).toContain('Les pido quitarlos también');
    expect(strategy).not.toContain('Un primer no es normal');
  });

  it('another wording: a goodwill waiver, "covers sep 20 - oct 19", a sister’s bill beside it', async () => {
    const [first, second] = await conversation(
      'en',
      "Cancelled my Xfinity internet on Sept 5 and dropped the router off at the UPS store that day, got the drop-off receipt. They billed me $70 for the next month plus a $120 'non-return fee', and autopay will take the $190 on Dec 3. Also my sister's bill with them went from 60 to 85 with no notice.",
      "the agent said she'd waive the $120 as a goodwill gesture but the $70 is owed because service runs through the end of the billing period. my bill shows the 70 covers sep 20 - oct 19",
    );
    expect(first!.sections.phone_script).toContain(
      '$120 for unreturned equipment and $70 for service after I cancelled ($190 in all)',
    );
    expect(second!.sections.strategy).toContain(
      "Xfinity will take off the $120 equipment fee, but it isn't a courtesy",
    );
    expect(second!.sections.strategy).toContain('a cycle that starts 15 days after you cancelled on Sept 5');
    expect(second!.sections.strategy).not.toContain('second matter');
  });
});

describe('the same with no sign, slang and a gateway: "waive the 175 one time", "covers 10/15-11/14"', () => {
  it('reads the returned gateway, and answers the one-time waiver and the cycle after the cancellation', async () => {
    const [first, second] = await conversation(
      'en',
      'i canceled my att internet 10/3 n returned the gateway same day got the receipt. they billed 65 for nov and a 175 non return fee, the 240 gets auto drafted 12/1 from my card',
      'they said they can waive the 175 one time but the 65 is owed til the end of the cycle, bill says the 65 covers 10/15-11/14',
    );
    expect(first!.sections.strategy).toContain(
      'The 175 for unreturned equipment is answered by your return receipt',
    );
    expect(first!.sections.strategy).toContain('Ask AT&T to remove both (240 in all)');
    expect(first!.sections.strategy).toContain('Take your card off autopay for this account');
    expect(second!.sections.strategy).toContain(
      "AT&T will take off the 175 equipment fee, but it isn't a courtesy",
    );
    expect(second!.sections.strategy).toContain('a cycle that starts 12 days after you cancelled on 10/3');
    expect(second!.sections.phone_script).not.toContain('do a little better');
  });
});

describe('a promotion said to be shorter than the written one, and an equipment charge said to be free', () => {
  const PROMO =
    "contrate internet con spectrum a 49.99 al mes por 12 meses, me lo dijeron por telefono en abril. ahora mi factura de noviembre dice 89.99 y ademas un cargo de 15 de 'modem'. el vendedor dijo que el modem era gratis";
  it('first: the 15 modem charge is in the script and the email, not only the strategy', async () => {
    const [first] = await conversation('es', PROMO);
    expect(first!.sections.phone_script).toContain(
      'su vendedor me dijo que el equipo era gratis. Les pido quitar los 15',
    );
    expect(first!.sections.email.body).toContain('Les pido quitar los 15 y devolvérmelos');
  });

  it('then: "only 6 months" is answered with their own confirmation, and the modem is kept', async () => {
    const [, second] = await conversation(
      'es',
      PROMO,
      "me dijeron que la promocion era solo de 6 meses y que no hay grabacion de la llamada. tengo el correo de confirmacion que dice '12 month promotional rate'",
    );
    const { strategy, phone_script, email } = second!.sections;
    expect(strategy).toContain(
      "Le dicen que la promoción era solo de 6 meses; su correo de confirmación dice '12 month promotional rate'",
    );
    expect(phone_script).toContain(
      "Dicen que la promoción era de 6 meses, pero mi correo de confirmación dice '12 month promotional rate'",
    );
    expect(phone_script).toContain('Les pido quitar los 15');
    expect(email.body).toContain('Adjunto mi correo de confirmación, que dice "12 month promotional rate".');
    // "internet con spectrum": the company is named, and the complaint goes to the FCC without "if it's internet".
    expect(strategy).toContain('la FCC (consumercomplaints.fcc.gov)');
    expect(strategy).not.toContain('si es internet, teléfono o TV');
    expect(email.body).toContain('Les pido quitar los 15');
    for (const text of [strategy, phone_script, email.body]) {
      expect(text).not.toContain('"Ya no aplica" no es un motivo');
      expect(text).not.toContain('pida verlo por escrito');
    }
  });

  it('in English, the term read as no credit offered ("12-month price guarantee")', async () => {
    const [, second] = await conversation(
      'en',
      'signed up for xfinity internet at 40/month for 12 months back in may over the phone. my november bill says 75 and theres also a 14 modem charge, the sales guy said the modem was free',
      "they said the promo was only 6 months and theres no recording of the call. i have the confirmation email that says '12-month price guarantee'",
    );
    const { strategy, phone_script } = second!.sections;
    expect(strategy).toContain(
      "They say the promotion was only 6 months; your confirmation email says '12-month price guarantee'",
    );
    expect(strategy).not.toContain('one-time credit of 12');
    expect(phone_script).toContain('Please remove the 14 and refund it');
  });
});
