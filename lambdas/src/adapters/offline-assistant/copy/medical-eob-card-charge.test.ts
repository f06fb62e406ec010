import { describe, expect, it } from 'vitest';
import { conversationOn } from '../../../../test/conversation.js';
import { detectFollowUp } from '../../../domain/chat/read-case.js';
import { tuteoMarkers } from '../../../../test/spanish.js';

async function answers(turns: string[], lang: 'en' | 'es', today: string): Promise<string[]> {
  return (await conversationOn(today, lang, ...turns)).map((answer) => answer.response);
}

describe('an in-network provider bills over the EOB share, then threatens the card on file', () => {
  it('reads a charge threatened on the card as their demand, never an offer or a yes', () => {
    expect(detectFollowUp('they will charge 900 to my card on file today')).toBe('pay_now');
    expect(detectFollowUp("they're going to take it out of my account friday")).toBe('pay_now');
    expect(detectFollowUp('la oficina dice que me van a cobrar hoy con la tarjeta que dejé en archivo')).toBe(
      'pay_now',
    );
    expect(detectFollowUp('they will put the refund back on my card')).not.toBe('pay_now');
  });

  it('names the balance billed, and on the card threat limits the charge to the EOB share (es)', async () => {
    const [first, second] = await answers(
      [
        'me hicieron una corona en houston, el dentista esta en la red de mi seguro dental. el explicativo del seguro (EOB) dice: cargo 1,450, monto permitido 1,100, seguro pago 550, responsabilidad del paciente 550.00. pero el consultorio me manda factura por 900. antes me habian dicho que mi parte era como 480. cuanto debo de verdad',
        'la oficina dice que la aseguradora pagó muy poco y que yo debo la diferencia, y que me van a cobrar hoy con la tarjeta que dejé en archivo. yo NO autoricé cobrar 900',
      ],
      'es',
      '2026-07-08',
    );
    expect(first).toContain('Los $350 por encima de su parte (900 menos 550.00)');
    expect(first).toContain('Como el dentista está en la red de su plan');
    expect(first).toContain('muestra 900');
    expect(first).not.toContain('Si el hospital');
    expect(first).not.toContain('¿qué descuento dan por pagar de una vez?');
    expect(first).not.toContain('[monto de la factura]');
    expect(first).not.toContain('Pida asistencia financiera antes de un plan de pagos');
    expect(first).not.toContain('Si el seguro rechazó un reclamo');
    expect(first).toContain('los $350 por encima no le corresponde pagarlos');
    expect(second).toContain('No autorizo ningún cargo a mi tarjeta en archivo por más de 550.00');
    expect(second).toContain('dispute por escrito con el emisor de la tarjeta los $350');
    expect(second).toContain('pida que haga cumplir el contrato de red con el dentista');
    expect(second).toContain('departamento de seguros de Texas');
    expect(second).not.toContain('apele lo que rechazó');
    expect(second).not.toContain('asistencia financiera');
    expect(second).not.toContain('plan sin intereses');
    expect(tuteoMarkers(first!)).toEqual([]);
    expect(tuteoMarkers(second!)).toEqual([]);
  });

  it('does the same in English with other figures, for a dentist, no currency sign', async () => {
    const [, second] = await answers(
      [
        'my dentist is in network. the EOB says charge 2,000, allowed amount 1,200, insurance paid 800, patient responsibility 400. the office sent me a bill for 1200. what do i owe',
        'they say insurance paid too little and i owe the difference, and theyll charge the card on file tomorrow',
      ],
      'en',
      '2026-07-08',
    );
    expect(second).toContain(
      "your share is the EOB's 400, and the $800 above it (1200 less 400) is balance billing",
    );
    expect(second).toContain('I do not authorize any charge to my card on file above 400');
    expect(second).toContain('dispute the $800 over your share with the card issuer');
    expect(second).not.toContain('financial assistance');
  });
});
