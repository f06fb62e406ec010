import { SUPPORT_EMAIL } from '@lane/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';

const mainText = () => screen.getByRole('main').textContent ?? '';

describe('the privacy policy', () => {
  it.each([
    ['/privacy', 'Privacy Policy', 'Effective date: March 26, 2025'],
    ['/es/privacy', 'Política de privacidad', 'Fecha de entrada en vigor: 26 de marzo de 2025'],
  ])('%s is effective March 26, 2025', async (path, title, effective) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(effective)).toBeInTheDocument();
  });

  it('says what Lane really does with data', async () => {
    renderApp('/privacy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    const text = mainText();
    expect(text).toMatch(/keep your email only until your pass ends/);
    expect(text).toMatch(/never stored or logged/);
    expect(text).toMatch(/Stripe/);
    expect(text).toMatch(/Amazon Web Services \(AWS\)/);
    expect(text).toMatch(/One cookie, lane_session/);
    expect(text).toMatch(/no third-party trackers/);
    expect(screen.getAllByRole('link', { name: SUPPORT_EMAIL })[0]).toHaveAttribute(
      'href',
      `mailto:${SUPPORT_EMAIL}`,
    );
  });

  it('says the same in Spanish', async () => {
    renderApp('/es/privacy');
    await screen.findByRole('heading', { level: 1, name: 'Política de privacidad' });
    const text = mainText();
    expect(text).toMatch(/Conservamos su correo solo hasta que termina su pase/);
    expect(text).toMatch(/nunca se guarda ni se registra/);
    expect(text).toMatch(/lane_session/);
    expect(text).toMatch(/sin rastreadores de terceros/);
    expect(screen.getAllByRole('link', { name: SUPPORT_EMAIL })[0]).toHaveAttribute(
      'href',
      `mailto:${SUPPORT_EMAIL}`,
    );
  });
});

describe('the terms', () => {
  it.each([
    [
      '/terms',
      'Terms of Service',
      /Lane is not a lawyer/,
      /don’t offer refunds after purchase/,
      /Fair use/,
      '$9.99',
      '$24.99',
    ],
    [
      '/es/terms',
      'Términos del servicio',
      /Lane no es un abogado/,
      /no ofrecemos reembolsos después de la compra/,
      /Uso razonable/,
      '$9.99',
      '$24.99',
    ],
  ])(
    '%s covers not-a-lawyer, no refunds and fair use, with the real prices',
    async (path, title, lawyer, refunds, fairUse, quick, monthly) => {
      renderApp(path);
      await screen.findByRole('heading', { level: 1, name: title });
      const text = mainText();
      expect(text).toMatch(lawyer);
      expect(text).toMatch(refunds);
      expect(screen.getByRole('heading', { level: 2, name: fairUse })).toBeInTheDocument();
      expect(text).toContain(quick);
      expect(text).toContain(monthly);
      expect(text).not.toMatch(/\{\{|\}\}/);
    },
  );
});
