import type { ChatMessage } from '@lane/shared';
import { describe, expect, it } from 'vitest';
import { readConversation } from './read-case.js';

function read(...turns: string[]) {
  const messages: ChatMessage[] = turns.flatMap((content, index) =>
    index < turns.length - 1
      ? [
          { role: 'user' as const, content },
          { role: 'assistant' as const, content: 'Here is a plan.' },
        ]
      : [{ role: 'user' as const, content }],
  );
  return readConversation(messages, '2026-11-22');
}

const figure = (kase: ReturnType<typeof read>['case'], role: string) =>
  kase.amounts.find((amount) => amount.role === role)?.text;

describe('an uninsured household’s hospital bill told with its income', () => {
  it('reads "ganamos como 52 mil al año entre los dos" as the family’s means, not two topics or pay talk', () => {
    const { case: kase } = read(
      'mi esposo tuvo cirugia de emergencia el 11 de febrero en un hospital en charlotte NC. no tenemos seguro. la factura es de 18,432.10, la primera factura nos llego el 10 de marzo. somos 4 (2 niños) y ganamos como 52 mil al año entre los dos. que hacemos',
    );
    expect(kase.area).toBe('medical_bills');
    expect(kase.subCase).toBe('medical_financial_assistance');
    expect(kase.confidence).toBe('sure');
    expect(kase.insurance).toBe('uninsured');
    expect(kase.householdSize).toBe(4);
    // The first reading builds every pattern once: slow on a busy machine.
  }, 30_000);

  it('reads the English wording the same way ("and make about 60k a year between the two of us")', () => {
    const { case: kase } = read(
      'my wife had emergency gallbladder surgery march 3 at a hospital in phoenix. we dont have insurance. the bill is 22,150.00 and the first bill came april 2. we are a family of 5 and make about 60k a year between the two of us. what do we do',
    );
    expect(kase.area).toBe('medical_bills');
    expect(kase.subCase).toBe('medical_financial_assistance');
    expect(kase.householdSize).toBe(5);
  });

  it('still reads a nurse’s pay as pay, not a hospital bill', () => {
    const { case: kase } = read(
      'i am a nurse at a hospital and i make 60k a year. they offered me a raise to 62k, should i ask for more salary',
    );
    expect(kase.area).toBe('salary');
  });

  it('reads "no tenemos seguro" and "no cuento con seguro médico" as uninsured', () => {
    expect(read('no tenemos seguro y el hospital nos cobra 9,000 por la cirugia').case.insurance).toBe(
      'uninsured',
    );
    expect(read('no cuento con seguro medico, la factura del hospital es de 4,200').case.insurance).toBe(
      'uninsured',
    );
  });
});

describe('a plan already paid, and "help only at the start"', () => {
  it('reads a plan the person keeps paying, and the office’s made-up window, in Spanish and English', () => {
    const first =
      'no tengo seguro, me operaron de emergencia el 5 de abril en un hospital en houston. la factura es de 15,300 y la primera factura llego el 1 de mayo. gano como 38 mil al año';
    const es = read(
      first,
      'me dijeron que como ya estoy en un plan de pagos de 200 al mes no se puede cambiar nada y que la ayuda era solo al principio',
    );
    expect(es.case.flags.planInPlace).toBe(true);
    expect(es.case.flags.toldTooLate).toBe(true);
    const en = read(
      first,
      "they said since we're already on a payment plan of 250 a month since june they can't change anything and assistance is only at the beginning",
    );
    expect(en.case.flags.planInPlace).toBe(true);
    expect(en.case.flags.toldTooLate).toBe(true);
  });

  it('does not take a plan offered for a plan in place', () => {
    const { case: kase } = read(
      'no insurance, hospital bill 9,000 from my surgery, first bill sept 1',
      'they offered a payment plan of 250 a month',
    );
    expect(kase.flags.planInPlace).toBeUndefined();
  });
});

describe('a written estimate dated before its figure', () => {
  it('reads "presupuesto escrito el 28 de julio de 1,650" as the estimate, and the visit as the later day', () => {
    const { case: kase } = read(
      'no tengo seguro dental. el dentista me dio un presupuesto escrito el 28 de julio de 1,650 por endodoncia y corona, la cita fue el 14 de agosto. la factura llego el 20 de agosto y es de 2,380. ya pague 400 de deposito',
    );
    expect(figure(kase, 'estimated')).toBe('1,650');
    expect(figure(kase, 'billed')).toBe('2,380');
    expect(figure(kase, 'paid')).toBe('400');
    expect(kase.dates.find((date) => date.role === 'service')?.text).toBe('14 de agosto');
  });

  it('reads "a written estimate on oct 1 for 1200" and a 200 deposit to the dentist as paid', () => {
    const { case: kase } = read(
      'no dental insurance. dentist gave me a written estimate on oct 1 for 1200 for a crown, appointment was oct 15, the bill dated oct 20 came to 1,780. i paid a 200 deposit',
    );
    expect(figure(kase, 'estimated')).toBe('1200');
    expect(figure(kase, 'billed')).toBe('1,780');
    expect(figure(kase, 'paid')).toBe('200');
  });

  it('keeps a year after a month a year ("el 28 de julio de 2026")', () => {
    const { case: kase } = read(
      'no tengo seguro. presupuesto del dentista el 28 de julio de 2026 por 1,650, la factura es de 2,380',
    );
    expect(kase.amounts.map((amount) => amount.value)).not.toContain(2026);
  });
});

describe('a medical bill at a collector, then its EOB', () => {
  const first =
    'took my daughter to the ER sept 3, bill was 1,875.40. i have insurance through work and the claim is still pending. now a collection agency letter dated nov 2 says i owe all 1,875.40. we are applying for a mortgage in january';

  it('reads the ER day as the visit, the mortgage month as no visit, and the credit worry', () => {
    const { case: kase } = read(first);
    expect(kase.insurance).toBe('insured');
    expect(kase.dates.find((date) => date.role === 'service')?.text).toBe('sept 3');
    expect(kase.flags.creditWorry).toBe(true);
  });

  it('reads "we have insurence thru my job" as insured', () => {
    expect(read('ER bill 900, we have insurence thru my job, a collector sent a letter').case.insurance).toBe(
      'insured',
    );
  });

  it('reads "goes to all 3 bureaus" as a credit-report threat, and an offer paid by card as no charge threat', () => {
    const reading = read(
      first,
      "lady said they can settle for 50% if i pay TODAY by debit card, otherwise it 'goes to all 3 bureaus' next week",
    );
    expect(reading.case.flags.creditReportThreat).toBe(true);
    expect(
      read(first, "the collector says they'll take 40% if i pay right now with my debit card").latestFlags
        ?.cardChargeThreat,
    ).toBeUndefined();
  });

  it('keeps the EOB beside the collector’s figure as the same bill’s news', () => {
    const { case: kase } = read(
      first,
      'EOB came: allowed amount 1,020.00, insurance paid 816.00, patient responsibility 204.00. collector still wants 1,875.40',
    );
    expect(kase.area).toBe('debt_collection');
    expect(kase.flags.emergency).toBe(true);
    expect(figure(kase, 'owed')).toBe('204.00');
    expect(figure(kase, 'billed')).toBe('1,875.40');
  });
});

describe('an insurer’s denial of therapy, with no hospital named', () => {
  it.each([
    'my insurance company Anthem denied my claim of $2,300 for physical therapy, I’m in California',
    'mi seguro negó el reclamo de 2,300 por la fisioterapia, vivo en California',
  ])('is a medical bill to review: %s', (story) => {
    const kase = read(story).case;
    expect(kase.area).toBe('medical_bills');
    expect(kase.subCase).toBe('medical_bill_review');
    expect(kase.flags.insuranceClaimDenied).toBe(true);
  });
});

describe('an insurer that denied the care itself', () => {
  it.each([
    'my health insurance denied my ER visit from oct 2 saying it wasnt an emergency. the bill is 2,100',
    'mi seguro negó la visita a emergencias del 2 de octubre, dice que no era emergencia. la factura es de 2,100',
  ])('is a denied claim: %s', (story) => {
    expect(read(story).case.flags.insuranceClaimDenied).toBe(true);
  });
});

describe('a state code typed in lower case after a place', () => {
  it.each([
    [
      'mechanic in riverside ca quoted $600 and the bill was $1,100, they did extra work i never approved',
      'California',
    ],
    ['me cobraron 300 de mas en un taller en el paso tx', 'Texas'],
  ])('reads the state: %s', (story, state) => {
    expect(read(story).case.state).toBe(state);
  });

  it('never reads a word as one ("in town or", "in person me")', () => {
    expect(
      read('i cancelled in person me and my wife, they still charge 40 a month').case.state,
    ).toBeUndefined();
  });
});
