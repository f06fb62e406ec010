import type { Language, PracticeLevel, PracticeMove } from '@lane/shared';
import { describe, expect, it } from 'vitest';
import { readPracticeCase } from './read-practice-case.js';
import { replayCall } from './rep.js';
import { scoreCall } from './scorecard.js';

const TODAY = '2026-11-24';
const CARD = 'There’s a $89.99 charge from StreamMax on my credit card that I never made.';
const CARD_ES = 'Hay un cargo de 89.99 de StreamMax en mi tarjeta de crédito que yo no hice';
const DEBT_STORY =
  'Got a letter from Keystone Recovery Group saying I owe 1842.60 to Lumen Wireless, I never had Lumen. The letter is dated november 10.';
const PRICE = 'Comcast raised my internet from 60 to 85 a month';

function score(story: string, level: PracticeLevel, lines: string[], lang: Language = 'en') {
  const practice = readPracticeCase(
    [
      { role: 'user', content: story },
      { role: 'assistant', content: 'Here is a plan.' },
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
  return { scorecard, item };
}

describe('the scorecard, decided by rules', () => {
  it('a transcript that accepts half of a fraudulent charge scores “accepted less than owed”, quoting it', () => {
    const { item, scorecard } = score(CARD, 'tough', [
      'I want the 89.99 back.',
      'no, all 89.99',
      'ok I’ll take half',
    ]);
    expect(item('held_the_amount')).toEqual({
      move: 'held_the_amount',
      status: 'missed',
      quote: 'ok I’ll take half',
      tip: 'When they offer part: “Thank you, but I don’t owe any of the $89.99. I need the full $89.99 taken off.”',
    });
    expect(scorecard.summary).toBe(
      'You made 2 of the 6 moves that matter. You accepted less than what you’re owed.',
    );
  });

  it('the same in Spanish, with the tip in usted', () => {
    const { item } = score(
      CARD_ES,
      'firm',
      ['quiero que me devuelvan los 89.99', 'vale, acepto el 50%'],
      'es',
    );
    expect(item('held_the_amount')).toMatchObject({ status: 'missed', quote: 'vale, acepto el 50%' });
    expect(item('held_the_amount').tip).toBe(
      'Cuando le ofrezcan una parte: “Gracias, pero no debo nada de los $89.99. Necesito que lo quiten completo.”',
    );
  });

  it('the exact ask: met with the line that names the figure; missed with the one that asked for less, and a tip with the figure and the company', () => {
    expect(score(CARD, 'easy', ['hello', 'I want the 89.99 back.']).item('exact_ask')).toMatchObject({
      status: 'met',
      quote: 'I want the 89.99 back.',
    });
    expect(score(CARD, 'easy', ['can you refund 40 of it?']).item('exact_ask')).toEqual({
      move: 'exact_ask',
      status: 'missed',
      quote: 'can you refund 40 of it?',
      tip: 'Say the figure: “I’m asking you to reverse the $89.99 StreamMax charge in full.”',
    });
  });

  it('the right: met by its substance, missed by a vague “the law says” (with the right to name), not applicable where none applies', () => {
    expect(
      score(CARD, 'tough', ['I’m only liable for $50 at most, I never made it']).item('named_right'),
    ).toMatchObject({ status: 'met' });
    expect(score(CARD, 'tough', ['The law says you have to refund it.']).item('named_right')).toEqual({
      move: 'named_right',
      status: 'missed',
      quote: 'The law says you have to refund it.',
      tip: 'Name the right: “Under the Fair Credit Billing Act I’m disputing this charge as a billing error.”',
    });
    expect(score(PRICE, 'tough', ['keep me at 60']).item('named_right')).toMatchObject({
      status: 'not_applicable',
    });
  });

  it('name and reference: met when asked for, else a tip to ask before hanging up', () => {
    expect(
      score(CARD, 'easy', ['What’s your name and the reference number?']).item('name_and_reference'),
    ).toMatchObject({ status: 'met', quote: 'What’s your name and the reference number?' });
    expect(score(CARD, 'easy', ['I want the 89.99 back.']).item('name_and_reference')).toEqual({
      move: 'name_and_reference',
      status: 'missed',
      tip: 'Before you hang up: “Could I have your name and a reference number for this call?”',
    });
  });

  it('stayed calm: a lawful CFPB complaint is calm; capitals, insults or a threat of violence are not', () => {
    expect(
      score(CARD, 'firm', ['I want the 89.99 back.', 'If not, I’ll file a complaint with the CFPB.']).item(
        'stayed_calm',
      ),
    ).toMatchObject({ status: 'met', quote: 'If not, I’ll file a complaint with the CFPB.' });
    for (const line of [
      'GIVE ME MY MONEY BACK RIGHT NOW',
      'you useless crooks',
      'eres un idiota',
      'I’ll come down there and hurt you',
    ])
      expect(score(CARD, 'firm', ['I want the 89.99 back.', line]).item('stayed_calm')).toMatchObject({
        status: 'missed',
        quote: line,
      });
  });

  it('a payment offered after the rep gave way is still less than owed, and the rep takes it', () => {
    const { item } = score(DEBT_STORY, 'firm', [
      'I dispute all of it and I want validation in writing, under the Fair Debt Collection Practices Act',
      'ok ok... what if I just pay 200 today so it stops',
    ]);
    expect(item('held_the_amount')).toMatchObject({
      status: 'missed',
      quote: 'ok ok... what if I just pay 200 today so it stops',
    });
  });

  it('the next rung: not applicable when the rep never said no, met by a supervisor asked for after a no, missed otherwise', () => {
    expect(
      score(CARD, 'easy', [
        'Please reverse the 89.99, I never made it — under the Fair Credit Billing Act.',
      ]).item('next_rung'),
    ).toMatchObject({ status: 'not_applicable' });
    expect(
      score(CARD, 'tough', ['I want the 89.99 back.', 'Can I speak to a supervisor?']).item('next_rung'),
    ).toMatchObject({
      status: 'met',
      quote: 'Can I speak to a supervisor?',
    });
    // Asked before any no, a supervisor is not yet the next rung.
    expect(
      score(CARD, 'tough', ['Supervisor please. I want the 89.99 back.', 'I want the 89.99 back.']).item(
        'next_rung',
      ),
    ).toMatchObject({
      status: 'missed',
    });
    // On a condition, before any no, it is the rung said in time, in both languages.
    for (const line of [
      'if you cant do it I want a supervisor please',
      'si no puede, quiero hablar con un supervisor',
    ])
      expect(score(CARD, 'tough', [line, 'I want the 89.99 back.']).item('next_rung')).toMatchObject({
        status: 'met',
        quote: line,
      });
  });

  it('quotes a long line trimmed to about 160 characters, in the person’s words', () => {
    const long = `I want the 89.99 back, ${'I have been a customer for many years and I never made this charge, '.repeat(4)}`;
    const { item } = score(CARD, 'easy', [long]);
    expect(item('exact_ask').quote!.length).toBeLessThanOrEqual(161);
    expect(long.startsWith(item('exact_ask').quote!.slice(0, -1))).toBe(true);
  });

  it('a settled call says so, with the moves counted over those that apply', () => {
    const { scorecard } = score(PRICE, 'easy', ['keep it at $60 please', 'I want to keep the 60'], 'es');
    // The rep gave way with no rung climbed: next_rung is not applicable, so 4 moves apply.
    expect(scorecard.summary).toBe('Usted hizo 3 de las 4 jugadas que importan. La otra parte cedió.');
  });

  it('a law named where the engine has no right: met, with a tip that says Lane can’t check it; none named: not applicable', () => {
    const DEPOSIT = 'My landlord in Chicago kept my whole deposit';
    const named = score(DEPOSIT, 'firm', [
      'I want it all back',
      'Under the Chicago ordinance you had 45 days',
    ]);
    expect(named.item('named_right')).toMatchObject({
      status: 'met',
      quote: 'Under the Chicago ordinance you had 45 days',
    });
    expect(named.item('named_right').tip).toMatch(/can’t check state or local law/);
    const es = score(DEPOSIT, 'firm', ['según la ordenanza de Chicago tenía 45 días'], 'es');
    expect(es.item('named_right').tip).toMatch(/no puede verificar leyes estatales ni locales/);
    expect(score(DEPOSIT, 'firm', ['I want it all back']).item('named_right').status).toBe('not_applicable');
  });

  it('stayed calm: missed for an accusation, quoting it', () => {
    expect(
      score(CARD, 'firm', ['I want the 89.99 back', 'this is a scam!']).item('stayed_calm'),
    ).toMatchObject({
      status: 'missed',
      quote: 'this is a scam!',
    });
    expect(
      score(CARD_ES, 'firm', ['quiero los 89.99', '¡ustedes me están robando!'], 'es').item('stayed_calm'),
    ).toMatchObject({ status: 'missed', quote: '¡ustedes me están robando!' });
  });

  it('held the amount: missed when the person proposes less (“what if you just credit half”), in both languages', () => {
    expect(
      score(CARD, 'firm', [
        'I want the full 89.99 credited back',
        'what if you just credit half and we’re done',
      ]).item('held_the_amount'),
    ).toMatchObject({ status: 'missed', quote: 'what if you just credit half and we’re done' });
    expect(
      score(CARD_ES, 'firm', ['quiero los 89.99', 'si me devuelve 40 lo dejamos así'], 'es').item(
        'held_the_amount',
      ),
    ).toMatchObject({ status: 'missed', quote: 'si me devuelve 40 lo dejamos así' });
  });

  it('name and reference: the name alone is missed, quoting it, with the tip to ask for the number too', () => {
    const { item } = score(CARD_ES, 'firm', ['quiero los 89.99', '¿Me puede dar su nombre?'], 'es');
    expect(item('name_and_reference')).toMatchObject({ status: 'missed', quote: '¿Me puede dar su nombre?' });
    expect(item('name_and_reference').tip).toMatch(/número de referencia/);
  });

  it('the next rung: an owner, a labor department or a complaint after a no counts, in both languages', () => {
    expect(
      score(CARD, 'tough', ['I want the 89.99 back.', 'Let me talk to the owner then']).item('next_rung')
        .status,
    ).toBe('met');
    expect(
      score(CARD, 'tough', ['I want the 89.99 back.', 'I’ll contact the Department of Labor then']).item(
        'next_rung',
      ).status,
    ).toBe('met');
    expect(
      score(CARD_ES, 'tough', ['quiero los 89.99', 'voy a poner una queja con la CFPB'], 'es').item(
        'next_rung',
      ).status,
    ).toBe('met');
  });

  it('a collector’s tip names the FDCPA, never the Fair Credit Billing Act', () => {
    const { item } = score(
      'A collector, ABC Recovery, keeps calling me at work about 1,400 on an old credit card, letter came oct 20',
      'firm',
      ['I dispute the 1,400, send me validation'],
    );
    expect(item('named_right').tip).not.toMatch(/Fair Credit Billing/);
    expect(item('named_right').tip).toMatch(/Fair Debt Collection Practices Act/);
  });

  it('a company that names itself a collector is played and scored as one, even when the case reads as a card charge', () => {
    const practice = {
      ...readPracticeCase(
        [
          { role: 'user', content: CARD },
          { role: 'assistant', content: 'Here is a plan.' },
        ],
        TODAY,
      ),
      company: 'Midland Credit Management',
    };
    for (const lang of ['en', 'es'] as const) {
      const lines =
        lang === 'en'
          ? ['I dispute this debt, send me validation in writing', 'fine, I’ll pay 20 if you stop calling']
          : ['Disputo esta deuda, mándeme la validación por escrito', 'bueno, le pago 20 si dejan de llamar'];
      const replay = replayCall(
        practice,
        'firm',
        lines.map((content) => ({ role: 'person' as const, content })),
        lang,
      );
      expect(replay.opening.text).toMatch(/^Midland Credit Management, (this is Sam|le atiende Sam)/);
      const all = [replay.opening.text, ...replay.turns.map((turn) => turn.reply.text)].join(' ');
      expect(all).not.toMatch(/card services|merchant|servicios de tarjeta|comercio/);
      const scorecard = scoreCall(replay, practice, lang);
      const item = (move: PracticeMove) => scorecard.items.find((candidate) => candidate.move === move)!;
      expect(item('exact_ask')).toMatchObject({ status: 'met', quote: lines[0] });
      expect(item('named_right')).toMatchObject({ status: 'met', quote: lines[0] });
      expect(item('held_the_amount')).toMatchObject({ status: 'missed', quote: lines[1] });
      for (const tip of scorecard.items.map((candidate) => candidate.tip))
        expect(tip).not.toMatch(/Fair Credit Billing|Facturación Justa/);
      expect(item('named_right').tip).toMatch(/Fair Debt Collection Practices Act|FDCPA/);
      expect(item('held_the_amount').tip).toMatch(
        /validate the debt in writing|validen la deuda por escrito/,
      );
    }
  });
});
