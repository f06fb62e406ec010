/**
 * A phone sold "free" with monthly bill credits, then a switch of carrier: the old carrier bills the
 * phone's remaining installments (the credits stop when the line leaves). The figures' roles, read
 * from the person's words: the monthly installment, the plan's months and the months paid, the
 * device charge and the service charge on the final bill, and the new carrier's buyout (up to a sum,
 * within so many days).
 */

/** A phone (or other device) on a carrier's plan. */
const DEVICE =
  /(?<![\p{L}])(?:telefono|celular|phone|iphone|smartphone|device|equipo|galaxy|pixel|samsung|tablet|watch)(?![\p{L}])/u;
/** The person left the carrier for another. */
const SWITCHED =
  /(?<![\p{L}])(?:me cambie|nos cambiamos|me pase|nos pasamos|cambie de (?:compania|companias|carrier|proveedor|plan)|cambiarme de|switch(?:ed|ing)? (?:carriers?|companies|providers?|to)|ported|port(?:ed)? (?:my |the )?(?:number|line)|left (?:verizon|at&t|att|t-mobile|tmobile|sprint|cricket|metro|boost|the old carrier|my old carrier)|(?:new|nueva|otra) (?:carrier|compania|company|provider)|compania (?:nueva|vieja|anterior)|old carrier|old company)(?![\p{L}])/u;
/** The phone was paid by monthly credits, or sold as free. */
const CREDITS =
  /(?<![\p{L}])(?:acredit\p{L}*|creditos?|credits?|gratis|free|promo(?:cion)?|promotion)(?![\p{L}])/u;
/** The old carrier now bills the phone. */
const BILLED =
  /(?<![\p{L}])(?:factura final|ultima factura|final bill|last bill|device balance|remaining balance|saldo|balance|cobran|cobrando|cobraron|charg\p{L}*|bill(?:ed|ing)?)(?![\p{L}])/u;

/** Is this a device balance after a switch of carrier? `folded`: lower case, accents removed. */
export function isDeviceBalance(folded: string): boolean {
  return DEVICE.test(folded) && SWITCHED.test(folded) && CREDITS.test(folded) && BILLED.test(folded);
}

export interface DeviceBalanceReading {
  /** The plan's months ("24"). */
  readonly term?: number;
  /** The months already paid ("pague 10 meses de 24"). */
  readonly paid?: number;
}

/** "pague 10 meses de 24", "paid 10 of 24 months", "10/24 payments": months paid and the plan's months. */
export function deviceTermIn(folded: string): DeviceBalanceReading {
  const of =
    /(?<![\d.,])(\d{1,2})\s*(?:meses|months?|pagos|payments?|cuotas|installments?|mensualidades)?\s*(?:de|of|out of|\/)\s*(?:los\s+|the\s+)?(\d{2})(?!\d|[.,]\d)(?:\s*(?:meses|months?|pagos|payments?|cuotas|installments?))?/u.exec(
      folded,
    );
  if (of) {
    const paid = Number(of[1]);
    const term = Number(of[2]);
    if (term >= 6 && term <= 48 && paid > 0 && paid < term) return { term, paid };
  }
  const term = /(?<![\d.,])(\d{2})\s*(?:-\s*)?(?:meses|months?|month|mo)(?![\p{L}])/u.exec(folded);
  const value = term ? Number(term[1]) : undefined;
  if (value === undefined || value < 6 || value > 48) return {};
  // "I made 12 payments", "llevo 10 pagos": the months paid, said apart from the plan's months.
  const made =
    /(?:pague|pagado|hice|llevo|paid|made|i'?ve made)\s+(\d{1,2})\s*(?:meses|months?|pagos|payments?|cuotas|installments?|mensualidades)(?![\p{L}])/u.exec(
      folded,
    )?.[1];
  const paid = made ? Number(made) : undefined;
  return paid !== undefined && paid > 0 && paid < value ? { term: value, paid } : { term: value };
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The figure's words right after it ("559.86 del telefono", "72.40 de servicio"). */
const DEVICE_AFTER =
  /^\s*(?:dollars|dolares|usd)?\s*(?:(?:del|de|for the|for|por el|por|on the|of)\s+)?(?:el\s+|la\s+|the\s+|my\s+|mi\s+)?(?:telefono|celular|phone|iphone|device|equipo|saldo del (?:telefono|equipo)|device balance)(?![\p{L}])/u;
const DEVICE_BEFORE =
  /(?:device balance|saldo del (?:telefono|equipo|celular)|balance (?:del|of the|on the) (?:telefono|phone|device|equipo)|remaining (?:device )?balance|phone balance|(?:telefono|phone|device|equipo|celular))\s*(?:is|es|de|of|:|=)?\s*\$?\s*$/u;
const SERVICE_AFTER =
  /^\s*(?:dollars|dolares|usd)?\s*(?:(?:del|de|for the|for|por el|por|of)\s+)?(?:el\s+|la\s+|the\s+)?(?:servicio|service|plan|linea|line|ultimo mes|last month)(?![\p{L}])/u;
const SERVICE_BEFORE = /(?:servicio|service|plan)\s*(?:is|es|de|of|:|=)?\s*\$?\s*$/u;
/** "me reembolsa hasta 650", "will pay off up to 650", "reimburse up to $650". */
const BUYOUT_BEFORE =
  /(?:reembols\p{L}*|pag\p{L}*|cubr\p{L}*|reimburs\p{L}*|pays?(?: off)?|cover\p{L}*|buy ?out|prepaid card|tarjeta)[^.!?\d]{0,25}(?:hasta|up to|max(?:imo)?|as much as)\s*\$?\s*$/u;
/** "mandarla en 60 dias", "submit within 60 days". */
const BUYOUT_DAYS =
  /(?:mand\p{L}*|envi\p{L}*|present\p{L}*|submit\p{L}*|send|upload\p{L}*|sub\p{L}*|reclam\p{L}*|claim|tengo|have|plazo de|deadline)[^.!?\d]{0,40}?(?:en|within|dentro de|in|de)\s+(?:los\s+)?(\d{1,3})\s*(?:dias|days)(?![\p{L}])/u;

export interface DeviceFigures {
  readonly device?: string;
  readonly service?: string;
  readonly buyout?: string;
  readonly buyoutDays?: number;
}

/** Each figure's role, from the words right around it. `placed`: the text's amounts with positions. */
export function deviceFiguresIn(
  text: string,
  placed: readonly { start: number; end: number; text: string }[],
): DeviceFigures {
  const out: { device?: string; service?: string; buyout?: string; buyoutDays?: number } = {};
  for (const amount of placed) {
    const before = fold(text.slice(Math.max(0, amount.start - 45), amount.start));
    const after = fold(text.slice(amount.end, amount.end + 30));
    if (!out.buyout && BUYOUT_BEFORE.test(before)) out.buyout = amount.text;
    else if (!out.device && (DEVICE_AFTER.test(after) || DEVICE_BEFORE.test(before)))
      out.device = amount.text;
    else if (!out.service && (SERVICE_AFTER.test(after) || SERVICE_BEFORE.test(before)))
      out.service = amount.text;
  }
  const days = BUYOUT_DAYS.exec(fold(text))?.[1];
  if (days && Number(days) > 0 && Number(days) <= 365) out.buyoutDays = Number(days);
  return out;
}

/**
 * A phone traded in for credits that never came: "they promised 800 dollars for trading in my old
 * phone, as credits of 33.33 every month for 24 months. I have had 5 bills now and NOT ONE credit",
 * "me prometieron 600 por mi celular viejo en créditos … llevo 4 facturas y ningún crédito". The
 * person stays with the carrier; what is owed is the credits missed (bills × installment) and the rest
 * still to come, never a balance after leaving.
 */
const TRADE_IN =
  /(?<![\p{L}])(?:trade[- ]?in|trading in|traded in|trade (?:my|the) (?:old )?(?:phone|device)|canje|intercambio|(?:entregue|di|mande|envie) (?:mi|el) (?:telefono|celular|equipo) (?:viejo|anterior|usado)|a cambio de mi (?:telefono|celular|equipo))(?![\p{L}])/u;
const CREDIT_MISSING =
  /(?<![\p{L}])(?:(?:not (?:one|a single)|no|never (?:got|received|saw|seen)(?: a| any| the)?|haven'?t (?:gotten|seen|received|had)(?: a| any| the)?|didn'?t get(?: a| any| the)?|zero|ningun|ni un|sin (?:ningun )?|no (?:me )?(?:han|ha) (?:aplicado|dado|puesto|llegado)(?: el| los| ningun| ni un)?|no veo(?: el| los| ningun)?)\s+(?:\p{L}+\s+){0,2}?(?:credits?|creditos?)|(?:credits?|creditos?)\s+(?:\p{L}+\s+){0,2}?(?:never|haven'?t|have not|didn'?t|did not|are not|aren'?t|nunca|no)\s+(?:\p{L}+\s+){0,1}?(?:showed?|shown|show(?:ed)? up|appeared|applied|posted|came|aparec\p{L}*|aplic\p{L}*|lleg\p{L}*|salen|sale))(?![\p{L}])/u;
/** The carrier says the old phone never came: "they say the trade in phone never arrived". */
const NOT_RECEIVED =
  /(?:never (?:arrived|received|got it|came)|didn'?t (?:arrive|receive|get it)|not received|no (?:lo |la )?(?:recibieron|llego|ha llegado)|nunca (?:lo |la )?(?:recibieron|llego))/u;
/** "delivered January 20", "entregado el 20 de enero": the day the old phone reached them, as typed. */
const DELIVERED_ON = new RegExp(
  String.raw`(?:delivered|arrived|was received|received it|signed for|entregad[oa]|lleg[oó]|recibid[oa])(?:\s+(?:to them|a ellos|alli))?\s+(?:on\s+|el\s+)?((?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}\s+de\s+(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre))(?![\p{L}\p{N}])`,
  'iu',
);
/** "5 bills now … NOT ONE credit", "llevo 4 facturas y ningún crédito": the bills without it. */
const BILLS_WITHOUT = new RegExp(
  String.raw`(?<![\d.,])(\d{1,2})\s+(?:bills|statements|months|billing cycles|facturas|meses|estados de cuenta|recibos)(?![\p{L}])[^.!?]{0,60}?(?:${CREDIT_MISSING.source})`,
  'u',
);

export interface TradeInReading {
  /** The trade-in value promised, as typed ("800 dollars"). */
  readonly value?: string;
  /** The bills that came without the credit. */
  readonly missed?: number;
  /** The day the old phone was delivered, as typed ("January 20"). */
  readonly delivered?: string;
  /** The carrier says it never received the old phone. */
  readonly notReceived?: boolean;
}

/** Is this a trade-in whose promised credits never came? `folded`: lower case, accents removed. */
export function isTradeInMissing(folded: string): boolean {
  return TRADE_IN.test(folded) && CREDIT_MISSING.test(folded) && DEVICE.test(folded);
}

/** "promised 800 dollars for trading in", "600 por mi celular viejo": the sum before the trade-in. */
const VALUE_AFTER =
  /^\s*(?:dollars|dolares|usd)?\s*(?:(?:(?:in|en)\s+(?:bill\s+)?(?:credits?|creditos?)(?![\p{L}])|(?:for|por|de)\s+(?:the\s+|el\s+)?(?:trad(?:e|ing)[- ]?in|trading|canje|intercambio|my old|mi (?:telefono|celular|equipo) (?:viejo|anterior|usado))))/u;

export function tradeInIn(
  text: string,
  placed: readonly { start: number; end: number; text: string }[],
): TradeInReading | undefined {
  const folded = fold(text);
  if (!isTradeInMissing(folded)) return undefined;
  const value = placed.find((amount) =>
    VALUE_AFTER.test(fold(text.slice(amount.end, amount.end + 50))),
  )?.text;
  const missed = Number(BILLS_WITHOUT.exec(folded)?.[1]);
  const delivered = DELIVERED_ON.exec(text)?.[1];
  return {
    ...(value ? { value } : {}),
    ...(Number.isInteger(missed) && missed > 0 && missed <= 36 ? { missed } : {}),
    ...(delivered ? { delivered } : {}),
    ...(NOT_RECEIVED.test(folded) ? { notReceived: true } : {}),
  };
}
