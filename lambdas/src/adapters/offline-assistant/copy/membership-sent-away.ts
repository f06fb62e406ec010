import type { Language } from '@lane/shared';
import type { CaseAmount } from '../../../domain/chat/case.js';
import { inLanguage, is, type CopyContext, type FollowUpAnswer, type Outcome } from './types.js';

/**
 * "fui hoy en persona y me dijeron que solo el gerente puede cancelar, que no estaba, y que vuelva el
 * 1 de diciembre": a cancellation attempted in person and put off, not refused. The answer is the
 * written cancellation now (by the method the contract names), the visit told in it, the bank asked to
 * stop the recurring payments before the next charge, and the charge disputed if it comes anyway.
 * Never "call back and climb the ladder", never "they said no".
 */
export function membershipSentAwayFollowUp(
  ctx: CopyContext,
  outcome: Outcome,
  latest: readonly CaseAmount[] | undefined,
): FollowUpAnswer | undefined {
  if (!is(ctx, 'service_membership_cancel') || ctx.case.flags.sentAwayInPerson !== true) return undefined;
  if (outcome === 'agreed') return undefined;
  const t = inLanguage(ctx.lang);
  const lang = ctx.lang;
  const party = ctx.namedParty ?? t('the gym', 'el gimnasio');
  // "a el gimnasio" is "al gimnasio".
  const toParty = (es: string) => es.replace(/\ba el\b/gu, 'al').replace(/\bA el\b/gu, 'Al');
  const monthly = ctx.case.amounts.find((amount) => amount.role === 'unit' && amount.per === 'month');
  const others = ctx.case.amounts.filter(
    (amount) => amount !== monthly && ['billed', 'fee', 'other'].includes(amount.role),
  );
  const annual = others.length === 1 ? others[0] : undefined;
  const both =
    monthly && annual
      ? Math.round((monthly.value + annual.value) * 100) / 100
      : (monthly?.value ?? annual?.value);
  // "79.98": the sum as the person wrote it, when it is that sum.
  const said = (latest ?? []).find((amount) => both !== undefined && Math.abs(amount.value - both) < 0.005);
  const sum = said?.text ?? (both !== undefined && monthly && annual ? ctx.money(both) : undefined);
  const charge = ctx.case.dates.find((date) =>
    ['charge', 'due', 'service', 'notice', 'other'].includes(date.role),
  );
  const chargeIso = charge?.iso ? upcoming(charge.iso, ctx.today) : undefined;
  const chargeDay = charge?.text;
  const daysLeft = chargeIso ? daysBetween(ctx.today, chargeIso) : undefined;
  const sendOn = nextWeekday(ctx.today);
  const sendDay = dayName(sendOn, lang);
  const visit =
    ctx.case.flags.visitedToday === true
      ? t(`today (${dayName(ctx.today, lang)})`, `hoy (${dayName(ctx.today, lang)})`)
      : undefined;
  const thanksgiving = chargeIso ? thanksgivingBetween(sendOn, chargeIso) : undefined;
  const holiday = thanksgiving ? dayName(thanksgiving, lang) : undefined;
  const whatEn = [
    monthly ? `the ${monthly.text} monthly dues` : undefined,
    annual ? `the ${annual.text}${ctx.case.feeName ? ` ${ctx.case.feeName}` : ' annual fee'}` : undefined,
  ]
    .filter(Boolean)
    .join(' and ');
  const whatEs = [
    monthly ? `la mensualidad de ${monthly.text}` : undefined,
    annual
      ? `la cuota${ctx.case.feeName ? ` "${ctx.case.feeName}"` : ' anual'} de ${annual.text}`
      : undefined,
  ]
    .filter(Boolean)
    .join(' y ');
  // The contract's own written route ("in person or by certified letter"), when the person named it.
  const allowed = ctx.case.flags.cancelMethodRequired === true;
  const charges = t(whatEn || 'the recurring charges', whatEs || 'los cargos recurrentes');
  const onCharge = (en: boolean) => (chargeDay ? (en ? ` on ${chargeDay}` : ` el ${chargeDay}`) : '');
  const strategy = t(
    `You went in person${visit ? ` ${visit}` : ''} and they didn't refuse: they put you off instead of cancelling${chargeDay ? `, and on ${chargeDay} they charge ${charges}${sum ? ` (${sum})` : ''}` : ', while the charges keep coming'}. Don't wait${chargeDay ? ` for ${chargeDay}${daysLeft !== undefined ? ` (${daysLeft} days away)` : ''}` : ''}. First, ${sendOn === ctx.today ? 'today' : `on ${sendDay}`}, send your cancellation by certified mail with a return receipt, ${allowed ? 'the method your contract allows' : 'even if they say it must be in person (it proves the day you asked)'}, and say in it that you came in person${visit ? ` on ${dayName(ctx.today, lang, false)}` : ''} to cancel and were told to come back; keep the post office receipt: it proves the date. The same day, call and write to your bank to stop the recurring payments to ${party}${chargeDay ? ` before ${chargeDay}` : ''}, and ask how many business days' notice it needs${holiday ? ` (${holiday} is Thanksgiving, so don't leave it to the end of the week)` : ''}. If ${sum ?? 'anything'} is still charged${onCharge(true)}, dispute it with your bank as a charge after your cancellation, with copies of the letter and the receipt.`,
    `Usted fue en persona${visit ? ` ${visit}` : ''} y no le dijeron que no: le dieron largas en vez de cancelar${chargeDay ? `, y el ${chargeDay} le cobran ${charges}${sum ? ` (${sum})` : ''}` : ', mientras los cargos siguen llegando'}. No espere${chargeDay ? ` al ${chargeDay}${daysLeft !== undefined ? ` (faltan ${daysLeft} días)` : ''}` : ''}. Primero, ${sendOn === ctx.today ? 'hoy' : `el ${sendDay}`}, envíe su cancelación por carta certificada con acuse de recibo, ${allowed ? 'el método que permite su contrato' : 'aunque le digan que tiene que ser en persona (prueba el día en que lo pidió)'}, y diga en ella que fue en persona${visit ? ` el ${dayName(ctx.today, lang, false)}` : ''} a cancelar y le pidieron volver después; guarde el recibo del correo: prueba la fecha. Ese mismo día, llame y escriba a su banco para detener los pagos recurrentes a ${party}${chargeDay ? ` antes del ${chargeDay}` : ''}, y pregunte con cuántos días hábiles de aviso lo necesita${holiday ? ` (el ${holiday} es el Día de Acción de Gracias, así que no lo deje para el final de la semana)` : ''}. Si aun así le cobran ${sum ?? 'algo'}${onCharge(false)}, dispútelo con su banco como un cargo posterior a su cancelación, con copia de la carta y del acuse.`,
  );
  const opening = [
    t(
      `"To the bank: I have recurring payments to ${party}: ${charges}${chargeDay ? `, next on ${chargeDay}` : ''}. I've cancelled my membership in writing. Please stop all payments to ${party} now and confirm in writing that nothing will be paid${onCharge(true)}."`,
      `"Al banco: tengo pagos recurrentes a ${party}: ${charges}${chargeDay ? `; el próximo cobro es el ${chargeDay}` : ''}. Cancelé mi membresía por escrito. Les pido detener todos los pagos a ${party} desde ahora y confirmarme por escrito que no se pagará nada${onCharge(false)}."`,
    ),
    t(
      `"To ${party}, if you call: I came in person${visit ? ` on ${dayName(ctx.today, lang, false)}` : ''} to cancel and it wasn't processed. I've sent my cancellation by certified mail. Please confirm it in writing, with a zero balance, and charge nothing${onCharge(true)}."`,
      `"A ${party}, si llama: fui en persona${visit ? ` el ${dayName(ctx.today, lang, false)}` : ''} a cancelar y no la tramitaron. Les envié mi cancelación por carta certificada. Les pido confirmarla por escrito, con saldo en cero, y no cobrar nada${onCharge(false)}."`,
    ),
  ].join('\n');
  const visitDayEs = visit ? ` el ${dayName(ctx.today, lang, false)}` : '';
  const visitDayEn = visit ? ` on ${dayName(ctx.today, lang, false)}` : '';
  return {
    strategy: lang === 'es' ? toParty(strategy) : strategy,
    opening: lang === 'es' ? toParty(opening) : opening,
    email: {
      subject: t(
        'Cancellation of my membership [member number] (certified mail)',
        'Cancelación de mi membresía [número de socio] (carta certificada)',
      ),
      body: t(
        `Hello,\n\nI am cancelling my membership [member number]. I came in person${visitDayEn} to cancel, and it wasn't processed: I was told to come back another day. I am sending this cancellation by certified mail${allowed ? ', the method my contract allows' : ''}.\n\nPlease charge nothing after today${chargeDay ? `, including ${charges} due on ${chargeDay}` : ''}, and confirm in writing the cancellation and a zero balance. I have asked my bank to stop the recurring payments.\n\nThank you,\n[Your name]`,
        `Hola:\n\nCancelo mi membresía [número de socio]. Fui en persona${visitDayEs} a cancelar y no la tramitaron: me pidieron volver otro día. Les envío esta cancelación por carta certificada${allowed ? ', el método que permite mi contrato' : ''}.\n\nLes pido no cobrar nada a partir de hoy${chargeDay ? `, tampoco ${charges.replace(' y ', ' ni ')} del ${chargeDay}` : ''}, y confirmarme por escrito la cancelación y un saldo en cero. Ya pedí a mi banco detener los pagos recurrentes.\n\nGracias,\n[Su nombre]`,
      ),
    },
    talkingPoints: [
      allowed
        ? t(
            'Being sent away is not a no: your certified letter cancels by the method the contract names.',
            'Que le den largas no es un no: su carta certificada cancela por el método que indica el contrato.',
          )
        : t(
            'Being sent away is not a no: your certified letter puts the day you asked to cancel on record.',
            'Que le den largas no es un no: su carta certificada deja constancia del día en que pidió cancelar.',
          ),
      t(
        `Mail the letter ${sendOn === ctx.today ? 'today' : `on ${sendDay}`} and keep the receipt; tell the bank the same day.`,
        `Envíe la carta ${sendOn === ctx.today ? 'hoy' : `el ${sendDay}`} y guarde el recibo; avise al banco ese mismo día.`,
      ),
      ...(sum
        ? [
            t(
              `At stake${onCharge(true)}: ${sum}${monthly && annual ? ` (${monthly.text} + ${annual.text})` : ''}.`,
              `Lo que está en juego${onCharge(false)}: ${sum}${monthly && annual ? ` (${monthly.text} + ${annual.text})` : ''}.`,
            ),
          ]
        : []),
      t(
        'Write down who you spoke with at the front desk and when.',
        'Anote con quién habló en la recepción y cuándo.',
      ),
    ],
  };
}

const DAY_MS = 86_400_000;

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);
}

function addDays(iso: string, days: number): string {
  return new Date(Date.parse(iso) + days * DAY_MS).toISOString().slice(0, 10);
}

/** A day written without its year, read as past, is the coming one when the talk is about what's next. */
function upcoming(iso: string, today: string): string {
  let day = iso;
  while (day <= today) day = `${Number(day.slice(0, 4)) + 1}${day.slice(4)}`;
  return day;
}

/** Today on a weekday, else the Monday after. */
function nextWeekday(today: string): string {
  let day = today;
  while ([0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay())) day = addDays(day, 1);
  return day;
}

/** "Monday, November 23" / "lunes 23 de noviembre", or only "November 23" / "23 de noviembre". */
function dayName(iso: string, lang: Language, weekday = true): string {
  const date = new Date(`${iso}T00:00:00Z`);
  const locale = lang === 'es' ? 'es-US' : 'en-US';
  const monthDay = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    date,
  );
  if (!weekday) return monthDay;
  const name = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(date);
  return lang === 'es' ? `${name} ${monthDay}` : `${name}, ${monthDay}`;
}

/** The fourth Thursday of November, when it falls from `from` to before `to`: the day, written. */
function thanksgivingBetween(from: string, to: string): string | undefined {
  const year = Number(from.slice(0, 4));
  const first = new Date(Date.UTC(year, 10, 1)).getUTCDay();
  const day = 1 + ((4 - first + 7) % 7) + 21;
  const iso = `${year}-11-${String(day).padStart(2, '0')}`;
  return iso >= from && iso < to ? iso : undefined;
}
