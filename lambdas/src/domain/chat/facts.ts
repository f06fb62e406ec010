import type { ChatSections, Language } from '@lane/shared';

/**
 * The reviewed facts table (issue 4, point 4). These are the only laws, rules and time limits Lane
 * states as fact, in either assistant. Anything else (state law, a lease clause, a company policy)
 * is offered as a question to ask, never as law. Change a fact only with its official source open.
 */

export const SITUATION_CATEGORIES = [
  'hidden_fees',
  'medical_bills',
  'credit_card_fees',
  'rent_landlord',
  'service_disputes',
  'salary',
  'car_repairs_dealers',
  'vendors',
] as const;
export type SituationCategory = (typeof SITUATION_CATEGORIES)[number];

/** What has to be true of a situation for a fact to apply. */
export const SITUATION_SIGNALS = [
  'card_billing_error',
  'debt_collector',
  'emergency_care',
  'out_of_network',
  'uninsured_or_self_pay',
  'good_faith_estimate',
  'live_event_tickets',
  'short_term_lodging',
  'car_dealer',
] as const;
export type SituationSignal = (typeof SITUATION_SIGNALS)[number];

export const FACT_IDS = [
  'fcba-billing-error',
  'debt-validation',
  'no-surprises-emergency',
  'no-surprises-good-faith-estimate',
  'ftc-fee-rule-scope',
  'ftc-cars-rule-vacated',
] as const;
export type FactId = (typeof FACT_IDS)[number];

type Bilingual<T> = Readonly<Record<Language, T>>;

export interface ReviewedFact {
  readonly id: FactId;
  /**
   * A `right` is shown among the deadlines when it applies. A `caution` is never shown as law: it
   * names a rule people still quote that is not in force, so the advice can warn against it.
   */
  readonly kind: 'right' | 'caution';
  /** Every `all` signal present, at least one `any` signal (when listed), no `none` signal. */
  readonly appliesWhen: {
    readonly all?: readonly SituationSignal[];
    readonly any?: readonly SituationSignal[];
    readonly none?: readonly SituationSignal[];
  };
  /** The same condition in words, for the model's system prompt. */
  readonly appliesWhenText: string;
  readonly text: Bilingual<{ readonly title: string; readonly detail: string; readonly source: string }>;
  readonly url: string;
  /** Said when the situation is in this category but the fact does not apply (a tempting misquote). */
  readonly outOfScope?: { readonly category: SituationCategory; readonly note: Bilingual<string> };
}

export const REVIEWED_FACTS: readonly ReviewedFact[] = [
  {
    id: 'fcba-billing-error',
    kind: 'right',
    appliesWhen: { all: ['card_billing_error'] },
    appliesWhenText:
      'A billing error on a credit card statement: a charge the person did not make or authorize, a wrong amount, a double charge, goods or services not delivered as agreed, a payment or refund not credited. NOT a late fee, annual fee or interest charged as the card agreement says, and not debit cards.',
    text: {
      en: {
        title: 'Credit card billing error: dispute it in writing within 60 days',
        detail:
          "Under the Fair Credit Billing Act, your letter must reach the card issuer's billing-error address within 60 days after the first statement showing the error was sent. The issuer must acknowledge it within 30 days and resolve it within two billing cycles (no more than 90 days). You can hold back the disputed amount while they investigate; pay the rest.",
        source: 'Federal Trade Commission (FTC): Using Credit Cards and Disputing Charges',
      },
      es: {
        title: 'Error en la factura de tu tarjeta de crédito: disputa por escrito en 60 días',
        detail:
          'Según la Ley de Facturación Justa de Crédito (Fair Credit Billing Act), tu carta debe llegar a la dirección para errores de facturación del emisor de la tarjeta dentro de los 60 días después de que se envió el primer estado de cuenta con el error. El emisor debe acusar recibo en 30 días y resolverlo en dos ciclos de facturación (90 días como máximo). Mientras investiga, puedes no pagar la cantidad en disputa; paga el resto.',
        source: 'Comisión Federal de Comercio (FTC): Cómo usar tarjetas de crédito y disputar cargos',
      },
    },
    url: 'https://consumer.ftc.gov/articles/using-credit-cards-and-disputing-charges',
  },
  {
    id: 'debt-validation',
    kind: 'right',
    appliesWhen: { all: ['debt_collector'] },
    appliesWhenText:
      'A debt collector or collection agency (not the original company) is asking for payment of any debt, including a medical bill sent to collections.',
    text: {
      en: {
        title: 'Debt collector: ask for validation within 30 days',
        detail:
          'A debt collector must send you a validation notice. If you dispute the debt, or ask for the name of the original creditor, in writing within 30 days of getting that notice, the collector must pause collection until it answers. The CFPB has free sample letters.',
        source: 'Consumer Financial Protection Bureau (CFPB): Debt collection',
      },
      es: {
        title: 'Cobrador de deudas: pide la validación en 30 días',
        detail:
          'Un cobrador de deudas debe enviarte un aviso de validación. Si disputas la deuda, o pides el nombre del acreedor original, por escrito dentro de los 30 días después de recibir ese aviso, el cobrador debe pausar el cobro hasta responderte. La CFPB tiene cartas de muestra gratuitas.',
        source: 'Oficina para la Protección Financiera del Consumidor (CFPB): Cobro de deudas',
      },
    },
    url: 'https://www.consumerfinance.gov/consumer-tools/debt-collection/',
  },
  {
    id: 'no-surprises-emergency',
    kind: 'right',
    appliesWhen: { any: ['emergency_care', 'out_of_network'], none: ['uninsured_or_self_pay'] },
    appliesWhenText:
      'The person has health insurance and the bill is for emergency care, or for care from an out-of-network provider at an in-network hospital or surgery center. Not for people who are uninsured or paying for themselves.',
    text: {
      en: {
        title: 'No Surprises Act: emergency care and out-of-network surprise bills',
        detail:
          "If you have health insurance, emergency care (and care from an out-of-network doctor at an in-network hospital or surgery center) can't be billed above your in-network cost-sharing: your copay, coinsurance and deductible. If part of this bill is a balance bill from an out-of-network provider, ask them to rebill at in-network cost-sharing. Federal help desk: 1-800-985-3059.",
        source: 'Centers for Medicare & Medicaid Services (CMS): Medical bill rights',
      },
      es: {
        title: 'Ley Sin Sorpresas: emergencias y facturas sorpresa fuera de la red',
        detail:
          'Si tienes seguro médico, la atención de emergencia (y la de un médico fuera de la red en un hospital o centro quirúrgico dentro de la red) no se te puede cobrar por encima de tu costo compartido dentro de la red: copago, coseguro y deducible. Si parte de esta factura es un cobro de saldo (balance bill) de un proveedor fuera de la red, pide que la vuelvan a facturar con tu costo dentro de la red. Línea federal de ayuda: 1-800-985-3059.',
        source: 'Centros de Servicios de Medicare y Medicaid (CMS): Derechos sobre facturas médicas',
      },
    },
    url: 'https://www.cms.gov/medical-bill-rights',
  },
  {
    id: 'no-surprises-good-faith-estimate',
    kind: 'right',
    appliesWhen: { all: ['uninsured_or_self_pay', 'good_faith_estimate'] },
    appliesWhenText:
      'The person was uninsured or paying for themselves (self-pay), got a Good Faith Estimate before scheduled care, and the bill from that provider or facility is at least $400 above it.',
    text: {
      en: {
        title: 'No Surprises Act: a bill $400 or more above your Good Faith Estimate',
        detail:
          'If you were uninsured or paying for yourself and got a Good Faith Estimate, and the bill from that provider or facility is at least $400 more than the estimate, you can start the federal patient-provider dispute process within 120 days of the date on the first bill.',
        source: 'Centers for Medicare & Medicaid Services (CMS): Dispute a medical bill',
      },
      es: {
        title: 'Ley Sin Sorpresas: una factura $400 o más por encima de tu Estimado de Buena Fe',
        detail:
          'Si no tenías seguro o pagabas por tu cuenta y recibiste un Estimado de Buena Fe (Good Faith Estimate), y la factura de ese proveedor o centro es al menos $400 más alta que el estimado, puedes iniciar el proceso federal de disputa entre paciente y proveedor dentro de los 120 días desde la fecha de la primera factura.',
        source: 'Centros de Servicios de Medicare y Medicaid (CMS): Disputar una factura médica',
      },
    },
    url: 'https://www.cms.gov/medical-bill-rights/help/dispute-a-bill',
  },
  {
    id: 'ftc-fee-rule-scope',
    kind: 'right',
    appliesWhen: { any: ['live_event_tickets', 'short_term_lodging'] },
    appliesWhenText:
      'Fees on live-event tickets (concerts, sports, theater) or short-term lodging (hotels, vacation rentals). It does NOT cover fees in any other industry: never cite it for banks, phone, internet, airlines, rent, cars, food delivery or other fees.',
    text: {
      en: {
        title: 'FTC fee rule: the total price up front for event tickets and short stays',
        detail:
          'Since May 12, 2025, businesses selling live-event tickets or short-term lodging (hotels, vacation rentals) must show the total price, including mandatory fees, up front. Taxes and optional extras can be shown later. The rule does not cover fees in other industries.',
        source: 'Federal Trade Commission (FTC): Rule on Unfair or Deceptive Fees',
      },
      es: {
        title: 'Regla de cargos de la FTC: el precio total desde el inicio en boletos y estancias cortas',
        detail:
          'Desde el 12 de mayo de 2025, quienes venden boletos para eventos en vivo o alojamiento de corta estancia (hoteles, rentas vacacionales) deben mostrar desde el inicio el precio total, con los cargos obligatorios incluidos. Los impuestos y los extras opcionales pueden mostrarse después. La regla no cubre cargos de otras industrias.',
        source: 'Comisión Federal de Comercio (FTC): Regla sobre cargos injustos o engañosos',
      },
    },
    url: 'https://www.ftc.gov/news-events/news/press-releases/2025/05/ftc-rule-unfair-or-deceptive-fees-take-effect-may-12-2025',
    outOfScope: {
      category: 'hidden_fees',
      note: {
        en: "Don't cite the FTC's May 2025 fee rule for this one: it covers only live-event tickets and short-term lodging. Lean on the price you were shown and what you agreed to.",
        es: 'No cites la regla de cargos de la FTC de mayo de 2025 en este caso: solo cubre boletos para eventos en vivo y alojamiento de corta estancia. Apóyate en el precio que te mostraron y en lo que aceptaste.',
      },
    },
  },
  {
    id: 'ftc-cars-rule-vacated',
    kind: 'caution',
    appliesWhen: { all: ['car_dealer'] },
    appliesWhenText:
      'Any car dealer situation. The FTC CARS Rule was vacated by a federal appeals court in January 2025: never cite it as in force.',
    text: {
      en: {
        title: 'The FTC CARS Rule is not in force',
        detail:
          "A federal appeals court vacated the FTC's CARS Rule for car dealers in January 2025, so don't quote it. Rely on the written price you were quoted and the buyer's order you sign.",
        source: 'Federal Trade Commission (FTC): CARS Rule',
      },
      es: {
        title: 'La regla CARS de la FTC no está vigente',
        detail:
          'Una corte federal de apelaciones anuló en enero de 2025 la regla CARS de la FTC para concesionarios de autos, así que no la cites. Apóyate en el precio que te dieron por escrito y en la orden de compra que firmes.',
        source: 'Comisión Federal de Comercio (FTC): Regla CARS',
      },
    },
    url: 'https://www.ftc.gov/legal-library/browse/rules/motor-vehicle-dealers-trade-regulation-rule-combating-auto-retail-scams-cars-rule',
  },
];

export function factById(id: FactId): ReviewedFact {
  const fact = REVIEWED_FACTS.find((candidate) => candidate.id === id);
  if (!fact) throw new Error(`Unknown fact ${id}`);
  return fact;
}

export function factApplies(fact: ReviewedFact, signals: ReadonlySet<SituationSignal>): boolean {
  const { all = [], any = [], none = [] } = fact.appliesWhen;
  return (
    all.every((signal) => signals.has(signal)) &&
    (any.length === 0 || any.some((signal) => signals.has(signal))) &&
    !none.some((signal) => signals.has(signal))
  );
}

export function applicableFacts(signals: ReadonlySet<SituationSignal>): ReviewedFact[] {
  return REVIEWED_FACTS.filter((fact) => factApplies(fact, signals));
}

type Deadline = ChatSections['deadlines'][number];

export function deadlineOf(fact: ReviewedFact, lang: Language): Deadline {
  const { title, detail, source } = fact.text[lang];
  return { title, detail, source, url: fact.url };
}

/** The deadlines section for a situation: the rights that apply, never a caution. */
export function deadlinesFor(signals: ReadonlySet<SituationSignal>, lang: Language): Deadline[] {
  return applicableFacts(signals)
    .filter((fact) => fact.kind === 'right')
    .map((fact) => deadlineOf(fact, lang));
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
 * URL. A deadline that matches nothing is not from the table and must not be shown as law.
 */
export function reviewedFactOf(deadline: Pick<Deadline, 'title' | 'url'>): ReviewedFact | undefined {
  const title = comparable(deadline.title);
  const byTitle = REVIEWED_FACTS.find((fact) =>
    (Object.values(fact.text) as { title: string }[]).some((text) => comparable(text.title) === title),
  );
  if (byTitle) return byTitle;
  const url = comparableUrl(deadline.url);
  return REVIEWED_FACTS.find((fact) => comparableUrl(fact.url) === url);
}

/**
 * Replaces a model's deadlines with the table's own wording in the answer's language and drops
 * any that cite no right from the table (a caution is never a deadline).
 */
export function reviewDeadlines(
  deadlines: readonly Deadline[],
  lang: Language,
): { deadlines: Deadline[]; dropped: number } {
  const kept = new Map<FactId, Deadline>();
  let dropped = 0;
  for (const deadline of deadlines) {
    const fact = reviewedFactOf(deadline);
    if (!fact || fact.kind !== 'right') {
      dropped += 1;
      continue;
    }
    if (!kept.has(fact.id)) kept.set(fact.id, deadlineOf(fact, lang));
  }
  return { deadlines: [...kept.values()], dropped };
}

/** Warnings the advice should carry: cautions that apply, and misquotes tempting in this category. */
export function cautionNotes(
  category: SituationCategory | undefined,
  signals: ReadonlySet<SituationSignal>,
  lang: Language,
): string[] {
  const notes: string[] = [];
  for (const fact of REVIEWED_FACTS) {
    const applies = factApplies(fact, signals);
    if (fact.kind === 'caution' && applies) notes.push(fact.text[lang].detail);
    if (!applies && fact.outOfScope && fact.outOfScope.category === category)
      notes.push(fact.outOfScope.note[lang]);
  }
  return notes;
}
