/** A sum of money as the person wrote it ("$2,340", "2.340 $", "2340 dólares") and its value. */
export interface Amount {
  readonly text: string;
  readonly value: number;
}

const NUMBER = String.raw`(\d{1,3}(?:[.,]\d{3})+|\d+)(?:[.,](\d{1,2}))?(?!\d)`;
const CURRENCY_WORD = String.raw`(?:d[oó]lares|dollars?|bucks|usd)`;

const AMOUNT_PATTERNS: readonly RegExp[] = [
  // "2 mil dólares", "3 mil $": Spanish speakers say thousands this way.
  new RegExp(String.raw`(\d+(?:[.,]\d+)?)\s+mil\s*(?:${CURRENCY_WORD}|\$)`, 'giu'),
  // "62 mil al año", "me ofrecen 74 mil": thousands with no currency word, unless they count
  // something else ("50 mil millas", "2 mil personas").
  new RegExp(
    String.raw`(\d{1,3}(?:[.,]\d+)?)\s+mil(?![\p{L}])(?!\s*(?:millas|kil[oó]metros|km|personas|seguidores|pasos|palabras|unidades|piezas|boletos|veces))`,
    'giu',
  ),
  new RegExp(String.raw`(?:US\$|USD\s?|\$)\s?${NUMBER}(?:\s?([kK])\b)?`, 'gu'),
  new RegExp(String.raw`${NUMBER}\s?(?:\$|${CURRENCY_WORD}(?![\p{L}]))`, 'giu'),
];

function parseNumber(integerPart: string, decimals: string | undefined): number {
  const whole = Number(integerPart.replace(/[.,]/g, ''));
  return decimals ? whole + Number(`0.${decimals}`) : whole;
}

/** An amount and where it stands in the text, so the words around it can give it a role. */
export interface PlacedAmount extends Amount {
  readonly start: number;
  readonly end: number;
}

/**
 * People under stress rarely type a currency mark ("they charged me 412", "rent is 1,100", "24/hr"),
 * and in a conversation about money a bare number is money unless its neighbours say it is
 * something else: a count ("3 nights", "50 cases"), a duration, a percentage, a date ("oct 15",
 * "3 de noviembre"), a time, a year, an account or flight number ("flight SB 2214"), or a small whole count (1 to 4).
 */
const UNIT_AFTER = String.raw`(?:%|percent|por\s?ciento|days?|d[ií]as?|nights?|noches?|months?|mos?|meses|mes|years?|yrs?|a[nñ]os?|weeks?|wks?|semanas?|hours?|hrs?|horas?|minutes?|mins?|minutos?|seconds?|segundos?|times?|veces|am|pm|a\.m\.|p\.m\.|h|miles|millas|km|people|personas|tickets?|boletos?|entradas?|items?|units?|unidades|cases?|cajas?|pounds?|lbs?|libras?|kg|cents?|centavos?|calls?|llamadas?|bills|statements|facturas|charges|cargos|cobros|transactions|transacciones|withdrawals|retiros|stars?|estrellas?|of\s+(?:us|them)|de\s+nosotros|de\s+la\s+(?:ma[nñ]ana|tarde|noche)|in\s+the\s+(?:morning|evening|afternoon)|o'?clock|en\s+punto)`;
const MONTH_NAMES = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|(?<![\p{L}])(?:ene|abr|ago|set|dic)(?![\p{L}]))`;
/** A list or range of days after a month ("nov 14, 15 and 16", "nov 7-9"; "14, 15 y 16 de noviembre" is read by its month). */
const DAY_LIST_BEFORE = new RegExp(
  String.raw`${MONTH_NAMES}\.?\s+\d{1,2}(?:st|nd|rd|th)?(?:(?:[,\s]+(?:and\s+|y\s+|&\s+)?\d{1,2}(?:st|nd|rd|th)?)*[,\s]+(?:and\s+|y\s+|&\s+)?|\s*(?:[–-]|to|through|thru|till|until|al|a|hasta)\s*)$`,
  'iu',
);

/** Words that name what a number counts; a number right before one is a count, not money. */
const NOT_MONEY_BEFORE = new RegExp(
  String.raw`(?:${MONTH_NAMES}\.?(?: de| of)?|day|d[ií]a|ending(?: in)?|last (?:4|four)|termina(?:da)? en|ultimos (?:4|cuatro)|#|no\.|number|numero|n[uú]mero|(?:flight|vuelo)(?:\s+(?:(?!(?:is|at|to|on|in|of|by|de|es|en|al|un|me|my|mi|su|le|no)\b)[a-z]{2}|[a-z]\d|\d[a-z]))?|room|habitaci[oó]n|teeth|tooth|diente|dientes|muela|muelas|molar|apt|apartment|unit|suite|route|ruta|model|modelo|size|talla|age|edad|page|p[aá]gina|version|step|paso|level|nivel|grade|grado|top|rated|score|puntaje|zip|c[oó]digo postal|extension|ext\.?|line|l[ií]nea|chapter|cap[ií]tulo|section|secci[oó]n|article|art[ií]culo|rule|regla|out of|net|neto|x|(?:los\s+)?a[nñ]os|d[eé]cada(?:\s+de)?(?:\s+los)?|(?:fecha (?:l[ií]mite|de pago|de vencimiento|de corte|de cierre)|due date|closing date|statement date|(?:statement|estado de cuenta|ciclo) (?:closes|cierra|corta|ends|termina)(?: on)?)(?: (?:era|es|fue|is|was|on))?(?: el| del| the)?(?: d[ií]a)?|(?:he|she)'?s|(?:he|she) is|(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo)(?:\s+the)?)\s*$`,
  'iu',
);
/**
 * Someone saying how old they are ("I am 71 and", "I'm 71,", "im 71 now", "a mis 71", "Hola, tengo 71
 * y …"): a whole number a person can be, right after "I am", "tengo" (at a sentence's start) or
 * "a mis", and followed by no noun ("I'm 200 short", "tengo 300 en el banco" stay money).
 */
const AGE_BEFORE =
  /(?:(?<![\p{L}])(?:i am|i'm|im|i'?m now|i am now|(?:my|our) (?:mom|mother|dad|father|husband|wife|son|daughter|grandma|grandpa|parents?) (?:is|are)|(?:he|she) just turned|i just turned|i turned|turned|a mis|a sus|cumpli|ya cumpli|acabo de cumplir)|(?:^|[.!?,;:]\s*|\b(?:hola|buenas|buenos dias|buenas tardes|hello|hi|hey)\s*,?\s*|\byo\s+|\by\s+)tengo)\s*$/iu;
const AGE_AFTER =
  /^\s*(?:[.,;!?)]|$|(?:and|y|now|so|but|pero|yo|y\/o|jubilad[oa]|retired|widowed|viud[oa])(?![\p{L}]))/iu;
const isWhole0 = (numberText: string) => /^\d{1,3}$/u.test(numberText);
function isAge(value: number, numberText: string, before: string, after: string): boolean {
  if (!/^\d{2,3}$/u.test(numberText) || value < 16 || value > 110) return false;
  if (!AGE_BEFORE.test(before)) return false;
  // "a mis 71 me cobraron …", "turned 65 last month": these words name an age whatever follows.
  if (
    /(?:a mis|a sus|cumpli|acabo de cumplir|turned)\s*$/iu.test(before) &&
    !/^\s*(?:\$|d[oó]lares|dollars|bucks|mil\b|%|k\b)/iu.test(after)
  )
    return true;
  // "I'm 71 and owe 300" is an age; "I am 71 dollars short" has a noun and never reaches here.
  return AGE_AFTER.test(after);
}
/** "el 12 de cada mes", "the 12 of every month", "el 12 de todos los meses": a day of the month. */
const DAY_OF_EACH_MONTH_AFTER =
  /^\s*(?:st|nd|rd|th)?\s*(?:de|of)\s+(?:cada|every|each|todos los)\s+(?:mes|meses|month)(?![\p{L}])/iu;

/** A tooth, room or flight named with its number ("tooth #19", "diente 18", "muela no. 30"). */
const LABELLED_NUMBER =
  /(?<![\p{L}])(?:teeth|tooth|diente|dientes|muela|muelas|molar)\s*(?:#|no\.?|n[uú]m(?:ero)?\.?|number|numero)?\s*(\d{1,2})(?!\d|[.,]\d)/giu;
/** Dental work said to be on a tooth, the tooth's number next ("crown is on 18", "empaste en la 30"). */
const TOOTH_WORK_BEFORE =
  /(?:crown|filling|implant|root canal|extraction|corona|empaste|implante|endodoncia|extraccion)s?\s+(?:(?:vieja|viejo|anterior|otra|otro|nueva|nuevo)\s+)?(?:is\s+|was\s+|esta\s+|estaba\s+|es\s+)?(?:on|en|in)(?:\s+(?:tooth|the|el|la|mi|my))?\s*$/iu;
/** A bare plural noun after a number ("50 cases", "200 camisetas", "3 overdraft fees") makes it a count. */
const PLURAL_NOUN_AFTER =
  /^\s+(?!(?:de|del|of|for|por|para|en|in|on|at|al|a|an|the|el|la|y|and|to|con|with|from|desde|each|cada|per|every|more|mas|less|menos|over|under|after|before)\s)(?:[\p{L}-]+\s+)?([\p{L}-]{3,}(?:s|es))(?![\p{L}])/iu;
/** Goods and people, as opposed to durations: what "got 42" goes on to count. */
const GOODS =
  /^\s*(?:[\p{L}-]+\s+)?(?:tickets?|boletos?|entradas?|items?|units?|unidades|cases?|cajas?|pounds?|lbs?|libras?|kg|people|personas|[\p{L}-]{3,}(?:s|es))(?![\p{L}])/iu;
const DURATION =
  /^\s*(?:days?|d[ií]as?|nights?|noches?|months?|mos?|meses|mes|years?|yrs?|a[nñ]os?|weeks?|wks?|semanas?|hours?|hrs?|horas?|minutes?|mins?|minutos?|seconds?|segundos?|times?|veces|cents?|centavos?|calls?|llamadas?)(?![\p{L}])/iu;
const NOT_NOUNS = new Set(
  'this is was has its plus as us yes less his hers theirs ours yours bucks pesos euros mas menos pues entonces despues antes ademas tras les los las sus mis tus nos dos tres seis apenas solamente always siempre unless tambien because porque perhaps whereas thus ones was does goes says pays costs charges bills owes wants needs takes keeps makes gets asks offers adds es thats whats lets heres theres times veces bonus'.split(
    ' ',
  ),
);
/** "offers to pay 2000", "me debe 2000": after a verb of paying, a year-like number is money. */
const MONEY_VERB_BEFORE =
  /(?:pay|paid|pays|owe[sd]?|offer(?:s|ed)?|charg(?:e|ed|es)|bill(?:ed|s)?|give|gave|pagar|paga|pague|pago|debe|deben|ofrece|ofrecen|ofrecio|cobra|cobran|cobraron|dar|da|dan|want|wants|wanted|demand(?:s|ed|ing)?|asking for|quieren|quiere|piden|pide|exigen)\s+(?:me\s+|us\s+|nos\s+|only\s+|solo\s+|about\s+|unos\s+)?(?:(?:the|el|los)\s+)?(?:(?:other|remaining|otros|restantes)\s+)?\$?\s*$/iu;
/** A priced line after a number: "1995 'appearance protection package'", "299 + tax", "895 dealer fee". */
const PRICED_ITEM_AFTER =
  /^\s*(?:\+|['"‘“]?\s*(?:[\p{L}-]+\s+){0,2}(?:package|fee|charge|protection|warranty|plan|add-?on|paquete|cargo|garant[ií]a)(?![\p{L}]))/iu;
/**
 * "they send about 8 a month", "me mandan unos 10 al mes": how many pieces of work come in a period,
 * a count, not a sum ("8" is no price).
 */
const SENDS_BEFORE =
  /(?:send|sends|sent|assign|assigns|order|orders|give me|gives me|mandan|manda|envian|envia|encargan|piden)\s+(?:(?:me|us|about|like|around|roughly|usually|unos|como|alrededor de|mas o menos)\s+)*$/iu;
const PER_PERIOD_AFTER = /^\s*(?:a|per|each|every|al|por|cada)\s+(?:month|week|mes|semana)(?![\p{L}])/iu;

/** "2 of those are 16oz", "2 de esas son de 16oz": a part of the goods just counted. */
export const PART_OF_DELIVERY_AFTER =
  /^\s*(?:of|de)\s+(?:those|these|them|the\s+\p{L}+|esas?|esos?|ellas?|ellos|las\s+\p{L}+|los\s+\p{L}+)\s+(?:are|were|was|is|came|arrived|son|eran|vinieron|llegaron|estan|estaban)(?![\p{L}])/iu;

/** Words after which a bare number is a count of goods, once the message has counted some. */
const RECEIVED_BEFORE =
  /(?:got|received|delivered|arrived|came|only|sent|shipped|llegaron|lleg[oó]|recib[ií]|recibimos|entregaron|mandaron|enviaron|solo|s[oó]lo|las|los)\s*$/iu;

/**
 * "seguro GAP 895 metidos en el prestamo", "2,400 incluidos en el contrato": a participle of adding or
 * charging says where a sum went; it never counts something ("895 metidos" is money, not 895 things).
 */
const CHARGED_PARTICIPLE =
  /^(?:metid|incluid|agregad|anadid|añadid|sumad|cobrad|cargad|financiad|escondid|aplicad|facturad|puest|colad|inflad)[oa]s$/u;

function countNoun(after: string): string | undefined {
  const noun = PLURAL_NOUN_AFTER.exec(after)?.[1]?.toLowerCase();
  if (!noun || NOT_NOUNS.has(noun) || /^(?:dollars|d[oó]lares|bucks)$/u.test(noun)) return undefined;
  if (CHARGED_PARTICIPLE.test(noun)) return undefined;
  return noun;
}

const YEAR_LIKE = /^(?:19|20)\d\d$/;

/** "from 1650 to 1925", "de 1800 a 2050": a number in a from–to pair whose other end is no year. */
function endOfRise(text: string, start: number, end: number): boolean {
  const before = /(?:from|de)\s+\$?([\d.,]+)\s+(?:to|a)\s+\$?$/iu.exec(
    text.slice(Math.max(0, start - 30), start),
  );
  if (before?.[1]) return !YEAR_LIKE.test(before[1]);
  const after = /^\s+(?:to|a)\s+\$?([\d.,]+)/iu.exec(text.slice(end, end + 20));
  const from = /(?:from|de)\s+\$?$/iu.test(text.slice(Math.max(0, start - 10), start));
  return from && after?.[1] !== undefined && !YEAR_LIKE.test(after[1]);
}

function overlaps(found: readonly { start: number; end: number }[], start: number, end: number): boolean {
  return found.some((other) => start < other.end && end > other.start);
}

/** A count of goods or people in the story ("ordered 50 cases, got 42"), with where it stands. */
export interface PlacedCount {
  readonly text: string;
  /** Goods or people ("50 cases"), not a duration ("9 days"). */
  readonly goods: boolean;
  readonly value: number;
  readonly start: number;
  readonly end: number;
}

interface Scan {
  readonly amounts: PlacedAmount[];
  readonly counts: PlacedCount[];
}

const BARE_NUMBER = new RegExp(String.raw`(?<![\p{L}\p{N}$.,/:#-])${NUMBER}(?:\s?([kK])(?![\p{L}]))?`, 'gu');

const ES_UNITS: Readonly<Record<string, number>> = {
  un: 1,
  uno: 1,
  una: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
};
/** One word from ten to twenty-nine ("diez", "dieciocho", "veintidós"). */
const ES_TEENS: Readonly<Record<string, number>> = {
  diez: 10,
  once: 11,
  doce: 12,
  trece: 13,
  catorce: 14,
  quince: 15,
  dieciseis: 16,
  diecisiete: 17,
  dieciocho: 18,
  diecinueve: 19,
  veinte: 20,
  veintiun: 21,
  veintiuno: 21,
  veintidos: 22,
  veintitres: 23,
  veinticuatro: 24,
  veinticinco: 25,
  veintiseis: 26,
  veintisiete: 27,
  veintiocho: 28,
  veintinueve: 29,
};
const ES_TENS: Readonly<Record<string, number>> = {
  treinta: 30,
  cuarenta: 40,
  cincuenta: 50,
  sesenta: 60,
  setenta: 70,
  ochenta: 80,
  noventa: 90,
};
const ES_HUNDREDS: Readonly<Record<string, number>> = {
  cien: 100,
  ciento: 100,
  doscientos: 200,
  trescientos: 300,
  cuatrocientos: 400,
  quinientos: 500,
  seiscientos: 600,
  setecientos: 700,
  ochocientos: 800,
  novecientos: 900,
};
const ES_WORD_VALUES: Readonly<Record<string, number>> = {
  ...ES_UNITS,
  ...ES_TEENS,
  ...ES_TENS,
  ...ES_HUNDREDS,
};
/** The words of a table, longest first, with their accented vowels allowed ("veintidós", "dieciséis"). */
const W = (words: Readonly<Record<string, number>>) =>
  Object.keys(words)
    .sort((a, b) => b.length - a.length)
    .map((word) => word.replace(/[aeiou]/gu, (vowel) => `[${vowel}${'áéíóú'['aeiou'.indexOf(vowel)]}]`))
    .join('|');
/** Below a thousand in words: "cuatrocientos treinta y dos", "dieciocho", "ciento veinte". */
const ES_GROUP = String.raw`(?:(?:${W(ES_HUNDREDS)})(?:\s+(?:(?:${W(ES_TENS)})(?:\s+y\s+(?:${W(ES_UNITS)}))?|(?:${W(ES_TEENS)})|(?:${W(ES_UNITS)})))?|(?:${W(ES_TENS)})(?:\s+y\s+(?:${W(ES_UNITS)}))?|(?:${W(ES_TEENS)})|(?:${W(ES_UNITS)}))`;
/**
 * A sum written in Spanish words ("mil doscientos", "dieciocho mil cuatrocientos treinta y dos",
 * "ochocientos cincuenta"): with hundreds, or "mil" before a currency word, its cents ("con 10
 * centavos") or its figure in brackets, so "mil gracias" or "mil veces" stay words.
 */
const ES_WORD_SUM = new RegExp(
  String.raw`(?<![\p{L}])(?:(?:(${ES_GROUP})\s+)?(mil)(?:\s+(${ES_GROUP}))?|(${ES_GROUP}))(?![\p{L}])`,
  'giu',
);
const CURRENCY_AFTER = new RegExp(String.raw`^\s*(?:${CURRENCY_WORD}|\$)`, 'iu');
/** "… con 10 centavos", "… con diez centavos": the cents of a sum said in words. */
const CENTS_AFTER =
  /^\s*(?:d[oó]lares\s+)?con\s+(\d{1,2}|[\p{L}]+(?:\s+y\s+[\p{L}]+)?)\s+centavos?(?![\p{L}])/iu;
/** "(18,432.10)": the same sum in figures, in brackets, right after the words. */
const FIGURE_IN_BRACKETS_AFTER =
  /^[^()\d]{0,40}\(\s*(?:US\$|\$)?\s*(\d{1,3}(?:[.,]\d{3})+|\d+)(?:[.,]\d{1,2})?\s*(?:\$|d[oó]lares|dollars|usd)?\s*\)/iu;

const foldWord = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
/** The value of a group below a thousand, word by word ("treinta y dos" is 32). */
function groupValue(words: string | undefined): number {
  if (!words) return 0;
  return words
    .split(/\s+/u)
    .map((word) => ES_WORD_VALUES[foldWord(word)] ?? 0)
    .reduce((sum, value) => sum + value, 0);
}

function spanishWordSums(text: string, found: readonly PlacedAmount[]): PlacedAmount[] {
  const sums: PlacedAmount[] = [];
  for (const match of text.matchAll(ES_WORD_SUM)) {
    const [, thousands, mil, afterMil, alone] = match;
    const start = match.index;
    const end = start + match[0].length;
    if (overlaps(found, start, end)) continue;
    const rest = text.slice(end);
    const hundreds = [afterMil, alone].some((group) =>
      group?.split(/\s+/u).some((word) => ES_HUNDREDS[foldWord(word)] !== undefined),
    );
    const cents = CENTS_AFTER.exec(rest);
    if (mil && !hundreds && !CURRENCY_AFTER.test(rest) && !cents) continue;
    const value = (mil ? (thousands ? groupValue(thousands) : 1) * 1000 : 0) + groupValue(afterMil ?? alone);
    // "dieciocho mil … con 10 centavos (18,432.10)": the figure in brackets is the same sum, read once.
    const figure = FIGURE_IN_BRACKETS_AFTER.exec(cents ? rest.slice(cents[0].length) : rest);
    if (figure?.[1] && Number(figure[1].replace(/[.,]/gu, '')) === value) continue;
    const centsValue = cents?.[1]
      ? (/^\d+$/u.test(cents[1]) ? Number(cents[1]) : groupValue(cents[1].replace(/\s+y\s+/u, ' '))) / 100
      : 0;
    if (value >= 100)
      sums.push({
        start,
        end: cents ? end + cents[0].length : end,
        text: centsValue ? (value + centsValue).toFixed(2) : String(value),
        value: value + centsValue,
      });
  }
  return sums;
}

function scan(written: string): Scan {
  // "85-95", "300-400": a range, read like "85–95" (same length, so positions hold); a phone number
  // ("1-800-985-3059") or a date ("2026-03-15") has more than two parts and is left alone.
  const text = written.replace(
    /(?<![\d-])(\d{1,6}(?:[.,]\d+)?k?)-(?=\d{1,6}(?:[.,]\d+)?k?(?![\d-]))/giu,
    '$1–',
  );
  const found: PlacedAmount[] = [];
  AMOUNT_PATTERNS.forEach((pattern, index) => {
    for (const match of text.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (overlaps(found, start, end)) continue;
      let value: number;
      if (index <= 1) value = Number((match[1] ?? '0').replace(',', '.')) * 1000;
      else {
        value = parseNumber(match[1] ?? '0', match[2]);
        if (match[3]) value *= 1000;
      }
      if (value > 0) found.push({ start, end, text: match[0].trim(), value });
    }
  });
  found.push(...spanishWordSums(text, found));
  const counts: PlacedCount[] = [];
  const bare: PlacedAmount[] = [];
  for (const match of text.matchAll(BARE_NUMBER)) {
    const start = match.index;
    const numberText = match[0];
    const end = start + numberText.length;
    if (overlaps(found, start, end)) continue;
    const value = parseNumber(match[1] ?? '0', match[2]) * (match[3] ? 1000 : 1);
    const before = text.slice(Math.max(0, start - 30), start);
    const after = text.slice(end, end + 40);
    const foldedAfter = after.normalize('NFD').replace(/\p{M}/gu, '');
    // A date or a time: "oct 15", "15 de octubre", "3/15", "10:30" ("los 45.00 de noviembre" is a sum).
    if (
      value <= 31 &&
      !/[.,]\d{1,2}$/.test(numberText) &&
      /^(?:st|nd|rd|th)?\s*(?:de\s+|of\s+)?/iu.test(after) &&
      new RegExp(String.raw`^(?:st|nd|rd|th)?\s*(?:de\s+|of\s+)?${MONTH_NAMES}\b`, 'iu').test(foldedAfter)
    )
      continue;
    // The first day of a range of days: "del 14 al 16 de noviembre", "entre el 18 y el 20 de
    // noviembre", "the 14th to the 16th of nov", "14–16 nov".
    if (
      value <= 31 &&
      new RegExp(
        String.raw`^(?:st|nd|rd|th)?\s*(?:(?:al|a|y|hasta|to|through|thru|till|until|and|&|–)\s*(?:el\s+|the\s+)?)\d{1,2}(?:st|nd|rd|th)?\s*(?:de\s+|of\s+)?${MONTH_NAMES}\b`,
        'iu',
      ).test(foldedAfter)
    )
      continue;
    if (
      /^\s*[/:]\d/u.test(after) ||
      /^(?:st|nd|rd|th)\b/iu.test(after) ||
      /^[\p{L}]/u.test(after.replace(/^[kK](?![\p{L}])/u, ''))
    )
      continue;
    // "oct 15" is a day, but "nov 3, nov 148.60" or "el 2 de nov 148.60" gives a day and then its sum.
    const dayLike = value <= 31 && !/[.,]\d{1,2}$/.test(numberText);
    const foldedBefore = before.normalize('NFD').replace(/\p{M}/gu, '');
    // "only 10 days pto, my current job gives 15": days off, not money.
    if (
      value <= 60 &&
      !/\$\s*$/u.test(before) &&
      /\b(?:pto|paid time off|vacation days?|days? off|dias de vacaciones|vacaciones|dias libres)\b[^.!?$]{0,30}$/iu.test(
        foldedBefore,
      )
    )
      continue;
    // "Hello I am 71 and …", "I'm 71, retired", "a mis 71", "Hola, tengo 71 y …": the person's age.
    if (isAge(value, numberText, foldedBefore, foldedAfter)) continue;
    // "a 71-year-old", "71 years old", "71 anos de edad": an age, however it is said.
    if (
      isWhole0(numberText) &&
      /^\s*-?\s*(?:years?|yrs?|a[nñ]os)\s*-?\s*(?:old|de edad)(?![\p{L}])/iu.test(foldedAfter)
    )
      continue;
    // "cierran el 12 de cada mes", "closes on the 12 of every month": a day of the month.
    if (
      dayLike &&
      DAY_OF_EACH_MONTH_AFTER.test(foldedAfter) &&
      /(?:\bel|\bthe|\bon|\bdia)\s*$/iu.test(foldedBefore)
    )
      continue;
    // "my old crown is on 18", "la corona está en la 19": teeth are numbered 1 to 32.
    if (value <= 32 && !/[.,]/.test(numberText) && TOOTH_WORK_BEFORE.test(foldedBefore)) continue;
    if (
      NOT_MONEY_BEFORE.test(foldedBefore) &&
      (dayLike || !new RegExp(String.raw`(?<![\p{L}])${MONTH_NAMES}\.?\s*$`, 'iu').test(foldedBefore)) &&
      // "un presupuesto el 28 de julio de 1,650": a figure with a thousands comma or cents after a
      // dated month is the sum dated, never a year or a day.
      !(
        new RegExp(String.raw`\d{1,2}\s+(?:de\s+)?${MONTH_NAMES}\.?\s+(?:de|of)\s*$`, 'iu').test(
          foldedBefore,
        ) && /^\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?$|^\d+\.\d{2}$/u.test(numberText)
      ) &&
      // "charged 3 x 14.99": a count times a sum with cents is that sum, charged so many times.
      !(/\d\s*[x×]\s*$/iu.test(foldedBefore) && /[.,]\d{2}$/.test(numberText))
    )
      continue;
    // "un cobro … del 10 de noviembre, y otro igual el 17", "another on the 17": a bare day of the
    // month named earlier in the sentence, not a sum.
    if (
      dayLike &&
      !/\$\s*$/u.test(before) &&
      /^\s*(?:[.,;!?)]|$|y\s|and\s|tambien|too\b)/iu.test(foldedAfter) &&
      new RegExp(String.raw`${MONTH_NAMES}[^.!?]{0,70}(?:\bel|\bthe|\bon)\s+$`, 'iu').test(
        text
          .slice(Math.max(0, start - 80), start)
          .normalize('NFD')
          .replace(/\p{M}/gu, '')
          .toLowerCase(),
      )
    )
      continue;
    // "nov 14, 15 and 16": the rest of a list of days ("oct 29 212.40" is a day and its charge).
    if (
      value <= 31 &&
      !/[.,]\d{1,2}$/.test(numberText) &&
      DAY_LIST_BEFORE.test(
        text
          .slice(Math.max(0, start - 40), start)
          .normalize('NFD')
          .replace(/\p{M}/gu, ''),
      )
    )
      continue;
    const isWhole = !/[.,]\d{1,2}$/.test(numberText) || /[.,]\d{3}/.test(numberText);
    // A count or a duration: "9 days", "3 nights", "50 cases", "200 camisetas", and the first end of
    // a range of them ("50 to 55 hours", "entre 3 y 4 semanas").
    // A range runs upward: "2,800 a 30 dias" is a sum due in 30 days, not a range of days.
    const rangeEnd = new RegExp(
      String.raw`^\s*(?:to|or|-|–|a|y|o|hasta)\s*(\d{1,4}(?:[.,]\d+)?)\s*${UNIT_AFTER}(?![\p{L}])`,
      'iu',
    ).exec(after)?.[1];
    // "three 14.99 charges", "tres 14,99 cargos": a sum with cents names the charge, never a count of them.
    const centsCharge =
      /[.,]\d{2}$/.test(numberText) &&
      /^\s*(?:charges|cargos|cobros|transactions|transacciones|withdrawals|retiros|bills|facturas)(?![\p{L}])/iu.test(
        after,
      );
    if (
      !centsCharge &&
      (new RegExp(String.raw`^\s*${UNIT_AFTER}(?![\p{L}])`, 'iu').test(after) ||
        (rangeEnd !== undefined && Number(rangeEnd.replace(',', '.')) >= value))
    ) {
      if (isWhole && value < 10_000)
        counts.push({
          start,
          end,
          text: numberText,
          value,
          goods: !DURATION.test(after) && GOODS.test(after),
        });
      continue;
    }
    // "+ 299 nitrogen tires", "1995 'appearance package' + 299": a line of a bill is money.
    const billLine = /(?:\+|\bplus)\s*$/iu.test(before) || PRICED_ITEM_AFTER.test(after);
    // "a 3k signing bonus": a figure in thousands is money, never a count of "bonus".
    const noun = billLine || match[3] ? undefined : countNoun(after);
    if (noun) {
      if (isWhole) counts.push({ start, end, text: numberText, value, goods: !DURATION.test(after) });
      continue;
    }
    // A year ("since 2013") or a small whole count ("3 of them") is not a sum of money, unless it
    // is one end of a rise from a sum that is not a year ("from 1650 to 1925").
    if (
      isWhole &&
      !billLine &&
      !MONEY_VERB_BEFORE.test(before) &&
      !/(?:rent|renta|price|precio)(?:\s+(?:to|at|of|is|was|will be|a|de|es|era|en|sera))?\s*\$?\s*$/iu.test(
        before,
      ) &&
      !match[3] &&
      // "casi 2 mil, 1950 exacto": a sum said exactly is money, year-like or not.
      !/^\s*(?:exact[oa]s?|exactly|exact|even|on the dot|d[oó]lares|dollars|bucks)(?![\p{L}])/iu.test(
        after,
      ) &&
      value >= 1900 &&
      value <= 2100 &&
      !/[.,]/.test(numberText) &&
      !endOfRise(text, start, end)
    )
      continue;
    // "only 14 cases came and 2 of those are 16oz": part of what arrived, counted (wrong or damaged).
    if (isWhole && value < 10_000 && PART_OF_DELIVERY_AFTER.test(foldedAfter)) {
      counts.push({ start, end, text: numberText, value, goods: true });
      continue;
    }
    // "12oz cups (1000/case)": how many a case holds, not a price per case.
    if (
      isWhole &&
      /\(\s*$/u.test(before) &&
      /^\s*(?:\/|per |a |por |each |cada )\s*(?:case|box|pack|sleeve|carton|caja|paquete)(?![\p{L}])/iu.test(
        foldedAfter,
      )
    )
      continue;
    if (
      isWhole &&
      value < 1000 &&
      SENDS_BEFORE.test(before.normalize('NFD').replace(/\p{M}/gu, '')) &&
      PER_PERIOD_AFTER.test(foldedAfter)
    ) {
      counts.push({ start, end, text: numberText, value, goods: true });
      continue;
    }
    if (isWhole && value < 5) continue;
    if (value <= 0) continue;
    bare.push({ start, end, text: numberText.trim(), value });
  }
  // "a crown on tooth #19 … my old crown is on 18 … has tooth 18 on it not 19": a number once named
  // as a tooth, a room or a flight is that label wherever it comes back bare, never a sum.
  const labels = new Set<number>();
  for (const match of text.matchAll(LABELLED_NUMBER)) {
    labels.add(Number(match[1]));
    // "tooth 18 on it not 19", "diente 18 y no 19": the tooth it is set against.
    const against =
      /^[^\d.!?]{0,12}?(?:not|instead of|rather than|no|en vez de|en lugar de|sino)\s*(?:#|the\s+|el\s+|la\s+)?(\d{1,2})(?!\d|[.,]\d)/iu.exec(
        text.slice(match.index + match[0].length),
      );
    if (against?.[1]) labels.add(Number(against[1]));
  }
  for (let index = bare.length - 1; index >= 0; index -= 1) {
    const amount = bare[index]!;
    if (labels.has(amount.value) && !/[.,]/.test(amount.text) && amount.value <= 99) bare.splice(index, 1);
  }
  // Once goods are counted ("ordered 50 cases"), "got 42" and "charged for the 50" count them too.
  const goods = counts.filter((count) => count.goods);
  for (const amount of bare) {
    const before = text.slice(Math.max(0, amount.start - 20), amount.start);
    const isCount =
      goods.length > 0 &&
      (goods.some((count) => count.value === amount.value) || RECEIVED_BEFORE.test(before));
    if (isCount)
      counts.push({
        start: amount.start,
        end: amount.end,
        text: amount.text,
        value: amount.value,
        goods: true,
      });
    else found.push(amount);
  }
  // "300-400 dollars", "between 300 and 400 dollars": the first end of the range is money too.
  for (const match of text.matchAll(
    new RegExp(
      String.raw`${NUMBER}\s*(?:-|–|to|and|a|y)\s*(?=(?:US\$|\$)?\s?\d[\d.,]*\s?(?:\$|${CURRENCY_WORD}))`,
      'giu',
    ),
  )) {
    const start = match.index;
    const numberText = (match[1] ?? '') + (match[2] ? `.${match[2]}` : '');
    const end = start + numberText.length;
    if (overlaps(found, start, end)) continue;
    const value = parseNumber(match[1] ?? '0', match[2]);
    if (value > 0) found.push({ start, end, text: numberText, value });
  }
  return {
    amounts: found.sort((a, b) => a.start - b.start),
    counts: counts.sort((a, b) => a.start - b.start),
  };
}

/** Every amount of money in a text with its position, in order. */
export function findAmounts(text: string): PlacedAmount[] {
  return scan(text).amounts;
}

/** Every count of goods, units or people in a text ("50 cases", "got 42"), in order. */
export function findCounts(text: string): PlacedCount[] {
  return scan(text).counts;
}

/** Every amount of money in a text, in order, each once. */
export function extractAmounts(text: string): Amount[] {
  const seen = new Set<string>();
  return findAmounts(text)
    .map(({ text: written, value }) => ({ text: written, value }))
    .filter((amount) => (seen.has(amount.text) ? false : (seen.add(amount.text), true)));
}

export function extractPercentages(text: string): string[] {
  const matches = text.matchAll(/\d+(?:[.,]\d+)?\s?(?:%|percent\b|por\s?ciento\b)/giu);
  return [...new Set([...matches].map((match) => match[0].trim()))];
}

/** "89,99", "1.234,56": cents after a comma, the way much of Latin America and Europe writes money. */
export function commaDecimal(text: string): boolean {
  return /\d,\d{2}(?!\d)/.test(text) && !/\d\.\d{1,2}(?!\d)/.test(text);
}

/**
 * The figure whose writing an answer's own sums copy: the first one with cents after a comma, so
 * "3 nights at 35,50" totals "106,50", not "106.50"; else the person's first figure.
 */
export function moneySample(amounts: readonly { readonly text: string }[]): string | undefined {
  return (amounts.find(({ text }) => commaDecimal(text)) ?? amounts[0])?.text;
}

/**
 * Writes a sum Lane worked out (half a bill, a 10% raise) the way the person writes money, so an
 * answer never mixes "$1,170" with "2.340 $".
 */
export function formatMoneyLike(value: number, sample: string | undefined): string {
  // Cents stay when the sum has them ("$73.40 in fees"); whole sums stay whole.
  const rounded = Math.round(value * 100) / 100;
  // "1.234,56" groups with dots; "89,99" alone marks cents with a comma: both write "179,98".
  const usesDotThousands = sample !== undefined && (/\d\.\d{3}(?!\d)/.test(sample) || commaDecimal(sample));
  // "2340 dólares" means the person doesn't group digits; "$800" says nothing, so group.
  const wroteThousands = sample === undefined || !/\d{4}/.test(sample);
  const [whole = '0', fraction] = rounded.toFixed(rounded % 1 === 0 ? 0 : 2).split('.');
  const grouped = wroteThousands
    ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, usesDotThousands ? '.' : ',')
    : whole;
  const number = fraction ? `${grouped}${usesDotThousands ? ',' : '.'}${fraction}` : grouped;
  // A bare figure ("450") says nothing of the mark: write dollars the US way.
  if (sample === undefined || /^(?:US)?\$/.test(sample) || !/[$]|d[oó]lares|dollars?|bucks|usd/i.test(sample))
    return `$${number}`;
  if (/d[oó]lares/i.test(sample)) return `${number} dólares`;
  if (/dollars?|bucks/i.test(sample)) return `${number} dollars`;
  if (/usd/i.test(sample)) return `${number} USD`;
  return `${number} $`;
}
