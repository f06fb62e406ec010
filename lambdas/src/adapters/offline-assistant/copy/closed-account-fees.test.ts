import type { Language } from '@lane/shared';
import { describe, expect, it } from 'vitest';
import { tuteoMarkers } from '../../../../test/spanish.js';
import { readConversation } from '../../../domain/chat/read-case.js';
import { ruleOn } from '../../../domain/chat/rights.js';
import { copyContext } from './context.js';
import { creditCardFees } from './credit-card-fees.js';
import { read } from './test-support.js';
import type { FollowUpAnswer } from './types.js';

const TODAY = '2026-10-09';

/** The person's messages read as Lane reads them, and the copy's context for the latest. */
function contextOf(lang: Language, ...turns: string[]) {
  const messages = turns.flatMap((content, i) => [
    ...(i > 0 ? [{ role: 'assistant' as const, content: 'ok' }] : []),
    { role: 'user' as const, content },
  ]);
  const reading = readConversation(messages, TODAY);
  return { reading, ctx: copyContext(reading.case, lang, TODAY, ruleOn(reading.case, TODAY)) };
}

const CLOSED_EN =
  "nurse in grand rapids MI. closed my checking at my old bank aug 8 in the branch, took the last 212.40 out in cash, banker said its closed. aug 15 my old gym autopay 49.99 hit anyway (forgot to move it) and the bank PAID it and now says the account is -134.99: overdraft fee 36, 'extended overdraft' 25, monthly maintenance 12 for aug and 12 for sept. got a letter saying they report me to chexsystems if not paid by oct 20. i never opted into overdraft!!";
const CLOSED_ES =
  'Cerré mi cuenta de cheques el 3 de septiembre en la sucursal y me dijeron que quedó cerrada. El 10 de septiembre pasó un pago automático de 65 del seguro del carro, el banco lo pagó y ahora me cobran cargo por sobregiro de 35, sobregiro extendido de 30 y mantenimiento de 15. Dicen que me reportan a ChexSystems si no pago antes del 15 de diciembre. Nunca acepté el sobregiro.';

const allOf = (answer: FollowUpAnswer) =>
  [answer.strategy, answer.opening, answer.email.subject, answer.email.body, ...answer.talkingPoints].join(
    '\n',
  );

describe('bank fees charged after the account was closed', () => {
  it('reads the closing, its day, the autopay after it and each fee', () => {
    const { reading } = contextOf('en', CLOSED_EN);
    expect(reading.case.subCase).toBe('bank_fee');
    expect(reading.case.flags).toMatchObject({ accountClosed: true, chexThreat: true, optedIn: false });
    expect(reading.case.closedAccount).toEqual({ on: 'aug 8', debit: { text: '49.99', value: 49.99 } });
    expect(reading.case.bankFees?.map((fee) => fee.text)).toEqual(['36', '25', '12', '12']);
  });

  it('does not cite the opt-in rule for an autopay, and argues the closing instead', () => {
    const { ctx } = contextOf('en', CLOSED_EN);
    expect(ctx.right('reg-e-overdraft-opt-in')).toBe(false);
    const en = read(creditCardFees, ctx);
    expect(en.strategy).toContain('You closed this account on aug 8');
    expect(en.strategy).toContain('the record of the closing, with its date');
    expect(en.strategy).toContain('the reversal of all 85 in fees (36 + 25 + 12 + 12)');
    expect(en.strategy).toContain(
      'that rule (Regulation E) covers only ATM withdrawals and one-time debit-card purchases, not an autopay like the 49.99',
    );
    expect(en.strategy).toContain('send the written dispute before oct 20');
    expect(en.strategy).toContain('dispute it in writing with ChexSystems');
    expect(en.opening).not.toContain('on aug 8."\n"Were these fees on debit-card purchases');
    expect(en.ladder).not.toContain('waive half');
    expect(en.ladder).not.toContain('moving my account');
    expect(en.email.body).toContain('Reverse all 85 in fees.');
    expect(en.email.body).toContain('I will pay the 49.99 so the account closes at zero');
    expect(en.email.body).not.toContain('one-time debit-card purchases');
  });

  it('says the same in Spanish, with usted', () => {
    const { ctx } = contextOf('es', CLOSED_ES);
    const es = read(creditCardFees, ctx);
    expect(es.strategy).toContain('Usted cerró esta cuenta el 3 de septiembre');
    expect(es.strategy).toContain('que reviertan los 80 en cargos (35 + 30 + 15)');
    expect(es.strategy).toContain('no un pago automático como el de 65');
    expect(es.strategy).toContain('antes del 15 de diciembre');
    expect(es.email.body).toContain('Revertir los 80 en cargos.');
    for (const text of [es.strategy, es.opening, es.ladder, es.email.body, ...es.talkingPoints])
      expect(tuteoMarkers(text)).toEqual([]);
  });

  it('after one fee is reversed, asks for the rest and splits what they still ask', () => {
    const { ctx, reading } = contextOf(
      'en',
      CLOSED_EN,
      'called. they reversed the 36 and say thats all they can do, i owe 98.99 by oct 20 or chexsystems',
    );
    const answer = creditCardFees.en.followUpCopy?.(ctx, 'counter_offer', '36', reading.latestAmounts);
    expect(answer).toBeDefined();
    const text = allOf(answer!);
    // What is left after a reversal is answered by the credit-card copy's reading of the rest
    // (copy/credit-card-fees.ts, withFeesLeftAfterReversal), the closing kept in the figures.
    expect(text).toContain('They reversed the 36: 98.99 is left of $134.99 ($134.99 − 36 = 98.99).');
    expect(text).toContain('Of that, 49.99 is the payment the bank paid out, and $49 is fees.');
    expect(text).toContain('offer to pay the 49.99 if they waive the $49 in fees');
    expect(text).not.toContain('I accept');
  });

  it('an autopay overdraft on an open account: the opt-in is not cited as settling it', () => {
    const { ctx } = contextOf(
      'en',
      'my gym autopay of 40 overdrew my checking and the bank charged a 35 overdraft fee. i never opted into overdraft!',
    );
    expect(ctx.right('reg-e-overdraft-opt-in')).toBe(false);
    const en = read(creditCardFees, ctx);
    expect(en.strategy).toContain("Never opting in to overdraft doesn't settle this");
    expect(en.email.body).not.toContain('Regulation E');
  });
});
