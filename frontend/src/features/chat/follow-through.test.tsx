import {
  CHAT_STREAM_CONTENT_TYPE,
  encodeChatEvent,
  escalateRequestSchema,
  escalateResponseSchema,
  type ChatResponse,
  type EscalateResponse,
} from '@lane/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import ICAL from 'ical.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAMPLE_SECTIONS } from '../../../test/chat-sections';
import {
  fail,
  mockFetch as queueAnswers,
  ok,
  renderApp,
  sentBody,
  userSessionResponse,
} from '../../../test/render-app';

// What a person does around an answer (docs/chat-screen.md, "Around the answer"): log a call, add a
// deadline to the calendar, open "If they still say no". The whole app at /lane, with the real chat
// and escalation clients: only fetch is replaced, at the network boundary.

const userSession = () => userSessionResponse();

// The reading the answer was given on: the browser keeps it unread and sends it back.
const READING = {
  case: { area: 'credit_card_fees', subCase: 'card_billing_error' },
  rights: [],
  moneyNotOwed: false,
};
const ANSWER: ChatResponse = {
  response: '## Strategy\n\nAsk for the itemized bill.',
  reading: READING,
  sections: {
    ...SAMPLE_SECTIONS,
    deadlines: [
      { ...SAMPLE_SECTIONS.deadlines[0]!, date: '2026-12-07' },
      {
        title: 'Ask for the itemized bill',
        detail: 'Any time before you pay.',
        source: 'CFPB',
        url: 'https://www.consumerfinance.gov/',
      },
    ],
  },
};

/** A chat answer as the API streams it: here, only its `final` line. */
const chatAnswer = (answer: ChatResponse = ANSWER) =>
  new Response(encodeChatEvent({ type: 'final', answer }), {
    headers: { 'content-type': CHAT_STREAM_CONTENT_TYPE },
  });

// The CFPB's complaint page and phone line as the CFPB gives them
// (https://www.consumerfinance.gov/complaint/, "(855) 411-CFPB (2372)").
const ESCALATION: EscalateResponse = {
  steps: [
    {
      rung: 'supervisor',
      name: 'A supervisor',
      detail: 'Ask for a supervisor and repeat your ask: a $120 credit.',
    },
    {
      rung: 'executive',
      name: 'The executive customer relations office',
      detail: 'Write to the executive office with the dates and the reference number.',
    },
    {
      rung: 'regulator',
      name: 'CFPB',
      detail: 'File a complaint with the Consumer Financial Protection Bureau.',
      url: 'https://www.consumerfinance.gov/complaint/',
      phone: '(855) 411-2372',
    },
  ],
  narrative: {
    for: 'CFPB',
    text: 'On May 3, 2026, Dana (reference 48213) promised a credit of $120 by Friday. No credit was made.',
    maxChars: 2500,
  },
  questions: ['Which state do you live in?'],
};

/** The answers in order; anything asked after them waits forever. */
const mockFetch = (...answers: Parameters<typeof queueAnswers>) =>
  queueAnswers(...answers).mockImplementation(() => new Promise<Response>(() => {}));

async function openWithAnswer(path = '/lane', ...after: Parameters<typeof queueAnswers>) {
  const user = userEvent.setup();
  const fetchMock = mockFetch(userSession(), chatAnswer(), ...after);
  const { router } = renderApp(path);
  const es = path.startsWith('/es');
  const box = await screen.findByRole('textbox', {
    name: es ? 'Describa su situación' : 'Describe your situation',
  });
  await user.type(box, 'I was charged $120 twice');
  await user.click(screen.getByRole('button', { name: es ? 'Enviar' : 'Send' }));
  await screen.findByRole('heading', { name: es ? 'Si aun así le dicen que no' : 'If they still say no' });
  return { user, fetchMock, router };
}

const callLog = () => within(screen.getByRole('region', { name: 'Your calls' }));
const field = (name: string) => screen.getByLabelText(name);

/** Opens the form from the keyboard and fills it in, field by field, with Tab. */
async function logCallWithKeyboard(
  user: UserEvent,
  call: { rep: string; reference: string; promised: string },
) {
  screen.getByRole('button', { name: 'Log a call' }).focus();
  await user.keyboard('{Enter}');
  expect(field('Rep’s name')).toHaveFocus();
  await user.keyboard(call.rep);
  await user.tab();
  expect(field('Reference or case number')).toHaveFocus();
  await user.keyboard(call.reference);
  await user.tab();
  expect(field('When')).toHaveFocus();
  await user.tab();
  expect(field('What they promised or said')).toHaveFocus();
  await user.keyboard(call.promised);
  await user.tab();
  expect(screen.getByRole('button', { name: 'Save call' })).toHaveFocus();
  await user.keyboard('{Enter}');
}

function captureDownloads() {
  const saved: Array<{ name: string; blob: Blob }> = [];
  let blob: Blob | undefined;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: vi.fn((value: Blob) => {
        blob = value;
        return 'blob:lane';
      }),
      revokeObjectURL: vi.fn(),
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (blob) saved.push({ name: this.download, blob });
  });
  return saved;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the call log', () => {
  it('appears once there is an answer, with its empty state', async () => {
    const user = userEvent.setup();
    mockFetch(userSession(), chatAnswer());
    renderApp('/lane');
    const box = await screen.findByRole('textbox', { name: 'Describe your situation' });
    expect(screen.queryByRole('button', { name: 'Log a call' })).not.toBeInTheDocument();
    await user.type(box, 'I was charged $120 twice');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('button', { name: 'Log a call' })).toBeInTheDocument();
    expect(callLog().getByText(/No calls logged yet/)).toBeInTheDocument();
  });

  it('logs a call with the keyboard alone; the list shows it, says so, and focus is back on Log a call', async () => {
    const { user } = await openWithAnswer();
    await logCallWithKeyboard(user, { rep: 'Dana', reference: '48213', promised: 'A $120 credit by Friday' });

    const item = callLog().getByRole('listitem');
    expect(within(item).getByText('Dana')).toBeInTheDocument();
    expect(within(item).getByText('48213')).toBeInTheDocument();
    expect(within(item).getByText('A $120 credit by Friday')).toBeInTheDocument();
    expect(callLog().getByRole('status')).toHaveTextContent(
      'Call saved. Lane will cite it in your next answer.',
    );
    expect(screen.getByRole('button', { name: 'Log a call' })).toHaveFocus();
    expect(callLog().queryByText(/No calls logged yet/)).not.toBeInTheDocument();
  });

  it('starts the time at now and refuses an entry with nothing noted, saying what is missing', async () => {
    const { user } = await openWithAnswer();
    await user.click(screen.getByRole('button', { name: 'Log a call' }));
    expect((field('When') as HTMLInputElement).value).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);

    await user.click(screen.getByRole('button', { name: 'Save call' }));
    const missing = 'Note at least one of these: the rep’s name, a reference number or what they said.';
    expect(field('Rep’s name')).toHaveFocus();
    // Chakra's field ties its error text to the input (aria-errormessage) and announces it (aria-live).
    expect(field('Rep’s name')).toHaveAccessibleErrorMessage(missing);
    for (const name of ['Rep’s name', 'Reference or case number', 'What they promised or said'])
      expect(field(name)).toHaveAttribute('aria-invalid', 'true');

    // Typing clears the complaint; a cleared time gets its own.
    await user.type(field('Rep’s name'), 'Dana');
    expect(screen.queryByText(missing)).not.toBeInTheDocument();
    fireEvent.change(field('When'), { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: 'Save call' }));
    expect(field('When')).toHaveFocus();
    expect(field('When')).toHaveAccessibleErrorMessage('Enter the date and time of the call.');
    expect(callLog().queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('cancels with Escape or Cancel, saving nothing', async () => {
    const { user } = await openWithAnswer();
    await user.click(screen.getByRole('button', { name: 'Log a call' }));
    await user.type(field('Rep’s name'), 'Dana');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log a call' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Log a call' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(callLog().queryByRole('listitem')).not.toBeInTheDocument();
    expect(callLog().getByText(/No calls logged yet/)).toBeInTheDocument();
  });

  it('edits a call in place and deletes one after asking', async () => {
    const { user } = await openWithAnswer();
    await logCallWithKeyboard(user, { rep: 'Dana', reference: '48213', promised: 'A credit' });

    await user.click(callLog().getByRole('button', { name: /^Edit the call of / }));
    const promised = field('What they promised or said');
    expect(promised).toHaveValue('A credit');
    await user.clear(promised);
    await user.type(promised, 'A $120 credit by Friday');
    await user.click(screen.getByRole('button', { name: 'Save call' }));
    expect(callLog().getByText('A $120 credit by Friday')).toBeInTheDocument();
    expect(callLog().getByRole('status')).toHaveTextContent('Call updated.');
    expect(callLog().getByRole('button', { name: /^Edit the call of / })).toHaveFocus();

    await user.click(callLog().getByRole('button', { name: /^Delete the call of / }));
    const confirm = callLog().getByRole('group', { name: 'Delete this call?' });
    expect(within(confirm).getByRole('button', { name: 'Yes, delete' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(callLog().getByText('Dana')).toBeInTheDocument();

    await user.click(callLog().getByRole('button', { name: /^Delete the call of / }));
    await user.click(callLog().getByRole('button', { name: 'Yes, delete' }));
    expect(callLog().queryByRole('listitem')).not.toBeInTheDocument();
    expect(callLog().getByRole('status')).toHaveTextContent('Call deleted.');
    expect(screen.getByRole('button', { name: 'Log a call' })).toHaveFocus();
  });

  it('goes with the next question to the chat', async () => {
    const { user, fetchMock } = await openWithAnswer('/lane', chatAnswer());
    await logCallWithKeyboard(user, { rep: 'Dana', reference: '48213', promised: 'A $120 credit by Friday' });
    await user.type(
      screen.getByRole('textbox', { name: 'Describe your situation' }),
      'They said no. Now what?',
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(sentBody(fetchMock, 1)).not.toHaveProperty('callLog');
    expect(sentBody(fetchMock, 2)).toMatchObject({
      callLog: [
        {
          rep: 'Dana',
          reference: '48213',
          at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/),
          promised: 'A $120 credit by Friday',
        },
      ],
    });
  });

  it('goes into Download, and away with New topic', async () => {
    const { user } = await openWithAnswer();
    await logCallWithKeyboard(user, { rep: 'Dana', reference: '48213', promised: 'A $120 credit by Friday' });
    const saved = captureDownloads();
    fireEvent.click(screen.getByRole('button', { name: 'Download my scripts' }));
    const text = await saved[0]!.blob.text();
    expect(text).toMatch(
      /\n\nYour calls\n\n[A-Z][a-z]{2} \d{1,2}, \d{4}, .+\nRep: Dana\nReference: 48213\nWhat they said: A \$120 credit by Friday\n$/,
    );

    await user.click(screen.getByRole('button', { name: 'New topic' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Clear and start over' }),
    );
    expect(screen.queryByRole('region', { name: 'Your calls' })).not.toBeInTheDocument();
  });

  it('speaks Spanish on /es/lane', async () => {
    const { user } = await openWithAnswer('/es/lane');
    await user.click(screen.getByRole('button', { name: 'Anotar una llamada' }));
    await user.type(screen.getByLabelText('Nombre de la persona que le atendió'), 'Dana');
    await user.type(screen.getByLabelText('Lo que le prometieron o dijeron'), 'Un crédito de $120');
    await user.click(screen.getByRole('button', { name: 'Guardar llamada' }));
    const log = within(screen.getByRole('region', { name: 'Sus llamadas' }));
    expect(log.getByText('Un crédito de $120')).toBeInTheDocument();
    expect(log.getByRole('button', { name: /^Editar la llamada del / })).toBeInTheDocument();
  });
});

describe('Add to calendar', () => {
  it('offers a dated deadline as an .ics made in the browser, which a calendar parser reads', async () => {
    const { user, fetchMock } = await openWithAnswer();
    expect(screen.getByText('Last day: December 7, 2026')).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: /^Add to calendar/ });
    // Only the deadline with a date has one.
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).toHaveAccessibleName('Add to calendar: Dispute window, December 7, 2026');

    const saved = captureDownloads();
    await user.click(buttons[0]!);
    expect(saved[0]?.name).toBe('lane-deadline-2026-12-07.ics');
    expect(saved[0]?.blob.type).toBe('text/calendar;charset=utf-8');
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(await saved[0]!.blob.text())).getFirstSubcomponent('vevent')!,
    );
    expect(event.summary).toBe('Dispute window');
    expect(event.startDate.toString()).toBe('2026-12-07');
    expect(event.description).toBe(
      'Ask in writing within 60 days.\n\nSource: CFPB\nhttps://www.consumerfinance.gov/',
    );
    expect(screen.getByText(/Calendar file downloaded/)).toBeInTheDocument();
    // Nothing went to the server: the session and the one chat answer only.
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('writes the event in Spanish on /es/lane', async () => {
    const { user } = await openWithAnswer('/es/lane');
    expect(screen.getByText('Último día: 7 de diciembre de 2026')).toBeInTheDocument();
    const saved = captureDownloads();
    await user.click(screen.getByRole('button', { name: /^Añadir al calendario/ }));
    const ics = await saved[0]!.blob.text();
    const vevent = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!;
    expect(vevent.getFirstSubcomponent('valarm')?.getFirstPropertyValue('description')).toBe(
      'En 3 días: Dispute window',
    );
  });
});

describe('If they still say no', () => {
  it('is not offered, nor is practice, under a message that carries no reading of a case (a guardrail’s)', async () => {
    const user = userEvent.setup();
    const { reading: _none, ...guardrail } = { ...ANSWER, response: 'I can only help with money disputes.' };
    mockFetch(userSession(), chatAnswer(guardrail));
    renderApp('/lane');
    await user.type(
      await screen.findByRole('textbox', { name: 'Describe your situation' }),
      'Write me a poem',
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findAllByText(/bill before you pay anything/)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('heading', { name: 'If they still say no' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Practise this call' })).not.toBeInTheDocument();
  });

  it('asks for the next steps when opened, then shows the rungs, the complaint and what Lane still needs', async () => {
    let answer: (response: Response) => void = () => {};
    const { user, fetchMock } = await openWithAnswer(
      '/lane',
      new Promise<Response>((resolve) => (answer = resolve)),
    );
    const toggle = screen.getByRole('button', { name: 'Show the next steps' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide the next steps' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(
      await screen.findByText('Lane is preparing your next steps and your complaint...'),
    ).toBeInTheDocument();

    expect(fetchMock.mock.calls[2]?.[0]).toBe('/api/escalate');
    const body = sentBody(fetchMock, 2);
    expect(body).toEqual({
      messages: [
        { role: 'user', content: 'I was charged $120 twice' },
        { role: 'assistant', content: ANSWER.response },
      ],
      reading: READING,
      lang: 'en',
    });
    expect(escalateRequestSchema.safeParse(body).success).toBe(true);

    await act(async () => answer(ok(escalateResponseSchema, ESCALATION)));
    await screen.findByRole('textbox', { name: 'Complaint for CFPB' });
    const region = within(document.querySelector('[data-still-say-no]') as HTMLElement);
    expect(region.getByText('Step 1: a supervisor')).toBeInTheDocument();
    expect(region.getByText('Step 3: the regulator')).toBeInTheDocument();
    const official = region.getByRole('link', {
      // jsdom's name computation drops the space before the hidden hint; a browser keeps it.
      name: /^CFPB: official page ?\(opens in a new tab\)$/,
    });
    expect(official).toHaveAttribute('href', 'https://www.consumerfinance.gov/complaint/');
    expect(official).toHaveAttribute('target', '_blank');
    expect(official).toHaveAttribute('rel', 'noopener noreferrer');
    expect(region.getByRole('link', { name: 'Call (855) 411-2372' })).toHaveAttribute(
      'href',
      'tel:+18554112372',
    );

    const narrative = region.getByRole('textbox', { name: 'Complaint for CFPB' });
    expect(narrative).toHaveValue(ESCALATION.narrative.text);
    expect(narrative).toHaveAttribute('readonly');
    expect(narrative).toHaveAccessibleDescription(/95 of 2,500 characters/);
    expect(region.getByText('Which state do you live in?')).toBeInTheDocument();
  });

  it('copies the complaint as it is', async () => {
    const writeText = vi.fn(async () => undefined);
    const { user } = await openWithAnswer('/lane', ok(escalateResponseSchema, ESCALATION));
    // After the app's render: userEvent.setup() there attaches its own clipboard.
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Show the next steps' }));
    const copy = await screen.findByRole('button', { name: 'Copy complaint' });
    await user.click(copy);
    expect(writeText).toHaveBeenCalledWith(ESCALATION.narrative.text);
    await waitFor(() => expect(copy).toHaveAttribute('data-copied'));
  });

  it('sends the call log with it', async () => {
    const { user, fetchMock } = await openWithAnswer('/lane', ok(escalateResponseSchema, ESCALATION));
    await logCallWithKeyboard(user, { rep: 'Dana', reference: '48213', promised: 'A $120 credit by Friday' });
    await user.click(screen.getByRole('button', { name: 'Show the next steps' }));
    await screen.findByRole('textbox', { name: 'Complaint for CFPB' });
    expect(sentBody(fetchMock, 2)).toMatchObject({
      callLog: [{ rep: 'Dana', reference: '48213', promised: 'A $120 credit by Friday' }],
    });
  });

  it('keeps what came back when the person goes to another page and returns', async () => {
    const { user, fetchMock, router } = await openWithAnswer(
      '/lane',
      ok(escalateResponseSchema, ESCALATION),
      userSession(),
    );
    await user.click(screen.getByRole('button', { name: 'Show the next steps' }));
    await screen.findByRole('textbox', { name: 'Complaint for CFPB' });
    await act(() => router.navigate('/terms'));
    await screen.findByRole('heading', { level: 1, name: /Terms/ });
    await act(() => router.navigate('/lane'));
    await user.click(await screen.findByRole('button', { name: 'Show the next steps' }));
    expect(screen.getByRole('textbox', { name: 'Complaint for CFPB' })).toHaveValue(
      ESCALATION.narrative.text,
    );
    // Asked once: the session, the chat answer, the escalation, then only the session again.
    expect(fetchMock.mock.calls.map(([path]) => path)).toEqual([
      '/api/session',
      '/api/chat',
      '/api/escalate',
      '/api/session',
    ]);
  });

  it('says why it failed and asks again with Try again', async () => {
    const { user, fetchMock } = await openWithAnswer(
      '/lane',
      fail(429, { error: 'rate_limited' }),
      ok(escalateResponseSchema, ESCALATION),
    );
    await user.click(screen.getByRole('button', { name: 'Show the next steps' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Let's slow down a moment");
    expect(alert).toHaveTextContent('Please wait a minute, then try again.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Complaint for CFPB' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('names a lost connection', async () => {
    const { user } = await openWithAnswer('/lane', new TypeError('Failed to fetch'));
    await user.click(screen.getByRole('button', { name: 'Show the next steps' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No connection');
  });

  it('turns the page read-only when the pass has ended, and says so in the card', async () => {
    const { user } = await openWithAnswer('/lane', fail(403, { error: 'expired', durationHours: 48 }));
    await user.click(screen.getByRole('button', { name: 'Show the next steps' }));
    expect(await screen.findByRole('heading', { name: 'Your pass has ended' })).toBeInTheDocument();
    expect(
      screen.getByText('Your pass has ended. Buy another pass to get the next steps and a ready complaint.'),
    ).toBeInTheDocument();
    // The call log stays, without its controls.
    expect(screen.queryByRole('button', { name: 'Log a call' })).not.toBeInTheDocument();
  });

  it('speaks Spanish on /es/lane and asks in Spanish', async () => {
    const { user, fetchMock } = await openWithAnswer('/es/lane', ok(escalateResponseSchema, ESCALATION));
    await user.click(screen.getByRole('button', { name: 'Ver los próximos pasos' }));
    expect(await screen.findByRole('textbox', { name: 'Queja para CFPB' })).toBeInTheDocument();
    expect(screen.getByText('Paso 1: una persona supervisora')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: /^CFPB: página oficial ?\(se abre en una pestaña nueva\)$/ }),
    ).toBeInTheDocument();
    expect(sentBody(fetchMock, 2)).toMatchObject({ lang: 'es' });
  });
});
