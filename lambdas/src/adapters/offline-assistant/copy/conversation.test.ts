import { describe, expect, it } from 'vitest';
import { tuteoMarkers } from '../../../../test/spanish.js';
import { CONVERSATION, inMyVoice, type FollowUpContext } from './conversation.js';

const base: FollowUpContext = {
  subject: 'the $980 repair bill',
  party: 'the shop',
  nextRungs: [],
  complaintRoutes: "your state attorney general's consumer protection office",
  offer: '$800',
  noCount: 1,
  style: 'service',
  rightLine: undefined,
  verdict: undefined,
};

describe('follow-up copy', () => {
  it('takes an offer that meets the goal, in writing, instead of countering it', () => {
    const copy = CONVERSATION.en.counterOffer({ ...base, verdict: 'accept' });
    expect(copy.strategy).toMatch(/^\$800 meets what you were after/);
    expect(copy.email.subject).toBe('Accepting your offer: the $980 repair bill');
    expect(copy.strategy).not.toContain('counter');
    const es = CONVERSATION.es.counterOffer({ ...base, verdict: 'accept', subject: 'la factura de 980' });
    expect(es.strategy).toContain('cumple lo que usted buscaba');
    expect(tuteoMarkers(`${es.strategy} ${es.opening} ${es.email.body}`)).toEqual([]);
  });

  it('counters an offer that falls short', () => {
    expect(CONVERSATION.en.counterOffer({ ...base, verdict: 'counter' }).strategy).toMatch(/^They moved/);
  });

  it('declines a low offer without talk of money not owed when no right applies', () => {
    const copy = CONVERSATION.en.declineOffer(base);
    expect(copy.strategy).toContain("Don't accept $800: it falls short");
    expect(`${copy.strategy} ${copy.opening} ${copy.email.body}`).not.toMatch(/don't owe|written dispute/);
    for (const part of [copy.strategy, copy.opening]) expect(part).not.toMatch(/\s"(?:\n|$)/);
  });

  it('declines a part of money a right says is not owed, quoting the right', () => {
    const rightLine = 'Under the No Surprises Act I owe only my in-network cost-sharing.';
    const copy = CONVERSATION.en.declineOffer({ ...base, rightLine });
    expect(copy.strategy).toContain(`Say: "Thank you, but I'm not accepting part of it. ${rightLine}"`);
    expect(copy.email.body).toContain(rightLine);
  });

  it("writes the complaint routes in the person's own voice in their letter", () => {
    expect(inMyVoice("your state attorney general's consumer protection office", 'en')).toBe(
      "my state attorney general's consumer protection office",
    );
    expect(inMyVoice('el fiscal general de su estado', 'es')).toBe('el fiscal general de mi estado');
    const copy = CONVERSATION.en.holdTheRight({ ...base, rightLine: 'I dispute this charge.' });
    expect(copy.email.body).toContain(
      "I will file a complaint with my state attorney general's consumer protection office",
    );
    expect(copy.strategy).toContain(
      "file a complaint with your state attorney general's consumer protection office",
    );
  });
});
