import { describe, expect, it } from 'vitest';
import { findAmounts } from './amounts.js';
import { deviceFiguresIn, deviceTermIn, isDeviceBalance } from './device-balance.js';
import { readConversation } from './read-case.js';

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const ES =
  "me cambie de compañia de celular. el telefono era 'gratis' con la compañia vieja, 39.99 al mes que ellos me acreditaban cada mes. pague 10 meses de 24. ahora la factura final dice 559.86 del telefono mas 72.40 de servicio. por que me cobran??";
const ES_OFFER =
  'la compañia nueva dice que me reembolsa hasta 650 pero tengo que pagar primero la factura final y mandarla en 60 dias';
const EN =
  'I switched carriers last month. my iphone was supposed to be free with bill credits of 33.33 a month on a 36 month plan, I made 12 payments. now the final bill shows device balance 799.92 plus 45 for service.';

describe('a "free" phone billed after a switch of carrier', () => {
  it('is its own sub-case, in Spanish and in English', () => {
    expect(isDeviceBalance(fold(ES))).toBe(true);
    expect(isDeviceBalance(fold(EN))).toBe(true);
    expect(isDeviceBalance(fold('my phone bill went up 10 dollars this month'))).toBe(false);
  });

  it('reads the months paid and the plan months, said together or apart', () => {
    expect(deviceTermIn(fold('pague 10 meses de 24.'))).toEqual({ term: 24, paid: 10 });
    expect(deviceTermIn(fold('on a 36 month plan, I made 12 payments'))).toEqual({ term: 36, paid: 12 });
    expect(deviceTermIn(fold('creditos de 30 al mes por 24 meses, llevo 6 pagos'))).toEqual({
      term: 24,
      paid: 6,
    });
  });

  it("gives each figure its role: the phone, the service, the new carrier's buyout and its days", () => {
    const text = `${ES}\n${ES_OFFER}`;
    expect(deviceFiguresIn(text, findAmounts(text))).toEqual({
      device: '559.86',
      service: '72.40',
      buyout: '650',
      buyoutDays: 60,
    });
    // "creditos de 30" is the installment, never a buyout.
    const other = 'creditos de 30 al mes. la nueva compañia me paga hasta 400 si mando la factura en 45 dias';
    expect(deviceFiguresIn(other, findAmounts(other))).toMatchObject({ buyout: '400', buyoutDays: 45 });
  });

  it('reads "24" as the plan length, never a charge', () => {
    const kase = readConversation([{ role: 'user', content: ES }], '2026-04-15').case;
    expect(kase.area).toBe('service_disputes');
    expect(kase.subCase).toBe('service_device_balance');
    expect(kase.amounts.map((amount) => amount.text)).not.toContain('24');
    expect(kase.amounts.find((amount) => amount.text === '559.86')?.role).toBe('billed');
    expect(kase.deviceBalance).toMatchObject({ term: 24, paid: 10, device: '559.86', service: '72.40' });
  });
});

describe('a phone traded in for credits that never came', () => {
  const J31 =
    'Hello I am 71 and I switched my phone service to a new carrier on January 8 2026 at their store in Mesa Arizona because they promised 800 dollars for trading in my old phone, as credits of 33.33 every month for 24 months. I have had 5 bills now (February thru June) and NOT ONE credit. On the phone they say the trade in phone never arrived but I have the UPS receipt that it was delivered January 20. My bill is 96.40 a month. What do I say to them.';
  const ES_TRADE =
    'me cambie de compañia de celular en marzo y me prometieron 600 dolares por el canje de mi celular viejo, en creditos de 25 al mes por 24 meses. llevo 4 facturas y ningun credito. dicen que no recibieron el telefono pero tengo la guia de fedex, fue entregado el 15 de marzo';
  const EN_STORE =
    'traded in my old iphone at my carrier for an upgrade, they promised 720 in bill credits (30/mo for 24 months). 3 statements now and the credits never showed up';

  it('reads the value promised, the bills without it, and the delivery, never the age as a bill', () => {
    const kase = readConversation([{ role: 'user', content: J31 }], '2026-06-12').case;
    expect(kase.subCase).toBe('service_device_balance');
    expect(kase.deviceBalance?.tradeIn).toEqual({
      value: '800 dollars',
      missed: 5,
      delivered: 'January 20',
      notReceived: true,
    });
    expect(kase.amounts.map((amount) => amount.text)).not.toContain('71');
    expect(kase.amounts.find((amount) => amount.text === '800 dollars')?.role).toBe('other');
  });

  it.each([
    [ES_TRADE, { value: '600 dolares', missed: 4, delivered: '15 de marzo', notReceived: true }],
    [EN_STORE, { value: '720', missed: 3 }],
  ])('reads a rephrasing: %s', (text, tradeIn) => {
    const kase = readConversation([{ role: 'user', content: text }], '2026-07-20').case;
    expect(kase.subCase).toBe('service_device_balance');
    expect(kase.deviceBalance?.tradeIn).toEqual(tradeIn);
  });

  it('leaves a balance after leaving the carrier a balance', () => {
    const kase = readConversation([{ role: 'user', content: ES }], '2026-07-20').case;
    expect(kase.deviceBalance?.tradeIn).toBeUndefined();
  });
});
