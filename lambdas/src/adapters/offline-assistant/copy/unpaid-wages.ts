import type { Language } from '@lane/shared';
import { inLanguage, type AreaCopy, type CopyContext, type FollowUpAnswer, type Outcome, type SubCopy } from './types.js';
import { overtimeOwed } from '../../../domain/chat/overtime.js';
import { formatDay } from '../../../domain/chat/facts.js';

/**
 * Overtime or wages an employer owes: not a raise to ask for but pay the law may already require.
 * Where the overtime right applies (facts.ts, `flsa-overtime`), the words assert it: a title or a
 * salary does not make someone exempt; the duties and the weekly pay decide. State rules (daily
 * overtime, higher salary lines) are a question. Nothing is offered in exchange for wages owed.
 */

/** The weekly pay a yearly salary comes to, for the exemption's weekly line. */
function weekly(ctx: CopyContext): string | undefined {
  const yearly = ctx.case.amounts.find((amount) => amount.value >= 10_000 && amount.per !== 'hour');
  return yearly ? ctx.money(Math.round(yearly.value / 52)) : undefined;
}

/**
 * The wages owed as a sum: the hours times the hourly rate when the person gave both ("86 hrs at
 * 13.50" is 1,161), else the first sizeable figure that is not a rate, a deduction or an ask.
 */
export function wagesOwedValue(ctx: CopyContext): number | undefined {
  const overtime = overtimeSums(ctx);
  if (overtime) return overtime.sums.total ?? overtime.sums.perWeek;
  const hourly = ctx.case.amounts.find((amount) => amount.per === 'hour' && amount.count !== undefined);
  if (hourly?.count) return Math.round(hourly.value * hourly.count * 100) / 100;
  return ctx.case.amounts.find(
    (amount) => amount.value >= 100 && !['unit', 'withheld', 'asked', 'offered'].includes(amount.role),
  )?.value;
}

function wagesOwed(ctx: CopyContext): string | undefined {
  const hourly = ctx.case.amounts.find((amount) => amount.per === 'hour' && amount.count !== undefined);
  const value = wagesOwedValue(ctx);
  if (value === undefined) return undefined;
  const sum = ctx.money(value);
  return hourly?.count
    ? inLanguage(ctx.lang)(
        `${sum} (${hourly.count} hours at ${hourly.text})`,
        `${sum} (${hourly.count} horas a ${hourly.text})`,
      )
    : sum;
}

/** Pay already earned and not paid (no overtime question): a wage claim, not a negotiation. */
function earnedWagesWords(ctx: CopyContext, lang: Language): SubCopy {
  const t = inLanguage(lang);
  const owed = wagesOwed(ctx);
  return {
    party: ctx.namedParty ?? t('the owner', 'el dueño'),
    subject: t(
      `your unpaid wages${owed ? ` (${owed})` : ''}`,
      `su pago atrasado${owed ? ` de ${owed}` : ''}`,
    ),
    strategy: t(
      `Pay for hours you already worked isn't a favor or a negotiation: it's owed${owed ? `, ${owed}` : ''}. Ask for it in writing (a text or email) with the dates, the hours and a date to pay, and keep your time records and pay stubs. If it isn't paid, file a wage claim with the Department of Labor's Wage and Hour Division (1-866-487-9243) or your state labor office; federal law forbids firing or punishing you for asking to be paid.`,
      `El pago por horas que ya trabajó no es un favor ni se negocia: se lo deben${owed ? `, ${owed}` : ''}. Pídalo por escrito (un mensaje o correo) con las fechas, las horas y una fecha para pagar, y guarde sus registros de horas y talones. Si no le pagan, presente un reclamo de salario ante la División de Horas y Salarios del Departamento de Trabajo (1-866-487-9243) o ante la oficina de trabajo de su estado; la ley federal prohíbe despedirle o castigarle por reclamar su pago.`,
    ),
    opening: [
      t("Hi, I'd like to talk about my pay.", 'Hola, quiero hablar de mi pago.'),
      t(
        `I haven't been paid for [dates]${owed ? `: that's ${owed}` : ''}. I need it paid by [date].`,
        `No me han pagado [las fechas]${owed ? `: son ${owed}` : ''}. Necesito que me paguen antes del [fecha].`,
      ),
      t('Could you confirm that in writing?', '¿Me lo confirma por escrito?'),
    ],
    rungs: t(
      [
        ['Pay date', 'What day will you pay what you owe me? Please put the date in writing.'],
        [
          'Partial payment in writing',
          "If you pay part, please give me a receipt that says it's a partial payment.",
        ],
        ['Pay stubs', "I'd like my pay stubs or time records for those weeks."],
        ['Owner or manager', 'Who else can approve the payment?'],
        ['Department of Labor', "If I'm not paid, I'll file a wage claim with the Department of Labor."],
        ['In writing', "I'm putting this request in writing today."],
      ],
      [
        ['Fecha de pago', '¿Qué día me va a pagar lo que me debe? Le pido la fecha por escrito.'],
        ['Pago por escrito', 'Si me paga una parte, le pido un recibo que diga que es un pago parcial.'],
        ['Talones de pago', 'Le pido mis talones o el registro de mis horas de esas semanas.'],
        ['Dueño o gerente', '¿Quién más puede autorizar el pago?'],
        [
          'Departamento de Trabajo',
          'Si no me paga, presentaré un reclamo de salario ante el Departamento de Trabajo.',
        ],
        ['Por escrito', 'Voy a dejar esta solicitud por escrito hoy.'],
      ],
    ),
    email: {
      subject: t(`Unpaid wages${owed ? `: ${owed}` : ''}`, `Pago pendiente${owed ? ` de ${owed}` : ''}`),
      body: t(
        `Hello,\n\nI haven't been paid for [dates] ([number] hours at [rate] an hour${owed ? `, ${owed} in total` : ''}). Please pay it by [date].\n\nIf you pay part of it, please confirm in writing that it is a partial payment and when the rest will be paid.\n\nThank you,\n[Your name]`,
        `Hola:\n\nNo he recibido el pago de [fechas] ([número] horas a [tarifa] por hora${owed ? `, ${owed} en total` : ''}). Le pido pagarlo antes del [fecha].\n\nSi me paga una parte, le pido que conste por escrito que es un pago parcial y la fecha del resto.\n\nGracias,\n[Su nombre]`,
      ),
    },
    talkingPoints: t(
      [
        'Write down the dates, the hours and what you were told; keep messages and pay stubs.',
        "A partial payment doesn't settle it: get it in writing that it's partial.",
        'A threat to fire you for asking to be paid is retaliation the law forbids: write it down.',
        'Ask your state labor office how soon wages must be paid where you live.',
      ],
      [
        'Anote las fechas, las horas y lo que le dijeron; guarde mensajes y talones.',
        'Un pago parcial no cierra la deuda: que diga por escrito que es parcial.',
        'Amenazar con despedirle por reclamar su pago es una represalia que la ley prohíbe: anótelo.',
        'Pregunte a la oficina de trabajo de su estado por su plazo para pagar salarios.',
      ],
    ),
    questions: [],
    complaintRoutes: t(
      "the U.S. Department of Labor's Wage and Hour Division (1-866-487-9243) and your state labor office",
      'la División de Horas y Salarios del Departamento de Trabajo de EE. UU. (1-866-487-9243) y la oficina de trabajo de su estado',
    ),
  };
}

/** The hourly rate and the overtime sums, when the person gave an hourly rate and hours over 40 a week. */
function overtimeSums(ctx: CopyContext) {
  const reading = ctx.case.overtime;
  const rate = ctx.case.amounts.find((amount) => amount.per === 'hour' && amount.value > 0 && amount.value < 500);
  if (!reading || !rate || ctx.case.flags.unpaidOvertime !== true) return undefined;
  return { rate, reading, sums: overtimeOwed(rate.value, reading) };
}

/**
 * Hourly pay with hours over 40 paid straight (or not at all): the overtime worked out, per week and
 * since the start, and the step (a written request, the person's own log of hours, the Wage and
 * Hour Division). Overtime law is asserted only where the right applies; state law is a question.
 */
function hourlyOvertimeWords(ctx: CopyContext, lang: Language): SubCopy | undefined {
  const found = overtimeSums(ctx);
  if (!found) return undefined;
  const { rate, reading, sums } = found;
  const t = inLanguage(lang);
  const m = (value: number) => ctx.money(value);
  const right = ctx.right('flsa-overtime');
  const hours = reading.hoursPerWeek;
  const r = m(rate.value);
  const extra = sums.extraHours;
  const weeks = reading.weeks;
  // The start day only when the weeks were counted from it ("desde el 13 de mayo"), not a span.
  const start = ctx.case.dates.find(
    (date) =>
      date.iso &&
      date.iso < ctx.today &&
      weeks !== undefined &&
      Math.floor((Date.parse(ctx.today) - Date.parse(date.iso)) / 86_400_000 / 7) === weeks,
  );
  const since = start?.iso ? formatDay(start.iso, lang) : undefined;
  const capped = weeks !== undefined && weeks > 104;
  const total =
    sums.total !== undefined
      ? t(
          `: about ${m(sums.total)} over ${capped ? 'the last 104' : weeks} weeks${since && !capped ? ` since ${since}` : ''}`,
          `: unos ${m(sums.total)} en ${capped ? 'las últimas 104' : weeks} semanas${since && !capped ? ` desde el ${since}` : ''}`,
        )
      : '';
  const paidHow =
    reading.paid === 'unpaid'
      ? t(
          `you were paid ${m(sums.paidWeek)} (40 × ${r}), nothing for the other ${extra} hours`,
          `le pagaron ${m(sums.paidWeek)} (40 × ${r}), nada por las otras ${extra} horas`,
        )
      : t(
          `you were paid ${m(sums.paidWeek)} (${hours} × ${r})`,
          `le pagaron ${m(sums.paidWeek)} (${hours} × ${r})`,
        );
  const figures = t(
    `${hours} hours a week is ${extra} hours over 40. At ${r} an hour, an overtime hour is ${m(rate.value * 1.5)}: the week should pay ${m(sums.rightWeek)} (40 × ${r} + ${extra} × ${m(rate.value * 1.5)}), and ${paidHow}. That's ${m(sums.perWeek)} a week (${extra} × ${m(sums.premium)})${total}.`,
    `${hours} horas a la semana son ${extra} horas después de 40. A ${r} la hora, cada hora extra vale ${m(rate.value * 1.5)}: la semana debía pagar ${m(sums.rightWeek)} (40 × ${r} + ${extra} × ${m(rate.value * 1.5)}), y ${paidHow}. Son ${m(sums.perWeek)} por semana (${extra} × ${m(sums.premium)})${total}.`,
  );
  const owedText = m(sums.total ?? sums.perWeek);
  return {
    party: ctx.namedParty ?? t('your employer', 'su empleador'),
    subject: t('the overtime pay', 'el pago de las horas extra'),
    strategy: t(
      `${right ? 'No, that isn\'t how overtime works: under federal law (the Fair Labor Standards Act), a non-exempt employee is owed 1.5 times the regular rate for every hour over 40 in a workweek. Being paid by the hour, or being called "salary", doesn\'t by itself make you exempt. ' : ''}${figures} Starting today, keep your own log of the hours you work each day, and keep your pay stubs. Ask your employer in writing (a text or email, keep a copy) to pay the overtime for every week over 40 hours. If they don't, you can file a free, confidential complaint with the Department of Labor's Wage and Hour Division (1-866-487-9243, help in Spanish); firing or punishing you for complaining is against federal law. Ask your state labor department whether your state adds anything.`,
      `${right ? 'No, así no funcionan las horas extra: según la ley federal (la Ley de Normas Justas de Trabajo, FLSA), a un empleado no exento se le debe 1.5 veces su tarifa regular por cada hora después de 40 en la semana. Que le paguen por hora, o que le digan que es "salary", no le quita por sí solo el derecho a las horas extra. ' : ''}${figures} Desde hoy, lleve su propio registro de las horas que trabaja cada día y guarde sus talones de pago. Pida a su empleador por escrito (un mensaje o correo, y guarde copia) que le pague las horas extra de cada semana de más de 40 horas. Si no lo hace, puede presentar una queja gratuita y confidencial ante la División de Horas y Salarios del Departamento de Trabajo (1-866-487-9243, atienden en español); despedirle o castigarle por reclamar va contra la ley federal. Pregunte al departamento de trabajo de su estado si su estado agrega algo.`,
    ),
    opening: t(
      [
        "Hi, I'd like to talk about my overtime pay.",
        `I work ${hours} hours a week at ${r} an hour, and the ${extra} hours over 40 are paid ${reading.paid === 'unpaid' ? 'nothing' : 'at my regular rate'}.`,
        `I'm asking to be paid overtime, 1.5 times my rate, for those hours: ${m(sums.perWeek)} a week${sums.total !== undefined ? `, about ${m(sums.total)} so far` : ''}. Could you confirm it in writing?`,
      ],
      [
        'Hola, quiero hablar del pago de mis horas extra.',
        `Trabajo ${hours} horas por semana a ${r} la hora, y las ${extra} horas después de 40 me las pagan ${reading.paid === 'unpaid' ? 'en cero' : 'a la tarifa normal'}.`,
        `Les pido pagarme esas horas como horas extra, a 1.5 veces mi tarifa: ${m(sums.perWeek)} por semana${sums.total !== undefined ? `, unos ${m(sums.total)} hasta hoy` : ''}. ¿Me lo confirman por escrito?`,
      ],
    ),
    rungs: t(
      [
        ['Pay date', `When will the overtime owed (${owedText}) be paid? Please put the date in writing.`],
        ['Time and pay records', "I'd like copies of my time records and pay stubs for these weeks."],
        ['Payroll or HR', 'Who in payroll or HR can correct this?'],
        ['Department of Labor', "If it isn't paid, I'll file a complaint with the Department of Labor's Wage and Hour Division."],
        ['No release', "I won't sign anything saying no overtime is owed."],
        ['In writing', "I'm putting this request in writing today."],
      ],
      [
        ['Fecha de pago', `¿Cuándo me pagarán las horas extra que me deben (${owedText})? Le pido la fecha por escrito.`],
        ['Registros de horas y pago', 'Les pido copia de mis registros de horas y talones de pago de estas semanas.'],
        ['Nómina o Recursos Humanos', '¿Quién en nómina o Recursos Humanos puede corregir esto?'],
        [
          'Departamento de Trabajo',
          'Si no me pagan, presentaré una queja ante la División de Horas y Salarios del Departamento de Trabajo.',
        ],
        ['Sin renuncias', 'No voy a firmar nada que diga que no se me deben horas extra.'],
        ['Por escrito', 'Voy a dejar esta solicitud por escrito hoy.'],
      ],
    ),
    email: {
      subject: t(`Overtime pay owed: ${owedText}`, `Pago de horas extra pendiente: ${owedText}`),
      body: t(
        `Hello,

I've worked ${hours} hours a week at ${r} an hour${since ? ` since ${since}` : ''}, and the ${extra} hours over 40 each week have been paid ${reading.paid === 'unpaid' ? 'nothing' : 'at my regular rate'}, not at 1.5 times my rate. That's ${m(sums.perWeek)} a week${sums.total !== undefined ? `, about ${m(sums.total)} for ${weeks} weeks` : ''}.

Please pay the overtime owed by [date], and from now on pay 1.5 times my rate for every hour over 40. Please also send me copies of my time records and pay stubs for these weeks.

Thank you,
[Your name]`,
        `Hola:

He trabajado ${hours} horas por semana a ${r} la hora${since ? ` desde el ${since}` : ''}, y las ${extra} horas después de 40 de cada semana me las han pagado ${reading.paid === 'unpaid' ? 'en cero' : 'a la tarifa normal'}, no a 1.5 veces mi tarifa. Son ${m(sums.perWeek)} por semana${sums.total !== undefined ? `, unos ${m(sums.total)} por ${weeks} semanas` : ''}.

Les pido pagar las horas extra que me deben antes del [fecha] y, desde ahora, pagarme 1.5 veces mi tarifa por cada hora después de 40. También les pido copia de mis registros de horas y talones de pago de estas semanas.

Gracias,
[Su nombre]`,
      ),
    },
    talkingPoints: t(
      [
        'Write down every day the hours you start and stop; keep your pay stubs and schedules.',
        'A fixed weekly check or the word "salary" doesn\'t decide: your duties and how you are paid do.',
        "Don't sign anything saying you're owed no overtime.",
        'Retaliation for asking about overtime is against the law: write down any threat, with its date.',
        'Back pay generally reaches back 2 years (3 if willful): don\'t wait long.',
      ],
      [
        'Anote cada día la hora en que empieza y termina; guarde sus talones y horarios.',
        'Un cheque fijo cada semana o la palabra "salary" no deciden: deciden sus tareas y cómo le pagan.',
        'No firme nada que diga que no se le deben horas extra.',
        'Tomar represalias por reclamar horas extra va contra la ley: anote cualquier amenaza, con su fecha.',
        'El pago atrasado suele cubrir 2 años hacia atrás (3 si fue deliberado): no espere mucho.',
      ],
    ),
    questions: [],
    complaintRoutes: t(
      "the U.S. Department of Labor's Wage and Hour Division (1-866-487-9243) and your state labor department",
      'la División de Horas y Salarios del Departamento de Trabajo de EE. UU. (1-866-487-9243) y el departamento de trabajo de su estado',
    ),
  };
}

export function unpaidWagesWords(ctx: CopyContext, lang: Language): SubCopy {
  if (ctx.case.flags.unpaidOvertime !== true) return earnedWagesWords(ctx, lang);
  const hourly = hourlyOvertimeWords(ctx, lang);
  if (hourly) return hourly;
  const t = inLanguage(lang);
  const salary = ctx.case.amounts.find((amount) => amount.value >= 10_000 && amount.per !== 'hour')?.text;
  const week = weekly(ctx);
  const right = ctx.right('flsa-overtime');
  return {
    party: ctx.namedParty ?? t('HR', 'Recursos Humanos'),
    subject: t('your overtime pay', 'el pago de sus horas extra'),
    strategy: t(
      `${right ? "Overtime isn't a favor to ask for: under federal law, if you're not exempt, you're owed 1.5 times your regular rate for every hour over 40 in a workweek. " : ''}A "manager" title or a salary doesn't make you exempt: your real duties and your weekly pay decide${week ? ` (your ${salary} a year is about ${week} a week)` : ''}. Starting today, write down your hours each week and your real duties (register, stocking, who hires and makes the schedule), ask HR in writing to review your classification and pay the overtime, and keep a copy. If they won't, you can file with the Department of Labor's Wage and Hour Division (1-866-487-9243); they can't fire or punish you for complaining.`,
      `${right ? 'Las horas extra no son un favor que se pide: según la ley federal, si usted no está exento, le deben 1.5 veces su tarifa regular por cada hora después de 40 en la semana. ' : ''}Un título de "gerente" o un salario fijo no le hacen exento: lo deciden sus tareas reales y su pago semanal${week ? ` (sus ${salary} al año son unos ${week} por semana)` : ''}. Anote desde hoy sus horas de cada semana y sus tareas reales (caja, surtir estantes, quién contrata y hace los horarios), pida por escrito a Recursos Humanos la revisión de su clasificación y el pago de las horas extra, y guarde copia. Si se niegan, puede presentar una queja ante la División de Horas y Salarios del Departamento de Trabajo (1-866-487-9243); no pueden despedirle ni castigarle por reclamar.`,
    ),
    opening: t(
      [
        "Thanks for your time. I'd like to talk about how my job is classified.",
        "I work [50 to 55] hours a week and spend most of my time [running the register and stocking]; I don't hire or fire anyone.",
        "I'm asking you to review in writing whether my job is correctly classified as exempt, and to pay the overtime I'm owed.",
      ],
      [
        'Gracias por su tiempo. Quiero hablar de cómo está clasificado mi puesto.',
        'Trabajo [50 a 55] horas por semana y la mayor parte del tiempo [atiendo la caja y surto estantes]; no contrato ni despido a nadie.',
        'Les pido revisar por escrito si mi puesto está bien clasificado como exento y pagarme las horas extra que correspondan.',
      ],
    ),
    rungs: t(
      [
        ['Written review', 'Could you confirm in writing why my job is classified as exempt?'],
        ['Time records', "I'd like copies of my time and pay records for the last two years."],
        ['Overtime pay', "I'm asking to be paid overtime for the weeks I worked over 40 hours."],
        ['HR or payroll', 'Who in HR or payroll can review the classification?'],
        ['Department of Labor', "If it isn't reviewed, I'll ask the Department of Labor."],
        ['In writing', "I'm putting this request in writing today."],
      ],
      [
        ['Revisión por escrito', '¿Me pueden confirmar por escrito por qué mi puesto se considera exento?'],
        ['Registro de horas', 'Les pido mis registros de horas y de pago de los últimos dos años.'],
        [
          'Pago de horas extra',
          'Les pido pagar las horas extra de las semanas en que trabajé más de 40 horas.',
        ],
        ['Recursos Humanos o nómina', '¿Quién en Recursos Humanos o nómina puede revisar la clasificación?'],
        [
          'Departamento de Trabajo',
          'Si no se revisa, presentaré una consulta ante el Departamento de Trabajo.',
        ],
        ['Por escrito', 'Voy a dejar esta solicitud por escrito hoy.'],
      ],
    ),
    email: {
      subject: t(
        'Review of my job classification and overtime pay',
        'Revisión de la clasificación de mi puesto y pago de horas extra',
      ),
      body: t(
        `Hello,\n\nI've worked as [job title] since [date], on a salary of ${salary ?? '[salary]'}. I work [50 to 55] hours a week, and my main duties are [running the register, stocking]; I don't hire, fire or make schedules.\n\nPlease review in writing whether my job is correctly classified as exempt from overtime and, if it isn't, pay me overtime for the weeks I worked over 40 hours. Please also send me copies of my time and pay records.\n\nPlease reply by [date].\n\nThank you,\n[Your name]`,
        `Hola:\n\nTrabajo como [puesto] desde [fecha], con un salario de ${salary ?? '[salario]'}. Trabajo de [50 a 55] horas por semana y mis tareas principales son [atender la caja, surtir estantes]; no contrato, despido ni hago horarios.\n\nLes pido revisar por escrito si mi puesto está bien clasificado como exento de horas extra y, si no lo está, pagarme las horas extra de las semanas en que trabajé más de 40 horas. También les pido copia de mis registros de horas y de pago.\n\nLes pido una respuesta antes del [fecha].\n\nGracias,\n[Su nombre]`,
      ),
    },
    talkingPoints: t(
      [
        'Write down your real hours and what you did every week; keep photos of schedules and messages.',
        "The title doesn't decide: your main duties do, and whether you direct two or more people and can hire or fire.",
        "Don't sign anything saying you're owed no overtime.",
        'Ask your state labor department whether your state pays daily overtime or sets a higher salary line.',
        'Asking about overtime is protected: write down any retaliation.',
      ],
      [
        'Anote cada semana sus horas reales y qué hizo; guarde fotos de horarios y mensajes.',
        'El título no decide: deciden sus tareas principales y si dirige a dos o más personas y puede contratar o despedir.',
        'No firme nada que diga que no se le deben horas extra.',
        'Pregunte al departamento de trabajo de su estado si su estado paga horas extra por día o fija una línea salarial más alta.',
        'Reclamar por horas extra está protegido: anote cualquier represalia.',
      ],
    ),
    questions: [],
    complaintRoutes: t(
      "the U.S. Department of Labor's Wage and Hour Division (1-866-487-9243) and your state labor department",
      'la División de Horas y Salarios del Departamento de Trabajo de EE. UU. (1-866-487-9243) y el departamento de trabajo de su estado',
    ),
  };
}

export function unpaidWagesStep(lang: Language, outcome: Outcome): string | undefined {
  const t = inLanguage(lang);
  switch (outcome) {
    case 'said_no':
      return t(
        "Neither \"company policy\" nor being called \"salary\" or getting the same check every week decides whether you're exempt: the law does, by your duties and pay (an hourly wage isn't a salary, and an exempt salary must be at least $684 a week with exempt duties). Keep your weekly record of hours and duties, and file a complaint with the Department of Labor's Wage and Hour Division (1-866-487-9243, dol.gov/agencies/whd), which is free and confidential; write down what you were told, with its date, because retaliation for asking is against the law: the Division keeps your name confidential, and firing you for complaining is illegal. Back pay generally reaches back two years (three if the violation was willful), which can cover every week since you started, so don't wait long.",
        'Ni una "política de la empresa", ni que le digan que es "salary" o le paguen lo mismo cada semana, deciden si usted está exento: lo decide la ley, según sus tareas y su pago (un pago por hora no es un salario, y un salario exento debe ser de al menos $684 por semana, con tareas de exento). Siga anotando cada semana sus horas y tareas, y presente una queja ante la División de Horas y Salarios del Departamento de Trabajo (1-866-487-9243, dol.gov/agencies/whd), que es gratuita y confidencial; anote también lo que le dijeron, con su fecha, porque tomar represalias por reclamar va contra la ley: la División mantiene su nombre en confidencialidad, y despedirle por reclamar es ilegal. El pago atrasado suele cubrir dos años hacia atrás (tres si la infracción fue deliberada), así que no espere mucho.',
      );
    case 'counter_offer':
      return t(
        "A bonus, cash \"and that's it\" or time off isn't the pay you're owed: if you're owed wages or overtime (every hour over 40 in a week), you're owed all of it, and a private employer can't give comp time in place of overtime pay. Asking for your pay is protected: firing or punishing you for it is retaliation, which federal law forbids, so write down any threat. Keep your record of hours, ask for the calculation in writing, week by week, before you accept anything, and don't sign a release of your claims without talking to the Department of Labor or a legal aid office.",
        'Un bono, un pago en efectivo "y ya" o días libres no son el pago que le deben: si le deben salario u horas extra (cada hora por encima de 40 horas a la semana), le deben todo, y un empleador privado no puede dar tiempo libre en lugar de pagar las horas extra. Reclamar su pago está protegido: despedirle o castigarle por reclamarlo es una represalia que la ley federal prohíbe, así que anote cualquier amenaza. Siga llevando un registro de sus horas, pida el cálculo por escrito, semana por semana, antes de aceptar nada, y no firme una renuncia a sus reclamos sin hablar con el Departamento de Trabajo o con asistencia legal.',
      );
    case 'no_reply':
      return t(
        "Don't wait on HR: keep your weekly record and call the Department of Labor's Wage and Hour Division (1-866-487-9243); the two-year window for back pay keeps running.",
        'No espere a Recursos Humanos: siga anotando sus horas y llame a la División de Horas y Salarios (1-866-487-9243); el plazo de dos años para el pago atrasado sigue corriendo.',
      );
    default:
      return undefined;
  }
}

export const UNPAID_WAGES_HONEST: Readonly<Record<Language, string>> = {
  en: 'Keep to your real hours and real duties, written down week by week: that record is what the Department of Labor looks at.',
  es: 'Apéguese a sus horas y tareas reales, anotadas semana por semana: ese registro es lo que revisa el Departamento de Trabajo.',
};

/**
 * The employer says no to overtime worked out from hourly pay ("you're salary, no overtime", "you're
 * exempt"): the claim answered, the sums kept in front, a written request with them, and the Wage
 * and Hour Division; the fear of being fired answered with the rule against retaliation.
 */
function overtimeFollowUp(ctx: CopyContext, outcome: Outcome): FollowUpAnswer | undefined {
  if (outcome !== 'said_no' && outcome !== 'counter_offer') return undefined;
  const found = overtimeSums(ctx);
  if (!found) return undefined;
  const { rate, reading, sums } = found;
  const t = inLanguage(ctx.lang);
  const m = (value: number) => ctx.money(value);
  const r = m(rate.value);
  const extra = sums.extraHours;
  const owed = m(sums.total ?? sums.perWeek);
  const sumsLine = t(
    `${extra} hours over 40 a week × ${m(sums.premium)} = ${m(sums.perWeek)} a week${sums.total !== undefined ? `, about ${m(sums.total)} over ${reading.weeks} weeks` : ''}`,
    `${extra} horas después de 40 por semana × ${m(sums.premium)} = ${m(sums.perWeek)} por semana${sums.total !== undefined ? `, unos ${m(sums.total)} en ${reading.weeks} semanas` : ''}`,
  );
  const step = unpaidWagesStep(ctx.lang, outcome) ?? '';
  return {
    strategy: t(
      `${step} Your sums stay the same: ${sumsLine}. Send the written request below and keep a copy; if the answer is still no, file with the Wage and Hour Division, and don't quit or sign anything first.`,
      `${step} Sus cuentas siguen igual: ${sumsLine}. Envíe por escrito la petición de abajo y guarde copia; si la respuesta sigue siendo no, presente la queja ante la División de Horas y Salarios, y no renuncie ni firme nada antes.`,
    ),
    opening: t(
      `"I'm paid ${r} an hour for the hours I work, and I work ${reading.hoursPerWeek} hours a week. Being called salary doesn't make me exempt from overtime."\n"I'm asking in writing to be paid 1.5 times my rate for the hours over 40: ${owed} so far. Could you confirm by [date]?"`,
      `"Me pagan ${r} por hora trabajada, y trabajo ${reading.hoursPerWeek} horas por semana. Que me llamen 'salary' no me quita el derecho a las horas extra."\n"Les pido por escrito que me paguen 1.5 veces mi tarifa por las horas después de 40: ${owed} hasta hoy. ¿Me lo confirman antes del [fecha]?"`,
    ),
    email: {
      subject: t(`Overtime pay owed: ${owed}`, `Pago de horas extra pendiente: ${owed}`),
      body: t(
        `Hello,\n\nI was told I'm not owed overtime. I'm paid ${r} an hour for the hours I work, and I work ${reading.hoursPerWeek} hours a week; the ${extra} hours over 40 are paid ${reading.paid === 'unpaid' ? 'nothing' : 'at my regular rate'}. That's ${sumsLine}.\n\nPlease pay the overtime owed by [date], and from now on pay 1.5 times my rate for every hour over 40. Please also send me my time records and pay stubs for these weeks.\n\nThank you,\n[Your name]`,
        `Hola:\n\nMe dijeron que no me corresponden horas extra. Me pagan ${r} por hora trabajada, y trabajo ${reading.hoursPerWeek} horas por semana; las ${extra} horas después de 40 me las pagan ${reading.paid === 'unpaid' ? 'en cero' : 'a la tarifa normal'}. Son ${sumsLine}.\n\nLes pido pagar las horas extra que me deben antes del [fecha] y, desde ahora, pagarme 1.5 veces mi tarifa por cada hora después de 40. También les pido mis registros de horas y talones de pago de estas semanas.\n\nGracias,\n[Su nombre]`,
      ),
    },
    talkingPoints: [
      t(`Your sums: ${sumsLine}.`, `Sus cuentas: ${sumsLine}.`),
      t(
        'Keep writing down your hours every day, and keep your pay stubs.',
        'Siga anotando sus horas cada día y guarde sus talones de pago.',
      ),
      t(
        'Firing or punishing you for asking about overtime is retaliation the law forbids: write down any threat, with its date.',
        'Despedirle o castigarle por reclamar horas extra es una represalia que la ley prohíbe: anote cualquier amenaza, con su fecha.',
      ),
      t(
        'Ask your state labor department whether your state adds anything to federal overtime.',
        'Pregunte al departamento de trabajo de su estado si su estado agrega algo a las horas extra federales.',
      ),
    ],
    answersClaim: true,
  };
}

/** A salary playbook whose follow-ups answer a no to overtime worked out from hourly pay. */
export function withOvertimeFollowUp(copy: AreaCopy): AreaCopy {
  return {
    ...copy,
    followUpCopy: (ctx, outcome, offer, latest, said) =>
      copy.followUpCopy?.(ctx, outcome, offer, latest, said) ??
      (ctx.subCase === 'salary_unpaid_wages' ? overtimeFollowUp(ctx, outcome) : undefined),
  };
}
