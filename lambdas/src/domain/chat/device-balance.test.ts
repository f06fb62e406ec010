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
