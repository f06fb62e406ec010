import type { Language } from '@lane/shared';
import { expect } from 'vitest';
import type { Case, CaseAmount } from '../../../domain/chat/case.js';
import { emptyCase } from '../../../domain/chat/case.js';
import { copyContext } from './context.js';
import { RUNGS } from './types.js';
import type { AreaPlaybook, CopyContext, Rung, RungCopy } from './types.js';

/**
 * Setup the copy tests share: a case on a fixed day, and what an area's templates write for it,
 * read once and viewed the way each test file asserts on it.
 */

export const TODAY = '2026-11-22';
export const LANGS: readonly Language[] = ['en', 'es'];

/** The case as an area's templates see it, in one language, on the tests' fixed day. */
export function caseIn(lang: Language, kase: Partial<Case>): CopyContext {
  return copyContext(emptyCase(kase), lang, TODAY);
}

/** The ladder as the person reads it: "label: line", one rung a line. */
export function ladderOf(rungs: Readonly<Record<Rung, RungCopy>>): string {
  return RUNGS.map((rung) => `${rungs[rung].label}: ${rungs[rung].line}`).join('\n');
}

/** Everything an area's templates write for a case, each section read once. */
export function read(playbook: AreaPlaybook, ctx: CopyContext) {
  const copy = playbook[ctx.lang];
  const rungs = copy.rungs(ctx);
  const email = copy.email(ctx);
  const opening = copy.opening(ctx);
  const talkingPoints = copy.talkingPoints(ctx);
  const questionList = copy.questions?.(ctx) ?? [];
  return {
    copy,
    party: copy.party(ctx),
    subject: copy.subject(ctx),
    strategy: copy.strategy(ctx),
    opening,
    rungs,
    ladder: ladderOf(rungs),
    /** The call: the opening, then the ladder. */
    script: [opening, ladderOf(rungs)].join('\n'),
    email,
    emailText: `${email.subject}\n${email.body}`,
    talkingPoints,
    questionList,
    complaintRoutes: copy.complaintRoutes(ctx),
    rightLine: copy.rightLine?.(ctx),
  };
}

type Read = ReturnType<typeof read>;

/** The sections as strings, with the call written as `call` says, and all of them joined. */
function joined<Call extends Record<string, string>>(r: Read, call: Call) {
  const sections = {
    party: r.party,
    subject: r.subject,
    strategy: r.strategy,
    ...call,
    emailSubject: r.email.subject,
    emailBody: r.email.body,
    talkingPoints: r.talkingPoints.join('\n'),
    questions: r.questionList.join('\n'),
    complaintRoutes: r.complaintRoutes,
    rightLine: r.rightLine ?? '',
  };
  return { ...sections, all: Object.values(sections).join('\n') };
}

/** Each section as one string, and all of them (car repairs and dealers, the general plan). */
export function sectionView(playbook: AreaPlaybook, ctx: CopyContext) {
  const r = read(playbook, ctx);
  return joined(r, { opening: r.opening, rungs: r.ladder });
}

/** The sections with the call as one script, as the composer shows them (cards, debts). */
export function scriptView(playbook: AreaPlaybook, ctx: CopyContext) {
  const r = read(playbook, ctx);
  return { ...joined(r, { script: r.script }), email: r.email, rungs: r.rungs, questionList: r.questionList };
}

/** What the person sees (strategy, call, email, points, questions), then the rest (fees, services). */
export function callView(playbook: AreaPlaybook, ctx: CopyContext) {
  const r = read(playbook, ctx);
  const sections = {
    strategy: r.strategy,
    call: r.script,
    email: r.emailText,
    points: r.talkingPoints.join('\n'),
    questions: r.questionList.join('\n'),
  };
  const extras = [r.party, r.subject, r.complaintRoutes, r.rightLine ?? ''];
  return {
    ...sections,
    rungs: r.rungs,
    rightLine: r.rightLine,
    emailBody: r.email.body,
    questionList: r.questionList,
    routes: r.complaintRoutes,
    shown: Object.values(sections).join('\n\n'),
    all: [...Object.values(sections), ...extras].join('\n\n'),
  };
}

/** Everything the person would read, section by section (pay and business talks). */
export function answerView(playbook: AreaPlaybook, ctx: CopyContext) {
  const r = read(playbook, ctx);
  return {
    party: r.party,
    subject: r.subject,
    strategy: r.strategy,
    opening: r.opening,
    rungs: r.ladder,
    lastRung: r.rungs.complaint,
    email: r.emailText,
    emailBody: r.email.body,
    talkingPoints: r.talkingPoints.join('\n'),
    questions: r.questionList,
    complaintRoutes: r.complaintRoutes,
  };
}

/** An answer view's text, in the order the person reads it. */
export function answerText(shown: ReturnType<typeof answerView>): string {
  return [
    shown.party,
    shown.subject,
    shown.strategy,
    shown.opening,
    shown.rungs,
    shown.email,
    shown.talkingPoints,
    ...shown.questions,
    shown.complaintRoutes,
  ].join('\n');
}

/** How an area judges each of these offers for the case, in order. */
export function verdictsOn(
  playbook: AreaPlaybook,
  ctx: CopyContext,
  offers: readonly (number | undefined)[],
) {
  return offers.map((offered) => playbook[ctx.lang].judgeOffer?.(ctx, offered));
}

/**
 * A talk with someone the person knows (pay, business): a negotiation with no right asserted,
 * short enough to read before dialing. Returns what the person reads, for the area's own checks.
 */
export function expectNegotiation(playbook: AreaPlaybook, ctx: CopyContext) {
  const shown = answerView(playbook, ctx);
  const text = answerText(shown);
  expect(ctx.ruling.rights).toEqual([]);
  expect(ctx.ruling.moneyNotOwed).toBe(false);
  expect(playbook[ctx.lang].rightLine?.(ctx)).toBeUndefined();
  expect(playbook[ctx.lang].style?.(ctx)).toBe('relationship');
  expect(text.length).toBeLessThan(3200);
  expect(shown.emailBody.length).toBeLessThanOrEqual(900);
  expect(shown.questions.length).toBeLessThanOrEqual(3);
  expect(text).not.toMatch(/lawyer|abogad/i);
  return { shown, text };
}

/** A talk area's test kit (pay, business): its case, what the person reads, all of it as one text. */
export function talkKit(playbook: AreaPlaybook, area: Case['area']) {
  const context = (overrides: Partial<Case>, lang: Language): CopyContext =>
    caseIn(lang, { area, ...overrides });
  const answer = (ctx: CopyContext) => answerView(playbook, ctx);
  return {
    context,
    answer,
    allText: (ctx: CopyContext) => answerText(answer(ctx)),
    /** What the person reads for this case in this language. */
    shownIn: (lang: Language, kase: Partial<Case>) => answer(context(kase, lang)),
  };
}

/** A figure as the person wrote it, with its value and role. */
export const amount = (
  text: string,
  value: number,
  role: CaseAmount['role'],
  extra: Partial<CaseAmount> = {},
) => ({
  text,
  value,
  role,
  ...extra,
});

/** Every string the person reads, one by one (each rung's label and line apart). */
export function stringsOf(playbook: AreaPlaybook, ctx: CopyContext): string[] {
  const r = read(playbook, ctx);
  return [
    r.party,
    r.subject,
    r.strategy,
    r.opening,
    ...RUNGS.flatMap((rung) => [r.rungs[rung].label, r.rungs[rung].line]),
    r.email.subject,
    r.email.body,
    ...r.talkingPoints,
    ...r.questionList,
    r.complaintRoutes,
  ];
}

/** Words that would state a state's law as fact (fees and services never do). */
export const STATE_LAW =
  /state law|your state requires|the law requires|by law|under (?:the )?law|statute|ley (?:estatal|de su estado)|la ley (?:exige|obliga)|por ley/i;

/** Six worded rungs, a short email, at most three questions, short enough to read, no lawyer talk. */
export function expectCallFits(out: ReturnType<typeof callView>) {
  expect(RUNGS.every((rung) => out.rungs[rung].label && out.rungs[rung].line)).toBe(true);
  expect(out.emailBody.length).toBeLessThanOrEqual(900);
  expect(out.questionList.length).toBeLessThanOrEqual(3);
  expect(out.shown.length).toBeLessThanOrEqual(3000);
  expect(out.all).not.toMatch(/lawyer|abogad/i);
}

/** The text says each of these, word for word. */
export function expectSays(text: unknown, parts: readonly string[]) {
  for (const part of parts) expect(text).toContain(part);
}

/** A builder for one kind of case: each test changes only what it names. */
export function variant(make: (lang: Language, kase: Partial<Case>) => CopyContext, base: Partial<Case>) {
  return (lang: Language, overrides: Partial<Case> = {}) => make(lang, { ...base, ...overrides });
}
