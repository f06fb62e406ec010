import { describe, expect, it } from 'vitest';
import { conversation } from '../../../../test/conversation.js';
import { tuteoMarkers } from '../../../../test/spanish.js';
import { readConversation } from '../../../domain/chat/read-case.js';
import { TODAY } from './test-support.js';

/** The Case read from one message. */
const read = (text: string) => readConversation([{ role: 'user', content: text }], TODAY).case;

describe('three disputes told apart from the worlds their words brush', () => {
  it('reads a late mark on a credit report as the report’s error, not a card fee, in both languages', () => {
    for (const text of [
      'my credit card shows a 30 day late for april on experian and transunion but i paid 85 on apr 2, due date was apr 6. i have the bank statement',
      'equifax has a late payment from march on my car loan that isnt mine, i always paid on time',
      'en mi reporte de credito de equifax aparece un pago atrasado de marzo pero yo pague a tiempo, tengo el comprobante',
    ]) {
      const kase = read(text);
      expect(kase.flags.creditReportError).toBe(true);
      expect(kase.area).toBeUndefined();
    }
  });

  it('keeps a collector’s threat to report in the collector’s world', () => {
    const kase = read(
      'a collection agency says i owe 480 from an old phone bill and if i dont pay by friday it goes on my credit report with experian',
    );
    expect(kase.area).toBe('debt_collection');
  });

  it('reads a totaled car as a payout to argue, whatever the deductible or the tow yard scored', () => {
    for (const text of [
      'my civic got totaled feb 27, collision w 500 deductible. adjuster says its worth 9,800. tow yard says storage is 40 a day',
      'la aseguradora declaro mi carro perdida total y me ofrecen 6,200, pero carros iguales se venden en 8 mil',
    ]) {
      const kase = read(text);
      expect(kase.flags.totalLoss).toBe(true);
      expect(kase.area).toBeUndefined();
    }
  });

  it('reads a timeshare paid on a credit card as a contract to cancel, not a charge nobody recognizes', () => {
    const kase = read(
      'firmamos el 3 de oct un contrato de tiempo compartido por 24,900 y pagamos 3,200 de enganche con mi tarjeta de credito',
    );
    expect(kase.flags.timeshare).toBe(true);
    expect(kase.area).toBeUndefined();
    expect(
      read('we signed a timeshare at a resort presentation for 31k, can we cancel?').flags.timeshare,
    ).toBe(true);
  });

  it('reads a pharmacy’s price for insulin as the drug plan’s question, not a hospital bill', () => {
    for (const text of [
      'tengo 74 años, medicare con plan de medicinas parte d. hoy en la farmacia me cobraron 147.60 por 3 meses de mi insulina',
      'the pharmacy charged me 410 for my inhaler, my new plan says its not on the formulary',
    ]) {
      const kase = read(text);
      expect(kase.flags.prescriptionCost).toBe(true);
      expect(kase.area).toBeUndefined();
    }
    // A hospital's bill that names a medicine stays a medical bill.
    expect(read('the hospital bill charged me 900 for medicine in the ER').area).toBe('medical_bills');
  });
});

describe('their answers', () => {
  it('asks the reporting company directly after a bureau "verifies" the late mark, never "well done"', async () => {
    const [first, second] = await conversation(
      'en',
      'my credit card shows a 30 day late for april on experian and transunion but i paid 85 on apr 2 and the due date was apr 6. i have the bank statement',
      'update: transunion removed it. experian says verified as accurate and kept it',
    );
    expect(first?.response).toMatch(/Fair Credit Reporting Act/);
    expect(first?.response).toMatch(/within 30 days/);
    expect(first?.response).not.toMatch(/waive|courtesy|half/i);
    // The bureaus and the proof were told: only who reported it is left to ask.
    expect(first?.response).not.toMatch(/Which credit bureaus show it/);
    expect(second?.response).not.toMatch(/Well done|agreed/);
    expect(second?.response).toMatch(/directly with that company/);
    expect(second?.response).toMatch(/consumerfinance\.gov\/complaint/);
  });

  it('declines a "final offer" on a total loss without signing the release, and asks who pays storage', async () => {
    const [first, second] = await conversation(
      'en',
      'my 2017 civic got totaled feb 27, my fault, collision w 500 deductible. adjuster says its worth 9,800 so my check is 9,300. i found 3 similar ones for sale: 12,400, 11,900 and 12.8k. they want me to sign the release today',
      'he came back with 10,300 final offer take it or leave it. tow yard says storage is 640 already',
    );
    expect(first?.response).toMatch(/valuation report/);
    expect(first?.response).toMatch(/Don't sign the release/);
    expect(first?.response).not.toMatch(/medical|hospital|insurer's EOB/i);
    expect(second?.response).toMatch(/I'm not signing the release at 10,300 today/);
    expect(second?.response).toMatch(/appraisal clause/);
    expect(second?.response).toMatch(/storage/);
  });

  it('cancels a timeshare in writing and turns down the lower price, in usted', async () => {
    const [first, second] = await conversation(
      'es',
      'fuimos a una presentacion en orlando y firmamos el 3 de oct un contrato de tiempo compartido por 24,900. pagamos 3,200 de enganche con mi tarjeta de credito. no lo podemos pagar. se puede cancelar??',
      'me dijeron que la cancelacion no aplica porque ya usamos los puntos de bienvenida y que me lo bajan a 18 mil si me quedo',
    );
    expect(first?.response).toMatch(/correo certificado/);
    expect(first?.response).toMatch(/una llamada no cancela/);
    expect(first?.response).not.toMatch(/Yo no hice este cargo|no reconoce/i);
    expect(second?.response).toMatch(/No acepte un precio más bajo/);
    expect(second?.response).toMatch(/ni siquiera por 18 mil/);
    for (const answer of [first, second]) expect(tuteoMarkers(answer?.response ?? '')).toEqual([]);
  });

  it('asks the plan for a transition supply and an exception when the insulin is off the new plan’s list', async () => {
    const [, second] = await conversation(
      'es',
      'tengo 74 años, medicare con plan de medicinas parte d. en enero me cambie de plan. hoy en la farmacia me cobraron 147.60 por 3 meses de mi insulina. el año pasado pagaba 35 al mes',
      'el farmaceutico dice que la insulina no esta en la lista de mi plan nuevo y que por eso no aplica lo de los 35',
    );
    expect(second?.response).toMatch(/suministro de transición/);
    expect(second?.response).toMatch(/excepción/);
    expect(second?.response).toMatch(/147\.60/);
    expect(second?.response).not.toMatch(/hospital|ayuda financiera/i);
    expect(tuteoMarkers(second?.response ?? '')).toEqual([]);
  });
});
