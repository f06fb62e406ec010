import { describe, expect, it } from 'vitest';
import { conversation } from '../../../test/conversation.js';
import { tuteoMarkers } from '../../../test/spanish.js';

// The tests answer on 2026-11-22.
const ER_EN =
  'took my daughter to the ER sept 3, bill was 1,875.40. i have insurance through work and the claim is still pending in the portal. now a collection agency letter dated nov 2 (got it nov 5) says i owe all 1,875.40. should i pay it? we are applying for a mortgage in january';
const ER_ES =
  'mi hija fue a urgencias el 3 de septiembre, la factura fue de 1,875.40. tengo seguro por mi trabajo y el reclamo sigue en proceso. me llego una carta de una agencia de cobranza con fecha 2 de noviembre que dice que debo los 1,875.40. lo pago?';

describe('a medical bill at a collector while the insurer still processes the claim', () => {
  it('declines a share offered today, works the share out, keeps the card back and answers the bureau threat', async () => {
    const [, second] = await conversation(
      'en',
      ER_EN,
      "the collector says they'll take 40% if i pay right now with my debit card or they report it to the credit bureaus",
    );
    const strategy = second!.sections.strategy;
    expect(strategy).toContain("don't give your debit card");
    expect(strategy).toContain('40% of 1,875.40, $750.16');
    expect(strategy).toContain('by December 2, 2026');
    expect(strategy).toContain('leave a medical collection less than a year old off your credit report');
    expect(strategy).toContain('before you apply for the loan');
    expect(strategy).not.toContain("They said they'll charge your card");
    expect(second!.sections.deadlines.map((deadline) => deadline.title).join('\n')).toContain(
      'Medical collections',
    );
    // The first answer builds every pattern once: slow on a busy machine.
  }, 30_000);

  it('does the same in Spanish with "la mitad" and "los 3 buros"', async () => {
    const [, second] = await conversation(
      'es',
      ER_ES,
      'el cobrador dice que acepta la mitad si pago hoy con tarjeta de debito o lo reportan a los 3 buros',
    );
    const strategy = second!.sections.strategy;
    expect(strategy).toContain('No acepte el acuerdo ni dé su tarjeta de débito');
    expect(strategy).toContain('El 50% de 1,875.40, $937.70');
    expect(strategy).toContain('no incluyen en su informe una cobranza médica de menos de un año');
    expect(tuteoMarkers(second!.response)).toEqual([]);
  });
});

describe('the EOB comes while the collector still asks for the whole bill', () => {
  it('says the patient responsibility is owed, to the hospital, and disputes the rest with the EOB', async () => {
    const answers = await conversation(
      'en',
      ER_EN,
      "the collector says they'll take 40% if i pay right now with my debit card or they report it to the credit bureaus",
      'EOB came: allowed amount 1,020.00, insurance paid 816.00, patient responsibility 204.00. collector still wants 1,875.40',
    );
    const last = answers[2]!;
    expect(last.sections.strategy).toContain('you owe 204.00');
    expect(last.sections.strategy).toContain('not 1,875.40 to the collector');
    expect(last.sections.strategy).toContain('$1,671.40 (1,875.40 less 204.00)');
    expect(last.sections.strategy).toContain('only once the account is corrected');
    expect(last.sections.email.body).toContain('Explanation of Benefits (attached)');
    expect(last.sections.email.body).toContain('I dispute the $1,671.40 above my share');
    expect(last.sections.email.body).toContain('medical care on sept 3');
    expect(last.response).not.toContain('A no by phone');
    expect(last.response).not.toContain('You said no');
  });

  it('does the same in Spanish, to "al hospital"', async () => {
    const answers = await conversation(
      'es',
      ER_ES,
      'llego la EOB: monto permitido 1,020.00, el seguro pago 816.00, responsabilidad del paciente 204.00. el cobrador sigue pidiendo 1,875.40',
    );
    const last = answers[1]!;
    expect(last.sections.strategy).toContain('usted debe 204.00');
    expect(last.sections.strategy).toContain('se los debe al hospital');
    expect(last.sections.email.body).toContain('Disputo los $1,671.40 por encima de mi parte');
    expect(last.response).not.toContain('a el hospital');
    expect(tuteoMarkers(last.response)).toEqual([]);
  });
});

describe('an uninsured dentist bill over a written estimate dated before its figure', () => {
  const FIRST =
    'no tengo seguro dental. el dentista me dio un presupuesto escrito el 28 de julio de 1,650 por endodoncia y corona, la cita fue el 14 de agosto. la factura llego el 20 de agosto y es de 2,380: agregaron reconstruccion 285, radiografias 95 y sedacion 350. ya pague 400 de deposito. que puedo hacer';

  it('fills in the estimate, the overage and what is left after the deposit: no placeholders', async () => {
    const [first, second] = await conversation(
      'es',
      FIRST,
      "la oficina dice que el presupuesto era 'aproximado' y que si no pago los 1,980 en 30 dias lo mandan a colecciones",
    );
    expect(first!.response).toContain('Estimado de Buena Fe de 1,650');
    expect(first!.response).toContain('$730');
    expect(first!.response).toContain('$1,250');
    expect(first!.response).toContain('atención dental del 14 de agosto');
    expect(first!.response).not.toContain('[monto del estimado]');
    expect(first!.response).not.toContain('[diferencia con el estimado]');
    expect(second!.sections.strategy).toContain('le quedan $1,250, no los 1,980 que le piden');
    expect(second!.response).not.toContain('[monto del estimado]');
    expect(tuteoMarkers(second!.response)).toEqual([]);
  });

  it('does the same in English with a deposit and no currency sign', async () => {
    const [first] = await conversation(
      'en',
      'no dental insurance. dentist gave me a written estimate on oct 1 for 1200 for a crown, appointment was oct 15, the bill dated oct 20 came to 1,780. i paid a 200 deposit. what can i do',
    );
    expect(first!.sections.strategy).toContain('$580 over your 1200 Good Faith Estimate');
    expect(first!.sections.strategy).toContain('You already paid 200, so $1000 is left on the estimate');
  });
});

describe('an uninsured hospital bill already on a payment plan, told help is "only at the start"', () => {
  it('keeps the right to apply within the 240 days, keeps the plan, and asks back what was overpaid', async () => {
    const [first, second] = await conversation(
      'es',
      'a mi esposo lo operaron de emergencia el 5 de abril en un hospital en houston. no tenemos seguro. la factura es de 15,300 y la primera factura llego el 1 de mayo. somos 3 y ganamos como 38 mil al año entre los dos. que hacemos',
      'me dijeron que como ya estamos en un plan de pagos de 200 al mes no se puede cambiar nada y que la ayuda era solo al principio',
    );
    expect(first!.sections.strategy).toContain('Solicite asistencia financiera');
    expect(first!.sections.strategy).toContain('27 de diciembre de 2026');
    const strategy = second!.sections.strategy;
    expect(strategy).toContain('al menos hasta el 27 de diciembre de 2026');
    expect(strategy).toContain('Estar en un plan de pagos de 200 al mes no le quita el derecho a solicitar');
    expect(strategy).toContain('le devuelvan lo que haya pagado por encima');
    expect(second!.response).not.toContain('No lo he aceptado');
    expect(tuteoMarkers(second!.response)).toEqual([]);
  });

  it('does the same in English', async () => {
    const [, second] = await conversation(
      'en',
      'my wife had emergency surgery june 3 at a hospital in phoenix. we dont have insurance. the bill is 22,150.00 and the first bill came july 2. we are a family of 5 and make about 60k a year. what do we do',
      "they said since we're already on a payment plan of 250 a month since august they can't change anything and assistance is only at the beginning",
    );
    const strategy = second!.sections.strategy;
    expect(strategy).toContain('you can apply until at least February 27, 2027');
    expect(strategy).toContain("Being on a payment plan of 250 a month doesn't end your right to apply");
    expect(second!.response).not.toContain("Don't sign up for the 250 a month plan");
  });
});
