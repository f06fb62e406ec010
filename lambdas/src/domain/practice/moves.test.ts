import { describe, expect, it } from 'vitest';
import { quoteOf, readLine } from './moves.js';
import type { PracticeCase } from './practice-case.js';
import { readPracticeCase } from './read-practice-case.js';

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

/** A case as the practice reads it, with a figure set here: these rules judge against whatever it is. */
const caseWith = (
  kind: PracticeCase['kind'],
  value: number,
  family: PracticeCase['family'] = 'service',
): PracticeCase => ({
  family,
  subCase: undefined,
  company: 'Acme',
  answeredBy: 'company',
  kind,
  figure: { value, text: `$${value}` },
  counter: undefined,
  moneySample: '$1',
  rights: [],
  moneyNotOwed: false,
});

describe('a second judge’s findings (judge 15s), as general rules', () => {
  it.each([
    'whats your name and is there a reference number',
    'is there a case number for this call?',
    '¿hay un número de referencia?',
  ])('“%s” asks for the reference', (line) => {
    expect(readLine(line, CARD).referenceAsked).toBe(true);
  });

  it('a day of the month is never a sum: "on november 9" or "nov 9th" is not $9', () => {
    expect(
      readLine('a charge I didnt make, 89.99 on november 9, I need it taken off', CARD).ask?.figure,
    ).toBe(89.99);
    expect(readLine('the one from nov 9, please reverse it', CARD).ask?.figure).toBeUndefined();
  });
});

describe('the judge’s findings, as general rules (each on lines of our own too)', () => {
  it.each([
    ['I want the 412 refunded to my card', caseWith('refund', 412), 412],
    ['pls refund the 412 to my visa, not a voucher', caseWith('refund', 412), 412],
    ['Quiero los 1,800 completos', caseWith('refund', 1800), 1800],
    ['quiero mis 1,800 de vuelta, todos', caseWith('refund', 1800), 1800],
    ['so I’m owed 648 dollars for the overtime', caseWith('pay', 648, 'salary'), 648],
    ['me deben 648 dolares de horas extra', caseWith('pay', 648, 'salary'), 648],
    ["I'd like both refunded, that's 68", caseWith('refund', 68), 68],
    ['id like the 74.97 back', caseWith('refund', 74.97), 74.97],
  ])('“%s” is the exact ask with the figure', (line, practice, figure) => {
    expect(readLine(line, practice).ask).toEqual({ figure, exact: true });
  });

  it('asking for more than the part the case counts (the whole deposit) still holds the figure', () => {
    expect(readLine('Quiero los 1,800 completos', caseWith('refund', 600)).ask).toEqual({
      figure: 1800,
      exact: true,
    });
    // Less than owed is not the exact ask.
    expect(readLine('I want 300 back', caseWith('refund', 600)).ask).toEqual({ figure: 300, exact: false });
  });

  it.each([
    ['How about I pay 1,000 and we call it even?', caseWith('refund', 690, 'car'), 1000, true],
    ['what if i pay you 900 and were done', caseWith('refund', 690, 'car'), 900, true],
    ['si me devuelve 1,200 lo dejamos así', caseWith('refund', 1800, 'rent'), 1200, undefined],
    ['que tal si me devuelven 1,000 y quedamos en paz', caseWith('refund', 1800, 'rent'), 1000, undefined],
    ["I'll pay 500 if you leave me alone", caseWith('validate', 2340, 'debt'), 500, true],
    ['le pago 300 si me dejan de llamar', caseWith('validate', 2340, 'debt'), 300, true],
  ])('“%s” offers or proposes a settlement', (line, practice, figure, pays) => {
    const moves = readLine(line, practice);
    expect(moves.proposal).toBe(true);
    expect(moves.accept).toEqual(pays ? { figure, pays } : { figure });
    expect(moves.ask).toBeUndefined();
  });

  it('a proposal of the whole figure is the ask pressed; a question with no sum proposes nothing', () => {
    expect(readLine('what about the full 412?', caseWith('refund', 412))).toMatchObject({
      ask: { figure: 412, exact: true },
    });
    expect(readLine('what about my refund?', caseWith('refund', 412))).toMatchObject({ proposal: false });
    expect(readLine('¿y qué pasa con mi reembolso?', caseWith('refund', 412)).accept).toBeUndefined();
  });

  it('paying the sum agreed before (the estimate) is the exact ask, not a settlement', () => {
    const moves = readLine('I’ll pay the 650 I approved on the estimate', caseWith('refund', 690, 'car'));
    expect(moves.ask).toEqual({ figure: 650, exact: true });
    expect(moves.accept).toBeUndefined();
  });

  it.each([
    'You guys hid a 135 dollar fee, this is a scam!',
    'This is ridiculous, you people are basically stealing my money!',
    'your company is ripping people off',
    '¡Esto es una falta de respeto, llevo semanas esperando!',
    'ustedes me están robando',
    'esto es un abuso',
  ])('“%s” is not calm', (line) => {
    expect(readLine(line, caseWith('refund', 100)).rude).toBe(true);
  });

  it.each([
    'Someone stole 800 from my account at ATMs',
    'The thief used my card at an ATM',
    'this is fraud, I never made that charge',
    'it was a scam, someone pretended to be you',
    'fue una estafa, alguien se hizo pasar por ustedes',
  ])('“%s” tells what happened: it accuses nobody on the line', (line) => {
    expect(readLine(line, caseWith('refund', 800)).rude).toBe(false);
  });

  it.each([
    ['Necesito hablar con un supervisor', 'supervisor'],
    ['Let me talk to the owner then', 'supervisor'],
    ['quiero hablar con el dueño del taller', 'supervisor'],
    ["If you can't fix it, I'll contact the Department of Labor's Wage and Hour Division", 'escalation'],
    ['ill call the labor department', 'escalation'],
    ['voy a poner una queja con la CFPB', 'escalation'],
    ['voy a llamar al departamento de trabajo', 'escalation'],
  ] as const)('“%s” is the next rung', (line, move) => {
    expect(readLine(line, caseWith('refund', 100))[move]).toBe(true);
  });

  it('asking for a reference is; citing one’s own old reference, or the name alone, is not', () => {
    const practice = caseWith('refund', 100);
    expect(readLine('I’d like your name and the claim number', practice)).toMatchObject({
      nameOrReference: true,
      referenceAsked: true,
    });
    expect(readLine('¿me da un número de referencia, por favor?', practice).referenceAsked).toBe(true);
    expect(readLine('¿Me puede dar su nombre?', practice)).toMatchObject({
      nameOrReference: true,
      referenceAsked: false,
    });
    const cited = readLine(
      'la señora Sandra me lo prometió el 6 de noviembre, referencia APL-2026-88213',
      practice,
    );
    expect(cited).toMatchObject({ nameOrReference: false, referenceAsked: false, accountGiven: false });
  });

  it('reads a denial, a question, a weak ask and an account number without taking them for an ask', () => {
    const practice = caseWith('refund', 800, 'card_bank');
    expect(readLine('I didn’t do it, my card was in my wallet', practice)).toMatchObject({ denial: true });
    expect(readLine('yo no fui, mi tarjeta estaba en mi cartera', practice)).toMatchObject({ denial: true });
    expect(readLine('Okay. So what happens now?', practice)).toMatchObject({ question: true });
    expect(readLine('ok so... what can you do?', practice)).toMatchObject({ weakAsk: true });
    expect(readLine('¿no hay algo que puedan hacer?', practice)).toMatchObject({ weakAsk: true });
    const account = readLine('Mi número de cuenta es 4417-2290-88, por si lo necesita.', practice);
    expect(account).toMatchObject({ accountGiven: true });
    expect(account.ask).toBeUndefined();
  });

  it.each([
    'The DOT rule says if you cancel I get a cash refund',
    'Under California law you need my OK on the extra amount',
    'según la ordenanza de Chicago usted tenía 45 días',
    'segun la ley de illinois me lo tienen que devolver',
  ])('“%s” names a law for the claim', (line) => {
    expect(readLine(line, caseWith('refund', 100)).lawNamed).toBe(true);
  });

  it.each(['the law says you have to', 'rules are rules', 'por ley me lo deben'])(
    '“%s” names no law',
    (line) => {
      expect(readLine(line, caseWith('refund', 100)).lawNamed).toBe(false);
    },
  );
});

describe('lines a second sealed judge found misread', () => {
  it('"ill do 300 if that makes this go away" offers less on a debt not yet validated', () => {
    const moves = readLine('fine whatever, ill do 300 if that makes this go away', DEBT);
    expect(moves.accept?.figure).toBe(300);
  });

  it('a share knocked off leaves the rest to pay: "knock 30 percent off" is 70% of the figure', () => {
    const moves = readLine('If you knock 30 percent off I’ll just pay it today and be done.', CARD);
    expect(moves.accept?.figure).toBeCloseTo(89.99 * 0.7, 2);
    expect(readLine('I can pay 30% today', CARD).accept?.figure).toBeCloseTo(89.99 * 0.3, 2);
  });

  it('"this is straight up theft" and "thats theft" are accusations', () => {
    expect(readLine('this is straight up theft and you know it', CARD).rude).toBe(true);
    expect(readLine('thats theft', CARD).rude).toBe(true);
  });

  it('sending someone over is a threat, in either language', () => {
    expect(
      readLine('si no me devuelve el dinero le mando a mi primo para que hable con usted', CARD_ES).violent,
    ).toBe(true);
    expect(readLine('keep it up and I’m sending my cousins over', CARD).violent).toBe(true);
  });

  it('a next step or a promise to pay in full is not taking less', () => {
    for (const line of [
      'I’ll do a chargeback then',
      'I’ll do whatever it takes to get this fixed',
      'I’ll just pay the full 89.99 once you show me I made it',
    ])
      expect(readLine(line, CARD).accept, line).toBeUndefined();
  });
});

describe('concessions a third sealed judge found read as holding the line', () => {
  const OVER_ESTIMATE = caseOf(
    'I’m uninsured. The clinic gave me a Good Faith Estimate of 1,850 for my MRI and the bill dated October 2 is 2,460.',
  );
  const RENT = caseOf('my landlord is raising my rent from 1,850 to 2,090 when my lease renews');

  it('paying a collector’s whole claim "so you stop calling" gives up the validation', () => {
    expect(
      readLine('Ok whatever, I’ll just pay the 1,400 today so you stop calling.', DEBT).accept,
    ).toMatchObject({
      figure: 1400,
      pays: true,
    });
  });

  it('a total to pay between the money off and the whole bill leaves the rest off: 2,000 of 2,460 is 460 off', () => {
    expect(OVER_ESTIMATE.figure?.value).toBe(610);
    expect(readLine('Would you do 2,000 total instead?', OVER_ESTIMATE).accept?.figure).toBe(460);
    // The exact ask still reads as one, however the bill's other figures are said.
    expect(readLine('I need the 610 over the estimate taken off', OVER_ESTIMATE).ask).toMatchObject({
      figure: 610,
      exact: true,
    });
  });

  it('"I’d accept", "I’d take just" and a split of a fee are offers of less', () => {
    expect(readLine('Look, I’d accept 2,050 if you drop the fee.', RENT).accept?.figure).toBe(2050);
    expect(readLine('If that’s a problem, I’d take just the 60 back.', CARD).accept?.figure).toBe(60);
    expect(readLine('Ok, I’ll split the fee with you, 45 each.', CARD).accept).toBeDefined();
  });

  it('"nos olvidamos del resto" waives the rest', () => {
    expect(readLine('Mira, si me devuelve 50 hoy nos olvidamos del resto.', CARD_ES).accept).toMatchObject({
      waives: true,
    });
  });
});
