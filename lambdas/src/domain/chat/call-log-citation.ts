import { promiseAsWritten, type CallLogEntry, type ChatSections, type Language } from '@lane/shared';
import { monthName } from './facts.js';

/**
 * The call log in a follow-up (docs/beyond-the-script.md, "Call log in follow-ups"): the calls the
 * person noted (shared/src/call-log.ts) are cited by the review, whoever wrote the answer, so the
 * next script opens with what the newest call promised and the email holds the company to every
 * call. Read for this one answer and kept nowhere.
 */

/**
 * How much of the log the answer cites: every call in full, the earlier calls by their day only,
 * the newest call only, the script's line only, or nothing. The review steps down (answer-chat.ts)
 * when the answer would not fit one message.
 */
export type CallLogCiting = 'full' | 'compact' | 'newest' | 'script' | 'none';

/** The sections with the call log cited as far as `citing` says. */
export type CallLogCiter = (sections: ChatSections, lang: Language, citing: CallLogCiting) => ChatSections;

const COPY = {
  en: {
    on: (when: string) => `On ${when}`,
    at: (time: string) => ` at ${time}`,
    year: (day: string, year: string) => `${day}, ${year}`,
    day: (month: string, date: number) => `${month} ${date}`,
    meridiem: ['a.m.', 'p.m.'],
    spoke: (rep: string) => ` I spoke with ${rep || 'a representative'}`,
    reference: (reference: string) => `, reference ${reference}`,
    who: 'who',
    promised: 'promised',
    // A note that starts with what the rep did ("said no refund") reads as it is after "who".
    verb: /^(?:promised|said|told|offered|agreed|refused|denied|confirmed|explained|would|will|could|can['’]t|cannot|won['’]t|did|didn['’]t|was|were)\b/i,
    also: (calls: string[]) => `I also called on ${list(calls, 'and')}.`,
    referenceShort: (reference: string) => ` (reference ${reference})`,
    placeholders: { reference: '[reference number]', rep: "[rep's name]" },
  },
  es: {
    on: (when: string) => `El ${when}`,
    at: (time: string) => ` a la${time.startsWith('1:') ? '' : 's'} ${time}`,
    year: (day: string, year: string) => `${day} de ${year}`,
    day: (month: string, date: number) => `${date} de ${month}`,
    meridiem: ['a. m.', 'p. m.'],
    spoke: (rep: string) => ` hablé con ${rep || 'un representante'}`,
    reference: (reference: string) => `, referencia ${reference}`,
    who: 'quien',
    promised: 'prometió',
    verb: /^(?:prometió|dijo|ofreció|aceptó|negó|se negó|confirmó|explicó|quedó|aseguró|afirmó)(?=\s|$)/iu,
    also: (calls: string[]) =>
      `También llamé ${list(
        calls.map((call) => `el ${call}`),
        'y',
      )}.`,
    referenceShort: (reference: string) => ` (referencia ${reference})`,
    placeholders: { reference: '[número de referencia]', rep: '[nombre del representante]' },
  },
} as const;

function list(items: string[], and: string): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
}

/** The day of `at` is on the calendar (the request's pattern lets "2026-02-31" through). */
function realDay(at: string): boolean {
  const day = at.slice(0, 10);
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
}

/** "November 20" (the year only when it is not this year's) and, when noted, "2:10 p.m." */
function dayOf(at: string, lang: Language, today: string): string {
  const copy = COPY[lang];
  const day = copy.day(monthName(Number(at.slice(5, 7)) - 1, lang), Number(at.slice(8, 10)));
  return at.slice(0, 4) === today.slice(0, 4) ? day : copy.year(day, at.slice(0, 4));
}

function timeOf(at: string, lang: Language): string {
  const hours = Number(at.slice(11, 13));
  const minutes = at.slice(14, 16);
  if (at.length < 16 || hours > 23 || Number(minutes) > 59) return '';
  return COPY[lang].at(`${hours % 12 || 12}:${minutes} ${COPY[lang].meridiem[hours < 12 ? 0 : 1]}`);
}

/** "On November 20 at 2:10 p.m. I spoke with Dana, reference 48213, who promised a credit by Friday." */
export function callSentence(entry: CallLogEntry, lang: Language, today: string): string {
  const copy = COPY[lang];
  const promised = entry.promised.replace(/[\s.;,!]+$/u, '');
  const said = promised
    ? `, ${copy.who} ${copy.verb.test(promised) ? promised[0]!.toLowerCase() + promised.slice(1) : `${copy.promised} ${promiseAsWritten(promised)}`}`
    : '';
  const spoke = `${copy.spoke(entry.rep)}${entry.reference ? copy.reference(entry.reference) : ''}${said}.`;
  // A day that is not on the calendar is left out rather than said wrong.
  return realDay(entry.at)
    ? `${copy.on(dayOf(entry.at, lang, today) + timeOf(entry.at, lang))}${spoke}`
    : `${spoke[1]!.toUpperCase()}${spoke.slice(2)}`;
}

/** The calls, oldest first (the person may have noted them in any order). */
function inOrder(callLog: readonly CallLogEntry[]): CallLogEntry[] {
  return [...callLog].sort((a, b) => a.at.localeCompare(b.at));
}

/** The email's paragraph: every call in full, or the earlier ones by day (and reference) only. */
function emailParagraph(
  callLog: readonly CallLogEntry[],
  lang: Language,
  today: string,
  citing: CallLogCiting,
) {
  const calls = inOrder(callLog);
  const newest = calls.at(-1)!;
  const earlier = calls.slice(0, -1);
  if (citing === 'full') return calls.map((entry) => callSentence(entry, lang, today)).join(' ');
  const sentence = callSentence(newest, lang, today);
  if (citing !== 'compact' || earlier.length === 0) return sentence;
  const days = earlier
    .filter((entry) => realDay(entry.at))
    .map(
      (entry) =>
        dayOf(entry.at, lang, today) + (entry.reference ? COPY[lang].referenceShort(entry.reference) : ''),
    );
  return days.length ? `${COPY[lang].also(days)} ${sentence}` : sentence;
}

/** After the greeting ("Hello," or "To [card issuer], Billing Inquiries:"), else first. */
function withParagraph(body: string, paragraph: string): string {
  const [first = '', ...rest] = body.split('\n\n');
  return /[:,]$/.test(first.trim()) && first.length <= 120
    ? [first, paragraph, ...rest].join('\n\n')
    : [paragraph, body].join('\n\n');
}

/** The rep's name and the reference number the newest call gave, in place of their placeholders. */
function filled(text: string, newest: CallLogEntry, lang: Language): string {
  const { placeholders } = COPY[lang];
  let out = text;
  if (newest.reference) out = out.replaceAll(placeholders.reference, newest.reference);
  if (newest.rep) out = out.replaceAll(placeholders.rep, newest.rep);
  return out;
}

/**
 * The sections with the call log cited: the phone script opens with the newest call, the email's
 * body cites the calls as `citing` says. A section with nothing in it (a question-only answer)
 * stays empty; an empty log changes nothing.
 */
export function citeCallLog(
  sections: ChatSections,
  callLog: readonly CallLogEntry[] | undefined,
  lang: Language,
  today: string,
  citing: CallLogCiting = 'full',
): ChatSections {
  if (!callLog?.length || citing === 'none') return sections;
  const newest = inOrder(callLog).at(-1)!;
  const script = sections.phone_script.trim()
    ? `"${callSentence(newest, lang, today)}"\n${filled(sections.phone_script, newest, lang)}`
    : sections.phone_script;
  const body = sections.email.body.trim()
    ? filled(
        citing === 'script'
          ? sections.email.body
          : withParagraph(sections.email.body, emailParagraph(callLog, lang, today, citing)),
        newest,
        lang,
      )
    : sections.email.body;
  return { ...sections, phone_script: script, email: { ...sections.email, body } };
}

/** The citer of one request's call log: the review imports this module only when a log came with it. */
export function callLogCiter(callLog: readonly CallLogEntry[], today: string): CallLogCiter {
  return (sections, lang, citing) => citeCallLog(sections, callLog, lang, today, citing);
}
