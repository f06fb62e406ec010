import type { ChatMessage, ChatResponse } from '@lane/shared';
import { describe, expect, it } from 'vitest';
import { reviewAnswer } from '../../../domain/chat/answer-chat.js';
import { tuteoMarkers } from '../../../../test/spanish.js';
import { OfflineAssistant } from '../offline-assistant.js';

const assistant = new OfflineAssistant();

async function conversation(lang: 'en' | 'es', today: string, ...turns: string[]): Promise<ChatResponse[]> {
  const messages: ChatMessage[] = [];
  const answers: ChatResponse[] = [];
  for (const turn of turns) {
    messages.push({ role: 'user', content: turn });
    const answer = reviewAnswer(
      await assistant.produce({ messages: [...messages], lang, today }),
      today,
    ).answer;
    answers.push(answer);
    messages.push({ role: 'assistant', content: answer.response });
  }
  return answers;
}

const GYM =
  'i cancelled my gym in march, i have their email confirming it mar 28, said last charge would be apr 1. they kept charging 39.99 on the 1st every month on my credit card anyway, may jun jul aug sep and now oct 1. just noticed. my card statement closes on the 15th. today is oct 3 what do i do';
const GYM_ES =
  'cancele el gimnasio en marzo y tengo el correo que lo confirma. me siguen cobrando 39.99 el dia 1 de cada mes en mi tarjeta de credito: mayo, junio, julio, agosto, septiembre y octubre. mi fecha de corte es el 15. que hago';
const COURTESY =
  "called the gym. manager says their system shows no cancellation and the contract says you have to cancel by certified letter, so they will only refund 1 month as a 'courtesy'";

describe('charges repeated after a cancellation: which are still disputable, and by when', () => {
  it('splits the charges by their statements: three in time by Oct 14, three past', async () => {
    const [answer] = await conversation('en', '2025-10-03', GYM);
    const { strategy, email } = answer!.sections;
    expect(strategy).toContain('August 1, September 1 and October 1 ($119.97)');
    expect(strategy).toContain('by October 14, 2025');
    expect(strategy).toContain('The May 1, June 1 and July 1 charges ($119.97) are past their 60 days');
    expect(strategy).toContain('hold back only the $119.97');
    expect(email.body).toContain(
      'I am disputing the charges of August 1, September 1 and October 1 ($119.97 in all)',
    );
    expect(answer!.response).not.toContain('60 days from apr 1 ended');
    expect(answer!.response).not.toContain('put the $239.94 on hold');
  }, 60_000);

  it('says the same in Spanish, with usted', async () => {
    const [answer] = await conversation('es', '2025-10-03', GYM_ES);
    const { strategy } = answer!.sections;
    expect(strategy).toContain('1 de agosto, 1 de septiembre y 1 de octubre ($119.97)');
    expect(strategy).toContain('a más tardar el 14 de octubre de 2025');
    expect(strategy).toContain(
      'Los cargos del 1 de mayo, 1 de junio y 1 de julio ($119.97) ya pasaron sus 60 días',
    );
    expect(tuteoMarkers(answer!.response)).toEqual([]);
  }, 60_000);

  it('after a one-month refund: disputes only the charges in time, and asks which month was refunded', async () => {
    const [, answer] = await conversation('en', '2025-10-03', GYM, COURTESY);
    const { strategy, email, phone_script: phone } = answer!.sections;
    expect(strategy).toContain('August 1, September 1 and October 1 ($119.97');
    expect(strategy).toContain('by October 14, 2025');
    expect(strategy).toContain('May 1, June 1 or July 1');
    expect(strategy).not.toContain('dispute for the $199.95');
    // The script and the letter name the same charges.
    expect(phone).toContain('the charges of August 1, September 1 and October 1 ($119.97)');
    expect(email.body).toContain('the charges of August 1, September 1 and October 1 ($119.97)');
  }, 60_000);

  it('without the statement day, says the rule and asks for it, never a date made up', async () => {
    const [answer] = await conversation(
      'en',
      '2026-11-22',
      'cancelled my streaming in june, they still charged 15.99 to my credit card aug, sep, oct and nov on the 5th.',
    );
    const { strategy } = answer!.sections;
    expect(strategy).toContain('Each charge has 60 days from the statement that first showed it');
    expect(strategy).toContain('The October 5 and November 5 charges are surely still in time');
    expect(strategy).toContain('Tell me the day of the month your statement closes');
  }, 60_000);
});

describe('a flight moved by hours: the hours, and the rule’s own time to refund', () => {
  const FLIGHT =
    'compre 2 boletos ida y vuelta houston a guadalajara, 438 cada uno, con tarjeta de credito. la aerolinea cambio el vuelo de ida de las 8am a las 4pm, llegabamos 8 horas despues y ya no nos servia porque era para una boda. NO aceptamos el cambio y no viajamos, ni ida ni vuelta. ahora nos ofrecen credito para viajar. yo quiero mi dinero';
  const NO =
    "llame y me dicen que el cambio fue por 'razones operativas' y que la politica es solo credito de viaje porque son boletos basicos, que el reembolso no aplica";

  it('says the 8 hours, not "several hours"', async () => {
    const [answer] = await conversation('es', '2026-11-22', FLIGHT);
    expect(answer!.sections.strategy).toContain('cambió su vuelo por 8 horas');
    expect(answer!.sections.email.body).toContain('por 8 horas');
    expect(answer!.response).not.toContain('varias horas');
  }, 60_000);

  it('after a no, the letter asks for the refund in 7 business days (credit card), not 14 days', async () => {
    const [, answer] = await conversation('es', '2026-11-22', FLIGHT, NO);
    expect(answer!.sections.email.body).toContain('en 7 días hábiles');
    expect(answer!.sections.email.body).not.toContain('dentro de 14 días');
    expect(tuteoMarkers(answer!.response)).toEqual([]);
  }, 60_000);

  it('in English, with the hours from the times given', async () => {
    const [, answer] = await conversation(
      'en',
      '2026-11-22',
      'bought 2 round trip tickets houston to cancun, 512 each, on my credit card. the airline moved our outbound from 7am to 2pm and we did not accept the change and did not fly. they only offer a travel credit',
      'called them, they said no refund, basic fares only get travel credit',
    );
    expect(answer!.response).toContain('7 hours');
    expect(answer!.sections.email.body).toContain('within 7 business days');
    expect(answer!.sections.email.body).not.toContain('within 14 days');
  }, 60_000);
});

describe("a collector's letter dated only by its month", () => {
  it('gives no day to count 30 days from', async () => {
    const { validationBy } = await import('./sent-to-collections.js');
    expect(validationBy({ noticeIso: '2026-10-01', noticeText: 'october' }, 'en')).toBeUndefined();
    expect(validationBy({ noticeIso: '2026-11-03', noticeText: 'nov 3' }, 'en')).toBe('December 3, 2026');
  });
});

describe('a debit loss whose 2 business days are already behind today', () => {
  it('says they ended, never "report it by" a past day', async () => {
    const [answer] = await conversation(
      'en',
      '2026-11-22',
      'someone took 600 from my debit card on nov 18, i didnt do it. what do i do',
    );
    expect(answer!.response).not.toContain('report it by about November 20, 2026');
    expect(answer!.sections.strategy).toContain('ended about November 20, 2026: report it today');
  }, 60_000);
});

describe('a raise put off to a month', () => {
  it('the letter names the month and its year, never a blank for it (en, es)', async () => {
    const [, en] = await conversation(
      'en',
      '2026-11-22',
      'i work at a warehouse 2 years, make 18 an hour, new hires start at 19.50. want to ask for a raise',
      'asked for 20, my supervisor said no budget now, maybe in january',
    );
    expect(en!.sections.email.body).toContain("we'll review it in January 2027");
    expect(en!.sections.email.body).not.toContain("we'll review it on [date]");
    const [, es] = await conversation(
      'es',
      '2026-11-22',
      'trabajo en un almacen hace 2 años, gano 18 la hora y los nuevos entran a 19.50. quiero pedir aumento',
      'le pedi 20 y me dijo que no hay presupuesto, que tal vez en enero',
    );
    expect(es!.sections.email.body).toContain('lo revisaremos en enero de 2027');
    expect(es!.sections.email.body).not.toContain('lo revisaremos el [fecha]');
  }, 60_000);
});
