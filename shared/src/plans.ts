import { PRODUCT_IDS, type ProductId } from './product-ids.js';

/**
 * The two passes Lane sells. Prices are in US cents so no float ever touches money. This module
 * imports no schema library (the landing reads it); the ids' schema lives in product-id-schema.ts.
 */
export { PRODUCT_IDS, type ProductId };
export { productIdSchema } from './product-id-schema.js';

export interface Plan {
  readonly id: ProductId;
  readonly priceCents: number;
  readonly currency: 'usd';
  readonly durationHours: number;
  readonly popular: boolean;
}

export const PLANS: Readonly<Record<ProductId, Plan>> = {
  '48hour': { id: '48hour', priceCents: 999, currency: 'usd', durationHours: 48, popular: true },
  '30day': { id: '30day', priceCents: 2499, currency: 'usd', durationHours: 720, popular: false },
};

export function isProductId(value: unknown): value is ProductId {
  return typeof value === 'string' && (PRODUCT_IDS as readonly string[]).includes(value);
}

export function getPlan(id: ProductId): Plan {
  return PLANS[id];
}

/** The plan whose pass lasts exactly this many hours, if any. */
export function planForDuration(hours: number): Plan | undefined {
  return Object.values(PLANS).find((plan) => plan.durationHours === hours);
}

/** "$9.99" — the price as a person reads it (both languages use US dollars). */
export function formatPrice(plan: Plan): string {
  return `$${(plan.priceCents / 100).toFixed(2)}`;
}
