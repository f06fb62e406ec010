import { describe, expect, it } from 'vitest';
import { conversation } from '../../../../test/conversation.js';
import { tuteoMarkers } from '../../../../test/spanish.js';

const ES =
  "hola disculpe mi ingles no es bueno. me cambie de compañia de celular en newark NJ. el telefono era 'gratis' con la compañia vieja, 39.99 al mes que ellos me acreditaban cada mes. pague 10 meses de 24. ahora la factura final dice 559.86 del telefono mas 72.40 de servicio. el telefono era gratis, por que me cobran??";
const ES_OFFER =
  'la compañia nueva dice que me reembolsa hasta 650 pero tengo que pagar primero la factura final y mandarla en 60 dias';

describe('a phone balance after a switch of carrier', () => {
  it('first: the phone was never free; the months left times the installment are owed, checked against the bill', async () => {
    const [first] = await conversation('es', ES);
    const { strategy, phone_script, talking_points } = first!.sections;
    expect(strategy).toContain('El teléfono no era gratis');
    expect(strategy).toContain('14 meses × 39.99 = $559.86');
    expect(strategy).toContain('así que esa cifra cuadra');
    expect(strategy).toContain('La factura final suma $632.26');
    expect(phone_script).toContain('Pagué 10 de 24 meses de 39.99');
    expect(talking_points.join(' ')).toContain('Los 24 meses son el plazo del plan, no un cargo');
    expect(first!.response).not.toContain('cargo de 24');
    expect(first!.response).not.toContain('¿Qué describe mejor su caso');
    expect(tuteoMarkers(first!.response)).toEqual([]);
  });

  it("then: the new carrier's buyout and its deadline are the way out, never a reason not to pay", async () => {
    const [, second] = await conversation('es', ES, ES_OFFER);
    const { strategy, email } = second!.sections;
    expect(strategy).toContain('La oferta de su compañía nueva es la solución');
    expect(strategy).toContain(
      'la compañía nueva cubre hasta 650, y el saldo del teléfono es 559.86, así que lo cubre completo',
    );
    expect(strategy).toContain('Pague la factura final ($632.26)');
    expect(strategy).toContain('antes de que pasen los 60 días');
    expect(email.body).toContain('(hasta 650)');
    expect(second!.response).not.toContain('No pague solo porque le pusieron un plazo');
    expect(tuteoMarkers(second!.response)).toEqual([]);
  });

  it('in English, with other figures: a buyout short of the balance leaves the rest to the person', async () => {
    const [, second] = await conversation(
      'en',
      'switched to a new carrier. my phone was free with credits of 41.67 a month for 24 months, paid 6 of 24. the final bill has 750.06 for the phone and 52.10 service',
      'new carrier will reimburse up to 650 if I upload the final bill within 60 days',
    );
    const { strategy } = second!.sections;
    expect(strategy).toContain('18 months × 41.67 = $750.06');
    expect(strategy).toContain("it pays up to 650 of the phone's 750.06, so $100.06 stays with you");
    expect(second!.response).not.toContain("Don't pay just because a deadline was set");
  });
});
