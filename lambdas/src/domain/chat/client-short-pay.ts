/**
 * The person is the SELLER (a bakery, a caterer, a shop, a freelancer) and the client pays less than
 * agreed: "una empresa me pidió catering para 120 personas a 18.50 por persona … pagaron 50% de
 * depósito … ahora solo quieren pagar por 95". Never a buyer's short delivery: the money is owed to
 * the person. Read over folded text (lower case, no accents).
 */

export interface ClientShortPay {
  /** The count agreed (or guaranteed) and the price of each: 120 × 18.50. */
  readonly agreed: number;
  readonly unit: number;
  /** The smaller count the client now wants to pay for ("solo quieren pagar por 95"). */
  readonly theirCount?: number;
  /** The deposit paid, as a percentage of the total or a sum. */
  readonly depositPercent?: number;
  readonly deposit?: number;
  /** The count was confirmed as a guarantee or minimum in writing ("número garantizado"). */
  readonly guaranteed?: boolean;
  /** The client threatens a bad review if the person doesn't accept less. */
  readonly reviewThreat?: boolean;
}

/** The person sells: the client ordered from them, or they own the business that did the work. */
const SELLER = new RegExp(
  [
    String.raw`\b(?:me|nos) (?:pidio|pidieron|encargo|encargaron|contrato|contrataron|ordeno|ordenaron|compro|compraron)\b`,
    String.raw`\b(?:ordered|booked|hired|bought) (?:from )?(?:me|us)\b`,
    String.raw`\b(?:tengo|tenemos) (?:una|un) (?:\p{L}+ ){0,2}?(?:panaderia|negocio|restaurante|empresa|taller|tienda|catering|pasteleria|floreria|imprenta)\b`,
    String.raw`\b(?:i|we) (?:own|run|have) (?:a|an|my|our) (?:\p{L}+ ){0,2}?(?:bakery|business|shop|catering|company|restaurant|store|food truck|print shop)\b`,
    String.raw`\b(?:i|we) (?:catered|baked|delivered|supplied)\b`,
    String.raw`\bmy (?:client|customer)\b|\bmi cliente\b`,
  ].join('|'),
  'u',
);

/** The client pays, or wants to pay, less than agreed. */
const PAYS_LESS = new RegExp(
  [
    String.raw`\b(?:solo|solamente|only|just) (?:me )?(?:quieren|quiere|want to|wants to|will|van a|va a|agreed to) pa(?:gar|y)\b`,
    String.raw`\b(?:no|won'?t|refuses? to|don'?t want to|doesn'?t want to) (?:van a |va a |quieren |quiere )?pa(?:gar|y) (?:mas de|more than|el resto|the rest|el total|the full|por (?:los|las) \d+|for (?:all|the) \d+)`,
    String.raw`\b(?:pagaron|pago|paid) (?:solo|only|just)\b`,
    String.raw`\b(?:short[- ]?paid|paid (?:me )?short|underpaid)\b`,
  ].join('|'),
  'u',
);

/** The seller is being paid less than agreed (never a buyer missing goods). */
export function sellerShortPaidIn(folded: string): boolean {
  return SELLER.test(folded) && PAYS_LESS.test(folded);
}

const NOUNS = String.raw`(?:personas|people|persons|guests|invitados|comensales|platos|plates|meals|comidas|unidades|units|piezas|pieces|cajas|boxes|docenas|dozen|cupcakes|pasteles|cakes|camisetas|shirts|t-shirts)`;
const PER = String.raw`(?:por|per|a|each|/|x)\s*(?:persona|person|head|cabeza|plato|plate|unidad|unit|invitado|guest|pieza|piece|docena|dozen|caja|box|comida|meal|pastel|cake|camiseta|shirt)`;
const PRICE = String.raw`\$?\s?(\d{1,4}(?:[.,]\d{1,2})?)\s*(?:dolares|dollars|usd|\$)?`;
const UNIT_PRICE = new RegExp(
  [
    String.raw`${PRICE}\s*${PER}\b`,
    String.raw`${PRICE}\s*(?:each|ea|apiece|c/u|cada (?:uno|una))\b`,
    String.raw`\b\d{1,5}\s+${NOUNS}\s+(?:at|a|@|por)\s+${PRICE}`,
  ].join('|'),
  'u',
);
const COUNT = new RegExp(String.raw`\b(\d{1,5})\s+${NOUNS}\b`, 'gu');
const THEIR_COUNT = new RegExp(
  String.raw`\b(?:pagar|pay|paying|cobrar|charge)\s+(?:solo |only |just )?(?:por |for )?(?:las |los |the )?(\d{1,5})\b|\b(?:solo|only|just)\s+(?:llegaron|came|showed up|asistieron|vinieron|fueron)\s+(\d{1,5})\b|\b(?:solo|only|just)\s+(\d{1,5})\s+(?:llegaron|came|showed up|asistieron|vinieron|people came|guests came)`,
  'u',
);
const DEPOSIT_PERCENT = new RegExp(
  String.raw`\b(\d{1,3})\s?%\s*(?:de |of |as (?:a )?)?(?:deposito|anticipo|adelanto|deposit|down|upfront|por adelantado)|(?:deposito|anticipo|adelanto|deposit)\s+(?:de |del |of )?(\d{1,3})\s?%`,
  'u',
);
const DEPOSIT_SUM =
  /(?:deposito|anticipo|adelanto|deposit)\s+(?:de |of )?\$?\s?(\d{1,3}(?:,\d{3})*(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?)(?!\s?%)|\$?(\d{1,3}(?:,\d{3})*(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?)\s+(?:dollars? |dolares (?:de )?|usd )?(?:deposit|deposito|anticipo|adelanto)\b/u;
const GUARANTEE =
  /garantiza|guarantee|minimo garantizado|minimum (?:count|of|guarantee)|numero minimo|confirmed (?:count|headcount)/u;
const REVIEW_THREAT =
  /(?:mala|malas|negativa|bad|negative|1[- ]star|one[- ]star)\s+(?:resena|resenas|review|reviews|calificacion|rating)|(?:resena|review|calificacion)\s+(?:mala|negativa|bad)|(?:poner|dejar|leave|post|write)(?:me|le)?\s+(?:una |a )?(?:resena|review)/u;

function num(text: string | undefined): number | undefined {
  if (!text) return undefined;
  const value = Number(text.replace(/,(?=\d{3}\b)/gu, '').replace(',', '.'));
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

/**
 * What the seller is owed, read from the story: the count agreed and the price of each, the client's
 * smaller count, the deposit, whether the count was guaranteed, and a review threat (told in any turn).
 */
export function clientShortPayIn(folded: string, allTurns: string = folded): ClientShortPay | undefined {
  if (!sellerShortPaidIn(folded)) return undefined;
  const price = UNIT_PRICE.exec(folded);
  const unit = num(price?.[1] ?? price?.[2] ?? price?.[3]);
  if (unit === undefined) return undefined;
  const counts = [...folded.matchAll(COUNT)]
    .map((found) => Number(found[1]))
    .filter((n) => n > 0 && n !== unit);
  const their = THEIR_COUNT.exec(folded);
  const theirCount = num(their?.[1] ?? their?.[2] ?? their?.[3]);
  const all = theirCount ? [...counts, theirCount] : counts;
  if (all.length === 0) return undefined;
  const agreed = Math.max(...all);
  const percent = DEPOSIT_PERCENT.exec(folded);
  const depositPercent = num(percent?.[1] ?? percent?.[2]);
  const depositSum = DEPOSIT_SUM.exec(folded);
  const deposit = depositPercent === undefined ? num(depositSum?.[1] ?? depositSum?.[2]) : undefined;
  return {
    agreed,
    unit,
    ...(theirCount !== undefined && theirCount < agreed ? { theirCount } : {}),
    ...(depositPercent !== undefined && depositPercent < 100 ? { depositPercent } : {}),
    ...(deposit !== undefined && deposit < agreed * unit ? { deposit } : {}),
    ...(GUARANTEE.test(folded) ? { guaranteed: true } : {}),
    ...(REVIEW_THREAT.test(allTurns) ? { reviewThreat: true } : {}),
  };
}

/** The sums: the agreed total, the deposit, the balance owed, and the client's own count's balance. */
export function shortPaySums(reading: ClientShortPay): {
  total: number;
  deposit: number;
  balance: number;
  theirTotal?: number;
  theirBalance?: number;
} {
  const total = round(reading.agreed * reading.unit);
  const deposit =
    reading.deposit ??
    (reading.depositPercent !== undefined ? round((total * reading.depositPercent) / 100) : 0);
  const theirTotal = reading.theirCount !== undefined ? round(reading.theirCount * reading.unit) : undefined;
  return {
    total,
    deposit,
    balance: round(total - deposit),
    ...(theirTotal !== undefined
      ? { theirTotal, theirBalance: round(Math.max(0, theirTotal - deposit)) }
      : {}),
  };
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
