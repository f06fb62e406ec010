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
