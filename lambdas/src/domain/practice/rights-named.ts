import type { Language } from '@lane/shared';
import type { SubCase } from '../chat/case.js';
import type { FactId } from '../chat/facts.js';
import { fold, pattern } from '../chat/text-patterns.js';

/**
 * How a person names a right on the phone, as they type it (folded: no accents, lower case), and
 * how a tip names it back. The names are those of the laws and rules the reviewed facts cite
 * (domain/chat/facts.ts, each with its official source); naming the rule's substance counts too
 * ("I'm only liable for $50", "you need my opt-in for overdraft fees").
 */
interface NamedRight {
  readonly said: RegExp;
  /** What to say on the call, in each language: one sentence naming the right. */
  readonly say: Readonly<Record<Language, string>>;
  /** What to say instead when the bill is an out-of-network clinician's at an in-network facility. */
  readonly sayOutOfNetwork?: Readonly<Record<Language, string>>;
}

const FCBA = String.raw`fair credit billing(?: act)?|fcba|billing error|error de facturacion|ley de facturacion justa(?: de credito)?`;
const REG_Z = String.raw`reg(?:ulation|ulacion)? z|truth in lending|ley de veracidad en los prestamos`;
const REG_E = String.raw`reg(?:ulation|ulacion)? e|electronic fund transfers?(?: act)?|efta|ley de transferencias electronicas(?: de fondos)?`;
const FDCPA = String.raw`fdcpa|fair debt collection(?: practices)?(?: act)?|ley de practicas justas de cobro(?: de deudas)?`;
const NO_SURPRISES = String.raw`no surprises?(?: act| law)?|(?:ley )?(?:de )?(?:sin|no) sorpresas|surprise bill(?:ing)? law`;

const RIGHTS: Partial<Record<FactId, NamedRight>> = {
  'fcba-billing-error': {
    said: pattern(FCBA, String.raw`dispute (?:it|this|the charge) in writing`),
    say: {
      en: 'Under the Fair Credit Billing Act I’m disputing this charge as a billing error.',
      es: 'Según la Ley de Facturación Justa de Crédito (Fair Credit Billing Act), disputo este cargo como un error de facturación.',
    },
  },
  'credit-card-unauthorized-cap': {
    said: pattern(
      FCBA,
      REG_Z,
      String.raw`(?:liable|liability|responsible|owe|caps?)\b.{0,60}\$?50\b`,
      String.raw`\$?50 (?:max|maximum|cap|limit)`,
      String.raw`(?:responsable|debo|responsabilidad)\b.{0,60}\$?50\b`,
      String.raw`(?:maximo|limite|tope|limita) (?:de |a )?\$?50`,
    ),
    say: {
      en: 'The law caps what I owe for unauthorized use of my credit card at $50, and I didn’t make this charge.',
      es: 'La ley limita a $50 lo que debo por el uso no autorizado de mi tarjeta de crédito, y yo no hice este cargo.',
    },
  },
  'reg-z-unauthorized-no-deadline': {
    said: pattern(
      REG_Z,
      String.raw`(?:liable|liability|owe)\b.{0,30}\$?50\b`,
      String.raw`no (?:60 day|sixty day) (?:deadline|limit)`,
    ),
    say: {
      en: 'Under Regulation Z, the $50 cap on unauthorized use has no 60-day deadline.',
      es: 'Según la Regulación Z, el límite de $50 por uso no autorizado no tiene plazo de 60 días.',
    },
  },
  'reg-e-unauthorized-transfer': {
    said: pattern(REG_E, String.raw`provisional credit|credito provisional`),
    say: {
      en: 'Under Regulation E I’m reporting an unauthorized transfer from my account, and I’m asking you to investigate it and put the money back.',
      es: 'Según la Regulación E reporto una transferencia no autorizada de mi cuenta, y les pido que la investiguen y me devuelvan el dinero.',
    },
  },
  'reg-e-error-resolution': {
    said: pattern(REG_E, String.raw`provisional credit|credito provisional|error resolution`),
    say: {
      en: 'Under Regulation E this is an error on my account, and you have to investigate it.',
      es: 'Según la Regulación E esto es un error en mi cuenta y ustedes tienen que investigarlo.',
    },
  },
  'reg-e-overdraft-opt-in': {
    said: pattern(
      REG_E,
      String.raw`(?:never|didn'?t|did not|never have) opt(?:ed)?[\s-]?in`,
      String.raw`opt[\s-]?in`,
      String.raw`nunca (?:lo )?(?:autorice|acepte|me inscribi)`,
      String.raw`no (?:lo )?(?:autorice|acepte)`,
    ),
    say: {
      en: 'Under Regulation E you can’t charge overdraft fees on debit-card purchases unless I opted in, and I never did.',
      es: 'Según la Regulación E no pueden cobrar sobregiros en compras con débito si yo no lo autoricé, y nunca lo hice.',
    },
  },
  'reg-e-stop-preauthorized-debit': {
    said: pattern(
      REG_E,
      String.raw`stop (?:the )?payment|revok\p{L}* (?:the |my )?authori[sz]ation|revocar? (?:la )?autorizacion`,
    ),
    say: {
      en: 'Under Regulation E I can stop a recurring debit from my account, and I’m doing that now.',
      es: 'Según la Regulación E puedo detener un débito recurrente de mi cuenta, y lo hago ahora.',
    },
  },
  'debt-validation': {
    said: pattern(
      FDCPA,
      String.raw`validat\p{L}*|verif(?:y|ication of) (?:the |this )?debt`,
      String.raw`validacion|validar|verifi\p{L}* (?:la )?deuda`,
    ),
    say: {
      en: 'Under the Fair Debt Collection Practices Act I’m asking you to validate this debt before I pay anything.',
      es: 'Según la Ley de Prácticas Justas de Cobro de Deudas (FDCPA), pido la validación de esta deuda antes de pagar nada.',
    },
  },
  'time-barred-debt-no-suit': {
    said: pattern(FDCPA, String.raw`statute of limitations?|time[\s-]?barred|prescrit\p{L}*|prescripcion`),
    say: {
      en: 'This debt is past the statute of limitations, and you may not sue or threaten to sue me on it.',
      es: 'Esta deuda está prescrita y no pueden demandarme ni amenazarme con demandar por ella.',
    },
  },
  'no-surprises-emergency': {
    said: pattern(
      NO_SURPRISES,
      String.raw`in[\s-]?network (?:cost[\s-]?sharing|rates?)|costo (?:dentro|de la red)`,
    ),
    say: {
      en: 'Under the No Surprises Act I owe only my in-network cost-sharing for emergency care.',
      es: 'Según la Ley Sin Sorpresas, por una emergencia solo debo mi costo compartido dentro de la red.',
    },
    // The same right for a doctor the person did not choose, at an in-network hospital or surgery center.
    sayOutOfNetwork: {
      en: 'Under the No Surprises Act, an out-of-network doctor at an in-network facility can bill me only my in-network cost-sharing.',
      es: 'Según la Ley Sin Sorpresas, un médico fuera de la red en un centro dentro de la red solo puede cobrarme mi costo compartido dentro de la red.',
    },
  },
  'no-surprises-good-faith-estimate': {
    said: pattern(
      NO_SURPRISES,
      String.raw`good faith estimate|estimado de buena fe|estimacion de buena fe`,
      String.raw`patient[\s-]?provider dispute|disputas? (?:entre )?(?:el )?paciente`,
    ),
    say: {
      en: 'Under the No Surprises Act, a bill $400 or more over my Good Faith Estimate can be disputed, and I will dispute it.',
      es: 'Según la Ley Sin Sorpresas, una factura $400 o más por encima de mi Estimado de Buena Fe se puede disputar, y la voy a disputar.',
    },
  },
  'hospital-financial-assistance': {
    said: pattern(
      String.raw`financial assistance|charity care|501\(?r\)?|asistencia financiera|ayuda financiera|atencion caritativa`,
    ),
    say: {
      en: 'As a nonprofit hospital you must have a financial assistance policy: please send me the application.',
      es: 'Como hospital sin fines de lucro deben tener una política de asistencia financiera: envíenme la solicitud, por favor.',
    },
  },
  'hospital-collection-limits': {
    said: pattern(
      String.raw`financial assistance|501\(?r\)?|extraordinary collection|asistencia financiera|ayuda financiera`,
    ),
    say: {
      en: 'You can’t start extraordinary collection actions while my financial assistance application is open.',
      es: 'No pueden iniciar acciones de cobro extraordinarias mientras mi solicitud de asistencia financiera esté abierta.',
    },
  },
  'medicaid-no-balance-billing': {
    said: pattern(String.raw`medicaid|medi[\s-]?cal|balance[\s-]?bill\p{L}*`),
    say: {
      en: 'You accepted me as a Medicaid patient, so you can’t bill me the rest.',
      es: 'Ustedes me atendieron como paciente de Medicaid, así que no pueden cobrarme el resto.',
    },
  },
  'ftc-fee-rule-scope': {
    said: pattern(
      String.raw`ftc|junk fees?|fee rule|total price|all[\s-]?in price|precio total|cargos (?:ocultos|basura)`,
    ),
    say: {
      en: 'The FTC’s fee rule says the total price has to be shown up front.',
      es: 'La regla de cargos de la FTC dice que el precio total se muestra desde el inicio.',
    },
  },
  'dot-airline-refund': {
    said: pattern(
      String.raw`dot|department of transportation|cash refund|reembolso en (?:dinero|efectivo)|departamento de transporte`,
    ),
    say: {
      en: 'Under the Department of Transportation’s rules, a cancelled flight gets a cash refund, not only a voucher.',
      es: 'Según las reglas del Departamento de Transporte, un vuelo cancelado se reembolsa en dinero, no solo con un crédito.',
    },
  },
  'dot-ticket-agent-refund': {
    said: pattern(String.raw`dot|department of transportation|ticket agent|departamento de transporte`),
    say: {
      en: 'Under the Department of Transportation’s rules, whoever charged my card owes the refund.',
      es: 'Según las reglas del Departamento de Transporte, quien cobró a mi tarjeta me debe el reembolso.',
    },
  },
  'dot-bag-fee-refund': {
    said: pattern(
      String.raw`dot|department of transportation|bag fee (?:refund|back)|260\.5|departamento de transporte`,
    ),
    say: {
      en: 'Under the Department of Transportation’s rule, a significantly delayed bag gets its bag fee back.',
      es: 'Según la regla del Departamento de Transporte, una maleta con un retraso importante recupera su cargo.',
    },
  },
  'fdcpa-contact-limits': {
    said: pattern(FDCPA, String.raw`(?:before|after) (?:8|9)|antes de las 8|despues de las 9`),
    say: {
      en: 'Under the Fair Debt Collection Practices Act you may not call me before 8 a.m. or after 9 p.m.',
      es: 'Según la FDCPA no pueden llamarme antes de las 8 a. m. ni después de las 9 p. m.',
    },
  },
  'fdcpa-call-frequency': {
    said: pattern(FDCPA, String.raw`7 calls|seven calls|harass\p{L}*|7 llamadas|acoso`),
    say: {
      en: 'More than 7 calls in 7 days is presumed harassment under the debt collection rules.',
      es: 'Más de 7 llamadas en 7 días se presume acoso según las reglas de cobro de deudas.',
    },
  },
  'fdcpa-third-party-contact': {
    said: pattern(FDCPA, String.raw`(?:my )?(?:family|employer|boss)|(?:mi )?(?:familia|empleador|jefe)`),
    say: {
      en: 'You may not discuss my debt with my family or my employer.',
      es: 'No pueden hablar de mi deuda con mi familia ni con mi empleador.',
    },
  },
  'fdcpa-location-only': {
    said: pattern(
      FDCPA,
      String.raw`(?:only|just) (?:ask|learn|find out) where|looking for (?:someone|somebody) else|not (?:me|my debt)`,
      String.raw`solo (?:puede )?preguntar donde|busca a otra persona|no es mi deuda`,
    ),
    say: {
      en: 'A collector looking for someone else may only ask where that person is.',
      es: 'Un cobrador que busca a otra persona solo puede preguntar dónde está.',
    },
  },
  'fmcsa-movers-110-percent': {
    said: pattern(String.raw`110(?: ?%| percent| por ?ciento)|fmcsa`),
    say: {
      en: 'On a non-binding estimate you must deliver my goods when I pay 110% of it.',
      es: 'Con un estimado no obligatorio deben entregarme mis cosas cuando pague el 110% del estimado.',
    },
  },
  'nlra-pay-discussion': {
    said: pattern(String.raw`nlra|national labor relations|right to (?:talk|discuss)|derecho a hablar`),
    say: {
      en: 'I have the right to talk about pay with my coworkers.',
      es: 'Tengo derecho a hablar de sueldos con mis compañeros.',
    },
  },
  'ftc-used-car-buyers-guide': {
    said: pattern(String.raw`buyers'? guide|guia del comprador`),
    say: {
      en: 'The Buyers Guide on the car is part of my contract.',
      es: 'La Guía del Comprador del carro es parte de mi contrato.',
    },
  },
  'flsa-overtime': {
    said: pattern(
      String.raw`flsa|fair labor standards|overtime (?:law|rule|pay)|time and a half|horas extra|tiempo y medio`,
    ),
    say: {
      en: 'Under the Fair Labor Standards Act I’m owed time and a half for hours over 40.',
      es: 'Según la Ley de Normas Justas de Trabajo (FLSA) me deben tiempo y medio por las horas sobre 40.',
    },
  },
  'card-penalty-apr': {
    said: pattern(
      String.raw`penalty apr|card act|45 days'? notice|60 days late|aviso de 45 dias|tasa de penalidad`,
    ),
    say: {
      en: 'Under the Credit CARD Act rules, a higher rate needs 45 days’ written notice, and a penalty rate must be reviewed after six months of on-time payments.',
      es: 'Según las reglas de la Ley CARD, una tasa más alta requiere aviso por escrito con 45 días, y una tasa de penalidad debe revisarse después de seis meses de pagos a tiempo.',
    },
  },
  'ftc-mail-order-rule': {
    said: pattern(String.raw`mail order rule|mail[\s-]?order|30 days to ship|regla de pedidos por correo`),
    say: {
      en: 'Under the FTC’s Mail Order Rule, when you can’t ship on time you must get my consent to the delay or refund me.',
      es: 'Según la regla de pedidos por correo de la FTC, si no pueden enviarlo a tiempo deben pedir mi consentimiento para el retraso o reembolsarme.',
    },
  },
  'ftc-cooling-off-rule': {
    said: pattern(
      String.raw`cooling[\s-]?off|3 (?:business )?days to cancel|three (?:business )?days|3 dias habiles|tres dias habiles`,
    ),
    say: {
      en: 'Under the FTC’s Cooling-Off Rule I can cancel a sale made at my home within 3 business days.',
      es: 'Según la regla de la FTC puedo cancelar una venta hecha en mi casa en 3 días hábiles.',
    },
  },
  'federal-benefits-garnishment': {
    said: pattern(
      String.raw`(?:social security|ssi|ssdi|va benefits?|seguro social)\b.{0,40}(?:protected|exempt|protegid\p{L}*|exent\p{L}*)`,
    ),
    say: {
      en: 'My Social Security is protected from most garnishment.',
      es: 'Mi Seguro Social está protegido de casi todo embargo.',
    },
  },
  'fcra-checking-report-dispute': {
    said: pattern(String.raw`fcra|fair credit reporting|chexsystems dispute|disputar? (?:el|mi) reporte`),
    say: {
      en: 'Under the Fair Credit Reporting Act I’m disputing this report.',
      es: 'Según la Ley de Informe Justo de Crédito (FCRA) disputo este reporte.',
    },
  },
  'medical-collections-credit-report': {
    said: pattern(String.raw`credit bureaus?|under \$?500|menos de \$?500|burós? de credito`),
    say: {
      en: 'The credit bureaus leave off medical collections under $500 or under a year old.',
      es: 'Los burós de crédito no incluyen cobros médicos de menos de $500 ni de menos de un año.',
    },
  },
};

/** "the law says", "it's illegal", "la ley dice": a right invoked without naming one. */
const VAGUE_LAW = pattern(
  String.raw`the law|by law|illegal|against the law|my rights?|federal law|state law|consumer protection`,
  String.raw`la ley|por ley|ilegal|mis derechos?|ley federal|ley estatal|proteccion al consumidor`,
  // A law named that is not one of this case's: still the law invoked, without the right that applies.
  FCBA,
  REG_Z,
  REG_E,
  FDCPA,
  NO_SURPRISES,
  String.raw`[a-z ]{2,40} act|regulation [a-z]|regulacion [a-z]|ley (?:de|del|sin) [a-z ]{2,40}`,
);

/**
 * A law, rule or ordinance named for the claim, federal, state or local ("The DOT rule says…",
 * "Under California law…", "según la ordenanza de Chicago…", "the FTC's rule"): more than "the law
 * says". Lane can't check every state or city rule, so the scorecard counts naming one where its
 * own rights engine has none, and says it can't check it.
 */
const NAMED_LAW = pattern(
  FCBA,
  REG_Z,
  REG_E,
  FDCPA,
  NO_SURPRISES,
  String.raw`(?:the |a )?[a-z][a-z.'’]{1,30}(?: [a-z][a-z.'’]{1,30}){0,3}(?:'s|’s)? (?:law|laws|rule|rules|ordinance|act|code|statute|regulation|regulations)`,
  String.raw`(?:under|per|according to|by) (?:the )?(?:[a-z.]{2,20} )?(?:state|city|federal|county|local) (?:law|rules?|ordinance|code)`,
  String.raw`(?:ley|leyes|ordenanza|reglamento|regla|reglas|codigo|norma|estatuto) (?:de |del |sobre |federal|estatal|municipal|local)\p{L}*`,
  String.raw`(?:segun|bajo) (?:la |el |las |los )?(?:ley|leyes|ordenanza|reglamento|regla|reglas|codigo|norma)`,
  String.raw`cfr|u\.?s\.?c\.?|section \d+|seccion \d+`,
);

/** Does the line name a law, a rule or an ordinance for the claim, of any level of government? */
export function lawNamedIn(line: string): boolean {
  const folded = fold(line).replace(/[’‘]/g, "'");
  // "the law says" alone names none; the pattern's "X law" needs a word before "law" that isn't "the".
  return NAMED_LAW.test(
    folded.replace(
      /\b(?:the|my|a|your|this|that|no|any|are|is|was|of|to|and|with|by|those|these|our|their|its|company|house|store|policy|internal) (?=(?:laws?|rules?|act|code|regulations?)\b)/gu,
      '§ ',
    ),
  );
}

/** Which of these rights the line names (by name or substance). */
export function rightsNamedIn(line: string, ids: readonly FactId[]): FactId[] {
  const folded = fold(line);
  return ids.filter((id) => RIGHTS[id]?.said.test(folded));
}

/** Does the line invoke the law without naming a right ("the law says you have to")? */
export function lawInvokedIn(line: string): boolean {
  return VAGUE_LAW.test(fold(line));
}

/** The sentence a tip suggests, naming the right. Undefined for a right without one here. */
export function sayTheRight(id: FactId, lang: Language, subCase?: SubCase): string | undefined {
  const right = RIGHTS[id];
  return (
    (subCase === 'medical_out_of_network_clinician' ? right?.sayOutOfNetwork : undefined)?.[lang] ??
    right?.say[lang]
  );
}

/** The rights this table names (each one a reviewed fact of kind `right`, tested). */
export function namedRightIds(): FactId[] {
  return Object.keys(RIGHTS) as FactId[];
}

/**
 * A federal law or a federal agency's rule named by the person ("under the Fair Credit Billing
 * Act", "the No Surprises Act says", "DOT rules say"): one of the laws the reviewed facts cite, or
 * federal by its words. A tip never answers one with "Lane can't check state or local law".
 */
const FEDERAL_LAW = pattern(
  FCBA,
  REG_Z,
  REG_E,
  FDCPA,
  NO_SURPRISES,
  String.raw`\b(?:dot|department of transportation|departamento de transporte|ftc|federal trade commission|cfpb|fair labor standards|flsa|fair credit reporting|fcra|card act|truth in lending|tila|federal (?:law|rule|regulation)s?|ley(?:es)? federal(?:es)?|regla federal|cfr|u\.?s\.?c\.?)\b`,
);

export function federalLawNamedIn(line: string): boolean {
  return FEDERAL_LAW.test(fold(line).replace(/[’‘]/g, "'"));
}
