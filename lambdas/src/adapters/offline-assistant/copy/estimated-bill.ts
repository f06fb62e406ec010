import type { Language } from '@lane/shared';
import type { ServicePlan } from './movers-and-unordered.js';
import { inLanguage, is, quoteLines, type CopyContext, type FollowUpAnswer, type Outcome } from './types.js';

/**
 * A utility bill far above the usual one because the meter was read by estimate, or a "catch-up"
 * bill after months of estimates. No federal rule governs it, so nothing is asserted as law: the
 * amount rests on a reading, the person asks for an actual one (or gives their own, photographed),
 * pays the usual part on time and disputes the rest in writing. How far back a utility may bill and
 * whether service is protected during a dispute are state rules, so they are questions for the state
 * utility commission, never statements.
 */

export function isEstimatedBill(ctx: CopyContext): boolean {
  return is(ctx, 'service_estimated_bill');
}

/** The bill, and the usual bill as the person gave it ("140–160"). */
function figures(ctx: CopyContext) {
  const usual = ctx.case.amounts.filter((amount) => amount.role === 'current');
  const low = usual.reduce<number | undefined>(
    (min, a) => (min === undefined || a.value < min ? a.value : min),
    undefined,
  );
  const high = usual.reduce<number | undefined>(
    (max, a) => (max === undefined || a.value > max ? a.value : max),
    undefined,
  );
  const text = (value: number | undefined) => usual.find((amount) => amount.value === value)?.text;
  return {
    bill: ctx.figure('billed'),
    usual: low === undefined ? undefined : low === high ? text(low) : `${text(low)}–${text(high)}`,
    usualTop: text(high),
  };
}

// --- the plan and the next step, in the answer's language ---

/** A catch-up on an actual reading after months of estimates: the use is likely real, paying it at once the problem. */
function isCatchUp(ctx: CopyContext): boolean {
  return ctx.case.flags.catchUpBill === true;
}

/** The state's utility commission, named with the state when the person gave it. */
function commission(ctx: CopyContext): { en: string; es: string } {
  const state = ctx.case.state;
  return state
    ? { en: `the ${state} utility commission`, es: `la comisión de servicios públicos de ${state}` }
    : { en: 'your state utility commission', es: 'la comisión de servicios públicos de su estado' };
}

/** What the meter counts and who helps pay: kWh and energy assistance, or gallons and the utility's own program. */
function meterWords(ctx: CopyContext) {
  const t = inLanguage(ctx.lang);
  const water = ctx.case.flags.waterBill === true;
  return {
    unit: water ? t('gallons (or cubic feet)', 'galones (o pies cúbicos)') : 'kWh',
    assistance: water
      ? t(
          'Ask whether the utility has a customer assistance program or a leak adjustment.',
          'Pregunte si la compañía tiene un programa de ayuda para clientes o un ajuste por fugas.',
        )
      : t(
          'Ask whether you qualify for energy assistance (the federal LIHEAP program, run by each state).',
          'Pregunte si califica para ayuda con la energía (el programa federal LIHEAP, que maneja cada estado).',
        ),
    rung: (water
      ? t(
          [
            'Assistance',
            'Do you have a customer assistance program that can help with this bill, and how do I apply?',
          ],
          ['Ayuda', '¿Tienen un programa de ayuda para clientes que cubra esta factura, y cómo lo solicito?'],
        )
      : t(
          [
            'Energy assistance',
            'Which energy assistance programs can help with this bill, and how do I apply?',
          ],
          [
            'Ayuda con la energía',
            '¿Qué programas de ayuda con la energía pueden cubrir esta factura y cómo los solicito?',
          ],
        )) as readonly [label: string, line: string],
  };
}

function catchUpPlan(ctx: CopyContext): ServicePlan {
  const m = meterWords(ctx);
  const t = inLanguage(ctx.lang);
  const { bill, usual } = figures(ctx);
  const due = ctx.date('due');
  const puc = commission(ctx);
  const theBill = bill
    ? t(`A ${bill} bill`, `Una factura de ${bill}`)
    : t('A bill this high', 'Una factura tan alta');
  const against = usual ? t(` against your usual ${usual}`, ` cuando normalmente paga ${usual}`) : '';
  const amount = bill ?? t('this bill', 'esta factura');
  const signOff = t('Thank you,\n[Your name]\n[Phone number]', 'Gracias,\n[Su nombre]\n[Teléfono]');
  return {
    strategy: [
      t(
        `${theBill}${against}, on an actual reading after months billed by estimate, is most likely a catch-up: use from the estimated months that was billed too low is billed now.`,
        `${theBill}${against}, con una lectura real después de meses facturados por estimado, es muy probablemente un cobro de ajuste: el consumo de los meses estimados que se cobró de menos se cobra ahora.`,
      ),
      t(
        `Check it before you pay: ask for the readings and the ${m.unit} billed each month since the last actual reading. The catch-up should equal your actual use minus what the estimates already billed.`,
        `Revísela antes de pagar: pida las lecturas y los ${m.unit} facturados cada mes desde la última lectura real. El ajuste debe ser igual a su consumo real menos lo que ya cobraron los estimados.`,
      ),
      t(
        `If it adds up, the problem is paying it at once: before the due date${due ? ` (${due})` : ''}, ask for a payment arrangement you can keep, over 6 to 12 months or through budget billing, in writing, with no late fees and no disconnection while you keep to it. ${m.assistance}`,
        `Si cuadra, el problema es pagarla de una vez: antes del vencimiento${due ? ` (${due})` : ''}, pida un plan de pagos que pueda cumplir, de 6 a 12 meses o con facturación nivelada (budget billing), por escrito, sin recargos y sin corte mientras lo cumpla. ${m.assistance}`,
      ),
      t(
        `Ask ${puc.en} what payment plans utilities must offer, whether back-billing after estimated readings is limited, and what protects service in winter; don't assume it does. Let the meter reader in (or send a dated photo of the meter each month) so the estimates stop.`,
        `Pregunte a ${puc.es} qué planes de pago deben ofrecer las compañías, si se limita el cobro atrasado después de lecturas estimadas y qué protege el servicio en invierno; no dé por hecho que sí. Deje entrar al lector del medidor (o envíe cada mes una foto del medidor con fecha) para que no vuelvan a estimar.`,
      ),
    ].join(' '),
    opening: [
      t(
        'Hi, my name is [your name], account [account number].',
        'Hola, me llamo [su nombre], cuenta [número de cuenta].',
      ),
      t(
        `My latest bill is ${amount}${usual ? `, and it's usually ${usual}` : ''}. The last months were estimated and this one is an actual reading. Please send me the readings and the ${m.unit} billed each month since the last actual reading.`,
        `Mi última factura es de ${amount}${usual ? ` y normalmente es de ${usual}` : ''}. Los últimos meses fueron estimados y este es una lectura real. Les pido las lecturas y los ${m.unit} facturados cada mes desde la última lectura real.`,
      ),
      t(
        `I can't pay ${amount} at once. What payment arrangement over 6 to 12 months, or budget billing, can you put in writing today, with no late fees and no disconnection while I keep to it?`,
        `No puedo pagar ${amount} de una vez. ¿Qué plan de pagos de 6 a 12 meses, o de facturación nivelada, me pueden dar hoy por escrito, sin recargos y sin corte mientras lo cumpla?`,
      ),
    ],
    rungs: {
      discount: t(
        [
          'The use by month',
          `Which months does the catch-up cover, and how much (in ${m.unit}) was billed by estimate in each?`,
        ],
        [
          'El consumo por mes',
          `¿Qué meses cubre el ajuste y cuánto (en ${m.unit}) se facturó por estimado en cada uno?`,
        ],
      ),
      credit: t(
        [
          'A longer plan',
          'A few months is more than I can pay on top of my regular bill. Can you spread it over 12 months?',
        ],
        [
          'Un plan más largo',
          'Unos pocos meses es más de lo que puedo pagar además de mi factura normal. ¿Pueden repartirlo en 12 meses?',
        ],
      ),
      downgrade: t(
        [
          'Budget billing',
          'Can you put me on budget billing, so the catch-up is spread into an even monthly amount?',
        ],
        [
          'Facturación nivelada',
          '¿Me pueden poner en facturación nivelada, para que el ajuste se reparta en un monto mensual parejo?',
        ],
      ),
      supervisor: t(
        ['A supervisor', 'May I speak with a supervisor about a longer payment arrangement?'],
        ['Un supervisor', '¿Puedo hablar con un supervisor sobre un plan de pagos más largo?'],
      ),
      retention: m.rung,
      complaint: t(
        ['The utility commission', `If we can't agree on a plan I can keep, I'll call ${puc.en}.`],
        [
          'La comisión de servicios públicos',
          `Si no llegamos a un plan que pueda cumplir, llamaré a ${puc.es}.`,
        ],
      ),
    },
    email: {
      subject: t(
        `Account [account number]: the catch-up bill${bill ? ` of ${bill}` : ''} and a payment arrangement`,
        `Cuenta [número de cuenta]: la factura de ajuste${bill ? ` de ${bill}` : ''} y un plan de pagos`,
      ),
      body: t(
        `Hello,\n\nMy bill dated [date] is ${amount}${usual ? `; my bills are usually ${usual}` : ''}. The previous months were billed on estimated readings and this one on an actual reading. Please:\n1. Send me the readings and the ${m.unit} billed each month since the last actual reading, so I can check the catch-up.\n2. Put me on a payment arrangement over 12 months, or on budget billing, and confirm it in writing.\n3. Confirm there will be no late fees and no disconnection while I keep to the arrangement.\n\nPlease reply in writing by [date].\n\n${signOff}`,
        `Hola:\n\nMi factura con fecha [fecha] es de ${amount}${usual ? `; normalmente mis facturas son de ${usual}` : ''}. Los meses anteriores se facturaron con lecturas estimadas y este con una lectura real. Les pido:\n1. Enviarme las lecturas y los ${m.unit} facturados cada mes desde la última lectura real, para revisar el ajuste.\n2. Darme un plan de pagos de 12 meses, o facturación nivelada, y confirmarlo por escrito.\n3. Confirmar que no habrá recargos ni corte mientras cumpla el plan.\n\nLes pido una respuesta por escrito antes del [fecha].\n\n${signOff}`,
      ),
    },
    points: t(
      [
        'Catch-up = actual use since the last actual reading − what the estimates billed: check it with the use by month.',
        'Ask for a plan you can really keep, on top of your regular bill; say the monthly amount you can pay.',
        'Call before the due date: a plan agreed before then is what keeps the service on.',
        'Give the meter reader access, or send a dated meter photo each month, so the estimates stop.',
        `Ask ${puc.en} about required payment plans, back-billing limits and winter protections; don't assume your state has them.`,
      ],
      [
        'Ajuste = consumo real desde la última lectura real − lo que cobraron los estimados: revíselo con el consumo por mes.',
        'Pida un plan que de verdad pueda cumplir además de su factura normal; diga el monto mensual que puede pagar.',
        'Llame antes del vencimiento: un plan acordado antes es lo que mantiene el servicio.',
        'Dé acceso al lector del medidor, o envíe cada mes una foto del medidor con fecha, para que no vuelvan a estimar.',
        `Pregunte a ${puc.es} por los planes de pago obligatorios, los límites al cobro atrasado y las protecciones de invierno; no dé por hecho que su estado los tiene.`,
      ],
    ),
    questions: [],
  };
}

export function estimatedBillPlan(ctx: CopyContext): ServicePlan {
  if (isCatchUp(ctx)) return catchUpPlan(ctx);
  const t = inLanguage(ctx.lang);
  const { bill, usual, usualTop } = figures(ctx);
  const theBill = bill
    ? t(`A ${bill} bill`, `Una factura de ${bill}`)
    : t('A bill this high', 'Una factura tan alta');
  const against = usual ? t(` against your usual ${usual}`, ` cuando normalmente paga ${usual}`) : '';
  const estimated = ctx.case.flags.estimatedReading === true;
  const signOff = t('Thank you,\n[Your name]\n[Phone number]', 'Gracias,\n[Su nombre]\n[Teléfono]');
  return {
    strategy: [
      estimated
        ? t(
            `${theBill}${against}, on an estimated reading, rests on a guess: ask for an actual meter reading and a corrected bill based on it.`,
            `${theBill}${against}, con una lectura estimada, se basa en un cálculo: pida una lectura real del medidor y una factura corregida con esa lectura.`,
          )
        : t(
            `${theBill}${against}, with nothing changed in your use, needs checking: ask them to re-read the meter and test it, and to correct the bill if the reading or the meter is wrong.`,
            `${theBill}${against}, sin ningún cambio en su consumo, hay que revisarla: pida que vuelvan a leer el medidor y que lo prueben, y que corrijan la factura si la lectura o el medidor están mal.`,
          ),
      t(
        `Until then, pay what you usually pay${usualTop ? ` (about ${usualTop})` : ''} by the due date, and dispute the rest in writing: ask that it be marked disputed, with no late fee and no disconnection notice while it's reviewed.`,
        `Mientras tanto, pague lo que paga normalmente${usualTop ? ` (unos ${usualTop})` : ''} antes de la fecha de vencimiento, y dispute el resto por escrito: pida que lo marquen como disputado, sin cargo por atraso ni aviso de corte mientras lo revisan.`,
      ),
      t(
        'Photograph your meter today, with the date showing: many utilities accept your own reading.',
        'Tome hoy una foto del medidor en la que se vea la fecha: muchas compañías aceptan la lectura del cliente.',
      ),
      estimated
        ? t(
            "If it's a catch-up after months of estimates, ask which months it covers and what the actual readings were, and ask your state utility commission whether your state limits how far back a utility may bill and protects your service while a bill is disputed (many states also limit shut-offs in winter or when someone at home is a young child or ill: ask about those too).",
            'Si es un cobro de ajuste después de meses de estimados, pregunte qué meses cubre y cuáles fueron las lecturas reales, y pregunte a la comisión de servicios públicos de su estado si su estado limita cuántos meses atrás puede cobrar la compañía y si protege su servicio mientras la factura está en disputa (muchos estados también limitan los cortes en invierno o cuando en casa hay un niño pequeño o una persona enferma: pregunte también por eso).',
          )
        : t(
            'Ask your state utility commission whether your state protects your service while a bill is disputed, and ask for your usage history.',
            'Pregunte a la comisión de servicios públicos de su estado si protege su servicio mientras la factura está en disputa, y pida su historial de consumo.',
          ),
    ].join(' '),
    opening: [
      t(
        'Hi, my name is [your name], account [account number].',
        'Hola, me llamo [su nombre], cuenta [número de cuenta].',
      ),
      t(
        `My bill this month is ${bill ?? '[amount]'}${usual ? `, and it's usually ${usual}` : ''}. ${estimated ? 'The meter reading on it says "estimated".' : 'Nothing changed in our use.'}`,
        `Mi factura de este mes es de ${bill ?? '[monto]'}${usual ? ` y normalmente es de ${usual}` : ''}. ${estimated ? 'La lectura del medidor dice "estimada".' : 'Nada cambió en nuestro consumo.'}`,
      ),
      estimated
        ? t(
            "Please have the meter read, or take my own reading, and correct the bill. Until then I'll pay my usual amount, and I'm disputing the rest.",
            'Les pido leer el medidor, o tomar mi propia lectura, y corregir la factura. Mientras tanto pagaré mi monto normal y disputo el resto.',
          )
        : t(
            "Please re-read the meter and test it, and correct the bill. Until then I'll pay my usual amount, and I'm disputing the rest.",
            'Les pido volver a leer el medidor y probarlo, y corregir la factura. Mientras tanto pagaré mi monto normal y disputo el resto.',
          ),
    ],
    rungs: {
      discount: t(
        ['My own reading', 'I have a dated photo of my meter reading [number]. Can you rebill from that?'],
        [
          'Mi propia lectura',
          'Tengo una foto con fecha de mi medidor, que marca [número]. ¿Pueden volver a facturar con esa lectura?',
        ],
      ),
      credit: t(
        [
          'The months it covers',
          'Which months does this bill cover, and what were the last actual readings?',
        ],
        ['Los meses que cubre', '¿Qué meses cubre esta factura y cuáles fueron las últimas lecturas reales?'],
      ),
      downgrade: t(
        [
          'No late fee, no shut-off',
          "Please mark the rest as disputed, with no late fee and no disconnection notice while it's reviewed.",
        ],
        [
          'Sin recargo ni corte',
          'Les pido marcar el resto como disputado, sin cargo por atraso ni aviso de corte mientras lo revisan.',
        ],
      ),
      supervisor: t(
        ['A supervisor', 'May I speak with a supervisor about a disputed estimated bill?'],
        ['Un supervisor', '¿Puedo hablar con un supervisor sobre una factura estimada que disputo?'],
      ),
      retention: t(
        [
          'A meter test',
          "If an actual reading still shows this much, please test the meter. I'd also like my usage history for the last 12 months.",
        ],
        [
          'Una prueba del medidor',
          'Si una lectura real sigue mostrando tanto, les pido revisar el medidor. También quisiera mi historial de consumo de los últimos 12 meses.',
        ],
      ),
      complaint: t(
        [
          'The utility commission',
          "If it isn't corrected, I'll file a complaint with my state utility commission.",
        ],
        [
          'La comisión de servicios públicos',
          'Si no se corrige, presentaré una queja ante la comisión de servicios públicos de mi estado.',
        ],
      ),
    },
    email: {
      subject: t(
        `Account [account number]: I dispute an estimated bill${bill ? ` of ${bill}` : ''}`,
        `Cuenta [número de cuenta]: disputo una factura estimada${bill ? ` de ${bill}` : ''}`,
      ),
      body: t(
        `Hello,\n\nMy bill dated [date] is ${bill ?? '[amount]'}${usual ? `; my bills are usually ${usual}` : ''}. ${estimated ? 'It is based on an estimated meter reading, and nothing' : 'Nothing'} in my home changed [and we were away for part of the period].\n\nI dispute the amount above my usual bill. Please:\n1. Read the meter, or use my own reading: [number], photographed on [date] (attached).\n2. Send a corrected bill based on an actual reading, with the months it covers.\n3. Mark the disputed amount as disputed, with no late fee and no disconnection notice while it is reviewed.\n\nI will pay my usual amount by the due date. Please reply in writing by [date].\n\n${signOff}`,
        `Hola:\n\nMi factura con fecha [fecha] es de ${bill ?? '[monto]'}${usual ? `; normalmente mis facturas son de ${usual}` : ''}. ${estimated ? 'Se basa en una lectura estimada del medidor, y nada' : 'Nada'} cambió en mi casa [y estuvimos fuera parte del periodo].\n\nDisputo el monto que pasa de mi factura normal. Les pido:\n1. Leer el medidor, o usar mi propia lectura: [número], fotografiada el [fecha] (adjunta).\n2. Enviarme una factura corregida con una lectura real, con los meses que cubre.\n3. Marcar el monto disputado como tal, sin cargo por atraso ni aviso de corte mientras lo revisan.\n\nPagaré mi monto normal antes de la fecha de vencimiento. Les pido una respuesta por escrito antes del [fecha].\n\n${signOff}`,
      ),
    },
    points: t(
      [
        'Photograph the meter today with the date, and again in a week: the difference is your real use.',
        'Ask for your usage history: it shows what you normally use.',
        "Say anything that lowered your use (time away, nothing new in the home): it's part of why the estimate can't be right.",
        'Pay the usual part by the due date, and put the dispute in writing.',
        "Ask your state utility commission whether your state limits back-billing and protects service during a dispute or in winter; don't assume it does.",
      ],
      [
        'Tome una foto del medidor hoy con la fecha, y otra en una semana: la diferencia es su consumo real.',
        'Pida su historial de consumo: muestra lo que usted usa normalmente.',
        'Mencione lo que bajó su consumo (días fuera, nada nuevo en la casa): es parte de por qué el estimado no puede ser correcto.',
        'Pague la parte normal antes del vencimiento y ponga la disputa por escrito.',
        'Pregunte a la comisión de servicios públicos de su estado si limita los cobros atrasados y protege el servicio durante una disputa o en invierno; no dé por hecho que sí.',
      ],
    ),
    questions: [],
  };
}

export function estimatedBillStep(ctx: CopyContext, outcome: Outcome): string {
  const t = inLanguage(ctx.lang);
  const { bill } = figures(ctx);
  const theBill = bill ? t(`the ${bill} bill`, `la factura de ${bill}`) : t('the bill', 'la factura');
  switch (outcome) {
    case 'counter_offer':
      return t(
        `A payment plan helps with when you pay, not with what you owe: it doesn't check the meter. Before you accept one, ask in writing for the readings behind ${theBill} (the last actual reading and the months billed by estimate), send your own dated meter photo, and ask them to rebill from it. If you take the plan, take it only in writing, with no interest or late fees and the disputed part still open, to be corrected once an actual reading is in.`,
        `Un plan de pagos ayuda con cuándo paga, no con cuánto debe: no revisa el medidor. Antes de aceptarlo, pida por escrito las lecturas detrás de ${theBill} (la última lectura real y los meses facturados por estimado), envíe su foto del medidor con fecha y pida que vuelvan a facturar con ella. Si acepta el plan, que sea solo por escrito, sin intereses ni cargos por atraso y con la parte disputada todavía abierta, para corregirla cuando haya una lectura real.`,
      );
    case 'agreed':
      return t(
        'Get the corrected bill, or the agreement, in writing, with the months it covers and any credit, and check it on your next bill.',
        'Pida la factura corregida, o el acuerdo, por escrito, con los meses que cubre y cualquier crédito, y revíselo en su próxima factura.',
      );
    case 'pay_now':
      return t(
        `Pay what you usually pay by the due date, not ${theBill}, and put your dispute in writing today: a disputed amount is not the same as an unpaid one. Ask your state utility commission now whether your service is protected while the bill is disputed.`,
        `Pague lo que paga normalmente antes del vencimiento, no ${theBill}, y ponga su disputa por escrito hoy: un monto en disputa no es lo mismo que uno sin pagar. Pregunte ya a la comisión de servicios públicos de su estado si su servicio está protegido mientras la factura está en disputa.`,
      );
    case 'no_reply':
      return t(
        'Send your dispute again in writing, with your dated meter photo, and keep proof you sent it. If there is still no answer by your date, file a complaint with your state utility commission: it can ask for the readings and a meter test.',
        'Envíe su disputa otra vez por escrito, con su foto del medidor con fecha, y guarde la prueba del envío. Si para su fecha no hay respuesta, presente una queja ante la comisión de servicios públicos de su estado: puede pedir las lecturas y una prueba del medidor.',
      );
    default:
      return t(
        `A no on the phone doesn't read the meter. Send your own dated meter reading in writing, ask ${ctx.case.flags.estimatedReading === true ? `which months of ${theBill} were estimated and ` : ''}for a meter test and your usage history, and file a complaint with your state utility commission if they won't rebill from an actual reading. Ask the commission whether your state limits how far back a utility may bill.`,
        `Un no por teléfono no lee el medidor. Envíe por escrito su propia lectura con fecha, ${ctx.case.flags.estimatedReading === true ? `pregunte qué meses de ${theBill} fueron estimados y ` : ''}pida una prueba del medidor y su historial de consumo, y presente una queja ante la comisión de servicios públicos de su estado si no vuelven a facturar con una lectura real. Pregunte a la comisión si su estado limita cuántos meses atrás puede cobrar la compañía.`,
      );
  }
}

/** The service area's words for an estimated bill, in one language. */
function estimatedBillWords(lang: Language) {
  const t = inLanguage(lang);
  return {
    party: t('the utility', 'la compañía de servicios'),
    subject: (ctx: CopyContext) => {
      const { bill } = figures(ctx);
      return bill
        ? t(`the ${bill} estimated bill`, `la factura estimada de ${bill}`)
        : t('the estimated bill', 'la factura estimada');
    },
    complaintRoutes: t('your state utility commission', 'la comisión de servicios públicos de su estado'),
    honest: t(
      "Stick to what's true: your usual bills, your own dated meter reading and anything that really lowered your use.",
      'Aténgase a lo que es cierto: sus facturas normales, su propia lectura del medidor con fecha y lo que de verdad bajó su consumo.',
    ),
  } as const;
}

export const ESTIMATED_BILL_WORDS = { en: estimatedBillWords('en'), es: estimatedBillWords('es') } as const;

/** The whole follow-up: what to do next, and the words for the call and the email. */
export function estimatedBillFollowUp(
  ctx: CopyContext,
  outcome: Outcome,
  offer: string | undefined,
): FollowUpAnswer {
  const t = inLanguage(ctx.lang);
  const { bill, usual } = figures(ctx);
  const corrected = correctedFigure(ctx, outcome, offer);
  if (bill && corrected) return correctedBillFollowUp(ctx, bill, corrected, usual);
  if (isCatchUp(ctx) && (outcome === 'counter_offer' || outcome === 'said_no' || outcome === 'pay_now'))
    return catchUpFollowUp(ctx, outcome);
  const strategy = estimatedBillStep(ctx, outcome);
  const theBill = bill
    ? t(`the ${bill} estimated bill`, `la factura estimada de ${bill}`)
    : t('the estimated bill', 'la factura estimada');
  return {
    strategy,
    opening: quoteLines(
      outcome === 'agreed'
        ? [
            t(
              'Thank you. Could you email me the corrected bill or the agreement, with the months it covers and a reference number?',
              'Gracias. ¿Me pueden enviar por correo la factura corregida o el acuerdo, con los meses que cubre y un número de referencia?',
            ),
          ]
        : [
            t(
              `I'm calling about ${theBill}. Before I agree to a plan or pay it in full, I need the readings behind it: the last actual reading and the months billed by estimate.`,
              `Llamo por ${theBill}. Antes de aceptar un plan o pagarla completa, necesito las lecturas en que se basa: la última lectura real y los meses facturados por estimado.`,
            ),
            t(
              'I have a dated photo of my meter reading [number]. Please rebill from that reading, or test the meter.',
              'Tengo una foto con fecha de mi medidor, que marca [número]. Les pido volver a facturar con esa lectura, o revisar el medidor.',
            ),
            t(
              "I'll pay my usual amount by the due date. Please mark the rest as disputed, with no late fee and no disconnection notice.",
              'Pagaré mi monto normal antes del vencimiento. Les pido marcar el resto como disputado, sin recargo ni aviso de corte.',
            ),
          ],
    ),
    email: {
      subject: t(
        `Account [account number]: the readings behind ${theBill}, and a correction`,
        `Cuenta [número de cuenta]: lecturas y corrección de ${theBill}`,
      ),
      body: t(
        `Hello,\n\nOn [date] I called about ${theBill}. Before I pay it in full or agree to a payment plan, please send me in writing:\n1. The last actual meter reading and its date, and the months billed by estimate.\n2. A corrected bill based on my own reading, [number], photographed on [date] (attached), or on an actual reading.\n3. Confirmation that the disputed amount is marked as disputed, with no late fee and no disconnection notice while it is reviewed.\n\nI will pay my usual amount by the due date. Please reply in writing by [date].\n\nThank you,\n[Your name]\n[Phone number]`,
        `Hola:\n\nEl [fecha] llamé por ${theBill}. Antes de pagarla completa o aceptar un plan de pagos, les pido por escrito:\n1. La última lectura real del medidor y su fecha, y los meses facturados por estimado.\n2. Una factura corregida con mi propia lectura: [número], fotografiada el [fecha] (adjunta), o una lectura real.\n3. Que el monto disputado quede marcado como tal, sin cargo por atraso ni aviso de corte mientras lo revisan.\n\nPagaré mi monto normal antes de la fecha de vencimiento. Les pido una respuesta por escrito antes del [fecha].\n\nGracias,\n[Su nombre]\n[Teléfono]`,
      ),
    },
    talkingPoints: t(
      [
        'A payment plan changes when you pay, not what you owe: take one only in writing, with no interest or late fees.',
        'Your own dated meter photo counts while they won’t read the meter.',
        'Ask your state utility commission whether your state limits back-billing and protects service during a dispute or in winter.',
      ],
      [
        'Un plan de pagos cambia cuándo paga, no cuánto debe: acéptelo solo por escrito, sin intereses ni recargos.',
        'Su propia lectura con foto y fecha vale mientras no lean el medidor.',
        'Pregunte a la comisión de servicios públicos de su estado si limita los cobros atrasados y protege el servicio durante una disputa o en invierno.',
      ],
    ),
  };
}

/**
 * A lower figure the utility gives after reading the meter ("they read it and now it's 310") is its
 * corrected bill, not a discount to counter: the answer checks it and settles how to pay it.
 */
function correctedFigure(ctx: CopyContext, outcome: Outcome, offer: string | undefined): string | undefined {
  // Only after a reading: "they can take 400 off" is a discount, not a corrected bill.
  if (outcome !== 'counter_offer' || !offer || ctx.case.flags.meterRead !== true) return undefined;
  const value = Number(offer.replace(/[^\d.]/g, ''));
  const billValue = ctx.value('billed');
  return Number.isFinite(value) && value > 0 && billValue !== undefined && value < billValue
    ? offer
    : undefined;
}

function correctedBillFollowUp(
  ctx: CopyContext,
  bill: string,
  corrected: string,
  usual: string | undefined,
): FollowUpAnswer {
  const t = inLanguage(ctx.lang);
  return {
    strategy: t(
      `${corrected} in place of the ${bill} estimate is the correction you asked for, if it comes from an actual meter reading. Check it before you agree: compare it with your own dated meter photo and your usage history${usual ? ` (your usual bill is ${usual})` : ''}, and ask which months it covers; a catch-up after low estimates can make one bill high. If it checks out, pay it or take the plan, only in writing, with no interest or late fees, and get written confirmation that the ${bill} bill is cancelled. If it still looks wrong, ask for a meter test and go to your state utility commission.`,
      `${corrected} en lugar del estimado de ${bill} es la corrección que usted pidió, si sale de una lectura real del medidor. Revísela antes de aceptar: compárela con su propia foto del medidor con fecha y con su historial de consumo${usual ? ` (su factura normal es de ${usual})` : ''}, y pregunte qué meses cubre; un cobro atrasado después de estimados bajos puede subir una factura. Si cuadra, páguela o acepte el plan, solo por escrito, sin intereses ni recargos, y pida por escrito que la factura de ${bill} queda anulada. Si todavía no cuadra, pida una prueba del medidor y acuda a la comisión de servicios públicos de su estado.`,
    ),
    opening: quoteLines([
      t(
        `I'm calling about the corrected bill of ${corrected}, in place of the ${bill} estimate. Which actual reading is it based on, and which months does it cover?`,
        `Llamo por la factura corregida de ${corrected}, en lugar del estimado de ${bill}. ¿En qué lectura real se basa y qué meses cubre?`,
      ),
      t(
        `Please confirm in writing that the ${bill} bill is cancelled, with no late fee on it.`,
        `Les pido confirmar por escrito que la factura de ${bill} queda anulada, sin recargo.`,
      ),
      t(
        'If I take the payment plan, please send me its terms in writing: the amounts, the dates, and no interest or late fees.',
        'Si acepto el plan de pagos, envíenme sus condiciones por escrito: los montos, las fechas, y sin intereses ni recargos.',
      ),
    ]),
    email: {
      subject: t(
        `Account [account number]: the corrected ${corrected} bill in place of the ${bill} estimate`,
        `Cuenta [número de cuenta]: la factura corregida de ${corrected} en lugar del estimado de ${bill}`,
      ),
      body: t(
        `Hello,\n\nThank you for reading the meter. Please send me in writing:\n1. The actual reading the corrected bill of ${corrected} is based on, its date, and the months it covers.\n2. Confirmation that the ${bill} estimated bill is cancelled, with no late fee on it.\n3. The terms of the payment plan, if I take it: the amounts, the dates, and no interest or late fees.\n\nPlease reply in writing by [date].\n\nThank you,\n[Your name]\n[Phone number]`,
        `Hola:\n\nGracias por leer el medidor. Les pido por escrito:\n1. La lectura real en que se basa la factura corregida de ${corrected}, su fecha y los meses que cubre.\n2. La confirmación de que la factura estimada de ${bill} queda anulada, sin recargo.\n3. Las condiciones del plan de pagos, si lo acepto: los montos, las fechas, y sin intereses ni recargos.\n\nLes pido una respuesta por escrito antes del [fecha].\n\nGracias,\n[Su nombre]\n[Teléfono]`,
      ),
    },
    talkingPoints: t(
      [
        'Compare the new reading with your own dated meter photo before you agree.',
        'A payment plan changes when you pay, not what you owe: take one only in writing, with no interest or late fees.',
        'Ask your state utility commission whether your state limits back-billing, if the bill covers months of estimates.',
      ],
      [
        'Compare la nueva lectura con su propia foto del medidor con fecha antes de aceptar.',
        'Un plan de pagos cambia cuándo paga, no cuánto debe: acéptelo solo por escrito, sin intereses ni recargos.',
        'Pregunte a la comisión de servicios públicos de su estado si limita los cobros atrasados, si la factura cubre meses de estimados.',
      ],
    ),
  };
}

/**
 * After a catch-up bill the utility stands by (or offers a short plan the person can't keep on top of
 * the regular bill): ask for a longer arrangement, budget billing and assistance, before the due date.
 */
function catchUpFollowUp(ctx: CopyContext, outcome: Outcome): FollowUpAnswer {
  const m = meterWords(ctx);
  const t = inLanguage(ctx.lang);
  const { bill } = figures(ctx);
  const due = ctx.date('due');
  const puc = commission(ctx);
  const amount = bill ?? t('the catch-up bill', 'la factura de ajuste');
  const planOffered = outcome === 'counter_offer';
  return {
    strategy: t(
      `If a short plan on top of your regular bill is more than you can pay, say so and ask for a longer one: ${amount} over 6 to 12 months, or budget billing, in writing, with no late fees and no disconnection while you keep to it. Say the monthly amount you can really pay. Ask for the ${m.unit} billed each month since the last actual reading, to check the catch-up. ${m.assistance} If they won't go past their offer, call ${puc.en} before the due date${due ? ` (${due})` : ''}: ask what payment plans utilities must offer and what protects service in winter. Let the meter reader in so the estimates stop.`,
      `Si un plan corto además de su factura normal es más de lo que puede pagar, dígalo y pida uno más largo: ${amount} en 6 a 12 meses, o facturación nivelada (budget billing), por escrito, sin recargos y sin corte mientras lo cumpla. Diga el monto mensual que de verdad puede pagar. Pida los ${m.unit} facturados cada mes desde la última lectura real, para revisar el ajuste. ${m.assistance} Si no pasan de su oferta, llame a ${puc.es} antes del vencimiento${due ? ` (${due})` : ''}: pregunte qué planes de pago deben ofrecer las compañías y qué protege el servicio en invierno. Deje entrar al lector del medidor para que no vuelvan a estimar.`,
    ),
    opening: quoteLines([
      t(
        `I can't pay ${amount} in ${planOffered ? 'that plan' : 'a short plan'} on top of my regular bill. I can pay [amount] a month.`,
        `No puedo pagar ${amount} en ${planOffered ? 'ese plan' : 'un plan corto'} además de mi factura normal. Puedo pagar [monto] al mes.`,
      ),
      t(
        'What longer payment arrangement, over 12 months, or budget billing, can you put in writing today, with no disconnection while I keep to it?',
        '¿Qué plan de pagos más largo, de 12 meses, o facturación nivelada, me pueden dar hoy por escrito, sin corte mientras lo cumpla?',
      ),
      t(
        `Please also send me the ${m.unit} billed each month since the last actual reading.`,
        `Envíenme también los ${m.unit} facturados cada mes desde la última lectura real.`,
      ),
    ]),
    email: {
      subject: t(
        `Account [account number]: a longer payment arrangement for ${amount}`,
        `Cuenta [número de cuenta]: un plan de pagos más largo para ${amount}`,
      ),
      body: t(
        `Hello,\n\nOn [date] ${planOffered ? 'I was offered a short payment plan' : 'I asked about a payment plan'} for ${amount}. I can't pay it at once on top of my regular bill. Please:\n1. Spread it over 12 months, or put me on budget billing; I can pay [amount] a month.\n2. Confirm in writing that there will be no late fees and no disconnection while I keep to the arrangement.\n3. Send me the ${m.unit} billed each month since the last actual reading.\n\nPlease reply in writing by [date].\n\nThank you,\n[Your name]\n[Phone number]`,
        `Hola:\n\nEl [fecha] ${planOffered ? 'me ofrecieron un plan corto' : 'pregunté por un plan de pagos'} para ${amount}. No puedo pagarlo de una vez además de mi factura normal. Les pido:\n1. Repartirlo en 12 meses, o ponerme en facturación nivelada; puedo pagar [monto] al mes.\n2. Confirmar por escrito que no habrá recargos ni corte mientras cumpla el plan.\n3. Enviarme los ${m.unit} facturados cada mes desde la última lectura real.\n\nLes pido una respuesta por escrito antes del [fecha].\n\nGracias,\n[Su nombre]\n[Teléfono]`,
      ),
    },
    talkingPoints: t(
      [
        "Don't agree to a plan you can't keep: a missed payment can bring the disconnection back.",
        'Call before the due date, and get the plan in writing.',
        `Ask ${puc.en} what payment plans utilities must offer and what protects service in winter; don't assume.`,
      ],
      [
        'No acepte un plan que no pueda cumplir: un pago que falte puede traer de vuelta el corte.',
        'Llame antes del vencimiento y pida el plan por escrito.',
        `Pregunte a ${puc.es} qué planes de pago deben ofrecer las compañías y qué protege el servicio en invierno; no lo dé por hecho.`,
      ],
    ),
  };
}
