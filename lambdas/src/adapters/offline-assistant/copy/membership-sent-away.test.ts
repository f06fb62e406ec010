import { describe, expect, it } from 'vitest';
import { conversation } from '../../../../test/conversation.js';

const GYM_ES =
  "quiero cancelar mi gimnasio, me cobran 29.99 al mes de mi tarjeta de débito. dicen que solo se puede cancelar en persona o por carta certificada. y encima el 1 de diciembre me cobran la 'cuota anual' de 49.99. no quiero pagar eso";
const SENT_AWAY_ES =
  'fui hoy en persona y me dijeron que solo el gerente puede cancelar, que no estaba, y que vuelva el 1 de diciembre. pero ese día justo me cobran la mensualidad y la anual, 79.98';

describe('a gym cancellation tried in person and put off (told to come back)', () => {
  it('first: the letter and the bank before the day the annual fee comes', async () => {
    const [first] = await conversation('es', GYM_ES);
    expect(first!.sections.strategy).toContain(
      'Hágalo antes del 1 de diciembre, cuando le cobrarían los 49.99: envíe la carta esta semana',
    );
  });

  it('is answered as a stall, not a no: the certified letter on the next weekday, the bank before the charge', async () => {
    const [, second] = await conversation('es', GYM_ES, SENT_AWAY_ES);
    const { strategy, phone_script, email, talking_points } = second!.sections;
    expect(strategy).toContain('Usted fue en persona hoy (domingo 22 de noviembre) y no le dijeron que no');
    expect(strategy).toContain(
      'el 1 de diciembre le cobran la mensualidad de 29.99 y la cuota anual de 49.99 (79.98)',
    );
    expect(strategy).toContain('faltan 9 días');
    expect(strategy).toContain('el lunes 23 de noviembre, envíe su cancelación por carta certificada');
    expect(strategy).toContain('detener los pagos recurrentes al gimnasio antes del 1 de diciembre');
    expect(strategy).toContain('el jueves 26 de noviembre es el Día de Acción de Gracias');
    expect(phone_script).toContain('Al banco:');
    expect(email.body).toContain('Fui en persona el 22 de noviembre a cancelar');
    expect(email.body).toContain('ni la cuota anual de 49.99 del 1 de diciembre');
    expect(talking_points.join('\n')).toContain('79.98 (29.99 + 49.99)');
    for (const text of [strategy, phone_script, email.body]) {
      expect(text).not.toContain('Me dijeron que no');
      expect(text).not.toContain('Llamé el');
      expect(text).not.toContain('en su lugar una de estas opciones');
      expect(text).not.toContain('a el gimnasio');
    }
  });

  it('in English, another wording: "went in today … come back dec 1"', async () => {
    const [, second] = await conversation(
      'en',
      "I want to cancel my gym, they take 34.99 a month from my debit card. They say I can only cancel in person or by certified letter, and on Dec 1 they charge the 'annual fee' of 59. I don't want to pay that",
      'went in today to cancel and the front desk said only the manager can cancel, he wasnt there, come back dec 1. thats the same day they charge me 93.99',
    );
    const { strategy, email } = second!.sections;
    expect(strategy).toContain("You went in person today (Sunday, November 22) and they didn't refuse");
    expect(strategy).toContain('on Dec 1 they charge the 34.99 monthly dues and the 59 annual fee (93.99)');
    expect(strategy).toContain('First, on Monday, November 23, send your cancellation by certified mail');
    expect(email.body).toContain('I came in person on November 22 to cancel');
    expect(strategy).not.toContain('A first no is normal');
  });

  it('with only "in person" named, the letter still goes, as the record of the day, not as "the contract’s method"', async () => {
    const [, second] = await conversation(
      'es',
      'mi gimnasio me cobra 39.99 al mes y quiero darme de baja, dicen que tiene que ser en persona',
      'fui al gimnasio a darme de baja y me dijeron que el gerente no estaba, que regrese manana',
    );
    const { strategy, email } = second!.sections;
    expect(strategy).toContain(
      'aunque le digan que tiene que ser en persona (prueba el día en que lo pidió)',
    );
    expect(email.body).toContain(
      'Fui en persona a cancelar y no la tramitaron: me pidieron volver otro día.',
    );
    expect(strategy).not.toContain('el método que permite su contrato');
  });
});
