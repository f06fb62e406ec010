import type { Language } from '@lane/shared';
import { inLanguage, type AreaCopy, type CopyContext } from './types.js';

/**
 * The person's second question, beside the offer or the raise: the employer won't pay out unused
 * vacation at leaving. Whether it must is state law, so it is a question for the state's labor
 * department (named when the person's state is known), never an answer; the sum is worked out.
 */
export function leavePayoutLine(ctx: CopyContext, brief = false): string | undefined {
  const leave = ctx.case.leavePayout;
  if (!leave) return undefined;
  const t = inLanguage(ctx.lang);
  const state = ctx.case.state;
  const rate = ctx.case.amounts.find((amount) => amount.role === 'current' && amount.per === 'hour');
  const hours =
    leave.hours ??
    (leave.days !== undefined && leave.hoursPerDay !== undefined
      ? leave.days * leave.hoursPerDay
      : undefined);
  const worth =
    rate && hours !== undefined ? ctx.money(Math.round(hours * rate.value * 100) / 100) : undefined;
  const what =
    leave.days !== undefined
      ? t(
          `your ${leave.days} unused vacation day${leave.days === 1 ? '' : 's'}`,
          `sus ${leave.days} día${leave.days === 1 ? '' : 's'} de vacaciones sin usar`,
        )
      : leave.hours !== undefined
        ? t(`your ${leave.hours} unused vacation hours`, `sus ${leave.hours} horas de vacaciones sin usar`)
        : t('your unused vacation', 'sus vacaciones sin usar');
  const sum =
    worth && rate && hours !== undefined
      ? t(
          ` (${leave.days !== undefined && leave.hoursPerDay !== undefined ? `${leave.days} × ${leave.hoursPerDay} h` : `${hours} h`} × ${rate.text} = ${worth})`,
          ` (${leave.days !== undefined && leave.hoursPerDay !== undefined ? `${leave.days} × ${leave.hoursPerDay} h` : `${hours} h`} × ${rate.text} = ${worth})`,
        )
      : '';
  const agency = state
    ? t(`the ${state} labor department`, `al departamento de trabajo de ${state}`)
    : t('your state labor department', 'al departamento de trabajo de su estado');
  const where = state ? state : t('your state', 'su estado');
  if (brief)
    return t(
      `And ${what}${sum}: before you give notice, ask ${agency} whether ${where} requires unused vacation to be paid out.`,
      `Y ${what}${sum}: antes de avisar que se va, pregunte ${agency} si ${where} exige pagar las vacaciones no usadas.`,
    );
  return t(
    `Your other question, ${what}${sum}: whether a job must pay out unused vacation when you quit is set by state law, not by your employer's say-so. Ask ${agency} whether ${where} requires it and whether a "use it or lose it" policy can take earned days away, and ask your employer for its written vacation policy before you give notice.`,
    `Su otra pregunta, ${what}${sum}: si el trabajo debe pagar las vacaciones no usadas cuando usted renuncia lo decide la ley estatal, no solo su empleador. Pregunte ${agency} si ${where} lo exige y si una política de "úselas o piérdalas" puede quitarle días ya ganados, y pida a su empleador su política de vacaciones por escrito antes de avisar que se va.`,
  );
}

export function withLeavePayout(copy: AreaCopy, lang: Language): AreaCopy {
  void lang;
  return {
    ...copy,
    strategy: (ctx) => [copy.strategy(ctx), leavePayoutLine(ctx)].filter(Boolean).join(' '),
    talkingPoints: (ctx) => {
      const points = copy.talkingPoints(ctx);
      const line = leavePayoutLine(ctx, true);
      return line ? [...points, line] : points;
    },
    nextStep: (ctx, outcome, offer) =>
      [copy.nextStep?.(ctx, outcome, offer), leavePayoutLine(ctx, true)].filter(Boolean).join(' ') ||
      undefined,
    ...(copy.followUpCopy
      ? {
          followUpCopy: (...args: Parameters<NonNullable<AreaCopy['followUpCopy']>>) => {
            const answer = copy.followUpCopy!(...args);
            const line = leavePayoutLine(args[0], true);
            return answer && line ? { ...answer, strategy: `${answer.strategy} ${line}` } : answer;
          },
        }
      : {}),
  };
}
