import {
  ADMIN_CODE_MAX_ATTEMPTS,
  ADMIN_CODE_TTL_MINUTES,
  SUPPORT_EMAIL,
  escapeHtml,
  fillTemplate,
  formatPrice,
  getPlan,
  localizePath,
  planName,
  type Language,
  type ProductId,
} from '@lane/shared';
import en from './locales/en.json' with { type: 'json' };
import es from './locales/es.json' with { type: 'json' };
import type { MailMessage } from './mailer.js';

type Catalogue = typeof en;
const catalogues: Record<Language, Catalogue> = { en, es };

function html(lang: Language, paragraphs: string[]): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 14px">${escapeHtml(p)}</p>`).join('\n');
  return `<!doctype html><html lang="${lang}"><body style="font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1a202c;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">\n${body}\n</body></html>`;
}

/** "Tuesday, November 24, 2026 at 2:41 PM UTC": the buyer's time zone is unknown, so say which one. */
export function formatValidUntil(date: Date, lang: Language): string {
  return new Intl.DateTimeFormat(lang === 'es' ? 'es-US' : 'en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(date);
}

export function composeReceipt(input: {
  to: string;
  productId: ProductId;
  lang: Language;
  validUntil: Date;
  siteUrl: string;
}): MailMessage {
  const t = catalogues[input.lang];
  // The pass's name has one home (shared/src/plan-names.ts); the catalogue adds its length.
  const plan = fillTemplate(t.plans[input.productId], { name: planName(input.productId, input.lang) });
  const values = {
    plan,
    price: formatPrice(getPlan(input.productId)),
    until: formatValidUntil(input.validUntil, input.lang),
    accessUrl: `${input.siteUrl.replace(/\/+$/, '')}${localizePath('/access', input.lang)}`,
    support: SUPPORT_EMAIL,
  };
  const paragraphs = [
    t.receipt.greeting,
    fillTemplate(t.receipt.pass_line, values),
    fillTemplate(t.receipt.valid_until, values),
    fillTemplate(t.receipt.how_to_use, values),
    t.receipt.privacy,
    t.receipt.no_refunds,
    fillTemplate(t.receipt.support, values),
    t.receipt.not_a_lawyer,
    t.receipt.sign_off,
    t.receipt.signature,
  ];
  return {
    to: input.to,
    subject: fillTemplate(t.receipt.subject, values),
    text: paragraphs.join('\n\n'),
    html: html(input.lang, paragraphs),
  };
}

export function composeAdminCode(input: { to: string; code: string; lang: Language }): MailMessage {
  const t = catalogues[input.lang];
  const values = {
    code: input.code,
    minutes: String(ADMIN_CODE_TTL_MINUTES),
    attempts: String(ADMIN_CODE_MAX_ATTEMPTS),
  };
  const paragraphs = [
    t.admin_code.intro,
    fillTemplate(t.admin_code.code_line, values),
    t.admin_code.ignore,
    t.admin_code.signature,
  ];
  return {
    to: input.to,
    subject: fillTemplate(t.admin_code.subject, values),
    text: paragraphs.join('\n\n'),
    html: html(input.lang, paragraphs),
  };
}
