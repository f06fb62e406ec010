import { describe, expect, it } from 'vitest';
import { conversation } from '../../../../test/conversation.js';
import { tuteoMarkers } from '../../../../test/spanish.js';

describe('j29-09: a deposit with nothing back, then a letter that names each deduction', () => {
  it('asks for the whole deposit when neither money nor a list came, days counted, no itemized-deduction template', async () => {
    const [first, second] = await conversation(
      'es',
      'me sali del apartamento el 30 de septiembre despues de 3 años, entregue las llaves y puse mi direccion nueva por escrito en el formulario de salida. el deposito fue mil doscientos. no me han mandado nada, ni dinero ni carta. estoy en san antonio texas',
      'hoy llego una carta con fecha 15 de nov y un cheque de 350. dicen que se quedan 850: 600 de pintura y 250 de limpieza de alfombra. yo deje el apartamento limpio, tengo fotos y video',
    );
    const one = first!.response;
    expect(one).toContain('Todavía no le han devuelto nada, 53 días después de mudarse');
    expect(one).toContain(
      'y le di mi nueva dirección por escrito. Han pasado 53 días y no he recibido mi depósito de seguridad de 1200 ni ninguna lista de descuentos.',
    );
    expect(one).toContain('Le pido que me envíe los 1200 completos antes del [fecha de respuesta]');
    expect(one).not.toContain('Todo monto descontado por desgaste normal o sin recibo');
    expect(one).not.toContain('[monto retenido]');
    expect(one).not.toContain('lo que no pueda respaldar con un recibo');
    expect(tuteoMarkers(one)).toEqual([]);

    const two = second!.response;
    expect(two).toContain('Su carta ya nombra cada descuento');
    expect(two).toContain('Disputo los descuentos de su carta y le pido que me devuelva los 850');
    expect(two).toContain(
      'Un recibo de pintura o de limpieza no convierte el desgaste normal en un costo mío',
    );
    expect(two).not.toContain('lo que no pueda respaldar con un recibo');
    expect(two).not.toContain('Salvo que la lista muestre un costo real');
    expect(tuteoMarkers(two)).toEqual([]);
  }, 30_000);

  it('does the same in English', async () => {
    const [first] = await conversation(
      'en',
      'moved out of my apartment oct 15 after 2 years, gave them my forwarding address in writing. deposit was 1500. i havent gotten anything, no check no letter. im in ohio',
    );
    const one = first!.response;
    expect(one).toContain('Nothing has come back yet, 38 days after you moved out');
    expect(one).toContain('Please send me the full 1500 by [reply-by date]');
    expect(one).not.toContain('[amount kept]');
    expect(one).not.toContain("whatever you can't back with");
  }, 30_000);
});
