import { PRACTICE_LEVELS, PRACTICE_MOVES, practiceStreamEventSchema, scorecardSchema } from '@lane/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readPracticeCase } from './read-practice-case.js';
import { replayCall } from './rep.js';
import { scoreCall } from './scorecard.js';

/**
 * Whatever the person types (any text, any script, up to the contract's 1,000 characters a line),
 * the rep answers with a whole line of the contract and the scorecard judges every move, quoting
 * only the person's own words.
 */
const STORIES = [
  'There’s a $89.99 charge from StreamMax on my credit card that I never made.',
  'Recibí una factura del hospital St Mary por 2,050, el estimado de buena fe era 1,200, no tengo seguro',
  'Comcast raised my internet from 60 to 85 a month',
  'hi',
].map((story) =>
  readPracticeCase(
    [
      { role: 'user', content: story },
      { role: 'assistant', content: 'Here is a plan.' },
    ],
    '2026-11-24',
  ),
);

const WORDS = [
  'I want',
  'quiero',
  'the 89.99',
  'los 850',
  'half',
  'la mitad',
  'ok',
  'vale, acepto',
  'supervisor',
  'CFPB',
  'Fair Credit Billing Act',
  'idiots',
  '...',
  'your name',
  'reference',
  '50%',
  'no',
  '!!!',
];
const line = fc.oneof(
  fc.string({ minLength: 1, maxLength: 1000, unit: 'grapheme' }),
  fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 12 }).map((words) => words.join(' ')),
);

describe('the practice, whatever is typed', () => {
  it('answers every line with a valid reply and scores the call with the person’s own words', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...STORIES),
        fc.constantFrom(...PRACTICE_LEVELS),
        fc.constantFrom('en' as const, 'es' as const),
        fc.array(line, { minLength: 1, maxLength: 20 }),
        (practice, level, lang, lines) => {
          const replay = replayCall(
            practice,
            level,
            lines.map((content) => ({ role: 'person' as const, content })),
            lang,
          );
          expect(replay.turns).toHaveLength(lines.length);
          for (const turn of replay.turns) {
            const event = {
              type: 'reply',
              text: turn.reply.text,
              ...(turn.reply.tactic ? { tactic: turn.reply.tactic } : {}),
            };
            expect(practiceStreamEventSchema.safeParse(event).success).toBe(true);
            expect(turn.reply.text).not.toMatch(/undefined|NaN/);
          }
          // Once the rep gave way, it never takes it back.
          const settledAt = replay.turns.findIndex((turn) => turn.reply.settled);
          if (settledAt >= 0) expect(replay.outcome).toBe('settled');
          const scorecard = scoreCall(replay, practice, lang);
          expect(scorecardSchema.safeParse(scorecard).success).toBe(true);
          expect(scorecard.items.map((item) => item.move)).toEqual([...PRACTICE_MOVES]);
          for (const item of scorecard.items)
            if (item.quote !== undefined)
              expect(
                lines.some((typed) =>
                  typed.trim().replace(/\s+/g, ' ').startsWith(item.quote!.replace(/…$/, '')),
                ),
              ).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });
});
