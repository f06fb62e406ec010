import {
  addBusinessDays,
  addCoolingOffDays,
  addDays,
  type ChatSections,
  type DeadlineWindow,
  type Language,
} from '@lane/shared';
import { amountOf, dateOf, type Case, type CaseArea, type SubCase } from './case.js';

/**
 * The reviewed facts table: the only laws, rules and time limits Lane states as fact, in either
 * assistant. Each fact's condition is evaluated on the typed Case by the server (rights.ts), never
 * by the model. Anything else (state law, a lease clause, a company policy) is turned into a question
 * to ask, never stated as law. Change a fact only with its official source open (docs/answer-engine.md).
 */

export const FACT_IDS = [
  'fcba-billing-error',
  'credit-card-unauthorized-cap',
  'reg-z-unauthorized-no-deadline',
  'reg-e-unauthorized-transfer',
  'debt-validation',
  'time-barred-debt-no-suit',
  'no-surprises-emergency',
  'no-surprises-good-faith-estimate',
  'no-surprises-ground-ambulance-excluded',
  'hospital-financial-assistance',
  'ftc-fee-rule-scope',
  'ftc-click-to-cancel-vacated',
  'cfpb-late-fee-rule-vacated',
  'ftc-cars-rule-vacated',
  'dot-airline-refund',
  'dot-ticket-agent-refund',
  'reg-e-overdraft-opt-in',
  'fdcpa-contact-limits',
  'fdcpa-call-frequency',
  'fmcsa-movers-110-percent',
  'nlra-pay-discussion',
  'ftc-used-car-buyers-guide',
  'flsa-overtime',
  'medicaid-no-balance-billing',
  'card-penalty-apr',
  'fdcpa-third-party-contact',
  'ftc-recovery-scam',
  'ftc-fake-debt-collector-details',
  'fdcpa-no-arrest-threats',
  'ftc-mail-order-rule',
  'fdcpa-location-only',
  'fdcpa-false-property-threat',
  'reg-e-error-resolution',
  'ftc-cooling-off-rule',
  'federal-benefits-garnishment',
  'hospital-collection-limits',
  'reg-e-stop-preauthorized-debit',
  'dot-bag-fee-refund',
  'fcra-checking-report-dispute',
  'medical-collections-credit-report',
] as const;
export type FactId = (typeof FACT_IDS)[number];

type Bilingual<T> = Readonly<Record<Language, T>>;

/** The day the FTC's fee rule took effect: purchases before it are not covered. */
export const FTC_FEE_RULE_START = '2025-05-12';

/** A deadline computed from a date the person gave: the last day, and which date it counts from. */
export interface ComputedDeadline {
  /** YYYY-MM-DD */
  readonly iso: string;
  /** The person's own date it counts from, as they wrote it. */
  readonly from: string;
  /**
   * Which of the fact's clocks this is, when it has more than one (Regulation E: `statement`), or
   * `notice` when the last day is the one the person's notice itself gives.
   */
  readonly clock?: 'statement' | 'notice' | 'charges';
  /** The last day is already behind today (set by the ruling, which knows today). */
  readonly passed?: boolean;
}

export interface ReviewedFact {
  readonly id: FactId;
  /**
   * A `right` is shown among the deadlines when it applies, and the advice asserts it. A `caution`
   * is never shown as law: it names a rule people still quote that is not in force (or a right that
   * does not reach this case), so the advice can warn against it. A `warning` is a scam's mark in the
   * person's own story: it holds however sure the reading is, and the strategy opens with it.
   */
  readonly kind: 'right' | 'caution' | 'warning';
  /** Under this right the person does not owe the disputed amount (or owes nothing until answered). */
  readonly notOwed?: true;
  /**
   * The computed day is the first day the other side may act (a hospital's 120 days before a
   * collection action), not a last day for the person: said in the detail, never put in a calendar.
   */
  readonly notBefore?: true;
  /** Evaluated on the typed case; `today` is the server's date (YYYY-MM-DD). */
  applies(kase: Case, today: string): boolean;
  /** The same condition in words, for the model's system prompt. */
  readonly appliesWhenText: string;
  /** When the person gave the date it counts from, the last day to act. */
  deadline?(kase: Case, today: string): ComputedDeadline | undefined;
  /**
   * The clock a last day counts by, sent when the person never gave its date so the page can ask
   * for it: the one every case of the right has (a clock only some cases have, or a day that is no
   * last day to act, such as the hospital's 120 days before collection actions, has none).
   */
  readonly window?: DeadlineWindow;
  /** How a computed deadline is said, after the detail. */
  readonly deadlineText?: Bilingual<
    (date: string, from: string, clock?: ComputedDeadline['clock'], passed?: boolean) => string
  >;
  readonly text: Bilingual<{ readonly title: string; readonly detail: string; readonly source: string }>;
  readonly url: string;
}

// --- dates, as calendar days (no time zones: a deadline is a day on the person's calendar) ---

// Counted as the browser counts them when it asks the date a deadline runs from (shared/src/deadline-days.ts).
export { addBusinessDays, addCoolingOffDays, addDays } from '@lane/shared';

/**
 * The federal holidays banks close for (the Federal Reserve's list), as YYYY-MM-DD for one year. A
 * fixed-date holiday on a Sunday is kept the Monday after; on a Saturday, banks stay open the Friday.
 */
function bankHolidays(year: number): Set<string> {
  const day = (month: number, date: number) => new Date(Date.UTC(year, month, date));
  /** The nth weekday (0 Sunday … 6 Saturday) of a month; n = -1 for the last. */
  const nth = (month: number, weekday: number, n: number) => {
    if (n > 0) {
      const first = day(month, 1).getUTCDay();
      return day(month, 1 + ((weekday - first + 7) % 7) + (n - 1) * 7);
    }
    const last = day(month + 1, 0);
    return day(month, last.getUTCDate() - ((last.getUTCDay() - weekday + 7) % 7));
  };
  const fixed = (month: number, date: number) => {
    const holiday = day(month, date);
    return holiday.getUTCDay() === 0 ? day(month, date + 1) : holiday;
  };
  return new Set(
    [
      fixed(0, 1),
      nth(0, 1, 3),
      nth(1, 1, 3),
      nth(4, 1, -1),
      fixed(5, 19),
      fixed(6, 4),
      nth(8, 1, 1),
      nth(9, 1, 2),
      fixed(10, 11),
      nth(10, 4, 4),
      fixed(11, 25),
    ].map((date) => date.toISOString().slice(0, 10)),
  );
}

/** Business days as a bank counts them: no Saturdays, Sundays or federal holidays (Thanksgiving, Christmas…). */
export function addBankDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    const today = date.toISOString().slice(0, 10);
    if (weekday !== 0 && weekday !== 6 && !bankHolidays(date.getUTCFullYear()).has(today)) left -= 1;
  }
  return date.toISOString().slice(0, 10);
}

/** A month's name by its index (0 for January): "March" or "marzo". */
export function monthName(month: number, lang: Language): string {
  return new Intl.DateTimeFormat(lang === 'es' ? 'es-US' : 'en-US', {
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2026, ((month % 12) + 12) % 12, 1)));
}

/** "July 27, 2026" or "27 de julio de 2026". */
export function formatDay(iso: string, lang: Language): string {
  return new Intl.DateTimeFormat(lang === 'es' ? 'es-US' : 'en-US', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));
}

/** One repeated charge's billing-error window: the statement that first showed it, and 60 days after. */
export interface ChargeWindow {
  /** YYYY-MM-DD, each */
  readonly charge: string;
  readonly statement: string;
  readonly by: string;
}

/** The first statement closing on `day` of the month on or after `iso` (the 31st is a short month's last day). */
export function statementClosingOnOrAfter(iso: string, day: number): string {
  const year = Number(iso.slice(0, 4));
  const month = Number(iso.slice(5, 7)) - 1;
  const closing = (y: number, m: number) => {
    const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
    return new Date(Date.UTC(y, m, Math.min(day, last))).toISOString().slice(0, 10);
  };
  const same = closing(year, month);
  return same >= iso ? same : closing(month === 11 ? year + 1 : year, (month + 1) % 12);
}

/**
 * A charge repeated on days the person gave, with their statement's closing day: each charge's 60
 * days run from the statement that first showed it (the first closing on or after the charge; a
 * charge posted a day or two late lands on the next one, so this is never later than the real day).
 */
export function chargeWindows(kase: Pick<Case, 'amounts' | 'statementDay'>): ChargeWindow[] | undefined {
  if (!kase.statementDay) return undefined;
  const days = kase.amounts.find(
    (amount) =>
      ['billed', 'unit', 'fee', 'other'].includes(amount.role) &&
      amount.days !== undefined &&
      amount.days.length >= 2 &&
      amount.days.length === amount.count,
  )?.days;
  if (!days) return undefined;
  return [...days].sort().map((charge) => {
    const statement = statementClosingOnOrAfter(charge, kase.statementDay!);
    return { charge, statement, by: addDays(statement, 60) };
  });
}

/** The billing-error deadline for repeated charges: the first window still open, or the last one. */
function chargesDeadline(kase: Case, today: string): ComputedDeadline | undefined {
  const windows = chargeWindows(kase);
  if (!windows) return undefined;
  const open = windows.find((window) => window.by >= today) ?? windows.at(-1)!;
  const earlier = windows.filter((window) => window.by < open.by).length;
  return { iso: open.by, from: `${open.statement} ${open.charge} ${earlier}`, clock: 'charges' };
}

function computedFrom(kase: Case, days: number, ...roles: Parameters<typeof dateOf>[1][]) {
  const date = dateOf(kase, ...roles);
  if (!date?.iso) return undefined;
  return { iso: addDays(date.iso, days), from: date.text };
}

/**
 * The repeated charges' deadline in words: `from` is "statement-day charge-day earlier" (the days as
 * YYYY-MM-DD, then how many charges' windows closed before this one).
 */
function chargesDeadlineText(
  lang: Language,
  date: string,
  from: string,
  passed: boolean | undefined,
): string {
  const [statement = '', charge = '', earlier = '0'] = from.split(' ');
  const past = Number(earlier) > 0;
  const day = (iso: string) => formatDay(iso, lang);
  if (lang === 'es')
    return passed
      ? `Los 60 días de cada cargo corren desde el estado de cuenta que lo mostró por primera vez: para el último, el del ${day(charge)} (estado de cuenta del ${day(statement)}), terminaron el ${date}. Envíe su carta hoy de todos modos y pida también un contracargo.`
      : `Los 60 días de cada cargo corren desde el estado de cuenta que lo mostró por primera vez: ${past ? 'para el más antiguo aún a tiempo' : 'para el primero'}, el del ${day(charge)} (estado de cuenta del ${day(statement)}), su carta debe llegar a más tardar el ${date}.${past ? ' Los cargos de estados de cuenta anteriores ya pasaron sus 60 días.' : ''}`;
  return passed
    ? `Each charge's 60 days run from the statement that first showed it: for the last one, the ${day(charge)} charge (statement of ${day(statement)}), they ended ${date}. Send your letter today anyway and ask for a chargeback too.`
    : `Each charge's 60 days run from the statement that first showed it: ${past ? 'for the oldest charge still in time' : 'for the first charge'}, the ${day(charge)} one (statement of ${day(statement)}), get your letter to them by ${date}.${past ? ' Charges on earlier statements are past their 60 days.' : ''}`;
}

/** The 60 days from the statement that shows it: a card's billing error, a bank's error or unauthorized transfer. */
const STATEMENT_60: DeadlineWindow = { days: 60, from: 'statement' };

const inArea = (kase: Case, ...areas: CaseArea[]) => kase.area !== undefined && areas.includes(kase.area);
const isSub = (kase: Case, ...subCases: SubCase[]) =>
  kase.subCase !== undefined && subCases.includes(kase.subCase);

/** The Good Faith Estimate dispute needs the bill at least this much above the estimate. */
export const GFE_DISPUTE_THRESHOLD = 400;

/** How far above the estimate the bill is, when both figures were given. */
export function overEstimate(kase: Case): number | undefined {
  // "$900 over the estimate": the person's own figure for the overage.
  const over = amountOf(kase, 'over');
  if (over) return over.value;
  const billed = amountOf(kase, 'billed');
  const estimated = amountOf(kase, 'estimated', 'quoted');
  if (!billed || !estimated) return undefined;
  return billed.value - estimated.value;
}

const insuredMedical = (kase: Case) => inArea(kase, 'medical_bills') && kase.insurance !== 'uninsured';

export const REVIEWED_FACTS: readonly ReviewedFact[] = [
  {
    id: 'fcba-billing-error',
    kind: 'right',
    notOwed: true,
    applies: (kase) =>
      kase.cardType === 'credit' &&
      (isSub(kase, 'card_unauthorized', 'card_billing_error', 'card_after_cancel') ||
        // A repair shop's bill paid on a credit card, with work the person never approved in it:
        // services not accepted, disputed with the issuer like any other billing error.
        (isSub(kase, 'car_over_estimate', 'car_unauthorized_work', 'car_vehicle_held') &&
          kase.flags.unapprovedWork === true &&
          (amountOf(kase, 'paid') !== undefined || kase.flags.paidUnderProtest === true)) ||
        // A service billed after the person cancelled, paid on the credit card and shown on its
        // statement ("autopay on my credit card, it posted on the statement that closed oct 8"):
        // charges after cancelling, disputed with the issuer.
        (isSub(kase, 'service_after_cancel') &&
          kase.flags.cancelled === true &&
          kase.dates.some((date) => date.role === 'statement' && date.iso !== undefined))),
    appliesWhenText:
      'A billing error on a CREDIT card statement: a charge the person did not make or authorize, a wrong amount, a double charge, goods or services not delivered as agreed or not accepted (such as a repair shop’s bill, paid on the credit card, that includes work the person never approved), charges after they cancelled, a payment or refund not credited. NOT a fee or interest charged as the card agreement says, and NOT a debit card, bank account or P2P app.',
    deadline: (kase, today) =>
      chargesDeadline(kase, today) ?? computedFrom(kase, 60, 'statement') ?? computedFrom(kase, 60, 'charge'),
    window: STATEMENT_60,
    deadlineText: {
      en: (date, from, clock, passed) =>
        clock === 'charges'
          ? chargesDeadlineText('en', date, from, passed)
          : passed
            ? `Counting 60 days from ${from}, that was ${date}, already past; but the 60 days run from the statement that first showed each charge, so check that statement's date, and a later charge has its own 60 days. Send your letter today.`
            : `Counting 60 days from ${from}, get your letter to them by ${date} (if the statement with the charge went out later, you have until 60 days after that).`,
      es: (date, from, clock, passed) =>
        clock === 'charges'
          ? chargesDeadlineText('es', date, from, passed)
          : passed
            ? `Contando 60 días desde ${from}, eso fue el ${date}, ya pasado; pero los 60 días corren desde el estado de cuenta que mostró cada cargo por primera vez, así que revise la fecha de ese estado de cuenta, y un cargo posterior tiene sus propios 60 días. Envíe su carta hoy.`
            : `Contando 60 días desde ${from}, haga llegar su carta a más tardar el ${date} (si el estado de cuenta con el cargo se envió después, tiene hasta 60 días después de esa fecha).`,
    },
    text: {
      en: {
        title: 'Credit card billing error: dispute it in writing within 60 days',
        detail:
          "Under the Fair Credit Billing Act, your letter must reach the card issuer's billing-error address within 60 days after the first statement showing the error was sent. The issuer must acknowledge it within 30 days and resolve it within two billing cycles (no more than 90 days). You can hold back the disputed amount while they investigate; pay the rest.",
        source: 'Federal Trade Commission (FTC): Using Credit Cards and Disputing Charges',
      },
      es: {
        title: 'Error en la factura de su tarjeta de crédito: dispútelo por escrito en 60 días',
        detail:
          'Según la Ley de Facturación Justa de Crédito (Fair Credit Billing Act), su carta debe llegar a la dirección para errores de facturación del emisor de la tarjeta dentro de los 60 días después de que se envió el primer estado de cuenta con el error. El emisor debe acusar recibo en 30 días y resolverlo en dos ciclos de facturación (90 días como máximo). Mientras investiga, puede dejar de pagar la cantidad en disputa; pague el resto.',
        source: 'Comisión Federal de Comercio (FTC): Cómo usar tarjetas de crédito y disputar cargos',
      },
    },
    url: 'https://consumer.ftc.gov/articles/using-credit-cards-and-disputing-charges',
  },
  {
    id: 'credit-card-unauthorized-cap',
    kind: 'right',
    notOwed: true,
    applies: (kase) =>
      kase.cardType === 'credit' && isSub(kase, 'card_unauthorized') && kase.flags.unauthorized !== false,
    appliesWhenText:
      'Someone used the person’s CREDIT card (or its number) without permission (not when the person says they authorized it). Not for debit cards, bank accounts or P2P apps.',
    text: {
      en: {
        title: 'Unauthorized credit card charges: you owe at most $50',
        detail:
          'If someone uses your credit card without your permission, the most you can owe is $50. If only the card number was used (you still have the card), you owe nothing for the unauthorized charges. Report it to the issuer right away.',
        source: 'Federal Trade Commission (FTC): Lost or Stolen Credit, ATM, and Debit Cards',
      },
      es: {
        title: 'Cargos no autorizados en una tarjeta de crédito: usted debe $50 como máximo',
        detail:
          'Si alguien usa su tarjeta de crédito sin su permiso, lo máximo que puede deber es $50. Si solo usaron el número (usted todavía tiene la tarjeta), no debe nada por los cargos no autorizados. Repórtelo al emisor de inmediato.',
        source: 'Comisión Federal de Comercio (FTC): Tarjetas de crédito, débito y cajero perdidas o robadas',
      },
    },
    url: 'https://consumer.ftc.gov/articles/lost-or-stolen-credit-atm-debit-cards',
  },
  {
    id: 'reg-z-unauthorized-no-deadline',
    kind: 'right',
    notOwed: true,
    applies: (kase, today) =>
      kase.cardType === 'credit' &&
      isSub(kase, 'card_unauthorized') &&
      kase.flags.unauthorized !== false &&
      // Only where the 60 days could be quoted against the person: a charge's billing-error window
      // already behind today (by the statement's closing day, or surely past: 60 days after a month).
      // Beside charges after a cancellation, only the unauthorized charge's own day counts.
      ((kase.flags.afterCancelToo !== true &&
        ((chargeWindows(kase)?.some((window) => window.by < today) ?? false) ||
          kase.amounts.some((amount) => (amount.days ?? []).some((day) => addDays(day, 91) < today)))) ||
        kase.dates.some(
          (date) => date.role === 'charge' && date.iso !== undefined && addDays(date.iso, 91) < today,
        )),
    appliesWhenText:
      'Someone used the person’s CREDIT card (or its number) without permission, and a charge is older than its 60-day billing-error window. The $50 cap on unauthorized use has no such deadline: it covers all the unauthorized charges before the person told the issuer.',
    text: {
      en: {
        title: 'The $50 cap on unauthorized credit card use has no 60-day deadline',
        detail:
          'For unauthorized use of your credit card, what you owe is capped at $50 in all (or less: what was charged before you told the card issuer), however long it took you to notice. The 60-day limit is for the billing-error dispute, not for this cap: ask the issuer in writing to take off every unauthorized charge.',
        source:
          'Consumer Financial Protection Bureau (CFPB): Regulation Z, 12 CFR 1026.12(b), Liability of cardholder for unauthorized use',
      },
      es: {
        title: 'El límite de $50 por uso no autorizado de una tarjeta de crédito no tiene plazo de 60 días',
        detail:
          'Por el uso no autorizado de su tarjeta de crédito, lo que usted debe tiene un tope de $50 en total (o menos: lo cobrado antes de avisar al emisor), sin importar cuánto tardó en notarlo. El plazo de 60 días es para la disputa por error de facturación, no para este límite: pida por escrito al emisor que quite todos los cargos no autorizados.',
        source:
          'Oficina para la Protección Financiera del Consumidor (CFPB): Regulación Z, 12 CFR 1026.12(b), responsabilidad del titular por uso no autorizado',
      },
    },
    url: 'https://www.consumerfinance.gov/rules-policy/regulations/1026/12/',
  },
  {
    id: 'reg-e-unauthorized-transfer',
    kind: 'right',
    notOwed: true,
    applies: (kase) =>
      isSub(kase, 'debit_unauthorized') &&
      kase.cardType !== 'credit' &&
      // A payment the person sent to a scammer is not covered; a second one they never made is.
      (kase.flags.unauthorized !== false || kase.flags.alsoUnauthorized === true),
    appliesWhenText:
      'An unauthorized debit-card, ATM, bank-transfer or P2P-app (Zelle, Venmo, Cash App) payment the person did not make. Not a payment the person sent themselves, even to a scammer, and never a credit card.',
    deadline: (kase) => {
      // The statement's 60 days are the outer limit for every unauthorized transfer; with only the
      // day the person learned of it, the 2-business-day clock for a lost card or login is the one.
      const statement = dateOf(kase, 'statement');
      if (statement?.iso)
        return { iso: addDays(statement.iso, 60), from: statement.text, clock: 'statement' };
      // With the card still in hand only the statement's clock counts: no 2-day date to chase.
      if (kase.flags.cardInHand) return undefined;
      const learned = dateOf(kase, 'learned', 'charge');
      if (!learned?.iso) return undefined;
      return { iso: addBusinessDays(learned.iso, 2), from: learned.text };
    },
    window: STATEMENT_60,
    deadlineText: {
      en: (date, from, clock, passed) =>
        passed
          ? clock === 'statement'
            ? `Counting 60 days from the statement of ${from}, that was ${date}, already past. Report it to your bank today anyway.`
            : `Counting from ${from}, the 2 business days ended about ${date}. Report it today: before 60 days pass after the statement that shows it, your loss is still limited.`
          : clock === 'statement'
            ? `Counting 60 days from the statement of ${from}, report it by ${date} at the latest; if your card or login was lost or stolen, report it within 2 business days of learning of it to keep your loss at $50 at most.`
            : `Counting from ${from}, report it by about ${date} (2 business days) to keep your loss at $50 at most; report it in any case before 60 days pass after the statement that shows it.`,
      es: (date, from, clock, passed) =>
        passed
          ? clock === 'statement'
            ? `Contando 60 días desde el estado de cuenta del ${from}, eso fue el ${date}, ya pasado. Repórtelo hoy a su banco de todos modos.`
            : `Contando desde ${from}, los 2 días hábiles terminaron alrededor del ${date}. Repórtelo hoy: antes de que pasen 60 días desde el estado de cuenta que lo muestra, su pérdida sigue limitada.`
          : clock === 'statement'
            ? `Contando 60 días desde el estado de cuenta del ${from}, repórtelo a más tardar el ${date}; si perdió o le robaron la tarjeta o el acceso, repórtelo dentro de 2 días hábiles después de enterarse para que su pérdida sea de $50 como máximo.`
            : `Contando desde ${from}, repórtelo a más tardar alrededor del ${date} (2 días hábiles) para que su pérdida sea de $50 como máximo; en todo caso, repórtelo antes de que pasen 60 días desde el estado de cuenta que lo muestra.`,
    },
    text: {
      en: {
        title: 'Unauthorized debit, ATM or app transfer: report it fast (Regulation E)',
        detail:
          'Report it to your bank or app right away. If your card or login was lost or stolen: within 2 business days after you learn of it, your loss is at most $50; later, but within 60 days after your statement is sent, up to $500; after that, you could lose all of it. If your card was not lost, you owe nothing for unauthorized transfers you report within 60 days after the statement showing them is sent. The bank must investigate.',
        source: 'Federal Trade Commission (FTC): Lost or Stolen Credit, ATM, and Debit Cards',
      },
      es: {
        title: 'Cargo no autorizado con débito, cajero o aplicación: repórtelo rápido (Regulación E)',
        detail:
          'Repórtelo de inmediato a su banco o aplicación. Si perdió o le robaron la tarjeta o el acceso: dentro de 2 días hábiles después de enterarse, su pérdida es de $50 como máximo; después, pero dentro de los 60 días siguientes al envío de su estado de cuenta, hasta $500; pasado ese plazo, podría perderlo todo. Si no perdió la tarjeta, no debe nada por transferencias no autorizadas que reporte dentro de los 60 días siguientes al envío del estado de cuenta que las muestra. El banco debe investigar.',
        source: 'Comisión Federal de Comercio (FTC): Tarjetas de crédito, débito y cajero perdidas o robadas',
      },
    },
    url: 'https://consumer.ftc.gov/articles/lost-or-stolen-credit-atm-debit-cards',
  },
  {
    id: 'debt-validation',
    kind: 'right',
    notOwed: true,
    applies: (kase) =>
      inArea(kase, 'debt_collection') &&
      kase.flags.collector !== false &&
      // Asked about someone else's debt, the person is no debtor, until a letter names them.
      (kase.flags.someoneElsesDebt !== true || kase.flags.letterInMyName === true),
    appliesWhenText:
      "A debt collector or collection agency (a third party, NOT the original company, hospital or clinic itself) is asking the person for payment of any debt, including a medical bill sent to collections. Not when it asks only about someone else's debt, unless it then writes to the person in their own name.",
    // The notice must say its own last day to dispute; when the person gives it, it governs.
    deadline: (kase) => {
      const given = dateOf(kase, 'dispute_by');
      return given?.iso
        ? { iso: given.iso, from: given.text, clock: 'notice' as const }
        : computedFrom(kase, 30, 'notice');
    },
    window: { days: 30, from: 'notice' },
    deadlineText: {
      en: (date, from, clock, passed) =>
        clock === 'notice'
          ? passed
            ? `Your notice gave ${from} as the last day to dispute, already past. Send your written dispute today anyway, and keep a copy.`
            : `Your notice gives ${from} as the last day to dispute: get your written dispute to the collector by ${date}.`
          : passed
            ? `Counting 30 days from ${from}, that was ${date}, already past; but the 30 days run from the day you got the validation notice, so check that date. Send your written dispute today either way, and keep a copy.`
            : `Counting 30 days from ${from}, get your written dispute to the collector by ${date}.`,
      es: (date, from, clock, passed) =>
        clock === 'notice'
          ? passed
            ? `Su aviso daba el ${from} como último día para disputar, ya pasado. Envíe hoy de todos modos su disputa por escrito y guarde una copia.`
            : `Su aviso da el ${from} como último día para disputar: haga llegar su disputa por escrito al cobrador a más tardar el ${date}.`
          : passed
            ? `Contando 30 días desde ${from}, eso fue el ${date}, ya pasado; pero los 30 días corren desde el día en que recibió el aviso de validación, así que revise esa fecha. Envíe hoy su disputa por escrito en todo caso y guarde una copia.`
            : `Contando 30 días desde ${from}, haga llegar su disputa por escrito al cobrador a más tardar el ${date}.`,
    },
    text: {
      en: {
        title: 'Debt collector: ask for validation within 30 days',
        detail:
          'A debt collector must send you a validation notice. If you dispute the debt, or ask for the name of the original creditor, in writing within 30 days of getting that notice, the collector must pause collection until it answers. The CFPB has free sample letters.',
        source: 'Consumer Financial Protection Bureau (CFPB): Debt collection',
      },
      es: {
        title: 'Cobrador de deudas: pida la validación en 30 días',
        detail:
          'Un cobrador de deudas debe enviarle un aviso de validación. Si usted disputa la deuda, o solicita el nombre del acreedor original, por escrito dentro de los 30 días después de recibir ese aviso, el cobrador debe pausar el cobro hasta responderle. La CFPB tiene cartas de muestra gratuitas.',
        source: 'Oficina para la Protección Financiera del Consumidor (CFPB): Cobro de deudas',
      },
    },
    url: 'https://www.consumerfinance.gov/consumer-tools/debt-collection/',
  },
  {
    id: 'time-barred-debt-no-suit',
    kind: 'right',
    notOwed: true,
    applies: (kase) =>
      inArea(kase, 'debt_collection') &&
      kase.flags.collector !== false &&
      (kase.flags.oldDebt === true || (isSub(kase, 'debt_time_barred') && kase.flags.oldDebt !== false)),
    appliesWhenText:
      'A debt collector is collecting an OLD debt (several years since the last payment) that may be past the state’s time limit for suing. The collector may not sue or threaten to sue on a time-barred debt. Not when the person says the debt is recent.',
    text: {
      en: {
        title: 'Old debt: a collector may not sue or threaten to sue on a time-barred debt',
        detail:
          'Each state sets a time limit for suing over a debt. Once it has passed, a debt collector may not sue you or threaten to sue you over it. In some states, a payment or a written promise to pay can restart that time limit, so ask before you pay anything. A time-barred debt can still be collected by asking, and it can stay on your credit report for about 7 years from when you first fell behind.',
        source: 'Consumer Financial Protection Bureau (CFPB): Time-barred debt',
      },
      es: {
        title:
          'Deuda antigua: un cobrador no puede demandarle ni amenazar con demandarle por una deuda prescrita',
        detail:
          'Cada estado fija un plazo para demandar por una deuda. Una vez vencido, un cobrador no puede demandarle ni amenazarle con una demanda por ella. En algunos estados, un pago o una promesa de pago por escrito puede reiniciar ese plazo, así que pregunte antes de pagar nada. Una deuda prescrita se puede seguir cobrando pidiéndola, y puede seguir en su informe de crédito unos 7 años desde su primer atraso.',
        source: 'Oficina para la Protección Financiera del Consumidor (CFPB): Deuda prescrita',
      },
    },
    url: 'https://www.consumerfinance.gov/ask-cfpb/can-debt-collectors-collect-a-debt-thats-several-years-old-en-1423/',
  },
  {
    id: 'no-surprises-emergency',
    kind: 'right',
    notOwed: true,
    // Medicaid, Medicare and CHIP have their own rules against balance billing, not this Act's.
    applies: (kase) =>
      kase.flags.publicInsurance !== true &&
      kase.flags.careBeforeNoSurprises !== true &&
      ((insuredMedical(kase) &&
        kase.flags.groundAmbulance !== true &&
        (kase.flags.emergency === true ||
          (kase.flags.outOfNetworkProvider === true && kase.flags.inNetworkFacility === true)) &&
        isSub(kase, 'medical_emergency_balance_bill', 'medical_out_of_network_clinician')) ||
        // A collector holding an insured person's emergency bill collects a bill the law still limits.
        (inArea(kase, 'debt_collection') &&
          kase.insurance === 'insured' &&
          kase.flags.emergency === true &&
          kase.flags.groundAmbulance !== true)),
    appliesWhenText:
      'The person HAS private health insurance (not Medicaid, Medicare or CHIP) and the bill is for emergency care (not when they say it was not an emergency), or for care from an out-of-network clinician at an in-network hospital or surgery center. Not for uninsured or self-pay people, never for ground ambulances, and not for care before January 1, 2022.',
    text: {
      en: {
        title: 'No Surprises Act: emergency care and out-of-network surprise bills',
        detail:
          "If you have health insurance, emergency care (and care from an out-of-network doctor at an in-network hospital or surgery center) can't be billed above your in-network cost-sharing: your copay, coinsurance and deductible. You don't have to pay a balance bill above that: ask them to rebill. Only for some non-emergency care can a provider ask you in advance to sign away this protection; anesthesia, radiology, pathology, lab and emergency doctors never can. Federal help desk: 1-800-985-3059.",
        source: 'Centers for Medicare & Medicaid Services (CMS): Medical bill rights',
      },
      es: {
        title: 'Ley Sin Sorpresas: emergencias y facturas sorpresa fuera de la red',
        detail:
          'Si usted tiene seguro médico, la atención de emergencia (y la de un médico fuera de la red en un hospital o centro quirúrgico dentro de la red) no se le puede cobrar por encima de su costo compartido dentro de la red: copago, coseguro y deducible. No tiene que pagar un cobro de saldo (balance bill) por encima de eso: pida que la vuelvan a facturar. Solo en cierta atención que no es de emergencia pueden pedirle por adelantado que renuncie por escrito a esta protección; anestesia, radiología, patología, laboratorio y médicos de emergencia nunca pueden. Línea federal de ayuda: 1-800-985-3059.',
        source: 'Centros de Servicios de Medicare y Medicaid (CMS): Derechos sobre facturas médicas',
      },
    },
    url: 'https://www.cms.gov/medical-bill-rights',
  },
  {
    id: 'no-surprises-good-faith-estimate',
    kind: 'right',
    notOwed: true,
    applies: (kase) => {
      if (!inArea(kase, 'medical_bills') || kase.insurance !== 'uninsured') return false;
      if (kase.flags.careBeforeNoSurprises === true) return false;
      if (kase.flags.goodFaithEstimate !== true) return false;
      const over = overEstimate(kase);
      return over === undefined || over >= GFE_DISPUTE_THRESHOLD;
    },
    appliesWhenText:
      'The person was uninsured or paying for themselves (self-pay), got a Good Faith Estimate before scheduled care, and the bill from that provider or facility is at least $400 above it (not when it is less).',
    deadline: (kase) => computedFrom(kase, 120, 'bill'),
    window: { days: 120, from: 'bill' },
    deadlineText: {
      en: (date, from, _clock, passed) =>
        passed
          ? `Counting 120 days from the bill dated ${from}, that was ${date}, already past; check the date on your first bill, and ask the provider today anyway.`
          : `Counting 120 days from the bill dated ${from}, start the dispute by ${date}.`,
      es: (date, from, _clock, passed) =>
        passed
          ? `Contando 120 días desde la factura con fecha ${from}, eso fue el ${date}, ya pasado; revise la fecha de su primera factura y pregunte hoy al proveedor de todos modos.`
          : `Contando 120 días desde la factura con fecha ${from}, inicie la disputa a más tardar el ${date}.`,
    },
    text: {
      en: {
        title: 'No Surprises Act: a bill $400 or more above your Good Faith Estimate',
        detail:
          'If you were uninsured or paying for yourself and got a Good Faith Estimate, and the bill from that provider or facility is at least $400 more than the estimate, you can start the federal patient-provider dispute process within 120 days of the date on the first bill. It costs $25; while it is open, the provider can’t send the bill to collections.',
        source: 'Centers for Medicare & Medicaid Services (CMS): Dispute a medical bill',
      },
      es: {
        title: 'Ley Sin Sorpresas: una factura $400 o más por encima de su Estimado de Buena Fe',
        detail:
          'Si usted no tenía seguro o pagaba por su cuenta y recibió un Estimado de Buena Fe (Good Faith Estimate), y la factura de ese proveedor o centro es al menos $400 más alta que el estimado, puede iniciar el proceso federal de disputa entre paciente y proveedor dentro de los 120 días desde la fecha de la primera factura. Cuesta $25; mientras esté abierto, el proveedor no puede mandar la factura a cobranza.',
        source: 'Centros de Servicios de Medicare y Medicaid (CMS): Disputar una factura médica',
      },
    },
    url: 'https://www.cms.gov/medical-bill-rights/help/dispute-a-bill',
  },
  {
    id: 'no-surprises-ground-ambulance-excluded',
    kind: 'caution',
    applies: (kase) => inArea(kase, 'medical_bills') && kase.flags.groundAmbulance === true,
    appliesWhenText:
      'A ground ambulance bill: the No Surprises Act does NOT cover ground ambulances (air ambulances are covered). Never cite the No Surprises Act for it; ask whether the state protects ground-ambulance patients.',
    text: {
      en: {
        title: 'Ground ambulances are not covered by the No Surprises Act',
        detail:
          "The federal No Surprises Act doesn't cover ground ambulance bills, so don't quote it for this one. Many states have their own ambulance protections: ask your insurer and your state's insurance department whether yours does.",
        source: 'Centers for Medicare & Medicaid Services (CMS): Medical bill rights',
      },
      es: {
        title: 'Las ambulancias terrestres no están cubiertas por la Ley Sin Sorpresas',
        detail:
          'La Ley federal Sin Sorpresas no cubre las facturas de ambulancias terrestres, así que no la cite en este caso. Muchos estados tienen sus propias protecciones: pregunte a su aseguradora y al departamento de seguros de su estado si el suyo las tiene.',
        source: 'Centros de Servicios de Medicare y Medicaid (CMS): Derechos sobre facturas médicas',
      },
    },
    url: 'https://www.cms.gov/medical-bill-rights',
  },
  {
    id: 'hospital-financial-assistance',
    kind: 'right',
    applies: (kase) =>
      inArea(kase, 'medical_bills') &&
      kase.flags.hospital !== false &&
      isSub(kase, 'medical_financial_assistance', 'medical_over_estimate', 'medical_bill_review'),
    appliesWhenText:
      'A hospital bill (not when the person names only a clinic, an imaging center, a lab, a dentist or a doctor’s office) the person struggles to pay, is billed above an estimate, or questions. Nonprofit hospitals must have a written financial assistance (charity care) policy and accept applications; ask whether the hospital is a nonprofit.',
    // The 240 days run from the first bill after discharge, when the person dated it; said where
    // applying is the plan (a bill too big to pay, or "it's too late to apply").
    deadline: (kase) =>
      isSub(kase, 'medical_financial_assistance') || kase.flags.toldTooLate === true
        ? (computedFrom(kase, 240, 'bill') ?? computedFrom(kase, 240, 'statement'))
        : undefined,
    deadlineText: {
      en: (date, from, _clock, passed) =>
        passed
          ? `Counting 240 days from the first bill (${from}), that minimum ran to ${date}: ask whether the hospital's own policy still takes your application.`
          : `Counting 240 days from the first bill (${from}), you can apply at least until ${date}.`,
      es: (date, from, _clock, passed) =>
        passed
          ? `Contando 240 días desde la primera factura (${from}), ese mínimo llegó hasta el ${date}: pregunte si la política del propio hospital todavía acepta su solicitud.`
          : `Contando 240 días desde la primera factura (${from}), puede presentar su solicitud al menos hasta el ${date}.`,
    },
    text: {
      en: {
        title: 'Nonprofit hospitals must have a financial assistance policy',
        detail:
          'Nonprofit hospitals (most hospitals in the U.S.) must have a written financial assistance policy, tell patients about it, and accept applications for at least 240 days after the first bill after discharge. If you qualify, it may not charge more for emergency or other medically necessary care than it generally bills insured patients.',
        source:
          'Internal Revenue Service (IRS): Financial Assistance Policies; 26 CFR 1.501(r)-4 and 1.501(r)-5 (limitation on charges)',
      },
      es: {
        title: 'Los hospitales sin fines de lucro deben tener una política de asistencia financiera',
        detail:
          'Los hospitales sin fines de lucro (la mayoría en EE. UU.) deben tener una política escrita de asistencia financiera, informar de ella a los pacientes y aceptar solicitudes durante al menos 240 días después de la primera factura tras el alta. Si usted califica, no puede cobrarle por atención de emergencia u otra médicamente necesaria más de lo que factura en general a pacientes con seguro.',
        source:
          'Servicio de Impuestos Internos (IRS): Políticas de asistencia financiera; 26 CFR 1.501(r)-4 y 1.501(r)-5 (límite de cargos)',
      },
    },
    url: 'https://www.irs.gov/charities-non-profits/financial-assistance-policies-faps',
  },
  {
    id: 'ftc-fee-rule-scope',
    kind: 'right',
    applies: (kase) => {
      if (!isSub(kase, 'fees_tickets', 'fees_lodging')) return false;
      // A penalty charged after the stay (smoking, damage) is not a price the booking had to show.
      if (kase.flags.penaltyFee === true) return false;
      // The purchase is no later than any service or charge date given: one before the start rules it out.
      return !kase.dates.some(
        (date) =>
          (date.role === 'service' || date.role === 'charge') &&
          date.iso !== undefined &&
          date.iso < FTC_FEE_RULE_START &&
          // "tickets for a show in april", said in March: the event's day said without its year may be
          // ahead (the reader takes the past one); only a purchase day, or a year, rules the rule out.
          !(isSub(kase, 'fees_tickets') && date.role === 'service' && !/\b\d{4}\b/u.test(date.text)),
      );
    },
    appliesWhenText:
      'Fees on live-event tickets (concerts, sports, theater) or short-term lodging (hotels, vacation rentals) bought on or after May 12, 2025. It does NOT cover fees in any other industry (banks, phone, internet, airlines, rent, cars, food delivery) nor purchases before that date.',
    text: {
      en: {
        title: 'FTC fee rule: the total price up front for event tickets and short stays',
        detail:
          'Since May 12, 2025, businesses selling live-event tickets or short-term lodging (hotels, vacation rentals) must show the total price, including mandatory fees, up front. Taxes and optional extras can be shown separately, but before you are asked to pay. The rule does not cover fees in other industries.',
        source: 'Federal Trade Commission (FTC): Rule on Unfair or Deceptive Fees',
      },
      es: {
        title: 'Regla de cargos de la FTC: el precio total desde el inicio en boletos y estancias cortas',
        detail:
          'Desde el 12 de mayo de 2025, quienes venden boletos para eventos en vivo o alojamiento de corta estancia (hoteles, rentas vacacionales) deben mostrar desde el inicio el precio total, con los cargos obligatorios incluidos. Los impuestos y los extras opcionales pueden mostrarse aparte, pero antes de que se le pida pagar. La regla no cubre cargos de otras industrias.',
        source: 'Comisión Federal de Comercio (FTC): Regla sobre cargos injustos o engañosos',
      },
    },
    url: 'https://www.ftc.gov/news-events/news/press-releases/2025/05/ftc-rule-unfair-or-deceptive-fees-take-effect-may-12-2025',
  },
  {
    id: 'ftc-click-to-cancel-vacated',
    kind: 'caution',
    applies: (kase) =>
      isSub(kase, 'service_membership_cancel', 'service_after_cancel', 'card_after_cancel') &&
      kase.flags.bookingCancelled !== true,
    appliesWhenText:
      'Any cancellation trouble. The FTC "click-to-cancel" (Negative Option) rule was vacated by a federal appeals court in July 2025: never cite it as in force.',
    text: {
      en: {
        title: 'The FTC "click-to-cancel" rule is not in force',
        detail:
          "A federal appeals court vacated the FTC's \"click-to-cancel\" rule in July 2025, so don't quote it. Lean on your contract's cancellation terms, your written cancellation request and its date, and your state's consumer protection office.",
        source: 'Federal Trade Commission (FTC): Negative Option Rule',
      },
      es: {
        title: 'La regla de la FTC de "cancelar con un clic" no está vigente',
        detail:
          'Una corte federal de apelaciones anuló en julio de 2025 la regla de la FTC de "cancelar con un clic", así que no la cite. Apóyese en las condiciones de cancelación de su contrato, en su solicitud de cancelación por escrito y su fecha, y en la oficina de protección al consumidor de su estado.',
        source: 'Comisión Federal de Comercio (FTC): Regla de opción negativa',
      },
    },
    url: 'https://www.ftc.gov/legal-library/browse/rules/negative-option-rule',
  },
  {
    id: 'cfpb-late-fee-rule-vacated',
    kind: 'caution',
    applies: (kase) =>
      isSub(kase, 'card_late_fee') ||
      (isSub(kase, 'card_fee_or_interest') && /late|atraso|tard/u.test(kase.feeName ?? '')),
    appliesWhenText:
      'Any credit-card late fee, alone or with interest. The CFPB rule capping most late fees at $8 was vacated by a federal court in April 2025: never cite an $8 cap as in force.',
    text: {
      en: {
        title: 'The $8 credit card late-fee cap is not in force',
        detail:
          "A federal court vacated the CFPB's $8 late-fee rule in April 2025, so don't quote an $8 cap. Ask for a courtesy waiver on the strength of your payment history instead.",
        source: 'Consumer Financial Protection Bureau (CFPB): Credit card penalty fees rule',
      },
      es: {
        title: 'El tope de $8 para cargos por pago atrasado no está vigente',
        detail:
          'Una corte federal anuló en abril de 2025 la regla de la CFPB que fijaba en $8 los cargos por pago atrasado, así que no cite ese tope. Pida que se lo quiten como cortesía por su historial de pagos.',
        source: 'Oficina para la Protección Financiera del Consumidor (CFPB): Regla de cargos por penalidad',
      },
    },
    url: 'https://www.consumerfinance.gov/rules-policy/final-rules/credit-card-penalty-fees-final-rule/',
  },
  {
    id: 'ftc-cars-rule-vacated',
    kind: 'caution',
    applies: (kase) =>
      // Not for a deposit kept on a car never bought: no price or buyer's order to rely on there.
      (isSub(kase, 'car_dealer_addons') && kase.flags.carDepositKept !== true) ||
      (isSub(kase, 'car_used_as_is') && kase.flags.dealerSale === true),
    appliesWhenText:
      'Any car dealer situation. The FTC CARS Rule was vacated by a federal appeals court in January 2025: never cite it as in force.',
    text: {
      en: {
        title: 'The FTC CARS Rule is not in force',
        detail:
          "A federal appeals court vacated the FTC's CARS Rule for car dealers in January 2025, so don't quote it. Rely on the written price you were quoted and the signed buyer's order.",
        source: 'Federal Trade Commission (FTC): CARS Rule',
      },
      es: {
        title: 'La regla CARS de la FTC no está vigente',
        detail:
          'Una corte federal de apelaciones anuló en enero de 2025 la regla CARS de la FTC para concesionarios de autos, así que no la cite. Apóyese en el precio que le dieron por escrito y en la orden de compra firmada.',
        source: 'Comisión Federal de Comercio (FTC): Regla CARS',
      },
    },
    url: 'https://www.ftc.gov/legal-library/browse/rules/motor-vehicle-dealers-trade-regulation-rule-combating-auto-retail-scams-cars-rule',
  },
  {
    id: 'dot-airline-refund',
    kind: 'right',
    notOwed: true,
    applies: (kase) => isSub(kase, 'fees_travel') && kase.flags.flightCancelled === true,
    appliesWhenText:
      'An airline cancelled the flight or changed it significantly (3 hours or more domestic, 6 hours or more international) and the person does not accept the rebooking or a voucher. Not a flight the person cancelled themselves.',
    text: {
      en: {
        title: 'A cancelled flight: a cash refund, not only a voucher',
        detail:
          "If the airline cancels your flight or changes it significantly (3 hours or more within the US, 6 hours or more internationally) and you don't accept the new flight or a travel credit, it must refund the ticket and the fees you paid, to your original form of payment: within 7 business days for a credit card, 20 calendar days for other payments. You can turn down a voucher. Complaints go to the U.S. Department of Transportation.",
        source: 'U.S. Department of Transportation (DOT): Refunds',
      },
      es: {
        title: 'Un vuelo cancelado: un reembolso en dinero, no solo un crédito',
        detail:
          'Si la aerolínea cancela su vuelo o lo cambia de forma importante (3 horas o más dentro de EE. UU., 6 horas o más en vuelos internacionales) y usted no acepta el nuevo vuelo ni un crédito de viaje, debe reembolsarle el boleto y los cargos que pagó, al mismo medio de pago: en 7 días hábiles si pagó con tarjeta de crédito y en 20 días naturales con otros medios. Usted puede rechazar el crédito (voucher). Las quejas van al Departamento de Transporte de EE. UU.',
        source: 'Departamento de Transporte de EE. UU. (DOT): Reembolsos',
      },
    },
    url: 'https://www.transportation.gov/airconsumer/refunds',
  },
  {
    id: 'dot-ticket-agent-refund',
    kind: 'right',
    applies: (kase) =>
      isSub(kase, 'fees_travel') && kase.flags.flightCancelled === true && kase.flags.refundBlame === true,
    appliesWhenText:
      'A cancelled flight bought through a travel site or agent, where the airline and the site each say the other owes the refund. The DOT refund rule puts the refund on the merchant of record: the company whose name is on the card charge for the ticket.',
    text: {
      en: {
        title: 'Bought through a travel site: whoever charged your card owes the refund',
        detail:
          'Under the DOT refund rule, a ticket agent (a travel site or agency) that is the merchant of record for your ticket, the company that processed your payment as shown on your card statement, must refund a cancelled flight just as an airline must. If the airline charged your card, the airline owes it. Complaints about either go to the U.S. Department of Transportation.',
        source: 'U.S. Department of Transportation (DOT): Refunds',
      },
      es: {
        title: 'Compró por un sitio de viajes: quien cobró a su tarjeta le debe el reembolso',
        detail:
          'Según la regla de reembolsos del DOT, un agente de viajes (un sitio de viajes o una agencia) que es el "merchant of record" de su boleto, la empresa que procesó su pago según su estado de cuenta, debe reembolsar un vuelo cancelado igual que una aerolínea. Si la aerolínea cobró a su tarjeta, la aerolínea se lo debe. Las quejas contra cualquiera de las dos van al Departamento de Transporte de EE. UU.',
        source: 'Departamento de Transporte de EE. UU. (DOT): Reembolsos',
      },
    },
    url: 'https://www.transportation.gov/airconsumer/refunds',
  },
  {
    id: 'reg-e-overdraft-opt-in',
    kind: 'right',
    applies: (kase) =>
      isSub(kase, 'bank_fee') &&
      kase.flags.overdraft === true &&
      kase.flags.optedIn !== true &&
      kase.flags.checkReturned !== true &&
      // Fees an autopay caused, no debit-card purchase said ("my gym autopay hit"): the rule is not theirs.
      !(
        kase.flags.autopay === true &&
        kase.flags.debitPurchases === false &&
        kase.flags.authorizedPositive !== true
      ),
    appliesWhenText:
      'A bank overdraft fee, unless the person says they opted in to overdraft coverage, or the fees are for a check or an autopay (with no debit-card purchase said). Covers fees for ATM withdrawals and one-time debit-card purchases only; not checks, automatic payments or recurring debits.',
    text: {
      en: {
        title: 'Overdraft fees on debit-card purchases and ATM withdrawals need your opt-in',
        detail:
          'A bank may charge an overdraft fee on an ATM withdrawal or a one-time debit-card purchase only if you opted in to its overdraft service, and it must be able to prove that you did. Fees on checks, automatic payments and recurring debits are not covered. You can cancel an opt-in at any time.',
        source:
          'Consumer Financial Protection Bureau (CFPB): Regulation E, 12 CFR 1005.17, Requirements for overdraft services',
      },
      es: {
        title: 'Los cargos por sobregiro en compras con débito y retiros de cajero requieren su autorización',
        detail:
          'Un banco solo puede cobrar un cargo por sobregiro en un retiro de cajero o una compra única con tarjeta de débito si usted aceptó (opt-in) su servicio de sobregiro, y debe poder probarlo. No cubre cheques, pagos automáticos ni débitos recurrentes. Usted puede cancelar esa autorización cuando quiera.',
        source:
          'Oficina para la Protección Financiera del Consumidor (CFPB): Regulación E, 12 CFR 1005.17, requisitos para los servicios de sobregiro',
      },
    },
    // The rule itself (CFPB Circular 2024-05, which explained it, was withdrawn in May 2025).
    url: 'https://www.consumerfinance.gov/rules-policy/regulations/1005/17/',
  },
  {
    id: 'fdcpa-contact-limits',
    kind: 'right',
    applies: (kase) =>
      inArea(kase, 'debt_collection') &&
      kase.flags.collector !== false &&
      // Calls at work alone are answered by the collection copy itself (Regulation F 1006.6(b)).
      kase.flags.harassed === true &&
      // Asked about someone else's debt, the third party's own rule answers the calls.
      kase.flags.someoneElsesDebt !== true,
    appliesWhenText:
      'A third-party debt collector (not the original company) calls before 8 a.m. or after 9 p.m., yells, threatens or calls over and over (calls at work are answered in the advice itself). The person can tell the collector, best in writing, when and where not to call, or to stop contacting them.',
    text: {
      en: {
        title: 'Debt collectors: no calls before 8 a.m. or after 9 p.m.',
        detail:
          'A collector may not call you before 8 a.m. or after 9 p.m., or at work if they know your employer forbids it, nor harass you. Tell them in writing when and where not to call, or to stop.',
        source: 'Consumer Financial Protection Bureau (CFPB): Can debt collectors call me anytime they want?',
      },
      es: {
        title: 'Cobradores: sin llamadas antes de las 8 a. m. ni después de las 9 p. m.',
        detail:
          'Un cobrador no puede llamarle antes de las 8 a. m. ni después de las 9 p. m., ni a su trabajo si sabe que su empleador lo prohíbe, ni acosarle. Dígale por escrito cuándo y dónde no llamarle, o que pare.',
        source:
          'Oficina para la Protección Financiera del Consumidor (CFPB): ¿Pueden los cobradores llamarme cuando quieran?',
      },
    },
    url: 'https://www.consumerfinance.gov/ask-cfpb/can-debt-collectors-call-me-anytime-they-want-day-or-night-en-335/',
  },
  {
    id: 'fdcpa-call-frequency',
    kind: 'right',
    applies: (kase) =>
      inArea(kase, 'debt_collection') &&
      kase.flags.collector !== false &&
      kase.calls !== undefined &&
      (kase.calls.per === 'day' ? kase.calls.count * 7 : kase.calls.count) > 7,
    appliesWhenText:
      'A third-party debt collector calls the person about a debt more than 7 times in 7 days (for example "3 times a day"). Such calls are presumed to be harassment under Regulation F.',
    text: {
      en: {
        title: 'Debt collectors: more than 7 calls in 7 days is presumed harassment',
        detail:
          'A debt collector is presumed to break the law against harassing calls if it calls you about a debt more than 7 times within 7 days, or within 7 days after a phone conversation with you about that debt. Keep a log of each call (date, time, number) and report it to the CFPB.',
        source: 'Consumer Financial Protection Bureau (CFPB): How often can a debt collector call me?',
      },
      es: {
        title: 'Cobradores: más de 7 llamadas en 7 días se presume acoso',
        detail:
          'Se presume que un cobrador viola la ley contra las llamadas de acoso si le llama por una deuda más de 7 veces en 7 días, o dentro de los 7 días después de haber hablado con usted por teléfono sobre esa deuda. Anote cada llamada (fecha, hora, número) y repórtelo a la CFPB.',
        source:
          'Oficina para la Protección Financiera del Consumidor (CFPB): ¿Con qué frecuencia puede llamarme un cobrador?',
      },
    },
    url: 'https://www.consumerfinance.gov/ask-cfpb/how-often-can-a-debt-collector-call-me-en-2110/',
  },
  {
    id: 'fmcsa-movers-110-percent',
    kind: 'right',
    applies: (kase) => isSub(kase, 'service_movers_held') && kase.flags.interstate === true,
    appliesWhenText:
      'An INTERSTATE household-goods move (it crossed state lines) where the mover holds the goods and demands more than its written estimate. Not a move within one state (state rules apply).',
    text: {
      en: {
        title: 'Interstate movers must deliver when you pay 110% of a non-binding estimate',
        detail:
          'On a move between states, federal rules say: with a written non-binding estimate, the mover must deliver your goods when you pay 110% of the estimate (plus any services you asked for after loading); it bills the rest, and you have at least 30 days after delivery to pay it. With a binding estimate, it may collect only the binding price. Holding your goods hostage for more is a violation: report it to the Federal Motor Carrier Safety Administration (FMCSA) at 1-888-368-7238 or its National Consumer Complaint Database.',
        source: 'Federal Motor Carrier Safety Administration (FMCSA): Protect Your Move',
      },
      es: {
        title:
          'En una mudanza entre estados, deben entregarle sus cosas al pagar el 110 % de un estimado no vinculante',
        detail:
          'En una mudanza entre estados, las reglas federales dicen: con un estimado escrito no vinculante (non-binding), la compañía debe entregar sus cosas cuando usted pague el 110 % del estimado (más los servicios que usted pidió después de cargar); el resto se lo factura, y usted tiene al menos 30 días después de la entrega para pagarlo. Con un estimado vinculante (binding), solo puede cobrar ese precio. Retener sus cosas para cobrar más es una infracción: repórtelo a la Administración Federal de Seguridad de Autotransportes (FMCSA) al 1-888-368-7238 o en su base de datos de quejas.',
        source: 'Administración Federal de Seguridad de Autotransportes (FMCSA): Protect Your Move',
      },
    },
    url: 'https://www.fmcsa.dot.gov/protect-your-move',
  },
  {
    id: 'nlra-pay-discussion',
    kind: 'right',
    applies: (kase) => inArea(kase, 'salary') && kase.flags.payDiscussion === true,
    appliesWhenText:
      'An employee (not a supervisor, not a government worker) talks, or wants to talk, with coworkers about pay, or fears being punished for knowing or using a coworker’s pay. The National Labor Relations Act protects it, with or without a union.',
    text: {
      en: {
        title: 'You have the right to talk about pay with coworkers',
        detail:
          'Under the National Labor Relations Act, most private-sector employees may discuss their wages with coworkers, with or without a union, and an employer may not fire, discipline or threaten them for it; a policy that forbids it is unlawful. Supervisors, managers, government, farm and domestic workers are not covered by that Act (other laws may protect them). Complaints go to the National Labor Relations Board, within 6 months.',
        source: 'National Labor Relations Board (NLRB): Your Right to Discuss Wages',
      },
      es: {
        title: 'Usted tiene derecho a hablar de sueldos con sus compañeros',
        detail:
          'Según la Ley Nacional de Relaciones Laborales (NLRA), la mayoría de los empleados del sector privado pueden hablar de sus sueldos con sus compañeros, con o sin sindicato, y el empleador no puede despedirles, sancionarles ni amenazarles por hacerlo; una política que lo prohíba es ilegal. Los supervisores, gerentes y trabajadores del gobierno, agrícolas o domésticos no están cubiertos por esa ley (otras leyes pueden protegerles). Las quejas van a la Junta Nacional de Relaciones Laborales (NLRB), dentro de 6 meses.',
        source: 'Junta Nacional de Relaciones Laborales (NLRB): Su derecho a hablar de sueldos',
      },
    },
    url: 'https://www.nlrb.gov/about-nlrb/rights-we-protect/your-rights/your-rights-to-discuss-wages',
  },
  {
    id: 'ftc-used-car-buyers-guide',
    kind: 'right',
    applies: (kase) => isSub(kase, 'car_used_as_is') && kase.flags.dealerSale !== false,
    appliesWhenText:
      'A used car bought from a DEALER or car lot (not a private seller). Some states limit "as is" sales: ask the state.',
    text: {
      en: {
        title: 'The Buyers Guide on a used car is part of your contract',
        detail:
          'A dealer must post a Buyers Guide on the window of a used car it sells. It says whether the car is sold "As Is" (no dealer warranty) or with a warranty, and it becomes part of your sales contract, overriding anything in the contract that says otherwise. If the Buyers Guide shows a warranty, or the dealer promised one in writing, they must honor it. Some states do not allow "as is" sales or give implied warranties: check with your state attorney general.',
        source: 'Federal Trade Commission (FTC): Buying a Used Car From a Dealer',
      },
      es: {
        title: 'La Guía del Comprador de un carro usado es parte de su contrato',
        detail:
          'Un concesionario debe poner una Guía del Comprador (Buyers Guide) en la ventana de cada carro usado que vende. Dice si el carro se vende "tal como está" ("As Is", sin garantía del concesionario) o con garantía, y forma parte de su contrato de compra: prevalece sobre lo que el contrato diga en contrario. Si la guía muestra una garantía, o el vendedor prometió una por escrito, debe cumplirla. Algunos estados no permiten las ventas "tal como está" o dan garantías implícitas: consulte a la oficina del fiscal general de su estado.',
        source: 'Comisión Federal de Comercio (FTC): Cómo comprar un auto usado a un concesionario',
      },
    },
    url: 'https://consumer.ftc.gov/articles/buying-used-car-dealer',
  },
  {
    id: 'flsa-overtime',
    kind: 'right',
    applies: (kase) => isSub(kase, 'salary_unpaid_wages') && kase.flags.unpaidOvertime === true,
    appliesWhenText:
      'An employee works over 40 hours in a workweek and is not paid overtime, often on a salary with a "manager" title. A title or a salary alone does not make someone exempt. State rules may add more: ask.',
    text: {
      en: {
        title: 'Overtime: 1.5 times your rate for hours over 40, unless you are truly exempt',
        detail:
          "Under the Fair Labor Standards Act, most employees must be paid 1.5 times their regular rate for every hour over 40 in a workweek. A job title or a salary doesn't make you exempt: an exempt manager must be paid at least $684 a week, mainly manage, direct two or more employees and have a real say in hiring and firing. Your employer may not fire or punish you for asking about or complaining about overtime. You can file, free and confidential, with the Department of Labor's Wage and Hour Division (1-866-487-9243); back pay generally reaches back 2 years (3 if willful).",
        source: 'U.S. Department of Labor (DOL), Wage and Hour Division: Overtime Pay',
      },
      es: {
        title:
          'Horas extra: 1.5 veces su tarifa por las horas después de 40, salvo que de verdad esté exento',
        detail:
          'Según la Ley de Normas Justas de Trabajo (FLSA), a la mayoría de los empleados se les debe pagar 1.5 veces su tarifa regular por cada hora después de 40 en la semana laboral. Un título o un salario fijo no le hacen exento: un gerente exento debe ganar al menos $684 por semana, dedicarse principalmente a dirigir, supervisar a dos o más empleados y tener peso real en contratar y despedir. Su empleador no puede despedirle ni castigarle por preguntar o reclamar por horas extra. Puede presentar una queja gratuita y confidencial ante la División de Horas y Salarios del Departamento de Trabajo (1-866-487-9243); el pago atrasado suele cubrir 2 años (3 si fue deliberado).',
        source: 'Departamento de Trabajo de EE. UU. (DOL), División de Horas y Salarios: Pago de horas extra',
      },
    },
    url: 'https://www.dol.gov/agencies/whd/overtime',
  },
  {
    id: 'medicaid-no-balance-billing',
    kind: 'right',
    notOwed: true,
    applies: (kase) => inArea(kase, 'medical_bills') && kase.flags.medicaid === true,
    appliesWhenText:
      'The person had Medicaid (or CHIP, or a state Medicaid plan such as Medi-Cal) on the date of care, and a provider that accepted them as a Medicaid patient bills them for covered care. Not Medicare, and not private insurance.',
    text: {
      en: {
        title: 'Medicaid: a provider that accepts you as a Medicaid patient cannot bill you the rest',
        detail:
          "A provider that takes Medicaid must accept Medicaid's payment as payment in full for covered services: it can't bill you for more, apart from a small copay your state's Medicaid may set. If they say your coverage wasn't active, send them your state's letter showing your coverage on that date and ask them to bill Medicaid (or your Medicaid health plan). Your state Medicaid office can confirm your coverage and take a complaint.",
        source:
          'Electronic Code of Federal Regulations (eCFR): 42 CFR 447.15, acceptance of State payment as payment in full',
      },
      es: {
        title: 'Medicaid: un proveedor que le atiende como paciente de Medicaid no puede cobrarle el resto',
        detail:
          'Un proveedor que acepta Medicaid debe aceptar el pago de Medicaid como pago total por los servicios cubiertos: no puede cobrarle más, aparte de un copago pequeño que fije el Medicaid de su estado. Si dicen que su cobertura no estaba activa, envíeles la carta del estado que muestra su cobertura en esa fecha y pida que le facturen a Medicaid (o a su plan de salud de Medicaid). La oficina de Medicaid de su estado puede confirmar su cobertura y recibir una queja.',
        source:
          'Código Electrónico de Regulaciones Federales (eCFR): 42 CFR 447.15, aceptación del pago estatal como pago total',
      },
    },
    url: 'https://www.ecfr.gov/current/title-42/chapter-IV/subchapter-C/part-447/subpart-A/section-447.15',
  },
  {
    id: 'card-penalty-apr',
    kind: 'right',
    applies: (kase) =>
      inArea(kase, 'credit_card_fees') && kase.cardType !== 'debit' && kase.flags.aprIncrease === true,
    appliesWhenText:
      'A credit card issuer raises (or says it will raise) the interest rate, for example a penalty rate after a late payment. Not a variable rate moving with the prime rate, and not a debit card.',
    text: {
      en: {
        title:
          'A higher card rate: 45 days’ notice, and not on your old balance unless you were 60 days late',
        detail:
          'Under the Credit CARD Act rules, a card issuer must give you written notice at least 45 days before a higher rate (such as a penalty rate) takes effect, and that rate applies only to new purchases. It can apply a penalty rate to the balance you already have only if your minimum payment is more than 60 days late, and after six months of on-time payments it must review the rate. Ask them to confirm the new rate, its start date and which balance it covers in writing.',
        source: 'Electronic Code of Federal Regulations (eCFR): 12 CFR 1026.55, limits on increasing rates',
      },
      es: {
        title:
          'Una tasa más alta en su tarjeta: 45 días de aviso, y no sobre su saldo anterior salvo 60 días de atraso',
        detail:
          'Según las reglas de la Ley CARD, el emisor debe avisarle por escrito al menos 45 días antes de que empiece una tasa más alta (como una tasa de penalización), y esa tasa se aplica solo a las compras nuevas. Solo puede aplicar una tasa de penalización al saldo que ya tiene si su pago mínimo lleva más de 60 días de atraso, y después de seis meses de pagos a tiempo debe revisar la tasa. Pida que le confirmen por escrito la nueva tasa, la fecha en que empieza y a qué saldo se aplica.',
        source:
          'Código Electrónico de Regulaciones Federales (eCFR): 12 CFR 1026.55, límites al aumento de tasas',
      },
    },
    url: 'https://www.ecfr.gov/current/title-12/chapter-X/part-1026/subpart-G/section-1026.55',
  },
  {
    id: 'fdcpa-third-party-contact',
    kind: 'right',
    applies: (kase) =>
      inArea(kase, 'debt_collection') &&
      kase.flags.collector !== false &&
      kase.flags.thirdPartyContacted === true &&
      kase.flags.someoneElsesDebt !== true,
    appliesWhenText:
      "A third-party debt collector contacted someone other than the person about the debt: a parent, a relative, a neighbor, a friend or the person's employer. Not the person's spouse (or a parent of a minor), whom the rule treats as the consumer.",
    text: {
      en: {
        title: 'A collector may not discuss your debt with your family or employer',
        detail:
          "A debt collector may not talk about your debt with anyone but you (and your spouse, or your parents if you're a minor). It may contact others only to learn where you live or work, without saying you owe a debt, and generally only once. Tell the collector in writing to stop contacting your family.",
        source:
          'Electronic Code of Federal Regulations (eCFR): 12 CFR 1006.6, communications in connection with debt collection',
      },
      es: {
        title: 'Un cobrador no puede hablar de su deuda con su familia ni con su empleador',
        detail:
          'Un cobrador no puede hablar de su deuda con nadie más que usted (y su cónyuge, o sus padres si usted es menor de edad). Solo puede contactar a otras personas para saber dónde vive o trabaja usted, sin decir que tiene una deuda, y por lo general una sola vez. Pida al cobrador por escrito que deje de contactar a su familia.',
        source:
          'Código Electrónico de Regulaciones Federales (eCFR): 12 CFR 1006.6, comunicaciones relacionadas con el cobro de deudas',
      },
    },
    url: 'https://www.ecfr.gov/current/title-12/chapter-X/part-1006/subpart-B/section-1006.6',
  },
  {
    id: 'ftc-recovery-scam',
    kind: 'warning',
    applies: (kase) => kase.flags.recoveryFeeAsked === true,
    appliesWhenText:
      'Someone asks the person for a fee, or for payment in gift cards, to recover money they lost (often posing as the FTC, the police, a bank or a lawyer).',
    text: {
      en: {
        title: 'Paying a fee to get lost money back is a scam',
        detail:
          "Someone asking for a fee to get your lost money back is running a second scam: don't pay it, and don't buy any gift card. Government agencies and real consumer groups that help people who lost money never charge a fee for it, and anyone who asks to be paid in gift cards is a scammer. By phone, the law bars a company (other than a licensed lawyer) from asking for or taking a fee to recover your money until 7 business days after it has given the money back to you (the FTC's Telemarketing Sales Rule, 16 CFR 310.4(a)(3)). Hang up, don't share any code or account number, and report the call at ReportFraud.ftc.gov.",
        source: 'Federal Trade Commission (FTC): Refund and recovery scams',
      },
      es: {
        title: 'Pagar un cargo para recuperar dinero perdido es una estafa',
        detail:
          'Cobrarle por recuperar el dinero que perdió es una segunda estafa: no pague ese cobro ni compre ninguna tarjeta de regalo. Las agencias del gobierno y los grupos de consumidores reales que ayudan a quienes perdieron dinero nunca cobran por eso, y quien exige el pago con tarjetas de regalo es un estafador. Por teléfono, la ley prohíbe que una empresa (que no sea un abogado con licencia) le pida o le cobre por recuperar su dinero hasta 7 días hábiles después de habérselo devuelto (Regla de Ventas por Telemercadeo de la FTC, 16 CFR 310.4(a)(3)). Cuelgue, no comparta ningún código ni número de cuenta, y reporte la llamada en ReporteFraude.ftc.gov.',
        source: 'Comisión Federal de Comercio (FTC): Estafas de reembolso y recuperación',
      },
    },
    url: 'https://consumer.ftc.gov/articles/refund-and-recovery-scams',
  },
  {
    id: 'ftc-fake-debt-collector-details',
    kind: 'warning',
    applies: (kase) => kase.flags.accountNumberAsked === true,
    appliesWhenText:
      'A caller (a collector, someone saying they are the bank) asks for the bank account, card or Social Security number, e.g. "to verify".',
    text: {
      en: {
        title: "Don't give a caller your account or Social Security number",
        detail:
          'Don\'t give or confirm your bank account, card or Social Security number to someone who called you, even "to verify": the FTC warns that fake collectors use them to steal. A real collector verifies a debt by sending you a written notice; if you later decide to pay, pay by a method you start yourself, after checking the company\'s address and number on your own.',
        source: 'Federal Trade Commission (FTC): Fake debt collectors',
      },
      es: {
        title: 'No le dé su número de cuenta ni de Seguro Social a quien le llama',
        detail:
          'No dé ni confirme su número de cuenta bancaria, de tarjeta o de Seguro Social a alguien que le llamó, ni siquiera "para verificar": la FTC advierte que los cobradores falsos los usan para robar. Un cobrador real verifica una deuda enviándole un aviso por escrito; si después decide pagar, hágalo por un medio que usted inicie, tras comprobar por su cuenta la dirección y el teléfono de la empresa.',
        source: 'Comisión Federal de Comercio (FTC): Cobradores de deudas falsos',
      },
    },
    url: 'https://consumer.ftc.gov/articles/fake-debt-collectors',
  },
  {
    id: 'fdcpa-no-arrest-threats',
    kind: 'warning',
    applies: (kase) => kase.flags.arrestThreat === true,
    appliesWhenText:
      'Someone collecting a debt or a payment threatens the person with arrest, jail or criminal charges.',
    text: {
      en: {
        title: 'A debt collector may not threaten you with jail',
        detail:
          "Don't pay because of a threat of jail: federal law bars debt collectors from saying that not paying will get you arrested or jailed unless that is lawful and they really mean to do it, and not paying a consumer debt is not a crime. Ask for the threat in writing, and report it to the CFPB (consumerfinance.gov/complaint) and your state attorney general.",
        source: 'Federal Trade Commission (FTC): Fair Debt Collection Practices Act, section 807(4)',
      },
      es: {
        title: 'Un cobrador no puede amenazarle con la cárcel',
        detail:
          'No pague por una amenaza de cárcel: la ley federal prohíbe a los cobradores decir que no pagar le llevará al arresto o a la cárcel, salvo que sea legal y de verdad piensen hacerlo, y no pagar una deuda de consumo no es un delito. Pida la amenaza por escrito y repórtela a la CFPB (consumerfinance.gov/complaint) y al fiscal general de su estado.',
        source:
          'Comisión Federal de Comercio (FTC): Ley de Prácticas Justas en el Cobro de Deudas, sección 807(4)',
      },
    },
    url: 'https://www.ftc.gov/legal-library/browse/statutes/fair-debt-collection-practices-act',
  },
  {
    id: 'ftc-mail-order-rule',
    kind: 'right',
    applies: (kase) => kase.flags.remoteOrder === true && kase.flags.notReceived === true,
    appliesWhenText:
      'Merchandise the person ordered online, by phone or by mail never arrived (or the seller says it is delayed). Not something bought in a store, not a service, and not a refund that never came.',
    text: {
      en: {
        title:
          'An order online, by phone or by mail that did not ship on time: agree to the delay, or get a refund',
        detail:
          "Under the FTC's Mail, Internet, or Telephone Order Merchandise Rule, a seller must ship within the time it advertised, or within 30 days if it gave none. When it can't ship on time, it must get your consent to the delay or refund your payment for what it didn't ship.",
        source:
          'Federal Trade Commission (FTC): Mail, Internet, or Telephone Order Merchandise Rule (16 CFR Part 435)',
      },
      es: {
        title:
          'Un pedido en línea, por teléfono o por correo que no se envió a tiempo: aceptar la demora o recibir un reembolso',
        detail:
          'Según la regla de la FTC sobre pedidos por correo, internet o teléfono (Mail, Internet, or Telephone Order Merchandise Rule), el vendedor debe enviar el pedido en el plazo que anunció, o en 30 días si no dio ninguno. Si no puede enviarlo a tiempo, debe obtener su consentimiento para la demora o reembolsarle lo que pagó por lo que no envió.',
        source:
          'Comisión Federal de Comercio (FTC): Regla sobre mercancía pedida por correo, internet o teléfono (16 CFR Parte 435)',
      },
    },
    url: 'https://www.ftc.gov/enforcement/rules/rulemaking-regulatory-reform-proceedings/mail-internet-or-telephone-order',
  },
  {
    id: 'fdcpa-location-only',
    kind: 'right',
    notOwed: true,
    applies: (kase) =>
      inArea(kase, 'debt_collection') &&
      kase.flags.collector !== false &&
      kase.flags.someoneElsesDebt === true,
    appliesWhenText:
      "A debt collector is after SOMEONE ELSE (the person's brother, parent, ex, roommate, a former tenant, the last owner of their number) and contacts the person, who never signed for the debt. Not the person's own debt, and not their spouse's.",
    text: {
      en: {
        title: 'A collector looking for someone else may only ask you where that person is, generally once',
        detail:
          'A debt collector may contact someone other than the person who owes the debt only to learn where that person lives or works. It must not say that the person owes a debt, and it must not contact you again unless you ask it to, or it reasonably believes your first answer was wrong or incomplete and that you now have better information.',
        source:
          'Electronic Code of Federal Regulations (eCFR): 12 CFR 1006.10, acquisition of location information',
      },
      es: {
        title:
          'Un cobrador que busca a otra persona solo puede preguntarle dónde está, y por lo general una sola vez',
        detail:
          'Un cobrador solo puede contactar a alguien que no es quien debe la deuda para saber dónde vive o trabaja esa persona. No debe decir que esa persona tiene una deuda, y no debe volver a contactarle a usted salvo que usted se lo pida, o que crea con razón que su primera respuesta fue errónea o incompleta y que ahora usted tiene mejor información.',
        source:
          'Código Electrónico de Regulaciones Federales (eCFR): 12 CFR 1006.10, obtención de información de ubicación',
      },
    },
    url: 'https://www.ecfr.gov/current/title-12/chapter-X/part-1006/subpart-B/section-1006.10',
  },
  {
    id: 'fdcpa-false-property-threat',
    kind: 'warning',
    applies: (kase) =>
      inArea(kase, 'debt_collection') && kase.flags.collector !== false && kase.flags.propertyThreat === true,
    appliesWhenText:
      "A debt collector threatens to take, seize or put a lien on the person's home, car or other property.",
    text: {
      en: {
        title: 'A debt collector may not threaten to take property unless it lawfully can and means to',
        detail:
          "Federal law bars debt collectors from saying that not paying will lead to the seizure, attachment or sale of anyone's property unless that action is lawful and they really intend to take it, and from threatening any action that can't legally be taken or that they don't intend to take. Write down the threat's exact words, and report it to the CFPB (consumerfinance.gov/complaint) and your state attorney general.",
        source: 'Federal Trade Commission (FTC): Fair Debt Collection Practices Act, section 807(4) and (5)',
      },
      es: {
        title:
          'Un cobrador no puede amenazar con quitarle bienes salvo que pueda hacerlo legalmente y lo piense hacer',
        detail:
          'La ley federal prohíbe a los cobradores decir que no pagar llevará al embargo o la venta de los bienes de cualquier persona, salvo que eso sea legal y de verdad piensen hacerlo, y amenazar con cualquier acción que no se pueda tomar legalmente o que no piensen tomar. Anote las palabras exactas de la amenaza y repórtela a la CFPB (consumerfinance.gov/complaint) y al fiscal general de su estado.',
        source:
          'Comisión Federal de Comercio (FTC): Ley de Prácticas Justas en el Cobro de Deudas, sección 807(4) y (5)',
      },
    },
    url: 'https://www.ftc.gov/legal-library/browse/statutes/fair-debt-collection-practices-act',
  },
  {
    id: 'reg-e-error-resolution',
    kind: 'right',
    notOwed: true,
    // A debit card or bank transfer for the wrong amount or charged twice (the person made the
    // purchase): an "incorrect electronic fund transfer", an error the bank must investigate.
    applies: (kase) =>
      isSub(kase, 'card_billing_error') &&
      (kase.cardType === 'debit' || kase.cardType === 'bank_transfer') &&
      kase.flags.notReceived !== true,
    appliesWhenText:
      'A DEBIT card or bank-account transfer the person made, but posted for the wrong amount or posted twice (a duplicate). Not a credit card, not a charge the person never made (that is an unauthorized transfer), and not goods never received.',
    deadline: (kase) => computedFrom(kase, 60, 'statement') ?? computedFrom(kase, 60, 'charge', 'service'),
    window: STATEMENT_60,
    deadlineText: {
      en: (date, from, _clock, passed) =>
        passed
          ? `Counting 60 days from ${from}, that was ${date}, already past; but the 60 days run from the statement that first showed the error, so check that statement's date and tell the bank today.`
          : `Counting 60 days from ${from}, tell the bank by ${date} (if the statement showing it went out later, you have until 60 days after that).`,
      es: (date, from, _clock, passed) =>
        passed
          ? `Contando 60 días desde ${from}, eso fue el ${date}, ya pasado; pero los 60 días corren desde el estado de cuenta que mostró el error por primera vez, así que revise la fecha de ese estado de cuenta y avísele al banco hoy.`
          : `Contando 60 días desde ${from}, avísele al banco a más tardar el ${date} (si el estado de cuenta que lo muestra se envió después, tiene hasta 60 días después de esa fecha).`,
    },
    text: {
      en: {
        title:
          'A debit charged twice or for the wrong amount is an error the bank must investigate (Regulation E)',
        detail:
          'An incorrect transfer from your account, such as one purchase posted twice, is an "error" under Regulation E even though you authorized the purchase. Tell your bank within 60 days after it sent the statement that first showed it (by phone or in writing; it may ask you to confirm in writing within 10 business days). The bank must start investigating when you tell it, without sending you to the merchant first, and decide within 10 business days; if it needs longer, it must put the amount back in your account as a provisional credit within those 10 business days, and then has up to 45 days (90 for a debit-card purchase) to finish. It must tell you the result within 3 business days after it finishes, and correct an error within 1 business day, including refunding any fees it charged because of the error.',
        source:
          'Consumer Financial Protection Bureau (CFPB): Regulation E, 12 CFR 1005.11, Procedures for resolving errors, and comment 11(c)-6',
      },
      es: {
        title:
          'Un débito cobrado dos veces o por un monto equivocado es un error que el banco debe investigar (Regulación E)',
        detail:
          'Una transferencia incorrecta desde su cuenta, como una sola compra cobrada dos veces, es un "error" según la Regulación E aunque usted haya autorizado la compra. Avísele a su banco dentro de los 60 días después de que envió el estado de cuenta que lo mostró por primera vez (por teléfono o por escrito; puede pedirle que lo confirme por escrito dentro de 10 días hábiles). El banco debe empezar a investigar cuando usted le avisa, sin mandarle primero al comercio, y decidir en 10 días hábiles; si necesita más tiempo, debe devolverle el monto a su cuenta como crédito provisional dentro de esos 10 días hábiles, y luego tiene hasta 45 días (90 para una compra con tarjeta de débito) para terminar. Debe informarle el resultado dentro de 3 días hábiles después de terminar, y corregir un error dentro de 1 día hábil, incluida la devolución de cualquier cargo que le haya cobrado por causa del error.',
        source:
          'Oficina para la Protección Financiera del Consumidor (CFPB): Regulación E, 12 CFR 1005.11, procedimientos para resolver errores, y comentario 11(c)-6',
      },
    },
    url: 'https://www.consumerfinance.gov/rules-policy/regulations/1005/11/',
  },
  {
    id: 'ftc-cooling-off-rule',
    kind: 'right',
    notOwed: true,
    // A seller came to the home and the sale was made there; never a collector or a landlord at the door.
    applies: (kase) =>
      kase.flags.doorToDoor === true &&
      !inArea(kase, 'debt_collection', 'rent_landlord', 'salary', 'medical_bills') &&
      !kase.amounts.some((amount) => amount.value < 25 && ['billed', 'quoted', 'paid'].includes(amount.role)),
    appliesWhenText:
      "A seller came to the person's home (knocked on the door, door-to-door) and the person signed or bought there, for $25 or more. Not a store, not online, not a debt collector or a landlord at the door.",
    deadline: (kase) => {
      const signed = dateOf(kase, 'service', 'charge', 'other');
      if (!signed?.iso) return undefined;
      return { iso: addCoolingOffDays(signed.iso, 3), from: signed.text };
    },
    window: { days: 3, from: 'sale', business: 'cooling-off' },
    deadlineText: {
      en: (date, from, _clock, passed) =>
        passed
          ? `Counting 3 business days from ${from}, the window ended at midnight on ${date}. If the seller never gave you the cancellation form, that itself breaks the rule: say so in writing, and report it to the FTC (ReportFraud.ftc.gov) and your state attorney general.`
          : `Signed ${from}: you can cancel until midnight on ${date}. Mail it (postmarked by then, certified) or hand it over, and keep a copy.`,
      es: (date, from, _clock, passed) =>
        passed
          ? `Contando 3 días hábiles desde ${from}, el plazo terminó a la medianoche del ${date}. Si el vendedor nunca le dio el formulario de cancelación, eso ya incumple la regla: dígalo por escrito y repórtelo a la FTC (ReportFraud.ftc.gov) y al fiscal general de su estado.`
          : `Firmado el ${from}: puede cancelar hasta la medianoche del ${date}. Envíelo por correo (con matasellos de esa fecha como máximo, certificado) o entréguelo en mano, y guarde una copia.`,
    },
    text: {
      en: {
        title: 'A sale made at your home: you can cancel within 3 business days (FTC Cooling-Off Rule)',
        detail:
          "Under the FTC's Cooling-Off Rule, a sale of $25 or more made at your home can be cancelled for any reason, without any penalty or obligation, until midnight of the third business day after the sale (Saturdays count; Sundays and federal holidays don't). Cancel in writing: sign and date the cancellation form, or your own letter, and mail or deliver it to the seller. When you sign, the seller must give you a copy of the contract and two copies of a cancellation form. Within 10 business days after it gets your cancellation, it must refund all your payments and return any check or note you signed. An emergency repair you asked for is the exception only if you gave up the right in a signed statement in your own handwriting.",
        source:
          'Electronic Code of Federal Regulations (eCFR): 16 CFR Part 429, Rule Concerning Cooling-Off Period for Sales Made at Homes or at Certain Other Locations',
      },
      es: {
        title: 'Una venta hecha en su casa: puede cancelarla en 3 días hábiles (regla de la FTC)',
        detail:
          'Según la regla de la FTC sobre el período de reflexión (Cooling-Off Rule), una venta de $25 o más hecha en su casa se puede cancelar por cualquier motivo, sin penalidad ni obligación, hasta la medianoche del tercer día hábil después de la venta (los sábados cuentan; los domingos y los feriados federales no). Cancele por escrito: firme y ponga la fecha en el formulario de cancelación, o en su propia carta, y envíelo por correo o entréguelo al vendedor. Al firmar, el vendedor debe darle una copia del contrato y dos copias de un formulario de cancelación. Dentro de los 10 días hábiles después de recibir su cancelación, debe devolverle todos sus pagos y cualquier cheque o pagaré que usted firmó. Una reparación de emergencia que usted pidió es la excepción solo si usted renunció al derecho en una declaración firmada y escrita de su puño y letra.',
        source:
          'Código Electrónico de Regulaciones Federales (eCFR): 16 CFR Parte 429, regla sobre el período de reflexión para ventas hechas en el hogar o en otros lugares',
      },
    },
    url: 'https://www.ecfr.gov/current/title-16/chapter-I/subchapter-D/part-429',
  },
  {
    id: 'federal-benefits-garnishment',
    kind: 'right',
    // A collector threatens to garnish (take, freeze) the money of someone who lives on Social
    // Security or other federal benefits.
    applies: (kase) =>
      kase.flags.federalBenefits === true &&
      kase.flags.garnishThreat === true &&
      kase.flags.collector !== false,
    appliesWhenText:
      'A creditor or debt collector threatens to garnish, take or freeze the money of a person who lives on Social Security, SSI, VA or other federal benefits.',
    text: {
      en: {
        title: 'Social Security and other federal benefits are protected from most garnishment',
        detail:
          "Federal law protects Social Security, SSI and VA benefits from garnishment by a private creditor or debt collector, such as for a credit card or a medical bill, even after a court judgment; the exceptions include federal taxes, other debts owed to the federal government, and child support or alimony. If the benefits are deposited directly, your bank must automatically protect 2 months' worth of them from a garnishment order and let you use that money.",
        source:
          'Electronic Code of Federal Regulations (eCFR): 31 CFR Part 212, garnishment of accounts containing federal benefit payments',
      },
      es: {
        title: 'El Seguro Social y otros beneficios federales están protegidos de casi todo embargo',
        detail:
          'La ley federal protege los beneficios del Seguro Social, SSI y VA del embargo por un acreedor privado o un cobrador, por ejemplo por una tarjeta de crédito o una factura médica, aun después de una sentencia; las excepciones incluyen impuestos federales, otras deudas con el gobierno federal y la manutención de hijos o pensión alimenticia. Si los beneficios le llegan por depósito directo, su banco debe proteger automáticamente 2 meses de beneficios ante una orden de embargo y dejarle usar ese dinero.',
        source:
          'Código Electrónico de Regulaciones Federales (eCFR): 31 CFR Parte 212, embargo de cuentas que reciben pagos de beneficios federales',
      },
    },
    url: 'https://www.ecfr.gov/current/title-31/subtitle-B/chapter-II/part-212',
  },
  {
    id: 'hospital-collection-limits',
    kind: 'right',
    // A hospital bill the hospital (or its collector) threatens to send on: a credit report, a sale,
    // a suit. Under 26 CFR 1.501(r)-6 a nonprofit hospital may not start "extraordinary collection
    // actions" before 120 days from the first bill after discharge, needs a written notice 30 days
    // ahead, and suspends them while an application made in the application period is handled.
    applies: (kase) =>
      inArea(kase, 'medical_bills') &&
      kase.flags.hospital !== false &&
      kase.flags.nonprofit !== false &&
      isSub(kase, 'medical_financial_assistance') &&
      // Being sent to a collection agency is not itself such an action: the threat of one is.
      (kase.flags.creditReportThreat === true || kase.flags.suitThreatened === true),
    appliesWhenText:
      "A hospital bill the person can't pay, and the hospital or its collector threatens a credit report or a suit (collections alone is not enough). Not a for-profit hospital.",
    notBefore: true,
    deadline: (kase) => computedFrom(kase, 120, 'bill') ?? computedFrom(kase, 120, 'statement'),
    deadlineText: {
      en: (date, from, _clock, passed) =>
        passed
          ? `The 120 days from the first bill (${from}) ended on ${date}; the 30-day notice and the suspension while you apply still hold.`
          : `Counting 120 days from the first bill (${from}), none may start before ${date}.`,
      es: (date, from, _clock, passed) =>
        passed
          ? `Los 120 días desde la primera factura (${from}) terminaron el ${date}; el aviso de 30 días y la suspensión mientras usted solicita siguen valiendo.`
          : `Contando 120 días desde la primera factura (${from}), ninguna puede empezar antes del ${date}.`,
    },
    text: {
      en: {
        title:
          'A nonprofit hospital may not report you to credit bureaus, sell the debt or sue before checking for financial assistance',
        detail:
          'Before a nonprofit hospital reports you to credit bureaus, sells your debt, sues you, places a lien or garnishes wages ("extraordinary collection actions"), it must make reasonable efforts to find out whether you qualify for financial assistance: none may start until at least 120 days after the first bill after discharge, nor without a written notice at least 30 days ahead. If you apply within the application period, it must suspend them while your application is handled. Sending the bill to a collection agency is not by itself one of them.',
        source:
          'Internal Revenue Service (IRS): Billing and Collections, Section 501(r)(6); 26 CFR 1.501(r)-6',
      },
      es: {
        title:
          'Un hospital sin fines de lucro no puede reportarle al crédito, vender la deuda ni demandarle sin antes ver si califica para asistencia financiera',
        detail:
          'Antes de reportarle a las agencias de crédito, vender su deuda, demandarle, poner un gravamen sobre sus bienes o embargarle el sueldo ("acciones extraordinarias de cobro"), un hospital sin fines de lucro debe hacer esfuerzos razonables para saber si usted califica para asistencia financiera: ninguna puede empezar antes de 120 días después de la primera factura tras el alta, ni sin un aviso por escrito con al menos 30 días de anticipación. Si usted presenta la solicitud dentro del plazo para solicitar, debe suspenderlas mientras la tramita. Enviar la factura a una agencia de cobranza no es por sí solo una de ellas.',
        source:
          'Servicio de Impuestos Internos (IRS): Facturación y cobranza, sección 501(r)(6); 26 CFR 1.501(r)-6',
      },
    },
    url: 'https://www.irs.gov/charities-non-profits/billing-and-collections-section-501r6',
  },
  {
    id: 'reg-e-stop-preauthorized-debit',
    kind: 'right',
    // A company the person cancelled keeps taking money straight from their bank account: the bank
    // stops the next recurring debit on notice 3 business days ahead (12 CFR 1005.10(c)).
    applies: (kase) =>
      kase.flags.cancelled === true &&
      kase.flags.accountDebit === true &&
      kase.cardType !== 'credit' &&
      isSub(kase, 'service_after_cancel', 'service_membership_cancel', 'card_after_cancel'),
    appliesWhenText:
      "A company the person cancelled keeps taking recurring payments straight from the person's bank account (not a credit card).",
    text: {
      en: {
        title: 'You can stop a recurring debit from your bank account (Regulation E)',
        detail:
          'You can stop payment of a preauthorized recurring debit from your account by telling your bank, by phone or in writing, at least 3 business days before the scheduled date. If you call, the bank may require written confirmation within 14 days; it must tell you so when you call, and give you the address.',
        source:
          'Consumer Financial Protection Bureau (CFPB): Regulation E, 12 CFR 1005.10(c), Preauthorized transfers, stop payments',
      },
      es: {
        title: 'Puede detener un débito recurrente de su cuenta bancaria (Regulación E)',
        detail:
          'Puede detener el pago de un débito recurrente preautorizado de su cuenta avisándole a su banco, por teléfono o por escrito, al menos 3 días hábiles antes de la fecha programada. Si llama, el banco puede exigir una confirmación por escrito dentro de 14 días; debe decírselo en la llamada y darle la dirección.',
        source:
          'Oficina para la Protección Financiera del Consumidor (CFPB): Regulación E, 12 CFR 1005.10(c), transferencias preautorizadas, suspensión de pagos',
      },
    },
    url: 'https://www.consumerfinance.gov/rules-policy/regulations/1005/10/',
  },
  {
    id: 'dot-bag-fee-refund',
    kind: 'right',
    // A checked bag delivered late: the fee to carry it comes back (14 CFR 260.5, with the delay as
    // defined in 260.2), once the passenger filed a mishandled-baggage report; refunds go to the
    // original form of payment (260.10) unless the passenger accepts something else (260.7).
    applies: (kase) => kase.flags.bagDelayed === true,
    appliesWhenText:
      "An airline delivered the person's checked bag late (more than 12 hours after a domestic flight arrived; 15 to 30 hours for an international flight, by its length) and the person filed a mishandled-baggage report.",
    text: {
      en: {
        title: 'A significantly delayed checked bag: the bag fee comes back',
        detail:
          'Under the DOT refund rule, an airline must promptly refund the fee it charged to carry a checked bag that is significantly delayed: on a domestic flight, delivered more than 12 hours after the flight arrived (15 to 30 hours on an international flight, depending on its length), once you filed a mishandled-baggage report. The refund goes to your original form of payment unless you agree to a voucher or other compensation. Complaints go to the U.S. Department of Transportation.',
        source:
          'Electronic Code of Federal Regulations (eCFR): 14 CFR 260.5, Refunding fees for significantly delayed or lost bags',
      },
      es: {
        title: 'Una maleta documentada con un retraso importante: le devuelven el cargo por la maleta',
        detail:
          'Según la regla de reembolsos del DOT, la aerolínea debe devolver pronto el cargo que cobró por llevar una maleta documentada con un retraso importante: en un vuelo nacional, entregada más de 12 horas después de la llegada del vuelo (de 15 a 30 horas en un vuelo internacional, según su duración), una vez que usted presentó el reporte de equipaje. El reembolso va a su forma de pago original, salvo que usted acepte un cupón u otra compensación. Las quejas van al Departamento de Transporte de EE. UU.',
        source:
          'Código Electrónico de Regulaciones Federales (eCFR): 14 CFR 260.5, reembolso de cargos por maletas con retraso importante o perdidas',
      },
    },
    url: 'https://www.ecfr.gov/current/title-14/chapter-II/subchapter-A/part-260/section-260.5',
  },
  {
    id: 'fcra-checking-report-dispute',
    kind: 'right',
    // Checking account reporting companies are consumer reporting agencies under the FCRA: they and
    // the bank that furnished the information must investigate a dispute and correct what is wrong.
    applies: (kase) => kase.flags.checkingReportThreat === true,
    appliesWhenText:
      'A bank or credit union reports, or threatens to report, the person to a checking account reporting company (ChexSystems, Early Warning Services) over a negative balance or unpaid fees.',
    text: {
      en: {
        title: 'A checking account report (ChexSystems and others) can be disputed',
        detail:
          'Checking account reporting companies, such as ChexSystems, must follow the federal Fair Credit Reporting Act: they must investigate your dispute of inaccurate information on your report and correct it. Dispute it with the reporting company and with the bank that gave them the information; the bank must also investigate and correct it. The nationwide companies must give you one free report a year if you ask.',
        source:
          'Consumer Financial Protection Bureau (CFPB): How do I dispute an error on my checking account consumer report?',
      },
      es: {
        title: 'Un reporte de cuenta de cheques (ChexSystems y otros) se puede disputar',
        detail:
          'Las compañías de reportes de cuentas de cheques, como ChexSystems, deben cumplir la Ley federal de Informe Justo de Crédito (Fair Credit Reporting Act): deben investigar su disputa de información incorrecta en su reporte y corregirla. Dispútela con la compañía de reportes y con el banco que les dio la información; el banco también debe investigarla y corregirla. Las compañías nacionales deben darle un reporte gratis al año si usted lo solicita.',
        source:
          'Oficina para la Protección Financiera del Consumidor (CFPB): ¿Cómo disputo un error en mi reporte de cuenta de cheques?',
      },
    },
    url: 'https://www.consumerfinance.gov/ask-cfpb/how-do-i-dispute-an-error-on-my-checking-account-consumer-report-en-2029/',
  },
  {
    id: 'medical-collections-credit-report',
    kind: 'right',
    // The three nationwide credit bureaus' own policy (July 2022, April 2023), as the CFPB describes
    // it: a medical collection less than a year old, under $500, or paid is left off the report. Not
    // a law (the CFPB's 2025 medical-debt rule was vacated), and said as the bureaus' policy.
    applies: (kase) =>
      medicalDebtAtCollector(kase) &&
      // The person's own care, placed: a claim with their insurer, its EOB, the visit's day, or their
      // own credit plans (a debt they doubt is theirs is validated first).
      (kase.flags.claimPending === true ||
        kase.amounts.some((amount) => amount.role === 'owed') ||
        kase.dates.some((date) => date.role === 'service') ||
        kase.flags.creditWorry === true) &&
      (kase.flags.creditReportThreat === true || kase.flags.creditWorry === true),
    appliesWhenText:
      "A medical bill for the person's own care is with a collector that threatens their credit report, or they fear for their credit. The credit bureaus' policy, not a law.",
    text: {
      en: {
        title: 'Medical collections: the credit bureaus leave off any under a year old, under $500, or paid',
        detail:
          "Equifax, Experian and TransUnion, the three nationwide credit bureaus, don't include on your credit report a medical collection that is less than a year old or under $500, and they remove a medical collection once it is paid. This is the bureaus' own policy, not a law. It covers medical bills sent to a debt collector, not a medical bill you paid with a credit card. Check your reports for free at AnnualCreditReport.com and dispute any medical collection that shouldn't be there.",
        source:
          'Consumer Financial Protection Bureau (CFPB): Have medical debt? Anything already paid or under $500 should no longer be on your credit report',
      },
      es: {
        title:
          'Cobranzas médicas: las agencias de crédito no incluyen las de menos de un año, las de menos de $500 ni las pagadas',
        detail:
          'Equifax, Experian y TransUnion, las tres agencias nacionales de crédito, no incluyen en su informe de crédito una cobranza médica de menos de un año de antigüedad o de menos de $500, y quitan una cobranza médica cuando se paga. Es la política propia de esas agencias, no una ley. Cubre las facturas médicas enviadas a un cobrador, no una factura médica que usted pagó con tarjeta de crédito. Revise gratis sus informes en AnnualCreditReport.com y dispute cualquier cobranza médica que no debería estar ahí.',
        source:
          'Oficina para la Protección Financiera del Consumidor (CFPB): ¿Tiene deudas médicas? Lo ya pagado o de menos de $500 ya no debería estar en su informe de crédito',
      },
    },
    url: 'https://www.consumerfinance.gov/about-us/blog/medical-debt-anything-already-paid-or-under-500-should-no-longer-be-on-your-credit-report/',
  },
];

/** A medical bill (hospital, ER, doctor, dentist) a debt collector now holds. */
function medicalDebtAtCollector(kase: Case): boolean {
  const f = kase.flags;
  if (inArea(kase, 'medical_bills')) return f.collector === true;
  if (!inArea(kase, 'debt_collection') || f.collector === false || f.someoneElsesDebt === true) return false;
  return (
    kase.insurance !== undefined ||
    [f.hospital, f.emergency, f.dental, f.claimPending, f.inNetworkFacility, f.outOfNetworkProvider].some(
      (flag) => flag === true,
    )
  );
}

export function factById(id: FactId): ReviewedFact {
  const fact = REVIEWED_FACTS.find((candidate) => candidate.id === id);
  if (!fact) throw new Error(`Unknown fact ${id}`);
  return fact;
}

type Deadline = ChatSections['deadlines'][number];

/**
 * A fact as a deadline entry, with the computed date when the person gave one; a last day still
 * ahead is also given as `date` (YYYY-MM-DD), for the interface's "Add to calendar". With no date
 * given, the fact's clock goes as `window`, for the page to ask that date and count in the browser.
 */
export function deadlineOf(
  fact: ReviewedFact,
  lang: Language,
  computed: ComputedDeadline | undefined = undefined,
): Deadline {
  const { title, detail, source } = fact.text[lang];
  const dated =
    computed && fact.deadlineText
      ? ` ${fact.deadlineText[lang](formatDay(computed.iso, lang), computed.from, computed.clock, computed.passed)}`
      : '';
  const deadline = { title, detail: `${detail}${dated}`, source, url: fact.url };
  return computed
    ? computed.passed || fact.notBefore
      ? deadline
      : { ...deadline, date: computed.iso }
    : fact.window
      ? { ...deadline, window: fact.window }
      : deadline;
}

function comparable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}$]+/gu, ' ')
    .trim();
}

function comparableUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const host = parsed.hostname.toLowerCase().replace(/^www\./, '');
    return `${host}${parsed.pathname.replace(/\/+$/, '')}`;
  } catch {
    return url.trim().toLowerCase();
  }
}

/**
 * The table's fact a deadline cites: by its exact title in either language, else by its source
 * URL when exactly one fact has it. A deadline that matches nothing is not from the table.
 */
export function reviewedFactOf(deadline: Pick<Deadline, 'title' | 'url'>): ReviewedFact | undefined {
  const title = comparable(deadline.title);
  const byTitle = REVIEWED_FACTS.find((fact) =>
    (Object.values(fact.text) as { title: string }[]).some((text) => comparable(text.title) === title),
  );
  if (byTitle) return byTitle;
  const url = comparableUrl(deadline.url);
  const byUrl = REVIEWED_FACTS.filter((fact) => comparableUrl(fact.url) === url);
  return byUrl.length === 1 ? byUrl[0] : undefined;
}
