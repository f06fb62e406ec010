import { SUPPORT_EMAIL } from '@lane/shared';
import { describe, expect, it } from 'vitest';
import { composeAdminCode, composeReceipt, formatValidUntil } from './compose.js';

const validUntil = new Date('2026-11-24T14:41:00.000Z');
const siteUrl = 'https://lane.example.com/';

describe('formatValidUntil', () => {
  it('says the date, the time and the time zone in English', () => {
    expect(formatValidUntil(validUntil, 'en')).toMatch(/^Tuesday, November 24, 2026 at 2:41\sPM UTC$/);
  });

  it('says the date, the time and the time zone in Spanish', () => {
    expect(formatValidUntil(validUntil, 'es')).toMatch(
      /^martes, 24 de noviembre de 2026,? 2:41\sp\.\s?m\.\sUTC$/,
    );
  });
});

describe('composeReceipt in English', () => {
  const mail = composeReceipt({
    to: 'ana@example.com',
    productId: '48hour',
    lang: 'en',
    validUntil,
    siteUrl,
  });

  it('goes to the buyer and names the pass in its subject', () => {
    expect(mail.to).toBe('ana@example.com');
    expect(mail.subject).toBe('Your Lane pass is ready: Quick Help, 48-hour pass');
  });

  it('says which pass, at what price, and until when with the time zone', () => {
    expect(mail.text).toContain('Your pass: Quick Help, 48-hour pass ($9.99, one-time payment).');
    expect(mail.text).toMatch(/Valid until: Tuesday, November 24, 2026 at 2:41\sPM UTC\./);
  });

  it('links to /access, gives the support address and says Lane is not a lawyer', () => {
    expect(mail.text).toContain('open https://lane.example.com/access and enter this email address');
    expect(mail.text).toContain(`Write to ${SUPPORT_EMAIL}.`);
    expect(mail.text).toContain('Lane is not a lawyer and does not give legal advice.');
  });

  it('carries the same words as HTML, in English, with no placeholder left unfilled', () => {
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain('Quick Help, 48-hour pass ($9.99, one-time payment).');
    expect(mail.html).toContain('https://lane.example.com/access');
    expect(mail.html).toContain(SUPPORT_EMAIL);
    expect(mail.html).toContain('Lane is not a lawyer');
    expect(`${mail.subject}${mail.text}${mail.html}`).not.toMatch(/\{\{|\}\}/);
  });

  it('escapes what it puts into HTML', () => {
    expect(mail.html).toContain('You&#39;ve got this.');
    expect(mail.html).not.toContain("You've got this.");
  });
});

describe('composeReceipt in Spanish', () => {
  const mail = composeReceipt({ to: 'ana@example.com', productId: '30day', lang: 'es', validUntil, siteUrl });

  it('names the 30-day pass in Spanish', () => {
    expect(mail.subject).toBe('Tu pase de Lane está listo: Acceso Mensual, pase de 30 días');
    expect(mail.text).toContain('Tu pase: Acceso Mensual, pase de 30 días ($24.99, pago único).');
  });

  it('says until when in Spanish with the time zone, links to /es/access, support and not-a-lawyer', () => {
    expect(mail.text).toMatch(/Válido hasta: martes, 24 de noviembre de 2026,? 2:41\sp\.\s?m\.\sUTC\./);
    expect(mail.text).toContain('abre https://lane.example.com/es/access e ingresa este correo');
    expect(mail.text).toContain(`Escríbenos a ${SUPPORT_EMAIL}.`);
    expect(mail.text).toContain('Lane no es un abogado y no da asesoría legal.');
  });

  it('marks its HTML as Spanish and fills every placeholder', () => {
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.html).toContain('https://lane.example.com/es/access');
    expect(`${mail.subject}${mail.text}${mail.html}`).not.toMatch(/\{\{|\}\}/);
  });
});

describe('composeAdminCode', () => {
  it('gives the code, its 10 minutes and 5 tries, in English', () => {
    const mail = composeAdminCode({ to: 'owner@lane.test', code: '012345', lang: 'en' });
    expect(mail).toMatchObject({ to: 'owner@lane.test', subject: 'Your Lane admin code: 012345' });
    expect(mail.text).toContain('Your one-time code is 012345. It works for 10 minutes and up to 5 tries.');
    expect(mail.html).toContain('012345');
  });

  it('gives the code, its 10 minutes and 5 tries, in Spanish', () => {
    const mail = composeAdminCode({ to: 'owner@lane.test', code: '987654', lang: 'es' });
    expect(mail.subject).toBe('Tu código de administrador de Lane: 987654');
    expect(mail.text).toContain(
      'Tu código de un solo uso es 987654. Sirve durante 10 minutos y hasta 5 intentos.',
    );
  });
});
