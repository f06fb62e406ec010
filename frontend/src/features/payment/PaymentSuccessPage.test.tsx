import { checkoutConfirmResponseSchema } from '@lane/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, mockFetch, ok, renderApp, sentBody } from '../../../test/render-app';

const renderPayment = (path: string) => renderApp(path).router;

/** The answers in order; anything asked after them (the /lane page's session check) waits forever. */
const network = (...answers: Parameters<typeof mockFetch>) =>
  mockFetch(...answers).mockImplementation(() => new Promise<Response>(() => {}));

const confirmed = (durationHours: number) =>
  ok(checkoutConfirmResponseSchema, { durationHours, expiresAt: '2025-03-28T15:00:00.000Z' });

const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  // Only the countdown's interval is faked: React's Suspense reveal and i18next still need real timeouts.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('payment success', () => {
  it('verifies the checkout, shows the 48 hours, counts down and opens /lane after 5 seconds', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = network(new Promise<Response>((resolve) => (answer = resolve)));
    const router = renderPayment('/payment-success?session_id=cs_test_123');

    expect(await screen.findByText('Verifying your payment...')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/checkout/confirm');
    expect(sentBody(fetchMock)).toEqual({ sessionId: 'cs_test_123' });

    await act(async () => answer(confirmed(48)));
    expect(await screen.findByRole('heading', { name: 'Payment successful!' })).toHaveFocus();
    expect(
      screen.getByText('You now have 48 hours of access. Everything is ready for you.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Lane Now' })).toHaveAttribute('href', '/lane');
    // Until when, in the visitor's own time zone and language.
    const until = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date('2025-03-28T15:00:00.000Z'),
    );
    expect(screen.getByText(`Active until ${until}`)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Payment confirmed — Lane'));
    expect(screen.getByText('Taking you to Lane in 5 seconds...')).toBeInTheDocument();

    await tick(1000);
    expect(screen.getByText('Taking you to Lane in 4 seconds...')).toBeInTheDocument();
    await tick(3000);
    expect(screen.getByText('Taking you to Lane in 1 second...')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/payment-success');

    await tick(1000);
    await waitFor(() => expect(router.state.location.pathname).toBe('/lane'));
  });

  it.each([
    [720, 'You now have 30 days of access. Everything is ready for you.'],
    [24, 'You now have 24 hours of access. Everything is ready for you.'],
  ])('names a %i-hour pass as the person reads it', async (durationHours, text) => {
    network(confirmed(durationHours));
    renderPayment('/payment-success?session_id=cs_test_123');
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('does it all in Spanish and opens /es/lane', async () => {
    network(confirmed(720));
    const router = renderPayment('/es/payment-success?session_id=cs_test_123');
    expect(await screen.findByRole('heading', { name: '¡Pago realizado con éxito!' })).toBeInTheDocument();
    expect(
      screen.getByText('Ahora tiene 30 días de acceso. Todo está listo para usted.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a Lane ahora' })).toHaveAttribute('href', '/es/lane');
    expect(screen.getByText('Le llevamos a Lane en 5 segundos...')).toBeInTheDocument();
    await tick(5000);
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/lane'));
  });

  it.each([
    ['/payment-success', '/'],
    ['/payment-success?session_id=', '/'],
    ['/es/payment-success', '/es'],
  ])('sends %s without a session_id straight to %s, asking nothing', async (from, to) => {
    const fetchMock = network();
    const router = renderPayment(from);
    await waitFor(() => expect(router.state.location.pathname).toBe(to));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['unpaid', fail(402, { error: 'unpaid' }), "Your payment hasn't been completed yet."],
    ['not_found', fail(404, { error: 'not_found' }), "We couldn't find this checkout."],
    [
      'a checkout confirmed long ago',
      fail(401, { error: 'no_session' }),
      'This payment was already confirmed. To open your pass again, enter the email you paid with on the Access page.',
    ],
  ])(
    'explains %s and stays, with the way to Access, the support address and an honest tab title',
    async (_name, answer, text) => {
      network(answer);
      const router = renderPayment('/payment-success?session_id=cs_test_123');
      const heading = await screen.findByRole('heading', { name: "We couldn't confirm your payment" });
      // Focus moves in an effect after the heading renders: a beat later on a busy machine.
      await waitFor(() => expect(heading).toHaveFocus());
      expect(screen.getByText(new RegExp(text.replace(/[.?]/g, '\\$&')))).toBeInTheDocument();
      expect(
        within(screen.getByRole('main')).getByRole('link', { name: 'support@lane.help' }),
      ).toHaveAttribute('href', 'mailto:support@lane.help');
      expect(screen.getByRole('link', { name: 'Go to Access' })).toHaveAttribute('href', '/access');
      await waitFor(() => expect(document.title).toBe('Payment not confirmed — Lane'));

      await tick(30_000);
      expect(router.state.location.pathname).toBe('/payment-success');
      expect(screen.getByRole('heading', { name: "We couldn't confirm your payment" })).toBeInTheDocument();
    },
  );

  it('keeps confirming through a 503, a 500 and a lost connection, keeping the session_id, until the pass opens', async () => {
    // The waits between attempts (1, 2 and 4 s) pass on the test's clock, not on a busy machine's.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const fetchMock = network(
      fail(503, { error: 'service_unavailable', retryAfterSeconds: 1 }),
      fail(500, { error: 'internal_error' }),
      new TypeError('Failed to fetch'),
      confirmed(720),
    );
    const router = renderPayment('/payment-success?session_id=cs_test_123');
    expect(await screen.findByText('Confirming your payment…')).toBeInTheDocument();
    expect(
      screen.getByText(
        'We’re having trouble confirming your payment right now and will keep trying. Please keep this page open.',
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/payment-success');
    expect(router.state.location.search).toBe('?session_id=cs_test_123');

    await act(() => vi.advanceTimersByTimeAsync(7_000));
    expect(await screen.findByRole('heading', { name: 'Payment successful!' })).toHaveFocus();
    expect(fetchMock.mock.calls.slice(0, 4).map((_, call) => sentBody(fetchMock, call))).toEqual(
      Array(4).fill({ sessionId: 'cs_test_123' }),
    );
    expect(
      screen.getByText('You now have 30 days of access. Everything is ready for you.'),
    ).toBeInTheDocument();
  });

  it('says it in Spanish too', async () => {
    network(fail(503, { error: 'service_unavailable' }));
    renderPayment('/es/payment-success?session_id=cs_test_123');
    expect(await screen.findByText('Confirmando su pago…')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Tenemos dificultades para confirmar su pago en este momento y seguiremos intentándolo. Mantenga esta página abierta, por favor.',
      ),
    ).toBeInTheDocument();
  });

  it('after five minutes of failures stays on the page with its session_id and can try again', async () => {
    const fetchMock = network(
      ...Array.from({ length: 12 }, () => fail(500, { error: 'internal_error' })),
      confirmed(48),
    );
    // The backoff's waits are timeouts: faked too, but still running with the clock (Suspense needs them).
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
    });
    const router = renderPayment('/payment-success?session_id=cs_test_123');
    expect(await screen.findByText('Confirming your payment…')).toBeInTheDocument();
    await tick(4 * 60_000);
    expect(screen.getByText('Confirming your payment…')).toBeInTheDocument();
    await tick(2 * 60_000);
    expect(
      await screen.findByRole('heading', { name: "We couldn't confirm your payment" }),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(12);
    expect(screen.getByText(/Your checkout is kept on this page/)).toBeInTheDocument();
    expect(screen.queryByText(/Returning to the home page/)).not.toBeInTheDocument();
    await tick(10_000);
    expect(router.state.location.pathname).toBe('/payment-success');
    expect(router.state.location.search).toBe('?session_id=cs_test_123');

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Payment successful!' })).toBeInTheDocument();
    expect(sentBody(fetchMock, 12)).toEqual({ sessionId: 'cs_test_123' });
  });

  it('offers a Spanish visitor the Spanish Access page after a failure, and stays', async () => {
    network(fail(402, { error: 'unpaid' }));
    const router = renderPayment('/es/payment-success?session_id=cs_test_123');
    expect(await screen.findByRole('heading', { name: 'No pudimos confirmar su pago' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a Acceso' })).toHaveAttribute('href', '/es/access');
    await waitFor(() => expect(document.title).toBe('Pago no confirmado — Lane'));
    await tick(5000);
    expect(router.state.location.pathname).toBe('/es/payment-success');
  });
});
