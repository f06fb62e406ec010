import { describe, expect, it } from 'vitest';
import {
  pendingReviewIn,
  unsureWhatWasSaid,
  waitDays,
  withoutOwnWorry,
  withoutTimeCounts,
} from './follow-up-pending.js';
import { fold } from './text-patterns.js';

const TODAY = '2026-11-22';
const pending = (text: string) => pendingReviewIn(fold(text), TODAY);

describe('a review promised is an answer still to come, never a no', () => {
  it('reads the wait and its last day, in English and Spanish, with or without a figure', () => {
    expect(pending('they told me to wait 7 more days and they will look into it')).toEqual({
      days: 7,
      endIso: '2026-11-29',
    });
    expect(pending('me dijeron que lo revisan dentro de 10 dias')).toEqual({
      days: 10,
      endIso: '2026-12-02',
    });
    expect(pending('me dijeron q tengo q esperar 7 días más para que lo revise otro departamento')).toEqual({
      days: 7,
      endIso: '2026-11-29',
    });
    expect(pending('dijeron que lo pasaron a otro departamento y que me llaman la proxima semana')).toEqual(
      {},
    );
    expect(pending("they said it's under review")).toEqual({});
    expect(pending('he said he has to check with the owner and will get back to me')).toEqual({});
    expect(pending('dice que lo tiene que consultar con el dueño y que me avisa')).toEqual({});
  });

  it('counts business days without weekends, the longer end of a range', () => {
    expect(pending('the rep escalated it and said someone will call me back in 3-5 business days')).toEqual({
      days: 5,
      endIso: '2026-11-27',
      business: true,
    });
  });

  it('is never a review refused, money held back until it ends, or a demand beside it', () => {
    expect(pending("they said they won't review it again")).toBeUndefined();
    expect(
      pending(
        'the guy said they will investigate and it can take up to 90 days and i dont get the money back until its done',
      ),
    ).toBeUndefined();
    expect(
      pending('el banco dise q investigan pero puede tardar asta 90 dias y q mientras no me regresan nada'),
    ).toBeUndefined();
    expect(
      pending('esta en revision, pero dicen que si no empiezo a pagar 300 al mes la mandan a cobranza'),
    ).toBeUndefined();
    expect(
      pending('me dicen que tengo que esperar 21 dias y que los 35 de la maleta no se devuelven'),
    ).toBeUndefined();
    expect(
      pending(
        'billing said financial aid isnt available after 90 days and they already sent it to collections',
      ),
    ).toBeUndefined();
    expect(pending('they said no')).toBeUndefined();
  });

  it('reads a wait in words', () => {
    expect(waitDays(fold('wait two weeks'))).toBe(14);
    expect(waitDays(fold('esperar diez días'))).toBe(10);
  });
});

describe('a reply the person did not understand', () => {
  it('is told apart in both languages, typos and all', () => {
    expect(unsureWhatWasSaid(fold('me dijeron algo de un plan nuevo pero no entendi bien'))).toBe(true);
    expect(unsureWhatWasSaid(fold('he said something about the lease but im not sure what he meant'))).toBe(
      true,
    );
    expect(unsureWhatWasSaid(fold('la verdad no le entendí nada'))).toBe(true);
    expect(unsureWhatWasSaid(fold('they said no'))).toBe(false);
    // "i dont get the money back" is what they said, not a reply the person didn't follow.
    expect(unsureWhatWasSaid(fold('it can take 90 days and i dont get the money back until its done'))).toBe(
      false,
    );
    expect(unsureWhatWasSaid(fold("honestly i don't get what she meant"))).toBe(true);
  });
});

describe('a count of days is a time, and the person’s own worry is no figure', () => {
  it('drops "7 more days" and "10 días" from the reply’s figures, never a sum of money', () => {
    const amounts = [
      { text: '7', value: 7, role: 'other' as const },
      { text: '$49.99', value: 49.99, role: 'other' as const },
    ];
    expect(withoutTimeCounts(amounts, fold('wait 7 more days, the $49.99 stays'))).toEqual([amounts[1]]);
    expect(
      withoutTimeCounts([{ text: '10', value: 10, role: 'other' }], fold('lo revisan dentro de 10 dias')),
    ).toEqual([]);
    expect(
      withoutTimeCounts([{ text: '300', value: 300, role: 'other' }], fold('me ofrecen 300 en 10 dias')),
    ).toHaveLength(1);
  });

  it('takes the figure out of "thats 650 of my money gone" and "son 300 de mi dinero"', () => {
    expect(withoutOwnWorry('rent is due the 5th and thats like 650 of my money gone')).not.toMatch(/650/u);
    expect(withoutOwnWorry('el banco dice que lo investigan. son 300 de mi dinero que no tengo')).not.toMatch(
      /300/u,
    );
    expect(withoutOwnWorry('son $1,200 dólares de mis ahorros')).not.toMatch(/1,200/u);
    // A charge the other side took is a fact, not a worry.
    expect(withoutOwnWorry('they took 650 of my money')).toContain('650');
  });
});
