import { describe, expect, it } from 'vitest';
import { conversation } from '../../../../test/conversation.js';

// Today is 2026-11-22 in these conversations: an invoice of Nov 16 at 15 days is due Dec 1.
const QUESO =
  "tengo una taqueria en lawrence massachusetts. el proveedor de queso me facturo el 16 de noviembre 48 cajas a 42.50 mas un 'recargo de combustible' de 35 que nunca habiamos acordado, total 2,075. pero solo llegaron 40 cajas, las conte yo en la noche. mi empleado firmo el recibo sin contar. pago a 15 dias. necesito seguir con ellos";
const QUESO_REPLY =
  "el vendedor dice que el chofer entrego 48 y que el recibo firmado lo prueba, y que el recargo de combustible 'esta en los terminos' de su pagina web";
const FLOUR =
  'I run a small bakery. our flour supplier invoiced me on nov 10 for 30 bags at $28 each plus a $20 delivery surcharge, total $860. only 26 bags arrived, I counted them that night. net 30';
const FLOUR_REPLY =
  'the rep says the driver delivered all 30 and my cook signed the delivery slip so thats proof, and the surcharge is in the terms on their website';

describe('a short delivery billed with a surcharge beside the goods', { timeout: 30_000 }, () => {
  it('pays what arrived (40 × 42.50 = 1,700) by the due day and holds 340 + 35 = 375, with no blanks', async () => {
    const [first] = await conversation('es', QUESO);
    const { strategy, phone_script, email, talking_points } = first!.sections;
    expect(strategy).toContain('40 × 42.50 = $1,700 antes del 1 de diciembre de 2026');
    expect(strategy).toContain('Deje en disputa $375: $340 por las 8 que no llegaron (8 × 42.50)');
    expect(strategy).toContain(
      'el recargo de combustible de 35, hasta que le muestren dónde lo aceptó usted',
    );
    expect(strategy).toContain('cuente al recibir y anote cualquier faltante en el recibo');
    expect(phone_script).toContain('Cobra 48 y llegaron 40: faltaron 8, a 42.50, que son $340.');
    expect(phone_script).toContain('Vamos a pagar $1,700 ahora y retener los $375');
    expect(email.body).toContain('disputamos $375 ($340 + 35)');
    expect(talking_points.join('\n')).toContain('Facturado: 48 × 42.50 = $2,040 + 35 = 2,075.');
    for (const text of [strategy, phone_script, email.subject, email.body]) {
      expect(text).not.toMatch(/\[(?:número|monto|precio unitario|unidades faltantes|crédito)/u);
      expect(text).not.toContain('$1,735');
      expect(text).not.toContain('Envíe hoy fotos');
    }
  });

  it("answers 'the driver delivered 48, the signed receipt proves it' and 'it's in the website terms'", async () => {
    const [, second] = await conversation('es', QUESO, QUESO_REPLY);
    const { strategy, phone_script, email } = second!.sections;
    expect(strategy).toContain('Un recibo firmado muestra que llegó una entrega, no cuánto traía');
    expect(strategy).toContain('Ellos dicen 48; su propio conteo dice 40.');
    expect(strategy).toContain('la hoja de ruta del chofer, la lista de carga y cualquier foto o peso');
    expect(strategy).toContain('un término en su página web no es algo que usted aceptó');
    expect(strategy).toContain('$1,700 (40 × 42.50) antes del 1 de diciembre de 2026');
    expect(strategy).toContain('$375 ($340 + 35)');
    expect(phone_script).toContain('¿dónde y cuándo lo acepté?');
    expect(email.body).toContain('Me dicen que el chofer entregó 48 y que el recibo firmado lo prueba.');
    for (const text of [strategy, phone_script, email.body]) {
      expect(text).not.toContain('Entiendo que por ahora es un no');
      expect(text).not.toContain('artículos equivocados');
      expect(text).not.toMatch(/\[(?:número|monto)\]/u);
    }
  });

  it('in English, with the currency sign and "each": 26 × $28 = $728, $112 + $20 = $132 held', async () => {
    const [first, second] = await conversation('en', FLOUR, FLOUR_REPLY);
    expect(first!.sections.strategy).toContain('26 × $28 = $728 by December 10, 2026');
    expect(first!.sections.strategy).toContain('Hold back $132 in dispute: $112 for the 4 that never came');
    expect(first!.sections.email.body).toContain('We have no record of agreeing to the $20 charge.');
    const { strategy, phone_script } = second!.sections;
    expect(strategy).toContain('They say 30; your own count says 26.');
    expect(strategy).toContain('On the $20 charge: a term posted on their website');
    expect(phone_script).toContain("Please send me your record of that delivery: the driver's route sheet");
    expect(strategy).not.toContain('A first no');
  });

  it('a short delivery with no surcharge keeps its own plan, and its "delivered all" answer has the sums', async () => {
    const [first, second] = await conversation(
      'en',
      'our produce vendor billed 20 cases at 31.00 but only 17 came. invoice 620, net 15 from nov 12',
      'they say their driver delivered 20 and the signed receipt proves it',
    );
    expect(first!.sections.strategy).toContain('Ask for a credit of $93 (3 missing × 31.00 each)');
    const { strategy } = second!.sections;
    expect(strategy).toContain('They say 20; your own count says 17.');
    expect(strategy).toContain('$527 (17 × 31.00) by November 27, 2026, and keep $93 in dispute.');
  });
});
