import { describe, expect, it } from 'vitest';
import { feesStatedIn } from './fees-stated.js';
import { fold } from './text-patterns.js';

describe('feesStatedIn', () => {
  it.each([
    ['thats 63.60 in fees on 178 of tickets', '63.60'],
    ['so $61.50 in fees for two seats', '61.50'],
    ['o sea 36.90 en cargos que solo vi al final', '36.90'],
    ['the fees came to 48 total', '48'],
    ['los cargos suman 22.40', '22.40'],
  ])('reads %s', (text, sum) => {
    expect(feesStatedIn(fold(text))?.text).toBe(sum);
  });

  it.each(['a service fee of 24.15 each', 'the fee was 12', 'paid 241.60 total, fees were shown late'])(
    'reads no sum from %s',
    (text) => {
      expect(feesStatedIn(fold(text))).toBeUndefined();
    },
  );
});
