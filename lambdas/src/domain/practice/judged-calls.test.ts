import type { Language, PracticeLevel, PracticeMove } from '@lane/shared';
import { describe, expect, it } from 'vitest';
import { readPracticeCase } from './read-practice-case.js';
import { replayCall } from './rep.js';
import { scoreCall } from './scorecard.js';

/**
 * What an outside judge found wrong in the rep and the scorecard, as general rules: each test is a
 * call in our own words that must come out right, in the language the person speaks.
 */
const TODAY = '2026-11-24';

function call(story: string, level: PracticeLevel, lines: string[], lang: Language = 'en') {
  const practice = readPracticeCase(
    [
      { role: 'user', content: story },
      { role: 'assistant', content: lang === 'es' ? 'Aquí está su plan.' : 'Here is your plan.' },
    ],
    TODAY,
  );
  const replay = replayCall(
    practice,
    level,
    lines.map((content) => ({ role: 'person' as const, content })),
    lang,
  );
  const scorecard = scoreCall(replay, practice, lang);
  const item = (move: PracticeMove) => scorecard.items.find((candidate) => candidate.move === move)!;
  const said = replay.turns.map((turn) => turn.reply.text);
  return { practice, replay, scorecard, item, said };
}

const FRAUD_AND_FEE =
  'a 212.40 charge from GADGETHUB on my capital one card on nov 3 that i never made, and now a 29 late fee because i did not pay it';
const FRAUD_AND_FEE_ES =
  'un cargo de 212.40 de GADGETHUB en mi tarjeta de Capital One el 3 de noviembre que yo no hice, y ahora un cargo por pago tardío de 29 porque no lo pagué';

describe('the main charge asked for when the figure adds a side fee', () => {
  it.each([
    ['en', FRAUD_AND_FEE, 'that 212.40 charge is not mine, I need it taken off'],
    ['es', FRAUD_AND_FEE_ES, 'ese cargo de 212.40 no es mío, quiero que lo quiten'],
  ] as const)(
    '%s: is the exact ask, never a smaller ask the rep grants; the tip says the whole',
    (lang, story, line) => {
      const { practice, item, replay, said } = call(story, 'firm', [line], lang);
      expect(practice.figure?.value).toBe(241.4);
      expect(item('exact_ask')).toMatchObject({ status: 'met', quote: line });
      // Never "I can do $212.40 today as a one-time courtesy": the rep answers the full claim with its no.
      expect(replay.turns[0]!.reply.tactic).toBe('policy');
      expect(said[0]).not.toMatch(/courtesy|cortesía/);
      expect(item('exact_ask').tip).toContain('$212.40');
      expect(item('exact_ask').tip).toContain('$29');
      expect(item('exact_ask').tip).toContain('$241.40');
    },
  );
});

describe('next rung', () => {
  const COLLECTOR =
    'Got a letter from Northgate Recovery saying I owe 980 to an old gym, I never had that gym.';

  it('is not applicable when the rep gave way and nothing was left to climb from', () => {
    const { item, replay } = call(COLLECTOR, 'firm', [
      'I dispute the 980, it is not mine, and I want proof in writing',
      'I want validation in writing, under the Fair Debt Collection Practices Act',
    ]);
    expect(replay.turns.some((turn) => turn.reply.refused)).toBe(true);
    expect(replay.outcome).toBe('settled');
    expect(item('next_rung').status).toBe('not_applicable');
  });

  it('an unconditional “I want a supervisor” after the no is the rung', () => {
    const { item } = call(FRAUD_AND_FEE, 'firm', ['I want the 241.40 back', 'I want a supervisor please']);
    expect(item('next_rung')).toMatchObject({ status: 'met', quote: 'I want a supervisor please' });
  });
});

describe('stayed calm', () => {
  it.each([
    ['en', 'honestly you people are so shady'],
    ['en', 'this is robbery, plain and simple'],
    ['es', '¡Estoy muy enojado, esto es un robo!'],
    ['es', 'ustedes son unos tramposos'],
  ] as const)('%s: “%s” is missed, quoting that line and not a calm one', (lang, angry) => {
    const story = lang === 'es' ? FRAUD_AND_FEE_ES : FRAUD_AND_FEE;
    const calm =
      lang === 'es' ? 'Voy a presentar una queja ante la CFPB' : 'I will file a complaint with the CFPB';
    const { item } = call(
      story,
      'firm',
      [lang === 'es' ? 'quiero los 241.40' : 'I want the 241.40', angry, calm],
      lang,
    );
    expect(item('stayed_calm')).toMatchObject({ status: 'missed', quote: angry });
  });

  it('a person who is calm and firm is met', () => {
    const { item } = call(FRAUD_AND_FEE, 'firm', ['I want the 241.40 back, this is fraud']);
    expect(item('stayed_calm').status).toBe('met');
  });
});

describe('held the amount', () => {
  const WAGES =
    'I quit my job at Lakeview Diner on oct 31 (gave notice). they never paid my last check, 980 for my last pay period, and they say they dont pay out vacation but i had 320 left. payday was nov 14';

  it.each([
    ['en', WAGES, 'ok just send the 980 and forget the vacation'],
    [
      'en',
      'My landlord is keeping 900 of my 1,500 deposit for normal wear',
      'what if you keep 200 and send me 700',
    ],
    [
      'es',
      'Mi banco me cobró 3 cargos de sobregiro de 30 cada uno, 90 en total, nunca acepté el sobregiro',
      'y si me devuelven dos y quedamos así?',
    ],
    [
      'es',
      'Mi casero se queda con 900 de mi depósito de 1,500 por desgaste normal',
      'bueno, olvídense de la mitad, mándenme 450',
    ],
  ] as const)('%s: giving up part is missed, quoting it (%#)', (lang, story, line) => {
    const ask = lang === 'es' ? 'quiero que me devuelvan todo completo' : 'I want all of it back';
    const { item } = call(story, 'firm', [ask, line], lang);
    expect(item('held_the_amount')).toMatchObject({ status: 'missed', quote: line });
  });

  it('the rep takes a proposal without a sum as the person’s, never putting its own offer in their mouth', () => {
    const { said } = call(
      'Mi banco me cobró 3 cargos de sobregiro de 30 cada uno, 90 en total, nunca acepté el sobregiro',
      'firm',
      [
        'quiero los 90 completos',
        'mi número de cuenta es 0099 1234 5678',
        'nada',
        'y si me devuelven dos y quedamos así?',
      ],
      'es',
    );
    expect(said.at(-1)).toMatch(/^Perfecto, ya le apliqué eso\./);
  });
});

describe('name and reference', () => {
  it.each([
    ['en', 'what is your name?', 'missed'],
    ['en', 'can I get a reference number?', 'missed'],
    ['en', 'what is your name and the reference number?', 'met'],
    ['es', '¿Cómo se llama usted?', 'missed'],
    ['es', '¿Me da su nombre y el número de la orden?', 'met'],
  ] as const)('%s: “%s” is %s (both are needed; an order number is a reference)', (lang, line, status) => {
    const story = lang === 'es' ? FRAUD_AND_FEE_ES : FRAUD_AND_FEE;
    expect(call(story, 'firm', [line], lang).item('name_and_reference')).toMatchObject({
      status,
      quote: line,
    });
  });

  it('the name in one line and the reference in another is met', () => {
    const { item } = call(FRAUD_AND_FEE, 'firm', [
      'who am I speaking with?',
      'and a reference number please',
    ]);
    expect(item('name_and_reference').status).toBe('met');
  });

  it('an order number asked for: the rep says where it is, in both languages', () => {
    const story = 'The shop charged me 1,100 for brakes, the written estimate was 700, I paid to get my car';
    expect(call(story, 'firm', ['Can I have your name and the order number?']).said[0]).toMatch(
      /order number is printed at the top of your invoice/,
    );
    expect(call(story, 'firm', ['¿Me da su nombre y el número de la orden?'], 'es').said[0]).toMatch(
      /número de la orden aparece arriba en su factura/,
    );
  });
});

describe('the rep answers what was asked', () => {
  const COLLECTOR =
    'Got a letter from Northgate Recovery saying I owe 980 to an old gym, I never had that gym.';

  it('a collector told to stop calling at work notes it, before and after it gave way', () => {
    const before = call(COLLECTOR, 'firm', ['please stop calling me at work']);
    expect(before.said[0]).toMatch(/won’t call you there/);
    const after = call(COLLECTOR, 'firm', [
      'I dispute the 980',
      'I want validation in writing under the FDCPA',
      'and dont call me at work anymore',
    ]);
    expect(after.said.at(-1)).toMatch(/won’t call you there/);
    const es = call(COLLECTOR, 'firm', ['no me llamen al trabajo, por favor'], 'es');
    expect(es.said[0]).toMatch(/no le llamaremos ahí/);
  });

  it('after the call settled: a complaint, anger and thanks each get their own answer, and the wrap-up line is said once', () => {
    const { said } = call(
      'Mi casero se queda con 900 de mi depósito de 1,500 por desgaste normal',
      'easy',
      [
        'quiero que me devuelvan los 900',
        'quiero los 900 completos',
        'tengo derecho a mi depósito',
        'igual voy a poner una queja',
        '¡esto es un robo!',
        '¿me da su nombre y un número de referencia?',
        'Gracias, le agradezco mucho',
      ],
      'es',
    );
    const wrapUps = said.filter((line) => line.includes('Eso ya quedó listo de mi lado'));
    expect(wrapUps).toHaveLength(1);
    expect(said[3]).toMatch(/^Está en su derecho, por supuesto\. Para confirmar: /);
    expect(said[4]).toMatch(/mantengamos el respeto/);
    expect(said[5]).toMatch(/número de referencia de esta llamada es \d+\.$/);
    expect(said[6]).toBe('Con gusto. Gracias por llamar, que tenga buen día.');
  });

  it('a Zelle transfer is answered as a transfer, never “your card and PIN”', () => {
    const story =
      'someone took 700 from my Wells Fargo account by Zelle, I got a call from the bank and gave them a code';
    for (const [lang, line] of [
      ['en', 'I want the 700 sent by Zelle put back'],
      ['es', 'quiero que me devuelvan los 700 que salieron por Zelle'],
    ] as const) {
      const { said } = call(story, 'tough', [line], lang);
      expect(said[0]).not.toMatch(/PIN/);
      expect(said[0]).toMatch(/transfer/);
    }
  });
});

describe('the rep’s sums', () => {
  it('never a monthly plan on a repair already paid or a refund asked for', () => {
    const story = 'The shop charged me 1,100 for brakes, the written estimate was 700, I paid to get my car';
    for (const level of ['firm', 'tough'] as const) {
      const { replay } = call(story, level, [
        'I want the 400 over the estimate refunded',
        'California law says you cannot go over the estimate',
        'what is your name and the reference number?',
        'I will file a complaint with the Bureau of Automotive Repair',
        'I need my 400 back',
        '...',
      ]);
      expect(replay.turns.map((turn) => turn.reply.tactic)).not.toContain('monthly_reframe');
    }
  });

  it('never a negative or absurd sum, and no pay band on final wages owed', () => {
    const story =
      'I quit my job at Lakeview Diner on oct 31 (gave notice). they never paid my last check, 980 for my last pay period, and they say they dont pay out vacation but i had 320 left. payday was nov 14';
    expect(call(story, 'firm', ['hi']).practice.wagesOwed).toBe(true);
    for (const lang of ['en', 'es'] as const) {
      const { said } = call(
        story,
        'firm',
        ['I need my final pay', 'I need it this week', 'it is the law', '...'],
        lang,
      );
      for (const line of said) {
        expect(line).not.toMatch(/-\d|pay band|banda salarial|above our number|subir nuestra cifra/);
        expect(line).not.toMatch(/a month|al mes/);
      }
    }
  });

  it('an offer never goes down, nor below a sum the person already asked for', () => {
    const { replay } = call('My landlord is keeping 900 of my 1,500 deposit for normal wear', 'tough', [
      'could you give me back 600?',
      'I want it',
      'I really need it',
      'please',
    ]);
    const offers = replay.turns
      .map((turn) => /\$([\d,]+)/.exec(turn.reply.text)?.[1])
      .filter((value): value is string => value !== undefined)
      .map((value) => Number(value.replace(/,/g, '')))
      .filter((value) => value !== 900);
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) expect(offer).toBeGreaterThanOrEqual(600);
    expect([...offers].sort((a, b) => a - b)).toEqual(offers);
  });
});

describe('tips', () => {
  it('a federal law the person names is never answered with “Lane can’t check state or local law”', () => {
    const story =
      'My flight with Skyward Air was cancelled and they gave me a credit of 310 instead of my money';
    for (const [lang, line] of [
      ['en', 'the DOT rules say I get a cash refund'],
      ['es', 'según las reglas del Departamento de Transporte me toca un reembolso en dinero'],
    ] as const) {
      const tip = call(story, 'firm', [line], lang).item('named_right').tip;
      expect(tip).not.toMatch(/state or local law|leyes estatales ni locales/);
    }
  });

  it('a gym’s next-rung tip never names the CFPB; a bank’s does', () => {
    const gym =
      'I cancelled my Ironworks Gym membership in person on sept 2 and they keep charging 39.99 a month on my debit card';
    expect(call(gym, 'firm', ['I want the 79.98 back']).item('next_rung').tip).not.toMatch(/CFPB/);
    expect(call(gym, 'firm', ['quiero que me devuelvan los 79.98'], 'es').item('next_rung').tip).not.toMatch(
      /CFPB/,
    );
    expect(call(FRAUD_AND_FEE, 'firm', ['I want the 241.40 back']).item('next_rung').tip).toMatch(/CFPB/);
  });
});

describe('small rules behind the judged calls', () => {
  it('two equal charges have no main one: asking for one of them is not the exact ask', () => {
    const gym =
      'I cancelled my Ironworks Gym membership in person on sept 2 and they keep charging 39.99 a month on my debit card, october and november';
    const { practice, item } = call(gym, 'firm', ['I want the 39.99 back']);
    expect(practice.main).toBeUndefined();
    expect(item('exact_ask').status).toBe('missed');
  });

  it('“I’m going to file in justice court” after the no is the next rung', () => {
    const { item } = call('My landlord is keeping 900 of my 1,500 deposit for normal wear', 'tough', [
      'I want the full 900',
      'I am going to file in justice court',
    ]);
    expect(item('next_rung')).toMatchObject({ status: 'met', quote: 'I am going to file in justice court' });
  });

  it('thanks after the call settled gets a goodbye, in both languages', () => {
    const story = 'My landlord is keeping 900 of my 1,500 deposit for normal wear';
    const en = call(story, 'easy', ['I want the 900 back', 'I want the full 900', 'thanks, very kind']);
    expect(en.said.at(-1)).toBe('You’re welcome. Thanks for calling, and have a good day.');
    const es = call(
      story,
      'easy',
      ['quiero los 900', 'quiero los 900 completos', 'Gracias, muy amable'],
      'es',
    );
    expect(es.said.at(-1)).toBe('Con gusto. Gracias por llamar, que tenga buen día.');
  });
});

describe('another charge raised on the call', () => {
  it('is heard as a charge, never answered with “that’s not what our records show”', () => {
    const story =
      'the Bayview Hotel added a 30 a night resort fee at checkout, 90 in all, it was not on the booking page';
    const en = call(story, 'firm', [
      'I want the 90 back',
      'and there’s a parking charge too, I didn’t have a car',
    ]);
    expect(en.said[1]).toMatch(/^I see that charge too/);
    expect(en.said[1]).not.toMatch(/records show/);
    const es = call(
      story,
      'firm',
      ['quiero los 90', 'también me cobraron estacionamiento y no tenía carro'],
      'es',
    );
    expect(es.said[1]).toMatch(/^También veo ese cargo/);
  });
});

describe('final wages owed: the tips', () => {
  const WAGES =
    'I quit my job at Lakeview Diner on oct 31 (gave notice). they never paid my last check, 980 for my last pay period, and they say they dont pay out vacation but i had 320 left. payday was nov 14';
  it.each([
    [
      'en',
      'I need my final pay',
      /state’s wage payment law/,
      /state labor department or the Wage and Hour Division/,
    ],
    [
      'es',
      'necesito mi pago final',
      /ley de pago de salarios de su estado/,
      /departamento de trabajo del estado/,
    ],
  ] as const)(
    '%s: name the state’s wage payment law, and the labor department as the next rung',
    (lang, line, right, rung) => {
      const { item } = call(WAGES, 'firm', [line], lang);
      expect(item('named_right')).toMatchObject({ status: 'not_applicable' });
      expect(item('named_right').tip).toMatch(right);
      expect(item('named_right').tip).not.toMatch(/customer|cliente/);
      expect(item('next_rung').tip).toMatch(rung);
    },
  );
});

// An out-of-network anesthesiologist at an in-network surgery center, the plan's share told: the share
// is owed, the rest of the bill comes off (the No Surprises Act), and paying the share is the ask.
const ANESTHESIA =
  'had knee surgery sept 18 at Riverside Surgical Center which is IN network for my plan. got a bill dated nov 2 from Summit Anesthesia Partners for 2340, they say theyre out of network. my insurance EOB says i owe 150 for the anesthesia. i never picked the anesthesiologist'; // prettier-ignore

describe('a surprise bill with the plan’s share told', () => {
  it('asks the rest of the bill off, from the company that sent it, and reads paying the share as the ask', () => {
    const { practice, replay, item, said } = call(ANESTHESIA, 'firm', [
      'I’ll pay the 150 my EOB shows, and I need the other 2190 taken off.',
      'If you knock 30 percent off I’ll just pay it today and be done.',
    ]);
    expect(practice.company).toBe('Summit Anesthesia Partners');
    expect(practice.figure?.value).toBe(2190);
    expect(practice.share?.value).toBe(150);
    expect(replay.turns[0]!.moves.ask).toMatchObject({ figure: 2190, exact: true });
    expect(replay.turns[0]!.moves.accept).toBeUndefined();
    expect(said[0]).not.toMatch(/set up your payment/u);
    // 30 percent off the whole bill is 1,638 paid: less than owed.
    expect(said[1]).toContain('1638');
    expect(item('exact_ask').status).toBe('met');
    expect(item('held_the_amount').status).toBe('missed');
    expect(item('held_the_amount').quote).toContain('knock 30 percent');
    expect(item('named_right').tip).toContain('out-of-network doctor at an in-network facility');
    expect(item('exact_ask').tip).toContain('take $2190 off the bill, so it comes to $150');
  });
});

// Spanish with the English words of a payroll: a layoff, the final paycheck short, PTO refused, a deduction.
const FINAL_PAY_SPANGLISH =
  'Trabajaba en una panadería en San Diego, me hicieron layoff el 2 de noviembre. Me dieron mi final paycheck el 10 de noviembre y le faltan mis últimos 2 días (16 horas a 20 la hora) y mis 8 horas de PTO. Y me descontaron 40 de la gorra. El manager dice que el PTO no se paga.'; // prettier-ignore

describe('final pay told in Spanish with English words', () => {
  it('is wages owed: the hours and the PTO at the rate and the deduction, added up; PTO is no company', () => {
    const { practice, replay, item } = call(
      FINAL_PAY_SPANGLISH,
      'firm',
      [
        'Hola, te llamo por mi final paycheck. Me faltan 520: 320 de mis días, 160 de PTO y 40 de la gorra.',
        '¿Me das tu nombre y un número de referencia?',
      ],
      'es',
    );
    expect(practice.subCase).toBe('salary_unpaid_wages');
    expect(practice.company).toBeUndefined();
    expect(practice.figure?.value).toBe(520);
    expect(replay.turns[0]!.moves.ask).toMatchObject({ figure: 520, exact: true });
    expect(item('exact_ask').status).toBe('met');
    expect(item('name_and_reference').status).toBe('met');
  });
});

describe('a deposit deduction the person accepts as fair', () => {
  it.each([
    [
      'en',
      'Moved out oct 31. Deposit was 1,800, they sent back 1,000 with a list: carpet 500, blinds 120, cleaning 180. The cleaning is fair, the oven was a mess, but the carpet was 10 years old.',
      'I accept the cleaning charge of 180, but the carpet and blinds are normal wear.',
      'If you send 300 we can call it even.',
    ],
    [
      'es',
      'Me mudé el 31 de octubre. El depósito era de 1,800 y me devolvieron 1,000 con una lista: alfombra 500, persianas 120, limpieza 180. Lo de la limpieza sí lo acepto, pero la alfombra tenía 10 años.',
      'Acepto el cargo de limpieza de 180, pero la alfombra y las persianas son desgaste normal.',
      'Bueno, si me dan 300 lo dejamos ahí.',
    ],
  ] as const)(
    'asks the rest back (%s), and agreeing to that deduction on the call gives nothing up',
    (lang, story, fair, less) => {
      const { practice, replay, item } = call(story, 'firm', [fair, less], lang);
      expect(practice.figure?.value).toBe(620);
      expect(replay.turns[0]!.moves.accept).toBeUndefined();
      expect(item('held_the_amount').status).toBe('missed');
      expect(item('held_the_amount').quote).toBe(less);
    },
  );
});
