import { describe, expect, it } from 'vitest';
import { conversation } from '../../../test/conversation.js';

describe('a raise offered as a share of an hourly wage', () => {
  it('works "3%" of 19.25 an hour out in cents and says it is still below what new hires get', async () => {
    const [, second] = await conversation(
      'en',
      'ive been a shift lead at a warehouse for 2 yrs making 19.25/hr. they just started hiring pickers at 20.50 and i train them. got a 1 on 1 with my manager thurs and i want to ask for 22',
      "had the meeting. he said budget is frozen, best he can do is 3% now and 'revisit in october'",
    );
    expect(second?.response).toContain('3% of your 19.25 an hour is about $0.58 an hour, to $19.83 an hour');
    expect(second?.response).toContain('still below the 20.50 others are paid');
    expect(second?.response).toContain('up to 22 an hour');
  });

  it('does the same in Spanish', async () => {
    const [, second] = await conversation(
      'es',
      'llevo 3 años ganando 17.50 la hora en la bodega y ahora contratan ayudantes a 18.25. quiero pedir 20 a mi supervisor',
      'mi supervisor dijo que lo mas que puede es 4% ahora',
    );
    expect(second?.response).toMatch(
      /El 4% de sus 17\.50 la hora son unos \$0\.70 la hora: pasaría a \$18\.20 la hora/,
    );
  });
});
