import { describe, expect, it } from 'vitest';
import { conversation } from '../../../../test/conversation.js';
import { tuteoMarkers } from '../../../../test/spanish.js';

describe("j29-15: a supplier's rise billed before the contract's written notice ran out", () => {
  it('pays the agreed price, disputes the worked-out difference, never thanks or negotiates; one path in the script and the letter', async () => {
    const [first, second] = await conversation(
      'es',
      'tengo una panaderia, mi proveedor de harina me mando la factura del 5 de noviembre con 15% mas. el mes pasado pague 2,200. el contrato que firmamos en enero dice que cambios de precio necesitan aviso por escrito con 30 dias. solo me mandaron un whatsapp el 1 de noviembre',
      'les conteste que no acepto el aumento hasta que pasen los 30 dias y me dijeron que si no pago el precio nuevo dejan de entregar el lunes',
    );
    const one = first!.response;
    expect(one).toContain('El 15% de 2,200 son $330: $2,530 en vez de 2,200.');
    expect(one).toContain(
      'Aun contando su aviso del 1 de noviembre de 2026 como el aviso por escrito que exige nuestro contrato',
    );
    expect(one).toContain(
      'Pago la factura del 5 de noviembre de 2026 al precio acordado, 2,200, y disputo los $330',
    );
    expect(one).not.toContain('Gracias por el aviso');
    expect(one).not.toContain('[precio nuevo − precio actual]');
    expect(one).not.toContain('qué cláusula de nuestro acuerdo permite el cambio');
    expect(tuteoMarkers(one)).toEqual([]);

    const two = second!.response;
    expect(two).toContain('Pago el precio acordado, 2,200, y disputo los $330.');
    expect(two).toContain('Si no entregan sin el precio nuevo, pagaré $2,530 bajo protesta');
    expect(two).toContain('Aun contando su aviso del 1 de noviembre de 2026 como ese aviso');
    expect(two).not.toContain('su aviso llegó por mensaje, así que');
    expect(tuteoMarkers(two)).toEqual([]);
  }, 30_000);

  it('reads "necesitan avisar por escrito con 30 dias" and a monthly price, and says it in English too', async () => {
    const [es] = await conversation(
      'es',
      'tengo un restaurante. mi proveedor de carne me cobro 10% mas en la factura del 10 de noviembre. antes pagaba 3000 al mes. nuestro contrato dice que necesitan avisar por escrito con 30 dias antes de subir precios y solo me mandaron un mensaje el 5 de noviembre',
    );
    expect(es!.response).toContain('El 10% de 3000 son $300');
    expect(es!.response).toContain('disputo los $300');
    const [en] = await conversation(
      'en',
      'we run a small cafe. our coffee bean supplier sent the nov 3 invoice 12% higher. we paid 1800 last month. our contract says any price change needs 30 days written notice and they only texted us on oct 30',
    );
    expect(en!.response).toContain('12% of 1800 is $216');
    expect(en!.response).toContain(
      "I'm paying the invoice at the agreed price, 1800, and I dispute the $216.",
    );
    expect(en!.response).not.toContain('Thank you for the notice');
  }, 30_000);
});
