import { CALL_LOG_LIMITS, callLogSchema } from '@lane/shared';
import { describe, expect, it } from 'vitest';
import {
  callLogForApi,
  callLogText,
  callMoment,
  checkCall,
  formatCallTime,
  localDateTime,
  sortCalls,
  type LoggedCall,
} from './call-log';

const draft = {
  rep: '  Dana ',
  reference: ' 48213',
  at: '2026-05-03T14:15',
  promised: 'A credit by Friday ',
};

describe('checkCall', () => {
  it('gives back the entry the server reads, trimmed', () => {
    expect(checkCall(draft, 0)).toEqual({
      entry: { rep: 'Dana', reference: '48213', at: '2026-05-03T14:15', promised: 'A credit by Friday' },
    });
  });

  it('takes an entry with only a name, only a reference or only what they said', () => {
    for (const only of [
      { rep: 'Dana', reference: '', promised: '' },
      { rep: '', reference: '48213', promised: '' },
      { rep: '', reference: '', promised: 'Call back Monday' },
    ])
      expect(checkCall({ ...draft, ...only }, 0).entry).toBeDefined();
  });

  it('refuses an entry with nothing noted (blanks count as nothing)', () => {
    expect(checkCall({ ...draft, rep: ' ', reference: '', promised: '\n' }, 0)).toEqual({
      errors: { form: 'empty' },
    });
  });

  it('refuses a missing or impossible time', () => {
    expect(checkCall({ ...draft, at: '' }, 0).errors).toEqual({ at: 'when' });
    expect(checkCall({ ...draft, at: '2026-02-30T10:00' }, 0).errors).toEqual({ at: 'when' });
    expect(checkCall({ ...draft, at: '2026-05-03T25:00' }, 0).errors).toEqual({ at: 'when' });
  });

  it('names each field over its limit', () => {
    const long = {
      rep: 'x'.repeat(CALL_LOG_LIMITS.repChars + 1),
      reference: 'x'.repeat(CALL_LOG_LIMITS.referenceChars + 1),
      promised: 'x'.repeat(CALL_LOG_LIMITS.promisedChars + 1),
    };
    expect(checkCall({ ...draft, ...long }, 0).errors).toEqual({
      rep: 'too_long',
      reference: 'too_long',
      promised: 'too_long',
    });
    // Exactly at the limit is fine.
    expect(checkCall({ ...draft, rep: 'x'.repeat(CALL_LOG_LIMITS.repChars) }, 0).entry).toBeDefined();
  });

  it('refuses a new call once ten are logged', () => {
    expect(checkCall(draft, CALL_LOG_LIMITS.maxEntries - 1).entry).toBeDefined();
    expect(checkCall(draft, CALL_LOG_LIMITS.maxEntries).errors).toEqual({ form: 'full' });
  });
});

describe('the times', () => {
  it('writes a local moment as a datetime-local value', () => {
    expect(localDateTime(new Date(2026, 4, 3, 9, 5))).toBe('2026-05-03T09:05');
  });

  it('reads a day or a day and time as local time', () => {
    expect(callMoment('2026-05-03T14:15')?.getTime()).toBe(new Date(2026, 4, 3, 14, 15).getTime());
    expect(callMoment('2026-05-03')?.getTime()).toBe(new Date(2026, 4, 3).getTime());
    expect(callMoment('May 3')).toBeUndefined();
  });

  it('says the time in the page’s language', () => {
    expect(formatCallTime('2026-05-03T14:15', 'en')).toBe('May 3, 2026, 2:15 PM');
    expect(formatCallTime('2026-05-03T14:15', 'es')).toBe('3 may 2026, 14:15');
    expect(formatCallTime('2026-05-03', 'en')).toBe('May 3, 2026');
  });
});

const calls: LoggedCall[] = [
  { id: '7', rep: 'Sam', reference: '', at: '2026-05-05T09:00', promised: 'Refund in 10 days' },
  { id: '3', rep: 'Dana', reference: '48213', at: '2026-05-03T14:15', promised: 'A credit by Friday' },
];

describe('callLogForApi', () => {
  it('sends the calls oldest first, without the page’s ids, in the shape the API accepts', () => {
    const sent = callLogForApi(calls);
    expect(sent).toEqual([
      { rep: 'Dana', reference: '48213', at: '2026-05-03T14:15', promised: 'A credit by Friday' },
      { rep: 'Sam', reference: '', at: '2026-05-05T09:00', promised: 'Refund in 10 days' },
    ]);
    expect(callLogSchema.safeParse(sent).success).toBe(true);
  });

  it('sends nothing when no call is logged', () => {
    expect(callLogForApi([])).toBeUndefined();
  });

  it('keeps two calls at the same time in the order they were logged', () => {
    const same = [
      { ...calls[0]!, id: 'a', at: '2026-05-05T09:00', rep: 'First' },
      { ...calls[0]!, id: 'b', at: '2026-05-05T09:00', rep: 'Second' },
    ];
    expect(sortCalls(same).map((call) => call.rep)).toEqual(['First', 'Second']);
  });
});

describe('callLogText', () => {
  it('lists each call under the title, oldest first, leaving out what was not noted', () => {
    const text = callLogText(calls, {
      title: 'Your calls',
      rep: 'Rep',
      reference: 'Reference',
      promised: 'What they said',
      time: (at) => formatCallTime(at, 'en'),
    });
    expect(text).toBe(
      [
        'Your calls',
        'May 3, 2026, 2:15 PM\nRep: Dana\nReference: 48213\nWhat they said: A credit by Friday',
        'May 5, 2026, 9:00 AM\nRep: Sam\nWhat they said: Refund in 10 days',
      ].join('\n\n'),
    );
  });
});
