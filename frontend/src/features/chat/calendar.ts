/**
 * "Add to calendar" for a deadline with a computed date: an iCalendar file (RFC 5545) made here in
 * the browser, so nothing about the case reaches a server. One all-day event on the last day with a
 * reminder three days before, in the shape Google Calendar, Apple Calendar and Outlook all import:
 * VERSION 2.0, METHOD:PUBLISH, CRLF line ends, lines folded at 75 octets, text values escaped.
 */

export interface CalendarDeadline {
  /** The last day, `YYYY-MM-DD`. */
  date: string;
  title: string;
  detail: string;
  /** Who says so ("CFPB") and where (the official page). */
  source: string;
  url: string;
  /** The company the dispute is with, when the page knows it. */
  company?: string;
}

/** The words the event carries, in the person's language. */
export interface CalendarLabels {
  /** The line under the detail naming the source ("Source: CFPB"). */
  source: (source: string) => string;
  /** What the reminder says three days before ("In 3 days: Dispute window"). */
  reminder: (title: string) => string;
}

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;
const encoder = new TextEncoder();

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day as a UTC date, or undefined when `date` is not a real calendar day ("2026-02-30"). */
function dayOf(date: string): Date | undefined {
  const match = DATE.exec(date);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const value = new Date(Date.UTC(year, month - 1, day));
  return value.getUTCFullYear() === year && value.getUTCMonth() === month - 1 && value.getUTCDate() === day
    ? value
    : undefined;
}

/** Whether a deadline's `date` is a real day the calendar can hold. */
export const isCalendarDate = (date: string): boolean => dayOf(date) !== undefined;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');
const basicDate = (day: Date) =>
  `${pad(day.getUTCFullYear(), 4)}${pad(day.getUTCMonth() + 1)}${pad(day.getUTCDate())}`;
const utcStamp = (moment: Date) =>
  `${basicDate(moment)}T${pad(moment.getUTCHours())}${pad(moment.getUTCMinutes())}${pad(moment.getUTCSeconds())}Z`;

/** A TEXT value (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, line breaks as `\n`. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * One content line folded at 75 octets (RFC 5545 §3.1): each continuation starts with a space, which
 * counts toward its own 75. A character is never split, so a multi-byte letter ("ó") stays whole.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    if (octets + size > MAX_LINE_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines.join(CRLF);
}

/** A short stable hash, so the same deadline imported twice updates one event instead of adding another. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (const byte of encoder.encode(text)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * The `.ics` text of one deadline. Throws on a date that is not a real day (the button is only
 * offered for one that is: isCalendarDate).
 */
export function deadlineToIcs(deadline: CalendarDeadline, labels: CalendarLabels, now: Date): string {
  const day = dayOf(deadline.date);
  if (!day) throw new RangeError(`Not a calendar day: ${deadline.date}`);
  const nextDay = new Date(day.getTime() + 86_400_000);
  const company = deadline.company?.trim();
  const summary = company ? `${deadline.title} (${company})` : deadline.title;
  const description = `${deadline.detail}\n\n${labels.source(deadline.source)}\n${deadline.url}`;

  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Lane//Deadlines//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:lane-deadline-${deadline.date}-${fnv1a(`${deadline.title}\n${deadline.url}`)}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART;VALUE=DATE:${basicDate(day)}`,
    // An all-day event ends (exclusively) on the next day (RFC 5545 §3.6.1).
    `DTEND;VALUE=DATE:${basicDate(nextDay)}`,
    `SUMMARY:${escapeText(summary)}`,
    `DESCRIPTION:${escapeText(description)}`,
    // A URI value, not TEXT: its commas and semicolons are not escaped.
    `URL:${deadline.url}`,
    // A deadline does not make the person busy that day.
    'TRANSP:TRANSPARENT',
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    'TRIGGER:-P3D',
    `DESCRIPTION:${escapeText(labels.reminder(deadline.title))}`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** "lane-deadline-2026-12-07.ics": readable in the downloads folder. */
export const icsFileName = (date: string): string => `lane-deadline-${date}.ics`;

export const ICS_TYPE = 'text/calendar;charset=utf-8';
