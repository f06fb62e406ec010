import type { Language } from '@lane/shared';
import { addDays, formatDay } from '../../../domain/chat/facts.js';
import { inLanguage, type FollowUpAnswer } from './types.js';

/**
 * A bill the company already sent to a collection agency ("ya lo mandaron a cobranza, me llegó carta
 * de una agencia el 18 de nov"), in any area but debt collection's own: the agency's letter is the
 * matter now. The person disputes the debt with the agency in writing within 30 days of its letter
 * (the debt-validation right in facts.ts: collection pauses until it answers), sends the same proof
 * to the company and asks it to recall the account, and checks the credit reports.
 */
export interface CollectorCase {
  readonly lang: Language;
  /** The collector's letter: its day, as written and as YYYY-MM-DD, when given. */
  readonly notice: { readonly noticeIso?: string; readonly noticeText?: string };
  /** The company that sent it, as the person named it ("Spectrum"), or the area's word for it. */
  readonly party: string;
  /** Whether `party` is the person's own name for it (then it can head a line: "To Spectrum:"). */
  readonly named: boolean;
  /** The area's next step with the company, after its no (one to three sentences). */
  readonly step: string | undefined;
  /** Why it isn't owed, in the person's voice, and what to attach; undefined leaves a blank. */
  readonly dispute: { readonly reason: string; readonly proof: string } | undefined;
}

/**
 * The last day of the 30 days from the collector's letter, in the answer's language; none for a
 * letter dated only by its month ("in october"): the 30 days run from the day it came, which a month
 * doesn't say, so the answer says "within 30 days of getting it" rather than a day that may be wrong.
 */
export function validationBy(notice: CollectorCase['notice'], lang: Language): string | undefined {
  if (!notice.noticeIso || (notice.noticeText !== undefined && !/\d/u.test(notice.noticeText)))
    return undefined;
  return formatDay(addDays(notice.noticeIso, 30), lang);
}

/** The strategy's first sentences: the agency first, the company second. */
export function collectorStep(notice: CollectorCase['notice'], lang: Language): string {
  const by = validationBy(notice, lang);
  return lang === 'es'
    ? `Ahora que la cuenta está con una agencia de cobranza, escriba también a la agencia: dispute la deuda por escrito${by ? ` a más tardar el ${by} (30 días desde su carta del ${notice.noticeText})` : ' dentro de los 30 días después de recibir su aviso'}, con copia de su prueba, y pida la validación; hasta que responda, debe pausar el cobro. Envíe la misma prueba a la compañía y pida que retire la cuenta de cobranza, y revise sus informes de crédito.`
    : `Now that the account is with a collection agency, write to the agency too: dispute the debt in writing${by ? ` by ${by} (30 days from its letter of ${notice.noticeText})` : ' within 30 days of getting its notice'}, with a copy of your proof, and ask for validation; until it answers, it must pause collection. Send the same proof to the company, ask it to recall the account from collections, and check your credit reports.`;
}

/** The whole follow-up: the agency's dispute letter, a call to each, and what to keep in view. */
export function collectorFollowUp(c: CollectorCase): FollowUpAnswer {
  const t = inLanguage(c.lang);
  const by = validationBy(c.notice, c.lang);
  const letterOf = c.notice.noticeText ? t(` of ${c.notice.noticeText}`, ` del ${c.notice.noticeText}`) : '';
  const reason =
    c.dispute?.reason ?? t("[Why you don't owe it, in one sentence.]", '[Por qué no la debe, en una frase.]');
  const proof = c.dispute?.proof ?? t('[your proof]', '[su prueba]');
  const to = c.named ? c.party : t('the company', 'la compañía');
  return {
    strategy: [collectorStep(c.notice, c.lang), c.step].filter(Boolean).join(' '),
    opening: t(
      `"To the agency: I got your letter${letterOf} about my ${c.named ? `${c.party} ` : ''}account. I don't owe it and I dispute it: I'm sending my dispute in writing. I won't pay or agree to anything by phone. What address should it go to?"\n"To ${to}: you sent to collections an amount I don't owe. ${reason} Please correct the account to zero, recall it from the agency, and confirm it in writing."`,
      `"A la agencia: recibí su carta${letterOf} sobre mi cuenta${c.named ? ` de ${c.party}` : ''}. No la debo y la disputo: les envío mi disputa por escrito. No voy a pagar ni a acordar nada por teléfono. ¿A qué dirección la envío?"\n"A ${c.named ? c.party : 'la compañía'}: mandaron a cobranza una cantidad que no debo. ${reason} Les pido dejar la cuenta en cero, retirarla de la agencia y confirmarlo por escrito."`,
    ),
    email: {
      subject: t(
        `Dispute of the debt and request for validation${c.named ? `: ${c.party} account` : ''}, reference [agency's reference number]`,
        `Disputa de la deuda y solicitud de validación${c.named ? `: cuenta de ${c.party}` : ''}, referencia [número de referencia de la agencia]`,
      ),
      body: t(
        `To [collection agency]:\n\nI received your letter${letterOf} about ${c.named ? `my account with ${c.party}` : 'an account'} (reference [number]). I dispute this debt and ask you to validate it. ${reason} Copies of ${proof} are attached.\n\nUntil you send the validation, please stop collecting. If you report this account to a credit bureau, report it as disputed.\n\nSincerely,\n[Your name]\n[Mailing address]`,
        `A [agencia de cobranza]:\n\nRecibí su carta${letterOf} sobre una cuenta${c.named ? ` de ${c.party}` : ''} (referencia [número]). Disputo esta deuda y les pido validarla. ${reason} Adjunto copias ${/^el /.test(proof) ? `del ${proof.slice(3)}` : `de ${proof}`}.\n\nHasta que me envíen la validación, les pido suspender el cobro. Si reportan esta cuenta a una agencia de crédito, repórtenla como disputada.\n\nAtentamente,\n[Su nombre]\n[Dirección postal]`,
      ),
    },
    talkingPoints: [
      t(
        `Mail the dispute to the agency${by ? ` by ${by}` : ' within 30 days of its letter'}, certified with a return receipt; keep a copy.`,
        `Envíe la disputa a la agencia${by ? ` a más tardar el ${by}` : ' dentro de los 30 días de su carta'}, por correo certificado con acuse de recibo; guarde una copia.`,
      ),
      t(
        "Until the agency sends the validation, it must pause collection. Don't pay or agree to a plan by phone.",
        'Hasta que la agencia le envíe la validación, debe pausar el cobro. No pague ni acepte un plan por teléfono.',
      ),
      t(
        `Send ${to} the same proof in writing and ask it to recall the account from collections.`,
        `Envíe ${c.named ? `a ${c.party}` : 'a la compañía'} la misma prueba por escrito y pida que retire la cuenta de cobranza.`,
      ),
      t(
        'Check your credit reports (free at AnnualCreditReport.com); if the account shows up, dispute it with each bureau, with your proof.',
        'Revise sus informes de crédito (gratis en AnnualCreditReport.com); si aparece la cuenta, dispútela con cada agencia de crédito, con su prueba.',
      ),
    ],
  };
}
