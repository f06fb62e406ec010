import { chatSectionsSchema } from '@lane/shared';
import { describe, expect, it } from 'vitest';
import { REVIEWED_FACTS } from './facts.js';
import {
  ANSWER_TOOL_NAME,
  answerToolInputSchema,
  answerToolJsonSchema,
  buildSystemPrompt,
} from './prompt.js';

describe('buildSystemPrompt', () => {
  const prompt = buildSystemPrompt('en');

  it('carries the whole facts table, word for word, in both languages', () => {
    for (const fact of REVIEWED_FACTS) {
      expect(prompt).toContain(fact.id);
      expect(prompt).toContain(fact.url);
      for (const lang of ['en', 'es'] as const) {
        expect(prompt).toContain(fact.text[lang].title);
        expect(prompt).toContain(fact.text[lang].detail);
      }
    }
  });

  it('states the rules the answers live by', () => {
    expect(prompt).toContain('Answer in English unless');
    expect(prompt).toContain("Use the person's own numbers, names, companies and dates exactly");
    expect(prompt).toContain('Never invent an amount');
    expect(prompt).toContain('Lane is not a lawyer');
    expect(prompt).toContain('Refuse to help deceive, threaten, harass');
    expect(prompt).toContain('ask 1 to 3 short questions');
    expect(prompt).toContain('a discount → a credit → a downgrade or payment plan → a supervisor');
    expect(prompt).toContain("rep's name and a reference number");
    expect(prompt).toContain('never stated as law');
    expect(prompt).toContain(`calling the ${ANSWER_TOOL_NAME} tool`);
  });

  it('answers in Spanish by default on the Spanish page', () => {
    expect(buildSystemPrompt('es')).toContain(
      "Answer in Spanish unless the person's latest message is clearly written in English",
    );
  });
});

describe('the answer tool', () => {
  it('is the shared sections schema plus the answer language, as JSON Schema', () => {
    const schema = answerToolJsonSchema();
    expect(schema['$schema']).toBeUndefined();
    expect(schema['type']).toBe('object');
    expect(schema['required']).toEqual([...Object.keys(chatSectionsSchema.shape), 'language']);
    expect(JSON.stringify(schema)).toContain('"enum":["en","es"]');
  });

  it('accepts exactly what the shared schema accepts', () => {
    const answer = {
      strategy: 'Ask.',
      phone_script: 'Say this.',
      email: { subject: 'S', body: 'B' },
      talking_points: ['One'],
      deadlines: [],
      questions: [],
    };
    expect(answerToolInputSchema.safeParse({ ...answer, language: 'es' }).success).toBe(true);
    expect(chatSectionsSchema.safeParse(answer).success).toBe(true);
    expect(
      answerToolInputSchema.safeParse({ ...answer, email: 'not an object', language: 'en' }).success,
    ).toBe(false);
  });
});
