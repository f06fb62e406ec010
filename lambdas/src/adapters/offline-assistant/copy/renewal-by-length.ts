import {
  inLanguage,
  type CopyContext,
  type EmailCopy,
  type Outcome,
  type Rung,
  type RungCopy,
} from './types.js';

/**
 * A renewal offered at two or more rents by lease length ("1,620 for 12 months or 1,590 for 18, now
 * paying 1,500"). Each length is named with its rise over today's rent (in money and percent), the
 * trade-off is said (the longer one costs less a month but ties the person in longer), and the one
 * counter goes on the lower rent, for the length that gets it.
 */

export interface LeaseOption {
  readonly text: string;
  readonly value: number;
  readonly months: number;
  /** The rise over today's rent, and its percent. */
  readonly rise: string;
  readonly pct: string;
}

function percent(ctx: CopyContext, part: number, whole: number): string {
  const rounded = Math.round((part / whole) * 1000) / 10;
  const text = Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
  return `${ctx.lang === 'es' ? text.replace('.', ',') : text}%`;
}

/** The renewal's rents by lease length, shortest lease first; undefined unless two or more were given with today's rent. */
export function leaseOptions(ctx: CopyContext): readonly LeaseOption[] | undefined {
  const current = ctx.value('current');
  if (current === undefined) return undefined;
  const offered = ctx.case.amounts
    .filter((amount) => amount.role === 'proposed' && amount.months !== undefined && amount.value > current)
    .sort((a, b) => a.months! - b.months!);
  if (offered.length < 2) return undefined;
  return offered.map((amount) => ({
    text: amount.text,
    value: amount.value,
    months: amount.months!,
    rise: ctx.money(amount.value - current),
    pct: percent(ctx, amount.value - current, current),
  }));
}

interface ByLength {
  readonly subject: string;
  readonly strategy: string;
  readonly opening: readonly string[];
  readonly rungs: Readonly<Record<Rung, RungCopy>>;
  readonly email: EmailCopy;
  readonly talkingPoints: string[];
  readonly questions: string[];
}

/** Each option, said as "12 months at 1,620 is $120 more a month (8%)". */
function optionLines(ctx: CopyContext, options: readonly LeaseOption[]): string[] {
  const t = inLanguage(ctx.lang);
  return options.map((option) =>
    t(
      `${option.months} months at ${option.text} is ${option.rise} more a month (${option.pct})`,
      `${option.months} meses a ${option.text} son ${option.rise} más al mes (${option.pct})`,
    ),
  );
}

/** The lowest rent and the gap between it and the shortest lease's, with what that adds up to. */
function tradeOff(ctx: CopyContext, options: readonly LeaseOption[]) {
  const shortest = options[0]!;
  const cheapest = [...options].sort((a, b) => a.value - b.value)[0]!;
  const monthly = shortest.value - cheapest.value;
  return {
    shortest,
    cheapest,
    monthly: monthly > 0 ? ctx.money(monthly) : undefined,
    overShort: monthly > 0 ? ctx.money(monthly * shortest.months) : undefined,
    overLong: monthly > 0 ? ctx.money(monthly * cheapest.months) : undefined,
    longer: cheapest.months - shortest.months,
  };
}

export function renewalByLength(
  ctx: CopyContext,
  options: readonly LeaseOption[],
  name: string,
  current: string,
  rules: string,
): ByLength {
  const t = inLanguage(ctx.lang);
  const lines = optionLines(ctx, options);
  const { shortest, cheapest, monthly, overShort, overLong, longer } = tradeOff(ctx, options);
  const currentValue = ctx.value('current') ?? 0;
  // One counter: halfway from today's rent to the lowest offer, rounded down to $5, for its length.
  const gap = cheapest.value - currentValue;
  const counter = gap >= 20 ? ctx.money(Math.floor((currentValue + gap / 2) / 5) * 5) : undefined;
  const list = options
    .map((option) =>
      t(`${option.text} for ${option.months} months`, `${option.text} por ${option.months} meses`),
    )
    .join(t(' or ', ' o '));
  const trade =
    monthly && longer > 0
      ? t(
          `The ${cheapest.months}-month lease saves ${monthly} a month (${overShort} over ${shortest.months} months, ${overLong} over the ${cheapest.months}), but ties you in ${longer} months longer: take it only if you mean to stay that long, and ask what it costs to leave early.`,
          `El contrato de ${cheapest.months} meses le ahorra ${monthly} al mes (${overShort} en ${shortest.months} meses, ${overLong} en los ${cheapest.months}), pero le compromete ${longer} meses más: tómelo solo si de verdad piensa quedarse ese tiempo, y pregunte cuánto cuesta salir antes.`,
        )
      : '';
  return {
    subject: t(
      `the renewal offers (${list}) against ${current} now`,
      `las ofertas de renovación (${list}) frente a los ${current} de hoy`,
    ),
    strategy: t(
      `Against the ${current} you pay now: ${lines.join('; ')}. ${trade} Before choosing, counter once on the lower rent${counter ? `: ${counter} for ${cheapest.months} months` : ''}, with your on-time record and what a vacancy would cost them, and sign nothing until the rent, the start date and the length are in the lease. ${rules}`,
      `Frente a los ${current} que paga hoy: ${lines.join('; ')}. ${trade} Antes de elegir, haga una contraoferta sobre la renta más baja${counter ? `: ${counter} por ${cheapest.months} meses` : ''}, con su historial de pagos a tiempo y lo que les costaría tener la unidad vacía, y no firme nada hasta que la renta, la fecha de inicio y el plazo estén en el contrato. ${rules}`,
    ),
    opening: [
      t(
        `"Hi ${name}, it's [your name] from [unit]. Thanks for the renewal options: ${list}. I'd like to stay."`,
        `"Hola, ${name}, habla [su nombre], del [apartamento]. Gracias por las opciones de renovación: ${list}. Quisiera quedarme."`,
      ),
      t(
        `"I've paid on time for [number] years.${counter ? ` Could we do ${cheapest.months} months at ${counter}?` : ` Is ${cheapest.text} your best number for ${cheapest.months} months?`}"`,
        `"He pagado a tiempo durante [número] años.${counter ? ` ¿Podríamos hacer ${cheapest.months} meses a ${counter}?` : ` ¿${cheapest.text} es su mejor cifra por ${cheapest.months} meses?`}"`,
      ),
      t(
        `"And if I take ${cheapest.months} months, what would it cost to end the lease early?"`,
        `"Y si tomo ${cheapest.months} meses, ¿cuánto costaría terminar el contrato antes?"`,
      ),
    ],
    rungs: {
      discount: {
        label: t('Lower rent, longer lease', 'Renta más baja, contrato más largo'),
        line: t(
          `If ${counter ?? 'that'} doesn't work, what's the lowest rent for ${cheapest.months} months?`,
          `Si ${counter ?? 'eso'} no le funciona, ¿cuál es la renta más baja por ${cheapest.months} meses?`,
        ),
      },
      credit: {
        label: t('Credit or later start', 'Crédito o inicio posterior'),
        line: t(
          'Could the new rent start in [2–3] months, or come with a one-month credit?',
          '¿Podría la nueva renta empezar dentro de [2–3] meses, o incluir un mes de crédito?',
        ),
      },
      downgrade: {
        label: t('Shorter lease, same rent', 'Contrato corto, misma renta'),
        line: t(
          `Could I have ${shortest.months} months at ${cheapest.text}?`,
          `¿Me podría dar ${shortest.months} meses a ${cheapest.text}?`,
        ),
      },
      supervisor: {
        label: t('Owner or manager', 'Dueño o administrador'),
        line: t(
          'Is this your decision, or could you take my offer to the owner?',
          '¿La decisión es suya, o podría llevarle mi propuesta al dueño?',
        ),
      },
      retention: {
        label: t('Moving (only if true)', 'Mudarse (solo si es cierto)'),
        line: t(
          `I'd rather stay, but similar places list at [comparable rent]. Is ${cheapest.text} your best number?`,
          `Prefiero quedarme, pero veo lugares parecidos en [renta comparable]. ¿${cheapest.text} es su mejor cifra?`,
        ),
      },
      complaint: {
        label: t('In writing', 'Por escrito'),
        line: t(
          "I'll send my answer in writing. Could you confirm the options and the early-termination cost by [date]?",
          'Le enviaré mi respuesta por escrito. ¿Me podría confirmar las opciones y el costo de terminar antes, antes del [fecha]?',
        ),
      },
    },
    email: {
      subject: t(
        `Lease renewal for [unit]: the ${options.map((option) => option.months).join('- and ')}-month options`,
        `Renovación del contrato del [apartamento]: las opciones de ${options.map((option) => option.months).join(' y ')} meses`,
      ),
      body: t(
        `Hi ${name},\n\nThank you for the renewal options: ${list}, against my current ${current}: ${options.map((option) => `${option.rise} (${option.pct})`).join(' or ')} more a month. I'd like to stay.\n\nI've paid on time for [number] years and cared for the unit.${counter ? ` Could we renew for ${cheapest.months} months at ${counter} a month?` : ''} Please also tell me what it would cost to end ${/^(?:8|11|18)/u.test(String(cheapest.months)) ? 'an' : 'a'} ${cheapest.months}-month lease early.\n\nCould you let me know by [date]?\n\nThank you,\n[Your name]`,
        `Hola, ${name}:\n\nGracias por las opciones de renovación: ${list}, frente a mi renta actual de ${current}: ${options.map((option) => `${option.rise} (${option.pct})`).join(' o ')} más al mes. Quisiera quedarme.\n\nHe pagado a tiempo durante [número] años y he cuidado la unidad.${counter ? ` ¿Podríamos renovar por ${cheapest.months} meses a ${counter} al mes?` : ''} Le pido también que me diga cuánto costaría terminar antes un contrato de ${cheapest.months} meses.\n\n¿Me podría responder antes del [fecha]?\n\nGracias,\n[Su nombre]`,
      ),
    },
    talkingPoints: [
      ...options.map((option) =>
        t(
          `${option.months} months: ${option.text} (+${option.rise}, ${option.pct}).`,
          `${option.months} meses: ${option.text} (+${option.rise}, ${option.pct}).`,
        ),
      ),
      ...(monthly
        ? [
            t(
              `The difference: ${monthly} a month, for ${longer} more months of commitment.`,
              `La diferencia: ${monthly} al mes, a cambio de ${longer} meses más de compromiso.`,
            ),
          ]
        : []),
      t(
        'Bring two or three listings of similar units nearby, with their rents.',
        'Lleve dos o tres anuncios de unidades parecidas cerca, con su renta.',
      ),
      t(
        'Ask the early-termination cost before you take the longer lease.',
        'Pregunte cuánto cuesta terminar antes de tomar el contrato más largo.',
      ),
      t(
        'Get the final rent and length into the signed lease, not just a text.',
        'Ponga la renta y el plazo finales en el contrato firmado, no solo en un mensaje.',
      ),
    ],
    questions: [
      t(
        `Do you expect to stay at least ${cheapest.months} months?`,
        `¿Piensa quedarse al menos ${cheapest.months} meses?`,
      ),
    ],
  };
}

/** After the landlord says the options are final: choose between them, by how long the person will stay. */
export function byLengthStep(ctx: CopyContext, outcome: Outcome): string | undefined {
  const options = leaseOptions(ctx);
  if (!options || outcome !== 'said_no') return undefined;
  const t = inLanguage(ctx.lang);
  const { shortest, cheapest, monthly, overLong } = tradeOff(ctx, options);
  return t(
    `If the options are final, choose by how long you'll stay: ${cheapest.months} months at ${cheapest.text}${monthly ? ` saves ${monthly} a month (${overLong} over the lease)` : ''} if you're sure to stay that long; ${shortest.months} months at ${shortest.text} keeps you free sooner if you might move. Ask in writing what ending the ${cheapest.months}-month lease early would cost, and compare both with two or three listings before the renewal deadline.`,
    `Si las opciones son finales, elija según cuánto tiempo se va a quedar: ${cheapest.months} meses a ${cheapest.text}${monthly ? ` le ahorran ${monthly} al mes (${overLong} en todo el contrato)` : ''} si sabe que se quedará ese tiempo; ${shortest.months} meses a ${shortest.text} le dejan libre antes si quizá se muda. Pregunte por escrito cuánto costaría terminar antes el contrato de ${cheapest.months} meses, y compare ambas con dos o tres anuncios antes de la fecha de renovación.`,
  );
}
