import type { Language } from '@lane/shared';
import type { SituationSignal } from '../../../domain/chat/facts.js';
import type { Amount } from '../amounts.js';
import type { Aspect } from '../situation.js';

/** What a template knows about the person's situation, already in the answer's language. */
export interface CopyContext {
  readonly lang: Language;
  /** The other side as the person named it, if they did. */
  readonly namedParty: string | undefined;
  /** The first amount the person gave, exactly as they wrote it. */
  readonly amount: string | undefined;
  readonly amountValue: number | undefined;
  readonly amounts: readonly Amount[];
  readonly date: string | undefined;
  readonly percent: string | undefined;
  readonly signals: ReadonlySet<SituationSignal>;
  readonly aspects: ReadonlySet<Aspect>;
  /** A sum Lane worked out, written the way the person writes money. */
  money(value: number): string;
}

/**
 * The step-down plan for when the rep says no, one rung at a time (issue 4): a discount, a credit,
 * a downgrade, a supervisor, the retention or cancellation team, then a written complaint. Each
 * area words the rungs for its own world (a payment plan is a hospital's "downgrade").
 */
export const RUNGS = ['discount', 'credit', 'downgrade', 'supervisor', 'retention', 'complaint'] as const;
export type Rung = (typeof RUNGS)[number];

export interface RungCopy {
  /** A few words naming the move: "Payment plan". */
  readonly label: string;
  /** What to say, ready to read aloud. */
  readonly line: string;
}

export interface EmailCopy {
  readonly subject: string;
  readonly body: string;
}

/**
 * `service`: calls to a company's reps, who give names and reference numbers. `relationship`: talks
 * with someone the person knows (a manager, a landlord, an account manager), closed in writing.
 */
export type ConversationStyle = 'service' | 'relationship';

/** One area's templates in one language. */
export interface AreaCopy {
  /** @default 'service' */
  readonly style?: ConversationStyle;
  /** The other side when the person did not name it: "the billing office". */
  party(ctx: CopyContext): string;
  /** What the dispute is about, as a short noun phrase: "the $2,340 ER bill". */
  subject(ctx: CopyContext): string;
  strategy(ctx: CopyContext): string;
  /** The first call up to the ask, line by line, in the person's own voice. */
  opening(ctx: CopyContext): string;
  rungs(ctx: CopyContext): Readonly<Record<Rung, RungCopy>>;
  email(ctx: CopyContext): EmailCopy;
  talkingPoints(ctx: CopyContext): string[];
  /** A question whose answer changes the advice or which rights apply, while it is still open. */
  openQuestion?(ctx: CopyContext): string | undefined;
  /** Where a written complaint can go when the calls are not enough. */
  complaintRoutes(ctx: CopyContext): string;
}

export type AreaPlaybook = Readonly<Record<Language, AreaCopy>>;

/** The person's own value, or the words Lane uses when they haven't given it. */
export function or(value: string | undefined, fallback: string): string {
  return value ?? fallback;
}

export function has(ctx: CopyContext, ...keys: (Aspect | SituationSignal)[]): boolean {
  return keys.some((key) => ctx.aspects.has(key as Aspect) || ctx.signals.has(key as SituationSignal));
}
