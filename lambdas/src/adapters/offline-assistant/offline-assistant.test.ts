import {
  CHAT_LIMITS,
  chatRequestSchema,
  chatResponseSchema,
  type ChatMessage,
  type ChatResponse,
} from '@lane/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reviewAnswer } from '../../domain/chat/answer-chat.js';
import { factIdsOf } from '../../evaluation/evaluate-answer.js';
import { OfflineAssistant } from './offline-assistant.js';
import { tuteoMarkers } from '../../../test/spanish.js';

const assistant = new OfflineAssistant();
const TODAY = '2026-11-22';
const answerOf = async (messages: ChatMessage[], lang: 'en' | 'es') =>
  reviewAnswer(await assistant.produce({ messages, lang, today: TODAY }), TODAY).answer;
const ER_BILL = 'The hospital billed me $2,340 for an ER visit my insurance should cover';
const ER_BILL_ES =
  'El hospital me cobró 2.340 dólares por una visita a urgencias que mi seguro debería cubrir';

async function conversation(lang: 'en' | 'es', ...turns: string[]): Promise<ChatResponse[]> {
  const messages: ChatMessage[] = [];
  const answers: ChatResponse[] = [];
  for (const turn of turns) {
    messages.push({ role: 'user', content: turn });
    const answer = await answerOf([...messages], lang);
    answers.push(answer);
    messages.push({ role: 'assistant', content: answer.response });
  }
  return answers;
}

describe('the ER bill of issue 4', () => {
  it('gets a medical-bill answer: itemized bill, script, email with subject, talking points, the No Surprises Act note', async () => {
    const [answer] = await conversation('en', ER_BILL);

    expect(answer!.response.split('\n')[0]).toContain("Lane's offline assistant");
    expect(answer!.sections.strategy).toContain('itemized bill');
    expect(answer!.sections.phone_script).toContain('$2,340');
    expect(answer!.sections.phone_script).toContain('reference number');
    // The right is asserted, not bargained: no discount ladder on a balance bill.
    expect(answer!.sections.strategy).toContain('you owe only your in-network cost-sharing');
    expect(answer!.sections.phone_script).not.toMatch(/discount|payment plan/i);
    expect(answer!.sections.email.subject).toContain('No Surprises Act');
    expect(answer!.sections.email.body).toContain('itemized bill');
    expect(answer!.sections.talking_points.length).toBeGreaterThanOrEqual(4);
    expect(factIdsOf(answer!)).toEqual(['no-surprises-emergency']);
    expect(answer!.sections.questions).toEqual([]);
  });

  it('gets the same answer all in Spanish when asked in Spanish', async () => {
    const [answer] = await conversation('es', ER_BILL_ES);

    expect(answer!.response.split('\n')[0]).toContain('Asistente sin conexión de Lane');
    expect(answer!.response).toContain('## Estrategia');
    expect(answer!.response).toContain('## Guion para llamar');
    expect(answer!.response).toContain('**Asunto:**');
    expect(answer!.sections.strategy).toContain('factura detallada');
    expect(answer!.sections.phone_script).toContain('2.340 dólares');
    expect(factIdsOf(answer!)).toEqual(['no-surprises-emergency']);
    expect(answer!.sections.deadlines[0]!.title).toContain('Ley Sin Sorpresas');
    expect(answer!.response).not.toMatch(/\b(?:the|your|Strategy|Phone script)\b/);
  });

  it('builds on the first answer when they said no, instead of starting over', async () => {
    const [first, second] = await conversation('en', ER_BILL, 'they said no');

    expect(second!.sections.strategy).not.toBe(first!.sections.strategy);
    expect(second!.sections.strategy).toContain("A no on the phone doesn't end your right.");
    expect(second!.sections.phone_script).toContain('I owe only my in-network cost-sharing');
    expect(second!.sections.phone_script).toContain('May I speak with a supervisor?');
    expect(second!.sections.phone_script).not.toMatch(/discount|half/i);
    expect(second!.sections.email.subject).toBe('Written dispute: the $2,340 ER bill');
    expect(second!.sections.strategy).not.toContain("isn't a lawyer");
    expect(factIdsOf(second!)).toEqual(['no-surprises-emergency']);
  });

  it('holds the right through every no, pointing to the complaint routes, never to a discount', async () => {
    const answers = await conversation('en', ER_BILL, 'they said no', 'they said no again', 'still no');

    for (const answer of answers.slice(1)) {
      expect(answer.sections.strategy).toContain('CMS No Surprises help desk (1-800-985-3059');
      expect(answer.sections.strategy).toContain('state insurance department');
      expect(answer.response).not.toMatch(/discount|payment plan|half/i);
      expect(factIdsOf(answer)).toEqual(['no-surprises-emergency']);
    }
  });

  it('moves down the step-down plan with each no where no right applies', async () => {
    const [, first, second] = await conversation(
      'en',
      'My credit card charged me a $39 late fee, first time in 6 years',
      'they said no',
      'they said no again',
    );

    expect(first!.sections.phone_script).toContain('1. Statement credit');
    expect(second!.sections.phone_script).toContain('1. Supervisor');
    expect(second!.sections.phone_script).not.toContain('Statement credit');
  });

  it('builds on the Spanish answer when they said no in Spanish', async () => {
    const [, second] = await conversation('es', ER_BILL_ES, 'dijeron que no');

    expect(second!.sections.strategy).toContain('Un no por teléfono no termina su derecho.');
    expect(second!.sections.phone_script).toContain('¿Puedo hablar con un supervisor?');
    expect(second!.sections.email.subject).toContain('2.340 dólares');
  });
});

describe('more words that change nothing', () => {
  it('move the conversation on instead of replaying the same plan', async () => {
    const [first, second] = await conversation(
      'es',
      'el calentador no funciona hace 3 semanas y el dueño me manda aviso que sube la renta de 1350 a 1500 cuando se acabe el contrato en enero',
      'el dueño dijo que arreglara el calentador si firmo el contrato nuevo con los 1500',
    );
    const opening = first!.sections.strategy.slice(0, 120);
    expect(second!.sections.strategy).not.toContain(opening);
    expect(second!.sections.strategy).toContain('1500');
  });
});

describe('language', () => {
  it('answers in Spanish when the person writes in Spanish on the English page', async () => {
    const [answer] = await conversation('en', 'Mi casero no me devuelve el depósito de 1,500 dólares');
    expect(answer!.response).toContain('## Estrategia');
  });

  it('answers in English when the person writes in English on the Spanish page', async () => {
    const [answer] = await conversation('es', 'My landlord will not return my $1,500 deposit');
    expect(answer!.response).toContain('## Strategy');
  });
});

describe('missing facts', () => {
  it('asks up to three short questions and gives only a safe first step, no ladder or letter of blanks', async () => {
    const [answer] = await conversation('en', 'I need help negotiating');

    expect(answer!.sections.questions).toHaveLength(3);
    expect(answer!.response.indexOf('## A few questions first')).toBeLessThan(
      answer!.response.indexOf('## Strategy'),
    );
    expect(answer!.sections.strategy).toContain("don't pay, sign or agree to anything yet");
    expect(answer!.sections.phone_script).toContain('Before I decide anything');
    expect(answer!.sections.phone_script).not.toContain('If they say no, step down one rung at a time');
    expect(answer!.sections.email.body).toBe('');
    expect(answer!.sections.talking_points).toEqual([]);
  });

  it('does not ask the same question twice', async () => {
    const [first, second] = await conversation('en', 'My dentist billed me $900 for a crown', 'no');

    expect(first!.sections.questions.join(' ')).toContain('health insurance');
    for (const question of second!.sections.questions)
      expect(first!.sections.questions).not.toContain(question);
  });

  it('stops asking once a later message gives the facts', async () => {
    const [, second] = await conversation(
      'en',
      'I need help negotiating',
      "It's Comcast. My internet bill went from $60 to $90 this month and nobody told me.",
    );

    expect(second!.sections.questions).toEqual([]);
    expect(second!.sections.strategy).toMatch(/^Thanks, that helps\./);
    expect(second!.sections.phone_script).toContain('$60');
  });
});

describe('facts the advice must get right', () => {
  it('cites the Fair Credit Billing Act for a double charge but not for a late fee', async () => {
    const [billingError] = await conversation('en', 'I was charged twice for $80 on my credit card');
    const [lateFee] = await conversation('en', 'My credit card charged me a $39 late fee');

    expect(factIdsOf(billingError!)).toEqual(['fcba-billing-error']);
    expect(factIdsOf(lateFee!)).toEqual([]);
  });

  it('cites the No Surprises Act dispute only for a self-pay bill above a Good Faith Estimate', async () => {
    const [selfPay] = await conversation(
      'en',
      "I don't have insurance and the clinic's bill is $900 over their estimate of $1,000",
    );
    const [insured] = await conversation(
      'en',
      'My insurance paid part of my $1,900 surgery bill and the clinic wants the rest',
    );

    // A clinic is not a hospital: there is no hospital financial-assistance policy to point to.
    expect(factIdsOf(selfPay!)).toEqual(['no-surprises-good-faith-estimate']);
    expect(factIdsOf(insured!)).not.toContain('no-surprises-good-faith-estimate');
  });

  it('fits the longest follow-up in one message and keeps the warning against a vacated rule', async () => {
    const answers = await conversation(
      'es',
      'alguien entro a mi cuenta de venmo y el 18 de noviembre mando 380 y 125 a dos personas que no conozco. yo NO mande esos pagos. venmo saca el dinero de mi cuenta de debito del banco. lo vi ayer',
      'ya hable con venmo por el chat y me dijeron que no pueden hacer nada porque los pagos ya se completaron',
    );
    for (const answer of answers)
      expect(answer.response.length).toBeLessThanOrEqual(CHAT_LIMITS.maxMessageChars);
    const [first, late] = await conversation(
      'en',
      'paid my card 2 days late, first time in years. they hit me with a 32 late fee. isnt there a rule now that it can only be 8 bucks??',
      'they said no',
    );
    expect(first!.sections.talking_points.join(' ')).toContain("vacated the CFPB's $8 late-fee rule");
    expect(late!.response).not.toMatch(/capped at \$8|limited to \$8/);
  });

  it('warns car buyers that the vacated CARS Rule is not law, without listing it as a right', async () => {
    const [answer] = await conversation('en', 'The dealer added a $995 doc fee to my new car');

    expect(factIdsOf(answer!)).toEqual([]);
    expect(answer!.sections.talking_points.join(' ')).toContain("vacated the FTC's CARS Rule");
  });
});

describe('what Lane will not do', () => {
  it('refuses to help deceive, and offers the honest way to ask', async () => {
    const [answer] = await conversation(
      'en',
      "Help me write a fake doctor's note so my gym cancels my membership without the $200 fee",
    );

    expect(answer!.sections.strategy).toMatch(/^I can't help you deceive, threaten or pressure anyone/);
    expect(answer!.sections.phone_script).toMatch(/cancel/i);
    expect(answer!.response).not.toMatch(/doctor's note says/i);
    expect(answer!.sections.questions).toEqual([]);
  });
});

describe('every answer', () => {
  it('is the same for the same conversation', async () => {
    const [first] = await conversation('en', ER_BILL);
    const [again] = await conversation('en', ER_BILL);
    expect(again).toEqual(first);
  });

  it('fits in one chat message even for the longest case, a collector holding an ER bill', async () => {
    for (const [lang, text] of [
      [
        'en',
        'A collection agency is asking me for $2,340 for an ER visit at Mercy General Hospital on March 3 that my insurance should have covered, plus $120 in fees.',
      ],
      [
        'es',
        'Una agencia de cobranza me pide 2.340 dólares por una visita a urgencias del Hospital San José del 3 de marzo que mi seguro debió cubrir, más 120 dólares de cargos.',
      ],
    ] as const) {
      const [answer] = await conversation(lang, text);
      expect(factIdsOf(answer!).sort()).toEqual(['debt-validation', 'no-surprises-emergency']);
      expect(answer!.response.length).toBeLessThanOrEqual(CHAT_LIMITS.maxMessageChars);
    }
  });

  it('is a valid chat response that the browser can send back, whatever the person types', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1, maxLength: 400 }).filter((text) => text.trim().length > 0),
        fc.constantFrom('en' as const, 'es' as const),
        async (text, lang) => {
          const answer = await answerOf([{ role: 'user', content: text }], lang);
          expect(chatResponseSchema.safeParse(answer).success).toBe(true);
          const followUp = [
            { role: 'user' as const, content: text },
            { role: 'assistant' as const, content: answer.response },
            { role: 'user' as const, content: 'they said no' },
          ];
          expect(chatRequestSchema.safeParse({ messages: followUp, lang }).success).toBe(true);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('judge 23: an uninsured ER bill, a demand to pay today, then no pay stubs', () => {
  it('answers the missing pay stubs with other proof, never the first plan again', async () => {
    const answers = await conversation(
      'es',
      'fui a emergencias el 14 de sep por dolor de pecho, en un hospital sin fines de lucro en chicago. no tengo seguro. la cuenta es de 8,400. gano como 2,100 al mes, somos 3 en la casa',
      'llame y me dijeron que si no pago 500 hoy lo mandan a cobranza',
      'ya me mandaron la solicitud de ayuda financiera pero piden 3 talones de pago y yo trabajo en efectivo, no tengo talones',
    );
    const [first, second, third] = answers.map((answer) => answer.sections);
    expect(second!.email.body).not.toContain('[hoy / antes de su plazo]');
    expect(second!.talking_points.join('\n')).not.toContain('a quien le llama');
    expect(third!.strategy).toContain('qué otros comprobantes de ingresos aceptan');
    expect(third!.strategy).toContain('Medicaid de Illinois');
    expect(third!.phone_script).toContain('me pagan en efectivo y no tengo talones de pago');
    expect(third!.strategy).not.toContain(first!.strategy.slice(0, 60));
    expect(third!.talking_points.join('\n')).not.toContain('pueden pedirle talones de pago');
  });
});

describe('judge 23: charges counted and deadlines already past', () => {
  const GYM =
    'i cancelled my gym membership IN PERSON aug 12, guy at front desk said ur all set. they still charged my credit card 39.99 on sep 1, oct 1 and nov 1. i did NOT agree to keep it';

  it('"39.99 on sep 1, oct 1 and nov 1" is 3 charges ($119.97), and 60 days from sep 1 are said as past', async () => {
    const [first] = await conversation('en', GYM);
    expect(first!.sections.strategy).toContain('$119.97');
    expect(first!.sections.strategy).toContain('today (60 days from sep 1 ended October 31, 2026');
    expect(first!.response).not.toMatch(/by October 31, 2026|before October 31, 2026/);
  });

  it('"he will refund only nov 39.99" is one charge back of three: take it, dispute the other $79.98', async () => {
    const [, second] = await conversation(
      'en',
      GYM,
      "manager said their policy requires 30 days notice by certified letter, so sep and oct are 'valid' and he will refund only nov 39.99",
    );
    expect(second!.sections.strategy).toContain('$79.98');
    expect(second!.response).toContain('39.99 of the $119.97');
    expect(second!.response).not.toContain('[the part refunded]');
  });

  it('in Spanish too: "me cobraron 39.99 el 1 de sep, 1 de oct y 1 de nov" counts 3 charges', async () => {
    const [first] = await conversation(
      'es',
      'cancele mi gimnasio en persona el 12 de agosto y me siguieron cobrando en mi tarjeta de credito 39.99 el 1 de sep, 1 de oct y 1 de nov',
    );
    expect(first!.response).toContain('119.97');
    expect(first!.response).not.toContain('a más tardar el 31 de octubre');
  });
});

describe('judge 23: a debit claim already reported, no provisional credit after 10 business days', () => {
  const REPORTED =
    '2 charges on my debit card i didnt make, 180.25 and 75.10 on oct 27, i still have my card. i called the bank oct 30 and they opened a claim, i mailed their dispute form nov 2. still no money back';

  it('asks for the provisional credit now instead of reporting again, with the report day filled in', async () => {
    const [first, second] = await conversation(
      'en',
      REPORTED,
      "rep said the review can take up to 90 days and they don't give anything back until it's done",
    );
    expect(first!.sections.strategy).toContain('You already reported the 180.25 and 75.10 charges');
    expect(first!.sections.strategy).toContain('provisional credit');
    expect(first!.response).not.toContain('report it by about');
    expect(first!.response).toContain('oct 30');
    expect(second!.sections.strategy).toContain('more than 10 business days have passed');
    expect(second!.response).not.toContain('If the 10 business days pass');
    expect(second!.response).not.toContain('if they asked for it in writing');
  });

  it('in Spanish too, in usted', async () => {
    const [first] = await conversation(
      'es',
      'alguien uso mi tarjeta de debito, 2 cargos que yo no hice: 180.25 y 75.10 el 27 de oct. todavia tengo la tarjeta. llame al banco el 30 de oct y abrieron un reclamo, envie su formulario el 2 de nov y no me han devuelto nada',
    );
    expect(first!.sections.strategy).toContain('Usted ya reportó');
    expect(first!.sections.strategy).toContain('crédito provisional');
  });
});

describe('judge 23: a posted duplicate the seller calls a pending authorization', () => {
  const DOUBLE =
    'bought 2 tickets for a game, the total was 312.40 on my credit card, and the charge shows up twice on my card: 312.40 on nov 2 and again 312.40 on nov 2. i only got 2 tickets';

  it('reads a duplicate charge, fills the reason in, and counts the sum twice, not three times', async () => {
    const [first] = await conversation('en', DOUBLE);
    expect(first!.sections.phone_script).toContain('I was charged 312.40 twice for one purchase');
    expect(first!.response).not.toContain('[I was charged twice / the amount is wrong');
    expect(first!.response).not.toContain('Can you tell me exactly what it is');
  });

  it('"the seller says the second is a pending authorization" meets the posted statement, not "I was told no"', async () => {
    const [, second] = await conversation(
      'en',
      DOUBLE,
      'the ticket site says the second one is a pending authorization that will drop off, but my statement that closed nov 10 shows both as posted',
    );
    expect(second!.sections.strategy).toContain('A pending authorization is a hold');
    expect(second!.sections.strategy).toContain('the second 312.40 charge is a billing error');
    expect(second!.response).not.toContain('I was told no');
    expect(second!.response).not.toContain('(another rep is fine)');
  });
});

describe('judge 23: a collector for care the person never had', () => {
  const NOT_MINE =
    'got a letter dated nov 12 from a collection agency saying i owe 860.00 to a hospital in denver for an ER visit in 2024. i have never been to that hospital, never been to colorado. the letter says i can dispute by dec 17';

  it('keeps the notice’s own last day to dispute and says the care was never the person’s', async () => {
    const [first] = await conversation('en', NOT_MINE);
    expect(first!.response).toContain('December 17, 2026');
    expect(first!.response).not.toContain('December 12, 2026');
    expect(first!.response).toContain('I was never a patient of the provider you name');
    expect(first!.response).toContain('patient registration record under your name');
    expect(first!.response).not.toContain('whether insurance was billed');
  });

  it('answers a threat to garnish wages today: no garnishment without a lawsuit and a judgment', async () => {
    const [, second] = await conversation(
      'en',
      NOT_MINE,
      'i called and the guy said if i dont pay 430 today it goes on my credit report and they will garnish my wages',
    );
    expect(second!.sections.strategy).toContain('without suing you and winning a court judgment first');
    expect(second!.sections.strategy).toContain("you say this debt isn't yours");
    expect(second!.response).not.toContain('within 5 days of first contacting you');
  });

  it('in Spanish too, in usted', async () => {
    const [first] = await conversation(
      'es',
      'me llego una carta de una agencia de cobranza con fecha del 12 de nov, dicen que debo 860 a un hospital de denver por una visita a emergencias. nunca he ido a ese hospital. la carta dice que puedo disputar hasta el 17 de diciembre',
    );
    expect(first!.response).toContain('17 de diciembre de 2026');
    expect(first!.response).toContain('Nunca fui paciente del proveedor');
  });
});

describe('judge 23: an old debt in a state the person named', () => {
  it('asks about the named state’s limit and revival by name, counts the years, and keeps their offer in view', async () => {
    const [first, second] = await conversation(
      'en',
      'a collector keeps calling about a store card from 2016, they say i owe 2,450. my last payment was around june 2017. i live in arizona (tucson)',
      'they said they will take 600 if i pay today with my debit card, or they will sue me next week',
    );
    expect(first!.sections.strategy).toContain('your last payment was june 2017, about 9 years ago');
    expect(first!.sections.strategy).toContain('Ask the Arizona attorney general or legal aid what Arizona');
    expect(first!.sections.strategy).not.toContain('In many states');
    expect(second!.sections.strategy).toContain('whether in Arizona a payment');
    expect(second!.sections.strategy).toContain('the CFPB and the Arizona attorney general');
    expect(second!.sections.talking_points.join(' ')).toContain('600');
  });
});

describe('judge 23: a "certified letter" policy against the person’s own contract', () => {
  it('answers the policy with the contract and refuses to agree the earlier charges are valid', async () => {
    const [, second] = await conversation(
      'en',
      'i cancelled my yoga studio membership in person on aug 20. they still charged my credit card 59.00 on sep 5, oct 5 and nov 5. my contract says i can cancel anytime in person',
      "the owner said their policy requires 30 days notice by certified letter, so sep and oct stand, and she'll only refund the nov 59.00",
    );
    expect(second!.sections.strategy).toContain("isn't what your contract says");
    expect(second!.sections.strategy).toContain('$118');
    expect(second!.response).toContain("I'm not agreeing that any charge after that is valid");
  });
});

describe('unauthorized debit charges that caused overdraft fees', () => {
  const FIRST =
    'theres 3 charges on my debit card i did NOT make, 89.99 each from some streaming site, oct 30 nov 2 and nov 5. i only saw them yesterday (nov 21) in the app. and because of them i got 3 overdraft fees of 35 each. calling the bank in 10 min what do i say';
  const BANK =
    "ok the bank guy said they opened a claim but it can take up to 90 days and i might be responsible for some of it since the first one was in october. he also said overdraft fees are 'separate' and he cant touch them";

  it('reports the three charges and their total, and asks for the fees they caused, never a fee as the charge', async () => {
    const [first] = await conversation('en', FIRST);
    expect(first!.sections.phone_script).toContain(
      '3 unauthorized charges of 89.99 on oct 30, nov 2 and nov 5 ($269.97 in all)',
    );
    expect(first!.sections.phone_script).toContain('3 overdraft fees of 35 ($105 in all)');
    expect(first!.sections.phone_script).toContain('$374.97 in all');
    expect(first!.sections.email.body).toContain('$374.97');
    expect(first!.response).not.toMatch(/charge of 35|the 35 to my account|\[and reset my login\]/);
  });

  it("answers the bank's 90 days, partial liability and 'separate' fees, not a partial offer nobody made", async () => {
    const [, second] = await conversation('en', FIRST, BANK);
    expect(second!.sections.strategy).toContain('provisional credit within 10 business days');
    expect(second!.sections.strategy).toContain('lost or stolen');
    expect(second!.sections.strategy).toContain('a charge from oct 30 doesn');
    expect(second!.sections.strategy).toContain('Don\'t accept "separate" for the 3 overdraft fees of 35');
    expect(second!.sections.email.body).toContain('$374.97');
    expect(second!.response).not.toMatch(
      /not accepting part|You offered|\[their offer\]|Don't settle for part/,
    );
  });

  it('says the same in Spanish, with usted', async () => {
    const [first, second] = await conversation(
      'es',
      'hay 4 cargos en mi tarjeta de debito que yo no hice, de 45.50 cada uno. por esos cargos me cobraron 2 cargos por sobregiro de 34 cada uno. que le digo al banco',
      'el banco dice que el reclamo puede tardar hasta 90 dias y que los cargos por sobregiro son aparte',
    );
    expect(first!.sections.phone_script).toContain('4 cargos no autorizados de 45.50, $182 en total');
    expect(first!.sections.phone_script).toContain('2 cargos por sobregiro de 34 ($68 en total)');
    expect(second!.sections.strategy).toContain('crédito provisional dentro de 10 días hábiles');
    expect(second!.sections.strategy).toContain('sean «aparte»');
    expect(second!.response).not.toMatch(/no acepto una parte/i);
  });
});

describe('debit fraud with the card in hand, then "45 days, nothing back till its done" and rent due', () => {
  const FIRST =
    'theres 3 charges on my debit card i did NOT make, 89.99 each from something called SHPVRX*ONLINE, oct 28 nov 2 and nov 9. just saw them today in my app. card is still in my wallet never lost it. thats 270 gone from checking and rent is due dec 1 what do i say to the bank';
  const BANK =
    'ok called them. they opened a claim but said investigation takes up to 45 days and they cant put the money back till its done. rent is 1,350 due dec 1 and im short';

  it('drops the lost-card tiers for a card never lost, and names the rent in the first plan', async () => {
    const [first] = await conversation('en', FIRST);
    expect(first!.sections.strategy).toContain(
      "Your card wasn't lost or stolen, so the $50 and $500 tiers don't apply",
    );
    expect(first!.sections.strategy).toContain('Your rent is due dec 1');
    expect(first!.sections.strategy).not.toContain('report it by about November 24, 2026');
  });

  it('dates the provisional credit (10 bank business days, Thanksgiving skipped) and asks for it before the rent', async () => {
    const [, second] = await conversation('en', FIRST, BANK);
    expect(second!.sections.strategy).toContain('provisional credit within 10 business days');
    expect(second!.sections.strategy).toContain('by about December 7, 2026');
    expect(second!.sections.strategy).toContain('Your rent is due dec 1, before that day');
    expect(second!.sections.strategy).toContain("ask your landlord in writing for a few days' grace");
    expect(second!.sections.phone_script).toContain('provisional credit of $269.97');
    expect(second!.sections.email.body).toContain('(by December 7, 2026)');
    expect(second!.response).not.toMatch(
      /the 270\b|You said no|If your card or login was lost or stolen, say so/,
    );
  });

  it('says the same in Spanish, with usted', async () => {
    const [, second] = await conversation(
      'es',
      'hay 3 compras de 59.99 en mi tarjeta de debito que yo no hice, la tarjeta la tengo yo. tengo que pagar la renta el 1 de diciembre',
      'el banco dice que puede tardar hasta 45 dias y que no me devuelven nada mientras tanto',
    );
    expect(second!.sections.strategy).toContain('a más tardar alrededor del 7 de diciembre de 2026');
    expect(second!.sections.strategy).toContain('Su renta vence el 1 de diciembre');
    expect(second!.sections.phone_script).toContain('crédito provisional de $179.97');
  });
});

describe('overdraft fees on one-time debit-card purchases, then "only one, bank policy"', () => {
  const FIRST =
    'el banco me cobro 3 cargos de sobregiro de 35 cada uno el mismo dia 14 de nov, por un cafe de 4.50, gasolina 22 y una compra de 9 con mi tarjeta de debito. mi deposito de nomina entro al dia siguiente. yo nunca pedi proteccion de sobregiro, creo. son 105 dolares';
  const ONE = 'me dijeron que solo pueden devolver uno de los cargos, 35, porque es la politica del banco';

  it('knows the fees were on debit-card purchases and names their day, never asking which ones were', async () => {
    const [first] = await conversation('es', FIRST);
    expect(first!.sections.strategy).toContain(
      'Estos cargos fueron por compras únicas con tarjeta de débito',
    );
    expect(first!.sections.strategy).toContain('$105 (3 cargos de 35)');
    expect(first!.sections.phone_script).toContain('($105 en total) del 14 de nov');
    expect(first!.sections.email.body).toContain('El 14 de nov me cobraron');
    expect(first!.response).not.toMatch(
      /Primero pregunte cuáles|cheques o pagos automáticos son un pedido|\[fecha\] me cobraron/,
    );
  });

  it('takes the one back and asks for the other two ($70) under the opt-in rule, never "one more"', async () => {
    const [, second] = await conversation('es', FIRST, ONE);
    expect(second!.sections.strategy).toContain('quedan los otros dos ($70)');
    expect(second!.sections.strategy).toContain(
      'una política del banco o los términos de la cuenta no son una autorización',
    );
    expect(second!.sections.strategy).toContain('CFPB');
    expect(second!.sections.phone_script).toContain('devolver los otros dos ($70)');
    expect(second!.sections.email.body).toContain('cobrados el 14 de nov');
    expect(second!.response).not.toMatch(/al menos uno más|¿Alguno fue por compras|solo me faltaban/);
  });

  it('reads the same in English', async () => {
    const [, second] = await conversation(
      'en',
      'bank hit me with 3 overdraft fees of 35 on nov 14 for a coffee, gas and a 9 purchase on my debit card. i never opted in',
      'they said they can only refund one of them, 35, its bank policy',
    );
    expect(second!.sections.strategy).toContain('the other two ($70) are still owed to you');
    expect(second!.sections.strategy).toContain('a bank policy or the account terms is not an opt-in');
    expect(second!.response).not.toMatch(/at least one more/);
  });
});

describe("a bakery's two matters: a supplier's surcharge not in the contract and a catering client's unpaid 1,100", () => {
  const FIRST =
    "tengo una panaderia chiquita y estoy muy nerviosa. el proveedor de harina me empezo a cobrar un 'recargo de combustible' de 85 en cada entrega desde sept, ya van 6 entregas = 510. eso no esta en el contrato que firme en marzo. y aparte un cliente de catering me debe mil cien de una factura del 2 de oct (pago a 30 dias) y no me contesta";
  const THEN =
    'el proveedor dice que el recargo se queda pero me lo bajan a 50 por entrega desde ahora, y lo de antes no lo devuelven. el cliente sigue sin contestar, ya van 3 semanas';

  it('plans the 1,100 invoice and gives the surcharge its own short plan: the clause and a 510 credit', async () => {
    const [first] = await conversation('es', FIRST);
    expect(first!.sections.strategy).toContain('factura [número], 1100, vencida el 1 de noviembre de 2026');
    expect(first!.sections.strategy).toContain('Usted también mencionó otro asunto');
    expect(first!.sections.strategy).toContain(
      '85 por entrega (6 entregas, 510 hasta ahora) no está en el contrato',
    );
    expect(first!.sections.strategy).toContain('acrediten los 510 ya cobrados');
    expect(first!.response).not.toMatch(/factura \[número\] de 85|de 85, vencida/);
    expect(first!.response.length).toBeLessThanOrEqual(4000);
  });

  it("answers both replies: the client's silence with the final notice, the supplier's 50 as still not agreed", async () => {
    const [, second] = await conversation('es', FIRST, THEN);
    expect(second!.sections.strategy).toContain(
      'con 21 días de atraso, una última fecha de pago (el 29 de noviembre de 2026',
    );
    expect(second!.sections.email.subject).toContain('Aviso final');
    expect(second!.sections.strategy).toContain('Sobre el otro asunto');
    expect(second!.sections.strategy).toContain(
      'recargo de 50 en cada entrega desde ahora ($35 menos que los 85)',
    );
    expect(second!.sections.strategy).toContain('no devuelve nada de los 510 ya cobrados');
    expect(second!.response).not.toMatch(/quería asegurarme de que llegó|Segunda solicitud/);
    expect(second!.response.length).toBeLessThanOrEqual(4000);
  });
});

describe('the next wording: a Zelle transfer never sent with a mortgage due, and two flat fees at a rental', () => {
  it('reports to Chase and Zelle, drops the tiers for a phone never lost, and asks for the credit before the mortgage', async () => {
    const [first, second] = await conversation(
      'en',
      "someone zelled 400 out of my checking to a 'Mike R' on 11/19, i never sent it and i still have my phone. what do i tell chase",
      'chase opened a claim but says these take up to 45 days and nothing goes back on my account until its closed. my mortgage of 1,900 comes out dec 3',
    );
    expect(first!.sections.strategy).toContain('to Chase and to Zelle');
    expect(first!.sections.strategy).toContain("Your phone and login weren't lost or stolen");
    expect(second!.sections.strategy).toContain('by about December 7, 2026');
    expect(second!.sections.strategy).toContain('Your mortgage payment is due dec 3, before that day');
    expect(second!.sections.email.body).toContain('My phone and login were not lost or stolen');
    expect(second!.response).not.toMatch(/the 400 bill|A first no is normal|your landlord/);
  });

  it('adds a cleaning fee of 95 and a service fee of 60 ($155), then takes the 60 and asks for the other $95', async () => {
    const [first, second] = await conversation(
      'en',
      'booked a cabin for 4 nights on the owners own site, listing said 110 a night. on the very last payment screen a cleaning fee of 95 and a service fee of 60 got added, 155 more. i paid with my mastercard nov 8, stay was nov 14-18',
      "owner says fees were disclosed before i paid and he'll refund the service fee, 60, as a one time thing",
    );
    expect(first!.sections.strategy).toContain('The fees of 95 + 60');
    expect(first!.sections.phone_script).toContain('$440 (4 nights × 110)');
    expect(first!.sections.phone_script).toContain('Please refund the $155');
    expect(second!.sections.strategy).toContain('Their offer is 60 of $155, which leaves $95');
    expect(second!.sections.strategy).toContain('on the last screen before paying');
    expect(second!.sections.phone_script).toContain('Please refund the other $95');
  });
});

describe("a freelancer's unpaid balance, then 'only 500 more and that's it'", () => {
  const FIRST_ES =
    'hice un sitio web para un cliente por 2.400, me pago 800 de adelanto, entregue todo el 15 de sept y lo aprobo por correo. no me ha pagado los 1.600 que faltan y no contesta desde hace una semana. tengo contrato firmado';
  const THEN_ES =
    "por fin contesto, ahora dice que 'no le gusto el resultado' y que solo me va a pagar 500 mas y ya. pero el sitio ya lo esta usando";

  it('is an invoice to collect (1.600 owed, 800 paid), never unpaid wages', async () => {
    const [first] = await conversation('es', FIRST_ES);
    expect(first!.sections.strategy).toContain('$1.600 pendientes (ya pagaron 800)');
    expect(first!.response).not.toMatch(/Horas y Salarios|talones|salario|\$800 en total/);
  });

  it('declines 500 as the final payment, with the approval and the site in use, and a written demand', async () => {
    const [, second] = await conversation('es', FIRST_ES, THEN_ES);
    expect(second!.sections.strategy).toContain('No acepte 500 como pago final');
    expect(second!.sections.strategy).toContain('aprobó el trabajo por escrito y lo está usando');
    expect(second!.sections.email.body).toContain('$1.100 restantes');
    expect(second!.sections.email.body).toContain('corte de reclamos menores');
    expect(second!.response).not.toMatch(/horas extra|\[su petición completa\]|quizás más adelante/);
  });

  it('reads the English wording the same way', async () => {
    const [, second] = await conversation(
      'en',
      'i built a website for a client for 2400, he paid 800 upfront, i delivered everything sept 15 and he approved it by email. he hasnt paid the remaining 1600 and hasnt answered in a week',
      'he finally replied, says he didnt like the result and will only pay 500 more and thats it. but hes already using the site',
    );
    expect(second!.sections.strategy).toContain("Don't accept 500 as the final payment");
    expect(second!.sections.email.body).toContain('$1100');
  });
});

describe('an ambulance bill in collections, "mil doscientos", then "900 today or we report it"', () => {
  it('puts 1200 in the letter, and answers the credit-report threat and the insurer', async () => {
    const [first, second] = await conversation(
      'es',
      'me llamo un cobrador por una deuda medica de mil doscientos de una ambulancia de marzo. yo tenia seguro en ese tiempo y nunca me llego ninguna factura de la ambulancia, ni explicacion del seguro. no se si es mia',
      'dicen que si no pago hoy lo reportan al buro de credito y que ya no pueden esperar. me ofrecieron bajar a 900 si pago hoy con tarjeta',
    );
    expect(first!.sections.email.body).toContain('1200');
    expect(second!.sections.strategy).toContain('debe aparecer como disputado');
    expect(second!.sections.strategy).toContain('explicación de beneficios (EOB)');
  });
});

describe('a collector demanding 300 today, calling at work and threatening to sue', () => {
  it('answers the calls at work and the threat, not only the demand', async () => {
    const [first, second] = await conversation(
      'en',
      'got a letter from a collection agency (Midland something) saying i owe 1,240 on an old verizon account from 2021. i never had verizon, that is NOT my account. letter is dated nov 10. what do i do',
      'now theyre calling me at work, twice today, the lady said if i dont pay at least 300 today they will sue me and it goes on my credit. my boss doesnt like personal calls',
    );
    expect(second!.sections.strategy).toContain(
      'a collector may not call you at work (Regulation F, 12 CFR 1006.6(b))',
    );
    expect(second!.sections.strategy).toContain('a real lawsuit comes with court papers');
    expect(first!.response).toContain('whether any account is open in your name');
    expect(first!.response).not.toContain('whether the balance is right');
    expect(second!.response.length).toBeLessThanOrEqual(CHAT_LIMITS.maxMessageChars);
  });
});

describe('judge 25: a cancelled service sent to collections in a follow-up', () => {
  const MODEM_ES =
    'cancele el internet con Spectrum el 5 de sept y devolvi el modem en la tienda el 8 de sept, tengo el recibo. ahora me cobran 180 por equipo no devuelto y otro cargo de 64.99 por octubre que no use';

  it("answers the collector's letter with its 30-day written dispute, dated from the letter", async () => {
    const [, second] = await conversation(
      'es',
      MODEM_ES,
      'dicen que el modem no aparece en su sistema y ya lo mandaron a cobranza, me llego carta de una agencia el 18 de nov',
    );
    expect(second!.sections.strategy).toContain('agencia de cobranza');
    expect(second!.sections.strategy).toContain('a más tardar el 18 de diciembre de 2026');
    expect(second!.sections.strategy).toContain('pida la validación');
    expect(second!.sections.strategy).not.toContain('Un primer no es normal');
  });

  it('says the same in English, counted from the letter', async () => {
    const [, second] = await conversation(
      'en',
      'i cancelled my internet sept 5 and returned the modem at the store sept 8, i have the receipt. now they bill me 180 for unreturned equipment',
      'they said no, the modem is not in their system, and they already sent it to collections. i got a letter nov 18',
    );
    expect(second!.sections.strategy).toContain('by December 18, 2026 (30 days from its letter of nov 18)');
    expect(second!.sections.strategy).toContain('recall the account from collections');
  });
});

describe('judge 25: an ER doctor group balance bill, "you signed a consent form", then a 30-day hold', () => {
  const ER =
    'went to the ER at st lukes (in network w my blue cross) sep 14 for a kidney stone. now a bill from Summit Emergency Physicians for 1,860. my EOB says theyre out of network, plan paid 260, my share 150. but their bill says i owe 1,600. do i have to pay that??';
  const CONSENT =
    'called billing, the lady said theyre out of network and i signed a consent form at registration so the no surprises thing doesnt apply. i did NOT sign anything about out of network, i signed the general treatment form bc i was in pain';
  const HOLD =
    "she said she'll put a 30 day hold on the account but if its not paid after that it goes to collections";

  it('names the share to pay and the balance bill left, then answers the consent form, then uses the hold', async () => {
    const [first, second, third] = await conversation('en', ER, CONSENT, HOLD);
    expect(first!.sections.strategy).toContain('Your in-network share is 150: that is what you owe');
    expect(first!.sections.strategy).toContain('The other $1,450 of the 1,600 is the balance bill');
    expect(first!.sections.phone_script).toContain(
      "I'll pay the 150; the other $1,450 is a balance bill I don't owe.",
    );
    expect(second!.sections.strategy).toContain(
      'for emergency care the No Surprises Act lets no provider have you sign',
    );
    expect(second!.sections.strategy).not.toContain("we're a separate company");
    expect(second!.sections.phone_script).toContain('please send me a copy of any form you say I signed');
    const hold = third!.sections;
    expect(hold.strategy).toContain(
      'Take the hold, and get it in writing with its last day, December 22, 2026',
    );
    expect(hold.strategy).toContain('Pay your 150 in-network share now');
    expect(hold.strategy).toContain('Before December 22, 2026: file with the No Surprises help desk');
    expect(hold.strategy).toContain('sending it to collections will be part of your complaint');
    expect(hold.phone_script).toContain('the account is on hold until December 22, 2026');
    expect(hold.email.subject).toContain('Hold until December 22, 2026');
    // The third answer is not the second one again.
    expect(hold.phone_script).not.toContain("I understand you can't fix it on this call");
    expect(hold.strategy).not.toContain("That's another no");
  });

  it('reads the same in Spanish, a bill less what the insurer paid, and "30 días, luego cobros"', async () => {
    const answers = await conversation(
      'es',
      'fui a urgencias del hospital mercy (esta en mi red, tengo aetna) el 2 de oct por un dolor de pecho. ahora el grupo de medicos de emergencia me manda una factura de 2,300. la EOB dice que el seguro pago 400 y que mi parte es 250. pero ellos me cobran 1,900',
      'la muchacha dijo que congelan la cuenta por 30 dias pero si no pago la pasan a cobros',
    );
    const [first, second] = answers;
    expect(first!.sections.strategy).toContain('Los otros $1,650 de los 1,900 son el cobro de saldo');
    expect(second!.sections.strategy).toContain(
      'Acepte la pausa y pídala por escrito, con su último día, el 22 de diciembre de 2026',
    );
    expect(second!.sections.strategy).toContain('Pague ahora su parte dentro de la red de 250');
    for (const answer of answers) expect(tuteoMarkers(answer.response)).toEqual([]);
  });

  it('works out the balance bill from a bill and what the insurer paid, and takes "30 more days" as a hold', async () => {
    const [first, second] = await conversation(
      'en',
      'ER visit at county general (in network, cigna) aug 30. got a bill from the ER docs for 2,300, insurance paid 400, my share on the eob is 250. are they allowed to bill me?',
      'billing said they cant do anything, but they gave me 30 more days before they send it to collections',
    );
    expect(first!.sections.strategy).toContain(
      'Your insurer paid 400, so the other $1,650 of the 2,300 is the balance bill',
    );
    expect(second!.sections.strategy).toContain('December 22, 2026');
    expect(second!.sections.strategy).toContain('Pay your 250 in-network share now');
  });
});

describe("judge 25: a dentist's Good Faith Estimate of 1,200, a bill of 1,750, 600 paid, then 'it was approximate'", () => {
  const CROWN =
    "no tengo seguro dental. antes de la corona el dentista me dio un papel que dice 'estimado de buena fe' por 1,200. ahora la factura del 3 de oct dice 1,750. nadie me explico cargos extra. ya pague 600 de deposito";
  const APPROXIMATE =
    "la recepcionista dice que el estimado era 'aproximado' y que la diferencia es del laboratorio, que tengo que pagar el resto, 1,150, este mes";

  it('calls 1,750 the bill and 1,200 the estimate, works out the 550 over and the 600 left, and answers "approximate"', async () => {
    const [first, second] = await conversation('es', CROWN, APPROXIMATE);
    expect(first!.sections.phone_script).toContain('llamo por una factura de 1,750');
    expect(first!.sections.phone_script).toContain(
      'recibí un Estimado de Buena Fe de 1,200. La factura lo supera en $550.',
    );
    expect(first!.sections.phone_script).toContain('del estimado me quedan $600');
    expect(first!.sections.email.body).toContain('Su factura de 1,750 lo supera en $550.');
    expect(first!.response).not.toMatch(
      /\[monto del estimado\]|\[diferencia con el estimado\]|factura de 1,200/,
    );
    const s = second!.sections;
    expect(s.strategy).toContain('Su factura de 1,750 supera en $550 su Estimado de Buena Fe de 1,200');
    expect(s.strategy).toContain('no cambia eso');
    expect(s.strategy).toContain('le quedan $600, no los 1,150 que le piden');
    expect(s.strategy).toContain('a más tardar el 31 de enero de 2027');
    expect(s.phone_script).toContain('Voy a pagar los $600 que quedan del estimado; los $550 los disputo');
    expect(s.email.subject).toContain('Factura de 1,750');
    expect(s.email.subject).not.toContain('factura médica de 1,150');
    for (const answer of [first!, second!]) expect(tuteoMarkers(answer.response)).toEqual([]);
  });

  it('does the same in English with no currency sign: 950 estimate, 1450 bill, 300 down', async () => {
    const [, second] = await conversation(
      'en',
      'no insurance. before my root canal the dentist gave me a good faith estimate for 950. bill came oct 20 for 1450. i put down 300 already',
      'office manager says estimates are never exact and the extra was lab fees, i need to pay the remaining 1150 by the end of the month',
    );
    expect(second!.sections.strategy).toContain("doesn't change that");
    expect(second!.sections.strategy).toContain(
      'you already paid 300, so $650 is left, not the 1150 they ask for',
    );
    expect(second!.sections.strategy).toContain('by February 17, 2027');
  });
});

describe('judge 25: an uninsured appendectomy at a nonprofit hospital, then "too late, it went to collections"', () => {
  const STAY =
    'estuve en el hospital San Rafael (es sin fines de lucro) 2 noches, junio 10 al 12, por apendicitis. no tengo seguro. la factura es de 8,400. gano como 2,100 al mes y somos 3 en la casa. el primer estado de cuenta me llego el 1 de julio. no puedo pagar eso';
  const TOO_LATE =
    'llamé y me dijeron que la cuenta ya se mandó a cobranza en octubre y que la ayuda financiera ya no aplica porque ya paso mucho tiempo';

  it('works out the yearly income and the 240-day date, then answers "too late" with them and writes to the collector', async () => {
    const [first, second] = await conversation('es', STAY, TOO_LATE);
    const one = first!.sections;
    expect(one.strategy).toContain('tiene al menos hasta el 26 de febrero de 2027');
    expect(one.strategy).toContain('2,100 al mes, $25,200 al año, para un hogar de 3 personas');
    expect(one.strategy).not.toContain('estimado de buena fe');
    expect(one.phone_script).toContain('del 10 de junio');
    expect(one.phone_script).not.toContain('del junio 10');
    expect(one.email.body).toContain(
      'Los ingresos de mi hogar son 2,100 al mes, $25,200 al año, para 3 personas.',
    );
    const two = second!.sections;
    expect(two.strategy).toContain(
      'Su primera factura fue del 1 de julio, así que puede presentarla al menos hasta el 26 de febrero de 2027',
    );
    expect(two.strategy).toContain('Que hayan mandado la cuenta a cobranza no termina ese plazo.');
    expect(two.strategy).toContain('Escriba también a la agencia de cobranza');
    expect(two.strategy).not.toContain('unos meses están dentro de ese plazo');
    expect(two.email.body).not.toMatch(/\[fecha de la primera factura\]|\[ingresos\]|\[número\] personas/);
    expect(two.email.body).toContain('para 3 personas');
    for (const answer of [first!, second!]) expect(tuteoMarkers(answer.response)).toEqual([]);
  });

  it('dates the collector’s 30 days from its letter, in English with no currency sign', async () => {
    const [first, second] = await conversation(
      'en',
      'uninsured, was at st marys hospital (nonprofit) 3 days in may for pnemonia, the bill is 12,500. first bill came june 5. i make about 1800 a month, me and my 2 kids. cant pay this',
      'they said its been too long to apply for charity care and its already with a collection agency, i got a letter from them nov 10',
    );
    expect(first!.sections.strategy).toContain('you have until at least January 31, 2027');
    expect(first!.sections.strategy).toContain('1800 a month, $21,600 a year, for a household of 3');
    expect(first!.sections.strategy).not.toContain('Good Faith Estimate');
    expect(second!.sections.strategy).toContain('by December 10, 2026 (30 days from its letter of nov 10)');
  });

  it('takes a hold before collections in writing and sends the application before it ends', async () => {
    const [first, second] = await conversation(
      'es',
      'me operaron de apendicitis en el hospital del valle en agosto, no tengo seguro. la cuenta es de 15 mil. la primera factura me llego el 2 de septiembre. ganamos entre los dos como 3 mil al mes y somos 4',
      'me dijeron q ya no califico x q paso mucho tiempo, pero me dan 30 dias antes de mandarla a cobranza',
    );
    expect(first!.sections.strategy).toContain('Si el hospital es sin fines de lucro (la mayoría lo son)');
    expect(second!.sections.strategy).toContain('al menos hasta el 30 de abril de 2027');
    expect(second!.sections.strategy).toContain(
      'Acepte la pausa que le dieron, por escrito y con su último día (el 22 de diciembre de 2026)',
    );
    expect(second!.sections.phone_script).toContain(
      'confirmar la pausa por escrito, hasta el 22 de diciembre de 2026',
    );
  });
});

describe('judge 26: a salary ceiling with a signing bonus opened, and a good-faith payment on an old debt', () => {
  it('takes the top of the band as the base and asks for the bonus that closes the gap, with time for the other interview', async () => {
    const [first, second] = await conversation(
      'en',
      'got an offer for a senior data analyst job, 92k base, no signing bonus, 3 weeks pto. i make 88k now and glassdoor/levels say 105-118 for this role in austin. i have another interview final round next week with another co. recruiter wants an answer by friday. how do i ask for more without losing it',
      'recruiter came back: they can go to 97k and thats the top of the band, but could maybe do a signing bonus. what now',
    );
    expect(first!.sections.strategy).toContain('Friday, November 27 (the day after Thanksgiving');
    expect(first!.sections.strategy).toContain('ask for a few more days to decide');
    expect(first!.sections.email.body).toContain('[a day after your other interview]');
    expect(second!.sections.strategy).toContain("Don't counter the base again");
    expect(second!.sections.phone_script).toContain('could it be 8k?');
    expect(second!.sections.phone_script).toContain('next level up');
    expect(second!.sections.phone_script).toContain('[a day after your other interview]');
    expect(second!.response).not.toContain('$101,000');
    expect(second!.response).not.toContain('one-time credit');
  });

  it('in Spanish: the base at its ceiling, a bonus for the gap', async () => {
    const [, second] = await conversation(
      'es',
      'me ofrecieron un puesto de contadora, 58 mil al año, sin bono de firma. el mercado paga entre 64 y 70 mil para este puesto. tengo otra entrevista la proxima semana y me piden respuesta el viernes',
      'la reclutadora dice que pueden subir a 61 mil y que es el tope de la banda, pero que tal vez un bono de firma',
    );
    expect(second!.sections.strategy).toContain('No vuelva a pedir más salario base');
    expect(second!.sections.phone_script).toContain(
      '¿podría ser de $3,000? Eso cubre la diferencia hasta 64 mil',
    );
    expect(second!.sections.phone_script).toContain('[un día después de su otra entrevista]');
  });

  it('refuses the 50 today on a 2017 debt, holds the 600 to a letter, and does not replay the jail warning', async () => {
    const [first, second] = await conversation(
      'es',
      'me llamo un cobrador diciendo que debo mil doscientos de una tarjeta de credito de hace como 8 años, del 2017. yo no he pagado nada desde entonces. vivo en texas. me dicen que si no pago me van a demandar y meter a la carcel',
      "les pedi que me manden todo por carta, ahora me dijeron que si hago un pago de 50 hoy 'para mostrar buena fe' me bajan el total a 600",
    );
    expect(first!.sections.strategy).toContain('No pague por una amenaza de cárcel');
    expect(first!.sections.strategy).toContain('hacia 2024');
    expect(second!.sections.strategy.startsWith('No pague los 50.')).toBe(true);
    expect(second!.sections.strategy).toContain('si en Texas un pago la revive');
    expect(second!.sections.strategy).toContain('La rebaja a 600 no vale nada sin una carta');
    expect(second!.response).not.toContain('Pagar los 600 hoy');
    expect(second!.response).not.toContain('No pague por una amenaza de cárcel');
    expect(second!.sections.email.body).toContain('pagar 50 hoy');
  });

  it('in English, a small payment alone on an old debt is refused, with the year', async () => {
    const [, second] = await conversation(
      'en',
      'a debt collector called about a 2,300 credit card balance from 2016, i havent paid anything since then. i live in florida',
      'now they say if i pay 25 today to show good faith they will stop the calls',
    );
    expect(second!.sections.strategy).toContain("Don't pay the 25. On a debt from 2016");
    expect(second!.sections.strategy).toContain('whether in Florida a payment revives it');
  });
});

describe('judge 26: a return flight cancelled, fees not chosen, and the airline and the travel site blaming each other', () => {
  it('refunds the cancelled flight, not the whole 742, works out the 164 in fees, and names who charged the card', async () => {
    const [first, second] = await conversation(
      'en',
      "compre boletos de avion en un sitio de viajes, 2 boletos a 289 cada uno, pero al final me cobraron 742 total por 'service fee' y 'seat fee' que no escogi. la aerolinea cancelo el vuelo de regreso dic 2 y me ofrecen solo un credito, no reembolso",
      'la aerolinea dice que el reembolso lo tiene que dar la agencia de viajes y la agencia dice que es la aerolinea. nadie me resuelve hace una semana',
    );
    expect(first!.sections.strategy).toContain('(el del 2 de diciembre de 2026)');
    expect(first!.sections.strategy).toContain(
      'le cobraron 742 por 2 boletos de 289 ($578 de boletos), así que $164 fueron cargos',
    );
    expect(first!.sections.strategy).not.toContain('de lo que pagó (742)');
    expect(second!.sections.strategy).toContain(
      'la empresa que aparece en el cargo de 742 es el "merchant of record"',
    );
    expect(second!.sections.strategy).toContain('los $164 de cargos que usted no escogió');
    expect(second!.sections.strategy).not.toContain('clima incluido');
    expect(second!.sections.email.body).toContain('A: [la empresa que aparece en el cargo de mi tarjeta]');
    expect(second!.sections.deadlines.map((d) => d.title).join(' ')).toContain('quien cobró a su tarjeta');
  });

  it('in English, with the airline and the site named', async () => {
    const [, second] = await conversation(
      'en',
      'booked 3 tickets on expedia at 215 each, got charged 701. united cancelled our flight home on dec 5 and only offers a travel credit',
      'united told me expedia has to do the refund, expedia says united has to. im going in circles',
    );
    expect(second!.sections.strategy).toContain(
      'the company named on the 701 charge is the merchant of record',
    );
    expect(second!.sections.strategy).toContain("the $56 in fees if you didn't choose them");
    expect(second!.sections.phone_script).toContain('the cancelled flight of December 5, 2026');
  });
});

describe('judge 25 (again): a returned modem billed as unreturned, then sent to collections', () => {
  const MODEM_ES =
    'cancele el internet con Spectrum el 5 de sept y devolvi el modem en la tienda el 8 de sept, tengo el recibo. ahora me cobran 180 por equipo no devuelto y otro cargo de 64.99 por octubre que no use';
  const AGENCY_ES =
    'dicen que el modem no aparece en su sistema y ya lo mandaron a cobranza, me llego carta de una agencia el 18 de nov';

  it('asks both charges off (244.99), with the return receipt as the proof, never a confirmation number to invent', async () => {
    const [first] = await conversation('es', MODEM_ES);
    expect(first!.sections.strategy).toContain('$244.99 en total');
    expect(first!.sections.strategy).toContain('recibo de devolución del 8 de sept');
    expect(first!.sections.phone_script).toContain('180 por equipo no devuelto y 64.99');
    expect(first!.sections.email.body).toContain('adjunto copia del recibo de devolución');
    expect(first!.response).not.toMatch(/mi número de confirmación es \[número\]|se le debe devolver: 180\./);
  });

  it('answers the agency with a dispute letter that says why, and calls each side, never the ladder again', async () => {
    const [, second] = await conversation('es', MODEM_ES, AGENCY_ES);
    expect(second!.sections.strategy).toContain('a más tardar el 18 de diciembre de 2026');
    expect(second!.sections.strategy).toContain('"no aparece en su sistema" es su registro, no una prueba');
    expect(second!.sections.strategy).toContain('consumercomplaints.fcc.gov');
    expect(second!.sections.phone_script).toContain('A la agencia: recibí su carta del 18 de nov');
    expect(second!.sections.email.subject).toContain('Disputa de la deuda y solicitud de validación');
    expect(second!.sections.email.body).toContain(
      'no debo los 180 por equipo no devuelto y los 64.99 por servicio después de que cancelé ($244.99 en total)',
    );
    expect(second!.sections.email.body).toContain('Adjunto copias del recibo de devolución');
    expect(second!.sections.talking_points.join('\n')).toContain('AnnualCreditReport.com');
    expect(second!.response).not.toMatch(/Llamé el \[fecha|Prueba registrada|número de confirmación/);
    expect(tuteoMarkers(second!.response)).toEqual([]);
  });

  it('keeps an internet bill sent to collections in its own world in English, never a collector’s "150 they added"', async () => {
    const [, second] = await conversation(
      'en',
      'i cancelled my internet with Xfinity oct 2 and dropped off the router at their store oct 4, i have the receipt. now theres a 150 unreturned equipment fee and 79.99 for november on my bill',
      'they say the router isnt in their system and they sent it to collections, got a letter from a collection agency nov 19',
    );
    expect(second!.sections.email.subject).toContain(
      'Dispute of the debt and request for validation: Xfinity account',
    );
    expect(second!.sections.strategy).toContain('by December 19, 2026 (30 days from its letter of nov 19)');
    expect(second!.sections.email.body).toContain(
      "I don't owe the 150 for unreturned equipment and the 79.99 for service after I cancelled ($229.99 in all)",
    );
    expect(second!.response).not.toMatch(/the 150 (?:they|you) added|Thanks, that helps/);
  });
});

describe('judge 25 (again): a renewal rise answered with "leave, someone else pays 1,800"', () => {
  const RENT_ES =
    'hola perdon no hablo bien ingles. mi landlord dice que la renta sube de 1,450 a 1,750 desde el 1 de enero, me aviso por mensaje de texto el 20 de nov. vivo aqui 4 años siempre pago a tiempo, mi contrato se acaba 31 de dic. estoy en texas (houston). que le digo';

  it('keeps the renewal talk: the vacancy cost, the counter in writing, listings now, a decision before the lease ends', async () => {
    const [, second] = await conversation(
      'es',
      RENT_ES,
      'dijo que si no me gusta que me vaya, que tiene otra persona que paga 1,800',
    );
    const strategy = second!.sections.strategy;
    expect(strategy).toContain('"Otra persona paga 1,800"');
    expect(strategy).toContain('$150 al mes menos que 1,750: $1,800 en un año');
    expect(strategy).toContain('propone renovar por 12 meses en $1,600');
    expect(strategy).toContain('antes de que su contrato termine el 31 de diciembre de 2026');
    expect(second!.sections.email.body).toContain('$300 (20,7%) más que mi renta actual de 1,450');
    expect(second!.response).not.toMatch(
      /Un primer no|nuestro contrato sigue vigente|sigue fijando la renta en 1,450|¿1,750 es su mejor cifra\?/,
    );
    expect(tuteoMarkers(second!.response)).toEqual([]);
  });

  it('in English, "take it or leave it, another family will pay 1600" gets the same, before the lease ends', async () => {
    const [, second] = await conversation(
      'en',
      'my lease is up jan 31 and landlord says rent goes from 1300 to 1550 starting feb 1. been here 3 yrs never late. what do i say',
      'he said take it or leave it, theres another family ready to pay 1600',
    );
    expect(second!.sections.strategy).toContain('$125 a month below 1550: $1500 over a year');
    expect(second!.sections.strategy).toContain('before your lease ends on January 31, 2027');
    expect(second!.response).not.toMatch(/\bhis\b|A first no/);
  });
});

describe('the next wording of judge 25: charges after a cancellation, part of them refunded', () => {
  it('in texting Spanish, takes the november refund and disputes 118.98 left, dated, with the email as proof', async () => {
    const [first, second] = await conversation(
      'es',
      'me di de baja del gym SmartFit por correo el 3 de sept y me contestaron q lo recibieron. igual me siguen cobrando a la tarjeta de credito 29.99 el 10 de sept, 10 de oct y 10 de nov y un cargo anual de 59 el 1 de nov. quiero mi dinero',
      'dicen q el contrato dice q hay q cancelar en persona o con carta certificada y q el correo no vale. solo me devuelven el de noviembre',
    );
    expect(first!.sections.strategy).toContain('$148.97');
    expect(first!.sections.strategy).toContain('60 días desde el 10 de sept terminaron');
    expect(first!.response).not.toMatch(/\[comercio\]|a más tardar el 31 de diciembre de 2026/);
    expect(second!.sections.strategy).toContain('Le devuelven 29.99 de los $148.97 (el cargo del 10 de nov)');
    expect(second!.sections.strategy).toContain(
      '29.99 (10 de sept), 29.99 (10 de oct) y 59 (1 de nov), $118.98 en total',
    );
    expect(second!.sections.email.body).toContain(
      'Adjunto mi correo de cancelación y la respuesta que me enviaron',
    );
    expect(second!.response).not.toMatch(/no tiene registro de mi cancelación|Su negativa no termina/);
    expect(tuteoMarkers(second!.response)).toEqual([]);
  });

  it('on a debit card, "the last 2 months only, the rest is too late" leaves aug 1 and sep 1 (90) for the bank', async () => {
    const [first, second] = await conversation(
      'en',
      'gym kept charging my debit card 45 on aug 1 sep 1 oct 1 nov 1 even tho i cancelled july 20, i have the cancellation email',
      "they said theyll refund the last 2 months only, the rest is 'too late'",
    );
    expect(first!.sections.phone_script).toContain('45 4 times (aug 1, sep 1, oct 1 and nov 1): $180 in all');
    expect(first!.sections.phone_script).not.toContain('my confirmation number is [number]');
    expect(second!.sections.strategy).toContain(
      "They're refunding $90 of the $180 (45 on oct 1 and 45 on nov 1)",
    );
    expect(second!.sections.strategy).toContain('"Too late" doesn\'t make the others owed');
    expect(second!.sections.strategy).toContain('45 on aug 1 and 45 on sep 1, $90 in all');
    expect(second!.sections.strategy).toContain('chargeback');
    expect(second!.response).not.toMatch(/They offered part of it|counter once|They moved, which means/);
  });
});
