import type { Language } from '@lane/shared';
import type playbook from '../../locales/en/playbook.json';

type SalesTacticId = keyof (typeof playbook)['sales_tactics']['items'];

const SHARED_TACTICS = [
  'limited_authority',
  'higher_price',
  'false_urgency',
  'bundling_trick',
  'silent_treatment',
  'split_difference',
  'monthly_payment',
] as const satisfies readonly SalesTacticId[];

/**
 * Which tactics each language shows, in order (the Spanish playbook also has close-now).
 * Both catalogues translate every tactic, so English and Spanish keep the same keys.
 */
export const SALES_TACTICS: Readonly<Record<Language, readonly SalesTacticId[]>> = {
  en: SHARED_TACTICS,
  es: [...SHARED_TACTICS, 'close_now'],
};

/** Tabs and accordion items are named in kebab case ('limited-authority'); keys are snake case. */
export const kebab = (id: string) => id.replaceAll('_', '-');
