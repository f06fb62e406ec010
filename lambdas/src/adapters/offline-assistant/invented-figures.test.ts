import { describe, expect, it } from 'vitest';
import { conversation } from '../../../test/conversation.js';
import { checkFigures, COPY_FIGURES, scriptEmailConflicts } from '../../../test/figures.js';
import { guardedSituations, replay, type Situation } from '../../../test/judged.js';

/**
 * The invented-figure guard over every conversation we hold: the evaluation set and the outside
 * judges' situations (each with the day it was answered on). Every figure of every answer must be
 * the person's, worked out from theirs, or a fixed figure of the facts or the copy; a figure typed
 * with cents after a comma keeps that style; the phone script and the email ask for the same sum
 * by the same date.
 */
// The evaluation set and the outside judges' situations of rounds 28 and 29.
const situations = guardedSituations('j28-', 'j29-');

async function findings(situation: Situation): Promise<string[]> {
  const found: string[] = [];
  for (const { index, today, messages, answer } of await replay(situation)) {
    const said = messages.filter((message) => message.role === 'user').map((message) => message.content);
    const { invented, restyled } = checkFigures(said, answer.response, today);
    for (const figure of invented) found.push(`turn ${index + 1}: invented ${figure}`);
    for (const figure of restyled) found.push(`turn ${index + 1}: restyled ${figure}`);
    for (const conflict of scriptEmailConflicts(answer.response))
      found.push(`turn ${index + 1}: script and email differ on the ${conflict}`);
  }
  return found;
}

describe('the invented-figure guard itself', () => {
  it('flags a figure the person never gave and nothing worked out from theirs', () => {
    expect(
      checkFigures(['charged twice 84.37 on oct 28'], 'Ask for the $84.37 back, $168.74 in all.').invented,
    ).toEqual([]);
    expect(checkFigures(['charged twice 84.37 on oct 28'], 'Ask for the $913.58 back.').invented).toEqual([
      '913.58',
    ]);
    expect(checkFigures(['mi renta es 1,450'], 'Proponga $1,600 o $1,777.77.').invented).toEqual([
      '1,777.77',
    ]);
  });

  it('flags cents after a comma printed after a dot', () => {
    expect(
      checkFigures(['me cobraron 89,99 dos veces'], 'Le cobraron 89,99 dos veces ($179.98).').restyled,
    ).toEqual(['cents after a dot: 179.98']);
    expect(checkFigures(['me cobraron 89,99'], 'Un cargo de 89.99.').restyled).toContain('89,99 → 89.99');
    expect(checkFigures(['me cobraron 89,99 dos veces'], 'Le cobraron 89,99 dos veces ($179,98).')).toEqual({
      invented: [],
      restyled: [],
    });
  });

  it('flags a script and an email that ask for different sums or dates', () => {
    const answer = (scriptSum: string, emailSum: string) =>
      `## Phone script\n\n"Please refund the ${scriptSum} by December 4."\n\n## Email\n\nPlease refund the ${emailSum} by December 4.\n`;
    expect(scriptEmailConflicts(answer('$135', '$135'))).toEqual([]);
    expect(scriptEmailConflicts(answer('$135', '$567'))).toEqual(['sum asked for: script 135 / email 567']);
  });

  it('keeps its allow-list short, each figure with its reason', () => {
    expect(COPY_FIGURES.length).toBeLessThanOrEqual(10);
    for (const { reason } of COPY_FIGURES) expect(reason.length).toBeGreaterThan(10);
  });
});

describe('sums worked out for a person who writes cents after a comma', () => {
  it('writes a double charge of 89,99 as $179,98 in Spanish', async () => {
    const [first] = await conversation(
      'es',
      'me cobraron dos veces 89,99 en mi tarjeta de credito el 10 de noviembre en amazon',
    );
    expect(first!.response).toContain('$179,98');
    expect(first!.response).not.toContain('179.98');
  });

  it('writes 3 nights of a 35,50 resort fee as $106,50, with no currency sign typed', async () => {
    const [first] = await conversation(
      'en',
      'hotel charged me a resort fee of 35,50 a night for 3 nights, i never saw it when booking. total was 412,80',
    );
    expect(first!.sections.strategy).toContain('3 nights × 35,50 = $106,50');
    expect(first!.response).not.toContain('106.50');
  });

  it('writes a repair bill 330,25 over the estimate with a comma', async () => {
    const [first] = await conversation(
      'es',
      'el taller me cotizo 450,00 y ahora me cobran 780,25 sin avisarme',
    );
    expect(first!.response).toContain('330,25');
    expect(first!.response).not.toContain('330.25');
  });
});

describe('a bill after cancelling beside the monthly price', () => {
  it('asks back the bill, never the bill plus the monthly rate added up as one more charge', async () => {
    const [en] = await conversation(
      'en',
      'got a bill for 312.75 for cable i cancelled oct 3. the monthly was 104.25',
    );
    expect(en!.sections.strategy).toContain('312.75');
    expect(en!.response).not.toContain('417');
    const [es] = await conversation(
      'es',
      'me llego una factura de 312,75 por un servicio de cable que cancele el 3 de octubre. la mensualidad era 104,25',
    );
    expect(es!.sections.strategy).toContain('312,75');
    expect(es!.response).not.toContain('417');
  });

  it('reads "monthly fee was 69.66" as the rate, not a fee charged on top of the 209 bill', async () => {
    const [first] = await conversation(
      'en',
      'cancelled cable oct 3, they sent a 209 bill, monthly fee was 69.66',
    );
    expect(first!.sections.strategy).toContain('209');
    expect(first!.response).not.toContain('278.66');
  });
});

describe('one of several charges refunded, said in Spanish with "solo"', () => {
  it.each(['me devolvieron solo uno de 39,99', 'solo me reembolsaron uno de los 39,99'])(
    'after 3 charges of 39,99, "%s" leaves 2 × 39,99 = 79,98 to get back',
    async (reply) => {
      const [, second] = await conversation(
        'es',
        'el gimnasio me sigue cobrando 39,99 al mes desde que cancele en agosto, ya van 3 cobros',
        reply,
      );
      expect(second!.sections.strategy).toContain('2 cargos de 39,99, $79,98 en total');
      expect(second!.sections.strategy).not.toContain('Bien hecho');
    },
  );
});

describe.each(situations)('the figures of $id', (situation) => {
  it('are the person’s, worked out from theirs, or fixed copy; the script and email agree', async () => {
    expect(await findings(situation)).toEqual([]);
  });
});
