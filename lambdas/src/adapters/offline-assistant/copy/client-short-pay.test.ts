import { describe, expect, it } from 'vitest';
import { conversationOn } from '../../../../test/conversation.js';
import { tuteoMarkers } from '../../../../test/spanish.js';

async function answers(turns: string[], lang: 'en' | 'es', today: string): Promise<string[]> {
  return (await conversationOn(today, lang, ...turns)).map((answer) => answer.response);
}

describe('a seller whose client pays short', () => {
  it('works out the balance after the deposit, answers a low offer and a review threat (Spanish)', async () => {
    const [first, second] = await answers(
      [
        'tengo una panaderia pequeña en yakima. una empresa me pidio catering para 120 personas a 18.50 por persona, por email confirmaron 120 personas como numero garantizado 72 horas antes. pagaron 50% de deposito. el evento fue el 13 de junio. ahora dicen que solo llegaron 95 y solo quieren pagar por 95. cuanto me deben?',
        'dijeron que no van a pagar mas de 500 y que si no acepto me ponen una mala reseña en google',
      ],
      'es',
      '2026-06-23',
    );
    expect(first).toContain(
      '120 × $18.50 = $2,220, menos el depósito de $1,110 (50%): quedan por pagar $1,110',
    );
    expect(first).toContain('número garantizado');
    expect(first).toContain('95 × $18.50 = $1,757.50');
    expect(first).not.toMatch(/pague solo lo que llegó|nota de crédito|aumento del 50%/u);
    expect(second).toContain('No acepte $500');
    expect(second).toContain('$647.50 después del depósito');
    expect(second).toContain('mala reseña no es razón para renunciar');
    expect(second).not.toMatch(/pague solo lo que llegó|crédito en la próxima factura/u);
    expect(tuteoMarkers(first!)).toEqual([]);
    expect(tuteoMarkers(second!)).toEqual([]);
  });

  it('English, a deposit as a sum, no currency sign', async () => {
    const [first, second] = await answers(
      [
        'I run a small bakery. a company ordered 200 cupcakes at 3.25 each for their party, they paid a 150 deposit. now they say only 160 people came so they only want to pay for 160. how much do they owe me?',
        'they said they wont pay more than 300 and will leave a bad review on yelp if i push',
      ],
      'en',
      '2026-11-22',
    );
    expect(first).toContain('200 × $3.25 = $650, less the $150 deposit: $500 is still owed');
    expect(second).toContain("Don't accept $300");
    expect(second).toContain('threatened bad review is not a reason to give up money owed');
  });
});
