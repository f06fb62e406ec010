import { beforeAll, describe, expect, it } from 'vitest';
import { readConversation } from './read-case.js';

const read = (content: string) => readConversation([{ role: 'user', content }], '2026-11-24').case;
// The reader's patterns compile on first use: once, before the timed tests, on a shared machine.
beforeAll(() => void read('warm up'), 60_000);

describe('the company named right before what it is ("my FlexFit gym membership")', () => {
  it('names the gym, the streaming service, the bank', () => {
    expect(
      read('i cancelled my FlexFit gym membership on aug 30 but they still charged 49.99 on sep 1').party,
    ).toBe('FlexFit');
    expect(read('my Netflix account charged me twice, 15.49 on nov 2').party).toBe('Netflix');
    expect(read('my Chase account has a 35 overdraft fee i never agreed to').party).toBe('Chase');
  });

  it('never a common word written with a capital, nor a card network', () => {
    expect(read('I cancelled my Gym membership but they charge 30 a month').party).toBeUndefined();
    expect(read('my Checking account has a 35 fee').party).toBeUndefined();
    expect(read('my Visa card has a 120 charge i never made').party).toBeUndefined();
  });
});
