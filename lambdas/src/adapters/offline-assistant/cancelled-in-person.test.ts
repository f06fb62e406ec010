import { describe, expect, it } from 'vitest';
import { conversation } from '../../../test/conversation.js';

const GYM_EN =
  "cancelled planet fitness back in july, did it in person at the desk, the girl said ok you're done. theyve still been taking 24.99 every month aug sep oct nov plus the 49 annual fee in oct. i dont have a cancellation paper just the email they sent saying 'we're sorry to see you go' dated jul 14";
const GYM_ES =
  "cancele el gimnasio en persona en julio, la muchacha de la recepcion me dijo que ya estaba. pero me siguen sacando 24.99 cada mes: agosto septiembre octubre noviembre, y la cuota anual de 49 en octubre. solo tengo el correo que me mandaron el 14 de julio que dice 'lamentamos que se vaya'";

describe('a gym cancelled in person months ago, still charging, with only their own email as proof', () => {
  it('first: the charges after the cancellation are owed back, counted, and their email is the proof', async () => {
    const [first] = await conversation('en', GYM_EN);
    const { strategy, phone_script, email } = first!.sections;
    expect(strategy).toContain('You cancelled in july, so every charge after that date should come back');
    expect(strategy).toContain('4 × 24.99 + 49 = $148.96');
    expect(strategy).toContain(
      'for a credit card, in writing within 60 days of the statement that first showed each charge',
    );
    expect(phone_script).toContain("I have your email of jul 14 that says 'we're sorry to see you go'");
    expect(phone_script).toContain('24.99 4 times and the 49 annual fee in oct: $148.96 in all');
    expect(email.body).toContain('in july (a copy of your email of jul 14');
    for (const text of [strategy, phone_script, email.body]) {
      expect(text).not.toContain("I'm cancelling my membership");
      expect(text).not.toContain('on july');
      expect(text).not.toContain('5 charges');
    }
  });

  it('then: one month back is taken as a part refund, never bargained over, and the rest asked for', async () => {
    const [, second] = await conversation(
      'en',
      GYM_EN,
      'the gym manager says no record of cancel and they can only refund 1 month. do i just take it?',
    );
    const { strategy, phone_script, email } = second!.sections;
    expect(strategy).toContain(
      "They're refunding 24.99 of the $148.96: take it, but it doesn't settle the rest",
    );
    expect(strategy).toContain('the 49 annual fee in oct and 3 charges of 24.99, $123.97 in all');
    expect(phone_script).toContain("I have your email of jul 14 that says 'we're sorry to see you go'");
    expect(email.body).toContain('(my cancellation email is attached)');
    for (const text of [strategy, phone_script, email.body]) {
      expect(text).not.toContain('do a little better');
      expect(text).not.toContain('counter once');
      expect(text).not.toContain('[their offer]');
    }
  });

  it('in Spanish: "en julio", their email by its day and words, 4 × 24.99 + 49', async () => {
    const [first, second] = await conversation(
      'es',
      GYM_ES,
      'el gerente dice que no hay registro de la cancelacion y que solo me devuelven un mes. lo acepto?',
    );
    expect(first!.sections.strategy).toContain('Usted canceló en julio');
    expect(first!.sections.strategy).toContain('4 × 24.99 + 49 = $148.96');
    expect(first!.sections.phone_script).toContain(
      "tengo su correo del 14 de julio que dice 'lamentamos que se vaya'",
    );
    expect(first!.sections.email.body).not.toContain('el julio');
    expect(second!.sections.strategy).toContain(
      'Le devuelven 24.99 de los $148.96: acéptelo, pero no arregla el resto',
    );
    expect(second!.sections.strategy).toContain('$123.97 en total');
    expect(second!.sections.phone_script).not.toContain('mejorar');
  });

  it('another wording: the months after the charge count it, and the day a text came is no charge day', async () => {
    const [first, second] = await conversation(
      'en',
      "canceled my gym in person back in june, front desk said done. theyve still been pulling 19.99 from my debit card jul aug sep oct nov. only proof is the text they sent jun 3 that says 'your cancellation is complete'",
      'they say no record and will only refund 2 months',
    );
    expect(first!.sections.strategy).toContain('5 charges × 19.99 = $99.95');
    expect(first!.sections.strategy).not.toContain('starting with jun 3');
    expect(first!.sections.phone_script).toContain(
      "I have your text of jun 3 that says 'your cancellation is complete'",
    );
    expect(second!.sections.strategy).toContain("They're refunding $39.98 of the $99.95");
    expect(second!.sections.strategy).toContain('3 charges of 19.99, $59.97 in all');
  });
});
