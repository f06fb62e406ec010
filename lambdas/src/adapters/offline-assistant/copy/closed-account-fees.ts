import type { Language } from '@lane/shared';
import { bankFeesTotal, type BankFee, type BankFeeKind } from '../../../domain/chat/bank-fees.js';
import { inLanguage, type AreaCopy, type CopyContext, type Rung, type RungCopy } from './types.js';

/**
 * Bank fees charged after the person closed the account ("closed my checking aug 8 in the branch …
 * aug 15 my gym autopay 49.99 hit anyway … overdraft 36, extended overdraft 25, maintenance 12 and
 * 12"): the closing is the argument, not a courtesy. Ask for the closing record and every fee back
 * in writing, offer the payment itself once the fees are off, and answer a ChexSystems threat with
 * a written dispute. "I never opted in" is answered for what it is: the opt-in rule covers ATM
 * withdrawals and one-time debit-card purchases only, never an autopay or another recurring debit.
 */

const KIND: Record<BankFeeKind, { en: string; es: string }> = {
  overdraft: { en: 'overdraft fee', es: 'cargo por sobregiro' },
  extended_overdraft: { en: 'extended overdraft fee', es: 'cargo por sobregiro extendido' },
  nsf: { en: 'returned-item (NSF) fee', es: 'cargo por fondos insuficientes' },
  maintenance: { en: 'maintenance fee', es: 'cargo de mantenimiento' },
};

/** "overdraft fee 36, extended overdraft fee 25 and maintenance fee 12 + 12": each fee, the same kind grouped. */
function feesInWords(fees: readonly BankFee[], lang: Language): string {
  const groups: { kind: BankFeeKind; texts: string[] }[] = [];
  for (const fee of fees) {
    const last = groups.at(-1);
    if (last?.kind === fee.kind) last.texts.push(fee.text);
    else groups.push({ kind: fee.kind, texts: [fee.text] });
  }
  const parts = groups.map((group) => `${KIND[group.kind][lang]} ${group.texts.join(' + ')}`);
  const and = lang === 'es' ? ' y ' : ' and ';
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')}${and}${parts.at(-1)}` : (parts[0] ?? '');
}

/** The fees after the closing: in words, their sum and the sum spelled out ("36 + 25 + 12 + 12"). */
function feesOf(ctx: CopyContext) {
  const fees = ctx.case.bankFees;
  if (fees && fees.length >= 2) {
    const total = bankFeesTotal(fees);
    return {
      en: `${feesInWords(fees, 'en')} (${total} in all)`,
      es: `${feesInWords(fees, 'es')} (${total} en total)`,
      all: { en: `all ${total} in fees`, es: `los ${total} en cargos` },
      total,
      sum: fees.map((fee) => fee.text).join(' + '),
    };
  }
  const fee = ctx.figure('fee');
  return {
    en: fee ? `the ${fee} ${ctx.case.feeName ?? 'fee'} and any other fees` : 'the fees',
    es: fee ? `el cargo de ${fee} y cualquier otro cargo` : 'los cargos',
    all: { en: 'every fee', es: 'todos los cargos' },
    total: undefined,
    sum: undefined,
  };
}

/** The account was closed before the fees. */
const closed = (ctx: CopyContext) => ctx.subCase === 'bank_fee' && ctx.case.flags.accountClosed === true;

/** The overdraft came from an autopay, no debit-card purchase said. */
const autopayOnly = (ctx: CopyContext) =>
  ctx.case.flags.autopay === true && ctx.case.flags.debitPurchases === false;

/** "I never opted in" said of fees an autopay caused: the rule is not theirs. */
const optInNotTheirs = (ctx: CopyContext) =>
  ctx.subCase === 'bank_fee' &&
  ctx.case.flags.overdraft === true &&
  ctx.case.flags.optedIn === false &&
  autopayOnly(ctx) &&
  !ctx.right('reg-e-overdraft-opt-in');

function optInLine(ctx: CopyContext, lang: Language): string {
  const debit = ctx.case.closedAccount?.debit?.text;
  return lang === 'es'
    ? `Que usted nunca aceptó la cobertura de sobregiro no resuelve esto: esa regla (la Regulación E) cubre solo retiros de cajero y compras únicas con tarjeta de débito, no un pago automático${debit ? ` como el de ${debit}` : ''} ni otro débito recurrente.`
    : `Never opting in to overdraft doesn't settle this: that rule (Regulation E) covers only ATM withdrawals and one-time debit-card purchases, not an autopay${debit ? ` like the ${debit}` : ''} or another recurring debit.`;
}

export function withClosedAccountFees(copy: AreaCopy, lang: Language): AreaCopy {
  const t = inLanguage(lang);
  const on = (ctx: CopyContext) => ctx.case.closedAccount?.on;
  const debit = (ctx: CopyContext) => ctx.case.closedAccount?.debit?.text;
  /** The day the bank's letter sets to pay or be reported ("by oct 20"), as written. */
  const due = (ctx: CopyContext) => ctx.date('due');
  const chex = (ctx: CopyContext) => ctx.case.flags.chexThreat === true;
  return {
    ...copy,
    strategy: (ctx) => {
      if (!closed(ctx)) {
        return optInNotTheirs(ctx) ? `${optInLine(ctx, lang)} ${copy.strategy(ctx)}` : copy.strategy(ctx);
      }
      const f = feesOf(ctx);
      const d = debit(ctx);
      const when = due(ctx);
      return t(
        [
          `You closed this account${on(ctx) ? ` on ${on(ctx)}` : ''}, and the bank told you it was closed. What came after is the bank's doing: ${d ? `instead of returning the ${d} payment that came in after the closing, it paid it, then` : 'it'} charged fees on an account you had closed: ${f.en}.`,
          `Ask the bank in writing for two things: the record of the closing, with its date, and the reversal of ${f.all.en}${f.sum ? ` (${f.sum})` : ''}.`,
          ctx.case.flags.optedIn === false && autopayOnly(ctx) ? optInLine(ctx, 'en') : '',
          d
            ? `The ${d} is the payment itself: offer to pay it once the fees are reversed, so the account closes at zero, with a letter saying it's closed and won't be reported.`
            : 'Ask them to close the account at zero once the fees are reversed, with a letter saying it is closed.',
          chex(ctx)
            ? `The ChexSystems threat: send the written dispute${when ? ` before ${when}` : ' now'} and ask them in writing not to report a balance you dispute; if they report it anyway, dispute it in writing with ChexSystems, with the closing record attached.`
            : '',
          'If the bank refuses, file a complaint with the CFPB (consumerfinance.gov/complaint).',
        ]
          .filter(Boolean)
          .join(' '),
        [
          `Usted cerró esta cuenta${on(ctx) ? ` el ${on(ctx)}` : ''}, y el banco le dijo que estaba cerrada. Lo que vino después es cosa del banco: ${d ? `en lugar de devolver el pago de ${d} que llegó después del cierre, lo pagó y luego` : ''} cobró cargos en una cuenta que usted ya había cerrado: ${f.es}.`,
          `Pida al banco por escrito dos cosas: el registro del cierre, con su fecha, y que reviertan ${f.all.es}${f.sum ? ` (${f.sum})` : ''}.`,
          ctx.case.flags.optedIn === false && autopayOnly(ctx) ? optInLine(ctx, 'es') : '',
          d
            ? `Los ${d} son el pago en sí: ofrezca pagarlos cuando reviertan los cargos, para que la cuenta cierre en cero, con una carta que diga que está cerrada y que no la reportarán.`
            : 'Pida que cierren la cuenta en cero cuando reviertan los cargos, con una carta que diga que está cerrada.',
          chex(ctx)
            ? `Sobre la amenaza de ChexSystems: envíe la disputa por escrito${when ? ` antes del ${when}` : ' ahora'} y pida por escrito que no reporten un saldo que usted disputa; si lo reportan de todos modos, dispútelo por escrito con ChexSystems y adjunte el registro del cierre.`
            : '',
          'Si el banco se niega, presente una queja ante la CFPB (consumerfinance.gov/complaint).',
        ]
          .filter(Boolean)
          .join(' ')
          .replace('  ', ' '),
      );
    },
    opening: (ctx) => {
      if (!closed(ctx)) return copy.opening(ctx);
      const f = feesOf(ctx);
      const d = debit(ctx);
      return t(
        `"Hi, my name is [your name], account ending [last 4 digits]. I closed this account${on(ctx) ? ` on ${on(ctx)}` : ''}, and I was told it was closed."\n"After that, you ${d ? `paid a ${d} payment instead of returning it, and ` : ''}charged fees on the closed account: ${f.en}. Please reverse ${f.all.en}."\n"Please send me the record of the closing, with its date${chex(ctx) ? ", and confirm in writing that you won't report this to ChexSystems while I dispute it" : ''}."`,
        `"Hola, me llamo [su nombre], cuenta terminada en [últimos 4 dígitos]. Cerré esta cuenta${on(ctx) ? ` el ${on(ctx)}` : ''}, y me dijeron que estaba cerrada."\n"Después de eso, ${d ? `pagaron un pago de ${d} en lugar de devolverlo, y ` : ''}cobraron cargos en la cuenta cerrada: ${f.es}. Les pido revertir ${f.all.es}."\n"Les pido enviarme el registro del cierre, con su fecha${chex(ctx) ? ', y confirmar por escrito que no me reportarán a ChexSystems mientras lo disputo' : ''}."`,
      );
    },
    rungs: (ctx) => {
      if (!closed(ctx)) return copy.rungs(ctx);
      const f = feesOf(ctx);
      const d = debit(ctx);
      const rung = (label: [string, string], line: [string, string]): RungCopy => ({
        label: t(...label),
        line: t(...line),
      });
      const rungs: Record<Rung, RungCopy> = {
        discount: rung(
          ['Closing record', 'Registro del cierre'],
          [
            `Please send me the record of the account's closing${on(ctx) ? ` on ${on(ctx)}` : ''}, with its date.`,
            `Les pido el registro del cierre de la cuenta${on(ctx) ? ` el ${on(ctx)}` : ''}, con su fecha.`,
          ],
        ),
        credit: rung(
          ['Every fee', 'Todos los cargos'],
          [
            `Every fee came after I closed the account: please reverse ${f.all.en}, not part of it.`,
            `Todos los cargos llegaron después de que cerré la cuenta: les pido revertir ${f.all.es}, no una parte.`,
          ],
        ),
        downgrade: rung(
          ['Close at zero', 'Cerrar en cero'],
          d
            ? [
                `Once the fees are reversed, I'll pay the ${d} so the account closes at zero. Please confirm that in writing.`,
                `Cuando reviertan los cargos, pago los ${d} para que la cuenta cierre en cero. Les pido confirmarlo por escrito.`,
              ]
            : [
                'Once the fees are reversed, please close the account at zero and confirm it in writing.',
                'Cuando reviertan los cargos, les pido cerrar la cuenta en cero y confirmarlo por escrito.',
              ],
        ),
        supervisor: rung(
          ['Supervisor', 'Supervisor'],
          [
            'Is there a supervisor who can review fees charged on a closed account?',
            '¿Hay un supervisor que pueda revisar cargos cobrados en una cuenta cerrada?',
          ],
        ),
        retention: rung(
          ['No report', 'Sin reporte'],
          [
            `Please confirm in writing that you won't report this${chex(ctx) ? ' to ChexSystems' : ''} while I dispute it.`,
            `Les pido confirmar por escrito que no reportarán esto${chex(ctx) ? ' a ChexSystems' : ''} mientras lo disputo.`,
          ],
        ),
        complaint: rung(
          ['CFPB complaint', 'Queja ante la CFPB'],
          [
            "If you won't reverse them, I'll put this in writing and file a complaint with the CFPB.",
            'Si no los revierten, lo enviaré por escrito y presentaré una queja ante la CFPB.',
          ],
        ),
      };
      return rungs;
    },
    email: (ctx) => {
      if (!closed(ctx)) return copy.email(ctx);
      const f = feesOf(ctx);
      const d = debit(ctx);
      const when = due(ctx);
      return t(
        {
          subject: 'Fees charged after I closed my account, account ending [last 4 digits]',
          body: `Hello,\n\nI closed my account ending [last 4 digits]${on(ctx) ? ` on ${on(ctx)}` : ''}, and I was told it was closed. After that, you ${d ? `paid a ${d} payment instead of returning it, and ` : ''}charged fees on the closed account: ${f.en}.\n\nPlease:\n1. Send me the record of the account's closing, with its date.\n2. Reverse ${f.all.en}.\n3. Confirm in writing that the account is closed${chex(ctx) ? ', and that you will not report it to ChexSystems while this dispute is open' : ''}.\n\n${d ? `Once the fees are reversed, I will pay the ${d} so the account closes at zero. ` : ''}Please reply in writing${when ? ` before ${when}` : ' within 14 days'}. If I don't hear back, I'll file a complaint with the CFPB.\n\nThank you,\n[Your name]`,
        },
        {
          subject: 'Cargos cobrados después de cerrar mi cuenta, cuenta terminada en [últimos 4 dígitos]',
          body: `Hola:\n\nCerré mi cuenta terminada en [últimos 4 dígitos]${on(ctx) ? ` el ${on(ctx)}` : ''}, y me dijeron que estaba cerrada. Después de eso, ${d ? `pagaron un pago de ${d} en lugar de devolverlo, y ` : ''}cobraron cargos en la cuenta cerrada: ${f.es}.\n\nLes pido:\n1. Enviarme el registro del cierre de la cuenta, con su fecha.\n2. Revertir ${f.all.es}.\n3. Confirmar por escrito que la cuenta está cerrada${chex(ctx) ? ', y que no me reportarán a ChexSystems mientras esta disputa siga abierta' : ''}.\n\n${d ? `Cuando reviertan los cargos, pagaré los ${d} para que la cuenta cierre en cero. ` : ''}Les pido una respuesta por escrito${when ? ` antes del ${when}` : ' en 14 días'}. Si no recibo respuesta, presentaré una queja ante la CFPB.\n\nGracias,\n[Su nombre]`,
        },
      );
    },
    followUpCopy: (ctx, outcome, offer, latest, said) => {
      const fees = ctx.case.bankFees;
      if (!closed(ctx) || !fees || fees.length < 2 || outcome === 'no_reply')
        return copy.followUpCopy?.(ctx, outcome, offer, latest, said);
      // "they reversed the 36 … i owe 98.99": the fees taken off, the ones left and what they still ask.
      const left = [...fees];
      const reversed: BankFee[] = [];
      const others: { value: number; text: string }[] = [];
      for (const amount of latest ?? []) {
        const at = left.findIndex((fee) => fee.value === amount.value);
        if (at >= 0 && outcome !== 'pay_now') reversed.push(...left.splice(at, 1));
        else others.push(amount);
      }
      if (left.length === 0) return copy.followUpCopy?.(ctx, outcome, offer, latest, said);
      const leftTotal = bankFeesTotal(left);
      const d = ctx.case.closedAccount?.debit;
      const askedAmount = others.find((amount) => amount.value > Number(leftTotal));
      const asked = askedAmount?.value;
      const askedText = askedAmount?.text.replace(/^\$/u, '');
      const split =
        d && asked !== undefined && Math.abs(asked - d.value - Number(leftTotal)) < 0.005
          ? {
              en: ` Of the ${askedText} they ask, ${d.text} is the payment itself and ${leftTotal} is those fees.`,
              es: ` De los ${askedText} que piden, ${d.text} son el pago en sí y ${leftTotal} son esos cargos.`,
            }
          : { en: '', es: '' };
      const got =
        reversed.length > 0
          ? {
              en: `They reversed the ${reversed.map((fee) => fee.text).join(' and ')}: good, keep it. But the other fees came after you closed the account too: `,
              es: `Revirtieron los ${reversed.map((fee) => fee.text).join(' y ')}: bien, consérvelo. Pero los otros cargos también llegaron después de que cerró la cuenta: `,
            }
          : {
              en: 'A no by phone doesn’t change the facts: every fee came after you closed the account: ',
              es: 'Un no por teléfono no cambia los hechos: todos los cargos llegaron después de que cerró la cuenta: ',
            };
      const when = due(ctx);
      const rest = {
        en: `${feesInWords(left, 'en')}, ${leftTotal} in all`,
        es: `${feesInWords(left, 'es')}, ${leftTotal} en total`,
      };
      const payOffer = d
        ? {
            en: `Don't pay ${askedText ? `the ${askedText} as asked` : 'the fees'}: offer in writing to pay the ${d.text} if they reverse the ${leftTotal}, with a letter that the account is closed at zero${chex(ctx) ? ' and won’t be reported to ChexSystems' : ''}.`,
            es: `No pague ${askedText ? `los ${askedText}` : 'los cargos'}: ofrezca por escrito pagar los ${d.text} si revierten los ${leftTotal}, con una carta que diga que la cuenta queda cerrada en cero${chex(ctx) ? ' y que no la reportarán a ChexSystems' : ''}.`,
          }
        : {
            en: `Ask in writing for the ${leftTotal} back, with a letter that the account is closed at zero.`,
            es: `Pida por escrito los ${leftTotal}, con una carta que diga que la cuenta queda cerrada en cero.`,
          };
      const escalate = {
        en: `Send it${when ? ` before ${when}` : ' now'}, with a request for the record of the closing. If they refuse, file a complaint with the CFPB (consumerfinance.gov/complaint)${chex(ctx) ? '; if they report you anyway, dispute it in writing with ChexSystems, with the closing record and your letter attached' : ''}.`,
        es: `Envíela${when ? ` antes del ${when}` : ' ahora'}, pidiendo también el registro del cierre. Si se niegan, presente una queja ante la CFPB (consumerfinance.gov/complaint)${chex(ctx) ? '; si lo reportan de todos modos, dispútelo por escrito con ChexSystems y adjunte el registro del cierre y su carta' : ''}.`,
      };
      return {
        strategy: t(
          `${got.en}${rest.en}.${split.en} ${payOffer.en} ${escalate.en}`,
          `${got.es}${rest.es}.${split.es} ${payOffer.es} ${escalate.es}`,
        ),
        opening: t(
          `"Thank you${reversed.length > 0 ? ` for reversing the ${reversed.map((fee) => fee.text).join(' and ')}` : ''}. ${reversed.length > 0 ? 'The other fees' : 'The fees'}, ${rest.en}, were ${reversed.length > 0 ? 'also ' : ''}charged after I closed the account${on(ctx) ? ` on ${on(ctx)}` : ''}."\n"${d ? `I'll pay the ${d.text} if you reverse the ${leftTotal} and confirm in writing that the account is closed at zero${chex(ctx) ? ' and won’t be reported to ChexSystems' : ''}.` : `Please reverse the ${leftTotal} and confirm in writing that the account is closed at zero.`}"\n"Please also send me the record of the closing, with its date. Where do I send this in writing?"`,
          `"Gracias${reversed.length > 0 ? ` por revertir los ${reversed.map((fee) => fee.text).join(' y ')}` : ''}. ${reversed.length > 0 ? 'Los otros cargos' : 'Los cargos'}, ${rest.es}, ${reversed.length > 0 ? 'también ' : ''}se cobraron después de que cerré la cuenta${on(ctx) ? ` el ${on(ctx)}` : ''}."\n"${d ? `Pago los ${d.text} si revierten los ${leftTotal} y confirman por escrito que la cuenta queda cerrada en cero${chex(ctx) ? ' y que no me reportarán a ChexSystems' : ''}.` : `Les pido revertir los ${leftTotal} y confirmar por escrito que la cuenta queda cerrada en cero.`}"\n"También les pido el registro del cierre, con su fecha. ¿A dónde envío esto por escrito?"`,
        ),
        email: t(
          {
            subject: 'Fees charged after I closed my account, account ending [last 4 digits]',
            body: `Hello,\n\nI closed my account ending [last 4 digits]${on(ctx) ? ` on ${on(ctx)}` : ''}, and I was told it was closed.${reversed.length > 0 ? ` Thank you for reversing the ${reversed.map((fee) => fee.text).join(' and ')}.` : ''} ${reversed.length > 0 ? 'The other fees' : 'The fees'}, ${rest.en}, were ${reversed.length > 0 ? 'also ' : ''}charged after the closing.\n\nPlease:\n1. Reverse the ${leftTotal}.\n2. Send me the record of the account's closing, with its date.\n3. Confirm in writing that the account is closed at zero${chex(ctx) ? ' and that you will not report it to ChexSystems' : ''}.\n\n${d ? `Once you do, I will pay the ${d.text}. ` : ''}Please reply in writing${when ? ` before ${when}` : ' within 14 days'}. Otherwise I'll file a complaint with the CFPB.\n\nThank you,\n[Your name]`,
          },
          {
            subject: 'Cargos cobrados después de cerrar mi cuenta, cuenta terminada en [últimos 4 dígitos]',
            body: `Hola:\n\nCerré mi cuenta terminada en [últimos 4 dígitos]${on(ctx) ? ` el ${on(ctx)}` : ''}, y me dijeron que estaba cerrada.${reversed.length > 0 ? ` Gracias por revertir los ${reversed.map((fee) => fee.text).join(' y ')}.` : ''} ${reversed.length > 0 ? 'Los otros cargos' : 'Los cargos'}, ${rest.es}, ${reversed.length > 0 ? 'también ' : ''}se cobraron después del cierre.\n\nLes pido:\n1. Revertir los ${leftTotal}.\n2. Enviarme el registro del cierre de la cuenta, con su fecha.\n3. Confirmar por escrito que la cuenta queda cerrada en cero${chex(ctx) ? ' y que no me reportarán a ChexSystems' : ''}.\n\n${d ? `Cuando lo hagan, pagaré los ${d.text}. ` : ''}Les pido una respuesta por escrito${when ? ` antes del ${when}` : ' en 14 días'}. Si no, presentaré una queja ante la CFPB.\n\nGracias,\n[Su nombre]`,
          },
        ),
        talkingPoints: [
          t(`Still in dispute: ${rest.en}.${split.en}`, `Sigue en disputa: ${rest.es}.${split.es}`),
          t(
            "Don't pay more than the payment itself until the fees are reversed in writing.",
            'No pague más que el pago en sí hasta que reviertan los cargos por escrito.',
          ),
          t(
            'Write down the rep’s name and a reference number.',
            'Anote el nombre de quien le atiende y un número de referencia.',
          ),
        ],
        answersClaim: true,
      };
    },
    talkingPoints: (ctx) => {
      if (!closed(ctx))
        return optInNotTheirs(ctx)
          ? [optInLine(ctx, lang), ...copy.talkingPoints(ctx)]
          : copy.talkingPoints(ctx);
      const when = due(ctx);
      return [
        t(
          `The account was closed${on(ctx) ? ` on ${on(ctx)}` : ''}: ask for that record first; every fee after it is the bank's doing.`,
          `La cuenta se cerró${on(ctx) ? ` el ${on(ctx)}` : ''}: pida ese registro primero; cada cargo posterior es cosa del banco.`,
        ),
        ...(ctx.case.flags.optedIn === false && autopayOnly(ctx)
          ? [
              t(
                "Don't rest your case on the opt-in: it covers only ATM withdrawals and one-time debit-card purchases, not an autopay.",
                'No base su reclamo en la autorización de sobregiro: cubre solo retiros de cajero y compras únicas con débito, no un pago automático.',
              ),
            ]
          : []),
        ...(chex(ctx)
          ? [
              t(
                `ChexSystems: send your written dispute${when ? ` before ${when}` : ''}; if they report it anyway, dispute it in writing with ChexSystems and attach the closing record.`,
                `ChexSystems: envíe su disputa por escrito${when ? ` antes del ${when}` : ''}; si lo reportan de todos modos, dispútelo por escrito con ChexSystems y adjunte el registro del cierre.`,
              ),
            ]
          : []),
        t(
          'Write down the rep’s name and a reference number.',
          'Anote el nombre de quien le atiende y un número de referencia.',
        ),
      ];
    },
  };
}
