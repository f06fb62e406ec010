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

describe('a phone traded in for credits that never came (judge 31)', () => {
  const EN =
    'Hello I am 71 and I switched my phone service to a new carrier on January 8 2026 at their store in Mesa Arizona because they promised 800 dollars for trading in my old phone, as credits of 33.33 every month for 24 months. I have had 5 bills now (February thru June) and NOT ONE credit. On the phone they say the trade in phone never arrived but I have the UPS receipt that it was delivered January 20. My bill is 96.40 a month. What do I say to them.';
  const EN_OFFER =
    "The man on the phone said he can give me a one time credit of 100 dollars 'as a courtesy' and the promotion is closed now. He wants me to accept today before he can put it on.";
  const ES =
    'me cambie de compañia de celular en marzo y me prometieron 600 dolares por el canje de mi celular viejo, en creditos de 25 al mes por 24 meses. llevo 4 facturas y ningun credito. dicen que no recibieron el telefono pero tengo la guia de fedex, fue entregado el 15 de marzo. que hago';
  const ES_OFFER = 'me ofrecieron un credito unico de 50 de cortesia y dicen que la promocion ya termino';

  it('first: the missed credits worked out, the delivery as proof, never a final bill or the age', async () => {
    const [first] = await conversation('en', EN);
    const { strategy, phone_script, email } = first!.sections;
    expect(strategy).toContain('5 × 33.33 = 166.65 dollars missed so far');
    expect(strategy).toContain('633.27 dollars more still to come');
    expect(strategy).toContain('delivered on January 20');
    expect(phone_script).toContain('open a trade-in investigation');
    expect(email.body).toContain('When I traded in my old phone on January 8 2026');
    expect(first!.response).not.toMatch(/final bill|\b71\b|when you switch they stop/);
  });

  it('then: a 100 courtesy credit is less than what is missed, and "accept today" is pressure', async () => {
    const [, second] = await conversation('en', EN, EN_OFFER);
    const { strategy, phone_script } = second!.sections;
    // The follow-up reading of what the other side said answers it (other-side-said.ts).
    expect(strategy).toContain('5 × 33.33 = 166.65 dollars is already owed');
    expect(strategy).toContain('A one-time 100 dollars is less than that');
    expect(strategy).toContain('"Accept today" is their pressure, not your deadline');
    expect(phone_script).toContain(
      "I'm not accepting a one-time 100 dollars. I was promised 800 dollars in credits",
    );
    expect(second!.response).not.toMatch(/final bill|that works for me|I accept/i);
  });

  it('in Spanish (usted), with other figures', async () => {
    const [first, second] = await conversation('es', ES, ES_OFFER);
    expect(first!.sections.strategy).toContain('4 × 25 = 100 dólares que le deben hasta hoy');
    expect(first!.sections.strategy).toContain('se entregó el 15 de marzo');
    expect(second!.sections.strategy).toContain('Un crédito único de 50 es menos que eso');
    expect(tuteoMarkers(first!.response + second!.response)).toEqual([]);
  });
});
