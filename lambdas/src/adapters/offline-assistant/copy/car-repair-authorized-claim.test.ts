import { describe, expect, it } from 'vitest';
import { conversation } from '../../../../test/conversation.js';
import { tuteoMarkers } from '../../../../test/spanish.js';
import { detectFollowUp } from '../../../domain/chat/read-case.js';

describe('a repair shop says the extra work was approved by phone', () => {
  it('reads the claim as their answer, never as silence, whatever "nobody called" it names', () => {
    expect(
      detectFollowUp(
        'el dueño ahora dice que si le llamaron a mi esposo y que el dijo que si. mi esposo dice que nadie le llamo',
      ),
    ).toBe('said_no');
    expect(detectFollowUp('the manager says my wife approved it. she says nobody called her')).toBe(
      'said_no',
    );
    // Not a claim: their own approval of the person's refund.
    expect(detectFollowUp('the bank said they approved my refund')).toBe('agreed');
    // "no reembolsable" alone is their no; with an exception offered beside it, an offer.
    expect(detectFollowUp('dice que el deposito no es reembolsable')).toBe('said_no');
    expect(detectFollowUp('he says the 3k is nonrefundable')).toBe('said_no');
    expect(
      detectFollowUp(
        "me contestaron que 'no son reembolsables' pero me ofrecen 50% de reembolso como excepcion",
      ),
    ).toBe('counter_offer');
  });

  it('asks for the record of the authorization, and pays under protest to get the car (es)', async () => {
    const [, second] = await conversation(
      'es',
      'deje mi carro en un taller aqui en los angeles para los frenos, me dieron presupuesto por escrito de 650. hoy me llaman que son 1,480 porque cambiaron rotores y el calibrador. NO me llamaron antes para autorizar nada. dicen que no me dan el carro si no pago todo',
      'el dueño ahora dice que si le llamaron a mi esposo y que el dijo que si. mi esposo dice que nadie le llamo. necesito el carro para trabajar mañana temprano',
    );
    const text = second!.response;
    expect(text).toContain(
      'Me dicen que fue autorizado. Por favor muéstrenme el registro de esa autorización',
    );
    expect(text).toContain(
      'la fecha y la hora, quién la dio, por qué monto y el número de teléfono al que llamaron',
    );
    expect(text).toContain('bajo protesta');
    expect(text).toContain('copia del presupuesto por escrito');
    expect(text).not.toContain('El silencio no es un no');
    expect(text).not.toContain('no he recibido respuesta');
    expect(tuteoMarkers(text)).toEqual([]);
  });

  it('does the same in English when a spouse is said to have approved it', async () => {
    const [, second] = await conversation(
      'en',
      'left my car at a shop for brakes, written estimate was 700. now they want 1,350 because they replaced rotors too. nobody called me to approve it and they wont release the car until i pay everything',
      'the manager now says my wife approved it over the phone. she says nobody ever called her. i need the car for work tomorrow',
    );
    const text = second!.response;
    expect(text).toContain('You say it was authorized. Please show me the record of that authorization');
    expect(text).toContain('under protest');
    expect(text).not.toContain("Silence isn't a no");
    expect(text).not.toContain('no answer');
  });

  it('the owner\'s claim: record first, then the receipt under protest, the BAR, the card and small claims; never "otro representante" (es)', async () => {
    const [, second] = await conversation(
      'es',
      'deje mi carro en un taller aqui en los angeles para los frenos, me dieron presupuesto por escrito de 650. hoy me llaman que son 1,480 porque cambiaron rotores y el calibrador. NO me llamaron antes para autorizar nada. dicen que no me dan el carro si no pago todo',
      'el dueño ahora dice que si le llamaron a mi esposo y que el dijo que si. mi esposo dice que nadie le llamo. necesito el carro para trabajar mañana temprano',
    );
    const text = second!.response;
    expect(text).toContain(
      'Pagado bajo protesta para recuperar mi auto. No autoricé los $830 por encima del presupuesto por escrito de 650.',
    );
    expect(text).toContain('bar.ca.gov');
    expect(text).toContain('piezas viejas');
    expect(text).toContain('reclamos menores');
    expect(text).not.toContain('otro representante');
    expect(text).not.toContain('¿Puedo hablar con el gerente de servicio o con el dueño?');
    expect(text).not.toContain('Cada escalón es otro camino');
    expect(tuteoMarkers(text)).toEqual([]);
  });

  it('says it outside California with the state attorney general, and reads "cotización escrita" as the estimate', async () => {
    const [, en] = await conversation(
      'en',
      'left my car at a shop in texas for brakes, written estimate was 700. now they want 1,350 because they replaced rotors too. nobody called me to approve it and they wont release the car until i pay everything',
      'the owner still says my wife approved it over the phone. she says nobody ever called her. i need the car for work tomorrow',
    );
    expect(en!.response).toContain('I did not authorize the $650 above the written 700 estimate.');
    expect(en!.response).toContain("the Texas attorney general's consumer office");
    expect(en!.response).not.toContain('a different rep is fine');
    const [first, es] = await conversation(
      'es',
      'el mecanico me dio una cotizacion escrita de 400 para cambiar el alternador y ahora me cobra 720, dice que hizo mas trabajo. yo no autorice nada y no me entrega la camioneta',
      'el gerente dice que yo aprobe por telefono, pero yo nunca hable con ellos',
    );
    expect(first!.response).not.toContain('($320)');
    expect(es!.response).toContain('No autoricé los $320 por encima del presupuesto por escrito de 400.');
    expect(tuteoMarkers(es!.response)).toEqual([]);
  });

  it('the first answer uses what it knows: a written estimate, California, the reason for the dispute (es)', async () => {
    const [first] = await conversation(
      'es',
      'deje mi carro en un taller aqui en los angeles para los frenos, me dieron presupuesto por escrito de 650. hoy me llaman que son 1,480 porque cambiaron rotores y el calibrador. NO me llamaron antes para autorizar nada. dicen que no me dan el carro si no pago todo',
    );
    const text = first!.response;
    expect(text).not.toContain('si fue solo de palabra');
    expect(text).not.toContain('[motivo]');
    expect(text).toContain('porque nunca autoricé trabajo más allá del presupuesto');
    expect(text).toContain('depende de la ley de California');
    expect(text).not.toContain('consulte al fiscal general de su estado');
  });
});
