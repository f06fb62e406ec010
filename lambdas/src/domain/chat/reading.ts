import { lazySchema, type Language } from '@lane/shared';
import * as z from 'zod/mini';
import { caseSchema, type Case } from './case.js';
import { FACT_IDS, type FactId } from './facts.js';
import type { Ruling } from './rights.js';
import { LaneError } from '../errors.js';

/**
 * The reading an answer of record was given on (docs/beyond-the-script.md, "The reading of
 * record"): the typed case its producer filled (rules offline, the model through its tool on
 * Bedrock) and the rights the rights engine found in it. The chat's answer carries it; the browser
 * keeps it with that answer, in the tab's memory only, and sends it back with a practice or an
 * escalation, so both work from the very reading the answer was written on, whichever assistant
 * wrote it, and neither function carries the offline case reader. Checked here as any body is: a
 * reading that is not one is refused, and nothing of it is stored or logged.
 */
export type AnswerReading = {
  readonly case: Case;
  /** The rights that apply, by the reviewed fact's id, with its title in both languages. */
  readonly rights: readonly ReadingRight[];
  /** A right says the disputed money is not owed: no split of it is a fair outcome. */
  readonly moneyNotOwed: boolean;
};

export interface ReadingRight {
  readonly id: FactId;
  readonly title: Readonly<Record<Language, string>>;
}

/** The reading as the browser sends it back: the case schema's own checks, and the facts table's ids. */
export const answerReadingSchema = /* @__PURE__ */ lazySchema(() => {
  const title = z.string().check(z.minLength(1), z.maxLength(300));
  return z.object({
    case: caseSchema,
    rights: z
      .array(
        z.object({
          id: z.enum(FACT_IDS),
          title: z.object({ en: title, es: title }),
        }),
      )
      .check(z.maxLength(FACT_IDS.length)),
    moneyNotOwed: z.boolean(),
  });
});

/** The reading of record for an answer given on `kase`, as the rights engine ruled on it. */
export function readingOf(kase: Case, ruling: Pick<Ruling, 'rights' | 'moneyNotOwed'>): AnswerReading {
  return {
    case: kase,
    rights: ruling.rights.map((right) => ({
      id: right.id,
      title: { en: right.fact.text.en.title, es: right.fact.text.es.title },
    })),
    moneyNotOwed: ruling.moneyNotOwed,
  };
}

/**
 * The reading a practice or an escalation sent back, checked: a body that is not a reading Lane
 * gives (an old page's, or one made up) is refused with `invalid_request` before anything is read.
 */
export function readingFrom(value: unknown): AnswerReading {
  const parsed = answerReadingSchema.safeParse(value);
  if (!parsed.success)
    throw new LaneError(
      'invalid_request',
      'The answer this is for carries no reading Lane can use. Ask your question again, then try once more.',
    );
  return parsed.data;
}
