import {
  encodeChatEvent,
  type ChatResponse,
  type PracticeLevel,
  type PracticeStreamEvent,
  type Scorecard,
} from '@lane/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SAMPLE_SECTIONS } from '../../../../test/chat-sections';
import { fail, renderApp, userSessionResponse } from '../../../../test/render-app';
import { streamChat } from '../api/stream-chat';
import type * as StreamChatApi from '../api/stream-chat';

// The chat's own answer comes from its mocked client (as in ChatPage.test.tsx); the practice goes
// through fetch, the network boundary, with NDJSON bodies the test writes line by line.
vi.mock('../api/stream-chat', async (importOriginal) => ({
  ...(await importOriginal<typeof StreamChatApi>()),
  streamChat: vi.fn(),
}));
const streamMock = vi.mocked(streamChat);

const QUESTION = 'My card shows a $89.99 charge from StreamFlix I never made. What do I say to the bank?';
// The reading each answer was given on: the browser keeps it unread and sends it back.
const READING = {
  case: { area: 'credit_card_fees', subCase: 'card_unauthorized' },
  rights: [],
  moneyNotOwed: true,
};
const ANSWER: ChatResponse = {
  response: '## Strategy\n\nDispute the **$89.99** charge.',
  sections: SAMPLE_SECTIONS,
  reading: READING,
};
const SCORECARD: Scorecard = {
  items: [
    {
      move: 'exact_ask',
      status: 'met',
      quote: 'I want the full $89.99 back',
      tip: 'Say the figure first, then stop talking.',
    },
    {
      move: 'name_and_reference',
      status: 'missed',
      tip: 'Before you hang up, ask: "Could I have your name and a reference number?"',
    },
    { move: 'next_rung', status: 'not_applicable', tip: 'If they say no, ask for a supervisor.' },
  ],
  summary: 'You made a clear ask and held your figure.',
};

const userSession = () => userSessionResponse(47.9);

/** One practice answer the test writes as it likes, aborted the way a browser aborts a fetch. */
interface HeldStream {
  body: Record<string, unknown>;
  send: (...events: PracticeStreamEvent[]) => Promise<void>;
  close: () => Promise<void>;
}

type PracticeAnswer = Response | Error | 'held';

/**
 * fetch at the boundary: the session check answers a user's pass; each practice request takes the
 * next answer ('held' is a stream the test drives). Returns the bodies sent and the held streams.
 */
function stubApi() {
  const bodies: Array<Record<string, unknown>> = [];
  const answers: PracticeAnswer[] = [];
  const held: HeldStream[] = [];
  const waiters: Array<(stream: HeldStream) => void> = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (init?.priority === 'low') return fail(401, { error: 'no_session' });
    if (url.endsWith('/api/session')) return userSession();
    if (!url.endsWith('/api/practice')) throw new Error(`Unexpected request to ${url}`);
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    bodies.push(body);
    const answer = answers.shift() ?? 'held';
    if (answer instanceof Error) throw answer;
    if (answer instanceof Response) return answer;
    const signal = init?.signal ?? undefined;
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const stream = new ReadableStream<Uint8Array>({
      start(own) {
        controller = own;
        signal?.addEventListener('abort', () =>
          own.error(new DOMException('The operation was aborted.', 'AbortError')),
        );
      },
    });
    const encoder = new TextEncoder();
    const heldStream: HeldStream = {
      body,
      send: (...events) =>
        act(async () => {
          for (const event of events) controller.enqueue(encoder.encode(encodeChatEventLike(event)));
          await new Promise((resolve) => setTimeout(resolve, 0));
        }),
      close: () =>
        act(async () => {
          controller.close();
          await new Promise((resolve) => setTimeout(resolve, 0));
        }),
    };
    held.push(heldStream);
    waiters.shift()?.(heldStream);
    return new Response(stream, { status: 200, headers: { 'content-type': 'application/x-ndjson' } });
  });
  return {
    bodies,
    /** The next practice answers, in order, before they are asked for. */
    answerWith: (...next: PracticeAnswer[]) => answers.push(...next),
    /** The next held stream, once the page has asked for it. */
    nextStream: () =>
      new Promise<HeldStream>((resolve) => {
        waiters.push(resolve);
      }),
  };
}

// The practice's events travel on the same NDJSON lines as the chat's.
const encodeChatEventLike = (event: PracticeStreamEvent) =>
  encodeChatEvent(event as unknown as Parameters<typeof encodeChatEvent>[0]);

const ndjson = (...events: PracticeStreamEvent[]) =>
  new Response(events.map(encodeChatEventLike).join(''), {
    status: 200,
    headers: { 'content-type': 'application/x-ndjson' },
  });

/** The chat page with a pass and one finished answer, as a person has it before practising. */
async function answeredChat(path = '/lane') {
  const api = stubApi();
  streamMock.mockImplementationOnce(async (_messages, _lang, options) => {
    options.onEvent({ type: 'final', answer: ANSWER });
    return ANSWER;
  });
  const { user } = renderApp(path);
  const box = await screen.findByRole('textbox', { name: /Describe your situation|Describa su situación/ });
  await user.type(box, QUESTION);
  await user.click(screen.getByRole('button', { name: /^(Send|Enviar)$/ }));
  const opener = await screen.findByRole('button', { name: /Practise this call|Practicar esta llamada/ });
  return { api, user, opener };
}

const dialog = () => screen.getByRole('dialog');
const LEVEL_NAMES: Record<PracticeLevel, RegExp> = { easy: /^Easy/, firm: /^Firm/, tough: /^Tough/ };

/** Opens the practice, picks the level and starts: the rep's first line is asked for. */
async function startAt(user: UserEvent, opener: HTMLElement, level: PracticeLevel) {
  await user.click(opener);
  await user.click(
    await within(await screen.findByRole('dialog')).findByRole('radio', { name: LEVEL_NAMES[level] }),
  );
  await user.click(within(dialog()).getByRole('button', { name: 'Start' }));
}

/** The call on screen, without the screen reader's announcement of it. */
const call = () => within(dialog().querySelector<HTMLElement>('[data-practice-call]')!);
const lineBox = () => within(dialog()).getByRole('textbox', { name: 'What you say' });

beforeEach(() => {
  streamMock.mockReset();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Practise this call', () => {
  it.each(['easy', 'firm', 'tough'] as const)(
    'starts at the %s level: the rep answers the phone for this conversation, streaming, then names the tactic',
    async (level) => {
      const { api, user, opener } = await answeredChat();
      const rep = api.nextStream();
      await startAt(user, opener, level);
      const stream = await rep;
      expect(stream.body).toEqual({
        messages: [
          { role: 'user', content: QUESTION },
          { role: 'assistant', content: ANSWER.response },
        ],
        reading: READING,
        level,
        turns: [],
        end: false,
        lang: 'en',
      });

      await stream.send({ type: 'delta', text: 'Thank you for calling StreamFlix billing, ' });
      expect(await call().findByText('Thank you for calling StreamFlix billing,')).toBeInTheDocument();
      expect(within(dialog()).getByText('The rep is speaking...')).toBeInTheDocument();
      // While the rep speaks, nothing can be sent: the box is read-only and the button stops the rep.
      expect(lineBox()).toHaveAttribute('readonly');
      expect(within(dialog()).getByRole('button', { name: 'Stop' })).toBeInTheDocument();

      await stream.send(
        { type: 'delta', text: 'how can I help?' },
        {
          type: 'reply',
          text: 'Thank you for calling StreamFlix billing. That charge follows our policy, I’m afraid.',
          tactic: 'policy',
        },
      );
      const repLine = await call().findByText(
        'Thank you for calling StreamFlix billing. That charge follows our policy, I’m afraid.',
      );
      expect(repLine.closest('[data-role="rep"]')).not.toBeNull();
      expect(within(dialog()).getByText("Tactic: “That's our policy”")).toBeInTheDocument();
      expect(
        within(dialog()).getByText(
          'Almost every policy has exceptions: ask when they are made and who can approve one.',
        ),
      ).toBeInTheDocument();
      expect(within(dialog()).queryByText('The rep is speaking...')).not.toBeInTheDocument();
      expect(lineBox()).not.toHaveAttribute('readonly');
    },
  );

  it('practises the case as it stood at that answer: a later question is not part of it', async () => {
    const { api, user } = await answeredChat();
    const FOLLOW_UP: ChatResponse = {
      response: 'Then write to the bank within 60 days.',
      sections: SAMPLE_SECTIONS,
      reading: { ...READING, rights: [{ id: 'fcba-billing-error', title: { en: 'A', es: 'A' } }] },
    };
    streamMock.mockImplementationOnce(async (_messages, _lang, options) => {
      options.onEvent({ type: 'final', answer: FOLLOW_UP });
      return FOLLOW_UP;
    });
    await user.type(screen.getByRole('textbox', { name: 'Describe your situation' }), 'And if they refuse?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Practise this call' })).toHaveLength(2),
    );

    const rep = api.nextStream();
    await startAt(user, screen.getAllByRole('button', { name: 'Practise this call' })[0]!, 'easy');
    const sent = await rep;
    expect(sent.body.messages).toEqual([
      { role: 'user', content: QUESTION },
      { role: 'assistant', content: ANSWER.response },
    ]);
    // And the reading of that answer, not of the later one.
    expect(sent.body.reading).toEqual(READING);
  });

  it('carries the calls the person logged, so the rep can be held to what was promised', async () => {
    const { api, user, opener } = await answeredChat();
    await user.click(screen.getByRole('button', { name: 'Log a call' }));
    await user.type(screen.getByRole('textbox', { name: 'Rep’s name' }), 'Dana');
    await user.type(screen.getByRole('textbox', { name: 'Reference or case number' }), '48213');
    await user.type(
      screen.getByRole('textbox', { name: 'What they promised or said' }),
      'A credit by Friday',
    );
    await user.click(screen.getByRole('button', { name: 'Save call' }));
    await screen.findByText('A credit by Friday');

    const rep = api.nextStream();
    await startAt(user, opener, 'easy');
    expect((await rep).body.callLog).toEqual([
      {
        rep: 'Dana',
        reference: '48213',
        at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/),
        promised: 'A credit by Friday',
      },
    ]);
  });

  it('sends the person’s line with the turns so far (Enter sends, Shift+Enter breaks the line), and the rep answers it', async () => {
    const { api, user, opener } = await answeredChat();
    api.answerWith(ndjson({ type: 'reply', text: 'StreamFlix billing, how can I help?' }));
    await startAt(user, opener, 'firm');
    await within(dialog()).findByText('StreamFlix billing, how can I help?');
    expect(lineBox()).toHaveFocus();

    const rep = api.nextStream();
    await user.type(
      lineBox(),
      'I never made this charge.{Shift>}{Enter}{/Shift}I want the full $89.99 back.{Enter}',
    );
    const stream = await rep;
    expect(stream.body.turns).toEqual([
      { role: 'rep', content: 'StreamFlix billing, how can I help?' },
      { role: 'person', content: 'I never made this charge.\nI want the full $89.99 back.' },
    ]);
    expect(stream.body.level).toBe('firm');
    expect(stream.body.end).toBe(false);
    expect(lineBox()).toHaveValue('');
    // The person's line shows at once, before the rep answers.
    expect(
      within(dialog())
        .getByText(/I want the full \$89\.99 back\./)
        .closest('[data-role="person"]'),
    ).not.toBeNull();

    await stream.send({
      type: 'reply',
      text: 'I can only offer half of that today.',
      tactic: 'split_difference',
    });
    expect(await within(dialog()).findByText('I can only offer half of that today.')).toBeInTheDocument();
    expect(within(dialog()).getByText('Tactic: Splitting the difference')).toBeInTheDocument();
    expect(document.querySelector('[data-practice-announcer]')).toHaveTextContent(
      'The rep said: I can only offer half of that today. Tactic: Splitting the difference.',
    );
  });

  it('End practice shows the scorecard: each move with its status, the person’s words and a tip; Practise again starts over', async () => {
    const { api, user, opener } = await answeredChat();
    api.answerWith(ndjson({ type: 'reply', text: 'StreamFlix billing.' }));
    await startAt(user, opener, 'tough');
    await within(dialog()).findByText('StreamFlix billing.');
    // Not before the person's first line.
    expect(within(dialog()).getByRole('button', { name: 'End practice' })).toBeDisabled();

    api.answerWith(ndjson({ type: 'reply', text: 'That is our policy.', tactic: 'policy' }));
    await user.type(lineBox(), 'I want the full $89.99 back{Enter}');
    await within(dialog()).findByText('That is our policy.');

    api.answerWith(ndjson({ type: 'scorecard', scorecard: SCORECARD }));
    await user.click(within(dialog()).getByRole('button', { name: 'End practice' }));
    const heading = await within(dialog()).findByRole('heading', { name: 'Your scorecard' });
    expect(heading).toHaveFocus();
    expect(api.bodies.at(-1)).toMatchObject({
      level: 'tough',
      end: true,
      turns: [
        { role: 'rep', content: 'StreamFlix billing.' },
        { role: 'person', content: 'I want the full $89.99 back' },
        { role: 'rep', content: 'That is our policy.' },
      ],
    });

    const moves = within(dialog()).getAllByRole('listitem');
    expect(moves).toHaveLength(3);
    expect(
      within(moves[0]!).getByRole('heading', { name: 'Made the exact ask, with the figure' }),
    ).toBeInTheDocument();
    expect(within(moves[0]!).getByText('Done')).toBeInTheDocument();
    expect(within(moves[0]!).getByText('You said:')).toBeInTheDocument();
    expect(within(moves[0]!).getByText('I want the full $89.99 back')).toBeInTheDocument();
    expect(within(moves[0]!).getByText('Say the figure first, then stop talking.')).toBeInTheDocument();
    expect(
      within(moves[1]!).getByRole('heading', { name: "Asked for the rep's name and a reference number" }),
    ).toBeInTheDocument();
    expect(within(moves[1]!).getByText('Missed')).toBeInTheDocument();
    expect(within(moves[1]!).queryByText('You said:')).not.toBeInTheDocument();
    expect(within(moves[2]!).getByText("Didn't come up")).toBeInTheDocument();
    expect(within(dialog()).getByText('You made a clear ask and held your figure.')).toBeInTheDocument();

    await user.click(within(dialog()).getByRole('button', { name: 'Practise again' }));
    expect(within(dialog()).getByRole('radio', { name: /^Tough/ })).toBeChecked();
    expect(within(dialog()).getByRole('radio', { name: /^Tough/ })).toHaveFocus();
    expect(within(dialog()).queryByText('I want the full $89.99 back')).not.toBeInTheDocument();
    const rep = api.nextStream();
    await user.click(within(dialog()).getByRole('radio', { name: /^Easy/ }));
    await user.click(within(dialog()).getByRole('button', { name: 'Start' }));
    const stream = await rep;
    expect(stream.body).toMatchObject({ level: 'easy', turns: [], end: false });
    expect(within(dialog()).queryByText('That is our policy.')).not.toBeInTheDocument();
  });

  it('says when the rep gave way and offers the scorecard', async () => {
    const { api, user, opener } = await answeredChat();
    api.answerWith(
      ndjson({ type: 'reply', text: 'Billing, go ahead.' }),
      ndjson({ type: 'reply', text: 'You are right: I will refund the $89.99 today.', settled: true }),
      ndjson({ type: 'scorecard', scorecard: SCORECARD }),
    );
    await startAt(user, opener, 'easy');
    await within(dialog()).findByText('Billing, go ahead.');
    await user.type(lineBox(), 'Please refund the full $89.99 I never authorised.{Enter}');
    expect(
      await within(dialog()).findByText('The rep gave way: you got what you asked for.'),
    ).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'See your scorecard' }));
    expect(await within(dialog()).findByRole('heading', { name: 'Your scorecard' })).toBeInTheDocument();
    expect(api.bodies.at(-1)?.end).toBe(true);
  });

  it('works by keyboard alone; Escape closes it, gives the focus back and keeps the conversation and the call', async () => {
    const { api, user, opener } = await answeredChat();
    api.answerWith(ndjson({ type: 'reply', text: 'Billing speaking.', tactic: 'silence' }));
    opener.focus();
    await user.keyboard('{Enter}');
    const easy = await within(await screen.findByRole('dialog')).findByRole('radio', { name: /^Easy/ });
    // The levels are one radio group: the arrow keys move the choice.
    easy.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(within(dialog()).getByRole('radio', { name: /^Tough/ })).toBeChecked();
    // Enter on the chosen level starts the call, as it submits any form.
    await user.keyboard('{Enter}');
    await within(dialog()).findByText('Billing speaking.');
    expect(api.bodies[0]?.level).toBe('tough');
    expect(lineBox()).toHaveFocus();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
    expect(screen.getByText(QUESTION)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy script' })).toBeInTheDocument();

    await user.keyboard('{Enter}');
    expect(
      await within(await screen.findByRole('dialog')).findByText('Billing speaking.'),
    ).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Close the practice' }));
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('names a refusal’s cause and tries the same turn again', async () => {
    const { api, user, opener } = await answeredChat();
    api.answerWith(
      fail(429, { error: 'rate_limited' }),
      ndjson({ type: 'reply', text: 'Billing, go ahead.' }),
    );
    await startAt(user, opener, 'easy');
    expect(await within(dialog()).findByText("Let's slow down a moment")).toBeInTheDocument();
    expect(
      within(dialog()).getByText(
        "You've sent a lot of messages in a short time. Please wait a minute, then try again.",
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog()).findByText('Billing, go ahead.')).toBeInTheDocument();
    expect(within(dialog()).queryByText("Let's slow down a moment")).not.toBeInTheDocument();
    expect(api.bodies).toHaveLength(2);
    expect(api.bodies[1]).toEqual(api.bodies[0]);
  });

  it('says when the connection is lost, or the service fails mid-line, and retries the person’s line', async () => {
    const { api, user, opener } = await answeredChat();
    api.answerWith(ndjson({ type: 'reply', text: 'Billing, go ahead.' }), new TypeError('Failed to fetch'));
    await startAt(user, opener, 'firm');
    await within(dialog()).findByText('Billing, go ahead.');
    await user.type(lineBox(), 'Refund the $89.99, please.{Enter}');
    expect(await within(dialog()).findByText('No connection')).toBeInTheDocument();
    // The person's line stays in the call; Try again asks the rep for the answer to it.
    expect(within(dialog()).getByText('Refund the $89.99, please.')).toBeInTheDocument();

    const rep = api.nextStream();
    await user.click(within(dialog()).getByRole('button', { name: 'Try again' }));
    const stream = await rep;
    expect(stream.body.turns).toEqual([
      { role: 'rep', content: 'Billing, go ahead.' },
      { role: 'person', content: 'Refund the $89.99, please.' },
    ]);
    await stream.send(
      { type: 'delta', text: 'Let me' },
      { type: 'error', error: { error: 'ai_error', message: 'The AI service failed.' } },
    );
    expect(await within(dialog()).findByText('The AI service had a problem')).toBeInTheDocument();
    expect(within(dialog()).queryByText('Let me')).not.toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('Stop cuts the rep off mid-line and offers to try again', async () => {
    const { api, user, opener } = await answeredChat();
    const rep = api.nextStream();
    await startAt(user, opener, 'easy');
    const stream = await rep;
    await stream.send({ type: 'delta', text: 'Thank you for calling' });
    await user.click(within(dialog()).getByRole('button', { name: 'Stop' }));
    expect(await call().findByText('You stopped the rep mid-line.')).toBeInTheDocument();
    expect(call().queryByText('Thank you for calling')).not.toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('turns the page read-only when the pass ends during the practice', async () => {
    const { api, user, opener } = await answeredChat();
    api.answerWith(fail(403, { error: 'expired', durationHours: 48 }));
    await startAt(user, opener, 'easy');
    expect(await within(dialog()).findByText('Your pass has ended')).toBeInTheDocument();
    expect(within(dialog()).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    // The chat under it is read-only now: Download stays, the composer and the practice go.
    expect(await screen.findByText('Buy another pass')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Practise this call' })).not.toBeInTheDocument();
  });

  it('speaks Spanish on /es/lane and asks the rep in Spanish', async () => {
    const { api, user, opener } = await answeredChat('/es/lane');
    expect(opener).toHaveTextContent('Practicar esta llamada');
    const rep = api.nextStream();
    await user.click(opener);
    const view = within(await screen.findByRole('dialog'));
    expect(view.getByText('Fácil')).toBeInTheDocument();
    expect(
      view.getByText('El agente prueba todas las tácticas primero. Mantenga su posición.'),
    ).toBeInTheDocument();
    await user.click(view.getByRole('radio', { name: /^Difícil/ }));
    await user.click(view.getByRole('button', { name: 'Empezar' }));
    const stream = await rep;
    expect(stream.body).toMatchObject({ lang: 'es', level: 'tough' });
    await stream.send({ type: 'reply', text: 'Esta oferta termina hoy.', tactic: 'false_urgency' });
    expect(await view.findByText('Táctica: Falsa urgencia')).toBeInTheDocument();
    expect(view.getByRole('textbox', { name: 'Lo que usted dice' })).toBeInTheDocument();
    expect(view.getByRole('button', { name: 'Terminar la práctica' })).toBeDisabled();
  });
});
