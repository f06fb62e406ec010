import { inLanguage, is, type CopyContext, type EmailCopy, type Outcome, type Rung } from './types.js';

/**
 * Two service sub-cases with their own footing: a moving company holding the person's goods for
 * more than its estimate (on a move between states the mover must deliver on 110% of a non-binding
 * estimate, a reviewed right), and a company billing for a line or service the person never ordered
 * (every charge comes back, never half). The service area's playbook hands these two to this file.
 */

export interface ServicePlan {
  readonly strategy: string;
  /** The lines the person says, without quotes. */
  readonly opening: readonly string[];
  readonly rungs: Readonly<Record<Rung, readonly [label: string, line: string]>>;
  readonly email: EmailCopy;
  readonly points: readonly string[];
  readonly questions: readonly string[];
}

export function isMoversOrUnordered(ctx: CopyContext): boolean {
  return is(ctx, 'service_movers_held', 'service_unordered_charge');
}

// --- the person's figures ---

/** The estimate, what they now demand, and 110% of the estimate (what releases the goods). */
function movers(ctx: CopyContext) {
  const estimateValue = ctx.value('estimated', 'quoted');
  const demandedValue = ctx.value('billed', 'proposed');
  const release = estimateValue === undefined ? undefined : Math.round(estimateValue * 1.1 * 100) / 100;
  return {
    estimate: ctx.figure('estimated', 'quoted'),
    demanded: ctx.figure('billed', 'proposed'),
    demandedValue,
    release: release === undefined ? undefined : ctx.money(release),
    releaseValue: release,
    rest:
      release !== undefined && demandedValue !== undefined && demandedValue > release
        ? ctx.money(demandedValue - release)
        : undefined,
    /** true: a move between states (the federal 110% rule); false: within one state; undefined: not said. */
    interstate: ctx.right('fmcsa-movers-110-percent') ? true : ctx.case.flags.interstate,
  };
}

/** The monthly charge for what was never ordered, how many months, and the total to get back. */
function unordered(ctx: CopyContext) {
  // Only a monthly charge repeats by the month; "9.99 each" beside other items is one of a list, and
  // a bill that "went from 85 to 142" names the bill, not what was never ordered: with several
  // figures and no monthly charge, the total is left for the person to add up, never guessed.
  const monthly = ctx.case.amounts.find((amount) => amount.role === 'unit' && amount.per === 'month');
  const listed = ctx.case.amounts.length >= 3 && !monthly;
  if (listed)
    return { unit: undefined, count: undefined, total: undefined, totalValue: undefined, sum: undefined };
  const unit = ctx.figure('unit');
  const { total, count, totalValue } = ctx.computed;
  return { unit, count, total, totalValue, sum: total ?? ctx.figure('billed', 'fee', 'paid') };
}

// --- the plans, one per sub-case, in the answer's language ---

function moversPlan(ctx: CopyContext): ServicePlan {
  const t = inLanguage(ctx.lang);
  const { estimate, demanded, release, rest, interstate } = movers(ctx);
  const est = estimate ?? t('[estimate]', '[estimado]');
  const pay110 = release ?? t('110% of the estimate', 'el 110 % del estimado');
  // ", $2,090" after "110% of the estimate" when the estimate's figure is known; nothing otherwise
  // (the sentence already says "110% of the estimate").
  const andSum = release ? `, ${release}` : '';
  const signOff = t('Thank you,\n[Your name]\n[Phone number]', 'Gracias,\n[Su nombre]\n[Teléfono]');
  if (interstate === true) {
    return {
      strategy: t(
        `Your written estimate was ${est}${demanded ? `; now they demand ${demanded} before they unload` : ''}. On a move between states, federal rules are on your side: with a non-binding estimate, they must deliver your things when you pay 110% of it${andSum}${rest ? `; the other ${rest} can only be billed afterwards, and you have at least 30 days after delivery to pay or dispute it` : ', and bill the rest for later (at least 30 days after delivery)'}. With a binding estimate, they may collect only ${est}. Say this calmly, in writing too, offer ${pay110} by a payment method the estimate lists, and ask for the weight tickets and a reweigh. If they keep refusing, report them to the FMCSA (1-888-368-7238) the same day.`,
        `Su estimado por escrito fue de ${est}${demanded ? `; ahora le exigen ${demanded} antes de descargar` : ''}. En una mudanza entre estados, las reglas federales le protegen: con un estimado no vinculante, deben entregarle sus cosas cuando usted pague el 110 % del estimado${andSum}${rest ? `; los otros ${rest} solo se los pueden facturar después, y usted tiene al menos 30 días después de la entrega para pagarlos o disputarlos` : ', y facturarle el resto después (al menos 30 días después de la entrega)'}. Con un estimado vinculante, solo pueden cobrar ${est}. Dígalo con calma, también por escrito, ofrezca pagar ${pay110} con una forma de pago que indique el estimado y pida los comprobantes de peso (weight tickets) y que vuelvan a pesar el camión. Si siguen negándose, repórtelos ese mismo día a la FMCSA (1-888-368-7238).`,
      ),
      opening: [
        t(
          'Hi, this is [your name], shipment [order or bill of lading number], from [city] to [city].',
          'Hola, habla [su nombre], envío [número de orden o de conocimiento de embarque], de [ciudad] a [ciudad].',
        ),
        t(
          `Your written estimate was ${est}${demanded ? ` and you're asking for ${demanded}` : ''}.`,
          `Su estimado por escrito fue de ${est}${demanded ? ` y me piden ${demanded}` : ''}.`,
        ),
        t(
          `This is an interstate move: with a non-binding estimate, you must deliver when I pay 110% of it${andSum}. I'm ready to pay that today. Please bill the rest, and send me the weight tickets.`,
          `Es una mudanza entre estados: con un estimado no vinculante, deben entregar cuando yo pague el 110 %${release ? `, ${release}` : ' del estimado'}. Estoy en condiciones de pagar eso hoy. Facturen el resto y envíenme los comprobantes de peso, por favor.`,
        ),
      ],
      rungs: {
        discount: t(
          [
            '110% of the estimate',
            release
              ? `I'll pay ${release} now, 110% of your estimate, and you deliver today. Anything more, bill me: I have 30 days after delivery.`
              : `I'll pay 110% of your estimate now, and you deliver today. Anything more, bill me: I have 30 days after delivery.`,
          ],
          [
            'El 110 % del estimado',
            release
              ? `Pago ${release} ahora, el 110 % de su estimado, y ustedes entregan hoy. Lo demás, factúrenmelo: tengo 30 días después de la entrega.`
              : `Pago ahora el 110 % de su estimado, y ustedes entregan hoy. Lo demás, factúrenmelo: tengo 30 días después de la entrega.`,
          ],
        ),
        credit: t(
          [
            'Weight tickets and reweigh',
            "Please send me the empty and loaded weight tickets. I'm asking for a reweigh before delivery.",
          ],
          [
            'Comprobantes de peso',
            'Envíenme los comprobantes de peso vacío y cargado, por favor. Pido que vuelvan a pesar el camión antes de la entrega.',
          ],
        ),
        downgrade: t(
          [
            'Binding estimate?',
            `If the estimate was binding, the price is ${est}, and that's what I'll pay.`,
          ],
          [
            '¿Estimado vinculante?',
            `Si el estimado era vinculante, el precio es ${est}, y eso es lo que voy a pagar.`,
          ],
        ),
        supervisor: t(
          ['Dispatcher or owner', 'May I speak with the dispatcher or the owner, please?'],
          ['Despachador o dueño', '¿Puedo hablar con el despachador o con el dueño, por favor?'],
        ),
        retention: t(
          [
            'FMCSA',
            "If you won't deliver on 110%, I'll report it today to the FMCSA, the federal agency for interstate movers. I'd rather you just deliver.",
          ],
          [
            'FMCSA',
            'Si no entregan con el 110 %, hoy mismo lo reporto a la FMCSA, la agencia federal de mudanzas entre estados. Prefiero que simplemente entreguen.',
          ],
        ),
        complaint: t(
          [
            'Written complaint',
            "I'm putting this in writing now. What email should it go to, and what is your USDOT number?",
          ],
          [
            'Queja por escrito',
            'Voy a ponerlo por escrito ahora. ¿A qué correo lo envío, y cuál es su número USDOT?',
          ],
        ),
      },
      email: {
        subject: t(
          release
            ? `Shipment [number]: deliver on payment of ${release} (110% of the ${est} estimate)`
            : 'Shipment [number]: deliver on payment of 110% of the estimate',
          release
            ? `Envío [número]: entrega al pagar ${release} (110 % del estimado de ${est})`
            : 'Envío [número]: entrega al pagar el 110 % del estimado',
        ),
        body: t(
          `Hello,\n\nYour written estimate for my move from [city, state] to [city, state] was ${est}.${demanded ? ` Your crew now demands ${demanded} before delivering my household goods.` : ''}\n\nThis is an interstate move. Under the federal rules for household goods movers, with a non-binding estimate you must deliver my shipment on payment of 110% of the estimate${andSum}, and bill any remaining charges no sooner than 30 days after delivery; with a binding estimate, you may collect only the binding price. I am ready to pay ${pay110} now by [payment method the estimate lists]. Please deliver by [date] and send me the weight tickets.\n\nIf my goods are not delivered on that payment, I will file a complaint with the Federal Motor Carrier Safety Administration.\n\n${signOff}`,
          `Hola:\n\nSu estimado por escrito para mi mudanza de [ciudad, estado] a [ciudad, estado] fue de ${est}.${demanded ? ` Ahora su equipo exige ${demanded} antes de entregar mis pertenencias.` : ''}\n\nEs una mudanza entre estados. Según las reglas federales para compañías de mudanzas, con un estimado no vinculante deben entregar mi envío al pagar el 110 % del estimado${andSum}, y facturar cualquier saldo no antes de 30 días después de la entrega; con un estimado vinculante, solo pueden cobrar el precio vinculante. Estoy en condiciones de pagar ${pay110} ahora con [forma de pago que indica el estimado]. Les pido entregar a más tardar el [fecha] y enviarme los comprobantes de peso.\n\nSi no entregan mis pertenencias con ese pago, presentaré una queja ante la Administración Federal de Seguridad de Autotransportes (FMCSA).\n\n${signOff}`,
        ),
      },
      points: [
        t(
          `Have the signed estimate and the bill of lading in front of you: the estimate says binding or non-binding.`,
          'Tenga a mano el estimado firmado y el conocimiento de embarque (bill of lading): el estimado dice si es vinculante (binding) o no vinculante (non-binding).',
        ),
        t(
          release
            ? `110% of ${est} is ${release}: pay that, by a method the estimate lists, and get a receipt.`
            : 'Work out 110% of the estimate: pay that, by a method the estimate lists, and get a receipt.',
          release
            ? `El 110 % de ${est} es ${release}: pague eso, con una forma de pago que indique el estimado, y pida recibo.`
            : 'Calcule el 110 % del estimado: pague eso, con una forma de pago que indique el estimado, y pida recibo.',
        ),
        t(
          'Ask for the weight tickets (empty and loaded) and a reweigh before delivery: "it weighed more" has to be proved.',
          'Pida los comprobantes de peso (vacío y cargado) y que vuelvan a pesar antes de la entrega: "pesaba más" tienen que probarlo.',
        ),
        t(
          'Don\'t sign a delivery receipt that says the charges are correct or paid in full; write "paid under protest" next to your signature.',
          'No firme un recibo de entrega que diga que los cargos son correctos o que pagó todo; escriba "pagado bajo protesta" junto a su firma.',
        ),
        t(
          'Write down every name, time and what they said; photos of the truck and the crew help.',
          'Anote cada nombre, hora y lo que le dijeron; las fotos del camión y del equipo ayudan.',
        ),
        t(
          'FMCSA complaints: 1-888-368-7238 or the National Consumer Complaint Database; your state attorney general too.',
          'Quejas a la FMCSA: 1-888-368-7238 o su base de datos de quejas; también al fiscal general de su estado.',
        ),
      ],
      questions: [
        ...(estimate
          ? []
          : [
              t(
                'What did the written estimate say, and is it signed?',
                '¿Qué decía el estimado por escrito, y está firmado?',
              ),
            ]),
        t(
          'Does the estimate say "binding" or "non-binding"?',
          '¿El estimado dice "binding" (vinculante) o "non-binding" (no vinculante)?',
        ),
        t(
          'Did you ask for any extra service after they loaded (packing, stairs, a long carry)?',
          '¿Pidió algún servicio extra después de que cargaron (empaque, escaleras, acarreo largo)?',
        ),
      ],
    };
  }
  return {
    strategy: t(
      `Your estimate was ${est}${demanded ? ` and now they want ${demanded}` : ''} while they hold your things. What they may charge depends on one fact: did the move cross state lines? On a move between states, federal rules make them deliver when you pay 110% of a non-binding estimate${release ? ` (${release})` : ''}; a move within one state follows your state's rules. Until you know, don't pay the new amount: ask in writing for the estimate, the weight tickets and the rule they charge under.`,
      `Su estimado fue de ${est}${demanded ? ` y ahora le piden ${demanded}` : ''} mientras retienen sus cosas. Lo que pueden cobrar depende de un dato: ¿la mudanza cruzó de un estado a otro? En una mudanza entre estados, las reglas federales les obligan a entregar cuando usted pague el 110 % de un estimado no vinculante${release ? ` (${release})` : ''}; una mudanza dentro del mismo estado sigue las reglas de su estado. Mientras tanto, no pague el monto nuevo: pida por escrito el estimado, los comprobantes de peso y la regla con la que cobran.`,
    ),
    opening: [
      t(
        'Hi, this is [your name], shipment [order number].',
        'Hola, habla [su nombre], envío [número de orden].',
      ),
      t(
        `Your written estimate was ${est}${demanded ? `, and you're asking for ${demanded}` : ''}.`,
        `Su estimado por escrito fue de ${est}${demanded ? `, y me piden ${demanded}` : ''}.`,
      ),
      t(
        'Please send me the estimate, the weight tickets and an itemized bill before we go further.',
        'Envíenme el estimado, los comprobantes de peso y una factura detallada antes de seguir, por favor.',
      ),
    ],
    rungs: {
      discount: t(
        ['The estimate', `I'll pay what the estimate says, ${est}. Please deliver on that.`],
        ['El estimado', `Pago lo que dice el estimado, ${est}. Entreguen con eso, por favor.`],
      ),
      credit: t(
        ['Weight tickets', 'Please send the empty and loaded weight tickets, and reweigh the truck.'],
        [
          'Comprobantes de peso',
          'Envíenme los comprobantes de peso vacío y cargado, y vuelvan a pesar el camión.',
        ],
      ),
      downgrade: t(
        ['Itemized bill', 'Please itemize every charge above the estimate.'],
        ['Factura detallada', 'Detallen cada cargo por encima del estimado, por favor.'],
      ),
      supervisor: t(
        ['Owner', 'May I speak with the owner or the dispatcher?'],
        ['Dueño', '¿Puedo hablar con el dueño o con el despachador?'],
      ),
      retention: t(
        [
          'State regulator',
          "If we can't settle this, I'll ask the state agency that licenses movers for help.",
        ],
        [
          'Agencia estatal',
          'Si no lo resolvemos, pediré ayuda a la agencia estatal que otorga licencias a las mudanzas.',
        ],
      ),
      complaint: t(
        ['Written complaint', "I'm putting this in writing. Which email should it go to?"],
        ['Queja por escrito', 'Voy a ponerlo por escrito. ¿A qué correo lo envío?'],
      ),
    },
    email: {
      subject: t(
        `Shipment [number]: ${demanded ?? 'the new charges'} on a ${est} estimate`,
        `Envío [número]: ${demanded ?? 'los cargos nuevos'} sobre un estimado de ${est}`,
      ),
      body: t(
        `Hello,\n\nYour written estimate for my move was ${est}.${demanded ? ` You are now asking for ${demanded} before delivering my belongings.` : ''} Please send me the signed estimate, the weight tickets and an itemized bill, and tell me under which rule you are charging more than the estimate. Please deliver my belongings by [date].\n\n${signOff}`,
        `Hola:\n\nSu estimado por escrito para mi mudanza fue de ${est}.${demanded ? ` Ahora me piden ${demanded} antes de entregar mis pertenencias.` : ''} Les pido enviarme el estimado firmado, los comprobantes de peso y una factura detallada, y decirme con qué regla cobran más que el estimado. Les pido entregar mis pertenencias a más tardar el [fecha].\n\n${signOff}`,
      ),
    },
    points: [
      t(
        'Find the signed estimate: does it say binding or non-binding?',
        'Busque el estimado firmado: ¿dice vinculante (binding) o no vinculante (non-binding)?',
      ),
      t(
        'Ask for the weight tickets and a reweigh.',
        'Pida los comprobantes de peso y que vuelvan a pesar el camión.',
      ),
      t(
        'Don\'t sign anything that says the charges are correct; write "paid under protest" if you must pay.',
        'No firme nada que diga que los cargos son correctos; si tiene que pagar, escriba "pagado bajo protesta".',
      ),
      t(
        "For a move within one state, your state's moving or consumer protection agency sets the rules: ask them.",
        'En una mudanza dentro del mismo estado, las reglas son de su estado: pregunte a la agencia de protección al consumidor de su estado.',
      ),
    ],
    questions: [
      t(
        'Did the move cross state lines (from one state to another)?',
        '¿La mudanza cruzó de un estado a otro?',
      ),
      ...(estimate ? [] : [t('What did the written estimate say?', '¿Qué decía el estimado por escrito?')]),
      t(
        'Does the estimate say "binding" or "non-binding"?',
        '¿El estimado dice "binding" (vinculante) o "non-binding" (no vinculante)?',
      ),
    ],
  };
}

function unorderedPlan(ctx: CopyContext): ServicePlan {
  const t = inLanguage(ctx.lang);
  const trial = ctx.case.flags.trialConverted;
  const { unit, count, total, sum } = unordered(ctx);
  const monthly = unit ?? t('[monthly charge]', '[cargo mensual]');
  const all =
    total ??
    sum ??
    t('[the total of the charges you never ordered]', '[el total de los cargos que no pidió]');
  const months = count ? t(`${count} months`, `${count} meses`) : t('[number] months', '[número de] meses');
  const signOff = t('Thank you,\n[Your name]\n[Phone number]', 'Gracias,\n[Su nombre]\n[Teléfono]');
  const math = unit ? `${monthly} × ${months} = ${all}` : all;
  const aCharge = unit
    ? t(`a ${monthly} monthly charge`, `un cargo mensual de ${monthly}`)
    : t('a charge', 'un cargo');
  return {
    strategy: t(
      `You never ordered it, so you don't owe any of it: ask them to remove it today and refund every charge, ${math}, to the account it came from, not half and not as a store credit. Ask for the date it was added and who authorized it; if they claim you ordered it, ask for the recording or signed order. If they won't refund it all, file a complaint with ${trial ? 'the FTC (ReportFraud.ftc.gov)' : 'the FCC (for phone, internet or TV)'} and your state attorney general, and ask your bank how to stop the payments.${trial ? ' Cancel the plan today too, in writing, and keep the confirmation.' : ''}`,
      `Usted nunca lo pidió, así que no debe nada de eso: pida que lo quiten hoy y que le devuelvan cada cargo, ${math}, a la cuenta de donde salió; no la mitad, ni como crédito. Pregunte la fecha en que lo agregaron y quién lo autorizó; si dicen que usted lo pidió, pida la grabación o la orden firmada. Si no le devuelven todo, presente una queja ante ${trial ? 'la FTC (ReportFraud.ftc.gov)' : 'la FCC (teléfono, internet o TV)'} y el fiscal general de su estado, y pregunte a su banco cómo detener los pagos.${trial ? ' Cancele también hoy el plan, por escrito, y guarde la confirmación.' : ''}`,
    ),
    opening: [
      t(
        'Hi, my name is [your name], account [account number].',
        'Hola, me llamo [su nombre], cuenta [número de cuenta].',
      ),
      t(
        `My bill has ${aCharge} for [line or service] that I never ordered${count ? `, for ${months} now` : ''}.`,
        `Mi factura tiene ${aCharge} por [línea o servicio] que yo nunca pedí${count ? `, desde hace ${months}` : ''}.`,
      ),
      t(
        `Please remove it today and refund all of it, ${all}, to my account. Can you confirm that now?`,
        `Les pido quitarlo hoy y devolverme todo, ${all}, a mi cuenta. ¿Me lo pueden confirmar ahora?`,
      ),
    ],
    rungs: {
      discount: t(
        ['Remove it and refund it all', `Please take it off and refund the full ${all}.`],
        ['Quitarlo y devolver todo', `Quítenlo y devuélvanme los ${all} completos, por favor.`],
      ),
      credit: t(
        ['Proof of the order', 'If you say I ordered it, please send me the recording or the signed order.'],
        [
          'Prueba de la orden',
          'Si dicen que yo lo pedí, envíenme la grabación o la orden firmada, por favor.',
        ],
      ),
      downgrade: t(
        ['Refund in writing', 'Please confirm the refund amount and date in writing.'],
        ['Reembolso por escrito', 'Confírmenme por escrito el monto y la fecha del reembolso.'],
      ),
      supervisor: t(
        ['Supervisor', 'May I speak with a supervisor about an unauthorized charge?'],
        ['Supervisor', '¿Puedo hablar con un supervisor sobre un cargo que no autoricé?'],
      ),
      retention: t(
        [
          'Billing disputes',
          'Please transfer me to the billing disputes team: this is a charge I never authorized.',
        ],
        [
          'Disputas de facturación',
          'Comuníqueme con el equipo de disputas de facturación: es un cargo que nunca autoricé.',
        ],
      ),
      complaint: trial
        ? t(
            [
              'FTC complaint',
              "If it isn't refunded in full, I'll report it to the FTC and my state attorney general.",
            ],
            [
              'Queja ante la FTC',
              'Si no me lo devuelven completo, lo reportaré a la FTC y al fiscal general de mi estado.',
            ],
          )
        : t(
            ['FCC complaint', "If it isn't refunded in full, I'll file a complaint with the FCC."],
            ['Queja ante la FCC', 'Si no me lo devuelven completo, presentaré una queja ante la FCC.'],
          ),
    },
    email: {
      subject: t(
        `Account [account number]: refund of ${all} for [line or service] I never ordered`,
        `Cuenta [número de cuenta]: reembolso de ${all} por [línea o servicio] que nunca pedí`,
      ),
      body: t(
        `Hello,\n\nSince [month], my bill has included ${aCharge} for [line or service] that I never ordered or authorized${count ? ` (${months}, ${all} in total)` : ''}.\n\nPlease remove it, refund the full ${all} to the account it was charged to, and confirm in writing. If you believe I ordered it, please send me the record of that order. Please reply by [date].\n\n${signOff}`,
        `Hola:\n\nDesde [mes], mi factura incluye ${aCharge} por [línea o servicio] que nunca pedí ni autoricé${count ? ` (${months}, ${all} en total)` : ''}.\n\nLes pido quitarlo, devolver los ${all} completos a la cuenta donde se cobraron y confirmármelo por escrito. Si consideran que yo lo pedí, envíenme el registro de esa orden. Les pido una respuesta antes del [fecha].\n\n${signOff}`,
      ),
    },
    points: [
      t(`The number: ${math}. Ask for all of it.`, `La cifra: ${math}. Pida todo.`),
      t(
        'Ask when it was added and by whom; ask for the recording or the signed order if they say you did.',
        'Pregunte cuándo lo agregaron y quién; si dicen que fue usted, pida la grabación o la orden firmada.',
      ),
      t(
        'Half is not fair for something you never ordered: decline it politely.',
        'La mitad no es justa por algo que nunca pidió: rechácela con cortesía.',
      ),
      t(
        'Write down the rep’s name, the date and a reference number.',
        'Anote el nombre del representante, la fecha y un número de referencia.',
      ),
      t(
        'If it is paid by autopay from your bank, ask your bank how to stop payments to them while you dispute.',
        'Si se paga con pago automático de su banco, pregunte a su banco cómo detener los pagos mientras disputa.',
      ),
    ],
    questions: [
      ...(unit ? [] : [t('How much is the charge each month?', '¿Cuánto es el cargo cada mes?')]),
      ...(count ? [] : [t('Since when has it been on your bill?', '¿Desde cuándo aparece en su factura?')]),
      t(
        'Did anyone in your household ever add a line or service on the account?',
        '¿Alguien de su hogar agregó alguna vez una línea o servicio a la cuenta?',
      ),
    ],
  };
}

export function moversOrUnorderedPlan(ctx: CopyContext): ServicePlan {
  return is(ctx, 'service_movers_held') ? moversPlan(ctx) : unorderedPlan(ctx);
}

// --- after the other side answered ---

/** What an offer on money never ordered is worth: anything short of all of it is a counter. */
export function judgeUnorderedOffer(ctx: CopyContext, offered: number | undefined) {
  const owed = unordered(ctx).totalValue ?? ctx.value('billed', 'fee', 'paid');
  if (offered === undefined || owed === undefined) return undefined;
  return offered >= owed ? 'accept' : 'decline';
}

function moversStep(ctx: CopyContext, outcome: Outcome, offer: string | undefined): string {
  const t = inLanguage(ctx.lang);
  const { estimate, release, interstate } = movers(ctx);
  const pay110 = release ?? t('110% of the estimate', 'el 110 % del estimado');
  if (interstate !== true) {
    return t(
      'First find out whether the move crossed state lines and whether the estimate says binding or non-binding: that decides what they may collect before delivery. Meanwhile, ask for everything in writing and pay nothing beyond the estimate without writing "paid under protest".',
      'Primero confirme si la mudanza cruzó de un estado a otro y si el estimado dice vinculante o no vinculante: eso decide cuánto pueden cobrar antes de entregar. Mientras tanto, pida todo por escrito y no pague nada por encima del estimado sin escribir "pagado bajo protesta".',
    );
  }
  if (outcome === 'counter_offer' || outcome === 'agreed') {
    // Without the estimate's figure there is no sum to name: "110% of your estimate" says it all.
    const limit =
      release && estimate
        ? t(`${release}, 110% of your ${estimate}`, `${release}, el 110 % de su estimado de ${estimate}`)
        : t('110% of your estimate', 'el 110 % de su estimado');
    return t(
      `They offered ${offer ?? 'a new price'}. Compare it with ${limit}: that is all they can demand before delivery. Pay no more than that now, get a receipt, and have any balance billed to you in writing so you can dispute it within 30 days.`,
      `Le ofrecieron ${offer ?? 'un precio nuevo'}. Compárelo con ${limit}: es todo lo que pueden exigir antes de entregar. No pague más que eso ahora, pida recibo, y que cualquier saldo se lo facturen por escrito para disputarlo dentro de 30 días.`,
    );
  }
  if (outcome === 'pay_now')
    return t(
      `Offer ${pay110} now, in writing, by a form of payment the estimate lists (cash only if the estimate says so), and ask them to bill the rest. Ask for the weight tickets (and a reweigh before unloading if the weight is in question). If they threaten to put your things in storage, get the storage company's name and address in writing and add it to your complaint. If you decide you must pay more to get your belongings back, pay by card if you can, write "paid under protest" on the receipt, and file the FMCSA complaint (1-888-368-7238) the same day; then dispute the extra with your card issuer and the mover in writing.`,
      `Ofrezca ${pay110} ahora, por escrito, con una forma de pago que indique el estimado (efectivo solo si el estimado lo dice), y pida que le facturen el resto. Pida los comprobantes de peso (y que vuelvan a pesar la carga antes de descargar si el peso está en duda). Si amenazan con llevar sus cosas a un almacén, pida por escrito el nombre y la dirección del almacén y agréguelo a su queja. Si decide que tiene que pagar más para recuperar sus cosas, pague con tarjeta si puede, escriba "pagado bajo protesta" en el recibo y presente la queja a la FMCSA (1-888-368-7238) ese mismo día; después dispute el excedente por escrito con el emisor de su tarjeta y con la compañía.`,
    );
  return t(
    `File a complaint with the FMCSA today (1-888-368-7238 or its National Consumer Complaint Database) and your state attorney general, and send the mover your written offer of ${pay110}, by a form of payment the estimate lists, with the rule quoted. If they threaten to put your things in storage, get the storage company's name and address in writing and add it to your complaint. Keep a log of every call.`,
    `Presente hoy una queja ante la FMCSA (1-888-368-7238 o su base de datos de quejas) y ante el fiscal general de su estado, y envíe a la compañía su oferta por escrito de ${pay110}, con una forma de pago que indique el estimado, citando la regla. Si amenazan con llevar sus cosas a un almacén, pida por escrito el nombre y la dirección del almacén y agréguelo a su queja. Anote cada llamada.`,
  );
}

function unorderedStep(ctx: CopyContext, outcome: Outcome, offer: string | undefined): string {
  const t = inLanguage(ctx.lang);
  const trial = ctx.case.flags.trialConverted;
  const all = unordered(ctx).sum ?? t('the full amount', 'el monto completo');
  if (outcome === 'counter_offer')
    return t(
      `They offered ${offer ?? 'part of it'}. You never ordered it, so decline: ask for all of it, the full ${all}, back in writing and for their record of the order (the recording or a signature) if they say you asked for it; if they say their offer is final, file a complaint with ${trial ? 'the FTC (ReportFraud.ftc.gov) and your state attorney general' : 'the FCC (consumercomplaints.fcc.gov) and your state attorney general; the company must answer the FCC'}.`,
      `Le ofrecieron ${offer ?? 'una parte'}. Usted nunca pidió ${trial ? 'ese plan' : 'esa línea o ese servicio'}, así que no acepte la mitad: pida por escrito que le devuelvan los ${all} completos y el registro de la orden (la grabación o una firma) si dicen que usted la pidió; si dicen que su oferta es final, presente una queja ante ${trial ? 'la FTC (ReportFraud.ftc.gov) y el fiscal general de su estado' : 'la FCC (consumercomplaints.fcc.gov) y el fiscal general de su estado; la compañía tiene que responder a la FCC'}.`,
    );
  if (outcome === 'agreed')
    return t(
      `Get in writing the refund of ${all}, the date it will reach your account, and that the line or service is removed.`,
      `Pida por escrito el reembolso de ${all}, la fecha en que llegará a su cuenta y la confirmación de que quitaron la línea o el servicio.`,
    );
  return t(
    `Send your request in writing (keep a copy) asking for the ${all} back, then file a complaint with ${trial ? 'the FTC (ReportFraud.ftc.gov)' : 'the FCC (consumercomplaints.fcc.gov)'} and your state attorney general; ask your bank how to stop autopay to them while you dispute.`,
    `Envíe su reclamo por escrito (guarde copia) pidiendo los ${all}, y presente una queja ante ${trial ? 'la FTC (ReportFraud.ftc.gov)' : 'la FCC (consumercomplaints.fcc.gov)'} y el fiscal general de su estado; pregunte a su banco cómo detener el pago automático mientras disputa.`,
  );
}

export function moversOrUnorderedStep(
  ctx: CopyContext,
  outcome: Outcome,
  offer: string | undefined,
): string | undefined {
  if (is(ctx, 'service_movers_held')) return moversStep(ctx, outcome, offer);
  if (is(ctx, 'service_unordered_charge')) return unorderedStep(ctx, outcome, offer);
  return undefined;
}
