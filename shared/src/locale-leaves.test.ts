import { describe, expect, it } from 'vitest';
import { localeLeaves } from './locale-leaves.js';

describe('localeLeaves', () => {
  it('names every leaf by its dotted path, arrays by index, in the catalogue’s order', () => {
    const leaves = localeLeaves({
      title: 'Hi',
      receipt: { subject: 'Your pass', lines: ['a', 'b'] },
      empty: '',
    });
    expect([...leaves]).toEqual([
      ['title', 'Hi'],
      ['receipt.subject', 'Your pass'],
      ['receipt.lines.0', 'a'],
      ['receipt.lines.1', 'b'],
      ['empty', ''],
    ]);
  });

  it('keeps a null or a number as a leaf, for the checks to refuse', () => {
    expect([...localeLeaves({ a: null, b: 2 })]).toEqual([
      ['a', null],
      ['b', 2],
    ]);
  });
});
