import { describe, expect, it } from 'vitest';
import { conversation } from '../../../../test/conversation.js';
import { tuteoMarkers } from '../../../../test/spanish.js';
import { leavePayoutIn } from '../../../domain/chat/leave-payout.js';

describe('reading unused vacation the employer will not pay out', () => {
  it.each([
    [
      "my current job says they won't pay out my 3 unused vacation days (8 hr days) when i quit",
      { days: 3, hoursPerDay: 8 },
    ],
    ['my boss said i lose my 40 hours of PTO when i leave', { hours: 40 }],
    ['mi trabajo dice que no me van a pagar mis 5 dias de vacaciones cuando renuncie', { days: 5 }],
  ])('%s', (text, expected) => {
    expect(leavePayoutIn(text)).toEqual(expected);
  });

  it('reads nothing when vacation is not refused', () => {
    expect(leavePayoutIn('i get 15 vacation days a year')).toBeUndefined();
  });
});

describe('a job offer with a second question about vacation payout', () => {
  it('answers both: salary history and payout as questions for the named state, with the days worked out', async () => {
    const [first, second] = await conversation(
      'en',
      'got a job offer in denver for 62k, the posting said 58,000-66,000. recruiter asked what i make now, i make 24.50/hr full time. should i tell her? and how much do i counter. also my current job says they wont pay out my 3 unused vacation days (8 hr days) when i quit is that right',
      'recruiter said 62 is the max for my level but they can do a 2k signing bonus',
    );
    expect(first!.response).toContain('ask the Colorado labor department whether Colorado bans the question');
    expect(first!.response).toContain('your 3 unused vacation days (3 × 8 h × 24.50 = $588)');
    expect(first!.response).toContain('Ask the Colorado labor department whether Colorado requires it');
    expect(second!.response).toContain('$588');
  });

  it('in Spanish, with hours instead of days and no state named, asks of "su estado"', async () => {
    const [first] = await conversation(
      'es',
      'me ofrecieron un trabajo por 55 mil, gano 22 la hora. cuanto pido? y mi jefe dice que no me van a pagar mis 5 dias de vacaciones de 8 horas al dia cuando renuncie',
    );
    expect(first!.response).toContain('sus 5 días de vacaciones sin usar');
    expect(first!.response).toContain('al departamento de trabajo de su estado');
    expect(tuteoMarkers(first!.response)).toEqual([]);
  });
});

describe('a base held at its max plus a signing bonus, when the only target is the posted range', () => {
  it('takes the top of the posted range as the target: a bigger bonus or a written review, never "they moved"', async () => {
    const [, second] = await conversation(
      'en',
      'got a job offer in austin for 70k, the posting said 65,000-78,000. how much do i counter',
      'recruiter said 70 is the max for the level but they can add a 3k signing bonus',
    );
    const text = second!.response;
    expect(text).toContain('a signing bonus of 8k instead of 3k');
    expect(text).toContain('a pay review at six months with 78,000 as the target');
    expect(text).not.toContain("They moved, which means there's room");
  });
});
