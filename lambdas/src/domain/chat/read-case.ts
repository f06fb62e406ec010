import type { ChatMessage, Language } from '@lane/shared';
import { bankFeesIn, closedAccountIn } from './bank-fees.js';
import { feesStatedIn } from './fees-stated.js';
import {
  findAmounts,
  findCounts,
  extractPercentages,
  formatMoneyLike,
  PART_OF_DELIVERY_AFTER,
  type PlacedAmount,
} from './amounts.js';
import type {
  AmountRole,
  CardType,
  Case,
  CaseAmount,
  CaseCount,
  CaseArea,
  CaseDate,
  CaseFlags,
  DateRole,
  PerUnit,
  SubCase,
} from './case.js';
import { amountOf, DISPUTED_CHARGE_SUB_CASES } from './case.js';
import { dealerReplyIn, dealerSaidIn, requiredProductsIn } from './dealer-said.js';
import { asksForSpanish, detectLanguage } from './detect-language.js';
import {
  deviceFiguresIn,
  deviceTermIn,
  isDeviceBalance,
  isTradeInMissing,
  tradeInIn,
} from './device-balance.js';
import { addDays, formatDay } from './facts.js';
import { SECTION_HEADINGS } from './render.js';
import { claimsOf, evidenceOf, type Claim, type Evidence } from './claims.js';
import { fold, pattern, phrase } from './text-patterns.js';
import { overtimeIn, straightTimeOverForty } from './overtime.js';
import { leavePayoutIn } from './leave-payout.js';
import { clientShortPayIn, sellerShortPaidIn } from './client-short-pay.js';
import {
  pendingReviewIn,
  unsureWhatWasSaid,
  withoutOwnWorry,
  withoutTimeCounts,
  type PendingReview,
} from './follow-up-pending.js';
import {
  acceptTodayPressed,
  onlyPartSaid,
  partYesStillOwed,
  promisedCreditsIn,
  promoClosedSaid,
  withoutDailyCharges,
  type PromisedCredits,
} from './follow-up-said.js';
import {
  ADDRESS_DEMANDED,
  CANCELLED_IN_PERSON,
  COSIGNED,
  LETTER_IN_MY_NAME,
  letterDayIn,
  NEVER_SIGNED,
  NO_LETTER,
  otherDebtorIn,
  PROPERTY_THREAT,
  SETTLE_OFFERED,
  SIGNED_NOTHING_AFTER,
  SOMEONE_ELSES_DEBT,
  WAGES_OR_BANK,
} from './other-debtor.js';
import { HUNG_UP, COURT_DARE, PART_BACK } from './follow-up-outcome.js';
export { detectFollowUp, type FollowUp, CARD_CHARGE_THREAT } from './follow-up-outcome.js';
import { detectFollowUp, type FollowUp, CARD_CHARGE_THREAT } from './follow-up-outcome.js';

/**
 * The rule-based reading of a conversation into a typed Case (the offline assistant's reader; the
 * Bedrock assistant has the model fill the same Case). Rules work on folded text (no accents, lower
 * case) in both languages, and a negation ("it was NOT an emergency", "no es un cobrador") always
 * beats the keyword it negates. docs/answer-engine.md explains the approach.
 */

type Weighted = readonly (readonly [weight: number, pattern: RegExp])[];

/** The trades a home job is hired from, in the words people use for them. */
/** "contrate a un hombre para arreglar el techo", "we hired a guy to redo the deck". */
const HIRED_FOR_A_JOB_SOURCE = String.raw`(?:i hired|we hired|hired (?:a|an|some)|contrate|contratamos) [\p{L} ]{0,40}(?:to|para) (?:fix|repair|redo|install|replace|paint|build|remodel|arreglar|reparar|instalar|cambiar|pintar|construir|remodelar)`;
const HIRED_FOR_A_JOB = pattern(HIRED_FOR_A_JOB_SOURCE);

const TRADES = [
  'contractor',
  'plumber',
  'electrician',
  'roofer',
  'handyman',
  'tradesman',
  'landscaper',
  'hvac',
];

/** "renewal offer: 1,620 for 12 months", "oferta de renovación: 1,620 por 12 meses". */
function renewalByLength(): RegExp {
  return pattern(
    String.raw`(?:renewal|renew|renovacion|renovar)[^.!?]{0,60}\d[\d,.]*k? (?:for|por|x|on|with) (?:a |an |un )?\d{1,2}[\s-]*(?:months?|mos?|meses)`,
  );
}
const RENEWAL_BY_LENGTH = renewalByLength();

/**
 * A car named by its make or model ("a used 2021 rav4", "mi honda civic"): a vehicle, as "car" is.
 * Only names that are no everyday word or place ("escape", "charger", "santa fe", "frontier" are left out).
 */
const VEHICLE_NAMES = [
  'toyota',
  'honda',
  'nissan',
  'hyundai',
  'kia',
  'subaru',
  'mazda',
  'chevy',
  'chevrolet',
  'volkswagen',
  'vw',
  'jeep',
  'tesla',
  'gmc',
  'buick',
  'cadillac',
  'lexus',
  'acura',
  'infiniti',
  'mitsubishi',
  'chrysler',
  'volvo',
  'audi',
  'bmw',
  'mercedes[\\s-]+benz',
  'rav[\\s-]?4',
  'camry',
  'corolla',
  'civic',
  'cr[\\s-]?v',
  'hr[\\s-]?v',
  'f[\\s-]?150',
  'f[\\s-]?250',
  'silverado',
  'tacoma',
  'tundra',
  'highlander',
  'altima',
  'sentra',
  'elantra',
  'sonata',
  'sportage',
  'sorento',
  'wrangler',
  'equinox',
  'malibu',
  'forester',
  'mustang',
  'jetta',
  'prius',
  'odyssey',
  'sienna',
];
const VEHICLE_NAME_SOURCE = `(?:${VEHICLE_NAMES.join('|')})`;

const AREA_KEYWORDS: Readonly<Record<CaseArea, Weighted>> = {
  medical_bills: [
    [
      3,
      phrase(
        'hospital bill',
        'medical bill',
        'er visit',
        'emergency room',
        'urgent care',
        'explanation of benefits',
        'eob',
        'good faith estimate',
        'anesthesiologist',
        'anesthesia',
        'ambulance',
        'radiologist',
        // "denied my claim of $2,300 for physical therapy": care, whatever the bill is called.
        'physical therapy',
        'physical therapist',
        'occupational therapy',
        'chiropractor',
      ),
    ],
    [
      3,
      phrase(
        'factura del hospital',
        'factura medica',
        'urgencias',
        'sala de emergencias',
        'estimado de buena fe',
        'anestesiologo',
        'anestesia',
        'ambulancia',
        'cuenta del hospital',
        'fisioterapia',
        'terapia fisica',
        'quiropractico',
      ),
    ],
    [
      2,
      phrase(
        'hospital',
        'surgery',
        'dentist',
        'dental',
        'copay',
        'deductible',
        'mri',
        'x-ray',
        'lab work',
        'doctor bill',
        'in-network',
        'out-of-network',
        'in network',
        'out of network',
        'er',
      ),
    ],
    [
      2,
      phrase(
        'cirugia',
        'dentista',
        'copago',
        'deducible',
        'resonancia',
        'radiografia',
        'dentro de la red',
        'fuera de la red',
        'hospitalizacion',
        'de la red',
        'de mi red',
        'cirujano',
        'operacion',
        'me operaron',
        'emergencias',
      ),
    ],
    [
      2,
      phrase(
        'procedure',
        'procedimiento',
        'self pay',
        'self-pay',
        'uninsured',
        'no insurance',
        'sin seguro',
        'surgeon',
        'operation',
        'anestesiologo',
        'anesthesiologist',
      ),
    ],
    [2, phrase('clinic', 'clinica', 'medical', 'medico', 'medica', 'dentista')],
    // Public coverage and the places it pays: "on medicare and medicaid both ... the rehab facility".
    [
      3,
      phrase(
        'medicare',
        'medicaid',
        'medi-cal',
        'dual eligible',
        'rehab facility',
        'nursing home',
        'skilled nursing',
        'centro de rehabilitacion',
        'asilo de ancianos',
        'residencia de ancianos',
      ),
    ],
    // A visit billed at a higher level than it was: "cobraron la consulta como de nivel 5".
    [
      2,
      phrase(
        'upcoded',
        'upcoding',
        'billing code',
        'billing codes',
        'cpt code',
        'level 5 visit',
        'level 4 visit',
        'mal codificada',
        'mal codificado',
        'codigo de facturacion',
        'nivel 5',
        'nivel 4',
      ),
    ],
    // Dental work named without the dentist: "signed a treatment estimate for a crown".
    [
      2,
      phrase(
        'crown',
        'root canal',
        'dental implant',
        'wisdom teeth',
        'wisdom tooth',
        'tooth',
        'teeth',
        'braces',
        'orthodontist',
        'treatment estimate',
        'treatment plan',
        'endodoncia',
        'tratamiento de conducto',
        'una corona',
        'la corona',
        'muela',
        'muelas',
        'diente',
        'dientes',
        'implante dental',
        'frenos dentales',
        'ortodoncia',
        'empaste',
      ),
    ],
    [1, phrase('doctor', 'patient', 'paciente', 'consulta', 'lab')],
  ],
  credit_card_fees: [
    [
      3,
      phrase(
        'credit card',
        'debit card',
        'annual fee',
        'card issuer',
        'tarjeta de credito',
        'tarjeta de debito',
        'anualidad',
        'cuota anual',
        'overdraft',
        'sobregiro',
        'zelle',
        'venmo',
        'cash app',
        // "someone zelled 400 out of my checking": the app's name as a verb.
        'zelled',
        'venmoed',
      ),
    ],
    [
      2,
      phrase(
        'late fee',
        'interest rate',
        'apr',
        'visa',
        'mastercard',
        'amex',
        'american express',
        'discover card',
        'chase',
        'capital one',
        'citi',
        'synchrony',
        'bank of america',
        'wells fargo',
        'atm',
        'cajero',
      ),
    ],
    [
      2,
      phrase(
        'cargo por pago atrasado',
        'cargo por pago tardio',
        'tasa de interes',
        'mi tarjeta',
        'my card',
        'maintenance fee',
        'monthly service fee',
        'cargo de mantenimiento',
        'nsf',
      ),
    ],
    [
      1,
      phrase(
        'statement',
        'estado de cuenta',
        'card',
        'tarjeta',
        'bank',
        'banco',
        'checking account',
        'cuenta de cheques',
      ),
    ],
    [
      2,
      phrase(
        'en la tarjeta',
        'de la tarjeta',
        'con la tarjeta',
        'en mi tarjeta',
        'con mi tarjeta',
        'la tarjeta',
        'on my card',
        'my credit card',
        'my debit card',
        'mi banco',
        'my bank',
        'the bank',
        'el banco',
        'dispute a charge',
        'chargeback',
        'disputar un cargo',
        'contracargo',
      ),
    ],
    [
      2,
      phrase(
        'interest',
        'intereses',
        'interest charge',
        'finance charge',
        'cargo por atraso',
        'mantenimiento de cuenta',
        'mantenimiento de la cuenta',
        'cobro raro',
        'cargo raro',
      ),
    ],
  ],
  debt_collection: [
    [
      4,
      phrase(
        'debt collector',
        'collection agency',
        'collections agency',
        'sent to collections',
        'in collections',
        'collector',
        // "got a collection letter saying i owe 2310": the collector's own notice.
        'collection letter',
        'collections letter',
        'collection notice',
        'agencia de cobranza',
        'agencia de cobros',
        'cobrador',
        'cobradores',
        'cobranza',
        'cobro de deudas',
        // Said in Spanglish: "me llegó una carta de colecciones".
        'colecciones',
        'carta de cobro',
      ),
    ],
    [
      2,
      phrase(
        'old debt',
        'deuda vieja',
        'deuda antigua',
        'validation letter',
        'carta de validacion',
        'debt',
        'deuda',
        'collections',
      ),
    ],
    [
      4,
      pattern(
        String.raw`[\p{L}]+ recovery`,
        'recovery (?:company|agency|services|llc|inc)',
        'debt buyer',
        'portfolio recovery',
        'midland credit',
        'lvnv',
        'cavalry',
        // Debt buyers named for what they hold: "Crown Asset", "Asset Acceptance".
        String.raw`crown asset`,
        String.raw`asset (?:acceptance|management)`,
        'jefferson capital',
        // "me llama una agencia por una tarjeta", "an agency keeps calling me about": an agency that
        // calls or writes to collect is a collector, whatever it is named.
        String.raw`(?:me (?:llama|llaman|escribe|escriben|esta llamando)|(?:is |keeps |are |keep )?calling me|called me|wrote me) (?:una |an? )?(?:agencia|agency)(?! de (?:autos|carros|viajes|empleo))`,
        String.raw`(?:una |an? )?(?:agencia|agency) (?:me (?:llama|llaman|esta llamando|escribe|mando)|(?:is |keeps )?calling me|called me|sent me)`,
      ),
    ],
  ],
  rent_landlord: [
    [
      3,
      phrase(
        'landlord',
        'lease',
        'security deposit',
        'property manager',
        'my rent',
        'rent increase',
        'the rent',
        'raise the rent',
        'raising the rent',
        'raise my rent',
      ),
    ],
    [
      3,
      phrase(
        'casero',
        'casera',
        'arrendador',
        'arrendadora',
        'contrato de arrendamiento',
        'contrato de renta',
        'deposito de seguridad',
        'dueno del apartamento',
        'la renta',
        'mi renta',
        'el alquiler',
        'mi alquiler',
      ),
    ],
    [
      2,
      phrase(
        'rent',
        'tenant',
        'apartment',
        'depto',
        'departamento',
        'eviction',
        'move-out',
        'moved out',
        'inquilino',
        'apartamento',
        'desalojo',
        'me mude',
        'renta',
        'alquiler',
        'lease renewal',
        'renovacion del contrato',
        // "me sali del depa", "el dueño del depa": how many Spanish speakers name a rented home.
        'depa',
        'me sali',
        'nos salimos',
        'dueno del depa',
        'dueno de la casa',
        'dueno del departamento',
      ),
    ],
    // "cambiar la alfombra y pintar", "carpet replacement": what a landlord charges a deposit for.
    [1, phrase('carpet', 'carpets', 'alfombra', 'alfombras')],
    // "returned 600 of my 1,350 deposit, deducting 450 for paint": a deposit kept for a home's paint,
    // walls or nail holes is a landlord's, even when "landlord" or "moved out" goes unsaid.
    [
      2,
      pattern(
        String.raw`(?:deposit|deposito)\b[^.!?]{0,120}?\b(?:re)?(?:paint\p{L}*|pintura|pintar|nail holes?|walls?|paredes|hoy\p{L}* de clav\p{L}+|agujeros de clav\p{L}+)`,
        String.raw`(?:re)?(?:paint\p{L}*|pintura|pintar|nail holes?|walls?|paredes)\b[^.!?]{0,120}?\b(?:deposit|deposito)`,
      ),
    ],
    // "renewal offer: 1,620 for 12 months or 1,590 for 18": a lease's renewal, priced by its length.
    [4, /* @__PURE__ */ renewalByLength()],
    [2, phrase('renewal offer', 'oferta de renovacion', 'aviso de renovacion')],
  ],
  service_disputes: [
    [
      3,
      phrase(
        'internet',
        'cable',
        'phone bill',
        'cell phone',
        'cell bill',
        'cellphone',
        'cell phone bill',
        'wireless bill',
        'mobile bill',
        'phone plan',
        'wifi',
        'subscription',
        'gym membership',
        'gym',
        // "cancelé mi membresía en BodyForge Fitness": a club named by what it is, in either language.
        'fitness',
        'comcast',
        'xfinity',
        'spectrum',
        'verizon',
        'at&t',
        // "me cambié a att": AT&T as people type it.
        'att',
        'router',
        'modem',
        't-mobile',
        'cox',
        'optimum',
        'directv',
        'planet fitness',
        'la fitness',
      ),
    ],
    [
      3,
      phrase(
        'suscripcion',
        'gimnasio',
        'membresia',
        'celular',
        'recibo de luz',
        'recibo de la luz',
        'factura de luz',
        'factura de la luz',
        'lectura estimada',
        'medidor',
        'compania de telefono',
        'servicio de internet',
        'contratista',
        'plomero',
        'electricista',
        // A phone bill's third-party lines: "servicios de contenido", "premium SMS".
        'recibo de telefono',
        'recibo del telefono',
        'factura de telefono',
        'factura del telefono',
        'servicios de contenido',
        'contenido premium',
        'mensajes premium',
        'premium sms',
        'third-party charges',
        'third party charges',
        // A home alarm's monitoring contract.
        'alarm',
        'alarma',
        'alarm company',
        'home security',
        'security system',
        'sistema de seguridad',
        'monitoreo',
        'monitoring',
      ),
    ],
    // A power cut: "estuvimos sin luz cuatro días por un corte", "power was out for 3 days".
    [
      2,
      phrase(
        'sin luz',
        'corte de luz',
        'cortes de luz',
        'por un corte',
        'apagon',
        'power outage',
        'blackout',
        'without power',
        'no power',
        'factura del gas',
        'recibo del gas',
        'factura de gas',
        'recibo de gas',
      ),
    ],
    [3, phrase(...TRADES, 'moving company', 'movers', 'techador', 'jardinero')],
    // "returned the gateway … a 175 non return fee": the provider's equipment, beside a card it is paid by.
    [
      2,
      phrase(
        'gateway',
        'non return fee',
        'unreturned equipment',
        'equipment fee',
        'equipo no devuelto',
        'returned the modem',
        'returned the router',
        'returned the gateway',
        'returned the box',
        'devolvi el modem',
        'devolvi el router',
      ),
    ],
    [
      2,
      phrase(
        'membership',
        'utility',
        'electric bill',
        'electricity bill',
        'power bill',
        'water bill',
        'gas bill',
        'gas company',
        'electric company',
        'power company',
        'water company',
        'back bill',
        'backbill',
        'back-bill',
        'compania de gas',
        'compania de luz',
        'meter reading',
        'estimated reading',
        'phone company',
        'cable company',
        'internet company',
        'streaming',
        'outage',
        'technician',
        'sin servicio',
        'sin internet',
        'el internet',
        'meal kit',
      ),
    ],
    [
      1,
      phrase(
        'cancel',
        'canceled',
        'cancelled',
        'cancellation',
        'cancelar',
        'cancele',
        'cancelacion',
        'service',
        'servicio',
      ),
    ],
  ],
  salary: [
    // "doing two jobs since my teammate left and wasnt replaced": a job that grew, a pay talk.
    [
      4,
      pattern(
        String.raw`(?:doing|covering|cover|do) (?:two|2|both) (?:jobs|roles|positions|people'?s (?:jobs|work))`,
        String.raw`(?:left|quit|resigned|retired)[^.!?]{0,60}\b(?:never|wasn'?t|was not|didn'?t|did not|haven'?t|hasn'?t|not) (?:been )?(?:replaced|backfilled)`,
        String.raw`(?:renuncio|se fue|se jubilo)[^.!?]{0,60}\b(?:nunca|no) (?:la |lo )?(?:reemplazaron|han reemplazado)`,
      ),
    ],
    [
      4,
      phrase(
        'job offer',
        'offer letter',
        'salary',
        'pay raise',
        'a raise',
        'my raise',
        'compensation',
        'oferta de trabajo',
        'oferta de empleo',
        'salario',
        'sueldo',
        'aumento de sueldo',
        'aumento de salario',
        'finiquito',
      ),
    ],
    // A freelancer pricing their work: "no sé cuánto cobrar", "how much should I charge".
    [
      3,
      phrase(
        'independiente',
        'cuanto cobrar',
        'que cobrar',
        'how much to charge',
        'how much should i charge',
        'what to charge',
        'what should i charge',
        'undercharging',
        'malbaratando',
        'malbaratar',
      ),
    ],
    [
      3,
      phrase(
        'hourly rate',
        'per hour',
        'an hour',
        'a year',
        'annual salary',
        'freelance',
        'freelancer',
        'day rate',
        'my rate',
        'recruiter',
        'performance review',
        'promotion',
        'por hora',
        'la hora',
        'al ano',
        'mi tarifa',
        'reclutador',
        'ascenso',
        'evaluacion de desempeno',
        'pto',
        'paid time off',
        'vacation days',
        'days of vacation',
        'dias de vacaciones',
      ),
    ],
    [
      2,
      phrase(
        'boss',
        'my manager',
        'employer',
        'new job',
        'hired',
        'wage',
        'jefe',
        'jefa',
        'empleador',
        'nuevo trabajo',
        'trabajo nuevo',
        'me contrataron',
        'raise',
      ),
    ],
    [
      2,
      phrase(
        'job',
        'position',
        'puesto',
        'empleo',
        'my job',
        'mi trabajo',
        'coordinator',
        'engineer',
        'nurse',
        'warehouse',
        'almacen',
      ),
    ],
    // "3 yrs making 16.40/hr", "ganando 17.50 la hora", "my store manager": pay at the person's own job.
    [
      3,
      pattern(
        String.raw`(?:making|earning|i make|i earn|im making|i'?m making|gano|ganando) \$?\d[\d.,]*\s*(?:/\s*(?:hr|hour)|an? hour|per hour|hourly|a la hora|la hora|por hora)`,
      ),
    ],
    [
      2,
      pattern(
        String.raw`(?:my|mi) (?:store|shift|floor|general|department|area|district|plant|warehouse) (?:manager|supervisor|boss)`,
      ),
    ],
    [1, phrase('offer', 'oferta')],
  ],
  car_repairs_dealers: [
    [
      3,
      phrase(
        'mechanic',
        'auto shop',
        'repair shop',
        'body shop',
        'car shop',
        'dealership',
        'car dealer',
        'trade-in',
        'oil change',
        // "my car's been at the shop since the 14th, transmission job": a repair shop, named plainly.
        'at the shop',
        'transmission job',
        'mecanico',
        'taller',
        'concesionario',
        'agencia de autos',
        'agencia de carros',
        'lote de carros',
      ),
    ],
    [
      2,
      phrase(
        'car',
        'dealer',
        'transmission',
        'brakes',
        'engine',
        'vehicle',
        'suv',
        'truck',
        'doc fee',
        'carro',
        'coche',
        'auto',
        'frenos',
        'motor',
        'transmision',
        'vehiculo',
        'camioneta',
        'troca',
      ),
    ],
    [2, pattern(VEHICLE_NAME_SOURCE)],
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
        'my bakery',
        'my shop',
        'my store',
        'proveedor',
        'proveedora',
        'mayoreo',
        'distribuidor',
        'mi negocio',
        'mi restaurante',
        'mi tienda',
        'mi panaderia',
      ),
    ],
    [
      2,
      phrase(
        'invoice',
        'invoices',
        'net 30',
        'my client',
        'my clients',
        'a client',
        'mi cliente',
        'un cliente',
        'orden de compra',
        'factura vencida',
        'facturas',
      ),
    ],
    [1, phrase('delivery', 'delivered', 'shipment', 'entrega', 'pedido')],
    [
      3,
      pattern(
        // "he doesnt owe me any breakdown": a denial, not a debt to the person.
        String.raw`(?<!(?:doesn'?t|does not|dont|don'?t|do not|didn'?t|won'?t|not|never|no) )owes? me`,
        String.raw`(?<!no )me deben?`,
        'unpaid invoice',
        'overdue invoice',
        'factura vencida',
        'facturas vencidas',
      ),
    ],
  ],
  hidden_fees: [
    [
      4,
      phrase(
        'vacation rental',
        'renta vacacional',
        'alquiler vacacional',
        'resort fee',
        'junk fee',
        'hidden fee',
        'hidden fees',
        'cargo oculto',
        'cargos ocultos',
      ),
    ],
    [
      3,
      phrase(
        'convenience fee',
        'service fee',
        'processing fee',
        'booking fee',
        'cleaning fee',
        'airbnb',
        'vrbo',
        'ticketmaster',
        'stubhub',
        'seatgeek',
        'hotel',
        'motel',
        'baggage fee',
        'bag fee',
        'seat fee',
        'rental car',
        'car rental',
        'airline',
        'flight',
      ),
    ],
    [
      2,
      phrase(
        'cargo por servicio',
        'tarifa de servicio',
        'cargo por conveniencia',
        'cargo de limpieza',
        'aerolinea',
        'vuelo',
        'maleta',
        'equipaje',
        'boletos',
        'entradas',
        'concierto',
        'concert',
        'tickets',
        'at checkout',
        'never told',
        'no me avisaron',
        'sin avisar',
        'surprise fee',
        'cargo sorpresa',
        'nadie nos aviso',
        'nadie me aviso',
        'nobody told us',
        'nobody told me',
        // A fee added to what was always paid: "una 'cuota de administración' que antes no existía".
        'cuota de administracion',
        'cargo administrativo',
        'cargo de administracion',
        'admin fee',
        'administrative fee',
        'administration fee',
        'surcharge',
        'recargo por pagar con tarjeta',
        'cargo por pagar con tarjeta',
      ),
    ],
    [1, phrase('fee', 'fees', 'cargo', 'cargos', 'comision', 'tarifa')],
    // "only on the last screen it was 241.60 total", "en la ultima pantalla el total fue 171.90, o
    // sea 36.90 en cargos": fees that showed up late in a purchase, not a card's own charge.
    [2, phrase('last screen', 'final screen', 'ultima pantalla', 'pantalla final', 'in fees', 'en cargos')],
    [
      4,
      phrase(
        'rented a car',
        'rental company',
        'rente un carro',
        'rente un auto',
        'rente un coche',
        'alquile un carro',
        'alquile un auto',
        'alquile un coche',
        'renta de carro',
        'renta de auto',
        'carro rentado',
        'auto rentado',
      ),
    ],
    [
      3,
      phrase(
        'doordash',
        'uber eats',
        'ubereats',
        'grubhub',
        'instacart',
        'delivery fee',
        'service fees',
        'with fees',
        'extra fees',
        'con cargos',
        'cargos extra',
        'cargos escondidos',
        'cargo de conveniencia',
        'cargo de servicio',
        'cargos de servicio',
        'cargos por servicio',
      ),
    ],
  ],
};

/** When two areas score the same, the one whose advice carries more legal weight wins. */
const AREA_PRIORITY: readonly CaseArea[] = [
  'debt_collection',
  'medical_bills',
  'credit_card_fees',
  'rent_landlord',
  'car_repairs_dealers',
  'salary',
  'vendors',
  'service_disputes',
  'hidden_fees',
];

const MINIMUM_AREA_SCORE = 2;

// --- flags, each with the negation that beats it ---

/** "didn't sign the purchase", "financing fell through", "no firme la compra", "el financiamiento no salio". */
const NOT_BOUGHT = String.raw`(?:(?:didn'?t|did not|never|dont|don'?t) (?:sign|buy|purchase|take)|never signed|financing (?:fell through|didn'?t go through|did not go through|was denied|got denied|wasn'?t approved|was not approved|fell apart)|(?:loan|financing|credit) (?:was |got )?(?:denied|declined|rejected)|backed out|walked away|walked out|(?:i|we) walked(?=[.!,;])|changed my mind|no firme|no compre|no (?:me )?(?:salio|aprobaron|dieron) el (?:financiamiento|credito|prestamo)|el (?:financiamiento|credito|prestamo) no (?:salio|se aprobo|fue aprobado|paso)|me negaron el (?:financiamiento|credito|prestamo)|me arrepenti)`;
/** Not the word itself: "non refundable", "isn't refundable", "no es reembolsable". */
const NOT_SAID = String.raw`(?<!non[\s-]?|not |isn'?t |no |no (?:es|son|sea) |nada )`;

/** Goods paid for that never came, said without "never arrived": "nothing came", "no llegó nada". */
const NOTHING_DELIVERED_SOURCES = [
  String.raw`\bnothing (?:ever |has |have )?(?:came|come|arrived|showed up|shown up|was delivered|got delivered|been delivered)`,
  String.raw`\bnever (?:showed up|got delivered|was delivered|been delivered)`,
  String.raw`\b(?:still )?(?:hasn'?t|has not|haven'?t|have not) (?:arrived|come|been delivered|shown up|showed up)`,
  String.raw`\bno (?:me |nos )?(?:llego|ha llegado|han llegado) nada`,
  String.raw`\bnada (?:llego|ha llegado|nos llego|me llego)`,
  String.raw`\b(?:no|nunca) (?:me |nos )?(?:lo |la |los |las )?(?:entregaron|han entregado|ha entregado|entrego)\b`,
];

const FLAG_RULES: Readonly<Record<keyof CaseFlags, { yes: RegExp; no?: RegExp }>> = {
  emergency: {
    yes: pattern(
      'emergency',
      'emergencia',
      'emergencias',
      'urgencias',
      'emergency room',
      'sala de emergencias',
      'er visit',
      'went to the er',
      'to the er',
      'in the er',
      'at the er',
      'ambulance',
      'ambulancia',
      // Care no one schedules: an appendix removed in a hurry, a heart attack.
      'a?pp?endicitis',
      'apendicitis',
      String.raw`(?:burst|ruptured) appendix`,
      String.raw`apendice (?:reventado|roto)`,
      'heart attack',
      'ataque al corazon',
      'infarto',
    ),
    no: pattern(
      String.raw`(?:not|wasn'?t|isn'?t|was not|is not|no|never) (?:an |a |really an |really a )?(?:emergency|emergencia)`,
      String.raw`no (?:era|fue|es) (?:una )?(?:emergencia|urgencia)`,
      'scheduled',
      'planned',
      'programada',
      'programado',
      'elective',
      'routine',
      'de rutina',
      'checkup',
      'chequeo',
    ),
  },
  collector: {
    yes: pattern(
      'debt collector',
      'collection agency',
      'collections agency',
      'collector',
      'collections',
      'in collections',
      'collection (?:letter|notice)',
      String.raw`[\p{L}]+ recovery`,
      'recovery (?:company|agency|services|llc|inc)',
      'debt buyer',
      'agencia de cobranza',
      'agencia de cobros',
      'cobrador(?:es)?',
      'cobranza',
      'cobro de deudas',
      'colecciones',
      // A law firm collecting a debt is a debt collector under the FDCPA.
      'law firm',
      String.raw`law offices? of`,
      String.raw`despacho (?:de )?abogados`,
      'bufete',
    ),
    no: pattern(
      String.raw`(?:not|isn'?t|it'?s not|its not) (?:a |an |from a |from an )?(?:debt )?(?:collector|collection agency|collections)`,
      String.raw`no (?:es|son|viene de) (?:un |una )?(?:cobrador|agencia|cobranza)`,
      String.raw`(?:the|la|el) (?:clinic|hospital|doctor|dentist|clinica|medico|dentista|office|consultorio) (?:itself|misma|mismo)`,
      String.raw`(?:directly from|directamente de|del propio|de la propia) (?:the |el |la )?(?:hospital|clinic|clinica|doctor|dentist)`,
      // "they now say collections", "me va a mandar a cobranza": a threat to send it, not a collector.
      String.raw`(?:say|says|said|threaten\p{L}*|will|going to|gonna|va a|van a|amenaz\p{L}*|would|could)(?: \p{L}+){0,5} (?:collections|cobranza|colecciones)`,
      String.raw`(?:now )?say collections`,
      // "now a collections warning": the provider warns it will send the bill on.
      String.raw`(?:collections?|cobranza|colecciones) (?:warning|threat)s?`,
      String.raw`(?:warning|threat)s? (?:of|about) (?:going to )?collections`,
      String.raw`(?:amenaza|aviso) de (?:mandar(?:lo|la)? a )?(?:cobranza|colecciones)`,
      String.raw`(?:mandan|mandar|manda|enviar|envian|send|sends|sending|put|putting) (?:\p{L}+ ){0,3}(?:a|to|in|into) (?:collections|cobranza|colecciones)`,
      String.raw`(?:goes|go|going|gets sent|get sent|be sent|ira|se va|va|pasa|pasara) (?:\p{L}+ ){0,2}(?:to|a) (?:collections|cobranza|colecciones)`,
    ),
  },
  goodFaithEstimate: {
    yes: pattern(
      'good faith estimate',
      // "a good faith estimat", "good faith est.": the name, misspelled or cut short.
      String.raw`good faith est\p{L}*`,
      'estimado de buena fe',
      'estimate',
      'estimated',
      'quoted',
      'quote',
      'estimado',
      'presupuesto',
      'cotizacion',
      'me cotizaron',
      'me dijeron que costaria',
      'they said it would cost',
      'told me it would (?:cost|be)',
    ),
    no: pattern(
      String.raw`(?:no|never|didn'?t get|did not get|never got|nunca me dieron|no me dieron) (?:a |an |ningun |un )?(?:good faith )?(?:estimate|estimado|presupuesto)`,
    ),
  },
  inNetworkFacility: {
    yes: pattern(
      String.raw`in[\s-]network (?:hospital|facility|surgery center|er|emergency room)`,
      String.raw`hospital (?:de|en|dentro de) (?:la|mi) red`,
      String.raw`(?:hospital|facility|surgery center) in my network`,
      String.raw`(?:hospital|facility|surgery center)(?: (?:that'?s|thats|that is|which is|which was|that was|is|was))? in (?:my |our )?(?:insurance'?s? )?network`,
      String.raw`(?:hospital|facility|surgery center) (?:is|was) in[\s-]network`,
      String.raw`(?:hospital|centro) (?:esta|estaba|era) dentro de (?:la|mi) red`,
      String.raw`hospital dentro de (?:la|mi) red`,
      // "surgery at st lukes which is in network", "la clinica de cirugia esta en la red"
      String.raw`(?:surgery|operation|procedure|cirugia|operacion)\b[^.!?]{0,60}\b(?:which|that|it) (?:is|was) in[\s-]network`,
      String.raw`(?:cirugia|operacion|hospital|clinica)\b[^.!?]{0,60}\b(?:que )?(?:esta|estaba) en (?:la|mi) red`,
      // "had my gallbladder out at st lukes which is in network w my BCBS"
      String.raw`(?:at|en) [\p{L}'. ]{2,30}? (?:which|that|it) (?:is|was|'s) in[\s-]network`,
    ),
  },
  outOfNetworkProvider: {
    yes: pattern(
      String.raw`out[\s-]of[\s-]network`,
      'fuera de la red',
      'fuera de red',
      'balance bill',
      'balance billed',
      'balance billing',
      'cobro de saldo',
      String.raw`no (?:era|es|esta|estaba) (?:de|en|dentro de) (?:la|mi) red`,
      String.raw`(?:not|wasn'?t|isn'?t) in[\s-]network`,
      String.raw`(?:not|wasn'?t|isn'?t) in my network`,
    ),
    no: pattern(
      String.raw`(?:not|wasn'?t|isn'?t) out[\s-]of[\s-]network`,
      // "dentist is in network", "el dentista esta en la red": the clinician's own network, said.
      String.raw`(?:dentist|doctor|dr|provider|office|clinic|surgeon|orthodontist|he|she|they)(?:'s| is| was| are| were)\s+(?:in[\s-]network|in my network|in[\s-]plan|participating)`,
      String.raw`(?:dentista|doctor|doctora|medico|medica|consultorio|clinica)\s+(?:esta|estaba|es)\s+(?:en|dentro de)\s+(?:la|mi)\s+red`,
    ),
  },
  groundAmbulance: {
    yes: pattern('ambulance', 'ambulancia'),
    // "ground ambulance, not a helicopter" is a ground ambulance. "the ambulance... no wait, my
    // friend drove me to the ER": no ambulance at all.
    no: pattern(
      String.raw`(?:friend|wife|husband|partner|mom|mother|dad|father|neighbou?r|brother|sister|son|daughter|roommate|boyfriend|girlfriend|someone) drove me`,
      String.raw`(?:i )?drove (?:myself|me)`,
      String.raw`(?:me llevo|me llevaron) (?:en (?:su|el) (?:carro|auto|coche) )?(?:un amigo|una amiga|mi (?:esposo|esposa|pareja|mama|papa|madre|padre|hermano|hermana|hijo|hija|vecino|vecina|novio|novia))`,
      String.raw`(?:no|without|sin) (?:an? |una? )?(?:ambulance|ambulancia)`,
      String.raw`^(?![\s\S]*(?:ground ambulance|ambulancia terrestre))[\s\S]*(?<!(?:not|no|ni|nor) (?:a |an |un |en |the |el )?)(?:air ambulance|helicopter|ambulancia aerea|helicoptero)`,
    ),
  },
  unauthorized: {
    yes: pattern(
      String.raw`(?:did ?n'?o?t|did not|never) (?:make|made|authorize|authorized|recognize|buy|bought|order|ordered|approve|approved|sign up for|signed up for|do|did)(?: (?:it|this|that|the (?:charge|purchase|transfer|payment)))?`,
      'someone (?:took|stole|withdrew|used|made|charged|sent)',
      'somebody (?:took|stole|withdrew|used|made|charged)',
      'not me',
      'wasn.?t me',
      'no fui yo',
      'alguien (?:saco|retiro|robo|hizo|mando|envio)',
      "don'?t recognize",
      'do not recognize',
      'not mine',
      // "i never had verizon", "nunca tuve cuenta con ellos": an account that was never the person's.
      String.raw`(?:i |we )?never had (?:an? |any )?(?:account|service|card|loan|plan|contract)(?: with| from| at)?`,
      String.raw`(?:i |we )?(?:was|were|have) never (?:been )?(?:an? )?\p{L}+ (?:customer|client|member)`,
      // "i have NEVER been to that hospital", "never been a patient there", "nunca he ido a ese hospital":
      // care the person never had.
      String.raw`(?:i |we )?(?:have |'ve |ve )?never (?:been (?:to|a patient (?:at|of|there)|treated (?:at|there|by))|went to|visited) (?:that|this|the|their|any) (?:hospital|clinic|er|emergency room|doctor|office|place|facility)`,
      String.raw`(?:i |we )?(?:have |'ve |ve )?never been (?:a )?patient`,
      String.raw`nunca (?:he |hemos )?(?:ido|estado|sido paciente) (?:a|en|de) (?:ese|esa|este|esta|el|la) (?:hospital|clinica|consultorio|lugar)`,
      String.raw`i never had (?:verizon|at&?t|sprint|comcast|xfinity|spectrum|t-?mobile|capital one|chase|discover|citi|synchrony)`,
      String.raw`nunca (?:tuve|hemos tenido|he tenido) (?:una |ninguna )?(?:cuenta|servicio|tarjeta|prestamo|contrato)`,
      'unauthorized',
      'fraud',
      'fraudulent',
      'stolen',
      'someone used',
      'somebody used',
      'hacked',
      'identity theft',
      String.raw`(?:yo )?no (?:mande|envie|hice|autorice|realice) (?:esos|esas|estos|estas|ese|esa|este|esta|eso|esto|los|las|el|la|ningun|nada)`,
      // "3 pagos de 100 a un nombre raro ... ni conozco a esa persona": money sent to a stranger.
      String.raw`(?:ni |no )conozco a (?:esa|ese|esta|este) (?:persona|nombre|gente|cuenta)`,
      String.raw`(?:don'?t|do not) (?:even )?know (?:this|that|the) (?:person|name|account|recipient)`,
      String.raw`alguien (?:entro|se metio|accedio) a mi cuenta`,
      String.raw`(?:someone|somebody) (?:got into|logged into|accessed|hacked|broke into) my`,
      String.raw`i (?:didn'?t|did not|never) (?:send|sent|zelle|zelled|venmo|venmoed|transfer|transferred) (?:it|them|those|that|the|any)`,
      // "someone zelled 400 out of my checking".
      String.raw`(?:someone|somebody) (?:zelled|venmoed|transferred|moved|pulled|took out)`,
      'cobro raro',
      'cargo raro',
      'no lo reconozco',
      'no reconozco',
      // "un cobro … que no la reconozco", "yo no lo mandé", "no los hice": the charge named by its pronoun.
      String.raw`(?:yo )?no (?:lo|la|los|las) (?:reconozco|reconocemos|reconoci|hice|hicimos|autorice|autorizamos|mande|mandamos|envie|enviamos|realice)`,
      'no autorice',
      'no lo hice',
      'no hice (?:esa|ese|esta|este) (?:compra|cargo)',
      // "3 cargos en mi tarjeta de debito que no hice", "compras que nunca autorice": the charges named,
      // then the person's "didn't make" a few words later (never "el pago que no hice a tiempo").
      String.raw`(?:cargos?|cobros?|compras?|retiros?|transacciones|transferencias?)\b[^.!?]{0,50}?\b(?:que|q) (?:yo )?(?:no|nunca) (?:hice|realice|autorice|reconozco|pedi)(?! (?:a tiempo|el pago|en fecha))`,
      'no es mio',
      // "no son míos, nunca tuve esa cuenta": charges said not the person's, in the plural.
      String.raw`(?:eso|esos|estos|los cargos|los cobros)? ?no son (?:mios|mias|nuestros)`,
      String.raw`nunca (?:tuve|he tenido|hemos tenido) (?:esa|ese|esta|este) (?:cuenta|servicio|suscripcion|membresia)`,
      // "esa tarjeta NO es mia, nunca la abri", "i never opened that card": an account never the person's.
      String.raw`(?:tarjeta|cuenta|deuda|prestamo|linea)s? (?:no es|no son|nunca fue|nunca fueron) (?:mia|mias|mio|mios)`,
      String.raw`nunca (?:la|lo) (?:abri|solicite|pedi|active|firme)`,
      String.raw`(?:tarjeta|cuenta|prestamo|credito|linea)s? que (?:yo )?nunca (?:abri|solicite|pedi|active|tuve|firme|saque)`,
      String.raw`(?:card|account|loan|line of credit) (?:that )?(?:i |we )?never (?:opened|applied for|had|took out|signed (?:up )?for)`,
      String.raw`nunca (?:abri|solicite|pedi|active) (?:esa|esta|una|ninguna|la|el|ese|este) (?:tarjeta|cuenta|prestamo|linea)`,
      String.raw`(?:i |we )?never (?:opened|applied for|activated) (?:it|that|this|the|an?|any)(?: (?:card|account|loan|line))?`,
      // "I did NOT ever open a card with that store", "i never once opened an account there".
      String.raw`(?:did not|didn'?t|didnt|never) (?:ever |once )?(?:open|opened|apply for|applied for|sign up for|signed up for|take out|took out|had|have) (?:a|an|any|that|this|the) (?:\p{L}+ ){0,2}(?:card|account|loan|line of credit)`,
      'fraude',
      'fraudulento',
      'me robaron',
      'alguien uso',
      'robo de identidad',
      'me hackearon',
      'yo no hice',
      // The card never left the person: "yo tengo la tarjeta conmigo", "no preste la tarjeta a nadie".
      String.raw`(?:tengo|tenia) (?:la|mi) tarjeta (?:conmigo|en mi cartera|en la mano|aqui)`,
      String.raw`no (?:le )?(?:preste|he prestado|di|he dado) (?:la|mi) tarjeta`,
      String.raw`(?:have|had) (?:the|my) card (?:with me|in my wallet|on me|in my hand|in hand|right here)`,
      String.raw`(?:never|didn'?t|did not|haven'?t) (?:lend|lent|give|given|gave) (?:anyone |anybody |someone |it |my card|the card)`,
      String.raw`(?:compras?|cargos?|cobros?|retiros?|charges?|purchases?|transactions?|withdrawals?)\b[^.!?]{0,50}\b(?:en otra ciudad|en otro estado|en otro pais|in another (?:city|state|country)|out of state|overseas)`,
    ),
    no: pattern(
      String.raw`i (?:sent|paid|transferred|zelled|venmoed) (?:it|the money|them|him|her|a scammer|\$?\d[\d.,]*)`,
      String.raw`(?:scammed|tricked) (?:me )?into (?:sending|paying)`,
      String.raw`yo (?:le )?(?:envie|mande|transferi|pague)`,
      // "yo misma mande 850", "lo mande yo mismo", "i sent it myself", "i myself zelled 850": the
      // person's own payment, tricked or not.
      String.raw`yo mism[oa]s? (?:le |les |lo |la |los )?(?:envie|mande|transferi|pague|hice)`,
      String.raw`(?:envie|mande|transferi|pague|hice)\b[^.!?]{0,40}\byo mism[oa]`,
      String.raw`i (?:myself |personally )(?:sent|paid|transferred|zelled|venmoed|made)`,
      String.raw`(?:sent|paid|transferred|zelled|venmoed|made) (?:it|the money|them|him|her|the (?:payment|transfer)|\$?\d[\d.,]*)(?: (?:dollars|bucks))?(?: (?:by|on|through|via|with) (?:zelle|venmo|cash ?app|paypal))? my ?self`,
      // "they had me send 700 on zelle", "i did it myself", "me hicieron transferir 900".
      String.raw`(?:they|he|she|the (?:caller|scammer|guy|man|woman|lady)) (?:had|made|got|convinced|tricked) me (?:to )?(?:send|zelle|transfer|wire|move)`,
      String.raw`i did (?:it|that|the (?:transfer|payment)) my ?self`,
      String.raw`me (?:hizo|hicieron|convencio|convencieron|enganaron para|engano para) (?:que )?(?:mandar|enviar|transferir|pagar|mandara|enviara|transfiriera|pagara)`,
      // "mande 2 zelles de 800 y 650", "le hice dos transferencias": the person sent them.
      String.raw`(?:^|[\s,.;])(?:le |les )?(?:mande|envie|hice|transferi)\s+(?:\d+|dos|tres|cuatro|un|una|unos|unas|los|las|el|la)\s+(?:zelles?|transferencias?|pagos?|venmos?|envios?)`,
      String.raw`i (?:actually |really |did )?(?:bought|ordered|made|authorized|purchased) (?:it|them|this|that)`,
      String.raw`yo (?:si )?(?:lo |la )?(?:compre|pedi|autorice)`,
      String.raw`me enganaron para (?:enviar|mandar|pagar)`,
      // "I never signed up for overdraft coverage": fees on the person's own purchases, not fraud.
      String.raw`(?:never|didn'?t|did not|not) (?:sign(?:ed)? up|enroll(?:ed)?|agree(?:d)?|opt(?:ed)?) (?:for |to |in |into )?(?:\p{L}+ ){0,2}overdraft`,
      String.raw`(?:nunca|no) (?:me (?:inscribi|anote|suscribi)|acepte|autorice|pedi)[^.?!]{0,30}sobregiro`,
    ),
  },
  cancelled: {
    yes: pattern(
      String.raw`(?:i|we) (?:already )?(?:cancell?ed|canceled|closed the account|ended)`,
      'after (?:i|we) cancell?ed',
      'after cancell?ing',
      'already cancell?ed',
      'cancell?ed (?:it|my|the|in|on)',
      // "cancelled a free trial on aug 3": the person's own cancelling, told without "I" (never
      // "they cancelled a flight", "was cancelled").
      String.raw`(?<!(?:they|he|she|it|was|were|got|been|has|have|had|airline|hotel|company) )cancell?ed (?:a|an|this|that|our)`,
      String.raw`cancele (?:el|mi|la|en)`,
      String.raw`(?:pedi|solicite|pedimos) (?:que )?(?:cancelar|cancelaran|me dieran de baja|la baja|la cancelacion)`,
      'cancele',
      'cancelamos',
      'ya cancele',
      'di de baja',
      'despues de cancelar',
      // "cancelled planet fitness back in july, did it in person": the subject left out, a message
      // (or a sentence) that opens with the cancellation done.
      String.raw`(?:^|[.!?\n]\s*)(?:already )?cancell?ed(?! (?:or|and|yet)\b)`,
    ),
  },
  suitThreatened: {
    yes: pattern(
      // "i dont want to sue, i just want my money": the person's own wish, no suit threatened.
      String.raw`(?<!(?:don'?t|do not|dont|not|never|no) (?:want|wanna|plan|planning|going|trying|looking) (?:to )?)sue`,
      'suing',
      'sued',
      'lawsuit',
      'court',
      'summons',
      'take me to court',
      'legal action',
      'demandar(?:me|nos|lo|la)?',
      'demanda',
      // "si no pago en 15 dias me demandan", "lo van a demandar"
      'demand(?:an|aran|ara|en|aron)',
      // "mi fecha de corte es el 15" is a card statement's closing day, not a court.
      String.raw`(?<!fecha de |dia de )corte`,
      'tribunal',
      'citatorio',
      'juicio',
      'accion legal',
      // "otherwise it 'goes to legal' next week", "lo pasamos a legal".
      String.raw`go(?:es|ing)? to (?:legal|our legal (?:department|team)|(?:our |an )?attorneys?)`,
      String.raw`send(?:s|ing)? (?:it|this|you|me|the account) to (?:legal|our legal (?:department|team)|(?:our |an )?attorneys?)`,
      String.raw`(?:pas(?:a|an|ar|aran|ara|amos)|mand(?:a|an|ar|aran|ara|amos)|envi(?:a|an|ar|aran|ara|amos)|va)(?:lo|la)? a (?:legal|abogados|juridico|el departamento legal)`,
    ),
  },
  oldDebt: {
    yes: pattern(
      String.raw`\d+ years? (?:old|ago)`,
      String.raw`(?:from|since|in) (?:like |around |about |maybe )?(?:19|20)\d\d`,
      'years ago',
      'old debt',
      'ancient',
      String.raw`hace (?:mas de )?\d+ anos`,
      'hace anos',
      'deuda vieja',
      'deuda antigua',
      String.raw`(?:de|del) (?:ano )?(?:19|20)\d\d`,
      'time-barred',
      'statute of limitations',
      'prescrita',
    ),
  },
  midLease: {
    yes: pattern(
      String.raw`(?:middle|mid) (?:of )?(?:my |the |our )?lease`,
      'mid-lease',
      'midlease',
      String.raw`lease (?:doesn'?t|doesnt|dosent|dosen'?t|dont|don'?t|does not|won'?t|isn'?t|is not) (?:end|expire|run out|up)`,
      String.raw`lease (?:ends|runs|goes|is up|expires)? ?(?:till|until|thru|through) `,
      String.raw`lease (?:is |runs |goes )?(?:until|through|till)`,
      String.raw`before (?:my|the|our) lease (?:ends|is up|expires)`,
      String.raw`(?:still |only )?\w+ months? into (?:my|the|a|our) (?:\d+[\s-]month |one[\s-]year |year[\s-]long )?lease`,
      String.raw`signed (?:a|the|my) (?:one[\s-]year |\d+[\s-]month |year )?lease (?:\w+ )?months? ago`,
      String.raw`a (?:mitad|medio) (?:del|de mi) contrato`,
      String.raw`(?:el|mi) contrato (?:termina|vence|dura hasta|es hasta)`,
      String.raw`contrato (?:firmado |de renta |de alquiler )?(?:hasta|que termina|que vence)`,
      String.raw`(?:tengo|tenemos|firme|firmamos) (?:un |el |mi )?contrato (?:hasta|por un ano|de un ano|de \d+ meses|que termina|que vence)`,
      // "firmé contrato por dos años y a los cinco meses ...": a lease of years, early in its term.
      String.raw`(?:tengo|tenemos|firme|firmamos) (?:un |el |mi )?contrato (?:de (?:renta|alquiler|arrendamiento) )?(?:por|de) (?:dos|tres|cuatro|cinco|\d) anos`,
      String.raw`signed (?:a|the|my|our) (?:two|three|2|3)[\s-]years? lease`,
      String.raw`(?:two|three|2|3)[\s-]year lease`,
      'antes de que termine (?:el|mi) contrato',
      String.raw`(?:el |mi )?contrato (?:es de \d+ meses y )?(?:se acaba|se termina|acaba|termina|vence)(?: hasta| en| el)?`,
      String.raw`lease (?:is (?:for )?\d+ months and )?(?:ends|runs out|expires|is up) (?:in|on) (?!\d+ days)`,
      'en medio del contrato',
      // "tengo contrato de renta de un año que termina en junio 2027"
      String.raw`contrato (?:de (?:renta|alquiler|arrendamiento) )?(?:de (?:un ano|\d+ meses) )?(?:que )?(?:termina|vence|se acaba|acaba)`,
      String.raw`(?:\d+[\s-]month|one[\s-]year|year[\s-]long|12[\s-]month) lease (?:that )?(?:ends|runs|expires|is up)`,
      // "he raised it during my lease", "me la quiere subir durante el contrato"
      String.raw`(?:during|in the middle of) (?:my|the|our|a) (?:\w+[\s-]month |one[\s-]year |year[\s-]long )?lease`,
      String.raw`durante (?:el|mi|nuestro) contrato`,
    ),
  },
  // "mi contrato se termino en junio y sigo mes a mes", "lease ended last year, im month to month":
  // a tenancy with no lease term left, so a rise is a notice, not a renewal offer.
  monthToMonth: {
    yes: pattern(
      String.raw`mes a mes|mes con mes|month[\s-]+to[\s-]+month|month[\s-]+by[\s-]+month`,
      String.raw`(?:no|without a|sin) (?:lease|contrato) (?:anymore|now|ya|desde)`,
      String.raw`(?:my |the |our )?lease (?:ended|expired|ran out|was up) (?:in|last|back|a year|months|over|already|\d)`,
      String.raw`(?:mi |el |nuestro )?contrato (?:ya )?(?:se )?(?:termino|vencio|acabo|expiro) (?:en|hace|el ano|desde|ya)`,
    ),
  },
  towed: {
    yes: pattern(
      'towed',
      'tow truck',
      'tow company',
      'tow yard',
      'towing company',
      'impound(?:ed)?',
      'me remolcaron',
      'se llevo la grua',
      String.raw`(?:la|una) grua se llevo`,
      'corralon',
    ),
  },
  hoaFine: {
    yes: pattern(
      String.raw`(?:\bhoa\b|homeowners'? association|asociacion de (?:propietarios|duenos|vecinos)|la asociacion)[^.?!]{0,80}(?:fine|fined|fining|multa|multo|multaron|violation|violacion|lien)`,
      String.raw`(?:fine|fined|multa|multo|multaron)[^.?!]{0,60}(?:\bhoa\b|homeowners'? association|asociacion de (?:propietarios|duenos|vecinos))`,
    ),
  },
  studentLoan: {
    yes: pattern(
      'student loans?',
      String.raw`prestamos? (?:estudiantil(?:es)?|de estudiante|universitarios?)`,
      String.raw`loan servicer`,
      String.raw`servicer de (?:mi |mis )?prestamos?`,
      String.raw`income[- ]driven`,
      String.raw`recertif\p{L}*`,
    ),
  },
  lostBag: {
    yes: pattern(
      String.raw`(?:lost|delayed|misplaced|damaged|broke) (?:my |our |the )?(?:checked )?(?:bags?|luggage|suitcases?)`,
      String.raw`(?:bags?|luggage|suitcases?) (?:was|is|were|got|never) (?:lost|delayed|missing|damaged|arrived|showed up)`,
      String.raw`(?:perdio|perdieron|extraviaron|extravio|danaron|rompieron) (?:mi |mis |la |las |nuestra )?(?:maletas?|equipaje|valijas?)`,
      String.raw`(?:maletas?|equipaje|valijas?) (?:perdidas?|extraviadas?|no (?:llego|llegaron|aparece|aparecen))`,
    ),
  },
  bagDelayed: {
    yes: pattern(
      String.raw`(?:delayed|late) (?:checked )?(?:bags?|luggage|suitcases?)`,
      String.raw`(?:bags?|luggage|suitcases?) (?:was|were|got|is) (?:delayed|late)`,
      String.raw`(?:bags?|luggage|suitcases?)[^.?!]{0,40}\b(?:arrived|came|showed up|delivered|returned|got to (?:me|my))\b[^.?!]{0,40}(?:(?:\d+|a|one|two|three|four|five) (?:full )?(?:days?|hours?|hrs?) (?:later|late|after)|the next day|next day|late)`,
      String.raw`(?:maletas?|equipaje|valijas?) (?:retrasad\p{L}*|demorad\p{L}*|atrasad\p{L}*)`,
      String.raw`(?:retrasaron|demoraron|atrasaron|se retraso|se demoro|se atraso) (?:mi |mis |la |las |el )?(?:maletas?|equipaje|valijas?)`,
      String.raw`(?:maletas?|equipaje|valijas?)[^.?!]{0,40}\b(?:llego|llegaron|entregaron|trajeron|devolvieron|aparecio)\b[^.?!]{0,40}(?:(?:\d+|un|una|dos|tres|cuatro|cinco) (?:dias?|horas?) (?:despues|tarde|mas tarde)|al (?:otro|siguiente) dia|al dia siguiente|tarde)`,
    ),
  },
  storeReturn: {
    yes: pattern(
      String.raw`(?:won'?t|wont|will not|refus\p{L}* to|don'?t|dont) (?:take (?:it |them )?back|accept (?:the |my |a )?returns?|let me return)`,
      String.raw`all sales (?:are )?final`,
      String.raw`no (?:me )?(?:acepta|aceptan|quiere aceptar|quieren aceptar|recibe|reciben) (?:la |mi )?devolucion`,
      String.raw`no (?:me )?(?:lo |la )?(?:quiere|quieren) (?:recibir|aceptar) de vuelta`,
      String.raw`(?:todas las )?ventas (?:son )?finales`,
    ),
  },
  repairDamage: {
    yes: pattern(
      String.raw`(?:when i (?:picked|got) it (?:up|back)|after the repair|since the repair|después de la reparacion|despues de la reparacion|cuando lo recogi|cuando la recogi)[^.?!]{0,80}(?:doesn'?t|does not|stopped|broken|no funciona|ya no|dejo de|rota|roto)`,
      String.raw`(?:shop|store|technician|tienda|tecnico|taller) (?:broke|damaged|rompio|dano|descompuso)`,
    ),
  },
  bankHold: {
    yes: pattern(
      String.raw`(?:put|placed) a hold on (?:my |the )?(?:check|deposit|paycheck|funds|money)`,
      String.raw`hold on (?:my |the )?(?:check|deposit|paycheck)`,
      String.raw`funds? (?:are |is )?not available`,
      String.raw`(?:froze|frozen|freeze) my (?:bank )?account`,
      String.raw`(?:retuvieron|retienen|congelaron) (?:el |mi )?(?:cheque|deposito|cuenta|dinero)`,
    ),
  },
  contractLetsCancel: {
    yes: pattern(
      String.raw`(?:contract|agreement|terms|membership agreement)[^.!?]{0,40}(?:says|said|lets|allows|states)[^.!?]{0,30}cancel[^.!?]{0,20}(?:anytime|any time|in person|in writing)`,
      String.raw`(?:contrato|acuerdo|terminos)[^.!?]{0,40}(?:dice|permite|indica)[^.!?]{0,30}cancelar[^.!?]{0,25}(?:en cualquier momento|en persona|por escrito)`,
    ),
    // "they say the contract says cancel in person or by certified mail": their reading, not the
    // person's own copy.
    no: pattern(
      String.raw`(?:they|he|she|the gym|the rep|manager)\s+(?:say|says|said|claim\p{L}*|told me)\s+(?:that\s+)?(?:the |my |our )?(?:contract|agreement|terms)`,
      String.raw`(?:dicen|dice|dijo|dijeron|me dijeron|alegan)\s+(?:que\s+)?(?:el |mi )?(?:contrato|acuerdo|terminos)`,
    ),
  },
  cancelMethodRequired: {
    yes: pattern(
      String.raw`(?:requires?|need(?:s|ed)?|must (?:send|give|be)|only (?:accept|take)s?)[^.!?]{0,45}(?:certified (?:letter|mail)|\d+ days'? (?:written )?notice)`,
      String.raw`(?:certified (?:letter|mail)|\d+ days'? notice)[^.!?]{0,20}(?:required|only)`,
      String.raw`(?:piden|pide|requiere|requieren|exige|exigen|necesita)[^.!?]{0,30}(?:carta certificada|correo certificado|\d+ dias de aviso)`,
      String.raw`solo (?:se puede cancelar|aceptan|cancelan) (?:con|por) (?:carta|correo) certificad[oa]`,
      // "only in person or by certified letter", "solo en persona o por carta certificada".
      String.raw`(?:en persona|in person) (?:o|or) (?:por |by |with |con )?(?:una |a )?(?:carta|correo|certified)`,
      // "the contract says cancel in person or by certified mail so email doesnt count".
      String.raw`(?:contract|agreement|terms|policy|contrato|acuerdo|terminos|politica)[^.!?]{0,30}(?:says|said|requires|dice|exige|pide)[^.!?]{0,40}(?:certified (?:letter|mail)|carta certificada|correo certificado)`,
      String.raw`(?:email|e-?mail|online|phone call|a call|texts?)\s+(?:doesn'?t|does not|didn'?t|did not|don'?t|won'?t|wont|doesnt|dont|didnt) count`,
      String.raw`(?:correo|email|e-?mail|mail|llamada|telefono|linea|mensaje)[^.!?]{0,15}no (?:cuenta|vale|sirve|es valid[oa])`,
    ),
  },
  cancelProof: {
    yes: pattern(
      String.raw`(?:confirmation|cancel+ation) (?:email|e-mail|number|code|letter|receipt|page|screen)`,
      // "me contestaron q lo recibieron", "they wrote back that they got it": their reply is the proof.
      String.raw`(?:me |nos )?(?:contestaron|respondieron|confirmaron)(?: (?:que|q))? (?:ya )?(?:lo |la )?(?:recibieron|recibio|tenian|procesaron|cancelaron)`,
      String.raw`(?:they|he|she) (?:wrote back|replied|responded|emailed back|confirmed)(?: (?:that|saying))? (?:they )?(?:got|received|had|processed) it`,
      // "got an auto reply saying received": their own reply shows the cancellation reached them.
      String.raw`auto(?:matic)?[\s-]?(?:reply|replied|response|responded|email)|respuesta automatica|correo automatico|(?:me )?respondieron automaticamente`,
      String.raw`(?:got|have|received|kept|saved|took) (?:a |an |the |my )?(?:confirmation|screenshot|screen shot|receipt|email confirming)`,
      String.raw`(?:email|e-mail|letter|text) (?:confirming|that confirms|saying (?:it was|i was|the membership was) cancel+ed)`,
      String.raw`(?:certified (?:letter|mail)|return receipt)[^.!?]{0,30}(?:sent|signed|delivered|receipt)|(?:sent|mailed) (?:a |the |my )?certified (?:letter|mail)`,
      String.raw`(?:correo|numero|codigo|carta) de (?:confirmacion|cancelacion)`,
      // "me dieron un papel de cancelacion", "they gave me a cancellation receipt": a paper in hand.
      String.raw`(?:papel|comprobante|recibo|hoja|formulario|constancia) de (?:la )?(?:confirmacion|cancelacion|baja)`,
      String.raw`cancel+ation (?:paper|form|slip|receipt|record)`,
      String.raw`(?:tengo|guarde|me dieron|me enviaron|me mandaron|recibi) (?:la |una |el |un )?(?:confirmacion|captura|comprobante|correo de)`,
      String.raw`(?:envie|mande) (?:una |la )?carta certificada`,
      // "cancele en agosto, tengo el correo", "cancelled in aug and got the email": the email about
      // that cancelling, said in the same sentence.
      String.raw`cancel\p{L}*[^.!?]{0,60}\b(?:tengo|guarde|recibi|me llego|me mandaron) (?:el|un|su) correo`,
      String.raw`cancel\p{L}*[^.!?]{0,60}\b(?:got|have|kept|saved|received) (?:the|an|a|their) (?:email|e-mail)`,
    ),
  },
  equipmentReturned: {
    yes: pattern(
      String.raw`(?:returned|dropped off|brought back|took back|mailed back|shipped back|sent back|gave back|turned in) (?:the |my |their |all the |all their )?(?:modem|router|equipment|cable box|tv box|box|receiver|dvr|gateway|remote|device)`,
      String.raw`(?:modem|router|equipment|cable box|receiver|gateway) (?:was|were|got) (?:returned|dropped off|sent back)`,
      // "dropped the router off at the UPS store", "took the box back".
      String.raw`(?:dropped|brought|took|sent|mailed|shipped|gave|turned) (?:the |my |their )?(?:modem|router|equipment|cable box|tv box|box|receiver|dvr|gateway|device) (?:off|back|in)`,
      String.raw`(?:devolvi|devolvimos|entregue|entregamos|regrese|regresamos|lleve|llevamos|retorne) (?:el |la |los |las |mi |su |sus |mis |todo el )?(?:modem|router|equipo|decodificador|caja|cajita|aparato|control|receptor)`,
    ),
    no: pattern(
      String.raw`(?:didn'?t|did not|never|haven'?t|have not|havent|didnt) (?:yet )?(?:return|send back|drop off)(?:ed)? (?:the |my |their )?(?:modem|router|equipment|box|receiver)`,
      String.raw`no (?:he |hemos )?(?:devolvi|devuelto|entregue|entregado|regrese|regresado) (?:el |la |los |mi )?(?:modem|router|equipo|decodificador|caja)`,
    ),
  },
  returnReceipt: {
    yes: pattern(
      String.raw`(?:have|got|kept|with|still have) (?:the |a |my )?(?:return |drop[\s-]?off |ups |fedex |store )?(?:receipt|tracking number)`,
      String.raw`(?:tengo|guarde|me dieron|con) (?:el |un |mi |su )?(?:recibo|comprobante|ticket|numero de guia|numero de rastreo)`,
    ),
  },
  sentAwayInPerson: {
    yes: pattern(
      String.raw`(?:went|go|came|stopped by|showed up)[^.!?]{0,30}\b(?:in person|to the (?:gym|club|front desk|desk|location|store))\b[^.!?]{0,80}\b(?:come back|return (?:on|next|later|another)|only the (?:manager|gm)|manager (?:was(?:n'?t| not)|is(?:n'?t| not)) (?:there|in))`,
      String.raw`(?:told|said|says)[^.!?]{0,20}\b(?:to )?come back (?:on|next|later|another|tomorrow|in)`,
      String.raw`only the (?:manager|gm|general manager) can cancel`,
      String.raw`(?:fui|fuimos|me presente|pase)[^.!?]{0,30}\b(?:en persona|al gimnasio|a la recepcion|al club)\b[^.!?]{0,80}\b(?:vuelva|regrese|que volviera|que regresara|solo el gerente|no estaba el gerente|el gerente no estaba)`,
      String.raw`(?:me dijeron|dijeron|dicen|me dicen) que (?:vuelva|regrese|volviera|regresara) (?:el|otro|manana|la proxima|despues|en)`,
      String.raw`solo el gerente (?:puede|podia) (?:cancelar|dar de baja)`,
    ),
  },
  chexThreat: {
    yes: pattern(
      String.raw`\bchex ?systems?\b`,
      String.raw`\bchex\b`,
      String.raw`\bearly warning(?: services?)?\b`,
    ),
  },
  accountClosed: {
    yes: pattern(
      String.raw`\bclosed (?:out )?(?:my|the|our|that) (?:old )?(?:(?:checking|savings|bank|joint)(?: account| acct)?|account|acct)\b`,
      String.raw`\b(?:account|acct|checking|savings)(?: account)? (?:was|is|got|had been|has been|been|already) (?:already )?closed\b`,
      String.raw`\b(?:said|told me|confirmed) (?:it'?s|its|it is|it was|the account (?:is|was)) (?:closed|shut)\b`,
      String.raw`\b(?:cerre|cancele) (?:mi|la) cuenta\b`,
      String.raw`\bcuenta (?:ya )?(?:estaba |esta |quedo |fue )?(?:cerrada|cancelada)\b`,
      String.raw`\b(?:dijo|dijeron|me dijo|me dijeron|confirmo|confirmaron) que (?:ya )?(?:estaba|esta|quedo|quedaba) (?:cerrada|cancelada)\b`,
    ),
  },
  autopay: {
    yes: pattern(
      'auto-?pay',
      'auto[\\s-]?draft(?:ed|s)?',
      'automatic (?:payment|payments|debit|withdrawal)',
      'pago automatico',
      'pagos automaticos',
      'cargo automatico',
      'en automatico',
      'domiciliad[oa]',
    ),
  },
  visitedToday: {
    yes: pattern(
      String.raw`(?:went|was|stopped by|came)(?: in| there| by)?(?: in person)? today`,
      String.raw`today i (?:went|stopped by)`,
      String.raw`(?:fui|pase|me presente) hoy`,
      String.raw`hoy (?:fui|pase|me presente)`,
    ),
  },
  cancelledByEmail: {
    yes: pattern(
      String.raw`cancel+(?:ed|led|ing)?\b[^.!?]{0,40}\b(?:by|via|through|over|in an?|with an?) e-?mail`,
      String.raw`(?:sent|emailed) (?:them |the gym |it )?(?:an? )?(?:e-?mail|email) (?:to )?cancel`,
      String.raw`(?:cancele|me di de baja|di de baja|me dio de baja|solicite la baja|pedi la baja)\b[^.!?]{0,40}\b(?:por|con un|mediante) (?:e-?mail|correo(?: electronico)?|mail)`,
      String.raw`(?:mande|envie) (?:un )?(?:e-?mail|correo|mail) (?:para )?cancelar`,
    ),
  },
  cancelWitness: {
    yes: pattern(
      String.raw`(?:friend|wife|husband|partner|roommate|sister|brother|mom|dad|coworker|someone|witness)\p{L}*[^.!?]{0,30}(?:was|were|came) (?:there )?with me`,
      String.raw`(?:was|were) with me (?:that day|when i cancel\p{L}*|at the (?:front )?desk)`,
      String.raw`(?:a |my |one )?witness(?:es)?\b`,
      String.raw`(?:amig[oa]|espos[oa]|pareja|herman[oa]|mama|papa|companer[oa]|testigo)\p{L}*[^.!?]{0,30}(?:estaba|estuvo|fue|iba) conmigo`,
      String.raw`(?:tengo|hay) (?:un |una )?testigo`,
    ),
  },
  issuerSaidNo: {
    yes: pattern(
      String.raw`(?:the |my )?(?:bank|card (?:company|issuer)|credit card company|issuer|chase|capital one|amex|american express|citi|discover|wells fargo|bank of america)\b[^.!?]{0,40}(?:said no|denied|rejected|refused|declined|closed (?:the|my) (?:dispute|claim)|won'?t|wont|ruled)`,
      String.raw`(?:el |mi )?(?:banco|emisor|compania de la tarjeta)\b[^.!?]{0,40}(?:dijo que no|nego|negaron|rechaz\p{L}*|cerro (?:la|el) (?:disputa|reclamo)|no (?:quiere|quiso|va a))`,
      String.raw`(?:dispute|claim|disputa|reclamo) (?:was |fue )?(?:denied|rejected|negad[oa]|rechazad[oa])`,
    ),
  },
  addOnWarranty: {
    yes: pattern(
      String.raw`extended (?:warranty|warranties)|(?:vehicle )?service contract|garantias? extendidas?|contrato de servicio`,
    ),
  },
  addOnGap: {
    yes: pattern(
      String.raw`gap (?:insurance|coverage|waiver|policy|protection)|(?:seguro|poliza|cobertura|proteccion) (?:de )?gap`,
    ),
  },
  // The shop's claim that it asked: "they say they left a voicemail", "he said he called me to
  // approve it". A call to come pick the car up ("they called me to pick up") is no such claim, and
  // "nobody called me to approve anything" is the person's own word that no one asked.
  voicemailClaimed: {
    yes: pattern(
      String.raw`(?<!(?:never|nobody|no one|didn'?t|didnt|did not) )(?:left|sent) (?:me |you )?(?:a |an )?(?:voicemail|voice mail|message|msg)`,
      String.raw`(?:they|he|she) (?:say|says|said|claim|claims|claimed) (?:that )?(?:they|he|she) (?:tried to |did )?call(?:ed)?`,
      String.raw`(?:they|he|she) (?:tried to |did )?call(?:ed)? (?:me )?(?:to ask|to approve|for (?:approval|authori[sz]ation|permission|the ok)|about (?:the )?(?:extra|additional|more) (?:work|parts|repairs?))`,
      String.raw`(?<!no )(?:dejaron|dejo|mandaron|mando) (?:un )?(?:mensaje|buzon|correo de voz)`,
      String.raw`(?:dicen|dice) que (?:me )?(?:llamaron|llamo)`,
    ),
  },
  otherPersonsDebt: {
    yes: pattern(
      // "el nombre dice Maria L Gonzales y yo soy Maria E Gonzalez", "yo nunca he vivido en texas":
      // the collector's proof is someone else's.
      String.raw`nunca (?:he |hemos )?(?:vivido|residido) (?:en|ahi|alla)`,
      String.raw`(?:i'?ve |ive |i have |we'?ve |we have )?never (?:lived|resided) (?:in|there)`,
      String.raw`(?:no es|no son|not|isn'?t|aren'?t|wasn'?t) (?:mi|mis|my) (?:nombre|direccion|name|address|ssn|social|numero de seguro social|fecha de nacimiento|date of birth|birthday)`,
      String.raw`(?:otro|otra|diferente|distinto|distinta) (?:nombre|direccion|inicial|segundo nombre|apellido|numero de seguro social|fecha de nacimiento|ano de nacimiento|(?:numero de )?(?:apartamento|apto|depto|departamento) (?:y|pero|en la misma|de la misma))`,
      String.raw`(?:different|wrong|another) (?:name|middle (?:initial|name)|last name|address|ssn|social security number|date of birth|birth ?(?:date|day|year)|year of birth|dob)`,
      // "same street different apt number", "misma calle, otro apartamento": an address near but not theirs.
      String.raw`(?:same (?:street|building|address)|misma (?:calle|direccion)|mismo edificio)\b[^.!?]{0,20}\b(?:different|another|wrong|other|otro|otra|distinto|distinta|diferente) (?:apt|apartment|unit|apto|apartamento|depto|departamento|numero)`,
      String.raw`(?:different|wrong|another) (?:apt|apartment|unit)\.? (?:number|#|no\b)`,
      String.raw`(?:el )?nombre (?:dice|es|sale|aparece|que aparece)[^.!?]{0,40}\by (?:yo )?(?:soy|me llamo)`,
      String.raw`name (?:on (?:it|the \p{L}+) )?(?:says|is|reads|shows)[^.!?]{0,40}\b(?:and|but) (?:i'?m|im|i am|my name is|mine is)`,
      String.raw`(?:someone|somebody) else'?s (?:name|debt|account|card)|de otra persona`,
    ),
  },
  someoneElsesDebt: { yes: SOMEONE_ELSES_DEBT, no: COSIGNED },
  neverSigned: { yes: NEVER_SIGNED },
  letterInMyName: { yes: LETTER_IN_MY_NAME },
  propertyThreat: { yes: PROPERTY_THREAT },
  addressDemanded: { yes: ADDRESS_DEMANDED },
  noLetter: { yes: NO_LETTER },
  cancelledInPerson: { yes: CANCELLED_IN_PERSON },
  settleOffered: { yes: SETTLE_OFFERED },
  // "called the bank and the rep said she 'opened a claim' on the phone", "she said i still have to pay
  // the 612.40 with my bill or it's late", "llamé al banco y abrieron un reclamo por teléfono".
  issuerPhoneClaim: {
    yes: pattern(
      String.raw`(?:called|call(?:ing)?|phoned|on the phone|over the phone|by phone)\b[^.!?]{0,100}\b(?:opened|filed|started|put in|submitted|created|made|logged)(?: up)? (?:a |the |my |an )?['"“]?(?:claim|dispute|case|ticket|chargeback|investigation)`,
      String.raw`(?:opened|filed|started|put in|submitted|created|logged)(?: up)? (?:a |the |my |an )?['"“]?(?:claim|dispute|case|ticket|chargeback)['"”]?[^.!?]{0,20}\b(?:on|over) the phone`,
      String.raw`(?:bank|issuer|card company|rep|agent|she|he|they)\b[^.!?]{0,40}\b(?:said|says|told me)\b[^.!?]{0,30}\b(?:i|you) (?:still )?(?:have to|need to|must|gotta) pay (?:it|the (?:\$?\d[\d.,]*|charge|disputed)|\$?\d[\d.,]*)\b[^.!?]{0,60}\b(?:or (?:it'?s|its|it will be|it'?ll be|i'?ll be|ill be|i will be) (?:late|delinquent)|in the meantime|meanwhile|anyway|while)`,
      String.raw`(?:llame|llamamos|por telefono|en la llamada)\b[^.!?]{0,100}\b(?:abrio|abrieron|levanto|levantaron|puso|pusieron|inicio|iniciaron|registro|registraron|hizo|hicieron) (?:un |una |el |la |mi )?['"“]?(?:reclamo|reclamacion|disputa|caso|queja)`,
      String.raw`(?:banco|emisor|representante|agente|ella|el)\b[^.!?]{0,40}\b(?:dijo|dice|dijeron)\b[^.!?]{0,30}\b(?:igual |todavia |aun )?(?:tengo|tiene|debo|debe) que pagar(?:los|lo)?\b[^.!?]{0,60}\b(?:o (?:sale|queda|aparece|se reporta) (?:como )?(?:atrasad[oa]|tarde|moros[oa])|mientras tanto|de todos modos|igual)`,
    ),
  },
  // "they'll charge 900 to my card on file today", "me van a cobrar hoy con la tarjeta que dejé en
  // archivo", "they'll take it out of my account": a charge threatened on the person's own card.
  cardChargeThreat: { yes: CARD_CHARGE_THREAT },
  signedNothingAfter: { yes: SIGNED_NOTHING_AFTER },
  courtDare: { yes: COURT_DARE },
  // "they'll countersue for the nail holes", "me va a contrademandar", "sue me back for the damage".
  countersuitThreat: {
    yes: pattern(
      String.raw`counter[\s-]?su(?:e|ed|es|ing)`,
      String.raw`counter[\s-]?claim(?:s|ed|ing)?`,
      String.raw`su(?:e|ing) (?:me|us|you|u) back`,
      String.raw`(?:contrademand\p{L}*|contra[\s-]?demand\p{L}*|demandar(?:me|nos|le)? de vuelta|reconvenci\p{L}+)`,
      // "they'd sue me for the damages if i go to court", "me va a demandar por los hoyos": the landlord's
      // own suit over the home's condition, held over a deposit claim.
      String.raw`su(?:e|ing) (?:me|us|you|u) (?:for|over) (?:the |all the )?(?:damages?|nail holes?|holes?|repairs?|paint\p{L}*|carpet|cleaning|walls?)`,
      String.raw`(?:demandar(?:me|nos|le)|(?:me|nos|lo|la|le) (?:va|van) a demandar) (?:por|para cobrar) (?:los |las |el |la )?(?:danos|hoyos|agujeros|reparaciones|pintura|alfombra|limpieza|paredes)`,
    ),
  },
  // "my lease 'says tenant pays professional carpet cleaning'", "el contrato dice que yo pago la pintura".
  leaseClauseCited: {
    yes: pattern(
      String.raw`(?:(?:my|the|our|your) )?(?:lease|rental agreement|contract)\s?['"“”‘’]?\s?(?:clearly |specifically )?(?:says|states|requires|lets|allows|has a clause|requir\p{L}+)`,
      String.raw`(?:per|under|according to) (?:my|the|our|your) (?:lease|rental agreement)`,
      String.raw`(?:el |mi |nuestro |su )?contrato (?:dice|establece|exige|permite|pone|obliga)`,
      String.raw`(?:segun|por) (?:el|mi|su) contrato`,
    ),
  },
  // "la ultima subida fue en enero de este año", "last increase was in march", "already raised it this year".
  earlierRise: {
    yes: pattern(
      String.raw`(?:la )?(?:ultima|anterior|otra) (?:subida|alza|aumento|incremento)(?: de (?:la )?renta)? (?:fue|era|me la hicieron)`,
      String.raw`ya (?:me |nos )?(?:la )?(?:subieron|subio|aumentaron|aumento) (?:la renta )?(?:en (?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)|este ano|hace)`,
      String.raw`(?:the |my )?(?:last|previous|prior) (?:rent )?(?:increase|raise|rise|hike) (?:was|in)`,
      String.raw`(?:already (?:raised|increased) (?:it|the rent|my rent)|(?:raised|increased) (?:it|the rent|my rent) already) (?:in|this year|last|earlier)`,
    ),
  },
  // "puedo hacer algo o me tengo que mudar?", "do i have to move out?", "should i just move?".
  mustMoveAsked: {
    yes: pattern(
      String.raw`(?:me|nos) (?:tengo|tenemos) que (?:mudar|ir|salir)`,
      String.raw`(?:tengo|tenemos) que (?:mudarme|mudarnos|irme|irnos|salirme|salirnos|mudar)`,
      String.raw`(?:debo|debemos) (?:mudarme|mudarnos|irme|irnos|salirme)`,
      String.raw`(?:do|should|must) (?:i|we) (?:just )?(?:have to |need to )?(?:move|leave|move out)\b`,
      String.raw`(?:have|need) to move(?: out)?\?`,
    ),
  },
  // "2 nail holes from a poster", "unos hoyitos de clavos", "thumbtack holes".
  nailHoles: {
    yes: pattern(
      String.raw`(?:nail|pin|thumbtack|tack|screw|picture|poster)[\s-]?holes?`,
      String.raw`holes? (?:from|for) (?:a |the |my )?(?:nails?|posters?|pictures?|frames?|tv|shel\p{L}+)`,
      String.raw`(?:hoy\p{L}*|agujer\p{L}*) (?:de|por) (?:los |las |unos |unas )?(?:clav\p{L}+|chinches|tachuelas|cuadros|posters?|afiches|tornillos)`,
    ),
  },
  // "rent control doesn't apply bc the owners are individuals", "la ley de control de renta no aplica",
  // "says my unit is exempt": the landlord's own word that no rent limit covers the unit.
  limitExemptClaimed: {
    yes: pattern(
      String.raw`(?:rent (?:control|cap|limit|stabilization|law)|ab ?1482|tenant protection act|(?:the )?(?:law|cap|limit))\b[^.!?]{0,30}?(?:doesn'?t|does not|don'?t|wont|won'?t|doesnt|dont|isn'?t going to) (?:apply|cover|count)`,
      String.raw`(?:ley|control|limite|tope)(?: de(?: control de)? (?:la )?(?:renta|rentas|alquiler|alquileres))?(?: estatal| de california)?[^.!?]{0,30}?no (?:aplica|aplican|cubre|cuenta|les aplica|le aplica|nos aplica)`,
      String.raw`no (?:aplica|cubre|le aplica|les aplica) (?:la ley|el control de rentas?|el limite)`,
      String.raw`(?:(?:is|are|it'?s|its|we'?re|were|building is|unit is|apartment is) )(?:exempt|not covered)`,
      String.raw`(?:esta|estan|es|son) (?:exent[oa]s?|excluid[oa]s?)`,
    ),
  },
  // "paid 1500 with my visa under protest", "pague los 1,050 con tarjeta bajo protesta".
  paidUnderProtest: {
    yes: pattern(
      String.raw`(?:i |we )?(?:paid|pay(?:ing)?)\b[^.!?]{0,50}under protest`,
      String.raw`(?:pague|pagamos|pagando)\b[^.!?]{0,50}bajo protesta`,
    ),
  },
  // "no itemized list no receipts", "sin lista ni recibos", "he never sent a breakdown".
  noItemList: {
    yes: pattern(
      String.raw`(?:no|without|never (?:sent|gave)|didn'?t (?:send|give)|did not (?:send|give)|hasn'?t sent|haven'?t (?:gotten|got|received)) (?:me )?(?:an? |any )?(?:itemi[sz]ed )?(?:list|breakdown|statement of deductions|itemi[sz]ation)`,
      String.raw`(?:sin|no me (?:mando|mandaron|envio|enviaron|dio|dieron)|nunca (?:me )?(?:mando|envio|dio)) (?:una |ninguna )?(?:lista|desglose|detalle)`,
    ),
  },
  // "no me han mandado nada, ni dinero ni carta", "haven't gotten anything back, no check no letter".
  depositNothingYet: {
    yes: pattern(
      String.raw`ni (?:el )?(?:dinero|deposito|cheque|un cheque)(?:,)? ni (?:una |la )?(?:carta|lista|explicacion|nada)`,
      String.raw`no me (?:han|ha) (?:mandado|enviado|devuelto|regresado|dado) nada`,
      String.raw`(?:no|nunca) (?:me )?(?:mandaron|enviaron|devolvieron|regresaron) nada`,
      String.raw`no (?:he|hemos) recibido nada`,
      String.raw`(?:no|not a) (?:check|money|refund|deposit|dime)(?:,| and| or| nor)? (?:no |or |nor )?(?:an? )?(?:letter|list|itemi[sz]ed list|explanation|nothing)`,
      String.raw`(?:haven'?t|have not|hasn'?t|didn'?t|did not|never) (?:gotten|got|received|sent|returned|heard) (?:me )?(?:anything|nothing|a thing|a word|back anything)`,
      String.raw`(?:heard|received|gotten|got) nothing(?: back| from (?:them|him|her|the landlord))?`,
    ),
  },
  forwardingInWriting: {
    yes: pattern(
      String.raw`(?:forwarding|new) address\b[^.!?]{0,40}\b(?:in writing|on the (?:move[\s-]?out )?form|by email|by text|in an email|on paper)`,
      String.raw`(?:gave|sent|emailed|wrote|put)(?: them| him| her)? (?:my |the )?(?:forwarding|new) address (?:in writing|on the|by email|by text)`,
      String.raw`(?:direccion nueva|nueva direccion)\b[^.!?]{0,40}\b(?:por escrito|en el formulario|por correo|por mensaje)`,
    ),
  },
  // "dicen que se quedan 850: 600 de pintura y 250 de limpieza", "kept 400 for paint and 150 for
  // cleaning", "they sent an itemized list": the deductions came named, each with its sum.
  deductionsItemized: {
    yes: pattern(
      String.raw`\$?\d[\d.,]*k? (?:de|del|por|para|for|in|on) (?:la |el |los |las |the )?\p{L}+(?: \p{L}+){0,3}(?:,| y| and| &| \+) \$?\d[\d.,]*k? (?:de|del|por|para|for|in|on) (?:la |el |los |las |the )?\p{L}+`,
      // "450 repaint, 300 carpet cleaning", "400 pintura y 300 limpieza de alfombra": each sum with its
      // work named right after it, no "for" between.
      String.raw`\$?\d[\d.,]*k? (?:\p{L}+ )?(?:re)?(?:paint\p{L}*|pintura|pintar|carpet|alfombras?|clean\p{L}*|limpieza|repairs?|reparaci\p{L}+|damages?|danos?|holes?|hoyos|agujeros|trash|basura|keys?|llaves?)\b[^.;\d]{0,30}(?:,| y| and| &| \+) \$?\d[\d.,]*k? (?:\p{L}+ )?(?:re)?(?:paint\p{L}*|pintura|pintar|carpet|alfombras?|clean\p{L}*|limpieza|repairs?|reparaci\p{L}+|damages?|danos?|holes?|hoyos|agujeros|trash|basura|keys?|llaves?)`,
      String.raw`(?:sent|got|received|gave) (?:me |us )?(?:an |the )?itemi[sz]ed (?:list|statement)`,
      String.raw`(?:mandaron|enviaron|mando|envio|llego|recibi|dieron) (?:me )?(?:una |la )?(?:lista detallada|desglose)`,
    ),
  },
  noReceipts: {
    yes: pattern(
      String.raw`(?:no|without|never (?:sent|gave)|didn'?t (?:send|give)|did not (?:send|give)|not a single) (?:me )?(?:any )?receipts?`,
      String.raw`(?:sin|ni|no me (?:mando|mandaron|envio|enviaron|dio|dieron)|nunca (?:me )?(?:mando|envio|dio)|ningun) (?:un )?recibos?`,
    ),
  },
  addOnEtching: {
    yes: pattern(
      String.raw`(?:window|windows|vin|glass|anti-?theft|theft) etch\p{L}*|etching`,
      String.raw`grabado (?:de |del |en )?(?:las |los )?(?:ventanas|vidrios|cristales|ventanillas|vin|numero de serie)|grabado antirrobo`,
    ),
  },
  // "me dijeron que era obligatorio para el financiamiento", "the finance guy said the warranty was
  // required to get approved"; "they said it was optional" is the opposite.
  toldRequired: {
    no: pattern(
      String.raw`(?:said|told (?:me|us)|says)[^.!?]{0,30}(?:was|were|is|are|it'?s|its) (?:not (?:required|mandatory|needed)|optional)`,
      String.raw`(?:dijo|dijeron|dice|dicen)[^.!?]{0,30}(?:no (?:era|eran|es|son) (?:obligatori|necesari|requisito)\p{L}*|(?:era|eran|es|son) opcional\p{L}*)`,
    ),
    yes: pattern(
      String.raw`(?:said|told (?:me|us)|says|claimed|insisted)[^.!?]{0,40}(?:required|mandatory|had to (?:get|buy|take|have)|have to (?:get|buy|take|have)|must (?:get|buy|take|have)|couldn'?t (?:get|be) (?:approved|financed)|no way to (?:get|be) (?:approved|financed))`,
      String.raw`(?:was|were|is|are) (?:required|mandatory) (?:for|to)`,
      String.raw`(?:dijo|dijeron|dice|dicen|insistio|insistieron)[^.!?]{0,40}(?:obligatori\p{L}*|requisito|necesari\p{L}* para (?:el |la |que )?(?:financ|prestamo|credito|aprob)|(?:tenia|tenian|tengo) que (?:comprar|llevar|tomar|aceptar))`,
      String.raw`(?:era|eran|es|son) obligatori\p{L}* para`,
      // "el de finanzas dijo que el banco exigía la garantía", "said the lender needed them to approve me".
      String.raw`(?:dijo|dijeron|dice|dicen|insistio|insistieron)[^.!?]{0,40}(?:banco|prestamista|financiera)[^.!?]{0,10}(?:exigia|exigian|exige|exigen|requeria|requiere|pedia|pide)`,
      String.raw`(?:said|told (?:me|us)|says|claimed|insisted)[^.!?]{0,40}(?:bank|lender|finance company)[^.!?]{0,10}(?:needed|needs|wanted|demanded|requires)`,
    ),
  },
  // "they keep saying 'we're waiting on our client to pay us'": a late client's own client as the excuse.
  payWhenPaidClaimed: {
    yes: pattern(
      String.raw`(?:waiting (?:on|for)|until|till|once|when) (?:our|their|his|her|the end) clients? (?:to )?(?:pays?|paid|pay(?:s)? (?:us|them|him|her))`,
      String.raw`(?:waiting (?:on|for)) (?:payment|money) from (?:our|their|his|her) clients?`,
      String.raw`(?:esperan|esperando|espera|hasta que|cuando) (?:a )?(?:que )?(?:su|sus) clientes? (?:les |le )?(?:pague|paguen|pagan|paga)`,
    ),
  },
  // "can i return the car? theres a 3 day rule right?", "¿puedo devolver el carro?": the car itself,
  // asked to go back, answered before the add-ons.
  carReturnAsked: {
    yes: pattern(
      String.raw`(?:can|could|may|should) (?:i|we) (?:just )?(?:return|give back|send back|take back|undo|cancel|unwind) (?:it|the (?:car|truck|suv|vehicle|van|deal|sale|purchase)|my (?:car|truck|suv|vehicle|van))`,
      String.raw`(?:return|give back|take back) the (?:car|truck|suv|vehicle|van)`,
      String.raw`(?:3|three)[\s-]?days? (?:rule|right|law|return|cooling)`,
      String.raw`(?:3|three|72)[\s-]?(?:days?|hours?) to (?:return|cancel|give back|undo|bring back|back out)`,
      String.raw`cooling[\s-]?off (?:period|rule|law|right)`,
      String.raw`(?:devolver|regresar|retornar) (?:el|la|mi) (?:carro|auto|coche|camioneta|troca|vehiculo|van)`,
      String.raw`(?:puedo|podemos|se puede) (?:devolver|regresar|cancelar) (?:lo|la|el carro|el auto|la compra|la venta)`,
      String.raw`(?:3|tres) dias (?:para )?(?:arrepentirse|de arrepentimiento|para devolver\p{L}*|para regresar\p{L}*|para cancelar\p{L}*)`,
      String.raw`(?:periodo|derecho) de (?:reflexion|arrepentimiento)`,
    ),
  },
  safetyClaimed: {
    yes: pattern(
      String.raw`(?:needed|necessary|required|had to be done|had to do it) for (?:your |my )?safety`,
      String.raw`(?:safety|unsafe|not safe|dangerous) (?:issue|reasons?|concern|to drive)`,
      String.raw`(?:por|para su|para tu|para mi) seguridad|(?:era|eran|es) (?:peligroso|necesario por seguridad)`,
    ),
  },
  neededClaimed: {
    yes: pattern(
      String.raw`(?:extra|additional|other|more) (?:work|repairs?|parts?|stuff)(?: \p{L}+){0,3} (?:was|were|is|are|'s) (?:all )?(?:needed|necessary|required|needed anyway)`,
      String.raw`(?:it|they|that|everything|all of it|the work) (?:was|were) (?:all )?(?:needed|necessary|required)\b(?! for (?:your |my )?safety)`,
      String.raw`(?:trabajo|trabajos|reparacion|reparaciones|piezas?|cosas?) (?:extra|adicional\p{L}*|de mas)?\s?(?:era|eran|fue|fueron|es|son) (?:todo |todos )?(?:necesari\p{L}*|indispensable\p{L}*|obligatori\p{L}*)`,
      String.raw`(?:era|eran|fue|fueron) (?:todo |todos )?necesari\p{L}*\b(?! por seguridad)`,
    ),
  },
  notUsedAfter: {
    yes: pattern(
      String.raw`(?:didn'?t|didnt|did not|haven'?t|havent|have not|never) (?:go|gone|been|went|use[ds]?|check(?:ed)? in|set foot)[^.!?]{0,25}(?:after|since|again|back)`,
      String.raw`no (?:visits?|check-?ins?|use)[^.!?]{0,20}(?:after|since)`,
      String.raw`(?:no (?:he|fui|volvi|he vuelto|he ido|lo he usado|la he usado|he usado))[^.!?]{0,25}(?:desde|despues)`,
    ),
  },
  pendingHoldClaimed: {
    yes: pattern(
      String.raw`pending (?:authori[sz]ation|charge|hold|transaction)`,
      // "the front desk says the second is the incidentals hold": a hold, whatever its name.
      String.raw`(?:incidentals?|security) (?:deposit )?hold`,
      String.raw`(?:just|only) a (?:temporary |pending )?hold`,
      String.raw`autorizaci[oó]n pendiente`,
      String.raw`(?:cargo|cobro) pendiente`,
      String.raw`(?:se cae|se va a caer|caera|desaparece|desaparecera|se borra) (?:sola|solo)`,
      String.raw`(?:will |should )?(?:drop|fall) off (?:on its own|by itself)`,
    ),
  },
  bankSaysAuthorized: {
    yes: pattern(
      String.raw`(?:since|because|bc|cause|as) (?:i|you) (?:authori[sz]ed|made|approved) (?:it|the (?:transaction|purchase|charge|payment))`,
      String.raw`(?:you|i) authori[sz]ed (?:it|the (?:transaction|purchase|charge|payment))[^.!?]{0,30}(?:so|it'?s|its|not)`,
      String.raw`(?:it'?s|its|it is|this is|this isn'?t|it isn'?t|it wasn'?t) not (?:a )?fraud|(?:isn'?t|is not|wasn'?t|was not) (?:a )?fraud`,
      String.raw`(?:como|porque|ya que) (?:yo )?(?:la |lo )?(?:autorice|hice|aprobe)(?: la (?:compra|transaccion))?`,
      String.raw`no es (?:un )?fraude`,
    ),
  },
  sentToMerchant: {
    yes: pattern(
      String.raw`(?:work it out|take it up|deal with it|sort it out|settle it|handle it|resolve it) with the (?:merchant|restaurant|store|seller|hotel|company|business)`,
      String.raw`(?:can'?t|cannot|won'?t|will not|couldn'?t) open (?:a |the )?(?:dispute|claim|case)`,
      // "i have to talk to amazon first", "tengo que hablar con el comercio primero".
      String.raw`(?:talk to|contact|call|go to|reach out to) (?:the )?\p{L}+ first`,
      String.raw`(?:hablar|hable|llamar|llame|contactar|contacte|ir) (?:con|a) (?:el |la )?\p{L}+ primero`,
      String.raw`(?:arreglarlo|arregle|arreglar|resolverlo|resolver|resuelva|verlo|reclamar(?:le)?) (?:directamente )?con el (?:comercio|restaurante|negocio|vendedor|hotel)`,
      String.raw`no (?:pueden|puede|quieren|quiso|quisieron) abrir (?:una |la )?(?:disputa|reclamacion|reclamo)`,
    ),
  },
  merchantDamageClaim: {
    yes: pattern(
      String.raw`(?:damage|damages)s? (?:deposit|charge|fee|hold)`,
      String.raw`(?:for|because of|over) (?:a |the |some )?(?:stains?|burns?|damages?|broken \p{L}+|holes?)`,
      String.raw`(?:says?|said|claims?|calls?|called)[^.!?]{0,60}(?:for |is )(?:a |the )?(?:damages?|stains?|burns?)`,
      String.raw`(?:deposito|cargo|cobro|retencion) (?:por|de) (?:danos|dano|una mancha|manchas)`,
      String.raw`por (?:una |unas )?(?:manchas?|quemaduras?)`,
      String.raw`(?:es|son|era|eran|seria) por (?:los |unos )?danos`,
    ),
  },
  damageUnannounced: {
    yes: pattern(
      String.raw`(?:nobody|no one|noone|no body|they never|nothing|nadie|nunca)[^.!?]{0,40}(?:at|when i|cuando|al) (?:check ?out|checked out|checking out|left|salir|sali|entregue|hice el check ?out)`,
    ),
  },
  noDamagePhotos: {
    yes: pattern(
      String.raw`(?:no|without|sin|never (?:got|saw|sent)(?: me)?|didn'?t (?:get|see|send)(?: me)?) (?:any )?(?:photos?|pictures?|pics|fotos?)`,
    ),
  },
  damageDenied: {
    yes: pattern(
      String.raw`(?:there was|there were|there is|there'?s) (?:no|never a|never any) (?:stains?|damage|burns?|holes?|marks?)`,
      String.raw`(?:i |we )?(?:didn'?t|did not|never) (?:stain|damage|burn|break|ruin)\p{L}*`,
      String.raw`no (?:habia|hubo|hay) (?:ninguna |ningun |ningunas )?(?:manchas?|danos?|quemaduras?|hoyos?)`,
      String.raw`(?:nunca|no) (?:manche|manchamos|dane|danamos|rompi|rompimos|queme|quemamos)`,
      String.raw`(?:that'?s|thats|it'?s|its) (?:not true|a lie|false)|no es (?:cierto|verdad)`,
    ),
  },
  // "a resort fee 35 a night plus tax on it", "una tarifa de resort de 30 más impuestos".
  feeTaxed: {
    yes: pattern(
      String.raw`(?:fee|fees|tarifa|cargo|cuota)\b[^.!?]{0,40}\b(?:plus|\+|and|with|mas|con|y) (?:the |a |el |los |su |sus )?(?:tax|taxes|impuesto|impuestos)(?: (?:on it|on (?:the|that) fee|on top|sobre (?:ese|el|la|esa) (?:cargo|tarifa)|encima))?`,
      String.raw`(?:tax|taxes|impuesto|impuestos) (?:on|sobre) (?:it|(?:the|that|el|la|ese|esa) (?:resort |destination |amenity |service )?(?:fee|tarifa|cargo))`,
    ),
  },
  lodgingStay: {
    yes: pattern(
      'hotel',
      'motel',
      'resort',
      'airbnb',
      'vrbo',
      'inn',
      'hostal',
      'hospedaje',
      'vacation rental',
    ),
  },
  hostStay: {
    yes: pattern('airbnb', 'vrbo', 'vacation rental', 'renta vacacional', 'alquiler vacacional', 'anfitrion'),
  },
  insuranceClaimDenied: {
    yes: pattern(
      String.raw`(?:insurance|insurer|adjuster)[^.?!]{0,60}(?:denied|denies|rejected|won'?t pay|refus\p{L}*)[^.?!]{0,20}claim`,
      String.raw`(?:denied|rejected) (?:my |the |our )?(?:\p{L}+ )?claim`,
      String.raw`(?:seguro|aseguradora)[^.?!]{0,60}(?:nego|negaron|rechazo|rechazaron|no quiere pagar)[^.?!]{0,20}reclamo`,
      // "la aseguradora de mi carro no me quiere pagar el choque", "my insurer won't pay for the crash".
      String.raw`(?:aseguradora|seguro de(?:l| mi) (?:carro|auto|casa|coche))[^.?!]{0,40}(?:no (?:me )?(?:quiere|quieren) pagar|no (?:me )?(?:paga|pagan|cubre|cubren))`,
      String.raw`(?:car|auto|home|renters) insur\p{L}*[^.?!]{0,40}(?:won'?t|will not|refus\p{L}*|den\p{L}*) (?:to )?(?:pay|cover)`,
      String.raw`(?:nego|negaron|rechazo|rechazaron) (?:el|mi|nuestro) reclamo`,
      // "my health insurance denied my ER visit", "mi seguro negó la resonancia": the care itself denied.
      String.raw`(?:insurance|insurer|health plan)[^.?!]{0,30}(?:denied|denies|rejected|refus\p{L}* to (?:pay|cover)) (?:my |the |our )?(?:\p{L}+ ){0,2}(?:visit|stay|surgery|care|treatment|mri|scan|procedure|therapy|test)`,
      String.raw`(?:seguro|aseguradora)[^.?!]{0,30}(?:nego|negaron|rechazo|rechazaron|no (?:me )?(?:quiere|quieren) (?:pagar|cubrir)) (?:mi |la |el |los |las )?(?:\p{L}+ ){0,2}(?:visita|consulta|cirugia|atencion|tratamiento|resonancia|estudio|procedimiento|terapia|emergencia)`,
    ),
  },
  // "experian says verified as accurate", "my report shows a 30 day late i never had", "aparece en mi
  // reporte de credito un atraso": something on the report the person says is wrong. A collector's
  // threat to report ("it goes on my credit") is not this.
  creditReportError: {
    yes: pattern(
      String.raw`(?:experian|equifax|transunion|trans union)[^.?!]{0,80}(?:late|error|wrong|mistake|not mine|isn'?t mine|never|incorrect|inaccurate|verified|dispute|removed|atras\p{L}*|tarde|equivocad\p{L}*|no es mi\p{L}*|nunca|disputa)`,
      String.raw`(?:late|error|wrong|mistake|not mine|isn'?t mine|incorrect|inaccurate|atras\p{L}*|equivocad\p{L}*|no es mi\p{L}*)[^.?!]{0,80}(?:experian|equifax|transunion|trans union)`,
      String.raw`(?:credit report|credit file|credit history|reporte de credito|informe de credito|historial de credito|buro de credito)[^.?!]{0,40}(?:shows|says|has|lists|aparece|muestra|dice|tiene|salio|sale)[^.?!]{0,60}(?:late|error|wrong|mistake|not mine|never|atras\p{L}*|error|equivocad\p{L}*|no es mi\p{L}*|nunca)`,
      String.raw`(?:(?:30|60|90)[- ]days? late|late (?:payment|mark)|marca de atraso|pago atrasado)[^.?!]{0,60}(?:on|en) (?:my |mi )?(?:credit|reporte|informe|historial)`,
    ),
  },
  // "my civic got totaled", "the adjuster declared it a total loss", "perdida total".
  totalLoss: {
    yes: pattern(
      String.raw`got totall?ed`,
      String.raw`(?:was|is|been|car|it|they) totall?ed`,
      String.raw`total(?:led)? loss`,
      String.raw`perdida total`,
      String.raw`(?:declararon|declaro|dieron) (?:el (?:carro|auto|coche) )?(?:como )?perdida total`,
    ),
  },
  // "the pharmacy charged me 147.60 for my insulin", "la lantus no esta en la lista de mi plan":
  // a prescription's price at the counter, a drug plan's question, not a provider's bill.
  prescriptionCost: {
    yes: pattern(
      String.raw`(?:pharmacy|pharmacist|farmacia|farmaceutic\p{L}*|drugstore|cvs|walgreens)[^.?!]{0,80}(?:charged|charge|cobr\p{L}*|pay|paid|pague|pagar|cost\p{L}*|price|precio|not covered|no (?:lo |la |me )?cubre|no esta en)`,
      String.raw`(?:charged|cobraron|cobran|cobro|pague|paid|pay|costo|cuesta|costs?)[^.?!]{0,60}(?:insulin\p{L}*|insulina|prescriptions?|recetas?|inhaler|inhalador)`,
      String.raw`(?:insulin\p{L}*|insulina|prescriptions?|recetas?)[^.?!]{0,60}(?:cost|costs|costo|cuesta|price|precio|charged|cobraron|copay|copago)`,
      String.raw`part d|parte d|drug plan|plan de (?:medicinas|medicamentos)|formulary|lista de (?:medicamentos|medicinas) de`,
    ),
  },
  // "a timeshare presentation", "un contrato de tiempo compartido", "vacation club".
  timeshare: {
    yes: pattern(
      'timeshares?',
      'time share',
      'tiempo compartido',
      String.raw`vacation (?:club|ownership)`,
      String.raw`club (?:vacacional|de vacaciones)`,
      String.raw`membresia vacacional`,
    ),
  },
  penaltyFee: {
    yes: pattern(
      String.raw`smok\p{L}*(?: fee| penalty| charge| cleaning)?`,
      String.raw`(?:cleaning|damage|pet) (?:fee|penalty|charge) (?:after|for)`,
      String.raw`(?:limpieza|cargo|multa|penalidad|cobro) (?:por|de) (?:fumar|humo|mascota|danos)`,
      String.raw`por fumar`,
    ),
  },
  workNotStarted: {
    yes: pattern(
      String.raw`(?:never|didn'?t|did not|hasn'?t|has not|haven'?t) (?:even )?(?:started|start|begun|begin|show(?:ed)? up)`,
      String.raw`(?:nunca|no ha|no han|no) (?:empezo|empezaron|empezado|comenzo|comenzaron|comenzado|vino|vinieron|se presento)`,
    ),
  },
  // Started, then gone: "vino un dia, quito el azulejo y no ha vuelto", "he walked off the job".
  workAbandoned: {
    yes: pattern(
      String.raw`(?:no ha|no han|nunca) (?:vuelto|regresado|regreso|volvio|terminado)`,
      String.raw`(?:hasn'?t|has not|haven'?t|never|didn'?t|did not) (?:been |come )?(?:back|returned|came back|come back|finished)`,
      String.raw`(?:walked|walk) off (?:the )?job`,
      String.raw`abandon(?:ed)? (?:the )?(?:job|project|work)`,
      String.raw`(?:dejo|dejaron) (?:el trabajo|la obra) a medias`,
      String.raw`(?:desaparecio|desaparecieron|disappeared|vanished|ghosted)`,
    ),
  },
  trialConverted: {
    yes: pattern(
      'free trial',
      String.raw`trial (?:turned|converted|rolled|became|ended)`,
      'prueba gratis',
      'prueba gratuita',
      'periodo de prueba',
      String.raw`se convirtio (?:sola |solo |automaticamente )?en (?:un )?(?:plan|suscripcion)`,
    ),
  },
  planInPlace: {
    yes: pattern(
      // "ya estamos en un plan de pagos de 300 al mes desde mayo", "i'm on a payment plan", "we've been
      // paying 300 a month since may", "llevo pagando 150 al mes": a plan the person keeps, not an offer.
      String.raw`(?:ya )?(?:estamos|estoy|esta|estan|seguimos|sigo) (?:ya )?(?:en|con) (?:un|el|nuestro|mi) (?:plan|arreglo) de pagos?`,
      String.raw`(?:i'?m|we'?re|i am|we are|(?:i|we) (?:have|had|'?ve) been|(?:i|we) (?:set up|started|signed up for|agreed to)) (?:already |still )?(?:on|in|for) (?:a|the|an|my|our) (?:\p{L}+ )?(?:payment plan|plan)`,
      String.raw`(?:(?:i|we) (?:have|'?ve) been|(?:i|we) (?:am|are|'?m|'?re)) (?:already )?paying \$?\d[\d.,]* (?:a|per|each|every) month`,
      String.raw`(?:llevo|llevamos|he estado|hemos estado|estoy|estamos) (?:ya )?pagando \$?\d[\d.,]* (?:al|por|cada) mes`,
      String.raw`(?:pago|pagamos|pagando) \$?\d[\d.,]* (?:al|por|cada) mes desde`,
    ),
  },
  toldTooLate: {
    yes: pattern(
      String.raw`waited too long|too late to (?:apply|dispute|ask)|missed the (?:deadline|window)|(?:it'?s|its|so|that'?s) too late|(?:the rest|the others?|those|they|it) (?:is|are|was|were) ['"‘’“”]?too (?:late|old)`,
      String.raw`(?:el resto|los demas|los otros|las otras|eso) (?:ya )?(?:es|son|fue|fueron) (?:muy |demasiado )?(?:tarde|viejos?|antiguos?)`,
      String.raw`(?:had|have|has|needed) to (?:be (?:in|submitted|filed|received)|apply|file) within \d+ days`,
      String.raw`(?:espere|esperamos) (?:demasiado|mucho tiempo)|ya es (?:muy )?tarde|fuera de (?:tiempo|plazo)|no (?:reclame|aplique|solicite) a tiempo`,
      String.raw`(?:tenia|tenian|habia) que (?:aplicar|solicitar|presentar\p{L}*|enviar\p{L}*) (?:en|dentro de) (?:los )?\d+ dias`,
      // "como ya pasaron 4 meses desde la primera factura ya no califico": the time gone is the reason.
      String.raw`(?:pasaron|han pasado|paso|pasado) (?:mas de )?(?:\d+|un|unos|varios|dos|tres|cuatro|cinco|seis) (?:meses|mes|dias|semanas)[^.?!]{0,60}\b(?:ya )?no (?:califico|calificamos|califica|puedo (?:aplicar|solicitar))`,
      String.raw`(?:been|passed|over) (?:\d+|a few|several|two|three|four|five|six) (?:months|days|weeks)[^.?!]{0,60}\b(?:don'?t|doesn'?t|no longer|can'?t|cannot) (?:qualify|apply)`,
      String.raw`(?:no longer|don'?t|doesn'?t) qualify[^.?!]{0,40}\b(?:been|passed|over) (?:\d+|a few|several) (?:months|days|weeks)`,
      // "ya no aplica porque ya paso mucho tiempo", "too much time has passed": time gone as the reason.
      String.raw`(?:ya )?(?:paso|pasaron|ha pasado|han pasado|habia pasado) (?:mucho|demasiado|bastante) tiempo`,
      String.raw`too much time (?:has |had )?(?:passed|gone by)|(?:it'?s|its|it has|it'?s been|has been) (?:been )?too long`,
      // "la ayuda financiera ya no aplica porque ya pasaron mas de 90 dias": a cutoff in days as the reason.
      String.raw`(?:ya )?no (?:aplica|califica|califico|calificamos|se puede|puedo|puede)[^.?!]{0,50}\b(?:porque|ya que|pues|por)\b[^.?!]{0,20}\b(?:pasaron|han pasado|paso|pasado|pasar|son) (?:mas de )?(?:\d+|un|unos|varios|dos|tres|cuatro|cinco|seis) (?:meses|mes|dias|semanas)`,
      String.raw`(?:doesn'?t|does not|no longer|don'?t|do not|can'?t|cannot|won'?t)\s+(?:apply|qualify|be considered)[^.?!]{0,50}\b(?:because|since|as|after)\b[^.?!]{0,20}\b(?:been|passed|over|more than|past|it'?s been) (?:\d+|a few|several) (?:months|days|weeks)`,
      String.raw`(?:only|solo|solamente) (?:have |hay |tiene |tenia |tenemos )?(?:\d+) (?:days|dias) (?:to|para) (?:apply|aplicar|solicitar|pedir)`,
      String.raw`\d+[\s-]day (?:limit|window|deadline|cutoff) (?:to|for) (?:apply|financial|assistance|charity)`,
      // "charity care is only for 90 days after the bill", "la ayuda solo es por 90 dias": a short window as the reason.
      String.raw`(?:charity care|financial (?:aid|assistance|help)|assistance|ayuda(?: financiera)?|asistencia(?: financiera)?|caridad)\b[^.?!]{0,30}\b(?:only|solo|solamente)\s+(?:(?:good|available|valid|open|es|aplica|vale|sirve|hay)\s+)?(?:for|within|por|durante|dentro de|en)\s+(?:the first\s+|los primeros\s+)?\d+\s+(?:days|dias)`,
      // "financial aid isnt available after 90 days", "solo se puede pedir en los primeros 90 días".
      String.raw`(?:isn'?t|is not|not|no longer|aren'?t) (?:available|accepted|an option|possible) (?:after|past|beyond) (?:the first )?\d+ (?:days|months)`,
      String.raw`only (?:available|accepted|good|possible) (?:for|within|in) (?:the first )?\d+ (?:days|months)`,
      String.raw`(?:solo|nomas) (?:se puede|aplica|es valida|la dan|la aceptan)[^.?!]{0,20}(?:en|dentro de) (?:los )?(?:primeros )?\d+ (?:dias|meses)`,
      String.raw`(?:despues de|pasados) (?:los )?\d+ (?:dias|meses) ya no`,
      // "la ayuda es solo 'al principio'", "assistance is only at the start": a window they make up.
      String.raw`(?:charity care|financial (?:aid|assistance|help)|assistance|help|aid|ayuda(?: financiera)?|asistencia(?: financiera)?|caridad)\b[^.?!]{0,20}\b(?:is |was |es |era )?(?:only|solo|solamente|nomas|just) ['"‘’“”]?(?:(?:at|in) the (?:beginning|start)|(?:al|en el) (?:principio|inicio|comienzo))`,
      // "como ya estamos en un plan de pagos … no pueden cambiar nada", "since i'm on a payment plan
      // they can't apply it": the plan made the reason the bill can't change.
      String.raw`(?:como|porque|ya que|since|because|as) (?:ya )?(?:estamos|estoy|esta|estan|i'?m|we'?re|i am|we are|(?:i|we) (?:have|had) been) (?:already )?(?:en|on|in) (?:un|el|a|the) (?:plan|payment plan|arreglo)[^.?!]{0,60}\b(?:no (?:pueden|puede|se puede|podemos) (?:cambiar|hacer|aplicar|bajar)|(?:can'?t|cannot|won'?t) (?:change|do|apply|lower|reduce))`,
      // "la ayuda hay que pedirla dentro de 90 días y ya pasó", "you must apply within 90 days and that passed".
      String.raw`(?:hay que|tiene que|tenia que|se tiene que|se debe|debe|debia|habia que) (?:pedir\p{L}*|solicitar\p{L}*|aplicar|presentar\p{L}*|enviar\p{L}*|mandar\p{L}*) (?:en|dentro de) (?:los )?(?:primeros )?\d+ (?:dias|meses)`,
      String.raw`(?:must|should|needs? to|needed to|has to|had to) (?:be )?(?:apply|applied|requested|request(?:ed)?|ask(?:ed)? for|file|filed|submit(?:ted)?) (?:for )?(?:it )?within (?:the first )?\d+ (?:days|months)`,
      String.raw`\d+ (?:dias|meses)[^.?!]{0,25}\by ya (?:paso|pasaron|se paso|se pasaron|vencio|se vencio|termino)`,
      String.raw`\d+ (?:days|months)[^.?!]{0,25}\b(?:and )?(?:that'?s|it'?s|they'?ve|those have|that has|it has|have) (?:already )?(?:passed|gone by|over|expired)`,
    ),
  },
  disputeSent: {
    yes: pattern(
      String.raw`(?:i |i already |already |i've |ive )?(?:mailed|sent|faxed|emailed) (?:the |my |a |them (?:the |my |a )?)?(?:written )?(?:dispute|validation)(?: letter| request)?`,
      String.raw`(?:ya )?(?:envie|mande) (?:la |mi |una )?(?:carta de )?(?:disputa|validacion)`,
      String.raw`(?:ya )?(?:envie|mande) (?:la|mi) carta`,
      // "ya pague la carta certificada", "sent the certified letter": the letter went out.
      String.raw`(?:ya )?(?:pague|envie|mande) (?:la |mi |una )?carta certificada`,
      String.raw`(?:mailed|sent|paid for) (?:the |my |a )?certified (?:letter|mail)`,
      // "i sent the letter 2 weeks ago", "emailed him the demand letter": the written demand went out.
      String.raw`(?:i |i already |already |i've |ive )(?:mailed|sent|emailed|gave) (?:him |her |them )?(?:the|my|a) (?:demand )?letter`,
      // "i sent their written form nov 3": the bank's own dispute form, filled in and sent.
      String.raw`(?:sent|mailed|submitted|returned|faxed|emailed) (?:in )?(?:their |the |my |a |its )?(?:written |signed )?(?:dispute |claim |fraud )?(?:form|affidavit)`,
      String.raw`(?:envie|mande|entregue|llene) (?:el |su |mi |un )?formulario`,
    ),
  },
  // "they keep taking 39.99 out of my checking account", "me siguen sacando de mi cuenta del banco":
  // a debit from the account itself, which the bank can stop (Regulation E 1005.10(c)).
  accountDebit: {
    yes: pattern(
      String.raw`(?:out of|from|takes?|taking|took|debit(?:s|ing|ed)?|pull(?:s|ing|ed)?|withdr[ae]w\p{L}*|draft(?:s|ing|ed)?)\b[^.?!]{0,40}\b(?:my |our |the )?(?:checking|savings|bank) account`,
      String.raw`(?:sacando|sacaron|saca|sacan|descontando|descuentan|desconto|debitando|debitan|cobrando|cobran)\b[^.?!]{0,40}\bde (?:mi|nuestra) cuenta(?: del banco| bancaria| de cheques| de ahorros)?\b`,
      String.raw`(?:mi|nuestra) cuenta (?:del banco|bancaria|de cheques)`,
    ),
  },
  windowPassedClaimed: {
    yes: pattern(
      String.raw`(?:past|over|beyond|outside|older than|after) (?:the |their |its )?\d+[\s-]?days?`,
      String.raw`(?:pasaron|paso|pasado|fuera de|despues de|mas de) (?:el plazo de |los |el )?\d+ dias`,
      String.raw`(?:the rest|the others?|the older ones?|those|they|it) (?:is|are|was|were) (?:too old|too late)`,
      String.raw`(?:los otros|los demas|el resto|los viejos|los mas viejos|los anteriores) (?:ya )?(?:son|estan|es) (?:muy |demasiado )?(?:viejos|antiguos|tarde)`,
    ),
  },
  checkingReportThreat: {
    yes: pattern(
      String.raw`\bchex\s?systems?\b|\bchex\b`,
      String.raw`early warning(?: services?| system)?`,
      String.raw`checking (?:account )?(?:report|reporting)`,
    ),
  },
  creditReportThreat: {
    yes: pattern(
      // "charged on my credit card" is how the person paid, not their credit record.
      String.raw`(?:on|to|hurt|hit|ruin) (?:my )?credit(?: report| score)?(?! cards?\b)`,
      String.raw`(?:report|reporting|reported) (?:it |me )?to (?:the )?(?:credit )?(?:bureaus?|agencies)`,
      String.raw`(?:buro|buró) de credito`,
      String.raw`(?:reportar|reportan|reportaran|reportarme) (?:a |en )?(?:mi |el )?(?:credito|buro)`,
      // "me reportan al buro", "they report to credit next month", "lo reportan a los buros".
      String.raw`(?:me |lo |la )?(?:reportan|reportaran|van a reportar(?:me|lo|la)?|reportarlo|reportarla) (?:a los |al |a |en el )(?:credito|buros?)`,
      String.raw`(?:report|reports|reporting) (?:it |me )?to (?:my |the )?credit(?! cards?)`,
      String.raw`(?:afecta|dana|danar|arruinar) (?:mi )?credito`,
      // "no quiero que afecte mi credito", "que me arruine el credito".
      String.raw`(?:afecte|afecten|afectar|afectara|dane|danen|arruine|arruinen) (?:a )?(?:mi |el )?credito`,
      // "otherwise it 'goes to all 3 bureaus' next week", "lo reportan a los 3 buros".
      String.raw`(?:all |the |los |las |a las |a los )?(?:3|three|tres) (?:credit |de credito )?(?:bureaus|buros|agencias de credito)`,
      String.raw`(?:goes?|go|going|sent|send|put|ponerlo|mandarlo|pasa|va) (?:it )?(?:to|on|a|en) (?:the |my |el |mi |los )?(?:credit bureaus?|credit reports?|buros?|reporte de credito)`,
    ),
  },
  creditWorry: {
    yes: pattern(
      // "im scared about my credit", "we're trying to refinance", "me preocupa mi crédito".
      String.raw`(?:scared|worried|afraid|nervous|concerned|freaking out|stressed) (?:about|for|of) (?:my |our )?credit`,
      String.raw`(?:refinanc\p{L}*|mortgage application|applying for a (?:mortgage|loan|home loan)|buying a (?:house|home))`,
      String.raw`(?:me |nos )?preocupa (?:mucho )?(?:mi |nuestro |el )?credito|miedo (?:por|de|a) (?:mi |nuestro )?credito|refinanciar|(?:sacar|pedir) (?:una )?hipoteca`,
    ),
  },
  meterRead: {
    yes: pattern(
      String.raw`(?:sent|came|come) (?:someone|somebody|a (?:guy|tech|technician|man|woman)) (?:out )?to read`,
      // "couldnt read the meter bc of my locked gate" is no reading.
      String.raw`(?<!(?:couldn'?t|could not|can'?t|cannot|didn'?t|did not|never|unable to|not able to|no way to) )(?:read|checked) the meter`,
      String.raw`actual (?:meter )?read(?:ing)?`,
      String.raw`(?:leyeron|revisaron|vinieron a leer|mandaron a (?:alguien a )?leer) (?:el )?medidor`,
      String.raw`lectura real`,
    ),
  },
  estimatedReading: {
    yes: pattern(
      String.raw`estimated (?:read|reading|meter|bill|usage)`,
      String.raw`(?:read|reading|meter)[^.?!]{0,40}estimated`,
      String.raw`estimated on (?:the )?(?:meter|reading|read|bill)`,
      String.raw`catch[\s-]?up (?:bill|charge)`,
      String.raw`back[\s-]?bill\p{L}*`,
      String.raw`lecturas? estimadas?`,
      // "an 'E' next to the meter reading", "dice 'E' junto a la lectura".
      String.raw`['"]e['"][^.?!]{0,30}(?:read|reading|meter|lectura|medidor)`,
      String.raw`(?:lectura|medidor)[^.?!]{0,40}estimad\p{L}*`,
      'consumo estimado',
      'factura estimada',
      'cobro de ajuste',
    ),
  },
  claimCodingError: {
    yes: pattern(
      String.raw`cod(?:ed|ing)\s+(?:it\s+|the claim\s+)?(?:wrong|incorrectly|in error)`,
      String.raw`wrong (?:tooth|code|procedure code|billing code|cpt code|date of service|tooth number)`,
      String.raw`(?:tooth|code)[^.!?]{0,20}(?:on it|on the claim)\s+(?:not|instead of)`,
      // "i never had a crown on 19, my old crown is on 18": the history the denial rests on is another tooth's.
      String.raw`never (?:had|got) (?:a |an )?(?:crown|filling|root canal|implant|bridge)[^.!?]{0,30}(?:old|other|previous|existing|prior)\s+(?:crown|filling|root canal|implant|bridge)`,
      String.raw`(?:diente|muela|codigo) (?:equivocad[oa]|incorrect[oa]|errone[oa])`,
      String.raw`(?:codificaron|pusieron|mandaron) (?:mal|el diente equivocado|otro diente)`,
      String.raw`nunca (?:tuve|me pusieron) (?:una )?corona[^.!?]{0,30}(?:vieja|otra|anterior)`,
    ),
  },
  preApproved: {
    yes: pattern(
      String.raw`(?:predetermination|pre[\s-]?determination|pre[\s-]?authori[sz]ation|prior authori[sz]ation|pre[\s-]?treatment estimate|pre[\s-]?approv\p{L}*)`,
      String.raw`(?:predeterminacion|preautorizacion|pre[\s-]?autorizacion|autorizacion previa|estimado previo|pre[\s-]?aprobacion|preaprob\p{L}*)`,
    ),
  },
  waterBill: {
    yes: pattern(
      String.raw`water (?:bill|company|utility|department|dept|meter|usage)`,
      String.raw`(?:factura|recibo|cuenta|compania|medidor|consumo) (?:del |de )?agua`,
      String.raw`sewer|alcantarillado`,
    ),
  },
  catchUpBill: {
    // Only with an actual reading on this bill: a "catch-up" the utility claims on another estimate
    // is still an estimate to check.
    yes: pattern(
      // "the last 3 months have an 'E' next to the meter reading, this one says 'A'".
      String.raw`(?:this one|this month|this bill|this time|esta|este mes|esta vez|la de este mes)[^.?!]{0,25}(?:says|has|shows|dice|tiene|marca|trae) (?:an? |una? )?['"]a['"]`,
      String.raw`(?:this one|this month|this bill|this time|esta|este mes|esta vez|la de este mes)[^.?!]{0,25}(?:is |was |has |had |es |fue |tiene )?(?:an? |una )?(?:actual|real) (?:read|reading|meter read|lectura)`,
      String.raw`(?:lectura real|actual read(?:ing)?)[^.?!]{0,30}(?:this (?:time|month|bill)|now|finally|esta vez|este mes|ahora|por fin)`,
      String.raw`catch[\s-]?up[^.?!]{0,80}actual (?:read|reading)|actual (?:read|reading)[^.?!]{0,80}catch[\s-]?up`,
      String.raw`(?:cobro|factura|cargo) de (?:ajuste|recuperacion|puesta al dia)[^.?!]{0,80}lectura real|lectura real[^.?!]{0,80}(?:cobro|factura|cargo) de (?:ajuste|recuperacion|puesta al dia)`,
    ),
  },
  alsoUnauthorized: {
    yes: pattern(
      String.raw`(?:also|another|and then|plus|then)\b[^.?!]{0,80}\b(?:i )?(?:did not|didn'?t|never) (?:send|make|authorize|do)\b`,
      String.raw`(?:tambien|otro|otra|ademas)\b[^.?!]{0,80}\b(?:que )?(?:yo )?(?:no|nunca) (?:envie|mande|hice|autorice)\b`,
    ),
  },
  thirdPartyContacted: {
    yes: pattern(
      String.raw`(?:call|calls|calling|called|contact\p{L}*|texted|text\p{L}*|told|talked to|reached out to) (?:to )?my (?:mom|mother|mum|dad|father|parents?|sister|brother|family|grandma|grandmother|grandpa|aunt|uncle|cousin|neighbou?rs?|boss|manager|coworkers?|friends?|daughter|son|kids?)`,
      String.raw`(?:llam\p{L}*|contact\p{L}*|escribi\p{L}*|hablaron con|le dijeron a) (?:a )?mi (?:mama|madre|papa|padre|hermana|hermano|familia|abuela|abuelo|tia|tio|prima|primo|vecin[oa]|jefe|jefa|hij[oa]|amig[oa])`,
    ),
  },
  notInContract: {
    yes: pattern(
      String.raw`(?:no|nada de eso|nunca) (?:esta|estaba|aparece|aparecia|viene|venia|sale|salia|dice nada) (?:en|de) (?:el|mi|nuestro|ningun|su) (?:contrato|acuerdo)`,
      String.raw`(?:el|mi|nuestro) (?:contrato|acuerdo)\b[^.!?]{0,30}\bno (?:dice|menciona|habla de|incluye|tiene) (?:nada|ningun|ese|ningún)`,
      String.raw`(?:not|isn'?t|wasn'?t|nowhere|never) (?:in|part of|mentioned in) (?:the|our|my|their) (?:contract|agreement)`,
      String.raw`(?:contract|agreement)\b[^.!?]{0,30}\b(?:(?:doesn'?t|does not|didn'?t|did not|never) (?:say|mention|allow|include)|says nothing)`,
    ),
  },
  fixedPrice: {
    yes: pattern(
      String.raw`fixed[\s-]pric\p{L}*`,
      String.raw`(?:price|pricing|rate)s? (?:is |are |was |were )?(?:fixed|locked)`,
      String.raw`locked[\s-]in (?:price|pricing|rate)`,
      String.raw`precios? fijos?`,
      // "they promised me 79.99 flat no extra fees", "me prometieron 79.99 fijo sin cargos extra".
      String.raw`(?:promised|told|quoted|sold|offered) (?:me |us )?(?:a |the )?\$?\d[\d.,]*(?: a month| per month| monthly| a mo)? (?:flat|fixed|locked|all[\s-]in)`,
      String.raw`(?:promised|told me|told us|said|quoted(?: me)?|sold (?:me|it))(?:[^.!?]|\.(?=\d)){0,40}no (?:extra|hidden|added|other) (?:fees|charges)`,
      String.raw`prometi\p{L}*[^.!?]{0,30}\d[\d.,]*(?: al mes| mensuales?)? (?:fijos?|fijo|todo incluido)`,
      String.raw`prometi\p{L}*[^.!?]{0,50}sin (?:cargos|costos|cobros) (?:extras?|adicionales|ocultos)`,
      String.raw`(?:precio|tarifa) (?:congelad[oa]|garantizad[oa])`,
      // "firme un acuerdo de precio de 28 el saco por 12 meses", "signed a 12-month price agreement".
      String.raw`(?:acuerdo|contrato|convenio) de precios?\b[^.!?]{0,40}\bpor \d+ (?:meses|anos|ano)`,
      String.raw`(?:firme|firmamos|firmo)\b[^.!?]{0,40}\b(?:acuerdo|contrato|convenio) de precios?`,
      String.raw`(?:signed|have|agreed to)\b[^.!?]{0,30}\b(?:\d+[\s-]month |one[\s-]year |annual )?(?:price|pricing) (?:agreement|contract)`,
      String.raw`(?:price|pricing) (?:agreement|contract)\b[^.!?]{0,30}\bfor (?:\d+|twelve|six) months`,
    ),
  },
  feesAtCheckout: {
    yes: pattern(
      String.raw`(?:on|at|in) the (?:very )?(?:last|final) (?:screen|page|step)`,
      String.raw`(?:at|on) (?:the )?check-?out(?: (?:screen|page))?`,
      String.raw`(?:added|appeared|showed up|popped up|tacked on|shown) (?:only )?(?:at|on|in) the (?:end|last|final)`,
      String.raw`(?:en|hasta) la (?:ultima|final) (?:pantalla|pagina|paso)`,
      String.raw`al final (?:del pago|de la compra|del proceso)`,
      String.raw`(?:aparecieron|salieron|agregaron|sumaron) (?:solo )?al (?:final|pagar)`,
    ),
  },
  notYetBought: {
    yes: pattern(
      String.raw`(?:haven'?t|have not|havent|hasn'?t|didn'?t|did not|not) (?:yet )?(?:bought|buy|purchased|paid|pay|booked|book|checked out|check out|ordered)\b(?:(?: it| them| the \p{L}+| anything| a thing))? yet`,
      String.raw`(?:haven'?t|have not|havent) (?:bought|purchased|paid|booked|checked out)`,
      String.raw`not (?:bought|booked|paid|purchased) yet`,
      // Not the seller's "all fees were displayed before purchase": a claim about a purchase made.
      String.raw`(?<!(?:displayed|shown|disclosed|listed|visible|clear|clearly|included|posted|presented|stated|available|there|seen) )before (?:i |we )?(?:buy|buying|book|booking|pay|paying|purchase|purchasing|check out|checking out)`,
      String.raw`(?:todavia|aun) no (?:he |hemos )?(?:compre|compramos|comprado|pague|pagamos|pagado|reserve|reservamos|reservado)`,
      String.raw`no (?:he |hemos )?(?:comprado|pagado|reservado) (?:todavia|aun)`,
      String.raw`(?<!(?:mostraron|mostrado|mostraban|mostro|informado|informaron|visibles?|incluidos?|indicados?|claros?|ahi|alli) )antes de (?:comprar|pagar|reservar)`,
    ),
  },
  newClientQuote: {
    yes: pattern(
      String.raw`(?:me )?(?:pidieron|piden|pide|pidio|solicitaron) (?:que )?(?:cotizar|cotice|una cotizacion|un presupuesto|presupuesto|precio)`,
      String.raw`(?:asked|asking|asks|wants?) (?:me )?(?:for )?(?:a )?(?:quote|to quote|bid|a price)`,
      String.raw`(?:new|potential|prospective) client`,
      String.raw`(?:cliente|clienta) (?:nuev[oa]|potencial)`,
      String.raw`(?:nuev[oa]|posible) (?:cliente|clienta)`,
      String.raw`(?:quote|cotizar) (?:a|una|un|for a|para una|para un) (?:wedding|boda|event|evento|job|trabajo|project|proyecto)`,
      // "no sé cuánto cobrar por una boda", "how much to charge for a logo": a price to set for a job.
      String.raw`cuanto cobrar(?:le)? (?:por|para) (?:una|un|el|la)`,
      String.raw`(?:how much|what) (?:to|should i) charge (?:for|a|this)`,
    ),
  },
  equipmentRental: {
    yes: pattern(
      String.raw`(?:rent(?:ed|al)?|rente|rentamos|renta de|alquil\p{L}*)[^.!?]{0,40}(?:machine|equipment|tool|carpet cleaner|pressure washer|power washer|generator|tiller|ladder|scaffold|jackhammer|maquina|equipo|herramienta|hidrolavadora|lavadora a presion|generador|andamio|escalera|taladro|pulidora|limpiadora de alfombras)`,
      String.raw`(?:tool|equipment|equipo|herramientas?|maquinaria) (?:rental|rent|de renta|de alquiler)`,
      String.raw`(?:tienda|casa|lugar) de (?:renta|alquiler) de (?:equipo|herramientas?|maquinaria)`,
    ),
    // A car or a stay named too is the rental the claim is about.
    no: pattern(
      String.raw`(?:rented|rental|rente|rentamos|alquil\p{L}*) (?:a |an |the |un |una |el |la )?(?:car|suv|truck|van|carro|auto|coche|camioneta|vehiculo)`,
      'airbnb',
      'vrbo',
    ),
  },
  carDepositKept: {
    yes: pattern(
      String.raw`(?:deposit|down payment|holding fee|deposito|enganche|apartado)[\s\S]{0,200}?${NOT_BOUGHT}`,
      String.raw`${NOT_BOUGHT}[\s\S]{0,200}?(?:deposit|down payment|holding fee|deposito|enganche|apartado)`,
    ),
  },
  salaryHistoryAsked: {
    yes: pattern(
      String.raw`(?:asked|asks|asking|ask|wants?|needs?|pushed|pushing|require\p{L}*)[^.?!]{0,40}(?:what i make|what i'?m making|current (?:salary|pay|compensation)|salary history|pay history|how much i make)`,
      String.raw`(?:what i make|current salary|salary history)[^.?!]{0,30}(?:do i have to|must i|should i) (?:tell|say|share|give)`,
      String.raw`(?:me )?(?:pregunto|preguntaron|pide|piden|pidio|pidieron|quiere|quieren)[^.?!]{0,40}(?:cuanto gano|mi (?:salario|sueldo) actual|historial (?:salarial|de salario))`,
    ),
  },
  salaryHistoryGiven: {
    yes: pattern(
      String.raw`(?:what i make|what i'?m making|current (?:salary|pay|rate|wage)|salary history|pay history|how much i make)[^.?!]{0,60}(?:i told (?:her|him|them)|(?:and |so )?i (?:already )?(?:told|gave|said)|i answered|i let (?:it|her|him) slip)`,
      String.raw`i (?:already )?(?:told|gave) (?:her|him|them|the recruiter|hr)(?: what i make| my (?:current )?(?:salary|pay|rate))`,
      String.raw`(?:cuanto gano|mi (?:salario|sueldo|pago) actual|historial (?:salarial|de salario))[^.?!]{0,60}(?:le dije|les dije|se lo dije|y (?:yo )?(?:le |les )?(?:dije|di|conteste))`,
      String.raw`(?:ya )?(?:le|les) dije (?:cuanto gano|mi (?:salario|sueldo) actual|lo que gano)`,
    ),
  },
  unionContract: {
    yes: pattern(
      String.raw`(?<!credit )union (?:contract|shop|job|position|hospital|scale|pay scale|wage scale|rates?|steps?|agreement|rules)`,
      String.raw`(?:there'?s|theres|there is|it'?s|its|is) (?:a )?(?:union|unionized)`,
      String.raw`unionized`,
      String.raw`collective (?:bargaining )?agreement`,
      String.raw`contrato (?:colectivo|sindical|del sindicato|con el sindicato)`,
      String.raw`convenio colectivo`,
      String.raw`(?:puesto|trabajo|hospital|empresa) (?:es )?sindicalizad\p{L}*`,
      String.raw`hay (?:un )?sindicato`,
    ),
  },
  aprIncrease: {
    yes: pattern(
      'penalty (?:apr|rate)',
      String.raw`(?:apr|interest rate|rate) (?:is |was )?(?:going up|goes up|went up|raised|increased|jump\p{L}*)`,
      String.raw`(?:raise|raising|raised|increase|increasing|increased|up) (?:my |the )?(?:apr|interest rate)`,
      String.raw`(?:my )?rate (?:is )?going (?:up )?to \d[\d.,]*`,
      String.raw`(?:me )?(?:suben|subieron|subio|sube|aumentaron|aumento) (?:la )?(?:tasa|tasa de interes|apr)`,
      String.raw`(?:la )?tasa (?:de interes )?(?:va a subir|sube|subio|aumenta|aumento)`,
    ),
  },
  approvedVerbally: {
    yes: pattern(
      String.raw`i said (?:['"]?)(?:ok|okay|yes|sure|fine|go ahead)`,
      String.raw`(?:i )?(?:told|tell) (?:him|her|them) (?:to )?(?:go ahead|do it|ok)`,
      String.raw`['"]?ok(?:ay)?,? (?:do what you need|go ahead)`,
      String.raw`(?:approved|authorized|ok'?d|okayed) it (?:on|over|by) the phone`,
      String.raw`said (?:ok|okay|yes) (?:on|over) the phone`,
      String.raw`le(?:s)? dije que (?:si|ok|esta bien|adelante|lo hiciera|lo hicieran)`,
      String.raw`(?:dije|di) que si por telefono`,
      String.raw`autorice por telefono`,
    ),
  },
  // "contract says changes need a written change order signed by both of us".
  changeOrderRequired: {
    yes: pattern(
      String.raw`(?:contract|agreement)[^.!?]{0,40}\b(?:changes?|extras?|additional work)[^.!?]{0,30}\b(?:need|needs|require|requires|must (?:be|have)|have to be|has to be)[^.!?]{0,20}\b(?:written|in writing|signed|change order)`,
      String.raw`(?:written|signed) change orders?[^.!?]{0,20}\b(?:required|needed)|(?:need|needs|require|requires) (?:a )?(?:written|signed) change order`,
      String.raw`contrato[^.!?]{0,40}\b(?:cambios?|extras?|trabajo adicional)[^.!?]{0,30}\b(?:necesita|necesitan|requiere|requieren|deben|tienen que)[^.!?]{0,20}\b(?:por escrito|firmad[oa]s?|orden de cambio)`,
    ),
  },
  // "the lease says we're all 'jointly liable'": the roommates' duty to the landlord together.
  jointlyLiable: {
    yes: pattern(
      String.raw`joint(?:ly)?(?: and several(?:ly)?)? liab(?:le|ility)|responsables? solidari\p{L}*|responsabilidad solidaria`,
    ),
  },
  // "if i dont pay the full 8,900 in 10 days he files a lien on my house".
  lienThreat: {
    yes: pattern(String.raw`\blien\b|gravamen|embargo preventivo|mechanic'?s lien`),
  },
  // "he wants it today by zelle", "me pide que le pague por zelle": a payment with no way back.
  p2pDemanded: {
    yes: pattern(
      String.raw`(?:by|via|through|on|over|with|thru) (?:zelle|venmo|cash ?app|cashapp)|(?:zelle|venmo|cash ?app) (?:it|him|her|them|me)\b`,
      String.raw`(?:por|con|via|en) (?:zelle|venmo|cash ?app)`,
    ),
  },
  unapprovedWork: {
    yes: pattern(
      String.raw`(?:never|didn'?t|did not|without) (?:ask|asked|asking|call|called|calling|check|checked|checking) (?:me |with me )?(?:before|first)`,
      String.raw`(?:didn'?t|did not|never) (?:approve|authorize|ask for|agree to|ok|okay|sign off)`,
      'without (?:asking|calling|my (?:ok|okay|approval|permission|consent))',
      'no autorice',
      'nunca autorice',
      String.raw`(?:nunca|no) me (?:llamaron|preguntaron|avisaron)(?: antes| primero)? (?:para|a) (?:autorizar|aprobar|pedir permiso)`,
      // "nobody called me to ok anything extra", "no one asked me to approve it".
      String.raw`(?:nobody|no one|noone|they never) (?:called|asked|contacted) (?:me )?(?:to |for )?(?:ok|okay|approve|authorize|sign off)`,
      'sin (?:preguntarme|avisarme|mi permiso|mi autorizacion|llamarme)',
      'no lo pedi',
      'no pedi',
      // "NOBODY asked me. I only approved the oil change", "never authorized repairs".
      String.raw`(?:nobody|no one|noone) (?:asked|called|told) me`,
      String.raw`(?:i )?only (?:approved|authorized|okayed|ok'?d|asked for|wanted)`,
      String.raw`(?:never|didn'?t|did not) (?:authorized|approved|okayed) (?:any |the |those |these )?(?:repairs?|work|parts|that|them|it)`,
      String.raw`diagnos(?:e|is|tic) only`,
      String.raw`call (?:me )?before (?:any |doing |starting )?(?:work|repairs?)`,
      String.raw`solo (?:autorice|aprobe|pedi|queria) (?:el|la|un|una)`,
      String.raw`(?:solo|nada mas) (?:el )?diagnostico`,
      String.raw`nadie me (?:pregunto|llamo|aviso)`,
      // "calipers y rotores que nadie me autorizo", "trabajo que nunca aprobe".
      String.raw`nadie (?:me )?(?:lo |los |la |las )?(?:autoriz|aprob)\p{L}*`,
      String.raw`(?:que )?(?:nunca|jamas|yo no) (?:los |lo |la |las )?(?:autorice|aprobe|pedi)`,
    ),
  },
  lateFeeCapQuoted: {
    yes: pattern(
      String.raw`(?:capped|cap|caps|limit|limited|only be|max|maximum|tope|limite|solo pueden? ser)[^.?!\n]{0,25}\$?8(?![\d.,])`,
      String.raw`\$?8 (?:bucks |dollars |dolares )?(?:cap|limit|max|rule|tope|limite)`,
    ),
  },
  overdraft: {
    yes: pattern(
      'overdraft',
      'overdrafts',
      'overdrawn',
      'sobregiro',
      'sobregiros',
      'sobregirada',
      'sobregirado',
      // "me sobregire por 12 dolares": the person's own words for going over.
      'me sobregire',
      'nsf',
    ),
  },
  claimParts: {
    yes: pattern(
      // "860 por un golpe en la puerta mas 150 perdida de uso mas 60 de cargo administrativo".
      String.raw`\d[\d.,]*[^.!?+]{0,40}\b(?:\+|plus|mas|and|y)\s+\$?\d[\d.,]*\s+(?:de\s+|for\s+|in\s+)?(?:loss of use|perdida de uso|admin\p{L}*|cargo administrativo|administrative)`,
      String.raw`\d[\d.,]*(?: [\p{L}']+){0,4} ?\+ ?\$?\d[\d.,]*(?: [\p{L}']+){0,4} ?\+ ?\$?\d`,
      String.raw`\d[\d.,]*(?: (?:repair|reparacion|damage|dano|danos))(?: [\p{L}']+){0,2} ?(?:\+|plus|mas|and|y) ?\$?\d[\d.,]* (?:loss of use|perdida de uso|admin)`,
    ),
  },
  onlyEstimate: {
    yes: pattern(
      String.raw`(?:just|only|solo|nada mas) (?:an |un |el )?'?(?:estimate|estimado|presupuesto)`,
      String.raw`(?:won'?t|wont|will not|refuse to|no (?:me )?(?:quieren|van a)) (?:send|give|show|mandar|dar|enviar)[^.!?]{0,30}\b(?:repair )?(?:invoice|factura)`,
    ),
  },
  photosAfterReturn: {
    yes: pattern(
      String.raw`(?:\d+|two|three|a few|several|dos|tres|unos) (?:days?|dias) (?:after|despues de (?:que )?)(?:i |we |lo |la )?(?:returned|dropped|gave|turned|devolvi|entregue|deje|devolvimos)`,
      String.raw`(?:photos?|pictures?|pics|fotos?)[^.!?]{0,40}(?:dated|taken|tomadas?|con fecha)[^.!?]{0,25}(?:after|despues)`,
    ),
  },
  declinedWaiver: {
    yes: pattern(
      String.raw`(?:declined|refused|turned down|didn'?t (?:buy|take|get)|rechace|no (?:compre|tome|acepte)) (?:their |the |el |su |la )?(?:insurance|coverage|cdw|ldw|damage waiver|collision|seguro|cobertura)`,
    ),
  },
  benefitNeedsDocs: {
    yes: pattern(
      String.raw`(?:benefits?|card|chase|amex|visa|administrator|beneficio|tarjeta)[^.!?]{0,60}\b(?:need|needs|want|wants|require|requires|necesita|necesitan|piden|pide)\b[^.!?]{0,60}\b(?:log|invoice|records?|report|factura|registro|reporte)`,
    ),
  },
  bankImpostor: {
    yes: pattern(
      String.raw`(?:showing|shows|showed|from|with|displaying|spoofed|spoofing|using) (?:my |the )?bank'?s? (?:number|phone|caller id|name)`,
      String.raw`caller id (?:said|showed|shows|says) (?:my |the )?(?:bank|wells fargo|chase|bank of america|citi|capital one)`,
      String.raw`(?:said|claimed|saying) (?:he|she|they) (?:was|were|is|are) (?:from|with) (?:my|the) bank`,
      String.raw`(?:pretending|posing|pretended|posed) (?:to be |as )(?:my |the )?bank`,
      String.raw`(?:se hizo|se hicieron|haciendose) pasar por (?:mi|el) banco`,
      String.raw`(?:dijo|dijeron|decia|decian) (?:ser|que (?:era|eran)) (?:de |del )?(?:mi |el )?banco`,
      String.raw`(?:con|desde|aparecia) el (?:numero|telefono) (?:de|del) (?:mi )?banco`,
      // "diciendo q eran del departamento de fraude de mi banco", "el numero salia como el del banco",
      // "said they were from my bank's fraud department", "the fraud team at my bank called".
      String.raw`(?:diciendo|dijo|dijeron|decia|decian|dice|dicen)(?: que| q)? (?:eran|era|son|es|ser|somos|soy) (?:de |del )(?:departamento|area|equipo) de (?:fraudes?|seguridad) (?:de |del )(?:mi |el |su )?banco`,
      String.raw`(?:numero|telefono|identificador)[^.!?]{0,30}\b(?:salia|aparecia|decia|era|salio|aparecio|sale|aparece|dice) (?:como )?(?:el )?(?:de |del )(?:mi |el )?banco`,
      String.raw`(?:said|saying|claimed|claiming|told me) (?:they were|he was|she was|it was|to be|they'?re|he'?s|she'?s) (?:from |with |calling from )?(?:the )?(?:fraud|security) (?:department|team|dept|unit) (?:of|at|from) (?:my|the) bank`,
      String.raw`(?:from|with) ['"“]?(?:my|the) bank['"”]?(?:'?s)? (?:fraud|security) (?:department|team|dept|unit)`,
      // "sayin they were from wells fargo fraud dept", "number looked like my bank",
      // "decian q eran de seguridad del banco".
      String.raw`(?:said|saying|sayin|claimed|claiming) (?:they were|he was|she was|they'?re|he'?s|she'?s|to be) (?:from |with )(?:\p{L}+ ){1,3}(?:fraud|security) (?:department|dept|team|unit)`,
      String.raw`(?:number|caller id|phone number|call)\b[^.!?]{0,20}\b(?:looked like|matched|showed|came up as|appeared as|was the same as) (?:my|the) bank`,
      String.raw`(?:eran|era|ser|son|es|somos) (?:de |del )(?:(?:departamento|area|equipo) de )?(?:fraudes?|seguridad) (?:de |del )(?:mi |el |su )?banco`,
    ),
  },
  authorizedPositive: {
    yes: pattern(
      // "cuando hice las compras tenia saldo", "the app said 212 available", "had enough money when i bought".
      String.raw`(?:tenia|habia|tuve|tenemos|teniamos) (?:saldo|dinero|fondos|plata)(?! negativo)`,
      String.raw`\$?\d[\d.,]* (?:disponibles?|available)\b`,
      String.raw`(?:disponible|available)(?: balance)?(?: (?:was|of|de|era|decia))? \$?\d`,
      String.raw`(?:had|there was) (?:enough|plenty of|money|funds|a positive balance|the money)\b[^.?!]{0,40}\b(?:when|at the time|purchases?|bought|swiped|buy)`,
      String.raw`(?:balance|saldo) (?:was|estaba|era) (?:positive|positivo|fine|ok|bien)`,
    ),
  },
  optedIn: {
    yes: pattern(
      String.raw`i (?:did )?opt(?:ed)? in`,
      String.raw`(?:acepte|autorice) (?:la |el )?(?:proteccion|cobertura|servicio) (?:de|contra|por) sobregiro`,
    ),
    no: pattern(
      String.raw`(?:never|didn'?t|did not|don'?t think i (?:ever )?|dont think i (?:ever )?) opt(?:ed)? in(?:to)?`,
      String.raw`ever opted in`,
      // "nunca autorise el sobregiro": the same said with a texting spelling.
      String.raw`(?:nunca|no) (?:acepte|autorice|autorise|autorize|pedi|firme)[^.?!]{0,30}sobregiro`,
      String.raw`(?:never|didn'?t|did not|not) (?:sign(?:ed)? up|enroll(?:ed)?|agree(?:d)?|ask(?:ed)?) (?:for |to |in |into )?(?:\p{L}+ ){0,2}overdraft`,
      String.raw`(?:nunca|no) me (?:inscribi|anote|suscribi)[^.?!]{0,30}sobregiro`,
    ),
  },
  debitPurchases: {
    yes: pattern(
      String.raw`(?:purchases?|bought|buying|coffee|gas|groceries|swiped|compras?|compre|cafe|gasolina|super|mandado)\b[^.!?]{0,60}\b(?:con|with|on|using) (?:mi |my |la |the )?(?:tarjeta de debito|debit card|debito|debit)`,
      String.raw`(?:debit[\s-]card|tarjeta de debito|debito) (?:purchases?|transactions?|swipes?|compras?)`,
      // "4 cargos de sobregiro por unas compras de cafe y gasolina … el servicio de sobregiro para la
      // tarjeta de debito": everyday purchases told in one sentence, the debit card in another.
      String.raw`(?:purchases?|bought|coffee|groceries|compras?|compre|cafe|gasolina)\b(?=[\s\S]*\b(?:debit[\s-]card|tarjeta de debito)\b)`,
      String.raw`(?:debit[\s-]card|tarjeta de debito)\b(?=[\s\S]*\b(?:purchases?|bought|coffee|groceries|compras?|compre|cafe|gasolina)\b)`,
      String.raw`(?:compras?|purchases?) (?:con|with|on) (?:mi |my |la |the )?(?:tarjeta|card)`,
      String.raw`(?:atm|cajero)\b[^.!?]{0,30}\b(?:withdrawals?|retiros?|saque|sacar)`,
      String.raw`(?:withdrawals?|retiros?|saque)\b[^.!?]{0,30}\b(?:atm|cajero)`,
    ),
    no: pattern(
      String.raw`(?<!cuenta de )(?<!checking )checks?`,
      String.raw`(?<!cuenta de )cheques?`,
      'autopay',
      String.raw`automatic (?:payments?|debits?)`,
      String.raw`pagos? automaticos?`,
      String.raw`domiciliad\p{L}*`,
      String.raw`recurring`,
      String.raw`suscripci\p{L}*`,
      String.raw`subscriptions?`,
    ),
  },
  // Set in readFlags once the change's size is known (3 hours or more) and the person turned it down.
  flightChanged: { yes: /(?!)/u },
  flightCancelled: {
    yes: pattern(
      String.raw`(?:they|airline|spirit|frontier|united|delta|american|southwest|jetblue|alaska|aerolinea) (?:\p{L}+ )?cancell?ed (?:my |the |our )?flight`,
      String.raw`cancell?ed (?:my|the|our) flight`,
      String.raw`flight (?:was |got |has been )?cancell?ed`,
      String.raw`cancelaron (?:el|mi|nuestro) vuelo`,
      String.raw`(?:el|mi) vuelo (?:fue |lo )?cancel(?:ado|aron)`,
      String.raw`vuelo\b[^.!?]{0,50}\b(?:fue|lo) cancel(?:ado|aron) (?:por la aerolinea|por ellos)`,
      String.raw`(?:la aerolinea|ellos) (?:me )?cancel(?:o|aron) (?:el|mi) vuelo`,
      String.raw`(?:la aerolinea|aerolinea) (?:me )?(?:lo|me lo) cancel(?:o|aron)`,
      String.raw`(?:the airline|airline) cancell?ed it`,
    ),
    no: pattern(String.raw`i cancell?ed (?:my|the) flight`, String.raw`cancele (?:el|mi) vuelo`),
  },
  // "'service fee' y 'seat fee' que no escogi", "a seat fee i never picked": fees the person didn't choose.
  feesNotChosen: {
    yes: pattern(
      String.raw`(?:fee|fees|cargo|cargos|seat|asiento|insurance|seguro|add[\s-]?ons?)\b[^.!?]{0,40}\b(?:que )?(?:no|nunca) (?:escogi|elegi|pedi|seleccione|agregue|acepte|quise)`,
      String.raw`(?:fee|fees|seat|insurance|add[\s-]?ons?)\b[^.!?]{0,40}\bi (?:never|didn'?t|did not|didnt) (?:choose|chose|select|selected|pick|picked|add|added|ask for|want|agree to)`,
    ),
  },
  // "they now say it was weather", "dicen que fue por el clima": the cause they give for no refund.
  weatherCited: {
    yes: pattern(
      'weather',
      'clima',
      'mal tiempo',
      String.raw`(?:storm|snow|hurricane|tormenta|nieve|huracan)s?`,
    ),
  },
  // "la aerolinea cancelo el vuelo de regreso", "they cancelled my return flight": the way back alone,
  // not the trip (an outbound cancelled leaves the whole ticket unused).
  oneLegCancelled: {
    yes: pattern(
      String.raw`cancel\p{L}*\b[^.!?]{0,40}\b(?:return|returning|connecting) (?:flight|leg)`,
      String.raw`cancel\p{L}*\b[^.!?]{0,40}\b(?:flight|leg) (?:back|home)`,
      String.raw`(?:return|connecting) (?:flight|leg)\b[^.!?]{0,30}\bcancel\p{L}*`,
      String.raw`cancel\p{L}*\b[^.!?]{0,40}\bvuelo de (?:regreso|vuelta|conexion)`,
      String.raw`vuelo de (?:regreso|vuelta|conexion)\b[^.!?]{0,30}\bcancel\p{L}*`,
      String.raw`cancel\p{L}*\b[^.!?]{0,40}\b(?:el|mi) (?:regreso|vuelta)\b`,
    ),
  },
  // "la aerolinea dice que el reembolso lo tiene que dar la agencia y la agencia dice que es la
  // aerolinea", "the airline says to ask expedia and expedia says the airline": each points at the other.
  refundBlame: {
    yes: pattern(
      String.raw`(?:airline|aerolinea|united|delta|american|southwest|jetblue|spirit|frontier|alaska|allegiant|hawaiian|volaris|viva aerobus|aeromexico|avianca|copa|sun country|breeze)\b[^.!?]{0,40}\b(?:says?|said|tells?|told|claims?|dice|dicen|dijo|dijeron)\b[^.!?]{0,80}\b(?:agency|agencia|travel site|travel agent|booking site|sitio|pagina|website|expedia|priceline|orbitz|kayak|travelocity|cheapoair|hopper|booking\.com|trip\.com)\b[^.!?]{0,80}\b(?:says?|said|tells?|told|claims?|dice|dicen|dijo|dijeron)\b`,
      String.raw`(?:agency|agencia|travel site|travel agent|booking site|sitio|pagina|website|expedia|priceline|orbitz|kayak|travelocity|cheapoair|hopper|booking\.com|trip\.com)\b[^.!?]{0,40}\b(?:says?|said|tells?|told|claims?|dice|dicen|dijo|dijeron)\b[^.!?]{0,80}\b(?:airline|aerolinea|united|delta|american|southwest|jetblue|spirit|frontier|alaska|allegiant|hawaiian|volaris|viva aerobus|aeromexico|avianca|copa|sun country|breeze)\b[^.!?]{0,80}\b(?:says?|said|tells?|told|claims?|dice|dicen|dijo|dijeron)\b`,
      String.raw`(?:pointing|point|blaming|blame|passing) (?:at )?each other`,
      String.raw`(?:se echan la culpa|se pasan la pelota|se culpan) (?:uno al otro|entre ellos|mutuamente)?`,
    ),
  },
  callsAtWork: {
    yes: pattern(
      String.raw`(?:call|calls|calling|called) (?:me )?(?:at|to) (?:my )?(?:work|job|office)`,
      String.raw`(?:call|calls|calling|called) me\b[^.!?]{0,40}\b(?:and )?(?:at|to) (?:my )?(?:work|job|office)`,
      String.raw`(?:llaman|llamaron|llama)\b[^.!?]{0,40}\by (?:a mi|al) (?:trabajo|oficina)`,
      String.raw`(?:called|calls|calling) my (?:work|job|boss|employer)`,
      String.raw`me (?:llaman|llamaron|llama) (?:al|a mi) (?:trabajo|oficina)`,
      String.raw`llaman? a mi (?:jefe|trabajo)`,
      // "me llaman 3 veces al dia y hasta al trabajo", "they call me 3 times a day, even at work".
      String.raw`(?:llaman|llamaron|llama|llamando)\b[^.!?]{0,40}\b(?:y )?(?:hasta|incluso|tambien|aun) (?:a mi|al) (?:trabajo|oficina)`,
      String.raw`(?:call|calls|calling|called)\b[^.!?]{0,40}\b(?:and )?(?:even|also) (?:at|to) (?:my )?(?:work|job|office)`,
    ),
  },
  repairNeeded: {
    yes: pattern(
      'heater',
      'no heat',
      'heat (?:is|has been) (?:out|broken|off)',
      'leak',
      'leaking',
      'leaks',
      'mold',
      'mould',
      'broken',
      'no hot water',
      'fuga',
      'gotea',
      'gotera',
      'moho',
      'calefaccion',
      'calentador',
      'roto',
      'rota',
      'sin agua caliente',
    ),
  },
  movedAway: {
    yes: pattern(
      'moved',
      // "we're moving", "moving to Denver", not "moving a drain".
      String.raw`(?:i'?m|we'?re|im|i am|we are|i was|we were|just) moving`,
      'moving (?:to|out|away|house|states|cities)',
      'relocated',
      'me mude',
      'nos mudamos',
      'me voy a mudar',
      'me cambie de ciudad',
      // Living elsewhere, not a purchase made elsewhere ("4 compras en otra ciudad").
      String.raw`(?:mude|mudamos|mudo|vivo|vivimos|vive|trabajo|me fui|nos fuimos|se fue)\b[^.!?]{0,20}\b(?:otra ciudad|otro estado)`,
      String.raw`(?:live|living|lives|work|working|went|go|going|relocat\p{L}*)\b[^.!?]{0,20}\b(?:another city|another state)`,
    ),
  },
  sharedCode: {
    yes: pattern(
      String.raw`(?:gave|give|shared|told|sent|read)(?: (?:him|her|them|it|the guy|the scammer))? (?:my |the |a )?(?:code|pin|password|verification code|login)`,
      String.raw`(?:le |les )?(?:di|dije|pase|mande|comparti) (?:el|mi|un) (?:codigo|pin|contrasena|clave)`,
      // "me pidio un codigo que me llego por texto y se lo di", "asked for the code … and i gave it".
      String.raw`(?:codigo|pin|clave|contrasena)[^.!?]{0,40}\b(?:se lo di|se la di|se lo dije|se la dije|se lo pase|se lo mande)`,
      String.raw`(?:code|pin|password)[^.!?]{0,40}\b(?:i gave (?:it|him|her|them)|gave it to (?:him|her|them))`,
      String.raw`(?:como|porque|ya que) (?:yo )?di el codigo`,
      // "he texted me a code and i read it to him", "me mando un codigo y se lo lei".
      String.raw`(?:code|pin|password)[^.!?]{0,40}\b(?:i )?read (?:it )?(?:out |back )?to (?:him|her|them)`,
      String.raw`(?:codigo|pin|clave)[^.!?]{0,40}\bse lo (?:lei|dicte|repeti)`,
    ),
  },
  merchantSilent: {
    yes: pattern(
      String.raw`no (?:me )?(?:contestan|contestaron|responden|respondieron|han contestado|han respondido) (?:a )?(?:mis|los|el|mi) (?:correos?|mensajes?|emails?|llamadas?)`,
      String.raw`(?:they |he |she )?(?:don'?t|didn'?t|never|won'?t|haven'?t) (?:answer(?:ed)?|repl(?:y|ied) to|respond(?:ed)? to) (?:my |any of my )?(?:emails?|messages?|calls?)`,
      String.raw`(?:les |le )?(?:escribi|mande (?:\p{N}+ |dos |tres |un |varios )?correos?|envie (?:\p{N}+ |dos |tres |un |varios )?correos?|llame|reclame)\b[^.!?]{0,40}\b(?:no (?:me )?(?:contestan|contestaron|responden|respondieron|han contestado|han respondido)|sin respuesta|nadie (?:me )?(?:contesta|contesto|responde|respondio)|ni (?:me )?contestan)`,
      String.raw`(?:emailed|wrote|messaged|called|contacted|e-mailed)\b[^.!?]{0,40}\b(?:no (?:answer|reply|response)|never (?:heard back|answered|replied|responded|got back)|(?:they |nobody |no one )?(?:don'?t|didn'?t|won'?t|never) (?:answer|reply|respond|get back)|got nothing back|no one answers|crickets)`,
    ),
  },
  asksCardIssuer: {
    yes: pattern(
      String.raw`(?:llamo|llamar|hablo|hablar|voy|ir|aviso|avisar|reporto|reportar|disputo|disputar|reclamo|reclamar|contacto|contactar)(?:lo|la|los)?\s+(?:a|al|con|con el|con mi|a mi|en|en el|en mi)\s*(?:banco|emisor|(?:la |mi )?tarjeta)\b[^.!?\n]{0,25}\?`,
      String.raw`(?:debo|puedo|tengo que|conviene)\s+(?:llamar|hablar|ir|disputar(?:lo|los)?|reclamar|avisar)\s+(?:a|al|con|en)\s+(?:mi\s+|el\s+|la\s+)?(?:banco|emisor|tarjeta)`,
      String.raw`(?:should|do|can|could|would) i (?:just )?(?:call|contact|go to|tell|ask|dispute (?:it |this |them )?(?:with|through)) (?:my |the )?(?:bank|card(?: company| issuer)?|credit card(?: company)?|issuer|visa|mastercard|amex)`,
      String.raw`(?:call|contact|go to) (?:my |the )?(?:bank|card company|credit card company|issuer)\s*\?`,
      String.raw`(?:chargeback|charge back|dispute (?:it )?with (?:my |the )?(?:card|bank))\s*\?`,
    ),
  },
  cardInHand: {
    yes: pattern(
      String.raw`(?:still have|i have) (?:the|my) card`,
      String.raw`card (?:is |was )?(?:still )?in my (?:wallet|purse|hand)`,
      String.raw`(?:todavia|aun) tengo (?:la|mi) tarjeta`,
      String.raw`(?:la|mi) tarjeta (?:la )?tengo (?:conmigo|en mi cartera)`,
      String.raw`(?:yo )?tengo (?:la|mi) tarjeta (?:conmigo|en mi cartera|aqui)`,
      // "tengo la tarjeta.", "todavia tengo la tarjeta y no la preste": the card itself, said alone.
      String.raw`(?:yo )?tengo (?:la|mi) tarjeta(?=\s*(?:[.!?,;]|$|y\s|todavia|aun))`,
      String.raw`no (?:le )?(?:preste|he prestado) (?:la|mi) tarjeta`,
      // "never lost it", "nunca perdí la tarjeta", "la tarjeta la tengo yo": not a lost or stolen card.
      String.raw`(?:never|didn'?t|did not|haven'?t) lost (?:it|the card|my card)`,
      String.raw`(?:nunca|no) (?:he )?perd(?:i|ido) (?:la|mi) tarjeta`,
      String.raw`(?:la|mi) tarjeta (?:la tengo yo|sigue conmigo|esta conmigo|nunca (?:se )?(?:me )?(?:perdio|salio))`,
      // An app's transfer: the phone it lives on never left the person.
      String.raw`(?:still have|i have|never lost) (?:my|the) phone`,
      String.raw`(?:todavia |aun )?tengo (?:mi|el) (?:celular|telefono)`,
    ),
  },
  // The bank holds the person to the lost-card tiers ("you waited more than 2 business days, so
  // you're responsible for up to 500").
  liabilityTierCited: {
    yes: pattern(
      String.raw`(?:2|two|dos) (?:business|working) days`,
      String.raw`(?:2|dos) dias habiles`,
      String.raw`waited (?:too long|more than|over)`,
      String.raw`espere (?:demasiado|mas de)`,
      String.raw`(?:responsible|liable) for (?:up to )?\$?\d[\d.,]*`,
      String.raw`responsable (?:de|por) (?:hasta )?\$?\d[\d.,]*`,
      // "i might be responsible for some of it since the first one was in october".
      String.raw`(?:responsible|liable) for (?:some|part|a part|a portion|a share|any) of (?:it|them|the (?:charges?|money|amount))`,
      String.raw`responsable (?:de|por) (?:una )?parte`,
    ),
  },
  // "it can take up to 90 days", "puede tardar hasta 90 días": a long investigation announced.
  longInvestigation: {
    yes: pattern(
      String.raw`(?:take|takes|last|lasts)(?: up to| as long as| about| around)? (?:\d+|forty-?five|ninety) (?:business |working )?days`,
      String.raw`(?:tardar|tarda|demorar|demora|durar|dura)(?: hasta| unos)? (?:\d+|cuarenta y cinco|noventa) dias`,
    ),
  },
  workFaulted: {
    yes: pattern(
      String.raw`no le (?:gusto|gustaron|convencio)`,
      String.raw`no (?:quedo|esta|estaba) (?:contento|contenta|satisfecho|satisfecha|conforme)`,
      String.raw`(?:didn'?t|did not|doesn'?t|does not) like (?:the|it|my|how)`,
      String.raw`(?:not|isn'?t|wasn'?t|werent|weren'?t|aren'?t|are not|they'?re not|theyre not) (?:fully |totally |completely |really |that |too |100% )?(?:happy|satisfied|thrilled|pleased|impressed|crazy about|in love with)`,
      String.raw`(?:unhappy|dissatisfied) with`,
      // "el segundo trabajo 'no quedó como querían'", "it wasn't what they wanted".
      String.raw`no (?:quedo|salio|resulto) (?:como|lo que) (?:querian|queria|esperaban|esperaba|pidieron|pidio)`,
      String.raw`(?:wasn'?t|was not|isn'?t|not) (?:what|how) (?:they|she|he) (?:wanted|asked for|expected)`,
    ),
  },
  // "they already launched the site with my design live", "ya lo publicaron": the work put to use
  // (no approval in writing said).
  workInUse: {
    yes: pattern(
      String.raw`(?:launched|published|went live with|put up|are running) (?:the|my|our) (?:site|website|app|design|logo|work|campaign|page)`,
      String.raw`(?:site|website|app|design|page) (?:is|went|has been) (?:live|up|launched|published)`,
      String.raw`(?:ya )?(?:lo|la) (?:lanzaron|publicaron|subieron)`,
      String.raw`(?:sitio|pagina|app|diseno) (?:ya )?(?:esta|fue) (?:publicad[oa]|en linea|lanzad[oa])`,
      // "ya lo está usando", "they're already using the logo on their trucks".
      String.raw`(?:ya )?(?:lo|la|los|las) (?:esta|estan) usando`,
      String.raw`(?:is|are|has been|have been|already|they'?re|theyre) (?:already )?(?:using|live with) (?:it|the|my|our)`,
      String.raw`(?:already|ya) (?:live|en linea|publicado)`,
    ),
  },
  // "lo aprobó por correo", "signed off on it": the approval itself, said.
  workApproved: {
    yes: pattern(
      // "tengo los correos donde me aprobaron los dos trabajos", "emails where they approved both jobs".
      String.raw`(?:correos?|emails?|mensajes?|messages?)[^.!?]{0,25}(?:me |nos )?(?:lo |la |los |las )?(?:aprobaron|aprobo|approved|approving|signed off)`,
      String.raw`(?:lo|la|los|las) aprobo`,
      String.raw`aprobo (?:el|la|todo|por)`,
      String.raw`(?:approved|signed off on) (?:it|the|everything|my)`,
    ),
  },
  workAccepted: {
    yes: pattern(
      String.raw`(?:lo|la|los|las) aprobo`,
      String.raw`aprobo (?:el|la|todo|por)`,
      String.raw`(?:approved|signed off on) (?:it|the|everything|my)`,
      String.raw`(?:ya )?(?:lo|la|los|las) (?:esta|estan) usando`,
      // "ya estan usando el logo en su menu", "they're already using the site".
      String.raw`(?:ya )?(?:esta|estan) usando (?:el|la|los|las|mi|mis|su|sus) (?:logo|logotipo|pagina|sitio|web|diseno|disenos|fotos|video|trabajo|contenido|codigo|app)`,
      String.raw`(?:they'?re|theyre|they are|he'?s|hes|she'?s|shes|he is|she is|it'?s|its) (?:already |still )?using (?:the|my|it|them)`,

      String.raw`(?:is|are|has been|have been|already) (?:using|live with) (?:it|the)`,
      String.raw`(?:already|ya) (?:live|en linea|publicado)`,
    ),
  },
  // "only if i sign something saying 1600 is payment in full. otherwise nothing", "solo si firmo que
  // es pago total": part paid only against a release of the rest.
  releaseDemanded: {
    yes: pattern(
      String.raw`(?:only )?if (?:i|we) sign[^.!?]{0,60}(?:payment in full|paid in full|full (?:and final )?(?:payment|settlement)|release|waive)`,
      String.raw`sign (?:a |an )?(?:release|waiver)[^.!?]{0,40}(?:for|to get|before)`,
      String.raw`(?:solo )?si (?:firmo|firmamos|firma)[^.!?]{0,60}(?:pago total|pago completo|saldad[oa]|finiquito|liquidad[oa]|renuncia)`,
      String.raw`(?:firmar|firme) (?:que|un papel|algo)[^.!?]{0,50}(?:pago total|pago completo|quedamos a mano|saldad[oa])`,
      // "they want me to sign a short thing saying this payment plan 'resolves the invoice in full'":
      // a paper that closes the whole invoice, asked for beside a part payment.
      String.raw`(?:want|wants|wanted|ask|asks|asked|asking|need|needs|require|requires|expect|expects) (?:me|us) to sign[^.!?]{0,90}(?:in full|full (?:and final )?(?:payment|settlement)|release|waive|waiver|resolves?|settles?|closes?|final settlement)`,
      String.raw`(?:quiere|quieren|piden|pide|me pidieron|me pide|necesitan|exigen|exige) que (?:le |les )?firme[^.!?]{0,90}(?:pago total|pago completo|saldad[oa]|salda|finiquito|liquidad[oa]|liquida|renuncia|resuelve|cierra|por completo|en su totalidad)`,
    ),
  },
  finalOffer: {
    yes: pattern(
      // "solo me paga 1,500 porque 'el proyecto cambio'", "he'll only pay 1500": a cut, not a start.
      String.raw`solo (?:me |nos )?(?:paga|pagan|pagara|pagaran|va a pagar|van a pagar|quiere pagar|quieren pagar) \$?\d`,
      String.raw`(?:will|would|'ll|is going to|are going to|gonna) only pay \$?\d|only (?:going to |gonna )?pay (?:me )?\$?\d`,
      String.raw`(?:y|,) (?:ya|listo|punto)\s*(?:[.!,]|$)`,
      String.raw`and that'?s (?:it|all)`,
      // "I'll send 300 more and that's final", "y es lo último".
      String.raw`\bthat'?s (?:final|my final|the final|the last)\b`,
      String.raw`(?:y|,) (?:es|eso es) (?:todo|lo ultimo|final|mi ultima oferta)\s*(?:[.!,]|$)`,
      String.raw`take it or leave it`,
      String.raw`(?:final|last|ultima) (?:offer|oferta)`,
      String.raw`nada mas(?: que eso)?\s*(?:[.!]|$)`,
    ),
  },
  // "overdraft fees are 'separate' and he cant touch them", "los cargos por sobregiro son aparte".
  // "5% now + title change to senior", "me ofrecen el titulo de supervisora": a title in the offer.
  titleOffered: {
    yes: pattern(
      String.raw`title (?:change|bump|upgrade|of|to)|new title|(?:promoted|promotion|bump(?:ed)?) to (?:senior|lead|sr|manager|supervisor)`,
      String.raw`(?:cambio de |nuevo )(?:titulo|puesto)|titulo de|(?:ascenso|ascender(?:me)?) a`,
    ),
  },
  // "dana quit in may and they never replaced her, ive been doing her accounts plus mine": a raise
  // for a job that grew to cover a second person's work.
  coveringRole: {
    yes: pattern(
      String.raw`(?:her|his|their|\p{L}+'?s) (?:accounts|clients|job|work|role|duties|territory|caseload|tasks|projects|shifts) (?:plus|and|on top of|as well as|along with|in addition to) (?:mine|my own)`,
      String.raw`(?:quit|left|resigned|retired|was let go|got fired|was fired|was laid off)[^.!?]{0,60}\b(?:never|didn'?t|did not|haven'?t|have not|hasn'?t|not) (?:been )?(?:replaced|replace|hired|backfilled)`,
      String.raw`(?:doing|covering|cover|do) (?:two|2|both) (?:jobs|roles|positions|people'?s (?:jobs|work))`,
      String.raw`covering (?:for )?(?:her|his|their|\p{L}+'?s) (?:job|role|accounts|work|position|clients)`,
      String.raw`(?:renuncio|se fue|se jubilo|lo corrieron|la corrieron|lo despidieron|la despidieron)[^.!?]{0,60}\b(?:nunca|no) (?:la |lo )?(?:reemplazaron|contrataron|han reemplazado|han contratado)`,
      String.raw`(?:hago|estoy haciendo|cubro|llevo) (?:el trabajo de dos|dos puestos|su trabajo y el mio|sus cuentas y las mias|sus clientes y los mios)`,
      String.raw`(?:sus|las) (?:cuentas|clientes|tareas) (?:y|mas|ademas de) (?:las|los) mi(?:a|o)s`,
    ),
  },
  // "los cambios los pidieron ellos, tengo los correos", "the changes were their idea": extra work
  // the client itself asked for.
  changesRequested: {
    yes: pattern(
      String.raw`(?:los )?cambios (?:los )?(?:pidieron|pidio|solicitaron|solicito) (?:ellos|el|ella|el cliente|el dueno|ustedes)`,
      String.raw`(?:ellos|el cliente|el dueno) (?:pidieron|pidio|solicitaron|solicito) (?:los|esos|todos los) cambios`,
      String.raw`(?:they|he|she|the client|the owner) (?:asked for|requested|wanted) (?:the |those |all the |all those |every |all of the )?(?:extra |additional |new )?(?:changes|revisions|edits|shots|photos|pages|features|work|rounds)`,
      String.raw`(?:ellos|el cliente|el dueno) (?:pidieron|pidio|solicitaron|solicito) (?:las |los |todas las |todos los )?(?:paginas|fotos|revisiones|funciones) (?:extra|adicionales|nuevas)`,
      String.raw`(?:the )?(?:changes|revisions|edits) were (?:their|his|her|the client'?s) (?:idea|request|call)`,
    ),
  },
  feesSeparate: {
    yes: pattern(
      String.raw`fees? (?:are|is) (?:a )?'?(?:separate|different|not part)`,
      String.raw`(?:can'?t|cannot|won'?t|will not|cant|wont) (?:touch|include|refund|reverse|waive) (?:the )?(?:overdraft )?(?:fees?|them)`,
      String.raw`(?:cargos?|comisiones?|multas?) (?:por sobregiro )?(?:son|es|van) (?:aparte|otra cosa|por separado|otro tema)`,
    ),
  },
  // The bank will investigate but put nothing back meanwhile ("up to 45 days and we don't give
  // anything back in the meantime"): Regulation E's provisional credit is the answer.
  noInterimCredit: {
    yes: pattern(
      String.raw`(?:no|nada)\b[^.!?]{0,40}\bmientras (?:tanto|investigan|dura|se investiga)`,
      String.raw`mientras (?:tanto )?no (?:me )?(?:devuelven|regresan|dan|reembolsan|acreditan)`,
      String.raw`no me (?:devuelven|regresan|reembolsan|dan) (?:nada|el dinero|mi dinero)[^.!?]{0,30}\b(?:hasta|mientras)`,
      String.raw`(?:nothing|no money|not (?:get|give|put) (?:me )?(?:anything|the money|my money))\b[^.!?]{0,40}\b(?:in the meantime|meanwhile|until|while)`,
      String.raw`(?:won'?t|will not|can'?t|cannot) (?:give|put|pay|credit|refund) (?:me )?(?:anything|the money|my money|it)(?: back)?[^.!?]{0,30}\b(?:until|till|'?til|while|in the meantime|meanwhile)`,
      // "they don't give anything back until it's done", "no devuelven nada hasta que terminen".
      String.raw`(?:don'?t|do not|doesn'?t|does not|dont) (?:give|put|pay|credit|refund) (?:me |you )?(?:anything|any money|the money|my money|it)(?: back)?[^.!?]{0,30}\b(?:until|till|'?til|while|in the meantime|meanwhile)`,
      String.raw`no (?:me |le )?(?:devuelven|regresan|reembolsan|dan|acreditan) nada[^.!?]{0,30}\b(?:hasta|mientras)`,
    ),
  },
  rentDueSoon: {
    yes: pattern(
      String.raw`(?:rent|mortgage)\b[^.!?]{0,25}\b(?:is |are )?(?:due|owed|coming up|comes out|gets taken|is taken|drafts|auto[\s-]?pays?)`,
      String.raw`(?:rent|mortgage) (?:is |on )?(?:the )?(?:1st|first|\d{1,2}(?:st|nd|rd|th))`,
      String.raw`(?:pay|make|cover) (?:my |the )?(?:rent|mortgage)`,
      String.raw`(?:la |mi )?(?:renta|hipoteca|alquiler|el pago de la casa)\b[^.!?]{0,25}\b(?:vence|se vence|se paga|toca|hay que pagar|es el|es para el|sale|se cobra|me cobran|me la cobran)`,
      String.raw`(?:pagar|cubrir|completar) (?:la |mi )?(?:renta|hipoteca|alquiler)`,
      // "me quedé casi sin dinero para la renta", "now i'm short for rent".
      String.raw`sin (?:dinero|plata|lo) (?:para|de) (?:la |mi )?(?:renta|hipoteca|alquiler)`,
      String.raw`(?:short|no money|not enough)\b[^.!?]{0,15}\b(?:for|on) (?:my |the )?(?:rent|mortgage)`,
    ),
  },
  mortgage: {
    yes: pattern('mortgage', 'hipoteca', 'pago de la casa'),
  },
  garnishThreat: {
    yes: pattern(
      'garnish',
      'garnishing',
      'garnishment',
      'garnished',
      String.raw`embarg\p{L}*`,
      'take my paycheck',
      'take my wages',
      // "me quitan el sueldo esta misma semana", "they'll take my paycheck", "van a quitarme el salario".
      String.raw`(?:take|taking|took|seize|garnish) (?:my|his|her|our) (?:pay|paycheck|paychecks|wages?|salary)`,
      String.raw`(?:quitan|quitaran|quitar|quitarme|quitarle|quitarnos|van a quitar|me quitan|le quitan|descontar|descuentan|descontaran)(?:me|le)? (?:el |mi |su |parte del? |de mi |del )?(?:sueldo|salario|cheque|nomina|pago semanal|paga)\b`,
    ),
  },
  federalBenefits: {
    yes: pattern(
      // The benefit as income, or as what they'd take: never the number or the card.
      String.raw`(?:on|live on|living on|lives on|get|gets|getting|receive|receives|collect|collects|income is|income from|garnish\p{L}*|take|taking|touch|seize|freeze) (?:only )?(?:my |his |her |our |the )?(?:social security|ssi|ssdi|va benefits|veterans? benefits|va disability)(?! (?:number|card|#|no\b))`,
      String.raw`(?:social security|ssi|ssdi)(?: (?:retirement|disability))? (?:benefits?|checks?|payments?|income|deposits?|only)\b`,
      String.raw`(?:vivo|vive|vivimos|viven) (?:solo |solamente |nada mas )?(?:de|del|con) (?:mi |el |la |su )?(?:seguro social|ssi|pension del seguro social|beneficios del seguro social)`,
      String.raw`(?:embarg\p{L}*|quitar\p{L}*|tocar\p{L}*|congelar\p{L}*) (?:el |mi |su |la )?(?:seguro social|ssi|cheque del seguro social|pension del seguro social)`,
      String.raw`(?:cheques?|beneficios?|pagos?|ingresos?|pension) (?:de|del) (?:seguro social|ssi)`,
      String.raw`(?:cobro|recibo|tengo) (?:solo |solamente )?(?:el |mi )?(?:seguro social|ssi)(?! (?:numero|#))`,
    ),
  },
  unpaidWages: {
    yes: pattern(
      String.raw`no me (?:han|ha) pagado (?:las|los|el|mi|mis|dos|tres|\d+)`,
      String.raw`(?:no|nunca) me pagaron (?:las|los|el|mi|mis) (?:ultimas?|ultimos?|sueldo|cheque|horas|quincena|semanas?)`,
      String.raw`never paid me (?:for|my|the)`,
      // "they never paid my last check", "didn't pay me my final paycheck": the last pay after leaving.
      String.raw`(?:never|haven'?t|hasn'?t|have not|has not|didn'?t|did not|won'?t|will not|refus\p{L}* to) (?:pa(?:id|y) |give |gave |sen[dt] )(?:me )?(?:my|the) (?:last|final) (?:pay ?)?(?:check|paycheck|pay|wages)\b`,
      String.raw`(?:haven'?t|hasn'?t|have not|has not|didn'?t|did not) (?:been )?pa(?:id|y) me (?:for|my|in)`,
      String.raw`(?:haven'?t|hasn'?t) been paid (?:for|in)`,
      String.raw`(?:my )?paycheck (?:bounced|never came|is late)`,
      // "final check was supposed to be on the 14th and never came", "mi ultimo cheque no llego".
      String.raw`(?:final|last) (?:pay ?)?check[^.?!]{0,60}(?:never came|never got|didn'?t come|hasn'?t come|not paid|never paid|still waiting)`,
      String.raw`(?:ultimo|cheque final|pago final)[^.?!]{0,40}(?:no (?:me )?(?:llego|han pagado|pagaron)|nunca llego)`,
      // In Spanish with the English words: "me dieron mi final paycheck … y le faltan mis últimos 3 días".
      String.raw`(?:final|last) (?:pay ?)?check[^.?!]{0,80}(?:le|me) falta(?:n|ba|ban|ron)?`,
      String.raw`(?:me|le) falta(?:n|ba|ban|ron)? (?:mis |los |las )?ultim\p{L}+ (?:\d+ |\p{L}+ )?(?:dias|horas|semanas|quincenas?)`,
      String.raw`(?:owes|owe) me (?:\w+ )?(?:weeks?|wages|paychecks?|hours) (?:of )?(?:pay|wages)?`,
      // "la empresa me debe las dos últimas nóminas y el finiquito": pay slips and severance owed.
      String.raw`(?:me )?(?:debe|deben|adeuda|adeudan) (?:\p{L}+ ){0,3}(?:nominas?|finiquito|quincenas?|salarios?|sueldos?|aguinaldo|liquidacion)`,
      String.raw`no (?:me )?(?:han|ha) (?:pagado|dado) (?:\p{L}+ ){0,3}(?:nominas?|finiquito|quincenas?|aguinaldo|liquidacion)`,
      // "trabajé tres semanas en una construcción y el contratista no me ha pagado": work done for
      // someone who hasn't paid for it.
      String.raw`(?:trabaje|trabajamos) (?:\p{L}+ ){0,2}(?:semanas?|dias|meses)[^.!?]{0,80}(?:no me (?:ha|han) pagado|no me paga|no me pagan|me debe)`,
      String.raw`(?:i|we) worked (?:\p{L}+ ){0,2}(?:weeks?|days|months)[^.!?]{0,80}(?:hasn'?t paid|has not paid|never paid|won'?t pay|owes me)`,
    ),
  },
  unpaidOvertime: {
    yes: pattern(
      String.raw`(?:never|not|no|don'?t|didn'?t|doesn'?t|haven'?t) (?:get |got |getting |been |being )?(?:paid )?(?:any )?overtime`,
      String.raw`(?:no|without|w/o) overtime(?: pay)?`,
      String.raw`unpaid overtime`,
      String.raw`overtime (?:i'?m|i am) owed`,
      String.raw`(?:nunca|no) (?:me )?(?:pagan|pagaron|han pagado|pagan las|pagaron las) (?:las )?horas extra`,
      String.raw`sin (?:pago de )?(?:horas extra|tiempo extra|overtime)`,
      String.raw`no me pagan (?:el )?(?:overtime|tiempo extra)`,
    ),
  },
  medicaid: {
    yes: pattern(
      'medicaid',
      'medi-cal',
      'chip',
      'masshealth',
      'tenncare',
      'ahcccs',
      'apple health',
      'soonercare',
    ),
    no: pattern(
      String.raw`^(?![\s\S]*(?:(?:i|he|she|we|they) (?:have|has|am on|is on|are on|got)|tengo|tiene|tenemos) (?:medicaid|medi-cal))[\s\S]*(?:not|no|isn'?t|wasn'?t|sin|ni|no (?:tengo|tiene|tenemos)) (?:on |en |el )?(?:medicare ?(?:/|or|o|ni) ?)?(?:medicaid|medi-cal)`,
    ),
  },
  publicInsurance: {
    yes: pattern('medicaid', 'medicare', 'medi-cal', 'chip', 'masshealth', 'tenncare', 'ahcccs'),
    // "he's 58 so not medicare", "no tengo medicaid": said only to rule it out.
    no: pattern(
      String.raw`^(?![\s\S]*(?:(?:i|he|she|we|they) (?:have|has|am on|is on|are on|got)|tengo|tiene|tenemos) (?:medicaid|medicare|medi-cal))[\s\S]*(?:not|no|isn'?t|wasn'?t|sin|ni|no (?:tengo|tiene|tenemos)) (?:on |en |el )?(?:(?:medicaid|medicare) ?(?:/|or|o|ni) ?)?(?:medicaid|medicare|medi-cal)`,
    ),
  },
  recoveryFeeAsked: {
    yes: pattern(
      String.raw`(?:recover|get back|return)[^.?!]{0,60}(?:for|with|if i pay) (?:a |an )?(?:\$?\d[\d.,]* )?(?:\p{L}+ )?(?:fee|charge|payment)`,
      String.raw`(?:fee|charge|payment)[^.?!]{0,40}(?:to|and they'?ll|and he'?ll) (?:recover|get back|return) (?:my|the|your)`,
      // Paying anyone in gift cards: a store's gift card offered as a refund is not this.
      String.raw`(?:by|with|in|via) gift ?cards?`,
      String.raw`(?:pay|send|buy|get|read)[^.?!]{0,25}gift ?cards?`,
      String.raw`(?:con|en) tarjetas? de regalo`,
      String.raw`(?:pagar|pague|comprar|compre|mandar|mande|enviar)[^.?!]{0,25}tarjetas? de regalo`,
      String.raw`recuperar[^.?!]{0,60}(?:por|con|si pago) (?:una |un )?(?:\$?\d[\d.,]* )?(?:de )?(?:comision|cargo|cuota|pago|tarifa)`,
      // A "recovery" agency, firm or lawyer that wants money first: "una agencia que recupera dinero de
      // estafas y que cobra 150 adelantado", "a fund recovery company wants 300 upfront".
      String.raw`recuper\p{L}*[^.?!]{0,80}\b(?:cobra|cobran|cobraria|pide|piden|quiere|quieren|exige|exigen)\b[^.?!]{0,40}\b(?:adelantad[oa]s?|por adelantado|anticipad[oa]s?|por anticipado|antes|primero|de entrada)`,
      String.raw`(?:cobra|cobran|pide|piden|quiere|quieren|exige|exigen)\b[^.?!]{0,40}\b(?:adelantad[oa]s?|por adelantado|anticipo|por anticipado|primero)\b[^.?!]{0,60}recuper`,
      String.raw`recuper\p{L}*[^.?!]{0,80}\b(?:por adelantado|adelantad[oa]s?|por anticipado|anticipad[oa]s?|de entrada)\b`,
      String.raw`recover\p{L}*[^.?!]{0,80}\b(?:up ?front|in advance|advance fee|retainer|first)\b`,
      String.raw`(?:up ?front|in advance|advance fee|retainer)\b[^.?!]{0,60}\b(?:recover|get (?:it|the money|my money|your money) back)`,
    ),
  },
  accountNumberAsked: {
    yes: pattern(
      String.raw`(?:asked|asking|asks|wants?|wanted|need|needs|pidieron|piden|pidio|pide|quieren|quiere)(?: me)?(?: for)?(?: to give)?(?: them| him| her)? (?:my |mi |el |the )?(?:bank account|account number|routing number|checking account|social security|ssn|numero de (?:mi )?(?:cuenta|seguro social)|cuenta (?:del |de )?banco)`,
    ),
  },
  arrestThreat: {
    yes: pattern(
      String.raw`(?:go to|going to|send (?:me|you|us) to|put (?:me|you|us) in|end up in|land (?:me|you) in) (?:jail|prison)`,
      String.raw`(?:be|get|getting|have (?:me|you) ?) arrested`,
      String.raw`(?:press|file|bring) (?:criminal )?charges`,
      String.raw`(?:ir|irme|ir a dar) a la (?:carcel|prision)`,
      String.raw`(?:meter|mandar)(?:me|lo|la|nos)? (?:a la|en la) (?:carcel|prision)`,
      String.raw`(?:me|lo|la|nos) (?:van a|pueden|podrian) (?:arrestar|meter pres[oa])`,
      String.raw`cargos (?:criminales|penales)`,
    ),
  },
  paydayLoan: {
    yes: pattern(
      'payday (?:loan|lender)',
      String.raw`(?:loan|prestamo)[^.?!]{0,40}(?:renewal|rollover|renovacion)`,
      String.raw`prestamo de dia de pago`,
      String.raw`(?:title|cash advance|online) (?:loan|lender)[^.?!]{0,60}(?:withdraw|took|taking|debit)`,
      String.raw`prestamo[^.?!]{0,30}(?:en linea|online)`,
      String.raw`online loan`,
    ),
  },
  rentLateFee: {
    yes: pattern(
      String.raw`(?:landlord|property (?:manager|mgr|management)|leasing office|lease|rent)[^.?!]{0,60}late fee`,
      String.raw`late fee[^.?!]{0,40}(?:rent|lease|landlord)`,
      String.raw`(?:cargo|multa|recargo) por (?:pago )?(?:atrasado|atraso|tardio|retraso|pagar tarde)[^.?!]{0,40}(?:renta|contrato|arrendador|dueno|casero)`,
      String.raw`(?:renta|casero|dueno|arrendador)[^.?!]{0,60}(?:cargo|multa|recargo) por (?:pago )?(?:atrasado|atraso|tardio|retraso|pagar tarde)`,
    ),
  },
  // Read from the latest message only (readConversation), never from the story told before.
  hungUp: { yes: /(?!)/u },
  toldToLeave: { yes: /(?!)/u },
  nonRenewal: { yes: /(?!)/u },
  // "lease says the 400 pet deposit is refundable minus damage", "el contrato dice que es reembolsable";
  // never "non refundable" / "no reembolsable" (the landlord's word, not the lease's).
  depositRefundable: {
    yes: pattern(
      String.raw`${NOT_SAID}(?:fully )?refundable(?: (?:pet |security )?deposit| minus| less| except| unless| if| after| for)`,
      String.raw`(?:lease|contract|agreement|addendum)[^.?!]{0,60}(?:says|said|states|calls|lists|shows|clearly)[^.?!]{0,40}${NOT_SAID}refundable`,
      String.raw`${NOT_SAID}refundable (?:per|according to|under|by|in) (?:the|my|our) (?:lease|contract|agreement)`,
      String.raw`${NOT_SAID}reembolsables?(?: (?:menos|salvo|excepto|si|descontando)| el deposito)`,
      String.raw`${NOT_SAID}reembolsables? (?:segun|de acuerdo (?:con|al)|por|en) (?:el |mi |nuestro )?(?:contrato|acuerdo)`,
      String.raw`deposito (?:de (?:mascota|seguridad|garantia) )?(?:de \d[\d.,]* )?reembolsable`,
      String.raw`(?:contrato|acuerdo)[^.?!]{0,60}(?:dice|decia|pone|indica|establece|claramente)[^.?!]{0,40}${NOT_SAID}reembolsable`,
    ),
  },
  leaseBreak: {
    yes: pattern(
      String.raw`lease[\s-]?break(?:ing)?`,
      String.raw`break(?:ing)? (?:the|my|our) lease`,
      String.raw`early (?:lease )?termination`,
      String.raw`(?:romper|rompi|terminar|termine|cancelar|cancele) (?:el|mi) contrato (?:antes|temprano)`,
      String.raw`terminacion (?:anticipada|temprana)`,
    ),
  },
  claimPending: {
    yes: pattern(
      String.raw`(?:insurance|insurer|claim|eob|seguro|aseguradora|reclamo)[^.?!]{0,40}(?:pending|pendiente|en proceso|in process)`,
      String.raw`(?:insurance|insurer|bcbs|aetna|cigna|united|humana|anthem)[^.?!]{0,20}(?:hasn'?t|has not|hasnt|didn'?t|did not|hadn'?t) (?:even )?(?:processed|paid|processed it|gone through)`,
      String.raw`(?:seguro|aseguradora)[^.?!]{0,20}(?:no ha|todavia no|aun no) (?:procesado|pagado)`,
      String.raw`(?:waiting on|waiting for|esperando (?:al|a la|el|la)) (?:the )?(?:insurance|insurer|eob|seguro|aseguradora)`,
      // "my insurance is still processing the claim", "mi seguro todavia esta procesando el reclamo".
      String.raw`(?:insurance|insurer|claim|seguro|aseguradora|reclamo)[^.?!]{0,30}(?:still |todavia |aun )?(?:is |are |esta |sigue )?(?:processing|being processed|under review|procesando|en revision|revisandolo|revisando el reclamo)`,
    ),
  },
  // Set from INTEREST_AFTER_PAID_IN_FULL once the whole story is read (see readConversation).
  interestAfterPaidInFull: { yes: /(?!)/u },
  neverCarriedBalance: {
    yes: pattern(
      String.raw`(?:never|nunca) (?:carry|carried|have carried|had|he dejado|deje|dejo|he tenido|tuve|arrastre|he arrastrado) (?:a |ningun )?(?:balance|saldo)`,
      String.raw`(?:always|siempre) (?:pay|paid|pago|pague|he pagado) (?:it |the |my |el |mi )?(?:\p{L}+ )?(?:in full|saldo completo|saldo total|todo el saldo|completo)`,
    ),
  },
  signedEstimate: {
    yes: pattern(
      String.raw`(?:signed|sign|firme|firmamos|firmo)\s+(?:(?:a|the|an|my|un|el|una|la|mi)\s+)?(?:written\s+|treatment\s+|dental\s+|escrito\s+)?(?:estimate|quote|treatment plan|presupuesto|estimado|cotizacion|plan de tratamiento)`,
      String.raw`(?:signed|firmado|firmada) (?:estimate|quote|treatment plan|presupuesto|estimado|cotizacion)`,
      String.raw`(?:estimate|quote|presupuesto|estimado|cotizacion) (?:that )?(?:i|we) signed`,
      String.raw`(?:presupuesto|estimado|cotizacion) (?:que )?(?:firme|firmamos|firmado)`,
    ),
  },
  // "me dieron presupuesto por escrito de 650", "written estimate was 700", "cotización escrita".
  writtenEstimate: {
    yes: pattern(
      String.raw`(?:written|signed) (?:estimate|quote)|(?:estimate|quote)s? (?:was |were )?(?:in writing|written)`,
      String.raw`(?:presupuesto|estimado|cotizacion)(?:es)? (?:\p{L}+ ){0,2}(?:por escrito|escrit[oa]s?|firmad[oa]s?)`,
    ),
  },
  // "asked for the old calipers, they said they already threw them out", "ya tiraron las piezas".
  oldPartsDiscarded: {
    yes: pattern(
      String.raw`(?:threw|thrown|tossed|trashed|scrapped|junked|discarded|got rid of)\s+(?:them|it|those|(?:the|my)\s+(?:old\s+)?[\p{L}]+(?:\s+[\p{L}]+)?)(?:\s+(?:out|away))?`,
      String.raw`(?:tiraron|botaron|desecharon|tiro|boto|desecho)\s+(?:(?:las|los|mis)\s+)?(?:piezas|partes|repuestos|refacciones|calipers|calipers viejos|rotores)`,
      String.raw`(?:ya\s+)?(?:las|los)\s+(?:tiraron|botaron|desecharon)`,
    ),
  },
  // "the 30 days is only for 'list price changes' and this is a 'fuel and freight surcharge' so it
  // doesnt count", "dice que es un recargo y no un aumento": the rise relabelled to escape a clause.
  surchargeRelabel: {
    yes: pattern(
      String.raw`(?:surcharge|fee|recargo|cargo)[^.!?]{0,60}\b(?:doesn'?t count|doesnt count|does not count|not covered|isn'?t covered|not a price (?:change|increase)|isn'?t a price|no cuenta|no es un aumento|no es un cambio de precio|no aplica)`,
      String.raw`only (?:for|applies to|covers|counts for) ['"]?(?:list )?price (?:changes|increases)`,
      String.raw`(?:solo|nada mas) (?:es |aplica |cuenta )?(?:para|a) (?:los )?(?:cambios|aumentos) (?:de|del) (?:precio|lista)`,
    ),
  },
  // "a google ads cert which the posting listed as 'preferred'": a credential the employer asked for.
  skillListed: {
    yes: pattern(
      String.raw`(?:posting|listing|job (?:ad|post|description)|the ad|vacante|anuncio)[^.!?]{0,40}\b(?:preferred|required|a plus|nice to have|deseable|preferente|requisito|requerid[oa])`,
      String.raw`(?:listed|listed it|lists it|listed them) as ['"]?(?:preferred|required|a plus)`,
    ),
  },
  copayPaid: {
    yes: pattern(
      String.raw`(?:paid|pay|pagu?e|pagamos|charged me|collected|took|cobraron|me cobraron|me cobro)\s+(?:(?:my|the|a|mi|el|un)\s+)?\$?\d[\d.,]*\s*(?:dollars?|dolares|bucks)?\s*(?:de\s+)?(?:(?:er|e\.r\.|emergency|hospital|urgencias|emergencia|visit|office)\s+)?(?:copay|co-pay|copago)`,
      String.raw`(?:paid|pagu?e|pagamos) (?:(?:my|the|a|mi|el|un) )?(?:copay|co-pay|copago)`,
      String.raw`(?:copay|co-pay|copago)[^.?!]{0,25}(?:at the (?:front )?desk|at check-?in|at the visit|en el mostrador|en (?:la )?recepcion|en la visita)`,
    ),
  },
  withholdingRent: {
    yes: pattern(
      String.raw`(?:not|stop|quit) pay(?:ing)? (?:the |my )?rent`,
      String.raw`withhold(?:ing)? (?:the |my )?rent`,
      String.raw`hold(?:ing)? back (?:the |my )?rent`,
      String.raw`(?:no|dejar de) pagar(?:le)? la renta`,
      String.raw`retener la renta`,
    ),
  },
  repairTied: {
    yes: pattern(
      String.raw`(?:arregla\p{L}*|repara\p{L}*|fix\p{L}*|repair\p{L}*)\b[^.!?]{0,60}\b(?:si (?:yo )?firmo|si firmamos|if i sign|if we sign|only if i|solo si|a cambio de|once i sign)`,
      String.raw`(?:si (?:yo )?firmo|if i sign|once i sign)\b[^.!?]{0,60}\b(?:arregla\p{L}*|repara\p{L}*|fix\p{L}*|repair\p{L}*)`,
    ),
  },
  harassed: {
    yes: pattern(
      String.raw`a las [3-7](?::\d\d)? de la manana`,
      String.raw`(?:at|around|before) [3-7](?::\d\d)? ?a\.?m\b`,
      String.raw`(?:at|around|after) (?:9:\d\d|1[01](?::\d\d)?) ?p\.?m\b`,
      String.raw`a las (?:10|11|12)(?::\d\d)? de la noche`,
      'late at night',
      'middle of the night',
      'de madrugada',
      'early in the morning',
      'muy temprano',
      String.raw`(?:yell|yells|yelled|yelling|scream|screams|screamed|screaming|curse|cursed|cursing) at me`,
      String.raw`me (?:gritan|grito|grita|gritaron|insultan|insulto|insultaron|amenazan con (?:la )?(?:carcel|arrestarme|policia))`,
      'gritandome',
      String.raw`threaten(?:s|ed|ing)? (?:me )?(?:with )?(?:jail|arrest|the police)`,
      String.raw`(?:call|calls|calling|called) (?:me )?(?:every day|all day|nonstop|non-stop|constantly|\d+ times)`,
      String.raw`me (?:llaman|llama|llamaron|han llamado) (?:todos los dias|todo el dia|a cada rato|\d+ veces)`,
      'harass',
      'harassing',
      'harassment',
      'me acosan',
      'acoso',
    ),
  },
  // Care in a year before the No Surprises Act took effect (January 1, 2022): "an ER visit in 2019".
  careBeforeNoSurprises: {
    yes: pattern(
      String.raw`(?:visit|care|surgery|er|emergency|emergencia|urgencias|hospital|bill|factura|debt|deuda|visita|cirugia)\b[^.!?]{0,40}\b(?:in|en|de|del|from|since|back in)\s+(?:19[5-9]\d|20[01]\d|202[01])`,
    ),
  },
  // "compre un sofa en linea … nunca llego": goods paid for that never came (a refund that never came is not this).
  notReceived: {
    yes: pattern(
      String.raw`(?<!(?:reembolso|refund|dinero|money|devolucion)\b[^.!?]{0,25})(?:never (?:arrived|came|shipped|showed up|got delivered|was delivered)|not (?:been )?(?:delivered|shipped)|never delivered|(?:didn'?t|did not|has not|hasn'?t|have not|haven'?t) (?:arrive|arrived|come|shipped|show up|been (?:delivered|shipped))|nunca (?:me )?llego|no (?:me )?ha llegado|no (?:me )?llego|nunca (?:lo|la|los|las) (?:recibi|enviaron|mandaron)|todavia no (?:me )?llega)`,
      ...NOTHING_DELIVERED_SOURCES.map(
        (source) => String.raw`(?<!(?:reembolso|refund|dinero|money|devolucion)\b[^.!?]{0,25})${source}`,
      ),
    ),
  },
  // "a roofer knocked on our door … i signed at my kitchen table", "un vendedor toco a nuestra puerta":
  // a seller who came to the home, and the sale made there (the FTC's Cooling-Off Rule).
  doorToDoor: {
    yes: pattern(
      String.raw`door[\s-]to[\s-]door|de puerta en puerta|puerta por puerta`,
      String.raw`(?:salesman|saleswoman|salesperson|seller|roofer|contractor|rep|guy|man|woman|company|vendor|installer|solar|alarm|he|she|they|someone|somebody)\b[^.!?]{0,30}\b(?:knocked on|knocked at|came to|showed up at|stopped by|came by) (?:our|my|the) (?:door|house|home|front door)`,
      String.raw`(?:vendedor|vendedora|techador|contratista|instalador|representante|senor|senora|alguien|un hombre|una mujer|una compania)\b[^.!?]{0,30}\b(?:toco (?:a |en )?(?:nuestra|mi|la) puerta|vino a (?:nuestra|mi) casa|llego a (?:nuestra|mi) casa|se presento en (?:nuestra|mi) casa)`,
    ),
  },
  // "compre … en linea", "ordered it online", "por la pagina", "by phone": a remote order.
  remoteOrder: {
    yes: pattern(
      String.raw`(?:bought|ordered|purchased|order|compre|pedi|ordene|comprado|pedido|compra)\b(?:[^.!?]|(?<=\d)\.(?=\d)){0,60}\b(?:online|on line|en linea|por internet|website|web site|sitio web|pagina web|por la pagina|en la pagina|app|by phone|over the phone|por telefono|by mail|por correo|catalog|catalogo)`,
      String.raw`(?:online|en linea|por internet) (?:order|store|shop|purchase|compra|pedido|tienda)`,
      'mail order',
    ),
  },
  // "la promocion ya no aplica porque cambiaron el plan", "they said my plan changed".
  planChanged: {
    yes: pattern(
      // Their change, not the person's: "cambiaron el plan", never "cambie el plan".
      String.raw`(?:cambiaron|actualizaron|migraron) (?:el|mi|su|de) plan`,
      String.raw`(?:el|mi) plan (?:cambio|ya no existe|se cambio|fue cambiado)`,
      String.raw`(?:they|they'?ve|they have|you|the company|it) (?:\p{L}+ ){0,2}?(?:changed|updated|migrated|switched) (?:the|my|your|our) plan`,
      String.raw`(?:the|my) plan (?:changed|was changed|has changed|got changed|no longer exists)`,
    ),
  },
  // "a signing bonus 'might be possible'", "podrían darle un bono de firma": a bonus named, its figure not.
  // "92k base, no signing bonus", "sin bono de firma": the offer as it stands has none, no door opened.
  bonusOpen: {
    no: pattern(
      String.raw`(?:no|without|without a|w/o|w/o a|zero|0) (?:signing|sign[\s-]on|sign up|joining) bonus`,
      String.raw`(?:sin|no hay|no incluye|no tiene|ningun) (?:un )?bono (?:de|por) (?:firma|contratacion|bienvenida|ingreso)`,
    ),
    yes: pattern(
      String.raw`(?:signing|sign[\s-]on|sign up|joining) bonus`,
      String.raw`bono (?:de|por) (?:firma|contratacion|bienvenida|ingreso)`,
    ),
  },
  // The other side offers a credit once ("a one time 25 credit", "un credito de 30 solamente"), not a lower price.
  oneTimeCredit: {
    yes: pattern(
      String.raw`(?:one[\s-]time|single|onetime)\b[^.!?]{0,20}\bcredit`,
      String.raw`(?:a|an) \$?\d[\d.,]* (?:dollar )?(?:bill |account |statement )?credit`,
      String.raw`(?:un|una) (?:credito|bonificacion|abono) (?:unico |de una vez )?(?:de|por) \$?\d[\d.,]*`,
      String.raw`credit of \$?\d[\d.,]*`,
      // "offered a 30% credit toward next year": a credit on more of the service, not money back.
      String.raw`credit (?:toward|towards|for|on|against) (?:the |your |my |a )?(?:next|future|renewal|another|next year'?s?)`,
      String.raw`(?:credito|saldo a favor) (?:para|en|hacia) (?:el |la |su |mi )?(?:proxim\p{L}*|siguiente|renovacion|otro ano)`,
    ),
  },
  // "me cobran 15 al mes de 'renta de equipo' por un modem que NO es de ellos, lo compre yo", "they
  // charge me a rental fee for a router i bought myself": a charge for equipment the person owns.
  ownEquipment: {
    yes: new RegExp(
      String.raw`^(?=[\s\S]*\b(?:rent(?:al|ing)?|leas\p{L}*|renta|alquiler|equipment (?:fee|charge)|cargo (?:de|del|por) (?:equipo|modem|router)|(?:modem|router|equipment|equipo) (?:fee|charge|cargo))\b)[\s\S]*(?:\b(?:modem|router|gateway|equipo|cable box|decodificador)\b[^.!?]{0,60}\b(?:no es (?:de ellos|suyo|del proveedor|de la compania)|es mio|es mia|(?:lo|la) compre|compre yo|i own|i bought|bought (?:it|myself|my own)|i purchased|purchased (?:it|myself)|is mine|(?:not|isn'?t|isnt) (?:theirs|their'?s|from them|yours))|\b(?:my own|mi propio|mi propia|i own (?:the|my|a)|i bought (?:the|my|a|my own)|compre (?:el|mi|un)(?: propio)?) (?:modem|router|gateway))`,
      'u',
    ),
  },
  // "asked if i can start the jan project at my old rate", "que les haga el proyecto con la tarifa de antes".
  oldRateAsked: {
    yes: pattern(
      String.raw`(?:at|for|with|on) (?:my|the|your) (?:old|current|same|previous|existing|usual) (?:rate|price|pricing)`,
      String.raw`(?:keep|hold) (?:my|the|your) (?:rate|price) (?:the same|at \$?\d)`,
      String.raw`(?:con|a|por) (?:la|mi|su) (?:misma )?tarifa (?:de antes|anterior|actual|de siempre)`,
      String.raw`(?:al|con el|por el) (?:mismo )?precio (?:de antes|anterior|de siempre)`,
    ),
  },
  // "otra empresa me ofrece 22.50 la hora", "got an offer from another company for 52k": a real offer.
  outsideOffer: {
    yes: pattern(
      String.raw`(?:otra|otro) (?:empresa|compania|trabajo|lugar|almacen|tienda|patron|empleador) me (?:ofrece|ofrecio|ofrecen|ofrecieron|quiere contratar|da)`,
      String.raw`(?:tengo|me hicieron|me dieron|recibi) una oferta (?:de|en|por parte de) (?:otra|otro)`,
      String.raw`oferta de (?:otra|otro) (?:empresa|compania|trabajo|lugar)`,
      String.raw`(?:another|other|a different|a competing|a rival) (?:company|employer|place|job|warehouse|store|firm) (?:offered|is offering|offers|wants to hire|will pay)`,
      String.raw`(?:got|have|received|i have) (?:an|a job|a competing|another) offer (?:from|at) (?:another|a different|other|a competitor)`,
      String.raw`competing offer`,
    ),
  },
  // "yo pedi 52", "i asked for 80k", "les dije que quiero 20 la hora": the number already given to them.
  askStated: {
    yes: pattern(
      String.raw`(?:i|yo|ya) (?:asked for|asked|requested|countered (?:at|with)?|pedi|les pedi|le pedi|solicite|ped[ií] como)\s+(?:(?:like|about|around|como|unos)\s+)?\$?\d[\d.,]*k?`,
      String.raw`(?:i )?told (?:them|her|him|the recruiter) i (?:want|need|was looking for)\s+(?:(?:like|about|around)\s+)?\$?\d[\d.,]*k?`,
      String.raw`(?:les|le) dije que (?:quiero|quería|queria|necesito|busco)\s+(?:(?:como|unos)\s+)?\$?\d[\d.,]*k?`,
    ),
  },
  // "i have another interview final round next week", "tengo otra entrevista la otra semana": another
  // process under way, not an offer (an offer in hand is outsideOffer).
  otherInterview: {
    yes: pattern(
      String.raw`(?:another|other|a second|one more|2nd) (?:job )?interview`,
      String.raw`(?:final|last|2nd|second|third) round (?:interview )?(?:with|at|for) (?:another|a different|other|a second)`,
      String.raw`interviewing (?:with|at|elsewhere|for other|for another|somewhere else)`,
      String.raw`(?:otra|segunda) entrevista`,
      String.raw`entrevista (?:final )?(?:con|en) (?:otra|otro) (?:empresa|compania|lugar|trabajo)`,
      String.raw`(?:en|un) proceso (?:de seleccion )?con (?:otra|otro) (?:empresa|compania|lugar)`,
    ),
  },
  // "the recruiter emailed that the budget is capped at 75k", "mi supervisor ya me dijo que solo pueden
  // darme 50 centavos más": the other side's ceiling on pay, already said.
  payCapped: {
    yes: pattern(
      String.raw`capped at`,
      String.raw`caps? (?:out )?at`,
      String.raw`tops? out at`,
      String.raw`top of (?:the |their )?(?:band|range)`,
      String.raw`(?:budget|band|range|pay) (?:is|was) (?:capped|maxed|fixed)`,
      String.raw`(?:the )?most they can (?:do|go|pay|offer)`,
      String.raw`can'?t go (?:above|over|higher than|past)`,
      String.raw`tope`,
      String.raw`lo (?:maximo|mas) que (?:pueden|puede|podian|podia) (?:dar|pagar|ofrecer|subir)`,
      String.raw`(?:solo|nada mas) (?:me )?(?:pueden|puede|podian|podia) (?:dar|subir|pagar)(?:me)?`,
      String.raw`no (?:pueden|puede) (?:pasar|subir) de`,
      // "base max is 76k and thats final", "el maximo del salario es 76 mil", "76k is the max".
      String.raw`(?:base|salary|pay|band|budget) (?:max|maximum|ceiling|limit) (?:is|was)`,
      String.raw`(?:max|maximum) (?:base|salary|pay) (?:is|was)`,
      String.raw`\d[\d.,]*\s?k? (?:is|was) (?:the |their |our )?(?:max|maximum|ceiling|limit)\b`,
      // "she said max is 51 bc of internal equity", "the max they can do is 51", "lo maximo es 51".
      String.raw`(?:said|says|told me|dijo|dice) (?:the |their |that )?(?:max|maximum|ceiling|limit|maximo|limite|tope) (?:they can (?:do|pay|offer) )?(?:is|was|es|era|would be|seria)\s*\$?\d`,
      String.raw`internal (?:pay )?equity`,
      String.raw`equidad (?:salarial )?interna`,
      String.raw`(?:el )?(?:maximo|limite) (?:del |de |para el )?(?:salario|sueldo|base|pago|presupuesto) (?:es|era|seria)`,
      String.raw`\d[\d.,]*\s?(?:k|mil)? (?:es|era) (?:el |su |lo )?(?:maximo|limite|mas que pueden)\b`,
    ),
  },
  // "si no pago el precio nuevo dejan de entregar el lunes", "they'll stop deliveries Monday".
  supplyStopThreat: {
    yes: pattern(
      String.raw`(?:dejan|dejaran|van a dejar|dejarian|dejara|va a dejar) de (?:entregar|surtir|enviar|mandar|vender|abastecer)(?:me|nos)?`,
      String.raw`(?:suspenden|suspenderan|van a suspender|cortan|cortaran|van a cortar|paran|pararan) (?:las |el |los )?(?:entregas|suministro|envios|pedidos)`,
      String.raw`(?:stop|halt|suspend|cut off|pause) (?:the |our |my |all )?(?:deliveries|delivering|supply|supplying|shipments|shipping|orders)`,
      String.raw`(?:no|ya no) (?:me |nos )?(?:entregan|entregaran|van a entregar|surten|van a surtir) (?:mas )?(?:hasta|si no|a menos)`,
    ),
  },
  // NSF fees for a check the bank returned or kept re-submitting: not a debit-card opt-in question.
  checkReturned: {
    yes: pattern(
      String.raw`(?:nsf|returned item|insufficient funds|fondos insuficientes)\b[^.!?]{0,60}\b(?:check|cheque)`,
      String.raw`(?:check|cheque)\b[^.!?]{0,60}\b(?:re-?submit\p{L}*|resubmit\p{L}*|re-?present\p{L}*|bounced|rebot\p{L}*|devuelto)`,
      String.raw`(?:re-?submit|resubmit|re-?present|volvieron a (?:meter|pasar|presentar))\p{L}*\b[^.!?]{0,40}\b(?:check|cheque)`,
    ),
  },
  // "el vendedor dijo que el modem era gratis", "they told me the router was included".
  toldEquipmentFree: {
    yes: pattern(
      String.raw`(?:modem|router|equipo|equipment|receiver|box|cable box|decodificador)s?\b[^.!?]{0,40}\b(?:era|es|seria|estaba|was|is|would be|came)\b[^.!?]{0,25}\b(?:gratis|free|incluid[oa]s?|included|sin costo|no cost|at no charge)`,
      String.raw`(?:gratis|free|incluid[oa]s?|included|sin costo)\b[^.!?]{0,20}\b(?:el |la |los |the )?(?:modem|router|equipo|equipment)`,
      String.raw`(?:con|with) (?:el |the )?(?:modem|router|equipo|equipment) (?:incluido|included)`,
    ),
  },
  // Set by splitAfterCancel from where each charge sits, never by words alone.
  afterCancelToo: { yes: /(?!)/u },
  // The building changed hands ("new owners so the old lease doesnt count").
  newOwner: {
    yes: pattern(
      String.raw`new (?:owner|owners|landlord|management|property manager)`,
      String.raw`(?:sold|vendio|vendieron) (?:the |el |la )?(?:building|edificio|apartment|apartamento|property|propiedad|casa)`,
      String.raw`(?:nuevo|nuevos|nueva|nuevas) (?:dueno|duenos|duena|propietario|propietarios|administracion|casero)`,
    ),
  },
  // Told to leave without a court: "pay the new rent or move out", "que busque otro lugar".
  collectionsThreat: {
    yes: pattern(
      String.raw`(?:send|sending|sent|turn|turning|hand|handing|put|putting|refer|referring|go|goes|going)\s+(?:(?:me|you|us|it|this|the (?:account|bill|balance|debt))\s+)?(?:over\s+)?(?:to|in|into)\s+(?:a\s+)?collections?(?! agency)`,
      String.raw`(?:send|turn|hand|put|refer)\w*\s+(?:(?:me|you|us|it|this)\s+)?(?:over\s+)?to\s+(?:a\s+)?collection agency`,
      String.raw`(?:mand|envi|pas|turn)\p{L}*\s+(?:(?:lo|la|me|nos|le)\s+)?a\s+(?:una\s+(?:agencia de\s+)?)?(?:cobranzas?|cobros|colecciones|agencia de cobr\p{L}*)`,
      // "I will send the rest of the carpet cost to collections", "mando el resto de la alfombra a cobranza".
      String.raw`(?:send|sends|sending|turn|turns|turning|hand|hands|handing|refer|refers|referring)\s+(?:the\s+)?(?:rest|remainder|balance|cost|amount|difference)(?:\s+[\p{L}']+){0,4}\s+(?:over\s+)?to\s+(?:a\s+)?collections?`,
      String.raw`(?:mand|envi|pas)\p{L}*\s+(?:el resto|lo demas|la diferencia|el saldo|lo que falta)(?:\s+\p{L}+){0,4}\s+a\s+(?:una\s+(?:agencia de\s+)?)?(?:cobranzas?|cobros|colecciones)`,
    ),
  },
  nonprofit: {
    yes: pattern(
      String.raw`non[\s-]?profit`,
      String.raw`not[\s-]for[\s-]profit`,
      'sin fines de lucro',
      'sin animo de lucro',
      'no lucrativo',
    ),
  },
  dental: {
    yes: pattern(
      String.raw`dentists?`,
      'dental',
      String.raw`dentistas?`,
      // A crown, never the debt buyer Crown Asset.
      'crown(?! asset)',
      'root canal',
      'filling',
      'corona (?:de|dental)',
      'muela',
      'endodoncia',
      'tratamiento de conducto',
      'empaste',
    ),
  },
  replacementClause: {
    yes: pattern(
      String.raw`(?:replacement|frequency) (?:clause|rule|limit\p{L}*|provision)`,
      String.raw`(?:clausula|regla|limite|limitacion) de (?:reemplazo|reposicion|frecuencia)`,
      String.raw`(?:once|one) every \d+ years`,
      String.raw`(?:una vez )?cada \d+ anos`,
      String.raw`(?:already|previously) (?:had|got|placed|put) (?:a |an )?(?:crown|bridge|implant)`,
      String.raw`ya me (?:pusieron|hicieron|colocaron) (?:una |un )?(?:corona|puente|implante)`,
    ),
  },
  alternateBenefit: {
    yes: pattern(
      String.raw`alternat(?:e|ive) benefits?`,
      'least expensive alternative',
      String.raw`beneficio (?:alternativo|alterno)`,
      'tratamiento (?:mas barato|alternativo)',
    ),
  },
  incomeTooHigh: {
    yes: pattern(
      String.raw`(?:make|makes|earn|earns|making|earning|income is) (?:way )?too much`,
      String.raw`(?:over|above|exceed\p{L}*) the (?:income )?(?:limit|cutoff|cut-off|threshold)`,
      String.raw`(?:don'?t|doesn'?t|do not|does not|wouldn'?t|won'?t) qualify for (?:charity|financial|any|the)`,
      String.raw`(?:gano|gana|ganamos|ganan|ingreso es|ingresos son) (?:demasiado|mucho|muy alto|muy altos)`,
      String.raw`no (?:califico|califica|calificamos|calificaria|calificaba) (?:para|a) (?:la |el |ningun\p{L}* )?(?:ayuda|asistencia|caridad|programa|descuento)`,
      String.raw`(?:pasa|paso|supera|supero) (?:el|del) limite de ingresos`,
    ),
  },
  deductibleMet: {
    yes: pattern(
      String.raw`deductible (?:is |was |has been |'?s )?(?:already |all )?(?:met|done|maxed|satisfied|paid (?:off|up)|hit|reached|covered)`,
      String.raw`(?:met|hit|reached|maxed out|satisfied|paid off|finished) (?:my|our|the) (?:\w+ )?deductible`,
      String.raw`deducible (?:ya )?(?:esta |está )?(?:cumplido|alcanzado|cubierto|completo|completado|pagado)`,
      String.raw`(?:ya )?(?:cumpli|alcance|complete|pague|cubri) (?:con )?(?:todo )?(?:mi|el) deducible`,
    ),
  },
  photosTaken: {
    yes: pattern(
      String.raw`(?:have|took|take|got|taken|with|kept|saved|tengo|tome|saque|tomamos|guarde|con) (?:\w+ ){0,3}(?:photos?|pictures?|pics|videos?|fotos?|fotografias?)\b`,
      String.raw`(?:photos?|pictures?|pics|videos?|fotos?) (?:of|showing|prove|that show|de|que muestran|donde se ve)`,
      String.raw`(?:move[\s-]?(?:in|out)) (?:photos?|pictures?|pics|videos?)`,
    ),
    // "i didnt take photos at return tho", "no tome fotos": none taken.
    no: pattern(
      String.raw`(?:didn'?t|didnt|did not|never|no) (?:take|took|get|tome|saque|tomamos) (?:any |ningunas? )?(?:photos?|pictures?|pics|videos?|fotos?)`,
    ),
  },
  moveInPhotos: {
    yes: pattern(
      String.raw`move[\s-]?in (?:and move[\s-]?out )?(?:photos?|pictures?|pics|videos?)`,
      String.raw`(?:photos?|pictures?|pics|videos?) (?:from|at|of) (?:the )?(?:move[\s-]?in|when i moved in|before i moved in)`,
      String.raw`(?:fotos?|videos?) (?:de|del dia de) (?:la )?(?:entrada|cuando (?:me mude|entre|llegue))`,
    ),
  },
  noFormGiven: {
    yes: pattern(
      String.raw`(?:didn'?t|did not|never|won'?t|wouldn'?t|refused to) (?:give|send|hand|offer|show) (?:me |us )?(?:any |a |the |an )?(?:form|application|paperwork|policy)`,
      String.raw`no (?:form|application|paperwork) (?:was )?(?:given|offered|sent)`,
      String.raw`no (?:me |nos )?(?:dio|dieron|dan|mando|mandaron|ofrecio|ofrecieron|quiso dar|quisieron dar) (?:ningun\p{L}* |el |la |una |un )?(?:formulario|forma|solicitud|aplicacion|papel\p{L}*|politica)`,
    ),
  },
  assistancePending: {
    yes: pattern(
      String.raw`(?:i |we )?(?:already |just )?(?:applied|submitted|sent in|sent|filled out|filled in|turned in|mailed|completed|handed in|put in)(?: (?:my|the|their|an?|our))?(?: \p{L}+){0,2} (?:financial (?:assistance|aid|help) |charity(?: care)? |fap |assistance )?(?:application|form|paperwork)`,
      String.raw`(?:i |we )(?:already |just )?applied for (?:financial (?:assistance|aid|help)|charity care|assistance|help)`,
      String.raw`(?:my|the|our) (?:financial (?:assistance|aid) |charity(?: care)? |assistance )?application (?:is|was|'?s) (?:still )?(?:pending|under review|being reviewed|in review|in process|processing)`,
      String.raw`while (?:they|you|it'?s|its|it is) (?:review\p{L}*|process\p{L}*|decid\p{L}*|look\p{L}* at) (?:it|my application|the application)`,
      String.raw`(?:llene|llenamos|envie|enviamos|mande|mandamos|entregue|entregamos|presente|presentamos|complete|completamos|meti|metimos|hice)(?: (?:la|mi|el|una|un|los|mis))? (?:solicitud|aplicacion|formulario|papeles|documentos)(?: de (?:la )?(?:ayuda|asistencia|caridad)(?: financiera)?)?`,
      String.raw`(?:ya )?(?:aplique|aplicamos|solicite|solicitamos) (?:a |para |por )?(?:la )?(?:ayuda|asistencia|caridad)(?: financiera)?`,
      String.raw`(?:mi|la|nuestra) solicitud (?:ya )?(?:esta|sigue|queda) (?:en (?:revision|tramite|proceso)|pendiente)`,
      String.raw`mientras (?:la|lo) (?:revisan|procesan|deciden|estudian|evaluan)`,
    ),
    no: pattern(
      String.raw`(?:denied|rejected|declined|turned down|approved|decided on) (?:my |our |the )?(?:financial (?:assistance|aid) |charity(?: care)? |assistance )?(?:application|request)`,
      String.raw`(?:application|request) (?:was|got|has been|is) (?:denied|rejected|declined|turned down|approved)`,
      String.raw`(?:negaron|rechazaron|aprobaron|denegaron|decidieron) (?:la |mi |nuestra )?(?:solicitud|aplicacion)`,
      String.raw`(?:solicitud|aplicacion) (?:fue |la |ya )?(?:negada|rechazada|aprobada|denegada|negaron|rechazaron|aprobaron)`,
      String.raw`(?:me |nos )(?:la |lo )?(?:negaron|rechazaron|aprobaron)`,
    ),
  },
  noIncomeProof: {
    yes: pattern(
      String.raw`(?:no|don'?t|do not|dont|never) (?:have |get |got )?(?:any )?(?:pay ?stubs?|paystubs?|check stubs?|pay slips?)`,
      String.raw`(?:paid|pay me|pays me|work(?:ing)? for|get paid) (?:in |with )?cash`,
      String.raw`cash (?:job|jobs|income|work|only)`,
      String.raw`no (?:tengo|tenemos|me dan) (?:los |unos )?(?:talones|talon|comprobantes? de (?:pago|ingresos?)|recibos? de (?:pago|nomina)|colillas?)`,
      String.raw`(?:trabajo|trabajamos|me pagan|nos pagan|cobro|gano) (?:todo )?(?:en|con) efectivo`,
    ),
  },
  estimateDisowned: {
    yes: pattern(
      String.raw`(?:estimate|quote)\s+(?:was|is|were)\s+['"‘’“”]?(?:just\s+|only\s+)?(?:an?\s+)?['"‘’“”]?(?:approximate|approximation|ballpark|rough|guess|not binding|non-?binding|estimate)`,
      String.raw`(?:estimates?|quotes?)\s+(?:are|is|were|was|aren'?t|isn'?t)\s+(?:never|not|rarely|just not)?\s*(?:exact|binding|final|firm|guaranteed)`,
      String.raw`(?:it'?s|its|it was|was|is)\s+(?:just|only)\s+an?\s+(?:estimate|approximation|ballpark)`,
      String.raw`(?:difference|extra|rest|overage|the more)\s+(?:is|was|comes|came)\s+(?:from|for)\s+(?:the\s+)?(?:lab|labs|laboratory|pathology|another provider)`,
      String.raw`(?:extra|difference|rest|overage)\s+(?:was|is|were|are)\s+(?:for\s+|from\s+)?(?:the\s+)?(?:lab|labs|laboratory)(?:\s+(?:fees?|charges?|costs?|work|bill))?`,
      String.raw`(?:estimado|presupuesto|cotizacion)\s+(?:era|es|fue)\s+(?:solo\s+|nomas\s+)?(?:un\s+|una\s+)?['"‘’“”]?(?:aproximado|aproximada|aproximacion|estimado|calculo|orientativo|no (?:es |era )?fijo)`,
      String.raw`(?:estimados?|presupuestos?|cotizacion(?:es)?)\s+(?:nunca\s+|no\s+)(?:es|era|son|eran|fue)\s+(?:fijos?|exactos?|finales?|definitivos?|obligatorios?)`,
      String.raw`(?:solo|nomas)\s+(?:era\s+|es\s+|fue\s+)?(?:un|una)\s+(?:estimado|aproximado|aproximacion|calculo)`,
      String.raw`(?:diferencia|extra|resto)\s+(?:es|era|viene|vino|fue)\s+(?:del?|por el|por)\s+(?:laboratorio|lab)`,
    ),
  },
  estimateApprox: {
    yes: pattern(
      String.raw`(?:estimate|quote)\s+(?:was|is|were)\s+['"‘’“”]?(?:just\s+|only\s+)?(?:an?\s+)?['"‘’“”]?(?:approximate|approximation|ballpark|rough|guess|not binding|non-?binding|estimate)`,
      String.raw`(?:estimates?|quotes?)\s+(?:are|is|were|was|aren'?t|isn'?t)\s+(?:never|not|rarely|just not)?\s*(?:exact|binding|final|firm|guaranteed)`,
      String.raw`(?:it'?s|its|it was|was|is)\s+(?:just|only)\s+an?\s+(?:estimate|approximation|ballpark)`,
      String.raw`(?:estimado|presupuesto|cotizacion)\s+(?:era|es|fue)\s+(?:solo\s+|nomas\s+)?(?:un\s+|una\s+)?['"‘’“”]?(?:aproximado|aproximada|aproximacion|estimado|calculo|orientativo|no (?:es |era )?fijo)`,
      String.raw`(?:estimados?|presupuestos?|cotizacion(?:es)?)\s+(?:nunca\s+|no\s+)(?:es|era|son|eran|fue)\s+(?:fijos?|exactos?|finales?|definitivos?|obligatorios?)`,
      String.raw`(?:solo|nomas)\s+(?:era\s+|es\s+|fue\s+)?(?:un|una)\s+(?:estimado|aproximado|aproximacion|calculo)`,
    ),
  },
  extraForLab: {
    yes: pattern(
      String.raw`(?:difference|extra|rest|overage|the more)\s+(?:is|was|comes|came|were|are)\s+(?:from|for)\s+(?:the\s+)?(?:lab|labs|laboratory|pathology)`,
      String.raw`(?:extra|difference|rest|overage)\s+(?:was|is|were|are)\s+(?:the\s+)?(?:lab|labs|laboratory)(?:\s+(?:fees?|charges?|costs?|work|bill))?`,
      String.raw`(?:diferencia|extra|resto)\s+(?:es|era|viene|vino|fue)\s+(?:del?|por el|por)\s+(?:laboratorio|lab)`,
    ),
  },
  extraAdded: {
    yes: pattern(
      String.raw`(?:extra|difference|rest|overage|more)\s+(?:is|was|were|are|comes|came)\s+(?:because|since|due to|for)\b[^.?!]{0,60}\b(?:added|add(?:ed)?-?on|extra (?:test|scan|views?|images?|procedure)|contrast|additional)`,
      String.raw`\b(?:radiologist|doctor|dr|technician|tech|nurse|surgeon|provider|they)\s+(?:added|ordered|did|used|gave)\s+(?:an?\s+|the\s+|some\s+)?(?:extra\s+|additional\s+|another\s+)?(?:contrast|test|scan|views?|images?|procedure|injection|shot|dye)`,
      String.raw`(?:diferencia|extra|resto)\s+(?:es|era|fue|viene|vino)\s+(?:porque|por que|por)\b[^.?!]{0,60}\b(?:agrego|agregaron|anadio|anadieron|contraste|adicional|otra prueba|otro estudio)`,
      String.raw`\b(?:radiologo|doctora?|medic[oa]|tecnic[oa]|enfermer[oa]|le|me)\s+(?:agrego|agregaron|anadio|anadieron|puso|pusieron|hizo|hicieron)\s+(?:un\s+|una\s+|el\s+|la\s+)?(?:contraste|prueba|estudio|inyeccion|tinte)`,
    ),
  },
  waiverClaimed: {
    yes: pattern(
      String.raw`(?:consent|waiver|notice and consent) (?:form|paper|document)`,
      String.raw`(?:signed|sign) (?:a |the |some )?(?:waiver|consent)`,
      String.raw`(?:waived|waive|signed away|gave up) (?:my |the |your )?(?:in[\s-]?network |surprise billing |no surprises )?(?:protection|rights?)`,
      String.raw`(?:formulario|forma|hoja|papel|documento) de (?:consentimiento|renuncia)`,
      String.raw`(?:firme|firmo|firmé) (?:un |una |el |la )?(?:consentimiento|renuncia)`,
      String.raw`renuncie a (?:mi |la )?proteccion`,
    ),
  },
  todayOnly: {
    yes: pattern(
      String.raw`(?:if|only if|as long as|provided) (?:i|we) (?:sign|pay|agree|accept|commit)[^.!?]{0,40}(?:today|right now|on the spot|tonight|by end of day)`,
      String.raw`(?:si|solo si|siempre que) (?:firmo|firmamos|pago|pagamos|acepto|aceptamos)[^.!?]{0,40}(?:hoy|ahorita|ahora mismo|en este momento|esta noche)`,
      String.raw`(?:offer|deal|price|oferta|precio)[^.!?]{0,20}(?:only (?:good|valid) (?:for )?today|expires today|(?:solo|nomas) (?:vale|es valid[oa]) (?:por )?hoy|vence hoy)`,
      String.raw`(?:solo|nomas) por hoy`,
    ),
  },
  lawClaimed: {
    yes: pattern(
      String.raw`(?:the )?law (?:lets|allows|says|permits)`,
      String.raw`(?:it'?s|its|it is|perfectly|totally) legal (?:for|to)`,
      String.raw`(?:legally|by law) (?:he|she|they|we|i) (?:can|may|are allowed)`,
      String.raw`(?:la )?ley (?:le |les |nos |me )?(?:permite|deja|dice que (?:puede|pueden))`,
      String.raw`(?:dice|dijo|dicen|dijeron|segun (?:el|ella|ellos)) que (?:es|esta) (?:legal|permitido)`,
    ),
  },
  // "llamé a la oficina de vivienda y mi edificio sí está bajo la RSO", "LAHD said my building is exempt".
  rentLimitCovered: {
    yes: pattern(
      String.raw`(?:lahd|hcidla|housing (?:department|dept|office)|rent (?:board|program|stabilization)|oficina de vivienda|departamento de vivienda|programa de (?:vivienda|renta))\b[^.!?]{0,80}?\b(?:is|are|it'?s|esta|si esta|sí está)\s+(?:covered|under (?:the )?(?:rso|rent (?:control|stabilization|stabilisation)|ordinance)|rent[\s-](?:controlled|stabilized)|bajo (?:la )?(?:rso|ordenanza|estabilizacion|control de rentas?)|cubiert[oa])`,
    ),
    no: pattern(
      String.raw`(?:lahd|hcidla|housing (?:department|dept|office)|rent (?:board|program|stabilization)|oficina de vivienda|departamento de vivienda|programa de (?:vivienda|renta))\b[^.!?]{0,80}?\b(?:(?:is|are|it'?s)\s+not|isn'?t|aren'?t|no esta|no)\s+(?:covered|under|rent[\s-](?:controlled|stabilized)|bajo|cubiert[oa])`,
      String.raw`(?:lahd|hcidla|housing (?:department|dept|office)|rent (?:board|program|stabilization)|oficina de vivienda|departamento de vivienda|programa de (?:vivienda|renta))\b[^.!?]{0,80}?\b(?:exempt|exent[oa])\b`,
    ),
  },
  moveOutThreat: {
    yes: pattern(
      String.raw`(?:or|either)\b[^.!?]{0,30}\b(?:move out|find another place|get out|leave)(?! it\b)`,
      String.raw`move out by`,
      // "otherwise i have to move out in 60 days", "if not, he wants us out".
      String.raw`(?:otherwise|or else|if not|if i don'?t|if i do not)\b[^.!?]{0,30}\b(?:move out|get out|leave|vacate|be out)\b`,
      String.raw`kick(?:ed|ing)? (?:me|us) out`,
      String.raw`(?:evict|evicting|eviction)`,
      String.raw`busque (?:otro lugar|otra casa|otro apartamento|donde vivir)`,
      // "que me mude" is an order to leave; "me mude el 30" (me mudé, accent dropped) is the move itself.
      String.raw`que (?:me|nos) (?:mude|mudemos)`,
      String.raw`(?:que )?(?:me|nos) (?:vaya|vayamos|salga|salgamos)`,
      // "si no le gusta, que se vaya": the landlord's words to the tenant, told in the third person.
      String.raw`si no (?:le|les) gusta,? (?:que )?se (?:vaya|vayan|mude|muden)`,
      // "if i don't like it i can leave", "if you don't like it, move".
      String.raw`if (?:i|you|u|we) (?:don'?t|dont|do not) like it,? (?:i|you|u|we) (?:can|could|should|may) (?:leave|move|go)`,
      String.raw`(?:me|nos) (?:saque|saca|va a sacar|quiere sacar|van a sacar|echa|va a echar|quiere echar)`,
      String.raw`desalojo|desalojar(?:me|nos)?`,
    ),
  },
  // A stay booked ahead ("booked a hotel", "la reserva", "2 nights at 149"); with a cancellation,
  // one charge for a reservation, not a subscription that kept billing.
  bookingCancelled: {
    yes: pattern(
      String.raw`(?:booked|booking|reservation|reserved|reserva|reservacion|reserve)\b[^.!?]{0,60}\b(?:hotel|room|stay|night|airbnb|vrbo|habitacion|noche|estadia|cabin|cabana)`,
      String.raw`(?:hotel|room|stay|airbnb|vrbo|habitacion|estadia|cabin|cabana)\b[^.!?]{0,60}\b(?:booked|booking|reservation|reserved|reserva|reservacion|reserve)`,
      String.raw`(?:nights?|noches?) (?:at|a|de) \$?\d[\d.,]*`,
    ),
  },
  interstate: {
    yes: pattern(
      'interstate',
      'across state lines',
      'out of state',
      'to another state',
      'a otro estado',
      'entre estados',
      'de un estado a otro',
    ),
    no: pattern(
      'same state',
      String.raw`within (?:the )?state`,
      'local move',
      'across town',
      'mismo estado',
      'dentro del estado',
      'mudanza local',
      'misma ciudad',
    ),
  },
  payDiscussion: {
    yes: pattern(
      String.raw`(?:talk|talking|talked|discuss|discussing|discussed|mention|mentioning|bring up|bringing up) (?:about )?(?:his|her|their|a coworker'?s|my coworker'?s|coworkers'?|other people'?s) (?:pay|salary|wages?)`,
      String.raw`(?:discuss|discussing|talking about|talk about) (?:pay|salaries|salary|wages) (?:with|among) (?:coworkers|co-workers|colleagues)`,
      String.raw`found out (?:that )?(?:a |the |my )?(?:new )?(?:guy|girl|coworker|co-worker|colleague|hire|woman|man|person)\b[^.!?]{0,60}\b(?:makes|making|paid|hired at|earns|gets)`,
      String.raw`(?:hablar|hable|mencionar) (?:del|de su|de lo que gana|sobre el) (?:sueldo|salario|pago)`,
      String.raw`(?:mi )?(?:companero|companera|colega) (?:nuevo |nueva )?(?:gana|cobra)`,
      String.raw`supe que (?:un|una|el|la|mi) [^.!?]{0,40}\b(?:gana|cobra)`,
      // "que no ande hablando de sueldos con los compañeros", "no comente su salario con nadie"
      String.raw`(?:hablar|hablando|hable|hablemos|comentar|comentando|comente|platicar|platicando|platique|compartir|comparar|discutir) (?:de |sobre )?(?:los |el |su |sus |nuestros |nuestro |mi |mis )?(?:sueldos?|salarios?|pagos?|lo que (?:gano|ganamos|gana|ganan)) con (?:los |las |mis |sus |nuestros |nuestras |el |la )?(?:compa[nñ]eros?|compa[nñ]eras?|colegas?|nadie|otros|otras|los demas|demas|el resto|resto del equipo)`,
      // "told me not to talk about our pay with the other guys", "no discussing wages"
      String.raw`(?:talk|talking|discuss|discussing|share|sharing|compare|comparing) (?:about )?(?:our |my |your |their )?(?:pay|salaries|salary|wages?|paychecks?|raises?) (?:with|among|to) (?:the |my |your |our |other |any )*(?:coworkers|co-workers|colleagues|others|anyone|anybody|guys|team|people)`,
    ),
  },
  dealerSale: {
    yes: pattern(
      'dealer',
      'dealership',
      'car lot',
      'used car lot',
      'buy here pay here',
      'en un lote',
      'del lote',
      'el lote',
      'concesionario',
      'concesionaria',
      'agencia de (?:autos|carros)',
    ),
    no: pattern(
      'private seller',
      'private sale',
      'private party',
      'craigslist',
      'facebook marketplace',
      'marketplace',
      'vendedor particular',
      'de un particular',
      'a un particular',
    ),
  },
  airTravel: {
    yes: pattern(
      String.raw`flights?`,
      'flew',
      'airlines?',
      'airport',
      'boarding pass',
      'checked bags?',
      'carry[- ]on',
      'vuelos?',
      String.raw`vole (?:de|a|con|desde|por)`,
      'volamos',
      'aerolineas?',
      'aeropuerto',
      'maleta documentada',
      'equipaje documentado',
      'pase de abordar',
    ),
    no: pattern(
      'rental car',
      'car rental',
      'rented a car',
      'rent a car',
      'rental counter',
      'auto de renta',
      'auto rentado',
      'carro rentado',
      'carro de renta',
      'coche de alquiler',
      'rente un (?:auto|carro|coche)',
      'alquile un (?:auto|carro|coche)',
    ),
  },
  hospital: {
    yes: pattern(
      'hospital',
      'hospitals',
      'hospitalizacion',
      'hospitalizada',
      'hospitalizado',
      'er visit',
      'emergency room',
      'sala de emergencias',
      'urgencias',
      'emergencias',
    ),
  },
  hardship: {
    yes: pattern(
      String.raw`gano (?:muy )?poco`,
      String.raw`(?:make|earn|only make|only earn) (?:very )?little`,
      String.raw`(?:gano|make|earn) (?:como |unos |alrededor de |about |like |around )?\$?\d[\d.,]* (?:al mes|a month|per month|por mes)`,
      'no puedo pagar(?:lo|la)? todo',
      // "i only have about 1.2k right now, paycheck is dec 5": short of the sum today, not disputing it.
      String.raw`(?:i )?only (?:have|got) (?:about |like |around )?\$?\d[\d.,]*k?(?: dollars| bucks)? (?:right now|now|today|on hand|saved|until|till)`,
      String.raw`solo tengo (?:unos |como |alrededor de )?\$?\d[\d.,]*k?(?: dolares)? (?:ahora|ahorita|hoy|por ahora|hasta)`,
      String.raw`can'?t pay (?:it |this |that )?all at once`,
      "can'?t afford",
      'cannot afford',
      "can'?t pay",
      'cannot pay',
      'no way i can pay',
      'lost my job',
      'unemployed',
      'low income',
      'no puedo pagar',
      'no (?:la |lo )?puedo pagar',
      'no me alcanza',
      'no tengo (?:el )?dinero',
      'perdi mi trabajo',
      'desempleado',
      'desempleada',
      'bajos ingresos',
      // "they want 400/month which i cant do, rent is already half my pay"
      String.raw`(?:i )?(?:can'?t|cannot|cant) (?:do|manage|swing|make) (?:that|it|this|those)`,
      String.raw`(?:rent|renta) (?:is|es) (?:already |ya )?(?:half|la mitad)`,
      String.raw`(?:no puedo|no podemos) con (?:eso|ese pago|esos pagos)`,
      String.raw`paycheck to paycheck|de cheque en cheque|al dia con lo justo`,
    ),
  },
};

/**
 * "la factura con 15% mas", "an invoice 15% higher", "un aumento del 12%": a supplier's price up by a
 * share, with no old and new price side by side.
 */
const PERCENT_RISE = pattern(
  String.raw`\d+(?:[.,]\d+)? ?(?:%|por ?ciento) (?:mas|more|higher|extra|arriba|de aumento|increase)`,
  String.raw`(?:aumento|incremento|subida|alza) (?:de |del )\d+(?:[.,]\d+)? ?(?:%|por ?ciento)`,
  String.raw`\d+(?:[.,]\d+)? ?(?:%|por ?ciento) (?:price )?(?:increase|hike|raise)`,
);

/**
 * The flags already read for a text during the reading in progress: a conversation is read again
 * for its first matter, its earlier turns and its latest message, and the same text's hundreds of
 * flag patterns need running once. Set only while `readConversation` runs, then dropped: nothing a
 * person typed outlives the reading of their message.
 */
let flagsRead: Map<string, CaseFlags> | undefined;

function readFlags(folded: string): CaseFlags {
  const known = flagsRead?.get(folded);
  if (known) return { ...known };
  const flags = readFlagsOnce(folded);
  flagsRead?.set(folded, { ...flags });
  return flags;
}

function readFlagsOnce(folded: string): CaseFlags {
  const flags: { -readonly [K in keyof CaseFlags]: CaseFlags[K] } = {};
  for (const [name, rule] of Object.entries(FLAG_RULES) as [
    keyof CaseFlags,
    { yes: RegExp; no?: RegExp },
  ][]) {
    if (rule.no?.test(folded)) flags[name] = false;
    else if (rule.yes.test(folded)) flags[name] = true;
  }
  // "la aerolinea cambio el vuelo ... 8 horas despues ... NO aceptamos el cambio y no viajamos": a
  // significant schedule change the person turned down is refunded like a cancellation (DOT rule).
  if (flags.flightCancelled === undefined && significantChangeRefused(folded)) {
    flags.flightChanged = true;
    flags.flightCancelled = true;
  }
  // "ER" is an emergency room only in capitals; "er" is a hesitation: readFlags sees folded text,
  // so the caller adds it from the original.
  return flags;
}

const FLIGHT_CHANGED = pattern(
  // "United changed our flight", not "I changed my flight".
  String.raw`(?<!\b(?:i|we|yo) )(?:changed|moved|rescheduled|pushed (?:back|up)|retimed) (?:my |our |the )(?:\p{L}+ )?(?:flights?|departure|outbound|return flight|return leg)`,
  String.raw`(?:flight|departure)s?\b[^.!?]{0,20}\b(?:was |got |has been )?(?:changed|moved|rescheduled|pushed back)`,
  String.raw`schedule change`,
  String.raw`(?<!\b(?:yo|nosotros) )(?:cambio|cambiaron|movio|movieron|reprogramo|reprogramaron|adelanto|adelantaron|atraso|atrasaron|pospuso|pospusieron) (?:el|mi|nuestro|los|nuestros) vuelos?`,
  String.raw`(?:el|mi|nuestro) vuelo\b[^.!?]{0,30}\b(?:fue |lo )?(?:cambiado|reprogramado|cambiaron|movieron|reprogramaron)`,
  String.raw`cambio de (?:horario|itinerario)`,
);

const CHANGE_REFUSED = pattern(
  String.raw`(?:didn'?t|did not|don'?t|do not|never|won'?t|wouldn'?t) (?:accept|take|agree to|want)\b`,
  String.raw`\b(?:rejected|refused|declined|turned (?:it |that )?down)\b`,
  String.raw`(?:didn'?t|did not|never) (?:fly|travel|go)\b`,
  String.raw`\bno (?:lo |la )?(?:aceptamos|acepte|acepto|aceptaron|tomamos|tome)\b`,
  String.raw`\brechaz\p{L}+`,
  String.raw`\bno (?:viajamos|viaje|volamos|vole|fuimos|fui)\b`,
);

/** The change's size in hours: "8 hours later", "8 horas despues", or "from 8am to 4pm". */
export function flightChangeHours(folded: string): number | undefined {
  const said = [...folded.matchAll(/\b(\d{1,2}(?:\.\d)?) ?(?:hours?|hrs?|horas)\b/gu)].map((m) =>
    Number(m[1]),
  );
  const clock = (h: string, m: string | undefined, ap: string) =>
    (Number(h) % 12) + (ap.startsWith('p') ? 12 : 0) + (m ? Number(m) / 60 : 0);
  const moved =
    /\b(\d{1,2})(?::(\d\d))? ?([ap])\.?m\b[^.!?]{0,25}?\b(?:to|a las|a la|para las|hasta las|a)\s(\d{1,2})(?::(\d\d))? ?([ap])\.?m\b/u.exec(
      folded,
    );
  const shift = moved
    ? Math.abs(clock(moved[4]!, moved[5], moved[6]!) - clock(moved[1]!, moved[2], moved[3]!))
    : undefined;
  const all = [...said, ...(shift !== undefined ? [shift] : [])].filter((h) => h > 0 && h < 48);
  return all.length > 0 ? Math.max(...all) : undefined;
}

/**
 * The month the other side put a later look off to: "maybe in january", "tal vez en enero", "we'll
 * revisit it in march", "hasta enero", "after january" (the month, 1–12).
 */
export function reviewMonthIn(folded: string): number | undefined {
  const month = String.raw`(${EN_MONTH_SOURCE}|${ES_MONTHS.join('|')}|setiembre)`;
  const found = new RegExp(
    String.raw`\b(?:maybe|perhaps|possibly|tal vez|quiza|quizas|a lo mejor|revisit(?: it)?|review(?: it)?|look at it again|revisar(?:lo|emos)?|revisamos|lo vemos|hasta|until|till|after|despues de|starting|come|next)\s+(?:in\s+|en\s+)?${month}(?![\p{L}])`,
    'iu',
  ).exec(folded);
  if (!found?.[1]) return undefined;
  return monthIndex(found[1]) + 1;
}

/**
 * The day of the month a card statement closes: "my statement closes on the 15th", "statement
 * closing date is the 15", "billing cycle ends the 15th", "mi estado de cuenta cierra el 15", "mi
 * fecha de corte es el dia 15", "corta el 15".
 */
export function statementDayIn(folded: string): number | undefined {
  const day = String.raw`(?:the\s+|el\s+(?:dia\s+)?|dia\s+|on\s+(?:the\s+)?|los\s+)?(\d{1,2})(?:st|nd|rd|th)?(?!\d|[.,:]\d|\s*%|\s*(?:days?|dias|de\s+(?:cada\s+)?mes\b(?!\s*de)|of\s+each))`;
  const found = new RegExp(
    String.raw`(?:statements?|billing (?:cycle|period)|cycle|closing date|statement date|estados? de cuenta|fecha de (?:corte|cierre)|ciclo(?: de facturacion)?)\s+(?:\p{L}+\s+){0,2}?(?:closes?|closing|ends?|cuts?|is|are|was|on|cierra|cierran|corta|termina|es|son|cae)(?:\s+(?:date\s+)?(?:is\s+|es\s+)?(?:on\s+)?)?\s*${day}|(?:closing date|statement date|fecha de corte|fecha de cierre|corte)\s*(?:is\s+|es\s+|:\s*)?${day}|(?:statements?|billing (?:cycle|period)|cycle|estados? de cuenta|ciclo(?: de facturacion)?)\s+(?:closes?|ends?|cuts?|cierra|cierran|corta|cortan|termina|terminan)\s+(?:on\s+)?(?:the\s+|el\s+(?:dia\s+)?|dia\s+|los\s+)?(\d{1,2})(?:st|nd|rd|th)?\s+(?:de\s+cada\s+mes|of\s+(?:each|every)\s+month)`,
    'u',
  ).exec(folded);
  // "mis estados de cuenta cierran el 12 de cada mes": a closing day said with its month.
  const value = found ? Number(found[1] ?? found[2] ?? found[3]) : undefined;
  return value !== undefined && value >= 1 && value <= 31 ? value : undefined;
}

/** The airline changed the flight by 3 hours or more, and the person didn't accept it or didn't fly. */
function significantChangeRefused(folded: string): boolean {
  if (!FLIGHT_CHANGED.test(folded) || !CHANGE_REFUSED.test(folded)) return false;
  const hours = flightChangeHours(folded);
  return (hours !== undefined && hours >= 3) || /\bsignifica(?:nt|tivo)\b/u.test(folded);
}

// --- card type and insurance ---

const DEBIT = pattern(
  'debit card',
  'debit',
  'tarjeta de debito',
  'tarjeta d debito',
  'debito',
  'atm',
  'cajero',
  'checking account',
  'cuenta de cheques',
  'savings account',
  'bank account',
  'cuenta bancaria',
  'cuenta del banco',
  // "la tarjeta de la cuenta", "270 gone from checking": a card or money drawn on the bank account.
  String.raw`tarjeta de (?:la|mi) cuenta`,
  String.raw`(?:from|out of) (?:my )?checking`,
  // "me quitaron 230 de mi cuenta con la tarjeta": money taken from the account itself.
  String.raw`(?:quitaron|sacaron|retiraron|desaparecieron|se llevaron|me robaron|me sacaron|me quitaron)\b[^.!?]{0,30}\b(?:de|desde) mi cuenta`,
);
const P2P = pattern(
  String.raw`zell(?:e|ed|ing)`,
  String.raw`venmo(?:ed|ing)?`,
  'cash app',
  'cashapp',
  'paypal',
);
const TRANSFER = pattern('wire transfer', 'bank transfer', 'ach', 'transferencia');
/** A credit card named by its product: "chase sapphire preferred", "venture x", "amex gold". */
const CARD_PRODUCT = String.raw`(?:(?:chase|capital one|citi|amex|american express|wells fargo|bank of america|boa) )?(?:sapphire(?: preferred| reserve)?|freedom (?:unlimited|flex)|venture(?: x)?|quicksilver|savor(?:one)?|double cash|custom cash|premier rewards|active cash|autograph|(?:amex|american express) (?:gold|platinum|blue cash\p{L}*))`;
const CARD_NAME = new RegExp(String.raw`(?<![\p{L}])(${CARD_PRODUCT})(?: card)?(?![\p{L}])`, 'u');
function cardNameIn(folded: string): string | undefined {
  const name = CARD_NAME.exec(folded)?.[1];
  return name
    ? name
        .split(' ')
        .map((word) => (word === 'x' ? 'X' : word.charAt(0).toUpperCase() + word.slice(1)))
        .join(' ')
    : undefined;
}
const CREDIT = pattern(
  CARD_PRODUCT,
  'credit card',
  'tarjeta de credito',
  // "tarjeta d credito": "de" cut short, as people text it.
  'tarjeta d credito',
  'visa',
  'mastercard',
  'amex',
  'american express',
  'discover',
  'card issuer',
  'capital one',
  'synchrony',
);
const NOT_CREDIT = pattern(
  String.raw`(?:not|no|isn'?t|wasn'?t) (?:a |my |mi |la )?(?:credit card|tarjeta de credito|credito)`,
  // "its a visa debit card btw not credit": the network's name on a debit card, and credit denied.
  String.raw`(?:not|isn'?t|wasn'?t) (?:a |my )?credit`,
  String.raw`(?:visa|mastercard) debit`,
);
const NOT_DEBIT = pattern(
  String.raw`(?:not|no|isn'?t|wasn'?t) (?:a |my |mi |la )?(?:debit card|tarjeta de debito|debito)`,
);

function readCardType(folded: string): CardType | undefined {
  if (P2P.test(folded)) return 'p2p';
  const credit = CREDIT.test(folded) && !NOT_CREDIT.test(folded);
  const debit = DEBIT.test(folded) && !NOT_DEBIT.test(folded);
  if (debit && (!credit || NOT_CREDIT.test(folded))) return 'debit';
  if (credit) return 'credit';
  if (TRANSFER.test(folded)) return 'bank_transfer';
  return undefined;
}

const UNINSURED = pattern(
  'no insurance',
  'uninsured',
  "don'?t have (?:any )?(?:health |dental |medical )?insurance",
  'do not have (?:any )?(?:health |dental |medical )?insurance',
  "didn'?t have (?:any )?(?:health |dental |medical )?insurance",
  'did not have (?:any )?(?:health |dental |medical )?insurance',
  // "no dental insurance", "no medical insurance": none for this care.
  'no (?:dental|medical) (?:insurance|coverage)',
  'without insurance',
  'self[\\s-]?pay',
  'paying out of pocket',
  'cash price',
  'no health insurance',
  'not insured',
  'sin seguro',
  'no tengo seguro',
  'no tenia seguro',
  // "no tenemos seguro", "no tenían aseguranza", "no cuento con seguro médico": none for this care.
  String.raw`no (?:tenemos|teniamos|tiene|tenia|tienen|tenian|cuento con|contamos con) (?:ningun )?(?:seguro|aseguranza)(?! de que)`,
  'no tengo aseguranza',
  'pago por mi cuenta',
  'pagar por mi cuenta',
  'pagando por mi cuenta',
  'de mi bolsillo',
);
const INSURED = pattern(
  'my insurance',
  // "we have insurence thru my job", "i have coverage through work": a plan, typos and all.
  String.raw`(?:i|we) (?:have|got|had|do have) (?:health |medical )?(?:insurance|insurence|insurace|insurnce|insuranse|coverage)`,
  String.raw`(?:insurance|insurence|insurace|coverage|seguro|aseguranza) (?:thru|through|from|with|por|de|del) (?:my|our|his|her|mi|el|su) (?:job|work|employer|trabajo|empleo|empleador|esposo|esposa)`,
  'insurance (?:paid|covered|should|denied|said|company|plan)',
  'insured',
  'i have insurance',
  'have health insurance',
  'eob',
  'explanation of benefits',
  'deductible',
  'copay',
  'coinsurance',
  'in[\\s-]network',
  'out[\\s-]of[\\s-]network',
  'my plan',
  'insurer',
  'blue cross',
  'aetna',
  'cigna',
  'united ?healthcare',
  'kaiser',
  'medicaid',
  'medicare',
  'mi seguro',
  // "yo tenia seguro en ese tiempo", "i had insurance then".
  '(?:tengo|tenia|tuve) seguro',
  'i had (?:health )?insurance',
  'aseguradora',
  'mi aseguranza',
  'deducible',
  'copago',
  'dentro de la red',
  'fuera de la red',
  // "el seguro pagaba la mitad", "el seguro la negó": a plan that pays or denies is one the person has.
  String.raw`el seguro (?:me |la |lo |le |se )?(?:pag\p{L}*|cubr\p{L}*|neg\p{L}*|rechaz\p{L}*|aprob\p{L}*|dijo)`,
  'seguro dental',
  'dental (?:insurance|plan)',
  '(?:the )?insurance (?:would|will|was going to|is going to|only) (?:cover|pay)',
);

function readInsurance(folded: string): 'insured' | 'uninsured' | undefined {
  if (UNINSURED.test(folded)) return 'uninsured';
  if (INSURED.test(folded)) return 'insured';
  return undefined;
}

// --- sub-cases ---

/**
 * One purchase charged twice (a duplicate): "charged my visa twice for same stay", "84.37 two times",
 * "me cobraron 2 veces la misma cena", "cargo repetido". Only the second copy is disputed.
 */
const DUPLICATE_SOURCES = [
  'charged (?:me |us )?twice',
  'charged (?:me |us )?(?:2|two) times',
  'double[\\s-]?charged',
  'double charge',
  'duplicate(?:d)? (?:charge|transaction|payment)',
  // "charged my visa twice", "ran my card twice", "billed my debit card 2 times".
  String.raw`(?:charged|billed|ran|hit|swiped|debited|took) (?:me |us )?(?:on )?(?:my|our|the) (?:\p{L}+ ){0,2}?(?:card|visa|mastercard|amex|discover|account|checking|tarjeta) (?:twice|(?:2|two) times)`,
  String.raw`(?:twice|(?:2|two) times) for (?:the |my |our )?(?:same|one|a single|1) (?:\p{L}+ )?(?:stay|night|room|meal|dinner|lunch|order|purchase|transaction|booking|reservation|visit|bill|tab|ticket|charge)`,
  String.raw`(?:the )?same (?:charge|amount|purchase|stay|meal|order|transaction) twice`,
  // "le cobraron dos veces a mi tarjeta", "me cobró 2 veces la misma estadía", "cargo repetido".
  String.raw`cobr(?:o|aron|ado|ada|an|aran) (?:\p{L}+ ){0,4}?(?:2|dos) veces`,
  String.raw`(?:cargo|cobro)s? (?:repetido|duplicado|doble)s?`,
  String.raw`(?:doble|dos) (?:cargos?|cobros?) (?:por|de) (?:la |el |una |un )?(?:misma|mismo|sola|solo)`,
  'me cobraron doble',
  'cobro doble',
  'cargo doble',
  'doble cargo',
  'doble cobro',
];
const DUPLICATE_CHARGE = pattern(...DUPLICATE_SOURCES);

const P = {
  billingError: pattern(
    // "me aparece el cobro 2 veces", "shows up twice on my statement", "the same charge twice".
    String.raw`(?:aparece|aparecen|sale|salen|salio|salieron|esta|estan|shows?(?: up)?|showing|appears?|posted)(?: \p{L}+){0,4} (?:2|dos) veces`,
    String.raw`(?:shows?(?: up)?|showing|appears?|appearing|posted|is on (?:there|my statement|my card)) twice`,
    String.raw`(?:the )?same (?:charge|amount|purchase) twice`,
    String.raw`(?:el )?mismo (?:cargo|cobro|monto) (?:2|dos) veces`,
    'cargo doble',
    'doble cargo',
    'doble cobro',
    'charged (?:me )?twice',
    'charged (?:me )?(?:2|two) times',
    ...DUPLICATE_SOURCES,
    'cobraron (?:2|dos) veces',
    'cobro doble',
    'me cobraron (?:2|dos) veces',
    'cobrado dos veces',
    'double[\\s-]?charged',
    'double charge',
    'duplicate charge',
    'charged two times',
    'wrong amount',
    'never (?:arrived|came|received|got (?:it|the|my))',
    // "nothing came", "nothing ever arrived", "no llegó nada", "nunca nos lo entregaron": goods never delivered.
    ...NOTHING_DELIVERED_SOURCES,
    'not delivered',
    "didn'?t (?:arrive|receive|get)",
    'never delivered',
    "refund (?:never|hasn'?t|has not|didn'?t)",
    'never got (?:my|the) refund',
    'cobro duplicado',
    'cargo duplicado',
    'cobraron dos veces',
    'me cobraron doble',
    'nunca llego',
    'nunca recibi',
    'no me llego',
    'monto equivocado',
    'cantidad equivocada',
    'reembolso nunca',
    'voltearon',
    'invirtieron',
    String.raw`numeros (?:al reves|invertidos|volteados)`,
    'transposed',
    String.raw`flipped the (?:numbers|digits)`,
    String.raw`\d[\d.,]* instead of \$?\d[\d.,]*`,
    String.raw`\d[\d.,]* (?:en vez|en lugar) de \$?\d[\d.,]*`,
    'overcharged',
    'charged (?:me )?(?:more|extra) than',
    // An order paid for that never came: "it was supposed to arrive 6 weeks ago. nothing".
    String.raw`supposed to (?:arrive|be delivered|ship|come)`,
    String.raw`(?:still )?(?:hasn'?t|has not|haven'?t|have not) (?:arrived|come|shown up|been delivered)`,
    String.raw`tracking (?:hasn'?t|has not|never|didn'?t) (?:moved|updated|changed)`,
    String.raw`(?:debia|deberia|tenia que) (?:llegar|haber llegado)`,
    String.raw`(?:todavia|aun) no (?:me )?(?:llega|ha llegado|llego)`,
    // "my sep 18 statement showed the tv and no refund", "still no refund", "y todavía sin reembolso":
    // a return the card never credited.
    String.raw`(?:still|and|but|yet) no (?:refund|credit)(?! (?:policy|needed))`,
    String.raw`(?:returned|return(?:ed)? it|took it back)[^.!?]{0,120}(?:no refund|never (?:got|saw|received) (?:the |my |a )?(?:refund|credit))`,
    String.raw`(?:todavia|aun|y|pero) sin (?:el |mi )?(?:reembolso|credito|devolucion)`,
    // A refund promised and not on the statement: "el reembolso a mi tarjeta ... todavía no aparece".
    String.raw`(?:refund|credit)[^.!?]{0,80}(?:hasn'?t|has not|never|didn'?t|still not|not yet) (?:shown|posted|appeared|showed|hit|come)`,
    String.raw`(?:reembolso|devolucion|credito)[^!?]{0,160}(?:todavia|aun|nunca) no (?:aparece|aparecio|sale|salio|llega|llego|se ve|lo veo)`,
    String.raw`(?:reembolso|devolucion)[^.!?]{0,80}no (?:aparece|aparecio|se ve|ha llegado|ha salido)`,
    // The amount agreed and the amount posted differ: "supposed to be 140, the statement shows 340".
    String.raw`supposed to be (?:\$|us\$)?\d[\d.,]*`,
    String.raw`(?:receipt|ticket)(?: (?:i|we) signed)?(?: (?:literally|clearly|only))? (?:says|shows|said) (?:\$|us\$)?\d[\d.,]*`,
    String.raw`(?:debia|deberia|tenia que) ser (?:de )?(?:\$|us\$)?\d[\d.,]*`,
    String.raw`(?:recibo|ticket|comprobante|voucher)(?: que firme)? (?:dice|decia|marca) (?:\$|us\$)?\d[\d.,]*`,
  ),
  lateFee: pattern(
    'late fee',
    'late payment fee',
    'late charge',
    'paid late',
    'pay(?:ment)? (?:was )?late',
    'cargo por pago atrasado',
    'cargo por pago tardio',
    'cargo por atraso',
    'pague tarde',
    'pago atrasado',
    'recargo por atraso',
  ),
  cardFee: pattern(
    'annual fee',
    'interest',
    'apr',
    'interest rate',
    'foreign transaction fee',
    'balance transfer fee',
    'cash advance fee',
    'over[\\s-]?limit fee',
    'anualidad',
    'cuota anual',
    'intereses',
    'tasa de interes',
    'comision por',
  ),
  bankFee: pattern(
    'overdraft',
    'me sobregire',
    'nsf',
    'insufficient funds',
    'maintenance fee',
    'monthly service fee',
    'account fee',
    'sobregiro',
    'fondos insuficientes',
    'cargo de mantenimiento',
    'cargo mensual de la cuenta',
    'mantenimiento',
  ),
  chargedAgain: pattern(
    'still charg(?:ing|ed)',
    'kept charging',
    'keep charging',
    'keeps charging',
    'charged (?:me )?again',
    String.raw`and again \$?\d[\d.,]*`,
    String.raw`y otra vez \$?\d[\d.,]*`,
    String.raw`(?:me |nos )?(?:siguen|sigue|seguian|siguieron) cobrando`,
    'charging me every month',
    'charged after',
    'charged me after',
    // "i sent the certified letter. they just charged me 150 anyway"
    String.raw`charged (?:me|my card|my account)(?:[^.?!]|\.\d){0,40}\b(?:anyway|anyways|regardless|even so)`,
    String.raw`(?:me )?cobraron(?:[^.?!]|\.\d){0,40}(?:igual|de todos modos|de todas formas)`,
    'siguen cobrando',
    'me siguen cobrando',
    'me cobraron otra vez',
    'me volvieron a cobrar',
    'me cobran despues',
    'todavia me cobran',
    'me siguieron cobrando',
    // "theyve still been taking 24.99 every month", "they keep pulling 30 from my account".
    String.raw`still (?:been |being )?(?:taking|charging|billing|pulling|debiting|deducting|drafting|withdrawing)`,
    String.raw`(?:keep|keeps|kept) (?:taking|pulling|debiting|deducting|drafting|withdrawing|billing)`,
    String.raw`(?:me )?(?:siguen|sigue|seguian|siguieron) (?:sacando|descontando|quitando|debitando|cargando)`,
    String.raw`todavia me (?:cobran|sacan|descuentan|quitan)`,
  ),
  rentIncrease: pattern(
    'rent increase',
    'raise (?:the|my|our) rent',
    'raising (?:the|my|our) rent',
    'rent (?:is )?going up',
    'rent went up',
    'increase (?:my|the|our) rent',
    'increasing (?:my|the|our) rent',
    'new rent',
    'renewal',
    'renew',
    'subir la renta',
    'sube la renta',
    'suben la renta',
    'aumento de (?:la )?renta',
    'subir el alquiler',
    'aumento del alquiler',
    'aumentar la renta',
    'me suben la renta',
    'renovacion',
    'renovar',
    'up to',
    'raise it',
    String.raw`(?:the |my |our )?(?:rent|renta|alquiler) (?:goes up|will go up|is going up|increases?|sube|subira|va a subir|aumenta)`,
    String.raw`(?:rent|renta|alquiler) (?:is |will be )?(?:going|goes|went|jump\p{L}*|increas\p{L}*|rais\p{L}*|pasa|paso|sube|subio) (?:from|de)`,
    // Any tense of the verb with the rent as its object: "me subio la renta", "nos aumentaron el
    // alquiler", "raised my rent", "is hiking the rent", "jacked up our rent".
    String.raw`(?:sub\p{L}*|aument\p{L}*|increment\p{L}*) (?:(?:me|nos|le|les) )?(?:la |el |mi |nuestra |nuestro )?(?:renta|alquiler|arriendo)`,
    String.raw`(?:rais\p{L}*|increas\p{L}*|hik\p{L}*|bump\p{L}*|jack\p{L}*)(?: up)? (?:the |my |our )?rent`,
    // "la ultima subida", "otra alza de renta", "a rent hike".
    String.raw`(?:subida|alza|incremento)(?: de(?: la)?(?: renta| alquiler| renta mensual))?`,
    'rent hike',
    // A rent from a day to come: "desde el 1 de enero la renta es 2,150", "starting jan 1 rent is 2150",
    // "a partir de febrero seran 1,900", "effective march 1 my rent will be 1,700".
    String.raw`(?:desde(?! hace| que| siempre| entonces| antes| hacia)|a partir de(?:l)?|starting|beginning|effective|as of)[^.!?]{0,30}?(?:(?:la |el |the |my |our |mi )?(?:rent|renta|alquiler)(?: (?:mensual|payment))? )?(?:is|will be|becomes|would be|goes to|it'?s|its|it will be|it goes to|sera|seria|es|queda|quedara|va a ser|pasa a ser|pasa a|sube a|son|seran) (?:de )?\$?\s?\d[\d.,]*`,
    // "the rent will be 2,150", "la renta sera de 2,150": a rent said in the future is a new one.
    String.raw`(?:rent|renta|alquiler) (?:will be|would be|sera|seria|va a ser|quedara en|pasara a)`,
  ),
  // "la garantía": what a deposit is called in Argentina, Chile and Uruguay.
  deposit: pattern('deposit', 'deposito', 'garantia', 'fianza', 'deposito en garantia'),
  repairs: pattern(
    'repair',
    'repairs',
    'fix',
    'broken',
    'leak',
    'leaking',
    'mold',
    'no heat',
    'no hot water',
    'heater',
    'a/c',
    'ac is',
    'air conditioning',
    'pests',
    'roaches',
    'mice',
    'reparacion',
    'reparaciones',
    'arreglar',
    'arreglo',
    'roto',
    'rota',
    'gotera',
    'fuga',
    'moho',
    'sin calefaccion',
    'sin agua caliente',
    'plagas',
    'cucarachas',
    'ratones',
  ),
  contractor: pattern(
    ...TRADES,
    'painter',
    'movers',
    'moving company',
    'contratista',
    'plomero',
    'electricista',
    'techador',
    'pintor',
    'jardinero',
    'albanil',
    'mudanza',
    HIRED_FOR_A_JOB_SOURCE,
  ),
  movers: pattern(
    'movers',
    'moving company',
    'moving truck',
    'mudanza',
    'mudanzas',
    'la mudanza',
    String.raw`(?:compania|empresa) de mudanzas?`,
  ),
  /** Billed for something never ordered: an extra line, a service, an add-on. */
  unordered: pattern(
    'never ordered',
    'never asked for',
    'never signed up for',
    'never requested',
    String.raw`(?:didn'?t|did not) (?:order|ask for|sign up for|request|add)`,
    String.raw`(?:que )?(?:yo )?nunca (?:pedi|solicite|ordene|contrate|autorice)`,
    String.raw`(?:que )?yo no (?:pedi|solicite|ordene|contrate)`,
    // "yo nunca me suscribí a nada", "I never subscribed to anything".
    String.raw`(?:yo )?(?:nunca|jamas|no) me (?:suscribi|inscribi|anote|di de alta)`,
  ),
  membership: pattern(
    'gym',
    'membership',
    'club',
    'gimnasio',
    'membresia',
    'planet fitness',
    'la fitness',
    'subscription',
    'suscripcion',
  ),
  cancelWord: pattern(
    'cancel',
    'cancels',
    'cancell?ed',
    'cancell?ing',
    'cancellation',
    'cancelar',
    'cancele',
    'cancelacion',
    'dar de baja',
    'darme de baja',
    'di de baja',
    "won'?t let me (?:cancel|quit|leave)",
    'no me dejan (?:cancelar|salir)',
  ),
  outage: pattern(
    'se fue (?:el|la) (?:internet|luz|senal|servicio)',
    'sin luz',
    'cortes? de luz',
    'por un corte',
    'apagon',
    'without power',
    'no power',
    'blackout',
    String.raw`power (?:was |went )?out`,
    'no hubo (?:internet|servicio|luz|senal)',
    String.raw`(?:internet|service|power|cable|wifi) (?:was|went) out`,
    'down for',
    'outage',
    'no service',
    'went down',
    'was down',
    'without internet',
    'without service',
    'no internet',
    'sin servicio',
    'sin internet',
    'se cayo',
    'no funciono',
    'sin senal',
  ),
  priceRise: pattern(
    // A new surcharge on the same goods is a price rise: "empezó a cobrar un 'recargo de combustible'",
    // "started adding a fuel surcharge".
    String.raw`(?:fuel|delivery|energy|tariff|freight|diesel) surcharges?`,
    String.raw`recargos? (?:de|por) (?:combustible|gasolina|diesel|entrega|envio|flete|energia|aranceles?)`,
    String.raw`(?:started|began|start|now|begun) (?:to )?(?:charg\p{L}*|add\p{L}*|bill\p{L}*)\b[^.!?]{0,40}\b(?:surcharges?|fees?)`,
    String.raw`(?:empezo|empezaron|comenzo|comenzaron|empezo a|ahora) (?:a )?(?:cobrar|cobrarme|cobrarnos|agregar|poner|meter)\b[^.!?]{0,40}\b(?:recargos?|cargos? extra|cuotas?)`,
    // "ahora me cobra un 'cargo por entrega' de 30 en cada pedido".
    String.raw`(?:ahora|ya) (?:me |nos )?(?:cobra|cobran|esta cobrando|estan cobrando|agrega|agregan)\b[^.!?]{0,40}\b(?:recargos?|cargos?|cuotas?)`,
    String.raw`(?:recargos?|cargos?) (?:de|por) (?:entrega|envio|flete|combustible)\b[^.!?]{0,30}\b(?:en cada|por cada|cada) (?:pedido|entrega|envio)`,
    String.raw`(?:went|goes|going|jumped|increased|raised|rose) from`,
    String.raw`(?:paso|subio|subieron|aumento) de \$?\d[\d.,]*`,
    String.raw`(?:sube|suben|subira|subiran|va a subir|van a subir) de \$?\d[\d.,]* a \$?\d[\d.,]*`,
    // "me sube el saco de 28 a 36", "is raising the sack from 28 to 36": the thing priced sits
    // between the verb and the two figures.
    String.raw`\b(?:sube|suben|subio|subieron|subira|subiran|va a subir|van a subir|aumenta|aumentan|aumento|aumentaron|aumentara|aumentaran)\b[^.!?\d]{1,40}? de \$?\d[\d.,]* a \$?\d[\d.,]*`,
    String.raw`\b(?:rais(?:e|es|ed|ing)|increas(?:e|es|ed|ing)|hik(?:e|es|ed|ing)|bump(?:s|ed|ing)?|jack(?:s|ed|ing)?)\b[^.!?\d]{1,40}? from \$?\d[\d.,]* to \$?\d[\d.,]*`,
    String.raw`rais(?:ed|ing|es) (?:the |their |our )?prices?`,
    String.raw`(?:subio|subieron|suben|aumento|aumentaron) (?:los |el )?precios?`,
    String.raw`(?:sube|suben|subira|subiran|va a subir|van a subir|aumenta|aumentan|aumentara|aumentaran) (?:el |los |la |las |un |una )?(?:precios?|tarifas?|\d+(?:[.,]\d+)? ?(?:%|por ?ciento))`,
    'went up',
    'goes up',
    'go up',
    'going up',
    'price increase',
    'price hike',
    'raised (?:the|my|our) (?:price|prices|rate|bill)',
    'raising (?:the|their|our) prices?',
    'increase(?:d)? (?:the|my|our|their) (?:price|prices|rate|bill)',
    'promo (?:ended|expired)',
    // "me prometieron 49.99 al mes por 12 meses", "they promised 50 a month for a year".
    String.raw`(?:promised|prometieron|prometio)\b[^.!?]{0,30}\$?\d[\d.,]* ?(?:a month|per month|\/mo|al mes|por mes|mensuales)`,
    String.raw`(?:promo|promotional|promocion|promocional) (?:price|rate|precio|tarifa)`,
    'promotion ended',
    'new price',
    'subio',
    'subieron',
    'aumento el precio',
    'aumentaron',
    'subir los precios',
    'subir el precio',
    // "mi distribuidor me ha subido un 15% todos los precios".
    String.raw`(?:me |nos )?(?:ha|han) (?:subido|aumentado) (?:un |el |los |las |todos los )?(?:\d+(?:[.,]\d+)? ?(?:%|por ?ciento)|precios?|tarifas?)`,
    'aumento de precio',
    'nuevo precio',
    'se acabo la promocion',
    'increase',
    'aumento',
  ),
  freelance: pattern(
    'freelance',
    'freelancer',
    'contractor rate',
    'my rate',
    'day rate',
    'per project',
    'a client',
    'my client',
    'the client',
    'independiente',
    'mi tarifa',
    'por proyecto',
    'un cliente',
    'mi cliente',
    'cuanto cobrar',
    'how much (?:to|should i) charge',
    'what (?:to|should i) charge',
  ),
  jobOffer: pattern(
    'job offer',
    'offer letter',
    'offered me',
    'offering me',
    'new job',
    'offer (?:is|was|for)',
    'the offer',
    'an offer',
    'they offered',
    'oferta de trabajo',
    'oferta de empleo',
    'me ofrecieron',
    'me ofrecen',
    'nuevo trabajo',
    'trabajo nuevo',
    'la oferta',
    'una oferta',
    'interviewing',
    'interview',
    'recruiter',
    'hiring manager',
    'entrevista',
    'reclutadora?',
    // "LPN, 4 years exp. offer 29/hr", "oferta 41 la hora": an offer named by its figure.
    String.raw`(?<=^|[.,;:!?]\s*)(?:offer|oferta)(?: of| at| de)? \$?\d+`,
  ),
  raise: pattern(
    'suba el sueldo',
    'subir el sueldo',
    'me suba',
    'suba el salario',
    'raise my pay',
    'pay me more',
    'raise',
    'pay raise',
    'promotion',
    'aumento',
    'aumento de sueldo',
    'aumento de salario',
    'ascenso',
    'ganar mas',
  ),
  dealer: pattern(
    'dealer',
    'dealership',
    'buying a car',
    'new car',
    'used car',
    "buyer'?s order",
    'add[\\s-]?ons?',
    'doc fee',
    'paint protection',
    'vin etching',
    'extended warranty',
    'out[\\s-]the[\\s-]door',
    'concesionario',
    'agencia de autos',
    'agencia de carros',
    'lote',
    'comprar un carro',
    'carro nuevo',
    'garantia extendida',
    'extras',
  ),
  held: pattern(
    "won'?t (?:give|release|let me (?:have|take|get))",
    'holding (?:my )?(?:car|truck|vehicle)',
    'keep(?:ing)? my (?:car|truck)',
    'not releasing',
    'hold my car',
    'until i pay',
    'no me (?:quieren )?(?:dan|dar|entregan|entregar|devuelven|devolver) (?:el|mi) (?:carro|coche|auto|camioneta|vehiculo)',
    'no me lo (?:dan|entregan|devuelven)',
    'hasta que pague',
    'se quedan con mi',
  ),
  shortDelivery: pattern(
    'short',
    'shorted',
    'under[\\s-]?delivered',
    'only (?:delivered|sent|received|got)',
    'missing',
    'wrong (?:items|product|order)',
    'damaged',
    'incomplete',
    'faltaron',
    // "los 1.600 que faltan" is money still owed, never goods missing.
    String.raw`(?<!\d (?:que|q) )(?<!(?:los|las|lo) (?:que|q) )faltan(?! (?:por )?pagar)`,
    'falto',
    'solo (?:llegaron|entregaron|mandaron|recibi)',
    'incompleto',
    'incompleta',
    'danado',
    'producto equivocado',
    'menos de lo que',
    // Half the order, or part of it unusable: "la mitad del pedido", "60 con el logo mal impreso".
    String.raw`(?:la )?mitad del? (?:pedido|orden|lo que pedi)`,
    String.raw`half (?:of )?(?:the|my|our) (?:order|shipment|delivery)`,
    String.raw`mal impres\p{L}*`,
    String.raw`defectuos\p{L}*`,
    'defective',
    'misprinted',
    String.raw`(?:lo|los|las) que no (?:recibi|llego|llegaron)`,
    String.raw`what (?:i|we) (?:didn'?t|did not|never) (?:get|receive)`,
  ),
  clientLate: pattern(
    "(?:hasn'?t|has not|haven'?t|have not|didn'?t|did not|never) paid",
    String.raw`(?<!(?:doesn'?t|does not|dont|don'?t|do not|didn'?t|won'?t|not|never|no) )owes? me`,
    'overdue',
    'unpaid',
    'past due',
    'late paying',
    'pays late',
    'paying late',
    'no me (?:ha|han) pagado',
    'me debe',
    'me deben',
    'vencida',
    'vencio',
    String.raw`(?:\d|tres|dos|several|varios|many) (?:recordatorios|reminders)`,
    'no me paga',
    String.raw`no (?:nos |me )?(?:paga|pagan|ha pagado|han pagado|quiere pagar|quieren pagar)`,
    String.raw`(?:won'?t|refuses? to|is not|isn'?t|not) pay(?:ing)?`,
    'sin pagar',
    'paga tarde',
    'pagan tarde',
    'atrasado con el pago',
    // "net 30, its now day 67 and the client keeps saying next month"
    String.raw`(?:its|it'?s|now|ya) (?:now )?(?:day|dia) \d+`,
    String.raw`keeps? (?:saying|promising) (?:next|later|soon)`,
    String.raw`(?:sigue|siguen) (?:diciendo|prometiendo) (?:que )?(?:la semana|el mes|despues|luego)`,
  ),
  tickets: pattern(
    'tickets?',
    'concert',
    'show',
    'game',
    'festival',
    'ticketmaster',
    'stubhub',
    'seatgeek',
    'live nation',
    'boletos?',
    'entradas?',
    'concierto',
    'partido',
    'espectaculo',
  ),
  lodging: pattern(
    'hotel',
    'motel',
    'resort',
    'airbnb',
    'vrbo',
    'vacation rental',
    'per night',
    'a night',
    'nightly',
    'renta vacacional',
    'alquiler vacacional',
    'hospedaje',
    'por noche',
    'la noche',
    'cargo de limpieza',
    'cleaning fee',
  ),
  travel: pattern(
    'rented a car',
    'rental company',
    String.raw`(?:rente|alquile) un (?:carro|auto|coche)`,
    String.raw`(?:renta|alquiler) de (?:carro|auto|coche)`,
    'airline',
    'flight',
    'baggage',
    'bag fee',
    'seat fee',
    'rental car',
    'car rental',
    'hertz',
    'avis',
    'enterprise',
    'spirit',
    'frontier',
    'aerolinea',
    'vuelo',
    'maleta',
    'equipaje',
    'renta de auto',
    'renta de carro',
  ),
  hospitalBill: pattern('hospital', 'er', 'emergency', 'urgencias', 'surgery', 'cirugia'),
};

/** "ordered 50 cases, got 42": fewer arrived than were ordered. */
function fewerArrived(counts: readonly CaseCount[] | undefined): boolean {
  const ordered = counts?.find((count) => count.role === 'ordered' || count.role === 'billed');
  const received = counts?.find((count) => count.role === 'received');
  return ordered !== undefined && received !== undefined && received.value < ordered.value;
}

/** A free trial that became a paid plan on its own. */
const TRIAL = pattern(
  'free trial',
  String.raw`trial (?:turned|converted|rolled|became|ended)`,
  'auto[\\s-]?renew(?:ed|al|s)?',
  'prueba gratis',
  'prueba gratuita',
  'periodo de prueba',
  String.raw`se convirtio (?:sola |solo |automaticamente )?en (?:un )?(?:plan|suscripcion)`,
  'renovacion automatica',
);
/** The person bought a car ("bought a used car", "compré un carro"). */
const CAR_BOUGHT = pattern(
  String.raw`(?:bought|purchased|financed|buying) (?:a |my |the |an )?(?:used |new )?(?:car|truck|suv|vehicle|van)`,
  String.raw`(?:compre|compramos|comprando|financie|saque) (?:un |una |mi |el |la )?(?:carro|auto|coche|camioneta|troca|vehiculo|van|suv)`,
  // "bought a used 2021 rav4", "financed a 2019 honda civic", "compré un rav4 2021 usado"; "got a used
  // 2018 f-150 from a car lot" (a used or new car, or a model year, after "got").
  String.raw`got (?:a |an )(?:(?:used|new) (?:(?:19|20)\d\d )?|(?:19|20)\d\d )(?:car|truck|suv|vehicle|van|${VEHICLE_NAME_SOURCE})`,
  String.raw`(?:bought|purchased|financed|buying) (?:a |my |the |an |this )?(?:used |new |certified |pre-?owned )?(?:(?:19|20)\d\d )?${VEHICLE_NAME_SOURCE}`,
  String.raw`(?:compre|compramos|comprando|financie|saque) (?:un |una |mi |el |la )?(?:(?:19|20)\d\d )?${VEHICLE_NAME_SOURCE}`,
);

const ADD_ONS = pattern(
  'add[\\s-]?ons?',
  'extras',
  'doc fee',
  'dealer fee',
  'protection',
  'warranty',
  'service contract',
  'etching',
  'nitrogen',
  'package',
  'gap',
  'garantia',
  'proteccion',
  'grabado',
  'paquete',
  'mandatory',
  'obligatorio',
  'obligatorios',
);

/** A mover holding the goods, or asking for more once they are on the truck. */
const MOVERS_HOLD = pattern(
  'holding',
  'hostage',
  String.raw`won'?t (?:deliver|unload|release|give)`,
  String.raw`(?:will not|refuse to|refuses to|refusing to) (?:deliver|unload|release)`,
  'on the truck',
  'in the truck',
  'en el camion',
  'del camion',
  String.raw`(?:antes de|hasta que|para) (?:bajar|descargar|entregar|sacar) (?:mis|las|nuestras|todas mis) cosas`,
  String.raw`no (?:me )?(?:entregan|quieren entregar|descargan|sueltan)`,
  'retienen',
  'tienen (?:todas )?mis cosas',
  'have (?:all )?my (?:stuff|things|belongings|furniture)',
  'weighed more',
  'pesaba mas',
);

/** Working for someone: an unpaid paycheck is the employer's, not a client's invoice. */
/** Work done for a client (a freelancer's or a business's), not for an employer. */
const CLIENT_WORK = pattern(
  String.raw`(?:for|para) (?:a|an|my|un|una|mi) (?:new )?(?:client|cliente|clienta)`,
  String.raw`(?:my|the|mi|el|la|este|that|this) (?:client|cliente|clienta)`,
  'freelance',
  'freelancer',
  'independiente',
);
const EMPLOYED = pattern(
  'my boss',
  'my employer',
  'my manager',
  'payday',
  'paycheck',
  'an hour',
  'per hour',
  'la hora',
  'por hora',
  'mi jefe',
  'mi jefa',
  'el dueno (?:me|dice)',
  'dia de pago',
  'quincena',
  String.raw`trabajo (?:en|de|como)`,
  'cocinero',
  'cocinera',
  'empleado',
  'empleada',
);

/** A dealer's repair side: "dealer service dept estimated 1.1k to fix the AC". */
const SERVICE_DEPARTMENT = pattern(
  String.raw`service (?:dept|department|center|centre|advisor|writer|bay)`,
  String.raw`(?:departamento|area|taller) de servicio`,
  'taller de la agencia',
);

/** A used car sold "as is". */
const AS_IS = pattern(String.raw`as[\s-]is`, 'tal (?:como|cual) esta', 'tal cual', 'como esta');
const USED_CAR = pattern(
  'marketplace',
  'craigslist',
  'private seller',
  'a un senor particular',
  'vendedor particular',
  'used car',
  'used truck',
  'used suv',
  'pre-?owned',
  String.raw`(?:carro|auto|coche|camioneta|troca) usad[oa]`,
  'seminuevo',
);
const BOUGHT = pattern('bought', 'purchased', 'just got', 'compre', 'compramos', 'lo compre');
const BROKE = pattern(
  'head gasket',
  'junta de la culata',
  'salia humo',
  'se prendio la luz',
  'smoke',
  'broke',
  'broke down',
  'check engine',
  'engine light',
  'transmission',
  'died',
  'stopped working',
  'luz del motor',
  'transmision',
  'se descompuso',
  'se averio',
  'no prende',
  'no arranca',
);

/** A rental company billing for damage: "rented a car ... charging 1,450 for a scratch". */
// Whole words only: "nunca me avisaron" is not Avis, and "dentro" is not a dent.
const DAMAGE_CLAIM = new RegExp(
  String.raw`(?<!\p{L})(?:rent(?:ed|al)|rente|rentamos|renta de|alquil\p{L}*|hertz|avis|enterprise|turo|airbnb|u-?haul)(?!\p{L})[\s\S]{0,300}(?<!\p{L})(?:scratch(?:es|ed)?|dents?|damage[sd]?|loss of use|diminished value|rayon|rayado|golpe|abolladura|danos?|perdida de uso)(?!\p{L})|(?<!\p{L})(?:scratch(?:es|ed)?|dents?|damage[sd]?|rayon|golpe|abolladura|danos?)(?!\p{L})[\s\S]{0,200}(?<!\p{L})(?:rental|rented|rente|renta de|alquil\p{L}*)(?!\p{L})`,
  'u',
);

/**
 * A rented thing the shop says came back broken: "nos quieren cobrar 350 diciendo que la devolvimos
 * con el motor quemado", "they say we returned it damaged".
 */
const RETURNED_BROKEN =
  /(?:rent(?:ed|al)|rente|rentamos|renta de|alquil\p{L}*)[\s\S]{0,300}(?:devolv\p{L}*|regres\p{L}*|returned|brought (?:it |them )?back)[^.!?]{0,40}(?:quemad\p{L}*|rot[oa]s?|danad\p{L}*|descompuest\p{L}*|averiad\p{L}*|broken|damaged|burn(?:ed|t) out|busted)/u;

/** A rental company's damage bill: a car's scratch, or a rented thing said to be returned broken. */
function damageClaim(folded: string): boolean {
  return (
    DAMAGE_CLAIM.test(folded) ||
    (RETURNED_BROKEN.test(folded) &&
      !LANDLORD.test(folded) &&
      !/(?:apartment|apartamento|depto|departamento|deposit|deposito|garantia)/u.test(folded))
  );
}

const CURRENT_JOB = pattern(
  String.raw`(?:my|mi) (?:store|shift|floor|general|department|area|district|plant|warehouse) (?:manager|supervisor|boss)`,
  String.raw`(?:yrs?|years?|anos) (?:making|earning|ganando) \$?\d`,
  'my boss',
  'my manager',
  'my supervisor',
  'current job',
  'at my job',
  'mi jefe',
  'mi jefa',
  'mi supervisor',
  'mi supervisora',
  'con mi supervisor',
  'mi trabajo actual',
  'been at my job',
  'been here',
);

/** The person asks for more than they make now (both figures given). */
/**
 * A pay review at the job the person has ("annual review is dec 8"): a raise to ask for there, even
 * when the message also weighs claiming "an offer" from elsewhere.
 */
const PAY_REVIEW = pattern(
  '(?:annual|yearly|performance|year-end|end of year|salary|pay) reviews?',
  '(?:revision|evaluacion) (?:anual|de desempeno|de sueldo|de salario|salarial)',
);

function asksAboveCurrent(amounts: readonly CaseAmount[]): boolean {
  const current = amounts.find((amount) => amount.role === 'current');
  const asked = amounts.find((amount) => amount.role === 'asked');
  return current !== undefined && asked !== undefined && asked.value > current.value;
}

/** "siempre pago el saldo completo … me sale un cargo de intereses": interest after paying in full. */
const INTEREST_AFTER_PAID_IN_FULL = new RegExp(
  String.raw`(?:(?:pago|pague|pagamos|pay|paid|always pay)\b[^.!?]{0,25}\b(?:saldo (?:completo|total)|todo el saldo|el total del estado|in full|(?:full|whole|entire|statement) balance|(?:la|mi) tarjeta (?:completa|entera|en su totalidad|al completo))|paid (?:off )?(?:my|the) (?:credit )?card off|paid off (?:my|the) (?:credit )?card|(?:never|nunca) (?:carry|carried|have carried|he dejado|deje|dejo) (?:a )?(?:balance|saldo))[\s\S]{0,300}\b(?:interest|interes(?:es)?)\b`,
  'u',
);

/** The charge not authorized is a renewal of a plan: "i did not authorize a renewal". */
const RENEWAL_NOT_AUTHORIZED = pattern(
  String.raw`(?:did ?n'?o?t|did not|never) (?:authorize|authorized|approve|approved|agree to|agreed to|ask for|asked for|want) (?:a |the |any |this |that |another |it to )?(?:auto[ -]?)?renew(?:al|ed|s)?`,
  String.raw`(?:no|nunca) (?:autorice|aprobe|acepte|pedi|quise) (?:la |una |ninguna |esa |otra )?renovacion`,
);

/**
 * "el contrato se acaba el 31 de dic … aviso que sube a 1,750": the lease ends within a few months
 * and no earlier day is named for the rise, so the rise comes with the renewal, not mid-lease.
 */
function riseAtLeaseEnd(kase: Pick<Case, 'dates'>, today: string): boolean {
  const due = kase.dates.filter((date) => date.role === 'due' && date.iso);
  const [end] = due;
  if (!end?.iso) return false;
  const days = daysBetween(today, end.iso);
  if (due.every((date) => date.iso === end.iso)) return days >= 0 && days <= RENEWAL_NEAR_DAYS;
  // "mi contrato se acaba 31 de dic ... la renta sube desde el 1 de enero": the lease's last day and
  // the rise's first, a day apart, so the rise is the renewal's, however far off.
  const isos = [...new Set(due.map((date) => date.iso!))].sort();
  return isos.length === 2 && daysBetween(today, isos[0]!) >= 0 && daysBetween(isos[0]!, isos[1]!) === 1;
}

/**
 * A lease told with its last day: "lease aug 1 2026 to july 31 2027", "12 month lease through june 30",
 * "contrato del 1 de agosto al 31 de julio de 2027", "tengo contrato hasta julio".
 */
const LEASE_TERM_TO_DATE = new RegExp(
  String.raw`\b(?:lease|contrato)\b[^.!?]{0,45}?\b(?:to|thru|through|until|till|ending|ends|al|a|hasta|termina(?: el| en)?|vence(?: el| en)?)\s+(?:el\s+)?(?:\d{1,2}(?:\s+de)?\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|ene|abr|ago|dic|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)[a-z]*\b|\b(?:lease|contrato)\b[^.!?]{0,45}?\b(?:to|thru|through|until|till|al|hasta)\s+\d{1,2}[/-]\d{1,2}[/-]\d{2,4}`,
  'u',
);

/**
 * The lease's last named day comes after the rise's first (or, with no day for the rise, more than
 * the renewal window away): the rise falls inside the term.
 */
function leaseOutlastsRise(kase: Pick<Case, 'dates'>, today: string): boolean {
  const isos = kase.dates.map((date) => date.iso).filter((iso): iso is string => Boolean(iso));
  if (isos.length === 0) return false;
  const end = [...isos].sort().at(-1)!;
  // "lease ends june 30 ... rent goes up starting july 1" (whatever year "july 1" was read in): a day
  // named that falls the day after the lease's last one is the renewal's first day.
  const after = shiftDays(end, 1).slice(5);
  // (Only a day read as the rise's: a lease's own first day, "aug 1 2026 to july 31 2027", is not.)
  if (
    kase.dates.some(
      (date) => date.role === 'due' && date.iso && date.iso !== end && date.iso.slice(5) === after,
    )
  )
    return false;
  const rise = kase.dates
    .filter((date) => date.role === 'due' && date.iso)
    .map((date) => date.iso!)
    .sort()[0];
  // "lease until july 31, rent goes up aug 1": the rise starts after the term, at renewal.
  if (rise) return daysBetween(rise, end) > 1;
  return daysBetween(today, end) > RENEWAL_NEAR_DAYS;
}

/** A lease that ends within this many days is up for renewal: a rise now is the renewal's. */
const RENEWAL_NEAR_DAYS = 90;

function pickSubCase(
  area: CaseArea,
  folded: string,
  kase: Omit<Case, 'subCase' | 'area' | 'confidence'>,
  today: string,
): SubCase | undefined {
  const { flags } = kase;
  switch (area) {
    case 'credit_card_fees': {
      const debitLike =
        kase.cardType === 'debit' || kase.cardType === 'p2p' || kase.cardType === 'bank_transfer';
      // Overdraft fees on the person's own purchases are a bank fee, not a payment someone else made.
      // A fee for a check the person deposited that bounced ("no fui yo quien no tenía fondos") is the
      // bank's fee, not a payment someone else made.
      const ownPurchasesFee =
        (flags.unauthorized === false || flags.checkReturned === true) && flags.overdraft === true;
      // "I did NOT authorize a renewal i literally canceled": a plan charged after cancelling.
      if (flags.cancelled && RENEWAL_NOT_AUTHORIZED.test(folded)) return 'card_after_cancel';
      if (flags.unauthorized !== undefined && (flags.unauthorized || debitLike) && !ownPurchasesFee) {
        return debitLike ? 'debit_unauthorized' : 'card_unauthorized';
      }
      if (flags.cancelled && P.chargedAgain.test(folded)) return 'card_after_cancel';
      // A reservation cancelled in time and charged anyway.
      if (flags.bookingCancelled === true) return 'card_after_cancel';
      if (P.billingError.test(folded)) return 'card_billing_error';
      // "compré una laptop en línea con mi tarjeta de crédito y nunca me llegó": goods never delivered,
      // charged to a credit card, are a billing error the card's written dispute covers, in any language.
      if (kase.cardType === 'credit' && flags.notReceived === true && flags.cancelled !== true)
        return 'card_billing_error';
      // Interest on a card whose whole statement balance was paid by the due date: a computation error.
      // A card whose balance is "paid" is a credit card, named or not ("pague la tarjeta completa").
      if (
        (kase.cardType === 'credit' || kase.cardType === undefined) &&
        INTEREST_AFTER_PAID_IN_FULL.test(folded)
      )
        return 'card_billing_error';
      // "bought it for 1,280, the statement shows 1,820": a wrong amount.
      if (
        kase.cardType === 'credit' &&
        amountRoleCount(kase.amounts, 'quoted') > 0 &&
        amountRoleCount(kase.amounts, 'billed') > 0 &&
        !P.lateFee.test(folded)
      )
        return 'card_billing_error';
      if (flags.cancelled && (P.cancelWord.test(folded) || P.chargedAgain.test(folded)))
        return 'card_after_cancel';
      // A late fee with interest on top: the interest is the harder ask, and the advice covers both.
      if (P.lateFee.test(folded) && /(?:interest|interes)/u.test(folded)) return 'card_fee_or_interest';
      if (P.lateFee.test(folded)) return 'card_late_fee';
      if (P.bankFee.test(folded)) return 'bank_fee';
      if (P.cardFee.test(folded)) return 'card_fee_or_interest';
      return undefined;
    }
    case 'debt_collection':
      // "i never had verizon": a debt the person says was never theirs is disputed and validated,
      // whatever its age; its age matters only for a debt they had.
      if (flags.unauthorized === true && NEVER_MINE.test(folded)) return 'debt_validation';
      // An old debt comes first: a suit threatened on a time-barred debt is itself the violation.
      // A year only a few years back ("cancelled in 2022") is no time bar: the debt is validated.
      if (flags.oldDebt && debtIsOld(folded, today)) return 'debt_time_barred';
      // Once the collector's letter has come, its validation window is what matters; a threat
      // without a letter is the threat itself.
      if (flags.suitThreatened && !kase.dates.some((date) => date.role === 'notice'))
        return 'debt_threatened_suit';
      return 'debt_validation';
    case 'medical_bills':
      if (flags.groundAmbulance) return 'medical_ground_ambulance';
      if (flags.medicaid) return 'medical_public_insurance_billed';
      if (kase.insurance === 'uninsured' && flags.goodFaithEstimate) return 'medical_over_estimate';
      // "signed a treatment estimate for 1,150 for a crown, bill came 1,480": a written estimate the
      // bill went over is the anchor, whoever pays.
      if (flags.signedEstimate && kase.insurance !== 'insured' && billedOverEstimate(kase.amounts))
        return 'medical_over_estimate';
      if (
        kase.insurance !== 'uninsured' &&
        flags.outOfNetworkProvider &&
        flags.emergency !== true &&
        flags.inNetworkFacility !== false
      )
        return 'medical_out_of_network_clinician';
      // "I'm not disputing the charges, I just cannot pay. do nonprofit hospitals have to help?": the
      // hospital's financial assistance, whatever brought the person in.
      if (flags.hardship && (flags.nonprofit || NOT_DISPUTING.test(folded)))
        return 'medical_financial_assistance';
      if (kase.insurance !== 'uninsured' && flags.emergency === true) return 'medical_emergency_balance_bill';
      // "i already applied for charity care": the application is the matter now.
      if (flags.hardship || flags.assistancePending) return 'medical_financial_assistance';
      // "no tengo seguro … ganamos como 3 mil al mes y somos 4": an uninsured hospital bill told with the
      // household's income is a question of what the family can pay, which financial assistance answers.
      if (
        kase.insurance === 'uninsured' &&
        flags.hospital !== false &&
        (EARNED_SAID.test(folded) || HOUSEHOLD_EARNS.test(folded))
      )
        return 'medical_financial_assistance';
      return 'medical_bill_review';
    case 'rent_landlord':
      if (P.deposit.test(folded)) return 'rent_deposit_withheld';
      // "He'll fix the heater if I sign the new lease at 1500": the repair is the matter now.
      if (flags.repairNeeded && flags.repairTied) return 'rent_repairs';
      if (P.rentIncrease.test(folded) || amountRoleCount(kase.amounts, 'proposed') > 0) {
        // A rise inside a fixed-term lease is the question, and its answer carries the repair.
        if (flags.midLease && !AT_RENEWAL.test(folded) && !riseAtLeaseEnd(kase, today))
          return 'rent_midlease_increase';
        // "signed a 12 month lease aug 1 2026 to july 31 2027 at 1450 ... rent goes to 1600 jan 1": a
        // lease whose named last day comes after the rise's first is a fixed term the rise falls inside.
        if (LEASE_TERM_TO_DATE.test(folded) && !AT_RENEWAL.test(folded) && leaseOutlastsRise(kase, today))
          return 'rent_midlease_increase';
        // No heat or hot water for weeks, or rent held back until it's fixed: the repair comes
        // first, and the rise beside it is answered in the same plan.
        if (flags.repairNeeded && (flags.withholdingRent || ESSENTIAL_REPAIR.test(folded)))
          return 'rent_repairs';
        return 'rent_renewal_increase';
      }
      if (P.repairs.test(folded) || (flags.repairNeeded && flags.withholdingRent)) return 'rent_repairs';
      return undefined;
    case 'service_disputes':
      // A sale made at the person's home by a seller who came there: the contract to cancel.
      if (flags.doorToDoor === true && DOOR_SALE.test(folded)) return 'service_contractor_over_quote';
      // A trial that became a paid plan without a clear yes: a charge for what was never ordered.
      if (TRIAL.test(folded) && !flags.cancelled) return 'service_unordered_charge';
      if (damageClaim(folded)) return 'service_damage_claim';
      // A "free" phone paid by bill credits, billed after a switch of carrier: its remaining installments.
      // "promised 800 for trading in my old phone … NOT ONE credit": the phone's monthly credits, missed.
      if (isDeviceBalance(folded) || isTradeInMissing(folded)) return 'service_device_balance';
      if (UTILITY.test(folded) && (flags.estimatedReading === true || BILL_SPIKE.test(folded)))
        return 'service_estimated_bill';
      if (
        P.movers.test(folded) &&
        (MOVERS_HOLD.test(folded) || amountRoleCount(kase.amounts, 'estimated', 'quoted') > 0)
      )
        return 'service_movers_held';
      if (P.contractor.test(folded)) return 'service_contractor_over_quote';
      if (P.unordered.test(folded) && !flags.cancelled) return 'service_unordered_charge';
      if (P.membership.test(folded) && P.cancelWord.test(folded) && !P.chargedAgain.test(folded))
        return 'service_membership_cancel';
      // A gym or club that won't take the cancellation and keeps charging: no confirmation came, so
      // it is the membership's cancellation still to win, not a confirmed one billed anyway.
      if (CLUB.test(folded) && P.cancelWord.test(folded) && !CANCEL_CONFIRMED.test(folded))
        return 'service_membership_cancel';
      if (flags.cancelled || (P.cancelWord.test(folded) && P.chargedAgain.test(folded)))
        return 'service_after_cancel';
      if (P.membership.test(folded) && P.cancelWord.test(folded)) return 'service_membership_cancel';
      if (P.outage.test(folded)) return 'service_outage';
      // "quiero que me bajen el internet de 95": a lower price asked of the provider (retention).
      if (TELECOM_SERVICE.test(folded) && LOWER_BILL.test(folded)) return 'service_price_rise';
      // "now the bill has a 7.99 'network fee' every month": a fee added to a monthly plan raises its price.
      if (kase.feeName && RECURRING_FEE.test(folded) && TELECOM_SERVICE.test(folded))
        return 'service_price_rise';
      if (
        P.priceRise.test(folded) ||
        (amountRoleCount(kase.amounts, 'current') > 0 && amountRoleCount(kase.amounts, 'proposed') > 0)
      )
        return 'service_price_rise';
      // "contraté a 49.99 al mes por 12 meses … ahora mi factura dice 89.99": a monthly price promised
      // for a term, and a higher one billed, is a price rise whatever verb it comes with.
      if (PROMO_TERM.some((rule) => rule.test(folded)) && billedAbovePromise(kase.amounts))
        return 'service_price_rise';
      return undefined;
    case 'salary':
      // Overtime or wages the employer never paid are owed wages, not a raise to ask for.
      if (flags.unpaidOvertime || flags.unpaidWages) return 'salary_unpaid_wages';
      if (P.freelance.test(folded)) return 'salary_freelance_rate';
      // "tell my boss I have another offer so they raise my pay" is about a raise.
      if (P.raise.test(folded) && CURRENT_JOB.test(folded)) return 'salary_raise';
      if (PAY_REVIEW.test(folded) && CURRENT_JOB.test(folded)) return 'salary_raise';
      // "another store offered me 19.25/hr. my manager said the most they can do is 17.50": the
      // talk is with the manager, about a raise, with the offer as leverage.
      if (flags.outsideOffer && flags.payCapped && CURRENT_JOB.test(folded)) return 'salary_raise';
      if (P.jobOffer.test(folded)) return 'salary_offer';
      if (P.raise.test(folded)) return 'salary_raise';
      // "I make 17.50 an hour, I want to ask my supervisor for 19.25": a raise, named or not.
      if (CURRENT_JOB.test(folded) && asksAboveCurrent(kase.amounts)) return 'salary_raise';
      // "doing two jobs since my teammate left, want to ask for 80000": the job grew, the pay asked.
      if (flags.coveringRole === true) return 'salary_raise';
      return undefined;
    case 'car_repairs_dealers':
      // A dealer case is about add-ons only when the person names some; a used car that broke
      // down ("sold as is") is not one of these sub-cases, so it stays open and Lane asks.
      if (AS_IS.test(folded) || (USED_CAR.test(folded) && BOUGHT.test(folded) && BROKE.test(folded)))
        return 'car_used_as_is';
      // A deposit the dealer keeps on a car never bought: the dealer's sub-case, answered as a refund.
      if (flags.carDepositKept === true) return 'car_dealer_addons';
      // A dealer's service department is a repair shop: its estimate and its work are the question.
      if (
        (P.dealer.test(folded) || CAR_BOUGHT.test(folded) || flags.dealerSale === true) &&
        !SERVICE_DEPARTMENT.test(folded)
      )
        return ADD_ONS.test(folded) ? 'car_dealer_addons' : undefined;
      if (P.held.test(folded)) return 'car_vehicle_held';
      if (flags.unapprovedWork) return 'car_unauthorized_work';
      if (flags.goodFaithEstimate || amountRoleCount(kase.amounts, 'estimated', 'quoted') > 0)
        return 'car_over_estimate';
      return undefined;
    case 'vendors':
      // "una empresa me pidió catering … ahora solo quieren pagar por 95": the person is the seller
      // and the client pays less than agreed, money owed to them, never a buyer's short delivery.
      if (sellerShortPaidIn(folded)) return 'vendor_client_late';
      if (P.shortDelivery.test(folded) || fewerArrived(kase.counts)) return 'vendor_short_delivery';
      if (P.clientLate.test(folded) || TERMS_CHANGE.test(folded)) return 'vendor_client_late';
      if (P.priceRise.test(folded) || PERCENT_RISE.test(folded)) return 'vendor_price_rise';
      return undefined;
    case 'hidden_fees':
      if (P.lodging.test(folded)) return 'fees_lodging';
      if (P.travel.test(folded)) return 'fees_travel';
      if (P.tickets.test(folded)) return 'fees_tickets';
      return 'fees_other';
  }
}

/** "I'm not disputing the charges, I just can't pay": the bill is right, the money isn't there. */
const NOT_DISPUTING = pattern(
  String.raw`(?:not|n'?t) (?:really )?(?:disputing|contesting|arguing|fighting) (?:the )?(?:charges?|bill|amount)`,
  String.raw`no (?:estoy )?(?:disputando|peleando|reclamando) (?:los cargos|la factura|el monto|la cuenta)`,
);

/** "i never had verizon", "no es mi deuda": the account was never the person's. */
const NEVER_MINE =
  /(?:never had (?:an? |any )?(?:account|service|card|loan|\p{L}+)|never (?:been (?:to|a patient)|went to|visited) (?:that|this|the|their|any)? ?(?:hospital|clinic|er\b|emergency room|doctor|office|place|facility|patient)|nunca (?:he |hemos )?(?:ido|estado|sido paciente) (?:a|en|de) (?:ese|esa|este|esta|el|la) (?:hospital|clinica|consultorio|lugar)|(?:not|isn'?t|wasn'?t) (?:my (?:debt|account)|mine)|never (?:opened|signed up)|nunca tuve|no es mi(?:a)? (?:deuda|cuenta)|no es mia|nunca abri)/u;

function amountRoleCount(amounts: readonly CaseAmount[], ...roles: AmountRole[]): number {
  return amounts.filter((amount) => roles.includes(amount.role)).length;
}

// --- amounts with their roles ---

interface RoleCue {
  readonly role: AmountRole;
  /** Words just before the amount (folded), ending at the amount. */
  readonly before?: RegExp;
  /** Words just after the amount (folded), starting after it. */
  readonly after?: RegExp;
}

/**
 * "overdrawn by 12", "i was only short 12 bucks", "me faltaban 12 dolares": how far short the
 * account went, not a charge.
 */
const SHORTFALL_BEFORE =
  /(?:se (?:paso|sobregiro|quedo (?:corta|en negativo)) (?:por|en)|sobregirada (?:por|en)|overdrawn (?:by|for)|short(?: by| for)?|negative (?:by|for)|went (?:over|negative) by|in the negative by|en negativo por|(?:me |le |nos )?falt(?:o|aron|aban|aba)(?: solo| nada mas)?)\s+(?:(?:only|just|solo|about|like|unos|como|around|maybe)\s+)*$/u;

/** "i was 12 short", "12 bucks short for a day": the shortfall named after its figure. */
const SHORTFALL_AFTER = /^\s*(?:dollars?|bucks|dolares|usd)?\s*short(?![\p{L}])/u;

/** The figure the person said the account was short by, as written; none unless they said so. */
function shortfallIn(texts: readonly string[]): string | undefined {
  for (const text of texts) {
    for (const placed of findAmounts(text)) {
      const before = fold(text.slice(Math.max(0, placed.start - 60), placed.start)).replace(/[$]\s*$/, '');
      const after = fold(text.slice(placed.end, placed.end + 50));
      if (SHORTFALL_BEFORE.test(before) || SHORTFALL_AFTER.test(after)) return placed.text;
    }
  }
  return undefined;
}
const ROLE_CUES: readonly RoleCue[] = [
  // "un cliente de catering me debe mil cien", "a client owes me 1,100": what the client owes is the bill,
  // never a figure from another matter in the same message.
  {
    role: 'billed',
    before:
      /(?:client[ea]?s?|customer)[^.!?\d]{0,40}(?:(?:me|nos) deben?|owes? (?:me|us))\s+(?:(?:unos|como|about|around|like)\s+)?\$?\s?$/u,
  },
  // "siempre cobro poquito, como 8 mil", "I usually charge 1,500": the freelancer's own rate today.
  {
    role: 'current',
    before:
      /(?:(?:siempre|normalmente|usualmente|generalmente) )?(?:cobro|cobraba|suelo cobrar|he cobrado|i (?:usually |always |normally |currently )?charge|i'?ve been charging|i charged)(?: (?:poquito|poco|muy poco|barato|so little|very little|little|cheap|only|solo|nada mas))?,?\s+(?:(?:como|unos|about|around|like|de|at|just)\s+)*$/u,
  },
  // "the budget is capped at 75k", "the top of the band is 71k", "el tope de la banda es 61 mil": the
  // other side's ceiling, its offer.
  {
    role: 'offered',
    before:
      /(?:capped at|caps? (?:out )?at|tops? out at|(?:ceiling|tope|top|max(?:imum)?|m[aá]ximo)(?: (?:of|de|del|for|para) (?:the |their |la |el |su )?(?:band|range|banda|rango|budget|presupuesto|role|puesto|position))? (?:is|es|was|era|de|of|at)|most they can (?:do|go|pay|offer)(?: is)?|lo m[aá]s(?:imo)? que (?:pueden|puede) (?:dar|pagar|ofrecer)(?: es)?)\s+(?:(?:is|of|at|es|de)\s+)*\$?\s?$/u,
  },

  // "me subio de 55 a 80", "la renta paso de 1,400 a 1,650": the price it rose from.
  {
    role: 'current',
    before:
      /(?:subi[oó]|sube|suben|subieron|aument[oó]|aumenta|aumentaron|pas[oó]|pasa|cambi[oó]|went up|goes up|jumped|increased)(?: (?:me|la|el|lo|le|nos|it|the price|the rent|my rent))* (?:de|from)\s+\$?\s?$/u,
  },
  // "got an offer from another company 52k a year": another employer's pay, the raise's leverage.
  {
    role: 'market',
    before:
      /(?:offer|oferta) (?:from|de) (?:another|other|a different|a new|otra|otro|una nueva) (?:company|employer|place|job|firm|empresa|compania|lugar|trabajo)[^.!?\d]{0,20}$/u,
  },
  // "they just started hiring pickers at 20.50", "contratan ayudantes a 18": what new hires are paid,
  // the raise's leverage, never the person's own ask.
  {
    role: 'market',
    before:
      /(?:hiring|hire|hires|hired|contratando|contratan|contrataron)\s+(?:(?:new|nuevos?|nuevas?)\s+)?(?:[\p{L}-]+\s+){0,2}(?:at|for|a|por|en)\s+\$?\s?$/u,
  },
  // "vi departamentos parecidos en la misma zona en 1,550-1,600", "similar units nearby go for 1,500":
  // listings like the home, the rent's leverage, never the landlord's new rent.
  {
    role: 'market',
    before:
      /(?:(?:similar|comparable) (?:apartments?|apts?|units?|places|homes|houses|rentals|studios?|(?:1|2|3|one|two|three)[ -]?(?:br|bed(?:room)?s?))|(?:departamentos|apartamentos|deptos|unidades|casas|lugares|estudios) (?:parecid[oa]s|similares|comparables|iguales))[^.!?\d]{0,40}$/u,
  },
  // "tiene otra persona que paga 1,800", "someone else will pay 1,800": another tenant's rent, the
  // landlord's leverage, never the rent offered to the person.
  {
    role: 'market',
    before:
      /(?:otra persona|otro inquilino|otra inquilina|otra familia|otras personas|otros inquilinos|hay gente|gente (?:que|q)|alguien (?:mas|que|q)|otros? interesad[oa]s?|someone else|somebody else|another (?:person|tenant|renter|family|applicant)|a new tenant|other (?:people|tenants|applicants)|un nuevo inquilino)[^.!?\d]{0,40}?(?:paga|pagaria|pagara|pagan|va a pagar|le paga|le pagaria|pays|would pay|will pay|could pay|can pay|is willing to pay|ready to pay|willing to pay|ofrece|offered|offers|dispuest\p{L}* a pagar)\s+(?:(?:about|like|around|unos|como|hasta|up to)\s+)*\$?\s?$/u,
  },
  // "compre otro vuelo con otra aerolinea por 410": what the same trip cost elsewhere, not a fee of
  // the airline's and not its fare.
  {
    role: 'market',
    before:
      /(?:(?:bought|booked|bought myself|had to buy|had to book|compre|compramos|tuve que comprar|reserve) (?:a |an |another |a new |otro |un |una |otra |nuevo |nueva )+(?:flight|ticket|vuelo|boleto|pasaje|room|habitacion|hotel)[^.!?\d]{0,50}?(?:for|por|de|at|a)\s+)(?:(?:about|like|around|unos|como)\s+)?$/u,
  },
  // "cobro 0.08 por palabra", "2 cents a word": a rate, never the bill.
  {
    role: 'unit',
    after:
      /^\s*(?:dollars?|dolares|cents?|centavos)?\s*(?:per|a|an|por|each|cada|\/)\s*(?:word|palabra|page|pagina|line|linea)s?(?![\p{L}])/u,
  },
  // "la cuenta se paso por 12 dolares", "overdrawn by 12": how far short the account went, not a charge.
  {
    role: 'other',
    before: SHORTFALL_BEFORE,
    after: SHORTFALL_AFTER,
  },
  // "patient responsibility 380", "you owe: 380" on an insurer's EOB: the person's share.
  {
    role: 'owed',
    before:
      /(?:patient(?:'s)? (?:responsibility|resp\.?|share|balance)|member (?:responsibility|owes)|your (?:share|responsibility)|responsabilidad del paciente|lo que (?:me toca|le toca) pagar|mi parte)\s*(?:is|was|of|:|=|es|fue|de)?\s*$/u,
  },
  // "the EOB says 250", "la EOB dice 250", "my ER copay is supposed to be 250": the share the plan
  // leaves the person, never an estimate.
  {
    role: 'owed',
    before:
      /(?:(?:(?<![\p{L}])eob|explanation of benefits|explicaci[oó]n de beneficios)\s+(?:says|shows|said|showed|lists|dice|muestra|indica|marca)(?:\s+(?:that\s+)?(?:i owe|only|just|que debo|solo))?|(?:copay|co-pay|copago|cost[ -]share|coinsurance|coaseguro)\s+(?:is|was|should be|is supposed to be|was supposed to be|is only|deberia ser|es|era|tenia que ser)(?:\s+(?:only|just|solo))?)\s*:?\s*$/u,
  },
  // "my EOB says … plan paid 260, my share 150", "la EOB dice que me toca 150": the share on the EOB.
  {
    role: 'owed',
    before:
      /(?:(?<![\p{L}])eob|explanation of benefits|explicaci[oó]n de beneficios)\b[^.!?]{0,60}?(?:my (?:share|portion|part|responsibility|cost)|i owe|(?:i'?m|i am) responsible for|me toca(?: pagar)?|mi parte|mi responsabilidad|debo)\s*(?:is|was|of|:|=|es|fue|de|only|solo)?\s*(?:(?:about|around|like|unos|como)\s+)?$/u,
  },
  {
    role: 'owed',
    before:
      /\b(?:my (?:share|portion|responsibility)|mi parte)(?:\s+(?:on|per|according to|in|segun|en)\s+(?:the|my|la|mi)\s+(?:eob|explanation of benefits|explicacion de beneficios))?\s*(?:is|was|of|:|=|es|fue|de)?\s*(?:(?:only|just|about|around|solo|como)\s+)?$/u,
  },
  {
    role: 'paid',
    before:
      /(?:insurance|insurer|seguro|aseguradora|my plan|bcbs|blue cross|aetna|cigna|united(?:healthcare)?|humana|kaiser|anthem)\s+(?:only\s+|solo\s+|already\s+|ya\s+)?(?:paid|pag[oó]|cubri[oó]|covered)\s+(?:(?:about|like|around|unos|como|only|just|solo|nada mas)\s+)?$/u,
  },
  // "i had the carpets professionally cleaned … and have the receipt (180)": the person's own cost.
  {
    role: 'paid',
    before: /(?:(?:receipt|recibo)\s*(?:\(|for|of|de|por)|factura\s*\()\s*\$?$/u,
  },
  // "charged me 75 copay at the desk", "pague 75 de copago": a copay taken at the visit is paid.
  {
    role: 'paid',
    after: /^\s*(?:dollars?|dolares|bucks)?\s*(?:de\s+)?(?:copay|co-pay|copago)(?![\p{L}])/u,
  },
  // "ya pague mi copago de 150", "i paid my 250 copay": cost-sharing already paid.
  {
    role: 'paid',
    before:
      /(?:paid|pagu[eé]|pagamos)\s+(?:(?:my|the|mi|el|la)\s+)?(?:copay|co-pay|copago|deductible|deducible|coinsurance|coaseguro)\s+(?:(?:of|de|was|fue)\s+)?$/u,
  },
  {
    role: 'returned',
    // "mailed me a check for 650", "me mando un cheque de 650": what came back.
    // "a letter with a check for 650", "una carta con un cheque de 650": the check is what came back.
    // "got a check for 600 in the mail", "recibí un cheque de 600": the same, told from the mailbox.
    before:
      /(?:mailed|sent|gave|handed|got|received|recib[ií]|recibimos|lleg[oó]|mand[oó]|envi[oó]|dio|with|w\/|con|and|y|plus|incl\p{L}*)\s+(?:me\s+)?(?:(?:back\s+|only\s+|just\s+)?(?:a|an|the|their)\s+|un\s+|el\s+|solo\s+un\s+)?(?:check|cheque|refund|reembolso)\s+(?:(?:for|of|por|de)\s+)(?:(?:only|just|solo|about|like|unos)\s+)?$/u,
  },
  {
    role: 'returned',
    before:
      /(?:returned|gave (?:me )?back|got back|refunded|sent back|devolvi[oó]|me devolvi[oó]|devolvieron|me regres[oó]|regresaron|reembols[oó])\s+(?:(?:me|only|just|solo|s[oó]lo|unos|about|like)\s+)*$/u,
  },
  // "rent goes up 200", "me sube la renta 300": the size of a rise, not a rent.
  {
    role: 'over',
    before:
      /(?:(?:goes|go|going|went) up(?: by)?|(?:me |nos )?sube(?:n)?(?: (?:la|mi) renta)?(?: en)?|subir(?:me)?(?: la renta)?(?: en)?|raise[sd]? (?:it|the rent|my rent|the price) by|increas(?:e|ed|ing) (?:it |the rent |my rent )?by|aumenta(?:n|ron)?(?: (?:la|mi) renta)?(?: en)?|un aumento de|an increase of|a (?:rent )?(?:raise|increase|hike) of)\s*$/u,
  },
  {
    role: 'over',
    after:
      /^\s*(?:(?:over|more than|above|on top of|higher than)\s+(?:the|their|his|her|my|our|what|el|la|lo)?\s*(?:original\s+)?(?:estimate|quote|quoted|agreed|estimated|they (?:said|quoted|told))|de m[aá]s|m[aá]s de lo (?:acordado|cotizado|estimado|que)|por encima del? (?:estimado|presupuesto|cotizaci[oó]n))/u,
  },
  {
    role: 'withheld',
    before:
      /(?:kept|keep|keeping|withheld|withholding|deducted|took out|charging me|taking|held back|se quedo con|se queda con|se quedan con|se quiere quedar con|se va a quedar con|quedarse con|retuvo|retiene|retienen|descontaron|desconto|quitaron|me quitan)\s+(?:(?:about|like|around|me|unos|unas|como|los|las|the|my|all of my|mi|todo mi)\s+)?$/u,
  },
  {
    role: 'withheld',
    after:
      /^\s*(?:of|de)\s+(?:my|the|our|mi|el|nuestro)\s+(?:\$?[\d.,]+\s*(?:dollars?|d[oó]lares)?\s+)?(?:security\s+|pet\s+)?(?:deposit|dep[oó]sito)/u,
  },
  {
    role: 'deposit',
    before:
      /(?:deposit|dep[oó]sito(?: de seguridad| normal| regular| de mascota| de la renta)?)\s+(?:(?:was|is|of|de|fue|era|es)\s+)?(?:(?:about|like|around|unos|como)\s+)?$/u,
  },
  { role: 'deposit', after: /^\s*(?:security\s+)?(?:deposit|dep[oó]sito)/u },
  // "told me my share for a crown would be about 250", "me dijo que mi parte de la corona seria como
  // 200": the share quoted before the care is the estimate the bill is measured against.
  {
    role: 'estimated',
    before:
      /(?:my|mi|our|nuestra) (?:share|part|portion|cost|out[\s-]of[\s-]pocket|parte|costo|copay|copago)\b[^.!?\d]{0,40}\b(?:would be|will be|was going to be|was gonna be|is going to be|would come to|seria|iba a ser|va a ser|saldria en|seria de|iba a salir en)\s+(?:(?:about|around|like|roughly|only|just|como|unos|de|alrededor de|solo)\s+)*$/u,
  },
  // "me dijeron que el seguro pagaba la mitad y que yo pagaba unos 400", "they told me insurance would
  // cover half and i'd pay about 400": the person's share said before the care is the estimate.
  {
    role: 'estimated',
    before:
      /(?:me dijeron|me dijo|me habian dicho|told me|they said|she said|he said|was told|seguro|insurance|aseguranza)\b[^.!?\d]{0,60}\b(?:yo (?:pagaba|pagaria|iba a pagar|tenia que pagar)|me (?:tocaba|tocaria)(?: pagar)?|i(?:'d| would) (?:pay|owe)|i (?:was going to|would have to|only had to) (?:pay|owe)|my (?:part|share) (?:was|would be))\s+(?:(?:about|around|like|roughly|only|just|unos|como|solo|alrededor de)\s+)*$/u,
  },
  // "the good faith estimate they gave me said 1,200", "el presupuesto que me dieron decia 900".
  {
    role: 'estimated',
    before:
      /(?:estimate|estimado|presupuesto)\s+(?:(?:they|he|she|we|i|the|that|que|me|nos|le|gave|sent|dio|dieron|mando|mandaron|got|had)\s+){1,4}(?:said|says|was|is|of|for|showed|shows|listed|came to|decia|dice|era|fue|de)\s+(?:(?:about|like|around|unos|como|only|just)\s+)?$/u,
  },
  {
    role: 'estimated',
    before:
      /(?:estimate[ds]?|estimated|estimat|estimte|good faith estimate|estimado(?: de buena fe)?|presupuesto|cotizaci[oó]n|told (?:me )?(?:it would (?:be|cost)|about|it was)|said it was|me dijeron que (?:eran|era)|me dijo que (?:eran|era)|said (?:it would (?:be|cost)|about)|me dijeron que (?:costar[ií]a|ser[ií]a)|me (?:dijeron|dijo) por (?:tel[eé]fono|tel|whatsapp|mensaje|texto) que (?:costar[ií]a|ser[ií]a|eran|era|sal[ií]a|saldr[ií]a)|told me (?:over|on) the phone (?:it would (?:be|cost)|about|it was|it'?d be)|(?:said|quoted) (?:over|on) the phone|(?:said|told me|quoted) (?:on|over) the phone (?:it|that it) ?(?:would be|'?d be|d be|was going to be|would cost)|(?:said|told me) (?:on|over) the phone (?:it|that it)?(?:'?d|d) be|me cotizaron|me dijo|me dijeron|told me|costaba|costar[ií]a|iba a costar|would cost|was going to cost|was supposed to cost|por escrito de|in writing (?:of|for)|written estimate (?:of|for)|originally|supposed to be|was going to be|iba a ser|deb[ií]a ser)\s+(?:(?:was|is|of|at|for|de|fue|era|es|around|about|like|unos|como|only|just|solo|said|says|dijo|dec[ií]a|dice|showed|shows|listed|came to|the|el|la|por escrito|escrita|escrito|in writing|written)\s+)*$/u,
  },
  // "un papel que dice 'estimado de buena fe' por 1,200", "a 'good faith estimate' for 1,200": the
  // estimate's name in quotes, then its figure.
  {
    role: 'estimated',
    before:
      /(?:estimate|estimado(?: de buena fe)?|presupuesto|cotizaci[oó]n)['"‘’“”]?\s+(?:(?:was|is|of|at|for|de|por|fue|era|es|around|about|like|unos|como|only|just|solo|said|says|dec[ií]a|dice|showed|shows|escrita|escrito)\s+)+$/u,
  },
  { role: 'estimated', after: /^\s*(?:estimate|good faith estimate|estimado|presupuesto)/u },
  // "they wrote 900 on the estimate i signed", "puso 480 en el presupuesto".
  {
    role: 'estimated',
    after:
      /^\s*(?:on|in|en)\s+(?:the|my|their|his|el|la|mi|su)\s+(?:(?:written|signed|original)\s+)?(?:estimate|quote|work order|repair order|presupuesto|estimado|cotizaci[oó]n|orden de trabajo|orden de reparaci[oó]n)/u,
  },
  // "un presupuesto escrito el 28 de julio de 1,650", "a written estimate on july 28 for 1,650": the
  // estimate's day between its name and its figure.
  {
    role: 'estimated',
    before:
      /(?:estimate|estimado(?: de buena fe)?|presupuesto|cotizaci[oó]n|quote)\s+(?:(?:escrito|escrita|por escrito|written|signed|firmado|firmada|that|que|they|me|nos|gave|dio|dieron|me dio|me dieron|dated|con fecha|fechado|fechada)\s+){0,3}(?:(?:el|on|del|the)\s+)?(?:\d{1,2}(?:st|nd|rd|th)?\s+(?:de\s+|of\s+)?\p{L}{3,10}\.?|\p{L}{3,10}\.?\s+\d{1,2}(?:st|nd|rd|th)?)(?:,?\s+\d{4})?,?\s+(?:(?:de|of|for|por|was|fue|era|said|decia)\s+)+(?:(?:about|like|around|unos|como|only|just)\s+)?$/u,
  },
  // "un estimado no obligatorio (non-binding) de 2,400", "a non-binding estimate of 2,400".
  {
    role: 'estimated',
    before:
      /(?:estimate|estimado|presupuesto|cotizaci[oó]n)\s+(?:(?:no\s+)?(?:obligatorio|vinculante|binding|non-binding)\s*)?(?:\([^)]{0,30}\)\s*)?(?:of|de|for|por)\s+$/u,
  },
  // "900 aprox", "about 900 more or less": a figure said up front, before the work.
  {
    role: 'estimated',
    after: /^\s*(?:aprox\p{L}*|approx\p{L}*|mas o menos|more or less)(?![\p{L}])/u,
  },
  {
    role: 'quoted',
    before:
      /(?:(?:compr[eé]|bought|purchased|ordered|orden[eé]|ped[ií])\s+(?:[\p{L}]+\s+){1,3}(?:for|de|por|at|en)|instead of|rather than|en vez de|en lugar de|should (?:have been|be)|deb[ií]a ser|deber[ií]a ser|showed|shown|listed(?: at| for)?|advertised|dec[ií]a|dec[ií]an|aparec[ií]a|anunciaban|approved|authorized|ok'?d|autoric[eé]|aprob[eé]|quote[ds]?|quoted(?: me)?|agreed(?: on| to)?|we agreed|agreed(?: on a| a| the)? price(?: was| is| of)?|acordamos|me cotiz[oó]|cotizaron|precio acordado(?: fue| era| es| de)?|(?:advertised|listed|sticker|online|website|internet) price(?: on (?:the|their) (?:site|website|page|ad))?|precio (?:anunciado|publicado|de (?:la|su) (?:pagina|pagina web|web|anuncio))(?: en (?:la|su) (?:pagina|pagina web|web|anuncio|internet))?)\s+(?:(?:was|is|of|at|for|de|fue|era|around|about|like|unos|como|only|just|solo)\s+)*$/u,
  },
  { role: 'quoted', after: /^\s*(?:quote|cotizaci[oó]n|out the door|otd\b|total (?:out the door|otd))/u },
  // "signed contract for 14,500", "contrato firmado por 14,500": the price the contract fixed.
  {
    role: 'quoted',
    before:
      /(?:(?:signed |written )?contract (?:price )?(?:was |is )?(?:for|of|at|says|said)|contract price(?: was| is| of)?|contrato (?:firmado )?(?:de|por|fue de|es de|era de)|precio del contrato(?: fue| era| es| de)?)\s+(?:(?:a|about|around|unos|como)\s+)?\$?\s?$/u,
  },
  {
    role: 'offered',
    before:
      /(?:offer(?:ed|ing)?(?: me)?(?: to take off| to knock off| to reduce it by| to settle for| to settle)?|settle for|settlement of|counter(?:ed)?(?: with| at)?|ofrecieron|ofreci[oó]|me ofrecen|me ofrecieron|oferta(?: es| fue| de)?|will take|would take|ofrecen)\s+(?:(?:was|is|of|at|for|de|fue|es|a|an|around|about|like|unos|como|only|just|solo|me)\s+)*$/u,
  },
  // "they want to pay 2,500 and be done", "quieren pagar solo 1,500": what the other side will pay.
  {
    role: 'offered',
    before:
      /(?:(?:they|he|she|the client|client)(?:'?re| are| is|'?s)? (?:(?:only )?(?:want|wants|willing|offering|offer|offers|propose|proposes|proposed) to pay|(?:can|could|will|would) (?:only )?pay)|(?<!\b(?:i|we|i'?d|i would|we'?d)(?: really| only| just)? )(?:want|wants|offering|offers|proposes|proposed) to pay)\s+(?:(?:only|just|me|us|about|around|like)\s+)*\$?\s?$|(?:quiere|quieren|ofrece|ofrecen|propone|proponen) (?:pagar(?:me|nos)?|darme|darnos)\s+(?:(?:solo|nada mas|como|unos)\s+)*\$?\s?$/u,
  },
  {
    role: 'offered',
    after:
      /^\s*(?:a year|per year|\/yr|\/year|annual|al a[nñ]o|anual|por a[nñ]o|an hour|per hour|\/hr|\/hour|la hora|por hora)?\s*(?:offer|oferta)/u,
  },
  // "otro proveedor me dio 27", "another supplier quoted 27": a competing price, not the new one.
  {
    role: 'market',
    before:
      /(?:otro proveedor|otra empresa|otro distribuidor|another supplier|other supplier|another vendor|a competitor|competidor)[^.!?\d]{0,30}?(?:me dio|me da|me ofrece|me ofrecio|me cotizo|quoted(?: me)?|offered(?: me)?|gave me|cobra|charges|sells it for|vende a)\s+(?:(?:a|at|for|en|de|unos|como|about|around)\s+)*\$?\s?$/u,
  },
  // "la competencia da lo mismo por 60", "att offers 60", "t-mobile has it for 50": another provider's price.
  {
    role: 'market',
    before:
      /(?:la competencia|otra compania|otra empresa|otro proveedor|the competition|competitors?|another (?:company|provider)|at&t|att|verizon|t-mobile|spectrum|xfinity|comcast|cox|frontier|optimum|google fiber|starlink)\s+(?:(?:me |te |le )?(?:da|dan|ofrece|ofrecen|cobra|cobran|tiene|tienen|offers?|has|have|charges?|gives?|is|sells?)(?: it| me| lo| la| el mismo| the same| lo mismo| la misma| el mismo plan| the same plan| the same speed)*)\s+(?:(?:for|at|por|en|a|de|only|solo|just|like|unos|como|about|around)\s+)*\$?\s?$/u,
  },
  // "everyone else i work with now pays 250+": what other clients pay, the freelancer's market.
  {
    role: 'market',
    before:
      /(?:everyone else|every other client|other clients|my other clients|todos los demas|los demas clientes|otros clientes)[^.!?\d]{0,40}?(?:pay|pays|paying|pagan|paga)\s+(?:(?:about|like|around|at least|unos|como|al menos)\s+)*\$?\s?$/u,
  },
  // "blog posts for one client for 18 months at 150 per post": the rate the work is done at now.
  {
    role: 'current',
    before:
      /for (?:\d+(?:\.\d+)?|a few|several|two|three|four|five|six) (?:months?|years?|yrs?|meses|anos) (?:at|a|por)\s+\$?\s?$/u,
  },
  // "glassdoor says analysts here make 70-85": what a pay site says the job pays, not the person's pay.
  {
    role: 'market',
    before:
      /(?:glassdoor|indeed|levels\.fyi|payscale|salary\.com|ziprecruiter)[^.!?\d]{0,50}?(?:make|makes|making|earn|earns|pay|pays|paying|is|are|says|shows|gana|ganan|paga|pagan|dice)\s+(?:(?:about|like|around|between|from|entre|de|unos|como)\s+)*\$?\s?$/u,
  },
  {
    role: 'market',
    // A coworker's pay: "a new guy doing the same job was hired at 64k", "mi compañero gana 22".
    before:
      /(?:similar (?:jobs|roles|positions)|jobs like (?:this|mine)|other (?:jobs|companies)|puestos (?:similares|parecidos)|trabajos (?:similares|parecidos))\s+(?:(?:are|pay|go for|around here|here|on indeed|on glassdoor|pagan|son|de)\s+)*$|(?:(?:guy|guys|girl|girls|coworker|coworkers|co-workers?|colleagues?|hire|hires|woman|man|person|people|folks|others|some(?: people| of them)?|he|she|they|companero|companera|companeros|companeras|colega|colegas|el nuevo|la nueva|los nuevos|las nuevas|ellos|ellas|ella|unos|unas|algunos|algunas|otros|otras|gente|quienes|los que|las que)\b[^.!?]{0,50}\b(?:hired at|started at|starting at|start at|start|makes|make|making|made|earns|earn|earning|earned|gets paid|get paid|is paid|are paid|was paid|were paid|got paid|gets|get|got|used to make|gana|ganan|ganaba|ganaban|(?<!\b(?:me|nos|te|le|les) )(?:cobra|cobran)|cobraba|le pagan|les pagan|le pagaban|entro con|entran con|entran ganando|empiezan (?:ganando|con))\s+(?:(?:about|like|around|unos|como)\s+)?$)|(?:(?:role|job|position|puesto|trabajo|cargo) (?:pays|paga|pagan)(?: (?:way|much|a lot))?(?: (?:more|mas))?(?: (?:like|about|around|unos|como|between|entre))?\s*$)|(?:market(?: rate)?|average|others (?:make|earn|get|charge)|people make|glassdoor|levels\.fyi|going rate|typical(?:ly)?|mercado|promedio|otros (?:ganan|cobran)|se paga|lo normal es)\s+(?:(?:is|was|of|at|for|es|de|around|about|like|unos|como)\s+)*$/u,
  },
  {
    role: 'asked',
    before:
      /(?:i asked(?: (?:them|him|her))?(?: for)?|asked (?:them |him |her )?for|(?:le |les )?ped[ií]|i was thinking(?: of| about)?(?: asking for)?|thinking of asking for|pensaba pedir|i'?m thinking|i want|i'd like|i would like|asking for|ask for|my target|i need|hoping for|quiero|quisiera|pedir|pido|mi meta|necesito|me gustar[ií]a)\s+(?:(?:is|was|of|at|for|es|de|around|about|like|unos|como|to get|ganar|cobrar)\s+)*$/u,
  },
  {
    role: 'current',
    before:
      /(?:currently(?: pay(?:ing)?| make| earn| is)?|now(?: pay(?:ing)?)?|i make|i earn|(?:yrs?|years?|months?|mos|anos|meses) (?:making|earning|ganando)|i'?m making|im making|i'?m earning|im earning|i'?m at|im at|i pay|i'?m paying|we pay|from|used to be|right now|i was making|was making|i was paid|i made|actualmente|ahora(?: pago)?|gano|ganaba|(?<!(?:me|le|nos|les) )pago|pagamos|antes|me pagaban|me pagaba|(?:they |she |he )?used to pay me|my (?:last|old|previous) (?:job|employer|clinic|office) paid(?: me)?)\s+(?:(?:is|was|of|at|for|es|de|around|about|like|unos|como)\s+)*$/u,
  },
  {
    role: 'proposed',
    before:
      /(?:to|going to|goes to|go up to|went up to|up to|raise(?:d)? (?:it |my rent |the rent |the price )?to|increas(?:e|ed|ing) (?:it )?to|jump(?:ed|ing|s)? to|new (?:rent|price|rate)(?: is| of| will be)?|will be|subir(?:la)? a|sube a|subi[oó] a|pasa a|pas[oó] a|aumentar(?:la)? a|aument[oó] a|va a|lleg[oó] a|nueva renta(?: de| es)?|nuevo precio(?: de| es)?)\s+(?:(?:is|of|at|es|de|around|about|like|unos|como)\s+)*$/u,
  },
  // "a separate bill from 'valley emergency physicians' for 1,840", "una factura del laboratorio por 300".
  {
    role: 'billed',
    before:
      /(?:bill|invoice|factura|cuenta)\s+(?:(?:aparte|separate|separada|nueva|new|another|otra)\s+)?(?:from|de|del)\s+[^.!?\d]{1,60}?\s+(?:for|of|por|de)\s+(?:(?:about|like|around|unos|como)\s+)?$/u,
  },
  // "el consultorio me manda factura por 900", "they sent me a bill for 900": the bill they sent.
  {
    role: 'billed',
    before:
      /(?:manda|mandan|mando|mandaron|envia|envian|envio|enviaron|send|sends|sent|mailed|gave)\s+(?:(?:me|us|a m[ií])\s+)?(?:(?:a|an|the|una|la|el|otra)\s+)?(?:new\s+|nueva\s+)?(?:bill|invoice|factura|cuenta|statement)\s+(?:(?:nueva|new)\s+)?(?:for|of|por|de)\s+(?:(?:about|like|around|unos|como)\s+)?\$?$/u,
  },
  // "they still charged my credit card 189", "me cobraron en la tarjeta 189".
  {
    role: 'billed',
    before:
      /(?:charged|cobraron|cobr[oó])\s+(?:(?:me|still|a[uú]n|todav[ií]a)\s+)?(?:my|the|mi|la|en (?:mi|la))\s+(?:(?:visa|mastercard|amex|credit|debit|bank|de cr[eé]dito|de d[eé]bito)\s+)?(?:card|account|tarjeta|cuenta)(?:\s+(?:de cr[eé]dito|de d[eé]bito))?\s+(?:(?:for|with|por|con|de)\s+)?$/u,
  },
  // "bill came nov 4 for 2,150", "la factura llego por 3,100".
  {
    role: 'billed',
    before:
      /(?:bill|invoice|factura|cuenta)\s+(?:came|arrived|came in|llego|vino)\s+(?:(?:on|in|el|the|[\p{L}]{3,9}\.?|\d{1,2}(?:st|nd|rd|th)?)\s+){0,3}(?:for|of|at|de|por)\s+(?:(?:about|like|around|unos|como)\s+)?$/u,
  },
  {
    role: 'billed',
    before:
      /(?:until|till|unless|before|hasta que|antes de que|a menos que)\s+(?:i |yo )?(?:pay|pague|pagues)\s+(?:(?:the|el|la|about|like|unos)\s+)*$/u,
  },
  {
    role: 'paid',
    after:
      /^\s*(?:de |in |as (?:an? )?)?(?:adelanto|anticipo|up ?front|down payment|enganche|advance)(?![\p{L}])/u,
  },
  // "i put down 300 already", "puse 300 por adelantado": money already paid toward the bill.
  {
    role: 'paid',
    before:
      /(?:(?:i|we|already|ya)\s+)?(?:put|paid|puse|pusimos)\s+down\s+(?:(?:about|like|around|unos|como)\s+)?\$?$/u,
  },
  {
    role: 'paid',
    before:
      /(?:i paid|paid|already paid|ya pagu[eé]|(?<!(?:que|si|cuando|hasta|para) )pagu[eé]|pagamos|(?:insurance|insurer|seguro|aseguradora|plan)\s+(?:only\s+|solo\s+)?(?:paid|pag[oó]|cubri[oó]|covered))\s+(?:(?:about|like|around|unos|como|my|mi|the|los|las|el|la)\s+)?$/u,
  },
  {
    role: 'fee',
    before:
      /(?:fee|fees|charge of|cargo(?: de)?|comisi[oó]n(?: de)?|penalty|multa)\s+(?:(?:was|is|of|at|de|fue|es|around|about|like|unos|como)\s+)*$/u,
  },
  // "un 'recargo de combustible' de 35", "a 'fuel surcharge' of 35", "fuel surcharge: 35": a surcharge
  // named, in quotes or not, right before its figure.
  {
    role: 'fee',
    before:
      /(?:surcharges?|recargos?(?:\s+(?:de|por)\s+\p{L}+)?)['"’”]?\s*(?:(?:of|de|was|is|fue|es|:)\s*)+$/u,
  },
  // "cargo de cancelacion de 150", "an early termination fee of 200".
  {
    role: 'fee',
    before:
      /(?:cargo|cobro|fee|charge|penalty|penalidad|multa)\s+(?:(?:de|por|for)\s+)?(?:cancelaci[oó]n|cancellation|terminaci[oó]n|early termination|early cancellation)\s+(?:(?:de|of|is|was|fee|es|fue)\s+)*$/u,
  },
  // "15 de 'equipo no devuelto'", "a 15 unreturned equipment fee".
  {
    role: 'fee',
    after:
      /^\s*(?:(?:de|for|por|as an?)\s+)?['"‘“]?(?:unreturned equipment|equipo no devuelto|equipment not returned)/u,
  },
  {
    role: 'fee',
    after:
      /^\s*(?:(?:late|annual|overdraft|resort|cleaning|service|processing|booking|convenience|baggage|bag|seat|doc|maintenance|cancellation|early termination)?\s*(?:fee|charge|cargo|comisi[oó]n)|(?:fuel|delivery|freight|energy|diesel)\s+(?:fee|surcharge|charge)|(?:de|in|of|en)\s+(?:sobregiro|overdraft|mantenimiento|atraso))/u,
  },
  {
    role: 'billed',
    before:
      /(?:(?:someone|somebody|alguien|they|he|she)\s+(?:took|took out|withdrew|sent|transferred|stole|sac[oó]|mand[oó]|retir[oó]|rob[oó]|transfiri[oó])|bill(?:s|ed)?(?: me)?|charge[sd](?: me)?|invoice(?:d)?(?: me)?|asking (?:me )?for|wants?|want me to pay|demanding|owe|says i owe|total(?: came to)?|came to|cobraron|cobr[oó]|me cobran|me cobra|factura(?:ron)?|cuenta|me piden|quieren|debo|dicen que debo|total|now says|now it'?s|now its|now wants|(?:now )?(?:they|he|she) (?:say|says|said) (?:it'?s|its|it is|it'?ll be)|they say (?:it'?s|its) now|ahora son|ahora es|ahora me piden|ahora dicen)\s+(?:(?:was|is|of|at|for|de|fue|es|me|around|about|like|unos|como|now|ahora|came|came to|came back|son|dice|says|said|shows|muestra|aparece|aparecen|sale|salio)\s+)*$/u,
  },
  { role: 'billed', after: /^\s*(?:bill|invoice|charge|factura|cuenta|cargo)\b/u },
  // "la factura del 3 de oct dice 1,750", "the bill dated oct 3 says 1,750": a bill's date said between
  // the bill and its figure.
  {
    role: 'billed',
    before:
      /(?:bill|invoice|statement|factura|cuenta|estado de cuenta)\s+(?:dated|from|of|del?|con fecha(?: del?)?)\s+[^.!?$]{0,18}?\d{1,2}(?:st|nd|rd|th)?(?:\s+de\s+\p{L}+\.?)?\s+(?:(?:now\s+|ahora\s+)?(?:dice|says|said|shows|showed|muestra|decia|is|es|was|era|for|por|de)\s+)+$/u,
  },
  // "billing him the rest, 1728", "el saldo de 900": what is still asked for.
  {
    role: 'billed',
    before:
      /(?:the rest|the balance|remaining balance|balance of|el resto|el saldo(?: de)?)[,:]?\s*(?:(?:of|is|de|es|which is|que es)\s+)?$/u,
  },
  // "they want the other 1900", "me cobran los otros 1,900": the part left after insurance paid.
  {
    role: 'billed',
    before:
      /(?:want|wants|wanted|asking (?:me )?for|demand\p{L}*|bill(?:s|ed|ing)? me(?: for)?|charg\p{L}* me(?: for)?|quieren|piden|exigen|me cobran|me cobra)\s+(?:the|el|los|las)\s+(?:other|remaining|otros|otras|restantes)\s*\$?$/u,
  },
];

/** Cues start at a word's edge: "renta es 1,100" is not "a 1,100". */
const BOUNDED_CUES: readonly RoleCue[] = ROLE_CUES.map((cue) => ({
  ...cue,
  ...(cue.before ? { before: new RegExp(String.raw`(?<![\p{L}])(?:${cue.before.source})`, 'u') } : {}),
}));

const PER_CUES: readonly (readonly [PerUnit, RegExp])[] = [
  ['night', /^\s*(?:(?:a|per|each|por|la|cada)\s+|\/\s*)(?:night|noche)/u],
  // "24.99 every month aug sep oct nov": every month is a month's charge too.
  ['month', /^\s*(?:(?:a|per|each|every|por|al|cada)\s+|\/\s*)(?:month|mo|mes)\b/u],
  ['week', /^\s*(?:(?:a|per|each|por|a la|cada)\s+|\/\s*)(?:week|semana)/u],
  ['hour', /^\s*(?:(?:an|a|per|each|por|la|cada)\s+|\/\s*)(?:hour|hr|hora)\b/u],
  ['year', /^\s*(?:(?:a|per|each|por|al|cada)\s+|\/\s*)(?:year|yr|a[nñ]o)\b/u],
  ['ticket', /^\s*(?:(?:a|per|each|por|cada)\s+|\/\s*)(?:ticket|boleto|entrada)/u],
  ['ticket', /^\s*(?:each|c\/u|cada uno|cada una)(?![\p{L}])/u],
  ['item', /^\s*(?:(?:a|per|each|por|cada)\s+|\/\s*)(?:case|box|unit|item|caja|unidad|pieza)/u],
  // "a 'recargo de combustible' de 85 en cada entrega", "a fuel surcharge of 85 per delivery".
  [
    'item',
    /^\s*(?:(?:a|per|each|por|cada|en cada|on each|on every|in each|with each|every|con cada)\s+)(?:deliver(?:y|ies)|entregas?|pedidos?|orders?|envios?|shipments?|drop(?:-?off)?s?)(?![\p{L}])/u,
  ],
  // "39.99 el dia 1 de cada mes" is a day of the month, never a daily rate.
  ['day', /^\s*(?:(?:a|per|each|por|al|el|cada)\s+|\/\s*)(?:day|d[ií]a)\b(?!\s+\d)/u],
  // "30 diarios de almacenaje", "35 daily".
  ['day', /^\s*(?:diari[oa]s?|daily)(?![\p{L}])/u],
];

const COUNT_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  un: 1,
  una: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  once: 11,
  doce: 12,
};
const COUNT_UNIT: Readonly<Record<PerUnit, string>> = {
  night: '(?:nights?|noches?)',
  month: '(?:months?|meses|mes|bills|statements|facturas|recibos)',
  week: '(?:weeks?|semanas?)',
  hour: '(?:hours?|hrs?|horas?)',
  year: '(?:years?|a[nñ]os?)',
  ticket: '(?:tickets?|tix|boletos?|entradas?)',
  item: '(?:cases?|boxes?|units?|items?|cajas?|unidades|piezas?|deliveries|entregas|pedidos|orders|envios|shipments)',
  day: '(?:days?|d[ií]as?)',
};

/** "3 charges of 129 each", "4 cargos de 34": how many times one sum was charged. */
const CHARGE_COUNT =
  /(?<![\p{L}\p{N}$])(\d{1,2})\s+(?:\p{L}+\s+)?(?:charges?|payments?|transactions?|withdrawals?|purchases?|fees|cargos?|cobros?|pagos?|transacciones|retiros?|compras?|comisiones)\s+(?:of|de|for|por)\s+\$?\s?\d/u;

/** A fee named just before a per-unit figure ("resort fee of 39.95 a night", "cargo de limpieza de 80 por noche"). */
const FEE_JUST_BEFORE =
  /(?:fee|fees|surcharge|cargo|cargos|recargo|tarifa de servicio|cuota)\s+(?:(?:por|de|for) (?:sobregiro|overdraft|fondos insuficientes|insufficient funds|nsf)\s+)?(?:(?:of|de|was|is|fue|es|por|:)\s+)*\$?\s?$/u;

/**
 * Overdraft fees on purchases approved with money there: the balance the app showed and the later
 * item that took the account negative are neither an estimate nor the bill ("180 available … my rent
 * autopay of 950").
 */
function besideAvailable(kase: Case): Case {
  const available = kase.availableBalance;
  if (!available) return kase;
  const availableValue = Number(available.replace(/[$,]/gu, ''));
  const fee = kase.amounts.find((amount) => amount.count !== undefined && amount.count > 1);
  const feesTotal = fee ? fee.value * (fee.count ?? 1) : undefined;
  return {
    ...kase,
    amounts: kase.amounts.map((amount) =>
      (amount.text === available && ['quoted', 'estimated', 'billed', 'current'].includes(amount.role)) ||
      (amount.role === 'billed' && amount.value > availableValue && amount.value !== feesTotal)
        ? { ...amount, role: 'other' as const }
        : amount,
    ),
  };
}

/** "la app decia 212 disponible", "available balance was 212": the balance the purchases were approved against. */
function availableIn(folded: string): string | undefined {
  return (
    /(\$?\d[\d.,]*\d|\$?\d) (?:disponibles?|available)\b/u.exec(folded)?.[1] ??
    /(?:disponible|available)(?: balance)?(?: (?:was|of|de|era|decia))? (\$?\d[\d.,]*\d|\$?\d)/u.exec(
      folded,
    )?.[1]
  );
}

/** "despues se cobro un cheque de 300", "then a check cleared": what took the account negative later. */
function overdrawnByIn(folded: string): 'check' | 'payment' | undefined {
  if (/\b(?:cheque|check)\b/u.test(folded)) return 'check';
  if (/\b(?:autopay|automatic payment|pago automatico|domiciliacion|bill payment)\b/u.test(folded))
    return 'payment';
  return undefined;
}

/** "hay que dar 30 dias de aviso", "30 days notice", "a 30-day notice": the notice a cancellation needs. */
function noticeDaysIn(folded: string): number | undefined {
  const days =
    /\b(\d{1,3})(?:\s+|-)(?:days?|dias)'?\s+(?:de\s+)?(?:written\s+|advance\s+|por escrito\s+)?(?:notice|aviso|preaviso|anticipacion)\b/u.exec(
      folded,
    )?.[1] ??
    /\b(?:notice|aviso|preaviso) (?:of|de) (\d{1,3}) (?:days|dias)\b/u.exec(folded)?.[1] ??
    // "aviso por escrito con 30 dias", "written notice with 30 days".
    /\b(?:notice|aviso|preaviso)(?: por escrito| previo| in writing)? (?:con|with|de|of) (?:al menos |at least )?(\d{1,3}) (?:days|dias)\b/u.exec(
      folded,
    )?.[1] ??
    // "necesitan avisar por escrito con 30 dias", "must notify us in writing 30 days before".
    /\b(?:avisar(?:nos|me|le|les)?|notify(?: us| me)?)(?: por escrito| in writing)? (?:con |with )?(?:al menos |at least )?(\d{1,3}) (?:days|dias)\b/u.exec(
      folded,
    )?.[1];
  const n = days ? Number(days) : undefined;
  return n && n > 0 && n <= 120 ? n : undefined;
}

/** "4 overdraft fees of 34": the count just before an amount that is not a per-unit one. */
function chargesBefore(text: string, start: number): number | undefined {
  const before = fold(text.slice(Math.max(0, start - 40), start));
  const match =
    /(?<![\p{L}\p{N}$])(\d{1,2}|two|three|four|five|dos|tres|cuatro|cinco)\s+(?:\p{L}+\s+)?(?:charges?|payments?|transactions?|transfers?|withdrawals?|purchases?|fees|overdrafts|cargos?|cobros?|pagos?|transacciones|transferencias?|envios|retiros?|compras?|comisiones|sobregiros)\s+(?:(?:por|de|for) (?:sobregiro|overdraft|atraso|late payment|fondos insuficientes|insufficient funds|nsf)\s+)?(?:[x×]\s?\d{1,2}\s+)?(?:of|de|d|for|por)\s+\$?\s?$/u.exec(
      before,
    ) ??
    // "overdraft fees x3 of 35", "3x 35", "3 x $35": the count written as a multiplication.
    /(?:(?<![\p{L}\p{N}$.,])[x×]\s?(\d{1,2})\s+(?:of|de|at|a)|(?<![\p{L}\p{N}$.,])(\d{1,2})\s?[x×])\s*\$?\s?$/u.exec(
      before,
    ) ??
    // "me cobraron 3 veces 14.99", "charged me 3 times 14.99": the times said right before the sum,
    // after a verb of charging (never "i called 3 times").
    /(?:cobr\p{L}*|charg\p{L}*|billed|bill(?:ing|s)? me|debit\p{L}*)\s+(?:me\s+|us\s+|nos\s+)?(?:like\s+|como\s+)?(\d{1,2}|two|three|four|five|six|dos|tres|cuatro|cinco|seis)\s+(?:times|veces)\s+(?:(?:de|of|at|por)\s+)?\$?\s?$/u.exec(
      before,
    );
  const written = match?.[1] ?? match?.[2];
  const count = written ? (COUNT_WORDS[written] ?? Number(written)) : undefined;
  if (count && count > 1) return count;
  // "charged my debit card twice for 79.99", "debited me twice 49.99": twice, after a verb of charging.
  return /(?:charg\p{L}*|billed|debit\p{L}*|took)\s+(?:(?:me|us|my|the|our)\s+)?(?:[\p{L}]+\s+){0,2}?twice\s+(?:(?:for|of|at)\s+)?\$?\s?$/u.test(
    before,
  )
    ? 2
    : undefined;
}

/**
 * "tengo dos compras … que nunca autoricé: 45,90 y 120,00", "two charges i didn't make": the charges
 * counted in words, so the sums listed are each one of them (a digit count is read already).
 */
function withSpelledChargeCount(counts: CaseCount[], folded: string): CaseCount[] {
  if (counts.length > 0) return counts;
  const match =
    /(?<![\p{L}\p{N}])(two|three|four|dos|tres|cuatro)\s+(?:\p{L}+\s+)?(?:charges|purchases|transactions|withdrawals|transfers|cargos|compras|cobros|transacciones|retiros|transferencias)(?![\p{L}])(?!\s+(?:de|of|for|por)\s+\$?\d)/u.exec(
      folded,
    );
  const value = match?.[1] ? COUNT_WORDS[match[1]] : undefined;
  return match?.[1] && value ? [{ text: match[1], value, role: 'other' }] : counts;
}

/** "overdraft fee 35 x 3", "35 x3", "cargos de 35 tres veces": the count written after the sum. */
function chargesAfter(text: string, end: number): number | undefined {
  const after = fold(text.slice(end, end + 30));
  // "debited 79.99 twice", "took 49.99 twice from my card": the sum charged two times.
  if (/^\s*(?:dollars?|bucks|usd)?\s*twice(?![\p{L}])/u.test(after)) return 2;
  const match =
    /^\s*(?:dollars?|bucks|dolares|usd)?\s*(?:[x×*]\s?(\d{1,2})(?![\p{N}.,]|\s*(?:ft|feet|cm|pies)\b)|(?:[\p{L}]+\s+){0,3}(\d{1,2}|two|three|four|five|six|dos|tres|cuatro|cinco|seis) (?:times|veces)(?![\p{L}]))/u.exec(
      after,
    );
  const written = match?.[1] ?? match?.[2];
  const count = written ? (COUNT_WORDS[written] ?? Number(written)) : undefined;
  if (count && count > 1) return count;
  // "un cobro de 89.99 … y otro igual el 17", "and another one the same on the 17th": charged twice.
  return SAME_AGAIN.test(fold(text.slice(end, end + 90)).split(/[.!?;\n]/u)[0] ?? '') ? 2 : undefined;
}

/** One more charge of the same sum, said without repeating it. */
const SAME_AGAIN =
  /(?:\by|\band|,)\s+(?:luego |then |despues |after that )?(?:otro|otra|another)(?: one)?\s+(?:igual|identic[oa]|exactamente igual|(?:por|de) lo mismo|(?:por|de) la misma cantidad|del mismo monto|the same|just like it|like it|identical|for the same(?: amount)?)(?![\p{L}])/u;

/**
 * "2 debit card charges i never made, $120 each", "4 cargos que yo no hice, de 45.50 cada uno": the
 * charges counted earlier in the sentence of a sum each of them was. "two $36 overdraft fees": the
 * count right before a sum whose noun follows it.
 */
function chargesCounted(
  text: string,
  start: number,
  end: number,
  per: PerUnit | undefined,
): number | undefined {
  const before =
    fold(text.slice(Math.max(0, start - 80), start))
      .split(/[.!?;\n]/u)
      .pop() ?? '';
  const word = String.raw`(\d{1,2}|two|three|four|five|six|dos|tres|cuatro|cinco|seis)`;
  const noun = String.raw`(?:charges|payments|transactions|transfers|withdrawals|purchases|fees|cargos|cobros|pagos|transacciones|transferencias|retiros|comisiones|compras)`;
  let written: string | undefined;
  if (per === 'ticket') {
    const all = [
      ...before.matchAll(
        new RegExp(String.raw`(?<![\p{L}\p{N}$.,])${word}\s+(?:[\p{L}-]+\s+){0,3}?${noun}(?![\p{L}])`, 'gu'),
      ),
    ];
    written = all.at(-1)?.[1];
  } else if (new RegExp(String.raw`(?<![\p{L}\p{N}$.,])${word}\s+\$?\s?$`, 'u').test(before)) {
    const after = fold(text.slice(end, end + 40));
    if (new RegExp(String.raw`^\s*(?:[\p{L}-]+\s+){0,2}${noun}(?![\p{L}])`, 'u').test(after))
      written = new RegExp(String.raw`${word}\s+\$?\s?$`, 'u').exec(before)?.[1];
  }
  const count = written ? (COUNT_WORDS[written] ?? Number(written)) : undefined;
  return count && count > 1 ? count : undefined;
}

/**
 * "charged 39.99 on sep 1, oct 1 and nov 1", "me cobraron 39.99 el 1 de sep, 1 de oct y 1 de nov",
 * "charged 39.99 sep 15, oct 15, nov 15": one sum charged on each of the days listed right after it.
 */
/**
 * Where the sum was charged, between it and its days: "14.99 en mi tarjeta de crédito el 5 de sept…",
 * "39.99 to my visa on sep 1…", "45 from my checking account on…", "14.99 charged on my credit card
 * sept 5…". Only a card or an account.
 */
const CARD_BETWEEN = String.raw`(?:(?:(?:charged|billed|debited|cobrados?|cargados?)\s+)?(?:on|to|from|in|at|en|a|de|desde|con)\s+(?:my|mi|the|la|el|su)\s+(?:[\p{L}]+\s+){0,3}?(?:card|tarjeta|visa|mastercard|amex|account|cuenta|statement)(?:\s+(?:de|del|d)\s+(?:credito|debito|crédito|débito|cheques|banco))?,?\s+)?`;

/**
 * Between a sum and its days, who charged it and since when: "29.99 de 'STRMPLUS*DIGITAL' desde
 * junio: 5 de junio, 5 de julio…", "9.99 from 'NFLX*STREAM' since may: may 3, jun 3…".
 */
const merchantSinceBetween = () =>
  String.raw`(?:(?:de|from|by|por)\s+)?(?:['"‘’“”][^'"‘’“”\d]{1,40}['"‘’“”]\s*)?(?:(?:since|starting(?:\s+in)?|desde|a\s+partir\s+de)\s+(?:${EN_MONTH_SOURCE}|${ES_MONTH_SOURCE})\.?\s*[:,]?\s*)?`;

function chargesOnDays(text: string, end: number): number | undefined {
  const after = fold(text.slice(end, end + 150));
  // "el 17 de sept, 17 oct y 17 nov": after the first day, the "de" is often left out.
  const day = String.raw`(?:(?:${EN_MONTH_SOURCE})\.?\s+\d{1,2}(?:st|nd|rd|th)?|(?:el\s+)?\d{1,2}\s+(?:de\s+)?(?:${ES_MONTH_SOURCE})\.?)(?![\p{L}\p{N}])`;
  const list = new RegExp(
    String.raw`^\s*(?:each\s+|cada\s+uno\s+)?${merchantSinceBetween()}${CARD_BETWEEN}(?:(?:on|el|los\s+dias|the)\s+)?(${day}(?:\s*,\s*(?:and\s+|y\s+)?${day}|\s+(?:and|y|&)\s+${day}|\s+${day})+)`,
    'iu',
  ).exec(after);
  if (!list?.[1]) return undefined;
  const days = list[1].match(new RegExp(day, 'giu'))?.length ?? 0;
  return days > 1 ? days : undefined;
}

/**
 * "theyve still been pulling 19.99 from my debit card jul aug sep oct nov", "me sacan 25 de la
 * tarjeta: agosto, septiembre y octubre": a charge taken, then the months it was taken in, without
 * their days: one charge a month.
 */
function chargesInMonths(text: string, start: number, end: number): number | undefined {
  const before = fold(text.slice(Math.max(0, start - 40), start));
  if (
    !/(?:tak|pull|charg|bill|debit|draft|withdr|cobr|saca|sacan|sacando|descont|quit)\p{L}*(?:[^.!?\d]){0,30}$/u.test(
      before,
    )
  )
    return undefined;
  const month = String.raw`(?:${EN_MONTH_SOURCE}|${ES_MONTH_SOURCE})\.?`;
  // "39.99 on the 1st every month on my credit card anyway, may jun jul aug sep and now oct 1": the
  // day of the month ("the 1st") may come first, and the last month may carry its day.
  const run = new RegExp(
    String.raw`^(?:[^.!?\d]|\d{1,2}(?:st|nd|rd|th)(?![\p{L}\p{N}])|(?<=\bdia\s)\d{1,2}(?!\d)){0,60}?(?<![\p{L}])(${month}(?:\s*,?\s*(?:and\s+|y\s+|&\s+)?(?:now\s+|then\s+|also\s+|ahora\s+|tambien\s+|luego\s+)?${month}){1,11})(?![\p{L}])(?:\s+\d{1,2}(?:st|nd|rd|th)?(?![\d.,]?\d)(?!\s*(?:,|and|y)\s*(?:${month})))?(?!\s*\d)`,
    'iu',
  ).exec(fold(text.slice(end, end + 120)));
  const months = run?.[1]?.match(new RegExp(String.raw`${month}(?![\p{L}])`, 'giu'))?.length ?? 0;
  return months > 1 ? months : undefined;
}

/**
 * A charge repeated each month, its months listed without a day for each, and the day of the month
 * said once: "39.99 on the 1st every month … may jun jul aug sep and now oct 1", "me cobran 25 el
 * día 5 de cada mes: agosto, septiembre y octubre". One charge day per month listed (the most recent
 * such day on or before today), so each charge's own dispute window can be counted.
 */
function withMonthRunDays(kase: Case, texts: readonly string[], today: string): Case {
  if (!DISPUTED_CHARGE_SUB_CASES.has(kase.subCase ?? '')) return kase;
  const month = String.raw`(?:${EN_MONTH_SOURCE}|${ES_MONTH_SOURCE})\.?`;
  let changed = false;
  const amounts = kase.amounts.map((amount) => {
    if (amount.days !== undefined || amount.count === undefined || amount.count < 2) return amount;
    for (const text of texts) {
      const placed = findAmounts(text).find((candidate) => candidate.text === amount.text);
      if (!placed) continue;
      const after = fold(text.slice(placed.end, placed.end + 130)).split(/[.!?](?!\d)/u)[0] ?? '';
      const run = new RegExp(
        String.raw`(?<![\p{L}])(${month}(?:\s*,?\s*(?:and\s+|y\s+|&\s+)?(?:now\s+|then\s+|also\s+|ahora\s+|tambien\s+|luego\s+)?${month}){1,11})(?![\p{L}])(?:\s+(\d{1,2})(?:st|nd|rd|th)?(?!\d))?`,
        'iu',
      ).exec(after);
      if (!run?.[1]) return amount;
      const names = run[1].match(new RegExp(String.raw`${month}(?![\p{L}])`, 'giu')) ?? [];
      if (names.length !== amount.count) return amount;
      // The day of the month: "on the 1st", "the 1st of every month", "el dia 5", "el 5 de cada mes",
      // or the day after the last month listed ("… and now oct 1").
      const said =
        /(?:on|the|every|each)\s+(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)(?![\p{L}\p{N}])/u.exec(after)?.[1] ??
        new RegExp(
          String.raw`\bel\s+(?:dia\s+)?(\d{1,2})\s+de\s+cada\s+mes\b|\b(?:cada\s+)?dia\s+(\d{1,2})\b(?!\s*de\s+(?:${ES_MONTH_SOURCE}))`,
          'u',
        )
          .exec(after)
          ?.slice(1)
          .find((d) => d !== undefined) ??
        run[2];
      const day = said ? Number(said) : undefined;
      if (!day || day > 31) return amount;
      // Back from the last month named (this month's charge even when its day is still ahead),
      // each earlier month the latest such day before the next: "nov dec jan" in February spans years.
      const indexes = names.map((name) => monthIndex(name.replace(/\.$/u, '')));
      const lastIndex = indexes.at(-1)!;
      const sorted: string[] = [];
      let next =
        lastIndex === Number(today.slice(5, 7)) - 1
          ? isoOf(Number(today.slice(0, 4)), lastIndex, day)
          : pastIso(lastIndex, day, today);
      for (const index of indexes.slice(0, -1).reverse()) {
        if (!next) break;
        sorted.unshift(next);
        next = pastIso(index, day, addDays(next, -1));
      }
      if (next) sorted.unshift(next);
      if (sorted.length !== names.length || new Set(sorted).size !== sorted.length) return amount;
      changed = true;
      return { ...amount, days: sorted };
    }
    return amount;
  });
  return changed ? { ...kase, amounts } : kase;
}

/**
 * The days written right after a charge, as written: "39.99 sep 15, oct 15, nov 15" → three, "49
 * 'annual maintenance fee' nov 1" → one (a quoted name between the sum and its day is skipped).
 */
function daysWrittenAfter(text: string, end: number): string[] {
  const after = fold(text.slice(end, end + 160));
  const day = String.raw`(?:(?:${EN_MONTH_SOURCE})\.?\s+\d{1,2}(?:st|nd|rd|th)?|(?:el\s+)?\d{1,2}\s+(?:de\s+)?(?:${ES_MONTH_SOURCE}))(?![\p{L}\p{N}])`;
  const list = new RegExp(
    String.raw`^\s*(?:['"‘’“”][^'"‘’“”\d]{1,40}['"‘’“”]\s*)?(?:each\s+|cada\s+uno\s+)?${merchantSinceBetween()}${CARD_BETWEEN}(?:(?:on|el|los\s+dias|the)\s+)?(${day}(?:\s*,\s*(?:and\s+|y\s+)?${day}|\s+(?:and|y|&)\s+${day}|\s+${day})*)`,
    'iu',
  ).exec(after);
  return list?.[1]
    ? (list[1].match(new RegExp(day, 'giu')) ?? []).map((d) => d.replace(/^el\s+/u, '').trim())
    : [];
}

/**
 * Charges after a cancellation or charges the person didn't make: each charge keeps the days written
 * after it, and those days are charge days ("29.99 el 10 de sept, 10 de oct y 10 de nov y un cargo
 * anual de 59 el 1 de nov": three days for the 29.99, one for the 59).
 */
function withChargeDays(kase: Case, texts: readonly string[]): Case {
  if (!DISPUTED_CHARGE_SUB_CASES.has(kase.subCase ?? '')) return kase;
  const isoOf = (written: string) =>
    kase.dates.find((date) => date.iso !== undefined && fold(date.text).replace(/^el\s+/u, '') === written)
      ?.iso;
  const chargeDays = new Set<string>();
  const amounts = kase.amounts.map((amount) => {
    if (!['billed', 'fee', 'other', 'unit'].includes(amount.role)) return amount;
    for (const text of texts) {
      const placed = findAmounts(text).find((candidate) => candidate.text === amount.text);
      if (!placed) continue;
      const written = daysWrittenAfter(text, placed.end);
      const days = written.map(isoOf).filter((iso): iso is string => iso !== undefined);
      if (days.length === 0 || days.length !== written.length) return amount;
      // A sum charged more than once keeps its days only when there is one for each charge.
      if (
        (days.length > 1 || (amount.count ?? 1) > 1) &&
        amount.count !== undefined &&
        amount.count !== days.length
      )
        return amount;
      for (const iso of days) chargeDays.add(iso);
      return { ...amount, days };
    }
    return amount;
  });
  if (chargeDays.size === 0) return kase;
  // Beside a charge the person didn't make, its own day stays the only charge day: the days of the
  // charges after a cancellation are the other problem's.
  if (kase.subCase !== 'card_after_cancel' && kase.subCase !== 'service_after_cancel') {
    const otherDays = new Set(
      amounts.filter((amount) => amount.role === 'other').flatMap((amount) => amount.days ?? []),
    );
    const fraudDay = kase.dates.some(
      (date) => date.role === 'charge' && date.iso !== undefined && !otherDays.has(date.iso),
    );
    return {
      ...kase,
      amounts,
      dates:
        kase.flags.afterCancelToo === true && fraudDay
          ? kase.dates.map((date) =>
              date.iso !== undefined && otherDays.has(date.iso) && date.role === 'charge'
                ? { ...date, role: 'service' as const }
                : date,
            )
          : kase.dates,
    };
  }
  return {
    ...kase,
    amounts,
    dates: kase.dates.map((date) =>
      date.iso !== undefined && chargeDays.has(date.iso) && (date.role === 'service' || date.role === 'other')
        ? { ...date, role: 'charge' as const }
        : date,
    ),
  };
}

/**
 * "i cancelled my app (the yearly plan, 119.99) … charged my card AGAIN 119.99": the first one is
 * the plan's price, so the sum was charged once more, not twice.
 */
const PLAN_PRICE_BEFORE =
  /(?:plan|subscription|membership|price|costs?|yearly|annual|monthly|suscripcion|membresia|precio|cuesta|anual|mensual)\W{0,4}$/u;

/** "charged twice", "2 veces", "three times": how many times the person says a sum was charged. */
function timesSaid(folded: string): number | undefined {
  if (/\btwice\b|\bdos veces\b|\bdoble\b|\bdouble\b/u.test(folded)) return 2;
  const said = /\b(\d|two|three|four|tres|cuatro)\s+(?:times|veces)\b/u.exec(folded)?.[1];
  return said ? (COUNT_WORDS[said] ?? Number(said)) : undefined;
}

/** Words that say a sum written twice was charged twice ("and again 79.96 on nov 1"). */
const REPEATED = pattern('again', 'twice', 'both', 'otra vez', 'de nuevo', 'dos veces', 'nuevamente');

function countOf(text: string, per: PerUnit): number | undefined {
  const charges = CHARGE_COUNT.exec(fold(text))?.[1];
  if (charges && Number(charges) > 1) return Number(charges);
  // "39.99 cada mes, ya van 3 cobros": a monthly charge and how many times it came.
  const times =
    per === 'month'
      ? /(?<![\p{L}\p{N}$.,])(\d{1,2})\s+(?:charges|cobros|cargos|payments|pagos|withdrawals|retiros)(?![\p{L}])/u.exec(
          fold(text),
        )?.[1]
      : undefined;
  if (times && Number(times) > 1) return Number(times);
  // "14.99 cada mes, ya van septiembre octubre y noviembre": the months named in a row.
  if (per === 'month') {
    const month = String.raw`(?:${EN_MONTH_SOURCE}|${ES_MONTH_SOURCE})\.?`;
    const run = new RegExp(String.raw`\b${month}(?:\s*,?\s*(?:and|y|&)?\s*${month}\b){1,11}`, 'giu');
    const longest = Math.max(
      0,
      ...[...fold(text).matchAll(run)].map(
        (m) => m[0].match(new RegExp(String.raw`\b${month}(?![\p{L}])`, 'giu'))?.length ?? 0,
      ),
    );
    if (longest > 1) return longest;
  }
  // "40 cases out of 60", "llegaron 40 de 60 cajas": the count that matters is what is missing.
  const shortfall = /(\d{1,4})\s+(?:\p{L}+\s+)?(?:out of|of the|de las|de los|de)\s+(\d{1,4})(?!\d)/u.exec(
    text,
  );
  if (per === 'item' && shortfall?.[1] && shortfall[2] && Number(shortfall[2]) > Number(shortfall[1])) {
    return Number(shortfall[2]) - Number(shortfall[1]);
  }
  const match = new RegExp(
    // The cents of a price ("84.99 este mes") are no count.
    String.raw`(?<![\p{L}\p{N}$]|\d[.,])(\d{1,3}|${Object.keys(COUNT_WORDS).join('|')})\s+(?:more\s+|m[aá]s\s+|(?!(?:a|al|an|the|per|por|la|el|los|las|de|del|each|cada|un|una|every|of|in|on|worth|for|en)\s)[\p{L}]+\s+)?${COUNT_UNIT[per]}(?![\p{L}])`,
    'iu',
  ).exec(text);
  // "tix showed 85 each … i bought 2", "compre 2": the tickets bought, counted without their noun.
  const bought =
    per === 'ticket'
      ? /(?:i |we )?(?:bought|purchased|got|compre|compramos|son|serian|for|para|want|need|quiero|queremos|necesito)\s+(\d{1,2}|two|three|four|dos|tres|cuatro)(?![.,]\d)(?=\s*(?:[.,;!?]|$|\s+(?:of them|de ellos|de ellas)))/iu.exec(
          fold(text),
        )?.[1]
      : undefined;
  // "se acabo la promocion de 12 meses": how long a promotion or contract ran counts no charges.
  const term =
    match !== null &&
    /(?:promo\p{L}*|contract|contrato|plazo|term)\s+(?:de|of|for)?\s*$/u.test(
      fold(text.slice(Math.max(0, match.index - 25), match.index)),
    );
  const raw = (term ? bought : (match?.[1] ?? bought))?.toLowerCase();
  if (!raw) return undefined;
  const count = /^\d+$/.test(raw) ? Number(raw) : COUNT_WORDS[raw];
  return count && count > 1 && count <= 366 ? count : undefined;
}

/** Equipment named right after a figure: "15 de 'equipo'", "14 for the modem", "10/mo router rental". */
const ADD_ON_AFTER =
  /^\s*(?:(?:de|for|in|por|para|of|en)\s+(?:the\s+|el\s+|la\s+|un\s+|una\s+|my\s+|mi\s+)?(?:renta\s+(?:del?\s+)?|alquiler\s+(?:del?\s+)?)?)?(?:equipo|equipment|modem|router|wifi router|cable box|dvr|decoder|decodificador)(?![\p{L}])/u;

/**
 * A price per month named before its figure: "the monthly was 104.25", "monthly fee is 80", "la
 * mensualidad era 104,25", "cuota mensual de 60". A rate, never one more charge to add up.
 */
const MONTHLY_BEFORE =
  /(?<![\p{L}])(?:monthly(?:\s+(?:fee|rate|price|charge|plan|bill|cost|service))?|mensualidad|(?:cuota|tarifa|precio|cargo|plan)\s+mensual)\s+(?:(?:was|is|were|of|era|es|fue|de|costs?|costaba|cuesta)\s+)*(?:(?:about|like|around|unos|como)\s+)?[:=]?\s*$/u;

/** Goods counted and priced each: "48 cajas a ", "30 bags of flour at ", "60 cases @ ". */
const UNIT_PRICE_AFTER_GOODS =
  /(?<![\d.,])\d{1,4}\s+(?:cases?|cajas?|bags?|bolsas?|costales?|sacks?|sacos?|boxes|box|units?|unidades?|items?|piezas?|cartons?|pallets?|tarimas?|bottles?|botellas?|rolls?|rollos?|packs?|paquetes?|dozen|docenas?|pounds?|libras?|lbs?|kilos?|kg|gallons?|galones?)(?:\s+(?:de|of)\s+\p{L}+)?\s+(?:at|a|@|x|por)\s*$/u;

/** The role of one amount from the words around it; the first cue that fits wins. */
/** The first end of a range right before a figure: "62 to ", "300-", "entre 62 y ", "de 62 a ". */
const RANGE_FIRST_END = /(?<![\d.,])(\$?\d[\d.,]*\s?k?)\s*(?:to|-|–|and|a|y)\s*\$?$/u;
/** Roles whose ranges keep one role at both ends (a market band, an estimate, a quote, an ask). */
const RANGE_ROLES: ReadonlySet<AmountRole> = new Set(['market', 'estimated', 'quoted', 'asked', 'offered']);

/**
 * "night diff 4.25", "a shift differential of 3/hr", "diferencial nocturno de 2.50": an add-on paid on
 * top of the base rate for some hours, never the pay asked, offered or earned.
 */
const DIFFERENTIAL_BEFORE =
  /(?<![\p{L}])(?:diffs?|differentials?|diferencial(?:es)?|shift premium|night premium|prima (?:nocturna|dominical|de turno))(?:\s+(?:nocturno|de noche|de turno|pay|rate))?\s*(?:(?:of|de|is|es|was|era|at|a|=|:|\+)\s*)*$/u;
const DIFFERENTIAL_AFTER =
  /^\s*(?:\/\s?(?:hr|hour|h)|(?:an?|per|la|por)\s+(?:hour|hr|hora))?\s*(?:(?:night|nights|evening|weekend|shift|overnight|noc|nocturno)\s+)?(?:diffs?|differentials?|diferencial|premium)(?![\p{L}])/u;
/**
 * "the recruiter asked what i make now … i told her (46.75)", "me preguntó cuánto gano y le dije 22":
 * the figure the person gave when asked their pay now is their current pay, never their ask.
 */
const TOLD_CURRENT_PAY_BEFORE =
  /(?:what (?:i|im|i'?m) (?:make|makes|making|earn|earning|get paid|currently make)|my (?:current|present) (?:pay|salary|rate|wage)|(?:current|present) (?:pay|salary|rate|wage)|salary history|pay history|cuanto gano|lo que gano|cuanto me pagan|mi (?:sueldo|salario|pago) actual)[^.!?]{0,70}?(?:told (?:her|him|them|the recruiter|hr)|said|gave (?:her|him|them)|answered|le dije|les dije|dije|le di|conteste)(?: (?:it was|that it'?s|i make|my pay is|que gano|que es))?\s*[(:]?\s*$/u;

function roleOf(text: string, amount: PlacedAmount): { role: AmountRole; per?: PerUnit } {
  const before = fold(text.slice(Math.max(0, amount.start - 60), amount.start)).replace(/[$]\s*$/, '');
  const after = fold(text.slice(amount.end, amount.end + 50));
  if (DIFFERENTIAL_BEFORE.test(before) || DIFFERENTIAL_AFTER.test(after))
    return { role: 'unit', per: 'hour' };
  if (
    TOLD_CURRENT_PAY_BEFORE.test(
      fold(text.slice(Math.max(0, amount.start - 130), amount.start)).replace(/[$]\s*$/, ''),
    )
  )
    return { role: 'current' };
  // "i was only short 12 bucks for a day": how far short the account went, never a daily rate.
  if (SHORTFALL_BEFORE.test(before) || SHORTFALL_AFTER.test(after)) return { role: 'other' };
  const perAfter =
    PER_CUES.find(([, cue]) => cue.test(after))?.[0] ??
    // "45 resort fee per night": the fee's name sits between the figure and its unit.
    PER_CUES.find(([, cue]) =>
      cue.test(after.replace(/^\s*(?:[\p{L}-]+\s+){1,2}(?=(?:(?:a|per|each|por|cada)\s+|\/)\p{L})/u, ' ')),
    )?.[0];
  // "the monthly was 104.25", "la mensualidad era 104,25": a price per month named before its figure.
  const per = perAfter ?? (MONTHLY_BEFORE.test(before) ? ('month' as const) : undefined);
  // "me cobran 15 de 'equipo' cada mes", "14 a month for the modem": a monthly add-on for equipment,
  // a fee beside the plan's price, never the price itself.
  const addOn = ADD_ON_AFTER.exec(after.replace(/['"‘’“”]/g, ''));
  if (addOn) {
    const sentence = (after.split(/[.!?;\n]/u)[0] ?? '') + ' ' + (before.split(/[.!?;\n]/u).at(-1) ?? '');
    return /(?:every|each|a|per|cada|al|por) (?:month|mes)|monthly|mensual/u.test(sentence) || per === 'month'
      ? { role: 'fee', per: 'month' }
      : { role: 'fee' };
  }
  // "48 cajas a 42.50", "30 bags at $28", "60 cases @ 18": a price for each of the goods counted
  // right before it.
  if (!per && UNIT_PRICE_AFTER_GOODS.test(before)) return { role: 'unit', per: 'item' };
  // "86 hrs at 13.50": an hourly rate named after its hours.
  if (!per && /(?:hrs?|hours?|horas)\s+(?:at|a|@|x|por)\s*$/u.test(before))
    return { role: 'unit', per: 'hour' };
  // "raised the price from 42 to 48 per case": the new price of each piece, not a fee on each.
  if (per === 'item' && /(?:from|de)\s+\$?\d[\d.,]*\s*(?:to|a)\s*$/u.test(before))
    return { role: 'proposed', per };
  // "45 resort fee per night": a fee charged per unit keeps its role.
  if (per && per !== 'year' && per !== 'hour') {
    // The fee's name before or after its unit: "45 resort fee per night", "45 por noche de 'resort fee'".
    const feeNear =
      // "18 cada una mas un recargo de 25": a fee joined on after the price is another charge.
      /^(?:(?![\s,](?:plus|mas|and|y)\s|\+|&)[^\d.!?;]){0,30}?(?:fees?|cargos?|tarifas?|comisi[oó]n)(?![\p{L}])/u.test(
        after.replace(/['"‘’“”]/g, ''),
      ) ||
      // "'destination fee' 35/night + 'amenity fee' 12/night": a second fee, joined to a figure before it,
      // named right before its own figure (a lone "'resort fee' 45 a night" keeps the reading it had).
      /\d[^\d]{0,15}(?:\+|&|\band\b|\bplus\b|\by\b|\bmas\b)[^\d]{0,30}(?<![\p{L}])(?:fees?|cargos?|tarifas?|comisi[oó]n)(?:\s+(?:de|por)\s+\p{L}+)?\s*(?:of|de|:|=|was|is|fue|es)?\s*$/u.test(
        before.replace(/['"‘’“”]/g, ''),
      );
    // "189/night … a 'resort fee' 45 a night": the fee's name right before its figure.
    const plainBefore = before.replace(/['"‘’“”]/g, '').replace(/\s+a\s*$/u, ' ');
    const feeJustBefore =
      FEE_JUST_BEFORE.test(plainBefore) ||
      // "un 'cargo de resort' de 38 por noche", "cuota de limpieza: 25 por noche".
      /(?<![\p{L}])(?:cargo|cuota|tarifa|recargo)\s+(?:de|por)\s+\p{L}+\s*(?:(?:de|es|fue|:)\s*)?\$?\s?$/u.test(
        plainBefore,
      );
    // "3 sobregiros de 35 cada uno", "2 overdrafts of 34 each": the overdraft itself named as the fee.
    const overdraftJustBefore =
      /(?<![\p{L}])(?:sobregiros?|overdrafts?|nsfs?)\s+(?:(?:of|de|at|a|por|for|:)\s+)*\$?\s?$/u.test(
        plainBefore,
      );
    return feeNear || feeJustBefore || overdraftJustBefore ? { role: 'fee', per } : { role: 'unit', per };
  }
  // "similar jobs pay 62 to 68", "estimated 300-400": the range's far end is the same kind of figure.
  const range = RANGE_FIRST_END.exec(before);
  if (range?.[1]) {
    const rawBefore = text.slice(Math.max(0, amount.start - 60), amount.start);
    const firstEnd = rawBefore.lastIndexOf(range[1].trim());
    if (firstEnd >= 0) {
      const start = amount.start - rawBefore.length + firstEnd;
      const first = roleOf(text, { ...amount, start, end: start + range[1].trim().length });
      if (RANGE_ROLES.has(first.role)) return per ? { role: first.role, per } : { role: first.role };
    }
  }
  // "me salio 247.60 total con 'cargo de servicio'": the total charged, not the fee named after it.
  if (
    !per &&
    (/^\s*(?:(?:in|en) )?total (?:con|with|including|incluyendo|incl)(?![\p{L}])/u.test(after) ||
      (/^\s*(?:(?:in|en) )?total(?![\p{L}])/u.test(after) &&
        /(?:me salio|salio|came to|came out to|checkout|al pagar|en el pago|at checkout)\s*$/u.test(
          before,
        )) ||
      // "al pagar me salio 174 con un 'service fee'": what checkout came to, with a fee inside it.
      (/(?:me salio|me salieron|came to|came out to|total (?:was|came to|is)|el total (?:fue|era|es))\s*\$?\s*$/u.test(
        before,
      ) &&
        /^\s*(?:con|with|including|incluyendo)\s/u.test(after)))
  )
    return { role: 'billed' };
  for (const cue of BOUNDED_CUES) {
    if ((cue.before && cue.before.test(before)) || (cue.after && cue.after.test(after))) {
      return per ? { role: cue.role, per } : { role: cue.role };
    }
  }
  return per ? { role: 'other', per } : { role: 'other' };
}

/** Earnings said with their period: "ganamos como 3 mil al mes", "i make 32k a year". */
const EARNED_SAID =
  /(?:\b(?:i|we) (?:only |just )?(?:make|earn|bring home|take home)|\bgano|\bganamos|\b(?:my |our |household |family )?income|\bmis ingresos|\bnuestros ingresos)\b[^.!?]{0,30}\d[^.!?]{0,20}(?:a month|per month|monthly|\/mo|a year|per year|yearly|\/yr|al mes|por mes|mensuales|al ano|por ano|anuales)/u;

/** "gano como 2,100 al mes", "i make about 2,100 a month", "we bring home 3k a month": earnings. */
const EARNED_BEFORE =
  /(?:\b(?:i|we|he|she|my (?:husband|wife|partner)) (?:only |just )?(?:make|makes|earn|earns|bring home|brings home|take home|takes home|get paid|gets paid)|\bincome (?:is|of|was)?|\bgano|\bganamos|\bgana|\bganaba|\bingresos? (?:es|son|de)?|\bsueldo (?:es|de)?|\bsalario (?:es|de)?|\bme pagan|\bnos pagan|\bentre (?:los dos|todos) (?:ganamos|sacamos))\s+(?:(?:about|around|like|roughly|only|just|together|combined|between us|between the two of us|como|unos|alrededor de|apenas|solo|de|nomas|entre los dos|entre todos|entre ambos)\s+)*\$?\s*$/u;

/**
 * On a medical bill, a monthly sum the person earns ("gano como 2,100 al mes") is their income, not a
 * plan's payment or a monthly charge: it keeps its unit and loses the role a price would have.
 */
function withIncome(amounts: CaseAmount[], area: CaseArea | undefined, folded: string): CaseAmount[] {
  if (area !== 'medical_bills') return amounts;
  return amounts.map((amount) => {
    if (amount.per !== 'month' || amount.role !== 'unit' || amount.count !== undefined) return amount;
    const at = folded.indexOf(fold(amount.text));
    return at > 0 && EARNED_BEFORE.test(folded.slice(Math.max(0, at - 50), at))
      ? { ...amount, role: 'other' as const }
      : amount;
  });
}

/** Area-specific defaults for figures whose words gave no role. */
/**
 * "bill is 2,340, insurance paid 612, they bill the rest, 1728": the balance insurance left is the
 * bill the person disputes, so it comes first among the billed figures.
 */
function balanceFirst(amounts: CaseAmount[]): CaseAmount[] {
  const billed = amounts.filter((amount) => amount.role === 'billed');
  const paid = amounts.find((amount) => amount.role === 'paid');
  if (!paid || billed.length < 2) return amounts;
  const [whole] = billed;
  const balance = billed.find((amount) => Math.abs(whole!.value - paid.value - amount.value) <= 1);
  if (!balance) return amounts;
  return [balance, ...amounts.filter((amount) => amount !== balance)];
}

/** "normally 60 and this time 310": a bill far above the usual one, said in words. */
const BILL_SPIKE =
  /(?:normally|usually|normal(?:ly)? (?:is|its|it's)|typically|always (?:pay|around)|normalmente|por lo general|siempre (?:pago|es|viene)|casi siempre)[^.?!]{0,40}\d/u;
/** The bills a meter decides: electricity, gas, water. */
const UTILITY =
  /(?:(?:factura|recibo) (?:del |de )?gas|\bgas natural|\bcontador de (?:gas|luz)|electric|power bill|power company|\bgas bill|\bgas company|water bill|water company|utility|utilities|meter|compania de (?:gas|luz|agua)|\bluz\b|electricidad|recibo del agua|factura del agua|\bagua\b|medidor|servicios publicos)/u;

/** A cable, internet or phone provider, or its plan. */
const TELECOM_SERVICE =
  /(?:\bcable\b|internet|wi-?fi|\btv\b|television|phone (?:plan|bill|service)|cell ?phone|wireless|fiber|fibra|comcast|xfinity|spectrum|at&t|verizon|t-mobile|\bcox\b|optimum|directv|frontier|telefono|celular|telcel|movistar)/u;
/**
 * "1,620 for 12 months or 1,590 for 18", "a 12-month lease at 1620": renewal rents offered by lease
 * length. Each rent gets its length; a length read as a figure of its own ("18") is dropped. Only when
 * at least one length is said with its unit, so "paid 500 for 3" is never a lease.
 */
function withLeaseTerms(amounts: CaseAmount[], subCase: SubCase | undefined, text: string): CaseAmount[] {
  if (subCase !== 'rent_renewal_increase') return amounts;
  const folded = fold(text);
  const unit = String.raw`[\s-]*(?:months?|mos?|meses)(?:\s+(?:lease|contract|term|de contrato|de plazo))?`;
  const terms: { figure: string; months: number; unit: boolean }[] = [];
  const after = new RegExp(
    String.raw`\$?((?:\d[\d,.]*\d|\d)k?)\s*(?:a month|\/mo|al mes|por mes)?\s+(?:for|por|on|with|if i sign|if i do|si firmo|si hago|x)\s+(?:a |an |un |the )?(\d{1,2})(${unit})?(?!\d|[.,]\d)`,
    'gu',
  );
  for (const match of folded.matchAll(after))
    terms.push({ figure: match[1]!, months: Number(match[2]), unit: Boolean(match[3]) });
  const before = new RegExp(
    String.raw`(?<![\d,.])(\d{1,2})${unit}\s*(?:at|for|a|por|en|is|es|would be|seria|:|=)\s*\$?((?:\d[\d,.]*\d|\d)k?)`,
    'gu',
  );
  for (const match of folded.matchAll(before))
    terms.push({ figure: match[2]!, months: Number(match[1]), unit: true });
  if (!terms.some((term) => term.unit)) return amounts;
  const lengths = new Set<string>();
  const out = amounts.map((amount) => {
    const term = terms.find(
      (candidate) => fold(amount.text).replace(/^\$/u, '') === candidate.figure && candidate.months >= 3,
    );
    if (!term || amount.value < 100) return amount;
    lengths.add(String(term.months));
    return { ...amount, role: 'proposed' as const, months: term.months };
  });
  // The lengths themselves ("18") are no sums.
  return out.filter(
    (amount) => amount.months !== undefined || !lengths.has(amount.text) || amount.value >= 100,
  );
}

/** The other side hung up: "me colgaron", "me volvieron a colgar", "they hung up on me", "call dropped". */
/**
 * The landlord won't renew the lease when it ends, or the person asks whether he can: "he just won't
 * renew", "can he just not renew", "no me va a renovar el contrato", "¿puede no renovarme?".
 */
const NON_RENEWAL = pattern(
  String.raw`(?:won'?t|wont|will not|not going to|isn'?t going to|refuses? to|refusing to|not|never|doesn'?t|does not) (?:\w+ )?(?:renew|re-new|renue)`,
  String.raw`(?:non|no)[\s-]?renewal`,
  String.raw`no (?:me |nos )?(?:va|van|quiere|quieren|piensa|piensan)? ?(?:a )?renovar`,
  String.raw`no (?:me |nos )?(?:renueva|renuevan|renovara|renovaran)`,
  String.raw`(?:puede|pueden) no renovar`,
);

/**
 * The person wants a lower price on a plan that didn't go up: "quiero que me lo bajen", "lower my
 * internet bill", "negotiate my bill down". The retention ask is the price-rise plan's.
 */
const LOWER_BILL = pattern(
  String.raw`(?:que me (?:lo |la )?(?:bajen|baje|rebajen)|bajarme|bajar(?:me)? (?:el|la|mi) (?:precio|factura|internet|cable|plan|cuenta|recibo)|(?:me )?bajen (?:el|la|mi) (?:precio|factura|internet|cable|plan)|un (?:mejor|menor) precio|precio mas bajo)`,
  String.raw`(?:lower|reduce|cut|bring down|negotiate(?: down)?) (?:my|the|our) (?:internet |cable |phone |tv |wifi |monthly )?(?:bill|price|rate|plan)`,
  String.raw`(?:a )?(?:better|lower|cheaper) (?:price|rate|deal)`,
  String.raw`(?:want|wants|need|trying) (?:it|them) (?:lower|cheaper|down)`,
);
/** A fee billed again every month: "every month since march", "cada mes", "monthly fee". */
const RECURRING_FEE =
  /(?:every|each|a|per) month|monthly|since (?:last )?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|cada mes|al mes|mensual|desde (?:el mes de )?(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)/u;

/**
 * "a 7.99 'network fee' every month since march": the fee is charged once a month, and the months
 * since the one named (to today's month) are how many times it was billed.
 */
function monthlyFeeSince(
  amounts: CaseAmount[],
  subCase: SubCase | undefined,
  folded: string,
  feeName: string | undefined,
  today: string,
): CaseAmount[] {
  if (subCase !== 'service_price_rise' || !feeName || !RECURRING_FEE.test(folded)) return amounts;
  // A fee said with its own month count already ("7.99 a month for 8 months") stays as said.
  if (amounts.some((amount) => amount.role === 'fee' && amount.count !== undefined)) return amounts;
  // A real new price ("from 79.99 to 95") stays a rise; a "new price" below the old one is the fee.
  const current = amounts.find((amount) => amount.role === 'current');
  const proposed = amounts.find((amount) => amount.role === 'proposed');
  if (current && proposed && proposed.value > current.value) return amounts;
  // The fee is the smallest figure; a larger one said before it is the price they were sold.
  const sorted = [...amounts].sort((a, b) => a.value - b.value);
  const fee = sorted[0];
  const price = sorted.at(-1);
  if (!fee || !price || fee === price || fee.value >= price.value) return amounts;
  const since = new RegExp(
    String.raw`(?:since|starting(?: in)?|from|desde(?: el mes de)?|a partir de)\s+(?:last\s+)?(${EN_MONTH_SOURCE}|${ES_MONTH_SOURCE})(?![\p{L}])`,
    'iu',
  ).exec(folded)?.[1];
  const thisMonth = Number(today.slice(5, 7)) - 1;
  const from = since ? monthIndex(since) : -1;
  const count = from >= 0 ? (thisMonth - from + 12) % 12 : undefined;
  return amounts.map((amount) =>
    amount === fee
      ? { ...amount, role: 'fee' as const, per: 'month' as const, ...(count ? { count } : {}) }
      : amount === price && ['billed', 'other', 'unit', 'current', 'fee'].includes(amount.role)
        ? { text: amount.text, value: amount.value, role: 'current' as const }
        : amount,
  );
}

/**
 * A price rise beside a monthly add-on ("desde marzo me cobran 15 de 'equipo' cada mes y en octubre y
 * noviembre me subieron a 89.99"): the months named with the new price count the months billed at
 * it; the add-on counts from the month it started to this one; the price before counts no months.
 */
function addOnMonths(
  amounts: CaseAmount[],
  subCase: SubCase | undefined,
  folded: string,
  today: string,
): CaseAmount[] {
  if (subCase !== 'service_price_rise') return amounts;
  const addOn = amounts.find((amount) => amount.role === 'fee' && amount.per === 'month');
  const raised = amounts.find((amount) => amount.role === 'proposed');
  const before = amounts.find((amount) => amount.role === 'current');
  if (!raised || !before || (!addOn && before.per !== 'month')) return amounts;
  const sentences = folded.split(/(?:[.!?;](?!\d)|\n)|\by (?=en |desde )|\band (?=in |since )/u);
  const month = String.raw`(?:${EN_MONTH_SOURCE}|${ES_MONTH_SOURCE})\.?`;
  const thisMonth = Number(today.slice(5, 7)) - 1;
  const withFigure = (amount: CaseAmount) => sentences.find((sentence) => sentence.includes(amount.text));
  const since = new RegExp(
    String.raw`(?:since|desde(?: el mes de)?|starting(?: in)?|a partir de)\s+(${month})(?![\p{L}])`,
    'iu',
  );
  const from = addOn ? since.exec(withFigure(addOn) ?? '')?.[1] : undefined;
  const addOnCount = from ? ((thisMonth - monthIndex(from.replace(/\.$/u, '')) + 12) % 12) + 1 : undefined;
  const run = new RegExp(
    String.raw`(?<![\p{L}])${month}(?![\p{L}])(?:\s*,?\s*(?:and|y|&)?\s*${month}(?![\p{L}])){0,11}`,
    'giu',
  );
  const raisedRun = [...(withFigure(raised) ?? '').matchAll(run)].at(-1)?.[0];
  const raisedCount = raisedRun
    ? (raisedRun.match(new RegExp(String.raw`(?<![\p{L}])${month}(?![\p{L}])`, 'giu'))?.length ?? 0)
    : 0;
  return amounts.map((amount) => {
    if (amount === addOn && addOnCount) return { ...amount, count: addOnCount };
    if (amount === raised && raisedCount > 0) return { ...amount, count: raisedCount };
    if (amount === before && amount.count !== undefined) {
      const { count: _count, ...rest } = amount;
      return rest;
    }
    return amount;
  });
}

/**
 * The landlord kept the whole deposit, said without a second figure: "kept all of it", "kept the
 * whole thing", "se quedó con todo", "no me devolvió nada".
 */
const KEPT_WHOLE = pattern(
  String.raw`(?:kept|keeps|keeping|keep|withheld|withholding|took|is taking) (?:all of it|it all|all|everything|every (?:penny|cent|dollar)|(?:the|my|our|her|his) (?:whole|entire|full) (?:\d[\d.,]* )?(?:thing|amount|deposit|\p{L}+ deposit))`,
  String.raw`(?:didn'?t|did not|never|won'?t|will not|refuses to) (?:return|give (?:me )?back|refund|send)[^.?!]{0,20}(?:any of it|a (?:single )?(?:dime|penny|cent)|anything|any (?:of|money))`,
  String.raw`(?:got|received|get) (?:nothing|zero|not a (?:dime|penny|cent)) back`,
  String.raw`(?:se|me) (?:quedo|quedaron|queda|quedan|quiere quedar|quieren quedar) con todo`,
  String.raw`(?:se|me) (?:quedo|quedaron|queda|quedan) con (?:el|mi|los) (?:deposito|\d[\d.,]*) (?:completo|entero|completos|enteros)`,
  String.raw`no (?:me )?(?:devolvio|devolvieron|regreso|regresaron|devuelve|devuelven|quiere devolver|quieren devolver|reembolso|reembolsaron) (?:nada|ni (?:un|una) )`,
  String.raw`(?:retuvo|retuvieron|retiene|retienen) todo`,
);

/**
 * A phone's balance after a switch: the plan's months ("de 24") and the months paid are counts, never
 * charges; the device figure on the final bill is the bill, the service and the buyout are apart.
 */
function withDeviceRoles(
  amounts: CaseAmount[],
  subCase: SubCase | undefined,
  folded: string,
  all: string,
): CaseAmount[] {
  if (subCase !== 'service_device_balance') return amounts;
  const { term, paid } = deviceTermIn(folded);
  const figures = deviceFiguresIn(all, findAmounts(all));
  // "promised 800 dollars for trading in my old phone": the value promised, never a bill.
  const promised = tradeInIn(all, findAmounts(all))?.value;
  if (promised)
    amounts = amounts.map((amount) =>
      amount.text === promised ? { ...amount, role: 'other' as const } : amount,
    );
  return amounts
    .filter(
      (amount) =>
        !(
          Number.isInteger(amount.value) &&
          (amount.value === term || amount.value === paid) &&
          !/[.,]\d/u.test(amount.text) &&
          amount.text !== figures.device &&
          amount.text !== figures.service &&
          amount.text !== figures.buyout
        ),
    )
    .map(({ count, ...amount }) =>
      // "39.99 al mes … pague 10 meses": the installment, never a charge made 10 times to get back.
      amount.role === 'unit' && amount.per === 'month' && count !== undefined
        ? amount
        : count !== undefined
          ? { ...amount, count }
          : amount,
    )
    .map((amount) =>
      amount.text === figures.device
        ? { ...amount, role: 'billed' as const }
        : amount.text === figures.service || amount.text === figures.buyout
          ? { ...amount, role: 'other' as const }
          : amount,
    );
}

/**
 * "pago 1,850 … la renta es 2,150. son 300 mas", "300 more, from 1850 to 2150": of three figures where
 * the smallest is the other two's difference, the smallest is how much the rent goes up, the middle
 * one the rent now and the largest the new rent, in whatever order they were said.
 */
function markRiseDifference(amounts: CaseAmount[]): void {
  if (amounts.some((amount) => amount.role === 'over')) return;
  const figures = amounts.filter(
    (amount) =>
      ['other', 'billed', 'current', 'proposed'].includes(amount.role) ||
      (amount.role === 'unit' && amount.per === 'month'),
  );
  for (const by of figures) {
    for (const now of figures) {
      if (now === by || by.value >= now.value) continue;
      const next = figures.find(
        (amount) => amount !== now && amount !== by && Math.abs(amount.value - now.value - by.value) < 0.01,
      );
      if (!next) continue;
      // The rent said as the new one stays new, and one said as today's stays today's.
      if (now.role === 'proposed' || next.role === 'current' || by.role === 'current') continue;
      by.role = 'over';
      now.role = 'current';
      next.role = 'proposed';
      delete by.per;
      return;
    }
  }
}

function settleRoles(
  amounts: CaseAmount[],
  area: CaseArea | undefined,
  subCase: SubCase | undefined,
  /** The rent or price goes up, whatever the sub-case (a repair tied to a renewal at a higher rent). */
  rising = false,
  /** The whole deposit was kept ("kept all of it"): what was kept is the deposit itself. */
  keptWhole = false,
): CaseAmount[] {
  const copied = amounts.map((amount) => ({ ...amount }));
  // "me quitaron 230 de mi cuenta con la tarjeta": money taken from a card or an account is a charge,
  // not part of a deposit kept.
  if (area === 'credit_card_fees')
    for (const amount of copied) if (amount.role === 'withheld') amount.role = 'billed';
  // "theyve still been taking 24.99 every month" after a cancellation: a charge, not a deposit kept.
  if (subCase === 'service_after_cancel' && !copied.some((amount) => amount.role === 'deposit'))
    for (const amount of copied) if (amount.role === 'withheld') amount.role = 'billed';
  // A stated total is kept apart only where each charge is disputed on its own; elsewhere it is the bill.
  if (!DISPUTED_CHARGE_SUB_CASES.has(subCase ?? ''))
    for (const amount of copied) if (amount.role === 'total') amount.role = 'billed';
  // What insurance left unpaid is the medical bill in question; elsewhere the whole bill is.
  const settled = area === 'medical_bills' ? balanceFirst(copied) : copied;
  // A deposit paid to a contractor, a shop or a dealer is money already paid toward the bill;
  // only a landlord holds a deposit to give back.
  if (area !== 'rent_landlord' && area !== undefined && settled.some((amount) => amount.role === 'billed'))
    for (const amount of settled) if (amount.role === 'deposit') amount.role = 'paid';
  const others = settled.filter((amount) => amount.role === 'other');
  const has = (role: AmountRole) => settled.some((amount) => amount.role === role);
  // "raised my internet from 55 to 80 a month … 14 a month for the modem, 6 months now": the price
  // right after the old one is the new price, not one more monthly charge paid for months.
  if (subCase === 'service_price_rise' && !has('proposed')) {
    const at = settled.findIndex((amount) => amount.role === 'current');
    const next = at >= 0 ? settled[at + 1] : undefined;
    const old = settled[at];
    if (old && next && next.role === 'unit' && next.per === 'month' && next.value > old.value) {
      next.role = 'proposed';
      delete next.per;
      delete next.count;
    }
  }
  if (subCase === 'rent_deposit_withheld') {
    // "kept 800 of my 1500 deposit": the larger is the deposit, the smaller what was kept.
    // With both already said ("kept 1,400 of my 1,650 deposit"), a sum larger than the deposit
    // (the rent talked about earlier) is neither.
    const saidDeposit = has('withheld') ? settled.find((amount) => amount.role === 'deposit') : undefined;
    for (const amount of others) {
      if (saidDeposit && amount.value >= saidDeposit.value) continue;
      amount.role = !has('deposit') ? 'deposit' : 'withheld';
    }
    const deposit = settled.find((amount) => amount.role === 'deposit');
    const withheld = settled.find((amount) => amount.role === 'withheld');
    if (deposit && withheld && withheld.value > deposit.value) {
      deposit.role = 'withheld';
      withheld.role = 'deposit';
    }
    // "deposit 1350, they sent 600 back, kept 450 for painting and 300 for carpet": beside deductions
    // listed one by one, the figure that with them makes up the whole deposit is what came back.
    if (deposit && !has('returned')) {
      const kept = settled.filter((amount) => amount.role === 'withheld');
      const back = settled.find((amount) => {
        if (!['billed', 'withheld', 'other'].includes(amount.role)) return false;
        const rest = kept.filter((other) => other !== amount);
        const sum = rest.reduce((total, other) => total + other.value, 0);
        return rest.length >= 2 && Math.abs(amount.value + sum - deposit.value) < 0.01;
      });
      if (back) back.role = 'returned';
    }
    // "returned only 700 of the 1,500": what was kept is the difference, worked out for them.
    const returned = settled.find((amount) => amount.role === 'returned');
    if (deposit && returned && !withheld && deposit.value > returned.value) {
      settled.push({
        text: formatMoneyLike(deposit.value - returned.value, deposit.text),
        value: deposit.value - returned.value,
        role: 'withheld',
      });
    }
    // "kept all of it": the part kept is the whole deposit.
    if (keptWhole && deposit && !withheld && !returned) settled.push({ ...deposit, role: 'withheld' });
    return settled;
  }
  // "cobro 0.08 por palabra … subir mi tarifa a 0.11": a rate under a dollar is never an invoice.
  if (subCase === 'vendor_client_late')
    for (const amount of settled) if (amount.value < 1 && amount.role !== 'unit') amount.role = 'unit';
  if (subCase === 'medical_over_estimate' && !has('estimated')) {
    // "a good faith estimate … for MRI with contrast, 1,150 total. bill came … 2,640": the smaller
    // figure said before the bill is the estimate.
    const billIndex = settled.findIndex((amount) => amount.role === 'billed');
    const bill = settled[billIndex];
    const estimate = settled
      .slice(0, Math.max(0, billIndex))
      .find((amount) => amount.role === 'other' && bill !== undefined && amount.value < bill.value);
    if (estimate) estimate.role = 'estimated';
  }
  if (subCase === 'service_estimated_bill') {
    // "this month is 612, normally 140-160": the largest figure is the bill, the others the usual one.
    const figures = settled.filter((amount) =>
      ['current', 'proposed', 'billed', 'other'].includes(amount.role),
    );
    const bill = figures.reduce<CaseAmount | undefined>(
      (top, amount) => (!top || amount.value > top.value ? amount : top),
      undefined,
    );
    // "612.48 … i cant pay 612 by then": the bill said again in round figures is the bill, not a usual one.
    const again = (amount: CaseAmount) =>
      bill !== undefined &&
      amount !== bill &&
      amount.value < bill.value &&
      bill.value - amount.value < 1 &&
      Number.isInteger(amount.value);
    for (const amount of figures) amount.role = amount === bill ? 'billed' : 'current';
    return settled.filter((amount) => !again(amount));
  }
  if (
    subCase === 'rent_renewal_increase' ||
    subCase === 'rent_midlease_increase' ||
    subCase === 'service_price_rise' ||
    subCase === 'vendor_price_rise' ||
    // A repair tied to a renewal at a higher rent keeps the rent's before and after.
    (subCase === 'rent_repairs' && rising)
  ) {
    // "un recargo de 85 en cada entrega … ya van 6 entregas = 510": a per-delivery surcharge counted,
    // and its sum; a new charge, not a price before and after.
    const perDelivery =
      subCase === 'vendor_price_rise'
        ? settled.find(
            (amount) =>
              (amount.role === 'unit' || amount.role === 'fee') && amount.per === 'item' && amount.count,
          )
        : undefined;
    if (perDelivery?.count) {
      perDelivery.role = 'fee';
      const sum = perDelivery.value * perDelivery.count;
      for (const amount of settled)
        if (amount !== perDelivery && Math.abs(amount.value - sum) < Math.max(1, sum * 0.01))
          amount.role = 'total';
      return settled;
    }
    // "they promised 49.99 a month, now they charge 79.99": the promised monthly price is the one before.
    const monthly = settled.find((amount) => amount.role === 'unit' && amount.per === 'month');
    // "de 49.99 a 79.99 al mes": a lower figure beside the monthly one is the price before, not this.
    const lowerBeside = settled.some(
      (amount) =>
        amount !== monthly &&
        ['other', 'billed'].includes(amount.role) &&
        amount.value < (monthly?.value ?? 0),
    );
    if (subCase === 'service_price_rise' && monthly && !has('current'))
      monthly.role = lowerBeside ? 'proposed' : 'current';
    // "starting feb 1 its 1,950 instead of 1,600": the rent said "instead of" is today's, not a quote.
    if (subCase.startsWith('rent_') && !has('current')) {
      const before = settled.find((amount) => amount.role === 'quoted');
      const after = settled.find(
        (amount) => amount !== before && ['current', 'proposed', 'other', 'billed'].includes(amount.role),
      );
      if (before && after && after.value > before.value) {
        before.role = 'current';
        after.role = 'proposed';
      }
    }
    if (subCase.startsWith('rent_')) markRiseDifference(settled);
    // "Goes up 200; I pay 1450": the rent now, and the new rent worked out for them.
    const by = subCase.startsWith('rent_') ? settled.find((amount) => amount.role === 'over') : undefined;
    if (by) {
      const base =
        settled.find((amount) => amount.role === 'current') ??
        settled.find(
          // "a 1,450 al mes … sube 250": the monthly rent is the one that goes up.
          (amount) => ['other', 'billed', 'unit'].includes(amount.role) && amount.value > by.value,
        );
      if (base && !has('proposed')) {
        base.role = 'current';
        settled.push({
          text: formatMoneyLike(base.value + by.value, base.text),
          value: base.value + by.value,
          role: 'proposed',
        });
      }
    }
    // "aumento de 1,450 a 1,690 al mes": the monthly rent above today's is the new rent.
    const today = subCase.startsWith('rent_')
      ? settled.find((amount) => amount.role === 'current')
      : undefined;
    const newRent =
      today && !has('proposed')
        ? settled.find(
            (amount) => amount.role === 'unit' && amount.per === 'month' && amount.value > today.value,
          )
        : undefined;
    if (newRent) newRent.role = 'proposed';
    // "pago 1,450 al mes … la renta sube a 1,750": beside the new rent, a monthly rent below it is today's.
    const raisedTo = subCase.startsWith('rent_')
      ? settled.find((amount) => amount.role === 'proposed')
      : undefined;
    const paidNow =
      raisedTo && !has('current')
        ? settled.find(
            (amount) => amount.role === 'unit' && amount.per === 'month' && amount.value < raisedTo.value,
          )
        : undefined;
    if (paidNow) paidNow.role = 'current';
    const rise = settled.filter((amount) => ['other', 'current', 'proposed', 'billed'].includes(amount.role));
    if (rise.length >= 2 && !has('proposed') && has('current')) {
      // "renewal is 1,950 from 1,650": the rent it comes from is said; the other one is the new rent.
      const other = rise.find((amount) => amount.role !== 'current');
      if (other) other.role = 'proposed';
    } else if (rise.length >= 2 && !has('proposed')) {
      const [first, second] = rise;
      if (first && second) {
        first.role = 'current';
        second.role = 'proposed';
      }
    } else if (rise.length >= 2 && !has('current')) {
      const first = rise.find((amount) => amount.role !== 'proposed');
      if (first) first.role = 'current';
    }
    for (const amount of settled)
      if (amount.role === 'other') amount.role = has('current') ? 'proposed' : 'current';
    // "another supplier quoted me 31": beside a supplier's old and new price, a quote is a rival's.
    if (subCase === 'vendor_price_rise' && has('current') && has('proposed'))
      for (const amount of settled) if (amount.role === 'quoted') amount.role = 'market';
    return settled;
  }
  if (area === 'salary') {
    // "never paid my last check, 1365.50 … 5 vacation days left = 640": two or more sums of pay
    // earned and not paid (no rate, no yearly salary) are each owed, and they add up.
    const earned = settled.filter(
      (amount) => amount.per === undefined && ['offered', 'asked', 'billed', 'other'].includes(amount.role),
    );
    if (subCase === 'salary_unpaid_wages' && earned.length >= 2) {
      for (const amount of earned) amount.role = 'other';
      return settled;
    }
    // "I want 68,000" is the person's ask; "charging 35/hr" is a freelancer's own rate.
    for (const amount of settled) {
      if (amount.role === 'billed') amount.role = subCase === 'salary_freelance_rate' ? 'current' : 'asked';
    }
    // "an offer of 72k, I hoped for 80": a bare figure beside thousands means thousands too.
    const thousands = settled.find((amount) => amount.value >= 10_000 && amount.per !== 'hour');
    if (thousands) {
      for (const amount of settled) {
        const scaled = amount.value * 1000;
        if (
          amount.value < 1000 &&
          amount.per === undefined &&
          scaled >= thousands.value / 2 &&
          scaled <= thousands.value * 2
        )
          amount.value = scaled;
      }
    }
    // "an offer … 72k base … capped at 75k": a bare figure before the ceiling is the first offer.
    const firstOfferAt = settled.findIndex((amount) => amount.role === 'offered');
    for (const amount of others)
      amount.role =
        subCase === 'salary_offer' && firstOfferAt > settled.indexOf(amount)
          ? 'offered'
          : has('offered')
            ? 'asked'
            : subCase === 'salary_raise'
              ? 'current'
              : 'offered';
    // "gano 19 la hora … solo pueden darme 50 centavos más, o sea 19.50": a second pay a little above
    // the pay now, in the same talk, is the raise they offered, not the pay now.
    if (subCase === 'salary_raise' && !has('offered')) {
      const [now, next] = settled.filter((amount) => amount.role === 'current');
      if (
        now &&
        next &&
        next.value > now.value &&
        next.value <= now.value * 1.2 &&
        (next.per ?? now.per) === now.per
      ) {
        next.role = 'offered';
        if (now.per) next.per = now.per;
      }
    }
    // "72k base … capped at 75k": the ceiling named after the first offer is where the offer stands now.
    const offers = settled.filter(
      (amount) => amount.role === 'offered' && (amount.per === undefined || amount.per === 'year'),
    );
    const [firstOffer, ceiling] = offers;
    if (offers.length === 2 && firstOffer && ceiling && ceiling.value > firstOffer.value)
      settled.splice(settled.indexOf(firstOffer), 1);
    return settled;
  }
  // Outside a rise, "from" and "to" name no before-and-after price.
  for (const amount of settled)
    if (amount.role === 'current' || amount.role === 'proposed') amount.role = 'other';
  const unlabelled = settled.filter((amount) => amount.role === 'other');
  others.splice(0, others.length, ...unlabelled);
  // A bill over an estimate or a quote: the larger unlabelled figure is the bill; what they paid
  // against a price shown ("it said 85, I paid 112") is the bill too.
  if ((has('estimated') || has('quoted')) && !has('billed')) {
    const paid = settled.find((amount) => amount.role === 'paid');
    const price = settled.find((amount) => amount.role === 'estimated' || amount.role === 'quoted');
    // "le pague 3,000 (el total iba a ser 8,500)": a part paid toward a bigger price stays paid.
    if (paid && others.length === 0 && !(price && paid.value < price.value)) paid.role = 'billed';
  }
  if (has('estimated') || has('quoted')) {
    for (const amount of others) amount.role = has('billed') ? 'other' : 'billed';
    return settled;
  }
  // A disputed charge is the bill even beside a fee named in passing ("…and a 95 annual fee").
  const disputedCharge =
    subCase === 'card_after_cancel' ||
    subCase === 'card_billing_error' ||
    subCase === 'card_unauthorized' ||
    subCase === 'debit_unauthorized' ||
    subCase === 'service_after_cancel';
  // "4 overdraft fees of 35 each … the account was only 12 short": the fees are the charge.
  const feesCounted =
    subCase === 'bank_fee' &&
    settled.some((amount) => amount.role === 'unit' || (amount.count !== undefined && amount.count > 1));
  // "3 overdraft fees x3 of 35": the sum counted is the fee itself.
  if (subCase === 'bank_fee')
    for (const amount of others) if (amount.count !== undefined && amount.count > 1) amount.role = 'fee';
  if (area === 'hidden_fees') {
    // "189/night, 3 nights, the page said 567 + taxes": the rate times the nights is the price shown,
    // never a fee; and beside a fee per night, the larger figure left is what the card was charged.
    const rates = settled.filter((amount) => amount.role === 'unit' && amount.count !== undefined);
    for (const amount of others)
      if (rates.some((rate) => Math.abs(rate.value * (rate.count ?? 0) - amount.value) < 0.005))
        amount.role = has('quoted') ? 'other' : 'quoted';
    const perFee = settled.find((amount) => amount.role === 'fee' && amount.per !== undefined);
    // "a 'destination fee' of 30/night, 120 total", "like 150 extra total" with its tax: the fee's own
    // total as the person gave it is the sum to ask back, the nightly figure its rate.
    const fees = perFee?.count ? perFee.value * perFee.count : undefined;
    const feeTotal =
      perFee && fees !== undefined
        ? others.find(
            (amount) =>
              amount.role === 'other' && amount.value >= fees - 0.005 && amount.value <= fees * 1.25,
          )
        : undefined;
    if (perFee && feeTotal) {
      perFee.role = 'unit';
      feeTotal.role = 'fee';
    }
    const shown = settled.find((amount) => amount.role === 'quoted');
    const left = settled.filter((amount) => amount.role === 'other');
    const top = left.reduce<CaseAmount | undefined>(
      (max, a) => (!max || a.value > max.value ? a : max),
      undefined,
    );
    if (perFee && shown && top && !has('billed') && top.value > shown.value) top.role = 'billed';
    checkoutGap(settled);
    others.splice(0, others.length, ...settled.filter((amount) => amount.role === 'other'));
  }
  for (const amount of others) {
    if (!has('billed') && (!has('fee') || disputedCharge) && !feesCounted)
      amount.role = area === 'hidden_fees' ? 'fee' : 'billed';
  }
  return settled;
}

/**
 * "2 tix … 89 each … 241.60 total: service fee 24.15 x2, facility charge 5.50 x2 … thats 63.60 in
 * fees on 178 of tickets": beside a price listed per ticket or night and its count, the sum above that
 * price (and below twice it) is what checkout charged, and the fees are the gap between the two
 * (63.60, whatever lines make it up). The fee lines are its parts, never the one fee to ask back.
 */
function checkoutGap(settled: CaseAmount[]): void {
  const rate = settled.find(
    (amount) =>
      amount.role === 'unit' &&
      amount.count !== undefined &&
      amount.count > 1 &&
      (amount.per === 'ticket' || amount.per === 'night'),
  );
  if (!rate?.count) return;
  const listed = rate.value * rate.count;
  const near = (a: number, b: number) => Math.abs(a - b) < 0.005;
  const flat = (amount: CaseAmount) =>
    (amount.role === 'other' || amount.role === 'fee' || amount.role === 'quoted') &&
    amount.per === undefined;
  let billed = settled.find((amount) => amount.role === 'billed');
  if (!billed) {
    billed = settled
      .filter((amount) => flat(amount) && amount.value > listed + 0.005 && amount.value < 2 * listed)
      .reduce<CaseAmount | undefined>(
        (top, amount) => (!top || amount.value > top.value ? amount : top),
        undefined,
      );
    if (!billed) return;
    billed.role = 'billed';
  }
  if (billed.value <= listed) return;
  const gap = billed.value - listed;
  // "178" said beside "89 each" and its count is the price listed, never a fee.
  for (const amount of settled) if (flat(amount) && near(amount.value, listed)) amount.role = 'quoted';
  const fees = settled.filter((amount) => amount.role === 'fee' && amount.per === undefined);
  // One fee named that is the whole gap stays that fee ("a 52.40 service fee"); several lines, or a
  // line that doesn't make up the gap, are parts of "the fees", worked out from the two totals.
  const [only] = fees;
  if (fees.length === 1 && only && near(only.value, gap)) return;
  for (const amount of fees) amount.role = 'other';
}

/**
 * "casi 2 mil, 1950 exacto", "about 2k, 1,950 exactly": a rough figure the person corrects at once
 * with the exact one is the same sum; only the exact one is kept.
 */
function withoutRoughBeforeExact<T extends { start: number; end: number }>(
  text: string,
  placed: readonly T[],
): T[] {
  return placed.filter((amount, index) => {
    const next = placed[index + 1];
    if (!next || next.start - amount.end > 6) return true;
    const rough = /(?:casi|como|unos|alrededor de|almost|about|around|like|nearly|roughly)\s*\$?\s*$/iu.test(
      text.slice(Math.max(0, amount.start - 20), amount.start),
    );
    const exact = /^\s*(?:exact[oa]s?|exactly|exact|on the dot)(?![\p{L}])/iu.test(
      text.slice(next.end, next.end + 15),
    );
    return !(
      rough &&
      exact &&
      /^[\s,;:(-]*(?:or|o|well|bueno)?[\s,;:(-]*\$?\s*$/iu.test(text.slice(amount.end, next.start))
    );
  });
}

/** "total 412.37", "412.37 in all", "en total 412.37": a figure the person calls the total. */
const TOTAL_BEFORE =
  /(?:total(?: (?:of|was|is|came to|de|es|fue|son))?|in all|altogether|en total|suman?|sum of|that'?s|eso es|o sea)\s*:?\s*\$?\s*$/u;
const TOTAL_AFTER = /^\s*(?:in total|total|in all|altogether|en total|en todo)(?![\p{L}])/u;
/**
 * "80 for the next month AND a 150 fee … my card gets charged the 230 dec 1": a figure named with
 * "the" that is exactly the sum of the figures just before it is that sum, not one more charge.
 */
const THE_SUM_BEFORE = /(?:^|\s)(?:the|those|los|esos|el|ese)\s*\$?\s*$/u;

/**
 * "oct 29 212.40, oct 30 two more 99.99 and 99.98. total 412.37": a figure called the total that is
 * exactly the sum of two or more figures just before it in the same message is their sum, not one
 * more charge.
 */
function statedTotal(text: string, placed: PlacedAmount, placedHere: readonly PlacedAmount[]): boolean {
  const before = fold(text.slice(Math.max(0, placed.start - 20), placed.start));
  const after = fold(text.slice(placed.end, placed.end + 20));
  if (!TOTAL_BEFORE.test(before) && !TOTAL_AFTER.test(after) && !THE_SUM_BEFORE.test(before)) return false;
  const parts = placedHere.filter((other) => other.end <= placed.start && other.value < placed.value);
  // The parts that end right before it: the last two, three, … figures written. A charge named with
  // its days ("24.99 on sept 15 oct 15 and nov 15") counts once per day.
  let sum = 0;
  for (let index = parts.length - 1, used = 0; index >= 0; index -= 1) {
    const times = chargesOnDays(text, parts[index]!.end) ?? 1;
    sum += parts[index]!.value * times;
    used += times;
    if (used >= 2 && Math.abs(sum - placed.value) < 0.005) return true;
    if (sum > placed.value + 0.005) return false;
  }
  return false;
}

function readAmounts(texts: readonly string[]): CaseAmount[] {
  const amounts: CaseAmount[] = [];
  const seen = new Set<string>();
  const firstText = new Map<string, number>();
  texts.forEach((text, textIndex) => {
    const placedHere = withoutRoughBeforeExact(text, findAmounts(text));
    for (const placed of placedHere) {
      if (seen.has(placed.text)) {
        // The same charge written again with "again" or "twice": it was charged that many times.
        const earlier = amounts.find((amount) => amount.text === placed.text);
        // "renewal is 1,950 from 1,650", then "keeping 1,400 of my 1,650 deposit": the later
        // message says what that sum is.
        if (
          earlier &&
          (firstText.get(placed.text) ?? textIndex) < textIndex &&
          ['other', 'current', 'proposed'].includes(earlier.role) &&
          roleOf(text, placed).role === 'deposit'
        )
          earlier.role = 'deposit';
        const times = placedHere.filter((other) => other.text === placed.text).length;
        const firstHere = placedHere.find((other) => other.text === placed.text);
        if (
          earlier &&
          times > 1 &&
          !(
            firstHere &&
            PLAN_PRICE_BEFORE.test(fold(text.slice(Math.max(0, firstHere.start - 30), firstHere.start)))
          ) &&
          earlier.count === undefined &&
          ['billed', 'fee', 'unit', 'other'].includes(earlier.role) &&
          REPEATED.test(fold(text))
        )
          // "el total fue 247 … me aparece el cobro 2 veces, 247 … y otra vez 247": the times said
          // outright count the charges, not every time the sum is written.
          earlier.count = timesSaid(fold(text)) ?? times;
        continue;
      }
      seen.add(placed.text);
      firstText.set(placed.text, textIndex);
      const read = roleOf(text, placed);
      const { per } = read;
      // "resort fee de 39.95 por noche": a fee charged per night is the fee, not the room's rate.
      const role =
        read.role === 'unit' &&
        FEE_JUST_BEFORE.test(fold(text.slice(Math.max(0, placed.start - 30), placed.start)))
          ? 'fee'
          : read.role;
      const count = per
        ? (countOf(text, per) ??
          chargesBefore(text, placed.start) ??
          chargesCounted(text, placed.start, placed.end, per))
        : (chargesBefore(text, placed.start) ??
          chargesAfter(text, placed.end) ??
          chargesOnDays(text, placed.end) ??
          chargesCounted(text, placed.start, placed.end, per) ??
          chargesInMonths(text, placed.start, placed.end));
      amounts.push({
        text: placed.text,
        value: placed.value,
        role: statedTotal(text, placed, placedHere) ? 'total' : role,
        ...(per ? { per } : {}),
        ...(count ? { count } : {}),
      });
    }
  });
  return amounts;
}

const COUNT_ROLE_CUES: readonly (readonly [CaseCount['role'], RegExp])[] = [
  [
    'ordered',
    /(?:ordered|order(?:ed)? of|bought|purchased|pedi|pedimos|encargue|encargamos|compre|compramos)\s+(?:\p{L}+\s+)?$/u,
  ],
  // "they send about 8 a month", "they want to bump it to 10 posts a month": the work a client orders.
  [
    'ordered',
    /(?:send|sends|assign|assigns|orders|mandan|envian|encargan|(?:le |les )?compro|we buy|i buy|buy|compramos|(?:bump|bumped|raise|increase|up|take) (?:it |that |them )?to|subirlo a|aumentarlo a|(?:we|i) (?:take|order|commit to|go up to)|(?:we|i) (?:go through|use)|if (?:we|i) (?:take|order|buy|commit to)|(?:le |les )?(?:pido|pedimos|compramos))\s+(?:(?:me|us|about|like|around|roughly|usually|unos|como)\s+)*$/u,
  ],
  [
    'received',
    /(?:got|received|delivered|arrived|came|only|shipped|sent|llegaron|llego|recibi|recibimos|entregaron|mandaron|enviaron|solo)\s+(?:\p{L}+\s+)?$/u,
  ],
  ['billed', /(?:charg\p{L}*|bill\p{L}*|invoic\p{L}*|cobr\p{L}*|factur\p{L}*)\s+(?:\p{L}+\s+){0,2}$/u],
  // "me facturo el 20 de enero 48 cajas", "invoiced me on march 3 for 30 bags": the day of the
  // invoice between the verb and the count.
  [
    'billed',
    /(?:invoic\p{L}*|factur\p{L}*|bill(?:ed)?)\s+(?:(?:me|us|nos|me|on|el|del|for|por)\s+)*(?:\d{1,2}\s+de\s+\p{L}+|\p{L}{3,9}\.?\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}\/\d{1,2}(?:\/\d{2,4})?),?\s+(?:(?:for|por|de)\s+)?$/u,
  ],
];

/** "cajas a la semana", "cases a week", "bags weekly", "al mes": a count's period, after its goods. */
const COUNT_PERIOD =
  /^\s*(?:[\p{L}]+\s+){0,3}?(?:(?:a|per|each|every|por|cada|al|a la)\s+(week|semana|month|mes)\b|(weekly|semanales?|monthly|mensuales?)\b)/u;

function readCounts(texts: readonly string[]): CaseCount[] {
  const counts: CaseCount[] = [];
  for (const text of texts) {
    for (const placed of findCounts(text)) {
      if (!placed.goods || counts.some((count) => count.text === placed.text)) continue;
      const before = fold(text.slice(Math.max(0, placed.start - 40), placed.start));
      // "2 of those are 16oz": part of what arrived, neither ordered nor received on its own.
      const part = PART_OF_DELIVERY_AFTER.test(fold(text.slice(placed.end, placed.end + 40)));
      const role = part ? 'other' : (COUNT_ROLE_CUES.find(([, cue]) => cue.test(before))?.[0] ?? 'other');
      // "40 cajas a la semana", "50 cases a week": a weekly count, said right after the goods (a
      // count with no period, or a monthly one, is read by the month as before).
      const periodMatch = COUNT_PERIOD.exec(fold(text.slice(placed.end, placed.end + 40)));
      const period = periodMatch?.[1] ?? periodMatch?.[2];
      const per = period && /week|seman/u.test(period) ? ('week' as const) : undefined;
      counts.push({ text: placed.text, value: placed.value, role, ...(per ? { per } : {}) });
    }
  }
  return counts;
}

// --- a supplier's notice clause and a lock for a term ---

/** "net 30", "a 30 días", "due in 30 days": the days a client has to pay each invoice. */
const NET_DAYS =
  /\bnet\s?-?(\d{1,3})\b|\b(?:a|en|due in|within|payable in|pagaderas? (?:a|en))\s+(\d{1,3})\s+(?:dias|days)\b/u;

/**
 * Unpaid invoices told one by one, each sum right before its date ("1.200 del 15 de agosto y
 * 1.600 del 30 de septiembre, las dos a 30 días"; "1,200 from aug 15 and 1,600 from sep 30, net
 * 30"): two or more, with the day each fell due when the terms are said.
 */
function invoicesIn(text: string, dates: readonly CaseDate[]): Case['invoices'] {
  const folded = fold(text);
  const placed = findAmounts(text);
  const net = NET_DAYS.exec(folded);
  const days = net ? Number(net[1] ?? net[2]) : undefined;
  const found: NonNullable<Case['invoices']> = [];
  for (const date of dates) {
    if (!date.iso) continue;
    const at = folded.indexOf(fold(date.text));
    if (at < 0) continue;
    const amount = [...placed].reverse().find((item) => item.end <= at);
    if (!amount) continue;
    const between = folded.slice(amount.end, at);
    if (!/^\s*(?:del?|from|dated|on|issued(?: on)?|sent(?: on)?|of)\s+(?:the\s+)?$/u.test(between)) continue;
    if (found.some((invoice) => invoice.iso === date.iso)) continue;
    found.push({
      text: amount.text,
      value: amount.value,
      iso: date.iso,
      ...(days !== undefined && days > 0 && days <= 120 ? { due: addDays(date.iso, days) } : {}),
    });
  }
  return found.length >= 2 ? found : undefined;
}

/**
 * "tambien el de carne me esta cobrando entrega 25 que antes no cobraba", "also our meat supplier
 * started charging a 25 delivery fee": a second supplier's new charge beside the first one's rise.
 */
const OTHER_SUPPLIER_FEE =
  /\b(?:tambien|ademas|also|and)\s+(?:el|la|our|my|the)\s+(?:(?:proveedor|proveedora|supplier|vendor)\s+)?(?:de\s+(?:la\s+|el\s+|los\s+|las\s+)?)?([\p{L}]{3,20})(?:\s+(?:supplier|vendor|guy|company|proveedor))?\s+[^.!?\d]{0,40}?\b(?:cobrando|cobra|cobro|charging|charges|charged|added|agrego|puso)\s+(?:(?:me|us|nos|a|an|un|una|el|la|new|nuevo|nueva|cargo|cargo de|fee|de)\s+)*(entrega|envio|flete|delivery|shipping|freight|fuel)(?:\s+(?:fee|charge|cargo))?\s+(?:(?:de|of|fee|charge)\s+)?\$?(\d[\d.,]*)/u;

/** "also our meat supplier started charging a 25 delivery fee": the sum before the charge's name. */
const OTHER_SUPPLIER_FEE_AFTER =
  /\b(?:tambien|ademas|also|and)\s+(?:el|la|our|my|the)\s+(?:(?:proveedor|proveedora|supplier|vendor)\s+)?(?:de\s+(?:la\s+|el\s+|los\s+|las\s+)?)?([\p{L}]{3,20})(?:\s+(?:supplier|vendor|guy|company|proveedor))?\s+[^.!?\d]{0,40}?\b(?:cobrando|cobra|cobro|charging|charges|charged|added|agrego|puso)\s+(?:(?:me|us|nos|a|an|un|una|new)\s+)*\$?(\d[\d.,]*)\s+(?:(?:de|for|por|in|en)\s+)?(?:(?:dollar|dolares|dollars|bucks)\s+)?(?:(?:de|for|por)\s+)?(entrega|envio|flete|delivery|shipping|freight|fuel)/u;

function otherSupplierFeeIn(folded: string): Case['otherSupplierFee'] {
  const match = OTHER_SUPPLIER_FEE.exec(folded);
  if (match?.[1] && match[2] && match[3])
    return { who: match[1], charge: match[2], text: match[3].replace(/[.,]+$/u, '') };
  const after = OTHER_SUPPLIER_FEE_AFTER.exec(folded);
  if (after?.[1] && after[2] && after[3])
    return { who: after[1], charge: after[3], text: after[2].replace(/[.,]+$/u, '') };
  return undefined;
}

/** "sign a 12 month contract", "a 12-month agreement", "firmar un contrato de 12 meses". */
const LOCK_MONTHS =
  /\b(\d{1,2})[- ]?(?:months?|mo)\s+(?:contract|agreement|term|deal|commitment|lock)|(?:contrato|acuerdo|plazo|compromiso) (?:de|por) (\d{1,2}) meses/u;

function lockMonthsIn(folded: string): number | undefined {
  const match = LOCK_MONTHS.exec(folded);
  const months = Number(match?.[1] ?? match?.[2]);
  return Number.isInteger(months) && months > 0 && months <= 60 ? months : undefined;
}

// --- a job offer's posted range and the person's skills ---

/** "the job posting said range 60k-70k", "la vacante decía de 60 a 70 mil": the employer's own range. */
const POSTED_RANGE =
  /(?:posting|posted|listing|job (?:ad|post|description)|the ad\b|advert\p{L}*|pay (?:range|band)|salary (?:range|band)|vacante|anuncio|publicacion|rango (?:publicado|salarial|de (?:sueldo|salario|pago)))[^.!?\d]{0,40}?(\$?\d[\d.,]*\s?(?:k|mil)?)\s*(?:to|-|–|and|a|y)\s*(\$?\d[\d.,]*\s?(?:k|mil)?)/u;

/**
 * "the recruiter told me the range was 70 to 85k", "they said the band is 90-110", "el reclutador me
 * dijo que el rango es de 70 a 85 mil": a range the employer's side named, posted or not. A range the
 * person or the market gave ("my range is", "glassdoor's range", "el rango del mercado") is not theirs.
 */
const TOLD_RANGE =
  /(?<![\p{L}])(?:range|band|rango|banda)(?![\p{L}])[^.!?\d]{0,40}?(\$?\d[\d.,]*\s?(?:k|mil)?)\s*(?:to|-|–|and|a|y)\s*(\$?\d[\d.,]*\s?(?:k|mil)?)/u;
/** Words before a range, in its own sentence, that make it the person's or the market's. */
const NOT_THEIR_RANGE =
  /(?<![\p{L}])(?:market|mercado|glassdoor|indeed|payscale|levels(?:\.fyi)?|salary\.com|linkedin|similar|average|promedio|typical|tipico|others?|otros?|online|en linea|internet|survey|encuesta|friends?|amig[oa]s?|coworkers?|companeros?)(?![\p{L}])[^.!?]{0,40}$/u;

function rangeTheyGave(folded: string): RegExpExecArray | null {
  const posted = POSTED_RANGE.exec(folded);
  if (posted) return posted;
  const told = TOLD_RANGE.exec(folded);
  if (!told) return null;
  const sentence =
    folded
      .slice(0, told.index)
      .split(/[.!?\n]/u)
      .at(-1) ?? '';
  // "my range is 80-90", "mi rango es": the person's own range, not theirs.
  if (/(?<![\p{L}])(?:my|mi|our|nuestro)\s+(?:\p{L}+\s+)?$/u.test(sentence)) return null;
  return NOT_THEIR_RANGE.test(sentence + ' ') ? null : told;
}

/** Ends of the posted range keep their figure but are neither the person's ask nor the market. */
function withPostedRange(amounts: CaseAmount[], area: CaseArea | undefined, folded: string): CaseAmount[] {
  if (area !== 'salary') return amounts;
  const match = rangeTheyGave(folded);
  if (!match?.[1] || !match[2]) return amounts;
  const ends = [match[1], match[2]].map((end) => end.replace(/\s/gu, '').replace(/[.,]+$/u, ''));
  return amounts.map((amount) =>
    ends.includes(fold(amount.text).replace(/\s/gu, '')) &&
    amount.role !== 'offered' &&
    amount.role !== 'current'
      ? { ...amount, role: 'other' as const, posted: true }
      : amount,
  );
}

/** "me dan 50 centavos de aumento", "a 50 cent raise", "un aumento de 75 centavos": a raise in cents. */
const RAISE_IN_CENTS =
  /(?<![\d.,])(\d{1,3})\s*(?:cents?|centavos?|¢)(?:\s+(?:an?|per|the|la|por|a la|de la)\s+(?:hour|hr|hora))?\s+(?:(?:de|of|in|en|more|mas|as an?|como)\s+)*(?:raise|increase|aumento|bump|subida)|(?:raise|increase|aumento|bump|subida)\s+(?:de|of)\s+(\d{1,3})\s*(?:cents?|centavos?|¢)|(?:(?:me |nos |le )?(?:van a |va a )?(?:subir|suben|sube|subieron|subio|aumentar|aumentan|aumentaron|aumento)(?:me|nos)?|(?:raise|raising|bump|bumping) (?:me|my (?:pay|rate|wage))(?: up)?(?: by)?)\s+(\d{1,3})\s*(?:cents?|centavos?|¢)/u;
/** "a $1 raise", "a 1 dollar an hour raise", "un aumento de 1.25 dólares": a raise in dollars. */
const RAISE_IN_DOLLARS =
  /(?:\$\s?(\d{1,2}(?:\.\d{1,2})?)|(?<![\d.,])(\d{1,2}(?:\.\d{1,2})?)\s*(?:dollars?|dolar(?:es)?|bucks?))(?:\s*\/\s?(?:hr|hour|h)|\s+(?:an?|per|the|la|por|a la|de la)\s+(?:hour|hr|hora))?\s+(?:(?:de|of|in|en|more|mas|as an?|como)\s+)*(?:raise|increase|aumento|bump|subida)|(?:raise|increase|aumento|bump|subida)\s+(?:de|of)\s+(?:\$\s?(\d{1,2}(?:\.\d{1,2})?)|(\d{1,2}(?:\.\d{1,2})?)\s*(?:dollars?|dolar(?:es)?|bucks?))/u;

/**
 * A raise offered as so much more an hour ("gano 18 la hora … me dan 50 centavos de aumento"): the
 * pay it leaves, today's rate plus the raise (18.50 an hour), is what they offered; the small figure
 * itself is never a rate of its own.
 */
function withRaiseBy(amounts: CaseAmount[], area: CaseArea | undefined, folded: string): CaseAmount[] {
  if (area !== 'salary') return amounts;
  const current = amounts.find((amount) => amount.role === 'current' && amount.per === 'hour');
  if (!current || current.value <= 0 || current.value >= 500) return amounts;
  const cents = RAISE_IN_CENTS.exec(folded);
  const dollars = cents ? undefined : RAISE_IN_DOLLARS.exec(folded);
  const written = cents
    ? (cents[1] ?? cents[2] ?? cents[3])
    : (dollars?.[1] ?? dollars?.[2] ?? dollars?.[3] ?? dollars?.[4]);
  if (!written) return amounts;
  const by = cents ? Number(written) / 100 : Number(written);
  if (!(by > 0) || by >= current.value / 2) return amounts;
  const value = Math.round((current.value + by) * 100) / 100;
  if (amounts.some((amount) => amount.role === 'offered' && Math.abs(amount.value - value) < 0.005))
    return amounts;
  // The raise's own figure read as a sum ("$1") is that raise, not a figure of its own.
  const kept = dollars ? amounts.filter((amount) => amount === current || amount.value !== by) : amounts;
  const text = /[$]|d[oó]lares|dollars?|bucks/iu.test(current.text)
    ? formatMoneyLike(value, current.text)
    : value.toFixed(value % 1 === 0 ? 0 : 2);
  return [...kept, { text, value, role: 'offered', per: 'hour' }];
}

const YEARS_WORD = String.raw`(?:\d{1,2}\+?|one|two|three|four|five|six|seven|eight|nine|ten|un|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez)`;
/** "3 yrs experience", "5 years of experience in paid search", "3 años de experiencia". */
const EXPERIENCE = new RegExp(
  String.raw`\b${YEARS_WORD}\s*(?:yrs?|years?|anos)(?:'|’)?\s*(?:of\s+|de\s+)?(?:experience|exp|experiencia)\b(?:\s+(?:in|en|as|como)\s+[\p{L}][\p{L} ]{1,30}?(?=[,.;!?]|\s(?:and|y|plus|with|con|which|que|but|pero)\b|$))?`,
  'u',
);
/** "a google ads cert", "my PMP certification", "una certificación de google ads". */
const CREDENTIAL =
  /\b(?:(?:a|an|my|the)\s+([\p{L}\d][\p{L}\d+.\- ]{1,30}?)\s+(?:cert|certs|certification|certificate|license|licence|degree)\b|(?:una|un|mi|la|el)\s+(?:certificacion|certificado|licencia|titulo)\s+(?:de|en)\s+([\p{L}\d][\p{L}\d+.\- ]{1,30}?)(?=[,.;!?]|\s(?:y|que|con|pero)\b|$))/u;

/** Words that name no job: "an offer for more", "trabajo de 40 horas", "a job at a store". */
const NOT_A_TITLE =
  /^(?:more|less|it|this|that|the job|a job|job|work|me|you|them|him|her|us|now|today|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday|next|same|another|other|one|two|three|full|part|mas|menos|trabajo|empleo|tiempo|medio|lo mismo|otro|otra|el mismo|la misma|hoy|manana|lunes|martes|miercoles|jueves|viernes|sabado|domingo|una|un|mi|su|ese|esa|este|esta)(?:\s|$)/u;
/**
 * "got an offer for marketing coordinator", "hired as a line cook", "me ofrecieron trabajo de analista
 * de datos", "una oferta como cajera": the job's title, up to the pay, the place or the sentence's end.
 */
const JOB_TITLE = [
  /\b(?:offer(?:ed)?(?: me)?|position|role|job|hired|interview(?:ed|ing)?|promot(?:ed|ion)|applied)\s+(?:for|as)\s+(?:an?\s+|the\s+)?([a-z][a-z/&+\- ]{2,40}?)(?=\s*(?:[,.;:!?()]|$)|\s+(?:(?:at|in|with|for|paying|pays|role|position|job|and|but|which|that|starting|base)(?![\p{L}])|\$|\d))/u,
  /\b(?:oferta(?: de trabajo| de empleo)?|puesto|trabajo|empleo|vacante|plaza|contrataron|ofrecieron(?: el puesto| trabajo| empleo)?)\s+(?:de|como|para)\s+(?:un\s+|una\s+|el\s+|la\s+)?([a-z][a-zñ/&+\- ]{2,40}?)(?=\s*(?:[,.;:!?()]|$)|\s+(?:(?:en|con|por|y|pero|que|a|al|pagando|paga)(?![\p{L}])|de \d|\$|\d))/u,
];

/**
 * "signed a contract at my kitchen table saturday for a new roof 14.5k", "firmé un contrato por un
 * techo nuevo de 12 mil": what a sale made at home is for, up to its price or the clause's end.
 */
const SALE_ITEM =
  /\b(?:contract|contrato|signed|firme|firmamos|sold (?:me|us)|nos vendio|me vendio)\b[^.!?]{0,60}?\b(?:for|por|para)\s+((?:a|an|the|un|una|el|la|unos|unas)\s+[a-z][a-zñ\- ]{2,30}?)(?=\s*(?:[,.;:!?()$]|$)|\s+(?:(?:and|y|with|con|at|for|por|that|que|but|pero|on|el|en)(?![\p{L}])|(?:de|of|at|a)\s+\$?\d|\d))/u;

function saleItemIn(folded: string, text: string): string | undefined {
  const match = SALE_ITEM.exec(folded);
  const words = match?.[1]?.trim();
  if (
    !match ||
    !words ||
    /\b(?:deposit|deposito|price|precio|total|payment|pago|cash|check|cheque)\b/u.test(words)
  )
    return undefined;
  const composed = text.normalize('NFC');
  const at = match.index + match[0].lastIndexOf(words);
  return composed.length === folded.length ? composed.slice(at, at + words.length) : words;
}

/** The job's title as the person wrote it, for the offer's subject and letter. */
function jobTitleIn(folded: string, text: string): string | undefined {
  for (const pattern of JOB_TITLE) {
    const match = pattern.exec(folded);
    const words = match?.[1]?.trim();
    if (!match || !words || NOT_A_TITLE.test(words) || /\d/u.test(words)) continue;
    const composed = text.normalize('NFC');
    const at = match.index + match[0].lastIndexOf(words);
    return composed.length === folded.length ? composed.slice(at, at + words.length) : words;
  }
  return undefined;
}

/** The person's experience and credentials as they gave them, spelled out ("yrs" as "years"). */
function skillsIn(folded: string, text: string): string | undefined {
  const experience = EXPERIENCE.exec(folded)?.[0]
    .replace(/\byrs?\b/u, 'years')
    .replace(/\bexp\b/u, 'experience')
    .replace(/\b(years|anos)\s+(experience|experiencia)/u, (_, y: string, e: string) =>
      y === 'anos' ? `años de ${e}` : `${y} of ${e}`,
    )
    .replace(/\banos\b/u, 'años');
  const credential = CREDENTIAL.exec(folded);
  const spanish = credential?.[2] !== undefined;
  // The credential's name as the person wrote it ("CPA", "Google Ads") where the texts line up.
  const own = (words: string) => {
    const at = credential ? credential.index + credential[0].indexOf(words) : -1;
    const composed = text.normalize('NFC');
    return at >= 0 && composed.length === folded.length ? composed.slice(at, at + words.length) : words;
  };
  const named = credential
    ? spanish
      ? `una certificación de ${own(credential[2]!.trim())}`
      : `${/^[aeiou]/u.test(credential[1]!.trim()) ? 'an' : 'a'} ${own(credential[1]!.trim())} ${/licen[cs]e|degree/u.exec(credential[0])?.[0] ?? 'certification'}`
    : undefined;
  if (!experience && !named) return undefined;
  const and = spanish || /anos|años|experiencia/u.test(experience ?? '') ? 'y' : 'and';
  return [experience, named].filter(Boolean).join(` ${and} `);
}

// --- extra repair work the person approved ---

/** "i said ok", "i approved it", "le dije que sí", "autoricé": the person's yes to one added job. */
const SAID_YES =
  /\b(?:i (?:said (?:ok|okay|yes|yeah|sure|fine|go ahead)|(?:approved|authorized|okayed|ok'?d|agreed to|accepted|allowed)|told (?:them|him|her) (?:to )?(?:go ahead|do it|ok))|(?:approved|authorized|okayed|ok'?d) (?:it|that|them|those|the)\b|(?:le|les)? ?dije que (?:si|ok|esta bien|adelante)|(?:autorice|aprobe|acepte)\b)/u;
/** "that i never approved", "sin mi permiso", "no autoricé": the person's no to the work beside it. */
const SAID_NO =
  /\b(?:never|didn'?t|did not|not|without (?:my )?(?:ok|okay|approval|permission|asking)|unapproved|unauthorized|nobody|no one)\b[^.!?,;]{0,20}?(?:approv|authoriz|ok'?d|okay|ask|permission|agree)|(?:nunca|no|jamas|nadie|sin)\b[^.!?,;]{0,20}?(?:autori[zc]|aprob|acept|pedi|permiso|pregunt)|\bsin (?:mi )?(?:permiso|autorizacion)/u;

/**
 * Extra work on a repair that the person approved beside the estimate ("quote was 420. they called
 * and said rotors too +260, i said ok for the rotors ONLY. … calipers 331 and a flush 129 that i
 * never approved"): the 260 is owed with the estimate; the 331 and 129 are not. The word nearest
 * after the figure, up to the next figure or the sentence's end, decides; else the one before it.
 */
function withApprovedExtras(amounts: CaseAmount[], area: CaseArea | undefined, folded: string): CaseAmount[] {
  if (area !== 'car_repairs_dealers') return amounts;
  if (!amounts.some((amount) => amount.role === 'estimated' || amount.role === 'quoted')) return amounts;
  let from = 0;
  const at = amounts.map((amount) => {
    const found = folded.indexOf(fold(amount.text), from);
    if (found >= 0) from = found + amount.text.length;
    return found;
  });
  const bill = amounts.find((amount) => amount.role === 'billed');
  let any = false;
  const marked = amounts.map((amount, index) => {
    const start = at[index]!;
    if (amount.role !== 'other' || start < 0 || (bill && amount.value >= bill.value)) return amount;
    const end = start + fold(amount.text).length;
    const next = at.slice(index + 1).find((position) => position > end) ?? folded.length;
    const stop = /[.!?](?:\s|$)|\n/u.exec(folded.slice(end));
    const after = folded.slice(end, Math.min(next, stop ? end + stop.index : folded.length));
    const previous =
      [...at.slice(0, index)].reverse().find((position) => position >= 0 && position < start) ?? -1;
    const sentence = Math.max(folded.lastIndexOf('. ', start), folded.lastIndexOf('\n', start));
    const before = folded.slice(Math.max(previous + 1, sentence + 1, 0), start);
    const first = (text: string) => {
      const no = SAID_NO.exec(text);
      const yes = SAID_YES.exec(text);
      if (no && (!yes || no.index <= yes.index)) return 'no';
      return yes ? 'yes' : undefined;
    };
    const last = (text: string) => {
      const nos = [...text.matchAll(new RegExp(SAID_NO.source, 'gu'))].at(-1);
      const yeses = [...text.matchAll(new RegExp(SAID_YES.source, 'gu'))].at(-1);
      if (yeses && (!nos || yeses.index > nos.index + nos[0].length - 1)) return 'yes';
      return nos ? 'no' : undefined;
    };
    const verdict = first(after) ?? last(before);
    if (verdict !== 'yes') return amount;
    any = true;
    return { ...amount, approved: true };
  });
  return any ? marked : amounts;
}

// --- a freelancer raising a client's rate ---

/** "raise my rate for a client", "subirle la tarifa a un cliente": a client the person already has. */
const CLIENT_RATE_RAISE =
  /\b(?:rais\p{L}*|increas\p{L}*|bump\p{L}*|up|go(?:ing)? up on) (?:my |the )?(?:rate|rates|price|prices|fee|fees)\b|\b(?:rais\p{L}*|increas\p{L}*|bump\p{L}*) (?:it |them |that )?to \$?\d|\b(?:rate|price) (?:increase|raise|bump)\b|\b(?:subir\p{L}*|aumentar\p{L}*) (?:la |mi |las |mis )?(?:tarifa|tarifas|precio|precios)\b|\b(?:aumento|alza) de (?:tarifa|precio)\b/u;

/**
 * A freelancer's raise with a client they have: "from 50/hr to 60/hr", "de 50 a 60 la hora": the
 * lower figure is today's rate, the higher the new one, each per the same period.
 */
function clientRaiseRoles(amounts: CaseAmount[], subCase: SubCase | undefined, folded: string): CaseAmount[] {
  if (subCase !== 'salary_freelance_rate' || !CLIENT_RATE_RAISE.test(folded)) return amounts;
  const rates = amounts.filter((amount) => amount.role !== 'unit' && amount.value < 10_000);
  if (rates.length !== 2 || amounts.some((amount) => amount.role === 'current')) {
    return amounts;
  }
  const [low, high] = [...rates].sort((a, b) => a.value - b.value) as [CaseAmount, CaseAmount];
  if (low.value === high.value || high.value > low.value * 3) return amounts;
  const per = low.per ?? high.per;
  return amounts.map((amount) =>
    amount === low
      ? { ...amount, role: 'current', ...(per ? { per } : {}) }
      : amount === high
        ? { ...amount, role: 'proposed', ...(per ? { per } : {}) }
        : amount,
  );
}

const MONTHS: readonly (readonly string[])[] = [
  ['january', 'jan', 'enero'],
  ['february', 'feb', 'febrero'],
  ['march', 'mar', 'marzo'],
  ['april', 'apr', 'abril'],
  ['may', 'mayo'],
  ['june', 'jun', 'junio'],
  ['july', 'jul', 'julio'],
  ['august', 'aug', 'agosto'],
  ['september', 'sept', 'sep', 'septiembre', 'setiembre'],
  ['october', 'oct', 'octubre'],
  ['november', 'nov', 'noviembre'],
  ['december', 'dec', 'diciembre'],
];
const START_MONTH = new RegExp(
  String.raw`\b(?:starting|start(?:ing)? (?:in|on|from)|beginning|from|as of|effective|in|a partir de|desde|empezando en|para|en) (?:the (?:1st|first) of |el (?:1|primero) de )?(${MONTHS.flat().join('|')})\b(?! ?\d)`,
  'u',
);

/** "starting january", "a partir de enero": the first day of that month, the coming one. */
function withStartMonth(dates: CaseDate[], folded: string, today: string): CaseDate[] {
  // "hoy mi supervisor me dijo…" names today, not the month a raise or a review comes.
  if (dates.some((date) => date.iso && date.iso > today)) return dates;
  const match = START_MONTH.exec(folded);
  const word = match?.[1];
  if (!word) return dates;
  const month = MONTHS.findIndex((names) => names.includes(word)) + 1;
  const [year, now] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const iso = `${month > now ? year : year + 1}-${String(month).padStart(2, '0')}-01`;
  return [...dates, { text: word, iso, role: 'other' }];
}

/**
 * "me dijo que no hay presupuesto, que tal vez en enero", "she said maybe in march": a raise's review
 * month named in the answer to the ask, kept as a coming day so the note names it, never "[date]".
 */
function withReviewMonth(kase: Case, latestFolded: string | undefined, today: string): Case {
  if (kase.subCase !== 'salary_raise' || latestFolded === undefined) return kase;
  const dates = withStartMonth(kase.dates, latestFolded, today);
  return dates === kase.dates ? kase : { ...kase, dates };
}

// --- a promotional price still in its term ---

const PROMO_WORD = String.raw`(?:promo|promos|promocion|promociones|promotion|promotional (?:price|rate|deal)|precio promocional|tarifa promocional|oferta|deal|price lock|price guarantee|precio garantizado|precio congelado)`;
const TERM_COUNT = String.raw`(\d{1,2}|un|una|one|a|dos|two|seis|six|doce|twelve|dieciocho|eighteen|veinticuatro|twenty[\s-]four)`;
/** "una promocion de 12 meses", "a promo for 12 months", "a 12-month promo", "promo de un año". */
const PROMO_TERM = [
  new RegExp(
    String.raw`\b${PROMO_WORD}\b[^.!?\d]{0,25}?\b(?:de|por|for|of) ${TERM_COUNT} (meses|mes|months?|anos?|years?)\b`,
    'u',
  ),
  new RegExp(String.raw`\b${TERM_COUNT}[\s-](months?|years?|meses|anos?) (?:de )?${PROMO_WORD}\b`, 'u'),
  // "me dijo 49.99 al mes por 12 meses", "49.99/mo for 12 months", "59 a month locked for 2 years":
  // a monthly price promised for a term is a promotion, whatever it is called.
  new RegExp(
    String.raw`\d(?:[.,]\d{2})?\s*(?:\/\s*(?:mes|mo|month)|al mes|a month|per month|mensual(?:es)?|monthly)\s+(?:(?:locked|guaranteed|garantizado|fijo|fixed)\s+)?(?:por|for|durante|during|x)\s+(?:the\s+first\s+|los\s+primeros\s+)?${TERM_COUNT}\s+(meses|mes|months?|anos?|years?)\b`,
    'u',
  ),
];
const PROMO_LEFT = new RegExp(
  String.raw`\b(?:me quedan|quedan|faltan|me faltan|(?:i )?still have|i have|there are|with) (?:todavia |aun )?(?:como |unos |about |like |around |casi |almost |roughly )?(\d{1,2}|un|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|one|two|three|four|five|six|seven|eight|nine|ten|eleven) (?:meses|mes|months?)\b(?:(?! left| to go| remaining| more| on (?:it|the|my))|( left| to go| remaining| more| on (?:it|the|my)))`,
  'u',
);
const PROMO_START = new RegExp(
  String.raw`\b(?:empezo|empeso|comenzo|inicio|arranco|started|began|start(?:ed)? in|since|desde|contrate|contratamos|me cambie|signed up|switched|got it) (?:(?:el |the )?(?:internet|servicio|service|plan|cable|wifi|telefono|phone)(?: con [\p{L}&]+| with [\p{L}&]+)? )?(?:en |in |el mes de |back in )?(${MONTHS.flat().join('|')})\b`,
  'u',
);
/** "contraté … a 49.99 … me lo dijeron por teléfono en abril": the month the deal was made, said later. */
const PROMO_SOLD_IN = new RegExp(
  String.raw`\b(?:contrate|contratamos|signed up|switched|me cambie|me (?:lo |la )?(?:dijeron|ofrecieron|vendieron)|sold (?:it )?to me|told me|offered me|they offered)\b[^.!?]{0,80}?\b(?:en|in|back in) (${MONTHS.flat().join('|')})\b`,
  'u',
);
const PROMO_WRITTEN =
  /\b(?:correo|email|e-mail|mail|por escrito|in writing|captura|screenshot|confirmacion|confirmation|anuncio|flyer)\b/u;

/** A monthly price promised for a term, and a larger sum billed beside it (not a fee of its own). */
function billedAbovePromise(amounts: readonly CaseAmount[]): boolean {
  const promised = amounts.find((amount) => amount.per === 'month' && amount.count !== undefined);
  return (
    promised !== undefined &&
    amounts.some(
      (amount) =>
        amount !== promised &&
        amount.role !== 'fee' &&
        amount.value > promised.value &&
        amount.value < promised.value * 5,
    )
  );
}

/**
 * "55/mo for 24 months … this month's bill is 80 … charging 15 for the router": the price promised
 * for the term is the price before, the higher bill the new one, and a smaller sum beside them a
 * charge of its own, whatever order they came in.
 */
function promoRoles(amounts: CaseAmount[], subCase: SubCase | undefined, folded: string): CaseAmount[] {
  if (subCase !== 'service_price_rise' || !PROMO_TERM.some((rule) => rule.test(folded))) return amounts;
  const promised = amounts.find((amount) => amount.per === 'month' && amount.count !== undefined);
  if (!promised) return amounts;
  const bill = amounts.find(
    (amount) =>
      amount !== promised &&
      amount.role !== 'fee' &&
      amount.value > promised.value &&
      amount.value < promised.value * 5,
  );
  if (!bill) return amounts;
  return amounts.map((amount) => {
    if (amount === promised) return { ...amount, role: 'current' };
    if (amount === bill) return { ...amount, role: 'proposed' };
    return amount.value < promised.value && (amount.role === 'proposed' || amount.role === 'current')
      ? { ...amount, role: 'fee' }
      : amount;
  });
}

/** "se acabó la promoción", "my promo ended": a promotion over, not one still running. */
const PROMO_ENDED = new RegExp(
  String.raw`\b(?:se (?:acabo|termino|vencio)|acabo|termino|vencio|ended|expired|ran out|is over|was over|finished)\b[^.!?]{0,25}\b${PROMO_WORD}|\b${PROMO_WORD}\b[^.!?]{0,40}\b(?:ended|expired|ran out|is over|was over|se acabo|se termino|se vencio|termino|vencio|acabo)\b`,
  'u',
);
/** "tengo una promoción", "i'm on a promo", "todavía": the person says it is still theirs. */
const PROMO_HELD =
  /\b(?:tengo|tenemos|estoy en|estamos en|i have|i'?m on|i am on|we have|we'?re on|still|todavia|aun|vigente)\b/u;

function termCount(word: string): number | undefined {
  if (/^\d+$/u.test(word)) return Number(word);
  if (word === 'a') return 1;
  const words: Record<string, number> = { dieciocho: 18, eighteen: 18, veinticuatro: 24 };
  return COUNT_WORDS[word] ?? words[word] ?? (/^twenty/u.test(word) ? 24 : undefined);
}

/** A promotional price still running: its length, months left, start month, and a written copy. */
function promoIn(folded: string, today: string): Case['promo'] {
  for (const rule of PROMO_TERM) {
    const match = rule.exec(folded);
    if (!match?.[1] || !match[2]) continue;
    const count = termCount(match[1]);
    if (count === undefined) continue;
    const months = /^(?:anos?|years?)$/u.test(match[2]) ? count * 12 : count;
    const leftMatch = PROMO_LEFT.exec(folded);
    // English needs "left", "to go" or "remaining" ("i have 4 months left"); Spanish "me quedan" is enough.
    const leftWord =
      leftMatch?.[1] && (leftMatch[2] || /^(?:me quedan|quedan|faltan|me faltan)/u.test(leftMatch[0]))
        ? leftMatch[1]
        : undefined;
    const left = leftWord ? termCount(leftWord) : undefined;
    const startWord = PROMO_START.exec(folded)?.[1] ?? PROMO_SOLD_IN.exec(folded)?.[1];
    const startMonth = startWord ? MONTHS.findIndex((names) => names.includes(startWord)) + 1 : 0;
    // Signed up in April for 12 months, and it is November: still in its term, said or not.
    const monthsIn = startMonth > 0 ? (Number(today.slice(5, 7)) - startMonth + 12) % 12 : undefined;
    const inTerm = monthsIn !== undefined && months <= 24 && monthsIn < months;
    if (PROMO_ENDED.test(folded) || !(left || PROMO_HELD.test(folded) || inTerm)) return undefined;
    return {
      ...(months > 0 && months <= 60 ? { months } : {}),
      ...(left && left < months ? { left } : {}),
      ...(startMonth > 0 ? { startMonth } : {}),
      ...(PROMO_WRITTEN.test(folded) ? { inWriting: true } : {}),
    };
  }
  return undefined;
}

// --- an insurer's claim: the allowed amount, the deductible, the teeth ---

/**
 * "EOB says … allowed amount 1080", "after my 50 deductible", "a crown on tooth #19 … my old crown is
 * on 18": the figures an EOB's math needs, and the teeth a dental claim is about.
 */
function claimIn(text: string): Case['claim'] {
  const folded = fold(text);
  const money = String.raw`\$?\s?(\d{1,3}(?:,\d{3})+(?:\.\d{2})?|\d+(?:\.\d{2})?)`;
  const allowed =
    new RegExp(
      String.raw`(?:allowed(?: amount)?|allowable(?: amount)?|approved amount|contracted (?:rate|amount|fee)|monto (?:permitido|aprobado|autorizado)|cantidad permitida|tarifa contratada)\s*(?:is|was|of|de|es|fue|:|=)?\s*${money}`,
      'u',
    ).exec(folded) ??
    new RegExp(String.raw`${money}\s*(?:allowed|allowable|permitid[oa]s?)(?![\p{L}])`, 'u').exec(folded);
  const deductible =
    new RegExp(String.raw`${money}\s*(?:dollar\s+|dolares\s+)?deductible`, 'u').exec(folded) ??
    new RegExp(String.raw`(?:deductible|deducible)\s*(?:is|was|of|de|es|fue|:)?\s*${money}`, 'u').exec(
      folded,
    );
  const teeth: string[] = [];
  for (const match of folded.matchAll(
    /(?:(?:tooth|diente|muela|molar)\s*(?:#|no\.?|number|numero)?\s*|(?:crown|corona|filling|empaste|implant|implante)s?\s+(?:(?:vieja|viejo|anterior|otra|otro|nueva|nuevo)\s+)?(?:is\s+|was\s+|esta\s+)?(?:on|en)\s+(?:(?:tooth|the|la|el)\s+)?#?)(\d{1,2})(?!\d|[.,]\d)/gu,
  )) {
    const number = match[1];
    if (number && Number(number) >= 1 && Number(number) <= 32 && !teeth.includes(number)) teeth.push(number);
  }
  // The tooth said with "old", "previous", "vieja": the earlier work's; the other is the one treated.
  const earlier =
    (/(?:old|previous|prior|existing|other|vieja|anterior|otra)\s+(?:crown|corona|filling|empaste|implant|implante)s?\s+(?:is\s+|was\s+|esta\s+)?(?:on|en)\s+(?:(?:tooth|the|la|el)\s+)?#?(\d{1,2})(?!\d)/u.exec(
      folded,
    ) ??
      /(?:corona|empaste|implante)s?\s+(?:vieja|viejo|anterior|otra|otro)\s+(?:esta\s+|estaba\s+|es\s+)?(?:en)\s+(?:(?:el|la)\s+)?(?:diente\s+|muela\s+)?#?(\d{1,2})(?!\d)/u.exec(
        folded,
      ))?.[1];
  const tooth = teeth.find((number) => number !== earlier);
  const otherTooth = earlier ?? teeth.find((number) => number !== tooth);
  const workWord =
    /(?<![\p{L}])(crown|corona|filling|empaste|root canal|endodoncia|implant|implante|bridge|puente)/u.exec(
      folded,
    )?.[1];
  const work = workWord
    ? ((
        {
          corona: 'crown',
          empaste: 'filling',
          endodoncia: 'root_canal',
          'root canal': 'root_canal',
          implante: 'implant',
          puente: 'bridge',
        } as Record<string, NonNullable<NonNullable<Case['claim']>['work']>>
      )[workWord] ?? (workWord as NonNullable<NonNullable<Case['claim']>['work']>))
    : undefined;
  const claim = {
    ...(work && teeth.length > 0 ? { work } : {}),
    ...(allowed?.[1] ? { allowed: { text: allowed[1], value: Number(allowed[1].replace(/,/g, '')) } } : {}),
    ...(deductible?.[1]
      ? { deductible: { text: deductible[1], value: Number(deductible[1].replace(/,/g, '')) } }
      : {}),
    ...(tooth ? { tooth } : {}),
    ...(otherTooth && otherTooth !== tooth ? { otherTooth } : {}),
  };
  return Object.keys(claim).length > 0 ? claim : undefined;
}

// --- a repair shop's signed authorization and its storage charge ---

/**
 * "el papel que firmé dice que autorizo reparaciones 'hasta 1,500 sin llamada previa'", "the work order
 * i signed says they can do up to 1500 without calling": a written limit the person agreed to; and
 * "40 dolares por dia de almacenaje", "storage of 35 a day": what waiting costs.
 */
function shopTerms(text: string): Pick<Case, 'authorizedUpTo' | 'storagePerDay'> {
  const folded = fold(text.replace(/['"‘’“”]/g, ''));
  const out: { -readonly [K in 'authorizedUpTo' | 'storagePerDay']?: Case[K] } = {};
  const limit =
    /(?:autoriz\p{L}*|authoriz\p{L}*|approv\p{L}*|aprob\p{L}*|ok to do|pueden hacer|can do)[^.!?\n]{0,40}?(?:hasta|up to|no mas de|not (?:to )?exceed|max(?:imo)? de|a maximum of|limit of|limite de)\s*\$?\s?(\d{1,3}(?:,\d{3})+|\d{3,5})(?:\.\d{2})?/u.exec(
      folded,
    ) ??
    /(?:hasta|up to)\s*\$?\s?(\d{1,3}(?:,\d{3})+|\d{3,5})(?:\.\d{2})?[^.!?\n]{0,20}(?:sin (?:llamada|llamar|avisar|aviso|consultar)|without (?:a )?(?:call|calling|asking|approval|my ok))/u.exec(
      folded,
    );
  if (limit?.[1]) out.authorizedUpTo = { text: limit[1], value: Number(limit[1].replace(/,/g, '')) };
  const storage =
    /(\d{1,3}(?:\.\d{2})?)\s*(?:dolares|dollars|bucks|usd|\$)?\s*(?:(?:por|al|a|per|each|cada|el)\s+(?:dia|day)|\/\s*(?:dia|day)|daily|diari[oa]s?)\s*(?:de|of|for|in)?\s*(?:almacen\p{L}*|storage|estacionamiento|parking)/u.exec(
      folded,
    ) ??
    /(?:almacen\p{L}*|storage|estacionamiento|parking)(?: fee| fees| charge| cargo)?[^.!?\n\d]{0,25}?\$?\s?(\d{1,3}(?:\.\d{2})?)\s*(?:dolares|dollars|bucks|usd|\$)?\s*(?:(?:por|al|a|per|each|cada|el)\s+(?:dia|day)|\/\s*(?:dia|day)|daily|diarios?)/u.exec(
      folded,
    );
  if (storage?.[1]) out.storagePerDay = { text: storage[1], value: Number(storage[1]) };
  return out;
}

// --- payment terms a client wants to stretch ---

/**
 * "from net 30 to net 90", "moving all suppliers to net 90", "pagarme a 90 dias en vez de 30":
 * the client wants longer to pay, a question of when, not of the rate.
 */
const TERMS_CHANGE = new RegExp(
  [
    String.raw`\bnet[\s-]?\d{2,3}\b[^.?!]{0,60}\bnet[\s-]?\d{2,3}\b`,
    String.raw`\b(?:wants?|wanting|moving|move|moved|switch\p{L}*|chang\p{L}*|going|push\p{L}*|asking for|asked for|asks for|quiere|quieren|pasar|cambiar)\b[^.?!]{0,50}\bnet[\s-]?\d{2,3}\b`,
    String.raw`\b(?:pay|paying|paid|payment)\b[^.?!]{0,30}\b(?:in|within|after) \d{2,3} days\b[^.?!]{0,20}\b(?:instead of|rather than|not)\b`,
    String.raw`\b(?:pagar\p{L}*|pago|pagos|plazo|plazos)\b[^.?!]{0,30}\ba \d{2,3} dias\b[^.?!]{0,25}\b(?:en vez de|en lugar de|y no a|no a)\b`,
    String.raw`\b(?:plazo|plazos) de pago\b[^.?!]{0,20}\bde \d{2,3} a \d{2,3} dias\b`,
  ].join('|'),
  'u',
);
const TERM_DAYS =
  /\bnet[\s-]?(\d{2,3})\b|\b(?:in|within|after|a|de) (\d{2,3}) (?:days|dias)\b|\b(?:instead of|rather than|en vez de|en lugar de|y no a|no a)(?: (?:los|net))? (\d{2,3})\b/gu;

/** The payment terms (days) now and the ones the client wants, when a client stretches them. */
function paymentTermsIn(folded: string): Case['paymentTerms'] {
  if (!TERMS_CHANGE.test(folded)) return undefined;
  const days = [...folded.matchAll(TERM_DAYS)]
    .map((match) => Number(match[1] ?? match[2] ?? match[3]))
    .filter((value) => value >= 7 && value <= 180);
  if (days.length === 0) return {};
  const longest = Math.max(...days);
  const shortest = Math.min(...days);
  return { ...(shortest < longest ? { current: shortest } : {}), proposed: longest };
}

/** Days of payment terms are no sums of money: "net 30", "a 90 dias en vez de 30". */
function withoutTermDays(amounts: CaseAmount[], terms: Case['paymentTerms']): CaseAmount[] {
  if (!terms) return amounts;
  const days = [terms.current, terms.proposed];
  return amounts.filter((amount) => !(/^\d{2,3}$/u.test(amount.text.trim()) && days.includes(amount.value)));
}

// --- paid time off in a job offer ---

const TIME_OFF_WORD = String.raw`(?:pto|paid time off|time off|days off|vacation(?: days| time)?|dias? de vacaciones|vacaciones|dias libres|dias de descanso)`;
/** "i want 15 days pto", "only 10 days pto and i want 15", "quiero mas dias de vacaciones". */
const TIME_OFF_ASK = new RegExp(
  [
    String.raw`\b(?:want|wants|need|needs|ask(?:ing)? for|would like|i'?d like|more|extra|negotiate|negotiating|quiero|quisiera|necesito|pedir|mas|negociar)\b[^.?!]{0,40}\b${TIME_OFF_WORD}`,
    String.raw`\b${TIME_OFF_WORD}\b[^.?!]{0,40}\b(?:i want|i need|i'?d like|i would like|i was hoping for|quiero|necesito|quisiera)\b`,
  ].join('|'),
  'u',
);
/** A figure that is no count of days: "68k", "52 mil", "31/hr", "$15". */
const NOT_DAYS = String.raw`(?! ?(?:k\b|mil\b|[.,]\d|%|\$|\/|an? h|per h|hr\b|la hora|por hora|al ano|a year))`;
const DAYS_OFFERED = new RegExp(
  [
    String.raw`\b(\d{1,2}) ?(?:(weeks?|semanas?)|days?|dias?)? (?:of )?(?:de )?${TIME_OFF_WORD}`,
    String.raw`\b(?:only|just|solo|nada mas|dan|ofrecen|gives?|offers?|offering|offered)(?: me| us)? (\d{1,2})\b${NOT_DAYS}(?: ?(weeks?|semanas?))?`,
  ].join('|'),
  'u',
);
const DAYS_WANTED = new RegExp(
  String.raw`\b(?:want|need|like|ask(?:ing)? for|hoping for|quiero|quisiera|necesito|pedir)\b (?:to have |to get |tener |at least |al menos |unos |about )?(\d{1,2})\b${NOT_DAYS}(?: ?(weeks?|semanas?))?`,
  'u',
);

/** "10" days, "2 weeks" = 10 working days. */
function daysOf(count: string | undefined, weeks: string | undefined): number | undefined {
  const value = Number(count);
  if (!Number.isInteger(value) || value <= 0) return undefined;
  const days = weeks ? value * 5 : value;
  return days <= 60 ? days : undefined;
}

/** A job offer's paid time off the person wants more of: the days offered and wanted, when said. */
function timeOffIn(folded: string): Case['timeOff'] {
  if (!TIME_OFF_ASK.test(folded)) return undefined;
  const given = DAYS_OFFERED.exec(folded);
  const days = given?.[1] ? daysOf(given[1], given[2]) : daysOf(given?.[3], given?.[4]);
  // "i want 100k and 20 days pto": days after a wish are the days wanted.
  const wished =
    given !== null &&
    /\b(?:want|need|ask|like|hoping|quiero|quisiera|necesito|pedir)\b[^.?!]{0,25}$/u.test(
      folded.slice(0, given.index),
    );
  const asked = DAYS_WANTED.exec(folded);
  const wanted = daysOf(asked?.[1], asked?.[2]) ?? (wished ? days : undefined);
  const offered = wished ? undefined : days;
  return {
    ...(offered ? { offered } : {}),
    ...(wanted && wanted !== offered ? { wanted } : {}),
  };
}

/** Days of time off are no sums of money: "10 days pto", "quiero 15". */
function withoutDaysOff(amounts: CaseAmount[], timeOff: Case['timeOff']): CaseAmount[] {
  if (!timeOff) return amounts;
  const days = [timeOff.offered, timeOff.wanted];
  return amounts.filter(
    (amount) =>
      !(
        /^\d{1,2}$/u.test(amount.text.trim()) &&
        (days.includes(amount.value) || days.includes(amount.value * 5))
      ),
  );
}

function dutiesIn(folded: string): string | undefined {
  const match = DUTIES.exec(folded);
  const words = (match?.[1] ?? match?.[2] ?? SENIOR_DUTIES.exec(folded)?.[1])?.trim();
  return words && !/^(?:the|a|my|mi|el|la)$/u.test(words) ? words : undefined;
}

// --- the person's state ---

const US_STATES = [
  'Alabama',
  'Alaska',
  'Arizona',
  'Arkansas',
  'California',
  'Colorado',
  'Connecticut',
  'Delaware',
  'Florida',
  'Georgia',
  'Hawaii',
  'Idaho',
  'Illinois',
  'Indiana',
  'Iowa',
  'Kansas',
  'Kentucky',
  'Louisiana',
  'Maine',
  'Maryland',
  'Massachusetts',
  'Michigan',
  'Minnesota',
  'Mississippi',
  'Missouri',
  'Montana',
  'Nebraska',
  'Nevada',
  'New Hampshire',
  'New Jersey',
  'New Mexico',
  'New York',
  'North Carolina',
  'North Dakota',
  'Ohio',
  'Oklahoma',
  'Oregon',
  'Pennsylvania',
  'Rhode Island',
  'South Carolina',
  'South Dakota',
  'Tennessee',
  'Texas',
  'Utah',
  'Vermont',
  'Virginia',
  'Washington',
  'West Virginia',
  'Wisconsin',
  'Wyoming',
  'Puerto Rico',
];
const STATE_IN = new RegExp(
  String.raw`(?:live in|living in|i'?m in|we'?re in|based in|here in|from|vivo en|vivimos en|estoy en|aqui en|soy de|in|en)\s+(${US_STATES.map((name) => fold(name)).join('|')})(?![\p{L}])`,
  'u',
);

/** A clinician the person did not choose, as they named them. */
const PROVIDER =
  /(?<![\p{L}])((?:anesthesia|anesthesiology|radiology|pathology) (?:group|practice|company|associates|provider)|grupo de (?:anestesia|anestesiologia|anestesiología|radiologia|radiología)|assistant surgeon|anesthesiologist|anesthetist|radiologist|pathologist|hospitalist|laboratory|lab|cirujano asistente|cirujana asistente|anestesi[oó]logo|anestesi[oó]loga|radi[oó]logo|pat[oó]logo|laboratorio)(?![\p{L}])/iu;

/** Banks and payment apps, as they write their own names. */
const BANK_NAMES = [
  'Chase',
  'Wells Fargo',
  'Bank of America',
  'Citi',
  'Capital One',
  'US Bank',
  'PNC',
  'Truist',
  'TD Bank',
  'Navy Federal',
  'USAA',
  'Regions',
  'Ally',
  'Discover',
] as const;
const APP_NAMES = ['Cash App', 'Zelle', 'Venmo', 'PayPal', 'Apple Cash'] as const;

/** The first of these names in the text (case and spacing as people type them: "cash app", "cashapp"). */
function named(text: string, names: readonly string[]): string | undefined {
  const folded = fold(text);
  // "zelled", "venmoed": the app's name used as a verb is the app too.
  return names.find((name) =>
    new RegExp(`(?<![\\p{L}])${fold(name).replace(/ /g, '\\s?')}(?:e?d|ing)?(?![\\p{L}])`, 'u').test(folded),
  );
}

/** A home without heat or hot water: an essential service, not a repair that can wait for a renewal talk. */
const ESSENTIAL_REPAIR =
  /(?:no heat|heat (?:is|has been) (?:out|off|broken)|heat(?:er|ing)? (?:is |has )?(?:broken|not working|doesn'?t work|stopped)|furnace|no hot water|calefaccion|calentador|sin agua caliente|boiler)/u;

/** What needs repair, as the person named it. */
const REPAIR_ITEM =
  /(?<![\p{L}])(heater|heat|furnace|hot water|water heater|air conditioning|a\/c|ac|leak|roof|mold|mould|toilet|fridge|refrigerator|stove|calentador|calefaccion|calefacción|boiler|agua caliente|aire acondicionado|gotera|fuga|moho|techo|inodoro|refrigerador|estufa)(?![\p{L}])/iu;

/** "llevo 3 años ahí", "been here 4 years", "after 4 yrs", "3 years there": how long the tenancy has run. */
const TENURE = [
  /(?:llevo|llevamos|tengo|tenemos|vivo ahi|vivo aqui|vivimos ahi|vivimos aqui|rentando|rentandole|despues de|tras)\s+(?:ya\s+|como\s+|casi\s+|mas de\s+)?(\d{1,2}|un|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce)\s+anos?(?!\s+de\s+(?:edad|experiencia))/u,
  /(?:been (?:here|there|living here|living there|renting(?: here| there)?)|lived (?:here|there)|(?:i'?ve|we'?ve) rented (?:here|there|it)|renting (?:here|there)|after|for)\s+(?:about\s+|almost\s+|over\s+|nearly\s+)?(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(?:years?|yrs?)(?!\s+(?:old|of experience))/u,
  // "5 years with him", "10 years buying from them": a supplier the person has stayed with.
  /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(?:years?|yrs?)\s+(?:with (?:him|her|them|this supplier|that supplier)|buying from|ordering from)\b/u,
];

function tenureIn(folded: string): number | undefined {
  for (const rule of TENURE) {
    const word = rule.exec(folded)?.[1];
    if (word === undefined) continue;
    const years = /^\d+$/u.test(word) ? Number(word) : COUNT_WORDS[word];
    if (years !== undefined && years > 0) return years;
  }
  return undefined;
}

/** A building's own words: "el edificio", "the building", "built", "construido". */
const BUILDING = String.raw`(?:built|constru\p{L}*|edificio|building|complejo|complex)`;
/**
 * When the building was built: "the building is from the 60s", "built in 1972", "el edificio es de
 * los años 70s", "de la década de los 60", "a 1960s building". A decade said in two digits is the 1900s'.
 */
const BUILT_RULES: readonly RegExp[] = [
  new RegExp(
    String.raw`\b${BUILDING}\b[^.!?\d]{0,30}?(?:\b(?:los|the|de|from|in)\s+(?:(?:early|mid|late)\s+)?(?:anos\s+|decada\s+de\s+(?:los\s+)?)?)'?(\d{2}|1[89]\d0|20[0-2]0)'?(s)?(?![\d,.]*\d)(?!\s*(?:units?|unidades|pisos|floors|stories|apartments|departamentos|apartamentos|years|anos|%))`,
    'u',
  ),
  new RegExp(String.raw`\b${BUILDING}\b[^.!?\d]{0,30}?\b(1[89]\d\d|20[0-2]\d)\b()`, 'u'),
  new RegExp(String.raw`\b(1[89]\d0|20[0-2]0)'?(s)\s+(?:apartment\s+)?(?:building|complex)\b`, 'u'),
  // "de la década de los 60": in a message about a home, the decade is the building's.
  new RegExp(String.raw`\bdecada\s+de\s+(?:los\s+)?(\d0|19\d0)(s)?\b`, 'u'),
];

/** "el aumento máximo este año es 3%", "the most it can go up is 4%", "allowed 3.5%". */
const ALLOWED_RISE =
  /\b(?:max(?:imum|imo)?|most|allowed|allows|permitid[oa]|permite|up to|hasta|limit|limite|cap|tope)\b[^.!?\d]{0,40}?(\d{1,2}(?:[.,]\d{1,2})?)\s*(?:%|percent|por ciento)/u;

function allowedRiseIn(folded: string): number | undefined {
  const said = ALLOWED_RISE.exec(folded)?.[1];
  const value = said === undefined ? undefined : Number(said.replace(',', '.'));
  return value !== undefined && value > 0 && value <= 30 ? value : undefined;
}

/** "que me vaya en 30 días", "move out within 30 days": the days the landlord gives to leave. */
const LEAVE_DAYS =
  /\b(?:(?:me|nos) (?:vaya|vayamos|salga|salgamos|mude|mudemos)|desocup\p{L}*|move out|get out|leave|vacate)\b[^.!?\d]{0,20}\b(?:en|in|within|dentro de|con)\s+(\d{1,3})\s*(?:dias|days)\b/u;

function leaveDaysIn(folded: string): number | undefined {
  const days = Number(LEAVE_DAYS.exec(folded)?.[1] ?? 0);
  return days > 0 && days <= 365 ? days : undefined;
}

function buildingBuiltIn(folded: string, today: string): Case['buildingBuilt'] {
  const thisYear = Number(today.slice(0, 4));
  for (const rule of BUILT_RULES) {
    const match = rule.exec(folded);
    if (!match?.[1]) continue;
    const said = match[1];
    const twoDigits = said.length === 2;
    if (twoDigits && !/^[2-9]0$/u.test(said)) continue;
    const year = twoDigits ? 1900 + Number(said) : Number(said);
    if (year > thisYear) continue;
    return { year, ...(twoDigits || match[2] === 's' ? { decade: true } : {}) };
  }
  return undefined;
}

/** Words for a small count of people: "2", "two", "dos". */
const PEOPLE_WORD = String.raw`(\d{1,2}|one|two|three|four|five|six|seven|eight|un|una|uno|dos|tres|cuatro|cinco|seis|siete|ocho)`;

/**
 * The household's size as the person gave it: "me and my 2 kids" (3), "family of 4", "yo y mis dos
 * hijos" (3), "somos 5 en la casa"; a spouse or partner named beside the children adds one.
 */
const HOUSEHOLD: readonly (readonly [RegExp, number])[] = [
  [new RegExp(String.raw`\b(?:family|household|home|familia|hogar|casa) of ${PEOPLE_WORD}\b`, 'u'), 0],
  [new RegExp(String.raw`\b(?:familia|hogar) de ${PEOPLE_WORD}\b`, 'u'), 0],
  [
    new RegExp(
      String.raw`\b${PEOPLE_WORD} (?:people|persons|of us) in (?:my|our|the) (?:household|family|home|house)\b`,
      'u',
    ),
    0,
  ],
  [
    new RegExp(
      String.raw`\bsomos ${PEOPLE_WORD}(?: personas)? en (?:la|mi|nuestra) (?:casa|familia|hogar)\b`,
      'u',
    ),
    0,
  ],
  [
    new RegExp(
      String.raw`\b(?:me|i|myself),? (?:my|and my) (?:wife|husband|partner|spouse) and (?:our |my )?${PEOPLE_WORD} (?:kids|children|sons|daughters)\b`,
      'u',
    ),
    2,
  ],
  [
    new RegExp(
      String.raw`\b(?:me|myself|i) (?:and|plus|\+) (?:my )?${PEOPLE_WORD} (?:kids|children|sons|daughters)\b`,
      'u',
    ),
    1,
  ],
  [
    new RegExp(
      String.raw`\byo,? (?:mi (?:esposo|esposa|pareja)) y (?:mis |nuestros )?${PEOPLE_WORD} (?:hijos|hijas|ninos)\b`,
      'u',
    ),
    2,
  ],
  [new RegExp(String.raw`\byo y (?:mis )?${PEOPLE_WORD} (?:hijos|hijas|ninos)\b`, 'u'), 1],
  // "ganamos como 3 mil al mes y somos 4", "its 3 of us": the household, said on its own.
  // "somos 4 (2 niños)": the household, with who is in it in brackets.
  [new RegExp(String.raw`\bsomos ${PEOPLE_WORD}(?: personas)?(?=\s*(?:$|[.,;!?()]|y\b|en\b|con\b))`, 'u'), 0],
  [new RegExp(String.raw`\b(?:there are|we are|we're|its|it's) ${PEOPLE_WORD} of us\b`, 'u'), 0],
];

function householdIn(folded: string): number | undefined {
  for (const [rule, plus] of HOUSEHOLD) {
    const word = rule.exec(folded)?.[1];
    if (word === undefined) continue;
    const n = /^\d+$/u.test(word)
      ? Number(word)
      : (COUNT_WORDS[word] ?? (/^un[oa]?$/u.test(word) ? 1 : undefined));
    if (n !== undefined && n > 0 && n + plus <= 15) return n + plus;
  }
  return undefined;
}

const ROOMMATES =
  /\b(?:roommates?|room mates?|roomies?|housemates?|flatmates?|companer[oa]s? de (?:cuarto|piso|casa|departamento|apartamento)|roomies)\b/u;
const NUMBER = String.raw`(\d[\d,]*(?:\.\d{1,2})?)(?![\d])`;
const num = (text: string | undefined) => (text === undefined ? undefined : Number(text.replace(/,/g, '')));

/**
 * "me and 2 roommates … deposit was 2100, we each put in 700. landlord sent ONE check for 1500 to
 * jake … 400 carpet in jakes room (his dog chewed it), 200 kitchen cleaning. jake says he'll give me
 * and maria 300 each": the deposit shared by roommates and how it came back, for a fair split.
 */
function splitIn(folded: string): Case['split'] {
  if (!ROOMMATES.test(folded) || !/\b(?:deposit|deposito)\b/u.test(folded)) return undefined;
  const others =
    /(?:me and|yo y|somos yo y|entre yo y)\s+(\d|two|three|four|dos|tres|cuatro)\s+(?:other )?(?:roommates?|housemates?|flatmates?|companer)/u.exec(
      folded,
    )?.[1];
  const counted = others ? (/^\d$/u.test(others) ? Number(others) : COUNT_WORDS[others]) : undefined;
  const people =
    (counted !== undefined ? counted + 1 : undefined) ??
    num(
      /\b(?:the|los|las|we were|eramos|somos)\s+(\d)\s+(?:of us|de nosotros|roommates|companer)/u.exec(
        folded,
      )?.[1],
    );
  const deposit = num(
    new RegExp(String.raw`(?:deposit|deposito)\s+(?:was|is|of|fue|era|es|de)\s+\$?${NUMBER}`, 'u').exec(
      folded,
    )?.[1],
  );
  const each = num(
    new RegExp(
      String.raw`(?:we )?each (?:put in|paid|pay|gave|chipped in)\s+\$?${NUMBER}|cada (?:uno|una) (?:puso|pago|dio)\s+\$?${NUMBER}`,
      'u',
    )
      .exec(folded)
      ?.slice(1)
      .find(Boolean),
  );
  const n = people ?? (deposit && each ? Math.round(deposit / each) : undefined);
  if (n === undefined || n < 2 || n > 8) return undefined;
  const returned = num(
    new RegExp(
      String.raw`(?:check|cheque|refund|reembolso|transfer(?:encia)?)\s+(?:for|of|por|de)\s+\$?${NUMBER}|(?:sent|returned|gave back|refunded|devolvio|regreso|mando)\s+(?:back\s+)?(?:only\s+)?\$?${NUMBER}`,
      'u',
    )
      .exec(folded)
      ?.slice(1)
      .find(Boolean),
  );
  // Each deduction, with the words after it up to the next comma: one roommate's doing, or shared.
  let own = 0;
  let shared = 0;
  const total = deposit !== undefined && returned !== undefined ? deposit - returned : undefined;
  for (const m of folded.matchAll(
    new RegExp(String.raw`\$?${NUMBER}\s+(?:for\s+|de\s+|por\s+)?([^,;:.]{2,60})`, 'gu'),
  )) {
    const value = num(m[1]);
    const what = m[2] ?? '';
    if (value === undefined || value === deposit || value === returned || value === each) continue;
    // The thing charged comes right after the sum ("400 carpet", "200 kitchen cleaning", "150 de limpieza").
    if (
      !/^(?:(?:the|la|el|de|por|for)\s+)?(?:\p{L}+\s+){0,2}(?:carpet|alfombra|clean|limpieza|paint|pintura|wall|pared|damage|dano|repair|reparacion|door|puerta|floor|piso|window|ventana|blinds|persianas|stain|mancha)/u.test(
        what,
      )
    )
      continue;
    if (
      /\b(?:his|her|their|su)\b[^,;]{0,25}\b(?:dog|cat|pet|room|perro|gato|mascota|cuarto|habitacion)\b|\b(?:dog|cat|pet|perro|gato|mascota)\b|\b\p{L}+'?s (?:room|dog|cat)\b|(?:cuarto|habitacion|perro) de \p{L}+/u.test(
        what,
      )
    )
      own += value;
    else shared += value;
  }
  const listed = own + shared;
  const offered = num(
    new RegExp(
      String.raw`(?:give|pay|dar|pagar|darnos|darles|(?:nos|me|les) (?:da|dara|daria|va a dar|quiere dar|ofrece))\s+(?:me and \p{L}+|us|each of us|a \p{L}+ y a mi|a mi y a \p{L}+|nos)?\s*\$?${NUMBER}\s+(?:each|(?:a )?cada (?:uno|una))`,
      'u',
    ).exec(folded)?.[1],
  );
  const holder = /(?:check|cheque|refund|reembolso)[^.]{0,40}?\b(?:to|a)\s+(\p{L}{2,20})\b/u.exec(
    folded,
  )?.[1];
  const named =
    holder && !/^(?:me|us|him|her|them|mi|nosotros|el|ella|ellos|his|the|my|one|uno)$/u.test(holder);
  return {
    people: n,
    ...(named ? { holder: holder!.charAt(0).toUpperCase() + holder!.slice(1) } : {}),
    ...(deposit !== undefined ? { deposit } : each !== undefined ? { deposit: each * n } : {}),
    ...(returned !== undefined ? { returned } : {}),
    ...(listed > 0 && (total === undefined || Math.abs(listed - total) < 1) ? { own, shared } : {}),
    ...(offered !== undefined ? { offered } : {}),
  };
}

/** A fee named right after or before a figure: "34 de sobregiro", "a 35 overdraft fee", "fee of 35". */
function feeNamedBy(folded: string, text: string): boolean {
  const figure = fold(text).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(
    String.raw`(?<![\d.,])${figure}(?![\d])\s*(?:dollars?|dolares|bucks|usd)?\s*(?:de |in |en |por )?(?:overdraft|od|o\.d\.|sobregiro|nsf|fees?|comision|cargos? por)|(?:fee|fees|comision|cargo por sobregiro|sobregiro) (?:of |de )?\$?${figure}(?![\d])`,
    'u',
  ).test(folded);
}

/**
 * "me cobraron dos veces … 62.50 … y 34 de sobregiro": a card's billing error told as a duplicate, its
 * one charge written once, is that charge twice; a figure named as a fee beside it is the fee it caused.
 */
function duplicateRoles(amounts: CaseAmount[], subCase: SubCase | undefined, folded: string): CaseAmount[] {
  if (subCase !== 'card_billing_error' || !DUPLICATE_CHARGE.test(folded)) return amounts;
  const fees = amounts.map((amount) => amount.role === 'fee' || feeNamedBy(folded, amount.text));
  const withFees = amounts.map((amount, index) =>
    fees[index] && amount.role !== 'fee' && amount.count === undefined
      ? { ...amount, role: 'fee' as const }
      : amount,
  );
  if (withFees.some((amount) => amount.count !== undefined)) return withFees;
  const charges = withFees.filter((amount) => amount.role === 'billed' || amount.role === 'other');
  if (charges.length !== 1) return withFees;
  return withFees.map((amount) =>
    amount === charges[0] ? { ...amount, role: 'billed' as const, count: 2 } : amount,
  );
}

/** The damage a merchant cites, in the person's words: "a stain on the carpet", "una mancha en la alfombra". */
const DAMAGE_CITED =
  /(?<![\p{L}])((?:(?:a|an|the|some|una|un|unas|unos|la|el) )?(?:stains?|burns?|burn marks?|holes?|broken \p{L}+|manchas?|quemaduras?|hoyos?|agujeros?)(?: (?:on|in|en) (?:the |my |la |el |los |las )?\p{L}+)?)(?![\p{L}])/u;

function damageCitedIn(text: string): string | undefined {
  return DAMAGE_CITED.exec(text.toLowerCase())?.[1];
}

function repairItemIn(text: string): string | undefined {
  return REPAIR_ITEM.exec(text)?.[1]?.toLowerCase();
}

// --- a landlord's charge for something old: carpet, paint ---

/** What a landlord charges a tenant to replace, in the person's word. */
const WORN_ITEM = String.raw`(carpets?|rugs?|flooring|floors?|paint|blinds|alfombras?|pisos?|pintura|persianas)`;
const YEAR = String.raw`((?:19[5-9]|20[0-9])\d)`;
const AGE = String.raw`(\d{1,2})\s*\+?\s*(?:yrs?|years?|anos)(?:\s+old)?`;

/** "the carpet was brand new in 2019", "la alfombra se puso en 2019", "new carpet in 2019". */
const WORN_NEW_YEAR: readonly RegExp[] = [
  new RegExp(
    String.raw`(?<![\p{L}])${WORN_ITEM}(?![\p{L}])[^.!?\d]{0,40}?(?:new|installed|put in|laid|replaced|bought|nuev[oa]s?|instalad[oa]s?|puest[oa]s?|pusieron|cambiad[oa]s?|cambiaron|comprad[oa]s?|compraron)[^.!?\d]{0,20}?(?:in|en|del?|back in|since|desde)\s+(?:el\s+|the\s+)?(?:ano\s+|year\s+)?${YEAR}(?!\d)`,
    'u',
  ),
  new RegExp(
    String.raw`(?<![\p{L}])(?:new|nuev[oa]s?)\s+${WORN_ITEM}(?![\p{L}])[^.!?\d]{0,15}?(?:in|en|del?)\s+${YEAR}(?!\d)`,
    'u',
  ),
  new RegExp(
    String.raw`(?:in|en)\s+${YEAR}[^.!?\d]{0,25}?(?:new|nuev[oa]s?|installed|instal\p{L}+|put in|puso|pusieron|cambio|cambiaron)\s+(?:the\s+|la\s+|el\s+|las\s+|los\s+)?${WORN_ITEM}(?![\p{L}])`,
    'u',
  ),
  new RegExp(
    String.raw`(?<![\p{L}])${WORN_ITEM}\s+(?:is\s+|was\s+|es\s+|era\s+)?(?:from|de|del)\s+${YEAR}(?!\d)`,
    'u',
  ),
  // "the apartment was painted in 2022", "lo pintaron en 2021": the paint's year.
  new RegExp(
    String.raw`(?<![\p{L}])((?:re)?painted|pintad[oa]s?|pintaron|pinto)(?![\p{L}])[^.!?\d]{0,15}?(?:in|en|del?)\s+(?:el\s+)?${YEAR}(?!\d)`,
    'u',
  ),
];
/** "the carpet was like 8 years old when i moved in", "la alfombra ya tenia 9 anos cuando entre". */
const WORN_AGE = new RegExp(
  String.raw`(?<![\p{L}])${WORN_ITEM}(?![\p{L}])[^.!?\d]{0,40}?(?:was|were|is|are|tenia|tiene|era de|es de|had)[^.!?\d]{0,15}?${AGE}`,
  'u',
);
const WORN_MOVED_IN =
  /\b(?:when i moved in|when we moved in|at move[\s-]?in|cuando (?:me mude|nos mudamos|entre|entramos|llegue|llegamos))/u;
/** "the carpet was old when i moved in": old already, no age given. */
const WORN_OLD_AT_MOVE_IN = new RegExp(
  String.raw`(?<![\p{L}])${WORN_ITEM}(?![\p{L}])[^.!?\d]{0,30}?(?:was|were|ya (?:estaba|era|eran|estaban)|estaba|era)\s+(?:already\s+|really\s+|very\s+|pretty\s+|super\s+|muy\s+|bien\s+)?(?:old|worn|vie[jy][oa]s?|gastad[oa]s?|usad[oa]s?)[^.!?]{0,20}?(?:when (?:i|we) moved in|at move[\s-]?in|cuando (?:me mude|nos mudamos|entre|entramos|llegue))`,
  'u',
);

/** The thing charged for and its age, from every message in the topic (the landlord's reply counts too). */
function wornItemIn(folded: string, today: string): Case['wornItem'] {
  const thisYear = Number(today.slice(0, 4));
  const old = WORN_OLD_AT_MOVE_IN.exec(folded)?.[1];
  const oldToo = old ? { oldAtMoveIn: true } : {};
  for (const rule of WORN_NEW_YEAR) {
    const m = rule.exec(folded);
    if (!m) continue;
    const said = m[1] && !/^\d/u.test(m[1]) ? m[1] : m[2];
    // "painted in 2022", "pintaron en 2021": the paint's year.
    const name = said?.startsWith('pint') ? 'pintura' : /painted$/u.test(said ?? '') ? 'paint' : said;
    const year = Number(/^\d/u.test(m[1] ?? '') ? m[1] : m[2]);
    if (name && year >= 1950 && year <= thisYear) return { name, newYear: year, ...oldToo };
  }
  const age = WORN_AGE.exec(folded);
  if (age?.[1] && age[2]) {
    const years = Number(age[2]);
    const after = folded.slice((age.index ?? 0) + age[0].length, (age.index ?? 0) + age[0].length + 30);
    if (years > 0 && years <= 60)
      return WORN_MOVED_IN.test(after) || WORN_MOVED_IN.test(age[0])
        ? { name: age[1], ageAtMoveIn: years }
        : { name: age[1], ageAtMoveOut: years, ...oldToo };
  }
  return old ? { name: old, oldAtMoveIn: true } : undefined;
}

// --- a car contract's add-ons, each with its figure ---

const ADD_ON_PRODUCTS: readonly (readonly [NonNullable<Case['addOnItems']>[number]['product'], RegExp])[] = [
  [
    'warranty',
    /extended (?:warranty|warranties)|service contract|garantias? extendidas?|contrato de servicio|warranty|garantia/u,
  ],
  ['gap', /\bgap\b/u],
  ['etching', /etch\p{L}*|grabado/u],
  ['nitrogen', /nitr[oó]g\p{L}*/u],
  [
    'paint',
    /paint (?:protection|sealant)|fabric protection|proteccion de (?:pintura|tela|interiores)|sellador/u,
  ],
];

/**
 * "'garantia extendida' 2,100 y 'grabado de ventanas' 399", "1,995 for paint protection and 899 for
 * VIN etching": each add-on figure with the product named right beside it, before or after.
 */
function addOnItemsIn(text: string): Case['addOnItems'] {
  const placed = findAmounts(text);
  const items: NonNullable<Case['addOnItems']> = [];
  placed.forEach((amount, index) => {
    const before = fold(text.slice(Math.max(placed[index - 1]?.end ?? 0, amount.start - 45), amount.start));
    const after = fold(
      text.slice(amount.end, Math.min(placed[index + 1]?.start ?? text.length, amount.end + 45)),
    );
    // The name right after ("899 for VIN etching", "2,100 de garantia") wins; else the one right before.
    // Right after, with or without "for"/"de" ("1,850 service contract"), but never across "and"/"y",
    // which starts the next item ("'garantia extendida' 2,100 y 'grabado de ventanas' 399").
    const afterName =
      /^\s*(?:dollars|dolares|usd)?\s*(?:(?:for|de|del|por|in|en|on|para)\s+)?(?:the\s+|la\s+|el\s+|un\s+|una\s+|an?\s+)?(?!(?:and|y|plus|mas|or|o)(?![\p{L}]))([^\s.,;!?\d][^.,;!?\d]{2,34})/u.exec(
        after,
      )?.[1];
    const beforeName = /([^.,;!?\d]{3,40})$/u.exec(before)?.[1];
    const find = (name: string | undefined) =>
      name === undefined ? undefined : ADD_ON_PRODUCTS.find(([, rule]) => rule.test(name))?.[0];
    const byAfter = find(afterName);
    // Before the figure, only the last product named counts ("'garantia extendida' 2,100").
    const beforeTail = beforeName?.split(/\b(?:and|y|plus|mas)\b/u).at(-1);
    const product = byAfter ?? find(beforeTail);
    if (product && amount.value > 0 && amount.value < 10_000) items.push({ product, text: amount.text });
  });
  return items.length > 0 ? items : undefined;
}

/** "'lo estandar'", "said it was standard": what the seller called the add-ons, as quoted. */
const SELLER_SAID = new RegExp(
  String.raw`(?:salesman|salesperson|sales guy|sales rep|seller|dealer|finance (?:guy|manager|person|office)|f&i|vendedor[a]?|gerente|concesionario|agencia|me|they|he|she|ellos)[^.!?]{0,20}?(?:said|told (?:me|us)|called (?:it|them)|says|dijo|dijeron|dice|dicen)[^.!?'"‘’“”]{0,25}?['"‘“]([^'"’”]{2,40})['"’”]`,
  'u',
);
const SELLER_SAID_PLAIN =
  /(?:said|says|told (?:me|us)|dijo|dijeron|dice|dicen)[^.!?]{0,20}?\b(lo estandar|estandar|standard|parte del paquete|part of the (?:package|deal)|ya (?:venia|venian) (?:incluid[oa]s?|con el (?:carro|auto|coche))|(?:everyone|everybody) (?:gets|has|buys|takes) (?:it|them|one)|(?:todos|todo el mundo) (?:lo|los|la|las) (?:llevan|lleva|tienen|tiene|compran|compra))\b/u;

function sellerWordsIn(text: string): string | undefined {
  // Only about add-ons: "they said they 'found' calipers" is a shop's word about a repair.
  if (!ADD_ONS.test(fold(text))) return undefined;
  const quoted = SELLER_SAID.exec(text)?.[1]?.trim();
  if (quoted && !/\d/u.test(quoted)) return quoted;
  return SELLER_SAID_PLAIN.exec(fold(text))?.[1];
}

/** "financiado a 72 meses", "a 60-month loan", "72 mo loan": the loan's length in months. */
const LOAN_MONTHS = [
  /(?:financ\p{L}*|loan|prestamo|credito|plazo)[^.!?\d]{0,25}?(\d{2})[\s-]?(?:months?|mos?|meses)\b/u,
  /\b(\d{2})[\s-]?(?:months?|mos?|meses)[^.!?\d]{0,20}?(?:loan|financ\p{L}*|prestamo|credito|term)/u,
];

function loanMonthsIn(folded: string): number | undefined {
  for (const rule of LOAN_MONTHS) {
    const months = Number(rule.exec(folded)?.[1]);
    if (months >= 12 && months <= 96) return months;
  }
  return undefined;
}

/** Big cities, by the state they are in: enough to tell a move between states. */
const CITY_STATES: Readonly<Record<string, string>> = {
  houston: 'Texas',
  dallas: 'Texas',
  austin: 'Texas',
  'san antonio': 'Texas',
  'el paso': 'Texas',
  'fort worth': 'Texas',
  atlanta: 'Georgia',
  miami: 'Florida',
  orlando: 'Florida',
  tampa: 'Florida',
  jacksonville: 'Florida',
  'los angeles': 'California',
  'san diego': 'California',
  'san francisco': 'California',
  'san jose': 'California',
  sacramento: 'California',
  fresno: 'California',
  phoenix: 'Arizona',
  tucson: 'Arizona',
  denver: 'Colorado',
  chicago: 'Illinois',
  'las vegas': 'Nevada',
  seattle: 'Washington',
  portland: 'Oregon',
  boston: 'Massachusetts',
  philadelphia: 'Pennsylvania',
  pittsburgh: 'Pennsylvania',
  detroit: 'Michigan',
  charlotte: 'North Carolina',
  raleigh: 'North Carolina',
  nashville: 'Tennessee',
  memphis: 'Tennessee',
  'new orleans': 'Louisiana',
  albuquerque: 'New Mexico',
  'salt lake city': 'Utah',
  minneapolis: 'Minnesota',
  'kansas city': 'Missouri',
  'st louis': 'Missouri',
  columbus: 'Ohio',
  cleveland: 'Ohio',
  cincinnati: 'Ohio',
  indianapolis: 'Indiana',
  baltimore: 'Maryland',
  newark: 'New Jersey',
  'nueva york': 'New York',
  'new york city': 'New York',
  brooklyn: 'New York',
  'oklahoma city': 'Oklahoma',
  louisville: 'Kentucky',
  milwaukee: 'Wisconsin',
  omaha: 'Nebraska',
  'washington dc': 'District of Columbia',
  boise: 'Idaho',
  'san juan': 'Puerto Rico',
  charleston: 'South Carolina',
};
const PLACE_NAMES = new RegExp(
  String.raw`(?<![\p{L}])(${[
    ...US_STATES.map((name) => fold(name)),
    'nuevo mexico',
    'carolina del norte',
    'carolina del sur',
    ...Object.keys(CITY_STATES),
  ]
    .sort((a, b) => b.length - a.length)
    .join('|')})(?![\p{L}])`,
  'gu',
);
const SPANISH_STATE_NAMES: Readonly<Record<string, string>> = {
  'nuevo mexico': 'New Mexico',
  'carolina del norte': 'North Carolina',
  'carolina del sur': 'South Carolina',
};

/** Every state named in the text, by name or by one of its big cities. */
function statesNamed(folded: string): Set<string> {
  const states = new Set<string>();
  for (const [, place = ''] of folded.matchAll(PLACE_NAMES)) {
    const state =
      CITY_STATES[place] ?? SPANISH_STATE_NAMES[place] ?? US_STATES.find((name) => fold(name) === place);
    // "Washington" alone is the state; the city is named "washington dc" above.
    if (state) states.add(state);
  }
  return states;
}

/**
 * The one big city the person lives in ("im in chicago", "vivo en chicago"), not a suburb or an area
 * around it ("chicago suburb", "outside chicago"), written as a name ("Chicago").
 */
function cityIn(folded: string): string | undefined {
  const cities = new Set<string>();
  for (const match of folded.matchAll(PLACE_NAMES)) {
    const place = match[1] ?? '';
    if (!CITY_STATES[place]) continue;
    const at = match.index ?? 0;
    const before = folded.slice(Math.max(0, at - 20), at);
    const after = folded.slice(at + place.length, at + place.length + 12);
    if (/^\s*(?:suburbs?|area|metro|region|land)\b/u.test(after)) return undefined;
    if (
      /(?:near|outside(?: of)?|suburbs? of|around|afueras de|cerca de|area de|(?:from|de|desde) )\s*$/u.test(
        before,
      )
    )
      continue;
    cities.add(place);
  }
  if (cities.size !== 1) return undefined;
  const [city = ''] = [...cities];
  return city.replace(/(^|\s)\p{L}/gu, (letter) => letter.toUpperCase());
}

/** New York City or one of its boroughs, as people name them. */
const NEW_YORK_CITY = pattern(
  'nyc',
  'new york city',
  'ciudad de nueva york',
  'brooklyn',
  'manhattan',
  'queens',
  'the bronx',
  'el bronx',
  'bronx',
  'staten island',
);

/** "im in LA", "L.A.": Los Angeles in capitals (a lowercase "la" is the Spanish article). */
const LOS_ANGELES = /(?<![\p{L}.])(?:LA|L\.A\.)(?![\p{L}])/u;

/**
 * "landlord in LA", "vivo en L.A.": the city said in capitals after "in" / "en", in a message not
 * written all in capitals (where "EN LA RENTA" is the article).
 */
function livesInLA(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, '');
  const capitals = letters.replace(/[^\p{Lu}]/gu, '').length;
  return (
    capitals < letters.length * 0.4 &&
    /\b(?:in|en|from|near|around|de|desde)\s+(?:LA|L\.A\.)(?![\p{L}])/u.test(text)
  );
}

/** The state the person says they live in, named the usual way ("California"), or by their city. */
/** "yo nunca he vivido en texas", "never lived in ohio": a state that is not the person's. */
const NEVER_LIVED_IN = new RegExp(
  String.raw`(?:nunca (?:he |hemos )?(?:vivido|residido)|never (?:lived|resided)|no (?:vivo|vivimos|he vivido)|(?:don'?t|do not) live) (?:en|in)\s+(${US_STATES.map((name) => fold(name)).join('|')})(?![\p{L}])`,
  'gu',
);

/**
 * The postal codes of states, as people write them after a town ("marietta GA", "kissimmee FL").
 * Codes that are also everyday words or other things in capitals (IN, OR, ME, OK, HI, ID, AL, DE,
 * PA, MA, MI, IA; a CT scan, an SD card, an MD, the VA) and LA (Los Angeles as often as Louisiana)
 * are left out.
 */
const STATE_CODES: Readonly<Record<string, string>> = {
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  FL: 'Florida',
  GA: 'Georgia',
  IL: 'Illinois',
  KS: 'Kansas',
  KY: 'Kentucky',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

/**
 * "at a dealer in marietta GA", "un taller en kissimmee FL": a state's postal code in capitals right
 * after a town written in lower case or capitalized (never inside a line typed all in capitals), when
 * only one state is named so.
 */
function stateCodeIn(text: string): string | undefined {
  const found = new Set<string>();
  for (const match of text.matchAll(
    /(?<![\p{L}])(?:[a-z\u00e0-\u00ff]{3,}|[A-Z][a-z\u00e0-\u00ff]{2,}),? ([A-Z]{2})(?![\p{L}\p{N}])/gu,
  )) {
    const state = STATE_CODES[match[1] ?? ''];
    if (state) found.add(state);
  }
  // "a mechanic in riverside ca": a code typed in lower case, right after "in" and a place, and only
  // the codes that are no word of their own ("in", "or", "me", "oh", "la", "mi"… are left out).
  for (const match of text.matchAll(
    /(?<![\p{L}])(?:in|en) [a-z\u00e0-\u00ff]{3,}(?: [a-z\u00e0-\u00ff]{3,})?,? (ca|tx|fl|ny|nj|az|nv|wa|ga|nc|sc|va|md|tn|ky|ut|nm|ct|nh|vt|wv|ks|ia|wi|mn|ms|wy|mt|nd|sd|il)(?![\p{L}\p{N}])/gu,
  )) {
    const state = STATE_CODES[(match[1] ?? '').toUpperCase()];
    if (state) found.add(state);
  }
  return found.size === 1 ? [...found][0] : undefined;
}

function stateIn(text: string): string | undefined {
  // A state the person says they never lived in is someone else's, wherever else it is named.
  let folded = text;
  for (const [, never = ''] of text.matchAll(NEVER_LIVED_IN))
    folded = folded.replace(new RegExp(String.raw`(?<![\p{L}])${never}(?![\p{L}])`, 'gu'), ' ');
  const found = STATE_IN.exec(folded)?.[1];
  if (found) return US_STATES.find((name) => fold(name) === found);
  // "my apt in san jose", "taller en orlando", "columbus ohio": one state named, by name or big city.
  const named = [...statesNamed(folded)];
  return named.length === 1 && named[0] !== 'District of Columbia' ? named[0] : undefined;
}

// --- the fee's own name ---

const FEE_NAME = new RegExp(
  String.raw`(?<![\p{L}])(?:(?:resort|cleaning|service|convenience|processing|booking|facility|delivery|baggage|bag|checked bag|carry[\s-]on(?: bag)?|seat|destination|amenity|urban|parking|order processing|handling|administrative|admin|doc|documentation|dealer|early termination|cancellation|activation|maintenance|overdraft|late|annual|foreign transaction)\s+fees?|(?:cargos?|tarifas?|comisi[oó]n(?:es)?)\s+(?:de|por)\s+(?:limpieza|servicio|conveniencia|procesamiento|reserva|equipaje|maleta|asiento|entrega|estacionamiento|resort|destino|mantenimiento|instalaci[oó]n|activaci[oó]n|cancelaci[oó]n|sobregiro|atraso|pago atrasado)|(?:fuel|energy|freight|tariff|diesel)\s+surcharges?|recargos?\s+(?:de|por)\s+(?:combustible|gasolina|di[eé]sel|flete|energ[ií]a|aranceles?))(?![\p{L}])`,
  'iu',
);

/** The first fee the person named, as they wrote it ("resort fee", "cargo por servicio"). */
function feeNameIn(text: string): string | undefined {
  // "a new 'network access fee'": a name in quotes is the fee's own.
  const quoted =
    /['"‘“]([\p{L}][\p{L}\s-]{2,40}?\s(?:fees?|cargos?|tarifas?|surcharges?))['"’”]/iu.exec(text)?.[1] ??
    // "un 'recargo de combustible'": a surcharge named first, its kind after.
    /['"‘“]((?:recargos?|surcharges?)\s+(?:de|por|for)\s+[\p{L}]{3,20})['"’”]/iu.exec(text)?.[1];
  const name = (quoted ?? FEE_NAME.exec(text)?.[0])?.toLowerCase();
  // One fee, named in the singular: "cargos de servicio" is said "el cargo de servicio".
  return name
    ?.replace(/\bfees$/u, 'fee')
    .replace(/\bsurcharges$/u, 'surcharge')
    .replace(/^recargos\b/u, 'recargo')
    .replace(/^cargos\b/u, 'cargo')
    .replace(/^tarifas\b/u, 'tarifa')
    .replace(/^comisiones\b/u, 'comisión');
}

/** A second charge on a stay or an order that the person raises beside the fee ("also 25 a night parking"). */
const EXTRA_NAME =
  'parking|valet(?: parking)?|wi-?fi|internet|breakfast|minibar|mini bar|gym|spa|pool|towels?|estacionamiento|desayuno|gimnasio|toallas?';
/** The person never used what it pays for: "i didnt even bring a car", "took an uber", "no traje carro". */
const EXTRA_UNUSED = new RegExp(
  String.raw`\b(?:didn'?t|did not|never|dont|don'?t)\s+(?:even\s+)?(?:bring|have|use|need|park|drive|want|ask for|order)\b|\bno car\b|\bwithout a car\b|\btook an? (?:uber|lyft|taxi|cab)\b|\bnever used\b|\bwasn'?t used\b|\bno (?:use|usamos|usé|use|lleve|llevamos|traje|trajimos|tenia|tengo|teniamos|pedi|pedimos)\b|\bni (?:siquiera )?(?:use|traje|lleve|tenia|tengo|pedi)\b|\bsin (?:carro|auto|coche)\b|\btome un (?:uber|taxi)\b`,
  'u',
);

/** "also 25 a night parking and i didnt even bring a car": another charge, its figure, and whether it went unused. */
export function extraChargeIn(
  folded: string,
  feeName: string | undefined,
): { name: string; value?: number; nightly?: boolean; unused?: boolean } | undefined {
  const rate = String.raw`(?:a|per|\/|por|each|cada|la|el)\s?(?:night|noche|day|dia)`;
  const before = new RegExp(
    String.raw`\$?(\d+(?:\.\d{1,2})?)\s?(?:dollars|dolares|bucks|usd)?\s?(?:${rate})?\s(?:(?:de|del|for|of|in|en)\s)?(?:the\s|el\s)?(${EXTRA_NAME})(?![\p{L}])`,
    'u',
  ).exec(folded);
  const after = new RegExp(
    String.raw`(?<![\p{L}])(${EXTRA_NAME})(?:\s(?:fee|charge|cargo|cobro))?(?:\sof|\sde|\swas|\sfue|\sfor|\spor|:)?\s\$?(\d+(?:\.\d{1,2})?)`,
    'u',
  ).exec(folded);
  const name = before?.[2] ?? after?.[1];
  if (!name) return undefined;
  const fee = feeName ? fold(feeName) : '';
  if (fee && (fee.includes(name) || name.includes(fee.split(' ')[0]!))) return undefined;
  const value = Number(before?.[1] ?? after?.[2]);
  // The sentence that names it, or the next one, says it went unused.
  const at = folded.indexOf(name);
  const sentence = folded
    .slice(at, at + 160)
    .split(/(?<=[.!?\n])/u)
    .slice(0, 2)
    .join('');
  // "25 a night" for a stay of 3 nights: the nights the stay's other nightly figures count.
  const nightly =
    new RegExp(String.raw`^(?:${rate})`, 'u').test(
      folded
        .slice((before?.index ?? 0) + (before?.[1]?.length ?? 0))
        .replace(/^\s?(?:dollars|dolares|bucks|usd)?\s?/u, ''),
    ) ||
    (after !== null &&
      new RegExp(String.raw`^\s?(?:${rate})`, 'u').test(folded.slice(after.index + after[0].length)));
  return {
    name,
    ...(Number.isFinite(value) && value > 0 ? { value } : {}),
    ...(nightly ? { nightly: true } : {}),
    ...(EXTRA_UNUSED.test(sentence) ? { unused: true } : {}),
  };
}

// --- dates ---

const EN_MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const ES_MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];
const EN_MONTH_SOURCE = String.raw`Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?`;
/** "3 de nov", "15 de ago": the short names people type, after the full ones. */
const ES_MONTH_SOURCE = `${ES_MONTHS.join('|')}|setiembre|ene|feb|mar|abr|may|jun|jul|ago|sept?|oct|nov|dic`;
const ES_SHORT_MONTHS: Readonly<Record<string, number>> = { ene: 0, abr: 3, ago: 7, dic: 11 };
/** "dic", "ene", "sept": a Spanish month cut short, read only after "31 de". */
const ES_MONTH_SHORT = 'ene|feb|mar|abr|may|jun|jul|ago|sept?|set|oct|nov|dic';

function monthIndex(name: string): number {
  const folded = fold(name).replace('setiembre', 'septiembre').replace(/^set$/u, 'sep');
  const es = ES_MONTHS.indexOf(folded);
  if (es >= 0) return es;
  const short = ES_SHORT_MONTHS[folded];
  if (short !== undefined) return short;
  const en = EN_MONTHS.findIndex((month) => month.startsWith(folded.slice(0, 3)));
  return en >= 0 ? en : ES_MONTHS.findIndex((month) => month.startsWith(folded.slice(0, 3)));
}

function isoOf(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month, day));
  if (date.getUTCMonth() !== month || date.getUTCDate() !== day) return undefined;
  return date.toISOString().slice(0, 10);
}

/** A day without a year is the most recent such day on or before today. */
function pastIso(month: number, day: number, today: string): string | undefined {
  const year = Number(today.slice(0, 4));
  const thisYear = isoOf(year, month, day);
  if (thisYear && thisYear <= today) return thisYear;
  return isoOf(year - 1, month, day);
}

function shiftDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

interface PlacedDate {
  readonly start: number;
  readonly end: number;
  readonly text: string;
  readonly iso: string | undefined;
  /** "dec 4", "viernes": no year given, so the reading picks the past or the coming one. */
  readonly upcoming?: string | undefined;
  /** The same day within the coming year: a lease that "doesn't end till june 30". */
  readonly withinYear?: string | undefined;
}

/** The same day and month in the coming 120 days (or `within` days), when there is one. */
function upcomingIso(month: number, day: number, today: string, within = UPCOMING_DAYS): string | undefined {
  const year = Number(today.slice(0, 4));
  for (const candidate of [isoOf(year, month, day), isoOf(year + 1, month, day)]) {
    if (candidate && candidate > today && daysBetween(today, candidate) <= within) return candidate;
  }
  return undefined;
}

const UPCOMING_DAYS = 120;

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

const WEEKDAYS_EN = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const WEEKDAYS_ES = ['domingo', 'lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'sabado'];

const NUMBER_WORDS =
  '(\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|un|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez)';

/**
 * The other days of a list that names its month once: "del 18 y 19 de noviembre" (the 18th),
 * "el 3, 4 y 5 de oct", "nov 18 and 19" (the 19th), "oct 3, 4 and 5". Each is written out with its
 * month ("18 de noviembre", "nov 19") so a later sentence can name it. Never a range ("nov 7-9",
 * "del 14 al 17": a stay), never a sum ("nov 18 and 19.99", "nov 18 and 2 charges").
 */
function daysSharingAMonth(
  text: string,
): { start: number; end: number; text: string; month: number; day: number }[] {
  const days: { start: number; end: number; text: string; month: number; day: number }[] = [];
  const notASum = String.raw`(?![\d.,]\d|\s*(?:%|dolares|dólares|dollars|bucks|usd|pesos|cargos|charges|veces|times|d[ií]as|days|x\b))`;
  // Spanish: the days first, the month after the last of them.
  for (const m of text.matchAll(
    new RegExp(
      String.raw`(?<![\p{L}\p{N}$.,])(\d{1,2})((?:\s*,\s*(?:el\s+)?\d{1,2})*)\s+(?:y|e)\s+(?:el\s+)?(\d{1,2})\s+(?:de\s+)?(${ES_MONTH_SOURCE}|${ES_MONTH_SHORT})\.?(?![\p{L}])`,
      'giu',
    ),
  )) {
    const month = monthIndex(m[4] ?? '');
    const numbers = [m[1], ...(m[2]?.match(/\d{1,2}/gu) ?? [])].map(Number);
    const last = Number(m[3]);
    if (month < 0 || ![...numbers, last].every((day, i, all) => day >= 1 && (i === 0 || day > all[i - 1]!)))
      continue;
    let at = m.index;
    for (const day of numbers) {
      const start = text.indexOf(String(day), at);
      at = start + String(day).length;
      days.push({ start, end: at, text: `${day} de ${m[4]}`, month, day });
    }
  }
  // English: the month before the first day, the others after it.
  for (const m of text.matchAll(
    new RegExp(
      String.raw`\b(${EN_MONTH_SOURCE})\.?\s+(\d{1,2})(?:st|nd|rd|th)?((?:\s*,\s*\d{1,2}(?:st|nd|rd|th)?(?![\d.,]\d))*),?\s+(?:and|&)\s+(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?${notASum}\b`,
      'giu',
    ),
  )) {
    const month = monthIndex(m[1] ?? '');
    const first = Number(m[2]);
    const later = [...(m[3]?.match(/\d{1,2}/gu) ?? []), m[4]].map(Number);
    if (month < 0 || ![first, ...later].every((day, i, all) => day <= 31 && (i === 0 || day > all[i - 1]!)))
      continue;
    let at = m.index + m[0].indexOf(m[2]!) + m[2]!.length;
    for (const day of later) {
      const start = text.indexOf(String(day), at);
      at = start + String(day).length;
      days.push({ start, end: at, text: `${m[1]} ${day}`, month, day });
    }
  }
  return days;
}

function findDates(text: string, today: string): PlacedDate[] {
  const found: PlacedDate[] = [];
  const add = (
    start: number,
    matched: string,
    iso: string | undefined,
    upcoming?: string,
    withinYear?: string,
  ) => {
    const end = start + matched.length;
    if (found.some((other) => start < other.end && end > other.start)) return;
    found.push({
      start,
      end,
      text: matched.trim(),
      iso,
      ...(upcoming ? { upcoming } : {}),
      ...(withinYear ? { withinYear } : {}),
    });
  };
  /** A day and month, with its year when written; without one, the past, coming and within-a-year days. */
  const addDay = (start: number, matched: string, month: number, day: number, year: string | undefined) =>
    // "3 de nov 64.99": a sum after a month is no day of it.
    day < 1 || day > 31
      ? undefined
      : year
        ? add(start, matched, isoOf(Number(year), month, day))
        : add(
            start,
            matched,
            pastIso(month, day, today),
            upcomingIso(month, day, today),
            upcomingIso(month, day, today, 366),
          );
  for (const m of text.matchAll(
    new RegExp(String.raw`\b(${EN_MONTH_SOURCE})\.?\s+(\d{1,2})(?:st|nd|rd|th)?(?:,?\s+(\d{4}))?\b`, 'giu'),
  )) {
    addDay(m.index, m[0], monthIndex(m[1] ?? ''), Number(m[2]), m[3]);
  }
  // "hasta marzo 31", "el pago vence diciembre 5": a Spanish month's full name before its day, as
  // many write it in the U.S. (never a sum after it: "marzo 15 dolares", "enero 3.50").
  for (const m of text.matchAll(
    new RegExp(
      String.raw`\b(${ES_MONTHS.join('|')}|setiembre)\s+(\d{1,2})(?:,?\s+(?:(?:de|del)\s+)?(\d{4}))?(?![\d.,]\d|\s*(?:%|dolares|dólares|dollars|bucks|usd|pesos|meses|d[ií]as|cargos|veces))\b`,
      'giu',
    ),
  )) {
    addDay(m.index, m[0], monthIndex(m[1] ?? ''), Number(m[2]), m[3]);
  }
  // "cancelo el vuelo de regreso dic 2": a Spanish month cut short before its day, for the short
  // forms English doesn't already read (ene, abr, ago, dic), never a sum after it.
  for (const m of text.matchAll(
    new RegExp(
      String.raw`\b(${Object.keys(ES_SHORT_MONTHS).join('|')})\.?\s+(\d{1,2})(?![\d.,]\d|\s*(?:%|dolares|dólares|dollars|bucks|usd|pesos|meses|d[ií]as|cargos|veces))\b`,
      'giu',
    ),
  )) {
    addDay(m.index, m[0], ES_SHORT_MONTHS[(m[1] ?? '').toLowerCase()] ?? -1, Number(m[2]), undefined);
  }
  for (const m of text.matchAll(
    new RegExp(
      // "31 de dic", "15 de nov.": the short forms people type.
      String.raw`\b(\d{1,2})\s+de?\s+(${ES_MONTH_SOURCE}|${ES_MONTH_SHORT})\.?(?:,?\s+(?:(?:de|del)\s+)?(\d{4}))?\b`,
      'giu',
    ),
  )) {
    addDay(m.index, m[0], monthIndex(m[2] ?? ''), Number(m[1]), m[3]);
  }
  // "del 19 nov", "on 19 nov": a day before its month with no "de" (never "mar", "may", "ago" or
  // "set", which are words too, nor a sum: "19 nov 2026" keeps its year).
  for (const m of text.matchAll(
    new RegExp(
      String.raw`(?<![\p{L}\p{N}$.,])(\d{1,2})\s+(enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|january|february|march|april|june|july|august|september|october|november|december|ene|feb|abr|jun|jul|sept?|oct|nov|dic|jan|apr|aug|dec)(?:,?\s+(\d{4}))?(?![\p{L}\d])`,
      'giu',
    ),
  )) {
    addDay(m.index, m[0], monthIndex(m[2] ?? ''), Number(m[1]), m[3]);
  }
  for (const listed of daysSharingAMonth(text)) {
    if (found.some((other) => listed.start < other.end && listed.end > other.start)) continue;
    found.push({
      start: listed.start,
      end: listed.end,
      text: listed.text,
      iso: pastIso(listed.month, listed.day, today),
      upcoming: upcomingIso(listed.month, listed.day, today),
      withinYear: upcomingIso(listed.month, listed.day, today, 366),
    });
  }
  // "desde el primero de enero", "el 1ro de diciembre", "the first of january": the month's first day.
  for (const m of text.matchAll(
    new RegExp(
      String.raw`\b(?:primero|1ro|1ero|(?:the\s+)?(?:first|1st))\s+(?:de|of)\s+(${EN_MONTH_SOURCE}|${ES_MONTH_SOURCE}|${ES_MONTH_SHORT})\.?(?:,?\s+(?:(?:de|del)\s+)?(\d{4}))?\b`,
      'giu',
    ),
  )) {
    addDay(m.index, m[0], monthIndex(m[1] ?? ''), 1, m[2]);
  }
  // "in april 2025", "en marzo de 2025": a month, pinned to its first day.
  for (const m of text.matchAll(
    new RegExp(String.raw`\b(${EN_MONTH_SOURCE}|${ES_MONTH_SOURCE})\.?,?\s+(?:de(?:l)?\s+)?(\d{4})\b`, 'giu'),
  )) {
    add(m.index, m[0], isoOf(Number(m[2]), monthIndex(m[1] ?? ''), 1));
  }
  // "la primera cuenta me llegó a mediados de agosto", "the first bill came mid-August": the middle
  // of a month, read as its 15th; "early"/"a principios de" as its 1st, "late"/"a finales de" its 20th,
  // the earliest day the words allow counted later, so a window from it is never overstated.
  for (const m of text.matchAll(
    new RegExp(
      String.raw`\b(?:(mid|middle of|early|beginning of|start of|late|end of)[\s-]+|(mediados|principios|inicios|comienzos|finales|fines) de(?:l mes de)?\s+)(${EN_MONTH_SOURCE}|${ES_MONTH_SOURCE})\b(?!\.?\s*\d)`,
      'giu',
    ),
  )) {
    const part = (m[1] ?? m[2] ?? '').toLowerCase();
    const day = /^(?:mid|middle|mediados)/u.test(part)
      ? 15
      : /^(?:late|end|finales|fines)/u.test(part)
        ? 20
        : 1;
    const month = monthIndex(m[3] ?? '');
    const ahead = upcomingIso(month, day, today, 366);
    add(m.index, m[0], pastIso(month, day, today), ahead, ahead);
  }
  // "frozen til april", "we'll revisit in april": a month alone, after a word that places it.
  for (const m of text.matchAll(
    new RegExp(
      String.raw`(?<=\b(?:til|till|until|in|by|hasta|en|para)\s+)(${EN_MONTH_SOURCE}|${ES_MONTH_SOURCE})\b(?!\.?\s*\d)`,
      'giu',
    ),
  )) {
    const month = monthIndex(m[1] ?? '');
    // A month ahead may be most of a year away ("til april" in November).
    const ahead = upcomingIso(month, 1, today, 366);
    add(m.index, m[0], pastIso(month, 1, today), ahead, ahead);
  }
  for (const m of text.matchAll(/\b(\d{4})-(\d{2})-(\d{2})\b/g)) {
    add(m.index, m[0], isoOf(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  }
  for (const m of text.matchAll(/\b(\d{1,2})\/(\d{1,2})(?:\/(\d{2,4}))?\b/g)) {
    const month = Number(m[1]) - 1;
    const day = Number(m[2]);
    const year = m[3] ? (m[3].length === 2 ? 2000 + Number(m[3]) : Number(m[3])) : undefined;
    add(m.index, m[0], year ? isoOf(year, month, day) : pastIso(month, day, today));
  }
  const folded = fold(text);
  const relative: readonly (readonly [RegExp, (m: RegExpMatchArray) => number])[] = [
    [/\b(?:yesterday|ayer)\b/gu, () => -1],
    [/\b(?:today|hoy)\b/gu, () => 0],
    [
      new RegExp(String.raw`\b${NUMBER_WORDS}\s+(days?|weeks?|months?)\s+ago\b`, 'gu'),
      (m) => -amountOfUnit(m[1] ?? '', m[2] ?? ''),
    ],
    [
      new RegExp(String.raw`\bhace\s+${NUMBER_WORDS}\s+(dias?|semanas?|meses|mes)\b`, 'gu'),
      (m) => -amountOfUnit(m[1] ?? '', m[2] ?? ''),
    ],
    [/\blast week\b|\bla semana pasada\b/gu, () => -7],
    // "it's been about 45 days since that statement", "ya van 45 dias desde el estado de cuenta".
    [
      new RegExp(String.raw`\b${NUMBER_WORDS}\s+(days?|weeks?|months?)\s+since\b`, 'gu'),
      (m) => -amountOfUnit(m[1] ?? '', m[2] ?? ''),
    ],
    [
      new RegExp(String.raw`\b${NUMBER_WORDS}\s+(dias?|semanas?|meses|mes)\s+desde\b`, 'gu'),
      (m) => -amountOfUnit(m[1] ?? '', m[2] ?? ''),
    ],
  ];
  // "by friday", "para el viernes": the coming one; "i saw it on monday", "el lunes me cobraron":
  // the last one, when the words around it tell of something that already happened.
  for (const m of folded.matchAll(
    new RegExp(
      String.raw`\b(?:by|on|this|next|until|before|para el|el|este|antes del)\s+(${[...WEEKDAYS_EN, ...WEEKDAYS_ES].join('|')})\b`,
      'gu',
    ),
  )) {
    const name = m[1] ?? '';
    // "el sabado 14 de noviembre", "on saturday, oct 4": the date that follows names the day.
    const after = folded.slice((m.index ?? 0) + m[0].length);
    const dated =
      /^,?\s+(?:el\s+)?\d{1,2}(?:st|nd|rd|th)?\s+(?:de\s+)?(\p{L}+)/u.exec(after)?.[1] ??
      /^,?\s+(\p{L}+)\.?\s+\d{1,2}(?!\d)/u.exec(after)?.[1];
    if (dated && dated.length >= 3 && monthIndex(dated) >= 0) continue;
    const weekday = WEEKDAYS_EN.includes(name) ? WEEKDAYS_EN.indexOf(name) : WEEKDAYS_ES.indexOf(name);
    const now = new Date(`${today}T00:00:00Z`).getUTCDay();
    const start = (m.index ?? 0) + m[0].length - name.length;
    const past = weekdayInThePast(folded, m.index ?? 0, m[0]);
    const offset = past ? -((now - weekday + 7) % 7 || 7) : (weekday - now + 7) % 7 || 7;
    add(start, text.slice(start, start + name.length), shiftDays(today, offset));
  }
  for (const [rule, offset] of relative) {
    for (const m of folded.matchAll(rule)) {
      add(m.index ?? 0, text.slice(m.index ?? 0, (m.index ?? 0) + m[0].length), shiftDays(today, offset(m)));
    }
  }
  // "el 2 d agosto", texted: written back as "2 de agosto".
  return found
    .sort((a, b) => a.start - b.start)
    .map((date) =>
      /^\d{1,2} d \p{L}/u.test(date.text) ? { ...date, text: date.text.replace(' d ', ' de ') } : date,
    );
}

/** Words that tell of something already done, near a weekday: "saw", "llegó", "me cobraron". */
const PAST_CUE =
  /\b(?:saw|got|was|were|did|came|said|told|paid|sent|took|went|made|gave|found|left|knew|began|[a-z]{3,}ed|vi|fui|fue|llego|llegaron|cobraron|cobro|dijeron|dijo|pague|pago|recibi|hice|hizo|mandaron|mando|sacaron|llamaron|(?:llam|cobr|pag|cancel|not|mand|recib|vi)(?:e|o|aron|ieron))\b/u;
/** Words that point ahead: a deadline, a plan, a demand. */
const FUTURE_CUE =
  /\b(?:will|ll|going to|gonna|have to|has to|need to|needs to|must|due|deadline|wants?|until|before|by|next|tengo que|hay que|debo|vence|quiere|quieren|antes del?|hasta|proximo|va a|van a|voy a)\b/u;

/**
 * Whether "on monday" / "el lunes" names the last one rather than the coming one: the clause
 * around it tells of something done and nothing points ahead ("by", "due", "will").
 */
function weekdayInThePast(folded: string, index: number, match: string): boolean {
  if (!/^(?:on|el)\s/u.test(match)) return false;
  const before =
    folded
      .slice(Math.max(0, index - 50), index)
      .split(/[.!?;\n]/u)
      .pop() ?? '';
  const after = folded.slice(index + match.length, index + match.length + 40).split(/[.!?;,\n]/u)[0] ?? '';
  const clause = `${before} ${after}`;
  return PAST_CUE.test(clause) && !FUTURE_CUE.test(clause);
}

function amountOfUnit(count: string, unit: string): number {
  const n = /^\d+$/.test(count) ? Number(count) : (COUNT_WORDS[count] ?? 1);
  if (/^(?:week|semana)/.test(unit)) return n * 7;
  if (/^(?:month|mes)/.test(unit)) return n * 30;
  return n;
}

const DATE_ROLE_CUES: readonly (readonly [DateRole, RegExp])[] = [
  // "i called the bank oct 31", "i sent their written form nov 3": the day the person reported or
  // wrote, never the day of a charge.
  [
    'reported',
    /(?:\bi (?:called|reported|filed|disputed)\b|\b(?:llame|reporte)\b|(?:\bi (?:sent|mailed|submitted|faxed|emailed)|\b(?:envie|mande|presente))(?: \p{L}+){0,3} (?:form|letter|dispute|claim|complaint|formulario|carta|disputa|reclamo|queja)\b)[^.]{0,40}$/u,
  ],
  ['statement', /(?:statement|estado de cuenta)[^.]{0,60}$/u],
  [
    'learned',
    /(?:noticed|found out|saw (?:it|them|these|those)|realized|discovered|me di cuenta|(?:lo|los|las) vi|descubri)[^.]{0,25}$/u,
  ],
  ['notice', /(?:letter|notice\b|notification|validation|carta|aviso|notificacion)[^.]{0,40}$/u],
  // "the text they sent jun 3", "el correo que me mandaron el 14 de julio": the day a message came.
  [
    'notice',
    /(?:text|email|e-mail|message|mensaje|correo|texto)\s+(?:(?:they|he|she|it) |que (?:me |nos )?)?(?:sent|mandaron|enviaron|mando|envio)(?: me| us)?(?: on| el)?\s*$/u,
  ],
  // "he told me nov 20 by text", "me avisó el 15 de noviembre": the day the news was given.
  [
    'notice',
    /(?:\b(?:told|texted|emailed|informed|notified) (?:me|us)|\blet (?:me|us) know|\b(?:me|nos) (?:aviso|avisaron|informo|informaron|notifico|notificaron|dijo|dijeron))(?: (?:on|about it|by text|el))?\s*$/u,
  ],
  // "el dueño me dejo una nota el 15 de nov", "landlord left a note on my door oct 3".
  ['notice', /(?:\bnota\b|\bnote\b)[^.]{0,15}$/u],
  // "went to a collector last week": when the account reached collections, not the day of care.
  ['notice', /(?:collector|collections|collection agency|cobrador|cobranza)[^.]{0,20}$/u],
  ['last_payment', /(?:last (?:paid|payment)|ultimo pago|pague por ultima vez)[^.]{0,30}$/u],
  // "devolvi el modem en la tienda el 8 de sept": the day the equipment went back.
  [
    'returned',
    /(?:returned|dropped off|brought back|mailed back|shipped back|sent back|turned in|devolvi|devolvimos|entregue|regrese|lleve|retorne)\b(?: \p{L}+){0,2} (?:modem|router|equipment|cable box|box|receiver|gateway|equipo|decodificador|caja|aparato)[^.]{0,40}$/u,
  ],
  // A sum's decimal point ("the yearly plan, 119.99") does not end the sentence. "cancelled aug 2,
  // still got charged 14.99 sept 5": a charge said after the cancelling is the day's nearer cue.
  [
    'cancelled',
    /(?:cancell?ed|canceled|cancele|cancelamos|di de baja)(?:(?!(?:got |been |was |were )?(?:charged|charging|billed|billing)\b|cobraron|cobrando|cobrandome|me cobr|siguen cobrando|siguieron cobrando)(?:[^.]|\.(?=\d))){0,70}$/u,
  ],
  ['moved_out', /(?:moved out|move[\s-]out|me mude|nos mudamos|sali del)[^.]{0,40}$/u],
  [
    'bill',
    /(?:bill(?: is)? dated|dated|first bill|first statement|primera factura|primera cuenta|primer estado de cuenta|(?:la |una |mi )?factura (?:me |nos )(?:llego|vino)(?: el)?|invoice dated|invoice from|an invoice (?:sent |issued )?(?:on|from)|factura (?:enviada |emitida )?(?:del|el)|(?:the |a |my )?bill (?:came|arrived|came in|showed up)(?: on)?|(?:la |una |mi )?factura (?:llego|vino)(?: el)?|bill date(?: is| was)?|date on the bill|statement date|factura (?:con fecha|del|fechada)|fechada|tiene fecha(?: del| de)?|con fecha(?: del| de)?|fecha de la factura|la factura (?:es|fue|llego) (?:del|el))[^.]{0,20}$/u,
  ],
  // "me facturo el 20 de enero", "they invoiced me on march 3": the invoice's own day.
  ['bill', /(?:\bfacturo|\bfacturaron|\binvoiced(?: me| us)?)(?: on| el)?\s*$/u],
  // "net 15 from feb 2", "pago a 30 dias desde el 5 de marzo": the day the terms count from.
  ['bill', /(?:\bnet\s?-?\d{1,3}|\ba \d{1,3} dias)(?: days)?\s+(?:from|desde)(?: el)?\s*$/u],
  [
    'due',
    /(?:due|by|deadline|vence(?: el| en)?|vencio(?: el)?|vencia(?: el)?|para el|antes del|(?:\d+ (?:days?|dias)|plazo|limite|window)[^.]{0,20}?(?:el|on|is|es|ends?|runs? out(?: on)?|se cumplen?(?: el)?)|runs? out(?: on)?|se cumplen?(?: el)?|ends?(?: on| in)?|termina(?: el| en)?|(?:se )?acaba(?: el| en)?|expires?(?: on| in)?|until|till|til|hasta(?: el)?|due (?:net|in) \d{1,3}(?: days?)?(?: on)?|(?:an |la |una |su |mi )?(?:answer|decision|respuesta|decision final|respuesta final)(?: (?:by|on|el|para el|antes del?|a mas tardar el))?|answer by|review is|review on|revisit(?: it)? in|review(?: it)? in|revisarlo en|revisar(?:lo)? en|starting|effective|go(?:es)? up(?: \d+%)?|sube(?:n)?(?: un \d+%)?|a partir del?|desde el|(?:tengo que|tenemos que|hay que|debo) pagar(?: \p{L}+){0,3} (?:el|para el)|(?:comes? out|gets? taken|is taken|drafts?|auto[\s-]?pays?|se cobra|me la cobran|sale)(?: on| el)?|(?:have to|need to|got to|gotta) pay(?: \p{L}+){0,3} (?:on|by))\s*(?:on\s*)?$/u,
  ],
  [
    'charge',
    /(?:charge[ds]?|charged|charging|withdrawal|withdrew|taken|took|sent|transferred|cargo|cobro|cobraron|cobrando|cobrandome|cobran|cobrado|sacaron|saco|retiraron|mandaron|mando|transaction|transaccion)(?:[^.]|\.(?=\d)){0,50}$/u,
  ],
  [
    'service',
    /(?:visit|surgery|stay|stayed|bought|purchased|booked|concert|show|flight|repair|visita|cirugia|me quede|compre|reserve|vuelo|reparacion|on|el|in|en|stayed at|resort|partido|boletos|tickets)[^.]{0,30}$/u,
  ],
];

/**
 * "they kept charging 39.99 on sept 17, oct 17 and nov 17 after I cancelled. also a 412.50 charge I
 * did not make": two problems on one card. The charge in the sentence that says it wasn't made is
 * the fraud; a charge in a sentence about cancelling was billed after cancelling, counted by the
 * days named after it.
 */
function splitAfterCancel(
  texts: readonly string[],
  amounts: CaseAmount[],
  subCase: SubCase | undefined,
  flags: CaseFlags,
): { amounts: CaseAmount[]; afterCancel: boolean; fraudSentence?: string } {
  const unchanged = { amounts, afterCancel: false };
  if (subCase !== 'card_unauthorized' && subCase !== 'debit_unauthorized') return unchanged;
  if (flags.unauthorized !== true || flags.cancelled !== true) return unchanged;
  const sentences = texts.flatMap((text) => text.split(/(?<=[.!?])\s+|\n+/u));
  const sentenceOf = (amount: CaseAmount) => sentences.find((sentence) => sentence.includes(amount.text));
  const cancelSentence = (sentence: string) =>
    FLAG_RULES.cancelled.yes.test(fold(sentence)) || P.chargedAgain.test(fold(sentence));
  const fraud = amounts.find((amount) => {
    const sentence = sentenceOf(amount);
    return (
      sentence !== undefined && FLAG_RULES.unauthorized.yes.test(fold(sentence)) && !cancelSentence(sentence)
    );
  });
  const after = amounts.find((amount) => {
    const sentence = sentenceOf(amount);
    return amount !== fraud && sentence !== undefined && cancelSentence(sentence);
  });
  if (!fraud || !after) return unchanged;
  const sentence = sentenceOf(after) ?? '';
  const days = fold(sentence.slice(sentence.indexOf(after.text) + after.text.length)).match(
    new RegExp(
      String.raw`\b(?:${EN_MONTH_SOURCE}|${ES_MONTH_SOURCE})\.?\s+\d{1,2}\b|\b\d{1,2}\s+de\s+(?:${ES_MONTH_SOURCE})\b`,
      'giu',
    ),
  );
  const count = after.count ?? (days && days.length > 1 ? days.length : undefined);
  const rest = amounts.filter((amount) => amount !== fraud && amount !== after);
  return {
    amounts: [
      { ...fraud, role: 'billed' },
      { ...after, role: 'other', ...(count ? { count } : {}) },
      ...rest.map((amount) => (amount.role === 'billed' ? { ...amount, role: 'other' as const } : amount)),
    ],
    afterCancel: true,
    fraudSentence: sentenceOf(fraud),
  };
}

/** "5", "five", "cinco": a small count of days, as a number. */
function dayCount(word: string | undefined): number | undefined {
  if (!word) return undefined;
  const n = /^\d+$/u.test(word) ? Number(word) : (COUNT_WORDS[word] ?? (word === 'first' ? 1 : undefined));
  return n !== undefined && n >= 1 && n <= 31 ? n : undefined;
}

const DAY_WORD = String.raw`(\d{1,2}|${Object.keys(COUNT_WORDS).join('|')})`;
/** "the 3rd", "the first", "nov 3", "3rd": a day of the month (a month name before it is skipped). */
const MONTH_DAY = String.raw`(?:(?:the|el|dia|el dia)\s+)?(?:(?:${EN_MONTH_SOURCE}|${ES_MONTH_SOURCE})\.?\s+)?(\d{1,2}|first)(?:st|nd|rd|th|ro|vo|to)?(?:\s+de\s+(?:${ES_MONTH_SOURCE}))?(?!\d|[.,]\d|\s*(?:dollars?|bucks|usd|dolares|pesos|%|a month|al mes|late fee|fee|de recargo|de multa|days?|dias?))`;

const RENT_DAY_RULES: readonly (readonly [keyof NonNullable<Case['rentDays']>, RegExp])[] = [
  // "5 day grace period", "a grace period of 5 days", "5 dias de gracia", "gracia de cinco dias".
  [
    'grace',
    new RegExp(
      String.raw`(?<![\p{L}\p{N}])${DAY_WORD}[\s-]*(?:days?|dias?)\s+(?:of\s+)?(?:grace|de gracia)`,
      'u',
    ),
  ],
  [
    'grace',
    new RegExp(
      String.raw`(?:grace(?: period)?|(?:periodo )?de gracia)\s+(?:of\s+|is\s+|de\s+|es de\s+)?${DAY_WORD}\s*(?:days?|dias?)`,
      'u',
    ),
  ],
  // "late fee if paid after the 5th", "recargo si se paga despues del 5".
  [
    'lateAfter',
    new RegExp(
      String.raw`(?:late|recargo|multa|cargo por atraso)[^.?!]{0,40}(?:after|despues del?)\s+(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?(?![\d.,])`,
      'u',
    ),
  ],
  // "rent was due the 1st", "due on the first", "la renta vence el 1", "se paga el dia 1".
  [
    'due',
    new RegExp(
      String.raw`(?:due|vence|vencia|se vence|se paga|hay que pagar(?:la)?|toca pagar(?:la)?)\s+(?:on\s+)?${MONTH_DAY}`,
      'iu',
    ),
  ],
  // "i paid on the 3rd", "paid it nov 3", "pague el 3", "la pague el dia 3".
  [
    'paid',
    new RegExp(
      String.raw`(?:paid|pague|pagamos|la pague|lo pague|deposite|sent (?:it|the rent|rent))(?:\s+(?:it|rent|the rent|la renta|el pago|in full|completo))?(?:\s+\$?\d[\d,.]*(?:\s+(?:dollars|dolares))?(?=\s+(?:on|el)\s))?\s+(?:on\s+)?${MONTH_DAY}`,
      'iu',
    ),
  ],
];

/** A rent late fee's days of the month and grace days, as far as the person told them. */
function readRentDays(folded: string): Case['rentDays'] {
  const days: { -readonly [K in keyof NonNullable<Case['rentDays']>]?: number } = {};
  for (const [key, rule] of RENT_DAY_RULES) {
    if (days[key] !== undefined) continue;
    const match = rule.exec(folded);
    const value = dayCount(match?.[1]);
    if (value !== undefined) days[key] = value;
  }
  return Object.keys(days).length > 0 ? days : undefined;
}

/** Words before a lease's last day: "my lease doesn't end till", "contrato firmado hasta el". */
const LEASE_END_BEFORE =
  /(?:lease|contract|contrato)\b[^.!?]{0,40}\b(?:end|ends|until|till|thru|through|expires?|up|termina|vence|hasta(?: el)?)\s*(?:on\s*)?$/u;

/** "a date dec 10 to dispute", "el 10 de diciembre para disputar": the last day to answer, to come. */
const DISPUTE_BY_AFTER =
  /^\s*(?:(?:as the|as a|is the) (?:deadline|last day) )?(?:to (?:dispute|respond|reply|answer|contest)|para (?:disputar|responder|contestar|impugnar))(?![\p{L}])/u;

/**
 * "i have until nov 5 to dispute", "tengo hasta el 5 de noviembre para disputar": the notice's own
 * last day to dispute, named after the day; it governs, never a 30 days counted from the letter.
 */
const DISPUTE_BY_NAMED_AFTER =
  /^\s*(?:(?:as the|as a|is the) (?:deadline|last day) )?(?:to (?:dispute|contest)|para (?:disputar|impugnar)(?:la|lo)?)(?![\p{L}])/u;

/** "dispute by dec 15", "pay before friday", "hasta el 15 de diciembre": the day right after is a last day. */
const DUE_JUST_BEFORE =
  /(?:\bby|\buntil|\btill|\bbefore|no later than|\bhasta(?: el)?|\bantes del?|a mas tardar(?: el)?|\bpay ?day(?: was| is| would be| should have been)?|\bdia de pago(?: era| es| fue)?(?: el)?)\s*(?:on\s*)?$/u;

/** "says i can dispute by dec 15", "para disputar hasta el 15 de diciembre": the notice's own last day. */
const DISPUTE_BY_BEFORE =
  /(?:disput\p{L}*|contest\p{L}*|impugn\p{L}*)\b[^.]{0,30}?(?:\bby|\buntil|\btill|\bbefore|no later than|\bhasta(?: el)?|\bantes del?|a mas tardar(?: el)?)\s*(?:on\s*)?$/u;

const CHARGE_SUM_AFTER = /^\s*[:,-]?\s*\$?\d{1,3}(?:,\d{3})*\.\d{2}(?!\d)/u;

/** A day written right after a flight ("return flight dec 2", "el vuelo de regreso del 2 de dic"). */
const FLIGHT_DAY_BEFORE =
  /\b(?:flight|flights|vuelo|vuelos|regreso|return|departure|salida|vuelta)(?:\s+(?:\p{L}+)){0,2}?\s*(?:on|el|del|de|for|para el|is|es)?\s*$/u;
/** How far ahead a flight's day without a year is read as the coming one. */
const FLIGHT_AHEAD_DAYS = 60;

/** A step still to come before a notice's day: "goes to collections", "will send it", "lo mandan a cobranza". */
const NOTICE_AHEAD_BEFORE =
  /(?:\b(?:will|'ll|going to|gonna|goes|go|is going|are going|gets? sent|sends?|send it|report(?:s|ing)? it|va a|van a|lo mandan|la mandan|lo pasan|la pasan|pasa|pasan|mandaran|pasaran|enviaran|reportaran|reportan)\b)(?:(?!\b(?:went|was|were|got|sent me|received|recibi|llego|me llego|mandaron|enviaron)\b)[^.!?;\n]){0,40}$/u;
/** "… from the er visit in july", "de la visita a urgencias en julio": a visit's own day. */
const VISIT_JUST_BEFORE =
  /\b(?:visit|surgery|stay|appointment|procedure|visita|cirugia|consulta|cita|procedimiento|estancia)(?:\s+(?:a|al|de|to|the|at)\s+\p{L}+)?\s+(?:in|on|en|el|del|de)\s*$/u;
/** "trying to refinance the house in", "applying for a mortgage in", "pedir una hipoteca en". */
const CREDIT_PLAN_BEFORE =
  /\b(?:refinanc\p{L}*|mortgage|home loan|car loan|hipoteca|refinanciar)\b[^.!?]{0,25}\b(?:in|en|by|for|para|around|this|next)\s*$/u;
/** "to the ER", "went to urgent care on", "fue a urgencias el": the day right after is the visit's. */
const ER_VISIT_JUST_BEFORE =
  /\b(?:the er|an er|er visit|emergency room|urgent care|urgencias|sala de emergencias)\s*(?:on|el|del|visit)?\s*$/u;
/** "un presupuesto escrito el", "a written estimate dated", "the good faith estimate on": its own day follows. */
const ESTIMATE_DAY_BEFORE =
  /\b(?:estimate|estimado(?: de buena fe)?|presupuesto|cotizacion|quote)(?:\s+(?:escrito|escrita|por escrito|written|signed|firmado|firmada|dated|con fecha|fechado|fechada|que me dieron|que me dio|they gave me|i got|i signed))*\s+(?:on|el|del|dated|de|from)\s*$/u;
/** "a letter … that from dec 1 the rent goes up": the day right after "from" is when it starts. */
const STARTS_JUST_BEFORE =
  /(?:\ba partir del?|\bdesde el|\bstarting(?: on)?|\beffective(?: on)?|\bbeginning(?: on)?|\bas of)\s*$/u;
/** "el 10 de noviembre me dejaron una carta", "nov 10 they slid a notice under my door". */
const NOTICE_JUST_AFTER =
  /^\s*,?\s*(?:\p{L}+\s+){0,4}(?:carta|aviso|nota|notificacion|letter|notice|note)\b/u;

/**
 * The role the words around a day give it: the cue before it, except that a notice's own start day
 * ("la carta … que desde el 1 de diciembre") is the day it takes effect, and a day told before the
 * notice it brought ("el 10 de noviembre me dejaron una carta") is the notice's.
 */
function noticeOrStart(before: string, after: string): DateRole {
  const role = DATE_ROLE_CUES.find(([, cue]) => cue.test(before))?.[0] ?? 'other';
  // "un presupuesto escrito el 28 de julio", "a written estimate dated july 28": the estimate's day,
  // never the visit's.
  if (role === 'service' && ESTIMATE_DAY_BEFORE.test(before)) return 'other';
  // "we're trying to refinance in aug", "applying for a mortgage in january": a plan's month, not care.
  if (role === 'service' && CREDIT_PLAN_BEFORE.test(before)) return 'other';
  // "took my daughter to the ER sept 3", "fue a urgencias el 3 de septiembre": the visit's day.
  if ((role === 'charge' || role === 'other') && ER_VISIT_JUST_BEFORE.test(before)) return 'service';
  if (role === 'notice' && STARTS_JUST_BEFORE.test(before)) return 'due';
  // "a collections letter for 840 from the er visit in july": the day named right after the visit
  // is the visit's, not the letter's.
  if (role === 'notice' && VISIT_JUST_BEFORE.test(before)) return 'service';
  // "… today, i never got a letter": a letter denied is no notice on that day.
  const told = NOTICE_JUST_AFTER.exec(after)?.[0];
  if (
    (role === 'service' || role === 'other') &&
    told !== undefined &&
    !/\b(?:never|no|not|didn'?t|did not|nunca|ningun\p{L}*|sin)\b/u.test(told) &&
    !STARTS_JUST_BEFORE.test(before)
  )
    return 'notice';
  return role;
}

/** A show, a game or a concert named right before its day ("a show in philly in june", "el concierto del 12 de diciembre"). */
const EVENT_DAY_BEFORE =
  /(?<![\p{L}])(?:show|concert|game|match|event|festival|gig|musical|play|concierto|partido|evento|espectaculo|funcion|juego)s?(?![\p{L}])[^.!?\d]{0,30}?(?<![\p{L}])(?:in|on|for|en|el|del|para)\s*$/u;

function readDates(texts: readonly string[], today: string): CaseDate[] {
  const dates: CaseDate[] = [];
  for (const text of texts) {
    for (const placed of findDates(text, today)) {
      const before = fold(text.slice(Math.max(0, placed.start - 70), placed.start));
      const after = fold(text.slice(placed.end, placed.end + 40));
      // "45 days since that statement": the day counted from is named after the count.
      const role =
        /\b(?:since|desde)$/u.test(fold(placed.text)) && SINCE_STATEMENT.test(after)
          ? 'statement'
          : DISPUTE_BY_BEFORE.test(before) || DISPUTE_BY_NAMED_AFTER.test(after)
            ? 'dispute_by'
            : DISPUTE_BY_AFTER.test(after) || DUE_JUST_BEFORE.test(before)
              ? 'due'
              : // "oct 29 212.40 at some site": a day written right before a sum is that charge's day.
                CHARGE_SUM_AFTER.test(after) && !/\b(?:due|by|vence|para el|antes del)\s*$/u.test(before)
                ? 'charge'
                : // "cancelled my return flight dec 2": the flight's own day, not the day it was cancelled.
                  FLIGHT_DAY_BEFORE.test(before)
                  ? 'service'
                  : // "2 tix for a show in philly in june": the event's day, still to come, never the purchase.
                    // A day with its year ("un partido en marzo de 2025") may be when they bought: left as it was.
                    !/\d{4}/u.test(placed.text) &&
                      EVENT_DAY_BEFORE.test(before.split(/[.!?;\n]/u).pop() ?? '')
                    ? 'other'
                    : noticeOrStart(before, after);
      if (dates.some((date) => date.text === placed.text)) continue;
      // Said as a count since ("45 days since"), written back as the distance it is ("45 days ago").
      const since = /^(.*?)\s+(?:since|desde)$/u.exec(placed.text);
      const written = since?.[1]
        ? /\bsince$/u.test(placed.text)
          ? `${since[1]} ago`
          : `hace ${since[1]}`
        : placed.text;
      // A day to come ("review is dec 4", "prices go up jan 1") is the coming one, not last year's;
      // a lease's last day ("doesn't end till june 30", "contrato hasta el 31 de marzo") may be
      // most of a year away.
      const leaseEnd = role === 'due' && LEASE_END_BEFORE.test(before) ? placed.withinYear : undefined;
      // A flight a few weeks off ("el vuelo de regreso dic 2", said on nov 22) is the coming one.
      const flightSoon =
        role === 'service' &&
        FLIGHT_DAY_BEFORE.test(before) &&
        placed.upcoming !== undefined &&
        shiftDays(today, FLIGHT_AHEAD_DAYS) >= placed.upcoming
          ? placed.upcoming
          : undefined;
      // "it goes to collections jan 15", "they will report it dec 1", "lo mandan a cobranza el 15 de
      // enero": a notice or step still to come, said in the present or future, is the coming day.
      const aheadNotice =
        role === 'notice' &&
        placed.upcoming !== undefined &&
        NOTICE_AHEAD_BEFORE.test(before.split(/[.!?;\n]/u).pop() ?? '')
          ? placed.upcoming
          : undefined;
      const iso =
        leaseEnd ??
        flightSoon ??
        aheadNotice ??
        ((role === 'due' || role === 'dispute_by' || role === 'other') && placed.upcoming
          ? placed.upcoming
          : placed.iso);
      dates.push({ text: written, ...(iso ? { iso } : {}), role });
    }
    // "invoice from aug 15, net 30": the day it fell due, worked out.
    // "factura del 15 de octubre, a 15 días": the terms said as "a N días" too.
    const net =
      /(?:net|pago a|payment (?:in|within)|plazo de)\s+(\d{1,3})\s*(?:days?|dias?)?|(?<![\p{L}])a\s+(\d{1,3})\s*dias(?![\p{L}])/u.exec(
        fold(text),
      );
    const netDays = net?.[1] ?? net?.[2];
    const billDate = dates.find((date) => date.role === 'bill' && date.iso);
    if (netDays && billDate?.iso && !dates.some((date) => date.role === 'due')) {
      const iso = shiftDays(billDate.iso, Number(netDays));
      dates.push({ text: formatDay(iso, detectLanguage(text) ?? 'en'), iso, role: 'due' });
    }
  }
  return dates;
}

/**
 * A statement's day said again later ("its been about 45 days since that statement") corrects the
 * first guess ("came out like 3 weeks ago"): the last one said is the statement's.
 */
/**
 * "cancelled in march, … their email confirming it mar 28": the bare month gives way to the day in
 * it with the same role, so the answer says "mar 28", never "march [day]".
 */
function withoutBareMonth(dates: CaseDate[]): CaseDate[] {
  return dates.filter(
    (date) =>
      /\d/u.test(date.text) ||
      !date.iso ||
      !dates.some(
        (other) =>
          other !== date &&
          other.role === date.role &&
          /\d/u.test(other.text) &&
          other.iso?.slice(0, 7) === date.iso?.slice(0, 7),
      ),
  );
}

function withLatestStatement(dates: CaseDate[]): CaseDate[] {
  const statements = dates.filter((date) => date.role === 'statement');
  const latest = statements.at(-1);
  if (statements.length < 2 || !latest) return dates;
  return [
    latest,
    ...dates
      .filter((date) => date !== latest)
      .map((date) => (date.role === 'statement' ? { ...date, role: 'other' as const } : date)),
  ];
}

const SINCE_STATEMENT =
  /^\s*(?:(?:the|that|my|this|el|ese|mi|que (?:llego|salio|me llego)(?: el)?)\s+)*(?:statement|estado de cuenta)/u;

// --- the other side ---

const NOT_A_PARTY = new Set(
  (
    'i im er eob apr usd ftc cfpb cms hr ok the a an my mi el la los las good faith estimate no surprises act ' +
    'monday tuesday wednesday thursday friday saturday sunday lunes martes miercoles jueves viernes sabado domingo ' +
    'january february march april may june july august september october november december ' +
    'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre spanish english ' +
    'hi hello hola help ayuda please thanks gracias they he she we ellos el ella yo lane so and but pero y ' +
    // Words of pay people write in capitals: paid time off, human resources' and payroll's names for it.
    'pto ot w2 w-2 1099 payroll manager atm atms'
  ).split(' '),
);

const ORGANIZATION_WORDS =
  'Hospital|Clinic|Center|Centre|Imaging|Labs?|Pharmacy|Urgent Care|Medical|Health|Healthcare|Dental|Bank|Motors|Auto|Automotive|Properties|Apartments|Realty|Management|Fitness|Wireless|Insurance|Supply|Foods|Group|Collections|Recovery|Services|LLC|Inc\\.?';
const CAPITALIZED = String.raw`[A-ZÁÉÍÓÚÑ][\p{L}&'’-]*`;

const PARTY_PATTERNS: readonly RegExp[] = [
  new RegExp(String.raw`(?:${CAPITALIZED}\s+){1,3}(?:${ORGANIZATION_WORDS})\b`, 'gu'),
  new RegExp(
    String.raw`\b(?:Hospital|Clínica|Clinica|Banco|Taller|Centro Médico|Centro Medico)(?:\s+${CAPITALIZED}){1,3}`,
    'gu',
  ),
  /\b(?:Comcast|Xfinity|Spectrum|Verizon|AT&T|T-Mobile|Cox|Optimum|DirecTV|Netflix|Planet Fitness|LA Fitness|Chase|Capital One|Citibank|Citi|Discover|American Express|Amex|Bank of America|Wells Fargo|Synchrony|Ticketmaster|StubHub|SeatGeek|Live Nation|Airbnb|Vrbo|Expedia|Marriott|Hilton|Hyatt|Toyota|Honda|Ford|Chevrolet|Nissan|Hyundai|Kia|Jiffy Lube|Midas|Firestone|Pep Boys|Sysco|US Foods|DoorDash|Uber Eats|Telcel|Movistar|Zelle|Venmo|Cash App|PayPal|Spirit|Frontier|Hertz|Avis|Enterprise|Midland Credit|Portfolio Recovery)\b/gu,
  // "del gym SmartFit", "my gym Crunch": the name right after what it is.
  new RegExp(
    String.raw`(?<=\b(?:gym|gimnasio|gimnacio|internet|cable|landlord|dealer|dealership|taller|tienda|store|banco|bank|hospital|clinica|clínica|dentista|dentist|agencia|agency|aseguradora)\s)(?!(?:The|El|La|Los|Las|My|Mi|And|Y|But|Pero|In|En|On|At)\b)${CAPITALIZED}(?:\s+${CAPITALIZED}){0,2}`,
    'gu',
  ),
  // "my FlexFit gym membership", "my Netflix account": the name right before what it is (never a
  // card: "my Visa card" names the network, not the bank).
  new RegExp(
    String.raw`(?<=\b(?:my|our)\s)(?!(?:The|My|And|But|In|On|At|Gym|Internet|Phone|Cable|Bank|Credit|Debit|Checking|Savings|Home|Car|Health|Dental|Auto|Annual|Monthly|Yearly|Online|Old|New|Family|Business|Student|Premium|Basic)\b)${CAPITALIZED}(?:\s+${CAPITALIZED}){0,2}(?=\s+(?:gym|membership|subscription|account|internet|phone plan|plan)\b)`,
    'gu',
  ),
  // "my gym (FlexFit)", "mi gimnasio (SmartFit)": the name put in brackets after what it is.
  new RegExp(
    String.raw`(?<=\b(?:gym|gimnasio|gimnacio|membership|membresia|membresía|company|compañia|compañía|compania|provider|proveedor|internet|cable|phone|app|subscription|suscripcion|suscripción|landlord|dealer|dealership|shop|taller|store|tienda|bank|banco|card|tarjeta|hospital|clinic|clinica|clínica|dentist|dentista|agency|agencia|insurance|aseguradora|seguro)\s{0,2}\(\s{0,2})${CAPITALIZED}(?:\s+${CAPITALIZED}){0,2}(?=\s{0,2}\))`,
    'gu',
  ),
  new RegExp(
    String.raw`(?<=\b(?:from|at|with|by|de|del|con|en)\s)(?:Dr\.\s+)?${CAPITALIZED}(?:\s+(?:${CAPITALIZED}|of|de|del|&))*`,
    'gu',
  ),
  // "stayed at the Halcyon Grand", "nos quedamos en el Hotel Sol": the place of a stay, "the" and all.
  new RegExp(
    String.raw`(?<=\b(?:stayed|stay|staying|booked|checked in|checked out|quedamos|quede|hospedamos|hospede)\s+(?:at|in|with|en|con)\s+(?:the|el|la)\s)${CAPITALIZED}(?:\s+(?:${CAPITALIZED}|of|de|&))*`,
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
  // "la direccion es de Texas": a state is a place, not the other side.
  if (US_STATES.some((state) => fold(state) === fold(name))) return undefined;
  // "68 mil al año en Chicago": a big city is where the job is, not the employer.
  if (CITY_STATES[fold(name)] !== undefined) return undefined;
  return name;
}

/** Collection agencies people name most, as they write them. */
const KNOWN_COLLECTORS =
  /\b(Midland(?: Credit Management| Funding)?|Portfolio Recovery(?: Associates)?|PRA|LVNV(?: Funding)?|Encore Capital|Cavalry(?: SPV| Portfolio Services)?|Jefferson Capital|Convergent|IC System|Transworld(?: Systems)?|Enhanced Recovery(?: Company)?|ERC|Credit Collection Services|National Credit Systems|Resurgent(?: Capital)?|Radius Global|Sequium|Diversified Consultants)\b/iu;

/**
 * The collection agency the person names ("a collection agency 'Midland'", "una agencia de cobranza
 * llamada ARS"): a well-known one, or a name in quotes or capitals right after the words.
 */
function collectorNameIn(text: string): string | undefined {
  const known = KNOWN_COLLECTORS.exec(text)?.[1];
  if (known)
    return known.length <= 4 ? known.toUpperCase() : known.replace(/\b\p{Ll}/gu, (c) => c.toUpperCase());
  const named =
    /\b(?:collection agency|collections? company|debt collector|collector|agencia de cobranzas?|cobrador(?:es)?)\s+(?:called\s+|named\s+|llamad[ao]\s+|de nombre\s+)?['"“‘]([^'"”’]{2,30})['"”’]/iu.exec(
      text,
    )?.[1];
  return named?.trim() || undefined;
}

/**
 * "they call me like 3 times a day", "me llaman como 5 veces al dia", "10 calls a week": how often a
 * collector calls, for the 7-calls-in-7-days rule.
 */
function callsIn(folded: string): { count: number; per: 'day' | 'week' } | undefined {
  const m =
    /\b(?:call(?:s|ed|ing)?|llaman?|llamaron|marcan)\b(?: (?:me|my|mi|al|a mi) ?(?:phone|cell|work|job|celular|trabajo|casa)?)?(?: (?:like|about|around|over|up to|como|unas|unos|hasta|mas de))? (\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez) (?:times|veces) (?:a|per|al|por|cada|this|esta|in a|in one|en una|en un|last|la) (day|dia|week|semana)\b/u.exec(
      folded,
    ) ??
    /\b(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez) (?:calls|llamadas) (?:a|per|al|por|cada|this|esta|in a|in one|en una|en un|last|la) (day|dia|week|semana)\b/u.exec(
      folded,
    );
  if (!m?.[1] || !m[2]) return undefined;
  const count = /^\d+$/.test(m[1]) ? Number(m[1]) : COUNT_WORDS[m[1]];
  if (!count) return undefined;
  return { count, per: m[2] === 'day' || m[2] === 'dia' ? 'day' : 'week' };
}
/** Brands people type in lower case ("my att internet", "xfinity"), with the name they go by. */
const LOWERCASE_BRANDS: readonly (readonly [RegExp, string])[] = [
  [/\b(?:at&t|att)(?= (?:internet|wireless|fiber|phone|bill|account|tv|u-?verse)\b)/iu, 'AT&T'],
  // "internet de att", "contraté internet con spectrum": the company after the service it sells.
  [/\b(?:internet|cable|tv|telefono|phone|wifi|plan) (?:de|con|with|from) (?:at&t|att)\b/iu, 'AT&T'],
  [/\b(?:internet|cable|tv|telefono|phone|wifi|plan|mobile) (?:de|con|with|from) spectrum\b/iu, 'Spectrum'],
  [/\bxfinity\b/iu, 'Xfinity'],
  [/\bcomcast\b/iu, 'Comcast'],
  [/\bverizon\b/iu, 'Verizon'],
  [/\bt-?mobile\b/iu, 'T-Mobile'],
  [/\bspectrum(?= (?:internet|cable|tv|mobile|bill|account)\b)/iu, 'Spectrum'],
  [/\bplanet fitness\b/iu, 'Planet Fitness'],
  [/\bla fitness\b/iu, 'LA Fitness'],
];

export function extractParty(text: string): string | undefined {
  const named = extractPartyAsWritten(text);
  if (named) return named;
  return LOWERCASE_BRANDS.find(([brand]) => brand.test(text))?.[1];
}

/**
 * Who sent the bill, named as the one billing ("Summit Emergency Physicians sent me a bill", "a bill
 * from Valley Radiology", "Grupo Médico Sol me mandó una factura"): in a medical bill that is the other
 * side, not the hospital the care was at nor the insurer named beside it.
 */
const BILLER_BEFORE = new RegExp(
  String.raw`((?:${CAPITALIZED}\s+){0,3}${CAPITALIZED})\s+(?:(?:then|now|also|just|later|recently)\s+)?(?:sent|mailed|gave)\s+(?:me|us)\s+(?:a|an|the|their|this)\s+(?:\p{L}+\s+)?(?:bill|invoice|statement)|((?:${CAPITALIZED}\s+){0,3}${CAPITALIZED})\s+(?:(?:then|now|also|just|later)\s+)?(?:billed|is billing|has billed|charged)\s+(?:me|us)\b|((?:${CAPITALIZED}\s+){0,3}${CAPITALIZED})\s+(?:me|nos)\s+(?:mando|mandó|envio|envió|cobra|cobró|cobro)\s+(?:una|la)\s+(?:factura|cuenta)`,
  'u',
);
const BILLER_AFTER = new RegExp(
  // "a bill from Summit Anesthesia", "a bill dated nov 2 from Summit…", "a bill for 2340 from Summit…".
  String.raw`\b(?:bill|invoice|statement)(?:\s+(?:dated|for|of)\s+[\p{L}\p{N}$, ]{1,20}?)?\s+from\s+(?:the\s+)?((?:${CAPITALIZED})(?:\s+(?:${CAPITALIZED}|of|&))*)|\b(?:factura|cuenta)\s+(?:de|del)\s+((?:${CAPITALIZED})(?:\s+(?:${CAPITALIZED}|de|del|&))*)`,
  'u',
);

function billerIn(text: string): string | undefined {
  for (const rule of [BILLER_BEFORE, BILLER_AFTER]) {
    const match = rule.exec(text);
    const named = match?.slice(1).find((group) => group !== undefined);
    if (!named) continue;
    // "now Summit …": a word that only starts the sentence is no part of the name.
    const words = named.split(/\s+/u);
    while (
      words.length > 1 &&
      /^(?:Now|Then|And|But|Also|So|Today|Y|Pero|Ahora|Luego|Then)$/u.test(words[0]!)
    )
      words.shift();
    const name = cleanParty(words.join(' '));
    if (name && !NOT_A_PARTY.has(fold(name))) return name;
  }
  return undefined;
}

function extractPartyAsWritten(text: string): string | undefined {
  for (const rule of PARTY_PATTERNS) {
    for (const match of text.matchAll(rule)) {
      // A sentence's first word is capitalized for grammar, not because it names someone.
      const before = text.slice(Math.max(0, match.index - 2), match.index);
      if (
        (match.index === 0 || /[.!?]\s*$/.test(before)) &&
        !/\s/.test(match[0].trim()) &&
        rule !== PARTY_PATTERNS[2]
      )
        continue;
      const name = cleanParty(match[0]);
      if (name) return name;
    }
  }
  return undefined;
}

// --- honesty and scope ---

const DECEPTION: readonly RegExp[] = [
  // Asking Lane to lie, fake, forge, threaten or pretend, in either language.
  pattern(
    String.raw`(?:help me|how (?:do|can|could) i|can you|could you|write|make|draft|create|give me)\b[^.?!]{0,50}\b(?:lie|lying|fake|forge|forged|pretend|threaten|scare|harass|blackmail|trick|intimidate|make up|invent|fabricate|exaggerate)`,
  ),
  pattern(
    String.raw`(?:fake|forged|made[\s-]up|phony|bogus) (?:letter|receipt|document|doctor'?s note|note|invoice|lawyer|hardship|review|offer|competing offer|job offer|medical records?|pay ?stubs?)`,
  ),
  pattern('pretend to be', 'impersonate', 'pose as', 'act like (?:a|my) lawyer'),
  pattern(
    String.raw`(?:say|saying|claim|claiming|tell them|write that|letter (?:saying|that says)|email (?:saying|that says)|mention that)\b[^.?!]{0,60}\b(?:even though|although|but|though)\b[^.?!]{0,30}\b(?:i|it)\b[^.?!]{0,10}\b(?:didn'?t|did not|wasn'?t|was not|haven'?t|have not|never|isn'?t|still have|still work)`,
  ),
  pattern(
    String.raw`(?:say|saying|claim|claiming|write|letter|email)\b[^.?!]{0,60}\b(?:that (?:didn'?t|never) happen|(?:isn'?t|is not|wasn'?t|not) (?:true|real))`,
  ),
  // "put in there that i got laid off in september so they feel bad. i still have my job"
  pattern(
    String.raw`(?:put|say|write|mention|add|include|tell them)[^.?!]{0,30}\b(?:laid off|lost (?:my|the|his|her) job|got fired|was fired|let go|in the hospital|hospitali[sz]ed|a medical emergency|a death in)[\s\S]{0,160}?\b(?:i still (?:have|work)|i (?:didn'?t|did not|wasn'?t|was not|never) (?:actually|really)?|(?:it'?s|its) not true)`,
    String.raw`(?:ponga|pon|diga|di|escriba|escribe|agregue|agrega|mencione)[^.?!]{0,30}(?:me despidieron|perdi (?:mi|el) trabajo|me quede sin trabajo|estuve en el hospital)[\s\S]{0,160}?(?:(?:sigo|todavia|aun) (?:tengo|trabajo)|no es (?:verdad|cierto)|en realidad no)`,
  ),
  pattern(
    String.raw`(?:ayudame a|como (?:puedo|hago para)|puedes|puede|escribe|escriba|hazme|haga|redacta|redacte)[^.?!]{0,50}(?:mentir|falsificar|fingir|amenazar|asustar|acosar|chantajear|enganar|intimidar|inventar|inventa)`,
  ),
  pattern(
    String.raw`(?:carta|recibo|documento|factura|nota|resena|oferta|constancia) (?:falsa|falso|inventada|inventado)`,
  ),
  pattern(
    'hacerme pasar por',
    'finja',
    'finge',
    'inventa que',
    'invente que',
    'inventar que',
    'diga que .{0,40} aunque no',
    'diciendo que .{0,40} aunque no',
    String.raw`(?:que diga|diciendo|diga) que [^.?!]{0,60}(?:pero|aunque) (?:no|nunca) (?:es|fue|era|estuve|perdi|tengo)`,
    String.raw`(?:pero|aunque) (?:no es|no fue|no era) (?:verdad|cierto)`,
  ),
];

/** Asking Lane to write or say something... */
const ASKS_TO_WRITE = pattern(
  'write',
  'letter',
  'email',
  'help me',
  'dispute',
  'say',
  'tell',
  'claim',
  'escrib\\p{L}*',
  'carta',
  'correo',
  'ayud\\p{L}*',
  'decir',
  'diga',
  'disput\\p{L}*',
);
/** ...while admitting the claim is not true ("i didnt actually lose it", "en realidad lo rompí yo"). */
const ADMITS_UNTRUE = pattern(
  String.raw`i (?:didn'?t|did not|wasn'?t|was not|never|haven'?t|have not|dont|don'?t) (?:actually|really)`,
  String.raw`i (?:actually|really) (?:bought|made|did|broke|ordered|used|authorized|signed|have|still have|work)`,
  String.raw`(?:i wasn'?t|i was not|i never was|i have not been|i haven'?t been) (?:in|at) (?:the|a) (?:hospital|er)`,
  String.raw`(?:it'?s|that'?s|its) not (?:true|real)`,
  String.raw`en realidad (?:yo )?(?:lo |la |si |no )?(?:rompi|hice|compre|use|gaste|autorice|firme|perdi|estuve|trabajo)`,
  String.raw`pero (?:en realidad )?(?:no es verdad|no es cierto|no estuve|no perdi|no fue asi|si lo compre|si lo hice)`,
  String.raw`(?:no es|no fue) (?:verdad|cierto)`,
  String.raw`en realidad (?:yo )?(?:sigo|todavia|aun|no me|si me|tengo|no tengo)`,
  String.raw`(?:in reality|the truth is|truth is) (?:i|it)`,
  String.raw`(?:we|i) (?:don'?t|do not|didn'?t|did not) actually`,
  String.raw`it (?:wasn'?t|was not|isn'?t|is not) (?:actually |really )?(?:closed|broken|there|true|damaged|late)`,
  // "i actually still work there"; not "i still have the card in my wallet", a fact of a fraud report.
  String.raw`i (?:actually |really )(?:still (?:have|work)|was never)`,
  String.raw`i still work (?:there|at|for)`,
  // "add that i had to go to urgent care, i didnt but", "ill just say the agent told me"
  // "i said ok go ahead on the phone ... write that i never authorized it, they cant prove it"
  // Admitting the fact, then counting on no proof of it.
  String.raw`i (?:said (?:ok|okay|yes|yeah|go ahead)|agreed|approved|authorized|ok'?d)\b[\s\S]{0,250}?(?:can'?t|cannot|couldn'?t|won'?t be able to) prove`,
  String.raw`(?:dije que (?:si|ok|adelante|esta bien)|lo aprobe|lo autorice|acepte)\b[\s\S]{0,250}?no (?:lo |me )?(?:pueden|podran) probar`,
  String.raw`i (?:didn'?t|did not|wasn'?t|was not)(?: really| actually)?,? but`,
  String.raw`i'?ll (?:just )?(?:say|tell them|claim|pretend)`,
  String.raw`(?:yo )?no (?:fui|estuve|paso|pasó)(?: en realidad)?,? pero`,
  String.raw`(?:voy a|solo voy a) decir que`,
);

const OFF_TOPIC: readonly RegExp[] = [
  pattern(
    String.raw`ignore (?:all |any |your |the |previous |prior |above )*(?:rules|instructions|prompt|guidelines)`,
    'system prompt',
    'developer mode',
    'jailbreak',
    String.raw`you are now`,
    String.raw`(?:reveal|show|print) (?:your|the) (?:prompt|instructions|rules)`,
  ),
  pattern(
    String.raw`ignora (?:todas |tus |las |sus )*(?:reglas|instrucciones)`,
    'olvida (?:todas )?(?:tus|las|sus) (?:reglas|instrucciones)',
    String.raw`(?:muestrame|muestreme|dime|digame) (?:tu|su) prompt`,
    'prompt del sistema',
    'modo desarrollador',
  ),
  pattern(
    String.raw`(?:write|tell|give) me a (?:poem|joke|story|song|recipe)`,
    String.raw`(?:escribe|escriba|cuentame|cuenteme|dame|deme) (?:un|una) (?:poema|chiste|cuento|cancion|receta)`,
    'homework',
    'tarea de',
    // A request for the weather, not a weather cause ("not weather, they said crew issue").
    String.raw`(?:what'?s|what is|how'?s|how is|tell me|check) the weather`,
    String.raw`weather (?:forecast|today|tomorrow|this week)`,
    String.raw`(?:como|que tal|cual) (?:esta|sera|es) el clima`,
    String.raw`el clima (?:de hoy|para manana|de manana|esta semana)`,
  ),
];

// Money questions that are not a conversation with a company or a person: investing, taxes,
// wills, family law. Lane says what it does instead of writing a script for the wrong world.
const OUT_OF_SCOPE = pattern(
  'bitcoin',
  'crypto',
  'cryptocurrency',
  'criptomonedas?',
  String.raw`invest(?:ing|ment)? (?:in|advice)`,
  'stocks? or',
  'index funds?',
  'acciones o',
  'invertir en',
  String.raw`(?:write|draft|make) (?:me )?(?:a |my )?(?:simple )?(?:will|testament|prenup)`,
  String.raw`(?:escribe|escriba|haga|hagame|redacte) (?:un |mi )?testamento`,
  String.raw`(?:file|do|prepare) my taxes`,
  String.raw`(?:declaracion de|hacer mis) impuestos`,
  'custody',
  'custodia',
  String.raw`divorce papers`,
);

/** The day named in the latest message, read as the collector's notice. */
function collectorNotice(latest: string, today: string): { noticeIso?: string; noticeText?: string } {
  const date = readDates([latest], today).findLast((d) => d.iso && d.iso <= today);
  return date?.iso ? { noticeIso: date.iso, noticeText: date.text } : {};
}

/** The account has already gone to a collection agency (past tense, not a threat). */
const SENT_TO_COLLECTIONS = pattern(
  // "la cuenta ya se mando a cobranza el 1 de noviembre": sent, said without a subject.
  String.raw`(?:ya )?se (?:mando|envio|paso|turno) (?:la cuenta |el saldo |la deuda |la factura )?a (?:una )?(?:agencia de )?(?:cobranzas?|cobros|colecciones)`,
  String.raw`(?:ya )?(?:lo |la |me |nos )?(?:mandaron|enviaron|pasaron|turnaron) (?:la cuenta |el saldo |la deuda )?a (?:una )?(?:agencia de )?(?:cobranzas?|cobros|colecciones)`,
  // "la cuenta ya se mandó a cobranza en octubre": sent, said without who sent it.
  String.raw`(?:ya )?se (?:mando|envio|paso|turno|fue) (?:la cuenta |el saldo |la deuda )?a (?:una )?(?:agencia de )?(?:cobranzas?|cobros|colecciones)`,
  String.raw`(?:ya )?(?:esta|estaba|la tienen|lo tienen) en (?:cobranzas?|cobros|una agencia de cobr\p{L}*)`,
  String.raw`(?:carta|aviso|llamada)s? de (?:una |la )?(?:agencia de (?:cobranzas?|cobros)|agencia|cobranzas?|cobrador)`,
  String.raw`(?:sent|turned|handed|referred|put) (?:it |me |us |the (?:account|bill|balance|debt) )?(?:over )?(?:to|in|into) (?:a )?collections?`,
  String.raw`(?:letter|notice|call)s? from (?:a |the )?(?:collection agency|collections? (?:agency|company)|debt collector|collector)`,
  String.raw`(?:is|went|gone) (?:now )?(?:to|in) collections`,
  // "its already with a collection agency", "ya está con una agencia de cobranza".
  String.raw`(?:already|now) (?:with|at) (?:a |the )?(?:collection agency|collections? (?:agency|company)|debt collector|collector)`,
  String.raw`(?:ya )?(?:esta|la tiene|lo tiene) (?:con )?una agencia de (?:cobranzas?|cobros)`,
);

/**
 * The other side holds the account for a time, or names the last day before it goes further: "she'll
 * put a 30 day hold on the account but if its not paid after that it goes to collections", "me dan 30
 * días antes de mandarla a cobranza", "they paused billing until dec 15".
 */
export interface HoldReading {
  /** They put (or offer) a hold or a pause; false: only a last day before collections is named. */
  readonly placed: boolean;
  /** The hold's last day (YYYY-MM-DD), from the length or the day said. */
  readonly endIso?: string;
  /** Collections named as what comes after it. */
  readonly thenCollections: boolean;
}

const HOLD_NUMBER = String.raw`(?:\d{1,3}|a|an|one|two|three|four|six|fourteen|thirty|forty[\s-]five|sixty|ninety|un|una|dos|tres|cuatro|seis|quince|treinta|cuarenta y cinco|sesenta|noventa)`;
const HOLD_UNIT = String.raw`(?:days?|weeks?|months?|dias?|semanas?|mes(?:es)?)`;
const ACCOUNT_WORD = String.raw`(?:account|bill|balance|billing|charges?|claim|it|this|cuenta|factura|saldo|cobranza|cobro|cobros)`;
/** A hold or a pause on the account, or time given before collections, in the latest message. */
const HOLD_PLACED = pattern(
  // "put a 30 day hold on the account", "placed a hold on it", "a 60-day pause", "a 2 week freeze".
  String.raw`(?:(?:put|puts|putting|place|placed|placing|set|setting|offer\p{L}*|give|gave|giving)\s+(?:me\s+)?(?:a|an|the)\s+)?${HOLD_NUMBER}[\s-]+(?:more\s+)?${HOLD_UNIT}[\s-]+(?:billing\s+|collections?\s+|account\s+)?(?:hold|pause|freeze|grace period|extension)`,
  String.raw`(?:put|puts|putting|place|placed|placing)\s+(?:a\s+)?(?:billing\s+|collections?\s+)?(?:hold|pause|freeze)\s+on`,
  String.raw`(?:put|puts|putting|place|placed|placing|keep|keeps|kept|keeping)\s+(?:the\s+|my\s+|our\s+)?${ACCOUNT_WORD}\s+on\s+(?:a\s+)?(?:hold|pause)`,
  String.raw`(?:account|bill|balance|claim)\s+(?:is|was|will be|'?s|goes|went)\s+(?:now\s+)?on\s+(?:a\s+)?(?:hold|pause)`,
  String.raw`(?:hold|pause|freeze|suspend|stop)\s+(?:the\s+|my\s+|our\s+)?(?:account|bill|balance|billing|collections?|it)\s+(?:for|until|till|thru|through)\b`,
  String.raw`(?:hold|pause|freeze|suspend|stop)\s+(?:the\s+|my\s+|our\s+)?(?:account|bill|balance|billing|collections?|it)\s+(?:while|during)\b`,
  // "they will hold the account 21 days and then it goes to collections": the length right after it.
  String.raw`(?:hold|pause|freeze|suspend)\s+(?:the\s+|my\s+|our\s+)?(?:account|bill|balance|billing|it)\s+${HOLD_NUMBER}\s+(?:more\s+)?${HOLD_UNIT}\b`,
  String.raw`(?:won'?t|wont|will not|not going to|isn'?t going to)\s+(?:send|turn|put|refer|report)\s+(?:it|the (?:account|bill|balance)|me)\s+(?:over\s+)?(?:to|in|into)\s+collections?\s+(?:for|until|till|before|during|while)\b`,
  String.raw`(?:gave|give|giving|gives|got)\s+(?:me\s+|us\s+)?${HOLD_NUMBER}\s+(?:more\s+)?${HOLD_UNIT}\s+(?:before|to pay|until|till|to sort|to figure)`,
  // "they agreed to hold off 45 days", "hold off on collections until jan 5".
  String.raw`hold(?:ing)? off\s+(?:on\s+(?:it|collections?|sending it)\s+)?(?:for\s+)?(?:${HOLD_NUMBER}\s+(?:more\s+)?${HOLD_UNIT}|until|till)`,

  String.raw`(?:pausa|suspension|congelamiento|retencion|prorroga|espera|hold)\s+(?:de\s+)?${HOLD_NUMBER}\s+${HOLD_UNIT}`,
  // "un plazo de 30 días para pagar" is time given; "ya pasaron el plazo de 60 días" is a window gone.
  String.raw`(?<!(?:pasaron|paso|pasado|vencio|vencido|fuera|despues|excede|exceden|superaron|supero)\s(?:de\s|del\s|el\s)?)plazo\s+(?:de\s+)?${HOLD_NUMBER}\s+${HOLD_UNIT}(?!\s+(?:para|de)\s+(?:disputar|disputa|reclamar|reclamo))`,
  String.raw`(?:pausar|pausaron|pausan|pausa|pausara|congelar|congelaron|congelan|congela|congelara|detener|detuvieron|detienen|detiene|suspender|suspendieron|suspenden|suspende|poner|pusieron|ponen|pone|puso|dejar|dejaron|dejan|deja)\s+(?:la\s+|mi\s+|el\s+)?(?:cuenta|factura|cobranza|cobro|saldo)(?:\s+en\s+(?:pausa|espera|hold|suspenso))?\s+(?:por|durante|hasta|mientras)\b`,
  // "congelan la cuenta 2 semanas y luego la mandan a cobranza".
  String.raw`(?:pausar|pausaron|pausan|pausa|pausara|congelar|congelaron|congelan|congela|congelara|detener|detuvieron|detienen|detiene|suspender|suspendieron|suspenden|suspende)\s+(?:la\s+|mi\s+|el\s+)?(?:cuenta|factura|cobranza|cobro|saldo)\s+${HOLD_NUMBER}\s+(?:mas\s+)?${HOLD_UNIT}\b`,
  String.raw`(?:poner|pusieron|ponen|pone|puso|dejar|dejaron|dejan|deja)\s+(?:la\s+|mi\s+)?(?:cuenta|factura)\s+en\s+(?:pausa|espera|hold|suspenso)`,
  String.raw`(?:cuenta|factura|saldo)\s+(?:queda|quedo|quedara|esta|estara|va a estar)\s+en\s+(?:pausa|espera|hold|suspenso)`,
  String.raw`(?:me|nos)\s+(?:dan|dieron|da|dio|va a dar|van a dar)\s+${HOLD_NUMBER}\s+${HOLD_UNIT}\s+(?:mas\s+)?(?:antes de|para pagar|para|hasta)`,
  String.raw`no\s+(?:la\s+|lo\s+)?(?:mandan|mandaran|envian|enviaran|pasan|pasaran|van a mandar|van a enviar|van a pasar|manda|envia|pasa)\s+a\s+(?:cobranza|cobros|una agencia)\s+(?:por|durante|hasta|antes|mientras)\b`,
);
/** A last day before collections, without a hold: "if its not paid by dec 15 it goes to collections". */
const COLLECTIONS_BY = pattern(
  // "gave me until dec 30 to pay or it goes to collections", "me dieron hasta el 30 de diciembre para pagar".
  String.raw`(?:gave|give|giving|gives)\s+(?:me|us)\s+(?:until|till|thru|through)\b[^.!?]{0,40}\b(?:pay|collections?)`,
  String.raw`(?:me|nos)\s+(?:dan|dieron|da|dio|va a dar|van a dar)\s+(?:plazo\s+|chance\s+)?hasta (?:el|fin)\b[^.!?]{0,40}\b(?:pag\p{L}*|cobranza|cobros)`,
  String.raw`(?:if|unless)\s+(?:it'?s|its|it is|it isn'?t|i|we|the (?:bill|balance|account) (?:is|isn'?t))\s+(?:not\s+|don'?t\s+|do not\s+|can'?t\s+)?(?:paid|pay)\b[^.!?]{0,40}\b(?:collections?|collection agency)`,
  String.raw`(?:si|a menos que)\s+no\s+(?:la\s+|lo\s+)?(?:pago|pagamos|paga|se paga|esta pagad\p{L}*)\b[^.!?]{0,60}\b(?:cobranza|cobros|agencia)`,
  String.raw`${HOLD_NUMBER}\s+${HOLD_UNIT}\s+(?:before|until|till|antes de|hasta)\s+(?:que\s+)?(?:it|they|the account|la|lo)?\s*(?:goes|go|gets|get|sends?|is sent|manden|mandan|envien|pase|pasen|mandar\p{L}*|enviar\p{L}*|pasar\p{L}*)\b[^.!?]{0,20}\b(?:collections?|cobranza|cobros)`,
);
/**
 * A pay-by day with collections after it, said of a Good Faith Estimate bill ("they want the full
 * 1890 by sept 30 or it goes to collections"): the dispute is filed before that day.
 */
const COLLECTIONS_BY_DATE = pattern(
  // "they want the full 1890 by sept 30 or it goes to collections", "para el 30 o la mandan a cobranza".
  String.raw`\b(?:by|before|until|till)\b[^.!?]{0,30}\bor\s+(?:else\s+)?(?:it|they|the (?:account|bill|balance)|its|it'?ll|it will)\b[^.!?]{0,25}\b(?:collections?|collection agency)`,
  String.raw`\b(?:antes del?|para el|hasta el)\b[^.!?]{0,30}\bo\s+(?:si no\s+)?(?:la |lo |se )?(?:mandan|mandaran|pasa|pasara|envian|enviaran|va|ira|van a mandar)\b[^.!?]{0,25}\b(?:cobranza|cobros|agencia)`,
);
const HOLD_LENGTH = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(${HOLD_NUMBER})[\s-]+(?:more\s+|mas\s+)?(day|week|month|dia|semana|mes)`,
  'u',
);
const HOLD_NUMBER_WORDS: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  one: 1,
  un: 1,
  una: 1,
  two: 2,
  dos: 2,
  three: 3,
  tres: 3,
  four: 4,
  cuatro: 4,
  six: 6,
  seis: 6,
  fourteen: 14,
  quince: 15,
  thirty: 30,
  treinta: 30,
  'forty five': 45,
  'forty-five': 45,
  'cuarenta y cinco': 45,
  sixty: 60,
  sesenta: 60,
  ninety: 90,
  noventa: 90,
};

/** The hold (or the last day before collections) the latest message names, and when it ends. */
function holdIn(latest: string, today: string, byDate = false): HoldReading | undefined {
  const folded = fold(latest.replace(/[’‘]/g, "'"));
  const placed = HOLD_PLACED.test(folded);
  if (!placed && !COLLECTIONS_BY.test(folded) && !(byDate && COLLECTIONS_BY_DATE.test(folded)))
    return undefined;
  const thenCollections = /collections?|collection agency|cobranza|cobros|agencia de cobr/u.test(folded);
  const length = HOLD_LENGTH.exec(folded);
  const count = length?.[1]
    ? Number(length[1]) || HOLD_NUMBER_WORDS[length[1].replace(/\s+/gu, ' ')]
    : undefined;
  const unit = length?.[2];
  const days =
    count === undefined || !unit
      ? undefined
      : /^(?:week|semana)/u.test(unit)
        ? count * 7
        : /^(?:month|mes)/u.test(unit)
          ? count * 30
          : count;
  const named = readDates([latest], today).find((date) => date.iso && date.iso >= today);
  const endIso = days !== undefined && days > 0 && days <= 365 ? shiftDays(today, days) : named?.iso;
  // "if i dont pay today it goes to collections" is a demand to pay now, not time given.
  if (!placed && (!endIso || endIso <= today)) return undefined;
  return { placed, ...(endIso ? { endIso } : {}), thenCollections };
}

/**
 * The same account sent on to collections ("they sent it to collections", "ya lo mandaron a
 * cobranza"): the matter already told, now with a collector, never a new topic.
 */
const SAME_BILL_TO_COLLECTIONS = pattern(
  String.raw`(?:ya )?(?:lo |la |me |nos )(?:mandaron|enviaron|pasaron|turnaron) (?:la cuenta |el saldo |la deuda )?a (?:una )?(?:agencia de )?(?:cobranzas?|cobros|colecciones)`,
  String.raw`(?:mandaron|enviaron|pasaron|turnaron) (?:la cuenta|el saldo|la deuda|el cargo|los cargos|la factura) a (?:una )?(?:agencia de )?(?:cobranzas?|cobros|colecciones)`,
  String.raw`(?:sent|turned|handed|referred|put) (?:it|them|the (?:account|bill|balance|charges?|fee)) (?:over )?(?:to|in|into) (?:a )?collections?`,
  String.raw`(?:it|the (?:account|acct|bill|balance|charge|fee)|my (?:account|acct|bill)) (?:is|went|has gone|got sent|was sent) (?:now )?(?:to|in|into) collections`,
);

/**
 * A bare "no" answers Lane's own question when the last answer asked some ("Do you have
 * insurance?"); otherwise it reports the other side's answer.
 */
function bareNo(latest: string, earlier: readonly ChatMessage[]): FollowUp {
  if (!/^\s*no[\s.!]*$/i.test(latest)) return 'more_details';
  const lastAnswer = earlier.findLast((message) => message.role === 'assistant')?.content ?? '';
  const askedQuestions = Object.values(SECTION_HEADINGS).some((heading) =>
    lastAnswer.includes(`## ${heading.questions}`),
  );
  return askedQuestions ? 'more_details' : 'said_no';
}

// --- the reading ---

export type NoReason = 'policy' | 'terms' | 'law';

/** "the owner says", "el gerente dijo", "supervisor said the same": the one who decides said no. */
const NO_FROM_DECIDER = pattern(
  String.raw`(?:the |el |la |su )?(?:owner|manager|supervisor|general manager|gm|boss|director|duen[oa]|gerente|supervisor[a]?|jef[ea]|encargad[oa]|administrador[a]?)(?:'s)?\s+(?:(?:now|still|also|just|again|then|ahora|tambien|todavia|aun|sigue|luego|ya)\s+)?(?:said|says|told|replied|dice|dijo|contesto|respondio|insiste|insisted|won'?t|wont|refuse\p{L}*|no quiso|no quiere|se nego)`,
);

/** The reason a no came with, so the reply can ask to see it. */
function noReasonOf(folded: string): NoReason | undefined {
  if (
    /\b(?:the law|la ley|legal(?:ly)?|by law|state law|ley estatal|lo permite la ley|law (?:lets|allows|says))\b/u.test(
      folded,
    )
  )
    return 'law';
  if (
    /\b(?:contract|terms|lease|fine print|clause|agreement|policy says|in (?:my|the|your) policy|contrato|terminos|condiciones|letra (?:pequena|chica)|clausula|poliza|acuerdo)\b/u.test(
      folded,
    )
  )
    return 'terms';
  if (
    /\b(?:policy|politica|company rules?|reglas de la (?:empresa|compania)|norma(?:s)? de la)\b/u.test(folded)
  )
    return 'policy';
  return undefined;
}

/** The other side's claim in the latest message (on a follow-up only) and the person's proof. */
function claimsAndEvidence(
  followUp: FollowUp | undefined,
  latest: string,
  userTexts: readonly string[],
): { claims?: readonly Claim[]; evidence?: readonly Evidence[] } {
  const evidence = evidenceOf(userTexts);
  // A first message's proof ("just the email they sent saying 'we're sorry to see you go' dated jul
  // 14") is named in the first script too; claims come only with the other side's answer.
  if (followUp === undefined) return evidence.length > 0 ? { evidence } : {};
  const claims = claimsOf(latest);
  return {
    ...(claims.length > 0 ? { claims } : {}),
    ...(evidence.length > 0 ? { evidence } : {}),
  };
}

export interface ConversationReading {
  readonly case: Case;
  /** Undefined for the first answer. */
  readonly followUp: FollowUp | undefined;
  /** How many times the person has reported a no: each one moves further down the plan. */
  readonly noCount: number;
  /** How many offers the person has reported: a second, better one is to close, not to counter. */
  readonly offerCount?: number;
  /** Amounts in the latest message of a follow-up (an offer the other side made), with roles. */
  readonly latestAmounts: readonly CaseAmount[];
  /** A share named in the latest message ("half", "la mitad", "30%"), as a fraction. */
  readonly latestShare: number | undefined;
  /** Part of what is owed was already handed back ("ya me devolvieron los 200 pero los otros dos no"). */
  readonly partBack?: boolean;
  /** The day (YYYY-MM-DD) of the one charge the other side will refund ("they'll refund the nov 15 one only"). */
  readonly refundedDay?: string;
  /** The repeated charges they will refund are the latest ("the last 2 months") or the first ones. */
  readonly refundedEnd?: 'last' | 'first';
  /** The billing cycle a kept charge is for, as the latest message names it ("the cycle oct 15 to nov 14"). */
  readonly billingCycle?: { readonly text: string; readonly startIso: string };
  /** What they take off is called a courtesy ("as a one-time courtesy", "como cortesía"). */
  readonly courtesy?: boolean;
  /**
   * Credits promised by the month and bills gone by without one ("credits of 33.33 every month for 24
   * months … 5 bills and NOT ONE credit"), read when the other side makes an offer: what is owed so far.
   */
  readonly promisedCredits?: PromisedCredits;
  /** They press the person to say yes now ("he wants me to accept today"): pressure, not a deadline. */
  readonly acceptToday?: boolean;
  /** They say the promotion is closed ("the promotion is closed now", "la promoción ya terminó"). */
  readonly promoClosed?: boolean;
  /** Their answer is named as only a part ("solo pueden disputar los 2 últimos", "will only refund 50"). */
  readonly onlyPart?: boolean;
  /**
   * The latest message tells of a letter that came about the debt and its dispute or validation ("got
   * a letter dated oct 1, says i have until nov 5 to dispute", "me llegó la carta de validación"):
   * news to act on, never a no from the other side.
   */
  readonly validationLetter?: boolean;
  /** A shorter promotion term they claim ("la promoción era solo de 6 meses") than the person's own. */
  readonly termClaimed?: number;
  /** Days the other side asks the person to wait ("give the store 30 more days", "espere 30 días más"). */
  readonly waitAsked?: number;
  /** The other side will look into it ("wait 7 more days", "lo revisan dentro de 10 días"): no answer yet. */
  readonly pendingReview?: PendingReview;
  /** The person isn't sure what the other side said ("algo de un plan nuevo, no entendí bien"). */
  readonly unsure?: boolean;
  /**
   * Another charge taken off while the disputed fee is refused ("he won't remove it. he took off the
   * parking tho"): its name as written and its figure from the person's messages, when given.
   */
  readonly otherRemoved?: OtherRemoved;
  /** A signing bonus offered beside a new figure ("71 mil … un bono de firma de 3 mil"). */
  readonly latestBonus?: CaseAmount;
  /** A demand to pay by a later date ("in 14 days", "by the 30th"), not today. */
  readonly payLater: boolean;
  /** What the other side offered is a payment plan (so much a month), not a lower amount. */
  readonly planOffered: boolean;
  /** Lane's last answer as the browser sent it back, so a question is never asked twice. */
  readonly previousAnswer: string | undefined;
  /**
   * What the latest message itself says, read on its own (a follow-up's "they asked for my card
   * number again"): a warning Lane already gave is repeated only when the latest message calls for it.
   */
  readonly latestFlags?: CaseFlags;
  /**
   * The no came from whoever decides (the owner, the manager, a supervisor): calling back for
   * another person won't help, so the next step is in writing.
   */
  readonly noFromDecider?: boolean;
  /** The reason given with a no: their policy, the contract's terms, or "the law". */
  readonly noReason?: NoReason;
  /**
   * What the other side claimed in the latest message ("no record of your cancellation", "you signed
   * a consent form", "the charge is correct"), so the reply can ask to see it.
   */
  readonly claims?: readonly Claim[];
  /** The proof the person says they hold, in this or an earlier message, to put against it. */
  readonly evidence?: readonly Evidence[];
  /**
   * The latest message says the account went to a collection agency ("ya lo mandaron a cobranza, me
   * llegó carta de una agencia el 18 de nov"): the collector's notice day, when given, starts its
   * 30-day validation window.
   */
  readonly sentToCollections?: { readonly noticeIso?: string; readonly noticeText?: string };
  /**
   * The other side holds the account for a time, or names the last day before collections, in the
   * latest message ("a 30 day hold, then collections"): take it, in writing, and use the time.
   */
  readonly hold?: HoldReading;
  /**
   * The other side already said no or made an offer in an earlier turn: more details now ("its a
   * visa debit card btw") go on from there, never back to the first plan.
   */
  readonly answeredBefore?: boolean;
  /** The person gave too little to know what happened. */
  readonly vague: boolean;
  /** An investing, tax, will or family-law question: not a money conversation Lane scripts. */
  readonly outOfScope?: boolean;
  /**
   * A second matter in the same first message ("ALSO concert tix…", "y aparte el doctor…"), in the
   * person's own first words, when on its own it reads as another sub-case: the answer says it is
   * for the first matter and asks for the second on its own.
   */
  readonly secondMatter?: string;
  /**
   * That second matter read on its own, when this turn says something of it: its first message, and
   * the sentences of later replies about it ("el cliente sigue sin contestar"), so the answer gives
   * it a short plan of its own beside the first matter's.
   */
  readonly second?: { readonly reading: ConversationReading; readonly words: string };
}

/** Where a message turns to another matter. */
const ANOTHER_MATTER =
  /(?:^|[\s(])(?:ALSO|AND|PLUS)(?=[\s,:])|(?:^|[.,;!?]\s*|\n)(?:[Aa]lso|and also|plus)(?=[\s,:])|(?:^|\s)(?:[Ii]|[Ww]e) also(?=\s)|(?:^|[\s.,;:!?(])(?:[Ss]eparate thing|[Ss]eparately|[Aa]nother thing|[Oo]n top of that|[Yy] aparte|[Aa]parte de eso|(?<=^|[.!?]\s{0,3}|\n)[Aa]parte(?=,|\s(?!de\b))|[Aa]dem[aá]s(?!\s+del?\s)|[Oo]tra cosa|[Pp]or otro lado)(?=[\s,:])/gu;

/** The person sets the second matter aside: "a separate thing", "for another day", "eso es otro tema". */
const SET_ASIDE = pattern(
  String.raw`(?:separate|seperate|different|another|other) (?:thing|issue|matter|story|problem)`,
  String.raw`(?:for )?(?:later|another (?:day|time))`,
  String.raw`(?:es|eso es) (?:otro tema|otra historia|aparte)`,
  String.raw`(?:otro dia|despues lo veo|luego lo veo|para despues)`,
);

/** The words a second matter is named by: its first few, as the person wrote them. */
const SECOND_MATTER_WORDS = 9;

/**
 * The first message held two matters and Lane answered the first: a later message that reads, on
 * its own, as another sub-case is the second matter, sent on its own as Lane asked.
 */
function turnsToSecondMatter(userTexts: readonly string[], today: string): boolean {
  const [first] = userTexts;
  const latest = userTexts.at(-1);
  if (!first || !latest || userTexts.length < 2) return false;
  const firstCase = readConversation([{ role: 'user', content: first }], today, false).case;
  const second = secondMatterIn(first, firstCase.subCase, today);
  if (!second) return false;
  // Only that matter: a reply that goes on about both ("imaging says no, the hospital says apply")
  // is still the first conversation.
  const latestCase = readConversation([{ role: 'user', content: latest }], today, false).case;
  return latestCase.subCase === second.subCase;
}

/**
 * A first message with two matters is read as the first one only (its own figures, its own plan),
 * with the second named back to the person; later turns go on with the first matter, unless one is
 * the second matter sent on its own (then it is a new topic, read as usual).
 */
function withFirstMatterOnly(
  messages: readonly ChatMessage[],
  today: string,
): ConversationReading | undefined {
  const firstIndex = messages.findIndex((message) => message.role === 'user');
  const first = messages[firstIndex];
  if (!first) return undefined;
  const whole = readConversation([first], today, false).case;
  // A cancelled plan still charged beside a charge never made is read as one case already.
  if (whole.asksForDeception || whole.offTopic || whole.flags.afterCancelToo === true) return undefined;
  // "charged twice … also got a 29 nsf fee": beside a duplicate debit, the fee is the one it caused.
  if (
    whole.subCase === 'card_billing_error' &&
    whole.amounts.some((amount) => amount.role === 'billed' && amount.count === 2) &&
    whole.amounts.some((amount) => amount.role === 'fee')
  )
    return undefined;
  const second = secondMatterIn(first.content, whole.subCase, today);
  if (!second) return undefined;
  const users = messages.filter((message) => message.role === 'user');
  if (
    users.length > 1 &&
    turnsToSecondMatter(
      users.map((message) => message.content),
      today,
    )
  )
    return undefined;
  // A later reply's sentence about the second matter ("offered 20% off the 7.2k", "el cliente sigue
  // sin contestar") is not an answer on the first one: its figures or its own words say which.
  const secondFigures = readAmounts([second.segment]).map((amount) => amount.text);
  const ownWords = (text: string) => new Set(fold(text).match(/\p{L}{4,}/gu) ?? []);
  const firstWords = ownWords(second.primary);
  const secondWords = ownWords(second.segment);
  const secondValues = readAmounts([second.segment]).map((amount) => amount.value);
  const firstValues = readAmounts([second.primary])
    .map((amount) => amount.value)
    .filter((value) => !secondValues.includes(value));
  const aboutSecond = (sentence: string) => {
    if (secondFigures.some((figure) => sentence.includes(figure))) return true;
    // "the bill says the 80 is for the cycle oct 15 to nov 14", "my bill shows the 70 covers …": the
    // first matter's own figure, with or without its sign.
    const values = (sentence.match(/\d[\d,]*(?:\.\d+)?/gu) ?? []).map((digits) =>
      Number(digits.replace(/,/gu, '')),
    );
    if (values.some((value) => firstValues.includes(value))) return false;
    const words = [...ownWords(sentence)];
    const onlySecond = words.filter((word) => secondWords.has(word) && !firstWords.has(word)).length;
    const onlyFirst = words.filter((word) => firstWords.has(word) && !secondWords.has(word)).length;
    return onlySecond > onlyFirst;
  };
  const split = (text: string) => {
    const sentences = text.split(/(?<=[.!?;])\s+/u);
    const onSecond = sentences.filter(aboutSecond);
    const kept = sentences.filter((sentence) => !aboutSecond(sentence));
    return { first: kept.length > 0 ? kept.join(' ') : text, second: onSecond.join(' ') };
  };
  const rewritten = messages.map((message, index) =>
    index === firstIndex
      ? { ...message, content: second.primary }
      : message.role === 'user' && index > firstIndex
        ? { ...message, content: split(message.content).first }
        : message,
  );
  // The second matter's own conversation: its words in the first message, then each later reply's
  // sentences about it, after Lane's answer.
  const secondMessages: ChatMessage[] = [{ role: 'user', content: second.segment }];
  let saidNow = users.length === 1;
  messages.forEach((message, index) => {
    if (message.role !== 'user' || index <= firstIndex) return;
    const about = split(message.content).second;
    saidNow = about.length > 0;
    if (!about) return;
    const answer = messages.slice(0, index).findLast((earlier) => earlier.role === 'assistant');
    secondMessages.push(...(answer ? [answer] : []), { role: 'user', content: about });
  });
  // "…but thats a seperate thing i guess": a matter the person sets aside is only named back.
  const setAside = SET_ASIDE.test(fold(second.segment));
  const secondReading = saidNow && !setAside ? readConversation(secondMessages, today, false) : undefined;
  const read = readConversation(rewritten, today, false);
  // "…also i want to raise my rate from 65 to 80/hr": the new rate said beside the first matter
  // still answers a client who asks for new work at the old rate.
  const rate = read.case.newRate ?? NEW_RATE.exec(fold(first.content))?.[1]?.replace(/\s?\/\s?/u, '/');
  const reading = rate && !read.case.newRate ? { ...read, case: { ...read.case, newRate: rate } } : read;
  const withSecond =
    secondReading?.case.area && !secondReading.case.offTopic
      ? { ...reading, second: { reading: secondReading, words: second.words } }
      : reading;
  return users.length === 1 ? { ...withSecond, secondMatter: second.words } : withSecond;
}

/** A provider or service named in lower case ("el internet de spectrum"), for "con ellos" after it. */
const PROVIDER_NAMED = pattern(
  'spectrum',
  'xfinity',
  'comcast',
  'verizon',
  'at&t',
  't-mobile',
  'cox',
  'optimum',
  'directv',
  'internet',
  'cable',
);

/** "with them", "con ellos": the company named earlier put back in its place, or undefined. */
function withPartyNamed(segment: string, party: string): string | undefined {
  const named = segment.replace(
    /\b(with|from|at|by|con|de|a) (them|ellos|esa compa[nñ][ií]a|the same company|la misma compa[nñ][ií]a)\b/iu,
    (_, preposition: string) => `${preposition} ${party}`,
  );
  return named === segment ? undefined : named;
}

function secondMatterIn(
  text: string,
  subCase: SubCase | undefined,
  today: string,
): { words: string; subCase: SubCase; primary: string; segment: string } | undefined {
  if (!subCase) return undefined;
  const aloneOf = (segment: string) =>
    wordCount(segment) < 6
      ? undefined
      : readConversation([{ role: 'user', content: segment }], today, false).case;
  const named = (segment: string, second: SubCase, primary: string) => {
    // "tengo una panaderia chiquita y estoy muy nerviosa. el proveedor … 85 …": the matter is named
    // by its first sentence with a figure, not by how the person opened.
    const sentences = segment.split(/(?<=[.!?])\s+/u);
    const from = sentences.findIndex((sentence) => /\d/u.test(sentence));
    const words = (from > 0 ? sentences.slice(from).join(' ') : segment)
      .replace(/[\s,;:]+$/u, '')
      .replace(/\s+/g, ' ')
      .split(' ');
    return {
      words:
        words.length > SECOND_MATTER_WORDS
          ? `${words.slice(0, SECOND_MATTER_WORDS).join(' ')}…`
          : words.join(' '),
      subCase: second,
      primary: primary.trim(),
      segment,
    };
  };
  for (const match of text.matchAll(ANOTHER_MATTER)) {
    const start = match.index ?? 0;
    const end = start + match[0].length;
    // The matter after the turn, and the one before it (the whole message may read as the second).
    const after = text.slice(end).trim();
    const afterSegment =
      after.split(/(?<=[.!?])\s+(?=(?:ALSO|AND|Also|also|y aparte|aparte|ademas|además)\b)/u)[0] ?? after;
    const afterStart = text.indexOf(afterSegment, end);
    const before = text.slice(0, start).trim();
    // "also my moms bill with them jumped from 55 to 95": "them" is the company already named, and
    // the matter reads as that company's bill.
    const party = extractParty(text) ?? PROVIDER_NAMED.exec(fold(text))?.[0];
    const backRef = party && !aloneOf(afterSegment)?.area ? withPartyNamed(afterSegment, party) : undefined;
    const afterAlone = aloneOf(backRef ?? afterSegment);
    if (afterAlone?.area && afterAlone.subCase && afterAlone.subCase !== subCase) {
      const primary = `${text.slice(0, start)} ${text.slice(afterStart + afterSegment.length)}`;
      // Named by the person's own words; read with the company put back.
      const matter = named(afterSegment, afterAlone.subCase, primary);
      return backRef ? { ...matter, segment: backRef } : matter;
    }
    const beforeAlone = aloneOf(before);
    // "…a bill for 2310.00 … Also I got a separate ambulance bill for 940": a bill the person calls
    // separate, told after the turn, is the second matter even when it colours the whole message;
    // the matter told first is the one answered.
    if (
      afterAlone?.subCase &&
      afterAlone.subCase === subCase &&
      beforeAlone?.area &&
      beforeAlone.subCase &&
      beforeAlone.subCase !== subCase &&
      SEPARATE_BILL.test(fold(afterSegment))
    ) {
      const primary = `${before} ${text.slice(afterStart + afterSegment.length)}`;
      return named(afterSegment, afterAlone.subCase, primary);
    }
    if (beforeAlone?.area && beforeAlone.subCase && beforeAlone.subCase !== subCase)
      return named(before, beforeAlone.subCase, text.slice(end));
  }
  return undefined;
}

/** A bill the person calls separate from the first ("a seperate ambulance bill", "otra factura aparte"). */
const SEPARATE_BILL = pattern(
  String.raw`\b(?:separate|seperate|seprate|another|different|second) (?:\p{L}+ ){0,2}(?:bill|invoice|statement)\b`,
  String.raw`\b(?:otra|segunda) (?:factura|cuenta|cobranza)\b`,
  String.raw`\b(?:factura|cuenta) (?:\p{L}+ ){0,2}(?:aparte|separada|distinta)\b`,
);

function areaScores(folded: string): Map<CaseArea, number> {
  const scores = new Map<CaseArea, number>();
  for (const area of AREA_PRIORITY) {
    let score = 0;
    for (const [weight, rule] of AREA_KEYWORDS[area]) if (rule.test(folded)) score += weight;
    scores.set(area, score);
  }
  return scores;
}

function ranked(scores: Map<CaseArea, number>): [CaseArea, number][] {
  return AREA_PRIORITY.map((area) => [area, scores.get(area) ?? 0] as [CaseArea, number])
    .filter(([, score]) => score >= MINIMUM_AREA_SCORE)
    .sort((a, b) => b[1] - a[1] || AREA_PRIORITY.indexOf(a[0]) - AREA_PRIORITY.indexOf(b[0]));
}

const DEBT_WORDS = pattern(
  'debt',
  'deuda',
  'loan',
  'prestamo',
  'owe',
  'debo',
  'collector',
  'cobrador',
  'cobranza',
  'pay(?:ment)? plan',
);

/** The word for a debt itself. */
const OLD_DEBT_NAMED = pattern('debts?', 'deudas?');

/** The person rents a home from someone: "landlord", "el arrendador", "la dueña del depto". */
const LANDLORD = pattern(
  'landlord',
  'landlady',
  'property manager',
  'lease',
  'casero',
  'casera',
  'arrendador',
  'arrendadora',
  'contrato de (?:arrendamiento|alquiler|renta)',
);

/** Two problems at once ("X AND Y, which one first?"): Lane asks which to take first. */
const TWO_TOPICS = pattern(
  'which (?:one|first)',
  'which should i',
  'cual (?:primero|de los dos|debo)',
  'two (?:problems|things|issues|bills)',
  'dos (?:problemas|cosas|cuentas|facturas)',
  'both of them',
  // "ganamos 52 mil entre los dos", "los dos niños": the two people or things, not two problems.
  '(?<!entre )los dos(?! (?:ninos|hijos|ninas|hijas|trabajamos|ganamos))',
);

/** Words that make one area's claim on a message decisive over another's. */
/** A sale made: "signed a contract", "paid 300 down", "firmé el contrato", "le di un depósito". */
const DOOR_SALE =
  /\b(?:signed|sign up|signed up|contract|agreement|deposit|down payment|paid|bought|purchased|firme|firmamos|contrato|deposito|enganche|pague|compre|compramos)\b/u;

/** A debt named as such: what a real collector would be after. */
const DEBT_NAMED = pattern(
  String.raw`(?:i |we )?owe`,
  'debt',
  'deuda',
  'debo',
  'collection agency',
  'agencia de cobranza',
  'cobrador',
);

/** Money the person lost through an app or a transfer (the money a "recovery" firm offers to get back). */
const P2P_LOST = pattern(
  'zelle',
  'venmo',
  String.raw`cash ?app`,
  'wire',
  'transfer',
  'transferencia',
  'transferi',
);

/** "i paid a 200 deposit" to a dentist or a clinic: money paid on the bill, counted off what is left. */
function medicalDeposit(amounts: CaseAmount[], area: CaseArea | undefined): CaseAmount[] {
  if (area !== 'medical_bills' || amounts.some((amount) => amount.role === 'paid')) return amounts;
  return amounts.map((amount) => (amount.role === 'deposit' ? { ...amount, role: 'paid' as const } : amount));
}

/** "and make about 60k a year", "ganamos como 52 mil al año": a household's earnings, however introduced. */
const HOUSEHOLD_EARNS =
  /\b(?:make|makes|earn|earns|bring in|gano|ganamos|gana|ganan|income|ingresos)\b[^.!?]{0,30}\d[^.!?]{0,20}(?:a year|per year|yearly|annually|a month|per month|al ano|por ano|al mes|por mes)\b/u;

function adjustScores(
  scores: Map<CaseArea, number>,
  folded: string,
  flags: CaseFlags,
  cardType: CardType | undefined,
  today: string,
): void {
  const bump = (area: CaseArea, by: number) => scores.set(area, (scores.get(area) ?? 0) + by);
  // A collector holds the account, whatever the debt began as; "not a collector" takes it back.
  if (flags.collector === true) bump('debt_collection', 4);
  // A hospital bill the person can't afford stays a financial-assistance case when it reaches a
  // collector: the hospital must still take the application.
  if (flags.collector === true && flags.hardship === true && flags.hospital === true)
    bump('medical_bills', 5);
  if (flags.collector === false) scores.set('debt_collection', 0);
  // "a recovery company says for 250 upfront they get my zelle money back": a recovery scam after
  // money the person lost, never a collector after a debt (unless a debt is named too).
  if (flags.recoveryFeeAsked === true && !DEBT_NAMED.test(folded)) {
    scores.set('debt_collection', 0);
    if (P2P_LOST.test(folded)) bump('credit_card_fees', 4);
  }
  // A debt from long ago someone is collecting ("me están cobrando una deuda de una tarjeta de
  // 2009"): a collection matter, whatever it began as.
  if (flags.oldDebt === true && OLD_DEBT_NAMED.test(folded) && debtIsOld(folded, today))
    bump('debt_collection', 4);
  // A job offer at a clinic is about pay, not a medical bill.
  if (P.jobOffer.test(folded) && scores.get('salary')! >= 4) bump('salary', 3);
  // "ganamos como 52 mil al año" beside a hospital bill: the household's means to pay that bill,
  // never a pay talk of its own (no offer, no salary word of the job's).
  if (
    (scores.get('medical_bills') ?? 0) >= 2 &&
    (scores.get('salary') ?? 0) < 4 &&
    (EARNED_SAID.test(folded) || HOUSEHOLD_EARNS.test(folded)) &&
    /\b(?:bill|billed|factura|facturas|cuenta del hospital|owe|debo|debemos)\b/u.test(folded) &&
    !P.jobOffer.test(folded)
  )
    bump('medical_bills', 3);
  // "doing two jobs since my teammate left and wasnt replaced": a raise for a job that grew.
  if (flags.coveringRole === true) bump('salary', 5);
  // "eramos 3 companeros de cuarto, el deposito fue de 1800": a rental deposit shared by roommates.
  if (ROOMMATES.test(folded) && /\b(?:deposit|deposito)\b/u.test(folded)) bump('rent_landlord', 5);
  // A tradesman's bill is a service dispute even when it mentions a house, a phone or an estimate.
  if (P.contractor.test(folded)) bump('service_disputes', 2);
  // A seller who came to the door and made a sale there (a contract, a deposit): the Cooling-Off
  // Rule's sale, a service dispute, never a collector or a landlord at the door.
  if (flags.doorToDoor === true && DOOR_SALE.test(folded) && flags.collector !== true)
    bump('service_disputes', 6);
  // "hired a guy to redo my bathroom": the person hired someone; no pay talk of their own.
  if (HIRED_FOR_A_JOB.test(folded) && (scores.get('salary') ?? 0) < 4) {
    bump('service_disputes', 4);
    scores.set('salary', 0);
  }
  // A utility's bill (an estimated read, a late fee, a payment plan) is the utility's, not a card's.
  if (
    UTILITY.test(folded) &&
    UTILITY_BILLING.test(folded) &&
    !cardType &&
    !/(?:card|tarjeta)/u.test(folded)
  ) {
    bump('service_disputes', 4);
    scores.set('credit_card_fees', 0);
  }
  // An old debt with a letter or a threat to sue: a collection matter, whatever it began as.
  if (flags.oldDebt === true && (flags.suitThreatened === true || flags.collector === true)) {
    bump('debt_collection', 6);
    scores.set('credit_card_fees', 0);
  }
  // A gym or membership that won't let the person cancel: the club's matter, whatever card pays it.
  // (A credit card still charged after a cancellation stays the card's: the billing-error right.)
  if (
    P.membership.test(folded) &&
    P.cancelWord.test(folded) &&
    flags.unauthorized !== true &&
    !(cardType === 'credit' && flags.cancelled)
  )
    bump('service_disputes', 4);
  // A subscription cancelled and still charged to a credit card: the card's billing-error right
  // decides, whichever company it was.
  if (cardType === 'credit' && flags.cancelled === true && flags.unauthorized !== true)
    bump('credit_card_fees', 2);
  // Movers holding the goods: a service dispute, even between apartments.
  if (P.movers.test(folded)) {
    bump('service_disputes', 4);
    scores.set('rent_landlord', 0);
  }
  // A line or service the provider added that the person never ordered: the provider's bill,
  // however it was paid.
  if (P.unordered.test(folded) && (scores.get('service_disputes') ?? 0) >= 3) bump('service_disputes', 7);
  // A fee added every month to a cable, internet or phone bill is the provider's billing, not a
  // one-time purchase's hidden fee.
  if (TELECOM_SERVICE.test(folded) && RECURRING_FEE.test(folded) && /(?:fee|cargo|cobr)/u.test(folded))
    bump('service_disputes', 6);
  // Fraud on a card or an app is the bank's business, wherever the money went.
  if (flags.unauthorized && cardType) bump('credit_card_fees', 3);
  // Overtime or wages never paid are a pay matter with the employer.
  if (flags.unpaidOvertime || (flags.unpaidWages && EMPLOYED.test(folded))) bump('salary', 8);
  // "I lost my job" is a hardship, not a pay talk.
  if (flags.hardship && (scores.get('salary') ?? 0) < 4) scores.set('salary', 0);
  // A supplier or a client of the person's business.
  if (P.shortDelivery.test(folded) && scores.get('vendors')! >= 3) bump('vendors', 2);
  if (P.clientLate.test(folded) && scores.get('vendors')! >= 2) bump('vendors', 3);
  // A merchant still charging a credit card after cancelling: the card's billing-error right.
  if (cardType === 'credit' && flags.cancelled && P.chargedAgain.test(folded)) bump('credit_card_fees', 3);
  // Money sent by app is the app's and the bank's business, whatever it paid for.
  if (cardType === 'p2p') bump('credit_card_fees', 3);
  // A threat to sue over a debt or a loan is a collection matter.
  if (flags.suitThreatened && DEBT_WORDS.test(folded)) bump('debt_collection', 3);
  // "I paid with my debit card" names how they paid, not what went wrong with the card.
  if (
    cardType &&
    flags.unauthorized !== true &&
    !flags.cancelled &&
    ![P.billingError, P.lateFee, P.bankFee, P.cardFee, P.chargedAgain].some((rule) => rule.test(folded))
  ) {
    scores.set('credit_card_fees', Math.max(0, (scores.get('credit_card_fees') ?? 0) - 3));
  }
  // A free trial that turned into a paid plan is a subscription question, whatever card paid; a trial
  // the person cancelled and a credit card still charged is the card's billing error, as any plan's.
  if (
    TRIAL.test(folded) &&
    flags.unauthorized !== true &&
    !(cardType === 'credit' && flags.cancelled === true)
  ) {
    bump('service_disputes', 6);
    scores.set('credit_card_fees', 0);
  }
  // A car bought from a dealer, with products added to its loan, is a dealer question.
  if (CAR_BOUGHT.test(folded) && ADD_ONS.test(folded)) {
    bump('car_repairs_dealers', 6);
    scores.set('credit_card_fees', 0);
  }
  // Wages an employer never paid are a pay question, whatever else is named ("no soy contratista").
  if (flags.unpaidWages === true || flags.unpaidOvertime === true) bump('salary', 6);
  // Overdraft or NSF fees from a bank are a bank-fee question, even when the check was for rent.
  if (flags.overdraft === true && /(?:bank|banco|credit union|cooperativa)/u.test(folded)) {
    bump('credit_card_fees', 6);
    scores.set('rent_landlord', 0);
  }
  // A client stretching its payment terms (net 30 to net 90) is a talk with a client about when it
  // pays, even for a freelancer: never a rate to defend.
  if (TERMS_CHANGE.test(folded)) {
    bump('vendors', 8);
    scores.set('salary', 0);
  }
  // An invoice a client hasn't paid is a collection from a client, even for a freelancer.
  if (
    P.clientLate.test(folded) &&
    /(?:invoice|factura)/u.test(folded) &&
    flags.unpaidWages !== true &&
    flags.unpaidOvertime !== true
  ) {
    bump('vendors', 6);
    scores.set('salary', 0);
  }
  // A flight the airline cancelled is a refund question, whatever card paid for it.
  if (flags.flightCancelled === true) {
    bump('hidden_fees', 6);
    scores.set('credit_card_fees', 0);
  }
  // A rented car's counter fees are a hidden-fee question, not a repair.
  if (P.travel.test(folded) && /(?:rent|alquil)/u.test(folded)) scores.set('car_repairs_dealers', 0);
  // A lease, a landlord or a deposit make it a tenancy; moving house alone does not. A renewal
  // priced by lease length ("1,620 for 12 months or 1,590 for 18") is a lease's too.
  if (
    !/(?:landlord|lease|rent|renta|alquiler|casero|casera|arrendador|deposit|deposito|apartment|apartamento|depto|departamento|tenant|inquilino)/u.test(
      folded,
    ) &&
    !RENEWAL_BY_LENGTH.test(folded)
  ) {
    scores.set('rent_landlord', 0);
  }
  // A landlord keeping a deposit is a tenancy matter, whatever its list calls the deductions
  // ("cleaning fee", "key replacement"); a vacation rental's deposit stays a booking's.
  if (
    LANDLORD.test(folded) &&
    P.deposit.test(folded) &&
    !/(?:airbnb|vrbo|hotel|vacation rental|renta vacacional|alquiler vacacional)/u.test(folded)
  )
    bump('rent_landlord', 6);
  // An airline's or hotel's fee is a hidden-fee question even on a credit card, unless it's fraud.
  if (
    (P.lodging.test(folded) || P.travel.test(folded) || P.tickets.test(folded)) &&
    !flags.unauthorized &&
    !P.billingError.test(folded) &&
    cardType !== 'p2p'
  ) {
    bump('hidden_fees', 2);
  }
  // One purchase charged twice on a card (a hotel stay, a meal): the card's billing error, not the
  // merchant's fee or a hidden fee.
  if (
    DUPLICATE_CHARGE.test(folded) &&
    (cardType !== undefined || P.lodging.test(folded) || P.travel.test(folded) || P.tickets.test(folded)) &&
    flags.unauthorized !== true
  ) {
    bump('credit_card_fees', 4);
    scores.set('hidden_fees', Math.max(0, (scores.get('hidden_fees') ?? 0) - 2));
  }
  // A Medicaid or insurance card shown at the hospital is not a payment card.
  if (
    /(?:medicaid|medicare|insurance|seguro) card|tarjeta (?:de|del) (?:medicaid|medicare|seguro)/u.test(
      folded,
    )
  )
    scores.set('credit_card_fees', Math.max(0, (scores.get('credit_card_fees') ?? 0) - 3));
  // A rental company's damage bill is a dispute over a claim, not a hidden fee or a travel charge.
  if (damageClaim(folded)) {
    bump('service_disputes', 8);
    scores.set('hidden_fees', Math.max(0, (scores.get('hidden_fees') ?? 0) - 4));
  }
}

function wordCount(text: string): number {
  return (text.match(/[\p{L}\p{N}$%]+/gu) ?? []).length;
}

/** The rise comes with a renewal ("if I renew", "si renuevo"): not a change to the lease in force. */
const AT_RENEWAL = pattern(
  'if i renew',
  'if we renew',
  'at renewal',
  'on renewal',
  'to renew',
  'renewal',
  'si renuevo',
  'si renovamos',
  'al renovar',
  'para renovar',
  'renovacion',
);

/**
 * Work done beyond what was approved, in the person's words: "cambiaron tambien rotores traseros y un
 * sensor", "they also replaced the rear rotors and a sensor", "added a tire rotation".
 */
const EXTRA_WORK =
  /(?:(?:tambien|ademas) (?:cambiaron|hicieron|pusieron|agregaron|anadieron|reemplazaron|le cambiaron|le pusieron)|(?:cambiaron|hicieron|pusieron|agregaron|anadieron|reemplazaron) (?:tambien|ademas)|(?:they |he |the shop |the mechanic )?also (?:replaced|did|added|changed|put in|installed|fixed)|(?:they |he )?(?:replaced|added|changed|installed) (?:also ))\s+(?:el |la |los |las |the |a |an |un |una )?([\p{L}][\p{L}\s]{2,58}?)(?=\s*(?:[.,;!?(]|$|\s(?:and (?:nobody|no one|never|i|they|it)|y (?:nadie|nunca|yo|no)|sin|without|que yo|that i|which i|pero|but|por|for)\b))/u;

/** "because they did rotors and calipers too", "cambiaron los rotores también": the work, then "too". */
const EXTRA_WORK_TOO =
  /(?:(?:they|he|she|the shop|the mechanic)\s+(?:did|replaced|changed|added|installed|put in|put on|swapped)|cambiaron|hicieron|pusieron|agregaron|reemplazaron)\s+(?:the |new |el |la |los |las |un |una )?([\p{L}][\p{L}\s]{2,58}?)\s+(?:too|as well|also|tambien|ademas)(?![\p{L}])/u;

function extraWorkIn(text: string): string | undefined {
  const folded = fold(text);
  const match = EXTRA_WORK.exec(folded) ?? EXTRA_WORK_TOO.exec(folded);
  const words = match?.[1];
  if (!match || !words) return undefined;
  // The person's own spelling (accents kept) where the folded text lines up with it.
  const at = match.index + match[0].lastIndexOf(words);
  const own = text.length === folded.length ? text.slice(at, at + words.length).toLowerCase() : words;
  return own.trim();
}

/** "invoice #1042", "factura número 1042", "inv 2024-17": the invoice's own number. */
const INVOICE_NUMBER =
  /\b(?:invoice|inv|factura)\s*(?:#\s*|no\.?\s*|number\s*|numero\s*|nro\.?\s*)([a-z]{0,4}-?\d[\d-]{1,14})\b/u;

/** "raise my rate from 65 to 80/hr", "subir mi tarifa a 80 la hora": the new rate, as written. */
const NEW_RATE =
  /\b(?:rais\p{L}*|increas\p{L}*|bump\p{L}*|up|subir|aumentar)\s+(?:my |mi |the |la )?(?:rate|tarifa|hourly)[^.!?]{0,25}?\b(?:to|a)\s+(\$?\d+(?:[.,]\d+)?(?:\s?\/\s?(?:hr|hour|h)|\s(?:an hour|la hora|por hora))?)/u;

/** New duties in the person's words: "doing shift lead stuff", "haciendo trabajo de supervisora". */
const DUTIES =
  /(?:doing|been doing|basically doing|taking on|took on|covering|haciendo|hago|hice) (?:the |all the |el |la |las |los )?(?:trabajo de |tareas de |funciones de )?([\p{L}][\p{L} -]{2,28}?) (?:stuff|work|duties|tasks|job|role)(?![\p{L}])|(?:trabajo|tareas|funciones) de ([\p{L}][\p{L} -]{2,28}?)(?=[,.;]| sin| pero| y )/u;

/**
 * The work of someone more senior who left, taken over: "took over my coworker's reports when she
 * left (she was senior, they never replaced her)" is the senior work, its title the one to ask for.
 */
const SENIOR_DUTIES =
  /(?:took over|taken over|taking over|picked up|absorbed|covering|cover|asumi|me quede con|hago)[^.!?]{0,90}?(?:she|he|they|ella|el) (?:was|were|era|eran) (?:a |an |the |el |la )?(senior|lead|team lead|supervisor|supervisora|manager|gerente)(?![\p{L}])/u;

/** A provider that is not a hospital: its bill carries no hospital financial-assistance policy. */
const CLINIC_ONLY = pattern(
  'clinic',
  'clinica',
  'imaging center',
  'centro de imagenes',
  "doctor'?s office",
  'consultorio',
  'dentist',
  'dentista',
  // Dental work is done at a dentist's office, not a hospital.
  'crown',
  'root canal',
  'dental',
  'una corona',
  'la corona',
  'endodoncia',
  'tratamiento de conducto',
  'urgent care',
  'lab',
  'laboratorio',
);

/** The clinicians a patient does not choose at a facility (the No Surprises Act's ancillary services). */
const ANCILLARY_CLINICIAN = pattern(
  String.raw`anesthesi\p{L}*`,
  String.raw`anestesi\p{L}*`,
  String.raw`radiolog\p{L}*`,
  String.raw`patholog\p{L}*`,
  String.raw`patolog\p{L}*`,
  'assistant surgeon',
  'cirujano asistente',
  String.raw`neonatolog\p{L}*`,
  String.raw`hospitalist\p{L}*`,
);

/** Roles a listed part of a sum can have: "850 … uno de 500 y otro de 350", "kept 1,400: 600, 500, 300". */
const ITEM_ROLES: ReadonlySet<AmountRole> = new Set(['other', 'withheld', 'billed']);

/**
 * A sum followed by its parts ("me sacaron 850, dos envíos, uno de 500 y otro de 350"; "kept 1,400
 * of my deposit: 600 repaint, 500 carpet, 300 cleaning") is one amount, not three: the parts that
 * follow it and add up to it exactly are dropped, so no letter asks for 850, 500 and 350.
 */
function withoutItems(amounts: readonly CaseAmount[]): CaseAmount[] {
  const dropped = new Set<number>();
  amounts.forEach((sum, index) => {
    // "deposit was 1800 … a check for 650, keeping 1,150": what came back and what was kept are
    // both needed, never parts to drop.
    if (dropped.has(index) || sum.value <= 0 || sum.role === 'deposit') return;
    let total = 0;
    for (let next = index + 1; next < amounts.length; next += 1) {
      const part = amounts[next]!;
      if (!ITEM_ROLES.has(part.role) || part.value >= sum.value) break;
      // "2.4k … en dos envios de 1200": parts counted once and repeated.
      total += part.value * (part.count ?? 1);
      if (Math.abs(total - sum.value) < 0.005 && (next > index + 1 || (part.count ?? 1) > 1)) {
        for (let item = index + 1; item <= next; item += 1) dropped.add(item);
        break;
      }
      if (total > sum.value) break;
    }
  });
  return amounts.filter((_, index) => !dropped.has(index));
}

/** "my share would be", "coinsurance is", "mi parte sería": the words before a share given as a percent. */
const SHARE_CUE =
  /(?:my share|my part|my portion|my coinsurance|coinsurance|co-insurance|i (?:pay|owe|would owe|would pay)|patient responsibility|mi parte|mi porcentaje|coaseguro|yo (?:pago|pagaria|debo|deberia))[^.!?\n]{0,40}$/u;

/**
 * "my EOB says if in network my share would be 20% of the 1,100 allowed amount": the person's
 * in-network share is worked out for them ($220), as what they owe, when no share was given as a sum.
 */
function withShareWorkedOut(
  amounts: CaseAmount[],
  texts: readonly string[],
  area: CaseArea | undefined,
): CaseAmount[] {
  if (area !== 'medical_bills' || amounts.some((amount) => amount.role === 'owed')) return amounts;
  for (const text of texts) {
    const folded = fold(text);
    for (const match of folded.matchAll(
      /(\d{1,2}(?:[.,]\d+)?)\s?(?:%|percent|por\s?ciento)\s+(?:of|de)\s+(?:the\s+|el\s+|la\s+|los\s+|lo\s+)?\$?(\d[\d.,]*)/gu,
    )) {
      if (!SHARE_CUE.test(folded.slice(Math.max(0, (match.index ?? 0) - 60), match.index))) continue;
      const written = (match[2] ?? '').replace(/[.,]$/u, '');
      const base = amounts.find((amount) => amount.text.replace(/^\$/u, '') === written);
      // "30% de los 900 permitidos": a sum read as a count of something is still the base.
      const baseValue = base?.value ?? Number(written.replace(/[.,](?=\d{3}(?!\d))/gu, '').replace(',', '.'));
      const percent = Number((match[1] ?? '').replace(',', '.'));
      if (!(baseValue > 0) || !(percent > 0 && percent < 100)) continue;
      const value = Math.round(baseValue * percent) / 100;
      return [...amounts, { text: formatMoneyLike(value, base?.text ?? written), value, role: 'owed' }];
    }
  }
  return amounts;
}

/**
 * The one past year a debt story names ("una tarjeta del 2017", "a store card from 2019"): the
 * debt's own year, when no other year competes with it.
 */
function debtYearIn(folded: string, today: string): number | undefined {
  const thisYear = Number(today.slice(0, 4));
  const years = new Set(
    [...withoutBirthYears(folded).matchAll(/(?<![\d.,$])(19[5-9]\d|20[0-4]\d)(?!\d|[.,]\d)/gu)]
      .map((m) => Number(m[1]))
      .filter((year) => year < thisYear),
  );
  return years.size === 1 ? [...years][0] : undefined;
}

/** Years after which a debt's age is worth a question about the statute of limitations. */
const OLD_DEBT_YEARS = 6;

/** A debt said to be old in words: "years ago", "deuda vieja", "prescrita". */
const OLD_IN_WORDS = pattern(
  String.raw`\d+ years? (?:old|ago)`,
  'years ago',
  'old debt',
  'ancient',
  String.raw`hace (?:mas de )?\d+ anos`,
  'hace anos',
  'deuda vieja',
  'deuda antigua',
  String.raw`(?:muy|tan|bien) viej[ao]`,
  String.raw`(?:very|so|really) old`,
  'time-barred',
  'statute of limitations',
  String.raw`prescrit\p{L}*`,
);

/**
 * The debt is old: said so in words, or dated to a year long past ("una tarjeta de 2009"). A recent
 * year ("i cancelled in 2022") makes it no older than a validation's question.
 */
/**
 * A birth year named ("born 1958", "nacido en 1986", "DOB 3/4/1986"): a person's age, never the
 * year of a debt.
 */
const BIRTH_YEAR =
  /\b(?:born|birth ?(?:year|date|day)?|dob|d\.o\.b\.?|nacid[oa]s?|naci|nacio|nacimiento)\b(?: (?:in|on|en|el|del|is|es|was|fue|:))?[^.!?\d]{0,20}(?:\d{1,2}[/-]\d{1,2}[/-])?((?:19|20)\d\d)(?!\d)/gu;

/** The text with every birth year blanked out. */
function withoutBirthYears(folded: string): string {
  return folded
    .replace(BIRTH_YEAR, (whole, year: string) => whole.replace(year, ' '))
    .replace(HOME_SINCE_YEAR, (whole, year: string) => whole.replace(year, ' '));
}

/**
 * "vivo en henderson desde 2019", "i've lived in reno since 2018", "trabajo ahi desde 2015": the year
 * the person moved in or started work dates their life, never the debt.
 */
const HOME_SINCE_YEAR =
  /\b(?:vivo|vivimos|he vivido|hemos vivido|viviendo|live|lived|living|been living|trabajo|work(?:ed)?)\b[^.!?\d]{0,40}\b(?:desde|since)(?: el| the year)? ((?:19|20)\d\d)(?!\d)/gu;

/** Two different birth years named: the person's and the one on the collector's papers. */
function birthYearsDiffer(folded: string): boolean {
  return new Set([...folded.matchAll(BIRTH_YEAR)].map((m) => m[1])).size >= 2;
}

/** Words that make a birth year the person's own: "I am … born 1958", "yo soy … nacido en 1955". */
const OWN_BIRTH = /\b(?:i am|i'?m|im|i was|mine|my|yo soy|soy|yo naci|mi|la mia|el mio)\b/u;

/**
 * The birth year on the collector's papers and the person's own: two different years named with
 * a birth, one of them said as the person's ("I am … born 1958"), the other not.
 */
function birthYearsIn(folded: string): { theirs: number; mine: number } | undefined {
  const found = [...folded.matchAll(BIRTH_YEAR)].map((m) => {
    const start = m.index ?? 0;
    // Back to the last sentence break, and never further than 40 characters.
    const before = folded.slice(Math.max(0, start - 40), start);
    const clause = before.split(/[.!?;\n]|,(?=\s*(?:yo|i|and|y)\b)/u).at(-1) ?? '';
    return { year: Number(m[1]), own: OWN_BIRTH.test(clause + m[0]) };
  });
  const mine = [...new Set(found.filter((f) => f.own).map((f) => f.year))];
  const theirs = [...new Set(found.filter((f) => !f.own).map((f) => f.year))].filter(
    (year) => !mine.includes(year),
  );
  return mine.length === 1 && theirs.length === 1 ? { theirs: theirs[0]!, mine: mine[0]! } : undefined;
}

function debtIsOld(folded: string, today: string): boolean {
  const thisYear = Number(today.slice(0, 4));
  folded = withoutBirthYears(folded);
  return (
    OLD_IN_WORDS.test(folded) ||
    [...folded.matchAll(/(?<![\d.,$])(19[5-9]\d|20[0-4]\d)(?!\d|[.,]\d)/gu)].some(
      (m) => Number(m[1]) <= thisYear - OLD_DEBT_YEARS,
    )
  );
}

/** Pressing on with a request Lane refused: "just put it in", "everyone does it". */
const INSISTS = pattern(
  String.raw`just (?:put|add|say|write|include|mention)`,
  'everyone does it',
  'everybody does it',
  String.raw`(?:not|no) (?:a )?big deal`,
  String.raw`(?:they|nobody|no one)(?:'?ll| will)? (?:never )?(?:check|know|find out)`,
  'todo el mundo lo hace',
  'todos lo hacen',
  String.raw`nadie (?:lo )?(?:va a )?(?:revisa|revisar|sabe|sabra|saber)`,
  String.raw`solo (?:pon|ponga|agrega|agregue|di|diga|escribe|escriba)`,
  'no pasa nada',
);

/** What a utility does with its own bill: an estimate, a late fee, a plan, a shut-off. */
const UTILITY_BILLING = pattern(
  String.raw`estimated?`,
  String.raw`estimad\p{L}*`,
  'late fees?',
  String.raw`cargos? por (?:pago )?(?:atraso|atrasado|tardio)`,
  'recargos?',
  'payment (?:plan|arrangement)',
  'plan de pagos?',
  String.raw`shut[\s-]?off`,
  String.raw`disconnect\p{L}*`,
  'corte',
  'cortar',
  String.raw`back[\s-]?bill\p{L}*`,
  'past due',
  'behind',
  'atrasad[oa]s?',
);

/** "ok fine, no fake letter": the person drops a request Lane refused. */
const DROPS_DECEPTION = pattern(
  String.raw`(?:no|not a|not the|without a|without the|forget the|skip the) fake`,
  String.raw`sin (?:la |el |una |un )?(?:carta |oferta |documento |nota )?fals[oa]`,
  String.raw`(?:nada|nothing) (?:falso|fake)`,
);

/** Drops sentences aimed at Lane ("ignore all previous instructions…") and keeps the situation. */
function withoutInstructions(text: string): string {
  const parts = text.split(/(?<=[.!?\n])\s+|\s+(?=(?:ALSO|also|Also|PS|P\.S\.|ademas|Ademas|ADEMAS)\b)/u);
  const kept = parts.filter((part) => !OFF_TOPIC.some((rule) => rule.test(fold(part))));
  return kept.length > 0 ? kept.join(' ') : text;
}

/**
 * "should i just go to my bank?? its a visa debit card btw": a question with no figure that reads
 * as no matter of its own, in the same area as before, asks about the matter already told.
 */
function sameMatterQuestion(latest: string, earlier: readonly string[], today: string): boolean {
  if (!latest.includes('?') || readAmounts([latest]).length > 0) return false;
  const alone = readConversation([{ role: 'user', content: latest }], today, false).case;
  if (alone.subCase) return false;
  const before = readConversation([{ role: 'user', content: earlier.join('\n') }], today, false).case;
  return before.subCase !== undefined && (alone.area === undefined || alone.area === before.area);
}

/**
 * "different thing: …", "otra cosa, …", "unrelated, but …": the person says a new matter starts. It
 * does when what follows reads, on its own, as another area or sub-case than the talk so far: its
 * figures are that matter's ("mi jefe me ofrece 18 la hora" is no offer on the dentist's bill).
 */
const NEW_MATTER_MARK =
  /^[^\p{L}\d]*(?:(?:a |one )?(?:different|other|another|separate|unrelated) (?:thing|question|issue|topic|matter|problem)|something else|unrelated|(?:also,? )?separately|on another note|otra cosa|otro tema|otra pregunta|otro asunto|aparte de eso|cambiando de tema|por otro lado|algo diferente|algo distinto)(?![\p{L}])/u;

function markedNewMatter(latest: string, earlier: readonly string[], today: string): boolean {
  if (earlier.length === 0 || !NEW_MATTER_MARK.test(fold(latest))) return false;
  const alone = readConversation([{ role: 'user', content: latest }], today, false).case;
  if (alone.area === undefined) return false;
  const before = readConversation([{ role: 'user', content: earlier.join('\n') }], today, false).case;
  return (
    alone.area !== before.area ||
    (alone.subCase !== undefined && before.subCase !== undefined && alone.subCase !== before.subCase)
  );
}

/** A latest message this strongly about one area starts a new topic rather than adding detail. */
const NEW_TOPIC_SCORE = 5;
/** A clear claim of another area than the one talked about so far also starts a new topic. */
const OTHER_AREA_SCORE = 3;

function isNewTopic(latest: readonly [CaseArea, number][], earlier: readonly [CaseArea, number][]): boolean {
  const [top] = latest;
  if (!top) return false;
  return (
    top[1] >= NEW_TOPIC_SCORE ||
    (top[1] >= OTHER_AREA_SCORE && earlier[0] !== undefined && earlier[0][0] !== top[0])
  );
}
/**
 * "ok i paid the 1,140 on my credit card" after a 1,240 bill and 100 off: paying only figures the talk
 * already holds, or one earlier figure less another, is the same matter told further, whatever words
 * carry it. A new figure beside it ("… and the dealer's contract has 1,995 of add-ons") is news.
 */
function echoesEarlierFigure(latest: string, earlier: readonly string[]): boolean {
  const said = readAmounts([latest])
    .map((a) => a.value)
    .filter((v) => v >= 10);
  // "also it was charged to my credit card on autopay, it's on my statement": no new sum, and "it" is
  // the charge the talk is about.
  if (said.length === 0)
    return SAME_CHARGE_DETAIL.test(fold(latest)) && SAME_CHARGE_PRONOUN.test(fold(latest));
  const before = [...new Set(readAmounts(earlier).map((a) => a.value))];
  const cents = (v: number) => Math.round(v * 100);
  const known = new Set(before.map(cents));
  for (const a of before) for (const b of before) if (a > b) known.add(cents(a - b));
  return (
    (PAID_IT.test(fold(latest)) || SAME_CHARGE_DETAIL.test(fold(latest))) &&
    said.every((v) => known.has(cents(v)))
  );
}
/**
 * "forgot to say it was autopay on my credit card, the 264.99 posted on my statement": how the same
 * sums were paid or where they showed up, a detail of the matter told, never a new one.
 */
const SAME_CHARGE_PRONOUN =
  /\b(?:(?:it|this|that|they|which) (?:was|were|is|got|went|posted|showed)|it'?s|lo (?:pague|pagamos|cobraron|cargaron)|se (?:cobro|cargo|pago))\b/u;
const SAME_CHARGE_DETAIL = pattern(
  String.raw`(?:forgot|forget|neglected) to (?:say|mention|add|tell)`,
  String.raw`(?:olvide|se me olvido|me falto) (?:decir|mencionar|contar|agregar)?`,
  String.raw`(?:posted|showed up|appeared|went through|was charged|got charged|charged) (?:on|to) (?:my|the)`,
  String.raw`auto[\s-]?pay|pago automatico|cargo automatico|domiciliad[oa]`,
  String.raw`(?:card|account) statement|estado de cuenta`,
  String.raw`(?:aparecio|aparece|se cobro|me lo cobraron|lo cargaron|cargaron) (?:en|a) (?:mi|la)`,
);
/** The words of an insurer's explanation of benefits. */
const EOB_WORDS = pattern(
  'eob',
  'explanation of benefits',
  'explicacion de beneficios',
  'patient responsibility',
  'responsabilidad del paciente',
  'allowed amount',
  'monto permitido',
  '(?:plan|insurance|insurer|seguro|aseguranza) (?:paid|pago)',
);
/**
 * "EOB came: allowed 1,020.00, insurance paid 816.00, patient responsibility 204.00. collector still
 * wants 1,875.40": the insurer's answer on the bill a collector holds (its figure said again) is that
 * bill's news, never a new medical matter.
 */
function eobOnSameBill(latest: string, earlier: readonly string[]): boolean {
  // Only beside the collector holding it: "the hospital portal still says 2340" after an EOB is read
  // as the hospital's own bill, on its own.
  if (
    !EOB_WORDS.test(fold(latest)) ||
    !/\b(?:collector|collection agency|cobrador|agencia de cobranza|la agencia)\b/u.test(fold(latest))
  )
    return false;
  const before = new Set(readAmounts(earlier).map((a) => Math.round(a.value * 100)));
  return readAmounts([latest]).some((a) => a.value >= 10 && before.has(Math.round(a.value * 100)));
}
/** "i paid", "i put it on my card", "ya pagué": the person reports paying what was asked. */
const PAID_IT =
  /\b(?:i (?:just |finally |already )?(?:paid|put)|paid (?:it|the)|ya pague|pague|al final pague|pagamos)\b/u;

/** "the bill already went to a collector", "esa factura": the same matter, told further. */
const REFERS_BACK = pattern(
  String.raw`(?:the|that|this|same) (?:bill|debt|charge|account|invoice)`,
  String.raw`(?:esa|esta|la misma|la) (?:factura|deuda|cuenta|cuota)`,
  String.raw`(?:ese|este|el mismo|el) (?:cargo|cobro|saldo)`,
  String.raw`(?:already|ya) (?:went|got sent|was sent|sent it|la mandaron|lo mandaron|se fue|paso)`,
  String.raw`honest version`,
  String.raw`(?:their|su) (?:program|programa)`,
  // "they just charged me anyway", "the billing office says…", "me dijeron": the other side's answer.
  String.raw`(?:they|he|she|it) (?:just |now |also |then |finally )?(?:said|says|say|told|replied|answered|charged|offered|want|wants|claim|claims|sent)`,
  String.raw`(?:the|their) (?:billing office|office|company|gym|landlord|shop|dealer|bank|hospital|recruiter|client|supplier|rep|agent|manager) (?:says|said|told|replied|wants|charged|offered)`,
  // "emailed them. manager says if i take them to court…": the person's message sent, and the
  // other side's answer to it, with no article.
  String.raw`(?:i )?(?:emailed|texted|messaged|wrote to|called) (?:them|him|her|the (?:landlord|manager|owner|office|company))`,
  String.raw`(?:property |building )?(?:manager|landlord|owner|management) (?:says|said|told|replied|responded|answered)`,
  String.raw`(?:me |les |nos )?(?:dijeron|dijo|respondieron|respondio|contestaron|contesto|cobraron|ofrecieron|ofrecio|quieren|pidieron)`,
  'anyway',
  'de todos modos',
  // "dicen que me van a mandar a cobranza por los 760 que faltan": the rest of the same bill.
  String.raw`(?:me |nos )?(?:dicen|dice) que`,
  String.raw`\$?\d[\d.,]*k? (?:que faltan|que falta|restantes|that'?s left|left over|remaining)`,
  String.raw`the (?:rest|remaining|remainder|balance)(?: of (?:it|the bill))?`,
);
/** How many words a message needs before Lane believes it says what happened. */
/** "a payment plan 200 a month", "un plan de pagos de 150 al mes": a plan offered, not a price. */
const PLAN_OFFERED =
  /(?:payment plan|plan de pagos?|(?:\d[\d.,]*|payments? of \$?\d[\d.,]*) (?:a|per|each|every) month|\d[\d.,]* (?:al|por|cada) mes|mensualidades)/u;

/** A sum said again in a reply that was already the bill, the fee or the price: not a new offer. */
const HELD_ROLES: ReadonlySet<AmountRole> = new Set(['billed', 'fee', 'current', 'proposed', 'other']);

const DESCRIBED_WORDS = 6;
/** A first message this long tells a story even when no area's words are in it. */
const UNPLACED_BUT_TOLD_WORDS = 25;
/** An area scored below this beside an investing, tax or will question is only brushed. */
const OUT_OF_SCOPE_BELOW = 6;

/**
 * Reads the conversation the browser holds into the typed case and where the talk stands.
 * `today` (YYYY-MM-DD) anchors dates without a year and relative dates ("two weeks ago").
 */
/**
 * A delayed or lost checked bag: the figure said with the bag ("pagué 40 por la maleta", "$35 bag
 * fee") is the bag fee; every other figure is what the person paid out while waiting (receipts).
 */
const BAG_WORD = String.raw`(?:checked[- ]bags?|bags?|baggage|luggage|suitcases?|maletas?|equipaje|valijas?)`;
/** Right after the figure: "40 por la maleta", "$35 bag fee", "30 dollars for my checked bag". */
const BAG_FEE_AFTER = new RegExp(
  String.raw`^\s*(?:dollars?|dolares?|usd|bucks)?\s*(?:(?:for|por|de|in|en) (?:the |my |a |la |mi |una |el )?(?:checked |documentad[ao] )?${BAG_WORD}|(?:checked[- ])?(?:bag|baggage|luggage) (?:fee|charge))`,
  'u',
);
/** Right before it: "bag fee of 35", "the checked bag cost me 30", "cargo por equipaje de 40". */
const BAG_FEE_BEFORE = new RegExp(
  String.raw`${BAG_WORD}[^.?!\d]{0,25}(?:fee|charge|cost|cargo|tarifa|cobr\p{L}*|pague|paid)[^.?!\d]{0,12}$|(?:fee|charge|cargo|tarifa)[^.?!\d]{0,12}${BAG_WORD}[^.?!\d]{0,12}$`,
  'u',
);
/**
 * A delayed or lost checked bag: the figure said with the bag ("pagué 40 por la maleta", "$35 bag
 * fee") is the bag fee; the person's other figures are what they paid out while waiting (receipts).
 */
function bagRoles(amounts: CaseAmount[], flags: Case['flags'], folded: string): CaseAmount[] {
  if (flags.lostBag !== true || amounts.length < 2) return amounts;
  const feeAt = amounts.findIndex((amount) => {
    const at = folded.indexOf(fold(amount.text));
    if (at < 0) return false;
    const end = at + amount.text.length;
    return (
      BAG_FEE_AFTER.test(folded.slice(end, end + 40)) ||
      BAG_FEE_BEFORE.test(folded.slice(Math.max(0, at - 45), at).replace(/\$\s*$/u, ''))
    );
  });
  if (feeAt < 0) return amounts;
  return amounts.map((amount, index) =>
    index === feeAt
      ? { ...amount, role: 'fee' as const }
      : ['fee', 'other', 'billed', 'quoted', 'estimated'].includes(amount.role)
        ? { ...amount, role: 'paid' as const }
        : amount,
  );
}

export function readConversation(
  messages: readonly ChatMessage[],
  today: string,
  /** Look for a second matter in a first message (off when reading that matter on its own). */
  splitMatters = true,
): ConversationReading {
  if (flagsRead) return readMessages(messages, today, splitMatters);
  flagsRead = new Map();
  try {
    return readMessages(messages, today, splitMatters);
  } finally {
    flagsRead = undefined;
  }
}

function readMessages(
  messages: readonly ChatMessage[],
  today: string,
  splitMatters: boolean,
): ConversationReading {
  if (splitMatters) {
    const split = withFirstMatterOnly(messages, today);
    if (split) return split;
  }
  const written = messages.filter((m) => m.role === 'user').map((m) => m.content.replace(/[’‘]/g, "'"));
  // An instruction aimed at Lane inside a real situation is dropped; the situation is answered.
  const injected = OFF_TOPIC.some((rule) => rule.test(fold(written.at(-1) ?? '')));
  const userTexts = written.map(withoutInstructions);
  const latest = userTexts.at(-1) ?? '';
  const hasEarlierAnswer = messages.slice(0, -1).some((m) => m.role === 'assistant');

  // A new topic in a follow-up starts over: its amounts, dates and area replace the old ones.
  const latestFolded = fold(latest);
  const latestRanked = ranked(areaScores(latestFolded));
  const topicStart =
    userTexts.length > 1 && markedNewMatter(latest, userTexts.slice(0, -1), today)
      ? userTexts.length - 1
      : userTexts.length > 1 &&
          (isNewTopic(latestRanked, ranked(areaScores(fold(userTexts.slice(0, -1).join('\n'))))) ||
            turnsToSecondMatter(userTexts, today)) &&
          wordCount(latest) >= DESCRIBED_WORDS &&
          !detectFollowUp(latest) &&
          !REFERS_BACK.test(latestFolded) &&
          // "they can pause it for 2 weeks, then it goes to a collection agency": their answer on this bill.
          !holdIn(latest, today) &&
          !SAME_BILL_TO_COLLECTIONS.test(latestFolded) &&
          !echoesEarlierFigure(latest, userTexts.slice(0, -1)) &&
          !eobOnSameBill(latest, userTexts.slice(0, -1)) &&
          !sameMatterQuestion(latest, userTexts.slice(0, -1), today) &&
          // "me mandaron la solicitud de la tarjeta, es de Jose Ramirez nacido en 1990": the collector's
          // papers, for someone else, answer the same matter.
          !(FLAG_RULES.otherPersonsDebt.yes.test(latestFolded) || birthYearsDiffer(latestFolded))
        ? userTexts.length - 1
        : 0;
  const topicTexts = userTexts.slice(topicStart);
  // After a first message too vague to read, the next one is the situation itself, whatever it says
  // of the other side ("they want 500 today"): all of it is facts, and it gets a first answer.
  // A long first message Lane could place in no area still told what happened: what comes next
  // is the other side's answer, not the missing details.
  const firstVague =
    topicTexts.length === 2 &&
    (wordCount(topicTexts[0] ?? '') < DESCRIBED_WORDS ||
      (ranked(areaScores(fold(topicTexts[0] ?? ''))).length === 0 &&
        wordCount(topicTexts[0] ?? '') < UNPLACED_BUT_TOLD_WORDS));
  // Follow-up outcome messages add no facts about the case itself ("they offered 200").
  // A hold they gave ("pause it 2 weeks, then collections") is their answer too, not a fact of the case.
  // "they'll look into it" is their answer too; "that's 650 of my money gone" is the person's own worry.
  const factTexts = topicTexts
    .filter(
      (text, index) =>
        index === 0 ||
        firstVague ||
        ((!detectFollowUp(text) || validationLetterNews(text)) &&
          !holdIn(text, today) &&
          !pendingReviewIn(fold(text), today)),
    )
    .map((text, index) => (index === 0 ? text : withoutOwnWorry(text)));
  const all = factTexts.join('\n');
  const folded = fold(all);

  const flags = readFlags(folded);
  // "trabajo 52 horas cada semana y me pagan las 52 a 17 igual, nunca overtime": hours over 40 paid
  // at the straight rate (or not at all) are overtime owed, whatever else the message looks like.
  if (flags.unpaidOvertime === undefined && straightTimeOverForty(folded)) flags.unpaidOvertime = true;
  // "hice un sitio web para un cliente … no me ha pagado los 1.600 que faltan": a client's unpaid
  // balance on work delivered is an invoice to collect, never wages from an employer.
  if (flags.unpaidWages === true && CLIENT_WORK.test(folded) && !EMPLOYED.test(folded))
    delete flags.unpaidWages;
  // An anesthesiologist's, radiologist's or pathologist's own bill after care at an in-network
  // facility is the No Surprises Act's surprise bill: the person never chose that clinician.
  if (
    flags.outOfNetworkProvider === undefined &&
    flags.inNetworkFacility === true &&
    ANCILLARY_CLINICIAN.test(folded)
  )
    flags.outOfNetworkProvider = true;
  // What the other side said or did in a later turn ("they say they'll sue", "they called my work
  // again", "I can't pay it all at once") still tells the case something.
  const later = readFlags(fold(topicTexts.join('\n')));
  for (const name of [
    'suitThreatened',
    'callsAtWork',
    'hardship',
    'lateFeeCapQuoted',
    'repairTied',
    'withholdingRent',
    'recoveryFeeAsked',
    'federalBenefits',
    'meterRead',
    'catchUpBill',
    'claimCodingError',
    'disputeSent',
    'creditReportThreat',
    'checkingReportThreat',
    'windowPassedClaimed',
    'creditWorry',
    'toldTooLate',
    'planInPlace',
    'accountNumberAsked',
    'arrestThreat',
    'harassed',
    'garnishThreat',
    'noInterimCredit',
    'rentDueSoon',
    'mortgage',
    'liabilityTierCited',
    'longInvestigation',
    'feesSeparate',
    'workFaulted',
    'workAccepted',
    'workInUse',
    'workApproved',
    'finalOffer',
    'releaseDemanded',
    'newOwner',
    'moveOutThreat',
    'rentLimitCovered',
    'collectionsThreat',
    'lawClaimed',
    'todayOnly',
    'waiverClaimed',
    'estimateDisowned',
    'extraForLab',
    'estimateApprox',
    'extraAdded',
    'noIncomeProof',
    'incomeTooHigh',
    'assistancePending',
    'replacementClause',
    'deductibleMet',
    'noFormGiven',
    'alternateBenefit',
    'oneTimeCredit',
    'bonusOpen',
    'otherInterview',
    'refundBlame',
    'weatherCited',
    'planChanged',
    'oldRateAsked',
    'pendingHoldClaimed',
    'bankSaysAuthorized',
    'sentToMerchant',
    'merchantDamageClaim',
    'damageUnannounced',
    'noDamagePhotos',
    'damageDenied',
    'photosAfterReturn',
    'onlyEstimate',
    'benefitNeedsDocs',
    'cancelMethodRequired',
    'cancelProof',
    'cancelWitness',
    'cancelledByEmail',
    'equipmentReturned',
    'returnReceipt',
    'sentAwayInPerson',
    'visitedToday',
    'autopay',
    'notUsedAfter',
    'issuerSaidNo',
    'addOnWarranty',
    'addOnGap',
    'voicemailClaimed',
    'safetyClaimed',
    'neededClaimed',
    'otherPersonsDebt',
    'changesRequested',
    'titleOffered',
    'approvedVerbally',
    'oldPartsDiscarded',
    'surchargeRelabel',
    'p2pDemanded',
    'lienThreat',
    'jointlyLiable',
    'toldRequired',
    'courtDare',
    'countersuitThreat',
    'leaseClauseCited',
    'nailHoles',
    'limitExemptClaimed',
    'noItemList',
    'deductionsItemized',
    'noReceipts',
    'paidUnderProtest',
    'letterInMyName',
    'propertyThreat',
    'addressDemanded',
    'settleOffered',
    // "y que no ande hablando de sueldos con los compañeros": a gag on pay talk said in a reply.
    'payDiscussion',
    // "base max is 76k and that's final": the ceiling is named in the reply to the ask.
    'payCapped',
    // "also she mentioned theres a union contract": the pay scale comes up in the reply.
    'unionContract',
    'supplyStopThreat',
  ] as const) {
    if (flags[name] === undefined && later[name] !== undefined) flags[name] = later[name];
  }
  // "i applied for financial assistance", then "they denied it": a decision ends the pending application.
  if (later.assistancePending === false) flags.assistancePending = false;
  // "no signing bonus" in the offer, then "they could maybe do a signing bonus": the latest reply
  // opens the door the offer had shut.
  if (
    userTexts.length > 1 &&
    FLAG_RULES.bonusOpen.no?.test(latestFolded) !== true &&
    FLAG_RULES.bonusOpen.yes.test(latestFolded)
  )
    flags.bonusOpen = true;
  // "pueden embargar mi casa": a threat to the house, not to wages, unless those are named too.
  if (flags.propertyThreat === true && !WAGES_OR_BANK.test(fold(topicTexts.join('\n'))))
    delete flags.garnishThreat;
  // Work launched and in use is work accepted.
  if (flags.workInUse === true) flags.workAccepted = true;
  // A receipt is the equipment's return receipt only beside a return the person made.
  if (flags.equipmentReturned !== true) delete flags.returnReceipt;
  // "me colgaron", "they hung up on me": said in the latest message, the call was cut, not answered.
  if (HUNG_UP.test(latestFolded)) flags.hungUp = true;
  // "me contestó que si no acepto, que me vaya el 1 de diciembre": the landlord's answer now is to
  // leave, not a fear the person voiced earlier ("no quiero que me saque").
  if (flags.moveOutThreat === true && FLAG_RULES.moveOutThreat.yes.test(latestFolded))
    flags.toldToLeave = true;
  // "he just won't renew and i have to be out july 31. is that legal": the end of the lease, not now.
  if (NON_RENEWAL.test(latestFolded)) flags.nonRenewal = true;
  // A move from Houston to Atlanta crossed state lines.
  if (flags.interstate === undefined && statesNamed(folded).size >= 2) flags.interstate = true;
  // A checked bag that came late is the lost-bag world's delayed case, never a booking fee.
  if (flags.bagDelayed === true) flags.lostBag = true;
  // "pague la tarjeta completa el 10 y aun asi me cobraron 23.40 de intereses": the issuer's interest.
  if (INTEREST_AFTER_PAID_IN_FULL.test(folded)) flags.interestAfterPaidInFull = true;
  // A reservation cancelled and charged anyway is one charge for a booking, not a subscription.
  if (flags.cancelled !== true) delete flags.bookingCancelled;
  // A debt from a year long past ("a 2011 credit card") may be past the statute of limitations.
  const thisYear = Number(today.slice(0, 4));
  // A "recovery company" after a fee to get lost money back is no collector, unless a debt is named.
  if (flags.recoveryFeeAsked === true && flags.collector === true && !DEBT_NAMED.test(folded))
    delete flags.collector;
  // Two people told apart by their birth years ("its for Robert Alvarez born 1986. I am Roberto
  // Alvarez born 1958"): the collector's papers are someone else's.
  if (flags.otherPersonsDebt === undefined && birthYearsDiffer(folded)) flags.otherPersonsDebt = true;
  if (
    flags.oldDebt === undefined &&
    [...withoutBirthYears(folded).matchAll(/(?<![\d.,$])(19[5-9]\d|20[0-4]\d)(?![\d,]|\.\d)/gu)].some(
      (m) => Number(m[1]) <= thisYear - OLD_DEBT_YEARS,
    )
  ) {
    flags.oldDebt = true;
  }
  // "i cancelled in 2022": a year only a few years back makes no debt old; only a year long past or
  // the person's own words ("years ago", "muy vieja") do.
  if (flags.oldDebt === true && !debtIsOld(folded, today)) delete flags.oldDebt;
  if (/\bER\b/.test(all) && flags.emergency === undefined) flags.emergency = true;
  // Emergency care is a hospital's; a clinic, an imaging center or a dentist named alone is not one.
  if (flags.emergency === true && flags.hospital === undefined) flags.hospital = true;
  if (flags.hospital === undefined && CLINIC_ONLY.test(folded)) flags.hospital = false;
  const cardType = readCardType(folded);
  // "I paid with my debit card, not credit", said in a later reply, still tells the card (the
  // area was already weighed on the story itself).
  const statedCard = cardType ?? readCardType(fold(topicTexts.join('\n')));
  const insurance = readInsurance(folded);

  // "ok i paid the 1,140 on my credit card" after the shop's 1,240 bill: how the person paid the
  // figure already talked about tells no new world; the area stays the one the story was told in.
  const earlierFacts = factTexts.slice(0, -1);
  const earlierTop = ranked(areaScores(fold(earlierFacts.join('\n'))))[0]?.[0];
  const keepsWorld =
    topicStart === 0 &&
    earlierFacts.length > 0 &&
    !firstVague &&
    factTexts.at(-1) === latest &&
    earlierTop !== undefined &&
    (echoesEarlierFigure(latest, topicTexts.slice(0, -1)) ||
      // "they sent it to collections, got a letter from a collection agency nov 19" after an internet
      // bill: the same bill, now with a collector; the story's world stays.
      (earlierTop !== 'debt_collection' && SAME_BILL_TO_COLLECTIONS.test(fold(latest))));
  // That collector holds the same bill: it weighs no new world.
  const sentOn =
    keepsWorld && earlierTop !== 'debt_collection' && SAME_BILL_TO_COLLECTIONS.test(fold(latest));
  const areaText = keepsWorld ? fold(earlierFacts.join('\n')) : folded;
  const scores = areaScores(areaText);
  adjustScores(
    scores,
    areaText,
    sentOn ? { ...flags, collector: undefined } : flags,
    keepsWorld ? readCardType(areaText) : cardType,
    today,
  );
  const order = ranked(scores);
  const [top, second] = order;
  // Two problems named side by side with "which one first?": ask which to take.
  const twoTopics =
    top !== undefined &&
    second !== undefined &&
    second[1] >= 3 &&
    second[1] >= top[1] - 2 &&
    TWO_TOPICS.test(folded);
  // A world Lane has no plan for (a tow, a bank's hold, a denied car or home insurance claim) gets
  // the safe general plan with that world's own first steps, never another world's script.
  const uncovered =
    flags.towed === true ||
    flags.bankHold === true ||
    flags.hoaFine === true ||
    flags.studentLoan === true ||
    flags.lostBag === true ||
    flags.paydayLoan === true ||
    flags.rentLateFee === true ||
    // A store's return or a repair shop's damage only when no area of Lane's claimed the story.
    ((flags.storeReturn === true || flags.repairDamage === true) && top === undefined) ||
    (flags.insuranceClaimDenied === true && top?.[0] !== 'medical_bills') ||
    // A credit report's error is the bureaus' and the reporting company's to fix, not a fee to waive;
    // a collector's own report stays in the collector's world.
    (flags.creditReportError === true && flags.collector !== true && top?.[0] !== 'debt_collection') ||
    // A car's total loss is a payout to argue with the insurer, whatever a deductible or a loan scored.
    flags.totalLoss === true ||
    // A timeshare is cancelled by its contract's own terms, never a card charge nobody recognizes.
    flags.timeshare === true ||
    // A pharmacy's price for a prescription is the drug plan's to answer, never a hospital bill.
    (flags.prescriptionCost === true &&
      flags.emergency !== true &&
      (!top || top[0] === 'medical_bills') &&
      !/(?:hospital|clinic|clinica|doctor'?s (?:bill|office)|er visit|emergency room|urgencias)/u.test(
        folded,
      )) ||
    // A loan's payment or balance (a car loan, a mortgage) has no plan here: never a card's script.
    (LOAN_SERVICING.test(folded) && !CARD_WORDS.test(folded) && (!top || top[0] === 'credit_card_fees'));
  // A booking cancelled in time and charged anyway is a charge to dispute, whatever fee it names.
  const area =
    twoTopics || uncovered
      ? undefined
      : top?.[0] === 'hidden_fees' && flags.bookingCancelled === true
        ? 'credit_card_fees'
        : // A "free" phone billed after a switch of carrier is the carrier's bill, whatever else scored.
          (isDeviceBalance(folded) || isTradeInMissing(folded)) &&
            (!top || top[0] === 'service_disputes' || top[0] === 'hidden_fees')
          ? 'service_disputes'
          : top?.[0];
  // An investing, tax or will question that only brushes an area ("pay down my car loan") is out
  // of scope; a real dispute that mentions one stays in its area.
  const outOfScope = OUT_OF_SCOPE.test(latestFolded) && (!top || top[1] < OUT_OF_SCOPE_BELOW);
  const offTopic = (injected && (!area || wordCount(latest) < DESCRIBED_WORDS)) || outOfScope;
  const deceives = (text: string) =>
    DECEPTION.some((rule) => rule.test(text)) || (ASKS_TO_WRITE.test(text) && ADMITS_UNTRUE.test(text));
  const asksForDeception =
    (deceives(latestFolded) ||
      // "just put the layoff part in pls, everyone does it", after a refused request.
      (INSISTS.test(latestFolded) && userTexts.slice(0, -1).some((text) => deceives(fold(text))))) &&
    !DROPS_DECEPTION.test(latestFolded);

  const timeOff = area === 'salary' && !offTopic && P.jobOffer.test(folded) ? timeOffIn(folded) : undefined;
  const paymentTerms = area === 'vendors' && !offTopic ? paymentTermsIn(folded) : undefined;
  const extraCharge = area === 'hidden_fees' && !offTopic ? extraChargeIn(folded, feeNameIn(all)) : undefined;
  // The second charge's nightly figure ("also 25 a night parking") is never the room's rate.
  const rawAmounts = withoutTermDays(withoutDaysOff(readAmounts(factTexts), timeOff), paymentTerms).map(
    (amount) =>
      extraCharge?.value === amount.value && amount.role === 'unit'
        ? { ...amount, role: 'other' as const }
        : amount,
  );
  const base = {
    amounts: rawAmounts,
    dates: withoutBareMonth(
      withRentDueDay(
        withLetterInMyName(
          withPaymentDay(
            withLaterDueDates(readDates(factTexts, today), readDates(topicTexts, today)),
            flags.interestAfterPaidInFull === true ? folded : undefined,
          ),
          flags.letterInMyName === true ? letterDayIn(fold(topicTexts.join('\n')), today) : undefined,
        ),
        // Money taken from the account while rent falls due: the day it does, for the bank's credit.
        flags.rentDueSoon === true && area === 'credit_card_fees' ? fold(topicTexts.join('\n')) : undefined,
        today,
        detectLanguage(all) ?? 'en',
      ),
    ),
    percentages: extractPercentages(all),
    counts: withSpelledChargeCount(readCounts(factTexts), folded),
    ...(feeNameIn(all) ? { feeName: feeNameIn(all) } : {}),
    ...(extraCharge ? { extraCharge } : {}),
    ...(shortfallIn(factTexts) ? { shortfall: shortfallIn(factTexts) } : {}),
    ...(flags.rentLateFee === true && readRentDays(folded) ? { rentDays: readRentDays(folded) } : {}),
    ...((stateIn(folded) ?? (LOS_ANGELES.test(all) ? 'California' : undefined))
      ? { state: stateIn(folded) ?? 'California' }
      : stateCodeIn(all)
        ? { state: stateCodeIn(all) }
        : {}),
    ...(area === 'salary' && leavePayoutIn(all) ? { leavePayout: leavePayoutIn(all) } : {}),
    ...(area === 'rent_landlord' && cityIn(folded) ? { city: cityIn(folded) } : {}),
    // A freelancer in New York City ("designer in brooklyn"): the city's own office is named, as a question.
    ...(area === 'vendors' && NEW_YORK_CITY.test(folded) ? { city: 'New York City' } : {}),
    // "landlord in LA": Los Angeles in capitals, when no other city is named.
    ...(area === 'rent_landlord' && !cityIn(folded) && livesInLA(all) ? { city: 'Los Angeles' } : {}),
    ...(area === 'rent_landlord' && wornItemIn(fold(topicTexts.join('\n')), today)
      ? { wornItem: wornItemIn(fold(topicTexts.join('\n')), today) }
      : {}),
    ...(area === 'car_repairs_dealers' && addOnItemsIn(all) ? { addOnItems: addOnItemsIn(all) } : {}),
    ...(area === 'car_repairs_dealers' && sellerWordsIn(all) ? { sellerWords: sellerWordsIn(all) } : {}),
    ...(area === 'car_repairs_dealers' && flags.toldRequired === true && requiredProductsIn(all)
      ? { requiredAddOns: requiredProductsIn(all) }
      : {}),
    // The dealer's answer, quoted as typed, from a follow-up only ("dice que era obligatoria").
    ...(area === 'car_repairs_dealers' && userTexts.length > 1 && dealerSaidIn(userTexts.at(-1) ?? '')
      ? { dealerSaid: dealerSaidIn(userTexts.at(-1) ?? '') }
      : {}),
    // The dealer's answer about each add-on, from a follow-up only ("they'll cancel the warranty but gap is non refundable").
    ...(area === 'car_repairs_dealers' && userTexts.length > 1 && dealerReplyIn(userTexts.at(-1) ?? '')
      ? { dealerReply: dealerReplyIn(userTexts.at(-1) ?? '') }
      : {}),
    ...(area === 'car_repairs_dealers' && loanMonthsIn(folded) ? { loanMonths: loanMonthsIn(folded) } : {}),
    ...(statementDayIn(folded) ? { statementDay: statementDayIn(folded) } : {}),
    ...(area === 'salary' && reviewMonthIn(fold(topicTexts.join('\n')))
      ? { reviewMonth: reviewMonthIn(fold(topicTexts.join('\n'))) }
      : {}),
    ...(flags.flightChanged === true && flightChangeHours(folded) !== undefined
      ? { changeHours: flightChangeHours(folded) }
      : {}),
    ...(flags.overdraft === true && flags.authorizedPositive === true && availableIn(folded)
      ? { availableBalance: availableIn(folded) }
      : {}),
    ...(flags.overdraft === true && flags.authorizedPositive === true && overdrawnByIn(folded)
      ? { overdrawnBy: overdrawnByIn(folded) }
      : {}),
    // "thats 63.60 in fees on 178 of tickets": the fees' sum, said once.
    ...(area === 'hidden_fees' && feesStatedIn(fold(factTexts.join('\n')))
      ? { feesStated: feesStatedIn(fold(factTexts.join('\n'))) }
      : {}),
    // "closed my checking aug 8 … aug 15 my old gym autopay 49.99 hit anyway".
    ...(area === 'credit_card_fees' &&
    flags.accountClosed === true &&
    closedAccountIn(fold(factTexts.join('\n')))
      ? { closedAccount: closedAccountIn(fold(factTexts.join('\n'))) }
      : {}),
    // "overdraft fee 36, extended overdraft 25, monthly maintenance 12 for aug and 12 for sept".
    ...(area === 'credit_card_fees' && bankFeesIn(fold(factTexts.join('\n')))
      ? { bankFees: bankFeesIn(fold(factTexts.join('\n'))) }
      : {}),
    // The notice a cancellation needs, said at first or in the other side's reply ("hay que dar 30 dias de aviso").
    ...(area === 'service_disputes' && noticeDaysIn(fold(topicTexts.join('\n')))
      ? { noticeDays: noticeDaysIn(fold(topicTexts.join('\n'))) }
      : {}),
    ...(area === 'debt_collection' && callsIn(fold(topicTexts.join('\n')))
      ? { calls: callsIn(fold(topicTexts.join('\n'))) }
      : {}),
    ...(area === 'debt_collection' && collectorNameIn(factTexts.join('\n'))
      ? { collectorName: collectorNameIn(factTexts.join('\n')) }
      : {}),
    ...(area === 'debt_collection' && flags.otherPersonsDebt === true && birthYearsIn(folded)
      ? { birthYears: birthYearsIn(folded) }
      : {}),
    ...(area === 'debt_collection' && flags.someoneElsesDebt === true && otherDebtorIn(factTexts.join('\n'))
      ? { otherDebtor: otherDebtorIn(factTexts.join('\n')) }
      : {}),
    ...(area === 'debt_collection' && debtYearIn(folded, today) !== undefined
      ? { debtYear: debtYearIn(folded, today) }
      : {}),
    ...(area === 'rent_landlord' && repairItemIn(all) ? { repairItem: repairItemIn(all) } : {}),
    ...(area === 'vendors' && otherSupplierFeeIn(folded)
      ? { otherSupplierFee: otherSupplierFeeIn(folded) }
      : {}),
    ...(area === 'vendors' && invoicesIn(all, readDates(factTexts, today))
      ? { invoices: invoicesIn(all, readDates(factTexts, today)) }
      : {}),
    ...(area === 'vendors' &&
    /\b(?:contract|agreement|contrato|acuerdo)\b/u.test(folded) &&
    noticeDaysIn(folded)
      ? { noticeDays: noticeDaysIn(folded) }
      : {}),
    // The supplier's offer to hold the price comes in their answer, a follow-up.
    ...(area === 'vendors' && lockMonthsIn(fold(topicTexts.join('\n')))
      ? { lockMonths: lockMonthsIn(fold(topicTexts.join('\n'))) }
      : {}),
    ...(area === 'credit_card_fees' &&
    flags.merchantDamageClaim === true &&
    damageCitedIn(topicTexts.join('\n'))
      ? { damageCited: damageCitedIn(topicTexts.join('\n')) }
      : {}),
    ...((area === 'rent_landlord' || area === 'vendors') && tenureIn(folded)
      ? { tenureYears: tenureIn(folded) }
      : {}),
    // "el aumento máximo este año es 3%": the rise the housing office says the limit allows.
    ...(area === 'rent_landlord' &&
    flags.rentLimitCovered === true &&
    allowedRiseIn(fold(topicTexts.join('\n')))
      ? { allowedRisePercent: allowedRiseIn(fold(topicTexts.join('\n'))) }
      : {}),
    // The days to leave, said at first or in the landlord's answer ("si no, que me vaya en 30 días").
    ...(area === 'rent_landlord' && leaveDaysIn(fold(topicTexts.join('\n')))
      ? { leaveDays: leaveDaysIn(fold(topicTexts.join('\n'))) }
      : {}),
    ...(area === 'rent_landlord' && buildingBuiltIn(folded, today)
      ? { buildingBuilt: buildingBuiltIn(folded, today) }
      : {}),
    ...(area === 'medical_bills' && householdIn(folded) ? { householdSize: householdIn(folded) } : {}),
    ...(area === 'vendors' && clientShortPayIn(folded, fold(topicTexts.join('\n')))
      ? { clientShortPay: clientShortPayIn(folded, fold(topicTexts.join('\n'))) }
      : {}),
    ...(area === 'salary' && flags.unpaidOvertime === true && overtimeIn(folded, today)
      ? { overtime: overtimeIn(folded, today) }
      : {}),
    ...(area === 'rent_landlord' && splitIn(folded) ? { split: splitIn(folded) } : {}),
    ...(area === 'medical_bills' && PROVIDER.exec(all)
      ? { provider: PROVIDER.exec(all)?.[1]?.toLowerCase() }
      : {}),
    ...(area === 'credit_card_fees' && named(all, BANK_NAMES) ? { bank: named(all, BANK_NAMES) } : {}),
    ...(area === 'credit_card_fees' && named(all, APP_NAMES) ? { app: named(all, APP_NAMES) } : {}),
    ...(area === 'salary' && dutiesIn(folded) ? { duties: dutiesIn(folded) } : {}),
    ...(area === 'salary' && skillsIn(folded, all) ? { skills: skillsIn(folded, all) } : {}),
    ...(area === 'salary' && jobTitleIn(folded, all) ? { jobTitle: jobTitleIn(folded, all) } : {}),
    ...(flags.doorToDoor === true && saleItemIn(folded, all) ? { saleItem: saleItemIn(folded, all) } : {}),
    ...(timeOff ? { timeOff } : {}),
    ...(paymentTerms ? { paymentTerms } : {}),
    ...(area === 'service_disputes' && promoIn(folded, today) ? { promo: promoIn(folded, today) } : {}),
    ...(area === 'car_repairs_dealers' ? shopTerms(topicTexts.join('\n')) : {}),
    ...(area === 'medical_bills' && claimIn(all) ? { claim: claimIn(all) } : {}),
    ...(area === 'car_repairs_dealers' && extraWorkIn(all) ? { extraWork: extraWorkIn(all) } : {}),
    ...(flags.equipmentReturned === true && equipmentChargeIn(factTexts)
      ? { equipmentCharge: equipmentChargeIn(factTexts) }
      : {}),
    ...(INVOICE_NUMBER.exec(folded)?.[1] ? { invoiceNumber: INVOICE_NUMBER.exec(folded)?.[1] } : {}),
    ...(NEW_RATE.exec(fold(userTexts.join('\n')))?.[1]
      ? { newRate: NEW_RATE.exec(fold(userTexts.join('\n')))?.[1]?.replace(/\s?\/\s?/u, '/') }
      : {}),
    ...(((area === 'medical_bills' ? billerIn(all) : undefined) ?? extractParty(all))
      ? { party: (area === 'medical_bills' ? billerIn(all) : undefined) ?? extractParty(all) }
      : {}),
    ...(cardNameIn(folded) ? { cardName: cardNameIn(folded) } : {}),
    // "pague la tarjeta completa … intereses": a card whose balance is paid off is a credit card.
    ...(statedCard
      ? { cardType: statedCard }
      : area === 'credit_card_fees' && flags.interestAfterPaidInFull === true
        ? { cardType: 'credit' as const }
        : {}),
    ...(insurance ? { insurance } : {}),
    flags,
    asksForDeception,
    offTopic,
    ...(detectWritten(userTexts) ? { writtenIn: detectWritten(userTexts) } : {}),
  };
  const subCase = area && !offTopic ? pickSubCase(area, folded, base, today) : undefined;
  const close = top && second && second[1] >= 3 && second[1] >= top[1] - 1 && top[1] < 6;
  const described = factTexts.some((text) => wordCount(text) >= DESCRIBED_WORDS);
  // The fact a right hinges on is missing: ask it rather than guess (credit or debit, insured or not).
  const keyFactMissing =
    (subCase === 'card_unauthorized' && !cardType) ||
    (subCase === 'medical_emergency_balance_bill' && !insurance) ||
    // A lab or doctor out of network after a visit to a clinic: the No Surprises Act reaches it only
    // when the clinic is part of a hospital or surgery center, so ask.
    (subCase === 'medical_out_of_network_clinician' && flags.hospital === false) ||
    // "I got a medical bill, what do I do": insurance, an emergency or an estimate change everything.
    (subCase === 'medical_bill_review' && !insurance && !flags.hardship && wordCount(all) < 15);
  const confidence: Case['confidence'] =
    area && subCase && !close && described && !offTopic && !keyFactMissing ? 'sure' : 'unsure';
  const settled = splitAfterCancel(
    factTexts,
    withIncome(
      medicalDeposit(
        settleRoles(rawAmounts, area, subCase, P.rentIncrease.test(folded), KEPT_WHOLE.test(folded)),
        area,
      ),
      area,
      folded,
    ),
    subCase,
    flags,
  );
  // The EOB came ("patient responsibility 380"): the claim is no longer pending.
  if (settled.amounts.some((amount) => amount.role === 'owed')) delete flags.claimPending;
  // A delayed or lost bag: the bag fee and the wait's receipts, each by its role.
  const bagAmounts = bagRoles(settled.amounts, flags, folded);
  const unscaled: Case = {
    ...(area && !offTopic ? { area } : {}),
    ...(subCase ? { subCase } : {}),
    confidence,
    ...base,
    ...(settled.afterCancel ? { flags: { ...flags, afterCancelToo: true } } : {}),
    // The day named with the charge the person didn't make is that charge's day; a raise's start
    // month ("starting january") is its first day.
    ...(subCase === 'service_device_balance'
      ? {
          deviceBalance: {
            ...deviceTermIn(folded),
            // The new carrier's buyout comes in a follow-up ("me reembolsa hasta 650"): every message counts.
            ...deviceFiguresIn(userTexts.join('\n'), findAmounts(userTexts.join('\n'))),
            ...(tradeInIn(all, findAmounts(all)) ? { tradeIn: tradeInIn(all, findAmounts(all)) } : {}),
          },
        }
      : {}),
    amounts: withDeviceRoles(
      withRaiseBy(
        withPostedRange(
          withApprovedExtras(
            duplicateRoles(
              clientRaiseRoles(
                withLeaseTerms(
                  addOnMonths(
                    promoRoles(
                      monthlyFeeSince(
                        withShareWorkedOut(withoutItems(bagAmounts), factTexts, area),
                        subCase,
                        folded,
                        base.feeName,
                        today,
                      ),
                      subCase,
                      folded,
                    ),
                    subCase,
                    folded,
                    today,
                  ),
                  subCase,
                  all,
                ),
                subCase,
                folded,
              ),
              subCase,
              folded,
            ),
            area,
            folded,
          ),
          area,
          folded,
        ),
        area,
        folded,
      ),
      subCase,
      folded,
      all,
    ),
    dates:
      subCase === 'salary_freelance_rate' || subCase === 'salary_raise'
        ? withStartMonth(
            base.dates.map((date) =>
              settled.fraudSentence?.includes(date.text) ? { ...date, role: 'charge' as const } : date,
            ),
            folded,
            today,
          )
        : base.dates.map((date) =>
            settled.fraudSentence?.includes(date.text) ? { ...date, role: 'charge' as const } : date,
          ),
  };
  // A raise talk with another employer's offer and the manager's own number: the larger offer is
  // the other employer's, the leverage; the smaller is the manager's.
  const raiseOffers = unscaled.amounts.filter((amount) => amount.role === 'offered');
  const [offerA, offerB] = raiseOffers;
  if (
    unscaled.subCase === 'salary_raise' &&
    flags.outsideOffer &&
    raiseOffers.length === 2 &&
    offerA &&
    offerB
  ) {
    const outside = offerA.value > offerB.value ? offerA : offerB;
    const mine = outside === offerA ? offerB : offerA;
    outside.role = 'market';
    if (!mine.per && outside.per) mine.per = outside.per;
  }
  // "62 mil al año, yo esperaba como 70": the bare 70 is in thousands too.
  const kase: Case = withReviewMonth(
    withMonthRunDays(
      withChargeDays(
        besideAvailable({ ...unscaled, amounts: inScaleOf(unscaled, unscaled.amounts) }),
        factTexts,
      ),
      factTexts,
      today,
    ),
    hasEarlierAnswer ? latestFolded : undefined,
    today,
  );

  const outcomes = messages.flatMap((message, index) => {
    const earlier = messages.slice(0, index);
    if (message.role !== 'user' || !earlier.some((previous) => previous.role === 'assistant')) return [];
    if (index < messageIndexOfUserText(messages, topicStart)) return [];
    const text = message.content.replace(/[’‘]/g, "'");
    const found = detectFollowUp(text) ?? bareNo(text, earlier);
    // "they waived the 34, says i still owe 110": part given, a sum still owed named, is no yes.
    return [found === 'agreed' && partYesStillOwed(fold(text)) ? ('counter_offer' as const) : found];
  });
  const outcome =
    hasEarlierAnswer && topicStart === 0 ? (firstVague ? 'more_details' : outcomes.at(-1)) : undefined;
  const saidAmounts =
    hasEarlierAnswer && topicStart === 0
      ? inScaleOf(
          kase,
          readAmounts([withoutDayRanges(percentAfterPercent(withoutOwnWorry(latest)))]).map((amount) => ({
            ...amount,
            // "they can go to 97k" in a job offer's or a raise's reply is the employer's new offer,
            // not a price rise.
            role:
              amount.role === 'other' ||
              (amount.role === 'proposed' &&
                (kase.subCase === 'salary_offer' || kase.subCase === 'salary_raise'))
                ? ('offered' as const)
                : amount.role,
          })),
        )
      : [];
  // "they'll only refund the last month, not all 3": one of the repeated charges, as a figure.
  // "they can take off one night of the resort fee": beside a nightly rate and a nightly fee, the
  // one named with the fee is the smaller, the fee.
  const repeatedAll = kase.amounts.filter((amount) => amount.count !== undefined && amount.count > 1);
  const repeated =
    repeatedAll.length > 1 &&
    FEE_NAMED.test(latestFolded) &&
    new Set(repeatedAll.map((a) => a.per)).size === 1
      ? repeatedAll.reduce((min, amount) => (amount.value < min.value ? amount : min))
      : repeatedAll[0];
  // "they knocked off 150": the bill that leaves is their offer, written as a sum ("$1,030").
  const billed = amountOf(kase, 'billed');
  const off =
    saidAmounts.length === 1 &&
    outcome === 'counter_offer' &&
    billed &&
    // A dealer's "knock 500 off" comes off the add-ons, which its own copy weighs.
    kase.subCase !== 'car_dealer_addons' &&
    SUM_OFF.exec(latestFolded)?.[0].includes(fold(saidAmounts[0]?.text ?? '-')) === true
      ? saidAmounts[0]
      : undefined;
  const backCount = repeated && repeated.count ? repeatedBack(latestFolded) : undefined;
  // "they'll refund the nov 15 one only", "solo el cargo del 15 de nov": one of the days the repeated
  // charge was made, named by its day.
  const repeatedDays = repeatedChargeDays(kase, repeated?.count, repeated?.days);
  const daysNamed = findDates(latest, today).filter(
    (date) => date.iso !== undefined && repeatedDays.has(date.iso),
  );
  const oneDayBack =
    repeated?.count !== undefined &&
    repeatedDays.size >= 2 &&
    ONE_DAY_BACK.test(latestFolded) &&
    daysNamed.length === 1;
  const partOfRepeated =
    saidAmounts.length === 0 &&
    outcome === 'counter_offer' &&
    repeated !== undefined &&
    (ONE_OF_THEM.test(latestFolded) ||
      oneDayBack ||
      (backCount !== undefined && backCount < (repeated.count ?? 0)));
  const latestAmounts =
    partOfRepeated && repeated
      ? [
          backCount && backCount > 1
            ? {
                text: formatMoneyLike(repeated.value * backCount, repeated.text),
                value: repeated.value * backCount,
                role: 'offered' as const,
              }
            : { text: repeated.text, value: repeated.value, role: 'offered' as const },
        ]
      : off && billed && off.value < billed.value
        ? [
            {
              text: formatMoneyLike(billed.value - off.value, billed.text),
              value: billed.value - off.value,
              role: 'offered' as const,
            },
          ]
        : newOfferFirst(saidAmounts, kase);

  // "52,000 is the max" when 52,000 was already their offer, or "CareCredit or pay the 1,960 today"
  // when 1,960 is the balance they already asked for: nothing new is on the table, which is a no.
  const latestOffers = latestAmounts.filter((amount) => amount.role === 'offered');
  const earlierAmounts = readAmounts(topicTexts.filter((text) => text !== latest));
  const held =
    outcome === 'counter_offer' &&
    latestOffers.length > 0 &&
    // "ya me devolvieron los 200 pero los otros dos no": an earlier figure handed back is a part back.
    !PART_BACK.test(latestFolded) &&
    // "they'll refund one" of 3 fees of 35: one of the repeated charges back, not the old sum held.
    !partOfRepeated &&
    // "he'll refund the service fee, 60" beside a cleaning fee of 95: one of several fees back is a part.
    !(
      kase.amounts.filter((amount) => amount.role === 'fee').length > 1 &&
      latestOffers.every((offer) =>
        kase.amounts.some((amount) => amount.role === 'fee' && amount.value === offer.value),
      )
    ) &&
    !oneChargeOff(kase.amounts, latestOffers, latestFolded) &&
    latestOffers.every(
      (offer) =>
        kase.amounts.some((amount) => amount.role === 'offered' && amount.value === offer.value) ||
        earlierAmounts.some(
          (amount) =>
            amount.value === offer.value &&
            HELD_ROLES.has(amount.role) &&
            // "39.99 on sep 1, oct 1 and nov 1", then "he will refund only nov 39.99": one of the
            // charges back is a part, not the same sum held.
            !(amount.count !== undefined && amount.count > 1),
        ),
    );
  // "she'll put a 30 day hold on the account, then collections": a hold is no offer on the money and
  // no new detail; the bill stands as it was, so the talk goes on as after a no.
  const hold =
    outcome !== undefined ? holdIn(latest, today, kase.subCase === 'medical_over_estimate') : undefined;
  // "a 60-day hold", "30 more days": the hold's length is no sum offered.
  const heldFor = hold ? HOLD_LENGTH.exec(latestFolded)?.[1] : undefined;
  // "wait 7 more days", "dentro de 10 días": a count of days is a time, never a sum.
  // "me cobran 25 dólares al día de almacenaje": a charge a day they threaten is never a sum offered.
  const latestSums = withoutDailyCharges(
    withoutTimeCounts(
      heldFor ? latestAmounts.filter((amount) => fold(amount.text) !== heldFor) : latestAmounts,
      latestFolded,
    ),
    latestFolded,
  );
  const holdOnly =
    hold !== undefined &&
    (outcome === 'more_details' ||
      (outcome === 'counter_offer' && !latestSums.some((amount) => amount.role === 'offered')));
  // "they'll pause it 2 weeks but if i dont pay the 99.98 by then it goes to collections": the sum is
  // what they demand by the hold's end, never an offer.
  const demandedByHold =
    hold !== undefined &&
    /(?:pay|paid|pague|pagar|pago|pagamos)\s+(?:(?:the|los|las|el|la|it all|todo)\s+)?\$?\d/u.test(
      latestFolded,
    );
  // "they agreed to hold off 45 days but after that its going to collections": agreeing to a hold is
  // not agreeing to the bill; "they already sent it to collections", said alone, is their answer too.
  const agreedToHold = outcome === 'agreed' && hold?.placed === true && hold.thenCollections;
  const sentOnly = outcome === 'more_details' && SENT_TO_COLLECTIONS.test(latestFolded);
  const followUp = demandedByHold
    ? 'pay_now'
    : held || holdOnly || agreedToHold || sentOnly
      ? 'said_no'
      : outcome;
  // "they'll look into it, wait 7 more days", "no entendí bien lo que dijeron": neither a no nor an
  // offer. (A store's "give it 30 more days" on an order that never came is weighed against the card's
  // billing-error window by the card copy's own answer.)
  const openReply = followUp === 'said_no' || followUp === 'more_details';
  const pendingReview =
    openReply &&
    hold === undefined &&
    // A pay review "in 6 months" in a pay talk is one of its own steps, not an answer still to come.
    kase.area !== 'salary' &&
    !(kase.area === 'credit_card_fees' && kase.flags.notReceived === true && waitAskedIn(latestFolded))
      ? pendingReviewIn(latestFolded, today)
      : undefined;
  const unsure =
    openReply &&
    pendingReview === undefined &&
    !latestSums.some((amount) => amount.role === 'offered') &&
    unsureWhatWasSaid(latestFolded);
  // A sum first named in an offer ("he can knock 500 off") is their offer, not one of the case's own.
  const offeredNow =
    followUp === 'counter_offer'
      ? new Set(latestAmounts.filter((amount) => amount.role === 'offered').map((amount) => amount.value))
      : new Set<number>();
  const earlierValues = new Set(
    readAmounts(factTexts.filter((text) => text !== latest)).map((amount) => amount.value),
  );
  const settledCase: Case =
    offeredNow.size === 0
      ? kase
      : {
          ...kase,
          amounts: kase.amounts.map((amount) =>
            amount.role === 'other' && offeredNow.has(amount.value) && !earlierValues.has(amount.value)
              ? { ...amount, role: 'offered' as const }
              : amount,
          ),
        };

  // "they want to bump it to 10 posts a month": a new volume that comes with their offer.
  const newVolume =
    followUp === 'counter_offer'
      ? readCounts([latest]).filter(
          (count) =>
            count.role === 'ordered' && !(settledCase.counts ?? []).some((c) => c.value === count.value),
        )
      : [];

  return {
    case:
      newVolume.length === 0
        ? settledCase
        : { ...settledCase, counts: [...(settledCase.counts ?? []), ...newVolume] },
    followUp,
    noCount: outcomes.filter((outcome) => outcome === 'said_no').length,
    offerCount: outcomes.filter((outcome) => outcome === 'counter_offer').length,
    latestAmounts: latestSums,
    latestShare: shareOf(latestFolded),
    ...(followUp === 'counter_offer' && PART_BACK.test(latestFolded) ? { partBack: true } : {}),
    ...(followUp === 'counter_offer' && partOfRepeated && REFUNDED_END.exec(latestFolded)
      ? { refundedEnd: /first|primer/u.test(REFUNDED_END.exec(latestFolded)![0]) ? 'first' : 'last' }
      : {}),
    ...(followUp === 'counter_offer' &&
    refundedDayOf(latestFolded, daysNamed, repeated, repeatedDays, latestAmounts)
      ? { refundedDay: refundedDayOf(latestFolded, daysNamed, repeated, repeatedDays, latestAmounts)! }
      : {}),
    ...(followUp !== undefined && billingCycleIn(latest, today)
      ? { billingCycle: billingCycleIn(latest, today)! }
      : {}),
    ...(followUp === 'counter_offer' && COURTESY.test(latestFolded) ? { courtesy: true } : {}),
    ...creditsOffered(followUp, latestFolded, userTexts),
    ...(followUp === 'counter_offer' && onlyPartSaid(latestFolded) ? { onlyPart: true } : {}),
    ...((followUp === undefined ||
      followUp === 'more_details' ||
      // "dice que tengo hasta el 15 de diciembre para disputar": the letter's own window, not a no.
      (followUp === 'said_no' && DISPUTE_WINDOW.test(latestFolded))) &&
    VALIDATION_LETTER.test(latestFolded)
      ? { validationLetter: true }
      : {}),
    ...otherRemovedIn(latestFolded, fold(topicTexts.join('\n')), followUp, settledCase.feeName),
    ...(followUp !== undefined && termClaimedIn(latestFolded, settledCase.promo?.months)
      ? { termClaimed: termClaimedIn(latestFolded, settledCase.promo?.months)! }
      : {}),
    ...(followUp !== undefined && waitAskedIn(latestFolded) ? { waitAsked: waitAskedIn(latestFolded)! } : {}),
    ...bonusIn(latest, latestAmounts),
    payLater:
      followUp === 'pay_now' &&
      ((PAY_LATER.test(latestFolded) && !PAY_TODAY.test(latestFolded)) ||
        (demandedByHold && hold?.endIso !== undefined)),
    planOffered:
      (followUp === 'counter_offer' || followUp === 'pay_now') &&
      PLAN_OFFERED.test(latestFolded) &&
      !/\b(?:off|less|discount|descuento|menos|rebaj\p{L}*|quit\p{L}*)\b/u.test(latestFolded),
    previousAnswer: messages.findLast((m) => m.role === 'assistant')?.content,
    ...(hasEarlierAnswer ? { latestFlags: readFlags(latestFolded) } : {}),
    ...(followUp === 'said_no' && NO_FROM_DECIDER.test(latestFolded) ? { noFromDecider: true } : {}),
    ...(followUp === 'said_no' && noReasonOf(latestFolded) ? { noReason: noReasonOf(latestFolded) } : {}),
    ...claimsAndEvidence(followUp, latest, userTexts),
    ...(followUp !== undefined &&
    settledCase.area !== 'debt_collection' &&
    SENT_TO_COLLECTIONS.test(latestFolded)
      ? { sentToCollections: collectorNotice(latest, today) }
      : {}),
    ...(followUp !== undefined && hold ? { hold } : {}),
    ...(pendingReview ? { pendingReview } : {}),
    ...(unsure ? { unsure: true } : {}),
    ...(followUp === 'more_details' &&
    outcomes
      .slice(0, -1)
      .some((earlier) => earlier === 'said_no' || earlier === 'counter_offer' || earlier === 'pay_now')
      ? { answeredBefore: true }
      : {}),
    vague: !described || !area,
    ...(outOfScope ? { outOfScope } : {}),
  };
}

/**
 * A deadline the person names in a follow-up ("the 120 days run out on December 15") is still
 * theirs to meet; other dates in a follow-up (when someone called back) change no clock.
 */
/**
 * "31 es precio de lista pero si le firmo 6 meses me lo deja en 28": the new price already on the
 * table is named again, and the new sum beside it is their offer.
 */
function newOfferFirst(amounts: CaseAmount[], kase: Case): CaseAmount[] {
  const offered = amounts.filter((amount) => amount.role === 'offered');
  if (offered.length < 2) return amounts;
  const known = (amount: CaseAmount) =>
    kase.amounts.some(
      (earlier) => earlier.value === amount.value && ['proposed', 'current', 'billed'].includes(earlier.role),
    );
  if (offered.every(known)) return amounts;
  return amounts.map((amount) =>
    amount.role === 'offered' && known(amount) ? { ...amount, role: 'other' as const } : amount,
  );
}

/** A bonus figure in a reply: the sum right after "bonus" / "bono", or right before "bonus". */
function bonusIn(text: string, amounts: readonly CaseAmount[]): { latestBonus?: CaseAmount } {
  if (amounts.length < 2) return {};
  const folded = fold(text);
  const bonus = amounts.find((amount) => {
    const at = folded.indexOf(fold(amount.text));
    if (at < 0) return false;
    return (
      /(?:bonus|bono)[^.,;\d]{0,20}$/u.test(folded.slice(Math.max(0, at - 30), at)) ||
      /^\s*(?:signing |sign-on |de )?(?:bonus|bono)/u.test(folded.slice(at + amount.text.length))
    );
  });
  return bonus && bonus !== amounts[0] ? { latestBonus: bonus } : {};
}

const CLUB = pattern(
  'gym',
  'gimnasio',
  'fitness',
  'club',
  'membresia',
  'membership',
  'yoga studio',
  'crossfit',
);
const CANCEL_CONFIRMED = pattern(
  String.raw`confirm\p{L}*`,
  // Done, not asked for: "ya cancele en octubre", "I cancelled in march", "sent the certified letter".
  String.raw`(?:ya )?cancele`,
  String.raw`(?:i |we )(?:already )?cancell?ed`,
  String.raw`(?:sent|mailed|envie|mande|pague) (?:the |my |la |mi )?(?:certified letter|carta certificada)`,
  String.raw`cancel\p{L}* (?:was |were |fue |esta )?(?:processed|procesada)`,
  String.raw`(?:confirmation|confirmacion) (?:email|number|correo|numero)`,
  // "cancelled my membership in person, they gave me a cancellation receipt": done, with proof.
  String.raw`^\s*cancell?ed\b`,
  String.raw`cancel+ation (?:receipt|paper|form|slip|record)|(?:papel|comprobante|recibo|constancia) de (?:la )?cancelacion`,
);

/** A sum taken off the bill, not a new price: "knocked off 150", "took 200 off", "me rebajan 200". */
const SUM_OFF =
  /(?:knock(?:ed|ing)?|took|taken|shaved|cut|take) (?:off \$?\d[\d.,]*k?|\$?\d[\d.,]*k? off)|(?:rebaj|descont|quit)(?:an|aron|o|a|ar)(?: me)? (?:de )?\$?\d[\d.,]*k?/u;

const LOAN_SERVICING = pattern(
  String.raw`(?:car|auto|mortgage|home|personal) loan`,
  'lender',
  'loan servicer',
  'mortgage',
  String.raw`prestamo (?:de|del) (?:mi )?(?:carro|auto|coche|casa)`,
  'hipoteca',
  String.raw`(?:la |una )?(?:compania )?financiera (?:del|de mi) (?:carro|auto|coche)`,
);
const CARD_WORDS = pattern(
  String.raw`(?:credit|debit) card`,
  String.raw`tarjeta de (?:credito|debito)`,
  'zelle',
  'venmo',
  'cash app',
  'overdraft',
  'sobregiro',
);

/** One of several repeated charges: "only the last month", "solo el ultimo mes", "just one of them". */
const ONE_OF_THEM =
  /\b(?:(?:the )?(?:jan(?:uary)?|feb(?:ruary)?|march|apr(?:il)?|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?) (?:one|charge)|(?:el|solo el|nada mas el) (?:cargo |cobro )?de (?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)|(?:the )?last (?:month|night)|(?:only |just )?(?:one|a single|1) (?:month|night|day|charge|of them)|(?:el )?ultim[oa] (?:mes|noche|cargo|cobro)|(?:solo |nada mas )?(?:un mes|una noche|un dia|uno de (?:ellos|los cargos|los cobros)|un cargo|un cobro))\b/u;

/**
 * The days a repeated charge was made: the charge days, or (when the reading called them the days of
 * the service) every dated charge or service day, when they are as many as the charges.
 */
function repeatedChargeDays(
  kase: Case,
  count: number | undefined,
  days?: readonly string[],
): Set<string | undefined> {
  if (days && count !== undefined && days.length === count) return new Set(days);
  const charged = kase.dates.filter((date) => date.role === 'charge' && date.iso).map((date) => date.iso);
  if (count === undefined || charged.length === count) return new Set(charged);
  const dated = kase.dates
    .filter((date) => (date.role === 'charge' || date.role === 'service') && date.iso)
    .map((date) => date.iso);
  return new Set(dated.length === count ? dated : charged);
}

/** Words after a sum that make it a charge for equipment not returned ("180 por equipo no devuelto"). */
const EQUIPMENT_CHARGE_AFTER =
  /^\s*(?:dollars?|dolares|usd)?\s*(?:for|por|de|as|como|in|en)?\s*(?:an? |the |el |la |un |una )?(?:(?:unreturned|non[\s-]?returned|non[\s-]?return|missing|lost)\s+)?(?:equipment|equipo|modem|router|box|receiver|gateway|decodificador|aparato)|^[^.\d]{0,25}(?:no devuelto|not returned|unreturned|non[\s-]?return)/u;
/** Words before it: "an unreturned equipment fee of 180", "cargo por equipo no devuelto de 180". */
const EQUIPMENT_CHARGE_BEFORE =
  /(?:equipment|equipo|modem|router|gateway|no devuelto|not returned|unreturned|non[\s-]?return)[^.\d]{0,20}(?:fee|charge|cargo|cobro|cuota)?\s*(?:of|de|:)?\s*\$?\s*$/u;

/** The charge for equipment "not returned", as written, in the person's story. */
function equipmentChargeIn(texts: readonly string[]): string | undefined {
  for (const text of texts) {
    for (const placed of findAmounts(text)) {
      const after = fold(text.slice(placed.end, placed.end + 40));
      const before = fold(text.slice(Math.max(0, placed.start - 40), placed.start));
      if (EQUIPMENT_CHARGE_AFTER.test(after) || EQUIPMENT_CHARGE_BEFORE.test(before)) return placed.text;
    }
  }
  return undefined;
}

/** The months by number, in the words people write them (never "may" or "mar" alone: a verb, the sea). */
const MONTH_NUMBERS: readonly (readonly [number, RegExp])[] = [
  [1, /\b(?:jan(?:uary)?|enero|ene)\b/u],
  [2, /\b(?:feb(?:ruary)?|febrero)\b/u],
  [3, /\b(?:march|marzo)\b/u],
  [4, /\b(?:apr(?:il)?|abril)\b/u],
  [5, /\b(?:mayo)\b/u],
  [6, /\b(?:june?|junio)\b/u],
  [7, /\b(?:july?|julio)\b/u],
  [8, /\b(?:aug(?:ust)?|agosto|ago)\b/u],
  [9, /\b(?:sept?(?:ember)?|septiembre|setiembre)\b/u],
  [10, /\b(?:oct(?:ober)?|octubre)\b/u],
  [11, /\b(?:nov(?:ember)?|noviembre)\b/u],
  [12, /\b(?:dec(?:ember)?|diciembre|dic)\b/u],
];

/**
 * The day of the one repeated charge the other side will refund: "the nov 15 one", "only nov 39.99",
 * "los 45.00 de noviembre" (a month with one charge in it), when their offer is that charge's sum.
 */
/** Taking a charge off: "waive", "take off", "remove", "me quita", "eliminar". */
const TAKES_OFF = pattern(
  'waiv\\p{L}*',
  'take off',
  'taking off',
  'took off',
  'remov\\p{L}*',
  'drop(?:ped|ping)?',
  'credit(?:ed|ing)?',
  'reverse(?:d)?',
  '(?:me |le |nos )?quit(?:a|an|ar|aron|o|arme|arle)',
  'elimin\\p{L}*',
  'perdon\\p{L}*',
  'condon\\p{L}*',
);

/**
 * "she'd waive the 120 but the 70 is owed", "me quita los 150 pero los 80 se quedan": one of two or
 * more separate charges taken off is a part of the whole, not the same sum held.
 */
function oneChargeOff(
  amounts: readonly CaseAmount[],
  offers: readonly CaseAmount[],
  latestFolded: string,
): boolean {
  const charges = amounts.filter((amount) => ['billed', 'fee', 'other'].includes(amount.role));
  return (
    charges.length > 1 &&
    TAKES_OFF.test(latestFolded) &&
    offers.length > 0 &&
    offers.every((offer) => charges.some((charge) => Math.abs(charge.value - offer.value) < 0.005))
  );
}

/**
 * "me dijeron que la promocion era solo de 6 meses", "they say the promo was only for 6 months": the
 * term the provider claims, when it differs from the person's own promotion.
 */
function termClaimedIn(folded: string, months: number | undefined): number | undefined {
  if (!months) return undefined;
  const said =
    /(?:promo\p{L}*|promotion|oferta|deal|rate|precio|tarifa)[^.!?\d]{0,40}?\b(\d{1,2})\s*(?:months?|meses|mos?)\b/u.exec(
      folded,
    )?.[1];
  const claimed = said ? Number(said) : undefined;
  return claimed && claimed !== months ? claimed : undefined;
}

/**
 * "said i should give the store 30 more days", "wait another 30 days", "que espere 30 días más": the
 * days the other side asks the person to wait before acting.
 */
export function waitAskedIn(folded: string): number | undefined {
  const said =
    /\b(?:give|wait|waiting|hold off|allow)\b[^.!?\d]{0,30}?\b(\d{1,3})\s*(?:more |extra |additional |business )?days?\b/u.exec(
      folded,
    ) ??
    /\b(?:esper\p{L}*|dar(?:le)?|darles|dele|deles|(?:le|les) de)\b[^.!?\d]{0,30}?\b(\d{1,3})\s*dias(?: mas| habiles)?\b/u.exec(
      folded,
    );
  const days = said ? Number(said[1]) : undefined;
  return days && days > 0 && days <= 180 ? days : undefined;
}

/**
 * A letter or notice that came ("got a letter", "received their notice", "me llegó una carta") and
 * speaks of disputing or validating the debt, in the same message.
 */
const VALIDATION_LETTER =
  /^(?=[\s\S]*\b(?:disput\p{L}*|validat\p{L}*|validacion|impugn\p{L}*)\b)(?=[\s\S]*(?:\b(?:got|received|recieved|get|getting)\b[^.!?]{0,30}\b(?:letter|notice)\b|\b(?:letter|notice)\b[^.!?]{0,30}\b(?:came|arrived|showed up)\b|\b(?:me |nos )?(?:llego|llegaron|recibi|recibimos)\b[^.!?]{0,30}\b(?:carta|aviso|notificacion)\b|\b(?:carta|aviso|notificacion)\b[^.!?]{0,30}\b(?:llego|llegaron)\b))/u;

/** "until nov 5 to dispute", "can dispute by dec 17", "hasta el 15 de diciembre para disputar". */
const DISPUTE_WINDOW =
  /\b(?:until|till|by|before|hasta|antes del?)\b[^.!?]{0,30}\b(?:to dispute|para disputar\p{L}*)\b|\b(?:dispute|disputar\p{L}*)\b[^.!?]{0,15}\b(?:by|until|till|before|hasta|antes del?)\b/u;

/** The collector's letter came with its own window to dispute: its days are facts, not a reply. */
function validationLetterNews(text: string): boolean {
  const folded = fold(text);
  return VALIDATION_LETTER.test(folded) && DISPUTE_WINDOW.test(folded);
}

/** A charge other than the disputed fee that the other side took off, with its figure when the person gave it. */
export interface OtherRemoved {
  readonly name: string;
  readonly value?: number;
  /** The figure is a nightly (or daily) rate ("25 a night parking"). */
  readonly perNight?: boolean;
}

/** "he took off the parking", "me quitaron el estacionamiento": a named charge taken off. */
const OTHER_TAKEN_OFF =
  /\b(?:took off|taken off|removed|waived|dropped|reversed|credited back|did (?:remove|take off|waive|drop)|quito|quitaron|elimino|eliminaron|retiro|retiraron|reverso|reversaron)(?: me)? (?:the |el |la |los |las )(\p{L}+(?: (?:fee|charge|cargo|cobro|tarifa))?)/u;
/** Words that name a part of the disputed fee (a night of it, half of it), never another charge. */
const PART_WORD =
  /^(?:first|last|second|one|half|part|rest|extra|other|remaining|night|nights|fee|fees|charge|charges|cargo|cargos|cobro|tarifa|primer\p{L}*|ultim\p{L}*|mitad|parte|resto|noche|noches|otro|otra|demas)\b/u;
/** "he won't remove it", "refused", "no lo quiere quitar": the disputed fee itself is kept. */
const FEE_KEPT =
  /(?:won'?t|wont|will not|refuse[sd]?|refusing|didn'?t|did not|not going to|wouldn'?t)\s+(?:\p{L}+\s+){0,2}?(?:remove|take|waive|refund|drop|budge)|no (?:lo |la |me lo |me la )?(?:quiere|quiso|va a|van a|quisieron|pueden|puede)?\s?(?:quitar|quita|quitan|eliminar|devolver|reembolsar)/u;

function otherRemovedIn(
  latestFolded: string,
  allFolded: string,
  followUp: FollowUp | undefined,
  feeName: string | undefined,
): { otherRemoved?: OtherRemoved } {
  if ((followUp !== 'counter_offer' && followUp !== 'said_no') || !feeName || !FEE_KEPT.test(latestFolded))
    return {};
  const taken = OTHER_TAKEN_OFF.exec(latestFolded);
  const name = taken?.[1];
  if (!name || PART_WORD.test(name)) return {};
  const fee = fold(feeName);
  const head = name.split(' ')[0]!;
  if (fee.includes(head) || name.includes(fee)) return {};
  // "25 a night parking", "parking 25 a night", "15 por noche de estacionamiento".
  const rate = String.raw`(?:a|per|\/|por|each|cada)\s?(?:night|noche|day|dia)`;
  const before = new RegExp(
    String.raw`\$?(\d+(?:\.\d{1,2})?)\s?(${rate})?\s(?:\p{L}+\s){0,2}?(?:for\s|de\s|del\s|por\s)?(?:the\s|el\s|la\s)?${head}`,
    'u',
  ).exec(allFolded);
  const after = new RegExp(
    String.raw`${head}(?:\s(?:fee|charge|cargo|cobro))?(?:\sof|\sde|\swas|\sfue|:)?\s\$?(\d+(?:\.\d{1,2})?)\s?(${rate})?`,
    'u',
  ).exec(allFolded);
  const found = before ?? after;
  return {
    otherRemoved: {
      name,
      ...(found ? { value: Number(found[1]) } : {}),
      ...(found?.[2] ? { perNight: true } : {}),
    },
  };
}

/** "as a one-time courtesy", "como cortesía", "de buena voluntad": a removal offered as a favour. */
/** An offer on credits promised by the month: the credits missed so far, and how the offer was pressed. */
function creditsOffered(
  followUp: FollowUp | undefined,
  latestFolded: string,
  userTexts: readonly string[],
): Pick<ConversationReading, 'promisedCredits' | 'acceptToday' | 'promoClosed'> {
  if (followUp !== 'counter_offer') return {};
  const promisedCredits = promisedCreditsIn(fold(userTexts.join('\n')));
  if (!promisedCredits) return {};
  return {
    promisedCredits,
    ...(acceptTodayPressed(latestFolded) ? { acceptToday: true } : {}),
    ...(promoClosedSaid(latestFolded) ? { promoClosed: true } : {}),
  };
}

const COURTESY = pattern(
  'courtesy',
  'one-?time (?:credit|exception|adjustment)',
  String.raw`(?:waive|remove|take off|credit|reverse)\p{L}*[^.!?]{0,25}\bone[\s-]?time\b`,
  'goodwill',
  'as a favou?r',
  'cortesia',
  'por unica vez',
  'de buena (?:voluntad|fe)',
  'como excepcion',
);

/**
 * "the bill says the 80 is for the cycle oct 15 to nov 14", "el cargo es por el periodo del 15 de oct
 * al 14 de nov": the days a charge is for, two days joined by "to" / "al" after a cycle's words.
 */
function billingCycleIn(text: string, today: string): { text: string; startIso: string } | undefined {
  const dates = findDates(text, today);
  for (let index = 0; index + 1 < dates.length; index += 1) {
    const from = dates[index]!;
    const to = dates[index + 1]!;
    if (!from.iso) continue;
    const between = fold(text.slice(from.end, to.start));
    if (!/^\s*(?:to|through|thru|until|-|–|al|a|hasta(?: el)?)\s*(?:el\s+)?$/u.test(between)) continue;
    const before = fold(text.slice(Math.max(0, from.start - 40), from.start));
    if (
      !/(?:cycle|period|periodo|ciclo|billed for|is for|covers?|covering|cubre|cubren|es por|son por|corresponde al?)\b[^.!?]{0,12}$/u.test(
        before,
      )
    )
      continue;
    return { text: text.slice(from.start, to.end).trim(), startIso: from.iso };
  }
  return undefined;
}

function refundedDayOf(
  latestFolded: string,
  daysNamed: readonly { iso?: string | undefined }[],
  repeated: CaseAmount | undefined,
  repeatedDays: ReadonlySet<string | undefined>,
  latestAmounts: readonly CaseAmount[],
): string | undefined {
  const offered = latestAmounts.find((amount) => amount.role === 'offered');
  if (!repeated?.count || !offered || Math.abs(offered.value - repeated.value) > 0.005) return undefined;
  if (daysNamed.length === 1) return daysNamed[0]?.iso;
  if (daysNamed.length > 1) return undefined;
  const monthsIn = (text: string) =>
    MONTH_NUMBERS.filter(([, word]) => word.test(text)).map(([month]) => month);
  // "sep and oct are 'valid' and he will refund only nov 39.99": the month right after the refund.
  const refund =
    /\b(?:refund|credit back|give back|reverse|waive|devuelv|devolver|reembols|regres|quit)\p{L}*/u.exec(
      latestFolded,
    );
  const near = refund ? monthsIn(latestFolded.slice(refund.index, refund.index + 50)) : [];
  const months = near.length === 1 ? near : monthsIn(latestFolded);
  if (months.length !== 1) return undefined;
  const inMonth = [...repeatedDays].filter(
    (iso): iso is string => iso !== undefined && Number(iso.slice(5, 7)) === months[0],
  );
  return inMonth.length === 1 ? inMonth[0] : undefined;
}

/** "the last 2 months", "los primeros dos": which end of the repeated charges comes back. */
const REFUNDED_END =
  /\b(?:the (?:last|latest|most recent|first)|(?:los|las|el|la) (?:ultim[oa]s?|primer[oa]s?)|(?:ultim[oa]s?|primer[oa]s?) (?:dos|tres|2|3))\b/u;

/** One charge named by its day: "the nov 15 one", "the oct 1 charge", "el (cargo) del 15 de nov". */
const ONE_DAY_BACK = new RegExp(
  String.raw`\bthe (?:${EN_MONTH_SOURCE})\.?\s+\d{1,2}(?:st|nd|rd|th)?(?:\s+(?:one|charge|payment|fee))\b|\b(?:refund|refunded|refunding|reverse|credit|waive|give back|devuelven|devolver|devolveran|reembolsan|reembolsar|reembolsaran|quitan|quitar)\p{L}* (?:me )?(?:only |just |solo |nada mas )?(?:the |el |el cargo |el cobro )?(?:del? )?(?:\d{1,2} de (?:${ES_MONTH_SOURCE})|(?:${EN_MONTH_SOURCE})\.?\s+\d{1,2})\b|\b(?:el|solo el|nada mas el) (?:cargo |cobro )?del? \d{1,2} de (?:${ES_MONTH_SOURCE})\b`,
  'iu',
);

/** A follow-up that names the fee it's about ("one night of the resort fee", "una noche del cargo"). */
const FEE_NAMED = /\b(?:fees?|surcharge|cargos?|tarifa|cuota|comision)\b/u;

/**
 * "paid my card in full on the 10th", "pague la tarjeta completa el 10": the day of the month the
 * payment went in, when no calendar date was read. Its month is unknown, so it has no ISO day.
 */
/**
 * "tengo que pagar la renta el 1", "rent is due on the 1st": the coming day of the month the rent
 * falls due, written out ("1 de diciembre de 2026"), when no due day was named with its month.
 */
function withRentDueDay(
  dates: CaseDate[],
  folded: string | undefined,
  today: string,
  lang: Language,
): CaseDate[] {
  if (folded === undefined || dates.some((date) => date.role === 'due' && date.iso)) return dates;
  const match =
    /(?:renta|rent|hipoteca|mortgage|alquiler)\b[^.!?\d]{0,25}?\b(?:el|the|on the|is the|es el|para el|by the)\s+(\d{1,2}|primero|first)(?:st|nd|rd|th|ro)?(?![\d.,]|\s*(?:de|of)\s+\p{L}|\s*(?:dias|days|%|dolares|dollars))/u.exec(
      folded,
    );
  const day = match?.[1] === 'primero' || match?.[1] === 'first' ? 1 : Number(match?.[1]);
  if (!match || !(day >= 1 && day <= 28)) return dates;
  const [year, month, todayDay] = today.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year, day >= todayDay ? month - 1 : month, day));
  const iso = next.toISOString().slice(0, 10);
  return [...dates, { text: formatDay(iso, lang), iso, role: 'due' }];
}

function withPaymentDay(dates: CaseDate[], text: string | undefined): CaseDate[] {
  if (text === undefined || dates.length > 0) return dates;
  const day =
    /(?:paid|pay|pagu?e|pagamos)\b[^.!?]{0,60}?\b(on the \d{1,2}(?:st|nd|rd|th)|el \d{1,2})(?![\d.,])/iu.exec(
      text,
    )?.[1];
  return day && Number(/\d+/u.exec(day)?.[0]) <= 31
    ? [...dates, { text: day.replace(/^on /u, ''), role: 'other' }]
    : dates;
}

/** A bill and an estimate, the bill above it. */
function billedOverEstimate(amounts: readonly CaseAmount[]): boolean {
  const estimate = amounts.find((amount) => amount.role === 'estimated' || amount.role === 'quoted');
  const bill = amounts.find((amount) => amount.role === 'billed');
  return estimate !== undefined && bill !== undefined && bill.value > estimate.value;
}

/** "they'll refund one", "refunded 2 of them", "me devuelven uno": how many of the repeated charges come back. */
function repeatedBack(folded: string): number | undefined {
  // "los otros 2 me los devuelven", "they'll refund the other two": the ones named as coming back.
  const others =
    /(?:los otros|las otras|the other|the remaining|the last)\s+(\d|two|three|dos|tres)\b(?:\s+(?:charges?|fees?|cargos?|cobros?|ones?))?\s+(?:(?:me|se|nos)\s+)?(?:(?:los|las)\s+)?(?:devuelven|devolveran|van a devolver|reembolsan|reembolsaran|regresan|acreditan|quitan|(?:they|he|she|it)?\s*(?:'ll|will|would|can|are going to)?\s*(?:refund|reverse|credit|waive|give back))/u.exec(
      folded,
    )?.[1] ??
    /(?:refund|reverse|credit|waive|give back|devolver|reembolsar)(?:me)?\s+(?:the |los |las )?(?:other|remaining|last|otros|otras|ultimos|ultimas)\s+(\d|two|three|dos|tres)\b/u.exec(
      folded,
    )?.[1];
  if (others) return { two: 2, '2': 2, dos: 2, three: 3, '3': 3, tres: 3 }[others] ?? Number(others);
  const match =
    /(?:refund|refunded|waive|waived|reverse|reversed|remove|removed|credit back|credited back|give back|gave back|take off|took off|devuelven|devolvieron|devolveran|devolver|reembolsan|reembolsaron|reembolsar|quitan|quitaron|quitar|reversan|reversaron|regresan|regresaron|regresar)(?:me)? (?:me )?(?:only |just |solo |nada mas |unicamente )?(?:the (?:last|first|latest|most recent) |(?:los|las) (?:ultim[oa]s|primer[oa]s) )?(one|1|two|2|three|3|uno|una|dos|tres)(?: (?:of them|of the fees|of the charges|fees?|charges?|months?|payments?|de ellos|de los cargos|cargos?|cobros?|meses|pagos|ultim[oa]s|primer[oa]s))?(?![\p{L}\p{N}])/u.exec(
      folded,
    )?.[1];
  return match
    ? { one: 1, '1': 1, uno: 1, una: 1, two: 2, '2': 2, dos: 2, three: 3, '3': 3, tres: 3 }[match]
    : undefined;
}

/**
 * A collector's letter in the person's own name, come today or yesterday, is the notice their 30
 * days to dispute count from (when no other notice day was given).
 */
function withLetterInMyName(dates: CaseDate[], day: { text: string; iso: string } | undefined): CaseDate[] {
  if (!day || dates.some((date) => date.role === 'notice')) return dates;
  return [...dates, { text: day.text, iso: day.iso, role: 'notice' }];
}

function withLaterDueDates(dates: CaseDate[], everyDate: readonly CaseDate[]): CaseDate[] {
  const later = everyDate.filter(
    (date) =>
      // A notice's own last day to dispute, told in a later reply, is kept like any last day.
      (date.role === 'due' || date.role === 'dispute_by' || date.role === 'statement') &&
      !dates.some((known) => known.text === date.text),
  );
  return withLatestStatement(later.length > 0 ? [...dates, ...later] : dates);
}

/** A pay talk in thousands ("72k") reads a later bare "72" in thousands too. */
function inScaleOf(kase: Case, amounts: CaseAmount[]): CaseAmount[] {
  if (kase.area !== 'salary') return amounts;
  const thousands = kase.amounts.find((amount) => amount.value >= 10_000 && amount.per !== 'hour');
  if (!thousands) return amounts;
  return amounts.map((amount) => {
    const scaled = amount.value * 1000;
    return amount.value < 1000 &&
      amount.per === undefined &&
      scaled >= thousands.value / 2 &&
      scaled <= thousands.value * 2
      ? { ...amount, value: scaled }
      : amount;
  });
}

function messageIndexOfUserText(messages: readonly ChatMessage[], userIndex: number): number {
  let seen = -1;
  for (let index = 0; index < messages.length; index += 1) {
    if (messages[index]?.role === 'user') seen += 1;
    if (seen === userIndex) return index;
  }
  return 0;
}

/** A deadline days away: "payment in 14 days", "within 30 days", "si no pago en 30 dias", "by nov 30". */
const PAY_LATER =
  /(?:in|within|en|dentro de) (?:\d+|a few|the next|unos|los proximos) (?:\p{L}+ )?(?:days|dias|weeks|semanas)|\bby (?:the )?(?:\d|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|next|end of (?:the )?month)|antes del? (?:\d|proximo|fin de mes)|\b(?:this month|este mes|a fin de mes|end of (?:the )?month)\b/u;
/** A demand for today: "today", "now", "hoy", "ya". */
const PAY_TODAY = /\b(?:today|tonight|right now|now|hoy|ahora mismo|ahorita)\b/u;

/** "10% instead of 15": the second figure is a percentage too, not a sum of money. */
/** "in 5-7 business days", "en 7 a 10 dias": how long a refund takes is no sum of money. */
function withoutDayRanges(text: string): string {
  return text.replace(
    /\b\d{1,2}\s*(?:-|–|to|a)\s*\d{1,2}\s+(?:business |working |calendar )?(?:days?|dias(?: habiles)?|días(?: hábiles)?|weeks?|semanas)\b/giu,
    ' ',
  );
}

function percentAfterPercent(text: string): string {
  return text.replace(
    /(\d+(?:[.,]\d+)? ?(?:%|percent|por ?ciento)[^.?!\d]{0,25}?(?:instead of|rather than|not|en vez de|en lugar de|y no|no) )(\d+(?:[.,]\d+)?)(?! ?(?:%|percent|por ?ciento|\d))/giu,
    '$1$2%',
  );
}

function shareOf(folded: string): number | undefined {
  if (/\b(?:half|la mitad|50 ?%|50 percent|50 por ?ciento)\b/u.test(folded)) return 0.5;
  if (/\b(?:a third|un tercio)\b/u.test(folded)) return 1 / 3;
  if (/\b(?:a quarter|25 ?%|un cuarto)\b/u.test(folded)) return 0.25;
  const percent = /(\d{1,2}) ?(?:%|percent|por ?ciento)/u.exec(folded);
  return percent?.[1] ? Number(percent[1]) / 100 : undefined;
}

/** "ok?" says nothing, so the language the person wrote in last time still holds. */
function detectWritten(userTexts: readonly string[]): Language | undefined {
  // "hola sorry my english no good. yo cancele …": Spanish on every turn once the person said so.
  if (userTexts.some(asksForSpanish) && userTexts.some((text) => detectLanguage(text) === 'es')) return 'es';
  return [...userTexts]
    .reverse()
    .map(detectLanguage)
    .find((language) => language !== undefined);
}
