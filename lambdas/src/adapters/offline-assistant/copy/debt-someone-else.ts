import type { Language } from '@lane/shared';
import type { OtherDebtorRelation } from '../../../domain/chat/case.js';
import {
  inLanguage,
  rungsInOrder,
  type AreaCopy,
  type AreaPlaybook,
  type CopyContext,
  type FollowUpAnswer,
  type Outcome,
} from './types.js';

/**
 * A collector after someone else (the person's brother, parent, ex, a former tenant): the person is
 * a third party who never signed for the debt and owes nothing. A collector may contact them only
 * to learn where the other person lives or works, generally once (facts.ts `fdcpa-location-only`):
 * the answer says "not my debt, stop calling me" in writing, never a validation dispute of a debt
 * that isn't theirs, until a letter comes in their own name (then it is disputed within 30 days).
 */

const RELATION_WORDS: Readonly<Record<OtherDebtorRelation, { en: string; es: string } | undefined>> = {
  brother: { en: 'brother', es: 'hermano' },
  sister: { en: 'sister', es: 'hermana' },
  father: { en: 'father', es: 'padre' },
  mother: { en: 'mother', es: 'madre' },
  ex: { en: 'ex', es: 'ex pareja' },
  cousin: { en: 'cousin', es: 'primo o prima' },
  uncle: { en: 'uncle', es: 'tío' },
  aunt: { en: 'aunt', es: 'tía' },
  nephew: { en: 'nephew', es: 'sobrino' },
  niece: { en: 'niece', es: 'sobrina' },
  grandfather: { en: 'grandfather', es: 'abuelo' },
  grandmother: { en: 'grandmother', es: 'abuela' },
  roommate: { en: 'former roommate', es: 'excompañero o excompañera de vivienda' },
  tenant: { en: 'former tenant', es: 'inquilino anterior' },
  stranger: undefined,
  son: { en: 'son', es: 'hijo' },
  daughter: { en: 'daughter', es: 'hija' },
};

/** Whether this answer is the one: the rights engine says the person is a third party. */
export function isSomeoneElsesDebt(ctx: CopyContext): boolean {
  return ctx.right('fdcpa-location-only');
}

function factsOf(ctx: CopyContext) {
  const t = inLanguage(ctx.lang);
  const other = ctx.case.otherDebtor;
  const words = other?.relation ? RELATION_WORDS[other.relation] : undefined;
  const relation = words ? t(words.en, words.es) : undefined;
  const name = other?.name;
  const calls = ctx.case.calls;
  const week = calls ? (calls.per === 'day' ? calls.count * 7 : calls.count) : undefined;
  const flags = ctx.case.flags;
  return {
    /** "your brother Luis", "su hermano Luis", or "the person they're looking for". */
    who: relation
      ? t(`your ${relation}${name ? ` ${name}` : ''}`, `su ${relation}${name ? ` ${name}` : ''}`)
      : (name ?? t("the person they're looking for", 'la persona que buscan')),
    /** The same, for the letter: "my brother, Luis". */
    whoLetter: relation
      ? t(`my ${relation}${name ? `, ${name}` : ''}`, `mi ${relation}${name ? `, ${name}` : ''}`)
      : (name ?? t('another person', 'otra persona')),
    /** "Luis", or "that person". */
    notMe: name ?? t('the person who owes it', 'la persona que la debe'),
    /** "your brother", "su hermano", or "that person": whose address they want. */
    whose: relation ? t(`your ${relation}`, `su ${relation}`) : t('that person', 'esa persona'),
    billed: ctx.figure('billed'),
    calls,
    /** Calls in a week, when over the 7 in 7 days presumed to be harassment. */
    overSeven: week !== undefined && ctx.right('fdcpa-call-frequency') ? week : undefined,
    callsSaid: calls
      ? calls.per === 'day'
        ? t(`${calls.count} times a day`, `${calls.count} veces al día`)
        : t(`${calls.count} times in a week`, `${calls.count} veces en una semana`)
      : undefined,
    collector: ctx.case.collectorName,
    letter: flags.letterInMyName === true,
    letterDay: ctx.date('notice'),
    deadline: ctx.deadline('debt-validation'),
    property: flags.propertyThreat === true,
    address: flags.addressDemanded === true,
    suit: flags.suitThreatened === true,
    garnish: flags.garnishThreat === true,
    /** The person said they never signed for it; otherwise Lane says "unless you signed for it". */
    neverSigned: flags.neverSigned === true,
  };
}

type Facts = ReturnType<typeof factsOf>;

function callsLine(lang: Language, f: Facts): string | undefined {
  if (f.overSeven === undefined) return undefined;
  const t = inLanguage(lang);
  const daily =
    f.calls?.per === 'day'
      ? t(
          `${f.calls.count} calls a day is about ${f.overSeven} a week,`,
          `${f.calls.count} llamadas al día son unas ${f.overSeven} a la semana,`,
        )
      : t(`${f.overSeven} calls in a week is`, `${f.overSeven} llamadas en una semana son`);
  return t(
    `${daily} over the 7 in 7 days presumed to be harassment: log them for a CFPB complaint.`,
    `${daily} más de las 7 en 7 días que se presumen acoso: anótelas para una queja ante la CFPB.`,
  );
}

/** The dispute a letter in the person's own name calls for, with its last day when known. */
function letterLine(lang: Language, f: Facts): string {
  const t = inLanguage(lang);
  const by = f.deadline
    ? t(
        `by ${f.deadline} (30 days from the letter${f.letterDay ? ` that came ${f.letterDay}` : ''})`,
        `a más tardar el ${f.deadline} (30 días desde la carta${f.letterDay ? ` que llegó ${f.letterDay}` : ''})`,
      )
    : t('within 30 days of getting the letter', 'dentro de los 30 días desde que recibió la carta');
  return t(
    `A letter in your own name means they now collect from you: mail a dispute ${by}, certified with a return receipt (the letter below). Once it arrives, they must pause collection until they answer. The letter's 30 days are your time to dispute, not a deadline to pay.`,
    `Una carta a su propio nombre significa que ahora le cobran a usted: envíe una disputa ${by}, certificada con acuse de recibo (la carta de abajo). Al recibirla, deben pausar el cobro hasta responderle. Los 30 días de la carta son su plazo para disputar, no un plazo para pagar.`,
  );
}

function threatLines(lang: Language, f: Facts, withAddress = true): string[] {
  const t = inLanguage(lang);
  return [
    f.property
      ? t(
          `Your home can't be taken for ${f.whose}'s debt${f.neverSigned ? ': you never signed for it, and' : ':'} your address on the account doesn't make you owe it; that threat goes in your CFPB complaint.`,
          `Su casa no responde por la deuda de ${f.whose}${f.neverSigned ? ': usted nunca firmó por ella, y' : ':'} que su dirección aparezca en la cuenta no le hace deber nada; esa amenaza va en su queja ante la CFPB.`,
        )
      : undefined,
    f.garnish && !f.property
      ? t(
          "No one can take your wages for a debt you never signed for; even for one's own debt, it takes a lawsuit and a court judgment first. Note the exact words for a CFPB complaint.",
          'Nadie puede embargarle el sueldo por una deuda que usted nunca firmó; aun por una deuda propia, primero hace falta una demanda y una sentencia de una corte. Anote las palabras exactas para una queja ante la CFPB.',
        )
      : undefined,
    f.suit
      ? t(
          "A threat of legal action is not a lawsuit: a real one comes with court papers (a summons); if any arrive, answer them by their date, even for a debt that isn't yours.",
          'Una amenaza de acción legal no es una demanda: una demanda real llega con papeles de una corte (una citación); si le llegan, respóndalos antes de su fecha, aunque la deuda no sea suya.',
        )
      : undefined,
    f.address && withAddress
      ? t(
          `You don't have to give them ${f.whose}'s address, and they may not keep calling you for it: a collector may ask where someone is, generally only once.`,
          `No tiene que darles la dirección de ${f.whose}, y no pueden seguir llamándole para pedirla: un cobrador puede preguntar dónde está alguien, por lo general una sola vez.`,
        )
      : undefined,
  ].filter((line): line is string => line !== undefined);
}

function stopEmail(ctx: CopyContext, f: Facts): { subject: string; body: string } {
  const t = inLanguage(ctx.lang);
  const to = f.collector ?? t('[collection agency]', '[agencia de cobranza]');
  const debt = f.billed ? t(`a debt of ${f.billed}`, `una deuda de ${f.billed}`) : t('a debt', 'una deuda');
  const calls = f.callsSaid ? t(` ${f.callsSaid}`, ` ${f.callsSaid}`) : t(' repeatedly', ' varias veces');
  // What their callers said, in one sentence: the address they demand, the house they threaten.
  const demanded = [
    f.address
      ? t("demanded another person's address from me", 'me exigieron la dirección de otra persona')
      : undefined,
    f.property
      ? t('said you could take my house over this debt', 'dijeron que podían quitarme la casa por esta deuda')
      : undefined,
  ].filter((part): part is string => part !== undefined);
  const said =
    demanded.length > 0
      ? [
          t(
            `Your callers ${demanded.join(' and ')}.${f.property ? ' I am reporting that threat.' : " I will not give anyone's address."}`,
            `Quienes llaman de su parte ${demanded.join(' y ')}.${f.property ? ' Voy a reportar esa amenaza.' : ' No voy a dar la dirección de nadie.'}`,
          ),
        ]
      : [];
  if (f.letter)
    return {
      subject: t(
        `Dispute: I am not ${f.notMe}, and this is not my debt${f.billed ? ` (${f.billed})` : ''}`,
        `Disputa: no soy ${f.notMe} y esta deuda no es mía${f.billed ? ` (${f.billed})` : ''}`,
      ),
      body: t(
        `To ${to}:\n\nI received your letter${f.letterDay && f.deadline ? ` (it reached me ${f.letterDay})` : ''}, addressed to me, about ${debt} that belongs to ${f.whoLetter}. I am not ${f.notMe}. I never opened this account, never signed anything for it, and I do not owe this debt. I dispute it in full.${said.length > 0 ? `\n\n${said.join(' ')}` : ''}\n\nPlease:\n1. Stop collecting this debt from me, and stop contacting me about it.\n2. Do not report it under my name to any credit bureau; if you already did, have it deleted.\n3. Confirm in writing that you have closed it under my name.\n\nIf you keep collecting from me or contacting me, I will file a complaint with the Consumer Financial Protection Bureau (consumerfinance.gov/complaint) and my state attorney general.\n\nSincerely,\n[Your name]\n[Mailing address]`,
        `A ${to}:\n\nRecibí su carta${f.letterDay && f.deadline ? ` (me llegó ${f.letterDay})` : ''}, a mi nombre, por ${debt} que es de ${f.whoLetter}. No soy ${f.notMe}. Nunca abrí esta cuenta, nunca firmé nada por ella y no debo esta deuda. La disputo por completo.${said.length > 0 ? `\n\n${said.join(' ')}` : ''}\n\nLes pido:\n1. Que dejen de cobrarme esta deuda y de contactarme por ella.\n2. Que no la reporten a mi nombre a ningún buró de crédito y, si ya lo hicieron, que pidan que la borren.\n3. Que me confirmen por escrito que la cerraron a mi nombre.\n\nSi siguen cobrándome o contactándome, presentaré una queja ante la Oficina para la Protección Financiera del Consumidor (consumerfinance.gov/complaint) y el fiscal general de mi estado.\n\nAtentamente,\n[Su nombre]\n[Dirección postal]`,
      ),
    };
  return {
    subject: t(
      `Stop contacting me: I am not ${f.notMe}, and this is not my debt`,
      `Dejen de contactarme: no soy ${f.notMe} y esta deuda no es mía`,
    ),
    body: t(
      `To ${to}:\n\nYou have called me${calls} about ${debt} that belongs to ${f.whoLetter}. I am not ${f.notMe}. I never opened or signed for this account, and I do not owe this debt.${said.length > 0 ? `\n\n${said.join(' ')}` : ''}\n\nPlease:\n1. Stop calling and contacting me about this debt. A debt collector may contact someone other than the person who owes a debt only to learn where that person lives or works, and generally only once (12 CFR 1006.10).\n2. Do not report this debt under my name to any credit bureau.\n\nIf you keep contacting me, I will file a complaint with the Consumer Financial Protection Bureau (consumerfinance.gov/complaint) and my state attorney general.\n\nSincerely,\n[Your name]\n[Mailing address]`,
      `A ${to}:\n\nMe han llamado${calls} por ${debt} que es de ${f.whoLetter}. No soy ${f.notMe}. Nunca abrí esta cuenta ni firmé nada por ella, y no debo esta deuda.${said.length > 0 ? `\n\n${said.join(' ')}` : ''}\n\nLes pido:\n1. Que dejen de llamarme y de contactarme por esta deuda. Un cobrador solo puede contactar a alguien que no es quien debe la deuda para saber dónde vive o trabaja esa persona, y por lo general una sola vez (12 CFR 1006.10).\n2. Que no reporten esta deuda a mi nombre a ningún buró de crédito.\n\nSi siguen contactándome, presentaré una queja ante la Oficina para la Protección Financiera del Consumidor (consumerfinance.gov/complaint) y el fiscal general de mi estado.\n\nAtentamente,\n[Su nombre]\n[Dirección postal]`,
    ),
  };
}

function points(lang: Language, f: Facts): string[] {
  const t = inLanguage(lang);
  return [
    t(
      'Send the letter by certified mail with a return receipt; keep a copy (and their letters with the envelopes).',
      'Envíe la carta por correo certificado con acuse de recibo; guarde una copia (y las cartas de ellos con sus sobres).',
    ),
    t(
      "Log every call: date, time, the number that called, the caller's name and exact words.",
      'Anote cada llamada: fecha, hora, el número que llamó, el nombre de quien llamó y sus palabras exactas.',
    ),
    t(
      'Check your own credit reports free at annualcreditreport.com: if this account shows up under your name, dispute it with each bureau.',
      'Revise gratis sus informes de crédito en annualcreditreport.com: si esta cuenta aparece a su nombre, dispútela con cada buró.',
    ),
    ...(f.letter
      ? []
      : [
          t(
            'If a letter ever comes in your own name, dispute it in writing within 30 days of getting it.',
            'Si algún día le llega una carta a su propio nombre, dispútela por escrito dentro de los 30 días de recibirla.',
          ),
        ]),
  ];
}

function followUp(ctx: CopyContext, outcome: Outcome): FollowUpAnswer {
  const t = inLanguage(ctx.lang);
  const f = factsOf(ctx);
  const pay = outcome === 'pay_now' || outcome === 'counter_offer' || f.letter;
  const strategy = [
    t(
      `This is still ${f.who}'s debt, not yours: ${f.neverSigned ? 'you never signed for it, so you owe nothing' : 'unless you signed for it, you owe nothing'}${pay && f.billed ? `, not the ${f.billed}` : ''}. Don't pay, promise or confirm anything by phone.`,
      `Esta deuda sigue siendo de ${f.who}, no de usted: ${f.neverSigned ? 'nunca firmó por ella, así que no debe nada' : 'salvo que haya firmado por ella, no debe nada'}${pay && f.billed ? `, ni los ${f.billed}` : ''}. No pague, no prometa ni confirme nada por teléfono.`,
    ),
    f.letter ? letterLine(ctx.lang, f) : undefined,
    // Once a letter came, it is the matter: their earlier demand for the address was answered.
    ...threatLines(ctx.lang, f, !f.letter),
    f.letter
      ? undefined
      : t(
          `Put it in writing now: you are not ${f.notMe}, you don't owe this debt, and they must stop contacting you about it.`,
          `Póngalo por escrito ahora: usted no es ${f.notMe}, no debe esta deuda y deben dejar de contactarle por ella.`,
        ),
    callsLine(ctx.lang, f),
  ]
    .filter(Boolean)
    .join(' ');
  const opening = [
    t(
      `"I'm not ${f.notMe}, and I never signed for this account: this is not my debt, and I won't pay anything."`,
      `"No soy ${f.notMe} y nunca firmé nada por esta cuenta: esta deuda no es mía y no voy a pagar nada."`,
    ),
    f.address
      ? t(
          `"I won't give you anyone's address or phone number."`,
          `"No les voy a dar la dirección ni el teléfono de nadie."`,
        )
      : undefined,
    f.property
      ? t(
          `"My home has nothing to do with this debt. I'm writing down what you said for a complaint."`,
          `"Mi casa no tiene nada que ver con esta deuda. Estoy anotando lo que me dijeron para una queja."`,
        )
      : undefined,
    f.letter
      ? t(`"I'm disputing your letter in writing."`, `"Voy a disputar su carta por escrito."`)
      : undefined,
    t(`"Stop calling me about this debt."`, `"Dejen de llamarme por esta deuda."`),
  ]
    .filter(Boolean)
    .join('\n');
  return {
    strategy,
    opening,
    email: stopEmail(ctx, f),
    talkingPoints: [
      // With a letter in their name, their credit reports come before the call log (kept if room).
      ...(f.letter ? [0, 2, 1] : [0, 1, 2]).map((index) => points(ctx.lang, f)[index]!),
      ...(f.suit
        ? [
            t(
              'If court papers ever arrive, answer them by their date; free legal aid: LawHelp.org.',
              'Si algún día le llegan papeles de una corte, respóndalos antes de su fecha; asistencia legal gratuita: LawHelp.org.',
            ),
          ]
        : []),
    ],
  };
}

function build(lang: Language): AreaCopy {
  const t = inLanguage(lang);
  return {
    party: () => t('the collection agency', 'la agencia de cobranza'),
    subject: (ctx) => {
      const f = factsOf(ctx);
      return t(
        `the ${f.billed ? `${f.billed} ` : ''}debt of ${f.whoLetter.replace(/^my /, 'your ')}`,
        `la deuda${f.billed ? ` de ${f.billed}` : ''} de ${f.whoLetter.replace(/^mi /, 'su ')}`,
      );
    },
    strategy: (ctx) => {
      const f = factsOf(ctx);
      return [
        t(
          `This is ${f.who}'s debt, not yours: ${f.neverSigned ? 'you never signed for it, so you owe nothing on it' : 'unless you signed for it (as a co-signer or guarantor), you owe nothing on it'}${f.billed ? ` (not the ${f.billed})` : ''}, and you don't have to pay, promise or confirm anything.`,
          `Esta deuda es de ${f.who}, no de usted: ${f.neverSigned ? 'nunca firmó por ella, así que no debe nada' : 'salvo que usted haya firmado por ella (como codeudor o garante), no debe nada'}${f.billed ? ` (ni los ${f.billed})` : ''}, y no tiene que pagar, prometer ni confirmar nada.`,
        ),
        t(
          `A collector looking for someone else may contact you only to ask where that person lives or works, may not discuss the debt with you, and generally may contact you only once (Regulation F, 12 CFR 1006.10); you don't have to give them ${f.whose}'s address or number.`,
          `Un cobrador que busca a otra persona solo puede contactarle para preguntar dónde vive o trabaja esa persona, no puede hablarle de la deuda y, por lo general, solo una vez (Reglamento F, 12 CFR 1006.10); no tiene que darles la dirección ni el teléfono de ${f.whose}.`,
        ),
        f.letter ? letterLine(lang, f) : undefined,
        // The address they want is answered just above.
        ...threatLines(lang, f, false),
        f.letter
          ? undefined
          : t(
              `Say it once, then in writing: you are not ${f.notMe}, and they must stop calling you.`,
              `Dígalo una vez y luego por escrito: usted no es ${f.notMe}, y deben dejar de llamarle.`,
            ),
        callsLine(lang, f),
      ]
        .filter(Boolean)
        .join(' ');
    },
    opening: (ctx) => {
      const f = factsOf(ctx);
      return [
        t(
          `"I'm not ${f.notMe}, and this is not my debt: I never signed for it, and I won't discuss it or pay anything."`,
          `"No soy ${f.notMe} y esta deuda no es mía: nunca firmé nada, y no voy a hablar de ella ni a pagar nada."`,
        ),
        t(
          `"I won't give out anyone's address or phone number."`,
          `"No voy a dar la dirección ni el teléfono de nadie."`,
        ),
        t(
          `"Stop calling me about this debt. I'm putting that in writing: what is your company's name and mailing address?"`,
          `"Dejen de llamarme por esta deuda. Se lo voy a pedir por escrito: ¿cuál es el nombre y la dirección postal de su empresa?"`,
        ),
      ].join('\n');
    },
    rungs: (ctx) => {
      const f = factsOf(ctx);
      return rungsInOrder([
        [
          t('Not my debt', 'No es mi deuda'),
          t(
            `I'm not ${f.notMe}, and I never signed for this account: I owe nothing on it.`,
            `No soy ${f.notMe} y nunca firmé nada por esta cuenta: no debo nada.`,
          ),
        ],
        [
          t('No information', 'Ningún dato'),
          t(
            "I won't give you anyone's address, phone number or workplace.",
            'No les voy a dar la dirección, el teléfono ni el trabajo de nadie.',
          ),
        ],
        [
          t('Stop the calls', 'Que paren las llamadas'),
          t(
            "Don't call me again about this debt: you may ask someone where a person is, generally only once.",
            'No me llamen más por esta deuda: pueden preguntarle a alguien dónde está una persona, por lo general una sola vez.',
          ),
        ],
        [
          t('Supervisor', 'Supervisor'),
          t('May I speak with a supervisor?', '¿Puedo hablar con un supervisor?'),
        ],
        [
          t('In writing', 'Por escrito'),
          t(
            "Send me your company's name and mailing address; I'm putting this in writing.",
            'Denme el nombre y la dirección postal de su empresa; se lo voy a poner por escrito.',
          ),
        ],
        [
          t('Complaint', 'Queja'),
          t(
            "If you keep calling me, I'll complain to the CFPB and my state attorney general.",
            'Si siguen llamándome, me quejaré ante la CFPB y el fiscal general de mi estado.',
          ),
        ],
      ]);
    },
    email: (ctx) => stopEmail(ctx, factsOf(ctx)),
    talkingPoints: (ctx) => points(lang, factsOf(ctx)),
    questions: (ctx) => {
      const f = factsOf(ctx);
      return [
        t(
          'Did you ever sign anything for this account, as a co-signer, a guarantor or a joint account holder?',
          '¿Alguna vez firmó algo por esta cuenta, como codeudor, garante o titular conjunto?',
        ),
        ...(f.letter
          ? []
          : [
              t(
                'Has any letter about it come addressed to you, in your own name?',
                '¿Le ha llegado alguna carta sobre esta deuda dirigida a usted, a su propio nombre?',
              ),
            ]),
      ];
    },
    complaintRoutes: () =>
      t(
        'the Consumer Financial Protection Bureau (consumerfinance.gov/complaint) and your state attorney general',
        'la Oficina para la Protección Financiera del Consumidor (consumerfinance.gov/complaint) y el fiscal general de su estado',
      ),
    rightLine: (ctx) => {
      const f = factsOf(ctx);
      return t(
        `This is not my debt: I'm not ${f.notMe}, and I never signed for it. Stop contacting me about it.`,
        `Esta deuda no es mía: no soy ${f.notMe} y nunca firmé nada por ella. Dejen de contactarme por ella.`,
      );
    },
    judgeOffer: () => 'decline',
    nextStep: () => undefined,
    followUpCopy: (ctx, outcome) => followUp(ctx, outcome),
    honestRoute: () =>
      t(
        "You don't need a story: this debt isn't yours, and saying so in writing is enough.",
        'No necesita inventar nada: esta deuda no es suya, y decirlo por escrito basta.',
      ),
  };
}

export const someoneElsesDebt: AreaPlaybook = { en: build('en'), es: build('es') };
