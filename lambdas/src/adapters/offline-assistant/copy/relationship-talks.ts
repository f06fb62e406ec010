import type { Language } from '@lane/shared';
import type { SubCase } from '../../../domain/chat/case.js';
import {
  relationshipPlaybook,
  type AreaCopy,
  type CopyContext,
  type OfferVerdict,
  type Outcome,
  type SubCopy,
} from './types.js';

/**
 * What the relationship areas (pay talks in salary.ts, business talks in vendors.ts) share: how a
 * sub-case picks its kind of talk, how a figure says what it is per, a coming day without its year,
 * how a share of the ask is judged, and the playbook built from the words of one language.
 */

/** The kind of talk for the case's sub-case; any other (or an unsure reading) is `fallback`. */
export function kindBySubCase<K extends string>(
  table: Partial<Record<SubCase, K>>,
  fallback: K,
): (ctx: CopyContext) => K {
  return (ctx) => (ctx.subCase === undefined ? undefined : table[ctx.subCase]) ?? fallback;
}

/** A figure with what it is per ("$42 each", "$28 an hour"), unless its text already says so. */
export function withPer(text: string, per: string | undefined, saysPer: RegExp): string {
  return per && !saysPer.test(text) ? `${text} ${per}` : text;
}

/** "December 4" / "4 de diciembre": a coming day, without the year. */
export function monthDay(iso: string, lang: Language): string {
  return new Intl.DateTimeFormat(lang === 'es' ? 'es-US' : 'en-US', {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));
}

/**
 * An offer judged against the person's figures. No offer: no verdict. A share ("half", "la mitad")
 * comes as a negative value: a step to counter, never the goal (no verdict while the kind of talk
 * is `unsure`). Any sum goes to the area's own judgement.
 */
export function judgeWithShares(
  kindOf: (ctx: CopyContext) => string,
  judgeSum: (ctx: CopyContext, offered: number) => OfferVerdict | undefined,
): (ctx: CopyContext, offered: number | undefined) => OfferVerdict | undefined {
  return (ctx, offered) => {
    if (offered === undefined) return undefined;
    if (offered < 0) return kindOf(ctx) === 'unsure' ? undefined : 'counter';
    return judgeSum(ctx, offered);
  };
}

/** A relationship playbook in one language, from the functions that write each kind's words and steps. */
export function relationshipTalk<K extends string, F>(
  lang: Language,
  parts: {
    kindOf(ctx: CopyContext): K;
    figures(ctx: CopyContext): F;
    wordsIn(lang: Language): Record<K, (ctx: CopyContext, figures: F) => SubCopy>;
    stepsIn(
      lang: Language,
    ): Record<K, (figures: F, outcome: Outcome, offer: string | undefined) => string | undefined>;
    honest: Readonly<Record<Language, Record<K, string>>>;
    judgeOffer: AreaCopy['judgeOffer'];
  },
): AreaCopy {
  return relationshipPlaybook({
    kindOf: parts.kindOf,
    figures: parts.figures,
    words: parts.wordsIn(lang),
    steps: parts.stepsIn(lang),
    honest: parts.honest,
    judgeOffer: parts.judgeOffer,
  });
}

/**
 * The questions whose answer the person has not given yet: each is asked only while its figure
 * (or fact) is missing, in the order written.
 */
export function unlessGiven(...asks: (readonly [given: unknown, question: string])[]): string[] {
  return asks.filter(([given]) => !given).map(([, question]) => question);
}
