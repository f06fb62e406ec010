import type { Language } from '@lane/shared';
import { describe, expect, it } from 'vitest';
import { tuteoMarkers } from '../../../../test/spanish.js';
import type { Case } from '../../../domain/chat/case.js';
import { general } from './general.js';
import { caseIn, expectSays, read } from './test-support.js';
import type { CopyContext, FollowUpAnswer } from './types.js';

/** "landlord charged me a 150 late fee, rent was due the 1st and i paid on the 3rd, lease says 5 day grace period". */
const lateFee = (lang: Language, rentDays: Case['rentDays'] = { due: 1, paid: 3, grace: 5 }): CopyContext =>
  caseIn(lang, {
    confidence: 'unsure',
    amounts: [{ text: '150', value: 150, role: 'fee' }],
    flags: { rentLateFee: true },
    rentDays,
  });

const followUp = (ctx: CopyContext, outcome: 'said_no' | 'no_reply' | 'counter_offer', offer?: string) =>
  general[ctx.lang].followUpCopy!(ctx, outcome, offer)!;
const allOf = (answer: FollowUpAnswer) =>
  [answer.strategy, answer.opening, answer.email.subject, answer.email.body, ...answer.talkingPoints].join(
    '\n',
  );

describe('a rent late fee charged for rent paid inside the lease grace period', () => {
  it('counts the days, quotes the grace period and asks for the 150 removed, asking nothing already told', () => {
    const en = read(general, lateFee('en'));
    expectSays(en.strategy, [
      'Your lease gives a 5-day grace period: rent due on the 1st and paid on the 3rd is 2 days after the due date, inside it, so under your lease no late fee was owed.',
      'Ask in writing for the 150 late fee to be removed',
      "don't hold back rent",
    ]);
    expectSays(en.opening, [
      'Rent was due on the 1st and I paid on the 3rd, inside it',
      'Please remove the 150 late fee',
    ]);
    expect(en.opening).not.toContain('[account or reference number]');
    expect(en.email.subject).toBe(
      "The 150 late fee: rent paid on the 3rd, inside the lease's 5-day grace period",
    );
    expect(en.email.body).toContain('My lease gives a 5-day grace period ([section])');
    // Nothing the person never said: no addendum, no fee added on top.
    expect(`${en.email.body}\n${en.strategy}`).not.toMatch(/never signed|addendum|any fee added/);
    expect(en.questionList).toEqual([]);
    const es = read(general, lateFee('es'));
    expectSays(es.strategy, ['Su contrato da 5 días de gracia', 'usted pagó el día 3, 2 días después']);
    expect(es.opening).toContain('Le pido que quite el cargo por atraso de 150');
    for (const text of [es.strategy, es.opening, es.email.body, ...es.talkingPoints])
      expect(tuteoMarkers(text), text).toEqual([]);
  });

  it('"the fee stands" is answered in writing with the clause and the day paid; silence with a dated second letter', () => {
    const no = followUp(lateFee('en'), 'said_no');
    expectSays(no.strategy, [
      "your lease's 5-day grace period hasn't changed",
      'Put your dispute in writing now',
      'send the clause they rely on',
    ]);
    expect(no.email.body).toContain('I paid it on the 3rd (proof attached, with its date)');
    const silent = followUp(lateFee('en'), 'no_reply');
    expectSays(silent.strategy, [
      'Send a dated follow-up letter',
      "don't withhold rent",
      'your payment on the 3rd',
    ]);
    expect(silent.email.subject).toBe('Second request: remove the 150 late fee');
    // Each turn moves on: the no-reply answer is not the no answer again.
    expect(silent.strategy).not.toBe(no.strategy);
    expect(silent.email.body).not.toBe(no.email.body);
    const es = followUp(lateFee('es'), 'no_reply');
    expect(es.strategy).toContain('Envíe una carta de seguimiento con fecha');
    expect(tuteoMarkers(allOf(es))).toEqual([]);
  });

  it('declines a smaller fee: it is still a fee the lease does not allow', () => {
    const out = followUp(lateFee('en'), 'counter_offer', '75');
    expect(out.strategy).toContain("Lowering it to 75 still charges a fee your lease doesn't allow");
  });

  it('paid after the grace period: the fee may apply, asked off as a courtesy, never disputed as not owed', () => {
    const late = read(general, lateFee('en', { due: 1, paid: 9, grace: 5 }));
    expectSays(late.strategy, [
      "after your lease's 5-day grace period ended on the 6th",
      'waived as a courtesy',
    ]);
    expect(late.strategy).not.toContain('no late fee was owed');
  });

  it('without the days, keeps the blanks and invents nothing', () => {
    const ctx = caseIn('en', {
      confidence: 'unsure',
      amounts: [{ text: '150', value: 150, role: 'fee' }],
      flags: { rentLateFee: true },
    });
    const out = followUp(ctx, 'said_no');
    expect(out.email.body).toContain('[what it says about the due date, the grace period and the fee]');
    expect(out.email.body).not.toMatch(/never signed/);
  });
});
