import type { Claim } from '../../../domain/chat/claims.js';
import { amountOf, countOf } from '../../../domain/chat/case.js';
import type { CopyContext, FollowUpAnswer, FollowUpSaid, SubCopy } from './types.js';
import { inLanguage, quoteLines } from './types.js';
import { monthDay } from './relationship-talks.js';

/**
 * A short delivery billed with a charge beside the goods ("48 cajas a 42.50 más un 'recargo de
 * combustible' de 35, total 2,075; solo llegaron 40"): what is owed is what arrived, counted at the
 * unit price (40 × 42.50 = 1,700), by the invoice's due day; held back are the missing units
 * (8 × 42.50 = 340) and the charge until they show where it was agreed (35): 375 in all.
 */
export interface ShortCharge {
  readonly billedCount: string;
  readonly received: string;
  readonly missing: number;
  readonly unit: string;
  /** received × unit: what to pay. */
  readonly pay: string;
  /** missing × unit. */
  readonly credit: string;
  /** The charge beside the goods, as written; absent when the invoice bills the goods alone. */
  readonly fee?: string;
  readonly feeName: string | undefined;
  /** credit + fee: what stays in dispute. */
  readonly held: string;
  /** billed count × unit, when it and the fee add up to the invoice. */
  readonly goods?: string;
  readonly invoice?: string;
  /** The invoice's day and the day it is due, as dates in the answer's language. */
  readonly billDay?: string;
  readonly due?: string;
}

/** The sum to the cent when it has cents, else whole, the way the person writes money. */
function money(ctx: CopyContext, value: number): string {
  const cents = Math.round(value * 100);
  if (cents % 100 === 0 || value < 100) return ctx.money(cents / 100);
  const whole = ctx.money(Math.floor(cents / 100));
  return whole.replace(/(\d)(?!.*\d)/u, `$1.${String(cents % 100).padStart(2, '0')}`);
}

/** The figures of a short delivery with a charge on its invoice, when every one of them was given. */
export function shortCharge(ctx: CopyContext): ShortCharge | undefined {
  const kase = ctx.case;
  if (kase.subCase !== 'vendor_short_delivery') return undefined;
  const billed = countOf(kase, 'billed', 'ordered');
  const received = countOf(kase, 'received');
  const unit = kase.amounts.find(
    (amount) => amount.role === 'unit' && (amount.per === 'item' || amount.per === 'ticket'),
  );
  const fee = kase.amounts.find((amount) => amount.role === 'fee' && amount.per === undefined);
  if (!billed || !received || !unit || billed.value <= received.value) return undefined;
  const invoice = amountOf(kase, 'billed');
  const missing = billed.value - received.value;
  const goodsValue = billed.value * unit.value;
  const feeValue = fee?.value ?? 0;
  const adds = invoice && fee && Math.abs(goodsValue + feeValue - invoice.value) < 0.01;
  const billIso = kase.dates.find((date) => date.role === 'bill' && date.iso)?.iso;
  const due = ctx.date('due');
  return {
    billedCount: billed.text,
    received: received.text,
    missing,
    unit: unit.text,
    pay: money(ctx, received.value * unit.value),
    credit: money(ctx, missing * unit.value),
    ...(fee ? { fee: fee.text } : {}),
    feeName: kase.feeName,
    held: money(ctx, missing * unit.value + feeValue),
    ...(adds ? { goods: money(ctx, goodsValue) } : {}),
    ...(invoice ? { invoice: invoice.text } : {}),
    ...(billIso ? { billDay: monthDay(billIso, ctx.lang) } : {}),
    ...(due ? { due } : {}),
  };
}

/** The charge named as the person named it: "el recargo de combustible de 35", "the fuel surcharge of 35". */
function chargeName(c: ShortCharge & { fee: string }, lang: CopyContext['lang']): string {
  const t = inLanguage(lang);
  return c.feeName
    ? t(`the ${c.feeName} of ${c.fee}`, `el ${c.feeName} de ${c.fee}`)
    : t(`the ${c.fee} charge`, `el cargo de ${c.fee}`);
}

/** The first answer to a short delivery billed with a charge: pay what arrived, hold the rest. */
export function withShortCharge(ctx: CopyContext, base: SubCopy): SubCopy {
  const found = shortCharge(ctx);
  if (!found?.fee || amountOf(ctx.case, 'paid')) return base;
  const c = { ...found, fee: found.fee };
  const t = inLanguage(ctx.lang);
  const charge = chargeName(c, ctx.lang);
  const invoiceOf = c.billDay
    ? t(`the ${c.billDay} invoice`, `la factura del ${c.billDay}`)
    : t('the invoice', 'la factura');
  const by = c.due ? t(` by ${c.due}, when it is due`, ` antes del ${c.due}, cuando vence`) : '';
  return {
    ...base,
    strategy: t(
      `Pay for what arrived: ${c.received} × ${c.unit} = ${c.pay}${by}. Hold back ${c.held} in dispute: ${c.credit} for the ${c.missing} that never came (${c.missing} × ${c.unit}) and ${charge}, until they show you where you agreed to it. Tell the supplier in writing today, with your own count of what arrived, and ask for a credit memo of ${c.held} on ${invoiceOf}${c.invoice ? `, for ${c.invoice}` : ''}, or for the ${c.missing} missing to be sent with the charge taken off. From now on, count at delivery and write any shortage on the receipt before anyone signs it.`,
      `Pague lo que sí llegó: ${c.received} × ${c.unit} = ${c.pay}${by}. Deje en disputa ${c.held}: ${c.credit} por las ${c.missing} que no llegaron (${c.missing} × ${c.unit}) y ${charge}, hasta que le muestren dónde lo aceptó usted. Avise hoy por escrito al proveedor, con su propio conteo de lo que llegó, y pida una nota de crédito de ${c.held} sobre ${invoiceOf}${c.invoice ? `, de ${c.invoice}` : ''}, o que envíen las ${c.missing} que faltan y quiten el cargo. De ahora en adelante, cuente al recibir y anote cualquier faltante en el recibo antes de que alguien lo firme.`,
    ),
    opening: [
      t(
        `Hi, this is [your name] from [your business], about ${invoiceOf}${c.invoice ? `, for ${c.invoice}` : ''}.`,
        `Hola, habla [su nombre], de [su negocio], por ${invoiceOf}${c.invoice ? `, de ${c.invoice}` : ''}.`,
      ),
      t(
        `It bills ${c.billedCount} and ${c.received} arrived: ${c.missing} short, at ${c.unit}, is ${c.credit}.`,
        `Cobra ${c.billedCount} y llegaron ${c.received}: faltaron ${c.missing}, a ${c.unit}, que son ${c.credit}.`,
      ),
      t(
        `And ${charge}: where and when did we accept it? We have no record of agreeing to it.`,
        `Y ${charge}: ¿dónde y cuándo lo aceptamos? No tenemos constancia de haberlo acordado.`,
      ),
      t(
        `${c.due ? `By ${c.due}, when it's due, we'll pay` : "We'll pay"} ${c.pay} for the ${c.received} that came. Can you issue a credit memo of ${c.held}, or send the ${c.missing} missing and take the charge off?`,
        `${c.due ? `Antes del ${c.due}, cuando vence, vamos a pagar` : 'Vamos a pagar'} ${c.pay} por las ${c.received} que llegaron. ¿Pueden emitir una nota de crédito de ${c.held}, o enviar las ${c.missing} que faltan y quitar el cargo?`,
      ),
    ],
    rungs: [
      [
        t('Ship the rest', 'Enviar lo que falta'),
        t(
          `If a credit is hard, can you send the ${c.missing} missing with the next delivery, at no freight charge?`,
          `Si el crédito es difícil, ¿pueden enviar las ${c.missing} que faltan en la próxima entrega, sin costo de flete?`,
        ),
      ],
      [
        t('Take the charge off', 'Quitar el cargo'),
        t(`Can you take ${charge} off this invoice?`, `¿Pueden quitar ${charge} de esta factura?`),
      ],
      [
        t('Credit next invoice', 'Crédito en la próxima factura'),
        t(
          `Could the ${c.held} go as a credit on our next invoice instead?`,
          `¿Podrían aplicar los ${c.held} como crédito en nuestra próxima factura?`,
        ),
      ],
      [
        t('Their manager', 'Su gerente'),
        t(
          'Could you take this to your manager or to accounts receivable?',
          '¿Podría llevar esto a su gerente o a cuentas por cobrar?',
        ),
      ],
      [
        t('Pay for what arrived', 'Pagar lo que llegó'),
        t(
          `We'll pay ${c.pay} now and hold the ${c.held} until the credit memo comes.`,
          `Vamos a pagar ${c.pay} ahora y retener los ${c.held} hasta recibir la nota de crédito.`,
        ),
      ],
      [
        t('Credit memo in writing', 'Nota de crédito por escrito'),
        t(
          `Please send the credit memo for ${c.held} in writing, with the invoice number.`,
          `Por favor envíenme por escrito la nota de crédito de ${c.held}, con el número de factura.`,
        ),
      ],
    ],
    email: {
      subject: t(
        `${upper(invoiceOf)}: ${c.missing} short and a charge in dispute (${c.held})`,
        `${upper(invoiceOf)}: faltaron ${c.missing} y un cargo en disputa (${c.held})`,
      ),
      body: t(
        `Hi [name],\n\n${upper(invoiceOf)}${c.invoice ? ` for ${c.invoice}` : ''} bills ${c.billedCount} at ${c.unit}${c.goods ? ` (${c.goods})` : ''} plus ${charge}. We received ${c.received}, by our own count: ${c.missing} short, ${c.missing} × ${c.unit} = ${c.credit}.\n\nWe have no record of agreeing to ${charge}. If you say we did, please show me where and when we accepted it.\n\nWe will pay ${c.pay} (${c.received} × ${c.unit})${by}, and we dispute ${c.held} (${c.credit} + ${c.fee}). Please issue a credit memo for ${c.held}, or send the ${c.missing} missing and take the charge off.\n\nThank you,\n[Your name]\n[Your business]`,
        `Buenos días, [nombre]:\n\n${upper(invoiceOf)}${c.invoice ? ` por ${c.invoice}` : ''} cobra ${c.billedCount} a ${c.unit}${c.goods ? ` (${c.goods})` : ''} más ${charge}. Recibimos ${c.received}, según nuestro propio conteo: faltaron ${c.missing}, ${c.missing} × ${c.unit} = ${c.credit}.\n\nNo tenemos constancia de haber acordado ${charge}. Si ustedes dicen que sí, por favor muéstrenme dónde y cuándo lo aceptamos.\n\nPagaremos ${c.pay} (${c.received} × ${c.unit})${by}, y disputamos ${c.held} (${c.credit} + ${c.fee}). Les pido una nota de crédito por ${c.held}, o enviar las ${c.missing} que faltan y quitar el cargo.\n\nGracias,\n[Su nombre]\n[Su negocio]`,
      ),
    },
    talkingPoints: [
      t(
        `Billed: ${c.billedCount} × ${c.unit}${c.goods ? ` = ${c.goods}` : ''} + ${c.fee}${c.invoice ? ` = ${c.invoice}` : ''}. Arrived: ${c.received} × ${c.unit} = ${c.pay}.`,
        `Facturado: ${c.billedCount} × ${c.unit}${c.goods ? ` = ${c.goods}` : ''} + ${c.fee}${c.invoice ? ` = ${c.invoice}` : ''}. Llegó: ${c.received} × ${c.unit} = ${c.pay}.`,
      ),
      t(
        `In dispute: ${c.credit} (${c.missing} × ${c.unit}) + ${c.fee} = ${c.held}.`,
        `En disputa: ${c.credit} (${c.missing} × ${c.unit}) + ${c.fee} = ${c.held}.`,
      ),
      t(
        'Paying the undisputed part on time keeps the relationship and your account in good standing.',
        'Pagar a tiempo la parte que no está en disputa cuida la relación y su cuenta.',
      ),
      t(
        'Count every delivery before signing, and write any shortage on the receipt.',
        'Cuente cada entrega antes de firmar y anote cualquier faltante en el recibo.',
      ),
    ],
  };
}

function upper(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The supplier's answer to a short delivery: "the driver delivered all 48, the signed receipt proves
 * it" and "the surcharge is in the terms on our website". A receipt signed without counting shows a
 * delivery came, not how much was in it: ask for their delivery record, keep the person's own count;
 * a term on a website is asked for where and when it was accepted. The undisputed part is paid on time.
 */
export function shortDenied(ctx: CopyContext, said: FollowUpSaid | undefined): FollowUpAnswer | undefined {
  if (ctx.case.subCase !== 'vendor_short_delivery') return undefined;
  const claims: readonly Claim[] = said?.claims ?? [];
  const deliveredClaim = claims.includes('delivered_in_full');
  const c = shortCharge(ctx);
  const withFee = c?.fee ? { ...c, fee: c.fee } : undefined;
  const termsClaim = withFee !== undefined && (claims.includes('disclosed') || claims.includes('you_signed'));
  if (!deliveredClaim && !termsClaim) return undefined;
  const t = inLanguage(ctx.lang);
  const billed = countOf(ctx.case, 'billed', 'ordered');
  const received = countOf(ctx.case, 'received');
  const counts =
    billed && received
      ? t(
          ` They say ${billed.text}; your own count says ${received.text}.`,
          ` Ellos dicen ${billed.text}; su propio conteo dice ${received.text}.`,
        )
      : '';
  const charge = withFee ? chargeName(withFee, ctx.lang) : undefined;
  // "(340 + 35)": the sum held, split into its parts when a charge is one of them.
  const heldParts = c?.fee ? ` (${c.credit} + ${c.fee})` : '';
  const by = c?.due ? t(` by ${c.due}`, ` antes del ${c.due}`) : '';
  const receipt = deliveredClaim
    ? t(
        `A signed receipt shows a delivery came, not how much was in it when nobody counted before signing.${counts} Ask them in writing for their record of that delivery: the driver's route sheet, the loading list, and any photos or weights. Gather your side too: your count, any camera footage, and what you've sold and have left since.`,
        `Un recibo firmado muestra que llegó una entrega, no cuánto traía si nadie contó antes de firmar.${counts} Pídales por escrito su registro de esa entrega: la hoja de ruta del chofer, la lista de carga y cualquier foto o peso. Reúna también lo suyo: su conteo, lo que graben sus cámaras si las tiene, y lo que ha vendido y le queda desde entonces.`,
      )
    : '';
  const terms =
    termsClaim && charge
      ? t(
          `On ${charge}: a term posted on their website is not something you agreed to unless it was shown to you or accepted when you ordered. Ask them where and when you accepted it; if they can't show you, ask them to take it off.`,
          `Sobre ${charge}: un término en su página web no es algo que usted aceptó si no se lo mostraron ni lo aceptó al hacer el pedido. Pregúnteles dónde y cuándo lo aceptó; si no pueden mostrárselo, pida que lo quiten.`,
        )
      : '';
  const pay = c
    ? t(
        `Meanwhile pay the part nobody disputes, ${c.pay} (${c.received} × ${c.unit})${by}, and keep ${c.held} in dispute${heldParts}.`,
        `Mientras tanto, pague la parte que nadie discute, ${c.pay} (${c.received} × ${c.unit})${by}, y deje en disputa ${c.held}${heldParts}.`,
      )
    : t(
        'Meanwhile pay for what arrived by the due date, and keep the rest in dispute.',
        'Mientras tanto, pague lo que llegó antes de la fecha de pago, y deje el resto en disputa.',
      );
  const keep = t(
    'To keep the supplier, offer a way out: the missing units sent or credited, and from now on a count at delivery, with any shortage written on the receipt before signing.',
    'Para seguir con el proveedor, ofrezca una salida: que envíen o acrediten lo que falta, y de ahora en adelante contar al recibir y anotar cualquier faltante en el recibo antes de firmar.',
  );
  const missing = c ? c.missing : billed && received ? billed.value - received.value : undefined;
  return {
    strategy: [receipt, terms, pay, keep].filter(Boolean).join(' '),
    opening: quoteLines(
      [
        deliveredClaim
          ? t(
              `I understand the receipt was signed. It shows a delivery came, not how many were in it: our own count${received ? ` was ${received.text}` : ' came up short'}${missing !== undefined ? `, ${missing} short` : ''}.`,
              `Entiendo que el recibo está firmado. Muestra que llegó una entrega, no cuántas venían: nuestro propio conteo${received ? ` fue de ${received.text}` : ' salió corto'}${missing !== undefined ? `, faltaron ${missing}` : ''}.`,
            )
          : '',
        deliveredClaim
          ? t(
              "Please send me your record of that delivery: the driver's route sheet, the loading list and any photos or weights.",
              'Por favor envíenme su registro de esa entrega: la hoja de ruta del chofer, la lista de carga y cualquier foto o peso.',
            )
          : '',
        termsClaim && charge
          ? t(
              `On ${charge}: where and when did I accept it? If it wasn't shown to me when I ordered, I didn't agree to it; if you can't show me, please take it off.`,
              `Sobre ${charge}: ¿dónde y cuándo lo acepté? Si no me lo mostraron al hacer el pedido, no lo acordé; si no pueden mostrármelo, les pido quitarlo.`,
            )
          : '',
        c
          ? t(
              `${c.due ? `By ${c.due} I'm paying` : "I'm paying"} ${c.pay} for the ${c.received} that came, and keeping ${c.held} in dispute until we sort it out.`,
              `${c.due ? `Antes del ${c.due} voy a pagar` : 'Voy a pagar'} ${c.pay} por las ${c.received} que llegaron, y dejo en disputa ${c.held} hasta que lo aclaremos.`,
            )
          : '',
        t(
          'I want to keep working with you: can you send or credit what was missing?',
          'Quiero seguir trabajando con ustedes: ¿pueden enviar o acreditar lo que faltó?',
        ),
      ].filter(Boolean),
    ),
    email: {
      subject: t(
        `Delivery short${missing !== undefined ? ` by ${missing}` : ''}: ${[deliveredClaim ? 'your delivery record' : '', termsClaim ? 'where the charge was agreed' : ''].filter(Boolean).join(' and ')}`,
        `Entrega con faltante${missing !== undefined ? ` de ${missing}` : ''}: ${[deliveredClaim ? 'su registro de la entrega' : '', termsClaim ? 'dónde se acordó el cargo' : ''].filter(Boolean).join(' y ')}`,
      ),
      body: t(
        `Hi [name],\n\n${deliveredClaim ? `You say the driver delivered ${billed?.text ?? 'the full order'} and the signed receipt proves it. The receipt shows a delivery was signed for, not how many were in it: our own count was ${received?.text ?? 'short'}. Please send me your record of that delivery: the driver's route sheet, the loading list and any photos or weights.\n\n` : ''}${termsClaim && charge ? `You say ${charge} is in the terms on your website. Please show me where and when I accepted it: a term I wasn't shown when I ordered is not one I agreed to. If you can't, please take it off.\n\n` : ''}${c ? `We will pay ${c.pay} (${c.received} × ${c.unit})${by}, and we dispute ${c.held}${heldParts} until this is settled. ` : ''}We want to keep working with you: please send or credit the missing units.\n\nThank you,\n[Your name]\n[Your business]`,
        `Buenos días, [nombre]:\n\n${deliveredClaim ? `Me dicen que el chofer entregó ${billed?.text ?? 'el pedido completo'} y que el recibo firmado lo prueba. El recibo muestra que se firmó una entrega, no cuántas venían: nuestro propio conteo fue de ${received?.text ?? 'menos'}. Por favor envíenme su registro de esa entrega: la hoja de ruta del chofer, la lista de carga y cualquier foto o peso.\n\n` : ''}${termsClaim && charge ? `Me indican que ${charge} está en los términos de su página web. Por favor muéstrenme dónde y cuándo lo acepté: un término que no me mostraron al hacer el pedido no es algo que yo acordara. Si no pueden, les pido quitarlo.\n\n` : ''}${c ? `Pagaremos ${c.pay} (${c.received} × ${c.unit})${by}, y disputamos ${c.held}${heldParts} hasta que se aclare. ` : ''}Queremos seguir trabajando con ustedes: les pido enviar o acreditar lo que faltó.\n\nGracias,\n[Su nombre]\n[Su negocio]`,
      ),
    },
    talkingPoints: [
      ...(c
        ? [
            t(
              `Pay ${c.pay} (${c.received} × ${c.unit}); in dispute ${c.held}${heldParts}.`,
              `Pague ${c.pay} (${c.received} × ${c.unit}); en disputa ${c.held}${heldParts}.`,
            ),
          ]
        : []),
      ...(deliveredClaim
        ? [
            t(
              'Their signed receipt vs. your count: ask for their route sheet and loading list.',
              'Su recibo firmado frente a su conteo: pida la hoja de ruta y la lista de carga.',
            ),
          ]
        : []),
      t(
        'Count every delivery before signing, and write any shortage on the receipt.',
        'Cuente cada entrega antes de firmar y anote cualquier faltante en el recibo.',
      ),
    ],
    answersClaim: true,
  };
}
