import type { ServicePlan } from './movers-and-unordered.js';
import { inLanguage, quoteLines, type CopyContext, type FollowUpAnswer } from './types.js';

/**
 * A lower price asked of an internet, phone or TV provider on a bill that didn't go up ("pago 95 al
 * mes, la competencia da lo mismo por 60, quiero que me lo bajen"), and the call that follows when
 * the rep hangs up: call back, ask for the retention or cancellation department, note the time and
 * the rep, and have the competitor's price ready. Never the first script again.
 */

/** Today's price and the competitor's, and the gap a month and a year; undefined without both. */
function prices(ctx: CopyContext) {
  const now = ctx.figure('current');
  const nowValue = ctx.value('current');
  const rival = ctx.figure('market');
  const rivalValue = ctx.value('market');
  if (!now || nowValue === undefined) return undefined;
  const gap = rivalValue !== undefined && rivalValue < nowValue ? nowValue - rivalValue : undefined;
  return {
    now,
    rival,
    gap: gap === undefined ? undefined : ctx.money(gap),
    year: gap === undefined ? undefined : ctx.money(Math.round(gap * 1200) / 100),
  };
}

/** The first answer when the person asks for a lower price (no rise, a competitor's price named). */
export function lowerBillPlan(ctx: CopyContext, routes: string): ServicePlan | undefined {
  const p = prices(ctx);
  const hungUp = ctx.case.flags.hungUp === true;
  if (!p || (!p.gap && !hungUp)) return undefined;
  const t = inLanguage(ctx.lang);
  const party = ctx.namedParty;
  if (!p.rival || !p.gap) return hungUpFirst(ctx, p.now, routes);
  return {
    strategy: `${
      hungUp
        ? t(
            "A hang-up isn't a no: call back, ask for the retention or cancellation department, and note the time and the rep's name. ",
            'Que le cuelguen no es un no: vuelva a llamar, pida el departamento de retención o de cancelaciones, y anote la hora y el nombre de quien le atiende. ',
          )
        : ''
    }${t(
      `You pay ${p.now} a month and a competitor offers a similar plan for ${p.rival}: ${p.gap} a month apart, ${p.year} a year. Ask ${party ?? 'your provider'} to match ${p.rival} or come close, and if the first rep can't, ask for the retention (or loyalty) department, which can approve prices the first rep can't. Have the competitor's offer in front of you (a screenshot with its price and speed), say you'll cancel only if you're ready to switch, and get any new price and how long it lasts in writing.`,
      `Usted paga ${p.now} al mes y la competencia ofrece un plan parecido por ${p.rival}: ${p.gap} de diferencia al mes, ${p.year} al año. Pida a ${party ?? 'su proveedor'} que iguale los ${p.rival} o se acerque, y si el primer representante no puede, pida el departamento de retención (o de fidelización), que puede aprobar precios que el primero no puede. Tenga a la vista la oferta de la competencia (una captura con el precio y la velocidad), diga que va a cancelar solo si de verdad piensa cambiarse, y pida por escrito el nuevo precio y cuánto dura.`,
    )}`,
    opening: [
      t(
        'Hi, my name is [your name], account [account number]. I’ve been a customer since [year].',
        'Hola, me llamo [su nombre], cuenta [número de cuenta]. Soy cliente desde [año].',
      ),
      t(
        `I pay ${p.now} a month, and [competitor] offers a similar plan for ${p.rival}.`,
        `Pago ${p.now} al mes, y [competidor] ofrece un plan parecido por ${p.rival}.`,
      ),
      t(
        `I'd like to stay: can you match ${p.rival}, or come close, today?`,
        `Quisiera quedarme: ¿pueden igualar los ${p.rival}, o acercarse, hoy?`,
      ),
    ],
    rungs: {
      discount: [
        t('Match the price', 'Igualar el precio'),
        t(
          `Can you put me at ${p.rival}, or on a promotion close to it, for 12 months?`,
          `¿Me pueden dejar en ${p.rival}, o en una promoción cercana, por 12 meses?`,
        ),
      ],
      credit: [
        t('Monthly credit', 'Crédito mensual'),
        t(
          'If not, can you add a monthly credit to bring it down?',
          'Si no, ¿pueden agregar un crédito mensual que lo baje?',
        ),
      ],
      downgrade: [
        t('Cheaper plan', 'Plan más barato'),
        t(
          "What's the cheapest plan that covers what I actually use?",
          '¿Cuál es el plan más barato que cubre lo que de verdad uso?',
        ),
      ],
      supervisor: [
        'Supervisor',
        t('I understand. May I speak with a supervisor?', 'Entiendo. ¿Puedo hablar con un supervisor?'),
      ],
      retention: [
        t('Retention (only if ready to leave)', 'Retención (solo si piensa irse)'),
        t(
          `Please transfer me to retention: at ${p.now} I'm ready to switch to [competitor].`,
          `Por favor, páseme con retención: con ${p.now} pienso cambiarme a [competidor].`,
        ),
      ],
      complaint: [
        t('Decide', 'Decidir'),
        t(
          "Thanks. I'll think it over; please email me your best offer and how long it lasts.",
          'Gracias. Lo voy a pensar; por favor, envíenme por correo su mejor oferta y cuánto dura.',
        ),
      ],
    },
    email: {
      subject: t(
        `Account [account number]: matching ${p.rival} a month`,
        `Cuenta [número de cuenta]: igualar ${p.rival} al mes`,
      ),
      body: t(
        `Hello,\n\nI've been a customer since [year] and pay ${p.now} a month. [Competitor] offers a similar plan for ${p.rival}. I'd like to stay: could you match that price, or come close, for at least 12 months?\n\nPlease reply in writing by [date].\n\nThank you,\n[Your name]\n[Phone number]`,
        `Hola:\n\nSoy cliente desde [año] y pago ${p.now} al mes. [Competidor] ofrece un plan parecido por ${p.rival}. Quisiera quedarme: ¿pueden igualar ese precio, o acercarse, por al menos 12 meses?\n\nLes pido una respuesta por escrito antes del [fecha].\n\nGracias,\n[Su nombre]\n[Teléfono]`,
      ),
    },
    points: [
      t(
        `Your numbers: ${p.now} now, ${p.rival} at the competitor, ${p.gap} a month apart (${p.year} a year).`,
        `Sus cifras: ${p.now} hoy, ${p.rival} con la competencia, ${p.gap} de diferencia al mes (${p.year} al año).`,
      ),
      t(
        "Have the competitor's offer in front of you: price, speed, and how long the price lasts.",
        'Tenga a la vista la oferta de la competencia: precio, velocidad y cuánto dura el precio.',
      ),
      t(
        'Say "cancel" only if you are ready to switch.',
        'Diga "cancelar" solo si de verdad piensa cambiarse.',
      ),
      t(`Complaints about billing go to ${routes}.`, `Las quejas por facturación van a ${routes}.`),
    ],
    questions: [],
  };
}

/** The rep hung up: call back, ask for retention or cancellations, note the time, have the price ready. */
export function hungUpFollowUp(ctx: CopyContext): FollowUpAnswer {
  const t = inLanguage(ctx.lang);
  const p = prices(ctx);
  /** "Spectrum", or "your provider"; in Spanish with its "a" ("a Spectrum", "a su proveedor"). */
  const callBack = t(
    `Call ${ctx.namedParty ?? 'your provider'} back today`,
    `Vuelva a llamar hoy ${ctx.namedParty ? `a ${ctx.namedParty}` : 'a su proveedor'}`,
  );
  const numbers = p?.rival
    ? t(
        `what you pay now (${p.now} a month) and the competitor's price (${p.rival})`,
        `lo que paga hoy (${p.now} al mes) y el precio de la competencia (${p.rival})`,
      )
    : t(
        `what you pay now${p ? ` (${p.now} a month)` : ''} and a competitor's price for a similar plan`,
        `lo que paga hoy${p ? ` (${p.now} al mes)` : ''} y el precio de la competencia por un plan parecido`,
      );
  return {
    strategy: t(
      `A hang-up isn't a no: it's a call that got cut. ${callBack} and, at the menu, ask for the retention or cancellation department (saying "cancel service" often gets you there): they can approve prices the first rep can't. As soon as someone answers, note the time, ask for their name and a reference number, and ask them to call you back if the line drops. Have ${numbers} ready, and ask them to match it or come close. If they hang up again, use the account's chat, which leaves a written record, and say "cancel" only if you're ready to switch.`,
      `Que le cuelguen no es un no: es una llamada cortada. ${callBack} y, en el menú, pida el departamento de retención o de cancelaciones (decir "cancelar el servicio" suele llevarle ahí): ahí pueden aprobar precios que el primer representante no puede. En cuanto le atiendan, anote la hora, pida el nombre de quien le atiende y un número de referencia, y pida que le devuelvan la llamada si se corta. Tenga a mano ${numbers}, y pida que lo igualen o se acerquen. Si le vuelven a colgar, use el chat de su cuenta, que deja constancia por escrito, y diga "cancelar" solo si de verdad piensa cambiarse.`,
    ),
    opening: quoteLines([
      t(
        'Hi, my name is [your name], account [account number]. I called earlier about my price and the call was cut off.',
        'Hola, me llamo [su nombre], cuenta [número de cuenta]. Llamé hace un rato por mi precio y se cortó la llamada.',
      ),
      t(
        'Before we start, may I have your name and a reference number? If we get cut off, please call me back at [your phone].',
        'Antes de empezar, ¿me da su nombre y un número de referencia? Si se corta, le pido que me devuelva la llamada al [su teléfono].',
      ),
      p?.rival
        ? t(
            `I pay ${p.now} a month and [competitor] offers a similar plan for ${p.rival}. Can you match it or come close? If not, please transfer me to retention.`,
            `Pago ${p.now} al mes y [competidor] me ofrece un plan parecido por ${p.rival}. ¿Pueden igualarlo o acercarse? Si no, le pido que me pase con retención.`,
          )
        : t(
            `I pay ${p ? `${p.now}` : '[price]'} a month and I'd like a better price to stay. Please transfer me to retention.`,
            `Pago ${p ? `${p.now}` : '[precio]'} al mes y quisiera un mejor precio para quedarme. Le pido que me pase con retención.`,
          ),
    ]),
    email: {
      subject: t(
        `Account [account number]: my price${p?.rival ? ` (matching ${p.rival} a month)` : ''}, after a call that was cut off`,
        `Cuenta [número de cuenta]: mi precio${p?.rival ? ` (igualar ${p.rival} al mes)` : ''}, tras una llamada cortada`,
      ),
      body: t(
        `Hello,\n\nOn [date] at [time] I called about my price and the call was cut off before I got an answer. I pay ${p?.now ?? '[price]'} a month${p?.rival ? `, and [competitor] offers a similar plan for ${p.rival}` : ''}. I'd like to stay: please offer me ${p?.rival ? 'a price that matches it or comes close' : 'a better price'}, or have someone from retention call me at [phone].\n\nPlease reply in writing by [date].\n\nThank you,\n[Your name]`,
        `Hola:\n\nEl [fecha] a las [hora] llamé por mi precio y la llamada se cortó antes de recibir respuesta. Pago ${p?.now ?? '[precio]'} al mes${p?.rival ? `, y [competidor] ofrece un plan parecido por ${p.rival}` : ''}. Quisiera quedarme: les pido ofrecerme ${p?.rival ? 'un precio que lo iguale o se acerque' : 'un mejor precio'}, o que alguien de retención me llame al [teléfono].\n\nLes pido una respuesta por escrito antes del [fecha].\n\nGracias,\n[Su nombre]`,
      ),
    },
    talkingPoints: [
      t(
        'Ask for "retention" or "cancellations" at the menu, not general support.',
        'Pida "retención" o "cancelaciones" en el menú, no soporte general.',
      ),
      t(
        'Write down the time of every call and who answered.',
        'Anote la hora de cada llamada y quién le atendió.',
      ),
      t(
        "Have the competitor's price in front of you (a screenshot of the offer).",
        'Tenga a la vista el precio de la competencia (una captura de la oferta).',
      ),
      t(
        'If they hang up again, switch to the account chat: it leaves a record.',
        'Si le vuelven a colgar, pase al chat de su cuenta: deja constancia.',
      ),
    ],
  };
}

/** A first message that already says the rep hung up, with no competitor's price yet. */
function hungUpFirst(ctx: CopyContext, now: string, routes: string): ServicePlan {
  const t = inLanguage(ctx.lang);
  const answer = hungUpFollowUp(ctx);
  return {
    strategy: `${answer.strategy} ${t(
      `Before you call, look up what another provider charges for a similar plan, so you can name a number against your ${now}.`,
      `Antes de llamar, busque cuánto cobra otro proveedor por un plan parecido, para poder nombrar una cifra frente a sus ${now}.`,
    )}`,
    opening: answer.opening.split('\n').map((line) => line.replace(/^"|"$/gu, '')),
    rungs: {
      discount: [
        t('A better price', 'Un mejor precio'),
        t(
          `Can you put me on a lower price or a promotion for 12 months? [Competitor] charges [their price].`,
          `¿Me pueden dejar en un precio más bajo o una promoción por 12 meses? [Competidor] cobra [su precio].`,
        ),
      ],
      credit: [
        t('Monthly credit', 'Crédito mensual'),
        t('If not, can you add a monthly credit?', 'Si no, ¿pueden agregar un crédito mensual?'),
      ],
      downgrade: [
        t('Cheaper plan', 'Plan más barato'),
        t(
          "What's the cheapest plan that covers what I actually use?",
          '¿Cuál es el plan más barato que cubre lo que de verdad uso?',
        ),
      ],
      supervisor: [
        'Supervisor',
        t('I understand. May I speak with a supervisor?', 'Entiendo. ¿Puedo hablar con un supervisor?'),
      ],
      retention: [
        t('Retention (only if ready to leave)', 'Retención (solo si piensa irse)'),
        t(
          `Please transfer me to retention: at ${now} I'm ready to switch to [competitor].`,
          `Por favor, páseme con retención: con ${now} pienso cambiarme a [competidor].`,
        ),
      ],
      complaint: [
        t('In writing', 'Por escrito'),
        t(
          "If I keep getting cut off, I'll put this in writing through the account chat and file a complaint.",
          'Si me siguen cortando, lo pondré por escrito en el chat de la cuenta y presentaré una queja.',
        ),
      ],
    },
    email: answer.email,
    points: [
      ...answer.talkingPoints,
      t(`Complaints about billing go to ${routes}.`, `Las quejas por facturación van a ${routes}.`),
    ],
    questions: [],
  };
}
