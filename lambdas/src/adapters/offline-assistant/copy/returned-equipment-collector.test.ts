import { describe, expect, it } from 'vitest';
import { conversation } from '../../../../test/conversation.js';

// Today is 2026-11-22: a collector's letter that came Nov 10 is disputed by Dec 10.
const SPANGLISH =
  "hola sorry my english no good. yo cancele el internet cuando me mude el 31 de octubre, regrese el modem en la UPS store el 4 de noviembre, tengo recibo con tracking. ahora me llega carta de agencia de cobros (llego 10 de noviembre) que debo 219.99: 150 por 'equipo no devuelto' y 69.99 de noviembre, pero yo ya no tenia servicio en noviembre!! no quiero que afecte mi credito. vivo en san antonio texas";
const SPANGLISH_REPLY =
  "the internet company say they have 'no record' of the modem and I must talk with the agency. the agency say pay 219.99 or they report to credit next month";
const CABLE =
  'I cancelled my cable on oct 20 and returned the cable box at their store oct 22, I have the receipt. now a collection agency letter came nov 12 saying I owe 312.40: 200 for unreturned equipment and 112.40 for november service. I live in ohio';
const CABLE_REPLY =
  'the cable company says they have no record of the box and the collector says pay or they report it to the credit bureaus';

describe('a collector after equipment the person returned', { timeout: 30_000 }, () => {
  it('answers in Spanish on every turn when the person says their English is poor', async () => {
    const answers = await conversation('en', SPANGLISH, SPANGLISH_REPLY);
    for (const answer of answers) {
      expect(answer.sections.strategy).not.toMatch(/\b(?:the|your|you)\b/u);
      expect(answer.sections.email.body).not.toContain('Sincerely');
    }
  });

  it('first: the return and its receipt go in the dispute; the 150 is the company’s charge, not one the collector added', async () => {
    const [first] = await conversation('en', SPANGLISH);
    const { strategy, email, phone_script } = first!.sections;
    expect(strategy).toContain('10 de diciembre de 2026');
    expect(strategy).toContain('devolví el equipo el 4 de noviembre (tengo el recibo de la devolución)');
    expect(strategy).toContain('Envíe con la disputa una copia del recibo de la devolución');
    expect(strategy).toContain(
      'los 150 por «equipo no devuelto» y los 69.99 por servicio después de cancelar no se deben: usted disputa los 219.99 completos',
    );
    expect(email.body).toContain('devolví el equipo el 4 de noviembre');
    for (const text of [strategy, email.body, phone_script]) {
      expect(text).not.toContain('150 agregados');
      expect(text).not.toContain('1006.22(b)');
    }
  });

  it("then: 'no record' is met by the receipt, the report threat by the dispute, complaints to the CFPB and the FCC", async () => {
    const [, second] = await conversation('en', SPANGLISH, SPANGLISH_REPLY);
    const { strategy, phone_script, email } = second!.sections;
    expect(strategy).toContain(
      'Que la compañía diga que «no tiene registro» de la devolución no cambia los hechos',
    );
    expect(strategy).toContain('No pague los 219.99 para que «desaparezca».');
    expect(strategy).toContain('Antes del 10 de diciembre de 2026, envíe al cobrador su disputa por escrito');
    expect(strategy).toContain('así que los 69.99 tampoco se deben');
    expect(strategy).toContain('si lo reportan mientras usted lo disputa, debe aparecer como disputado');
    expect(strategy).toContain('ante la FCC (consumercomplaints.fcc.gov)');
    expect(phone_script).toContain(
      'Si la compañía dice que no tiene registro de la devolución, el recibo lo muestra.',
    );
    expect(email.body).toContain('los 150 por «equipo no devuelto» cobran un equipo que devolví');
    expect(email.body).toContain('repórtenla como disputada');
    for (const text of [strategy, phone_script, email.body]) {
      expect(text).not.toContain('Un no por teléfono no termina su derecho');
      expect(text).not.toContain('Me dijeron que no sobre');
      expect(text).not.toContain('31 de diciembre');
    }
  });

  it('in plain English, with its own figures', async () => {
    const [first, second] = await conversation('en', CABLE, CABLE_REPLY);
    expect(first!.sections.strategy).toContain(
      'So the 200 for "unreturned equipment" is not owed: you dispute the whole 312.40.',
    );
    const { strategy, email } = second!.sections;
    expect(strategy).toContain('By December 12, 2026, mail the collector your written dispute');
    expect(strategy).toContain('it must show as disputed');
    expect(email.body).toContain('the 200 for "unreturned equipment" charges for equipment I returned');
    expect(strategy).not.toContain("A no by phone doesn't end your right");
  });
});
