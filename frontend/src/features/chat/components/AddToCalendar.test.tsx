import {
  CHAT_STREAM_CONTENT_TYPE,
  encodeChatEvent,
  type ChatResponse,
  type ChatSections,
} from '@lane/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ICAL from 'ical.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SAMPLE_SECTIONS } from '../../../../test/chat-sections';
import { mockFetch as queueAnswers, renderApp, userSessionResponse } from '../../../../test/render-app';

// "Add to calendar" for a deadline the engine could not date (docs/chat-screen.md): the card asks the
// one date its clock counts from, works out the last day in the browser, says it and saves the .ics;
// a day already past is said plainly, with no event. The whole app at /lane with the real chat
// client: only fetch is replaced, at the network boundary, and only Date is fixed (to noon,
// November 24, 2026, on the test's own clock).

const userSession = () => userSessionResponse();

type Deadline = ChatSections['deadlines'][number];

// The engine's words for the card's billing-error right and the Cooling-Off Rule
// (lambdas/src/domain/chat/facts.ts), shortened, each with the clock it sends when nothing is dated.
const BILLING_ERROR: Deadline = {
  title: 'Credit card billing error: dispute it in writing within 60 days',
  detail: "Your letter must reach the card issuer's billing-error address within 60 days.",
  source: 'Federal Trade Commission (FTC): Using Credit Cards and Disputing Charges',
  url: 'https://consumer.ftc.gov/articles/using-credit-cards-and-disputing-charges',
  window: { days: 60, from: 'statement' },
};
const COOLING_OFF: Deadline = {
  title: 'A sale made at your home: you can cancel within 3 business days (FTC Cooling-Off Rule)',
  detail: 'You can cancel until midnight of the third business day after the sale.',
  source: 'Electronic Code of Federal Regulations (eCFR): 16 CFR Part 429',
  url: 'https://www.ecfr.gov/current/title-16/chapter-I/subchapter-D/part-429',
  window: { days: 3, from: 'sale', business: 'cooling-off' },
};

const answerWith = (...deadlines: Deadline[]): ChatResponse => ({
  response: '## Strategy\n\nDispute the charge in writing.',
  sections: { ...SAMPLE_SECTIONS, deadlines },
  // The reading the answer was given on, kept unread (a practice or an escalation sends it back).
  reading: { case: { area: 'credit_card_fees' }, rights: [], moneyNotOwed: false },
});

const chatAnswer = (answer: ChatResponse) =>
  new Response(encodeChatEvent({ type: 'final', answer }), {
    headers: { 'content-type': CHAT_STREAM_CONTENT_TYPE },
  });

/** Saved files, caught where the browser would download them. */
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

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 24, 12, 0, 0));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openWithAnswer(path: string, answer: ChatResponse) {
  const user = userEvent.setup();
  const fetchMock = queueAnswers(userSession(), chatAnswer(answer)).mockImplementation(
    () => new Promise<Response>(() => {}),
  );
  renderApp(path);
  const es = path.startsWith('/es');
  const box = await screen.findByRole('textbox', {
    name: es ? 'Describa su situación' : 'Describe your situation',
  });
  await user.type(box, 'A charge on my credit card I never made');
  await user.click(screen.getByRole('button', { name: es ? 'Enviar' : 'Send' }));
  await screen.findByRole('heading', { name: es ? 'Si aun así le dicen que no' : 'If they still say no' });
  return { user, fetchMock };
}

describe('Add to calendar, for a deadline the person never dated', () => {
  it('asks the date on the statement, refuses an empty or future one at the field, then saves the last day', async () => {
    const { user, fetchMock } = await openWithAnswer('/lane', answerWith(BILLING_ERROR));
    // No day yet, so none is claimed.
    expect(screen.queryByText(/^Last day:/)).not.toBeInTheDocument();
    const add = screen.getByRole('button', {
      name: `Add to calendar: ${BILLING_ERROR.title}`,
    });
    expect(add).toHaveAttribute('aria-expanded', 'false');
    await user.click(add);
    expect(add).toHaveAttribute('aria-expanded', 'true');
    const form = screen.getByRole('form', { name: `The date to count from: ${BILLING_ERROR.title}` });
    expect(add).toHaveAttribute('aria-controls', form.id);
    const field = within(form).getByLabelText('What date is on the statement?');
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('type', 'date');
    expect(field).toHaveAccessibleDescription(
      'The last day is 60 days after that date. Lane works it out here, on your device: nothing is sent.',
    );

    const saved = captureDownloads();
    const save = within(form).getByRole('button', { name: 'Save to calendar' });
    await user.click(save);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Enter the date: month, day and year.'),
    );
    expect(field).toHaveFocus();

    await user.type(field, '2026-11-25');
    // Typing clears the message until the next try.
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(save);
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('That date is still ahead. Enter the date it shows, today or earlier.'),
    );
    expect(field).toHaveFocus();
    expect(saved).toHaveLength(0);

    await user.clear(field);
    await user.type(field, '2026-11-24');
    await user.click(save);
    const status = screen.getByText('Last day: January 23, 2027').closest('[role="status"]');
    expect(status).toHaveTextContent(
      'Last day: January 23, 2027Calendar file downloaded. Open it to add the deadline, with a reminder three days before.',
    );
    // The form closes and focus goes back to the button it came from.
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(add).toHaveFocus();
    expect(add).toHaveAttribute('aria-expanded', 'false');

    expect(saved).toHaveLength(1);
    expect(saved[0]?.name).toBe('lane-deadline-2027-01-23.ics');
    expect(saved[0]?.blob.type).toBe('text/calendar;charset=utf-8');
    const vevent = new ICAL.Component(ICAL.parse(await saved[0]!.blob.text())).getFirstSubcomponent(
      'vevent',
    )!;
    const event = new ICAL.Event(vevent);
    expect(event.startDate.toString()).toBe('2027-01-23');
    expect(event.summary).toBe(BILLING_ERROR.title);
    const alarm = vevent.getFirstSubcomponent('valarm')!;
    expect(alarm.getFirstPropertyValue('trigger')?.toString()).toBe('-P3D');
    expect(alarm.getFirstPropertyValue('description')).toBe(`In 3 days: ${BILLING_ERROR.title}`);
    // The date never left the page: the session and the one chat answer only.
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('says plainly when the last day has passed, and offers no event', async () => {
    const { user } = await openWithAnswer('/lane', answerWith(BILLING_ERROR));
    await user.click(screen.getByRole('button', { name: /^Add to calendar/ }));
    const saved = captureDownloads();
    await user.type(screen.getByLabelText('What date is on the statement?'), '2026-08-01');
    await user.click(screen.getByRole('button', { name: 'Save to calendar' }));
    expect(
      screen
        .getByText(
          'Counting from that date, the last day was September 30, 2026. It has already passed, so there is nothing to add to a calendar. Act today anyway.',
        )
        .closest('[role="status"]'),
    ).not.toBeNull();
    expect(screen.queryByText(/^Last day:/)).not.toBeInTheDocument();
    expect(saved).toHaveLength(0);
    // The form stays, to check the date; the message goes with a new date, or with the form.
    const field = screen.getByLabelText('What date is on the statement?');
    expect(field).toHaveValue('2026-08-01');
    await user.clear(field);
    expect(screen.queryByText(/^Counting from that date/)).not.toBeInTheDocument();
    await user.type(field, '2026-08-01');
    await user.click(screen.getByRole('button', { name: 'Save to calendar' }));
    expect(screen.getByText(/^Counting from that date/)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByText(/^Counting from that date/)).not.toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to its button; a deadline with no clock has no button', async () => {
    const plain: Deadline = {
      title: 'Ask for the itemized bill',
      detail: 'Any time before you pay.',
      source: 'CFPB',
      url: 'https://www.consumerfinance.gov/',
    };
    const { user } = await openWithAnswer('/lane', answerWith(BILLING_ERROR, plain));
    const buttons = screen.getAllByRole('button', { name: /^Add to calendar/ });
    expect(buttons).toHaveLength(1);
    await user.click(buttons[0]!);
    expect(screen.getByLabelText('What date is on the statement?')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByLabelText('What date is on the statement?')).not.toBeInTheDocument();
    expect(buttons[0]).toHaveFocus();
  });

  it('counts the Cooling-Off Rule’s business days from the sale, Thanksgiving and Sunday left out', async () => {
    const { user } = await openWithAnswer('/lane', answerWith(COOLING_OFF));
    await user.click(screen.getByRole('button', { name: /^Add to calendar/ }));
    const field = screen.getByLabelText('What day did you sign or buy at home?');
    expect(field).toHaveAccessibleDescription(
      'The last day is 3 business days after that date (Saturdays count; Sundays and federal holidays don’t). Lane works it out here, on your device: nothing is sent.',
    );
    vi.setSystemTime(new Date(2026, 10, 25, 18, 0, 0));
    const saved = captureDownloads();
    await user.type(field, '2026-11-25');
    await user.click(screen.getByRole('button', { name: 'Save to calendar' }));
    expect(screen.getByText('Last day: November 30, 2026')).toBeInTheDocument();
    expect(saved[0]?.name).toBe('lane-deadline-2026-11-30.ics');
  });

  it('asks in Spanish, with usted, and writes the event in Spanish on /es/lane', async () => {
    const { user } = await openWithAnswer('/es/lane', answerWith(BILLING_ERROR));
    await user.click(screen.getByRole('button', { name: `Añadir al calendario: ${BILLING_ERROR.title}` }));
    const field = screen.getByLabelText('¿Qué fecha tiene el estado de cuenta?');
    expect(field).toHaveAccessibleDescription(
      'El último día es 60 días después de esa fecha. Lane lo calcula aquí, en su dispositivo: no se envía nada.',
    );
    await user.click(screen.getByRole('button', { name: 'Guardar en el calendario' }));
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Escriba la fecha: día, mes y año.'));
    const saved = captureDownloads();
    await user.type(field, '2026-11-24');
    await user.click(screen.getByRole('button', { name: 'Guardar en el calendario' }));
    expect(screen.getByText('Último día: 23 de enero de 2027')).toBeInTheDocument();
    const vevent = new ICAL.Component(ICAL.parse(await saved[0]!.blob.text())).getFirstSubcomponent(
      'vevent',
    )!;
    expect(vevent.getFirstSubcomponent('valarm')?.getFirstPropertyValue('description')).toBe(
      `En 3 días: ${BILLING_ERROR.title}`,
    );

    await user.click(screen.getByRole('button', { name: /^Añadir al calendario/ }));
    await user.clear(screen.getByLabelText('¿Qué fecha tiene el estado de cuenta?'));
    await user.type(screen.getByLabelText('¿Qué fecha tiene el estado de cuenta?'), '2026-08-01');
    await user.click(screen.getByRole('button', { name: 'Guardar en el calendario' }));
    expect(
      screen.getByText(
        'Contando desde esa fecha, el último día fue el 30 de septiembre de 2026. Ya pasó, así que no hay nada que añadir al calendario. Actúe hoy de todos modos.',
      ),
    ).toBeInTheDocument();
  });
});
