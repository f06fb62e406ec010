import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import {
  deadlineToIcs,
  escapeText,
  foldLine,
  icsFileName,
  isCalendarDate,
  type CalendarDeadline,
  type CalendarLabels,
} from './calendar';

const LABELS: CalendarLabels = {
  source: (source) => `Source: ${source}`,
  reminder: (title) => `In 3 days: ${title}`,
};

const DEADLINE: CalendarDeadline = {
  date: '2026-12-07',
  title: 'Dispute the charge in writing',
  detail:
    'Send the letter so the card issuer receives it within 60 days of the statement, by certified mail; keep a copy.',
  source: 'CFPB',
  url: 'https://www.consumerfinance.gov/ask-cfpb/how-do-i-dispute-a-charge-on-my-credit-card-bill-en-61/',
};

const NOW = new Date(Date.UTC(2026, 10, 24, 9, 5, 7));

/** The event as a calendar app reads it: through ical.js, a real RFC 5545 parser. */
function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  const alarm = vevent.getFirstSubcomponent('valarm');
  if (!alarm) throw new Error('no VALARM');
  return { calendar, vevent, event: new ICAL.Event(vevent), alarm };
}

describe('deadlineToIcs', () => {
  it('makes one all-day event on the last day, ending the next day, that a parser reads back', () => {
    const { calendar, vevent, event } = parse(deadlineToIcs(DEADLINE, LABELS, NOW));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Lane//Deadlines//EN');
    expect(calendar.getFirstPropertyValue('calscale')).toBe('GREGORIAN');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(1);

    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe('2026-12-07');
    expect(event.endDate.isDate).toBe(true);
    expect(event.endDate.toString()).toBe('2026-12-08');
    expect(event.summary).toBe('Dispute the charge in writing');
    expect(event.description).toBe(`${DEADLINE.detail}\n\nSource: CFPB\n${DEADLINE.url}`);
    expect(vevent.getFirstPropertyValue('url')).toBe(DEADLINE.url);
    expect(event.uid).toMatch(/^lane-deadline-2026-12-07-[0-9a-f]{8}$/);
    expect(vevent.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-11-24T09:05:07Z');
  });

  it('reminds three days before, on screen, naming the deadline', () => {
    const { alarm } = parse(deadlineToIcs(DEADLINE, LABELS, NOW));
    expect(alarm.getFirstPropertyValue('action')).toBe('DISPLAY');
    expect(alarm.getFirstPropertyValue('trigger')?.toString()).toBe('-P3D');
    expect(alarm.getFirstPropertyValue('description')).toBe('In 3 days: Dispute the charge in writing');
  });

  it('names the company in the title when it is known', () => {
    const { event } = parse(deadlineToIcs({ ...DEADLINE, company: 'Acme Bank' }, LABELS, NOW));
    expect(event.summary).toBe('Dispute the charge in writing (Acme Bank)');
  });

  it('ends every line with CRLF and keeps each under 75 octets, Spanish accents whole', () => {
    const spanish: CalendarDeadline = {
      ...DEADLINE,
      title: 'Disputa el cargo por escrito',
      detail:
        'Envíe la carta para que el emisor de la tarjeta la reciba dentro de los 60 días posteriores al estado de cuenta; guarde una copia. Señálelo: “cargo no autorizado”.',
    };
    const ics = deadlineToIcs(
      spanish,
      { source: (s) => `Fuente: ${s}`, reminder: (t) => `En 3 días: ${t}` },
      NOW,
    );
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = ics.slice(0, -2).split('\r\n');
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    // The description was long enough to fold, and folding lost nothing.
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    expect(parse(ics).event.description).toBe(`${spanish.detail}\n\nFuente: CFPB\n${DEADLINE.url}`);
  });

  it('escapes commas, semicolons, backslashes and line breaks in text, and a parser gets them back', () => {
    const tricky = {
      ...DEADLINE,
      title: 'Pay; or not, \\ decide',
      detail: 'Line one\nLine two, with a comma',
    };
    const ics = deadlineToIcs(tricky, LABELS, NOW);
    expect(ics).toContain('SUMMARY:Pay\\; or not\\, \\\\ decide\r\n');
    const { event } = parse(ics);
    expect(event.summary).toBe('Pay; or not, \\ decide');
    expect(event.description.startsWith('Line one\nLine two, with a comma\n\n')).toBe(true);
  });

  it('gives the same deadline the same UID (a second import updates it) and another deadline another', () => {
    const uid = (deadline: CalendarDeadline) => parse(deadlineToIcs(deadline, LABELS, NOW)).event.uid;
    expect(uid(DEADLINE)).toBe(uid({ ...DEADLINE }));
    expect(uid(DEADLINE)).not.toBe(uid({ ...DEADLINE, title: 'Another deadline' }));
  });

  it('crosses a month and a year end for the end day', () => {
    const { event } = parse(deadlineToIcs({ ...DEADLINE, date: '2026-12-31' }, LABELS, NOW));
    expect(event.endDate.toString()).toBe('2027-01-01');
  });

  it('refuses a day that does not exist', () => {
    expect(() => deadlineToIcs({ ...DEADLINE, date: '2026-02-30' }, LABELS, NOW)).toThrow(RangeError);
  });
});

describe('the pieces', () => {
  it('escapeText turns a CRLF into one \\n', () => {
    expect(escapeText('a\r\nb\nc')).toBe('a\\nb\\nc');
  });

  it('foldLine leaves a short line alone and starts each continuation with a space', () => {
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
    // 212 characters: 75, then 74 + the space, then 63 + the space.
    const folded = foldLine(`DESCRIPTION:${'x'.repeat(200)}`).split('\r\n');
    expect(folded.map((line) => line.length)).toEqual([75, 75, 64]);
    expect(folded.slice(1).every((line) => line.startsWith(' '))).toBe(true);
  });

  it('isCalendarDate knows real days', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2027-13-01')).toBe(false);
    expect(isCalendarDate('next week')).toBe(false);
  });

  it('names the file after the day', () => {
    expect(icsFileName('2026-12-07')).toBe('lane-deadline-2026-12-07.ics');
  });
});
