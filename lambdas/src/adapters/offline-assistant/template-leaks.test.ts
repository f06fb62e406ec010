import type { Language } from '@lane/shared';
import { describe, expect, it } from 'vitest';
import type { Case } from '../../domain/chat/case.js';
import { readConversation } from '../../domain/chat/read-case.js';
import { guardedSituations, replay } from '../../../test/judged.js';

/**
 * No template leaks from one world into another's answer: a hospital in a dentist's bill, a rental
 * counter's papers in a flight's, "the store" for a marketplace seller who vanished, a discount or a
 * payment plan on money the answer says isn't owed, a masculine self-description in Spanish (the
 * person may be a woman: Lane writes gender-neutral Spanish).
 */
// The evaluation set and the outside judges' situations (rounds 28–30).
const situations = guardedSituations('j28-', 'j29-', 'j30-');

/** What the checker knows of a conversation: its Case and the person's own words so far. */
interface Seen {
  readonly kase: Case;
  /** The person's messages, lower case. */
  readonly said: string;
}

/**
 * The reviewed table of worlds: words that belong to one world, and whether this conversation is
 * plainly in another one. Small on purpose: each entry is a leak a judge or a review found.
 */
const WORLDS: readonly {
  readonly words: RegExp;
  readonly notHere: (seen: Seen) => boolean;
  readonly why: string;
}[] = [
  {
    // "Si el hospital está en la red" to someone billed by their dentist.
    words: /\bhospital/iu,
    notHere: ({ kase, said }) => kase.flags.dental === true && !/hospital|emergenc|\ber\b/iu.test(said),
    why: "a hospital in a dentist's bill",
  },
  {
    // A doctor's or lab's own office: "the hospital" takes for granted a hospital the person never named.
    words: /\b(?:the|el|al) hospital\b/iu,
    notHere: ({ kase, said }) => kase.flags.hospital === false && !/hospital/iu.test(said),
    why: 'a hospital where the person named a clinic or an office',
  },
  {
    // "pida el contrato de renta firmado" to someone whose bag was late on a flight.
    words:
      /rental agreement|rental car|rental counter|contrato de renta|auto de renta|arrendadora|\blease\b/iu,
    notHere: ({ kase }) => kase.flags.airTravel === true,
    why: "a rental counter's papers in a flight's answer",
  },
  {
    // "a credit or miles" to someone a rental counter charged: miles are an airline's.
    words: /\bmiles\b|\bmillas\b/iu,
    notHere: ({ kase, said }) => kase.flags.airTravel === false && !/miles|millas/iu.test(said),
    why: "an airline's miles in a rental car's answer",
  },
  {
    // "on the work order … the phone number you called" to a bank that says a transfer was authorized.
    words: /work order|orden de trabajo/iu,
    notHere: ({ kase, said }) =>
      ['credit_card_fees', 'debt_collection', 'medical_bills', 'salary', 'rent_landlord'].includes(
        kase.area ?? '',
      ) && !/work order|orden de trabajo|repair|reparaci|taller|shop/iu.test(said),
    why: "a repair's work order in a bank's or a bill's answer",
  },
  {
    // "To the store: …" when the seller was a marketplace account that is gone.
    words: /\bthe store\b(?! credit)|(?<!cr[eé]dito en )\bla tienda\b/iu,
    notHere: ({ said }) =>
      /marketplace|seller(?:'s)? (?:account )?(?:is |was )?(?:gone|deleted|disappeared|vanished)|vendedor(?:a)? (?:ya no existe|desaparecio|desapareció)|cuenta del vendedor/iu.test(
        said,
      ),
    why: 'a store for a marketplace seller',
  },
];

/** The answer's strategy says the whole sum isn't owed (not only a difference or a fee within it). */
const NOT_OWED =
  /\b(?:you don'?t owe (?:it|this|that|them|any of it|anything)\b|you owe nothing|(?:it'?s )?not yours to pay|no (?:es )?algo que usted deba pagar|usted no (?:lo |la )?debe\b(?! pagar la diferencia)|no (?:lo|la) debe\b|no debe nada)/iu;
/** A numbered rung that bargains over a sum: a discount, a payment plan, a courtesy refund. */
const BARGAIN_RUNG =
  /^\s*\d+\. (?:[^:\n]*\b(?:discount|payment plan|interest-free plan|courtesy|descuento|plan de pagos|plan sin intereses|cortes[ií]a)\b[^:\n]*):/imu;
/** Masculine words the person would say of themself, or Lane of the reader, where Spanish must stay neutral. */
const MASCULINE =
  /\b(?:(?:un )?buen cliente|cliente (?:fiel|leal)|(?:estoy|est[aá]|est[eé]|estar|sea|ser|soy) (?:dispuesto|seguro|listo|interesado|agradecido|obligado|convencido|satisfecho|cansado|preocupado)\b|(?:estaba|estoy|fui) informado\b)/iu;

function strategyOf(answer: string): string {
  return /## (?:Strategy|Estrategia)\n\n([\s\S]*?)(?:\n## |$)/u.exec(answer)?.[1] ?? '';
}

/** Every template leak in one answer. */
export function leaksIn(answer: string, seen: Seen, lang: Language): string[] {
  const found: string[] = [];
  for (const world of WORLDS) {
    const match = world.words.exec(answer);
    if (match && world.notHere(seen)) found.push(`${world.why}: "${match[0]}"`);
  }
  const notOwed = NOT_OWED.exec(strategyOf(answer));
  const rung = BARGAIN_RUNG.exec(answer);
  if (notOwed && rung)
    found.push(`a bargaining rung on money not owed: "${notOwed[0]}" / "${rung[0].trim()}"`);
  if (lang === 'es') {
    const masculine = MASCULINE.exec(answer);
    if (masculine) found.push(`masculine Spanish: "${masculine[0]}"`);
  }
  return found;
}

describe('the checker itself', () => {
  const kase = (flags: Record<string, boolean>) =>
    ({ amounts: [], dates: [], percentages: [], counts: [], flags }) as unknown as Case;

  it("flags a hospital in a dentist's bill, a rental agreement on a flight and a store for a vanished seller", () => {
    expect(
      leaksIn(
        'Si el hospital está en la red de su plan…',
        { kase: kase({ dental: true }), said: 'el dentista' },
        'es',
      ),
    ).toHaveLength(1);
    expect(
      leaksIn(
        'Pida el contrato de renta firmado.',
        { kase: kase({ airTravel: true }), said: 'vole a newark' },
        'es',
      ),
    ).toHaveLength(1);
    expect(
      leaksIn(
        '"To the store: I\'m cancelling."',
        { kase: kase({}), said: 'marketplace seller, seller account is gone' },
        'en',
      ),
    ).toHaveLength(1);
  });

  it('keeps the same words where they belong', () => {
    expect(
      leaksIn(
        'If the hospital is in your network…',
        { kase: kase({ hospital: true }), said: 'er visit' },
        'en',
      ),
    ).toEqual([]);
    expect(
      leaksIn(
        'Ask for the signed rental agreement.',
        { kase: kase({ airTravel: false }), said: 'rental car' },
        'en',
      ),
    ).toEqual([]);
    expect(leaksIn("Don't accept the store credit.", { kase: kase({}), said: 'marketplace' }, 'en')).toEqual(
      [],
    );
  });

  it('flags a discount rung on money not owed, and a masculine self-description', () => {
    const answer = '## Strategy\n\nYou don\'t owe this.\n\n## Phone script\n\n1. Discount or plan: "…"';
    expect(leaksIn(answer, { kase: kase({}), said: '' }, 'en')).toHaveLength(1);
    expect(leaksIn('"He sido buen cliente."', { kase: kase({}), said: '' }, 'es')).toHaveLength(1);
    expect(leaksIn('"Estoy dispuesto a pagar."', { kase: kase({}), said: '' }, 'es')).toHaveLength(1);
    expect(
      leaksIn(
        'Lo que le dijeron (que estaba informado) no resuelve el asunto.',
        { kase: kase({}), said: '' },
        'es',
      ),
    ).toHaveLength(1);
    expect(leaksIn('"Llevo tiempo como cliente de ustedes."', { kase: kase({}), said: '' }, 'es')).toEqual(
      [],
    );
  });
});

describe('no answer carries words from another world', () => {
  it.each(situations.map((situation) => [situation.id, situation] as const))(
    '%s',
    async (_id, situation) => {
      const problems: string[] = [];
      for (const { index, today, messages, answer } of await replay(situation)) {
        const kase = readConversation(messages, today).case;
        const said = messages
          .filter((message) => message.role === 'user')
          .map((message) => message.content.toLowerCase())
          .join('\n');
        for (const leak of leaksIn(answer.response, { kase, said }, situation.lang))
          problems.push(`turn ${index + 1}: ${leak}`);
      }
      expect(problems).toEqual([]);
      // A whole conversation, turn by turn, on a shared machine: the first one also loads the engine.
    },
    30_000,
  );
});
