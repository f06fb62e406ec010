import type { ChatMessage } from '@lane/shared';
import { describe, expect, it } from 'vitest';
import { readConversation } from './read-case.js';

function read(...turns: string[]) {
  const messages: ChatMessage[] = turns.flatMap((content, index) =>
    index < turns.length - 1
      ? [
          { role: 'user' as const, content },
          { role: 'assistant' as const, content: 'Here is a plan.' },
        ]
      : [{ role: 'user' as const, content }],
  );
  return readConversation(messages, '2026-11-22');
}

describe('a monthly price named before its figure', () => {
  it.each([
    ['got a bill for 312.75 for cable i cancelled oct 3. the monthly was 104.25', '104.25'],
    [
      'me llego una factura de 312,75 por un servicio de cable que cancele el 3 de octubre. la mensualidad era 104,25',
      '104,25',
    ],
    ['cancelled my internet oct 3, still got billed 240, monthly price is about 80', '80'],
  ])('reads "%s" as a rate per month, not one more charge', (text, rate) => {
    const { amounts } = read(text).case;
    expect(amounts.find((amount) => amount.text === rate)).toMatchObject({ per: 'month' });
    expect(amounts.find((amount) => amount.text === rate)?.role).not.toBe('other');
  });
});

describe('a new matter the person marks as one', () => {
  it.each([
    [
      'el dentista me cobro 850 y el estimado era 500',
      'otra cosa, mi jefe me ofrece 18 la hora y yo quiero 20',
    ],
    [
      'dentist billed me 850, the estimate was 500',
      'different thing: my boss offers 18 an hour and i want 20',
    ],
    [
      'my phone bill went from 65 to 85 no warning',
      'unrelated, a collector says i owe 2,300 on an old card from 2017',
    ],
  ])('after "%s", "%s" is read on its own, with its own figures', (first, second) => {
    const alone = read(second).case;
    const reading = read(first, second).case;
    expect(reading.area).toBe(alone.area);
    expect(reading.amounts.map((amount) => amount.text)).toEqual(alone.amounts.map((amount) => amount.text));
  });

  it('keeps a reply on the same matter as a reply ("otra cosa" about the same bill)', () => {
    const reading = read(
      'el dentista me cobro 850 y el estimado era 500',
      'otra cosa: el consultorio dice que el estimado no era garantia',
    ).case;
    expect(reading.amounts.map((amount) => amount.text)).toEqual(expect.arrayContaining(['850', '500']));
  });
});
