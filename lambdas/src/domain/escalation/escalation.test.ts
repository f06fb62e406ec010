import { CALL_LOG_LIMITS, escalateResponseSchema, type CallLogEntry, type ChatMessage } from '@lane/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { NARRATIVE_MAX_CHARS } from './escalation.js';
import { escalationOfConversation as escalationFor } from './escalation-of-conversation.js';
import { REGULATORS } from './regulators.js';

const TODAY = '2026-11-24';
const ANSWER = 'Here is your plan: call, ask for the charge to be removed, get a reference number.';

const first = (content: string): ChatMessage[] => [{ role: 'user', content }];
const conversation = (...userTurns: string[]): ChatMessage[] =>
  userTurns.flatMap((content, index) =>
    index === 0
      ? [{ role: 'user' as const, content }]
      : [
          { role: 'assistant' as const, content: ANSWER },
          { role: 'user' as const, content },
        ],
  );

const escalate = (messages: ChatMessage[], callLog?: CallLogEntry[], lang: 'en' | 'es' = 'en') => {
  const answer = escalationFor({ messages, lang, today: TODAY, ...(callLog ? { callLog } : {}) });
  // Whatever the case, the answer keeps the contract and the form's limit.
  expect(escalateResponseSchema.safeParse(answer).success).toBe(true);
  expect(answer.narrative.text.length).toBeLessThanOrEqual(answer.narrative.maxChars);
  expect(answer.narrative.text).not.toMatch(/undefined|null|NaN|\[|\]|\{|\}| {2}/u);
  return answer;
};

const FRAUD =
  'theres a charge for $312.40 on my chase credit card from BESTDEALZ on nov 3 that i never made!! card is 4111 1111 1111 1111';
const DANA: CallLogEntry = {
  at: '2026-11-20T14:05',
  rep: 'Dana',
  reference: '48213',
  promised: 'a credit by Friday',
};

describe('the complaint narrative', () => {
  // The case reader builds its patterns on first use: seconds on a busy machine, not a test's budget.
  beforeAll(() => void escalationFor({ messages: first(FRAUD), lang: 'en', today: TODAY }), 60_000);

  it('tells a card fraud dated and with its figure, what the bank said and the call logged, for the CFPB', () => {
    const answer = escalate(
      conversation(FRAUD, "called chase, they said it's their policy and the charge is valid"),
      [DANA],
    );
    const text = answer.narrative.text;
    expect(text).toContain(
      'On November 3, 2026, a charge of $312.40 from BESTDEALZ appeared on my Chase credit card that I did not make or authorize.',
    );
    expect(text).toContain('They told me it is their policy.');
    expect(text).toContain('They said the charge is correct.');
    expect(text).toContain('On November 20, 2026, Dana (reference 48213) promised a credit by Friday.');
    expect(text).toContain('I ask Chase to remove the $312.40 charge');
    expect(text).toContain('As of November 24, 2026, this is not resolved.');
    expect(text).not.toContain('4111');
    expect(answer.narrative.for).toBe('Consumer Financial Protection Bureau (CFPB)');
    expect(answer.narrative.maxChars).toBe(NARRATIVE_MAX_CHARS);
    expect(answer.steps.at(-1)).toMatchObject({
      rung: 'regulator',
      url: REGULATORS.cfpb.url,
      phone: REGULATORS.cfpb.phone,
    });
    expect(answer.questions).toEqual([]);
  });

  it('adds up charges after a cancellation, each with its day, like the answer does', () => {
    const text = escalate(
      first(
        'planet fitness keeps charging me 24.99 after i cancelled on aug 1. they charged sep 1, oct 1 and nov 1',
      ),
    ).narrative.text;
    expect(text).toContain('I cancelled with Planet Fitness on August 1, 2026.');
    expect(text).toContain(
      'they charged me 3 more times (September 1, 2026, October 1, 2026 and November 1, 2026), $74.97 in all.',
    );
    expect(text).toContain('a refund of $74.97');
  });

  it('complains to the card issuer, never to the merchant on the charge', () => {
    const merchantOnly = escalate(
      first('charge from AMAZON MKTPLACE for $84.20 on my credit card on nov 2 that i never made'),
    );
    expect(merchantOnly.narrative.text).toContain(
      'On November 2, 2026, a charge of $84.20 from AMAZON MKTPLACE appeared on my credit card',
    );
    expect(merchantOnly.narrative.text).toContain('I ask the bank to remove the $84.20 charge');
    expect(merchantOnly.questions).toContain('Which bank or card issuer is it? The complaint names it.');

    const afterCancel = escalate(
      first('i cancelled hulu on aug 3 but they charged my capital one visa 17.99 on sep 3 and oct 3'),
    ).narrative.text;
    expect(afterCancel).toContain('I cancelled with');
    expect(afterCancel).toContain('$35.98');
    expect(afterCancel).not.toContain('I cancelled with Capital One');
  });

  it('tells the day the person reported it, and the proof they hold', () => {
    const text = escalate(
      first(
        'someone used my capital one credit card for $640 at a store in miami on nov 2, i reported it to the bank on nov 4. i have my statement and screenshots',
      ),
    ).narrative.text;
    expect(text).toContain('I reported it to Capital One on November 4, 2026.');
    expect(text).toMatch(/I have .*(?:my statement|screenshots).* and can send copies\./u);
  });

  it('works out the overtime owed from the hours, the rate and the weeks, for the Wage and Hour Division', () => {
    const answer = escalate(
      first(
        'i work 52 hours every week at the warehouse and they pay me straight time for all of it, no overtime, for the last 10 weeks. pay is $17 an hour',
      ),
    );
    expect(answer.narrative.text).toContain('I am owed $102 a week, $1,020 in all.');
    expect(answer.narrative.for).toBe('U.S. Department of Labor, Wage and Hour Division');
  });

  it('tells what the company offered instead, from the follow-up', () => {
    const text = escalate(
      conversation(
        'comcast charged me $89.99 on nov 1 for a modem i returned on oct 20',
        'they offered 30 dollars credit and said thats the best they can do',
      ),
    ).narrative.text;
    expect(text).toContain('They offered only 30 dollars.');
  });

  it('never quotes card or account numbers, Social Security numbers, birth dates, emails or phones, even from the call log', () => {
    const answer = escalate(
      conversation(
        'my bank account 004512349876 got a 35 dollar overdraft fee on nov 2, my email is ana.lopez@gmail.com',
        'they asked for my ssn 123-45-6789 and my date of birth 04/12/1985 and said its policy',
      ),
      [
        {
          at: '2026-11-21',
          rep: 'Kim',
          reference: '2026112100998877',
          promised: 'call back at (312) 555-0147 and confirm card 4111111111111111 by email to kim@bank.com',
        },
      ],
    );
    const text = answer.narrative.text;
    for (const secret of [
      '004512349876',
      'gmail',
      '6789',
      '1985',
      '555-0147',
      '4111111111111111',
      'kim@bank',
      '998877',
    ])
      expect(text).not.toContain(secret);
    expect(text).toContain('On November 21, 2026, Kim (reference •••)');
  });

  it('stays within the form’s limit with a full call log: the newest calls told, the older counted', () => {
    const long = 'they would call back with a decision and a credit for the whole amount '.repeat(4);
    const calls: CallLogEntry[] = Array.from({ length: CALL_LOG_LIMITS.maxEntries }, (_, index) => ({
      at: `2026-11-${String(10 + index).padStart(2, '0')}T09:00`,
      rep: `Rep${index}`,
      reference: `R${1000 + index}`,
      promised: long.slice(0, CALL_LOG_LIMITS.promisedChars).trim(),
    }));
    const text = escalate(conversation(FRAUD, 'they said no again'), calls).narrative.text;
    expect(text.length).toBeLessThanOrEqual(NARRATIVE_MAX_CHARS);
    expect(text).toContain('On November 19, 2026, Rep9 (reference R1009)');
    expect(text).not.toContain('Rep0 ');
    expect(text).toMatch(/I have notes of \d+ earlier calls\./u);
    expect(text).toContain('I ask Chase to remove the $312.40 charge');
  });

  it('asks for the state and leaves no blank when the state office needs it (Spanish)', () => {
    const answer = escalate(
      conversation(
        'el dueño del departamento no me devolvió 600 de mi depósito de 1,200 y me mudé el 31 de agosto',
        'le escribí y dijo que no, que es su política',
      ),
      undefined,
      'es',
    );
    expect(answer.questions).toContain(
      '¿En qué estado vive? Lane nombrará la oficina de su estado para la queja.',
    );
    expect(answer.narrative.for).toBe('La oficina del fiscal general de su estado');
    expect(answer.narrative.text).toContain('Me mudé el 31 de agosto de 2026.');
    expect(answer.narrative.text).toContain('de mi depósito de 1,200');
    expect(answer.narrative.text).toContain('Al 24 de noviembre de 2026, el problema sigue sin resolverse.');
    // Spanish contracts "a el" and "de el".
    expect(JSON.stringify(answer)).not.toMatch(/\b[Aa] el\b|\b[Dd]e el\b/u);
  });

  it('says the date can be given instead of leaving it blank, and asks for it', () => {
    const answer = escalate(
      first('there is a $59.99 charge on my credit card from a store i never shopped at'),
    );
    expect(answer.narrative.text).toContain('I can give the exact date from my statements or bills.');
    expect(answer.questions).toContain(
      'On what date did it happen (the charge, the bill or the visit)? The complaint should give it.',
    );
  });

  it('writes in the conversation’s language, whatever the page’s', () => {
    const spanish = escalate(
      first(
        'la aerolínea canceló mi vuelo del 2 de noviembre y solo me ofrecen un crédito por el boleto de 380 dólares',
      ),
      undefined,
      'en',
    );
    expect(spanish.narrative.text).toContain(
      'El 2 de noviembre de 2026, la aerolínea canceló o cambió mi vuelo',
    );
    expect(spanish.steps.at(-1)!.name).toBe(
      'Departamento de Transporte de EE. UU. (quejas de viajes aéreos)',
    );
    const english = escalate(first(FRAUD), undefined, 'es');
    expect(english.narrative.text).toContain('a charge of $312.40');
  });

  it('asks what happened, and names no regulator, when no money matter can be read', () => {
    const answer = escalate(first('write me a poem about cats'));
    expect(answer.steps.map((step) => step.rung)).toEqual(['supervisor', 'executive']);
    expect(answer.questions[0]).toBe(
      'What happened, in a sentence or two: who charged or refused what, how much, and when? Lane builds the complaint from it.',
    );
    expect(answer.narrative.text).toBe(
      'I have a dispute with the company that has not been resolved.\n\nI ask the company to correct it and to confirm it in writing.',
    );
    const spanish = escalate(first('hola, necesito ayuda'), undefined, 'es');
    expect(spanish.questions[0]).toMatch(/^¿Qué pasó, en una o dos frases/u);
    expect(spanish.narrative.text).toContain('Tengo un problema con la empresa que no se ha resuelto.');
  });

  it('writes a pay request for HR, with no regulator and nothing “unresolved”', () => {
    const answer = escalate(
      first(
        'got a job offer for 68k as a marketing coordinator but the market is more like 75k, recruiter says budget is fixed',
      ),
    );
    expect(answer.steps.map((step) => step.rung)).toEqual(['supervisor', 'executive']);
    expect(answer.narrative.for).toBe('Human resources (HR)');
    expect(answer.narrative.text).toBe('I was offered 68k.\n\nI am asking for 75k.');
  });
});

describe('the complaint names the figure owed and tells what the person wrote', () => {
  it('two withdrawals and their total: the total, with each one on its own day (said two ways)', () => {
    const text = escalate(
      first(
        'someone took 600 out of my checking at an atm, 300 on oct 3 and 300 on oct 4. my debit card never left my wallet',
      ),
    ).narrative.text;
    expect(text).toContain('$600 (300 on October 3, 2026 and 300 on October 4, 2026)');
    expect(text).toContain('put $600 back in my account');
    expect(text).not.toContain('900');
    const es = escalate(
      first(
        'me sacaron 500 de mi cuenta con mi tarjeta de débito sin permiso: 250 el 2 de octubre y 250 el 3 de octubre, 500 en total',
      ),
      undefined,
      'es',
    ).narrative.text;
    expect(es).toContain('500 (250 el 2 de octubre de 2026 y 250 el 3 de octubre de 2026)');
    expect(es).not.toContain('750');
  });

  it('a collector’s letter is a debt to validate at its balance now, never a card charge', () => {
    const text = escalate(
      conversation(
        'a collection agency, Portfolio Recovery, sent me a letter saying i owe 3,100 on an old card i never had',
        'the letter says the original amount was 2,500',
      ),
    ).narrative.text;
    expect(text).toContain('is collecting a debt of $3,100');
    expect(text).not.toContain('5,600');
    expect(text).not.toContain('appeared on my');
  });

  it('quotes what the company said in the person’s own messages, never what a friend said', () => {
    const text = escalate(
      first(
        'my bank charged me a 35 overdraft fee on nov 4. they said it could take 30 days to review. my friend said they do this to everyone',
      ),
    ).narrative.text;
    expect(text).toContain('“it could take 30 days to review”');
    expect(text).not.toContain('they do this to everyone');
    const es = escalate(
      first('el banco me cobró 35 de sobregiro el 4 de noviembre y me dijeron que es política del banco'),
      undefined,
      'es',
    ).narrative.text;
    expect(es).toContain('«es política del banco»');
  });

  it('a day the bank answered is not the day of the charge: it asks for that day instead', () => {
    const answer = escalate(
      first(
        'there is a 250 charge on my credit card i never made. on nov 18 they told me my claim was denied',
      ),
    );
    expect(answer.narrative.text).not.toContain('On November 18, 2026, a charge');
    expect(answer.questions.join(' ')).toContain('On what date');
  });

  it('a deposit none of which came back: the whole deposit, and the part they would keep as theirs to prove', () => {
    const text = escalate(
      first(
        "I moved out on sep 30. my landlord hasn't returned my 2,000 deposit and says he will keep 500 for cleaning",
      ),
    ).narrative.text;
    expect(text).toContain('has not returned my 2,000 deposit and says they will keep 500');
    expect(text).toContain('return of my whole 2,000 deposit');
  });

  it('a call logged as “nothing, said …” or “will …” reads as what the rep said', () => {
    const text = escalate(first(FRAUD), [
      {
        at: '2026-11-18T15:40',
        rep: 'Marcus',
        reference: 'DSP-44821',
        promised: 'nothing, said the claim is closed',
      },
      {
        at: '2026-11-19T10:00',
        rep: 'Ana',
        reference: 'none given',
        promised: 'will call me back in 2 days',
      },
    ]).narrative.text;
    expect(text).toContain('Marcus (reference DSP-44821) said the claim is closed.');
    expect(text).toContain('Ana said they would call me back in 2 days.');
    expect(text).not.toContain('none given');
  });

  it('a note typed as its own sentence reads on in lower case, in both languages', () => {
    const call = { at: '2026-11-24T11:14', rep: 'Dana', reference: '48213' };
    expect(
      escalate(first(FRAUD), [{ ...call, promised: 'A $120 credit by Friday' }]).narrative.text,
    ).toContain('Dana (reference 48213) promised a $120 credit by Friday.');
    expect(
      escalate(first(FRAUD), [{ ...call, promised: 'Said the claim is closed' }]).narrative.text,
    ).toContain('Dana (reference 48213) said the claim is closed.');
    // A Spanish verb ending in an accented letter is still the note's own verb, never said twice.
    const FRAUDE = 'Hay un cargo de $120 en mi tarjeta Visa que yo no hice, del 20 de noviembre.';
    for (const [promised, said] of [
      [
        'prometió un crédito de 120 para el viernes',
        'Dana (referencia 48213) prometió un crédito de 120 para el viernes.',
      ],
      ['Ofreció devolver la mitad', 'Dana (referencia 48213) ofreció devolver la mitad.'],
      ['Él dijo que no se puede', 'Dana (referencia 48213) me dijo: «Él dijo que no se puede».'],
    ] as const) {
      const text = escalate(first(FRAUDE), [{ ...call, promised }], 'es').narrative.text;
      expect(text).toContain(said);
      expect(text).not.toMatch(/prometió prometió|prometió ofreció/u);
    }
  });

  it('reads a call note for what it is: done, said, or quoted as written, never "promised" before it', () => {
    const call = { at: '2026-11-21T16:40', rep: 'Dana', reference: 'CC-88412' };
    const said = (promised: string, reference = call.reference, lang: 'en' | 'es' = 'en') =>
      escalate(
        first(
          lang === 'es'
            ? 'Hay un cargo de $120 en mi tarjeta Visa que yo no hice, del 20 de noviembre.'
            : FRAUD,
        ),
        [{ ...call, reference, promised }],
        lang,
      ).narrative.text;
    expect(said('opened a fraud claim, new card in the mail')).toContain(
      'Dana (reference CC-88412) opened a fraud claim, new card in the mail.',
    );
    expect(said('says i signed a consent so i owe 2340')).toContain(
      'Dana (reference CC-88412) said I signed a consent so I owe 2340.',
    );
    expect(said("212.40 credited back on 11/20. 389.99 denied 'card not present'")).toContain(
      "Dana (reference CC-88412) told me: “212.40 credited back on 11/20. 389.99 denied 'card not present'”.",
    );
    expect(said('membership cancelled, nothing else to do')).toContain(
      'Dana (reference CC-88412) told me: “membership cancelled, nothing else to do”.',
    );
    expect(said('a $120 credit by Friday', 'none')).toContain(
      'On November 21, 2026, Dana promised a $120 credit by Friday.',
    );
    const es = said('dice que el recibo no aparece', 'ninguno', 'es');
    expect(es).toContain('Dana dijo que el recibo no aparece.');
    expect(es).not.toMatch(/ninguno|prometió dice/u);
  });

  it('quotes what the company said to the end of its sentence: a sum’s decimal point is not one', () => {
    const text = escalate(
      conversation(
        FRAUD,
        "called again. the rep said the 312.40 is denied because it was 'card not present verified'. so what now",
      ),
    ).narrative.text;
    expect(text).toContain("“the 312.40 is denied because it was 'card not present verified'”");
  });

  it('keeps an appeal reference, masks the account number beside it', () => {
    const text = escalate(first(FRAUD), [
      {
        at: '2026-11-18T15:40',
        rep: 'Sandra',
        reference: 'APL-20261105',
        promised: 'said the account 000123456789 is under review',
      },
    ]).narrative.text;
    expect(text).toContain('APL-20261105');
    expect(text).not.toContain('000123456789');
  });

  it('more work agreed to without a price: the price, not the work, was never approved (said two ways)', () => {
    const text = escalate(
      first(
        'auto shop gave me an estimate of 400 for brakes. they called and i said ok to new pads but they didnt say how much. final bill 900 and they are keeping my car until i pay',
      ),
    ).narrative.text;
    expect(text).toContain('I agreed to the work, never to a price');
    expect(text).not.toContain('did work I did not approve');
    const es = escalate(
      first(
        'el taller me dio un presupuesto de 500 para los frenos, me llamaron por otra reparación y les dije que sí, pero nunca me dijeron cuánto. me cobraron 1,200 y no me entregan el carro hasta que pague',
      ),
      undefined,
      'es',
    ).narrative.text;
    expect(es).toContain('dije que sí al trabajo, nunca a un precio');
  });
});

describe('a surprise bill with the plan’s share told', () => {
  it('names the company that sent the bill, the whole bill and the share, and asks the bill cut to the share', () => {
    const answer = escalate(
      first(
        'had knee surgery sept 18 at Riverside Surgical Center which is IN network for my plan. got a bill dated nov 2 from Summit Anesthesia Partners for 2340, they say theyre out of network. my insurance EOB says i owe 150 for the anesthesia. i never picked the anesthesiologist',
      ),
      [
        {
          at: '2026-11-10T10:00',
          rep: 'Brenda',
          reference: 'SAP-7781',
          promised: 'says i signed financial consent so i owe 2340',
        },
      ],
    );
    const text = answer.narrative.text;
    expect(text).toContain('Summit Anesthesia Partners billed me $2340');
    expect(text).toContain('my in-network share at 150');
    expect(text).toContain('said I signed financial consent so I owe 2340');
    expect(text).not.toContain('Riverside Surgical Center billed');
  });
});

describe('a cancellation dated by its month alone', () => {
  it('is told "in October 2026", never "on October 2026"', () => {
    const text = escalate(
      first(
        'I cancelled my gym membership at FitZone in October and they still charged my card 39.99 on nov 1 and 39.99 on dec 1',
      ),
    ).narrative.text;
    expect(text).not.toMatch(/on October 2026/u);
  });
});

describe('an insurer’s denial', () => {
  it('is told against the insurer, with the day of the care, never as the denial’s day', () => {
    const text = escalate(
      first(
        'my health insurance denied my ER visit from oct 2 saying it wasnt an emergency. the bill is 2,100, Houston',
      ),
    ).narrative.text;
    expect(text).toContain('My insurer denied my claim for $2,100, for care on October 2, 2026.');
  });
});

describe('what the company said, told once', () => {
  it('leaves out the chat’s quote of a call the person also logged, and keeps the logged call', () => {
    const text = escalate(
      conversation(
        'my health insurance denied my ER visit from oct 2 saying it wasnt an emergency. the bill is 2,100',
        'called the insurer, the guy said i can appeal but these usually get upheld and i should set up a payment plan with the hospital',
      ),
      [
        {
          at: '2026-11-12T14:02',
          rep: 'Raj',
          reference: 'CLM-4412',
          promised:
            'denial stands unless appeal, said appeals usually upheld, set up payment plan with hospital',
        },
      ],
    ).narrative.text;
    expect(text).toContain('Raj (reference CLM-4412)');
    expect(text).not.toContain('as I wrote it down');
  });
});

describe('final pay told in Spanish with a payroll’s English words', () => {
  it('asks the hours, the PTO and the deduction, added up, of the California Labor Commissioner', () => {
    const answer = escalate(
      first(
        'Trabajaba en una panadería en San Diego, me hicieron layoff el 2 de noviembre. Me dieron mi final paycheck el 10 de noviembre y le faltan mis últimos 2 días (16 horas a 20 la hora) y mis 8 horas de PTO. Y me descontaron 40 de la gorra. El manager dice que el PTO no se paga.',
      ),
      undefined,
      'es',
    );
    expect(answer.narrative.for).toContain('California');
    expect(answer.narrative.text).toContain('Pido que se me paguen los $520 que se me deben.');
  });
});
