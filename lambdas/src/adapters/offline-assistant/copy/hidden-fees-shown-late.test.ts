import type { Language } from '@lane/shared';
import { describe, expect, it } from 'vitest';
import { tuteoMarkers } from '../../../../test/spanish.js';
import { claimsOf } from '../../../domain/chat/claims.js';
import { readConversation } from '../../../domain/chat/read-case.js';
import { ruleOn } from '../../../domain/chat/rights.js';
import { copyContext } from './context.js';
import { hiddenFees } from './hidden-fees.js';
import { read } from './test-support.js';
import type { FollowUpAnswer } from './types.js';

const TODAY = '2026-03-05';

function contextOf(lang: Language, ...turns: string[]) {
  const messages = turns.flatMap((content, i) => [
    ...(i > 0 ? [{ role: 'assistant' as const, content: 'ok' }] : []),
    { role: 'user' as const, content },
  ]);
  const reading = readConversation(messages, TODAY);
  return { reading, ctx: copyContext(reading.case, lang, TODAY, ruleOn(reading.case, TODAY)) };
}

const allOf = (answer: FollowUpAnswer) =>
  [answer.strategy, answer.opening, answer.email.subject, answer.email.body, ...answer.talkingPoints].join(
    '\n',
  );

const PHILLY =
  'bought 2 tix for a show in philly in june on a resale site. listing page said 89 each, i clicked thru and only on the last screen it was 241.60 total: service fee 24.15 x2, facility charge 5.50 x2, order processing 4.30. thats 63.60 in fees on 178 of tickets. i honestly didnt see the total till the confirmation email. isnt there a new law about this? can i chargeback on my visa';
const PHILLY_NO =
  "support replied fees are non refundable and 'all fees were displayed before purchase'. should i just do the chargeback";
const PARTIDO =
  'compré 3 boletos para un partido en mayo con mi tarjeta de crédito, decían 45 cada uno y en la última pantalla el total fue 171.90, o sea 36.90 en cargos. puedo pedir reembolso?';
const PARTIDO_NO =
  'me contestaron que los cargos no son reembolsables y que se mostraron antes de comprar. hago un contracargo?';

describe('ticket fees shown only on the last screen', () => {
  it('asks for every fee the person added up, not one of them, and never takes the show month for the purchase', () => {
    const { ctx, reading } = contextOf('en', PHILLY);
    expect(reading.case.feesStated?.text).toBe('63.60');
    expect(reading.case.flags.feesAtCheckout).toBe(true);
    expect(ctx.right('ftc-fee-rule-scope')).toBe(true);
    const en = read(hiddenFees, ctx);
    expect(en.strategy).toContain('$63.60 in fees (241.60 at checkout − $178)');
    expect(en.strategy).toContain('ask for the $63.60 back');
    expect(en.strategy).not.toContain('24.15 back');
    expect(en.email.body).not.toContain('In june I bought');
    expect(en.talkingPoints.join('\n')).toContain(
      'A chargeback is a gamble here: you approved the 241.60 at checkout',
    );
    expect(en.talkingPoints.join('\n')).not.toContain("if they won't refund it, dispute the charge");
  });

  it('answers "all fees were displayed before purchase" and is honest about a chargeback', () => {
    expect(claimsOf(PHILLY_NO)).toEqual(['disclosed']);
    const { ctx, reading } = contextOf('en', PHILLY, PHILLY_NO);
    expect(reading.case.flags.notYetBought).toBeUndefined();
    const answer = hiddenFees.en.followUpCopy?.(ctx, 'said_no', undefined, [], { claims: ['disclosed'] });
    const text = allOf(answer!);
    expect(text).toContain('Shown before you paid is not what the rule asks');
    expect(text).toContain('wherever a price is first shown (the listing said 89 each, $178 for 2)');
    expect(text).toContain('ask for the $63.60 back');
    expect(text).toContain('A chargeback is a gamble here: you approved the 241.60 at checkout');
    expect(text).toContain('ReportFraud.ftc.gov and to your state attorney general');
    expect(text).not.toContain("You haven't bought yet");
    expect(text).not.toContain('The same day, dispute');
    expect(text).not.toContain('another stay');
  });

  it('does the same in Spanish, with usted', () => {
    const first = contextOf('es', PARTIDO);
    expect(first.reading.case.area).toBe('hidden_fees');
    expect(first.reading.case.subCase).toBe('fees_tickets');
    const { ctx } = contextOf('es', PARTIDO, PARTIDO_NO);
    const answer = hiddenFees.es.followUpCopy?.(ctx, 'said_no', undefined, [], {
      claims: claimsOf(PARTIDO_NO),
    });
    const text = allOf(answer!);
    expect(text).toContain('Que se mostraran antes de pagar no es lo que exige la regla');
    expect(text).toContain('Un contracargo es una apuesta aquí: usted aprobó los 171.90 al pagar');
    expect(text).toContain('36.90');
    expect(tuteoMarkers(text)).toEqual([]);
  });

  it('gives the rule for a show said by its month alone, even one whose month has passed this year', () => {
    const { ctx } = contextOf(
      'en',
      'bought 2 tickets for a concert in april on stubhub w my visa. listed at 120 each, at checkout the total was 301.50, so 61.50 in fees. can i get them back',
    );
    expect(ctx.right('ftc-fee-rule-scope')).toBe(true);
  });
});
