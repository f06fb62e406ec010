import { accessResponseSchema, adminCodeResponseSchema } from '@lane/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockFetch, ok, renderApp, sentBody } from '../../../test/render-app';

const renderAccess = (path = '/access') => renderApp(path).router;

/** The answers in order; anything asked after them (the /lane page's session check) waits forever. */
const network = (...answers: Parameters<typeof mockFetch>) =>
  mockFetch(...answers).mockImplementation(() => new Promise<Response>(() => {}));

const accessCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/access'));

/** A pass with this much time left from now (the server floors the hours; the end is exact). */
const userAccess = (hoursLeft: number, durationHours = 48) =>
  ok(accessResponseSchema, {
    role: 'user',
    remainingHours: Math.floor(hoursLeft),
    durationHours,
    expiresAt: new Date(Date.now() + hoursLeft * 3_600_000).toISOString(),
  });

async function submitEmail(email: string, buttonName = 'Access Lane') {
  const user = userEvent.setup();
  const field = await screen.findByRole('textbox');
  if (email) await user.type(field, email);
  await user.click(screen.getByRole('button', { name: buttonName }));
  return user;
}

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the access form', () => {
  it('asks for one required email field under the welcome heading', async () => {
    renderAccess();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Lane!' })).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: /email/i });
    expect(field).toHaveAttribute('type', 'email');
    expect(field).toBeRequired();
    expect(screen.getByRole('button', { name: 'Access Lane' })).toBeEnabled();
  });

  it('speaks Spanish under /es', async () => {
    renderAccess('/es/access');
    expect(await screen.findByRole('heading', { level: 1, name: '¡Bienvenido a Lane!' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Acceder a Lane' })).toBeInTheDocument();
  });

  it('shows Checking... and stays disabled while the server answers', async () => {
    let answer: (response: Response) => void = () => {};
    network(new Promise<Response>((resolve) => (answer = resolve)));
    const router = renderAccess();
    await submitEmail('ana@example.com');
    const button = await screen.findByRole('button', { name: /Checking\.\.\./ });
    expect(button).toBeDisabled();
    answer(userAccess(47));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lane'));
  });
});

describe('email validation, before any call', () => {
  it.each(['', '    ', 'ana.example.com'])('refuses %j in English with the exact toast', async (email) => {
    const fetchMock = network();
    renderAccess();
    await submitEmail(email);
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    expect(accessCalls(fetchMock)).toHaveLength(0);
  });

  it.each(['', '    ', 'ana.example.com'])('refuses %j in Spanish with the exact toast', async (email) => {
    const fetchMock = network();
    renderAccess('/es/access');
    await submitEmail(email, 'Acceder a Lane');
    expect(await screen.findByText('Correo electrónico inválido')).toBeInTheDocument();
    expect(
      screen.getByText('Por favor, introduzca una dirección de correo electrónico válida'),
    ).toBeInTheDocument();
    expect(accessCalls(fetchMock)).toHaveLength(0);
  });
});

describe('what the server answers', () => {
  it('opens /lane with a toast of the hours left, sending the normalised email and language', async () => {
    // A pass bought a minute ago: the server's whole hours say 47, the page says 48.
    const fetchMock = network(userAccess(47.98));
    const router = renderAccess();
    await submitEmail('  Ana@Example.COM ');
    await waitFor(() => expect(router.state.location.pathname).toBe('/lane'));
    expect(await screen.findByText('Access granted')).toBeInTheDocument();
    expect(screen.getByText('You have 48 hours left on your pass. Welcome to Lane!')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/access');
    expect(sentBody(fetchMock)).toEqual({ email: 'ana@example.com', lang: 'en' });
  });

  it('counts a monthly pass in days and opens /es/lane in Spanish', async () => {
    const fetchMock = network(userAccess(719.9, 720));
    const router = renderAccess('/es/access');
    await submitEmail('ana@example.com', 'Acceder a Lane');
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/lane'));
    expect(await screen.findByText('Acceso concedido')).toBeInTheDocument();
    expect(screen.getByText('Le quedan 30 días en su pase. ¡Bienvenido a Lane!')).toBeInTheDocument();
    expect(sentBody(fetchMock)).toEqual({ email: 'ana@example.com', lang: 'es' });
  });

  it('counts minutes when less than an hour is left, and hours and minutes under two', async () => {
    network(userAccess(35 / 60));
    renderAccess();
    await submitEmail('ana@example.com');
    expect(
      await screen.findByText('You have 35 minutes left on your pass. Welcome to Lane!'),
    ).toBeInTheDocument();
  });

  it('counts hours and minutes under two hours', async () => {
    network(userAccess(1 + 20 / 60));
    renderAccess();
    await submitEmail('ana@example.com');
    expect(
      await screen.findByText('You have 1 hour and 20 minutes left on your pass. Welcome to Lane!'),
    ).toBeInTheDocument();
  });

  it('explains no_pass, keeps the typed email to fix in place, offers Buy Access and support', async () => {
    const fetchMock = network(fail(404, { error: 'no_pass' }), userAccess(20));
    const router = renderAccess();
    const user = await submitEmail('ana@exmaple.com');
    const heading = await screen.findByRole('heading', { name: 'No active pass for this email' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(/We couldn’t find an active Lane pass for ana@exmaple.com/)).toBeInTheDocument();
    const buy = screen.getByRole('link', { name: /Buy Access/ });
    expect(buy).toHaveAttribute('href', '/#pricing');
    expect(buy).toHaveAttribute('target', '_blank');
    expect(buy).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'support@lane.help' })).toHaveAttribute(
      'href',
      'mailto:support@lane.help',
    );
    expect(router.state.location.pathname).toBe('/access');

    // The typo is still in the field: fixed in place and sent again.
    const field = screen.getByRole('textbox', { name: /Email/ });
    expect(field).toHaveValue('ana@exmaple.com');
    await user.clear(field);
    await user.type(field, 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Access Lane' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lane'));
    expect(sentBody(fetchMock, 1)).toEqual({ email: 'ana@example.com', lang: 'en' });
  });

  it.each([
    [48, 'Your 48-hour access has expired'],
    [720, 'Your 30-day access has expired'],
  ])('replaces the form with Buy Access when a %i-hour pass expired', async (durationHours, text) => {
    network(fail(403, { error: 'expired', durationHours }));
    renderAccess();
    await submitEmail('ana@example.com');
    expect(await screen.findByRole('heading', { name: 'Access expired' })).toBeInTheDocument();
    // Once in the destructive toast, once in the view that stays.
    expect(await screen.findAllByText(text)).toHaveLength(2);
    expect(screen.getByRole('link', { name: /Buy Access/ })).toHaveAttribute('href', '/#pricing');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try a different email' })).not.toBeInTheDocument();
  });

  it('says Acceso expirado with the real duration in Spanish and links the Spanish pricing', async () => {
    network(fail(403, { error: 'expired', durationHours: 720 }));
    renderAccess('/es/access');
    await submitEmail('ana@example.com', 'Acceder a Lane');
    expect(await screen.findByRole('heading', { name: 'Acceso expirado' })).toBeInTheDocument();
    expect(await screen.findAllByText('Su acceso de 30 días ha expirado')).toHaveLength(2);
    expect(screen.getByRole('link', { name: /Comprar acceso/ })).toHaveAttribute('href', '/es#pricing');
  });

  it('asks to wait when rate limited and keeps the form', async () => {
    network(fail(429, { error: 'rate_limited', retryAfterSeconds: 60 }));
    renderAccess();
    await submitEmail('ana@example.com');
    expect(await screen.findByText('Too many attempts')).toBeInTheDocument();
    expect(screen.getByText('Please wait a few minutes, then try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Access Lane' })).toBeEnabled();
  });

  it('treats the server refusing the email like the local check', async () => {
    network(fail(400, { error: 'invalid_email' }));
    renderAccess();
    await submitEmail('ana@b');
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
  });

  it.each([
    ['a network failure', () => new TypeError('Failed to fetch')],
    ['a server error', () => fail(500, { error: 'internal_error' })],
    ['an answer that is not JSON', () => new Response('<html>', { status: 200 })],
  ])('shows the Error toast after %s', async (_name, answer) => {
    network(answer());
    const router = renderAccess();
    await submitEmail('ana@example.com');
    expect(
      await screen.findByText('An error occurred while checking your access. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/access');
    expect(screen.getByRole('button', { name: 'Access Lane' })).toBeEnabled();
  });

  it('shows the Spanish Error toast in Spanish', async () => {
    network(new TypeError('Failed to fetch'));
    renderAccess('/es/access');
    await submitEmail('ana@example.com', 'Acceder a Lane');
    expect(
      await screen.findByText('Se produjo un error al verificar su acceso. Por favor, inténtelo de nuevo.'),
    ).toBeInTheDocument();
  });
});

describe('the admin code step', () => {
  const adminCodeSent = () => ok(accessResponseSchema, { role: 'admin', codeSent: true });

  it('asks for the emailed code, refuses a wrong one, then grants unlimited access', async () => {
    const fetchMock = network(
      adminCodeSent(),
      fail(401, { error: 'invalid_code' }),
      ok(adminCodeResponseSchema, { role: 'admin' }),
    );
    const router = renderAccess();
    const user = await submitEmail('Admin@Lane.local');

    const code = await screen.findByRole('textbox', { name: '6-digit code' });
    expect(code).toHaveFocus();
    expect(screen.getByText(/We sent a 6-digit code to admin@lane.local/)).toBeInTheDocument();

    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    expect(await screen.findByText('Enter the 6 digits from the email.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    expect(await screen.findByText('Code not accepted')).toBeInTheDocument();
    await waitFor(() => expect(code).toHaveValue(''));
    expect(localStorage.getItem('adminEmail')).toBeNull();

    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lane'));
    expect(await screen.findByText('Admin access granted')).toBeInTheDocument();
    expect(screen.getByText('Welcome back, admin! You have unlimited access.')).toBeInTheDocument();
    expect(localStorage.getItem('adminEmail')).toBe('admin@lane.local');
    expect(fetchMock.mock.calls[2]?.[0]).toBe('/api/access/admin');
    expect(sentBody(fetchMock, 2)).toEqual({ email: 'admin@lane.local', code: '123456' });
  });

  it('pauses after too many codes and lets the admin go back to the email', async () => {
    network(adminCodeSent(), fail(429, { error: 'rate_limited' }));
    renderAccess();
    const user = await submitEmail('admin@lane.local');
    await user.type(await screen.findByRole('textbox', { name: '6-digit code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    expect(
      await screen.findByText(
        'Code entry is paused for your security. Please wait a few minutes and ask for a new code.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use a different email' }));
    expect(screen.getByRole('textbox', { name: /email/i })).toBeInTheDocument();
  });

  it('grants admin access in Spanish on /es', async () => {
    network(adminCodeSent(), ok(adminCodeResponseSchema, { role: 'admin' }));
    const router = renderAccess('/es/access');
    const user = await submitEmail('admin@lane.local', 'Acceder a Lane');
    await user.type(await screen.findByRole('textbox', { name: 'Código de 6 dígitos' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verificar código' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/lane'));
    expect(
      await screen.findByText('¡Bienvenido de nuevo, administrador! Tiene acceso ilimitado.'),
    ).toBeInTheDocument();
  });
});

describe('a stored admin marker', () => {
  it.each([
    ['/access', '/lane'],
    ['/es/access', '/es/lane'],
  ])('sends %s straight to %s, where /lane asks the server', async (from, to) => {
    localStorage.setItem('adminEmail', 'admin@lane.local');
    const fetchMock = network();
    const router = renderAccess(from);
    await waitFor(() => expect(router.state.location.pathname).toBe(to));
    expect(accessCalls(fetchMock)).toHaveLength(0);
    await waitFor(() => expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/session'));
  });
});
