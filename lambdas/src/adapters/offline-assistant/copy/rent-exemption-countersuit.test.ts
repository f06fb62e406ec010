import { describe, expect, it } from 'vitest';
import { conversation } from '../../../../test/conversation.js';
import { tuteoMarkers } from '../../../../test/spanish.js';
import { expectSays } from './test-support.js';

/** Words of the generic landlord template that a rise or a deposit told in full must never get. */
const EMPTY_TEMPLATE =
  /Se trata de un aumento de renta|Is this about a rent increase|\[el aviso \/ el cargo \/ el problema\]|\[the notice \/ the charge \/ the problem\]|\[el resultado que quiere\]|\[uno o dos hechos\]/u;

describe('judge 31: a rise told as "desde el 1 de enero la renta es …", and "the rent law doesn’t apply"', () => {
  const RISE_ES =
    'vivo en fresno california, edificio de 30 departamentos construido en 2001. pago 1,600. el 18 de noviembre me dejaron una nota que desde el 1 de enero la renta es 1,900. son 300 mas';

  it('reads today’s rent, the new one and the rise, with the notice counted, and asks before any counter (es)', async () => {
    const [first] = await conversation('es', RISE_ES);
    const text = first!.response;
    expectSays(text, [
      'Pasar de 1,600 a 1,900 es $300 más (18,8%), con 44 días de aviso',
      'el suyo fue construido en 2001',
      'cuántos días de aviso exige California para un aumento de este tamaño',
      'no acepte la nueva renta ni firme nada',
    ]);
    expect(text).not.toMatch(EMPTY_TEMPLATE);
    expect(tuteoMarkers(text)).toEqual([]);
  });

  it('answers "the law doesn’t apply, the owner is a person; if you don’t like it, leave" (es)', async () => {
    const [, second] = await conversation(
      'es',
      RISE_ES,
      'el administrador dice que la ley de control de renta no aplica porque el dueño es una persona, no una compañia, y que si no le gusta que se vaya',
    );
    const text = second!.response;
    expectSays(text, [
      'una exención les toca demostrarla',
      'qué exención alegan y dónde se la dieron (una cláusula de su contrato o un aviso por escrito)',
      'puede aplicarse a un edificio de apartamentos construido en 2001',
      'siga pagando 1,600 a tiempo',
      'no acepte mudarse',
      'seguiré pagando mi renta actual de 1,600 a tiempo',
      'No acepto la renta nueva y no me voy a mudar',
      'organización de inquilinos',
    ]);
    expect(text).not.toMatch(EMPTY_TEMPLATE);
    expect(text).not.toMatch(/Mantuvieron 1,900|Usted me confirmó la renta/u);
    expect(tuteoMarkers(text)).toEqual([]);
  });

  it('answers "¿me tengo que mudar?": a notice of a rise is not one to leave, and just cause is asked', async () => {
    const [first] = await conversation(
      'es',
      `${RISE_ES}. llevo 3 años. puedo hacer algo o me tengo que mudar?`,
    );
    expectSays(first!.response, [
      'un aviso de aumento de renta no es un aviso para irse',
      '3) si después de 3 años ahí el arrendador necesita una causa justificada para terminar su arrendamiento',
    ]);
    expect(tuteoMarkers(first!.response)).toEqual([]);
  });

  it('asks whether a limit counts the rise together with the last one, told as "la ultima subida fue en enero"', async () => {
    const [first] = await conversation('es', `${RISE_ES}. la ultima subida fue en enero de este año`);
    expectSays(first!.response, [
      'y si cuenta este aumento junto con el anterior si los dos caen dentro de 12 meses',
      'uno del 10% en $1,760',
    ]);
  });

  it('does the same in English, with no currency sign and the rise said as "going from … to …"', async () => {
    const [first, second] = await conversation(
      'en',
      'rent going from 1850 to 2150 starting jan 1, thats 300 more. building built in 1998 in sacramento ca. notice was taped to my door nov 20, been here 3 years',
      'manager says rent control doesnt apply bc the owners are individuals not a corporation, and if i dont like it i can leave',
    );
    expectSays(first!.response, [
      'Going from 1850 to 2150 is $300 more (16.2%), with 42 days',
      'yours was built in 1998',
    ]);
    expectSays(second!.response, [
      "They say the rent limit doesn't apply to you",
      'which exemption they mean and where it was given to you',
      'keep paying 1850 on time',
      "don't agree to move out",
      'after 3 years there',
      "I'll keep paying my current rent of 1850 on time. I don't agree to the new rent, and I'm not moving out.",
      'The rent increase to 2150 and the exemption you mentioned',
    ]);
    expect(second!.response).not.toMatch(/They kept 2150|You confirmed the rent/u);
  });
});

describe('judge 31: a deposit with its deductions listed, then a countersuit threat and a lease clause', () => {
  const DEPOSIT_EN =
    'moved out sep 30 after 3 yrs in chicago, deposit was 1,400. got a check for 650 with a note dated nov 18: 500 repaint, 250 carpet cleaning. no receipts. only 3 nail holes';

  it('reads the check as what came back and the deductions as the sum kept', async () => {
    const [first] = await conversation('en', DEPOSIT_EN);
    const text = first!.response;
    expectSays(text, [
      'They gave back 650 of your 1,400 deposit and kept $750 (500 + 250)',
      'demand the $750 back',
      '49 days after you moved out on sep 30',
      'Residential Landlord and Tenant Ordinance (RLTO)',
    ]);
    expect(text).not.toMatch(/They kept 650|They also kept another|request for 650|\$750 you didn't keep/u);
  });

  it('answers the countersuit and the lease clause, and keeps the demand for all of it', async () => {
    const [, second] = await conversation(
      'en',
      DEPOSIT_EN,
      'emailed them. the manager says they’ll countersue for the nail holes and my lease says tenant pays carpet cleaning',
    );
    const text = second!.response;
    expectSays(text, [
      'A threat to countersue is pressure, not a reason to drop your claim',
      'A few small nail holes',
      'send that clause and the receipt for the work they charged',
      'Whether a lease clause can make a tenant pay to clean or fix normal wear and tear',
      'Send a written demand for $750',
      'small claims court in Cook County',
      "A threat to countersue doesn't change your demand: it stays at $750.",
    ]);
    expect(text).not.toMatch(EMPTY_TEMPLATE);
    expect(text).not.toMatch(/Keep paying the rent in your lease/u);
  });

  it('does the same in Spanish, with "recibí un cheque de" and "contrademandar"', async () => {
    const [first, second] = await conversation(
      'es',
      'me mude el 30 de septiembre en houston texas. mi deposito era de 1,500 y recibi un cheque de 700 con una nota: 500 pintura y 300 limpieza de alfombra. no me mandaron recibos. solo habia unos hoyitos de clavos',
      'el administrador dice que el contrato dice que yo pago la limpieza profesional de alfombra y que si lo demando me va a contrademandar por los hoyos de clavos',
    );
    expectSays(first!.response, [
      'Le devolvieron 700 de su depósito de 1,500 y le retuvieron $800 (500 + 300)',
    ]);
    const text = second!.response;
    expectSays(text, [
      'Una amenaza de contrademanda es presión',
      'Unos pocos agujeros pequeños de clavos',
      'pídales que le envíen esa cláusula y el recibo del trabajo que cobraron',
      'es una pregunta más para la oficina del fiscal general de Texas o una organización de inquilinos',
      'Envíe una exigencia por escrito por los $800',
      'siga pidiendo los $800',
    ]);
    expect(text).not.toMatch(EMPTY_TEMPLATE);
    expect(tuteoMarkers(text)).toEqual([]);
  });
});
