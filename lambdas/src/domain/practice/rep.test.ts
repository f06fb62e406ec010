import { PRACTICE_LEVELS, type Language, type PracticeLevel } from '@lane/shared';
import { describe, expect, it } from 'vitest';
import type { PracticeCase, PracticeFamily } from './practice-case.js';
import { readPracticeCase } from './read-practice-case.js';
import { nextRepLine, replayCall } from './rep.js';
import { scoreCall } from './scorecard.js';

const TODAY = '2026-11-24';
const caseOf = (story: string): PracticeCase =>
  readPracticeCase(
    [
      { role: 'user', content: story },
      { role: 'assistant', content: 'Here is a plan.' },
    ],
    TODAY,
  );

/** One story per family, and the exact ask for it as a person would say it, in each language. */
const FAMILIES: Record<PracticeFamily, { story: string; ask: Record<Language, string> }> = {
  card_bank: {
    story: 'There’s a $89.99 charge from StreamMax on my credit card that I never made.',
    ask: { en: 'I want the 89.99 back.', es: 'Quiero que me devuelvan los 89.99.' },
  },
  fees: {
    story: 'Ticketmaster charged 40 in fees on a 120 ticket',
    ask: { en: 'I want the $40 in fees refunded.', es: 'Quiero que me devuelvan los $40 de cargos.' },
  },
  medical: {
    story: 'Got a bill from St Mary hospital for 2,050, good faith estimate was 1,200, im uninsured',
    ask: { en: 'I need the 850 over the estimate taken off.', es: 'Necesito que me quiten los 850.' },
  },
  debt: {
    story: 'A collector, ABC Recovery, says I owe 1,400 on an old credit card, letter came oct 20',
    ask: {
      en: 'I dispute the 1,400 and I want you to prove it in writing.',
      es: 'Disputo los 1,400 y les pido la prueba por escrito.',
    },
  },
  rent: {
    story: 'My landlord is keeping 900 of my 1,500 deposit for normal wear',
    ask: { en: 'I want the 900 back.', es: 'Quiero que me devuelvan los 900.' },
  },
  service: {
    story: 'Comcast raised my internet from 60 to 85 a month',
    ask: { en: 'Keep me at $60 a month.', es: 'Les pido que me mantengan en $60 al mes.' },
  },
  salary: {
    story: 'Acme offered me 70k for a marketing manager job, market rate is 80k, how do I negotiate?',
    ask: { en: 'I’m asking for 80k.', es: 'Les pido 80k.' },
  },
  car: {
    story: 'Joe’s Auto estimated 600 for brakes, now says 1,150 when I came to pick it up',
    ask: { en: 'I want the 550 over the estimate off.', es: 'Quiero que quiten los 550.' },
  },
  vendor: {
    story: 'My client BrightWeb owes me 2,400 on an invoice 60 days late',
    ask: { en: 'I need the 2,400 paid this week.', es: 'Necesito que me paguen los 2,400 esta semana.' },
  },
};

const call = (practice: PracticeCase, level: PracticeLevel, lines: string[], lang: Language = 'en') =>
  replayCall(
    practice,
    level,
    lines.map((content) => ({ role: 'person' as const, content })),
    lang,
  );

/** Spanish the rep must never use with a caller: the familiar tú. */
const TUTEO = /\b(?:tú|tu|te|puedes|quieres|tienes|debes|estás|llamaste|dime|oye)\b/iu;

describe.each(Object.entries(FAMILIES))('the %s rep', (family, { story, ask }) => {
  const practice = caseOf(story);

  it('plays this case’s family with its figure', () => {
    expect(practice.family).toBe(family);
    expect(practice.figure).toBeDefined();
  });

  it.each(PRACTICE_LEVELS)(
    '%s: answers the first clear ask with its policy, never giving way at once',
    (level) => {
      for (const lang of ['en', 'es'] as const) {
        const replay = call(practice, level, [ask[lang]], lang);
        expect(replay.turns[0]?.moves.ask?.exact).toBe(true);
        expect(replay.turns[0]?.reply).toMatchObject({ tactic: 'policy', refused: true });
        expect(replay.turns[0]?.reply.settled).toBeUndefined();
        expect(replay.turns[0]?.reply.text).toContain(practice.figure!.text.replace(/^\$/, ''));
      }
    },
  );

  it('easy: gives way when the ask is pressed a second time', () => {
    const replay = call(practice, 'easy', [ask.en, ask.en]);
    expect(replay.turns[1]?.reply.settled).toBe(true);
    expect(replay.outcome).toBe('settled');
  });

  it('firm: the ask repeated is not enough; a supervisor asked for as well is', () => {
    expect(call(practice, 'firm', [ask.en, ask.en, ask.en]).outcome).toBe('open');
    const replay = call(practice, 'firm', [
      ask.en,
      ask.en,
      `${ask.en} Please put me through to a supervisor.`,
    ]);
    expect(replay.outcome).toBe('settled');
  });

  it('tough: runs several tactics and gives way only to the ask with the next rung (and the right, where one applies)', () => {
    const right = practice.rights.length > 0 ? ' The law is on my side.' : '';
    const pressing = [ask.en, ask.en, ask.en, ask.en, ask.en, ask.en];
    const noRung = call(practice, 'tough', pressing);
    expect(noRung.outcome).toBe('open');
    expect(new Set(noRung.turns.map((turn) => turn.reply.tactic)).size).toBeGreaterThanOrEqual(4);
    const rung = `${ask.en}${right} I want a supervisor, or I’ll file a complaint.`;
    const everything = call(practice, 'tough', [rung]);
    expect(everything.outcome).toBe('open');
  });

  it('Spanish: the rep speaks to the caller as usted in every line', () => {
    const replay = call(
      practice,
      'tough',
      [ask.es, ask.es, '...', ask.es, 'son unos ladrones', 'vale, acepto'],
      'es',
    );
    for (const line of [replay.opening, ...replay.turns.map((turn) => turn.reply)])
      expect(line.text).not.toMatch(TUTEO);
  });
});

describe('a case with no figure, no company or no sub-case', () => {
  const STORIES = [
    'my landlord won’t fix the heat',
    'hi',
    'They charged me a fee',
    'Mi jefe no me paga las horas extra, trabajo 50 horas a la semana',
    'The gym keeps charging me after I cancelled',
    'My rent is going up',
    'Acme offered me a job, how do I negotiate?',
  ];
  const LINES = [
    'hello',
    'I want my money back',
    'I want the full amount refunded',
    '...',
    'supervisor please',
    'ok fine I accept',
    'what’s your name and reference number?',
  ];

  it.each(STORIES)(
    '“%s”: every line and tip is whole, with no blank, no “undefined” and no doubled article',
    (story) => {
      const practice = caseOf(story);
      for (const lang of ['en', 'es'] as const)
        for (const level of PRACTICE_LEVELS) {
          const replay = call(practice, level, LINES, lang);
          const scorecard = scoreCall(replay, practice, lang);
          const texts = [
            replay.opening.text,
            ...replay.turns.map((turn) => turn.reply.text),
            ...scorecard.items.map((item) => item.tip),
            scorecard.summary,
          ];
          for (const text of texts) {
            expect(text.trim()).not.toBe('');
            expect(text).not.toMatch(/undefined|NaN|\bthe the\b|\bde el\b|\$0\b|\s[,.]/);
          }
        }
    },
  );
});

describe('the rep at the phone', () => {
  const card = caseOf(FAMILIES.card_bank.story);

  it('answers as the card issuer for a charge disputed on the card, as the company otherwise', () => {
    expect(nextRepLine(call(card, 'easy', []))).toEqual({
      text: 'Thanks for calling card services, this is Sam. How can I help you today?',
    });
    expect(nextRepLine(call(caseOf(FAMILIES.service.story), 'easy', [], 'es'))).toEqual({
      text: 'Gracias por llamar a Comcast, le atiende Sam. ¿En qué le puedo ayudar hoy?',
    });
  });

  it('tough: the right named and the next rung, after three tactics, settle the call', () => {
    const replay = call(card, 'tough', [
      'I want the 89.99 back.',
      'Under the Fair Credit Billing Act I’m disputing this charge.',
      'I want the 89.99 reversed, please.',
      'I want the 89.99 reversed, or I’ll file a complaint with the CFPB.',
    ]);
    expect(
      replay.turns.map((turn) => turn.reply.tactic ?? (turn.reply.settled ? 'settled' : 'none')),
    ).toEqual(['policy', 'limited_authority', 'false_urgency', 'settled']);
  });

  it('after giving the whole sum back, keeps its word when the person offers to take less, and it counts against them', () => {
    const lines = [
      'I want the 89.99 back.',
      'Under the Fair Credit Billing Act I’m disputing this charge.',
      'I want the 89.99 reversed, please.',
      'I want the 89.99 reversed, or I’ll file a complaint with the CFPB.',
    ];
    for (const less of ['i will take half then', 'fine, I’ll accept 45']) {
      const replay = call(card, 'tough', [...lines, less]);
      const [settled, after] = replay.turns.slice(-2).map((turn) => turn.reply);
      expect(settled?.settled).toBe(true);
      // The rep says again what it already did, never a smaller credit.
      expect(after?.text).toMatch(/^Just to confirm: .*\$89\.99/u);
      expect(after?.text).not.toMatch(/\$4[45]/u);
      const held = scoreCall(replay, card, 'en').items.find((item) => item.move === 'held_the_amount');
      expect(held).toMatchObject({ status: 'missed', quote: less });
    }
  });

  it('hears "I’ll take it to small claims" as the next rung, never as taking less', () => {
    const replay = call(card, 'firm', [
      'I want the 89.99 back.',
      'If you won’t, I’ll take it to small claims court.',
    ]);
    const items = scoreCall(replay, card, 'en').items;
    expect(items.find((item) => item.move === 'held_the_amount')?.status).toBe('met');
  });

  it('tough: a vague “the law says” does not stand for the right that applies', () => {
    const replay = call(card, 'tough', [
      'I want the 89.99 back.',
      'The law says you have to.',
      'I want the 89.99 reversed.',
      'I want the 89.99 reversed, or I’ll file a complaint with the CFPB.',
    ]);
    expect(replay.outcome).toBe('open');
    expect(replay.turns[1]?.reply.text).toContain('I’m not able to speak to what the law says.');
  });

  it('gives the same name and reference number whenever asked, and nothing for insults or threats', () => {
    const replay = call(card, 'easy', [
      'what is your name and a reference number?',
      'I want the 89.99 back you thieves',
      'I want the 89.99 back or I know where you work',
      'Can I get your name and the reference number again?',
    ]);
    const reference = /reference number for this call is (\d{5})/;
    expect(replay.turns[0]?.reply.text).toMatch(reference);
    expect(replay.turns[3]?.reply.text.match(reference)?.[1]).toBe(
      replay.turns[0]?.reply.text.match(reference)?.[1],
    );
    expect(replay.turns[1]?.reply.text).toContain('keep this respectful');
    expect(replay.turns[2]?.reply.text).toContain('end this call');
    expect(replay.outcome).toBe('open');
  });

  it('meets silence after an offer by raising it halfway, with the split-the-difference tactic', () => {
    const replay = call(card, 'firm', ['I want the 89.99 back.', 'I want the 89.99 back.', '...']);
    expect(replay.turns[1]?.reply.text).toContain('$22.50');
    expect(replay.turns[2]?.reply).toMatchObject({ tactic: 'split_difference' });
    expect(replay.turns[2]?.reply.text).toContain('Are you still there?');
    expect(replay.turns[2]?.reply.text).toContain('$56.25');
  });

  it('a tough rep never grants an ask on the first line: it answers with its policy', () => {
    const replay = call(card, 'tough', ['could you refund 20?']);
    expect(replay.turns[0]?.reply.tactic).toBe('policy');
    expect(replay.turns[0]?.reply.text).not.toMatch(/courtesy/);
  });

  it('grants a smaller ask at once, and closes the call when it is accepted', () => {
    const replay = call(card, 'firm', ['could you refund 20?', 'ok that works']);
    expect(replay.turns[0]?.reply.text).toBe(
      'I can do $20 today as a one-time courtesy. Shall I put that through?',
    );
    expect(replay.turns[1]?.acceptedLess).toBe(true);
    expect(replay.outcome).toBe('partial');
    expect(replay.turns[1]?.reply.settled).toBeUndefined();
  });

  it('reads the call from the person’s lines only: the browser’s copy of the rep’s lines changes nothing', () => {
    const lines = ['I want the 89.99 back.', 'I want the 89.99 back.'];
    const honest = replayCall(
      card,
      'easy',
      [
        { role: 'person', content: lines[0]! },
        { role: 'rep', content: 'Our policy is that you first contact the merchant.' },
        { role: 'person', content: lines[1]! },
      ],
      'en',
    );
    const forged = replayCall(
      card,
      'easy',
      [
        { role: 'person', content: lines[0]! },
        { role: 'rep', content: 'I have refunded everything and added $500.' },
        { role: 'person', content: lines[1]! },
      ],
      'en',
    );
    expect(forged).toEqual(honest);
  });

  it('never says a right does not apply, and never gives advice', () => {
    const lines = [
      'I want the 89.99 back.',
      'Under the Fair Credit Billing Act I’m disputing this charge.',
      'The law says you must.',
      'I want a supervisor.',
      '...',
      'I’ll file a complaint with the CFPB.',
    ];
    for (const level of PRACTICE_LEVELS)
      for (const [lang, texts] of [
        ['en', lines],
        ['es', lines],
      ] as const) {
        const replay = call(card, level, [...texts], lang);
        for (const turn of replay.turns)
          expect(turn.reply.text).not.toMatch(
            /doesn[’']t apply|does not apply|not a right|no aplica|no tiene derecho|you should|I advise|le aconsejo|le recomiendo/i,
          );
      }
  });

  it('never says the same line twice in a row, whatever the person says before an ask', () => {
    const car = caseOf('The shop billed me 1,340 but my written estimate was 650');
    for (const lang of ['en', 'es'] as const) {
      const replay = call(
        car,
        'tough',
        ['hi, about my car', 'so?', 'hello??', 'the bill is wrong', 'ok', 'what'],
        lang,
      );
      const lines = [replay.opening.text, ...replay.turns.map((turn) => turn.reply.text)];
      lines.slice(1).forEach((line, index) => expect(line).not.toBe(lines[index]));
    }
  });

  it('answers a denial and a question with its records and its no, and a weak ask with silence', () => {
    const replay = call(card, 'tough', [
      'I didn’t make it, my card was in my wallet',
      'so what happens now?',
      'what can you do?',
    ]);
    expect(replay.turns[0]?.reply.text).toMatch(
      /^I understand, but nothing on our side shows the card was lost/,
    );
    expect(replay.turns[0]?.reply.tactic).toBe('policy');
    expect(replay.turns[1]?.reply.text).toMatch(/^Here’s where things stand:/);
    expect(replay.turns[2]?.reply.tactic).toBe('silence');
    const es = call(
      card,
      'firm',
      ['yo no fui, mi tarjeta estaba en mi cartera', '¿no hay algo que puedan hacer?'],
      'es',
    );
    expect(es.turns[0]?.reply.text).toMatch(/^Le entiendo, pero de nuestro lado nada muestra/);
    expect(es.turns[1]?.reply.tactic).toBe('silence');
  });

  it('takes an account number without ever saying it back', () => {
    const replay = call(card, 'firm', ['My account number is 4417-2290-88']);
    expect(replay.turns[0]?.reply.text).toMatch(/^Thank you, I have the account up\./);
    expect(replay.turns[0]?.reply.text).not.toMatch(/4417/);
  });

  it('speaks as each family: a collector as the collector, a bank’s ATM claim never sends you to the merchant', () => {
    const debt = caseOf(
      'Midland Credit Management sent me a letter saying I owe 2,340, I think its not mine',
    );
    expect(replayCall(debt, 'firm', [], 'en').opening.text).toMatch(
      /^Midland Credit Management, this is Sam\. This is a debt collector/,
    );
    expect(replayCall(debt, 'firm', [], 'es').opening.text).toMatch(/Somos una agencia de cobranza/);
    const atm = caseOf(
      'Someone took 800 from my checking account at an ATM with my debit card, I still have the card',
    );
    for (const lang of ['en', 'es'] as const) {
      const replay = call(
        atm,
        'tough',
        [lang === 'en' ? 'I want the 800 back' : 'quiero los 800 de vuelta', 'no'],
        lang,
      );
      const all = [replay.opening.text, ...replay.turns.map((turn) => turn.reply.text)].join(' ');
      expect(all).not.toMatch(/merchant|comercio|card services|servicios de tarjeta/);
    }
    const landlord = caseOf('My landlord is keeping 900 of my 1,500 deposit for normal wear');
    expect(replayCall(landlord, 'firm', [], 'en').opening.text).toMatch(/^Leasing office, this is Sam/);
  });

  it('a firm rep on a bill reaches for the monthly reframe', () => {
    const medical = caseOf(
      'Got a bill from St Mary hospital for 2,050, good faith estimate was 1,200, im uninsured',
    );
    const replay = call(medical, 'firm', [
      'I need the 850 over the estimate taken off.',
      'No, the 850.',
      'The 850, please.',
    ]);
    expect(replay.turns.map((turn) => turn.reply.tactic)).toContain('monthly_reframe');
    expect(replay.turns.find((turn) => turn.reply.tactic === 'monthly_reframe')?.reply.text).toMatch(
      /\$70\.83 a month/,
    );
  });

  it('a proposal to pay to close the bill is booked as a payment and counts as less than owed', () => {
    const car = caseOf('The shop billed me 1,340 but my written estimate was 650');
    const replay = call(car, 'tough', [
      'I want the 690 over the estimate off',
      'How about I pay 1,000 and we call it even?',
    ]);
    expect(replay.turns[1]?.acceptedLess).toBe(true);
    expect(replay.turns[1]?.reply.text).toBe(
      'Great, I’ve set up your payment of $1,000. Is there anything else I can help you with?',
    );
  });

  it('the name alone gets the name; a reference asked for gets both', () => {
    expect(call(card, 'firm', ['What’s your name?'])?.turns[0]?.reply.text).toBe('Sure, my name is Sam.');
    expect(call(card, 'firm', ['Can I get a reference number?'])?.turns[0]?.reply.text).toMatch(
      /^Sure, my name is Sam, and the reference number for this call is \d{5}\.$/,
    );
  });

  it('a flight spoken of makes the rep the airline: travel credit, never “billed periods”', () => {
    const fare = caseOf('They charged me 412 and gave me a credit instead of my money back');
    const en = call(fare, 'firm', ['My flight was cancelled. I want the 412 refunded to my card.']);
    expect(en.turns[0]?.reply.text).toMatch(/what we offer is travel credit/);
    expect(en.turns[0]?.reply.text).not.toMatch(/billed periods/);
    const es = call(fare, 'firm', ['Me cancelaron el vuelo. Quiero los 412 de vuelta en mi tarjeta.'], 'es');
    expect(es.turns[0]?.reply.text).toMatch(/lo que ofrecemos es un crédito de viaje/);
  });
});
