import type { ChatMessage, Language } from '@lane/shared';
import { detectLanguage } from '../../domain/chat/detect-language.js';
import { SECTION_HEADINGS } from '../../domain/chat/render.js';
import type { SituationCategory, SituationSignal } from '../../domain/chat/facts.js';
import { extractAmounts, extractPercentages, type Amount } from './amounts.js';

/** Details inside an area that change the advice (not the law: that is what signals are for). */
export type Aspect =
  | 'insured'
  | 'late_fee'
  | 'annual_fee'
  | 'interest'
  | 'deposit'
  | 'rent_increase'
  | 'outage'
  | 'cancellation'
  | 'job_offer'
  | 'freelance'
  | 'unpaid_invoice'
  | 'car_repair';

export type MissingFact = 'what_happened' | 'who' | 'how_much';

/** Where the conversation stands after Lane's first answer. */
export type FollowUp = 'said_no' | 'counter_offer' | 'agreed' | 'no_reply' | 'more_details';

export interface Situation {
  /** Undefined when nothing in the conversation names one of the areas. */
  readonly category: SituationCategory | undefined;
  readonly signals: ReadonlySet<SituationSignal>;
  readonly aspects: ReadonlySet<Aspect>;
  readonly amounts: readonly Amount[];
  readonly dates: readonly string[];
  readonly percentages: readonly string[];
  /** The other side as the person named it ("Mercy Hospital", "Comcast"). */
  readonly party: string | undefined;
  readonly missing: readonly MissingFact[];
  /** The language the person writes in, when their words (latest first) say so. */
  readonly writtenIn: Language | undefined;
  /** Undefined for the first answer. */
  readonly followUp: FollowUp | undefined;
  /** How many times the person has reported a no: each one moves further down the step-down plan. */
  readonly noCount: number;
  /** Amounts in the latest message of a follow-up (an offer the other side made). */
  readonly latestAmounts: readonly Amount[];
  /** The person asked for help deceiving, threatening or harassing someone. */
  readonly asksForDeception: boolean;
  /** Lane's last answer as the browser sent it back, so a question is never asked twice. */
  readonly previousAnswer: string | undefined;
}

/** Accents are optional in a chat ("credito", "mecanico"), so matching ignores them. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A whole-word (or whole-phrase) pattern over folded text; "late fee" also matches "late-fee". */
function phrase(...words: string[]): RegExp {
  const alternatives = words.map((word) => escapeRegExp(fold(word)).replace(/ /g, '[\\s-]+'));
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'u');
}

type WeightedPhrases = readonly (readonly [weight: number, pattern: RegExp])[];

const CATEGORY_KEYWORDS: Readonly<Record<SituationCategory, WeightedPhrases>> = {
  medical_bills: [
    [
      3,
      phrase(
        'hospital',
        'er visit',
        'emergency room',
        'urgent care',
        'medical',
        'explanation of benefits',
        'eob',
      ),
    ],
    [
      3,
      phrase(
        'urgencias',
        'sala de emergencias',
        'factura medica',
        'seguro medico',
        'clinica',
        'hospitalizacion',
      ),
    ],
    [
      2,
      phrase(
        'doctor',
        'clinic',
        'surgery',
        'ambulance',
        'dentist',
        'dental',
        'anesthesia',
        'copay',
        'deductible',
      ),
    ],
    [2, phrase('medico', 'medica', 'cirugia', 'ambulancia', 'dentista', 'anestesia', 'copago', 'deducible')],
    [
      3,
      phrase(
        'good faith estimate',
        'estimado de buena fe',
        'imaging',
        'mri',
        'x-ray',
        'radiografia',
        'resonancia',
      ),
    ],
    [1, phrase('patient', 'paciente', 'lab', 'laboratorio', 'consulta')],
  ],
  credit_card_fees: [
    [
      3,
      phrase(
        'credit card',
        'annual fee',
        'apr',
        'card issuer',
        'tarjeta de credito',
        'anualidad',
        'cuota anual',
      ),
    ],
    [2, phrase('late fee', 'interest rate', 'overdraft', 'visa', 'mastercard', 'amex', 'american express')],
    [2, phrase('capital one', 'citi', 'synchrony', 'bank of america', 'wells fargo')],
    [
      2,
      phrase(
        'cargo por pago atrasado',
        'cargo por pago tardio',
        'tasa de interes',
        'sobregiro',
        'mi tarjeta',
      ),
    ],
    [1, phrase('statement', 'estado de cuenta')],
    [1, phrase('card', 'tarjeta')],
    [1, phrase('bank', 'banco')],
    [1, phrase('interest', 'intereses')],
  ],
  rent_landlord: [
    [3, phrase('landlord', 'lease', 'security deposit', 'property manager', 'my rent', 'rent increase')],
    [3, phrase('casero', 'casera', 'arrendador', 'arrendadora', 'alquiler', 'contrato de arrendamiento')],
    [
      3,
      phrase(
        'deposito de seguridad',
        'dueno del apartamento',
        'administrador del edificio',
        'la renta',
        'mi renta',
      ),
    ],
    [
      2,
      phrase('rent', 'tenant', 'apartment', 'eviction', 'move-out', 'moved out', 'inquilino', 'apartamento'),
    ],
    [2, phrase('desalojo', 'me mude', 'renta')],
  ],
  service_disputes: [
    [3, phrase('internet', 'cable', 'phone bill', 'cell phone', 'wifi', 'subscription', 'gym membership')],
    [3, phrase('comcast', 'xfinity', 'spectrum', 'verizon', 'at&t', 't-mobile', 'cox', 'optimum', 'directv')],
    [3, phrase('suscripcion', 'gimnasio', 'membresia', 'celular', 'recibo de luz', 'compania de telefono')],
    [2, phrase('gym', 'membership', 'contractor', 'plumber', 'electrician', 'moving company', 'utility')],
    [
      2,
      phrase(
        'phone company',
        'cable company',
        'internet company',
        'overcharging',
        'overcharged',
        'electric bill',
      ),
    ],
    [2, phrase('contratista', 'plomero', 'electricista', 'compania de mudanza', 'servicio de internet')],
    [1, phrase('cancel', 'cancels', 'canceled', 'cancelled', 'cancellation', 'cancelar', 'cancelacion')],
    [1, phrase('refund', 'reembolso', 'service', 'servicio', 'outage', 'technician')],
  ],
  salary: [
    [3, phrase('salary', 'raise', 'pay raise', 'job offer', 'offer letter', 'promotion', 'compensation')],
    [
      3,
      phrase('salario', 'sueldo', 'aumento de sueldo', 'aumento de salario', 'oferta de trabajo', 'ascenso'),
    ],
    [2, phrase('boss', 'my manager', 'performance review', 'hourly rate', 'wage', 'freelance', 'day rate')],
    [2, phrase('jefe', 'jefa', 'evaluacion de desempeno', 'tarifa por hora', 'pago por hora', 'aumento')],
    [2, phrase('my rate', 'mi tarifa', 'freelancer', 'independiente', 'rate for', 'tarifa por proyecto')],
    [1, phrase('recruiter', 'reclutador', 'hr', 'recursos humanos', 'bonus', 'bono', 'per hour', 'por hora')],
  ],
  car_repairs_dealers: [
    [3, phrase('mechanic', 'auto shop', 'repair shop', 'dealership', 'car dealer', 'trade-in', 'oil change')],
    [3, phrase('mecanico', 'taller', 'concesionario', 'agencia de autos', 'agencia de carros')],
    [2, phrase('car', 'dealer', 'transmission', 'brakes', 'engine', 'vehicle', 'suv', 'truck', 'doc fee')],
    [2, phrase('carro', 'coche', 'auto', 'frenos', 'motor', 'transmision', 'vehiculo', 'camioneta')],
  ],
  vendors: [
    [
      3,
      phrase(
        'vendor',
        'supplier',
        'wholesale',
        'distributor',
        'purchase order',
        'my business',
        'my restaurant',
      ),
    ],
    [
      3,
      phrase(
        'proveedor',
        'proveedora',
        'mayoreo',
        'distribuidor',
        'mi negocio',
        'mi restaurante',
        'mi tienda',
      ),
    ],
    [2, phrase('invoice', 'net 30', 'my shop', 'my store', 'my client', 'contract renewal')],
    [2, phrase('mi cliente', 'orden de compra', 'renovacion del contrato', 'owes me', 'me debe', 'me deben')],
  ],
  hidden_fees: [
    // A vacation rental's fees are a lodging question, not a landlord one.
    [6, phrase('vacation rental', 'renta vacacional', 'alquiler vacacional')],
    [
      3,
      phrase(
        'hidden fee',
        'hidden fees',
        'junk fee',
        'junk fees',
        'resort fee',
        'convenience fee',
        'surprise fee',
      ),
    ],
    [
      3,
      phrase('cargo oculto', 'cargos ocultos', 'cargo sorpresa', 'tarifa oculta', 'cargo por conveniencia'),
    ],
    [
      2,
      phrase('service fee', 'processing fee', 'booking fee', 'cleaning fee', 'at checkout', 'airbnb', 'vrbo'),
    ],
    [2, phrase('ticketmaster', 'stubhub', 'seatgeek', 'hotel', 'cargo por servicio', 'tarifa de servicio')],
    [
      2,
      phrase(
        'maintenance fee',
        'monthly fee',
        'account fee',
        'never told',
        "wasn't told",
        'not told',
        'cargo extra',
      ),
    ],
    [
      2,
      phrase(
        'no me avisaron',
        'sin avisar',
        'cargo de mantenimiento',
        'cargos por servicio',
        'cargo adicional',
      ),
    ],
    [1, phrase('fee', 'fees', 'cargo', 'cargos', 'comision', 'tickets', 'boletos', 'entradas')],
  ],
};

/** When two areas score the same, the one whose advice carries more legal weight wins. */
const CATEGORY_PRIORITY: readonly SituationCategory[] = [
  'medical_bills',
  'credit_card_fees',
  'rent_landlord',
  'car_repairs_dealers',
  'salary',
  'vendors',
  'service_disputes',
  'hidden_fees',
];

const MINIMUM_CATEGORY_SCORE = 2;

function categoryScores(folded: string): Map<SituationCategory, number> {
  const scores = new Map<SituationCategory, number>();
  for (const category of CATEGORY_PRIORITY) {
    let score = 0;
    for (const [weight, pattern] of CATEGORY_KEYWORDS[category]) {
      if (pattern.test(folded)) score += weight;
    }
    scores.set(category, score);
  }
  return scores;
}

function bestCategory(scores: Map<SituationCategory, number>): SituationCategory | undefined {
  let best: SituationCategory | undefined;
  let bestScore = MINIMUM_CATEGORY_SCORE - 1;
  for (const category of CATEGORY_PRIORITY) {
    const score = scores.get(category) ?? 0;
    if (score > bestScore) {
      best = category;
      bestScore = score;
    }
  }
  return best;
}

export function detectCategory(text: string): SituationCategory | undefined {
  return bestCategory(categoryScores(fold(text)));
}

const SIGNAL_PATTERNS: Readonly<Record<Exclude<SituationSignal, 'card_billing_error'>, RegExp>> = {
  debt_collector: phrase(
    'collection agency',
    'collections',
    'debt collector',
    'collector',
    'sent to collections',
    'agencia de cobranza',
    'agencia de cobros',
    'cobranza',
    'cobrador',
    'cobradores',
    'cobro de deudas',
  ),
  emergency_care: phrase('emergency', 'emergency room', 'urgencias', 'emergencia', 'sala de emergencias'),
  out_of_network: phrase(
    'out of network',
    'out-of-network',
    'fuera de la red',
    'fuera de red',
    'balance bill',
  ),
  uninsured_or_self_pay: phrase(
    'no insurance',
    'uninsured',
    "don't have insurance",
    'dont have insurance',
    'do not have insurance',
    'without insurance',
    'self-pay',
    'self pay',
    'paying out of pocket',
    'cash price',
    'sin seguro',
    'no tengo seguro',
    'no tenia seguro',
    'pago por mi cuenta',
    'pagar por mi cuenta',
    'pagando por mi cuenta',
  ),
  good_faith_estimate: phrase(
    'good faith estimate',
    'estimate',
    'quoted me',
    'estimado de buena fe',
    'estimado',
    'presupuesto',
    'cotizacion',
  ),
  live_event_tickets: phrase(
    'ticketmaster',
    'stubhub',
    'seatgeek',
    'live nation',
    'concert',
    'concert tickets',
    'game tickets',
    'show tickets',
    'festival',
    'concierto',
    'boletos para',
    'entradas para',
    'boletos del',
    'entradas del',
  ),
  short_term_lodging: phrase(
    'hotel',
    'motel',
    'resort fee',
    'airbnb',
    'vrbo',
    'vacation rental',
    'renta vacacional',
    'alquiler vacacional',
    'hospedaje',
  ),
  car_dealer: phrase(
    'dealer',
    'dealership',
    'car dealer',
    'concesionario',
    'agencia de autos',
    'agencia de carros',
  ),
};

const BILLING_ERROR = phrase(
  'charged twice',
  'double charged',
  'double charge',
  'charged me twice',
  "didn't authorize",
  'did not authorize',
  'unauthorized',
  "didn't make",
  'never received',
  'never arrived',
  'never delivered',
  'not delivered',
  'wrong amount',
  'fraudulent',
  'refund never',
  'never got my refund',
  'cobro duplicado',
  'cargo duplicado',
  'cobraron dos veces',
  'me cobraron doble',
  'no autorice',
  'nunca llego',
  'nunca recibi',
  'no reconozco',
  'monto equivocado',
  'cantidad equivocada',
  'fraude',
);

const PAID_BY_CARD = phrase(
  'credit card',
  'tarjeta de credito',
  'my card',
  'mi tarjeta',
  'card statement',
  'visa',
  'mastercard',
  'amex',
);

const ASPECT_PATTERNS: Readonly<Record<Aspect, RegExp>> = {
  insured: phrase(
    'insurance',
    'insurer',
    'eob',
    'explanation of benefits',
    'my plan',
    'seguro',
    'aseguradora',
  ),
  late_fee: phrase(
    'late fee',
    'late payment',
    'cargo por pago atrasado',
    'cargo por pago tardio',
    'pago atrasado',
    'pague tarde',
  ),
  annual_fee: phrase('annual fee', 'anualidad', 'cuota anual'),
  interest: phrase('interest', 'apr', 'interest rate', 'intereses', 'tasa de interes'),
  deposit: phrase('security deposit', 'deposit', 'deposito de seguridad', 'deposito'),
  rent_increase: phrase(
    'rent increase',
    'raise the rent',
    'raising the rent',
    'raising my rent',
    'raise my rent',
    'raise our rent',
    'raise rent',
    'rent going up',
    'rent is going up',
    'increase my rent',
    'subir la renta',
    'sube la renta',
    'aumento de renta',
    'aumento de la renta',
    'subir el alquiler',
    'aumento del alquiler',
    'me suben la renta',
  ),
  outage: phrase(
    'outage',
    'no service',
    'went down',
    'without internet',
    'sin servicio',
    'sin internet',
    'se cayo',
  ),
  cancellation: phrase('cancel', 'cancellation', 'cancelar', 'cancelacion', 'early termination'),
  job_offer: phrase(
    'job offer',
    'offer letter',
    'offered me',
    'new job',
    'oferta de trabajo',
    'nuevo trabajo',
    'me ofrecieron',
  ),
  freelance: phrase(
    'freelance',
    'freelancer',
    'my rate',
    'day rate',
    'hourly rate',
    'mi tarifa',
    'independiente',
    'por proyecto',
  ),
  car_repair: phrase(
    'mechanic',
    'repair',
    'repairs',
    'repair shop',
    'auto shop',
    'fixed',
    'taller',
    'mecanico',
    'reparacion',
    'arreglo',
  ),
  unpaid_invoice: phrase(
    "hasn't paid",
    'has not paid',
    "haven't paid",
    'owes me',
    'owe me',
    'overdue invoice',
    'unpaid invoice',
    'past due invoice',
    'no me ha pagado',
    'no me han pagado',
    'me debe',
    'me deben',
    'factura vencida',
    'no me paga',
  ),
};

/** Any of these nouns tells Lane who the other side is, even unnamed. */
const PARTY_NOUNS = phrase(
  'credit card',
  'tarjeta de credito',
  'hospital',
  'clinic',
  'doctor',
  'dentist',
  'landlord',
  'property manager',
  'dealer',
  'dealership',
  'mechanic',
  'shop',
  'boss',
  'manager',
  'employer',
  'company',
  'bank',
  'card issuer',
  'vendor',
  'supplier',
  'client',
  'gym',
  'airline',
  'hotel',
  'provider',
  'insurance',
  'insurer',
  'collector',
  'agency',
  'recruiter',
  'clinica',
  'medico',
  'dentista',
  'casero',
  'casera',
  'arrendador',
  'dueno',
  'administrador',
  'concesionario',
  'mecanico',
  'taller',
  'jefe',
  'jefa',
  'empresa',
  'compania',
  'banco',
  'proveedor',
  'cliente',
  'gimnasio',
  'aerolinea',
  'aseguradora',
  'cobrador',
  'agencia',
);

const EN_MONTHS = String.raw`Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?`;
const ES_MONTHS =
  'enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre';
const DATE_PATTERNS: readonly RegExp[] = [
  new RegExp(String.raw`\b(?:${EN_MONTHS})\.?\s+\d{1,2}(?:st|nd|rd|th)?(?:,?\s+\d{4})?\b`, 'g'),
  new RegExp(String.raw`\b\d{1,2}\s+de\s+(?:${ES_MONTHS})(?:\s+(?:de|del)\s+\d{4})?\b`, 'giu'),
  /\b\d{4}-\d{2}-\d{2}\b/g,
  /\b\d{1,2}\/\d{1,2}(?:\/\d{2,4})?\b/g,
];

export function extractDates(text: string): string[] {
  const found: { start: number; end: number; text: string }[] = [];
  for (const pattern of DATE_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (found.some((other) => start < other.end && end > other.start)) continue;
      found.push({ start, end, text: match[0] });
    }
  }
  return [...new Set(found.sort((a, b) => a.start - b.start).map((entry) => entry.text))];
}

/** Capitalized words that never name the other side on their own (folded to lower case). */
const NOT_A_PARTY = new Set(
  (
    'i im er eob apr usd ftc cfpb cms hr ok the a an my mi el la los las good faith estimate no surprises act ' +
    'monday tuesday wednesday thursday friday saturday sunday lunes martes miercoles jueves viernes sabado domingo ' +
    'january february march april may june july august september october november december ' +
    'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre spanish english'
  ).split(' '),
);

const ORGANIZATION_WORDS =
  'Hospital|Clinic|Center|Centre|Imaging|Labs?|Pharmacy|Urgent Care|Medical|Health|Healthcare|Dental|Bank|Motors|Auto|Automotive|Properties|Apartments|Realty|Management|Fitness|Wireless|Insurance|Supply|Foods|Group|LLC|Inc\\.?';
const CAPITALIZED = String.raw`[A-ZÁÉÍÓÚÑ][\p{L}&'’-]*`;

const PARTY_PATTERNS: readonly RegExp[] = [
  // "Mercy General Hospital", "Sunrise Properties LLC"
  new RegExp(String.raw`(?:${CAPITALIZED}\s+){1,3}(?:${ORGANIZATION_WORDS})\b`, 'gu'),
  // "Hospital San José", "Banco Azteca", "Taller Hernández"
  new RegExp(
    String.raw`\b(?:Hospital|Clínica|Clinica|Banco|Taller|Centro Médico|Centro Medico)(?:\s+${CAPITALIZED}){1,3}`,
    'gu',
  ),
  /\b(?:Comcast|Xfinity|Spectrum|Verizon|AT&T|T-Mobile|Cox|Optimum|DirecTV|Netflix|Planet Fitness|LA Fitness|Chase|Capital One|Citibank|Citi|Discover|American Express|Amex|Bank of America|Wells Fargo|Synchrony|Ticketmaster|StubHub|SeatGeek|Live Nation|Airbnb|Vrbo|Expedia|Marriott|Hilton|Hyatt|Toyota|Honda|Ford|Chevrolet|Nissan|Hyundai|Kia|Jiffy Lube|Midas|Firestone|Pep Boys|Sysco|US Foods|DoorDash|Uber Eats|Telcel|Movistar)\b/gu,
  // "a bill from Dr. Patel", "my contract with Brightline", "una factura de Salud Total"
  new RegExp(
    String.raw`(?<=\b(?:from|at|with|by|de|del|con|en)\s)(?:Dr\.\s+)?${CAPITALIZED}(?:\s+(?:${CAPITALIZED}|of|de|del|&))*`,
    'gu',
  ),
];

function cleanParty(candidate: string): string | undefined {
  const words = candidate
    .trim()
    .replace(/[.,;:]+$/, '')
    .split(/\s+/)
    .filter((word, index) => !(index === 0 && /^(?:The|El|La|Los|Las)$/.test(word)));
  while (words.length > 0 && /^(?:of|de|del|&)$/.test(words.at(-1) ?? '')) words.pop();
  const name = words.join(' ');
  if (name.length < 2 || words.every((word) => NOT_A_PARTY.has(fold(word)))) return undefined;
  return name;
}

export function extractParty(text: string): string | undefined {
  for (const pattern of PARTY_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const name = cleanParty(match[0]);
      if (name) return name;
    }
  }
  return undefined;
}

const DECEPTION_PATTERNS: readonly RegExp[] = [
  /\b(?:help me|how (?:do|can|could) i|can you|could you|write|make|draft|create)\b[^.?!]{0,40}\b(?:lie|fake|forge|pretend|threaten|scare|harass|blackmail|trick|intimidate)\b/i,
  /\bfake (?:letter|receipt|document|doctor'?s note|invoice|lawyer|hardship|review)\b/i,
  /\b(?:pretend to be|impersonate|pose as)\b/i,
  /(?:ay[uú]dame a|c[oó]mo (?:puedo|hago para)|puedes|escribe|hazme|redacta)[^.?!]{0,40}(?:mentir|falsificar|fingir|amenazar|asustar|acosar|chantajear|enga[nñ]ar|intimidar)/i,
  /\b(?:carta|recibo|documento|factura|nota|rese[nñ]a) fals[ao]\b/i,
  /\bhacerme pasar por\b/i,
];

const FOLLOW_UP_PATTERNS: readonly (readonly [FollowUp, RegExp])[] = [
  [
    'said_no',
    /\b(?:said no|say no|says no|still no|no again|another no|nope|sigue siendo no|otra vez no|de nuevo no|otro no|refused|declined|denied|won'?t (?:budge|help|do|waive|lower|give|change|refund|move)|wouldn'?t|can'?t do anything|rejected|no luck|didn'?t work|turned (?:me|it) down|not possible|nothing they can do|dijo que no|dijeron que no|me dijeron no|se neg[oó]|se negaron|no quiere|no quieren|no quisieron|rechaz[oó]|rechazaron|no acept[oó]|no aceptaron|no se puede|no pueden hacer nada|no funcion[oó]|no hubo suerte)\b/i,
  ],
  [
    'counter_offer',
    /\b(?:offered(?! nothing| no\b)|they'?ll (?:give|take|waive|knock)|countered|counter ?offer|would (?:reduce|lower|take off|knock off)|will (?:reduce|lower|take off|knock off)|ofreci[oó]|ofrecieron|me ofrecen|me dan solo|solo me (?:quitan|rebajan|bajan)|contraoferta|me rebajan|me bajan)\b/i,
  ],
  [
    'agreed',
    /\b(?:they agreed|agreed to|it worked|they waived|waived it|got (?:it|a|my) (?:refund|waived|credit|discount)|said yes|aceptaron|acept[oó]|funcion[oó]|me lo quitaron|me devolvieron|dijeron que s[ií]|me dieron (?:el|un) (?:descuento|cr[eé]dito|reembolso))\b/i,
  ],
  [
    'no_reply',
    /\b(?:no (?:answer|reply|response)|haven'?t (?:heard|replied)|didn'?t (?:answer|reply|respond|call back)|ignor(?:ed|ing) (?:me|my)|no (?:me )?(?:contestan|contestaron|responden|respondieron)|sin respuesta|no me han (?:respondido|contestado)|me ignoran)\b/i,
  ],
];

/** "No" wins over "worked" when both appear ("it didn't work"), so the order above matters. */
export function detectFollowUp(text: string): Exclude<FollowUp, 'more_details'> | undefined {
  const saidNo = FOLLOW_UP_PATTERNS[0]?.[1].test(text) ?? false;
  const offered = FOLLOW_UP_PATTERNS[1]?.[1].test(text) ?? false;
  if (offered) return 'counter_offer';
  if (saidNo) return 'said_no';
  for (const [kind, pattern] of FOLLOW_UP_PATTERNS.slice(2)) {
    if (pattern.test(text)) return kind as Exclude<FollowUp, 'more_details'>;
  }
  return undefined;
}

/**
 * A bare "no" answers Lane's own question when the last answer asked some ("Do you have
 * insurance?"); otherwise it reports the other side's answer.
 */
function bareNo(latest: string, messages: readonly ChatMessage[]): FollowUp {
  if (!/^\s*no[\s.!]*$/i.test(latest)) return 'more_details';
  const lastAnswer = messages.findLast((message) => message.role === 'assistant')?.content ?? '';
  const askedQuestions = Object.values(SECTION_HEADINGS).some((heading) =>
    lastAnswer.includes(`## ${heading.questions}`),
  );
  return askedQuestions ? 'more_details' : 'said_no';
}

function wordCount(text: string): number {
  return (text.match(/[\p{L}\p{N}$%]+/gu) ?? []).length;
}

/** How many words a first message needs before Lane believes it says what happened. */
const DESCRIBED_WORDS = 7;
/** A latest message this strongly about one area starts a new topic rather than adding detail. */
const NEW_TOPIC_SCORE = 4;

export function readSituation(messages: readonly ChatMessage[]): Situation {
  const userTexts = messages
    .filter((message) => message.role === 'user')
    .map((message) => message.content.replace(/[’‘]/g, "'"));
  const latest = userTexts.at(-1) ?? '';
  const all = userTexts.join('\n');
  const foldedAll = fold(all);
  const hasEarlierAnswer = messages.slice(0, -1).some((message) => message.role === 'assistant');

  const latestScores = categoryScores(fold(latest));
  const latestCategory = bestCategory(latestScores);
  const category =
    latestCategory && (latestScores.get(latestCategory) ?? 0) >= NEW_TOPIC_SCORE && userTexts.length > 1
      ? latestCategory
      : bestCategory(categoryScores(foldedAll));

  const signals = new Set<SituationSignal>();
  for (const [signal, pattern] of Object.entries(SIGNAL_PATTERNS) as [SituationSignal, RegExp][]) {
    if (pattern.test(foldedAll)) signals.add(signal);
  }
  // "ER" is an emergency room only in capitals; "er" is a hesitation.
  if (/\bER\b/.test(all)) signals.add('emergency_care');
  if (category !== 'medical_bills') {
    signals.delete('emergency_care');
    signals.delete('out_of_network');
    signals.delete('good_faith_estimate');
  }
  if (category !== 'car_repairs_dealers') signals.delete('car_dealer');
  if (category !== 'hidden_fees') {
    signals.delete('live_event_tickets');
    signals.delete('short_term_lodging');
  }
  if (BILLING_ERROR.test(foldedAll) && (category === 'credit_card_fees' || PAID_BY_CARD.test(foldedAll))) {
    signals.add('card_billing_error');
  }

  const aspects = new Set<Aspect>();
  for (const [aspect, pattern] of Object.entries(ASPECT_PATTERNS) as [Aspect, RegExp][]) {
    if (pattern.test(foldedAll)) aspects.add(aspect);
  }
  if (signals.has('uninsured_or_self_pay')) aspects.delete('insured');

  const amounts = extractAmounts(all);
  const percentages = extractPercentages(all);
  const party = extractParty(all);
  const firstDescription = userTexts.reduce(
    (longest, text) => (wordCount(text) > wordCount(longest) ? text : longest),
    '',
  );

  const missing: MissingFact[] = [];
  if (!category || wordCount(firstDescription) < DESCRIBED_WORDS) missing.push('what_happened');
  if (!party && !PARTY_NOUNS.test(foldedAll)) missing.push('who');
  if (amounts.length === 0 && percentages.length === 0) missing.push('how_much');

  // Each reply after one of Lane's answers is an outcome or more details; every "no" moves the plan on.
  const outcomes = messages.flatMap((message, index) => {
    const earlier = messages.slice(0, index);
    if (message.role !== 'user' || !earlier.some((previous) => previous.role === 'assistant')) return [];
    const text = message.content.replace(/[’‘]/g, "'");
    return [detectFollowUp(text) ?? bareNo(text, earlier)];
  });
  const followUp = hasEarlierAnswer ? outcomes.at(-1) : undefined;
  const noCount = outcomes.filter((outcome) => outcome === 'said_no').length;

  return {
    category,
    signals,
    aspects,
    amounts,
    dates: extractDates(all),
    percentages,
    party,
    missing,
    // "ok?" says nothing, so the language the person wrote in last time still holds.
    writtenIn: [...userTexts]
      .reverse()
      .map(detectLanguage)
      .find((language) => language !== undefined),
    followUp,
    noCount,
    latestAmounts: hasEarlierAnswer ? extractAmounts(latest) : [],
    asksForDeception: DECEPTION_PATTERNS.some((pattern) => pattern.test(latest)),
    previousAnswer: messages.findLast((message) => message.role === 'assistant')?.content,
  };
}
