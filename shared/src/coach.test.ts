import { describe, expect, it } from 'vitest';
import { callLogEntrySchema, callLogSchema, CALL_LOG_LIMITS, promiseAsWritten } from './call-log.js';
import { chatRequestSchema, deadlineSchema } from './api.js';
import { escalateRequestSchema, practiceRequestSchema, practiceStreamEventSchema } from './coach.js';

const entry = { rep: 'Dana', reference: '48213', at: '2026-11-20T14:10', promised: 'a credit by Friday' };
const conversation = [{ role: 'user' as const, content: 'A charge of 89.99 I never made on my Visa.' }];

describe('the call log', () => {
  it('takes an entry with any one of a name, a reference or what was said', () => {
    expect(callLogEntrySchema.safeParse(entry).success).toBe(true);
    expect(callLogEntrySchema.safeParse({ ...entry, rep: '', reference: '' }).success).toBe(true);
    expect(callLogEntrySchema.safeParse({ ...entry, at: '2026-11-20' }).success).toBe(true);
  });

  it('refuses an entry with nothing written, a bad time or a field over its limit', () => {
    const blank = callLogEntrySchema.safeParse({ rep: ' ', reference: '', at: '2026-11-20', promised: '' });
    expect(blank.success).toBe(false);
    expect(blank.error?.issues[0]?.message).toMatch(/rep’s name, a reference number or what they said/);
    const friday = callLogEntrySchema.safeParse({ ...entry, at: 'Friday' });
    expect(friday.error?.issues[0]?.message).toBe(
      'A call’s time is a real date (YYYY-MM-DD), or a date and time (YYYY-MM-DDTHH:mm).',
    );
    for (const at of ['2026-02-30', '2026-11-20T25:00', '2026-11-20T14:60', '2026-13-01'])
      expect(callLogEntrySchema.safeParse({ ...entry, at }).success, at).toBe(false);
    expect(callLogEntrySchema.safeParse({ ...entry, at: '2028-02-29T23:59' }).success).toBe(true);
    expect(
      callLogEntrySchema.safeParse({ ...entry, rep: 'x'.repeat(CALL_LOG_LIMITS.repChars + 1) }).success,
    ).toBe(false);
  });

  it('holds at most ten calls, and rides along with a chat request', () => {
    expect(callLogSchema.safeParse(Array(CALL_LOG_LIMITS.maxEntries + 1).fill(entry)).success).toBe(false);
    const parsed = chatRequestSchema.parse({ messages: conversation, callLog: [entry] });
    expect(parsed.callLog).toEqual([entry]);
    expect(chatRequestSchema.parse({ messages: conversation }).callLog).toBeUndefined();
  });
});

describe('what a call promised, read on from “who promised”', () => {
  it('starts in lower case when typed as its own sentence, and keeps names and acronyms', () => {
    expect(promiseAsWritten('A $120 credit by Friday')).toBe('a $120 credit by Friday');
    expect(promiseAsWritten('Un crédito de $120 antes del viernes')).toBe(
      'un crédito de $120 antes del viernes',
    );
    expect(promiseAsWritten('The refund in 5 days')).toBe('the refund in 5 days');
    expect(promiseAsWritten('Dana’s manager would call back')).toBe('Dana’s manager would call back');
    expect(promiseAsWritten('ATM fees back')).toBe('ATM fees back');
    expect(promiseAsWritten('Another try')).toBe('Another try');
  });
});

describe('a deadline', () => {
  const deadline = {
    title: 'Dispute',
    detail: 'Write to the card issuer.',
    source: 'FCBA',
    url: 'https://example.gov/x',
  };
  it('may carry its last day as a calendar date, and nothing else there', () => {
    expect(deadlineSchema.parse({ ...deadline, date: '2026-12-07' }).date).toBe('2026-12-07');
    expect(deadlineSchema.safeParse({ ...deadline, date: 'December 7' }).success).toBe(false);
  });
});

// The reading the answer was given on, as the chat sent it: the browser keeps it unread.
const reading = { case: { area: 'credit_card_fees' }, rights: [], moneyNotOwed: true };

describe('a practice request', () => {
  const base = { messages: conversation, reading, level: 'tough' as const };
  it('starts with no turns (the rep answers the phone) and goes on after the person’s line', () => {
    expect(practiceRequestSchema.parse({ ...base, turns: [] })).toMatchObject({ end: false, lang: 'en' });
    const turns = [
      { role: 'rep' as const, content: 'Thanks for calling, this is Sam.' },
      { role: 'person' as const, content: 'I want the 89.99 back.' },
    ];
    expect(practiceRequestSchema.safeParse({ ...base, turns }).success).toBe(true);
    expect(practiceRequestSchema.safeParse({ ...base, turns: turns.slice(0, 1) }).success).toBe(false);
  });

  it('carries the answer’s reading, whatever is in it (the server checks it), and is refused without one', () => {
    expect(practiceRequestSchema.parse({ ...base, turns: [] }).reading).toEqual(reading);
    const { reading: _none, ...withoutReading } = base;
    expect(practiceRequestSchema.safeParse({ ...withoutReading, turns: [] }).success).toBe(false);
    expect(practiceRequestSchema.safeParse({ ...base, reading: 'a string', turns: [] }).success).toBe(false);
  });

  it('asks a scorecard only of a practice where the person spoke', () => {
    const repOnly = [{ role: 'rep' as const, content: 'Thanks for calling.' }];
    expect(practiceRequestSchema.safeParse({ ...base, turns: repOnly, end: true }).success).toBe(false);
    expect(practiceRequestSchema.safeParse({ ...base, level: 'hardest', turns: [] }).success).toBe(false);
  });

  it('streams replies with their tactic and one scorecard', () => {
    expect(
      practiceStreamEventSchema.parse({ type: 'reply', text: 'It’s policy.', tactic: 'policy' }),
    ).toMatchObject({
      tactic: 'policy',
    });
    expect(practiceStreamEventSchema.safeParse({ type: 'reply', text: 'x', tactic: 'bribery' }).success).toBe(
      false,
    );
  });
});

describe('an escalation request', () => {
  it('is the conversation, starting with the person, the answer’s reading and the call log', () => {
    expect(
      escalateRequestSchema.safeParse({ messages: conversation, reading, callLog: [entry] }).success,
    ).toBe(true);
    expect(escalateRequestSchema.safeParse({ messages: conversation, callLog: [entry] }).success).toBe(false);
    expect(
      escalateRequestSchema.safeParse({ messages: [{ role: 'assistant', content: 'Hello' }], reading })
        .success,
    ).toBe(false);
  });
});
