import { withDealerDeposit } from './dealer-deposit.js';
import { withUsedCar } from './used-car.js';
import { readOffer } from './offer-reading.js';
import type { Language } from '@lane/shared';
import type { CaseAmount, SubCase } from '../../../domain/chat/case.js';
import { addDays, formatDay } from '../../../domain/chat/facts.js';
import {
  inLanguage,
  is,
  quoteLines,
  type AreaCopy,
  type FollowUpAnswer,
  type FollowUpSaid,
  type AreaPlaybook,
  type CopyContext,
  type Outcome,
  rungsInOrder,
} from './types.js';

/**
 * Car repairs and car dealers. No reviewed right reaches these cases (facts.ts has none for cars),
 * so nothing here is asserted as law: estimate rules, holding a car over a bill and dealer
 * licensing are state law, and the copy turns them into questions the person asks or checks. The
 * vacated FTC CARS Rule is a caution the composer shows; the copy never cites it.
 */

type CarCase = 'car_over_estimate' | 'car_unauthorized_work' | 'car_vehicle_held' | 'car_dealer_addons';
const CAR_CASES: readonly SubCase[] = [
  'car_over_estimate',
  'car_unauthorized_work',
  'car_vehicle_held',
  'car_dealer_addons',
];

/** The sub-case when the reading is sure and it is a car one; undefined asks first. */
function carCase(ctx: CopyContext): CarCase | undefined {
  return ctx.subCase && CAR_CASES.includes(ctx.subCase) ? (ctx.subCase as CarCase) : undefined;
}

/**
 * A repair's figures by role: the estimate is never the bill. Without an estimate, a smaller
 * unlabeled figure beside a held car's or an unapproved job's bill is the part the person disputes
 * ("until I pay 1,900, I dispute 700 of it"), and the rest is what they agree they owe.
 */
function repair(ctx: CopyContext) {
  const estimate = ctx.figure('estimated', 'quoted');
  const bill = ctx.figure('billed');
  const billValue = ctx.value('billed');
  const other = ctx.case.amounts.find((amount) => amount.role === 'other');
  const disputed =
    !estimate &&
    is(ctx, 'car_vehicle_held', 'car_unauthorized_work') &&
    // Money on hand toward a bill the person agreed to is not a disputed part.
    !shortOfCash(ctx) &&
    other !== undefined &&
    billValue !== undefined &&
    other.value > 0 &&
    other.value < billValue
      ? other
      : undefined;
  // "quote was 420 … rotors too +260, i said ok": the approved extra is owed with the estimate.
  const approvedTotal = estimate ? ctx.computed.approvedTotal : undefined;
  const extras = listed(ctx.computed.approvedExtras ?? [], ctx.lang === 'es' ? 'y' : 'and');
  return {
    estimate,
    bill,
    /** The estimate plus the extra work the person approved, when they approved some. */
    approvedTotal,
    /** What the disputed part is over: "the 420 estimate plus the 260 approved (680)". */
    basis: estimate
      ? approvedTotal && extras
        ? {
            en: `the ${estimate} estimate plus the ${extras} approved (${approvedTotal})`,
            es: `el presupuesto de ${estimate} más los ${extras} aprobados (${approvedTotal})`,
          }
        : { en: `the ${estimate} estimate`, es: `el presupuesto de ${estimate}` }
      : undefined,
    /** What is disputed: the sum over the estimate, or the part the person named. */
    over: ctx.computed.overEstimate ?? ctx.figure('over') ?? disputed?.text,
    /** The part the person agrees they owe: the estimate, or the bill less the disputed part. */
    agreed:
      approvedTotal ??
      estimate ??
      (disputed && billValue !== undefined ? ctx.money(billValue - disputed.value) : undefined),
    date: ctx.date('service', 'bill', 'charge'),
  };
}

/** Below this, a dealer's lone figure is the add-ons, not the price of a car. */
const CAR_PRICE_FLOOR = 5000;

/**
 * A dealer's figures by role: the quoted price, the total they now ask, one add-on or fee, the
 * person's target. A lone small "billed" figure with no price ("added 1,500 of extras") is the
 * add-ons, never the car's total.
 */
function dealer(ctx: CopyContext) {
  const price = ctx.figure('quoted', 'estimated');
  const billed = ctx.case.amounts.find((amount) => amount.role === 'billed');
  const addOnsOnly = !price && billed !== undefined && billed.value < CAR_PRICE_FLOOR;
  // Several add-ons on the buyer's order ("1995 package + 299 nitrogen + 895 prep"): their sum.
  const several = price || addOnsOnly ? addOnsSold(ctx) : undefined;
  // "advertised 18,900 … the contract adds 1,995 and 699": with a price and only add-ons billed, the
  // papers come to the price plus the add-ons, never an add-on alone.
  const priceValue = ctx.value('quoted', 'estimated');
  const addOnsBilled = price !== undefined && billed !== undefined && billed.value < CAR_PRICE_FLOOR;
  const papers =
    addOnsBilled && priceValue !== undefined && several?.sumValue !== undefined && !ctx.figure('proposed')
      ? ctx.money(priceValue + several.sumValue)
      : undefined;
  return {
    price,
    total: addOnsOnly
      ? ctx.figure('proposed')
      : addOnsBilled
        ? (ctx.figure('proposed') ?? papers)
        : ctx.figure('billed', 'proposed'),
    // A doc fee is a dealer's fee, not an add-on: never named as the nitrogen or the etching.
    addOn:
      several?.sum ??
      (/\bdoc|documenta/iu.test(ctx.case.feeName ?? '') ? undefined : ctx.figure('fee')) ??
      (addOnsOnly ? billed.text : undefined),
    addOnValue: several?.sumValue,
    target: ctx.figure('asked'),
    over: ctx.computed.overEstimate,
  };
}

/**
 * The car is already bought: the person gives the day of the purchase (a dealer's "service" date is
 * the day they bought). The coaching then turns from walking away to cancelling the add-ons and
 * getting them refunded to the loan; nothing about the car's price is left to negotiate.
 */
function bought(ctx: CopyContext): boolean {
  return carCase(ctx) === 'car_dealer_addons' && ctx.date('service', 'charge') !== undefined;
}

/**
 * After the sale, each small figure in the story is one add-on on the contract ("1,995 for paint
 * protection and 899 for VIN etching"): the list as the person wrote it, and its sum.
 */
function addOnsSold(ctx: CopyContext) {
  const items = ctx.case.amounts.filter(
    (amount) =>
      amount.value > 0 &&
      amount.value < CAR_PRICE_FLOOR &&
      (amount.role === 'fee' || amount.role === 'other' || amount.role === 'billed'),
  );
  const sum = items.reduce((total, amount) => total + amount.value, 0);
  return {
    texts: items.map((amount) => amount.text),
    sum: items.length > 1 ? ctx.money(sum) : undefined,
    sumValue: items.length > 0 ? sum : undefined,
  };
}

/** What the add-ons still come to after an amount off ("500 off" of 3,189 leaves 2,689). */
function leftOver(
  ctx: CopyContext,
  d: ReturnType<typeof dealer>,
  offer: string | undefined,
): string | undefined {
  const off = offerValue(offer);
  if (d.addOnValue === undefined || off === undefined || off <= 0 || off >= d.addOnValue) return undefined;
  return ctx.money(d.addOnValue - off);
}

/** "1,995 and 899" / "1,995 y 899". */
function listed(texts: readonly string[], and: string): string | undefined {
  if (texts.length === 0) return undefined;
  if (texts.length === 1) return texts[0];
  return `${texts.slice(0, -1).join(', ')} ${and} ${texts[texts.length - 1]}`;
}

/**
 * A figure the other side offered, as a number: "800", "$1,400", "1.200" (Spanish thousands);
 * undefined for a share ("half") or anything else.
 */
function offerValue(offer: string | undefined): number | undefined {
  if (!offer) return undefined;
  const digits = offer.replace(/[^\d.,]/g, '');
  if (!/\d/.test(digits)) return undefined;
  const plain = /^\d{1,3}(?:\.\d{3})+$/.test(digits) ? digits.replace(/\./g, '') : digits.replace(/,/g, '');
  const value = Number(plain) * (/\dk\b/i.test(offer) ? 1000 : 1);
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

/**
 * A shop's offer on a repair bill next to the estimate: the new bill it makes (an amount off when
 * it is no bigger than the overage, as in judgeRepair) and how far that still is over the estimate.
 */
function offerOverEstimate(ctx: CopyContext, offer: string | undefined) {
  const offered = offerValue(offer);
  const estimate = ctx.computed.approvedTotalValue ?? ctx.value('estimated', 'quoted');
  if (offered === undefined || estimate === undefined) return undefined;
  const bill = ctx.value('billed');
  const newBill =
    bill !== undefined && bill > estimate && offered <= bill - estimate ? bill - offered : offered;
  return newBill > estimate ? ctx.money(newBill - estimate) : undefined;
}

/** "on March 3" / "el 3 de marzo", without doubling a word the person already wrote. */
function onDay(date: string | undefined, lang: Language): string {
  if (lang === 'es') {
    if (!date) return 'el [fecha]';
    return /^(el|la|ayer|hoy|anteayer|este|esta)\b/i.test(date) ? date : `el ${date}`;
  }
  if (!date) return 'on [date]';
  return /^(on|last|this|yesterday|today)\b/i.test(date) ? date : `on ${date}`;
}

/** The six rungs, [label, line] each, in the order of RUNGS. */
const rungs = (...pairs: [string, string][]) => rungsInOrder(pairs);

/**
 * An offer on a repair bill: at or under the estimate (the part the person agreed to) meets the
 * goal; between the estimate and the bill is a step; the whole bill again is no offer. A figure no
 * bigger than the sum over the estimate is an amount off ("they'll take 200 off"), not a new bill.
 */
function judgeRepair(ctx: CopyContext, offered: number | undefined) {
  const estimate = ctx.computed.approvedTotalValue ?? ctx.value('estimated', 'quoted');
  if (offered === undefined || estimate === undefined) return undefined;
  const bill = ctx.value('billed');
  const newBill =
    bill !== undefined && bill > estimate && offered <= bill - estimate ? bill - offered : offered;
  if (newBill <= estimate) return 'accept' as const;
  // Work the person never authorized is not owed: anything above the estimate is declined.
  if (ctx.case.flags.unapprovedWork === true) return 'decline' as const;
  return bill !== undefined && newBill >= bill ? ('decline' as const) : ('counter' as const);
}

/** A dealer's price: at or under the person's target (or the price first quoted) meets the goal. */
function judgeDealer(ctx: CopyContext, offered: number | undefined) {
  const target = ctx.value('asked') ?? ctx.value('quoted', 'estimated');
  if (offered === undefined || target === undefined) return undefined;
  // "He can knock 500 off": a sum that small is taken off the add-ons, not a price for the car.
  const addOns = dealer(ctx).addOnValue;
  // Less than the add-ons off is still paying for products the person never asked for: declined.
  if (offered < CAR_PRICE_FLOOR && target >= CAR_PRICE_FLOOR)
    return addOns !== undefined && offered >= addOns ? ('accept' as const) : ('decline' as const);
  if (offered <= target) return 'accept' as const;
  // An out-the-door price they already agreed to is held, not bargained over again.
  if (ctx.value('asked') === undefined && ctx.value('quoted') !== undefined) return 'decline' as const;
  const total = ctx.value('billed', 'proposed');
  return total !== undefined && offered >= total ? ('decline' as const) : ('counter' as const);
}

function judge(ctx: CopyContext, offered: number | undefined) {
  const sub = carCase(ctx);
  if (!sub) return undefined;
  // A share ("half", "la mitad") comes as a negative value: a step, never the whole goal.
  if (offered !== undefined && offered < 0) return 'counter' as const;
  if (bought(ctx)) {
    // After the sale: a refund of every add-on meets the goal; anything less is a step.
    const owed = addOnsSold(ctx).sumValue;
    if (offered === undefined || owed === undefined) return undefined;
    return offered >= owed ? ('accept' as const) : ('counter' as const);
  }
  return sub === 'car_dealer_addons' ? judgeDealer(ctx, offered) : judgeRepair(ctx, offered);
}

/** The next step once the shop or dealer has answered. */
/**
 * "they'll charge 35 a day storage starting tomorrow", "me van a cobrar 35 diarios de almacenaje": after
 * a no on a shop's bill, the storage a day they threaten is named for what it is, a new charge on top
 * of the bill (never money off it), unless the step already speaks of storage.
 */
function withStorageThreat(ctx: CopyContext, outcome: Outcome, text: string | undefined): string | undefined {
  const storage = ctx.case.storagePerDay;
  const sub = carCase(ctx);
  if (
    text === undefined ||
    outcome !== 'said_no' ||
    !storage ||
    bought(ctx) ||
    (sub !== 'car_vehicle_held' && sub !== 'car_over_estimate' && sub !== 'car_unauthorized_work') ||
    /storage|almacenaje/iu.test(text)
  )
    return text;
  const t = inLanguage(ctx.lang);
  return `${text} ${t(
    `The ${storage.text}-a-day storage they threaten is a new charge on top of the bill, never money off it: get the car out before it starts, ask them where you agreed to it, and dispute it too if they add it.`,
    `El almacenaje de ${storage.text} por día que le anuncian es un cargo nuevo encima de la factura, no un descuento: saque el auto antes de que empiece, pregunte dónde aceptó usted ese cargo y, si lo agregan, dispútelo también.`,
  )}`;
}

function step(ctx: CopyContext, outcome: Outcome, offer: string | undefined): string | undefined {
  const t = inLanguage(ctx.lang);
  const sub = carCase(ctx);
  if (!sub) return undefined;
  const r = repair(ctx);
  const d = dealer(ctx);
  const bill = r.bill ? t(`the ${r.bill} bill`, `la factura de ${r.bill}`) : t('the bill', 'la factura');
  const protest = t(
    'write "paid under protest" and the date on the receipt (or in a short signed note), and keep a copy',
    'escriba "pagado bajo protesta" y la fecha en el recibo (o en una nota breve firmada) y guarde una copia',
  );
  if (bought(ctx)) {
    const a = addOnsSold(ctx);
    const items =
      a.texts.length > 0
        ? t(`the ${listed(a.texts, 'and')} add-ons`, `los extras de ${listed(a.texts, 'y')}`)
        : t('the add-ons', 'los extras');
    switch (outcome) {
      case 'said_no':
        return t(
          `If the dealer won't cancel ${items}, send the same written request to the lender that holds your loan, and file a complaint with your state attorney general's office and the CFPB (consumerfinance.gov/complaint). Keep making your loan payments meanwhile.`,
          `Si el concesionario no cancela ${items}, envíe la misma petición por escrito al prestamista que tiene su préstamo y presente una queja ante la oficina del Fiscal General de su estado y la CFPB (consumerfinance.gov/complaint). Mientras tanto, siga pagando el préstamo.`,
        );
      case 'counter_offer':
        return t(
          `Their offer${offer ? ` (${offer})` : ''} is a step: ask for each product's cancellation terms in writing and check the refund against them. Ask for every add-on you didn't want to be cancelled, with the refund credited to your loan and the new balance in writing.`,
          `Lo que ofrecieron${offer ? ` (${offer})` : ''} es un avance: pida por escrito las condiciones de cancelación de cada producto y compare el reembolso con ellas. Pida que cancelen todos los extras que no quería, con el reembolso aplicado al préstamo y el nuevo saldo por escrito.`,
        );
      case 'pay_now':
        return t(
          'Keep your loan payments on time while you dispute the add-ons: a missed payment hurts your credit, not theirs. The refund should go to the loan balance once they cancel; ask for the new balance in writing.',
          'Siga pagando el préstamo a tiempo mientras disputa los extras: un pago atrasado daña su crédito, no el de ellos. El reembolso debe ir al saldo del préstamo cuando cancelen; pida el nuevo saldo por escrito.',
        );
      case 'no_reply':
        return t(
          `Send the cancellation request again by certified mail, to the dealer and to the lender, and keep the receipts. If nothing comes back by your date, file with your state attorney general's office.`,
          'Envíe otra vez la petición de cancelación por correo certificado, al concesionario y al prestamista, y guarde los recibos. Si no hay respuesta para su fecha, presente la queja ante la oficina del Fiscal General de su estado.',
        );
      case 'agreed':
        return t(
          'Get the cancellation confirmation, the refund amount and the new loan balance in writing, and check that the refund shows on your next loan statement.',
          'Pida por escrito la confirmación de la cancelación, el monto del reembolso y el nuevo saldo del préstamo, y revise que el reembolso aparezca en su próximo estado de cuenta del préstamo.',
        );
    }
  }
  if (sub === 'car_dealer_addons') {
    const addOns = d.addOn
      ? t(`the ${d.addOn} of add-ons`, `los ${d.addOn} de extras`)
      : t('the add-ons', 'los extras');
    switch (outcome) {
      case 'said_no':
        return t(
          `If they won't take off ${addOns} you never asked for, don't sign: ask for their out-the-door price in writing and get written quotes from other dealers for the same car. Walking away is your strongest move.`,
          `Si no quitan ${addOns} que usted no pidió, no firme: pida por escrito su precio total final y consiga cotizaciones por escrito de otros concesionarios por el mismo auto. Retirarse es su mejor carta.`,
        );
      case 'counter_offer':
        return t(
          `Their offer${offer ? ` (${offer})` : ''} is a start, not the finish${leftOver(ctx, d, offer) ? `: it still leaves ${leftOver(ctx, d, offer)} of add-ons you didn't ask for` : ''}. Ask them to take off every add-on you didn't ask for, with the new out-the-door price${d.price ? ` (${d.price} plus tax and registration, as agreed)` : ''} in writing. A product "already applied" to the car can still come off the price: you're not paying for it. If they won't, you can still walk away and buy from another dealer.`,
          `Lo que ofrecieron${offer ? ` (${offer})` : ''} es un avance, no el final${leftOver(ctx, d, offer) ? `: aún deja ${leftOver(ctx, d, offer)} de extras que usted no pidió` : ''}. Pida que quiten todos los extras que usted no pidió, con el nuevo precio total final${d.price ? ` (${d.price} más impuestos y registro, como acordaron)` : ''} por escrito. Un producto "ya aplicado" al auto igual puede salir del precio: usted no lo está pagando. Si no lo hacen, todavía puede retirarse y comprar en otro concesionario.`,
        );
      case 'pay_now':
        return t(
          `Don't sign or leave a deposit today because of a "today only" price: ask for the buyer's order in writing and take it home. If the price is gone tomorrow, other dealers sell the same car.`,
          'No firme ni deje un depósito hoy por un precio "solo por hoy": pida la orden de compra por escrito y llévesela para revisarla. Si mañana el precio ya no está, otros concesionarios venden el mismo auto.',
        );
      case 'no_reply':
        return t(
          'Ask two or three other dealers for a written out-the-door quote on the same car; a real competing quote is often what gets an answer.',
          'Pida a dos o tres concesionarios más una cotización por escrito del precio total final del mismo auto; una cotización real de otro lado suele conseguir respuesta.',
        );
      case 'agreed':
        return t(
          "Before you sign, read the buyer's order line by line: the add-ons you refused must be gone, and the out-the-door total must match what you agreed.",
          'Antes de firmar, lea la orden de compra línea por línea: los extras que rechazó no deben aparecer y el precio total final debe coincidir con lo acordado.',
        );
    }
  }
  if (sub === 'car_vehicle_held') {
    const over = r.over
      ? t(`the ${r.over}`, `los ${r.over}`)
      : t('the part you dispute', 'la parte que disputa');
    switch (outcome) {
      case 'said_no':
        return t(
          `If they won't release the car for the part you don't dispute${r.agreed ? ` (${r.agreed})` : ''}, you can pay ${bill} under protest to get it back (by credit card if you can), then dispute ${over} in writing. Ask whether they're claiming a mechanic's lien, and ask your state attorney general's consumer office what your state allows.`,
          `Si no le entregan el auto por la parte que no disputa${r.agreed ? ` (${r.agreed})` : ''}, puede pagar ${bill} bajo protesta para recuperarlo (con tarjeta de crédito si puede) y luego disputar ${over} por escrito. Pregunte si reclaman un gravamen de mecánico, y pregunte a la oficina del consumidor del fiscal general de su estado qué permite su estado.`,
        );
      case 'counter_offer': {
        const still = offerOverEstimate(ctx, offer);
        if (still && r.estimate)
          return t(
            `${offer} is still ${still} over the ${r.estimate} estimate. Before you say yes, ask for the itemized invoice and which extra work they say you authorized, when and how; if you approved nothing more, offer the ${r.estimate} estimate plus only what you approved: work you never authorized isn't a price to meet halfway. If you need the car and ${offer} is their best, get it and the release in writing, pay it under protest, and keep disputing the ${still} in writing.`,
            `${offer} sigue siendo ${still} más que el presupuesto de ${r.estimate}. Antes de aceptar, pida la factura detallada y pregunte qué trabajo extra dicen que usted autorizó, cuándo y cómo; si no aprobó nada más, ofrezca el presupuesto de ${r.estimate} más solo lo que aprobó: un trabajo que nunca autorizó no es un precio para partir a la mitad. Si necesita el auto y ${offer} es lo más que bajan, pida el monto y la entrega por escrito, páguelo bajo protesta y siga disputando por escrito los ${still}.`,
          );
        return t(
          `If they'll release the car for ${offer ?? 'less'}, get the amount, what it covers and the release in writing before you pay, with the itemized invoice. If you pay more than you agree you owe, ${protest}.`,
          `Si le entregan el auto por ${offer ?? 'menos'}, pida por escrito el monto, lo que cubre y la entrega del auto antes de pagar, con la factura detallada. Si paga más de lo que reconoce deber, ${protest}.`,
        );
      }
      case 'pay_now':
        return t(
          `Paying ${offer ?? bill} "under protest" gets the car back without giving up the dispute: ${protest}, and pay by credit card if you can. Then dispute ${over} in writing right away, and ask whether they're claiming a mechanic's lien.`,
          `Pagar ${offer ?? bill} "bajo protesta" le devuelve el auto sin renunciar al reclamo: ${protest}, y pague con tarjeta de crédito si puede. Luego dispute ${over} por escrito enseguida, y pregunte si reclaman un gravamen de mecánico.`,
        );
      case 'no_reply':
        return t(
          'Put the release request in writing with the date you need the car, and ask whether storage charges are being added while they hold it. If nothing moves, paying under protest and disputing afterward gets you the car now.',
          'Pida por escrito la entrega del auto, con la fecha en que lo necesita, y pregunte si le están cobrando almacenaje mientras lo retienen. Si nada se mueve, pagar bajo protesta y disputar después le devuelve el auto ya.',
        );
      case 'agreed':
        return t(
          'Get the paid, itemized invoice and the release in writing, and check the car over before you drive off.',
          'Pida la factura detallada y pagada y la entrega del auto por escrito, y revise el auto antes de irse.',
        );
    }
  }
  const disputed =
    sub === 'car_over_estimate'
      ? t(
          `the ${r.over ? `${r.over} ` : 'amount '}over your ${r.estimate ?? 'written'} estimate`,
          `${r.over ? `los ${r.over}` : 'lo'} por encima de su presupuesto${r.estimate ? ` de ${r.estimate}` : ' por escrito'}`,
        )
      : t('the work you never approved', 'el trabajo que usted nunca aprobó');
  switch (outcome) {
    case 'said_no':
      return sub === 'car_over_estimate'
        ? t(
            `Ask in writing which extra work they say you approved, when and how, and for the itemized invoice. If you need the car before they answer, you can pay under protest, by credit card if you can, and keep disputing ${disputed} in writing.`,
            `Pida por escrito qué trabajo extra dicen que usted aprobó, cuándo y cómo, y la factura detallada. Si necesita el auto antes de que respondan, puede pagar bajo protesta, con tarjeta de crédito si puede, y seguir disputando por escrito ${disputed}.`,
          )
        : t(
            `Ask in writing for your signed authorization of the extra work, and for the itemized invoice. If you need the car before they answer, you can pay under protest, by credit card if you can, and keep disputing ${disputed} in writing.`,
            `Pida por escrito su autorización firmada del trabajo extra y la factura detallada. Si necesita el auto antes de que respondan, puede pagar bajo protesta, con tarjeta de crédito si puede, y seguir disputando por escrito ${disputed}.`,
          );
    case 'counter_offer':
      return sub === 'car_over_estimate'
        ? t(
            `Set their offer${offer ? ` (${offer})` : ''} against your ${r.estimate ?? 'written'} estimate plus any extra work you actually approved: that sum is the bill to aim for, and your counter.${offerOverEstimate(ctx, offer) ? ` As offered, you'd still pay ${offerOverEstimate(ctx, offer)} over the estimate.` : ''} Get the corrected invoice in writing before you pay.`,
            `Compare su oferta${offer ? ` (${offer})` : ''} con su presupuesto${r.estimate ? ` de ${r.estimate}` : ' por escrito'} más el trabajo extra que usted sí aprobó: esa suma es la factura a la que apunta, y su contraoferta.${offerOverEstimate(ctx, offer) ? ` Con esa oferta, todavía pagaría ${offerOverEstimate(ctx, offer)} por encima del presupuesto.` : ''} Pida la factura corregida por escrito antes de pagar.`,
          )
        : t(
            `Work you never approved should come off the bill entirely, not be split${offer ? ` (${offer} still charges you for part of it)` : ''}. Ask again for the signed authorization, and get the corrected invoice in writing before you pay.`,
            `El trabajo que usted nunca aprobó debe salir completo de la factura, no dividirse${offer ? ` (con ${offer} igual le cobran una parte)` : ''}. Vuelva a pedir la autorización firmada y la factura corregida por escrito antes de pagar.`,
          );
    case 'pay_now':
      return t(
        `If you need the car today, you can pay ${offer ?? bill} "under protest": ${protest}. Then dispute ${disputed} in writing; if you pay by credit card, ask your card issuer about disputing that part, and ${askState(ctx, 'en', 'over')}.`,
        `Si necesita el auto hoy, puede pagar ${offer ?? bill} "bajo protesta": ${protest}. Luego dispute por escrito ${disputed}; si paga con tarjeta de crédito, pregunte al emisor cómo disputar esa parte, y ${askState(ctx, 'es', 'overAuth')}.`,
      );
    case 'no_reply':
      return t(
        "Send your dispute to the shop's owner in writing with the estimate attached, and ask whether storage charges are running while the bill is disputed. If your date passes, file with your state attorney general's consumer office or auto repair bureau.",
        'Envíe su reclamo por escrito al dueño del taller, con el presupuesto adjunto, y pregunte si le están cobrando almacenaje mientras la factura está en disputa. Si pasa su fecha, presente una queja ante la oficina del consumidor del fiscal general de su estado o la oficina de reparación de autos.',
      );
    case 'agreed':
      return t(
        'Get the corrected invoice with the new total, marked paid once you pay, and keep it with your estimate.',
        'Pida la factura corregida con el nuevo total, marcada como pagada cuando pague, y guárdela junto con su presupuesto.',
      );
  }
}

/** The day of the purchase, written out ("November 15", "15 de noviembre") when it is a calendar day. */
function purchaseDay(ctx: CopyContext): string | undefined {
  const date = ctx.case.dates.find((d) => d.role === 'service' || d.role === 'charge');
  if (!date?.iso || !/\d/.test(date.text)) return date?.text;
  return new Intl.DateTimeFormat(ctx.lang === 'es' ? 'es-US' : 'en-US', {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date.iso}T00:00:00Z`));
}

type AddOnProduct = NonNullable<CopyContext['case']['addOnItems']>[number]['product'];

const PRODUCT_NAMES: Readonly<Record<Exclude<AddOnProduct, 'other'>, { en: string; es: string }>> = {
  warranty: { en: 'the extended warranty', es: 'la garantía extendida' },
  gap: { en: 'the GAP coverage', es: 'el seguro GAP' },
  etching: { en: 'the etching', es: 'el grabado' },
  nitrogen: { en: 'the nitrogen fill', es: 'el llenado de nitrógeno' },
  paint: { en: 'the paint protection', es: 'la protección de pintura' },
};

/**
 * Products sold once, done to the car (the etching, a nitrogen fill), with no cancellation section
 * of their own: asked about apart from the contracts (a warranty, GAP) that have one.
 */
const ONE_TIME: ReadonlySet<AddOnProduct> = new Set(['etching', 'nitrogen']);

/** The dealer agreed to cancel these ("they'll cancel the warranty"): no longer asked for. */
function conceded(ctx: CopyContext): readonly AddOnProduct[] {
  return ctx.case.dealerReply?.cancels ?? [];
}

/**
 * The add-on products the person named (an extended warranty, GAP, etching), each with its figure
 * when the person wrote it beside it ("'garantia extendida' 2,100 y 'grabado de ventanas' 399").
 */
function addOnParts(ctx: CopyContext): { product: Exclude<AddOnProduct, 'other'>; text?: string }[] {
  const items = (ctx.case.addOnItems ?? []).filter(
    (item): item is { product: Exclude<AddOnProduct, 'other'>; text: string } => item.product !== 'other',
  );
  const flagged: Exclude<AddOnProduct, 'other'>[] = [
    ...(ctx.case.flags.addOnWarranty === true ? (['warranty'] as const) : []),
    ...(ctx.case.flags.addOnGap === true ? (['gap'] as const) : []),
    ...(ctx.case.flags.addOnEtching === true ? (['etching'] as const) : []),
  ];
  const parts: { product: Exclude<AddOnProduct, 'other'>; text?: string }[] = items.map((item) => ({
    product: item.product,
    text: item.text,
  }));
  for (const product of flagged) if (!parts.some((part) => part.product === product)) parts.push({ product });
  return parts;
}

/**
 * The add-on products the person named, in words ("the extended warranty and the etching"), and
 * with their figures when each has one. `contractsOnly` leaves the etching out where a sentence is
 * about products with a cancellation section of their own (the etching is asked about apart).
 */
function productsNamed(
  ctx: CopyContext,
  contractsOnly = false,
): { en: string; es: string; many: boolean; withFigures: { en: string; es: string } } | undefined {
  const every = addOnParts(ctx);
  // After the dealer agreed to cancel some, the letters are about the rest.
  const open = every.filter((part) => !conceded(ctx).includes(part.product));
  const all = open.length > 0 ? open : every;
  const others = all.filter((part) => !ONE_TIME.has(part.product));
  const parts = contractsOnly && others.length > 0 ? others : all;
  if (parts.length === 0) return undefined;
  const names = (lang: Language) => parts.map((part) => PRODUCT_NAMES[part.product][lang]);
  // Each with its own figure, when every one has it: "la garantía extendida (2,100) y el grabado (399)".
  const figured = parts.every((part) => part.text !== undefined);
  const withFigures = (lang: Language) =>
    listed(
      parts.map((part) => `${PRODUCT_NAMES[part.product][lang]} (${part.text ?? ''})`),
      lang === 'es' ? 'y' : 'and',
    ) ?? '';
  return {
    en: listed(names('en'), 'and') ?? '',
    es: listed(names('es'), 'y') ?? '',
    many: parts.length > 1,
    withFigures: figured ? { en: withFigures('en'), es: withFigures('es') } : { en: '', es: '' },
  };
}

/** The etching, beside other products with contracts of their own: asked about on its own. */
function etchingApart(ctx: CopyContext): boolean {
  const parts = openParts(ctx);
  return (
    parts.some((part) => ONE_TIME.has(part.product)) && parts.some((part) => !ONE_TIME.has(part.product))
  );
}

/** The etching's own figure, when the person paired one with it. */
function etchingPart(ctx: CopyContext): { text?: string } | undefined {
  return openParts(ctx).find((part) => part.product === 'etching');
}

/** The add-ons still to ask for: those the dealer agreed to cancel are left out. */
function openParts(ctx: CopyContext): { product: Exclude<AddOnProduct, 'other'>; text?: string }[] {
  return addOnParts(ctx).filter((part) => !conceded(ctx).includes(part.product));
}

/** The one-time products the person named (the etching, a nitrogen fill), each with its figure. */
function oneTimeParts(ctx: CopyContext): { product: Exclude<AddOnProduct, 'other'>; text?: string }[] {
  return openParts(ctx).filter((part) => ONE_TIME.has(part.product));
}

/** "the etching (349) and the nitrogen fill (199)", "el grabado (349) y el nitrógeno de las llantas (199)". */
function oneTimeNames(ctx: CopyContext, lang: Language): string {
  return (
    listed(
      oneTimeParts(ctx).map(
        (part) => `${PRODUCT_NAMES[part.product][lang]}${part.text ? ` (${part.text})` : ''}`,
      ),
      lang === 'es' ? 'y' : 'and',
    ) ?? ''
  );
}

/**
 * What the person was told about the add-ons, in their own voice, only when they said it: "I was
 * told they were required" (they said so), "They were presented to me as 'lo estandar'" (their
 * quote of the seller). Nothing when they said neither: the letter states only what happened.
 */
function toldLine(ctx: CopyContext, many = true): { en: string; es: string } | undefined {
  // "the bank REQUIRED the warranty and gap": only those are said to have been called required.
  const required = (ctx.case.requiredAddOns ?? []).filter(
    (product): product is Exclude<AddOnProduct, 'other'> => product !== 'other',
  );
  const everyPart = addOnParts(ctx);
  if (
    ctx.case.flags.toldRequired === true &&
    required.length > 0 &&
    everyPart.some((part) => !required.includes(part.product))
  ) {
    const several = required.length > 1;
    const feminine = required.every((product) => product === 'warranty' || product === 'paint');
    const en = listed(
      required.map((product) => PRODUCT_NAMES[product].en),
      'and',
    );
    const es = listed(
      required.map((product) => PRODUCT_NAMES[product].es),
      'y',
    );
    return {
      en: `I was told ${en} ${several ? 'were' : 'was'} required.`,
      es: `Me dijeron que ${es} ${several ? 'eran' : 'era'} ${feminine ? (several ? 'obligatorias' : 'obligatoria') : several ? 'obligatorios' : 'obligatorio'}.`,
    };
  }
  if (ctx.case.flags.toldRequired === true)
    return many
      ? { en: 'I was told they were required.', es: 'Me dijeron que eran obligatorios.' }
      : { en: 'I was told it was required.', es: 'Me dijeron que era obligatorio.' };
  const words = ctx.case.sellerWords;
  if (words)
    return {
      en: `At the sale I was told: '${words}'.`,
      es: `En la venta me dijeron: '${words}'.`,
    };
  return undefined;
}

/**
 * What the add-ons cost over the loan, when the person gave the rate and the months ("financiado a
 * 72 meses al 14.9%"): the monthly payment they add, the total and the interest in it.
 */
function loanCost(ctx: CopyContext): { monthly: string; total: string; interest: string } | undefined {
  const principal = addOnsSold(ctx).sumValue;
  const months = ctx.case.loanMonths;
  const rates = ctx.case.percentages
    .map((text) => Number(text.replace(/[^\d.,]/g, '').replace(',', '.')))
    .filter((rate) => rate > 0 && rate < 40);
  const apr = rates.length === 1 ? rates[0] : undefined;
  if (principal === undefined || months === undefined || apr === undefined) return undefined;
  const r = apr / 100 / 12;
  const monthly = (principal * r) / (1 - (1 + r) ** -months);
  const cents = (value: number) => Math.round(value * 100) / 100;
  const total = Math.round(monthly * months);
  return {
    monthly: ctx.money(cents(monthly)),
    total: ctx.money(total),
    interest: ctx.money(total - principal),
  };
}

/** "Financed at 14.9% over 72 months, the 2,499 of add-ons…": one sentence, when it can be worked out. */
function loanCostLine(ctx: CopyContext): string | undefined {
  const cost = loanCost(ctx);
  const a = addOnsSold(ctx);
  const sum = a.sum ?? a.texts[0];
  if (!cost || !sum) return undefined;
  const rate = ctx.case.percentages[0] ?? '';
  const months = ctx.case.loanMonths ?? 0;
  return inLanguage(ctx.lang)(
    `Financed at ${rate} over ${months} months, the ${sum} of add-ons adds about ${cost.monthly} a month to your payment: about ${cost.total} over the loan, ${cost.interest} of it interest. Ask that every refund go to the loan's principal.`,
    `Financiados al ${rate} a ${months} meses, los ${sum} de extras le suman unos ${cost.monthly} al mes: unos ${cost.total} en todo el préstamo, ${cost.interest} de ellos en intereses. Pida que cada reembolso se aplique al capital del préstamo.`,
  );
}

/**
 * Etching is often sold as a one-time product, not a contract with a cancellation section: it is
 * asked about on its own (can it come off, was it even done), never filed with the warranty.
 */
function etchingLine(ctx: CopyContext): string | undefined {
  const once = oneTimeParts(ctx);
  if (once.length > 1 || (once.length === 1 && once[0]?.product !== 'etching')) {
    const many = once.length > 1;
    const en = oneTimeNames(ctx, 'en');
    const es = oneTimeNames(ctx, 'es');
    return inLanguage(ctx.lang)(
      `${upper(en)} ${many ? 'are' : 'is'} different: ${many ? "they're often one-time products" : "it's often a one-time product"} with no cancellation section of ${many ? 'their' : 'its'} own, so ask the dealer in writing, separately, whether ${many ? 'they' : 'it'} can be cancelled and refunded, and whether ${many ? 'they were' : 'it was'} even done on your car.`,
      `${upper(es)} ${many ? 'son distintos: suelen ser productos' : 'es distinto: suele ser un producto'} de una sola vez, sin cláusula de cancelación propia, así que pregunte por escrito al concesionario, aparte, si ${many ? 'se pueden' : 'se puede'} cancelar y reembolsar, y si de verdad se ${many ? 'los' : 'lo'} hicieron a su auto.`,
    );
  }
  const etch = etchingPart(ctx);
  if (!etch) return undefined;
  return inLanguage(ctx.lang)(
    `The etching${etch.text ? ` (${etch.text})` : ''} is different: it's often a one-time product with no cancellation section of its own, so ask the dealer in writing, separately, whether it can be cancelled and refunded, and whether it was even done on your car.`,
    `El grabado${etch.text ? ` (${etch.text})` : ''} es distinto: suele ser un producto de una sola vez, sin cláusula de cancelación propia, así que pregunte por escrito al concesionario, aparte, si se puede cancelar y reembolsar, y si de verdad se lo hicieron a su auto.`,
  );
}

/**
 * What the dealer answered, quoted as the person typed it ("obligatoria", "ya no se puede cancelar"),
 * so the answer meets their words, never a claim nobody made.
 */
function dealerQuoted(ctx: CopyContext): string | undefined {
  const said = ctx.case.dealerSaid;
  if (!said || said.length === 0) return undefined;
  const quoted = said.map((words) => `"${words}"`).join(', ');
  return inLanguage(ctx.lang)(
    `About what the dealer told you (${quoted}): an add-on sold with the car doesn't become required or final because they say so.`,
    `Sobre lo que le dijeron en el concesionario (${quoted}): un extra vendido con el auto no se vuelve obligatorio ni definitivo porque lo digan.`,
  );
}

/**
 * After the sale, the dealer says "you signed, nothing can be cancelled, contracts are final": the
 * car's purchase is final, but each add-on is a contract of its own with its own cancellation
 * section. The cancellation goes in writing to each product's administrator and to the lender, and
 * the lender is asked whether it required the products and how they were counted in the finance
 * charge (asked, never stated as law).
 */
function addOnsFinalClaim(ctx: CopyContext, outcome: Outcome): FollowUpAnswer | undefined {
  if (outcome !== 'said_no' || !bought(ctx) || carCase(ctx) !== 'car_dealer_addons') return undefined;
  const t = inLanguage(ctx.lang);
  const a = addOnsSold(ctx);
  const list = listed(a.texts, t('and', 'y'));
  const apart = etchingApart(ctx);
  const named = productsNamed(ctx, true);
  const figured = named ? t(named.withFigures.en, named.withFigures.es) : '';
  // Some already agreed to be cancelled: the sum of them all is no longer what is asked.
  const allSum = conceded(ctx).length > 0 ? undefined : a.sum;
  const what = named
    ? figured
      ? apart
        ? figured
        : t(
            `${figured}${allSum ? `, ${allSum} in all,` : ''}`,
            `${figured}${allSum ? `, ${allSum} en total,` : ''}`,
          )
      : apart
        ? t(named.en, named.es)
        : t(
            `${named.en}${list ? ` (${list}${a.sum ? `, ${a.sum} in all` : ''})` : ''}`,
            `${named.es}${list ? ` (${list}${a.sum ? `, ${a.sum} en total` : ''})` : ''}`,
          )
    : list
      ? t(`the ${list} add-ons`, `los extras de ${list}`)
      : t('the add-ons', 'los extras');
  const whatShort = named ? t(named.en, named.es) : t('the add-ons', 'los extras');
  const many = named?.many !== false;
  // The refund asked of the contracts' administrators: theirs alone when the etching is asked apart.
  const contractSum = apart
    ? addOnParts(ctx).find(
        (part) =>
          !ONE_TIME.has(part.product) && !conceded(ctx).includes(part.product) && part.text !== undefined,
      )?.text
    : undefined;
  const sum = apart ? contractSum : (allSum ?? (a.texts.length === 1 ? a.texts[0] : undefined));
  const day = onDay(purchaseDay(ctx), ctx.lang);
  const iso = ctx.case.dates.find((d) => d.role === 'service' || d.role === 'charge')?.iso;
  const days =
    iso && iso <= ctx.today
      ? Math.round((Date.parse(`${ctx.today}T00:00:00Z`) - Date.parse(`${iso}T00:00:00Z`)) / 86_400_000)
      : undefined;
  const since = days !== undefined && days > 0 ? t(`, ${days} days ago`, `, hace ${days} días`) : '';
  const state = ctx.case.state;
  const ag = state
    ? t(`the ${state} attorney general's office`, `la oficina del Fiscal General de ${state}`)
    : t("your state attorney general's office", 'la oficina del Fiscal General de su estado');
  const etchName = t(oneTimeNames(ctx, 'en'), oneTimeNames(ctx, 'es'));
  const onceMany = oneTimeParts(ctx).length > 1;
  const told = toldLine(ctx, many || apart);
  const required = ctx.case.flags.toldRequired === true;
  const reply = dealerReplyLines(ctx, ag);
  const etching = apart ? (reply.oneTime ?? etchingLine(ctx)) : undefined;
  const cost = loanCostLine(ctx);
  const itThem = many ? t('them', 'los') : t('it', 'lo');
  const theySaid = dealerQuoted(ctx);
  // Each product with its own figure: each one's own refund, never one sum for all of them.
  const eachRefund = named?.many && figured ? figured : undefined;
  return {
    strategy: [
      reply.conceded,
      theySaid,
      t(
        many
          ? `${theySaid ? 'The purchase of the car is final, but' : '"Contracts are final" is about the car:'} ${whatShort} are separate contracts, each with its own cancellation section, and the dealer's finance office doesn't have the last word on them. Today, send a written cancellation to each product's administrator (the address is in each contract) and to the lender that holds your loan, asking for ${eachRefund ? `each one's own refund, ${eachRefund}` : `the refund${sum ? ` of the ${sum}` : ''}`}, full or prorated, to be applied to your loan. Some products refund in full if cancelled within a first window: you bought ${day}${since}, so check each contract's cancellation section now.`
          : `${theySaid ? 'The purchase of the car is final, but' : '"Contracts are final" is about the car:'} ${whatShort} is a separate contract, with its own cancellation section, and the dealer's finance office doesn't have the last word on it. Today, send a written cancellation to its administrator (the address is in that contract) and to the lender that holds your loan, asking for the refund${sum ? ` of the ${sum}` : ''}, full or prorated, to be applied to your loan. Many such contracts refund in full if cancelled within a first window: you bought ${day}${since}, so check its cancellation section now.`,
        many
          ? `${theySaid ? 'La compra del auto es final, pero' : '"Los contratos son finales" se refiere al auto:'} ${whatShort} son contratos aparte, cada uno con su propia cláusula de cancelación, y la oficina de finanzas del concesionario no tiene la última palabra sobre ellos. Hoy mismo envíe una cancelación por escrito al administrador de cada producto (la dirección está en cada contrato) y al prestamista que tiene su préstamo, y pida ${eachRefund ? `el reembolso de cada uno, ${eachRefund}` : `el reembolso${sum ? ` de los ${sum}` : ''}`}, completo o prorrateado, aplicado a su préstamo. Algunos productos devuelven todo si se cancelan dentro de un primer plazo: usted compró ${day}${since}, así que revise ya la cláusula de cancelación de cada contrato.`
          : `${theySaid ? 'La compra del auto es final, pero' : '"Los contratos son finales" se refiere al auto:'} ${whatShort} es un contrato aparte, con su propia cláusula de cancelación, y la oficina de finanzas del concesionario no tiene la última palabra sobre ese contrato. Hoy mismo envíe una cancelación por escrito a su administrador (la dirección está en ese contrato) y al prestamista que tiene su préstamo, y pida el reembolso${sum ? ` de los ${sum}` : ''}, completo o prorrateado, aplicado a su préstamo. Muchos de estos contratos devuelven todo si se cancelan dentro de un primer plazo: usted compró ${day}${since}, así que revise ya su cláusula de cancelación.`,
      ),
      etching,
      cost,
      required
        ? t(
            'Since you were told they were required, ask the lender in writing whether it required them and how they were counted in your finance charge and APR.',
            'Como le dijeron que eran obligatorios, pregunte por escrito al prestamista si los exigía y cómo se contaron en el cargo financiero y la tasa (APR) de su contrato.',
          )
        : undefined,
      reply.rewrite,
      t(
        `If nobody fixes it, file complaints with ${ag} and the CFPB (consumerfinance.gov/complaint). Keep paying the loan meanwhile.`,
        `Si nadie lo corrige, presente quejas ante ${ag} y la CFPB (consumerfinance.gov/complaint). Mientras tanto, siga pagando el préstamo.`,
      ),
    ]
      .filter(Boolean)
      .join(' '),
    opening: t(
      `To the lender: "Hi, I have an auto loan with you, account [number], for the [year, make, model] I bought ${day}. My contract includes ${what.replace(/,$/u, '')}, which I didn't ask for.${told ? ` ${told.en}` : ''}"\n"${required ? `Did you require ${itThem}? ` : ''}I'm cancelling ${itThem} in writing today: where should the cancellation go, and how will the refund be applied to my loan?"\nIf the dealer says it's final: "The car purchase is final. ${upper(whatShort)} ${many ? 'are separate contracts' : 'is a separate contract'} with ${many ? 'their' : 'its'} own cancellation terms, and I'm cancelling under them."${apart ? `\nTo the dealer, apart: "I also didn't ask for ${etchName}. ${onceMany ? 'Can they be cancelled and refunded to my loan? Please answer in writing, and tell me whether they were done on my car.' : 'Can it be cancelled and refunded to my loan? Please answer in writing, and tell me whether it was done on my car.'}"` : ''}${reply.rewriteAsk ? `\n${reply.rewriteAsk.en}` : ''}`,
      `Al prestamista: "Hola, tengo un préstamo de auto con ustedes, cuenta [número], por el [año, marca, modelo] que compré ${day}. Mi contrato incluye ${what.replace(/,$/u, '')}, que no pedí.${told ? ` ${told.es}` : ''}"\n"${required ? (many ? '¿Ustedes los exigían? ' : '¿Ustedes lo exigían? ') : ''}${many ? 'Los cancelo' : 'Cancelo este producto'} hoy por escrito: ¿a dónde envío la cancelación y cómo se aplicará el reembolso a mi préstamo?"\nSi el concesionario dice que es final: "La compra del auto es final. ${upper(whatShort)} ${many ? 'son contratos aparte' : 'es un contrato aparte'}, con sus propias condiciones de cancelación, y cancelo según esas condiciones."${apart ? `\nAl concesionario, aparte: "Tampoco pedí ${etchName}. ${onceMany ? '¿Se pueden cancelar y reembolsar a mi préstamo? Le pido la respuesta por escrito, y que me diga si de verdad se los hicieron a mi auto.' : '¿Se puede cancelar y reembolsar a mi préstamo? Le pido la respuesta por escrito, y que me diga si de verdad se lo hicieron a mi auto.'}"` : ''}${reply.rewriteAsk ? `\n${reply.rewriteAsk.es}` : ''}`,
    ),
    email: {
      subject: t(
        `Cancellation of ${whatShort}, contract [number]`,
        `Cancelación ${whatShort.startsWith('el ') ? `del ${whatShort.slice(3)}` : `de ${whatShort}`}, contrato [número]`,
      ),
      body: t(
        `To [product administrator], with a copy to [lender]:\n\nI bought the [year, make, model] ${day} (contract [number]), financed with [lender]. I am cancelling ${what} under ${many ? 'the cancellation section of each contract' : 'its cancellation section'}. I did not ask for ${many ? 'them' : 'it'}.${told ? ` ${told.en}` : ''}\n\nPlease apply the refund, full or prorated, to the principal of my loan with [lender], and confirm in writing the amount and the date it will be applied.\n\nSincerely,\n[Your name]\n[Phone number]`,
        `A [administrador del producto], con copia a [prestamista]:\n\nCompré el [año, marca, modelo] ${day} (contrato [número]), financiado con [prestamista]. Cancelo ${what} según ${many ? 'la cláusula de cancelación de cada contrato. No los pedí' : 'su cláusula de cancelación. No pedí este producto'}.${told ? ` ${told.es}` : ''}\n\nLes pido aplicar el reembolso, completo o prorrateado, al capital de mi préstamo con [prestamista], y confirmarme por escrito el monto y la fecha en que se aplicará.\n\nAtentamente,\n[Su nombre]\n[Teléfono]`,
      ),
    },
    talkingPoints: [
      t(
        '"Final" is the car purchase: each add-on has its own contract with a cancellation section.',
        '"Final" es la compra del auto: cada extra tiene su propio contrato con una cláusula de cancelación.',
      ),
      t(
        'Send each cancellation by a method that shows it arrived, and keep copies.',
        'Envíe cada cancelación por un medio que muestre que llegó, y guarde copias.',
      ),
      t(
        'Check your next loan statement for the refund and the new balance.',
        'Revise su próximo estado de cuenta del préstamo para ver el reembolso y el nuevo saldo.',
      ),
      ...reply.points,
    ],
  };
}

/** "the GAP coverage (895) and the etching (349)": the named products with their figures. */
function partsNamed(
  parts: readonly { product: Exclude<AddOnProduct, 'other'>; text?: string }[],
  lang: Language,
) {
  return (
    listed(
      parts.map((part) => `${PRODUCT_NAMES[part.product][lang]}${part.text ? ` (${part.text})` : ''}`),
      lang === 'es' ? 'y' : 'and',
    ) ?? ''
  );
}

/**
 * The dealer's answer about each add-on, met one by one ("they'll cancel the warranty but gap and
 * the etch are 'non refundable' and the nitrogen is 'already in the tires'. … 'rewrite the deal' at a
 * higher rate"): what it agreed to cancel is asked for in writing, with its refund to the loan; a
 * one-time product it won't refund, or calls already done, is still asked for in writing, since the
 * person didn't ask for it; a threat to redo the financing is answered with "sign nothing new" and
 * questions to the lender and the attorney general (never a rule stated).
 */
function dealerReplyLines(
  ctx: CopyContext,
  ag: string,
): {
  conceded?: string;
  oneTime?: string;
  rewrite?: string;
  rewriteAsk?: { en: string; es: string };
  points: string[];
} {
  const reply = ctx.case.dealerReply;
  if (!reply) return { points: [] };
  const t = inLanguage(ctx.lang);
  const parts = addOnParts(ctx);
  const agreed = parts.filter((part) => reply.cancels?.includes(part.product));
  const refused = parts.filter((part) => ONE_TIME.has(part.product) && reply.refuses?.includes(part.product));
  const used = parts.filter(
    (part) =>
      ONE_TIME.has(part.product) &&
      reply.usedUp?.includes(part.product) &&
      !reply.refuses?.includes(part.product),
  );
  const once = [...refused, ...used];
  // Told these very products were required (or told so of the add-ons without naming which).
  const named = ctx.case.requiredAddOns;
  const required =
    ctx.case.flags.toldRequired === true &&
    (named === undefined || once.some((part) => named.includes(part.product)));
  const onceMany = once.length > 1;
  const usedWords = (lang: Language) =>
    used
      .map((part) =>
        lang === 'es'
          ? `${PRODUCT_NAMES[part.product].es}${part.text ? ` (${part.text})` : ''} ya ${part.product === 'nitrogen' ? 'está en las llantas' : 'está hecho'}`
          : `${PRODUCT_NAMES[part.product].en}${part.text ? ` (${part.text})` : ''} is already ${part.product === 'nitrogen' ? 'in the tires' : 'done'}`,
      )
      .join(lang === 'es' ? ' y que ' : ' and ');
  const dealerWords = {
    en: [
      refused.length > 0 ? `won't refund ${partsNamed(refused, 'en')}` : undefined,
      used.length > 0 ? `says ${usedWords('en')}` : undefined,
    ]
      .filter(Boolean)
      .join(' and '),
    es: [
      refused.length > 0 ? `no le reembolsa ${partsNamed(refused, 'es')}` : undefined,
      used.length > 0 ? `dice que ${usedWords('es')}` : undefined,
    ]
      .filter(Boolean)
      .join(' y '),
  };
  return {
    conceded:
      agreed.length > 0
        ? t(
            `They agreed to cancel ${partsNamed(agreed, 'en')}: get that in writing today, with the refund amount and that it goes to your loan's principal.`,
            `Aceptaron cancelar ${partsNamed(agreed, 'es')}: pídalo por escrito hoy, con el monto del reembolso y la confirmación de que se aplica al capital de su préstamo.`,
          )
        : undefined,
    oneTime:
      once.length > 0
        ? t(
            `The dealer ${dealerWords.en}. ${onceMany ? 'Those are one-time products, with no cancellation section of their own' : "That's a one-time product, with no cancellation section of its own"}, but you didn't ask for ${onceMany ? 'them' : 'it'}${required ? ' and were told the add-ons were required' : ''}: ask in writing for ${onceMany ? 'their' : 'its'} refund to your loan anyway, and name ${onceMany ? 'them' : 'it'} in any complaint.`,
            `El concesionario ${dealerWords.es}. ${onceMany ? 'Son productos de una sola vez, sin cláusula de cancelación propia' : 'Es un producto de una sola vez, sin cláusula de cancelación propia'}, pero usted no ${onceMany ? 'los' : 'lo'} pidió${required ? ' y le dijeron que los extras eran obligatorios' : ''}: pida por escrito su reembolso a su préstamo de todos modos, e ${onceMany ? 'inclúyalos' : 'inclúyalo'} en cualquier queja.`,
          )
        : undefined,
    rewrite: reply.rewriteThreat
      ? t(
          `About the threat to redo the deal at a higher rate: don't sign any new contract or papers. Ask the lender in writing whether your loan has been funded and at what rate, and ask ${ag} whether a dealer can change a signed, funded contract without your agreement.`,
          `Sobre la amenaza de rehacer el contrato con una tasa más alta: no firme ningún contrato ni papel nuevo. Pregunte por escrito al prestamista si su préstamo ya está financiado y a qué tasa, y pregunte a ${ag} si un concesionario puede cambiar un contrato firmado y financiado sin su acuerdo.`,
        )
      : undefined,
    rewriteAsk: reply.rewriteThreat
      ? {
          en: 'To the lender: "Has my loan been funded, and at what rate? Please confirm it in writing. I haven\'t agreed to any new contract."',
          es: 'Al prestamista: "¿Mi préstamo ya está financiado, y a qué tasa? Le pido confirmarlo por escrito. No he aceptado ningún contrato nuevo."',
        }
      : undefined,
    points: [
      ...(reply.rewriteThreat
        ? [
            t(
              'Don\'t sign new papers or a "corrected" contract; keep your copy of the one you signed.',
              'No firme papeles nuevos ni un contrato "corregido"; guarde su copia del que firmó.',
            ),
          ]
        : []),
      ...(agreed.length > 0
        ? [
            t(
              `Keep the written cancellation of ${partsNamed(agreed, 'en')}, and check that its refund reaches your loan balance.`,
              `Guarde la cancelación por escrito de ${partsNamed(agreed, 'es')}, y revise que su reembolso llegue al saldo de su préstamo.`,
            ),
          ]
        : []),
    ],
  };
}

/** One answer's words for an add-on already on a signed contract. */
interface AfterSale {
  readonly subject: string;
  readonly strategy: string;
  readonly opening: readonly string[];
  readonly rungs: readonly [string, string][];
  readonly email: { readonly subject: string; readonly body: string };
  readonly points: string[];
  readonly questions: string[];
  readonly complaint: string;
}

/**
 * The car is bought and the add-ons are on the contract: ask the dealer, in writing, to cancel them
 * and refund them to the loan (many add-on products can be cancelled after the sale, often for a
 * prorated refund: the copy says to ask, never that it must be so), ask to see in writing where the
 * lender required them, and name the state attorney general as the complaint route. The person's
 * state, when they named it, is said, and its law turned into a question.
 */
/**
 * The question about the shop's duty to ask first, put to the person's own state when they named it
 * ("ask the Florida attorney general's consumer office whether shops in Florida need…"): state law
 * is always asked, never stated.
 */
function askState(ctx: CopyContext, lang: Language, what: 'over' | 'overAuth' | 'extra'): string {
  const state = ctx.case.state;
  const doing =
    lang === 'en'
      ? what === 'extra'
        ? 'your written OK before doing extra work'
        : 'your written OK to go over an estimate'
      : what === 'extra'
        ? 'su aprobación por escrito para hacer trabajo extra'
        : `su ${what === 'overAuth' ? 'autorización' : 'aprobación'} por escrito para pasarse del presupuesto`;
  // California's own regulator of repair shops is the office to ask there.
  if (state === 'California')
    return lang === 'en'
      ? `ask the California Bureau of Automotive Repair (bar.ca.gov) whether shops in California need ${doing}`
      : `pregunte a la Oficina de Reparación Automotriz de California (Bureau of Automotive Repair, bar.ca.gov) si en California un taller necesita ${doing}`;
  if (lang === 'en')
    return state
      ? `ask the ${state} attorney general's consumer office whether shops in ${state} need ${doing}`
      : `ask your state attorney general's consumer office whether shops there need ${doing}`;
  return state
    ? `pregunte a la oficina del consumidor del fiscal general de ${state} si en ${state} un taller necesita ${doing}`
    : `pregunte a la oficina del consumidor del fiscal general de su estado si allí un taller necesita ${doing}`;
}

const upper = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** California's repair bureau takes complaints about shops and mediates them: said where it is the office. */
function bureauComplaint(ctx: CopyContext): string {
  if (ctx.case.state !== 'California') return '';
  return inLanguage(ctx.lang)(
    ", and file a complaint with it if the shop won't correct the bill: it takes complaints about repair shops",
    ', y presente una queja ante ella si el taller no corrige la factura: recibe quejas contra talleres',
  );
}

function afterSale(ctx: CopyContext): AfterSale {
  const t = inLanguage(ctx.lang);
  const a = addOnsSold(ctx);
  const state = ctx.case.state;
  const texas = state === 'Texas';
  const list = listed(a.texts, t('and', 'y'));
  const items = list ? t(`the ${list} add-ons`, `los extras de ${list}`) : t('the add-ons', 'los extras');
  const day = onDay(purchaseDay(ctx), ctx.lang);
  const everyProduct = productsNamed(ctx);
  const named = everyProduct?.withFigures.en
    ? t(everyProduct.withFigures.en, everyProduct.withFigures.es)
    : undefined;
  // The etching, asked about on its own, is not called a product with its own contract.
  const products = productsNamed(ctx, true);
  const told = toldLine(ctx);
  const required = ctx.case.flags.toldRequired === true;
  // "can i return the car? theres a 3 day rule right?": answered first.
  const returnAsked = ctx.case.flags.carReturnAsked === true;
  const months = ctx.case.loanMonths;
  const cost = loanCostLine(ctx);
  const ag = state
    ? t(`the ${state} attorney general's office`, `la oficina del Fiscal General de ${state}`)
    : t("your state attorney general's office", 'la oficina del Fiscal General de su estado');
  return {
    subject: t(
      `the add-ons on your car contract${list ? ` (${list})` : ''}`,
      `${list ? `los extras de ${list}` : 'los extras'} en su contrato del auto`,
    ),
    strategy: [
      returnAsked
        ? t(
            "You can't count on returning the car: the federal 3-day cooling-off rule doesn't cover cars bought at a dealership, so unless your contract or the dealer's written return policy gives you a return window, the car stays. The add-ons are what you can cancel.",
            'No cuente con devolver el auto: la regla federal de 3 días no cubre autos comprados en el concesionario, así que, salvo que su contrato o la política de devoluciones por escrito del concesionario le dé un plazo para devolverlo, el auto se queda. Lo que puede cancelar son los extras.',
          )
        : undefined,
      t(
        products
          ? `You've signed, but you can still ask to have ${named ?? items}${a.sum ? (named?.endsWith(')') ? `, ${a.sum} in all,` : ` (${a.sum} in all)`) : ''} taken off: ${products.en} ${products.many ? 'are separate products, usually optional, each with its own terms' : 'is a separate product, usually optional, with its own terms'}, and many can be cancelled after the sale, sometimes for a prorated refund to your loan.`
          : `You've signed, but you can still ask to have ${items}${a.sum ? ` (${a.sum} in all)` : ''} taken off: products like paint protection or VIN etching are usually optional, and many can be cancelled after the sale, sometimes for a prorated refund to your loan.`,
        products
          ? `Ya firmó, pero todavía puede pedir que quiten ${named ?? items}${a.sum ? (named?.endsWith(')') ? `, ${a.sum} en total` : ` (${a.sum} en total)`) : ''}: ${products.es} ${products.many ? 'son productos aparte, que suelen ser opcionales, cada uno con sus propias condiciones' : 'es un producto aparte, que suele ser opcional, con sus propias condiciones'}, y muchos se pueden cancelar después de la compra, a veces con un reembolso prorrateado al préstamo.`
          : `Ya firmó, pero todavía puede pedir que quiten ${items}${a.sum ? ` (${a.sum} en total)` : ''}: productos como la protección de pintura o el grabado del VIN suelen ser opcionales, y muchos se pueden cancelar después de la compra, a veces con un reembolso prorrateado al préstamo.`,
      ),
      etchingApart(ctx) ? etchingLine(ctx) : undefined,
      cost,
      required
        ? t(
            "Ask the dealer's finance manager, in writing, to cancel them and refund them to the loan, and to show you in writing where the lender required them. Ask the lender too, in writing, whether any of them was a condition of approving your loan.",
            'Pida por escrito al gerente de finanzas que los cancele y le devuelva el dinero al préstamo, y que le muestre por escrito dónde exigía el prestamista esos extras. Pregunte también por escrito al prestamista si alguno de ellos era condición para aprobar su préstamo.',
          )
        : t(
            "Ask the dealer's finance manager, in writing, to cancel them and refund them to the loan.",
            'Pida por escrito al gerente de finanzas que los cancele y le devuelva el dinero al préstamo.',
          ),
      required
        ? t(
            `If they were not in fact required, file a complaint with ${ag}${texas ? ', and ask the Texas Office of Consumer Credit Commissioner (OCCC) what it can do' : ''}.`,
            `Si en realidad no eran obligatorios, presente una queja ante ${ag}${texas ? ' y pregunte a la Oficina del Comisionado de Crédito al Consumidor de Texas (OCCC) qué puede hacer' : ''}.`,
          )
        : t(
            `If they refuse, file a complaint with ${ag} and the CFPB (consumerfinance.gov/complaint)${texas ? ', and ask the Texas Office of Consumer Credit Commissioner (OCCC) what it can do' : ''}.`,
            `Si se niegan, presente una queja ante ${ag} y la CFPB (consumerfinance.gov/complaint)${texas ? ' y pregunte a la Oficina del Comisionado de Crédito al Consumidor de Texas (OCCC) qué puede hacer' : ''}.`,
          ),
    ]
      .filter(Boolean)
      .join(' '),
    opening: [
      t(
        `Hi, this is [your name]. I bought the [year, make, model] ${day} at your dealership, contract [number]${months ? `, financed over ${months} months` : ''}.`,
        `Hola, habla [su nombre]. Les compré el [año, marca, modelo] ${day}, contrato [número]${months ? `, financiado a ${months} meses` : ''}.`,
      ),
      t(
        `My contract includes add-ons I didn't ask for${named ? `: ${named}` : list ? `: ${list}` : ''}.${told ? ` ${told.en}` : ''}`,
        `Mi contrato incluye extras que no pedí${named ? `: ${named}` : list ? `: ${list}` : ''}.${told ? ` ${told.es}` : ''}`,
      ),
      t(
        "I'd like to cancel them and have the refund credited to my loan. What do I need to send, and to whom?",
        'Quiero cancelarlos y que el reembolso se aplique a mi préstamo. ¿Qué debo enviar y a quién?',
      ),
      ...(required
        ? [
            t(
              'Could you show me in writing where the lender required them?',
              '¿Me pueden mostrar por escrito dónde exigía el prestamista esos extras?',
            ),
          ]
        : []),
    ],
    rungs: [
      [
        t('Cancel the add-ons', 'Cancelar los extras'),
        t(
          `Please cancel ${items} and credit the refund to my loan.`,
          `Por favor cancelen ${items} y apliquen el reembolso a mi préstamo.`,
        ),
      ],
      [
        t('Prorated refund', 'Reembolso prorrateado'),
        t(
          "If they can't be fully refunded, please send me the cancellation terms and the prorated refund in writing.",
          'Si no se devuelve todo, envíenme por escrito las condiciones de cancelación y el reembolso prorrateado.',
        ),
      ],
      [
        t('Show the requirement', 'Mostrar la exigencia'),
        required
          ? t(
              'Please show me in writing where the lender required these products for my financing.',
              'Muéstrenme por escrito dónde exigía el prestamista estos productos para mi financiamiento.',
            )
          : t(
              'If you say the lender required these products, please show me that in writing.',
              'Si dicen que el prestamista exigía estos productos, muéstrenmelo por escrito.',
            ),
      ],
      [
        t('Finance manager', 'Gerente de finanzas'),
        t(
          'May I speak with the finance manager or the general manager?',
          '¿Puedo hablar con el gerente de finanzas o con el gerente general?',
        ),
      ],
      [
        t('Write to the lender', 'Escribir al prestamista'),
        t(
          "I'll also ask the lender that holds my loan, in writing, to cancel them.",
          'También voy a pedir la cancelación por escrito al prestamista que tiene mi préstamo.',
        ),
      ],
      [
        t('Attorney general complaint', 'Queja ante el Fiscal General'),
        t(
          `If this isn't fixed, I'll file a complaint with ${state ? `the ${state} attorney general` : 'my state attorney general'} and with the CFPB about the loan.`,
          `Si no se corrige, presentaré una queja ante el Fiscal General de ${state ?? 'mi estado'} y ante la CFPB por el préstamo.`,
        ),
      ],
    ],
    email: {
      subject: t(
        'Contract [number]: cancel the add-ons and refund them to my loan',
        'Contrato [número]: cancelación de extras y reembolso al préstamo',
      ),
      body: t(
        `Hello,\n\n${day.replace(/^on/, 'On')} I bought the [year, make, model] from your dealership (contract [number]${months ? `, financed over ${months} months` : ''}). The contract includes add-ons I did not ask for${named ? `: ${named}` : list ? `: ${list}` : ''}.${told ? ` ${told.en}` : ''}\n\nPlease cancel them and credit the refund to my loan's principal, and send me in writing each product's cancellation terms, the refund amount and the new loan balance. If you say the lender required these products, please send me that requirement in writing.\n\nPlease reply by [date].\n\nThank you,\n[Your name]\n[Phone number]`,
        `Hola:\n\n${day.replace(/^el/, 'El')} compré el [año, marca, modelo] en su concesionario (contrato [número]${months ? `, financiado a ${months} meses` : ''}). El contrato incluye extras que no pedí${named ? `: ${named}` : list ? `: ${list}` : ''}.${told ? ` ${told.es}` : ''}\n\nLes pido por escrito cancelarlos y aplicar el reembolso al capital de mi préstamo, y enviarme las condiciones de cancelación de cada producto, el monto del reembolso y el nuevo saldo. Si el prestamista exigía estos productos, les pido esa exigencia por escrito.\n\nPor favor respondan antes del [fecha].\n\nGracias,\n[Su nombre]\n[Teléfono]`,
      ),
    },
    points: [
      t('Ask in writing and keep dated copies.', 'Pida todo por escrito y guarde copias con la fecha.'),
      t(
        "Each add-on's own contract says how to cancel it and how the refund is figured.",
        'El contrato de cada extra dice cómo cancelarlo y cómo se calcula el reembolso.',
      ),
      t(
        'The refund usually goes to the loan balance, not to you in cash.',
        'El reembolso suele ir al saldo del préstamo, no a usted en efectivo.',
      ),
      // Asked outright, it leads the strategy instead.
      ...(returnAsked
        ? []
        : [
            t(
              "Don't count on returning the car: the federal 3-day cooling-off rule doesn't cover cars bought at a dealership. The add-ons are what you can cancel.",
              'No cuente con devolver el auto: la regla federal de 3 días no cubre autos comprados en el concesionario. Lo que puede cancelar son los extras.',
            ),
          ]),
      t(
        'Keep paying the loan on time while this is sorted out.',
        'Siga pagando el préstamo a tiempo mientras lo resuelve.',
      ),
    ],
    questions: [
      t(
        'Did you get a separate contract or form for each add-on?',
        '¿Le dieron un contrato o formulario aparte por cada extra?',
      ),
      t(
        'Does the dealer still hold the loan, or was it sold to a bank or finance company?',
        '¿El préstamo sigue con el concesionario, o pasó a un banco o una financiera?',
      ),
      t(
        'Did anyone tell you in writing that the add-ons were required?',
        '¿Alguien le dijo por escrito que los extras eran obligatorios?',
      ),
    ],
    complaint: t(
      `${ag}, the CFPB (consumerfinance.gov/complaint) about the loan${texas ? ', the Texas OCCC' : ''}, and ReportFraud.ftc.gov`,
      `${ag}, la CFPB (consumerfinance.gov/complaint) por el préstamo${texas ? ', la OCCC de Texas' : ''} y ReportFraud.ftc.gov`,
    ),
  };
}

function honest(ctx: CopyContext): string {
  const t = inLanguage(ctx.lang);
  const sub = carCase(ctx);
  if (bought(ctx))
    return t(
      "Make the case with what's true: the signed contract, each add-on's own paperwork and what the salesperson told you. Asking in writing to cancel products you didn't want needs no story.",
      'Defienda su caso con lo que es verdad: el contrato firmado, los papeles de cada extra y lo que le dijo el vendedor. Pedir por escrito que cancelen productos que no quería no necesita ninguna historia.',
    );
  if (sub === 'car_dealer_addons')
    return t(
      'Get real written out-the-door quotes from other dealers for the same car: a real competing quote is leverage that holds up if they check.',
      'Consiga cotizaciones reales por escrito de otros concesionarios por el mismo auto: una cotización real es una ventaja que se sostiene si la verifican.',
    );
  if (sub === 'car_vehicle_held')
    return t(
      "Make the case with what's true: the estimate, what you approved and the part you dispute. If you need the car now, paying under protest gets it back without giving up that dispute.",
      'Defienda su caso con lo que es verdad: el presupuesto, lo que aprobó y la parte que disputa. Si necesita el auto ya, pagar bajo protesta se lo devuelve sin renunciar a ese reclamo.',
    );
  if (sub)
    return t(
      "Make the case with what's true: the written estimate, what you did and didn't approve, and the itemized invoice. Those facts are your leverage, and they hold up if you dispute the charge later.",
      'Defienda su caso con lo que es verdad: el presupuesto por escrito, lo que aprobó y lo que no, y la factura detallada. Esos hechos son su ventaja y se sostienen si después disputa el cargo.',
    );
  return t(
    "Make the case with what's true: the estimate or quote, the invoice and what you approved. Real paperwork is stronger than any story.",
    'Defienda su caso con lo que es verdad: el presupuesto o la cotización, la factura y lo que aprobó. Los papeles reales pesan más que cualquier historia.',
  );
}

function build(lang: Language): AreaCopy {
  const t = inLanguage(lang);
  return {
    party: (ctx) => {
      const sub = carCase(ctx);
      const fallback =
        sub === 'car_dealer_addons'
          ? t('the dealer', 'el concesionario')
          : sub
            ? t('the shop', 'el taller')
            : t('the shop or dealer', 'el taller o el concesionario');
      return ctx.namedParty ?? fallback;
    },

    subject: (ctx) => {
      if (bought(ctx)) return afterSale(ctx).subject;
      const r = repair(ctx);
      switch (carCase(ctx)) {
        case 'car_over_estimate':
          return t(
            `the ${r.bill ? `${r.bill} ` : ''}repair bill${r.estimate ? ` on a ${r.estimate} estimate` : ''}`,
            `la factura de reparación${r.bill ? ` de ${r.bill}` : ''}${r.estimate ? ` sobre un presupuesto de ${r.estimate}` : ''}`,
          );
        case 'car_unauthorized_work':
          return t(
            `the unapproved work on the ${r.bill ? `${r.bill} ` : ''}repair bill`,
            `el trabajo no aprobado en la factura de reparación${r.bill ? ` de ${r.bill}` : ''}`,
          );
        case 'car_vehicle_held':
          return t(
            `the car held over the ${r.bill ? `${r.bill} ` : ''}repair bill`,
            `el auto retenido por la factura de reparación${r.bill ? ` de ${r.bill}` : ''}`,
          );
        case 'car_dealer_addons':
          return t(
            `the out-the-door price${ctx.namedParty ? ` at ${ctx.namedParty}` : ''}`,
            `el precio total final${ctx.namedParty ? ` en ${ctx.namedParty}` : ''}`,
          );
        default:
          if (r.bill) return t(`the ${r.bill} car bill`, `la factura del auto de ${r.bill}`);
          if (r.estimate)
            return t(`the ${r.estimate} car estimate`, `el presupuesto del auto de ${r.estimate}`);
          return t('the car repair or purchase', 'la reparación o compra del auto');
      }
    },

    strategy: (ctx) => {
      if (bought(ctx)) return afterSale(ctx).strategy;
      const r = repair(ctx);
      const d = dealer(ctx);
      const estimate = r.estimate ?? t('[estimate]', '[presupuesto]');
      const bill = r.bill ?? t('[bill]', '[factura]');
      switch (carCase(ctx)) {
        case 'car_over_estimate':
          return [
            r.over
              ? t(
                  `The bill is ${bill}: ${r.over} over your ${estimate} estimate.`,
                  `La factura es de ${bill}: ${r.over} más que su presupuesto de ${estimate}.`,
                )
              : t(
                  `Set the bill (${bill}) beside your written estimate (${estimate}).`,
                  `Ponga la factura (${bill}) junto a su presupuesto por escrito (${estimate}).`,
                ),
            t(
              'Ask which extra work they say you authorized, when, and who gave the OK, then offer to pay the estimate plus anything you did approve.',
              'Pregunte qué trabajo extra dicen que usted autorizó, cuándo y quién dio el visto bueno, y ofrezca pagar el presupuesto más lo que sí aprobó.',
            ),
            t(
              "If they won't move, get the itemized invoice and their answer in writing before you pay the difference.",
              'Si no ceden, pida la factura detallada y su respuesta por escrito antes de pagar la diferencia.',
            ),
          ].join(' ');
        case 'car_unauthorized_work':
          return [
            t("Don't pay for work you never approved.", 'No pague trabajo que usted nunca aprobó.'),
            t(
              `Ask to see the signed authorization for each extra item, ask for your old parts, and offer to pay only for the work you approved${r.agreed ? ` (${r.agreed})` : ''}.`,
              `Pida ver la autorización firmada de cada trabajo extra, pida sus piezas viejas y ofrezca pagar solo el trabajo que aprobó${r.agreed ? ` (${r.agreed})` : ''}.`,
            ),
            t(
              'If they insist, get the itemized invoice and their answer in writing before you pay anything more.',
              'Si insisten, pida la factura detallada y su respuesta por escrito antes de pagar algo más.',
            ),
          ].join(' ');
        case 'car_vehicle_held':
          return [
            t(
              `Goal: your car back without giving up the dispute. Offer to pay the part you don't dispute${r.agreed ? ` (${r.agreed})` : ''} now.`,
              `Objetivo: recuperar su auto sin renunciar al reclamo. Ofrezca pagar ahora la parte que no disputa${r.agreed ? ` (${r.agreed})` : ''}.`,
            ),
            r.estimate
              ? t(
                  `Ask for the itemized invoice and which work beyond ${r.basis?.en ?? `the ${r.estimate} estimate`} they say you authorized, when and how; ${ctx.case.flags.writtenEstimate === true ? 'keep the written estimate.' : 'keep the written estimate, or if it was only spoken, write down who gave it and when.'}`,
                  `Pida la factura detallada y pregunte qué trabajo más allá ${(r.basis?.es ?? `el presupuesto de ${r.estimate}`).replace(/^el /u, 'del ')} dicen que usted autorizó, cuándo y cómo; ${ctx.case.flags.writtenEstimate === true ? 'guarde el presupuesto por escrito.' : 'guarde el presupuesto por escrito o, si fue solo de palabra, anote quién se lo dio y cuándo.'}`,
                )
              : t('Ask for the itemized invoice.', 'Pida la factura detallada.'),
            t(
              `If they refuse, you can pay the ${r.bill ?? 'bill'} "under protest", in writing, to get the car, then dispute ${r.over ?? 'the rest'}; paying by credit card can keep a card dispute possible.`,
              `Si se niegan, puede pagar ${r.bill ? `los ${r.bill}` : 'la factura'} "bajo protesta", por escrito, para sacar el auto y luego disputar ${r.over ?? 'el resto'}; pagar con tarjeta de crédito puede dejarle la opción de disputar el cargo con la tarjeta.`,
            ),
            // Where the state is known, its own office is named, never "your state".
            ctx.case.state === 'California'
              ? t(
                  'Whether a shop may keep a car over a disputed bill is a question of California law: ask them what allows it, and ask the Bureau of Automotive Repair.',
                  'Que un taller pueda retener un auto por una factura en disputa depende de la ley de California: pregúnteles qué se lo permite y pregunte a la Oficina de Reparación Automotriz.',
                )
              : ctx.case.state
                ? t(
                    `Whether a shop may keep a car over a disputed bill is a question of ${ctx.case.state} law: ask them what allows it, and check with the ${ctx.case.state} attorney general.`,
                    `Que un taller pueda retener un auto por una factura en disputa depende de la ley de ${ctx.case.state}: pregúnteles qué se lo permite y consulte al fiscal general de ${ctx.case.state}.`,
                  )
                : t(
                    'Whether a shop may keep a car over a disputed bill depends on your state: ask them what allows it, and check with your state attorney general.',
                    'Que un taller pueda retener un auto por una factura en disputa depende de su estado: pregúnteles qué se lo permite y consulte al fiscal general de su estado.',
                  ),
            // Over a written estimate: whether the shop needed the person's OK first is the state's
            // question, put to its repair bureau where it has one (California's BAR).
            r.estimate && ctx.case.state
              ? `${upper(askState(ctx, lang, 'over'))}${bureauComplaint(ctx)}.`
              : undefined,
            t(
              "Ask too whether they're claiming a mechanic's lien on the car, and whether storage charges are running while they hold it.",
              'Pregunte también si reclaman un gravamen de mecánico sobre el auto y si le están cobrando almacenaje mientras lo retienen.',
            ),
          ]
            .filter(Boolean)
            .join(' ');
        case 'car_dealer_addons':
          return [
            d.over && d.total && d.price
              ? t(
                  `Their total is ${d.total}, ${d.over} above the ${d.price} price you were quoted.`,
                  `Su total es de ${d.total}, ${d.over} más que el precio de ${d.price} que le cotizaron.`,
                )
              : undefined,
            t(
              'Negotiate the out-the-door price, not the monthly payment: ask for it in writing with every fee and add-on on its own line.',
              'Negocie el precio total final, no la mensualidad: pídalo por escrito, con cada cargo y cada extra en su propia línea.',
            ),
            t(
              `Say no to optional add-ons like paint protection, VIN etching or nitrogen${d.addOn ? ` (the ${d.addOn} charge)` : ''}. If they call one mandatory, ask for that in writing and compare out-the-door prices: walking out is real leverage, and other dealers sell the same car.`,
              `Rechace los extras opcionales como protección de pintura, grabado del VIN o nitrógeno${d.addOn ? ` (el cargo de ${d.addOn})` : ''}. Si dicen que uno es obligatorio, pida que lo pongan por escrito y compare precios totales finales: irse es una ventaja real, y otros concesionarios venden el mismo auto.`,
            ),
          ]
            .filter(Boolean)
            .join(' ');
        default:
          return [
            t(
              "First, gather the paper: the estimate or quote, the invoice or buyer's order, and any texts about what you approved.",
              'Primero, reúna los papeles: el presupuesto o la cotización, la factura o la orden de compra y los mensajes sobre lo que usted aprobó.',
            ),
            t(
              "Then call and ask for an itemized copy in writing, and don't pay, sign or agree to anything more on that first call.",
              'Luego llame, pida una copia detallada por escrito y no pague, firme ni acepte nada más en esa primera llamada.',
            ),
          ].join(' ');
      }
    },

    opening: (ctx) => {
      if (bought(ctx))
        return afterSale(ctx)
          .opening.map((line) => `"${line}"`)
          .join('\n');
      const r = repair(ctx);
      const d = dealer(ctx);
      const estimate = r.estimate ?? t('[estimate amount]', '[monto del presupuesto]');
      const bill = r.bill ?? t('[bill amount]', '[monto de la factura]');
      const car = t('[year, make, model]', '[año, marca, modelo]');
      switch (carCase(ctx)) {
        case 'car_over_estimate':
          return [
            t(
              `"Hi, this is [your name]. You repaired my ${car} ${onDay(r.date, 'en')}, repair order [number]."`,
              `"Hola, habla [su nombre]. Ustedes repararon mi ${car} ${onDay(r.date, 'es')}, orden de reparación [número]."`,
            ),
            t(
              `"The written estimate was ${estimate}, and the bill is ${bill}${r.over ? `, ${r.over} more` : ''}."`,
              `"El presupuesto por escrito fue de ${estimate} y la factura es de ${bill}${r.over ? `, ${r.over} más` : ''}."`,
            ),
            t(
              `"Which extra work do you say I approved, when, and who took that OK?"`,
              `"¿Qué trabajo extra dicen que yo aprobé, cuándo y quién tomó esa aprobación?"`,
            ),
            t(
              `"I'll pay the estimate plus anything I approved. Can you adjust the bill to that today?"`,
              `"Pago el presupuesto más lo que yo haya aprobado. ¿Pueden ajustar la factura a eso hoy?"`,
            ),
          ].join('\n');
        case 'car_unauthorized_work':
          return [
            t(
              `"Hi, this is [your name], about my ${car}, repair order [number]."`,
              `"Hola, habla [su nombre], por mi ${car}, orden de reparación [número]."`,
            ),
            t(
              `"The ${bill} bill includes work I never approved: ${ctx.case.extraWork ?? '[the work]'}."`,
              `"La factura de ${bill} incluye trabajo que yo nunca aprobé: ${ctx.case.extraWork ?? '[el trabajo]'}."`,
            ),
            t(
              `"Can you show me my signed authorization for it? I'd also like the old parts back."`,
              `"¿Me pueden mostrar mi autorización firmada? También quisiera que me devuelvan las piezas viejas."`,
            ),
            t(
              `"I'll pay for the work I approved. Please take the rest off."`,
              `"Pago el trabajo que aprobé. Por favor quiten el resto."`,
            ),
          ].join('\n');
        case 'car_vehicle_held':
          return [
            t(
              `"Hi, this is [your name]. You have my ${car}, repair order [number]."`,
              `"Hola, habla [su nombre]. Ustedes tienen mi ${car}, orden de reparación [número]."`,
            ),
            t(
              `"I dispute part of the ${bill} bill${r.over ? (r.basis ? `: the ${r.over} over ${r.basis.en}` : `: ${r.over} of it`) : ''}, and I need my car."`,
              `"Disputo parte de la factura de ${bill}${r.over ? (r.basis ? `: los ${r.over} por encima ${r.basis.es.replace(/^el /u, 'del ')}` : `: ${r.over} de ella`) : ''}, y necesito mi auto."`,
            ),
            t(
              `"I can pay the ${r.agreed ?? '[amount you agree with]'} I don't dispute today. Will you release the car for that?"`,
              `"Puedo pagar hoy los ${r.agreed ?? '[monto con el que está de acuerdo]'} que no disputo. ¿Me entregan el auto con ese pago?"`,
            ),
          ].join('\n');
        case 'car_dealer_addons':
          return [
            t(
              `"Hi, this is [your name], about the [year, make, model, trim], stock number [number]."`,
              `"Hola, habla [su nombre], por el [año, marca, modelo, versión], número de inventario [número]."`,
            ),
            t(
              `"You quoted ${d.price ?? '[quoted price]'}${d.total ? `, and the paperwork now says ${d.total}` : ''}."`,
              `"Me cotizaron ${d.price ?? '[precio cotizado]'}${d.total ? ` y ahora los papeles dicen ${d.total}` : ''}."`,
            ),
            t(
              `"Could you email me the out-the-door price, with every fee and add-on on its own line?"`,
              `"¿Me pueden enviar por correo el precio total final, con cada cargo y cada extra en su propia línea?"`,
            ),
            t(
              `"I don't want optional add-ons like paint protection, VIN etching or nitrogen. Please take them off."`,
              `"No quiero extras opcionales como protección de pintura, grabado del VIN o nitrógeno. Por favor quítenlos."`,
            ),
          ].join('\n');
        default:
          return [
            t(
              `"Hi, this is [your name], about my ${car}, [repair order or stock number]."`,
              `"Hola, habla [su nombre], por mi ${car}, [orden de reparación o número de inventario]."`,
            ),
            t(
              `"Before I decide anything, could you send me an itemized copy in writing: every part, hour of labor, fee and add-on?"`,
              `"Antes de decidir nada, ¿me pueden enviar por escrito una copia detallada: cada pieza, hora de mano de obra, cargo y extra?"`,
            ),
            t(
              `"And could you show me what I signed or approved?"`,
              `"¿Y me pueden mostrar lo que firmé o aprobé?"`,
            ),
          ].join('\n');
      }
    },

    rungs: (ctx) => {
      if (bought(ctx)) return rungs(...afterSale(ctx).rungs);
      const r = repair(ctx);
      const d = dealer(ctx);
      const owner: [string, string] = [
        t('Service manager or owner', 'Gerente de servicio o dueño'),
        t(
          'May I speak with the service manager or the owner?',
          '¿Puedo hablar con el gerente de servicio o con el dueño?',
        ),
      ];
      const complaint: [string, string] = [
        t('Written complaint', 'Queja por escrito'),
        t(
          "I'll put this in writing to the owner, and to my state attorney general's consumer office if we can't settle it.",
          'Voy a poner esto por escrito al dueño, y a la oficina del consumidor del fiscal general de mi estado si no lo resolvemos.',
        ),
      ];
      switch (carCase(ctx)) {
        case 'car_over_estimate':
          return rungs(
            ctx.case.flags.approvedVerbally
              ? [
                  t('Check the extra work', 'Revisar el trabajo extra'),
                  t(
                    'I said yes on the phone, but no price came with it: please show me the old parts and why each one needed replacing.',
                    'Dije que sí por teléfono, pero sin un precio: por favor muéstrenme las piezas viejas y por qué había que cambiar cada una.',
                  ),
                ]
              : [
                  t('Show the approval', 'Mostrar la aprobación'),
                  t(
                    "Can you show me my written or recorded OK for the extra work? Without it, I'll pay the estimate.",
                    '¿Me pueden mostrar mi aprobación escrita o grabada del trabajo extra? Si no la hay, pago el presupuesto.',
                  ),
                ],
            [
              t('Itemize the extra', 'Detallar lo extra'),
              t(
                `Please itemize the ${r.over ?? 'extra'} over the estimate: parts, labor hours and the rate.`,
                `Por favor detallen los ${r.over ?? '[monto extra]'} por encima del presupuesto: piezas, horas de mano de obra y tarifa.`,
              ),
            ],
            [
              t('Take off the extra labor', 'Quitar la mano de obra extra'),
              t(
                'If you say I approved the parts, could you take the extra labor off?',
                'Si dicen que aprobé las piezas, ¿pueden quitar la mano de obra extra?',
              ),
            ],
            owner,
            [
              t('Pay under protest', 'Pagar bajo protesta'),
              t(
                "If I must pay the rest to get my car, I'll pay it under protest and dispute it in writing.",
                'Si tengo que pagar el resto para recuperar mi auto, lo pago bajo protesta y lo disputo por escrito.',
              ),
            ],
            complaint,
          );
        case 'car_unauthorized_work':
          return rungs(
            [
              t('Show the authorization', 'Mostrar la autorización'),
              t(
                'Please show me where I signed or approved this work. If there is no record, take it off.',
                'Por favor muéstrenme dónde firmé o aprobé este trabajo. Si no hay registro, quítenlo.',
              ),
            ],
            [
              t('Old parts', 'Piezas viejas'),
              t(
                "I'd like the parts you replaced, please, before I pay.",
                'Quisiera las piezas que cambiaron, por favor, antes de pagar.',
              ),
            ],
            [
              t('Approved work only', 'Solo lo aprobado'),
              t(
                "I'll pay for the approved work today; the work I didn't approve comes off the bill.",
                'Pago hoy el trabajo aprobado; el trabajo que no aprobé sale de la factura.',
              ),
            ],
            owner,
            [
              t('Pay under protest', 'Pagar bajo protesta'),
              t(
                "If you won't release my car otherwise, I'll pay under protest and dispute the unapproved work in writing.",
                'Si no me entregan el auto de otra forma, pago bajo protesta y disputo por escrito el trabajo no aprobado.',
              ),
            ],
            complaint,
          );
        case 'car_vehicle_held':
          return rungs(
            [
              t('Pay the undisputed part', 'Pagar lo no disputado'),
              t(
                `I'll pay ${r.agreed ?? '[the amount I agree with]'} now. Please release the car.`,
                `Pago ahora ${r.agreed ?? '[el monto con el que estoy de acuerdo]'}. Por favor entréguenme el auto.`,
              ),
            ],
            [
              t('Ask what allows the hold', 'Preguntar qué permite retenerlo'),
              t(
                "Are you claiming a mechanic's lien? What document or rule lets you keep the car while part of the bill is disputed?",
                '¿Reclaman un gravamen de mecánico? ¿Qué documento o norma les permite quedarse con el auto mientras parte de la factura está en disputa?',
              ),
            ],
            owner,
            [
              t('Pay under protest', 'Pagar bajo protesta'),
              t(
                'I\'ll pay in full under protest. Please write "paid under protest" on the receipt.',
                'Pago el total bajo protesta. Por favor escriban "pagado bajo protesta" en el recibo.',
              ),
            ],
            [
              t('Pay by credit card', 'Pagar con tarjeta de crédito'),
              t(
                `I'll pay by credit card, and I'm noting that I dispute ${r.over ?? 'the extra charges'}.`,
                `Pago con tarjeta de crédito y dejo constancia de que disputo ${r.over ?? 'los cargos extra'}.`,
              ),
            ],
            complaint,
          );
        case 'car_dealer_addons':
          return rungs(
            [
              t('Remove the add-ons', 'Quitar los extras'),
              t(
                "Please take off the add-ons I didn't ask for and send me the new out-the-door total.",
                'Por favor quiten los extras que no pedí y envíenme el nuevo precio total final.',
              ),
            ],
            [
              t('Honor the quote', 'Respetar la cotización'),
              t(
                `You quoted ${d.price ?? '[quoted price]'}. Can you honor that, plus only tax and registration?`,
                `Me cotizaron ${d.price ?? '[precio cotizado]'}. ¿Pueden respetarlo, más solo impuestos y registro?`,
              ),
            ],
            [
              t('Include something', 'Incluir algo'),
              t(
                "If the price can't move, could you include [the first service / floor mats]?",
                'Si el precio no puede bajar, ¿pueden incluir [el primer servicio / los tapetes]?',
              ),
            ],
            [
              t('Sales manager', 'Gerente de ventas'),
              t(
                'Could I talk with the sales manager about the out-the-door total?',
                '¿Puedo hablar con el gerente de ventas sobre el precio total final?',
              ),
            ],
            [
              t('Walk away politely', 'Irse con amabilidad'),
              t(
                "Thanks for your time. I'm comparing written quotes; call me if you can do [your price] out the door.",
                'Gracias por su tiempo. Estoy comparando cotizaciones por escrito; llámenme si pueden llegar a [su precio] total final.',
              ),
            ],
            [
              t('Final offer in writing', 'Oferta final por escrito'),
              t(
                'Please email me your final itemized offer so I can compare it.',
                'Por favor envíenme por correo su oferta final detallada para compararla.',
              ),
            ],
          );
        default:
          return rungs(
            [
              t('Itemized in writing', 'Detalle por escrito'),
              t(
                'Could you email me the itemized invoice or quote?',
                '¿Me pueden enviar por correo la factura o la cotización detallada?',
              ),
            ],
            [
              t('What I approved', 'Lo que aprobé'),
              t(
                'Can you send me the estimate or order I signed?',
                '¿Me pueden enviar el presupuesto o la orden que firmé?',
              ),
            ],
            [
              t('Time to review', 'Tiempo para revisar'),
              t(
                "I'll review it and call back by [date]. Please don't add anything without my written OK.",
                'Lo reviso y les llamo antes del [fecha]. Por favor no agreguen nada sin mi aprobación por escrito.',
              ),
            ],
            [t('Manager', 'Gerente'), t('May I speak with the manager?', '¿Puedo hablar con el gerente?')],
            [
              t('Name and reference', 'Nombre y referencia'),
              t(
                'May I have your name and a reference number for this call?',
                '¿Me da su nombre y un número de referencia de esta llamada?',
              ),
            ],
            complaint,
          );
      }
    },

    email: (ctx) => {
      if (bought(ctx)) return afterSale(ctx).email;
      const r = repair(ctx);
      const d = dealer(ctx);
      const estimate = r.estimate ?? t('[estimate amount]', '[monto del presupuesto]');
      const bill = r.bill ?? t('[bill amount]', '[monto de la factura]');
      const sign = t('Thank you,\n[Your name]\n[Phone number]', 'Gracias,\n[Su nombre]\n[Teléfono]');
      switch (carCase(ctx)) {
        case 'car_over_estimate':
          return {
            subject: t(
              `Repair order [number]: ${bill} bill vs. ${estimate} written estimate`,
              `Orden de reparación [número]: factura de ${bill} frente a un presupuesto de ${estimate}`,
            ),
            body: t(
              `Hello,\n\n${onDay(r.date, 'en').replace(/^on/, 'On')} you repaired my [year, make, model] (repair order [number]). Your written estimate was ${estimate}; the bill is ${bill}${r.over ? `, ${r.over} over the estimate` : ''}.\n\n${ctx.case.flags.approvedVerbally ? 'When you called, I agreed to [the extra work] by phone, but no price was given. Please send the itemized invoice (parts, labor hours, rate) and the old parts, and explain why each was needed.\n\nI will pay the estimate plus a fair price for the work I agreed to.' : "I did not approve work beyond the estimate [except: what you approved]. Please tell me which extra work you say I authorized, when and by whom, and send the itemized invoice (parts, labor hours, rate).\n\nI'm ready to pay the estimate plus any work I approved."} Please reply by [date].\n\n${sign}`,
              `Hola:\n\n${onDay(r.date, 'es').replace(/^el/, 'El')} repararon mi [año, marca, modelo] (orden de reparación [número]). Su presupuesto por escrito fue de ${estimate}; la factura es de ${bill}${r.over ? `, ${r.over} más que el presupuesto` : ''}.\n\n${ctx.case.flags.approvedVerbally ? 'Cuando me llamaron, acepté por teléfono [el trabajo extra], pero sin un precio. Les pido la factura detallada (piezas, horas de mano de obra, tarifa) y las piezas viejas, y que me expliquen por qué hacía falta cada una.\n\nPagaré el presupuesto más un precio justo por el trabajo que acepté.' : 'No aprobé trabajo más allá del presupuesto [salvo: lo que sí aprobó]. Les pido que me indiquen qué trabajo extra dicen que autoricé, cuándo y quién lo registró, y que me envíen la factura detallada (piezas, horas de mano de obra, tarifa).\n\nEstoy en condiciones de pagar el presupuesto más el trabajo que aprobé.'} Por favor respondan antes del [fecha].\n\n${sign}`,
            ),
          };
        case 'car_unauthorized_work':
          return {
            subject: t(
              'Repair order [number]: work I did not authorize',
              'Orden de reparación [número]: trabajo que no autoricé',
            ),
            body: t(
              `Hello,\n\nYour ${bill} bill for my [year, make, model] (repair order [number]) includes work I never approved: ${ctx.case.extraWork ?? '[the work]'}.\n\nPlease send me my signed authorization for that work, or remove it from the bill. Please also keep the replaced parts for me to collect.\n\nI will pay for the work I approved${r.agreed ? ` (${r.agreed})` : ''}. Please reply by [date].\n\n${sign}`,
              `Hola:\n\nSu factura de ${bill} por mi [año, marca, modelo] (orden de reparación [número]) incluye trabajo que nunca aprobé: ${ctx.case.extraWork ?? '[el trabajo]'}.\n\nLes pido que me envíen mi autorización firmada de ese trabajo, o que lo quiten de la factura. También les pido que guarden las piezas cambiadas para que yo las recoja.\n\nPagaré el trabajo que aprobé${r.agreed ? ` (${r.agreed})` : ''}. Por favor respondan antes del [fecha].\n\n${sign}`,
            ),
          };
        case 'car_vehicle_held':
          return {
            subject: t(
              'Repair order [number]: release of my car and the disputed charges',
              'Orden de reparación [número]: entrega de mi auto y cargos en disputa',
            ),
            body: t(
              `Hello,\n\nYou are holding my [year, make, model] (repair order [number]) until I pay the ${bill} bill. I dispute ${r.over ? (r.basis ? `${r.over} of it, the amount over ${r.basis.en}` : `${r.over} of it`) : '[the charges]'}, because ${r.approvedTotal ? 'I never approved that work' : ctx.case.flags.unapprovedWork === true ? 'I never authorized work beyond the estimate' : '[reason]'}.\n\nI offered to pay ${r.agreed ?? '[the amount I agree with]'}, the part I don't dispute. [If you paid: I paid in full under protest on (date) only to get my car back, and I still dispute the charges above.]\n\nPlease send the itemized invoice and any document you say allows you to hold the car. Please reply by [date].\n\n${sign}`,
              `Hola:\n\nUstedes retienen mi [año, marca, modelo] (orden de reparación [número]) hasta que pague la factura de ${bill}. Disputo ${r.over ? (r.basis ? `${r.over} de esa factura, lo que supera ${r.basis.es}` : `${r.over} de esa factura`) : '[los cargos]'}, porque ${r.approvedTotal ? 'nunca aprobé ese trabajo' : ctx.case.flags.unapprovedWork === true ? 'nunca autoricé trabajo más allá del presupuesto' : '[motivo]'}.\n\nOfrecí pagar ${r.agreed ?? '[el monto con el que estoy de acuerdo]'}, la parte que no disputo. [Si ya pagó: pagué el total bajo protesta el (fecha) solo para recuperar mi auto, y sigo disputando esos cargos.]\n\nLes pido la factura detallada y el documento que, según ustedes, les permite retener el auto. Por favor respondan antes del [fecha].\n\n${sign}`,
            ),
          };
        case 'car_dealer_addons':
          return {
            subject: t(
              'Out-the-door price for the [year, make, model], stock number [number]',
              'Precio total final del [año, marca, modelo], número de inventario [número]',
            ),
            body: t(
              `Hello,\n\nI'm interested in the [year, make, model, trim]${d.price ? ` you quoted at ${d.price}` : ''}. Please email me the out-the-door price, listing the vehicle price, each fee, taxes and any add-on on its own line.\n\nI don't want optional add-ons (paint protection, VIN etching, nitrogen)${d.addOn ? `, including the ${d.addOn} charge` : ''}. Please remove them.\n\nPlease reply by [date].\n\n${sign}`,
              `Hola:\n\nMe interesa el [año, marca, modelo, versión]${d.price ? ` que me cotizaron en ${d.price}` : ''}. Les pido por correo el precio total final, con el precio del vehículo, cada cargo, los impuestos y cada extra en su propia línea.\n\nNo quiero extras opcionales (protección de pintura, grabado del VIN, nitrógeno)${d.addOn ? `, incluido el cargo de ${d.addOn}` : ''}. Por favor quítenlos.\n\nPor favor respondan antes del [fecha].\n\n${sign}`,
            ),
          };
        default:
          return {
            subject: t(
              'Request for an itemized copy: [year, make, model], [repair order or stock number]',
              'Solicitud de copia detallada: [año, marca, modelo], [orden de reparación o número de inventario]',
            ),
            body: t(
              `Hello,\n\nPlease email me an itemized copy of the ${r.bill ? `${r.bill} ` : ''}invoice or quote for my [year, make, model]: every part, hour of labor, fee and add-on, and the estimate or order I signed.\n\nI'm not approving anything further until I've reviewed it. Please reply by [date].\n\n${sign}`,
              `Hola:\n\nLes pido por correo una copia detallada de la factura o cotización${r.bill ? ` de ${r.bill}` : ''} de mi [año, marca, modelo]: cada pieza, hora de mano de obra, cargo y extra, y el presupuesto o la orden que firmé.\n\nNo apruebo nada más hasta revisarla. Por favor respondan antes del [fecha].\n\n${sign}`,
            ),
          };
      }
    },

    talkingPoints: (ctx) => {
      if (bought(ctx)) return afterSale(ctx).points;
      const r = repair(ctx);
      const stateCheck = t(
        `${upper(askState(ctx, 'en', 'over'))}.`,
        `${upper(askState(ctx, 'es', 'over'))}.`,
      );
      switch (carCase(ctx)) {
        case 'car_over_estimate':
          return [
            t(
              `Your numbers: estimate ${r.estimate ?? '[estimate]'}, bill ${r.bill ?? '[bill]'}${r.over ? `, ${r.over} over` : ''}.`,
              `Sus cifras: presupuesto ${r.estimate ?? '[presupuesto]'}, factura ${r.bill ?? '[factura]'}${r.over ? `, ${r.over} más` : ''}.`,
            ),
            t(
              'Bring the written estimate and any texts or voicemails about extra work.',
              'Lleve el presupuesto por escrito y los mensajes o buzones de voz sobre trabajo extra.',
            ),
            t('Ask for your old parts back.', 'Pida que le devuelvan las piezas viejas.'),
            stateCheck,
            t(
              'If you pay the difference to get the car, pay by credit card and write "paid under protest" on the receipt.',
              'Si paga la diferencia para sacar el auto, pague con tarjeta de crédito y escriba "pagado bajo protesta" en el recibo.',
            ),
          ];
        case 'car_unauthorized_work':
          return [
            t(
              'Say it plainly: "I didn\'t approve that work." Whether it was needed is a separate question.',
              'Dígalo con claridad: "Yo no aprobé ese trabajo." Si era necesario o no es otra cuestión.',
            ),
            t(
              'Ask for the signed repair order, or the call or text where they say you approved it.',
              'Pida la orden de reparación firmada, o la llamada o el mensaje donde dicen que usted lo aprobó.',
            ),
            t('Ask for your old parts back before you leave.', 'Pida sus piezas viejas antes de irse.'),
            t(`${upper(askState(ctx, 'en', 'extra'))}.`, `${upper(askState(ctx, 'es', 'extra'))}.`),
          ];
        case 'car_vehicle_held':
          return [
            t(
              'Bring the estimate, the invoice and any texts about approvals.',
              'Lleve el presupuesto, la factura y los mensajes sobre lo que aprobó.',
            ),
            t(
              'If you pay in full, write "paid under protest" and the date on the receipt, and keep a copy.',
              'Si paga el total, escriba "pagado bajo protesta" y la fecha en el recibo, y guarde una copia.',
            ),
            t(
              'Pay by credit card if you can: it can keep a dispute with your card issuer possible.',
              'Pague con tarjeta de crédito si puede: así puede quedar abierta una disputa con el emisor de la tarjeta.',
            ),
            t(
              "Don't take the car without paying or the shop's OK, even with a spare key.",
              'No se lleve el auto sin pagar o sin el visto bueno del taller, aunque tenga otra llave.',
            ),
          ];
        case 'car_dealer_addons':
          return [
            t(
              "Talk out-the-door price only; say you'll discuss financing once the price is set.",
              'Hable solo del precio total final; el financiamiento se conversa cuando el precio esté fijo.',
            ),
            t(
              'Ask of every add-on: "Is this optional?" If yes: "Please remove it."',
              'Pregunte por cada extra: "¿Esto es opcional?" Si lo es: "Por favor quítelo."',
            ),
            t(
              "Read the buyer's order line by line before you sign: nothing you refused should be on it.",
              'Lea la orden de compra línea por línea antes de firmar: nada de lo que rechazó debe aparecer.',
            ),
            t(
              'A loan pre-approval from your bank or credit union lets you compare their financing.',
              'Una preaprobación de préstamo de su banco o cooperativa de crédito le permite comparar el financiamiento del concesionario.',
            ),
          ];
        default:
          return [
            t(
              'Don\'t pay, sign or agree on the first call: "I\'ll review it and call you back."',
              'No pague, firme ni acepte nada en la primera llamada: "Lo reviso y les devuelvo la llamada."',
            ),
            t('Keep every estimate, text and receipt.', 'Guarde cada presupuesto, mensaje y recibo.'),
            t(
              'Get any promise in writing, with a name and date.',
              'Pida por escrito cualquier promesa, con nombre y fecha.',
            ),
          ];
      }
    },

    questions: (ctx) => {
      if (bought(ctx)) return afterSale(ctx).questions;
      const r = repair(ctx);
      const noFigures = r.estimate === undefined || r.bill === undefined;
      const figures = t(
        'How much was the written estimate, and how much is the bill?',
        '¿De cuánto fue el presupuesto por escrito y de cuánto es la factura?',
      );
      const approved = t(
        'Did you approve any extra work by phone or text? If so, what and for how much?',
        '¿Aprobó algún trabajo extra por teléfono o por mensaje? Si es así, ¿cuál y por cuánto?',
      );
      const held = t(
        'Is the shop keeping your car until you pay?',
        '¿El taller retiene su auto hasta que pague?',
      );
      switch (carCase(ctx)) {
        case 'car_over_estimate':
          return [...(noFigures ? [figures] : []), approved, held];
        case 'car_unauthorized_work':
          return [
            t(
              'Did you sign a repair order or estimate? What did it cover?',
              '¿Firmó una orden de reparación o un presupuesto? ¿Qué incluía?',
            ),
            approved,
            held,
          ];
        case 'car_vehicle_held':
          return [
            ...(r.agreed
              ? []
              : [
                  t(
                    'How much of the bill do you agree you owe?',
                    '¿Qué parte de la factura reconoce que debe?',
                  ),
                ]),
            ...(ctx.case.cardType
              ? []
              : [
                  t(
                    'Can you pay by credit card, or only cash or debit?',
                    '¿Puede pagar con tarjeta de crédito, o solo en efectivo o con débito?',
                  ),
                ]),
            t('Did you sign a repair order or estimate?', '¿Firmó una orden de reparación o un presupuesto?'),
          ].slice(0, 3);
        case 'car_dealer_addons':
          return [
            t('Have you signed anything yet?', '¿Ya firmó algo?'),
            ...(dealer(ctx).addOn
              ? []
              : [
                  t(
                    'Which add-ons or fees are on the quote, and what does each cost?',
                    '¿Qué extras o cargos aparecen en la cotización y cuánto cuesta cada uno?',
                  ),
                ]),
            t(
              'Are you paying cash or financing through the dealer?',
              '¿Va a pagar al contado o con financiamiento del concesionario?',
            ),
          ];
        default:
          return [
            t(
              "Is this a repair shop's bill or a dealer's price on a car you're buying?",
              '¿Es la factura de un taller o el precio de un concesionario por un auto que va a comprar?',
            ),
            noFigures
              ? t(
                  'Did you approve a written estimate? How much was it, and how much is the bill?',
                  '¿Aprobó un presupuesto por escrito? ¿De cuánto fue y de cuánto es la factura?',
                )
              : approved,
            held,
          ];
      }
    },

    complaintRoutes: (ctx) =>
      bought(ctx)
        ? afterSale(ctx).complaint
        : carCase(ctx) === 'car_dealer_addons'
          ? t(
              "the dealership's general manager, the manufacturer's customer care line, your state attorney general's consumer protection office, and ReportFraud.ftc.gov",
              'el gerente general del concesionario, la línea de atención al cliente del fabricante, la oficina de protección al consumidor del fiscal general de su estado y ReportFraud.ftc.gov',
            )
          : t(
              "the shop's owner in writing, then your state attorney general's consumer protection office or your state's auto repair bureau if it has one, and the BBB (bbb.org)",
              'el dueño del taller por escrito; luego la oficina de protección al consumidor del fiscal general de su estado o la oficina de reparación de autos de su estado si la hay, y el BBB (bbb.org)',
            ),

    rightLine: () => undefined,
    // At the dealer's desk before the sale it's a face-to-face talk, closed in writing, not a call.
    style: (ctx) => (carCase(ctx) === 'car_dealer_addons' && !bought(ctx) ? 'relationship' : 'service'),
    owedInFull: (ctx) => {
      const d = dealer(ctx);
      if (carCase(ctx) !== 'car_dealer_addons' || bought(ctx) || !d.price) return undefined;
      return t(
        `the ${d.price} out-the-door price we agreed, plus only tax and registration, without the ${d.addOn ? `${d.addOn} of ` : ''}add-ons I didn't ask for`,
        `el precio total de ${d.price} que acordamos, más solo impuestos y registro, sin los ${d.addOn ? `${d.addOn} de ` : ''}extras que no pedí`,
      );
    },
    owesThePayment: (ctx) => {
      const sub = carCase(ctx);
      if (!sub || sub === 'car_dealer_addons' || ctx.case.flags.unapprovedWork !== true) return undefined;
      const estimate = ctx.figure('estimated', 'quoted');
      return estimate
        ? t(
            `the ${estimate} estimate, plus only the work approved in advance`,
            `el presupuesto de ${estimate}, más solo el trabajo aprobado antes`,
          )
        : undefined;
    },
    judgeOffer: judge,
    nextStep: (ctx, outcome, offer) => withStorageThreat(ctx, outcome, step(ctx, outcome, offer)),
    followUpCopy: (ctx, outcome, offer, latest, said) =>
      signedAuthorization(ctx, outcome, offer) ??
      paidUnderProtest(ctx, latest) ??
      approvalClaimed(ctx, outcome, said) ??
      payUnderProtest(ctx, outcome, offer, latest) ??
      addOnsLeft(ctx, outcome, offer) ??
      addOnsFinalClaim(ctx, outcome),
    honestRoute: honest,
  };
}

/**
 * A shop that holds the car until it is paid in full, today: the move is to pay under protest, so
 * the script and the email say that too (the generic "I won't pay today" would contradict it).
 */
/**
 * Before signing, the dealer takes one add-on off and keeps the rest ("the etching can go, the
 * package stays, it's already installed"): the rest still comes off, or the person walks; there is
 * no counter to make on products never asked for.
 */
function addOnsLeft(
  ctx: CopyContext,
  outcome: Outcome,
  offer: string | undefined,
): FollowUpAnswer | undefined {
  // With a figure on the table (a sum off, a new total), the generic follow-up weighs it.
  if (
    outcome !== 'counter_offer' ||
    offer !== undefined ||
    bought(ctx) ||
    carCase(ctx) !== 'car_dealer_addons'
  )
    return undefined;
  const t = inLanguage(ctx.lang);
  const d = dealer(ctx);
  const left = leftOver(ctx, d, offer);
  const rest = left
    ? t(`the other ${left} of add-ons`, `los otros ${left} de extras`)
    : t('the other add-ons', 'los otros extras');
  const price = d.price
    ? t(`${d.price} plus tax and registration`, `${d.price} más impuestos y registro`)
    : t(
        "the car's agreed price plus tax and registration",
        'el precio acordado del auto más impuestos y registro',
      );
  return {
    strategy: `${step(ctx, outcome, offer) ?? ''} ${t(
      "Don't counter on products you never asked for, and don't sign until the buyer's order shows only the car at the price you agreed.",
      'No haga una contraoferta por productos que nunca pidió, y no firme hasta que la orden de compra muestre solo el auto al precio acordado.',
    )}`.trim(),
    opening: t(
      `"Thank you for taking that one off. I didn't ask for ${rest} either, so I won't pay for them, installed or not."\n"Please send me a buyer's order at ${price}, without them. If they stay on, I'll buy the car elsewhere."`,
      `"Gracias por quitar ese. Tampoco pedí ${rest}, así que no los voy a pagar, estén instalados o no."\n"Por favor envíenme una orden de compra por ${price}, sin ellos. Si se quedan, compraré el auto en otro lado."`,
    ),
    email: {
      subject: t("Buyer's order without the add-ons", 'Orden de compra sin los extras'),
      body: t(
        `Hello,\n\nThank you for removing one of the add-ons on [date]. I did not ask for ${rest} and will not pay for them, even if they are already on the car.\n\nPlease send me a buyer's order at ${price}, without any add-ons, by [date].\n\nThank you,\n[Your name]`,
        `Hola:\n\nGracias por quitar uno de los extras el [fecha]. No pedí ${rest} y no los voy a pagar, aunque ya estén en el auto.\n\nLes pido una orden de compra por ${price}, sin extras, a más tardar el [fecha].\n\nGracias,\n[Su nombre]`,
      ),
    },
    talkingPoints: [
      t(
        '"Already installed" doesn\'t make a product part of the price: you can still refuse to pay for it.',
        '"Ya instalado" no hace que un producto sea parte del precio: usted puede negarse a pagarlo.',
      ),
      t(
        'Your strongest move is still walking away: other dealers sell the same car.',
        'Su mejor carta sigue siendo retirarse: otros concesionarios venden el mismo auto.',
      ),
    ],
  };
}

/**
 * The shop shows a form the person signed that authorizes repairs up to a sum without a call, and the
 * bill is inside it ("dice que autorizo reparaciones 'hasta 1,500 sin llamada previa'"): "I never
 * authorized it" is weak now. The ask becomes the itemized invoice, the old parts, why the extra work
 * was needed and a reduction; the car comes out today (storage runs by the day), by card. A lower
 * figure they offer is a good result to take, on an invoice marked paid in full.
 */
/**
 * "el dueño ahora dice que sí le llamaron a mi esposo y que él dijo que sí": the shop (often its
 * owner, as far up as it goes) claims the extra work over a written estimate was approved by phone.
 * The person meets the claim with the record (the claim's own lines ask for it), and, needing the
 * car, pays under protest with the receipt written up, then takes the extra to the state's office
 * and the card issuer. Never "call back, a different rep is fine" or "may I speak with the owner".
 */
function approvalClaimed(
  ctx: CopyContext,
  outcome: Outcome,
  said: FollowUpSaid | undefined,
): FollowUpAnswer | undefined {
  if (outcome !== 'said_no' || !said?.claims?.includes('authorized') || bought(ctx)) return undefined;
  const sub = carCase(ctx);
  if (sub !== 'car_vehicle_held' && sub !== 'car_over_estimate' && sub !== 'car_unauthorized_work')
    return undefined;
  const r = repair(ctx);
  if (!r.estimate || !r.bill || !r.over) return undefined;
  const t = inLanguage(ctx.lang);
  const state = ctx.case.state;
  const by = formatDay(addDays(ctx.today, 14), ctx.lang);
  const receipt = t(
    `Paid under protest to get my car back. I did not authorize the ${r.over} above the written ${r.estimate} estimate.`,
    `Pagado bajo protesta para recuperar mi auto. No autoricé los ${r.over} por encima del presupuesto por escrito de ${r.estimate}.`,
  );
  const office =
    state === 'California'
      ? t(
          'file a complaint with the California Bureau of Automotive Repair (bar.ca.gov), with copies of the written estimate, the bill and the receipt: it takes complaints about repair shops and can mediate with the shop',
          'presente una queja ante la Oficina de Reparación Automotriz de California (Bureau of Automotive Repair, bar.ca.gov), con copia del presupuesto por escrito, la factura y el recibo: recibe quejas contra talleres y puede mediar con el taller',
        )
      : t(
          `file a complaint with ${state ? `the ${state}` : 'your state'} attorney general's consumer office (or the state's auto repair bureau, if it has one), with copies of the written estimate, the bill and the receipt`,
          `presente una queja ante la oficina del consumidor del fiscal general ${state ? `de ${state}` : 'de su estado'} (o la oficina de reparación de autos del estado, si la hay), con copia del presupuesto por escrito, la factura y el recibo`,
        );
  // "they'll charge 35 a day storage starting tomorrow": a new charge threatened, never a sum taken off.
  const storage = ctx.case.storagePerDay;
  const storageLine = storage
    ? t(
        ` Pick the car up today, before the ${storage.text}-a-day storage they threaten starts: it is a new charge on top of the bill, never money off it; if they add it, dispute it too.`,
        ` Recoja el auto hoy, antes de que empiece el almacenaje de ${storage.text} por día que le anuncian: es un cargo nuevo encima de la factura, no un descuento; si lo cobran, dispútelo también.`,
      )
    : '';
  return {
    strategy: t(
      `Their word that someone approved it by phone is not a record, and a call nobody answered (a missed call, with no message) approves nothing. Today: ask to see the approval on the work order or in their call log. If they can't show it and you need the car, pay the ${r.bill} with a credit card if you can, and write on the receipt: "${receipt}" Ask for the old parts they replaced. If they name someone who approved it, that person can write and sign two lines saying nobody called them. Then, in writing: ${office}; dispute the ${r.over} with your card issuer, and if it isn't refunded, small claims court is the last step.${storageLine}`,
      `Que digan que alguien lo aprobó por teléfono no es un registro, y una llamada que nadie contestó (una llamada perdida, sin mensaje) no aprueba nada. Hoy: pida ver la aprobación en la orden de trabajo o en su registro de llamadas. Si no la pueden mostrar y necesita el auto, pague los ${r.bill} con tarjeta de crédito si puede, y escriba en el recibo: "${receipt}" Pida las piezas viejas que cambiaron. Si nombran a alguien que lo aprobó, esa persona puede escribir y firmar dos líneas diciendo que nadie le llamó. Después, por escrito: ${office}; dispute los ${r.over} con el emisor de su tarjeta, y si no se los devuelven, la corte de reclamos menores es el último paso.${storageLine}`,
    ),
    opening: t(
      `"I have your written estimate of ${r.estimate}. Nobody authorized the ${r.over} above it."\n"I need my car, so if you can't show me that approval, I'm paying the ${r.bill} today under protest. Please write on the receipt: '${receipt}'"\n"Please give me the old parts you replaced."`,
      `"Tengo su presupuesto por escrito de ${r.estimate}. Nadie autorizó los ${r.over} por encima."\n"Necesito mi auto, así que si no me pueden mostrar esa aprobación, hoy pago los ${r.bill} bajo protesta. Por favor escriban en el recibo: '${receipt}'"\n"Por favor entréguenme las piezas viejas que cambiaron."`,
    ),
    email: {
      subject: t(
        `Repair order [number]: the ${r.over} I did not authorize`,
        `Orden de reparación [número]: los ${r.over} que no autoricé`,
      ),
      body: t(
        `Hello,\n\nYou gave me a written estimate of ${r.estimate}. The bill was ${r.bill}. No one authorized the ${r.over} above the estimate: I never gave my approval.\n\nI paid the ${r.bill} on [date] under protest, only to get my car back, and I dispute the ${r.over}. Please refund the ${r.over} by ${by}. If not, I will take it to the ${state === 'California' ? 'Bureau of Automotive Repair' : "attorney general's consumer office"}, my card issuer and, if needed, small claims court.\n\nThank you,\n[Your name]\n[Phone number]`,
        `Hola:\n\nUstedes me dieron un presupuesto por escrito de ${r.estimate}. La factura fue de ${r.bill}. Nadie autorizó los ${r.over} por encima del presupuesto: nunca di mi aprobación.\n\nPagué los ${r.bill} el [fecha] bajo protesta, solo para recuperar mi auto, y disputo los ${r.over}. Les pido devolverme los ${r.over} antes del ${by}. Si no, lo llevaré ${state === 'California' ? 'a la Oficina de Reparación Automotriz (BAR)' : 'a la oficina del consumidor del fiscal general'}, al emisor de mi tarjeta y, si hace falta, a la corte de reclamos menores.\n\nGracias,\n[Su nombre]\n[Teléfono]`,
      ),
    },
    talkingPoints: [
      t(
        'Keep the written estimate, the bill and the receipt marked "paid under protest"; send copies, never the originals.',
        'Guarde el presupuesto por escrito, la factura y el recibo con "pagado bajo protesta"; envíe copias, nunca los originales.',
      ),
      t(
        "Don't argue about the call on the spot: ask for their record, and put yours in writing.",
        'No discuta la llamada en el momento: pida su registro, y ponga lo suyo por escrito.',
      ),
      t(
        'Paying by credit card keeps a dispute with the card issuer open.',
        'Pagar con tarjeta de crédito deja abierta una disputa con el emisor de la tarjeta.',
      ),
    ],
  };
}

function signedAuthorization(
  ctx: CopyContext,
  outcome: Outcome,
  offer: string | undefined,
): FollowUpAnswer | undefined {
  const limit = ctx.case.authorizedUpTo;
  const billValue = ctx.value('billed');
  const sub = carCase(ctx);
  if (!limit || billValue === undefined || billValue > limit.value || bought(ctx)) return undefined;
  if (sub !== 'car_vehicle_held' && sub !== 'car_over_estimate' && sub !== 'car_unauthorized_work')
    return undefined;
  if (outcome === 'agreed' || outcome === 'no_reply') return undefined;
  const t = inLanguage(ctx.lang);
  const r = repair(ctx);
  const bill = r.bill ?? t('the bill', 'la factura');
  const storage = ctx.case.storagePerDay;
  const state = ctx.case.state;
  const ag = state
    ? t(
        `the ${state} attorney general's consumer office`,
        `la oficina del consumidor del fiscal general de ${state}`,
      )
    : t(
        "your state attorney general's consumer office",
        'la oficina del consumidor del fiscal general de su estado',
      );
  const offerValue = offer ? Number(offer.replace(/[^\d.]/g, '')) : undefined;
  const off =
    outcome === 'counter_offer' && offer && offerValue && offerValue < billValue
      ? billValue - offerValue
      : undefined;
  const storageEn = storage ? ` and ${storage.text} a day in storage if the car stays` : '';
  const storageEs = storage ? ` y ${storage.text} dólares por día de almacenaje si el auto se queda` : '';
  if (off !== undefined && offer) {
    return {
      strategy: t(
        `${offer} is a good result: ${ctx.money(off)} off the ${bill} bill, with a signed form that authorizes repairs up to ${limit.text}${storageEn}. Take it today. Before you pay, get an itemized invoice that shows ${offer} paid in full, no storage charge, and your old parts. If you pay cash, get a signed receipt; a card is better if they'll take it.`,
        `${offer} es un buen resultado: ${ctx.money(off)} menos que la factura de ${bill}, con un papel firmado que autoriza reparaciones hasta ${limit.text}${storageEs}. Acéptelo hoy. Antes de pagar, pida una factura detallada que diga ${offer} pagado en su totalidad, sin cargo de almacenaje, y sus piezas viejas. Si paga en efectivo, pida un recibo firmado; con tarjeta es mejor si la aceptan.`,
      ),
      opening: quoteLines([
        t(
          `Thank you, I accept ${offer} and I'll pick the car up today.`,
          `Gracias, acepto los ${offer} y recojo el auto hoy.`,
        ),
        t(
          `Please give me the itemized invoice showing ${offer} paid in full, with no storage charge, and my old parts.`,
          `Por favor denme la factura detallada que diga ${offer} pagado en su totalidad, sin cargo de almacenaje, y mis piezas viejas.`,
        ),
        t(
          'Can I pay by card? If it has to be cash, please sign the receipt.',
          '¿Puedo pagar con tarjeta? Si tiene que ser en efectivo, por favor firmen el recibo.',
        ),
      ]),
      email: {
        subject: t(
          'Repair order [number]: paid in full at the agreed price',
          'Orden de reparación [número]: pagada en su totalidad al precio acordado',
        ),
        body: t(
          `Hello,\n\nToday, [date], we agreed on ${offer} for repair order [number], in place of the ${bill} bill, and I paid it. Please confirm in writing that the order is paid in full, with no storage or other charges.\n\nThank you,\n[Your name]\n[Phone number]`,
          `Hola:\n\nHoy, [fecha], acordamos ${offer} por la orden de reparación [número], en lugar de la factura de ${bill}, y la pagué. Les pido confirmar por escrito que la orden queda pagada en su totalidad, sin almacenaje ni otros cargos.\n\nGracias,\n[Su nombre]\n[Teléfono]`,
        ),
      },
      talkingPoints: t(
        [
          `Get "${offer} paid in full" on the invoice before you hand over the money.`,
          'Check the car before you drive off, and keep the old parts and the receipt.',
        ],
        [
          `Que la factura diga "${offer} pagado en su totalidad" antes de entregar el dinero.`,
          'Revise el auto antes de irse, y guarde las piezas viejas y el recibo.',
        ],
      ),
    };
  }
  const near = r.estimate
    ? t(
        ` (for example back toward the ${r.estimate} estimate plus the parts that were really needed)`,
        ` (por ejemplo, acercarse al presupuesto de ${r.estimate} más las piezas que de verdad hacían falta)`,
      )
    : '';
  return {
    strategy: t(
      `The form you signed authorizes repairs up to ${limit.text} without a call, and the ${bill} bill is inside that limit: that makes "I never authorized it" a weak argument. Ask instead for the itemized invoice and your old parts, and why the extra work was needed, and ask for a reduction${near}. ${storage ? `Storage runs at ${storage.text} a day, so get the car out today: ` : 'Get the car out today: '}pay by credit card rather than cash, which keeps a card dispute open if the work wasn't needed. Ask ${ag} whether the shop may charge storage here.`,
      `El papel que firmó autoriza reparaciones hasta ${limit.text} sin llamarle, y la factura de ${bill} está dentro de ese límite: eso debilita el argumento de "no lo autoricé". Pida en cambio la factura detallada y sus piezas viejas, pregunte por qué hacía falta el trabajo extra, y pida una rebaja${near}. ${storage ? `El almacenaje corre a ${storage.text} dólares por día, así que saque el auto hoy: ` : 'Saque el auto hoy: '}pague con tarjeta de crédito y no en efectivo, así le queda abierta una disputa con la tarjeta si el trabajo no hacía falta. Pregunte a ${ag} si el taller puede cobrar almacenaje en su caso.`,
    ),
    opening: quoteLines([
      t(
        `I've seen the form I signed. Before I pay the ${bill}, please give me the itemized invoice and my old parts, and tell me why the extra work was needed.`,
        `Ya vi el papel que firmé. Antes de pagar los ${bill}, les pido la factura detallada y mis piezas viejas, y que me expliquen por qué hacía falta el trabajo extra.`,
      ),
      t(
        `I was told about ${r.estimate ?? '[the first figure]'} on the phone. Can you bring the bill down closer to that?`,
        `Por teléfono me dijeron unos ${r.estimate ?? '[la primera cifra]'}. ¿Pueden bajar la factura más cerca de eso?`,
      ),
      t(
        "I'm picking the car up today and paying by card, so please don't add storage.",
        'Recojo el auto hoy y pago con tarjeta, así que por favor no agreguen almacenaje.',
      ),
    ]),
    email: {
      subject: t(
        'Repair order [number]: itemized invoice and old parts',
        'Orden de reparación [número]: factura detallada y piezas viejas',
      ),
      body: t(
        `Hello,\n\nI'm picking up my [year, make, model] today (repair order [number]). Please give me the itemized invoice for the ${bill} bill, with parts and labor for each repair, and my old parts, and tell me in writing why the extra work was needed. I was told about ${r.estimate ?? '[the first figure]'} on the phone; I ask you to reduce the bill closer to that. Please confirm that no storage is charged, since I'm picking the car up today.\n\nThank you,\n[Your name]\n[Phone number]`,
        `Hola:\n\nRecojo hoy mi [año, marca, modelo] (orden de reparación [número]). Les pido la factura detallada de los ${bill}, con piezas y mano de obra de cada reparación, y mis piezas viejas, y que me expliquen por escrito por qué hacía falta el trabajo extra. Por teléfono me dijeron unos ${r.estimate ?? '[la primera cifra]'}; les pido bajar la factura más cerca de eso. Les pido confirmar que no se cobra almacenaje, ya que recojo el auto hoy.\n\nGracias,\n[Su nombre]\n[Teléfono]`,
      ),
    },
    talkingPoints: t(
      [
        `The signed limit (${limit.text}) is the shop's strongest point; ask for a reduction, not a refund of "unauthorized" work.`,
        'Keep the old parts: they show whether the extra work was needed.',
        'Pay by credit card if you can, and keep the itemized invoice.',
      ],
      [
        `El límite firmado (${limit.text}) es el mejor argumento del taller; pida una rebaja, no la devolución de un trabajo "no autorizado".`,
        'Guarde las piezas viejas: muestran si el trabajo extra hacía falta.',
        'Pague con tarjeta de crédito si puede, y guarde la factura detallada.',
      ],
    ),
  };
}

/**
 * What the shop now asks, after an amount off ("he can knock 100 off" of 1,240 leaves 1,140) or a
 * lower total, and how much of it is still over the estimate (1,140 − 650 = 490).
 */
function reducedBill(ctx: CopyContext, offer: string | undefined) {
  const off = offerValue(offer);
  const estimate = ctx.computed.approvedTotalValue ?? ctx.value('estimated', 'quoted');
  const bill = ctx.value('billed');
  if (off === undefined || bill === undefined || off >= bill) return undefined;
  const amountOff = estimate !== undefined && bill > estimate ? off <= bill - estimate : off < bill / 2;
  const newBill = amountOff ? bill - off : off;
  return {
    amountOff,
    bill: ctx.money(newBill),
    over: estimate !== undefined && newBill > estimate ? ctx.money(newBill - estimate) : undefined,
  };
}

function payUnderProtest(
  ctx: CopyContext,
  outcome: Outcome,
  offer?: string,
  latest: readonly CaseAmount[] = [],
): FollowUpAnswer | undefined {
  const t = inLanguage(ctx.lang);
  const sub = carCase(ctx);
  if (bought(ctx)) return undefined;
  if (sub !== 'car_vehicle_held' && sub !== 'car_over_estimate' && sub !== 'car_unauthorized_work')
    return undefined;
  // "he'll take 150 off if i pay right now": an amount off a held car's bill (or one tied to paying
  // today) is the same move as a demand to pay today: take it, pay the rest under protest.
  const off = reducedBill(ctx, offer);
  const takeOff =
    outcome === 'counter_offer' &&
    off?.amountOff === true &&
    off.over !== undefined &&
    (sub === 'car_vehicle_held' || ctx.case.flags.todayOnly === true);
  if (outcome !== 'pay_now' && !takeOff) return undefined;
  const r = repair(ctx);
  // "storage is 40/day starting tomorrow": said with the demand to pay, in the latest message.
  const storage =
    latest.find((amount) => amount.per === 'day') ??
    ctx.case.amounts.find((amount) => amount.per === 'day') ??
    ctx.case.storagePerDay;
  // "he can knock 100 off but i have to pay today": take the sum off, pay the rest under protest.
  const lower = reducedBill(ctx, offer);
  const billNow = lower?.bill ?? r.bill;
  const overNow = lower ? lower.over : r.over;
  const taken = lower
    ? lower.amountOff
      ? t(
          `Take the ${offer} off without giving anything up: the bill is now ${lower.bill}. `,
          `Acepte que le quiten los ${offer} sin renunciar a nada: la factura queda en ${lower.bill}. `,
        )
      : t(
          `Their lower bill of ${lower.bill} is a step, not a settlement. `,
          `Su factura rebajada de ${lower.bill} es un avance, no un arreglo. `,
        )
    : '';
  const strategy = lower
    ? `${taken}${t(
        `Pay the ${lower.bill} "under protest" to get the car back today: write "paid under protest" and the date on the receipt (or in a short signed note), keep a copy, and pay by credit card if you can. Then dispute ${overNow ? `the ${overNow} still over ${r.basis?.en ?? 'the estimate'}` : 'what you never authorized'} in writing right away${r.estimate ? `, and ${askState(ctx, 'en', 'over')}${bureauComplaint(ctx)}` : ''}.`,
        `Pague los ${lower.bill} "bajo protesta" para sacar el auto hoy: escriba "pagado bajo protesta" y la fecha en el recibo (o en una nota breve firmada), guarde una copia y pague con tarjeta de crédito si puede. Luego dispute por escrito enseguida ${overNow ? `los ${overNow} que siguen por encima ${(r.basis?.es ?? 'el presupuesto').replace(/^el /u, 'del ')}` : 'lo que nunca autorizó'}${r.estimate ? `, y ${askState(ctx, 'es', 'overAuth')}${bureauComplaint(ctx)}` : ''}.`,
      )}`
    : (step(ctx, outcome, undefined) ?? '');
  const bill = billNow ? t(`the ${billNow}`, `los ${billNow}`) : t('the bill', 'la factura');
  const over = overNow
    ? t(`the ${overNow}`, `los ${overNow}`)
    : t('the part I dispute', 'la parte que disputo');
  // The shop's reasons, answered: a voicemail never received, "needed for safety".
  const voicemail = ctx.case.flags.voicemailClaimed === true;
  const safety = ctx.case.flags.safetyClaimed === true;
  // "el trabajo extra era necesario": needed or not, work past the estimate still needed the person's OK.
  const needed = !safety && ctx.case.flags.neededClaimed === true && r.estimate !== undefined;
  const claimsEn = [
    voicemail
      ? 'A voicemail you never received is not your approval: ask for their authorization record (the date, the time and your answer).'
      : undefined,
    safety
      ? '"Needed for safety" was a reason to reach you and get your OK, not to do the work and bill it without it.'
      : undefined,
    needed
      ? `Whether or not the extra work was needed, going past the ${r.estimate} estimate needed your OK first: "necessary" doesn't replace your approval.`
      : undefined,
  ].filter((x): x is string => x !== undefined);
  const claimsEs = [
    voicemail
      ? 'Un mensaje de voz que usted nunca recibió no es su aprobación: pida su registro de la autorización (la fecha, la hora y su respuesta).'
      : undefined,
    safety
      ? '"Era necesario por seguridad" era una razón para localizarle y pedir su aprobación, no para hacer el trabajo y cobrarlo sin ella.'
      : undefined,
    needed
      ? `Aunque el trabajo extra fuera necesario, pasar del presupuesto de ${r.estimate} necesitaba antes su aprobación: que sea "necesario" no reemplaza su autorización.`
      : undefined,
  ].filter((x): x is string => x !== undefined);
  const claimLinesEn = [
    voicemail
      ? "A voicemail I never received isn't my approval. Please show me the authorization record: the date, the time and my answer."
      : undefined,
    safety
      ? 'If it was needed for safety, that was a reason to reach me and get my OK, not to do it without asking.'
      : undefined,
    needed
      ? `Even if the extra work was needed, you had to call me and get my OK before going past the ${r.estimate} estimate.`
      : undefined,
  ].filter((x): x is string => x !== undefined);
  const claimLinesEs = [
    voicemail
      ? 'Un mensaje de voz que nunca recibí no es mi aprobación. Muéstrenme el registro de la autorización: la fecha, la hora y mi respuesta.'
      : undefined,
    safety
      ? 'Si era necesario por seguridad, era una razón para localizarme y pedir mi aprobación, no para hacerlo sin preguntar.'
      : undefined,
    needed
      ? `Aunque el trabajo extra fuera necesario, tenían que llamarme y pedir mi aprobación antes de pasar del presupuesto de ${r.estimate}.`
      : undefined,
  ].filter((x): x is string => x !== undefined);
  const emailClaimsEn = [
    voicemail
      ? 'I received no voicemail or call asking to approve it; please send me your record of any authorization.'
      : undefined,
    safety
      ? 'If the work was needed for safety, that was a reason to ask me first, not to bill it without my approval.'
      : undefined,
    needed
      ? `Even if the extra work was needed, it went past the ${r.estimate} estimate without my approval.`
      : undefined,
  ].filter((x): x is string => x !== undefined);
  const emailClaimsEs = [
    voicemail
      ? 'No recibí ningún mensaje ni llamada para aprobarlo; les pido su registro de cualquier autorización.'
      : undefined,
    safety
      ? 'Si el trabajo era necesario por seguridad, era una razón para preguntarme antes, no para cobrarlo sin mi aprobación.'
      : undefined,
    needed
      ? `Aunque el trabajo extra fuera necesario, pasó del presupuesto de ${r.estimate} sin mi aprobación.`
      : undefined,
  ].filter((x): x is string => x !== undefined);
  const emailExtraEn = emailClaimsEn.length ? ` ${emailClaimsEn.join(' ')}` : '';
  const emailExtraEs = emailClaimsEs.length ? ` ${emailClaimsEs.join(' ')}` : '';
  return {
    strategy: t(
      `${claimsEn.length ? `${claimsEn.join(' ')} ` : ''}${strategy}${storage ? ` Get the car out before the ${storage.text}-a-day storage starts: waiting only costs more, and you can dispute that charge too if they add it.` : ''}`,
      `${claimsEs.length ? `${claimsEs.join(' ')} ` : ''}${strategy}${storage ? ` Recoja el auto antes de que empiece el almacenaje de ${storage.text} por día: esperar le cuesta más, y ese cargo también puede disputarlo si lo agregan.` : ''}`,
    ),
    opening: quoteLines([
      ...(lower?.amountOff
        ? [
            t(
              `Thank you for taking the ${offer} off. That brings the bill to ${lower.bill}.`,
              `Gracias por quitarme los ${offer}. Así la factura queda en ${lower.bill}.`,
            ),
          ]
        : []),
      t(
        `I need my car today, so I'll pay ${bill} under protest. Please write "paid under protest" and today's date on the receipt.`,
        `Necesito mi auto hoy, así que voy a pagar ${bill} bajo protesta. Por favor escriban "pagado bajo protesta" y la fecha en el recibo.`,
      ),
      ...t(claimLinesEn, claimLinesEs),
      t(
        `I still dispute ${over}: I never authorized that work. Please give me the itemized invoice.`,
        `Sigo disputando ${over}: no autoricé ese trabajo. Les pido la factura detallada.`,
      ),
      t(
        "Please confirm in writing that no storage is charged, since I'm picking the car up today.",
        'Por favor confírmenme por escrito que no se cobra almacenaje, ya que recojo el auto hoy.',
      ),
    ]),
    email: {
      subject: t(
        'Paid under protest: repair order [number]',
        'Pago bajo protesta: orden de reparación [número]',
      ),
      body: t(
        `Hello,\n\nToday, [date], I paid ${bill}${lower?.amountOff && r.bill ? ` (your ${r.bill} bill less the ${offer} you took off)` : ''} under protest, only to get my [year, make, model] back (repair order [number]). Paying does not mean I accept the charge: I still dispute ${over}, work I never authorized${r.basis ? ` beyond ${r.basis.en}` : ''}.${emailExtraEn}\n\nPlease send the itemized invoice and refund ${over}. Please reply in writing by [date].\n\nThank you,\n[Your name]\n[Phone number]`,
        `Hola:\n\nHoy, [fecha], pagué ${bill}${lower?.amountOff && r.bill ? ` (su factura de ${r.bill} menos los ${offer} que me quitaron)` : ''} bajo protesta solo para que me entregaran mi [año, marca, modelo] (orden de reparación [número]). Pagar no significa que acepte el cargo: sigo disputando ${over}, que nunca autoricé${r.basis ? ` por encima ${r.basis.es.replace(/^el /u, 'del ')}` : ''}.${emailExtraEs}\n\nLes pido la factura detallada y que me devuelvan ${over}. Les pido una respuesta por escrito antes del [fecha].\n\nGracias,\n[Su nombre]\n[Teléfono]`,
      ),
    },
    talkingPoints: [
      t(
        'Pay by credit card if you can: you can dispute the part you never authorized afterwards.',
        'Pague con tarjeta de crédito si puede: puede disputar después la parte que no autorizó.',
      ),
      t(
        'Keep the receipt marked "paid under protest" with the date.',
        'Guarde el recibo con "pagado bajo protesta" y la fecha.',
      ),
      t(
        'Check the car over before you drive off, and ask for the old parts back.',
        'Revise el auto antes de irse y guarde las piezas viejas si se las dan.',
      ),
    ],
    // The bill lowered: the figures now are what is paid and what is still over the estimate.
    ...(lower
      ? {
          numbers: [r.estimate, r.bill, offer, storage?.text, lower.bill, lower.over].filter(
            (figure): figure is string => figure !== undefined,
          ),
        }
      : {}),
  };
}

/**
 * The person paid the shop's bill (or its lowered total) under protest to get the car back ("ok i
 * paid the 1,140 on my credit card … under protest. now what"): the dispute is now a refund of what
 * was paid over the estimate (1,140 − 650 = 490), asked in writing of the shop, taken to the state's
 * repair bureau or attorney general, disputed with the card issuer when paid on a credit card, and
 * small claims court last. Never a card-fraud triage, never the "ask again for the car" ladder.
 */
function paidUnderProtest(
  ctx: CopyContext,
  latest: readonly CaseAmount[] | undefined,
): FollowUpAnswer | undefined {
  const sub = carCase(ctx);
  if (sub !== 'car_vehicle_held' && sub !== 'car_over_estimate' && sub !== 'car_unauthorized_work')
    return undefined;
  const estimate = ctx.case.amounts.find((amount) => amount.role === 'estimated' || amount.role === 'quoted');
  const bill = ctx.case.amounts.find((amount) => amount.role === 'billed');
  // "quote was 420 … rotors too +260, i said ok": what was approved is the estimate plus the extra.
  const owedValue = estimate ? (ctx.computed.approvedTotalValue ?? estimate.value) : undefined;
  const paid = latest?.find(
    (amount) =>
      amount.role === 'paid' &&
      owedValue !== undefined &&
      amount.value > owedValue + 1 &&
      (bill === undefined || amount.value <= bill.value),
  );
  if (!estimate || !paid) return undefined;
  const t = inLanguage(ctx.lang);
  const disputed = ctx.money(paid.value - owedValue!);
  const approved = ctx.computed.approvedTotal;
  const extras = ctx.computed.approvedExtras ?? [];
  // What the person approved, in their words: "the 420 estimate plus the 260 you approved (680)".
  const basisEn = approved
    ? `the ${approved} you approved (the ${estimate.text} estimate plus the ${extras.join(' and ')})`
    : `the ${estimate.text} estimate`;
  const basisEs = approved
    ? `los ${approved} que aprobó (el presupuesto de ${estimate.text} más los ${extras.join(' y ')})`
    : `el presupuesto de ${estimate.text}`;
  const minus = approved ?? estimate.text;
  // "they already threw them out": the shop can't show the parts needed replacing.
  const partsGone = ctx.case.flags.oldPartsDiscarded === true;
  const by = formatDay(addDays(ctx.today, 14), ctx.lang);
  const credit = ctx.case.cardType === 'credit';
  const california = ctx.case.state === 'California';
  const state = ctx.case.state;
  const regulator = california
    ? t(
        'File a complaint with the California Bureau of Automotive Repair (bar.ca.gov): it takes complaints about repair shops and can mediate with the shop. Ask it too whether shops in California need your written OK to go over an estimate.',
        'Presente una queja ante la Oficina de Reparación Automotriz de California (Bureau of Automotive Repair, bar.ca.gov): recibe quejas contra talleres y puede mediar con el taller. Pregúntele también si en California un taller necesita su aprobación por escrito para pasarse del presupuesto.',
      )
    : t(
        `File a complaint with ${state ? `the ${state}` : 'your state'} attorney general's consumer office, and ask it whether shops there need your written OK to go over an estimate.`,
        `Presente una queja ante la oficina del consumidor del fiscal general ${state ? `de ${state}` : 'de su estado'}, y pregúntele si allí un taller necesita su aprobación por escrito para pasarse del presupuesto.`,
      );
  const card = credit
    ? t(
        `Dispute the ${disputed} with your credit card issuer in writing too: send it to the issuer's billing-error address within 60 days of the statement that first shows the ${paid.text} charge, with the work order showing the ${estimate.text} estimate and your letter to the shop.${approved ? ` Dispute only the ${disputed}: the ${approved} you approved is owed.` : ''}`,
        `Dispute también los ${disputed} por escrito con el emisor de su tarjeta de crédito: envíelo a la dirección para errores de facturación dentro de los 60 días del estado de cuenta que muestre por primera vez el cargo de ${paid.text}, con la orden de trabajo que muestra el presupuesto de ${estimate.text} y su carta al taller.${approved ? ` Dispute solo los ${disputed}: los ${approved} que aprobó sí se deben.` : ''}`,
      )
    : t(
        `If you paid by card, ask your card issuer in writing how to dispute the ${disputed}, with the work order showing the ${estimate.text} estimate.`,
        `Si pagó con tarjeta, pregunte por escrito al emisor cómo disputar los ${disputed}, con la orden de trabajo que muestra el presupuesto de ${estimate.text}.`,
      );
  return {
    strategy: [
      t(
        `You have the car, and paying under protest kept your dispute open. What's left is the ${disputed} you paid over ${basisEn}${approved ? `: ${paid.text} − ${minus} = ${disputed}` : ` (${paid.text} − ${minus})`}. Send the shop a written demand for it, with a reply-by date of ${by}: ${approved ? `you approved the ${estimate.text} estimate and the ${extras.join(' and ')}, ${approved} in all, and nothing else` : `the work order shows the ${estimate.text} estimate, you never approved more`}, and you paid ${paid.text} under protest only to get your car.${partsGone ? ' They threw out the old parts after you asked for them, so they can no longer show those parts needed replacing: say so in your letter.' : ''}`,
        `Ya tiene el auto, y pagar bajo protesta dejó abierto su reclamo. Lo que queda son los ${disputed} que pagó por encima ${basisEs.replace(/^el /u, 'del ').replace(/^los /u, 'de los ')}${approved ? `: ${paid.text} − ${minus} = ${disputed}` : ` (${paid.text} − ${minus})`}. Envíe al taller una exigencia por escrito, con fecha de respuesta el ${by}: ${approved ? `usted aprobó el presupuesto de ${estimate.text} y los ${extras.join(' y ')}, ${approved} en total, y nada más` : `la orden de trabajo muestra el presupuesto de ${estimate.text}, usted nunca aprobó más`}, y pagó ${paid.text} bajo protesta solo para recuperar su auto.${partsGone ? ' Tiraron las piezas viejas después de que usted las pidió, así que ya no pueden mostrar que hacía falta cambiarlas: dígalo en su carta.' : ''}`,
      ),
      regulator,
      card,
      t(
        `If none of that brings back the ${disputed}, small claims court is the last step.`,
        `Si nada de eso le devuelve los ${disputed}, la corte de reclamos menores es el último paso.`,
      ),
    ].join(' '),
    opening: [
      quoteLines([
        t(
          `Hi, this is [your name], about repair order [number]. I paid ${paid.text} under protest to get my car back.`,
          `Hola, habla [su nombre], por la orden de reparación [número]. Pagué ${paid.text} bajo protesta para recuperar mi auto.`,
        ),
        t(
          approved
            ? `The estimate was ${estimate.text}, and the only extra I approved was the ${extras.join(' and ')}, ${approved} in all. I never approved the rest. Please refund the ${disputed} by ${by}; I'm sending this in writing too.`
            : `My written estimate was ${estimate.text}, and I never approved more. Please refund the ${disputed} by ${by}; I'm sending this in writing too.`,
          approved
            ? `El presupuesto era de ${estimate.text}, y el único extra que aprobé fueron los ${extras.join(' y ')}, ${approved} en total. Nunca aprobé lo demás. Les pido que me devuelvan los ${disputed} a más tardar el ${by}; también se lo envío por escrito.`
            : `Mi presupuesto por escrito era de ${estimate.text}, y nunca aprobé más. Les pido que me devuelvan los ${disputed} a más tardar el ${by}; también se lo envío por escrito.`,
        ),
      ]),
      ...(credit
        ? [
            t(
              approved
                ? `To your card issuer: "I'm disputing ${disputed} of a ${paid.text} charge from [shop] on [date]: it's for repair work I never approved, beyond the ${approved} I did approve. What is your address for billing-error disputes?"`
                : `To your card issuer: "I'm disputing ${disputed} of a ${paid.text} charge from [shop] on [date]: it's for repair work beyond a ${estimate.text} written estimate that I never approved. What is your address for billing-error disputes?"`,
              approved
                ? `Al emisor de su tarjeta: "Disputo ${disputed} de un cargo de ${paid.text} de [taller] del [fecha]: es por trabajo de reparación que nunca aprobé, más allá de los ${approved} que sí aprobé. ¿Cuál es su dirección para disputas por errores de facturación?"`
                : `Al emisor de su tarjeta: "Disputo ${disputed} de un cargo de ${paid.text} de [taller] del [fecha]: es por trabajo de reparación por encima de un presupuesto por escrito de ${estimate.text} que nunca aprobé. ¿Cuál es su dirección para disputas por errores de facturación?"`,
            ),
          ]
        : []),
    ].join('\n'),
    email: {
      subject: t(
        `Repair order [number]: refund of the ${disputed} over ${approved ? `the ${approved} I approved` : `the ${estimate.text} estimate`}`,
        `Orden de reparación [número]: devolución de los ${disputed} por encima ${approved ? `de los ${approved} que aprobé` : `del presupuesto de ${estimate.text}`}`,
      ),
      body: t(
        `Hello,\n\nOn [date] I paid ${paid.text} for repair order [number] under protest, only to get my [year, make, model] back. ${approved ? `The estimate was ${estimate.text}, and the only extra work I approved was the ${extras.join(' and ')}, ${approved} in all. I never approved any other work.${partsGone ? ' When I asked for the old parts, you told me you had thrown them out, so nothing shows they needed replacing.' : ''}` : 'The written estimate on the work order was ' + estimate.text + ', and I never approved any work beyond it.'}\n\nPlease refund the ${disputed} charged ${approved ? 'for work I never approved' : 'over the estimate'}${credit ? ' to the credit card I paid with' : ''} by ${by}.${credit ? ' I am also disputing it with my card issuer.' : ''} If I don't receive it by then, I will file a complaint with ${california ? 'the California Bureau of Automotive Repair' : "my state attorney general's consumer office"} and file in small claims court.\n\nThank you,\n[Your name]\n[Phone number]`,
        `Hola:\n\nEl [fecha] pagué ${paid.text} por la orden de reparación [número] bajo protesta, solo para recuperar mi [año, marca, modelo]. ${approved ? `El presupuesto era de ${estimate.text}, y el único trabajo extra que aprobé fueron los ${extras.join(' y ')}, ${approved} en total. Nunca aprobé ningún otro trabajo.${partsGone ? ' Cuando pedí las piezas viejas, me dijeron que las habían tirado, así que nada muestra que hiciera falta cambiarlas.' : ''}` : 'El presupuesto por escrito en la orden de trabajo era de ' + estimate.text + ', y nunca aprobé ningún trabajo adicional.'}\n\nLes pido que me devuelvan los ${disputed} cobrados ${approved ? 'por trabajo que nunca aprobé' : 'por encima del presupuesto'}${credit ? ' a la tarjeta de crédito con la que pagué' : ''} a más tardar el ${by}.${credit ? ' También estoy disputando el cargo con el emisor de mi tarjeta.' : ''} Si no los recibo para entonces, presentaré una queja ante ${california ? 'la Oficina de Reparación Automotriz de California' : 'la oficina del consumidor del fiscal general de mi estado'} y presentaré el caso en la corte de reclamos menores.\n\nGracias,\n[Su nombre]\n[Teléfono]`,
      ),
    },
    talkingPoints: [
      t(
        `Estimate ${estimate.text}${approved ? `; approved in all ${approved}` : ''}; paid ${paid.text} under protest; disputed ${disputed}.`,
        `Presupuesto ${estimate.text}${approved ? `; aprobado en total ${approved}` : ''}; pagado ${paid.text} bajo protesta; en disputa ${disputed}.`,
      ),
      t(
        'Keep the work order with the estimate, the receipt marked "paid under protest" and your card statement together.',
        'Guarde juntos la orden de trabajo con el presupuesto, el recibo marcado "pagado bajo protesta" y su estado de cuenta de la tarjeta.',
      ),
      t(
        'Small claims court needs no lawyer: bring the work order, the receipt and your letters.',
        'La corte de reclamos menores no requiere abogado: lleve la orden de trabajo, el recibo y sus cartas.',
      ),
    ],
    numbers: [estimate.text, ...(bill ? [bill.text] : []), paid.text, disputed],
  };
}

/**
 * A repair the person agreed to and doesn't dispute, with the car held until it's paid in full and
 * only part of the money on hand ("said yes to 2,600 … only have about 1.2k right now, paycheck is
 * dec 5"): a payment arrangement that releases the car now, not a dispute or a card chargeback.
 */
function shortOfCash(ctx: CopyContext) {
  if (carCase(ctx) !== 'car_vehicle_held' || ctx.case.flags.hardship !== true) return undefined;
  if (ctx.case.flags.unapprovedWork === true || ctx.figure('estimated', 'quoted', 'over')) return undefined;
  const bill = ctx.case.amounts.find((amount) => amount.role === 'billed');
  const have = ctx.case.amounts.find(
    (amount) =>
      amount.role === 'other' && bill !== undefined && amount.value > 0 && amount.value < bill.value,
  );
  if (!bill || !have) return undefined;
  return {
    bill,
    have,
    rest: bill.value - have.value,
    payday: ctx.date('other', 'due'),
    storage: ctx.case.amounts.find((amount) => amount.per === 'day'),
  };
}

/** The whole first answer for a bill agreed to but not yet affordable in one go. */
function planAnswer(ctx: CopyContext) {
  const plan = shortOfCash(ctx);
  if (!plan) return undefined;
  const t = inLanguage(ctx.lang);
  const { bill, have, payday, storage } = plan;
  const rest = ctx.money(plan.rest);
  const when = payday ?? t('[your payday]', '[su día de pago]');
  return {
    subject: t(
      `Repair order [number]: paying the ${bill.text} in two parts`,
      `Orden de reparación [número]: pagar los ${bill.text} en dos partes`,
    ),
    strategy: t(
      `You agreed to the ${bill.text}, so this isn't a dispute: it's getting the car back before payday. Offer ${have.text} now and the other ${rest} on ${when}, in a signed agreement that releases the car today${storage ? ` and waives the ${storage.text}-a-day storage` : ''}. Explain that you need the car to work, which is how you'll pay the rest. Ask for the manager or owner if the front desk can't agree, and read anything you sign: it should name the amount paid, the amount and date of the rest, and no extra fees. Whether a shop may hold a car until it's paid depends on your state, so ask your state attorney general's consumer office if they refuse everything.`,
      `Usted aceptó los ${bill.text}, así que no es una disputa: se trata de recuperar el auto antes del día de pago. Ofrezca ${have.text} ahora y los otros ${rest} el ${when}, en un acuerdo firmado que le entregue el auto hoy${storage ? ` y que no cobre el almacenaje de ${storage.text} por día` : ''}. Explique que necesita el auto para trabajar, y que así pagará el resto. Pida hablar con el gerente o el dueño si en el mostrador no pueden aceptarlo, y lea lo que firme: debe decir el monto pagado, el monto y la fecha del resto, y ningún cargo extra. Si un taller puede retener un auto hasta que se pague depende de su estado: si se niegan a todo, pregunte a la oficina del consumidor del fiscal general de su estado.`,
    ),
    opening: quoteLines([
      t(
        `Hi, this is [your name], about my [year, make, model], repair order [number]. The ${bill.text} is fine; I'm not disputing it.`,
        `Hola, habla [su nombre], por mi [año, marca, modelo], orden de reparación [número]. Los ${bill.text} están bien; no los disputo.`,
      ),
      t(
        `I can pay ${have.text} today and the other ${rest} on ${when}, when I'm paid. I need the car to work.`,
        `Puedo pagar ${have.text} hoy y los otros ${rest} el ${when}, cuando me paguen. Necesito el auto para trabajar.`,
      ),
      t(
        `Could we sign an agreement for that and release the car today${storage ? `, without the ${storage.text}-a-day storage` : ''}?`,
        `¿Podemos firmar un acuerdo así y me entregan el auto hoy${storage ? `, sin el almacenaje de ${storage.text} por día` : ''}?`,
      ),
    ]),
    rungs: rungs(
      [
        t('Two payments', 'Dos pagos'),
        t(
          `I'll pay ${have.text} now and ${rest} on ${when}, in writing. Can you release the car on that?`,
          `Pago ${have.text} ahora y ${rest} el ${when}, por escrito. ¿Me entregan el auto con eso?`,
        ),
      ],
      [
        t('Waive the storage', 'Sin almacenaje'),
        t(
          `If the car has to stay until ${when}, please waive the storage${storage ? ` of ${storage.text} a day` : ''}: the job is done and I'm paying.`,
          `Si el auto tiene que quedarse hasta el ${when}, por favor no cobren el almacenaje${storage ? ` de ${storage.text} por día` : ''}: el trabajo está hecho y voy a pagar.`,
        ),
      ],
      [
        t('A card for the rest', 'Tarjeta para el resto'),
        t(
          "Could I put the rest on a card today, or do you offer repair financing? I'd like to compare the cost first.",
          '¿Puedo pagar el resto con tarjeta hoy, o tienen financiamiento para reparaciones? Quiero comparar el costo primero.',
        ),
      ],
      [
        t('Manager or owner', 'Gerente o dueño'),
        t(
          'May I speak with the manager or the owner about a payment arrangement?',
          '¿Puedo hablar con el gerente o el dueño sobre un acuerdo de pago?',
        ),
      ],
      [
        t('In writing', 'Por escrito'),
        t(
          "I'll send my offer in writing today. Who should it go to?",
          'Les envío mi propuesta por escrito hoy. ¿A quién se la mando?',
        ),
      ],
      [
        t('Ask what allows the hold', 'Preguntar qué permite retenerlo'),
        t(
          "If you can't release it, what allows you to hold the car, and what will the storage come to by the time I pay?",
          'Si no pueden entregarlo, ¿qué les permite retener el auto, y cuánto sumaría el almacenaje para cuando pague?',
        ),
      ],
    ),
    email: {
      subject: t(
        `Repair order [number]: paying the ${bill.text} in two parts`,
        `Orden de reparación [número]: pagar los ${bill.text} en dos partes`,
      ),
      body: t(
        `Hello,\n\nThank you for the repair on my [year, make, model] (repair order [number]). I agreed to the ${bill.text} and I'm not disputing it.\n\nI can pay ${have.text} today and the remaining ${rest} on ${when}. I'm asking you to release the car today on a signed agreement for those two payments${storage ? `, with no storage charged (${storage.text} a day)` : ''}: I need the car to work, which is how I'll pay the rest.\n\nPlease reply by [date].\n\nThank you,\n[Your name]\n[Phone number]`,
        `Hola:\n\nGracias por la reparación de mi [año, marca, modelo] (orden de reparación [número]). Acepté los ${bill.text} y no los disputo.\n\nPuedo pagar ${have.text} hoy y los ${rest} restantes el ${when}. Les pido que me entreguen el auto hoy con un acuerdo firmado por esos dos pagos${storage ? `, sin cobrar almacenaje (${storage.text} por día)` : ''}: necesito el auto para trabajar, y así pagaré el resto.\n\nLes pido una respuesta antes del [fecha].\n\nGracias,\n[Su nombre]\n[Teléfono]`,
      ),
    },
    talkingPoints: [
      t(
        `${bill.text} agreed; ${have.text} now + ${rest} on ${when}.`,
        `${bill.text} aceptados; ${have.text} ahora + ${rest} el ${when}.`,
      ),
      t(
        'This is not a card dispute: you approved the work. Keep the promise you make on the second payment.',
        'Esto no es una disputa con la tarjeta: usted aprobó el trabajo. Cumpla lo que prometa para el segundo pago.',
      ),
      ...(storage
        ? [
            t(
              `At ${storage.text} a day, every day the car waits adds up: getting it out now saves money even with the split.`,
              `A ${storage.text} por día, cada día que el auto espera suma: sacarlo ahora ahorra dinero aunque pague en dos partes.`,
            ),
          ]
        : []),
      t(
        'Read what you sign: amount paid, amount and date of the rest, no extra fees, car released.',
        'Lea lo que firme: monto pagado, monto y fecha del resto, sin cargos extra, auto entregado.',
      ),
    ],
  };
}

/**
 * After they answer a two-payment offer: a split they propose is weighed against what the person
 * has ("half now" is 1,300, more than the 1.2k on hand), and the answer is the person's own split.
 */
function planFollowUp(
  ctx: CopyContext,
  outcome: Outcome,
  offer: string | undefined,
): FollowUpAnswer | undefined {
  const plan = shortOfCash(ctx);
  const first = planAnswer(ctx);
  if (!plan || !first) return undefined;
  const t = inLanguage(ctx.lang);
  const { bill, have, payday } = plan;
  const rest = ctx.money(plan.rest);
  const when = payday ?? t('[your payday]', '[su día de pago]');
  const asked = readOffer(offer);
  const theirFirst =
    asked.share !== undefined
      ? bill.value * asked.share
      : asked.value !== undefined && asked.value < bill.value
        ? asked.value
        : undefined;
  if (outcome !== 'counter_offer' || theirFirst === undefined) return undefined;
  const fits = theirFirst <= have.value;
  const theirs = ctx.money(theirFirst);
  return {
    strategy: fits
      ? t(
          `Their split works: ${theirs} now is within the ${have.text} you have. Take it once it's in a signed agreement that releases the car today, names the second payment and its date, and adds no storage or fees.`,
          `Su propuesta le sirve: ${theirs} ahora cabe en los ${have.text} que tiene. Acéptela cuando esté en un acuerdo firmado que le entregue el auto hoy, con el segundo pago y su fecha, y sin almacenaje ni cargos extra.`,
        )
      : t(
          `That's close: ${asked.share === 0.5 ? 'half' : 'their first payment'} of the ${bill.text} is ${theirs}, more than the ${have.text} you have. Counter with ${have.text} now and the other ${rest} on ${when}, in a signed agreement that releases the car today and waives the storage. When the manager calls, say it first: it's the same total, on a date you can keep.`,
          `Está cerca: ${asked.share === 0.5 ? 'la mitad' : 'su primer pago'} de los ${bill.text} son ${theirs}, más que los ${have.text} que tiene. Proponga ${have.text} ahora y los otros ${rest} el ${when}, en un acuerdo firmado que le entregue el auto hoy y sin cobrar almacenaje. Cuando llame el gerente, dígalo primero: es el mismo total, en una fecha que sí puede cumplir.`,
        ),
    opening: quoteLines([
      t(`Thank you for offering to split the ${bill.text}.`, `Gracias por ofrecer dividir los ${bill.text}.`),
      fits
        ? t(
            `I can do ${theirs} now and the rest on ${when}. Could you write that up, with the car released today?`,
            `Puedo pagar ${theirs} ahora y el resto el ${when}. ¿Pueden ponerlo por escrito, y me entregan el auto hoy?`,
          )
        : t(
            `${theirs} is a little more than I have today. I can pay ${have.text} now and ${rest} on ${when}: same total. Could we sign that and release the car today?`,
            `${theirs} es un poco más de lo que tengo hoy. Puedo pagar ${have.text} ahora y ${rest} el ${when}: el mismo total. ¿Podemos firmar eso y me entregan el auto hoy?`,
          ),
      t(
        'And could the agreement say no storage is charged, since the car leaves today?',
        '¿Y el acuerdo puede decir que no se cobra almacenaje, ya que el auto sale hoy?',
      ),
    ]),
    email: first.email,
    talkingPoints: [
      t(
        `${bill.text} agreed; ${fits ? `${theirs} now` : `${have.text} now (not ${theirs})`} + the rest on ${when}.`,
        `${bill.text} aceptados; ${fits ? `${theirs} ahora` : `${have.text} ahora (no ${theirs})`} + el resto el ${when}.`,
      ),
      t(
        'Read what you sign before paying: amount paid, amount and date of the rest, no extra fees, car released today.',
        'Lea lo que firme antes de pagar: monto pagado, monto y fecha del resto, sin cargos extra, auto entregado hoy.',
      ),
    ],
  };
}

/**
 * The person paid the estimate they signed and the shop wants the rest of a bill for work never
 * authorized ("pagué los 380 del presupuesto … me van a mandar a cobranza por los 760 que faltan"):
 * the authorized work is paid, the rest is disputed in writing, never bargained, and a collector's
 * letter is answered with a written dispute within 30 days of its validation notice.
 */
function paidTheEstimate(
  ctx: CopyContext,
  latest: readonly CaseAmount[] | undefined,
): FollowUpAnswer | undefined {
  const sub = carCase(ctx);
  if (sub !== 'car_unauthorized_work' && sub !== 'car_over_estimate') return undefined;
  const estimate = ctx.case.amounts.find((amount) => amount.role === 'estimated' || amount.role === 'quoted');
  const bill = ctx.case.amounts.find((amount) => amount.role === 'billed');
  const paid = latest?.find(
    (amount) =>
      amount.role === 'paid' && estimate !== undefined && Math.abs(amount.value - estimate.value) <= 1,
  );
  if (!estimate || !bill || !paid || bill.value <= estimate.value) return undefined;
  const t = inLanguage(ctx.lang);
  const rest =
    latest?.find((amount) => amount !== paid && amount.value === bill.value - estimate.value)?.text ??
    ctx.money(bill.value - estimate.value);
  return {
    strategy: t(
      `You've paid the ${paid.text} of the estimate you signed: that is the work you authorized. The other ${rest} is work you never authorized, so don't pay it and don't counter it. Write to the shop today (keep a copy) that the ${paid.text} paid the authorized work in full and that you dispute the ${rest}, with the signed estimate attached. A threat of collections doesn't change what you owe: if a collection agency writes to you, dispute the debt in writing within 30 days of its validation notice and ask it to validate the debt, and check your credit reports. Ask your state attorney general's consumer office whether a shop there needs your written OK to go over an estimate, and file a complaint.`,
      `Ya pagó los ${paid.text} del presupuesto que firmó: ese es el trabajo que usted autorizó. Los otros ${rest} son trabajo que nunca autorizó, así que no los pague ni haga contraoferta. Escriba hoy al taller (y guarde copia) que los ${paid.text} pagaron por completo el trabajo autorizado y que disputa los ${rest}, con el presupuesto firmado adjunto. Una amenaza de cobranza no cambia lo que usted debe: si le llega una carta de una agencia de cobranza, dispute la deuda por escrito dentro de los 30 días de su aviso de validación y pida que la valide, y revise sus informes de crédito. Pregunte a la oficina del consumidor del fiscal general de su estado si allí un taller necesita su autorización por escrito para pasarse del presupuesto, y presente una queja.`,
    ),
    opening: quoteLines([
      t(
        'Hi, this is [your name], about repair order [number].',
        'Hola, habla [su nombre], por la orden de reparación [número].',
      ),
      t(
        `I paid the ${paid.text} of the estimate I signed, the work I authorized. I never authorized the other ${rest}, and nobody called me to ask.`,
        `Pagué los ${paid.text} del presupuesto que firmé, el trabajo que autoricé. Nunca autoricé los otros ${rest}, y nadie me llamó para pedir permiso.`,
      ),
      t(
        `Please close the account at ${paid.text} and don't send it to collections. If you do, I'll dispute it in writing.`,
        `Les pido que cierren la cuenta en ${paid.text} y que no la envíen a cobranza. Si la envían, la disputaré por escrito.`,
      ),
    ]),
    email: {
      subject: t(
        `Repair order [number]: ${paid.text} paid, ${rest} disputed`,
        `Orden de reparación [número]: ${paid.text} pagados, ${rest} en disputa`,
      ),
      body: t(
        `Hello,\n\nOn [date] I paid ${paid.text} for repair order [number], the amount of the written estimate I signed for [the work you approved]. That payment covers all the work I authorized.\n\nI dispute the remaining ${rest} of your ${bill.text} invoice: I never authorized that work, and no one contacted me for approval before doing it. I'm attaching the signed estimate.\n\nPlease confirm in writing that the account is closed at ${paid.text} and that it will not be sent to collections. Please reply by [date].\n\nThank you,\n[Your name]\n[Phone number]`,
        `Hola:\n\nEl [fecha] pagué ${paid.text} por la orden de reparación [número], el monto del presupuesto por escrito que firmé para [el trabajo que aprobó]. Ese pago cubre todo el trabajo que autoricé.\n\nDisputo los ${rest} restantes de su factura de ${bill.text}: nunca autoricé ese trabajo, y nadie se comunicó conmigo para pedir mi aprobación antes de hacerlo. Adjunto el presupuesto firmado.\n\nLes pido que me confirmen por escrito que la cuenta queda cerrada en ${paid.text} y que no la enviarán a cobranza. Les pido una respuesta antes del [fecha].\n\nGracias,\n[Su nombre]\n[Teléfono]`,
      ),
    },
    talkingPoints: [
      t(
        `Signed estimate ${estimate.text}, paid; invoice ${bill.text}; disputed ${rest}.`,
        `Presupuesto firmado ${estimate.text}, pagado; factura ${bill.text}; en disputa ${rest}.`,
      ),
      t(
        `Keep the signed estimate and the receipt for the ${paid.text}.`,
        `Guarde el presupuesto firmado y el recibo de los ${paid.text}.`,
      ),
      t(
        "If a collector's letter comes, answer it in writing within 30 days of its validation notice, by certified mail.",
        'Si le llega una carta de cobranza, respóndala por escrito dentro de los 30 días de su aviso de validación, por correo certificado.',
      ),
    ],
  };
}

/** The payment arrangement in place of the dispute copy, only where `shortOfCash` reads one. */
function withPaymentPlan(book: AreaPlaybook): AreaPlaybook {
  const wrap = (copy: AreaCopy): AreaCopy => ({
    ...copy,
    subject: (ctx) => planAnswer(ctx)?.subject ?? copy.subject(ctx),
    strategy: (ctx) => planAnswer(ctx)?.strategy ?? copy.strategy(ctx),
    opening: (ctx) => planAnswer(ctx)?.opening ?? copy.opening(ctx),
    rungs: (ctx) => planAnswer(ctx)?.rungs ?? copy.rungs(ctx),
    email: (ctx) => planAnswer(ctx)?.email ?? copy.email(ctx),
    talkingPoints: (ctx) => planAnswer(ctx)?.talkingPoints ?? copy.talkingPoints(ctx),
    followUpCopy: (ctx, outcome, offer, latest, said) =>
      planFollowUp(ctx, outcome, offer) ??
      paidTheEstimate(ctx, latest) ??
      copy.followUpCopy?.(ctx, outcome, offer, latest, said),
  });
  return { en: wrap(book.en), es: wrap(book.es) };
}

export const carRepairsDealers: AreaPlaybook = withDealerDeposit(
  withUsedCar(withPaymentPlan({ en: build('en'), es: build('es') })),
);
