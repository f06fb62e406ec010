import type { ChatMessage } from '@lane/shared';
import { describe, expect, it } from 'vitest';
import { extraChargeIn, readConversation } from './read-case.js';

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

describe('a second charge raised beside the fee', () => {
  it('reads the parking, its nightly figure and that it went unused, in both languages', () => {
    expect(
      extraChargeIn('also 25 a night parking and i didnt even bring a car, took an uber.', 'resort fee'),
    ).toEqual({ name: 'parking', value: 25, nightly: true, unused: true });
    expect(
      extraChargeIn('y aparte estacionamiento 20 por noche y ni traje carro', 'cargo de resort'),
    ).toEqual({ name: 'estacionamiento', value: 20, nightly: true, unused: true });
    expect(extraChargeIn('plus parking $18 per night. we didnt have a car', 'resort fee')).toEqual({
      name: 'parking',
      value: 18,
      nightly: true,
      unused: true,
    });
    // The fee itself is never its own second charge.
    expect(extraChargeIn('a parking fee of 30 i never saw', 'parking fee')).toBeUndefined();
  });

  it('puts it on the Case, and the room rate stays the room rate', () => {
    const reading = read(
      'hotel charged me a resort fee of $30/night for 4 nights that wasnt shown when i booked, plus parking $18 per night. we didnt have a car',
    );
    expect(reading.case.extraCharge).toEqual({ name: 'parking', value: 18, nightly: true, unused: true });
    expect(reading.case.amounts.find((a) => a.value === 18)?.role).not.toBe('unit');
  });
});

describe('a deposit with nothing back, and the address given in writing', () => {
  it('reads "ni dinero ni carta" and "no check no letter"', () => {
    const es = read(
      'me sali el 31 de agosto, puse mi direccion nueva por escrito en el formulario de salida. el deposito fue 1200 y no me han mandado nada, ni dinero ni carta',
    );
    expect(es.case.flags.depositNothingYet).toBe(true);
    expect(es.case.flags.forwardingInWriting).toBe(true);
    const en = read(
      'moved out sept 15, gave them my forwarding address in writing. deposit was 1500 and i havent gotten anything, no check no letter',
    );
    expect(en.case.flags.depositNothingYet).toBe(true);
    expect(en.case.flags.forwardingInWriting).toBe(true);
    const back = read('my landlord sent back 600 of my 1000 deposit and kept 400 for cleaning');
    expect(back.case.flags.depositNothingYet).toBeUndefined();
  });
});

describe("a contract's notice said as a verb", () => {
  it('reads "necesitan avisar por escrito con 30 dias" as 30 days of notice', () => {
    const reading = read(
      'mi proveedor de carne me cobro 10% mas en la factura del 10 de noviembre. antes pagaba 3000 al mes. nuestro contrato dice que necesitan avisar por escrito con 30 dias antes de subir precios',
    );
    expect(reading.case.noticeDays).toBe(30);
  });
});
