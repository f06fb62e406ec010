import { describe, expect, it } from 'vitest';
import { quoteOf, readLine } from './moves.js';
import { readPracticeCase } from './practice-case.js';

const TODAY = '2026-11-24';
const caseOf = (story: string) =>
  readPracticeCase(
    [
      { role: 'user', content: story },
      { role: 'assistant', content: 'Here is a plan.' },
    ],
    TODAY,
  );

const CARD = caseOf('There’s a $89.99 charge from StreamMax on my credit card that I never made.');
const CARD_ES = caseOf('Hay un cargo de 89.99 de StreamMax en mi tarjeta de crédito que yo no hice');
const PRICE = caseOf('Comcast raised my internet from 60 to 85 a month');
const DEBT = caseOf('A collector, ABC Recovery, says I owe 1,400 on an old credit card, letter came oct 20');

describe('the case a practice is about', () => {
  it('reads the company, the figure owed and the rights the engine finds', () => {
    expect(CARD).toMatchObject({
      family: 'card_bank',
      company: 'StreamMax',
      answeredBy: 'issuer',
      kind: 'refund',
      figure: { value: 89.99, text: '$89.99' },
      moneyNotOwed: true,
    });
    expect(CARD.rights.map((right) => right.id)).toContain('fcba-billing-error');
    expect(PRICE).toMatchObject({
      family: 'service',
      company: 'Comcast',
      kind: 'keep_price',
      figure: { value: 60 },
    });
    expect(DEBT).toMatchObject({ family: 'debt', kind: 'validate', figure: { value: 1400 } });
  });

  it('reads the amount over a Good Faith Estimate as the figure of a medical bill', () => {
    const medical = caseOf(
      'Got a bill from St Mary hospital for 2,050, good faith estimate was 1,200, im uninsured',
    );
    expect(medical).toMatchObject({
      family: 'medical',
      company: 'St Mary',
      figure: { value: 850, text: '$850' },
    });
  });
});

describe('the moves in a line of the person’s, as people type them', () => {
  it.each([
    ['i want the 89.99 back', CARD, { ask: { figure: 89.99, exact: true } }],
    ['quiero que me devuelvan los 89.99', CARD_ES, { ask: { figure: 89.99, exact: true } }],
    ['Could you reverse the full charge please', CARD, { ask: { exact: true } }],
    ['can you refund 40 of it?', CARD, { ask: { figure: 40, exact: false } }],
    ['keep it at $60 please', PRICE, { ask: { figure: 60, exact: true } }],
    ['I want you to validate this debt in writing first', DEBT, { ask: { exact: true } }],
  ])('“%s” is an ask', (line, practice, expected) => {
    expect(readLine(line, practice)).toMatchObject(expected);
  });

  it.each([
    ['I accept nothing less than the 89.99', CARD],
    ['I won’t accept less than 89.99', CARD],
    ['no acepto menos de los 89.99', CARD_ES],
  ])('“%s” is an exact ask, never an acceptance', (line, practice) => {
    const moves = readLine(line, practice);
    expect(moves.ask).toEqual({ figure: 89.99, exact: true });
    expect(moves.accept).toBeUndefined();
  });

  it('a line that only tells the story is no ask', () => {
    expect(
      readLine('I have a charge on my credit card of 89.99 I don’t recognize', CARD).ask,
    ).toBeUndefined();
  });

  it.each([
    ['Under the Fair Credit Billing Act I’m disputing this', CARD, ['fcba-billing-error']],
    ['por la ley de facturación justa de crédito', CARD_ES, ['fcba-billing-error']],
    ['the most I’m liable for is $50', CARD, ['credit-card-unauthorized-cap']],
  ])('“%s” names a right that applies', (line, practice, rights) => {
    const moves = readLine(line, practice);
    expect(moves.rights).toEqual(expect.arrayContaining(rights));
    expect(moves.lawInvoked).toBe(false);
  });

  it.each([
    ['the law says you have to refund it', CARD],
    ['la ley dice que me lo tienen que devolver', CARD_ES],
    ['the No Surprises Act says so', CARD],
  ])('“%s” invokes the law without a right of this case', (line, practice) => {
    const moves = readLine(line, practice);
    expect(moves.rights).toEqual([]);
    expect(moves.lawInvoked).toBe(true);
  });

  it.each([
    ['Can I speak to a supervisor?', 'supervisor'],
    ['quiero hablar con un supervisor', 'supervisor'],
    ['What’s your name and the reference number?', 'nameOrReference'],
    ['¿me da su nombre y número de referencia?', 'nameOrReference'],
    ['I’ll file a complaint with the CFPB', 'escalation'],
    ['voy a presentar una queja', 'escalation'],
    ['then I’ll do a chargeback', 'escalation'],
  ] as const)('“%s” is %s', (line, move) => {
    expect(readLine(line, CARD)[move]).toBe(true);
  });

  it.each([
    ['you people are thieves', 'rude'],
    ['ESTO ES UN ROBO, DEVUÉLVANME MI DINERO', 'rude'],
    ['son unos ladrones', 'rude'],
    ['I know where you work, watch your back', 'violent'],
  ] as const)('“%s” is not calm (%s)', (line, move) => {
    expect(readLine(line, CARD)[move]).toBe(true);
  });

  it('a lawful threat is calm', () => {
    expect(readLine('If not, I’ll file a CFPB complaint today.', CARD)).toMatchObject({
      escalation: true,
      rude: false,
      violent: false,
    });
  });

  it.each([
    ['ok half is fine', CARD, 89.99 / 2],
    ['vale, acepto el 50%', CARD_ES, 89.99 / 2],
    ['ok I’ll take 45', CARD, 45],
  ])('“%s” accepts a figure', (line, practice, figure) => {
    expect(readLine(line, practice).accept?.figure).toBeCloseTo(figure, 2);
  });

  it.each(['no, I don’t accept that', 'no acepto, quiero los 89.99'])('“%s” is no acceptance', (line) => {
    expect(readLine(line, CARD).accept).toBeUndefined();
  });

  it.each(['...', '…', 'hm', '   '])('“%s” is silence', (line) => {
    expect(readLine(line, CARD).silent).toBe(true);
  });

  it('quotes a long line at a word, about 160 characters', () => {
    const long = `I want the 89.99 back ${'because I never made this charge '.repeat(8)}`;
    const quote = quoteOf(long);
    expect(quote.length).toBeLessThanOrEqual(161);
    expect(quote.endsWith('…')).toBe(true);
    expect(long.startsWith(quote.slice(0, -1))).toBe(true);
  });
});
