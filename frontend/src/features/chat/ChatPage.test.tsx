import { sessionResponseSchema, type ChatResponse, type ChatStreamEvent, type ErrorBody } from '@lane/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { SAMPLE_SECTIONS } from '../../../test/chat-sections';
import { fail, mockFetch as queueAnswers, ok, renderApp } from '../../../test/render-app';
import { streamChat } from './api/stream-chat';
import type * as StreamChatApi from './api/stream-chat';

// The chat's stream is mocked at its client (api/stream-chat.ts): these tests drive the events the server
// sends (delta, reset, final, error) and what the page does with them. Sessions go through fetch.
vi.mock('./api/stream-chat', async (importOriginal) => ({
  ...(await importOriginal<typeof StreamChatApi>()),
  streamChat: vi.fn(),
}));
const streamMock = vi.mocked(streamChat);

const renderChat = (path = '/lane') => renderApp(path).router;

/** The answers in order; anything asked after them waits forever instead of failing oddly. */
const mockFetch = (...answers: Parameters<typeof queueAnswers>) =>
  queueAnswers(...answers).mockImplementation(() => new Promise<Response>(() => {}));

const HOUR = 3_600_000;
const userSession = (hoursLeft = 47.99, durationHours = 48) =>
  ok(sessionResponseSchema, {
    role: 'user',
    remainingHours: Math.floor(hoursLeft),
    durationHours,
    expiresAt: new Date(Date.now() + hoursLeft * HOUR).toISOString(),
  });
const adminSession = () =>
  ok(sessionResponseSchema, { role: 'admin', remainingHours: null, durationHours: null, expiresAt: null });

const ANSWER: ChatResponse = {
  response: '## Strategy\n\nAsk for the **itemized** bill.',
  sections: SAMPLE_SECTIONS,
};

interface Stream {
  messages: unknown;
  emit: (event: ChatStreamEvent) => Promise<void>;
  finish: (answer?: ChatResponse) => Promise<void>;
  fail: (error: unknown) => Promise<void>;
}

/** The next streamChat call, held open: the test sends its events and settles it. */
function nextStream(): Promise<Stream> {
  return new Promise((started) => {
    streamMock.mockImplementationOnce(
      (messages, _lang, options) =>
        new Promise<ChatResponse>((resolve, reject) => {
          options.signal?.addEventListener('abort', () =>
            reject(new DOMException('The operation was aborted.', 'AbortError')),
          );
          started({
            messages,
            emit: (event) => act(async () => options.onEvent(event)),
            finish: (answer = ANSWER) =>
              act(async () => {
                options.onEvent({ type: 'final', answer });
                resolve(answer);
              }),
            fail: (error) =>
              act(async () => {
                reject(error);
              }),
          });
        }),
    );
  });
}

/** An answer that streams its sections and ends at once. */
function answersAtOnce(answer: ChatResponse = ANSWER) {
  streamMock.mockImplementationOnce(async (_messages, _lang, options) => {
    options.onEvent({ type: 'delta', section: 'strategy', text: answer.sections.strategy });
    options.onEvent({ type: 'final', answer });
    return answer;
  });
}

const apiError = (status: number, body: Omit<ErrorBody, 'message'>) =>
  new ApiError(body.error, status, { message: 'from the test', ...body });

async function openChat(path = '/lane') {
  const router = renderChat(path);
  await screen.findByRole('textbox', { name: /Describe your situation|Describa su situación/ });
  return router;
}

/** A person with a pass on the chat page (the session check answered as given: a user's by default). */
async function openWithPass(path = '/lane', ...answers: Parameters<typeof queueAnswers>) {
  const user = userEvent.setup();
  mockFetch(...(answers.length > 0 ? answers : [userSession()]));
  const router = await openChat(path);
  return { user, router };
}

/** Asks, gets the whole answer at once, and waits until its cards are on screen. */
async function askAnsweredAtOnce(user: UserEvent, text: string) {
  answersAtOnce();
  await ask(user, text);
  await screen.findByRole('button', { name: 'Copy script' });
}

const textbox = (name = 'Describe your situation') => screen.getByRole('textbox', { name });

async function ask(user: UserEvent, text: string, names = { box: 'Describe your situation', send: 'Send' }) {
  await user.type(textbox(names.box), text);
  await user.click(screen.getByRole('button', { name: names.send }));
}

const answerArticle = () => screen.getAllByRole('article').at(-1) as HTMLElement;
const announcer = () => document.querySelector('[data-announcer]');

/** The toast that holds `description`, so its title is checked on the same toast. */
async function findToast(description: string) {
  const text = await screen.findByText(description);
  const toast = text.closest('[data-scope="toast"][data-part="root"]');
  if (!(toast instanceof HTMLElement)) throw new Error(`"${description}" is not inside a toast`);
  return within(toast);
}

beforeEach(() => {
  streamMock.mockReset();
});

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the /lane guard', () => {
  it('says Loading... until the server answers, then shows the chat, the honest time left and the playbook', async () => {
    let answerSession: (response: Response) => void = () => {};
    const fetchMock = mockFetch(new Promise<Response>((resolve) => (answerSession = resolve)));
    renderChat();
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: "Let's Begin" })).not.toBeInTheDocument();
    // The session check starts in an effect after the first paint: on a busy machine, a beat later.
    await waitFor(() => expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/session'));

    // Bought a minute ago: the server's whole hours say 47; the page says 48.
    await act(async () => answerSession(userSession(47.98)));
    expect(await screen.findByRole('heading', { level: 1, name: "Let's Begin" })).toBeInTheDocument();
    expect(screen.getByText('48 hours left on your pass')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Negotiation Playbook' })).toBeInTheDocument();
  });

  it('keeps search engines out', async () => {
    mockFetch(userSession());
    await openChat();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it("shows whose pass it is from the server's masked address, after a purchase or a reload too", async () => {
    mockFetch(
      ok(sessionResponseSchema, {
        role: 'user',
        remainingHours: 47,
        durationHours: 48,
        expiresAt: new Date(Date.now() + 47.5 * HOUR).toISOString(),
        emailHint: 'j•••@gmail.com',
      }),
    );
    await openChat();
    expect(screen.getByText('Pass for j•••@gmail.com')).toBeInTheDocument();
  });

  it('shows a monthly pass in days and the last two hours in hours and minutes', async () => {
    mockFetch(userSession(719.9, 720));
    await openChat();
    expect(screen.getByText('30 days left on your pass')).toBeInTheDocument();
  });

  it('shows hours and minutes under two hours', async () => {
    mockFetch(userSession(1 + 25 / 60));
    await openChat();
    expect(screen.getByText('1 hour and 25 minutes left on your pass')).toBeInTheDocument();
  });

  it('shows an admin session as unlimited', async () => {
    mockFetch(adminSession());
    await openChat();
    expect(screen.getByText('Admin access: unlimited')).toBeInTheDocument();
  });

  it('sends a browser without a session (and no conversation) to the landing page, forgetting a stale admin hint', async () => {
    localStorage.setItem('adminEmail', 'admin@lane.local');
    mockFetch(fail(401, { error: 'no_session' }));
    const router = renderChat();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const toast = await findToast(
      'This browser has no active pass. Open Access and enter the email you paid with.',
    );
    expect(toast.getByText('Access needed')).toBeInTheDocument();
    expect(localStorage.getItem('adminEmail')).toBeNull();
  });

  it.each([
    [48, 'Your 48-hour access has expired. Please purchase another access pass.'],
    [720, 'Your 30-day access has expired. Please purchase another access pass.'],
  ])('says Access expired for a %i-hour pass and goes to the landing page', async (durationHours, text) => {
    mockFetch(fail(403, { error: 'expired', durationHours }));
    const router = renderChat();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect((await findToast(text)).getByText('Access expired')).toBeInTheDocument();
  });

  it('says it in Spanish and goes to /es', async () => {
    mockFetch(fail(403, { error: 'expired', durationHours: 48 }));
    const router = renderChat('/es/lane');
    await waitFor(() => expect(router.state.location.pathname).toBe('/es'));
    const toast = await findToast(
      'Su acceso de 48 horas ha expirado. Por favor, compre otro pase de acceso.',
    );
    expect(toast.getByText('Acceso expirado')).toBeInTheDocument();
  });

  it('goes to the landing page with the error toast when the check itself fails', async () => {
    mockFetch(new TypeError('Failed to fetch'));
    const router = renderChat();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(
      (await findToast('An error occurred while checking your access. Please try again.')).getByText('Error'),
    ).toBeInTheDocument();
  });
});

describe('an answer that streams into section cards', () => {
  it('thinks until the first words, fills the cards as deltas arrive, and announces only the final answer', async () => {
    const { user } = await openWithPass();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    const streaming = nextStream();
    await ask(user, 'The hospital billed me twice');
    const stream = await streaming;
    expect(stream.messages).toEqual([{ role: 'user', content: 'The hospital billed me twice' }]);
    expect(textbox()).toHaveValue('');
    expect(screen.getByText('The hospital billed me twice')).toBeInTheDocument();
    expect(within(answerArticle()).getByText('Lane is thinking...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stop' })).toBeInTheDocument();

    await stream.emit({ type: 'delta', section: 'strategy', text: 'Ask for the ' });
    await stream.emit({ type: 'delta', section: 'strategy', text: 'itemized bill.' });
    const article = answerArticle();
    expect(within(article).getByRole('heading', { name: 'Strategy' })).toBeInTheDocument();
    expect(within(article).getByText('Ask for the itemized bill.')).toBeInTheDocument();
    expect(within(article).queryByText('Lane is thinking...')).not.toBeInTheDocument();
    expect(article).toHaveAttribute('aria-busy', 'true');
    // Screen readers hear nothing of the pieces.
    expect(announcer()).toHaveTextContent(/^$/);

    await stream.emit({ type: 'delta', section: 'phone_script', text: 'Hi, my name is Ana.' });
    expect(within(article).getByRole('heading', { name: 'Phone script' })).toBeInTheDocument();

    await stream.finish();
    const final = answerArticle();
    expect(final).not.toHaveAttribute('aria-busy');
    for (const title of ['Strategy', 'Phone script', 'Email', 'Talking points', 'Deadlines and your rights'])
      expect(within(final).getByRole('heading', { name: title })).toBeInTheDocument();
    expect(within(final).getByRole('button', { name: 'Copy script' })).toBeInTheDocument();
    expect(within(final).getByRole('button', { name: 'Copy email' })).toBeInTheDocument();
    expect(within(final).getByRole('link', { name: /Open in my email app/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:\?subject=Invoice%204411%20dispute&body=Hello%2C%0D%0A/),
    );
    expect(announcer()).toHaveTextContent(/^Lane answered: Strategy Ask for the itemized bill/);
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
  });

  it('throws the pieces away on reset and starts the cards again', async () => {
    const { user } = await openWithPass();
    const streaming = nextStream();
    await ask(user, 'Rent went up');
    const stream = await streaming;
    await stream.emit({ type: 'delta', section: 'strategy', text: 'A malformed start' });
    expect(screen.getByText('A malformed start')).toBeInTheDocument();
    await stream.emit({ type: 'reset' });
    expect(screen.queryByText('A malformed start')).not.toBeInTheDocument();
    expect(within(answerArticle()).getByText('Lane is thinking...')).toBeInTheDocument();
  });

  it('Stop keeps what arrived, marked as stopped; Retry asks the same question again', async () => {
    const { user } = await openWithPass();
    const first = nextStream();
    await ask(user, 'The gym keeps charging me');
    const stream = await first;
    await stream.emit({ type: 'delta', section: 'strategy', text: 'Cancel in writing.' });
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    const stopped = answerArticle();
    expect(within(stopped).getByText('Cancel in writing.')).toBeInTheDocument();
    expect(within(stopped).getByText('Stopped: this answer is incomplete.')).toBeInTheDocument();
    expect(announcer()).toHaveTextContent('Stopped: this answer is incomplete.');

    const second = nextStream();
    await user.click(within(stopped).getByRole('button', { name: 'Retry' }));
    const again = await second;
    expect(again.messages).toEqual([{ role: 'user', content: 'The gym keeps charging me' }]);
    await again.finish();
    expect(screen.getAllByText('The gym keeps charging me')).toHaveLength(1);
    expect(screen.queryByText('Stopped: this answer is incomplete.')).not.toBeInTheDocument();
  });

  it('sends the whole conversation as context, leaving out a stopped exchange', async () => {
    const { user } = await openWithPass();
    await askAnsweredAtOnce(user, 'Billed twice');
    const stopping = nextStream();
    await ask(user, 'And the late fee?');
    await (await stopping).emit({ type: 'delta', section: 'strategy', text: 'Half' });
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    const third = nextStream();
    await ask(user, 'They said no. What now?');
    expect((await third).messages).toEqual([
      { role: 'user', content: 'Billed twice' },
      { role: 'assistant', content: ANSWER.response },
      { role: 'user', content: 'They said no. What now?' },
    ]);
  }, 45_000);

  it('renders Markdown safely: raw HTML is never injected', async () => {
    const { user } = await openWithPass();
    answersAtOnce({
      response: 'Hello <img src=x onerror="alert(1)"> **world**',
      sections: { ...SAMPLE_SECTIONS, strategy: 'Hello <img src=x onerror="alert(1)"> **world**' },
    });
    await ask(user, 'Hi');
    expect(await screen.findByText('world')).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });
});

describe('a failed answer names its cause, gives the question back and offers Retry', () => {
  const cases: [string, unknown, string, string][] = [
    ['offline', new ApiError('network_error', 0), 'Connection Error', 'Could not connect to AI service.'],
    [
      'rate limited',
      apiError(429, { error: 'rate_limited' }),
      "Let's slow down a moment",
      "You've sent a lot of messages in a short time.",
    ],
    [
      'an AI service error',
      apiError(200, { error: 'ai_unavailable' }),
      'AI Service Error',
      'There was an issue connecting',
    ],
    [
      'an AI error with details',
      apiError(200, { error: 'ai_error', details: 'The model is busy.' }),
      'AI Service Error',
      'The model is busy.',
    ],
    [
      'a configuration error',
      apiError(200, { error: 'ai_configuration' }),
      'API Configuration Error',
      'The AI service is not properly configured.',
    ],
  ];

  it.each(cases)('when %s', async (_name, error, title, description) => {
    const { user } = await openWithPass();
    const streaming = nextStream();
    await ask(user, 'My bank charged an overdraft fee');
    await (await streaming).fail(error);
    const failed = answerArticle();
    expect(within(failed).getByText(title)).toBeInTheDocument();
    expect(within(failed).getByText(new RegExp(description.replace(/[.?]/g, '\\$&')))).toBeInTheDocument();
    expect(textbox()).toHaveValue('My bank charged an overdraft fee');

    const retried = nextStream();
    await user.click(within(failed).getByRole('button', { name: 'Retry' }));
    const again = await retried;
    expect(again.messages).toEqual([{ role: 'user', content: 'My bank charged an overdraft fee' }]);
    expect(textbox()).toHaveValue('');
    await again.finish();
    expect(screen.queryByText(title)).not.toBeInTheDocument();
  });

  it('says it in Spanish on /es/lane', async () => {
    const { user } = await openWithPass('/es/lane');
    const streaming = nextStream();
    await ask(user, 'Me cobraron dos veces', { box: 'Describa su situación', send: 'Enviar' });
    await (await streaming).fail(new ApiError('network_error', 0));
    expect(within(answerArticle()).getByText('Error de conexión')).toBeInTheDocument();
    expect(within(answerArticle()).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('replaces the failed exchange when the question is sent again from the composer', async () => {
    const { user } = await openWithPass();
    const streaming = nextStream();
    await ask(user, 'Late fee');
    await (await streaming).fail(new ApiError('network_error', 0));
    const again = nextStream();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await (await again).finish();
    expect(screen.getAllByText('Late fee')).toHaveLength(1);
    expect(screen.queryByText('Connection Error')).not.toBeInTheDocument();
  });
});

describe('nothing lost by accident', () => {
  it('keeps the conversation, read-only with Download and Buy, when a send finds the pass expired', async () => {
    const { user, router } = await openWithPass();
    await askAnsweredAtOnce(user, 'Billed twice');
    const streaming = nextStream();
    await ask(user, 'They said no');
    await (await streaming).fail(apiError(403, { error: 'expired', durationHours: 48 }));

    expect(await screen.findByRole('heading', { name: 'Your pass has ended' })).toHaveFocus();
    expect(screen.getByText(/Your 48-hour pass has ended\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy another pass' })).toHaveAttribute('href', '/#pricing');
    expect(screen.getAllByRole('button', { name: 'Download my scripts' }).length).toBeGreaterThan(0);
    expect(screen.getByText('Billed twice')).toBeInTheDocument();
    expect(screen.getByText('They said no')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy script' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Describe your situation' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/lane');
  });

  it('warns in the last ten minutes, with Download', async () => {
    mockFetch(userSession(5 / 60));
    await openChat();
    const notice = screen.getByText('Your pass ends soon').parentElement as HTMLElement;
    expect(
      within(notice).getByText('Your pass ends in 5 minutes. Download your scripts now to keep them.'),
    ).toBeInTheDocument();
    expect(within(notice).getByRole('button', { name: 'Download my scripts' })).toBeInTheDocument();
  });

  it('turns read-only when the pass runs out with a conversation on screen', async () => {
    // The clock is the test's: a pass that ran out in real seconds raced a slow machine's first render.
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    const { user } = await openWithPass('/lane', userSession(1));
    await askAnsweredAtOnce(user, 'Quick question');
    expect(screen.queryByRole('heading', { name: 'Your pass has ended' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(HOUR));
    expect(await screen.findByRole('heading', { name: 'Your pass has ended' })).toBeInTheDocument();
    expect(screen.getByText('Quick question')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Describe your situation' })).not.toBeInTheDocument();
  });

  it('keeps the conversation and the draft when the person goes to another page and comes back', async () => {
    const { user, router } = await openWithPass('/lane', userSession(), userSession());
    await askAnsweredAtOnce(user, 'Billed twice');
    await user.type(textbox(), 'Half-written follow-up');
    await act(() => router.navigate('/terms'));
    await screen.findByRole('heading', { level: 1, name: /Terms/ });
    await act(() => router.navigate('/lane'));
    await screen.findByRole('textbox', { name: 'Describe your situation' });
    expect(screen.getByText('Billed twice')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy script' })).toBeInTheDocument();
    expect(textbox()).toHaveValue('Half-written follow-up');
  });

  it('asks before the tab is closed or reloaded, only while there is a conversation', async () => {
    const { user } = await openWithPass();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await askAnsweredAtOnce(user, 'Billed twice');
    expect(unload()).toBe(true);
  });

  it('opens the legal pages from the chat in a new tab', async () => {
    mockFetch(userSession());
    await openChat();
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: /Terms/ })).toHaveAttribute('target', '_blank');
    expect(footer.getByRole('link', { name: /Privacy/ })).toHaveAttribute('target', '_blank');
  });

  it('New topic asks first, then clears the context', async () => {
    const { user } = await openWithPass();
    await askAnsweredAtOnce(user, 'Rent is $1,500 going to $1,750');

    await user.click(screen.getByRole('button', { name: 'New topic' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Start a new topic?' });
    expect(within(dialog).getByRole('button', { name: 'Download first' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Rent is $1,500 going to $1,750')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New topic' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Clear and start over' }),
    );
    await waitFor(() => expect(screen.queryByText('Rent is $1,500 going to $1,750')).not.toBeInTheDocument());
    const next = nextStream();
    await ask(user, 'My car repair bill');
    expect((await next).messages).toEqual([{ role: 'user', content: 'My car repair bill' }]);
  });
});

describe('copy and download give plain text', () => {
  it('copies one section without Markdown, shows Copied with a check for 2 seconds, no toast', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    mockFetch(userSession());
    await openChat();
    // After the app's render: userEvent.setup() there attaches its own clipboard.
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    answersAtOnce();
    await ask(user, 'Billed twice');
    const copyStrategy = await screen.findByRole('button', { name: 'Copy strategy' });
    await user.click(copyStrategy);
    expect(writeText).toHaveBeenCalledWith('Ask for the itemized bill before you pay anything.');
    expect(screen.getByRole('button', { name: 'Copied' })).toBe(copyStrategy);
    expect(copyStrategy.querySelector('[data-icon="check"]')).toBeVisible();
    expect(document.querySelector('[data-scope="toast"][data-part="root"]')).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copy strategy' })).toBeInTheDocument(), {
      timeout: 4000,
    });

    await user.click(screen.getByRole('button', { name: 'Copy whole answer' }));
    expect(writeText).toHaveBeenLastCalledWith(
      expect.stringMatching(/^Strategy\n\nAsk for the itemized bill/),
    );
    expect(writeText).toHaveBeenLastCalledWith(expect.not.stringMatching(/[*#]/));
  });

  it('says Copy failed when the clipboard refuses', async () => {
    const user = userEvent.setup();
    const writeText = () => Promise.reject(new Error('no'));
    mockFetch(userSession());
    await openChat();
    // After the app's render: userEvent.setup() there attaches its own clipboard.
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    answersAtOnce();
    await ask(user, 'Billed twice');
    await user.click(await screen.findByRole('button', { name: 'Copy script' }));
    expect(
      (await findToast('Failed to copy the message to clipboard')).getByText('Copy failed'),
    ).toBeInTheDocument();
  });

  it('downloads the conversation as a plain-text file, built in the browser', async () => {
    const { user } = await openWithPass();
    await askAnsweredAtOnce(user, 'Billed twice');
    let saved: Blob | undefined;
    const createObjectURL = vi.fn((blob: Blob) => {
      saved = blob;
      return 'blob:lane-scripts';
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});

    fireEvent.click(screen.getByRole('button', { name: 'Download my scripts' }));

    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toMatch(/^lane-scripts-\d{4}-\d{2}-\d{2}\.txt$/);
    expect(saved?.type).toBe('text/plain;charset=utf-8');
    const text = (await saved?.text()) ?? '';
    expect(text).toMatch(/^My Lane scripts\n\nSaved on /);
    expect(text).toContain('You:\n\nBilled twice');
    expect(text).toContain('Lane:\n\nStrategy\n\nAsk for the itemized bill before you pay anything.');
    expect(text).not.toMatch(/[*#]/);
  });
});

describe('the composer', () => {
  it('sends with Enter and breaks the line with Shift+Enter on a computer', async () => {
    const { user } = await openWithPass();
    const streaming = nextStream();
    await user.type(textbox(), 'Line one{Shift>}{Enter}{/Shift}line two{Enter}');
    expect((await streaming).messages).toEqual([{ role: 'user', content: 'Line one\nline two' }]);
  });

  it('keeps Enter for new lines on a touch screen, where the button sends', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(pointer: coarse)',
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const { user } = await openWithPass();
    await user.type(textbox(), 'Line one{Enter}line two');
    expect(streamMock).not.toHaveBeenCalled();
    expect(textbox()).toHaveValue('Line one\nline two');
    expect(screen.getByText('Enter starts a new line. Tap Send when you’re ready.')).toBeInTheDocument();
    const streaming = nextStream();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect((await streaming).messages).toEqual([{ role: 'user', content: 'Line one\nline two' }]);
  });

  it('counts characters near the 4,000 limit and says when a paste was cut', async () => {
    const { user } = await openWithPass();
    fireEvent.change(textbox(), { target: { value: 'x'.repeat(3500) } });
    expect(screen.queryByText(/of 4,000 characters/)).not.toBeInTheDocument();
    fireEvent.change(textbox(), { target: { value: 'x'.repeat(3700) } });
    expect(screen.getByText('3,700 of 4,000 characters')).toBeInTheDocument();

    fireEvent.change(textbox(), { target: { value: '' } });
    await user.click(textbox());
    await user.paste('y'.repeat(6000));
    expect(textbox()).toHaveValue('y'.repeat(4000));
    expect(screen.getByText(/Your text was cut to 4,000 characters/)).toBeInTheDocument();
  });
});

describe('ending the session', () => {
  it('asks first, offers Download, then clears the cookie, forgets the admin hint and goes to the landing page', async () => {
    localStorage.setItem('adminEmail', 'admin@lane.local');
    const fetchMock = mockFetch(adminSession(), new Response(null, { status: 204 }));
    const router = await openChat('/es/lane');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Cerrar su sesión?' });
    expect(within(dialog).getByRole('button', { name: 'Descargar antes' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/es'));
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/session');
    expect(fetchMock.mock.calls[1]?.[1]?.method).toBe('DELETE');
    expect(localStorage.getItem('adminEmail')).toBeNull();
  });

  it('stays and says so when the server cannot be reached', async () => {
    mockFetch(userSession(), new TypeError('Failed to fetch'));
    const router = await openChat();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'End session' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'End session' }),
    );
    expect(
      (
        await findToast(
          "We couldn't reach the server to end your session. Please check your connection and try again.",
        )
      ).getByText('Session not ended'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/lane');
  });
});

describe('switching language', () => {
  it('keeps the conversation when the page switches to Spanish', async () => {
    const { user, router } = await openWithPass();
    await askAnsweredAtOnce(user, 'The hospital billed me $2,340');
    await act(() => router.navigate('/es/lane'));
    await screen.findByRole('textbox', { name: 'Describa su situación' });
    expect(screen.getByText('The hospital billed me $2,340')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copiar guion' })).toBeInTheDocument();
  });
});
