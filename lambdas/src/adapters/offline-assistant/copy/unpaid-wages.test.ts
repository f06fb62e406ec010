import { describe, expect, it } from 'vitest';
import { conversationOn } from '../../../../test/conversation.js';
import { tuteoMarkers } from '../../../../test/spanish.js';

async function answers(turns: string[], lang: 'en' | 'es', today: string): Promise<string[]> {
  return (await conversationOn(today, lang, ...turns)).map((answer) => answer.response);
}

describe('overtime owed to an hourly worker', () => {
  it('works out the overtime since the start date, in Spanish, and answers "salary" and the fear of firing', async () => {
    const [first, second] = await answers(
      [
        'trabajo en un almacen en nashville desde el 13 de mayo, me pagan 17 la hora con cheque (W-2), trabajo 52 horas cada semana y me pagan las 52 a 17 igual, nunca overtime. eso esta bien? cuanto me deben',
        "el supervisor dijo que como me pagan cada semana fijo y soy 'salary' no me toca overtime. tengo miedo que me corran si reclamo",
      ],
      'es',
      '2026-08-19',
    );
    expect(first).toContain('$102 por semana (12 × $8.50)');
    expect(first).toContain('$1,428 en 14 semanas');
    expect(first).toContain('1.5 veces su tarifa regular');
    expect(first).toContain('División de Horas y Salarios');
    expect(first).not.toMatch(/factura|reclamos menores|independientes/u);
    expect(second).toContain('"salary"');
    expect(second).toContain('despedirle por reclamar es ilegal');
    expect(second).not.toMatch(/contraoferta|Su oferta/u);
    // The follow-up keeps the sums and writes the request with them, never a blank "[el resultado que quiere]".
    expect(second).toContain('Pago de horas extra pendiente: $1,428');
    expect(second).toContain('12 horas después de 40 por semana × $8.50 = $102 por semana');
    expect(second).not.toContain('[el resultado que quiere]');
    expect(tuteoMarkers(first!)).toEqual([]);
    expect(tuteoMarkers(second!)).toEqual([]);
  });

  it('English, no overtime word in the money: hours paid straight at 19.50', async () => {
    const [first] = await answers(
      [
        'i work at a distribution center since sept 1, they pay me 19.50/hr on W2, i do 50 hrs a week and they pay all 50 at the same rate. how much do they owe me',
      ],
      'en',
      '2026-11-22',
    );
    expect(first).toContain('$97.50 a week (10 × $9.75)');
    expect(first).toContain('$1,072.50 over 11 weeks');
    expect(first).not.toMatch(/invoice|small claims/u);
  });

  it('hours over 40 not paid at all owe the whole 1.5 rate', async () => {
    const [first] = await answers(
      [
        'trabajo en un restaurante hace 10 semanas, 16 dolares la hora, hago 48 horas por semana pero solo me pagan 40 horas. cuanto me deben?',
      ],
      'es',
      '2026-11-22',
    );
    expect(first).toContain('nada por las otras 8 horas');
    expect(first).toContain('1,920 dólares en 10 semanas');
  });
});
