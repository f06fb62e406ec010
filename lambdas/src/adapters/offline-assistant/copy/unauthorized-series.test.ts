import type { Language } from '@lane/shared';
import { describe, expect, it } from 'vitest';
import { tuteoMarkers } from '../../../../test/spanish.js';
import { readConversation } from '../../../domain/chat/read-case.js';
import { ruleOn } from '../../../domain/chat/rights.js';
import { copyContext } from './context.js';
import { creditCardFees } from './credit-card-fees.js';
import { read } from './test-support.js';

function contextOf(lang: Language, today: string, text: string) {
  const reading = readConversation([{ role: 'user', content: text }], today);
  return { reading, ctx: copyContext(reading.case, lang, today, ruleOn(reading.case, today)) };
}

const SERIES_ES =
  "buenas, en mi tarjeta de credito aparecen cobros de 29.99 de 'STRMPLUS*DIGITAL' desde junio: 5 de junio, 5 de julio, 5 de agosto y 5 de septiembre. Eso no es mio, yo no tengo esa cuenta ni nadie en mi casa. mi fecha de corte es el 12. vivo en aurora colorado. como hago para que me devuelvan todo?";
const SERIES_EN =
  "theres 3 charges of 14.99 from 'NFLX*PREMIUM' on my credit card, jul 20, aug 20 and sep 20. i never signed up for that. my statement closes on the 25th. how do i get it all back";

describe('the same unauthorized charge, month after month, on a credit card', () => {
  it('reads each charge’s day, even with the merchant and "desde junio" between the sum and its days', () => {
    const { reading } = contextOf('es', '2026-09-22', SERIES_ES);
    const charge = reading.case.amounts.find((amount) => amount.text === '29.99');
    expect(charge?.count).toBe(4);
    expect(charge?.days).toEqual(['2026-06-05', '2026-07-05', '2026-08-05', '2026-09-05']);
  });

  it('disputes all of them with their sum, the $50 cap without deadline, and each window as a date', () => {
    const { ctx } = contextOf('es', '2026-09-22', SERIES_ES);
    expect(ctx.right('reg-z-unauthorized-no-deadline')).toBe(true);
    const es = read(creditCardFees, ctx);
    expect(es.strategy).toContain('Son 4 cargos de 29.99 que usted no hizo');
    expect(es.strategy).toContain('119.96 en total');
    expect(es.strategy).toContain('ese límite no tiene el plazo de 60 días');
    expect(es.strategy).toContain('el del 5 de junio venció el 11 de agosto');
    expect(es.strategy).toContain('el del 5 de julio venció el 10 de septiembre');
    expect(es.strategy).toContain('el del 5 de agosto vence el 11 de octubre');
    expect(es.strategy).toContain('el del 5 de septiembre vence el 11 de noviembre');
    expect(es.strategy).not.toContain('terminaron el 4 de agosto');
    expect(es.email.body).toContain('Disputo 4 cargos no autorizados de 29.99');
    expect(es.email.body).toContain('5 de junio, 5 de julio, 5 de agosto y 5 de septiembre, 119.96 en total');
    expect(es.email.body).not.toContain('Disputo un cargo no autorizado de 29.99 con fecha 5 de junio');
    for (const text of [es.strategy, es.opening, es.ladder, es.email.body, ...es.talkingPoints])
      expect(tuteoMarkers(text)).toEqual([]);
  });

  it('says the same in English', () => {
    const { ctx } = contextOf('en', '2026-11-22', SERIES_EN);
    const en = read(creditCardFees, ctx);
    expect(en.strategy).toContain("These are 3 charges of 14.99 you didn't make: 44.97 in all.");
    expect(en.strategy).toContain("the July 20 charge's window closed September 23");
    expect(en.strategy).toContain("the September 20 charge's window runs to November 24");
    expect(en.opening).toContain('3 charges of 14.99');
    expect(en.email.subject).toContain('3 unauthorized charges of 14.99 (44.97)');
  });

  it('asks for the closing day when it was not given, and leaves out the no-deadline line while every window is open', () => {
    const { ctx } = contextOf(
      'en',
      '2026-10-01',
      'someone charged my credit card 9.99 on aug 28 and sep 28, i never signed up for that. how do i get it back',
    );
    expect(ctx.right('reg-z-unauthorized-no-deadline')).toBe(false);
    const en = read(creditCardFees, ctx);
    expect(en.strategy).toContain("tell me the day your statement closes and I'll give you each date");
    expect(en.strategy).not.toContain('no 60-day deadline');
  });
});
