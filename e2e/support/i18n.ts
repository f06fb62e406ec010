import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type access from '../../frontend/src/locales/en/access.json';
import type calls from '../../frontend/src/locales/en/calls.json';
import type chat from '../../frontend/src/locales/en/chat.json';
import type common from '../../frontend/src/locales/en/common.json';
import type landing from '../../frontend/src/locales/en/landing.json';
import type legal from '../../frontend/src/locales/en/legal.json';
import type payment from '../../frontend/src/locales/en/payment.json';
import type playbook from '../../frontend/src/locales/en/playbook.json';
import type practice from '../../frontend/src/locales/en/practice.json';
import type checkout from '../../infra/local/locales/checkout.en.json';
import { repoRoot } from '../local-stack.js';

export const LANGUAGES = ['en', 'es'] as const;
export type Lang = (typeof LANGUAGES)[number];

/** Every text a person sees, read from the app's own catalogues: the tests look for what users read. */
export interface Texts {
  access: typeof access;
  calls: typeof calls;
  chat: typeof chat;
  common: typeof common;
  landing: typeof landing;
  legal: typeof legal;
  payment: typeof payment;
  playbook: typeof playbook;
  practice: typeof practice;
  /** The local stack's simulated checkout page (infra/local/locales). */
  checkout: typeof checkout;
}

const NAMESPACES = [
  'access',
  'calls',
  'chat',
  'common',
  'landing',
  'legal',
  'payment',
  'playbook',
  'practice',
] as const;
const cache = new Map<Lang, Texts>();

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

export function texts(lang: Lang): Texts {
  let catalog = cache.get(lang);
  if (!catalog) {
    const app = Object.fromEntries(
      NAMESPACES.map((ns) => [
        ns,
        readJson(join(repoRoot, 'frontend', 'src', 'locales', lang, `${ns}.json`)),
      ]),
    );
    const checkoutPage = readJson<Texts['checkout']>(
      join(repoRoot, 'infra', 'local', 'locales', `checkout.${lang}.json`),
    );
    catalog = { ...app, checkout: checkoutPage } as Texts;
    cache.set(lang, catalog);
  }
  return catalog;
}

/** Fills i18next-style `{{name}}` placeholders; a placeholder without a value is an error in the test. */
export { fillTemplate as fill } from '@lane/shared';

/** The path in a language, as the app writes it: ('/lane', 'es') → '/es/lane', ('/', 'es') → '/es'. */
export function localized(lang: Lang, path: string): string {
  if (lang === 'en') return path;
  return path === '/'
    ? '/es'
    : path.startsWith('/?') || path.startsWith('/#')
      ? `/es${path.slice(1)}`
      : `/es${path}`;
}

/** The other language. */
export const other = (lang: Lang): Lang => (lang === 'en' ? 'es' : 'en');

/** Regular-expression-safe text, for URL and text matchers built from catalogue strings. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
