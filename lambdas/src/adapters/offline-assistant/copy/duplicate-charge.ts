import type { Language } from '@lane/shared';
import type { Case, CaseAmount } from '../../../domain/chat/case.js';
import { addBankDays, formatDay } from '../../../domain/chat/facts.js';
import { formatMoneyLike } from '../../../domain/chat/amounts.js';
import {
  inLanguage,
  rungsByName,
  type AreaCopy,
  type CopyContext,
  type FollowUpAnswer,
  type Outcome,
} from './types.js';

/**
 * One purchase charged twice (a duplicate): the first copy is owed, only the second is disputed, and
 * any fee it caused (an overdraft) comes back with it. On a credit card it is the Fair Credit Billing
 * Act's billing error (the area's own copy); on a debit card or bank account it is Regulation E's
 * "incorrect transfer", an error the bank must investigate even though the person authorized the
 * purchase, never a fraud claim and never "work it out with the merchant".
 */
export interface DuplicateCharge {
  /** One copy of the charge, as the person wrote it. */
  readonly copy: CaseAmount;
  /** Fees the duplicate caused (an overdraft fee), as the person wrote them. */
  readonly fees: readonly CaseAmount[];
  /** One copy plus those fees: what should come back. */
  readonly backValue: number;
}

/** The duplicate in a card billing error, when one figure was charged exactly twice. */
export function duplicateCharge(kase: Case): DuplicateCharge | undefined {
  if (kase.subCase !== 'card_billing_error') return undefined;
  const copy = kase.amounts.find((amount) => amount.role === 'billed' && amount.count === 2);
  if (!copy) return undefined;
  // "bought it for 1,280, the statement shows 1,820 twice": a wrong amount, not a plain duplicate.
  if (kase.amounts.some((amount) => amount.role === 'estimated' || amount.role === 'quoted'))
    return undefined;
  const fees = kase.amounts.filter((amount) => amount.role === 'fee' && amount !== copy);
  const feeSum = fees.reduce((sum, fee) => sum + fee.value * (fee.count ?? 1), 0);
  return { copy, fees, backValue: Math.round((copy.value + feeSum) * 100) / 100 };
}

/** What comes back, written the way the person writes money ("$119.37", "119.37"). */
export function duplicateBack(kase: Case): string | undefined {
  const dup = duplicateCharge(kase);
  if (!dup || dup.fees.length === 0) return undefined;
  return formatMoneyLike(dup.backValue, kase.amounts[0]?.text);
}

/** A debit card or bank account: Regulation E's error rule, not the credit card's. */
const onDebit = (ctx: CopyContext) => ctx.right('reg-e-error-resolution');

interface Parts {
  readonly a: string;
  /** The day of the second copy, or the purchase's day when both posted the same day. */
  readonly first: string | undefined;
  readonly second: string | undefined;
  readonly fee: string | undefined;
  /** How many of that fee were charged ("3 sobregiros de 35"), and their sum ("105"), when more than one. */
  readonly feeCount: number | undefined;
  readonly feeSum: string | undefined;
  readonly feeDay: string | undefined;
  readonly back: string | undefined;
  readonly bank: string;
  readonly bankNamed: boolean;
  readonly merchant: string;
  readonly creditBy: string;
  readonly tellBy: string | undefined;
  readonly fraudWords: boolean;
  /** The bank sent the person to the merchant first. */
  readonly merchantFirst: boolean;
  /** The bank offered to waive the fee (the amount they offered is the fee). */
  readonly feeOffered: boolean;
  /** The fee's name: "overdraft fee", or "fee" when unnamed. */
  readonly feeName: { readonly en: string; readonly es: string };
}

function partsOf(ctx: CopyContext, latest: readonly CaseAmount[] = []): Parts | undefined {
  const dup = duplicateCharge(ctx.case);
  if (!dup) return undefined;
  const t = inLanguage(ctx.lang);
  const days = ctx.case.dates
    .filter((date) => date.iso !== undefined && ['charge', 'service', 'other'].includes(date.role))
    .sort((x, y) => x.iso!.localeCompare(y.iso!));
  const fee = dup.fees[0];
  // "overdraft fee on oct 30": a later day than the charges is the fee's, when a fee was named.
  const chargeDays = fee && days.length >= 2 ? days.slice(0, -1) : days;
  const feeDay = fee && days.length >= 2 ? days.at(-1)?.text : undefined;
  const first = chargeDays[0]?.text;
  const second = chargeDays.length >= 2 ? chargeDays[1]?.text : undefined;
  const reported = ctx.case.dates.find((date) => date.role === 'reported' && date.iso !== undefined);
  const offered = latest.find((amount) => amount.role === 'offered');
  return {
    a: dup.copy.text,
    first,
    second: second !== first ? second : undefined,
    fee: fee?.text,
    feeCount: fee?.count !== undefined && fee.count > 1 ? fee.count : undefined,
    feeSum:
      fee?.count !== undefined && fee.count > 1
        ? formatMoneyLike(Math.round(fee.value * fee.count * 100) / 100, fee.text)
        : undefined,
    feeDay,
    back: duplicateBack(ctx.case),
    bank: ctx.case.bank ?? t('your bank', 'su banco'),
    bankNamed: ctx.case.bank !== undefined,
    merchant:
      ctx.namedParty ??
      (ctx.case.flags.lodgingStay === true
        ? t('[hotel or property name]', '[nombre del hotel o alojamiento]')
        : t('[merchant]', '[comercio]')),
    creditBy: formatDay(addBankDays(reported?.iso ?? ctx.today, 10), ctx.lang),
    tellBy: ctx.deadline('reg-e-error-resolution'),
    fraudWords: ctx.case.flags.bankSaysAuthorized === true,
    merchantFirst: ctx.case.flags.sentToMerchant === true,
    feeOffered: fee !== undefined && offered !== undefined && Math.abs(offered.value - fee.value) < 0.005,
    feeName: /nsf|insufficient|fondos insuficientes/iu.test(ctx.case.feeName ?? '')
      ? { en: 'NSF fee', es: 'cargo por fondos insuficientes' }
      : ctx.case.flags.overdraft === true
        ? { en: 'overdraft fee', es: 'cargo por sobregiro' }
        : { en: 'fee', es: 'cargo' },
  };
}

/** The Regulation E error rule in a sentence or two, with the provisional credit's day. */
function regELine(p: Parts, lang: Language): string {
  const t = inLanguage(lang);
  return t(
    `A duplicate debit is an "error" under Regulation E even though you authorized the purchase: this is an error claim, not a fraud claim, and ${p.bankNamed ? p.bank : 'the bank'} can't send you to the merchant first. It must investigate and decide within 10 business days, or put the ${p.a} back in your account as a provisional credit in that time (by about ${p.creditBy}); 90 days at most in all for a debit-card purchase.`,
    `Un débito duplicado es un "error" según la Regulación E aunque usted haya autorizado la compra: es un reclamo por error, no por fraude, y ${p.bankNamed ? p.bank : 'el banco'} no puede mandarle primero al comercio. Debe investigar y decidir dentro de 10 días hábiles, o devolverle los ${p.a} a su cuenta como crédito provisional en ese plazo (alrededor del ${p.creditBy}); 90 días como máximo en total en una compra con débito.`,
  );
}

/** " on oct 28" / " el 28 de oct"; a day said by its distance ("yesterday", "ayer") stands alone. */
function onDay(day: string | undefined, lang: Language): string {
  if (!day) return '';
  if (
    /^(?:today|yesterday|last night|this morning|tonight|hoy|ayer|anoche|anteayer|antier|esta ma[ñn]ana)$/iu.test(
      day.trim(),
    )
  )
    return ` ${day}`;
  return lang === 'es' ? ` el ${day}` : ` on ${day}`;
}

/** "84.37 on oct 3 and again 84.37 on oct 4" / "84.37 twice on oct 28". */
function twiceOn(p: Parts, lang: Language): string {
  const t = inLanguage(lang);
  if (p.second)
    return t(
      `${p.a} on ${p.first} and again ${p.a} on ${p.second}`,
      `${p.a} el ${p.first} y otra vez ${p.a} el ${p.second}`,
    );
  return t(`${p.a} twice${onDay(p.first, 'en')}`, `${p.a} dos veces${onDay(p.first, 'es')}`);
}

function feeWords(p: Parts, lang: Language, withSum = false): { en: string; es: string } | undefined {
  if (!p.fee) return undefined;
  void lang;
  // "3 sobregiros de 35 cada uno": every fee the duplicate caused, with their sum.
  if (p.feeCount)
    return {
      en: `the ${p.feeCount} ${p.feeName.en}s of ${p.fee}${withSum ? ` (${p.feeSum})` : ''}`,
      es: `los ${p.feeCount} ${p.feeName.es.replace(/^cargo\b/u, 'cargos')} de ${p.fee}${withSum ? ` (${p.feeSum})` : ''}`,
    };
  return {
    en: `the ${p.fee} ${p.feeName.en}`,
    es: `el ${p.feeName.es} de ${p.fee}`,
  };
}

/** " on oct 30" / " del 30 de oct": the fee's own day, when said. */
function feeOn(p: Parts, lang: Language): string {
  if (!p.feeDay) return '';
  return lang === 'es' ? ` el ${p.feeDay}` : ` on ${p.feeDay}`;
}

/** The notice of error, to the bank, in writing. */
function debitEmail(p: Parts, lang: Language, followUp: boolean): { subject: string; body: string } {
  const t = inLanguage(lang);
  const fee = feeWords(p, lang);
  // What the bank said, only as the person reported it.
  const told =
    p.fraudWords && p.merchantFirst
      ? {
          en: 'that since I authorized the purchase it is not fraud and that I must work it out with the merchant',
          es: 'que, como autoricé la compra, no es fraude y que debo arreglarlo con el comercio',
        }
      : p.fraudWords
        ? {
            en: 'that since I authorized the purchase it is not fraud',
            es: 'que, como autoricé la compra, no es fraude',
          }
        : p.merchantFirst
          ? { en: 'to work it out with the merchant first', es: 'que primero lo arregle con el comercio' }
          : undefined;
  const toldLine = followUp
    ? t(
        ` I reported this by phone on [date] (reference [reference number])${told ? `; I was told ${told.en}` : ''}. It is not a fraud claim: it is an error under Regulation E, and I am asking you to investigate it.`,
        ` Lo reporté por teléfono el [fecha] (referencia [número de referencia])${told ? `; me dijeron ${told.es}` : ''}. No es un reclamo por fraude: es un error según la Regulación E, y les pido investigarlo.`,
      )
    : '';
  const waived = followUp && p.feeOffered && fee;
  return t(
    {
      subject: `Notice of error (Regulation E): duplicate debit of ${p.a}, account ending [last 4 digits]`,
      body: `To ${p.bankNamed ? p.bank : '[bank name]'}, Error Resolution:\n\nI am reporting an error on my account ending [last 4 digits]. I made one purchase of ${p.a} at ${p.merchant}${onDay(p.first, 'en')}, and it was debited twice${p.second ? `, on ${p.first} and again on ${p.second}` : ''}; both debits are posted. The second ${p.a} is an incorrect transfer.${fee ? ` Because of it my account went negative and I was charged ${feeWords(p, 'en', true)!.en.replace(p.feeCount ? /^the /u : /^$/u, '')}${feeOn(p, 'en')}.` : ''}${toldLine}\n\nPlease investigate the second ${p.a} as an error under Regulation E (12 CFR 1005.11) and return it to my account${fee ? (waived ? `. You offered to waive ${fee.en}; please confirm that refund in writing` : `, and refund ${p.feeCount ? `those ${p.feeCount} fees` : `${fee.en} it caused`}${feeOn(p, 'en')}${p.back ? `: ${p.back} in all` : ''}`) : ''}. If your investigation takes more than 10 business days, please credit the ${p.a} to my account provisionally within those 10 business days. Please send me the result in writing.\n\nA copy of my statement showing both debits is attached.\n\nSincerely,\n[Your name]\n[Mailing address]`,
    },
    {
      subject: `Aviso de error (Regulación E): débito duplicado de ${p.a}, cuenta terminada en [últimos 4 dígitos]`,
      body: `A ${p.bankNamed ? p.bank : '[nombre del banco]'}, Resolución de errores:\n\nReporto un error en mi cuenta terminada en [últimos 4 dígitos]. Hice una sola compra de ${p.a} en ${p.merchant}${onDay(p.first, 'es')}, y me la debitaron dos veces${p.second ? `, el ${p.first} y otra vez el ${p.second}` : ''}; los dos débitos están publicados. El segundo débito de ${p.a} es una transferencia incorrecta.${fee ? ` Por eso mi cuenta quedó en negativo y me cobraron ${feeWords(p, 'es', true)!.es.replace(p.feeCount ? /^los /u : /^$/u, '')}${feeOn(p, 'es')}.` : ''}${toldLine}\n\nLes pido investigar el segundo débito de ${p.a} como un error según la Regulación E (12 CFR 1005.11) y devolverlo a mi cuenta${fee ? (waived ? `. Ustedes ofrecieron quitar ${fee.es}; les pido confirmar esa devolución por escrito` : `, y devolverme ${p.feeCount ? `esos ${p.feeCount} cargos` : `${fee.es} que causó`}${feeOn(p, 'es')}${p.back ? `: ${p.back} en total` : ''}`) : ''}. Si su investigación tarda más de 10 días hábiles, les pido acreditar los ${p.a} a mi cuenta de forma provisional dentro de esos 10 días hábiles. Les pido enviarme el resultado por escrito.\n\nAdjunto una copia de mi estado de cuenta con los dos débitos.\n\nAtentamente,\n[Su nombre]\n[Dirección postal]`,
    },
  );
}

function debitPoints(p: Parts, lang: Language): string[] {
  const t = inLanguage(lang);
  return [
    t(
      `Call, then send the letter the same day (the bank may ask for it within 10 business days).${p.tellBy ? ` Last day to tell it: ${p.tellBy}, or 60 days after the statement that first showed it, if later.` : ''}`,
      `Llame y envíe la carta el mismo día (el banco puede pedirla en 10 días hábiles).${p.tellBy ? ` Último día para avisarle: el ${p.tellBy}, o 60 días después del estado de cuenta que lo mostró primero, si es más tarde.` : ''}`,
    ),
    t(
      'Say "error", not "fraud": you made the purchase, and the second copy is the error.',
      'Diga "error", no "fraude": usted hizo la compra, y la segunda copia es el error.',
    ),
    t(
      `If ${p.bankNamed ? p.bank : 'the bank'} won't open the error investigation, file a complaint with the CFPB at consumerfinance.gov/complaint.`,
      `Si ${p.bankNamed ? p.bank : 'el banco'} no abre la investigación del error, presente una queja ante la CFPB en consumerfinance.gov/complaint.`,
    ),
  ];
}

/**
 * "¿a quién llamo primero?": the bank first (it alone owes the fees, and may not send the person to
 * the merchant), then a short call to the company that charged twice, for a reversal and a reference.
 */
function merchantCall(p: Parts, lang: Language): string {
  const t = inLanguage(lang);
  const who = /^\[/u.test(p.merchant)
    ? t('the company that charged you', 'la empresa que le cobró')
    : p.merchant;
  return t(
    `Then call ${who} to reverse the duplicate and give you a reference number for the bank.`,
    `Luego llame a ${who} para que revierta el duplicado y le dé un número de referencia para el banco.`,
  );
}

/** A debit card charged twice, the first answer: a Regulation E error notice for the second copy and the fee. */
function debitFirst(ctx: CopyContext, copy: AreaCopy, p: Parts): AreaCopy {
  const t = inLanguage(ctx.lang);
  const fee = feeWords(p, ctx.lang);
  return {
    ...copy,
    strategy: () =>
      t(
        `You made one purchase and were debited ${twiceOn(p, 'en')}: the first is owed, the second ${p.a} is the error${fee ? `, and ${feeWords(p, 'en', true)!.en}${feeOn(p, 'en')} came from it, so what should come back is ${p.back ?? `${p.a} plus the fee`} (${p.a} + ${p.feeCount ? `${p.feeCount} × ${p.fee}` : p.fee}): correcting the error includes refunding the ${p.feeCount ? 'fees' : 'fee'} it caused` : ''}. ${regELine(p, 'en')} Call ${p.bank} first, today: report it as an error${fee ? ` with the ${p.feeCount ? 'fees' : 'fee'} in the same claim` : ''}, and send the letter below. ${merchantCall(p, 'en')}`,
        `Usted hizo una sola compra y le debitaron ${twiceOn(p, 'es')}: el primero se debe, el segundo de ${p.a} es el error${fee ? `, y ${feeWords(p, 'es', true)!.es}${feeOn(p, 'es')} ${p.feeCount ? 'vinieron' : 'vino'} de ese error, así que lo que le deben devolver es ${p.back ?? `${p.a} más el cargo`} (${p.a} + ${p.feeCount ? `${p.feeCount} × ${p.fee}` : p.fee}): corregir el error incluye devolver ${p.feeCount ? 'los cargos' : 'el cargo'} que causó` : ''}. ${regELine(p, 'es')} Llame primero a ${p.bank}, hoy: repórtelo como error${fee ? ` con ${p.feeCount ? 'los cargos' : 'el cargo'} en el mismo reclamo` : ''} y envíe la carta de abajo. ${merchantCall(p, 'es')}`,
      ),
    opening: () =>
      t(
        `"Hi, I'm calling about my account ending [last 4 digits]. I'm reporting an error under Regulation E, not fraud: I made one purchase at ${p.merchant}${onDay(p.first, 'en')} and was debited ${p.a} twice."\n"Please open an error investigation for the second ${p.a}${fee ? `, and refund ${fee.en} it caused${feeOn(p, 'en')}` : ''}."\n"What's the claim number, and where do I send my letter?"`,
        `"Hola, llamo por mi cuenta terminada en [últimos 4 dígitos]. Reporto un error según la Regulación E, no un fraude: hice una sola compra en ${p.merchant}${onDay(p.first, 'es')} y me debitaron ${p.a} dos veces."\n"Les pido abrir una investigación de error por el segundo débito de ${p.a}${fee ? `, y devolverme ${fee.es} que causó${feeOn(p, 'es')}` : ''}."\n"¿Cuál es el número de reclamo y a dónde envío mi carta?"`,
      ),
    rungs: () =>
      rungsByName({
        discount: [
          t('Error, not fraud', 'Error, no fraude'),
          t(
            `It's an error under Regulation E, not fraud: one purchase posted twice.`,
            `Es un error según la Regulación E, no un fraude: una sola compra cobrada dos veces.`,
          ),
        ],
        // Several fees are asked back in the call's own words already; the steps keep to one message.
        credit:
          fee && !p.feeCount
            ? [
                t('The fee it caused', 'El cargo que causó'),
                t(
                  `Please refund ${fee.en}: it only happened because of the duplicate.`,
                  `Les pido devolver ${fee.es}: solo ocurrió por el duplicado.`,
                ),
              ]
            : [
                t('Provisional credit', 'Crédito provisional'),
                t(
                  `If it takes more than 10 business days, please put the ${p.a} back as a provisional credit.`,
                  `Si tarda más de 10 días hábiles, les pido devolver los ${p.a} como crédito provisional.`,
                ),
              ],
        downgrade:
          fee && !p.feeCount
            ? [
                t('Provisional credit', 'Crédito provisional'),
                t(
                  `If it takes more than 10 business days, please put the ${p.a} back as a provisional credit.`,
                  `Si tarda más de 10 días hábiles, les pido devolver los ${p.a} como crédito provisional.`,
                ),
              ]
            : [
                t('What they need', 'Lo que necesitan'),
                t(
                  'What do you need from me in writing, and where do I send it?',
                  '¿Qué necesitan de mí por escrito y a dónde lo envío?',
                ),
              ],
        supervisor: [
          t('Disputes supervisor', 'Supervisor de disputas'),
          t(
            'May I speak with a supervisor in the disputes or error-resolution department?',
            '¿Puedo hablar con un supervisor del departamento de disputas o de resolución de errores?',
          ),
        ],
        retention: [
          t('Written confirmation', 'Confirmación por escrito'),
          t(
            'Please confirm in writing that the error claim is open, and send me the result in writing.',
            'Les pido confirmar por escrito que el reclamo por error está abierto y enviarme el resultado por escrito.',
          ),
        ],
        complaint: [
          t('CFPB complaint', 'Queja ante la CFPB'),
          t(
            "If this isn't fixed, I'll file a complaint with the CFPB.",
            'Si no se corrige, presentaré una queja ante la CFPB.',
          ),
        ],
      }),
    email: () => debitEmail(p, ctx.lang, false),
    talkingPoints: () => {
      const [first, ...rest] = debitPoints(p, ctx.lang);
      const flags = ctx.case.flags;
      // "3 sobregiros … por compras chiquitas (un café, gasolina)": fees on one-time debit-card
      // purchases, and whether the person ever opted in is unsaid (12 CFR 1005.17, the table's
      // reg-e-overdraft-opt-in), so it is asked, with the way to turn the coverage off.
      const optIn =
        p.fee && flags.overdraft === true && flags.debitPurchases === true && flags.optedIn === undefined
          ? [
              t(
                'Did you ever opt in to overdraft on debit-card purchases? Without it, Regulation E allows no overdraft fee on a one-time debit purchase. You can turn it off.',
                '¿Aceptó alguna vez (opt-in) sobregiros en compras con débito? Sin eso, la Regulación E no permite ese cargo en una compra única con débito. Puede desactivarlo.',
              ),
            ]
          : [];
      return [...(first ? [first] : []), ...optIn, ...rest];
    },
  };
}

/**
 * The bank said no ("you authorized it, it's not fraud, work it out with the merchant"), perhaps
 * offering to waive the fee: the waiver is taken, in writing, and the error claim goes on.
 */
function debitAfterNo(ctx: CopyContext, p: Parts, outcome: Outcome): FollowUpAnswer {
  const t = inLanguage(ctx.lang);
  const fee = feeWords(p, ctx.lang);
  const agreed = outcome === 'agreed';
  const waiver = p.feeOffered && fee;
  const answer = p.fraudWords
    ? t(
        `"You authorized it, so it's not fraud" is true and beside the point: you aren't claiming fraud. A purchase debited twice is an "error" under Regulation E (an incorrect transfer, 12 CFR 1005.11), whoever authorized the purchase, and the bank must investigate it when you report it; it can't send you to the merchant first.`,
        `"Usted lo autorizó, así que no es fraude" es cierto pero no viene al caso: usted no reclama un fraude. Una compra debitada dos veces es un "error" según la Regulación E (una transferencia incorrecta, 12 CFR 1005.11), sin importar quién autorizó la compra, y el banco debe investigarlo cuando usted lo reporta; no puede mandarle primero al comercio.`,
      )
    : p.merchantFirst
      ? t(
          `"Work it out with the merchant first" isn't how it works: a purchase debited twice is an "error" under Regulation E (an incorrect transfer, 12 CFR 1005.11), and the bank must start investigating when you report it; it can't make you go to the merchant first.`,
          `"Arréglelo primero con el comercio" no es como funciona: una compra debitada dos veces es un "error" según la Regulación E (una transferencia incorrecta, 12 CFR 1005.11), y el banco debe empezar a investigar cuando usted lo reporta; no puede obligarle a ir primero al comercio.`,
        )
      : outcome === 'counter_offer' || p.feeOffered
        ? t(
            `Their offer is about the fee, not the error: a purchase debited twice is an "error" under Regulation E (12 CFR 1005.11), and the bank must investigate the second ${p.a} when you report it.`,
            `Su oferta es por el cargo, no por el error: una compra debitada dos veces es un "error" según la Regulación E (12 CFR 1005.11), y el banco debe investigar el segundo débito de ${p.a} cuando usted lo reporta.`,
          )
        : t(
            `A no on the phone doesn't end an error claim: a purchase debited twice is an "error" under Regulation E (12 CFR 1005.11), and the bank must investigate it when you report it, without sending you to the merchant first.`,
            `Un no por teléfono no cierra un reclamo por error: una compra debitada dos veces es un "error" según la Regulación E (12 CFR 1005.11), y el banco debe investigarlo cuando usted lo reporta, sin mandarle primero al comercio.`,
          );
  const take = waiver
    ? t(
        ` Take the ${p.fee} waiver and get it in writing, but as part of this claim, not in place of it.`,
        ` Acepte que le quiten el cargo de ${p.fee} y pida que lo confirmen por escrito, pero como parte de este reclamo, no en su lugar.`,
      )
    : '';
  const still = fee
    ? waiver
      ? t(` Still owed back: the second ${p.a}.`, ` Todavía le deben el segundo débito de ${p.a}.`)
      : t(
          ` What should come back is ${p.back ?? p.a}: the second ${p.a} and the ${p.fee} fee.`,
          ` Le deben devolver ${p.back ?? p.a}: el segundo débito de ${p.a} y el cargo de ${p.fee}.`,
        )
    : '';
  const onTime = p.tellBy
    ? t(
        ` Your notice is on time by ${p.tellBy} (60 days${p.first ? ` from ${p.first}` : ''}, or from a later statement).`,
        ` Su aviso llega a tiempo hasta el ${p.tellBy} (60 días${p.first ? ` desde el ${p.first}` : ''}, o desde un estado de cuenta posterior).`,
      )
    : '';
  const clock = t(
    ` Send the letter below today to ${p.bank}'s error-resolution address (on your statement, or ask for it): it must decide within 10 business days of your notice or put the ${p.a} back provisionally by then (about ${p.creditBy}), and then has up to 90 days for a debit-card purchase. If it still won't open the investigation, file a complaint with the CFPB at consumerfinance.gov/complaint.`,
    ` Envíe hoy la carta de abajo a la dirección de resolución de errores de ${p.bank} (en su estado de cuenta, o pídala): debe decidir en 10 días hábiles desde su aviso o devolverle los ${p.a} de forma provisional en ese plazo (alrededor del ${p.creditBy}), y luego tiene hasta 90 días en una compra con tarjeta de débito. Si aun así no abre la investigación, presente una queja ante la CFPB en consumerfinance.gov/complaint.`,
  );
  if (agreed)
    return t(
      {
        strategy: `Good: get it in writing. Ask ${p.bank} to confirm that the second ${p.a}${fee ? ` and ${fee.en}` : ''} will come back${p.back ? ` (${p.back} in all)` : ''}, and check your account until both credits post. If the ${p.a} comes back only as a provisional credit, the investigation must still end within 90 days for a debit-card purchase, and the bank must tell you the result in writing.`,
        opening: `"Thank you. Could you confirm in writing that the second ${p.a}${fee ? ` and the ${p.fee} fee` : ''} will be credited back, and whether the credit is final or provisional?"`,
        email: {
          subject: `Please confirm: credit of the duplicate ${p.a}${fee ? ` and the ${p.fee} fee` : ''}, account ending [last 4 digits]`,
          body: `Hello,\n\nThank you for agreeing on [date] (reference [reference number]) to credit back the second ${p.a} debited${onDay(p.first, 'en')} for one purchase${fee ? `, and ${fee.en}` : ''}${p.back ? `: ${p.back} in all` : ''}. Please confirm it in writing, with the date the credit will post and whether it is final or provisional.\n\nThank you,\n[Your name]`,
        },
        talkingPoints: debitPoints(p, 'en'),
      },
      {
        strategy: `Bien: pídalo por escrito. Pida a ${p.bank} que confirme que le devolverán el segundo débito de ${p.a}${fee ? ` y ${fee.es}` : ''}${p.back ? ` (${p.back} en total)` : ''}, y revise su cuenta hasta que aparezcan los créditos. Si los ${p.a} vuelven solo como crédito provisional, la investigación debe terminar dentro de 90 días en una compra con tarjeta de débito, y el banco debe informarle el resultado por escrito.`,
        opening: `"Gracias. ¿Me pueden confirmar por escrito que me devolverán el segundo débito de ${p.a}${fee ? ` y el cargo de ${p.fee}` : ''}, y si el crédito es definitivo o provisional?"`,
        email: {
          subject: `Les pido confirmar: crédito del débito duplicado de ${p.a}${fee ? ` y del cargo de ${p.fee}` : ''}, cuenta terminada en [últimos 4 dígitos]`,
          body: `Hola:\n\nGracias por aceptar el [fecha] (referencia [número de referencia]) devolverme el segundo débito de ${p.a}${onDay(p.first, 'es')} por una sola compra${fee ? `, y ${fee.es}` : ''}${p.back ? `: ${p.back} en total` : ''}. Les pido confirmarlo por escrito, con la fecha en que se acreditará y si el crédito es definitivo o provisional.\n\nGracias,\n[Su nombre]`,
        },
        talkingPoints: debitPoints(p, 'es'),
      },
    );
  return t<FollowUpAnswer>(
    {
      answersClaim: true,
      strategy: `${answer}${take}${still}${clock}${onTime}`,
      opening: `"Hi, I'm calling back about my account ending [last 4 digits]. I'm not reporting fraud: I'm giving notice of an error under Regulation E. One purchase of ${p.a} at ${p.merchant}${onDay(p.first, 'en')} was debited twice, and the second ${p.a} is an incorrect transfer you must investigate."\n${waiver ? `"Yes, I accept the waiver of the ${p.fee} fee; please note it on the claim and confirm it in writing."\n` : fee ? `"Please refund ${fee.en} it caused too."\n` : ''}"Please open the error investigation now and give me the claim number. If it takes more than 10 business days, I expect the ${p.a} back as a provisional credit."`,
      email: debitEmail(p, 'en', true),
      talkingPoints: [
        `You don't need the merchant to agree first; keep your receipt or statement showing one purchase and two debits.`,
        ...(waiver
          ? [
              `Accepting the ${p.fee} waiver doesn't close the claim for the ${p.a}: say so, and get both in writing.`,
            ]
          : []),
        ...debitPoints(p, 'en').filter((_, index) => index !== 1),
      ],
    },
    {
      answersClaim: true,
      strategy: `${answer}${take}${still}${clock}${onTime}`,
      opening: `"Hola, vuelvo a llamar por mi cuenta terminada en [últimos 4 dígitos]. No reporto un fraude: doy aviso de un error según la Regulación E. Una sola compra de ${p.a} en ${p.merchant}${onDay(p.first, 'es')} se debitó dos veces, y el segundo débito de ${p.a} es una transferencia incorrecta que ustedes deben investigar."\n${waiver ? `"Sí, acepto que quiten el cargo de ${p.fee}; les pido anotarlo en el reclamo y confirmarlo por escrito."\n` : fee ? `"Les pido devolver también ${fee.es} que causó."\n` : ''}"Les pido abrir ahora la investigación del error y darme el número de reclamo. Si tarda más de 10 días hábiles, espero los ${p.a} de vuelta como crédito provisional."`,
      email: debitEmail(p, 'es', true),
      talkingPoints: [
        'No necesita que el comercio esté de acuerdo primero; guarde el recibo o el estado de cuenta que muestra una compra y dos débitos.',
        ...(waiver
          ? [
              `Aceptar que le quiten el cargo de ${p.fee} no cierra el reclamo por los ${p.a}: dígalo, y pida las dos cosas por escrito.`,
            ]
          : []),
        ...debitPoints(p, 'es').filter((_, index) => index !== 1),
      ],
    },
  );
}

/** The bank hasn't answered the error notice: Regulation E's clock runs from the notice, not from an answer. */
function debitNoReply(ctx: CopyContext, p: Parts): FollowUpAnswer {
  const t = inLanguage(ctx.lang);
  const fee = feeWords(p, ctx.lang);
  return t<FollowUpAnswer>(
    {
      strategy: `Silence doesn't stop Regulation E's clock: from the day ${p.bankNamed ? p.bank : 'the bank'} got your notice of error, it had 10 business days to decide or to put the ${p.a} back in your account as a provisional credit (12 CFR 1005.11(c)). If those 10 business days have passed with neither, send the short follow-up below, keep a copy, and file a complaint with the CFPB at consumerfinance.gov/complaint the same day, attaching your first notice.${fee ? ` Ask about ${fee.en} in the same message.` : ''}`,
      opening: `"Hi, I sent a notice of error on [date] about a duplicate debit of ${p.a} on my account ending [last 4 digits]. It's been more than 10 business days. Has the ${p.a} been credited back, even provisionally, and what's the claim number?"`,
      email: {
        subject: `Follow-up: notice of error of [date], duplicate debit of ${p.a}, account ending [last 4 digits]`,
        body: `To ${p.bankNamed ? p.bank : '[bank name]'}, Error Resolution:\n\nOn [date] I gave you notice of an error: one purchase of ${p.a}${onDay(p.first, 'en')} debited twice from my account ending [last 4 digits]. I have had no answer. Under Regulation E (12 CFR 1005.11(c)), you had 10 business days from my notice to decide or to credit the ${p.a} to my account provisionally.\n\nPlease credit the second ${p.a}${fee ? ` and ${fee.en} it caused` : ''}, and send me the result of your investigation in writing. A copy of my first notice is attached.\n\nSincerely,\n[Your name]\n[Mailing address]`,
      },
      talkingPoints: [
        'Keep a copy of every notice and the date you sent it: the 10 business days count from it.',
        `If ${p.bankNamed ? p.bank : 'the bank'} still doesn't answer, file a complaint with the CFPB at consumerfinance.gov/complaint.`,
      ],
    },
    {
      strategy: `El silencio no detiene el plazo de la Regulación E: desde el día en que ${p.bankNamed ? p.bank : 'el banco'} recibió su aviso de error, tenía 10 días hábiles para decidir o para devolverle los ${p.a} a su cuenta como crédito provisional (12 CFR 1005.11(c)). Si pasaron esos 10 días hábiles sin ninguna de las dos cosas, envíe el seguimiento breve de abajo, guarde una copia y presente el mismo día una queja ante la CFPB en consumerfinance.gov/complaint, con su primer aviso adjunto.${fee ? ` Pregunte por ${fee.es} en el mismo mensaje.` : ''}`,
      opening: `"Hola, envié un aviso de error el [fecha] por un débito duplicado de ${p.a} en mi cuenta terminada en [últimos 4 dígitos]. Pasaron más de 10 días hábiles. ¿Ya me devolvieron los ${p.a}, aunque sea de forma provisional, y cuál es el número de reclamo?"`,
      email: {
        subject: `Seguimiento: aviso de error del [fecha], débito duplicado de ${p.a}, cuenta terminada en [últimos 4 dígitos]`,
        body: `A ${p.bankNamed ? p.bank : '[nombre del banco]'}, Resolución de errores:\n\nEl [fecha] les di aviso de un error: una sola compra de ${p.a}${onDay(p.first, 'es')} debitada dos veces de mi cuenta terminada en [últimos 4 dígitos]. No he recibido respuesta. Según la Regulación E (12 CFR 1005.11(c)), tenían 10 días hábiles desde mi aviso para decidir o para acreditar los ${p.a} a mi cuenta de forma provisional.\n\nLes pido acreditar el segundo débito de ${p.a}${fee ? ` y ${fee.es} que causó` : ''}, y enviarme por escrito el resultado de su investigación. Adjunto una copia de mi primer aviso.\n\nAtentamente,\n[Su nombre]\n[Dirección postal]`,
      },
      talkingPoints: [
        'Guarde una copia de cada aviso y la fecha en que lo envió: los 10 días hábiles cuentan desde ahí.',
        `Si ${p.bankNamed ? p.bank : 'el banco'} sigue sin responder, presente una queja ante la CFPB en consumerfinance.gov/complaint.`,
      ],
    },
  );
}

/**
 * A credit card charged twice, and the merchant now calls the second copy a damage charge (a stain
 * nobody mentioned at checkout): ask for its proof, and dispute the second copy with the issuer now.
 */
function creditDamageReply(ctx: CopyContext, p: Parts): FollowUpAnswer {
  const t = inLanguage(ctx.lang);
  const { flags } = ctx.case;
  const stay = flags.lodgingStay === true;
  const host = flags.hostStay === true;
  const pending = flags.pendingHoldClaimed === true;
  // "a stain on the carpet" after "for"; "no stain on the carpet" after "no".
  const cited = ctx.case.damageCited;
  const bare = cited?.replace(/^(?:a|an|the|some|una|un|unas|unos|la|el) /u, '');
  // "no stain on the carpet", "no burns on the couch"; "ninguna mancha", "ningún hoyo", "no había quemaduras".
  const plural = bare !== undefined && /^\p{L}+s(?!\p{L})/u.test(bare);
  const noneEn = bare ? `there ${plural ? 'were' : 'was'} no ${bare}` : 'there was no damage';
  const noneEs = bare
    ? plural
      ? bare
      : `${/^\p{L}+a(?!\p{L})/u.test(bare) ? 'ninguna' : 'ningún'} ${bare}`
    : 'ningún daño';
  const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
  const sum = ctx.money(2 * duplicateCharge(ctx.case)!.copy.value);
  const disputed = p.second
    ? t(`the ${p.second} charge of ${p.a}`, `el cargo de ${p.a} del ${p.second}`)
    : t(`the second ${p.a}`, `el segundo cargo de ${p.a}`);
  const by = ctx.deadline('fcba-billing-error');
  const within = by
    ? t(
        `by ${by} (60 days; later if the statement that first showed it went out later)`,
        `a más tardar el ${by} (60 días; más tarde si el estado de cuenta que lo mostró primero salió después)`,
      )
    : t(
        'within 60 days of the statement that first showed it',
        'dentro de los 60 días del estado de cuenta que lo mostró por primera vez',
      );
  const one = stay ? t('one booking', 'una sola reserva') : t('one purchase', 'una sola compra');
  const damage = cited ?? t('damage', 'daños');
  const left = stay ? t('at checkout', 'al hacer el check-out') : t('at the time', 'en su momento');
  // Only what the person said: the damage denied, no word of it at checkout, no photos.
  const factsEn = [
    flags.damageDenied === true ? `${noneEn}` : '',
    flags.damageUnannounced === true ? `nobody said anything about it ${left}` : '',
    flags.noDamagePhotos === true ? 'you were shown no photos' : '',
  ].filter(Boolean);
  const factsEs = [
    flags.damageDenied === true ? `no había ${noneEs}` : '',
    flags.damageUnannounced === true ? `nadie le dijo nada ${left}` : '',
    flags.noDamagePhotos === true ? 'no le mostraron fotos' : '',
  ].filter(Boolean);
  const list = (items: string[], and: string) =>
    items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
  const lettersEn = [
    flags.damageDenied === true ? `${capital(noneEn)}` : '',
    flags.damageUnannounced === true ? `nothing was said about it ${left}` : '',
    flags.noDamagePhotos === true ? 'no photos or invoice were given to me' : '',
  ].filter(Boolean);
  const lettersEs = [
    flags.damageDenied === true ? `No había ${noneEs}` : '',
    flags.damageUnannounced === true ? `nadie me dijo nada ${left}` : '',
    flags.noDamagePhotos === true ? 'no me dieron fotos ni factura' : '',
  ].filter(Boolean);
  return t(
    {
      strategy: `${pending ? 'First a "pending hold", now' : 'Now'} they call the second ${p.a} a damage charge${cited ? ` for ${cited}` : ''}.${factsEn.length ? ` ${capital(list(factsEn, 'and'))}:` : ''} a damage charge you never agreed to isn't owed. You were charged ${twiceOn(p, 'en')} (${sum} in all) for ${one}; only the second is disputed. Ask ${stay ? (host ? 'the host' : 'the hotel') : 'the merchant'} in writing for its proof: dated photos, the ${stay ? 'housekeeping or inspection report' : 'inspection report'}, the repair or cleaning invoice, and the signed authorization to charge your card for damage. Don't wait for them: send your card issuer a written billing-error dispute for ${disputed} ${within}. It must acknowledge it within 30 days and resolve it within two billing cycles (90 days at most); meanwhile you don't have to pay the disputed ${p.a}.`,
      opening: `"To ${stay ? (host ? 'the host' : 'the hotel') : 'the merchant'}: I was charged twice for ${one}.${flags.damageUnannounced === true ? ` Nobody told me about any damage ${left}.` : ''}${flags.damageDenied === true ? ` ${capital(noneEn)}.` : ''} Please email me the dated photos, the report and the invoice for it, and the authorization I signed for a damage charge. Otherwise please refund the ${p.a} by [date]."\n"To the card issuer: I'm disputing a billing error: ${disputed}, a second charge for ${one}. ${pending ? 'The merchant first called it a pending hold, now' : 'The merchant now calls it'} a charge for ${damage} I never agreed to. Please put it on hold while you investigate. What's your billing-error address?"`,
      email: {
        subject: `Billing error dispute: second charge of ${p.a} for ${one}, account ending [last 4 digits]`,
        body: `To [card issuer], Billing Inquiries:\n\nI am disputing ${disputed} from ${p.merchant} on my account ending [last 4 digits]. I had ${one} and was charged ${twiceOn(p, 'en')}; both are posted. The first charge is for my ${stay ? 'stay' : 'purchase'} and I am not disputing it. ${pending ? 'The merchant first told me the second was a pending hold; it now says' : 'The merchant now says'} it is a charge for ${damage}.${lettersEn.length ? ` ${list(lettersEn, 'and')}.` : ''} I never agreed to a damage charge.\n\nPlease remove the second ${p.a} and any interest or fees on it, and send me a corrected statement. Copies of my ${stay ? 'booking, the folio (itemized bill)' : 'receipt'} and the merchant's reply are attached. Please confirm in writing that you received this.\n\nSincerely,\n[Your name]\n[Mailing address]`,
      },
      talkingPoints: [
        `Send the dispute ${within} to the billing-error address on your statement (not the payment address), by certified mail.`,
        `Ask for ${stay ? 'the folio (your itemized bill)' : 'an itemized receipt'} and keep the merchant's written reply; a refusal to send photos or an invoice goes in your dispute.`,
        `Pay the rest of your bill as usual; you can hold back the disputed ${p.a}.`,
      ],
    },
    {
      strategy: `${pending ? 'Primero una "retención pendiente", ahora' : 'Ahora'} dicen que el segundo cargo de ${p.a} es un cobro por daños${cited ? ` (${cited})` : ''}.${factsEs.length ? ` ${capital(list(factsEs, 'y'))}:` : ''} un cobro por daños que usted nunca aceptó no se debe. Le cobraron ${twiceOn(p, 'es')} (${sum} en total) por ${one}; solo se disputa el segundo. Pida ${stay ? (host ? 'al anfitrión' : 'al hotel') : 'al comercio'} por escrito sus pruebas: fotos fechadas, el informe de ${stay ? 'limpieza o inspección' : 'inspección'}, la factura de la reparación o limpieza y la autorización firmada para cobrar daños a su tarjeta. No espere su respuesta: envíe al emisor de su tarjeta una disputa por escrito por error de facturación por ${disputed} ${within}. Debe confirmarla en 30 días y resolverla en dos ciclos de facturación (90 días como máximo); mientras tanto no tiene que pagar los ${p.a} en disputa.`,
      opening: `"${stay ? (host ? 'Al anfitrión' : 'Al hotel') : 'Al comercio'}: me cobraron dos veces por ${one}.${flags.damageUnannounced === true ? ` Nadie me habló de ningún daño ${left}.` : ''}${flags.damageDenied === true ? ` No había ${noneEs}.` : ''} Les pido enviarme por correo las fotos fechadas, el informe y la factura, y la autorización que firmé para un cobro por daños. Si no, les pido reembolsar los ${p.a} a más tardar el [fecha]."\n"Al emisor de la tarjeta: disputo un error de facturación: ${disputed}, un segundo cargo por ${one}. ${pending ? 'El comercio primero dijo que era una retención pendiente, y ahora' : 'El comercio ahora dice que es'} un cobro por ${damage} que nunca acepté. Les pido ponerlo en espera mientras investigan. ¿Cuál es su dirección para errores de facturación?"`,
      email: {
        subject: `Disputa por error de facturación: segundo cargo de ${p.a} por ${one}, cuenta terminada en [últimos 4 dígitos]`,
        body: `A [emisor de la tarjeta], Consultas de facturación:\n\nDisputo ${disputed} de ${p.merchant} en mi cuenta terminada en [últimos 4 dígitos]. Tuve ${one} y me cobraron ${twiceOn(p, 'es')}; los dos están publicados. El primer cargo es por mi ${stay ? 'estadía' : 'compra'} y no lo disputo. ${pending ? 'El comercio primero me dijo que el segundo era una retención pendiente; ahora dice' : 'El comercio ahora dice'} que es un cobro por ${damage}.${lettersEs.length ? ` ${list(lettersEs, 'y')}.` : ''} Nunca acepté un cobro por daños.\n\nLes pido que quiten el segundo cargo de ${p.a} y cualquier interés o cargo relacionado, y que me envíen un estado de cuenta corregido. Adjunto copias de mi ${stay ? 'reserva, la factura detallada (folio)' : 'recibo'} y la respuesta del comercio. Les pido confirmar por escrito que recibieron esta carta.\n\nAtentamente,\n[Su nombre]\n[Dirección postal]`,
      },
      talkingPoints: [
        `Envíe la disputa ${within} a la dirección para errores de facturación de su estado de cuenta (no a la de pagos), por correo certificado.`,
        `Pida ${stay ? 'la factura detallada (folio)' : 'un recibo detallado'} y guarde la respuesta por escrito del comercio; si se niega a enviar fotos o una factura, inclúyalo en su disputa.`,
        `Pague el resto de su factura como siempre; puede dejar de pagar los ${p.a} en disputa.`,
      ],
    },
  );
}

/**
 * A credit card's duplicate in the first answer: the merchant's "pending hold" answered at once, and
 * the letter names the second copy's day.
 */
function creditFirst(ctx: CopyContext, copy: AreaCopy, p: Parts, cardUnknown = false): AreaCopy {
  const t = inLanguage(ctx.lang);
  const pending = ctx.case.flags.pendingHoldClaimed === true;
  const stay = ctx.case.flags.lodgingStay === true;
  // A stay's merchant is a hotel: the blank says so.
  const hotel = (text: string) =>
    stay
      ? text
          .replaceAll('[merchant]', '[hotel or property name]')
          .replaceAll('[comercio]', '[nombre del hotel o alojamiento]')
      : text;
  return {
    ...copy,
    opening: (c) => {
      const opening = copy.opening(c);
      // The call is about the disputed copy: the second one's day.
      return hotel(
        p.second
          ? opening
              .replace(`a ${p.a} charge on ${p.first}`, `a ${p.a} charge on ${p.second}`)
              .replace(`un cargo de ${p.a} del ${p.first}`, `un cargo de ${p.a} del ${p.second}`)
          : opening,
      );
    },
    strategy: (c) => {
      const base = copy.strategy(c);
      const lead = t(
        `You were charged ${twiceOn(p, 'en')} (${c.money(2 * duplicateCharge(c.case)!.copy.value)} in all) for ${stay ? 'one booking' : 'one purchase'}: the first is owed, and only the second ${p.a} is disputed.${pending ? ` They call it a "pending hold", but a hold drops off within days; a charge posted on your statement is a charge.` : ''}`,
        `Le cobraron ${twiceOn(p, 'es')} (${c.money(2 * duplicateCharge(c.case)!.copy.value)} en total) por ${stay ? 'una sola reserva' : 'una sola compra'}: el primero se debe, y solo se disputa el segundo de ${p.a}.${pending ? ` Dicen que es una "retención pendiente", pero una retención desaparece en unos días; un cargo publicado en su estado de cuenta es un cargo.` : ''}`,
      );
      const which = cardUnknown
        ? t(
            ' Was it a credit or a debit card? The rules and deadlines differ: tell me, and the plan will follow the right one.',
            ' ¿Fue con tarjeta de crédito o de débito? Las reglas y los plazos son distintos: dígamelo y el plan seguirá la regla que corresponde.',
          )
        : '';
      return `${lead}${which} ${base}`;
    },
    email: (c) => {
      const email = copy.email(c);
      // What the merchant already said, in place of the blank for it.
      const told = (text: string) =>
        pending
          ? text
              .replace(
                '[I asked the merchant for a refund on (date).]',
                'The merchant told me the second charge is a pending hold, but both are posted.',
              )
              .replace(
                '[Pedí un reembolso al comercio el (fecha).]',
                'El comercio me dijo que el segundo cargo es una retención pendiente, pero los dos están publicados.',
              )
          : text;
      if (!p.second) return { ...email, body: told(hotel(email.body)) };
      // The disputed copy is the second one: its own day in the letter.
      const body = email.body
        .replace(`a charge of ${p.a} dated ${p.first}`, `a charge of ${p.a} dated ${p.second}`)
        .replace(`un cargo de ${p.a} del ${p.first}`, `un cargo de ${p.a} del ${p.second}`)
        .replace(`un cargo de ${p.a} con fecha ${p.first}`, `un cargo de ${p.a} con fecha ${p.second}`)
        .replace(
          `was charged ${p.a} twice, and both charges are posted.`,
          `was charged ${p.a} twice, on ${p.first} and again on ${p.second}, and both charges are posted.`,
        )
        .replace(
          `me cobraron ${p.a} dos veces, y los dos cargos están publicados.`,
          `me cobraron ${p.a} dos veces, el ${p.first} y otra vez el ${p.second}, y los dos cargos están publicados.`,
        );
      return { ...email, body: told(hotel(body)) };
    },
  };
}

/** Each function of the area's copy, for a duplicate charge, goes through these. */
export function withDuplicateCharge(copy: AreaCopy, lang: Language): AreaCopy {
  void lang;
  const pick = (ctx: CopyContext): AreaCopy | undefined => {
    if (ctx.subCase !== 'card_billing_error') return undefined;
    const p = partsOf(ctx);
    if (!p) return undefined;
    if (onDebit(ctx)) return debitFirst(ctx, copy, p);
    if (ctx.right('fcba-billing-error')) return creditFirst(ctx, copy, p);
    if (ctx.case.cardType === undefined) return creditFirst(ctx, copy, p, true);
    return undefined;
  };
  return {
    ...copy,
    strategy: (ctx) => (pick(ctx) ?? copy).strategy(ctx),
    opening: (ctx) => (pick(ctx) ?? copy).opening(ctx),
    rungs: (ctx) => (pick(ctx) ?? copy).rungs(ctx),
    email: (ctx) => (pick(ctx) ?? copy).email(ctx),
    talkingPoints: (ctx) => (pick(ctx) ?? copy).talkingPoints(ctx),
    followUpCopy: (ctx, outcome, offer, latest, said) => {
      const p = ctx.subCase === 'card_billing_error' ? partsOf(ctx, latest) : undefined;
      if (p && onDebit(ctx) && outcome === 'no_reply') return debitNoReply(ctx, p);
      if (p && onDebit(ctx) && outcome !== 'pay_now') return debitAfterNo(ctx, p, outcome);
      if (
        p &&
        ctx.right('fcba-billing-error') &&
        ctx.case.flags.merchantDamageClaim === true &&
        outcome !== 'agreed'
      )
        return creditDamageReply(ctx, p);
      return copy.followUpCopy?.(ctx, outcome, offer, latest, said);
    },
  };
}
