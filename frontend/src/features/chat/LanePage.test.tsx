import { chatResponseSchema, sessionResponseSchema, type ChatSections } from '@lane/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockFetch as queueAnswers, ok, renderApp, sentBody } from '../../../test/render-app';

const renderLane = (path = '/lane') => renderApp(path).router;

/** The answers in order; anything asked after them waits forever instead of failing oddly. */
const mockFetch = (...answers: Parameters<typeof queueAnswers>) =>
  queueAnswers(...answers).mockImplementation(() => new Promise<Response>(() => {}));

const userSession = (remainingHours = 47, durationHours = 48) =>
  ok(sessionResponseSchema, {
    role: 'user',
    remainingHours,
    durationHours,
    expiresAt: '2025-03-28T15:00:00.000Z',
  });
const adminSession = () =>
  ok(sessionResponseSchema, { role: 'admin', remainingHours: null, durationHours: null, expiresAt: null });

const SECTIONS: ChatSections = {
  strategy: 'Ask for the **itemized** bill before you pay anything.',
  phone_script: 'Hi, my name is Ana. I am calling about invoice 4411.',
  email: { subject: 'Invoice 4411 dispute', body: 'Hello,\nPlease review the duplicate charge.' },
  talking_points: ['I have been a patient for six years', 'The March 3 charge appears twice'],
  deadlines: [
    {
      title: 'Dispute window',
      detail: 'Ask in writing within 60 days.',
      source: 'CFPB',
      url: 'https://www.consumerfinance.gov/',
    },
  ],
  questions: ['Can you hold the account while I review it?'],
};
/** The Markdown the API sends with SECTIONS: every section, rendered from them (lambdas' render.ts). */
const RESPONSE = [
  '## Strategy',
  'Ask for the **itemized** bill before you pay anything.',
  '## Phone script',
  'Hi, my name is Ana. I am calling about invoice 4411.',
  '## Email',
  '**Subject:** Invoice 4411 dispute',
  'Hello,  \nPlease review the duplicate charge.',
  '## Talking points',
  '- I have been a patient for six years\n- The March 3 charge appears twice',
  '## Deadlines and your rights',
  '- **Dispute window**: Ask in writing within 60 days. Source: [CFPB](https://www.consumerfinance.gov/)',
].join('\n\n');

const NO_SECTIONS: ChatSections = {
  strategy: '',
  phone_script: '',
  email: { subject: '', body: '' },
  talking_points: [],
  deadlines: [],
  questions: [],
};

const answer = (response: string, sections: ChatSections = NO_SECTIONS) =>
  ok(chatResponseSchema, { response, sections });

const FALLBACK =
  "I'm sorry, I couldn't process your request at the moment. The AI service may be temporarily unavailable. Please try again in a few moments.";

async function openLane(path = '/lane') {
  const router = renderLane(path);
  await screen.findByRole('log');
  return router;
}

const textbox = (name = 'Describe your situation') => screen.getByRole('textbox', { name });

async function ask(user: UserEvent, text: string, names = { box: 'Describe your situation', send: 'Send' }) {
  await user.type(textbox(names.box), text);
  await user.click(screen.getByRole('button', { name: names.send }));
}

/** The toast that holds `description`, so its title is checked on the same toast. */
async function findToast(description: string) {
  const text = await screen.findByText(description);
  const toast = text.closest('[data-scope="toast"][data-part="root"]');
  if (!(toast instanceof HTMLElement)) throw new Error(`"${description}" is not inside a toast`);
  return within(toast);
}

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the /lane guard', () => {
  it('says Loading... until the server answers, then shows the chat and the playbook', async () => {
    let answerSession: (response: Response) => void = () => {};
    const fetchMock = mockFetch(new Promise<Response>((resolve) => (answerSession = resolve)));
    renderLane();
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: "Let's Begin" })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/session');

    await act(async () => answerSession(userSession()));
    expect(await screen.findByRole('heading', { level: 1, name: "Let's Begin" })).toBeInTheDocument();
    expect(screen.getByText('47 hours left on your pass')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Negotiation Playbook' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('keeps search engines out', async () => {
    mockFetch(userSession());
    await openLane();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('shows a monthly pass in days', async () => {
    mockFetch(userSession(700, 720));
    await openLane();
    expect(screen.getByText('29 days left on your pass')).toBeInTheDocument();
  });

  it('shows an admin session as unlimited', async () => {
    mockFetch(adminSession());
    await openLane();
    expect(screen.getByText('Admin access: unlimited')).toBeInTheDocument();
  });

  it('sends a browser without a session to the landing page, forgetting a stale admin hint', async () => {
    localStorage.setItem('adminEmail', 'admin@lane.local');
    mockFetch(fail(401, { error: 'no_session' }));
    const router = renderLane();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const toast = await findToast(
      'This browser has no active pass. Open Access and enter the email you paid with.',
    );
    expect(toast.getByText('Access needed')).toBeInTheDocument();
    expect(localStorage.getItem('adminEmail')).toBeNull();
  });

  it('says Access expired, not "access needed", when the pass it opened with runs out while the page is open', async () => {
    const user = userEvent.setup();
    mockFetch(
      ok(sessionResponseSchema, {
        role: 'user',
        remainingHours: 0,
        durationHours: 48,
        expiresAt: new Date(Date.now() + 50).toISOString(),
      }),
      fail(401, { error: 'no_session' }),
    );
    await openLane();
    await new Promise((resolve) => setTimeout(resolve, 60));
    await ask(user, 'They said no. What now?');
    expect(
      (await findToast('Your 48-hour access has expired. Please purchase another access pass.')).getByText(
        'Access expired',
      ),
    ).toBeInTheDocument();
  });

  it.each([
    [48, 'Your 48-hour access has expired. Please purchase another access pass.'],
    [720, 'Your 30-day access has expired. Please purchase another access pass.'],
  ])('says Access expired for a %i-hour pass and goes to the landing page', async (durationHours, text) => {
    mockFetch(fail(403, { error: 'expired', durationHours }));
    const router = renderLane();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect((await findToast(text)).getByText('Access expired')).toBeInTheDocument();
  });

  it('says it in Spanish and goes to /es', async () => {
    mockFetch(fail(403, { error: 'expired', durationHours: 48 }));
    const router = renderLane('/es/lane');
    await waitFor(() => expect(router.state.location.pathname).toBe('/es'));
    const toast = await findToast(
      'Su acceso de 48 horas ha expirado. Por favor, compre otro pase de acceso.',
    );
    expect(toast.getByText('Acceso expirado')).toBeInTheDocument();
  });

  it('goes to the landing page with the error toast when the check itself fails', async () => {
    mockFetch(new TypeError('Failed to fetch'));
    const router = renderLane();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(
      (await findToast('An error occurred while checking your access. Please try again.')).getByText('Error'),
    ).toBeInTheDocument();
  });
});

describe('the chat panel', () => {
  it('starts with the prompt, a labelled two-row textarea and a disabled send button', async () => {
    mockFetch(userSession());
    await openLane();
    expect(screen.getByRole('heading', { name: "What's going on?" })).toBeInTheDocument();
    const box = textbox();
    expect(box).toHaveAttribute('rows', '2');
    expect(box).toHaveStyle({ minHeight: '80px' });
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    const log = screen.getByRole('log', { name: 'Conversation with Lane' });
    expect(log).toHaveAttribute('aria-live', 'polite');
    expect(log).toHaveStyle({ minHeight: '300px', maxHeight: '500px' });
    expect(screen.getByRole('button', { name: 'Download my scripts' })).toBeDisabled();
  });

  it('keeps send disabled for blank text', async () => {
    mockFetch(userSession());
    await openLane();
    const user = userEvent.setup();
    await user.type(textbox(), '   ');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.keyboard('{Enter}');
    await user.type(textbox(), 'a');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('asks, thinks, answers: the question on the right, the input cleared, the answer announced', async () => {
    let reply: (response: Response) => void = () => {};
    const fetchMock = mockFetch(userSession(), new Promise<Response>((resolve) => (reply = resolve)));
    await openLane();
    const scrolled = vi.spyOn(Element.prototype, 'scrollTop', 'set');
    const user = userEvent.setup();
    await ask(user, 'The hospital billed me twice');

    const log = screen.getByRole('log');
    const question = within(log).getByText('The hospital billed me twice');
    expect(question.closest('[data-role="user"]')).toHaveStyle({ maxWidth: '85%', alignSelf: 'flex-end' });
    expect(textbox()).toHaveValue('');
    expect(textbox()).toHaveFocus();
    expect(within(log).getByRole('status')).toHaveTextContent('Lane is thinking...');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(scrolled).toHaveBeenCalled();

    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/chat');
    expect(sentBody(fetchMock, 1)).toEqual({
      messages: [{ role: 'user', content: 'The hospital billed me twice' }],
      lang: 'en',
    });

    await act(async () => reply(answer('Here is **your plan**.', SECTIONS)));
    expect(await within(log).findByText('your plan')).toHaveProperty('tagName', 'STRONG');
    expect(within(log).queryByText('Lane is thinking...')).not.toBeInTheDocument();
    expect(within(log).getByText('your plan').closest('[data-role="assistant"]')).toHaveStyle({
      maxWidth: '85%',
    });
  });

  it('sends with Enter and breaks the line with Shift+Enter', async () => {
    const fetchMock = mockFetch(userSession(), answer('Noted.'));
    await openLane();
    const user = userEvent.setup();
    await user.type(textbox(), 'line one{Shift>}{Enter}{/Shift}line two');
    expect(textbox()).toHaveValue('line one\nline two');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await user.keyboard('{Enter}');
    await screen.findByText('Noted.');
    expect(sentBody(fetchMock, 1)).toEqual({
      messages: [{ role: 'user', content: 'line one\nline two' }],
      lang: 'en',
    });
  });

  it('sends the whole conversation it holds, leaving out a failed exchange', async () => {
    const fetchMock = mockFetch(
      userSession(),
      answer('First answer.'),
      fail(503, { error: 'ai_unavailable' }),
      answer('Third answer.'),
    );
    await openLane();
    const user = userEvent.setup();
    await ask(user, 'First question');
    await screen.findByText('First answer.');
    await ask(user, 'Second question');
    await screen.findByText(FALLBACK);
    await ask(user, 'Third question');
    await screen.findByText('Third answer.');
    expect(sentBody(fetchMock, 3)).toEqual({
      messages: [
        { role: 'user', content: 'First question' },
        { role: 'assistant', content: 'First answer.' },
        { role: 'user', content: 'Third question' },
      ],
      lang: 'en',
    });
  });

  it('renders Markdown safely: raw HTML is never injected', async () => {
    mockFetch(
      userSession(),
      answer('Hello <img src=x onerror="alert(1)"> <script>alert(2)</script> **done**'),
    );
    await openLane();
    const user = userEvent.setup();
    await ask(user, 'Hi');
    await screen.findByText('done');
    const log = screen.getByRole('log');
    expect(log.querySelector('img')).toBeNull();
    expect(log.querySelector('script')).toBeNull();
  });
});

describe('every §8 chat failure: its toast and the apology message', () => {
  it.each([
    [
      'a network failure',
      () => new TypeError('Failed to fetch'),
      'Connection Error',
      'Could not connect to AI service. Please check your internet connection and try again.',
    ],
    [
      'an empty response',
      () => answer('   '),
      'Error',
      'Received empty response from AI service. Please try again.',
    ],
    [
      'a response without the response field',
      () => new Response(JSON.stringify({ answer: 'x' }), { status: 200 }),
      'Error',
      'The AI response was in an invalid format. Please try again.',
    ],
    [
      'ai_configuration',
      () => fail(500, { error: 'ai_configuration', details: 'Bedrock model id is not set' }),
      'API Configuration Error',
      'The AI service is not properly configured. Please contact support.',
    ],
    [
      'ai_error mentioning an API key',
      () => fail(502, { error: 'ai_error', details: 'Invalid API key' }),
      'API Configuration Error',
      'The AI service is not properly configured. Please contact support.',
    ],
    [
      'ai_error with details',
      () => fail(502, { error: 'ai_error', details: 'The model took too long to answer.' }),
      'AI Service Error',
      'The model took too long to answer.',
    ],
    [
      'ai_error without details',
      () => fail(502, { error: 'ai_error' }),
      'AI Service Error',
      'The AI service encountered an error. Please try again.',
    ],
    [
      'ai_unavailable',
      () => fail(503, { error: 'ai_unavailable' }),
      'AI Service Error',
      'There was an issue connecting to the AI service. Please try again later.',
    ],
    [
      'an unexpected server error',
      () => fail(500, { error: 'internal_error' }),
      'AI Service Error',
      'There was an issue connecting to the AI service. Please try again later.',
    ],
    [
      'rate_limited',
      () => fail(429, { error: 'rate_limited' }),
      "Let's slow down a moment",
      "You've sent a lot of messages in a short time. Please wait a minute, then try again.",
    ],
    [
      'invalid_request',
      () => fail(400, { error: 'invalid_request' }),
      'Error',
      "Lane couldn't read that message. Please shorten it and try again.",
    ],
  ])('after %s', async (_name, failure, title, description) => {
    mockFetch(userSession(), failure());
    await openLane();
    const user = userEvent.setup();
    await ask(user, 'My landlord kept the deposit');
    expect((await findToast(description)).getByText(title)).toBeInTheDocument();
    const log = screen.getByRole('log');
    expect(within(log).getByText(FALLBACK)).toBeInTheDocument();
    expect(within(log).queryByText('Lane is thinking...')).not.toBeInTheDocument();
    await user.type(textbox(), 'again');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('apologises in Spanish on /es/lane', async () => {
    mockFetch(userSession(), new TypeError('Failed to fetch'));
    await openLane('/es/lane');
    const user = userEvent.setup();
    await ask(user, 'Mi arrendador', { box: 'Describa su situación', send: 'Enviar' });
    const toast = await findToast(
      'No se pudo conectar con el servicio de IA. Por favor, compruebe su conexión a internet e inténtelo de nuevo.',
    );
    expect(toast.getByText('Error de conexión')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Lo siento, no pude procesar su solicitud en este momento. Es posible que el servicio de IA no esté disponible temporalmente. Por favor, inténtelo de nuevo en unos momentos.',
      ),
    ).toBeInTheDocument();
  });

  it('leaves for the landing page when the pass expires mid-conversation', async () => {
    mockFetch(userSession(), fail(403, { error: 'expired', durationHours: 720 }));
    const router = await openLane();
    const user = userEvent.setup();
    await ask(user, 'One more question');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(
      (await findToast('Your 30-day access has expired. Please purchase another access pass.')).getByText(
        'Access expired',
      ),
    ).toBeInTheDocument();
  });
});

describe('an answer with its sections', () => {
  async function openAnswer() {
    mockFetch(userSession(), answer(RESPONSE, SECTIONS));
    await openLane();
    const user = userEvent.setup();
    await ask(user, 'Billed twice');
    await screen.findByText('Hi, my name is Ana. I am calling about invoice 4411.');
    return user;
  }

  it('shows the answer once, as Markdown, with its official links opening in a new tab', async () => {
    await openAnswer();
    const log = screen.getByRole('log');
    expect(within(log).getByRole('heading', { name: 'Phone script' })).toBeInTheDocument();
    expect(within(log).getAllByText('Hi, my name is Ana. I am calling about invoice 4411.')).toHaveLength(1);
    const source = within(log).getByRole('link', { name: /CFPB/ });
    expect(source).toHaveAttribute('href', 'https://www.consumerfinance.gov/');
    expect(source).toHaveAttribute('target', '_blank');
    expect(source).toHaveAttribute('rel', 'noopener noreferrer');
    expect(source).toHaveTextContent('(opens in a new tab)');
  });

  it('offers a copy button for the whole answer and for each section, and the email in the mail app', async () => {
    await openAnswer();
    const actions = within(screen.getByRole('group', { name: 'Use this answer' }));
    for (const name of [
      'Copy the whole answer',
      'Copy Strategy',
      'Copy Phone script',
      'Copy Email',
      'Copy Talking points',
      'Copy Deadlines and your rights',
      'Copy A few questions first',
    ]) {
      expect(actions.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(actions.getByRole('link', { name: 'Open in my email app' })).toHaveAttribute(
      'href',
      'mailto:?subject=Invoice%204411%20dispute&body=Hello%2C%0D%0APlease%20review%20the%20duplicate%20charge.',
    );
  });

  it('leaves out the actions of empty sections', async () => {
    mockFetch(
      userSession(),
      answer('Tell me a little more first.', { ...NO_SECTIONS, questions: ['Which hospital?'] }),
    );
    await openLane();
    const user = userEvent.setup();
    await ask(user, 'Help');
    const actions = within(await screen.findByRole('group', { name: 'Use this answer' }));
    expect(actions.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Copy the whole answer',
      'Copy A few questions first',
    ]);
    expect(actions.queryByRole('link', { name: 'Open in my email app' })).not.toBeInTheDocument();
  });

  it('copies the whole answer, shows a check mark for 2 seconds, then the copy icon again', async () => {
    await openAnswer();
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    fireEvent.click(screen.getByRole('button', { name: 'Copy the whole answer' }));
    await act(async () => {});
    expect(writeText).toHaveBeenCalledWith(RESPONSE);
    const button = screen.getByRole('button', { name: 'Copied' });
    expect(button.querySelector('[data-icon="check"]')).not.toBeNull();
    expect(screen.getByText('Copied to clipboard')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('button', { name: 'Copied' })).not.toBeInTheDocument();
    const again = screen.getByRole('button', { name: 'Copy the whole answer' });
    expect(again.querySelector('[data-icon="copy"]')).not.toBeNull();
  });

  it('copies one section on its own', async () => {
    const user = await openAnswer();
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy Email' }));
    expect(writeText).toHaveBeenCalledWith(
      'Subject: Invoice 4411 dispute\n\nHello,\nPlease review the duplicate charge.',
    );
    await user.click(screen.getByRole('button', { name: 'Copy Talking points' }));
    expect(writeText).toHaveBeenLastCalledWith(
      '- I have been a patient for six years\n- The March 3 charge appears twice',
    );
  });

  it('says Copy failed when the clipboard refuses', async () => {
    const user = await openAnswer();
    const writeText = vi.fn<(text: string) => Promise<void>>().mockRejectedValue(new DOMException('denied'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy Phone script' }));
    expect(
      (await findToast('Failed to copy the message to clipboard')).getByText('Copy failed'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copied' })).not.toBeInTheDocument();
  });

  it('downloads the conversation as a Markdown file, built in the browser', async () => {
    await openAnswer();
    const fetchCalls = vi.mocked(fetch).mock.calls.length;
    let saved: Blob | undefined;
    const createObjectURL = vi.fn((blob: Blob) => {
      saved = blob;
      return 'blob:lane-scripts';
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});

    fireEvent.click(screen.getByRole('button', { name: 'Download my scripts' }));

    expect(click).toHaveBeenCalledTimes(1);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toMatch(/^lane-scripts-\d{4}-\d{2}-\d{2}\.md$/);
    expect(link.href).toBe('blob:lane-scripts');
    expect(saved?.type).toBe('text/markdown;charset=utf-8');
    const text = await saved?.text();
    expect(text).toMatch(/^# My Lane scripts\n\nSaved on /);
    expect(text).toContain('## You\n\nBilled twice');
    expect(text).toContain(`## Lane\n\n${RESPONSE}`);
    expect(vi.mocked(fetch).mock.calls).toHaveLength(fetchCalls);
  });
});

describe('ending the session', () => {
  it('asks the server to clear the cookie, forgets the admin hint and goes to the landing page', async () => {
    localStorage.setItem('adminEmail', 'admin@lane.local');
    const fetchMock = mockFetch(adminSession(), new Response(null, { status: 204 }));
    const router = await openLane('/es/lane');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/es'));
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/session');
    expect(fetchMock.mock.calls[1]?.[1]?.method).toBe('DELETE');
    expect(localStorage.getItem('adminEmail')).toBeNull();
  });

  it('stays and says so when the server cannot be reached', async () => {
    mockFetch(userSession(), new TypeError('Failed to fetch'));
    const router = await openLane();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'End session' }));
    expect(
      (
        await findToast(
          "We couldn't reach the server to end your session. Please check your connection and try again.",
        )
      ).getByText('Session not ended'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/lane');
    expect(screen.getByRole('button', { name: 'End session' })).toBeEnabled();
  });
});

describe('switching language', () => {
  it('keeps the conversation when the page switches to Spanish', async () => {
    const user = userEvent.setup();
    mockFetch(userSession(), answer('Ask for the itemized bill first.'));
    const router = await openLane();
    await ask(user, 'The hospital billed me $2,340');
    await screen.findByText('Ask for the itemized bill first.');
    await act(() => router.navigate('/es/lane'));
    await screen.findByRole('textbox', { name: 'Describa su situación' });
    expect(screen.getByText('The hospital billed me $2,340')).toBeInTheDocument();
    expect(screen.getByText('Ask for the itemized bill first.')).toBeInTheDocument();
  });
});
